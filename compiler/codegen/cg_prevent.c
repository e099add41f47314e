/* cg_prevent.c — prevention and redirection effects of resolving spells
 * and abilities (CR 615, 614.9): "Prevent all combat damage that would be
 * dealt this turn", "prevent the next 3 damage that would be dealt to any
 * target", "the next time a source of your choice would deal damage to you
 * this turn, prevent that damage" and "... is dealt to ~ instead"; cg_action.c
 * dispatches to it (cg_fx.h). */
#include "cg_fx.h"
#include "meaning.h"

/* The source or recipient of damage a prevention effect names: a set by
 * its description, tested as the damage would be dealt ("creatures",
 * "creatures your opponents control": *FN, a test of the kind KIND), or
 * what a selection holds now (a target, "you", "it"; with SHIELDS, the set
 * too: "the next 1 damage that would be dealt to each creature you control",
 * a shield for each one as it resolves). */
static bool prevention_side(unit *u, const node *np, bool recipient, bool shields, int *sel, LLVMValueRef *fn)
{
    *sel = -1;
    *fn = LLVMConstNull(u->cg->ptr);
    const node *plain = recipient ? NULL : meaning_your_choice_of(u->arena, np);
    if (plain) {    /* "a source of your choice": among permanents and spells, as it resolves */
        *sel = cg_chosen(u, plain, CARDRT_IN(CARDRT_BATTLEFIELD) | CARDRT_IN(CARDRT_STACK), i32(u, 1), false);
        return *sel >= 0;
    }
    if (np->kind == N_OBJECT && cg_is_set(np) && cg_players_who(np) < 0 && !np->c && !shields) {
        if (!recipient)
            *fn = cg_affects_fn(u, np);
        else {
            unsigned zones;
            target_use tu = { .min = 1, .max = 1, .range = np->range, .object = np };
            *fn = cg_legal_fn(u, &tu, &zones);
        }
        return *fn != NULL;
    }
    return (*sel = cg_sel_of(u, np)) >= 0;
}

/* "Prevent all damage creatures would deal this turn" (CR 418.3b's
 * Example), "Prevent all combat damage that would be dealt this turn",
 * "Prevent the next 3 damage that would be dealt to any target this turn",
 * "... dealt by target creature", "... to creatures you control". */
static bool prevention(unit *u, const node *a, fx_prevent pv, fx_prevent_part bad, const node *onto);

bool cg_prevent(unit *u, const node *a)
{
    fx_prevent pv;
    fx_prevent_part bad = meaning_prevent(a, &pv);
    return prevention(u, a, pv, bad, NULL);
}

/* "The next 1 damage that would be dealt to ~ this turn is dealt to target
 * creature you control instead", "All damage that would be dealt to you
 * this turn by target attacking creature is dealt to ~ instead": the damage
 * gen_prevent would prevent, dealt to ONTO instead (CR 614.9). */
bool cg_redirect(unit *u, const node *a)
{
    fx_prevent pv;
    const node *onto = meaning_redirect(a, &pv);
    return onto ? prevention(u, a, pv, FX_PREVENT_OK, onto) : cg_unsupported(u, a, "this redirection of damage");
}

/* A prevention effect, or with ONTO a redirection effect, of PV (BAD: the
 * part of A that is no such phrase), for the duration of A's card IR
 * instruction (said in it, or before it: "Until your next turn, prevent all
 * damage ..."). */
static bool prevention(unit *u, const node *a, fx_prevent pv, fx_prevent_part bad, const node *onto)
{
    codegen *cg = u->cg;
    if (bad == FX_PREVENT_ACTION)
        return cg_unsupported(u, a, "preventing this");
    if (bad == FX_PREVENT_AMOUNT)
        return cg_unsupported(u, a->b, "preventing this damage");
    /* "Prevent the next X damage that would be dealt ..., where X is ...":
     * the "where" hangs on the "would" clause */
    const node *where = bad == FX_PREVENT_OK && pv.would && !u->where_x
                        ? cg_modifier(pv.would->c, N_MODIFIER, FX_W_WHERE) : NULL;
    if (where)
        u->where_x = where->a;
    LLVMValueRef amount = pv.next ? cg_amount(u, pv.next) : i32(u, -1);
    if (!amount)
        return false;
    if (bad == FX_PREVENT_DAMAGE)
        return cg_unsupported(u, a->b->b ? a->b->b : a->b, "this damage");
    bool combat = pv.combat, both = pv.both;
    const node *x = pv.would, *from = pv.from, *to = pv.to;
    const node *known[5] = { pv.used[0], pv.used[1] };
    unsigned nk = pv.nused;
    if (pv.divided)
        known[nk++] = pv.divided;
    int duration;
    LLVMValueRef holds;
    if (!cg_duration_of(u, a, x, &duration, &holds, known, &nk) || !cg_only_mods(u, x, known, nk))
        return false;
    if (duration == CARDRT_AS_LONG_AS || duration == CARDRT_WHILE_YOU_CONTROL)
        return cg_unsupported(u, x, "this duration of a prevention effect");
    if (pv.divided) {
        /* "Prevent the next 5 damage that would be dealt this turn to any
         * number of targets, divided as you choose" (CR 601.2d): each its share */
        int slot = pv.next && !from && !both && !onto ? cg_target_slot(u, to) : -1;
        if (slot < 0)
            return cg_unsupported(u, pv.divided, "damage prevented divided among these");
        ctx_call(u, "cardrt_fx_prevent_divided", cg->i32, (LLVMValueRef[]){ i32(u, slot), amount, i32(u, duration) }, 3);
        return true;
    }
    int from_sel = -1, to_sel = -1;
    LLVMValueRef from_fn = LLVMConstNull(cg->ptr), to_fn = LLVMConstNull(cg->ptr);
    if ((from && !prevention_side(u, from, false, false, &from_sel, &from_fn))
        || (to && !prevention_side(u, to, true, pv.next != NULL, &to_sel, &to_fn)))
        return false;
    LLVMValueRef any = LLVMConstNull(cg->ptr);
    if (onto) {
        int onto_sel = cg_sel_of(u, onto);
        if (onto_sel < 0)
            return false;
        ctx_call(u, "cardrt_fx_redirect", cg->i32,
                 (LLVMValueRef[]){ i32(u, from_sel), from_fn, i32(u, to_sel), to_fn, cg_i1(cg, combat), amount,
                                   i32(u, duration), i32(u, onto_sel) }, 8);
        return true;
    }
    for (int side = 0; side < (both ? 2 : 1); side++)
        ctx_call(u, "cardrt_fx_prevent", cg->i32,
                 (LLVMValueRef[]){ i32(u, both && side ? -1 : from_sel), both && side ? any : from_fn,
                                   i32(u, both && !side ? -1 : to_sel), both && !side ? any : to_fn,
                                   cg_i1(cg, combat), amount, i32(u, duration) }, 7);
    return true;
}

/* "The next time a source of your choice would deal damage to you this
 * turn, prevent that damage" (CR 416.1; "a red source", "... to target
 * creature"): the controller chooses the source as it resolves, among
 * permanents and spells; all the damage it would deal to that recipient
 * the next time, then the effect ends (CARDRT_PREVENT_NEXT_TIME). */
static bool next_time_redirect(unit *u, const node *s, const fx_next_redirect *r);

bool cg_next_time_prevent(unit *u, const node *s)
{
    codegen *cg = u->cg;
    const node *plain;      /* the source, without "of your choice" */
    const node *d = meaning_next_time_prevention(u->arena, s, &plain);
    fx_next_redirect r;
    if (!d && meaning_next_time_redirect(u->arena, s, &r))
        return next_time_redirect(u, s, &r);
    if (!d)     /* "The next time you would draw a card this turn, instead ..." */
        return cg_unsupported(u, s, "this 'the next time' effect");
    const node *to = cg_modifier(d->c, N_PREP, FX_W_TO);
    if (!to)        /* "that damage" to each of several recipients would be one event */
        return cg_unsupported(u, d, "the next time damage would be dealt to anything");
    const node *known[4] = { to };
    unsigned nk = 1;
    int duration;
    LLVMValueRef holds;
    if (!cg_duration_of(u, s, d, &duration, &holds, known, &nk) || !cg_only_mods(u, d, known, nk))
        return false;
    if (duration != CARDRT_UNTIL_END_OF_TURN)
        return cg_unsupported(u, d, "this duration of a prevention effect");
    int to_sel = -1;
    LLVMValueRef to_fn = LLVMConstNull(cg->ptr);
    if (!prevention_side(u, to->a, true, false, &to_sel, &to_fn))
        return false;
    int from_sel = cg_chosen(u, plain, CARDRT_IN(CARDRT_BATTLEFIELD) | CARDRT_IN(CARDRT_STACK), i32(u, 1), false);
    if (from_sel < 0)
        return false;
    ctx_call(u, "cardrt_fx_prevent", cg->i32,
             (LLVMValueRef[]){ i32(u, from_sel), LLVMConstNull(cg->ptr), i32(u, to_sel), to_fn, cg_i1(cg, false),
                               i32(u, CARDRT_PREVENT_NEXT_TIME), i32(u, duration) }, 7);
    return true;
}

/* "The next time a source of your choice would deal damage to you this
 * turn, that damage is dealt to ~ instead" (CR 614.9; "The next time ~
 * would deal combat damage to an opponent this turn, it deals that damage
 * to target creature instead"): all the damage of that source (any: "The
 * next time damage would be dealt to ~") to that recipient the next time,
 * dealt to R's ONTO instead (CARDRT_PREVENT_NEXT_TIME). */
static bool next_time_redirect(unit *u, const node *s, const fx_next_redirect *r)
{
    codegen *cg = u->cg;
    const node *to = cg_modifier(r->would->c, N_PREP, FX_W_TO);
    if (!to)        /* "that damage" to each of several recipients would be one event */
        return cg_unsupported(u, r->would, "the next time damage would be dealt to anything");
    const node *known[4] = { to };
    unsigned nk = 1;
    int duration;
    LLVMValueRef holds;
    if (!cg_duration_of(u, s, r->would, &duration, &holds, known, &nk) || !cg_only_mods(u, r->would, known, nk))
        return false;
    if (duration != CARDRT_UNTIL_END_OF_TURN)
        return cg_unsupported(u, r->would, "this duration of a redirection effect");
    int to_sel = -1, from_sel = -1;
    LLVMValueRef to_fn = LLVMConstNull(cg->ptr), from_fn = LLVMConstNull(cg->ptr);
    if (!prevention_side(u, to->a, true, false, &to_sel, &to_fn))
        return false;
    if (r->chosen)
        from_sel = cg_chosen(u, r->source, CARDRT_IN(CARDRT_BATTLEFIELD) | CARDRT_IN(CARDRT_STACK), i32(u, 1), false);
    else if (r->source && !prevention_side(u, r->source, false, false, &from_sel, &from_fn))
        return false;
    if (r->chosen && from_sel < 0)
        return false;
    int onto = cg_sel_of(u, r->onto);
    if (onto < 0)
        return false;
    (void)s;
    ctx_call(u, "cardrt_fx_redirect", cg->i32,
             (LLVMValueRef[]){ i32(u, from_sel), from_fn, i32(u, to_sel), to_fn, cg_i1(cg, r->combat),
                               i32(u, CARDRT_PREVENT_NEXT_TIME), i32(u, duration), i32(u, onto) }, 8);
    return true;
}
