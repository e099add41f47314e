/* test_timing.c — when spells may be cast and lands played: the Fourth
 * Edition rulebook ("Main: ... you may begin a batch of effects with a
 * nonfast effect such as a sorcery ... if you haven't played a land this
 * turn, you may do so", ../shared/rules/002_d0fb43b6f7c903d1.txt), the
 * Fourth Edition FAQ's general rulings ("Playing a land is not a fast
 * effect, so it cannot be done in response to anything", 004_*), and CR 409
 * as later rules word it. */
#include "rt_tests.h"

static void gain_two(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_YOU);
    cardrt_fx_life(ctx, 0, 2);
}

static const cardrt_card_def SORCERY = {
    .name = "Sorcery", .types = CARDRT_SORCERY, .resolve = gain_two,
};
static const cardrt_card_def INSTANT = {
    .name = "Instant", .types = CARDRT_INSTANT, .resolve = gain_two,
};
static const cardrt_card_def BEAR = {
    .name = "Bear", .types = CARDRT_CREATURE, .has_pt = true, .power = 2, .toughness = 2,
};
static const cardrt_card_def FLASH_BEAR = {
    .name = "Flash Bear", .types = CARDRT_CREATURE, .has_pt = true, .power = 2, .toughness = 2,
    .keywords = CARDRT_KW(CARDRT_KW_FLASH),
};
static const cardrt_card_def FOREST = {
    .name = "Forest", .types = CARDRT_LAND, .supertypes = CARDRT_BASIC, .subtypes = { "Forest" },
};

static void ed4_sorcery_in_your_main_phase_with_the_stack_empty(void)
{
    cardrt_game *g = new_game();
    cardrt_id theirs = put(g, &SORCERY, 1, CARDRT_HAND);
    cardrt_id mine = put(g, &SORCERY, 0, CARDRT_HAND);
    cardrt_id instant = put(g, &INSTANT, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, theirs, NULL, NULL), CARDRT_ETIMING);   /* not their turn */
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, instant, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, mine, NULL, NULL), CARDRT_ETIMING);     /* not in response */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_BEGIN_COMBAT), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, mine, NULL, NULL), CARDRT_ETIMING);     /* not in combat */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, mine), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_MAIN2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, mine, NULL, NULL), CARDRT_OK);          /* either main phase */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 24);
    cardrt_game_free(g);
}

static void cr_409_permanent_spells_as_sorceries_unless_flash(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_HAND);
    cardrt_id flash = put(g, &FLASH_BEAR, 1, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, bear, NULL, NULL), CARDRT_ETIMING);
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, flash, NULL, NULL), CARDRT_OK);         /* flash: any time */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, flash), CARDRT_BATTLEFIELD);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, bear, NULL, NULL), CARDRT_OK);          /* their main phase */
    cardrt_game_free(g);
}

static void ed4_instants_in_any_step_with_priority(void)
{
    /* "Fast effects may be played during each phase except untap and
     * cleanup", by either player. */
    cardrt_game *g = new_game();
    cardrt_id a = put(g, &INSTANT, 1, CARDRT_HAND), b = put(g, &INSTANT, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, a, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_UPKEEP), CARDRT_ETIMING);    /* a stack */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_UPKEEP), CARDRT_OK);         /* player 1's */
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, b, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 22);
    cardrt_game_free(g);
}

static bool self_enters(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->object == self && ev->to == CARDRT_BATTLEFIELD;
}
static const cardrt_trigger_def enters_gain[] = {
    { .text = "When this land enters, you gain 2 life.", .matches = self_enters, .effect = gain_two },
};
static const cardrt_card_def LIFE_LAND = {
    .name = "Life Land", .types = CARDRT_LAND, .triggers = enters_gain, .ntriggers = 1,
};

static void ed4_land_once_each_turn_in_your_main_phase(void)
{
    cardrt_game *g = new_game();
    cardrt_id f1 = put(g, &FOREST, 0, CARDRT_HAND), f2 = put(g, &FOREST, 0, CARDRT_HAND);
    cardrt_id theirs = put(g, &FOREST, 1, CARDRT_HAND);
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_HAND);
    cardrt_id instant = put(g, &INSTANT, 1, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, f1, NULL, NULL), CARDRT_EINVAL);    /* lands are not cast */
    CU_ASSERT_EQUAL(cardrt_play_land(g, 0, bear), CARDRT_EINVAL);         /* nor creatures played */
    CU_ASSERT_EQUAL(cardrt_play_land(g, 1, theirs), CARDRT_ETIMING);      /* not their turn */
    CU_ASSERT_EQUAL(cardrt_play_land(g, 1, f1), CARDRT_EZONE);            /* not their card */
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, instant, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_play_land(g, 0, f1), CARDRT_ETIMING);          /* not in response */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_play_land(g, 0, f1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, f1), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);                             /* no stack */
    CU_ASSERT_EQUAL(cardrt_play_land(g, 0, f2), CARDRT_ETIMING);          /* one each turn */
    CU_ASSERT_EQUAL(cardrt_play_land(g, 0, f1), CARDRT_EZONE);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_play_land(g, 1, theirs), CARDRT_OK);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_MAIN2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_play_land(g, 0, f2), CARDRT_OK);               /* a new turn */
    /* A land's own triggered ability goes on the stack as it enters. */
    cardrt_id life = put(g, &LIFE_LAND, 1, CARDRT_HAND);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_play_land(g, 1, life), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 24);                               /* 2 from the instant */
    CU_ASSERT_EQUAL(cardrt_play_land(NULL, 0, f1), CARDRT_EINVAL);
    cardrt_game_free(g);
}

void register_timing_tests(void)
{
    CU_pSuite s = test_suite("timing");
    test_add(s, "ed4_sorcery_in_your_main_phase_with_the_stack_empty",
             ed4_sorcery_in_your_main_phase_with_the_stack_empty);
    test_add(s, "cr_409_permanent_spells_as_sorceries_unless_flash",
             cr_409_permanent_spells_as_sorceries_unless_flash);
    test_add(s, "ed4_instants_in_any_step_with_priority", ed4_instants_in_any_step_with_priority);
    test_add(s, "ed4_land_once_each_turn_in_your_main_phase", ed4_land_once_each_turn_in_your_main_phase);
}
