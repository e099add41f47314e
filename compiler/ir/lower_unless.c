/* lower_unless.c — lowering the payments "unless" asks (docs/ir.md,
 * `pays_cost`, `pays`): "... unless they sacrifice a nonland permanent or
 * discard a card" (a cost of each, the player's choice), "... unless its
 * controller pays {B} or {3}" (either payment). lower_cond.c lowers the
 * other conditions; lower_if the instructions around them. */
#include "lower_int.h"
#include "parser.h"
#include "syntax.h"

static ir_condition *unless_action(lower *l, const node *c);

/* ONE, after the conditions FIRST..LAST, as "or" of each in turn: asked
 * only when the one before was not paid (negated `also`). */
static void chain(ir_condition **first, ir_condition **last, ir_condition *one)
{
    if (*last) {
        one->negated = true;
        (*last)->also = one;
    } else {
        *first = one;
    }
    *last = one;
}

/* "... unless they sacrifice a nonland permanent or discard a card": the
 * player may do either (cg_effect.c, gen_conditional, asks each in turn
 * until one is done); a `pays_cost` of each, in `also`, the rest done when
 * none was: the first as the one of a single action (its "unless" negates
 * it, lower_if), each after it negated here. */
ir_condition *lower_unless_action(lower *l, const node *c)
{
    const node *either = meaning_pay_either(c);
    if (either) {
        /* "... unless its controller pays {B} or {3}": a `pays` of each, in
         * `also`, the rest done when neither was paid (cg_cond.c, asked in
         * turn until one is: the player's choice of which, CR 101.4); the
         * first negated by lower_if, each after it here */
        ir_condition *first = NULL, *last = NULL;
        for (const node *i = either; i; i = i->next) {
            ir_condition *one = lower_cond(l, meaning_payment(l->a, c, i));
            if (one->kind != IR_CONDITION_PAYS && one->kind != IR_CONDITION_PAYS_LIFE)
                refuse(l, c, arena_printf(l->a, "the payment %s", quoted(l, c)));
            chain(&first, &last, one);
        }
        return first;
    }
    const node *alts = c && c->kind == N_SEQUENCE && meaning_word(c) == FX_W_OR && c->a ? c->a->a : NULL;
    if (!alts || !alts->next)
        return unless_action(l, c);
    ir_condition *first = NULL, *last = NULL;
    for (const node *a = alts; a; a = a->next) {
        ir_condition *one = unless_action(l, a);
        if (!one || !a->a || !(a->a == alts->a || (a->a->refers && a->a->refers == alts->a->refers)))
            return NULL;        /* one player's choice only */
        chain(&first, &last, one);
    }
    return first;
}

/* "... unless you return an enchantment to its owner's hand" (anyone's,
 * as the text says), "... unless you return a basic land card from your
 * graveyard to your hand": the return C asks, OBJ what it returns, into
 * COST (cg_may.c's cg_unless_done carries it out as it resolves). */
static void unless_return(lower *l, const node *c, const node *obj, ir_cost *cost)
{
    const node *to = NULL, *from = NULL;
    for (const node *m = c->c ? c->c->a : NULL; m; m = m->next) {
        ir_prep p = ir_prep_of(m);
        if (p == IR_PREP_TO && !to && m->a)
            to = m;
        else if (p == IR_PREP_FROM && !from && m->a)
            from = m;
        else
            refuse(l, m, arena_printf(l->a, "%s in the cost %s", quoted(l, m), quoted(l, c)));
    }
    if (!to || zone_of(l, to->a) != IR_ZONE_HAND
        || (from && (zone_of(l, from->a) != IR_ZONE_GRAVEYARD || ir_zone_is_single(from->a))))
        refuse(l, c, arena_printf(l->a, "the cost %s", quoted(l, c)));
    place p = from ? place_of(l, from->a) : (place){ IR_ZONE_BATTLEFIELD, IR_CTRL_ANY };
    cost->kind = IR_COST_RETURN;
    cost->filter = counted_filter(l, obj, from ? &p : NULL);
    cost->amount = object_count(l, obj, "the cost");
    if (cost->filter->zone != p.zone)
        refuse(l, c, arena_printf(l->a, "the cost %s", quoted(l, c)));
}

/* What paying COST, a mill, a discard, a sacrifice or a tap of permanents
 * of one's own, does: the instruction of the words C ("... unless you mill
 * two cards", "... unless they discard a card": WHO mills (discards) that
 * many; "... unless they discard a creature card", "... unless they
 * sacrifice a creature", "...
 * unless you tap an untapped creature you control": WHO sacrifices (taps)
 * that many of those the cost's filter accepts, chosen as it is paid, CR
 * 413.2c; "... unless that player sacrifices it": the one object), which the
 * code generator carries out as the action itself. */
static const ir_instr *cost_done(lower *l, const node *c, const ir_sel *who, const ir_cost *cost)
{
    ir_op op = cost->kind == IR_COST_MILL ? IR_MILL : cost->kind == IR_COST_SACRIFICE ? IR_SACRIFICE
             : cost->kind == IR_COST_DISCARD ? IR_DISCARD : IR_TAP;
    ir_instr *in = instr_new(l, op, c);
    in->subject = who;
    in->at_random = cost->at_random;        /* "... unless they discard a card at random" */
    if (op == IR_MILL || cost->object || (op == IR_DISCARD && !cost->filter)) {
        in->amount = cost->amount;          /* "... unless they discard a card": any of theirs */
        in->object = cost->object;
        return in;
    }
    ir_sel *chosen = sel_new(l, IR_SEL_CHOSEN, c->b->range);
    chosen->filter = cost->filter;
    if (op == IR_SACRIFICE)     /* as lower_action's: `amount` says how many */
        in->amount = cost->amount;
    else
        chosen->count = cost->amount;
    in->object = chosen;
    return in;
}

static ir_condition *unless_action(lower *l, const node *c)
{
    fx_verb v = c && c->kind == N_ACTION && !c->lossy ? meaning_verb(c) : FX_VERB_NONE;
    const node *obj = c ? c->b : NULL;
    fx_det det = obj && obj->kind == N_OBJECT ? meaning_det(obj) : FX_DET_NONE;
    /* as cg_effect.c's gen_conditional asks it: one object or a number of them */
    bool counted = obj && obj->kind == N_OBJECT
                   && ((!obj->c && (det == FX_DET_A || det == FX_DET_ANOTHER))
                       || (obj->c && obj->c->kind == N_AMOUNT && meaning_number(obj->c) > 0));
    /* "... unless that player sacrifices it (that artifact)", "... unless
     * you sacrifice this creature": the one object */
    bool named = v == FX_VERB_SACRIFICE && obj && !c->c
                 && ((obj->kind == N_PRONOUN && obj->refers) || (obj->kind == N_SELF && (!c->a || is_you(c->a))));
    /* another player's: "... unless they discard a card", "... unless they
     * sacrifice a creature" (the cost's "you" is that player) */
    bool theirs = c && c->a && !is_you(c->a);
    /* your own: "unless you tap an untapped creature you control", "...
     * remove a +1/+1 counter from it", "... mill two cards", "... put a
     * card from your graveyard on the bottom of your library" */
    bool yours_only = v == FX_VERB_TAP || v == FX_VERB_REMOVE || v == FX_VERB_MILL || v == FX_VERB_PUT;
    if ((v != FX_VERB_DISCARD && v != FX_VERB_SACRIFICE && v != FX_VERB_RETURN && v != FX_VERB_EXILE && !yours_only)
        || !(counted || named) || (theirs && v != FX_VERB_DISCARD && v != FX_VERB_SACRIFICE))
        return NULL;
    const ir_sel *who = theirs ? lower_sel(l, c->a, NULL) : sel_new(l, IR_SEL_YOU, c->range);
    if (c->a && !theirs)        /* "unless you discard a card": you */
        lower_list_sel(l, c->a, sel_new(l, IR_SEL_YOU, c->a->range));
    if (who->kind != IR_SEL_YOU && who->kind != IR_SEL_TARGET && who->kind != IR_SEL_CONTROLLER
        && who->kind != IR_SEL_EVENT && who->kind != IR_SEL_DEFENDING
        && who->kind != IR_SEL_EACH)    /* "each player ... unless they ...": each in turn (ir_unless_each_of) */
        refuse(l, c->a, arena_printf(l->a, "the players %s", quoted(l, c->a)));   /* (cg_effect.c: cg_one_chooser) */
    node act = *c;              /* the action as a cost says it: no subject */
    act.a = NULL;
    act.next = NULL;
    const node *bottom = v == FX_VERB_PUT ? ir_put_on_own_library_of(&act, IR_ZONE_GRAVEYARD, false) : NULL;
    if (c->c && v != FX_VERB_RETURN && v != FX_VERB_REMOVE && !bottom
        && !(v == FX_VERB_EXILE && !c->c->a->next && c->c->a->kind == N_PREP && meaning_word(c->c->a) == FX_W_FROM))
        return NULL;
    bool random = false;
    if ((v == FX_VERB_PUT && !bottom) || (v == FX_VERB_MILL && (!ir_any_card(obj, &random) || random)))
        return NULL;
    ir_cost *cost = alloc(l, sizeof *cost);
    cost->range = c->range;
    if (bottom) {
        /* "... unless you put two cards from your graveyard on the bottom of your library" */
        static const place graveyard = { IR_ZONE_GRAVEYARD, IR_CTRL_YOU };
        cost->kind = IR_COST_PUT_ON_BOTTOM;
        ir_any_card(bottom, &random);   /* "a card" too: the cards chosen from (cg_move.c) */
        cost->filter = random ? NULL : counted_filter(l, bottom, &graveyard);
        cost->amount = object_count(l, bottom, "the cards");
        if (random)
            refuse(l, c, arena_printf(l->a, "the cost %s", quoted(l, c)));
    } else if (v == FX_VERB_MILL) {
        cost->kind = IR_COST_MILL;      /* "... unless you mill two cards" (CR 701.13b) */
        cost->amount = object_count(l, obj, "the cards");
    } else if (named) {
        cost->kind = IR_COST_SACRIFICE;
        cost->object = lower_sel(l, obj, NULL);
    } else if (v == FX_VERB_RETURN && counted && !theirs) {
        unless_return(l, c, obj, cost);
    } else {
        lower_cost_action(l, c, &act, cost);
        if (theirs && cost->filter && cost->filter->controller == IR_CTRL_YOU) {
            /* "unless they sacrifice a creature": one that player controls */
            ir_filter *f = alloc(l, sizeof *f);
            *f = *cost->filter;
            redescribed(l, cost->filter, f);
            cost->filter = f;
            f->controller = IR_CTRL_SEL;
            f->controlled_by = who;
        }
    }
    if (cost->kind == IR_COST_MILL || cost->kind == IR_COST_TAP_OTHERS || cost->kind == IR_COST_SACRIFICE
        || cost->kind == IR_COST_DISCARD)
        cost->done = cost_done(l, c, who, cost);
    ir_condition *out = alloc(l, sizeof *out);
    out->kind = IR_CONDITION_PAYS_COST;
    out->range = c->range;
    out->of = who;
    out->cost = cost;
    return out;
}
