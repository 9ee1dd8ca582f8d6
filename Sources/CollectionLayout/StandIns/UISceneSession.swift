import Foundation

/// A scene's session, as a scene delegate is handed one: it keeps its configuration and role.
@preconcurrency @MainActor open class UISceneSession: NSObject {
    private let storedConfiguration: UISceneConfiguration
    open weak var scene: UIScene?
    open var role: Role { storedConfiguration.role }
    open var configuration: UISceneConfiguration { storedConfiguration }
    open var persistentIdentifier: String
    open var userInfo: [String: Any]?

    /// A session of `configuration` (on iOS only the system makes them).
    public init(configuration: UISceneConfiguration) {
        storedConfiguration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }

    /// The kind of scene a session is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}
