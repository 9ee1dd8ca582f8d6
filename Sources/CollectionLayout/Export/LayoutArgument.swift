import Foundation

/// An argument of the initialiser a layout is made with (`init(columns: Int)`), offered as a
/// parameter: its value exists before the layout does, so setting it makes the layout anew with
/// it, as an app making the layout with that value would.
public struct LayoutArgument {
    let name: String
    let type: String
    let range: String
    let defaultText: String
    /// An error line for a text the argument's type cannot read, or nil.
    let check: (String) -> String?
    /// What `params` says of it.
    let summary: String

    public init<Value: LayoutParameterValue>(
        _ name: String, default value: Value,
        summary: String = "an argument of the initialiser: setting it makes the layout anew"
    ) {
        self.name = name
        self.summary = summary
        type = Value.parameterType
        range = Value.parameterChoices
        defaultText = value.parameterText
        check = { text in
            guard Value(parameterText: text) == nil else { return nil }
            let kind = Value.parameterKind
            return "\(name) takes \(Value.parameterChoices.isEmpty ? "\(kind) like \(Value.parameterExample)" : Value.parameterChoices), not '\(text)'"
        }
    }

}

/// The values of a layout's initialiser arguments when it is made: those set (`use ID NAME=VALUE`,
/// `param NAME VALUE`), else each argument's default.
public struct LayoutArguments {
    let texts: [String: String]

    /// The value of argument `name`, or `value` when it is not set (or unreadable, which
    /// setting it refused).
    public subscript<Value: LayoutParameterValue>(_ name: String, default value: Value) -> Value {
        texts[name].flatMap { Value(parameterText: $0) } ?? value
    }
}
