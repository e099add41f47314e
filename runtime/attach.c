/* attach.c — Auras put onto the battlefield attached to a permanent
 * without being cast (CR 303.4f of the current rules); the events of
 * becoming attached and unattached (CR 701.3 of the current rules). */
#include <stdlib.h>

#include "rt.h"

void rt_attach_event(cardrt_game *g, cardrt_id obj, cardrt_id host, bool attached)
{
    const rt_object *o = rt_obj(g, obj);
    if (!o || !rt_obj(g, host))
        return;
    unsigned who = o->zone == CARDRT_BATTLEFIELD ? cardrt_controller(g, obj) : cardrt_last_controller(g, obj);
    cardrt_event ev = { .kind = attached ? CARDRT_EV_ATTACHED : CARDRT_EV_UNATTACHED, .object = obj,
                        .target = { CARDRT_REF_OBJECT, host }, .player = who };
    rt_event(g, &ev);
}

void rt_left_attachments(cardrt_game *g, cardrt_id obj, cardrt_id host)
{
    if (host)
        rt_attach_event(g, obj, host, false);
    uint32_t moves = g->objs[obj - 1].moves;
    for (size_t i = 0; i < g->nobjs; i++)
        if (g->objs[i].left_host == obj && g->objs[i].left_host_moves == moves)
            rt_attach_event(g, (cardrt_id)(i + 1), obj, false);
}

static bool is_creature(const cardrt_game *g, cardrt_id source, const cardrt_ref *r)
{
    return r->kind == CARDRT_REF_OBJECT && r->id != source && (cardrt_types(g, r->id) & CARDRT_CREATURE);
}

const cardrt_target_spec rt_bestow_target = { .text = "creature", .min = 1, .max = 1, .legal = is_creature };

/* The enchant ability of the Aura A: its one target spec (CR 415.3), or a
 * bestowed one's (702.103b); NULL for none. */
static const cardrt_target_spec *enchant_spec(const rt_object *a)
{
    return a->bestowed ? &rt_bestow_target
           : !a->face_down && a->def->ntargets == 1 && a->def->targets[0].legal ? &a->def->targets[0] : NULL;
}

/* Could the Aura AURA enchant HOST: its enchant ability accepts it? */
static bool could_enchant(const cardrt_game *g, cardrt_id aura, cardrt_id host)
{
    const rt_object *a = rt_obj(g, aura), *h = rt_obj(g, host);
    const cardrt_target_spec *spec = a ? enchant_spec(a) : NULL;
    if (!spec || !h || h->zone != CARDRT_BATTLEFIELD || aura == host || !cardrt_has_subtype(g, aura, "Aura"))
        return false;
    cardrt_ref r = { CARDRT_REF_OBJECT, host };
    return spec->legal(g, aura, &r);
}

bool rt_enchant_rejects(const cardrt_game *g, cardrt_id aura, cardrt_id host)
{
    const rt_object *a = rt_obj(g, aura), *h = rt_obj(g, host);
    return a && h && h->zone == CARDRT_BATTLEFIELD && enchant_spec(a) && !could_enchant(g, aura, host);
}

/* Is OBJ an Aura entering the battlefield attached to nothing (not resolving
 * as a spell, nor put there attached to something)? */
static bool unattached_aura(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *a = rt_obj(g, obj);
    return a && !a->attached_to && !a->attached_player && !a->face_down && cardrt_has_subtype(g, obj, "Aura")
           && a->def->ntargets == 1 && a->def->targets[0].legal;
}

/* What the Aura OBJ could enchant as it enters, targeting nothing: objects
 * and players its enchant ability accepts, without protection from it.
 * The caller frees; *N gets how many. */
static cardrt_ref *aura_candidates(const cardrt_game *g, cardrt_id obj, unsigned *n)
{
    const rt_object *a = rt_obj(g, obj);
    unsigned colors = cardrt_colors(g, obj), types = cardrt_types(g, obj);
    cardrt_ref *cand = malloc((g->nobjs + g->nplayers + 1) * sizeof *cand);
    *n = 0;
    for (size_t i = 0; cand && i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (could_enchant(g, obj, id) && !rt_protected_from(g, id, colors, types, obj))
            cand[(*n)++] = (cardrt_ref){ CARDRT_REF_OBJECT, id };
    }
    for (unsigned p = 0; cand && p < g->nplayers; p++) {
        cardrt_ref r = { CARDRT_REF_PLAYER, (int32_t)p };
        if (!g->players[p].lost && !rt_player_protected_from(g, p, colors) && a->def->targets[0].legal(g, obj, &r))
            cand[(*n)++] = r;
    }
    return cand;
}

bool rt_aura_can_enter(const cardrt_game *g, cardrt_id obj)
{
    if (!unattached_aura(g, obj))
        return true;
    unsigned n;
    cardrt_ref *cand = aura_candidates(g, obj, &n);
    free(cand);
    return n > 0;
}

void rt_aura_enters(cardrt_game *g, cardrt_id obj)
{
    if (!unattached_aura(g, obj))
        return;
    rt_object *a = rt_obj(g, obj);
    unsigned n, pick;
    cardrt_ref *cand = aura_candidates(g, obj, &n);
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = cardrt_controller(g, obj), .source = obj,
                        .prompt = "what the Aura enchants", .candidates = cand, .ncandidates = n,
                        .min = 1, .max = 1 };
    if (cand && n && cardrt_choose(g, &c, &pick) == 1) {
        if (cand[pick].kind == CARDRT_REF_PLAYER) {
            a->attached_player = (unsigned)cand[pick].id + 1;
        } else {
            a->attached_to = cand[pick].id;
            rt_attach_event(g, obj, cand[pick].id, true);
        }
        rt_touch_object(g, obj);
    }
    free(cand);
}

cardrt_status cardrt_fx_move_attached(cardrt_ctx *ctx, int sel, int host, unsigned how)
{
    if (!ctx)
        return CARDRT_EINVAL;
    unsigned n, m;
    cardrt_id *ids = rt_sel_objects(ctx, sel, &n), *hosts = rt_sel_objects(ctx, host, &m);
    cardrt_game *g = ctx->g;
    ctx->result = 0;
    for (unsigned i = 0; ids && hosts && m > 0 && i < n; i++) {
        rt_object *o = rt_obj(g, ids[i]);
        if (!o || o->zone == CARDRT_BATTLEFIELD || !could_enchant(g, ids[i], hosts[0]))
            continue;
        o->attached_to = hosts[0];      /* as it enters (it is not on the battlefield: kept) */
        cardrt_status moved = cardrt_move(g, ids[i], CARDRT_BATTLEFIELD);
        o = rt_obj(g, ids[i]);
        if (moved != CARDRT_OK || !o || o->zone != CARDRT_BATTLEFIELD) {
            if (o && o->zone != CARDRT_BATTLEFIELD)
                o->attached_to = 0;     /* a replacement effect put it elsewhere */
            continue;
        }
        if (how & CARDRT_MOVE_YOURS)
            o->base_controller = ctx->item->controller;
        if (how & CARDRT_MOVE_TAPPED)
            o->tapped = true;
        rt_touch_object(g, ids[i]);
        rt_attach_event(g, ids[i], hosts[0], true);
        ctx->result++;
    }
    cardrt_status st = ids && hosts ? CARDRT_OK : CARDRT_ENOMEM;
    free(ids);
    free(hosts);
    return st;
}

bool rt_reconfigures(const cardrt_card_def *d)
{
    for (unsigned i = 0; d && i < d->nactivated; i++)
        if (d->activated[i].timing & CARDRT_TIMING_RECONFIGURE)
            return true;
    return false;
}

cardrt_status cardrt_fx_unattach(cardrt_ctx *ctx, int what)
{
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, what, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    for (unsigned i = 0; i < n; i++) {
        rt_object *o = rt_obj(ctx->g, ids[i]);
        cardrt_id was = o && o->zone == CARDRT_BATTLEFIELD ? o->attached_to : 0;
        if (!was)
            continue;
        o->attached_to = 0;
        o->bestowed = false;
        rt_touch_state(ctx->g);
        rt_attach_event(ctx->g, ids[i], was, false);
    }
    free(ids);
    return CARDRT_OK;
}

bool cardrt_attached_to_creature(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->zone == CARDRT_BATTLEFIELD && o->attached_to
           && (cardrt_types(g, o->attached_to) & CARDRT_CREATURE);
}
