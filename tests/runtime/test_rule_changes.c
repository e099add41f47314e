/* test_rule_changes.c — static abilities and effects that change the rules
 * of the game (CR 416.1: "Static abilities may create one or more
 * continuous effects"; 418.3b: such effects apply to objects as the rule
 * applies): "Players can't gain life", "You have hexproof", "You can't
 * cast more than one spell each turn", "can't be countered", "can't be
 * regenerated", "Damage can't be prevented", and cost changes, applied in
 * the order of the current CR 601.2f (increases, then reductions, which
 * reduce generic mana only). */
#include "rt_tests.h"

static bool any_object(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    (void)g;
    (void)src;
    (void)o;
    return true;
}

static const cardrt_card_def BEAR = {
    .name = "Grizzly Bears", .mana_cost = "{1}{G}", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE,
    .has_pt = true, .power = 2, .toughness = 2,
};
static const cardrt_card_def SPELL = { .name = "Spell", .types = CARDRT_SORCERY };
static const cardrt_card_def FOREST = {
    .name = "Forest", .types = CARDRT_LAND, .supertypes = CARDRT_BASIC, .subtypes = { "Forest" },
};

/* A permanent with one static ability whose one change is RULE (AFFECTS:
 * which objects, NULL: itself). */
#define RULE_CARD(NAME, RULE, AFFECTS)                                                           \
    static const cardrt_change NAME##_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &RULE } }; \
    static const cardrt_static_def NAME##_STATIC[] = {                                           \
        { .affects = AFFECTS, .changes = NAME##_CHANGE, .nchanges = 1 } };                       \
    static const cardrt_card_def NAME = { .name = #NAME, .types = CARDRT_ENCHANTMENT,           \
                                          .statics = NAME##_STATIC, .nstatics = 1 }

static const cardrt_rule NO_GAIN = { .kind = CARDRT_RULE_CANT_GAIN_LIFE, .who = CARDRT_WHO_EACH };
RULE_CARD(SULFURIC, NO_GAIN, NULL);
static const cardrt_rule NO_LOSS = { .kind = CARDRT_RULE_CANT_LOSE_LIFE, .who = CARDRT_WHO_YOU };
RULE_CARD(PLATINUM, NO_LOSS, NULL);

static void cr_416_1_players_cant_gain_life(void)
{
    cardrt_game *g = new_game();
    cardrt_id vortex = put(g, &SULFURIC, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT(cardrt_rule_applies(g, player(1), CARDRT_RULE_CANT_GAIN_LIFE));
    CU_ASSERT(!cardrt_rule_applies(g, player(7), CARDRT_RULE_CANT_GAIN_LIFE));     /* no such player */
    CU_ASSERT(!cardrt_rule_applies(g, player(0), CARDRT_RULE_CANT_LOSE_LIFE));
    cardrt_gain_life(g, 0, 5);
    cardrt_gain_life(g, 1, 5);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 20);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    CU_ASSERT_EQUAL(cardrt_history(g, 3, CARDRT_HIST_LIFE_GAINED, false), 0);
    cardrt_move(g, vortex, CARDRT_GRAVEYARD);   /* only while it is on the battlefield */
    cardrt_gain_life(g, 1, 5);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 25);
    cardrt_game_free(g);
}

/* "Your opponents can't gain life this turn." */
static const cardrt_rule THEY_CANT_GAIN = { .kind = CARDRT_RULE_CANT_GAIN_LIFE, .who = CARDRT_WHO_OPPONENTS };
static void skullcrack(cardrt_ctx *ctx)
{
    cardrt_fx_rule(ctx, &THEY_CANT_GAIN, NULL, CARDRT_UNTIL_END_OF_TURN);
}
static const cardrt_card_def SKULLCRACK = { .name = "Skullcrack", .types = CARDRT_INSTANT, .resolve = skullcrack };
static bool has_six_life_or_less(const cardrt_game *g, cardrt_id src)
{
    return cardrt_life(g, cardrt_controller(g, src)) <= 6;
}

static void cr_418_3_a_rule_from_a_resolved_spell_lasts_its_duration(void)
{
    cardrt_game *g = new_game();
    cardrt_id spell = put(g, &SKULLCRACK, 1, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, spell, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    cardrt_gain_life(g, 0, 3);                  /* player 1's opponent */
    cardrt_gain_life(g, 1, 3);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 20);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 23);
    cardrt_end_turn(g);                         /* "this turn" ends at cleanup */
    cardrt_gain_life(g, 0, 3);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    /* "As long as" (its source's controller, player 1, has 6 life or less):
     * none if the condition is already false, and over for good once it
     * fails (418.3d). */
    CU_ASSERT_EQUAL(cardrt_add_rule(g, spell, &THEY_CANT_GAIN, NULL, CARDRT_AS_LONG_AS, has_six_life_or_less),
                    CARDRT_OK);
    cardrt_gain_life(g, 0, 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 24);
    cardrt_lose_life(g, 1, 18);                 /* 5 */
    cardrt_add_rule(g, spell, &THEY_CANT_GAIN, NULL, CARDRT_AS_LONG_AS, has_six_life_or_less);
    cardrt_gain_life(g, 0, 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 24);
    cardrt_gain_life(g, 1, 5);                  /* 10: the condition fails */
    cardrt_check_sba(g);
    cardrt_lose_life(g, 1, 5);                  /* 5 again: the effect does not come back */
    cardrt_gain_life(g, 0, 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 25);
    cardrt_game_free(g);
}

static void cr_416_1_you_cant_lose_life(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    put(g, &PLATINUM, 0, CARDRT_BATTLEFIELD);
    cardrt_lose_life(g, 0, 3);
    cardrt_deal_damage(g, bear, player(0), 2);  /* damage is dealt; no life is lost */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 20);
    cardrt_deal_damage(g, bear, player(1), 2);  /* "you": not the opponent */
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    cardrt_game_free(g);
}

/* "Each player loses 3 life. You gain life equal to the life lost this
 * way." (CR 119.3: the life lost; CR 608.2c: in order) */
static void drain_each(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_EACH);
    cardrt_fx_life(ctx, 0, -3);
    int lost = cardrt_fx_result(ctx);
    cardrt_sel_players(ctx, 1, CARDRT_WHO_YOU);
    cardrt_fx_life(ctx, 1, lost);
}
static const cardrt_card_def DRAIN = { .name = "Drain", .types = CARDRT_SORCERY, .resolve = drain_each };

static void cr_416_1_no_life_lost_by_who_cant_lose_it(void)
{
    cardrt_game *g = new_game();
    put(g, &PLATINUM, 1, CARDRT_BATTLEFIELD);
    cardrt_id spell = put(g, &DRAIN, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, spell, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 20);     /* lost 3, gained the 3 lost in all */
    cardrt_game_free(g);
}

static const cardrt_rule YOU_HEXPROOF = { .kind = CARDRT_RULE_HEXPROOF, .who = CARDRT_WHO_YOU };
RULE_CARD(LEYLINE_SANCTITY, YOU_HEXPROOF, NULL);

static void cr_416_1_you_have_hexproof(void)
{
    cardrt_game *g = new_game();
    put(g, &LEYLINE_SANCTITY, 0, CARDRT_BATTLEFIELD);
    cardrt_id theirs = put(g, &rt_shock, 1, CARDRT_HAND);
    cardrt_id mine = put(g, &rt_shock, 0, CARDRT_HAND);
    cardrt_ref t = player(0);
    unsigned n = 1;
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, theirs, &t, &n), CARDRT_ETARGET);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, mine, &t, &n), CARDRT_OK);    /* its controller's own */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 18);
    t = player(1);
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, theirs, &t, &n), CARDRT_OK);
    cardrt_game_free(g);
}

static const cardrt_rule ONE_SPELL = { .kind = CARDRT_RULE_SPELL_LIMIT, .who = CARDRT_WHO_EACH, .n = 1 };
RULE_CARD(RULE_OF_LAW, ONE_SPELL, NULL);
static const cardrt_rule NO_LANDS = { .kind = CARDRT_RULE_CANT_PLAY_LANDS, .who = CARDRT_WHO_OPPONENTS };
RULE_CARD(LAND_TAX, NO_LANDS, NULL);

static void cr_416_1_cant_cast_more_than_one_spell_each_turn(void)
{
    cardrt_game *g = new_game();
    put(g, &RULE_OF_LAW, 1, CARDRT_BATTLEFIELD);
    cardrt_id a = put(g, &SPELL, 0, CARDRT_HAND);
    cardrt_id b = put(g, &SPELL, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_spell_limit(g, 0), 1);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, a, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, b, NULL, NULL), CARDRT_ETIMING);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, b), CARDRT_HAND);
    cardrt_end_turn(g);
    cardrt_end_turn(g);                         /* player 0's next turn: one more */
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, b, NULL, NULL), CARDRT_OK);
    cardrt_game_free(g);
}

static void cr_416_1_cant_play_lands(void)
{
    cardrt_game *g = new_game();
    cardrt_id tax = put(g, &LAND_TAX, 1, CARDRT_BATTLEFIELD);
    cardrt_id forest = put(g, &FOREST, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_play_land(g, 0, forest), CARDRT_ETIMING);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, forest), CARDRT_HAND);
    cardrt_move(g, tax, CARDRT_EXILE);
    CU_ASSERT_EQUAL(cardrt_play_land(g, 0, forest), CARDRT_OK);
    cardrt_game_free(g);
}

/* "Creature spells you control can't be countered." */
static bool your_creature_spell(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    return cardrt_zone_of(g, o) == CARDRT_STACK && (cardrt_types(g, o) & CARDRT_CREATURE)
        && cardrt_controller(g, o) == cardrt_controller(g, src);
}
static const cardrt_rule UNCOUNTERABLE = { .kind = CARDRT_RULE_CANT_BE_COUNTERED };
RULE_CARD(GROUNDBREAKER, UNCOUNTERABLE, your_creature_spell);

static void cr_416_1_creature_spells_you_control_cant_be_countered(void)
{
    cardrt_game *g = new_game();
    put(g, &GROUNDBREAKER, 0, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_HAND);     /* cast after the ability began */
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bear, NULL, NULL), CARDRT_OK);
    CU_ASSERT(cardrt_rule_applies(g, obj(bear), CARDRT_RULE_CANT_BE_COUNTERED));
    CU_ASSERT_EQUAL(cardrt_counter(g, bear), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_STACK);
    cardrt_resolve_top(g);
    cardrt_id sorcery = put(g, &SPELL, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, sorcery, NULL, NULL), CARDRT_OK);
    cardrt_counter(g, sorcery);                 /* not a creature spell */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, sorcery), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void cr_416_1_target_creature_cant_be_regenerated_this_turn(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id other = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id src = put(g, &SPELL, 0, CARDRT_GRAVEYARD);
    static const cardrt_rule no_regen = { .kind = CARDRT_RULE_CANT_BE_REGENERATED };
    static const cardrt_change change[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &no_regen } };
    cardrt_effect_spec e = { change, 1, CARDRT_UNTIL_END_OF_TURN, NULL, &bear, 1, NULL };
    CU_ASSERT_EQUAL(cardrt_add_effect(g, src, &e), CARDRT_OK);
    assert_pt(g, bear, 2, 2);                   /* no characteristic changes */
    cardrt_regenerate(g, bear);
    cardrt_regenerate(g, other);
    cardrt_destroy(g, bear, true);
    cardrt_destroy(g, other, true);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, other), CARDRT_BATTLEFIELD);     /* regenerated */
    cardrt_game_free(g);
}

static const cardrt_card_def WHITE_KNIGHT = {
    .name = "White Knight", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE, .has_pt = true, .power = 2,
    .toughness = 2, .keywords = CARDRT_KW(CARDRT_KW_PROT_RED),
};
static const cardrt_card_def GOBLIN = {
    .name = "Goblin", .colors = CARDRT_RED, .types = CARDRT_CREATURE, .has_pt = true, .power = 1, .toughness = 1,
};

static void cr_416_1_damage_cant_be_prevented_this_turn(void)
{
    cardrt_game *g = new_game();
    cardrt_id knight = put(g, &WHITE_KNIGHT, 1, CARDRT_BATTLEFIELD);
    cardrt_id goblin = put(g, &GOBLIN, 0, CARDRT_BATTLEFIELD);
    cardrt_id src = put(g, &SPELL, 0, CARDRT_GRAVEYARD);
    cardrt_prevention_spec fog = { .amount = -1, .duration = CARDRT_UNTIL_END_OF_TURN };
    cardrt_add_prevention(g, src, &fog);
    cardrt_deal_damage(g, goblin, player(1), 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    static const cardrt_rule unpreventable = { .kind = CARDRT_RULE_NO_PREVENTION };
    CU_ASSERT_EQUAL(cardrt_add_rule(g, src, &unpreventable, NULL, CARDRT_UNTIL_END_OF_TURN, NULL), CARDRT_OK);
    cardrt_deal_damage(g, goblin, player(1), 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    cardrt_deal_damage(g, goblin, obj(knight), 1);  /* protection prevents nothing either */
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, knight), 1);
    cardrt_game_free(g);
}

/* Costs: "Spells you cast cost {1} less", "Spells cost {2} more",
 * "Spells your opponents cast that target ~ cost {2} more", "Activated
 * abilities cost {1} more". */
static bool your_spell(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    return cardrt_controller(g, o) == cardrt_controller(g, src);
}
static bool their_spell(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    return !your_spell(g, src, o);
}
static const cardrt_rule ONE_LESS = { .kind = CARDRT_RULE_COST, .n = -1 };
RULE_CARD(CHEAPER, ONE_LESS, your_spell);
static const cardrt_rule TWO_MORE = { .kind = CARDRT_RULE_COST, .n = 2 };
RULE_CARD(THALIA, TWO_MORE, any_object);
static const cardrt_rule TARGETING = { .kind = CARDRT_RULE_COST, .n = 2, .targets_source = true };
static const cardrt_change WARD_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &TARGETING } };
static const cardrt_static_def WARD_STATIC[] = { { .affects = their_spell, .changes = WARD_CHANGE, .nchanges = 1 } };
static const cardrt_card_def WARDED = {
    .name = "Warded", .types = CARDRT_CREATURE, .has_pt = true, .power = 1, .toughness = 4,
    .statics = WARD_STATIC, .nstatics = 1,
};
static const cardrt_rule ABILITY_MORE = { .kind = CARDRT_RULE_COST, .n = 1, .ability = true };
RULE_CARD(DAMPING, ABILITY_MORE, any_object);

static void draw_one(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_YOU);
    cardrt_fx_draw(ctx, 0, 1);
}
static const cardrt_activated_def ORB_ABILITY[] = { { .text = "{1}: Draw a card.", .mana_cost = "{1}",
                                                       .effect = draw_one } };
static const cardrt_card_def ORB = { .name = "Orb", .types = CARDRT_ARTIFACT, .activated = ORB_ABILITY,
                                     .nactivated = 1 };
static const cardrt_card_def ELF = {
    .name = "Elf", .mana_cost = "{G}", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 1, .toughness = 1,
};

static void cr_601_2f_increases_then_reductions(void)
{
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    put(g, &CHEAPER, 0, CARDRT_BATTLEFIELD);
    put(g, &THALIA, 1, CARDRT_BATTLEFIELD);
    /* {1}{G} + {2} - {1}: {2}{G}. */
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{G}{G}", false);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, bear, NULL, NULL), CARDRT_ECOST);
    cardrt_add_mana(g, 0, "{C}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bear, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_G) + cardrt_mana(g, 0, CARDRT_MANA_C), 0);
    cardrt_resolve_top(g);
    cardrt_game_free(g);
}

static void cr_601_2f_reductions_only_of_generic_mana(void)
{
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    put(g, &CHEAPER, 0, CARDRT_BATTLEFIELD);
    put(g, &CHEAPER, 0, CARDRT_BATTLEFIELD);
    /* {G} less {2}: still {G}. */
    cardrt_id elf = put(g, &ELF, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, elf, NULL, NULL), CARDRT_ECOST);
    cardrt_add_mana(g, 0, "{G}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, elf, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    /* {1}{G} less {2}: {G}. */
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{G}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bear, NULL, NULL), CARDRT_OK);
    cardrt_game_free(g);
}

static void cr_601_2f_spells_that_target_it_cost_more(void)
{
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id warded = put(g, &WARDED, 0, CARDRT_BATTLEFIELD);
    static const cardrt_card_def shock = { .name = "Shock", .mana_cost = "{R}", .colors = CARDRT_RED,
                                           .types = CARDRT_INSTANT, .targets = rt_target_any, .ntargets = 1 };
    cardrt_id s1 = put(g, &shock, 1, CARDRT_HAND);
    cardrt_ref t = obj(warded);
    unsigned n = 1;
    cardrt_add_mana(g, 1, "{R}", false);
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, s1, &t, &n), CARDRT_ECOST);  /* {2}{R} */
    t = player(0);
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, s1, &t, &n), CARDRT_OK);     /* {R}: another target */
    cardrt_resolve_top(g);
    /* Its controller's own spells: as they are. */
    cardrt_id s2 = put(g, &shock, 0, CARDRT_HAND);
    t = obj(warded);
    cardrt_add_mana(g, 0, "{R}", false);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, s2, &t, &n), CARDRT_OK);
    cardrt_game_free(g);
}

static void cr_601_2f_activated_abilities_cost_more(void)
{
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    for (int i = 0; i < 3; i++)
        put(g, &BEAR, 0, CARDRT_LIBRARY);
    cardrt_id orb = put(g, &ORB, 0, CARDRT_BATTLEFIELD);
    put(g, &DAMPING, 1, CARDRT_BATTLEFIELD);
    put(g, &THALIA, 1, CARDRT_BATTLEFIELD);     /* spells only: not abilities */
    cardrt_add_mana(g, 0, "{C}", false);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, orb, 0, NULL, NULL), CARDRT_ECOST);
    cardrt_add_mana(g, 0, "{C}", false);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, orb, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_C), 0);
    cardrt_game_free(g);
}

/* "You may play lands and cast creature spells from the top of your
 * library" (CARDRT_RULE_PLAY_FROM_TOP, asked as the play or cast would be
 * reported) and "You may look at the top card of your library any time"
 * (CARDRT_RULE_LOOK_AT_TOP): only its controller's top card, and only
 * while the permanent is there. */
static bool lands_and_creatures(const cardrt_game *g, cardrt_id src, const cardrt_event *ev)
{
    return ev->player == cardrt_controller(g, src)
           && ((ev->kind == CARDRT_EV_PLAY_LAND && (cardrt_types(g, ev->object) & CARDRT_LAND))
               || (ev->kind == CARDRT_EV_CAST && (cardrt_types(g, ev->object) & CARDRT_CREATURE)));
}
static const cardrt_rule FROM_TOP = { .kind = CARDRT_RULE_PLAY_FROM_TOP, .applies = lands_and_creatures };
RULE_CARD(COURSER, FROM_TOP, NULL);
static const cardrt_rule LOOK = { .kind = CARDRT_RULE_LOOK_AT_TOP, .who = CARDRT_WHO_YOU };
RULE_CARD(SPHINX, LOOK, NULL);

static void cr_416_1_play_from_the_top_of_your_library(void)
{
    cardrt_game *g = new_game();
    cardrt_id courser = put(g, &COURSER, 0, CARDRT_BATTLEFIELD);
    cardrt_id under = put(g, &FOREST, 0, CARDRT_LIBRARY);
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_LIBRARY);
    cardrt_id theirs = put(g, &FOREST, 1, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_play_land(g, 0, under), CARDRT_EZONE);     /* not the top card */
    CU_ASSERT_EQUAL(cardrt_play_land(g, 0, theirs), CARDRT_EZONE);    /* not their library */
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, bear, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_STACK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_play_land(g, 0, under), CARDRT_OK);       /* now on top */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, under), CARDRT_BATTLEFIELD);
    cardrt_id spell = put(g, &SPELL, 0, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, spell, NULL, NULL), CARDRT_EZONE);  /* a sorcery: not this rule */
    cardrt_id bear2 = put(g, &BEAR, 0, CARDRT_LIBRARY);
    cardrt_move(g, courser, CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, bear2, NULL, NULL), CARDRT_EZONE);
    CU_ASSERT_FALSE(cardrt_may_look_at_top(g, 0, 0));
    put(g, &SPHINX, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_TRUE(cardrt_may_look_at_top(g, 0, 0));
    CU_ASSERT_FALSE(cardrt_may_look_at_top(g, 1, 0));
    CU_ASSERT_FALSE(cardrt_may_look_at_top(g, 0, 1));
    CU_ASSERT_FALSE(cardrt_may_look_at_top(g, 0, 9));
    cardrt_game_free(g);
}

void register_rule_changes_tests(void)
{
    CU_pSuite s = test_suite("rule_changes");
    test_add(s, "cr_416_1_players_cant_gain_life", cr_416_1_players_cant_gain_life);
    test_add(s, "cr_416_1_you_cant_lose_life", cr_416_1_you_cant_lose_life);
    test_add(s, "cr_416_1_no_life_lost_by_who_cant_lose_it", cr_416_1_no_life_lost_by_who_cant_lose_it);
    test_add(s, "cr_418_3_a_rule_from_a_resolved_spell_lasts_its_duration",
             cr_418_3_a_rule_from_a_resolved_spell_lasts_its_duration);
    test_add(s, "cr_416_1_you_have_hexproof", cr_416_1_you_have_hexproof);
    test_add(s, "cr_416_1_cant_cast_more_than_one_spell_each_turn",
             cr_416_1_cant_cast_more_than_one_spell_each_turn);
    test_add(s, "cr_416_1_cant_play_lands", cr_416_1_cant_play_lands);
    test_add(s, "cr_416_1_creature_spells_you_control_cant_be_countered",
             cr_416_1_creature_spells_you_control_cant_be_countered);
    test_add(s, "cr_416_1_target_creature_cant_be_regenerated_this_turn",
             cr_416_1_target_creature_cant_be_regenerated_this_turn);
    test_add(s, "cr_416_1_damage_cant_be_prevented_this_turn", cr_416_1_damage_cant_be_prevented_this_turn);
    test_add(s, "cr_601_2f_increases_then_reductions", cr_601_2f_increases_then_reductions);
    test_add(s, "cr_601_2f_reductions_only_of_generic_mana", cr_601_2f_reductions_only_of_generic_mana);
    test_add(s, "cr_601_2f_spells_that_target_it_cost_more", cr_601_2f_spells_that_target_it_cost_more);
    test_add(s, "cr_601_2f_activated_abilities_cost_more", cr_601_2f_activated_abilities_cost_more);
    test_add(s, "cr_416_1_play_from_the_top_of_your_library", cr_416_1_play_from_the_top_of_your_library);
}
