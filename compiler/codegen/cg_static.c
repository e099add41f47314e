/* cg_static.c — static abilities (cg.h): what they affect, their changes
 * in the layers, characteristic-defining abilities, and what a permanent
 * does as it enters. */
#include <stdlib.h>
#include <string.h>

#include "cg.h"
#include "parser.h"
#include "syntax.h"

/* ---- static abilities ---------------------------------------------------------------------- */

LLVMValueRef cg_change_value(unit *u, int kind, int value, uint64_t keywords, int p, int t,
                             LLVMValueRef pt_fn)
{
    codegen *cg = u->cg;
    LLVMValueRef f[] = { cg_i32(cg, kind), cg_i32(cg, value), LLVMConstInt(cg->i64, keywords, 0),
                         cg_i32(cg, p), cg_i32(cg, t), pt_fn ? pt_fn : LLVMConstNull(cg->ptr),
                         LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->change_ty, f, 7);
}

/* void pt(game, source, obj, int *p, int *t): P and T times the number of
 * objects EACH describes ("+1/+1 for each other Elf you control"), or (CDA)
 * both equal to AMOUNT. */
static LLVMValueRef pt_fn(unit *u, int p, int t, const node *each, const node *amount)
{
    codegen *cg = u->cg;
    LLVMTypeRef params[] = { cg->ptr, cg->i32, cg->i32, cg->ptr, cg->ptr };
    LLVMTypeRef ty = LLVMFunctionType(LLVMVoidTypeInContext(cg->ctx), params, 5, 0);
    cg_saved save;
    cg_begin_fn(u, ty, "cardc.pt", &save);
    LLVMValueRef n = each ? cg_count(u, each) : cg_amount(u, amount);
    if (n) {
        LLVMBuildStore(u->b, LLVMBuildMul(u->b, n, cg_i32(cg, p), ""), LLVMGetParam(u->fn, 3));
        LLVMBuildStore(u->b, LLVMBuildMul(u->b, n, cg_i32(cg, t), ""), LLVMGetParam(u->fn, 4));
    }
    LLVMValueRef f = cg_end_fn(u, NULL, &save);
    return n && !u->failed ? f : NULL;
}

/* "can't block", "can't be blocked", "can't attack or block", "doesn't
 * untap during your untap step": restrictions, as keyword bits. */
static uint64_t restriction_bits(const node *neg)
{
    const node *a = neg->a;
    if (!a || a->kind != N_ACTION || !neg->text)
        return 0;
    bool cant = strcmp(neg->text, "can't") == 0, dont = strcmp(neg->text, "don't") == 0;
    if (cant && !a->b && !a->c) {
        if (is_word(a, "block"))
            return CARDRT_KW(CARDRT_KW_CANT_BLOCK);
        if (is_word(a, "attack"))
            return CARDRT_KW(CARDRT_KW_CANT_ATTACK);
        if (is_word(a, "attack or block"))
            return CARDRT_KW(CARDRT_KW_CANT_ATTACK) | CARDRT_KW(CARDRT_KW_CANT_BLOCK);
        if (is_word(a, "blocked"))
            return CARDRT_KW(CARDRT_KW_CANT_BE_BLOCKED);
    }
    /* "can't be blocked by more than one creature" */
    const node *by = cant && is_word(a, "blocked") && !a->b && a->c && a->c->a && !a->c->a->next
                     && a->c->a->kind == N_MODIFIER && is_word(a->c->a, "by") ? a->c->a->a : NULL;
    const node *cnt = by && by->kind == N_OBJECT && !by->b && by->c && by->c->kind == N_COMPARE
                      && is_word(by->c, ">") && by->c->a ? by->c->a : NULL;
    const node *f = by ? by->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    if (cnt && cnt->text && syn_number(cnt->text) == 1 && w && !w->next && is_word(w, "creature"))
        return CARDRT_KW(CARDRT_KW_BLOCKED_BY_ONE);
    const node *m = a->c ? a->c->a : NULL;
    if (dont && is_word(a, "untap") && m && !m->next && m->kind == N_DURATION && m->a
        && m->a->kind == N_STEP && strcmp(m->a->text, "untap step") == 0)
        return CARDRT_KW(CARDRT_KW_DOESNT_UNTAP);
    return 0;
}

/* "can block only creatures with flying" (N_MODIFIER "can" around the
 * action): the permission it limits, as a keyword bit; 0 for others. */
static uint64_t permission_bits(const node *can)
{
    const node *a = can->kind == N_MODIFIER && is_word(can, "can") ? can->a : NULL;
    const node *what = a && a->kind == N_ACTION && is_word(a, "block") && !a->c ? a->b : NULL;
    const node *f = what && what->kind == N_OBJECT && is_word(what, "only") && !what->b && !what->c
                    ? what->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *k = q && q->kind == N_QUALIFIER && is_word(q, "with") && q->a && q->a->kind == N_LIST
                    && q->a->a && !q->a->a->next ? q->a->a : NULL;
    bool creatures = f && f->a && f->a->a && !f->a->a->next && f->a->a->a && f->a->a->a->a
                     && is_word(f->a->a->a->a, "creature") && !f->a->a->a->a->next;
    return creatures && k && k->kind == N_KEYWORD && is_word(k, "flying") && !k->a && !k->b
           ? CARDRT_KW(CARDRT_KW_BLOCKS_ONLY_FLYERS) : 0;
}

/* The changes of one action of a static ability: "get +N/+N" (layer 6d,
 * "for each ..." counted as it applies), "have KEYWORDS" (5), restrictions. */
static bool static_changes(unit *u, const node *a, LLVMValueRef *out, unsigned *n)
{
    if (*n >= 4)
        return cg_unsupported(u, a, "this many changes");
    if (a->kind == N_NEGATED || a->kind == N_MODIFIER) {
        uint64_t bits = a->kind == N_NEGATED ? restriction_bits(a) : permission_bits(a);
        if (!bits)
            return cg_unsupported(u, a, "this restriction");
        out[(*n)++] = cg_change_value(u, CARDRT_ADD_KEYWORDS, 0, bits, 0, 0, NULL);
        return true;
    }
    if (a->kind != N_ACTION)
        return cg_unsupported(u, a, "this static ability");
    const node *each = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_MODIFIER && is_word(m, "for each") && !each && is_word(a, "get"))
            each = m;
        else
            return cg_unsupported(u, m, m->kind == N_DURATION ? "this duration" : "this modifier");
    if (is_word(a, "get") && a->b && a->b->kind == N_PT_CHANGE) {
        char buf[32];
        snprintf(buf, sizeof buf, "%s", a->b->text);
        int p, t;
        /* "−" (U+2212) as "-" */
        char norm[32];
        size_t k = 0;
        for (size_t i = 0; buf[i] && k + 1 < sizeof norm; i++) {
            if ((unsigned char)buf[i] == 0xE2 && buf[i + 1] && buf[i + 2]) {
                norm[k++] = '-';
                i += 2;
            } else {
                norm[k++] = buf[i];
            }
        }
        norm[k] = '\0';
        if (sscanf(norm, "%d/%d", &p, &t) != 2)
            return cg_unsupported(u, a->b, "this P/T change");
        LLVMValueRef fn = NULL;
        if (each && !(fn = pt_fn(u, p, t, each->a, NULL)))
            return false;
        out[(*n)++] = cg_change_value(u, CARDRT_MODIFY_PT, 0, 0, p, t, fn);
        return true;
    }
    if ((is_word(a, "have") || is_word(a, "gain")) && a->b
        && (a->b->kind == N_LIST || a->b->kind == N_KEYWORD)) {
        uint64_t kws = 0;
        for (const node *k = a->b->kind == N_LIST ? a->b->a : a->b; k; k = a->b->kind == N_LIST ? k->next : NULL) {
            uint64_t bit = k->kind == N_KEYWORD && !k->a && !k->b ? cg_keyword_bit(k->text) : 0;
            if (!bit && k->kind == N_KEYWORD && is_word(k, "protection") && k->a)
                bit = cg_protection_bits(k->a);
            if (!bit)
                return cg_unsupported_word(u, k, k->text ? k->text : "this ability");
            kws |= bit;
        }
        out[(*n)++] = cg_change_value(u, CARDRT_ADD_KEYWORDS, 0, kws, 0, 0, NULL);
        return true;
    }
    return cg_unsupported_word(u, a, a->text);
}

LLVMValueRef cg_cda_pt_fn(unit *u, const node *st)
{
    const node *subj = st->kind == N_ACTION && is_word(st, "is") ? st->a : NULL;
    if (!subj || subj->kind != N_POSSESSIVE || !subj->a || subj->a->kind != N_SELF || !subj->b
        || !is_word(subj->b, "power and toughness") || st->c || !st->b)
        return NULL;
    return pt_fn(u, 1, 1, NULL, st->b);
}

/* "Test's power and toughness are each equal to the number of ...": a
 * characteristic-defining ability (layer 6a). */
static LLVMValueRef cda_def(unit *u, const node *st)
{
    codegen *cg = u->cg;
    LLVMValueRef fn = cg_cda_pt_fn(u, st);
    if (!fn)
        return NULL;
    LLVMValueRef ch = cg_change_value(u, CARDRT_SET_PT, 0, 0, 0, 0, fn);
    LLVMValueRef arr = cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes");
    LLVMValueRef f[] = { LLVMConstNull(cg->ptr), arr, cg_i32(cg, 1), LLVMConstInt(cg->i8, 1, 0),
                         LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->static_ty, f, 5);
}

LLVMValueRef cg_static_def(unit *u, const ability *ab)
{
    codegen *cg = u->cg;
    const node *effects = ab->ast->b;
    const node *st = effects && effects->a && !effects->a->next ? effects->a : NULL;
    if (!st)
        return cg_unsupported(u, ab->ast, "this static ability"), NULL;
    /* "You may choose not to untap Test during your untap step." */
    const node *untap = st->kind == N_OPTIONAL && st->a && st->a->kind == N_OPTIONAL
                        && is_word(st->a, "choose not to") ? st->a->a : NULL;
    const node *during = untap && untap->kind == N_ACTION && untap->c && untap->c->a && !untap->c->a->next
                         ? untap->c->a : NULL;
    if (during && is_word(untap, "untap") && untap->b && untap->b->kind == N_SELF && during->kind == N_DURATION
        && during->a && during->a->kind == N_STEP && is_word(during->a, "untap step") && during->a->a
        && is_word(during->a->a, "your")) {
        LLVMValueRef ch = cg_change_value(u, CARDRT_ADD_KEYWORDS, 0, CARDRT_KW(CARDRT_KW_MAY_NOT_UNTAP), 0, 0, NULL);
        LLVMValueRef f[] = { LLVMConstNull(cg->ptr), cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes"),
                             cg_i32(cg, 1), LLVMConstInt(cg->i8, 0, 0), LLVMConstNull(cg->ptr) };
        return LLVMConstNamedStruct(cg->static_ty, f, 5);
    }
    LLVMValueRef condition = NULL;
    if (st->kind == N_CONDITIONAL && is_word(st, "as long as") && st->a && st->b && !st->c) {
        if (!(condition = cg_holds_fn(u, st->a)))
            return NULL;
        st = st->b;
    }
    if (st->kind == N_ACTION && is_word(st, "is")) {
        LLVMValueRef cda = cda_def(u, st);
        if (!cda && !u->failed)
            cg_unsupported(u, st, "this static ability");
        if (cda && condition)
            return cg_unsupported(u, st, "a characteristic-defining ability with a condition"), NULL;
        return cda;
    }
    /* "Enchanted creature gets +1/+1 and has flying": one subject, several changes. */
    const node *firstn = st->kind == N_SEQUENCE ? st->a->a : st;
    const node *act = firstn->kind == N_NEGATED || permission_bits(firstn) ? firstn->a : firstn;
    if (!act || act->kind != N_ACTION || !act->a)
        return cg_unsupported(u, st, "this static ability"), NULL;
    const node *subject = act->a;
    LLVMValueRef changes[4];
    unsigned n = 0;
    for (const node *a = firstn; a && !u->failed; a = st->kind == N_SEQUENCE ? a->next : NULL) {
        const node *inner = a->kind == N_NEGATED || permission_bits(a) ? a->a : a;
        if (!inner || inner->kind != N_ACTION || inner->a != subject)
            return cg_unsupported(u, a, "a static ability with several subjects"), NULL;
        if (!static_changes(u, a, changes, &n))
            return NULL;
    }
    LLVMValueRef affects;
    if (subject->kind == N_SELF || (subject->kind == N_PRONOUN && subject->refers && subject->refers->kind == N_SELF)) {
        affects = LLVMConstNull(cg->ptr);       /* "Test ...", "as long as Test ..., it ..." */
    } else if (subject->kind == N_PRONOUN && (is_word(subject, "enchanted") || is_word(subject, "equipped"))) {
        cg_saved save;
        cg_begin_fn(u, cg->affects_ty, "cardc.affects", &save);
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };
        LLVMValueRef host = cg_call(u, "cardrt_attached_to", cg->i32, a, 2);
        LLVMValueRef r = LLVMBuildICmp(u->b, LLVMIntEQ, host, LLVMGetParam(u->fn, 2), "");
        affects = cg_end_fn(u, r, &save);
    } else if (subject->kind == N_OBJECT && (!subject->text || is_word(subject, "other")
                                             || is_word(subject, "each") || is_word(subject, "all")
                                             || is_word(subject, "each other") || is_word(subject, "all other"))) {
        if (cg_zones(u, subject, 0) != CARDRT_IN(CARDRT_BATTLEFIELD))
            return cg_unsupported(u, subject, "a static ability on cards in other zones"), NULL;
        if (!(affects = cg_affects_fn(u, subject)))
            return NULL;
    } else {
        return cg_unsupported(u, subject, "this subject of a static ability"), NULL;
    }
    LLVMValueRef arr = cg_const_array(u, cg->change_ty, changes, n, "cardc.changes");
    LLVMValueRef f[] = { affects, arr, cg_i32(cg, n), LLVMConstInt(cg->i8, 0, 0),
                         condition ? condition : LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->static_ty, f, 5);
}

/* ---- as the permanent enters ------------------------------------------------------------ */

/* "~ enters the battlefield tapped", "... with two +1/+1 counters on it",
 * "... tapped unless you control a Forest": is S one, and which parts? */
static bool enters_parts(const node *s, const node **cond, bool *unless, const node **action)
{
    *cond = NULL;
    *unless = false;
    if (s->kind == N_CONDITIONAL && (is_word(s, "unless") || is_word(s, "if")) && !s->c && s->b) {
        *cond = s->a;
        *unless = is_word(s, "unless");
        s = s->b;
    }
    *action = s;
    /* "Test enters ...", "If Test was kicked, it enters ..." */
    bool self = s->kind == N_ACTION && s->a
                && (s->a->kind == N_SELF || (s->a->kind == N_PRONOUN && s->a->refers && s->a->refers->kind == N_SELF));
    return self && is_word(s, "enter the battlefield") && !s->b && s->c;
}

/* "As ~ enters the battlefield, choose a color" (a creature type, a basic
 * land type, an opponent, a player): the CARDRT_CHOICE_* of S, or -1. */
static int enters_choice(const node *s)
{
    if (s->kind != N_CONDITIONAL || !is_word(s, "as") || s->c || !s->a || !s->b)
        return -1;
    const node *e = s->a, *ch = s->b;
    if (e->kind != N_ACTION || !is_word(e, "enter the battlefield") || !e->a || e->a->kind != N_SELF
        || e->b || e->c || ch->kind != N_ACTION || !is_word(ch, "choose") || ch->a || ch->c || !ch->b)
        return -1;
    return cg_choice_kind(ch->b);
}

/* Compile the "as it enters" parts of the card into the current effect function. */
static bool gen_enters(unit *u, const node *s)
{
    codegen *cg = u->cg;
    int choice = enters_choice(s);
    if (choice >= 0) {
        LLVMValueRef args[] = { u->ctx_arg, cg_i32(cg, choice) };
        cg_call(u, "cardrt_fx_choose_for_source", cg->i32, args, 2);
        return true;
    }
    const node *cond, *a;
    bool unless;
    enters_parts(s, &cond, &unless, &a);
    LLVMBasicBlockRef cont = NULL;
    if (cond) {
        LLVMValueRef c = cg_condition(u, cond);
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
    for (const node *m = a->c->a; m; m = m->next) {
        if (m->kind == N_MODIFIER && is_word(m, "tapped")) {
            LLVMValueRef args[] = { u->ctx_arg, cg_i32(cg, self), cg_i1(cg, true) };
            cg_call(u, "cardrt_fx_tap", cg->i32, args, 3);
            continue;
        }
        const node *what = m->kind == N_MODIFIER && is_word(m, "with") ? m->a : NULL;
        const node *f = what && what->kind == N_OBJECT ? what->a : NULL;
        const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a
                        ? f->a->a->a->a : NULL;
        const char *kind = cg_counter_kind(w);
        if (!kind)
            return cg_unsupported(u, m, "entering the battlefield this way");
        const node *on = m->next && m->next->kind == N_PREP && strcmp(m->next->text, "on") == 0 ? m->next : NULL;
        if (on)
            m = on;                 /* "... on it": the permanent itself */
        LLVMValueRef n = cg_amount(u, what);
        if (!n)
            return false;
        LLVMValueRef args[] = { u->ctx_arg, cg_i32(cg, self), cg_cstring(u, kind), n };
        cg_call(u, "cardrt_fx_counters", cg->i32, args, 4);
    }
    if (cont) {
        LLVMBuildBr(u->b, cont);
        LLVMPositionBuilderAtEnd(u->b, cont);
    }
    return true;
}

bool cg_is_enters(const ability *ab)
{
    const node *s = ab->kind == AB_STATIC && ab->ast->b && ab->ast->b->a && !ab->ast->b->a->next
                    ? ab->ast->b->a : NULL;
    const node *cond, *a;
    bool unless;
    return s && (enters_parts(s, &cond, &unless, &a) || enters_choice(s) >= 0);
}

LLVMValueRef cg_enters_fn(unit *u)
{
    bool any = cg_has_enters_keyword(u->c);
    for (const ability *ab = u->c->abilities; ab; ab = ab->next)
        any |= cg_is_enters(ab);
    if (!any)
        return LLVMConstNull(u->cg->ptr);
    cg_saved save;
    cg_begin_fn(u, u->cg->effect_ty, "cardc.enters", &save);
    u->in_ability = true;
    u->paid_costs = 0;
    bool ok = true;
    for (const ability *ab = u->c->abilities; ab && ok; ab = ab->next)
        if (cg_is_enters(ab))
            ok = gen_enters(u, ab->ast->b->a);
    if (ok && cg_has_enters_keyword(u->c)) {
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
