import Foundation

/// iOS's declarations of UITableViewDataSource the SDK had not, kept and inert (sdk-surface standins).
extension UITableViewDataSource {
    @MainActor public func sectionIndexTitles(for p0: UITableView) -> [String]? {
        UIKitOptionalRequirement.markDefault()
        return nil
    }

    @MainActor public func tableView(_ p0: UITableView, sectionForSectionIndexTitle p1: String, at p2: Int) -> Int {
        UIKitOptionalRequirement.markDefault()
        return 0
    }
}
