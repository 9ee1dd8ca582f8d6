import Foundation

/// A pull-to-refresh control: kept, never pulled here.
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}
