import Foundation

/// What a text view tells its delegate (optional requirements).
@preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewDidChange(_ textView: UITextView)
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)

    // iOS's other members, kept and inert (sdk-surface standins)
    @MainActor func textView(_ p0: UITextView, editMenuForTextIn p1: NSRange, suggestedActions p2: [UIMenuElement]) -> UIMenu?
    @MainActor func textView(_ p0: UITextView, shouldChangeTextIn p1: NSRange, replacementText p2: String) -> Bool
    @MainActor func textView(_ p0: UITextView, shouldInteractWith p1: NSTextAttachment, in p2: NSRange) -> Bool
    @MainActor func textView(_ p0: UITextView, shouldInteractWith p1: URL, in p2: NSRange) -> Bool
    @MainActor func textViewDidChangeSelection(_ p0: UITextView)
    @MainActor func textViewShouldEndEditing(_ p0: UITextView) -> Bool
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) { UIKitOptionalRequirement.markDefault() }
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return true
    }
    public func textViewDidBeginEditing(_ textView: UITextView) { UIKitOptionalRequirement.markDefault() }
    public func textViewDidEndEditing(_ textView: UITextView) { UIKitOptionalRequirement.markDefault() }
}

/// A text view: its text, attributed text and attributes are kept (setting one sets the other,
/// as on iOS), drawn nowhere; nobody types into it here.
@preconcurrency @MainActor open class UITextView: UIScrollView {
    private var storedText = ""
    open var text: String! {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: storedText) }
        set { storedText = newValue?.string ?? "" }
    }
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var selectedRange = NSRange(location: 0, length: 0)
    open var dataDetectorTypes = UIDataDetectorTypes()
    open var allowsEditingTextAttributes = false
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var clearsOnInsertion: Bool = false
    open var interactionState: Any = ()
    open var isFindInteractionEnabled: Bool = false
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = nil
    open func scrollRangeToVisible(_ p0: NSRange) {}
    open var usesStandardTextScaling: Bool = false
}

/// What a text view recognises as links (none, here).
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0), link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2), calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
