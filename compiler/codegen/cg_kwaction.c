/* cg_kwaction.c — keyword actions (CR 701) whose whole rule the runtime
 * does (runtime/kwaction.c): "Adapt 2", "bolster 1", "amass X, where X
 * is ...", "it explores", "~ connives", "target creature you control
 * explores", "target creature phases out", "detain target creature an
 * opponent controls", "populate", "venture into the dungeon", "learn"
 * (meaning_keyword_action). */
#include "cg_fx.h"

bool cg_keyword_action(unit *u, const node *a)
{
    fx_verb v = meaning_keyword_action(a);
    /* "it explores, then it explores again": once more, as written */
    const node *again = cg_modifier(a->c, N_MODIFIER, FX_W_AGAIN);
    if (!cg_only_mods(u, a, &again, again ? 1 : 0))
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
    if (v == FX_VERB_ADAPT && !u->in_ability)
        return cg_unsupported(u, a, "adapt outside an ability");
    LLVMValueRef n = cg_amount(u, a->b);
    if (!n)
        return false;
    ctx_call(u, v == FX_VERB_ADAPT ? "cardrt_fx_adapt" : v == FX_VERB_BOLSTER ? "cardrt_fx_bolster" : "cardrt_fx_amass",
             u->cg->i32, &n, 1);
    return true;
}
