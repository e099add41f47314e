/* cg_cond.c — conditions (cg_fx.h): "if you control an artifact", "you
 * have 10 or less life", what happened this turn, "as long as ...".  Each
 * is tested where it is needed (CR 413.2f, 418.3d). */
#include "cg_cond.h"
#include "meaning.h"
#include "parser.h"

/* ---- conditions ----------------------------------------------------------------------- */

/* N compared as the count of a description says: "a"/"an"/"another" (at
 * least one), "no" (none), "two" (at least two: "if you control two
 * artifacts"), "two or more", "exactly two"; no description (NULL): at
 * least one. */
LLVMValueRef cg_count_holds(unit *u, LLVMValueRef n, const node *what)
{
    fx_det det = what ? meaning_det(what) : FX_DET_A;
    if (det == FX_DET_NO || det == FX_DET_NO_OTHER)
        return LLVMBuildICmp(u->b, LLVMIntEQ, n, i32(u, 0), "");
    if (det == FX_DET_A || det == FX_DET_ANOTHER)
        return LLVMBuildICmp(u->b, LLVMIntSGE, n, i32(u, 1), "");
    const node *c = what->c;
    fx_word op = c && c->kind == N_COMPARE && c->a ? meaning_word(c) : FX_W_NONE;
    if (op == FX_W_GE || op == FX_W_LE || op == FX_W_EQ || op == FX_W_LT || op == FX_W_GT) {
        /* "two or more", "fewer than seven" */
        LLVMValueRef v = cg_amount(u, c->a);
        return v ? LLVMBuildICmp(u->b, op == FX_W_GE ? LLVMIntSGE : op == FX_W_LE ? LLVMIntSLE : op == FX_W_EQ ? LLVMIntEQ
                                       : op == FX_W_LT ? LLVMIntSLT : LLVMIntSGT, n, v, "")
                 : NULL;
    }
    if (c && c->kind == N_AMOUNT) {     /* "two" (at least), "exactly one" */
        LLVMValueRef v = cg_amount(u, c);
        return v ? LLVMBuildICmp(u->b, what->form & FORM_EXACTLY ? LLVMIntEQ : LLVMIntSGE, n, v, "") : NULL;
    }
    return cg_unsupported(u, what, "this number in a condition"), NULL;
}

LLVMValueRef cg_count_with(unit *u, const node *what, ir_qual_kind how, const node *arg)
{
    if (!what || what->kind != N_OBJECT)
        return cg_unsupported(u, what, "this condition"), NULL;
    node *obj = ir_with_relation(u->arena, what, how, arg);
    if (!ir_np_other(what))       /* "another", "two other": not this */
        obj->text = NULL;
    obj->c = NULL;
    LLVMValueRef n = cg_count(u, obj);
    return n ? cg_count_holds(u, n, what) : NULL;
}

/* ---- conditions on players and on what happened this turn -------------------------- */

/* "At the beginning of each opponent's upkeep, if that player has ...":
 * WHO is the player whose step it is, the active player (a step is of the
 * active player's turn, CR 500.1); NULL for another phrase. */
bool cg_is_step_player(const unit *u, const node *who)
{
    return (who->kind == N_PRONOUN && who->refers && u->event && u->event->kind == N_STEP && who->refers == u->event->a)
           || (u->tested && who == u->tested);
}

LLVMValueRef cg_step_player(unit *u, const node *who)
{
    if (!cg_is_step_player(u, who))
        return NULL;
    if (u->tested && who == u->tested)      /* the player a qualifier is tested of (cg_player_test) */
        return u->tested_p;
    LLVMValueRef g[] = { cg_game(u) };
    return cg_call(u, "cardrt_active_player", u->cg->i32, g, 1);
}

/* In a trigger's intervening "if" (CR 603.4): the object or player of the
 * event that N names ("if it had a +1/+1 counter on it", "if it's not
 * their turn"), asked of the runtime as the condition is (-1: none); NULL
 * when N names no part of it. */
static LLVMValueRef event_part(unit *u, const node *n, bool player)
{
    if (!u->trigger_if || u->ctx_arg || !n || !n->refers || !ir_within(u->event, n->refers))
        return NULL;
    int what = cg_event_role(u->event, n->refers);
    if (player ? what != CARDRT_EVENT_PLAYER : (what != CARDRT_EVENT_OBJECT && what != CARDRT_EVENT_SOURCE))
        return NULL;
    LLVMValueRef a[] = { cg_game(u), i32(u, what) };
    return cg_call(u, "cardrt_condition_event", u->cg->i32, a, 2);
}

/* Does TEST hold for some player WHO names: you, the player whose step it
 * is, the event's player, a target player, or any player of "a player",
 * "an opponent" (each in turn, as many as the game has; of "each player",
 * every one)?  (The defending player: the card IR's, cg_ircond.c.) */
LLVMValueRef cg_some_player(unit *u, const node *who, LLVMValueRef (*test)(unit *, LLVMValueRef, const void *),
                                const void *arg)
{
    codegen *cg = u->cg;
    if (who->kind == N_PLAYER && meaning_player(who) == FX_PLAYER_YOU)
        return test(u, cg_you(u), arg);
    LLVMValueRef turn = cg_step_player(u, who);
    if (turn)
        return test(u, turn, arg);
    LLVMValueRef ev = event_part(u, who, true);
    if (ev) {                   /* "Whenever a player casts a spell, if that player ..." */
        LLVMValueRef some = LLVMBuildICmp(u->b, LLVMIntSGE, ev, i32(u, 0), "");
        LLVMValueRef holds = test(u, LLVMBuildSelect(u->b, some, ev, i32(u, 0), ""), arg);
        return holds ? LLVMBuildAnd(u->b, some, holds, "") : NULL;
    }
    if (ir_cond_target_player(who) && u->ctx_arg) {
        /* "if target player has exactly 10 life", "if its controller is
         * poisoned": the first player of that selection; none, it does not hold */
        int s = cg_sel_of(u, who);
        LLVMValueRef p = s < 0 ? NULL : ctx_call(u, "cardrt_sel_first_player", cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
        LLVMValueRef some = p ? LLVMBuildICmp(u->b, LLVMIntSGE, p, i32(u, 0), "") : NULL;
        LLVMValueRef holds = some ? test(u, LLVMBuildSelect(u->b, some, p, i32(u, 0), ""), arg) : NULL;
        return holds ? LLVMBuildAnd(u->b, some, holds, "") : NULL;
    }
    bool each = who->kind == N_OBJECT && meaning_det(who) == FX_DET_EACH;     /* "each player has ...": all */
    if (who->kind != N_OBJECT || (meaning_det(who) != FX_DET_A && !each) || who->b || who->c
        || !cg_names_players(who))
        return cg_unsupported(u, who, "this subject in a condition"), NULL;
    LLVMValueRef g[] = { cg_game(u) };
    LLVMValueRef count = cg_call(u, "cardrt_player_count", cg->i32, g, 1);
    LLVMValueRef r = cg_i1(cg, each);
    for (int p = 0; p < CARDRT_MAX_PLAYERS && r; p++) {
        LLVMValueRef in_game = LLVMBuildICmp(u->b, LLVMIntSLT, i32(u, p), count, "");
        LLVMValueRef is = cg_player_test(u, i32(u, p), who);
        LLVMValueRef holds = is ? test(u, i32(u, p), arg) : NULL;
        LLVMValueRef named = holds ? LLVMBuildAnd(u->b, in_game, is, "") : NULL;
        r = !holds ? NULL
            : each ? LLVMBuildAnd(u->b, r, LLVMBuildOr(u->b, LLVMBuildNot(u->b, named, ""), holds, ""), "")
                   : LLVMBuildOr(u->b, r, LLVMBuildAnd(u->b, named, holds, ""), "");
    }
    return r;
}

LLVMValueRef cg_history(unit *u, LLVMValueRef players, int what, bool last_turn)
{
    LLVMValueRef a[] = { cg_game(u), players, i32(u, what), cg_i1(u->cg, last_turn) };
    return cg_call(u, "cardrt_history", u->cg->i32, a, 4);
}

/* The spells a description of spells names, as cardrt_spells_cast asks:
 * "a creature spell", "an instant or sorcery spell", "a noncreature
 * spell", "another blue spell" (not this one), "a red instant or sorcery
 * spell": card types of which one, card types of none, colors of which
 * one; false (reported) for another description. */
static bool spell_kind_of(unit *u, const node *np, spell_kind *k)
{
    const char *what = "this description of spells";
    const node *f = np && np->kind == N_OBJECT && !np->b ? np->a : NULL;
    *k = (spell_kind){ 0, 0, 0, ir_np_other(np) };
    if (!f || f->kind != N_FILTER || f->b || !f->a || !f->a->a)
        return cg_unsupported(u, np, what);
    unsigned ta[8], tn[8], ca[8], n = 0;
    bool same_types = true, same_colors = true;
    for (const node *alt = f->a->a; alt; alt = alt->next, n++) {
        bool spell = false;
        if (n == 8)
            return cg_unsupported(u, np, what);
        ta[n] = tn[n] = ca[n] = 0;
        for (const node *w = alt->a ? alt->a->a : NULL; w; w = w->next) {
            ir_word x = ir_word_of(w);
            unsigned type = x.kind == IR_WORD_TYPE ? cg_type_bit_of(x.value) : 0, color = cg_color_bit(w);
            if (type && !x.negated && !ta[n])
                ta[n] = type;
            else if (type && x.negated)
                tn[n] |= type;
            else if (color && !ca[n])
                ca[n] = color;
            else if (x.kind == IR_WORD_SPELL && !x.negated && !spell)
                spell = true;
            else
                return cg_unsupported(u, w, "this word in a description of spells");
        }
        if (!spell || tn[n] != tn[0])
            return cg_unsupported(u, alt, what);
        same_types &= ta[n] == ta[0];
        same_colors &= ca[n] == ca[0];
    }
    /* alternatives that differ in one thing: "an instant or sorcery spell",
     * "a white or blue spell" (each of them says it) */
    for (unsigned i = 0; i < n; i++) {
        if ((!same_types && !ta[i]) || (!same_colors && !ca[i]) || (!same_types && !same_colors))
            return cg_unsupported(u, np, what);
        k->types_any |= ta[i];
        k->colors_any |= ca[i];
    }
    k->types_none = tn[0];
    return true;
}

LLVMValueRef cg_spells_cast_of(unit *u, LLVMValueRef players, const node *np, LLVMValueRef except)
{
    spell_kind k;
    if (!spell_kind_of(u, np, &k))
        return NULL;
    LLVMValueRef a[] = { cg_game(u), players, i32(u, (int)k.types_any), i32(u, (int)k.types_none),
                         i32(u, (int)k.colors_any), except, cg_i1(u->cg, false) };
    return k.except_this ? cg_unsupported(u, np, "this description of spells"), NULL
                         : cg_call(u, "cardrt_spells_cast", u->cg->i32, a, 7);
}

LLVMValueRef cg_host_of(unit *u, const node *np)
{
    const node *host = np->kind == N_PRONOUN && np->refers ? np->refers : np;
    if (host->kind != N_PRONOUN || (meaning_word(host) != FX_W_ENCHANTED && meaning_word(host) != FX_W_EQUIPPED)
        || host->refers || cg_names_players(host) || ir_within(u->event, host))
        return NULL;
    LLVMValueRef a[] = { cg_game(u), cg_src(u) };
    return cg_call(u, "cardrt_attached_to", u->cg->i32, a, 2);
}

LLVMValueRef cg_event_object(unit *u, const node *np)
{
    return u->cond_past ? NULL : event_part(u, np, false);
}

/* A test on the objects a phrase names, true if any of them passes: the
 * source itself, what this is attached to, the event's object, or (in an
 * effect) a selection ("if that creature is tapped"). */
LLVMValueRef cg_subject_holds(unit *u, const node *subject, LLVMValueRef (*test)(unit *, LLVMValueRef, const void *),
                                  const void *arg)
{
    bool self = subject->kind == N_SELF
                || (subject->kind == N_PRONOUN && !subject->refers && meaning_word(subject) == FX_W_IT && u->in_ability
                    && !u->event)
                || (subject->kind == N_PRONOUN && subject->refers && subject->refers->kind == N_SELF);
    if (self)
        return test(u, cg_src(u), arg);
    LLVMValueRef on = cg_host_of(u, subject);
    if (on) {                   /* "enchanted creature is red" */
        LLVMValueRef r = test(u, on, arg);
        return r ? LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntNE, on, i32(u, 0), ""), r, "") : NULL;
    }
    LLVMValueRef ev = event_part(u, subject, false);
    if (ev && u->cond_past && !u->last_known && test != cg_kicked_test && test != cg_spent_test)
        /* "if it was enchanted": a state it had before the event, which the runtime does not keep */
        return cg_unsupported(u, subject, "a past state of what the event names"), NULL;
    if (ev) {                   /* "Whenever a creature dies, if it had ...": the event's object */
        LLVMValueRef some = LLVMBuildICmp(u->b, LLVMIntSGT, ev, i32(u, 0), "");
        LLVMValueRef r = test(u, LLVMBuildSelect(u->b, some, ev, i32(u, 0), ""), arg);
        return r ? LLVMBuildAnd(u->b, some, r, "") : NULL;
    }
    if (!u->ctx_arg)
        return cg_unsupported(u, subject, "this subject in a condition"), NULL;
    int s = cg_sel_of(u, subject);
    if (s < 0)
        return NULL;
    cg_saved save;
    cg_begin_fn(u, u->cg->affects_ty, "cardc.affects", &save);
    LLVMValueRef r = test(u, LLVMGetParam(u->fn, 2), arg);
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(u->cg, false), &save);
    if (!r)
        return NULL;
    return ctx_call(u, "cardrt_sel_any", u->cg->i1, (LLVMValueRef[]){ i32(u, s), f }, 2);
}

LLVMValueRef cg_compared_amount(unit *u, const node *clause)
{
    const node *subj = clause->kind == N_ACTION ? clause->a : NULL;
    if (!subj)
        return cg_unsupported(u, clause, "this comparison"), NULL;
    return cg_amount(u, subj->kind == N_AMOUNT ? subj : meaning_stat_amount(u->arena, subj));
}

/* The condition joined to IC in the same clause C ("~ is enchanted or
 * equipped": `or_else`, `also`), NULL when none is (that of the next
 * clause of a list is the list's). */
static const ir_condition *joined_in(const node *c, const ir_condition *ic)
{
    const ir_condition *next = ic->or_else ? ic->or_else : ic->also;
    return next && next->range.begin >= c->range.begin && next->range.end <= c->range.end ? next : NULL;
}

/* The number of objects the count IC counts, as an amount (cg_ir_amount). */
static ir_amount counted_of(const ir_condition *ic)
{
    return (ir_amount){ .kind = IR_AMOUNT_COUNT, .value = 1, .range = ic->range, .of = ic->of };
}

/* The runtime's stat (CARDRT_STAT_*) of which the count IC counts the
 * different values ("with different powers"), -1 for none. */
static int different_stat(const ir_condition *ic)
{
    static const int stats[] = { [IR_COUNT_OBJECTS] = -1, [IR_COUNT_POWERS] = CARDRT_STAT_POWER,
                                 [IR_COUNT_NAMES] = CARDRT_STAT_NAME, [IR_COUNT_MANA_VALUES] = CARDRT_STAT_MANA_VALUE };
    return stats[ir_count_different(ic)];
}

/* Is each comparison of C one with the greatest power (toughness, mana
 * value) among the objects of a description of traits ("the creature with
 * the greatest power or tied for the greatest power": its power `=` the
 * greatest among creatures), which cg_ir_count tests? */
static bool with_the_greatest(const ir_compare *c)
{
    for (; c; c = c->next) {
        const ir_amount *v = c->value;
        const ir_filter *among = v && v->kind == IR_AMOUNT_GREATEST && v->of && v->of->kind == IR_SEL_ALL && !v->per
                                 ? v->of->filter : NULL;
        if (!among || c->or || !ir_filter_only_traits(among) || ir_stat_named(c->stat) != ir_stat_named(v->stat))
            return false;
    }
    return true;
}

/* Is IC, the count lowered from the clause C, one ir_count_holds compiles
 * (with those joined to it in C): of objects whose number cg_ir_amount
 * compiles, or of traits and attached to this object ("~ is enchanted":
 * an Aura attached to it) or to an object of traits ("an Equipment named
 * N is attached to a creature you control"), blocking this one ("two or
 * more creatures are blocking it"), with the greatest power among others
 * (with_the_greatest), compared with a number? */
static bool count_compiles(const unit *u, const node *c, const ir_condition *ic)
{
    const ir_filter *f = ic->kind == IR_CONDITION_COUNT && ic->of && ic->of->kind == IR_SEL_ALL ? ic->of->filter : NULL;
    ir_cmp op = f ? ir_cmp_named(ic->op) : IR_CMP_NONE;
    if (!f || (ic->different && different_stat(ic) < 0) || !ic->value || ic->value->kind != IR_AMOUNT_CONST
        || (op != IR_CMP_EQ && op != IR_CMP_LE && op != IR_CMP_GE))
        return false;
    ir_filter plain = *f;
    const ir_sel *host = f->attached_to;
    if (host && (host->kind == IR_SEL_SELF
                 || (host->kind == IR_SEL_ALL && host->filter && ir_filter_only_traits(host->filter))))
        plain.attached_to = NULL;
    if (f->block && f->block_with && f->block_with->kind == IR_SEL_SELF && ir_filter_block(f) != IR_BLOCK_NONE)
        plain.block = NULL, plain.block_with = NULL;
    if (f->compares && with_the_greatest(f->compares))
        plain.compares = NULL;
    ir_sel of = *ic->of;        /* the rest, counted as cg_ir_amount would */
    of.filter = &plain;
    ir_amount n = { .kind = IR_AMOUNT_COUNT, .value = 1, .range = ic->range, .of = &of };
    const ir_condition *next = joined_in(c, ic);
    return (ir_filter_only_traits(&plain) || cg_ir_amount_compiles(u, &n))
           && (next ? next->negated == ic->negated && count_compiles(u, c, next) : !ic->also && !ic->or_else);
}

/* The count IC (count_compiles) and those joined to it in the clause C,
 * as an i1, not negated. */
static LLVMValueRef count_chain(unit *u, const node *c, const ir_condition *ic)
{
    ir_cmp op = ir_cmp_named(ic->op);
    ir_amount counted = counted_of(ic);
    LLVMValueRef n = ic->different ? cg_ir_count_distinct(u, ic->of->filter, different_stat(ic))
                   : cg_ir_amount_compiles(u, &counted) ? cg_ir_amount(u, &counted) : cg_ir_count(u, ic->of->filter);
    LLVMValueRef r = n ? LLVMBuildICmp(u->b, op == IR_CMP_EQ ? LLVMIntEQ : op == IR_CMP_LE ? LLVMIntSLE : LLVMIntSGE, n,
                                       i32(u, ic->value->value), "")
                       : NULL;
    const ir_condition *next = joined_in(c, ic);
    LLVMValueRef v = r && next ? count_chain(u, c, next) : NULL;
    return !r || !next ? r : !v ? NULL : ic->or_else ? LLVMBuildOr(u->b, r, v, "") : LLVMBuildAnd(u->b, r, v, "");
}

/* "you control two or more Gates", "seven or more cards are in your
 * graveyard", "~ is enchanted or equipped", "no opponent controls a
 * creature": IC, the count lowered from the clause C (count_compiles), from
 * the card IR, as its own words say it (`negated` but `unless`: the callers
 * ask "unless" themselves); false for another. */
static bool ir_count_holds(unit *u, const node *c, const ir_condition *ic, LLVMValueRef *r)
{
    const ir_filter *f = ic->kind == IR_CONDITION_COUNT && ic->of && ic->of->kind == IR_SEL_ALL ? ic->of->filter : NULL;
    if (f && f->attached_to && f->attached_to->kind == IR_SEL_EVENT && u->cond_past)
        /* "if it was enchanted": what was attached to it, which the runtime does not keep */
        return cg_unsupported_at(u, ic->range, "a past state of what the event names"), (*r = NULL), true;
    if (!count_compiles(u, c, ic))
        return false;
    *r = count_chain(u, c, ic);
    if (*r && ic->negated != ic->unless)
        *r = LLVMBuildNot(u->b, *r, "");
    return true;
}

static LLVMValueRef condition_of(unit *u, const node *c, const ir_condition *ic);

/* The objects IC, a count of those the player of the trigger's step
 * controls ("if that player controls a Plains" of "At the beginning of
 * each player's upkeep"), counts, their card IR filter but its controller
 * (the caller counts those that player controls); NULL after reporting at
 * WORDS where IC is no such count. */
static LLVMValueRef controlled_kind_fn(unit *u, const ir_condition *ic, const node *words)
{
    const ir_filter *f = ic && ic->kind == IR_CONDITION_COUNT && ic->of && ic->of->kind == IR_SEL_ALL ? ic->of->filter : NULL;
    if (!f || f->controller != IR_CTRL_SEL || !f->controlled_by || f->controlled_by->kind != IR_SEL_EVENT)
        return cg_unsupported(u, words, "this condition"), NULL;
    ir_filter kind = *f;
    kind.controller = IR_CTRL_ANY;
    kind.controlled_by = NULL;
    return cg_ir_affects_fn(u, &kind);
}

/* C with IC, its IR condition (NULL: none), as an i1 (its clause's tense
 * kept for subject_holds). */
static LLVMValueRef condition_with(unit *u, const node *c, const ir_condition *ic)
{
    bool outer = u->cond_past;
    u->cond_past = c && c->kind == N_ACTION && (c->form & FORM_PAST);
    LLVMValueRef r = condition_of(u, c, ic);
    u->cond_past = outer;
    return r;
}

/* The IR condition of C's words that cg_ir_cond does not find: a spell's
 * "If this spell was kicked, choose any number instead" (`choose_more_if`),
 * what a player of a description meets ("each opponent who lost life this
 * turn": its filter's `holds`). */
static const ir_condition *other_cond(const unit *u, const node *c)
{
    for (const ir_ability *ia = u->ir ? u->ir->abilities : NULL; ia; ia = ia->next)
        if (ia->choose_more_if && ia->choose_more_if->range.begin == c->range.begin
            && ia->choose_more_if->range.end == c->range.end)
            return ia->choose_more_if;
    for (const ir_described *d = u->ir ? u->ir->described : NULL; d; d = d->next)
        if (d->filter->holds && d->filter->holds->range.begin == c->range.begin
            && d->filter->holds->range.end == c->range.end)
            return d->filter->holds;
    return NULL;
}

LLVMValueRef cg_condition(unit *u, const node *c)
{
    const ir_condition *ic = c ? cg_ir_cond(u, c) : NULL;
    return condition_with(u, c, ic || !c ? ic : other_cond(u, c));
}

/* What a condition C with modifiers that none of condition_of's readings
 * takes is named: one on what was done "this way" ("if a creature card is
 * revealed this way", "if damage is prevented this way"), one on what
 * happened this turn or last ("if you sacrificed three or more Clues this
 * turn"), or another. */
static const char *modified_condition(const node *c)
{
    for (const node *m = c->kind == N_ACTION && c->c ? c->c->a : NULL; m; m = m->next) {
        if (meaning_this_way(m))
            return "a condition on what was done this way";
        if (m->kind == N_DURATION && (meaning_time(m) == FX_TIME_THIS_TURN || meaning_time(m) == FX_TIME_LAST_TURN))
            return "this condition on what happened in a turn";
    }
    return "this condition";
}

static LLVMValueRef condition_of(unit *u, const node *c, const ir_condition *ic)
{
    codegen *cg = u->cg;
    if (!c)
        return cg_unsupported(u, NULL, "a missing condition"), NULL;
    LLVMValueRef lowered;
    if (ic && c->kind != N_LIST && cg_ir_condition_value(u, c, ic, &lowered))
        return lowered;
    if (ic && ir_count_holds(u, c, ic, &lowered))
        return lowered;
    ir_condition_kind kind;
    ir_step step;
    fx_more more;
    fx_spent spent;
    ir_types types;
    if (!ic && (ir_turn_cond_of(c, &kind, &step) || ir_state_cond_of(c, &kind) || meaning_more(u->c, c, &more)
                || meaning_spent(u->c, c, &spent) || (c->kind == N_ACTION && c->b && ir_types_among(c->b, &types))))
        return cg_no_ir_in(u, c, "this condition"), NULL;       /* compiled from the card IR only */
    if (c->kind == N_NEGATED && (meaning_word(c) == FX_W_NOT || meaning_word(c) == FX_W_DONT || meaning_word(c) == FX_W_ISNT)
        && c->a) {              /* "if it's not your turn", "if ~ isn't a creature", "if it wasn't kicked" */
        LLVMValueRef r = cg_condition(u, c->a);
        return r ? LLVMBuildNot(u->b, r, "") : NULL;
    }
    if (c->kind == N_LIST && (meaning_word(c) == FX_W_OR || meaning_word(c) == FX_W_AND) && c->a) {
        /* "if you control a Desert or there is a Desert card in your graveyard" */
        bool any = meaning_word(c) == FX_W_OR;
        LLVMValueRef r = cg_i1(cg, !any);
        const ir_condition *e = ic;     /* each one's, in text order (lower_cond) */
        for (const node *i = c->a; i && r; i = i->next) {
            LLVMValueRef v = condition_with(u, i, e);
            r = !v ? NULL : any ? LLVMBuildOr(u->b, r, v, "") : LLVMBuildAnd(u->b, r, v, "");
            e = e ? (e->also ? e->also : e->or_else) : NULL;
        }
        return r;
    }
    const node *dealt = ir_dealt_damage_this_way_of(c);
    if (dealt) {                /* "If a creature is dealt damage this way, it ...": of those the damage just before was dealt to */
        if (!u->ctx_arg)         /* (gen_conditional: only just after damage is dealt) */
            return cg_unsupported(u, c, "'dealt damage this way' here"), NULL;
        int s = cg_this_way_sel(u, dealt, dealt, "cardrt_sel_dealt", true);     /* "it" after it: those */
        if (s < 0)
            return NULL;
        LLVMValueRef n = ctx_call(u, "cardrt_sel_count", cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
        return LLVMBuildICmp(u->b, LLVMIntSGT, n, i32(u, 0), "");
    }
    fx_verb moved_verb;
    const node *moved_by, *moved = meaning_moved_this_way(c, &moved_verb, &moved_by);
    if (moved) {                /* "If a land card was milled this way": of the cards the action just before moved */
        if (!u->ctx_arg)        /* (gen_conditional: only just after that action) */
            return cg_unsupported(u, c, "'this way' here"), NULL;
        if (moved->kind != N_OBJECT) {
            /* "If that creature dies this way": what the action acted on
             * (gen_conditional: that one), moved */
            int s = cg_new_sel(u, moved);
            if (s < 0)
                return NULL;
            ctx_call(u, "cardrt_sel_moved", NULL, (LLVMValueRef[]){ i32(u, s) }, 1);
            return LLVMBuildICmp(u->b, LLVMIntSGT, ctx_call(u, "cardrt_sel_count", cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1),
                                 i32(u, 0), "");
        }
        node plain = *moved;
        plain.text = NULL;
        plain.c = NULL;
        /* "a white creature dies this way", "you sacrifice an Island this way": as it left */
        u->last_known = moved_verb == FX_VERB_DESTROY || moved_verb == FX_VERB_SACRIFICE;
        /* "that card" after it: those; not the permanents destroyed ("its
         * controller" after "If a land was destroyed this way" does not lower) */
        int s = cg_this_way_sel(u, moved, &plain, "cardrt_sel_moved", !u->last_known);
        u->last_known = false;
        if (s < 0)
            return NULL;
        return cg_count_holds(u, ctx_call(u, "cardrt_sel_count", cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1), moved);
    }
    if (c->kind == N_ACTION && meaning_verb(c) == FX_VERB_KICKED && c->c)  /* "... with its {R} kicker" */
        return cg_unsupported(u, c, "which kicker cost was paid"), NULL;
    /* "unless its controller pays {2}", "unless you pay 2 life", "... pays
     * {1} for each card in your hand", "... pays {X}, where X is its mana
     * value" (X found as it is asked), "... pays {B} or {3}": the card IR's
     * `pays`, `pays_life` (cg_pays) */
    const ir_condition *paying = c->kind == N_ACTION ? ic : NULL;
    if (paying && (paying->kind == IR_CONDITION_PAYS || paying->kind == IR_CONDITION_PAYS_LIFE)) {
        if (!u->ctx_arg)
            return cg_unsupported(u, c, "paying here"), NULL;
        int who = -1;
        if (paying->of->kind == IR_SEL_FIRST_OF)  /* "unless any player pays {2}": the first who does */
            return paying->also ? cg_unsupported(u, c, "either payment of any player"), NULL
                                : cg_any_player(u, c->a, cg_any_pays, c);
        if (paying->of->kind == IR_SEL_EACH)  /* "each opponent sacrifices ... unless they pay {1}": each one's choice */
            return cg_unsupported(u, c, "paying for each of several players"), NULL;
        if (paying->of->kind != IR_SEL_YOU && (who = cg_subject_players(u, c)) < 0)
            return NULL;
        return cg_pays(u, c, paying, who);
    }
    const node *attachments, *host;
    if (ir_attached_cond_of(c, &attachments, &host))    /* "two or more Equipment are attached to it" */
        return cg_count_with(u, attachments, IR_QUAL_ATTACHED_TO, host);
    if (ir_blocking_cond_of(c, &attachments, &host))    /* "two or more creatures are blocking it" */
        return cg_count_with(u, attachments, IR_QUAL_BLOCKING, host);
    if (c->kind != N_ACTION || c->c)
        return cg_unsupported(u, c, modified_condition(c)), NULL;
    const node *subj = c->a, *obj = c->b;
    if (meaning_verb(c) == FX_VERB_CONTROL && subj && obj && obj->kind == N_LIST
        && (meaning_word(obj) == FX_W_OR || meaning_word(obj) == FX_W_AND)) {
        /* "unless you control a Mountain or a Plains": either one; "if you
         * control an artifact and an enchantment": both */
        bool both = meaning_word(obj) == FX_W_AND;
        LLVMValueRef r = cg_i1(cg, both);
        for (node *i = obj->a; i && r; i = i->next) {
            node one = *c;
            one.b = i;
            LLVMValueRef v = cg_condition(u, &one);
            r = v ? (both ? LLVMBuildAnd(u->b, r, v, "") : LLVMBuildOr(u->b, r, v, "")) : NULL;
        }
        return r;
    }
    if (meaning_verb(c) == FX_VERB_CONTROL && subj && obj) {
        if (subj->kind == N_PLAYER && meaning_player(subj) == FX_PLAYER_YOU)
            return cg_count_with(u, obj, IR_QUAL_CONTROLLED_BY, subj);
        if (subj->kind == N_PLAYER && (meaning_player(subj) == FX_PLAYER_OPPONENTS || meaning_player(subj) == FX_PLAYER_DEFENDING))
            return cg_count_with(u, obj, IR_QUAL_CONTROLLED_BY, subj);     /* "your opponents control no ..." */
        LLVMValueRef whose = obj->kind == N_OBJECT && !obj->b ? cg_step_player(u, subj) : NULL;
        if (whose) {        /* "At the beginning of each player's upkeep, if that player controls a Plains" */
            LLVMValueRef which = controlled_kind_fn(u, ic, obj);
            LLVMValueRef a[] = { cg_game(u), cg_src(u), which, whose };
            return which ? cg_count_holds(u, cg_call(u, "cardrt_count_controlled", cg->i32, a, 4), obj) : NULL;
        }
    }
    if (meaning_verb(c) == FX_VERB_EXISTS && !subj && obj)       /* "there are two or more ..." */
        return obj->kind == N_OBJECT ? cg_count_with(u, obj, IR_QUAL_ON_BATTLEFIELD, obj)
                                     : (cg_unsupported(u, c, "this condition"), NULL);
    if (meaning_verb(c) == FX_VERB_IS && obj) {
        LLVMValueRef whose = (!subj || (subj->kind == N_PRONOUN && meaning_word(subj) == FX_W_IT))
                             && obj->kind == N_POSSESSIVE && obj->b && obj->b->kind == N_WORD && obj->b->token == TURN
                             ? event_part(u, obj->a, true) : NULL;
        if (whose) {            /* "Whenever a player casts a spell, if it's not their turn" */
            LLVMValueRef g[] = { cg_game(u) };
            return LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_active_player", cg->i32, g, 1), whose, "");
        }
    }
    if (!ic && cg_ir_refused_in(u, c))     /* where the ability does not lower: what lowering refused */
        return cg_no_ir_in(u, c, "this condition"), NULL;
    fx_verb v = meaning_verb(c);        /* "if it has madness", "if it was historic" */
    return cg_unsupported(u, c, v == FX_VERB_NONE ? "this condition"
                                : arena_printf(u->arena, "this condition of the verb '%s'", meaning_verb_name(v))), NULL;
}

static LLVMValueRef holds_fn(unit *u, const node *clause, bool negate)
{
    cg_saved save;
    cg_begin_fn(u, u->cg->holds_ty, "cardc.holds", &save);
    LLVMValueRef r;
    const node *s = clause && clause->kind == N_ACTION ? clause->a : NULL;
    /* "for as long as Endoskeleton remains tapped" */
    if (clause && clause->kind == N_ACTION && meaning_verb(clause) == FX_VERB_REMAIN_TAPPED
        && s && s->kind == N_SELF && !clause->b && !clause->c) {
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };
        r = cg_call(u, "cardrt_is_tapped", u->cg->i1, a, 2);
    } else if (clause && clause->kind == N_ACTION && meaning_verb(clause) == FX_VERB_REMAIN_ON_BATTLEFIELD
               && s && s->kind == N_SELF && !clause->b && !clause->c) {
        /* "for as long as ~ remains on the battlefield" (CR 418.3d: over
         * once it has left; the effect is dropped then) */
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };
        r = LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_zone_of", u->cg->i32, a, 2),
                          i32(u, CARDRT_BATTLEFIELD), "");
    } else {
        r = cg_condition(u, clause);
    }
    if (r && negate)
        r = LLVMBuildNot(u->b, r, "");
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(u->cg, false), &save);
    return r && !u->failed ? f : NULL;
}

/* Is the IR condition C (ir.def) one the holds function of a duration
 * compiles from the card IR beside "you control ~" (ir_lasting_part): "~
 * remains on the battlefield" (`on_battlefield` self), "~ remains tapped"
 * (`is` self tapped)? */
static bool ir_lasting_says(const ir_condition *c)
{
    bool self = c->of && c->of->kind == IR_SEL_SELF && !c->or_else;
    return self && (c->kind == IR_CONDITION_ON_BATTLEFIELD
                    || (c->kind == IR_CONDITION_IS && ir_filter_just_tapped(c->filter)));
}

/* C (ir_lasting_says) as an i1; NULL after reporting another. */
static LLVMValueRef ir_lasting_part(unit *u, const ir_condition *c)
{
    if (!ir_lasting_says(c))
        return cg_unsupported_at(u, c->range, "this condition"), NULL;
    LLVMValueRef a[] = { cg_game(u), cg_src(u) };
    LLVMValueRef r = c->kind == IR_CONDITION_ON_BATTLEFIELD
                   ? LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_zone_of", u->cg->i32, a, 2),
                                   i32(u, CARDRT_BATTLEFIELD), "")
                   : cg_call(u, "cardrt_is_tapped", u->cg->i1, a, 2);
    return c->negated ? LLVMBuildNot(u->b, r, "") : r;
}

bool cg_lasting(unit *u, const ir_condition *ic, const node *clause, int *duration, LLVMValueRef *holds)
{
    bool yours = false, others = false, said = true;
    for (const ir_condition *i = ic; i; i = i->also)
        if (i->kind == IR_CONDITION_YOU_CONTROL) {
            yours = true;
        } else {
            others = true;
            said = said && ir_lasting_says(i);
        }
    *duration = CARDRT_AS_LONG_AS;
    *holds = NULL;
    if (!yours && !said && !clause)
        return cg_unsupported_at(u, ic->range, "this condition");
    if (!yours && !said)        /* from its words (cg_condition finds their IR) */
        return (*holds = cg_holds_fn(u, clause)) != NULL;
    if (yours)
        *duration = CARDRT_WHILE_YOU_CONTROL;   /* the runtime knows whose and which object */
    if (!others)
        return true;
    cg_saved save;
    cg_begin_fn(u, u->cg->holds_ty, "cardc.holds", &save);
    LLVMValueRef r = yours ? cg_i1(u->cg, true) : NULL;
    bool ok = true;
    for (const ir_condition *i = ic; i && ok; i = i->also) {
        LLVMValueRef v = i->kind == IR_CONDITION_YOU_CONTROL ? cg_i1(u->cg, true) : ir_lasting_part(u, i);
        ok = v != NULL;
        r = !v ? r : r ? LLVMBuildAnd(u->b, r, v, "") : v;
    }
    LLVMValueRef f = cg_end_fn(u, ok && r ? r : cg_i1(u->cg, false), &save);
    return ok && r && !u->failed && (*holds = f) != NULL;
}

LLVMValueRef cg_holds_fn(unit *u, const node *clause)
{
    return holds_fn(u, clause, false);
}

LLVMValueRef cg_holds_not_fn(unit *u, const node *clause)
{
    return holds_fn(u, clause, true);
}
