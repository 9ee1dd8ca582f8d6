import Foundation

/// The configuration an app delegate answers for a new scene session: kept, used by nothing.
@preconcurrency @MainActor open class UISceneConfiguration: NSObject {
    private let storedName: String?
    private let storedRole: UISceneSession.Role
    open var name: String? { storedName }
    open var role: UISceneSession.Role { storedRole }
    open var sceneClass: AnyClass?
    open var delegateClass: AnyClass?
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        storedName = name
        storedRole = sessionRole
        super.init()
    }
}
