/* phasing.c — phasing (CR 702.26 of the current rules): a permanent that
 * phases out is treated as though it doesn't exist until it phases in.  It
 * does not change zones: it stays the same object, with its counters,
 * damage, tapped status and attachments, and no ability triggers on its
 * leaving or coming back (702.26d).  While phased out it is in the
 * pseudo-zone CARDRT_PHASED_OUT, so whatever looks at the battlefield
 * passes it by, and nothing can move it. */
#include <stdlib.h>

#include "rt.h"

/* OBJ phases out, and with it, indirectly, whatever is attached to it
 * (702.26g); HOST is what it phased out with (0: it phased out itself). */
static void phase_out(cardrt_game *g, cardrt_id obj, cardrt_id host)
{
    rt_object *o = rt_obj(g, obj);
    if (!o || o->zone != CARDRT_BATTLEFIELD)
        return;
    unsigned who = cardrt_controller(g, obj);
    rt_remove_from_combat(g, obj);     /* CR 506.4 */
    /* an ability that triggers on its phasing out looks back at it as it
     * was (CR 603.10a): the event comes while it is still there */
    cardrt_event ev = { .kind = CARDRT_EV_PHASED_OUT, .object = obj, .player = who };
    rt_event(g, &ev);
    o = &g->objs[obj - 1];             /* a triggered mana ability may have made objects */
    o->zone = CARDRT_PHASED_OUT;
    o->phased_controller = who;
    o->phased_with = host;
    rt_touch_object(g, obj);
    for (size_t i = 0; i < g->nobjs; i++)
        if (g->objs[i].zone == CARDRT_BATTLEFIELD && g->objs[i].attached_to == obj)
            phase_out(g, (cardrt_id)(i + 1), obj);
}

cardrt_status cardrt_phase_out(cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    if (!o)
        return CARDRT_EINVAL;
    if (o->zone != CARDRT_BATTLEFIELD)
        return CARDRT_EZONE;
    phase_out(g, obj, 0);
    rt_touch_state(g);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_phase_out(cardrt_ctx *ctx, int sel)
{
    if (!ctx)
        return CARDRT_EINVAL;
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return CARDRT_ENOMEM;
    ctx->result = 0;
    for (unsigned i = 0; i < n; i++)    /* all at once: none of them is attached to one after */
        if (cardrt_zone_of(ctx->g, ids[i]) == CARDRT_BATTLEFIELD) {
            phase_out(ctx->g, ids[i], 0);
            ctx->result++;
        }
    free(ids);
    rt_touch_state(ctx->g);
    return CARDRT_OK;
}

bool cardrt_phased_out(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->zone == CARDRT_PHASED_OUT;
}

/* The untap step of the active player, before anything untaps (CR 502.1 of
 * the current rules): the permanents with phasing they control phase out
 * and those that phased out under their control phase in, at once; what
 * phased out indirectly phases in with its host (702.26g), still attached
 * to it. */
void rt_phasing_step(cardrt_game *g)
{
    unsigned active = g->active;
    size_t n = g->nobjs;
    unsigned char *out = calloc(n ? n : 1, 1);
    if (!out)
        return;
    for (size_t i = 0; i < n; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        out[i] = g->objs[i].zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == active
                 && rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_OBJECT, (int32_t)id }, CARDRT_RULE_PHASING);
    }
    for (size_t i = 0; i < n; i++) {
        rt_object *o = &g->objs[i];
        if (o->zone != CARDRT_PHASED_OUT || o->phased_with || o->phased_controller != active)
            continue;
        o->zone = CARDRT_BATTLEFIELD;
        rt_touch_object(g, (cardrt_id)(i + 1));
        cardrt_event ev = { .kind = CARDRT_EV_PHASED_IN, .object = (cardrt_id)(i + 1), .player = active };
        rt_event(g, &ev);
    }
    for (bool again = true; again;) {   /* what phased out with them, and with that */
        again = false;
        for (size_t k = 0; k < n; k++) {
            rt_object *a = &g->objs[k];
            if (a->zone == CARDRT_PHASED_OUT && a->phased_with
                && cardrt_zone_of(g, a->phased_with) == CARDRT_BATTLEFIELD) {
                a->zone = CARDRT_BATTLEFIELD;
                a->phased_with = 0;
                rt_touch_object(g, (cardrt_id)(k + 1));
                cardrt_event ev = { .kind = CARDRT_EV_PHASED_IN, .object = (cardrt_id)(k + 1),
                                    .player = cardrt_controller(g, (cardrt_id)(k + 1)) };
                rt_event(g, &ev);
                again = true;
            }
        }
    }
    for (size_t i = 0; i < n; i++)
        if (out[i])
            phase_out(g, (cardrt_id)(i + 1), 0);
    free(out);
    rt_touch_state(g);
}
