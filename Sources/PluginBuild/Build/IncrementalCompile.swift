import Foundation
import Synchronization
import HostSupport
import LayoutDiscovery

/// Which files of a plugin a compile must recompile: a debug build compiles each file to its own
/// object (one frontend job, every file a primary), and records each file's contents and
/// interface (SourceInterface) once it succeeded. The next compile takes the files whose
/// contents changed: when their interfaces did not change, only they are compiled (the others
/// as secondary inputs, their objects reused); when one did, or the files, the flags or an
/// object or the SDK are not what the record says, every file is (its dependents, correctly,
/// whatever they are).
struct IncrementalCompile {
    /// What a compile does: every file, some, or none.
    enum Mode: Equatable {
        case whole(reason: String)
        case changed(files: [String])
        case unchanged

        /// For `watch on --timing`: "1 of 10 files", "whole plugin: an interface changed".
        func describe(of total: Int) -> String {
            switch self {
            case .whole(let reason): return "whole plugin (\(reason))"
            case .changed(let files): return "\(files.count) of \(total) files"
            case .unchanged: return "no file changed"
            }
        }
    }

    /// What the last successful compile compiled: per file, its contents' and interface's digests.
    struct Record: Codable, Equatable {
        var job: UInt64
        /// The SDK build the objects were compiled against: a new one changes its classes' layouts.
        var sdk: String
        var files: [String: File]

        struct File: Codable, Equatable {
            var contents: UInt64
            var interface: UInt64
        }
    }

    /// The frontend job with every file a primary and its objects in the same order.
    let job: [String]
    let files: [String]
    let objects: [String]
    let recordPath: String
    /// The SDK build compiled against (SDKPackage.libraryIdentity).
    var sdk = ""

    /// A compile decided: the job to run (nil: nothing to compile), what it is, the record to
    /// keep once it succeeded, and the files whose interfaces the record still lacks (a whole
    /// compile's: `filled` reads them while the compiler runs).
    struct Planned {
        var job: [String]?
        var mode: Mode
        var record: Record
        var pending: [String: String] = [:]
    }

    func plan() -> Planned {
        let previous = (try? Data(contentsOf: URL(fileURLWithPath: recordPath))).flatMap { try? JSONDecoder().decode(Record.self, from: $0) }
        let jobDigest = FNV1a.digest(job.joined(separator: "\u{0}"))
        var record = Record(job: jobDigest, sdk: sdk, files: [:])
        var contents: [String: (digest: UInt64, text: String)] = [:]
        for file in files {
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            contents[file] = (FNV1a.digest(text), text)
        }
        func whole(_ reason: String) -> Planned {
            var pending: [String: String] = [:]
            for file in files {
                guard let entry = contents[file] else { continue }
                record.files[file] = Record.File(contents: entry.digest, interface: 0)
                pending[file] = entry.text
            }
            return Planned(job: job, mode: .whole(reason: reason), record: record, pending: pending)
        }
        guard let previous else { return whole("first compile") }
        guard previous.sdk == sdk else { return whole("the SDK changed") }
        guard previous.job == jobDigest, Set(previous.files.keys) == Set(files) else { return whole("files or flags changed") }
        var changed: [String] = []
        for (file, object) in zip(files, objects) {
            guard let entry = contents[file], let known = previous.files[file] else { return whole("files or flags changed") }
            if entry.digest == known.contents {
                record.files[file] = known
                if !FileManager.default.fileExists(atPath: object) { changed.append(file) }
                continue
            }
            let interface = SourceInterface.fingerprint(of: entry.text)
            guard interface == known.interface else { return whole("the interface of \((file as NSString).lastPathComponent) changed") }
            record.files[file] = Record.File(contents: entry.digest, interface: interface)
            changed.append(file)
        }
        guard !changed.isEmpty else { return Planned(job: nil, mode: .unchanged, record: record) }
        return Planned(job: IncrementalCompile.job(job, primaries: Set(changed)), mode: .changed(files: changed), record: record)
    }

    /// Plans, gives `run` the job to run (none when nothing changed) while the interfaces a
    /// whole compile records are read beside it, then keeps the record, or forgets it when the
    /// compile failed (some objects may be new and some old).
    func run(_ run: ([[String]]) -> ChildProcess.Outcome) -> (outcome: ChildProcess.Outcome, mode: Mode) {
        let planned = plan()
        let interfaces = DispatchGroup(), filled = Mutex<Record?>(nil)
        if !planned.pending.isEmpty {
            let (record, pending) = (planned.record, planned.pending)
            DispatchQueue.global().async(group: interfaces) {
                let complete = IncrementalCompile.filled(record, pending: pending)
                filled.withLock { $0 = complete }
            }
        }
        let outcome = run(planned.job.map { [$0] } ?? [])
        interfaces.wait()
        if outcome.succeeded { save(filled.withLock { $0 } ?? planned.record) } else { forget() }
        return (outcome, planned.mode)
    }

    /// `record` with the interfaces of `pending` (file → text) read.
    static func filled(_ record: Record, pending: [String: String]) -> Record {
        var record = record
        for (file, text) in pending { record.files[file]?.interface = SourceInterface.fingerprint(of: text) }
        return record
    }

    func save(_ record: Record) {
        guard let data = try? JSONEncoder().encode(record) else { return }
        try? data.write(to: URL(fileURLWithPath: recordPath), options: .atomic)
    }

    /// Forgets the record (a failed compile may have left some objects new and some old).
    func forget() {
        try? FileManager.default.removeItem(atPath: recordPath)
    }

    /// `job` with only `primaries` compiled: the other primaries become secondary inputs, and
    /// only the kept primaries' outputs stay (the frontend pairs its k-th -o with its k-th primary).
    static func job(_ job: [String], primaries: Set<String>) -> [String] {
        var kept: [Bool] = []
        for (index, argument) in job.enumerated() where argument == "-primary-file" && index + 1 < job.count {
            kept.append(primaries.contains(job[index + 1]))
        }
        var result: [String] = [], outputs = 0, index = 0
        while index < job.count {
            let argument = job[index]
            guard index + 1 < job.count, argument == "-primary-file" || argument == "-o" else {
                result.append(argument)
                index += 1
                continue
            }
            let value = job[index + 1]
            if argument == "-primary-file" {
                result += primaries.contains(value) ? [argument, value] : [value]
            } else {
                if outputs >= kept.count || kept[outputs] { result += [argument, value] }
                outputs += 1
            }
            index += 2
        }
        return result
    }
}
