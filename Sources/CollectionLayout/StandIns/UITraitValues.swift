// The values of a trait collection's traits a layout never reads, kept as iOS declares them.

public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1

    // iOS's other members, kept and inert (sdk-surface standins)
    case base = 0
    case elevated = 1
}

public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1

    // iOS's other members, kept and inert (sdk-surface standins)
    case bold = 1
    case regular = 0
}

public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1

    // iOS's other members, kept and inert (sdk-surface standins)
    case high = 1
    case normal = 0
}

public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1

    // iOS's other members, kept and inert (sdk-surface standins)
    case P3 = 1
    case SRGB = 0
}

public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0

    // iOS's other members, kept and inert (sdk-surface standins)
    case available = 2
    case unavailable = 1
}
