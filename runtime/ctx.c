/* ctx.c — what a resolving spell or ability, and a target test of the
 * item being put on the stack or resolving, asks of it (cardrt_ctx_* and
 * cardrt_item_*, docs/runtime.md): its game, source, controller, X, modes,
 * the event that triggered it, its linked objects and its targets, each
 * target still legal as it resolves (CR 608.2b); and what a spell on the
 * stack targets (cardrt_spell_targets_*).  Split from stack.c. */
#include "rt.h"

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

int cardrt_ctx_x(const cardrt_ctx *ctx)
{
    return ctx ? ctx->item->x : 0;
}

int cardrt_item_die(const cardrt_game *g, bool other)
{
    return g ? g->die[other] : 0;
}

int cardrt_item_x(const cardrt_game *g)
{
    return g && g->asking ? g->asking->x : 0;
}

int cardrt_item_target_player(const cardrt_game *g, int slot)
{
    const rt_stack_item *item = g ? g->asking : NULL;
    if (!item || slot < 0 || (unsigned)slot >= item->nslots || slot >= CARDRT_MAX_TARGETS || !item->ntargets[slot])
        return -1;
    cardrt_ref t = item->targets[slot][0];
    return t.kind == CARDRT_REF_PLAYER ? (int)t.id
         : t.kind == CARDRT_REF_OBJECT && rt_obj(g, t.id) ? (int)cardrt_controller(g, t.id) : -1;
}

bool cardrt_item_targets(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which, unsigned zones)
{
    const rt_stack_item *item = g && which ? g->asking : NULL;
    for (unsigned s = 0; item && s < item->nslots && s < CARDRT_MAX_TARGETS; s++)
        for (unsigned i = 0; i < item->ntargets[s]; i++) {
            cardrt_ref t = item->targets[s][i];
            if (t.kind == CARDRT_REF_OBJECT && (CARDRT_IN(cardrt_zone_of(g, t.id)) & zones) && which(g, source, t.id))
                return true;
        }
    return false;
}

unsigned cardrt_ctx_modes(const cardrt_ctx *ctx)
{
    return ctx ? ctx->item->modes : 0;
}

const cardrt_event *cardrt_ctx_event(const cardrt_ctx *ctx)
{
    return ctx && ctx->item->has_event ? &ctx->item->event : NULL;
}

unsigned cardrt_ctx_linked_count(const cardrt_ctx *ctx)
{
    return ctx ? ctx->item->links.n : 0;
}

bool cardrt_ctx_linked(const cardrt_ctx *ctx, unsigned i, cardrt_ref *out)
{
    if (!ctx || !out || i >= ctx->item->links.n)
        return false;
    cardrt_ref r = ctx->item->links.ref[i];
    if (r.kind == CARDRT_REF_OBJECT) {
        const rt_object *o = rt_obj(ctx->g, r.id);
        if (!o || o->moves != ctx->item->links.moves[i])
            return false;       /* it changed zones: a new object */
    }
    *out = r;
    return true;
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
    if (!rt_target_legal(ctx->g, ctx->item, rt_slot_spec(ctx->item, slot), ctx->item->targets[slot][i]))
        return false;
    *out = ctx->item->targets[slot][i];
    return true;
}

/* ---- abilities on the stack as targets -------------------------------------------- */

const rt_stack_item *rt_stack_ability(const cardrt_game *g, int32_t number)
{
    for (size_t i = 0; g && number > 0 && i < g->nstack; i++)
        if (g->stack[i].number == number && (g->stack[i].ability || g->stack[i].trigger) && !g->stack[i].combat)
            return &g->stack[i];
    return NULL;
}

int cardrt_stack_ability_kind(const cardrt_game *g, int32_t ability)
{
    const rt_stack_item *a = rt_stack_ability(g, ability);
    return !a ? 0 : a->trigger ? CARDRT_ABILITY_TRIGGERED : CARDRT_ABILITY_ACTIVATED;
}

int cardrt_stack_ability_controller(const cardrt_game *g, int32_t ability)
{
    const rt_stack_item *a = rt_stack_ability(g, ability);
    return a ? (int)a->controller : -1;
}

cardrt_id cardrt_stack_ability_source(const cardrt_game *g, int32_t ability)
{
    const rt_stack_item *a = rt_stack_ability(g, ability);
    return a ? a->source : 0;
}

cardrt_ref cardrt_stack_ability_of(const cardrt_game *g, cardrt_id source)
{
    for (size_t i = g ? g->nstack : 0; i-- > 0;)
        if (g->stack[i].source == source && rt_stack_ability(g, g->stack[i].number) == &g->stack[i])
            return (cardrt_ref){ CARDRT_REF_ABILITY, g->stack[i].number };
    return (cardrt_ref){ CARDRT_REF_NONE, 0 };
}

/* ---- what a spell on the stack targets (split from stack.c) ---------------------- */

/* The stack item of the spell OBJ itself (not a copy of it), or the one
 * being cast, its targets chosen, as its total cost is determined (CR
 * 601.2f); NULL if none. */
const rt_stack_item *rt_spell_item(const cardrt_game *g, cardrt_id obj)
{
    const rt_stack_item *cast = g ? g->asking : NULL;
    if (cast && !cast->ability && !cast->trigger && !cast->combat && !cast->copy && cast->source == obj)
        return cast;
    for (size_t i = 0; g && i < g->nstack; i++)
        if (!g->stack[i].ability && !g->stack[i].trigger && !g->stack[i].combat && !g->stack[i].copy
            && g->stack[i].source == obj)
            return &g->stack[i];
    return NULL;
}

/* Does the spell OBJ have a target of kind KIND that ID is, or (ID < 0,
 * objects) that FN accepts for SOURCE? */
static bool spell_targets(const cardrt_game *g, cardrt_id obj, int kind, int32_t id, cardrt_id source,
                          cardrt_affects_fn fn)
{
    const rt_stack_item *it = rt_spell_item(g, obj);
    for (unsigned s = 0; it && s < it->nslots; s++)
        for (unsigned i = 0; i < it->ntargets[s]; i++) {
            cardrt_ref t = it->targets[s][i];
            if ((int)t.kind == kind && (id >= 0 ? t.id == id : rt_obj(g, t.id) && fn(g, source, t.id)))
                return true;
        }
    return false;
}

bool cardrt_spell_targets_player(const cardrt_game *g, cardrt_id obj, int player)
{
    return player >= 0 && spell_targets(g, obj, CARDRT_REF_PLAYER, player, 0, NULL);
}

bool cardrt_spell_targets_a_player(const cardrt_game *g, cardrt_id obj)
{
    for (unsigned p = 0; g && p < g->nplayers; p++)
        if (spell_targets(g, obj, CARDRT_REF_PLAYER, (int32_t)p, 0, NULL))
            return true;
    return false;
}

bool cardrt_spell_targets_object(const cardrt_game *g, cardrt_id obj, cardrt_id target)
{
    return target > 0 && spell_targets(g, obj, CARDRT_REF_OBJECT, target, 0, NULL);
}

bool cardrt_spell_targets_any(const cardrt_game *g, cardrt_id source, cardrt_id obj, cardrt_affects_fn fn)
{
    return fn && spell_targets(g, obj, CARDRT_REF_OBJECT, -1, source, fn);
}

int cardrt_spell_target_count(const cardrt_game *g, cardrt_id obj)
{
    const rt_stack_item *it = rt_spell_item(g, obj);
    int n = it ? 0 : -1;
    for (unsigned s = 0; it && s < it->nslots; s++)
        n += (int)it->ntargets[s];
    return n;
}
