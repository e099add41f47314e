/* test_keywords.c — keyword abilities of the later rules (the current
 * Comprehensive Rules, CR 702.x; not in ../shared/rules): infect, wither,
 * changeling, and the triggered keywords the runtime carries out itself
 * (prowess, flanking, exalted). */
#include "rt_tests.h"

#define KW(k) CARDRT_KW(CARDRT_KW_##k)
#define CREATURE(id, nm, p, t, kws) \
    static const cardrt_card_def id = { .name = nm, .colors = CARDRT_BLACK, .types = CARDRT_CREATURE, \
                                        .has_pt = true, .power = p, .toughness = t, .keywords = kws }

CREATURE(INFECTOR, "Infector", 2, 2, KW(INFECT));
CREATURE(WITHERER, "Witherer", 2, 2, KW(WITHER));
CREATURE(BEAR, "Bear", 2, 2, 0);
CREATURE(WALL, "Wall", 0, 5, 0);
CREATURE(MONK, "Monk", 1, 2, KW(PROWESS));
CREATURE(KNIGHT, "Knight", 2, 2, KW(FLANKING));
CREATURE(SQUIRE, "Squire", 1, 1, 0);
CREATURE(ANGEL, "Angel", 1, 1, KW(EXALTED));
static const cardrt_card_def SHAPESHIFTER = {
    .name = "Shapeshifter", .colors = CARDRT_BLUE, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 1, .toughness = 1, .subtypes = { "Shapeshifter" }, .keywords = KW(CHANGELING),
};
static const cardrt_card_def SHOCK = { .name = "Shock", .colors = CARDRT_RED, .types = CARDRT_INSTANT };

static void attack(cardrt_game *g, const cardrt_id *attackers, unsigned n)
{
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, attackers, NULL, n), CARDRT_OK);
}

static void resolve_all(cardrt_game *g)
{
    while (cardrt_stack_size(g))
        cardrt_resolve_top(g);
}

static void cr_702_90_infect_damage_is_counters(void)
{
    /* CR 702.90b, 120.3b and 120.3d: damage from a source with infect is
     * dealt to a player as poison counters, to a creature as -1/-1
     * counters; it is still damage (lifelink, deathtouch). */
    cardrt_game *g = new_game();
    cardrt_id inf = put(g, &INFECTOR, 0, CARDRT_BATTLEFIELD), wall = put(g, &WALL, 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_deal_damage(g, inf, player(1), 2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_poison(g, 1), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    CU_ASSERT_EQUAL(cardrt_deal_damage(g, inf, obj(wall), 2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, wall, "-1/-1"), 2);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, wall), 0);
    assert_pt(g, wall, -2, 3);
    /* In combat too, and the counters stay after the turn ends. */
    attack(g, &inf, 1);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END_COMBAT), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_poison(g, 1), 4);
    cardrt_end_turn(g);
    assert_pt(g, wall, -2, 3);
    cardrt_game_free(g);
}

static void cr_702_80_wither_damage_to_creatures(void)
{
    /* CR 702.80a: damage from a source with wither to a creature is dealt
     * as -1/-1 counters; to a player it is ordinary damage. */
    cardrt_game *g = new_game();
    cardrt_id w = put(g, &WITHERER, 0, CARDRT_BATTLEFIELD), bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_deal_damage(g, w, player(1), 2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    CU_ASSERT_EQUAL(cardrt_poison(g, 1), 0);
    CU_ASSERT_EQUAL(cardrt_deal_damage(g, w, obj(bear), 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, bear, "-1/-1"), 1);
    cardrt_end_turn(g);
    assert_pt(g, bear, 1, 1);
    CU_ASSERT_EQUAL(cardrt_deal_damage(g, w, obj(bear), 1), CARDRT_OK);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_GRAVEYARD);     /* toughness 0 */
    cardrt_game_free(g);
}

static void cr_702_73_changeling_is_every_creature_type(void)
{
    /* CR 702.73a: "This object is every creature type", in every zone; not
     * a land or artifact type. */
    cardrt_game *g = new_game();
    cardrt_id s = put(g, &SHAPESHIFTER, 0, CARDRT_BATTLEFIELD), h = put(g, &SHAPESHIFTER, 0, CARDRT_HAND);
    CU_ASSERT(cardrt_has_subtype(g, s, "Elf"));
    CU_ASSERT(cardrt_has_subtype(g, s, "Goblin"));
    CU_ASSERT(cardrt_has_subtype(g, s, "Shapeshifter"));
    CU_ASSERT(cardrt_has_subtype(g, h, "Merfolk"));
    CU_ASSERT(!cardrt_has_subtype(g, s, "Forest"));
    CU_ASSERT(!cardrt_has_subtype(g, s, "Equipment"));
    CU_ASSERT(!cardrt_has_subtype(g, s, "Jace"));
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT(!cardrt_has_subtype(g, bear, "Elf"));
    cardrt_game_free(g);
}

static void cr_702_108_prowess(void)
{
    /* CR 702.108a: "Whenever you cast a noncreature spell, this creature
     * gets +1/+1 until end of turn"; not for creature spells, nor for an
     * opponent's spells. */
    cardrt_game *g = new_game();
    cardrt_id monk = put(g, &MONK, 0, CARDRT_BATTLEFIELD);
    cardrt_id shock = put(g, &SHOCK, 0, CARDRT_HAND), bear = put(g, &BEAR, 0, CARDRT_HAND);
    cardrt_id theirs = put(g, &SHOCK, 1, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, shock, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);   /* the trigger on the spell */
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, theirs, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    assert_pt(g, monk, 2, 3);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, bear, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    resolve_all(g);
    assert_pt(g, monk, 2, 3);
    cardrt_end_turn(g);
    assert_pt(g, monk, 1, 2);
    cardrt_game_free(g);
}

static void cr_702_25_flanking(void)
{
    /* CR 702.25a: "Whenever a creature without flanking blocks this
     * creature, the blocking creature gets -1/-1 until end of turn." */
    cardrt_game *g = new_game();
    cardrt_id knight = put(g, &KNIGHT, 0, CARDRT_BATTLEFIELD);
    cardrt_id squire = put(g, &SQUIRE, 1, CARDRT_BATTLEFIELD);
    attack(g, &knight, 1);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &squire, &knight, 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, squire), CARDRT_GRAVEYARD);  /* 0/0 */
    cardrt_end_turn(g);
    cardrt_end_turn(g);
    /* A blocker with flanking: no trigger. */
    cardrt_id other = put(g, &KNIGHT, 1, CARDRT_BATTLEFIELD);
    attack(g, &knight, 1);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &other, &knight, 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    assert_pt(g, other, 2, 2);
    cardrt_game_free(g);
}

static void cr_702_83_exalted(void)
{
    /* CR 702.83a: "Whenever a creature you control attacks alone, that
     * creature gets +1/+1 until end of turn"; each instance triggers. */
    cardrt_game *g = new_game();
    put(g, &ANGEL, 0, CARDRT_BATTLEFIELD);
    put(g, &ANGEL, 0, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD), bear2 = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    put(g, &ANGEL, 1, CARDRT_BATTLEFIELD);      /* an opponent's: not for Ann's creatures */
    attack(g, &bear, 1);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);
    resolve_all(g);
    assert_pt(g, bear, 4, 4);
    cardrt_end_turn(g);
    cardrt_end_turn(g);
    cardrt_id both[] = { bear, bear2 };
    attack(g, both, 2);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);   /* not alone */
    cardrt_game_free(g);
}

/* ---- costs a spell may be cast with ------------------------------------------------ */

static const cardrt_cost kicker_cost[] = { { .kind = CARDRT_COST_KICKER, .counter = "{2}" } };
static void draw_if_kicked(cardrt_ctx *ctx)
{
    cardrt_game *g = cardrt_ctx_game(ctx);
    if (cardrt_cast_options(g, cardrt_ctx_source(ctx)) & CARDRT_PLAY_KICKED)
        cardrt_draw(g, cardrt_ctx_controller(ctx), 1);
}
static const cardrt_card_def KICK_SPELL = {
    .name = "Kick", .mana_cost = "{R}", .colors = CARDRT_RED, .types = CARDRT_INSTANT,
    .resolve = draw_if_kicked, .costs = kicker_cost, .ncosts = 1,
};
static const cardrt_card_def KICK_BEAR = {
    .name = "Kick Bear", .mana_cost = "{G}", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE,
    .has_pt = true, .power = 2, .toughness = 2, .costs = kicker_cost, .ncosts = 1,
};
static const cardrt_cost buyback_cost[] = { { .kind = CARDRT_COST_BUYBACK, .counter = "{3}" } };
static const cardrt_card_def BUYBACK_SPELL = {
    .name = "Buyback", .mana_cost = "{U}", .colors = CARDRT_BLUE, .types = CARDRT_INSTANT,
    .costs = buyback_cost, .ncosts = 1,
};
static const cardrt_cost flashback_cost[] = { { .kind = CARDRT_COST_FLASHBACK, .counter = "{1}{R}" } };
static const cardrt_card_def FLASHBACK_SPELL = {
    .name = "Flashback", .mana_cost = "{R}", .colors = CARDRT_RED, .types = CARDRT_SORCERY,
    .costs = flashback_cost, .ncosts = 1,
};

static cardrt_status cast_with(cardrt_game *g, unsigned p, cardrt_id id, unsigned options)
{
    cardrt_play play = { .options = options };
    return cardrt_cast_play(g, p, id, &play);
}

static void cr_702_33_kicker(void)
{
    /* CR 702.33a, d: kicker is an optional additional cost; "if it was
     * kicked" asks whether it was paid, of the spell and of the permanent
     * it becomes. */
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id kick = put(g, &KICK_SPELL, 0, CARDRT_HAND);
    put(g, &BEAR, 0, CARDRT_LIBRARY);
    put(g, &BEAR, 0, CARDRT_LIBRARY);
    cardrt_add_mana(g, 0, "{R}{R}", false);
    CU_ASSERT_EQUAL(cast_with(g, 0, kick, CARDRT_PLAY_KICKED), CARDRT_ECOST);     /* {R}{2} */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, kick), CARDRT_HAND);
    CU_ASSERT_EQUAL(cast_with(g, 0, kick, CARDRT_PLAY_BUYBACK), CARDRT_EINVAL);   /* no such cost */
    cardrt_add_mana(g, 0, "{R}", false);
    unsigned hand = cardrt_zone_size(g, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cast_with(g, 0, kick, CARDRT_PLAY_KICKED), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_R), 0);
    CU_ASSERT_EQUAL(cardrt_cast_options(g, kick), CARDRT_PLAY_KICKED);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), hand);          /* cast, then drew one */
    CU_ASSERT_EQUAL(cardrt_cast_options(g, kick), 0);          /* a card in the graveyard */
    /* Not kicked: no draw. */
    cardrt_id kick2 = put(g, &KICK_SPELL, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{R}", false);
    hand = cardrt_zone_size(g, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cast_with(g, 0, kick2, 0), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), hand - 1);
    /* A kicked permanent spell: the permanent was kicked, and, once it has
     * left, as it last existed there (CR 603.4), until the card moves on. */
    cardrt_id bear = put(g, &KICK_BEAR, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{G}{G}{G}", false);
    CU_ASSERT_EQUAL_FATAL(cast_with(g, 0, bear, CARDRT_PLAY_KICKED), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_cast_options(g, bear), CARDRT_PLAY_KICKED);
    cardrt_move(g, bear, CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_cast_options(g, bear), CARDRT_PLAY_KICKED);
    cardrt_move(g, bear, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_cast_options(g, bear), 0);
    cardrt_move(g, bear, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_cast_options(g, bear), 0);
    cardrt_game_free(g);
}

static void cr_702_27_buyback(void)
{
    /* CR 702.27a: with its buyback cost paid, the spell goes to its owner's
     * hand as it resolves; countered, it goes to the graveyard. */
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id spell = put(g, &BUYBACK_SPELL, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{U}{U}{U}{U}", false);
    CU_ASSERT_EQUAL_FATAL(cast_with(g, 0, spell, CARDRT_PLAY_BUYBACK), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_U), 0);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, spell), CARDRT_HAND);
    cardrt_add_mana(g, 0, "{U}{U}{U}{U}", false);
    CU_ASSERT_EQUAL_FATAL(cast_with(g, 0, spell, CARDRT_PLAY_BUYBACK), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter(g, spell), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, spell), CARDRT_GRAVEYARD);
    cardrt_id plain = put(g, &BUYBACK_SPELL, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{U}", false);
    CU_ASSERT_EQUAL_FATAL(cast_with(g, 0, plain, 0), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, plain), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void cr_702_34_flashback(void)
{
    /* CR 702.34a: an instant or sorcery with flashback may be cast from its
     * owner's graveyard for its flashback cost instead of its mana cost;
     * it is exiled instead of going anywhere else from the stack. */
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id spell = put(g, &FLASHBACK_SPELL, 0, CARDRT_GRAVEYARD);
    cardrt_id theirs = put(g, &FLASHBACK_SPELL, 1, CARDRT_GRAVEYARD);
    cardrt_id shock = put(g, &SHOCK, 0, CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cast_with(g, 0, shock, 0), CARDRT_EZONE);          /* no flashback */
    CU_ASSERT_EQUAL(cast_with(g, 0, theirs, 0), CARDRT_EZONE);         /* not its owner */
    cardrt_add_mana(g, 0, "{R}", false);
    CU_ASSERT_EQUAL(cast_with(g, 0, spell, 0), CARDRT_ECOST);          /* {1}{R}, not {R} */
    cardrt_add_mana(g, 0, "{R}", false);
    CU_ASSERT_EQUAL_FATAL(cast_with(g, 0, spell, 0), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_cast_options(g, spell), CARDRT_PLAY_FLASHBACK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, spell), CARDRT_EXILE);
    CU_ASSERT_EQUAL(cast_with(g, 0, spell, 0), CARDRT_EZONE);
    /* Countered: exiled too.  Cast from the hand: its mana cost, and it
     * goes to the graveyard as usual. */
    cardrt_id again = put(g, &FLASHBACK_SPELL, 0, CARDRT_GRAVEYARD);
    cardrt_add_mana(g, 0, "{R}{R}", false);
    CU_ASSERT_EQUAL_FATAL(cast_with(g, 0, again, 0), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter(g, again), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, again), CARDRT_EXILE);
    cardrt_id fresh = put(g, &FLASHBACK_SPELL, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{R}", false);
    CU_ASSERT_EQUAL_FATAL(cast_with(g, 0, fresh, 0), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, fresh), CARDRT_GRAVEYARD);
    /* A sorcery's timing still applies from the graveyard. */
    cardrt_end_turn(g);
    cardrt_add_mana(g, 0, "{R}{R}", false);
    CU_ASSERT_EQUAL(cast_with(g, 0, fresh, 0), CARDRT_ETIMING);
    CU_ASSERT_EQUAL(cardrt_cast_options(NULL, fresh), 0);
    cardrt_game_free(g);
}

/* ---- keyword abilities with a parameter ---------------------------------------------- */

static void echo_effect(cardrt_ctx *ctx)
{
    cardrt_fx_echo(ctx, "{1}{R}");
}
static void cumulative_mana(cardrt_ctx *ctx)
{
    cardrt_fx_cumulative_upkeep(ctx, "{1}", 0);
}
static void cumulative_life(cardrt_ctx *ctx)
{
    cardrt_fx_cumulative_upkeep(ctx, NULL, 2);
}
static void fading_effect(cardrt_ctx *ctx)
{
    cardrt_fx_fading(ctx);
}
static void vanishing_effect(cardrt_ctx *ctx)
{
    cardrt_fx_vanishing(ctx);
}
static void sacrifice_it(cardrt_ctx *ctx)
{
    cardrt_sel_source(ctx, 0);
    cardrt_fx_sacrifice(ctx, 0);
}
static const cardrt_trigger_def echo_trig[] = {
    { .text = "Echo {1}{R}", .matches = cardrt_match_echo, .effect = echo_effect } };
static const cardrt_trigger_def cu_mana_trig[] = {
    { .text = "Cumulative upkeep {1}", .matches = cardrt_match_upkeep, .effect = cumulative_mana } };
static const cardrt_trigger_def cu_life_trig[] = {
    { .text = "Cumulative upkeep—Pay 2 life.", .matches = cardrt_match_upkeep, .effect = cumulative_life } };
static const cardrt_trigger_def fading_trig[] = {
    { .text = "Fading 1", .matches = cardrt_match_upkeep, .effect = fading_effect } };
static const cardrt_trigger_def vanishing_trig[] = {
    { .text = "Vanishing 2", .matches = cardrt_match_upkeep, .condition = cardrt_has_time_counter,
      .effect = vanishing_effect },
    { .text = "Vanishing 2", .matches = cardrt_match_last_time_counter, .effect = sacrifice_it },
};
#define WITH_TRIGGERS(id, nm, trig, n) \
    static const cardrt_card_def id = { .name = nm, .types = CARDRT_CREATURE, .has_pt = true, .power = 3, \
                                        .toughness = 3, .triggers = trig, .ntriggers = n }
WITH_TRIGGERS(ECHO_BEAST, "Echo Beast", echo_trig, 1);
WITH_TRIGGERS(CU_MANA, "Upkeep Mana", cu_mana_trig, 1);
WITH_TRIGGERS(CU_LIFE, "Upkeep Life", cu_life_trig, 1);
WITH_TRIGGERS(FADER, "Fader", fading_trig, 1);
WITH_TRIGGERS(VANISHER, "Vanisher", vanishing_trig, 2);

/* Answers "yes" to every "you may" and "unless ... pays". */
static unsigned say_yes(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    answers[0] = c->kind == CARDRT_CHOOSE_YES_NO ? 1 : 0;
    return c->kind == CARDRT_CHOOSE_YES_NO || c->min ? 1 : 0;
}

/* To the beginning of player 0's next upkeep, with its triggers resolved. */
static void next_upkeep(cardrt_game *g)
{
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);     /* player 0's upkeep went by */
}

static void cr_702_30_echo(void)
{
    /* CR 702.30a: "At the beginning of your upkeep, if this permanent came
     * under your control since the beginning of your last upkeep, sacrifice
     * it unless you pay [cost]": once, the first upkeep. */
    cardrt_game *g = new_game();
    cardrt_id beast = put(g, &ECHO_BEAST, 0, CARDRT_BATTLEFIELD);
    cardrt_id other = put(g, &ECHO_BEAST, 0, CARDRT_BATTLEFIELD);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL_FATAL(cardrt_end_turn(g), CARDRT_OK);
    /* The default does not pay: both sacrificed. */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, beast), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, other), CARDRT_GRAVEYARD);
    cardrt_id paid = put(g, &ECHO_BEAST, 0, CARDRT_BATTLEFIELD);
    cardrt_set_chooser(g, say_yes, NULL);
    next_upkeep(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, paid), CARDRT_BATTLEFIELD);
    cardrt_set_chooser(g, NULL, NULL);
    next_upkeep(g);                                     /* not again */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, paid), CARDRT_BATTLEFIELD);
    /* Strict mana: only a player who can pay is asked. */
    cardrt_game *h = new_game();
    cardrt_set_strict_mana(h, true);
    cardrt_set_chooser(h, say_yes, NULL);
    cardrt_id b = put(h, &ECHO_BEAST, 0, CARDRT_BATTLEFIELD);
    next_upkeep(h);
    CU_ASSERT_EQUAL(cardrt_zone_of(h, b), CARDRT_GRAVEYARD);
    cardrt_game_free(h);
    cardrt_game_free(g);
}

static void cr_702_24_cumulative_upkeep(void)
{
    /* CR 702.24a: "At the beginning of your upkeep, put an age counter on
     * this permanent, then you may pay [cost] for each age counter on it.
     * If you don't, sacrifice it." */
    cardrt_game *g = new_game();
    cardrt_set_chooser(g, say_yes, NULL);
    cardrt_id life = put(g, &CU_LIFE, 0, CARDRT_BATTLEFIELD);
    cardrt_id mana = put(g, &CU_MANA, 0, CARDRT_BATTLEFIELD);
    next_upkeep(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, life, "age"), 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 18);
    next_upkeep(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 18 - 4);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, mana, "age"), 2);
    next_upkeep(g);                                     /* 6 life: 14 - 6 */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 8);
    cardrt_end_turn(g);
    cardrt_end_turn(g);                                 /* 8 life: all of it may be paid */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 0);
    CU_ASSERT(cardrt_player_lost(g, 0));
    cardrt_game_free(g);
    /* Not paid: sacrificed; strict mana needs the mana in the pool. */
    g = new_game();
    cardrt_id m = put(g, &CU_MANA, 0, CARDRT_BATTLEFIELD);
    next_upkeep(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, m), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
    g = new_game();
    cardrt_set_chooser(g, say_yes, NULL);
    cardrt_id l = put(g, &CU_LIFE, 0, CARDRT_BATTLEFIELD);
    cardrt_lose_life(g, 0, 19);
    next_upkeep(g);                                     /* 2 life needed, 1 left */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, l), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 1);
    CU_ASSERT_EQUAL(cardrt_fx_cumulative_upkeep(NULL, "{1}", 0), CARDRT_EINVAL);
    cardrt_game_free(g);
}

static void cr_702_32_fading_and_702_63_vanishing(void)
{
    /* CR 702.32a: remove a fade counter each upkeep; if you can't,
     * sacrifice it.  702.63a: remove a time counter each upkeep; when the
     * last is removed, sacrifice it. */
    cardrt_game *g = new_game();
    cardrt_id fader = put(g, &FADER, 0, CARDRT_BATTLEFIELD);
    cardrt_id vanisher = put(g, &VANISHER, 0, CARDRT_BATTLEFIELD);
    cardrt_add_counter(g, fader, "fade", 1);
    cardrt_add_counter(g, vanisher, "time", 2);
    next_upkeep(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, fader, "fade"), 0);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, vanisher, "time"), 1);
    next_upkeep(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, fader), CARDRT_GRAVEYARD);    /* couldn't remove one */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, vanisher), CARDRT_GRAVEYARD); /* the last one removed */
    CU_ASSERT_EQUAL(cardrt_fx_fading(NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_fx_vanishing(NULL), CARDRT_EINVAL);
    cardrt_game_free(g);
}

static void crew_effect(cardrt_ctx *ctx)
{
    static const cardrt_change becomes[] = { { .kind = CARDRT_ADD_TYPES, .value = CARDRT_ARTIFACT | CARDRT_CREATURE } };
    cardrt_sel_source(ctx, 0);
    cardrt_fx_effect(ctx, 0, becomes, 1, CARDRT_UNTIL_END_OF_TURN, NULL);
}
static const cardrt_cost crew3[] = { { .kind = CARDRT_COST_TAP_POWER, .n = 3 } };
static const cardrt_activated_def crew_ab[] = {
    { .text = "Crew 3", .costs = crew3, .ncosts = 1, .effect = crew_effect } };
static const cardrt_card_def VEHICLE = {
    .name = "Vehicle", .types = CARDRT_ARTIFACT, .subtypes = { "Vehicle" }, .has_pt = true, .power = 5,
    .toughness = 5, .activated = crew_ab, .nactivated = 1,
};

static void cr_702_122_crew(void)
{
    /* CR 702.122a: "Tap any number of other untapped creatures you control
     * with total power N or more: This permanent becomes an artifact
     * creature until end of turn."  Tapping them is no {T} cost: a creature
     * that came under your control this turn may crew. */
    cardrt_game *g = new_game();
    cardrt_id v = put(g, &VEHICLE, 0, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, v, 0, NULL, NULL), CARDRT_ECOST);     /* power 2 < 3 */
    CU_ASSERT(!cardrt_is_tapped(g, bear));
    cardrt_id sick = put(g, &SQUIRE, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, sick, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT(cardrt_is_sick(g, sick));
    put(g, &BEAR, 1, CARDRT_BATTLEFIELD);                  /* an opponent's does not count */
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, v, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT(cardrt_is_tapped(g, bear));
    CU_ASSERT(cardrt_is_tapped(g, sick));
    CU_ASSERT(!(cardrt_types(g, v) & CARDRT_CREATURE));
    resolve_all(g);
    CU_ASSERT(cardrt_types(g, v) & CARDRT_CREATURE);
    assert_pt(g, v, 5, 5);
    cardrt_end_turn(g);
    CU_ASSERT(!(cardrt_types(g, v) & CARDRT_CREATURE));
    cardrt_game_free(g);
}

/* ---- more keywords: evasion, timing, triggered abilities -------------------------------- */

CREATURE(SKULKER, "Skulker", 2, 2, KW(SKULK));
CREATURE(EXTORTER, "Extorter", 1, 1, KW(EXTORT));
CREATURE(EVOLVER, "Evolver", 1, 1, KW(EVOLVE));
CREATURE(PERSISTER, "Persister", 2, 2, KW(PERSIST));
CREATURE(UNDYER, "Undyer", 2, 2, KW(UNDYING));
CREATURE(GIANT, "Giant", 3, 3, 0);
static const cardrt_card_def SPLIT = {
    .name = "Split", .colors = CARDRT_RED, .types = CARDRT_INSTANT, .keywords = KW(SPLIT_SECOND),
};
static void add_r(cardrt_ctx *ctx)
{
    cardrt_fx_add_mana(ctx, CARDRT_MANA_R, 1);
}
static const cardrt_cost tap_cost[] = { { .kind = CARDRT_COST_TAP } };
static const cardrt_activated_def abilities[] = {
    { .text = "{T}: Add {R}.", .costs = tap_cost, .ncosts = 1, .effect = add_r, .mana_ability = true },
    { .text = "{T}: Draw.", .costs = tap_cost, .ncosts = 1, .effect = add_r },
};
static const cardrt_card_def ROCK = {
    .name = "Rock", .types = CARDRT_ARTIFACT, .activated = abilities, .nactivated = 2,
};

static void cr_702_118_skulk(void)
{
    /* CR 702.118b: can't be blocked by creatures with greater power. */
    cardrt_game *g = new_game();
    cardrt_id sk = put(g, &SKULKER, 0, CARDRT_BATTLEFIELD);
    cardrt_id giant = put(g, &GIANT, 1, CARDRT_BATTLEFIELD), bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    attack(g, &sk, 1);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &giant, &sk, 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &bear, &sk, 1), CARDRT_OK);     /* equal power */
    cardrt_game_free(g);
}

static void cr_702_61_split_second(void)
{
    /* CR 702.61a: while it is on the stack, no spells and no abilities but
     * mana abilities. */
    cardrt_game *g = new_game();
    cardrt_id split = put(g, &SPLIT, 0, CARDRT_HAND), shock = put(g, &SHOCK, 1, CARDRT_HAND);
    cardrt_id rock = put(g, &ROCK, 1, CARDRT_BATTLEFIELD), rock2 = put(g, &ROCK, 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, split, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, shock, NULL, NULL), CARDRT_ETIMING);
    CU_ASSERT_EQUAL(cardrt_activate(g, 1, rock, 1, NULL, NULL), CARDRT_ETIMING);
    CU_ASSERT_EQUAL(cardrt_activate(g, 1, rock2, 0, NULL, NULL), CARDRT_OK);   /* a mana ability */
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, shock, NULL, NULL), CARDRT_OK);
    cardrt_game_free(g);
}

static void cr_702_101_extort(void)
{
    /* CR 702.101a: pay {W/B} as you cast a spell: each opponent loses 1
     * life, you gain what they lost. */
    cardrt_game *g = new_game();
    put(g, &EXTORTER, 0, CARDRT_BATTLEFIELD);
    cardrt_id shock = put(g, &SHOCK, 0, CARDRT_HAND), shock2 = put(g, &SHOCK, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, shock, NULL, NULL), CARDRT_OK);
    resolve_all(g);                                     /* the default: not paid */
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    cardrt_set_chooser(g, say_yes, NULL);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, shock2, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 21);
    cardrt_game_free(g);
}

static void cr_702_100_evolve(void)
{
    /* CR 702.100a: a creature with greater power or toughness enters under
     * your control: a +1/+1 counter; not for a smaller one, nor for an
     * opponent's. */
    cardrt_game *g = new_game();
    cardrt_id ev = put(g, &EVOLVER, 0, CARDRT_BATTLEFIELD);
    cardrt_id b = put(g, &BEAR, 0, CARDRT_HAND), s1 = put(g, &SQUIRE, 0, CARDRT_HAND);
    cardrt_id theirs = put(g, &GIANT, 1, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, b, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, ev, "+1/+1"), 1);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, s1, NULL, NULL), CARDRT_OK);
    resolve_all(g);                                     /* 1/1 against 2/2 */
    CU_ASSERT_EQUAL(cardrt_counter_count(g, ev, "+1/+1"), 1);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, theirs, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, ev, "+1/+1"), 1);
    cardrt_game_free(g);
}

static void cr_702_79_persist_and_702_93_undying(void)
{
    /* Persist: it returns with a -1/-1 counter if it had none; undying the
     * same with a +1/+1 counter.  A token would cease to exist. */
    cardrt_game *g = new_game();
    cardrt_id p = put(g, &PERSISTER, 0, CARDRT_BATTLEFIELD), u = put(g, &UNDYER, 1, CARDRT_BATTLEFIELD);
    cardrt_destroy(g, p, false);
    cardrt_destroy(g, u, false);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, p), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, p, "-1/-1"), 1);
    assert_pt(g, p, 1, 1);
    CU_ASSERT_EQUAL(cardrt_controller(g, u), 1);
    assert_pt(g, u, 3, 3);
    cardrt_destroy(g, p, false);
    cardrt_destroy(g, u, false);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);           /* they had counters */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, p), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, u), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void rampage_effect(cardrt_ctx *ctx)
{
    cardrt_fx_rampage(ctx, 2);
}
static void afflict_effect(cardrt_ctx *ctx)
{
    cardrt_fx_afflict(ctx, 3);
}
static const cardrt_trigger_def rampage_trig[] = {
    { .text = "Rampage 2", .matches = cardrt_match_becomes_blocked, .effect = rampage_effect },
    { .text = "Afflict 3", .matches = cardrt_match_becomes_blocked, .effect = afflict_effect },
};
WITH_TRIGGERS(RAMPAGER, "Rampager", rampage_trig, 2);

static void ed4_rampage_and_702_130_afflict(void)
{
    /* The Fourth Edition rulebook: "that creature gets +X/+X until the end
     * of the turn for each creature assigned to block it after the first";
     * CR 702.130a afflict: the defending player loses N life. */
    cardrt_game *g = new_game();
    cardrt_id r = put(g, &RAMPAGER, 0, CARDRT_BATTLEFIELD);
    cardrt_id w1 = put(g, &WALL, 1, CARDRT_BATTLEFIELD), w2 = put(g, &WALL, 1, CARDRT_BATTLEFIELD);
    cardrt_id w3 = put(g, &WALL, 1, CARDRT_BATTLEFIELD);
    attack(g, &r, 1);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    cardrt_id walls[] = { w1, w2, w3 }, at[] = { r, r, r };
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_blockers(g, 1, walls, at, 3), CARDRT_OK);
    resolve_all(g);
    assert_pt(g, r, 3 + 4, 3 + 4);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 17);
    CU_ASSERT_EQUAL(cardrt_fx_rampage(NULL, 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_fx_afflict(NULL, 1), CARDRT_EINVAL);
    cardrt_game_free(g);
}

/* ---- evoke, dash, unearth, bloodthirst, renown, monstrosity ------------------------------ */

static const cardrt_cost evoke_cost[] = { { .kind = CARDRT_COST_EVOKE, .counter = "{W}" } };
static void sac_self(cardrt_ctx *ctx)
{
    cardrt_sel_source(ctx, 0);
    cardrt_fx_sacrifice(ctx, 0);
}
static const cardrt_trigger_def evoke_trig[] = {
    { .text = "Evoke {W}", .matches = cardrt_match_evoked, .effect = sac_self } };
static const cardrt_card_def EVOKER = {
    .name = "Evoker", .mana_cost = "{3}{W}", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 3, .toughness = 3, .costs = evoke_cost, .ncosts = 1, .triggers = evoke_trig, .ntriggers = 1,
};
static const cardrt_cost dash_cost[] = { { .kind = CARDRT_COST_DASH, .counter = "{R}" } };
static const cardrt_card_def DASHER = {
    .name = "Dasher", .mana_cost = "{2}{R}", .colors = CARDRT_RED, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 3, .toughness = 1, .costs = dash_cost, .ncosts = 1,
};
static void unearth(cardrt_ctx *ctx)
{
    cardrt_fx_unearth(ctx);
}
static const cardrt_activated_def unearth_ab[] = {
    { .text = "Unearth {B}", .mana_cost = "{B}", .effect = unearth, .zones = CARDRT_IN(CARDRT_GRAVEYARD),
      .timing = CARDRT_TIMING_SORCERY } };
static const cardrt_card_def UNEARTHER = {
    .name = "Unearther", .colors = CARDRT_BLACK, .types = CARDRT_CREATURE, .has_pt = true, .power = 2,
    .toughness = 2, .activated = unearth_ab, .nactivated = 1,
};
static void bloodthirst(cardrt_ctx *ctx)
{
    cardrt_fx_bloodthirst(ctx, 2);
}
static const cardrt_card_def BLOODY = {
    .name = "Bloody", .colors = CARDRT_RED, .types = CARDRT_CREATURE, .has_pt = true, .power = 1,
    .toughness = 1, .as_enters = bloodthirst,
};
static void renown(cardrt_ctx *ctx)
{
    cardrt_fx_renown(ctx, 1);
}
static void monstrosity(cardrt_ctx *ctx)
{
    cardrt_fx_monstrosity(ctx, 3);
}
static const cardrt_trigger_def renown_trig[] = {
    { .text = "Renown 1", .matches = cardrt_match_renown, .effect = renown } };
static const cardrt_activated_def monster_ab[] = { { .text = "{G}: Monstrosity 3.", .effect = monstrosity } };
static const cardrt_card_def RENOWNED = {
    .name = "Renowned", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE, .has_pt = true, .power = 2,
    .toughness = 2, .triggers = renown_trig, .ntriggers = 1, .activated = monster_ab, .nactivated = 1,
};

static void cr_702_74_evoke_and_702_109_dash(void)
{
    /* CR 702.74a: cast for its evoke cost, it is sacrificed as it enters;
     * 702.109a: cast for its dash cost, it gains haste and returns to its
     * owner's hand at the beginning of the next end step. */
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id ev = put(g, &EVOKER, 0, CARDRT_HAND), dash = put(g, &DASHER, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{W}", false);
    CU_ASSERT_EQUAL(cast_with(g, 0, ev, CARDRT_PLAY_EVOKED | CARDRT_PLAY_DASHED), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cast_with(g, 0, ev, CARDRT_PLAY_DASHED), CARDRT_EINVAL);     /* no dash cost */
    CU_ASSERT_EQUAL_FATAL(cast_with(g, 0, ev, CARDRT_PLAY_EVOKED), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_W), 0);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ev), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ev), CARDRT_GRAVEYARD);
    cardrt_add_mana(g, 0, "{R}", false);
    CU_ASSERT_EQUAL_FATAL(cast_with(g, 0, dash, CARDRT_PLAY_DASHED), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT(!cardrt_is_sick(g, dash));                    /* haste */
    CU_ASSERT(cardrt_has_keyword(g, dash, CARDRT_KW_HASTE));
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, dash), CARDRT_HAND);
    cardrt_add_mana(g, 0, "{R}{R}{R}", false);
    cardrt_end_turn(g);
    cardrt_end_turn(g);
    cardrt_add_mana(g, 0, "{R}{R}{R}", false);
    CU_ASSERT_EQUAL_FATAL(cast_with(g, 0, dash, 0), CARDRT_OK);          /* its mana cost: it stays */
    resolve_all(g);
    CU_ASSERT(cardrt_is_sick(g, dash));
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, dash), CARDRT_BATTLEFIELD);
    cardrt_game_free(g);
}

static void cr_702_84_unearth(void)
{
    /* CR 702.84a: from the graveyard as a sorcery; it gains haste, is
     * exiled at the next end step, and is exiled if it would leave. */
    cardrt_game *g = new_game();
    cardrt_id u = put(g, &UNEARTHER, 0, CARDRT_GRAVEYARD), u2 = put(g, &UNEARTHER, 0, CARDRT_GRAVEYARD);
    cardrt_id inhand = put(g, &UNEARTHER, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, inhand, 0, NULL, NULL), CARDRT_EZONE);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, u, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, u2, 0, NULL, NULL), CARDRT_ETIMING);   /* as a sorcery */
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, u), CARDRT_BATTLEFIELD);
    CU_ASSERT(!cardrt_is_sick(g, u));
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, u2, 0, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    cardrt_destroy(g, u2, false);                           /* it would die: exiled */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, u2), CARDRT_EXILE);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, u), CARDRT_EXILE);
    cardrt_game_free(g);
}

static void cr_702_54_bloodthirst(void)
{
    /* CR 702.54a: "If an opponent was dealt damage this turn, this
     * permanent enters with N +1/+1 counters on it." */
    cardrt_game *g = new_game();
    cardrt_id b1 = put(g, &BLOODY, 0, CARDRT_HAND), b2 = put(g, &BLOODY, 0, CARDRT_HAND);
    cardrt_id inf = put(g, &INFECTOR, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, b1, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, b1, "+1/+1"), 0);
    cardrt_deal_damage(g, inf, player(0), 1);               /* its own controller: no */
    CU_ASSERT(cardrt_dealt_damage_this_turn(g, 0));
    cardrt_deal_damage(g, inf, player(1), 1);               /* infect damage is damage */
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, b2, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, b2, "+1/+1"), 2);
    cardrt_end_turn(g);
    CU_ASSERT(!cardrt_dealt_damage_this_turn(g, 1));
    CU_ASSERT(!cardrt_dealt_damage_this_turn(NULL, 0));
    cardrt_game_free(g);
}

static void cr_702_112_renown_and_701_37_monstrosity(void)
{
    /* CR 702.112a: combat damage to a player, if not renowned: N +1/+1
     * counters, and it becomes renowned (once).  701.37a: the same once
     * for monstrous.  Both end when it leaves the battlefield. */
    cardrt_game *g = new_game();
    cardrt_id r = put(g, &RENOWNED, 0, CARDRT_BATTLEFIELD);
    attack(g, &r, 1);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END_COMBAT), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT(cardrt_is_renowned(g, r));
    CU_ASSERT_EQUAL(cardrt_counter_count(g, r, "+1/+1"), 1);
    cardrt_end_turn(g);
    cardrt_end_turn(g);
    attack(g, &r, 1);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END_COMBAT), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);               /* renowned: no trigger */
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, r, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, r, 0, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT(cardrt_is_monstrous(g, r));
    CU_ASSERT_EQUAL(cardrt_counter_count(g, r, "+1/+1"), 4);    /* once only */
    cardrt_move(g, r, CARDRT_HAND);
    cardrt_move(g, r, CARDRT_BATTLEFIELD);
    CU_ASSERT(!cardrt_is_monstrous(g, r));
    CU_ASSERT(!cardrt_is_renowned(g, r));
    CU_ASSERT_EQUAL(cardrt_fx_monstrosity(NULL, 1), CARDRT_EINVAL);
    cardrt_game_free(g);
}

/* ---- protection from qualities other than one color ----------------------------------- */

CREATURE(ANTI_ARTIFACT, "Anti-Artifact", 2, 2, KW(PROT_ARTIFACTS));
CREATURE(ANTI_CREATURE, "Anti-Creature", 2, 2, KW(PROT_CREATURES));
CREATURE(ANTI_GOLD, "Anti-Gold", 2, 2, KW(PROT_MULTICOLORED));
CREATURE(ANTI_ALL, "Anti-All", 2, 2, KW(PROT_EVERYTHING));
static const cardrt_card_def GOLEM = {
    .name = "Golem", .types = CARDRT_ARTIFACT | CARDRT_CREATURE, .has_pt = true, .power = 3, .toughness = 3,
};
static const cardrt_card_def GOLD = {
    .name = "Gold", .colors = CARDRT_RED | CARDRT_GREEN, .types = CARDRT_CREATURE, .has_pt = true, .power = 3,
    .toughness = 3,
};
static const cardrt_card_def CHARM = { .name = "Charm", .types = CARDRT_ENCHANTMENT };

static void cr_702_16_protection_from_qualities(void)
{
    /* CR 702.16b-e: a permanent with protection can't be dealt damage by,
     * blocked by, or targeted by sources with the quality: here card types
     * (artifacts, creatures), two or more colors, or everything. */
    cardrt_game *g = new_game();
    cardrt_id aa = put(g, &ANTI_ARTIFACT, 0, CARDRT_BATTLEFIELD), ac = put(g, &ANTI_CREATURE, 0, CARDRT_BATTLEFIELD);
    cardrt_id ag = put(g, &ANTI_GOLD, 0, CARDRT_BATTLEFIELD), all = put(g, &ANTI_ALL, 0, CARDRT_BATTLEFIELD);
    cardrt_id golem = put(g, &GOLEM, 1, CARDRT_BATTLEFIELD), gold = put(g, &GOLD, 1, CARDRT_BATTLEFIELD);
    cardrt_id charm = put(g, &CHARM, 1, CARDRT_BATTLEFIELD), bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, golem, obj(aa), 1);
    cardrt_deal_damage(g, golem, obj(ac), 1);
    cardrt_deal_damage(g, gold, obj(ag), 1);
    cardrt_deal_damage(g, charm, obj(all), 1);
    cardrt_deal_damage(g, bear, obj(ag), 1);            /* one color: dealt */
    cardrt_deal_damage(g, charm, obj(aa), 1);           /* an enchantment: dealt */
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, aa), 1);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, ac), 0);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, ag), 1);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, all), 0);
    /* Blocking: not by an artifact creature, nor by anything. */
    cardrt_id attackers[] = { aa, all };
    attack(g, attackers, 2);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &golem, &aa, 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &bear, &all, 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &bear, &aa, 1), CARDRT_OK);
    cardrt_game_free(g);
}

/* ---- help paying the mana cost ---------------------------------------------------------- */

static bool is_artifact(const cardrt_game *g, cardrt_id src, cardrt_id obj)
{
    return (cardrt_types(g, obj) & CARDRT_ARTIFACT) && cardrt_controller(g, obj) == cardrt_controller(g, src);
}
static const cardrt_cost affinity_cost[] = { { .kind = CARDRT_COST_AFFINITY, .which = is_artifact } };
static const cardrt_card_def FROG = {
    .name = "Frog", .mana_cost = "{4}{U}", .colors = CARDRT_BLUE, .types = CARDRT_ARTIFACT | CARDRT_CREATURE,
    .has_pt = true, .power = 2, .toughness = 2, .costs = affinity_cost, .ncosts = 1,
};
static const cardrt_card_def CONVOKER = {
    .name = "Convoker", .mana_cost = "{2}{W}{G}", .colors = CARDRT_WHITE | CARDRT_GREEN, .types = CARDRT_SORCERY,
    .keywords = KW(CONVOKE),
};
static const cardrt_card_def IMPROVISER = {
    .name = "Improviser", .mana_cost = "{3}{U}", .colors = CARDRT_BLUE, .types = CARDRT_SORCERY,
    .keywords = KW(IMPROVISE),
};
static const cardrt_card_def DELVER = {
    .name = "Delver", .mana_cost = "{4}{B}", .colors = CARDRT_BLACK, .types = CARDRT_SORCERY, .keywords = KW(DELVE),
};
static const cardrt_card_def TRINKET = { .name = "Trinket", .types = CARDRT_ARTIFACT };
static const cardrt_card_def ELF = {
    .name = "Elf", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE, .has_pt = true, .power = 1, .toughness = 1,
};

/* Chooses every candidate offered (convoke, improvise, delve). */
static unsigned take_all(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    unsigned n = c->kind == CARDRT_CHOOSE_OBJECTS ? c->max : c->min;
    for (unsigned i = 0; i < n; i++)
        answers[i] = i;
    return n;
}

static void cr_702_41_affinity_51_convoke_126_improvise_66_delve(void)
{
    /* CR 702.41a affinity for artifacts: {1} less for each artifact you
     * control; 702.51a convoke: each creature tapped pays {1} or one mana
     * of its color; 702.126a improvise: each artifact tapped pays {1};
     * 702.66a delve: each card exiled from your graveyard pays {1}.  Only
     * generic mana is reduced. */
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id frog = put(g, &FROG, 0, CARDRT_HAND);
    cardrt_id t1 = put(g, &TRINKET, 0, CARDRT_BATTLEFIELD), t2 = put(g, &TRINKET, 0, CARDRT_BATTLEFIELD);
    put(g, &TRINKET, 1, CARDRT_BATTLEFIELD);                /* an opponent's: no */
    cardrt_add_mana(g, 0, "{U}{U}", false);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, frog, NULL, NULL), CARDRT_ECOST);     /* {2}{U} after two */
    cardrt_add_mana(g, 0, "{U}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, frog, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_U), 0);
    resolve_all(g);
    /* Convoke: an Elf pays {G}, the other Elf and the Frog {2}, the pool {W}. */
    cardrt_id conv = put(g, &CONVOKER, 0, CARDRT_HAND);
    cardrt_id e1 = put(g, &ELF, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, conv, NULL, NULL), CARDRT_ECOST);     /* the default: none tapped */
    cardrt_set_chooser(g, take_all, NULL);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, conv, NULL, NULL), CARDRT_ECOST);     /* no {W} */
    CU_ASSERT(!cardrt_is_tapped(g, e1));
    cardrt_id e2 = put(g, &ELF, 0, CARDRT_BATTLEFIELD);
    cardrt_add_mana(g, 0, "{W}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, conv, NULL, NULL), CARDRT_OK);
    CU_ASSERT(cardrt_is_tapped(g, e1) && cardrt_is_tapped(g, e2) && cardrt_is_tapped(g, frog));
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_W), 0);
    resolve_all(g);
    /* Improvise: the two Trinkets pay {2} of {3}{U}. */
    cardrt_id imp = put(g, &IMPROVISER, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{U}{U}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, imp, NULL, NULL), CARDRT_OK);
    CU_ASSERT(cardrt_is_tapped(g, t1) && cardrt_is_tapped(g, t2));
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_U), 0);
    resolve_all(g);
    /* Delve: the graveyard (Convoker, Improviser) pays {2}; never the colored part. */
    cardrt_id delver = put(g, &DELVER, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{B}{B}{B}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, delver, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, conv), CARDRT_EXILE);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, imp), CARDRT_EXILE);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_B), 0);
    cardrt_game_free(g);
}

static bool is_your_card(const cardrt_game *g, cardrt_id src, cardrt_id obj)
{
    return cardrt_owner(g, obj) == cardrt_controller(g, src);
}
static const cardrt_cost grave_cost[] = {
    { .kind = CARDRT_COST_AFFINITY, .n = 2, .which = is_your_card, .zones = CARDRT_IN(CARDRT_GRAVEYARD) },
};
static const cardrt_card_def WURM = {
    .name = "Wurm", .mana_cost = "{6}{G}", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE,
    .has_pt = true, .power = 6, .toughness = 6, .costs = grave_cost, .ncosts = 1,
};

static void cr_601_2f_less_for_each_card_in_a_zone(void)
{
    /* CR 601.2f: "This spell costs {2} less to cast for each card in your
     * graveyard": the reduction's n and zones; an opponent's graveyard
     * and the battlefield count nothing. */
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id wurm = put(g, &WURM, 0, CARDRT_HAND);
    put(g, &TRINKET, 0, CARDRT_GRAVEYARD);
    put(g, &TRINKET, 1, CARDRT_GRAVEYARD);
    put(g, &TRINKET, 0, CARDRT_BATTLEFIELD);
    cardrt_add_mana(g, 0, "{G}{G}{G}{G}", false);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, wurm, NULL, NULL), CARDRT_ECOST);     /* {4}{G} after one */
    cardrt_add_mana(g, 0, "{G}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, wurm, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_G), 0);
    cardrt_game_free(g);
}

/* ---- cascade, suspend, madness: spells cast as something resolves --------------------- */

static void bolt_any(cardrt_ctx *ctx)
{
    cardrt_sel_target(ctx, 0, 0);
    cardrt_fx_damage(ctx, -1, 0, 3);
}
static bool player_target(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)g;
    (void)src;
    return t->kind == CARDRT_REF_PLAYER;
}
static const cardrt_target_spec target_player[] = {
    { .text = "target player", .min = 1, .max = 1, .legal = player_target } };
static const cardrt_card_def CASCADER = {
    .name = "Cascader", .mana_cost = "{3}{R}", .colors = CARDRT_RED, .types = CARDRT_SORCERY,
    .keywords = KW(CASCADE),
};
static const cardrt_card_def BOLT = {
    .name = "Bolt", .mana_cost = "{R}", .colors = CARDRT_RED, .types = CARDRT_INSTANT, .targets = target_player,
    .ntargets = 1, .resolve = bolt_any,
};
static const cardrt_card_def BIG = {
    .name = "Big", .mana_cost = "{5}", .types = CARDRT_ARTIFACT,
};
static const cardrt_card_def LAND = { .name = "Land", .types = CARDRT_LAND };
static const cardrt_cost suspend_cost[] = { { .kind = CARDRT_COST_SUSPEND, .n = 2, .counter = "{R}" } };
static void suspend_tick(cardrt_ctx *ctx)
{
    cardrt_fx_suspend(ctx);
}
static void suspend_cast(cardrt_ctx *ctx)
{
    cardrt_fx_suspend_cast(ctx);
}
static const cardrt_trigger_def suspend_trigs[] = {
    { .text = "Suspend 2—{R}", .matches = cardrt_match_upkeep, .condition = cardrt_is_suspended,
      .effect = suspend_tick, .zones = CARDRT_IN(CARDRT_EXILE) },
    { .text = "Suspend 2—{R}", .matches = cardrt_match_last_time_counter, .effect = suspend_cast,
      .zones = CARDRT_IN(CARDRT_EXILE) },
};
static const cardrt_card_def SUSPENDED = {
    .name = "Suspended", .mana_cost = "{5}{R}", .colors = CARDRT_RED, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 5, .toughness = 5, .costs = suspend_cost, .ncosts = 1, .triggers = suspend_trigs, .ntriggers = 2,
};
static const cardrt_cost madness_cost[] = { { .kind = CARDRT_COST_MADNESS, .counter = "{B}" } };
static void madness(cardrt_ctx *ctx)
{
    cardrt_fx_madness(ctx, "{B}");
}
static const cardrt_trigger_def madness_trig[] = {
    { .text = "Madness {B}", .matches = cardrt_match_madness, .effect = madness, .zones = CARDRT_IN(CARDRT_EXILE) } };
static const cardrt_card_def MAD = {
    .name = "Mad", .mana_cost = "{3}{B}", .colors = CARDRT_BLACK, .types = CARDRT_INSTANT, .targets = target_player,
    .ntargets = 1, .resolve = bolt_any, .costs = madness_cost, .ncosts = 1, .triggers = madness_trig, .ntriggers = 1,
};
static void discard_one(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_YOU);
    cardrt_fx_discard(ctx, 0, 1, false);
}
static const cardrt_card_def RUMMAGE = {
    .name = "Rummage", .mana_cost = "{0}", .colors = CARDRT_RED, .types = CARDRT_SORCERY, .resolve = discard_one,
};

/* Answers yes, and the second player as a target. */
static unsigned yes_and_bob(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    if (c->kind == CARDRT_CHOOSE_YES_NO) {
        answers[0] = 1;
        return 1;
    }
    for (unsigned i = 0; i < c->ncandidates; i++)
        if (c->candidates && c->candidates[i].kind == CARDRT_REF_PLAYER && c->candidates[i].id == 1 && c->max) {
            answers[0] = i;
            return 1;
        }
    for (unsigned i = 0; i < c->min; i++)
        answers[i] = i;
    return c->min;
}

static void cr_702_85_cascade(void)
{
    /* CR 702.85a: exile from the top until a nonland card with lesser mana
     * value; it may be cast without paying its mana cost; the rest go to
     * the bottom in a random order. */
    cardrt_game *g = new_game();
    cardrt_set_chooser(g, yes_and_bob, NULL);
    cardrt_id bolt = put(g, &BOLT, 0, CARDRT_LIBRARY);
    cardrt_id big = put(g, &BIG, 0, CARDRT_LIBRARY), land = put(g, &LAND, 0, CARDRT_LIBRARY);  /* land on top */
    cardrt_id c = put(g, &CASCADER, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, c, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);
    cardrt_resolve_top(g);                              /* the cascade trigger */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bolt), CARDRT_STACK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, big), CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, land), CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_EXILE), 0);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 17);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bolt), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void cr_702_62_suspend(void)
{
    /* CR 702.62a: exiled with N time counters for its suspend cost when it
     * could be cast; a counter removed each upkeep of its owner; with the
     * last, cast without paying its mana cost; a creature gains haste. */
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_set_chooser(g, yes_and_bob, NULL);
    cardrt_id s1 = put(g, &SUSPENDED, 0, CARDRT_HAND), shock = put(g, &SHOCK, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_suspend(g, 0, s1), CARDRT_ECOST);
    CU_ASSERT_EQUAL(cardrt_suspend(g, 0, shock), CARDRT_EINVAL);
    cardrt_add_mana(g, 0, "{R}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_suspend(g, 0, s1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, s1), CARDRT_EXILE);
    CU_ASSERT(cardrt_is_suspended(g, s1));
    CU_ASSERT_EQUAL(cardrt_counter_count(g, s1, "time"), 2);
    cardrt_end_turn(g);                                 /* Bob's upkeep: nothing */
    CU_ASSERT_EQUAL(cardrt_counter_count(g, s1, "time"), 2);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, s1, "time"), 1);
    cardrt_end_turn(g);
    cardrt_end_turn(g);                                 /* the last: cast, resolved */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, s1), CARDRT_BATTLEFIELD);
    CU_ASSERT(cardrt_has_keyword(g, s1, CARDRT_KW_HASTE));
    CU_ASSERT(!cardrt_is_suspended(g, s1));
    /* Not at a sorcery's time. */
    cardrt_id s2 = put(g, &SUSPENDED, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{R}", false);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_BEGIN_COMBAT), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_suspend(g, 0, s2), CARDRT_ETIMING);
    CU_ASSERT_EQUAL(cardrt_fx_suspend(NULL), CARDRT_EINVAL);
    cardrt_game_free(g);
}

static void cr_702_35_madness(void)
{
    /* CR 702.35a: discarded, it is exiled instead; its owner may cast it
     * for its madness cost, else it goes to the graveyard. */
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id mad = put(g, &MAD, 0, CARDRT_HAND), r = put(g, &RUMMAGE, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, r, NULL, NULL), CARDRT_OK);
    cardrt_add_mana(g, 0, "{B}", false);
    cardrt_set_chooser(g, yes_and_bob, NULL);
    cardrt_resolve_top(g);                              /* discards Mad: exiled, its trigger */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, mad), CARDRT_EXILE);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    cardrt_resolve_top(g);                              /* cast for {B} */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, mad), CARDRT_STACK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_B), 0);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 17);
    /* Not cast: the graveyard. */
    cardrt_id mad2 = put(g, &MAD, 0, CARDRT_HAND), r2 = put(g, &RUMMAGE, 0, CARDRT_HAND);
    cardrt_set_chooser(g, NULL, NULL);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, r2, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, mad2), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_fx_madness(NULL, "{B}"), CARDRT_EINVAL);
    cardrt_game_free(g);
}

/* ---- morph --------------------------------------------------------------------------------- */

static const cardrt_cost morph_cost[] = { { .kind = CARDRT_COST_MORPH, .counter = "{1}{U}" } };
static const cardrt_cost megamorph_cost[] = { { .kind = CARDRT_COST_MORPH, .n = 1, .counter = "{G}" } };
static const cardrt_card_def MORPHLING = {
    .name = "Morphling", .mana_cost = "{3}{U}{U}", .colors = CARDRT_BLUE, .types = CARDRT_CREATURE,
    .subtypes = { "Shapeshifter" }, .has_pt = true, .power = 3, .toughness = 3, .keywords = KW(FLYING),
    .costs = morph_cost, .ncosts = 1,
};
static const cardrt_card_def MEGA = {
    .name = "Mega", .mana_cost = "{4}{G}", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 4, .toughness = 4, .costs = megamorph_cost, .ncosts = 1,
};

static void cr_702_37_morph(void)
{
    /* CR 702.37c: cast face down for {3} as a 2/2 creature spell with no
     * name, text, subtypes, mana cost or color (708.2a); 702.37e: turned
     * face up for its morph cost at any time its controller may act, a
     * special action; megamorph (702.37b) adds a +1/+1 counter; a
     * face-down permanent that leaves the battlefield is revealed. */
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id m = put(g, &MORPHLING, 0, CARDRT_HAND), bear = put(g, &BEAR, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{U}{U}", false);
    CU_ASSERT_EQUAL(cast_with(g, 0, bear, CARDRT_PLAY_FACE_DOWN), CARDRT_EINVAL);    /* no morph */
    CU_ASSERT_EQUAL(cast_with(g, 0, m, CARDRT_PLAY_FACE_DOWN), CARDRT_ECOST);
    cardrt_add_mana(g, 0, "{U}", false);
    CU_ASSERT_EQUAL_FATAL(cast_with(g, 0, m, CARDRT_PLAY_FACE_DOWN), CARDRT_OK);
    CU_ASSERT(cardrt_is_face_down(g, m));
    CU_ASSERT_EQUAL(cardrt_colors(g, m), 0);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, m), CARDRT_BATTLEFIELD);
    assert_pt(g, m, 2, 2);
    CU_ASSERT(!cardrt_has_keyword(g, m, CARDRT_KW_FLYING));
    CU_ASSERT(!cardrt_has_subtype(g, m, "Shapeshifter"));
    CU_ASSERT_STRING_EQUAL(cardrt_name(g, m), "");
    CU_ASSERT_EQUAL(cardrt_turn_face_up(g, 0, m), CARDRT_ECOST);
    CU_ASSERT_EQUAL(cardrt_turn_face_up(g, 1, m), CARDRT_EINVAL);       /* not Bob's */
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_BEGIN_COMBAT), CARDRT_OK);
    cardrt_add_mana(g, 0, "{C}{U}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_turn_face_up(g, 0, m), CARDRT_OK);     /* any time: no stack */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    CU_ASSERT(!cardrt_is_face_down(g, m));
    assert_pt(g, m, 3, 3);
    CU_ASSERT(cardrt_has_keyword(g, m, CARDRT_KW_FLYING));
    CU_ASSERT_EQUAL(cardrt_turn_face_up(g, 0, m), CARDRT_EINVAL);
    cardrt_end_turn(g);
    cardrt_end_turn(g);
    cardrt_id mega = put(g, &MEGA, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{G}{G}{G}", false);
    CU_ASSERT_EQUAL_FATAL(cast_with(g, 0, mega, CARDRT_PLAY_FACE_DOWN), CARDRT_OK);
    resolve_all(g);
    cardrt_add_mana(g, 0, "{G}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_turn_face_up(g, 0, mega), CARDRT_OK);
    assert_pt(g, mega, 5, 5);
    /* Face down again when cast again, and face up once it leaves. */
    cardrt_destroy(g, mega, false);
    CU_ASSERT(!cardrt_is_face_down(g, mega));
    CU_ASSERT(!cardrt_is_face_down(NULL, 1));
    cardrt_game_free(g);
}

static const cardrt_card_def STORMY = {
    .name = "Stormy", .mana_cost = "{R}", .colors = CARDRT_RED, .types = CARDRT_INSTANT, .targets = target_player,
    .ntargets = 1, .resolve = bolt_any, .keywords = KW(STORM),
};

static void cr_702_40_storm(void)
{
    /* CR 702.40a: "When you cast this spell, copy it for each spell cast
     * before it this turn" (any player's); the copies resolve first and
     * are no cards (707.10). */
    cardrt_game *g = new_game();
    cardrt_id s1 = put(g, &SHOCK, 0, CARDRT_HAND), s2 = put(g, &SHOCK, 1, CARDRT_HAND);
    cardrt_id storm = put(g, &STORMY, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, s1, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, s2, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    cardrt_ref bob = player(1);
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, storm, &bob, &one), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);
    cardrt_resolve_top(g);                          /* two copies */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 3);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 11);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, storm), CARDRT_GRAVEYARD);
    /* A new turn: no spell before it. */
    cardrt_end_turn(g);
    cardrt_end_turn(g);
    cardrt_id storm2 = put(g, &STORMY, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, storm2, &bob, &one), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    cardrt_game_free(g);
}

/* What the chooser is asked for a copy's targets, the candidates' first. */
typedef struct copy_choice {
    unsigned n;
    cardrt_choice c;
    cardrt_ref first;
} copy_choice;

static unsigned see_copy_choice(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    copy_choice *seen = user;
    (void)g;
    (void)answers;
    if (c->kind == CARDRT_CHOOSE_TARGETS && c->ncandidates > 0) {
        seen->n++;
        seen->c = *c;
        seen->c.candidates = NULL;          /* they live only during the call */
        seen->first = c->candidates[0];
    }
    return ~0u;                             /* the default: keep them */
}

static void cr_707_10c_copy_keeps_its_targets_first(void)
{
    /* CR 707.10c (415.7a): a copy may get new targets; its own come first,
     * kept as they are (the choice's `kept`), and the choice names the
     * spell's slot. */
    cardrt_game *g = new_game();
    copy_choice seen = { 0 };
    cardrt_id shock = put(g, &SHOCK, 0, CARDRT_HAND), storm = put(g, &STORMY, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, shock, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    cardrt_set_chooser(g, see_copy_choice, &seen);
    cardrt_ref bob = player(1);
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, storm, &bob, &one), CARDRT_OK);
    cardrt_resolve_top(g);                  /* storm: one copy */
    CU_ASSERT_EQUAL_FATAL(seen.n, 1);
    CU_ASSERT_EQUAL(seen.c.kept, 1);
    CU_ASSERT_EQUAL(seen.c.min, 1);
    CU_ASSERT_EQUAL(seen.c.max, 1);
    CU_ASSERT_EQUAL(seen.first.kind, CARDRT_REF_PLAYER);
    CU_ASSERT_EQUAL(seen.first.id, 1);
    CU_ASSERT_EQUAL(seen.c.ncandidates, 2);  /* Bob's, then the other player */
    CU_ASSERT_EQUAL(seen.c.slot, 0);
    CU_ASSERT_PTR_EQUAL(seen.c.spec, &target_player[0]);
    CU_ASSERT_PTR_NULL(seen.c.ability);
    CU_ASSERT_PTR_NULL(seen.c.trigger);
    CU_ASSERT_EQUAL(seen.c.source, storm);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 14);  /* the copy and the spell, 3 each */
    cardrt_game_free(g);
}

/* ---- rebound, foretell, living weapon, totem armor, riot --------------------------------- */

static const cardrt_card_def REBOUNDER = {
    .name = "Rebounder", .mana_cost = "{R}", .colors = CARDRT_RED, .types = CARDRT_INSTANT,
    .targets = target_player, .ntargets = 1, .resolve = bolt_any, .keywords = KW(REBOUND),
};
static const cardrt_cost foretell_cost[] = { { .kind = CARDRT_COST_FORETELL, .counter = "{R}" } };
static const cardrt_card_def FORETOLD = {
    .name = "Foretold", .mana_cost = "{4}{R}", .colors = CARDRT_RED, .types = CARDRT_SORCERY,
    .targets = target_player, .ntargets = 1, .resolve = bolt_any, .costs = foretell_cost, .ncosts = 1,
};
static const cardrt_change plus_two[] = { { .kind = CARDRT_MODIFY_PT, .power = 2, .toughness = 2 } };
static bool equipped(const cardrt_game *g, cardrt_id src, cardrt_id obj)
{
    return cardrt_attached_to(g, src) == obj;
}
static const cardrt_static_def equip_bonus[] = { { .affects = equipped, .changes = plus_two, .nchanges = 1 } };
static const cardrt_card_def SWORD = {
    .name = "Sword", .types = CARDRT_ARTIFACT, .subtypes = { "Equipment" }, .keywords = KW(LIVING_WEAPON),
    .statics = equip_bonus, .nstatics = 1,
};
static bool a_creature(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)src;
    return t->kind == CARDRT_REF_OBJECT && (cardrt_types(g, t->id) & CARDRT_CREATURE);
}
static const cardrt_target_spec enchant_creature[] = {
    { .text = "creature", .min = 1, .max = 1, .legal = a_creature } };
static const cardrt_card_def UMBRA = {
    .name = "Umbra", .colors = CARDRT_GREEN, .types = CARDRT_ENCHANTMENT, .subtypes = { "Aura" },
    .keywords = KW(TOTEM_ARMOR), .targets = enchant_creature, .ntargets = 1,
};
CREATURE(RIOTER, "Rioter", 2, 2, KW(RIOT));

static void cr_702_88_rebound_and_702_143_foretell(void)
{
    /* Rebound: cast from the hand, exiled as it resolves, cast again at
     * its controller's next upkeep.  Foretell: {2} in its owner's turn,
     * exiled; from a later turn, cast from exile for its foretell cost. */
    cardrt_game *g = new_game();
    cardrt_set_chooser(g, yes_and_bob, NULL);
    cardrt_id r = put(g, &REBOUNDER, 0, CARDRT_HAND);
    cardrt_ref bob = player(1);
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, r, &bob, &one), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, r), CARDRT_EXILE);
    cardrt_end_turn(g);                                 /* Bob's upkeep: not his */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, r), CARDRT_EXILE);
    cardrt_end_turn(g);                                 /* cast again, to the graveyard */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, r), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 14);
    cardrt_game_free(g);

    g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_set_chooser(g, yes_and_bob, NULL);
    cardrt_id f = put(g, &FORETOLD, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_foretell(g, 0, f), CARDRT_ECOST);
    cardrt_add_mana(g, 0, "{C}{C}", false);
    CU_ASSERT_EQUAL(cardrt_foretell(g, 1, f), CARDRT_EZONE);
    CU_ASSERT_EQUAL_FATAL(cardrt_foretell(g, 0, f), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, f), CARDRT_EXILE);
    cardrt_add_mana(g, 0, "{R}", false);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, f, &bob, &one), CARDRT_EZONE);      /* not this turn */
    cardrt_end_turn(g);
    cardrt_end_turn(g);
    cardrt_add_mana(g, 0, "{R}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, f, &bob, &one), CARDRT_OK);   /* for {R} */
    resolve_all(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 17);
    cardrt_game_free(g);
}

static void cr_702_92_living_weapon_89_totem_armor_136_riot(void)
{
    cardrt_game *g = new_game();
    /* Living weapon: a 0/0 Germ, equipped as the Equipment enters. */
    cardrt_id sword = put(g, &SWORD, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, sword, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    cardrt_id germ = cardrt_attached_to(g, sword);
    CU_ASSERT_FATAL(germ != 0);
    CU_ASSERT(cardrt_is_token(g, germ));
    CU_ASSERT(cardrt_has_subtype(g, germ, "Germ"));
    assert_pt(g, germ, 2, 2);
    /* Totem armor: the Aura is destroyed instead, the damage removed. */
    cardrt_end_turn(g);
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD), umbra = put(g, &UMBRA, 1, CARDRT_HAND);
    cardrt_ref t = obj(bear);
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, umbra, &t, &one), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT_EQUAL_FATAL(cardrt_attached_to(g, umbra), bear);
    cardrt_deal_damage(g, sword, obj(bear), 2);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, bear), 0);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, umbra), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_destroy(g, bear, false), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_GRAVEYARD);
    /* Riot: a counter if its controller wants, else haste. */
    cardrt_end_turn(g);
    cardrt_id r1 = put(g, &RIOTER, 0, CARDRT_HAND), r2 = put(g, &RIOTER, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, r1, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT(cardrt_has_keyword(g, r1, CARDRT_KW_HASTE));
    cardrt_set_chooser(g, say_yes, NULL);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, r2, NULL, NULL), CARDRT_OK);
    resolve_all(g);
    CU_ASSERT(!cardrt_has_keyword(g, r2, CARDRT_KW_HASTE));
    CU_ASSERT_EQUAL(cardrt_counter_count(g, r2, "+1/+1"), 1);
    cardrt_game_free(g);
}

void register_keywords_tests(void)
{
    CU_pSuite s = test_suite("keywords");
    test_add(s, "cr_702_90_infect_damage_is_counters", cr_702_90_infect_damage_is_counters);
    test_add(s, "cr_702_80_wither_damage_to_creatures", cr_702_80_wither_damage_to_creatures);
    test_add(s, "cr_702_73_changeling_is_every_creature_type", cr_702_73_changeling_is_every_creature_type);
    test_add(s, "cr_702_108_prowess", cr_702_108_prowess);
    test_add(s, "cr_702_25_flanking", cr_702_25_flanking);
    test_add(s, "cr_702_83_exalted", cr_702_83_exalted);
    test_add(s, "cr_702_33_kicker", cr_702_33_kicker);
    test_add(s, "cr_702_27_buyback", cr_702_27_buyback);
    test_add(s, "cr_702_34_flashback", cr_702_34_flashback);
    test_add(s, "cr_702_30_echo", cr_702_30_echo);
    test_add(s, "cr_702_24_cumulative_upkeep", cr_702_24_cumulative_upkeep);
    test_add(s, "cr_702_32_fading_and_702_63_vanishing", cr_702_32_fading_and_702_63_vanishing);
    test_add(s, "cr_702_122_crew", cr_702_122_crew);
    test_add(s, "cr_702_118_skulk", cr_702_118_skulk);
    test_add(s, "cr_702_61_split_second", cr_702_61_split_second);
    test_add(s, "cr_702_101_extort", cr_702_101_extort);
    test_add(s, "cr_702_100_evolve", cr_702_100_evolve);
    test_add(s, "cr_702_79_persist_and_702_93_undying", cr_702_79_persist_and_702_93_undying);
    test_add(s, "ed4_rampage_and_702_130_afflict", ed4_rampage_and_702_130_afflict);
    test_add(s, "cr_702_74_evoke_and_702_109_dash", cr_702_74_evoke_and_702_109_dash);
    test_add(s, "cr_702_84_unearth", cr_702_84_unearth);
    test_add(s, "cr_702_54_bloodthirst", cr_702_54_bloodthirst);
    test_add(s, "cr_702_112_renown_and_701_37_monstrosity", cr_702_112_renown_and_701_37_monstrosity);
    test_add(s, "cr_702_16_protection_from_qualities", cr_702_16_protection_from_qualities);
    test_add(s, "cr_702_41_affinity_51_convoke_126_improvise_66_delve",
             cr_702_41_affinity_51_convoke_126_improvise_66_delve);
    test_add(s, "cr_601_2f_less_for_each_card_in_a_zone", cr_601_2f_less_for_each_card_in_a_zone);
    test_add(s, "cr_702_85_cascade", cr_702_85_cascade);
    test_add(s, "cr_702_62_suspend", cr_702_62_suspend);
    test_add(s, "cr_702_35_madness", cr_702_35_madness);
    test_add(s, "cr_702_37_morph", cr_702_37_morph);
    test_add(s, "cr_702_40_storm", cr_702_40_storm);
    test_add(s, "cr_707_10c_copy_keeps_its_targets_first", cr_707_10c_copy_keeps_its_targets_first);
    test_add(s, "cr_702_88_rebound_and_702_143_foretell", cr_702_88_rebound_and_702_143_foretell);
    test_add(s, "cr_702_92_living_weapon_89_totem_armor_136_riot", cr_702_92_living_weapon_89_totem_armor_136_riot);
}
