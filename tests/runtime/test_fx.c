/* test_fx.c — the helpers generated code calls as a spell or ability
 * resolves: selections of objects and players (found once, CR 413.2f),
 * actions on them that do as much as they can (416.3) and act only on
 * targets still legal (413.2a). */
#include <stdlib.h>

#include "rt_tests.h"

static bool is_creature(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)src;
    return t->kind == CARDRT_REF_OBJECT && (cardrt_types(g, t->id) & CARDRT_CREATURE);
}

static bool creature_obj(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    (void)src;
    return (cardrt_types(g, o) & CARDRT_CREATURE) != 0;
}

static bool creature_you_control(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    return creature_obj(g, src, o) && cardrt_controller(g, o) == cardrt_controller(g, src);
}

static const cardrt_target_spec up_to_two_creatures[] = {
    { .text = "creatures", .min = 0, .max = 2, .legal = is_creature },
};
static const cardrt_card_def BEAR = {
    .name = "Bear", .types = CARDRT_CREATURE, .has_pt = true, .power = 2, .toughness = 2,
};
static const cardrt_card_def OGRE = {
    .name = "Ogre", .colors = CARDRT_RED, .types = CARDRT_CREATURE, .has_pt = true, .power = 3,
    .toughness = 3,
};
static const cardrt_card_def ROCK = { .name = "Rock", .types = CARDRT_ARTIFACT };
static const cardrt_card_def TOKEN = {
    .name = "Soldier Token", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 1, .toughness = 1,
};

/* A spell whose effect is the test's function, with two creature slots. */
static void (*current)(cardrt_ctx *ctx);

static void run_current(cardrt_ctx *ctx)
{
    current(ctx);
}

static const cardrt_card_def SPELL = {
    .name = "Spell", .mana_cost = "{0}", .colors = CARDRT_RED, .types = CARDRT_INSTANT,
    .targets = up_to_two_creatures, .ntargets = 1, .resolve = run_current,
};

/* Cast SPELL for player 0 at TARGETS and resolve it with FN as its effect. */
static void resolve_with(cardrt_game *g, void (*fn)(cardrt_ctx *), const cardrt_id *targets, unsigned n)
{
    cardrt_ref t[2];
    for (unsigned i = 0; i < n; i++)
        t[i] = obj(targets[i]);
    cardrt_id spell = put(g, &SPELL, 0, CARDRT_HAND);
    current = fn;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, spell, t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
}

/* "Spell deals 2 damage to each of up to two target creatures and 2 damage
 * to each opponent; you gain life equal to the damage dealt." */
static void damage_effect(cardrt_ctx *ctx)
{
    cardrt_sel_target(ctx, 0, 0);
    cardrt_fx_damage(ctx, -1, 0, 2);
    CU_ASSERT_EQUAL(cardrt_fx_result(ctx), 2 * cardrt_sel_count(ctx, 0));
    cardrt_sel_players(ctx, 1, CARDRT_WHO_OPPONENTS);
    cardrt_fx_damage(ctx, -1, 1, 2);
    cardrt_sel_players(ctx, 2, CARDRT_WHO_YOU);
    cardrt_fx_life(ctx, 2, cardrt_fx_result(ctx));
}

static void cr_413_2a_actions_on_legal_targets_only(void)
{
    cardrt_game *g = new_game();
    cardrt_id a = put(g, &BEAR, 1, CARDRT_BATTLEFIELD), b = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_id ids[] = { a, b };
    cardrt_ref t[] = { obj(a), obj(b) };
    unsigned n = 2;
    cardrt_id spell = put(g, &SPELL, 0, CARDRT_HAND);
    current = damage_effect;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, spell, t, &n), CARDRT_OK);
    cardrt_move(g, a, CARDRT_HAND);     /* one target leaves: the other is still hit */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, b), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);
    (void)ids;
    cardrt_game_free(g);
}

/* "Destroy all creatures you control. Each player sacrifices an artifact." */
static void sets_effect(cardrt_ctx *ctx)
{
    cardrt_sel_objects(ctx, 0, creature_you_control, 0);
    CU_ASSERT_EQUAL(cardrt_sel_count(ctx, 0), 1);
    cardrt_fx_destroy(ctx, 0, true);
    cardrt_sel_players(ctx, 1, CARDRT_WHO_EACH);
    CU_ASSERT_EQUAL(cardrt_sel_count(ctx, 1), 2);
    cardrt_fx_sacrifice_n(ctx, 1, NULL, 1, 2);
    CU_ASSERT_EQUAL(cardrt_fx_result(ctx), 1);      /* only player 1 has a permanent left */
    CU_ASSERT_EQUAL(cardrt_sel_count(ctx, 2), 1);   /* what was sacrificed */
}

static void cr_413_2f_sets_found_once(void)
{
    cardrt_game *g = new_game();
    cardrt_id mine = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_id theirs = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    resolve_with(g, sets_effect, NULL, 0);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, mine), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, theirs), CARDRT_GRAVEYARD);  /* sacrificed */
    cardrt_game_free(g);
}

/* "Exile target creature. Its controller gains life equal to its power."
 * (413.2f: the power as the creature last existed) */
static void related_effect(cardrt_ctx *ctx)
{
    cardrt_sel_target(ctx, 0, 0);
    cardrt_sel_related(ctx, 1, 0, CARDRT_REL_CONTROLLER);
    int power = cardrt_sel_stat(ctx, 0, CARDRT_STAT_POWER);
    cardrt_fx_move(ctx, 0, CARDRT_EXILE, 0);
    cardrt_fx_life(ctx, 1, power);
}

static void controller_and_power_of_a_target(void)
{
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    resolve_with(g, related_effect, &ogre, 1);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_EXILE);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 23);
    cardrt_game_free(g);
}

/* "Each player discards two cards, mills two cards and draws a card." */
static void players_effect(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_EACH);
    cardrt_fx_discard(ctx, 0, 2, false);
    cardrt_fx_mill(ctx, 0, 2);
    cardrt_fx_draw(ctx, 0, 1);
}

static void cr_416_3_as_much_as_possible(void)
{
    /* CR 416.3, Example: with only one card in hand, "Discard two cards"
     * discards that card; moving cards from a library moves as many as
     * there are. */
    cardrt_game *g = new_game();
    cardrt_id only = put(g, &ROCK, 0, CARDRT_HAND);
    for (int i = 0; i < 3; i++)
        put(g, &ROCK, 1, CARDRT_HAND);
    put(g, &ROCK, 0, CARDRT_LIBRARY);
    for (int i = 0; i < 4; i++)
        put(g, &ROCK, 1, CARDRT_LIBRARY);
    resolve_with(g, players_effect, NULL, 0);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, only), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_GRAVEYARD), 3);  /* the card, one milled, the spell */
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 0);       /* nothing left to draw */
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_GRAVEYARD), 4);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_HAND), 2);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_LIBRARY), 1);
    cardrt_game_free(g);
}

/* "Target creatures get +1/+1 and gain flying until end of turn." */
static void pump_effect(cardrt_ctx *ctx)
{
    static const cardrt_change ch[] = {
        { .kind = CARDRT_MODIFY_PT, .power = 1, .toughness = 1 },
        { .kind = CARDRT_ADD_KEYWORDS, .keywords = CARDRT_KW(CARDRT_KW_FLYING) },
    };
    cardrt_sel_target(ctx, 0, 0);
    cardrt_fx_effect(ctx, 0, ch, 2, CARDRT_UNTIL_END_OF_TURN, NULL);
}

static void cr_418_3b_effect_on_a_selection(void)
{
    cardrt_game *g = new_game();
    cardrt_id a = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    resolve_with(g, pump_effect, &a, 1);
    assert_pt(g, a, 3, 3);
    CU_ASSERT(cardrt_has_keyword(g, a, CARDRT_KW_FLYING));
    cardrt_end_turn(g);
    assert_pt(g, a, 2, 2);
    CU_ASSERT(!cardrt_has_keyword(g, a, CARDRT_KW_FLYING));
    cardrt_game_free(g);
}

/* "Create two 1/1 Soldier tokens. Put a +1/+1 counter on each of them. Tap them." */
static void tokens_effect(cardrt_ctx *ctx)
{
    cardrt_fx_tokens(ctx, -1, &TOKEN, 2, 0);
    CU_ASSERT_EQUAL(cardrt_sel_count(ctx, 0), 2);
    cardrt_fx_counters(ctx, 0, "+1/+1", 1);
    cardrt_fx_tap(ctx, 0, true);
}

static void tokens_go_to_a_selection(void)
{
    cardrt_game *g = new_game();
    resolve_with(g, tokens_effect, NULL, 0);
    unsigned tokens = 0;
    for (cardrt_id i = 1; i <= (cardrt_id)cardrt_object_count(g); i++)
        if (cardrt_is_token(g, i)) {
            tokens++;
            assert_pt(g, i, 2, 2);
            CU_ASSERT(cardrt_is_tapped(g, i));
            CU_ASSERT_EQUAL(cardrt_controller(g, i), 0);
        }
    CU_ASSERT_EQUAL(tokens, 2);
    cardrt_game_free(g);
}

/* "Create two X/X tokens, where X is 3; create a 2/5 token." */
static void tokens_pt_effect(cardrt_ctx *ctx)
{
    cardrt_fx_tokens_pt(ctx, -1, &TOKEN, 2, 0, 3, 3);
    cardrt_fx_tokens_pt(ctx, -1, &TOKEN, 1, 0, 2, 5);
    CU_ASSERT_EQUAL(cardrt_sel_count(ctx, 0), 3);
}

/* CR 111.4, 707.2: the power and toughness the effect gives a token are
 * its own (its base P/T); a clone of the game keeps them after the game
 * that made them is freed. */
static void tokens_with_pt_of_the_effect(void)
{
    cardrt_game *g = new_game();
    resolve_with(g, tokens_pt_effect, NULL, 0);
    cardrt_game *c = cardrt_game_clone(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    cardrt_game_free(g);
    unsigned big = 0, tall = 0;
    for (cardrt_id i = 1; i <= (cardrt_id)cardrt_object_count(c); i++) {
        int p, t;
        if (!cardrt_is_token(c, i) || cardrt_base_pt(c, i, &p, &t) != CARDRT_OK)
            continue;
        big += p == 3 && t == 3;
        tall += p == 2 && t == 5;
        CU_ASSERT_STRING_EQUAL(cardrt_def_of(c, i)->name, "Soldier Token");
    }
    CU_ASSERT_EQUAL(big, 2);
    CU_ASSERT_EQUAL(tall, 1);
    CU_ASSERT_EQUAL(TOKEN.power, 1);    /* the card's definition is not changed */
    cardrt_game_free(c);
}

/* "You gain life equal to the life your opponents lost this turn." */
static int history_seen[2];
static void sel_history_effect(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_OPPONENTS);
    history_seen[0] = cardrt_sel_history(ctx, 0, CARDRT_HIST_LIFE_LOST, false);
    cardrt_sel_players(ctx, 1, CARDRT_WHO_YOU);
    history_seen[1] = cardrt_sel_history(ctx, 1, CARDRT_HIST_LIFE_LOST, false);
}

/* CR 119.3: the history of the players of a selection, totalled. */
static void sel_history_of_players(void)
{
    cardrt_game *g = new_game();
    CU_ASSERT_EQUAL(cardrt_lose_life(g, 1, 3), CARDRT_OK);
    resolve_with(g, sel_history_effect, NULL, 0);
    CU_ASSERT_EQUAL(history_seen[0], 3);
    CU_ASSERT_EQUAL(history_seen[1], 0);
    cardrt_game_free(g);
}

/* "Search your library for a creature card, put it onto the battlefield
 * tapped under your control, then shuffle; return a creature card from
 * your graveyard to your hand." */
static void search_effect(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_YOU);
    cardrt_fx_search(ctx, 1, 0, creature_obj, 1);
    cardrt_fx_move(ctx, 1, CARDRT_BATTLEFIELD, CARDRT_MOVE_TAPPED | CARDRT_MOVE_YOURS);
    cardrt_fx_shuffle(ctx, 0);
    cardrt_sel_objects(ctx, 2, creature_obj, CARDRT_IN(CARDRT_GRAVEYARD));
    cardrt_sel_choose(ctx, 3, 2, 1, "return");
    cardrt_fx_move(ctx, 3, CARDRT_HAND, 0);
}

static void search_and_choose_cards(void)
{
    cardrt_game *g = new_game();
    put(g, &ROCK, 0, CARDRT_LIBRARY);
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_LIBRARY);
    put(g, &ROCK, 0, CARDRT_LIBRARY);
    cardrt_id dead = put(g, &OGRE, 0, CARDRT_GRAVEYARD);
    put(g, &ROCK, 0, CARDRT_GRAVEYARD);
    resolve_with(g, search_effect, NULL, 0);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_BATTLEFIELD);
    CU_ASSERT(cardrt_is_tapped(g, bear));
    CU_ASSERT_EQUAL(cardrt_zone_of(g, dead), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_LIBRARY), 2);
    cardrt_game_free(g);
}

/* "Put target creature on the bottom of its owner's library." */
static void bottom_effect(cardrt_ctx *ctx)
{
    cardrt_sel_target(ctx, 0, 0);
    cardrt_fx_move(ctx, 0, CARDRT_LIBRARY, CARDRT_MOVE_BOTTOM);
}

static void library_bottom(void)
{
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_id top = put(g, &ROCK, 1, CARDRT_LIBRARY);
    resolve_with(g, bottom_effect, &ogre, 1);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_LIBRARY);
    cardrt_draw(g, 1, 1);                   /* the top card is still the rock */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, top), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_LIBRARY);
    cardrt_game_free(g);
}

/* "Look at the top three cards of your library, then put them back in any
 * order": the controller's order, the first answer on top; the fourth card
 * stays under them. */
static void put_back_effect(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_YOU);
    cardrt_sel_top(ctx, 1, 0, 3);
    CU_ASSERT_EQUAL(cardrt_fx_put_back(ctx, 1), CARDRT_OK);
}

static unsigned reverse_order(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    for (unsigned i = 0; i < c->max; i++)
        answers[i] = c->max - 1 - i;
    return c->max;
}

static void put_back_in_any_order(void)
{
    cardrt_game *g = new_game();
    cardrt_id fourth = put(g, &ROCK, 0, CARDRT_LIBRARY);
    cardrt_id third = put(g, &OGRE, 0, CARDRT_LIBRARY);
    cardrt_id second = put(g, &BEAR, 0, CARDRT_LIBRARY);
    cardrt_id top = put(g, &ROCK, 0, CARDRT_LIBRARY);
    cardrt_set_chooser(g, reverse_order, NULL);
    resolve_with(g, put_back_effect, NULL, 0);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_LIBRARY), 4);
    cardrt_draw(g, 0, 1);                   /* the third card is on top now */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, third), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, second), CARDRT_LIBRARY);
    cardrt_draw(g, 0, 1);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, second), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, top), CARDRT_LIBRARY);
    cardrt_draw(g, 0, 1);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, top), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, fourth), CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_fx_put_back(NULL, 0), CARDRT_EINVAL);
    cardrt_game_free(g);
}

/* "Put a charge counter on each artifact you control. Each opponent gets
 * two poison counters." */
static bool artifact_obj(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    (void)src;
    return (cardrt_types(g, o) & CARDRT_ARTIFACT) != 0;
}

static void counters_effect(cardrt_ctx *ctx)
{
    cardrt_sel_objects(ctx, 0, artifact_obj, CARDRT_IN(CARDRT_BATTLEFIELD));
    cardrt_fx_counters(ctx, 0, "charge", 1);
    CU_ASSERT_EQUAL(cardrt_fx_result(ctx), 1);
    cardrt_sel_players(ctx, 1, CARDRT_WHO_OPPONENTS);
    cardrt_fx_counters(ctx, 1, "poison", 2);
    CU_ASSERT_EQUAL(cardrt_fx_result(ctx), 2);
    CU_ASSERT_EQUAL(cardrt_fx_counters(ctx, 1, "", 2), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_fx_counters(ctx, 1, "poison", -1), CARDRT_EINVAL);
}

static void counters_of_any_kind(void)
{
    cardrt_game *g = new_game();
    cardrt_id rock = put(g, &ROCK, 0, CARDRT_BATTLEFIELD);
    cardrt_id hand = put(g, &ROCK, 0, CARDRT_HAND);
    resolve_with(g, counters_effect, NULL, 0);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, rock, "charge"), 1);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, hand, "charge"), 0);
    CU_ASSERT_EQUAL(cardrt_player_counter_count(g, 1, "poison"), 2);
    CU_ASSERT_EQUAL(cardrt_player_counter_count(g, 0, "poison"), 0);
    cardrt_game_free(g);
}

/* "Exile target creature. You gain life equal to its power." — read after
 * it left: its power as it last existed on the battlefield (CR 413.2f),
 * with the +1/+1 counter it had there. */
static void exile_then_power(cardrt_ctx *ctx)
{
    cardrt_sel_target(ctx, 0, 0);
    cardrt_fx_move(ctx, 0, CARDRT_EXILE, 0);
    cardrt_sel_players(ctx, 1, CARDRT_WHO_YOU);
    cardrt_fx_life(ctx, 1, cardrt_sel_stat(ctx, 0, CARDRT_STAT_POWER));
}

static void cr_413_2f_power_as_it_last_existed(void)
{
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_add_counter(g, ogre, "+1/+1", 1);
    resolve_with(g, exile_then_power, &ogre, 1);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_EXILE);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 24);
    cardrt_game_free(g);
}

/* "Counter target spell unless its controller pays {2}." */
static void unless_pays(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_OPPONENTS);
    CU_ASSERT(!cardrt_fx_pay(ctx, 0, "{2}"));          /* player 1 has no mana */
    cardrt_sel_players(ctx, 1, CARDRT_WHO_YOU);
    CU_ASSERT(cardrt_fx_pay(ctx, 1, "{2}"));           /* player 0 has {R}{R} and says yes */
    CU_ASSERT(!cardrt_fx_pay(ctx, 1, "{1}"));          /* and nothing left */
}

static unsigned say_yes(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    answers[0] = c->kind == CARDRT_CHOOSE_YES_NO;
    return 1;
}

static void strict_mana_pays_unless(void)
{
    cardrt_game *g = new_game();
    cardrt_set_chooser(g, say_yes, NULL);
    CU_ASSERT_EQUAL(cardrt_set_strict_mana(g, true), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_add_mana(g, 0, "{R}{R}", false), CARDRT_OK);
    resolve_with(g, unless_pays, NULL, 0);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_R), 0);
    cardrt_game_free(g);
}

/* CR 122.1: "Remove two charge counters from each artifact" (as many as
 * there are), "remove all poison counters from you" (N < 0: all). */
static void remove_some(cardrt_ctx *ctx)
{
    cardrt_sel_objects(ctx, 0, artifact_obj, CARDRT_IN(CARDRT_BATTLEFIELD));
    CU_ASSERT_EQUAL(cardrt_fx_remove_counters(ctx, 0, "charge", 2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_fx_result(ctx), 3);          /* two and the only one */
    cardrt_sel_players(ctx, 1, CARDRT_WHO_YOU);
    cardrt_fx_remove_counters(ctx, 1, "poison", -1);
    CU_ASSERT_EQUAL(cardrt_fx_result(ctx), 4);
    CU_ASSERT_EQUAL(cardrt_fx_remove_counters(ctx, 1, NULL, 1), CARDRT_EINVAL);
}

static void cr_122_1_remove_counters(void)
{
    cardrt_game *g = new_game();
    cardrt_id a = put(g, &ROCK, 0, CARDRT_BATTLEFIELD), b = put(g, &ROCK, 0, CARDRT_BATTLEFIELD);
    cardrt_add_counter(g, a, "charge", 5);
    cardrt_add_counter(g, b, "charge", 1);
    cardrt_add_player_counter(g, 0, "poison", 4);
    resolve_with(g, remove_some, NULL, 0);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, a, "charge"), 3);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, b, "charge"), 0);
    CU_ASSERT_EQUAL(cardrt_player_counter_count(g, 0, "poison"), 0);
    cardrt_game_free(g);
}

/* CR 401.4, 701.20a: "Look at the top three cards of your library. You may
 * reveal a creature card from among them": the cards looked at that are
 * creature cards, and "the rest" without the one taken. */
static void among_them(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_YOU);
    cardrt_sel_top(ctx, 1, 0, 3);
    cardrt_sel_add(ctx, 2, 1);
    cardrt_sel_keep(ctx, 2, creature_obj);
    CU_ASSERT_EQUAL(cardrt_sel_count(ctx, 2), 1);   /* the ogre, not the rocks nor the deeper ogre */
    cardrt_sel_choose(ctx, 3, 2, 1, "a creature card");
    cardrt_sel_add(ctx, 4, 1);
    cardrt_sel_remove(ctx, 4, 3);
    CU_ASSERT_EQUAL(cardrt_sel_count(ctx, 4), 2);
    cardrt_sel_keep(ctx, 4, NULL);                  /* no test: kept as it is */
    CU_ASSERT_EQUAL(cardrt_sel_count(ctx, 4), 2);
    cardrt_sel_order(ctx, 5, 4, "the order");       /* "in any order": the same cards */
    CU_ASSERT_EQUAL(cardrt_sel_count(ctx, 5), 2);
    cardrt_sel_remove(ctx, 5, 4);
    CU_ASSERT_EQUAL(cardrt_sel_count(ctx, 5), 0);
}

static void cr_701_20a_from_among_them(void)
{
    cardrt_game *g = new_game();
    put(g, &OGRE, 0, CARDRT_LIBRARY);
    put(g, &ROCK, 0, CARDRT_LIBRARY);
    put(g, &OGRE, 0, CARDRT_LIBRARY);
    put(g, &ROCK, 0, CARDRT_LIBRARY);
    resolve_with(g, among_them, NULL, 0);
    cardrt_game_free(g);
}

/* CR 700.3: "An opponent separates those cards into two piles. Put one
 * pile into your hand and the other into your graveyard": the opponent
 * makes the first pile (the first and third of the four cards), the
 * controller chooses the second; what each was asked is kept. */
static unsigned pile_asked[2];
static unsigned piles_chooser(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    if (c->kind == CARDRT_CHOOSE_OBJECTS && c->player == 1 && c->min == 0 && c->ncandidates == 4) {
        pile_asked[0]++;
        answers[0] = 0;
        answers[1] = 2;
        return 2;
    }
    if (c->kind == CARDRT_CHOOSE_MODES && c->player == 0 && c->ncandidates == 2) {
        pile_asked[1]++;
        answers[0] = 1;     /* the second pile */
        return 1;
    }
    return 0;
}

static void two_piles(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_YOU);
    cardrt_sel_top(ctx, 1, 0, 4);
    cardrt_sel_players(ctx, 2, CARDRT_WHO_OPPONENTS);
    cardrt_sel_separate(ctx, 3, 1, 2);
    CU_ASSERT_EQUAL(cardrt_sel_count(ctx, 3), 2);
    cardrt_sel_choose_pile(ctx, 3, 1);
    CU_ASSERT_EQUAL(cardrt_sel_count(ctx, 3), 2);
    cardrt_fx_move(ctx, 3, CARDRT_HAND, 0);
    cardrt_sel_add(ctx, 4, 1);
    cardrt_sel_remove(ctx, 4, 3);
    cardrt_fx_move(ctx, 4, CARDRT_GRAVEYARD, 0);
}

static void cr_700_3_two_piles(void)
{
    cardrt_game *g = new_game();
    cardrt_id c[4];
    for (int i = 3; i >= 0; i--)    /* c[0] on top */
        c[i] = put(g, &ROCK, 0, CARDRT_LIBRARY);
    cardrt_set_chooser(g, piles_chooser, NULL);
    resolve_with(g, two_piles, NULL, 0);
    CU_ASSERT_EQUAL(pile_asked[0], 1);
    CU_ASSERT_EQUAL(pile_asked[1], 1);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, c[0]), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, c[2]), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, c[1]), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, c[3]), CARDRT_HAND);
    cardrt_game_free(g);
}

/* CR 107.14 (current rules): "you may pay {E}{E}" is paid with energy
 * counters, only by a player who has that many; it removes them. */
static void pays_energy(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_YOU);
    CU_ASSERT(cardrt_fx_pay(ctx, 0, "{E}{E}"));        /* three, two paid */
    CU_ASSERT(!cardrt_fx_pay(ctx, 0, "{E}{E}"));       /* one left */
    CU_ASSERT(cardrt_fx_pay(ctx, 0, "{E}"));
    cardrt_sel_players(ctx, 1, CARDRT_WHO_OPPONENTS);
    CU_ASSERT(!cardrt_fx_pay(ctx, 1, "{E}"));          /* none */
}

static void cr_107_14_pay_energy(void)
{
    cardrt_game *g = new_game();
    cardrt_set_chooser(g, say_yes, NULL);
    CU_ASSERT_EQUAL(cardrt_add_player_counter(g, 0, "energy", 3), CARDRT_OK);
    resolve_with(g, pays_energy, NULL, 0);
    CU_ASSERT_EQUAL(cardrt_player_counter_count(g, 0, "energy"), 0);
    CU_ASSERT_EQUAL(cardrt_player_counter_count(g, 1, "energy"), 0);
    cardrt_game_free(g);
}

/* "an opponent controls more creatures than you": the permanents one
 * player controls (a card in a hand or a graveyard is none). */
static void count_controlled_by_one_player(void)
{
    cardrt_game *g = new_game();
    put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    put(g, &BEAR, 1, CARDRT_GRAVEYARD);
    cardrt_id mine = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_count_controlled(g, mine, creature_obj, 1), 2);
    CU_ASSERT_EQUAL(cardrt_count_controlled(g, mine, creature_obj, 0), 1);
    CU_ASSERT_EQUAL(cardrt_count_controlled(g, mine, NULL, 1), 2);
    CU_ASSERT_EQUAL(cardrt_count_controlled(g, mine, creature_obj, 5), 0);    /* no such player */
    CU_ASSERT_EQUAL(cardrt_count_controlled(NULL, mine, creature_obj, 0), 0);
    cardrt_game_free(g);
}

/* CR 119.4: life is paid only by a player who has that much; paying it
 * is losing it. */
static void pay_life_effect(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_OPPONENTS);
    CU_ASSERT(!cardrt_fx_pay_life(ctx, 0, 4));         /* player 1 has 3 life */
    CU_ASSERT(cardrt_fx_pay_life(ctx, 0, 3));
    CU_ASSERT(cardrt_fx_pay_life(ctx, -1, 5));         /* the controller */
    CU_ASSERT(!cardrt_fx_pay_life(ctx, -1, -1));
}

static void cr_119_4_pay_life(void)
{
    cardrt_game *g = new_game();
    cardrt_set_chooser(g, say_yes, NULL);
    cardrt_lose_life(g, 1, 17);
    resolve_with(g, pay_life_effect, NULL, 0);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 0);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 15);
    cardrt_game_free(g);
}

static void bad_selections_do_nothing(void)
{
    CU_ASSERT_EQUAL(cardrt_fx_damage(NULL, -1, 0, 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_fx_destroy(NULL, 0, true), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_sel_count(NULL, 0), 0);
    CU_ASSERT(!cardrt_fx_may(NULL, -1, "x"));
    CU_ASSERT_EQUAL(cardrt_count(NULL, 0, NULL, 0), 0);
    CU_ASSERT_EQUAL(cardrt_total(NULL, 0, NULL, 0, CARDRT_STAT_POWER), 0);
}

static void out_of_range_effect(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, CARDRT_NSEL, CARDRT_WHO_EACH);     /* ignored */
    cardrt_sel_players(ctx, -1, CARDRT_WHO_EACH);
    CU_ASSERT_EQUAL(cardrt_sel_count(ctx, CARDRT_NSEL), 0);
    CU_ASSERT_EQUAL(cardrt_fx_damage(ctx, -1, CARDRT_NSEL, 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_fx_move(ctx, 0, CARDRT_STACK, 0), CARDRT_EINVAL);
    cardrt_sel_players(ctx, 0, CARDRT_WHO_EACH);
    CU_ASSERT_EQUAL(cardrt_fx_damage(ctx, -1, 0, -1), CARDRT_EINVAL);
}

static void bad_arguments_inside_an_effect(void)
{
    cardrt_game *g = new_game();
    resolve_with(g, out_of_range_effect, NULL, 0);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 20);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    cardrt_game_free(g);
}

void register_fx_tests(void)
{
    CU_pSuite s = test_suite("fx");
    test_add(s, "cr_413_2a_actions_on_legal_targets_only", cr_413_2a_actions_on_legal_targets_only);
    test_add(s, "cr_413_2f_sets_found_once", cr_413_2f_sets_found_once);
    test_add(s, "controller_and_power_of_a_target", controller_and_power_of_a_target);
    test_add(s, "cr_416_3_as_much_as_possible", cr_416_3_as_much_as_possible);
    test_add(s, "cr_418_3b_effect_on_a_selection", cr_418_3b_effect_on_a_selection);
    test_add(s, "tokens_go_to_a_selection", tokens_go_to_a_selection);
    test_add(s, "tokens_with_pt_of_the_effect", tokens_with_pt_of_the_effect);
    test_add(s, "sel_history_of_players", sel_history_of_players);
    test_add(s, "search_and_choose_cards", search_and_choose_cards);
    test_add(s, "library_bottom", library_bottom);
    test_add(s, "put_back_in_any_order", put_back_in_any_order);
    test_add(s, "counters_of_any_kind", counters_of_any_kind);
    test_add(s, "cr_413_2f_power_as_it_last_existed", cr_413_2f_power_as_it_last_existed);
    test_add(s, "strict_mana_pays_unless", strict_mana_pays_unless);
    test_add(s, "cr_107_14_pay_energy", cr_107_14_pay_energy);
    test_add(s, "cr_701_20a_from_among_them", cr_701_20a_from_among_them);
    test_add(s, "cr_700_3_two_piles", cr_700_3_two_piles);
    test_add(s, "count_controlled_by_one_player", count_controlled_by_one_player);
    test_add(s, "cr_119_4_pay_life", cr_119_4_pay_life);
    test_add(s, "cr_122_1_remove_counters", cr_122_1_remove_counters);
    test_add(s, "bad_selections_do_nothing", bad_selections_do_nothing);
    test_add(s, "bad_arguments_inside_an_effect", bad_arguments_inside_an_effect);
}
