/* keywords.c — keyword abilities that are triggered abilities and that the
 * runtime carries out by itself, for any object with the keyword (printed,
 * or gained from an effect).  Their definitions are the current
 * Comprehensive Rules' (CR 702.x, not in ../shared/rules): each is a
 * triggered ability that uses the stack like any other. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt.h"

static const cardrt_change plus_one[] = { { .kind = CARDRT_MODIFY_PT, .power = 1, .toughness = 1 } };
static const cardrt_change minus_one[] = { { .kind = CARDRT_MODIFY_PT, .power = -1, .toughness = -1 } };

/* CR 702.108a: "Whenever you cast a noncreature spell, this creature gets
 * +1/+1 until end of turn." */
static bool prowess_matches(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_CAST && ev->player == cardrt_controller(g, self)
           && !(cardrt_types(g, ev->object) & CARDRT_CREATURE);
}

static void prowess_effect(cardrt_ctx *ctx)
{
    cardrt_sel_source(ctx, 0);
    cardrt_fx_effect(ctx, 0, plus_one, 1, CARDRT_UNTIL_END_OF_TURN, NULL);
}

/* CR 702.25a: "Whenever a creature without flanking blocks this creature,
 * the blocking creature gets -1/-1 until end of turn." */
static bool flanking_matches(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_BLOCKS && ev->source == self
           && !cardrt_has_keyword(g, ev->object, CARDRT_KW_FLANKING);
}

/* CR 702.83a: "Whenever a creature you control attacks alone, that
 * creature gets +1/+1 until end of turn" (506.5: it is the only creature
 * declared as an attacker). */
static bool exalted_matches(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    if (ev->kind != CARDRT_EV_ATTACKS || cardrt_controller(g, ev->object) != cardrt_controller(g, self))
        return false;
    unsigned attackers = 0;
    for (size_t i = 0; i < g->nobjs; i++)
        attackers += cardrt_is_attacking(g, (cardrt_id)(i + 1));
    return attackers == 1;
}

/* The blocker (flanking), the attacker (exalted): the event's object. */
static void event_object_effect(cardrt_ctx *ctx, const cardrt_change *change)
{
    cardrt_sel_event(ctx, 0, CARDRT_EVENT_OBJECT);
    cardrt_fx_effect(ctx, 0, change, 1, CARDRT_UNTIL_END_OF_TURN, NULL);
}

static void flanking_effect(cardrt_ctx *ctx)
{
    event_object_effect(ctx, minus_one);
}

static void exalted_effect(cardrt_ctx *ctx)
{
    event_object_effect(ctx, plus_one);
}

/* CR 702.101a: "Whenever you cast a spell, you may pay {W/B}. If you do,
 * each opponent loses 1 life and you gain life equal to the total life
 * lost this way." */
static bool extort_matches(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_CAST && ev->player == cardrt_controller(g, self);
}

static void extort_effect(cardrt_ctx *ctx)
{
    if (!cardrt_fx_pay(ctx, -1, "{W/B}"))
        return;
    cardrt_game *g = ctx->g;
    unsigned you = cardrt_ctx_controller(ctx);
    int lost = 0;
    for (unsigned p = 0; p < g->nplayers; p++)
        if (p != you && !g->players[p].lost) {
            int before = g->players[p].life;
            cardrt_lose_life(g, p, 1);
            lost += before - g->players[p].life;
        }
    cardrt_gain_life(g, you, lost);
}

/* CR 702.100a: "Whenever a creature enters the battlefield under your
 * control, if that creature has greater power or toughness than this
 * creature, put a +1/+1 counter on this creature" (checked as it triggers
 * and as it resolves, 603.4; the creature as it last was if it left). */
static bool evolves(const cardrt_game *g, cardrt_id self, cardrt_id other)
{
    int p, t, sp, st;
    if (cardrt_last_pt(g, other, &p, &t) != CARDRT_OK || cardrt_pt(g, self, &sp, &st) != CARDRT_OK)
        return false;
    return p > sp || t > st;
}

static bool evolve_matches(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->to == CARDRT_BATTLEFIELD && ev->object != self
           && (cardrt_types(g, ev->object) & CARDRT_CREATURE)
           && cardrt_controller(g, ev->object) == cardrt_controller(g, self) && evolves(g, self, ev->object);
}

static void evolve_effect(cardrt_ctx *ctx)
{
    cardrt_id self = cardrt_ctx_source(ctx);
    if (cardrt_zone_of(ctx->g, self) == CARDRT_BATTLEFIELD && evolves(ctx->g, self, cardrt_ctx_event(ctx)->object))
        cardrt_add_counter(ctx->g, self, "+1/+1", 1);
}

/* CR 702.79a persist: "When this permanent is put into a graveyard from
 * the battlefield, if it had no -1/-1 counters on it, return it to the
 * battlefield under its owner's control with a -1/-1 counter on it";
 * 702.93a undying: the same with +1/+1 counters. */
static bool dies_without(const cardrt_game *g, cardrt_id self, const cardrt_event *ev, const char *kind)
{
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->object == self && ev->from == CARDRT_BATTLEFIELD
           && ev->to == CARDRT_GRAVEYARD && cardrt_last_counter_count(g, self, kind) == 0;
}

static bool persist_matches(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return dies_without(g, self, ev, "-1/-1");
}

static bool undying_matches(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return dies_without(g, self, ev, "+1/+1");
}

/* Return the card (still in the graveyard) with a counter of KIND. */
static void come_back(cardrt_ctx *ctx, const char *kind)
{
    cardrt_id self = cardrt_ctx_source(ctx);
    rt_object *o = rt_obj(ctx->g, self);
    if (!o || o->zone != CARDRT_GRAVEYARD)
        return;
    o->base_controller = o->owner;
    o->enters_with = kind;
    o->enters_n = 1;
    cardrt_move(ctx->g, self, CARDRT_BATTLEFIELD);
}

static void persist_effect(cardrt_ctx *ctx)
{
    come_back(ctx, "-1/-1");
}

static void undying_effect(cardrt_ctx *ctx)
{
    come_back(ctx, "+1/+1");
}

/* CR 702.85a cascade: "When you cast this spell, exile cards from the top
 * of your library until you exile a nonland card whose mana value is less
 * than this spell's mana value. You may cast that card without paying its
 * mana cost if the resulting spell's mana value is less than this spell's
 * mana value. Then put all cards exiled this way that weren't cast on the
 * bottom of your library in a random order." */
/* The spell itself is cast (cascade, storm). */
bool cardrt_match_cast(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    return ev && ev->kind == CARDRT_EV_CAST && ev->object == self;
}

cardrt_status cardrt_fx_replicate(cardrt_ctx *ctx)
{
    const rt_object *o = ctx ? rt_obj(ctx->g, cardrt_ctx_source(ctx)) : NULL;
    if (!o)
        return CARDRT_EINVAL;
    if (o->zone != CARDRT_STACK)
        return CARDRT_OK;       /* the spell left the stack: nothing to copy (CR 707.10) */
    for (unsigned i = 0, n = o->cast_times; i < n; i++)
        if (!rt_copy_spell(ctx->g, cardrt_ctx_source(ctx), ctx->item->controller, true))
            break;
    return CARDRT_OK;
}

void rt_pay_casualty(cardrt_game *g, unsigned player, cardrt_id source, int n_power)
{
    rt_object *spell = rt_obj(g, source);
    cardrt_ref *cand = spell ? malloc((g->nobjs + 1) * sizeof *cand) : NULL;
    unsigned n = 0, answer = 0;
    for (size_t i = 0; cand && i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (g->objs[i].zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == player
            && (cardrt_types(g, id) & CARDRT_CREATURE) && cardrt_power(g, id) >= n_power)
            cand[n++] = (cardrt_ref){ CARDRT_REF_OBJECT, id };
    }
    cardrt_choice ch = { .kind = CARDRT_CHOOSE_OBJECTS, .player = player, .source = source, .prompt = "casualty",
                         .candidates = cand, .ncandidates = n, .min = 0, .max = 1 };
    if (n && cardrt_choose(g, &ch, &answer) == 1 && answer < n) {
        rt_lki_leaving(g, cand[answer].id);
        spell->casualty = rt_sacrifice(g, cand[answer].id) == CARDRT_OK;
        rt_lki_batch_end(g);
    }
    free(cand);
}

bool cardrt_casualty_paid(const cardrt_game *g, cardrt_id spell)
{
    const rt_object *o = rt_obj(g, spell);
    return o && o->zone == CARDRT_STACK && o->casualty;
}

void rt_pay_conspire(cardrt_game *g, unsigned player, cardrt_id source)
{
    rt_object *spell = rt_obj(g, source);
    unsigned colors = spell ? cardrt_colors(g, source) : 0;
    cardrt_ref *cand = colors ? malloc((g->nobjs + 1) * sizeof *cand) : NULL;
    unsigned n = 0, answers[2];
    for (size_t i = 0; cand && i < g->nobjs; i++) {    /* not a {T} cost: summoning sickness does not matter */
        cardrt_id id = (cardrt_id)(i + 1);
        if (g->objs[i].zone == CARDRT_BATTLEFIELD && !g->objs[i].tapped && cardrt_controller(g, id) == player
            && (cardrt_types(g, id) & CARDRT_CREATURE) && (cardrt_colors(g, id) & colors))
            cand[n++] = (cardrt_ref){ CARDRT_REF_OBJECT, id };
    }
    cardrt_choice ch = { .kind = CARDRT_CHOOSE_OBJECTS, .player = player, .source = source, .prompt = "conspire",
                         .candidates = cand, .ncandidates = n, .min = 0, .max = 2 };
    if (n >= 2 && cardrt_choose(g, &ch, answers) == 2 && answers[0] < n && answers[1] < n
        && answers[0] != answers[1]) {
        rt_tap(g, cand[answers[0]].id, true);
        rt_tap(g, cand[answers[1]].id, true);
        spell->conspired = true;
    }
    free(cand);
}

bool cardrt_conspire_paid(const cardrt_game *g, cardrt_id spell)
{
    const rt_object *o = rt_obj(g, spell);
    return o && o->zone == CARDRT_STACK && o->conspired;
}

cardrt_status cardrt_fx_casualty(cardrt_ctx *ctx)
{
    const rt_object *o = ctx ? rt_obj(ctx->g, cardrt_ctx_source(ctx)) : NULL;
    if (!o)
        return CARDRT_EINVAL;
    if (o->zone == CARDRT_STACK)    /* else nothing to copy (CR 707.10) */
        rt_copy_spell(ctx->g, cardrt_ctx_source(ctx), ctx->item->controller, true);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_hideaway(cardrt_ctx *ctx, int n)
{
    if (!ctx || n < 1)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    cardrt_sel_players(ctx, 1, CARDRT_WHO_YOU);
    cardrt_sel_top(ctx, 0, 1, n);                       /* looked at */
    cardrt_sel_choose(ctx, 2, 0, 1, "hideaway");
    cardrt_status st = cardrt_fx_move(ctx, 2, CARDRT_EXILE, CARDRT_MOVE_FACE_DOWN);     /* "the exiled card" */
    unsigned k;
    cardrt_id *rest = st == CARDRT_OK ? rt_objects_of(ctx, 0, &k) : NULL;
    if (!rest)
        return st == CARDRT_OK ? CARDRT_ENOMEM : st;
    for (unsigned i = k; i > 1; i--) {                  /* a random order */
        unsigned j = (unsigned)(rt_random(g) % i);
        cardrt_id t = rest[i - 1];
        rest[i - 1] = rest[j];
        rest[j] = t;
    }
    for (unsigned i = 0; i < k; i++)
        if (cardrt_zone_of(g, rest[i]) == CARDRT_LIBRARY)
            rt_to_bottom(g, rt_at(g, rest[i]));
    free(rest);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_ripple(cardrt_ctx *ctx, int n)
{
    if (!ctx || n < 1)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    unsigned you = cardrt_ctx_controller(ctx);
    cardrt_id self = cardrt_ctx_source(ctx);
    if (!cardrt_ask(g, you, self, "reveal the top cards of your library"))
        return CARDRT_OK;
    cardrt_sel_players(ctx, 1, CARDRT_WHO_YOU);
    cardrt_sel_top(ctx, 0, 1, n);                       /* revealed */
    unsigned k;
    cardrt_id *revealed = rt_objects_of(ctx, 0, &k);
    if (!revealed)
        return CARDRT_ENOMEM;
    for (unsigned i = 0; i < k; i++)                    /* those with its name, cast as the player wants */
        if (cardrt_related(g, self, revealed[i], CARDRT_SAME_NAME)
            && cardrt_ask(g, you, self, "cast it without paying its mana cost"))
            rt_cast_during(g, you, revealed[i], NULL, 0);
    for (unsigned i = 0; i < k; i++)                    /* the rest, in the order they were */
        if (cardrt_zone_of(g, revealed[i]) == CARDRT_LIBRARY)
            rt_to_bottom(g, rt_at(g, revealed[i]));
    free(revealed);
    return CARDRT_OK;
}

cardrt_status rt_exile_until_cast(cardrt_game *g, unsigned you, cardrt_id self, int max_mv, bool to_hand)
{
    size_t cap = g->nobjs ? g->nobjs : 1, n = 0;
    cardrt_id *exiled = malloc(cap * sizeof *exiled);
    if (!exiled)
        return CARDRT_ENOMEM;
    cardrt_id hit = 0, c;
    while (!hit && n < cap && (c = rt_library_top(g, you))) {
        cardrt_move(g, c, CARDRT_EXILE);
        exiled[n++] = c;
        if (!(cardrt_types(g, c) & CARDRT_LAND) && cardrt_mana_value(g, c) <= max_mv)
            hit = c;
    }
    bool cast = hit && cardrt_ask(g, you, self, "cast it without paying its mana cost")
                && rt_cast_during(g, you, hit, NULL, 0) == CARDRT_OK;
    if (hit && !cast && to_hand && cardrt_zone_of(g, hit) == CARDRT_EXILE)
        cast = cardrt_move(g, hit, CARDRT_HAND) == CARDRT_OK;   /* discover: kept out of the rest */
    for (size_t i = n; i > 1; i--) {            /* a random order */
        size_t j = (size_t)(rt_random(g) % i);
        cardrt_id t = exiled[i - 1];
        exiled[i - 1] = exiled[j];
        exiled[j] = t;
    }
    for (size_t i = 0; i < n; i++)
        if (!(cast && exiled[i] == hit) && cardrt_zone_of(g, exiled[i]) == CARDRT_EXILE
            && cardrt_move(g, exiled[i], CARDRT_LIBRARY) == CARDRT_OK)
            rt_to_bottom(g, rt_at(g, exiled[i]));
    free(exiled);
    return CARDRT_OK;
}

static void cascade_effect(cardrt_ctx *ctx)
{
    cardrt_id self = cardrt_ctx_source(ctx);
    rt_exile_until_cast(ctx->g, cardrt_ctx_controller(ctx), self, cardrt_mana_value(ctx->g, self) - 1, false);
}

/* CR 702.40a storm: "When you cast this spell, copy it for each spell cast
 * before it this turn. You may choose new targets for the copies": each
 * copy keeps its modes, and its targets unless its controller chooses new
 * ones (rt_choose_new_targets).  A copy of a permanent spell would become
 * a token; storm is on instants and sorceries, and such a spell is not
 * copied. */
static void storm_effect(cardrt_ctx *ctx)
{
    for (int i = 0; i < cardrt_ctx_event(ctx)->amount; i++)
        if (!rt_copy_spell(ctx->g, cardrt_ctx_source(ctx), ctx->item->controller, true))
            return;
}

/* CR 702.92a living weapon: "When this Equipment enters the battlefield,
 * create a 0/0 black Phyrexian Germ creature token, then attach this
 * Equipment to it." */
bool cardrt_match_enters(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    return ev && ev->kind == CARDRT_EV_ZONE_CHANGE && ev->object == self && ev->to == CARDRT_BATTLEFIELD;
}

static const cardrt_card_def germ = {
    .name = "Phyrexian Germ Token", .colors = CARDRT_BLACK, .types = CARDRT_CREATURE,
    .subtypes = { "Phyrexian", "Germ" }, .has_pt = true,
};

static void living_weapon_effect(cardrt_ctx *ctx)
{
    cardrt_sel_source(ctx, 0);
    cardrt_fx_tokens(ctx, -1, &germ, 1, 1);
    cardrt_fx_attach(ctx, 0, 1);
}

const rt_kw_trigger rt_kw_triggers[RT_NKW_TRIGGERS] = {
    { CARDRT_KW_PROWESS, { .text = "Prowess", .matches = prowess_matches, .effect = prowess_effect }, false },
    { CARDRT_KW_FLANKING, { .text = "Flanking", .matches = flanking_matches, .effect = flanking_effect }, false },
    { CARDRT_KW_EXALTED, { .text = "Exalted", .matches = exalted_matches, .effect = exalted_effect }, false },
    { CARDRT_KW_EXTORT, { .text = "Extort", .matches = extort_matches, .effect = extort_effect }, false },
    { CARDRT_KW_EVOLVE, { .text = "Evolve", .matches = evolve_matches, .effect = evolve_effect }, false },
    { CARDRT_KW_PERSIST, { .text = "Persist", .matches = persist_matches, .effect = persist_effect }, false },
    { CARDRT_KW_UNDYING, { .text = "Undying", .matches = undying_matches, .effect = undying_effect }, false },
    { CARDRT_KW_CASCADE, { .text = "Cascade", .matches = cardrt_match_cast, .effect = cascade_effect }, true },
    { CARDRT_KW_STORM, { .text = "Storm", .matches = cardrt_match_cast, .effect = storm_effect }, true },
    { CARDRT_KW_LIVING_WEAPON,
      { .text = "Living weapon", .matches = cardrt_match_enters, .effect = living_weapon_effect },
      false },
};

/* ---- keyword abilities with a parameter (cardrt.h) ------------------------------------ */

bool cardrt_match_upkeep(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return g && ev && ev->kind == CARDRT_EV_STEP && ev->step == CARDRT_STEP_UPKEEP
           && ev->player == cardrt_controller(g, self);
}

bool cardrt_match_echo(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    const rt_object *o = rt_obj(g, self);
    return o && cardrt_match_upkeep(g, self, ev) && o->upkept != ev->player;
}

void rt_upkeep_seen(cardrt_game *g)
{
    for (size_t i = 0; i < g->nobjs; i++)
        if (g->objs[i].zone == CARDRT_BATTLEFIELD && cardrt_controller(g, (cardrt_id)(i + 1)) == g->active)
            g->objs[i].upkept = g->active;
}

bool cardrt_match_blocks_or_blocked(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return g && ev && (ev->kind == CARDRT_EV_BLOCKS || ev->kind == CARDRT_EV_BLOCKED) && ev->object == self;
}

bool cardrt_match_last_time_counter(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return g && ev && ev->kind == CARDRT_EV_COUNTERS && ev->object == self && ev->amount < 0
           && ev->target.kind == CARDRT_REF_OBJECT && ev->counter && strcmp(ev->counter, "time") == 0
           && cardrt_counter_count(g, self, "time") == 0;
}

bool cardrt_has_time_counter(const cardrt_game *g, cardrt_id self)
{
    return cardrt_counter_count(g, self, "time") > 0;
}

/* Sacrifice the source, if it is still the permanent it was as the
 * ability triggered (CR 400.7: one that left and came back is a new object). */
static cardrt_status sacrifice_source(cardrt_ctx *ctx)
{
    cardrt_sel_source_in(ctx, 0, CARDRT_IN(CARDRT_BATTLEFIELD));
    return cardrt_fx_sacrifice(ctx, 0);
}

/* The source, if it is still the permanent it was as the ability
 * triggered (0 otherwise). */
static cardrt_id source_permanent(const cardrt_ctx *ctx)
{
    cardrt_id self = cardrt_ctx_source(ctx);
    const rt_object *o = rt_obj(ctx->g, self);
    return o && o->zone == CARDRT_BATTLEFIELD && o->moves == ctx->item->source_moves ? self : 0;
}

cardrt_status cardrt_fx_echo(cardrt_ctx *ctx, const char *cost)
{
    if (!ctx || !cost)
        return CARDRT_EINVAL;
    if (!source_permanent(ctx))
        return CARDRT_OK;       /* nothing to keep or sacrifice */
    return cardrt_fx_pay(ctx, -1, cost) ? CARDRT_OK : sacrifice_source(ctx);
}

cardrt_status cardrt_fx_cumulative_upkeep(cardrt_ctx *ctx, const char *cost, int life)
{
    if (!ctx || (!cost && life <= 0) || life < 0)
        return CARDRT_EINVAL;
    cardrt_id self = source_permanent(ctx);
    if (!self)
        return CARDRT_OK;
    cardrt_add_counter(ctx->g, self, "age", 1);
    int n = cardrt_counter_count(ctx->g, self, "age");
    /* The cost once for each age counter: mana repeated, life added up. */
    size_t len = cost ? strlen(cost) : 0;
    char *total = malloc(len * (size_t)n + 1);
    if (!total)
        return CARDRT_ENOMEM;
    total[0] = '\0';
    for (int i = 0; cost && i < n; i++)
        memcpy(total + len * (size_t)i, cost, len + 1);
    unsigned you = cardrt_ctx_controller(ctx);
    bool paid;
    if (cost) {
        paid = (!life || cardrt_life(ctx->g, you) >= life * n) && cardrt_fx_pay(ctx, -1, total);
    } else {
        char prompt[64];
        snprintf(prompt, sizeof prompt, "pay %d life", life * n);
        paid = cardrt_life(ctx->g, you) >= life * n && cardrt_fx_may(ctx, -1, prompt);
    }
    free(total);
    if (!paid)
        return sacrifice_source(ctx);
    if (life)
        cardrt_lose_life(ctx->g, you, life * n);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_fading(cardrt_ctx *ctx)
{
    cardrt_id self = ctx ? source_permanent(ctx) : 0;
    if (!self)
        return ctx ? CARDRT_OK : CARDRT_EINVAL;
    if (cardrt_counter_count(ctx->g, self, "fade") > 0)
        return cardrt_add_counter(ctx->g, self, "fade", -1);
    return sacrifice_source(ctx);
}

cardrt_status cardrt_fx_vanishing(cardrt_ctx *ctx)
{
    cardrt_id self = ctx ? source_permanent(ctx) : 0;
    if (!self)
        return ctx ? CARDRT_OK : CARDRT_EINVAL;
    return cardrt_add_counter(ctx->g, self, "time", -1);
}

bool cardrt_match_becomes_blocked(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return g && ev && ev->kind == CARDRT_EV_BLOCKED && ev->object == self;
}

cardrt_status cardrt_fx_rampage(cardrt_ctx *ctx, int n)
{
    const cardrt_event *ev = ctx ? cardrt_ctx_event(ctx) : NULL;
    if (!ev || ev->kind != CARDRT_EV_BLOCKED)
        return CARDRT_EINVAL;
    int k = ev->amount > 1 ? ev->amount - 1 : 0;
    if (k == 0)
        return CARDRT_OK;
    cardrt_change pump = { .kind = CARDRT_MODIFY_PT, .power = n * k, .toughness = n * k };
    cardrt_sel_source(ctx, 0);
    return cardrt_fx_effect(ctx, 0, &pump, 1, CARDRT_UNTIL_END_OF_TURN, NULL);
}

cardrt_status cardrt_fx_afflict(cardrt_ctx *ctx, int n)
{
    const cardrt_event *ev = ctx ? cardrt_ctx_event(ctx) : NULL;
    if (!ev || ev->kind != CARDRT_EV_BLOCKED)
        return CARDRT_EINVAL;
    return cardrt_lose_life(ctx->g, ev->player, n);
}

bool cardrt_match_attacks(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return g && ev && ev->kind == CARDRT_EV_ATTACKS && ev->object == self;
}

bool cardrt_match_dethrone(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    if (!cardrt_match_attacks(g, self, ev) || ev->target.kind != CARDRT_REF_PLAYER)
        return false;
    int life = cardrt_life(g, (unsigned)ev->target.id);
    for (unsigned p = 0; p < g->nplayers; p++)
        if (!g->players[p].lost && cardrt_life(g, p) > life)
            return false;
    return true;
}

/* An attacking creature other than the source. */
static bool other_attacker(const cardrt_game *g, cardrt_id source, cardrt_id obj)
{
    return obj != source && cardrt_is_attacking(g, obj) && (cardrt_types(g, obj) & CARDRT_CREATURE);
}

cardrt_status cardrt_fx_battle_cry(cardrt_ctx *ctx)
{
    if (!ctx)
        return CARDRT_EINVAL;
    cardrt_change pump = { .kind = CARDRT_MODIFY_PT, .power = 1 };
    cardrt_sel_objects(ctx, 0, other_attacker, CARDRT_IN(CARDRT_BATTLEFIELD));
    return cardrt_fx_effect(ctx, 0, &pump, 1, CARDRT_UNTIL_END_OF_TURN, NULL);
}

cardrt_status cardrt_fx_annihilator(cardrt_ctx *ctx, int n)
{
    if (!ctx)
        return CARDRT_EINVAL;
    cardrt_sel_players(ctx, 0, CARDRT_WHO_DEFENDING);
    return cardrt_fx_sacrifice_n(ctx, 0, NULL, n, -1);
}

cardrt_status cardrt_fx_dethrone(cardrt_ctx *ctx)
{
    cardrt_id self = ctx ? source_permanent(ctx) : 0;
    if (!self)
        return ctx ? CARDRT_OK : CARDRT_EINVAL;
    return cardrt_add_counter(ctx->g, self, "+1/+1", 1);
}

/* ---- soulbond (CR 702.95 of the current rules) ---------------------------------------- */

/* A creature on the battlefield under PLAYER's control. */
static bool creature_of(const cardrt_game *g, cardrt_id obj, unsigned player)
{
    return cardrt_zone_of(g, obj) == CARDRT_BATTLEFIELD && (cardrt_types(g, obj) & CARDRT_CREATURE)
           && cardrt_controller(g, obj) == player;
}

/* 702.95d: they stay paired while both are creatures on the battlefield
 * under the control of the player who paired them (a zone change forgets
 * the pairing, game.c). */
cardrt_id cardrt_paired_with(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = g ? rt_obj(g, obj) : NULL;
    const rt_object *p = o && o->paired ? rt_obj(g, o->paired) : NULL;
    if (!p || p->paired != obj || !creature_of(g, obj, o->paired_by) || !creature_of(g, o->paired, o->paired_by))
        return 0;
    return o->paired;
}

void rt_unpair_stale(cardrt_game *g)
{
    for (size_t i = 0; i < g->nobjs; i++)
        if (g->objs[i].paired && !cardrt_paired_with(g, (cardrt_id)(i + 1)))
            g->objs[i].paired = 0;
}

/* OBJ, another creature SOURCE's controller controls, unpaired. */
static bool unpaired_partner(const cardrt_game *g, cardrt_id source, cardrt_id obj)
{
    return obj != source && creature_of(g, obj, cardrt_controller(g, source)) && !cardrt_paired_with(g, obj);
}

/* Some creature SELF may pair with as OBJECT enters: OBJECT itself (another
 * one entering), any unpaired partner (SELF entering). */
static bool soulbond_possible(const cardrt_game *g, cardrt_id self, cardrt_id object)
{
    if (!creature_of(g, self, cardrt_controller(g, self)) || cardrt_paired_with(g, self))
        return false;
    if (object != self)
        return unpaired_partner(g, self, object);
    for (size_t i = 0; i < g->nobjs; i++)
        if (unpaired_partner(g, self, (cardrt_id)(i + 1)))
            return true;
    return false;
}

bool cardrt_match_soulbond(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return g && ev && ev->kind == CARDRT_EV_ZONE_CHANGE && ev->to == CARDRT_BATTLEFIELD
           && soulbond_possible(g, self, ev->object);
}

cardrt_status cardrt_fx_soulbond(cardrt_ctx *ctx)
{
    cardrt_id self = ctx ? source_permanent(ctx) : 0;
    if (!self)
        return ctx ? CARDRT_OK : CARDRT_EINVAL;
    cardrt_id object = cardrt_ctx_event(ctx)->object, partner = 0;
    const rt_object *o = rt_obj(ctx->g, object);
    if (!o || (object != self && o->moves != ctx->item->event_moves) || !soulbond_possible(ctx->g, self, object))
        return CARDRT_OK;       /* checked again as it resolves (CR 603.4), of that creature (CR 400.7) */
    if (object == self) {
        cardrt_sel_objects(ctx, 0, unpaired_partner, CARDRT_IN(CARDRT_BATTLEFIELD));
        cardrt_sel_choose_up_to(ctx, 1, 0, 1, "Pair it with");
        partner = cardrt_sel_first_object(ctx, 1);
    } else if (cardrt_fx_may(ctx, -1, "Pair them?")) {
        partner = object;
    }
    if (!partner || !unpaired_partner(ctx->g, self, partner))
        return CARDRT_OK;
    ctx->g->objs[self - 1].paired = partner;
    ctx->g->objs[partner - 1].paired = self;
    ctx->g->objs[self - 1].paired_by = ctx->g->objs[partner - 1].paired_by = cardrt_controller(ctx->g, self);
    return CARDRT_OK;
}

bool cardrt_match_evoked(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return g && cardrt_match_enters(g, self, ev) && (cardrt_cast_options(g, self) & CARDRT_PLAY_EVOKED);
}

bool cardrt_spectacle_ok(const cardrt_game *g, cardrt_id source, cardrt_id spell)
{
    (void)source;
    unsigned you = cardrt_controller(g, spell), them = 0;
    for (unsigned p = 0; p < g->nplayers; p++)
        if (p != you)
            them |= 1u << p;
    return cardrt_history(g, them, CARDRT_HIST_LIFE_LOST, false) > 0;
}

bool cardrt_surge_ok(const cardrt_game *g, cardrt_id source, cardrt_id spell)
{
    (void)source;
    return cardrt_spells_cast(g, 1u << cardrt_controller(g, spell), 0, 0, 0, spell, false) != 0;
}

/* ---- until the next end step: dash and unearth ------------------------------------------ */

static bool next_end_step(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev->kind == CARDRT_EV_STEP && ev->step == CARDRT_STEP_END;
}

/* The linked object, if it is still the permanent it was; else 0. */
static cardrt_id linked_permanent(cardrt_ctx *ctx)
{
    cardrt_ref r;
    return cardrt_ctx_linked(ctx, 0, &r) && cardrt_zone_of(ctx->g, r.id) == CARDRT_BATTLEFIELD ? r.id : 0;
}

/* The linked object, if it is still the permanent it was, goes to ZONE. */
static void linked_to(cardrt_ctx *ctx, cardrt_zone zone)
{
    cardrt_id id = linked_permanent(ctx);
    if (id)
        cardrt_move(ctx->g, id, zone);
}

static void return_to_hand(cardrt_ctx *ctx)
{
    linked_to(ctx, CARDRT_HAND);
}

static void exile_it(cardrt_ctx *ctx)
{
    linked_to(ctx, CARDRT_EXILE);
}

static const cardrt_trigger_def end_step_return = {
    .text = "At the beginning of the next end step, return it to its owner's hand.",
    .matches = next_end_step, .effect = return_to_hand,
};
static const cardrt_trigger_def end_step_exile = {
    .text = "Exile it at the beginning of the next end step.", .matches = next_end_step, .effect = exile_it,
};

void rt_gain_haste(cardrt_game *g, cardrt_id obj)
{
    static const cardrt_change haste[] = { { .kind = CARDRT_ADD_KEYWORDS, .keywords = CARDRT_KW(CARDRT_KW_HASTE) } };
    cardrt_effect_spec e = { haste, 1, CARDRT_FOREVER, NULL, &obj, 1, NULL };
    cardrt_add_effect(g, obj, &e);
}

void rt_until_next_end_step(cardrt_game *g, cardrt_id obj, cardrt_zone to)
{
    rt_gain_haste(g, obj);
    cardrt_ref link = { CARDRT_REF_OBJECT, obj };
    cardrt_add_delayed_trigger(g, obj, cardrt_controller(g, obj),
                               to == CARDRT_HAND ? &end_step_return : &end_step_exile, &link, 1);
}

static void sacrifice_it(cardrt_ctx *ctx)
{
    cardrt_id id = linked_permanent(ctx);
    if (id)
        rt_sacrifice(ctx->g, id);
}

static bool self_dies(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    return ev->kind == CARDRT_EV_ZONE_CHANGE && ev->object == self && ev->from == CARDRT_BATTLEFIELD
           && ev->to == CARDRT_GRAVEYARD;
}

static void draw_a_card(cardrt_ctx *ctx)
{
    cardrt_sel_players(ctx, 0, CARDRT_WHO_YOU);
    cardrt_fx_draw(ctx, 0, 1);
}

static const cardrt_trigger_def end_step_sacrifice = {
    .text = "Sacrifice it at the beginning of the next end step.", .matches = next_end_step,
    .effect = sacrifice_it,
};

/* OBJ is sacrificed at the beginning of the next end step, if it is still
 * the permanent it is (blitz, encore). */
static void sacrifice_at_next_end_step(cardrt_game *g, cardrt_id obj)
{
    cardrt_ref link = { CARDRT_REF_OBJECT, obj };
    cardrt_add_delayed_trigger(g, obj, cardrt_controller(g, obj), &end_step_sacrifice, &link, 1);
}

/* ---- myriad ----------------------------------------------------------------------------- */

static bool end_of_combat(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev->kind == CARDRT_EV_STEP && ev->step == CARDRT_STEP_END_COMBAT;
}

cardrt_status cardrt_fx_myriad(cardrt_ctx *ctx)
{
    static const cardrt_trigger_def exile_at_end_of_combat = {
        .text = "Exile the token at end of combat.", .matches = end_of_combat, .effect = exile_it,
    };
    cardrt_id self = ctx ? cardrt_ctx_source(ctx) : 0;
    if (!self)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    unsigned you = ctx->item->controller;
    int defending = cardrt_defending_player_of(g, self);
    cardrt_status st = CARDRT_OK;
    for (unsigned p = 0; p < g->nplayers && st == CARDRT_OK; p++) {
        if (p == you || (int)p == defending || g->players[p].lost || !cardrt_ask(g, you, self, "myriad"))
            continue;
        cardrt_sel_clear(ctx, 0, 3);
        cardrt_sel_source(ctx, 0);
        rt_sel *whom = rt_sel_at(ctx, 2), *made = rt_sel_at(ctx, 1);
        if (!whom || !made)
            return CARDRT_ENOMEM;
        rt_sel_add(whom, (cardrt_ref){ CARDRT_REF_PLAYER, p });
        st = cardrt_fx_token_copies(ctx, -1, 0, 1, 1);
        if (st == CARDRT_OK)
            st = cardrt_fx_enter_attacking(ctx, 1, 2, true);
        for (unsigned i = 0; st == CARDRT_OK && i < made->n; i++)
            cardrt_add_delayed_trigger(g, self, you, &exile_at_end_of_combat, &made->items[i], 1);
    }
    return st;
}

void rt_blitz(cardrt_game *g, cardrt_id obj)
{
    static const cardrt_trigger_def dies_draw = {
        .text = "When this permanent is put into a graveyard from the battlefield, draw a card.",
        .matches = self_dies, .effect = draw_a_card,
    };
    static const cardrt_card_def granted = { .name = "blitz", .triggers = &dies_draw, .ntriggers = 1 };
    static const cardrt_change changes[] = {
        { .kind = CARDRT_ADD_KEYWORDS, .keywords = CARDRT_KW(CARDRT_KW_HASTE) },
        { .kind = CARDRT_ADD_ABILITIES, .abilities = &granted },
    };
    cardrt_effect_spec e = { changes, 2, CARDRT_FOREVER, NULL, &obj, 1, NULL };
    cardrt_add_effect(g, obj, &e);
    sacrifice_at_next_end_step(g, obj);
}

/* ---- ascend -------------------------------------------------------------------------------- */

bool cardrt_has_city_blessing(const cardrt_game *g, unsigned player)
{
    return g && player < g->nplayers && g->players[player].blessed;
}

bool rt_ascend(cardrt_game *g, unsigned player)
{
    if (player >= g->nplayers || g->players[player].blessed)
        return false;
    unsigned n = 0;
    for (size_t i = 0; i < g->nobjs; i++)
        n += g->objs[i].zone == CARDRT_BATTLEFIELD && cardrt_controller(g, (cardrt_id)(i + 1)) == player;
    if (n < 10)
        return false;
    g->players[player].blessed = true;  /* for the rest of the game (702.131c) */
    rt_touch(g);                        /* "as long as you have the city's blessing" may now hold */
    return true;
}

bool rt_ascend_permanents(cardrt_game *g)
{
    bool any = false;
    for (size_t i = 0; i < g->nobjs; i++)
        if (g->objs[i].zone == CARDRT_BATTLEFIELD && g->objs[i].def->ascend)
            any |= rt_ascend(g, cardrt_controller(g, (cardrt_id)(i + 1)));
    return any;
}

/* ---- miracle ------------------------------------------------------------------------------- */

static bool drawn_self(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    return ev->kind == CARDRT_EV_DRAW && ev->object == self;
}

/* The revealed card, still the card in its owner's hand, may be cast for
 * its miracle cost (as the ability resolves, ignoring timing). */
static void miracle_cast(cardrt_ctx *ctx)
{
    cardrt_ref r;
    const rt_object *o = cardrt_ctx_linked(ctx, 0, &r) ? rt_obj(ctx->g, r.id) : NULL;
    if (!o || o->zone != CARDRT_HAND || !o->def->miracle
        || !cardrt_ask(ctx->g, ctx->item->controller, r.id, "cast it for its miracle cost"))
        return;
    rt_cast_during(ctx->g, ctx->item->controller, r.id, o->def->miracle, 0);
}

void rt_miracle(cardrt_game *g, cardrt_id card, unsigned player)
{
    static const cardrt_trigger_def revealed = {
        .text = "When you reveal this card this way, you may cast it by paying its miracle cost rather than "
                "its mana cost.",
        .matches = drawn_self, .effect = miracle_cast,
    };
    const rt_object *o = rt_obj(g, card);
    if (!o || !o->def->miracle || !cardrt_ask(g, player, card, "reveal it for its miracle cost"))
        return;
    cardrt_ref link = { CARDRT_REF_OBJECT, card };
    cardrt_add_delayed_trigger(g, card, player, &revealed, &link, 1);
}

cardrt_status cardrt_fx_partner_with(cardrt_ctx *ctx, int slot, const char *name)
{
    cardrt_ref who;
    if (!ctx || !name || slot < 0)
        return CARDRT_EINVAL;
    if (!cardrt_ctx_target(ctx, (unsigned)slot, 0, &who) || who.kind != CARDRT_REF_PLAYER)
        return CARDRT_OK;       /* no target left (CR 608.2b) */
    unsigned p = (unsigned)who.id, n;
    cardrt_ref *lib = rt_cards_in(ctx->g, p, CARDRT_LIBRARY, &n);
    if (!lib)
        return CARDRT_ENOMEM;
    cardrt_id card = 0;
    for (unsigned i = 0; i < n && !card; i++) {
        const rt_object *o = rt_obj(ctx->g, lib[i].id);
        if (o && o->def->name && strcmp(o->def->name, name) == 0)
            card = lib[i].id;
    }
    free(lib);
    if (!cardrt_ask(ctx->g, p, ctx->item->source, "put the partner into your hand from your library"))
        return CARDRT_OK;
    if (card)
        cardrt_move(ctx->g, card, CARDRT_HAND);
    cardrt_shuffle(ctx->g, p);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_encore(cardrt_ctx *ctx, int into)
{
    const rt_object *o = ctx ? rt_obj(ctx->g, ctx->item->source) : NULL;
    rt_sel *made = rt_sel_at(ctx, into);
    if (!o || !made)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    const cardrt_card_def *def = o->def;    /* its copiable values, the card's (CR 707.2) */
    cardrt_status st = CARDRT_OK;
    for (unsigned p = 0; p < g->nplayers && st == CARDRT_OK; p++) {
        if (p == ctx->item->controller || g->players[p].lost)
            continue;
        unsigned before = made->n;
        st = cardrt_fx_tokens(ctx, -1, def, 1, into);
        for (unsigned i = before; i < made->n; i++) {
            cardrt_id id = made->items[i].id;
            rt_object *t = rt_obj(g, id);
            if (!t || t->zone != CARDRT_BATTLEFIELD)
                continue;
            t->must_attack_turn = g->turn;     /* "attacks that opponent this turn if able" */
            t->must_attack_player = p;
            rt_gain_haste(g, id);
            sacrifice_at_next_end_step(g, id);
        }
    }
    return st;
}

static bool next_cleanup_step(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev->kind == CARDRT_EV_STEP && ev->step == CARDRT_STEP_CLEANUP;
}

void rt_sacrifice_at_cleanup(cardrt_game *g, cardrt_id obj)
{
    static const cardrt_trigger_def cleanup_sacrifice = {
        .text = "Its controller sacrifices it at the beginning of the next cleanup step.",
        .matches = next_cleanup_step, .effect = sacrifice_it,
    };
    cardrt_ref link = { CARDRT_REF_OBJECT, obj };
    cardrt_add_delayed_trigger(g, obj, cardrt_controller(g, obj), &cleanup_sacrifice, &link, 1);
}

bool rt_has_own_rule(const cardrt_card_def *def, cardrt_rule_kind kind)
{
    for (unsigned s = 0; s < def->nstatics; s++)
        for (unsigned k = 0; k < def->statics[s].nchanges; k++)
            if (def->statics[s].changes[k].kind == CARDRT_RULE_CHANGE && def->statics[s].changes[k].rule
                && def->statics[s].changes[k].rule->kind == kind)
                return true;
    return false;
}

cardrt_status cardrt_fx_unearth(cardrt_ctx *ctx)
{
    cardrt_id self = ctx ? cardrt_ctx_source(ctx) : 0;
    rt_object *o = rt_obj(ctx ? ctx->g : NULL, self);
    if (!o)
        return CARDRT_EINVAL;
    if (o->zone != CARDRT_GRAVEYARD || o->moves != ctx->item->source_moves)
        return CARDRT_EZONE;    /* a new object (CR 400.7) */
    o->base_controller = cardrt_ctx_controller(ctx);
    cardrt_status st = cardrt_move(ctx->g, self, CARDRT_BATTLEFIELD);
    o = rt_obj(ctx->g, self);           /* (entering may have made objects) */
    if (st != CARDRT_OK || !o || o->zone != CARDRT_BATTLEFIELD)
        return st;
    o->unearthed = true;
    rt_until_next_end_step(ctx->g, self, CARDRT_EXILE);
    return CARDRT_OK;
}

bool cardrt_same_mana_value(const cardrt_game *g, cardrt_id source, cardrt_id obj)
{
    return cardrt_mana_value(g, obj) == cardrt_mana_value(g, source);
}

cardrt_status cardrt_fx_ninjutsu(cardrt_ctx *ctx)
{
    cardrt_id self = ctx ? cardrt_ctx_source(ctx) : 0;
    rt_object *o = rt_obj(ctx ? ctx->g : NULL, self);
    if (!o)
        return CARDRT_EINVAL;
    if (o->zone != CARDRT_HAND || o->moves != ctx->item->source_moves)
        return CARDRT_EZONE;    /* a new object (CR 400.7) */
    o->base_controller = o->owner;
    cardrt_status st = cardrt_move(ctx->g, self, CARDRT_BATTLEFIELD);
    o = rt_obj(ctx->g, self);
    if (st != CARDRT_OK || !o || o->zone != CARDRT_BATTLEFIELD)
        return st;
    cardrt_set_tapped(ctx->g, self, true);
    if (ctx->item->paid_attacking.kind != CARDRT_REF_NONE) {
        o->attacking = ctx->item->paid_attacking;     /* never declared: "attacks" does not trigger */
        o->defender = ctx->item->paid_defender;
        rt_touch_state(ctx->g);
    }
    return CARDRT_OK;
}

/* ---- bloodthirst, renown, monstrosity ----------------------------------------------------- */

bool cardrt_dealt_damage_this_turn(const cardrt_game *g, unsigned player)
{
    return g && player < g->nplayers && g->players[player].damaged_turn == g->turn && g->turn;
}

bool cardrt_object_damaged_this_turn(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->damaged_turn && o->damaged_turn == g->turn;
}

bool cardrt_attacked_this_turn(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->attacked_turn && o->attacked_turn == g->turn;
}

bool cardrt_attacked_last_turn(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    unsigned p = o ? cardrt_controller(g, obj) : CARDRT_MAX_PLAYERS;
    if (!o || !o->attacked_turn || p >= g->nplayers)
        return false;
    const rt_player *pl = &g->players[p];
    unsigned last = g->active == p && pl->turn == g->turn ? pl->last_turn : pl->turn;
    return last && o->attacked_turn == last;
}

bool cardrt_blocked_this_turn(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->blocked_turn && o->blocked_turn == g->turn;
}

bool cardrt_attacked_this_combat(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->attacked_combat && o->attacked_combat == g->combats;
}

bool cardrt_blocked_this_combat(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->blocked_combat && o->blocked_combat == g->combats;
}

bool cardrt_put_from_battlefield_this_turn(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->zone == CARDRT_GRAVEYARD && o->from_battlefield_turn && o->from_battlefield_turn == g->turn;
}

bool cardrt_entered_this_turn(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->zone == CARDRT_BATTLEFIELD && o->entered_turn && o->entered_turn == g->turn;
}

cardrt_status cardrt_fx_bloodthirst(cardrt_ctx *ctx, int n)
{
    if (!ctx || n < 0)
        return CARDRT_EINVAL;
    unsigned you = cardrt_ctx_controller(ctx);
    for (unsigned p = 0; p < ctx->g->nplayers; p++)
        if (p != you && cardrt_dealt_damage_this_turn(ctx->g, p))
            return cardrt_add_counter(ctx->g, cardrt_ctx_source(ctx), "+1/+1", n);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_sunburst(cardrt_ctx *ctx)
{
    if (!ctx)
        return CARDRT_EINVAL;
    cardrt_id self = cardrt_ctx_source(ctx);
    int colors = 0;
    for (int k = CARDRT_MANA_W; k <= CARDRT_MANA_G; k++)
        colors += cardrt_mana_spent(ctx->g, self, k) > 0;
    if (!colors)
        return CARDRT_OK;
    bool creature = cardrt_types(ctx->g, self) & CARDRT_CREATURE;
    return cardrt_add_counter(ctx->g, self, creature ? "+1/+1" : "charge", colors);
}

/* Devour (702.82a) and amplify (702.38a): the controller of the source,
 * as it enters, chooses any number of the objects in ZONE that OK accepts,
 * into IDS (room for every object); how many (0 when memory ran out). */
static unsigned choose_any(cardrt_ctx *ctx, cardrt_zone zone, bool (*ok)(const cardrt_game *g, cardrt_id self,
                                                                         cardrt_id obj),
                           const char *prompt, cardrt_id *ids)
{
    cardrt_game *g = ctx->g;
    cardrt_id self = cardrt_ctx_source(ctx);
    unsigned you = cardrt_ctx_controller(ctx), k = 0, got = 0;
    cardrt_ref *cand = malloc((g->nobjs + 1) * sizeof *cand);
    unsigned *answers = malloc((g->nobjs + 1) * sizeof *answers);
    for (size_t i = 0; cand && answers && i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        bool yours = zone == CARDRT_BATTLEFIELD ? cardrt_controller(g, id) == you : g->objs[i].owner == you;
        if (id != self && g->objs[i].zone == zone && yours && ok(g, self, id))
            cand[k++] = (cardrt_ref){ CARDRT_REF_OBJECT, id };
    }
    if (k) {
        cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = you, .source = self, .prompt = prompt,
                            .candidates = cand, .ncandidates = k, .min = 0, .max = k };
        got = cardrt_choose(g, &c, answers);
    }
    for (unsigned i = 0; i < got; i++)
        ids[i] = cand[answers[i]].id;
    free(cand);
    free(answers);
    return got;
}

static bool is_creature(const cardrt_game *g, cardrt_id self, cardrt_id obj)
{
    (void)self;
    return (cardrt_types(g, obj) & CARDRT_CREATURE) != 0;
}

cardrt_status cardrt_fx_devour(cardrt_ctx *ctx, int n)
{
    if (!ctx || n < 0)
        return CARDRT_EINVAL;
    cardrt_id *ids = malloc((ctx->g->nobjs + 1) * sizeof *ids);
    if (!ids)
        return CARDRT_ENOMEM;
    unsigned got = choose_any(ctx, CARDRT_BATTLEFIELD, is_creature, "devour", ids);
    cardrt_status st = rt_sacrifice_ids(ctx, ids, got);     /* frees IDS; ctx's result: how many */
    if (st != CARDRT_OK || ctx->result <= 0)
        return st;
    long long counters = (long long)n * ctx->result;
    return cardrt_add_counter(ctx->g, cardrt_ctx_source(ctx), "+1/+1", counters > INT_MAX ? INT_MAX : (int)counters);
}

cardrt_status cardrt_fx_amplify(cardrt_ctx *ctx, int n)
{
    if (!ctx || n < 0)
        return CARDRT_EINVAL;
    cardrt_id *ids = malloc((ctx->g->nobjs + 1) * sizeof *ids);
    if (!ids)
        return CARDRT_ENOMEM;
    unsigned got = choose_any(ctx, CARDRT_HAND, cardrt_shares_creature_type, "amplify", ids);
    free(ids);                  /* revealed, they stay in the hand (CR 701.20a) */
    long long counters = (long long)n * got;
    return got ? cardrt_add_counter(ctx->g, cardrt_ctx_source(ctx), "+1/+1",
                                    counters > INT_MAX ? INT_MAX : (int)counters)
               : CARDRT_OK;
}

bool cardrt_is_renowned(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->zone == CARDRT_BATTLEFIELD && o->renowned;
}

bool cardrt_is_monstrous(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->zone == CARDRT_BATTLEFIELD && o->monstrous;
}

bool cardrt_match_renown(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return g && ev && ev->kind == CARDRT_EV_DAMAGE && ev->combat && ev->source == self
           && ev->target.kind == CARDRT_REF_PLAYER && !cardrt_is_renowned(g, self);
}

/* Counters on the source if FLAG (renowned, monstrous) is not set; then it is. */
static cardrt_status grow_once(cardrt_ctx *ctx, int n, bool monstrous)
{
    rt_object *o = ctx && n >= 0 ? rt_obj(ctx->g, cardrt_ctx_source(ctx)) : NULL;
    if (!o)
        return CARDRT_EINVAL;
    bool *flag = monstrous ? &o->monstrous : &o->renowned;
    if (o->zone != CARDRT_BATTLEFIELD || *flag)
        return CARDRT_OK;
    cardrt_status st = cardrt_add_counter(ctx->g, cardrt_ctx_source(ctx), "+1/+1", n);
    *flag = true;
    cardrt_event ev = { .kind = monstrous ? CARDRT_EV_MONSTROUS : CARDRT_EV_RENOWNED,
                        .object = cardrt_ctx_source(ctx), .player = cardrt_controller(ctx->g, cardrt_ctx_source(ctx)) };
    rt_event(ctx->g, &ev);
    return st;
}

bool cardrt_match_ward(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return g && ev && ev->kind == CARDRT_EV_TARGETED && ev->target.kind == CARDRT_REF_OBJECT
           && ev->target.id == self && ev->player != cardrt_controller(g, self);
}

cardrt_status cardrt_fx_ward(cardrt_ctx *ctx, const char *cost)
{
    if (!ctx || !cost)
        return CARDRT_EINVAL;
    cardrt_sel_event(ctx, 0, CARDRT_EVENT_PLAYER);     /* that player */
    if (cardrt_fx_pay(ctx, 0, cost))
        return CARDRT_OK;
    cardrt_sel_event(ctx, 1, CARDRT_EVENT_SOURCE);     /* it: the spell or ability */
    return cardrt_fx_counter(ctx, 1);
}

cardrt_status cardrt_fx_renown(cardrt_ctx *ctx, int n)
{
    return grow_once(ctx, n, false);
}

cardrt_status cardrt_fx_monstrosity(cardrt_ctx *ctx, int n)
{
    return grow_once(ctx, n, true);
}

/* ---- suspend and madness: cards cast from exile ---------------------------------------- */

cardrt_status cardrt_suspend(cardrt_game *g, unsigned player, cardrt_id obj)
{
    rt_object *o = rt_obj(g, obj);
    if (!o || player >= g->nplayers)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    const cardrt_cost *c = rt_cost_of(o->def, CARDRT_COST_SUSPEND);
    if (!c || c->n <= 0)
        return CARDRT_EINVAL;
    if (o->zone != CARDRT_HAND || o->owner != player)
        return CARDRT_EZONE;
    /* When its owner could begin to cast it: its timing (CR 702.62a). */
    bool fast = (o->def->types & CARDRT_INSTANT) || cardrt_has_keyword(g, obj, CARDRT_KW_FLASH);
    if (!rt_may_act(g, player) || (!fast && !rt_sorcery_time(g, player)))
        return CARDRT_ETIMING;
    rt_payment pay;
    cardrt_status st = rt_mana_plan(g, player, c->counter, 0, 0, NULL, &pay);
    if (st != CARDRT_OK)
        return st;
    rt_mana_pay(g, player, &pay);
    st = cardrt_move(g, obj, CARDRT_EXILE);
    o = rt_at(g, obj);
    if (st != CARDRT_OK || o->zone != CARDRT_EXILE)
        return st;
    cardrt_add_counter(g, obj, "time", c->n);
    rt_acted(g, player);
    rt_check_sba(g);   /* the player receives priority: CR 117.3c, 704.3 */
    return CARDRT_OK;
}

/* A card in exile with suspend (CR 702.62b: with a time counter, it is
 * suspended, however it came there). */
static bool exiled_with_suspend(const rt_object *o)
{
    return o && o->zone == CARDRT_EXILE && rt_cost_of(o->def, CARDRT_COST_SUSPEND);
}

bool cardrt_is_suspended(const cardrt_game *g, cardrt_id obj)
{
    return exiled_with_suspend(rt_obj(g, obj)) && cardrt_counter_count(g, obj, "time") > 0;
}

bool cardrt_has_keyword_ability(const cardrt_game *g, cardrt_id obj, int which)
{
    static const int costs[] = { [CARDRT_KA_KICKER] = CARDRT_COST_KICKER,
                                 [CARDRT_KA_FLASHBACK] = CARDRT_COST_FLASHBACK, [CARDRT_KA_MORPH] = CARDRT_COST_MORPH };
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_ABILITIES | RT_READ_DEF);
    const cardrt_card_def *d = c && !c->lost_abilities ? c->def : NULL;
    if (!d || which < CARDRT_KA_CYCLING || which > CARDRT_KA_MORPH)
        return false;
    if (which != CARDRT_KA_CYCLING)
        return rt_cost_of(d, costs[which]) != NULL;
    for (unsigned i = 0; i < d->nactivated; i++)
        if (d->activated[i].timing & CARDRT_TIMING_CYCLING)
            return true;
    return false;
}

cardrt_status cardrt_fx_suspend(cardrt_ctx *ctx)
{
    cardrt_id self = ctx ? cardrt_ctx_source(ctx) : 0;
    if (!self)
        return CARDRT_EINVAL;
    return cardrt_is_suspended(ctx->g, self) ? cardrt_add_counter(ctx->g, self, "time", -1) : CARDRT_OK;
}

cardrt_status cardrt_fx_suspend_cast(cardrt_ctx *ctx)
{
    cardrt_id self = ctx ? cardrt_ctx_source(ctx) : 0;
    const rt_object *o = rt_obj(ctx ? ctx->g : NULL, self);
    if (!o)
        return CARDRT_EINVAL;
    if (!exiled_with_suspend(o))
        return CARDRT_OK;       /* no longer the suspended card */
    if (!cardrt_ask(ctx->g, o->owner, self, "cast it without paying its mana cost"))
        return CARDRT_OK;       /* it stays exiled */
    return rt_cast_during(ctx->g, o->owner, self, NULL, CARDRT_PLAY_SUSPENDED);
}

bool cardrt_match_madness(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    const rt_object *o = rt_obj(g, self);
    return o && ev && ev->kind == CARDRT_EV_ZONE_CHANGE && ev->object == self && ev->from == CARDRT_HAND
           && ev->to == CARDRT_EXILE && o->discarding;
}

cardrt_status cardrt_fx_madness(cardrt_ctx *ctx, const char *cost)
{
    cardrt_id self = ctx ? cardrt_ctx_source(ctx) : 0;
    const rt_object *o = rt_obj(ctx ? ctx->g : NULL, self);
    if (!o || !cost)
        return CARDRT_EINVAL;
    if (o->zone != CARDRT_EXILE)
        return CARDRT_OK;
    unsigned owner = o->owner;
    if (cardrt_ask(ctx->g, owner, self, "cast it for its madness cost")
        && rt_cast_during(ctx->g, owner, self, cost, CARDRT_PLAY_MADNESS) == CARDRT_OK)
        return CARDRT_OK;
    return cardrt_move(ctx->g, self, CARDRT_GRAVEYARD);
}

/* ---- morph ---------------------------------------------------------------------------------- */

bool cardrt_is_face_down(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->face_down;
}

cardrt_status cardrt_turn_face_up(cardrt_game *g, unsigned player, cardrt_id obj)
{
    rt_object *o = rt_obj(g, obj);
    if (!o || player >= g->nplayers)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    const cardrt_cost *c = rt_cost_of(o->def, CARDRT_COST_MORPH);
    if (!c || !o->face_down || o->zone != CARDRT_BATTLEFIELD || cardrt_controller(g, obj) != player)
        return CARDRT_EINVAL;
    if (!rt_may_act(g, player))
        return CARDRT_ETIMING;
    rt_payment pay;
    cardrt_status st = rt_mana_plan(g, player, c->counter, 0, 0, NULL, &pay);
    if (st != CARDRT_OK)
        return st;
    rt_mana_pay(g, player, &pay);
    o->face_down = false;
    rt_touch_object(g, obj);
    if (c->n > 0)                               /* megamorph (702.37b) */
        cardrt_add_counter(g, obj, "+1/+1", c->n);
    cardrt_event ev = { .kind = CARDRT_EV_TURNED_FACE_UP, .object = obj, .player = player };
    rt_event(g, &ev);
    rt_acted(g, player);
    rt_check_sba(g);   /* the player receives priority: CR 117.3c, 704.3 */
    return CARDRT_OK;
}

/* ---- rebound, foretell, totem armor, riot --------------------------------------------------- */

/* CR 702.88a rebound: "If you cast this spell from your hand, exile it as
 * it resolves. At the beginning of your next upkeep, you may cast this card
 * from exile without paying its mana cost." */
static bool your_next_upkeep(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_STEP && ev->step == CARDRT_STEP_UPKEEP && ev->player == cardrt_owner(g, self);
}

static void rebound_cast(cardrt_ctx *ctx)
{
    cardrt_ref card;
    unsigned you = cardrt_ctx_controller(ctx);
    if (cardrt_ctx_linked(ctx, 0, &card) && cardrt_zone_of(ctx->g, card.id) == CARDRT_EXILE
        && cardrt_ask(ctx->g, you, card.id, "cast it without paying its mana cost"))
        rt_cast_during(ctx->g, you, card.id, NULL, 0);
}

static const cardrt_trigger_def rebound_trigger = {
    .text = "At the beginning of your next upkeep, you may cast this card from exile without paying its "
            "mana cost.",
    .matches = your_next_upkeep, .effect = rebound_cast,
};

bool rt_rebound(cardrt_game *g, cardrt_id spell, unsigned controller)
{
    rt_object *o = rt_obj(g, spell);
    if (!o || !o->from_hand || !cardrt_has_keyword(g, spell, CARDRT_KW_REBOUND))
        return false;
    if (cardrt_move(g, spell, CARDRT_EXILE) != CARDRT_OK)
        return false;
    cardrt_ref link = { CARDRT_REF_OBJECT, spell };
    cardrt_add_delayed_trigger(g, spell, controller, &rebound_trigger, &link, 1);
    return true;
}

cardrt_status cardrt_foretell(cardrt_game *g, unsigned player, cardrt_id obj)
{
    rt_object *o = rt_obj(g, obj);
    if (!o || player >= g->nplayers || !rt_cost_of(o->def, CARDRT_COST_FORETELL))
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    if (o->zone != CARDRT_HAND || o->owner != player)
        return CARDRT_EZONE;
    if (g->active != player || !rt_may_act(g, player))
        return CARDRT_ETIMING;
    rt_payment pay;
    cardrt_status st = rt_mana_plan(g, player, "{2}", 0, 0, NULL, &pay);
    if (st != CARDRT_OK)
        return st;
    rt_mana_pay(g, player, &pay);
    st = cardrt_move(g, obj, CARDRT_EXILE);
    o = rt_at(g, obj);
    if (st != CARDRT_OK || o->zone != CARDRT_EXILE)
        return st;
    o->foretold_turn = g->turn;
    rt_acted(g, player);
    rt_check_sba(g);   /* the player receives priority: CR 117.3c, 704.3 */
    return CARDRT_OK;
}

bool rt_totem_armor(cardrt_game *g, cardrt_id obj)
{
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id aura = (cardrt_id)(i + 1);
        rt_object *a = &g->objs[i];
        if (a->zone != CARDRT_BATTLEFIELD || a->attached_to != obj
            || !cardrt_has_keyword(g, aura, CARDRT_KW_TOTEM_ARMOR))
            continue;
        rt_object *o = rt_at(g, obj);
        o->damage = 0;
        o->deathtouched = false;
        rt_touch_state(g);
        cardrt_destroy(g, aura, true);
        return true;
    }
    return false;
}

void rt_riot(cardrt_game *g, cardrt_id obj)
{
    if (!cardrt_has_keyword(g, obj, CARDRT_KW_RIOT))
        return;
    if (cardrt_ask(g, cardrt_controller(g, obj), obj, "enter with a +1/+1 counter (else haste)"))
        cardrt_add_counter(g, obj, "+1/+1", 1);
    else
        rt_gain_haste(g, obj);
}

/* Awaken (702.113a of the current rules): a land the spell's controller controls. */
static bool land_you_control(const cardrt_game *g, cardrt_id source, const cardrt_ref *r)
{
    return r->kind == CARDRT_REF_OBJECT && (cardrt_types(g, r->id) & CARDRT_LAND)
           && cardrt_controller(g, r->id) == cardrt_controller(g, source);
}

const cardrt_target_spec rt_awaken_target = { .text = "land you control", .min = 1, .max = 1,
                                              .legal = land_you_control };

void rt_awaken(cardrt_ctx *ctx)
{
    static const cardrt_change becomes[] = {
        { .kind = CARDRT_ADD_TYPES, .value = CARDRT_CREATURE },
        { .kind = CARDRT_ADD_SUBTYPE, .subtype = "Elemental" },
        { .kind = CARDRT_SET_PT, .power = 0, .toughness = 0 },
        { .kind = CARDRT_ADD_KEYWORDS, .keywords = CARDRT_KW(CARDRT_KW_HASTE) },
    };
    const rt_object *o = rt_obj(ctx->g, ctx->item->source);
    const cardrt_cost *c = o ? rt_cost_of(o->def, CARDRT_COST_AWAKEN) : NULL;
    if (!c || !ctx->item->awakened)
        return;
    cardrt_sel_clear(ctx, 0, 1);
    cardrt_sel_target(ctx, 0, (int)ctx->item->nslots - 1);
    cardrt_fx_counters(ctx, 0, "+1/+1", c->n);
    cardrt_fx_effect(ctx, 0, becomes, sizeof becomes / sizeof *becomes, CARDRT_FOREVER, NULL);
}
