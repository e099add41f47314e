/* saga.c — Sagas (CR 714 of the current rules): lore counters, chapter
 * abilities (cardrt_trigger_def.chapters, triggered by their match
 * functions as lore counters are put on), and the sacrifice after the
 * final chapter. */
#include <string.h>

#include "rt.h"

static bool is_saga(const cardrt_game *g, cardrt_id id)
{
    const rt_object *o = rt_obj(g, id);
    return o && o->zone == CARDRT_BATTLEFIELD && !o->face_down && cardrt_has_subtype(g, id, "Saga");
}

/* The greatest chapter number among the chapter abilities ID has (CR
 * 714.2c: 0 if it has none). */
static unsigned final_chapter(const cardrt_game *g, cardrt_id id)
{
    const rt_chars *ch = rt_chars_of(g, id, RT_READ_DEF | RT_READ_ABILITIES);
    unsigned bits = 0;
    for (unsigned k = 0; ch && !ch->lost_abilities && k < ch->def->ntriggers; k++)
        bits |= ch->def->triggers[k].chapters;
    unsigned n = 0;
    while (bits >> n > 1)
        n++;
    return bits ? n : 0;
}

/* Is a chapter ability of ID waiting to go on the stack, or on it? */
static bool chapter_waits(const cardrt_game *g, cardrt_id id)
{
    for (size_t i = 0; i < g->npending; i++)
        if (g->pending[i].source == id && g->pending[i].trigger->chapters)
            return true;
    for (size_t i = 0; i < g->nstack; i++)
        if (g->stack[i].source == id && g->stack[i].trigger && g->stack[i].trigger->chapters)
            return true;
    return false;
}

void rt_saga_enters(cardrt_game *g, cardrt_id obj)
{
    if (is_saga(g, obj))        /* CR 714.3a */
        cardrt_add_counter(g, obj, "lore", 1);
}

void rt_saga_main_phase(cardrt_game *g)
{
    for (size_t i = 0; i < g->nobjs; i++) {     /* CR 714.3b: a turn-based action */
        cardrt_id id = (cardrt_id)(i + 1);
        if (is_saga(g, id) && cardrt_controller(g, id) == g->active)
            cardrt_add_counter(g, id, "lore", 1);
    }
}

/* Is "Saga" among the printed subtypes of D? */
static bool printed_saga(const cardrt_card_def *d)
{
    for (unsigned k = 0; k < CARDRT_MAX_SUBTYPES && d->subtypes[k]; k++)
        if (strcmp(d->subtypes[k], "Saga") == 0)
            return true;
    return false;
}

bool rt_saga_sba(cardrt_game *g)
{
    bool any = false;
    for (size_t i = 0; i < g->nobjs; i++) {     /* CR 714.4 */
        cardrt_id id = (cardrt_id)(i + 1);
        if (!g->copies && !g->retyped && !printed_saga(g->objs[i].def))
            continue;           /* no Saga, and no effect that could make one */
        if (is_saga(g, id) && cardrt_counter_count(g, id, "lore") >= (int)final_chapter(g, id)
            && !chapter_waits(g, id)) {
            rt_sacrifice(g, id);
            any = true;
        }
    }
    return any;
}
