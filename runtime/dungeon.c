/* dungeon.c — dungeons and venturing into them (CR 309 "Dungeons", 701.49
 * "Venture into the Dungeon" of the current rules).  A dungeon card is no
 * object of the game here: the player's dungeon in the command zone is a
 * card definition beside the player (rt_player.dungeon), their venture
 * marker the number of its room (rt_player.room).  A dungeon's rooms are
 * its triggered abilities whose `room` is set (cardrt_room: name, number,
 * the rooms it leads to); moving the marker into a room is a
 * CARDRT_EV_VENTURE event, which triggers that room's ability (rt_event),
 * controlled by the player and with no source object (CR 309.4c). */
#include <string.h>

#include "rt.h"

/* Is DEF a dungeon: has it a room ability? */
static bool is_dungeon(const cardrt_card_def *def)
{
    for (unsigned k = 0; def && k < def->ntriggers; k++)
        if (def->triggers[k].room)
            return true;
    return false;
}

/* The room numbered N of DEF, or NULL. */
static const cardrt_room *room_of(const cardrt_card_def *def, unsigned n)
{
    for (unsigned k = 0; def && k < def->ntriggers; k++)
        if (def->triggers[k].room && def->triggers[k].room->number == n)
            return def->triggers[k].room;
    return NULL;
}

cardrt_status cardrt_add_dungeon(cardrt_game *g, const cardrt_card_def *def)
{
    if (!g || !is_dungeon(def) || !room_of(def, 1))
        return CARDRT_EINVAL;
    for (unsigned i = 0; i < g->ndungeons; i++)
        if (g->dungeons[i] == def)
            return CARDRT_OK;
    if (g->ndungeons == RT_MAX_DUNGEONS)
        return CARDRT_ELIMIT;
    g->dungeons[g->ndungeons++] = def;
    return CARDRT_OK;
}

const char *cardrt_dungeon_room(const cardrt_game *g, unsigned player)
{
    const rt_player *p = g && player < g->nplayers ? &g->players[player] : NULL;
    const cardrt_room *r = p ? room_of(p->dungeon, p->room) : NULL;
    return r ? r->name : NULL;
}

const char *cardrt_dungeon_name(const cardrt_game *g, unsigned player)
{
    return g && player < g->nplayers && g->players[player].dungeon ? g->players[player].dungeon->name : NULL;
}

int cardrt_dungeons_completed(const cardrt_game *g, unsigned player)
{
    return g && player < g->nplayers ? (int)g->players[player].completed : 0;
}

/* PLAYER completes their dungeon: it is removed from the game (CR 309.7). */
static void complete(cardrt_game *g, unsigned player)
{
    rt_player *p = &g->players[player];
    p->dungeon = NULL;
    p->room = 0;
    p->completed++;
    rt_touch(g);                /* "as long as you've completed a dungeon" may now hold */
    cardrt_event ev = { .kind = CARDRT_EV_DUNGEON_COMPLETED, .player = player };
    rt_event(g, &ev);           /* "Whenever you complete a dungeon" */
}

/* PLAYER chooses among NAMES (N of them, N >= 1) with PROMPT; the first by
 * default. */
static unsigned choose_name(cardrt_game *g, unsigned player, const char *prompt, const char **names, unsigned n)
{
    unsigned answer = 0;
    cardrt_choice c = { .kind = CARDRT_CHOOSE_NAME, .player = player, .prompt = prompt, .ncandidates = n,
                        .min = 1, .max = 1, .names = names };
    return cardrt_choose(g, &c, &answer) == 1 && answer < n ? answer : 0;
}

cardrt_status cardrt_venture(cardrt_game *g, unsigned player)
{
    if (!g || player >= g->nplayers)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    rt_player *p = &g->players[player];
    if (p->lost)
        return CARDRT_OK;
    const cardrt_room *at = room_of(p->dungeon, p->room);
    if (at && !at->leads)       /* on the bottommost room: that dungeon is completed first */
        complete(g, player);
    const char *names[RT_MAX_DUNGEONS > 32 ? RT_MAX_DUNGEONS : 32];
    unsigned n = 0, next[32];
    if (!p->dungeon) {          /* CR 701.49a: a dungeon from outside the game, its topmost room */
        if (g->ndungeons == 0)
            return CARDRT_OK;   /* no dungeon to choose: nothing happens */
        for (unsigned i = 0; i < g->ndungeons; i++)
            names[i] = g->dungeons[i]->name;
        p->dungeon = g->dungeons[choose_name(g, player, "dungeon", names, g->ndungeons)];
        p->room = 1;
    } else {                    /* CR 701.49b: the next room; the player chooses where two lead */
        for (unsigned r = 1; at && r < 32; r++) {
            const cardrt_room *to = at->leads & (1u << r) ? room_of(p->dungeon, r) : NULL;
            if (to) {
                next[n] = r;
                names[n++] = to->name;
            }
        }
        if (n == 0)
            return CARDRT_OK;
        p->room = next[choose_name(g, player, "room", names, n)];
    }
    rt_touch(g);
    cardrt_event ev = { .kind = CARDRT_EV_VENTURE, .player = player, .amount = (int)p->room };
    rt_event(g, &ev);           /* the room's ability, "Whenever you venture into the dungeon" */
    return CARDRT_OK;
}

cardrt_status cardrt_fx_venture(cardrt_ctx *ctx)
{
    if (!ctx)
        return CARDRT_EINVAL;
    ctx->result = 1;
    return cardrt_venture(ctx->g, ctx->item->controller);
}

/* Is a room ability of PLAYER's dungeon DEF waiting to go on the stack, or
 * on it? */
static bool room_waits(const cardrt_game *g, unsigned player, const cardrt_card_def *def)
{
    const cardrt_trigger_def *first = def->triggers, *end = def->triggers + def->ntriggers;
    for (size_t i = 0; i < g->npending; i++)
        if (g->pending[i].controller == player && g->pending[i].trigger >= first && g->pending[i].trigger < end)
            return true;
    for (size_t i = 0; i < g->nstack; i++)
        if (g->stack[i].controller == player && g->stack[i].trigger >= first && g->stack[i].trigger < end)
            return true;
    return false;
}

bool rt_dungeon_sba(cardrt_game *g)
{
    bool any = false;
    for (unsigned i = 0; i < g->nplayers; i++) {        /* CR 704.5t, 309.7 */
        const rt_player *p = &g->players[i];
        const cardrt_room *at = room_of(p->dungeon, p->room);
        if (at && !at->leads && !room_waits(g, i, p->dungeon)) {
            complete(g, i);
            any = true;
        }
    }
    return any;
}
