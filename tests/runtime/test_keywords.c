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

void register_keywords_tests(void)
{
    CU_pSuite s = test_suite("keywords");
    test_add(s, "cr_702_90_infect_damage_is_counters", cr_702_90_infect_damage_is_counters);
    test_add(s, "cr_702_80_wither_damage_to_creatures", cr_702_80_wither_damage_to_creatures);
    test_add(s, "cr_702_73_changeling_is_every_creature_type", cr_702_73_changeling_is_every_creature_type);
    test_add(s, "cr_702_108_prowess", cr_702_108_prowess);
    test_add(s, "cr_702_25_flanking", cr_702_25_flanking);
    test_add(s, "cr_702_83_exalted", cr_702_83_exalted);
}
