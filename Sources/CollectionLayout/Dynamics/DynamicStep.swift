import Foundation

/// One frame of a dynamic animator: behaviours record their forces, velocity changes and
/// attachments, then `integrate` moves the bodies in substeps of at most `maximumSubstep`
/// seconds: forces, springs and resistance with the classical Runge–Kutta method (fourth
/// order, so a spring follows its closed form to well under a thousandth of a point), then the
/// rods projected.
final class DynamicStep {
    /// Longest substep, in seconds. Shorter when a stiff spring needs it, so that
    /// ω·h ≤ `stiffnessLimit` (Runge–Kutta is stable to 2.8).
    static let maximumSubstep: Double = 1.0 / 240
    static let stiffnessLimit: Double = 1
    /// At most this many substeps per frame; a stiffer spring is integrated as if it were
    /// this stiff (a frame of 1/120 s allows ω = 2π·f ≈ 7,700 rad/s).
    static let maximumSubsteps = 64
    /// Projection rounds of the rods per substep.
    static let rodIterations = 4

    struct Attachment {
        enum End {
            case anchor(CGPoint)
            case item(UIDynamicItem, offset: CGPoint)
        }
        var item: UIDynamicItem
        var offset: CGPoint
        var other: End
        var length: CGFloat
        var frequency: CGFloat
        var damping: CGFloat
    }

    private let bodies: [ObjectIdentifier: DynamicBody]
    private var acceleration: [ObjectIdentifier: CGPoint] = [:]
    private var force: [ObjectIdentifier: CGPoint] = [:]
    /// Impulses and velocity changes, applied when the step integrates: by then every
    /// behaviour has set this frame's properties (mass, anchoring), in whatever order they ran.
    private var impulses: [ObjectIdentifier: CGPoint] = [:]
    private var velocityChanges: [ObjectIdentifier: CGPoint] = [:]
    private var attachments: [Attachment] = []

    init(bodies: [ObjectIdentifier: DynamicBody]) {
        self.bodies = bodies
        for body in bodies.values {
            body.density = 1
            body.resistance = 0
            body.anchored = false
        }
    }

    private func body(_ item: UIDynamicItem) -> DynamicBody? { bodies[ObjectIdentifier(item)] }

    // MARK: What behaviours record

    func setProperties(of item: UIDynamicItem, density: CGFloat, resistance: CGFloat, anchored: Bool) {
        guard let body = body(item) else { return }
        body.density = density.isFinite ? max(density, 0) : 1
        body.resistance = resistance.isFinite ? max(resistance, 0) : 0
        body.anchored = anchored
    }

    func accelerate(_ item: UIDynamicItem, by a: CGPoint) {
        acceleration[ObjectIdentifier(item), default: .zero] += a
    }

    func push(_ item: UIDynamicItem, force f: CGPoint) {
        force[ObjectIdentifier(item), default: .zero] += f
    }

    /// An impulse: the velocity changes at once by impulse / mass.
    func impulse(_ item: UIDynamicItem, _ impulse: CGPoint) {
        impulses[ObjectIdentifier(item), default: .zero] += impulse
    }

    func addVelocity(_ item: UIDynamicItem, _ velocity: CGPoint) {
        velocityChanges[ObjectIdentifier(item), default: .zero] += velocity
    }

    func attach(_ attachment: Attachment) { attachments.append(attachment) }

    // MARK: Integration

    /// Moves every body over `seconds`.
    func integrate(seconds: Double) {
        guard seconds > 0, !bodies.isEmpty else { return }
        for (key, body) in bodies where !body.anchored {
            body.velocity += (impulses[key] ?? .zero) * body.inverseMass + (velocityChanges[key] ?? .zero)
        }
        let springs = attachments.filter { $0.frequency > 0 }
        let rods = attachments.filter { $0.frequency == 0 }
        let fastest = springs.map { 2 * Double.pi * Double($0.frequency) }.max() ?? 0
        let needed = max((seconds / Self.maximumSubstep).rounded(.up), (seconds * fastest / Self.stiffnessLimit).rounded(.up))
        let count = Int(min(max(needed, 1), Double(Self.maximumSubsteps)))
        let h = CGFloat(seconds / Double(count))
        let motion = Motion(step: self, springs: springs, omegaLimit: CGFloat(Self.stiffnessLimit) / h)
        for _ in 0..<count {
            motion.advance(by: h)
            for _ in 0..<Self.rodIterations { for rod in rods { project(rod) } }
        }
    }

    /// The bodies' equations of motion, dv/dt = (forces + springs)/m + accelerations − resistance·v,
    /// dx/dt = v, over the bodies' positions and velocities as arrays.
    private struct Motion {
        let bodies: [DynamicBody]
        let index: [ObjectIdentifier: Int]
        let constant: [CGPoint]
        let inverseMass: [CGFloat]
        let springs:
            [(
                first: Int, second: Int?, offset1: CGPoint, offset2: CGPoint, anchor: CGPoint,
                length: CGFloat, omega: CGFloat, damping: CGFloat
            )]

        init(step: DynamicStep, springs attachments: [Attachment], omegaLimit: CGFloat) {
            bodies = Array(step.bodies.values)
            index = Dictionary(uniqueKeysWithValues: bodies.enumerated().map { (ObjectIdentifier($1.item), $0) })
            inverseMass = bodies.map(\.inverseMass)
            constant = bodies.map { body in
                let key = ObjectIdentifier(body.item), w = body.inverseMass
                let f = step.force[key] ?? .zero, a = step.acceleration[key] ?? .zero
                return body.anchored ? .zero : a + f * w
            }
            var springs: [(Int, Int?, CGPoint, CGPoint, CGPoint, CGFloat, CGFloat, CGFloat)] = []
            for spring in attachments {
                guard let first = index[ObjectIdentifier(spring.item)] else { continue }
                let omega = min(2 * .pi * spring.frequency, omegaLimit)
                switch spring.other {
                case .anchor(let point):
                    springs.append((first, nil, spring.offset, .zero, point, spring.length, omega, spring.damping))
                case .item(let item, let offset):
                    guard let second = index[ObjectIdentifier(item)] else { continue }
                    springs.append((first, second, spring.offset, offset, .zero, spring.length, omega, spring.damping))
                }
            }
            self.springs = springs
        }

        /// Accelerations at positions `p` and velocities `v`. A spring of natural frequency f
        /// and damping ratio ζ on the effective mass m of its ends pulls with
        /// F = −m(ω²·stretch + 2ζω·relative velocity), ω = 2πf.
        func acceleration(_ p: [CGPoint], _ v: [CGPoint]) -> [CGPoint] {
            var a = constant
            for i in bodies.indices where inverseMass[i] > 0 {
                a[i] -= v[i] * bodies[i].resistance
            }
            for s in springs {
                let w1 = inverseMass[s.first], w2 = s.second.map { inverseMass[$0] } ?? 0
                guard w1 + w2 > 0 else { continue }
                let m = 1 / (w1 + w2)
                let other = s.second.map { p[$0] + s.offset2 } ?? s.anchor
                let relative = v[s.first] - (s.second.map { v[$0] } ?? .zero)
                guard let (stretch, moving) = separation(p[s.first] + s.offset1 - other, relative, length: s.length) else { continue }
                let f = (stretch * (s.omega * s.omega) + moving * (2 * s.damping * s.omega)) * -m
                a[s.first] += f * w1
                if let second = s.second { a[second] -= f * w2 }
            }
            return a
        }

        /// One classical Runge–Kutta step of `h` seconds; anchored bodies stay.
        func advance(by h: CGFloat) {
            let p = bodies.map(\.position), v = bodies.map(\.velocity)
            func along(_ x: [CGPoint], _ dx: [CGPoint], _ t: CGFloat) -> [CGPoint] { zip(x, dx).map { $0 + $1 * t } }
            let a1 = acceleration(p, v)
            let v2 = along(v, a1, h / 2), a2 = acceleration(along(p, v, h / 2), v2)
            let v3 = along(v, a2, h / 2), a3 = acceleration(along(p, v2, h / 2), v3)
            let v4 = along(v, a3, h), a4 = acceleration(along(p, v3, h), v4)
            for i in bodies.indices where inverseMass[i] > 0 {
                bodies[i].position += (v[i] + (v2[i] + v3[i]) * 2 + v4[i]) * (h / 6)
                bodies[i].velocity += (a1[i] + (a2[i] + a3[i]) * 2 + a4[i]) * (h / 6)
            }
        }
    }

    /// The ends of an attachment: bodies (nil for an anchor), points, velocities.
    private func ends(_ a: Attachment) -> (DynamicBody, DynamicBody?, CGPoint, CGPoint)? {
        guard let first = body(a.item) else { return nil }
        let p1 = first.position + a.offset
        switch a.other {
        case .anchor(let point):
            return (first, nil, p1, point)
        case .item(let item, let offset):
            guard let second = body(item) else { return nil }
            return (first, second, p1, second.position + offset)
        }
    }

    /// A rod: moves its ends (by inverse mass) to `length` apart and removes their relative
    /// velocity along it (all of it for a length of 0, a pin).
    private func project(_ rod: Attachment) {
        guard let (b1, b2, p1, p2) = ends(rod) else { return }
        let w1 = b1.inverseMass, w2 = b2?.inverseMass ?? 0
        guard w1 + w2 > 0 else { return }
        guard let (correction, relative) = separation(p1 - p2, b1.velocity - (b2?.velocity ?? .zero), length: rod.length) else { return }
        let share1 = w1 / (w1 + w2), share2 = w2 / (w1 + w2)
        b1.position -= correction * share1
        b2?.position += correction * share2
        b1.velocity -= relative * share1
        b2?.velocity += relative * share2
    }
}

/// How two attachment points `d` apart (first minus second), moving apart at `relative`, stand
/// against a rest `length`: the stretch, and the part of the relative velocity along the
/// attachment. A length of 0 pulls the points together, every direction counting; nil for
/// points at one place with a length to keep (no direction to push along).
private func separation(_ d: CGPoint, _ relative: CGPoint, length: CGFloat) -> (stretch: CGPoint, along: CGPoint)? {
    guard length > 0 else { return (d, relative) }
    let distance = hypot(d.x, d.y)
    guard distance > 0 else { return nil }
    let n = d * (1 / distance)
    return (n * (distance - length), n * (relative.x * n.x + relative.y * n.y))
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
private func += (a: inout CGPoint, b: CGPoint) { a = a + b }
private func -= (a: inout CGPoint, b: CGPoint) { a = a - b }
