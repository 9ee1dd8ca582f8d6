/// What a Swift file's text holds that R1, R2 and R5 look for, found before parsing (parsing
/// is most of the lint's time in a debug build): `#if` and OS conditions, OS
/// modules imported or qualified, the platform names in it and the linker strings. Lines that
/// are comments (CommentLines) are left out. A file whose text holds nothing a rule reads in
/// a file of its role has no findings and is not parsed; R2 and R5 look only for what is there.
struct RuleTriggers {
    /// `#if` somewhere: `#if` is evaluated per host.
    private(set) var hasConditionals = false
    /// `os(` or `canImport(` somewhere: R1 reads the conditions.
    private(set) var namesOSCondition = false
    /// `import Glibc`, `Darwin.` and the like: R1 reads imports and qualifiers (and R2 in the
    /// system layer, where each must be active on its own OS only).
    private(set) var namesOSModule = false
    private(set) var names: [PlatformName] = []
    private(set) var linkerStrings: [LinkerString] = []

    /// Whether no rule has anything to read in a file of `role` with this text.
    func isEmpty(role: FileRole) -> Bool {
        let conditions = role == .pluginSDK ? hasConditionals : hasConditionals && namesOSCondition && role != .hostSystem
        return !conditions && !namesOSModule && names.isEmpty && linkerStrings.isEmpty
    }

    private enum Kind {
        case conditional, osCondition, osModule
        case name(PlatformName)
        case linker(LinkerString)
    }

    private static let kinds: [(text: String, kind: Kind)] =
        // `#if` as a directive writes it; docs that say `#if` in backquotes are not one.
        ["#if ", "#if\t", "#if(", "#if!"].map { ($0, .conditional) }
        + ["os(", "canImport("].map { ($0, .osCondition) }
        + ConditionalsCheck.osModules.sorted().flatMap { [("import \($0)", .osModule), ("\($0).", .osModule)] }
        + PlatformName.all.map { ($0.trigger, .name($0)) }
        + LinkerString.all.map { ($0.trigger, .linker($0)) }
    private static let scanner = TextTriggers(kinds.map(\.text))

    /// Nothing found (the manifest, read by R3 alone).
    init() {}

    /// What `text` holds that the rules read in a file of `role` (the plugin SDK may name OS
    /// modules and platform names, the lint's tables platform names and linker strings, the
    /// toolchain folder linker strings).
    init(text: String, role: FileRole) {
        let found = Self.scanner.found(in: text)
        guard !found.isEmpty else { return }
        for index in Self.scanner.found(in: CommentLines.blanked(text)).sorted() {
            switch Self.kinds[index].kind {
            case .conditional: hasConditionals = true
            case .osCondition: namesOSCondition = true
            case .osModule: namesOSModule = role != .pluginSDK
            case .name(let name) where role != .pluginSDK && role != .lint: names.append(name)
            case .linker(let string) where role != .toolchain && role != .lint: linkerStrings.append(string)
            case .name, .linker: break
            }
        }
    }
}
