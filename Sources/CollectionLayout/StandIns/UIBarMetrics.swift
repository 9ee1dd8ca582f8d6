/// Which bar heights an appearance applies to (`setBackgroundImage(_:for:barMetrics:)`).
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0

    // iOS's other members, kept and inert (sdk-surface standins)
    case compact = 1
    case compactPrompt = 102
    case defaultPrompt = 101
}

/// Where a bar sits (`position(for:)` of a bar's delegate).
public enum UIBarPosition: Int, Sendable {
    case any = 0

    // iOS's other members, kept and inert (sdk-surface standins)
    case bottom = 1
    case top = 2
    case topAttached = 3
}
