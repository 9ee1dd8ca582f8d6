import LayoutHost

/// The active layout's optional parameters still nil (`var hourHeight: CGFloat!`, `var cellHeight:
/// CGFloat?`): configuration an app sets before the first pass. Said when the layout traps on a
/// nil (through the shared call record, so the front end can name it after the engine died) and
/// when it answers no elements, with the command that sets them.
enum UnsetConfiguration {
    /// "hourHeight, dayWidth are nil: the app sets them (use week-layout hourHeight=100 dayWidth=100)", or "".
    static func text(for instance: LayoutInstance) -> String {
        let unset = instance.info.parameters.filter { $0.type.hasSuffix("?") && instance.parameter($0.name) == "nil" }
        guard !unset.isEmpty else { return "" }
        let names = unset.map(\.name)
        let settings = unset.map { "\($0.name)=\(example(for: $0))" }.joined(separator: " ")
        return "\(names.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") nil: the app sets "
            + "\(names.count == 1 ? "it" : "them") (use \(instance.info.id) \(settings))"
    }

    /// A value of the parameter's type to show in the command: its range's first choice, else a
    /// number, count, size, point, insets or flag.
    static func example(for parameter: ParameterInfo) -> String {
        if let first = parameter.range.split(separator: "|").first, !parameter.range.contains("...") { return String(first) }
        switch String(parameter.type.dropLast()) {
        case "integer": return "2"
        case "size": return "100x100"
        case "point": return "0,0"
        case "insets": return "0,0,0,0"
        case "bool": return "true"
        default: return "100"
        }
    }

    /// Records the note for `instance`, the active layout, in the shared call record.
    static func record(_ instance: LayoutInstance) {
        CallTracker.noteUnsetConfiguration(text(for: instance))
    }
}
