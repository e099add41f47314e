/* test_prevention.c — prevention effects (CR 416.1): which damage they
 * prevent, how much, for how long; CR 418.3b's Example "Prevent all damage
 * creatures would deal this turn" (rules-modifying: it applies to
 * creatures that enter, or become creatures, later). */
#include "rt_tests.h"

static bool is_creature(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    (void)src;
    return (cardrt_types(g, o) & CARDRT_CREATURE) != 0;
}

static bool creature_you_control(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    return t->kind == CARDRT_REF_OBJECT && is_creature(g, src, t->id)
        && cardrt_controller(g, t->id) == cardrt_controller(g, src);
}

static const cardrt_card_def OGRE = {
    .name = "Gray Ogre", .colors = CARDRT_RED, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 2, .toughness = 2,
};
static const cardrt_card_def WALL = {
    .name = "Wall", .types = CARDRT_CREATURE, .has_pt = true, .power = 0, .toughness = 10,
};
static const cardrt_card_def LINKER = {
    .name = "Linker", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE, .has_pt = true, .power = 2,
    .toughness = 2, .keywords = CARDRT_KW(CARDRT_KW_LIFELINK),
};
static const cardrt_card_def FOREST = {
    .name = "Forest", .types = CARDRT_LAND, .supertypes = CARDRT_BASIC, .subtypes = { "Forest" },
};
static const cardrt_card_def BOLT = { .name = "Lightning Bolt", .colors = CARDRT_RED, .types = CARDRT_INSTANT };
static const cardrt_card_def FOG = { .name = "Fog", .colors = CARDRT_GREEN, .types = CARDRT_INSTANT };

static void cr_418_3b_prevent_all_damage_creatures_would_deal(void)
{
    cardrt_game *g = new_game();
    cardrt_id fog = put(g, &FOG, 0, CARDRT_GRAVEYARD);
    cardrt_id ogre = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_id land = put(g, &FOREST, 1, CARDRT_BATTLEFIELD);
    cardrt_id bolt = put(g, &BOLT, 1, CARDRT_GRAVEYARD);
    cardrt_prevention_spec spec = { .from = is_creature, .amount = -1,
                                    .duration = CARDRT_UNTIL_END_OF_TURN };
    CU_ASSERT_EQUAL(cardrt_add_prevention(g, fog, &spec), CARDRT_OK);
    cardrt_deal_damage(g, ogre, player(0), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 20);
    /* A creature that enters afterwards: prevented too. */
    cardrt_id later = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, later, player(0), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 20);
    /* A land deals damage as a land; once it becomes a creature, none. */
    cardrt_deal_damage(g, land, player(0), 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 19);
    static const cardrt_change animate[] = {
        { .kind = CARDRT_ADD_TYPES, .value = CARDRT_CREATURE },
        { .kind = CARDRT_SET_PT, .power = 3, .toughness = 3 },
    };
    cardrt_effect_spec e = { animate, 2, CARDRT_UNTIL_END_OF_TURN, NULL, &land, 1, NULL };
    cardrt_add_effect(g, land, &e);
    cardrt_deal_damage(g, land, player(0), 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 19);
    /* Damage from an instant is not damage a creature would deal. */
    cardrt_deal_damage(g, bolt, player(0), 3);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 16);
    /* Prevented damage gains no life through lifelink. */
    cardrt_id linker = put(g, &LINKER, 1, CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, linker, obj(ogre), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, ogre), 0);
    /* "This turn": over at cleanup. */
    cardrt_end_turn(g);
    cardrt_deal_damage(g, later, player(0), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 14);
    cardrt_deal_damage(g, linker, player(0), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 22);
    cardrt_game_free(g);
}

static void cr_416_1_prevent_the_next_three(void)
{
    /* "Prevent the next 3 damage that would be dealt to target creature this
     * turn": a shield that is used up. */
    cardrt_game *g = new_game();
    cardrt_id wall = put(g, &WALL, 0, CARDRT_BATTLEFIELD);
    cardrt_id other = put(g, &WALL, 0, CARDRT_BATTLEFIELD);
    cardrt_id bolt = put(g, &BOLT, 1, CARDRT_GRAVEYARD);
    cardrt_prevention_spec spec = { .recipient = obj(wall), .amount = 3,
                                    .duration = CARDRT_UNTIL_END_OF_TURN };
    CU_ASSERT_EQUAL(cardrt_add_prevention(g, wall, &spec), CARDRT_OK);
    cardrt_deal_damage(g, bolt, obj(wall), 2);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, wall), 0);
    cardrt_deal_damage(g, bolt, obj(other), 2);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, other), 2);
    cardrt_deal_damage(g, bolt, obj(wall), 2);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, wall), 1);      /* 1 prevented: the shield is gone */
    cardrt_deal_damage(g, bolt, obj(wall), 2);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, wall), 3);
    /* Two shields: the first made is used first. */
    spec.amount = 1;
    cardrt_add_prevention(g, wall, &spec);
    spec.amount = 5;
    cardrt_add_prevention(g, wall, &spec);
    cardrt_deal_damage(g, bolt, obj(wall), 2);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, wall), 3);
    cardrt_deal_damage(g, bolt, obj(wall), 5);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, wall), 4);      /* 4 of the 5 were left */
    /* A shield unused by the end of the turn is gone. */
    cardrt_add_prevention(g, wall, &spec);
    cardrt_end_turn(g);
    cardrt_deal_damage(g, bolt, obj(wall), 2);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, wall), 2);
    /* So is one whose creature changed zones: it is a new object. */
    cardrt_add_prevention(g, wall, &spec);
    cardrt_move(g, wall, CARDRT_HAND);
    cardrt_move(g, wall, CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, bolt, obj(wall), 2);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, wall), 2);
    cardrt_game_free(g);
}

static int combat_events;
static bool combat_damage(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev->kind == CARDRT_EV_DAMAGE && ev->combat;
}
static void count_combat(cardrt_ctx *ctx)
{
    (void)ctx;
    combat_events++;
}
static const cardrt_trigger_def on_combat_damage[] = {
    { .text = "Whenever combat damage is dealt, ...", .matches = combat_damage, .effect = count_combat },
};
static const cardrt_card_def WATCHER = {
    .name = "Watcher", .types = CARDRT_ENCHANTMENT, .triggers = on_combat_damage, .ntriggers = 1,
};

static void cr_416_1_combat_damage_only(void)
{
    /* Fog: "Prevent all combat damage that would be dealt this turn." */
    cardrt_game *g = new_game();
    cardrt_id fog = put(g, &FOG, 0, CARDRT_GRAVEYARD);
    cardrt_id ogre = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    put(g, &WATCHER, 0, CARDRT_BATTLEFIELD);
    combat_events = 0;
    cardrt_deal_combat_damage(g, ogre, player(0), 2);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 18);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(combat_events, 1);
    cardrt_prevention_spec spec = { .combat_only = true, .amount = -1,
                                    .duration = CARDRT_UNTIL_END_OF_TURN };
    CU_ASSERT_EQUAL(cardrt_add_prevention(g, fog, &spec), CARDRT_OK);
    cardrt_deal_combat_damage(g, ogre, player(0), 2);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 18);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);       /* prevented: no damage was dealt */
    cardrt_deal_damage(g, ogre, player(0), 2);      /* not combat damage */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 16);
    cardrt_game_free(g);
}

static bool you_have_ten_or_less(const cardrt_game *g, cardrt_id src)
{
    return cardrt_life(g, cardrt_controller(g, src)) <= 10;
}

static void cr_416_1_damage_to_a_kind_of_recipient(void)
{
    /* "Prevent all damage that would be dealt to creatures you control"
     * (judged at the time), "from the Ogre", and "as long as" durations. */
    cardrt_game *g = new_game();
    cardrt_id wall = put(g, &WALL, 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_id bolt = put(g, &BOLT, 1, CARDRT_GRAVEYARD);
    cardrt_prevention_spec mine = { .to = creature_you_control, .amount = -1,
                                    .duration = CARDRT_FOREVER };
    CU_ASSERT_EQUAL(cardrt_add_prevention(g, wall, &mine), CARDRT_OK);
    cardrt_deal_damage(g, bolt, obj(wall), 3);
    cardrt_deal_damage(g, bolt, player(0), 3);
    cardrt_deal_damage(g, bolt, obj(ogre), 1);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, wall), 0);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 17);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, ogre), 1);
    cardrt_id later = put(g, &WALL, 0, CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, bolt, obj(later), 3);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, later), 0);
    /* From one source, as long as its controller has 10 or less life. */
    cardrt_prevention_spec from_ogre = { .source = ogre, .amount = -1,
                                         .duration = CARDRT_AS_LONG_AS, .holds = you_have_ten_or_less };
    CU_ASSERT_EQUAL(cardrt_add_prevention(g, ogre, &from_ogre), CARDRT_OK);   /* over already */
    cardrt_deal_damage(g, ogre, player(0), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 15);
    cardrt_lose_life(g, 1, 10);
    CU_ASSERT_EQUAL(cardrt_add_prevention(g, ogre, &from_ogre), CARDRT_OK);
    cardrt_deal_damage(g, ogre, player(0), 2);
    cardrt_deal_damage(g, bolt, player(0), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 13);
    /* A clone has the effects, on its own. */
    cardrt_game *c = cardrt_game_clone(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    cardrt_deal_damage(c, ogre, player(0), 2);
    CU_ASSERT_EQUAL(cardrt_life(c, 0), 13);
    cardrt_game_free(c);
    cardrt_gain_life(g, 1, 5);
    cardrt_check_sba(g);                            /* the condition failed: over for good */
    cardrt_lose_life(g, 1, 5);
    cardrt_deal_damage(g, ogre, player(0), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 11);
    cardrt_game_free(g);
}

/* A static ability's prevention effects (CARDRT_RULE_PREVENT): "Prevent
 * all combat damage that would be dealt to ~" and "If a source would deal
 * damage to you, prevent 1 of that damage". */
static bool combat_to_self(const cardrt_game *g, cardrt_id src, const cardrt_event *ev)
{
    (void)g;
    return ev->kind == CARDRT_EV_DAMAGE && ev->combat && ev->target.kind == CARDRT_REF_OBJECT
           && ev->target.id == src;
}
static bool to_controller(const cardrt_game *g, cardrt_id src, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_DAMAGE && ev->target.kind == CARDRT_REF_PLAYER
           && (unsigned)ev->target.id == cardrt_controller(g, src);
}
static const cardrt_rule GUARD_RULE = { .kind = CARDRT_RULE_PREVENT, .applies = combat_to_self, .n = -1 };
static const cardrt_change GUARD_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &GUARD_RULE } };
static const cardrt_static_def GUARD_STATIC[] = { { .changes = GUARD_CHANGE, .nchanges = 1 } };
static const cardrt_card_def GUARD = {
    .name = "Guard", .types = CARDRT_CREATURE, .has_pt = true, .power = 1, .toughness = 1,
    .statics = GUARD_STATIC, .nstatics = 1,
};
static const cardrt_rule CIRCLE_RULE = { .kind = CARDRT_RULE_PREVENT, .applies = to_controller, .n = 1 };
static const cardrt_change CIRCLE_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &CIRCLE_RULE } };
static const cardrt_static_def CIRCLE_STATIC[] = { { .changes = CIRCLE_CHANGE, .nchanges = 1 } };
static const cardrt_card_def CIRCLE = {
    .name = "Circle", .types = CARDRT_ENCHANTMENT, .statics = CIRCLE_STATIC, .nstatics = 1,
};

static void cr_416_1_static_prevention(void)
{
    cardrt_game *g = new_game();
    cardrt_id guard = put(g, &GUARD, 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_id bolt = put(g, &BOLT, 1, CARDRT_GRAVEYARD);
    cardrt_deal_combat_damage(g, ogre, obj(guard), 2);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, guard), 0);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, guard), CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, bolt, obj(guard), 1);         /* not combat damage */
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, guard), 1);
    cardrt_id circle = put(g, &CIRCLE, 0, CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, bolt, player(0), 3);          /* 1 of it prevented, each time */
    cardrt_deal_damage(g, ogre, player(0), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 17);
    cardrt_deal_damage(g, bolt, player(1), 3);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 17);
    /* Statics first, so a shield is used only for what they leave. */
    cardrt_prevention_spec shield = { .recipient = player(0), .amount = 2, .duration = CARDRT_UNTIL_END_OF_TURN };
    CU_ASSERT_EQUAL(cardrt_add_prevention(g, circle, &shield), CARDRT_OK);
    cardrt_deal_damage(g, bolt, player(0), 3);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 17);
    cardrt_deal_damage(g, bolt, player(0), 3);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 15);
    /* "Damage can't be prevented" beats them; so does their leaving. */
    static const cardrt_rule no_prevention = { .kind = CARDRT_RULE_NO_PREVENTION };
    CU_ASSERT_EQUAL(cardrt_add_rule(g, bolt, &no_prevention, NULL, CARDRT_UNTIL_END_OF_TURN, NULL), CARDRT_OK);
    cardrt_deal_damage(g, bolt, player(0), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 13);
    cardrt_end_turn(g);
    cardrt_move(g, circle, CARDRT_GRAVEYARD);
    cardrt_deal_damage(g, bolt, player(0), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 11);
    CU_ASSERT_FALSE(cardrt_rule_applies(g, player(0), CARDRT_RULE_PREVENT));
    cardrt_game_free(g);
}

static void api_prevention_bad_use(void)
{
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_prevention_spec ok = { .amount = -1, .duration = CARDRT_UNTIL_END_OF_TURN };
    cardrt_prevention_spec zero = { .amount = 0 };
    cardrt_prevention_spec bad_player = { .recipient = player(5), .amount = 1 };
    cardrt_prevention_spec bad_obj = { .recipient = obj(99), .amount = 1 };
    cardrt_prevention_spec bad_source = { .source = 77, .amount = 1 };
    cardrt_prevention_spec bad_duration = { .amount = 1, .duration = (cardrt_duration)9 };
    CU_ASSERT_EQUAL(cardrt_add_prevention(NULL, ogre, &ok), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_prevention(g, ogre, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_prevention(g, ogre, &zero), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_prevention(g, ogre, &bad_player), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_prevention(g, ogre, &bad_obj), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_prevention(g, ogre, &bad_source), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_prevention(g, ogre, &bad_duration), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_deal_combat_damage(NULL, ogre, player(0), 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_deal_combat_damage(g, ogre, player(0), -1), CARDRT_EINVAL);
    cardrt_game_free(g);
}

void register_prevention_tests(void)
{
    CU_pSuite s = test_suite("prevention");
    test_add(s, "cr_418_3b_prevent_all_damage_creatures_would_deal",
             cr_418_3b_prevent_all_damage_creatures_would_deal);
    test_add(s, "cr_416_1_prevent_the_next_three", cr_416_1_prevent_the_next_three);
    test_add(s, "cr_416_1_combat_damage_only", cr_416_1_combat_damage_only);
    test_add(s, "cr_416_1_damage_to_a_kind_of_recipient", cr_416_1_damage_to_a_kind_of_recipient);
    test_add(s, "cr_416_1_static_prevention", cr_416_1_static_prevention);
    test_add(s, "api_prevention_bad_use", api_prevention_bad_use);
}
