/* test_layers.c — the layers of CR 418.5a that test_rules.c's Examples do
 * not reach: copy effects (layer 1), text-changing effects (layer 3), type
 * changes that replace or keep types (layer 4), losing all abilities and
 * gaining activated and triggered ones (layer 5), and dependency between
 * effects (CR 418.5, later rules 613.8), whatever created them. */
#include <limits.h>
#include <string.h>

#include "rt_tests.h"

static bool is_creature(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    (void)src;
    return (cardrt_types(g, o) & CARDRT_CREATURE) != 0;
}

static bool other_white_creature(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    return o != src && is_creature(g, src, o) && (cardrt_colors(g, o) & CARDRT_WHITE);
}

static const cardrt_change plus_one[] = { { .kind = CARDRT_MODIFY_PT, .power = 1, .toughness = 1 } };
static const cardrt_static_def lord_static[] = { { other_white_creature, plus_one, 1, false, NULL } };
/* "Other white creatures get +1/+1." */
static const cardrt_card_def LORD = {
    .name = "Lord", .mana_cost = "{1}{W}{W}", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE,
    .subtypes = { "Human", "Knight" }, .has_pt = true, .power = 2, .toughness = 2,
    .keywords = CARDRT_KW(CARDRT_KW_VIGILANCE), .statics = lord_static, .nstatics = 1,
};
static const cardrt_card_def CLONE = {
    .name = "Clone", .mana_cost = "{3}{U}", .colors = CARDRT_BLUE, .types = CARDRT_CREATURE,
    .subtypes = { "Shapeshifter" }, .has_pt = true, .power = 0, .toughness = 0,
};
static const cardrt_card_def KNIGHT = {
    .name = "Knight", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 2, .toughness = 2,
};
static const cardrt_card_def OGRE = {
    .name = "Gray Ogre", .colors = CARDRT_RED, .types = CARDRT_CREATURE, .subtypes = { "Ogre" },
    .has_pt = true, .power = 2, .toughness = 2,
};
static const cardrt_card_def FOREST = {
    .name = "Forest", .types = CARDRT_LAND, .supertypes = CARDRT_BASIC, .subtypes = { "Forest" },
};
static const cardrt_card_def MOX = { .name = "Mox", .types = CARDRT_ARTIFACT };

/* A resolved effect with CHANGES on OBJ, until end of turn. */
static void effect_on(cardrt_game *g, cardrt_id src, cardrt_id o, const cardrt_change *ch, unsigned n)
{
    cardrt_effect_spec e = { ch, n, CARDRT_UNTIL_END_OF_TURN, NULL, &o, 1, NULL };
    CU_ASSERT_EQUAL(cardrt_add_effect(g, src, &e), CARDRT_OK);
}

/* OBJ becomes a copy of ORIGINAL. */
static void copy_of(cardrt_game *g, cardrt_id o, cardrt_id original)
{
    cardrt_change ch = { .kind = CARDRT_COPY, .value = original };
    cardrt_effect_spec e = { &ch, 1, CARDRT_FOREVER, NULL, &o, 1, NULL };
    CU_ASSERT_EQUAL(cardrt_add_effect(g, o, &e), CARDRT_OK);
}

/* ---- layer 1 ----------------------------------------------------------------- */

static void cr_418_5a_copy_effects(void)
{
    /* A Clone copying the Lord has its copiable values (name, mana cost,
     * colors, types, subtypes, P/T, keywords) and its static ability, but
     * not the +3/+3 the Lord got until end of turn: each Lord pumps the
     * other. */
    static const cardrt_change plus_three[] = { { .kind = CARDRT_MODIFY_PT, .power = 3, .toughness = 3 } };
    cardrt_game *g = new_game();
    cardrt_id lord = put(g, &LORD, 0, CARDRT_BATTLEFIELD);
    cardrt_id clone = put(g, &CLONE, 0, CARDRT_BATTLEFIELD);
    effect_on(g, lord, lord, plus_three, 1);
    CU_ASSERT_STRING_EQUAL(cardrt_name(g, clone), "Clone");
    copy_of(g, clone, lord);
    CU_ASSERT_STRING_EQUAL(cardrt_name(g, clone), "Lord");
    CU_ASSERT_STRING_EQUAL(cardrt_def_of(g, clone)->name, "Clone");  /* the card it is */
    CU_ASSERT_EQUAL(cardrt_colors(g, clone), CARDRT_WHITE);
    CU_ASSERT(cardrt_has_subtype(g, clone, "Knight"));
    CU_ASSERT(!cardrt_has_subtype(g, clone, "Shapeshifter"));
    CU_ASSERT(cardrt_has_keyword(g, clone, CARDRT_KW_VIGILANCE));
    CU_ASSERT_EQUAL(cardrt_mana_value(g, clone), 3);
    assert_pt(g, clone, 3, 3);          /* 2/2, +1/+1 from the Lord */
    assert_pt(g, lord, 6, 6);           /* 2/2, +3/+3, +1/+1 from the copy's ability */
    /* Effects after layer 1 apply to the copy as to anything. */
    cardrt_add_counter(g, clone, "+1/+1", 1);
    assert_pt(g, clone, 4, 4);
    cardrt_game_free(g);
}

static void cr_418_5a_copy_of_a_copy(void)
{
    /* A copy of a copy copies what the copy copies (its copy effect is part
     * of its copiable values), whatever order the copies were made in: the
     * later copy effect changes what the earlier one does (dependency). */
    for (int order = 0; order < 2; order++) {
        cardrt_game *g = new_game();
        cardrt_id lord = put(g, &LORD, 0, CARDRT_BATTLEFIELD);
        cardrt_id c1 = put(g, &CLONE, 0, CARDRT_BATTLEFIELD);
        cardrt_id c2 = put(g, &CLONE, 0, CARDRT_BATTLEFIELD);
        if (order == 0) {
            copy_of(g, c1, lord);
            copy_of(g, c2, c1);
        } else {
            copy_of(g, c2, c1);         /* c2 copies a Clone... */
            copy_of(g, c1, lord);       /* ...which then becomes a Lord */
        }
        CU_ASSERT_STRING_EQUAL(cardrt_name(g, c2), "Lord");
        assert_pt(g, c2, 4, 4);         /* three Lords: +1/+1 from each other one */
        assert_pt(g, lord, 4, 4);
        cardrt_game_free(g);
    }
}

static int deaths;
static bool creature_dies(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->from == CARDRT_BATTLEFIELD
        && ev->to == CARDRT_GRAVEYARD && (ev->types_before & CARDRT_CREATURE);
}
static void count_death(cardrt_ctx *ctx)
{
    (void)ctx;
    deaths++;
}
static void ping_player_one(cardrt_ctx *ctx)
{
    cardrt_deal_damage(cardrt_ctx_game(ctx), cardrt_ctx_source(ctx), player(1), 1);
}
static const cardrt_trigger_def on_death[] = {
    { .text = "Whenever a creature dies, ...", .matches = creature_dies, .effect = count_death },
};
static const cardrt_cost tap_self[] = { { .kind = CARDRT_COST_TAP } };
static const cardrt_activated_def ping[] = {
    { .text = "{T}: 1 damage to player 1.", .costs = tap_self, .ncosts = 1, .effect = ping_player_one },
};
static const cardrt_card_def MOURNER = {
    .name = "Mourner", .colors = CARDRT_BLACK, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 1, .toughness = 3, .triggers = on_death, .ntriggers = 1, .activated = ping,
    .nactivated = 1,
};

static void cr_418_5a_copy_has_the_abilities(void)
{
    /* Triggered and activated abilities are copied too. */
    cardrt_game *g = new_game();
    put(g, &MOURNER, 0, CARDRT_BATTLEFIELD);
    cardrt_id clone = put(g, &CLONE, 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, clone, 0, NULL, NULL), CARDRT_EINVAL);   /* none yet */
    copy_of(g, clone, 1);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, clone, 0, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    deaths = 0;
    cardrt_destroy(g, ogre, true);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);
    cardrt_resolve_top(g);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(deaths, 2);
    cardrt_game_free(g);
}

static void cr_704_5j_copies_and_the_legend_rule(void)
{
    /* A copy of a legendary permanent has its name and supertype (Rules
     * FAQ 1.1.09), so the legend rule (CR 704.5j) sees two: their
     * controller keeps one (the default: the first). */
    static const cardrt_card_def LEGEND = {
        .name = "Legend", .types = CARDRT_CREATURE, .supertypes = CARDRT_LEGENDARY,
        .has_pt = true, .power = 3, .toughness = 3,
    };
    cardrt_game *g = new_game();
    cardrt_id legend = put(g, &LEGEND, 0, CARDRT_BATTLEFIELD);
    cardrt_id clone = put(g, &CLONE, 0, CARDRT_BATTLEFIELD);
    copy_of(g, clone, legend);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, legend), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, clone), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

/* ---- layer 3 ----------------------------------------------------------------- */

static void change_color_word(cardrt_game *g, cardrt_id o, unsigned from, unsigned to)
{
    cardrt_change ch = { .kind = CARDRT_CHANGE_COLOR_WORD, .value = CARDRT_WORDS(from, to) };
    effect_on(g, o, o, &ch, 1);
}

static void cr_418_5a_text_changing_effects(void)
{
    /* "Change the text of target permanent by replacing all instances of one
     * color word with another": protection from white becomes protection
     * from red; a second change applies to the changed text. */
    static const cardrt_card_def BLACK_KNIGHT = {
        .name = "Black Knight", .colors = CARDRT_BLACK, .types = CARDRT_CREATURE, .has_pt = true,
        .power = 2, .toughness = 2,
        .keywords = CARDRT_KW(CARDRT_KW_FIRST_STRIKE) | CARDRT_KW(CARDRT_KW_PROT_WHITE),
    };
    cardrt_game *g = new_game();
    cardrt_id bk = put(g, &BLACK_KNIGHT, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_text_color(g, bk, CARDRT_WHITE), CARDRT_WHITE);
    change_color_word(g, bk, CARDRT_WHITE, CARDRT_RED);
    CU_ASSERT(!cardrt_has_keyword(g, bk, CARDRT_KW_PROT_WHITE));
    CU_ASSERT(cardrt_has_keyword(g, bk, CARDRT_KW_PROT_RED));
    CU_ASSERT(cardrt_has_keyword(g, bk, CARDRT_KW_FIRST_STRIKE));
    CU_ASSERT_EQUAL(cardrt_colors(g, bk), CARDRT_BLACK);     /* its color is not a word */
    CU_ASSERT_EQUAL(cardrt_text_color(g, bk, CARDRT_WHITE), CARDRT_RED);
    CU_ASSERT_EQUAL(cardrt_text_color(g, bk, CARDRT_WHITE | CARDRT_BLUE), CARDRT_RED | CARDRT_BLUE);
    change_color_word(g, bk, CARDRT_RED, CARDRT_GREEN);
    CU_ASSERT(cardrt_has_keyword(g, bk, CARDRT_KW_PROT_GREEN));
    CU_ASSERT(!cardrt_has_keyword(g, bk, CARDRT_KW_PROT_RED));
    CU_ASSERT_EQUAL(cardrt_text_color(g, bk, CARDRT_WHITE), CARDRT_GREEN);
    /* Protection an effect grants (layer 5) is no word of its text. */
    cardrt_id knight = put(g, &KNIGHT, 0, CARDRT_BATTLEFIELD);
    static const cardrt_change prot_white[] = {
        { .kind = CARDRT_ADD_KEYWORDS, .keywords = CARDRT_KW(CARDRT_KW_PROT_WHITE) },
    };
    effect_on(g, knight, knight, prot_white, 1);
    change_color_word(g, knight, CARDRT_WHITE, CARDRT_RED);
    CU_ASSERT(cardrt_has_keyword(g, knight, CARDRT_KW_PROT_WHITE));
    CU_ASSERT(!cardrt_has_keyword(g, knight, CARDRT_KW_PROT_RED));
    /* Malformed words change nothing. */
    change_color_word(g, bk, CARDRT_RED | CARDRT_BLUE, CARDRT_WHITE);
    change_color_word(g, bk, 64, CARDRT_WHITE);
    CU_ASSERT(cardrt_has_keyword(g, bk, CARDRT_KW_PROT_GREEN));
    /* Text changes end with their effects. */
    cardrt_end_turn(g);
    CU_ASSERT(cardrt_has_keyword(g, bk, CARDRT_KW_PROT_WHITE));
    CU_ASSERT_EQUAL(cardrt_text_color(g, bk, CARDRT_WHITE), CARDRT_WHITE);
    CU_ASSERT_EQUAL(cardrt_text_color(NULL, bk, CARDRT_BLACK), CARDRT_BLACK);
    cardrt_game_free(g);
}

static void cr_418_5a_text_changing_land_words(void)
{
    /* Swampwalk reads forestwalk; a Swamp's land type reads Island. */
    static const cardrt_card_def BOG_WRAITH = {
        .name = "Bog Wraith", .colors = CARDRT_BLACK, .types = CARDRT_CREATURE, .has_pt = true,
        .power = 3, .toughness = 3, .keywords = CARDRT_KW(CARDRT_KW_SWAMPWALK),
    };
    static const cardrt_card_def SWAMP = {
        .name = "Swamp", .types = CARDRT_LAND, .supertypes = CARDRT_BASIC, .subtypes = { "Swamp" },
    };
    cardrt_game *g = new_game();
    cardrt_id wraith = put(g, &BOG_WRAITH, 0, CARDRT_BATTLEFIELD);
    cardrt_id swamp = put(g, &SWAMP, 1, CARDRT_BATTLEFIELD);
    cardrt_change to_forest = { .kind = CARDRT_CHANGE_LAND_WORD,
                                .value = CARDRT_WORDS(CARDRT_SWAMP, CARDRT_FOREST) };
    cardrt_change to_island = { .kind = CARDRT_CHANGE_LAND_WORD,
                                .value = CARDRT_WORDS(CARDRT_SWAMP, CARDRT_ISLAND) };
    effect_on(g, wraith, wraith, &to_forest, 1);
    effect_on(g, swamp, swamp, &to_island, 1);
    CU_ASSERT(cardrt_has_keyword(g, wraith, CARDRT_KW_FORESTWALK));
    CU_ASSERT(!cardrt_has_keyword(g, wraith, CARDRT_KW_SWAMPWALK));
    CU_ASSERT_STRING_EQUAL(cardrt_text_subtype(g, wraith, "Swamp"), "Forest");
    CU_ASSERT_STRING_EQUAL(cardrt_text_subtype(g, wraith, "Island"), "Island");
    CU_ASSERT_STRING_EQUAL(cardrt_text_subtype(g, wraith, "Elf"), "Elf");
    CU_ASSERT(cardrt_has_subtype(g, swamp, "Island"));
    CU_ASSERT(!cardrt_has_subtype(g, swamp, "Swamp"));
    CU_ASSERT_PTR_NULL(cardrt_text_subtype(g, wraith, NULL));
    cardrt_game_free(g);
}

/* "Destroy target nonblack creature", with "black" a word of its text. */
static bool nonblack_creature(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    return t->kind == CARDRT_REF_OBJECT && (cardrt_types(g, t->id) & CARDRT_CREATURE)
        && !(cardrt_colors(g, t->id) & cardrt_text_color(g, src, CARDRT_BLACK));
}
static void destroy_target(cardrt_ctx *ctx)
{
    cardrt_sel_target(ctx, 0, 0);
    cardrt_fx_destroy(ctx, 0, true);
}
static const cardrt_target_spec nonblack[] = { { .text = "nonblack creature", .min = 1, .max = 1,
                                                 .legal = nonblack_creature } };
static const cardrt_card_def DOOM_BLADE = {
    .name = "Doom Blade", .colors = CARDRT_BLACK, .types = CARDRT_INSTANT, .targets = nonblack,
    .ntargets = 1, .resolve = destroy_target,
};

static void cr_413_2a_text_of_the_spell_changed(void)
{
    /* 413.2a: "A target may also become illegal ... if an effect changed
     * the text of the spell."  Doom Blade's "black" now reads "red": the
     * red Ogre is no longer a nonred creature; the spell is countered. */
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_id blade = put(g, &DOOM_BLADE, 0, CARDRT_HAND);
    cardrt_ref t = obj(ogre);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, blade, &t, &n), CARDRT_OK);
    change_color_word(g, blade, CARDRT_BLACK, CARDRT_RED);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, blade), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

/* ---- layer 4 ----------------------------------------------------------------- */

static void cr_418_5a_becomes_or_still(void)
{
    /* "Becomes an artifact creature" replaces its types, and the subtypes of
     * the types it lost; "becomes a 3/3 creature that's still a land" adds
     * (Svogthos, 418.5a's Example). */
    static const cardrt_change artifact_creature[] = {
        { .kind = CARDRT_SET_TYPES, .value = CARDRT_ARTIFACT | CARDRT_CREATURE },
        { .kind = CARDRT_SET_PT, .power = 2, .toughness = 2 },
    };
    static const cardrt_change still_land[] = {
        { .kind = CARDRT_ADD_TYPES, .value = CARDRT_CREATURE },
        { .kind = CARDRT_SET_PT, .power = 3, .toughness = 3 },
    };
    static const cardrt_change just_artifact[] = { { .kind = CARDRT_SET_TYPES, .value = CARDRT_ARTIFACT } };
    static const cardrt_change elemental[] = {
        { .kind = CARDRT_SET_TYPES, .value = CARDRT_CREATURE },
        { .kind = CARDRT_ADD_SUBTYPE, .subtype = "Elemental" },
    };
    cardrt_game *g = new_game();
    cardrt_id f1 = put(g, &FOREST, 0, CARDRT_BATTLEFIELD), f2 = put(g, &FOREST, 0, CARDRT_BATTLEFIELD);
    effect_on(g, f1, f1, artifact_creature, 2);
    effect_on(g, f2, f2, still_land, 2);
    CU_ASSERT_EQUAL(cardrt_types(g, f1), CARDRT_ARTIFACT | CARDRT_CREATURE);
    CU_ASSERT(!cardrt_has_subtype(g, f1, "Forest"));
    assert_pt(g, f1, 2, 2);
    CU_ASSERT_EQUAL(cardrt_types(g, f2), CARDRT_LAND | CARDRT_CREATURE);
    CU_ASSERT(cardrt_has_subtype(g, f2, "Forest"));
    assert_pt(g, f2, 3, 3);
    /* A creature keeps its creature types while it is a creature. */
    cardrt_id o1 = put(g, &OGRE, 0, CARDRT_BATTLEFIELD), o2 = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    effect_on(g, o1, o1, artifact_creature, 2);
    effect_on(g, o2, o2, just_artifact, 1);
    CU_ASSERT(cardrt_has_subtype(g, o1, "Ogre"));
    CU_ASSERT_EQUAL(cardrt_types(g, o2), CARDRT_ARTIFACT);
    CU_ASSERT(!cardrt_has_subtype(g, o2, "Ogre"));
    /* "Becomes an Elemental creature": a new subtype after the old go. */
    cardrt_id f3 = put(g, &FOREST, 0, CARDRT_BATTLEFIELD);
    effect_on(g, f3, f3, elemental, 2);
    CU_ASSERT(cardrt_has_subtype(g, f3, "Elemental"));
    CU_ASSERT(!cardrt_has_subtype(g, f3, "Forest"));
    /* A malformed subtype (empty) is harmless. */
    static const cardrt_change odd[] = {
        { .kind = CARDRT_ADD_SUBTYPE, .subtype = "" },
        { .kind = CARDRT_SET_TYPES, .value = CARDRT_CREATURE },
        { .kind = CARDRT_ADD_SUBTYPE, .subtype = NULL },
    };
    effect_on(g, f3, f3, odd, 3);
    CU_ASSERT(cardrt_has_subtype(g, f3, "Elemental"));
    cardrt_game_free(g);
}

static void cr_418_5a_isnt_a_creature(void)
{
    /* "~ isn't a creature": it loses that type (and its creature types),
     * keeping types added before; one added after is had again (timestamps). */
    static const cardrt_change artifact[] = { { .kind = CARDRT_ADD_TYPES, .value = CARDRT_ARTIFACT } };
    static const cardrt_change not_creature[] = { { .kind = CARDRT_REMOVE_TYPES, .value = CARDRT_CREATURE } };
    static const cardrt_change creature[] = { { .kind = CARDRT_ADD_TYPES, .value = CARDRT_CREATURE } };
    cardrt_game *g = new_game();
    cardrt_id o = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    effect_on(g, o, o, artifact, 1);
    effect_on(g, o, o, not_creature, 1);
    CU_ASSERT_EQUAL(cardrt_types(g, o), CARDRT_ARTIFACT);
    CU_ASSERT(!cardrt_has_subtype(g, o, "Ogre"));
    effect_on(g, o, o, creature, 1);
    CU_ASSERT_EQUAL(cardrt_types(g, o), CARDRT_ARTIFACT | CARDRT_CREATURE);
    cardrt_game_free(g);
}

/* ---- layer 5 ----------------------------------------------------------------- */

static const cardrt_change lose_all[] = { { .kind = CARDRT_LOSE_ABILITIES } };

static void cr_418_5a_losing_all_abilities(void)
{
    /* It loses its keywords, and its static, triggered and activated
     * abilities stop applying, triggering and being activatable; an ability
     * granted afterwards (a later timestamp) it has. */
    static const cardrt_change flying[] = {
        { .kind = CARDRT_ADD_KEYWORDS, .keywords = CARDRT_KW(CARDRT_KW_FLYING) },
    };
    cardrt_game *g = new_game();
    cardrt_id lord = put(g, &LORD, 0, CARDRT_BATTLEFIELD);
    cardrt_id knight = put(g, &KNIGHT, 0, CARDRT_BATTLEFIELD);
    cardrt_id mourner = put(g, &MOURNER, 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    effect_on(g, lord, lord, flying, 1);
    assert_pt(g, knight, 3, 3);
    effect_on(g, lord, lord, lose_all, 1);
    effect_on(g, mourner, mourner, lose_all, 1);
    assert_pt(g, knight, 2, 2);
    CU_ASSERT(!cardrt_has_keyword(g, lord, CARDRT_KW_VIGILANCE));
    CU_ASSERT(!cardrt_has_keyword(g, lord, CARDRT_KW_FLYING));
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, mourner, 0, NULL, NULL), CARDRT_EINVAL);
    cardrt_destroy(g, ogre, true);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);           /* no trigger */
    effect_on(g, lord, lord, flying, 1);
    CU_ASSERT(cardrt_has_keyword(g, lord, CARDRT_KW_FLYING));
    /* The effects end: it has its abilities again. */
    cardrt_end_turn(g);
    assert_pt(g, knight, 3, 3);
    CU_ASSERT(cardrt_has_keyword(g, lord, CARDRT_KW_VIGILANCE));
    cardrt_game_free(g);
}

/* "Other creatures you control have \"{T}: 1 damage to player 1.\"": the
 * Mourner's ping, granted (CR 418.5a, layer 5 adds abilities). */
static const cardrt_card_def PINGER = { .name = "", .activated = ping, .nactivated = 1 };
static const cardrt_change grant_ping[] = { { .kind = CARDRT_ADD_ABILITIES, .abilities = &PINGER } };
static bool other_creature_you_control(const cardrt_game *g, cardrt_id src, cardrt_id o);
static const cardrt_static_def ping_static[] = { { other_creature_you_control, grant_ping, 1, false, NULL } };
static const cardrt_card_def PINGLORD = {
    .name = "Pinglord", .types = CARDRT_CREATURE, .has_pt = true, .power = 1, .toughness = 1,
    .statics = ping_static, .nstatics = 1,
};

static void cr_418_5a_granted_activated_ability(void)
{
    /* The creatures the static ability applies to have the ability after
     * their own ones, "this creature" being each of them; the Pinglord has
     * none.  One that loses all abilities later loses it too, one granted
     * later it has; the static's permanent gone, nobody has it. */
    cardrt_game *g = new_game();
    cardrt_id lord = put(g, &PINGLORD, 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_id mourner = put(g, &MOURNER, 0, CARDRT_BATTLEFIELD);
    cardrt_id foe = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_PTR_NULL(cardrt_activated_of(g, lord, 0));
    CU_ASSERT_PTR_NULL(cardrt_activated_of(g, foe, 0));
    CU_ASSERT_PTR_EQUAL(cardrt_activated_of(g, ogre, 0), &ping[0]);
    CU_ASSERT_PTR_EQUAL(cardrt_activated_of(g, mourner, 1), &ping[0]);
    CU_ASSERT_EQUAL(cardrt_activate(g, 1, foe, 0, NULL, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, ogre, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT(cardrt_is_tapped(g, ogre));
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    effect_on(g, mourner, mourner, lose_all, 1);
    CU_ASSERT_PTR_NULL(cardrt_activated_of(g, mourner, 0));     /* its own, lost */
    CU_ASSERT_PTR_NULL(cardrt_activated_of(g, mourner, 1));     /* the static's is older */
    static const cardrt_change grant_now[] = { { .kind = CARDRT_ADD_ABILITIES, .abilities = &PINGER } };
    effect_on(g, mourner, mourner, grant_now, 1);
    CU_ASSERT_PTR_EQUAL(cardrt_activated_of(g, mourner, 1), &ping[0]);
    cardrt_end_turn(g);
    cardrt_destroy(g, lord, true);
    cardrt_check_sba(g);
    CU_ASSERT_PTR_NULL(cardrt_activated_of(g, ogre, 0));
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, ogre, 0, NULL, NULL), CARDRT_EINVAL);
    CU_ASSERT_PTR_EQUAL(cardrt_activated_of(g, mourner, 0), &ping[0]);     /* its own again */
    CU_ASSERT_PTR_NULL(cardrt_activated_of(g, mourner, 1));
    cardrt_game_free(g);
}

/* Rules FAQ 1.1.07: "Other creatures you control have \"{T}, Sacrifice
 * Sacrilord: 1 damage to player 1.\"": the cost sacrifices the permanent
 * whose static ability gives the ability (CARDRT_COST_SACRIFICE_GRANTER),
 * not the creature that has it; on an ability no effect gives, it can't be
 * paid. */
static const cardrt_cost tap_sacrifice_granter[] = {
    { .kind = CARDRT_COST_TAP }, { .kind = CARDRT_COST_SACRIFICE_GRANTER },
};
static const cardrt_activated_def sac_ping[] = {
    { .text = "{T}, Sacrifice Sacrilord: 1 damage to player 1.", .costs = tap_sacrifice_granter, .ncosts = 2,
      .effect = ping_player_one },
};
static const cardrt_card_def SAC_PINGER = { .name = "", .activated = sac_ping, .nactivated = 1 };
static const cardrt_change grant_sac_ping[] = { { .kind = CARDRT_ADD_ABILITIES, .abilities = &SAC_PINGER } };
static const cardrt_static_def sac_ping_static[] = { { other_creature_you_control, grant_sac_ping, 1, false, NULL } };
static const cardrt_card_def SACRILORD = {
    .name = "Sacrilord", .types = CARDRT_CREATURE, .has_pt = true, .power = 1, .toughness = 1,
    .statics = sac_ping_static, .nstatics = 1,
};
static const cardrt_card_def OWN_SAC = {
    .name = "Own", .types = CARDRT_CREATURE, .has_pt = true, .power = 1, .toughness = 1,
    .activated = sac_ping, .nactivated = 1,
};

static void faq_1_1_07_cost_sacrifices_the_granter(void)
{
    cardrt_game *g = new_game();
    cardrt_id lord = put(g, &SACRILORD, 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_id own = put(g, &OWN_SAC, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, own, 0, NULL, NULL), CARDRT_ECOST);    /* its own: no granter */
    CU_ASSERT(!cardrt_is_tapped(g, own));
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, ogre, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, lord), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_BATTLEFIELD);
    CU_ASSERT(cardrt_is_tapped(g, ogre));
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    CU_ASSERT_PTR_NULL(cardrt_activated_of(g, ogre, 0));       /* the lord gone, the ability too */
    cardrt_game_free(g);
}

/* CR 418.5a, sublayer 6b: CARDRT_SET_PT with CARDRT_SET_POWER_ONLY sets the
 * power alone ("has base power 0 until end of turn"), _TOUGHNESS_ONLY the
 * toughness; the effects end with the turn. */
static void cr_418_5a_set_power_only(void)
{
    static const cardrt_change power_zero[] = { { .kind = CARDRT_SET_PT, .value = CARDRT_SET_POWER_ONLY } };
    static const cardrt_change toughness_one[] = {
        { .kind = CARDRT_SET_PT, .value = CARDRT_SET_TOUGHNESS_ONLY, .power = 7, .toughness = 1 },
    };
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    effect_on(g, ogre, ogre, power_zero, 1);
    assert_pt(g, ogre, 0, 2);
    effect_on(g, ogre, ogre, toughness_one, 1);
    assert_pt(g, ogre, 0, 1);
    cardrt_end_turn(g);
    assert_pt(g, ogre, 2, 2);
    cardrt_game_free(g);
}

static void cr_418_5a_granted_triggered_ability(void)
{
    /* A creature granted "Whenever a creature dies, ..." triggers while it
     * has it (the Ogre's ability, twice granted, triggers twice), and not
     * once the effect that granted it ends. */
    static const cardrt_card_def MOURNING = { .name = "", .triggers = on_death, .ntriggers = 1 };
    static const cardrt_change grant[] = { { .kind = CARDRT_ADD_ABILITIES, .abilities = &MOURNING } };
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_id knight = put(g, &KNIGHT, 1, CARDRT_BATTLEFIELD);
    cardrt_id lord = put(g, &LORD, 1, CARDRT_BATTLEFIELD);
    effect_on(g, ogre, ogre, grant, 1);
    effect_on(g, ogre, ogre, grant, 1);
    deaths = 0;
    cardrt_destroy(g, knight, true);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);
    cardrt_resolve_top(g);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(deaths, 2);
    cardrt_end_turn(g);
    cardrt_destroy(g, lord, true);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    cardrt_game_free(g);
}

/* "Other creatures you control have flying." */
static bool other_creature_you_control(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    return o != src && is_creature(g, src, o) && cardrt_controller(g, o) == cardrt_controller(g, src);
}
static const cardrt_change grant_flying[] = {
    { .kind = CARDRT_ADD_KEYWORDS, .keywords = CARDRT_KW(CARDRT_KW_FLYING) },
};
static const cardrt_static_def wings_static[] = { { other_creature_you_control, grant_flying, 1, false, NULL } };
static const cardrt_card_def WINGLORD = {
    .name = "Winglord", .types = CARDRT_CREATURE, .has_pt = true, .power = 1, .toughness = 1,
    .statics = wings_static, .nstatics = 1,
};

static void cr_418_5a_dependency_losing_the_ability(void)
{
    /* Both in layer 5: the Winglord's "other creatures you control have
     * flying" (earlier) and "the Winglord loses all abilities" (later).  The
     * first depends on the second, which removes it, so the second applies
     * first and the first no longer exists: nobody has flying (not as in
     * timestamp order). */
    cardrt_game *g = new_game();
    cardrt_id wl = put(g, &WINGLORD, 0, CARDRT_BATTLEFIELD);
    cardrt_id knight = put(g, &KNIGHT, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT(cardrt_has_keyword(g, knight, CARDRT_KW_FLYING));
    effect_on(g, wl, wl, lose_all, 1);
    CU_ASSERT(!cardrt_has_keyword(g, knight, CARDRT_KW_FLYING));
    cardrt_game_free(g);
}

static void cr_418_5b_started_effect_keeps_applying(void)
{
    /* "This artifact is a 2/2 artifact creature" starts in layer 4; the
     * artifact loses all abilities in layer 5, yet the P/T part still
     * applies in layer 6 (418.5b: "even if the ability generating the
     * effect is removed during this process"). */
    cardrt_game *g = new_game();
    static const cardrt_change become[] = {
        { .kind = CARDRT_ADD_TYPES, .value = CARDRT_CREATURE },
        { .kind = CARDRT_SET_PT, .power = 2, .toughness = 2 },
    };
    static const cardrt_static_def march_static[] = { { NULL, become, 2, false, NULL } };
    static const cardrt_card_def MARCH = {
        .name = "March", .types = CARDRT_ARTIFACT, .statics = march_static, .nstatics = 1,
    };
    cardrt_id march = put(g, &MARCH, 0, CARDRT_BATTLEFIELD);
    assert_pt(g, march, 2, 2);
    effect_on(g, march, march, lose_all, 1);
    CU_ASSERT(cardrt_types(g, march) & CARDRT_CREATURE);
    assert_pt(g, march, 2, 2);
    /* An ability that starts only in layer 6 does not apply once lost in 5. */
    cardrt_id lord = put(g, &LORD, 0, CARDRT_BATTLEFIELD);
    cardrt_id knight = put(g, &KNIGHT, 0, CARDRT_BATTLEFIELD);
    assert_pt(g, knight, 3, 3);
    effect_on(g, lord, lord, lose_all, 1);
    assert_pt(g, knight, 2, 2);
    cardrt_game_free(g);
}

/* ---- dependency -------------------------------------------------------------- */

static bool source_is_artifact(const cardrt_game *g, cardrt_id src)
{
    return (cardrt_types(g, src) & CARDRT_ARTIFACT) != 0;
}
static bool is_land(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    (void)src;
    return (cardrt_types(g, o) & CARDRT_LAND) != 0;
}

static void cr_418_5a_dependency_on_a_type_change(void)
{
    /* Layer 4: the Relic's "as long as this is an artifact, lands are
     * artifacts" (earlier) and "the Relic becomes an enchantment" (later).
     * The second changes whether the first applies, so it goes first: the
     * lands stay lands only. */
    static const cardrt_change artifact[] = { { .kind = CARDRT_ADD_TYPES, .value = CARDRT_ARTIFACT } };
    static const cardrt_static_def relic_static[] = { { is_land, artifact, 1, false, source_is_artifact } };
    static const cardrt_card_def RELIC = {
        .name = "Relic", .types = CARDRT_ARTIFACT, .statics = relic_static, .nstatics = 1,
    };
    static const cardrt_change enchantment[] = { { .kind = CARDRT_SET_TYPES, .value = CARDRT_ENCHANTMENT } };
    cardrt_game *g = new_game();
    cardrt_id relic = put(g, &RELIC, 0, CARDRT_BATTLEFIELD);
    cardrt_id forest = put(g, &FOREST, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_types(g, forest), CARDRT_LAND | CARDRT_ARTIFACT);
    effect_on(g, relic, relic, enchantment, 1);
    CU_ASSERT_EQUAL(cardrt_types(g, relic), CARDRT_ENCHANTMENT);
    CU_ASSERT_EQUAL(cardrt_types(g, forest), CARDRT_LAND);
    cardrt_game_free(g);
}

static bool is_artifact(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    (void)src;
    return (cardrt_types(g, o) & CARDRT_ARTIFACT) != 0;
}

static void cr_418_5a_dependency_loop_timestamps(void)
{
    /* "Creatures are artifacts (only)" and "artifacts are creatures (only)"
     * each change what the other applies to: a loop, so timestamp order
     * decides (613.8b in later rules). */
    static const cardrt_change to_artifact[] = { { .kind = CARDRT_SET_TYPES, .value = CARDRT_ARTIFACT } };
    static const cardrt_change to_creature[] = { { .kind = CARDRT_SET_TYPES, .value = CARDRT_CREATURE } };
    static const cardrt_static_def a_static[] = { { is_creature, to_artifact, 1, false, NULL } };
    static const cardrt_static_def c_static[] = { { is_artifact, to_creature, 1, false, NULL } };
    static const cardrt_card_def ARTIFICER = {
        .name = "Artificer", .types = CARDRT_ENCHANTMENT, .statics = a_static, .nstatics = 1,
    };
    static const cardrt_card_def ANIMATOR = {
        .name = "Animator", .types = CARDRT_ENCHANTMENT, .statics = c_static, .nstatics = 1,
    };
    for (int later = 0; later < 2; later++) {
        cardrt_game *g = new_game();
        cardrt_id x = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
        cardrt_id y = put(g, &MOX, 0, CARDRT_BATTLEFIELD);
        put(g, later ? &ANIMATOR : &ARTIFICER, 0, CARDRT_BATTLEFIELD);
        put(g, later ? &ARTIFICER : &ANIMATOR, 0, CARDRT_BATTLEFIELD);
        /* The later of the two decides. */
        unsigned want = later ? CARDRT_ARTIFACT : CARDRT_CREATURE;
        CU_ASSERT_EQUAL(cardrt_types(g, x), want);
        CU_ASSERT_EQUAL(cardrt_types(g, y), want);
        cardrt_game_free(g);
    }
}

static void cr_418_5a_dependency_clone_keeps_them(void)
{
    /* A clone of a game with effects of every layer computes the same. */
    cardrt_game *g = new_game();
    cardrt_id wl = put(g, &WINGLORD, 0, CARDRT_BATTLEFIELD);
    cardrt_id clone = put(g, &CLONE, 0, CARDRT_BATTLEFIELD);
    cardrt_id knight = put(g, &KNIGHT, 0, CARDRT_BATTLEFIELD);
    copy_of(g, clone, wl);
    change_color_word(g, knight, CARDRT_WHITE, CARDRT_RED);
    effect_on(g, wl, wl, lose_all, 1);
    cardrt_game *c = cardrt_game_clone(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    cardrt_game_free(g);
    CU_ASSERT(cardrt_has_keyword(c, knight, CARDRT_KW_FLYING));    /* from the copy */
    CU_ASSERT(!cardrt_has_keyword(c, clone, CARDRT_KW_FLYING));
    /* The copy's ability is intact, but "loses all abilities" has a later
     * timestamp than the flying it grants the Winglord. */
    CU_ASSERT(!cardrt_has_keyword(c, wl, CARDRT_KW_FLYING));
    CU_ASSERT_EQUAL(cardrt_text_color(c, knight, CARDRT_WHITE), CARDRT_RED);
    cardrt_game_free(c);
}

static bool first_object_tapped(const cardrt_game *g, cardrt_id src)
{
    (void)src;
    return cardrt_is_tapped(g, 1);
}

static void cr_418_4a_recomputed_whenever_it_matters(void)
{
    /* Characteristics are cached; every change that could alter them is
     * seen: in a game with no continuous effect, counters and zone changes
     * (only the object's own), and once a static ability is on the
     * battlefield, anything its condition or set could look at. */
    static const cardrt_static_def tapped_static[] = { { is_creature, plus_one, 1, false, first_object_tapped } };
    static const cardrt_card_def BANNER = {
        .name = "Banner", .types = CARDRT_ENCHANTMENT, .statics = tapped_static, .nstatics = 1,
    };
    cardrt_game *g = new_game();
    cardrt_id knight = put(g, &KNIGHT, 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    assert_pt(g, ogre, 2, 2);
    cardrt_add_counter(g, ogre, "+1/+1", 1);
    assert_pt(g, ogre, 3, 3);
    cardrt_set_tapped(g, knight, true);
    cardrt_deal_damage(g, 0, obj(ogre), 1);
    assert_pt(g, ogre, 3, 3);
    cardrt_move(g, ogre, CARDRT_HAND);
    assert_pt(g, ogre, 2, 2);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_HAND);
    cardrt_id banner = put(g, &BANNER, 0, CARDRT_BATTLEFIELD);   /* a static ability arrives */
    assert_pt(g, knight, 3, 3);
    cardrt_set_tapped(g, knight, false);
    assert_pt(g, knight, 2, 2);
    cardrt_set_tapped(g, knight, true);
    assert_pt(g, knight, 3, 3);
    cardrt_move(g, banner, CARDRT_GRAVEYARD);
    assert_pt(g, knight, 2, 2);
    /* A token that ceases to exist has no characteristics. */
    cardrt_id tok = 0;
    cardrt_create_token(g, &OGRE, 0, &tok);
    assert_pt(g, tok, 2, 2);
    cardrt_destroy(g, tok, true);
    cardrt_check_sba(g);
    int p = 0, t = 0;
    CU_ASSERT_EQUAL(cardrt_pt(g, tok, &p, &t), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_types(g, tok), 0);
    cardrt_game_free(g);
}

/* The rules set no limit on life, damage or power; an int does.  Past its
 * range a number stays at its end (no signed overflow, which UBSan in
 * `make check SANITIZE=1` would stop on), and the game goes on. */
static void limits_saturate_at_int_range(void)
{
    static const cardrt_change huge[] = { { .kind = CARDRT_MODIFY_PT, .power = INT_MAX, .toughness = INT_MAX } };
    static const cardrt_change tiny[] = { { .kind = CARDRT_MODIFY_PT, .power = INT_MIN, .toughness = 0 } };
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    effect_on(g, ogre, ogre, huge, 1);
    effect_on(g, ogre, ogre, huge, 1);
    assert_pt(g, ogre, INT_MAX, INT_MAX);
    CU_ASSERT_EQUAL(cardrt_add_counter(g, ogre, "+1/+1", 5), CARDRT_OK);        /* layer 6c */
    assert_pt(g, ogre, INT_MAX, INT_MAX);
    CU_ASSERT_EQUAL(cardrt_deal_damage(g, ogre, obj(ogre), INT_MAX), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_deal_damage(g, ogre, obj(ogre), INT_MAX), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, ogre), INT_MAX);
    cardrt_id knight = put(g, &KNIGHT, 0, CARDRT_BATTLEFIELD);
    effect_on(g, knight, knight, tiny, 1);
    effect_on(g, knight, knight, tiny, 1);
    CU_ASSERT_EQUAL(cardrt_power(g, knight), INT_MIN);
    CU_ASSERT_EQUAL(cardrt_gain_life(g, 0, INT_MAX), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_gain_life(g, 0, INT_MAX), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), INT_MAX);
    CU_ASSERT_EQUAL(cardrt_lose_life(g, 1, INT_MAX), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_lose_life(g, 1, INT_MAX), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), INT_MIN);
    cardrt_check_sba(g);
    CU_ASSERT_TRUE(cardrt_player_lost(g, 1));
    CU_ASSERT_FALSE(cardrt_player_lost(g, 0));
    cardrt_game_free(g);
}

/* Base power and toughness (cardrt_base_pt): what layer 1, layer 6a and the
 * effects that set P/T in 6b make them; +N/+N from spells (6b) and static
 * abilities (6d), counters (6c) and switching (6e) change only the P/T. */
static void cr_418_5a_base_power_and_toughness(void)
{
    cardrt_game *g = new_game();
    cardrt_id lord = put(g, &LORD, 0, CARDRT_BATTLEFIELD);
    cardrt_id knight = put(g, &KNIGHT, 0, CARDRT_BATTLEFIELD);
    int p = 0, t = 0;
    CU_ASSERT_EQUAL(cardrt_add_counter(g, knight, "+1/+1", 1), CARDRT_OK);
    const cardrt_change growth[] = { { .kind = CARDRT_MODIFY_PT, .power = 3, .toughness = 3 } };
    effect_on(g, knight, knight, growth, 1);
    const cardrt_change turn[] = { { .kind = CARDRT_SWITCH_PT } };
    effect_on(g, knight, knight, turn, 1);
    assert_pt(g, knight, 7, 7);                     /* 2/2 +1/+1 +3/+3 +1/+1, switched */
    CU_ASSERT_EQUAL(cardrt_base_pt(g, knight, &p, &t), CARDRT_OK);
    CU_ASSERT_EQUAL(p, 2);
    CU_ASSERT_EQUAL(t, 2);
    const cardrt_change wall[] = { { .kind = CARDRT_SET_PT, .power = 0, .toughness = 4 } };
    effect_on(g, knight, knight, wall, 1);          /* later than the +3/+3: 0/4 in 6b */
    assert_pt(g, knight, 6, 2);
    CU_ASSERT_EQUAL(cardrt_base_pt(g, knight, &p, &t), CARDRT_OK);
    CU_ASSERT_EQUAL(p, 0);
    CU_ASSERT_EQUAL(t, 4);
    copy_of(g, knight, lord);                       /* layer 1: the Lord's 2/2; the 0/4 is later */
    CU_ASSERT_EQUAL(cardrt_base_pt(g, knight, &p, &t), CARDRT_OK);
    CU_ASSERT_EQUAL(p, 0);
    CU_ASSERT_EQUAL(t, 4);
    CU_ASSERT_EQUAL(cardrt_base_pt(g, 99, &p, &t), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_base_pt(g, lord, NULL, &t), CARDRT_EINVAL);
    cardrt_game_free(g);
}

/* Subtypes are words: "forest" is the land type Forest, so a changeling
 * does not have it; "assembly-worker" is "Assembly-Worker". */
static void subtypes_without_regard_to_case(void)
{
    static const cardrt_card_def WORKER = {
        .name = "Worker", .types = CARDRT_ARTIFACT | CARDRT_CREATURE, .subtypes = { "Assembly-Worker" },
        .has_pt = true, .power = 2, .toughness = 2,
    };
    static const cardrt_card_def SHIFTER = {
        .name = "Shifter", .types = CARDRT_CREATURE, .subtypes = { "Shapeshifter" }, .has_pt = true,
        .power = 1, .toughness = 1, .keywords = CARDRT_KW(CARDRT_KW_CHANGELING),
    };
    cardrt_game *g = new_game();
    cardrt_id worker = put(g, &WORKER, 0, CARDRT_BATTLEFIELD);
    cardrt_id forest = put(g, &FOREST, 0, CARDRT_BATTLEFIELD);
    cardrt_id shifter = put(g, &SHIFTER, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT(cardrt_has_subtype(g, worker, "Assembly-worker"));
    CU_ASSERT(cardrt_has_subtype(g, worker, "assembly-worker"));
    CU_ASSERT(!cardrt_has_subtype(g, worker, "Assembly"));
    CU_ASSERT(cardrt_has_subtype(g, forest, "forest"));
    CU_ASSERT(cardrt_has_subtype(g, shifter, "elf"));
    CU_ASSERT(cardrt_has_subtype(g, shifter, "Elf"));
    CU_ASSERT(!cardrt_has_subtype(g, shifter, "Forest"));
    CU_ASSERT(!cardrt_has_subtype(g, shifter, "forest"));
    CU_ASSERT(!cardrt_has_subtype(g, shifter, "equipment"));
    cardrt_game_free(g);
}

/* "Creatures you control get +1/+1." */
static bool your_creature(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    return is_creature(g, src, o) && cardrt_controller(g, o) == cardrt_controller(g, src);
}

/* An emblem (CR 114 of the current rules) is in the command zone, owned and
 * controlled by the player who got it, with no characteristics but its
 * abilities (114.3); its static ability applies from there (114.4) in the
 * layers (418.5a) to the creatures its controller controls, a later one
 * too; nothing moves it, and nothing else is put into the command zone. */
static void cr_114_emblem_static_ability(void)
{
    static const cardrt_static_def anthem[] = { { your_creature, plus_one, 1, false, NULL } };
    static const cardrt_card_def EMBLEM = { .name = "", .statics = anthem, .nstatics = 1 };
    cardrt_game *g = new_game();
    cardrt_id mine = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_id theirs = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_id emblem = 0;
    CU_ASSERT_EQUAL(cardrt_emblem_new(g, &EMBLEM, 1, &emblem), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, emblem), CARDRT_COMMAND);
    CU_ASSERT_EQUAL(cardrt_owner(g, emblem), 1);
    CU_ASSERT_EQUAL(cardrt_controller(g, emblem), 1);
    CU_ASSERT_EQUAL(cardrt_types(g, emblem), 0);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_COMMAND), 1);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_COMMAND), 0);
    int p = 0, t = 0;
    cardrt_pt(g, mine, &p, &t);
    CU_ASSERT(p == 3 && t == 3);
    cardrt_pt(g, theirs, &p, &t);
    CU_ASSERT(p == 2 && t == 2);
    cardrt_id later = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_pt(g, later, &p, &t);
    CU_ASSERT(p == 3 && t == 3);
    CU_ASSERT_EQUAL(cardrt_move(g, emblem, CARDRT_GRAVEYARD), CARDRT_EZONE);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, emblem), CARDRT_COMMAND);
    CU_ASSERT_EQUAL(cardrt_move(g, mine, CARDRT_COMMAND), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_object_new(g, &OGRE, 0, CARDRT_COMMAND, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_emblem_new(g, &EMBLEM, 2, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_emblem_new(NULL, &EMBLEM, 0, NULL), CARDRT_EINVAL);
    cardrt_game_free(g);
}

/* CR 715 of the current rules: an adventurer card "has an Adventure", on
 * the stack and on the battlefield alike, whether or not it went on an
 * adventure; its Adventure face is the same card; a card of one face has
 * none (cardrt_has_adventure: "a creature spell that has an Adventure"). */
static const cardrt_card_def ERRAND;
static const cardrt_card_def ADVENTURER = {
    .name = "Hedge Knight", .mana_cost = "{2}{G}", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE,
    .subtypes = { "Human", "Knight" }, .has_pt = true, .power = 3, .toughness = 2,
    .other_face = &ERRAND, .layout = CARDRT_LAYOUT_ADVENTURE,
};
static const cardrt_card_def ERRAND = {
    .name = "Errantry", .mana_cost = "{G}", .colors = CARDRT_GREEN, .types = CARDRT_SORCERY,
    .subtypes = { "Adventure" }, .other_face = &ADVENTURER, .layout = CARDRT_LAYOUT_ADVENTURE,
    .back_face = true,
};
static const cardrt_card_def VILLAGER = {
    .name = "Villager", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 2, .toughness = 2, .other_face = &OGRE, .layout = CARDRT_LAYOUT_TRANSFORM,
};

static void cr_715_has_an_adventure(void)
{
    cardrt_game *g = new_game();
    cardrt_id knight = put(g, &ADVENTURER, 0, CARDRT_HAND);
    cardrt_id errand = put(g, &ERRAND, 0, CARDRT_EXILE);     /* on an adventure (CR 715.4) */
    cardrt_id on_field = put(g, &ADVENTURER, 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_id villager = put(g, &VILLAGER, 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_TRUE(cardrt_has_adventure(g, knight));
    CU_ASSERT_TRUE(cardrt_has_adventure(g, errand));
    CU_ASSERT_TRUE(cardrt_has_adventure(g, on_field));
    CU_ASSERT_FALSE(cardrt_has_adventure(g, ogre));
    CU_ASSERT_FALSE(cardrt_has_adventure(g, villager));     /* another layout of two faces */
    CU_ASSERT_FALSE(cardrt_has_adventure(g, 0));
    cardrt_game_free(g);
}

/* CR 604.3: a characteristic-defining ability functions in all zones: a
 * card in a hand, a graveyard or a library has the power its CDA defines
 * (here the number of cards in its owner's graveyard); a static ability
 * that is no CDA ("~ gets +1/+1") works only on the battlefield. */
static void graveyard_size_pt(const cardrt_game *g, cardrt_id src, cardrt_id o, int *p, int *t)
{
    (void)o;
    *p = (int)cardrt_zone_size(g, cardrt_owner(g, src), CARDRT_GRAVEYARD);
    *t = 2;
}
static const cardrt_change goyf_pt[] = { { .kind = CARDRT_SET_PT, .pt_fn = graveyard_size_pt } };
static const cardrt_static_def goyf_statics[] = { { NULL, goyf_pt, 1, true, NULL },
                                                  { NULL, plus_one, 1, false, NULL } };
static const cardrt_card_def GOYF = {
    .name = "Goyf", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 0, .toughness = 2, .statics = goyf_statics, .nstatics = 2,
};

static void cr_604_3_cda_in_every_zone(void)
{
    cardrt_game *g = new_game();
    put(g, &MOX, 0, CARDRT_GRAVEYARD);
    put(g, &OGRE, 0, CARDRT_GRAVEYARD);
    cardrt_id hand = put(g, &GOYF, 0, CARDRT_HAND);
    cardrt_id lib = put(g, &GOYF, 0, CARDRT_LIBRARY);
    cardrt_id bf = put(g, &GOYF, 0, CARDRT_BATTLEFIELD);
    assert_pt(g, hand, 2, 2);                       /* the CDA, not the +1/+1 */
    assert_pt(g, lib, 2, 2);
    assert_pt(g, bf, 3, 3);
    cardrt_id yard = put(g, &GOYF, 0, CARDRT_GRAVEYARD);
    assert_pt(g, yard, 3, 2);                       /* itself among the three */
    assert_pt(g, hand, 3, 2);
    assert_pt(g, bf, 4, 3);
    cardrt_id bob = put(g, &GOYF, 1, CARDRT_HAND);  /* its owner's graveyard: Bob's is empty */
    assert_pt(g, bob, 0, 2);
    cardrt_game_free(g);
}

void register_layers_tests(void)
{
    CU_pSuite s = test_suite("layers");
    test_add(s, "cr_418_5a_copy_effects", cr_418_5a_copy_effects);
    test_add(s, "limits_saturate_at_int_range", limits_saturate_at_int_range);
    test_add(s, "cr_418_5a_copy_of_a_copy", cr_418_5a_copy_of_a_copy);
    test_add(s, "cr_418_5a_copy_has_the_abilities", cr_418_5a_copy_has_the_abilities);
    test_add(s, "cr_704_5j_copies_and_the_legend_rule", cr_704_5j_copies_and_the_legend_rule);
    test_add(s, "cr_418_5a_text_changing_effects", cr_418_5a_text_changing_effects);
    test_add(s, "cr_418_5a_text_changing_land_words", cr_418_5a_text_changing_land_words);
    test_add(s, "cr_413_2a_text_of_the_spell_changed", cr_413_2a_text_of_the_spell_changed);
    test_add(s, "cr_418_5a_becomes_or_still", cr_418_5a_becomes_or_still);
    test_add(s, "cr_418_5a_isnt_a_creature", cr_418_5a_isnt_a_creature);
    test_add(s, "cr_418_5a_losing_all_abilities", cr_418_5a_losing_all_abilities);
    test_add(s, "cr_418_5a_granted_activated_ability", cr_418_5a_granted_activated_ability);
    test_add(s, "faq_1_1_07_cost_sacrifices_the_granter", faq_1_1_07_cost_sacrifices_the_granter);
    test_add(s, "cr_418_5a_set_power_only", cr_418_5a_set_power_only);
    test_add(s, "cr_418_5a_granted_triggered_ability", cr_418_5a_granted_triggered_ability);
    test_add(s, "cr_418_5a_dependency_losing_the_ability", cr_418_5a_dependency_losing_the_ability);
    test_add(s, "cr_418_5b_started_effect_keeps_applying", cr_418_5b_started_effect_keeps_applying);
    test_add(s, "cr_418_5a_dependency_on_a_type_change", cr_418_5a_dependency_on_a_type_change);
    test_add(s, "cr_418_5a_dependency_loop_timestamps", cr_418_5a_dependency_loop_timestamps);
    test_add(s, "cr_418_5a_dependency_clone_keeps_them", cr_418_5a_dependency_clone_keeps_them);
    test_add(s, "cr_418_4a_recomputed_whenever_it_matters", cr_418_4a_recomputed_whenever_it_matters);
    test_add(s, "cr_418_5a_base_power_and_toughness", cr_418_5a_base_power_and_toughness);
    test_add(s, "subtypes_without_regard_to_case", subtypes_without_regard_to_case);
    test_add(s, "cr_114_emblem_static_ability", cr_114_emblem_static_ability);
    test_add(s, "cr_715_has_an_adventure", cr_715_has_an_adventure);
    test_add(s, "cr_604_3_cda_in_every_zone", cr_604_3_cda_in_every_zone);
}
