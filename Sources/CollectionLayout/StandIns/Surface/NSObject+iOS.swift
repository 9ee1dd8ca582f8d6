import Foundation

/// iOS's declarations of NSObject the SDK had not, kept and inert (sdk-surface standins).
extension NSObject {
    public func accessibilityActivate() -> Bool { false }

    public var accessibilityActivationPoint: CGPoint {
        get { StandInStorage.value(of: self, "accessibilityActivationPoint", default: .zero) }
        set { StandInStorage.set(newValue, of: self, "accessibilityActivationPoint") }
    }

    public var accessibilityAttributedHint: NSAttributedString? {
        get { StandInStorage.value(of: self, "accessibilityAttributedHint", default: nil) }
        set { StandInStorage.set(newValue, of: self, "accessibilityAttributedHint") }
    }

    public var accessibilityAttributedLabel: NSAttributedString? {
        get { StandInStorage.value(of: self, "accessibilityAttributedLabel", default: nil) }
        set { StandInStorage.set(newValue, of: self, "accessibilityAttributedLabel") }
    }

    public var accessibilityAttributedUserInputLabels: [NSAttributedString]! {
        get { StandInStorage.value(of: self, "accessibilityAttributedUserInputLabels", default: nil) }
        set { StandInStorage.set(newValue, of: self, "accessibilityAttributedUserInputLabels") }
    }

    public var accessibilityAttributedValue: NSAttributedString? {
        get { StandInStorage.value(of: self, "accessibilityAttributedValue", default: nil) }
        set { StandInStorage.set(newValue, of: self, "accessibilityAttributedValue") }
    }

    public func accessibilityDecrement() {}

    @MainActor public func accessibilityElement(at p0: Int) -> Any? { nil }

    @MainActor public func accessibilityElementCount() -> Int { 0 }

    public func accessibilityElementDidBecomeFocused() {}

    public func accessibilityElementDidLoseFocus() {}

    public func accessibilityElementIsFocused() -> Bool { false }

    @MainActor public var accessibilityElements: [Any]? {
        get { StandInStorage.value(of: self, "accessibilityElements", default: nil) }
        set { StandInStorage.set(newValue, of: self, "accessibilityElements") }
    }

    public var accessibilityElementsHidden: Bool {
        get { StandInStorage.value(of: self, "accessibilityElementsHidden", default: false) }
        set { StandInStorage.set(newValue, of: self, "accessibilityElementsHidden") }
    }

    public var accessibilityFrame: CGRect {
        get { StandInStorage.value(of: self, "accessibilityFrame", default: .zero) }
        set { StandInStorage.set(newValue, of: self, "accessibilityFrame") }
    }

    public func accessibilityIncrement() {}

    public var accessibilityLanguage: String? {
        get { StandInStorage.value(of: self, "accessibilityLanguage", default: nil) }
        set { StandInStorage.set(newValue, of: self, "accessibilityLanguage") }
    }

    public var accessibilityPath: UIBezierPath? {
        get { StandInStorage.value(of: self, "accessibilityPath", default: nil) }
        set { StandInStorage.set(newValue, of: self, "accessibilityPath") }
    }

    public func accessibilityPerformEscape() -> Bool { false }

    public func accessibilityPerformMagicTap() -> Bool { false }

    public var accessibilityRespondsToUserInteraction: Bool {
        get { StandInStorage.value(of: self, "accessibilityRespondsToUserInteraction", default: false) }
        set { StandInStorage.set(newValue, of: self, "accessibilityRespondsToUserInteraction") }
    }

    public var accessibilityUserInputLabels: [String]! {
        get { StandInStorage.value(of: self, "accessibilityUserInputLabels", default: nil) }
        set { StandInStorage.set(newValue, of: self, "accessibilityUserInputLabels") }
    }

    public var accessibilityViewIsModal: Bool {
        get { StandInStorage.value(of: self, "accessibilityViewIsModal", default: false) }
        set { StandInStorage.set(newValue, of: self, "accessibilityViewIsModal") }
    }

    @MainActor public func index(ofAccessibilityElement p0: Any) -> Int { 0 }

    public var shouldGroupAccessibilityChildren: Bool {
        get { StandInStorage.value(of: self, "shouldGroupAccessibilityChildren", default: false) }
        set { StandInStorage.set(newValue, of: self, "shouldGroupAccessibilityChildren") }
    }
}
