/// Which way a plugin build went, as a build's result records it and `reload --timing` names it.
package enum BuildRoute: String, Sendable {
    /// DirectBuildPlan's compile and link, as the compiler's own jobs run directly (DriverJobs).
    case compilerJobs = "compiler jobs"
    /// `swift build` of the generated package.
    case swiftBuild = "swift build"
    /// No build ran: the folder is gone, a file is not UTF-8, or the package could not be prepared.
    case none
}
