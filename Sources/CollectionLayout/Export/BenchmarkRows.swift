import Foundation

/// Full-width cell rows for the boundary benchmark, made here because iOS declares the
/// attributes `@MainActor` and a benchmark runs off the main actor; the SDK, in Swift 5 mode
/// as app code is, makes them where it makes every attribute it encodes.
@_spi(Benchmarks) public enum BenchmarkRows {
    public static func make(_ rows: Int, height: CGFloat, width: CGFloat) -> [UICollectionViewLayoutAttributes] {
        (0..<rows).map { row in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: row, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(row) * height, width: width, height: height)
            return attributes
        }
    }
}
