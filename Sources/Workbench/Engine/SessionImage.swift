import CollectionLayout
import Foundation
import LayoutHost
import Snapshots

/// The session's truth as the front end keeps it: everything a fresh engine needs to stand where
/// the last good command left the old one. The engine sends it after each command that changed
/// it; after a fault the front end sends it back to a new engine (`Session.restore`).
///
/// The data snapshots travel beside it as snapshot files (Snapshots/SnapshotFile.swift), and
/// only when they changed.
public struct SessionImage: Codable, Equatable, Sendable {
    /// The newest generation of a loaded plugin.
    public struct Plugin: Codable, Equatable, Sendable {
        package var name: String
        /// The library the user named or the build produced.
        package var path: String
        /// The mapped copy of this exact generation, which a restore loads.
        package var copy: String
        package var generation: Int
        package var layouts: [String]
    }

    /// The active layout and what the user set on it.
    public struct Active: Codable, Equatable, Sendable {
        package var plugin: String
        package var id: String
        /// Its parameters' names (completion).
        package var parameters: [String]
        /// The values the user set, in order.
        package var overrides: [[String]]
    }

    package var view: ViewState
    /// Whether the layout was prepared for `view` (a restore leaves it the same).
    package var layoutValid: Bool
    package var plugins: [Plugin]
    package var active: Active?
    package var lastPrintingCommand: [String]?
    package var watching: Bool
    package var alwaysShowTimings: Bool
    /// The per-call time limit, in seconds (`calltimeout`).
    package var callTimeout: Double
    /// The prompt with its reload state ("table (stale)> ").
    package var prompt: String
    /// Bumped whenever the applied or edited data changes.
    package var dataVersion: Int

    /// The image's JSON, keys sorted (so equal images encode to equal bytes).
    package func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)) ?? Data()
    }

    package static func decode(_ data: Data) throws -> SessionImage {
        try JSONDecoder().decode(SessionImage.self, from: data)
    }
}

extension ViewState: Codable {
    private enum Key: String, CodingKey {
        case size, contentOffset, contentInset, layoutMargins, safeAreaInsets, contentSize, velocity
        case decelerationRate, pagingEnabled, bounces, alwaysBounceVertical, alwaysBounceHorizontal, fps
        case itemCounts, orthogonalOffsets, isTracking, isDragging, isDecelerating, rightToLeft, scrollEnabled, insetAdjustment, displayScale
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        func insets(_ i: UIEdgeInsets) -> [Double] { [i.top, i.left, i.bottom, i.right].map(Double.init) }
        try c.encode([size.width, size.height].map(Double.init), forKey: .size)
        try c.encode([contentOffset.x, contentOffset.y].map(Double.init), forKey: .contentOffset)
        try c.encode(insets(contentInset), forKey: .contentInset)
        try c.encode(insets(layoutMargins), forKey: .layoutMargins)
        try c.encode(insets(safeAreaInsets), forKey: .safeAreaInsets)
        try c.encode([contentSize.width, contentSize.height].map(Double.init), forKey: .contentSize)
        try c.encode([velocity.x, velocity.y].map(Double.init), forKey: .velocity)
        try c.encode(decelerationRate, forKey: .decelerationRate)
        try c.encode(pagingEnabled, forKey: .pagingEnabled)
        try c.encode(bounces, forKey: .bounces)
        try c.encode(alwaysBounceVertical, forKey: .alwaysBounceVertical)
        try c.encode(alwaysBounceHorizontal, forKey: .alwaysBounceHorizontal)
        try c.encode(fps, forKey: .fps)
        try c.encode(itemCounts, forKey: .itemCounts)
        try c.encode(orthogonalOffsets.sorted { $0.key < $1.key }.map { [Double($0.key), $0.value] }, forKey: .orthogonalOffsets)
        try c.encode(isTracking, forKey: .isTracking)
        try c.encode(isDragging, forKey: .isDragging)
        try c.encode(isDecelerating, forKey: .isDecelerating)
        try c.encode(rightToLeft, forKey: .rightToLeft)
        try c.encode(scrollEnabled, forKey: .scrollEnabled)
        try c.encode(insetAdjustment.rawValue, forKey: .insetAdjustment)
        try c.encode(displayScale, forKey: .displayScale)
    }

    public init(from decoder: Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: Key.self)
        func pair(_ key: Key) throws -> (CGFloat, CGFloat) {
            let v = try c.decode([Double].self, forKey: key)
            guard v.count == 2 else { throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "two numbers") }
            return (CGFloat(v[0]), CGFloat(v[1]))
        }
        func insets(_ key: Key) throws -> UIEdgeInsets {
            let v = try c.decode([Double].self, forKey: key)
            guard v.count == 4 else { throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "four numbers") }
            return UIEdgeInsets(top: CGFloat(v[0]), left: CGFloat(v[1]), bottom: CGFloat(v[2]), right: CGFloat(v[3]))
        }
        let s = try pair(.size), o = try pair(.contentOffset), cs = try pair(.contentSize), v = try pair(.velocity)
        size = CGSize(width: s.0, height: s.1)
        contentOffset = CGPoint(x: o.0, y: o.1)
        contentSize = CGSize(width: cs.0, height: cs.1)
        velocity = CGPoint(x: v.0, y: v.1)
        contentInset = try insets(.contentInset)
        layoutMargins = try insets(.layoutMargins)
        safeAreaInsets = try insets(.safeAreaInsets)
        decelerationRate = try c.decode(Double.self, forKey: .decelerationRate)
        pagingEnabled = try c.decode(Bool.self, forKey: .pagingEnabled)
        bounces = try c.decode(Bool.self, forKey: .bounces)
        alwaysBounceVertical = try c.decode(Bool.self, forKey: .alwaysBounceVertical)
        alwaysBounceHorizontal = try c.decode(Bool.self, forKey: .alwaysBounceHorizontal)
        fps = try c.decode(Int.self, forKey: .fps)
        itemCounts = try c.decode([Int].self, forKey: .itemCounts)
        for entry in try c.decode([[Double]].self, forKey: .orthogonalOffsets) where entry.count == 2 {
            orthogonalOffsets[Int(saturating: entry[0])] = entry[1]
        }
        isTracking = try c.decode(Bool.self, forKey: .isTracking)
        isDragging = try c.decode(Bool.self, forKey: .isDragging)
        isDecelerating = try c.decode(Bool.self, forKey: .isDecelerating)
        rightToLeft = try c.decode(Bool.self, forKey: .rightToLeft)
        scrollEnabled = try c.decode(Bool.self, forKey: .scrollEnabled)
        insetAdjustment = InsetAdjustment(rawValue: try c.decode(Int.self, forKey: .insetAdjustment)) ?? .automatic
        displayScale = try c.decode(Double.self, forKey: .displayScale)
    }
}
