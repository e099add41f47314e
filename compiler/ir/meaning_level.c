/* meaning_level.c — leveler cards (CR 711 of the current rules; meaning.h):
 * a level symbol's paragraph ("LEVEL 2-3", "LEVEL 4+"), the range of level
 * counters of the band each later ability belongs to, and the power and
 * toughness line of a band.  Lowering (lower.c) and the code generator
 * (cg_ability.c) read them here only. */
#include <stdlib.h>

#include "meaning_effect.h"
#include "meaning_int.h"

/* The whole number N of TEXT followed by SUFFIX ("4" and "", "4+" and
 * "+"); -1 when it is not one. */
static int number_then(const char *text, const char *suffix)
{
    if (!text || *text < '0' || *text > '9')
        return -1;
    char *end;
    long v = strtol(text, &end, 10);
    return strcmp(end, suffix) == 0 && v <= 1000000 ? (int)v : -1;
}

bool ir_level_symbol_of(const ability *ab, int *lo, int *hi)
{
    const node *list = ab && ab->ast ? ab->ast->b : NULL;
    const node *m = list && list->kind == N_LIST ? list->a : NULL;
    *lo = *hi = 0;
    if (!m || m->next || m->kind != N_MODIFIER || !text_is(m, "level") || !m->a)
        return false;
    const node *r = m->a;
    if (r->kind == N_WORD) {            /* "LEVEL 4+" */
        *lo = number_then(r->text, "+");
    } else if (r->kind == N_LIST && r->a && r->a->next && !r->a->next->next) {     /* "LEVEL 2-3" */
        *lo = number_then(r->a->text, "");
        *hi = number_then(r->a->next->text, "");
        if (*hi < *lo)
            *lo = -1;
    } else {
        *lo = -1;
    }
    if (*lo < 1)        /* malformed: no range (the caller refuses it) */
        *lo = *hi = 0;
    return true;
}

bool ir_level_band_of(const card *c, const ability *ab, int *lo, int *hi)
{
    int l = 0, h = 0, sl, sh;
    *lo = *hi = 0;
    if (ir_level_symbol_of(ab, &sl, &sh))
        return false;
    for (const ability *q = c->abilities; q && q->range.begin < ab->range.begin; q = q->next)
        if (ir_level_symbol_of(q, &sl, &sh)) {
            l = sl;
            h = sh;
        }
    *lo = l;
    *hi = h;
    return l > 0;
}

bool ir_level_pt_of(const ability *ab, int *power, int *toughness)
{
    const node *list = ab->kind == AB_STATIC && ab->ast ? ab->ast->b : NULL;
    const node *pt = list && list->kind == N_LIST ? list->a : NULL;
    return pt && !pt->next && pt->kind == N_PT && meaning_pt(pt, power, toughness);
}
