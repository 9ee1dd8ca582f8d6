import CLibFuzzer
import Foundation

// libFuzzer takes over from here: it parses its flags (-runs, -max_total_time, corpus folders, a
// crash file to reproduce …) and calls LLVMFuzzerTestOneInput for every input.
var argumentCount = CommandLine.argc
var argumentValues: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argumentCount, &argumentValues, LLVMFuzzerTestOneInput))
