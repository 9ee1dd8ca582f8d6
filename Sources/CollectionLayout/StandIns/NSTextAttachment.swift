import Foundation

/// An attachment in attributed text (an inline image): its image, bounds and data are kept;
/// no text is laid out or drawn here.
open class NSTextAttachment: NSObject {
    open var contents: Data?
    open var fileType: String?
    open var image: UIImage?
    open var bounds = CGRect.zero
    open var lineLayoutPadding: CGFloat = 0
    open var allowsTextAttachmentView = true
    open var usesTextAttachmentView: Bool { false }

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    public convenience override init() { self.init(data: nil, ofType: nil) }

    public init(image: UIImage) {
        self.image = image
        super.init()
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open class func registerViewProviderClass(_ p0: AnyClass, forFileType p1: String) {}
    open class func textAttachmentViewProviderClass(forFileType p0: String) -> AnyClass? { nil }
}

extension NSAttributedString {
    /// The attachment character (U+FFFC) carrying the attachment, as UIKit makes it.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
