@preconcurrency @_spi(Benchmarks) import CollectionLayout
public import Foundation
import PluginABI
@_spi(Benchmarks) public import LayoutHost
import PluginBuild
import Workbench
public import Pictures
import HostSupport
import SessionValues

/// Entry points for the package-benchmark suites in Benchmarks/: the host's own work, without
/// the REPL around it.
public enum BenchmarkProbes {
    /// Builds a plugin of `packageRoot`/plugins when its library is missing or stale (in
    /// `configuration`) and loads a private copy.
    public static func loadPlugin(_ name: String, packageRoot: String, configuration: String = "release") throws -> PluginLibrary {
        let catalog = PluginCatalog(pluginsDirectory: packageRoot + "/plugins", configuration: configuration)
        guard let source = catalog.source(named: name) else { throw CommandError("no plugin \(name) in \(catalog.pluginsDirectory)") }
        if source.buildState() != .built {
            let result = PluginBuilder().build(source)
            guard result.succeeded else {
                throw CommandError("build of \(name) failed: \(result.diagnostics.prefix(3).joined(separator: "; "))")
            }
        }
        return try PluginLibrary.load(path: source.libraryPath, copyDirectory: NSTemporaryDirectory() + "layoutbench-benchmarks")
    }

    /// Synthetic element records as the SDK hands them over the ABI: `count` cells, each with
    /// `customAttributes` custom number attributes, decoded the way the host decodes every answer.
    public final class ElementRecords {
        private let elements: UnsafeMutablePointer<lb_element>
        private let customs: UnsafeMutablePointer<lb_custom_value>
        private let names: [UnsafeMutablePointer<CChar>]
        private let decoder = ElementDecoder()
        public let count: Int

        public init(count: Int, customAttributes: Int = 0) {
            self.count = count
            elements = .allocate(capacity: max(count, 1))
            customs = .allocate(capacity: max(count * customAttributes, 1))
            names = (0..<customAttributes).map { strdup("custom\($0)")! }
            for index in 0..<count {
                let values = customs + index * customAttributes
                for k in 0..<customAttributes {
                    values[k] = lb_custom_value(name: UnsafePointer(names[k]), type: LB_VALUE_NUMBER, x: Double(k), y: 0, string: nil)
                }
                elements[index] = lb_element(
                    struct_size: UInt32(MemoryLayout<lb_element>.size), category: LB_CATEGORY_CELL, kind: nil,
                    section: 0, item: Int64(index), center: lb_point(x: 195, y: 300 * Double(index) + 150),
                    size: lb_size(width: 390, height: 300),
                    transform3d: (1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1),
                    alpha: 1, z_index: 0, hidden: 0, custom_count: UInt32(customAttributes),
                    custom: customAttributes == 0 ? nil : UnsafePointer(values))
            }
        }

        deinit {
            elements.deallocate()
            customs.deallocate()
            names.forEach { free($0) }
        }

        /// Decodes every record into LayoutElement values; returns how many.
        public func decode() -> Int {
            let list = lb_element_list(
                struct_size: UInt32(MemoryLayout<lb_element_list>.size), count: UInt64(count),
                stride: UInt64(MemoryLayout<lb_element>.stride), elements: UnsafePointer(elements))
            return (try? decoder.decode(list))?.count ?? 0
        }
    }

    /// `count` cells tiling a 390 × 844 screen (every eighth turned and faded), as `render`
    /// draws them: the SVG document or the terminal drawing from the decoded elements.
    public final class PictureProbe {
        public let picture: Picture

        public init(count: Int) {
            let records = UnsafeMutablePointer<lb_element>.allocate(capacity: max(count, 1))
            defer { records.deallocate() }
            let side = (390.0 * 844.0 / Double(max(count, 1))).squareRoot(), perRow = max(Int(390 / side), 1)
            let turn = (cos(0.3), sin(0.3))
            for index in 0..<count {
                let odd = index % 8 == 0
                records[index] = lb_element(
                    struct_size: UInt32(MemoryLayout<lb_element>.size), category: LB_CATEGORY_CELL, kind: nil,
                    section: 0, item: Int64(index),
                    center: lb_point(x: (Double(index % perRow) + 0.5) * side, y: (Double(index / perRow) + 0.5) * side),
                    size: lb_size(width: side * 0.9, height: side * 0.9),
                    transform3d: odd ? (turn.0, turn.1, 0, 0, -turn.1, turn.0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1) : (1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1),
                    alpha: odd ? 0.5 : 1, z_index: 0, hidden: 0, custom_count: 0, custom: nil)
            }
            let list = lb_element_list(
                struct_size: UInt32(MemoryLayout<lb_element_list>.size), count: UInt64(count),
                stride: UInt64(MemoryLayout<lb_element>.stride), elements: UnsafePointer(records))
            let elements = (try? ElementDecoder().decode(list)) ?? []
            picture = Picture(
                elements: elements, bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
                contentSize: CGSize(width: 390, height: 844), all: false)
        }

        /// `render --svg`'s document; its length in bytes.
        public func svg() -> Int { SVGPicture.document(picture, title: "benchmark").utf8.count }

        /// `render`'s drawing at 80 columns; its length in bytes.
        public func terminal() -> Int { TerminalPicture(picture, columns: 80, maximumRows: 100).render(colors: false).utf8.count }
    }

    /// The plugin boundary alone for `rows` full-width cells: the SDK encodes attributes into C
    /// records and the host decodes them, as around every rect query (the layout's own work of
    /// building the attributes is left out).
    public final class BoundaryRoundTrip {
        private let encoder = ElementEncoder()
        private let decoder = ElementDecoder()
        private let attributes: [UICollectionViewLayoutAttributes]

        public init(rows: Int, rowHeight: CGFloat = 42.2) {
            attributes = BenchmarkRows.make(rows, height: rowHeight, width: 390)
        }

        /// Encodes and decodes every row once; returns how many came through.
        public func run() -> Int { (try? decoder.decode(encoder.encode(attributes)))?.count ?? 0 }
    }

    /// A layout in a simulated collection view, scrolled a frame at a time with the profiler's
    /// recorder attached, so each frame is split into the layout's time and the host's.
    public final class FrameStepper {
        let view = SimulatedCollectionView()
        public let layout: LayoutInstance
        private let recorder = ProfileRecorder()
        private let step: CGFloat
        private var frames = 0

        /// `items` items of `library`'s layout `layoutID`, its `parameters` set (as `param`
        /// would); each frame moves the offset by `step` points.
        public init(
            library: PluginLibrary, layoutID: String, items: Int, parameters: KeyValuePairs<String, String> = [:],
            step: CGFloat = 33
        ) throws {
            guard let info = library.layout(id: layoutID) else { throw CommandError("\(library.name) has no layout \(layoutID)") }
            layout = try LayoutInstance(library: library, info: info)
            layout.callbacks.log = { _ in }
            for (name, value) in parameters { try layout.setParameter(name, value) }
            self.step = step
            try view.setItemCounts([items])
            layout.recorder = recorder
            try view.setLayout(layout)
        }

        /// The content's height the layout returned (points): the benchmarks query about its middle.
        public var contentHeight: CGFloat { view.state.contentSize.height }

        /// One display frame as a profile plays it, through the same step (displayFrame): the
        /// bounds change and its pass, the main queue, the layout's requests, its animators. Wraps
        /// to the top at the end of the content.
        @discardableResult
        public func frame() throws -> ProfileFrame {
            let allowed = view.state.allowedOffsets
            var y = view.state.contentOffset.y + step
            if y > allowed.maxY { y = allowed.minY }
            recorder.beginFrame()
            try view.displayFrame(milliseconds: try FrameClock.of(view.state).interval) {
                try view.setContentOffset(CGPoint(x: allowed.minX, y: y))
            }
            recorder.endFrame()
            frames += 1
            let frame = recorder.run.frames[recorder.run.frames.count - 1]
            recorder.clearFrames()
            return frame
        }

        /// invalidateLayout() then prepare(): the cost of solving the whole layout again.
        public func invalidateAndPrepare() throws {
            _ = try layout.invalidate(.everything)
            try layout.prepare()
        }

        /// layoutAttributesForElements(in: rect) across the ABI, decoded; returns the element count.
        public func query(_ rect: CGRect) throws -> Int {
            try layout.elements(in: rect).count
        }
    }
}
