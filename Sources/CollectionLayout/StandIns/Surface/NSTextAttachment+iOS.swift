import Foundation

/// iOS's declarations of NSTextAttachment the SDK had not, kept and inert (sdk-surface standins).
extension NSTextAttachment {
    public class var character: Int { 0 }
}
