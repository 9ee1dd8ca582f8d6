import Foundation

/// UIKit's check for a subclass that changes the attributes its superclass returned instead of
/// copies of them: the superclass remembers the cells it handed out with their frames, and the
/// next query finds one moved (UIKit: "cached frame mismatch"). Warns once per layout.
struct UncopiedAttributesCheck {
    /// Cells remembered per query: enough to catch the pattern, little to keep.
    static let limit = 64
    /// The last answer (its buffer shared: no retain an element) and the geometry its first
    /// cells had then, by index: the check runs on every rect query, so it costs a few stores a
    /// cell, never a lazy chain, an array of references or a copy of an attributes' storage.
    private var answer: [UICollectionViewLayoutAttributes] = []
    private var handedOut: [Handed] = []
    /// The transforms handed out that were not the identity (most cells have none).
    private var transforms: [CATransform3D] = []
    private var warned = false

    private struct Handed {
        var index: Int
        var center: CGPoint
        var size: CGSize
        /// Its transform's place in `transforms`, or -1 for the identity.
        var transform: Int
    }

    /// The frame `handed` had, as UIKit compares it.
    private func frame(_ handed: Handed) -> CGRect {
        UICollectionViewLayoutAttributes.frame(
            center: handed.center, size: handed.size,
            transform3D: handed.transform < 0 ? CATransform3DIdentity : transforms[handed.transform])
    }

    /// Whether `attributes` no longer have the frame `handed` out (geometry compared first, field
    /// by field: a frame is worked out only when something moved).
    private func moved(_ attributes: UICollectionViewLayoutAttributes, since handed: Handed) -> Bool {
        let sameTransform =
            handed.transform < 0
            ? attributes.storage.transformIsIdentity
            : attributes.storage.transform3D == transforms[handed.transform]
        guard attributes.storage.center != handed.center || attributes.storage.size != handed.size || !sameTransform else { return false }
        return attributes.frame != frame(handed)
    }

    /// The first cell handed out that has moved since, each read where the answer holds it.
    private func firstMoved() -> Handed? {
        handedOut.first { moved(answer[$0.index], since: $0) }
    }

    /// UIKit's message for the first cell handed out last time whose frame has changed since,
    /// once; `base` is the superclass (UICollectionViewFlowLayout), `kind` its kind ("flow").
    mutating func changedSinceLastQuery(by layout: UICollectionViewLayout, base: String, kind: String) -> String? {
        guard !warned, let changed = firstMoved() else { return nil }
        warned = true
        let attributes = answer[changed.index], cached = frame(changed)
        answer = []
        handedOut = []
        transforms = []
        let path = attributes.indexPath
        return "\(base) has cached frame mismatch for index path \(path.section)-\(path.item) - cached value: \(Self.text(cached)); "
            + "expected value: \(Self.text(attributes.frame)). This is likely occurring because the \(kind) layout subclass "
            + "\(type(of: layout)) is modifying attributes returned by \(base) without copying them"
    }

    /// Remembers the cells of a query's answer (the first `limit`), until the next query; none
    /// when `layout` is an instance of `base` itself answering the host, for then no code but
    /// the host's saw the answer (a subclass, or a layout that asks another, is checked).
    mutating func record(_ answer: [UICollectionViewLayoutAttributes], by layout: UICollectionViewLayout, base: AnyClass) {
        guard !warned else { return }
        handedOut.removeAll(keepingCapacity: true)
        transforms.removeAll(keepingCapacity: true)
        if layout.isAnsweringTheHost, type(of: layout) == base {
            self.answer = []
            return
        }
        self.answer = answer
        answer.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where handedOut.count < Self.limit {
                Self.borrowing(buffer[index]) { attributes in
                    guard attributes.storage.category == .cell else { return }
                    var transform = -1
                    if !attributes.storage.transformIsIdentity {
                        transform = transforms.count
                        transforms.append(attributes.storage.transform3D)
                    }
                    handedOut.append(Handed(index: index, center: attributes.storage.center, size: attributes.storage.size, transform: transform))
                }
            }
        }
    }

    /// `body` on an element of the answer's buffer without retaining it (the answer holds it).
    @inline(__always)
    private static func borrowing<R>(_ attributes: UICollectionViewLayoutAttributes, _ body: (UICollectionViewLayoutAttributes) -> R) -> R {
        Unmanaged.passUnretained(attributes)._withUnsafeGuaranteedRef(body)
    }

    /// A rect as UIKit prints one: {{x, y}, {w, h}}.
    static func text(_ r: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            abs(value) >= 1e9 || !value.isFinite
                ? String(format: "%.6g", Double(value))
                : value == value.rounded() ? String(format: "%.0f", Double(value) + 0) : String(format: "%.2f", Double(value))
        }
        return "{{\(number(r.minX)), \(number(r.minY))}, {\(number(r.width)), \(number(r.height))}}"
    }
}
