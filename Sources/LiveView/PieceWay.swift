/// How long a piece of frames took from the host computing its oldest frame to reaching a page,
/// and to the page's paint after it.
package struct PieceWay: Equatable {
    /// ms from the computation to the piece's arrival on the page, and to its paint there.
    package var toPage: Double
    package var toPaint: Double
}

extension PieceWay {
    /// `total`: ms from the computation to the page's acknowledgement arriving back; `waited`:
    /// the part of it from the piece's arrival to its paint; `oneWay`: its arrival on the page's
    /// clock less the computation on the host's (nil where the page gave none). The page runs on
    /// this machine, so both are one clock and `oneWay` is the way itself; the round trip bounds
    /// it (0 ... total − waited). Outside that bound (the clock stepped) or without it, the
    /// bounds are the figures, which count the acknowledgement's way back too.
    package init(total: Double, waited: Double, oneWay: Double?) {
        let bound = max(0, total - waited)
        if let oneWay, oneWay >= 0, oneWay <= bound {
            (toPage, toPaint) = (oneWay, oneWay + max(0, waited))
        } else {
            (toPage, toPaint) = (bound, total)
        }
    }
}
