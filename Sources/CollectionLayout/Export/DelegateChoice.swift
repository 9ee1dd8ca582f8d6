import Foundation

/// Which delegate a layout runs with, where the app's code offers one and the workbench can
/// stand in (`use ID delegate=stand-in`): the app's own class (its view controller), or what
/// stands in for it (a stand-in answering from parameters, or none, so UIKit's defaults answer).
/// The host switches to the stand-in once when the app's delegate traps on the workbench's data.
public enum DelegateChoice: String, CaseIterable, Sendable, LayoutParameterValue {
    case app
    case standIn = "stand-in"

    /// The argument a layout with both offers, `app` naming the app's class (its value exists
    /// before the layout, which is made anew with the other delegate when it is set).
    public static func argument(app: String) -> LayoutArgument {
        LayoutArgument(
            "delegate", default: DelegateChoice.app,
            summary: "the delegate: app (\(app), the app's own) or stand-in (what stands in for it); setting it makes the layout anew")
    }
}
