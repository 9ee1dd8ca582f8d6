import Foundation

/// A connection from an item to an anchor point or to another item. With `frequency` 0 it is a
/// rod that keeps `length`; with a frequency it is a spring of that natural frequency (Hz) and
/// damping ratio `damping` (1: critically damped), as UIKit defines them. Offsets from the
/// centre move the attachment point; they do not turn the item (`help decisions`).
@preconcurrency @MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable { case items = 0, anchor }

    let storedAttachedBehaviorType: AttachmentType

    open var attachedBehaviorType: AttachmentType { storedAttachedBehaviorType }
    let storedItems: [UIDynamicItem]
    open var items: [UIDynamicItem] { storedItems }
    let offsets: [CGPoint]

    open var anchorPoint: CGPoint { didSet { dynamicAnimator?.wake() } }
    /// The rest distance between the attachment points; starts as their distance at creation.
    open var length: CGFloat { didSet { dynamicAnimator?.wake() } }
    open var damping: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }
    open var frequency: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }
    open var frictionTorque: CGFloat = 0

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        storedAttachedBehaviorType = .anchor
        storedItems = [item]
        offsets = [CGPoint(x: offset.horizontal, y: offset.vertical)]
        anchorPoint = point
        let start = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
        length = hypot(start.x - point.x, start.y - point.y)
        super.init()
    }

    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public init(
        item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        storedAttachedBehaviorType = .items
        storedItems = [item1, item2]
        offsets = [CGPoint(x: offset1.horizontal, y: offset1.vertical), CGPoint(x: offset2.horizontal, y: offset2.vertical)]
        anchorPoint = .zero
        let a = CGPoint(x: item1.center.x + offset1.horizontal, y: item1.center.y + offset1.vertical)
        let b = CGPoint(x: item2.center.x + offset2.horizontal, y: item2.center.y + offset2.vertical)
        length = hypot(a.x - b.x, a.y - b.y)
        super.init()
    }

    override var actedItems: [UIDynamicItem] { items }

    override func contribute(to step: DynamicStep) {
        let other: DynamicStep.Attachment.End =
            attachedBehaviorType == .anchor
            ? .anchor(anchorPoint) : .item(items[1], offset: offsets[1])
        step.attach(
            DynamicStep.Attachment(
                item: items[0], offset: offsets[0], other: other, length: max(length, 0),
                frequency: max(frequency, 0), damping: max(damping, 0)))
    }
}
