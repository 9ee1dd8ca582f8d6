import Foundation

/// iOS's declarations of NSAttributedString.Key the SDK had not, kept and inert (sdk-surface standins).
extension NSAttributedString.Key {
    public static var UIAccessibilityTextAttributeContext: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var accessibilitySpeechIPANotation: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var accessibilitySpeechLanguage: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var accessibilitySpeechPitch: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var accessibilitySpeechPunctuation: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var accessibilitySpeechQueueAnnouncement: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var accessibilitySpeechSpellOut: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var accessibilityTextCustom: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var accessibilityTextHeadingLevel: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var baselineOffset: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var expansion: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var ligature: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var link: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var obliqueness: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var shadow: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var strikethroughColor: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var strikethroughStyle: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var strokeColor: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var strokeWidth: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var textEffect: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var tracking: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var underlineColor: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var verticalGlyphForm: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }

    public static var writingDirection: NSAttributedString.Key { NSAttributedString.Key(rawValue: "") }
}
