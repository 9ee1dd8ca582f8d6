import Foundation

extension LayoutParameter where Layout: UICollectionViewFlowLayout {
    /// Every UICollectionViewFlowLayout property as a parameter, by its UIKit name: what a
    /// flow layout or a flow subclass offers in `params`.
    public static var flowLayoutProperties: [LayoutParameter<Layout>] {
        [
            LayoutParameter("itemSize", \Layout.itemSize, summary: "the size of every item the delegate does not size"),
            LayoutParameter(
                "estimatedItemSize", \Layout.estimatedItemSize,
                summary: "non-zero: cells self-size (snapshot size ID WxH), this until they do"),
            LayoutParameter("minimumLineSpacing", \Layout.minimumLineSpacing, summary: "between lines"),
            LayoutParameter("minimumInteritemSpacing", \Layout.minimumInteritemSpacing, summary: "between items of a line, at least"),
            LayoutParameter("sectionInset", \Layout.sectionInset, summary: "top,left,bottom,right around each section's lines"),
            LayoutParameter("sectionInsetReference", \Layout.sectionInsetReference, summary: "what sectionInset is measured from"),
            LayoutParameter(
                "headerReferenceSize", \Layout.headerReferenceSize,
                summary: "header height (vertical) or width (horizontal); 0 for none"),
            LayoutParameter(
                "footerReferenceSize", \Layout.footerReferenceSize,
                summary: "footer height (vertical) or width (horizontal); 0 for none"),
            LayoutParameter("scrollDirection", \Layout.scrollDirection, summary: "vertical: lines are rows; horizontal: columns"),
            LayoutParameter(
                "sectionHeadersPinToVisibleBounds", \Layout.sectionHeadersPinToVisibleBounds,
                summary: "headers stay at the top until the next section pushes them off"),
            LayoutParameter(
                "sectionFootersPinToVisibleBounds", \Layout.sectionFootersPinToVisibleBounds,
                summary: "footers stay at the bottom until their section's start")
        ]
    }
}
