package import CollectionLayout
import PluginABI
package import SessionValues

extension ViewState {
    /// The deceleration rate as the physics use it (normal if the state holds something else).
    package var rate: DecelerationRate { DecelerationRate(rawValue: CGFloat(decelerationRate)) ?? .normal }

    /// Where a release at the current offset with `velocity` (pt/ms) comes to rest before the
    /// layout is asked: the page with paging on (the layout is then not asked), else UIKit's
    /// projection, clamped to the allowed offsets.
    package func proposedOffset(velocity: CGPoint) -> (offset: CGPoint, asksLayout: Bool) {
        if pagingEnabled {
            return (
                PagingTarget.restingOffset(
                    offset: contentOffset, velocity: velocity,
                    boundsSize: size, allowedRange: allowedOffsets), false
            )
        }
        return (
            ReleaseProjection.restingOffset(
                offset: contentOffset, velocity: velocity, rate: rate,
                allowedRange: allowedOffsets), true
        )
    }

    /// The C record for set_view_state (item_counts is filled in by the caller).
    var record: lb_view_state {
        lb_view_state(
            struct_size: UInt32(MemoryLayout<lb_view_state>.size),
            bounds: lb_rect(bounds), frame: lb_rect(CGRect(origin: .zero, size: size)),
            content_size: lb_size(width: contentSize.width, height: contentSize.height),
            content_inset: lb_insets(contentInset), adjusted_content_inset: lb_insets(adjustedContentInset),
            layout_margins: lb_insets(layoutMargins), safe_area_insets: lb_insets(safeAreaInsets),
            deceleration_rate: decelerationRate, paging_enabled: pagingEnabled ? 1 : 0,
            tracking: isTracking ? 1 : 0, dragging: isDragging ? 1 : 0, decelerating: isDecelerating ? 1 : 0,
            section_count: Int64(itemCounts.count), item_counts: nil, orthogonal_offsets: nil, unscrolled: 0,
            bounces: bounces ? 1 : 0, always_bounce_vertical: alwaysBounceVertical ? 1 : 0,
            always_bounce_horizontal: alwaysBounceHorizontal ? 1 : 0, right_to_left: rightToLeft ? 1 : 0,
            scroll_enabled: scrollEnabled ? 1 : 0, inset_adjustment: UInt8(insetAdjustment.rawValue),
            display_scale: displayScale, pan_state: pan.state.rawValue, pan_location: lb_point(pan.location),
            pan_translation: lb_point(pan.translation), pan_velocity: lb_point(pan.velocity))
    }
}

extension lb_rect {
    init(_ r: CGRect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}

extension lb_insets {
    init(_ i: UIEdgeInsets) { self.init(top: i.top, left: i.left, bottom: i.bottom, right: i.right) }
}

extension lb_point {
    init(_ p: CGPoint) { self.init(x: p.x, y: p.y) }
}
