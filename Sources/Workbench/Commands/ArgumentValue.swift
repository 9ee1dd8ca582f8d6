import CollectionLayout
package import Foundation
import HostSupport

/// A type a command's argument is read as (`try args.require(.vx)`, ArgumentKey): how a word
/// becomes one, and the one-line reason when it cannot ("must be a number, not 'x'").
package protocol ArgumentValue {
    /// The value `word` stands for, or what it must be instead (the sentence after the argument's
    /// name: "must be a number, not 'x'").
    static func argument(_ word: String) -> Result<Self, ArgumentProblem>
}

/// Why a word is not an argument's value: the rest of the sentence after its name.
package struct ArgumentProblem: Error {
    package var sentence: String
    package init(_ sentence: String) { self.sentence = sentence }
}

extension String: ArgumentValue {
    package static func argument(_ word: String) -> Result<String, ArgumentProblem> { .success(word) }
}

/// What a typed number can mean on a screen (`help decisions`): a coordinate, distance, speed or
/// duration within a billion, a view at most 100,000 points a side.
package enum ArgumentLimits {
    package static let magnitude = 1e9
    package static let viewSide = 100_000.0
}

extension Double: ArgumentValue {
    /// A finite number within ±ArgumentLimits.magnitude.
    package static func argument(_ word: String) -> Result<Double, ArgumentProblem> {
        guard let value = Double(word) else { return .failure(ArgumentProblem("must be a number, not '\(TerminalText.escaped(word))'")) }
        guard value.isFinite else { return .failure(ArgumentProblem("must be finite, not '\(TerminalText.escaped(word))'")) }
        guard abs(value) <= ArgumentLimits.magnitude else {
            return .failure(ArgumentProblem("must be within ±1e9, not '\(TerminalText.escaped(word))'"))
        }
        return .success(value)
    }
}

extension Int: ArgumentValue {
    package static func argument(_ word: String) -> Result<Int, ArgumentProblem> {
        Int(word).map { .success($0) } ?? .failure(ArgumentProblem("must be a whole number, not '\(TerminalText.escaped(word))'"))
    }
}

extension CGSize: ArgumentValue {
    /// "390x844": two positive finite numbers.
    package static func argument(_ word: String) -> Result<CGSize, ArgumentProblem> {
        let parts = word.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            return .failure(ArgumentProblem("must look like 390x844, not '\(TerminalText.escaped(word))'"))
        }
        guard w.isFinite, h.isFinite, w > 0, h > 0 else {
            return .failure(ArgumentProblem("must be positive and finite, not '\(TerminalText.escaped(word))'"))
        }
        guard w <= ArgumentLimits.viewSide, h <= ArgumentLimits.viewSide else {
            return .failure(ArgumentProblem("must be at most 100000 a side, not '\(TerminalText.escaped(word))'"))
        }
        return .success(CGSize(width: w, height: h))
    }
}
