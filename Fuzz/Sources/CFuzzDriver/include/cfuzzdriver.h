// libFuzzer's entry point for programs that have their own main.
//
// SwiftPM renames an executable's main on Linux (so tests can link it) and points `main` at the
// renamed symbol, which keeps libFuzzer's own main out of the link; each target's @main calls
// this instead, with the same command line.

#ifndef CFUZZDRIVER_H
#define CFUZZDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line, calling `test` for every input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

#endif
