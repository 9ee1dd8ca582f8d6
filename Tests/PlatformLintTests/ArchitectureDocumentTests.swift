import Foundation
import Testing

/// docs/architecture.md's list of what each module imports is Package.swift's: every target (not
/// a test's) with dependencies is listed once, with exactly its dependencies (a product by its
/// own name), so the drawing cannot drift from the manifest.
struct ArchitectureDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theModuleGraphIsPackageSwifts() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let document = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let declared = Self.dependencies(manifest: manifest)
        let drawn = try Self.dependencies(document: document)
        #expect(declared.count > 15, "\(declared)")
        for (module, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
            #expect(
                drawn[module] == dependencies, "\(module): Package.swift has \(dependencies.sorted()), docs/architecture.md \(drawn[module]?.sorted() ?? [])")
        }
        #expect(Set(drawn.keys) == Set(declared.keys), "modules drawn that Package.swift has not: \(Set(drawn.keys).subtracting(declared.keys).sorted())")
    }

    /// The layers drawn: a module imports only modules on the layers below it (libraries from
    /// other packages are not drawn).
    @Test func eachModuleImportsOnlyLowerLayers() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let document = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let start = try #require(document.range(of: "In layers ("))
        var layer: [String: Int] = [:]
        for line in document[start.upperBound...].split(separator: "\n").dropFirst(2).prefix(while: { $0.hasPrefix("    ") }) {
            let words = line.split(separator: " ")
            guard let number = words.first.flatMap({ Int($0) }) else { continue }
            for word in words.dropFirst() where word.first?.isLetter == true { layer[String(word)] = number }
        }
        for (module, dependencies) in Self.dependencies(manifest: manifest) {
            let own = try #require(layer[module], "\(module) is on no layer")
            for dependency in dependencies {
                guard let below = layer[dependency] else { continue }
                #expect(below < own, "\(module) (layer \(own)) imports \(dependency) (layer \(below))")
            }
        }
    }

    /// Each `.target` and `.executableTarget` of the manifest with its dependencies' names.
    static func dependencies(manifest: String) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        let text = manifest.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        var rest = Substring(text)
        while let start = rest.range(of: #"\.(target|executableTarget)\("#, options: .regularExpression) {
            let body = balanced(rest[start.upperBound...])
            rest = rest[start.upperBound...].dropFirst(body.count)
            guard let name = firstMatch(#"name: "([^"]+)""#, in: body) else { continue }
            guard let list = body.range(of: "dependencies: [") else { continue }
            let array = balanced(body[list.upperBound...], open: "[", close: "]")
            var names = Set<String>()
            var items = Substring(array)
            while let product = items.range(of: #"\.product\(name: "([^"]+)""#, options: .regularExpression) {
                names.insert(firstMatch(#"name: "([^"]+)""#, in: items[product])!)
                items.removeSubrange(product)
            }
            for quoted in items.matches(of: #/"([^"]+)"/#) where !items[..<quoted.range.lowerBound].hasSuffix("package: ") {
                names.insert(String(quoted.1))
            }
            found[name] = names
        }
        return found
    }

    /// The modules' lines of the document: `    Name    A, B,` and its continuation lines.
    static func dependencies(document: String) throws -> [String: Set<String>] {
        let start = try #require(document.range(of: "The modules depend on one another as follows"))
        let lines = document[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
        var found: [String: Set<String>] = [:], current: String?
        for line in lines {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { if current != nil { break } else { continue } }
            let words = line.split(separator: " ", maxSplits: 1)
            if line.hasPrefix("    "), !line.hasPrefix("     "), let name = words.first {
                current = String(name)
                found[String(name), default: []].formUnion(Self.names(words.count > 1 ? words[1] : ""))
            } else if let current {
                found[current, default: []].formUnion(Self.names(line))
            }
        }
        return found
    }

    static func names(_ text: Substring) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `text` up to the bracket that closes the one before it (strings skipped).
    static func balanced(_ text: Substring, open: Character = "(", close: Character = ")") -> String {
        var depth = 1, inString = false, result = ""
        for c in text {
            if c == "\"" { inString.toggle() }
            if !inString {
                if c == open { depth += 1 } else if c == close { depth -= 1; if depth == 0 { break } }
            }
            result.append(c)
        }
        return result
    }

    static func firstMatch(_ pattern: String, in text: some StringProtocol) -> String? {
        guard let range = text.range(of: pattern, options: .regularExpression) else { return nil }
        let match = String(text[range])
        guard let open = match.firstIndex(of: "\""), let close = match.lastIndex(of: "\""), open < close else { return nil }
        return String(match[match.index(after: open)..<close])
    }
}
