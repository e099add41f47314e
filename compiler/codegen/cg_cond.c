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
 * is, or any player of "a player", "an opponent" (each in turn, as many as
 * the game has; of "each player", every one)? */
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
    if (who->kind == N_PLAYER && meaning_player(who) == FX_PLAYER_DEFENDING) {
        /* "if defending player is poisoned": the one the source attacks, or
         * would (cardrt_defending_player_of); none (-1): it does not hold */
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };
        LLVMValueRef p = cg_call(u, "cardrt_defending_player_of", cg->i32, a, 2);
        LLVMValueRef some = LLVMBuildICmp(u->b, LLVMIntSGE, p, i32(u, 0), "");
        LLVMValueRef holds = test(u, LLVMBuildSelect(u->b, some, p, i32(u, 0), ""), arg);
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

static LLVMValueRef hand_holds(unit *u, LLVMValueRef p, const void *arg)
{
    LLVMValueRef a[] = { cg_game(u), p, i32(u, CARDRT_HAND) };
    return cg_count_holds(u, cg_call(u, "cardrt_zone_size", u->cg->i32, a, 3), arg);
}

static LLVMValueRef graveyard_holds(unit *u, LLVMValueRef p, const void *arg)
{
    LLVMValueRef a[] = { cg_game(u), p, i32(u, CARDRT_GRAVEYARD) };
    return cg_count_holds(u, cg_call(u, "cardrt_zone_size", u->cg->i32, a, 3), arg);
}

static LLVMValueRef library_holds(unit *u, LLVMValueRef p, const void *arg)
{
    LLVMValueRef a[] = { cg_game(u), p, i32(u, CARDRT_LIBRARY) };
    return cg_count_holds(u, cg_call(u, "cardrt_zone_size", u->cg->i32, a, 3), arg);
}

/* P's poison counters (CR 122.1f), compared as ARG says ("three or more") */
static LLVMValueRef poison_holds(unit *u, LLVMValueRef p, const void *arg)
{
    return cg_count_holds(u, cg_player_stat(u, "cardrt_poison", p), arg);
}

static LLVMValueRef life_holds(unit *u, LLVMValueRef p, const void *arg)
{
    return cg_count_holds(u, cg_player_stat(u, "cardrt_life", p), arg);
}

/* "an opponent controls seven or more lands": the permanents `which`
 * accepts that player P controls, compared as `what` says. */
typedef struct controls_test {
    const node *what;
    LLVMValueRef which;
} controls_test;

static LLVMValueRef controls_holds(unit *u, LLVMValueRef p, const void *arg)
{
    const controls_test *t = arg;
    LLVMValueRef a[] = { cg_game(u), cg_src(u), t->which, p };
    return cg_count_holds(u, cg_call(u, "cardrt_count_controlled", u->cg->i32, a, 4), t->what);
}

/* "you control your commander" (one you own, CR 903.3), "you control a
 * commander": the commanders P controls, compared as `count` says (NULL: at
 * least one) */
static LLVMValueRef commanders_holds(unit *u, LLVMValueRef p, const void *arg)
{
    const ir_player_cond *pc = arg;
    LLVMValueRef a[] = { cg_game(u), p, pc->stat == IR_PSTAT_OWN_COMMANDERS ? p : i32(u, -1) };
    LLVMValueRef n = cg_call(u, "cardrt_commanders_controlled", u->cg->i32, a, 3);
    return pc->count ? cg_count_holds(u, n, pc->count) : LLVMBuildICmp(u->b, LLVMIntSGT, n, i32(u, 0), "");
}

/* "is poisoned": has one or more poison counters (CR 122.1f of the current rules) */
static LLVMValueRef poisoned_holds(unit *u, LLVMValueRef p, const void *unused)
{
    (void)unused;
    return LLVMBuildICmp(u->b, LLVMIntSGT, cg_player_stat(u, "cardrt_poison", p), i32(u, 0), "");
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

static LLVMValueRef spent_test(unit *u, LLVMValueRef obj, const node *c);

/* A test on the objects a phrase names, true if any of them passes: the
 * source itself, or (in an effect) a selection ("if that creature is tapped"). */
LLVMValueRef cg_subject_holds(unit *u, const node *subject, LLVMValueRef (*test)(unit *, LLVMValueRef, const node *),
                                  const node *arg)
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
    if (!u->ctx_arg && ir_your_top_card(subject)) {
        /* "as long as the top card of your library is a creature card" */
        LLVMValueRef top = cg_call(u, "cardrt_top_card", u->cg->i32, (LLVMValueRef[]){ cg_game(u), cg_you(u) }, 2);
        LLVMValueRef r = test(u, top, arg);
        return r ? LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntNE, top, i32(u, 0), ""), r, "") : NULL;
    }
    LLVMValueRef ev = event_part(u, subject, false);
    if (ev && u->cond_past && !u->last_known && test != cg_kicked_test && test != spent_test)
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

/* "{G} was spent to cast it", "{U}{B} was spent ...", "no mana was spent
 * to cast that spell", "at least three mana of the same color was spent
 * ..." (meaning_spent of the clause C): of the spell OBJ, or the permanent
 * it became, as cardrt_mana_spent counts it (CR 601.2h). */
static LLVMValueRef spent_test(unit *u, LLVMValueRef obj, const node *c)
{
    fx_spent sp;
    if (!meaning_spent(u->c, c, &sp))
        return cg_unsupported(u, c, "this condition"), NULL;
    LLVMValueRef n[6], r = cg_i1(u->cg, true), total = i32(u, 0);
    for (int k = 0; k < 6; k++)         /* (OBJ NULL: the resolving activated ability's cost) */
        n[k] = obj ? cg_call(u, "cardrt_mana_spent", u->cg->i32, (LLVMValueRef[]){ cg_game(u), obj, i32(u, k) }, 3)
                   : ctx_call(u, "cardrt_ctx_mana_spent", u->cg->i32, (LLVMValueRef[]){ i32(u, k) }, 1);
    switch (sp.what) {
    case FX_SPENT_KINDS:        /* each kind, at least as much as it says */
        for (int k = 0; k < 6; k++)
            if (sp.count[k])
                r = LLVMBuildAnd(u->b, r, LLVMBuildICmp(u->b, LLVMIntSGE, n[k], i32(u, sp.count[k]), ""), "");
        return r;
    case FX_SPENT_ALL:
    case FX_SPENT_COLORED:
        for (int k = 0; k < (sp.what == FX_SPENT_ALL ? 6 : 5); k++)
            total = LLVMBuildAdd(u->b, total, n[k], "");
        break;
    case FX_SPENT_TREASURE:     /* "mana from a Treasure" */
    case FX_SPENT_SNOW:         /* "{S}" */
        total = !obj ? ctx_call(u, sp.what == FX_SPENT_SNOW ? "cardrt_ctx_mana_spent_snow" : "cardrt_ctx_mana_spent_treasure",
                                u->cg->i32, NULL, 0)
                     : cg_call(u, sp.what == FX_SPENT_SNOW ? "cardrt_mana_spent_snow" : "cardrt_mana_spent_treasure", u->cg->i32,
                               (LLVMValueRef[]){ cg_game(u), obj }, 2);
        break;
    case FX_SPENT_ONE_COLOR:    /* the color of which most was spent */
        for (int k = 0; k < 5; k++)
            total = LLVMBuildSelect(u->b, LLVMBuildICmp(u->b, LLVMIntSGT, n[k], total, ""), n[k], total, "");
        break;
    }
    return sp.none ? LLVMBuildICmp(u->b, LLVMIntEQ, total, i32(u, 0), "")
                   : LLVMBuildICmp(u->b, LLVMIntSGE, total, i32(u, sp.at_least), "");
}

/* "entered the battlefield this turn", "was dealt damage this turn", "attacked this turn": of the
 * object as it is now (a zone change makes a new one, CR 400.7). */
static LLVMValueRef this_turn_test(unit *u, LLVMValueRef obj, const node *c)
{
    LLVMValueRef a[] = { cg_game(u), obj };
    fx_verb v = meaning_verb(c);
    return cg_call(u, v == FX_VERB_ENTER ? "cardrt_entered_this_turn" : v == FX_VERB_ATTACK ? "cardrt_attacked_this_turn"
                                                                      : "cardrt_object_damaged_this_turn", u->cg->i1, a, 2);
}

/* "attacked or blocked this turn", "... this combat" (ir_fought_cond_of): of the object as it is now
 * (CR 508.1, 509.1, 506.1); ARG the condition. */
/* "attacked during your (its controller's) last turn": of the object as it is now. */
static LLVMValueRef attacked_last_turn_test(unit *u, LLVMValueRef obj, const node *unused)
{
    (void)unused;
    return cg_call(u, "cardrt_attacked_last_turn", u->cg->i1, (LLVMValueRef[]){ cg_game(u), obj }, 2);
}

static LLVMValueRef fought_test(unit *u, LLVMValueRef obj, const node *c)
{
    const node *who;
    bool blocked, this_combat;
    ir_fought_cond_of(c, &who, &blocked, &this_combat);
    LLVMValueRef a[] = { cg_game(u), obj };
    LLVMValueRef r = cg_call(u, this_combat ? "cardrt_attacked_this_combat" : "cardrt_attacked_this_turn", u->cg->i1, a, 2);
    if (blocked)
        r = LLVMBuildOr(u->b, r, cg_call(u, this_combat ? "cardrt_blocked_this_combat" : "cardrt_blocked_this_turn",
                                         u->cg->i1, a, 2), "");
    return r;
}

/* Did the object *SRC deal damage this turn to the player P (cardrt_damage_dealt)? */
static LLVMValueRef damage_from_holds(unit *u, LLVMValueRef p, const void *src)
{
    LLVMValueRef d[] = { cg_game(u), *(const LLVMValueRef *)src, i32(u, CARDRT_REF_PLAYER), p };
    return cg_call(u, "cardrt_damage_dealt", u->cg->i1, d, 4);
}

/* "~ dealt damage to an opponent this turn" (ir_dealt_damage_cond_of): OBJ as it is now, to some
 * one of those players (CR 120.1, 400.7); ARG the condition. */
static LLVMValueRef dealt_to_test(unit *u, LLVMValueRef obj, const node *c)
{
    const node *source, *to;
    ir_dealt_damage_cond_of(c, &source, &to);
    return cg_some_player(u, to, damage_from_holds, &obj);
}

/* "is attacking alone": attacking, and no other creature is (CR 506.5) */
static LLVMValueRef attacking_alone_test(unit *u, LLVMValueRef obj, const node *unused)
{
    (void)unused;
    LLVMValueRef a[] = { cg_game(u), obj };
    LLVMValueRef g[] = { cg_game(u) };
    LLVMValueRef one = LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_attacker_count", u->cg->i32, g, 1),
                                     i32(u, 1), "");
    return LLVMBuildAnd(u->b, cg_call(u, "cardrt_is_attacking", u->cg->i1, a, 2), one, "");
}

/* "is tapped", "is equipped", "is enchanted": a state. */
static LLVMValueRef state_test(unit *u, LLVMValueRef obj, const node *w)
{
    LLVMValueRef a[] = { cg_game(u), obj };
    if (w->token == TAPPED || w->token == UNTAPPED) {
        LLVMValueRef t = cg_call(u, "cardrt_is_tapped", u->cg->i1, a, 2);
        return w->token == TAPPED ? t : LLVMBuildNot(u->b, t, "");
    }
    if (w->token == ATTACKING || w->token == BLOCKING)
        return cg_call(u, w->token == ATTACKING ? "cardrt_is_attacking" : "cardrt_is_blocking", u->cg->i1, a, 2);
    if (w->token == EQUIPPED || (w->token == ENCHANTED && meaning_word(w) == FX_W_ENCHANTED)) {
        LLVMValueRef b[] = { cg_game(u), obj, cg_cstring(u, w->token == EQUIPPED ? "Equipment" : "Aura") };
        LLVMValueRef n = cg_call(u, "cardrt_attachments", u->cg->i32, b, 3);
        return LLVMBuildICmp(u->b, LLVMIntSGT, n, i32(u, 0), "");
    }
    return cg_unsupported(u, w, "this state"), NULL;
}

/* A qualifier Q ("with a +1/+1 counter on it") as a state of OBJ: the
 * filter lowering made of it (lower_cond.c, lower_qualified_cond). */
static LLVMValueRef qualifier_holds(unit *u, LLVMValueRef obj, const node *q)
{
    const ir_filter *f = cg_ir_filter(u, q);
    return f ? cg_ir_object_test(u, obj, f) : (cg_unsupported(u, q, "this condition"), NULL);
}

/* "is an enchantment", "is a red creature": the filter lowering made of
 * the description (is_description), wherever the object is */
static LLVMValueRef description_test(unit *u, LLVMValueRef obj, const node *what)
{
    const ir_filter *f = cg_ir_filter(u, what->a);
    return f ? cg_ir_object_test(u, obj, f) : (cg_unsupported(u, what, "this description"), NULL);
}

/* "is red", "is legendary": one word of a description, the filter
 * lowering made of it (lower_cond.c, word_filter) */
static LLVMValueRef word_holds(unit *u, LLVMValueRef obj, const node *w)
{
    const ir_filter *f = cg_ir_filter(u, w);
    return f ? cg_ir_object_test(u, obj, f) : (cg_unsupported(u, w, "this condition"), NULL);
}

/* "is red", "is legendary", "is white or blue": the filter of the card
 * IR's "is" condition lowered from the clause C (is_condition) */
static LLVMValueRef ir_is_holds(unit *u, LLVMValueRef obj, const node *c)
{
    return cg_ir_object_test(u, obj, cg_ir_cond(u, c)->filter);
}

/* "if that creature is 1/1": the power and toughness the card IR's "is"
 * condition lowered from the clause C compares (lower_cond), now or ("if
 * it was 1/1") as it last was. */
static LLVMValueRef ir_pt_holds(unit *u, LLVMValueRef obj, const node *c)
{
    LLVMValueRef r = cg_i1(u->cg, true), a[] = { cg_game(u), obj };
    for (const ir_compare *k = cg_ir_cond(u, c)->filter->compares; k && r; k = k->next) {
        ir_stat st = ir_stat_named(k->stat);
        if ((st != IR_STAT_POWER && st != IR_STAT_TOUGHNESS) || ir_cmp_named(k->op) != IR_CMP_EQ || !k->value
            || k->value->kind != IR_AMOUNT_CONST)
            return cg_unsupported_at(u, c->range, "this condition"), NULL;
        int stat = st == IR_STAT_POWER ? CARDRT_STAT_POWER : CARDRT_STAT_TOUGHNESS;
        LLVMValueRef v = u->last_known       /* "if it was 1/1": as it last was (CR 603.10a) */
                         ? cg_call(u, "cardrt_last_stat", u->cg->i32, (LLVMValueRef[]){ a[0], obj, i32(u, stat) }, 3)
                         : cg_call(u, st == IR_STAT_POWER ? "cardrt_power" : "cardrt_toughness", u->cg->i32, a, 2);
        r = LLVMBuildAnd(u->b, r, LLVMBuildICmp(u->b, LLVMIntEQ, v, i32(u, k->value->value), ""), "");
    }
    return r;
}

/* The card IR's "is" condition lowered from the clause C, one filter, else NULL. */
static const ir_condition *is_condition(unit *u, const node *c)
{
    const ir_condition *ic = cg_ir_cond(u, c);
    return ic && ic->kind == IR_CONDITION_IS && ic->filter && !ic->also && !ic->or_else ? ic : NULL;
}

/* "is in your graveyard", "is on the battlefield" */
static LLVMValueRef zone_test(unit *u, LLVMValueRef obj, const node *z)
{
    ir_zone named;
    ir_who whose;
    if (!ir_zone_phrase(z, &named, &whose) && !ir_zone_of_player(z, &named))
        /* "is in the command zone": a zone the runtime puts no card in */
        return cg_unsupported(u, z, arena_printf(u->arena, "the zone '%s'", cg_text(u, z->range))), NULL;
    node *q = ir_qualifier_new(u->arena, IR_QUAL_IN, z, z->range);
    node ql = { .kind = N_LIST, .a = q, .last = q, .range = z->range };
    node f = { .kind = N_FILTER, .range = z->range };
    node obj_np = { .kind = N_OBJECT, .a = &f, .b = &ql, .range = z->range };
    unsigned zones = cg_zones(u, &obj_np, 0);
    if (!zones || (zones & (zones - 1)))
        return cg_unsupported(u, z, "this zone"), NULL;
    LLVMValueRef a[] = { cg_game(u), obj };
    LLVMValueRef zone = cg_call(u, "cardrt_zone_of", u->cg->i32, a, 2);
    int k = 0;
    while (!(zones & (1u << k)))
        k++;
    LLVMValueRef r = LLVMBuildICmp(u->b, LLVMIntEQ, zone, i32(u, k), "");
    if (z->kind == N_POSSESSIVE && z->a && z->a->kind == N_PLAYER && meaning_player(z->a) == FX_PLAYER_YOU)
        r = LLVMBuildAnd(u->b, r, LLVMBuildICmp(u->b, LLVMIntEQ, cg_player_stat(u, "cardrt_owner", obj), cg_you(u), ""), "");
    else if (z->kind == N_POSSESSIVE)
        return cg_unsupported(u, z, "this zone"), NULL;
    return r;
}

/* "its power is 3 or greater", "X is 5 or more": AMOUNT (a possessive's
 * stat, or an amount) compared as CMP says ("3", "3 or greater"). */
static LLVMValueRef stat_compare(unit *u, const node *amount_of, const node *cmp)
{
    bool compare = cmp->kind == N_COMPARE;   /* else "3": equal to it */
    node amount = *cmp;
    const node *to = compare ? cmp->a : &amount;
    if (!to)                    /* "its mana value is odd": nothing to compare with */
        return cg_unsupported(u, cmp, "this comparison"), NULL;
    LLVMValueRef v = cg_amount(u, amount_of->kind == N_AMOUNT ? amount_of : meaning_stat_amount(u->arena, amount_of));
    LLVMValueRef w = v ? cg_amount(u, to) : NULL;
    if (!w)
        return NULL;
    switch (compare ? meaning_word(cmp) : FX_W_EQ) {
    case FX_W_GE: return LLVMBuildICmp(u->b, LLVMIntSGE, v, w, "");
    case FX_W_LE: return LLVMBuildICmp(u->b, LLVMIntSLE, v, w, "");
    case FX_W_EQ: return LLVMBuildICmp(u->b, LLVMIntEQ, v, w, "");
    case FX_W_LT: return LLVMBuildICmp(u->b, LLVMIntSLT, v, w, "");
    case FX_W_GT: return LLVMBuildICmp(u->b, LLVMIntSGT, v, w, "");
    default: return cg_unsupported(u, cmp, "this comparison"), NULL;
    }
}

/* "you control two or more Gates", "seven or more cards are in your
 * graveyard": IC, the count lowered from the clause C, of a filter of
 * traits, from the card IR; false for another.  IC's `negated` is not read:
 * it says the callers' own "unless" too ("no opponent controls": words). */
static bool ir_count_holds(unit *u, const node *c, const ir_condition *ic, LLVMValueRef *r)
{
    const ir_filter *f = ic->kind == IR_CONDITION_COUNT && ic->of && ic->of->kind == IR_SEL_ALL ? ic->of->filter : NULL;
    ir_cmp op = f ? ir_cmp_named(ic->op) : IR_CMP_NONE;
    if (!f || c->kind != N_ACTION || (meaning_verb(c) == FX_VERB_CONTROL && f->controller != IR_CTRL_YOU)
        || !ir_filter_only_traits(f) || ic->different || ic->also || ic->or_else || !ic->value
        || ic->value->kind != IR_AMOUNT_CONST || (op != IR_CMP_EQ && op != IR_CMP_LE && op != IR_CMP_GE))
        return false;
    LLVMValueRef n = cg_ir_count(u, f);
    *r = n ? LLVMBuildICmp(u->b, op == IR_CMP_EQ ? LLVMIntEQ : op == IR_CMP_LE ? LLVMIntSLE : LLVMIntSGE, n,
                           i32(u, ic->value->value), "")
           : NULL;
    return true;
}

static LLVMValueRef condition_of(unit *u, const node *c, const ir_condition *ic);

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
    const node *greatest = ir_control_greatest_of(u->arena, c);
    if (greatest)               /* "you control the creature with the greatest power or tied for ..." */
        c = greatest;
    LLVMValueRef lowered;
    if (ic && c->kind != N_LIST && cg_ir_condition_value(u, c, ic, &lowered))
        return lowered;
    if (ic && !greatest && ir_count_holds(u, c, ic, &lowered))
        return lowered;
    ir_condition_kind kind;
    ir_step step;
    if (!ic && (ir_turn_cond_of(c, &kind, &step) || ir_state_cond_of(c, &kind)))    /* compiled from the card IR only */
        return cg_no_ir_in(u, c, "this condition"), NULL;
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
    if (c->kind == N_ACTION && (meaning_verb(c) == FX_VERB_TAPPED || meaning_verb(c) == FX_VERB_UNTAPPED) && c->a
        && !c->b && !c->c) {
        node w = { .kind = N_WORD, .token = meaning_verb(c) == FX_VERB_TAPPED ? TAPPED : UNTAPPED, .range = c->range };
        return cg_subject_holds(u, c->a, state_test, &w);
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
    const node *targeted = !u->in_ability ? ir_self_targets_of(c) : NULL;
    if (targeted) {             /* "if it targets a black permanent": this spell (CR 601.2f) */
        LLVMValueRef which = cg_affects_fn(u, targeted);
        unsigned zones = which ? cg_zones(u, targeted, 0) : 0;
        if (which && !zones)
            return cg_unsupported(u, targeted, "cards without their zone"), NULL;
        LLVMValueRef a[] = { cg_game(u), cg_src(u), which, i32(u, (int)zones) };
        return which ? cg_call(u, "cardrt_item_targets", cg->i1, a, 4) : NULL;
    }
    if (c->kind == N_ACTION && meaning_verb(c) == FX_VERB_KICKED && c->c)  /* "... with its {R} kicker" */
        return cg_unsupported(u, c, "which kicker cost was paid"), NULL;
    bool life = c->kind == N_ACTION && meaning_verb(c) == FX_VERB_PAY_LIFE && c->b && c->b->kind == N_AMOUNT;
    const node *either = meaning_pay_either(c);     /* "pays {B} or {3}" */
    bool mana = c->kind == N_ACTION && c->b
                && ((meaning_verb(c) == FX_VERB_PAY && (meaning_mana_symbols(c->b) || meaning_mana_cost_of(c->b) || either))
                    || (meaning_verb(c) == FX_VERB_PAY_ENERGY && meaning_energy(u->c, c->b)));
    /* "unless its controller pays {1} for each card in your hand", "... pays
     * {X}, where X is its mana value": X found as it is asked */
    const node *each = mana && c->c && !c->c->a->next ? cg_modifier(c->c, N_MODIFIER, FX_W_FOR_EACH) : NULL;
    const node *where = mana && c->c && !c->c->a->next ? cg_modifier(c->c, N_MODIFIER, FX_W_WHERE) : NULL;
    if ((mana || life) && (!c->c || each || where)) {
        if (!u->ctx_arg)            /* "unless its controller pays {2}", "unless you pay 2 life" */
            return cg_unsupported(u, c, "paying here"), NULL;
        int who = -1;
        if (ir_any_player_of(c->a) != IR_WHO_NONE)  /* "unless any player pays {2}": the first who does */
            return either ? cg_unsupported(u, c, "either payment of any player"), NULL
                          : cg_any_player(u, c->a, cg_any_pays, c);
        if (ir_several_players(c->a))  /* "each opponent sacrifices ... unless they pay {1}": each one's choice */
            return cg_unsupported(u, c, "paying for each of several players"), NULL;
        if (c->a && !(c->a->kind == N_PLAYER && meaning_player(c->a) == FX_PLAYER_YOU) && (who = cg_subject_players(u, c)) < 0)
            return NULL;
        return cg_pays(u, c, who);
    }
    if (c->kind == N_ACTION && meaning_verb(c) == FX_VERB_HAVE && c->a && c->b && c->b->kind == N_OBJECT && c->c
        && !c->c->a->next && c->c->a->kind == N_PREP && meaning_word(c->c->a) == FX_W_ON) {
        /* "Test has a +1/+1 counter on it" */
        u->last_known = c->form & FORM_PAST;    /* "if it had a +1/+1 counter on it": as it last was */
        LLVMValueRef r = cg_subject_holds(u, c->a, qualifier_holds, ir_counters_with(u->arena, c));
        u->last_known = false;
        return r;
    }
    node *shares = ir_shares_qualifier(u->arena, c);
    if (shares)                 /* "if it shares a creature type with ~": as "that shares ..." */
        return cg_subject_holds(u, c->a, qualifier_holds, shares);
    fx_spent spent;
    if (meaning_spent(u->c, c, &spent) && !spent.spell) {
        /* "... spent to activate this ability" (lower_cond: an activated ability's) */
        if (!ic || ic->kind != IR_CONDITION_SPENT || ic->of || !u->ctx_arg)
            return cg_unsupported(u, c, "this condition"), NULL;
        return spent_test(u, NULL, c);
    }
    if (meaning_spent(u->c, c, &spent))         /* "{G} was spent to cast it" (CR 601.2h) */
        return cg_subject_holds(u, spent.spell, spent_test, c);
    const node *turn = c->kind == N_ACTION && c->c && c->c->a && !c->c->a->next ? c->c->a : NULL;
    if (turn && turn->kind == N_DURATION && meaning_time(turn) == FX_TIME_THIS_TURN && c->a && !c->b
        && (meaning_verb(c) == FX_VERB_ENTER || meaning_verb(c) == FX_VERB_DEALT_DAMAGE || meaning_verb(c) == FX_VERB_ATTACK)
        && !cg_names_players(c->a) && !(u->tested && c->a == u->tested))     /* (a player: history_holds) */
        return cg_subject_holds(u, c->a, this_turn_test, c);   /* "if ~ entered the battlefield (attacked) this turn" */
    if (ir_attacked_last_turn_of(c))    /* "if it attacked during your last turn" */
        return cg_subject_holds(u, c->a, attacked_last_turn_test, c);
    const node *fought, *dealt_to;
    bool fought_blocked, fought_combat;
    if (ir_dealt_damage_cond_of(c, &fought, &dealt_to))
        return cg_subject_holds(u, fought, dealt_to_test, c);  /* "if ~ dealt damage to an opponent this turn" */
    if (ir_fought_cond_of(c, &fought, &fought_blocked, &fought_combat))
        return cg_subject_holds(u, fought, fought_test, c);    /* "if ~ attacked or blocked this combat" */
    const node *attachments, *host;
    if (ir_attached_cond_of(c, &attachments, &host))    /* "two or more Equipment are attached to it" */
        return cg_count_with(u, attachments, IR_QUAL_ATTACHED_TO, host);
    if (ir_blocking_cond_of(c, &attachments, &host))    /* "two or more creatures are blocking it" */
        return cg_count_with(u, attachments, IR_QUAL_BLOCKING, host);
    ir_zone cards_zone;
    const node *cards;
    if (ir_zone_cards_cond_of(c, &cards_zone, &host, &cards)) {
        /* "your library has no cards in it", "a graveyard has twenty or more
         * cards in it" (some player's) */
        LLVMValueRef (*test)(unit *, LLVMValueRef, const void *) = cards_zone == IR_ZONE_LIBRARY ? library_holds
                                                                                               : graveyard_holds;
        if (host)
            return cg_some_player(u, host, test, cards);
        LLVMValueRef g[] = { cg_game(u) }, r = cg_i1(cg, false);
        LLVMValueRef count = cg_call(u, "cardrt_player_count", cg->i32, g, 1);
        for (int p = 0; p < CARDRT_MAX_PLAYERS && r; p++) {
            LLVMValueRef holds = test(u, i32(u, p), cards);
            r = holds ? LLVMBuildOr(u->b, r, LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntSLT, i32(u, p), count, ""),
                                                          holds, ""), "")
                      : NULL;
        }
        return r;
    }
    if (c->kind == N_ACTION && meaning_verb(c) == FX_VERB_IS && c->a && c->b && c->b->kind == N_WORD
        && c->b->token == ATTACKING && c->c && c->c->a && !c->c->a->next && ir_prep_of(c->c->a) == IR_PREP_ALONE
        && !c->c->a->a)
        return cg_subject_holds(u, c->a, attacking_alone_test, NULL);     /* "as long as it's attacking alone" */
    if (c->kind != N_ACTION || c->c)
        return cg_unsupported(u, c, modified_condition(c)), NULL;
    const node *subj = c->a, *obj = c->b;
    if (meaning_verb(c) == FX_VERB_POISONED && subj && !obj)       /* "if an opponent is poisoned" */
        return cg_some_player(u, subj, poisoned_holds, NULL);
    ir_player_cond pc;
    if (ir_player_cond_of(u->c, c, &pc) && (pc.stat == IR_PSTAT_COMMANDERS || pc.stat == IR_PSTAT_OWN_COMMANDERS))
        return cg_some_player(u, subj, commanders_holds, &pc);     /* "as long as you control your commander" */
    const node *kw1 = obj && obj->kind == N_LIST && obj->a && !obj->a->next ? obj->a : obj;     /* one keyword */
    if (meaning_verb(c) == FX_VERB_HAVE && subj && kw1 && kw1->kind == N_KEYWORD && !cg_names_players(subj)) {
        if (!cg_keyword_node_bit(kw1))
            return cg_unsupported(u, kw1, "this ability in a condition"), NULL;
        if (subj->kind == N_OBJECT && !subj->c && (meaning_det(subj) == FX_DET_A || meaning_det(subj) == FX_DET_ANOTHER))
            return cg_count_with(u, subj, IR_QUAL_WITH, kw1);     /* "a creature you control has flying" */
        /* "if that creature has infect" */
        return cg_subject_holds(u, subj, qualifier_holds, ir_qualifier_new(u->arena, IR_QUAL_WITH, kw1, kw1->range));
    }
    if (meaning_verb(c) == FX_VERB_HAVE && subj && obj && obj->kind == N_COMPARE && ir_stat_of(obj) != IR_STAT_NONE
        && !cg_names_players(subj)) {
        /* "if that creature has toughness 5 or greater": "with toughness ..." */
        return cg_subject_holds(u, subj, qualifier_holds, ir_qualifier_new(u->arena, IR_QUAL_WITH, obj, obj->range));
    }
    fx_more more;
    if (meaning_more(u->c, c, &more))
        return cg_players_compare(u, c, &more);
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
        if (ir_your_team(subj))         /* "if your team controls another Warrior": you (no teams) */
            subj = ir_your_team(subj);
        if (subj->kind == N_PLAYER && meaning_player(subj) == FX_PLAYER_YOU)
            return cg_count_with(u, obj, IR_QUAL_CONTROLLED_BY, subj);
        fx_det od = meaning_det(obj);
        if (subj->kind == N_OBJECT && meaning_det(subj) == FX_DET_A && cg_names_players(subj)
            && obj->kind == N_OBJECT && !obj->c && (od == FX_DET_A || od == FX_DET_ANOTHER))
            return cg_count_with(u, obj, IR_QUAL_CONTROLLED_BY, subj);     /* "an opponent controls a ..." */
        if (subj->kind == N_OBJECT && meaning_det(subj) == FX_DET_A && cg_names_players(subj) && obj->kind == N_OBJECT
            && !obj->b) {
            /* "an opponent controls seven or more lands", "... no basic
             * lands": one of them does, each counted alone */
            node plain = *obj;
            if (!ir_np_other(obj))
                plain.text = NULL;
            plain.c = NULL;
            controls_test t = { obj, cg_affects_fn(u, &plain) };
            return t.which ? cg_some_player(u, subj, controls_holds, &t) : NULL;
        }
        if (subj->kind == N_OBJECT && meaning_det(subj) == FX_DET_NO && !subj->b && !subj->c && cg_names_players(subj)) {
            /* "no opponent controls a creature": not "an opponent ..." */
            LLVMValueRef any = cg_count_with(u, obj, IR_QUAL_CONTROLLED_BY, meaning_with_det(u->arena, subj, FX_DET_A));
            return any ? LLVMBuildNot(u->b, any, "") : NULL;
        }
        if (subj->kind == N_PLAYER && (meaning_player(subj) == FX_PLAYER_OPPONENTS || meaning_player(subj) == FX_PLAYER_DEFENDING))
            return cg_count_with(u, obj, IR_QUAL_CONTROLLED_BY, subj);     /* "your opponents control no ..." */
        LLVMValueRef whose = obj->kind == N_OBJECT && !obj->b ? cg_step_player(u, subj) : NULL;
        if (whose) {        /* "At the beginning of each player's upkeep, if that player controls a Plains" */
            node plain = *obj;
            if (!ir_np_other(obj))
                plain.text = NULL;
            plain.c = NULL;
            LLVMValueRef which = cg_affects_fn(u, &plain);
            LLVMValueRef a[] = { cg_game(u), cg_src(u), which, whose };
            return which ? cg_count_holds(u, cg_call(u, "cardrt_count_controlled", cg->i32, a, 4), obj) : NULL;
        }
        return cg_unsupported(u, c, "this condition"), NULL;
    }
    if (meaning_verb(c) == FX_VERB_EXISTS && !subj && obj && obj->kind == N_AMOUNT
        && meaning_amount(obj) == FX_AMT_MANA_VALUES_AMONG && obj->a && obj->b && obj->b->a) {
        /* "there are five or more mana values among cards in your graveyard": how many differ */
        const node *np = obj->b->a;
        node cmp = { .kind = N_OBJECT, .c = obj->a, .range = obj->range };
        LLVMValueRef which = cg_affects_now_fn(u, np);
        unsigned zones = which ? cg_zones(u, np, 0) : 0;
        if (which && !zones)
            return cg_unsupported(u, np, "cards without their zone"), NULL;
        LLVMValueRef a[] = { cg_game(u), cg_src(u), which, i32(u, (int)zones), i32(u, CARDRT_STAT_MANA_VALUE) };
        return which ? cg_count_holds(u, cg_call(u, "cardrt_count_distinct", cg->i32, a, 5), &cmp) : NULL;
    }
    ir_types types;
    const node *among = meaning_verb(c) == FX_VERB_EXISTS && !subj ? ir_types_among(obj, &types) : NULL;
    if (among)                  /* "there are four or more card types among cards in your graveyard" */
        return cg_types_among(u, among, types, obj);
    if (meaning_verb(c) == FX_VERB_EXISTS && !subj && obj)       /* "there are two or more ..." */
        return obj->kind == N_OBJECT ? cg_count_with(u, obj, IR_QUAL_ON_BATTLEFIELD, obj)
                                     : (cg_unsupported(u, c, "this condition"), NULL);
    ir_stat total = obj ? ir_total_stat_of(obj) : IR_STAT_NONE;
    if (meaning_verb(c) == FX_VERB_HAVE && subj && subj->kind == N_OBJECT && meaning_det_is_set(meaning_det(subj))
        && !subj->c && total != IR_STAT_NONE && obj->a) {
        /* "creatures you control have total power 8 or greater" */
        LLVMValueRef v = cg_over_objects(u, subj, total == IR_STAT_POWER ? CARDRT_STAT_POWER : CARDRT_STAT_MANA_VALUE);
        return v ? cg_compare(u, v, obj->a) : NULL;
    }
    if (ir_player_cond_of(u->c, c, &pc) && pc.stat == IR_PSTAT_LIFE) {     /* "you have 10 or less life", "an opponent has ..." */
        node n = { .kind = N_OBJECT, .c = pc.cmp, .range = obj->range };
        return cg_some_player(u, subj, life_holds, &n);
    }
    if (pc.stat == IR_PSTAT_LIFE_OVER_START) {  /* "you have at least 10 life more than your starting life total" */
        node n = { .kind = N_OBJECT, .c = pc.cmp, .range = obj->range };
        LLVMValueRef g[] = { cg_game(u) };
        LLVMValueRef over = LLVMBuildSub(u->b, cg_player_stat(u, "cardrt_life", cg_you(u)),
                                         cg_call(u, "cardrt_starting_life", cg->i32, g, 1), "");
        return cg_count_holds(u, over, &n);
    }
    if (pc.stat == IR_PSTAT_HAND)       /* "(an opponent has) no cards in hand" */
        return cg_some_player(u, subj, hand_holds, obj);
    if (pc.stat == IR_PSTAT_POISON)     /* "an opponent has three or more poison counters" */
        return cg_some_player(u, subj, poison_holds, obj);
    if (pc.stat == IR_PSTAT_GRAVEYARD)  /* "an opponent has eight or more cards in their graveyard" */
        return cg_some_player(u, subj, graveyard_holds, obj);
    if (pc.stat == IR_PSTAT_OPPONENTS) {
        /* "you have two or more opponents": the other players still in the game */
        LLVMValueRef g[] = { cg_game(u) };
        LLVMValueRef count = cg_call(u, "cardrt_player_count", cg->i32, g, 1), me = cg_you(u), n = i32(u, 0);
        for (int p = 0; p < CARDRT_MAX_PLAYERS; p++) {
            LLVMValueRef a[] = { cg_game(u), i32(u, p) };
            LLVMValueRef in = LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntSLT, i32(u, p), count, ""),
                                           LLVMBuildICmp(u->b, LLVMIntNE, i32(u, p), me, ""), "");
            in = LLVMBuildAnd(u->b, in, LLVMBuildNot(u->b, cg_call(u, "cardrt_player_lost", cg->i1, a, 2), ""), "");
            n = LLVMBuildAdd(u->b, n, LLVMBuildZExt(u->b, in, cg->i32, ""), "");
        }
        return cg_count_holds(u, n, obj);
    }
    if (meaning_verb(c) == FX_VERB_HAVE && subj && subj->kind == N_PLAYER && meaning_player(subj) == FX_PLAYER_YOU && obj) {
        if (obj->kind == N_OBJECT && obj->a && obj->a->kind == N_FILTER && obj->a->b
            && !obj->a->b->a->next && meaning_word(obj->a->b->a) == FX_W_IN) {
            /* "you have four or more creature cards in your graveyard" */
            node what = *obj;
            what.text = NULL;
            what.c = NULL;
            LLVMValueRef n = cg_count(u, &what);
            return n ? cg_count_holds(u, n, obj) : NULL;
        }
        return cg_unsupported(u, c, "this condition"), NULL;
    }
    if (meaning_verb(c) == FX_VERB_IS && obj) {
        LLVMValueRef whose = (!subj || (subj->kind == N_PRONOUN && meaning_word(subj) == FX_W_IT))
                             && obj->kind == N_POSSESSIVE && obj->b && obj->b->kind == N_WORD && obj->b->token == TURN
                             ? event_part(u, obj->a, true) : NULL;
        if (whose) {            /* "Whenever a player casts a spell, if it's not their turn" */
            LLVMValueRef g[] = { cg_game(u) };
            return LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_active_player", cg->i32, g, 1), whose, "");
        }
        if (!subj)
            return cg_unsupported(u, c, "this condition"), NULL;
        if ((subj->kind == N_POSSESSIVE && (obj->kind == N_COMPARE || obj->kind == N_AMOUNT))
            || (subj->kind == N_AMOUNT && obj->kind == N_COMPARE))
            return stat_compare(u, subj, obj);
        fx_det sd = subj->kind == N_OBJECT ? meaning_det(subj) : FX_DET_NONE;
        bool counted = subj->kind == N_OBJECT && (subj->c || sd == FX_DET_NO || sd == FX_DET_A || sd == FX_DET_ANOTHER);
        if (counted && obj->kind == N_WORD && meaning_word(obj) == FX_W_BATTLEFIELD) {
            /* "no creatures are on the battlefield", "an enchantment is on the battlefield" */
            return cg_count_with(u, subj, IR_QUAL_IN, ir_zone_node(u->arena, IR_ZONE_BATTLEFIELD, obj->range));
        }
        const node *any_yard = obj->kind == N_OBJECT && meaning_det(obj) == FX_DET_A && !obj->b && !obj->c
                               ? ir_single_word(obj) : NULL;
        if (counted && (obj->kind == N_POSSESSIVE || obj->kind == N_ZONE || (any_yard && any_yard->token == GRAVEYARD))) {
            /* "seven or more cards are in your graveyard", "an artifact card is in your graveyard",
             * "a creature card with flying is in a graveyard" */
            return cg_count_with(u, subj, IR_QUAL_IN, obj);
        }
        if (counted && obj->kind == N_WORD && (obj->token == ATTACKING || obj->token == BLOCKING || obj->token == TAPPED))
            /* "four or more creatures are attacking", "a white creature is attacking" */
            return cg_count_with(u, subj, obj->token == ATTACKING ? IR_QUAL_ATTACKING
                                          : obj->token == BLOCKING ? IR_QUAL_BLOCKING : IR_QUAL_TAPPED, NULL);
        if (subj->kind == N_LIST && meaning_word(subj) == FX_W_AND && subj->a && (obj->kind == N_POSSESSIVE || obj->kind == N_ZONE)) {
            /* "an instant card and a sorcery card are in your graveyard": each of them */
            LLVMValueRef r = cg_i1(cg, true);
            for (node *i = subj->a; i && r; i = i->next) {
                node one = *c;
                one.a = i;
                LLVMValueRef v = i->kind == N_OBJECT ? cg_condition(u, &one) : (cg_unsupported(u, i, "this condition"), NULL);
                r = v ? LLVMBuildAnd(u->b, r, v, "") : NULL;
            }
            return r;
        }
        if (obj->kind == N_WORD && (obj->token == TAPPED || obj->token == UNTAPPED || obj->token == EQUIPPED
                                    || obj->token == ENCHANTED || obj->token == ATTACKING
                                    || obj->token == BLOCKING))
            return cg_subject_holds(u, subj, state_test, obj);
        if (obj->kind == N_OBJECT && obj->a && obj->a->kind == N_FILTER && !obj->c) {
            u->last_known = c->form & FORM_PAST;    /* "if it was a Human": as it last was */
            LLVMValueRef r = cg_subject_holds(u, subj, description_test, obj);
            u->last_known = false;
            return r;
        }
        /* "white or blue", "a Human or an Angel": either (lower_cond.c), not a list of states */
        bool colors = obj->kind == N_LIST && meaning_word(obj) == FX_W_OR && obj->a
                      && !(obj->a->kind == N_WORD && obj->a->token != COLOR);
        const ir_condition *pt = obj->kind == N_PT ? cg_ir_cond(u, c) : NULL;
        if (pt && pt->kind == IR_CONDITION_IS && !pt->also && !pt->or_else) {  /* "if that creature is 1/1" */
            u->last_known = c->form & FORM_PAST;
            LLVMValueRef r = cg_subject_holds(u, subj, ir_pt_holds, c);
            u->last_known = false;
            return r;
        }
        if (((obj->kind == N_WORD && (obj->token == COLOR || obj->token == SUPERTYPE)) || colors)
            && is_condition(u, c))
            return cg_subject_holds(u, subj, ir_is_holds, c);
        if (obj->kind == N_WORD && (obj->token == COLOR || obj->token == SUPERTYPE))
            return cg_subject_holds(u, subj, word_holds, obj);
        if (obj->kind == N_LIST && meaning_word(obj) == FX_W_OR && obj->a) {
            /* "if that creature is white or blue": either color; "as long as
             * ~ is enchanted or equipped", "Activate only if ~ is attacking or
             * blocking": either state */
            LLVMValueRef r = cg_i1(cg, false);
            for (const node *i = obj->a; i && r; i = i->next) {
                bool state = i->kind == N_WORD && (i->token == EQUIPPED || i->token == TAPPED || i->token == UNTAPPED
                                                   || i->token == ATTACKING || i->token == BLOCKING
                                                   || (i->token == ENCHANTED && meaning_word(i) == FX_W_ENCHANTED));
                /* "is a Human or an Angel": either description (lower_cond) */
                bool a = i->kind == N_OBJECT && i->a && i->a->kind == N_FILTER && !i->a->b && !i->b && !i->c;
                LLVMValueRef v = i->kind == N_WORD && i->token == COLOR ? cg_subject_holds(u, subj, word_holds, i)
                                 : state ? cg_subject_holds(u, subj, state_test, i)
                                 : a     ? cg_subject_holds(u, subj, description_test, i)
                                         : (cg_unsupported(u, i, "this condition"), NULL);
                r = v ? LLVMBuildOr(u->b, r, v, "") : NULL;
            }
            return r;
        }
        /* a static ability works on the battlefield only (CR 113.6): "as long
         * as ~ is in your graveyard" would never hold there */
        if ((obj->kind == N_POSSESSIVE || obj->kind == N_ZONE) && u->static_condition && is_self(subj))
            return cg_unsupported(u, c, "a static ability that works from another zone"), NULL;
        if (obj->kind == N_POSSESSIVE || obj->kind == N_ZONE)
            return cg_subject_holds(u, subj, zone_test, obj);
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

/* The IR condition C (ir.def), one the holds function of a duration
 * asks beside "you control ~": "~ remains on the battlefield" (`on_battlefield`
 * self), "~ remains tapped" (`is` self tapped), as an i1; NULL after reporting. */
static LLVMValueRef ir_lasting_part(unit *u, const ir_condition *c)
{
    bool self = c->of && c->of->kind == IR_SEL_SELF && !c->or_else;
    LLVMValueRef a[] = { cg_game(u), cg_src(u) }, r = NULL;
    if (self && c->kind == IR_CONDITION_ON_BATTLEFIELD)
        r = LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_zone_of", u->cg->i32, a, 2), i32(u, CARDRT_BATTLEFIELD), "");
    else if (self && c->kind == IR_CONDITION_IS && ir_filter_just_tapped(c->filter))
        r = cg_call(u, "cardrt_is_tapped", u->cg->i1, a, 2);
    else
        return cg_unsupported_at(u, c->range, "this condition"), NULL;
    return c->negated ? LLVMBuildNot(u->b, r, "") : r;
}

bool cg_lasting(unit *u, const node *clause, int *duration, LLVMValueRef *holds)
{
    const ir_condition *ic = cg_ir_cond(u, clause);
    bool yours = false, others = false;
    for (const ir_condition *i = ic; i; i = i->also)
        if (i->kind == IR_CONDITION_YOU_CONTROL)
            yours = true;
        else
            others = true;
    *duration = CARDRT_AS_LONG_AS;
    *holds = NULL;
    if (!yours && ir_says_you_control_self(clause))     /* where the ability does not lower */
        return cg_no_ir_in(u, clause, "this condition");
    if (!yours)
        return (*holds = cg_holds_fn(u, clause)) != NULL;
    *duration = CARDRT_WHILE_YOU_CONTROL;       /* the runtime knows whose and which object */
    if (!others)
        return true;
    cg_saved save;
    cg_begin_fn(u, u->cg->holds_ty, "cardc.holds", &save);
    LLVMValueRef r = cg_i1(u->cg, true);
    for (const ir_condition *i = ic; i && r; i = i->also) {
        LLVMValueRef v = i->kind == IR_CONDITION_YOU_CONTROL ? cg_i1(u->cg, true) : ir_lasting_part(u, i);
        r = v ? LLVMBuildAnd(u->b, r, v, "") : NULL;
    }
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(u->cg, false), &save);
    return r && !u->failed && (*holds = f) != NULL;
}

LLVMValueRef cg_holds_fn(unit *u, const node *clause)
{
    return holds_fn(u, clause, false);
}

LLVMValueRef cg_holds_not_fn(unit *u, const node *clause)
{
    return holds_fn(u, clause, true);
}
