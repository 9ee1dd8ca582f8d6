/// How long a piece of frames took from the host computing its oldest frame to reaching a page.
package enum PieceWay {
    /// The way to the page in ms. `total`: from the computation to the page's acknowledgement
    /// arriving back; `waited`: the part of it the piece spent on the page; `oneWay`: its arrival
    /// on the page's clock less the computation on the host's (nil where the page gave none).
    /// The page runs on this machine, so both are one clock and `oneWay` is the way itself; the
    /// round trip bounds it (0 ... total − waited). Outside that bound (the clock stepped) or
    /// without it, the bound is the figure, which counts the acknowledgement's way back too.
    package static func milliseconds(total: Double, waited: Double, oneWay: Double?) -> Double {
        let bound = max(0, total - waited)
        guard let oneWay, oneWay >= 0, oneWay <= bound else { return bound }
        return oneWay
    }
}
