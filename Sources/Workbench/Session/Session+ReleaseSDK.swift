import Foundation
import HostSupport
import LayoutHost
import PluginBuild

/// The optimized SDK a first `profile --release` needs, built behind the prompt once the user
/// has profiled in debug: its build takes minutes, which the user then spends reading the
/// profile, not waiting. Interactive sessions only (a `-c` or a script ends before it would be
/// done); LAYOUTBENCH_BACKGROUND_BUILDS=0 turns it off with the REPL's other background builds.
extension Session {
    /// After a debug profile of `library`: starts the release SDK's build when it is not current.
    func prepareReleaseSDK(after library: PluginLibrary) {
        guard reloader.interactive, BackgroundBuilder.isEnabled,
            backgroundSDK?.isRunning != true, ProfileTargets.build(of: library) == "debug"
        else { return }
        var release = catalog
        release.configuration = "release"
        guard let source = release.source(named: library.name), !source.package.sdk.isCurrent("release") else { return }
        backgroundSDK = BackgroundSDKBuild(for: source)
    }

    /// Before a release build: waits for the SDK's background build when it is still running,
    /// said in one line with how long it has run.
    func awaitReleaseSDK(for source: PluginSource) {
        guard let backgroundSDK, backgroundSDK.isRunning else { return }
        let seconds = Int(Double(MonotonicClock.now() - backgroundSDK.startedAt) / 1e9)
        let estimate = BuildTimes.sdkEstimate(source).map { ", about \(max(1, Int($0.rounded()))) s in all" } ?? ""
        console.status(
            style.dim(
                "the optimized SDK has been building in the background for \(seconds) s since a debug profile"
                    + "\(estimate); waiting for it…"))
        _ = backgroundSDK.wait()
    }
}
