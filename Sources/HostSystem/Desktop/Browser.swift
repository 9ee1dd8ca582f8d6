public import Foundation

/// The desktop's browser, for the live view's page.
public enum Browser {
    /// The programs that open an address in the user's browser, in order of preference.
    public static var openers: [String] {
        switch HostPlatform.current {
        case .linux: ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open"]
        case .darwin: ["/usr/bin/open"]
        }
    }

    /// Whether there is a desktop to show a browser on: a graphical session on Linux (DISPLAY or
    /// WAYLAND_DISPLAY), always on macOS.
    public static func hasDesktop(_ environment: [String: String]) -> Bool {
        switch HostPlatform.current {
        case .linux: environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
        case .darwin: true
        }
    }

    /// Opens `address` when there is a desktop and an opener; false when not. The opener runs
    /// in a group of its own with no descriptor of ours but stdio.
    @discardableResult
    public static func open(_ address: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard hasDesktop(environment), let opener = openers.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return false
        }
        var spawn = Spawn(executable: opener, arguments: [opener, address])
        spawn.endsWithUs = false
        let null = Foundation.open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { if null >= 0 { close(null) } }
        if null >= 0 { spawn.descriptors = [(null, STDOUT_FILENO), (null, STDERR_FILENO)] }
        guard let pid = try? spawn.start() else { return false }
        // Reaped off the caller's thread: an opener returns at once, a browser it starts is not
        // its child.
        DispatchQueue.global().async {
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        return true
    }
}
