/// Layout ids from Swift names: `GridLayout` → `grid-layout`, `PinterestURLLayout` →
/// `pinterest-url-layout`, `layout2Columns` → `layout2-columns`.
package enum KebabCase {
    package static func id(_ name: String) -> String {
        let characters = Array(name.filter { $0.isLetter || $0.isNumber || $0 == "_" })
        var result = ""
        for (index, character) in characters.enumerated() {
            if character == "_" {
                if !result.isEmpty, result.last != "-" { result.append("-") }
                continue
            }
            if character.isUppercase, index > 0, result.last != "-" {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // A new word: after a lower-case letter or digit, or the last capital of an
                // acronym followed by a lower-case letter ("URLLayout": URL, Layout).
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    result.append("-")
                }
            }
            result.append(Character(character.lowercased()))
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }
}
