import Foundation

/// A nib, so `register(_:forDecorationViewOfKind:)` with a nib compiles. There are no views
/// here: it holds its name and nothing is loaded.
@preconcurrency @MainActor open class UINib: NSObject {
    public let name: String

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }
}
