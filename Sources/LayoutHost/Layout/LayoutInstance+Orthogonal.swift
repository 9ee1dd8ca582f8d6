import CollectionLayout
import Foundation
import HostSystem
import PluginABI

/// Sections that scroll sideways: the extension lb.orthogonal/1 (layoutbench/ext/orthogonal.h).
/// A plugin without it has none.
extension LayoutInstance {
    /// One section that scrolls across the layout's axis.
    package struct OrthogonalSection: Equatable, Sendable {
        package enum Behavior: UInt32, Sendable {
            case continuous = 1, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered

            package var name: String {
                switch self {
                case .continuous: return "continuous"
                case .continuousGroupLeadingBoundary: return "continuousGroupLeadingBoundary"
                case .paging: return "paging"
                case .groupPaging: return "groupPaging"
                case .groupPagingCentered: return "groupPagingCentered"
                }
            }
        }

        package var section: Int
        package var behavior: Behavior
        package var contentLength: Double
        package var visibleLength: Double
        /// nil: the collection view's rate.
        package var decelerationRate: Double?
        /// false: `bounce .never`, offsets stay inside the content.
        package var bounces: Bool

        /// The offsets the section may rest on: 0 to content − visible.
        package var maximumOffset: Double { max(0, contentLength - visibleLength) }
    }

    var orthogonalFunctions: lb_orthogonal_functions? { extensionTable(LB_EXTENSION_ORTHOGONAL) }

    /// The layout's orthogonal sections after its last prepare(), each record checked.
    package func orthogonalSections() throws -> [OrthogonalSection] {
        guard let call = orthogonalFunctions?.sections else { return [] }
        var list = lb_orthogonal_list()
        try check(tracked(.orthogonal) { call(instance, &list) }, "orthogonal sections")
        guard list.count > 0 else { return [] }
        let record = MemoryLayout<lb_orthogonal_section>.size
        guard list.count <= UInt64(PluginLimits.layouts * 1000), list.stride >= UInt64(record), let base = list.sections else {
            throw LayoutCallError("\(id) returned a malformed orthogonal section list (\(list.count) records, stride \(list.stride))")
        }
        guard list.stride <= 1 << 16,
            GuardedMemory.areReadable(records: base, count: Int(list.count), stride: Int(list.stride), size: record)
        else {
            throw LayoutCallError("\(id) returned \(list.count) orthogonal section records that are not readable memory")
        }
        return try (0..<Int(list.count)).map { index in
            let raw = UnsafeRawPointer(base).advanced(by: index * Int(list.stride))
            let s = raw.load(as: lb_orthogonal_section.self)
            guard Int(s.struct_size) >= record, let behavior = OrthogonalSection.Behavior(rawValue: s.behavior),
                s.content_length.isFinite, s.visible_length.isFinite, s.deceleration_rate.isFinite,
                s.deceleration_rate == 0 || (s.deceleration_rate > 0 && s.deceleration_rate < 1)
            else { throw LayoutCallError("\(id) returned a malformed orthogonal section record \(index)") }
            return OrthogonalSection(
                section: Int(s.section), behavior: behavior, contentLength: s.content_length,
                visibleLength: s.visible_length, decelerationRate: s.deceleration_rate == 0 ? nil : s.deceleration_rate,
                bounces: s.bounce != 2)
        }
    }

    /// Where a sideways release of `section` rests, by the layout's rule (velocity in pt/ms).
    package func orthogonalTarget(section: Int, proposed: Double, velocity: Double) throws -> Double {
        guard let call = orthogonalFunctions?.target_offset else { return proposed }
        var out = proposed
        try timed(.targetContentOffset) { call(instance, Int64(section), proposed, velocity, &out) }
        guard out.isFinite else { throw LayoutCallError("\(id) returned a non-finite sideways target for section \(section)") }
        return out
    }
}
