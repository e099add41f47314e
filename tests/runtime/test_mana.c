/* test_mana.c — mana costs and paying them from the mana pool (strict
 * mana): the symbols (CR 107.4 in later rules), mana value (202.3), the
 * order of casting (Rules FAQ 1.1.12: mana abilities first, then the
 * cost), and no refund for a countered spell (CR 414.2). */
#include <string.h>

#include "rt_tests.h"

static bool is_creature(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)src;
    return t->kind == CARDRT_REF_OBJECT && (cardrt_types(g, t->id) & CARDRT_CREATURE);
}

static bool is_spell(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)src;
    return t->kind == CARDRT_REF_OBJECT && cardrt_zone_of(g, t->id) == CARDRT_STACK;
}

static void draw_two(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_YOU);
    cardrt_fx_draw(ctx, 0, 2);
}

static void counter_it(cardrt_ctx *ctx)
{
    cardrt_sel_target(ctx, 0, 0);
    cardrt_fx_counter(ctx, 0);
}

static void add_green(cardrt_ctx *ctx)
{
    cardrt_fx_add_mana(ctx, CARDRT_MANA_G, 1);
}

static void shrink_x(cardrt_ctx *ctx)
{
    int x = cardrt_ctx_x(ctx);
    cardrt_change shrink = { .kind = CARDRT_MODIFY_PT, .power = -x, .toughness = -x };
    cardrt_sel_target(ctx, 0, 0);
    cardrt_fx_effect(ctx, 0, &shrink, 1, CARDRT_UNTIL_END_OF_TURN, NULL);
}

static const cardrt_target_spec one_creature[] = { { .text = "creature", .min = 1, .max = 1, .legal = is_creature } };
static const cardrt_target_spec one_spell[] = {
    { .text = "spell", .min = 1, .max = 1, .legal = is_spell, .zones = CARDRT_IN(CARDRT_STACK) },
};
static const cardrt_card_def DIVINATION = {
    .name = "Divination", .mana_cost = "{2}{U}", .colors = CARDRT_BLUE, .types = CARDRT_SORCERY,
    .resolve = draw_two,
};
static const cardrt_card_def COUNTERSPELL = {
    .name = "Counterspell", .mana_cost = "{U}{U}", .colors = CARDRT_BLUE, .types = CARDRT_INSTANT,
    .targets = one_spell, .ntargets = 1, .resolve = counter_it,
};
static const cardrt_card_def SHRINK = {
    .name = "Shrink", .mana_cost = "{X}{B}", .colors = CARDRT_BLACK, .types = CARDRT_INSTANT,
    .targets = one_creature, .ntargets = 1, .resolve = shrink_x,
};
static const cardrt_cost tap_self[] = { { .kind = CARDRT_COST_TAP } };
static const cardrt_activated_def elf_mana[] = {
    { .text = "{T}: Add {G}.", .costs = tap_self, .ncosts = 1, .effect = add_green, .mana_ability = true },
};
static const cardrt_card_def ELVES = {
    .name = "Llanowar Elves", .mana_cost = "{G}", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE,
    .has_pt = true, .power = 1, .toughness = 1, .activated = elf_mana, .nactivated = 1,
};
static const cardrt_card_def SNOW_FOREST = {
    .name = "Snow-Covered Forest", .types = CARDRT_LAND, .supertypes = CARDRT_BASIC | CARDRT_SNOW,
    .subtypes = { "Forest" }, .activated = elf_mana, .nactivated = 1,
};
static const cardrt_card_def BEAR = {
    .name = "Bear", .mana_cost = "{1}{G}", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE,
    .has_pt = true, .power = 2, .toughness = 2,
};
static const cardrt_card_def ROCK = { .name = "Rock", .types = CARDRT_ARTIFACT };

/* A spell with mana cost COST. */
#define SPELL(cost) { .name = "Spell", .mana_cost = (cost), .types = CARDRT_SORCERY }

static void cr_107_4_mana_symbols(void)
{
    cardrt_mana_cost c;
    CU_ASSERT_EQUAL(cardrt_mana_cost_parse("{2}{R}{R}", &c), CARDRT_OK);
    CU_ASSERT_EQUAL(c.generic, 2);
    CU_ASSERT_EQUAL(c.nsymbols, 2);
    CU_ASSERT_EQUAL(c.symbols[0].kinds, 1u << CARDRT_MANA_R);
    CU_ASSERT_EQUAL(c.value, 4);
    CU_ASSERT_EQUAL(cardrt_mana_cost_parse("{X}{X}{C}{S}{W/U}{2/B}{G/P}{G/U/P}{12}", &c), CARDRT_OK);
    CU_ASSERT_EQUAL(c.x, 2);
    CU_ASSERT_EQUAL(c.generic, 12);
    CU_ASSERT_EQUAL(c.nsymbols, 6);
    CU_ASSERT_EQUAL(c.symbols[0].kinds, 1u << CARDRT_MANA_C);
    CU_ASSERT(c.symbols[1].snow);
    CU_ASSERT_EQUAL(c.symbols[2].kinds, (1u << CARDRT_MANA_W) | (1u << CARDRT_MANA_U));
    CU_ASSERT_EQUAL(c.symbols[3].generic, 2);
    CU_ASSERT(c.symbols[4].phyrexian);
    CU_ASSERT(c.symbols[5].phyrexian);
    CU_ASSERT_EQUAL(c.symbols[5].kinds, (1u << CARDRT_MANA_G) | (1u << CARDRT_MANA_U));
    CU_ASSERT_EQUAL(c.value, 12 + 1 + 1 + 1 + 2 + 1 + 1);      /* {2/B} counts 2, X 0 */
    CU_ASSERT_EQUAL(cardrt_mana_cost_parse(NULL, &c), CARDRT_OK);
    CU_ASSERT_EQUAL(c.value, 0);
    CU_ASSERT_EQUAL(cardrt_mana_cost_parse("{0}", &c), CARDRT_OK);
    /* Malformed: an error, and an empty cost. */
    static const char *const bad[] = {
        "{", "}", "{}", "R", "{R", "{R}x", "{r}", "{W/W}", "{W/U/B}", "{2/C}", "{C/P}", "{P}",
        "{W/}", "{/W}", "{WU}", "{W//U}", "{1 }", "{99999999999}", "{2/W/U}", "{W/P/U}", "{Y}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        CU_ASSERT_EQUAL(cardrt_mana_cost_parse(bad[i], &c), CARDRT_EINVAL);
        CU_ASSERT_EQUAL(c.nsymbols + (unsigned)c.generic + (unsigned)c.x, 0);
    }
    char many[4 * 40 + 1] = "";
    for (int i = 0; i < 40; i++)
        strcat(many, "{W}");
    CU_ASSERT_EQUAL(cardrt_mana_cost_parse(many, &c), CARDRT_ELIMIT);
    CU_ASSERT_EQUAL(cardrt_mana_cost_parse("{W}", NULL), CARDRT_EINVAL);
}

static void cr_202_3_mana_value(void)
{
    /* The total of the mana cost; X is 0 except on the stack.  Lands and
     * tokens have no mana cost: 0 (the Fourth Edition rulebook's "New
     * Math": "Lands and tokens ... total casting cost of 0"). */
    static const cardrt_card_def HYBRID = SPELL("{2/W}{2/W}{W/P}{S}");
    static const cardrt_card_def BROKEN = SPELL("{2}{");
    cardrt_game *g = new_game();
    cardrt_id shrink = put(g, &SHRINK, 0, CARDRT_HAND);
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_mana_value(g, shrink), 1);
    CU_ASSERT_EQUAL(cardrt_mana_value(g, bear), 2);
    CU_ASSERT_EQUAL(cardrt_mana_value(g, put(g, &HYBRID, 0, CARDRT_HAND)), 6);
    CU_ASSERT_EQUAL(cardrt_mana_value(g, put(g, &BROKEN, 0, CARDRT_HAND)), 0);
    CU_ASSERT_EQUAL(cardrt_mana_value(g, put(g, &SNOW_FOREST, 0, CARDRT_BATTLEFIELD)), 0);
    cardrt_id token = 0;
    CU_ASSERT_EQUAL_FATAL(cardrt_create_token(g, &ROCK, 0, &token), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana_value(g, token), 0);
    cardrt_ref t = obj(bear);
    unsigned n = 1;
    cardrt_play play = { .targets = &t, .ntargets = &n, .x = 3 };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, shrink, &play), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana_value(g, shrink), 4);          /* X = 3 on the stack */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_mana_value(g, shrink), 1);
    CU_ASSERT_EQUAL(cardrt_mana_value(g, 999), 0);
    CU_ASSERT_EQUAL(cardrt_mana_value(NULL, 1), 0);
    cardrt_game_free(g);
}

static void faq_1_1_12_mana_abilities_then_the_cost(void)
{
    /* "If you need mana, you can now activate mana abilities to get the
     * mana for the spell.  Now pay the cost of the spell." */
    cardrt_game *g = new_game();
    CU_ASSERT_EQUAL(cardrt_set_strict_mana(g, true), CARDRT_OK);
    cardrt_id elves = put(g, &ELVES, 0, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, bear, NULL, NULL), CARDRT_ECOST);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, elves, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_G), 1);
    /* {1}{G}: one green is not enough; nothing is spent. */
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, bear, NULL, NULL), CARDRT_ECOST);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_G), 1);
    CU_ASSERT_EQUAL(cardrt_add_mana(g, 0, "{R}", false), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bear, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_G), 0);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_R), 0);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_BATTLEFIELD);
    /* Unused mana empties from the pool as the turn ends. */
    cardrt_add_mana(g, 0, "{W}{W}", false);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_W), 0);
    /* Strict mana off: costs are not paid. */
    cardrt_set_strict_mana(g, false);
    cardrt_id div = put(g, &DIVINATION, 1, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, div, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_set_strict_mana(NULL, true), CARDRT_EINVAL);
    cardrt_game_free(g);
}

/* CR 601.2h: what was paid is spent to cast the spell; the permanent it
 * becomes remembers it, a card that moves on does not; with strict mana off
 * nothing is paid. */
static void cr_601_2h_mana_spent_to_cast(void)
{
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{G}{G}", false);
    CU_ASSERT_EQUAL(cardrt_mana_spent(g, bear, CARDRT_MANA_G), 0);      /* not cast */
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bear, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana_spent(g, bear, CARDRT_MANA_G), 2);
    CU_ASSERT_EQUAL(cardrt_mana_spent(g, bear, CARDRT_MANA_R), 0);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_mana_spent(g, bear, CARDRT_MANA_G), 2);      /* the permanent */
    cardrt_move(g, bear, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_mana_spent(g, bear, CARDRT_MANA_G), 0);
    CU_ASSERT_EQUAL(cardrt_mana_spent(g, bear, 9), 0);
    cardrt_set_strict_mana(g, false);
    cardrt_id div = put(g, &DIVINATION, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, div, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana_spent(g, div, CARDRT_MANA_U), 0);
    cardrt_game_free(g);
}

static void cr_414_2_countered_spell_no_refund(void)
{
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id div = put(g, &DIVINATION, 0, CARDRT_HAND);
    cardrt_id cs = put(g, &COUNTERSPELL, 1, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{U}{G}{G}", false);
    cardrt_add_mana(g, 1, "{U}{U}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, div, NULL, NULL), CARDRT_OK);
    cardrt_ref t = obj(div);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, cs, &t, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, div), CARDRT_GRAVEYARD);
    for (int k = CARDRT_MANA_W; k <= CARDRT_MANA_C; k++) {
        CU_ASSERT_EQUAL(cardrt_mana(g, 0, k), 0);
        CU_ASSERT_EQUAL(cardrt_mana(g, 1, k), 0);
    }
    cardrt_game_free(g);
}

/* "Counter target spell. If that spell is countered this way, put it on
 * the bottom of its owner's library instead of into that player's
 * graveyard." (CR 414.1; a self-replacement effect, 614.15 of the current
 * rules) */
static void counter_to_bottom(cardrt_ctx *ctx)
{
    cardrt_sel_target(ctx, 0, 0);
    CU_ASSERT_EQUAL(cardrt_fx_counter_to(ctx, 0, CARDRT_LIBRARY, CARDRT_MOVE_BOTTOM), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_fx_result(ctx), 1);
    CU_ASSERT_EQUAL(cardrt_fx_counter_to(ctx, 0, CARDRT_STACK, 0), CARDRT_EINVAL);
}

static const cardrt_card_def SPELL_CRUMPLE = {
    .name = "Spell Crumple", .mana_cost = "{1}{U}", .colors = CARDRT_BLUE, .types = CARDRT_INSTANT,
    .targets = one_spell, .ntargets = 1, .resolve = counter_to_bottom,
};

static void cr_414_1_countered_to_the_bottom(void)
{
    cardrt_game *g = new_game();
    cardrt_id rock = put(g, &ROCK, 0, CARDRT_LIBRARY);
    cardrt_id div = put(g, &DIVINATION, 0, CARDRT_HAND);
    cardrt_id crumple = put(g, &SPELL_CRUMPLE, 1, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, div, NULL, NULL), CARDRT_OK);
    cardrt_ref t = obj(div);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, crumple, &t, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, div), CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_draw(g, 0, 1), CARDRT_OK);      /* the rock was on top */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, rock), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, div), CARDRT_LIBRARY);
    cardrt_game_free(g);
}

/* Can player 0, at LIFE life with POOL (and SNOW from snow sources), cast a
 * spell costing COST with X?  What is left of each kind goes to LEFT. */
static cardrt_status try_cost(const char *cost, const char *pool, const char *snow, int x,
                              int life, int left[6])
{
    cardrt_game *g = cardrt_game_new(2, life, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    cardrt_set_strict_mana(g, true);
    cardrt_card_def def = SPELL(cost);
    cardrt_id s = put(g, &def, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_add_mana(g, 0, pool, false), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_add_mana(g, 0, snow, true), CARDRT_OK);
    cardrt_play play = { .x = x };
    cardrt_status st = cardrt_cast_play(g, 0, s, &play);
    for (int k = 0; k < 6; k++)
        left[k] = cardrt_mana(g, 0, k);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, s), st == CARDRT_OK ? CARDRT_STACK : CARDRT_HAND);
    cardrt_game_free(g);
    return st;
}

static void cr_107_4e_hybrid_and_phyrexian(void)
{
    int left[6];
    /* Hybrid: either color.  {U/B} must take the B here for {W/U} to get U. */
    CU_ASSERT_EQUAL(try_cost("{U/B}{W/U}", "{U}{B}", "", 0, 20, left), CARDRT_OK);
    CU_ASSERT_EQUAL(try_cost("{U/B}{W/U}", "{B}{B}", "", 0, 20, left), CARDRT_ECOST);
    /* {2/W}: one white, or two generic. */
    CU_ASSERT_EQUAL(try_cost("{2/W}", "{C}{R}", "", 0, 20, left), CARDRT_OK);
    CU_ASSERT_EQUAL(try_cost("{2/W}", "{R}", "", 0, 20, left), CARDRT_ECOST);
    CU_ASSERT_EQUAL(try_cost("{2/W}", "{R}{W}", "", 0, 20, left), CARDRT_OK);
    CU_ASSERT_EQUAL(left[CARDRT_MANA_R], 1);                   /* the white paid it */
    /* Phyrexian: the mana, or 2 life (only with 2 life to pay). */
    CU_ASSERT_EQUAL(try_cost("{B/P}", "{B}", "", 0, 20, left), CARDRT_OK);
    CU_ASSERT_EQUAL(left[CARDRT_MANA_B], 0);
    CU_ASSERT_EQUAL(try_cost("{B/P}{B/P}", "", "", 0, 4, left), CARDRT_OK);
    CU_ASSERT_EQUAL(try_cost("{B/P}{B/P}", "", "", 0, 3, left), CARDRT_ECOST);
    /* Colorless {C} only with colorless mana; generic with any. */
    CU_ASSERT_EQUAL(try_cost("{C}", "{W}", "", 0, 20, left), CARDRT_ECOST);
    CU_ASSERT_EQUAL(try_cost("{1}", "{W}", "", 0, 20, left), CARDRT_OK);
}

static void cr_107_4h_snow_mana(void)
{
    int left[6];
    /* {S}: one mana from a snow source. */
    CU_ASSERT_EQUAL(try_cost("{S}", "{G}", "", 0, 20, left), CARDRT_ECOST);
    CU_ASSERT_EQUAL(try_cost("{S}", "", "{G}", 0, 20, left), CARDRT_OK);
    /* {G} takes the green that is not snow, so {S} can have the snow one. */
    CU_ASSERT_EQUAL(try_cost("{S}{G}", "{G}", "{G}", 0, 20, left), CARDRT_OK);
    CU_ASSERT_EQUAL(try_cost("{S}{G}", "", "{G}", 0, 20, left), CARDRT_ECOST);
    /* A snow land's mana ability makes snow mana. */
    static const cardrt_card_def ICE = SPELL("{S}{S}");
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id f1 = put(g, &SNOW_FOREST, 0, CARDRT_BATTLEFIELD);
    cardrt_id f2 = put(g, &SNOW_FOREST, 0, CARDRT_BATTLEFIELD);
    cardrt_id elves = put(g, &ELVES, 0, CARDRT_BATTLEFIELD);
    cardrt_id ice = put(g, &ICE, 0, CARDRT_HAND);
    cardrt_activate(g, 0, f1, 0, NULL, NULL);
    cardrt_activate(g, 0, elves, 0, NULL, NULL);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, ice, NULL, NULL), CARDRT_ECOST);
    cardrt_activate(g, 0, f2, 0, NULL, NULL);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, ice, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_G), 1);      /* the Elves' */
    cardrt_game_free(g);
}

static void cr_107_3_x_and_generic_mana(void)
{
    int left[6];
    /* {X}{B} with X = 2 is three mana; generic is paid colorless first,
     * then white, blue, black, red, green. */
    CU_ASSERT_EQUAL(try_cost("{X}{B}", "{B}{C}{G}{W}", "", 2, 20, left), CARDRT_OK);
    CU_ASSERT_EQUAL(left[CARDRT_MANA_G], 1);
    CU_ASSERT_EQUAL(left[CARDRT_MANA_C] + left[CARDRT_MANA_W] + left[CARDRT_MANA_B], 0);
    CU_ASSERT_EQUAL(try_cost("{X}{B}", "{B}{C}", "", 2, 20, left), CARDRT_ECOST);
    CU_ASSERT_EQUAL(try_cost("{X}{B}", "{B}", "", 0, 20, left), CARDRT_OK);
    /* A malformed cost is no cost to pay: the cast is refused as invalid. */
    CU_ASSERT_EQUAL(try_cost("{B", "{B}", "", 0, 20, left), CARDRT_EINVAL);
}

static void faq_1_1_04_activation_mana_cost(void)
{
    /* "{2}, {T}: ...": without the mana, the ability can't be activated and
     * the permanent stays untapped (costs are all or nothing). */
    static const cardrt_activated_def pump[] = {
        { .text = "{2}, {T}: Target creature gets -1/-1 until end of turn.", .mana_cost = "{2}",
          .costs = tap_self, .ncosts = 1, .targets = one_creature, .ntargets = 1, .effect = shrink_x },
    };
    static const cardrt_card_def ROD = {
        .name = "Rod", .mana_cost = "{3}", .types = CARDRT_ARTIFACT, .activated = pump, .nactivated = 1,
    };
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id rod = put(g, &ROD, 0, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_ref t = obj(bear);
    unsigned n = 1;
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, rod, 0, &t, &n), CARDRT_ECOST);
    CU_ASSERT(!cardrt_is_tapped(g, rod));
    cardrt_add_mana(g, 0, "{R}{G}", false);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, rod, 0, &t, &n), CARDRT_OK);
    CU_ASSERT(cardrt_is_tapped(g, rod));
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_R) + cardrt_mana(g, 0, CARDRT_MANA_G), 0);
    cardrt_game_free(g);
}

static void api_add_mana_checks_its_symbols(void)
{
    cardrt_game *g = new_game();
    CU_ASSERT_EQUAL(cardrt_add_mana(NULL, 0, "{R}", false), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_mana(g, 2, "{R}", false), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_mana(g, 0, "{2}", false), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_mana(g, 0, "{X}", false), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_mana(g, 0, "{R}{W/U}", false), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_mana(g, 0, "{S}", false), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_mana(g, 0, "{R}{", false), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_R), 0);      /* nothing added */
    CU_ASSERT_EQUAL(cardrt_add_mana(g, 0, "{R}{C}{R}", false), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_R), 2);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_C), 1);
    CU_ASSERT_EQUAL(cardrt_add_mana(g, 0, "", false), CARDRT_OK);
    /* A clone keeps the pool and the rule. */
    cardrt_set_strict_mana(g, true);
    cardrt_game *c = cardrt_game_clone(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    cardrt_id div = put(c, &DIVINATION, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_cast(c, 0, div, NULL, NULL), CARDRT_ECOST);    /* no blue */
    CU_ASSERT_EQUAL(cardrt_mana(c, 0, CARDRT_MANA_R), 2);
    cardrt_game_free(c);
    cardrt_game_free(g);
}

static void cr_700_5_devotion(void)
{
    /* CR 700.5 (the reminder text of Gray Merchant: "Each {B} in the mana
     * costs of permanents you control counts toward your devotion to
     * black"): a hybrid symbol counts once toward both its colors, {2/W}
     * and {W/P} toward white, {C}, {S} and numbers toward none; only the
     * permanents the player controls, not a card in hand. */
    static const cardrt_card_def ODD = {
        .name = "Odd", .mana_cost = "{2/W}{W/P}{W/B}{B}{C}{S}{3}", .types = CARDRT_ARTIFACT,
    };
    cardrt_game *g = new_game();
    put(g, &ODD, 0, CARDRT_BATTLEFIELD);
    put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    put(g, &BEAR, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_devotion(g, 0, CARDRT_WHITE), 3);
    CU_ASSERT_EQUAL(cardrt_devotion(g, 0, CARDRT_BLACK), 2);
    CU_ASSERT_EQUAL(cardrt_devotion(g, 0, CARDRT_WHITE | CARDRT_BLACK), 4);
    CU_ASSERT_EQUAL(cardrt_devotion(g, 0, CARDRT_GREEN), 1);
    CU_ASSERT_EQUAL(cardrt_devotion(g, 1, CARDRT_GREEN), 1);
    CU_ASSERT_EQUAL(cardrt_devotion(g, 1, CARDRT_WHITE), 0);
    CU_ASSERT_EQUAL(cardrt_devotion(g, 7, CARDRT_GREEN), 0);
    cardrt_game_free(g);
}

static void cr_700_8_party(void)
{
    /* CR 700.8 (current rules; the reminder text "Your party consists of up
     * to one each of Cleric, Rogue, Warrior, and Wizard"): a Cleric Wizard
     * is the Cleric or the Wizard, whichever makes the party larger; an
     * opponent's Warrior and a card in hand are not in it. */
    static const cardrt_card_def CLERIC_WIZARD = {
        .name = "Cleric Wizard", .types = CARDRT_CREATURE, .subtypes = { "Human", "Cleric", "Wizard" },
        .has_pt = true, .power = 1, .toughness = 1,
    };
    static const cardrt_card_def CLERIC = {
        .name = "Cleric", .types = CARDRT_CREATURE, .subtypes = { "Cleric" }, .has_pt = true, .power = 1, .toughness = 1,
    };
    static const cardrt_card_def WARRIOR = {
        .name = "Warrior", .types = CARDRT_CREATURE, .subtypes = { "Warrior" }, .has_pt = true, .power = 1, .toughness = 1,
    };
    cardrt_game *g = new_game();
    CU_ASSERT_EQUAL(cardrt_party_size(g, 0), 0);
    put(g, &CLERIC_WIZARD, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_party_size(g, 0), 1);
    put(g, &CLERIC, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_party_size(g, 0), 2);
    put(g, &CLERIC, 0, CARDRT_BATTLEFIELD);
    put(g, &WARRIOR, 1, CARDRT_BATTLEFIELD);
    put(g, &WARRIOR, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_party_size(g, 0), 2);
    put(g, &WARRIOR, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_party_size(g, 0), 3);
    CU_ASSERT_EQUAL(cardrt_party_size(g, 1), 1);
    CU_ASSERT_EQUAL(cardrt_party_size(g, 9), 0);
    /* "costs {1} less to cast for each creature in your party" (601.2f): {3}{U} less 3 */
    static const cardrt_cost less[] = { { .kind = CARDRT_COST_LESS_PARTY, .n = 1 } };
    static const cardrt_card_def RALLY = {
        .name = "Rally", .mana_cost = "{3}{U}", .colors = CARDRT_BLUE, .types = CARDRT_SORCERY,
        .resolve = draw_two, .costs = less, .ncosts = 1,
    };
    cardrt_set_strict_mana(g, true);
    cardrt_id rally = put(g, &RALLY, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{U}", false);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, rally, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_U), 0);
    cardrt_game_free(g);
}

static void cr_202_3_total_mana_value(void)
{
    /* "total mana value" / "total power": the sum over the objects counted
     * (CR 202.3: each one's mana value); in the zones asked for only. */
    cardrt_game *g = new_game();
    put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    put(g, &DIVINATION, 0, CARDRT_BATTLEFIELD);
    put(g, &DIVINATION, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_total(g, 0, NULL, CARDRT_IN(CARDRT_BATTLEFIELD), CARDRT_STAT_MANA_VALUE), 7);
    CU_ASSERT_EQUAL(cardrt_total(g, 0, NULL, CARDRT_IN(CARDRT_BATTLEFIELD), CARDRT_STAT_POWER), 4);
    CU_ASSERT_EQUAL(cardrt_total(g, 0, NULL, CARDRT_IN(CARDRT_BATTLEFIELD), CARDRT_STAT_LIFE), 0);
    cardrt_game_free(g);
}

static bool is_rock(const cardrt_game *g, cardrt_id src, cardrt_id obj)
{
    return (cardrt_types(g, obj) & CARDRT_ARTIFACT) && cardrt_controller(g, obj) == cardrt_controller(g, src);
}

/* Does the controller of SRC control an artifact? */
static bool has_rock(const cardrt_game *g, cardrt_id src, cardrt_id obj)
{
    (void)obj;
    return cardrt_count(g, src, is_rock, CARDRT_IN(CARDRT_BATTLEFIELD)) > 0;
}

static void cr_118_9_alternative_cost(void)
{
    /* CR 118.9: "You may pay {U} and sacrifice an artifact rather than pay
     * this spell's mana cost": cast with CARDRT_PLAY_ALTERNATIVE, the
     * spell's own costs (1 life here) and the alternative cost's are paid,
     * not its mana cost; without it, the mana cost and its own costs.  A
     * condition ("If you control an artifact, ...") allows it. */
    static const cardrt_cost costs[] = {
        { .kind = CARDRT_COST_LIFE, .n = 1 },
        { .kind = CARDRT_COST_ALTERNATIVE, .counter = "{U}" },
        { .kind = CARDRT_COST_SACRIFICE, .n = 1, .which = is_rock },
    };
    static const cardrt_card_def ALT = {
        .name = "Alt", .mana_cost = "{3}{U}", .colors = CARDRT_BLUE, .types = CARDRT_SORCERY,
        .resolve = draw_two, .costs = costs, .ncosts = 3,
    };
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id a1 = put(g, &ALT, 0, CARDRT_HAND), a2 = put(g, &ALT, 0, CARDRT_HAND);
    cardrt_id rock = put(g, &ROCK, 0, CARDRT_BATTLEFIELD);
    cardrt_play alt = { .options = CARDRT_PLAY_ALTERNATIVE };
    cardrt_add_mana(g, 0, "{U}", false);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, a1, NULL, NULL), CARDRT_ECOST);     /* {3}{U} */
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, a1, &alt), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, rock), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_U), 0);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 19);
    cardrt_resolve_top(g);
    cardrt_add_mana(g, 0, "{U}", false);
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, a2, &alt), CARDRT_ECOST);     /* no artifact left */
    cardrt_add_mana(g, 0, "{U}{U}{U}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, a2, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 18);
    cardrt_resolve_top(g);
    /* a spell with no alternative cost */
    cardrt_id div = put(g, &DIVINATION, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, div, &alt), CARDRT_EINVAL);
    /* "If you control an artifact, you may pay {U} ...": only while it holds */
    static const cardrt_cost if_costs[] = { { .kind = CARDRT_COST_ALTERNATIVE, .which = has_rock, .counter = "{U}" } };
    static const cardrt_card_def IF_ALT = {
        .name = "If Alt", .mana_cost = "{3}{U}", .colors = CARDRT_BLUE, .types = CARDRT_SORCERY,
        .resolve = draw_two, .costs = if_costs, .ncosts = 1,
    };
    cardrt_id a3 = put(g, &IF_ALT, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{U}", false);
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, a3, &alt), CARDRT_ECOST);
    put(g, &ROCK, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, a3, &alt), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_U), 0);
    cardrt_game_free(g);
}

/* Counts the choices put to a player. */
static unsigned count_choices(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)g;
    ++*(unsigned *)user;
    for (unsigned i = 0; i < c->min; i++)
        answers[i] = i;
    return c->min;
}

static void cr_602_2b_discard_at_random(void)
{
    /* "{1}, Discard two cards at random: ..." (a cost, CR 602.2b): the game
     * picks two of the three cards in hand by chance; nobody is asked. */
    static const cardrt_cost costs[] = { { .kind = CARDRT_COST_DISCARD_RANDOM, .n = 2 } };
    static const cardrt_activated_def abilities[] = {
        { .text = "{1}, Discard two cards at random: Draw two cards.", .mana_cost = "{1}", .costs = costs,
          .ncosts = 1, .effect = draw_two },
    };
    static const cardrt_card_def STONE = {
        .name = "Stone", .types = CARDRT_ARTIFACT, .activated = abilities, .nactivated = 1,
    };
    cardrt_game *g = new_game();
    unsigned asked = 0;
    cardrt_set_chooser(g, count_choices, &asked);
    cardrt_id stone = put(g, &STONE, 0, CARDRT_BATTLEFIELD);
    cardrt_id cards[] = { put(g, &BEAR, 0, CARDRT_HAND), put(g, &BEAR, 0, CARDRT_HAND), put(g, &ROCK, 0, CARDRT_HAND) };
    put(g, &BEAR, 1, CARDRT_HAND);      /* an opponent's: never */
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, stone, 0, NULL, NULL), CARDRT_OK);
    unsigned gone = 0;
    for (int i = 0; i < 3; i++)
        gone += cardrt_zone_of(g, cards[i]) == CARDRT_GRAVEYARD;
    CU_ASSERT_EQUAL(gone, 2);
    CU_ASSERT_EQUAL(asked, 0);
    /* one card left: two can't be discarded */
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, stone, 0, NULL, NULL), CARDRT_ECOST);
    cardrt_game_free(g);
}

void register_mana_tests(void)
{
    CU_pSuite s = test_suite("mana");
    test_add(s, "cr_107_4_mana_symbols", cr_107_4_mana_symbols);
    test_add(s, "cr_202_3_mana_value", cr_202_3_mana_value);
    test_add(s, "faq_1_1_12_mana_abilities_then_the_cost", faq_1_1_12_mana_abilities_then_the_cost);
    test_add(s, "cr_601_2h_mana_spent_to_cast", cr_601_2h_mana_spent_to_cast);
    test_add(s, "cr_414_2_countered_spell_no_refund", cr_414_2_countered_spell_no_refund);
    test_add(s, "cr_414_1_countered_to_the_bottom", cr_414_1_countered_to_the_bottom);
    test_add(s, "cr_107_4e_hybrid_and_phyrexian", cr_107_4e_hybrid_and_phyrexian);
    test_add(s, "cr_107_4h_snow_mana", cr_107_4h_snow_mana);
    test_add(s, "cr_107_3_x_and_generic_mana", cr_107_3_x_and_generic_mana);
    test_add(s, "faq_1_1_04_activation_mana_cost", faq_1_1_04_activation_mana_cost);
    test_add(s, "api_add_mana_checks_its_symbols", api_add_mana_checks_its_symbols);
    test_add(s, "cr_700_5_devotion", cr_700_5_devotion);
    test_add(s, "cr_700_8_party", cr_700_8_party);
    test_add(s, "cr_202_3_total_mana_value", cr_202_3_total_mana_value);
    test_add(s, "cr_118_9_alternative_cost", cr_118_9_alternative_cost);
    test_add(s, "cr_602_2b_discard_at_random", cr_602_2b_discard_at_random);
}
