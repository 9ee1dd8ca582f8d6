/// The values of a layout's `delegate` argument (DelegateChoice in the SDK): the app's class, or
/// what stands in for it.
enum DelegateName {
    static let app = "app"
    static let standIn = "stand-in"
}
