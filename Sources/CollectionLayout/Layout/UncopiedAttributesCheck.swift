import Foundation

/// UIKit's check for a subclass that changes the attributes its superclass returned instead of
/// copies of them: the superclass remembers the cells it handed out with their frames, and the
/// next query finds one moved (UIKit: "cached frame mismatch"). Warns once per layout.
struct UncopiedAttributesCheck {
    /// Cells remembered per query: enough to catch the pattern, little to keep.
    static let limit = 64
    private var handedOut: [(attributes: UICollectionViewLayoutAttributes, frame: CGRect)] = []
    private var warned = false

    /// UIKit's message for the first cell handed out last time whose frame has changed since,
    /// once; `base` is the superclass (UICollectionViewFlowLayout), `kind` its kind ("flow").
    mutating func changedSinceLastQuery(by layout: UICollectionViewLayout, base: String, kind: String) -> String? {
        guard !warned, let changed = handedOut.first(where: { $0.attributes.frame != $0.frame }) else { return nil }
        warned = true
        handedOut = []
        let path = changed.attributes.indexPath
        return "\(base) has cached frame mismatch for index path \(path.section)-\(path.item) - cached value: \(Self.text(changed.frame)); "
            + "expected value: \(Self.text(changed.attributes.frame)). This is likely occurring because the \(kind) layout subclass "
            + "\(type(of: layout)) is modifying attributes returned by \(base) without copying them"
    }

    /// Remembers the cells of a query's answer (the first `limit`), until the next query.
    mutating func record(_ answer: [UICollectionViewLayoutAttributes]) {
        guard !warned else { return }
        handedOut = answer.lazy.filter { $0.representedElementCategory == .cell }.prefix(Self.limit).map { ($0, $0.frame) }
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
