/* kwspell.c — keyword abilities of spells and of cards in a graveyard
 * (cardrt.h, "Keyword abilities with a parameter"): demonstrate, epic,
 * gravestorm, prowl and recover.  The Comprehensive Rules' 702 is not among the project's
 * rules documents: each is as its reminder text says. */
#include "rt.h"

/* Demonstrate (CR 702.144a of the current rules): "When you cast this
 * spell, you may copy it. If you do, choose an opponent to also copy it.
 * Players may choose new targets for their copies." */
cardrt_status cardrt_fx_demonstrate(cardrt_ctx *ctx)
{
    const rt_object *o = ctx ? rt_obj(ctx->g, cardrt_ctx_source(ctx)) : NULL;
    if (!o)
        return CARDRT_EINVAL;
    cardrt_id spell = cardrt_ctx_source(ctx);
    unsigned you = ctx->item->controller;
    if (o->zone != CARDRT_STACK || !cardrt_fx_may(ctx, -1, "copy it"))
        return CARDRT_OK;       /* the spell left the stack: nothing to copy (as casualty) */
    if (!rt_copy_spell(ctx->g, spell, you, true))
        return CARDRT_OK;
    unsigned them = rt_choose_opponent(ctx->g, you, spell, "also copy it");
    if (them != CARDRT_MAX_PLAYERS)
        rt_copy_spell(ctx->g, spell, them, true);
    return CARDRT_OK;
}

/* Gravestorm (CR 702.69a): "When you cast this spell, copy it for each
 * permanent put into a graveyard this turn. You may choose new targets for
 * the copies." */
cardrt_status cardrt_fx_gravestorm(cardrt_ctx *ctx)
{
    const rt_object *o = ctx ? rt_obj(ctx->g, cardrt_ctx_source(ctx)) : NULL;
    if (!o)
        return CARDRT_EINVAL;
    for (unsigned i = 0, n = ctx->g->to_graveyard; i < n; i++)
        if (!rt_copy_spell(ctx->g, cardrt_ctx_source(ctx), ctx->item->controller, true))
            break;
    return CARDRT_OK;
}

/* Prowl (CR 702.76a): did the controller of SPELL deal combat damage to a
 * player this turn with a creature that then had one of SPELL's creature
 * types? */
bool cardrt_prowl_ok(const cardrt_game *g, cardrt_id source, cardrt_id spell)
{
    (void)source;
    rt_ctypes mine;
    rt_creature_types(g, spell, &mine);
    unsigned you = cardrt_controller(g, spell);
    for (size_t i = 0; i < g->nhits; i++) {
        const rt_hit *h = &g->hits[i];
        if (h->combat && h->to.kind == CARDRT_REF_PLAYER && h->controller == you
            && rt_ctypes_shared(&h->types, &mine))
            return true;
    }
    return false;
}

/* Recover (CR 702.59a): "When a creature is put into your graveyard from
 * the battlefield, you may pay COST. If you do, return this card from your
 * graveyard to your hand. Otherwise, exile this card." */
bool cardrt_match_recover(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return g && ev && ev->kind == CARDRT_EV_ZONE_CHANGE && ev->from == CARDRT_BATTLEFIELD
           && ev->to == CARDRT_GRAVEYARD && (ev->types_before & CARDRT_CREATURE) && ev->object != self
           && cardrt_owner(g, ev->object) == cardrt_owner(g, self);
}

cardrt_status cardrt_fx_recover(cardrt_ctx *ctx, const char *cost)
{
    if (!ctx || !cost)
        return CARDRT_EINVAL;
    cardrt_id self = cardrt_ctx_source(ctx);
    const rt_object *o = rt_obj(ctx->g, self);
    if (!o || o->zone != CARDRT_GRAVEYARD || o->moves != ctx->item->source_moves)
        return CARDRT_OK;       /* it left the graveyard: a new object (CR 400.7) */
    return cardrt_move(ctx->g, self, cardrt_fx_pay(ctx, -1, cost) ? CARDRT_HAND : CARDRT_EXILE);
}

/* Epic (CR 702.50a): "For the rest of the game, you can't cast spells" and
 * "At the beginning of each of your upkeeps for the rest of the game, copy
 * this spell except for its epic ability. If the spell has any targets, you
 * may choose new targets for the copy", the spell's last abilities. */
cardrt_status cardrt_fx_epic(cardrt_ctx *ctx)
{
    if (!ctx)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    if (ctx->item->epic_copy || ctx->item->ability || ctx->item->trigger)
        return CARDRT_OK;       /* epic's own copy has no epic ability */
    if (!rt_grow((void **)&g->epics, &g->capepics, g->nepics + 1, sizeof *g->epics))
        return CARDRT_ENOMEM;
    g->epics[g->nepics++] = *ctx->item;
    g->players[ctx->item->controller].epic = true;
    return CARDRT_OK;
}

static bool no_event(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    (void)ev;
    return false;               /* it triggers from rt_event's list of epic spells only */
}

/* The copy of the epic spell the event's amount names, under the
 * ability's controller, its targets chosen again. */
static void epic_copy(cardrt_ctx *ctx)
{
    const cardrt_event *ev = cardrt_ctx_event(ctx);
    size_t k = ev && ev->amount > 0 ? (size_t)ev->amount - 1 : ctx->g->nepics;
    if (k >= ctx->g->nepics)
        return;
    rt_stack_item spell = ctx->g->epics[k];
    spell.epic_copy = true;
    rt_copy_item(ctx->g, &spell, ctx->item->controller, true);
}

const cardrt_trigger_def rt_epic_trigger = { .text = "Epic", .matches = no_event, .effect = epic_copy };
