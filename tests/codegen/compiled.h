/* compiled.h — what the tests of compiled cards share (compiled.c): the
 * cards of tests/codegen/cards.cards by name, objects put in a zone, and
 * answers for the runtime's chooser. */
#ifndef CARDC_TEST_COMPILED_H
#define CARDC_TEST_COMPILED_H

#include <stddef.h>
#include <string.h>

#include "cardrt.h"
#include "cunit_main.h"

extern const cardrt_registry cardc_registry;
extern int answer_id;

const cardrt_card_def *card(const char *name);
cardrt_id put(cardrt_game *g, const char *name, unsigned player, cardrt_zone z);
cardrt_ref obj(cardrt_id id);
unsigned say_yes(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers);
unsigned choose_id(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *out);
void cast_and_resolve(cardrt_game *g, const char *name, const cardrt_ref *t);
unsigned choose_named(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers);
cardrt_id find_named(const cardrt_game *g, const char *name, unsigned player);
unsigned yes_to_all(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers);
void settle(cardrt_game *g);
unsigned always_yes(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers);
unsigned pick_object(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers);
unsigned yes_bob(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers);

/* The tests of test_compiled_more.c, added to suite S. */
void register_compiled_more(CU_pSuite s);

#endif
