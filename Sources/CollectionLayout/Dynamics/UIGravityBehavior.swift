import Foundation

/// A constant acceleration on its items. UIKit's unit: magnitude 1 is 1000 points per second²
/// (Apple's documentation), along `gravityDirection`, default straight down.
@preconcurrency @MainActor open class UIGravityBehavior: UIDynamicBehavior {
    /// Points per second² of a gravity of magnitude 1.
    public static let accelerationPerMagnitude: CGFloat = 1000

    private var list: DynamicItemList

    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    override public convenience init() { self.init(items: []) }

    open var items: [UIDynamicItem] { list.items }
    open func addItem(_ item: UIDynamicItem) { list.add(item); dynamicAnimator?.behaviorsChanged() }
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); dynamicAnimator?.behaviorsChanged() }

    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { dynamicAnimator?.wake() } }

    /// The direction's angle in radians, clockwise from the x axis.
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { gravityDirection = CGVector(dx: cos(newValue) * magnitude, dy: sin(newValue) * magnitude) }
    }

    /// The direction's length.
    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { gravityDirection = CGVector(dx: cos(angle) * newValue, dy: sin(angle) * newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var actedItems: [UIDynamicItem] { list.items }

    override func contribute(to step: DynamicStep) {
        let g = Self.accelerationPerMagnitude
        for item in list.items {
            step.accelerate(item, by: CGPoint(x: gravityDirection.dx * g, y: gravityDirection.dy * g))
        }
    }
}
