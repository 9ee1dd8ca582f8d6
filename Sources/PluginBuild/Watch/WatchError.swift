/// Why files cannot be watched for live reload (the system gives no watches, no pipe, a folder
/// that cannot be watched); the reload commands say it in one line and go on without watching.
package struct WatchError: Error, CustomStringConvertible, Equatable {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
