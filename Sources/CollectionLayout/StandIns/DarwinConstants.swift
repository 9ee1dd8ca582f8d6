import Foundation

// Darwin's and Core Graphics' numeric constants, which Swift on Linux does not import.

/// The largest finite Float (math.h's MAXFLOAT).
public var MAXFLOAT: Float { .greatestFiniteMagnitude }
public var CGFLOAT_MAX: CGFloat { .greatestFiniteMagnitude }
/// The least positive normal CGFloat.
public var CGFLOAT_MIN: CGFloat { .leastNormalMagnitude }
public var CGFLOAT_EPSILON: CGFloat { .ulpOfOne }
