// Only the header matters: LLVMFuzzerRunDriver lives in libFuzzer, linked by -sanitize=fuzzer.
#include "cfuzzdriver.h"
