import Foundation

/// The page the live view serves: one static HTML file with its script, shipped inside the
/// executable (Page/live.html, embedded at build time), the current scene written into it so
/// the first paint needs no round trip.
enum LiveViewPage {
    static let template = String(decoding: PackageResources.live_html, as: UTF8.self)

    /// The page with `scene` (a reset batch's JSON) and the token in place.
    static func html(scene: [UInt8], token: String) -> String {
        // `</` inside the JSON could end the script element early: written as `<\/`.
        let json = scene.isEmpty ? "null" : String(decoding: scene, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        return
            template
            .replacingOccurrences(of: "/*SCENE*/null", with: json)
            .replacingOccurrences(of: "__TOKEN__", with: token)
    }
}
