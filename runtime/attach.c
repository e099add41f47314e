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

/* Could the Aura AURA enchant HOST: its enchant ability (its one target
 * spec, CR 415.3) accepts it? */
static bool could_enchant(const cardrt_game *g, cardrt_id aura, cardrt_id host)
{
    const rt_object *a = rt_obj(g, aura), *h = rt_obj(g, host);
    if (!a || !h || h->zone != CARDRT_BATTLEFIELD || aura == host || !cardrt_has_subtype(g, aura, "Aura")
        || a->def->ntargets != 1 || !a->def->targets[0].legal)
        return false;
    cardrt_ref r = { CARDRT_REF_OBJECT, host };
    return a->def->targets[0].legal(g, aura, &r);
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
