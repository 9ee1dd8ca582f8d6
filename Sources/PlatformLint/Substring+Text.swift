/// Plain text search for the lint's tables, without Foundation.
extension Substring {
    /// The first range of `needle`, compared character by character (no Foundation needed).
    func range(ofText needle: String) -> Range<Index>? {
        guard let first = needle.first else { return nil }
        var index = startIndex
        while let found = self[index...].firstIndex(of: first) {
            if self[found...].hasPrefix(needle) {
                return found..<self.index(found, offsetBy: needle.count)
            }
            index = self.index(after: found)
        }
        return nil
    }

    /// The text without trailing characters that satisfy `drop`.
    func trimmingSuffix(while drop: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, drop(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}
