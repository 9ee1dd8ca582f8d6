import Testing
@testable import LayoutDiscovery

/// Layouts app code gives its collection views, in the shapes the trial's apps wrote them:
/// owners made with what the folder has, and ids that stay unique.
struct AppCodeSiteTests {
    static func discover(_ text: String) -> (plan: PluginSourcePlan, skipped: [SkippedLayout]) {
        let files = [SourceFile(path: "/u/A.swift", text: text)]
        return (PluginSourcePlan.make(name: "P", files: files), PluginSourcePlan.discovery(files: files).skipped)
    }

    /// A controller whose initialiser takes a protocol of the folder that nothing in it adopts
    /// (the app's adopter is elsewhere) is made with a stand-in for it, declared in the entry.
    @Test func anOwnerTakingAProtocolNothingAdoptsGetsAStandIn() throws {
        let (plan, _) = Self.discover("""
            import UIKit
            protocol ChatEvents: AnyObject {
                func didShow(_ message: String)
                func unreadCount() -> Int
            }
            struct Theme { var spacing: CGFloat = 4 }
            final class ChatViewController: UIViewController {
                private var events: ChatEvents
                private let theme: Theme
                init(theme: Theme, events: ChatEvents, animated: Bool) {
                    self.theme = theme
                    self.events = events
                    super.init(nibName: nil, bundle: nil)
                    setUp()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func setUp() {
                    let layout = UICollectionViewFlowLayout()
                    layout.minimumLineSpacing = theme.spacing
                    let list = UICollectionView(frame: .zero, collectionViewLayout: layout)
                    view.addSubview(list)
                }
            }
            """)
        let layout = try #require(plan.layouts.first)
        #expect(plan.layouts.map(\.id) == ["chat-layout"])
        #expect(layout.companion?.contains("ChatViewController(theme: Theme(), events: LayoutbenchStandIn_ChatEvents(), animated: ") == true,
                "\(layout.companion ?? "")")
        let entry = try #require(plan.entrySource)
        #expect(entry.contains("final class LayoutbenchStandIn_ChatEvents: StandInDelegate, ChatEvents {"), "\(entry)")
        #expect(entry.contains("func didShow(_ a0: String) {}"), "\(entry)")
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
