/* keywords.c — keyword abilities that are triggered abilities and that the
 * runtime carries out by itself, for any object with the keyword (printed,
 * or gained from an effect).  Their definitions are the current
 * Comprehensive Rules' (CR 702.x, not in ../shared/rules): each is a
 * triggered ability that uses the stack like any other. */
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

const rt_kw_trigger rt_kw_triggers[RT_NKW_TRIGGERS] = {
    { CARDRT_KW_PROWESS, { .text = "Prowess", .matches = prowess_matches, .effect = prowess_effect } },
    { CARDRT_KW_FLANKING, { .text = "Flanking", .matches = flanking_matches, .effect = flanking_effect } },
    { CARDRT_KW_EXALTED, { .text = "Exalted", .matches = exalted_matches, .effect = exalted_effect } },
    { CARDRT_KW_EXTORT, { .text = "Extort", .matches = extort_matches, .effect = extort_effect } },
    { CARDRT_KW_EVOLVE, { .text = "Evolve", .matches = evolve_matches, .effect = evolve_effect } },
    { CARDRT_KW_PERSIST, { .text = "Persist", .matches = persist_matches, .effect = persist_effect } },
    { CARDRT_KW_UNDYING, { .text = "Undying", .matches = undying_matches, .effect = undying_effect } },
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

/* Sacrifice the source, if it is still on the battlefield. */
static cardrt_status sacrifice_source(cardrt_ctx *ctx)
{
    cardrt_sel_source(ctx, 0);
    return cardrt_fx_sacrifice(ctx, 0);
}

/* The source, if it is on the battlefield (0 otherwise). */
static cardrt_id source_permanent(const cardrt_ctx *ctx)
{
    cardrt_id self = cardrt_ctx_source(ctx);
    return cardrt_zone_of(ctx->g, self) == CARDRT_BATTLEFIELD ? self : 0;
}

cardrt_status cardrt_fx_echo(cardrt_ctx *ctx, const char *cost)
{
    if (!ctx || !cost)
        return CARDRT_EINVAL;
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
