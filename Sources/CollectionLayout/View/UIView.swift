import Foundation

/// The parts of UIView a layout reads: bounds, frame, margins and safe area.
open class UIView: NSObject {
    public internal(set) var bounds: CGRect = .zero
    public internal(set) var frame: CGRect = .zero
    public internal(set) var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    public internal(set) var safeAreaInsets: UIEdgeInsets = .zero

    public override init() {
        super.init()
    }
}
