/* test_rules.c — the Examples of Comprehensive Rules 413-418
 * (../shared/rules/000_91b4b7cd603922e7.txt) and the Fourth Edition rulings
 * (004_054e7b10b62d36d9.txt) played on libcardrt.  The cards are written in
 * C against the API the code generator will call.  Each test is named after
 * its rule. */
#include <stdlib.h>

#include "cardrt.h"
#include "rt_tests.h"

/* ---- target legality tests --------------------------------------------- */

static bool is_object(const cardrt_ref *t)
{
    return t->kind == CARDRT_REF_OBJECT;
}

static bool any_creature(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)src;
    return is_object(t) && (cardrt_types(g, t->id) & CARDRT_CREATURE);
}

static bool any_enchantment(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)src;
    return is_object(t) && (cardrt_types(g, t->id) & CARDRT_ENCHANTMENT);
}

static bool any_land(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)src;
    return is_object(t) && (cardrt_types(g, t->id) & CARDRT_LAND);
}

static bool nonblack_creature(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    return any_creature(g, src, t) && !(cardrt_colors(g, t->id) & CARDRT_BLACK);
}

static bool any_target(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    return t->kind == CARDRT_REF_PLAYER || any_creature(g, src, t);
}

static bool any_spell(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)src;
    return is_object(t) && cardrt_zone_of(g, t->id) == CARDRT_STACK;
}

static const cardrt_target_spec target_creature[] = { { "creature", 1, 1, any_creature, 0, 0, false, false, CARDRT_BY_ANY, false, NULL, 0, 0, 0 } };
static const cardrt_target_spec target_enchantment[] = {
    { "enchantment", 1, 1, any_enchantment, 0, 0, false, false, CARDRT_BY_ANY, false, NULL, 0, 0, 0 },
};
static const cardrt_target_spec spores_targets[] = {
    { "nonblack creature", 1, 1, nonblack_creature, 0, 0, false, false, CARDRT_BY_ANY, false, NULL, 0, 0, 0 },
    { "land", 1, 1, any_land, 0, 0, false, false, CARDRT_BY_ANY, false, NULL, 0, 0, 0 },
};
static const cardrt_target_spec target_any[] = { { "any target", 1, 1, any_target, 0, 0, false, false, CARDRT_BY_ANY, false, NULL, 0, 0, 0 } };
static const cardrt_target_spec target_spell[] = {
    { "spell", 1, 1, any_spell, CARDRT_IN(CARDRT_STACK), 0, false, false, CARDRT_BY_ANY, false, NULL, 0, 0, 0 },
};

/* ---- spells ---------------------------------------------------------------- */

static void aura_blast(cardrt_ctx *ctx)      /* Destroy target enchantment. Draw a card. */
{
    cardrt_ref t;
    if (cardrt_ctx_target(ctx, 0, 0, &t))
        cardrt_destroy(cardrt_ctx_game(ctx), t.id, true);
    cardrt_draw(cardrt_ctx_game(ctx), cardrt_ctx_controller(ctx), 1);
}

static void plague_spores(cardrt_ctx *ctx)   /* Destroy target nonblack creature and target land. */
{
    cardrt_ref t;
    for (unsigned slot = 0; slot < 2; slot++)
        if (cardrt_ctx_target(ctx, slot, 0, &t))
            cardrt_destroy(cardrt_ctx_game(ctx), t.id, false);
}

static void lightning_bolt(cardrt_ctx *ctx)  /* Lightning Bolt deals 3 damage to any target. */
{
    cardrt_ref t;
    if (cardrt_ctx_target(ctx, 0, 0, &t))
        cardrt_deal_damage(cardrt_ctx_game(ctx), cardrt_ctx_source(ctx), t, 3);
}

static const cardrt_change plus_three[] = { { .kind = CARDRT_MODIFY_PT, .power = 3, .toughness = 3 } };

static void giant_growth(cardrt_ctx *ctx)    /* Target creature gets +3/+3 until end of turn. */
{
    cardrt_ref t;
    if (!cardrt_ctx_target(ctx, 0, 0, &t))
        return;
    cardrt_effect_spec e = { plus_three, 1, CARDRT_UNTIL_END_OF_TURN, NULL, &t.id, 1, NULL };
    cardrt_add_effect(cardrt_ctx_game(ctx), cardrt_ctx_source(ctx), &e);
}

static void counter_spell(cardrt_ctx *ctx)
{
    cardrt_ref t;
    if (cardrt_ctx_target(ctx, 0, 0, &t))
        cardrt_counter(cardrt_ctx_game(ctx), t.id);
}

static const cardrt_card_def AURA_BLAST = {
    .name = "Aura Blast", .mana_cost = "{1}{W}", .colors = CARDRT_WHITE, .types = CARDRT_INSTANT,
    .targets = target_enchantment, .ntargets = 1, .resolve = aura_blast,
};
static const cardrt_card_def PLAGUE_SPORES = {
    .name = "Plague Spores", .colors = CARDRT_BLACK | CARDRT_RED, .types = CARDRT_SORCERY,
    .targets = spores_targets, .ntargets = 2, .resolve = plague_spores,
};
static const cardrt_card_def LIGHTNING_BOLT = {
    .name = "Lightning Bolt", .colors = CARDRT_RED, .types = CARDRT_INSTANT,
    .targets = target_any, .ntargets = 1, .resolve = lightning_bolt,
};
static const cardrt_card_def GIANT_GROWTH = {
    .name = "Giant Growth", .colors = CARDRT_GREEN, .types = CARDRT_INSTANT,
    .targets = target_creature, .ntargets = 1, .resolve = giant_growth,
};
static const cardrt_card_def COUNTERSPELL = {
    .name = "Counterspell", .colors = CARDRT_BLUE, .types = CARDRT_INSTANT,
    .targets = target_spell, .ntargets = 1, .resolve = counter_spell,
};

/* ---- permanents -------------------------------------------------------------- */

static const cardrt_card_def GRAY_OGRE = {
    .name = "Gray Ogre", .colors = CARDRT_RED, .types = CARDRT_CREATURE, .subtypes = { "Ogre" },
    .has_pt = true, .power = 2, .toughness = 2,
};
static const cardrt_card_def BLACK_BEAR = {
    .name = "Black Bear", .colors = CARDRT_BLACK, .types = CARDRT_CREATURE,
    .has_pt = true, .power = 2, .toughness = 2,
};
static const cardrt_card_def WHITE_KNIGHT = {
    .name = "White Knight", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE,
    .has_pt = true, .power = 2, .toughness = 2,
};
static const cardrt_card_def ZEBRA = {      /* white and black */
    .name = "Zebra", .colors = CARDRT_WHITE | CARDRT_BLACK, .types = CARDRT_CREATURE,
    .has_pt = true, .power = 1, .toughness = 1,
};
static const cardrt_card_def SCRYB_SPRITES = {
    .name = "Scryb Sprites", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE,
    .subtypes = { "Faerie" }, .has_pt = true, .power = 1, .toughness = 1,
    .keywords = CARDRT_KW(CARDRT_KW_FLYING),
};
static const cardrt_card_def FOREST = {
    .name = "Forest", .types = CARDRT_LAND, .supertypes = CARDRT_BASIC, .subtypes = { "Forest" },
};
static const cardrt_card_def PLAIN_ENCHANTMENT = {
    .name = "Test Enchantment", .colors = CARDRT_GREEN, .types = CARDRT_ENCHANTMENT,
};
static const cardrt_card_def ORNITHOPTER = {
    .name = "Ornithopter", .types = CARDRT_ARTIFACT | CARDRT_CREATURE,
    .has_pt = true, .power = 0, .toughness = 2,
};
static const cardrt_card_def MOX = { .name = "Mox", .types = CARDRT_ARTIFACT };
static const cardrt_card_def ROD = { .name = "Rod", .types = CARDRT_ARTIFACT };

/* Crusade: "White creatures get +1/+1." */
static bool white_creature(const cardrt_game *g, cardrt_id src, cardrt_id obj)
{
    (void)src;
    return (cardrt_types(g, obj) & CARDRT_CREATURE) && (cardrt_colors(g, obj) & CARDRT_WHITE);
}
static const cardrt_change plus_one[] = { { .kind = CARDRT_MODIFY_PT, .power = 1, .toughness = 1 } };
static const cardrt_static_def crusade_static[] = { { white_creature, plus_one, 1, false, NULL } };
static const cardrt_card_def CRUSADE = {
    .name = "Crusade", .colors = CARDRT_WHITE, .types = CARDRT_ENCHANTMENT,
    .statics = crusade_static, .nstatics = 1,
};

/* "Creatures you control get +0/+2." */
static bool creature_you_control(const cardrt_game *g, cardrt_id src, cardrt_id obj)
{
    return (cardrt_types(g, obj) & CARDRT_CREATURE)
        && cardrt_controller(g, obj) == cardrt_controller(g, src);
}
static const cardrt_change plus_zero_two[] = { { .kind = CARDRT_MODIFY_PT, .power = 0, .toughness = 2 } };
static const cardrt_static_def anthem_static[] = { { creature_you_control, plus_zero_two, 1, false, NULL } };
static const cardrt_card_def ANTHEM = {
    .name = "Anthem", .colors = CARDRT_WHITE, .types = CARDRT_ENCHANTMENT,
    .statics = anthem_static, .nstatics = 1,
};

/* Endoskeleton: "{2}, {T}: Target creature gets +0/+3 for as long as
 * Endoskeleton remains tapped." */
static bool source_tapped(const cardrt_game *g, cardrt_id src)
{
    return cardrt_is_tapped(g, src);
}
static const cardrt_change plus_zero_three[] = { { .kind = CARDRT_MODIFY_PT, .power = 0, .toughness = 3 } };
static void endoskeleton_effect(cardrt_ctx *ctx)
{
    cardrt_ref t;
    if (!cardrt_ctx_target(ctx, 0, 0, &t))
        return;
    cardrt_effect_spec e = { plus_zero_three, 1, CARDRT_AS_LONG_AS, source_tapped, &t.id, 1, NULL };
    cardrt_add_effect(cardrt_ctx_game(ctx), cardrt_ctx_source(ctx), &e);
}
static const cardrt_cost tap_cost[] = { { .kind = CARDRT_COST_TAP } };
static const cardrt_activated_def endoskeleton_ab[] = {
    { .text = "{2}, {T}: Target creature gets +0/+3 for as long as Endoskeleton remains tapped.",
      .costs = tap_cost, .ncosts = 1, .targets = target_creature, .ntargets = 1,
      .effect = endoskeleton_effect },
};
static const cardrt_card_def ENDOSKELETON = {
    .name = "Endoskeleton", .types = CARDRT_ARTIFACT, .activated = endoskeleton_ab, .nactivated = 1,
};

/* Holy Strength: "Enchant creature / Enchanted creature gets +1/+2." */
static const cardrt_card_def HOLY_STRENGTH = {
    .name = "Holy Strength", .colors = CARDRT_WHITE, .types = CARDRT_ENCHANTMENT,
    .subtypes = { "Aura" }, .targets = target_creature, .ntargets = 1,
};

static const cardrt_card_def LEGEND = {
    .name = "Legend", .types = CARDRT_CREATURE, .supertypes = CARDRT_LEGENDARY,
    .has_pt = true, .power = 2, .toughness = 2,
};

static void add_effect(cardrt_game *g, cardrt_id src, const cardrt_change *ch, unsigned n,
                       cardrt_id target)
{
    cardrt_effect_spec e = { ch, n, CARDRT_UNTIL_END_OF_TURN, NULL, &target, 1, NULL };
    CU_ASSERT_EQUAL(cardrt_add_effect(g, src, &e), CARDRT_OK);
}

/* ---- CR 413 ------------------------------------------------------------------- */

static void cr_413_2a_aura_blast(void)
{
    /* If the enchantment is no longer a legal target (it left), Aura Blast is
     * countered and its controller doesn't draw a card. */
    cardrt_game *g = new_game();
    cardrt_id ench = put(g, &PLAIN_ENCHANTMENT, 1, CARDRT_BATTLEFIELD);
    cardrt_id blast = put(g, &AURA_BLAST, 0, CARDRT_HAND);
    put(g, &FOREST, 0, CARDRT_LIBRARY);
    cardrt_ref t = obj(ench);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, blast, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 0);
    cardrt_move(g, ench, CARDRT_GRAVEYARD);         /* it leaves before resolution */
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 0);   /* no card drawn */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, blast), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static const cardrt_change prot_white[] = {
    { .kind = CARDRT_ADD_KEYWORDS, .keywords = CARDRT_KW(CARDRT_KW_PROT_WHITE) },
};

static void cr_413_2a_aura_blast_protection(void)
{
    /* The same when the enchantment gains protection from white. */
    cardrt_game *g = new_game();
    cardrt_id ench = put(g, &PLAIN_ENCHANTMENT, 1, CARDRT_BATTLEFIELD);
    cardrt_id blast = put(g, &AURA_BLAST, 0, CARDRT_HAND);
    put(g, &FOREST, 0, CARDRT_LIBRARY);
    cardrt_ref t = obj(ench);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, blast, &t, &n), CARDRT_OK);
    add_effect(g, ench, prot_white, 1, ench);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ench), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 0);
    cardrt_game_free(g);
}

static void cr_413_2a_aura_blast_resolves(void)
{
    /* With its target legal, it destroys it and draws. */
    cardrt_game *g = new_game();
    cardrt_id ench = put(g, &PLAIN_ENCHANTMENT, 1, CARDRT_BATTLEFIELD);
    cardrt_id blast = put(g, &AURA_BLAST, 0, CARDRT_HAND);
    put(g, &FOREST, 0, CARDRT_LIBRARY);
    cardrt_ref t = obj(ench);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, blast, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ench), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);
    cardrt_game_free(g);
}

static const cardrt_change animate_land[] = {
    { .kind = CARDRT_ADD_TYPES, .value = CARDRT_CREATURE },
    { .kind = CARDRT_SET_PT, .power = 3, .toughness = 3 },
};
static const cardrt_change make_black[] = { { .kind = CARDRT_SET_COLORS, .value = CARDRT_BLACK } };

static void cr_413_2a_plague_spores(void)
{
    /* The same animated land is both targets; it turns black before Plague
     * Spores resolves.  It is still a legal "target land": the spell is not
     * countered, and the land is destroyed. */
    cardrt_game *g = new_game();
    cardrt_id land = put(g, &FOREST, 1, CARDRT_BATTLEFIELD);
    add_effect(g, land, animate_land, 2, land);
    CU_ASSERT(cardrt_types(g, land) & CARDRT_CREATURE);
    cardrt_id spores = put(g, &PLAGUE_SPORES, 0, CARDRT_HAND);
    cardrt_ref t[2] = { obj(land), obj(land) };
    unsigned n[2] = { 1, 1 };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, spores, t, n), CARDRT_OK);
    add_effect(g, land, make_black, 1, land);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, land), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, spores), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void cr_413_2g_black_creatures(void)
{
    /* "Destroy all black creatures" destroys a white-and-black creature;
     * "destroy all nonblack creatures" doesn't. */
    cardrt_game *g = new_game();
    cardrt_id zebra = put(g, &ZEBRA, 0, CARDRT_BATTLEFIELD);
    cardrt_id knight = put(g, &WHITE_KNIGHT, 0, CARDRT_BATTLEFIELD);
    /* nonblack: the knight goes, the zebra stays */
    cardrt_id ids[] = { zebra, knight };
    for (int i = 0; i < 2; i++)
        if (!(cardrt_colors(g, ids[i]) & CARDRT_BLACK))
            cardrt_destroy(g, ids[i], true);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, zebra), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, knight), CARDRT_GRAVEYARD);
    if (cardrt_colors(g, zebra) & CARDRT_BLACK)
        cardrt_destroy(g, zebra, true);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, zebra), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

/* ---- CR 415 ------------------------------------------------------------------- */

static void cr_415_6_spell_not_its_own_target(void)
{
    cardrt_game *g = new_game();
    cardrt_id cs = put(g, &COUNTERSPELL, 0, CARDRT_HAND);
    cardrt_ref t = obj(cs);
    unsigned n = 1;
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, cs, &t, &n), CARDRT_ETARGET);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, cs), CARDRT_HAND);        /* nothing changed */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    cardrt_game_free(g);
}

static void cr_414_1_counter_a_spell(void)
{
    /* A countered spell goes to its owner's graveyard and does nothing. */
    cardrt_game *g = new_game();
    cardrt_id bolt = put(g, &LIGHTNING_BOLT, 0, CARDRT_HAND);
    cardrt_id cs = put(g, &COUNTERSPELL, 1, CARDRT_HAND);
    cardrt_ref t = player(1);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bolt, &t, &n), CARDRT_OK);
    t = obj(bolt);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, cs, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bolt), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_ESTACK);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    cardrt_game_free(g);
}

static void cr_415_hex_different_targets(void)
{
    /* Rules FAQ 1.1.01: one use of "target" needs different objects. */
    static const cardrt_target_spec two[] = { { "creatures", 2, 2, any_creature, 0, 0, false, false, CARDRT_BY_ANY, false, NULL, 0, 0, 0 } };
    static const cardrt_card_def TWO = {
        .name = "Two", .types = CARDRT_SORCERY, .targets = two, .ntargets = 1,
    };
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &GRAY_OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_id spell = put(g, &TWO, 0, CARDRT_HAND);
    cardrt_ref t[2] = { obj(ogre), obj(ogre) };
    unsigned n = 2;
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, spell, t, &n), CARDRT_ETARGET);
    n = 1;
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, spell, t, &n), CARDRT_ETARGET);   /* too few */
    cardrt_game_free(g);
}

/* ---- CR 418 ------------------------------------------------------------------- */

static void cr_418_3b_white_creatures(void)
{
    /* "All white creatures get +1/+1 until end of turn" affects the white
     * creatures when it resolves, even if they change color, and not those
     * that turn white later. */
    cardrt_game *g = new_game();
    cardrt_id knight = put(g, &WHITE_KNIGHT, 0, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, &BLACK_BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_effect_spec e = { plus_one, 1, CARDRT_UNTIL_END_OF_TURN, NULL, NULL, 0, white_creature };
    CU_ASSERT_EQUAL(cardrt_add_effect(g, knight, &e), CARDRT_OK);
    static const cardrt_change make_white[] = { { .kind = CARDRT_SET_COLORS, .value = CARDRT_WHITE } };
    static const cardrt_change make_red[] = { { .kind = CARDRT_SET_COLORS, .value = CARDRT_RED } };
    add_effect(g, bear, make_white, 1, bear);
    add_effect(g, knight, make_red, 1, knight);
    assert_pt(g, knight, 3, 3);     /* locked in */
    assert_pt(g, bear, 2, 2);       /* turned white afterwards */
    cardrt_game_free(g);
}

static void cr_418_3d_endoskeleton(void)
{
    /* If Endoskeleton untaps before the ability resolves, the ability does
     * nothing: its duration was over before it began. */
    cardrt_game *g = new_game();
    cardrt_id endo = put(g, &ENDOSKELETON, 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, &GRAY_OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_ref t = obj(ogre);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, endo, 0, &t, &n), CARDRT_OK);
    CU_ASSERT(cardrt_is_tapped(g, endo));
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, endo, 0, &t, &n), CARDRT_ECOST);     /* already tapped */
    cardrt_set_tapped(g, endo, false);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    assert_pt(g, ogre, 2, 2);
    cardrt_set_tapped(g, endo, true);           /* tapping it later doesn't start it */
    assert_pt(g, ogre, 2, 2);
    cardrt_game_free(g);
}

static void cr_418_3d_endoskeleton_lasts_while_tapped(void)
{
    cardrt_game *g = new_game();
    cardrt_id endo = put(g, &ENDOSKELETON, 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, &GRAY_OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_ref t = obj(ogre);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, endo, 0, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    assert_pt(g, ogre, 2, 5);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);     /* player 1's turn: it stays tapped */
    assert_pt(g, ogre, 2, 5);
    cardrt_set_tapped(g, endo, false);
    cardrt_check_sba(g);
    assert_pt(g, ogre, 2, 2);
    cardrt_set_tapped(g, endo, true);           /* over for good */
    assert_pt(g, ogre, 2, 2);
    cardrt_game_free(g);
}

static const cardrt_change make_red_set[] = { { .kind = CARDRT_SET_COLORS, .value = CARDRT_RED } };
static const cardrt_change make_white_set[] = { { .kind = CARDRT_SET_COLORS, .value = CARDRT_WHITE } };

static void cr_418_5a_crusade(void)
{
    /* A 2/2 black creature turned white gets Crusade's +1/+1; turned red
     * later, it is a 2/2 again. */
    cardrt_game *g = new_game();
    put(g, &CRUSADE, 0, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, &BLACK_BEAR, 1, CARDRT_BATTLEFIELD);
    assert_pt(g, bear, 2, 2);
    add_effect(g, bear, make_white_set, 1, bear);
    assert_pt(g, bear, 3, 3);
    add_effect(g, bear, make_red_set, 1, bear);
    assert_pt(g, bear, 2, 2);
    cardrt_game_free(g);
}

static const cardrt_change plus_four[] = { { .kind = CARDRT_MODIFY_PT, .power = 4, .toughness = 4 } };
static const cardrt_change becomes_0_1[] = { { .kind = CARDRT_SET_PT, .power = 0, .toughness = 1 } };

static void cr_418_5a_gray_ogre(void)
{
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &GRAY_OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_add_counter(g, ogre, "+1/+1", 1);
    assert_pt(g, ogre, 3, 3);
    add_effect(g, ogre, plus_four, 1, ogre);            /* "gets +4/+4 until end of turn" */
    assert_pt(g, ogre, 7, 7);
    put(g, &ANTHEM, 0, CARDRT_BATTLEFIELD);             /* "Creatures you control get +0/+2" */
    assert_pt(g, ogre, 7, 9);
    add_effect(g, ogre, becomes_0_1, 1, ogre);          /* "becomes 0/1 until end of turn" */
    assert_pt(g, ogre, 1, 4);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);     /* the turn's effects end */
    assert_pt(g, ogre, 3, 5);
    cardrt_game_free(g);
}

/* Svogthos: "This creature's power and toughness are each equal to the
 * number of creature cards in your graveyard." */
static void creatures_in_graveyard(const cardrt_game *g, cardrt_id source, cardrt_id obj_id, int *p,
                                   int *t)
{
    (void)source;               /* the object's own ability: "your" is its owner's */
    int n = 0;
    unsigned owner = cardrt_owner(g, obj_id);
    for (cardrt_id i = 1; i <= (cardrt_id)cardrt_object_count(g); i++) {
        if (cardrt_zone_of(g, i) == CARDRT_GRAVEYARD && cardrt_owner(g, i) == owner
            && (cardrt_def_of(g, i)->types & CARDRT_CREATURE))
            n++;
    }
    *p = *t = n;
}

static void cr_418_5a_svogthos(void)
{
    cardrt_game *g = new_game();
    cardrt_id tomb = put(g, &FOREST, 0, CARDRT_BATTLEFIELD);
    for (int i = 0; i < 10; i++)
        put(g, &GRAY_OGRE, 0, CARDRT_GRAVEYARD);
    add_effect(g, tomb, animate_land, 2, tomb);         /* becomes a 3/3 creature, still a land */
    assert_pt(g, tomb, 3, 3);
    static const cardrt_change plus1[] = { { .kind = CARDRT_MODIFY_PT, .power = 1, .toughness = 1 } };
    add_effect(g, tomb, plus1, 1, tomb);
    assert_pt(g, tomb, 4, 4);
    static const cardrt_change svogthos[] = {
        { .kind = CARDRT_ADD_TYPES, .value = CARDRT_CREATURE },
        { .kind = CARDRT_SET_COLORS, .value = CARDRT_BLACK | CARDRT_GREEN },
        { .kind = CARDRT_SET_PT, .pt_fn = creatures_in_graveyard },
    };
    add_effect(g, tomb, svogthos, 3, tomb);
    assert_pt(g, tomb, 10, 10);
    CU_ASSERT(cardrt_types(g, tomb) & CARDRT_LAND);
    put(g, &GRAY_OGRE, 0, CARDRT_GRAVEYARD);             /* a creature card enters the graveyard */
    assert_pt(g, tomb, 11, 11);
    add_effect(g, tomb, animate_land, 2, tomb);         /* the first effect again */
    assert_pt(g, tomb, 3, 3);
    cardrt_game_free(g);
}

static void cr_418_5b_wild_mongrel(void)
{
    /* "gets +1/+1 and becomes the color of your choice": layer 5, then 6. */
    static const cardrt_card_def MONGREL = {
        .name = "Wild Mongrel", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE,
        .has_pt = true, .power = 2, .toughness = 2,
    };
    static const cardrt_change mongrel[] = {
        { .kind = CARDRT_MODIFY_PT, .power = 1, .toughness = 1 },
        { .kind = CARDRT_SET_COLORS, .value = CARDRT_WHITE },
    };
    cardrt_game *g = new_game();
    put(g, &CRUSADE, 0, CARDRT_BATTLEFIELD);
    cardrt_id dog = put(g, &MONGREL, 0, CARDRT_BATTLEFIELD);
    add_effect(g, dog, mongrel, 2, dog);
    CU_ASSERT_EQUAL(cardrt_colors(g, dog), CARDRT_WHITE);
    assert_pt(g, dog, 4, 4);        /* +1/+1, and white for Crusade */
    cardrt_game_free(g);
}

static void cr_418_5b_grab_the_reins(void)
{
    /* "you gain control of target creature and it gains haste": layers 2 and 5. */
    static const cardrt_change grab[] = {
        { .kind = CARDRT_SET_CONTROLLER, .value = 0 },
        { .kind = CARDRT_ADD_KEYWORDS, .keywords = CARDRT_KW(CARDRT_KW_HASTE) },
    };
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &GRAY_OGRE, 1, CARDRT_BATTLEFIELD);
    add_effect(g, ogre, grab, 2, ogre);
    CU_ASSERT_EQUAL(cardrt_controller(g, ogre), 0);
    CU_ASSERT(cardrt_has_keyword(g, ogre, CARDRT_KW_HASTE));
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_controller(g, ogre), 1);
    CU_ASSERT(!cardrt_has_keyword(g, ogre, CARDRT_KW_HASTE));
    cardrt_game_free(g);
}

static bool noncreature_artifact(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    (void)src;
    unsigned t = cardrt_types(g, o);
    return (t & CARDRT_ARTIFACT) && !(t & CARDRT_CREATURE);
}

static void cr_418_5b_noncreature_artifacts(void)
{
    /* "All noncreature artifacts become 2/2 artifact creatures until end of
     * turn": the type change (layer 4) and the P/T (layer 6) apply to the same
     * permanents, though they are no longer noncreature artifacts by then. */
    static const cardrt_change become[] = {
        { .kind = CARDRT_ADD_TYPES, .value = CARDRT_CREATURE },
        { .kind = CARDRT_SET_PT, .power = 2, .toughness = 2 },
    };
    static const cardrt_static_def as_static[] = { { noncreature_artifact, become, 2, false, NULL } };
    static const cardrt_card_def MARCH = {
        .name = "March", .types = CARDRT_ENCHANTMENT, .statics = as_static, .nstatics = 1,
    };
    cardrt_game *g = new_game();
    cardrt_id mox = put(g, &MOX, 0, CARDRT_BATTLEFIELD);
    cardrt_id rod = put(g, &ROD, 1, CARDRT_BATTLEFIELD);
    cardrt_id thopter = put(g, &ORNITHOPTER, 0, CARDRT_BATTLEFIELD);
    /* As a resolved effect... */
    cardrt_effect_spec e = { become, 2, CARDRT_UNTIL_END_OF_TURN, NULL, NULL, 0, noncreature_artifact };
    CU_ASSERT_EQUAL(cardrt_add_effect(g, mox, &e), CARDRT_OK);
    assert_pt(g, mox, 2, 2);
    assert_pt(g, rod, 2, 2);
    assert_pt(g, thopter, 0, 2);
    CU_ASSERT(cardrt_types(g, mox) & CARDRT_CREATURE);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    /* ...and as a static ability, whose set is fixed in layer 4 for layer 6. */
    put(g, &MARCH, 0, CARDRT_BATTLEFIELD);
    assert_pt(g, mox, 2, 2);
    assert_pt(g, thopter, 0, 2);
    cardrt_game_free(g);
}

static bool is_creature(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    (void)src;
    return cardrt_types(g, o) & CARDRT_CREATURE;
}

static bool is_land(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    (void)src;
    return cardrt_types(g, o) & CARDRT_LAND;
}

static void cr_418_5a_dependency_in_a_layer(void)
{
    /* Two type-changing effects (layer 4): "all creatures are artifacts"
     * (earlier) and "all lands are creatures" (later).  The first depends on
     * the second, which changes what it applies to, so the second applies
     * first whatever the timestamps: the land ends as an artifact creature. */
    static const cardrt_change to_artifact[] = { { .kind = CARDRT_ADD_TYPES, .value = CARDRT_ARTIFACT } };
    static const cardrt_change to_creature[] = {
        { .kind = CARDRT_ADD_TYPES, .value = CARDRT_CREATURE },
        { .kind = CARDRT_SET_PT, .power = 1, .toughness = 1 },
    };
    static const cardrt_static_def artifacts[] = { { is_creature, to_artifact, 1, false, NULL } };
    static const cardrt_static_def creatures[] = { { is_land, to_creature, 2, false, NULL } };
    static const cardrt_card_def MARCH = {
        .name = "Creatures Are Artifacts", .types = CARDRT_ENCHANTMENT, .statics = artifacts, .nstatics = 1,
    };
    static const cardrt_card_def LIFE = {
        .name = "Lands Are Creatures", .types = CARDRT_ENCHANTMENT, .statics = creatures, .nstatics = 1,
    };
    cardrt_game *g = new_game();
    put(g, &MARCH, 0, CARDRT_BATTLEFIELD);
    cardrt_id forest = put(g, &FOREST, 0, CARDRT_BATTLEFIELD);
    put(g, &LIFE, 0, CARDRT_BATTLEFIELD);
    unsigned t = cardrt_types(g, forest);
    CU_ASSERT(t & CARDRT_LAND);
    CU_ASSERT(t & CARDRT_CREATURE);
    CU_ASSERT(t & CARDRT_ARTIFACT);
    assert_pt(g, forest, 1, 1);
    cardrt_game_free(g);
}

/* ---- State-based actions and the Fourth Edition rulings --------------------- */

static void ed4_lightning_bolt_giant_growth(void)
{
    /* Bolt on Scryb Sprites, Giant Growth in response: Giant Growth resolves
     * first and the Sprites survive as a 4/4 with 3 damage. */
    cardrt_game *g = new_game();
    cardrt_id sprites = put(g, &SCRYB_SPRITES, 1, CARDRT_BATTLEFIELD);
    cardrt_id bolt = put(g, &LIGHTNING_BOLT, 0, CARDRT_HAND);
    cardrt_id growth = put(g, &GIANT_GROWTH, 1, CARDRT_HAND);
    cardrt_ref t = obj(sprites);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bolt, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, growth, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    assert_pt(g, sprites, 4, 4);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, sprites), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, sprites), 3);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    assert_pt(g, sprites, 1, 1);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, sprites), 0);
    cardrt_game_free(g);
}

static void ed4_lightning_bolt_alone_kills(void)
{
    cardrt_game *g = new_game();
    cardrt_id sprites = put(g, &SCRYB_SPRITES, 1, CARDRT_BATTLEFIELD);
    cardrt_id bolt = put(g, &LIGHTNING_BOLT, 0, CARDRT_HAND);
    cardrt_ref t = obj(sprites);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bolt, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, sprites), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void ed4_both_players_at_zero_draw(void)
{
    /* "Both Lightning Bolts resolve, both players are below zero life, and
     * the game is a draw." */
    cardrt_game *g = cardrt_game_new(2, 3, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    cardrt_lose_life(g, 1, 1);                       /* opponent at 2, me at 3 */
    cardrt_id bolt0 = put(g, &LIGHTNING_BOLT, 0, CARDRT_HAND);
    cardrt_id bolt1 = put(g, &LIGHTNING_BOLT, 1, CARDRT_HAND);
    cardrt_ref t = player(1);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bolt0, &t, &n), CARDRT_OK);
    t = player(0);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, bolt1, &t, &n), CARDRT_OK);
    /* Under the Comprehensive Rules, which decide where the documents
     * differ (rules/README.md), state-based actions are checked after each
     * resolution (CR 413): the last Bolt cast resolves first and its target
     * loses before the other Bolt resolves. */
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    bool draw = false;
    unsigned winner = 9;
    CU_ASSERT(cardrt_player_lost(g, 0));
    CU_ASSERT(!cardrt_player_lost(g, 1));
    CU_ASSERT(cardrt_game_over(g, &draw, &winner));
    CU_ASSERT(!draw);
    CU_ASSERT_EQUAL(winner, 1);
    cardrt_game_free(g);

    /* Both at 0 life at the same check: the game is a draw (4th Ed. FAQ). */
    g = cardrt_game_new(2, 3, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    cardrt_deal_damage(g, 0, player(0), 3);
    cardrt_deal_damage(g, 0, player(1), 3);
    cardrt_check_sba(g);
    CU_ASSERT(cardrt_game_over(g, &draw, &winner));
    CU_ASSERT(draw);
    cardrt_game_free(g);
}

static void sba_lethal_damage_and_regeneration(void)
{
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &GRAY_OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_regenerate(g, ogre);
    cardrt_deal_damage(g, 0, obj(ogre), 2);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_BATTLEFIELD);  /* regenerated */
    CU_ASSERT(cardrt_is_tapped(g, ogre));
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, ogre), 0);
    cardrt_deal_damage(g, 0, obj(ogre), 2);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void sba_toughness_zero_and_legend_rule(void)
{
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &GRAY_OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_add_counter(g, ogre, "-1/-1", 2);
    cardrt_regenerate(g, ogre);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);    /* no regeneration */
    /* CR 704.5j: the legend rule looks at each player's permanents; a
     * player with two keeps one (the default: the first). */
    cardrt_id a = put(g, &LEGEND, 0, CARDRT_BATTLEFIELD);
    cardrt_id b = put(g, &LEGEND, 1, CARDRT_BATTLEFIELD);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, a), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, b), CARDRT_BATTLEFIELD);
    cardrt_id c = put(g, &LEGEND, 0, CARDRT_BATTLEFIELD);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, a), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, c), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, b), CARDRT_BATTLEFIELD);
    cardrt_game_free(g);
}

static void sba_aura_goes_with_its_creature(void)
{
    /* An Aura spell targets what it will enchant (CR 415.3) and enters
     * attached to it; with nothing to enchant it goes to the graveyard. */
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &GRAY_OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_id aura = put(g, &HOLY_STRENGTH, 0, CARDRT_HAND);
    cardrt_ref t = obj(ogre);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, aura, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, aura), CARDRT_BATTLEFIELD);
    cardrt_destroy(g, ogre, true);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, aura), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void protection_prevents_targeting_and_damage(void)
{
    static const cardrt_card_def PROTECTED = {
        .name = "Hand of Cruelty", .colors = CARDRT_BLACK, .types = CARDRT_CREATURE,
        .has_pt = true, .power = 2, .toughness = 2,
        .keywords = CARDRT_KW(CARDRT_KW_PROT_RED),
    };
    cardrt_game *g = new_game();
    cardrt_id hand = put(g, &PROTECTED, 1, CARDRT_BATTLEFIELD);
    cardrt_id bolt = put(g, &LIGHTNING_BOLT, 0, CARDRT_HAND);
    cardrt_ref t = obj(hand);
    unsigned n = 1;
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, bolt, &t, &n), CARDRT_ETARGET);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bolt), CARDRT_HAND);
    cardrt_deal_damage(g, bolt, obj(hand), 3);      /* from a red source: prevented */
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, hand), 0);
    cardrt_game_free(g);
}

/* ---- Triggered abilities, choices, costs ---------------------------------------- */

static bool self_enters(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->object == self && ev->to == CARDRT_BATTLEFIELD;
}

static bool self_dies(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->object == self
        && ev->from == CARDRT_BATTLEFIELD && ev->to == CARDRT_GRAVEYARD
        && (ev->types_before & CARDRT_CREATURE);
}

static bool your_upkeep(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_STEP && ev->step == CARDRT_STEP_UPKEEP
        && ev->player == cardrt_controller(g, self);
}

static bool ten_or_less_life(const cardrt_game *g, cardrt_id self)
{
    return cardrt_life(g, cardrt_controller(g, self)) <= 10;
}

static void gain_two(cardrt_ctx *ctx)
{
    cardrt_gain_life(cardrt_ctx_game(ctx), cardrt_ctx_controller(ctx), 2);
}

static void ping_target(cardrt_ctx *ctx)
{
    cardrt_ref t;
    if (cardrt_ctx_target(ctx, 0, 0, &t))
        cardrt_deal_damage(cardrt_ctx_game(ctx), cardrt_ctx_source(ctx), t, 1);
}

static const cardrt_trigger_def etb_ping[] = {
    { "When this creature enters the battlefield, it deals 1 damage to any target.",
      self_enters, NULL, target_any, 1, ping_target, 0, 0, 0, 0, CARDRT_BATCH_NONE, 0, false, NULL },
};
static const cardrt_card_def PINGER = {
    .name = "Pinger", .colors = CARDRT_RED, .types = CARDRT_CREATURE,
    .has_pt = true, .power = 1, .toughness = 1, .triggers = etb_ping, .ntriggers = 1,
};
static const cardrt_trigger_def dies_gain[] = {
    { "When this creature dies, you gain 2 life.", self_dies, NULL, NULL, 0, gain_two, 0, 0, 0, 0, CARDRT_BATCH_NONE, 0, false, NULL },
};
static const cardrt_card_def MARTYR = {
    .name = "Martyr", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE,
    .has_pt = true, .power = 1, .toughness = 1, .triggers = dies_gain, .ntriggers = 1,
};
static const cardrt_trigger_def upkeep_gain[] = {
    { "At the beginning of your upkeep, if you have 10 or less life, you gain 2 life.",
      your_upkeep, ten_or_less_life, NULL, 0, gain_two, 0, 0, 0, 0, CARDRT_BATCH_NONE, 0, false, NULL },
};
static const cardrt_card_def SHRINE = {
    .name = "Shrine", .types = CARDRT_ENCHANTMENT, .triggers = upkeep_gain, .ntriggers = 1,
};

static void triggered_enters_with_default_target(void)
{
    /* The trigger goes on the stack the next time a player would get
     * priority; with no chooser, its target is the first legal one. */
    cardrt_game *g = new_game();
    cardrt_id pinger = put(g, &PINGER, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, pinger, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);      /* the creature enters */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);               /* its trigger waits */
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 19);                 /* first candidate: player 0 */
    cardrt_game_free(g);
}

static unsigned choose_last(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    if (c->kind == CARDRT_CHOOSE_YES_NO) {
        answers[0] = 1;
        return 1;
    }
    answers[0] = c->ncandidates - 1;
    return c->ncandidates ? 1 : 0;
}

static void triggered_target_from_chooser(void)
{
    cardrt_game *g = new_game();
    cardrt_set_chooser(g, choose_last, NULL);
    cardrt_id ogre = put(g, &GRAY_OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_id pinger = put(g, &PINGER, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, pinger, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    cardrt_resolve_top(g);
    /* Candidates: players, then objects; the last legal one is the pinger
     * itself (an ability's source may be its target), so it pings itself. */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, pinger), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, ogre), 0);
    CU_ASSERT(cardrt_ask(g, 0, pinger, "you may"));
    cardrt_set_chooser(g, NULL, NULL);
    CU_ASSERT(!cardrt_ask(g, 0, pinger, "you may"));        /* the default is no */
    cardrt_game_free(g);
}

static void triggered_dies_looks_back(void)
{
    cardrt_game *g = new_game();
    cardrt_id martyr = put(g, &MARTYR, 0, CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, 0, obj(martyr), 1);
    cardrt_check_sba(g);                                    /* it dies; the trigger waits */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, martyr), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);
    cardrt_game_free(g);
}

static void triggered_intervening_if(void)
{
    cardrt_game *g = new_game();
    put(g, &SHRINE, 0, CARDRT_BATTLEFIELD);
    cardrt_end_turn(g);                 /* player 1's turn */
    cardrt_advance_to(g, CARDRT_STEP_UPKEEP);   /* player 0's upkeep: 20 life, no trigger */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    cardrt_lose_life(g, 0, 12);
    cardrt_end_turn(g);
    cardrt_advance_to(g, CARDRT_STEP_UPKEEP);   /* 8 life: it triggers */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    cardrt_gain_life(g, 0, 5);          /* 13 life as it resolves: no effect */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 13);
    cardrt_game_free(g);
}

static int order_log[4], order_n;
static void log_controller(cardrt_ctx *ctx)
{
    if (order_n < 4)
        order_log[order_n++] = (int)cardrt_ctx_controller(ctx);
}
static bool any_creature_dies(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->from == CARDRT_BATTLEFIELD
        && ev->to == CARDRT_GRAVEYARD && (ev->types_before & CARDRT_CREATURE);
}
static const cardrt_trigger_def watcher_trig[] = {
    { "Whenever a creature dies, ...", any_creature_dies, NULL, NULL, 0, log_controller, 0, 0, 0, 0, CARDRT_BATCH_NONE, 0, false, NULL },
};
static const cardrt_card_def WATCHER = {
    .name = "Watcher", .types = CARDRT_ENCHANTMENT, .triggers = watcher_trig, .ntriggers = 1,
};

static void triggered_apnap_order(void)
{
    /* Both players' abilities trigger at once: the active player's go on the
     * stack first, so the other player's resolve first. */
    cardrt_game *g = new_game();
    put(g, &WATCHER, 0, CARDRT_BATTLEFIELD);
    put(g, &WATCHER, 1, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, &GRAY_OGRE, 0, CARDRT_BATTLEFIELD);
    order_n = 0;
    cardrt_destroy(g, ogre, true);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);
    cardrt_resolve_top(g);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL_FATAL(order_n, 2);
    CU_ASSERT_EQUAL(order_log[0], 1);   /* non-active player's first */
    CU_ASSERT_EQUAL(order_log[1], 0);
    cardrt_game_free(g);
}

static void faq_1_1_11_summoning_sickness(void)
{
    static const cardrt_activated_def tap_ping[] = {
        { .text = "{T}: deal 1 damage to any target.", .costs = tap_cost, .ncosts = 1,
          .targets = target_any, .ntargets = 1, .effect = ping_target },
    };
    static const cardrt_card_def SORCERER = {
        .name = "Prodigal Sorcerer", .colors = CARDRT_BLUE, .types = CARDRT_CREATURE,
        .has_pt = true, .power = 1, .toughness = 1, .activated = tap_ping, .nactivated = 1,
    };
    cardrt_game *g = new_game();
    cardrt_id s = put(g, &SORCERER, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, s, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT(cardrt_is_sick(g, s));
    cardrt_ref t = player(1);
    unsigned n = 1;
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, s, 0, &t, &n), CARDRT_ECOST);
    cardrt_end_turn(g);
    CU_ASSERT(cardrt_is_sick(g, s));            /* the opponent's turn */
    cardrt_end_turn(g);
    CU_ASSERT(!cardrt_is_sick(g, s));           /* controlled since this turn began */
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, s, 0, &t, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    cardrt_game_free(g);
}

static void tokens_cease_to_exist(void)
{
    cardrt_game *g = new_game();
    cardrt_id tok = 0;
    CU_ASSERT_EQUAL_FATAL(cardrt_create_token(g, &PINGER, 0, &tok), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);   /* it entered: its trigger */
    cardrt_resolve_top(g);
    cardrt_destroy(g, tok, true);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, tok), CARDRT_NOWHERE);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_GRAVEYARD), 0);
    cardrt_game_free(g);
}

static void costs_sacrifice_and_life(void)
{
    static const cardrt_cost costs[] = {
        { .kind = CARDRT_COST_LIFE, .n = 5 }, { .kind = CARDRT_COST_SACRIFICE_SELF },
    };
    static const cardrt_activated_def sac[] = {
        { .text = "Pay 5 life, Sacrifice this: you gain 2 life.", .costs = costs, .ncosts = 2,
          .effect = gain_two },
    };
    static const cardrt_card_def ALTAR = {
        .name = "Altar", .types = CARDRT_ARTIFACT, .activated = sac, .nactivated = 1,
    };
    cardrt_game *g = cardrt_game_new(2, 4, 3);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    cardrt_id altar = put(g, &ALTAR, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, altar, 0, NULL, NULL), CARDRT_ECOST);   /* 4 < 5 life */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, altar), CARDRT_BATTLEFIELD);
    cardrt_gain_life(g, 0, 6);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, altar, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, altar), CARDRT_GRAVEYARD);                 /* paid */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 5);
    cardrt_resolve_top(g);              /* its source is gone; the ability still resolves */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 7);
    cardrt_game_free(g);
}

/* "Pay {E}{E}: You gain 2 life." (CR 107.14): energy counters, only by a
 * player who has that many. */
static void costs_energy(void)
{
    static const cardrt_cost costs[] = { { .kind = CARDRT_COST_ENERGY, .n = 2 } };
    static const cardrt_activated_def pay[] = {
        { .text = "Pay {E}{E}: You gain 2 life.", .costs = costs, .ncosts = 1, .effect = gain_two },
    };
    static const cardrt_card_def DYNAMO = {
        .name = "Dynamo", .types = CARDRT_ARTIFACT, .activated = pay, .nactivated = 1,
    };
    cardrt_game *g = new_game();
    cardrt_id dynamo = put(g, &DYNAMO, 0, CARDRT_BATTLEFIELD);
    cardrt_add_player_counter(g, 0, "energy", 1);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, dynamo, 0, NULL, NULL), CARDRT_ECOST);  /* 1 < 2 */
    CU_ASSERT_EQUAL(cardrt_player_counter_count(g, 0, "energy"), 1);
    cardrt_add_player_counter(g, 0, "energy", 2);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, dynamo, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_player_counter_count(g, 0, "energy"), 1);
    cardrt_game_free(g);
}

/* CR 704.5b (of the current rules): a player who attempted to draw from an
 * empty library since state-based actions were last checked loses; the draw
 * itself is not impossible (413.2c), it draws nothing.  A draw from a library
 * with cards doesn't; the rule is on for the players cardrt_set_draw_loss
 * names, off in a new game. */
static void cr_704_5b_draw_from_empty_library(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    cardrt_id card = put(g, &LIGHTNING_BOLT, 0, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_set_draw_loss(g, 0, true), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_draw(g, 0, 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, card), CARDRT_HAND);
    cardrt_check_sba(g);
    CU_ASSERT_FALSE(cardrt_player_lost(g, 0));
    CU_ASSERT_EQUAL(cardrt_draw(g, 1, 1), CARDRT_OK);  /* not Bob: the rule is off for him */
    CU_ASSERT_EQUAL(cardrt_draw(g, 0, 2), CARDRT_OK);  /* the first draws nothing, the second too */
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);
    CU_ASSERT_FALSE(cardrt_player_lost(g, 0));          /* not before state-based actions */
    cardrt_check_sba(g);
    CU_ASSERT_TRUE(cardrt_player_lost(g, 0));
    CU_ASSERT_FALSE(cardrt_player_lost(g, 1));
    CU_ASSERT_EQUAL(cardrt_set_draw_loss(g, 2, true), CARDRT_EINVAL);
    cardrt_game_free(g);
}

/* ---- The API itself ------------------------------------------------------------ */

static void api_bad_use_returns_errors(void)
{
    CU_ASSERT_PTR_NULL(cardrt_game_new(0, 20, 1));
    CU_ASSERT_PTR_NULL(cardrt_game_new(CARDRT_MAX_PLAYERS + 1, 20, 1));
    CU_ASSERT_EQUAL(cardrt_resolve_top(NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_cast(NULL, 0, 1, NULL, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_pt(NULL, 1, NULL, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_object_new(NULL, &GRAY_OGRE, 0, CARDRT_HAND, NULL), CARDRT_EINVAL);
    CU_ASSERT_PTR_NULL(cardrt_game_clone(NULL));
    cardrt_game_free(NULL);
    cardrt_game *g = new_game();
    CU_ASSERT_EQUAL(cardrt_object_new(g, NULL, 0, CARDRT_HAND, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_object_new(g, &GRAY_OGRE, 5, CARDRT_HAND, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_ESTACK);
    CU_ASSERT_EQUAL(cardrt_destroy(g, 999, true), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_destroy(g, -1, true), CARDRT_EINVAL);
    cardrt_id bolt = put(g, &LIGHTNING_BOLT, 0, CARDRT_BATTLEFIELD);
    cardrt_ref t = player(1);
    unsigned n = 1;
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, bolt, &t, &n), CARDRT_EZONE);     /* not in hand */
    cardrt_id growth = put(g, &GIANT_GROWTH, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, growth, &t, &n), CARDRT_ETARGET); /* a player for a creature */
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, growth, &t, &n), CARDRT_EZONE);   /* not its owner */
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, growth, NULL, &n), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, growth, &t, NULL), CARDRT_ETARGET);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, growth), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, bolt, 3, NULL, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_counter(g, growth, "+1/+1", 1), CARDRT_EZONE);
    CU_ASSERT_EQUAL(cardrt_deal_damage(g, 0, (cardrt_ref){ CARDRT_REF_PLAYER, 7 }, 1), CARDRT_EINVAL);
    CU_ASSERT_STRING_EQUAL(cardrt_strerror(CARDRT_ETARGET), "illegal, missing or repeated target");
    CU_ASSERT_EQUAL(cardrt_abi_version(), CARDRT_ABI_VERSION);
    cardrt_game_free(g);
}

static void api_clone_is_independent(void)
{
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &GRAY_OGRE, 0, CARDRT_BATTLEFIELD);
    add_effect(g, ogre, plus_four, 1, ogre);
    cardrt_game *c = cardrt_game_clone(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    cardrt_destroy(c, ogre, true);
    CU_ASSERT_EQUAL(cardrt_zone_of(c, ogre), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_BATTLEFIELD);
    assert_pt(g, ogre, 6, 6);
    cardrt_end_turn(g);
    assert_pt(g, ogre, 2, 2);
    cardrt_game_free(g);
    cardrt_game_free(c);
}

static void api_same_seed_same_shuffle(void)
{
    cardrt_game *a = cardrt_game_new(2, 20, 7), *b = cardrt_game_new(2, 20, 7);
    CU_ASSERT_PTR_NOT_NULL_FATAL(a);
    CU_ASSERT_PTR_NOT_NULL_FATAL(b);
    const cardrt_card_def *defs[] = { &GRAY_OGRE, &FOREST, &SCRYB_SPRITES, &MOX, &ROD, &LEGEND };
    for (int i = 0; i < 6; i++) {
        put(a, defs[i], 0, CARDRT_LIBRARY);
        put(b, defs[i], 0, CARDRT_LIBRARY);
    }
    cardrt_shuffle(a, 0);
    cardrt_shuffle(b, 0);
    cardrt_draw(a, 0, 3);
    cardrt_draw(b, 0, 3);
    for (cardrt_id i = 1; i <= 6; i++)
        CU_ASSERT_EQUAL(cardrt_zone_of(a, i), cardrt_zone_of(b, i));
    CU_ASSERT_EQUAL(cardrt_zone_size(a, 0, CARDRT_HAND), 3);
    cardrt_game_free(a);
    cardrt_game_free(b);
}

/* The observer is told of every event, in order (Aura Blast countered on
 * resolution, CR 413.2a; Lightning Bolt resolving). */
typedef struct seen {
    int kinds[16];
    int amounts[16];
    unsigned n;
} seen;

static void observe(void *user, const cardrt_game *g, const cardrt_event *ev)
{
    (void)g;
    seen *s = user;
    if (s->n < 16) {
        s->kinds[s->n] = ev->kind;
        s->amounts[s->n++] = ev->amount;
    }
}

static void api_observer_sees_events(void)
{
    cardrt_game *g = new_game();
    seen s = { { 0 }, { 0 }, 0 };
    cardrt_set_observer(g, observe, &s);
    cardrt_id ogre = put(g, &GRAY_OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_id bolt = put(g, &LIGHTNING_BOLT, 0, CARDRT_HAND);
    cardrt_ref t = obj(ogre);
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bolt, &t, &one), CARDRT_OK);
    cardrt_resolve_top(g);
    int want[] = { CARDRT_EV_CAST, CARDRT_EV_TARGETED, CARDRT_EV_RESOLVE, CARDRT_EV_DAMAGE,
                   CARDRT_EV_ZONE_CHANGE, CARDRT_EV_ZONE_CHANGE };
    CU_ASSERT_EQUAL_FATAL(s.n, 6);
    for (unsigned i = 0; i < 6; i++)
        CU_ASSERT_EQUAL(s.kinds[i], want[i]);
    CU_ASSERT_EQUAL(s.amounts[2], 0);           /* resolved, not countered */
    CU_ASSERT_EQUAL(s.amounts[3], 3);
    /* Aura Blast whose enchantment left: countered on resolution. */
    cardrt_id ench = put(g, &PLAIN_ENCHANTMENT, 1, CARDRT_BATTLEFIELD);
    cardrt_id blast = put(g, &AURA_BLAST, 0, CARDRT_HAND);
    t = obj(ench);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, blast, &t, &one), CARDRT_OK);
    cardrt_move(g, ench, CARDRT_HAND);
    s.n = 0;
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL_FATAL(s.n, 2);
    CU_ASSERT_EQUAL(s.kinds[0], CARDRT_EV_RESOLVE);
    CU_ASSERT_EQUAL(s.amounts[0], 1);
    CU_ASSERT_EQUAL(s.kinds[1], CARDRT_EV_ZONE_CHANGE);
    cardrt_set_observer(g, NULL, NULL);
    cardrt_set_observer(NULL, observe, &s);     /* no game: nothing happens */
    cardrt_game_free(g);
}

void register_rules_tests(void)
{
    CU_pSuite s = test_suite("rules");
    test_add(s, "cr_413_2a_aura_blast", cr_413_2a_aura_blast);
    test_add(s, "cr_413_2a_aura_blast_protection", cr_413_2a_aura_blast_protection);
    test_add(s, "cr_413_2a_aura_blast_resolves", cr_413_2a_aura_blast_resolves);
    test_add(s, "cr_413_2a_plague_spores", cr_413_2a_plague_spores);
    test_add(s, "cr_413_2g_black_creatures", cr_413_2g_black_creatures);
    test_add(s, "cr_414_1_counter_a_spell", cr_414_1_counter_a_spell);
    test_add(s, "cr_415_6_spell_not_its_own_target", cr_415_6_spell_not_its_own_target);
    test_add(s, "cr_415_hex_different_targets", cr_415_hex_different_targets);
    test_add(s, "cr_418_3b_white_creatures", cr_418_3b_white_creatures);
    test_add(s, "cr_418_3d_endoskeleton", cr_418_3d_endoskeleton);
    test_add(s, "cr_418_3d_endoskeleton_lasts_while_tapped", cr_418_3d_endoskeleton_lasts_while_tapped);
    test_add(s, "cr_418_5a_crusade", cr_418_5a_crusade);
    test_add(s, "cr_418_5a_gray_ogre", cr_418_5a_gray_ogre);
    test_add(s, "cr_418_5a_svogthos", cr_418_5a_svogthos);
    test_add(s, "cr_418_5b_wild_mongrel", cr_418_5b_wild_mongrel);
    test_add(s, "cr_418_5b_grab_the_reins", cr_418_5b_grab_the_reins);
    test_add(s, "cr_418_5b_noncreature_artifacts", cr_418_5b_noncreature_artifacts);
    test_add(s, "cr_418_5a_dependency_in_a_layer", cr_418_5a_dependency_in_a_layer);
    test_add(s, "ed4_lightning_bolt_giant_growth", ed4_lightning_bolt_giant_growth);
    test_add(s, "ed4_lightning_bolt_alone_kills", ed4_lightning_bolt_alone_kills);
    test_add(s, "ed4_both_players_at_zero_draw", ed4_both_players_at_zero_draw);
    test_add(s, "sba_lethal_damage_and_regeneration", sba_lethal_damage_and_regeneration);
    test_add(s, "sba_toughness_zero_and_legend_rule", sba_toughness_zero_and_legend_rule);
    test_add(s, "sba_aura_goes_with_its_creature", sba_aura_goes_with_its_creature);
    test_add(s, "protection_prevents_targeting_and_damage", protection_prevents_targeting_and_damage);
    test_add(s, "triggered_enters_with_default_target", triggered_enters_with_default_target);
    test_add(s, "triggered_target_from_chooser", triggered_target_from_chooser);
    test_add(s, "triggered_dies_looks_back", triggered_dies_looks_back);
    test_add(s, "triggered_intervening_if", triggered_intervening_if);
    test_add(s, "triggered_apnap_order", triggered_apnap_order);
    test_add(s, "faq_1_1_11_summoning_sickness", faq_1_1_11_summoning_sickness);
    test_add(s, "tokens_cease_to_exist", tokens_cease_to_exist);
    test_add(s, "costs_sacrifice_and_life", costs_sacrifice_and_life);
    test_add(s, "costs_energy", costs_energy);
    test_add(s, "cr_704_5b_draw_from_empty_library", cr_704_5b_draw_from_empty_library);
    test_add(s, "api_bad_use_returns_errors", api_bad_use_returns_errors);
    test_add(s, "api_clone_is_independent", api_clone_is_independent);
    test_add(s, "api_same_seed_same_shuffle", api_same_seed_same_shuffle);
    test_add(s, "api_observer_sees_events", api_observer_sees_events);
}
