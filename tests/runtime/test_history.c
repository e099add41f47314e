/* test_history.c — the events triggered abilities wait for beyond zone
 * changes (drawing, discarding, sacrificing, becoming tapped or untapped,
 * becoming a target, attacking unblocked) and what the game remembers of
 * this turn and the last (cardrt_history).  Targets are chosen as a spell
 * is put on the stack (CR 415.1 in 000_91b4b7cd603922e7.txt); costs are
 * paid as it is cast or activated (Rules FAQ 1.1.04, 003_ee89b347c05a0e6f.txt). */
#include "rt_tests.h"

static const cardrt_card_def BEAR = {
    .name = "Grizzly Bears", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 2, .toughness = 2,
};
static const cardrt_card_def FOREST = {
    .name = "Forest", .types = CARDRT_LAND, .supertypes = CARDRT_BASIC, .subtypes = { "Forest" },
};

/* "{0}, Sacrifice this: nothing", "{0}, Discard a card: nothing", "{T}: nothing" */
static void nothing(cardrt_ctx *ctx)
{
    (void)ctx;
}
static const cardrt_cost sac_self[] = { { .kind = CARDRT_COST_SACRIFICE_SELF } };
static const cardrt_cost discard_one[] = { { .kind = CARDRT_COST_DISCARD, .n = 1 } };
static const cardrt_cost tap_self[] = { { .kind = CARDRT_COST_TAP } };
static const cardrt_activated_def altar_abs[] = {
    { .text = "Sacrifice this.", .costs = sac_self, .ncosts = 1, .effect = nothing },
    { .text = "Discard a card.", .costs = discard_one, .ncosts = 1, .effect = nothing },
    { .text = "{T}: Nothing.", .costs = tap_self, .ncosts = 1, .effect = nothing },
};
static const cardrt_card_def ALTAR = {
    .name = "Altar", .types = CARDRT_ARTIFACT, .activated = altar_abs, .nactivated = 3,
};

/* The events seen, in order. */
typedef struct seen {
    cardrt_event ev[32];
    unsigned n;
} seen;

static void observe(void *user, const cardrt_game *g, const cardrt_event *ev)
{
    (void)g;
    seen *s = user;
    if (s->n < 32)
        s->ev[s->n++] = *ev;
}

/* The first event of KIND seen, or an event with no object and no player. */
static const cardrt_event *find(const seen *s, int kind)
{
    static const cardrt_event none = { .object = -1, .player = ~0u };
    for (unsigned i = 0; i < s->n; i++)
        if ((int)s->ev[i].kind == kind)
            return &s->ev[i];
    return &none;
}

static bool has(const seen *s, int kind)
{
    return find(s, kind)->object != -1;
}

static void events_draw_discard_sacrifice_tap(void)
{
    cardrt_game *g = new_game();
    seen s = { .n = 0 };
    cardrt_set_observer(g, observe, &s);
    cardrt_id altar = put(g, &ALTAR, 0, CARDRT_BATTLEFIELD);
    cardrt_id card = put(g, &BEAR, 0, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_draw(g, 0, 1), CARDRT_OK);
    const cardrt_event *e = find(&s, CARDRT_EV_DRAW);
    CU_ASSERT_FATAL(e->object != -1);
    CU_ASSERT_EQUAL(e->object, card);
    CU_ASSERT_EQUAL(e->player, 0);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_CARDS_DRAWN, false), 1);
    /* A cost: the card is discarded, then the permanent taps. */
    s.n = 0;
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, altar, 1, NULL, NULL), CARDRT_OK);
    CU_ASSERT_FATAL(has(&s, CARDRT_EV_DISCARD));
    e = find(&s, CARDRT_EV_DISCARD);
    CU_ASSERT_EQUAL(e->object, card);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, card), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_DISCARDED, false), 1);
    CU_ASSERT_EQUAL(cardrt_history(g, 2u, CARDRT_HIST_DISCARDED, false), 0);
    s.n = 0;
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, altar, 2, NULL, NULL), CARDRT_OK);
    CU_ASSERT_FATAL(has(&s, CARDRT_EV_TAPPED));
    e = find(&s, CARDRT_EV_TAPPED);
    CU_ASSERT_EQUAL(e->object, altar);
    /* Tapping a tapped permanent is no event (FAQ 1.1.08: it can't be done). */
    s.n = 0;
    CU_ASSERT_EQUAL(cardrt_set_tapped(g, altar, true), CARDRT_OK);
    CU_ASSERT_FALSE(has(&s, CARDRT_EV_TAPPED));
    CU_ASSERT_EQUAL(cardrt_set_tapped(g, altar, false), CARDRT_OK);
    CU_ASSERT_TRUE(has(&s, CARDRT_EV_UNTAPPED));
    /* Sacrificed: it goes to the graveyard, then the sacrifice is reported. */
    s.n = 0;
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, altar, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(s.n >= 2, true);
    CU_ASSERT_EQUAL(s.ev[0].kind, CARDRT_EV_ZONE_CHANGE);
    CU_ASSERT_EQUAL(s.ev[1].kind, CARDRT_EV_SACRIFICE);
    CU_ASSERT_EQUAL(s.ev[1].object, altar);
    CU_ASSERT_EQUAL(s.ev[1].types_before, CARDRT_ARTIFACT);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_LEFT, false), 1);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_DIED, false), 0);     /* not a creature */
    cardrt_game_free(g);
}

/* CR 415.1: the targets are chosen as the spell is put on the stack; each
 * becomes a target then. */
static void events_becoming_a_target(void)
{
    cardrt_game *g = new_game();
    seen s = { .n = 0 };
    cardrt_set_observer(g, observe, &s);
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id shock_card = put(g, &rt_shock, 0, CARDRT_HAND);
    cardrt_ref t = obj(bear);
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, shock_card, &t, &one), CARDRT_OK);
    const cardrt_event *e = find(&s, CARDRT_EV_TARGETED);
    CU_ASSERT_FATAL(e->object != -1);
    CU_ASSERT_EQUAL(e->object, bear);
    CU_ASSERT_EQUAL(e->target.kind, CARDRT_REF_OBJECT);
    CU_ASSERT_EQUAL(e->source, shock_card);
    CU_ASSERT_EQUAL(e->player, 0);
    CU_ASSERT_PTR_NULL(e->text);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_SPELLS_CAST, false), 1);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    /* The bear died: its controller's creature. */
    CU_ASSERT_EQUAL(cardrt_history(g, 2u, CARDRT_HIST_DIED, false), 1);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_DIED, false), 0);
    CU_ASSERT_EQUAL(cardrt_history(g, 3u, CARDRT_HIST_DIED, false), 1);
    CU_ASSERT_EQUAL(cardrt_history(g, 2u, CARDRT_HIST_NONTOKEN_DIED, false), 1);    /* a card */
    cardrt_game_free(g);
}

/* An attacker its defending player does not block is reported once that
 * player has declared blockers; one that is blocked is not. */
static void events_attacker_not_blocked(void)
{
    cardrt_game *g = new_game();
    seen s = { .n = 0 };
    cardrt_id bears[] = { put(g, &BEAR, 0, CARDRT_BATTLEFIELD), put(g, &BEAR, 0, CARDRT_BATTLEFIELD) };
    cardrt_id theirs = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    cardrt_set_observer(g, observe, &s);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, bears, NULL, 2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_ATTACKERS, false), 2);
    /* each attack says how many attacked with it; then the player's attack, once */
    CU_ASSERT_EQUAL(find(&s, CARDRT_EV_ATTACKS)->amount, 2);
    CU_ASSERT_EQUAL(find(&s, CARDRT_EV_ATTACKED)->amount, 2);
    CU_ASSERT_EQUAL(find(&s, CARDRT_EV_ATTACKED)->player, 0);
    CU_ASSERT_FATAL(s.n > 0);
    CU_ASSERT_EQUAL(s.ev[s.n - 1].kind, CARDRT_EV_ATTACKED);
    s.n = 0;
    CU_ASSERT_EQUAL(cardrt_history(g, 2u, CARDRT_HIST_ATTACKERS, false), 0);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_blockers(g, 1, &theirs, &bears[0], 1), CARDRT_OK);
    unsigned unblocked = 0;
    for (unsigned i = 0; i < s.n; i++)
        if (s.ev[i].kind == CARDRT_EV_UNBLOCKED) {
            unblocked++;
            CU_ASSERT_EQUAL(s.ev[i].object, bears[1]);
            CU_ASSERT_EQUAL(s.ev[i].player, 1);
        }
    CU_ASSERT_EQUAL(unblocked, 1);
    cardrt_game_free(g);
}

/* "Whenever this blocks or becomes blocked by a creature, destroy that
 * creature": the other creature of the block, whichever side this is on. */
static bool block_involves_self(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    return ev->kind == CARDRT_EV_BLOCKS && (ev->object == self || ev->source == self);
}
static void destroy_other(cardrt_ctx *ctx)
{
    cardrt_sel_event(ctx, 0, CARDRT_EVENT_OTHER);
    cardrt_fx_destroy(ctx, 0, true);
}
static const cardrt_trigger_def basilisk_trig[] = {
    { .text = "Whenever this blocks or becomes blocked by a creature, destroy that creature.",
      .matches = block_involves_self, .effect = destroy_other },
};
static const cardrt_card_def BASILISK = {
    .name = "Basilisk", .types = CARDRT_CREATURE, .has_pt = true, .power = 1, .toughness = 1,
    .triggers = basilisk_trig, .ntriggers = 1,
};

static void event_other_side_of_a_block(void)
{
    for (int attacking = 0; attacking < 2; attacking++) {
        cardrt_game *g = new_game();
        cardrt_id basilisk = put(g, &BASILISK, attacking ? 0 : 1, CARDRT_BATTLEFIELD);
        cardrt_id bear = put(g, &BEAR, attacking ? 1 : 0, CARDRT_BATTLEFIELD);
        cardrt_id attacker = attacking ? basilisk : bear, blocker = attacking ? bear : basilisk;
        CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
        CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, &attacker, NULL, 1), CARDRT_OK);
        CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
        CU_ASSERT_EQUAL_FATAL(cardrt_declare_blockers(g, 1, &blocker, &attacker, 1), CARDRT_OK);
        CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
        CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
        CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_GRAVEYARD);
        CU_ASSERT_EQUAL(cardrt_zone_of(g, basilisk), CARDRT_BATTLEFIELD);
        cardrt_game_free(g);
    }
}

/* "Whenever a creature is dealt damage, its controller loses that much
 * life": before its first action, the result is the event's amount. */
static bool creature_dealt_damage(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)self;
    return ev->kind == CARDRT_EV_DAMAGE && ev->target.kind == CARDRT_REF_OBJECT
           && (cardrt_types(g, ev->object) & CARDRT_CREATURE);
}
static void lose_that_much(cardrt_ctx *ctx)
{
    cardrt_sel_event(ctx, 0, CARDRT_EVENT_OBJECT);
    cardrt_sel_related(ctx, 1, 0, CARDRT_REL_CONTROLLER);
    cardrt_fx_life(ctx, 1, -cardrt_fx_result(ctx));
}
static const cardrt_trigger_def pain_trig[] = {
    { .text = "Whenever a creature is dealt damage, its controller loses that much life.",
      .matches = creature_dealt_damage, .effect = lose_that_much },
};
static const cardrt_card_def PAIN = {
    .name = "Pain", .types = CARDRT_ENCHANTMENT, .triggers = pain_trig, .ntriggers = 1,
};

static void that_much_is_the_events_amount(void)
{
    cardrt_game *g = new_game();
    put(g, &PAIN, 0, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_deal_damage(g, 0, obj(bear), 1), CARDRT_OK);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    cardrt_game_free(g);
}

/* This turn's history becomes last turn's as the next turn begins, and the
 * untap step's untapping is reported. */
static void history_this_turn_and_last(void)
{
    cardrt_game *g = new_game();
    cardrt_id forest = put(g, &FOREST, 0, CARDRT_HAND);
    seen s = { .n = 0 };
    cardrt_set_observer(g, observe, &s);
    CU_ASSERT_EQUAL_FATAL(cardrt_play_land(g, 0, forest), CARDRT_OK);
    CU_ASSERT_FATAL(s.n > 0);
    CU_ASSERT_EQUAL(s.ev[s.n - 1].kind, CARDRT_EV_PLAY_LAND);      /* after it moved */
    CU_ASSERT_EQUAL(s.ev[s.n - 1].object, forest);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_ENTERED, false), 1);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_LANDS_ENTERED, false), 1);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_LANDS_PLAYED, false), 1);     /* CR 305.1 */
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_TOKENS_CREATED, false), 0);   /* a card */
    cardrt_id token = 0;
    CU_ASSERT_EQUAL_FATAL(cardrt_create_token(g, &FOREST, 1, &token), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_history(g, 2u, CARDRT_HIST_TOKENS_CREATED, false), 1);    /* CR 111.1 */
    CU_ASSERT_EQUAL(cardrt_history(g, 2u, CARDRT_HIST_LANDS_PLAYED, false), 0);      /* not played */
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_TOKENS_CREATED, false), 0);
    CU_ASSERT_EQUAL(cardrt_gain_life(g, 0, 3), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_gain_life(g, 0, 2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_lose_life(g, 1, 4), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_set_tapped(g, forest, true), CARDRT_OK);
    /* damage dealt to a player, the amounts (CR 120.3): not life lost otherwise */
    CU_ASSERT_EQUAL(cardrt_deal_damage(g, forest, (cardrt_ref){ CARDRT_REF_PLAYER, 1 }, 2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_deal_damage(g, forest, (cardrt_ref){ CARDRT_REF_PLAYER, 1 }, 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_deal_damage(g, forest, (cardrt_ref){ CARDRT_REF_OBJECT, token }, 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_history(g, 2u, CARDRT_HIST_DAMAGE_TAKEN, false), 3);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_DAMAGE_TAKEN, false), 0);
    CU_ASSERT_EQUAL(cardrt_history(g, 2u, CARDRT_HIST_LIFE_LOST, false), 7);
    CU_ASSERT_EQUAL(cardrt_gain_life(g, 1, 3), CARDRT_OK);      /* back to the life it had */
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_LIFE_GAINED, false), 5);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_LIFE_GAINED, true), 0);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);         /* player 1's turn */
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_LIFE_GAINED, false), 0);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_LIFE_GAINED, true), 5);
    CU_ASSERT_EQUAL(cardrt_history(g, 2u, CARDRT_HIST_LIFE_LOST, true), 7);
    CU_ASSERT_EQUAL(cardrt_history(g, 2u, CARDRT_HIST_DAMAGE_TAKEN, true), 3);
    CU_ASSERT_EQUAL(cardrt_history(g, 2u, CARDRT_HIST_DAMAGE_TAKEN, false), 0);
    s.n = 0;
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);         /* player 0's: the forest untaps */
    const cardrt_event *e = find(&s, CARDRT_EV_UNTAPPED);
    CU_ASSERT_FATAL(e->object != -1);
    CU_ASSERT_EQUAL(e->object, forest);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_LIFE_GAINED, true), 0);
    /* Bad arguments count nothing. */
    CU_ASSERT_EQUAL(cardrt_history(NULL, 1u, CARDRT_HIST_DIED, false), 0);
    CU_ASSERT_EQUAL(cardrt_history(g, 1u, CARDRT_HIST_COUNT, false), 0);
    CU_ASSERT_EQUAL(cardrt_history(g, 0u, CARDRT_HIST_CARDS_DRAWN, true), 0);
    cardrt_game_free(g);
}

/* How a spell was cast is known while it is that spell and the permanent
 * it becomes; a zone change forgets it. */
static void cast_info(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_HAND);
    cardrt_zone from = CARDRT_NOWHERE;
    cardrt_step step = CARDRT_STEP_UNTAP;
    bool own = false;
    CU_ASSERT_FALSE(cardrt_cast_info(g, bear, &from, &step, &own));
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bear, NULL, NULL), CARDRT_OK);
    CU_ASSERT_TRUE(cardrt_cast_info(g, bear, &from, &step, &own));
    CU_ASSERT_EQUAL(from, CARDRT_HAND);
    CU_ASSERT_EQUAL(step, CARDRT_STEP_MAIN);
    CU_ASSERT_TRUE(own);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_BATTLEFIELD);
    CU_ASSERT_TRUE(cardrt_cast_info(g, bear, NULL, NULL, NULL));
    CU_ASSERT_EQUAL(cardrt_move(g, bear, CARDRT_HAND), CARDRT_OK);
    CU_ASSERT_FALSE(cardrt_cast_info(g, bear, NULL, NULL, NULL));
    CU_ASSERT_FALSE(cardrt_cast_info(NULL, bear, NULL, NULL, NULL));
    cardrt_game_free(g);
}

/* "Defending player" in the text of a creature that attacks is the player
 * it attacks; in that of another object, the one player attacked. */
static void defending_player_of(void)
{
    cardrt_game *g = cardrt_game_new(3, 20, 42);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    cardrt_id bears[] = { put(g, &BEAR, 0, CARDRT_BATTLEFIELD), put(g, &BEAR, 0, CARDRT_BATTLEFIELD) };
    cardrt_id other = put(g, &ALTAR, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_defending_player_of(g, other), -1);     /* no combat */
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    cardrt_ref at[] = { player(1), player(2) };
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, bears, at, 1), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_defending_player_of(g, bears[0]), 1);
    CU_ASSERT_EQUAL(cardrt_defending_player_of(g, other), 1);
    cardrt_game_free(g);
    g = cardrt_game_new(3, 20, 42);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    bears[0] = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    bears[1] = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    other = put(g, &ALTAR, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, bears, at, 2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_defending_player_of(g, bears[1]), 2);
    CU_ASSERT_EQUAL(cardrt_defending_player_of(g, other), -1);     /* two players attacked */
    CU_ASSERT_EQUAL(cardrt_defending_player_of(NULL, other), -1);
    cardrt_game_free(g);
}

/* "Sacrifice a creature: You gain life equal to the sacrificed creature's
 * power": the cost's creature, as it last was (CR 413.2f). */
static bool any_creature(const cardrt_game *g, cardrt_id source, cardrt_id obj)
{
    (void)source;
    return (cardrt_types(g, obj) & CARDRT_CREATURE) != 0;
}
static void gain_its_power(cardrt_ctx *ctx)
{
    cardrt_sel_paid(ctx, 0, CARDRT_COST_SACRIFICE);
    cardrt_sel_paid(ctx, 1, CARDRT_COST_DISCARD);          /* none */
    cardrt_sel_players(ctx, 2, CARDRT_WHO_YOU);
    cardrt_fx_life(ctx, 2, cardrt_sel_stat(ctx, 0, CARDRT_STAT_POWER) + 10 * cardrt_sel_count(ctx, 1));
}
static const cardrt_cost sac_creature[] = { { .kind = CARDRT_COST_SACRIFICE, .n = 1, .which = any_creature } };
static const cardrt_activated_def altar2_abs[] = {
    { .text = "Sacrifice a creature: gain life.", .costs = sac_creature, .ncosts = 1, .effect = gain_its_power },
};
static const cardrt_card_def ALTAR2 = {
    .name = "Altar of Bones", .types = CARDRT_ARTIFACT, .activated = altar2_abs, .nactivated = 1,
};

static void sel_paid(void)
{
    cardrt_game *g = new_game();
    cardrt_id altar = put(g, &ALTAR2, 0, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, altar, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);
    cardrt_game_free(g);
}

/* "a spell that targets ~ / you / a creature you control": the targets
 * the spell itself has (CR 415.1 in 000_91b4b7cd603922e7.txt). */
static bool is_bear(const cardrt_game *g, cardrt_id source, cardrt_id o)
{
    (void)source;
    return cardrt_has_name(g, o, "Grizzly Bears");
}
static void spell_targets(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id forest = put(g, &FOREST, 1, CARDRT_BATTLEFIELD);
    cardrt_id shock_card = put(g, &rt_shock, 0, CARDRT_HAND);
    CU_ASSERT_FALSE(cardrt_spell_targets_object(g, shock_card, bear));     /* not on the stack */
    cardrt_ref t = obj(bear);
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, shock_card, &t, &one), CARDRT_OK);
    CU_ASSERT_TRUE(cardrt_spell_targets_object(g, shock_card, bear));
    CU_ASSERT_FALSE(cardrt_spell_targets_object(g, shock_card, forest));
    CU_ASSERT_FALSE(cardrt_spell_targets_player(g, shock_card, 1));
    CU_ASSERT_TRUE(cardrt_spell_targets_any(g, 0, shock_card, is_bear));
    CU_ASSERT_FALSE(cardrt_spell_targets_any(g, 0, bear, is_bear));        /* not a spell */
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    cardrt_id again = put(g, &rt_shock, 0, CARDRT_HAND);
    t = player(1);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, again, &t, &one), CARDRT_OK);
    CU_ASSERT_TRUE(cardrt_spell_targets_player(g, again, 1));
    CU_ASSERT_FALSE(cardrt_spell_targets_player(g, again, 0));
    CU_ASSERT_FALSE(cardrt_spell_targets_any(g, 0, again, is_bear));
    cardrt_game_free(g);
}

/* "attacking you": the player a creature attacks itself, not the controller
 * of a planeswalker it attacks (who is its defending player all the same). */
static const cardrt_card_def WALKER = {
    .name = "Walker", .types = CARDRT_PLANESWALKER, .loyalty = 3,
};
static void attacked_player(void)
{
    cardrt_game *g = new_game();
    cardrt_id bears[] = { put(g, &BEAR, 0, CARDRT_BATTLEFIELD), put(g, &BEAR, 0, CARDRT_BATTLEFIELD) };
    cardrt_id walker = put(g, &WALKER, 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_attacked_player(g, bears[0]), -1);      /* no combat */
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    cardrt_ref at[] = { player(1), obj(walker) };
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, bears, at, 2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_attacked_player(g, bears[0]), 1);
    CU_ASSERT_EQUAL(cardrt_attacked_player(g, bears[1]), -1);
    CU_ASSERT_EQUAL(cardrt_defending_player(g, bears[1]), 1);
    CU_ASSERT_EQUAL(cardrt_attacked_player(NULL, bears[0]), -1);
    cardrt_game_free(g);
}

/* "that was dealt damage this turn", "that entered the battlefield this
 * turn": of the object as it is now; a zone change makes a new object that
 * remembers neither (CR 400.7 in later rules), and damage removed by
 * regeneration was still dealt (CR 701.19a). */
static void object_damaged_and_entered_this_turn(void)
{
    cardrt_game *g = new_game();
    cardrt_id old = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_HAND);
    CU_ASSERT_FALSE(cardrt_entered_this_turn(g, old));      /* set up there */
    CU_ASSERT_EQUAL_FATAL(cardrt_move(g, bear, CARDRT_BATTLEFIELD), CARDRT_OK);
    CU_ASSERT_TRUE(cardrt_entered_this_turn(g, bear));
    CU_ASSERT_FALSE(cardrt_object_damaged_this_turn(g, bear));
    CU_ASSERT_EQUAL_FATAL(cardrt_deal_damage(g, old, obj(bear), 1), CARDRT_OK);
    CU_ASSERT_TRUE(cardrt_object_damaged_this_turn(g, bear));
    CU_ASSERT_FALSE(cardrt_object_damaged_this_turn(g, old));
    CU_ASSERT_EQUAL(cardrt_deal_damage(g, old, obj(bear), 0), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_regenerate(g, bear), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_destroy(g, bear, true), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_BATTLEFIELD);
    CU_ASSERT_TRUE(cardrt_object_damaged_this_turn(g, bear));   /* regenerated: still dealt */
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_FALSE(cardrt_object_damaged_this_turn(g, bear));  /* the next turn */
    CU_ASSERT_FALSE(cardrt_entered_this_turn(g, bear));
    CU_ASSERT_EQUAL_FATAL(cardrt_deal_damage(g, old, obj(bear), 1), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_move(g, bear, CARDRT_HAND), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_move(g, bear, CARDRT_BATTLEFIELD), CARDRT_OK);
    CU_ASSERT_FALSE(cardrt_object_damaged_this_turn(g, bear));  /* a new object */
    CU_ASSERT_TRUE(cardrt_entered_this_turn(g, bear));
    CU_ASSERT_FALSE(cardrt_object_damaged_this_turn(g, old));
    cardrt_game_free(g);
}

/* "if it attacked during your last turn": during its controller's latest
 * turn before the current one, not the turn before this one (another
 * player's) nor an older turn of theirs. */
static void attacked_last_turn(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_FALSE(cardrt_attacked_last_turn(g, bear));
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, &bear, NULL, 1), CARDRT_OK);
    CU_ASSERT_FALSE(cardrt_attacked_last_turn(g, bear));        /* this turn, not the last */
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);             /* player 1's turn */
    CU_ASSERT_TRUE(cardrt_attacked_last_turn(g, bear));         /* player 0's latest turn */
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);             /* player 0's next turn */
    CU_ASSERT_TRUE(cardrt_attacked_last_turn(g, bear));
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);             /* it did not attack in turn 3 */
    CU_ASSERT_FALSE(cardrt_attacked_last_turn(g, bear));
    cardrt_game_free(g);
}

void register_history_tests(void)
{
    CU_pSuite s = test_suite("history");
    test_add(s, "events_draw_discard_sacrifice_tap", events_draw_discard_sacrifice_tap);
    test_add(s, "cr_415_1_events_becoming_a_target", events_becoming_a_target);
    test_add(s, "events_attacker_not_blocked", events_attacker_not_blocked);
    test_add(s, "event_other_side_of_a_block", event_other_side_of_a_block);
    test_add(s, "that_much_is_the_events_amount", that_much_is_the_events_amount);
    test_add(s, "history_this_turn_and_last", history_this_turn_and_last);
    test_add(s, "cast_info", cast_info);
    test_add(s, "defending_player_of", defending_player_of);
    test_add(s, "cr_413_2f_sel_paid", sel_paid);
    test_add(s, "attacked_player", attacked_player);
    test_add(s, "cr_415_1_spell_targets", spell_targets);
    test_add(s, "cr_400_7_object_damaged_and_entered_this_turn", object_damaged_and_entered_this_turn);
    test_add(s, "cr_508_1_attacked_last_turn", attacked_last_turn);
}
