/// Which bar heights an appearance applies to (`setBackgroundImage(_:for:barMetrics:)`).
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
}

/// Where a bar sits (`position(for:)` of a bar's delegate).
public enum UIBarPosition: Int, Sendable {
    case any = 0
}
