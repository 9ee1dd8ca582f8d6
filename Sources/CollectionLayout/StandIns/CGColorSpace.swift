import Foundation

/// A color space: colors made in it are kept as given; nothing is converted here.
public final class CGColorSpace: @unchecked Sendable {
    init() {}
}

/// A gradient of colors at locations, kept for drawing that never happens here.
public final class CGGradient: @unchecked Sendable {
    init() {}
}
