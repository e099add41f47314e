/* daynight.c — day and night, a designation of the game (CR 726 of the
 * current rules): neither at first; once it is day or night it is always
 * one of them, changed by effects ("it becomes night") and as each untap
 * step begins by the spells the previous turn's active player cast
 * (502.2, 726.3a). */
#include "rt.h"

int cardrt_day_night(const cardrt_game *g)
{
    return g ? g->day_night : CARDRT_NEITHER_DAY_NOR_NIGHT;
}

cardrt_status cardrt_set_day_night(cardrt_game *g, int which)
{
    if (!g || (which != CARDRT_DAY && which != CARDRT_NIGHT))
        return CARDRT_EINVAL;
    int was = g->day_night;
    if (was == which)
        return CARDRT_OK;       /* it stays what it is: no event */
    g->day_night = which;
    rt_touch(g);                /* "if it's night" may now hold, or not */
    if (was != CARDRT_NEITHER_DAY_NOR_NIGHT) {
        /* "Whenever day becomes night or night becomes day" */
        cardrt_event ev = { .kind = CARDRT_EV_DAY_NIGHT, .amount = which };
        rt_event(g, &ev);
    }
    return CARDRT_OK;
}

void rt_day_night_check(cardrt_game *g, unsigned before)
{
    int cast = g->history[1].n[CARDRT_HIST_SPELLS_CAST][before];
    if (g->day_night == CARDRT_DAY && cast == 0)
        cardrt_set_day_night(g, CARDRT_NIGHT);
    else if (g->day_night == CARDRT_NIGHT && cast >= 2)
        cardrt_set_day_night(g, CARDRT_DAY);
}
