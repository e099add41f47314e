/* cg_players.c — players' numbers: the greatest of those of some players
 * ("the highest life total among your opponents"); players described with
 * a qualifier ("each opponent who controls more lands than you", "each
 * player other than target player"), counted or selected; the monarch (CR
 * 724 of the current rules); the source's controller and a player's
 * numbers (cg_you, cg_player_stat).  (One player's number against
 * another's in a condition, `more`: cg_ircond.c.) */
#include "cg_filter_int.h"
#include "cg_fx.h"
#include "meaning.h"
#include "parser.h"

/* The controller of the source, as an i32. */
LLVMValueRef cg_you(unit *u)
{
    LLVMValueRef a[] = { cg_game(u), cg_src(u) };
    return cg_call(u, "cardrt_controller", u->cg->i32, a, 2);
}

LLVMValueRef cg_player_stat(unit *u, const char *fn, LLVMValueRef p)
{
    LLVMValueRef a[] = { cg_game(u), p };
    return cg_call(u, fn, u->cg->i32, a, 2);
}

/* What "more ... than" compares for player P: their life, the cards in
 * their hand, or the permanents WHICH accepts that they control. */
static LLVMValueRef per_player_value(unit *u, LLVMValueRef p, fx_more_what what, LLVMValueRef which)
{
    if (what == FX_MORE_LIFE)
        return cg_player_stat(u, "cardrt_life", p);
    if (what == FX_MORE_HAND) {
        LLVMValueRef a[] = { cg_game(u), p, i32(u, CARDRT_HAND) };
        return cg_call(u, "cardrt_zone_size", u->cg->i32, a, 3);
    }
    LLVMValueRef a[] = { cg_game(u), cg_src(u), which, p };
    return cg_call(u, "cardrt_count_controlled", u->cg->i32, a, 4);
}

/* Is player P (an i32) one of the players WHO names ("you", "an opponent",
 * "a player", "each opponent"; "each other player": other than OTHER)?
 * Players who left the game are none of them. */
static LLVMValueRef player_among(unit *u, LLVMValueRef p, const node *who, LLVMValueRef other)
{
    if (who->kind == N_PLAYER && meaning_player(who) == FX_PLAYER_YOU)
        return LLVMBuildICmp(u->b, LLVMIntEQ, p, cg_you(u), "");
    LLVMValueRef turn = cg_step_player(u, who);
    if (turn)
        return LLVMBuildICmp(u->b, LLVMIntEQ, p, turn, "");
    LLVMValueRef g[] = { cg_game(u) }, a[] = { cg_game(u), p };
    LLVMValueRef in = LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntSLT, p, cg_call(u, "cardrt_player_count", u->cg->i32, g, 1), ""),
                                   LLVMBuildNot(u->b, cg_call(u, "cardrt_player_lost", u->cg->i1, a, 2), ""), "");
    if (meaning_det(who) == FX_DET_EACH_OTHER)
        in = LLVMBuildAnd(u->b, in, LLVMBuildICmp(u->b, LLVMIntNE, p, other, ""), "");
    LLVMValueRef is = cg_player_test(u, p, who);
    return is ? LLVMBuildAnd(u->b, in, is, "") : NULL;
}

LLVMValueRef cg_greatest_of_players(unit *u, const node *who, LLVMValueRef which)
{
    LLVMValueRef best = i32(u, 0), any = cg_i1(u->cg, false);
    for (int p = 0; p < CARDRT_MAX_PLAYERS; p++) {
        LLVMValueRef is = player_among(u, i32(u, p), who, NULL);
        if (!is)
            return NULL;
        LLVMValueRef v = per_player_value(u, i32(u, p), which ? FX_MORE_CONTROL : FX_MORE_LIFE, which);
        LLVMValueRef more = LLVMBuildOr(u->b, LLVMBuildNot(u->b, any, ""), LLVMBuildICmp(u->b, LLVMIntSGT, v, best, ""), "");
        best = LLVMBuildSelect(u->b, LLVMBuildAnd(u->b, is, more, ""), v, best, "");
        any = LLVMBuildOr(u->b, any, is, "");
    }
    return best;
}

/* ---- players described: "each opponent who controls more lands than you" ---------- */

/* The player a player trait T names: any, an opponent; IR_WHO_NONE for an
 * object's trait. */
static ir_who trait_player(const ir_trait *t)
{
    ir_word w = t->kind == IR_TRAIT_PLAYER && !t->negated ? ir_trait_word(t) : (ir_word){ .kind = IR_WORD_UNKNOWN };
    return w.kind == IR_WORD_PLAYER ? IR_WHO_ANY : w.kind == IR_WORD_OPPONENT ? IR_WHO_OPPONENT : IR_WHO_NONE;
}

/* The one player trait of F's one alternative ("opponent"), IR_WHO_NONE for another F. */
static ir_who one_player_trait(const ir_filter *f)
{
    const ir_alt *a = f->any_of;
    return a && !a->next && a->ntraits == 1 ? trait_player(&a->traits[0]) : IR_WHO_NONE;
}

/* Were all the players F describes ("opponent" of "for each opponent who
 * does") asked by the "may" of the players MAY ("Each opponent may ...")? */
static bool asked_each(const node *may, const ir_filter *f)
{
    int who = cg_players_who(may);
    return who == CARDRT_WHO_EACH || (who == CARDRT_WHO_OPPONENTS && one_player_trait(f) == IR_WHO_OPPONENT);
}

/* Player P controls as many objects as F's `controls` counts ("who controls
 * a white creature", "who doesn't control an Elf", "who controls six or
 * more lands"): the permanents of its `of` P controls, compared. */
static LLVMValueRef controls_test(unit *u, LLVMValueRef p, const ir_filter *f)
{
    static const LLVMIntPredicate preds[] = {
        [IR_CMP_EQ] = LLVMIntEQ, [IR_CMP_LE] = LLVMIntSLE, [IR_CMP_GE] = LLVMIntSGE,
        [IR_CMP_LT] = LLVMIntSLT, [IR_CMP_GT] = LLVMIntSGT,
    };
    const ir_condition *c = f->controls;
    const ir_filter *of = c->kind == IR_CONDITION_COUNT && c->of && c->of->kind == IR_SEL_ALL ? c->of->filter : NULL;
    ir_cmp op = of && !c->also && !c->or_else && !c->different && c->value && cg_ir_amount_compiles(u, c->value)
                ? ir_cmp_named(c->op) : IR_CMP_NONE;
    if (op == IR_CMP_NONE || of->zone != IR_ZONE_BATTLEFIELD)
        return cg_unsupported_at(u, c->range, "this qualifier of players"), NULL;
    LLVMValueRef which = cg_ir_affects_fn(u, of), v = which ? cg_ir_amount(u, c->value) : NULL;
    if (!v)
        return NULL;
    LLVMValueRef n = cg_call(u, "cardrt_count_controlled", u->cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u), which, p }, 4);
    LLVMValueRef r = LLVMBuildICmp(u->b, preds[op], n, v, "");
    return c->negated ? LLVMBuildNot(u->b, r, "") : r;
}

/* Player P answered the last "may" asked of several players as F's
 * `answered` says ("For each opponent who does" after "Each opponent may
 * ...": those of the players it asked who chose to, "who didn't" the
 * others, CR 101.4). */
static LLVMValueRef answered_test(unit *u, LLVMValueRef p, const ir_filter *f)
{
    if (!u->ctx_arg || u->each_may_fn != u->fn || !u->each_may || !asked_each(u->each_may, f))
        return cg_unsupported_at(u, f->range, "'who does' without the players a 'may' asked"), NULL;
    LLVMValueRef did = ctx_call(u, "cardrt_sel_has_player", u->cg->i1, (LLVMValueRef[]){ i32(u, u->each_may_yes), p }, 2);
    return ir_filter_answered_yes(f) ? did : LLVMBuildNot(u->b, did, "");
}

/* Player P is one the sacrifice or discard just before moved no object of
 * F's `moved_none` for ("Each opponent who can't loses 3 life", "each
 * player who didn't discard a creature card this way"): sacrificed, as
 * they last were on the battlefield (lowering says the action is that one,
 * of each of them). */
static LLVMValueRef moved_none_test(unit *u, LLVMValueRef p, const ir_filter *f)
{
    if (!u->ctx_arg || !u->last_act || u->last_verb != meaning_verb(u->last_act)
        || (u->last_verb != FX_VERB_SACRIFICE && u->last_verb != FX_VERB_DISCARD))
        return cg_unsupported_at(u, f->range, "'who can't' without a sacrifice or discard of each of them just before"),
               NULL;
    bool sacrificed = u->last_verb == FX_VERB_SACRIFICE, was = u->last_known, x = u->item_x;
    u->last_known = sacrificed;
    u->item_x = true;       /* (tested as the effect resolves) */
    LLVMValueRef which = cg_ir_affects_fn(u, f->moved_none);
    u->last_known = was;
    u->item_x = x;
    return which ? ctx_call(u, "cardrt_ctx_moved_none", u->cg->i1, (LLVMValueRef[]){ p, which, cg_i1(u->cg, sacrificed) }, 3)
                 : NULL;
}

/* The fields of a filter of players player_qualifier reads (its *READ). */
enum { READ_ANSWERED = 1, READ_MOVED_NONE = 2, READ_CONTROLS = 4, READ_EXCEPT = 8, READ_HOLDS = 16 };

/* Does the qualifier Q of a description of players, F, hold of player P
 * (an i32)?  Each says one field of F, compiled from it: `answered` ("who
 * does", "who didn't"), `moved_none` ("who can't"), `controls` ("who
 * controls a white creature"); F's `holds` is a condition whose subject is
 * P: the clause of "who controls more lands than you", "who lost life this
 * turn"; "with no cards in hand", "with exactly 13 life" as "P has ...",
 * which cg_condition compiles as it would "that player controls ..." of a
 * step's player, P being the player cg_step_player names (unit.tested);
 * "other than target player" (F's `except`): not one of that selection.  A
 * qualifier F does not say is refused. */
static LLVMValueRef player_qualifier(unit *u, LLVMValueRef p, const ir_filter *f, const node *np, const node *q,
                                     unsigned *read)
{
    const node *arg = q->kind == N_QUALIFIER ? q->a : NULL;
    fx_word w = meaning_word(q);
    fx_verb verb;
    const node *moved;
    bool negated;
    if ((w == FX_W_WHO_DOES || w == FX_W_WHO_DOESNT) && f->answered)
        return *read |= READ_ANSWERED, answered_test(u, p, f);
    if (ir_players_moved_none(q, &verb, &moved) && f->moved_none)
        return *read |= READ_MOVED_NONE, moved_none_test(u, p, f);
    if (ir_who_controls(q, &negated) && f->controls)
        return *read |= READ_CONTROLS, controls_test(u, p, f);
    if (w == FX_W_OTHER_THAN && arg && !arg->next && cg_subject_names_players(u, arg) && f->except) {
        *read |= READ_EXCEPT;
        /* "Each player other than target player": not a player of it, as the effect does this */
        if (!u->ctx_arg)
            return cg_unsupported(u, q, "'other than' a player here"), NULL;
        int s = cg_sel_of(u, arg);
        if (s < 0)
            return NULL;
        return LLVMBuildNot(u->b, ctx_call(u, "cardrt_sel_has_player", u->cg->i1, (LLVMValueRef[]){ i32(u, s), p }, 2), "");
    }
    node subj, what, clause;
    if (!f->holds || !ir_player_qual_clause(q, &subj, &what, &clause))
        return cg_unsupported(u, q, "this qualifier of players"), NULL;
    *read |= READ_HOLDS;
    const node *was = u->tested, *was_of = u->tested_of;
    LLVMValueRef was_p = u->tested_p;
    u->tested = &subj;
    u->tested_p = p;
    u->tested_of = np;
    LLVMValueRef r = cg_condition(u, &clause);
    u->tested = was;
    u->tested_p = was_p;
    u->tested_of = was_of;
    return r;
}

LLVMValueRef cg_ir_player_test(unit *u, LLVMValueRef p, const ir_filter *f, const node *np, const node *quals)
{
    ir_filter rest = *f;    /* what player_qualifier reads taken out: traits alone */
    rest.controls = rest.holds = NULL;
    rest.answered = NULL;
    rest.moved_none = NULL;
    rest.except = NULL;
    if (!ir_filter_only_traits(&rest) || rest.controller != IR_CTRL_ANY || rest.single_target || rest.and_exile
        || rest.cast_nth)
        return cg_unsupported_at(u, f->range, "this qualifier of players"), NULL;
    LLVMValueRef r = cg_i1(u->cg, false);
    for (const ir_alt *a = f->any_of; a; a = a->next) {
        ir_who who = a->ntraits == 1 ? trait_player(&a->traits[0]) : IR_WHO_NONE;
        if (who == IR_WHO_NONE)
            return cg_unsupported_at(u, f->range, "objects where players are meant"), NULL;
        r = LLVMBuildOr(u->b, r, cg_player_is(u, p, who), "");
    }
    unsigned read = 0;
    for (const node *q = quals ? quals->a : NULL; q && r; q = q->next)
        r = cg_all(u, r, player_qualifier(u, p, f, np, q, &read));
    unsigned says = (f->answered ? READ_ANSWERED : 0) | (f->moved_none ? READ_MOVED_NONE : 0)
                  | (f->controls ? READ_CONTROLS : 0) | (f->except ? READ_EXCEPT : 0) | (f->holds ? READ_HOLDS : 0);
    if (r && (says & ~read))    /* a field of F no qualifier of its words says */
        return cg_unsupported_at(u, f->range, "this qualifier of players"), NULL;
    return r;
}

/* The players in the game NP describes ("opponents who control more lands
 * than you"), as bits 1 << player; NULL when it cannot say. */
static LLVMValueRef players_mask(unit *u, const node *np)
{
    LLVMValueRef mask = i32(u, 0);
    for (int p = 0; p < CARDRT_MAX_PLAYERS && mask; p++) {
        LLVMValueRef is = player_among(u, i32(u, p), np, cg_you(u));
        mask = is ? LLVMBuildOr(u->b, mask, LLVMBuildShl(u->b, LLVMBuildZExt(u->b, is, u->cg->i32, ""), i32(u, p), ""), "")
                  : NULL;
    }
    return mask;
}

LLVMValueRef cg_count_players(unit *u, const node *np)
{
    LLVMValueRef n = i32(u, 0);
    for (int p = 0; p < CARDRT_MAX_PLAYERS && n; p++) {
        LLVMValueRef is = player_among(u, i32(u, p), np, cg_you(u));
        n = is ? LLVMBuildAdd(u->b, n, LLVMBuildZExt(u->b, is, u->cg->i32, ""), "") : NULL;
    }
    return n;
}

int cg_described_players(unit *u, const node *np)
{
    LLVMValueRef mask = players_mask(u, np);
    int s = mask ? cg_new_sel(u, np) : -1;
    if (s < 0)
        return -1;
    ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_WHO_EACH) }, 2);
    ctx_call(u, "cardrt_sel_keep_players", NULL, (LLVMValueRef[]){ i32(u, s), mask }, 2);
    return s;
}

int cg_most_players(unit *u, const node *np, const fx_more *m)
{
    LLVMValueRef which = NULL, v[CARDRT_MAX_PLAYERS], in[CARDRT_MAX_PLAYERS];
    if (m->what == FX_MORE_CONTROL) {
        node counted = *m->counted;     /* "the most Wizards": Wizards */
        counted.text = NULL;
        if (!(which = cg_affects_fn(u, &counted)))
            return -1;
    }
    LLVMValueRef g[] = { cg_game(u) }, n = cg_call(u, "cardrt_player_count", u->cg->i32, g, 1);
    for (int p = 0; p < CARDRT_MAX_PLAYERS; p++) {
        LLVMValueRef a[] = { cg_game(u), i32(u, p) };
        v[p] = per_player_value(u, i32(u, p), m->what, which);
        in[p] = LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntSLT, i32(u, p), n, ""),
                             LLVMBuildNot(u->b, cg_call(u, "cardrt_player_lost", u->cg->i1, a, 2), ""), "");
    }
    /* the one with more than each other player still in the game: none when two tie */
    LLVMValueRef mask = i32(u, 0);
    for (int p = 0; p < CARDRT_MAX_PLAYERS; p++) {
        LLVMValueRef best = in[p];
        for (int q = 0; q < CARDRT_MAX_PLAYERS; q++)
            if (q != p)
                best = LLVMBuildAnd(u->b, best, LLVMBuildOr(u->b, LLVMBuildNot(u->b, in[q], ""),
                                                            LLVMBuildICmp(u->b, LLVMIntSGT, v[p], v[q], ""), ""), "");
        mask = LLVMBuildOr(u->b, mask, LLVMBuildShl(u->b, LLVMBuildZExt(u->b, best, u->cg->i32, ""), i32(u, p), ""), "");
    }
    int s = cg_new_sel(u, np);
    if (s < 0)
        return -1;
    ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_WHO_EACH) }, 2);
    ctx_call(u, "cardrt_sel_keep_players", NULL, (LLVMValueRef[]){ i32(u, s), mask }, 2);
    return s;
}

/* "it becomes night" (meaning_becomes_day_night, CR 726 of the current rules) */
bool cg_day_night(unit *u, fx_day_night which)
{
    LLVMValueRef a[] = { cg_game(u), i32(u, which == FX_DAY ? CARDRT_DAY : CARDRT_NIGHT) };
    cg_call(u, "cardrt_set_day_night", u->cg->i32, a, 2);
    return true;
}

/* "You become the monarch", "Target opponent becomes the monarch"
 * (meaning_becomes_monarch): one player takes the designation. */
bool cg_become_monarch(unit *u, const node *a)
{
    if (a->a && ir_several_players(a->a))
        return cg_unsupported(u, a->a, "several players becoming the monarch");
    int s = cg_subject_players(u, a);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_become_monarch", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
    return true;
}

/* "Double the number of +1/+1 counters on each creature you control",
 * "double the number of each kind of counter on target permanent",
 * "Double your life total", "double target creature's power and toughness
 * until end of turn" (CR 701.10). */
bool cg_double(unit *u, const node *a)
{
    const char *kind;
    const node *on = meaning_double_counters(a, &kind), *whose = meaning_double_life(a);
    if (on) {
        int s = cg_sel_of(u, on);
        if (s < 0)
            return false;
        ctx_call(u, "cardrt_fx_double_counters", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, s), kind ? cg_cstring(u, kind) : LLVMConstNull(u->cg->ptr) }, 2);
        return true;
    }
    bool power, toughness;
    const node *pumped = meaning_double_pt(a, &power, &toughness);
    if (pumped) {
        int s = cg_sel_of(u, pumped);
        if (s < 0)
            return false;
        ctx_call(u, "cardrt_fx_double_pt", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, s), cg_i1(u->cg, power), cg_i1(u->cg, toughness),
                                   i32(u, CARDRT_UNTIL_END_OF_TURN) }, 4);
        return true;
    }
    if (!whose)
        return cg_unsupported_word(u, a, meaning_words(a));
    node by = *a;
    by.a = a->b->a;      /* whose: the possessive's owner */
    int s = cg_subject_players(u, &by);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_double_life", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
    return true;
}

/* "Your life total becomes 10", "target player's life total becomes equal
 * to your starting life total" (meaning_life_total_becomes, CR 119.5): each
 * player gains or loses the difference; an amount counted for each of
 * several players would be theirs, not said here. */
bool cg_set_life(unit *u, const node *a)
{
    const node *whose, *to = meaning_life_total_becomes(a, &whose);
    if (ir_several_players(whose) && meaning_number(to) < 0)
        return cg_unsupported(u, to, "a life total of several players set to this amount");
    LLVMValueRef n = cg_amount(u, to);
    if (!n)
        return false;
    node by = *a;
    by.a = a->a->a;     /* whose: the possessive's owner */
    int s = cg_subject_players(u, &by);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_set_life", u->cg->i32, (LLVMValueRef[]){ i32(u, s), n }, 2);
    return true;
}

/* "Move a +1/+1 counter from ~ onto target creature" (meaning_move_counters,
 * CR 122.5): from one object onto another. */
bool cg_move_counters(unit *u, const node *a)
{
    const char *kind;
    const node *onto, *from = meaning_move_counters(a, &kind, &onto);
    if (!from)
        return cg_unsupported_word(u, a, meaning_words(a));
    if (meaning_moved_onto_itself(from, onto))
        return cg_unsupported(u, onto, "moving counters onto what they are moved from");
    LLVMValueRef n = kind ? cg_amount(u, a->b) : i32(u, 0);
    int s = n ? cg_sel_of(u, from) : -1, t = s >= 0 ? cg_sel_of(u, onto) : -1;
    if (t < 0)
        return false;
    if (!kind)      /* "move all counters from ~ onto target creature": each kind */
        ctx_call(u, "cardrt_fx_counters_of", u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, t), cg_i1(u->cg, true) }, 3);
    else
        ctx_call(u, "cardrt_fx_move_counters", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, s), i32(u, t), cg_cstring(u, kind), n }, 4);
    return true;
}

/* "you win the game", "that player loses the game" (CR 104.2b, 104.3e):
 * each player the subject names wins (their opponents lose) or loses, at
 * once. */
bool cg_game_over(unit *u, const node *a, bool win)
{
    int s = cg_subject_players(u, a);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_game_over", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_i1(u->cg, win) }, 2);
    return true;
}

/* "You skip your next turn", "Target player skips their next untap step"
 * (meaning_skip_next, CR 500.11): each player the subject names skips it. */
bool cg_skip_next(unit *u, const node *a)
{
    static const cardrt_skip skips[] = { [FX_SKIP_TURN] = CARDRT_SKIP_TURN, [FX_SKIP_UNTAP_STEP] = CARDRT_SKIP_UNTAP_STEP,
                                         [FX_SKIP_DRAW_STEP] = CARDRT_SKIP_DRAW_STEP,
                                         [FX_SKIP_COMBAT_PHASE] = CARDRT_SKIP_COMBAT_PHASE };
    fx_skip what = meaning_skip_next(a);
    int s = cg_subject_players(u, a);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_skip_next", u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, skips[what]), i32(u, 1) }, 3);
    return true;
}

/* "Take an extra turn after this one", "Target player takes an extra turn
 * after this one" (meaning_extra_turn, CR 500.7): each player the subject
 * names gets one. */
bool cg_extra_turn(unit *u, const node *a)
{
    int s = cg_subject_players(u, a);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_extra_turn", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
    return true;
}

bool cg_add_phases(unit *u, const node *s)
{
    static const int after[] = {
        [IR_PHASE_THIS] = CARDRT_PHASE_THIS, [IR_PHASE_MAIN] = CARDRT_PHASE_MAIN, [IR_PHASE_COMBAT] = CARDRT_PHASE_COMBAT,
    };
    const ir_instr *in = cg_ir_instr(u, IR_ADD_PHASES, s);
    if (!in)
        return false;
    ctx_call(u, "cardrt_fx_add_phases", u->cg->i32, (LLVMValueRef[]){ i32(u, after[in->phase]), cg_i1(u->cg, in->then_main) },
             2);
    return true;
}
