import Foundation

/// An error as one line a person reads: Foundation's file errors as `PATH: reason` (the POSIX
/// reason when there is one: `/tmp/a/ws: Not a directory`), not the NSError dump; any other
/// error's description with its line breaks folded.
public enum OneLineError {
    public static func text(_ error: Error) -> String {
        let ns = error as NSError
        if ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain {
            let path = ns.userInfo[NSFilePathErrorKey] as? String ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
            let underlying = (ns.userInfo[NSUnderlyingErrorKey] as? Error).map { $0 as NSError }
            let posix = ns.domain == NSPOSIXErrorDomain ? ns : underlying.flatMap { $0.domain == NSPOSIXErrorDomain ? $0 : nil }
            let reason = posix.map { String(cString: strerror(Int32($0.code))) } ?? plainReason(ns)
            return path.map { "\($0): \(reason)" } ?? reason
        }
        return "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// What Foundation says of a Cocoa error without a POSIX cause, or its kind by code.
    private static func plainReason(_ error: NSError) -> String {
        switch error.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file or folder"
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
        case NSFileWriteOutOfSpaceError: return "no space left on the device"
        case NSFileWriteVolumeReadOnlyError: return "a read-only file system"
        default:
            let text = error.localizedDescription
            return text.contains("Domain=") || text.contains("could not be completed") ? "cannot read or write it (Cocoa error \(error.code))" : text
        }
    }
}
