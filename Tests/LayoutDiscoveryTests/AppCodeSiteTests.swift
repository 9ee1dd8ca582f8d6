import Testing
@testable import LayoutDiscovery

/// Layouts app code gives its collection views, in the shapes the trial's apps wrote them: ids
/// that stay unique.
struct AppCodeSiteTests {
    static func discover(_ text: String) -> (plan: PluginSourcePlan, skipped: [SkippedLayout]) {
        let files = [SourceFile(path: "/u/A.swift", text: text)]
        return (PluginSourcePlan.make(name: "P", files: files), PluginSourcePlan.discovery(files: files).skipped)
    }

    /// A view whose code gives two collection views layouts, and a layout class of the view's
    /// name: `-2` is the view's own second id, so the class's repeat takes `-3`.
    @Test func idsStayUniqueWhenARepeatMeetsAnOwnId() {
        let (plan, _) = Self.discover("""
            import UIKit
            final class MessageViewLayout: UICollectionViewFlowLayout {}
            final class MessageView: UIView {
                let top = UICollectionView(frame: .zero, collectionViewLayout: MessageViewLayout())
                let bottom = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
            """)
        let ids = plan.layouts.map(\.id)
        #expect(ids == ["message-view-layout", "message-view-layout-2", "message-view-layout-3"], "\(ids)")
        #expect(plan.layouts.last?.title == "MessageViewLayout")
        #expect(Set(ids).count == ids.count)
    }
}
