import Foundation

/// A switch: its value is kept; nobody flips it here.
@preconcurrency @MainActor open class UISwitch: UIControl {
    open var isOn = false
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var offImage: UIImage? = nil
    open var onImage: UIImage? = nil
    open var onTintColor: UIColor? = nil
    open var preferredStyle: UISwitch.Style = UISwitch.Style.automatic
    open var style: UISwitch.Style { UISwitch.Style.automatic }
    open var thumbTintColor: UIColor? = nil
    open var title: String? = nil
}
