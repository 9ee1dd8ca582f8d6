public import Foundation

/// Why a snapshot edit was refused. A refused edit leaves the snapshot unchanged.
public enum SnapshotError: Error, LocalizedError, Equatable, Sendable {
    /// A section identifier already exists or is listed twice.
    case duplicateSection(String)
    /// An item identifier already exists or is listed twice.
    case duplicateItem(String)
    /// No section has this identifier.
    case unknownSection(String)
    /// No item has this identifier.
    case unknownItem(String)
    /// An item or section was to be moved before or after itself.
    case moveRelativeToItself(String)
    /// A preferred size is negative or not finite.
    case invalidPreferredSize(item: String, width: Double, height: Double)
    /// Items were appended without naming a section while the snapshot has none.
    case noSections
    /// An `A..B` range token could not be expanded.
    case malformedRange(String, reason: String)
    /// The edit would take the snapshot past its ceiling (``DataSnapshot/maximumItemCount``).
    case tooMany(String, limit: Int)

    /// A one-line message naming the offending identifier.
    public var errorDescription: String? {
        switch self {
        case .duplicateSection(let id): "duplicate section identifier '\(id)'"
        case .duplicateItem(let id): "duplicate item identifier '\(id)'"
        case .unknownSection(let id): "unknown section identifier '\(id)'"
        case .unknownItem(let id): "unknown item identifier '\(id)'"
        case .moveRelativeToItself(let id): "cannot move '\(id)' relative to itself"
        case .invalidPreferredSize(let id, let w, let h):
            "invalid preferred size \(w)×\(h) for item '\(id)': sizes must be finite and non-negative"
        case .noSections: "cannot append items: the snapshot has no sections"
        case .malformedRange(let token, let reason): "malformed range '\(token)': \(reason)"
        case .tooMany(let what, let limit): "a snapshot holds at most \(limit) \(what)"
        }
    }
}
