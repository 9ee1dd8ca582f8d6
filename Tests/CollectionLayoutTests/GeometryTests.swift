import CollectionLayout
import Testing

/// CoreGraphics and Core Animation semantics, checked against hand arithmetic.
@MainActor struct GeometryTests {
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func concatenationAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2), move = CGAffineTransform(translationX: 10, y: 0)
        // (1,1) scaled → (2,2), then moved → (12,2)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        // (1,1) moved → (11,1), then scaled → (22,2)
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
        // scaledBy prepends: translate then scaledBy(2) maps (1,1) to (2+10, 2) as CoreGraphics does
        #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 2)) == CGPoint(x: 12, y: 2))
    }

    @Test func rotationTurnsXTowardsY() {
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
    }

    @Test func inversionUndoes() {
        let t = CGAffineTransform(scaleX: 2, y: 4).concatenating(CGAffineTransform(translationX: 3, y: -5))
        let p = CGPoint(x: 7, y: 11)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!t.isIdentity)
    }

    @Test func rectApplyingGivesTheBoundingBoxOfTheCorners() {
        let r = CGRect(x: 0, y: 0, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        // corners (0,0)→(0,0), (2,0)→(√2,√2), (0,2)→(−√2,√2), (2,2)→(0,2√2)
        let s = 2.0.squareRoot()
        #expect(abs(r.minX + s) < 1e-9 && abs(r.minY) < 1e-9 && abs(r.width - 2 * s) < 1e-9 && abs(r.height - 2 * s) < 1e-9)
        #expect(CGRect(x: 1, y: 1, width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 1)) == CGRect(x: 2, y: 1, width: 4, height: 3))
    }

    @Test func transform3DConcatAndAffineRoundTrip() {
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 20, 0))
        #expect(t.m11 == 2 && t.m22 == 2 && t.m41 == 10 && t.m42 == 20)
        #expect(CATransform3DIsAffine(t))
        let affine = CATransform3DGetAffineTransform(t)
        #expect(CATransform3DMakeAffineTransform(affine) == t)
        let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(rotation.m12 - 1) < 1e-12 && abs(rotation.m21 + 1) < 1e-12)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    }

    @Test func indexPathsHaveUIKitAccessors() {
        let p = IndexPath(item: 4, section: 2)
        #expect(p.item == 4 && p.row == 4 && p.section == 2)
        #expect(IndexPath(row: 1, section: 0) == IndexPath(item: 1, section: 0))
    }

    @Test func parameterValuesParseTheirTextForms() {
        #expect(CGSize(parameterText: "390x300") == CGSize(width: 390, height: 300))
        #expect(CGSize(parameterText: "390") == nil)
        #expect(CGSize(parameterText: "nanx3") == nil)
        #expect(CGPoint(parameterText: "10,-2.5") == CGPoint(x: 10, y: -2.5))
        #expect(Bool(parameterText: "on") == true)
        #expect(CGFloat(parameterText: "inf") == nil)
        #expect(CGSize(width: 390, height: 300.5).parameterText == "390x300.5")
    }

    /// UIOffset() is the zero offset, as the C struct's empty initialiser makes it (it called
    /// itself for ever, a stack overflow in a layout's prepare()).
    @Test func anEmptyOffsetIsZero() {
        #expect(UIOffset() == UIOffset(horizontal: 0, vertical: 0))
    }
}
