/* faces.c — the faces of a card (cardrt_card_def.other_face): transforming
 * a double-faced permanent (CR 701.28 and 712 of the current rules), the
 * front face it has again as it leaves (712.8a); day and night (CR 726),
 * which daybound and nightbound permanents transform with (702.145). */
#include <stdlib.h>

#include "rt.h"

/* Can OBJ transform: a permanent of a transforming double-faced card (CR
 * 701.28c: anything else does nothing), face up and no copy of another? */
static bool can_transform(const rt_object *o)
{
    return o && o->zone == CARDRT_BATTLEFIELD && !o->face_down && !o->entered_as && o->def->other_face
           && o->def->layout == CARDRT_LAYOUT_TRANSFORM;
}

/* Does OBJ have its face's daybound or nightbound ability (BOUND), not
 * lost? */
static bool has_bound(const cardrt_game *g, cardrt_id obj, cardrt_day_night bound)
{
    const rt_chars *c = rt_chars_of(g, obj, 0);
    return c && !c->lost_abilities && c->def->bound == bound;
}

/* Turn the other face of OBJ up, which can_transform allows. */
static void transform(cardrt_game *g, cardrt_id obj)
{
    rt_object *o = &g->objs[obj - 1];
    /* The same object with the other face up (CR 712.9, 712.10 of the current
     * rules): its counters, attachments, status and damage stay. */
    o->def = o->def->other_face;
    rt_touch_object(g, obj);
    rt_note_statics(g, obj);
    cardrt_event ev = { .kind = CARDRT_EV_TRANSFORMED, .object = obj, .player = cardrt_controller(g, obj) };
    rt_event(g, &ev);
}

cardrt_status cardrt_transform(cardrt_game *g, cardrt_id obj)
{
    rt_object *o = rt_obj(g, obj);
    if (!o)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    /* "This permanent can't transform except due to its daybound
     * (nightbound) ability" (CR 702.145b, 702.145e) */
    if (!can_transform(o) || has_bound(g, obj, CARDRT_DAY) || has_bound(g, obj, CARDRT_NIGHT))
        return CARDRT_EINVAL;
    transform(g, obj);
    return CARDRT_OK;
}

cardrt_day_night cardrt_day_or_night(const cardrt_game *g)
{
    return g ? g->day_night : CARDRT_NEITHER;
}

cardrt_status cardrt_set_day_night(cardrt_game *g, cardrt_day_night which)
{
    if (!g || (which != CARDRT_DAY && which != CARDRT_NIGHT))
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    cardrt_day_night was = g->day_night;
    if (was == which)
        return CARDRT_OK;       /* it stays what it is: no event */
    g->day_night = which;
    rt_touch(g);                /* "if it's night" may now hold, or not */
    if (was != CARDRT_NEITHER) {    /* "Whenever day becomes night or night becomes day" */
        cardrt_event ev = { .kind = CARDRT_EV_DAY_NIGHT, .amount = (int)which, .player = g->active };
        rt_event(g, &ev);
    }
    /* As it becomes night, daybound permanents transform; as it becomes
     * day, nightbound ones (CR 702.145b, 702.145e): those there now */
    cardrt_day_night bound = which == CARDRT_NIGHT ? CARDRT_DAY : CARDRT_NIGHT;
    size_t n = g->nobjs;
    for (size_t i = 0; i < n; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (can_transform(&g->objs[i]) && has_bound(g, id, bound))
            transform(g, id);
    }
    return CARDRT_OK;
}

void rt_day_night_check(cardrt_game *g)
{
    if (g->day_night != CARDRT_NEITHER)
        return;
    bool day = false, night = false;
    for (size_t i = 0; i < g->nobjs; i++)
        if (g->objs[i].zone == CARDRT_BATTLEFIELD) {
            day |= has_bound(g, (cardrt_id)(i + 1), CARDRT_DAY);
            night |= has_bound(g, (cardrt_id)(i + 1), CARDRT_NIGHT);
        }
    /* CR 702.145c: it becomes day; 702.145f: night, with no daybound one */
    if (day || night)
        cardrt_set_day_night(g, day ? CARDRT_DAY : CARDRT_NIGHT);
}

void rt_day_night_turn(cardrt_game *g, unsigned prev)
{
    int cast = prev < g->nplayers ? g->history[1].n[CARDRT_HIST_SPELLS_CAST][prev] : 0;
    if (g->day_night == CARDRT_DAY && cast == 0)
        cardrt_set_day_night(g, CARDRT_NIGHT);
    else if (g->day_night == CARDRT_NIGHT && cast >= 2)
        cardrt_set_day_night(g, CARDRT_DAY);
}

bool cardrt_is_back_face(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->def->back_face;
}

bool cardrt_has_adventure(const cardrt_game *g, cardrt_id obj)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_DEF);
    return c && c->def->layout == CARDRT_LAYOUT_ADVENTURE;
}

cardrt_status cardrt_fx_transform(cardrt_ctx *ctx, int sel)
{
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    int done = 0;
    for (unsigned i = 0; i < n; i++) {
        /* "an object transforms only once as a spell or ability resolves"
         * (CR 701.28f): one it already transformed stays as it is */
        bool again = false;
        for (unsigned k = 0; k < ctx->transformed.n && !again; k++)
            again = ctx->transformed.items[k].kind == CARDRT_REF_OBJECT && ctx->transformed.items[k].id == ids[i];
        if (again || cardrt_transform(ctx->g, ids[i]) != CARDRT_OK)
            continue;
        rt_sel_add(&ctx->transformed, (cardrt_ref){ CARDRT_REF_OBJECT, ids[i] });
        done++;
    }
    ctx->result = done;
    free(ids);
    return CARDRT_OK;
}

/* Is O a transforming double-faced card with its front face up? */
static bool front_of_transforming(const rt_object *o)
{
    return !o->face_down && o->def->other_face && o->def->layout == CARDRT_LAYOUT_TRANSFORM && !o->def->back_face;
}

bool rt_enters_transformed(cardrt_game *g, cardrt_id obj)
{
    rt_object *o = rt_obj(g, obj);
    /* "If a player is instructed to put a card that isn't a transforming
     * double-faced card onto the battlefield transformed, that card stays
     * in its current zone" (CR 712, added as 711.7a by Shadows over Innistrad) */
    if (!o || o->zone == CARDRT_BATTLEFIELD || !front_of_transforming(o))
        return false;
    o->enters_transformed = true;
    return true;
}

void rt_front_face(cardrt_game *g, cardrt_id obj, cardrt_zone to)
{
    rt_object *o = &g->objs[obj - 1];
    bool transformed = o->enters_transformed;
    o->enters_transformed = false;
    if (transformed && to == CARDRT_BATTLEFIELD && front_of_transforming(o)) {
        o->def = o->def->other_face;    /* it enters with its back face up */
        return;
    }
    /* "If it is night and this permanent is represented by a transforming
     * double-faced card, it enters the battlefield transformed" (702.145b) */
    if (to == CARDRT_BATTLEFIELD && o->zone != CARDRT_BATTLEFIELD && g->day_night == CARDRT_NIGHT
        && o->def->bound == CARDRT_DAY && front_of_transforming(o)) {
        o->def = o->def->other_face;
        return;
    }
    /* An adventurer card has only its normal characteristics but as an
     * Adventure on the stack (CR 715.4 of the current rules) */
    if (o->def->back_face && o->def->other_face && to != CARDRT_STACK
        && (((o->def->layout == CARDRT_LAYOUT_TRANSFORM || o->def->layout == CARDRT_LAYOUT_MODAL)
             && to != CARDRT_BATTLEFIELD)
            || o->def->layout == CARDRT_LAYOUT_ADVENTURE))
        o->def = o->def->other_face;
}
