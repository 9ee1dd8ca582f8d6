import Foundation
import Testing
@testable import LayoutHost

@Test func framesAt60fps() throws {
    let clock = FrameClock(fps: 60)!
    // t_k = k·1000/60; first t_k ≥ 100 is k = 6 (6000/60 = 100 exactly)
    let times = try clock.frameTimes(covering: 100)
    #expect(times.count == 6)
    #expect(approx(times[0], 16.666667))
    #expect(times.last == 100)
    // 50 → k = 3 (3000/60 = 50); 51 → k = 4 (66.67)
    #expect(try clock.frameTimes(covering: 50).last == 50)
    #expect(try clock.frameCount(covering: 51) == 4)
    #expect(approx(try clock.frameTimes(covering: 51).last!, 66.666667))
}

@Test func framesAt120fps() throws {
    let clock = FrameClock(fps: 120)!
    // t_k = k·1000/120 = 8.333k; 100 → k = 12 (12000/120 = 100)
    let times = try clock.frameTimes(covering: 100)
    #expect(times.count == 12)
    #expect(approx(times[0], 8.333333))
    #expect(times.last == 100)
    // 2300.281740 / 8.333333 = 276.03 → k = 277, t = 277000/120 = 2308.333
    #expect(try clock.frameCount(covering: 2300.281740) == 277)
}

@Test func durationTextCoversExactlyItsFrames() throws {
    let at120 = FrameClock(fps: 120)!, at60 = FrameClock(fps: 60)!, at144 = FrameClock(fps: 144)!
    // 5 frames at 120 Hz: 5000/120 = 41.666…; cut to 41.66 (> 4000/120 = 33.33), still 5 frames
    #expect(at120.durationText(ofFrames: 5) == "41.66")
    // 325 frames: 325000/120 = 2708.333…, cut to 2708.33
    #expect(at120.durationText(ofFrames: 325) == "2708.33")
    // 6 frames at 60 Hz: 6000/60 = 100 exactly
    #expect(at60.durationText(ofFrames: 6) == "100")
    for clock in [at120, at60, at144, FrameClock(fps: 240)!, FrameClock(fps: 1)!] {
        // (up to 10 s at 240 Hz, the longest settling a page echoes, within the 60 s one command may play)
        for n in 1...min(2_400, clock.fps * 60) {
            let text = clock.durationText(ofFrames: n)
            #expect(try clock.frameCount(covering: #require(Double(text))) == n, "\(n) frames at \(clock.fps) Hz: \(text)")
        }
    }
}

@Test func finishedMotionStillReportsOneFrame() throws {
    #expect(try FrameClock(fps: 60)!.frameTimes(covering: 0).count == 1)
}

@Test func unsupportedRatesAreRejected() throws {
    #expect(FrameClock(fps: 0) == nil)
    #expect(FrameClock(fps: 241) == nil)
    #expect(FrameClock(fps: 1) != nil && FrameClock(fps: 240) != nil)
    // 1000/240
    #expect(approx(FrameClock(fps: 240)!.interval, 4.166667))
}

@Test func naturalDecelerationFramesLandOnTheTarget() throws {
    let motion = Deceleration2D(
        offset: .zero, velocity: CGPoint(x: 0, y: 1), rate: .normal,
        target: CGPoint(x: 0, y: ReleaseProjection.restingOffset(offset: 0, velocity: 1, rate: .normal))
    )
    let frames = try motion.frames(clock: FrameClock(fps: 120)!)
    // see framesAt120fps: 277 frames
    #expect(frames.count == 277)
    // 0.99·499.499833
    #expect(approx(frames.last!.offset.y, 494.504835))
    #expect(frames.last!.offset == motion.end)
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.offset.y <= $1.offset.y })
}
