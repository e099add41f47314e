/* test_outside.c — cards outside the game (CR 400.11: a player's
 * sideboard, CARDRT_OUTSIDE) and learn, which brings a Lesson card in
 * (CR 701.48a of the current rules; runtime/kwaction.c). */
#include "rt_tests.h"

static const cardrt_card_def BEAR = {
    .name = "Bear", .types = CARDRT_CREATURE, .subtypes = { "Bear" }, .has_pt = true, .power = 2, .toughness = 2,
};
static const cardrt_card_def DRAGON = {
    .name = "Dragon", .types = CARDRT_CREATURE, .subtypes = { "Dragon" }, .has_pt = true, .power = 5, .toughness = 5,
};
static const cardrt_card_def LESSON = { .name = "Lesson", .types = CARDRT_SORCERY, .subtypes = { "Lesson" } };

static void learn(cardrt_ctx *ctx)
{
    cardrt_fx_learn(ctx);
}
static const cardrt_card_def STUDY = { .name = "Study", .types = CARDRT_SORCERY, .resolve = learn };

static const char *chosen;
static void choose_type(cardrt_ctx *ctx)
{
    chosen = cardrt_fx_choose_creature_type(ctx);
}
static const cardrt_card_def PICK = { .name = "Pick", .types = CARDRT_SORCERY, .resolve = choose_type };

/* The answer the test wants for "learn" (an index among the candidates;
 * -1: none), and what was offered. */
static int want = -1;
static unsigned offered;
static unsigned learn_chooser(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    if (c->kind != CARDRT_CHOOSE_OBJECTS || strcmp(c->prompt, "learn") != 0)
        return ~0u;
    offered = c->ncandidates;
    if (want < 0 || (unsigned)want >= c->ncandidates)
        return 0;
    answers[0] = (unsigned)want;
    return 1;
}

static void cast_and_resolve(cardrt_game *g, const cardrt_card_def *def)
{
    cardrt_id s = put(g, def, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, s, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
}

/* CR 400.11: a card outside the game is in no zone of the game: nothing
 * moves one back there, and "choose a creature type" offers the types of
 * the cards in the game only (two Dragons outside, one Bear in play: the
 * most common type of the player's cards is Bear's). */
static void cr_400_11_outside_the_game(void)
{
    cardrt_game *g = new_game();
    cardrt_id d1 = 0, d2 = 0;
    CU_ASSERT_EQUAL(cardrt_outside_new(g, &DRAGON, 0, &d1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_outside_new(g, &DRAGON, 0, &d2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_outside_new(g, &DRAGON, 5, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_outside_new(NULL, &DRAGON, 0, NULL), CARDRT_EINVAL);
    put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, d1), CARDRT_OUTSIDE);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_OUTSIDE), 2);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_OUTSIDE), 0);
    cast_and_resolve(g, &PICK);
    CU_ASSERT_PTR_NOT_NULL_FATAL(chosen);
    CU_ASSERT_STRING_EQUAL(chosen, "Bear");
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_move(g, bear, CARDRT_OUTSIDE), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_move(g, d2, CARDRT_HAND), CARDRT_OK);    /* into the game (400.11a) */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, d2), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_OUTSIDE), 1);
    cardrt_game_free(g);
}

/* CR 701.48a: the Lesson card outside the game is offered, the other card
 * outside is not; the hand's cards are (discard to draw). */
static void cr_701_48a_learn(void)
{
    cardrt_game *g = new_game();
    cardrt_set_chooser(g, learn_chooser, NULL);
    cardrt_id dragon = 0, lesson = 0;
    CU_ASSERT_EQUAL(cardrt_outside_new(g, &DRAGON, 0, &dragon), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_outside_new(g, &LESSON, 0, &lesson), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_outside_new(g, &LESSON, 1, NULL), CARDRT_OK);       /* not player 0's */
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_HAND);
    cardrt_id top = put(g, &BEAR, 0, CARDRT_LIBRARY);
    want = -1;                  /* declined: nothing happens */
    cast_and_resolve(g, &STUDY);
    CU_ASSERT_EQUAL(offered, 2);    /* the Lesson, the Bear in hand */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, lesson), CARDRT_OUTSIDE);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_HAND);
    want = 0;                   /* the Lesson, revealed and put into the hand */
    cast_and_resolve(g, &STUDY);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, lesson), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, dragon), CARDRT_OUTSIDE);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, top), CARDRT_LIBRARY);
    want = 1;                   /* no Lesson left: the second card of the hand */
    cast_and_resolve(g, &STUDY);
    CU_ASSERT_EQUAL(offered, 2);    /* the hand's two cards */
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_GRAVEYARD), 4);  /* three Studies and a card */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, top), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 2);
    CU_ASSERT_EQUAL(cardrt_fx_learn(NULL), CARDRT_EINVAL);
    cardrt_game_free(g);
}

void register_outside_tests(void)
{
    CU_pSuite s = test_suite("outside");
    test_add(s, "cr_400_11_outside_the_game", cr_400_11_outside_the_game);
    test_add(s, "cr_701_48a_learn", cr_701_48a_learn);
}
