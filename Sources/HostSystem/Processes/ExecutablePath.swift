import CHostSystem
import Foundation

/// Where this executable is, links resolved: engines are the same executable started again, and
/// the SDK's sources are found beside it.
public enum ExecutablePath {
    /// The absolute path; the first argument as given when the system cannot say.
    public static var current: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard lb_executable_path(&buffer, buffer.count) == 0 else {
            return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
