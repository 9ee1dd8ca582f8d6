/// How the status bar is drawn (a controller's `preferredStatusBarStyle`): kept, drawn nowhere.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
}

/// How the status bar animates when it shows or hides.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
}
