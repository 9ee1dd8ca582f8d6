import Foundation

/// iOS's declarations of UITextViewDelegate the SDK had not, kept and inert (sdk-surface standins).
extension UITextViewDelegate {
    @MainActor public func textView(_ p0: UITextView, editMenuForTextIn p1: NSRange, suggestedActions p2: [UIMenuElement]) -> UIMenu? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func textView(_ p0: UITextView, shouldChangeTextIn p1: NSRange, replacementText p2: String) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func textView(_ p0: UITextView, shouldInteractWith p1: NSTextAttachment, in p2: NSRange) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func textView(_ p0: UITextView, shouldInteractWith p1: URL, in p2: NSRange) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }

    @MainActor public func textViewDidChangeSelection(_ p0: UITextView) {
        UIKitOptionalRequirement.markDefault()
    }

    @MainActor public func textViewShouldEndEditing(_ p0: UITextView) -> Bool {
        UIKitOptionalRequirement.markDefault()
        return false
    }
}
