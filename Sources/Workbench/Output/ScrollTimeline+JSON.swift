import CollectionLayout
import LayoutHost

/// The fling and drag documents of docs/reference.md.
extension ScrollTimeline {
    package var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("start", ElementJSON.point(start)),
            ("velocity", ElementJSON.point(CGPoint(x: velocity.x * 1000, y: velocity.y * 1000))),
            ("velocity_pt_per_ms", ElementJSON.point(velocity)),
            ("proposed", ElementJSON.point(proposed)), ("target", ElementJSON.point(target)),
            ("end", ElementJSON.point(end))
        ]
        if let release { members.append(("release", ElementJSON.point(release))) }
        members += [
            ("frames", .int(frames.count)), ("duration_ms", .number(duration)), ("passes", .int(passes)),
            ("notes", .array(notes.map { .string($0) })),
            (
                "timeline",
                .array(
                    frames.map { frame in
                        .object([
                            ("t_ms", .number(frame.time)), ("offset", ElementJSON.point(frame.offset)),
                            ("visible", .int(frame.visible)), ("prepare_us", .number(Double(frame.prepareNanoseconds) / 1000)),
                            ("query_us", .number(Double(frame.queryNanoseconds) / 1000)), ("phase", .string(frame.phase))
                        ])
                    })
            )
        ]
        return .object(members)
    }
}
