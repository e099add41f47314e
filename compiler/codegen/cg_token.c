/* cg_token.c — the tokens what resolves creates (cg_action_int.h): "Create
 * two 1/1 white Soldier creature tokens", a list of tokens at once, a copy
 * of an object and its exceptions (CR 707.2, 707.9), the predefined token
 * of a keyword action ("Investigate": a Clue, CR 701.16a). */
#include "cg_action_int.h"
#include "meaning.h"
#include "parser.h"
#include "syntax.h"

/* "Create two 1/1 white Soldier creature tokens with flying."  "Its
 * controller creates ..." */
/* "Create a 1/1 green Squirrel creature token and a 0/3 blue Crab creature
 * token": the token of each instruction IN lowered from A's list, at once
 * (one batch of events: "one or more creatures enter" once). */
static bool gen_create_list(unit *u, const node *a, const ir_instr *in)
{
    int who = in->subject ? cg_subject_players(u, a) : -1;
    if (who < -1)
        return false;
    ctx_call(u, "cardrt_fx_at_once", u->cg->i32, (LLVMValueRef[]){ cg_i1(u->cg, true) }, 1);
    for (node *t = a->b->a; t; t = t->next, in = in->next) {
        const ir_token *tok = in && in->op == IR_CREATE_TOKEN ? in->token : NULL;
        if (tok && (tok->power_x || tok->toughness_x))
            return cg_unsupported(u, t, "a token of X power or toughness in a list");
        LLVMValueRef def = !tok || tok->copy_of ? NULL : cg_ir_token_def(u, tok, t);
        if (!def || tok->tapped || tok->attacking)
            return u->failed ? false : cg_unsupported(u, t, "this token");
        node one = *a;
        one.b = t;
        const node *known[2];
        unsigned nk = 0;
        LLVMValueRef n = cg_action_amount(u, &one, t, known, &nk);
        if (!n || !cg_only_mods(u, &one, known, nk))
            return false;
        ctx_call(u, "cardrt_fx_tokens", u->cg->i32, (LLVMValueRef[]){ i32(u, who), def, n, i32(u, -1) }, 4);
    }
    ctx_call(u, "cardrt_fx_at_once", u->cg->i32, (LLVMValueRef[]){ cg_i1(u->cg, false) }, 1);
    return true;
}

/* A, lowered to IN (create_token): the token IN's `token` says, or a copy
 * of its `copy_of` (CR 707.2), as many as A's words count, under the
 * control of IN's subject or the controller (CR 111.2). */
bool cg_create(unit *u, const node *a, act_env *env)
{
    const ir_instr *in = cg_ir_instr(u, IR_CREATE_TOKEN, a);
    if (!in)
        return cg_no_ir_in(u, a, "this token");
    if (in->next && in->next->op == IR_CREATE_TOKEN && in->next->range.begin == in->range.begin
        && in->next->range.end == in->range.end)
        return gen_create_list(u, a, in);
    const ir_token *tok = in->token;
    /* "Create a 0/1 ... token. It has \"Sacrifice this creature: Add {C}.\"":
     * what the next statement gives the token is part of it (lowering's) */
    env->skip_next |= meaning_token_has(a, env->next) != NULL;
    /* "Create a token that's a copy of target creature" (CR 707.2); "a 1/1
     * token copy of it": an exception (CR 707.9b); "create five of those
     * tokens instead": the copies that phrase makes */
    unsigned enters;
    const node *again = tok->copy_of ? meaning_more_of_those_tokens(u->c, a->b) : NULL, *pt;
    const node *original = tok->copy_of ? ir_token_copy_of(again ? again : a->b, &enters, &pt) : NULL;
    if (tok->copy_of && !original)
        return cg_unsupported(u, a->b, "this token");
    LLVMValueRef def = original ? NULL : cg_ir_token_def(u, tok, a->b);
    /* "two ... tokens", "X ... tokens, where X is ...", "a ... token for each ..." */
    const node *known[4];
    unsigned nk = 0;
    /* "..., except it has haste" (CR 707.9b; lower_copy_exceptions) */
    LLVMValueRef except;
    if (!cg_copy_exceptions(u, a, env, original && a->c ? a->c->a : NULL, original ? pt : NULL, &except, known,
                            &nk))
        return false;
    int copied = original ? cg_sel_of(u, original) : -1;
    LLVMValueRef n = def || copied >= 0 ? cg_action_amount(u, a, a->b, known, &nk) : NULL;
    if (n && !cg_only_mods(u, a, known, nk))
        return false;
    int who = !n ? -2 : in->subject ? cg_subject_players(u, a) : -1;
    int into = who >= -1 ? cg_new_sel(u, a->b) : -1;
    if (into < 0)
        return false;
    cg_bind(u, a->b, into);
    if (original) {
        ctx_call(u, "cardrt_fx_token_copies_except", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, who), i32(u, copied), n, i32(u, into),
                                   except ? except : LLVMConstNull(u->cg->ptr) }, 5);
    } else if (tok->power_x || tok->toughness_x) {  /* "an X/X ... token": its P/T the X as it is created (CR 111.4) */
        LLVMValueRef power = tok->power_x ? cg_x(u, a->b) : i32(u, tok->power);
        LLVMValueRef toughness = !power ? NULL : tok->toughness_x ? cg_x(u, a->b) : i32(u, tok->toughness);
        if (!toughness)
            return false;
        ctx_call(u, "cardrt_fx_tokens_pt", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, who), def, n, i32(u, into), power, toughness }, 6);
    } else {
        ctx_call(u, "cardrt_fx_tokens", u->cg->i32, (LLVMValueRef[]){ i32(u, who), def, n, i32(u, into) }, 4);
    }
    if (tok->tapped || tok->attacking)
        ctx_call(u, "cardrt_fx_enter_as", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, into), cg_i1(u->cg, tok->tapped), cg_i1(u->cg, tok->attacking) }, 3);
    return true;
}

/* "Investigate", "investigate twice", "Its controller investigates": the
 * predefined token the keyword action creates, once each time it is done
 * (CR 701.16a: a Clue). */
bool cg_action_token(unit *u, const node *a)
{
    const ir_instr *in = cg_ir_instr(u, IR_CREATE_TOKEN, a);
    if (!in)
        return cg_no_ir_in(u, a, arena_printf(u->arena, "the verb '%s' here", meaning_words(a)));
    LLVMValueRef def = cg_ir_token_def(u, in->token, a);
    const node *known[2];
    unsigned nk = 0;
    LLVMValueRef n = !def ? NULL
                   : a->b || cg_modifier(a->c, N_MODIFIER, FX_W_FOR_EACH) ? cg_action_amount(u, a, a->b, known, &nk)
                   : i32(u, 1);
    if (!n || !cg_only_mods(u, a, known, nk))
        return false;
    int who = in->subject ? cg_subject_players(u, a) : -1;
    int into = who >= -1 ? cg_new_sel(u, a) : -1;
    if (into < 0)
        return false;
    ctx_call(u, "cardrt_fx_tokens", u->cg->i32, (LLVMValueRef[]){ i32(u, who), def, n, i32(u, into) }, 4);
    return true;
}

bool cg_copy_exceptions(unit *u, const node *a, const act_env *env, const node *first, const node *pt,
                        LLVMValueRef *except, const node **known, unsigned *nk)
{
    ir_copy_except ex = { 0 };
    *except = NULL;
    for (const node *m = first; m && !*except; m = m->next) {
        const node *last = ir_copy_except_mods(m, &ex);
        if (!last)
            continue;
        if (pt && ex.pt)
            return cg_unsupported(u, m, "this after a copy's power and toughness");
        ex.pt = ex.pt ? ex.pt : pt;
        if (ir_copy_except_more(a, env->next))
            return cg_unsupported(u, env->next, "this after a copy's exceptions");
        if (!(*except = cg_copy_except_of(u, &ex)))
            return false;
        known[(*nk)++] = m;
        if (last != m)
            known[(*nk)++] = last;
    }
    if (pt && !*except) {       /* "a 1/1 token copy of it" and no "except" */
        ex.pt = pt;
        *except = cg_copy_except_of(u, &ex);
    }
    return !pt || *except;
}
