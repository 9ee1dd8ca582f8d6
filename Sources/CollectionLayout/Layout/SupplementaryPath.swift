import Foundation

/// A supplementary view's identity: its kind and index path (the key of its self-sized size).
struct SupplementaryPath: Hashable {
    let kind: String
    let indexPath: IndexPath
}
