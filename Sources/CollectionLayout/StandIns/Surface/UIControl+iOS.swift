import Foundation

/// iOS's declarations of UIControl the SDK had not, kept and inert (sdk-surface standins).
extension UIControl {
    public func enumerateEventHandlers(_ p0: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void) {}

}
