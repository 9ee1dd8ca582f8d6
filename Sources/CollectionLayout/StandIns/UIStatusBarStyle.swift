/// How the status bar is drawn (a controller's `preferredStatusBarStyle`): kept, drawn nowhere.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0

    // iOS's other members, kept and inert (sdk-surface standins)
    case darkContent = 3
    case lightContent = 1
}

/// How the status bar animates when it shows or hides.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0

    // iOS's other members, kept and inert (sdk-surface standins)
    case fade = 1
    case slide = 2
}
