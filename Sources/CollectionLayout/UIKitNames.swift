import Foundation

// UIKit's older and flattened names, so layouts ported from iOS compile unchanged.

public typealias UICollectionElementCategory = UICollectionView.ElementCategory
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
public typealias UIScrollViewDecelerationRate = UIScrollView.DecelerationRate
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
public typealias UICollectionViewFlowLayoutSectionInsetReference = UICollectionViewFlowLayout.SectionInsetReference
public let UICollectionElementKindSectionHeader = "UICollectionElementKindSectionHeader"
public let UICollectionElementKindSectionFooter = "UICollectionElementKindSectionFooter"
public let UIEdgeInsetsZero = UIEdgeInsets.zero

public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
