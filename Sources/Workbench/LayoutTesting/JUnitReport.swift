import Foundation
import LayoutHost
import Pictures

/// The JUnit XML CI systems display: one testsuite, one testcase per script, a failure with the
/// differences (or the error) for each that did not pass.
package struct JUnitReport {
    package struct Case {
        package var name: String
        package var seconds: Double
        /// nil when the script passed.
        package var failure: (message: String, details: String)?

        package init(name: String, seconds: Double, failure: (message: String, details: String)?) {
            self.name = name
            self.seconds = seconds
            self.failure = failure
        }
    }

    package var cases: [Case]

    package init(cases: [Case]) { self.cases = cases }

    package var xml: String {
        let failures = cases.filter { $0.failure != nil }.count
        let total = cases.reduce(0) { $0 + $1.seconds }
        var out = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"layoutbench\" tests=\"\(cases.count)\" failures=\"\(failures)\" time=\"\(Self.seconds(total))\">",
            "  <testsuite name=\"layoutbench test\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(Self.seconds(total))\">"
        ]
        for test in cases {
            let head = "    <testcase classname=\"layoutbench\" name=\"\(Self.escape(test.name))\" time=\"\(Self.seconds(test.seconds))\""
            if let failure = test.failure {
                out.append(head + ">")
                out.append("      <failure message=\"\(Self.escape(failure.message))\">\(Self.escape(failure.details))</failure>")
                out.append("    </testcase>")
            } else {
                out.append(head + "/>")
            }
        }
        out += ["  </testsuite>", "</testsuites>"]
        return out.joined(separator: "\n") + "\n"
    }

    static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
