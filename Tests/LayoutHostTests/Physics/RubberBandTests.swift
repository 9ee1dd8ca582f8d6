import Foundation
import Testing
@testable import LayoutHost

@Test(arguments: [
    (CGFloat(5), CGFloat(2.74)),  // 0.55·5·960/(960 + 2.75) = 2640/962.75 = 2.7421
    (10, 5.47),  // 5280/965.5 = 5.4687
    (100, 52.02),  // 52800/1015 = 52.0197
    (400, 178.98)  // 211200/1180 = 178.9831
])
func rubberBandValuesFor960(overshoot: CGFloat, expected: CGFloat) {
    #expect(approx(RubberBand.displacement(overshoot: overshoot, dimension: 960), expected, 0.01))
}

@Test func rubberBandDegenerateInputs() {
    #expect(RubberBand.displacement(overshoot: 0, dimension: 960) == 0)
    #expect(RubberBand.displacement(overshoot: 10, dimension: 0) == 0)
    // 0.55·960·960/(960 + 528) = 506880/1488 = 340.6452
    #expect(approx(RubberBand.displacement(overshoot: 960, dimension: 960), 340.645161))
}

@Test func rubberBandedOffsetPerAxis() {
    let bounds = CGSize(width: 320, height: 960)
    // inside: unchanged
    #expect(RubberBand.offset(CGPoint(x: 0, y: 500), allowedRange: tallRange, boundsSize: bounds) == CGPoint(x: 0, y: 500))
    // y = −100: 0 − 52.019704; x = 10 past max 0 with d = 320: 1760/325.5 = 5.407066
    let top = RubberBand.offset(CGPoint(x: 10, y: -100), allowedRange: tallRange, boundsSize: bounds)
    #expect(approx(top.y, -52.019704))
    #expect(approx(top.x, 5.407066))
    // y = 1400: 1000 + 178.983051
    let bottom = RubberBand.offset(CGPoint(x: 0, y: 1400), allowedRange: tallRange, boundsSize: bounds)
    #expect(approx(bottom.y, 1178.983051))
}
