/* cg_mana.c — "Add {R}{R}", "Add one mana of any color", "Add {G} for each
 * creature you control" (cg_fx.h): mana an effect adds to its
 * controller's pool (CR 106.4).  cg_effect.c dispatches to it. */
#include "cg_fx.h"
#include "meaning.h"
#include "parser.h"

/* The kind (CARDRT_MANA_*) of every symbol of M, if they are all one
 * kind ("{R}", "{G}{G}"); *N gets how many. */
static int mana_kind(unit *u, const node *m, int *n)
{
    int count[6], kind = -1;
    *n = 0;
    if (!meaning_mana_counts(u->c, m, count))
        return -1;
    for (int k = 0; k < 6; k++)
        if (count[k]) {
            if (kind >= 0)
                return -1;
            kind = k;
            *n = count[k];
        }
    return kind;
}

/* "Add one mana of any color", "Add {R} or {G}", "two mana of any one color",
 * "two mana in any combination of colors", "one mana of any type that land
 * produced": chosen as the ability resolves. */
static bool gen_mana_choice(unit *u, const node *m)
{
    unsigned kinds = 0;
    bool one_kind = true;
    LLVMValueRef n, chosen = NULL;
    if (meaning_word(m) == FX_W_CHOSEN_COLOR) {           /* chosen as the source entered: W..G bits */
        if (!(n = cg_amount(u, m->a)))
            return false;
        chosen = cg_call(u, "cardrt_chosen_color", u->cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
    } else if (meaning_word(m) == FX_W_ANY_TYPE_PRODUCED) {    /* the kinds its event's permanent produced */
        if (!ir_that_tapped_permanent(u->event, m->b))
            return cg_unsupported(u, m, "this mana");
        if (!(n = cg_amount(u, m->a)))
            return false;
        chosen = ctx_call(u, "cardrt_fx_event_mana", u->cg->i32, NULL, 0);
    } else if (meaning_word(m) == FX_W_ANY_COLOR || meaning_word(m) == FX_W_ANY_ONE_COLOR || meaning_word(m) == FX_W_ANY_COMBINATION) {
        kinds = 31;             /* W U B R G */
        one_kind = meaning_word(m) != FX_W_ANY_COMBINATION;
        if (!(n = cg_amount(u, m->a)))
            return false;
    } else if (meaning_word(m) == FX_W_ONE_OF) {
        int count = -1;
        const node *alts[] = { m->a, m->b, m->c };
        for (int i = 0; i < 3; i++) {
            int k, c;
            if (!alts[i])
                continue;
            if (meaning_word(alts[i]) == FX_W_CHOSEN_COLOR && ir_number(alts[i]->a) == 1 && !alts[i]->b
                && !alts[i]->c && !chosen && (count < 0 || count == 1)) {
                count = 1;      /* "{R} or one mana of the chosen color": its bit, as the source entered */
                chosen = cg_call(u, "cardrt_chosen_color", u->cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
                continue;
            }
            if (!meaning_mana_symbols(alts[i]) || (k = mana_kind(u, alts[i], &c)) < 0
                || (count >= 0 && c != count))
                return cg_unsupported(u, m, "this choice of mana");
            count = c;
            kinds |= 1u << k;
        }
        n = i32(u, count);
    } else {
        return cg_unsupported(u, m, "this mana");
    }
    LLVMValueRef a[] = { n, chosen && kinds ? LLVMBuildOr(u->b, chosen, i32(u, kinds), "") : chosen ? chosen : i32(u, kinds),
                         cg_i1(u->cg, one_kind) };
    ctx_call(u, "cardrt_fx_add_mana_choice", u->cg->i32, a, 3);
    return true;
}

/* "Add {G}{G}" / "Add {C}": each symbol one mana of its kind; "Add {G}
 * for each creature you control", "Add an amount of {G} equal to ...":
 * that many times (CR 605.1a).  Its subject is not read here. */
static bool add_mana(unit *u, const node *a)
{
    const node *m = a->b;
    if (m && m->kind == N_MANA && meaning_word(m) == FX_W_ADDITIONAL)
        m = m->a;       /* "an additional one mana of any color": as much more */
    bool amount_of = m && m->kind == N_MANA && meaning_word(m) == FX_W_AN_AMOUNT_OF;
    int one;
    if (amount_of && (mana_kind(u, m->a, &one) < 0 || one != 1 || !meaning_mana_symbols(m->a)))
        return cg_unsupported(u, m, "this mana");
    if (amount_of)
        m = m->a;       /* one symbol, as many times as "equal to" says */
    else if (m && m->kind == N_MANA && !meaning_mana_symbols(m))
        return cg_only_mods(u, a, NULL, 0) && gen_mana_choice(u, m);   /* ", where X is ..." */
    if (!meaning_mana_symbols(m))
        return cg_unsupported(u, m ? m : a, "this mana");
    int count[6];
    if (!meaning_mana_counts(u->c, m, count))
        return cg_unsupported(u, m, "this mana symbol");
    const node *known[2];
    unsigned nk = 0;
    LLVMValueRef times = amount_of || cg_modifier(a->c, N_MODIFIER, FX_W_FOR_EACH)
                         ? cg_action_amount(u, a, NULL, known, &nk) : i32(u, 1);
    if (!times || !cg_only_mods(u, a, known, nk))
        return false;
    for (int k = 0; k < 6; k++)
        if (count[k])
            ctx_call(u, "cardrt_fx_add_mana", u->cg->i32,
                     (LLVMValueRef[]){ i32(u, k), LLVMBuildMul(u->b, i32(u, count[k]), times, "") }, 2);
    return true;
}

/* The mana of "Add ...", to the controller; "its controller adds an
 * additional {G}", "that player adds ...": to the one player its subject
 * names, who chooses its kinds. */
bool cg_add_mana(unit *u, const node *a)
{
    if (!a->a || cg_is_you(a->a))
        return add_mana(u, a);
    if (cg_several_players(a->a))
        return cg_unsupported(u, a->a, "several players adding mana");
    int to = cg_subject_players(u, a);
    if (to < 0)
        return false;
    ctx_call(u, "cardrt_fx_mana_to", u->cg->i32, (LLVMValueRef[]){ i32(u, to) }, 1);
    bool ok = add_mana(u, a);
    ctx_call(u, "cardrt_fx_mana_to", u->cg->i32, (LLVMValueRef[]){ i32(u, -1) }, 1);
    return ok;
}
