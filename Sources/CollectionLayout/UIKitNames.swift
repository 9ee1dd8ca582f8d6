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
public let CGAffineTransformIdentity = CGAffineTransform.identity

public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy)
}

public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty)
}

public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle)
}

public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool { t.isIdentity }

public func CGAffineTransformConcat(_ a: CGAffineTransform, _ b: CGAffineTransform) -> CGAffineTransform {
    a.concatenating(b)
}
