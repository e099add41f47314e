/* chance.c — what generated code calls for chance as a spell or ability
 * resolves: coin flips (CR 705), clashes (CR 701.22 of the current rules)
 * and dice (CR 706), each result queued by a scenario or drawn from the
 * game's seeded generator (cardrt.h, "Helpers for generated code"). */
#include <stdlib.h>
#include <string.h>

#include "rt.h"

cardrt_status cardrt_queue_flip(cardrt_game *g, bool won)
{
    if (!g || g->nflips == CARDRT_MAX_FLIPS)
        return CARDRT_EINVAL;
    g->flips[g->nflips++] = won;
    return CARDRT_OK;
}

cardrt_status cardrt_fx_flip_coin(cardrt_ctx *ctx)
{
    if (!ctx)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    bool won;
    if (g->nflips) {
        won = g->flips[0];
        memmove(g->flips, g->flips + 1, --g->nflips * sizeof *g->flips);
    } else {
        won = (rt_random(g) >> 63) != 0;
    }
    ctx->flip = won ? 1 : -1;
    /* its controller won or lost a coin flip (CR 705.2) */
    cardrt_event ev = { .kind = CARDRT_EV_COIN_FLIP, .player = ctx->item->controller, .amount = won };
    rt_event(g, &ev);
    return CARDRT_OK;
}

unsigned rt_choose_opponent(cardrt_game *g, unsigned you, cardrt_id source, const char *prompt)
{
    unsigned k = 0, answer = 0;
    cardrt_ref opponents[CARDRT_MAX_PLAYERS];
    for (unsigned i = 1; i < g->nplayers; i++) {     /* in turn order from YOU */
        unsigned p = (you + i) % g->nplayers;
        if (!g->players[p].lost)
            opponents[k++] = (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)p };
    }
    if (!k)
        return CARDRT_MAX_PLAYERS;
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = you, .source = source,
                        .prompt = prompt, .candidates = opponents, .ncandidates = k, .min = 1, .max = 1 };
    if (k > 1 && (cardrt_choose(g, &c, &answer) != 1 || answer >= k))
        answer = 0;
    return (unsigned)opponents[answer].id;
}

/* Clash (CR 701.22a): the controller chooses an opponent; each of the two
 * reveals the top card of their library, then, in APNAP order, puts it on
 * the top or the bottom (asked "put it on the bottom", the default no);
 * the controller wins if their card had a higher mana value than the
 * other's, or was the only card revealed. */
cardrt_status cardrt_fx_clash(cardrt_ctx *ctx)
{
    if (!ctx)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    unsigned you = ctx->item->controller;
    ctx->clash_won = false;
    ctx->result = 0;
    unsigned them = rt_choose_opponent(g, you, ctx->item->source, "clash with");
    if (them == CARDRT_MAX_PLAYERS)
        return CARDRT_OK;
    unsigned clashing[2] = { you, them };
    if ((them + g->nplayers - g->active) % g->nplayers < (you + g->nplayers - g->active) % g->nplayers)
        clashing[0] = them, clashing[1] = you;      /* APNAP order */
    cardrt_id top[2] = { 0, 0 };
    for (unsigned i = 0; i < 2; i++) {
        unsigned n;
        cardrt_ref *lib = rt_cards_in(g, clashing[i], CARDRT_LIBRARY, &n);
        if (!lib)
            return CARDRT_ENOMEM;
        top[i] = n ? lib[0].id : 0;
        free(lib);
    }
    int mv[2] = { top[0] ? cardrt_mana_value(g, top[0]) : 0, top[1] ? cardrt_mana_value(g, top[1]) : 0 };
    unsigned mine = clashing[0] == you ? 0 : 1;
    ctx->clash_won = top[mine] && (!top[1 - mine] || mv[mine] > mv[1 - mine]);
    ctx->result = ctx->clash_won;
    for (unsigned i = 0; i < 2; i++)
        if (top[i] && cardrt_ask(g, clashing[i], top[i], "put it on the bottom"))
            rt_to_bottom(g, rt_obj(g, top[i]));
    /* each player clashed, once the clash ends (CR 701.22c): the controller won or not */
    for (unsigned i = 0; i < 2; i++) {
        cardrt_event ev = { .kind = CARDRT_EV_CLASHED, .player = clashing[i],
                            .amount = clashing[i] == you && ctx->clash_won };
        rt_event(g, &ev);
    }
    return CARDRT_OK;
}

bool cardrt_fx_clash_won(const cardrt_ctx *ctx)
{
    return ctx && ctx->clash_won;
}

bool cardrt_fx_flipped(const cardrt_ctx *ctx, bool won)
{
    return ctx && ctx->flip == (won ? 1 : -1);
}

cardrt_status cardrt_queue_roll(cardrt_game *g, int result)
{
    if (!g || g->nrolls == CARDRT_MAX_ROLLS || result < 1)
        return CARDRT_EINVAL;
    g->rolls[g->nrolls++] = result;
    return CARDRT_OK;
}

int cardrt_fx_roll_choose(cardrt_ctx *ctx, int sides)
{
    if (!ctx || sides < 2)
        return 0;
    int results[2];
    bool batch = rt_batch_begin(ctx->g);    /* rolled at once (CARDRT_BATCH_AT_ONCE) */
    results[0] = cardrt_fx_roll_die(ctx, sides);    /* in order: the first die, then the second */
    results[1] = cardrt_fx_roll_die(ctx, sides);
    if (batch)
        rt_batch_end(ctx->g);
    int k = cardrt_fx_choose_action(ctx, 2, "choose one result") == 1;
    ctx->die = ctx->g->die[0] = results[k];
    ctx->die_other = ctx->g->die[1] = results[1 - k];
    return ctx->die;
}

int cardrt_fx_die_other(const cardrt_ctx *ctx)
{
    return ctx ? ctx->die_other : 0;
}

int cardrt_fx_roll_die(cardrt_ctx *ctx, int sides)
{
    if (!ctx || sides < 2)
        return 0;
    cardrt_game *g = ctx->g;
    int result;
    if (g->nrolls) {
        result = g->rolls[0] < sides ? g->rolls[0] : sides;
        memmove(g->rolls, g->rolls + 1, --g->nrolls * sizeof *g->rolls);
    } else {
        result = 1 + (int)(rt_random(g) % (uint64_t)sides);
    }
    ctx->die = g->die[0] = result;
    /* its controller rolled a die (CR 706.2) */
    cardrt_event ev = { .kind = CARDRT_EV_DIE_ROLL, .player = ctx->item->controller, .amount = result };
    rt_event(g, &ev);
    return result;
}

int cardrt_fx_die_add(cardrt_ctx *ctx, int n)
{
    if (!ctx)
        return 0;
    long long r = (long long)ctx->die + n;
    ctx->die = ctx->g->die[0] = r > INT_MAX ? INT_MAX : r < INT_MIN ? INT_MIN : (int)r;
    return ctx->die;
}

int cardrt_fx_die_result(const cardrt_ctx *ctx)
{
    return ctx ? ctx->die : 0;
}
