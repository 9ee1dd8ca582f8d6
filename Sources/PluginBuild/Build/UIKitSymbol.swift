import Foundation
import LayoutDiscovery

/// What a symbol a build could not find is, by UIKit's names as iOS's SDK declares them
/// (UIKitNames): UIKit API the SDK lacks; a name UIKit has renamed (SwiftRenames: the fix-its
/// iOS's compiler gives); or none of UIKit's, so the app's own, from a file not in the folder.
enum UIKitSymbol: Equatable {
    case missing
    /// Foundation's on iOS, and not in Linux's Foundation (`NSUserActivity`).
    case foundation
    case renamed(to: String)
    case apps

    /// `symbol` is `Type` or `Type.member`.
    static func classify(_ symbol: String) -> UIKitSymbol {
        let names = Names.shared
        if names.declares(symbol) { return names.isFoundations(symbol) ? .foundation : .missing }
        if let renamed = names.renaming(symbol) { return .renamed(to: renamed) }
        return .apps
    }

    /// UIKitNames read once: types with their superclass, protocols and members, UIKit's and
    /// Foundation's (whose types UIKit extends: `NSAttributedString.boundingRect`).
    final class Names: Sendable {
        static let shared = Names(text: UIKitNames.text, foundation: UIKitNames.foundation)

        /// Each type's superclass and protocols.
        let parents: [String: [String]]
        let members: [String: Set<String>]
        /// Foundation's types and members (`Type.member`) that UIKit does not declare.
        let foundationOnly: Set<String>

        init(text: String, foundation: String = "") {
            var parents: [String: [String]] = [:], members: [String: Set<String>] = [:]
            func read(_ text: String) -> Set<String> {
                var names = Set<String>()
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard let head = words.first else { continue }
                    let parts = head.split(separator: ":", maxSplits: 1)
                    let type = String(parts[0])
                    if parts.count == 2 { parents[type, default: []] += parts[1].split(separator: ",").map(String.init) }
                    members[type, default: []].formUnion(words.dropFirst().map(String.init))
                    names.insert(type)
                    names.formUnion(words.dropFirst().map { type + "." + $0 })
                }
                return names
            }
            let uikit = read(text)
            foundationOnly = read(foundation).subtracting(uikit)
            self.parents = parents
            self.members = members
        }

        /// `Type`, or `Type.member` on the type, a superclass or a protocol it adopts.
        func declares(_ symbol: String) -> Bool { owner(of: symbol) != nil }

        /// The type that declares `symbol` (itself for a type), up its superclasses and protocols.
        func owner(of symbol: String) -> String? {
            guard let dot = symbol.lastIndex(of: ".") else { return members[symbol] != nil ? symbol : nil }
            let member = String(symbol[symbol.index(after: dot)...])
            var queue = [String(symbol[..<dot])], seen = Set<String>()
            while !queue.isEmpty {
                let current = queue.removeFirst()
                guard seen.insert(current).inserted else { continue }
                if members[current]?.contains(member) == true { return current }
                queue += parents[current] ?? []
            }
            return nil
        }

        /// Declared by Foundation and not UIKit (as the iOS SDK has it).
        func isFoundations(_ symbol: String) -> Bool {
            guard let owner = owner(of: symbol) else { return false }
            guard let dot = symbol.lastIndex(of: ".") else { return foundationOnly.contains(owner) }
            return foundationOnly.contains(owner + symbol[dot...])
        }

        /// The superclass chain's next class (a class's first parent).
        private func superclass(of type: String) -> String? { parents[type]?.first }

        /// The name iOS gives today to an older one, from the compiler's own renames of the iOS
        /// SDK (SwiftRenames): `NSFontAttributeName` → `NSAttributedString.Key.font`,
        /// `UIColor.whiteColor` → `UIColor.white`, a member found on the type or a superclass.
        func renaming(_ symbol: String) -> String? {
            let renames = SwiftRenames.shared
            // A notification's Swift 4 name is also said without its type or suffix (`UIKeyboardWillShow`).
            for old in [symbol, symbol + "()", "NSNotification.Name." + symbol, symbol + "Notification"] {
                if let rename = renames.byOld[old] { return Self.shown(rename.new) }
            }
            guard let dot = symbol.lastIndex(of: ".") else { return nil }
            let member = String(symbol[symbol.index(after: dot)...])
            // The type, then its superclasses and protocols, nearest first.
            var queue = [String(symbol[..<dot])], seen = Set<String>()
            while !queue.isEmpty {
                let type = queue.removeFirst()
                guard seen.insert(type).inserted else { continue }
                if let rename = renames.byOld[type + "." + member] ?? renames.byOld[type + "." + member + "()"] { return Self.shown(rename.new) }
                // Several overloads (`registerClass` for cells and for supplementary views): their
                // shared new name, without labels.
                let overloads = renames.byOld.filter { $0.key.hasPrefix(type + "." + member + "(") }.map(\.value.new)
                if overloads.count == 1 { return Self.shown(overloads[0]) }
                let bases = Set(overloads.map { String($0.prefix { $0 != "(" }) })
                if bases.count == 1, let base = bases.first { return Self.shown(base) }
                queue += parents[type] ?? []
            }
            return nil
        }

        /// A rename as a message says it: `UIEdgeInsets(top: …)`, not the template's `$0`.
        private static func shown(_ new: String) -> String {
            new.replacingOccurrences(of: #"\$\d+"#, with: "…", options: .regularExpression)
        }
    }
}
