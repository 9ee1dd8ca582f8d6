import Foundation

/// UIKit's check for a subclass that changes the attributes its superclass returned instead of
/// copies of them: the superclass remembers the cells it handed out with their frames, and the
/// next query finds one moved (UIKit: "cached frame mismatch"). Warns once per layout.
struct UncopiedAttributesCheck {
    /// Cells remembered per query: enough to catch the pattern, little to keep.
    static let limit = 64
    /// The last answer (its buffer shared: no retain an element) and the geometry its first
    /// cells had then, by index: the check runs on every rect query, so it costs a few stores a
    /// cell, never a lazy chain or an array of references.
    private var answer: [UICollectionViewLayoutAttributes] = []
    private var handedOut: [Handed] = []
    private var warned = false

    private struct Handed {
        var index: Int
        var center: CGPoint
        var size: CGSize
        var transform3D: CATransform3D
        /// The frame they had, as UIKit compares it.
        var frame: CGRect { UICollectionViewLayoutAttributes.frame(center: center, size: size, transform3D: transform3D) }
    }

    /// Whether `attributes` no longer have the frame `handed` out (geometry compared first: a
    /// frame is worked out only when something moved).
    private static func moved(_ attributes: UICollectionViewLayoutAttributes, since handed: Handed) -> Bool {
        let now = attributes.storage
        guard now.center != handed.center || now.size != handed.size || now.transform3D != handed.transform3D else { return false }
        return attributes.frame != handed.frame
    }

    /// UIKit's message for the first cell handed out last time whose frame has changed since,
    /// once; `base` is the superclass (UICollectionViewFlowLayout), `kind` its kind ("flow").
    mutating func changedSinceLastQuery(by layout: UICollectionViewLayout, base: String, kind: String) -> String? {
        guard !warned, let changed = handedOut.first(where: { Self.moved(answer[$0.index], since: $0) }) else { return nil }
        warned = true
        let attributes = answer[changed.index]
        answer = []
        handedOut = []
        let path = attributes.indexPath
        return "\(base) has cached frame mismatch for index path \(path.section)-\(path.item) - cached value: \(Self.text(changed.frame)); "
            + "expected value: \(Self.text(attributes.frame)). This is likely occurring because the \(kind) layout subclass "
            + "\(type(of: layout)) is modifying attributes returned by \(base) without copying them"
    }

    /// Remembers the cells of a query's answer (the first `limit`), until the next query.
    mutating func record(_ answer: [UICollectionViewLayoutAttributes]) {
        guard !warned else { return }
        self.answer = answer
        handedOut.removeAll(keepingCapacity: true)
        for index in answer.indices {
            let storage = answer[index].storage
            guard storage.category == .cell else { continue }
            handedOut.append(Handed(index: index, center: storage.center, size: storage.size, transform3D: storage.transform3D))
            if handedOut.count == Self.limit { break }
        }
    }

    /// A rect as UIKit prints one: {{x, y}, {w, h}}.
    static func text(_ r: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            abs(value) >= 1e9 || !value.isFinite ? String(format: "%.6g", Double(value))
                : value == value.rounded() ? String(format: "%.0f", Double(value) + 0) : String(format: "%.2f", Double(value))
        }
        return "{{\(number(r.minX)), \(number(r.minY))}, {\(number(r.width)), \(number(r.height))}}"
    }
}
