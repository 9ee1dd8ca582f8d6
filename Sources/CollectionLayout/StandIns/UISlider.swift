import Foundation

/// A slider: its value is kept within its range, as iOS keeps it; nobody drags it here.
@preconcurrency @MainActor open class UISlider: UIControl {
    private var storedValue: Float = 0
    open var minimumValue: Float = 0 {
        didSet { storedValue = min(max(storedValue, minimumValue), max(minimumValue, maximumValue)) }
    }
    open var maximumValue: Float = 1 {
        didSet { storedValue = min(max(storedValue, minimumValue), max(minimumValue, maximumValue)) }
    }
    /// Clamped to `minimumValue...maximumValue`, as UISlider clamps what it is given.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), max(minimumValue, maximumValue)) }
    }
    open var isContinuous = true

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var currentMaximumTrackImage: UIImage? { nil }
    open var currentMinimumTrackImage: UIImage? { nil }
    open var currentThumbImage: UIImage? { nil }
    open func maximumTrackImage(for p0: UIControl.State) -> UIImage? { nil }
    open var maximumTrackTintColor: UIColor? = nil
    open var maximumValueImage: UIImage? = nil
    open func maximumValueImageRect(forBounds p0: CGRect) -> CGRect { .zero }
    open func minimumTrackImage(for p0: UIControl.State) -> UIImage? { nil }
    open var minimumTrackTintColor: UIColor? = nil
    open var minimumValueImage: UIImage? = nil
    open func minimumValueImageRect(forBounds p0: CGRect) -> CGRect { .zero }
    open func setMaximumTrackImage(_ p0: UIImage?, for p1: UIControl.State) {}
    open func setMinimumTrackImage(_ p0: UIImage?, for p1: UIControl.State) {}
    open func setThumbImage(_ p0: UIImage?, for p1: UIControl.State) {}
    open func thumbImage(for p0: UIControl.State) -> UIImage? { nil }
    open func thumbRect(forBounds p0: CGRect, trackRect p1: CGRect, value p2: Float) -> CGRect { .zero }
    open var thumbTintColor: UIColor? = nil
    open func trackRect(forBounds p0: CGRect) -> CGRect { .zero }
}
