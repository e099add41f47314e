/* cg_enters.c — what a permanent does as it enters the battlefield, from
 * its own text (CR 614.1c, 614.12 of the current rules): "As ~ enters the
 * battlefield, choose a color", "you may pay 2 life. If you don't, it
 * enters the battlefield tapped", "You may have ~ enter the battlefield as
 * a copy of any creature on the battlefield", and the exceptions of the
 * copy. */
#include "cg.h"
#include "cg_fx.h"
#include "meaning.h"

/* ---- as the permanent enters ------------------------------------------------------------ */

/* "As ~ enters the battlefield, choose a color" (a creature type, a basic
 * land type, an opponent, a player; "a color other than red", the colors
 * not offered *EXCEPT): the CARDRT_CHOICE_* of S, or -1. */
static int enters_choice(const node *s, unsigned *except)
{
    ir_choice c = ir_enters_choice_of(s, except);
    return c == IR_CHOICE_NONE ? -1 : CARDRT_CHOICE_COLOR + (int)c;
}

/* "As ~ enters the battlefield, you may ... If you don't, it enters the
 * battlefield tapped.": the controller is asked (PROMPT) only while CAN
 * holds; the builder is left where the answer was yes, and *CONT is where
 * both ways meet (the permanent tapped on the other). */
static void enters_may_or_tapped(unit *u, LLVMValueRef can, const char *prompt, LLVMBasicBlockRef *cont)
{
    codegen *cg = u->cg;
    LLVMBasicBlockRef from = LLVMGetInsertBlock(u->b);
    LLVMBasicBlockRef ask = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "ask");
    LLVMBasicBlockRef asked = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "asked");
    LLVMBuildCondBr(u->b, can, ask, asked);
    LLVMPositionBuilderAtEnd(u->b, ask);
    LLVMValueRef q[] = { u->ctx_arg, cg_i32(cg, -1), cg_cstring(u, prompt) };
    LLVMValueRef answer = cg_call(u, "cardrt_fx_may", cg->i1, q, 3);
    LLVMBasicBlockRef after = LLVMGetInsertBlock(u->b);
    LLVMBuildBr(u->b, asked);
    LLVMPositionBuilderAtEnd(u->b, asked);
    LLVMValueRef yes = LLVMBuildPhi(u->b, cg->i1, "yes");
    LLVMValueRef vals[] = { cg_i1(cg, false), answer };
    LLVMBasicBlockRef blocks[] = { from, after };
    LLVMAddIncoming(yes, vals, blocks, 2);
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "done");
    LLVMBasicBlockRef tap = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "tapped");
    *cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "cont");
    LLVMBuildCondBr(u->b, yes, done, tap);
    LLVMPositionBuilderAtEnd(u->b, tap);
    LLVMValueRef t[] = { cg_game(u), cg_src(u), cg_i1(cg, true) };
    cg_call(u, "cardrt_set_tapped", cg->i32, t, 3);
    LLVMBuildBr(u->b, *cont);
    LLVMPositionBuilderAtEnd(u->b, done);
}

/* "As ~ enters the battlefield, you may pay 2 life. If you don't, it enters
 * the battlefield tapped.": asked only of a player who can pay (CR 119.4). */
static void gen_enters_pay_life(unit *u, int life)
{
    codegen *cg = u->cg;
    LLVMValueRef you = cg_you(u);
    LLVMValueRef a[] = { cg_game(u), you };
    LLVMValueRef can = LLVMBuildICmp(u->b, LLVMIntSGE, cg_call(u, "cardrt_life", cg->i32, a, 2), cg_i32(cg, life), "");
    LLVMBasicBlockRef cont;
    enters_may_or_tapped(u, can, "pay life", &cont);
    LLVMValueRef lose[] = { cg_game(u), you, cg_i32(cg, life) };
    cg_call(u, "cardrt_lose_life", cg->i32, lose, 3);
    LLVMBuildBr(u->b, cont);
    LLVMPositionBuilderAtEnd(u->b, cont);
}

/* "As ~ enters the battlefield, you may reveal a Giant card from your
 * hand. If you don't, ~ enters the battlefield tapped.": asked only of a
 * player with such a card, who chooses the card revealed (revealing shows
 * it; it stays in the hand). */
static bool gen_enters_reveal(unit *u, const node *shown_card)
{
    codegen *cg = u->cg;
    int you = -1, hand = -1, shown = -1;
    LLVMValueRef which = cg_affects_now_fn(u, shown_card);
    if (!which || (you = cg_new_sel(u, shown_card)) < 0 || (hand = cg_new_sel(u, shown_card)) < 0
        || (shown = cg_new_sel(u, shown_card)) < 0)
        return false;
    ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, you), i32(u, CARDRT_WHO_YOU) }, 2);
    ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, hand), which, i32(u, CARDRT_IN(CARDRT_HAND)) }, 3);
    ctx_call(u, "cardrt_sel_keep_controlled", NULL, (LLVMValueRef[]){ i32(u, hand), i32(u, you), cg_i1(cg, true) }, 3);
    LLVMValueRef n = ctx_call(u, "cardrt_sel_count", cg->i32, (LLVMValueRef[]){ i32(u, hand) }, 1);
    LLVMBasicBlockRef cont;
    enters_may_or_tapped(u, LLVMBuildICmp(u->b, LLVMIntSGT, n, i32(u, 0), ""), "reveal a card", &cont);
    ctx_call(u, "cardrt_sel_choose", NULL,
             (LLVMValueRef[]){ i32(u, shown), i32(u, hand), i32(u, 1), cg_cstring(u, cg_text(u, shown_card->range)) }, 4);
    LLVMBuildBr(u->b, cont);
    LLVMPositionBuilderAtEnd(u->b, cont);
    return true;
}

/* Compile the "as it enters" parts of the card into the current effect function. */
static bool gen_enters(unit *u, const node *s)
{
    codegen *cg = u->cg;
    int life = ir_enters_pay_life_of(s);
    if (life > 0) {
        gen_enters_pay_life(u, life);
        return true;
    }
    const node *revealed = ir_enters_reveal_of(s);
    if (revealed)
        return gen_enters_reveal(u, revealed);
    fx_day_night dn = meaning_enters_day_night(s);
    if (dn != FX_DAY_NIGHT_NONE) {
        /* "If it's neither day nor night, it becomes day as ~ enters the
         * battlefield" (CR 726.2 of the current rules) */
        LLVMValueRef now = cg_call(u, "cardrt_day_or_night", cg->i32, (LLVMValueRef[]){ cg_game(u) }, 1);
        LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "neither");
        LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "cont");
        LLVMBuildCondBr(u->b, LLVMBuildICmp(u->b, LLVMIntEQ, now, cg_i32(cg, CARDRT_NEITHER), ""),
                        then, cont);
        LLVMPositionBuilderAtEnd(u->b, then);
        cg_day_night(u, dn);
        LLVMBuildBr(u->b, cont);
        LLVMPositionBuilderAtEnd(u->b, cont);
        return true;
    }
    unsigned except;
    int choice = enters_choice(s, &except);
    if (choice >= 0) {
        LLVMValueRef args[] = { u->ctx_arg, cg_i32(cg, choice), cg_i32(cg, (int)except) };
        cg_call(u, "cardrt_fx_choose_for_source_except", cg->i32, args, 3);
        return true;
    }
    const node *cond, *a;
    bool unless;
    const node *may_enter = ir_enters_optional_of(u->arena, s);
    if (may_enter) {            /* "You may have ~ enter the battlefield with ...": asked as it enters */
        a = may_enter;
        cond = NULL;
        unless = false;
    } else {
        ir_self_enters_of(s, &cond, &unless, &a);
    }
    LLVMBasicBlockRef cont = NULL;
    if (cond || may_enter) {
        LLVMValueRef c = may_enter ? cg_call(u, "cardrt_fx_may", cg->i1,
                                             (LLVMValueRef[]){ u->ctx_arg, cg_i32(cg, -1), cg_cstring(u, cg_text(u, s->range)) }, 3)
                                   : cg_condition(u, cond);
        if (!c)
            return false;
        if (unless)
            c = LLVMBuildNot(u->b, c, "");
        LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "then");
        cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "cont");
        LLVMBuildCondBr(u->b, c, then, cont);
        LLVMPositionBuilderAtEnd(u->b, then);
    }
    LLVMValueRef ctx_sel[] = { u->ctx_arg, cg_i32(cg, u->nsel) };
    int self = u->nsel++;
    if (self >= CARDRT_NSEL)
        return cg_unsupported(u, s, "this many things in one ability");
    cg_call(u, "cardrt_sel_source", NULL, ctx_sel, 2);
    const node *known[8];       /* "equal to ...", "for each ...": the number of counters */
    unsigned nk = 0;
    /* "with X +1/+1 counters on it, where X is ...": counted as it enters */
    const node *where = cg_modifier(a->c, N_MODIFIER, FX_W_WHERE), *saved_where = u->where_x;
    if (where) {
        known[nk++] = where;
        u->where_x = where->a;
    }
    for (const node *m = a->c->a; m; m = m->next) {
        bool used = false;
        for (unsigned i = 0; i < nk; i++)
            used |= known[i] == m;
        if (used)
            continue;
        if (ir_prep_of(m) == IR_PREP_TAPPED) {
            LLVMValueRef args[] = { u->ctx_arg, cg_i32(cg, self), cg_i1(cg, true) };
            cg_call(u, "cardrt_fx_tap", cg->i32, args, 3);
            continue;
        }
        const node *what = ir_prep_of(m) == IR_PREP_WITH ? m->a : NULL;
        const node *f = what && what->kind == N_OBJECT ? what->a : NULL;
        const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a
                        ? f->a->a->a->a : NULL;
        const char *kind = cg_counter_kind(w);
        if (!kind)
            return cg_unsupported(u, m, "entering the battlefield this way");
        const node *on = ir_prep_of(m->next) == IR_PREP_ON ? m->next : NULL;
        if (on)
            m = on;                 /* "... on it": the permanent itself */
        if (nk > 6)
            return cg_unsupported(u, m, "entering the battlefield this way");
        /* "with a number of +1/+1 counters on it equal to ..." */
        LLVMValueRef n = cg_action_amount(u, a, what, known, &nk);
        if (!n)
            return false;
        LLVMValueRef args[] = { u->ctx_arg, cg_i32(cg, self), cg_cstring(u, kind), n };
        cg_call(u, "cardrt_fx_counters", cg->i32, args, 4);
    }
    u->where_x = saved_where;
    if (cont) {
        LLVMBuildBr(u->b, cont);
        LLVMPositionBuilderAtEnd(u->b, cont);
    }
    return true;
}

bool cg_is_enters(const ability *ab)
{
    const node *first = ab->kind == AB_STATIC && ab->ast->b ? ab->ast->b->a : NULL;
    if (first && first->next && !first->next->next && (ir_enters_pay_life_of(first) || ir_enters_reveal_of(first)))
        return true;            /* "As ~ enters, you may pay 2 life (reveal a Giant card). If you don't, ..." */
    const node *s = first && !first->next ? first : NULL;
    const node *cond, *a;
    bool unless;
    unsigned except;
    return s && (ir_self_enters_of(s, &cond, &unless, &a) || enters_choice(s, &except) >= 0
                 || meaning_enters_day_night(s) != FX_DAY_NIGHT_NONE);
}

/* The one sentence of static ability AB, "You may have ~ enter the
 * battlefield as a copy of any creature on the battlefield": what it may
 * copy, or NULL. */
static const node *enters_as_copy(const ability *ab, ir_copy_except *except)
{
    const node *s = ab->kind == AB_STATIC && ab->ast->b ? ab->ast->b->a : NULL;
    return s && !s->next ? ir_enters_as_copy_of(s, except) : NULL;
}

bool cg_is_enters_as_copy(const ability *ab)
{
    ir_copy_except except;
    return enters_as_copy(ab, &except) != NULL;
}

LLVMValueRef cg_enters_as_copy_fn(unit *u)
{
    const node *what = NULL;
    ir_copy_except except;
    for (const ability *ab = u->c->abilities; ab; ab = ab->next)
        if (enters_as_copy(ab, &except)) {
            if (what)
                return cg_unsupported(u, ab->ast, "entering the battlefield as a copy twice"), NULL;
            what = enters_as_copy(ab, &except);
        }
    if (!what)
        return LLVMConstNull(u->cg->ptr);
    if (cg_zones(u, what, 0) != CARDRT_IN(CARDRT_BATTLEFIELD))      /* the runtime offers permanents */
        return cg_unsupported(u, what, "copying an object that is not on the battlefield"), NULL;
    if (!ir_never_aura(what))   /* an Aura entering so is attached to what it can enchant (CR 303.4f) */
        return cg_unsupported(u, what, "entering the battlefield as a copy of what may be an Aura"), NULL;
    return cg_affects_fn(u, what);
}

LLVMValueRef cg_copy_except_def(unit *u)
{
    ir_copy_except x = { 0 };
    for (const ability *ab = u->c->abilities; ab && !x.is && !x.pt && !x.has && !x.this_ability; ab = ab->next)
        enters_as_copy(ab, &x);     /* (one at most: cg_enters_as_copy_fn) */
    return cg_copy_except_of(u, &x);
}

LLVMValueRef cg_copy_except_of(unit *u, const ir_copy_except *e)
{
    ir_copy_except x = *e;
    if (!x.is && !x.pt && !x.has && !x.this_ability)
        return LLVMConstNull(u->cg->ptr);
    def_fields d = { .name = "" };
    const char **subs = arena_alloc(u->arena, CARDRT_MAX_SUBTYPES * sizeof *subs);
    d.subtypes = subs;
    for (const node *w = x.is ? x.is->a->a->a->a->a : NULL; w; w = w->next) {    /* (only_types) */
        ir_word k = ir_word_of(w);
        if (k.kind == IR_WORD_TYPE && cg_type_bit_of(k.value))
            d.types |= cg_type_bit_of(k.value);
        else if (k.kind == IR_WORD_SUBTYPE && d.nsubtypes < CARDRT_MAX_SUBTYPES)
            subs[d.nsubtypes++] = cg_subtype_name(u, k.name);
        else
            return cg_unsupported(u, w, "this type of a copy"), NULL;
    }
    if (x.pt && !meaning_pt(x.pt, &d.power, &d.toughness))
        return cg_unsupported(u, x.pt, "this power and toughness"), NULL;
    d.has_pt = x.pt != NULL;
    return cg_except_def(u, &d, x.has, x.this_ability);
}

/* The sentence S of a static ability of several: "You may have ~ enter the
 * battlefield with a +1/+1 counter on it." before "It can't block as long
 * as ...", an "as it enters" part of its own (cg_enters_fn). */
bool cg_is_enters_sentence(unit *u, const ability *ab, const node *s)
{
    return ab->kind == AB_STATIC && !cg_is_enters(ab) && (ir_enters_optional_of(u->arena, s) || ir_self_enters_and_rule_of(s));
}

LLVMValueRef cg_enters_fn(unit *u)
{
    bool any = cg_has_enters_keyword(u);
    for (const ability *ab = u->c->abilities; ab; ab = ab->next) {
        any |= cg_is_enters(ab);
        for (const node *s = ab->kind == AB_STATIC && ab->ast->b ? ab->ast->b->a : NULL; s; s = s->next)
            any |= cg_is_enters_sentence(u, ab, s);
    }
    if (!any)
        return LLVMConstNull(u->cg->ptr);
    cg_saved save;
    cg_begin_fn(u, u->cg->effect_ty, "cardc.enters", &save);
    u->in_ability = true;
    u->paid_costs = 0;
    bool ok = true;
    for (const ability *ab = u->c->abilities; ab && ok; ab = ab->next)
        if (cg_is_enters(ab)) {
            u->x_paid = ir_x_is_paid(u->c, ab, true);   /* the X of the spell it was (CR 107.3m) */
            ok = gen_enters(u, ab->ast->b->a);
        } else {
            for (const node *s = ab->kind == AB_STATIC && ab->ast->b ? ab->ast->b->a : NULL; s && ok; s = s->next)
                if (cg_is_enters_sentence(u, ab, s))    /* "~ enters tapped and doesn't untap ...": its first step */
                    ok = gen_enters(u, ir_self_enters_and_rule_of(s) ? ir_self_enters_and_rule_of(s) : s);
        }
    if (ok && cg_has_enters_keyword(u)) {
        int self = u->nsel++;
        LLVMValueRef a[] = { u->ctx_arg, cg_i32(u->cg, self) };
        if (self >= CARDRT_NSEL)
            ok = cg_unsupported(u, NULL, "this many things in one ability");
        else
            cg_call(u, "cardrt_sel_source", NULL, a, 2);
        cg_keyword_enters(u, self);
    }
    u->in_ability = false;
    LLVMValueRef f = cg_end_fn(u, NULL, &save);
    return ok && !u->failed ? f : NULL;
}
