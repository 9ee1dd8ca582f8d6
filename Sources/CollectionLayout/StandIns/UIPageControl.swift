import Foundation

/// A page control: its page count and current page are kept, the page within the count as on
/// iOS; nobody taps it here.
@preconcurrency @MainActor open class UIPageControl: UIControl {
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
        }
    }
    private var storedPage = 0
    /// Kept within `0..<numberOfPages` (0 when there are none).
    open var currentPage: Int {
        get { storedPage }
        set { storedPage = min(max(0, newValue), max(0, numberOfPages - 1)) }
    }
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?

    /// The size the dots take: iOS draws 7-point dots 16 points apart (a measured stand-in).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * 16, height: 26)
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open var allowsContinuousInteraction: Bool = false
    open var backgroundStyle: UIPageControl.BackgroundStyle = UIPageControl.BackgroundStyle.automatic
    open func currentPageIndicatorImage(forPage p0: Int) -> UIImage? { nil }
    open var defersCurrentPageDisplay: Bool = false
    open var direction: UIPageControl.Direction = UIPageControl.Direction.natural
    open func indicatorImage(forPage p0: Int) -> UIImage? { nil }
    open var interactionState: UIPageControl.InteractionState { UIPageControl.InteractionState.none }
    open var preferredCurrentPageIndicatorImage: UIImage? = nil
    open var preferredIndicatorImage: UIImage? = nil
    open func setCurrentPageIndicatorImage(_ p0: UIImage?, forPage p1: Int) {}
    open func setIndicatorImage(_ p0: UIImage?, forPage p1: Int) {}
    open func updateCurrentPageDisplay() {}
}
