/* fuzz_front.c — libFuzzer target: a card file through the front end
 * (reading, parsing, classification, semantic checks, the name check), as
 * `cardc --check` reads it.  Any input must end in diagnostics, never in a
 * crash or a sanitizer report. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_front f;
    front_file ff;
    fuzz_front_begin(&f, data, size, &ff);
    fuzz_front_end(&f);
    return 0;
}
