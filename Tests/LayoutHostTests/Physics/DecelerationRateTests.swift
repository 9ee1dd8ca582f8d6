import Foundation
import Testing
@testable import LayoutHost

@Test func namedRatesHaveUIKitValues() {
    #expect(DecelerationRate.normal.rawValue == 0.998)
    #expect(DecelerationRate.fast.rawValue == 0.99)
    // K = 1/|ln 0.998| = 1/0.002002002670 = 499.499833
    #expect(approx(DecelerationRate.normal.projectionFactor, 499.499833))
    // K = 1/|ln 0.99| = 1/0.010050335853 = 99.499162
    #expect(approx(DecelerationRate.fast.projectionFactor, 99.499162))
}

@Test(arguments: [0, 1, CGFloat.nan, 1.5, -0.5, CGFloat.infinity] as [CGFloat])
func invalidRatesAreRejected(_ value: CGFloat) {
    #expect(DecelerationRate(rawValue: value) == nil)
}

@Test func validCustomRateIsAccepted() {
    #expect(DecelerationRate(rawValue: 0.5)?.rawValue == 0.5)
    #expect(DecelerationRate(rawValue: 0.998) == .normal)
}
