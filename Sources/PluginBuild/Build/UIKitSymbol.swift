/// What a symbol a build could not find is, by UIKit's names as iOS's SDK declares them
/// (UIKitNames): UIKit API the SDK lacks; a name UIKit has renamed (Swift 4.2's names, which
/// iOS's compiler points to as well); or none of UIKit's, so the app's own, from a file not in
/// the folder.
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

        /// The name UIKit gives today to an older one, when one rule finds exactly one.
        func renaming(_ symbol: String) -> String? {
            if let dot = symbol.lastIndex(of: ".") {
                let type = String(symbol[..<dot]), member = String(symbol[symbol.index(after: dot)...])
                // `NSNotification.Name.UIKeyboardWillShow`: the Swift 4 name of a UIKit global.
                if ["NSNotification.Name", "Notification.Name", "NSAttributedString.Key"].contains(type), member.hasPrefix("UI") || member.hasPrefix("NS") {
                    return renamedGlobal(member)
                }
                return renamedMember(type, member)
            }
            return renamedGlobal(symbol)
        }

        /// `UIColor.grayColor` → `gray`, `UIApplication.sharedApplication` → `shared` (Swift 3
        /// dropped the type's name); `UIView.sendSubview` → `sendSubviewToBack` (Swift 4.2 folded a
        /// label into the name): a member of the type (or a superclass) that the old one starts.
        private func renamedMember(_ type: String, _ member: String) -> String? {
            let typeWord = type.drop { $0.isUppercase }.isEmpty ? type : String(type.dropFirst(2))
            if member.hasSuffix(typeWord), member.count > typeWord.count {
                let stripped = String(member.dropLast(typeWord.count))
                if declares(type + "." + stripped) { return type + "." + stripped }
            }
            var current: String? = type, seen = Set<String>(), found: [String] = []
            while let owner = current, seen.insert(owner).inserted {
                found += (members[owner] ?? []).filter { $0.hasPrefix(member) && $0.count > member.count && $0.dropFirst(member.count).first?.isUppercase == true }
                    .map { owner + "." + $0 }
                current = superclass(of: owner)
            }
            if found.count == 1 { return found[0] }
            return found.isEmpty ? swift3Name(type, member) : nil
        }

        /// Words Swift 3 moved from a method's name into its labels.
        private static let movedWords: Set<String> = ["With", "For", "At", "In", "From", "To", "On", "By", "Of", "Class", "Nib", "Zone"]

        /// Swift 3's name of a Swift 2 one, which kept Objective-C's whole selector:
        /// `dequeueReusableCellWithReuseIdentifier` → `dequeueReusableCell`, `registerClass` →
        /// `register`, `copyWithZone` → `copy`: its longest declared part before such a word.
        private func swift3Name(_ type: String, _ member: String) -> String? {
            let characters = Array(member)
            let humps = characters.indices.filter { $0 > 0 && characters[$0].isUppercase }
            for (number, split) in humps.enumerated().reversed() {
                let end = number + 1 < humps.count ? humps[number + 1] : characters.count
                guard Self.movedWords.contains(String(characters[split..<end])) else { continue }
                let base = String(characters[..<split])
                if declares(type + "." + base) { return type + "." + base }
            }
            return nil
        }

        /// `NSFontAttributeName` → `NSAttributedString.Key.font`; `UISwipeGestureRecognizerDirection`
        /// → `UISwipeGestureRecognizer.Direction`; `UIKeyboardWillShow(Notification)` →
        /// `UIResponder.keyboardWillShowNotification`; `UIApplicationLaunchOptionsKey` →
        /// `UIApplication.LaunchOptionsKey`.
        private func renamedGlobal(_ name: String) -> String? {
            if name.hasPrefix("NS"), name.hasSuffix("AttributeName") {
                let key = String(name.dropFirst(2).dropLast("AttributeName".count))
                let lowered = key.prefix(1).lowercased() + key.dropFirst()
                if declares("NSAttributedString.Key." + lowered) { return "NSAttributedString.Key." + lowered }
            }
            // A type nested under a prefix of its old name.
            let characters = Array(name)
            for split in stride(from: characters.count - 1, to: 2, by: -1) where characters[split].isUppercase {
                let outer = String(characters[..<split]), inner = String(characters[split...])
                if members[outer]?.contains(inner) == true, members[outer + "." + inner] != nil { return outer + "." + inner }
            }
            // A notification name, now a member of the class that posts it.
            if name.hasPrefix("UI") {
                var stem = String(name.dropFirst(2))
                if !stem.hasSuffix("Notification") { stem += "Notification" }
                let lowered = stem.prefix(1).lowercased() + stem.dropFirst()
                let owners = members.filter { $0.value.contains(lowered) }.map(\.key)
                if owners.count == 1 { return owners[0] + "." + lowered }
            }
            return nil
        }
    }
}
