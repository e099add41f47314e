/* cg_effect.c — what resolves (cg.h, cg_fx.h).
 *
 * An effect function follows the instructions of its text in order (CR
 * 413.2b): each statement, each action on its selections (cg_action.c,
 * cg_select.c), with its amounts and conditions (cg_amount.c) and
 * continuous effects (cg_change.c). */
#include <string.h>

#include "cg_fx.h"
#include "meaning.h"
#include "parser.h"
#include "syntax.h"

/* ---- small things -------------------------------------------------------------- */

const node *cg_modifier(const node *mods, node_kind kind, fx_word w)
{
    for (const node *m = mods ? mods->a : NULL; m; m = m->next)
        if (m->kind == kind && (w == FX_W_NONE || meaning_word(m) == w))
            return m;
    return NULL;
}

/* Are all of A's modifiers among the ones the action understood? */
bool cg_only_mods(unit *u, const node *a, const node *const *known, unsigned n)
{
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next) {
        bool ok = (m->kind == N_MODIFIER && meaning_word(m) == FX_W_WHERE && m->a == u->where_x)
                  || (u->where_x && meaning_where_on_battlefield(a, m))     /* its zone */
                  || (!u->in_ability && ir_where_as_cast(a, m));   /* the number of its targets (slot_specs) */
        for (unsigned i = 0; i < n && !ok; i++)
            ok = known[i] == m;
        if (!ok && meaning_bare_modifier(m))   /* "transformed", "face down" */
            return cg_unsupported(u, m, arena_printf(u->arena, "the modifier '%s'", cg_text(u, m->range)));
        if (!ok)
            return cg_unsupported(u, m, m->kind == N_DURATION ? "this duration" : "this modifier");
    }
    return true;
}


/* A variable in the function's frame (its entry block), set to INIT there
 * if INIT is not NULL. */
LLVMValueRef cg_entry_alloca(unit *u, LLVMTypeRef ty, const char *name, LLVMValueRef init)
{
    LLVMBuilderRef entry = cg_entry_builder(u);
    LLVMValueRef v = LLVMBuildAlloca(entry, ty, name);
    if (init)
        LLVMBuildStore(entry, init, v);
    LLVMDisposeBuilder(entry);
    return v;
}

/* ---- statements -------------------------------------------------------------------------- */

/* Run BODY only when COND holds. */
static bool gen_list(unit *u, const node *list);

static bool gen_when(unit *u, LLVMValueRef cond, const node *body, const node *otherwise, act_env *outer)
{
    codegen *cg = u->cg;
    LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "then");
    LLVMBasicBlockRef other = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "else");
    LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "cont");
    LLVMBuildCondBr(u->b, cond, then, other);
    LLVMPositionBuilderAtEnd(u->b, then);
    /* "If you do, destroy target creature. It can't be regenerated.": the
     * sentence after it, when it is no "Otherwise", may be the branch's
     * (CR 701.19c; gen_destroy) */
    act_env env = { outer && !otherwise ? outer->next : NULL, false, outer && outer->timed };
    unsigned nb = u->nbound;
    bool ok = cg_statement(u, body, &env);
    if (outer && !otherwise)
        outer->skip_next |= env.skip_next;
    env.next = NULL;
    env.skip_next = false;
    LLVMBuildBr(u->b, cont);
    LLVMPositionBuilderAtEnd(u->b, other);
    /* what the first branch selected is not there in the other ("If you
     * do, put a counter on ~. Otherwise, sacrifice it": "it" is found again) */
    binding first[CARDRT_NSEL];
    unsigned nfirst = u->nbound - nb;
    memcpy(first, u->bound + nb, nfirst * sizeof *first);
    u->nbound = nb;
    if (ok && otherwise)
        ok = cg_statement(u, otherwise, &env);
    unsigned nother = u->nbound - nb;
    if (nfirst + nother + nb <= CARDRT_NSEL) {  /* after it, as before: both branches' names */
        memmove(u->bound + nb + nfirst, u->bound + nb, nother * sizeof *first);
        memcpy(u->bound + nb, first, nfirst * sizeof *first);
        u->nbound = nb + nfirst + nother;
    }
    LLVMBuildBr(u->b, cont);
    LLVMPositionBuilderAtEnd(u->b, cont);
    return ok;
}

/* Does NP name one player, who chooses for themselves: not "each
 * opponent", nor "they" after it, but "they" for the player of the event
 * ("At the beginning of each opponent's upkeep, ... unless they ...")? */
bool cg_one_chooser(const unit *u, const node *np)
{
    return !ir_several_players(np) || (np->kind == N_PRONOUN && ir_within(u->event, np->refers))
           || (np->kind == N_PRONOUN && u->each_unless && np->refers == u->each_unless);
}

static int count_needed(const node *obj);

/* Does an action of verb V tell how many objects it acted on
 * (cardrt_fx_result): "sacrifice", "exile", "return", "discard", "remove"? */
static bool counts_moved(fx_verb v)
{
    return v == FX_VERB_SACRIFICE || v == FX_VERB_EXILE || v == FX_VERB_RETURN || v == FX_VERB_DISCARD
           || v == FX_VERB_REMOVE;
}

/* Whether the player ARGS[0] says yes to doing ARGS[1] (cardrt_fx_may),
 * asked only when CAN holds: false when it does not. */
static LLVMValueRef may_if(unit *u, LLVMValueRef can, LLVMValueRef args[2])
{
    LLVMBasicBlockRef from = LLVMGetInsertBlock(u->b);
    LLVMBasicBlockRef ask = LLVMAppendBasicBlockInContext(u->cg->ctx, u->fn, "ask");
    LLVMBasicBlockRef asked = LLVMAppendBasicBlockInContext(u->cg->ctx, u->fn, "asked");
    LLVMBuildCondBr(u->b, can, ask, asked);
    LLVMPositionBuilderAtEnd(u->b, ask);
    LLVMValueRef answer = ctx_call(u, "cardrt_fx_may", u->cg->i1, args, 2);
    LLVMBasicBlockRef after_ask = LLVMGetInsertBlock(u->b);
    LLVMBuildBr(u->b, asked);
    LLVMPositionBuilderAtEnd(u->b, asked);
    LLVMValueRef yes = LLVMBuildPhi(u->b, u->cg->i1, "yes");
    LLVMAddIncoming(yes, (LLVMValueRef[]){ cg_i1(u->cg, false), answer }, (LLVMBasicBlockRef[]){ from, after_ask }, 2);
    return yes;
}

/* C (an action with an object, B), "its controller pays {3}", "you pay 2
 * life", "... pays {1} for each card in your hand", "... pays {X}, where X
 * is its mana value" (X found as it is asked), "unless you pay its mana
 * cost" (the card's own, X being 0, CR 107.3): IC, its card IR (`pays`,
 * `pays_life`: the mana, or the object whose mana cost, and the number),
 * asked of the first player of WHO (-1: the controller); whether they
 * paid. */
static LLVMValueRef pays(unit *u, const node *c, const ir_condition *ic, int who)
{
    codegen *cg = u->cg;
    const node *b = c->b;
    bool energy = meaning_verb(c) == FX_VERB_PAY_ENERGY;
    if (ic && (ic->kind == IR_CONDITION_PAYS_LIFE || ic->mana || ic->cost_of) && !energy
        && (!ic->value || cg_ir_amount_compiles(u, ic->value))) {
        LLVMValueRef n = ic->value ? cg_ir_amount(u, ic->value) : i32(u, 0);
        if (!n)
            return NULL;
        if (ic->kind == IR_CONDITION_PAYS_LIFE)
            return ctx_call(u, "cardrt_fx_pay_life", cg->i1, (LLVMValueRef[]){ i32(u, who), n }, 2);
        LLVMValueRef cost = ic->mana ? cg_cstring(u, ic->mana)
                          : cg_call(u, "cardrt_mana_cost_of", cg->ptr, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
        return ctx_call(u, "cardrt_fx_pay_x", cg->i1, (LLVMValueRef[]){ i32(u, who), cost, n }, 3);
    }
    /* What the card IR does not say here: energy ("unless you pay {E}{E}",
     * only by one who has them, CR 107.14: its `mana` does not tell energy
     * from mana), "any player may pay 5 life" (an instruction, cg_any_pays),
     * an X "where X is its mana value" cg_ir_amount does not compile */
    if (energy)
        return ctx_call(u, "cardrt_fx_pay", cg->i1, (LLVMValueRef[]){ i32(u, who), cg_cstring(u, cg_text(u, b->range)) }, 2);
    if (meaning_verb(c) == FX_VERB_PAY_LIFE) {
        LLVMValueRef n = cg_amount(u, b);
        return n ? ctx_call(u, "cardrt_fx_pay_life", cg->i1, (LLVMValueRef[]){ i32(u, who), n }, 2) : NULL;
    }
    const node *where = c->c && !c->c->a->next ? cg_modifier(c->c, N_MODIFIER, FX_W_WHERE) : NULL;
    const char *cost = cg_text(u, b->range);
    if ((c->c && !where) || meaning_mana_cost_of(b))    /* "{1} for each ...", "its mana cost" */
        return cg_no_ir_in(u, c, "paying this"), NULL;
    if (where && !strchr(cost, 'X'))
        return cg_unsupported(u, where, "this 'where'"), NULL;
    const node *saved = u->where_x;
    u->where_x = where ? where->a : saved;
    /* "pays {X}" alone: the X of the spell or ability (CR 107.3a), not 0 */
    LLVMValueRef x = where || strchr(cost, 'X') ? cg_x(u, where ? where : b) : i32(u, 0);
    u->where_x = saved;
    if (!x)
        return NULL;
    return ctx_call(u, "cardrt_fx_pay_x", cg->i1, (LLVMValueRef[]){ i32(u, who), cg_cstring(u, cost), x }, 3);
}

/* C, "its controller pays {B} or {3}" (EITHER the first payment,
 * meaning_pay_either): asked of the first player of WHO, each payment in
 * turn until one is made (the player's choice of which, CR 101.4);
 * whether one was. */
static LLVMValueRef pays_either(unit *u, const node *c, const node *either, int who)
{
    const ir_condition *ic = cg_ir_cond(u, c);
    codegen *cg = u->cg;
    LLVMValueRef paid = cg_entry_alloca(u, cg->i1, "paid", cg_i1(cg, false));
    LLVMBuildStore(u->b, cg_i1(cg, false), paid);
    for (const node *i = either; i; i = i->next) {
        LLVMBasicBlockRef ask = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "pay.ask");
        LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "pay.next");
        LLVMBuildCondBr(u->b, LLVMBuildLoad2(u->b, cg->i1, paid, ""), next, ask);
        LLVMPositionBuilderAtEnd(u->b, ask);
        LLVMValueRef one = pays(u, meaning_payment(u->arena, c, i), ic, who);
        ic = ic ? ic->also : NULL;
        if (!one)
            return NULL;
        LLVMBuildStore(u->b, one, paid);
        LLVMBuildBr(u->b, next);
        LLVMPositionBuilderAtEnd(u->b, next);
    }
    return LLVMBuildLoad2(u->b, cg->i1, paid, "");
}

LLVMValueRef cg_pays(unit *u, const node *c, int who)
{
    const node *either = meaning_pay_either(c);
    return either ? pays_either(u, c, either, who) : pays(u, c, cg_ir_cond(u, c), who);
}

LLVMValueRef cg_any_pays(unit *u, const void *c)
{
    int who = cg_subject_players(u, c);
    return who < 0 ? NULL : pays(u, c, cg_ir_cond(u, c), who);
}

/* What one player "any player" names (alone in its selection) chooses to
 * do in "any player may ..." (INNER, cg_any_player): whether they did;
 * CR 413.2c: one who can't sacrifice (discard, exile from their
 * graveyard) as many as it says can't choose to, and a payment is made
 * as it is asked. */
static LLVMValueRef any_may_attempt(unit *u, const void *arg)
{
    const node *inner = arg;
    fx_verb v = meaning_verb(inner);
    if (v == FX_VERB_PAY || v == FX_VERB_PAY_LIFE)
        return cg_condition(u, inner);  /* "any player may pay 5 life": cg_any_player asks each in turn */
    int who = cg_sel_of(u, inner->a);
    if (who < 0)
        return NULL;
    LLVMValueRef ask[] = { i32(u, who), cg_cstring(u, cg_text(u, inner->range)) };
    if (v == FX_VERB_HAVE)      /* "any player may have ~ deal 5 damage to them" */
        return ctx_call(u, "cardrt_fx_may", u->cg->i1, ask, 2);
    int need = count_needed(inner->b);
    unsigned zone = v == FX_VERB_SACRIFICE && !inner->c ? CARDRT_BATTLEFIELD
                  : v == FX_VERB_DISCARD && !inner->c ? CARDRT_HAND : CARDRT_NOWHERE;
    if (zone == CARDRT_NOWHERE || need <= 0 || cg_is_set(inner->b))
        return cg_unsupported(u, inner, "'any player may' do this"), NULL;
    /* "any player may discard three cards": cards of no kind (the IR discard's object none),
     * any of the player's hand, which cardrt_sel_keep_controlled keeps to */
    static ir_trait nontoken = { IR_TRAIT_TOKEN, NULL, true };    /* "cards": no token (CR 111.8) */
    static ir_alt any_card = { NULL, &nontoken, 1 };
    static const ir_filter a_hand = { .any_of = &any_card, .controller = IR_CTRL_ANY, .zone = IR_ZONE_HAND,
                                      .zone_owner = IR_CTRL_ANY, .owner = IR_CTRL_ANY };
    const ir_instr *in = v == FX_VERB_DISCARD ? cg_ir_instr(u, IR_DISCARD, inner) : NULL;
    LLVMValueRef which = in && !in->object ? cg_ir_affects_now_fn(u, &a_hand, inner->b) : cg_affects_now_fn(u, inner->b);
    int have = which ? cg_new_sel(u, inner->b) : -1;
    if (have < 0)
        return NULL;
    ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, have), which, i32(u, CARDRT_IN(zone)) }, 3);
    ctx_call(u, "cardrt_sel_keep_controlled", NULL,
             (LLVMValueRef[]){ i32(u, have), i32(u, who), cg_i1(u->cg, zone != CARDRT_BATTLEFIELD) }, 3);
    LLVMValueRef can = LLVMBuildICmp(u->b, LLVMIntSGE, ctx_call(u, "cardrt_sel_count", u->cg->i32,
                                                                (LLVMValueRef[]){ i32(u, have) }, 1), i32(u, need), "");
    return may_if(u, can, ask);
}

/* "Any player may sacrifice a creature. If a player does, ...": the first
 * of them, in turn order, who chooses to does it (cg_any_player); "If a
 * player does" and "If no one does" ask whether one did. */
static bool gen_any_may(unit *u, const node *s, const node *inner, act_env *env)
{
    LLVMValueRef yes = cg_any_player(u, inner->a, any_may_attempt, inner);
    if (!yes)
        return false;
    if (!u->last_may)
        u->last_may = cg_entry_alloca(u, u->cg->i1, "you.did", cg_i1(u->cg, false));
    LLVMBuildStore(u->b, yes, u->last_may);
    u->last_may_who = inner->a;
    fx_verb v = meaning_verb(inner);
    if (v == FX_VERB_PAY || v == FX_VERB_PAY_LIFE)
        return true;            /* paid as it was asked */
    return gen_when(u, yes, s->a, NULL, env);   /* "... may have ~ deal 5 damage to them": ~ does it */
}

/* What each_one_asked asks of each one: an i1, or NULL after reporting. */
typedef LLVMValueRef (*ask_one_fn)(unit *u, int one, const void *arg);

/* The objects (players) of the selection ALL one at a time, each bound as
 * ONE: ASK's answer for it, and those it answers WANT added to KEPT (blocks
 * named PREFIX). False after reporting. */
static bool each_one_asked(unit *u, int all, int one, int kept, ask_one_fn ask, const void *arg, bool want,
                           const char *prefix)
{
    codegen *cg = u->cg;
    LLVMValueRef i = cg_entry_alloca(u, cg->i32, "each.i", i32(u, 0));
    LLVMBuildStore(u->b, i32(u, 0), i);
    char name[32];
    LLVMBasicBlockRef block[5];
    static const char *const names[] = { "loop", "ask", "add", "next", "done" };
    for (int k = 0; k < 5; k++) {
        snprintf(name, sizeof name, "%s.%s", prefix, names[k]);
        block[k] = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, name);
    }
    LLVMBuildBr(u->b, block[0]);
    LLVMPositionBuilderAtEnd(u->b, block[0]);
    LLVMValueRef n = LLVMBuildLoad2(u->b, cg->i32, i, "n");
    LLVMValueRef has = ctx_call(u, "cardrt_sel_nth", cg->i1, (LLVMValueRef[]){ i32(u, one), i32(u, all), n }, 3);
    LLVMBuildCondBr(u->b, has, block[1], block[4]);
    LLVMPositionBuilderAtEnd(u->b, block[1]);
    LLVMValueRef answer = ask(u, one, arg);
    if (!answer)
        return false;
    LLVMBuildCondBr(u->b, answer, want ? block[2] : block[3], want ? block[3] : block[2]);
    LLVMPositionBuilderAtEnd(u->b, block[2]);
    ctx_call(u, "cardrt_sel_add", NULL, (LLVMValueRef[]){ i32(u, kept), i32(u, one) }, 2);
    LLVMBuildBr(u->b, block[3]);
    LLVMPositionBuilderAtEnd(u->b, block[3]);
    LLVMBuildStore(u->b, LLVMBuildAdd(u->b, n, i32(u, 1), ""), i);
    LLVMBuildBr(u->b, block[0]);
    LLVMPositionBuilderAtEnd(u->b, block[4]);
    return true;
}

/* each_may's question: "you may" asked of ONE (S the sentence). */
static LLVMValueRef ask_may(unit *u, int one, const void *s)
{
    return ctx_call(u, "cardrt_fx_may", u->cg->i1,
                    (LLVMValueRef[]){ i32(u, one), cg_cstring(u, cg_text(u, ((const node *)s)->range)) }, 2);
}

/* "Each opponent may put a creature card from their hand onto the
 * battlefield", "Each player may discard their hand and draw seven cards":
 * each of them, in turn order from the active player, chooses whether
 * they will (CR 101.4), then those who do it do it, at once.  What each
 * one did is not kept: "if you do" after it is refused. */
static bool each_may(unit *u, const node *s, const node *inner, act_env *env)
{
    int all = cg_sel_of(u, inner->a), one = all >= 0 ? cg_new_sel(u, inner->a) : -1;
    int yes = one >= 0 ? cg_new_sel(u, inner->a) : -1;
    if (yes < 0 || !each_one_asked(u, all, one, yes, ask_may, s, true, "each"))
        return false;
    cg_bind(u, inner->a, yes);      /* the players who chose to; "their hand": each one's */
    u->each_may = inner->a;
    u->each_may_fn = u->fn;
    u->each_may_yes = yes;
    u->last_may = NULL;
    u->last_may_who = NULL;
    return cg_statement(u, s->a, env);
}

/* Is the card itself (SELF, "~" or a pronoun for it) still the object the
 * ability began with, in one of ZONES (cardrt_sel_source_in)?  NULL when no
 * selection can be made for it. */
static LLVMValueRef source_still_in(unit *u, const node *self, unsigned zones)
{
    int here = cg_new_sel(u, self);
    if (here < 0)
        return NULL;
    ctx_call(u, "cardrt_sel_source_in", NULL, (LLVMValueRef[]){ i32(u, here), i32(u, (int)zones) }, 2);
    return LLVMBuildICmp(u->b, LLVMIntSGT,
                         ctx_call(u, "cardrt_sel_count", u->cg->i32, (LLVMValueRef[]){ i32(u, here) }, 1),
                         i32(u, 0), "");
}

/* Any card in your hand (an alternative of no traits accepts any object). */
static ir_alt any_object;
static const ir_filter your_hand = { .any_of = &any_object, .controller = IR_CTRL_ANY, .zone = IR_ZONE_HAND,
                                     .zone_owner = IR_CTRL_YOU, .owner = IR_CTRL_ANY };

/* Does the "you may" action of yours offer a choice of objects, as the
 * card IR says it: DONE's object (or the cost's `done`) chosen as it is
 * done, a number of them (not "up to"), by you: a sacrifice, a discard when
 * DISCARD, a return of permanents; or the cost ASKED's return of permanents?
 * Into *MINE the objects it can be done to: that filter, what you control of
 * it for a sacrifice (CR 701.21a; NULL: another player's objects), any card
 * in your hand for a discard of no kind (CR 701.9a). */
static bool may_choice(unit *u, const ir_instr *done, const ir_condition *asked, bool discard, const ir_filter **mine)
{
    const ir_sel *o = done ? done->object : NULL;
    bool chosen = o && o->kind == IR_SEL_CHOSEN && !o->up_to && o->filter
                  && (!done->subject || done->subject->kind == IR_SEL_YOU);     /* by you */
    const ir_cost *k = !done && asked && asked->kind == IR_CONDITION_PAYS_COST ? asked->cost : NULL;
    const ir_filter *f;
    if (chosen && (done->op == IR_SACRIFICE || discard
                   || (done->op == IR_MOVE && done->zone == IR_ZONE_HAND && o->filter->zone == IR_ZONE_BATTLEFIELD)))
        f = o->filter;
    else if (k && !k->next && k->kind == IR_COST_RETURN && k->filter && k->filter->zone == IR_ZONE_BATTLEFIELD)
        f = k->filter;
    else if (discard && !o && !done->amount)
        f = &your_hand;
    else
        return false;
    *mine = f;
    if (!done || done->op != IR_SACRIFICE || f->controller == IR_CTRL_YOU)
        return true;
    *mine = NULL;
    if (f->controller != IR_CTRL_ANY)   /* "sacrifice a creature an opponent controls" */
        return true;
    ir_filter *yours = arena_alloc(u->arena, sizeof *yours);
    *yours = *f;
    yours->controller = IR_CTRL_YOU;
    *mine = yours;
    return true;
}

/* Who chooses whether to do INNER, the action of the "you may" sentence S,
 * into *CHOOSER: the card IR's chooser of its optional instruction
 * (lower_may: "Its controller may ...", `first_of` "Any player may ...",
 * `all` "Each opponent may ..."; of a keyword action its reminder text
 * defines, its definition's), or, of a cost "unless" asks (unless_done),
 * the player it is asked of (`pays_cost`'s `of`); NULL: you.  *DONE: that
 * instruction, or the one paying the cost does (`done`), or NULL.  False
 * after reporting, where the card IR says neither (lowering refused it). */
static bool may_chooser(unit *u, const node *s, const node *inner, const ir_sel **chooser, const ir_instr **done)
{
    const node *where, *key = inner;
    const char *why;
    if (inner->unknown && !(key = ir_action_definition(u->arena, inner, NULL, true, &where, &why)))
        return cg_unsupported(u, where, why);   /* "you may gloam": its reminder text's (lower_defined_action) */
    const ir_instr *in = cg_ir_instr_in(u, key);
    const ir_condition *asked = in ? NULL : cg_ir_cond(u, inner);
    *chooser = NULL;
    *done = in;
    if (in)
        *chooser = in->optional ? in->chooser : NULL;
    else if (asked && asked->kind == IR_CONDITION_PAYS_COST && asked->of && asked->cost) {
        *chooser = asked->of->kind == IR_SEL_YOU ? NULL : asked->of;
        *done = asked->cost->done;
    } else {
        return cg_no_ir_in(u, s, "'may'");
    }
    return true;
}

/* "You may draw a card." (and "If you do, ..." after it) */
static bool gen_may(unit *u, const node *s, act_env *env)
{
    ir_who players;
    int more;
    const node *timed;
    if (!env->timed && ir_player_rule_of(s, &players, &more, &timed) == IR_PRULE_EXTRA_LANDS)
        return cg_restriction(u, s, env);   /* "You may play an additional land this turn": a rule */
    /* "You may cast spells this turn as though they had flash": a rule until end of turn */
    const node *flash = env->timed ? NULL : meaning_cast_as_flash_timed(s, &timed);
    if (flash) {
        LLVMValueRef applies = cg_play_match_fn(u, &flash, 1);
        if (applies)
            ctx_call(u, "cardrt_fx_rule", u->cg->i32,
                     (LLVMValueRef[]){ cg_rule_applies_const(u, CARDRT_RULE_CAST_AS_FLASH, applies),
                                       LLVMConstNull(u->cg->ptr), i32(u, CARDRT_UNTIL_END_OF_TURN) }, 3);
        return applies != NULL;
    }
    /* "Until end of turn, you may play lands and cast spells from your
     * graveyard": the rule of the static ability, until end of turn */
    const node *plays[2] = { NULL, NULL };
    if (env->timed && ir_top_of_library_of(s, plays) == IR_TOP_PLAY_GRAVEYARD) {
        const ir_instr *in = cg_ir_instr_in(u, s);  /* the rule of each kind played (lower_play_from) */
        if (!in)
            return cg_no_ir_in(u, s, "this duration of a permission");
        if (in->duration != IR_DUR_END_OF_TURN)
            return cg_unsupported(u, s, "this duration of a permission");
        LLVMValueRef applies = cg_play_match_fn(u, plays, plays[1] ? 2 : 1);
        if (applies)
            ctx_call(u, "cardrt_fx_rule", u->cg->i32,
                     (LLVMValueRef[]){ cg_rule_applies_const(u, CARDRT_RULE_PLAY_FROM_GRAVEYARD, applies),
                                       LLVMConstNull(u->cg->ptr), i32(u, CARDRT_UNTIL_END_OF_TURN) }, 3);
        return applies != NULL;
    }
    fx_may_play may_play;
    if (meaning_may_play(s, env->timed, &may_play))
        return cg_may_play(u, &may_play, env);     /* a permission, asked of no one */
    const node *a = s->a;
    const node *inner = a && a->kind == N_SEQUENCE && a->a ? a->a->a : a;
    int who = -1;
    const ir_sel *chooser = NULL;
    const ir_instr *done = NULL;
    if (inner && inner->kind == N_ACTION && !may_chooser(u, s, inner, &chooser, &done))
        return false;
    if (chooser && chooser->kind == IR_SEL_FIRST_OF && inner == a)
        return gen_any_may(u, s, a, env);   /* "Any player may ...": the first who chooses to */
    if (chooser && (chooser->kind == IR_SEL_FIRST_OF || chooser->kind == IR_SEL_ALL) && inner != a)
        return cg_unsupported(u, s, "'may' for each of several players");  /* several steps: one's "if you do" each */
    if (chooser && chooser->kind == IR_SEL_ALL)
        return each_may(u, s, inner, env);  /* "Each opponent may ...": each one's choice */
    if (chooser && (who = cg_sel_of(u, inner->a)) < 0)
        return false;
    /* CR 413.2c: an option that can't be carried out can't be chosen ("You
     * may sacrifice a creature" with no creature to sacrifice). */
    LLVMValueRef possible = NULL;
    bool discard = done && done->op == IR_DISCARD      /* the card IR's discard (or the cost's), yours */
                   && (!done->subject || done->subject->kind == IR_SEL_YOU);
    const ir_filter *mine = NULL;
    /* "you may discard a card (at random)": the card IR's discard of cards
     * of no kind (lower_effect.c: an amount, no object), from your hand,
     * CR 701.9a; the zone says "card" (a token there ceases to exist,
     * CR 111.8) */
    const ir_instr *any_cards = discard && who < 0 ? done : NULL;
    if (any_cards && !any_cards->object && any_cards->amount) {
        LLVMValueRef have = cg_ir_count(u, &your_hand);
        LLVMValueRef need = !have ? NULL : any_cards->amount->kind == IR_AMOUNT_CONST
                                           ? i32(u, any_cards->amount->value) : cg_amount(u, inner->b);
        if (!need)
            return false;
        possible = LLVMBuildICmp(u->b, LLVMIntSGE, have, need, "");
    } else if (who < 0 && may_choice(u, done, cg_ir_cond(u, inner), discard, &mine)) {
        /* what you control ("sacrifice a creature"), what the description
         * says ("return a land you control"; "return an enchantment":
         * anyone's), or cards in your hand ("discard two cards"; "discard a
         * card at random": any card can be); "you may discard up to two
         * cards": none is a choice too */
        if (!mine)
            return cg_no_ir_in(u, inner->b, "'may' for this choice");
        LLVMValueRef have = cg_ir_count(u, mine), need = have ? cg_amount(u, inner->b) : NULL;
        if (!need)
            return false;
        possible = LLVMBuildICmp(u->b, LLVMIntSGE, have, need, "");
    }
    /* "You may sacrifice ~. If you do, ...": only while it is still on the
     * battlefield, the same object (Ajani's Last Stand gone with the
     * creature whose death triggered it sacrifices nothing, CR 608.2c):
     * the card IR's sacrifice of `self`, now */
    bool itself = who < 0 && done && done->object && done->object->kind == IR_SEL_SELF;
    if (itself && done->op == IR_SACRIFICE && done->at == IR_DELAY_NONE) {
        possible = source_still_in(u, inner->b, CARDRT_IN(CARDRT_BATTLEFIELD));
        if (!possible)
            return false;
    }
    /* "When Academy Rector dies, you may exile it. If you do, ...": only
     * while the card is still the object that died (once Fool's Demise has
     * returned it, it is a new object, CR 400.7: nothing is exiled and
     * nothing is done): the card IR's exile of `self`, or its move to a
     * hand or the battlefield, a return (the selection made for the card
     * its pronoun names) */
    const node *it = itself && !possible
                     && (done->op == IR_EXILE
                         || (done->op == IR_MOVE && (done->zone == IR_ZONE_HAND || done->zone == IR_ZONE_BATTLEFIELD)))
                     ? inner->b : NULL;
    while (it && it->kind == N_PRONOUN && it->refers)
        it = it->refers;
    if (it) {
        possible = source_still_in(u, it, CARDRT_IN(CARDRT_BATTLEFIELD) | CARDRT_IN(CARDRT_GRAVEYARD)
                                          | CARDRT_IN(CARDRT_HAND) | CARDRT_IN(CARDRT_LIBRARY)
                                          | CARDRT_IN(CARDRT_EXILE) | CARDRT_IN(CARDRT_STACK));
        if (!possible)
            return false;
    }
    /* "You may choose a creature you control. If you do, ...", "you may put
     * a +1/+1 counter on a creature you control", "you may attach an
     * Equipment you control to it", "you may tap an untapped creature you
     * control": only when there are enough to choose */
    fx_verb iv = inner && inner->kind == N_ACTION && who < 0 ? meaning_verb(inner) : FX_VERB_NONE;
    if (iv == FX_VERB_CHOOSE && cg_choice_kind(inner->b) >= 0)
        iv = FX_VERB_NONE;      /* "you may choose a color": there is always one */
    if (iv == FX_VERB_CHOOSE || iv == FX_VERB_PUT || iv == FX_VERB_ATTACH || iv == FX_VERB_TAP || iv == FX_VERB_UNTAP) {
        const node *on = cg_modifier(inner->c, N_PREP, iv == FX_VERB_PUT ? FX_W_ON : FX_W_TO);
        const node *chosen[] = { iv == FX_VERB_PUT ? NULL : inner->b, on ? on->a : NULL };
        for (int i = 0; i < 2; i++)
            if (cg_your_choice(u, inner, chosen[i]) && !cg_any_number(chosen[i])) {   /* "any number": none too */
                node all = *chosen[i];
                all.c = NULL;
                LLVMValueRef have = cg_count(u, &all), need = have ? cg_amount(u, chosen[i]) : NULL;
                if (!need)
                    return false;
                LLVMValueRef enough = LLVMBuildICmp(u->b, LLVMIntSGE, have, need, "");
                possible = possible ? LLVMBuildAnd(u->b, possible, enough, "") : enough;
            }
    }
    /* "You may remove a charge counter from ~. If you do, ...", "...
     * unless you remove a +1/+1 counter from it": the card IR's
     * remove_counters (or the cost "unless" asks, lower_unless), only when
     * there are as many to remove; from something else, or all of them, not
     * yet */
    const ir_instr *removed = done && done->op == IR_REMOVE_COUNTERS ? done : NULL;
    const ir_condition *asked = inner && inner->kind == N_ACTION && !removed ? cg_ir_cond(u, inner) : NULL;
    const ir_cost *cost_removed = asked && asked->kind == IR_CONDITION_PAYS_COST && asked->cost
                                  && asked->cost->kind == IR_COST_REMOVE_COUNTERS ? asked->cost : NULL;
    if (removed || cost_removed) {
        const char *kind = cost_removed ? cost_removed->counter : removed->word;
        if (!kind || (removed && (!removed->object || removed->object->kind != IR_SEL_SELF || !removed->amount)))
            return cg_unsupported(u, s, "'may' for removing counters from this");
        LLVMValueRef need = cg_amount(u, inner->b);
        if (!need)
            return false;
        LLVMValueRef have = cg_call(u, "cardrt_counter_count", u->cg->i32,
                                    (LLVMValueRef[]){ cg_game(u), cg_src(u), cg_cstring(u, kind) }, 3);
        possible = LLVMBuildICmp(u->b, LLVMIntSGE, have, need, "");
    }
    /* "You may pay {2}. If you do, ...": the answer is whether it was paid
     * (cardrt_fx_pay: from the pool under strict mana); "You may pay {E}{E}"
     * too: energy counters, only by one who has them (CR 107.14); "You may
     * pay 2 life": a number of life, paid only with that much (CR 119.4;
     * cardrt_fx_pay_life).  The card IR's pay (its mana) and pay_life (a
     * number, lower_payment). */
    bool one_action = done && inner == a;
    const ir_instr *pay = one_action && done->op == IR_PAY ? done : NULL;
    const ir_instr *life = one_action && done->op == IR_PAY_LIFE ? done : NULL;
    const char *cost = pay ? pay->word : NULL;
    LLVMValueRef a2[] = { i32(u, who), cg_cstring(u, cost ? cost : cg_text(u, s->range)) };
    LLVMValueRef yes;
    if (life) {
        yes = ctx_call(u, "cardrt_fx_pay_life", u->cg->i1,
                       (LLVMValueRef[]){ i32(u, who), i32(u, life->amount->value) }, 2);
    } else if (cost) {
        yes = ctx_call(u, "cardrt_fx_pay", u->cg->i1, a2, 2);
    } else if (possible) {      /* ask only when it can be done */
        yes = may_if(u, possible, a2);
    } else {
        yes = ctx_call(u, "cardrt_fx_may", u->cg->i1, a2, 2);
    }
    if (!u->last_may)           /* false until a "you may" is asked: "if you do" after one not reached */
        u->last_may = cg_entry_alloca(u, u->cg->i1, "you.did", cg_i1(u->cg, false));
    LLVMBuildStore(u->b, yes, u->last_may);
    u->last_may_who = who >= 0 ? inner->a : NULL;
    if (cost || life)
        return true;
    u->in_may++;
    bool ok = gen_when(u, yes, a, NULL, env);
    u->in_may--;
    /* "You may exile a card from your graveyard. If you do, ...": "if you
     * do" only when it was done, to as many as it says (CR 608.2c): a "yes"
     * with nothing there to exile does nothing; a delayed one ("at the
     * beginning of the next end step") leaves none to ask (cg_delayed) */
    int need = ok && inner == a && a->kind == N_ACTION && counts_moved(meaning_verb(a)) ? count_needed(a->b) : -1;
    if (need > 0 && u->last_may) {
        LLVMValueRef did = LLVMBuildLoad2(u->b, u->cg->i1, u->last_may, "did");
        LLVMValueRef all = LLVMBuildICmp(u->b, LLVMIntSGE, ctx_call(u, "cardrt_fx_result", u->cg->i32, NULL, 0),
                                         i32(u, need), "");
        LLVMBuildStore(u->b, LLVMBuildAnd(u->b, did, all, ""), u->last_may);
    }
    return ok;
}

/* How many objects OBJ says one must act on: "a card", "another creature"
 * (one), "two cards"; -1 for any other. */
static int count_needed(const node *obj)
{
    if ((obj && obj->kind == N_PRONOUN && (meaning_word(obj) == FX_W_THAT || meaning_word(obj) == FX_W_IT))
        || (obj && obj->kind == N_SELF))
        return 1;               /* "that artifact", "it", "~" */
    if (!obj || obj->kind != N_OBJECT)
        return -1;
    if ((meaning_det(obj) == FX_DET_A || meaning_det(obj) == FX_DET_ANOTHER) && !obj->c)
        return 1;
    return obj->c && obj->c->kind == N_AMOUNT && meaning_number(obj->c) > 0 ? meaning_number(obj->c) : -1;
}

/* "Sacrifice a creature. If you can't, ...", "Target opponent sacrifices a
 * creature. If that player does, ...", "Sacrifice it. When you do, ...":
 * the card IR's `did_all` (lower_cond: the action just before, by the
 * player C names, is a sacrifice, discard, exile, return or removal of
 * counters): DONE, that action, acted on fewer objects than it says (CR
 * 101.3: what can't be done is ignored), or (DID) on all of them; REFUSED
 * (NULL: the sentence's own) names what is refused when how many it says
 * is not known. */
static LLVMValueRef could_not(unit *u, const node *c, const node *done, bool did, const char *refused)
{
    int need = done ? count_needed(done->b) : -1;
    if (need < 0)
        return cg_unsupported(u, c, refused ? refused : !did ? "'if you can't' after this"
                                    : !c->a || cg_is_you(c->a) ? "'if you do' after this" : "'if they do' after this"), NULL;
    return LLVMBuildICmp(u->b, did ? LLVMIntSGE : LLVMIntSLT, ctx_call(u, "cardrt_fx_result", u->cg->i32, NULL, 0),
                         i32(u, need), "");
}

/* "If a land card was milled this way", "If that player discards an
 * artifact card this way" (meaning_moved_this_way): does it ask about
 * BEFORE, the action carried out just before, by VERB, of the player WHO
 * says (NULL: any), on cards that are not permanents?  (The cards it moved
 * are tested where they went: a permanent's last known information would
 * be needed.) */
static bool moved_by(unit *u, const node *before, fx_verb verb, const node *who)
{
    if (!before || meaning_verb(before) != verb)
        return false;
    const node *p = who && who->kind == N_PRONOUN && who->refers ? who->refers : who;
    if (p && !(cg_is_you(p) ? !before->a || cg_is_you(before->a) : p == before->a))
        return false;
    if (verb != FX_VERB_EXILE)
        return true;            /* milled or discarded: from a library or a hand */
    const node *obj = before->b;
    while (obj && obj->kind == N_PRONOUN && obj->refers)
        obj = obj->refers;
    /* "a card" is anywhere but on the battlefield (a permanent is no card) */
    return obj && !(cg_zones(u, obj, ~CARDRT_IN(CARDRT_BATTLEFIELD)) & CARDRT_IN(CARDRT_BATTLEFIELD));
}

/* "For each land you control, create a Treasure token": the action, as
 * "create a Treasure token for each land you control" says it (the count
 * taken as it is done). */
static bool gen_for_each(unit *u, const node *s, act_env *env, const node *before)
{
    const node *named, *act = meaning_for_each(u->arena, s, &named);
    if (!act)
        return cg_unsupported(u, named ? named : s, named ? "a pronoun for each one counted" : "this 'for each'");
    /* no branch: what was done before is still the last done ("For each
     * creature card exiled this way, create ...", cg_amount.c) */
    u->last_act = before;
    u->last_verb = before ? meaning_verb(before) : FX_VERB_NONE;
    return cg_statement(u, act, env);
}

/* How many objects the cost K, one "unless" asks, acts on (the card IR's
 * `pays_cost`: "unless you discard two cards" two, "... sacrifice a
 * creature", "... sacrifice it" one, "... remove a +1/+1 counter from it"
 * one counter); -1 when not a number. */
static int cost_needed(const ir_cost *k)
{
    if (k->amount)
        return k->amount->kind == IR_AMOUNT_CONST && k->amount->value > 0 ? k->amount->value : -1;
    return k->object || k->filter ? 1 : -1;
}

/* Are the costs ASKED, the card IR's condition of an "unless" and those
 * joined to it in `also` (lower_unless_action: "... unless they sacrifice a
 * nonland permanent or discard a card", one player's choice of either),
 * each an action asked of one player as a cost ("unless you discard a
 * card", "unless they sacrifice a creature", "unless you exile a card from
 * your graveyard", "unless you tap an untapped creature you control"):
 * `pays_cost` of a number of objects, by a player who chooses for
 * themselves (not "each player", but "they" for each of them in turn,
 * u->each_unless), done as a "may" of as many objects as it says
 * (unless_done)? */
static bool unless_costs(const unit *u, const ir_condition *asked)
{
    for (const ir_condition *k = asked; k; k = k->also)
        if (k->kind != IR_CONDITION_PAYS_COST || !k->cost || cost_needed(k->cost) <= 0 || !k->of
            || (k->of->kind == IR_SEL_EACH && !u->each_unless))
            return false;
    return asked != NULL;
}

/* The words of C, what "unless" asks, that K, the card IR's condition of
 * one of its costs, was lowered from (its range): C, or one of C's "or"
 * (lower_unless_action); NULL when none is. */
static const node *cost_words(const node *c, const ir_condition *k)
{
    const node *a = c;
    if (c->kind == N_SEQUENCE && meaning_word(c) == FX_W_OR && c->a && k->range.begin != c->range.begin)
        a = c->a->a;
    for (; a; a = a == c ? NULL : a->next)
        if (a->range.begin == k->range.begin && a->range.end == k->range.end)
            return a;
    return NULL;
}

/* Can the player of K, a cost "unless" asks, do all of it now (CR 118.3)?
 * Of a mill ("unless you mill two cards"), as many cards in their library
 * (CR 701.13b); of cards put from a graveyard ("... put two cards from your
 * graveyard on the bottom of your library"), as many there; of another,
 * true (what it did is counted after it, unless_done). */
static LLVMValueRef cost_possible(unit *u, const ir_cost *k)
{
    if (k->kind != IR_COST_MILL && k->kind != IR_COST_PUT_ON_BOTTOM)
        return cg_i1(u->cg, true);
    static ir_alt any = { 0 };
    static const ir_filter library = { .any_of = &any, .controller = IR_CTRL_ANY, .zone = IR_ZONE_LIBRARY,
                                       .zone_owner = IR_CTRL_YOU, .owner = IR_CTRL_ANY };
    static const ir_filter graveyard = { .any_of = &any, .controller = IR_CTRL_ANY, .zone = IR_ZONE_GRAVEYARD,
                                         .zone_owner = IR_CTRL_YOU, .owner = IR_CTRL_ANY };
    const ir_filter *f = k->kind == IR_COST_MILL ? &library : k->filter ? k->filter : &graveyard;
    LLVMValueRef have = cg_ir_count(u, f);
    return have ? LLVMBuildICmp(u->b, LLVMIntSGE, have, i32(u, cost_needed(k)), "") : NULL;
}

/* Whether the player of ASKED, the costs "unless" asks (unless_costs) of
 * the words C, did one of them all; of several (`also`: "or"), each asked
 * in turn until one is done: the player chooses which, if any (CR 101.4).
 * NULL after reporting. */
static LLVMValueRef unless_done(unit *u, const node *c, const ir_condition *asked)
{
    LLVMValueRef done = cg_entry_alloca(u, u->cg->i1, "unless.done", cg_i1(u->cg, false));
    LLVMBuildStore(u->b, cg_i1(u->cg, false), done);
    unsigned nbound = u->nbound;
    for (const ir_condition *k = asked; k; k = k->also) {
        const node *a = cost_words(c, k);
        if (!a)
            return cg_unsupported(u, c, "this cost 'unless' asks"), NULL;
        if (k->cost->filter && k->cost->filter->other && !(ir_card_types(u->c) & 1u << IR_TYPE_CREATURE))
            return cg_unsupported(u, a->b, "'another' on a card that is no creature"), NULL;  /* other than which? */
        LLVMValueRef can = cost_possible(u, k->cost);
        if (!can)
            return NULL;
        LLVMBasicBlockRef ask = LLVMAppendBasicBlockInContext(u->cg->ctx, u->fn, "unless.ask");
        LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(u->cg->ctx, u->fn, "unless.next");
        LLVMValueRef asking = LLVMBuildAnd(u->b, LLVMBuildNot(u->b, LLVMBuildLoad2(u->b, u->cg->i1, done, ""), ""), can, "");
        LLVMBuildCondBr(u->b, asking, ask, next);
        LLVMPositionBuilderAtEnd(u->b, ask);
        node act = *a;
        act.next = NULL;
        node opt = { .kind = N_OPTIONAL, .a = &act, .range = a->range };
        act_env inner = { NULL, false, false };
        if (!gen_may(u, &opt, &inner))
            return NULL;
        LLVMValueRef did = LLVMBuildLoad2(u->b, u->cg->i1, u->last_may, "did");
        LLVMValueRef all = LLVMBuildICmp(u->b, LLVMIntSGE, ctx_call(u, "cardrt_fx_result", u->cg->i32, NULL, 0),
                                         i32(u, cost_needed(k->cost)), "");
        LLVMBuildStore(u->b, LLVMBuildAnd(u->b, did, all, ""), done);
        LLVMBuildBr(u->b, next);
        LLVMPositionBuilderAtEnd(u->b, next);
    }
    /* what the costs did is no instruction of the branch (and their
     * copies above are gone): "the discarded card" names none of it; the
     * selections made as a cost was asked ("remove a +1/+1 counter from
     * it": the card itself) were made only when it was, so the rest makes
     * its own */
    u->nbound = nbound;
    u->last_act = NULL;
    u->last_verb = FX_VERB_NONE;
    return LLVMBuildLoad2(u->b, u->cg->i1, done, "");
}

/* each_unless's question: did ONE, the player bound as "they" (the
 * arguments' EACH), pay any of the costs ASKED of the words C? */
typedef struct unless_ask {
    const node *c, *each;
    const ir_condition *asked;
} unless_ask;

static LLVMValueRef ask_unless(unit *u, int one, const void *arg)
{
    const unless_ask *q = arg;
    cg_bind(u, q->each, one);      /* "they": this one */
    u->each_unless = q->each;
    LLVMValueRef did = unless_done(u, q->c, q->asked);
    u->each_unless = NULL;
    return did;
}

/* "Each player loses 4 life unless they sacrifice a nontoken creature"
 * (S; ASKED the costs of its words C, EACH the players): each of them, in
 * turn order from the active player, chooses whether to do it (CR 101.4),
 * then those who did not are the players of the action, at once. */
static bool each_unless(unit *u, const node *s, const node *c, const ir_condition *asked, const node *each,
                        act_env *env)
{
    int all = cg_sel_of(u, each), one = all >= 0 ? cg_new_sel(u, each) : -1;
    int didnt = one >= 0 ? cg_new_sel(u, each) : -1;
    unless_ask q = { c, each, asked };
    if (didnt < 0 || !each_one_asked(u, all, one, didnt, ask_unless, &q, false, "unless"))
        return false;
    cg_bind(u, each, didnt);    /* those who did not: the action's players, at once */
    return cg_statement(u, s->b, env);
}

/* Can each of the players EACH be asked the costs ASKED as "unless" asks
 * one (unless_costs)? */
static bool each_can_be_asked(unit *u, const ir_condition *asked, const node *each)
{
    u->each_unless = each;
    bool ok = unless_costs(u, asked);
    u->each_unless = NULL;
    return ok;
}

/* S, an "if", "unless" or "for" sentence; BEFORE the action carried out
 * just before it (NULL: none, or not for sure). */
/* "Starting with you, each player votes for death or taxes." (CR 701.38a):
 * the vote IN, of the choices its `choices` names, which the conditions and
 * amounts after it read (cardrt_fx_votes; u->voted: the choices of S). */
static bool gen_vote(unit *u, const node *s, const ir_instr *in)
{
    LLVMValueRef names[8];
    unsigned n = 0;
    for (; n < in->nchoices; n++) {
        if (n == sizeof names / sizeof *names)
            return cg_unsupported(u, s, "a vote of more than eight choices");
        names[n] = cg_cstring(u, in->choices[n]);
    }
    ctx_call(u, "cardrt_fx_vote", u->cg->i32,
             (LLVMValueRef[]){ i32(u, n), cg_const_array(u, u->cg->ptr, names, n, "vote.choices") }, 2);
    u->voted = meaning_vote(s);
    return true;
}

/* The operation of IN, the instruction lowered from a statement, for a
 * switch; -1 when there is none. */
static int op_of(const ir_instr *in)
{
    return in ? (int)in->op : -1;
}

/* A replacement effect until end of turn (CR 614.1a) that a resolving
 * spell or ability makes, as the static ability's (cg_static.c): IN, the
 * instruction lowered from AT, by what it replaces (ir_turn_replacement_of;
 * the words of AT say which objects and players).  False when IN is none;
 * else *DONE: it compiled. */
static bool turn_replacement(unit *u, const node *at, const ir_instr *in, bool *done)
{
    LLVMValueRef f[CG_RULE_FIELDS] = { i32(u, CARDRT_RULE_REPLACE) }, rule = NULL;
    const node *put, *whose, *drawn;
    node *instead;
    ir_prevention replaced;
    int times, plus;
    bool shuffle;
    switch (ir_turn_replacement_of(in)) {
    case IR_TURN_EXILE_IF_DIES:         /* "If that creature would die this turn, exile it instead" */
        *done = cg_die_exile(u, ir_die_exile_this_turn_of(at));
        return true;
    case IR_TURN_EXILE_IF_LEAVES:       /* "If it would leave the battlefield, exile it instead of ..." */
        *done = cg_leave_exile(u, ir_leave_exile_of(at));
        return true;
    case IR_TURN_NEXT_DRAW:             /* "The next time you would draw a card this turn, ..." */
        instead = ir_next_draw_replacement_of(u->arena, at, &drawn);
        *done = cg_next_draw_instead(u, drawn, instead);
        return true;
    case IR_TURN_DAMAGE:
        /* "If a source you control would deal damage this turn, it deals
         * double that damage instead": its `times` and `plus` */
        ir_damage_replacement_this_turn_of(at, &replaced, &times, &plus);
        f[5] = cg_damage_match_fn(u, &replaced);
        f[9] = i32(u, in->times);
        f[10] = i32(u, in->plus);
        rule = f[5] ? cg_rule_global(u, f) : NULL;
        break;
    case IR_TURN_PUT_INTO_GRAVEYARD:
        /* "If a card would be put into your graveyard from anywhere this
         * turn, exile that card instead" (its `shuffle`: into its owner's
         * library) */
        put = ir_graveyard_replacement_this_turn_of(u->arena, at, &shuffle, &whose);
        f[5] = cg_event_match_fn(u, put);
        f[6] = i32(u, in->shuffle ? CARDRT_LIBRARY : CARDRT_EXILE);
        f[7] = LLVMConstInt(u->cg->i8, 1, 0);
        f[8] = i32(u, in->shuffle ? CARDRT_MOVE_SHUFFLE : 0);
        rule = f[5] ? cg_rule_global(u, f) : NULL;
        break;
    case IR_TURN_CREATE_TOKEN:
        /* "Until end of turn, if one or more tokens would be created under
         * your control (`subject`), twice (`times`) that many of those
         * tokens are created instead" */
        f[5] = cg_runtime_fn(u, in->subject ? "cardrt_match_your_tokens" : "cardrt_match_tokens", u->cg->legal_ty);
        f[9] = i32(u, in->times);
        rule = cg_rule_global(u, f);
        break;
    case IR_TURN_LIFE_FLOOR:
        /* "Until end of turn, damage that would reduce your life total to
         * less than 1 reduces it to 1 instead": the static ability's rule
         * for the turn, the controller's */
        rule = cg_rule_const(u, CARDRT_RULE_DAMAGE_LIFE_FLOOR, CARDRT_WHO_YOU, 0);
        break;
    case IR_TURN_OTHER:
        return false;
    }
    if (rule)
        ctx_call(u, "cardrt_fx_rule", u->cg->i32,
                 (LLVMValueRef[]){ rule, LLVMConstNull(u->cg->ptr), i32(u, CARDRT_UNTIL_END_OF_TURN) }, 3);
    *done = rule != NULL;
    return true;
}

static bool gen_conditional(unit *u, const node *s, act_env *env, const node *before)
{
    fx_word how = meaning_word(s);
    const ir_instr *said = cg_ir_instr_any(u, s);
    const node *outside, *linked;
    const ability *turn;
    switch (op_of(said)) {
    case IR_VOTE:               /* "Starting with you, each player votes for death or taxes." */
        return gen_vote(u, s, said);
    case IR_TURN_TRIGGER:       /* "Whenever a creature dies this turn, you gain 1 life" */
        turn = ir_sentence_turn_trigger_of(u->arena, s, &outside, &linked);     /* (its ability's words) */
        return turn ? cg_sentence_turn_trigger(u, s, turn, outside, linked)
                    : cg_unsupported(u, s, "this delayed triggered ability");
    default:
        break;
    }
    const node *c = s->a, *counted, *one = ir_for_each_one(u->arena, s, &counted);
    if (one)                    /* "For each creature destroyed this way, its controller ..." */
        return cg_for_each_one(u, counted, one, env, before);
    bool replaced;
    const ir_instr *later = how == FX_W_FOR && s->b ? cg_ir_instr_any(u, s->b) : NULL;
    if (turn_replacement(u, s, said, &replaced) || turn_replacement(u, s->b, later, &replaced))
        return replaced;
    fx_next_redirect redirected;
    if (meaning_next_time_redirect(u->arena, s, &redirected))
        return cg_next_time_prevent(u, s);      /* "..., that damage is dealt to ~ instead" (CR 614.9) */
    if (meaning_if_says_instead(u->c, s))      /* a replacement effect the card IR does not say */
        return cg_ir_refused_in(u, s) ? cg_no_ir_in(u, s, "'instead'") : cg_unsupported_word(u, s, "instead");
    if (ir_dealt_damage_this_way_of(c) && (!before || meaning_verb(before) != FX_VERB_DEAL_DAMAGE))
        return cg_unsupported(u, c, "'dealt damage this way' after this");     /* cardrt_sel_dealt: that damage */
    fx_verb moved_verb;
    const node *moved_who;
    const node *moved = meaning_moved_this_way(c, &moved_verb, &moved_who);
    if (moved && (!moved_by(u, before, moved_verb, moved_who)
                  || (moved->kind != N_OBJECT && !meaning_moved_named(moved, before->b))))
        return cg_unsupported(u, c, "'this way' after this");  /* cardrt_sel_moved: what that action moved */
    const ir_instr *reflexive = cg_ir_instr(u, IR_REFLEXIVE, s);
    if (reflexive) {
        /* "You may pay {1}. When you do, ...": if the optional instruction
         * before was done (did); "Sacrifice it. When you do, ...": if the
         * action just before was carried out in full (did_all, CR 603.12) */
        bool may = reflexive->cond->kind == IR_CONDITION_DID;
        if (may && !u->last_may)
            return cg_unsupported(u, s, "'when you do' without 'you may'");
        LLVMValueRef did = may ? LLVMBuildLoad2(u->b, u->cg->i1, u->last_may, "did")
                               : could_not(u, s->a->a, before, true, "'when you do' after this");
        return did && cg_reflexive(u, ir_reflexive_of(s), did);
    }
    if (ir_reflexive_of(s))     /* one the card IR does not say */
        return cg_no_ir_in(u, s, "'when you do' after this");
    /* "For each land you control, create a Treasure token", "For each
     * death vote, each opponent sacrifices a creature": the action lowered
     * as the card IR's instruction, counted as its amount says */
    if (how == FX_W_FOR_EACH && s->b && !s->c && cg_ir_instr_in(u, s->b))
        return gen_for_each(u, s, env, before);
    /* "Counter target spell unless its controller pays {3}": the card IR's
     * if, its condition negated by "unless" (lower_if) */
    const ir_condition *asked = said && said->op == IR_IF ? said->cond : NULL;
    bool unless = asked && asked->unless;
    /* "... unless its controller has ~ deal 6 damage to them": the card
     * IR's optional damage in the sentence, its chooser that player's, and
     * the if of it not done (lower_if) */
    const ir_instr *offered = asked && asked->kind == IR_CONDITION_DID && asked->negated
                              ? cg_ir_instr_before(u, said) : NULL;
    bool has_deal = offered && offered->optional && offered->op == IR_DAMAGE && offered->chooser
                    && s->range.begin <= offered->range.begin && offered->range.end <= s->range.end;
    bool die_row = asked && asked->kind == IR_CONDITION_DIE_ROLL;
    if (asked && !unless && !has_deal && !die_row) {
        /* "If ..., A. Otherwise, B.": B when the condition did not hold, as
         * it was then (A may change it) */
        const node *other = s->c ? s->c : ir_otherwise_of(env->next);
        env->skip_next |= !s->c && other;
        LLVMValueRef cond;
        const ir_condition *did = c ? cg_ir_cond(u, c) : NULL;
        if (did && did->kind == IR_CONDITION_DID) {
            /* "If you do", "If you don't put the card into your hand", "If
             * that player does" after "defending player may ...", "If a
             * player does", "If no one does": the optional instruction
             * before was done (lower_cond) */
            if (!u->last_may)
                return cg_unsupported(u, s, "'if you do' without 'you may'");
            if (c->a && u->last_may_who && ir_any_player_of(u->last_may_who) != IR_WHO_NONE) {
                int who = cg_sel_of(u, u->last_may_who);    /* "If a player does, ... that player": that one */
                if (who < 0)
                    return false;
                cg_bind(u, c->a, who);
            }
            LLVMValueRef yes = LLVMBuildLoad2(u->b, u->cg->i1, u->last_may, "did");
            cond = did->negated ? LLVMBuildNot(u->b, yes, "") : yes;
        } else if (did && did->kind == IR_CONDITION_DID_ALL) {
            /* "Target opponent sacrifices a creature. If that player does
             * (can't), ...", "Sacrifice an artifact. If you do, ...": the
             * action just before, not a "you may" earlier (CR 608.2c) */
            if (!(cond = could_not(u, c, before, !did->negated, NULL)))
                return false;
        } else if (!(cond = cg_condition(u, c))) {
            return false;
        } else if (before) {
            /* "You gain life equal to the damage dealt this way if a Bat was
             * dealt damage this way": a condition does nothing, so what the
             * branch says "this way" of is the action before it */
            u->last_act = before;
            u->last_verb = meaning_verb(before);
        }
        if (said->then && said->then->optional) {
            /* "If it shares a creature type with ~, you may reveal it. If
             * you do, ...": not done when the condition did not hold (the
             * card IR's if, its first instruction optional) */
            if (!u->last_may)
                u->last_may = cg_entry_alloca(u, u->cg->i1, "you.did", cg_i1(u->cg, false));
            LLVMBuildStore(u->b, cg_i1(u->cg, false), u->last_may);
        }
        const node *short_of = u->short_of;
        u->short_of = c;                /* "... draw cards equal to the difference" */
        bool ok = gen_when(u, cond, s->b, other, env);
        u->short_of = short_of;
        return ok;
    }
    /* "... unless they sacrifice a nonland permanent or discard a card":
     * the card IR's pays_cost of each, in `also`, the player's choice */
    const ir_condition *costs = unless && !s->c && c ? asked : NULL;
    const node *each = ir_unless_each_of(s);     /* "... unless they discard a card": each of them */
    if (each && costs && !u->each_unless && each_can_be_asked(u, costs, each))
        return each_unless(u, s, c, costs, each, env);
    if (each && asked && asked->kind != IR_CONDITION_PAYS && asked->kind != IR_CONDITION_PAYS_LIFE)  /* (cg_condition) */
        return cg_unsupported(u, c, "this cost asked of each player");
    if (unless_costs(u, costs)) {
        /* "Sacrifice Test unless you discard a card (two cards)", "...
         * unless they sacrifice a creature", "... unless you exile a card
         * from your graveyard": that player may do it; unless they did it
         * all, the rest (CR 413.2c: what can't be done can't be chosen) */
        LLVMValueRef done = unless_done(u, c, costs);
        return done && gen_when(u, LLVMBuildNot(u->b, done, ""), s->b, NULL, env);
    }
    if (has_deal && offered->chooser->kind != IR_SEL_ALL) {
        /* "Destroy target land unless its controller has ~ deal 6 damage to
         * them": the card IR's optional damage, its chooser that player's
         * (one player, never you: lower_may), in the sentence, and the if
         * of it not done (lower_if); the damage if they choose it, else
         * the rest */
        int who = cg_sel_of(u, c->a);
        if (who < 0)
            return false;
        node deal = *c->c->a;
        deal.a = c->b;
        deal.next = NULL;
        LLVMValueRef yes = ctx_call(u, "cardrt_fx_may", u->cg->i1,
                                    (LLVMValueRef[]){ i32(u, who), cg_cstring(u, cg_text(u, c->range)) }, 2);
        return gen_when(u, yes, &deal, s->b, env);
    }
    if (unless && !s->c) {       /* "Counter target spell unless ..." */
        LLVMValueRef cond = cg_condition(u, c);
        return cond && gen_when(u, LLVMBuildNot(u->b, cond, ""), s->b, NULL, env);
    }
    if (how == FX_W_FOR && cg_add_phases(u, s))     /* "After this phase, there is an additional combat phase" */
        return true;
    if (later && later->at != IR_DELAY_NONE)
        /* "At the beginning of the next end step, untap target land": done
         * then, by a delayed triggered ability (CR 603.7), not now: the one
         * instruction of the action, whose `at` says when */
        return cg_delayed(u, s->b, later);
    /* "Until end of turn, target creature gets +2/+2 and gains trample":
     * the card IR's instructions of the actions, each with the duration
     * (lowering gives each the sentence's, which the actions' continuous
     * effects take, cg_duration_of; the words of "for as long as ...", its
     * condition, are still read from the sentence) */
    const ir_instr *lasting = how == FX_W_FOR && c ? cg_ir_instr_in(u, s->b) : NULL;
    if (lasting && lasting->duration != IR_DUR_NONE) {
        act_env inner = { env->next, false, true };
        u->last_act = before;   /* no branch: what was done before is done */
        u->last_verb = before ? meaning_verb(before) : FX_VERB_NONE;
        bool ok = cg_statement(u, s->b, &inner);
        env->skip_next = inner.skip_next;
        return ok;
    }
    if (how == FX_W_THE_NEXT_TIME)
        return cg_next_time_prevent(u, s);
    if (die_row) {
        /* "1—9 | Scry 1.": a row of the table of the die rolled before (CR
         * 706.2), the card IR's die_roll: from its amount to its value, or
         * more ("15+": none) */
        if (!u->rolled)
            return cg_unsupported(u, c, "a die's result with no die rolled before it");
        int lo = asked->amount->value, hi = asked->value ? asked->value->value : 0;
        LLVMValueRef r = ctx_call(u, "cardrt_fx_die_result", u->cg->i32, NULL, 0);
        LLVMValueRef in = LLVMBuildICmp(u->b, LLVMIntSGE, r, i32(u, lo), "");
        if (hi)                         /* "15+": no bound */
            in = LLVMBuildAnd(u->b, in, LLVMBuildICmp(u->b, LLVMIntSLE, r, i32(u, hi), ""), "");
        LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(u->cg->ctx, u->fn, "row");
        LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(u->cg->ctx, u->fn, "cont");
        LLVMBuildCondBr(u->b, in, then, cont);
        LLVMPositionBuilderAtEnd(u->b, then);
        unsigned nb = u->nbound;        /* what the row names is not there in the next row */
        bool ok = gen_list(u, s->b);
        u->nbound = nb;
        LLVMBuildBr(u->b, cont);
        LLVMPositionBuilderAtEnd(u->b, cont);
        return ok;
    }
    /* another sentence its first words make ("Starting with you, ...",
     * "For each of those creatures, ..."): named by those words; "When you
     * cast your next ... spell this turn, ...", "When you discard a nonland
     * card this way, ...", a delayed or reflexive triggered ability */
    if (cg_ir_refused_in(u, s))     /* a vote, a delayed triggered ability the card IR does not say */
        return cg_no_ir_in(u, s, "this sentence");
    if (ir_delayed_trigger_sentence(s))
        return cg_unsupported(u, s, "this delayed or reflexive triggered ability");
    return cg_unsupported(u, s, *meaning_words(s) ? arena_printf(u->arena, "a sentence begun by '%s'", meaning_words(s))
                                                  : "a condition");
}

/* "Target player draws a card, then discards a card", "Any number of
 * target opponents each discard their hands, then draw seven cards": a step
 * with no subject after one whose subject is players other than you is
 * theirs, which the grammar does not give it yet; read as an imperative it
 * would be yours.  That step, or NULL. */
static const node *subject_left_out(const node *seq)
{
    const node *first = seq->a ? seq->a->a : NULL;
    const node *who = first && first->kind == N_ACTION ? first->a : NULL;
    if (!who || !cg_names_players(who) || (who->kind == N_PLAYER && meaning_player(who) == FX_PLAYER_YOU))
        return NULL;
    for (const node *i = first->next; i; i = i->next)
        if (i->kind == N_ACTION && !i->a)
            return i;
    return NULL;
}

/* "Tap or untap target permanent", "put a +1/+1 counter on it or create a
 * 1/1 colorless Servo artifact creature token": ONE, the card IR's
 * `one_of`, whose instructions are the actions of S in order, one each
 * (lower_one_of).  The controller chooses one of them as the effect
 * resolves, among those that can be done (CR 413.2c: counters put on a
 * permanent, removed from one that has them: the instruction's kind and
 * counter); the selections of their objects are made before the choice. */
static bool gen_choice(unit *u, const node *s, const ir_instr *one, act_env *env)
{
    codegen *cg = u->cg;
    unsigned n = 0;
    LLVMValueRef possible = i32(u, 0);
    const node *alt = s->a->a;
    for (const ir_instr *in = one->then; in || alt; in = in->next, alt = alt->next, n++) {
        if (!in || !alt || n == 32 || in->range.begin < alt->range.begin || in->range.end > alt->range.end)
            return cg_unsupported(u, s, "a choice between actions");    /* each action one instruction */
        /* what it acts on: the permanent the counters go on ("on it"), or come from */
        bool counters = in->op == IR_COUNTERS || in->op == IR_REMOVE_COUNTERS;
        const node *on = counters ? cg_modifier_of(alt, in->object) : NULL;
        if (counters && (!on || !in->word))
            return cg_unsupported(u, s, "a choice between actions");
        int sel = in->op == IR_CREATE_TOKEN ? 0 : cg_sel_of(u, on ? on->a : alt->b);
        if (sel < 0)
            return false;
        LLVMValueRef can = counters ? ctx_call(u, "cardrt_fx_counters_possible", cg->i1,
                                               (LLVMValueRef[]){ i32(u, sel), cg_cstring(u, in->word),
                                                                 cg_i1(cg, in->op == IR_REMOVE_COUNTERS) }, 3)
                                    : cg_i1(cg, true);
        LLVMValueRef bit = LLVMBuildShl(u->b, LLVMBuildZExt(u->b, can, cg->i32, ""), i32(u, n), "");
        possible = LLVMBuildOr(u->b, possible, bit, "");
    }
    LLVMValueRef k = ctx_call(u, "cardrt_fx_choose_possible_action", cg->i32,
                              (LLVMValueRef[]){ i32(u, n), possible, cg_cstring(u, cg_text(u, s->range)) }, 3);
    LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "chosen");
    LLVMValueRef sw = LLVMBuildSwitch(u->b, k, cont, n);
    unsigned j = 0;
    for (const node *i = s->a->a; i; i = i->next) {
        LLVMBasicBlockRef act = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "action");
        LLVMAddCase(sw, i32(u, j++), act);
        LLVMPositionBuilderAtEnd(u->b, act);
        act_env e = { env->next, false, env->timed };
        if (!cg_statement(u, i, &e))
            return false;
        LLVMBuildBr(u->b, cont);
    }
    LLVMPositionBuilderAtEnd(u->b, cont);
    return true;
}

/* The card IR's "you may ... instead" declined (lower_instead): the
 * instruction IN (the `if` of S) does last, an `if` of the optional one not
 * done, whose branch is the sentence before; NULL when there is none. */
static const ir_instr *declined_of(const ir_instr *in, const node *s)
{
    const ir_instr *last = in->then;
    while (last && last->next)
        last = last->next;
    return last && last->op == IR_IF && last->cond && last->cond->kind == IR_CONDITION_DID && last->cond->negated
           && last->range.begin == s->b->range.begin && last->range.end == s->b->range.end ? last : NULL;
}

/* P, or ALT instead when COND holds ("Test deals 2 damage to any target. If
 * this spell was kicked, it deals 4 damage instead": meaning_instead, the
 * card IR's `if` IN, whose `else` is P's instructions: lower_instead, with
 * the targets of either, the slots' `kicked`); each branch binds its own
 * selections, and what follows binds them anew.  ENV's next is the
 * sentence after ALT's, which ALT may say with it ("instead destroy that
 * creature. It can't be regenerated.", CR 701.19c: env->skip_next then). */
static bool gen_instead(unit *u, const node *p, const node *s, const node *alt, const ir_instr *in, act_env *env)
{
    codegen *cg = u->cg;
    LLVMValueRef cond = cg_condition(u, s->a);
    if (!cond)
        return false;
    binding saved[CARDRT_NSEL];
    unsigned nbound = u->nbound;
    memcpy(saved, u->bound, sizeof saved);
    LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "instead");
    LLVMBasicBlockRef other = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "as.said");
    LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "cont");
    LLVMBuildCondBr(u->b, cond, then, other);
    bool ok = true;
    for (int k = 0; k < 2; k++) {
        LLVMPositionBuilderAtEnd(u->b, k ? other : then);
        act_env e = { k ? NULL : env->next, false, env->timed };
        ok = ok && cg_statement(u, k ? p : alt, &e);
        if (!k)
            env->skip_next = e.skip_next;
        if (!k && declined_of(in, s) && ok) {
            /* "you may ... instead": declined, what the sentence before says */
            LLVMValueRef did = u->last_may ? LLVMBuildLoad2(u->b, cg->i1, u->last_may, "did") : NULL;
            if (!did)
                return cg_unsupported(u, alt, "this 'you may ... instead'");
            memcpy(u->bound, saved, sizeof saved);
            u->nbound = nbound;
            LLVMBasicBlockRef declined = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "declined");
            LLVMBuildCondBr(u->b, did, cont, declined);
            LLVMPositionBuilderAtEnd(u->b, declined);
            act_env d = { NULL, false, env->timed };
            ok = cg_statement(u, p, &d);
        }
        LLVMBuildBr(u->b, cont);
        memcpy(u->bound, saved, sizeof saved);
        u->nbound = nbound;
    }
    LLVMPositionBuilderAtEnd(u->b, cont);
    u->last_verb = FX_VERB_NONE;
    return ok;
}

static bool statement(unit *u, const node *s, act_env *env);

/* A statement; one that says "creatures of the creature type of your
 * choice" (in each of the actions of "get +2/+2 and gain trample") has its
 * controller choose it first, once, for the source (as "Choose a creature
 * type. Destroy all creatures of the chosen type." does). */
bool cg_statement(unit *u, const node *s, act_env *env)
{
    ir_choice choice = (s->kind == N_ACTION || s->kind == N_SEQUENCE) && !u->chosen_now
                       ? ir_says_of_your_choice(s) : IR_CHOICE_NONE;
    if (choice != IR_CHOICE_NONE) {
        int what = choice == IR_CHOICE_COLOR ? CARDRT_CHOICE_COLOR : CARDRT_CHOICE_CREATURE_TYPE;
        ctx_call(u, "cardrt_fx_choose_for_source", u->cg->i32, (LLVMValueRef[]){ i32(u, what) }, 1);
        u->chosen_now = 1u << choice;
    }
    bool ok = statement(u, s, env);
    if (choice != IR_CHOICE_NONE)
        u->chosen_now = 0;
    return ok;
}

static bool statement(unit *u, const node *s, act_env *env)
{
    if (s->kind == N_ACTION && s->unknown) {    /* "forage": as its reminder text says (lower_defined_action) */
        const node *where;
        const char *why;
        const node *effect = ir_action_definition(u->arena, s, env ? env->next : NULL, u->in_may, &where, &why);
        return effect ? gen_list(u, effect) : cg_unsupported(u, where, why);
    }
    fx_spend_only spend;
    if (meaning_spend_only(s, &spend))     /* "Spend this mana only to cast creature spells" */
        return cg_spend_only(u, s);
    const node *left_out = s->kind == N_SEQUENCE ? subject_left_out(s) : NULL;
    if (left_out)
        return cg_unsupported(u, left_out, "a clause whose subject is left out");
    fx_timed timed;
    if (meaning_timed_rule(s, &timed)) {       /* "Target creature attacks this turn if able" */
        u->rule_after = u->last_verb;   /* "Each creature dealt damage this way attacks ..." */
        bool ok = cg_timed_rule(u, s, &timed);   /* "A creature dealt damage this way can't ...": the one before */
        u->rule_after = FX_VERB_NONE;
        u->last_verb = FX_VERB_NONE;
        u->last_act = NULL;
        return ok;
    }
    switch (s->kind) {
    case N_ACTION: {
        bool ok = cg_action(u, s, env);
        /* a delayed action is not carried out now */
        /* nor one done for each of several players in turn, whose results are theirs */
        u->last_verb = cg_modifier(s->c, N_DURATION, FX_W_NONE) || ir_each_in_turn(s) ? FX_VERB_NONE
                                                                                        : meaning_verb(s);
        u->last_act = u->last_verb != FX_VERB_NONE ? s : NULL;
        return ok;
    }
    case N_SEQUENCE: {
        const ir_instr *said = cg_ir_instr_any(u, s);
        switch (op_of(said)) {
        case IR_ONE_OF:         /* "Tap or untap target permanent" */
            return gen_choice(u, s, said, env);
        case IR_ROLL_CHOOSE:    /* "Roll two d6 and choose one result" (CR 706.2): of its sides */
            ctx_call(u, "cardrt_fx_roll_choose", u->cg->i32, (LLVMValueRef[]){ i32(u, said->amount->value) }, 1);
            u->rolled = true;
            u->last_verb = FX_VERB_NONE;
            u->last_act = NULL;
            return true;
        default:
            break;
        }
        if (meaning_word(s) == FX_W_OR)     /* a choice the card IR does not say */
            return cg_no_ir_in(u, s, "a choice between actions");
        const node *sacrifice, *kept = meaning_keep_the_rest(s, &sacrifice);
        if (kept)       /* "Each player chooses three permanents they control, then sacrifices the rest" */
            return cg_sacrifice_rest(u, s->a->a, sacrifice);
        /* "~ deals 2 damage to any target and 1 damage to another target":
         * the card's damage to each, dealt at once, one event ("Whenever a
         * source you control deals damage" triggers once, CR 603.2c) */
        bool damage = !env->timed;
        for (const node *i = s->a->a; i && damage; i = i->next) {
            const ir_instr *dealt = cg_ir_instr(u, IR_DAMAGE, i);     /* the card IR's damage of the step */
            damage = dealt && dealt->subject && dealt->subject->kind == IR_SEL_SELF;
        }
        if (damage)
            ctx_call(u, "cardrt_fx_at_once", u->cg->i32, (LLVMValueRef[]){ cg_i1(u->cg, true) }, 1);
        /* A duration at the end that every step shares is in each step's
         * modifiers already (syntax.c, share_duration). */
        for (const node *i = s->a->a; i; i = i->next) {
            act_env e = { i->next ? i->next : env->next, false, env->timed };
            if (!cg_statement(u, i, &e))
                return false;
            if (e.skip_next) {
                if (i->next)
                    i = i->next;
                else
                    env->skip_next = true;
            }
        }
        if (damage)
            ctx_call(u, "cardrt_fx_at_once", u->cg->i32, (LLVMValueRef[]){ cg_i1(u->cg, false) }, 1);
        return true;
    }
    case N_CONDITIONAL:
    case N_OPTIONAL:
    case N_NEGATED: {
        fx_may_play may_play;
        if (s->kind == N_OPTIONAL && meaning_may_play(s, env->timed, &may_play))
            return cg_may_play(u, &may_play, env);     /* a permission: nothing done now, "this way" still after it */
        const node *before = u->last_act;
        /* "Creatures dealt damage this way can't block this turn": a rule, of the action before */
        u->rule_after = s->kind == N_NEGATED ? u->last_verb : FX_VERB_NONE;
        u->last_verb = FX_VERB_NONE;    /* what a branch or a "you may" does may not be done */
        u->last_act = NULL;
        bool ok = s->kind == N_CONDITIONAL ? gen_conditional(u, s, env, before)
                : s->kind == N_OPTIONAL ? gen_may(u, s, env) : cg_restriction(u, s, env);
        u->rule_after = FX_VERB_NONE;
        u->last_verb = FX_VERB_NONE;
        u->last_act = NULL;
        return ok;
    }
    default:
        return cg_unsupported(u, s, node_kind_name(s->kind));
    }
}

/* Is S a sentence the effect skips, because the ability says it elsewhere
 * ("Activate only as a sorcery.", "Any player may activate this ability.",
 * "As an additional cost to cast this spell, ...", "Choose one —")? */
static bool not_an_effect(const unit *u, const node *s)
{
    bool sorcery;
    const node *mana;
    return s->kind == N_MODAL || (s->kind == N_MODIFIER && meaning_word(s) == FX_W_ACTIVATE_ONLY)
           || (ir_any_player_may_activate(s, &sorcery) && !s->next && u->in_ability)
           || (ir_ability_cost_each_of(s, &mana) && !s->next && u->in_ability)
           || (meaning_spend_only_on_x(s) != IR_COLOR_NONE && !s->next && u->in_ability)
           || (s->kind == N_CONDITIONAL && meaning_word(s) == FX_W_ADDITIONAL_COST);
}

static bool gen_list(unit *u, const node *list)
{
    for (const node *s = list ? list->a : NULL; s && !u->failed; s = s->next) {
        int most;
        if (not_an_effect(u, s)) {
            if (!u->in_ability && (ir_more_modes_of(u->arena, s, 16, &most) || ir_modes_repeat_of(s, &most)))
                s = s->next;    /* a spell's "If this spell was kicked, choose any number instead" (cg_spell_costs),
                                 * "You may choose the same mode more than once" (spell_parts) */
            continue;
        }
        act_env env = { s->next, false, false };
        /* a sentence, and the next that says what is done instead of it */
        const node *alt = s->next ? meaning_instead(u->arena, s, s->next) : NULL;
        const ir_instr *in = alt ? cg_ir_instr(u, IR_IF, s->next) : NULL;
        if (alt && !in)         /* one the card IR does not say */
            return cg_no_ir_in(u, s->next, "'instead'");
        if (alt) {
            env.next = s->next->next;
            if (!gen_instead(u, s, s->next, alt, in, &env))
                return false;
            s = s->next;
            if (env.skip_next && s->next)
                s = s->next;
            continue;
        }
        if (meaning_pay_or_not(s, s->next)) {
            /* "Pay {2}{B}. If you don't, ...": the controller's choice, as "you may pay" */
            node pay = *s, may = { .kind = N_OPTIONAL, .a = &pay, .range = s->range };
            u->last_verb = FX_VERB_NONE;
            u->last_act = NULL;
            if (!gen_may(u, &may, &env))
                return false;
            continue;
        }
        if (!cg_statement(u, s, &env))
            return false;
        if (env.skip_next && s->next)
            s = s->next;
    }
    return !u->failed;
}

LLVMValueRef cg_effect_fn(unit *u, const node *const *lists, unsigned nlists,
                          const node *const *modes, unsigned nmodes)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.effect", &save);
    u->among_sel = u->taken_sel = -1;
    u->revealed_fn = u->piled_fn = NULL;
    u->chose = 0;
    u->flipped = u->clashed = u->rolled = false;
    u->voted = NULL;
    bool ok = true;
    for (unsigned l = 0; l < nlists && ok; l++) {
        const node *list = lists[l], *joined;
        while (l + 1 < nlists && (joined = meaning_with_instead(u->arena, list, lists[l + 1]))) {
            list = joined;
            l++;
        }
        ok = gen_list(u, list);
    }
    for (unsigned m = 0; m < nmodes && ok; m++) {
        LLVMValueRef chosen_modes = ctx_call(u, "cardrt_ctx_modes", cg->i32, NULL, 0);
        LLVMValueRef bit = LLVMBuildAnd(u->b, chosen_modes, i32(u, 1u << m), "");
        LLVMValueRef on = LLVMBuildICmp(u->b, LLVMIntNE, bit, i32(u, 0), "");
        LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "mode");
        LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "next");
        LLVMBuildCondBr(u->b, on, then, cont);
        LLVMPositionBuilderAtEnd(u->b, then);
        u->chose = 0;
        u->flipped = u->clashed = u->rolled = false;
        u->voted = NULL;
        u->mode_bit = 1u << m;
        unsigned nbound = u->nbound;    /* a mode's words name its own objects (its copies' too) */
        ok = gen_list(u, modes[m]);
        u->nbound = nbound;
        u->mode_bit = 0;
        LLVMBuildBr(u->b, cont);
        LLVMPositionBuilderAtEnd(u->b, cont);
    }
    u->chose = 0;               /* no other ability's words name its choice */
    u->flipped = u->clashed = u->rolled = false;
    u->voted = NULL;
    LLVMValueRef f = cg_end_fn(u, NULL, &save);
    return ok && !u->failed ? f : NULL;
}
