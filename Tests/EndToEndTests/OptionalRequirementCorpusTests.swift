import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import LayoutDiscovery

/// Optional-requirement calls in every position app code puts them — conditions of guard, if and
/// while, nested calls, `??`, optional chains that go on after the call, closures, string
/// interpolation, switches — rewritten for Linux: every copy parses, and the whole corpus
/// builds against the SDK as a plugin does.
struct OptionalRequirementCorpusTests {
    /// Where a call goes; CALL is the call.
    static let positions = [
        "guard let cv = collectionView, let size = CALL else { return .zero }\n_ = cv; return size",
        "if let size = CALL { return size }\nreturn .zero",
        "while let size = CALL { return size }\nreturn .zero",
        "return CALL ?? .zero",
        "let width = CALL.width ?? 0\nreturn CGSize(width: width, height: 1)",
        "return CGSize(width: max(CALL.width ?? 0, 1), height: 1)",
        "if let a = CALL, let b = CALL, a == b { return a }\nreturn .zero",
        "guard CALL != nil else { return .zero }\nreturn .zero",
        "let make = { [self] in CALL }\nreturn make() ?? .zero",
        "let text = \"\\(String(describing: CALL))\"\n_ = text; return .zero",
        "switch CALL { case .some(let size): return size\ncase .none: return .zero }",
        "return CALL != nil ? CGSize(width: 1, height: 1) : .zero",
        "return [CALL].compactMap { $0 }.first ?? .zero"
    ]

    /// The calls: a UIKit requirement through an optional and a non-optional delegate, and a
    /// requirement of a protocol in the sources (positions also go on with `.width` after them).
    static let calls = [
        "(collectionView?.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(collectionView!, layout: self, sizeForItemAt: path)",
        "flowDelegate.collectionView?(collectionView!, layout: self, sizeForItemAt: path)",
        "sizing?.size?(for: path)"
    ]

    static var file: String {
        var text = """
            import UIKit
            @objc protocol Sizing: AnyObject {
                @objc optional func size(for path: IndexPath) -> CGSize
            }
            final class Sized: NSObject, Sizing {
                func size(for path: IndexPath) -> CGSize { CGSize(width: 2, height: 2) }
            }
            final class Corpus: UICollectionViewLayout {
                weak var sizing: Sizing?
                var flowDelegate: UICollectionViewDelegateFlowLayout = Sized2()
                let path = IndexPath(item: 0, section: 0)

            """
        for (p, position) in positions.enumerated() {
            for (c, call) in calls.enumerated() {
                let body = position.replacingOccurrences(of: "CALL", with: call)
                text += "    func case\(p)_\(c)() -> CGSize {\n        " + body.replacingOccurrences(of: "\n", with: "\n        ") + "\n    }\n"
            }
        }
        return text + "}\nfinal class Sized2: NSObject, UICollectionViewDelegateFlowLayout {}\n"
    }

    @Test func everyPositionParsesAfterTheRewrite() throws {
        let plan = PluginSourcePlan.make(name: "P", files: [SourceFile(path: "/u/Corpus.swift", text: Self.file)])
        let copy = try #require(plan.buildCopies[0])
        let tree = Parser.parse(source: copy)
        #expect(!tree.hasError, "\(copy)")
        // The user's lines keep their numbers: the copy is one #sourceLocation line longer at most
        // up to the appended declarations.
        let original = Self.file.split(separator: "\n", omittingEmptySubsequences: false)
        let rewritten = copy.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rewritten.count >= original.count + 1)
        #expect(!copy.contains("answer {"), "a trailing closure would end a condition")
    }

    /// The corpus built as a plugin of its own in the folder RealAppCodeTests builds (its SDK
    /// built once), and laid out.
    @Test func everyPositionTypeChecksAgainstTheSDK() async throws {
        let run = try await Executable.run(["--keep-going", "-c", "items 3; use corpus; attrs"], plugins: "Layouts", directory: RealAppCodeTests.root)
        #expect(run.status == 0, "\(run.stderr)")
    }
}
