/* runtime/tokens.c: tokens whose characteristics the effect that creates
 * them computes ("Create an X/X green Ooze creature token, where X is ...",
 * CR 111.4): a card definition made for them, whose power and toughness
 * are copiable values (CR 707.2), kept by the game that made it and shared
 * with its clones (the last one frees them). */
#include <stdlib.h>
#include <string.h>

#include "rt.h"

typedef struct rt_made_def {
    const cardrt_card_def *from;    /* the definition it was made from */
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

/* DEF with power POWER and toughness TOUGHNESS, made once for G: an
 * earlier one that says the same, or a new one; NULL when out of memory. */
static const cardrt_card_def *def_with_pt(cardrt_game *g, const cardrt_card_def *def, int power, int toughness)
{
    if (!g->made_defs && !(g->made_defs = calloc(1, sizeof *g->made_defs)))
        return NULL;
    rt_made_defs *m = g->made_defs;
    if (!m->refs)
        m->refs = 1;
    for (size_t i = 0; i < m->n; i++)
        if (m->defs[i]->from == def && m->defs[i]->def.power == power && m->defs[i]->def.toughness == toughness)
            return &m->defs[i]->def;
    if (!rt_grow((void **)&m->defs, &m->cap, m->n + 1, sizeof *m->defs))
        return NULL;
    rt_made_def *d = malloc(sizeof *d);
    if (!d)
        return NULL;
    d->from = def;
    d->def = *def;
    d->def.has_pt = true;
    d->def.power = power;
    d->def.toughness = toughness;
    m->defs[m->n++] = d;
    return &d->def;
}

cardrt_status cardrt_fx_tokens_pt(cardrt_ctx *ctx, int sel, const cardrt_card_def *def, int n, int into,
                                  int power, int toughness)
{
    if (!ctx || !def || n < 0)
        return CARDRT_EINVAL;
    const cardrt_card_def *made = def_with_pt(ctx->g, def, power, toughness);
    return made ? cardrt_fx_tokens(ctx, sel, made, n, into) : CARDRT_ENOMEM;
}
