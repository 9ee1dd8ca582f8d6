import Foundation

/// A nib, so `register(_:forDecorationViewOfKind:)` with a nib compiles. There are no views
/// here: it holds its name, and instantiating it makes no objects.
@preconcurrency @MainActor open class UINib: NSObject {
    public let name: String

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = ""
        super.init()
    }

    /// The nib's top-level objects: none (nothing is loaded here).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] { [] }

    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}
