import Foundation
import HostSystem

/// Where the SDK's sources are (the layoutbench checkout holding Sources/CollectionLayout):
/// `LAYOUTBENCH_SDK` when set, else the checkout this executable was built from, else the one
/// around the executable. Plugins compile against these sources, so they must exist.
package enum SDKLocation {
    /// The checkout, or nil when none of the three places has the SDK's sources.
    package static func root(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let given = environment["LAYOUTBENCH_SDK"], !given.isEmpty {
            return isCheckout(given) ? FilePaths.resolved(given) : nil
        }
        let built = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        if isCheckout(built) { return FilePaths.resolved(built) }
        // <checkout>/.build/<triple>/<configuration>/layoutbench
        var folder = URL(fileURLWithPath: ExecutablePath.current).deletingLastPathComponent()
        for _ in 0..<4 {
            folder = folder.deletingLastPathComponent()
            if isCheckout(folder.path) { return FilePaths.resolved(folder.path) }
        }
        return nil
    }

    /// The one-line reason and fix when `root` finds nothing.
    package static func missingMessage(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let given = environment["LAYOUTBENCH_SDK"], !given.isEmpty {
            return "LAYOUTBENCH_SDK=\(given) has no Sources/CollectionLayout; set it to the layoutbench checkout"
        }
        return "cannot find layoutbench's SDK sources (Sources/CollectionLayout) where this executable was built; "
            + "set LAYOUTBENCH_SDK to the layoutbench checkout"
    }

    static func isCheckout(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path + "/Sources/CollectionLayout", isDirectory: &isDirectory) && isDirectory.boolValue
            && FileManager.default.fileExists(atPath: path + "/Sources/UIKit")
    }
}
