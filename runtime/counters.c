/* counters.c — counters of any kind on objects and players (the Fourth
 * Edition rulebook, "Counters": counters with the same name are
 * interchangeable), and what they do: +1/+1 and -1/-1 in layer 6c, poison
 * (state-based actions), loyalty (planeswalkers), keyword counters (a
 * flying counter gives flying in layer 5, layers.c).
 *
 * The game keeps one list of (holder, kind, number).  A kind is an index:
 * the kinds the rules know come first, others are named as they are first
 * used and kept in the game (so the names live as long as the game, and a
 * clone has its own).  An object that changes zones is a new object with no
 * counters (CR 400.7 in later rules); the counters it had as it left the
 * battlefield stay as its last known information (CR 413.2f). */
#include <stdlib.h>
#include <string.h>

#include "rt.h"

static const char *const builtin[RT_COUNTER_BUILTIN] = { "+1/+1", "-1/-1", "loyalty", "poison" };

const char *rt_counter_name(const cardrt_game *g, unsigned kind)
{
    return kind < RT_COUNTER_BUILTIN ? builtin[kind] : g->counter_names[kind - RT_COUNTER_BUILTIN];
}

unsigned rt_counter_find(const cardrt_game *g, const char *name)
{
    for (unsigned k = 0; k < RT_COUNTER_BUILTIN + g->ncounter_names; k++)
        if (strcmp(rt_counter_name(g, k), name) == 0)
            return k;
    return RT_NO_COUNTER;
}

/* The index of the kind NAME; a new one if ADD (RT_NO_COUNTER if out of memory). */
static unsigned counter_kind(cardrt_game *g, const char *name, bool add)
{
    unsigned k = rt_counter_find(g, name);
    if (k != RT_NO_COUNTER || !add)
        return k;
    char *copy = strdup(name);
    if (!copy || !rt_grow((void **)&g->counter_names, &g->capcounter_names, g->ncounter_names + 1,
                          sizeof *g->counter_names)) {
        free(copy);
        return RT_NO_COUNTER;
    }
    g->counter_names[g->ncounter_names++] = copy;
    return RT_COUNTER_BUILTIN + (unsigned)g->ncounter_names - 1;
}

static bool same_holder(cardrt_ref a, cardrt_ref b)
{
    return a.kind == b.kind && a.id == b.id;
}

int rt_counter_count(const cardrt_game *g, cardrt_ref on, unsigned kind, bool last)
{
    for (size_t i = 0; i < g->ncounters; i++) {
        const rt_counter *c = &g->counters[i];
        if (c->kind == kind && c->last == last && same_holder(c->on, on))
            return c->n;
    }
    return 0;
}

/* 1 + the player who puts counters on ON now (CR 122.6a; cardrt_game.putting). */
static unsigned putter(const cardrt_game *g, cardrt_ref on)
{
    if (g->putting)
        return g->putting;
    if (g->asking)
        return g->asking->controller + 1;
    return on.kind == CARDRT_REF_OBJECT ? cardrt_controller(g, on.id) + 1 : (unsigned)on.id + 1;
}

cardrt_status rt_add_counters(cardrt_game *g, cardrt_ref on, unsigned kind, int n)
{
    if (n > 0 && rt_counters_forbidden(g, on, rt_counter_name(g, kind)))
        return CARDRT_OK;       /* "~ can't have counters put on it" */
    if (n > 0) {                /* "twice that many +1/+1 counters are put on it instead" (CR 614.1a) */
        cardrt_event would = { .kind = CARDRT_EV_COUNTERS, .amount = n, .counter = rt_counter_name(g, kind),
                               .target = on, .cause = putter(g, on) };
        if (on.kind == CARDRT_REF_OBJECT)
            would.object = on.id;
        else
            would.player = (unsigned)on.id;
        if (!rt_replace(g, &would, NULL, NULL, NULL) || would.amount <= 0)
            return CARDRT_OK;
        n = would.amount;
    }
    rt_counter *c = NULL;
    for (size_t i = 0; i < g->ncounters && !c; i++)
        if (g->counters[i].kind == kind && !g->counters[i].last && same_holder(g->counters[i].on, on))
            c = &g->counters[i];
    if (!c && n > 0) {
        if (!rt_grow((void **)&g->counters, &g->capcounters, g->ncounters + 1, sizeof *g->counters))
            return CARDRT_ENOMEM;
        c = &g->counters[g->ncounters++];
        *c = (rt_counter){ on, kind, 0, false };
    }
    if (!c)
        return CARDRT_OK;       /* none to remove */
    if (n < 0 && n < -c->n)
        n = -c->n;              /* remove as many as there are */
    if (n > INT32_MAX - c->n)
        return CARDRT_ELIMIT;
    c->n += n;
    if (c->n == 0)
        *c = g->counters[--g->ncounters];
    if (n == 0)
        return CARDRT_OK;
    if (on.kind == CARDRT_REF_OBJECT)
        rt_touch_object(g, on.id);      /* +1/+1 and -1/-1: layer 6c */
    else
        rt_touch_state(g);
    cardrt_event ev = { .kind = CARDRT_EV_COUNTERS, .amount = n, .counter = rt_counter_name(g, kind),
                        .cause = n > 0 ? putter(g, on) : 0 };
    if (on.kind == CARDRT_REF_OBJECT)
        ev.object = on.id;
    else
        ev.player = (unsigned)on.id;
    ev.target = on;
    rt_event(g, &ev);
    return CARDRT_OK;
}

void rt_counters_move(cardrt_game *g, cardrt_id obj, cardrt_zone from, cardrt_zone to)
{
    cardrt_ref on = { CARDRT_REF_OBJECT, obj };
    size_t k = 0;
    for (size_t i = 0; i < g->ncounters; i++) {
        rt_counter *c = &g->counters[i];
        if (same_holder(c->on, on)) {
            if (c->last && to != CARDRT_BATTLEFIELD && from != CARDRT_BATTLEFIELD)
                ;               /* still what it had as it last left the battlefield */
            else if (!c->last && from == CARDRT_BATTLEFIELD)
                c->last = true; /* as it left: last known information */
            else
                continue;       /* gone */
        }
        g->counters[k++] = *c;
    }
    g->ncounters = k;
}

cardrt_status cardrt_add_counter(cardrt_game *g, cardrt_id obj, const char *kind, int n)
{
    const rt_object *o = rt_obj(g, obj);
    if (!o || !kind || !*kind)
        return CARDRT_EINVAL;
    if (o->zone != CARDRT_BATTLEFIELD && o->zone != CARDRT_GRAVEYARD && o->zone != CARDRT_EXILE)
        return CARDRT_EZONE;
    unsigned k = counter_kind(g, kind, n > 0);
    if (k == RT_NO_COUNTER)
        return n > 0 ? CARDRT_ENOMEM : CARDRT_OK;
    return rt_add_counters(g, (cardrt_ref){ CARDRT_REF_OBJECT, obj }, k, n);
}

int cardrt_counter_count(const cardrt_game *g, cardrt_id obj, const char *kind)
{
    unsigned k = rt_obj(g, obj) && kind ? rt_counter_find(g, kind) : RT_NO_COUNTER;
    return k == RT_NO_COUNTER ? 0 : rt_counter_count(g, (cardrt_ref){ CARDRT_REF_OBJECT, obj }, k, false);
}

/* A counter of the kind NAME removed from OBJ, if it has one. */
static bool remove_one(cardrt_game *g, cardrt_id obj, const char *name)
{
    cardrt_ref on = { CARDRT_REF_OBJECT, obj };
    unsigned kind = rt_counter_find(g, name);
    if (kind == RT_NO_COUNTER || rt_counter_count(g, on, kind, false) <= 0)
        return false;
    rt_add_counters(g, on, kind, -1);
    return true;
}

bool rt_shield_used(cardrt_game *g, cardrt_id obj)
{
    rt_object *o = rt_obj(g, obj);
    if (!o)
        return false;
    if (g->batch && o->shielded == g->batch)
        return true;    /* damage from several sources at once: one counter for all of it */
    if (!remove_one(g, obj, "shield"))
        return false;
    o->shielded = g->batch;
    return true;
}

bool rt_stun_used(cardrt_game *g, cardrt_id obj)
{
    return remove_one(g, obj, "stun");
}

int rt_counters_total(const cardrt_game *g, cardrt_ref on, bool last)
{
    int n = 0;
    for (size_t i = 0; i < g->ncounters; i++)
        if (g->counters[i].last == last && same_holder(g->counters[i].on, on))
            n += g->counters[i].n;
    return n;
}

/* Proliferate (CR 701.27a): the controller chooses any number of the
 * players and permanents with a counter on them (CARDRT_CHOOSE_OBJECTS; the
 * default none), then each one chosen gets another counter of each kind
 * already on it.  The result is how many were chosen. */
cardrt_status cardrt_fx_proliferate(cardrt_ctx *ctx)
{
    if (!ctx)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    size_t most = g->nobjs + g->nplayers + 1;
    cardrt_ref *holders = malloc(most * sizeof *holders);
    unsigned *answers = malloc(most * sizeof *answers);
    unsigned *kinds = malloc((g->ncounters + 1) * sizeof *kinds);
    if (!holders || !answers || !kinds) {
        free(holders);
        free(answers);
        free(kinds);
        return CARDRT_ENOMEM;
    }
    unsigned k = 0;
    for (unsigned p = 0; p < g->nplayers; p++) {
        cardrt_ref r = { CARDRT_REF_PLAYER, (int32_t)p };
        if (!g->players[p].lost && rt_counters_total(g, r, false) > 0)
            holders[k++] = r;
    }
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_ref r = { CARDRT_REF_OBJECT, (cardrt_id)(i + 1) };
        if (g->objs[i].zone == CARDRT_BATTLEFIELD && rt_counters_total(g, r, false) > 0)
            holders[k++] = r;
    }
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = ctx->item->controller, .source = ctx->item->source,
                        .prompt = "proliferate", .candidates = holders, .ncandidates = k, .min = 0, .max = k };
    unsigned got = k ? cardrt_choose(g, &c, answers) : 0;
    ctx->result = (int)got;
    for (unsigned j = 0; j < got; j++) {
        cardrt_ref on = holders[answers[j]];
        unsigned nk = 0;        /* the kinds already there, before any is added */
        for (size_t i = 0; i < g->ncounters; i++)
            if (!g->counters[i].last && same_holder(g->counters[i].on, on) && g->counters[i].n > 0)
                kinds[nk++] = g->counters[i].kind;
        for (unsigned i = 0; i < nk; i++)
            rt_add_counters(g, on, kinds[i], 1);
    }
    free(holders);
    free(answers);
    free(kinds);
    return CARDRT_OK;
}

/* "Move a +1/+1 counter from ~ onto target creature" (CR 122.5 of the
 * current rules): N counters of KIND (as many as there are, up to N) leave
 * the first object of FROM and are put on the first object of TO, both on
 * the battlefield and not the same; else none moves.  The result is how
 * many moved. */
cardrt_status cardrt_fx_move_counters(cardrt_ctx *ctx, int from, int to, const char *kind, int n)
{
    rt_sel *f = rt_sel_at(ctx, from), *t = rt_sel_at(ctx, to);
    if (!ctx || !kind || !*kind || n < 0)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    ctx->result = 0;
    cardrt_ref a = f && f->n ? f->items[0] : (cardrt_ref){ CARDRT_REF_NONE, 0 };
    cardrt_ref b = t && t->n ? t->items[0] : (cardrt_ref){ CARDRT_REF_NONE, 0 };
    if (a.kind != CARDRT_REF_OBJECT || b.kind != CARDRT_REF_OBJECT || a.id == b.id
        || cardrt_zone_of(g, a.id) != CARDRT_BATTLEFIELD || cardrt_zone_of(g, b.id) != CARDRT_BATTLEFIELD)
        return CARDRT_OK;
    int have = cardrt_counter_count(g, a.id, kind), m = have < n ? have : n;
    if (m <= 0 || rt_counters_forbidden(g, b, kind))
        return CARDRT_OK;       /* a counter that can't be put there isn't removed */
    cardrt_status st = cardrt_add_counter(g, a.id, kind, -m);
    if (st == CARDRT_OK)
        st = cardrt_add_counter(g, b.id, kind, m);
    ctx->result = st == CARDRT_OK ? m : 0;
    return st;
}

cardrt_status cardrt_fx_counters_of(cardrt_ctx *ctx, int from, int to, bool move)
{
    rt_sel *f = rt_sel_at(ctx, from), *t = rt_sel_at(ctx, to);
    if (!ctx)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    ctx->result = 0;
    cardrt_ref a = f && f->n ? f->items[0] : (cardrt_ref){ CARDRT_REF_NONE, 0 };
    if (a.kind != CARDRT_REF_OBJECT || !t || !t->n)
        return CARDRT_OK;
    /* on the battlefield: what it has; else what it had as it left (CR 413.2f) */
    bool last = cardrt_zone_of(g, a.id) != CARDRT_BATTLEFIELD;
    if (move && last)
        return CARDRT_OK;       /* moved from a permanent only (cardrt_fx_move_counters) */
    rt_counter *had = malloc((g->ncounters + 1) * sizeof *had);     /* putting counters grows g->counters */
    if (!had)
        return CARDRT_ENOMEM;
    size_t nhad = 0;
    for (size_t i = 0; i < g->ncounters; i++)
        if (g->counters[i].last == last && same_holder(g->counters[i].on, a) && g->counters[i].n > 0)
            had[nhad++] = g->counters[i];
    cardrt_status st = CARDRT_OK;
    for (unsigned i = 0; i < t->n && st == CARDRT_OK; i++) {
        cardrt_ref b = t->items[i];
        if (b.kind != CARDRT_REF_OBJECT || same_holder(a, b) || cardrt_zone_of(g, b.id) != CARDRT_BATTLEFIELD)
            continue;
        for (size_t k = 0; k < nhad && st == CARDRT_OK; k++) {
            if (move && rt_counters_forbidden(g, b, rt_counter_name(g, had[k].kind)))
                continue;       /* a counter that can't be put there isn't removed */
            int before = rt_counter_count(g, b, had[k].kind, false);
            if (move)
                st = rt_add_counters(g, a, had[k].kind, -had[k].n);
            if (st == CARDRT_OK)
                st = rt_add_counters(g, b, had[k].kind, had[k].n);
            ctx->result += rt_counter_count(g, b, had[k].kind, false) - before;
        }
        if (move)
            break;              /* onto one object */
    }
    free(had);
    return st;
}

/* "Double the number of +1/+1 counters on it" (CR 701.10): each object on
 * the battlefield and each player of SEL gets as many more counters of
 * KIND (of each kind, for NULL) as it has. */
cardrt_status cardrt_fx_double_counters(cardrt_ctx *ctx, int sel, const char *kind)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!ctx || (kind && !*kind))
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    unsigned k = s ? s->n : 0;
    cardrt_ref *items = malloc((k + 1) * sizeof *items);
    unsigned *kinds = malloc((g->ncounters + 1) * sizeof *kinds);
    int *counts = malloc((g->ncounters + 1) * sizeof *counts);
    if (!items || !kinds || !counts) {
        free(items);
        free(kinds);
        free(counts);
        return CARDRT_ENOMEM;
    }
    if (k)
        memcpy(items, s->items, k * sizeof *items);
    unsigned only = kind ? rt_counter_find(g, kind) : RT_NO_COUNTER;
    ctx->result = 0;
    for (unsigned j = 0; j < k; j++) {
        cardrt_ref on = items[j];
        if (on.kind == CARDRT_REF_OBJECT && (on.id < 1 || (size_t)on.id > g->nobjs
                                             || g->objs[on.id - 1].zone != CARDRT_BATTLEFIELD))
            continue;
        unsigned nk = 0;        /* how many of each kind there are, before any is added */
        for (size_t i = 0; i < g->ncounters && (!kind || only != RT_NO_COUNTER); i++) {
            const rt_counter *c = &g->counters[i];
            if (!c->last && same_holder(c->on, on) && c->n > 0 && (!kind || c->kind == only)) {
                kinds[nk] = c->kind;
                counts[nk++] = c->n;
            }
        }
        for (unsigned i = 0; i < nk; i++)
            if (rt_add_counters(g, on, kinds[i], counts[i]) == CARDRT_OK)
                ctx->result = rt_sat_add(ctx->result, counts[i]);
    }
    free(items);
    free(kinds);
    free(counts);
    return CARDRT_OK;
}

int cardrt_counters_on(const cardrt_game *g, cardrt_id obj)
{
    return rt_obj(g, obj) ? rt_counters_total(g, (cardrt_ref){ CARDRT_REF_OBJECT, obj }, false) : 0;
}

int cardrt_event_counters(const cardrt_event *ev, const char *kind)
{
    return ev && kind && ev->kind == CARDRT_EV_COUNTERS && ev->counter && strcmp(ev->counter, kind) == 0
           ? ev->amount : 0;
}

cardrt_status cardrt_add_player_counter(cardrt_game *g, unsigned player, const char *kind, int n)
{
    if (!g || player >= g->nplayers || !kind || !*kind)
        return CARDRT_EINVAL;
    unsigned k = counter_kind(g, kind, n > 0);
    if (k == RT_NO_COUNTER)
        return n > 0 ? CARDRT_ENOMEM : CARDRT_OK;
    return rt_add_counters(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)player }, k, n);
}

int cardrt_player_counter_count(const cardrt_game *g, unsigned player, const char *kind)
{
    unsigned k = g && player < g->nplayers && kind ? rt_counter_find(g, kind) : RT_NO_COUNTER;
    return k == RT_NO_COUNTER ? 0
         : rt_counter_count(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)player }, k, false);
}

int cardrt_poison(const cardrt_game *g, unsigned player)
{
    return g && player < g->nplayers
         ? rt_counter_count(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)player }, RT_COUNTER_POISON, false)
         : 0;
}

cardrt_status cardrt_add_poison(cardrt_game *g, unsigned player, int n)
{
    if (n < 0)
        return CARDRT_EINVAL;
    return cardrt_add_player_counter(g, player, "poison", n);
}

/* An event that names a kind of counter by one of G's names names C's. */
static void retarget_event(cardrt_game *c, const cardrt_game *g, cardrt_event *ev)
{
    for (size_t i = 0; ev->kind == CARDRT_EV_COUNTERS && i < g->ncounter_names; i++)
        if (ev->counter == g->counter_names[i])
            ev->counter = c->counter_names[i];
}

bool rt_counters_clone(cardrt_game *c, const cardrt_game *g)
{
    c->counters = NULL;
    c->ncounters = c->capcounters = 0;
    c->counter_names = NULL;
    c->ncounter_names = c->capcounter_names = 0;
    if (g->ncounters) {
        if (!(c->counters = malloc(g->ncounters * sizeof *c->counters)))
            return false;
        memcpy(c->counters, g->counters, g->ncounters * sizeof *c->counters);
        c->ncounters = c->capcounters = g->ncounters;
    }
    if (g->ncounter_names) {
        if (!(c->counter_names = calloc(g->ncounter_names, sizeof *c->counter_names)))
            return false;
        c->capcounter_names = g->ncounter_names;
        for (; c->ncounter_names < g->ncounter_names; c->ncounter_names++)
            if (!(c->counter_names[c->ncounter_names] = strdup(g->counter_names[c->ncounter_names])))
                return false;
    }
    for (size_t i = 0; i < c->nstack; i++)
        retarget_event(c, g, &c->stack[i].event);
    for (size_t i = 0; i < c->npending; i++)
        retarget_event(c, g, &c->pending[i].event);
    return true;
}

void rt_counters_free(cardrt_game *g)
{
    for (size_t i = 0; i < g->ncounter_names; i++)
        free(g->counter_names[i]);
    free(g->counter_names);
    free(g->counters);
}
