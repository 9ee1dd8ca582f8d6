/// The old Swift names of Apple's API and what they became (SwiftRenamesData, read from the iOS
/// SDK by the compiler's own fix-its), indexed for the build copy's migration: globals by name,
/// functions by their argument labels, members by type or, where only one type's member has an
/// old name, by the member alone.
package struct SwiftRenames: Sendable {
    package struct Rename: Sendable, Equatable {
        /// `UIEdgeInsetsMake(_:_:_:_:)`, `UIApplication.sharedApplication()`, `NSFontAttributeName`.
        package var old: String
        /// `UIEdgeInsets(top: $0, left: $1, bottom: $2, right: $3)`, `UIApplication.shared`.
        package var new: String
        package var kind: String
    }

    /// Rows by their old name as written (labels included).
    package let byOld: [String: Rename]
    /// Global functions by base name (`UIEdgeInsetsMake`).
    package let functions: [String: [Rename]]
    /// Member renames by the old member alone (`dequeueReusableCellWithReuseIdentifier(_:forIndexPath:)`,
    /// `whiteColor()`), when every type's row agrees on the new member: new member, and kind.
    package let uniqueMembers: [String: (new: String, kind: String)]
    /// An implicit member (`.UIKeyboardWillShow`, `.ScaleAspectFill`) by its old name, when every
    /// row agrees on its new one.
    package let implicitMembers: [String: String]

    /// The old base names of UIKit's methods that a later Swift renamed (`prepareLayout`,
    /// `layoutAttributesForElementsInRect`): an override of one was written for that older Swift.
    package let renamedMemberNames: Set<String>

    package static let shared = SwiftRenames(text: SwiftRenamesData.text)

    package init(text: String) {
        var byOld: [String: Rename] = [:], functions: [String: [Rename]] = [:]
        var members: [String: Set<String>] = [:], implicit: [String: Set<String>] = [:]
        var renamedMembers: Set<String> = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, !fields[1].hasPrefix("(unavailable") else { continue }
            let rename = Rename(old: fields[0], new: fields[1], kind: fields[2])
            byOld[rename.old] = rename
            let base = rename.old.prefix { $0 != "(" }
            if !base.contains("."), rename.old.contains("(") { functions[String(base), default: []].append(rename) }
            if base.contains("."), ["member", "method-to-property", "enum-case", "notification"].contains(rename.kind) {
                let oldMember = String(rename.old[rename.old.index(after: base.lastIndex(of: ".")!)...])
                let newBase = rename.new.prefix { $0 != "(" }
                guard let newDot = newBase.lastIndex(of: ".") else { continue }
                let newMember = String(rename.new[rename.new.index(after: newDot)...])
                let oldBase = String(base[base.index(after: base.lastIndex(of: ".")!)...])
                if rename.kind == "member", rename.old.contains("("), base.hasPrefix("UI"), Self.lastName(rename.new) != oldBase {
                    renamedMembers.insert(oldBase)
                }
                if rename.kind == "member" || rename.kind == "method-to-property" {
                    members[oldMember, default: []].insert(newMember + "\t" + rename.kind)
                } else {
                    implicit[oldMember, default: []].insert(newMember)
                }
            }
        }
        self.byOld = byOld
        renamedMemberNames = renamedMembers
        self.functions = functions
        uniqueMembers = members.compactMapValues { news in
            guard news.count == 1, let only = news.first else { return nil }
            let parts = only.split(separator: "\t").map(String.init)
            return (parts[0], parts[1])
        }
        implicitMembers = implicit.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    static func lastName(_ path: String) -> String {
        let base = path.prefix { $0 != "(" }
        return String(base.split(separator: ".").last ?? Substring(base))
    }

    /// The call's row, found by the callee's name and the call's argument labels (`_` unlabeled).
    package func function(_ name: String, labels: [String]) -> Rename? {
        byOld[name + "(" + labels.map { $0 + ":" }.joined() + ")"]
    }
}
