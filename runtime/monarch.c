/* monarch.c — the monarch, a designation a player can have (CR 724 of the
 * current rules).  Only one player is the monarch at a time: whoever
 * becomes it takes it from the one who was (724.3).  Being the monarch
 * brings two triggered abilities that have no source, controlled by the
 * player who was the monarch as they triggered (724.2): "At the beginning
 * of the monarch's end step, that player draws a card" and "Whenever a
 * creature deals combat damage to the monarch, its controller becomes the
 * monarch."  rt_event puts them on the stack as any other. */
#include "rt.h"

int cardrt_monarch(const cardrt_game *g)
{
    return g && g->monarch ? (int)g->monarch - 1 : -1;
}

cardrt_status cardrt_become_monarch(cardrt_game *g, unsigned player)
{
    if (!g || player >= g->nplayers)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    if (g->players[player].lost || g->monarch == player + 1)
        return CARDRT_OK;       /* a player who left the game becomes nothing; the monarch stays it */
    g->monarch = player + 1;
    rt_touch(g);                /* "as long as you're the monarch" may now hold, or not */
    cardrt_event ev = { .kind = CARDRT_EV_MONARCH, .player = player };
    rt_event(g, &ev);           /* "Whenever you become the monarch" */
    return CARDRT_OK;
}

cardrt_status cardrt_fx_become_monarch(cardrt_ctx *ctx, int sel)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!ctx || !s)
        return CARDRT_EINVAL;
    ctx->result = 0;
    for (unsigned i = 0; i < s->n; i++)
        if (s->items[i].kind == CARDRT_REF_PLAYER && cardrt_become_monarch(ctx->g, (unsigned)s->items[i].id) == CARDRT_OK)
            ctx->result = 1;
    return CARDRT_OK;
}

static bool monarchs_end_step(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)self;
    return ev->kind == CARDRT_EV_STEP && ev->step == CARDRT_STEP_END && g->monarch && ev->player == g->monarch - 1;
}

static void monarch_draws(cardrt_ctx *ctx)
{
    cardrt_draw(ctx->g, ctx->item->controller, 1);
}

static bool creature_damages_monarch(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)self;
    return ev->kind == CARDRT_EV_DAMAGE && ev->combat && ev->target.kind == CARDRT_REF_PLAYER && g->monarch
           && (unsigned)ev->target.id == g->monarch - 1 && ev->player < g->nplayers;
}

static void controller_becomes_monarch(cardrt_ctx *ctx)
{
    cardrt_become_monarch(ctx->g, ctx->item->event.player);     /* the creature's controller */
}

const cardrt_trigger_def rt_monarch_triggers[RT_NMONARCH_TRIGGERS] = {
    { .text = "At the beginning of the monarch's end step, that player draws a card.",
      .matches = monarchs_end_step, .effect = monarch_draws },
    { .text = "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.",
      .matches = creature_damages_monarch, .effect = controller_becomes_monarch },
};
