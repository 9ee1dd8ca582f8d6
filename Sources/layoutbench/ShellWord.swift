import Foundation

/// A path as a POSIX shell reads it back: as it is when it needs no quoting, else in single quotes.
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "/._-+:,@%=".unicodeScalars.contains(scalar)))
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
