import Foundation
import Testing
@testable import LayoutHost

private func isMonotone(_ curve: DecelerationCurve, increasing: Bool) -> Bool {
    var previous = curve.position(at: 0)
    for i in 1...2000 {
        let x = curve.position(at: curve.duration * Double(i) / 2000)
        if increasing ? x < previous : x > previous { return false }
        previous = x
    }
    return true
}

@Test func naturalCurveMatchesProjection() throws {
    let curve = DecelerationCurve(offset: 100, velocity: 2, rate: .normal)
    // end = 100 + 1.99·499.499833 = 1094.004668
    #expect(curve.end == ReleaseProjection.restingOffset(offset: 100, velocity: 2, rate: .normal))
    #expect(approx(curve.end, 1094.004668))
    // T = ln(0.01/2)/ln 0.998 = −5.298317/−0.002002003 = 2646.508642 ms
    #expect(approx(curve.duration, 2646.508642))
    #expect(curve.velocity(at: 0) == 2)
    #expect(curve.position(at: 0) == 100)
    #expect(curve.position(at: curve.duration) == curve.end)
    #expect(curve.position(at: curve.duration + 500) == curve.end)
    #expect(curve.velocity(at: curve.duration) == 0)
    // v(T⁻) = 2·r^T = 2·0.005 = 0.01
    #expect(approx(curve.velocity(at: curve.duration - 1e-6), 0.01, 1e-6))
    #expect(isMonotone(curve, increasing: true))
}

@Test func naturalCurveMidpointIsHandComputed() throws {
    let curve = DecelerationCurve(offset: 0, velocity: 1, rate: .normal)
    // T = ln 0.01/ln 0.998 = 4.605170/0.002002003 = 2300.281740 ms
    #expect(approx(curve.duration, 2300.281740))
    // at T/2, r^t = √0.01 = 0.1: x = 494.504835·(1 − 0.1)/(1 − 0.01) = 449.549850
    #expect(approx(curve.position(at: curve.duration / 2), 449.549850))
    // v = 1·0.1
    #expect(approx(curve.velocity(at: curve.duration / 2), 0.1, 1e-9))
}

@Test func negativeCurveDecreasesToTarget() throws {
    let curve = DecelerationCurve(offset: 1000, velocity: -1, rate: .normal)
    // 1000 − 0.99·499.499833 = 505.495165
    #expect(approx(curve.end, 505.495165))
    #expect(curve.velocity(at: 0) == -1)
    #expect(curve.position(at: curve.duration) == curve.end)
    #expect(isMonotone(curve, increasing: false))
}

@Test func reaimedCurveEndsOnNewTargetAndKeepsInitialVelocity() throws {
    let curve = DecelerationCurve(offset: 0, velocity: 2, rate: .normal, target: 500)
    // ln r' = −(2 − 0.01)/500 = −0.00398
    guard case .decay(let lnRate) = curve.shape else {
        Issue.record("expected a decay curve")
        return
    }
    #expect(approx(lnRate, -0.00398, 1e-15))
    // T' = ln(0.01/2)/−0.00398 = 5.298317/0.00398 = 1331.235519 ms
    #expect(approx(curve.duration, 1331.235519))
    #expect(curve.velocity(at: 0) == 2)
    #expect(curve.position(at: curve.duration) == 500)
    // at T'/2, r'^t = √0.005 = 0.0707107: x = 500·(1 − 0.0707107)/(1 − 0.005) = 466.979559
    #expect(approx(curve.position(at: curve.duration / 2), 466.979559))
    #expect(isMonotone(curve, increasing: true))
    // the velocity is continuous: position just after release ≈ v0·t
    #expect(approx(curve.position(at: 1e-4), 2e-4, 1e-8))
}

@Test func reaimingToTheNaturalTargetKeepsTheNaturalRate() throws {
    let natural = ReleaseProjection.restingOffset(offset: 0, velocity: 3, rate: .fast)
    let curve = DecelerationCurve(offset: 0, velocity: 3, rate: .fast, target: natural)
    #expect(curve == DecelerationCurve(offset: 0, velocity: 3, rate: .fast))
    #expect(curve.shape == .decay(lnRate: Foundation.log(0.99)))
}

@Test func opposingTargetUsesExponentialApproach() throws {
    let curve = DecelerationCurve(offset: 0, velocity: 2, rate: .normal, target: -100)
    #expect(curve.shape == .approach)
    // ends when 100·0.998^t = 0.05: t = ln(0.0005)/ln 0.998 = 7.600902/0.002002003 = 3796.649512 ms
    #expect(approx(curve.duration, 3796.649512))
    // halfway in distance when 0.998^t = 0.5: t = 0.693147/0.002002003 = 346.226901 ms
    #expect(approx(curve.position(at: 346.226901), -50))
    // v(0) = (−100 − 0)·|ln 0.998| = −0.200200267
    #expect(approx(curve.velocity(at: 0), -0.200200267, 1e-9))
    #expect(curve.position(at: curve.duration) == -100)
    #expect(isMonotone(curve, increasing: false))
}

@Test func slowOrZeroDistanceReleasesRestImmediately() throws {
    // |v| ≤ 0.01: D = 0, approach with nothing remaining
    let still = DecelerationCurve(offset: 7, velocity: 0.01, rate: .normal)
    #expect(still.duration == 0 && still.end == 7 && still.position(at: 10) == 7)
    // D' = 0 with motion: approach with nothing remaining
    let pinned = DecelerationCurve(offset: 7, velocity: 2, rate: .normal, target: 7)
    #expect(pinned.shape == .approach && pinned.duration == 0 && pinned.position(at: 1) == 7)
    // remaining 0.04 < 0.05: snaps
    let tiny = DecelerationCurve(offset: 0, velocity: 0, rate: .normal, target: 0.04)
    #expect(tiny.duration == 0 && tiny.position(at: 0.001) == 0.04)
}

@Test func twoAxisDecelerationUsesTheLongerAxis() throws {
    // y: clamped to 500 → re-aimed, T' = 1331.235519; x: v = 0, target 0 → duration 0
    let motion = Deceleration2D(
        offset: .zero, velocity: CGPoint(x: 0, y: 2), rate: .normal,
        allowedRange: CGRect(x: 0, y: 0, width: 0, height: 500)
    )
    #expect(motion.end == CGPoint(x: 0, y: 500))
    #expect(approx(motion.duration, 1331.235519))
    let frames = try motion.frames(clock: FrameClock(fps: 60)!)
    // first t_k ≥ 1331.2355: 1331.2355/16.6667 = 79.87 → k = 80, t = 80000/60 = 1333.33
    #expect(frames.count == 80)
    #expect(approx(frames.last!.time, 1333.333333))
    #expect(frames.last!.offset == CGPoint(x: 0, y: 500))
    #expect(frames.last!.velocity == .zero)
}
