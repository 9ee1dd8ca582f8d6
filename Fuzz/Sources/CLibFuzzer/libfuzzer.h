// libFuzzer's driver entry point (compiler-rt, FuzzerInterface.h). The library comes with
// -sanitize=fuzzer; declaring it here lets a SwiftPM executable keep its own main (SwiftPM
// links executables with --defsym main=<Module>_main, which libFuzzer's main would clash with)
// and hand control to libFuzzer.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
