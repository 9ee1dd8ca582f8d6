import Foundation

/// A switch: its value is kept; nobody flips it here.
@preconcurrency @MainActor open class UISwitch: UIControl {
    open var isOn = false
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

