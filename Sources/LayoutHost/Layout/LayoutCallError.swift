/// A call into a layout failed: the plugin reported an error or returned unusable geometry.
package struct LayoutCallError: Error, CustomStringConvertible, Equatable {
    /// Which of UIKit's rules the answer broke, when the host refused it for one (a contract
    /// checker files the failure under that rule).
    package enum Contract: Sendable {
        case cellOutsideData, supplementaryChanged, nonFiniteGeometry, nonFiniteTarget, other
    }

    package let description: String
    package let contract: Contract

    package init(_ description: String, contract: Contract = .other) {
        self.description = description
        self.contract = contract
    }
}
