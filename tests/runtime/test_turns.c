/* test_turns.c — the steps of a turn and priority: CR 413.1 (all players
 * pass in succession, ../shared/rules/000_91b4b7cd603922e7.txt) and the
 * Fourth Edition rulebook's turn ("More on the Turn", "Timing",
 * 002_d0fb43b6f7c903d1.txt). */
#include "rt_tests.h"

static const cardrt_card_def BEAR = {
    .name = "Bear", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 2, .toughness = 2,
};
static const cardrt_card_def ROCK = { .name = "Rock", .types = CARDRT_ARTIFACT };
static const cardrt_card_def SLEEPER = {
    .name = "Sleeper", .types = CARDRT_ARTIFACT | CARDRT_CREATURE, .has_pt = true, .power = 3,
    .toughness = 3, .keywords = CARDRT_KW(CARDRT_KW_DOESNT_UNTAP),
};

static void add_green(cardrt_ctx *ctx)
{
    cardrt_fx_add_mana(ctx, CARDRT_MANA_G, 1);
}
static const cardrt_cost tap[] = { { .kind = CARDRT_COST_TAP } };
static const cardrt_activated_def elf_mana[] = {
    { .text = "{T}: Add {G}.", .costs = tap, .ncosts = 1, .effect = add_green, .mana_ability = true },
};
static const cardrt_card_def ELF = {
    .name = "Elf", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE, .has_pt = true, .power = 1,
    .toughness = 1, .activated = elf_mana, .nactivated = 1,
};

/* ---- priority (CR 413.1) ------------------------------------------------------ */

static void cr_413_1_all_players_pass_in_succession(void)
{
    cardrt_game *g = new_game();
    cardrt_id s = put(g, &rt_shock, 0, CARDRT_HAND);
    cardrt_ref t = player(1);
    unsigned n = 1;
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 0);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, s, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 0);          /* the caster keeps priority */
    CU_ASSERT_EQUAL(cardrt_pass(g, 0), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 1);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);               /* one pass resolves nothing */
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    CU_ASSERT_EQUAL(cardrt_pass(g, 1), CARDRT_OK);          /* both passed: it resolves */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 0);          /* the active player's again */
    CU_ASSERT_EQUAL(cardrt_current_step(g), CARDRT_STEP_MAIN);
    cardrt_game_free(g);
}

static void cr_413_1_a_response_starts_the_passes_again(void)
{
    cardrt_game *g = new_game();
    cardrt_id a = put(g, &rt_shock, 0, CARDRT_HAND), b = put(g, &rt_shock, 1, CARDRT_HAND);
    cardrt_ref t = player(1);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, a, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_pass(g, 0), CARDRT_OK);
    t = player(0);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, b, &t, &n), CARDRT_OK);    /* in response */
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 1);
    CU_ASSERT_EQUAL(cardrt_pass(g, 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);               /* player 0 has not passed since */
    CU_ASSERT_EQUAL(cardrt_pass(g, 0), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);               /* the response resolved first */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 18);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    cardrt_game_free(g);
}

static void ed4_timing_a_player_who_passed_has_let_the_chance_go(void)
{
    /* The Fourth Edition rulebook, Timing: "Once that player yields
     * priority, the chance to play spells and abilities has passed; the
     * first player can't reclaim priority just because the other player has
     * yielded it" -- until the stack resolves. */
    cardrt_game *g = new_game();
    cardrt_id a = put(g, &rt_shock, 0, CARDRT_HAND), b = put(g, &rt_shock, 0, CARDRT_HAND);
    cardrt_ref t = player(1);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, a, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_pass(g, 0), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, b, &t, &n), CARDRT_ETIMING);
    CU_ASSERT_EQUAL(cardrt_pass(g, 0), CARDRT_ETIMING);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, b), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_pass(g, 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, b, &t, &n), CARDRT_OK);   /* priority again */
    cardrt_game_free(g);
}

static void cr_413_1_passing_takes_priority_as_in_a_game(void)
{
    /* A player who has not passed may act or pass without holding priority:
     * the players before them pass first. */
    cardrt_game *g = new_game();
    CU_ASSERT_EQUAL(cardrt_pass(g, 1), CARDRT_OK);          /* 0 passes, then 1: the step ends */
    CU_ASSERT_EQUAL(cardrt_current_step(g), CARDRT_STEP_BEGIN_COMBAT);
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 0);
    cardrt_game_free(g);
}

/* ---- the steps ------------------------------------------------------------------ */

static void ed4_turn_steps_in_order(void)
{
    /* With the stack empty, all players passing ends the step; the first
     * pass in the declare attackers step declares no attackers, and
     * without attackers there are no blockers or combat damage; nobody gets
     * priority in the untap and cleanup steps. */
    static const cardrt_step want[] = {
        CARDRT_STEP_BEGIN_COMBAT, CARDRT_STEP_DECLARE_ATTACKERS, CARDRT_STEP_DECLARE_ATTACKERS,
        CARDRT_STEP_END_COMBAT,
        CARDRT_STEP_MAIN2, CARDRT_STEP_END, CARDRT_STEP_UPKEEP, CARDRT_STEP_DRAW, CARDRT_STEP_MAIN,
    };
    cardrt_game *g = new_game();
    CU_ASSERT_EQUAL(cardrt_turn_number(g), 1);
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        CU_ASSERT_EQUAL(cardrt_pass_all(g), CARDRT_OK);
        CU_ASSERT_EQUAL(cardrt_current_step(g), want[i]);
    }
    CU_ASSERT_EQUAL(cardrt_turn_number(g), 2);
    CU_ASSERT_EQUAL(cardrt_active_player(g), 1);
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 1);
    cardrt_game_free(g);
}

/* Records each step event its effect sees: step * 10 + player. */
static int step_log[16], step_n;
static void log_step(cardrt_ctx *ctx)
{
    const cardrt_event *ev = cardrt_ctx_event(ctx);
    if (ev && step_n < 16)
        step_log[step_n++] = (int)ev->step * 10 + (int)ev->player;
}
static bool your_upkeep(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_STEP && ev->step == CARDRT_STEP_UPKEEP
           && ev->player == cardrt_controller(g, self);
}
static bool each_end_step(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev->kind == CARDRT_EV_STEP && ev->step == CARDRT_STEP_END;
}
static bool combat_on_your_turn(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_STEP && ev->step == CARDRT_STEP_BEGIN_COMBAT
           && ev->player == cardrt_controller(g, self);
}
static const cardrt_trigger_def clock_triggers[] = {
    { .text = "At the beginning of your upkeep, ...", .matches = your_upkeep, .effect = log_step },
    { .text = "At the beginning of each end step, ...", .matches = each_end_step, .effect = log_step },
    { .text = "At the beginning of combat on your turn, ...", .matches = combat_on_your_turn,
      .effect = log_step },
};
static const cardrt_card_def CLOCK = {
    .name = "Clock", .types = CARDRT_ENCHANTMENT, .triggers = clock_triggers, .ntriggers = 3,
};

static void ed4_step_triggers(void)
{
    cardrt_game *g = new_game();
    put(g, &CLOCK, 0, CARDRT_BATTLEFIELD);
    step_n = 0;
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_BEGIN_COMBAT), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);       /* it stops as the step begins */
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK); /* each end step: player 0's */
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK); /* player 1's, then player 0's upkeep */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);       /* resolved on the way */
    CU_ASSERT_EQUAL_FATAL(step_n, 4);
    CU_ASSERT_EQUAL(step_log[0], CARDRT_STEP_BEGIN_COMBAT * 10 + 0);
    CU_ASSERT_EQUAL(step_log[1], CARDRT_STEP_END * 10 + 0);
    CU_ASSERT_EQUAL(step_log[2], CARDRT_STEP_END * 10 + 1);
    CU_ASSERT_EQUAL(step_log[3], CARDRT_STEP_UPKEEP * 10 + 0);
    CU_ASSERT_EQUAL(cardrt_turn_number(g), 3);
    CU_ASSERT_EQUAL(cardrt_current_step(g), CARDRT_STEP_MAIN);
    cardrt_game_free(g);
}

static void ed4_untap_step(void)
{
    /* "All your permanents untap simultaneously"; the untap cost cards
     * (doesn't untap during the untap step) stay tapped. */
    cardrt_game *g = new_game();
    cardrt_id mine = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_id theirs = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id sleeper = put(g, &SLEEPER, 1, CARDRT_BATTLEFIELD);
    cardrt_set_tapped(g, mine, true);
    cardrt_set_tapped(g, theirs, true);
    cardrt_set_tapped(g, sleeper, true);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT(cardrt_is_tapped(g, mine));           /* not in player 1's untap step */
    CU_ASSERT(!cardrt_is_tapped(g, theirs));
    CU_ASSERT(cardrt_is_tapped(g, sleeper));
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT(!cardrt_is_tapped(g, mine));
    cardrt_game_free(g);
}

static void ed4_draw_step(void)
{
    cardrt_game *g = new_game();
    put(g, &ROCK, 1, CARDRT_LIBRARY);
    put(g, &ROCK, 1, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_UPKEEP), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_HAND), 0);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_DRAW), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_HAND), 1);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_LIBRARY), 1);
    cardrt_game_free(g);
}

static void ed4_mana_empties_as_each_step_ends(void)
{
    /* The rulebook empties the pools at the end of each phase; later rules
     * at the end of each step. */
    cardrt_game *g = new_game();
    cardrt_id elf = put(g, &ELF, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, elf, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_G), 1);
    CU_ASSERT_EQUAL(cardrt_pass_all(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_current_step(g), CARDRT_STEP_BEGIN_COMBAT);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_G), 0);
    cardrt_game_free(g);
}

/* Chooses the last candidates for a discard. */
static unsigned discard_last(void *user, const cardrt_game *g, const cardrt_choice *c,
                             unsigned *answers)
{
    (void)user;
    (void)g;
    if (c->kind != CARDRT_CHOOSE_OBJECTS)
        return ~0u;
    for (unsigned i = 0; i < c->min; i++)
        answers[i] = c->ncandidates - 1 - i;
    return c->min;
}

static void ed4_cleanup_discard_damage_and_effects(void)
{
    /* "If you have more than seven cards in your hand, discard down to
     * seven"; "all damage dealt to permanents this turn wears off, as do all
     * effects that last until end of turn". */
    cardrt_game *g = new_game();
    cardrt_id hand[9];
    for (int i = 0; i < 9; i++)
        hand[i] = put(g, &ROCK, 0, CARDRT_HAND);
    for (int i = 0; i < 9; i++)
        put(g, &ROCK, 1, CARDRT_HAND);              /* not player 1's turn: kept */
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, 0, obj(bear), 1);
    static const cardrt_change pump[] = { { .kind = CARDRT_MODIFY_PT, .power = 1, .toughness = 1 } };
    cardrt_effect_spec e = { pump, 1, CARDRT_UNTIL_END_OF_TURN, NULL, &bear, 1, NULL };
    cardrt_add_effect(g, bear, &e);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 7);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_GRAVEYARD), 2);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, hand[0]), CARDRT_GRAVEYARD);   /* the default: the first */
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_HAND), 9);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, bear), 0);
    assert_pt(g, bear, 2, 2);
    /* Player 1 chooses through the chooser. */
    cardrt_set_chooser(g, discard_last, NULL);
    cardrt_id last = put(g, &ROCK, 1, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_HAND), 7);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, last), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

/* CR 511.3: "until end of combat" ends as the end of combat step ends;
 * "until your next turn" ends as the next turn of the source's controller
 * begins, not at the other player's (three players here). */
static void cr_511_3_until_end_of_combat_and_until_your_next_turn(void)
{
    cardrt_game *g = cardrt_game_new(3, 20, 42);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    cardrt_id mine = put(g, &BEAR, 0, CARDRT_BATTLEFIELD), theirs = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    static const cardrt_change pump[] = { { .kind = CARDRT_MODIFY_PT, .power = 1, .toughness = 1 } };
    cardrt_effect_spec combat = { pump, 1, CARDRT_UNTIL_END_OF_COMBAT, NULL, &mine, 1, NULL };
    cardrt_effect_spec next = { pump, 1, CARDRT_UNTIL_YOUR_NEXT_TURN, NULL, &theirs, 1, NULL };
    CU_ASSERT_EQUAL(cardrt_add_effect(g, mine, &combat), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_add_effect(g, mine, &next), CARDRT_OK);     /* player 0's */
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END_COMBAT), CARDRT_OK);
    assert_pt(g, mine, 3, 3);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_MAIN2), CARDRT_OK);
    assert_pt(g, mine, 2, 2);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);        /* player 1's turn */
    assert_pt(g, theirs, 3, 3);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);        /* player 2's */
    assert_pt(g, theirs, 3, 3);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);        /* player 0's again */
    CU_ASSERT_EQUAL(cardrt_active_player(g), 0);
    assert_pt(g, theirs, 2, 2);
    cardrt_game_free(g);
}

/* CR 611.2a: "until your next upkeep" ends as its controller's next upkeep
 * begins, "until your next end step" as their next end step begins; not
 * the other player's, nor the one they were created in. */
static void cr_611_2a_until_your_next_upkeep_and_end_step(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 42);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    cardrt_id a = put(g, &BEAR, 0, CARDRT_BATTLEFIELD), b = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    static const cardrt_change pump[] = { { .kind = CARDRT_MODIFY_PT, .power = 1, .toughness = 1 } };
    cardrt_effect_spec upkeep = { pump, 1, CARDRT_UNTIL_YOUR_NEXT_UPKEEP, NULL, &a, 1, NULL };
    cardrt_effect_spec end = { pump, 1, CARDRT_UNTIL_YOUR_NEXT_END_STEP, NULL, &b, 1, NULL };
    CU_ASSERT_EQUAL(cardrt_add_effect(g, a, &upkeep), CARDRT_OK);      /* player 0's */
    CU_ASSERT_EQUAL(cardrt_add_effect(g, a, &end), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_MAIN2), CARDRT_OK);
    assert_pt(g, b, 3, 3);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END), CARDRT_OK);
    assert_pt(g, b, 2, 2);
    assert_pt(g, a, 3, 3);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_UPKEEP), CARDRT_OK);     /* player 1's */
    CU_ASSERT_EQUAL(cardrt_active_player(g), 1);
    assert_pt(g, a, 3, 3);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_UPKEEP), CARDRT_OK);     /* player 0's */
    CU_ASSERT_EQUAL(cardrt_active_player(g), 0);
    assert_pt(g, a, 2, 2);
    cardrt_game_free(g);
}

static bool you_discard(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->from == CARDRT_HAND
           && ev->to == CARDRT_GRAVEYARD && cardrt_owner(g, ev->object) == cardrt_controller(g, self);
}
static void gain_one(cardrt_ctx *ctx)
{
    cardrt_gain_life(cardrt_ctx_game(ctx), cardrt_ctx_controller(ctx), 1);
}
static const cardrt_trigger_def on_discard[] = {
    { .text = "Whenever you discard a card, you gain 1 life.", .matches = you_discard, .effect = gain_one },
};
static const cardrt_card_def CONFESSOR = {
    .name = "Confessor", .types = CARDRT_ENCHANTMENT, .triggers = on_discard, .ntriggers = 1,
};

static void cleanup_with_a_trigger_gives_priority_and_repeats(void)
{
    /* Not in the Fourth Edition documents (no fast effects in cleanup);
     * later rules (514.3a): if an ability triggers during cleanup, players
     * get priority, and another cleanup step follows. */
    cardrt_game *g = new_game();
    put(g, &CONFESSOR, 0, CARDRT_BATTLEFIELD);
    for (int i = 0; i < 8; i++)
        put(g, &ROCK, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_pass_all(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_current_step(g), CARDRT_STEP_CLEANUP);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    CU_ASSERT_EQUAL(cardrt_pass_all(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 21);
    CU_ASSERT_EQUAL(cardrt_current_step(g), CARDRT_STEP_CLEANUP);
    CU_ASSERT_EQUAL(cardrt_pass_all(g), CARDRT_OK);         /* another cleanup, then the next turn */
    CU_ASSERT_EQUAL(cardrt_current_step(g), CARDRT_STEP_UPKEEP);
    CU_ASSERT_EQUAL(cardrt_active_player(g), 1);
    cardrt_game_free(g);
}

static void end_turn_resolves_triggers_on_the_way(void)
{
    cardrt_game *g = new_game();
    put(g, &CLOCK, 1, CARDRT_BATTLEFIELD);
    step_n = 0;
    cardrt_id s = put(g, &rt_shock, 0, CARDRT_HAND);
    cardrt_ref t = player(1);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, s, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);     /* what is on the stack resolves first */
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    CU_ASSERT_EQUAL(step_n, 2);                         /* end step, then player 1's upkeep */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    CU_ASSERT_EQUAL(cardrt_current_step(g), CARDRT_STEP_MAIN);
    CU_ASSERT_EQUAL(cardrt_active_player(g), 1);
    cardrt_game_free(g);
}

static void advance_to_the_next_time_a_step_begins(void)
{
    cardrt_game *g = new_game();
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_MAIN2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_turn_number(g), 1);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_MAIN), CARDRT_OK);     /* the next turn's */
    CU_ASSERT_EQUAL(cardrt_turn_number(g), 2);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_UNTAP), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_CLEANUP), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, (cardrt_step)99), CARDRT_EINVAL);
    cardrt_id s = put(g, &rt_shock, 1, CARDRT_HAND);
    cardrt_ref t = player(0);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, s, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END), CARDRT_ETIMING);  /* not with a stack */
    CU_ASSERT_EQUAL(cardrt_current_step(g), CARDRT_STEP_MAIN);
    cardrt_game_free(g);
}

/* CR 500.8: "After this main phase, there is an additional combat phase
 * followed by an additional main phase": both directly after the main
 * phase it resolves in, then the turn's own combat; "After this combat
 * phase" resolving in a main phase adds nothing (its result 0). */
static cardrt_status added_status, combat_status;
static int added_result, combat_result;
static void add_phases(cardrt_ctx *ctx)
{
    combat_status = cardrt_fx_add_phases(ctx, CARDRT_PHASE_COMBAT, false);
    combat_result = cardrt_fx_result(ctx);
    added_status = cardrt_fx_add_phases(ctx, CARDRT_PHASE_MAIN, true);
    added_result = cardrt_fx_result(ctx);
}
static const cardrt_card_def ASSAULT = {
    .name = "Assault", .colors = CARDRT_RED, .types = CARDRT_SORCERY, .resolve = add_phases,
};

static void cr_500_8_added_phases(void)
{
    static const cardrt_step want[] = {
        CARDRT_STEP_BEGIN_COMBAT, CARDRT_STEP_DECLARE_ATTACKERS, CARDRT_STEP_DECLARE_ATTACKERS,
        CARDRT_STEP_END_COMBAT, CARDRT_STEP_MAIN2,                     /* the added phases */
        CARDRT_STEP_BEGIN_COMBAT, CARDRT_STEP_DECLARE_ATTACKERS, CARDRT_STEP_DECLARE_ATTACKERS,
        CARDRT_STEP_END_COMBAT, CARDRT_STEP_MAIN2, CARDRT_STEP_END,    /* the turn's own */
        CARDRT_STEP_UPKEEP,
    };
    cardrt_game *g = new_game();
    cardrt_id a = put(g, &ASSAULT, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, a, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_pass_all(g), CARDRT_OK);         /* it resolves */
    CU_ASSERT_EQUAL(combat_status, CARDRT_OK);
    CU_ASSERT_EQUAL(combat_result, 0);
    CU_ASSERT_EQUAL(added_status, CARDRT_OK);
    CU_ASSERT_EQUAL(added_result, 1);
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        CU_ASSERT_EQUAL(cardrt_pass_all(g), CARDRT_OK);
        CU_ASSERT_EQUAL(cardrt_current_step(g), want[i]);
        CU_ASSERT_EQUAL(cardrt_turn_number(g), i + 1 < sizeof want / sizeof *want ? 1u : 2u);
    }
    CU_ASSERT_EQUAL(cardrt_fx_add_phases(NULL, CARDRT_PHASE_THIS, false), CARDRT_EINVAL);
    cardrt_game_free(g);
}

/* CR 603.3b: the player whose abilities trigger at once chooses the order
 * they go on the stack (CARDRT_CHOOSE_ORDER: every one of them, the first
 * answer first on the stack); without a chooser, the order they triggered
 * in.  Each Upkeep Log logs its own id as its ability resolves. */
static cardrt_id order_log[4];
static unsigned order_n, order_asked;
static void log_source(cardrt_ctx *ctx)
{
    if (order_n < 4)
        order_log[order_n++] = cardrt_ctx_source(ctx);
}
static const cardrt_trigger_def log_triggers[] = {
    { .text = "At the beginning of your upkeep, ...", .matches = your_upkeep, .effect = log_source },
};
static const cardrt_card_def UPKEEP_LOG = {
    .name = "Upkeep Log", .types = CARDRT_ENCHANTMENT, .triggers = log_triggers, .ntriggers = 1,
};
static unsigned reverse_triggers(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    if (c->kind != CARDRT_CHOOSE_ORDER)
        return ~0u;
    order_asked++;
    CU_ASSERT_EQUAL(c->ncandidates, 2);
    CU_ASSERT(c->min == 2 && c->max == 2 && c->names && c->names[0] && c->names[1]);
    answers[0] = 1;
    answers[1] = 0;
    return 2;
}
static void cr_603_3b_order_of_triggers(void)
{
    for (int chosen = 0; chosen < 2; chosen++) {
        cardrt_game *g = new_game();
        cardrt_id first = put(g, &UPKEEP_LOG, 0, CARDRT_BATTLEFIELD), second = put(g, &UPKEEP_LOG, 0, CARDRT_BATTLEFIELD);
        if (chosen)
            cardrt_set_chooser(g, reverse_triggers, NULL);
        order_n = order_asked = 0;
        CU_ASSERT_EQUAL(cardrt_start_at(g, 1, 0, CARDRT_STEP_UPKEEP), CARDRT_OK);
        CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);
        CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
        CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
        CU_ASSERT_EQUAL(order_n, 2);
        CU_ASSERT_EQUAL(order_asked, (unsigned)chosen);
        /* the last on the stack resolves first */
        CU_ASSERT_EQUAL(order_log[0], chosen ? first : second);
        CU_ASSERT_EQUAL(order_log[1], chosen ? second : first);
        cardrt_game_free(g);
    }
}

/* A game started at a step (cardsim's `start`): the steps before it do not
 * happen; it begins as in a game, its triggers on the stack. */
static void start_at_a_step(void)
{
    cardrt_game *g = new_game();
    put(g, &CLOCK, 0, CARDRT_BATTLEFIELD);
    step_n = 0;
    CU_ASSERT_EQUAL(cardrt_start_at(g, 1, 0, CARDRT_STEP_UPKEEP), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_current_step(g), CARDRT_STEP_UPKEEP);
    CU_ASSERT_EQUAL(cardrt_turn_number(g), 1);
    CU_ASSERT_EQUAL(cardrt_active_player(g), 0);
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 0);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);       /* "at the beginning of your upkeep" */
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(step_n, 1);
    /* Once a step has begun, the game has started. */
    CU_ASSERT_EQUAL(cardrt_start_at(g, 1, 0, CARDRT_STEP_MAIN), CARDRT_ETIMING);
    cardrt_game_free(g);

    g = new_game();
    put(g, &CLOCK, 0, CARDRT_BATTLEFIELD);
    put(g, &ROCK, 1, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_start_at(g, 2, 1, CARDRT_STEP_DRAW), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_turn_number(g), 2);
    CU_ASSERT_EQUAL(cardrt_active_player(g), 1);
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 1);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_HAND), 1);   /* the draw step's draw */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);       /* not player 0's upkeep: no trigger */
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_turn_number(g), 3);
    CU_ASSERT_EQUAL(cardrt_active_player(g), 0);
    cardrt_game_free(g);

    g = new_game();
    CU_ASSERT_EQUAL(cardrt_start_at(g, 1, 0, CARDRT_STEP_UNTAP), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_start_at(g, 1, 0, CARDRT_STEP_CLEANUP), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_start_at(g, 1, 0, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_start_at(g, 0, 0, CARDRT_STEP_UPKEEP), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_start_at(g, 1, 2, CARDRT_STEP_UPKEEP), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_start_at(NULL, 1, 0, CARDRT_STEP_UPKEEP), CARDRT_EINVAL);
    cardrt_id s = put(g, &rt_shock, 0, CARDRT_HAND);
    cardrt_ref t = player(1);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, s, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_start_at(g, 1, 0, CARDRT_STEP_UPKEEP), CARDRT_ETIMING);
    CU_ASSERT_EQUAL(cardrt_current_step(g), CARDRT_STEP_MAIN);
    cardrt_game_free(g);
}

static void players_who_lost_are_skipped(void)
{
    cardrt_game *g = cardrt_game_new(3, 20, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    cardrt_lose_life(g, 1, 20);
    cardrt_check_sba(g);
    CU_ASSERT(cardrt_player_lost(g, 1));
    CU_ASSERT(!cardrt_game_over(g, NULL, NULL));
    cardrt_id s = put(g, &rt_shock, 0, CARDRT_HAND);
    cardrt_ref t = player(2);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, s, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_pass(g, 0), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 2);          /* not player 1 */
    CU_ASSERT_EQUAL(cardrt_pass(g, 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_pass(g, 2), CARDRT_OK);          /* all still in the game passed */
    CU_ASSERT_EQUAL(cardrt_life(g, 2), 18);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_active_player(g), 2);            /* player 1 gets no turn */
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_active_player(g), 0);
    cardrt_game_free(g);
}

static void api_turns_bad_use(void)
{
    CU_ASSERT_EQUAL(cardrt_pass(NULL, 0), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_pass_all(NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_advance_to(NULL, CARDRT_STEP_END), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_end_turn(NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_priority_player(NULL), 0);
    CU_ASSERT_EQUAL(cardrt_turn_number(NULL), 0);
    cardrt_game *g = new_game();
    CU_ASSERT_EQUAL(cardrt_pass(g, 2), CARDRT_EINVAL);
    /* A clone is at the same point of the turn, and goes on by itself. */
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END), CARDRT_OK);
    cardrt_game *c = cardrt_game_clone(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT_EQUAL(cardrt_current_step(c), CARDRT_STEP_END);
    CU_ASSERT_EQUAL(cardrt_end_turn(c), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_turn_number(c), 2);
    CU_ASSERT_EQUAL(cardrt_turn_number(g), 1);
    cardrt_game_free(c);
    /* A game that is over goes nowhere. */
    cardrt_lose_life(g, 1, 20);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_pass(g, 0), CARDRT_EOVER);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_EOVER);
    cardrt_game_free(g);
}

void register_turns_tests(void)
{
    CU_pSuite s = test_suite("turns");
    test_add(s, "cr_413_1_all_players_pass_in_succession", cr_413_1_all_players_pass_in_succession);
    test_add(s, "cr_511_3_until_end_of_combat_and_until_your_next_turn",
             cr_511_3_until_end_of_combat_and_until_your_next_turn);
    test_add(s, "cr_611_2a_until_your_next_upkeep_and_end_step", cr_611_2a_until_your_next_upkeep_and_end_step);
    test_add(s, "cr_603_3b_order_of_triggers", cr_603_3b_order_of_triggers);
    test_add(s, "cr_413_1_a_response_starts_the_passes_again", cr_413_1_a_response_starts_the_passes_again);
    test_add(s, "ed4_timing_a_player_who_passed_has_let_the_chance_go",
             ed4_timing_a_player_who_passed_has_let_the_chance_go);
    test_add(s, "cr_413_1_passing_takes_priority_as_in_a_game", cr_413_1_passing_takes_priority_as_in_a_game);
    test_add(s, "ed4_turn_steps_in_order", ed4_turn_steps_in_order);
    test_add(s, "ed4_step_triggers", ed4_step_triggers);
    test_add(s, "ed4_untap_step", ed4_untap_step);
    test_add(s, "ed4_draw_step", ed4_draw_step);
    test_add(s, "ed4_mana_empties_as_each_step_ends", ed4_mana_empties_as_each_step_ends);
    test_add(s, "ed4_cleanup_discard_damage_and_effects", ed4_cleanup_discard_damage_and_effects);
    test_add(s, "cleanup_with_a_trigger_gives_priority_and_repeats",
             cleanup_with_a_trigger_gives_priority_and_repeats);
    test_add(s, "end_turn_resolves_triggers_on_the_way", end_turn_resolves_triggers_on_the_way);
    test_add(s, "advance_to_the_next_time_a_step_begins", advance_to_the_next_time_a_step_begins);
    test_add(s, "cr_500_8_added_phases", cr_500_8_added_phases);
    test_add(s, "start_at_a_step", start_at_a_step);
    test_add(s, "players_who_lost_are_skipped", players_who_lost_are_skipped);
    test_add(s, "api_turns_bad_use", api_turns_bad_use);
}
