import Foundation

/// The base of the stand-in delegates layoutbench generates for a layout whose delegate the app
/// would set (a `weak var delegate: MosaicLayoutDelegate?`, or `collectionView.delegate as?
/// SomeDelegate` with nothing in the folder adopting it): it is the layout's delegate and the
/// collection view's, and answers each required method from its parameters (`param
/// delegate.KEY VALUE[,VALUE…]`, a list cycled over the items) or, unset, from the data (an item
/// size `snapshot size` gave) or a default per return type (`StandInDelegate.defaults`).
open class StandInDelegate: NSObject, UICollectionViewDelegate {
    /// Answers by key, as the user set them: one value, or a list cycled over the items.
    var answers: [String: [String]] = [:]
    /// The collection view the answers' data comes from.
    public internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }

    /// The stand-in installed beside `layout`, if any.
    static func installed(for layout: UICollectionViewLayout) -> StandInDelegate? {
        layout.collectionView?.standIn
    }

    /// A default per return type, decided once (`help decisions`): lengths 100, counts 2, sizes
    /// 100 × 100, flags false, insets and points zero, text empty.
    public static func defaultValue<Value: LayoutParameterValue>(_ type: Value.Type) -> Value {
        let counts = Value.self is any BinaryInteger.Type
        for text in counts ? ["2"] : ["100", "100x100", "false", "0,0,0,0", "0,0", "nil", ""] {
            if let value = Value(parameterText: text) { return value }
        }
        fatalError("StandInDelegate: no default for \(Value.self)")
    }

    /// The answer for `key` at `indexPath` (or one for all): the user's value for the item, else
    /// for a size the data's size of the item, else `defaultValue`.
    public func answer<Value: LayoutParameterValue>(_ key: String, at indexPath: IndexPath?, default value: Value) -> Value {
        if let list = answers[key], !list.isEmpty {
            let text = list[(indexPath.map { max($0.item, 0) } ?? 0) % list.count]
            if let parsed = Value(parameterText: text) { return parsed }
        }
        if Value.self == CGSize.self, let indexPath, indexPath.count >= 2,
            let size = collectionView?.host?.itemSize(section: indexPath.section, item: indexPath.item) as? Value
        {
            return size
        }
        return value
    }

    /// Sets the answer for `key` (a stand-in property the layout assigns).
    public func setAnswer<Value: LayoutParameterValue>(_ key: String, _ value: Value) {
        answers[key] = [value.parameterText]
    }

    /// `answer` for a choice of cases: the first case by default.
    public func answer<Value: LayoutParameterValue & CaseIterable>(_ key: String, at indexPath: IndexPath? = nil) -> Value {
        guard let first = Value.allCases.first else { fatalError("StandInDelegate: \(Value.self) has no cases") }
        return answer(key, at: indexPath, default: first)
    }

    /// `answer` with the return type's default.
    public func answer<Value: LayoutParameterValue>(_ key: String, at indexPath: IndexPath? = nil) -> Value {
        answer(key, at: indexPath, default: Self.defaultValue(Value.self))
    }

    /// The layout parameter `delegate.KEY` that sets the stand-in's answers for one requirement:
    /// values of `Value` separated by commas (`;` for insets, whose values have commas).
    public static func parameter<Layout: UICollectionViewLayout, Value: LayoutParameterValue>(
        _ key: String, _ type: Value.Type, of layout: Layout.Type, requirement: String
    ) -> LayoutParameter<Layout> {
        let separator: Character = Value.parameterType == "insets" ? ";" : ","
        return LayoutParameter<Layout>(
            "delegate." + key, type: Value.parameterType + " list",
            summary: "the stand-in delegate's answer to \(requirement), one value or a list cycled over the items",
            read: { layout in
                guard let standIn = installed(for: layout) else { return "" }
                // Unset: the default it answers, as a number (a size: the data's sizes first).
                return standIn.answers[key].map { $0.joined(separator: String(separator)) }
                    ?? StandInDelegate.defaultValue(Value.self).parameterText + (Value.self == CGSize.self ? " (or the data's item sizes)" : "")
            },
            write: { layout, text in
                guard let standIn = installed(for: layout) else { return "no stand-in delegate is installed" }
                let values = text.split(separator: separator).map { $0.trimmingCharacters(in: .whitespaces) }
                guard !values.isEmpty, values.allSatisfy({ Value(parameterText: $0) != nil }) else {
                    return "delegate.\(key) takes \(Value.parameterKind) or a list of them like \(Value.parameterExample)\(separator)\(Value.parameterExample)"
                }
                standIn.answers[key] = values
                layout.invalidateLayout()
                return nil
            })
    }
}

extension UICollectionView {
    /// The stand-in delegate, when the collection view's delegate is one.
    var standIn: StandInDelegate? { delegate as? StandInDelegate }
}

/// A stand-in for a protocol that refines UICollectionViewDataSource (`protocol MosaicDataSource:
/// UICollectionViewDataSource`) answers UIKit's required members from the collection view's own
/// data, which the host's `items` and snapshots give.
extension StandInDelegate: UICollectionViewDataSource {
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        collectionView.numberOfItems(inSection: section)
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        collectionView.numberOfSections
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}
