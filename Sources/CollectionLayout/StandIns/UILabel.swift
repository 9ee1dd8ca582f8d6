import Foundation

/// A label, as cells in layout files build one: it holds what is assigned and draws nothing.
@preconcurrency @MainActor open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont! = .preferredFont(forTextStyle: .body)
    open var textColor: UIColor! = .label
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0

    // iOS's other members, kept and inert (sdk-surface standins)
    open var allowsDefaultTighteningForTruncation: Bool = false
    open func drawText(in p0: CGRect) {}
    open var highlightedTextColor: UIColor? = nil
    /// True, UIKit's default.
    open var isEnabled: Bool = true
    open var isHighlighted: Bool = false
    open var shadowColor: UIColor? = nil
    /// (0, -1), UIKit's default: a shadow one point above the text (drawn nowhere here).
    open var shadowOffset: CGSize = CGSize(width: 0, height: -1)
    open var showsExpansionTextWhenTruncated: Bool = false
    open func textRect(forBounds p0: CGRect, limitedToNumberOfLines p1: Int) -> CGRect { .zero }
}

public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
public enum NSLineBreakMode: Int, Sendable { case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle }
