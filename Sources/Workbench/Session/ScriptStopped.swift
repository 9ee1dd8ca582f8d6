/// A sourced script stopped at a failing command, whose error line was already printed with its
/// file and line: the `source` command fails without a second line.
package struct ScriptStopped: Error {
    package init() {}
}
