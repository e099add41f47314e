/* cg_level.c — a leveler's bands (CR 711.2, cg.h): the abilities of a
 * band, each with the band's condition, and a band's power and toughness
 * line (cg_ability.c's abilities_of compiles them). */
#include "cg.h"
#include "cg_fx.h"

/* S, a constant struct, with field I replaced by V. */
static LLVMValueRef with_field(LLVMValueRef s, unsigned i, LLVMValueRef v)
{
    LLVMTypeRef ty = LLVMTypeOf(s);
    unsigned n = LLVMCountStructElementTypes(ty);
    LLVMValueRef f[16];
    for (unsigned k = 0; k < n && k < 16; k++)
        f[k] = k == i ? v : LLVMGetAggregateElement(s, k);
    return LLVMConstNamedStruct(ty, f, n);
}

/* The source has as many level counters on it as IA's band says (as it is,
 * or as it last was on the battlefield: a trigger on leaving it looks back,
 * CR 603.10a): an i1 in the function being built. */
static LLVMValueRef in_band(unit *u, const ir_ability *ia)
{
    codegen *cg = u->cg;
    LLVMValueRef a[] = { cg_game(u), cg_src(u), cg_cstring(u, "level") };
    LLVMValueRef n = cg_call(u, "cardrt_last_counter_count", cg->i32, a, 3);
    LLVMValueRef r = LLVMBuildICmp(u->b, LLVMIntSGE, n, cg_i32(cg, ia->level_lo), "");
    if (ia->level_hi)
        r = LLVMBuildAnd(u->b, r, LLVMBuildICmp(u->b, LLVMIntSLE, n, cg_i32(cg, ia->level_hi), ""), "");
    return r;
}

/* A condition function: IA's band, and ALSO (a condition function, or a
 * null pointer: none) holds. */
static LLVMValueRef band_holds_fn(unit *u, const ir_ability *ia, LLVMValueRef also)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->holds_ty, "cardc.level", &save);
    LLVMValueRef r = in_band(u, ia);
    if (!LLVMIsNull(also)) {
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };
        r = LLVMBuildAnd(u->b, r, LLVMBuildCall2(u->b, cg->holds_ty, also, a, 2, ""), "");
    }
    return cg_end_fn(u, r, &save);
}

/* A trigger's match function: IA's band, and MATCHES: the permanent has
 * the ability only within it, and it triggers only then (its resolution
 * does not ask again, CR 113.7a). */
static LLVMValueRef band_matches_fn(unit *u, const ir_ability *ia, LLVMValueRef matches)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.level", &save);
    LLVMValueRef a[] = { cg_game(u), cg_src(u), LLVMGetParam(u->fn, 2) };
    LLVMValueRef r = LLVMBuildAnd(u->b, in_band(u, ia), LLVMBuildCall2(u->b, cg->legal_ty, matches, a, 3, ""), "");
    return cg_end_fn(u, r, &save);
}

/* The abilities AB compiled (activated ACTS[0..NACTS), ...), within IA's
 * band: each has the band's condition with its own (CR 711.2a, 711.2b);
 * one of another zone than the battlefield, or none at all (an ability
 * compiled elsewhere: as it enters, a cost), is refused. */
bool cg_within_band(unit *u, const ability *ab, const ir_ability *ia, LLVMValueRef *acts, unsigned nacts,
                        LLVMValueRef *trigs, unsigned ntrigs, LLVMValueRef *stats, unsigned nstats)
{
    if (!nacts && !ntrigs && !nstats)
        return cg_unsupported(u, ab->ast, "this ability within a level band");
    for (unsigned i = 0; i < nacts; i++) {
        if (!LLVMIsNull(LLVMGetAggregateElement(acts[i], 8)))      /* zones */
            return cg_unsupported(u, ab->ast, "an ability of another zone within a level band");
        acts[i] = with_field(acts[i], 13, band_holds_fn(u, ia, LLVMGetAggregateElement(acts[i], 13)));
    }
    for (unsigned i = 0; i < ntrigs; i++) {
        if (!LLVMIsNull(LLVMGetAggregateElement(trigs[i], 6)))     /* zones */
            return cg_unsupported(u, ab->ast, "an ability of another zone within a level band");
        trigs[i] = with_field(trigs[i], 1, band_matches_fn(u, ia, LLVMGetAggregateElement(trigs[i], 1)));
    }
    for (unsigned i = 0; i < nstats; i++)
        stats[i] = with_field(stats[i], 4, band_holds_fn(u, ia, LLVMGetAggregateElement(stats[i], 4)));
    return !u->failed;
}

/* A band's power and toughness line: its base power and toughness
 * (CR 711.2a; layer 7b, CR 613.4b), a static ability of the permanent. */
LLVMValueRef cg_band_pt_def(unit *u, int power, int toughness)
{
    codegen *cg = u->cg;
    LLVMValueRef ch = cg_change_value(u, CARDRT_SET_PT, 0, 0, power, toughness, NULL);
    LLVMValueRef f[] = { LLVMConstNull(cg->ptr), cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes"),
                         cg_i32(cg, 1), LLVMConstInt(cg->i8, 0, 0), LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->static_ty, f, 5);
}
