import CLibFuzzer
import Foundation

// libFuzzer takes over from here: it parses its flags (-runs, -max_total_time, corpus folders, a
// crash file to reproduce …) and calls LLVMFuzzerTestOneInput for every input.
var arguments = (count: CommandLine.argc, values: CommandLine.unsafeArgv as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
exit(LLVMFuzzerRunDriver(&arguments.count, &arguments.values, LLVMFuzzerTestOneInput))
