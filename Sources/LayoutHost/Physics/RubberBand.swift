package import Foundation

/// UIScrollView's rubber band: how far content actually moves when dragged past an edge.
///
/// `b(x, d, c) = c·x·d/(d + c·x)`, where `x` is the distance dragged past the edge, `d` the
/// visible bounds dimension on that axis and `c` the coefficient (0.55 for touch drags).
/// It grows like `c·x` for small overshoots and approaches `d` asymptotically.
package enum RubberBand {
    /// Coefficient UIKit uses for direct touch drags.
    package static let defaultCoefficient: CGFloat = 0.55

    /// Displayed overshoot for a finger overshoot `overshoot` (pt); 0 when either input is not positive.
    package static func displacement(
        overshoot: CGFloat,
        dimension: CGFloat,
        coefficient: CGFloat = defaultCoefficient
    ) -> CGFloat {
        guard overshoot > 0, dimension > 0 else { return 0 }
        let scaled = coefficient * overshoot
        return scaled * dimension / (dimension + scaled)
    }

    /// Rubber-bands one axis: unchanged inside `minimum...maximum`, otherwise the edge moved
    /// outward by `displacement` of the overshoot. A maximum below the minimum is raised to it.
    package static func offset(
        _ unconstrained: CGFloat,
        minimum: CGFloat,
        maximum: CGFloat,
        dimension: CGFloat,
        coefficient: CGFloat = defaultCoefficient
    ) -> CGFloat {
        let upper = Swift.max(minimum, maximum)
        if unconstrained < minimum {
            return minimum - displacement(overshoot: minimum - unconstrained, dimension: dimension, coefficient: coefficient)
        }
        if unconstrained > upper {
            return upper + displacement(overshoot: unconstrained - upper, dimension: dimension, coefficient: coefficient)
        }
        return unconstrained
    }

    /// Rubber-bands an unconstrained (finger) offset on both axes against `allowedRange`,
    /// using the bounds width for x and height for y.
    package static func offset(
        _ unconstrained: CGPoint,
        allowedRange: CGRect,
        boundsSize: CGSize,
        coefficient: CGFloat = defaultCoefficient
    ) -> CGPoint {
        CGPoint(
            x: offset(
                unconstrained.x, minimum: allowedRange.minX, maximum: allowedRange.maxX,
                dimension: boundsSize.width, coefficient: coefficient),
            y: offset(
                unconstrained.y, minimum: allowedRange.minY, maximum: allowedRange.maxY,
                dimension: boundsSize.height, coefficient: coefficient)
        )
    }
}
