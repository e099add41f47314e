/* test_combat.c — attackers, blockers and combat damage: the Fourth Edition
 * FAQ's rulings on trample and Prodigal Sorcerer
 * (../shared/rules/004_054e7b10b62d36d9.txt), the Fourth Edition rulebook's
 * combat ("More on Combat", 002_d0fb43b6f7c903d1.txt), and CR 413.1 (combat
 * damage is an object on the stack, 000_91b4b7cd603922e7.txt).  Keywords
 * the Fourth Edition documents do not have (double strike, deathtouch,
 * lifelink, menace, vigilance, ...) follow the later rules. */
#include "rt_tests.h"

#define KW(k) CARDRT_KW(CARDRT_KW_##k)
#define CREATURE(id, nm, col, p, t, kws) \
    static const cardrt_card_def id = { .name = nm, .colors = col, .types = CARDRT_CREATURE, \
                                        .has_pt = true, .power = p, .toughness = t, .keywords = kws }

CREATURE(GOBLIN, "Mons's Goblin Raiders", CARDRT_RED, 1, 1, 0);
CREATURE(MAMMOTH, "War Mammoth", CARDRT_GREEN, 3, 3, KW(TRAMPLE));
CREATURE(BEAR, "Grizzly Bears", CARDRT_GREEN, 2, 2, 0);
CREATURE(OGRE, "Gray Ogre", CARDRT_RED, 2, 2, 0);
CREATURE(BLACK_BEAR, "Black Bear", CARDRT_BLACK, 2, 2, 0);
CREATURE(GIANT, "Giant", CARDRT_RED, 3, 3, 0);
CREATURE(FLYER, "Flyer", CARDRT_BLUE, 1, 1, KW(FLYING));
CREATURE(REACHER, "Reacher", CARDRT_GREEN, 0, 3, KW(REACH));
CREATURE(WALL, "Wall", CARDRT_WHITE, 0, 4, KW(DEFENDER));
CREATURE(KNIGHT, "White Knight", CARDRT_WHITE, 2, 2, KW(FIRST_STRIKE) | KW(PROT_BLACK));
CREATURE(SHADE, "Shade", CARDRT_BLACK, 1, 1, KW(SHADOW));
CREATURE(RIDER, "Rider", CARDRT_RED, 1, 1, KW(HORSEMANSHIP));
CREATURE(FEARFUL, "Fearful", CARDRT_BLACK, 1, 1, KW(FEAR));
CREATURE(BULLY, "Bully", CARDRT_RED, 1, 1, KW(INTIMIDATE));
CREATURE(MENACER, "Menacer", CARDRT_RED, 2, 2, KW(MENACE));
CREATURE(WALKER, "Swamp Walker", CARDRT_BLACK, 1, 1, KW(SWAMPWALK));
CREATURE(STRIKER, "Double Striker", CARDRT_RED, 2, 2, KW(DOUBLE_STRIKE));
CREATURE(ASP, "Asp", CARDRT_GREEN, 1, 1, KW(DEATHTOUCH));
CREATURE(LEECH, "Leech", CARDRT_BLACK, 2, 2, KW(LIFELINK));
CREATURE(WATCHMAN, "Watchman", CARDRT_WHITE, 2, 2, KW(VIGILANCE));
CREATURE(RAIDER, "Raider", CARDRT_RED, 1, 1, KW(HASTE));
CREATURE(PACIFIST, "Pacifist", CARDRT_WHITE, 1, 1, KW(CANT_ATTACK));
CREATURE(COWARD, "Coward", CARDRT_RED, 1, 1, KW(CANT_BLOCK));
CREATURE(GHOST, "Ghost", CARDRT_BLUE, 1, 1, KW(CANT_BE_BLOCKED));
CREATURE(SAINT, "Saint", CARDRT_WHITE, 1, 1, KW(PROT_GREEN));
CREATURE(BIG_SAINT, "Big Saint", CARDRT_WHITE, 0, 3, KW(PROT_GREEN));
static const cardrt_card_def THOPTER = {
    .name = "Ornithopter", .types = CARDRT_ARTIFACT | CARDRT_CREATURE, .has_pt = true,
    .power = 0, .toughness = 2, .keywords = KW(FLYING),
};
static const cardrt_card_def SWAMP = {
    .name = "Swamp", .types = CARDRT_LAND, .supertypes = CARDRT_BASIC, .subtypes = { "Swamp" },
};
static const cardrt_card_def WALKER_PW = {
    .name = "Walker", .types = CARDRT_PLANESWALKER, .loyalty = 3,
};

static void ping(cardrt_ctx *ctx)
{
    cardrt_sel_target(ctx, 0, 0);
    cardrt_fx_damage(ctx, -1, 0, 1);
}
static const cardrt_cost tap[] = { { .kind = CARDRT_COST_TAP } };
static const cardrt_activated_def sorcerer_ab[] = {
    { .text = "{T}: Prodigal Sorcerer deals 1 damage to any target.", .costs = tap, .ncosts = 1,
      .targets = rt_target_any, .ntargets = 1, .effect = ping },
};
static const cardrt_card_def SORCERER = {
    .name = "Prodigal Sorcerer", .colors = CARDRT_BLUE, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 1, .toughness = 1, .activated = sorcerer_ab, .nactivated = 1,
};
static void growth(cardrt_ctx *ctx)
{
    static const cardrt_change plus3[] = { { .kind = CARDRT_MODIFY_PT, .power = 3, .toughness = 3 } };
    cardrt_sel_target(ctx, 0, 0);
    cardrt_fx_effect(ctx, 0, plus3, 1, CARDRT_UNTIL_END_OF_TURN, NULL);
}
static const cardrt_target_spec target_creature[] = {
    { .text = "creature", .min = 1, .max = 1, .legal = rt_any_target },
};
static const cardrt_card_def GROWTH = {
    .name = "Giant Growth", .colors = CARDRT_GREEN, .types = CARDRT_INSTANT,
    .targets = target_creature, .ntargets = 1, .resolve = growth,
};

/* ---- helpers ------------------------------------------------------------------- */

static void attack(cardrt_game *g, const cardrt_id *attackers, unsigned n)
{
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, cardrt_active_player(g), attackers, NULL, n),
                          CARDRT_OK);
}

static cardrt_status block(cardrt_game *g, unsigned defender, const cardrt_id *blockers,
                           const cardrt_id *attackers, unsigned n)
{
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    return cardrt_declare_blockers(g, defender, blockers, attackers, n);
}

/* Through the combat damage step(s) to the end of combat. */
static void fight(cardrt_game *g)
{
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END_COMBAT), CARDRT_OK);
}

/* ---- declaring attackers ----------------------------------------------------------- */

static int attacks_seen, defender_seen;
static bool any_attacks(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev->kind == CARDRT_EV_ATTACKS;
}
static void note_attack(cardrt_ctx *ctx)
{
    attacks_seen++;
    defender_seen = (int)cardrt_ctx_event(ctx)->player;
}
static const cardrt_trigger_def on_attack[] = {
    { .text = "Whenever a creature attacks, ...", .matches = any_attacks, .effect = note_attack },
};
static const cardrt_card_def HORN = {
    .name = "Horn", .types = CARDRT_ARTIFACT, .triggers = on_attack, .ntriggers = 1,
};

static void combat_declare_attackers(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_id watchman = put(g, &WATCHMAN, 0, CARDRT_BATTLEFIELD);
    cardrt_id wall = put(g, &WALL, 0, CARDRT_BATTLEFIELD);
    cardrt_id pacifist = put(g, &PACIFIST, 0, CARDRT_BATTLEFIELD);
    cardrt_id tapped = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_id theirs = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    cardrt_id fresh = put(g, &GOBLIN, 0, CARDRT_HAND), raider = put(g, &RAIDER, 0, CARDRT_HAND);
    put(g, &HORN, 1, CARDRT_BATTLEFIELD);
    cardrt_move(g, fresh, CARDRT_BATTLEFIELD);          /* summoning sick */
    cardrt_move(g, raider, CARDRT_BATTLEFIELD);         /* sick, with haste */
    cardrt_set_tapped(g, tapped, true);
    CU_ASSERT_EQUAL(cardrt_declare_attackers(g, 0, &bear, NULL, 1), CARDRT_ETIMING);  /* main phase */
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 0);      /* who declares */
    CU_ASSERT_EQUAL(cardrt_declare_attackers(g, 1, &theirs, NULL, 1), CARDRT_ETIMING);
    const cardrt_id no[] = { fresh, wall, pacifist, tapped, theirs };
    for (size_t i = 0; i < sizeof no / sizeof *no; i++)
        CU_ASSERT_EQUAL(cardrt_declare_attackers(g, 0, &no[i], NULL, 1), CARDRT_EINVAL);
    cardrt_id twice[] = { bear, bear };
    CU_ASSERT_EQUAL(cardrt_declare_attackers(g, 0, twice, NULL, 2), CARDRT_EINVAL);
    cardrt_ref me = player(0);
    CU_ASSERT_EQUAL(cardrt_declare_attackers(g, 0, &bear, &me, 1), CARDRT_EINVAL);
    CU_ASSERT(!cardrt_is_tapped(g, bear));              /* refused: nothing changed */
    /* Casting waits until the declaration is made. */
    cardrt_id spell = put(g, &GROWTH, 1, CARDRT_HAND);
    cardrt_ref t = obj(bear);
    unsigned n = 1;
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, spell, &t, &n), CARDRT_ETIMING);
    attacks_seen = 0;
    cardrt_id ok[] = { bear, watchman, raider };
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, ok, NULL, 3), CARDRT_OK);
    CU_ASSERT(cardrt_is_tapped(g, bear));
    CU_ASSERT(!cardrt_is_tapped(g, watchman));          /* vigilance */
    CU_ASSERT(cardrt_is_attacking(g, raider));
    CU_ASSERT(!cardrt_is_attacking(g, wall));
    CU_ASSERT_EQUAL(cardrt_defending_player(g, bear), 1);
    CU_ASSERT_EQUAL(cardrt_defending_player(g, wall), -1);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 3);           /* "whenever a creature attacks" */
    while (cardrt_stack_size(g))
        cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(attacks_seen, 3);
    CU_ASSERT_EQUAL(defender_seen, 1);
    CU_ASSERT_EQUAL(cardrt_declare_attackers(g, 0, &bear, NULL, 1), CARDRT_ETIMING);  /* once */
    /* Creatures leave combat as the end of combat step ends. */
    fight(g);
    CU_ASSERT(cardrt_is_attacking(g, bear));
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_MAIN2), CARDRT_OK);
    CU_ASSERT(!cardrt_is_attacking(g, bear));
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20 - 2 - 2 - 1);
    cardrt_game_free(g);
}

/* ---- declaring blockers: evasion -------------------------------------------------- */

typedef struct evasion {
    const cardrt_card_def *attacker, *blocker;
    bool swamp;                 /* the defending player controls a Swamp */
    bool ok;
} evasion;

static void ed4_evasion_restricts_blockers(void)
{
    /* The rulebook: "Evasion abilities, such as flying and landwalk,
     * restrict the sort of creatures that can block an attacker." */
    static const evasion cases[] = {
        { &FLYER, &BEAR, false, false }, { &FLYER, &FLYER, false, true },
        { &FLYER, &REACHER, false, true }, { &FLYER, &THOPTER, false, true },
        { &SHADE, &BEAR, false, false }, { &SHADE, &SHADE, false, true },
        { &BEAR, &SHADE, false, false },                /* shadow blocks only shadow */
        { &RIDER, &BEAR, false, false }, { &RIDER, &RIDER, false, true },
        { &FEARFUL, &BEAR, false, false }, { &FEARFUL, &BLACK_BEAR, false, true },
        { &FEARFUL, &THOPTER, false, true },
        { &BULLY, &BEAR, false, false }, { &BULLY, &GOBLIN, false, true },
        { &BULLY, &THOPTER, false, true },
        { &WALKER, &BEAR, true, false }, { &WALKER, &BEAR, false, true },
        { &GHOST, &BEAR, false, false }, { &BEAR, &COWARD, false, false },
        { &KNIGHT, &BLACK_BEAR, false, false }, { &KNIGHT, &BEAR, false, true },
        { &MENACER, &BEAR, false, false },              /* one blocker is not enough */
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        cardrt_game *g = new_game();
        cardrt_id a = put(g, cases[i].attacker, 0, CARDRT_BATTLEFIELD);
        cardrt_id b = put(g, cases[i].blocker, 1, CARDRT_BATTLEFIELD);
        if (cases[i].swamp)
            put(g, &SWAMP, 1, CARDRT_BATTLEFIELD);
        attack(g, &a, 1);
        cardrt_status st = block(g, 1, &b, &a, 1);
        if ((st == CARDRT_OK) != cases[i].ok)
            CU_FAIL("evasion case");
        CU_ASSERT_EQUAL(cardrt_is_blocked(g, a), cases[i].ok);
        cardrt_game_free(g);
    }
}

/* CR 509.1b (the current rules): restrictions on blocks a static ability
 * makes (CARDRT_RULE_CANT_BLOCK_THIS): "~ can't be blocked except by
 * creatures with flying", asked of each block as its event would be. */
static bool blocked_by_nonflyer(const cardrt_game *g, cardrt_id src, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_BLOCKS && ev->source == src
           && !cardrt_has_keyword(g, ev->object, CARDRT_KW_FLYING);
}
static const cardrt_rule ONLY_FLYERS_RULE = { .kind = CARDRT_RULE_CANT_BLOCK_THIS, .applies = blocked_by_nonflyer };
static const cardrt_change ONLY_FLYERS_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &ONLY_FLYERS_RULE } };
static const cardrt_static_def ONLY_FLYERS_STATIC[] = { { .changes = ONLY_FLYERS_CHANGE, .nchanges = 1 } };
static const cardrt_card_def SKYWISE = {
    .name = "Skywise", .colors = CARDRT_BLUE, .types = CARDRT_CREATURE, .has_pt = true, .power = 2,
    .toughness = 2, .statics = ONLY_FLYERS_STATIC, .nstatics = 1,
};

static void cr_509_1b_cant_be_blocked_except_by(void)
{
    for (int flying = 0; flying < 2; flying++) {
        cardrt_game *g = new_game();
        cardrt_id a = put(g, &SKYWISE, 0, CARDRT_BATTLEFIELD);
        cardrt_id b = put(g, flying ? &FLYER : &BEAR, 1, CARDRT_BATTLEFIELD);
        cardrt_id other = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
        cardrt_id both[] = { a, other };
        attack(g, both, 2);
        CU_ASSERT_EQUAL(block(g, 1, &b, &a, 1), flying ? CARDRT_OK : CARDRT_EINVAL);
        if (!flying)        /* the Bear may block the other attacker */
            CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &b, &other, 1), CARDRT_OK);
        CU_ASSERT_FALSE(cardrt_rule_applies(g, (cardrt_ref){ CARDRT_REF_OBJECT, a }, CARDRT_RULE_CANT_BLOCK_THIS));
        cardrt_game_free(g);
    }
}

/* CR 508.1c (the current rules): "~ can't attack unless defending player
 * controls an Island" (CARDRT_RULE_CANT_ATTACK_THIS), asked of the attack
 * as its event would be, the defending player the one it would attack. */
static bool no_island_there(const cardrt_game *g, cardrt_id src, const cardrt_event *ev)
{
    int defender = cardrt_defending_player_of(g, src);
    if (ev->kind != CARDRT_EV_ATTACKS || ev->object != src || defender != (int)ev->player)
        return false;
    for (cardrt_id id = 1; id <= 64; id++)
        if (cardrt_zone_of(g, id) == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == (unsigned)defender
            && cardrt_has_subtype(g, id, "Island"))
            return false;
    return true;
}
static const cardrt_rule ISLAND_HOME_RULE = { .kind = CARDRT_RULE_CANT_ATTACK_THIS, .applies = no_island_there };
static const cardrt_change ISLAND_HOME_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &ISLAND_HOME_RULE } };
static const cardrt_static_def ISLAND_HOME_STATIC[] = { { .changes = ISLAND_HOME_CHANGE, .nchanges = 1 } };
static const cardrt_card_def SERPENT = {
    .name = "Serpent", .colors = CARDRT_BLUE, .types = CARDRT_CREATURE, .has_pt = true, .power = 5,
    .toughness = 5, .statics = ISLAND_HOME_STATIC, .nstatics = 1,
};
static const cardrt_card_def ISLAND = {
    .name = "Island", .types = CARDRT_LAND, .supertypes = CARDRT_BASIC, .subtypes = { "Island" },
};

static void cr_508_1c_cant_attack_unless(void)
{
    for (int island = 0; island < 2; island++) {
        cardrt_game *g = new_game();
        cardrt_id a = put(g, &SERPENT, 0, CARDRT_BATTLEFIELD);
        put(g, &ISLAND, island ? 1 : 0, CARDRT_BATTLEFIELD);    /* its controller's Island does not count */
        CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
        CU_ASSERT_EQUAL(cardrt_declare_attackers(g, 0, &a, NULL, 1), island ? CARDRT_OK : CARDRT_EINVAL);
        CU_ASSERT_EQUAL(cardrt_is_attacking(g, a), island != 0);
        CU_ASSERT_EQUAL(cardrt_defending_player_of(g, a), island ? 1 : -1);
        cardrt_game_free(g);
    }
}

/* CR 509.1c (the current rules): "~ must be blocked if able"
 * (CARDRT_RULE_MUST_BE_BLOCKED), and a pass declares the block it needs. */
static const cardrt_rule LURE_RULE = { .kind = CARDRT_RULE_MUST_BE_BLOCKED };
static const cardrt_change LURE_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &LURE_RULE } };
static const cardrt_static_def LURE_STATIC[] = { { .changes = LURE_CHANGE, .nchanges = 1 } };
static const cardrt_card_def STALKER = {
    .name = "Stalker", .colors = CARDRT_BLACK, .types = CARDRT_CREATURE, .has_pt = true, .power = 1,
    .toughness = 1, .statics = LURE_STATIC, .nstatics = 1,
};

static void cr_509_1c_must_be_blocked(void)
{
    cardrt_game *g = new_game();
    cardrt_id a = put(g, &STALKER, 0, CARDRT_BATTLEFIELD);
    cardrt_id other = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_id b = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id both[] = { a, other };
    attack(g, both, 2);
    CU_ASSERT_EQUAL(block(g, 1, NULL, NULL, 0), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &b, &other, 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_pass(g, 1), CARDRT_OK);
    CU_ASSERT_TRUE(cardrt_is_blocked(g, a));
    CU_ASSERT_FALSE(cardrt_is_blocked(g, other));
    cardrt_game_free(g);
}

static void combat_declare_blockers(void)
{
    cardrt_game *g = new_game();
    cardrt_id menacer = put(g, &MENACER, 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_id idle = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_id b1 = put(g, &BEAR, 1, CARDRT_BATTLEFIELD), b2 = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id tapped = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_set_tapped(g, tapped, true);
    cardrt_id attackers[] = { menacer, ogre };
    attack(g, attackers, 2);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 1);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 0, &b1, &ogre, 1), CARDRT_ETIMING); /* not defending */
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &tapped, &ogre, 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &b1, &idle, 1), CARDRT_EINVAL);  /* not attacking */
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &ogre, &ogre, 1), CARDRT_EINVAL);
    cardrt_id one_each[] = { b1, b1 };                  /* a creature blocks one attacker */
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, one_each, attackers, 2), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, NULL, attackers, 1), CARDRT_EINVAL);
    CU_ASSERT(!cardrt_is_blocking(g, b1));
    CU_ASSERT_EQUAL(cardrt_attacker_blocked(g, b1), 0);
    cardrt_id two[] = { b1, b2 }, both[] = { menacer, menacer };
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, two, both, 2), CARDRT_OK);       /* menace: two */
    CU_ASSERT(cardrt_is_blocked(g, menacer));
    CU_ASSERT(!cardrt_is_blocked(g, ogre));
    CU_ASSERT(cardrt_is_blocking(g, b2));
    CU_ASSERT_EQUAL(cardrt_attacker_blocked(g, b2), menacer);      /* "each creature blocking it" */
    CU_ASSERT_EQUAL(cardrt_attacker_blocked(g, ogre), 0);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, NULL, NULL, 0), CARDRT_ETIMING);  /* done */
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 0);
    fight(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, menacer), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, b1), CARDRT_GRAVEYARD);  /* the default: lethal to each in turn */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, b2), CARDRT_BATTLEFIELD);
    cardrt_game_free(g);
}

static void combat_each_defending_player_declares(void)
{
    cardrt_game *g = cardrt_game_new(3, 20, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    cardrt_id a = put(g, &BEAR, 0, CARDRT_BATTLEFIELD), b = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_id x = put(g, &GOBLIN, 1, CARDRT_BATTLEFIELD), y = put(g, &GOBLIN, 2, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    cardrt_id attackers[] = { a, b };
    cardrt_ref defenders[] = { player(1), player(2) };
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, attackers, defenders, 2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &x, &b, 1), CARDRT_EINVAL);  /* not attacking 1 */
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &x, &a, 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 2);
    CU_ASSERT_EQUAL(cardrt_pass(g, 2), CARDRT_OK);      /* no blocks */
    CU_ASSERT_EQUAL(cardrt_priority_player(g), 0);
    (void)y;
    fight(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    CU_ASSERT_EQUAL(cardrt_life(g, 2), 18);
    cardrt_game_free(g);
}

/* ---- combat damage ------------------------------------------------------------------- */

static int combat_to_players;
static bool combat_damage_to_player(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev->kind == CARDRT_EV_DAMAGE && ev->combat && ev->target.kind == CARDRT_REF_PLAYER;
}
static void count_amount(cardrt_ctx *ctx)
{
    combat_to_players += cardrt_ctx_event(ctx)->amount;
}
static const cardrt_trigger_def on_combat_damage[] = {
    { .text = "Whenever a source deals combat damage to a player, ...",
      .matches = combat_damage_to_player, .effect = count_amount },
};
static const cardrt_card_def TALLY = {
    .name = "Tally", .types = CARDRT_ARTIFACT, .triggers = on_combat_damage, .ntriggers = 1,
};

static void cr_413_1_combat_damage_on_the_stack(void)
{
    /* An unblocked creature deals its damage to the defending player; the
     * damage is an object on the stack, and players may respond to it. */
    cardrt_game *g = new_game();
    cardrt_id leech = put(g, &LEECH, 0, CARDRT_BATTLEFIELD);
    put(g, &TALLY, 1, CARDRT_BATTLEFIELD);
    attack(g, &leech, 1);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_COMBAT_DAMAGE), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    combat_to_players = 0;
    CU_ASSERT_EQUAL(cardrt_pass(g, 0), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_pass(g, 1), CARDRT_OK);      /* it resolves */
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);             /* lifelink */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);           /* the combat damage trigger */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(combat_to_players, 2);
    /* Damage that is not combat damage does not count. */
    cardrt_deal_damage(g, leech, player(1), 1);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    cardrt_game_free(g);
}

static void cr_509_1h_unblocked_once_blockers_are_declared(void)
{
    /* CR 509.1h (the current rules): an attacking creature becomes blocked
     * or unblocked as blockers are declared; before that it is neither. */
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_id other = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_id wall = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    const cardrt_id both[] = { ogre, other };
    attack(g, both, 2);
    CU_ASSERT_FALSE(cardrt_is_unblocked(g, ogre));
    CU_ASSERT_FALSE(cardrt_is_blocked(g, ogre));
    CU_ASSERT_EQUAL(block(g, 1, &wall, &other, 1), CARDRT_OK);
    CU_ASSERT_TRUE(cardrt_is_unblocked(g, ogre));
    CU_ASSERT_FALSE(cardrt_is_unblocked(g, other));
    CU_ASSERT_FALSE(cardrt_is_unblocked(g, wall));      /* not attacking */
    cardrt_game_free(g);
}

static void cr_413_1_responding_to_combat_damage(void)
{
    /* Giant Growth on the blocker while the damage is on the stack: the
     * damage was assigned as a 2/2 and is dealt to a 5/5. */
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id gg = put(g, &GROWTH, 1, CARDRT_HAND);
    attack(g, &ogre, 1);
    CU_ASSERT_EQUAL(block(g, 1, &bear, &ogre, 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_COMBAT_DAMAGE), CARDRT_OK);
    cardrt_ref t = obj(bear);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, gg, &t, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, bear), 2);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void cr_413_1_a_source_gone_still_deals_its_damage(void)
{
    /* Once combat damage is on the stack it is dealt as assigned, by the
     * source as it last was (later rules; the FAQ's "killed before damage
     * dealing" is before this step). */
    cardrt_game *g = new_game();
    cardrt_id leech = put(g, &LEECH, 0, CARDRT_BATTLEFIELD);
    attack(g, &leech, 1);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_COMBAT_DAMAGE), CARDRT_OK);
    cardrt_move(g, leech, CARDRT_HAND);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);
    cardrt_game_free(g);
}

static void ed4_first_strike_deals_damage_first(void)
{
    /* "Creatures with first strike [deal damage] during the first step, and
     * creatures without first strike during the second." */
    cardrt_game *g = new_game();
    cardrt_id knight = put(g, &KNIGHT, 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    attack(g, &knight, 1);
    CU_ASSERT_EQUAL(block(g, 1, &ogre, &knight, 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_COMBAT_DAMAGE), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_COMBAT_DAMAGE), CARDRT_OK);    /* the second */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);           /* the Ogre is gone: nothing to deal */
    fight(g);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, knight), 0);
    cardrt_game_free(g);
}

static void double_strike_deals_damage_in_both_steps(void)
{
    cardrt_game *g = new_game();
    cardrt_id striker = put(g, &STRIKER, 0, CARDRT_BATTLEFIELD);
    cardrt_id other = put(g, &STRIKER, 0, CARDRT_BATTLEFIELD);
    cardrt_id giant = put(g, &GIANT, 1, CARDRT_BATTLEFIELD);
    cardrt_id both[] = { striker, other };
    attack(g, both, 2);
    CU_ASSERT_EQUAL(block(g, 1, &giant, &other, 1), CARDRT_OK);
    fight(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 16);             /* 2 + 2 unblocked */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, giant), CARDRT_GRAVEYARD);  /* 2 + 2 */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, other), CARDRT_GRAVEYARD);  /* 3 in the second step */
    cardrt_game_free(g);
}

static void deathtouch_any_damage_is_lethal(void)
{
    cardrt_game *g = new_game();
    cardrt_id asp = put(g, &ASP, 0, CARDRT_BATTLEFIELD);
    cardrt_id wall = put(g, &WALL, 1, CARDRT_BATTLEFIELD);
    attack(g, &asp, 1);
    CU_ASSERT_EQUAL(block(g, 1, &wall, &asp, 1), CARDRT_OK);
    fight(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, wall), CARDRT_GRAVEYARD);
    /* Not only in combat. */
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, asp, obj(bear), 1);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void ed4_trample_only_from_attacking_creatures(void)
{
    /* "Mammoths are 3/3, with trample.  If I use them to defend against a
     * 1/1 Goblin, does the extra damage carry over to the Goblin's
     * controller?  No.  Only attacking creatures can deal trample damage." */
    cardrt_game *g = new_game();
    cardrt_id goblin = put(g, &GOBLIN, 0, CARDRT_BATTLEFIELD);
    cardrt_id mammoth = put(g, &MAMMOTH, 1, CARDRT_BATTLEFIELD);
    attack(g, &goblin, 1);
    CU_ASSERT_EQUAL(block(g, 1, &mammoth, &goblin, 1), CARDRT_OK);
    fight(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, goblin), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 20);
    cardrt_game_free(g);
}

/* Assigns an attacker's damage to its first blocker only. */
static unsigned damage_first_only(void *user, const cardrt_game *g, const cardrt_choice *c,
                                  unsigned *answers)
{
    (void)g;
    (*(int *)user)++;
    if (c->kind != CARDRT_CHOOSE_DAMAGE)
        return ~0u;
    answers[0] = 0;
    return 1;
}

static void ed4_mammoth_blocked_by_two_goblins(void)
{
    /* "If they're blocked by two 1/1 Goblins, I get to assign the damage ...
     * Can I choose to damage only one of the Goblins, miss the other one,
     * and let the other 2 points carry over to my opponent?  Yes." */
    cardrt_game *g = new_game();
    cardrt_id mammoth = put(g, &MAMMOTH, 0, CARDRT_BATTLEFIELD);
    cardrt_id g1 = put(g, &GOBLIN, 1, CARDRT_BATTLEFIELD), g2 = put(g, &GOBLIN, 1, CARDRT_BATTLEFIELD);
    int asked = 0;
    cardrt_set_chooser(g, damage_first_only, &asked);
    attack(g, &mammoth, 1);
    cardrt_id goblins[] = { g1, g2 }, twice[] = { mammoth, mammoth };
    CU_ASSERT_EQUAL(block(g, 1, goblins, twice, 2), CARDRT_OK);
    fight(g);
    CU_ASSERT_EQUAL(asked, 1);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, g1), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, g2), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, mammoth), 2);  /* both Goblins deal theirs */
    cardrt_game_free(g);
}

static void ed4_mammoth_default_assignment(void)
{
    /* With no chooser, lethal damage to each blocker in the order they
     * blocked, and the rest tramples over. */
    cardrt_game *g = new_game();
    cardrt_id mammoth = put(g, &MAMMOTH, 0, CARDRT_BATTLEFIELD);
    cardrt_id g1 = put(g, &GOBLIN, 1, CARDRT_BATTLEFIELD), g2 = put(g, &GOBLIN, 1, CARDRT_BATTLEFIELD);
    attack(g, &mammoth, 1);
    cardrt_id goblins[] = { g1, g2 }, twice[] = { mammoth, mammoth };
    CU_ASSERT_EQUAL(block(g, 1, goblins, twice, 2), CARDRT_OK);
    fight(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, g1), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, g2), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    cardrt_game_free(g);
}

static void ed4_without_trample_the_extra_does_not_carry_over(void)
{
    /* "You could assign the damage the same way with a non-trampling
     * creature, although the extra damage would not carry over." */
    cardrt_game *g = new_game();
    cardrt_id giant = put(g, &GIANT, 0, CARDRT_BATTLEFIELD);
    cardrt_id g1 = put(g, &GOBLIN, 1, CARDRT_BATTLEFIELD), g2 = put(g, &GOBLIN, 1, CARDRT_BATTLEFIELD);
    int asked = 0;
    cardrt_set_chooser(g, damage_first_only, &asked);
    attack(g, &giant, 1);
    cardrt_id goblins[] = { g1, g2 }, twice[] = { giant, giant };
    CU_ASSERT_EQUAL(block(g, 1, goblins, twice, 2), CARDRT_OK);
    fight(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, g1), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, g2), 0);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, g2), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    cardrt_game_free(g);
}

static void ed4_trample_reduced_to_zero_by_protection(void)
{
    /* "If the trample damage is reduced to zero, either by protection from
     * a color or ..., there is no damage to carry over": lethal damage is
     * assigned to the blocker, protection prevents it, and only what is
     * beyond lethal reaches the player. */
    cardrt_game *g = new_game();
    cardrt_id mammoth = put(g, &MAMMOTH, 0, CARDRT_BATTLEFIELD);
    cardrt_id saint = put(g, &BIG_SAINT, 1, CARDRT_BATTLEFIELD);
    attack(g, &mammoth, 1);
    CU_ASSERT_EQUAL(block(g, 1, &saint, &mammoth, 1), CARDRT_OK);
    fight(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, saint), 0);
    cardrt_end_turn(g);
    cardrt_end_turn(g);
    cardrt_id small = put(g, &SAINT, 1, CARDRT_BATTLEFIELD);
    attack(g, &mammoth, 1);
    CU_ASSERT_EQUAL(block(g, 1, &small, &mammoth, 1), CARDRT_OK);
    fight(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);             /* 1 prevented, 2 trample over */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, small), CARDRT_BATTLEFIELD);
    cardrt_game_free(g);
}

static void ed4_prodigal_sorcerer_blocking(void)
{
    /* "Tim is blocking.  Before damage is dealt, I decide to use his special
     * ability.  ... Tim is now tapped, so he deals no damage during the
     * damage-dealing step to the creature he blocked.  He will still take
     * damage from his attacker." */
    cardrt_game *g = new_game();
    cardrt_id ogre = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_id tim = put(g, &SORCERER, 1, CARDRT_BATTLEFIELD);
    attack(g, &ogre, 1);
    CU_ASSERT_EQUAL(block(g, 1, &tim, &ogre, 1), CARDRT_OK);
    cardrt_ref t = player(0);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 1, tim, 0, &t, &n), CARDRT_OK);
    CU_ASSERT(cardrt_is_blocking(g, tim));              /* the block still happens */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 19);
    fight(g);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, ogre), 0);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, tim), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);             /* blocked: no damage to the player */
    cardrt_game_free(g);
}

static int blocked_by;
static bool becomes_blocked(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    return ev->kind == CARDRT_EV_BLOCKED && ev->object == self;
}
static void note_blocked(cardrt_ctx *ctx)
{
    blocked_by = cardrt_ctx_event(ctx)->amount;
}
static const cardrt_trigger_def on_blocked[] = {
    { .text = "Whenever this creature becomes blocked, ...", .matches = becomes_blocked,
      .effect = note_blocked },
};
static const cardrt_card_def RHINO = {
    .name = "Rhino", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE, .has_pt = true, .power = 4,
    .toughness = 4, .keywords = KW(TRAMPLE), .triggers = on_blocked, .ntriggers = 1,
};
static bool self_blocks(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    return ev->kind == CARDRT_EV_BLOCKS && ev->object == self;
}
static void gain_one(cardrt_ctx *ctx)
{
    cardrt_gain_life(cardrt_ctx_game(ctx), cardrt_ctx_controller(ctx), 1);
}
static const cardrt_trigger_def on_blocks[] = {
    { .text = "Whenever this creature blocks, you gain 1 life.", .matches = self_blocks,
      .effect = gain_one },
};
static const cardrt_card_def SENTRY = {
    .name = "Sentry", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE, .has_pt = true, .power = 1,
    .toughness = 1, .triggers = on_blocks, .ntriggers = 1,
};

static void ed4_blocked_creature_stays_blocked(void)
{
    /* The rulebook: "Once a creature is blocked, it remains blocked for the
     * rest of the combat, even if all its blockers are removed"; "If all of
     * a creature's blockers have disappeared, it doesn't deal combat damage
     * at all unless it has trample." */
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_id rhino = put(g, &RHINO, 0, CARDRT_BATTLEFIELD);
    cardrt_id s1 = put(g, &SENTRY, 1, CARDRT_BATTLEFIELD), s2 = put(g, &SENTRY, 1, CARDRT_BATTLEFIELD);
    cardrt_id s3 = put(g, &SENTRY, 1, CARDRT_BATTLEFIELD);
    cardrt_id attackers[] = { bear, rhino };
    attack(g, attackers, 2);
    cardrt_id blockers[] = { s1, s2, s3 }, which[] = { bear, rhino, rhino };
    blocked_by = 0;
    CU_ASSERT_EQUAL(block(g, 1, blockers, which, 3), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 4);           /* three blocks, one "becomes blocked" */
    while (cardrt_stack_size(g))
        cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 23);
    CU_ASSERT_EQUAL(blocked_by, 2);
    for (int i = 0; i < 3; i++)
        cardrt_destroy(g, blockers[i], false);
    CU_ASSERT(cardrt_is_blocked(g, bear));
    fight(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 23 - 4);         /* the Rhino's trample, not the Bear */
    cardrt_game_free(g);
}

static void combat_damage_to_a_planeswalker(void)
{
    cardrt_game *g = new_game();
    cardrt_id giant = put(g, &GIANT, 0, CARDRT_BATTLEFIELD);
    cardrt_id goblin = put(g, &GOBLIN, 0, CARDRT_BATTLEFIELD);
    cardrt_id pw = put(g, &WALKER_PW, 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_loyalty(g, pw), 3);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    cardrt_ref mine = obj(giant);
    CU_ASSERT_EQUAL(cardrt_declare_attackers(g, 0, &goblin, &mine, 1), CARDRT_EINVAL);
    cardrt_ref at = obj(pw);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, &goblin, &at, 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_defending_player(g, goblin), 1);
    fight(g);
    CU_ASSERT_EQUAL(cardrt_loyalty(g, pw), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    cardrt_end_turn(g);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, &giant, &at, 1), CARDRT_OK);
    fight(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, pw), CARDRT_GRAVEYARD);   /* no loyalty left */
    cardrt_game_free(g);
}

static void api_combat_bad_use(void)
{
    CU_ASSERT_EQUAL(cardrt_declare_attackers(NULL, 0, NULL, NULL, 0), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(NULL, 0, NULL, NULL, 0), CARDRT_EINVAL);
    CU_ASSERT(!cardrt_is_attacking(NULL, 1));
    CU_ASSERT(!cardrt_is_blocking(NULL, 1));
    CU_ASSERT_EQUAL(cardrt_attacker_blocked(NULL, 1), 0);
    CU_ASSERT(!cardrt_is_blocked(NULL, 1));
    CU_ASSERT_EQUAL(cardrt_defending_player(NULL, 1), -1);
    CU_ASSERT_EQUAL(cardrt_loyalty(NULL, 1), 0);
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_declare_attackers(g, 0, NULL, NULL, 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &ogre, &bear, 1), CARDRT_ETIMING);
    CU_ASSERT(!cardrt_is_attacking(g, 999));
    attack(g, &bear, 1);
    CU_ASSERT_EQUAL(block(g, 1, &ogre, &bear, 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_COMBAT_DAMAGE), CARDRT_OK);
    /* A clone with combat damage on the stack deals it by itself. */
    cardrt_game *c = cardrt_game_clone(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    cardrt_resolve_top(c);
    CU_ASSERT_EQUAL(cardrt_zone_of(c, bear), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    cardrt_game_free(c);
    cardrt_game_free(g);                /* freed with its combat damage on the stack */
}

/* CR 603.2, 115.1: "Whenever a source deals damage to a player, destroy
 * target creature that player controls": which creatures are legal targets
 * depends on the event that triggered it (cardrt_target_spec's
 * controlled_by_event), the damaged player or the source's controller. */
static bool damage_to_player(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev->kind == CARDRT_EV_DAMAGE && ev->target.kind == CARDRT_REF_PLAYER;
}
static bool a_creature(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)src;
    return t->kind == CARDRT_REF_OBJECT && (cardrt_types(g, t->id) & CARDRT_CREATURE);
}
static cardrt_ref destroyed;
static void note_target(cardrt_ctx *ctx)
{
    if (!cardrt_ctx_target(ctx, 0, 0, &destroyed))
        destroyed = (cardrt_ref){ CARDRT_REF_NONE, 0 };
}
static const cardrt_target_spec creature_of_damaged[] = {
    { .text = "creature that player controls", .min = 1, .max = 1, .legal = a_creature,
      .controlled_by_event = CARDRT_BY_EVENT_TARGET },
};
static const cardrt_target_spec creature_of_source_controller[] = {
    { .text = "creature that player controls", .min = 1, .max = 1, .legal = a_creature,
      .controlled_by_event = CARDRT_BY_EVENT_PLAYER },
};
static const cardrt_trigger_def on_damage_damaged[] = {
    { .text = "Whenever a source deals damage to a player, ...", .matches = damage_to_player,
      .targets = creature_of_damaged, .ntargets = 1, .effect = note_target },
};
static const cardrt_trigger_def on_damage_controller[] = {
    { .text = "Whenever a source deals damage to a player, ...", .matches = damage_to_player,
      .targets = creature_of_source_controller, .ntargets = 1, .effect = note_target },
};
static const cardrt_card_def PILLAGER = {
    .name = "Pillager", .types = CARDRT_ARTIFACT, .triggers = on_damage_damaged, .ntriggers = 1,
};
static const cardrt_card_def TRAITOR = {
    .name = "Traitor", .types = CARDRT_ARTIFACT, .triggers = on_damage_controller, .ntriggers = 1,
};

static void cr_603_2_target_controlled_by_the_event_player(void)
{
    const cardrt_card_def *defs[] = { &PILLAGER, &TRAITOR };
    for (int i = 0; i < 2; i++) {
        cardrt_game *g = new_game();
        cardrt_id mine = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
        cardrt_id theirs = put(g, &OGRE, 1, CARDRT_BATTLEFIELD);
        put(g, defs[i], 0, CARDRT_BATTLEFIELD);
        cardrt_deal_damage(g, mine, player(1), 1);      /* Ann's Ogre deals damage to Bob */
        cardrt_check_sba(g);                            /* the trigger goes on the stack */
        CU_ASSERT_EQUAL_FATAL(cardrt_stack_size(g), 1);
        destroyed = (cardrt_ref){ CARDRT_REF_NONE, 0 };
        CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);      /* the one legal creature */
        CU_ASSERT_EQUAL(destroyed.kind, CARDRT_REF_OBJECT);
        CU_ASSERT_EQUAL(destroyed.id, i == 0 ? theirs : mine);
        cardrt_game_free(g);
    }
}

/* ---- banding (CR 702.22; the Fourth Edition rulebook's "Banding") ------------------- */

static const cardrt_rule BANDING_RULE = { .kind = CARDRT_RULE_BANDING };
static const cardrt_change BANDING_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &BANDING_RULE } };
static const cardrt_static_def BANDING_STATIC[] = { { .changes = BANDING_CHANGE, .nchanges = 1 } };
static const cardrt_card_def BANDER = {
    .name = "Bander", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE, .has_pt = true, .power = 1,
    .toughness = 1, .statics = BANDING_STATIC, .nstatics = 1,
};

/* Divides a banding division as *USER says: amounts for the candidates in order. */
static unsigned divide_as_told(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)g;
    const unsigned *told = user;
    if (c->kind != CARDRT_CHOOSE_DIVIDE)
        return ~0u;
    for (unsigned i = 0; i < c->ncandidates; i++)
        answers[i] = told[i];
    return c->ncandidates;
}

static void cr_702_22_bands(void)
{
    /* 702.22c: creatures with banding and up to one without; 702.22h: a
     * creature blocking one member blocks each; 702.22k: the attacking player
     * divides that blocker's damage among them. */
    cardrt_game *g = new_game();
    cardrt_id bander = put(g, &BANDER, 0, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD), ogre = put(g, &OGRE, 0, CARDRT_BATTLEFIELD);
    cardrt_id giant = put(g, &GIANT, 1, CARDRT_BATTLEFIELD);
    unsigned told[] = { 0, 3 };
    cardrt_set_chooser(g, divide_as_told, told);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    cardrt_id two[] = { bear, ogre }, three[] = { bander, bear, ogre };
    unsigned together[] = { 1, 1, 1 };
    CU_ASSERT_EQUAL(cardrt_declare_attackers_in_bands(g, 0, two, NULL, together, 2), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_declare_attackers_in_bands(g, 0, three, NULL, together, 3), CARDRT_EINVAL);
    CU_ASSERT(!cardrt_is_attacking(g, bander));
    unsigned bands[] = { 1, 1, 0 };
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers_in_bands(g, 0, three, NULL, bands, 3), CARDRT_OK);
    CU_ASSERT_EQUAL(block(g, 1, &giant, &bander, 1), CARDRT_OK);
    CU_ASSERT(cardrt_blocks(g, giant, bear));
    CU_ASSERT(cardrt_is_blocked(g, bear));
    CU_ASSERT(!cardrt_blocks(g, giant, ogre));
    fight(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bander), CARDRT_BATTLEFIELD);     /* all 3 to the bear */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);                             /* the ogre, alone */
    cardrt_game_free(g);
}

static void cr_702_22_division_must_add_up(void)
{
    /* A division that does not add up to the damage is no answer: each
     * blocker gets lethal damage in turn, the last the rest (702.22j), none
     * of it to the player, trample or not (without banding, the Rhino's 4
     * would be 1 to each Goblin and 2 to the player). */
    cardrt_game *g = new_game();
    cardrt_id rhino = put(g, &RHINO, 0, CARDRT_BATTLEFIELD);
    cardrt_id bander = put(g, &BANDER, 1, CARDRT_BATTLEFIELD), goblin = put(g, &GOBLIN, 1, CARDRT_BATTLEFIELD);
    unsigned told[] = { 0, 2 };
    cardrt_set_chooser(g, divide_as_told, told);
    attack(g, &rhino, 1);
    cardrt_id blockers[] = { bander, goblin }, twice[] = { rhino, rhino };
    CU_ASSERT_EQUAL(block(g, 1, blockers, twice, 2), CARDRT_OK);
    while (cardrt_stack_size(g))
        cardrt_resolve_top(g);      /* the Rhino's "becomes blocked" */
    fight(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bander), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, goblin), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, rhino), 2);
    cardrt_game_free(g);
}

void register_combat_tests(void)
{
    CU_pSuite s = test_suite("combat");
    test_add(s, "combat_declare_attackers", combat_declare_attackers);
    test_add(s, "ed4_evasion_restricts_blockers", ed4_evasion_restricts_blockers);
    test_add(s, "combat_declare_blockers", combat_declare_blockers);
    test_add(s, "cr_509_1b_cant_be_blocked_except_by", cr_509_1b_cant_be_blocked_except_by);
    test_add(s, "cr_508_1c_cant_attack_unless", cr_508_1c_cant_attack_unless);
    test_add(s, "cr_509_1c_must_be_blocked", cr_509_1c_must_be_blocked);
    test_add(s, "combat_each_defending_player_declares", combat_each_defending_player_declares);
    test_add(s, "cr_413_1_combat_damage_on_the_stack", cr_413_1_combat_damage_on_the_stack);
    test_add(s, "cr_509_1h_unblocked_once_blockers_are_declared",
             cr_509_1h_unblocked_once_blockers_are_declared);
    test_add(s, "cr_413_1_responding_to_combat_damage", cr_413_1_responding_to_combat_damage);
    test_add(s, "cr_413_1_a_source_gone_still_deals_its_damage",
             cr_413_1_a_source_gone_still_deals_its_damage);
    test_add(s, "ed4_first_strike_deals_damage_first", ed4_first_strike_deals_damage_first);
    test_add(s, "double_strike_deals_damage_in_both_steps", double_strike_deals_damage_in_both_steps);
    test_add(s, "deathtouch_any_damage_is_lethal", deathtouch_any_damage_is_lethal);
    test_add(s, "ed4_trample_only_from_attacking_creatures", ed4_trample_only_from_attacking_creatures);
    test_add(s, "ed4_mammoth_blocked_by_two_goblins", ed4_mammoth_blocked_by_two_goblins);
    test_add(s, "ed4_mammoth_default_assignment", ed4_mammoth_default_assignment);
    test_add(s, "ed4_without_trample_the_extra_does_not_carry_over",
             ed4_without_trample_the_extra_does_not_carry_over);
    test_add(s, "ed4_trample_reduced_to_zero_by_protection", ed4_trample_reduced_to_zero_by_protection);
    test_add(s, "ed4_prodigal_sorcerer_blocking", ed4_prodigal_sorcerer_blocking);
    test_add(s, "ed4_blocked_creature_stays_blocked", ed4_blocked_creature_stays_blocked);
    test_add(s, "combat_damage_to_a_planeswalker", combat_damage_to_a_planeswalker);
    test_add(s, "api_combat_bad_use", api_combat_bad_use);
    test_add(s, "cr_702_22_bands", cr_702_22_bands);
    test_add(s, "cr_702_22_division_must_add_up", cr_702_22_division_must_add_up);
    test_add(s, "cr_603_2_target_controlled_by_the_event_player",
             cr_603_2_target_controlled_by_the_event_player);
}
