/// UIKit's section header and footer kinds as plain constants: iOS declares
/// `UICollectionView.elementKindSectionHeader` on a `@MainActor` class, and the host reads the
/// strings from any thread (tables, commands), so both read them here.
@_spi(Host) public enum SectionElementKind {
    public static let header = "UICollectionElementKindSectionHeader"
    public static let footer = "UICollectionElementKindSectionFooter"
}
