import Foundation
import PluginABI

/// Turns attributes into the ABI's C records, reusing its buffers from call to call so the
/// boundary allocates nothing in the steady state. SPI (Benchmarks) for the host's boundary benchmark.
@_spi(Benchmarks) public final class ElementEncoder {
    private var elements: UnsafeMutablePointer<lb_element>
    private var elementCapacity = 0
    private var customs: UnsafeMutablePointer<lb_custom_value>
    private var customCapacity = 0
    /// Kinds and custom names, interned for the life of the encoder.
    private var interned: [String: UnsafeMutablePointer<CChar>] = [:]
    /// String values of custom attributes, freed at the next call.
    private var transient: [UnsafeMutablePointer<CChar>] = []

    @_spi(Benchmarks) public init() {
        elements = .allocate(capacity: 1)
        customs = .allocate(capacity: 1)
    }

    deinit {
        elements.deallocate()
        customs.deallocate()
        interned.values.forEach { free($0) }
        transient.forEach { free($0) }
    }

    /// The records for `attributes`, valid until the next call.
    @_spi(Benchmarks) public func encode(_ attributes: [UICollectionViewLayoutAttributes]) -> lb_element_list {
        transient.forEach { free($0) }
        transient.removeAll(keepingCapacity: true)
        reserveElements(attributes.count)
        // Each element read through a borrowed reference (no retain and release an element: on
        // a screen of plain cells, that pair was most of the boundary's cost).
        var plain = true
        attributes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { attribute in
                    if type(of: attribute) != UICollectionViewLayoutAttributes.self { plain = false }
                    write(attribute, to: elements + index)
                }
            }
        }
        if plain { return list(attributes.count) }
        let customValues = attributes.map(\.customAttributes)
        reserveCustoms(customValues.reduce(0) { $0 + $1.count })
        var customIndex = 0
        for index in attributes.indices {
            let record = elements + index
            let values = customValues[index]
            if !values.isEmpty {
                let start = customs + customIndex
                for (offset, entry) in values.enumerated() {
                    start[offset] = customRecord(entry.name, entry.value)
                }
                record.pointee.custom_count = UInt32(values.count)
                record.pointee.custom = UnsafePointer(start)
                customIndex += values.count
            }
        }
        return list(attributes.count)
    }

    /// The list of the first `count` records written.
    private func list(_ count: Int) -> lb_element_list {
        lb_element_list(
            struct_size: UInt32(MemoryLayout<lb_element_list>.size), count: UInt64(count),
            stride: UInt64(MemoryLayout<lb_element>.stride), elements: UnsafePointer(elements))
    }

    @inline(__always)
    private func write(_ attribute: UICollectionViewLayoutAttributes, to record: UnsafeMutablePointer<lb_element>) {
        let s = attribute.storage
        let t = s.transform3D
        record.initialize(
            to: lb_element(
                struct_size: UInt32(MemoryLayout<lb_element>.size),
                category: UInt32(s.category.rawValue),
                kind: attribute.elementKind.map { UnsafePointer(intern($0)) },
                section: Int64(s.section), item: Int64(s.item),
                center: lb_point(x: s.center.x, y: s.center.y),
                size: lb_size(width: s.size.width, height: s.size.height),
                transform3d: (
                    t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44
                ),
                alpha: s.alpha, z_index: Int64(s.zIndex), hidden: s.isHidden ? 1 : 0,
                custom_count: 0, custom: nil))
    }

    private func customRecord(_ name: String, _ value: CustomAttributeValue) -> lb_custom_value {
        var record = lb_custom_value(name: UnsafePointer(intern(name)), type: LB_VALUE_NULL, x: 0, y: 0, string: nil)
        switch value {
        case .null: break
        case .number(let v): (record.type, record.x) = (LB_VALUE_NUMBER, v)
        case .bool(let v): (record.type, record.x) = (LB_VALUE_BOOL, v ? 1 : 0)
        case .point(let p): (record.type, record.x, record.y) = (LB_VALUE_POINT, p.x, p.y)
        case .size(let s): (record.type, record.x, record.y) = (LB_VALUE_SIZE, s.width, s.height)
        case .string(let s):
            let copy = strdup(s)!
            transient.append(copy)
            (record.type, record.string) = (LB_VALUE_STRING, UnsafePointer(copy))
        }
        return record
    }

    private func intern(_ text: String) -> UnsafeMutablePointer<CChar> {
        if let existing = interned[text] { return existing }
        let copy = strdup(text)!
        interned[text] = copy
        return copy
    }

    private func reserveElements(_ count: Int) {
        guard count > elementCapacity else { return }
        elements.deallocate()
        elementCapacity = max(count, elementCapacity * 2, 64)
        elements = .allocate(capacity: elementCapacity)
    }

    private func reserveCustoms(_ count: Int) {
        guard count > customCapacity else { return }
        customs.deallocate()
        customCapacity = max(count, customCapacity * 2, 64)
        customs = .allocate(capacity: customCapacity)
    }
}
