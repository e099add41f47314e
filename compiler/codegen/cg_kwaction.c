/* cg_kwaction.c — keyword actions (CR 701) whose whole rule the runtime
 * does (runtime/kwaction.c): "Adapt 2", "bolster 1", "amass X, where X
 * is ...", "it explores", "~ connives", "target creature you control
 * explores", "target creature phases out", "detain target creature an
 * opponent controls", "populate", "venture into the dungeon", "learn"
 * (meaning_keyword_action). */
#include "cg_fx.h"

/* "amass Phyrexians N" (CR 701.47a of the current rules): the 0/0 black
 * TYPE Army creature token it creates when its controller controls no
 * Army, TYPE the card IR's subtype word (cardrt_fx_amass_army). */
static bool cg_amass_army(unit *u, LLVMValueRef n, const char *type)
{
    const char *sub = cg_subtype_name(u, type);
    const char **subs = arena_alloc(u->arena, 2 * sizeof *subs);
    subs[0] = sub;
    subs[1] = "Army";
    def_fields d = { .name = arena_printf(u->arena, "%s Army Token", sub), .colors = CARDRT_BLACK,
                     .types = CARDRT_CREATURE, .subtypes = subs, .nsubtypes = 2, .has_pt = true };
    LLVMValueRef fields[DF_COUNT];
    cg_def_values(u, &d, fields);
    ctx_call(u, "cardrt_fx_amass_army", u->cg->i32, (LLVMValueRef[]){ n, cg_def_global(u, fields) }, 2);
    return true;
}

bool cg_keyword_action(unit *u, const node *a)
{
    fx_verb v = meaning_keyword_action(a);
    /* "it explores, then it explores again": once more, as written */
    const node *known[] = { cg_modifier(a->c, N_MODIFIER, FX_W_AGAIN), cg_modifier(a->c, N_MODIFIER, FX_W_ARMY_TYPE) };
    if (!cg_only_mods(u, a, known, 2))
        return false;
    if (v == FX_VERB_EXPLORE || v == FX_VERB_CONNIVE || v == FX_VERB_PHASE_OUT) {
        int s = cg_sel_of(u, a->a);
        if (s < 0)
            return false;
        ctx_call(u, v == FX_VERB_EXPLORE ? "cardrt_fx_explore" : v == FX_VERB_CONNIVE ? "cardrt_fx_connive"
                 : "cardrt_fx_phase_out", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, s) }, 1);
        return true;
    }
    if (v == FX_VERB_DETAIN)
        return cg_detain(u, a);
    if (v == FX_VERB_POPULATE || v == FX_VERB_VENTURE || v == FX_VERB_LEARN) {
        ctx_call(u, v == FX_VERB_POPULATE ? "cardrt_fx_populate" : v == FX_VERB_VENTURE ? "cardrt_fx_venture"
                 : "cardrt_fx_learn", u->cg->i32, NULL, 0);
        return true;
    }
    if (v == FX_VERB_ENDURE) {      /* "it endures 2" */
        int s = cg_sel_of(u, a->a);
        LLVMValueRef n = s < 0 ? NULL : cg_amount(u, a->b);
        if (!n)
            return false;
        ctx_call(u, "cardrt_fx_endure", u->cg->i32, (LLVMValueRef[]){ i32(u, s), n }, 2);
        return true;
    }
    if (v == FX_VERB_ADAPT && !u->in_ability)
        return cg_unsupported(u, a, "adapt outside an ability");
    LLVMValueRef n = cg_amount(u, a->b);
    if (!n)
        return false;
    const ir_instr *in = v == FX_VERB_AMASS ? cg_ir_instr(u, IR_AMASS, a) : NULL;
    if (in && in->word)
        return cg_amass_army(u, n, in->word);
    ctx_call(u, v == FX_VERB_ADAPT ? "cardrt_fx_adapt" : v == FX_VERB_BOLSTER ? "cardrt_fx_bolster"
             : v == FX_VERB_DISCOVER ? "cardrt_fx_discover" : "cardrt_fx_amass",
             u->cg->i32, &n, 1);
    return true;
}
