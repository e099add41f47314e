/* test_play.c — the choices made as a spell is cast or an ability
 * activated (CR 409.1): modes and their targets (415.7b), X, costs other
 * than mana and when they may be paid; triggered abilities of cards in
 * other zones, and static abilities that apply "as long as". */
#include "rt_tests.h"

static bool is_creature(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)src;
    return t->kind == CARDRT_REF_OBJECT && (cardrt_types(g, t->id) & CARDRT_CREATURE);
}

static bool is_player(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)g;
    (void)src;
    return t->kind == CARDRT_REF_PLAYER;
}

static const cardrt_card_def BEAR = {
    .name = "Bear", .types = CARDRT_CREATURE, .has_pt = true, .power = 2, .toughness = 2,
};
static const cardrt_card_def ROCK = { .name = "Rock", .types = CARDRT_ARTIFACT };

/* ---- modes ------------------------------------------------------------------ */

/* "Choose one — • Destroy target creature. • Target player draws two cards." */
static void charm_effect(cardrt_ctx *ctx)
{
    cardrt_game *g = cardrt_ctx_game(ctx);
    cardrt_ref t;
    if ((cardrt_ctx_modes(ctx) & 1) && cardrt_ctx_target(ctx, 0, 0, &t))
        cardrt_destroy(g, t.id, true);
    if ((cardrt_ctx_modes(ctx) & 2) && cardrt_ctx_target(ctx, 1, 0, &t))
        cardrt_draw(g, (unsigned)t.id, 2);
}

static const cardrt_target_spec charm_targets[] = {
    { .text = "creature", .min = 1, .max = 1, .legal = is_creature, .modes = 1 },
    { .text = "player", .min = 1, .max = 1, .legal = is_player, .modes = 2 },
};
static const cardrt_card_def CHARM = {
    .name = "Charm", .types = CARDRT_INSTANT, .targets = charm_targets, .ntargets = 2,
    .resolve = charm_effect, .nmodes = 2, .min_modes = 1, .max_modes = 1,
};

static void cr_415_7b_modes_have_their_own_targets(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    put(g, &ROCK, 1, CARDRT_LIBRARY);
    put(g, &ROCK, 1, CARDRT_LIBRARY);
    cardrt_id charm = put(g, &CHARM, 0, CARDRT_HAND);
    cardrt_ref t[] = { obj(bear) };
    unsigned first[] = { 1, 0 }, second[] = { 0, 1 };
    /* No mode, or both of a "choose one": refused. */
    cardrt_play none = { .targets = t, .ntargets = first }, both = { .targets = t, .ntargets = first, .modes = 3 };
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, charm, &none), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, charm, &both), CARDRT_EINVAL);
    /* The second mode's slot takes no target when the first is chosen. */
    cardrt_play wrong = { .targets = t, .ntargets = second, .modes = 1 };
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, charm, &wrong), CARDRT_ETARGET);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, charm), CARDRT_HAND);
    cardrt_play destroy = { .targets = t, .ntargets = first, .modes = 1 };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, charm, &destroy), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_HAND), 0);
    /* The other mode: a player draws. */
    cardrt_id charm2 = put(g, &CHARM, 0, CARDRT_HAND);
    cardrt_ref p[] = { player(1) };
    cardrt_play draw = { .targets = p, .ntargets = second, .modes = 2 };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, charm2, &draw), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_HAND), 2);
    cardrt_game_free(g);
}

/* ---- X ---------------------------------------------------------------------- */

/* "X target creatures each get -X/-X until end of turn" (X of them, X much). */
static void shrink_effect(cardrt_ctx *ctx)
{
    int x = cardrt_ctx_x(ctx);
    cardrt_change ch = { .kind = CARDRT_MODIFY_PT, .power = -x, .toughness = -x };
    for (unsigned i = 0; i < cardrt_ctx_target_count(ctx, 0); i++) {
        cardrt_ref t;
        if (cardrt_ctx_target(ctx, 0, i, &t)) {
            cardrt_effect_spec e = { &ch, 1, CARDRT_UNTIL_END_OF_TURN, NULL, &t.id, 1, NULL };
            cardrt_add_effect(cardrt_ctx_game(ctx), cardrt_ctx_source(ctx), &e);
        }
    }
}

static const cardrt_target_spec x_creatures[] = {
    { .text = "creatures", .legal = is_creature, .count_is_x = true },
};
static const cardrt_card_def SHRINK = {
    .name = "Shrink", .types = CARDRT_SORCERY, .targets = x_creatures, .ntargets = 1,
    .resolve = shrink_effect,
};

static void cr_413_2f_x_is_chosen_as_cast(void)
{
    cardrt_game *g = new_game();
    cardrt_id a = put(g, &BEAR, 1, CARDRT_BATTLEFIELD), b = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id shrink = put(g, &SHRINK, 0, CARDRT_HAND);
    cardrt_ref t[] = { obj(a), obj(b) };
    unsigned one = 1, two = 2;
    cardrt_play wrong = { .targets = t, .ntargets = &one, .modes = 0, .x = 2, .options = 0 }, negative = { .targets = t, .ntargets = &two, .modes = 0, .x = -1, .options = 0 };
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, shrink, &wrong), CARDRT_ETARGET);   /* X is 2 */
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, shrink, &negative), CARDRT_EINVAL);
    cardrt_play play = { .targets = t, .ntargets = &two, .modes = 0, .x = 2, .options = 0 };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, shrink, &play), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, a), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, b), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

/* "Destroy target creature with power X" (a test of the X the spell was
 * cast with: CR 601.2b, X is chosen before targets), and the X seen by a
 * test its effect runs ("each creature with power X"). */
static bool power_is_x(const cardrt_game *g, cardrt_id source, const cardrt_ref *c)
{
    (void)source;
    return c->kind == CARDRT_REF_OBJECT && cardrt_power(g, c->id) == cardrt_item_x(g);
}
static bool power_is_x_obj(const cardrt_game *g, cardrt_id source, cardrt_id obj)
{
    (void)source;
    return cardrt_power(g, obj) == cardrt_item_x(g);
}
static void destroy_power_x(cardrt_ctx *ctx)
{
    cardrt_sel_objects(ctx, 0, power_is_x_obj, CARDRT_IN(CARDRT_BATTLEFIELD));
    cardrt_fx_destroy(ctx, 0, true);
}
static const cardrt_target_spec power_x_creature[] = {
    { .text = "creature with power X", .min = 1, .max = 1, .legal = power_is_x },
};
static const cardrt_card_def AIMED = {
    .name = "Aimed", .types = CARDRT_SORCERY, .targets = power_x_creature, .ntargets = 1,
    .resolve = destroy_power_x,
};

static void cr_601_2b_tests_see_the_x_it_was_cast_with(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD), other = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    cardrt_id aimed = put(g, &AIMED, 0, CARDRT_HAND);
    cardrt_ref t[] = { obj(bear) };
    unsigned one = 1;
    cardrt_play three = { .targets = t, .ntargets = &one, .modes = 0, .x = 3, .options = 0 }, two = { .targets = t, .ntargets = &one, .modes = 0, .x = 2, .options = 0 };
    CU_ASSERT_EQUAL(cardrt_item_x(g), 0);       /* nothing asks */
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, aimed, &three), CARDRT_ETARGET);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, aimed, &two), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_item_x(g), 0);       /* only while a test runs */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, other), CARDRT_GRAVEYARD);  /* its effect's test */
    CU_ASSERT_EQUAL(cardrt_item_x(g), 0);
    cardrt_game_free(g);
}

/* "Up to X target creatures each get -X/-X": any number from 0 to X (CR 415.4). */
static const cardrt_target_spec up_to_x_creatures[] = {
    { .text = "creatures", .min = -1, .legal = is_creature, .count_is_x = true },
};
static const cardrt_card_def SHRINK_SOME = {
    .name = "Shrink Some", .types = CARDRT_SORCERY, .targets = up_to_x_creatures, .ntargets = 1,
    .resolve = shrink_effect,
};

static void up_to_x_targets(void)
{
    cardrt_game *g = new_game();
    cardrt_id a = put(g, &BEAR, 1, CARDRT_BATTLEFIELD), b = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id shrink = put(g, &SHRINK_SOME, 0, CARDRT_HAND);
    cardrt_ref t[] = { obj(a), obj(b) };
    unsigned one = 1, two = 2;
    cardrt_play too_many = { .targets = t, .ntargets = &two, .modes = 0, .x = 1, .options = 0 };
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, shrink, &too_many), CARDRT_ETARGET);    /* X is 1 */
    cardrt_play play = { .targets = t, .ntargets = &one, .modes = 0, .x = 2, .options = 0 };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, shrink, &play), CARDRT_OK);       /* 1 of up to 2 */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, a), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, b), CARDRT_BATTLEFIELD);
    cardrt_game_free(g);
}

/* ---- costs ------------------------------------------------------------------ */

static void draw_one(cardrt_ctx *ctx)
{
    cardrt_draw(cardrt_ctx_game(ctx), cardrt_ctx_controller(ctx), 1);
}

/* Cycling {2} ({2}, Discard this card: Draw a card.) */
static const cardrt_cost discard_self[] = { { .kind = CARDRT_COST_DISCARD_SELF } };
static const cardrt_activated_def cycling[] = {
    { .text = "Cycling {2}", .mana_cost = "{2}", .costs = discard_self, .ncosts = 1,
      .effect = draw_one, .zones = CARDRT_IN(CARDRT_HAND) },
};

/* "When you cycle this card, you gain 2 life" (it is in the graveyard then). */
static bool cycled_self(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->object == self && ev->from == CARDRT_HAND
           && ev->to == CARDRT_GRAVEYARD;
}

static void gain_two_from_event(cardrt_ctx *ctx)
{
    const cardrt_event *ev = cardrt_ctx_event(ctx);
    CU_ASSERT_PTR_NOT_NULL(ev);
    if (ev && ev->object == cardrt_ctx_source(ctx))
        cardrt_gain_life(cardrt_ctx_game(ctx), cardrt_ctx_controller(ctx), 2);
}

static const cardrt_trigger_def when_cycled[] = {
    { .text = "When you cycle this card, you gain 2 life.", .matches = cycled_self,
      .effect = gain_two_from_event, .zones = CARDRT_IN(CARDRT_GRAVEYARD) },
};
static const cardrt_card_def CYCLER = {
    .name = "Cycler", .types = CARDRT_CREATURE, .has_pt = true, .power = 1, .toughness = 1,
    .activated = cycling, .nactivated = 1, .triggers = when_cycled, .ntriggers = 1,
};

static void cr_415_1_cycling_from_the_hand_and_its_trigger(void)
{
    /* CR 415.1's Example: an ability of a card in another zone than the
     * battlefield, and a triggered ability that sees its event. */
    cardrt_game *g = new_game();
    cardrt_id card = put(g, &CYCLER, 0, CARDRT_HAND);
    put(g, &ROCK, 0, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, card, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, card), CARDRT_GRAVEYARD);    /* the cost */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);                      /* ability and trigger */
    while (cardrt_stack_size(g) > 0)
        cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);
    /* On the battlefield it can't be cycled. */
    cardrt_id other = put(g, &CYCLER, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, other, 0, NULL, NULL), CARDRT_EZONE);
    cardrt_game_free(g);
}

static bool any_creature_obj(const cardrt_game *g, cardrt_id src, cardrt_id o)
{
    (void)src;
    return (cardrt_types(g, o) & CARDRT_CREATURE) != 0;
}

/* "{T}, Tap an untapped creature you control, Exile a card from your
 * graveyard: Draw a card.  Activate only as a sorcery and only once each turn." */
static const cardrt_cost many_costs[] = {
    { .kind = CARDRT_COST_TAP },
    { .kind = CARDRT_COST_TAP_OTHERS, .n = 1, .which = any_creature_obj },
    { .kind = CARDRT_COST_EXILE, .n = 1, .zones = CARDRT_IN(CARDRT_GRAVEYARD) },
};
static const cardrt_activated_def library_ab[] = {
    { .text = "...", .costs = many_costs, .ncosts = 3, .effect = draw_one,
      .timing = CARDRT_TIMING_SORCERY | CARDRT_TIMING_ONCE },
};
static const cardrt_card_def STUDY = {
    .name = "Study", .types = CARDRT_ARTIFACT, .activated = library_ab, .nactivated = 1,
};

static void faq_1_1_04_costs_all_or_nothing(void)
{
    cardrt_game *g = new_game();
    cardrt_id study = put(g, &STUDY, 0, CARDRT_BATTLEFIELD);
    for (int i = 0; i < 3; i++)
        put(g, &ROCK, 0, CARDRT_LIBRARY);
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    /* No card in the graveyard: nothing is paid. */
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, study, 0, NULL, NULL), CARDRT_ECOST);
    CU_ASSERT(!cardrt_is_tapped(g, study));
    CU_ASSERT(!cardrt_is_tapped(g, bear));
    cardrt_id dead = put(g, &ROCK, 0, CARDRT_GRAVEYARD);
    /* Not as a sorcery while something is on the stack. */
    cardrt_id charm = put(g, &CHARM, 1, CARDRT_HAND);
    cardrt_ref p = player(0);
    unsigned counts[] = { 0, 1 };
    cardrt_play draw = { .targets = &p, .ntargets = counts, .modes = 2, .x = 0, .options = 0 };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 1, charm, &draw), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, study, 0, NULL, NULL), CARDRT_ETIMING);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, study, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT(cardrt_is_tapped(g, study));
    CU_ASSERT(cardrt_is_tapped(g, bear));
    CU_ASSERT_EQUAL(cardrt_zone_of(g, dead), CARDRT_EXILE);
    cardrt_resolve_top(g);
    /* Only once each turn, even untapped again. */
    cardrt_set_tapped(g, study, false);
    cardrt_set_tapped(g, bear, false);
    put(g, &ROCK, 0, CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, study, 0, NULL, NULL), CARDRT_ETIMING);
    cardrt_game_free(g);
}

/* "As an additional cost to cast this spell, sacrifice a creature." */
static const cardrt_cost sac_creature[] = {
    { .kind = CARDRT_COST_SACRIFICE, .n = 1, .which = any_creature_obj },
};
static const cardrt_card_def OFFERING = {
    .name = "Offering", .types = CARDRT_INSTANT, .resolve = draw_one, .costs = sac_creature,
    .ncosts = 1,
};

static void faq_1_1_04_additional_cost_of_a_spell(void)
{
    cardrt_game *g = new_game();
    cardrt_id offering = put(g, &OFFERING, 0, CARDRT_HAND);
    put(g, &ROCK, 0, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, offering, NULL, NULL), CARDRT_ECOST);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, offering), CARDRT_HAND);
    cardrt_id bear = put(g, &BEAR, 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, offering, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bear), CARDRT_GRAVEYARD);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);
    cardrt_game_free(g);
}

/* ---- static abilities "as long as" ------------------------------------------ */

static bool you_have_ten_or_less(const cardrt_game *g, cardrt_id src)
{
    return cardrt_life(g, cardrt_controller(g, src)) <= 10;
}

static const cardrt_change plus_two[] = { { .kind = CARDRT_MODIFY_PT, .power = 2, .toughness = 2 } };
static const cardrt_static_def desperate[] = {
    { .changes = plus_two, .nchanges = 1, .condition = you_have_ten_or_less },
};
static const cardrt_card_def DESPERATE = {
    .name = "Desperate", .types = CARDRT_CREATURE, .has_pt = true, .power = 1, .toughness = 1,
    .statics = desperate, .nstatics = 1,
};

static void cr_418_4a_static_ability_with_a_condition(void)
{
    cardrt_game *g = new_game();
    cardrt_id d = put(g, &DESPERATE, 0, CARDRT_BATTLEFIELD);
    assert_pt(g, d, 1, 1);
    cardrt_lose_life(g, 0, 10);
    assert_pt(g, d, 3, 3);
    cardrt_gain_life(g, 0, 1);
    assert_pt(g, d, 1, 1);
    cardrt_game_free(g);
}

/* ---- modal triggered abilities ------------------------------------------------ */

static bool self_enters(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->object == self && ev->to == CARDRT_BATTLEFIELD;
}

static void gain_or_draw(cardrt_ctx *ctx)
{
    cardrt_game *g = cardrt_ctx_game(ctx);
    if (cardrt_ctx_modes(ctx) & 1)
        cardrt_gain_life(g, cardrt_ctx_controller(ctx), 3);
    if (cardrt_ctx_modes(ctx) & 2)
        cardrt_draw(g, cardrt_ctx_controller(ctx), 1);
}

static const cardrt_trigger_def modal_etb[] = {
    { .text = "When this enters, choose one — gain 3 life; or draw a card.",
      .matches = self_enters, .effect = gain_or_draw, .nmodes = 2, .min_modes = 1, .max_modes = 1 },
};
static const cardrt_card_def HERALD = {
    .name = "Herald", .types = CARDRT_CREATURE, .has_pt = true, .power = 1, .toughness = 1,
    .triggers = modal_etb, .ntriggers = 1,
};

static unsigned choose_second(void *user, const cardrt_game *g, const cardrt_choice *c,
                              unsigned *answers)
{
    (void)user;
    (void)g;
    if (c->kind != CARDRT_CHOOSE_MODES)
        return ~0u;
    answers[0] = 1;
    return 1;
}

static void cr_415_7b_modal_trigger_modes(void)
{
    cardrt_game *g = new_game();
    put(g, &ROCK, 0, CARDRT_LIBRARY);
    cardrt_id h = put(g, &HERALD, 0, CARDRT_HAND);
    cardrt_move(g, h, CARDRT_BATTLEFIELD);
    cardrt_check_sba(g);                /* the trigger goes on the stack: the default mode */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    cardrt_set_chooser(g, choose_second, NULL);
    cardrt_id h2 = put(g, &HERALD, 0, CARDRT_HAND);
    cardrt_move(g, h2, CARDRT_BATTLEFIELD);
    cardrt_check_sba(g);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);
    cardrt_game_free(g);
}

/* ---- what a target choice is for ------------------------------------------------ */

/* "When this enters, tap target creature and target player draws a card":
 * two uses of "target", two slots (Rules FAQ 1.1.01). */
static const cardrt_target_spec creature_and_player[] = {
    { .text = "creature", .min = 1, .max = 1, .legal = is_creature },
    { .text = "player", .min = 1, .max = 1, .legal = is_player },
};
static const cardrt_trigger_def two_slot_etb[] = {
    { .text = "When this enters, tap target creature and target player draws a card.",
      .matches = self_enters, .targets = creature_and_player, .ntargets = 2 },
};
static const cardrt_card_def SCOUT = {
    .name = "Scout", .types = CARDRT_CREATURE, .has_pt = true, .power = 1, .toughness = 1,
    .triggers = two_slot_etb, .ntriggers = 1,
};

/* Each target choice (its candidates and what earlier slots took copied:
 * they live only during the call), and whether the slot's test accepted
 * every candidate. */
typedef struct seen_targets {
    unsigned n;
    cardrt_choice c[4];
    cardrt_ref candidates[4][8];
    cardrt_ref taken[4][8];
    bool all_legal;
} seen_targets;

/* Keeps each target choice, and answers nothing (the default is taken). */
static unsigned keep_target_choices(void *user, const cardrt_game *g, const cardrt_choice *c,
                                    unsigned *answers)
{
    seen_targets *seen = user;
    (void)answers;
    if (c->kind != CARDRT_CHOOSE_TARGETS || seen->n == 4 || c->ncandidates > 8 || c->ntaken > 8)
        return ~0u;
    for (unsigned i = 0; i < c->ntaken; i++)       /* they too live only during the call */
        seen->taken[seen->n][i] = c->taken[i];
    for (unsigned i = 0; i < c->ncandidates; i++) {
        seen->candidates[seen->n][i] = c->candidates[i];
        seen->all_legal &= c->spec && c->spec->legal(g, c->source, &c->candidates[i]);
    }
    seen->c[seen->n] = *c;
    seen->c[seen->n].candidates = seen->candidates[seen->n];
    seen->c[seen->n].taken = seen->taken[seen->n];
    seen->n++;
    return ~0u;
}

static void cr_415_2_target_choice_names_its_slot(void)
{
    /* CR 415.2: the triggered ability is targeted; each of its choices
     * says which slot of which ability it is for, so a chooser (or a
     * checker) can apply that slot's test to what it is offered. */
    cardrt_game *g = new_game();
    seen_targets seen = { .all_legal = true };
    cardrt_set_chooser(g, keep_target_choices, &seen);
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id scout = put(g, &SCOUT, 0, CARDRT_HAND);
    cardrt_move(g, scout, CARDRT_BATTLEFIELD);
    cardrt_check_sba(g);                /* the trigger goes on the stack */
    CU_ASSERT_EQUAL_FATAL(seen.n, 2);
    for (unsigned s = 0; s < 2; s++) {
        const cardrt_choice *c = &seen.c[s];
        CU_ASSERT_EQUAL(c->slot, s);
        CU_ASSERT_PTR_EQUAL(c->spec, &creature_and_player[s]);
        CU_ASSERT_PTR_EQUAL(c->trigger, &two_slot_etb[0]);
        CU_ASSERT_PTR_NULL(c->ability);
        CU_ASSERT_EQUAL(c->source, scout);
        CU_ASSERT_EQUAL(c->kept, 0);
        CU_ASSERT_EQUAL(c->min, 1);
        CU_ASSERT_EQUAL(c->max, 1);
    }
    CU_ASSERT(seen.all_legal);
    /* Slot 0 offers the creatures (the Scout too: an ability may target its
     * source), slot 1 the players. */
    CU_ASSERT_EQUAL_FATAL(seen.c[0].ncandidates, 2);
    CU_ASSERT_EQUAL(seen.c[0].candidates[0].id, bear);
    CU_ASSERT_EQUAL(seen.c[0].candidates[1].id, scout);
    CU_ASSERT_EQUAL_FATAL(seen.c[1].ncandidates, 2);
    CU_ASSERT_EQUAL(seen.c[1].candidates[0].kind, CARDRT_REF_PLAYER);
    CU_ASSERT_EQUAL(seen.c[1].candidates[1].kind, CARDRT_REF_PLAYER);
    cardrt_game_free(g);
}

/* "Tap target creature. Untap another target creature.": the second use
 * says "another", so it takes no creature the first took (Rules FAQ
 * 1.1.01; without "another" it could, as Decimate's uses can). */
static const cardrt_target_spec creature_and_another[] = {
    { .text = "creature", .min = 1, .max = 1, .legal = is_creature },
    { .text = "creature", .min = 1, .max = 1, .legal = is_creature, .another = true },
};
static const cardrt_card_def SWAP = {
    .name = "Swap", .types = CARDRT_INSTANT, .targets = creature_and_another, .ntargets = 2,
};
static const cardrt_trigger_def another_etb[] = {
    { .text = "When this enters, tap target creature. Untap another target creature.",
      .matches = self_enters, .targets = creature_and_another, .ntargets = 2 },
};
static const cardrt_card_def JAILER = {
    .name = "Jailer", .types = CARDRT_CREATURE, .has_pt = true, .power = 2, .toughness = 2,
    .triggers = another_etb, .ntriggers = 1,
};

static void faq_1_1_01_another_target_is_not_an_earlier_one(void)
{
    cardrt_game *g = new_game();
    cardrt_id bear = put(g, &BEAR, 1, CARDRT_BATTLEFIELD), bear2 = put(g, &BEAR, 1, CARDRT_BATTLEFIELD);
    cardrt_id swap = put(g, &SWAP, 0, CARDRT_HAND);
    cardrt_ref same[] = { obj(bear), obj(bear) }, two[] = { obj(bear), obj(bear2) };
    unsigned one_each[] = { 1, 1 };
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, swap, same, one_each), CARDRT_ETARGET);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, swap), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, swap, two, one_each), CARDRT_OK);
    cardrt_resolve_top(g);
    /* Through the chooser: the second slot is not offered what the first
     * took, and its choice says what was taken. */
    seen_targets seen = { .all_legal = true };
    cardrt_set_chooser(g, keep_target_choices, &seen);
    cardrt_id jailer = put(g, &JAILER, 0, CARDRT_HAND);
    cardrt_move(g, jailer, CARDRT_BATTLEFIELD);
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL_FATAL(seen.n, 2);
    CU_ASSERT_EQUAL(seen.c[0].ntaken, 0);
    CU_ASSERT_EQUAL(seen.c[0].ncandidates, 3);                  /* the bears and the Jailer */
    CU_ASSERT_EQUAL_FATAL(seen.c[1].ntaken, 1);
    CU_ASSERT_EQUAL(seen.c[1].taken[0].id, bear);               /* the default: the first */
    CU_ASSERT_EQUAL_FATAL(seen.c[1].ncandidates, 2);
    CU_ASSERT_EQUAL(seen.c[1].candidates[0].id, bear2);
    CU_ASSERT_EQUAL(seen.c[1].candidates[1].id, jailer);
    cardrt_game_free(g);
}

/* ---- as a permanent enters; conditions on activating ---------------------------- */

/* "This land enters the battlefield tapped.  It enters with X +1/+1 counters." */
static void enters_tapped_with_x(cardrt_ctx *ctx)
{
    cardrt_sel_source(ctx, 0);
    cardrt_fx_tap(ctx, 0, true);
    cardrt_fx_counters(ctx, 0, "+1/+1", cardrt_ctx_x(ctx));
}

static bool saw_tapped;

static bool self_enters_watch(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    if (ev->kind == CARDRT_EV_ZONE_CHANGE && ev->object == self && ev->to == CARDRT_BATTLEFIELD)
        saw_tapped = cardrt_is_tapped(g, self);
    return false;
}

static const cardrt_trigger_def watch[] = { { .text = "watch", .matches = self_enters_watch } };
static const cardrt_card_def HYDRA = {
    .name = "Hydra", .types = CARDRT_CREATURE, .has_pt = true, .power = 0, .toughness = 0,
    .as_enters = enters_tapped_with_x, .triggers = watch, .ntriggers = 1,
};

static void cr_418_2_effects_apply_as_it_enters(void)
{
    /* CR 418.2: what modifies a permanent does so as it enters, before
     * anything sees it there (its own enters triggers included). */
    cardrt_game *g = new_game();
    cardrt_id h = put(g, &HYDRA, 0, CARDRT_HAND);
    cardrt_play play = { .targets = NULL, .ntargets = NULL, .modes = 0, .x = 3, .options = 0 };
    saw_tapped = false;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, h, &play), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, h), CARDRT_BATTLEFIELD);     /* a 3/3, not a 0/0 that dies */
    assert_pt(g, h, 3, 3);
    CU_ASSERT(cardrt_is_tapped(g, h));
    CU_ASSERT(saw_tapped);
    cardrt_game_free(g);
}

static bool your_life_ten_or_less(const cardrt_game *g, cardrt_id src)
{
    return cardrt_life(g, cardrt_controller(g, src)) <= 10;
}

static const cardrt_activated_def when_low[] = {
    { .text = "Draw a card. Activate only if you have 10 or less life.", .effect = draw_one,
      .condition = your_life_ten_or_less },
};
static const cardrt_card_def ALTAR = {
    .name = "Altar", .types = CARDRT_ARTIFACT, .activated = when_low, .nactivated = 1,
};

static void activate_only_if(void)
{
    cardrt_game *g = new_game();
    cardrt_id altar = put(g, &ALTAR, 0, CARDRT_BATTLEFIELD);
    put(g, &ROCK, 0, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, altar, 0, NULL, NULL), CARDRT_ETIMING);
    cardrt_lose_life(g, 0, 10);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, altar, 0, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);
    cardrt_game_free(g);
}

/* ---- overload ------------------------------------------------------------- */

/* "Target player loses 2 life. Overload {2}{B}": cast for its mana cost, the
 * card's resolve with its one target; cast overloaded (CR 702.96a of the
 * current rules), its `overloaded` definition's, with none: "Each player
 * loses 2 life". */
static void target_loses_two(cardrt_ctx *ctx)
{
    cardrt_ref t;
    if (cardrt_ctx_target(ctx, 0, 0, &t))
        cardrt_lose_life(cardrt_ctx_game(ctx), (unsigned)t.id, 2);
}
static void each_loses_two(cardrt_ctx *ctx)
{
    for (unsigned p = 0; p < 2; p++)
        cardrt_lose_life(cardrt_ctx_game(ctx), p, 2);
}
static const cardrt_target_spec a_player[] = { { .text = "player", .min = 1, .max = 1, .legal = is_player } };
static const cardrt_cost overload_cost[] = { { .kind = CARDRT_COST_OVERLOAD, .counter = "{2}{B}" } };
static const cardrt_card_def RAKE_EACH = { .name = "Rake", .types = CARDRT_SORCERY, .resolve = each_loses_two };
static const cardrt_card_def RAKE = {
    .name = "Rake", .mana_cost = "{B}", .types = CARDRT_SORCERY, .targets = a_player, .ntargets = 1,
    .resolve = target_loses_two, .costs = overload_cost, .ncosts = 1, .overloaded = &RAKE_EACH,
};
static const cardrt_card_def RAKE_WITHOUT = {     /* an overload cost, and no card to be */
    .name = "Rake", .mana_cost = "{B}", .types = CARDRT_SORCERY, .targets = a_player, .ntargets = 1,
    .resolve = target_loses_two, .costs = overload_cost, .ncosts = 1,
};

static void cr_702_96a_overload(void)
{
    cardrt_game *g = new_game();
    cardrt_set_strict_mana(g, true);
    cardrt_id rake = put(g, &RAKE, 0, CARDRT_HAND), other = put(g, &RAKE_WITHOUT, 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{B}{B}{B}", false);
    cardrt_play overloaded = { .options = CARDRT_PLAY_OVERLOADED };
    cardrt_play both = { .options = CARDRT_PLAY_OVERLOADED | CARDRT_PLAY_EVOKED };
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, other, &overloaded), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, rake, &both), CARDRT_EINVAL);   /* one alternative cost */
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, rake, &overloaded), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_B), 0);                 /* {2}{B}, not {B} */
    CU_ASSERT(cardrt_cast_options(g, rake) & CARDRT_PLAY_OVERLOADED);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 18);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, rake), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

void register_play_tests(void)
{
    CU_pSuite s = test_suite("play");
    test_add(s, "cr_415_7b_modes_have_their_own_targets", cr_415_7b_modes_have_their_own_targets);
    test_add(s, "cr_415_7b_modal_trigger_modes", cr_415_7b_modal_trigger_modes);
    test_add(s, "cr_415_2_target_choice_names_its_slot", cr_415_2_target_choice_names_its_slot);
    test_add(s, "faq_1_1_01_another_target_is_not_an_earlier_one", faq_1_1_01_another_target_is_not_an_earlier_one);
    test_add(s, "cr_413_2f_x_is_chosen_as_cast", cr_413_2f_x_is_chosen_as_cast);
    test_add(s, "cr_415_4_up_to_x_targets", up_to_x_targets);
    test_add(s, "cr_601_2b_tests_see_the_x_it_was_cast_with", cr_601_2b_tests_see_the_x_it_was_cast_with);
    test_add(s, "cr_415_1_cycling_from_the_hand_and_its_trigger",
             cr_415_1_cycling_from_the_hand_and_its_trigger);
    test_add(s, "faq_1_1_04_costs_all_or_nothing", faq_1_1_04_costs_all_or_nothing);
    test_add(s, "faq_1_1_04_additional_cost_of_a_spell", faq_1_1_04_additional_cost_of_a_spell);
    test_add(s, "cr_418_4a_static_ability_with_a_condition", cr_418_4a_static_ability_with_a_condition);
    test_add(s, "cr_418_2_effects_apply_as_it_enters", cr_418_2_effects_apply_as_it_enters);
    test_add(s, "activate_only_if", activate_only_if);
    test_add(s, "cr_702_96a_overload", cr_702_96a_overload);
}
