/* test_counters.c — counters of any kind on objects and players (the
 * Fourth Edition rulebook's "Counters": counters with the same name are
 * interchangeable; ten poison counters lose the game), the costs that put
 * or remove them, and planeswalkers' loyalty (CR 306 and 606 in later
 * rules). */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "rt_tests.h"

static const cardrt_card_def BEAR = {
    .name = "Bear", .types = CARDRT_CREATURE, .has_pt = true, .power = 2, .toughness = 2,
};
static const cardrt_card_def ROCK = { .name = "Rock", .types = CARDRT_ARTIFACT };

/* What the last "counters" event said (a trigger records it). */
static struct {
    int events, amount, plus;   /* plus: cardrt_event_counters of "+1/+1" */
    char kind[16];
} seen;

static bool counters_put(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev->kind == CARDRT_EV_COUNTERS;
}

static void record_event(cardrt_ctx *ctx)
{
    const cardrt_event *ev = cardrt_ctx_event(ctx);
    seen.events++;
    seen.plus = cardrt_event_counters(ev, "+1/+1");
    seen.amount = ev->amount;
    snprintf(seen.kind, sizeof seen.kind, "%s", ev->counter ? ev->counter : "?");
}

static const cardrt_trigger_def watch_counters[] = {
    { .text = "Whenever counters are put on or removed from anything, ...", .matches = counters_put,
      .effect = record_event },
};
static const cardrt_card_def WATCHER = {
    .name = "Watcher", .types = CARDRT_ENCHANTMENT, .triggers = watch_counters, .ntriggers = 1,
};

static void ed4_counters_of_any_kind(void)
{
    /* "Counters that have the same name are considered interchangeable." */
    cardrt_game *g = new_game();
    cardrt_id rock = put(g, &ROCK, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_add_counter(g, rock, "charge", 3), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_add_counter(g, rock, "time", 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_add_counter(g, rock, "charge", 2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, rock, "charge"), 5);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, rock, "time"), 1);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, rock, "fade"), 0);
    CU_ASSERT_EQUAL(cardrt_add_counter(g, rock, "charge", -2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, rock, "charge"), 3);
    /* Removing more than there are removes as many as there are. */
    CU_ASSERT_EQUAL(cardrt_add_counter(g, rock, "charge", -10), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, rock, "charge"), 0);
    CU_ASSERT_EQUAL(cardrt_add_counter(g, rock, "fade", -1), CARDRT_OK);
    /* ...even INT_MIN of them (the soak test found -INT_MIN overflow). */
    CU_ASSERT_EQUAL(cardrt_add_counter(g, rock, "charge", 12), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_add_counter(g, rock, "charge", INT_MIN), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, rock, "charge"), 0);
    /* Players: energy, poison. */
    CU_ASSERT_EQUAL(cardrt_add_player_counter(g, 1, "energy", 4), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_player_counter_count(g, 1, "energy"), 4);
    CU_ASSERT_EQUAL(cardrt_player_counter_count(g, 0, "energy"), 0);
    CU_ASSERT_EQUAL(cardrt_add_poison(g, 1, 2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_add_player_counter(g, 1, "poison", 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_poison(g, 1), 3);
    CU_ASSERT_EQUAL(cardrt_player_counter_count(g, 1, "poison"), 3);
    /* Bad use. */
    CU_ASSERT_EQUAL(cardrt_add_counter(NULL, rock, "charge", 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_counter(g, rock, NULL, 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_counter(g, rock, "", 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_counter(g, 99, "charge", 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_counter(g, put(g, &ROCK, 0, CARDRT_HAND), "charge", 1), CARDRT_EZONE);
    CU_ASSERT_EQUAL(cardrt_add_player_counter(g, 5, "energy", 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_poison(g, 0, -1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_counter_count(NULL, rock, "charge"), 0);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, rock, NULL), 0);
    CU_ASSERT_EQUAL(cardrt_player_counter_count(g, 9, "energy"), 0);
    cardrt_game_free(g);
}

static void ed4_counters_event_names_kind_and_amount(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    put(g, &WATCHER, 0, CARDRT_BATTLEFIELD);
    memset(&seen, 0, sizeof seen);
    cardrt_add_counter(g, bear, "+1/+1", 2);
    cardrt_check_sba(g);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(seen.events, 1);
    CU_ASSERT_EQUAL(seen.amount, 2);
    CU_ASSERT_STRING_EQUAL(seen.kind, "+1/+1");
    CU_ASSERT_EQUAL(seen.plus, 2);
    cardrt_add_counter(g, bear, "+1/+1", -5);           /* two are removed */
    cardrt_check_sba(g);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(seen.amount, -2);
    CU_ASSERT_EQUAL(seen.plus, -2);
    cardrt_add_counter(g, bear, "charge", 1);           /* another kind */
    cardrt_check_sba(g);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(seen.plus, 0);
    CU_ASSERT_EQUAL(cardrt_event_counters(NULL, "+1/+1"), 0);
    /* A kind the game learns; the event still names it in a clone after
     * the original is gone. */
    cardrt_add_counter(g, bear, "shield", 1);
    cardrt_check_sba(g);
    cardrt_game *c = cardrt_game_clone(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    cardrt_game_free(g);
    cardrt_resolve_top(c);
    CU_ASSERT_STRING_EQUAL(seen.kind, "shield");
    CU_ASSERT_EQUAL(cardrt_counter_count(c, bear, "shield"), 1);
    cardrt_game_free(c);
}

static void cr_418_5a_counters_in_layer_6c(void)
{
    /* +1/+1 and -1/-1 counters of the general API change P/T in 6c, after
     * "becomes 0/1" (6b). */
    static const cardrt_change becomes_0_1[] = { { .kind = CARDRT_SET_PT, .power = 0, .toughness = 1 } };
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_add_counter(g, bear, "+1/+1", 3);
    cardrt_add_counter(g, bear, "-1/-1", 1);
    assert_pt(g, bear, 4, 4);
    cardrt_effect_spec e = { becomes_0_1, 1, CARDRT_UNTIL_END_OF_TURN, NULL, &bear, 1, NULL };
    cardrt_add_effect(g, bear, &e);
    assert_pt(g, bear, 2, 3);
    cardrt_game_free(g);
}

/* The older counters that change power and toughness as their names say
 * ("+1/+0", "-0/-1", "+1/+2"), in layer 6c too; a name of another shape
 * ("+1/+0a", "charge") changes nothing. */
static void cr_418_5a_older_pt_counters(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_add_counter(g, bear, "+1/+0", 2);
    assert_pt(g, bear, 4, 2);
    cardrt_add_counter(g, bear, "-0/-1", 1);
    cardrt_add_counter(g, bear, "+1/+2", 1);
    assert_pt(g, bear, 5, 3);
    cardrt_add_counter(g, bear, "+1/+0a", 1);
    cardrt_add_counter(g, bear, "charge", 4);
    assert_pt(g, bear, 5, 3);
    cardrt_game_free(g);
}

static void cr_400_7_counters_leave_with_the_object(void)
{
    /* An object that changes zones is a new object: no counters (CR 400.7
     * in later rules; the Fourth Edition FAQ: cards out of play "have no
     * memory ... of anything that may have happened to them while they
     * were in play"). */
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_add_counter(g, bear, "+1/+1", 2);
    cardrt_move(g, bear, CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, bear, "+1/+1"), 0);
    assert_pt(g, bear, 2, 2);
    cardrt_move(g, bear, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, bear, "+1/+1"), 0);
    /* Counters in exile (suspend's time counters) go when it leaves exile. */
    cardrt_move(g, bear, CARDRT_EXILE);
    cardrt_add_counter(g, bear, "time", 3);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, bear, "time"), 3);
    cardrt_move(g, bear, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, bear, "time"), 0);
    cardrt_game_free(g);
}

static void ed4_ten_poison_counters_lose(void)
{
    cardrt_game *g = new_game();
    cardrt_add_player_counter(g, 1, "poison", 9);
    cardrt_check_sba(g);
    CU_ASSERT(!cardrt_player_lost(g, 1));
    cardrt_add_poison(g, 1, 1);
    cardrt_check_sba(g);
    CU_ASSERT(cardrt_player_lost(g, 1));
    cardrt_game_free(g);
}

/* ---- costs ---------------------------------------------------------------- */

static void make_token(cardrt_ctx *ctx)
{
    cardrt_fx_tokens(ctx, -1, &BEAR, 1, -1);
}

/* Saproling Burst (Rules FAQ 1.1.07): "Remove a fade counter from Saproling
 * Burst: Put a green Saproling creature token onto the battlefield." */
static const cardrt_cost remove_fade[] = {
    { .kind = CARDRT_COST_REMOVE_COUNTERS, .n = 1, .counter = "fade" },
};
/* "Put a -1/-1 counter on this creature: Create a token." */
static const cardrt_cost put_minus[] = { { .kind = CARDRT_COST_ADD_COUNTERS, .n = 1, .counter = "-1/-1" } };
static const cardrt_activated_def burst_ab[] = {
    { .text = "Remove a fade counter from Saproling Burst: ...", .costs = remove_fade, .ncosts = 1,
      .effect = make_token },
};
static const cardrt_activated_def hatchery_ab[] = {
    { .text = "Put a -1/-1 counter on this creature: ...", .costs = put_minus, .ncosts = 1,
      .effect = make_token },
};
static const cardrt_card_def BURST = {
    .name = "Saproling Burst", .types = CARDRT_ENCHANTMENT, .activated = burst_ab, .nactivated = 1,
};
static const cardrt_card_def HATCHERY = {
    .name = "Hatchery", .types = CARDRT_CREATURE, .has_pt = true, .power = 2, .toughness = 2,
    .activated = hatchery_ab, .nactivated = 1,
};

static void faq_1_1_04_counter_costs(void)
{
    cardrt_game *g = new_game();
    cardrt_id burst = put(g, &BURST, 0, CARDRT_BATTLEFIELD);
    /* No fade counter: the cost can't be paid. */
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, burst, 0, NULL, NULL), CARDRT_ECOST);
    cardrt_add_counter(g, burst, "fade", 2);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, burst, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, burst, "fade"), 1);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, burst, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, burst, 0, NULL, NULL), CARDRT_ECOST);
    cardrt_resolve_top(g);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_BATTLEFIELD), 3);
    /* Putting counters is a cost too: the -1/-1 counter shrinks it at once. */
    cardrt_id hatchery = put(g, &HATCHERY, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, hatchery, 0, NULL, NULL), CARDRT_OK);
    assert_pt(g, hatchery, 1, 1);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, hatchery, 0, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);              /* state-based actions: it dies, 0/0 */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, hatchery), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

/* CR 118.3, 602.2b: "Remove a +1/+1 counter from a creature you control"
 * and "Put a -1/-1 counter on a creature you control" are paid on a
 * permanent the player chooses as they pay, one that can take them. */
static bool creature_obj(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    (void)src;
    return (cardrt_types(g, o) & CARDRT_CREATURE) != 0;
}
static const cardrt_cost remove_from_creature[] = {
    { .kind = CARDRT_COST_REMOVE_COUNTERS, .n = 1, .which = creature_obj, .counter = "+1/+1" },
};
static const cardrt_cost put_on_creature[] = {
    { .kind = CARDRT_COST_ADD_COUNTERS, .n = 1, .which = creature_obj, .counter = "-1/-1" },
};
static const cardrt_activated_def sage_ab[] = {
    { .text = "Remove a +1/+1 counter from a creature you control: ...", .costs = remove_from_creature,
      .ncosts = 1, .effect = make_token },
    { .text = "Put a -1/-1 counter on a creature you control: ...", .costs = put_on_creature, .ncosts = 1,
      .effect = make_token },
};
static const cardrt_card_def SAGE = { .name = "Sage", .types = CARDRT_ARTIFACT, .activated = sage_ab,
                                      .nactivated = 2 };

static void cr_118_3_counter_costs_on_a_creature_you_control(void)
{
    cardrt_game *g = new_game();
    cardrt_id sage = put(g, &SAGE, 0, CARDRT_BATTLEFIELD);
    /* No creature you control has a +1/+1 counter; an opponent's does not count. */
    cardrt_id theirs = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_add_counter(g, theirs, "+1/+1", 1);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, sage, 0, NULL, NULL), CARDRT_ECOST);
    /* Nor can a -1/-1 counter go on a creature you don't have. */
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, sage, 1, NULL, NULL), CARDRT_ECOST);
    cardrt_id plain = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_id grown = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_add_counter(g, grown, "+1/+1", 2);
    /* Only the creature with the counter can pay: it loses one. */
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, sage, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, grown, "+1/+1"), 1);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, plain, "+1/+1"), 0);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, theirs, "+1/+1"), 1);
    /* The -1/-1 counter goes on one creature you control (the first by default). */
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, sage, 1, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, plain, "-1/-1") + cardrt_counter_count(g, grown, "-1/-1"), 1);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, theirs, "-1/-1"), 0);
    cardrt_game_free(g);
}

/* ---- planeswalkers ---------------------------------------------------------- */

static void gain_one(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_YOU);
    cardrt_fx_life(ctx, 0, 1);
}

static void draw_one(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_YOU);
    cardrt_fx_draw(ctx, 0, 1);
}

static const cardrt_cost plus_one[] = { { .kind = CARDRT_COST_LOYALTY, .n = 1 } };
static const cardrt_cost minus_three[] = { { .kind = CARDRT_COST_LOYALTY, .n = -3 } };
static const cardrt_activated_def walker_abs[] = {
    { .text = "+1: You gain 1 life.", .costs = plus_one, .ncosts = 1, .effect = gain_one },
    { .text = "-3: Draw a card.", .costs = minus_three, .ncosts = 1, .effect = draw_one },
};
static const cardrt_card_def WALKER = {
    .name = "Walker", .types = CARDRT_PLANESWALKER, .subtypes = { "Test" }, .loyalty = 3,
    .activated = walker_abs, .nactivated = 2,
};

static void cr_306_5b_enters_with_loyalty(void)
{
    cardrt_game *g = new_game();
    cardrt_id a = put(g, &WALKER, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, a, "loyalty"), 3);
    cardrt_id b = put(g, &WALKER, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, b, "loyalty"), 0);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, b, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, b, "loyalty"), 3);
    cardrt_id t = 0;
    CU_ASSERT_EQUAL_FATAL(cardrt_create_token(g, &WALKER, 1, &t), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, t, "loyalty"), 3);
    cardrt_game_free(g);
}

static void cr_306_8_damage_removes_loyalty(void)
{
    /* Damage to a planeswalker removes that many loyalty counters; with
     * none left it goes to its owner's graveyard (CR 704.5i in later rules). */
    cardrt_game *g = new_game();
    cardrt_id w = put(g, &WALKER, 1, CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, 0, obj(w), 2);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, w, "loyalty"), 1);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, w), 0);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, w), CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, 0, obj(w), 5);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, w, "loyalty"), 0);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, w), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void cr_606_3_loyalty_abilities(void)
{
    /* Only as a sorcery, and only one loyalty ability of a permanent each
     * turn; a -N ability needs N loyalty counters (CR 606.6). */
    cardrt_game *g = new_game();
    put(g, &ROCK, 0, CARDRT_LIBRARY);
    put(g, &ROCK, 0, CARDRT_LIBRARY);
    cardrt_id w = put(g, &WALKER, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_activate(g, 1, w, 0, NULL, NULL), CARDRT_EINVAL);   /* not its controller */
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, w, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, w, "loyalty"), 4);                 /* paid at once */
    /* With the ability on the stack: not as a sorcery, and not twice. */
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, w, 1, NULL, NULL), CARDRT_ETIMING);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 21);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, w, 1, NULL, NULL), CARDRT_ETIMING);   /* one a turn */
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, w, 1, NULL, NULL), CARDRT_ETIMING);   /* not my turn */
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, w, 1, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, w, "loyalty"), 1);
    cardrt_resolve_top(g);
    cardrt_end_turn(g);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, w, 1, NULL, NULL), CARDRT_ECOST);    /* 1 < 3 */
    CU_ASSERT_EQUAL(cardrt_counter_count(g, w, "loyalty"), 1);
    /* -1 to 0: it goes to the graveyard after the ability is activated. */
    static const cardrt_cost minus_one[] = { { .kind = CARDRT_COST_LOYALTY, .n = -1 } };
    static const cardrt_activated_def last_ab[] = {
        { .text = "-1: You gain 1 life.", .costs = minus_one, .ncosts = 1, .effect = gain_one },
    };
    static const cardrt_card_def LAST = {
        .name = "Last", .types = CARDRT_PLANESWALKER, .loyalty = 1, .activated = last_ab, .nactivated = 1,
    };
    cardrt_id l = put(g, &LAST, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, l, 0, NULL, NULL), CARDRT_OK);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, l), CARDRT_GRAVEYARD);
    int life = cardrt_life(g, 0);
    cardrt_resolve_top(g);              /* the ability resolves without it */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), life + 1);
    cardrt_game_free(g);
}

void register_counters_tests(void)
{
    CU_pSuite s = test_suite("counters");
    test_add(s, "ed4_counters_of_any_kind", ed4_counters_of_any_kind);
    test_add(s, "ed4_counters_event_names_kind_and_amount", ed4_counters_event_names_kind_and_amount);
    test_add(s, "cr_418_5a_counters_in_layer_6c", cr_418_5a_counters_in_layer_6c);
    test_add(s, "cr_418_5a_older_pt_counters", cr_418_5a_older_pt_counters);
    test_add(s, "cr_400_7_counters_leave_with_the_object", cr_400_7_counters_leave_with_the_object);
    test_add(s, "ed4_ten_poison_counters_lose", ed4_ten_poison_counters_lose);
    test_add(s, "faq_1_1_04_counter_costs", faq_1_1_04_counter_costs);
    test_add(s, "cr_118_3_counter_costs_on_a_creature_you_control", cr_118_3_counter_costs_on_a_creature_you_control);
    test_add(s, "cr_306_5b_enters_with_loyalty", cr_306_5b_enters_with_loyalty);
    test_add(s, "cr_306_8_damage_removes_loyalty", cr_306_8_damage_removes_loyalty);
    test_add(s, "cr_606_3_loyalty_abilities", cr_606_3_loyalty_abilities);
}
