import Foundation

/// iOS's declarations of UIWindowScene the SDK had not, kept and inert (sdk-surface standins).
extension UIWindowScene {
    open class ActivationAction: UIAction {
        public typealias ConfigurationProvider = (UIWindowScene.ActivationAction) -> UIWindowScene.ActivationConfiguration?
    }

    open class GeometryPreferences: NSObject {
        open class Mac: UIWindowScene.GeometryPreferences {
            public convenience init(systemFrame p0: CGRect) { self.init() }
        }
        open class iOS: UIWindowScene.GeometryPreferences {
            public convenience init(interfaceOrientations p0: UIInterfaceOrientationMask) { self.init() }
        }
    }

    public enum PresentationStyle: UInt, Hashable, Sendable {
        case automatic = 0
        case prominent = 2
        case standard = 1
    }

    open class Geometry: NSObject {
        open var interfaceOrientation: UIInterfaceOrientation { UIInterfaceOrientation.unknown }
    }

    open class ActivationConfiguration: NSObject {
        open var options: UIWindowScene.ActivationRequestOptions? = nil
    }

    public enum DismissalAnimation: Int, Hashable, Sendable {
        case commit = 2
        case decline = 3
        case standard = 1
    }

    open class ActivationRequestOptions: UIScene.ActivationRequestOptions {
        open var preferredPresentationStyle: UIWindowScene.PresentationStyle = UIWindowScene.PresentationStyle.automatic
    }
}
