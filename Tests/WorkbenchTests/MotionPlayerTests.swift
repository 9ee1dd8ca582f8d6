import Foundation
import LayoutHost
import Testing
@testable import Workbench
import WorkbenchTestSupport
import EngineProtocol
import SessionValues

/// One frame pipeline: the sideways driver plays its frames as the main axis's driver does
/// (MotionPlayer), and every display frame is told to each frame observer.
struct MotionPlayerTests {
    let folder = CPluginFixture.folder()

    func session() async throws -> Session {
        let library = try await CPluginFixture.library("Motion", "motion_plugin.c", in: folder)
        let session = Session(options: .init(workspace: folder, pluginsDirectory: folder + "/plugins"), console: RecordingConsole())
        #expect(session.execute("load \(library); items 1; use motion") == .succeeded)
        return session
    }

    /// A sideways release at 3,000 pt/s would rest near 1,497 points (3 pt/ms · 0.998 / 0.002 ≈
    /// 1,497, within the row's 0…1,610); the layout asks for an animated scroll to y = 300 once
    /// the row passes 100. As UIKit's setContentOffset(_:animated:) stops a deceleration, the
    /// row stops near where it was asked, the content animates to 300, and the animator the
    /// request woke runs its 10 frames out before the command ends.
    @Test func aSidewaysFlingYieldsToARequestedAnimationAndSettlesTheAnimators() async throws {
        let session = try await session()
        #expect(session.execute("ofling 0 3000") == .succeeded)
        let row = try #require(session.view.state.orthogonalOffsets[0])
        #expect(row > 100 && row < 300, "the row went on to \(row)")
        #expect(session.view.state.contentOffset.y == 300)
        #expect(try session.requireLayout().parameter("settling") == "0")
    }

    /// Each observer hears every frame, before and after it: the motion's frames with their time
    /// on its timeline (the animator steps once in each, so its count is theirs), and the
    /// settling after the command, in which no time passes.
    @Test func everyFrameIsToldToEachObserver() async throws {
        let session = try await session()
        let view = session.view
        final class Count { var will = 0, did = 0, timed = 0 }
        let first = Count(), second = Count()
        func observer(_ count: Count) -> DisplayFrameObserver {
            DisplayFrameObserver(
                willShow: { count.will += 1 },
                didShow: { frame in
                    count.did += 1
                    if frame.time != nil { count.timed += 1 }
                })
        }
        let token = view.addFrameObserver(observer(first))
        view.addFrameObserver(observer(second))
        let before = Int(try session.requireLayout().parameter("advances") ?? "") ?? -1
        #expect(session.execute("fling 0 2000") == .succeeded)
        let steps = (Int(try session.requireLayout().parameter("advances") ?? "") ?? -1) - before
        #expect(steps > 10 && first.timed == steps && first.did == steps + 1 && first.will == first.did)
        #expect(second.did == first.did && second.timed == first.timed)
        view.removeFrameObserver(token)
        #expect(session.execute("wait 100") == .succeeded)
        // 100 ms at 120 fps: 12 more timed frames for the observer still added, none for the other.
        #expect(second.timed == first.timed + 12 && first.timed == steps)
    }
}
