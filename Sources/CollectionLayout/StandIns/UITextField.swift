import Foundation

/// A text field: its text, placeholder, font and views are kept; nobody types here, so its
/// delegate is kept and never asked.
@preconcurrency @MainActor open class UITextField: UIControl {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var textColor: UIColor?
    open var font: UIFont? = .systemFont(ofSize: 17)
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open weak var delegate: UITextFieldDelegate?
    open var background: UIImage?
    open var disabledBackground: UIImage?
    open var isEditing: Bool { false }
    open var allowsEditingTextAttributes = false
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open var clearButtonMode = ViewMode.never
    open var leftView: UIView?
    open var leftViewMode = ViewMode.never
    open var rightView: UIView?
    open var rightViewMode = ViewMode.never
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
    open var clearsOnInsertion = false
    open var adjustsFontForContentSizeCategory = false

    // The rects of its parts: the bounds (nothing is laid out here).
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func drawText(in rect: CGRect) {}
    open func drawPlaceholder(in rect: CGRect) {}

    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }
    public enum DidEndEditingReason: Int, Sendable { case committed = 0 }

    public class var textDidBeginEditingNotification: NSNotification.Name { NSNotification.Name("UITextFieldTextDidBeginEditingNotification") }
    public class var textDidEndEditingNotification: NSNotification.Name { NSNotification.Name("UITextFieldTextDidEndEditingNotification") }
    public class var textDidChangeNotification: NSNotification.Name { NSNotification.Name("UITextFieldTextDidChangeNotification") }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var interactionState: Any = ()
}
