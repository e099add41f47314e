/* stack.c — casting, activating, targets and resolution (CR 413-415). */
#include <stdlib.h>
#include <string.h>

#include "rt.h"

static unsigned color_of_source(const cardrt_game *g, cardrt_id source)
{
    return rt_obj(g, source) ? cardrt_colors(g, source) : 0;
}

bool rt_protected_from(const cardrt_game *g, cardrt_id obj, unsigned colors)
{
    static const struct {
        unsigned color;
        cardrt_keyword kw;
    } prot[] = {
        { CARDRT_WHITE, CARDRT_KW_PROT_WHITE }, { CARDRT_BLUE, CARDRT_KW_PROT_BLUE },
        { CARDRT_BLACK, CARDRT_KW_PROT_BLACK }, { CARDRT_RED, CARDRT_KW_PROT_RED },
        { CARDRT_GREEN, CARDRT_KW_PROT_GREEN },
    };
    for (size_t i = 0; i < sizeof prot / sizeof *prot; i++)
        if ((colors & prot[i].color) && cardrt_has_keyword(g, obj, prot[i].kw))
            return true;
    return false;
}

bool rt_target_legal(const cardrt_game *g, const rt_stack_item *item,
                     const cardrt_target_spec *spec, cardrt_ref t)
{
    cardrt_id source = item->source;
    unsigned controller = item->controller;
    bool spell = !item->ability && !item->trigger;
    if (t.kind == CARDRT_REF_PLAYER) {
        if (t.id < 0 || (unsigned)t.id >= g->nplayers || g->players[t.id].lost)
            return false;
    } else if (t.kind == CARDRT_REF_OBJECT) {
        const rt_object *o = rt_obj(g, t.id);
        if (!o || (spell && t.id == source))    /* CR 415.6: not a target for itself */
            return false;
        /* CR 415.5: only permanents, unless the spell says otherwise. */
        unsigned zones = spec->zones ? spec->zones : CARDRT_IN(CARDRT_BATTLEFIELD);
        if (o->zone == CARDRT_NOWHERE || !(zones & CARDRT_IN(o->zone)))
            return false;
        if (o->zone == CARDRT_BATTLEFIELD) {
            if (cardrt_has_keyword(g, t.id, CARDRT_KW_SHROUD))
                return false;
            if (cardrt_has_keyword(g, t.id, CARDRT_KW_HEXPROOF)
                && cardrt_controller(g, t.id) != controller)
                return false;
            if (rt_protected_from(g, t.id, color_of_source(g, source)))
                return false;
        }
    } else {
        return false;
    }
    return spec->legal ? spec->legal(g, source, &t) : true;
}

static bool same_ref(cardrt_ref a, cardrt_ref b)
{
    return a.kind == b.kind && a.id == b.id;
}

/* Check and copy the chosen targets into ITEM: each slot's count within its
 * bounds, each legal, none repeated within one use of "target". */
static cardrt_status choose_targets(const cardrt_game *g, rt_stack_item *item,
                                    const cardrt_ref *targets, const unsigned *ntargets)
{
    if (item->nslots > CARDRT_MAX_TARGETS)
        return CARDRT_ELIMIT;
    size_t at = 0;
    for (unsigned s = 0; s < item->nslots; s++) {
        const cardrt_target_spec *spec = &item->specs[s];
        unsigned n = ntargets ? ntargets[s] : 0;
        if ((int)n < spec->min || (spec->max >= 0 && (int)n > spec->max) || n > CARDRT_MAX_TARGETS)
            return CARDRT_ETARGET;
        if (n && !targets)
            return CARDRT_EINVAL;
        for (unsigned i = 0; i < n; i++) {
            cardrt_ref t = targets[at + i];
            if (!rt_target_legal(g, item, spec, t))
                return CARDRT_ETARGET;
            for (unsigned j = 0; j < i; j++)
                if (same_ref(t, item->targets[s][j]))
                    return CARDRT_ETARGET;
            item->targets[s][i] = t;
        }
        item->ntargets[s] = n;
        at += n;
    }
    return CARDRT_OK;
}

static cardrt_status push(cardrt_game *g, const rt_stack_item *item)
{
    if (!rt_grow((void **)&g->stack, &g->capstack, g->nstack + 1, sizeof *g->stack))
        return CARDRT_ENOMEM;
    g->stack[g->nstack++] = *item;
    return CARDRT_OK;
}

cardrt_status cardrt_cast(cardrt_game *g, unsigned player, cardrt_id obj,
                          const cardrt_ref *targets, const unsigned *ntargets)
{
    rt_object *o = rt_obj(g, obj);
    if (!o || player >= g->nplayers)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    if (o->zone != CARDRT_HAND || o->owner != player)
        return CARDRT_EZONE;
    if (o->def->types & CARDRT_LAND)
        return CARDRT_EINVAL;   /* lands are played, not cast */
    rt_stack_item item = { obj, NULL, NULL, player, o->def->targets, o->def->ntargets,
                           { 0 }, { { { 0 } } } };
    /* While it is cast, the spell is on the stack (so it cannot target itself). */
    cardrt_zone was = o->zone;
    o->zone = CARDRT_STACK;
    rt_touch(g);
    cardrt_status st = choose_targets(g, &item, targets, ntargets);
    if (st == CARDRT_OK)
        st = push(g, &item);
    if (st != CARDRT_OK) {
        o->zone = was;
        rt_touch(g);
        return st;
    }
    o->seq = rt_tick(g);
    cardrt_event ev = { .kind = CARDRT_EV_CAST, .object = obj, .player = player };
    rt_event(g, &ev);
    rt_flush_triggers(g);
    return CARDRT_OK;
}

/* The objects PLAYER could pay a cost with: permanents they control that
 * WHICH accepts, or (WHICH NULL) the cards in their hand.  The caller frees. */
static cardrt_ref *cost_candidates(const cardrt_game *g, unsigned player, cardrt_id source,
                                   cardrt_affects_fn which, unsigned *n)
{
    cardrt_ref *c = malloc((g->nobjs ? g->nobjs : 1) * sizeof *c);
    *n = 0;
    for (size_t i = 0; c && i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        const rt_object *o = &g->objs[i];
        bool ok = which ? o->zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == player
                          && which(g, source, id)
                        : o->zone == CARDRT_HAND && o->owner == player;
        if (ok)
            c[(*n)++] = (cardrt_ref){ CARDRT_REF_OBJECT, id };
    }
    return c;
}

/* Choose COUNT of the candidates and put them into the graveyard (a
 * sacrifice or a discard paid as a cost); false if there are too few. */
static bool pay_with_objects(cardrt_game *g, unsigned player, cardrt_id source,
                             cardrt_affects_fn which, unsigned count, bool pay)
{
    unsigned n;
    cardrt_ref *cand = cost_candidates(g, player, source, which, &n);
    unsigned *answers = malloc((n ? n : 1) * sizeof *answers);
    bool ok = cand && answers && n >= count;
    if (ok && pay) {
        cardrt_choice c = { CARDRT_CHOOSE_OBJECTS, player, source,
                            which ? "sacrifice" : "discard", cand, n, count, count };
        unsigned got = cardrt_choose(g, &c, answers);
        for (unsigned i = 0; i < got; i++)
            cardrt_move(g, cand[answers[i]].id, CARDRT_GRAVEYARD);
    }
    free(cand);
    free(answers);
    return ok;
}

cardrt_status cardrt_activate(cardrt_game *g, unsigned player, cardrt_id obj, unsigned index,
                              const cardrt_ref *targets, const unsigned *ntargets)
{
    rt_object *o = rt_obj(g, obj);
    if (!o || player >= g->nplayers || index >= o->def->nactivated)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    if (o->zone != CARDRT_BATTLEFIELD)
        return CARDRT_EZONE;
    if (cardrt_controller(g, obj) != player)
        return CARDRT_EINVAL;
    const cardrt_activated_def *ab = &o->def->activated[index];
    /* FAQ 1.1.08: a tapped permanent can't pay {T}; 1.1.11: nor a sick creature. */
    if (ab->tap && (o->tapped || cardrt_is_sick(g, obj)))
        return CARDRT_ECOST;
    if (ab->life > 0 && g->players[player].life < ab->life)
        return CARDRT_ECOST;
    if ((ab->sacrifice && !pay_with_objects(g, player, obj, ab->sacrifice, 1, false))
        || (ab->discard > 0 && !pay_with_objects(g, player, obj, NULL, (unsigned)ab->discard, false)))
        return CARDRT_ECOST;
    rt_stack_item item = { obj, ab, NULL, player, ab->targets, ab->ntargets,
                           { 0 }, { { { 0 } } } };
    cardrt_status st = choose_targets(g, &item, targets, ntargets);
    if (st != CARDRT_OK)
        return st;
    if (!ab->mana_ability && (st = push(g, &item)) != CARDRT_OK)
        return st;
    if (ab->tap) {
        o->tapped = true;
        rt_touch(g);
    }
    if (ab->life > 0)
        cardrt_lose_life(g, player, ab->life);
    if (ab->sacrifice)
        pay_with_objects(g, player, obj, ab->sacrifice, 1, true);
    if (ab->discard > 0)
        pay_with_objects(g, player, obj, NULL, (unsigned)ab->discard, true);
    if (ab->sacrifice_self)
        cardrt_move(g, obj, CARDRT_GRAVEYARD);
    if (ab->mana_ability && ab->effect) {       /* at once, without the stack */
        cardrt_ctx ctx = { g, &item, { { false } } };
        ab->effect(&ctx);
    }
    rt_flush_triggers(g);
    return CARDRT_OK;
}

unsigned cardrt_stack_size(const cardrt_game *g)
{
    return g ? (unsigned)g->nstack : 0;
}

/* CR 413.2: check targets, do what the text says, then the spell goes to
 * its graveyard or onto the battlefield (413.2h). */
cardrt_status cardrt_resolve_top(cardrt_game *g)
{
    if (!g)
        return CARDRT_EINVAL;
    if (g->nstack == 0)
        return CARDRT_ESTACK;
    rt_stack_item item = g->stack[--g->nstack];
    cardrt_ctx ctx = { g, &item, { { false } } };
    unsigned chosen = 0, legal = 0;
    for (unsigned s = 0; s < item.nslots; s++)
        for (unsigned i = 0; i < item.ntargets[s]; i++) {
            chosen++;
            ctx.legal[s][i] = rt_target_legal(g, &item, &item.specs[s], item.targets[s][i]);
            legal += ctx.legal[s][i];
        }
    rt_object *spell = item.ability || item.trigger ? NULL : rt_obj(g, item.source);
    bool countered = chosen > 0 && legal == 0;      /* 413.2a */
    /* An intervening "if" is checked again as the ability resolves. */
    if (item.trigger && item.trigger->condition && !item.trigger->condition(g, item.source))
        countered = true;
    if (!countered) {
        cardrt_effect_fn fn = item.ability ? item.ability->effect
                            : item.trigger ? item.trigger->effect
                            : spell ? spell->def->resolve : NULL;
        if (fn)
            fn(&ctx);
    }
    if (spell && spell->zone == CARDRT_STACK) {
        bool permanent = !(spell->def->types & (CARDRT_INSTANT | CARDRT_SORCERY));
        if (permanent && !countered) {
            cardrt_move(g, item.source, CARDRT_BATTLEFIELD);
            spell->base_controller = item.controller;
            /* An Aura enters attached to what it targeted (FAQ 1.1.01). */
            if (item.nslots == 1 && item.ntargets[0] == 1 && ctx.legal[0][0]
                && item.targets[0][0].kind == CARDRT_REF_OBJECT)
                spell->attached_to = item.targets[0][0].id;
        } else {
            cardrt_move(g, item.source, CARDRT_GRAVEYARD);
        }
    }
    rt_touch(g);
    return cardrt_check_sba(g);
}

cardrt_game *cardrt_ctx_game(cardrt_ctx *ctx)
{
    return ctx ? ctx->g : NULL;
}

cardrt_id cardrt_ctx_source(const cardrt_ctx *ctx)
{
    return ctx ? ctx->item->source : 0;
}

unsigned cardrt_ctx_controller(const cardrt_ctx *ctx)
{
    return ctx ? ctx->item->controller : 0;
}

unsigned cardrt_ctx_target_count(const cardrt_ctx *ctx, unsigned slot)
{
    return ctx && slot < ctx->item->nslots ? ctx->item->ntargets[slot] : 0;
}

bool cardrt_ctx_target(const cardrt_ctx *ctx, unsigned slot, unsigned i, cardrt_ref *out)
{
    if (!ctx || !out || slot >= ctx->item->nslots || i >= ctx->item->ntargets[slot])
        return false;
    if (!ctx->legal[slot][i])
        return false;
    /* Still legal now?  An earlier instruction may have changed it. */
    if (!rt_target_legal(ctx->g, ctx->item, &ctx->item->specs[slot], ctx->item->targets[slot][i]))
        return false;
    *out = ctx->item->targets[slot][i];
    return true;
}
