/* test_replacement.c — replacement effects (CR 416.1: "Some effects are
 * replacement effects"; 614 and 616 of the current rules): an event that
 * would happen is modified or replaced, each effect applies once to an
 * event (614.5), self-replacement effects first and the affected object's
 * controller chooses the order among the others (616.1). */
#include "rt_tests.h"

static bool is_creature(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    (void)src;
    return (cardrt_types(g, o) & CARDRT_CREATURE) != 0;
}

static const cardrt_card_def BEAR = {
    .name = "Grizzly Bears", .colors = CARDRT_GREEN, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 2, .toughness = 2,
};
static const cardrt_card_def ROCK = { .name = "Rock", .types = CARDRT_ARTIFACT };

/* "If a creature would die, exile it instead." */
static bool creature_would_die(const cardrt_game *g, cardrt_id src, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->from == CARDRT_BATTLEFIELD && ev->to == CARDRT_GRAVEYARD
        && is_creature(g, src, ev->object);
}
static const cardrt_rule EXILE_DYING = {
    .kind = CARDRT_RULE_REPLACE, .applies = creature_would_die, .to = CARDRT_EXILE, .to_given = true,
};
static const cardrt_change EXILE_DYING_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &EXILE_DYING } };
static const cardrt_static_def EXILE_DYING_STATIC[] = { { .changes = EXILE_DYING_CHANGE, .nchanges = 1 } };
static const cardrt_card_def LEYLINE = {
    .name = "Leyline", .types = CARDRT_ENCHANTMENT, .statics = EXILE_DYING_STATIC, .nstatics = 1,
};

/* "If a creature would die, put it on top of its owner's library instead." */
static const cardrt_rule TOP_DYING = {
    .kind = CARDRT_RULE_REPLACE, .applies = creature_would_die, .to = CARDRT_LIBRARY, .to_given = true,
    .how = CARDRT_MOVE_TOP,
};
static const cardrt_change TOP_DYING_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &TOP_DYING } };
static const cardrt_static_def TOP_DYING_STATIC[] = { { .changes = TOP_DYING_CHANGE, .nchanges = 1 } };
static const cardrt_card_def SPIRIT = {
    .name = "Library Spirit", .types = CARDRT_ENCHANTMENT, .statics = TOP_DYING_STATIC, .nstatics = 1,
};

static void cr_614_1a_if_a_creature_would_die_exile_it_instead(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id rock = put(g, &ROCK, 1, CARDRT_BATTLEFIELD);
    cardrt_id leyline = put(g, &LEYLINE, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_destroy(g, bear, true), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_EXILE);
    CU_ASSERT_EQUAL(cardrt_history(g, 3, CARDRT_HIST_DIED, false), 0);   /* it never died */
    cardrt_destroy(g, rock, true);              /* not a creature: to the graveyard */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, rock), CARDRT_GRAVEYARD);
    /* Lethal damage, a state-based action: exiled too. */
    cardrt_id other = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, leyline, obj(other), 2);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, other), CARDRT_EXILE);
    /* Once the Leyline is gone, creatures die as usual. */
    cardrt_move(g, leyline, CARDRT_GRAVEYARD);
    cardrt_id third = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_destroy(g, third, true);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, third), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

/* "If you would draw a card, you gain 3 life instead." and "If you would
 * draw a card, draw two cards instead." */
static bool you_would_draw(const cardrt_game *g, cardrt_id src, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_DRAW && ev->player == cardrt_controller(g, src);
}
static void gain_three(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_YOU);
    cardrt_fx_life(ctx, 0, 3);
}
static void draw_two(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_YOU);
    cardrt_fx_draw(ctx, 0, 2);
}
static const cardrt_rule DRAW_TO_LIFE = {
    .kind = CARDRT_RULE_REPLACE, .applies = you_would_draw, .instead = gain_three,
};
static const cardrt_rule DRAW_TWO = { .kind = CARDRT_RULE_REPLACE, .applies = you_would_draw, .instead = draw_two };
static const cardrt_card_def SPELL = { .name = "Spell", .types = CARDRT_SORCERY };

static void cr_614_1a_if_you_would_draw_instead(void)
{
    cardrt_game *g = new_game();
    for (int i = 0; i < 10; i++) {
        put(g, &BEAR, 0, CARDRT_LIBRARY);
        put(g, &BEAR, 1, CARDRT_LIBRARY);
    }
    cardrt_id src = put(g, &SPELL, 0, CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_add_rule(g, src, &DRAW_TO_LIFE, NULL, CARDRT_UNTIL_END_OF_TURN, NULL), CARDRT_OK);
    cardrt_draw(g, 0, 2);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 0);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_LIBRARY), 10);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 26);
    cardrt_draw(g, 1, 1);                       /* not "you": a card drawn */
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_HAND), 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    cardrt_game_free(g);
}

static void cr_614_5_a_replacement_applies_once(void)
{
    /* "Draw two cards instead": the draws it makes are not replaced again
     * (and do not loop). */
    cardrt_game *g = new_game();
    for (int i = 0; i < 10; i++)
        put(g, &BEAR, 0, CARDRT_LIBRARY);
    cardrt_id src = put(g, &SPELL, 0, CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_add_rule(g, src, &DRAW_TWO, NULL, CARDRT_FOREVER, NULL), CARDRT_OK);
    cardrt_draw(g, 0, 1);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 2);
    cardrt_draw(g, 0, 2);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 6);
    cardrt_game_free(g);
}

/* "If a source would deal damage to a player, it deals double that damage
 * to that player instead." */
static bool damage_to_player(const cardrt_game *g, cardrt_id src, const cardrt_event *ev)
{
    (void)g;
    (void)src;
    return ev->kind == CARDRT_EV_DAMAGE && ev->target.kind == CARDRT_REF_PLAYER;
}
static const cardrt_rule DOUBLE = { .kind = CARDRT_RULE_REPLACE, .applies = damage_to_player, .times = 2 };

static void cr_614_1a_double_damage_this_turn(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id src = put(g, &SPELL, 0, CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_add_rule(g, src, &DOUBLE, NULL, CARDRT_UNTIL_END_OF_TURN, NULL), CARDRT_OK);
    cardrt_deal_damage(g, bear, player(0), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 16);
    cardrt_deal_damage(g, src, obj(bear), 1);   /* to a creature: as it is */
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, bear), 1);
    /* Prevention first, then the rest is doubled: (2 - 1) * 2. */
    cardrt_prevention_spec shield = { .recipient = player(0), .amount = 1,
                                      .duration = CARDRT_UNTIL_END_OF_TURN };
    cardrt_add_prevention(g, src, &shield);
    cardrt_deal_damage(g, bear, player(0), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 14);
    /* Two such effects: each applies once (614.5), four times as much. */
    cardrt_add_rule(g, src, &DOUBLE, NULL, CARDRT_UNTIL_END_OF_TURN, NULL);
    cardrt_deal_damage(g, bear, player(1), 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 16);
    cardrt_end_turn(g);                         /* "this turn" is over */
    cardrt_deal_damage(g, bear, player(1), 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 15);
    cardrt_game_free(g);
}

/* "Creatures you control enter the battlefield with an additional +1/+1
 * counter on them."  "~ enters the battlefield tapped." */
static bool your_creature_enters(const cardrt_game *g, cardrt_id src, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->to == CARDRT_BATTLEFIELD && is_creature(g, src, ev->object)
        && cardrt_owner(g, ev->object) == cardrt_controller(g, src);
}
static bool self_enters(const cardrt_game *g, cardrt_id src, const cardrt_event *ev)
{
    (void)g;
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->to == CARDRT_BATTLEFIELD && ev->object == src;
}
static const cardrt_rule EXTRA_COUNTER = {
    .kind = CARDRT_RULE_REPLACE, .applies = your_creature_enters, .counter = "+1/+1", .counters = 1,
};
static const cardrt_change EXTRA_COUNTER_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &EXTRA_COUNTER } };
static const cardrt_static_def EXTRA_COUNTER_STATIC[] = { { .changes = EXTRA_COUNTER_CHANGE, .nchanges = 1 } };
static const cardrt_card_def HARDENED = {
    .name = "Hardened Scales", .types = CARDRT_ENCHANTMENT, .statics = EXTRA_COUNTER_STATIC, .nstatics = 1,
};
static const cardrt_rule ENTERS_TAPPED = {
    .kind = CARDRT_RULE_REPLACE, .applies = self_enters, .how = CARDRT_MOVE_TAPPED, .self = true,
};
static const cardrt_change ENTERS_TAPPED_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &ENTERS_TAPPED } };
static const cardrt_static_def ENTERS_TAPPED_STATIC[] = { { .changes = ENTERS_TAPPED_CHANGE, .nchanges = 1 } };
static const cardrt_card_def SLOW_BEAR = {
    .name = "Slow Bear", .types = CARDRT_CREATURE, .has_pt = true, .power = 2, .toughness = 2,
    .statics = ENTERS_TAPPED_STATIC, .nstatics = 1,
};

static void cr_614_1c_enters_tapped_and_with_counters(void)
{
    cardrt_game *g = new_game();
    put(g, &HARDENED, 0, CARDRT_BATTLEFIELD);
    cardrt_id slow = put(g, &SLOW_BEAR, 0, CARDRT_HAND);
    cardrt_id theirs = put(g, &BEAR, 1, CARDRT_HAND);
    cardrt_id rock = put(g, &ROCK, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_move(g, slow, CARDRT_BATTLEFIELD), CARDRT_OK);
    CU_ASSERT(cardrt_is_tapped(g, slow));
    CU_ASSERT_EQUAL(cardrt_counter_count(g, slow, "+1/+1"), 1);
    assert_pt(g, slow, 3, 3);
    cardrt_move(g, theirs, CARDRT_BATTLEFIELD);
    CU_ASSERT(!cardrt_is_tapped(g, theirs));
    CU_ASSERT_EQUAL(cardrt_counter_count(g, theirs, "+1/+1"), 0);
    cardrt_move(g, rock, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, rock, "+1/+1"), 0);
    /* A token is created onto the battlefield: it enters with one too. */
    cardrt_id token = 0;
    CU_ASSERT_EQUAL(cardrt_create_token(g, &BEAR, 0, &token), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, token), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, token, "+1/+1"), 1);
    cardrt_game_free(g);
}

/* "If ~ would be put into a graveyard from anywhere, reveal it and shuffle
 * it into its owner's library instead." */
static bool self_to_graveyard(const cardrt_game *g, cardrt_id src, const cardrt_event *ev)
{
    (void)g;
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->to == CARDRT_GRAVEYARD && ev->object == src;
}
static const cardrt_rule SHUFFLE_BACK = {
    .kind = CARDRT_RULE_REPLACE, .applies = self_to_graveyard, .to = CARDRT_LIBRARY, .to_given = true,
    .how = CARDRT_MOVE_SHUFFLE, .self = true,
};
static const cardrt_change SHUFFLE_BACK_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &SHUFFLE_BACK } };
static const cardrt_static_def SHUFFLE_BACK_STATIC[] = { { .changes = SHUFFLE_BACK_CHANGE, .nchanges = 1 } };
static const cardrt_card_def COLOSSUS = {
    .name = "Colossus", .types = CARDRT_ARTIFACT | CARDRT_CREATURE, .has_pt = true, .power = 11,
    .toughness = 11, .statics = SHUFFLE_BACK_STATIC, .nstatics = 1,
};

static void cr_614_1a_self_replacement_from_anywhere(void)
{
    cardrt_game *g = new_game();
    cardrt_id on_bf = put(g, &COLOSSUS, 0, CARDRT_BATTLEFIELD);
    cardrt_id in_hand = put(g, &COLOSSUS, 0, CARDRT_HAND);
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_HAND);
    cardrt_destroy(g, on_bf, true);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, on_bf), CARDRT_LIBRARY);
    cardrt_move(g, in_hand, CARDRT_GRAVEYARD);  /* discarded: from the hand too */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, in_hand), CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_GRAVEYARD), 0);
    cardrt_move(g, bear, CARDRT_GRAVEYARD);     /* another card's, not this one's */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

/* A chooser that records who chose and takes the last candidate. */
typedef struct asked {
    int times;
    unsigned player;
} asked;
static unsigned take_last(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)g;
    asked *a = user;
    if (c->kind != CARDRT_CHOOSE_OBJECTS || c->ncandidates < 2)
        return 0;
    a->times++;
    a->player = c->player;
    answers[0] = c->ncandidates - 1;
    return 1;
}

static void cr_616_1_the_affected_objects_controller_chooses(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    put(g, &LEYLINE, 0, CARDRT_BATTLEFIELD);
    put(g, &SPIRIT, 0, CARDRT_BATTLEFIELD);
    /* The default: the first effect (the Leyline's) applies; after it the
     * event is no longer a death, so the other one does not apply. */
    cardrt_destroy(g, bear, true);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_EXILE);
    asked a = { 0, 9 };
    cardrt_set_chooser(g, take_last, &a);
    cardrt_id second = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_destroy(g, second, true);
    CU_ASSERT_EQUAL(a.times, 1);
    CU_ASSERT_EQUAL(a.player, 1);               /* the bear's controller, not the effects' */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, second), CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_EXILE), 1);
    cardrt_game_free(g);
}

/* "If ~ would die, return it to its owner's hand instead" (its own). */
static bool self_would_die(const cardrt_game *g, cardrt_id src, const cardrt_event *ev)
{
    return creature_would_die(g, src, ev) && ev->object == src;
}
static const cardrt_rule TO_HAND = {
    .kind = CARDRT_RULE_REPLACE, .applies = self_would_die, .to = CARDRT_HAND, .to_given = true, .self = true,
};
static const cardrt_change TO_HAND_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &TO_HAND } };
static const cardrt_static_def TO_HAND_STATIC[] = { { .changes = TO_HAND_CHANGE, .nchanges = 1 } };
static const cardrt_card_def HOMING = {
    .name = "Homing Bear", .types = CARDRT_CREATURE, .has_pt = true, .power = 2, .toughness = 2,
    .statics = TO_HAND_STATIC, .nstatics = 1,
};

static void cr_616_1a_self_replacement_effects_first(void)
{
    cardrt_game *g = new_game();
    asked a = { 0, 9 };
    cardrt_set_chooser(g, take_last, &a);
    put(g, &LEYLINE, 0, CARDRT_BATTLEFIELD);
    cardrt_id homing = put(g, &HOMING, 1, CARDRT_BATTLEFIELD);
    cardrt_destroy(g, homing, true);
    CU_ASSERT_EQUAL(a.times, 0);                /* no choice: its own effect first */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, homing), CARDRT_HAND);
    cardrt_game_free(g);
}

/* "If you would gain life, you gain that much life plus 1 instead." */
static bool you_would_gain(const cardrt_game *g, cardrt_id src, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_LIFE_GAINED && ev->player == cardrt_controller(g, src);
}
static const cardrt_rule PLUS_ONE = { .kind = CARDRT_RULE_REPLACE, .applies = you_would_gain, .plus = 1 };
static const cardrt_change PLUS_ONE_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &PLUS_ONE } };
static const cardrt_static_def PLUS_ONE_STATIC[] = { { .changes = PLUS_ONE_CHANGE, .nchanges = 1 } };
static const cardrt_card_def SOUL = {
    .name = "Soul", .types = CARDRT_ENCHANTMENT, .statics = PLUS_ONE_STATIC, .nstatics = 1,
};
static const cardrt_change LOSE_ALL[] = { { .kind = CARDRT_LOSE_ABILITIES } };

static void cr_614_1a_gain_that_much_plus_one(void)
{
    cardrt_game *g = new_game();
    cardrt_id soul = put(g, &SOUL, 0, CARDRT_BATTLEFIELD);
    cardrt_gain_life(g, 0, 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    CU_ASSERT_EQUAL(cardrt_history(g, 1, CARDRT_HIST_LIFE_GAINED, false), 3);  /* the event as modified */
    cardrt_gain_life(g, 1, 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 22);
    cardrt_gain_life(g, 0, 0);                  /* no life gained: no event to replace */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    /* A permanent that lost its abilities has no replacement effect. */
    cardrt_effect_spec e = { LOSE_ALL, 1, CARDRT_UNTIL_END_OF_TURN, NULL, &soul, 1, NULL };
    cardrt_add_effect(g, soul, &e);
    cardrt_gain_life(g, 0, 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 25);
    cardrt_game_free(g);
}

/* "If a nontoken creature would enter the battlefield and it wasn't cast,
 * exile it instead."  "Return target creature card from your graveyard to
 * the battlefield tapped." */
static bool uncast_creature_enters(const cardrt_game *g, cardrt_id src, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->to == CARDRT_BATTLEFIELD && is_creature(g, src, ev->object)
        && !cardrt_is_token(g, ev->object) && !cardrt_cast_info(g, ev->object, NULL, NULL, NULL);
}
static const cardrt_rule PRIEST_RULE = {
    .kind = CARDRT_RULE_REPLACE, .applies = uncast_creature_enters, .to = CARDRT_EXILE, .to_given = true,
};
static const cardrt_change PRIEST_CHANGE[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &PRIEST_RULE } };
static const cardrt_static_def PRIEST_STATIC[] = { { .changes = PRIEST_CHANGE, .nchanges = 1 } };
static const cardrt_card_def PRIEST = {
    .name = "Priest", .types = CARDRT_CREATURE, .has_pt = true, .power = 2, .toughness = 2,
    .statics = PRIEST_STATIC, .nstatics = 1,
};
static bool creature_card(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    return t->kind == CARDRT_REF_OBJECT && is_creature(g, src, t->id);
}
static const cardrt_target_spec IN_YARD[] = {
    { .text = "target creature card", .min = 1, .max = 1, .legal = creature_card,
      .zones = CARDRT_IN(CARDRT_GRAVEYARD) },
};
static void reanimate_tapped(cardrt_ctx *ctx)
{
    cardrt_sel_target(ctx, 0, 0);
    cardrt_fx_move(ctx, 0, CARDRT_BATTLEFIELD, CARDRT_MOVE_TAPPED);
}
static const cardrt_card_def REANIMATE = {
    .name = "Reanimate", .types = CARDRT_SORCERY, .targets = IN_YARD, .ntargets = 1, .resolve = reanimate_tapped,
};
static void shuffle_in(cardrt_ctx *ctx)
{
    cardrt_sel_target(ctx, 0, 0);
    cardrt_fx_move(ctx, 0, CARDRT_LIBRARY, CARDRT_MOVE_SHUFFLE);
}
static const cardrt_card_def RECYCLE = {
    .name = "Recycle", .types = CARDRT_SORCERY, .targets = IN_YARD, .ntargets = 1, .resolve = shuffle_in,
};

static void cr_614_1a_moved_elsewhere_instead(void)
{
    cardrt_game *g = new_game();
    put(g, &PRIEST, 1, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_GRAVEYARD);
    cardrt_id spell = put(g, &REANIMATE, 0, CARDRT_HAND);
    cardrt_ref t = obj(bear);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, spell, &t, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_EXILE);
    CU_ASSERT(!cardrt_is_tapped(g, bear));      /* "tapped" was for the battlefield */
    /* A creature spell that resolves was cast: it enters. */
    cardrt_id cast = put(g, &BEAR, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, cast, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, cast), CARDRT_BATTLEFIELD);
    /* Shuffled into the library (CARDRT_MOVE_SHUFFLE): the library is
     * shuffled, so the card is not always on top. */
    for (int i = 0; i < 20; i++)
        put(g, &ROCK, 0, CARDRT_LIBRARY);
    unsigned on_top = 0;
    for (int k = 0; k < 8; k++) {
        cardrt_id dead = put(g, &BEAR, 0, CARDRT_GRAVEYARD);
        cardrt_id rec = put(g, &RECYCLE, 0, CARDRT_HAND);
        t = obj(dead);
        CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, rec, &t, &n), CARDRT_OK);
        cardrt_resolve_top(g);
        CU_ASSERT_EQUAL(cardrt_zone_of(g, dead), CARDRT_LIBRARY);
        cardrt_draw(g, 0, 1);
        on_top += cardrt_zone_of(g, dead) == CARDRT_HAND;
    }
    CU_ASSERT(on_top < 8);
    cardrt_game_free(g);
}

/* "Lava Coil deals 4 damage to target creature. If that creature would die
 * this turn, exile it instead." (CR 416.1, 418.3b): a replacement effect
 * locked on one creature, until end of turn; other creatures die as usual,
 * and it ends at cleanup.  A rule for the objects a filter accepts replaces
 * only what would happen to those. */
static const cardrt_rule EXILE_IF_IT_DIES = {
    .kind = CARDRT_RULE_REPLACE, .applies = cardrt_match_dies, .to = CARDRT_EXILE, .to_given = true,
};

static void cr_614_1a_that_creature_would_die_this_turn(void)
{
    cardrt_game *g = new_game();
    cardrt_id coiled = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id other = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id later = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    const cardrt_change change[] = { { .kind = CARDRT_RULE_CHANGE, .rule = &EXILE_IF_IT_DIES } };
    const cardrt_id locked[] = { coiled, later };
    cardrt_effect_spec e = { change, 1, CARDRT_UNTIL_END_OF_TURN, NULL, locked, 2, NULL };
    CU_ASSERT_EQUAL(cardrt_add_effect(g, 0, &e), CARDRT_OK);
    cardrt_destroy(g, other, true);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, other), CARDRT_GRAVEYARD);
    cardrt_destroy(g, coiled, true);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, coiled), CARDRT_EXILE);
    cardrt_end_turn(g);                         /* "this turn" ends at cleanup */
    cardrt_destroy(g, later, true);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, later), CARDRT_GRAVEYARD);
    CU_ASSERT(!cardrt_match_dies(g, 0, NULL));
    /* "If a creature would die this turn, exile it instead": every creature
     * as it would die, no other permanent. */
    CU_ASSERT_EQUAL(cardrt_add_rule(g, 0, &EXILE_IF_IT_DIES, is_creature, CARDRT_UNTIL_END_OF_TURN, NULL),
                    CARDRT_OK);
    cardrt_id rock = put(g, &ROCK, 1, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_destroy(g, rock, true);
    cardrt_destroy(g, bear, true);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, rock), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_EXILE);
    cardrt_game_free(g);
}

static void api_replacement_bad_use(void)
{
    cardrt_game *g = new_game();
    CU_ASSERT_EQUAL(cardrt_add_rule(NULL, 0, &DOUBLE, NULL, CARDRT_FOREVER, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_rule(g, 0, NULL, NULL, CARDRT_FOREVER, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_rule(g, 0, &DOUBLE, NULL, CARDRT_AS_LONG_AS, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_rule(g, 0, &DOUBLE, NULL, (cardrt_duration)99, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_rule(g, 0, &DOUBLE, NULL, CARDRT_WHILE_YOU_CONTROL, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_fx_rule(NULL, &DOUBLE, NULL, CARDRT_FOREVER), CARDRT_EINVAL);
    CU_ASSERT(!cardrt_rule_applies(NULL, player(0), CARDRT_RULE_CANT_GAIN_LIFE));
    CU_ASSERT(!cardrt_rule_applies(g, player(0), CARDRT_RULE_REPLACE));
    CU_ASSERT_EQUAL(cardrt_spell_limit(NULL, 0), -1);
    CU_ASSERT_EQUAL(cardrt_spell_limit(g, 9), -1);
    cardrt_game_free(g);
}

void register_replacement_tests(void)
{
    CU_pSuite s = test_suite("replacement");
    test_add(s, "cr_614_1a_if_a_creature_would_die_exile_it_instead",
             cr_614_1a_if_a_creature_would_die_exile_it_instead);
    test_add(s, "cr_614_1a_if_you_would_draw_instead", cr_614_1a_if_you_would_draw_instead);
    test_add(s, "cr_614_5_a_replacement_applies_once", cr_614_5_a_replacement_applies_once);
    test_add(s, "cr_614_1a_double_damage_this_turn", cr_614_1a_double_damage_this_turn);
    test_add(s, "cr_614_1c_enters_tapped_and_with_counters", cr_614_1c_enters_tapped_and_with_counters);
    test_add(s, "cr_614_1a_self_replacement_from_anywhere", cr_614_1a_self_replacement_from_anywhere);
    test_add(s, "cr_616_1_the_affected_objects_controller_chooses",
             cr_616_1_the_affected_objects_controller_chooses);
    test_add(s, "cr_616_1a_self_replacement_effects_first", cr_616_1a_self_replacement_effects_first);
    test_add(s, "cr_614_1a_gain_that_much_plus_one", cr_614_1a_gain_that_much_plus_one);
    test_add(s, "cr_614_1a_moved_elsewhere_instead", cr_614_1a_moved_elsewhere_instead);
    test_add(s, "cr_614_1a_that_creature_would_die_this_turn", cr_614_1a_that_creature_would_die_this_turn);
    test_add(s, "api_replacement_bad_use", api_replacement_bad_use);
}
