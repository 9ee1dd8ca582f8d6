import Foundation

/// A control: its state, targets and actions are kept; no touch ever sends an event here, but
/// `sendActions(for:)` and `sendAction(_:)` run the UIActions' handlers, as on iOS (target and
/// selector pairs cannot be called without the Objective-C runtime).
@preconcurrency @MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0), touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2), touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4), touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6), touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8), valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13), menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16), editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18), editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF), allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000), systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, an option set as on iOS (`[.selected, .highlighted]`).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([]), highlighted = State(rawValue: 1 << 0), disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2), focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000), reserved = State(rawValue: 0xFF00_0000)
    }

    public enum ContentHorizontalAlignment: Int, Sendable { case center = 0, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center = 0, top, bottom, fill }

    private var actionsByEvent: [(action: UIAction, events: Event)] = []
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    open var contentVerticalAlignment = ContentVerticalAlignment.center

    /// `.normal`, or the flags of what is set (disabled, selected, highlighted).
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? { nil }

    /// A control that runs the action on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) { actionsByEvent.append((action, controlEvents)) }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actionsByEvent.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actionsByEvent.removeAll { $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Runs the handlers of the actions added for these events.
    open func sendActions(for controlEvents: Event) {
        for entry in actionsByEvent where !entry.events.isDisjoint(with: controlEvents) { sendAction(entry.action) }
    }

    /// Runs the action's handler.
    open func sendAction(_ action: UIAction) { action.handler(action) }

    /// A selector's message: not sent (there is no Objective-C runtime here).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}

    // iOS's other members, kept and inert (sdk-surface standins)
    open var allControlEvents: UIControl.Event { [] }
    open var allTargets: Set<AnyHashable> { [] }
    open func beginTracking(_ p0: UITouch, with p1: UIEvent?) -> Bool { false }
    open func cancelTracking(with p0: UIEvent?) {}
    open func continueTracking(_ p0: UITouch, with p1: UIEvent?) -> Bool { false }
    open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment { UIControl.ContentHorizontalAlignment.center }
    open func endTracking(_ p0: UITouch?, with p1: UIEvent?) {}
    open var isContextMenuInteractionEnabled: Bool = false
    open func menuAttachmentPoint(for p0: UIContextMenuConfiguration) -> CGPoint { .zero }
    open var showsMenuAsPrimaryAction: Bool = false
    open var toolTip: String? = nil
}
