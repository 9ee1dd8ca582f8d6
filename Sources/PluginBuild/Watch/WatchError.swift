/// Why files cannot be watched for live reload (no inotify, no pipe, a folder that cannot be
/// watched); the reload commands say it in one line and go on without watching.
public struct WatchError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
