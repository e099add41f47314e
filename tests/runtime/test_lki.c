/* test_lki.c — last known information (CR 413.2a, 413.2f): an effect that
 * needs to know about an object that has left the battlefield uses the
 * characteristics it had as it last was there. */
#include "rt_tests.h"

static bool is_creature(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)src;
    return t->kind == CARDRT_REF_OBJECT && (cardrt_types(g, t->id) & CARDRT_CREATURE);
}

static bool any_target(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    return t->kind == CARDRT_REF_PLAYER || is_creature(g, src, t);
}

static bool creature_obj(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    (void)src;
    return (cardrt_types(g, o) & CARDRT_CREATURE) != 0;
}

static const cardrt_card_def OGRE = {
    .name = "Gray Ogre", .colors = CARDRT_RED, .types = CARDRT_CREATURE, .subtypes = { "Ogre" },
    .has_pt = true, .power = 2, .toughness = 2,
};
static const cardrt_card_def SAPROLING = {
    .name = "Saproling", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE, .subtypes = { "Saproling" },
    .has_pt = true, .power = 1, .toughness = 1,
};

/* Grab the Reins: "Choose one — • Until end of turn, you gain control of
 * target creature and it gains haste. • Sacrifice a creature. Grab the
 * Reins deals damage equal to that creature's power to any target." */
static void grab_the_reins(cardrt_ctx *ctx)
{
    cardrt_game *g = cardrt_ctx_game(ctx);
    unsigned me = cardrt_ctx_controller(ctx);
    cardrt_ref t;
    if ((cardrt_ctx_modes(ctx) & 1) && cardrt_ctx_target(ctx, 0, 0, &t)) {
        cardrt_change grab[] = {
            { .kind = CARDRT_SET_CONTROLLER, .value = (int)me },
            { .kind = CARDRT_ADD_KEYWORDS, .keywords = CARDRT_KW(CARDRT_KW_HASTE) },
        };
        cardrt_effect_spec e = { grab, 2, CARDRT_UNTIL_END_OF_TURN, NULL, &t.id, 1, NULL };
        cardrt_add_effect(g, cardrt_ctx_source(ctx), &e);
    }
    if (!(cardrt_ctx_modes(ctx) & 2))
        return;
    cardrt_ref mine[16];
    unsigned n = 0, pick = 0;
    for (cardrt_id i = 1; i <= (cardrt_id)cardrt_object_count(g) && n < 16; i++)
        if (cardrt_zone_of(g, i) == CARDRT_BATTLEFIELD && cardrt_controller(g, i) == me
            && creature_obj(g, 0, i))
            mine[n++] = obj(i);
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = me, .source = cardrt_ctx_source(ctx),
        .prompt = "sacrifice", .candidates = mine, .ncandidates = n, .min = 1, .max = 1 };
    if (n == 0 || cardrt_choose(g, &c, &pick) != 1)
        return;
    cardrt_id victim = mine[pick].id;
    cardrt_move(g, victim, CARDRT_GRAVEYARD);
    int power = 0, toughness = 0;
    cardrt_last_pt(g, victim, &power, &toughness);      /* as it was sacrificed */
    if (cardrt_ctx_target(ctx, 1, 0, &t) && power > 0)
        cardrt_deal_damage(g, cardrt_ctx_source(ctx), t, power);
}

static const cardrt_target_spec reins_targets[] = {
    { .text = "creature", .min = 1, .max = 1, .legal = is_creature, .modes = 1 },
    { .text = "any target", .min = 1, .max = 1, .legal = any_target, .modes = 2 },
};
static const cardrt_card_def GRAB_THE_REINS = {
    .name = "Grab the Reins", .mana_cost = "{3}{R}", .colors = CARDRT_RED, .types = CARDRT_INSTANT,
    .targets = reins_targets, .ntargets = 2, .resolve = grab_the_reins,
    .nmodes = 2, .min_modes = 1, .max_modes = 1,
};

static const cardrt_change plus_three[] = { { .kind = CARDRT_MODIFY_PT, .power = 3, .toughness = 3 } };

static void pump(cardrt_game *g, cardrt_id id, const cardrt_change *ch)
{
    cardrt_effect_spec e = { ch, 1, CARDRT_UNTIL_END_OF_TURN, NULL, &id, 1, NULL };
    CU_ASSERT_EQUAL(cardrt_add_effect(g, id, &e), CARDRT_OK);
}

/* Cast Grab the Reins from PLAYER's hand in MODE (1 or 2) with target T. */
static void cast_reins(cardrt_game *g, unsigned player, unsigned mode, cardrt_ref t)
{
    cardrt_id reins = put(g, &GRAB_THE_REINS, player, CARDRT_HAND);
    unsigned counts[2] = { mode == 1, mode == 2 };
    cardrt_play play = { .targets = &t, .ntargets = counts, .modes = mode, .x = 0, .options = 0 };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, player, reins, &play), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
}

static void cr_413_2f_grab_the_reins_sacrificed_power(void)
{
    /* The damage is the creature's power as it was sacrificed: with Giant
     * Growth's +3/+3 and a +1/+1 counter, 6, though in the graveyard it is
     * a 2/2 card again (CR 418.5b's Example names Grab the Reins). */
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    pump(g, ogre, plus_three);
    cardrt_add_counter(g, ogre, "+1/+1", 1);
    assert_pt(g, ogre, 6, 6);
    cast_reins(g, 0, 2, player(1));
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 14);
    assert_pt(g, ogre, 2, 2);                  /* a new object: no pump, no counter */
    int p = 0, t = 0;
    CU_ASSERT_EQUAL(cardrt_last_pt(g, ogre, &p, &t), CARDRT_OK);
    CU_ASSERT_EQUAL(p, 6);
    CU_ASSERT_EQUAL(t, 6);
    CU_ASSERT_EQUAL(cardrt_last_counter_count(g, ogre, "+1/+1"), 1);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, ogre, "+1/+1"), 0);
    /* Back on the battlefield it is what it is now, and the old pump is gone. */
    cardrt_move(g, ogre, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_last_pt(g, ogre, &p, &t), CARDRT_OK);
    CU_ASSERT_EQUAL(p, 2);
    assert_pt(g, ogre, 2, 2);
    cardrt_game_free(g);
}

static void cr_413_2f_grab_the_reins_token(void)
{
    /* A token sacrificed this way is known after it ceases to exist. */
    cardrt_game *g = new_game();
    cardrt_id tok = 0;
    CU_ASSERT_EQUAL_FATAL(cardrt_create_token(g, &SAPROLING, 0, &tok), CARDRT_OK);
    pump(g, tok, plus_three);
    cast_reins(g, 0, 2, player(1));
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 16);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, tok), CARDRT_NOWHERE);
    int p = 0, t = 0;
    CU_ASSERT_EQUAL(cardrt_last_pt(g, tok, &p, &t), CARDRT_OK);
    CU_ASSERT_EQUAL(p, 4);
    CU_ASSERT(cardrt_last_has_subtype(g, tok, "Saproling"));
    CU_ASSERT_EQUAL(cardrt_last_colors(g, tok), CARDRT_GREEN);
    cardrt_game_free(g);
}

static void cr_418_5b_grab_the_reins_both_modes(void)
{
    /* Gain control of Bob's Ogre (layer 2) with haste (layer 5), then
     * sacrifice it: its last known controller is Ann, its owner Bob. */
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    cast_reins(g, 0, 1, obj(ogre));
    CU_ASSERT_EQUAL(cardrt_controller(g, ogre), 0);
    CU_ASSERT(cardrt_has_keyword(g, ogre, CARDRT_KW_HASTE));
    cast_reins(g, 0, 2, player(1));
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_owner(g, ogre), 1);
    CU_ASSERT_EQUAL(cardrt_controller(g, ogre), 1);
    CU_ASSERT_EQUAL(cardrt_last_controller(g, ogre), 0);
    CU_ASSERT(cardrt_last_has_keyword(g, ogre, CARDRT_KW_HASTE));
    CU_ASSERT(!cardrt_has_keyword(g, ogre, CARDRT_KW_HASTE));
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    cardrt_game_free(g);
}

/* "Other white creatures get +1/+1." */
static bool other_white_creature(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    return o != src && creature_obj(g, src, o) && (cardrt_colors(g, o) & CARDRT_WHITE);
}
static const cardrt_change plus_one[] = { { .kind = CARDRT_MODIFY_PT, .power = 1, .toughness = 1 } };
static const cardrt_static_def lord_static[] = { { other_white_creature, plus_one, 1, false, NULL } };
static const cardrt_card_def LORD = {
    .name = "Lord", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 2, .toughness = 2, .statics = lord_static, .nstatics = 1,
};
static const cardrt_card_def KNIGHT = {
    .name = "Knight", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 2, .toughness = 2,
};

static void destroy_all_creatures(cardrt_ctx *ctx)
{
    cardrt_sel_objects(ctx, 0, creature_obj, CARDRT_IN(CARDRT_BATTLEFIELD));
    cardrt_fx_destroy(ctx, 0, true);
}

static void cr_413_2f_leaving_together(void)
{
    /* The Lord and the Knight are destroyed at once: the Knight was a 3/3
     * as it left.  The same for state-based actions. */
    static const cardrt_card_def WRATH = {
        .name = "Wrath", .types = CARDRT_SORCERY, .resolve = destroy_all_creatures,
    };
    cardrt_game *g = new_game();
    cardrt_id lord = put(g, &LORD, 0, CARDRT_BATTLEFIELD);
    cardrt_id knight = put(g, &KNIGHT, 0, CARDRT_BATTLEFIELD);
    assert_pt(g, knight, 3, 3);
    cardrt_id wrath = put(g, &WRATH, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, wrath, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, lord), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, knight), CARDRT_GRAVEYARD);
    int p = 0, t = 0;
    cardrt_last_pt(g, knight, &p, &t);
    CU_ASSERT_EQUAL(p, 3);
    cardrt_game_free(g);

    g = new_game();
    lord = put(g, &LORD, 0, CARDRT_BATTLEFIELD);
    knight = put(g, &KNIGHT, 0, CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, 0, obj(lord), 2);
    cardrt_deal_damage(g, 0, obj(knight), 3);
    cardrt_regenerate(g, lord);         /* the Lord stays: nothing kept for it */
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, lord), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, knight), CARDRT_GRAVEYARD);
    cardrt_last_pt(g, knight, &p, &t);
    CU_ASSERT_EQUAL(p, 3);
    cardrt_last_pt(g, lord, &p, &t);
    CU_ASSERT_EQUAL(p, 2);
    cardrt_game_free(g);
}

static void cr_413_2a_last_known_characteristics(void)
{
    /* A land animated into a black 3/3 flying creature, destroyed: it was a
     * black Forest land creature with flying as it left. */
    static const cardrt_card_def FOREST = {
        .name = "Forest", .types = CARDRT_LAND, .supertypes = CARDRT_BASIC, .subtypes = { "Forest" },
    };
    static const cardrt_change animate[] = {
        { .kind = CARDRT_ADD_TYPES, .value = CARDRT_CREATURE },
        { .kind = CARDRT_SET_PT, .power = 3, .toughness = 3 },
        { .kind = CARDRT_SET_COLORS, .value = CARDRT_BLACK },
        { .kind = CARDRT_ADD_KEYWORDS, .keywords = CARDRT_KW(CARDRT_KW_FLYING) },
    };
    cardrt_game *g = new_game();
    cardrt_id land = put(g, &FOREST, 1, CARDRT_BATTLEFIELD);
    cardrt_effect_spec e = { animate, 4, CARDRT_UNTIL_END_OF_TURN, NULL, &land, 1, NULL };
    cardrt_add_effect(g, land, &e);
    /* On the battlefield: the current values. */
    CU_ASSERT_EQUAL(cardrt_last_types(g, land), CARDRT_LAND | CARDRT_CREATURE);
    cardrt_destroy(g, land, true);
    CU_ASSERT_EQUAL(cardrt_types(g, land), CARDRT_LAND);
    CU_ASSERT_EQUAL(cardrt_last_types(g, land), CARDRT_LAND | CARDRT_CREATURE);
    CU_ASSERT_EQUAL(cardrt_last_colors(g, land), CARDRT_BLACK);
    CU_ASSERT(cardrt_last_has_keyword(g, land, CARDRT_KW_FLYING));
    CU_ASSERT(cardrt_last_has_subtype(g, land, "Forest"));
    CU_ASSERT(!cardrt_last_has_subtype(g, land, "Swamp"));
    /* Kept in a clone. */
    cardrt_game *c = cardrt_game_clone(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT_EQUAL(cardrt_last_colors(c, land), CARDRT_BLACK);
    cardrt_game_free(c);
    /* Never on the battlefield: its current values; bad ids: neutral. */
    cardrt_id card = put(g, &OGRE, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_last_colors(g, card), CARDRT_RED);
    int p = 0, t = 0;
    CU_ASSERT_EQUAL(cardrt_last_pt(g, 999, &p, &t), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_last_pt(g, card, NULL, &t), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_last_controller(NULL, 1), 0);
    CU_ASSERT_EQUAL(cardrt_last_types(g, -3), 0);
    CU_ASSERT(!cardrt_last_has_keyword(g, 999, CARDRT_KW_FLYING));
    CU_ASSERT(!cardrt_last_has_subtype(g, land, NULL));
    CU_ASSERT_EQUAL(cardrt_last_counter_count(g, land, NULL), 0);
    cardrt_game_free(g);
}

void register_lki_tests(void)
{
    CU_pSuite s = test_suite("lki");
    test_add(s, "cr_413_2f_grab_the_reins_sacrificed_power", cr_413_2f_grab_the_reins_sacrificed_power);
    test_add(s, "cr_413_2f_grab_the_reins_token", cr_413_2f_grab_the_reins_token);
    test_add(s, "cr_418_5b_grab_the_reins_both_modes", cr_418_5b_grab_the_reins_both_modes);
    test_add(s, "cr_413_2f_leaving_together", cr_413_2f_leaving_together);
    test_add(s, "cr_413_2a_last_known_characteristics", cr_413_2a_last_known_characteristics);
}
