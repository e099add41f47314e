/* fuzz.h — what the libFuzzer targets share (tests/fuzz, docs/testing.md). */
#ifndef CARDC_FUZZ_H
#define CARDC_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "front.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* One input read as a card file: its own arena and diagnostics (printed to
 * /dev/null: a fuzzer's inputs are mostly wrong), and a lexicon made once. */
typedef struct fuzz_front {
    front fe;
    FILE *devnull;
} fuzz_front;

void fuzz_front_begin(fuzz_front *f, const uint8_t *data, size_t size, front_file *out);
void fuzz_front_end(fuzz_front *f);

#endif
