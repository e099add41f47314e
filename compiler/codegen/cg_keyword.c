/* cg_keyword.c — keyword abilities (cg.h): those that are activated
 * abilities (equip, cycling, crew, ...), those that are triggered abilities
 * (bushido, echo, fading, ...), and the keywords the runtime knows as bits.
 * The abilities, and the counters some put on the permanent as it enters,
 * are compiled from the card IR only (a `keyword` ability's `each`,
 * docs/ir.md); the bits from the AST, through the shared readings, until
 * they move too. */
#include "cg.h"
#include "meaning.h"
#include "parser.h"

/* ---- a keyword's parameter, in the card IR ---------------------------------------------- */

int cg_param_value(const ir_kw_param *e)
{
    return e->amount && e->amount->kind == IR_AMOUNT_CONST ? e->amount->value : -1;
}

/* The number of "Bushido 2", "Fading 3", with no cost; -1 if it has none or another. */
static int param_number(const ir_kw_param *e)
{
    int v = !e->costs ? cg_param_value(e) : -1;
    return v > 0 ? v : -1;
}

const ir_cost *cg_param_mana(const ir_kw_param *e)
{
    return e->costs && e->costs->kind == IR_COST_MANA && !e->costs->next ? e->costs : NULL;
}

/* E's one mana cost and nothing else ("Outlast {1}{W}"), as written; NULL if it has another. */
static const char *param_mana_only(unit *u, const ir_kw_param *e)
{
    return cg_param_mana(e) && !e->amount && !e->filter ? cg_text(u, cg_param_mana(e)->range) : NULL;
}

/* E's cost, only mana, its filter being what its rules act on
 * (typecycling's card, ninjutsu's creature); NULL for another. */
static const char *param_mana_acting(unit *u, const ir_kw_param *e)
{
    ir_kw_param mana_only = *e;
    mana_only.filter = NULL;
    return param_mana_only(u, &mana_only);
}

/* Report that E's WHAT does not compile yet; false. */
static bool param_unsupported(unit *u, const ir_kw_param *e, const char *what)
{
    return cg_unsupported_at(u, e->range, what ? what : arena_printf(u->arena, "'%s'", e->name));
}

/* ---- keyword abilities that are activated abilities ------------------------------------ */

/* The effect of "Attach this permanent to target creature" (equip,
 * reconfigure): the source (selection 0) attached to target 0 (selection 1),
 * a function named NAME. */
static LLVMValueRef attach_to_target_fn(unit *u, const char *name)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, name, &save);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_source", NULL, a0, 2);
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 1), cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_target", NULL, a1, 3);
    LLVMValueRef a2[] = { u->ctx_arg, cg_i32(cg, 0), cg_i32(cg, 1) };
    cg_call(u, "cardrt_fx_attach", cg->i32, a2, 3);
    return cg_end_fn(u, NULL, &save);
}

/* Equip: "{N}: Attach this to target creature you control. Equip only as a
 * sorcery." (CR 702.6 in later rules). */
static LLVMValueRef equip_def(unit *u, const ability *ab, const ir_kw_param *e)
{
    codegen *cg = u->cg;
    /* its mana, and its costs other than mana ("Equip—Sacrifice a creature", CR 118.1) */
    const ir_cost *m = e->costs && e->costs->kind == IR_COST_MANA ? e->costs : NULL;
    const char *mana = m ? cg_text(u, m->range) : NULL;
    LLVMValueRef costs[4];
    unsigned ncosts = 0;
    const node *k = ab->ast->b && ab->ast->b->a && ab->ast->b->a->b ? ab->ast->b->a->b->a : NULL;
    for (const ir_cost *c = m ? m->next : e->costs; c; c = c->next)
        if (c->kind == IR_COST_MANA || ncosts == 4 || e->amount || e->filter)
            return param_unsupported(u, e, "this equip ability"), NULL;
        else if (!cg_cost_entry(u, k, c, &costs[ncosts++]))
            return NULL;
    if ((!mana && !ncosts) || e->amount || e->filter)
        return param_unsupported(u, e, "this equip ability"), NULL;
    unsigned n;
    LLVMValueRef specs = cg_target_specs(u, ab, &n);
    if (!specs)
        return NULL;
    if (n != 1)
        return param_unsupported(u, e, "this equip ability"), NULL;
    cg_act_parts p = { .written = cg_text(u, e->range), .mana = mana, .specs = specs, .nspecs = 1,
                    .costs = ncosts ? cg_const_array(u, cg->cost_ty, costs, ncosts, "cardc.costs") : NULL,
                    .ncosts = ncosts, .effect = attach_to_target_fn(u, "cardc.equip"),
                    .timing = CARDRT_TIMING_SORCERY };
    return cg_activated_value(u, &p);
}

/* Reconfigure {COST} (CR 702.151a of the current rules): "{COST}: Attach
 * this permanent to another target creature you control. Activate only as
 * a sorcery." and "{COST}: Unattach this permanent. Activate only if this
 * permanent is attached to a creature and only as a sorcery."; attached,
 * it is not a creature (702.151b, the runtime's, CARDRT_TIMING_RECONFIGURE).
 * Both into ACTS. */
static bool reconfigure_defs(unit *u, const ability *ab, const ir_kw_param *e, LLVMValueRef *acts)
{
    codegen *cg = u->cg;
    const char *mana = param_mana_only(u, e);
    unsigned n;
    LLVMValueRef specs = mana ? cg_target_specs(u, ab, &n) : NULL;
    if (!mana || (specs && n != 1))
        return param_unsupported(u, e, "this reconfigure ability");
    if (!specs)
        return false;
    unsigned timing = CARDRT_TIMING_SORCERY | CARDRT_TIMING_RECONFIGURE;
    cg_act_parts attach = { .written = cg_text(u, e->range), .mana = mana, .specs = specs, .nspecs = 1,
                            .effect = attach_to_target_fn(u, "cardc.reconfigure"), .timing = timing };
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.reconfigure", &save);
    LLVMValueRef a3[] = { u->ctx_arg, cg_i32(cg, 0) };  /* this function's context */
    cg_call(u, "cardrt_sel_source", NULL, a3, 2);
    cg_call(u, "cardrt_fx_unattach", cg->i32, a3, 2);
    cg_act_parts unattach = { .written = cg_text(u, e->range), .mana = mana, .effect = cg_end_fn(u, NULL, &save),
                              .timing = timing,
                              .condition = cg_runtime_fn(u, "cardrt_attached_to_creature", cg->holds_ty) };
    acts[0] = cg_activated_value(u, &attach);
    acts[1] = cg_activated_value(u, &unattach);
    return acts[0] && acts[1];
}

/* Typecycling's card ("basic land card", "Mountain card"; the filter
 * lowering gave it), as a test; NULL for plain cycling. */
static LLVMValueRef typecycling_which(unit *u, const ir_kw_param *e)
{
    return e->filter ? cg_ir_affects_fn(u, e->filter) : NULL;
}

/* "Search your library for a card WHICH accepts, reveal it, put it into
 * your hand, then shuffle", in the function being built; selection 0 is
 * you. */
static void search_to_hand(unit *u, LLVMValueRef which)
{
    codegen *cg = u->cg;
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 1), cg_i32(cg, 0), which, cg_i32(cg, 1) };
    cg_call(u, "cardrt_fx_search", cg->i32, a1, 5);
    LLVMValueRef a2[] = { u->ctx_arg, cg_i32(cg, 1), cg_i32(cg, CARDRT_HAND), cg_i32(cg, 0) };
    cg_call(u, "cardrt_fx_move", cg->i32, a2, 4);
    LLVMValueRef a3[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_fx_shuffle", cg->i32, a3, 2);
}

/* Cycling: "{N}, Discard this card: Draw a card." from the hand.
 * Typecycling (CR 702.29e of the current rules), which is cycling too:
 * "{N}, Discard this card: Search your library for a [type] card, reveal
 * it, put it into your hand, then shuffle." */
static LLVMValueRef cycling_def(unit *u, const ir_kw_param *e)
{
    codegen *cg = u->cg;
    const char *mana = param_mana_acting(u, e);
    if (!mana)
        return param_unsupported(u, e, "this cycling ability"), NULL;
    LLVMValueRef which = typecycling_which(u, e);
    if (u->failed)
        return NULL;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.cycle", &save);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0), cg_i32(cg, CARDRT_WHO_YOU) };
    cg_call(u, "cardrt_sel_players", NULL, a0, 3);
    if (which) {
        search_to_hand(u, which);
    } else {
        LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 0), cg_i32(cg, 1) };
        cg_call(u, "cardrt_fx_draw", cg->i32, a1, 3);
    }
    LLVMValueRef cost = cg_cost_value(u, CARDRT_COST_DISCARD_SELF, 0, NULL, 0, NULL);
    cg_act_parts p = { .written = cg_text(u, e->range), .mana = mana,
                    .costs = cg_const_array(u, cg->cost_ty, &cost, 1, "cardc.costs"), .ncosts = 1,
                    .effect = cg_end_fn(u, NULL, &save), .zones = CARDRT_IN(CARDRT_HAND),
                    .timing = CARDRT_TIMING_CYCLING };
    return cg_activated_value(u, &p);
}

/* ---- keyword abilities that are triggered abilities ------------------------------------- */


/* Keywords with a number or a cost whose abilities are triggered abilities
 * (and, for fading and vanishing, counters it enters with), made of the
 * runtime's parts (cardrt.h, "Keyword abilities with a parameter"), as the
 * current Comprehensive Rules define them; COST_ONLY: the keyword has a
 * cost and no number (evoke, madness and replicate are then, cg_option_cost_of). */
static bool is_triggered_keyword(ir_kw_ability ka, bool cost_only)
{
    switch (ka) {
    case IR_KA_BUSHIDO: case IR_KA_ECHO: case IR_KA_CUMULATIVE_UPKEEP: case IR_KA_FADING: case IR_KA_VANISHING:
    case IR_KA_RAMPAGE: case IR_KA_AFFLICT: case IR_KA_RENOWN: case IR_KA_SUSPEND:
    case IR_KA_ANNIHILATOR: case IR_KA_BATTLE_CRY: case IR_KA_DETHRONE: case IR_KA_WARD: case IR_KA_CASUALTY:
    case IR_KA_HIDEAWAY: case IR_KA_RIPPLE: case IR_KA_SOULBOND: case IR_KA_CONSPIRE: case IR_KA_MYRIAD:
    case IR_KA_DEMONSTRATE: case IR_KA_GRAVESTORM:
        return true;
    case IR_KA_EVOKE: case IR_KA_MADNESS: case IR_KA_REPLICATE: case IR_KA_RECOVER:
        return cost_only;
    default:
        return false;
    }
}

/* Is the card an instant or a sorcery, whose spell rt_copy_spell copies
 * (a permanent spell is not copied)? */
static bool copied_spell(unit *u)
{
    return (ir_card_types(u->c) & (1u << IR_TYPE_INSTANT | 1u << IR_TYPE_SORCERY))
           && !(ir_card_types(u->c) & ~(1u << IR_TYPE_INSTANT | 1u << IR_TYPE_SORCERY));
}

/* Fading, vanishing, bloodthirst, devour, amplify and sunburst do
 * something as the permanent enters. */
static bool is_enters_keyword(ir_kw_ability ka)
{
    return ka == IR_KA_FADING || ka == IR_KA_VANISHING || ka == IR_KA_BLOODTHIRST || ka == IR_KA_SUNBURST
           || ka == IR_KA_DEVOUR || ka == IR_KA_AMPLIFY;
}

/* The counters fading, vanishing, bloodthirst, devour, amplify and
 * sunburst put on the permanent as it enters (CR 702.32a, 702.63a,
 * 702.54a, 702.82a, 702.38a, 702.44a), into the "as it enters" function
 * being built: its source is selection SELF. */
void cg_keyword_enters(unit *u, int self)
{
    codegen *cg = u->cg;
    for (const ir_ability *ab = u->ir->abilities; ab; ab = ab->next)
        for (unsigned i = 0; ab->kind == IR_AB_KEYWORD && i < ab->nkeywords; i++) {
            const ir_kw_param *e = &ab->each[i];
            ir_kw_ability ka = e->defined ? IR_KA_NONE : ir_kw_ability_named(e->name);
            if (ka == IR_KA_SUNBURST) {       /* CR 702.44a */
                cg_call(u, "cardrt_fx_sunburst", cg->i32, &u->ctx_arg, 1);
                continue;
            }
            if (!is_enters_keyword(ka) || param_number(e) < 0)
                continue;
            if (ka == IR_KA_BLOODTHIRST || ka == IR_KA_DEVOUR || ka == IR_KA_AMPLIFY) {
                LLVMValueRef a[] = { u->ctx_arg, cg_i32(cg, param_number(e)) };
                cg_call(u, ka == IR_KA_BLOODTHIRST ? "cardrt_fx_bloodthirst"
                           : ka == IR_KA_DEVOUR ? "cardrt_fx_devour" : "cardrt_fx_amplify", cg->i32, a, 2);
                continue;
            }
            LLVMValueRef a[] = { u->ctx_arg, cg_i32(cg, self), cg_cstring(u, ka == IR_KA_FADING ? "fade" : "time"),
                                 cg_i32(cg, param_number(e)) };
            cg_call(u, "cardrt_fx_counters", cg->i32, a, 4);
        }
}

bool cg_spell_epic(unit *u, bool *epic)
{
    *epic = false;
    for (const ir_ability *ab = u->ir->abilities; ab; ab = ab->next)
        for (unsigned i = 0; ab->kind == IR_AB_KEYWORD && i < ab->nkeywords; i++) {
            const ir_kw_param *e = &ab->each[i];
            if (e->defined || ir_kw_ability_named(e->name) != IR_KA_EPIC)
                continue;
            if (e->costs || e->amount || e->filter || !copied_spell(u) || *epic)
                return param_unsupported(u, e, NULL);
            *epic = true;
        }
    return true;
}

bool cg_has_enters_keyword(const unit *u)
{
    for (const ir_ability *ab = u->ir->abilities; ab; ab = ab->next)
        for (unsigned i = 0; ab->kind == IR_AB_KEYWORD && i < ab->nkeywords; i++)
            if (!ab->each[i].defined && is_enters_keyword(ir_kw_ability_named(ab->each[i].name)))
                return true;
    return false;
}

LLVMValueRef cg_runtime_fn(unit *u, const char *name, LLVMTypeRef ty)
{
    LLVMValueRef f = LLVMGetNamedFunction(u->mod, name);
    return f ? f : LLVMAddFunction(u->mod, name, ty);
}

/* A keyword's triggered ability; ZONES: where the card is for it (0: the
 * battlefield); SPECS: its NSPECS target slots (NULL: none). */
static LLVMValueRef keyword_trigger_with(unit *u, const ir_kw_param *e, const char *match, const char *condition,
                                         LLVMValueRef effect, unsigned zones, LLVMValueRef specs, unsigned nspecs)
{
    codegen *cg = u->cg;
    LLVMValueRef null = LLVMConstNull(cg->ptr);
    LLVMValueRef f[] = { cg_cstring(u, cg_text(u, e->range)), cg_runtime_fn(u, match, cg->legal_ty),
                         condition ? cg_runtime_fn(u, condition, cg->holds_ty) : null, specs ? specs : null,
                         cg_i32(cg, nspecs),
                         effect, cg_i32(cg, (long long)zones), cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0),
                         cg_i32(cg, CARDRT_BATCH_NONE), cg_i32(cg, 0), LLVMConstInt(cg->i8, 0, 0) };
    return cg_trigger_struct(cg, f, NULL);
}

static LLVMValueRef keyword_trigger_in(unit *u, const ir_kw_param *e, const char *match, const char *condition,
                                       LLVMValueRef effect, unsigned zones)
{
    return keyword_trigger_with(u, e, match, condition, effect, zones, NULL, 0);
}

static LLVMValueRef keyword_trigger(unit *u, const ir_kw_param *e, const char *match, const char *condition,
                                    LLVMValueRef effect)
{
    return keyword_trigger_in(u, e, match, condition, effect, 0);
}

/* The effect of a keyword's triggered ability: the runtime function FX
 * with the context, then ARGS. */
static LLVMValueRef keyword_effect(unit *u, const char *fx, LLVMValueRef *args, unsigned n)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.keyword", &save);
    LLVMValueRef a[4] = { u->ctx_arg };
    for (unsigned i = 0; i < n && i < 3; i++)
        a[i + 1] = args[i];
    cg_call(u, fx, cg->i32, a, n + 1);
    return cg_end_fn(u, NULL, &save);
}

/* "Partner with NAME" (CR 702.124j of the current rules): "When this
 * creature enters, target player may put NAME into their hand from their
 * library, then shuffle."  Its target is its rules' (sema's target use). */
static LLVMValueRef partner_trigger(unit *u, const ability *ab, const ir_kw_param *e)
{
    codegen *cg = u->cg;
    unsigned nspecs;
    LLVMValueRef specs = cg_target_specs(u, ab, &nspecs);
    if (!specs)
        return NULL;
    if (nspecs != 1)
        return param_unsupported(u, e, NULL), NULL;
    LLVMValueRef a[] = { cg_i32(cg, 0), cg_cstring(u, e->filter->named) };
    return keyword_trigger_with(u, e, "cardrt_match_enters", NULL,
                                keyword_effect(u, "cardrt_fx_partner_with", a, 2), 0, specs, 1);
}

/* "Sacrifice it" (evoke, vanishing). */
static LLVMValueRef sacrifice_self_effect(unit *u)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.sacrifice", &save);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_source", NULL, a0, 2);
    cg_call(u, "cardrt_fx_sacrifice", cg->i32, a0, 2);
    return cg_end_fn(u, NULL, &save);
}

LLVMValueRef cg_decayed_trigger(unit *u)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.decayed_later", &save);    /* at end of combat: sacrifice it */
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_linked", NULL, a0, 2);
    cg_call(u, "cardrt_fx_sacrifice", cg->i32, a0, 2);
    LLVMValueRef later = cg_end_fn(u, NULL, &save);
    LLVMValueRef def = cg_delayed_def(u, CARDRT_STEP_END_COMBAT, later, "Sacrifice it at end of combat.");
    cg_begin_fn(u, cg->effect_ty, "cardc.decayed", &save);          /* when it attacks: linked to it */
    LLVMValueRef a2[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_source", NULL, a2, 2);
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 0), def };
    cg_call(u, "cardrt_fx_delayed", cg->i32, a1, 3);
    LLVMValueRef effect = cg_end_fn(u, NULL, &save);
    LLVMValueRef null = LLVMConstNull(cg->ptr);
    LLVMValueRef f[] = { cg_cstring(u, "Decayed"), cg_runtime_fn(u, "cardrt_match_attacks", cg->legal_ty), null, null,
                         cg_i32(cg, 0), effect, cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0),
                         cg_i32(cg, CARDRT_BATCH_NONE), cg_i32(cg, 0), LLVMConstInt(cg->i8, 0, 0) };
    return LLVMConstNamedStruct(cg->trig_ty, f, 13);
}

/* Bushido N (CR 702.45a): "Whenever this creature blocks or becomes
 * blocked, it gets +N/+N until end of turn." */
static LLVMValueRef bushido_effect(unit *u, int n)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.bushido", &save);
    LLVMValueRef ch = cg_change_value(u, CARDRT_MODIFY_PT, 0, 0, n, n, NULL);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_source", NULL, a0, 2);
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 0), cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes"),
                          cg_i32(cg, 1), cg_i32(cg, CARDRT_UNTIL_END_OF_TURN), LLVMConstNull(cg->ptr) };
    cg_call(u, "cardrt_fx_effect", cg->i32, a1, 6);
    return cg_end_fn(u, NULL, &save);
}

/* Conspire is the card's only one and it is an instant or sorcery: the
 * spell remembers one conspire cost paid (702.78b: each instance's is paid
 * apart). */
static bool conspire_alone(unit *u)
{
    unsigned n = 0;
    for (const ir_ability *ab = u->ir->abilities; ab; ab = ab->next)
        for (unsigned j = 0; ab->kind == IR_AB_KEYWORD && j < ab->nkeywords; j++)
            n += !ab->each[j].defined && ir_kw_ability_named(ab->each[j].name) == IR_KA_CONSPIRE;
    return n == 1 && copied_spell(u);
}

/* The triggered abilities of keyword E, a KA (is_triggered_keyword), into TRIGS. */
static bool keyword_triggers(unit *u, const ir_kw_param *e, ir_kw_ability ka, LLVMValueRef *trigs, unsigned *n,
                             unsigned cap)
{
    codegen *cg = u->cg;
    const ir_cost *c = !e->amount || ka == IR_KA_SUSPEND ? e->costs : NULL;
    if (*n + 2 > cap)
        return param_unsupported(u, e, "this many abilities");
    if (ka == IR_KA_EVOKE) {              /* CR 702.74a: sacrificed as it enters, if evoked */
        trigs[(*n)++] = keyword_trigger(u, e, "cardrt_match_evoked", NULL, sacrifice_self_effect(u));
        return true;
    }
    if (ka == IR_KA_CASUALTY) {           /* CR 702.153a: copied when a creature was sacrificed for it */
        if (param_number(e) < 0)
            return param_unsupported(u, e, NULL);
        trigs[(*n)++] = keyword_trigger_in(u, e, "cardrt_match_cast", "cardrt_casualty_paid",
                                           keyword_effect(u, "cardrt_fx_casualty", NULL, 0), CARDRT_IN(CARDRT_STACK));
        return true;
    }
    if (ka == IR_KA_CONSPIRE) {           /* CR 702.78a: copied when two creatures were tapped for it */
        if (e->costs || e->amount || e->filter || !conspire_alone(u))
            return param_unsupported(u, e, NULL);
        trigs[(*n)++] = keyword_trigger_in(u, e, "cardrt_match_cast", "cardrt_conspire_paid",
                                           keyword_effect(u, "cardrt_fx_casualty", NULL, 0), CARDRT_IN(CARDRT_STACK));
        return true;
    }
    if (ka == IR_KA_DEMONSTRATE || ka == IR_KA_GRAVESTORM) {
        /* CR 702.144a: copied by its controller, then an opponent; 702.69a:
         * once for each permanent put into a graveyard this turn */
        if (e->costs || e->amount || e->filter || !copied_spell(u))
            return param_unsupported(u, e, NULL);
        const char *fx = ka == IR_KA_DEMONSTRATE ? "cardrt_fx_demonstrate" : "cardrt_fx_gravestorm";
        trigs[(*n)++] = keyword_trigger_in(u, e, "cardrt_match_cast", NULL, keyword_effect(u, fx, NULL, 0),
                                           CARDRT_IN(CARDRT_STACK));
        return true;
    }
    if (ka == IR_KA_RECOVER) {            /* CR 702.59a: from the graveyard, a mana cost */
        const char *mana = param_mana_only(u, e);
        if (!mana)
            return param_unsupported(u, e, "this recover cost");
        LLVMValueRef a[] = { cg_cstring(u, mana) };
        trigs[(*n)++] = keyword_trigger_in(u, e, "cardrt_match_recover", NULL,
                                           keyword_effect(u, "cardrt_fx_recover", a, 1),
                                           CARDRT_IN(CARDRT_GRAVEYARD));
        return true;
    }
    if (ka == IR_KA_REPLICATE) {          /* CR 702.56a: copied once for each time its cost was paid */
        trigs[(*n)++] = keyword_trigger_in(u, e, "cardrt_match_cast", NULL,
                                           keyword_effect(u, "cardrt_fx_replicate", NULL, 0), CARDRT_IN(CARDRT_STACK));
        return true;
    }
    if (ka == IR_KA_MADNESS) {            /* CR 702.35a: cast it for its madness cost from exile */
        LLVMValueRef a[] = { cg_cstring(u, cg_text(u, c->range)) };
        trigs[(*n)++] = keyword_trigger_in(u, e, "cardrt_match_madness", NULL,
                                           keyword_effect(u, "cardrt_fx_madness", a, 1), CARDRT_IN(CARDRT_EXILE));
        return true;
    }
    if (ka == IR_KA_SUSPEND) {            /* CR 702.62a: its two triggered abilities in exile */
        if (cg_param_value(e) <= 0 || !cg_param_mana(e))
            return param_unsupported(u, e, "this suspend ability");
        unsigned exile = CARDRT_IN(CARDRT_EXILE);
        trigs[(*n)++] = keyword_trigger_in(u, e, "cardrt_match_upkeep", "cardrt_is_suspended",
                                           keyword_effect(u, "cardrt_fx_suspend", NULL, 0), exile);
        trigs[(*n)++] = keyword_trigger_in(u, e, "cardrt_match_last_time_counter", NULL,
                                           keyword_effect(u, "cardrt_fx_suspend_cast", NULL, 0), exile);
        return true;
    }
    if ((ka == IR_KA_BATTLE_CRY || ka == IR_KA_DETHRONE) && !e->amount && !e->costs) {
        /* CR 702.91a: "Whenever this creature attacks, each other attacking
         * creature gets +1/+0 until end of turn"; 702.105a: "Whenever this
         * creature attacks the player with the most life or tied for most
         * life, put a +1/+1 counter on this creature" */
        bool cry = ka == IR_KA_BATTLE_CRY;
        trigs[(*n)++] = keyword_trigger(u, e, cry ? "cardrt_match_attacks" : "cardrt_match_dethrone", NULL,
                                        keyword_effect(u, cry ? "cardrt_fx_battle_cry" : "cardrt_fx_dethrone",
                                                       NULL, 0));
        return true;
    }
    if (ka == IR_KA_MYRIAD) {
        /* CR 702.116a of the current rules: "Whenever this creature
         * attacks, for each opponent other than defending player, you may
         * create a token that's a copy of this creature that's tapped and
         * attacking that player or a planeswalker they control. Exile the
         * tokens at end of combat." */
        if (e->amount || e->costs || e->filter)
            return param_unsupported(u, e, NULL);
        trigs[(*n)++] = keyword_trigger(u, e, "cardrt_match_attacks", NULL,
                                        keyword_effect(u, "cardrt_fx_myriad", NULL, 0));
        return true;
    }
    if (ka == IR_KA_SOULBOND && !e->amount && !e->costs) {
        /* CR 702.95a of the current rules: "When this creature enters, if you
         * control both this creature and another creature and both are
         * unpaired, you may pair this creature with another unpaired
         * creature you control"; "Whenever another creature you control
         * enters, if you control both it and this creature and both are
         * unpaired, you may pair that creature with this creature" */
        trigs[(*n)++] = keyword_trigger(u, e, "cardrt_match_soulbond", NULL,
                                        keyword_effect(u, "cardrt_fx_soulbond", NULL, 0));
        return true;
    }
    if (ka == IR_KA_WARD) {
        /* CR 702.21a: "Whenever this permanent becomes the target of a
         * spell or ability an opponent controls, counter it unless that
         * player pays {N}" (with no reminder text; with it, the reminder
         * text is the ability, front.c) */
        const char *mana = param_mana_only(u, e);
        if (!mana)
            return param_unsupported(u, e, NULL);
        LLVMValueRef a[] = { cg_cstring(u, mana) };
        trigs[(*n)++] = keyword_trigger(u, e, "cardrt_match_ward", NULL, keyword_effect(u, "cardrt_fx_ward", a, 1));
        return true;
    }
    if (ka == IR_KA_HIDEAWAY || ka == IR_KA_RIPPLE) {
        /* CR 702.75a: as it enters, a card exiled face down; 702.60a: as
         * the spell is cast, the top N revealed, those of its name cast */
        int v = param_number(e);
        if (v < 0)
            return param_unsupported(u, e, NULL);
        LLVMValueRef a[] = { cg_i32(cg, v) };
        bool ripple = ka == IR_KA_RIPPLE;
        trigs[(*n)++] = keyword_trigger_in(u, e, ripple ? "cardrt_match_cast" : "cardrt_match_enters", NULL,
                                           keyword_effect(u, ripple ? "cardrt_fx_ripple" : "cardrt_fx_hideaway", a, 1),
                                           ripple ? CARDRT_IN(CARDRT_STACK) : 0);
        return true;
    }
    if (ka == IR_KA_ANNIHILATOR) {        /* CR 702.86a */
        int v = param_number(e);
        if (v < 0)
            return param_unsupported(u, e, NULL);
        LLVMValueRef a[] = { cg_i32(cg, v) };
        trigs[(*n)++] = keyword_trigger(u, e, "cardrt_match_attacks", NULL,
                                        keyword_effect(u, "cardrt_fx_annihilator", a, 1));
        return true;
    }
    if (ka == IR_KA_BUSHIDO || ka == IR_KA_FADING || ka == IR_KA_VANISHING || ka == IR_KA_RAMPAGE
        || ka == IR_KA_AFFLICT || ka == IR_KA_RENOWN) {
        /* vanishing without a number (CR 702.63b): its two abilities, no counters as it enters */
        bool plain_vanishing = ka == IR_KA_VANISHING && !e->costs && !e->amount && !e->filter;
        int v = param_number(e);
        if (v < 0 && !plain_vanishing)
            return param_unsupported(u, e, NULL);
        if (ka == IR_KA_RENOWN) {         /* CR 702.112a */
            LLVMValueRef a[] = { cg_i32(cg, v) };
            trigs[(*n)++] = keyword_trigger(u, e, "cardrt_match_renown", NULL,
                                            keyword_effect(u, "cardrt_fx_renown", a, 1));
        } else if (ka == IR_KA_RAMPAGE || ka == IR_KA_AFFLICT) {   /* rampage (4th Edition), afflict (702.130a) */
            LLVMValueRef a[] = { cg_i32(cg, v) };
            trigs[(*n)++] = keyword_trigger(u, e, "cardrt_match_becomes_blocked", NULL,
                                            keyword_effect(u, ka == IR_KA_RAMPAGE ? "cardrt_fx_rampage"
                                                                                : "cardrt_fx_afflict", a, 1));
        } else if (ka == IR_KA_BUSHIDO) {
            trigs[(*n)++] = keyword_trigger(u, e, "cardrt_match_blocks_or_blocked", NULL, bushido_effect(u, v));
        } else if (ka == IR_KA_FADING) {     /* CR 702.32a */
            trigs[(*n)++] = keyword_trigger(u, e, "cardrt_match_upkeep", NULL,
                                            keyword_effect(u, "cardrt_fx_fading", NULL, 0));
        } else {                            /* CR 702.63a */
            trigs[(*n)++] = keyword_trigger(u, e, "cardrt_match_upkeep", "cardrt_has_time_counter",
                                            keyword_effect(u, "cardrt_fx_vanishing", NULL, 0));
            trigs[(*n)++] = keyword_trigger(u, e, "cardrt_match_last_time_counter", NULL, sacrifice_self_effect(u));
        }
        return true;
    }
    if (ka == IR_KA_ECHO) {               /* CR 702.30a: a mana cost */
        if (!c || c->next || c->kind != IR_COST_MANA)
            return param_unsupported(u, e, "this echo cost");
        LLVMValueRef a[] = { cg_cstring(u, cg_text(u, c->range)) };
        trigs[(*n)++] = keyword_trigger(u, e, "cardrt_match_echo", NULL, keyword_effect(u, "cardrt_fx_echo", a, 1));
        return true;
    }
    /* Cumulative upkeep (CR 702.24a): a mana cost, or "Pay N life". */
    int nlife = c && c->kind == IR_COST_PAY_LIFE && c->amount && c->amount->kind == IR_AMOUNT_CONST
                ? c->amount->value : -1;
    if (!c || c->next || (c->kind != IR_COST_MANA && nlife <= 0))
        return param_unsupported(u, e, "this cumulative upkeep cost");
    LLVMValueRef a[] = { c->kind == IR_COST_MANA ? cg_cstring(u, cg_text(u, c->range)) : LLVMConstNull(cg->ptr),
                         cg_i32(cg, c->kind == IR_COST_MANA ? 0 : nlife) };
    trigs[(*n)++] = keyword_trigger(u, e, "cardrt_match_upkeep", NULL,
                                    keyword_effect(u, "cardrt_fx_cumulative_upkeep", a, 2));
    return true;
}

/* A keyword whose ability is "{COST}[, {T}]: Put a COUNTER counter on this.
 * Activate only as a sorcery." (WHAT names it in a refusal, FN is the
 * effect's name). */
static LLVMValueRef self_counter_def(unit *u, const ir_kw_param *e, const char *what, const char *fn,
                                     const char *counter, bool tap)
{
    codegen *cg = u->cg;
    const char *mana = param_mana_only(u, e);
    if (!mana)
        return param_unsupported(u, e, what), NULL;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, fn, &save);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_source", NULL, a0, 2);
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 0), cg_cstring(u, counter), cg_i32(cg, 1) };
    cg_call(u, "cardrt_fx_counters", cg->i32, a1, 4);
    LLVMValueRef cost = tap ? cg_cost_value(u, CARDRT_COST_TAP, 0, NULL, 0, NULL) : NULL;
    cg_act_parts p = { .written = cg_text(u, e->range), .mana = mana,
                       .costs = tap ? cg_const_array(u, cg->cost_ty, &cost, 1, "cardc.costs") : NULL,
                       .ncosts = tap, .effect = cg_end_fn(u, NULL, &save), .timing = CARDRT_TIMING_SORCERY };
    return cg_activated_value(u, &p);
}

/* Outlast {COST} (CR 702.107a of the current rules): "{COST}, {T}: Put a
 * +1/+1 counter on this creature. Activate only as a sorcery." */
static LLVMValueRef outlast_def(unit *u, const ir_kw_param *e)
{
    return self_counter_def(u, e, "this outlast cost", "cardc.outlast", "+1/+1", true);
}

/* Level up {COST} (CR 702.87a of the current rules): "{COST}: Put a level
 * counter on this permanent. Activate only as a sorcery." */
static LLVMValueRef level_up_def(unit *u, const ir_kw_param *e)
{
    return self_counter_def(u, e, "this level up cost", "cardc.level_up", "level", false);
}

/* Unearth {COST} (CR 702.84a of the current rules): an activated ability
 * of the card in the graveyard, as a sorcery (cardrt_fx_unearth). */
static LLVMValueRef unearth_def(unit *u, const ir_kw_param *e)
{
    const char *mana = param_mana_only(u, e);
    if (!mana)
        return param_unsupported(u, e, "this unearth cost"), NULL;
    cg_act_parts p = { .written = cg_text(u, e->range), .mana = mana,
                    .effect = keyword_effect(u, "cardrt_fx_unearth", NULL, 0),
                    .zones = CARDRT_IN(CARDRT_GRAVEYARD), .timing = CARDRT_TIMING_SORCERY };
    return cg_activated_value(u, &p);
}

/* Keyword abilities of the form "{COST}, Exile this card from your
 * graveyard: EFFECT. Activate only as a sorcery.", the effect the runtime
 * function FX with ARG (WHAT names the cost in a refusal): embalm and
 * eternalize (CR 702.128a, 702.129a of the current rules: "Create a token
 * that's a copy of it, except it's a white Zombie ... (a 4/4 black Zombie
 * ...) with no mana cost"), encore (702.141a: "For each opponent, create a
 * token copy that attacks that opponent this turn if able. They gain
 * haste. Sacrifice them at the beginning of the next end step"). */
static LLVMValueRef graveyard_exile_def(unit *u, const ir_kw_param *e, const char *what, const char *fx, int arg)
{
    codegen *cg = u->cg;
    const char *mana = param_mana_only(u, e);
    if (!mana)
        return param_unsupported(u, e, what), NULL;
    LLVMValueRef args[] = { cg_i32(cg, arg) };
    LLVMValueRef cost = cg_cost_value(u, CARDRT_COST_EXILE_SELF, 0, NULL, 0, NULL);
    cg_act_parts p = { .written = cg_text(u, e->range), .mana = mana,
                    .costs = cg_const_array(u, cg->cost_ty, &cost, 1, "cardc.costs"), .ncosts = 1,
                    .effect = keyword_effect(u, fx, args, 1),
                    .zones = CARDRT_IN(CARDRT_GRAVEYARD), .timing = CARDRT_TIMING_SORCERY };
    return cg_activated_value(u, &p);
}

/* Reinforce N—{COST} (CR 702.77a of the current rules): "{COST}, Discard
 * this card: Put N +1/+1 counters on target creature."  N may be X, the X
 * paid with {COST} ("Reinforce X—{X}{G}{G}", CR 107.3a). */
static LLVMValueRef reinforce_def(unit *u, const ability *ab, const ir_kw_param *e)
{
    codegen *cg = u->cg;
    int n = cg_param_value(e);
    bool x = e->amount && e->amount->kind == IR_AMOUNT_X;
    const ir_cost *mana = cg_param_mana(e);
    if (!mana || (n < 1 && !x))
        return param_unsupported(u, e, "this reinforce ability"), NULL;
    unsigned nspecs;
    LLVMValueRef specs = cg_target_specs(u, ab, &nspecs);
    if (!specs)
        return NULL;
    if (nspecs != 1)
        return param_unsupported(u, e, "this reinforce ability"), NULL;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.reinforce", &save);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0), cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_target", NULL, a0, 3);
    LLVMValueRef count = x ? cg_call(u, "cardrt_ctx_x", cg->i32, &u->ctx_arg, 1) : cg_i32(cg, n);
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 0), cg_cstring(u, "+1/+1"), count };
    cg_call(u, "cardrt_fx_counters", cg->i32, a1, 4);
    LLVMValueRef cost = cg_cost_value(u, CARDRT_COST_DISCARD_SELF, 0, NULL, 0, NULL);
    cg_act_parts p = { .written = cg_text(u, e->range), .mana = cg_text(u, mana->range),
                    .costs = cg_const_array(u, cg->cost_ty, &cost, 1, "cardc.costs"), .ncosts = 1,
                    .specs = specs, .nspecs = 1, .effect = cg_end_fn(u, NULL, &save),
                    .zones = CARDRT_IN(CARDRT_HAND) };
    return cg_activated_value(u, &p);
}

/* Transmute {COST} (CR 702.53a of the current rules): "{COST}, Discard this
 * card: Search your library for a card with the same mana value as the
 * discarded card, reveal that card, and put it into your hand. Then
 * shuffle. Activate only as a sorcery." */
static LLVMValueRef transmute_def(unit *u, const ir_kw_param *e)
{
    codegen *cg = u->cg;
    const char *mana = param_mana_only(u, e);
    if (!mana)
        return param_unsupported(u, e, "this transmute cost"), NULL;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.transmute", &save);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0), cg_i32(cg, CARDRT_WHO_YOU) };
    cg_call(u, "cardrt_sel_players", NULL, a0, 3);
    search_to_hand(u, cg_runtime_fn(u, "cardrt_same_mana_value", cg->affects_ty));
    LLVMValueRef cost = cg_cost_value(u, CARDRT_COST_DISCARD_SELF, 0, NULL, 0, NULL);
    cg_act_parts p = { .written = cg_text(u, e->range), .mana = mana,
                    .costs = cg_const_array(u, cg->cost_ty, &cost, 1, "cardc.costs"), .ncosts = 1,
                    .effect = cg_end_fn(u, NULL, &save), .zones = CARDRT_IN(CARDRT_HAND),
                    .timing = CARDRT_TIMING_SORCERY };
    return cg_activated_value(u, &p);
}

/* Ninjutsu {COST} (CR 702.49a of the current rules): "{COST}, Reveal this
 * card from your hand, Return an unblocked attacking creature you control to
 * its owner's hand: Put this card onto the battlefield from your hand tapped
 * and attacking" (cardrt_fx_ninjutsu), attacking what the returned creature
 * attacked (702.49c). */
static LLVMValueRef ninjutsu_def(unit *u, const ir_kw_param *e)
{
    codegen *cg = u->cg;
    const char *mana = param_mana_acting(u, e);
    if (!mana || !e->filter)
        return param_unsupported(u, e, "this ninjutsu cost"), NULL;
    LLVMValueRef which = cg_ir_affects_fn(u, e->filter);
    if (!which)
        return NULL;
    LLVMValueRef costs[] = { cg_cost_value(u, CARDRT_COST_REVEAL_SELF, 0, NULL, 0, NULL),
                             cg_cost_value(u, CARDRT_COST_RETURN, 1, which, 0, NULL) };
    cg_act_parts p = { .written = cg_text(u, e->range), .mana = mana,
                    .costs = cg_const_array(u, cg->cost_ty, costs, 2, "cardc.costs"), .ncosts = 2,
                    .effect = keyword_effect(u, "cardrt_fx_ninjutsu", NULL, 0), .zones = CARDRT_IN(CARDRT_HAND) };
    return cg_activated_value(u, &p);
}

/* Scavenge {COST} (CR 702.97a of the current rules): "{COST}, Exile this
 * card from your graveyard: Put a number of +1/+1 counters equal to the
 * power of the card you exiled on target creature. Activate only as a
 * sorcery." */
static LLVMValueRef scavenge_def(unit *u, const ability *ab, const ir_kw_param *e)
{
    codegen *cg = u->cg;
    const char *mana = param_mana_only(u, e);
    if (!mana)
        return param_unsupported(u, e, "this scavenge cost"), NULL;
    unsigned n;
    LLVMValueRef specs = cg_target_specs(u, ab, &n);
    if (!specs)
        return NULL;
    if (n != 1)
        return param_unsupported(u, e, "this scavenge ability"), NULL;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.scavenge", &save);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_source", NULL, a0, 2);
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 1), cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_target", NULL, a1, 3);
    LLVMValueRef a2[] = { u->ctx_arg, cg_i32(cg, 0), cg_i32(cg, CARDRT_STAT_POWER) };
    LLVMValueRef power = cg_call(u, "cardrt_sel_stat", cg->i32, a2, 3);  /* as it last existed */
    LLVMValueRef a3[] = { u->ctx_arg, cg_i32(cg, 1), cg_cstring(u, "+1/+1"), power };
    cg_call(u, "cardrt_fx_counters", cg->i32, a3, 4);
    LLVMValueRef cost = cg_cost_value(u, CARDRT_COST_EXILE_SELF, 0, NULL, 0, NULL);
    cg_act_parts p = { .written = cg_text(u, e->range), .mana = mana,
                    .costs = cg_const_array(u, cg->cost_ty, &cost, 1, "cardc.costs"), .ncosts = 1,
                    .specs = specs, .nspecs = 1, .effect = cg_end_fn(u, NULL, &save),
                    .zones = CARDRT_IN(CARDRT_GRAVEYARD), .timing = CARDRT_TIMING_SORCERY };
    return cg_activated_value(u, &p);
}

/* Crew N (CR 702.122a of the current rules): "Tap any number of other
 * untapped creatures you control with total power N or more: This
 * permanent becomes an artifact creature until end of turn." */
static LLVMValueRef crew_def(unit *u, const ir_kw_param *e)
{
    codegen *cg = u->cg;
    int n = param_number(e);
    if (n < 0)
        return param_unsupported(u, e, "this crew ability"), NULL;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.crew", &save);
    LLVMValueRef ch = cg_change_value(u, CARDRT_ADD_TYPES, CARDRT_ARTIFACT | CARDRT_CREATURE, 0, 0, 0, NULL);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_source", NULL, a0, 2);
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 0), cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes"),
                          cg_i32(cg, 1), cg_i32(cg, CARDRT_UNTIL_END_OF_TURN), LLVMConstNull(cg->ptr) };
    cg_call(u, "cardrt_fx_effect", cg->i32, a1, 6);
    LLVMValueRef cost = cg_cost_value(u, CARDRT_COST_TAP_POWER, n, NULL, 0, NULL);
    cg_act_parts p = { .written = cg_text(u, e->range), .costs = cg_const_array(u, cg->cost_ty, &cost, 1, "cardc.costs"),
                    .ncosts = 1, .effect = cg_end_fn(u, NULL, &save) };
    return cg_activated_value(u, &p);
}

/* The keywords the runtime knows the rules of, as bits; keyword abilities
 * that are activated abilities are compiled by cg_keyword_abilities. */
static bool is_activated_keyword(ir_kw_ability ka)
{
    switch (ka) {
    case IR_KA_EQUIP: case IR_KA_CREW: case IR_KA_UNEARTH: case IR_KA_OUTLAST: case IR_KA_SCAVENGE:
    case IR_KA_NINJUTSU: case IR_KA_TRANSMUTE: case IR_KA_REINFORCE: case IR_KA_CYCLING:
    case IR_KA_EMBALM: case IR_KA_ETERNALIZE: case IR_KA_ENCORE: case IR_KA_LEVEL_UP: case IR_KA_RECONFIGURE:
        return true;
    default:
        return false;
    }
}


/* Protection from colors ("from black and from red", "from all colors"),
 * from artifacts, creatures or enchantments, from multicolored, from
 * everything (CR 702.16 of the current rules); 0 for other qualities. */
static uint64_t quality_bits(unsigned q)
{
    static const cardrt_keyword prot[] = { CARDRT_KW_PROT_WHITE, CARDRT_KW_PROT_BLUE,
                                           CARDRT_KW_PROT_BLACK, CARDRT_KW_PROT_RED,
                                           CARDRT_KW_PROT_GREEN };
    static const struct {
        unsigned quality;
        cardrt_keyword kw;
    } others[] = {
        { IR_PROT_MULTICOLORED, CARDRT_KW_PROT_MULTICOLORED }, { IR_PROT_EVERYTHING, CARDRT_KW_PROT_EVERYTHING },
        { IR_PROT_ARTIFACTS, CARDRT_KW_PROT_ARTIFACTS }, { IR_PROT_CREATURES, CARDRT_KW_PROT_CREATURES },
        { IR_PROT_ENCHANTMENTS, CARDRT_KW_PROT_ENCHANTMENTS },
    };
    uint64_t bits = 0;
    for (int k = 0; k < 5; k++)
        if (q & 1u << k)
            bits |= CARDRT_KW(prot[k]);
    for (size_t k = 0; k < sizeof others / sizeof *others; k++)
        if (q & others[k].quality)
            bits |= CARDRT_KW(others[k].kw);
    return bits;
}

uint64_t cg_protection_bits(const node *list)
{
    return quality_bits(ir_protection_of(list));
}

/* The same, of F, what a protection keyword is from in the card IR
 * (lower_protection): colors, multicolored, one card type, everything (an
 * alternative of no traits). */
uint64_t cg_ir_protection_bits(const ir_filter *f)
{
    unsigned q = 0;
    if (!ir_filter_only_traits(f) || f->other || f->controller != IR_CTRL_ANY)
        return 0;           /* "from the chosen color": a rule (cg_protection_match_fn) */
    for (const ir_alt *a = f->any_of; a; a = a->next) {
        const ir_trait *t = a->ntraits == 1 && !a->traits->negated ? a->traits : NULL;
        ir_card_type type = t && t->kind == IR_TRAIT_TYPE ? ir_card_type_of(t->word) : IR_TYPE_NONE;
        unsigned one = !a->ntraits ? IR_PROT_EVERYTHING
                     : !t ? 0
                     : t->kind == IR_TRAIT_COLOR && ir_color_of(t->word) >= 0 ? 1u << ir_color_of(t->word)
                     : ir_trait_colors(t) == IR_MULTICOLORED ? IR_PROT_MULTICOLORED
                     : type == IR_TYPE_ARTIFACT ? IR_PROT_ARTIFACTS
                     : type == IR_TYPE_CREATURE ? IR_PROT_CREATURES
                     : type == IR_TYPE_ENCHANTMENT ? IR_PROT_ENCHANTMENTS : 0;
        if (!one)
            return 0;
        q |= one;
    }
    return quality_bits(q);
}

bool cg_uncounterable(unit *u, const ability *ab)
{
    const ir_ability *ia = cg_ir_of(u, ab);
    const ir_instr *in = ia && ia->kind == IR_AB_STATIC ? ia->body : NULL;
    return in && !in->next && ir_rule_cant_be_countered(in) && in->object && in->object->kind == IR_SEL_SELF;
}

/* The bits of the keywords of IA, a keyword line's card IR, into *OUT. */
static bool keyword_bits(unit *u, const ir_ability *ia, cg_card_keys *out)
{
    for (unsigned i = 0; i < ia->nkeywords; i++) {
        const ir_kw_param *e = &ia->each[i];
        if (e->defined)
            continue;       /* its reminder text is an ability of the card's own (ability.defines) */
        ir_kw_ability ka = ir_kw_ability_named(e->name);
        bool cost_only = e->costs && !e->amount, plain = !e->costs && !e->amount && !e->filter;
        if (ka == IR_KA_ENCHANT && card_has_subtype(u->c, "Aura"))
            continue;       /* the Aura spell's target (CR 415.3), from sema */
        if (is_activated_keyword(ka) || is_triggered_keyword(ka, cost_only) || cg_option_cost_of(ka, cost_only) >= 0
            || ((ka == IR_KA_BLOODTHIRST || ka == IR_KA_DEVOUR || ka == IR_KA_AMPLIFY) && param_number(e) > 0)
            || ka == IR_KA_AFFINITY
            || ka == IR_KA_MORPH || ka == IR_KA_MEGAMORPH
            || ((ka == IR_KA_RETRACE || ka == IR_KA_JUMP_START || ka == IR_KA_ASSIST || ka == IR_KA_AFTERMATH
                 || ka == IR_KA_UNDAUNTED) && plain)
            || ka == IR_KA_SPECTACLE || ka == IR_KA_SURGE || ka == IR_KA_PROWL || (ka == IR_KA_SUNBURST && plain)
            || ka == IR_KA_AWAKEN || ka == IR_KA_EPIC)
            continue;           /* an ability, a cost (cg_spell_costs), or the spell's (cg_spell_epic) */
        if (ka == IR_KA_DEVOID && plain) {      /* "This card has no color." */
            out->colorless = true;
            continue;
        }
        if (ka == IR_KA_PARTNER && (plain || (e->filter && e->filter->named)))
            continue;       /* building a deck, and "partner with"'s trigger (partner_trigger) */
        if (ka == IR_KA_DREDGE && param_number(e) > 0) {
            out->dredge = param_number(e);      /* the runtime's rules (cardrt_card_def) */
            continue;
        }
        if (ka == IR_KA_TOXIC && param_number(e) > 0) {
            /* Toxic N (CR 702.164b of the current rules): the runtime's
             * rules of combat damage (cardrt_card_def); several instances
             * add up to its total toxic value (702.164c) */
            out->toxic += param_number(e);
            continue;
        }
        if (ka == IR_KA_MIRACLE && param_mana_only(u, e)) {
            out->miracle = param_mana_only(u, e);
            continue;
        }
        if (ka == IR_KA_ASCEND && plain) {
            out->ascend = true;
            continue;
        }
        if ((ka == IR_KA_DAYBOUND || ka == IR_KA_NIGHTBOUND) && plain) {
            out->bound = ka == IR_KA_DAYBOUND ? CARDRT_DAY : CARDRT_NIGHT;  /* the runtime's rules (faces.c) */
            continue;
        }
        if (ka == IR_KA_PROTECTION && e->filter) {
            out->bits |= cg_ir_protection_bits(e->filter);  /* else a rule (cg_keyword_statics) */
            continue;
        }
        if ((ka == IR_KA_BANDING || ka == IR_KA_PHASING) && plain)
            continue;       /* a rule of the card's own (cg_keyword_statics) */
        /* Fuse (CR 702.102a): a split card's halves cast as one spell from
         * the hand; a half with no other half linked is cast alone
         * (-Wno-other-half), as a card of one half is */
        if (ka == IR_KA_FUSE && plain && u->c->other)
            return param_unsupported(u, e, "'fuse' with its other half linked (both halves cast as one spell)");
        if (ka == IR_KA_FUSE && plain)
            continue;
        uint64_t bit = plain ? cg_keyword_bit(e->name) : 0;
        if (!bit)
            return param_unsupported(u, e, NULL);
        out->bits |= bit;
    }
    return true;
}

bool cg_card_keywords(unit *u, cg_card_keys *out)
{
    *out = (cg_card_keys){ 0 };
    for (const ability *ab = u->c->abilities; ab; ab = ab->next) {
        if (cg_uncounterable(u, ab))
            out->bits |= CARDRT_KW(CARDRT_KW_CANT_BE_COUNTERED);
        if (ab->kind != AB_KEYWORD)
            continue;
        /* from the line's card IR only; one that does not lower is
         * refused, naming its unknown keyword if it has one */
        const ir_ability *ia = cg_ir_of(u, ab);
        for (const node *k = !ia && ab->ast->b ? ab->ast->b->a : NULL; k; k = k->next)
            if (k->unknown && !k->granted)
                return cg_unknown_keyword(u, k);
        if (!ia)
            return cg_no_ir(u, ab);
        if (ia->level_lo)
            continue;       /* within a leveler's band: a static ability's (cg_band_keywords) */
        if (!keyword_bits(u, ia, out))
            return false;
    }
    return true;
}

bool cg_band_keywords(unit *u, const ir_ability *ia, LLVMValueRef *stats, unsigned *nstats, unsigned cap)
{
    uint64_t bits = 0;
    for (unsigned i = 0; i < ia->nkeywords; i++) {
        const ir_kw_param *e = &ia->each[i];
        bool plain = !e->costs && !e->amount && !e->filter;
        if (!e->defined && ir_kw_ability_named(e->name) == IR_KA_PROTECTION && e->filter)
            bits |= cg_ir_protection_bits(e->filter);      /* else a rule (cg_keyword_statics) */
        else if (!e->defined && plain && cg_keyword_bit(e->name))
            bits |= cg_keyword_bit(e->name);
        else
            return param_unsupported(u, e, arena_printf(u->arena, "the keyword '%s' within a level band", e->name));
    }
    if (!bits)
        return true;
    if (*nstats == cap)
        return cg_unsupported_at(u, ia->range, "this many abilities");
    codegen *cg = u->cg;
    LLVMValueRef ch = cg_change_value(u, CARDRT_ADD_KEYWORDS, 0, bits, 0, 0, NULL);
    LLVMValueRef f[] = { LLVMConstNull(cg->ptr), cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes"),
                         cg_i32(cg, 1), LLVMConstInt(cg->i8, 0, 0), LLVMConstNull(cg->ptr) };
    stats[(*nstats)++] = LLVMConstNamedStruct(cg->static_ty, f, 5);
    return true;
}

/* ---- a keyword's abilities ------------------------------------------------------------- */

bool cg_keyword_statics(unit *u, const ability *ab, const ir_ability *ia, LLVMValueRef *stats, unsigned *nstats,
                        unsigned cap)
{
    for (unsigned i = 0; i < ia->nkeywords; i++) {
        const ir_kw_param *e = &ia->each[i];
        ir_kw_ability ka = e->defined ? IR_KA_NONE : ir_kw_ability_named(e->name);
        if ((ka == IR_KA_BANDING || ka == IR_KA_PHASING) && !e->costs && !e->amount && !e->filter) {
            if (*nstats == cap)
                return param_unsupported(u, e, "this many abilities");
            stats[(*nstats)++] = cg_self_rule_static(u, cg_keyword_rule_kind(ka));
            continue;
        }
        if (ka != IR_KA_PROTECTION || !e->filter
            || cg_ir_protection_bits(e->filter))
            continue;
        const node *k = ab->ast->b ? ab->ast->b->a : NULL;  /* its keyword, where its words begin */
        while (k && k->range.begin != e->range.begin)
            k = k->next;
        if (!ir_keyword_protection(k) || k->a->kind != N_LIST || !k->a->a)
            return param_unsupported(u, e, "this protection");
        if (*nstats == cap)
            return param_unsupported(u, e, "this many abilities");
        if (!(stats[(*nstats)++] = cg_protection_static(u, k->a)))
            return false;
    }
    return true;
}

bool cg_keyword_abilities(unit *u, const ability *ab, const ir_ability *ia, LLVMValueRef *acts, unsigned *nacts,
                          LLVMValueRef *trigs, unsigned *ntrigs, unsigned cap)
{
    for (unsigned i = 0; i < ia->nkeywords; i++) {
        const ir_kw_param *e = &ia->each[i];
        ir_kw_ability ka = e->defined ? IR_KA_NONE : ir_kw_ability_named(e->name);
        if (is_triggered_keyword(ka, e->costs && !e->amount) && !keyword_triggers(u, e, ka, trigs, ntrigs, cap))
            return false;
        if (ka == IR_KA_PARTNER && e->filter && e->filter->named) {
            if (*ntrigs == cap)
                return param_unsupported(u, e, "this many abilities");
            if (!(trigs[(*ntrigs)++] = partner_trigger(u, ab, e)))
                return false;
        }
        if (ka == IR_KA_RECONFIGURE) {
            if (*nacts + 2 > cap)
                return param_unsupported(u, e, "this many abilities");
            if (!reconfigure_defs(u, ab, e, acts + *nacts))
                return false;
            *nacts += 2;
            continue;
        }
        if (!is_activated_keyword(ka))
            continue;
        if (*nacts == cap)
            return param_unsupported(u, e, "this many abilities");
        switch (ka) {
        case IR_KA_EQUIP: acts[*nacts] = equip_def(u, ab, e); break;
        case IR_KA_CREW: acts[*nacts] = crew_def(u, e); break;
        case IR_KA_UNEARTH: acts[*nacts] = unearth_def(u, e); break;
        case IR_KA_SCAVENGE: acts[*nacts] = scavenge_def(u, ab, e); break;
        case IR_KA_NINJUTSU: acts[*nacts] = ninjutsu_def(u, e); break;
        case IR_KA_TRANSMUTE: acts[*nacts] = transmute_def(u, e); break;
        case IR_KA_REINFORCE: acts[*nacts] = reinforce_def(u, ab, e); break;
        case IR_KA_OUTLAST: acts[*nacts] = outlast_def(u, e); break;
        case IR_KA_LEVEL_UP: acts[*nacts] = level_up_def(u, e); break;
        case IR_KA_EMBALM: case IR_KA_ETERNALIZE: {
            bool eternalize = ka == IR_KA_ETERNALIZE;
            acts[*nacts] = graveyard_exile_def(u, e, eternalize ? "this eternalize cost" : "this embalm cost",
                                               "cardrt_fx_embalm", eternalize);
            break;
        }
        case IR_KA_ENCORE: acts[*nacts] = graveyard_exile_def(u, e, "this encore cost", "cardrt_fx_encore", 0); break;
        default: acts[*nacts] = cycling_def(u, e); break;
        }
        if (!acts[(*nacts)++])
            return false;
    }
    return true;
}

/* ---- "You and Humans you control have hexproof" (moved from cg_static.c) ---------------------- */

bool cg_you_and_objects(unit *u, const node *st, const node **yours, const node **objects)
{
    const node *a = st && st->kind == N_CONDITIONAL && !st->c ? st->b : st;
    const node *subj = a && a->kind == N_ACTION && !a->lossy && !a->c && ir_verb_of(a) == IR_VERB_HAVE ? a->a : NULL;
    const node *you = subj && subj->kind == N_LIST && meaning_word(subj) == FX_W_AND && subj->a
                      && subj->a->kind == N_PLAYER && ir_who_of(subj->a) == IR_WHO_YOU && subj->a->next ? subj->a : NULL;
    const node *kw = you && a->b && a->b->kind == N_LIST && a->b->a && !a->b->a->next ? a->b->a : NULL;
    ir_keyword k = kw ? ir_keyword_node(kw) : IR_KW_NONE;
    if (k != IR_KW_HEXPROOF && k != IR_KW_SHROUD)
        return false;
    for (const node *i = you->next; i; i = i->next)
        if (i->kind == N_LIST || cg_names_players(i))
            return false;
    /* "You and Humans you control have hexproof": a rule for you (CR 416.1)
     * and the keyword for them, two static abilities' effects */
    node *me = arena_alloc(u->arena, sizeof *me), *them = arena_alloc(u->arena, sizeof *them);
    *me = *you;
    me->next = NULL;
    if (!you->next->next) {
        *them = *you->next;
    } else {
        *them = *subj;          /* "You, planeswalkers you control, and other creatures you control" */
        them->a = you->next;
    }
    node *as[2] = { me, them };
    const node **out[2] = { yours, objects };
    for (int i = 0; i < 2; i++) {
        node *act = arena_alloc(u->arena, sizeof *act);
        *act = *a;
        act->a = as[i];
        act->next = NULL;
        node *whole = act;
        if (st != a) {          /* "As long as it's your turn, you and ~ have hexproof" */
            whole = arena_alloc(u->arena, sizeof *whole);
            *whole = *st;
            whole->b = act;
            whole->next = NULL;
        }
        *out[i] = whole;
    }
    return true;
}
