/* fuzz_runtime.c — libFuzzer target: sequences of libcardrt calls, legal
 * and illegal, on a game of the shipped cards (compiled by cardc -c), the
 * game's invariants checked after each call (play.h). */
#include <stddef.h>
#include <stdint.h>

#include "play.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
extern const cardrt_registry cardc_registry;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    play_rand r = { .data = data, .size = size };
    play_stats st = { 0 };
    play_game(&cardc_registry, &r, (unsigned long)-1, &st);
    return 0;
}
