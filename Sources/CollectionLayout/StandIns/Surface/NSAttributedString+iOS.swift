import Foundation

/// iOS's declarations of NSAttributedString the SDK had not, kept and inert (sdk-surface standins).
extension NSAttributedString {
    public func boundingRect(with p0: CGSize, options p1: NSStringDrawingOptions = [], context p2: NSStringDrawingContext?) -> CGRect { .zero }

    public func containsAttachments(in p0: NSRange) -> Bool { false }

    public func data(from p0: NSRange, documentAttributes p1: [NSAttributedString.DocumentAttributeKey: Any] = [:]) throws -> Data { Data() }

    public func draw(at p0: CGPoint) {}

    public func draw(in p0: CGRect) {}

    public func draw(with p0: CGRect, options p1: NSStringDrawingOptions = [], context p2: NSStringDrawingContext?) {}

    public func size() -> CGSize { .zero }

    public struct TextEffectStyle: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static var letterpressStyle: NSAttributedString.TextEffectStyle { NSAttributedString.TextEffectStyle(rawValue: "") }
    }

    public struct DocumentType: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static var html: NSAttributedString.DocumentType { NSAttributedString.DocumentType(rawValue: "") }
        public init(_ p0: String) { self.init(rawValue: p0) }
        public static var plain: NSAttributedString.DocumentType { NSAttributedString.DocumentType(rawValue: "") }
        public static var rtf: NSAttributedString.DocumentType { NSAttributedString.DocumentType(rawValue: "") }
        public static var rtfd: NSAttributedString.DocumentType { NSAttributedString.DocumentType(rawValue: "") }
    }

    public struct TextLayoutSectionKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static var orientation: NSAttributedString.TextLayoutSectionKey { NSAttributedString.TextLayoutSectionKey(rawValue: "") }
        public static var range: NSAttributedString.TextLayoutSectionKey { NSAttributedString.TextLayoutSectionKey(rawValue: "") }
    }

    public struct DocumentReadingOptionKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static var characterEncoding: NSAttributedString.DocumentReadingOptionKey { NSAttributedString.DocumentReadingOptionKey(rawValue: "") }
        public static var defaultAttributes: NSAttributedString.DocumentReadingOptionKey { NSAttributedString.DocumentReadingOptionKey(rawValue: "") }
        public static var documentType: NSAttributedString.DocumentReadingOptionKey { NSAttributedString.DocumentReadingOptionKey(rawValue: "") }
        public init(_ p0: String) { self.init(rawValue: p0) }
        public static var sourceTextScaling: NSAttributedString.DocumentReadingOptionKey { NSAttributedString.DocumentReadingOptionKey(rawValue: "") }
        public static var targetTextScaling: NSAttributedString.DocumentReadingOptionKey { NSAttributedString.DocumentReadingOptionKey(rawValue: "") }
    }

    public struct DocumentAttributeKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static var backgroundColor: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public static var characterEncoding: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public static var cocoaVersionDocumentAttribute: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public static var defaultAttributes: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public static var defaultTabInterval: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public static var documentType: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public static var hyphenationFactor: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public init(_ p0: String) { self.init(rawValue: p0) }
        public static var paperMargin: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public static var paperSize: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public static var readOnly: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public static var sourceTextScaling: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public static var textLayoutSections: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public static var textScaling: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public static var viewMode: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public static var viewSize: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
        public static var viewZoom: NSAttributedString.DocumentAttributeKey { NSAttributedString.DocumentAttributeKey(rawValue: "") }
    }
}
