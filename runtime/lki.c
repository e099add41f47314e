/* lki.c — last known information (CR 413.2a, 413.2f): the characteristics
 * an object had as it last left the battlefield, for effects that need
 * them afterwards ("deals damage equal to that creature's power").
 *
 * As a permanent leaves the battlefield its characteristics after every
 * continuous effect are kept (its counters stay in the counters list,
 * marked as last known), until it enters the battlefield again.  Objects
 * that leave together (state-based actions, "destroy all creatures") are
 * remembered together, before any of them has left. */
#include <string.h>

#include "rt.h"

static rt_lki *find(const cardrt_game *g, cardrt_id id)
{
    for (size_t i = 0; i < g->nlki; i++)
        if (g->lki[i].id == id && !g->lki[i].returned)
            return &g->lki[i];
    return NULL;
}

static void forget(cardrt_game *g, rt_lki *l)
{
    *l = g->lki[--g->nlki];
}

/* Remember OBJ as it is now; PENDING: it is about to leave. */
static void remember(cardrt_game *g, cardrt_id obj, bool pending)
{
    const rt_chars *c = rt_chars_of(g, obj, 0);
    rt_lki *l = find(g, obj);
    if (!c)
        return;                 /* out of memory: its current values will be used */
    if (!l) {
        if (!rt_grow((void **)&g->lki, &g->caplki, g->nlki + 1, sizeof *g->lki))
            return;
        l = &g->lki[g->nlki++];
    }
    *l = (rt_lki){ obj, pending, pending, *c, 0, 0, 0, g->objs[obj - 1].moves + 1, false, 0, 0 };
}

void rt_lki_leaving(cardrt_game *g, cardrt_id obj)
{
    if (g->objs[obj - 1].zone == CARDRT_BATTLEFIELD)
        remember(g, obj, true);
}

void rt_lki_batch_end(cardrt_game *g)
{
    for (size_t i = g->nlki; i-- > 0;)
        if (g->lki[i].pending)
            forget(g, &g->lki[i]);     /* it stayed (regenerated, indestructible) */
        else
            g->lki[i].together = false;
}

bool rt_lki_left_together(const cardrt_game *g, cardrt_id obj)
{
    const rt_lki *l = find(g, obj);
    return l && !l->pending && l->together && g->objs[obj - 1].moves == l->moves;
}

void rt_lki_move(cardrt_game *g, cardrt_id obj, cardrt_zone from, cardrt_zone to, cardrt_id blocking)
{
    rt_lki *l = find(g, obj);
    if (from == CARDRT_BATTLEFIELD) {
        if (l && l->pending)
            l->pending = false;
        else
            remember(g, obj, false);
        if ((l = find(g, obj)))
            l->blocking = blocking;
    } else if (to == CARDRT_BATTLEFIELD && l) {
        /* a new object on the battlefield: the record stays only for what
         * triggered as the old one left (rt_lki_as_moved), one per card */
        for (size_t i = g->nlki; i-- > 0;)
            if (g->lki[i].id == obj && g->lki[i].returned)
                forget(g, &g->lki[i]);
        if ((l = find(g, obj)))
            l->returned = true;
    }
}

cardrt_id rt_lki_blocking(const cardrt_game *g, cardrt_id obj)
{
    const rt_lki *l = find(g, obj);
    return l && !l->pending ? l->blocking : 0;
}

void rt_lki_set_host(cardrt_game *g, cardrt_id obj, cardrt_id host)
{
    rt_lki *l = find(g, obj);
    const rt_object *h = rt_obj(g, host);
    if (l && h) {
        l->host = host;
        l->host_moves = h->moves;
    }
}

void rt_lki_set_cast(cardrt_game *g, cardrt_id obj, unsigned options, unsigned times)
{
    rt_lki *l = find(g, obj);
    if (l && !l->pending && g->objs[obj - 1].moves + 1 == l->moves) {
        l->cast_options = options;
        l->cast_times = times;
    }
}

bool rt_lki_cast(const cardrt_game *g, cardrt_id obj, unsigned *options, unsigned *times)
{
    const rt_lki *l = find(g, obj);
    if (!l || l->pending || g->objs[obj - 1].moves != l->moves)
        return false;
    *options = l->cast_options;
    *times = l->cast_times;
    return true;
}

cardrt_id rt_lki_host(const cardrt_game *g, cardrt_id obj)
{
    const rt_lki *l = find(g, obj);
    const rt_object *h = l && !l->pending ? rt_obj(g, l->host) : NULL;
    return h && h->moves == l->host_moves ? l->host : 0;
}

bool rt_lki_left_with_host(const cardrt_game *g, cardrt_id obj, cardrt_id host)
{
    const rt_lki *l = find(g, obj);
    const rt_object *h = rt_obj(g, host);
    return l && h && rt_lki_left_together(g, obj) && l->host == host
           && (h->moves == l->host_moves || h->moves == l->host_moves + 1);
}

const rt_chars *rt_lki_of(const cardrt_game *g, cardrt_id obj)
{
    const rt_lki *l = find(g, obj);
    return l && !l->pending && g->objs[obj - 1].moves == l->moves ? &l->chars : NULL;
}

const rt_chars *rt_lki_as_moved(const cardrt_game *g, cardrt_id obj, uint32_t moves)
{
    for (size_t i = 0; g && i < g->nlki; i++)
        if (g->lki[i].id == obj && !g->lki[i].pending && g->lki[i].moves == moves)
            return &g->lki[i].chars;
    return NULL;
}

/* What to answer about OBJ: its current characteristics on the battlefield
 * or if it never left it, else the last known.  *LAST says which. */
static const rt_chars *last_chars(const cardrt_game *g, cardrt_id obj, bool *last)
{
    *last = false;
    if (!g || obj <= 0 || (size_t)obj > g->nobjs)
        return NULL;
    const rt_chars *l = g->objs[obj - 1].zone != CARDRT_BATTLEFIELD ? rt_lki_of(g, obj) : NULL;
    if (l) {
        *last = true;
        return l;
    }
    return rt_chars_of(g, obj, RT_READ_ALL);
}

cardrt_status cardrt_last_pt(const cardrt_game *g, cardrt_id obj, int *power, int *toughness)
{
    bool last;
    const rt_chars *c = last_chars(g, obj, &last);
    if (!c || !power || !toughness)
        return CARDRT_EINVAL;
    *power = c->power;
    *toughness = c->toughness;
    return CARDRT_OK;
}

unsigned cardrt_last_controller(const cardrt_game *g, cardrt_id obj)
{
    bool last;
    const rt_chars *c = last_chars(g, obj, &last);
    return c ? c->controller : 0;
}

unsigned cardrt_you(const cardrt_game *g, cardrt_id source)
{
    const rt_object *o = rt_obj(g, source);
    if (o && (o->zone == CARDRT_BATTLEFIELD || o->zone == CARDRT_STACK))
        return cardrt_controller(g, source);
    if (o && g->asking && g->asking->source == source)
        return g->asking->controller;
    return cardrt_last_controller(g, source);
}

bool cardrt_is_modified(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    if (!o)
        return false;
    bool here = o->zone == CARDRT_BATTLEFIELD;
    if (here ? rt_counters_total(g, (cardrt_ref){ CARDRT_REF_OBJECT, obj }, false) > 0
             : cardrt_last_counter_count(g, obj, NULL) > 0)
        return true;
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (id == obj || !cardrt_was_attached_to(g, id, obj))
            continue;       /* attached now, or as it left */
        if (cardrt_last_has_subtype(g, id, "Equipment")
            || (cardrt_last_has_subtype(g, id, "Aura")
                && cardrt_last_controller(g, id) == cardrt_last_controller(g, obj)))
            return true;
    }
    return false;
}

unsigned cardrt_last_colors(const cardrt_game *g, cardrt_id obj)
{
    bool last;
    const rt_chars *c = last_chars(g, obj, &last);
    return c ? c->colors : 0;
}

unsigned cardrt_last_types(const cardrt_game *g, cardrt_id obj)
{
    bool last;
    const rt_chars *c = last_chars(g, obj, &last);
    return c ? c->types : 0;
}

bool cardrt_last_has_keyword(const cardrt_game *g, cardrt_id obj, cardrt_keyword k)
{
    bool last;
    const rt_chars *c = last_chars(g, obj, &last);
    return c && k < CARDRT_KW_COUNT && (c->keywords & CARDRT_KW(k));
}

bool cardrt_last_has_subtype(const cardrt_game *g, cardrt_id obj, const char *name)
{
    bool last;
    const rt_chars *c = last_chars(g, obj, &last);
    return c && name && rt_has_subtype(c, name);
}

int cardrt_last_counter_count(const cardrt_game *g, cardrt_id obj, const char *kind)
{
    bool last;
    bool known = last_chars(g, obj, &last);
    if (known && !kind)         /* "if it had counters on it": of every kind */
        return rt_counters_total(g, (cardrt_ref){ CARDRT_REF_OBJECT, obj }, last);
    unsigned k = known && kind ? rt_counter_find(g, kind) : RT_NO_COUNTER;
    return k == RT_NO_COUNTER ? 0 : rt_counter_count(g, (cardrt_ref){ CARDRT_REF_OBJECT, obj }, k, last);
}

int cardrt_last_stat(const cardrt_game *g, cardrt_id obj, int stat)
{
    bool last;
    const rt_chars *c = last_chars(g, obj, &last);
    cardrt_mana_cost m;
    if (!c)
        return 0;
    switch (stat) {
    case CARDRT_STAT_POWER:
        return c->power;
    case CARDRT_STAT_TOUGHNESS:
        return c->toughness;
    case CARDRT_STAT_MANA_VALUE:        /* of the card (or copy) it was (CR 202.3) */
        if (!last)
            return cardrt_mana_value(g, obj);
        return c->def && cardrt_mana_cost_parse(c->def->mana_cost, &m) == CARDRT_OK
               ? (m.value > INT32_MAX ? INT32_MAX : (int)m.value) : 0;
    default:
        return 0;
    }
}

/* ---- cards exiled by a source's abilities (CR 607.2a) ------------------------------ */

void rt_lki_exiled(cardrt_ctx *ctx, cardrt_id obj)
{
    const rt_stack_item *it = ctx ? ctx->item : NULL;
    const void *ab = it && it->ability ? (const void *)it->ability : it ? (const void *)it->trigger : NULL;
    cardrt_game *g = ctx ? ctx->g : NULL;
    const rt_object *o = g ? rt_obj(g, obj) : NULL;
    if (!ab || !o || o->zone != CARDRT_EXILE
        || !rt_grow((void **)&g->exiled_by, &g->capexiled_by, g->nexiled_by + 1, sizeof *g->exiled_by))
        return;
    g->exiled_by[g->nexiled_by++] = (rt_exiled_by){ it->source, it->source_moves, ab, obj, o->moves };
}

/* Is AB one of the activated or triggered abilities printed on DEF? */
static bool printed_on(const cardrt_card_def *def, const void *ab)
{
    for (size_t k = 0; def && k < def->nactivated; k++)
        if (ab == (const void *)&def->activated[k])
            return true;
    for (size_t k = 0; def && k < def->ntriggers; k++)
        if (ab == (const void *)&def->triggers[k])
            return true;
    return false;
}

/* Is the I-th record of G one of a card SOURCE's printed abilities, the
 * same object as now, exiled that is still in exile as the object it
 * became there? */
static bool exiled_by_now(const cardrt_game *g, size_t i, cardrt_id source)
{
    const rt_object *src = rt_obj(g, source);
    const rt_exiled_by *e = &g->exiled_by[i];
    const rt_object *o = rt_obj(g, e->obj);
    return src && e->source == source && e->source_moves == src->moves && printed_on(src->def, e->ability)
           && o && o->zone == CARDRT_EXILE && o->moves == e->moves;
}

bool cardrt_named_as_exiled_by(const cardrt_game *g, cardrt_id source, cardrt_id obj)
{
    for (size_t i = 0; g && i < g->nexiled_by; i++)
        if (exiled_by_now(g, i, source) && rt_same_name(g, obj, g->exiled_by[i].obj))
            return true;
    return false;
}

/* Is E a card the printed abilities of IT's source exiled that is still in
 * exile as the object it became there, its source the object IT's source
 * was?  The source as it was on the battlefield, for an ability that
 * triggered as it left ("When ~ leaves the battlefield", CR 603.10a) or
 * one whose cost moved it ("Sacrifice ~: ..."): the object whose last
 * known information became the item's source. */
static bool exiled_by_item(const cardrt_game *g, const rt_stack_item *it, const rt_exiled_by *e)
{
    const rt_object *src = rt_obj(g, it->source), *o = rt_obj(g, e->obj);
    const rt_lki *l = find(g, it->source);
    bool last;
    const rt_chars *c = last_chars(g, it->source, &last);     /* a copy's abilities are the copied card's */
    bool left = it->has_event && it->event.kind == CARDRT_EV_ZONE_CHANGE && it->event.from == CARDRT_BATTLEFIELD
                && it->event.object == it->source;     /* "When ~ leaves the battlefield" */
    uint32_t was = l && !l->pending && l->moves == it->source_moves ? l->moves - 1
                 : left && it->triggered_moves ? it->triggered_moves - 1 : it->source_moves;
    return src && e->source == it->source && ((!left && e->source_moves == it->source_moves) || e->source_moves == was)
           && (printed_on(src->def, e->ability) || (c && printed_on(c->def, e->ability))) && o
           && o->zone == CARDRT_EXILE && o->moves == e->moves;
}

bool cardrt_exiled_with(const cardrt_game *g, cardrt_id source, cardrt_id obj)
{
    /* tested for a spell or ability of SOURCE's (its target, its effect): as that item knows it */
    const rt_stack_item *it = g && g->asking && g->asking->source == source ? g->asking : NULL;
    for (size_t i = 0; g && i < g->nexiled_by; i++)
        if (g->exiled_by[i].obj == obj && (it ? exiled_by_item(g, it, &g->exiled_by[i]) : exiled_by_now(g, i, source)))
            return true;
    return false;
}

void cardrt_sel_exiled_by(cardrt_ctx *ctx, int sel)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    const rt_stack_item *it = ctx ? ctx->item : NULL;
    if (!s || !it)
        return;
    for (size_t i = 0; i < ctx->g->nexiled_by; i++)
        if (exiled_by_item(ctx->g, it, &ctx->g->exiled_by[i]))
            rt_sel_add(s, (cardrt_ref){ CARDRT_REF_OBJECT, ctx->g->exiled_by[i].obj });
}
