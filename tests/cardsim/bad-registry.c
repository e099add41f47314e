/* bad-registry.c — a library that is not what cardc -shared makes, for
 * tests/cardsim/run.sh: cardsim must refuse its registry, not crash.
 * REGISTRY names the registry symbol; BAD says what is wrong with it:
 *   1  a count of cards and no list of them
 *   2  a card without a name
 *   3  a list of cards that points outside the library */
#include <stddef.h>

#include "cardrt.h"

#if BAD == 2
static const cardrt_card_def nameless = { .name = NULL, .types = CARDRT_CREATURE };
static const cardrt_card_def *const cards[] = { &nameless };
#define CARDS cards
#elif BAD == 3
#define CARDS ((const cardrt_card_def *const *)16)
#else
#define CARDS NULL
#endif

extern const cardrt_registry REGISTRY;
const cardrt_registry REGISTRY = { CARDRT_ABI_VERSION, 3, CARDS };
