/* fx.c — what card text does, as the code generator calls it: one call
 * per action, scalar arguments, every still-legal target of a slot. */
#include <stdlib.h>

#include "rt.h"

typedef cardrt_status (*per_target)(cardrt_ctx *ctx, cardrt_ref t, int a, int b);

static cardrt_status each_target(cardrt_ctx *ctx, int slot, per_target fn, int a, int b)
{
    if (!ctx || slot < -1)
        return CARDRT_EINVAL;
    if (slot == -1) {           /* the source itself, if it is still a permanent */
        cardrt_id src = cardrt_ctx_source(ctx);
        if (cardrt_zone_of(ctx->g, src) != CARDRT_BATTLEFIELD)
            return CARDRT_EZONE;
        return fn(ctx, (cardrt_ref){ CARDRT_REF_OBJECT, src }, a, b);
    }
    cardrt_status last = CARDRT_OK;
    for (unsigned i = 0; i < cardrt_ctx_target_count(ctx, (unsigned)slot); i++) {
        cardrt_ref t;
        if (cardrt_ctx_target(ctx, (unsigned)slot, i, &t))
            last = fn(ctx, t, a, b);
    }
    return last;
}

static cardrt_status do_damage(cardrt_ctx *ctx, cardrt_ref t, int amount, int unused)
{
    (void)unused;
    return cardrt_deal_damage(ctx->g, cardrt_ctx_source(ctx), t, amount);
}

static cardrt_status do_destroy(cardrt_ctx *ctx, cardrt_ref t, int regen, int unused)
{
    (void)unused;
    return t.kind == CARDRT_REF_OBJECT ? cardrt_destroy(ctx->g, t.id, regen != 0) : CARDRT_EINVAL;
}

static cardrt_status do_move(cardrt_ctx *ctx, cardrt_ref t, int zone, int unused)
{
    (void)unused;
    return t.kind == CARDRT_REF_OBJECT ? cardrt_move(ctx->g, t.id, (cardrt_zone)zone) : CARDRT_EINVAL;
}

static cardrt_status do_counter(cardrt_ctx *ctx, cardrt_ref t, int a, int b)
{
    (void)a;
    (void)b;
    return t.kind == CARDRT_REF_OBJECT ? cardrt_counter(ctx->g, t.id) : CARDRT_EINVAL;
}

static cardrt_status do_tap(cardrt_ctx *ctx, cardrt_ref t, int tapped, int unused)
{
    (void)unused;
    return t.kind == CARDRT_REF_OBJECT ? cardrt_set_tapped(ctx->g, t.id, tapped != 0) : CARDRT_EINVAL;
}

static cardrt_status do_pump(cardrt_ctx *ctx, cardrt_ref t, int p, int tough)
{
    if (t.kind != CARDRT_REF_OBJECT)
        return CARDRT_EINVAL;
    cardrt_change ch = { .kind = CARDRT_MODIFY_PT, .power = p, .toughness = tough };
    cardrt_effect_spec e = { &ch, 1, CARDRT_UNTIL_END_OF_TURN, NULL, &t.id, 1, NULL };
    return cardrt_add_effect(ctx->g, cardrt_ctx_source(ctx), &e);
}

cardrt_status cardrt_fx_damage(cardrt_ctx *ctx, int slot, int amount)
{
    return each_target(ctx, slot, do_damage, amount, 0);
}

cardrt_status cardrt_fx_destroy(cardrt_ctx *ctx, int slot, bool can_regenerate)
{
    return each_target(ctx, slot, do_destroy, can_regenerate, 0);
}

cardrt_status cardrt_fx_exile(cardrt_ctx *ctx, int slot)
{
    return each_target(ctx, slot, do_move, CARDRT_EXILE, 0);
}

cardrt_status cardrt_fx_bounce(cardrt_ctx *ctx, int slot)
{
    return each_target(ctx, slot, do_move, CARDRT_HAND, 0);
}

cardrt_status cardrt_fx_counter(cardrt_ctx *ctx, int slot)
{
    return each_target(ctx, slot, do_counter, 0, 0);
}

cardrt_status cardrt_fx_tap(cardrt_ctx *ctx, int slot, bool tapped)
{
    return each_target(ctx, slot, do_tap, tapped, 0);
}

cardrt_status cardrt_fx_pump(cardrt_ctx *ctx, int slot, int power, int toughness)
{
    return each_target(ctx, slot, do_pump, power, toughness);
}

static cardrt_status do_sacrifice(cardrt_ctx *ctx, cardrt_ref t, int a, int b)
{
    (void)a;
    (void)b;
    /* CR 701 (later rules): only its controller can sacrifice a permanent. */
    if (t.kind != CARDRT_REF_OBJECT || cardrt_controller(ctx->g, t.id) != cardrt_ctx_controller(ctx))
        return CARDRT_EINVAL;
    return cardrt_move(ctx->g, t.id, CARDRT_GRAVEYARD);
}

cardrt_status cardrt_fx_sacrifice(cardrt_ctx *ctx, int slot)
{
    return each_target(ctx, slot, do_sacrifice, 0, 0);
}

cardrt_status cardrt_fx_grant(cardrt_ctx *ctx, int slot, uint64_t keywords)
{
    if (!ctx)
        return CARDRT_EINVAL;
    cardrt_status last = CARDRT_OK;
    cardrt_change ch = { .kind = CARDRT_ADD_KEYWORDS, .keywords = keywords };
    for (unsigned i = 0; slot >= 0 && i < cardrt_ctx_target_count(ctx, (unsigned)slot); i++) {
        cardrt_ref t;
        if (cardrt_ctx_target(ctx, (unsigned)slot, i, &t) && t.kind == CARDRT_REF_OBJECT) {
            cardrt_effect_spec e = { &ch, 1, CARDRT_UNTIL_END_OF_TURN, NULL, &t.id, 1, NULL };
            last = cardrt_add_effect(ctx->g, cardrt_ctx_source(ctx), &e);
        }
    }
    if (slot == -1) {
        cardrt_id src = cardrt_ctx_source(ctx);
        if (cardrt_zone_of(ctx->g, src) != CARDRT_BATTLEFIELD)
            return CARDRT_EZONE;
        cardrt_effect_spec e = { &ch, 1, CARDRT_UNTIL_END_OF_TURN, NULL, &src, 1, NULL };
        last = cardrt_add_effect(ctx->g, src, &e);
    }
    return last;
}

typedef cardrt_status (*per_player)(cardrt_game *g, unsigned player, int n);

static cardrt_status draw_n(cardrt_game *g, unsigned p, int n)
{
    return n < 0 ? CARDRT_EINVAL : cardrt_draw(g, p, (unsigned)n);
}

static cardrt_status each_player(cardrt_ctx *ctx, int slot, per_player fn, int n)
{
    if (!ctx)
        return CARDRT_EINVAL;
    if (slot < 0)
        return fn(ctx->g, cardrt_ctx_controller(ctx), n);
    cardrt_status last = CARDRT_OK;
    for (unsigned i = 0; i < cardrt_ctx_target_count(ctx, (unsigned)slot); i++) {
        cardrt_ref t;
        if (cardrt_ctx_target(ctx, (unsigned)slot, i, &t) && t.kind == CARDRT_REF_PLAYER)
            last = fn(ctx->g, (unsigned)t.id, n);
    }
    return last;
}

cardrt_status cardrt_fx_draw(cardrt_ctx *ctx, int slot, int n)
{
    return each_player(ctx, slot, draw_n, n);
}

cardrt_status cardrt_fx_gain_life(cardrt_ctx *ctx, int slot, int n)
{
    return each_player(ctx, slot, cardrt_gain_life, n);
}

cardrt_status cardrt_fx_lose_life(cardrt_ctx *ctx, int slot, int n)
{
    return each_player(ctx, slot, cardrt_lose_life, n);
}

cardrt_status cardrt_fx_add_mana(cardrt_ctx *ctx, int kind, int n)
{
    if (!ctx || kind < 0 || kind > 5 || n < 0)
        return CARDRT_EINVAL;
    /* Mana from a snow source can pay {S}. */
    const rt_chars *src = rt_chars_of(ctx->g, cardrt_ctx_source(ctx), RT_READ_DEF);
    rt_mana_add(ctx->g, cardrt_ctx_controller(ctx), kind, n,
                src && (src->def->supertypes & CARDRT_SNOW));
    return CARDRT_OK;
}

cardrt_status cardrt_fx_each(cardrt_ctx *ctx, cardrt_affects_fn which, int action, int a, int b)
{
    if (!ctx || !which || action < CARDRT_FX_DESTROY || action > CARDRT_FX_PUMP)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    cardrt_id src = cardrt_ctx_source(ctx);
    /* Decide every object first (CR 413.2f: the set is found once), then act. */
    cardrt_id *set = malloc((g->nobjs ? g->nobjs : 1) * sizeof *set);
    if (!set)
        return CARDRT_ENOMEM;
    size_t n = 0;
    for (size_t i = 0; i < g->nobjs; i++)
        if (g->objs[i].zone == CARDRT_BATTLEFIELD && which(g, src, (cardrt_id)(i + 1)))
            set[n++] = (cardrt_id)(i + 1);
    if (action == CARDRT_FX_PUMP) {
        cardrt_change ch = { .kind = CARDRT_MODIFY_PT, .power = a, .toughness = b };
        cardrt_effect_spec e = { &ch, 1, CARDRT_UNTIL_END_OF_TURN, NULL, set, (unsigned)n, NULL };
        cardrt_status st = n ? cardrt_add_effect(g, src, &e) : CARDRT_OK;
        free(set);
        return st;
    }
    for (size_t i = 0; i < n; i++)
        rt_lki_leaving(g, set[i]);      /* what leaves, leaves together */
    for (size_t i = 0; i < n; i++) {
        cardrt_ref t = { CARDRT_REF_OBJECT, set[i] };
        switch ((cardrt_fx_action)action) {
        case CARDRT_FX_DESTROY: do_destroy(ctx, t, a, 0); break;
        case CARDRT_FX_DAMAGE: do_damage(ctx, t, a, 0); break;
        case CARDRT_FX_EXILE: do_move(ctx, t, CARDRT_EXILE, 0); break;
        case CARDRT_FX_BOUNCE: do_move(ctx, t, CARDRT_HAND, 0); break;
        case CARDRT_FX_TAP: do_tap(ctx, t, 1, 0); break;
        case CARDRT_FX_UNTAP: do_tap(ctx, t, 0, 0); break;
        case CARDRT_FX_PUMP: break;
        }
    }
    rt_lki_batch_end(g);
    free(set);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_damage_players(cardrt_ctx *ctx, int who, int amount)
{
    if (!ctx || who < 0 || who > 2)
        return CARDRT_EINVAL;
    unsigned me = cardrt_ctx_controller(ctx);
    for (unsigned p = 0; p < ctx->g->nplayers; p++)
        if (((who == 0) || (who == 1 && p != me) || (who == 2 && p == me)) && !ctx->g->players[p].lost)
            cardrt_deal_damage(ctx->g, cardrt_ctx_source(ctx), (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)p },
                               amount);
    return CARDRT_OK;
}

cardrt_status cardrt_fx_create_tokens(cardrt_ctx *ctx, const cardrt_card_def *def, int n)
{
    if (!ctx || !def || n < 0)
        return CARDRT_EINVAL;
    for (int i = 0; i < n; i++) {
        cardrt_status st = cardrt_create_token(ctx->g, def, cardrt_ctx_controller(ctx), NULL);
        if (st != CARDRT_OK)
            return st;
    }
    return CARDRT_OK;
}

bool cardrt_fx_may(cardrt_ctx *ctx, const char *prompt)
{
    return ctx && cardrt_ask(ctx->g, cardrt_ctx_controller(ctx), cardrt_ctx_source(ctx), prompt);
}
