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
typedef enum { MADE_PT, MADE_EMBALM, MADE_ETERNALIZE, MADE_EXCEPT } rt_made_how;

typedef struct rt_made_def {
    const cardrt_card_def *from;    /* the definition it was made from */
    rt_made_how how;
    const cardrt_card_def *with;    /* MADE_EXCEPT: the exceptions (cardrt_card_def.copy_except) */
    void *abilities;                /* MADE_EXCEPT: the arrays of its abilities, allocated */
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
    for (size_t i = 0; i < m->n; i++) {
        free(m->defs[i]->abilities);
        free(m->defs[i]);
    }
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

/* D, a copy of FROM, with the exceptions X (CR 707.9b): X's card types,
 * supertypes, subtypes (those it lacks, while there is room) and keywords
 * added, X's power and toughness if it has them, X's abilities after its
 * own, in one allocation kept in *OWNED; false when out of memory. */
static bool make_except(cardrt_card_def *d, const cardrt_card_def *x, void **owned)
{
    d->types |= x->types;
    d->supertypes |= x->supertypes;
    d->keywords |= x->keywords;
    for (unsigned i = 0; i < CARDRT_MAX_SUBTYPES && x->subtypes[i]; i++) {
        unsigned n = 0;
        while (n < CARDRT_MAX_SUBTYPES && d->subtypes[n])
            n++;
        if (!has_subtype(d, x->subtypes[i]) && n < CARDRT_MAX_SUBTYPES)
            d->subtypes[n] = x->subtypes[i];
    }
    if (x->has_pt) {
        d->has_pt = true;
        d->power = x->power;
        d->toughness = x->toughness;
    }
    size_t ns = d->nstatics + x->nstatics, na = d->nactivated + x->nactivated, nt = d->ntriggers + x->ntriggers;
    char *mem = malloc(ns * sizeof *d->statics + na * sizeof *d->activated + nt * sizeof *d->triggers + 1);
    if (!mem)
        return false;
    cardrt_static_def *st = (cardrt_static_def *)mem;
    cardrt_activated_def *act = (cardrt_activated_def *)(st + ns);
    cardrt_trigger_def *tr = (cardrt_trigger_def *)(act + na);
    for (unsigned i = 0; i < d->nstatics; i++)     /* (no memcpy: an empty array may be NULL) */
        st[i] = d->statics[i];
    for (unsigned i = 0; i < x->nstatics; i++)
        st[d->nstatics + i] = x->statics[i];
    for (unsigned i = 0; i < d->nactivated; i++)
        act[i] = d->activated[i];
    for (unsigned i = 0; i < x->nactivated; i++)
        act[d->nactivated + i] = x->activated[i];
    for (unsigned i = 0; i < d->ntriggers; i++)
        tr[i] = d->triggers[i];
    for (unsigned i = 0; i < x->ntriggers; i++)
        tr[d->ntriggers + i] = x->triggers[i];
    d->statics = st;
    d->activated = act;
    d->triggers = tr;
    d->nstatics = (unsigned)ns;
    d->nactivated = (unsigned)na;
    d->ntriggers = (unsigned)nt;
    *owned = mem;
    return true;
}

/* DEF made as HOW says (make, or make_except with WITH), once for G: an
 * earlier one that says the same, or a new one; NULL when out of memory or
 * when it cannot be made. */
static const cardrt_card_def *made_def(cardrt_game *g, const cardrt_card_def *def, rt_made_how how, int power,
                                       int toughness, const cardrt_card_def *with)
{
    if (!g->made_defs && !(g->made_defs = calloc(1, sizeof *g->made_defs)))
        return NULL;
    rt_made_defs *m = g->made_defs;
    if (!m->refs)
        m->refs = 1;
    for (size_t i = 0; i < m->n; i++)
        if (m->defs[i]->from == def && m->defs[i]->how == how && m->defs[i]->with == with
            && (how != MADE_PT || (m->defs[i]->def.power == power && m->defs[i]->def.toughness == toughness)))
            return &m->defs[i]->def;
    if (!rt_grow((void **)&m->defs, &m->cap, m->n + 1, sizeof *m->defs))
        return NULL;
    rt_made_def *d = malloc(sizeof *d);
    if (!d)
        return NULL;
    d->from = def;
    d->how = how;
    d->with = with;
    d->abilities = NULL;
    d->def = *def;
    if (how == MADE_EXCEPT ? !make_except(&d->def, with, &d->abilities) : !make(&d->def, how, power, toughness)) {
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
    const cardrt_card_def *made = made_def(ctx->g, def, MADE_PT, power, toughness, NULL);
    return made ? cardrt_fx_tokens(ctx, sel, made, n, into) : CARDRT_ENOMEM;
}

cardrt_status cardrt_fx_embalm(cardrt_ctx *ctx, int eternalize)
{
    const rt_object *o = ctx ? rt_obj(ctx->g, ctx->item->source) : NULL;
    if (!o)
        return CARDRT_EINVAL;
    if (!has_subtype(o->def, "Zombie") && o->def->subtypes[CARDRT_MAX_SUBTYPES - 1])
        return CARDRT_ELIMIT;   /* no room for the Zombie */
    const cardrt_card_def *made = made_def(ctx->g, o->def, eternalize ? MADE_ETERNALIZE : MADE_EMBALM, 0, 0, NULL);
    return made ? cardrt_fx_tokens(ctx, -1, made, 1, -1) : CARDRT_ENOMEM;
}

const cardrt_card_def *rt_copy_except(cardrt_game *g, const cardrt_card_def *copied, const cardrt_card_def *except)
{
    return except ? made_def(g, copied, MADE_EXCEPT, 0, 0, except) : copied;
}

/* ---- effects that create tokens ---- */

cardrt_status cardrt_fx_tokens(cardrt_ctx *ctx, int sel, const cardrt_card_def *def, int n, int into)
{
    if (!ctx || !def || n < 0)
        return CARDRT_EINVAL;
    unsigned ps[CARDRT_MAX_PLAYERS];
    unsigned np = sel < 0 ? 1 : rt_players_of(ctx, sel, ps);
    if (sel < 0)
        ps[0] = ctx->item->controller;
    rt_sel *dst = rt_sel_at(ctx, into);
    ctx->result = 0;
    bool batch = rt_batch_begin(ctx->g);     /* they enter at once (CARDRT_BATCH_AT_ONCE) */
    cardrt_status st = CARDRT_OK;
    for (unsigned i = 0; i < np && st == CARDRT_OK; i++) {
        /* "twice that many of those tokens are created instead" (CR 614.1a) */
        cardrt_event would = { .kind = CARDRT_EV_TOKENS, .player = ps[i], .amount = n };
        int many = n > 0 && rt_replace(ctx->g, &would, NULL, NULL, NULL) ? would.amount : 0;
        for (int k = 0; k < many && st == CARDRT_OK; k++) {
            cardrt_id id;
            if ((st = cardrt_create_token(ctx->g, def, ps[i], &id)) != CARDRT_OK)
                break;
            ctx->result++;
            if (dst)
                rt_sel_add(dst, (cardrt_ref){ CARDRT_REF_OBJECT, id });
        }
    }
    if (batch)
        rt_batch_end(ctx->g);
    return st;
}

cardrt_status cardrt_fx_token_copies(cardrt_ctx *ctx, int sel, int of, int n, int into)
{
    return cardrt_fx_token_copies_except(ctx, sel, of, n, into, NULL);
}

cardrt_status cardrt_fx_token_copies_except(cardrt_ctx *ctx, int sel, int of, int n, int into,
                                            const cardrt_card_def *except)
{
    unsigned nof;
    cardrt_id *ids = n >= 0 ? rt_objects_of(ctx, of, &nof) : NULL;
    if (!ids)
        return !ctx || n < 0 ? CARDRT_EINVAL : CARDRT_ENOMEM;
    cardrt_status st = CARDRT_OK;
    int made = 0;
    for (unsigned i = 0; i < nof && st == CARDRT_OK; i++) {
        const rt_chars *c = rt_chars_of(ctx->g, ids[i], RT_READ_DEF);
        const cardrt_card_def *def = rt_copy_except(ctx->g, c ? c->def : ctx->g->objs[ids[i] - 1].def, except);
        st = def ? cardrt_fx_tokens(ctx, sel, def, n, into) : CARDRT_ENOMEM;
        made += ctx->result;
    }
    ctx->result = made;
    free(ids);
    return st;
}
