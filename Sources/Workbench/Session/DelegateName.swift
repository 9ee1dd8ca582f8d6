import Foundation
/// The values of a layout's `delegate` argument (DelegateChoice in the SDK): the app's class, or
/// what stands in for it.
enum DelegateName {
    static let app = "app"
    static let standIn = "stand-in"

    /// The app's class a `delegate` argument's summary names ("the delegate: app (DaysView, the
    /// app's own) or stand-in …"), nil in another summary.
    static func appClass(inSummary summary: String) -> String? {
        summary.range(of: #"app \(([^,)]+)"#, options: .regularExpression).map { String(summary[$0].dropFirst(5)) }
    }
}
