/* layers.c — characteristics through the layers of CR 418.5a.
 *
 * Each object starts from its printed characteristics.  Then, layer after
 * layer (copy, control, text, type, other, then P/T in 6a-6e), the changes
 * of every continuous effect in that layer apply: characteristic-defining
 * abilities first, then in timestamp order.  What an effect applies to is
 * fixed in the first layer it has a change in, and kept for its other
 * layers (418.5b); a static ability's is found anew each time (418.4a), so
 * "white creatures" in layer 6 means white after layer 5.  Within a layer,
 * an effect that would change what another applies to goes first
 * (dependency); a loop falls back to timestamps.  The results are cached
 * until the game changes. */
#include <stdlib.h>
#include <string.h>

#include "rt.h"

typedef struct applied {
    cardrt_id source;
    uint64_t timestamp;
    const cardrt_change *changes;
    unsigned nchanges;
    bool from_static, cda;
    cardrt_affects_fn affects;
    const cardrt_id *objects;
    unsigned nobjects;
    unsigned char *set;         /* which objects it applies to, once fixed */
} applied;

static cardrt_layer layer_of(const cardrt_change *c, const applied *a)
{
    switch (c->kind) {
    case CARDRT_SET_CONTROLLER: return CARDRT_L2_CONTROL;
    case CARDRT_ADD_TYPES: case CARDRT_SET_TYPES: case CARDRT_ADD_SUBTYPE:
        return CARDRT_L4_TYPE;
    case CARDRT_SET_COLORS: case CARDRT_ADD_COLORS: case CARDRT_ADD_KEYWORDS:
    case CARDRT_REMOVE_KEYWORDS: case CARDRT_LOSE_ABILITIES:
        return CARDRT_L5_OTHER;
    case CARDRT_SET_PT: return a->cda ? CARDRT_L6A_CDA : CARDRT_L6B_SET;
    case CARDRT_MODIFY_PT: return a->from_static ? CARDRT_L6D_STATIC_MODIFY : CARDRT_L6B_SET;
    case CARDRT_SWITCH_PT: return CARDRT_L6E_SWITCH;
    }
    return CARDRT_L5_OTHER;
}

static int cmp_applied(const void *x, const void *y)
{
    const applied *a = x, *b = y;
    if (a->cda != b->cda)
        return a->cda ? -1 : 1;
    return a->timestamp < b->timestamp ? -1 : a->timestamp > b->timestamp;
}

static void apply(const cardrt_game *g, const cardrt_change *c, cardrt_id source, cardrt_id id,
                  rt_chars *ch)
{
    switch (c->kind) {
    case CARDRT_SET_CONTROLLER:
        if ((unsigned)c->value < g->nplayers)
            ch->controller = (unsigned)c->value;
        break;
    case CARDRT_ADD_TYPES:
        ch->types |= (unsigned)c->value;
        break;
    case CARDRT_SET_TYPES:
        ch->types = (unsigned)c->value;
        break;
    case CARDRT_ADD_SUBTYPE:
        if (c->subtype && ch->nsubtypes < CARDRT_MAX_SUBTYPES)
            ch->subtypes[ch->nsubtypes++] = c->subtype;
        break;
    case CARDRT_SET_COLORS:
        ch->colors = (unsigned)c->value;
        break;
    case CARDRT_ADD_COLORS:
        ch->colors |= (unsigned)c->value;
        break;
    case CARDRT_LOSE_ABILITIES:
        ch->keywords = 0;
        ch->lost_abilities = true;
        break;
    case CARDRT_ADD_KEYWORDS:
        ch->keywords |= c->keywords;
        break;
    case CARDRT_REMOVE_KEYWORDS:
        ch->keywords &= ~c->keywords;
        break;
    case CARDRT_SET_PT:
        if (c->pt_fn) {
            c->pt_fn(g, source, id, &ch->power, &ch->toughness);
        } else {
            ch->power = c->power;
            ch->toughness = c->toughness;
        }
        break;
    case CARDRT_MODIFY_PT:
        if (c->pt_fn) {
            int p = 0, t = 0;
            c->pt_fn(g, source, id, &p, &t);
            ch->power += p;
            ch->toughness += t;
        } else {
            ch->power += c->power;
            ch->toughness += c->toughness;
        }
        break;
    case CARDRT_SWITCH_PT: {
        int p = ch->power;
        ch->power = ch->toughness;
        ch->toughness = p;
        break;
    }
    }
}

static bool affected(const cardrt_game *g, const applied *a, cardrt_id id)
{
    if (a->objects) {
        for (unsigned i = 0; i < a->nobjects; i++)
            if (a->objects[i] == id)
                return true;
        return false;
    }
    if (g->objs[id - 1].zone != CARDRT_BATTLEFIELD)
        return false;
    return a->affects ? a->affects(g, a->source, id) : id == a->source;
}

/* Every continuous effect in force: resolved effects and static abilities
 * of permanents on the battlefield (418.4b). */
static applied *gather(const cardrt_game *g, size_t *n)
{
    size_t count = 0;
    for (size_t i = 0; i < g->neffects; i++)
        count++;
    for (size_t i = 0; i < g->nobjs; i++)
        if (g->objs[i].zone == CARDRT_BATTLEFIELD)
            count += g->objs[i].def->nstatics;
    applied *list = calloc(count ? count : 1, sizeof *list);
    if (!list)
        return NULL;
    size_t k = 0;
    for (size_t i = 0; i < g->neffects; i++) {
        const rt_effect *e = &g->effects[i];
        if (e->duration == CARDRT_AS_LONG_AS && e->holds && !e->holds(g, e->source))
            continue;
        list[k++] = (applied){ e->source, e->timestamp, e->changes, e->nchanges, false, false,
                               NULL, e->objects, e->nobjects, NULL };
    }
    for (size_t i = 0; i < g->nobjs; i++) {
        const rt_object *o = &g->objs[i];
        if (o->zone != CARDRT_BATTLEFIELD)
            continue;
        for (unsigned s = 0; s < o->def->nstatics; s++) {
            const cardrt_static_def *st = &o->def->statics[s];
            if (st->condition && !st->condition(g, (cardrt_id)(i + 1)))
                continue;       /* "as long as ...": not now */
            list[k++] = (applied){ (cardrt_id)(i + 1), o->timestamp, st->changes, st->nchanges,
                                   true, st->cda, st->affects, NULL, 0, NULL };
        }
    }
    qsort(list, k, sizeof *list, cmp_applied);
    *n = k;
    return list;
}

static bool has_layer(const applied *a, int layer)
{
    for (unsigned k = 0; k < a->nchanges; k++)
        if ((int)layer_of(&a->changes[k], a) == layer)
            return true;
    return false;
}

/* Which objects A applies to, judged on the characteristics as they are. */
static void find_set(const cardrt_game *g, const applied *a, unsigned char *set)
{
    for (size_t i = 0; i < g->nobjs; i++)
        set[i] = g->objs[i].zone != CARDRT_NOWHERE && affected(g, a, (cardrt_id)(i + 1));
}

static void apply_layer(const cardrt_game *g, const applied *a, const unsigned char *set, int layer)
{
    for (unsigned k = 0; k < a->nchanges; k++)
        if ((int)layer_of(&a->changes[k], a) == layer)
            for (size_t i = 0; i < g->nobjs; i++)
                if (set[i])
                    apply(g, &a->changes[k], a->source, (cardrt_id)(i + 1), &g->cache->chars[i]);
}

/* Does B depend on A (CR 418.5c in later rules): would applying A first
 * change what B applies to?  Only an effect whose set is still open (a
 * static ability's, not yet fixed in an earlier layer) can depend. */
static bool depends(const cardrt_game *g, const applied *b, const applied *a, int layer,
                    unsigned char *scratch, rt_chars *saved)
{
    if (b->set || b->objects || !b->affects)
        return false;
    size_t n = g->nobjs;
    unsigned char *before = scratch, *after = scratch + n, *aset = scratch + 2 * n;
    find_set(g, b, before);
    memcpy(saved, g->cache->chars, n * sizeof *saved);
    if (a->set)
        memcpy(aset, a->set, n);
    else
        find_set(g, a, aset);
    apply_layer(g, a, aset, layer);
    find_set(g, b, after);
    memcpy(g->cache->chars, saved, n * sizeof *saved);
    return memcmp(before, after, n) != 0;
}

/* The order to apply this layer's effects in: timestamp order (with
 * characteristic-defining abilities first), except that an effect goes
 * after the effects it depends on; a loop of dependencies falls back to
 * timestamp order. */
static void order_layer(const cardrt_game *g, applied **in, size_t k, int layer,
                        unsigned char *scratch, rt_chars *saved)
{
    if (layer >= CARDRT_L6A_CDA || k < 2)
        return;                 /* P/T effects change no one's set here */
    for (size_t done = 0; done < k; done++) {
        size_t pick = done;     /* first one that depends on nothing left */
        for (size_t i = done; i < k; i++) {
            bool free_of_deps = true;
            for (size_t j = done; j < k && free_of_deps; j++)
                if (j != i && depends(g, in[i], in[j], layer, scratch, saved))
                    free_of_deps = false;
            if (free_of_deps) {
                pick = i;
                break;
            }
        }
        applied *t = in[pick];
        memmove(&in[done + 1], &in[done], (pick - done) * sizeof *in);
        in[done] = t;
    }
}

static void compute(const cardrt_game *g)
{
    rt_cache *c = g->cache;
    if (!rt_grow((void **)&c->chars, &c->cap, g->nobjs ? g->nobjs : 1, sizeof *c->chars))
        return;                 /* keep the old values: queries stay defined */
    c->computing = true;
    for (size_t i = 0; i < g->nobjs; i++) {
        const rt_object *o = &g->objs[i];
        rt_chars *ch = &c->chars[i];
        *ch = (rt_chars){ o->base_controller, o->def->colors, o->def->types, o->def->keywords,
                          o->def->power, o->def->toughness, false, { NULL }, 0 };
        while (ch->nsubtypes < CARDRT_MAX_SUBTYPES && o->def->subtypes[ch->nsubtypes]) {
            ch->subtypes[ch->nsubtypes] = o->def->subtypes[ch->nsubtypes];
            ch->nsubtypes++;
        }
    }
    size_t n = 0, nobjs = g->nobjs ? g->nobjs : 1;
    applied *list = gather(g, &n);
    applied **in = calloc(n ? n : 1, sizeof *in);
    unsigned char *scratch = malloc(3 * nobjs);
    rt_chars *saved = malloc(nobjs * sizeof *saved);
    bool ok = list && in && scratch && saved;
    for (int layer = 0; ok && layer < CARDRT_LAYER_COUNT; layer++) {
        if (layer == CARDRT_L6C_COUNTERS) {
            for (size_t i = 0; i < g->ncounters; i++) {
                const rt_counter *k = &g->counters[i];
                if (k->on.kind != CARDRT_REF_OBJECT || k->last
                    || (k->kind != RT_COUNTER_PLUS && k->kind != RT_COUNTER_MINUS))
                    continue;
                int d = k->kind == RT_COUNTER_PLUS ? k->n : -k->n;
                c->chars[k->on.id - 1].power += d;
                c->chars[k->on.id - 1].toughness += d;
            }
            continue;
        }
        size_t k = 0;
        for (size_t e = 0; e < n; e++)
            if (has_layer(&list[e], layer))
                in[k++] = &list[e];
        order_layer(g, in, k, layer, scratch, saved);
        for (size_t e = 0; e < k; e++) {
            applied *a = in[e];
            if (!a->set) {      /* fixed now, for every later layer too (418.5b) */
                if (!(a->set = malloc(nobjs))) {
                    ok = false;
                    break;
                }
                find_set(g, a, a->set);
            }
            apply_layer(g, a, a->set, layer);
        }
    }
    for (size_t e = 0; list && e < n; e++)
        free(list[e].set);
    free(list);
    free(in);
    free(scratch);
    free(saved);
    c->computing = false;
    c->dirty = !ok;
}

const rt_chars *rt_chars_of(const cardrt_game *g, cardrt_id id)
{
    if (!rt_obj(g, id))
        return NULL;
    if (g->cache->dirty && !g->cache->computing)
        compute(g);
    if (g->cache->cap < (size_t)id)
        return NULL;
    return &g->cache->chars[id - 1];
}

unsigned cardrt_controller(const cardrt_game *g, cardrt_id obj)
{
    const rt_chars *c = rt_chars_of(g, obj);
    return c ? c->controller : 0;
}

unsigned cardrt_colors(const cardrt_game *g, cardrt_id obj)
{
    const rt_chars *c = rt_chars_of(g, obj);
    return c ? c->colors : 0;
}

unsigned cardrt_types(const cardrt_game *g, cardrt_id obj)
{
    const rt_chars *c = rt_chars_of(g, obj);
    return c ? c->types : 0;
}

bool cardrt_has_keyword(const cardrt_game *g, cardrt_id obj, cardrt_keyword k)
{
    const rt_chars *c = rt_chars_of(g, obj);
    return c && k < CARDRT_KW_COUNT && (c->keywords & CARDRT_KW(k));
}

cardrt_status cardrt_pt(const cardrt_game *g, cardrt_id obj, int *power, int *toughness)
{
    const rt_chars *c = rt_chars_of(g, obj);
    if (!c || !power || !toughness)
        return CARDRT_EINVAL;
    *power = c->power;
    *toughness = c->toughness;
    return CARDRT_OK;
}
