import SwiftParser
import SwiftSyntax
import Testing
@testable import LayoutDiscovery
import Foundation

/// A reload parses the file that was saved, not the folder: trees are kept by text.
struct ParsedSourcesTests {
    @Test func theSameTextIsParsedOnce() {
        let text = "final class Grid: UICollectionViewLayout { override func prepare() {} }\n"
        let first = ParsedSources.tree(of: text)
        // Two parses of one text are two trees (a node's identity is its arena's); a kept one is one.
        #expect(Parser.parse(source: text) != Parser.parse(source: text))
        #expect(ParsedSources.tree(of: String(text)) == first)
        let edited = ParsedSources.tree(of: text.replacingOccurrences(of: "Grid", with: "Mosaic"))
        #expect(edited != first && edited.description.contains("class Mosaic"))
    }
}
