/// Text in a string literal that belongs to one object format's linker: ELF with GNU ld's
/// options (Linux) or Mach-O with ld64's (macOS). The plugin build plan per platform is data in
/// Sources/PluginBuild/Toolchain (a PluginToolchain value per platform); such text anywhere
/// else is a build step written for one platform only.
struct LinkerString: Sendable {
    enum Format: String, Sendable {
        case elf = "an ELF/GNU ld string"
        case machO = "a Mach-O string"
    }

    let text: String
    let format: Format
    /// Whether the literal must end with the text (a shared library's name, `lib\(x).so`).
    var atEnd = false

    static let all: [LinkerString] = [
        .init(text: "--whole-archive", format: .elf),
        .init(text: "-Bsymbolic", format: .elf),
        .init(text: "$ORIGIN", format: .elf),
        .init(text: "-rpath=", format: .elf),
        .init(text: "ld.lld", format: .elf),
        .init(text: "linux-gnu", format: .elf),
        .init(text: "unknown-linux", format: .elf),
        .init(text: ".so", format: .elf, atEnd: true),
        .init(text: "-all_load", format: .machO),
        .init(text: "-install_name", format: .machO),
        .init(text: ".dylib", format: .machO),
        .init(text: "dsymutil", format: .machO),
        .init(text: "apple-macosx", format: .machO)
    ]

    /// What a file holding this has in its text: a name ending a literal ends before its `"`.
    var trigger: String { atEnd ? text + "\"" : text }

    /// Where a literal's text segment holds this, as a UTF-8 offset: anywhere, or at its end
    /// when `atEnd` (the segment then being the literal's last).
    func offset(in segment: Substring) -> Int? {
        if atEnd {
            return segment.hasSuffix(text) ? segment.utf8.count - text.utf8.count : nil
        }
        return segment.range(ofText: text).map { segment.utf8.distance(from: segment.startIndex, to: $0.lowerBound) }
    }
}
