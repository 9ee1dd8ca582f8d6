// The values of a trait collection's traits a layout never reads, kept as iOS declares them.

public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1
}

public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
}

public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
}

public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1
}

public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0
}
