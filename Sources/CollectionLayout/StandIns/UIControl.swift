import Foundation

/// A control: its targets and state are kept; no event is ever sent here.
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
    open var isEnabled = true
    open func addTarget(_ target: Any?, action: Selector, for events: Event) {}
}
