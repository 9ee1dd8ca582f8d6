/// A small seeded generator, so a failing random test replays exactly.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random command lines whose arguments lean hostile: numbers at Double's and Int's edges, NaN,
/// digits from other scripts, empty and overlong words, ranges, and a fair share of ordinary values
/// so that some commands succeed and move the state.
enum RandomCommand {
    static let hostileNumbers = [
        "1e300", "-1e300", "1.7976931348623157e308", "nan", "inf", "-inf", "9223372036854775807",
        "-9223372036854775808", "9223372036854775808", "1e-320", "-0", "0x10", "", "١٢", "１２", "🍕",
        String(repeating: "9", count: 400), "1_000", "3.", ".5", "+7", "1e", "--", "0-0", "5…2"
    ]
    static let ordinaryNumbers = ["0", "1", "2", "10", "100", "-50", "300", "0.5", "844", "1200"]
    static let layouts = [
        "table", "circular", "circular-fast", "pizza-drum", "sticky", "list", "flow", "flow-carousel",
        "comp-orthogonal", "comp-carousel", "list-inset-grouped", "tabel", "", "../x"
    ]
    static let commands = [
        "offset", "scroll", "size", "inset", "margins", "items", "velocity", "deceleration", "paging", "fps",
        "target", "fling", "drag", "scrollto", "attrs", "item", "supplementary", "decoration", "use", "param",
        "snapshot", "diff", "state", "echo", "help", "oscroll", "ofling", "odrag", "safearea", "expect"
    ]

    static func make(_ random: inout SplitMix64) -> String {
        func number() -> String {
            Int.random(in: 0..<3, using: &random) == 0
                ? hostileNumbers.randomElement(using: &random)!
                : ordinaryNumbers.randomElement(using: &random)!
        }
        func numbers(_ count: Int) -> String { (0..<count).map { _ in number() }.joined(separator: " ") }
        let command = commands.randomElement(using: &random)!
        let arguments: String
        switch command {
        case "size": arguments = "\(number())x\(number())"
        case "items": arguments = numbers(Int.random(in: 0...3, using: &random))
        case "inset", "margins", "safearea": arguments = numbers(Int.random(in: 3...5, using: &random))
        case "oscroll", "ofling", "odrag": arguments = numbers(Int.random(in: 1...3, using: &random))
        case "expect":
            arguments =
                "\(["frames-over-budget", "query-p99-us", "nope"].randomElement(using: &random)!) \(["<", "=", ""].randomElement(using: &random)!) \(number())"
        case "paging": arguments = ["on", "off", "maybe", ""].randomElement(using: &random)!
        case "deceleration": arguments = ["normal", "fast", number()].randomElement(using: &random)!
        case "attrs": arguments = ["", "all --limit \(number())", "rect \(numbers(4))", "visible --kind \(number())"].randomElement(using: &random)!
        case "use": arguments = layouts.randomElement(using: &random)!
        case "param": arguments = "\(["spacing", "radius", "x", ""].randomElement(using: &random)!) \(number())"
        case "snapshot":
            arguments = [
                "append-items S0 \(number())", "delete-items \(number())", "size S0-0 \(number())x\(number())",
                "save \(number())", "load \(number())"
            ].randomElement(using: &random)!
        case "scrollto": arguments = "\(numbers(2)) \(["top", "centered-vertically", "bottom", number()].randomElement(using: &random)!)"
        case "supplementary", "decoration": arguments = "header \(numbers(2))"
        case "help": arguments = number()
        default: arguments = numbers(Int.random(in: 0...3, using: &random))
        }
        return arguments.isEmpty ? command : "\(command) \(arguments)"
    }
}
