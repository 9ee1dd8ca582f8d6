import Foundation

/// A crash report of bare frames, as the runtime's backtracer writes it with `symbolicate=off`
/// and `images=mentioned`: frame lines of an address each, then an "Images" list of each
/// mentioned image's address range and path. What CrashSymbolizer asks llvm-symbolizer, and the
/// report again with the answers written in.
struct CrashReportFrames {
    /// One frame's question: the image and the address within it (a return address less one, so
    /// the line is the call's, as the backtracer does).
    struct Query: Equatable {
        var line: Int
        /// The line up to its address ("  2 [ra] 0x00007f…"), which the named line keeps.
        var prefix: Substring
        var image: String
        var offset: UInt64
        /// llvm-symbolizer's "obj address" argument, the path quoted.
        var argument: String { "\"\(image)\" 0x" + String(offset, radix: 16) }
    }

    /// What llvm-symbolizer answered for one address: the innermost (inlined) first.
    struct Symbol: Equatable {
        var function: String
        var file: String
        var line: Int
        var column: Int
        /// The function's start, within the image (0 when unknown).
        var start: UInt64
    }

    let lines: [String]
    /// Each mentioned image: its first address, its end and its path.
    let images: [(start: UInt64, end: UInt64, path: String)]

    init(_ report: [String]) {
        lines = report
        images = report.compactMap(CrashReportFrames.image)
    }

    /// A bare frame line: "  2 [ra] 0x00007f78e54747cf": its address and whether it is a return address.
    static func frame(_ line: String) -> (address: UInt64, returnAddress: Bool, prefixEnd: String.Index)? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count >= 2, Int(words[0]) != nil, let last = words.last, last.hasPrefix("0x"),
            words.dropFirst().dropLast().allSatisfy({ $0.hasPrefix("[") && $0.hasSuffix("]") }),
            let address = UInt64(last.dropFirst(2), radix: 16)
        else { return nil }
        return (address, words.contains("[ra]"), last.endIndex)
    }

    /// An image line: "0x0000559b2dea1000–0x0000559b2dea21a8 8b1f…6b c    /tmp/bt/c".
    static func image(_ line: String) -> (start: UInt64, end: UInt64, path: String)? {
        guard line.hasPrefix("0x"), let dash = line.firstIndex(of: "–") else { return nil }
        let afterRange = line[line.index(after: dash)...]
        guard let space = afterRange.firstIndex(of: " "),
            let start = UInt64(line[line.index(line.startIndex, offsetBy: 2)..<dash], radix: 16),
            afterRange.hasPrefix("0x"), let end = UInt64(afterRange[afterRange.index(afterRange.startIndex, offsetBy: 2)..<space], radix: 16),
            let slash = afterRange[space...].range(of: " /")
        else { return nil }
        return (start, end, String(afterRange[slash.lowerBound...].dropFirst()))
    }

    /// The frames to name, in the report's order.
    var queries: [Query] {
        lines.enumerated().compactMap { index, line in
            guard let frame = CrashReportFrames.frame(line),
                let image = images.first(where: { $0.start <= frame.address && frame.address < $0.end })
            else { return nil }
            let looked = frame.returnAddress && frame.address > image.start ? frame.address - 1 : frame.address
            return Query(line: index, prefix: line[..<frame.prefixEnd], image: image.path, offset: looked - image.start)
        }
    }

    /// llvm-symbolizer's JSON answer (one object an address, in order), or nil.
    static func symbols(fromJSON text: String) -> [[Symbol]]? {
        guard let array = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else { return nil }
        return array.map { entry in
            (entry["Symbol"] as? [[String: Any]] ?? []).map { symbol in
                Symbol(
                    function: symbol["FunctionName"] as? String ?? "", file: symbol["FileName"] as? String ?? "",
                    line: symbol["Line"] as? Int ?? 0, column: symbol["Column"] as? Int ?? 0,
                    start: (symbol["StartAddress"] as? String).flatMap { UInt64($0.dropFirst(2), radix: 16) } ?? 0)
            }
        }
    }

    /// swift-demangle's "mangled ---> name" lines, by mangled name.
    static func demangled(_ text: String) -> [String: String] {
        var names: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let arrow = line.range(of: " ---> ") else { continue }
            names[String(line[..<arrow.lowerBound])] = String(line[arrow.upperBound...])
        }
        return names
    }

    /// The report with each asked frame named: "… 0x… NAME + OFFSET in IMAGE at FILE:LINE:COLUMN",
    /// an inlined call first as a line of its own marked [inlined].
    func named(queries: [Query], answers: [[Symbol]], names: [String: String]) -> [String] {
        var result = lines
        for (query, symbols) in zip(queries, answers).reversed() {
            guard let outer = symbols.last, !outer.function.isEmpty else { continue }
            let prefix = String(query.prefix)
            let imageName = (query.image as NSString).lastPathComponent
            func text(_ symbol: Symbol, offset: UInt64?) -> String {
                let name = names[symbol.function] ?? symbol.function
                let place = symbol.file.isEmpty ? "" : " at \(symbol.file)" + (symbol.line > 0 ? ":\(symbol.line):\(symbol.column)" : "")
                return " " + name + (offset.map { " + \($0)" } ?? "") + " in " + imageName + place
            }
            // From the function's start to the address asked, as the backtracer counts.
            let offset = query.offset >= outer.start ? query.offset - outer.start : 0
            var named = [prefix + text(outer, offset: offset)]
            for inlined in symbols.dropLast().reversed() {
                named.insert(prefix.replacingOccurrences(of: "0x", with: "[inlined] 0x") + text(inlined, offset: nil), at: 0)
            }
            result.replaceSubrange(query.line...query.line, with: named)
        }
        return result
    }
}
