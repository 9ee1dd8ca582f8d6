/// Item counts as people read them: "1 section of 10 items", "2 sections: 10 and 5 items",
/// "3 sections: 4, 4 and 2 items" (`state`, and errors that name the data).
public enum CountsText {
    public static func describe(_ counts: [Int]) -> String {
        switch counts.count {
        case 0: return "no sections"
        case 1: return "1 section of \(counts[0]) item\(counts[0] == 1 ? "" : "s")"
        default:
            let numbers = counts.map(String.init)
            return "\(counts.count) sections: \(numbers.dropLast().joined(separator: ", ")) and \(numbers.last!) items"
        }
    }
}
