/* compiled.c — helpers of the tests of compiled cards (compiled.h). */
#include "compiled.h"

int answer_id;

const cardrt_card_def *card(const char *name)
{
    const cardrt_card_def *d = cardrt_registry_find(&cardc_registry, name);
    CU_ASSERT_PTR_NOT_NULL_FATAL(d);
    return d;
}

cardrt_id put(cardrt_game *g, const char *name, unsigned player, cardrt_zone z)
{
    cardrt_id id = 0;
    CU_ASSERT_EQUAL_FATAL(cardrt_object_new(g, card(name), player, z, &id), CARDRT_OK);
    return id;
}

cardrt_ref obj(cardrt_id id)
{
    return (cardrt_ref){ CARDRT_REF_OBJECT, id };
}

unsigned say_yes(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    answers[0] = c->kind == CARDRT_CHOOSE_YES_NO ? 1 : 0;
    return 1;
}

/* A chooser that answers every choice with the candidate whose id is in
 * ANSWER_ID (or "yes"), else the default. */
unsigned choose_id(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *out)
{
    (void)user;
    (void)g;
    if (c->kind == CARDRT_CHOOSE_YES_NO) {
        out[0] = 1;
        return 1;
    }
    for (unsigned i = 0; i < c->ncandidates; i++)
        if (c->candidates && c->candidates[i].id == answer_id && c->min <= 1 && c->max >= 1) {
            out[0] = i;
            return 1;
        }
    return ~0u;
}

/* Cast NAME for player 0 at T (NULL: no target) and resolve it. */
void cast_and_resolve(cardrt_game *g, const char *name, const cardrt_ref *t)
{
    cardrt_id spell = put(g, name, 0, CARDRT_HAND);
    unsigned n = t ? 1 : 0;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, spell, t, t ? &n : NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
}

/* Answers "choose a creature type" with the name in USER, a color with green. */
unsigned choose_named(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)g;
    for (unsigned i = 0; i < c->ncandidates; i++)
        if ((c->kind == CARDRT_CHOOSE_NAME && strcmp(c->names[i], user) == 0)
            || (c->kind == CARDRT_CHOOSE_MANA && c->candidates[i].id == CARDRT_MANA_G)) {
            answers[0] = i;
            return 1;
        }
    return 0;
}

/* The first object named NAME controlled by PLAYER on the battlefield, or 0. */
cardrt_id find_named(const cardrt_game *g, const char *name, unsigned player)
{
    for (cardrt_id id = 1; id < 1000; id++)
        if (cardrt_zone_of(g, id) == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == player
            && cardrt_has_name(g, id, name))
            return id;
    return 0;
}

unsigned yes_to_all(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    answers[0] = c->kind == CARDRT_CHOOSE_YES_NO ? 1 : 0;
    return c->kind == CARDRT_CHOOSE_YES_NO || c->min ? 1 : 0;
}

/* Put the triggered abilities that wait on the stack, and resolve everything. */
void settle(cardrt_game *g)
{
    cardrt_check_sba(g);
    for (int i = 0; i < 32 && cardrt_stack_size(g) > 0; i++)
        cardrt_resolve_top(g);
}

/* The chooser: yes to every yes-or-no choice, the default otherwise. */
unsigned always_yes(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    if (c->kind != CARDRT_CHOOSE_YES_NO)
        return 0;       /* the default */
    answers[0] = 1;
    return 1;
}

/* The chooser: the object *USER among the candidates, the default otherwise. */
unsigned pick_object(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)g;
    for (unsigned i = 0; c->kind == CARDRT_CHOOSE_OBJECTS && i < c->ncandidates; i++)
        if (c->candidates[i].kind == CARDRT_REF_OBJECT && c->candidates[i].id == *(const cardrt_id *)user) {
            answers[0] = i;
            return 1;
        }
    return 0;
}

unsigned yes_bob(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    if (c->kind == CARDRT_CHOOSE_YES_NO) {
        answers[0] = 1;
        return 1;
    }
    for (unsigned i = 0; i < c->ncandidates && c->max; i++)
        if (c->candidates && c->candidates[i].kind == CARDRT_REF_PLAYER && c->candidates[i].id == 1) {
            answers[0] = i;
            return 1;
        }
    for (unsigned i = 0; i < c->min; i++)
        answers[i] = i;
    return c->min;
}
