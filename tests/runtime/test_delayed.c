/* test_delayed.c — delayed triggered abilities: CR 417.2 (a one-shot effect
 * that does something later "creates a new ability that waits to be
 * triggered", ../shared/rules/000_91b4b7cd603922e7.txt). */
#include "rt_tests.h"

static const cardrt_card_def BEAR = {
    .name = "Bear", .types = CARDRT_CREATURE, .has_pt = true, .power = 2, .toughness = 2,
};

static bool is_creature(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)src;
    return t->kind == CARDRT_REF_OBJECT && (cardrt_types(g, t->id) & CARDRT_CREATURE);
}
static const cardrt_target_spec target_creature[] = {
    { .text = "creature", .min = 1, .max = 1, .legal = is_creature },
};

static bool next_end_step(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev->kind == CARDRT_EV_STEP && ev->step == CARDRT_STEP_END;
}

/* "Return the exiled card to the battlefield under its owner's control." */
static void return_linked(cardrt_ctx *ctx)
{
    cardrt_ref r;
    for (unsigned i = 0; i < cardrt_ctx_linked_count(ctx); i++)
        if (cardrt_ctx_linked(ctx, i, &r) && r.kind == CARDRT_REF_OBJECT)
            cardrt_move(cardrt_ctx_game(ctx), r.id, CARDRT_BATTLEFIELD);
}
static const cardrt_trigger_def return_at_end = {
    .text = "At the beginning of the next end step, return it.", .matches = next_end_step,
    .effect = return_linked,
};

/* "Exile target creature.  Return it to the battlefield under its owner's
 * control at the beginning of the next end step." */
static void flicker(cardrt_ctx *ctx)
{
    cardrt_ref t;
    if (!cardrt_ctx_target(ctx, 0, 0, &t))
        return;
    cardrt_game *g = cardrt_ctx_game(ctx);
    cardrt_move(g, t.id, CARDRT_EXILE);
    cardrt_add_delayed_trigger(g, cardrt_ctx_source(ctx), cardrt_ctx_controller(ctx), &return_at_end,
                               &t, 1);
}
static const cardrt_card_def FLICKER = {
    .name = "Flicker", .types = CARDRT_INSTANT, .targets = target_creature, .ntargets = 1,
    .resolve = flicker,
};

static cardrt_id cast_flicker(cardrt_game *g, unsigned caster, cardrt_id target)
{
    cardrt_id f = put(g, &FLICKER, caster, CARDRT_HAND);
    cardrt_ref t = obj(target);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, caster, f, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    return f;
}

static void cr_417_2_at_the_beginning_of_the_next_end_step(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cast_flicker(g, 0, bear);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_EXILE);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_MAIN2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);           /* it waits for its event */
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_controller(g, bear), 1);     /* its owner's */
    /* Once, then gone: the next end step triggers nothing. */
    cardrt_move(g, bear, CARDRT_EXILE);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_EXILE);
    cardrt_game_free(g);
}

static void cr_417_2_created_in_the_end_step_waits_for_the_next(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END), CARDRT_OK);
    cast_flicker(g, 1, bear);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);     /* this end step has begun already */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_EXILE);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_BATTLEFIELD);
    cardrt_game_free(g);
}

static void cr_417_2_a_linked_object_that_moved_is_a_new_object(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cast_flicker(g, 0, bear);
    cardrt_move(g, bear, CARDRT_GRAVEYARD);             /* it left exile */
    cardrt_move(g, bear, CARDRT_EXILE);                 /* and came back: not the same one */
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);           /* it triggers, and finds nothing */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_EXILE);
    cardrt_game_free(g);
}

/* "At the beginning of your next upkeep, that player loses 3 life": the
 * controller given, a player linked, the source gone. */
static bool your_upkeep(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)self;
    (void)g;
    return ev->kind == CARDRT_EV_STEP && ev->step == CARDRT_STEP_UPKEEP && ev->player == 0;
}
static int upkeep_controller = -1;
static void linked_player_loses(cardrt_ctx *ctx)
{
    cardrt_ref r;
    upkeep_controller = (int)cardrt_ctx_controller(ctx);
    CU_ASSERT(!cardrt_ctx_linked(ctx, 1, &r));
    if (cardrt_ctx_linked(ctx, 0, &r) && r.kind == CARDRT_REF_PLAYER)
        cardrt_lose_life(cardrt_ctx_game(ctx), (unsigned)r.id, 3);
}
static const cardrt_trigger_def at_upkeep = {
    .text = "At the beginning of your next upkeep, that player loses 3 life.",
    .matches = your_upkeep, .effect = linked_player_loses,
};

static void cr_417_2_controller_and_linked_player(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_ref p = player(1);
    CU_ASSERT_EQUAL(cardrt_add_delayed_trigger(g, bear, 0, &at_upkeep, &p, 1), CARDRT_OK);
    cardrt_move(g, bear, CARDRT_GRAVEYARD);
    cardrt_game *copy = cardrt_game_clone(g);           /* the clone keeps it too */
    CU_ASSERT_PTR_NOT_NULL_FATAL(copy);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);             /* not player 1's upkeep */
    upkeep_controller = -1;
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);     /* resolved on the way */
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 17);
    CU_ASSERT_EQUAL(upkeep_controller, 0);
    CU_ASSERT_EQUAL(cardrt_life(copy, 1), 20);
    cardrt_end_turn(copy);
    cardrt_end_turn(copy);
    CU_ASSERT_EQUAL(cardrt_life(copy, 1), 17);
    cardrt_end_turn(g);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 17);             /* once */
    cardrt_game_free(copy);
    cardrt_game_free(g);
}

/* "Whenever player 0 gains life this turn, player 1 loses 1 life" */
static bool player0_gains(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)self;
    (void)g;
    return ev->kind == CARDRT_EV_LIFE_GAINED && ev->player == 0;
}
static void player1_loses(cardrt_ctx *ctx)
{
    cardrt_lose_life(cardrt_ctx_game(ctx), 1, 1);
}
static const cardrt_trigger_def on_gain = {
    .text = "Whenever you gain life this turn, that player loses 1 life.",
    .matches = player0_gains, .effect = player1_loses,
};

/* CR 603.7b: a delayed triggered ability that lasts the turn triggers each
 * time, not for what came before it, and the turn's end ends it */
static void cr_603_7b_this_turn_each_time(void)
{
    cardrt_game *g = new_game();
    cardrt_gain_life(g, 0, 1);
    CU_ASSERT_EQUAL(cardrt_add_turn_trigger(g, 0, 0, &on_gain), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_add_turn_trigger(NULL, 0, 0, &on_gain), CARDRT_EINVAL);
    for (int i = 0; i < 2; i++) {
        cardrt_gain_life(g, 0, 1);
        cardrt_check_sba(g);
        while (cardrt_stack_size(g))
            cardrt_resolve_top(g);
    }
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    cardrt_gain_life(g, 0, 1);
    cardrt_check_sba(g);
    while (cardrt_stack_size(g))
        cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    cardrt_game_free(g);
}

static void api_delayed_bad_use(void)
{
    cardrt_game *g = new_game();
    cardrt_ref many[CARDRT_MAX_LINKED + 1];
    for (unsigned i = 0; i <= CARDRT_MAX_LINKED; i++)
        many[i] = player(0);
    cardrt_ref bad = obj(42);
    CU_ASSERT_EQUAL(cardrt_add_delayed_trigger(NULL, 0, 0, &at_upkeep, NULL, 0), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_delayed_trigger(g, 0, 0, NULL, NULL, 0), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_delayed_trigger(g, 0, 5, &at_upkeep, NULL, 0), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_delayed_trigger(g, 99, 0, &at_upkeep, NULL, 0), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_delayed_trigger(g, 0, 0, &at_upkeep, NULL, 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_delayed_trigger(g, 0, 0, &at_upkeep, &bad, 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_delayed_trigger(g, 0, 0, &at_upkeep, many, CARDRT_MAX_LINKED + 1),
                    CARDRT_ELIMIT);
    CU_ASSERT_EQUAL(cardrt_add_delayed_trigger(g, 0, 0, &at_upkeep, many, CARDRT_MAX_LINKED),
                    CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_ctx_linked_count(NULL), 0);
    CU_ASSERT(!cardrt_ctx_linked(NULL, 0, many));
    cardrt_game_free(g);
}

void register_delayed_tests(void)
{
    CU_pSuite s = test_suite("delayed");
    test_add(s, "cr_417_2_at_the_beginning_of_the_next_end_step",
             cr_417_2_at_the_beginning_of_the_next_end_step);
    test_add(s, "cr_417_2_created_in_the_end_step_waits_for_the_next",
             cr_417_2_created_in_the_end_step_waits_for_the_next);
    test_add(s, "cr_417_2_a_linked_object_that_moved_is_a_new_object",
             cr_417_2_a_linked_object_that_moved_is_a_new_object);
    test_add(s, "cr_417_2_controller_and_linked_player", cr_417_2_controller_and_linked_player);
    test_add(s, "cr_603_7b_this_turn_each_time", cr_603_7b_this_turn_each_time);
    test_add(s, "api_delayed_bad_use", api_delayed_bad_use);
}
