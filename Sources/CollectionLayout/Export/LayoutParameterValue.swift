import Foundation

/// A type a layout parameter can have; values cross the plugin boundary as text.
public protocol LayoutParameterValue {
    /// number, integer, bool, size, point or choice.
    static var parameterType: String { get }
    /// The accepted values, when they are a fixed list ("left|right").
    static var parameterChoices: String { get }
    /// An example of the text form, for error messages ("390x300").
    static var parameterExample: String { get }
    init?(parameterText: String)
    var parameterText: String { get }
}

extension LayoutParameterValue {
    /// The type as an error line names one: "an integer", "a size", "insets".
    static var parameterKind: String {
        if parameterType.hasSuffix("s") { return parameterType }
        return ("aeiou".contains(parameterType.first ?? "x") ? "an " : "a ") + parameterType
    }

    public static var parameterChoices: String { "" }
    public static var parameterExample: String {
        switch parameterType {
        case "size": return "390x300"
        case "point": return "10,20"
        case "integer": return "3"
        case "bool": return "true"
        default: return "0.5"
        }
    }
}

/// Formats a number the way a person would type it: 300, 0.4, -12.5.
func formatParameterNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}

func parseParameterNumber(_ text: String) -> Double? {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
    return value
}

extension CGFloat: LayoutParameterValue {
    public static var parameterType: String { "number" }
    public init?(parameterText: String) {
        guard let value = parseParameterNumber(parameterText) else { return nil }
        self.init(value)
    }
    public var parameterText: String { formatParameterNumber(Double(self)) }
}

extension Double: LayoutParameterValue {
    public static var parameterType: String { "number" }
    public init?(parameterText: String) {
        guard let value = parseParameterNumber(parameterText) else { return nil }
        self = value
    }
    public var parameterText: String { formatParameterNumber(self) }
}

extension Int: LayoutParameterValue {
    public static var parameterType: String { "integer" }
    public init?(parameterText: String) {
        guard let value = Int(parameterText.trimmingCharacters(in: .whitespaces)) else { return nil }
        self = value
    }
    public var parameterText: String { String(self) }
}

extension Bool: LayoutParameterValue {
    public static var parameterType: String { "bool" }
    public static var parameterChoices: String { "true|false" }
    public init?(parameterText: String) {
        switch parameterText.lowercased() {
        case "true", "on", "yes", "1": self = true
        case "false", "off", "no", "0": self = false
        default: return nil
        }
    }
    public var parameterText: String { self ? "true" : "false" }
}

extension CGSize: LayoutParameterValue {
    public static var parameterType: String { "size" }
    /// "390x300".
    public init?(parameterText: String) {
        let parts = parameterText.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = parseParameterNumber(String(parts[0])),
            let height = parseParameterNumber(String(parts[1]))
        else { return nil }
        self.init(width: width, height: height)
    }
    public var parameterText: String {
        "\(formatParameterNumber(Double(width)))x\(formatParameterNumber(Double(height)))"
    }
}

extension CGPoint: LayoutParameterValue {
    public static var parameterType: String { "point" }
    /// "10,20".
    public init?(parameterText: String) {
        let parts = parameterText.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = parseParameterNumber(String(parts[0])),
            let y = parseParameterNumber(String(parts[1]))
        else { return nil }
        self.init(x: x, y: y)
    }
    public var parameterText: String { "\(formatParameterNumber(Double(x))),\(formatParameterNumber(Double(y)))" }
}

/// String-backed enums become choice parameters by declaring conformance.
extension LayoutParameterValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    public static var parameterType: String { "choice" }
    public static var parameterChoices: String { allCases.map(\.rawValue).joined(separator: "|") }
    public init?(parameterText: String) { self.init(rawValue: parameterText) }
    public var parameterText: String { rawValue }
}

/// Enums with no raw values (`enum CellType { case big, small }`) and Int-backed ones are
/// choices named by their cases (`case left = 0` is "left"), as apps write a layout's modes.
extension LayoutParameterValue where Self: CaseIterable {
    public static var parameterType: String { "choice" }
    public static var parameterChoices: String { allCases.map { "\($0)" }.joined(separator: "|") }
    public init?(parameterText: String) {
        guard let match = Self.allCases.first(where: { "\($0)" == parameterText }) else { return nil }
        self = match
    }
    public var parameterText: String { "\(self)" }
}

/// An optional value an app sets before the first pass (`var cellHeight: CGFloat?`): the
/// wrapped type's text, or `nil`, which sets it back to nil.
extension Optional: LayoutParameterValue where Wrapped: LayoutParameterValue {
    public static var parameterType: String { Wrapped.parameterType + "?" }
    public static var parameterChoices: String { Wrapped.parameterChoices.isEmpty ? "" : Wrapped.parameterChoices + "|nil" }
    public static var parameterExample: String { Wrapped.parameterExample + " or nil" }
    public init?(parameterText: String) {
        if parameterText.trimmingCharacters(in: .whitespaces) == "nil" {
            self = .none
            return
        }
        guard let value = Wrapped(parameterText: parameterText) else { return nil }
        self = .some(value)
    }
    public var parameterText: String { map(\.parameterText) ?? "nil" }
}

extension Float: LayoutParameterValue {
    public static var parameterType: String { "number" }
    public init?(parameterText: String) {
        guard let value = parseParameterNumber(parameterText) else { return nil }
        self.init(value)
    }
    public var parameterText: String { formatParameterNumber(Double(self)) }
}
