/* cg_mana.c — mana an effect adds to a player's pool (CR 106.4), compiled
 * from the card IR's `add_mana` instruction (docs/ir.md): its symbols
 * ("Add {R}{R}", that many times: "{G} for each creature you control"),
 * one of several ("Add {R} or {G}"), N mana of any one color, in any
 * combination of colors, of the color chosen as the source entered, or of
 * a type the permanent its trigger's event tapped produced.  Where the
 * ability does not lower, the card is refused by the construct lowering
 * names.  cg_effect.c dispatches to it (cg_fx.h). */
#include "cg_fx.h"
#include "meaning.h"

/* The kind (CARDRT_MANA_*) of every symbol of S, if they are all one kind
 * ("{R}", "{G}{G}"); *N gets how many. */
static int symbols_kind(const char *s, int *n)
{
    int count[6], kind = -1;
    *n = 0;
    if (!meaning_symbol_counts(s, strlen(s), count))
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

/* The mana the action A adds, "an additional" left out (as much more). */
static const node *mana_of(const node *a)
{
    return a->b && meaning_word(a->b) == FX_W_ADDITIONAL ? a->b->a : a->b;
}

/* How many times (how much) IN adds, as the action A says: a number from
 * the IR; any other amount read from A's words (cg_amount.c, from the AST
 * still: "for each ...", "equal to ...", "X mana ..., where X is ..."). */
static LLVMValueRef how_many(unit *u, const node *a, const ir_instr *in)
{
    if (!in->amount || in->amount->kind == IR_AMOUNT_CONST)
        return cg_only_mods(u, a, NULL, 0) ? i32(u, in->amount ? in->amount->value : 1) : NULL;
    const node *m = mana_of(a);
    if (in->word) {     /* its symbols that many times */
        const node *known[2];
        unsigned nk = 0;
        LLVMValueRef times = cg_action_amount(u, a, NULL, known, &nk);
        return times && cg_only_mods(u, a, known, nk) ? times : NULL;
    }
    return cg_only_mods(u, a, NULL, 0) && m && m->a ? cg_amount(u, m->a) : (cg_unsupported(u, a, "this mana"), NULL);
}

/* "Add {R} or {G}", "{R} or one mana of the chosen color": one of them,
 * chosen as it resolves, each as many mana. */
static bool add_one_of(unit *u, const node *a, const ir_instr *in)
{
    unsigned kinds = 0;
    int count = -1;
    LLVMValueRef chosen = NULL;
    for (unsigned i = 0; i < in->nchoices; i++) {
        int k, c;
        if (in->choices[i] == ir_chosen_color_choice && !chosen && (count < 0 || count == 1)) {
            count = 1;      /* its bit, as the source entered */
            chosen = cg_call(u, "cardrt_chosen_color", u->cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
            continue;
        }
        if ((k = symbols_kind(in->choices[i], &c)) < 0 || (count >= 0 && c != count))
            return cg_unsupported(u, a->b, "this choice of mana");
        count = c;
        kinds |= 1u << k;
    }
    if (!cg_only_mods(u, a, NULL, 0))
        return false;
    LLVMValueRef a3[] = { i32(u, count), chosen ? LLVMBuildOr(u->b, chosen, i32(u, kinds), "") : i32(u, kinds),
                          cg_i1(u->cg, true) };
    ctx_call(u, "cardrt_fx_add_mana_choice", u->cg->i32, a3, 3);
    return true;
}

/* The mana of IN, the IR of the action A, to the player it goes to. */
static bool add_mana(unit *u, const node *a, const ir_instr *in)
{
    if (in->nchoices)
        return add_one_of(u, a, in);
    LLVMValueRef n = how_many(u, a, in);
    if (!n)
        return false;
    if (in->word) {     /* each symbol one mana of its kind, that many times (CR 605.1a) */
        int count[6];
        if (!meaning_symbol_counts(in->word, strlen(in->word), count))
            return cg_unsupported(u, a->b, "this mana symbol");
        for (int k = 0; k < 6; k++)
            if (count[k])
                ctx_call(u, "cardrt_fx_add_mana", u->cg->i32,
                         (LLVMValueRef[]){ i32(u, k), LLVMBuildMul(u->b, i32(u, count[k]), n, "") }, 2);
        return true;
    }
    LLVMValueRef kinds;
    if (in->chosen_color)           /* chosen as the source entered: W..G bits */
        kinds = cg_call(u, "cardrt_chosen_color", u->cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
    else if (in->any_type_produced && u->event && mana_of(a) && mana_of(a)->b) {    /* the kinds its event's permanent produced */
        kinds = ctx_call(u, "cardrt_fx_event_mana", u->cg->i32, NULL, 0);
        int land = cg_new_sel(u, mana_of(a)->b);    /* "That land doesn't untap ...": that permanent (`event_to`) */
        if (land < 0)
            return false;
        ctx_call(u, "cardrt_sel_event", NULL, (LLVMValueRef[]){ i32(u, land), i32(u, CARDRT_EVENT_OBJECT) }, 2);
        cg_bind(u, mana_of(a)->b, land);
    }
    else if (in->any_color || in->any_combination)
        kinds = i32(u, 31);         /* W U B R G */
    else
        return cg_unsupported(u, a->b, "this mana");
    ctx_call(u, "cardrt_fx_add_mana_choice", u->cg->i32,
             (LLVMValueRef[]){ n, kinds, cg_i1(u->cg, !in->any_combination) }, 3);
    return true;
}

LLVMValueRef cg_spend_as_static(unit *u, const node *st, LLVMValueRef condition)
{
    const node *cast = NULL;
    fx_spend_as as = meaning_spend_as(st, &cast);
    if (as == FX_SPEND_AS_IS || cast->b->kind != N_OBJECT)
        return NULL;
    LLVMValueRef applies = cg_play_match_fn(u, &cast, 1);
    int n = as == FX_SPEND_ANY_TYPE ? CARDRT_MAY_ANY_TYPE : CARDRT_MAY_ANY_COLOR;
    LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(u->cg, CARDRT_RULE_SPEND_AS), [2] = cg_i32(u->cg, n), [5] = applies };
    return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
}

bool cg_spend_only(unit *u, const node *s)
{
    const ir_instr *in = cg_ir_instr(u, IR_SPEND_ONLY, s);
    if (!in)
        return cg_no_ir_in(u, s, "this restriction on spending mana (the card IR cannot say it yet)");
    LLVMValueRef none = LLVMConstNull(u->cg->ptr);
    LLVMValueRef spells = in->from ? cg_ir_affects_fn(u, in->from) : none;
    LLVMValueRef abilities = in->abilities_of ? cg_ir_affects_fn(u, in->abilities_of) : none;
    if (!spells || !abilities)
        return false;
    unsigned flags = (in->any_ability ? CARDRT_SPEND_ANY_ABILITY : 0) | (in->word ? CARDRT_SPEND_NOT : 0);
    ctx_call(u, "cardrt_fx_spend_only", u->cg->i32, (LLVMValueRef[]){ spells, abilities, i32(u, flags) }, 3);
    return true;
}

/* The mana of "Add ...", to the controller; "its controller adds an
 * additional {G}", "that player adds ...": to the one player its subject
 * names, who chooses its kinds. */
bool cg_add_mana(unit *u, const node *a)
{
    const ir_instr *in = cg_ir_instr(u, IR_ADD_MANA, a);
    if (!in)
        return cg_no_ir_in(u, a, "this mana (the card IR cannot say it yet)");
    if (!a->a || cg_is_you(a->a))
        return add_mana(u, a, in);
    if (ir_several_players(a->a))
        return cg_unsupported(u, a->a, "several players adding mana");
    int to = cg_subject_players(u, a);
    if (to < 0)
        return false;
    ctx_call(u, "cardrt_fx_mana_to", u->cg->i32, (LLVMValueRef[]){ i32(u, to) }, 1);
    bool ok = add_mana(u, a, in);
    ctx_call(u, "cardrt_fx_mana_to", u->cg->i32, (LLVMValueRef[]){ i32(u, -1) }, 1);
    return ok;
}
