import Foundation

/// A tunable property of a layout, bound to a key path so setting it runs the property's
/// didSet (typically invalidateLayout()), exactly as assigning it in an app would.
public struct LayoutParameter<Layout: UICollectionViewLayout> {
    let name: String
    let type: String
    let range: String
    let summary: String
    let read: (Layout) -> String
    let write: (Layout, String) -> String?

    /// A parameter of any value type; `range` limits comparable values.
    public init<Value: LayoutParameterValue>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Layout, Value>, summary: String = ""
    ) {
        self.init(name, keyPath, summary: summary, rangeText: Value.parameterChoices) { _ in nil }
    }

    /// A number-like parameter limited to `range`.
    public init<Value: LayoutParameterValue & Comparable>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Layout, Value>, range: ClosedRange<Value>,
        summary: String = ""
    ) {
        let rangeText = "\(range.lowerBound.parameterText)...\(range.upperBound.parameterText)"
        self.init(name, keyPath, summary: summary, rangeText: rangeText) { value in
            range.contains(value) ? nil : "\(name) must be in \(rangeText)"
        }
    }

    /// A parameter read and written by closures (a stand-in delegate's answers): `type` names
    /// its values, `write` answers an error line or nil.
    public init(
        _ name: String, type: String, summary: String, read: @escaping (Layout) -> String,
        write: @escaping (Layout, String) -> String?
    ) {
        self.name = name
        self.type = type
        self.range = ""
        self.summary = summary
        self.read = read
        self.write = write
    }

    private init<Value: LayoutParameterValue>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Layout, Value>, summary: String,
        rangeText: String, check: @escaping (Value) -> String?
    ) {
        self.name = name
        self.type = Value.parameterType
        self.range = rangeText
        self.summary = summary
        self.read = { $0[keyPath: keyPath].parameterText }
        self.write = { layout, text in
            guard let value = Value(parameterText: text) else {
                // "a size like 390x300", "insets like 10,12,14,12".
                let kind = Value.parameterKind
                let accepted = rangeText.isEmpty ? "\(kind) like \(Value.parameterExample)" : rangeText
                return "\(name) takes \(accepted), not '\(text)'"
            }
            if let problem = check(value) { return problem }
            layout[keyPath: keyPath] = value
            return nil
        }
    }
}
