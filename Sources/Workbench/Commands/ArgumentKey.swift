import CollectionLayout
import LayoutHost

/// A placeholder or option of a command's forms, read as `Value` (`try args.require(.vx)`): the
/// name and the type are declared once, below, so a misspelt key does not compile and every
/// command reads a name as the same type. ArgumentKeyTests holds each key to the forms that
/// declare it; a command that reads a key its own forms lack is refused (MatchedArguments).
package struct ArgumentKey<Value>: Sendable {
    /// The placeholder (`VX`) or option (`--frames`) as the usage writes it.
    package let name: String

    init(_ name: String) { self.name = name }
}

/// A literal word of a command's forms (`attrs rect …`, `deceleration normal`): taken by the
/// matching form or not.
package struct WordKey: Sendable {
    package let word: String

    init(_ word: String) { self.word = word }
}

/// A flag of a command's forms (`--json`): given or not.
package struct FlagKey: Sendable {
    package let name: String

    init(_ name: String) { self.name = name }
}

extension ArgumentKey where Value == Double {
    static let vx = ArgumentKey("VX")
    static let vy = ArgumentKey("VY")
    static let dx = ArgumentKey("DX")
    static let dy = ArgumentKey("DY")
    static let x = ArgumentKey("X")
    static let y = ArgumentKey("Y")
    static let w = ArgumentKey("W")
    static let h = ArgumentKey("H")
    static let top = ArgumentKey("TOP")
    static let left = ArgumentKey("LEFT")
    static let bottom = ArgumentKey("BOTTOM")
    static let right = ArgumentKey("RIGHT")
    static let rate = ArgumentKey("RATE")
    static let seconds = ArgumentKey("SECONDS")
    static let ms = ArgumentKey("MS")
    /// `expect`'s bound.
    static let value = ArgumentKey("VALUE")
    static let velocity = ArgumentKey("--velocity")
}

extension ArgumentKey where Value == Int {
    static let section = ArgumentKey("SECTION")
    static let item = ArgumentKey("ITEM")
    static let n = ArgumentKey("N")
    static let frames = ArgumentKey("--frames")
    static let height = ArgumentKey("--height")
    static let width = ArgumentKey("--width")
    static let items = ArgumentKey("--items")
    static let limit = ArgumentKey("--limit")
    static let repeatCount = ArgumentKey("--repeat")
}

extension ArgumentKey where Value == String {
    static let id = ArgumentKey("ID")
    static let idRange = ArgumentKey("A..B")
    static let layout = ArgumentKey("LAYOUT")
    static let assignment = ArgumentKey("NAME=VALUE")
    static let text = ArgumentKey("TEXT")
    /// `param`'s value, and the words of `expect`'s comparison.
    static let valueText = ArgumentKey("VALUE")
    static let command = ArgumentKey("COMMAND")
    static let name = ArgumentKey("NAME")
    static let plugin = ArgumentKey("PLUGIN")
    static let pluginLayout = ArgumentKey("PLUGIN:LAYOUT")
    static let file = ArgumentKey("FILE")
    static let kind = ArgumentKey("KIND")
    static let metric = ArgumentKey("METRIC")
    static let parameter = ArgumentKey("PARAMETER")
    /// A snapshot's section identifier (SECTION in `snapshot`'s operations).
    static let sectionIdentifier = ArgumentKey("SECTION")
    static let itemCounts = ArgumentKey("--items")
    static let save = ArgumentKey("--save")
    static let scenario = ArgumentKey("--scenario")
    static let svg = ArgumentKey("--svg")
}

extension ArgumentKey where Value == CGSize {
    static let size = ArgumentKey("WxH")
}

extension ArgumentKey where Value == LayoutElement.Category {
    static let kindOption = ArgumentKey("--kind")
}

extension FlagKey {
    static let all = FlagKey("--all")
    static let csv = FlagKey("--csv")
    static let md = FlagKey("--md")
    static let animated = FlagKey("--animated")
    static let cancel = FlagKey("--cancel")
    static let compact = FlagKey("--compact")
    static let force = FlagKey("--force")
    static let json = FlagKey("--json")
    static let landscape = FlagKey("--landscape")
    static let markdown = FlagKey("--markdown")
    static let noPass = FlagKey("--no-pass")
    static let quick = FlagKey("--quick")
    static let release = FlagKey("--release")
    static let reset = FlagKey("--reset")
    static let timeline = FlagKey("--timeline")
    static let timing = FlagKey("--timing")
    static let transition = FlagKey("--transition")
    static let unscrolled = FlagKey("--unscrolled")
}

extension WordKey {
    static let all = WordKey("all")
    static let check = WordKey("check")
    static let clean = WordKey("clean")
    static let compare = WordKey("compare")
    static let equals = WordKey("=")
    static let equalsTwice = WordKey("==")
    static let less = WordKey("<")
    static let lessOrEqual = WordKey("<=")
    static let greater = WordKey(">")
    static let greaterOrEqual = WordKey(">=")
    static let fast = WordKey("fast")
    static let none = WordKey("none")
    static let normal = WordKey("normal")
    static let rect = WordKey("rect")
    static let scaling = WordKey("scaling")
    static let scenarios = WordKey("scenarios")
}
