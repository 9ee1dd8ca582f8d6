import Foundation

/// A storyboard: it holds its name and loads nothing. The controllers it makes are made in
/// code, of the class asked for (their views are the stand-ins', never the storyboard's).
@preconcurrency @MainActor open class UIStoryboard: NSObject {
    public let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// No storyboard scene is loaded here: nil.
    open func instantiateInitialViewController() -> UIViewController? { nil }

    /// A plain view controller: the storyboard's scene is not loaded here.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }

    /// A controller of the class asked for, from `creator` when given one (handed an empty coder).
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        creator?(NSCoder()) ?? ViewController(coder: NSCoder())
    }

    /// A controller of the class asked for, from `creator` when given one (handed an empty coder).
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let controller = creator?(NSCoder()) ?? ViewController(coder: NSCoder()) else {
            fatalError("\(ViewController.self)(coder:) returned nil for storyboard identifier \(identifier) (UIKit stand-in)")
        }
        return controller
    }
}
