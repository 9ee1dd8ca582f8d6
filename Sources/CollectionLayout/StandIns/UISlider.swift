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
}
