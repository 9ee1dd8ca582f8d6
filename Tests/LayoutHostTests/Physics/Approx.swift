import Foundation
@testable import LayoutHost
import SessionValues

/// True when `a` and `b` differ by at most `tolerance`.
func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-3) -> Bool {
    Swift.abs(a - b) <= tolerance
}

/// True when `a` and `b` differ by at most `tolerance`.
func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-3) -> Bool {
    Swift.abs(a - b) <= tolerance
}

/// Range for 320×1960 content in 320×960 bounds, no insets: x 0...0, y 0...1000.
let tallRange = CGRect.allowedContentOffsets(
    contentSize: CGSize(width: 320, height: 1960),
    boundsSize: CGSize(width: 320, height: 960)
)
