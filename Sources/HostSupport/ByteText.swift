import Foundation

/// Byte counts as a person reads them: KiB below a MiB, MiB with one decimal above.
public enum ByteText {
    /// "312 KiB", "1.4 MiB".
    public static func format(_ bytes: Int) -> String {
        let value = Double(abs(bytes))
        let text = value >= 1024 * 1024 ? String(format: "%.1f MiB", value / 1024 / 1024) : "\(Int((value / 1024).rounded())) KiB"
        return (bytes < 0 ? "-" : "") + text
    }

    /// "+312 KiB", "-1.4 MiB": a change.
    public static func signed(_ bytes: Int) -> String { (bytes >= 0 ? "+" : "") + format(bytes) }
}
