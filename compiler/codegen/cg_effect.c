/* cg_effect.c — what resolves (cg.h, cg_fx.h).
 *
 * An effect function follows the instructions of its text in order (CR
 * 413.2b): each statement, each action on its selections (cg_action.c,
 * cg_select.c), with its amounts and conditions (cg_amount.c) and
 * continuous effects (cg_change.c). */
#include <string.h>

#include "cg_effect_int.h"
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

static bool gen_list(unit *u, const node *list);

/* Run BODY only when COND holds. */
bool cg_when(unit *u, LLVMValueRef cond, const node *body, const node *otherwise, act_env *outer)
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
    int need = done ? cg_count_needed(done->b) : -1;
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
        bool ok = cg_when(u, cond, s->b, other, env);
        u->short_of = short_of;
        return ok;
    }
    /* "... unless they sacrifice a nonland permanent or discard a card":
     * the card IR's pays_cost of each, in `also`, the player's choice */
    const ir_condition *costs = unless && !s->c && c ? asked : NULL;
    const node *each = ir_unless_each_of(s);     /* "... unless they discard a card": each of them */
    if (each && costs && !u->each_unless && cg_each_can_be_asked(u, costs, each))
        return cg_each_unless(u, s, c, costs, each, env);
    if (each && asked && asked->kind != IR_CONDITION_PAYS && asked->kind != IR_CONDITION_PAYS_LIFE)  /* (cg_condition) */
        return cg_unsupported(u, c, "this cost asked of each player");
    if (cg_unless_costs(u, costs)) {
        /* "Sacrifice Test unless you discard a card (two cards)", "...
         * unless they sacrifice a creature", "... unless you exile a card
         * from your graveyard": that player may do it; unless they did it
         * all, the rest (CR 413.2c: what can't be done can't be chosen) */
        LLVMValueRef done = cg_unless_done(u, c, costs);
        return done && cg_when(u, LLVMBuildNot(u->b, done, ""), s->b, NULL, env);
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
        return cg_when(u, yes, &deal, s->b, env);
    }
    if (unless && !s->c) {       /* "Counter target spell unless ..." */
        LLVMValueRef cond = cg_condition(u, c);
        return cond && cg_when(u, LLVMBuildNot(u->b, cond, ""), s->b, NULL, env);
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
                : s->kind == N_OPTIONAL ? cg_may(u, s, env) : cg_restriction(u, s, env);
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
            if (!cg_may(u, &may, &env))
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
