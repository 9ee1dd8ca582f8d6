import Foundation
import Testing

/// Helpers for SeedLayoutTests: running command lines, finding elements in `attrs --json`
/// documents and comparing floating values with a small tolerance.
enum Seed {
    /// Floating values from the layouts are compared within this.
    static let tolerance = 1e-6

    /// The kind UIKit's elementKindSectionHeader has (the pizza headers).
    static let sectionHeader = "UICollectionElementKindSectionHeader"

    /// Runs `commands` (separated by `;`) with -c and expects success.
    static func run(_ commands: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Executable.Run {
        let run = try await Executable.commands(commands)
        #expect(run.status == 0, "exit \(run.status): \(run.stderr)", sourceLocation: sourceLocation)
        return run
    }

    /// The JSON objects a run printed, in order. Reading past the last one records an issue and
    /// gives an empty object, so a failed command fails its test instead of the whole test run.
    static func documents(_ run: Executable.Run, sourceLocation: SourceLocation = #_sourceLocation) -> Documents {
        Documents(objects: run.documents.compactMap { $0 as? [String: Any] }, sourceLocation: sourceLocation)
    }

    struct Documents: RandomAccessCollection {
        let objects: [[String: Any]]
        let sourceLocation: SourceLocation
        var startIndex: Int { 0 }
        var endIndex: Int { objects.count }
        subscript(position: Int) -> [String: Any] {
            guard objects.indices.contains(position) else {
                Issue.record("no JSON document \(position): the run printed \(objects.count)", sourceLocation: sourceLocation)
                return [:]
            }
            return objects[position]
        }
    }

    /// "cell 3", "header 2" (for the pizza's section headers) or "KIND 0": what an element is.
    static func key(_ element: [String: Any]) -> String {
        let item = Int(element.numbers("indexPath").last ?? -1)
        guard let kind = element["kind"] as? String else { return "cell \(item)" }
        return (kind == sectionHeader ? "header" : kind) + " \(item)"
    }

    /// The element of an `attrs --json` document with this key.
    static func element(_ key: String, in document: [String: Any]) -> [String: Any]? {
        document.objects("elements").first { Seed.key($0) == key }
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { close($0, $1) }
    }

    /// Expects each given property of `element` to be within the tolerance of the value given.
    static func expect(
        _ element: [String: Any]?, _ name: String,
        frame: [Double]? = nil, center: [Double]? = nil, size: [Double]? = nil, transform: [Double]? = nil,
        alpha: Double? = nil, zIndex: Int? = nil, custom: [String: [Double]] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let element else {
            Issue.record("\(name): no such element", sourceLocation: sourceLocation)
            return
        }
        func check(_ key: String, _ expected: [Double]?) {
            guard let expected else { return }
            let actual = element.numbers(key)
            #expect(close(actual, expected), "\(name) \(key): \(actual) ≠ \(expected)", sourceLocation: sourceLocation)
        }
        check("frame", frame)
        check("center", center)
        check("size", size)
        check("transform", transform)
        if let alpha {
            let actual = element.number("alpha") ?? .nan
            #expect(close(actual, alpha), "\(name) alpha: \(actual) ≠ \(alpha)", sourceLocation: sourceLocation)
        }
        if let zIndex {
            let actual = element.number("zIndex").map { Int($0) }
            #expect(actual == zIndex, "\(name) zIndex: \(String(describing: actual)) ≠ \(zIndex)", sourceLocation: sourceLocation)
        }
        let customs = element.object("custom")
        for (key, expected) in custom {
            let actual: [Double]
            if let number = customs.number(key) { actual = [number] } else { actual = customs.numbers(key) }
            #expect(close(actual, expected), "\(name) custom \(key): \(actual) ≠ \(expected)", sourceLocation: sourceLocation)
        }
    }

    /// An element as canonical JSON text (sorted keys), for exact comparisons.
    static func canonical(_ element: [String: Any]) -> String {
        let data = try! JSONSerialization.data(withJSONObject: element, options: .sortedKeys)
        return String(decoding: data, as: UTF8.self)
    }

    /// A rotation by `angle` as [a, b, c, d, tx, ty]: CGAffineTransform(rotationAngle:).
    static func rotation(_ angle: Double) -> [Double] {
        [cos(angle), sin(angle), -sin(angle), cos(angle), 0, 0]
    }

    /// A scale as [a, b, c, d, tx, ty].
    static func scale(_ s: Double) -> [Double] { [s, 0, 0, s, 0, 0] }

    /// A vertical translation as [a, b, c, d, tx, ty].
    static func moveY(_ ty: Double) -> [Double] { [1, 0, 0, 1, 0, ty] }

    static let identity: [Double] = [1, 0, 0, 1, 0, 0]
}
