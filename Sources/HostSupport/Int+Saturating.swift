/// The one way the host turns a Double from a user or a layout into an integer: huge values
/// saturate and NaN becomes 0, where `Int(_:)` would trap (`offset 0 1e19` once killed the host).
extension Int {
    /// `value` rounded toward zero, clamped to Int's range; NaN gives 0.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
