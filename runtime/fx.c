/* fx.c — what generated code calls as a spell or ability resolves: its
 * context, and actions on the selections of sel.c (cardrt.h, "Helpers for
 * generated code"). */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "rt.h"

void rt_ctx_init(cardrt_ctx *ctx, cardrt_game *g, const rt_stack_item *item)
{
    memset(ctx, 0, sizeof *ctx);
    ctx->g = g;
    ctx->item = item;
    ctx->asked_before = g->asking;
    g->asking = item;
    if (item->has_event)            /* "that much": what the event did, as many counters removed as put */
        ctx->result = item->event.kind == CARDRT_EV_COUNTERS && item->event.amount < 0 ? -item->event.amount
                                                                                   : item->event.amount;
    /* "Whenever you clash, ... If you won, ...": the clash that triggered it
     * (CR 701.22), until the ability clashes itself */
    ctx->clash_won = item->has_event && item->event.kind == CARDRT_EV_CLASHED && item->event.amount;
}

void rt_ctx_free(cardrt_ctx *ctx)
{
    ctx->g->asking = ctx->asked_before;
    for (int i = 0; i < CARDRT_NSEL; i++)
        free(ctx->sel[i].items);
    free(ctx->dealt.items);
    free(ctx->moved.items);
    free(ctx->transformed.items);
}

/* ---- actions ------------------------------------------------------------------- */

/* The objects of SEL (a copy: acting on them may change selections' zones,
 * not their items).  *N gets how many; the caller frees. */
cardrt_id *rt_objects_of(cardrt_ctx *ctx, int sel, unsigned *n)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    *n = 0;
    if (!ctx)
        return NULL;
    cardrt_id *ids = malloc(((s ? s->n : 0) + 1) * sizeof *ids);
    for (unsigned i = 0; ids && s && i < s->n; i++)
        if (s->items[i].kind == CARDRT_REF_OBJECT && rt_obj(ctx->g, s->items[i].id))
            ids[(*n)++] = s->items[i].id;
    return ids;
}

/* The same for players still in the game. */
unsigned rt_players_of(cardrt_ctx *ctx, int sel, unsigned *out)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    unsigned n = 0;
    for (unsigned i = 0; s && i < s->n && n < CARDRT_MAX_PLAYERS; i++) {
        cardrt_ref r = s->items[i];
        if (r.kind == CARDRT_REF_PLAYER && r.id >= 0 && (unsigned)r.id < ctx->g->nplayers
            && !ctx->g->players[r.id].lost)
            out[n++] = (unsigned)r.id;
    }
    return n;
}

static bool on_battlefield(const cardrt_game *g, cardrt_id id)
{
    return cardrt_zone_of(g, id) == CARDRT_BATTLEFIELD;
}

/* The permanents among IDS are about to leave the battlefield together:
 * each is remembered as they all are now (CR 413.2f). */
static void leaving(cardrt_game *g, const cardrt_id *ids, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        rt_lki_leaving(g, ids[i]);
}

/* SRC deals AMOUNT damage to R, if R is still there (a player in the game,
 * a permanent): ctx->result counts what prevention left, ctx->dealt what
 * was dealt damage. */
static void deal(cardrt_ctx *ctx, cardrt_id src, cardrt_ref r, int amount)
{
    bool ok = r.kind == CARDRT_REF_PLAYER ? r.id >= 0 && (unsigned)r.id < ctx->g->nplayers && !ctx->g->players[r.id].lost
                                          : r.kind == CARDRT_REF_OBJECT && on_battlefield(ctx->g, r.id);
    uint64_t before = ctx->g->damage_dealt, dealt = ctx->g->damage_amount;
    if (ok && cardrt_deal_damage(ctx->g, src, r, amount) == CARDRT_OK)      /* what prevention left */
        ctx->result = rt_sat_add(ctx->result, (int)(ctx->g->damage_amount - dealt));
    if (r.kind == CARDRT_REF_OBJECT && ctx->g->damage_dealt != before)
        rt_sel_add(&ctx->dealt, r);    /* "dealt damage this way" */
}

cardrt_status cardrt_fx_damage(cardrt_ctx *ctx, int from, int to, int amount)
{
    rt_sel *t = rt_sel_at(ctx, to);
    if (!t || amount < 0)
        return CARDRT_EINVAL;
    cardrt_id self = ctx->item->source;
    unsigned nsrc = 1;
    cardrt_id *srcs = from < 0 ? &self : rt_objects_of(ctx, from, &nsrc);
    if (!srcs)
        return CARDRT_ENOMEM;
    /* The targets first, as they are now: damage is dealt all at once. */
    unsigned nto = t->n;
    cardrt_ref *tos = malloc((nto + 1) * sizeof *tos);
    if (tos && nto)             /* an empty selection may have no array at all */
        memcpy(tos, t->items, nto * sizeof *tos);
    ctx->result = 0;
    ctx->dealt.n = 0;
    bool batch = rt_batch_begin(ctx->g);
    for (unsigned k = 0; tos && k < nsrc; k++)
        for (unsigned i = 0; i < nto; i++)
            deal(ctx, srcs[k], tos[i], amount);
    if (batch)
        rt_batch_end(ctx->g);
    free(tos);
    if (srcs != &self)
        free(srcs);
    return CARDRT_OK;
}

bool rt_divided(rt_stack_item *item, const cardrt_play *play)
{
    if (play->ndivided > CARDRT_MAX_TARGETS || (play->ndivided && !play->divided))
        return false;
    for (unsigned i = 0; i < play->ndivided; i++)
        if ((item->divided[i] = play->divided[i]) < 1)
            return false;       /* CR 601.2d: each target gets at least one */
    item->ndivided = play->ndivided;
    return true;
}

cardrt_status cardrt_fx_damage_divided(cardrt_ctx *ctx, int slot, int total)
{
    if (!ctx || slot < 0 || total < 0)
        return CARDRT_EINVAL;
    unsigned n = cardrt_ctx_target_count(ctx, (unsigned)slot);
    bool announced = ctx->item->ndivided == n;
    ctx->result = 0;
    ctx->dealt.n = 0;
    bool batch = rt_batch_begin(ctx->g);
    for (unsigned i = 0; i < n; i++) {
        /* a target no longer legal gets none, and its share goes to no other (CR 608.2b) */
        int share = announced ? ctx->item->divided[i] : i ? 1 : total - (int)(n - 1);
        cardrt_ref r;
        if (share > 0 && cardrt_ctx_target(ctx, (unsigned)slot, i, &r))
            deal(ctx, ctx->item->source, r, share);
    }
    if (batch)
        rt_batch_end(ctx->g);
    return CARDRT_OK;
}

/* The share of TOTAL the I-th of the N targets of a slot gets: as
 * announced when it was put on the stack, else one each in order and the
 * rest to the first. */
static int divided_share(const cardrt_ctx *ctx, unsigned n, unsigned i, int total)
{
    if (ctx->item->ndivided == n)
        return ctx->item->divided[i];
    return (int)n > total ? (int)i < total : i ? 1 : total - (int)(n - 1);
}

cardrt_status cardrt_fx_counters_divided(cardrt_ctx *ctx, int slot, const char *kind, int total)
{
    if (!ctx || slot < 0 || total < 0 || !kind || !*kind)
        return CARDRT_EINVAL;
    unsigned n = cardrt_ctx_target_count(ctx, (unsigned)slot);
    ctx->result = 0;
    for (unsigned i = 0; i < n; i++) {
        int share = divided_share(ctx, n, i, total);
        cardrt_ref r;
        /* a target no longer legal gets none, and its share goes to no other (CR 608.2b) */
        if (share > 0 && cardrt_ctx_target(ctx, (unsigned)slot, i, &r) && r.kind == CARDRT_REF_OBJECT
            && on_battlefield(ctx->g, r.id) && cardrt_add_counter(ctx->g, r.id, kind, share) == CARDRT_OK)
            ctx->result = rt_sat_add(ctx->result, share);
    }
    return CARDRT_OK;
}

/* Is ID a creature on the battlefield (CR 701.12b: one that is no longer
 * one fights no more)? */
static bool fighter(const cardrt_game *g, cardrt_id id)
{
    return on_battlefield(g, id) && (cardrt_types(g, id) & CARDRT_CREATURE);
}

cardrt_status cardrt_fx_fight(cardrt_ctx *ctx, int a, int b)
{
    if (!ctx || (a >= 0 && !rt_sel_at(ctx, a)) || (b >= 0 && !rt_sel_at(ctx, b)))
        return CARDRT_EINVAL;
    cardrt_id self = ctx->item->source;
    unsigned na = 1, nb = 1;
    cardrt_id *as = a < 0 ? &self : rt_objects_of(ctx, a, &na);
    cardrt_id *bs = b < 0 ? &self : rt_objects_of(ctx, b, &nb);
    ctx->result = 0;
    if (as && bs && na == 1 && nb == 1 && fighter(ctx->g, as[0]) && fighter(ctx->g, bs[0])) {
        /* Each deals damage equal to its power to the other, at once (a
         * creature that fights itself is dealt twice its power, 701.12c). */
        int pa = cardrt_power(ctx->g, as[0]), pb = cardrt_power(ctx->g, bs[0]);
        bool batch = rt_batch_begin(ctx->g);
        if (pa > 0 && cardrt_deal_damage(ctx->g, as[0], (cardrt_ref){ CARDRT_REF_OBJECT, bs[0] }, pa) == CARDRT_OK)
            ctx->result = rt_sat_add(ctx->result, pa);
        if (pb > 0 && cardrt_deal_damage(ctx->g, bs[0], (cardrt_ref){ CARDRT_REF_OBJECT, as[0] }, pb) == CARDRT_OK)
            ctx->result = rt_sat_add(ctx->result, pb);
        if (batch)
            rt_batch_end(ctx->g);
    }
    if (as != &self)
        free(as);
    if (bs != &self)
        free(bs);
    return as && bs ? CARDRT_OK : CARDRT_ENOMEM;
}

cardrt_status cardrt_fx_destroy(cardrt_ctx *ctx, int sel, bool can_regenerate)
{
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    ctx->result = 0;
    ctx->moved.n = 0;
    bool batch = rt_batch_begin(ctx->g);     /* moved at once (CARDRT_BATCH_AT_ONCE) */
    leaving(ctx->g, ids, n);
    for (unsigned i = 0; i < n; i++)
        if (on_battlefield(ctx->g, ids[i])) {
            cardrt_destroy(ctx->g, ids[i], can_regenerate);
            if (!on_battlefield(ctx->g, ids[i])) {  /* "If a creature dies this way" (cardrt_sel_moved) */
                ctx->result++;
                rt_sel_add(&ctx->moved, (cardrt_ref){ CARDRT_REF_OBJECT, ids[i] });
            }
        }
    rt_lki_batch_end(ctx->g);
    if (batch)
        rt_batch_end(ctx->g);
    free(ids);
    return CARDRT_OK;
}

cardrt_id *rt_sel_objects(cardrt_ctx *ctx, int sel, unsigned *n)
{
    return rt_objects_of(ctx, sel, n);
}

cardrt_status cardrt_fx_move(cardrt_ctx *ctx, int sel, int zone, unsigned how)
{
    if (zone < 0 || zone >= CARDRT_NOWHERE || zone == CARDRT_STACK)
        return CARDRT_EINVAL;
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    ctx->result = 0;
    bool batch = rt_batch_begin(ctx->g);     /* moved at once (CARDRT_BATCH_AT_ONCE) */
    ctx->moved.n = 0;
    leaving(ctx->g, ids, n);
    if (zone == CARDRT_BATTLEFIELD) {
        ctx->g->entering = ids;
        ctx->g->nentering = n;
    }
    const rt_sel *s = rt_sel_at(ctx, sel);
    for (unsigned i = 0; i < n; i++) {
        cardrt_id id = ids[i];
        /* A spell moved from the stack stops being a spell (it is not countered). */
        if (cardrt_zone_of(ctx->g, id) == (cardrt_zone)zone && zone != CARDRT_LIBRARY)
            continue;
        if (s && ((s->the_copy && id == ctx->item->source) || (s->moved_on && id == s->moved_on)))
            continue;           /* "Shuffle ~ into its owner's library" of a copy: the copy, no card;
                                 * "exile it" of a card that has come back: a new object */
        /* "Its owner puts it on the top or bottom of their library": chosen as it moves */
        unsigned chooser = how & CARDRT_MOVE_OWNER_CHOOSES ? cardrt_owner(ctx->g, id) : ctx->item->controller;
        bool bottom = (how & CARDRT_MOVE_BOTTOM)
                      || (zone == CARDRT_LIBRARY && (how & CARDRT_MOVE_TOP_OR_BOTTOM)
                          && cardrt_ask(ctx->g, chooser, id, "put it on the bottom of its owner's library"));
        if (zone == CARDRT_BATTLEFIELD && (how & CARDRT_MOVE_TRANSFORMED) && !rt_enters_transformed(ctx->g, id))
            continue;           /* no transforming double-faced card: it stays where it is */
        if (cardrt_move(ctx->g, id, (cardrt_zone)zone) != CARDRT_OK)
            continue;
        ctx->result++;
        rt_sel_add(&ctx->moved, (cardrt_ref){ CARDRT_REF_OBJECT, id });
        rt_object *o = rt_obj(ctx->g, id);
        if (!o || o->zone != (cardrt_zone)zone)
            continue;           /* a replacement effect put it elsewhere */
        if (zone == CARDRT_EXILE)
            rt_lki_exiled(ctx, id);     /* "the exiled card" of a linked ability */
        if (zone == CARDRT_EXILE && (how & CARDRT_MOVE_FACE_DOWN)) {
            o->face_down = true;        /* until it leaves exile (rt_move: a new object, CR 400.7) */
            rt_touch_object(ctx->g, id);
        }
        if (zone == CARDRT_LIBRARY && bottom)
            rt_to_bottom(ctx->g, o);
        unsigned depth = how >> CARDRT_MOVE_DEPTH_SHIFT & 0xff;
        if (zone == CARDRT_LIBRARY && (how & CARDRT_MOVE_TOP) && depth)
            rt_to_depth(ctx->g, o, depth);
        if (zone == CARDRT_LIBRARY && (how & CARDRT_MOVE_SHUFFLE))
            cardrt_shuffle(ctx->g, o->owner);
        if (zone == CARDRT_BATTLEFIELD) {
            if (how & CARDRT_MOVE_YOURS)
                o->base_controller = ctx->item->controller;
            if (how & CARDRT_MOVE_TAPPED)
                o->tapped = true;
            rt_touch_object(ctx->g, id);
        }
    }
    ctx->g->entering = NULL;
    ctx->g->nentering = 0;
    rt_lki_batch_end(ctx->g);
    if (batch)
        rt_batch_end(ctx->g);
    free(ids);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_move_with_counters(cardrt_ctx *ctx, int sel, int zone, unsigned how, const char *kind,
                                           int n)
{
    unsigned count;
    cardrt_id *ids = rt_objects_of(ctx, sel, &count);
    uint32_t *before = ids ? malloc((count + 1) * sizeof *before) : NULL;
    if (!before || !kind || n <= 0) {
        free(ids);
        free(before);
        return !ctx ? CARDRT_EINVAL : !ids || !before ? CARDRT_ENOMEM : CARDRT_EINVAL;
    }
    for (unsigned i = 0; i < count; i++) {
        rt_object *o = rt_obj(ctx->g, ids[i]);
        before[i] = o ? o->moves : 0;
        if (o && zone == CARDRT_BATTLEFIELD && o->zone != CARDRT_BATTLEFIELD) {
            o->enters_with = kind;          /* on it as it enters (CR 122.6) */
            o->enters_n = n;
        }
    }
    cardrt_status st = cardrt_fx_move(ctx, sel, zone, how);
    for (unsigned i = 0; i < count; i++) {
        rt_object *o = rt_obj(ctx->g, ids[i]);
        if (o && zone == CARDRT_BATTLEFIELD)
            o->enters_with = NULL;          /* used as it entered, or it went elsewhere */
        else if (o && o->zone == (cardrt_zone)zone && o->moves != before[i])
            cardrt_add_counter(ctx->g, ids[i], kind, n);
    }
    free(before);
    free(ids);
    return st;
}

cardrt_status cardrt_fx_return_exiled(cardrt_ctx *ctx, int sel)
{
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    ctx->result = 0;
    for (unsigned i = 0; i < n; i++) {
        const rt_object *o = rt_obj(ctx->g, ids[i]);
        if (!o || o->zone != CARDRT_EXILE || o->left == CARDRT_STACK || o->left >= CARDRT_NOWHERE
            || o->left == CARDRT_EXILE)
            continue;           /* no longer exiled, or from nowhere it can go back to */
        if (cardrt_move(ctx->g, ids[i], o->left) == CARDRT_OK)
            ctx->result++;
    }
    free(ids);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_tap(cardrt_ctx *ctx, int sel, bool tapped)
{
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    ctx->result = 0;
    for (unsigned i = 0; i < n; i++)
        if (on_battlefield(ctx->g, ids[i]) && cardrt_is_tapped(ctx->g, ids[i]) != tapped) {
            cardrt_set_tapped(ctx->g, ids[i], tapped);
            ctx->result++;
        }
    free(ids);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_counter(cardrt_ctx *ctx, int sel)
{
    return cardrt_fx_counter_to(ctx, sel, CARDRT_GRAVEYARD, 0);
}

/* Counter the activated and triggered abilities of selection SEL still on
 * the stack: each is removed from it, its costs staying paid (CR 701.5a,
 * 701.5c of the current rules); how many. */
static int counter_abilities(cardrt_ctx *ctx, int sel)
{
    const rt_sel *s = rt_sel_at(ctx, sel);
    int n = 0;
    for (unsigned i = 0; s && i < s->n; i++) {
        const rt_stack_item *a = s->items[i].kind == CARDRT_REF_ABILITY ? rt_stack_ability(ctx->g, s->items[i].id)
                                                                        : NULL;
        if (!a)
            continue;
        cardrt_game *g = ctx->g;
        size_t at = (size_t)(a - g->stack);
        memmove(&g->stack[at], &g->stack[at + 1], (g->nstack - at - 1) * sizeof *g->stack);
        g->nstack--;
        n++;
    }
    return n;
}

cardrt_status cardrt_fx_counter_to(cardrt_ctx *ctx, int sel, int zone, unsigned how)
{
    if (zone < 0 || zone >= CARDRT_NOWHERE || zone == CARDRT_STACK)
        return CARDRT_EINVAL;
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    ctx->result = counter_abilities(ctx, sel);
    for (unsigned i = 0; i < n; i++) {
        if (rt_counter_to(ctx->g, ids[i], (cardrt_zone)zone) != CARDRT_OK
            || cardrt_zone_of(ctx->g, ids[i]) == CARDRT_STACK)
            continue;
        ctx->result++;
        rt_object *o = rt_obj(ctx->g, ids[i]);
        if (o && o->zone == CARDRT_LIBRARY && zone == CARDRT_LIBRARY && (how & CARDRT_MOVE_BOTTOM))
            rt_to_bottom(ctx->g, o);
        cardrt_event ev = { .kind = CARDRT_EV_COUNTERED, .object = ids[i], .source = ctx->item->source,
                            .player = ctx->item->controller };
        rt_event(ctx->g, &ev);      /* "Whenever a spell or ability you control counters a spell" */
    }
    free(ids);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_copy_spell(cardrt_ctx *ctx, int sel, bool new_targets)
{
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    ctx->result = 0;
    for (unsigned i = 0; i < n; i++)
        ctx->result += rt_copy_spell(ctx->g, ids[i], ctx->item->controller, new_targets);
    free(ids);
    /* an activated or triggered ability on the stack (CR 707.10 of the
     * current rules): its copy is its controller's, with its targets and
     * the event that triggered it */
    const rt_sel *s = rt_sel_at(ctx, sel);
    for (unsigned i = 0; s && i < s->n; i++) {
        const rt_stack_item *a = s->items[i].kind == CARDRT_REF_ABILITY ? rt_stack_ability(ctx->g, s->items[i].id)
                                                                        : NULL;
        rt_stack_item original;
        if (a) {
            original = *a;      /* (the stack may grow) */
            ctx->result += rt_copy_item(ctx->g, &original, ctx->item->controller, new_targets);
        }
    }
    return CARDRT_OK;
}

cardrt_status cardrt_fx_copy_this_spell(cardrt_ctx *ctx, int who, bool new_targets)
{
    if (!ctx)
        return CARDRT_EINVAL;
    const rt_stack_item *it = ctx->item;
    rt_sel *s = who >= 0 ? rt_sel_at(ctx, who) : NULL;
    unsigned controller = it->controller;
    if (who >= 0 && (!s || s->n < 1 || s->items[0].kind != CARDRT_REF_PLAYER))
        return CARDRT_OK;       /* no one to copy it */
    if (s)
        controller = (unsigned)s->items[0].id;
    ctx->result = 0;
    if (it->ability || it->trigger || it->combat
        || !(cardrt_types(ctx->g, it->source) & (CARDRT_INSTANT | CARDRT_SORCERY)))
        return CARDRT_EINVAL;
    ctx->result = rt_copy_item(ctx->g, it, controller, new_targets);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_new_targets(cardrt_ctx *ctx, int sel)
{
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    ctx->result = 0;
    for (unsigned i = 0; i < n; i++)
        ctx->result += rt_new_targets(ctx->g, ids[i], ctx->item->controller);
    free(ids);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_change_target(cardrt_ctx *ctx, int sel)
{
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    ctx->result = 0;
    for (unsigned i = 0; i < n; i++)
        ctx->result += rt_change_target(ctx->g, ids[i], ctx->item->controller);
    free(ids);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_counters(cardrt_ctx *ctx, int sel, const char *kind, int n)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!ctx || !kind || !*kind || n < 0)
        return CARDRT_EINVAL;
    cardrt_ref *items = malloc(((s ? s->n : 0) + 1) * sizeof *items);
    if (!items)
        return CARDRT_ENOMEM;
    unsigned k = s ? s->n : 0;
    if (k)
        memcpy(items, s->items, k * sizeof *items);
    ctx->result = 0;
    unsigned before = ctx->g->putting;
    if (ctx->putter)
        ctx->g->putting = ctx->putter;
    ctx->putter = 0;
    for (unsigned i = 0; i < k; i++) {
        cardrt_ref r = items[i];
        cardrt_status st = r.kind == CARDRT_REF_PLAYER
                           ? cardrt_add_player_counter(ctx->g, (unsigned)r.id, kind, n)
                           : on_battlefield(ctx->g, r.id) ? cardrt_add_counter(ctx->g, r.id, kind, n)
                           : CARDRT_EZONE;
        if (st == CARDRT_OK)
            ctx->result = rt_sat_add(ctx->result, n);
    }
    ctx->g->putting = before;
    free(items);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_putter(cardrt_ctx *ctx, int sel)
{
    const rt_sel *s = rt_sel_at(ctx, sel);
    if (!ctx || !s)
        return CARDRT_EINVAL;
    ctx->putter = s->n && s->items[0].kind == CARDRT_REF_PLAYER ? (unsigned)s->items[0].id + 1 : 0;
    return CARDRT_OK;
}

cardrt_status cardrt_fx_remove_counters(cardrt_ctx *ctx, int sel, const char *kind, int n)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!ctx || !kind || !*kind)
        return CARDRT_EINVAL;
    ctx->result = 0;
    for (unsigned i = 0; s && i < s->n; i++) {
        cardrt_ref r = s->items[i];
        bool player = r.kind == CARDRT_REF_PLAYER;
        int had = player ? cardrt_player_counter_count(ctx->g, (unsigned)r.id, kind)
                         : cardrt_counter_count(ctx->g, r.id, kind);
        int k = n < 0 || n > had ? had : n;
        if (k <= 0)
            continue;
        cardrt_status st = player ? cardrt_add_player_counter(ctx->g, (unsigned)r.id, kind, -k)
                                  : cardrt_add_counter(ctx->g, r.id, kind, -k);
        if (st == CARDRT_OK)
            ctx->result = rt_sat_add(ctx->result, k);
    }
    return CARDRT_OK;
}

/* cardrt_fx_prevent, or with ONTO a redirection effect (cardrt_fx_redirect). */
static cardrt_status prevent_or_redirect(cardrt_ctx *ctx, int from, cardrt_affects_fn from_fn, int to,
                                         cardrt_target_fn to_fn, bool combat_only, int amount, int duration,
                                         cardrt_ref onto)
{
    rt_sel *fs = rt_sel_at(ctx, from), *ts = rt_sel_at(ctx, to);
    if (!ctx || (!rt_duration_timed(duration) && duration != CARDRT_FOREVER))
        return CARDRT_EINVAL;
    ctx->result = 0;
    if (amount == 0)
        return CARDRT_OK;
    /* One effect for each source and recipient the selections hold (none
     * given: any); a selection given but empty prevents nothing. */
    unsigned nf = from < 0 ? 1 : fs ? fs->n : 0, nt = to < 0 ? 1 : ts ? ts->n : 0;
    for (unsigned i = 0; i < nf; i++)
        for (unsigned j = 0; j < nt; j++) {
            cardrt_ref f = from < 0 ? (cardrt_ref){ CARDRT_REF_NONE, 0 } : fs->items[i];
            cardrt_ref t = to < 0 ? (cardrt_ref){ CARDRT_REF_NONE, 0 } : ts->items[j];
            if (from >= 0 && f.kind != CARDRT_REF_OBJECT)
                continue;       /* only objects deal damage */
            cardrt_prevention_spec spec = { .from = from_fn, .to = to_fn, .source = f.id, .recipient = t,
                                            .combat_only = combat_only, .amount = amount < 0 ? -1 : amount,
                                            .next_time = amount == CARDRT_PREVENT_NEXT_TIME,
                                            .duration = (cardrt_duration)duration, .redirect = onto };
            if (cardrt_add_prevention(ctx->g, ctx->item->source, &spec) == CARDRT_OK) {
                ctx->result++;
                if (rt_duration_yours(duration))    /* its controller's */
                    ctx->g->preventions[ctx->g->npreventions - 1].controller = ctx->item->controller;
            }
        }
    return CARDRT_OK;
}

cardrt_status cardrt_fx_prevent(cardrt_ctx *ctx, int from, cardrt_affects_fn from_fn, int to,
                                cardrt_target_fn to_fn, bool combat_only, int amount, int duration)
{
    return prevent_or_redirect(ctx, from, from_fn, to, to_fn, combat_only, amount, duration,
                               (cardrt_ref){ CARDRT_REF_NONE, 0 });
}

cardrt_status cardrt_fx_redirect(cardrt_ctx *ctx, int from, cardrt_affects_fn from_fn, int to,
                                 cardrt_target_fn to_fn, bool combat_only, int amount, int duration, int onto)
{
    rt_sel *os = rt_sel_at(ctx, onto);
    if (!ctx)
        return CARDRT_EINVAL;
    if (!os || os->n != 1) {
        ctx->result = 0;
        return CARDRT_OK;
    }
    return prevent_or_redirect(ctx, from, from_fn, to, to_fn, combat_only, amount, duration, os->items[0]);
}

cardrt_status cardrt_fx_prevent_divided(cardrt_ctx *ctx, int slot, int total, int duration)
{
    if (!ctx || slot < 0 || total < 0 || !rt_duration_timed(duration))
        return CARDRT_EINVAL;
    unsigned n = cardrt_ctx_target_count(ctx, (unsigned)slot);
    ctx->result = 0;
    for (unsigned i = 0; i < n; i++) {
        int share = divided_share(ctx, n, i, total);
        cardrt_ref r;
        /* a target no longer legal gets none, and its share goes to no other (CR 608.2b) */
        if (share <= 0 || !cardrt_ctx_target(ctx, (unsigned)slot, i, &r))
            continue;
        cardrt_prevention_spec spec = { .recipient = r, .amount = share, .duration = (cardrt_duration)duration };
        if (cardrt_add_prevention(ctx->g, ctx->item->source, &spec) == CARDRT_OK) {
            ctx->result++;
            if (rt_duration_yours(duration))    /* its controller's */
                ctx->g->preventions[ctx->g->npreventions - 1].controller = ctx->item->controller;
        }
    }
    return CARDRT_OK;
}

cardrt_status cardrt_fx_skip_untap(cardrt_ctx *ctx, int sel)
{
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    ctx->result = 0;
    for (unsigned i = 0; i < n; i++)
        if (on_battlefield(ctx->g, ids[i])) {
            rt_at(ctx->g, ids[i])->skip_untap = true;
            ctx->result++;
        }
    free(ids);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_skip_untap_all(cardrt_ctx *ctx, int players, cardrt_affects_fn which)
{
    if (!ctx)
        return CARDRT_EINVAL;
    unsigned who[CARDRT_MAX_PLAYERS], n = rt_players_of(ctx, players, who);
    cardrt_game *g = ctx->g;
    if (!rt_grow((void **)&g->skip_untaps, &g->capskip_untaps, g->nskip_untaps + n, sizeof *g->skip_untaps))
        return CARDRT_ENOMEM;
    for (unsigned i = 0; i < n; i++)
        g->skip_untaps[g->nskip_untaps++] = (rt_skip_untap){ who[i], ctx->item->source, which };
    ctx->result = (int)n;
    return CARDRT_OK;
}

cardrt_status cardrt_fx_player_rule(cardrt_ctx *ctx, const cardrt_rule *rule, int sel, int duration)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!s)
        return CARDRT_EINVAL;
    int done = 0;
    for (unsigned i = 0; i < s->n; i++) {
        cardrt_ref r = s->items[i];
        if (r.kind != CARDRT_REF_PLAYER || r.id < 0 || (unsigned)r.id >= ctx->g->nplayers)
            continue;
        cardrt_status st = cardrt_fx_rule(ctx, rule, NULL, duration);
        if (st != CARDRT_OK)
            return st;
        ctx->g->rules[ctx->g->nrules - 1].player = (unsigned)r.id + 1;
        done++;
    }
    ctx->result = done;
    return CARDRT_OK;
}

cardrt_status cardrt_fx_player_protection(cardrt_ctx *ctx, int sel, unsigned colors, int duration)
{
    static const cardrt_rule protection = { .kind = CARDRT_RULE_PROTECTION };
    if (!ctx)
        return CARDRT_EINVAL;
    size_t before = ctx->g->nrules;
    cardrt_status st = cardrt_fx_player_rule(ctx, &protection, sel, duration);
    for (size_t i = before; st == CARDRT_OK && i < ctx->g->nrules; i++)
        ctx->g->rules[i].colors = colors & (CARDRT_WHITE | CARDRT_BLUE | CARDRT_BLACK | CARDRT_RED | CARDRT_GREEN);
    return st;
}

cardrt_status cardrt_fx_turn_trigger(cardrt_ctx *ctx, const cardrt_trigger_def *def)
{
    return ctx ? cardrt_add_turn_trigger(ctx->g, ctx->item->source, ctx->item->controller, def) : CARDRT_EINVAL;
}

cardrt_status cardrt_fx_turn_trigger_until_next_turn(cardrt_ctx *ctx, const cardrt_trigger_def *def)
{
    if (!ctx)
        return CARDRT_EINVAL;
    cardrt_status st = cardrt_add_delayed_trigger(ctx->g, ctx->item->source, ctx->item->controller, def, NULL, 0);
    if (st == CARDRT_OK)
        ctx->g->delayed[ctx->g->ndelayed - 1].until_next_turn = true;
    return st;
}

cardrt_status cardrt_fx_next_trigger(cardrt_ctx *ctx, const cardrt_trigger_def *def)
{
    cardrt_status st = cardrt_fx_turn_trigger(ctx, def);
    if (st == CARDRT_OK)
        ctx->g->delayed[ctx->g->ndelayed - 1].once = true;
    return st;
}

/* Delayed triggered abilities DEF of the resolving spell or ability linked
 * to the objects and players of SEL, CARDRT_MAX_LINKED each; with
 * THIS_TURN, lasting the turn (ONCE: triggering once). */
static cardrt_status add_linked(cardrt_ctx *ctx, int sel, const cardrt_trigger_def *def, bool this_turn, bool once)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!s || !def)
        return CARDRT_EINVAL;
    cardrt_status st = CARDRT_OK;
    for (unsigned i = 0; i < s->n && st == CARDRT_OK; i += CARDRT_MAX_LINKED) {
        unsigned n = s->n - i < CARDRT_MAX_LINKED ? s->n - i : CARDRT_MAX_LINKED;
        st = cardrt_add_delayed_trigger(ctx->g, ctx->item->source, ctx->item->controller, def, &s->items[i], n);
        if (st == CARDRT_OK) {
            ctx->g->delayed[ctx->g->ndelayed - 1].this_turn = this_turn;
            ctx->g->delayed[ctx->g->ndelayed - 1].once = once;
        }
    }
    return st;
}

cardrt_status cardrt_fx_turn_trigger_linked(cardrt_ctx *ctx, int sel, const cardrt_trigger_def *def,
                                            unsigned once)
{
    return add_linked(ctx, sel, def, true, once != 0);
}

cardrt_status cardrt_fx_delayed(cardrt_ctx *ctx, int sel, const cardrt_trigger_def *def)
{
    if (ctx && sel < 0)         /* linked to nothing: it finds what it acts on then */
        return cardrt_add_delayed_trigger(ctx->g, ctx->item->source, ctx->item->controller, def, NULL, 0);
    return add_linked(ctx, sel, def, false, false);
}

void cardrt_sel_dealt(cardrt_ctx *ctx, int sel)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    for (unsigned i = 0; s && i < ctx->dealt.n; i++)
        if (on_battlefield(ctx->g, ctx->dealt.items[i].id))
            rt_sel_add(s, ctx->dealt.items[i]);
}

int cardrt_ctx_resolved(const cardrt_ctx *ctx)
{
    uint8_t *times = ctx ? rt_resolved_slot(ctx->g, ctx->item) : NULL;
    return times ? *times : 0;
}

void cardrt_sel_moved(cardrt_ctx *ctx, int sel)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    for (unsigned i = 0; s && i < ctx->moved.n; i++)
        rt_sel_add(s, ctx->moved.items[i]);
}

bool cardrt_ctx_moved_none(cardrt_ctx *ctx, unsigned player, cardrt_affects_fn which, bool sacrificed)
{
    for (unsigned i = 0; ctx && i < ctx->moved.n; i++) {
        cardrt_id o = ctx->moved.items[i].id;
        unsigned by = sacrificed ? cardrt_last_controller(ctx->g, o) : cardrt_owner(ctx->g, o);
        if (by == player && (!which || which(ctx->g, ctx->item->source, o)))
            return false;
    }
    return true;
}

cardrt_status cardrt_fx_reflexive(cardrt_ctx *ctx, const cardrt_trigger_def *def)
{
    if (!ctx || !def || !def->effect || def->ntargets > CARDRT_MAX_TARGETS)
        return CARDRT_EINVAL;
    rt_trigger_now(ctx->g, ctx->item, def);
    return CARDRT_OK;
}

void cardrt_sel_linked(cardrt_ctx *ctx, int sel)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    cardrt_ref r;
    for (unsigned i = 0; s && i < cardrt_ctx_linked_count(ctx); i++)
        if (cardrt_ctx_linked(ctx, i, &r))
            rt_sel_add(s, r);
}

cardrt_status cardrt_fx_draw(cardrt_ctx *ctx, int sel, int n)
{
    unsigned ps[CARDRT_MAX_PLAYERS];
    unsigned np = rt_players_of(ctx, sel, ps);
    if (!ctx || n < 0)
        return CARDRT_EINVAL;
    ctx->result = 0;
    for (unsigned i = 0; i < np; i++) {
        unsigned before = cardrt_zone_size(ctx->g, ps[i], CARDRT_HAND);
        cardrt_draw(ctx->g, ps[i], (unsigned)n);
        ctx->result += (int)(cardrt_zone_size(ctx->g, ps[i], CARDRT_HAND) - before);
    }
    return CARDRT_OK;
}

/* How life_change finds what a player gains (loses): N, their life total
 * (doubling, CR 701.10), or what makes it N (CR 119.5). */
enum life_by { LIFE_ADD, LIFE_DOUBLE, LIFE_SET };

/* The players of SEL each gain N life (lose -N), or as much as HOW says; the
 * result what they gained or lost, after what changed it ("can't lose
 * life"). */
static cardrt_status life_change(cardrt_ctx *ctx, int sel, int n, enum life_by how)
{
    unsigned ps[CARDRT_MAX_PLAYERS];
    unsigned np = rt_players_of(ctx, sel, ps);
    if (!ctx)
        return CARDRT_EINVAL;
    ctx->result = 0;
    for (unsigned i = 0; i < np; i++) {
        int before = cardrt_life(ctx->g, ps[i]);
        long long want = how == LIFE_DOUBLE ? before : how == LIFE_SET ? (long long)n - before : n;
        int by = want > INT_MAX ? INT_MAX : want < -INT_MAX ? -INT_MAX : (int)want;   /* so that -by is a number */
        if (by >= 0)
            cardrt_gain_life(ctx->g, ps[i], by);
        else
            cardrt_lose_life(ctx->g, ps[i], -by);
        long changed = labs((long)cardrt_life(ctx->g, ps[i]) - before);
        ctx->result = rt_sat_add(ctx->result, changed > INT_MAX ? INT_MAX : (int)changed);
    }
    return CARDRT_OK;
}

cardrt_status cardrt_fx_life(cardrt_ctx *ctx, int sel, int n)
{
    return life_change(ctx, sel, n, LIFE_ADD);
}

cardrt_status cardrt_fx_double_life(cardrt_ctx *ctx, int sel)
{
    return life_change(ctx, sel, 0, LIFE_DOUBLE);
}

cardrt_status cardrt_fx_set_life(cardrt_ctx *ctx, int sel, int n)
{
    return life_change(ctx, sel, n, LIFE_SET);
}

cardrt_ref *rt_cards_in(const cardrt_game *g, unsigned player, cardrt_zone zone, unsigned *n)
{
    cardrt_ref *c = malloc((g->nobjs + 1) * sizeof *c);
    *n = 0;
    for (size_t i = 0; c && i < g->nobjs; i++)
        if (g->objs[i].zone == zone && g->objs[i].owner == player)
            c[(*n)++] = (cardrt_ref){ CARDRT_REF_OBJECT, (cardrt_id)(i + 1) };
    /* insertion sort by position, the top (highest) first */
    for (unsigned i = 1; c && i < *n; i++)
        for (unsigned j = i; j > 0 && g->objs[c[j].id - 1].seq > g->objs[c[j - 1].id - 1].seq; j--) {
            cardrt_ref t = c[j];
            c[j] = c[j - 1];
            c[j - 1] = t;
        }
    return c;
}

cardrt_status cardrt_fx_discard(cardrt_ctx *ctx, int sel, int n, bool random)
{
    unsigned ps[CARDRT_MAX_PLAYERS];
    unsigned np = rt_players_of(ctx, sel, ps);
    if (!ctx || n < 0)
        return CARDRT_EINVAL;
    bool batch = rt_batch_begin(ctx->g);     /* moved at once (CARDRT_BATCH_AT_ONCE) */
    cardrt_status st = CARDRT_OK;
    ctx->result = 0;
    ctx->moved.n = 0;
    for (unsigned i = 0; i < np; i++) {
        unsigned k;
        cardrt_ref *hand = rt_cards_in(ctx->g, ps[i], CARDRT_HAND, &k);
        unsigned *answers = malloc((k + 1) * sizeof *answers);
        if (!hand || !answers) {
            free(hand);
            free(answers);
            st = CARDRT_ENOMEM;
            break;
        }
        unsigned want = (unsigned)n < k ? (unsigned)n : k;     /* CR 416.3: as many as possible */
        unsigned got = want;
        if (random) {
            for (unsigned j = 0; j < want; j++) {   /* the first WANT of a seeded shuffle */
                unsigned r = j + (unsigned)(rt_random(ctx->g) % (k - j));
                cardrt_ref t = hand[j];
                hand[j] = hand[r];
                hand[r] = t;
                answers[j] = j;
            }
        } else if (want < k) {
            cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = ps[i], .source = ctx->item->source,
                .prompt = "discard", .candidates = hand, .ncandidates = k, .min = want, .max = want };
            got = cardrt_choose(ctx->g, &c, answers);
        } else {
            for (unsigned j = 0; j < k; j++)
                answers[j] = j;
        }
        for (unsigned j = 0; j < got; j++)
            if (rt_discard(ctx->g, hand[answers[j]].id, ctx->item) == CARDRT_OK) {
                ctx->result++;
                rt_sel_add(&ctx->moved, hand[answers[j]]);
            }
        free(hand);
        free(answers);
    }
    if (batch)
        rt_batch_end(ctx->g);
    return st;
}

cardrt_status cardrt_fx_discard_these(cardrt_ctx *ctx, int sel, int cards)
{
    unsigned ps[CARDRT_MAX_PLAYERS], n;
    unsigned np = rt_players_of(ctx, sel, ps);
    cardrt_id *ids = rt_objects_of(ctx, cards, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    bool batch = rt_batch_begin(ctx->g);     /* moved at once (CARDRT_BATCH_AT_ONCE) */
    ctx->result = 0;
    ctx->moved.n = 0;
    for (unsigned i = 0; i < n; i++)
        for (unsigned p = 0; p < np; p++)
            if (cardrt_zone_of(ctx->g, ids[i]) == CARDRT_HAND && cardrt_owner(ctx->g, ids[i]) == ps[p]
                && rt_discard(ctx->g, ids[i], ctx->item) == CARDRT_OK) {
                ctx->result++;
                rt_sel_add(&ctx->moved, (cardrt_ref){ CARDRT_REF_OBJECT, ids[i] });
            }
    if (batch)
        rt_batch_end(ctx->g);
    free(ids);
    return CARDRT_OK;
}

int rt_mill(cardrt_game *g, unsigned player, int n, rt_sel *moved)
{
    unsigned k;
    cardrt_ref *lib = rt_cards_in(g, player, CARDRT_LIBRARY, &k);
    if (!lib)
        return -1;
    int done = 0;
    for (unsigned j = 0; j < k && j < (unsigned)n; j++)      /* as many as there are */
        if (cardrt_move(g, lib[j].id, CARDRT_GRAVEYARD) == CARDRT_OK) {
            done++;
            if (moved)
                rt_sel_add(moved, lib[j]);
        }
    free(lib);
    return done;
}

cardrt_status cardrt_fx_mill(cardrt_ctx *ctx, int sel, int n)
{
    unsigned ps[CARDRT_MAX_PLAYERS];
    unsigned np = rt_players_of(ctx, sel, ps);
    if (!ctx || n < 0)
        return CARDRT_EINVAL;
    bool batch = rt_batch_begin(ctx->g);     /* moved at once (CARDRT_BATCH_AT_ONCE) */
    cardrt_status st = CARDRT_OK;
    ctx->result = 0;
    ctx->moved.n = 0;
    for (unsigned i = 0; i < np; i++) {
        int done = rt_mill(ctx->g, ps[i], n, &ctx->moved);
        if (done < 0) {
            st = CARDRT_ENOMEM;
            break;
        }
        ctx->result += done;
    }
    if (batch)
        rt_batch_end(ctx->g);
    return st;
}

cardrt_status rt_sacrifice_ids(cardrt_ctx *ctx, cardrt_id *ids, unsigned n)
{
    ctx->result = 0;
    ctx->moved.n = 0;
    bool batch = rt_batch_begin(ctx->g);     /* moved at once (CARDRT_BATCH_AT_ONCE) */
    leaving(ctx->g, ids, n);
    for (unsigned i = 0; i < n; i++)
        if (on_battlefield(ctx->g, ids[i]) && rt_sacrifice(ctx->g, ids[i]) == CARDRT_OK) {
            ctx->result++;      /* "If you sacrifice an Island this way" (cardrt_sel_moved) */
            rt_sel_add(&ctx->moved, (cardrt_ref){ CARDRT_REF_OBJECT, ids[i] });
        }
    rt_lki_batch_end(ctx->g);
    if (batch)
        rt_batch_end(ctx->g);
    free(ids);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_sacrifice(cardrt_ctx *ctx, int sel)
{
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    return rt_sacrifice_ids(ctx, ids, n);
}

cardrt_status cardrt_fx_sacrifice_by(cardrt_ctx *ctx, int players, int sel)
{
    unsigned ps[CARDRT_MAX_PLAYERS];
    unsigned np = rt_players_of(ctx, players, ps);
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    unsigned k = 0;
    for (unsigned i = 0; i < n; i++) {     /* those of a player of PLAYERS only */
        bool theirs = false;
        for (unsigned j = 0; j < np && !theirs; j++)
            theirs = on_battlefield(ctx->g, ids[i]) && cardrt_controller(ctx->g, ids[i]) == ps[j];
        if (theirs)
            ids[k++] = ids[i];
    }
    return rt_sacrifice_ids(ctx, ids, k);
}

/* Each player of SEL chooses N permanents WHICH accepts that they control
 * (all of them when fewer), in APNAP order (CR 101.4); those chosen are
 * sacrificed, or with KEEP the others are; then all at once. */
/* The permanents CHOSEN[N] (none if CHOSEN is NULL) are sacrificed at once,
 * each added to INTO (-1: nowhere) and to what "sacrificed this way" names. */
static void sacrifice_at_once(cardrt_ctx *ctx, cardrt_id *chosen, unsigned n, int into)
{
    cardrt_game *g = ctx->g;
    ctx->result = 0;
    ctx->moved.n = 0;
    rt_sel *dst = rt_sel_at(ctx, into);
    if (chosen)
        leaving(g, chosen, n);
    for (unsigned i = 0; chosen && i < n; i++)
        if (rt_sacrifice(g, chosen[i]) == CARDRT_OK) {
            ctx->result++;      /* "If a Goblin is sacrificed this way" (cardrt_sel_moved) */
            rt_sel_add(&ctx->moved, (cardrt_ref){ CARDRT_REF_OBJECT, chosen[i] });
            if (dst)
                rt_sel_add(dst, (cardrt_ref){ CARDRT_REF_OBJECT, chosen[i] });
        }
    rt_lki_batch_end(g);
}

static cardrt_status sacrifice_chosen(cardrt_ctx *ctx, int sel, cardrt_affects_fn which, int n, int into, bool keep)
{
    unsigned ps[CARDRT_MAX_PLAYERS];
    unsigned np = rt_players_of(ctx, sel, ps);
    if (!ctx || n < 0)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    /* CR 413.2d: each player chooses (in APNAP order), then all are sacrificed at once. */
    cardrt_id *chosen = malloc((g->nobjs + 1) * sizeof *chosen);
    cardrt_ref *cand = malloc((g->nobjs + 1) * sizeof *cand);
    unsigned *answers = malloc((g->nobjs + 1) * sizeof *answers);
    unsigned nchosen = 0;
    for (unsigned i = 0; chosen && cand && answers && i < np; i++) {
        unsigned k = 0;
        for (size_t j = 0; j < g->nobjs; j++) {
            cardrt_id id = (cardrt_id)(j + 1);
            if (g->objs[j].zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == ps[i]
                && (!which || which(g, ctx->item->source, id)))
                cand[k++] = (cardrt_ref){ CARDRT_REF_OBJECT, id };
        }
        unsigned want = (unsigned)n < k ? (unsigned)n : k, got = want;
        if (want < k) {
            cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = ps[i], .source = ctx->item->source,
                .prompt = keep ? "keep" : "sacrifice", .candidates = cand, .ncandidates = k, .min = want,
                .max = want };
            got = cardrt_choose(g, &c, answers);
        } else {
            for (unsigned j = 0; j < k; j++)
                answers[j] = j;
        }
        for (unsigned j = 0; j < got && !keep; j++)
            chosen[nchosen++] = cand[answers[j]].id;
        for (unsigned j = 0; j < k && keep; j++) {     /* the rest: those not chosen */
            bool kept = false;
            for (unsigned m = 0; m < got && !kept; m++)
                kept = answers[m] == j;
            if (!kept)
                chosen[nchosen++] = cand[j].id;
        }
    }
    sacrifice_at_once(ctx, chosen, nchosen, into);
    bool ok = chosen && cand && answers;
    free(chosen);
    free(cand);
    free(answers);
    return ok ? CARDRT_OK : CARDRT_ENOMEM;
}

cardrt_status cardrt_fx_sacrifice_each_of(cardrt_ctx *ctx, int sel, const cardrt_affects_fn *which, unsigned nwhich,
                                          int into)
{
    unsigned ps[CARDRT_MAX_PLAYERS];
    unsigned np = rt_players_of(ctx, sel, ps);
    if (!ctx || !which)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    /* each player in turn (CR 101.4) chooses one permanent of each kind, no
     * permanent twice ("an artifact and a land": an artifact land is one
     * or the other); then all are sacrificed at once */
    cardrt_id *chosen = malloc((g->nobjs + 1) * sizeof *chosen);
    cardrt_ref *cand = malloc((g->nobjs + 1) * sizeof *cand);
    unsigned nchosen = 0;
    for (unsigned i = 0; chosen && cand && i < np; i++)
        for (unsigned w = 0; w < nwhich; w++) {
            unsigned k = 0, answer = 0;
            for (size_t j = 0; j < g->nobjs; j++) {
                cardrt_id id = (cardrt_id)(j + 1);
                bool taken = false;
                for (unsigned m = 0; m < nchosen && !taken; m++)
                    taken = chosen[m] == id;
                if (!taken && g->objs[j].zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == ps[i]
                    && which[w](g, ctx->item->source, id))
                    cand[k++] = (cardrt_ref){ CARDRT_REF_OBJECT, id };
            }
            cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = ps[i], .source = ctx->item->source,
                                .prompt = "sacrifice", .candidates = cand, .ncandidates = k, .min = 1, .max = 1 };
            if (k > 1 && cardrt_choose(g, &c, &answer) != 1)
                answer = 0;
            if (k > 0)
                chosen[nchosen++] = cand[answer < k ? answer : 0].id;
        }
    sacrifice_at_once(ctx, chosen, nchosen, into);
    bool ok = chosen && cand;
    free(chosen);
    free(cand);
    return ok ? CARDRT_OK : CARDRT_ENOMEM;
}

cardrt_status cardrt_fx_sacrifice_n(cardrt_ctx *ctx, int sel, cardrt_affects_fn which, int n, int into)
{
    return sacrifice_chosen(ctx, sel, which, n, into, false);
}

cardrt_status cardrt_fx_sacrifice_rest(cardrt_ctx *ctx, int sel, cardrt_affects_fn which, int n, int into)
{
    return sacrifice_chosen(ctx, sel, which, n, into, true);
}

cardrt_status cardrt_fx_effect(cardrt_ctx *ctx, int sel, const cardrt_change *changes, unsigned nchanges,
                               int duration, bool (*holds)(const cardrt_game *g, cardrt_id source))
{
    if (!ctx || !changes || (!rt_duration_timed(duration) && duration != CARDRT_FOREVER
                             && duration != CARDRT_AS_LONG_AS && duration != CARDRT_WHILE_YOU_CONTROL))
        return CARDRT_EINVAL;
    unsigned n, k = 0;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return CARDRT_ENOMEM;
    /* permanents only (CR 416.2), and spells its selection holds: only
     * words that say "spell" put one there ("Target spell or permanent
     * becomes red", as 416.2 allows when the text says so) */
    for (unsigned i = 0; i < n; i++)
        if (on_battlefield(ctx->g, ids[i]) || cardrt_zone_of(ctx->g, ids[i]) == CARDRT_STACK)
            ids[k++] = ids[i];
    cardrt_status st = CARDRT_OK;
    if (k) {
        cardrt_effect_spec e = { changes, nchanges, (cardrt_duration)duration, holds, ids, k, NULL };
        size_t before = ctx->g->neffects;
        st = cardrt_add_effect(ctx->g, ctx->item->source, &e);
        if (st == CARDRT_OK && (rt_duration_yours(duration) || duration == CARDRT_WHILE_YOU_CONTROL)
            && ctx->g->neffects > before)   /* its controller's: "you" of "as long as you control ~" */
            ctx->g->effects[ctx->g->neffects - 1].controller = ctx->item->controller;
    }
    ctx->result = (int)k;
    free(ids);
    return st;
}

cardrt_status cardrt_fx_double_pt(cardrt_ctx *ctx, int sel, bool power, bool toughness, int duration)
{
    if (!ctx || (!rt_duration_timed(duration) && duration != CARDRT_FOREVER && duration != CARDRT_AS_LONG_AS))
        return CARDRT_EINVAL;
    unsigned n, k = 0;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return CARDRT_ENOMEM;
    cardrt_status st = CARDRT_OK;
    /* each its own +X/+Y, as its power and toughness are now (CR 701.10) */
    for (unsigned i = 0; i < n && st == CARDRT_OK; i++) {
        if (!on_battlefield(ctx->g, ids[i]) || !(cardrt_types(ctx->g, ids[i]) & CARDRT_CREATURE))
            continue;
        cardrt_change c = { .kind = CARDRT_MODIFY_PT, .power = power ? cardrt_power(ctx->g, ids[i]) : 0,
                            .toughness = toughness ? cardrt_toughness(ctx->g, ids[i]) : 0 };
        cardrt_effect_spec e = { &c, 1, (cardrt_duration)duration, NULL, &ids[i], 1, NULL };
        size_t before = ctx->g->neffects;
        st = cardrt_add_effect(ctx->g, ctx->item->source, &e);
        if (st == CARDRT_OK && rt_duration_yours(duration) && ctx->g->neffects > before)
            ctx->g->effects[ctx->g->neffects - 1].controller = ctx->item->controller;
        k++;
    }
    ctx->result = (int)k;
    free(ids);
    return st;
}

cardrt_status cardrt_fx_cast_chosen(cardrt_ctx *ctx, cardrt_affects_fn which, unsigned zones, bool free_cast)
{
    if (!ctx || !which)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    unsigned you = ctx->item->controller, n = 0, k = 0;
    cardrt_ref *cand = malloc((g->nobjs ? g->nobjs : 1) * sizeof *cand);
    if (!cand)
        return CARDRT_ENOMEM;
    for (size_t i = 0; i < g->nobjs; i++) {     /* a spell there is a nonland card */
        cardrt_id id = (cardrt_id)(i + 1);
        const rt_object *o = &g->objs[i];
        if (o->owner == you && (CARDRT_IN(o->zone) & zones) && o->zone != CARDRT_BATTLEFIELD && o->zone != CARDRT_STACK
            && !(cardrt_types(g, id) & CARDRT_LAND) && which(g, ctx->item->source, id))
            cand[n++] = (cardrt_ref){ CARDRT_REF_OBJECT, id };
    }
    unsigned answer;
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = you, .source = ctx->item->source,
                        .prompt = "cast", .candidates = cand, .ncandidates = n, .min = 1, .max = 1 };
    if (n && cardrt_choose(g, &c, &answer) == 1) {
        const rt_object *o = rt_obj(g, cand[answer].id);
        k = rt_cast_during(g, you, cand[answer].id, free_cast ? NULL : o->def->mana_cost, 0) == CARDRT_OK;
    }
    ctx->result = (int)k;
    free(cand);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_may_play(cardrt_ctx *ctx, int sel, unsigned how, int duration)
{
#define MAY(bits) { .kind = CARDRT_RULE_MAY_PLAY, .n = (bits) }
#define MAY4(b) MAY(b), MAY((b) + 1), MAY((b) + 2), MAY((b) + 3)
#define MAY16(b) MAY4(b), MAY4((b) + 4), MAY4((b) + 8), MAY4((b) + 12)
#define MAY64(b) MAY16(b), MAY16((b) + 16), MAY16((b) + 32), MAY16((b) + 48)
    static const cardrt_rule rules[128] = { MAY64(0), MAY64(64) };
#undef MAY64
#undef MAY16
#undef MAY4
#undef MAY
    if (!ctx || how >= 128 || (!rt_duration_timed(duration) && duration != CARDRT_FOREVER))
        return CARDRT_EINVAL;
    unsigned n, k = 0;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return CARDRT_ENOMEM;
    for (unsigned i = 0; i < n; i++) {          /* cards, played from a zone other than these */
        cardrt_zone z = cardrt_zone_of(ctx->g, ids[i]);
        if (!on_battlefield(ctx->g, ids[i]) && z != CARDRT_STACK && (!(how & CARDRT_MAY_IN_EXILE) || z == CARDRT_EXILE))
            ids[k++] = ids[i];
    }
    cardrt_status st = CARDRT_OK;
    if (k) {
        cardrt_change ch = { .kind = CARDRT_RULE_CHANGE, .rule = &rules[how] };
        cardrt_effect_spec e = { &ch, 1, (cardrt_duration)duration, NULL, ids, k, NULL };
        st = cardrt_add_effect(ctx->g, ctx->item->source, &e);
        if (st == CARDRT_OK && rt_duration_yours(duration))     /* its controller's */
            ctx->g->effects[ctx->g->neffects - 1].controller = ctx->item->controller;
    }
    ctx->result = (int)k;
    free(ids);
    return st;
}

cardrt_status cardrt_fx_cast(cardrt_ctx *ctx, int sel, bool free_cast, int instead)
{
    unsigned n, k = 0;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return CARDRT_ENOMEM;
    for (unsigned i = 0; i < n; i++) {
        const rt_object *o = rt_obj(ctx->g, ids[i]);
        if (!o || o->zone == CARDRT_BATTLEFIELD || o->zone == CARDRT_STACK || (cardrt_types(ctx->g, ids[i]) & CARDRT_LAND))
            continue;           /* a permanent, a spell, or a land: not cast */
        unsigned exiled = instead == CARDRT_CAST_EXILE_ANY
                          || (instead == CARDRT_CAST_EXILE_YOURS && o->owner == ctx->item->controller)
                          ? CARDRT_PLAY_EXILE_INSTEAD : 0;
        k += rt_cast_during(ctx->g, ctx->item->controller, ids[i], free_cast ? NULL : o->def->mana_cost, exiled)
             == CARDRT_OK;
    }
    ctx->result = (int)k;
    free(ids);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_emblem(cardrt_ctx *ctx, int sel, const cardrt_card_def *def)
{
    if (!ctx || !def)
        return CARDRT_EINVAL;
    unsigned ps[CARDRT_MAX_PLAYERS];
    unsigned np = sel < 0 ? 1 : rt_players_of(ctx, sel, ps);
    if (sel < 0)
        ps[0] = ctx->item->controller;
    cardrt_status st = CARDRT_OK;
    for (unsigned i = 0; i < np && st == CARDRT_OK; i++)
        st = cardrt_emblem_new(ctx->g, def, ps[i], NULL);
    return st;
}

/* The objects of SEL on the battlefield tapped (TAPPED) and attacking
 * (ATTACKING) WHOM (-1: any, rt_enter_attacking). */
static cardrt_status enter_as(cardrt_ctx *ctx, int sel, bool tapped, bool attacking, int whom, bool planeswalkers)
{
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    for (unsigned i = 0; i < n; i++) {
        rt_object *o = rt_obj(ctx->g, ids[i]);
        if (!o || o->zone != CARDRT_BATTLEFIELD)
            continue;
        if (tapped) {           /* it enters tapped: it never "becomes tapped" */
            o->tapped = true;
            rt_touch_object(ctx->g, ids[i]);
        }
        if (attacking)
            rt_enter_attacking(ctx->g, ids[i], ctx->item->source, whom, planeswalkers);
    }
    free(ids);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_enter_as(cardrt_ctx *ctx, int sel, bool tapped, bool attacking)
{
    return enter_as(ctx, sel, tapped, attacking, -1, false);
}

cardrt_status cardrt_fx_enter_attacking(cardrt_ctx *ctx, int sel, int whom, bool planeswalkers)
{
    const rt_sel *ws = rt_sel_at(ctx, whom);
    if (!ctx || !ws)
        return CARDRT_EINVAL;
    /* no one player (they left the game, or none was named): it enters tapped, attacking no one */
    int player = ws->n == 1 && ws->items[0].kind == CARDRT_REF_PLAYER ? ws->items[0].id : -1;
    return enter_as(ctx, sel, true, player >= 0, player, planeswalkers);
}

unsigned rt_mana_player(const cardrt_ctx *ctx)
{
    return ctx->mana_to ? ctx->mana_to - 1 : ctx->item->controller;
}

cardrt_status cardrt_fx_mana_to(cardrt_ctx *ctx, int sel)
{
    if (!ctx || sel < -1 || sel >= CARDRT_NSEL)
        return CARDRT_EINVAL;
    ctx->mana_to = 0;
    if (sel < 0)
        return CARDRT_OK;
    const rt_sel *s = &ctx->sel[sel];
    cardrt_ref r = s->n ? s->items[0] : (cardrt_ref){ CARDRT_REF_NONE, 0 };
    if (r.kind == CARDRT_REF_PLAYER)
        ctx->mana_to = (unsigned)r.id + 1;
    else if (r.kind == CARDRT_REF_OBJECT)
        ctx->mana_to = cardrt_last_controller(ctx->g, r.id) + 1;
    else
        ctx->mana_to = ctx->g->nplayers + 1;    /* nobody: rt_mana_add adds nothing */
    return CARDRT_OK;
}

unsigned cardrt_fx_event_mana(cardrt_ctx *ctx)
{
    const rt_stack_item *it = ctx ? ctx->item : NULL;
    return it && it->has_event && it->event.kind == CARDRT_EV_TAPPED_FOR_MANA ? it->event.mana : 0;
}

cardrt_status cardrt_fx_add_mana(cardrt_ctx *ctx, int kind, int n)
{
    if (!ctx || kind < 0 || kind > 5 || n < 0)
        return CARDRT_EINVAL;
    /* Mana from a snow source can pay {S}; "mana from a Treasure" (CR 111.10a of the current rules) */
    const rt_chars *src = rt_chars_of(ctx->g, cardrt_ctx_source(ctx), RT_READ_DEF);
    rt_ctx_mana_add(ctx, rt_mana_player(ctx), kind, n, src && (src->def->supertypes & CARDRT_SNOW),
                    src && rt_has_subtype(src, "Treasure"));
    ctx->result = n;
    return CARDRT_OK;
}

cardrt_status cardrt_fx_regenerate(cardrt_ctx *ctx, int sel)
{
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    for (unsigned i = 0; i < n; i++)
        cardrt_regenerate(ctx->g, ids[i]);
    ctx->result = (int)n;
    free(ids);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_shuffle(cardrt_ctx *ctx, int sel)
{
    unsigned ps[CARDRT_MAX_PLAYERS];
    unsigned np = rt_players_of(ctx, sel, ps);
    if (!ctx)
        return CARDRT_EINVAL;
    for (unsigned i = 0; i < np; i++)
        cardrt_shuffle(ctx->g, ps[i]);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_attach(cardrt_ctx *ctx, int what, int to)
{
    unsigned n, m;
    cardrt_id *ids = rt_objects_of(ctx, what, &n), *hosts = rt_objects_of(ctx, to, &m);
    cardrt_status st = ids && hosts ? CARDRT_OK : ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    if (st == CARDRT_OK && m > 0 && on_battlefield(ctx->g, hosts[0]))
        for (unsigned i = 0; i < n; i++)
            if (on_battlefield(ctx->g, ids[i]) && ids[i] != hosts[0]
                && rt_at(ctx->g, ids[i])->attached_to != hosts[0]) {    /* else nothing (CR 701.3b) */
                cardrt_id was = rt_at(ctx->g, ids[i])->attached_to;
                rt_at(ctx->g, ids[i])->attached_to = hosts[0];
                rt_touch_state(ctx->g);
                if (was)
                    rt_attach_event(ctx->g, ids[i], was, false);
                rt_attach_event(ctx->g, ids[i], hosts[0], true);
            }
    free(ids);
    free(hosts);
    return st;
}

cardrt_status cardrt_fx_no_prevention(cardrt_ctx *ctx, bool on)
{
    if (!ctx)
        return CARDRT_EINVAL;
    ctx->g->no_prevention = on;
    return CARDRT_OK;
}

cardrt_status cardrt_fx_at_once(cardrt_ctx *ctx, bool begin)
{
    if (!ctx)
        return CARDRT_EINVAL;
    if (begin && !ctx->at_once)
        ctx->at_once = rt_batch_begin(ctx->g);
    else if (!begin && ctx->at_once) {
        rt_batch_end(ctx->g);
        ctx->at_once = false;
    }
    return CARDRT_OK;
}
