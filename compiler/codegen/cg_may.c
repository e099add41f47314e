/* cg_may.c — what resolves if a player chooses to (cg_fx.h, cg_effect_int.h).
 *
 * "You may ..." and its payments ("you may pay {2}", "any player may ...",
 * "each opponent may ..."), and the costs "unless" asks ("unless they
 * sacrifice a creature", "unless you discard a card"), asked of one player
 * or of each in turn (CR 608.2d). */
#include <string.h>

#include "cg_effect_int.h"
#include "meaning.h"
#include "parser.h"
#include "syntax.h"

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

/* A payment as the card IR says it, asked of the first player of WHO
 * (-1: the controller): LIFE a number of life ("you pay 2 life"), else the
 * mana MANA as written ("its controller pays {3}"; energy counters when
 * its symbols are {E}, only by one who has them, CR 107.14) or, with none,
 * the card's own mana cost ("unless you pay its mana cost", X being 0, CR
 * 107.3), X (the number of life) N; whether they paid. */
static LLVMValueRef paid(unit *u, bool life, const char *mana, LLVMValueRef n, int who)
{
    codegen *cg = u->cg;
    if (life)
        return ctx_call(u, "cardrt_fx_pay_life", cg->i1, (LLVMValueRef[]){ i32(u, who), n }, 2);
    if (ir_energy_symbols(mana) > 0)
        return ctx_call(u, "cardrt_fx_pay", cg->i1, (LLVMValueRef[]){ i32(u, who), cg_cstring(u, mana) }, 2);
    LLVMValueRef cost = mana ? cg_cstring(u, mana)
                      : cg_call(u, "cardrt_mana_cost_of", cg->ptr, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
    return ctx_call(u, "cardrt_fx_pay_x", cg->i1, (LLVMValueRef[]){ i32(u, who), cost, n }, 3);
}

/* C, "its controller pays {3}", "you pay 2 life", "... pays {1} for each
 * card in your hand", "... pays {X}, where X is its mana value" (X found as
 * it is asked), "unless you pay its mana cost", "unless you pay {E}{E}":
 * IC, its card IR (`pays`, `pays_life`: the mana, or the object whose mana
 * cost, and the number), asked of the first player of WHO (paid); whether
 * they paid. */
static LLVMValueRef pays(unit *u, const node *c, const ir_condition *ic, int who)
{
    if (!ic || (ic->kind != IR_CONDITION_PAYS && ic->kind != IR_CONDITION_PAYS_LIFE))
        return cg_no_ir_in(u, c, "paying this"), NULL;
    bool life = ic->kind == IR_CONDITION_PAYS_LIFE;
    if (!ic->value || cg_ir_amount_compiles(u, ic->value)) {
        LLVMValueRef n = ic->value ? cg_ir_amount(u, ic->value) : i32(u, 0);
        return n ? paid(u, life, ic->mana, n, who) : NULL;
    }
    /* An X "where X is its mana value" cg_ir_amount does not compile:
     * from its words (cg_x) */
    const node *where = !life && c->c && !c->c->a->next ? cg_modifier(c->c, N_MODIFIER, FX_W_WHERE) : NULL;
    if (!where)
        return cg_unsupported_at(u, ic->value->range, "this number to pay"), NULL;
    const node *saved = u->where_x;
    u->where_x = where->a;
    LLVMValueRef x = cg_x(u, where);
    u->where_x = saved;
    return x ? paid(u, false, ic->mana, x, who) : NULL;
}

/* C, "its controller pays {B} or {3}" (IC, the card IR's `pays` of each,
 * the next in `also`, lower_unless_action): asked of the first player of
 * WHO, each payment in turn until one is made (the player's choice of
 * which, CR 101.4); whether one was. */
static LLVMValueRef pays_either(unit *u, const node *c, const ir_condition *ic, int who)
{
    codegen *cg = u->cg;
    LLVMValueRef paid = cg_entry_alloca(u, cg->i1, "paid", cg_i1(cg, false));
    LLVMBuildStore(u->b, cg_i1(cg, false), paid);
    for (; ic; ic = ic->also) {
        LLVMBasicBlockRef ask = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "pay.ask");
        LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "pay.next");
        LLVMBuildCondBr(u->b, LLVMBuildLoad2(u->b, cg->i1, paid, ""), next, ask);
        LLVMPositionBuilderAtEnd(u->b, ask);
        LLVMValueRef one = pays(u, c, ic, who);
        if (!one)
            return NULL;
        LLVMBuildStore(u->b, one, paid);
        LLVMBuildBr(u->b, next);
        LLVMPositionBuilderAtEnd(u->b, next);
    }
    return LLVMBuildLoad2(u->b, cg->i1, paid, "");
}

LLVMValueRef cg_pays(unit *u, const node *c, const ir_condition *ic, int who)
{
    return ic && ic->also ? pays_either(u, c, ic, who) : pays(u, c, ic, who);
}

/* "unless any player pays {2}" (the card IR's `pays` condition), "any
 * player may pay 5 life" (its `pay_life` instruction, `pay` of mana as
 * written): asked of the one player of C's subject. */
LLVMValueRef cg_any_pays(unit *u, const void *c)
{
    int who = cg_subject_players(u, c);
    if (who < 0)
        return NULL;
    const ir_condition *ic = cg_ir_cond(u, c);
    if (ic)
        return pays(u, c, ic, who);
    const ir_instr *mana = cg_ir_instr(u, IR_PAY, c), *life = mana ? NULL : cg_ir_instr(u, IR_PAY_LIFE, c);
    if ((mana && (!mana->word || strchr(mana->word, 'X'))) || (life && !life->amount) || (!mana && !life))
        return cg_no_ir_in(u, c, "paying this"), NULL;
    LLVMValueRef n = life ? cg_ir_amount(u, life->amount) : i32(u, 0);
    return n ? paid(u, life != NULL, mana ? mana->word : NULL, n, who) : NULL;
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
    if ((v == FX_VERB_PAY || v == FX_VERB_PAY_LIFE) && !u->ctx_arg)
        return cg_unsupported(u, inner, "paying here"), NULL;
    if (v == FX_VERB_PAY || v == FX_VERB_PAY_LIFE)  /* "any player may pay 5 life": cg_any_player asks each in turn */
        return cg_any_player(u, inner->a, cg_any_pays, inner);
    int who = cg_sel_of(u, inner->a);
    if (who < 0)
        return NULL;
    LLVMValueRef ask[] = { i32(u, who), cg_cstring(u, cg_text(u, inner->range)) };
    if (v == FX_VERB_HAVE)      /* "any player may have ~ deal 5 damage to them" */
        return ctx_call(u, "cardrt_fx_may", u->cg->i1, ask, 2);
    int need = cg_count_needed(inner->b);
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
    return cg_when(u, yes, s->a, NULL, env);   /* "... may have ~ deal 5 damage to them": ~ does it */
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
 * defines, its definition's), or, of a cost "unless" asks (cg_unless_done),
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
bool cg_may(unit *u, const node *s, act_env *env)
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
    bool ok = cg_when(u, yes, a, NULL, env);
    u->in_may--;
    /* "You may exile a card from your graveyard. If you do, ...": "if you
     * do" only when it was done, to as many as it says (CR 608.2c): a "yes"
     * with nothing there to exile does nothing; a delayed one ("at the
     * beginning of the next end step") leaves none to ask (cg_delayed) */
    int need = ok && inner == a && a->kind == N_ACTION && counts_moved(meaning_verb(a)) ? cg_count_needed(a->b) : -1;
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
int cg_count_needed(const node *obj)
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
 * (cg_unless_done)? */
bool cg_unless_costs(const unit *u, const ir_condition *asked)
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
 * true (what it did is counted after it, cg_unless_done). */
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

/* Whether the player of ASKED, the costs "unless" asks (cg_unless_costs) of
 * the words C, did one of them all; of several (`also`: "or"), each asked
 * in turn until one is done: the player chooses which, if any (CR 101.4).
 * NULL after reporting. */
LLVMValueRef cg_unless_done(unit *u, const node *c, const ir_condition *asked)
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
        if (!cg_may(u, &opt, &inner))
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

/* cg_each_unless's question: did ONE, the player bound as "they" (the
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
    LLVMValueRef did = cg_unless_done(u, q->c, q->asked);
    u->each_unless = NULL;
    return did;
}

/* "Each player loses 4 life unless they sacrifice a nontoken creature"
 * (S; ASKED the costs of its words C, EACH the players): each of them, in
 * turn order from the active player, chooses whether to do it (CR 101.4),
 * then those who did not are the players of the action, at once. */
bool cg_each_unless(unit *u, const node *s, const node *c, const ir_condition *asked, const node *each,
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
 * one (cg_unless_costs)? */
bool cg_each_can_be_asked(unit *u, const ir_condition *asked, const node *each)
{
    u->each_unless = each;
    bool ok = cg_unless_costs(u, asked);
    u->each_unless = NULL;
    return ok;
}
