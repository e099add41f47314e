/* runtime/tokens.c: tokens whose characteristics the effect that creates
 * them computes ("Create an X/X green Ooze creature token, where X is ...",
 * CR 111.4), and token copies with exceptions (embalm, eternalize, CR
 * 707.9b): a card definition made for them, whose characteristics are
 * copiable values (CR 707.2), kept by the game that made it and shared
 * with its clones (the last one frees them). */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rt.h"

/* How a made definition differs from the one it was made from. */
typedef enum { MADE_PT, MADE_EMBALM, MADE_ETERNALIZE } rt_made_how;

typedef struct rt_made_def {
    const cardrt_card_def *from;    /* the definition it was made from */
    rt_made_how how;
    cardrt_card_def def;
} rt_made_def;

typedef struct rt_made_defs {
    unsigned refs;                  /* the games that hold these */
    size_t n, cap;
    rt_made_def **defs;             /* each allocated alone: objects point to them */
} rt_made_defs;

void rt_made_defs_share(cardrt_game *g)
{
    if (g->made_defs)
        g->made_defs->refs++;
}

void rt_made_defs_free(cardrt_game *g)
{
    rt_made_defs *m = g->made_defs;
    g->made_defs = NULL;
    if (!m || --m->refs)
        return;
    for (size_t i = 0; i < m->n; i++)
        free(m->defs[i]);
    free(m->defs);
    free(m);
}

/* Does DEF have the subtype NAME? */
static bool has_subtype(const cardrt_card_def *def, const char *name)
{
    for (unsigned i = 0; i < CARDRT_MAX_SUBTYPES && def->subtypes[i]; i++)
        if (strcasecmp(def->subtypes[i], name) == 0)
            return true;
    return false;
}

/* D, a copy of its FROM, changed as HOW says: power POWER and toughness
 * TOUGHNESS; or, for embalm and eternalize (CR 702.128a, 702.129a of the
 * current rules), "a white Zombie ... with no mana cost", "a 4/4 black
 * Zombie ... with no mana cost", Zombie in addition to its subtypes (false
 * when there is no room for it). */
static bool make(cardrt_card_def *d, rt_made_how how, int power, int toughness)
{
    if (how == MADE_ETERNALIZE)
        power = toughness = 4;
    if (how == MADE_PT || how == MADE_ETERNALIZE) {
        d->has_pt = true;
        d->power = power;
        d->toughness = toughness;
    }
    if (how == MADE_PT)
        return true;
    d->colors = how == MADE_EMBALM ? CARDRT_WHITE : CARDRT_BLACK;
    d->mana_cost = NULL;
    if (has_subtype(d, "Zombie"))
        return true;
    if (d->subtypes[CARDRT_MAX_SUBTYPES - 1])
        return false;
    memmove(&d->subtypes[1], &d->subtypes[0], (CARDRT_MAX_SUBTYPES - 1) * sizeof *d->subtypes);
    d->subtypes[0] = "Zombie";
    return true;
}

/* DEF made as HOW says (make), once for G: an earlier one that says the
 * same, or a new one; NULL when out of memory or when it cannot be made. */
static const cardrt_card_def *made_def(cardrt_game *g, const cardrt_card_def *def, rt_made_how how, int power,
                                       int toughness)
{
    if (!g->made_defs && !(g->made_defs = calloc(1, sizeof *g->made_defs)))
        return NULL;
    rt_made_defs *m = g->made_defs;
    if (!m->refs)
        m->refs = 1;
    for (size_t i = 0; i < m->n; i++)
        if (m->defs[i]->from == def && m->defs[i]->how == how
            && (how != MADE_PT || (m->defs[i]->def.power == power && m->defs[i]->def.toughness == toughness)))
            return &m->defs[i]->def;
    if (!rt_grow((void **)&m->defs, &m->cap, m->n + 1, sizeof *m->defs))
        return NULL;
    rt_made_def *d = malloc(sizeof *d);
    if (!d)
        return NULL;
    d->from = def;
    d->how = how;
    d->def = *def;
    if (!make(&d->def, how, power, toughness)) {
        free(d);
        return NULL;
    }
    m->defs[m->n++] = d;
    return &d->def;
}

cardrt_status cardrt_fx_tokens_pt(cardrt_ctx *ctx, int sel, const cardrt_card_def *def, int n, int into,
                                  int power, int toughness)
{
    if (!ctx || !def || n < 0)
        return CARDRT_EINVAL;
    const cardrt_card_def *made = made_def(ctx->g, def, MADE_PT, power, toughness);
    return made ? cardrt_fx_tokens(ctx, sel, made, n, into) : CARDRT_ENOMEM;
}

cardrt_status cardrt_fx_embalm(cardrt_ctx *ctx, int eternalize)
{
    const rt_object *o = ctx ? rt_obj(ctx->g, ctx->item->source) : NULL;
    if (!o)
        return CARDRT_EINVAL;
    if (!has_subtype(o->def, "Zombie") && o->def->subtypes[CARDRT_MAX_SUBTYPES - 1])
        return CARDRT_ELIMIT;   /* no room for the Zombie */
    const cardrt_card_def *made = made_def(ctx->g, o->def, eternalize ? MADE_ETERNALIZE : MADE_EMBALM, 0, 0);
    return made ? cardrt_fx_tokens(ctx, -1, made, 1, -1) : CARDRT_ENOMEM;
}
