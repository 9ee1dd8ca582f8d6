package import Foundation

/// UIScrollView's paging animation after a release: not the deceleration curve (the rate plays
/// no part) but a damped spring toward the page, stepped once a millisecond —
/// d = target − x; v = (v + d·pull)·friction; x += v — with constants from the bounds' extent L
/// along the axis, capped at 1024: pull = −1.84659091e-7·L + 3.59090909e-4, friction =
/// 9.94318182e-6·L + 0.966818182 (slightly under-damped, ζ ≈ 0.89). An axis ends snapped on its
/// target when it is within 5 pt, its last step at most 1 pt and its speed under 0.01 pt/ms, or
/// when it reaches or crosses the target slower than 0.1 pt/ms. (UIKitCore's UIScrollView, as
/// decompiled in public sources; docs/uikit-rules.md §5.7. Which bounds extent L is, the
/// decompile does not show: the extent along the paging axis is layoutbench's decision.)
package struct PagingSpring: Sendable {
    package let start: CGPoint
    package let target: CGPoint
    /// The release velocity, pt/ms in the offset's direction.
    package let velocity: CGPoint
    /// The bounds' size.
    package let size: CGSize

    /// The most milliseconds one axis may take (a spring that never settles ends there, on target).
    static let maximumMilliseconds = 10_000

    package init(start: CGPoint, target: CGPoint, velocity: CGPoint, size: CGSize) {
        self.start = start
        self.target = target
        self.velocity = velocity
        self.size = size
    }

    /// pull (1/ms²) and friction (per ms) for a bounds extent.
    static func constants(extent: CGFloat) -> (pull: Double, friction: Double) {
        let length = min(Double(extent), 1024)
        return (length * -0.000000184659091 + 0.000359090909, length * 0.00000994318182 + 0.966818182)
    }

    /// One axis stepped a millisecond at a time: the offset after each whole millisecond, the
    /// last exactly `target`.
    static func steps(from start: CGFloat, to target: CGFloat, velocity: CGFloat, extent: CGFloat) -> [CGFloat] {
        guard start != target else { return [] }
        let (pull, friction) = constants(extent: extent)
        var x = Double(start), v = Double(velocity)
        // UIKit drops a release slower than 0.25 pt/ms (|v|² < 0.0625).
        if v * v < 0.0625 { v = 0 }
        let goal = Double(target)
        var positions: [CGFloat] = []
        for _ in 0..<maximumMilliseconds {
            let before = goal - x
            v = (v + before * pull) * friction
            x += v
            let after = goal - x
            if (abs(v) < 0.01 && abs(before) <= 1 && abs(after) < 5) || ((after == 0 || (after > 0) != (before > 0)) && abs(v) < 0.1) {
                positions.append(target)
                return positions
            }
            positions.append(CGFloat(x))
        }
        positions.append(target)
        return positions
    }

    /// The display frames of the animation under `clock`: each shows the offset after the whole
    /// milliseconds elapsed by its time; the last is exactly `target`.
    package func frames(clock: FrameClock) throws -> [ScrollFrame] {
        let xs = Self.steps(from: start.x, to: target.x, velocity: velocity.x, extent: size.width)
        let ys = Self.steps(from: start.y, to: target.y, velocity: velocity.y, extent: size.height)
        let duration = Double(max(xs.count, ys.count))
        guard duration > 0 else { return [] }
        func at(_ positions: [CGFloat], _ ms: Int, _ rest: CGFloat) -> CGFloat {
            positions.isEmpty ? rest : positions[min(ms, positions.count) - 1]
        }
        return try clock.frameTimes(covering: duration).map { t in
            let ms = max(1, Int(t.rounded(.down)))
            let offset = CGPoint(x: at(xs, ms, target.x), y: at(ys, ms, target.y))
            let previous = CGPoint(x: at(xs, max(1, ms - 1), target.x), y: at(ys, max(1, ms - 1), target.y))
            return ScrollFrame(time: t, offset: offset, velocity: CGPoint(x: offset.x - previous.x, y: offset.y - previous.y))
        }
    }
}
