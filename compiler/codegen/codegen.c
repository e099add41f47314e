/* codegen.c — the LLVM back end (LLVM 19 C API): the module, the types
 * mirrored from cardrt.h, card definitions and output.  See codegen.h for
 * the interface and cg.h for how the work is split between files.
 *
 * Every card is compiled straight into the output module; what it added is
 * remembered and deleted again if some part of it does not compile, so an
 * unsupported construct leaves no half-made card behind.  The struct types
 * mirror cardrt.h; their layout is checked against the C compiler's as the
 * code generator starts. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "cg.h"
#include "meaning.h"
#include "front.h"
#include "roundtrip.h"

/* ---- set-up --------------------------------------------------------------- */

/* Do the LLVM struct TY's field offsets equal the C compiler's? */
static bool offsets_match(const codegen *cg, LLVMTypeRef ty, const size_t *offsets, unsigned n,
                          size_t size)
{
    for (unsigned i = 0; i < n; i++)
        if (LLVMOffsetOfElement(cg->td, ty, i) != offsets[i])
            return false;
    return LLVMABISizeOfType(cg->td, ty) == size;
}

#define OFFSETS_MATCH(cg, ty, offs, ctype) \
    offsets_match((cg), (ty), (offs), sizeof(offs) / sizeof *(offs), sizeof(ctype))

static bool layout_matches(codegen *cg)
{
    static const size_t def[] = {
        offsetof(cardrt_card_def, name), offsetof(cardrt_card_def, mana_cost),
        offsetof(cardrt_card_def, colors), offsetof(cardrt_card_def, types),
        offsetof(cardrt_card_def, supertypes), offsetof(cardrt_card_def, subtypes),
        offsetof(cardrt_card_def, has_pt), offsetof(cardrt_card_def, power),
        offsetof(cardrt_card_def, toughness), offsetof(cardrt_card_def, loyalty),
        offsetof(cardrt_card_def, keywords), offsetof(cardrt_card_def, targets),
        offsetof(cardrt_card_def, ntargets), offsetof(cardrt_card_def, resolve),
        offsetof(cardrt_card_def, statics), offsetof(cardrt_card_def, nstatics),
        offsetof(cardrt_card_def, activated), offsetof(cardrt_card_def, nactivated),
        offsetof(cardrt_card_def, triggers), offsetof(cardrt_card_def, ntriggers),
        offsetof(cardrt_card_def, nmodes), offsetof(cardrt_card_def, min_modes),
        offsetof(cardrt_card_def, max_modes), offsetof(cardrt_card_def, costs),
        offsetof(cardrt_card_def, ncosts), offsetof(cardrt_card_def, as_enters),
        offsetof(cardrt_card_def, enters_as_copy), offsetof(cardrt_card_def, dredge),
        offsetof(cardrt_card_def, miracle), offsetof(cardrt_card_def, ascend),
        offsetof(cardrt_card_def, copy_except), offsetof(cardrt_card_def, mode_repeats),
        offsetof(cardrt_card_def, overloaded), offsetof(cardrt_card_def, other_face),
        offsetof(cardrt_card_def, layout), offsetof(cardrt_card_def, back_face),
        offsetof(cardrt_card_def, bound), offsetof(cardrt_card_def, toxic),
    };
    static const size_t spec[] = {
        offsetof(cardrt_target_spec, text), offsetof(cardrt_target_spec, min),
        offsetof(cardrt_target_spec, max), offsetof(cardrt_target_spec, legal),
        offsetof(cardrt_target_spec, zones), offsetof(cardrt_target_spec, modes),
        offsetof(cardrt_target_spec, count_is_x), offsetof(cardrt_target_spec, another),
        offsetof(cardrt_target_spec, controlled_by_event), offsetof(cardrt_target_spec, one_owner),
        offsetof(cardrt_target_spec, x_now), offsetof(cardrt_target_spec, abilities),
        offsetof(cardrt_target_spec, chosen_by), offsetof(cardrt_target_spec, kicked),
    };
    static const size_t act[] = {
        offsetof(cardrt_activated_def, text), offsetof(cardrt_activated_def, mana_cost),
        offsetof(cardrt_activated_def, costs), offsetof(cardrt_activated_def, ncosts),
        offsetof(cardrt_activated_def, targets), offsetof(cardrt_activated_def, ntargets),
        offsetof(cardrt_activated_def, effect), offsetof(cardrt_activated_def, mana_ability),
        offsetof(cardrt_activated_def, zones), offsetof(cardrt_activated_def, timing),
        offsetof(cardrt_activated_def, nmodes), offsetof(cardrt_activated_def, min_modes),
        offsetof(cardrt_activated_def, max_modes), offsetof(cardrt_activated_def, condition),
    };
    static const size_t trig[] = {
        offsetof(cardrt_trigger_def, text), offsetof(cardrt_trigger_def, matches),
        offsetof(cardrt_trigger_def, condition), offsetof(cardrt_trigger_def, targets),
        offsetof(cardrt_trigger_def, ntargets), offsetof(cardrt_trigger_def, effect),
        offsetof(cardrt_trigger_def, zones), offsetof(cardrt_trigger_def, nmodes),
        offsetof(cardrt_trigger_def, min_modes), offsetof(cardrt_trigger_def, max_modes),
        offsetof(cardrt_trigger_def, batch), offsetof(cardrt_trigger_def, chapters),
        offsetof(cardrt_trigger_def, mana), offsetof(cardrt_trigger_def, room),
    };
    static const size_t room[] = {
        offsetof(cardrt_room, name), offsetof(cardrt_room, number), offsetof(cardrt_room, leads),
    };
    static const size_t change[] = {
        offsetof(cardrt_change, kind), offsetof(cardrt_change, value),
        offsetof(cardrt_change, keywords), offsetof(cardrt_change, power),
        offsetof(cardrt_change, toughness), offsetof(cardrt_change, pt_fn),
        offsetof(cardrt_change, subtype),
    };
    static const size_t stat[] = {
        offsetof(cardrt_static_def, affects), offsetof(cardrt_static_def, changes),
        offsetof(cardrt_static_def, nchanges), offsetof(cardrt_static_def, cda),
        offsetof(cardrt_static_def, condition),
    };
    static const size_t cost[] = {
        offsetof(cardrt_cost, kind), offsetof(cardrt_cost, n), offsetof(cardrt_cost, which),
        offsetof(cardrt_cost, zones), offsetof(cardrt_cost, counter),
    };
    static const size_t rule[] = {
        offsetof(cardrt_rule, kind), offsetof(cardrt_rule, who), offsetof(cardrt_rule, n),
        offsetof(cardrt_rule, ability), offsetof(cardrt_rule, targets_source), offsetof(cardrt_rule, applies),
        offsetof(cardrt_rule, to), offsetof(cardrt_rule, to_given), offsetof(cardrt_rule, how),
        offsetof(cardrt_rule, times), offsetof(cardrt_rule, plus), offsetof(cardrt_rule, counter),
        offsetof(cardrt_rule, counters), offsetof(cardrt_rule, skip), offsetof(cardrt_rule, instead),
        offsetof(cardrt_rule, self), offsetof(cardrt_rule, amount), offsetof(cardrt_rule, mana),
        offsetof(cardrt_rule, mana_only),
    };
    return OFFSETS_MATCH(cg, cg->def_ty, def, cardrt_card_def)
        && OFFSETS_MATCH(cg, cg->spec_ty, spec, cardrt_target_spec)
        && OFFSETS_MATCH(cg, cg->act_ty, act, cardrt_activated_def)
        && OFFSETS_MATCH(cg, cg->trig_ty, trig, cardrt_trigger_def)
        && OFFSETS_MATCH(cg, cg->room_ty, room, cardrt_room)
        && OFFSETS_MATCH(cg, cg->change_ty, change, cardrt_change)
        && OFFSETS_MATCH(cg, cg->static_ty, stat, cardrt_static_def)
        && OFFSETS_MATCH(cg, cg->cost_ty, cost, cardrt_cost)
        && OFFSETS_MATCH(cg, cg->rule_ty, rule, cardrt_rule);
}

static void make_types(codegen *cg)
{
    LLVMContextRef c = cg->ctx;
    cg->i1 = LLVMInt1TypeInContext(c);
    cg->i8 = LLVMInt8TypeInContext(c);
    cg->i32 = LLVMInt32TypeInContext(c);
    cg->i64 = LLVMInt64TypeInContext(c);
    cg->ptr = LLVMPointerTypeInContext(c, 0);
    LLVMTypeRef spec[] = { cg->ptr, cg->i32, cg->i32, cg->ptr, cg->i32, cg->i32, cg->i8, cg->i8, cg->i32, cg->i8,
                           cg->ptr, cg->i32, cg->i32, cg->i32 };
    cg->spec_ty = LLVMStructCreateNamed(c, "cardrt_target_spec");
    LLVMStructSetBody(cg->spec_ty, spec, sizeof spec / sizeof *spec, 0);
    LLVMTypeRef def[] = {
        cg->ptr, cg->ptr, cg->i32, cg->i32, cg->i32, LLVMArrayType2(cg->ptr, CARDRT_MAX_SUBTYPES),
        cg->i8, cg->i32, cg->i32, cg->i32, cg->i64, cg->ptr, cg->i32, cg->ptr,
        cg->ptr, cg->i32, cg->ptr, cg->i32, cg->ptr, cg->i32,
        cg->i32, cg->i32, cg->i32, cg->ptr, cg->i32, cg->ptr, cg->ptr, cg->i32, cg->ptr, cg->i8, cg->ptr, cg->i32,
        cg->ptr, cg->ptr, cg->i32, cg->i8, cg->i32, cg->i32,
    };
    cg->def_ty = LLVMStructCreateNamed(c, "cardrt_card_def");
    LLVMStructSetBody(cg->def_ty, def, sizeof def / sizeof *def, 0);
    LLVMTypeRef reg[] = { cg->i32, cg->i32, cg->ptr };
    cg->reg_ty = LLVMStructCreateNamed(c, "cardrt_registry");
    LLVMStructSetBody(cg->reg_ty, reg, 3, 0);
    LLVMTypeRef rp[] = { cg->ptr };
    cg->effect_ty = LLVMFunctionType(LLVMVoidTypeInContext(c), rp, 1, 0);
    LLVMTypeRef lp[] = { cg->ptr, cg->i32, cg->ptr };
    cg->legal_ty = LLVMFunctionType(cg->i1, lp, 3, 0);     /* also matches(game, self, event) */
    LLVMTypeRef hp[] = { cg->ptr, cg->i32 };
    cg->holds_ty = LLVMFunctionType(cg->i1, hp, 2, 0);
    LLVMTypeRef act[] = { cg->ptr, cg->ptr, cg->ptr, cg->i32, cg->ptr, cg->i32, cg->ptr, cg->i8,
                          cg->i32, cg->i32, cg->i32, cg->i32, cg->i32, cg->ptr };
    cg->act_ty = LLVMStructCreateNamed(c, "cardrt_activated_def");
    LLVMStructSetBody(cg->act_ty, act, 14, 0);
    LLVMTypeRef change[] = { cg->i32, cg->i32, cg->i64, cg->i32, cg->i32, cg->ptr, cg->ptr };
    cg->change_ty = LLVMStructCreateNamed(c, "cardrt_change");
    LLVMStructSetBody(cg->change_ty, change, 7, 0);
    LLVMTypeRef stat[] = { cg->ptr, cg->ptr, cg->i32, cg->i8, cg->ptr };
    cg->static_ty = LLVMStructCreateNamed(c, "cardrt_static_def");
    LLVMStructSetBody(cg->static_ty, stat, 5, 0);
    LLVMTypeRef cost[] = { cg->i32, cg->i32, cg->ptr, cg->i32, cg->ptr };
    cg->cost_ty = LLVMStructCreateNamed(c, "cardrt_cost");
    LLVMStructSetBody(cg->cost_ty, cost, 5, 0);
    LLVMTypeRef rule[] = { cg->i32, cg->i32, cg->i32, cg->i8, cg->i8, cg->ptr, cg->i32, cg->i8,
                           cg->i32, cg->i32, cg->i32, cg->ptr, cg->i32, cg->i8, cg->ptr, cg->i8, cg->ptr,
                           LLVMArrayType2(cg->i32, 6), cg->i8 };
    cg->rule_ty = LLVMStructCreateNamed(c, "cardrt_rule");
    LLVMStructSetBody(cg->rule_ty, rule, CG_RULE_FIELDS, 0);
    LLVMTypeRef ap[] = { cg->ptr, cg->i32, cg->i32 };
    cg->affects_ty = LLVMFunctionType(cg->i1, ap, 3, 0);
    cg->amount_ty = LLVMFunctionType(cg->i32, ap, 3, 0);
    LLVMTypeRef trig[] = { cg->ptr, cg->ptr, cg->ptr, cg->ptr, cg->i32, cg->ptr, cg->i32, cg->i32,
                           cg->i32, cg->i32, cg->i32, cg->i32, cg->i8, cg->ptr };
    cg->trig_ty = LLVMStructCreateNamed(c, "cardrt_trigger_def");
    LLVMStructSetBody(cg->trig_ty, trig, 14, 0);
    LLVMTypeRef room[] = { cg->ptr, cg->i32, cg->i32 };
    cg->room_ty = LLVMStructCreateNamed(c, "cardrt_room");
    LLVMStructSetBody(cg->room_ty, room, 3, 0);
}

codegen *codegen_new(const char *module_name, diag_engine *diag)
{
    codegen *cg = calloc(1, sizeof *cg);
    if (!cg)
        return NULL;
    cg->diag = diag;
    LLVMInitializeNativeTarget();
    LLVMInitializeNativeAsmPrinter();
    char *triple = LLVMGetDefaultTargetTriple();
    LLVMTargetRef target;
    char *err = NULL;
    if (LLVMGetTargetFromTriple(triple, &target, &err)) {
        diag_report(diag, NULL, (src_range){ 0, 0 }, ERR_CODEGEN_TARGET, err ? err : triple);
        LLVMDisposeMessage(err);
        LLVMDisposeMessage(triple);
        free(cg);
        return NULL;
    }
    cg->target = target;
    cg->tm = LLVMCreateTargetMachine(target, triple, "generic", "", LLVMCodeGenLevelDefault,
                                     LLVMRelocPIC, LLVMCodeModelDefault);
    cg->td = LLVMCreateTargetDataLayout(cg->tm);
    cg->tsc = LLVMOrcCreateNewThreadSafeContext();
    cg->ctx = LLVMOrcThreadSafeContextGetContext(cg->tsc);
    cg->mod = LLVMModuleCreateWithNameInContext(module_name, cg->ctx);
    LLVMSetTarget(cg->mod, triple);
    LLVMSetModuleDataLayout(cg->mod, cg->td);
    cg->triple = strdup(triple);
    LLVMDisposeMessage(triple);
    make_types(cg);
    if (!layout_matches(cg)) {
        diag_report(diag, NULL, (src_range){ 0, 0 }, ERR_CODEGEN_TARGET,
                    "the card definition layout differs from cardrt.h");
        codegen_free(cg);
        return NULL;
    }
    return cg;
}

void codegen_free(codegen *cg)
{
    if (!cg)
        return;
    if (cg->mod)
        LLVMDisposeModule(cg->mod);
    if (cg->jit)
        LLVMConsumeError(LLVMOrcDisposeLLJIT(cg->jit));
    if (cg->tsc)
        LLVMOrcDisposeThreadSafeContext(cg->tsc);
    if (cg->td)
        LLVMDisposeTargetData(cg->td);
    if (cg->tm)
        LLVMDisposeTargetMachine(cg->tm);
    if (cg->token_arena)
        arena_free(cg->token_arena);
    free(cg->cards);
    free(cg->triple);
    free(cg);
}

codegen *codegen_new_part(const char *module_name, unsigned part, diag_engine *diag)
{
    codegen *cg = codegen_new(module_name, diag);
    if (cg) {
        cg->part = part;
        cg->in_parts = true;
    }
    return cg;
}

unsigned codegen_card_count(const codegen *cg)
{
    return cg ? cg->ncards : 0;
}

/* The exported name of card K of part PART. */
static void part_card_name(const codegen *cg, unsigned part, unsigned k, char *buf, size_t n)
{
    snprintf(buf, n, "%s.card.%u.%u", codegen_registry_name(cg), part, k);
}

bool codegen_add_part(codegen *cg, unsigned part, unsigned count)
{
    if (!cg || !cg->mod || cg->part != 0 || part == 0)
        return false;
    for (unsigned k = 0; k < count; k++) {
        if (cg->ncards == cg->capcards) {
            unsigned cap = cg->capcards ? cg->capcards * 2 : 64;
            LLVMValueRef *nc = realloc(cg->cards, cap * sizeof *nc);
            if (!nc)
                return false;
            cg->cards = nc;
            cg->capcards = cap;
        }
        char name[256];
        part_card_name(cg, part, k, name, sizeof name);
        LLVMValueRef g = LLVMAddGlobal(cg->mod, cg->def_ty, name);
        LLVMSetGlobalConstant(g, 1);
        LLVMSetVisibility(g, LLVMHiddenVisibility);
        cg->cards[cg->ncards++] = g;
    }
    return true;
}

void codegen_set_registry_name(codegen *cg, const char *name)
{
    cg->registry = name;
}

const char *codegen_registry_name(const codegen *cg)
{
    return cg->registry ? cg->registry : CODEGEN_REGISTRY_NAME;
}

/* ---- helpers for the cg_*.c files ---------------------------------------------- */

LLVMValueRef cg_made(unit *u, LLVMValueRef v)
{
    if (u->nmade == u->capmade) {
        unsigned cap = u->capmade ? u->capmade * 2 : 16;
        LLVMValueRef *m = realloc(u->made, cap * sizeof *m);
        if (!m) {
            u->failed = true;
            return v;
        }
        u->made = m;
        u->capmade = cap;
    }
    u->made[u->nmade++] = v;
    return v;
}

LLVMValueRef cg_add_function(unit *u, const char *prefix, LLVMTypeRef ty)
{
    char name[64];
    snprintf(name, sizeof name, "%s.%u", prefix, u->cg->serial++);
    return cg_made(u, LLVMAddFunction(u->mod, name, ty));
}

LLVMValueRef cg_trigger_struct(codegen *cg, const LLVMValueRef *f, LLVMValueRef room)
{
    LLVMValueRef all[14];
    memcpy(all, f, 13 * sizeof *f);
    all[13] = room ? room : LLVMConstNull(cg->ptr);
    return LLVMConstNamedStruct(cg->trig_ty, all, 14);
}

LLVMValueRef cg_const_global(unit *u, LLVMValueRef init, const char *name)
{
    LLVMValueRef g = cg_made(u, LLVMAddGlobal(u->mod, LLVMTypeOf(init), name));
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMInternalLinkage);
    return g;
}

LLVMValueRef cg_const_array(unit *u, LLVMTypeRef ty, LLVMValueRef *items, unsigned n, const char *name)
{
    if (n == 0)
        return LLVMConstNull(u->cg->ptr);
    return cg_const_global(u, LLVMConstArray2(ty, items, n), name);
}

LLVMValueRef cg_cstring(unit *u, const char *s)
{
    if (!s)
        return LLVMConstNull(u->cg->ptr);
    LLVMValueRef g = cg_const_global(u, LLVMConstStringInContext2(u->cg->ctx, s, strlen(s), 0), ".str");
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
    return g;
}

LLVMValueRef cg_i32(codegen *cg, long long v)
{
    return LLVMConstInt(cg->i32, (unsigned long long)v, 1);
}

LLVMValueRef cg_i1(codegen *cg, bool v)
{
    return LLVMConstInt(cg->i1, v, 0);
}

LLVMValueRef cg_eq(unit *u, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildICmp(u->b, LLVMIntEQ, a, b, "");
}

LLVMValueRef cg_all(unit *u, LLVMValueRef a, LLVMValueRef b)
{
    return a && b ? LLVMBuildAnd(u->b, a, b, "") : NULL;
}

LLVMValueRef cg_call(unit *u, const char *name, LLVMTypeRef ret, LLVMValueRef *args, unsigned n)
{
    codegen *cg = u->cg;
    LLVMTypeRef params[12];
    if (n > 12)
        n = 12;
    for (unsigned i = 0; i < n; i++)
        params[i] = LLVMTypeOf(args[i]);
    LLVMTypeRef fnty = LLVMFunctionType(ret ? ret : LLVMVoidTypeInContext(cg->ctx), params, n, 0);
    LLVMValueRef f = LLVMGetNamedFunction(u->mod, name);
    if (!f)
        f = LLVMAddFunction(u->mod, name, fnty);
    return LLVMBuildCall2(u->b, fnty, f, args, n, "");
}

const char *cg_text(unit *u, src_range r)
{
    return ir_range_text(u->arena, u->c, r);
}

bool cg_unsupported(unit *u, const node *n, const char *what)
{
    return cg_unsupported_at(u, n && n->range.end > n->range.begin ? n->range : u->c->name_range, what);
}

bool cg_unsupported_at(unit *u, src_range r, const char *what)
{
    if (u->report && !u->failed)
        diag_report(u->cg->diag, u->c->src, r, ERR_CODEGEN_UNSUPPORTED, what);
    u->failed = true;
    return false;
}

bool cg_unknown_keyword(unit *u, const node *k)
{
    if (k->lossy)               /* its reminder text does not parse (front.c, define_keywords) */
        return cg_unsupported(u, k, arena_printf(u->arena, "the unknown keyword '%s', whose reminder text does not parse,",
                                                 cg_text(u, ir_keyword_word_range(k))));
    if (u->report && !u->failed)
        diag_report(u->cg->diag, u->c->src, k->range, ERR_CODEGEN_UNKNOWN_KEYWORD,
                    cg_text(u, ir_keyword_word_range(k)));
    u->failed = true;
    return false;
}

/* Does N or a node after or under it say ", where X is ..."? */
static bool says_where(const node *n)
{
    for (; n; n = n->next)
        if ((n->kind == N_MODIFIER && meaning_word(n) == FX_W_WHERE) || says_where(n->a) || says_where(n->b)
            || says_where(n->c))
            return true;
    return false;
}

bool cg_undefined_x(unit *u, const node *n)
{
    for (const ability *ab = u->c->abilities; ab; ab = ab->next)
        if (says_where(ab->ast))        /* defined, but for another action than this one */
            return cg_unsupported(u, n, "X away from the action its 'where X is' is on");
    if (ir_keyword_with_x(u->c, false))     /* "Morph {X}{B}{B}": paid as it is turned face up */
        return cg_unsupported(u, n, "X of a keyword's cost here");
    src_range r = n ? n->range : u->c->name_range;
    if (u->report && !u->failed)
        diag_report(u->cg->diag, u->c->src, r, ERR_CODEGEN_UNDEFINED_X, cg_text(u, r));
    u->failed = true;
    return false;
}

bool cg_unsupported_word(unit *u, const node *n, const char *word)
{
    char buf[96];
    snprintf(buf, sizeof buf, "'%s'", word ? word : "?");
    return cg_unsupported(u, n, buf);
}

/* ---- card definitions ---------------------------------------------------------------- */

void cg_def_abilities(unit *u, LLVMValueRef *f, LLVMValueRef *acts, unsigned nacts, LLVMValueRef *trigs,
                      unsigned ntrigs, LLVMValueRef *stats, unsigned nstats)
{
    codegen *cg = u->cg;
    f[DF_STATICS] = cg_const_array(u, cg->static_ty, stats, nstats, "cardc.statics");
    f[DF_NSTATICS] = cg_i32(cg, nstats);
    f[DF_ACTIVATED] = cg_const_array(u, cg->act_ty, acts, nacts, "cardc.activated");
    f[DF_NACTIVATED] = cg_i32(cg, nacts);
    f[DF_TRIGGERS] = cg_const_array(u, cg->trig_ty, trigs, ntrigs, "cardc.triggers");
    f[DF_NTRIGGERS] = cg_i32(cg, ntrigs);
}

void cg_def_values(unit *u, const def_fields *d, LLVMValueRef *f)
{
    codegen *cg = u->cg;
    LLVMValueRef subs[CARDRT_MAX_SUBTYPES];
    for (unsigned k = 0; k < CARDRT_MAX_SUBTYPES; k++)
        subs[k] = k < d->nsubtypes ? cg_cstring(u, d->subtypes[k]) : LLVMConstNull(cg->ptr);
    f[DF_NAME] = cg_cstring(u, d->name);
    f[DF_COST] = cg_cstring(u, d->cost);
    f[DF_COLORS] = cg_i32(cg, d->colors);
    f[DF_TYPES] = cg_i32(cg, d->types);
    f[DF_SUPERS] = cg_i32(cg, d->supers);
    f[DF_SUBTYPES] = LLVMConstArray2(cg->ptr, subs, CARDRT_MAX_SUBTYPES);
    f[DF_HAS_PT] = LLVMConstInt(cg->i8, d->has_pt, 0);
    f[DF_POWER] = cg_i32(cg, d->power);
    f[DF_TOUGHNESS] = cg_i32(cg, d->toughness);
    f[DF_LOYALTY] = cg_i32(cg, d->loyalty);
    f[DF_KEYWORDS] = LLVMConstInt(cg->i64, d->keywords, 0);
    for (int i = DF_TARGETS; i < DF_COUNT; i++)
        f[i] = i == DF_TARGETS || i == DF_RESOLVE || i == DF_STATICS || i == DF_ACTIVATED
               || i == DF_TRIGGERS || i == DF_COSTS || i == DF_AS_ENTERS || i == DF_ENTERS_AS_COPY
               || i == DF_MIRACLE || i == DF_OVERLOADED || i == DF_OTHER_FACE
               ? LLVMConstNull(cg->ptr) : i == DF_ASCEND || i == DF_BACK_FACE ? LLVMConstInt(cg->i8, 0, 0)
               : cg_i32(cg, 0);
}

LLVMValueRef cg_def_global(unit *u, LLVMValueRef *f)
{
    char name[64];
    snprintf(name, sizeof name, "cardc.card.%u", u->cg->serial++);
    return cg_const_global(u, LLVMConstNamedStruct(u->cg->def_ty, f, DF_COUNT), name);
}

bool cg_pt_number(const char *s, int *v)
{
    char *end;
    long n = s ? strtol(s, &end, 10) : 0;
    if (!s || *s == '\0' || *end != '\0' || n < -1000000 || n > 1000000)
        return false;
    *v = (int)n;
    return true;
}

/* A "*" power or toughness is defined by an ability of the card (a CDA). */
/* Does a characteristic-defining ability of C define its power (POWER)
 * and its toughness (TOUGHNESS) where those are asked ("*", "1+*": the
 * printed parts that are not numbers)? */
static bool has_cda(const card *c, bool power, bool toughness)
{
    ir_cda cda;
    for (const ability *ab = c->abilities; ab; ab = ab->next)
        if (ab->kind == AB_STATIC && ab->ast->b && ir_cda_of(ab->ast->b->a, &cda)
            && (cda.power || !power) && (cda.toughness || !toughness))
            return true;
    return false;
}

/* Whether AB's effects hold a modal choice ("choose one —"), the choice its
 * modes are of. */
static bool is_modal(const ability *ab)
{
    for (const node *s = ab->ast->b ? ab->ast->b->a : NULL; s; s = s->next)
        if (s->kind == N_MODAL)
            return true;
    return false;
}

/* The spell: its modes, and the effect lists of its paragraphs. */
static bool spell_parts(unit *u, const node **lists, unsigned *nlists, const node **modes,
                        unsigned *nmodes, int *min, int *max)
{
    *nlists = *nmodes = 0;
    *min = *max = 0;
    for (const ability *ab = u->c->abilities; ab; ab = ab->next) {
        if (ab->kind != AB_SPELL || cg_uncounterable(u, ab) || cg_cost_paragraph(u->c, ab)
            || cg_spell_rule_paragraph(ab))
            continue;
        if (*nlists == 16)
            return cg_unsupported(u, ab->ast, "this many paragraphs");
        lists[(*nlists)++] = ab->ast->b;
        if (!ab->modes)
            continue;
        if (*nmodes)
            return cg_unsupported(u, ab->ast, "two choices of modes");
        const ir_ability *ia = cg_ir_of(u, ab);     /* how many modes it chooses */
        if (!ia || !ia->modes)
            return cg_no_ir(u, ab);
        /* "You may choose the same mode more than once" (CR 700.2d): each
         * mode as many times as modes are chosen, its copies in sequence */
        unsigned k = ia->modes_repeat ? (unsigned)ia->choose_max : 1;
        for (const ability *m = ab->modes; m; m = m->next)
            for (unsigned j = 0; j < k; j++) {
                if (*nmodes == 16)
                    return cg_unsupported(u, ab->ast, "this many modes");
                modes[(*nmodes)++] = m->ast->b;
            }
        u->mode_repeats = k > 1 ? k : 0;
        *min = ia->choose;
        *max = ia->choose_max;
    }
    return true;
}

/* The spell's resolution: RESOLVE (NULL: nothing), then each paragraph
 * "Whenever a creature attacks this turn, ..." makes its delayed triggered
 * ability, which triggers each time until the turn ends (CR 603.7b), and
 * "When you cast your next instant spell this turn, ..." one that triggers
 * once; such paragraphs are the spell's last; then epic's abilities, if it
 * has epic (CR 702.50a).  NULL if it fails. */
static LLVMValueRef with_turn_triggers(unit *u, LLVMValueRef resolve, unsigned nmodes)
{
    bool epic;
    if (!cg_spell_epic(u, &epic))
        return NULL;
    codegen *cg = u->cg;
    LLVMValueRef defs[16];
    bool once[16], lasts[16];
    unsigned n = 0;
    for (const ability *ab = u->c->abilities; ab; ab = ab->next) {
        const ability *delayed = ir_turn_trigger_of(u->arena, u->c, ab);
        if (!delayed) {
            if (n && ab->kind == AB_SPELL)
                return cg_unsupported(u, ab->ast, "a paragraph of the spell after a delayed triggered ability"), NULL;
            continue;
        }
        if (nmodes)
            return cg_unsupported(u, ab->ast, "a delayed triggered ability of a modal spell"), NULL;
        if (n == 16)
            return cg_unsupported(u, ab->ast, "this many abilities"), NULL;
        LLVMValueRef def = cg_trigger_def(u, delayed);
        if (!def)
            return NULL;
        /* "When you cast your next ... this turn": once this turn; "At the
         * beginning of your next upkeep": once, linked to nothing (CR 603.7c) */
        once[n] = ir_turn_trigger_once(delayed);
        lasts[n] = ir_turn_trigger_lasts(delayed);
        defs[n++] = cg_const_global(u, def, "cardc.turn_trigger");
    }
    if (!n && !epic)
        return resolve ? resolve : LLVMConstNull(cg->ptr);
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.effect", &save);
    if (resolve)
        LLVMBuildCall2(u->b, cg->effect_ty, resolve, (LLVMValueRef[]){ u->ctx_arg }, 1, "");
    for (unsigned i = 0; i < n; i++)
        if (lasts[i])       /* linked to nothing (-1) */
            cg_call(u, "cardrt_fx_delayed", cg->i32, (LLVMValueRef[]){ u->ctx_arg, cg_i32(cg, -1), defs[i] }, 3);
        else
            cg_call(u, once[i] ? "cardrt_fx_next_trigger" : "cardrt_fx_turn_trigger", cg->i32,
                    (LLVMValueRef[]){ u->ctx_arg, defs[i] }, 2);
    if (epic)
        cg_call(u, "cardrt_fx_epic", cg->i32, &u->ctx_arg, 1);
    return cg_end_fn(u, NULL, &save);
}

/* Does the AST under N say all its text means?  A phrase the grammar read
 * only in part (node.lossy) or two ways (node.ambiguous) is not compiled,
 * nor "a second target" (a
 * target the first may not be: node.form), nor a verb not written again
 * ("... and the other into your hand": FORM_GAPPED), nor a choice made
 * secretly (FORM_SECRETLY), nor "already" (FORM_ALREADY). */
static bool exact(unit *u, const node *n)
{
    if (!n)
        return true;
    if (n->lossy && n->kind == N_KEYWORD && n->unknown)
        return cg_unknown_keyword(u, n);    /* its reminder text unread */
    if (n->lossy)
        return cg_unsupported(u, n, "this phrase (the grammar reads it only in part)");
    if (n->ambiguous && n->kind == N_PRONOUN)
        return cg_unsupported(u, n, "a pronoun that could refer to more than one thing");
    if (n->ambiguous)       /* syn_merge: -Wambiguous-parse */
        return cg_unsupported(u, n, "words the grammar reads two ways (-Wambiguous-parse)");
    if (n->form & (FORM_SECOND | FORM_THIRD))
        return cg_unsupported(u, n, "'a second target' (a target other than the first)");
    if (n->form & FORM_SECRETLY)    /* a choice the other players do not see */
        return cg_unsupported(u, n, "'secretly'");
    if (n->form & FORM_ALREADY)     /* "Auras already attached to it" */
        return cg_unsupported(u, n, "'already'");
    if (n->kind == N_ACTION && (n->form & FORM_GAPPED) && !ir_gapped_put_counters(n))  /* "... and the other into your hand" */
        return cg_unsupported(u, n, "a verb not written again");
    if (n->kind == N_PRONOUN && !n->refers && ir_pronoun_of(n) != IR_PRON_OTHER) {
        /* "by enchanted creatures": every creature that is enchanted, not the
         * one this permanent is attached to, which "enchanted creature" is */
        const char *text = cg_text(u, n->range), *sp = strchr(text, ' ');
        size_t len = sp ? strcspn(sp + 1, " ") : 0;
        if (len > 1 && sp[len] == 's' && sp[len - 1] != '\'')
            return cg_unsupported(u, n, "'enchanted' or 'equipped' before a plural noun");
    }
    if (n->kind == N_LIST) {
        for (const node *i = n->a; i; i = i->next)
            if (!exact(u, i))
                return false;
        return true;
    }
    return exact(u, n->a) && exact(u, n->b) && exact(u, n->c);
}

static bool read_as_written(unit *u);
static bool build_card(unit *u);

/* Overload (CR 702.96a of the current rules): the definition of the card
 * as its overload cost changes its text, built from the card its lowering
 * read with "each" for "target" (ir_kw_param.overloaded); a null pointer
 * for a card without overload, NULL after reporting. */
static LLVMValueRef overloaded_def(unit *u)
{
    const ir_kw_param *e = NULL;
    for (const ir_ability *ab = u->ir->abilities; ab && !e; ab = ab->next)
        for (unsigned i = 0; ab->kind == IR_AB_KEYWORD && i < ab->nkeywords && !e; i++)
            if (ab->each[i].overloaded)
                e = &ab->each[i];
    if (!e)
        return LLVMConstNull(u->cg->ptr);
    unit t = { .cg = u->cg, .c = e->overloaded->card, .ir = e->overloaded, .mod = u->mod, .arena = u->arena };
    bool ok = build_card(&t) && !t.failed && read_as_written(&t);
    for (unsigned i = 0; i < t.nmade; i++)      /* U's, to undo with it */
        cg_made(u, t.made[i]);
    free(t.made);
    if (!ok)
        return cg_unsupported_at(u, e->range, "overload of this text (its words with 'each' for 'target')"), NULL;
    return t.def;
}

/* The other face of U's card (its `// LAYOUT NAME` link, front_link_faces)
 * into F: its definition, built here with U's as its own other face (a
 * global declared first, then replaced by U's), the layout, and whether
 * U's is the second face.  False after reporting: a face whose other face
 * does not compile is not compiled either. */
static bool other_face(unit *u, LLVMValueRef *f, LLVMValueRef *mine)
{
    const card *c = u->c;
    f[DF_LAYOUT] = cg_i32(u->cg, c->other ? (int)c->layout : 0);
    f[DF_BACK_FACE] = LLVMConstInt(u->cg->i8, c->other && c->back, 0);
    *mine = NULL;
    if (!c->other || u->face_of) {
        f[DF_OTHER_FACE] = c->other && u->face_of ? u->face_of : LLVMConstNull(u->cg->ptr);
        return true;
    }
    *mine = LLVMAddGlobal(u->mod, u->cg->def_ty, "cardc.face");
    unit t = { .cg = u->cg, .c = c->other, .mod = u->mod, .arena = u->arena, .face_of = *mine };
    bool ok = build_card(&t) && !t.failed && read_as_written(&t);
    for (unsigned i = 0; i < t.nmade; i++)      /* U's, to undo with it */
        cg_made(u, t.made[i]);
    free(t.made);
    if (!ok) {
        LLVMDeleteGlobal(*mine);
        *mine = NULL;
        return cg_unsupported(u, NULL, arena_printf(u->arena, "its other face '%s'", c->other->name));
    }
    f[DF_OTHER_FACE] = t.def;
    return true;
}

/* Does every ability of U's card lower (lower_card_each)?  A card is
 * compiled only with its whole meaning in the card IR, where --dump-ir,
 * tests and other engines read it (docs/design.md); false after reporting
 * the first construct lowering refused.  An ability in quotes lowered on
 * its own is the card's where the ability it is written in lowers. */
static bool lowered(unit *u)
{
    for (const ir_refusal *r = u->ir->refused; r; r = r->next)
        if (!r->quoted)
            return r->what ? cg_unsupported_at(u, r->range, r->what)
                           : cg_unsupported_at(u, r->ability, "this ability (the card IR cannot say it yet)");
    return true;
}

static bool build_card(unit *u)
{
    codegen *cg = u->cg;
    const card *c = u->c;
    if (c->header_errors || c->text_errors)
        return cg_unsupported(u, NULL, "a card with errors");
    if (!u->ir)     /* (an overloaded card's is its lowering's: overloaded_def) */
        u->ir = lower_card_each(u->arena, c);
    for (const ability *ab = c->abilities; ab; ab = ab->next) {
        if (ab->ast->c)         /* "7+ | Flying": a threshold (parse.c) */
            return cg_unsupported(u, ab->ast->c, arena_printf(u->arena, "the threshold '%s'",
                                                              cg_text(u, ab->ast->c->a->range)));
        for (const node *k = ab->kind == AB_KEYWORD && ab->ast->b ? ab->ast->b->a : NULL; k; k = k->next)
            if (k->c)   /* "Equip {0}. Activate only once each turn." */
                return cg_unsupported(u, k->c, "the rules written after a keyword");
        if (ab->modes && !is_modal(ab))     /* "choose Khans or Dragons" and "• Khans — ..." */
            return cg_unsupported(u, ab->ast, "abilities that are the options of a choice");
        if (!exact(u, ab->ast))
            return false;
        for (const ability *m = ab->modes; m; m = m->next)
            if (!exact(u, m->ast))
                return false;
    }
    cg_card_keys keys;
    if (!cg_card_keywords(u, &keys))
        return false;
    unsigned supers, types = cg_card_types(c, &supers);
    int power = 0, toughness = 0, loyalty = 0;
    bool has_pt = c->power != NULL;
    bool power_read = has_pt && cg_pt_number(c->power, &power);
    bool toughness_read = has_pt && cg_pt_number(c->toughness, &toughness);    /* both read ("*" and 4) */
    if (has_pt && (!power_read || !toughness_read) && !has_cda(c, !power_read, !toughness_read))
        return cg_unsupported(u, NULL, "a power or toughness that is not a number");
    if (c->loyalty && !cg_pt_number(c->loyalty, &loyalty))
        return cg_unsupported(u, NULL, "this loyalty");
    /* An Adventure is half of an adventurer card (CR 715): cast as the
     * card's other face, exiled as it resolves, the card castable later
     * from exile (the runtime's, CARDRT_PLAY_ADVENTURE); with no creature
     * linked, a card of its own, it would go to the graveyard and be no
     * creature card in any other zone (715.4). */
    if (ir_card_is_adventure(c) && !(c->other && c->back && c->layout == LAYOUT_ADVENTURE))
        return cg_unsupported(u, NULL, "an Adventure with no adventurer creature linked to it");
    /* A Battle is attacked, protected and defeated by rules (CR 310) the
     * runtime does not have: as a permanent of no type it would play wrongly. */
    if (ir_card_types(c) & 1u << IR_TYPE_BATTLE)
        return cg_unsupported(u, NULL, "a Battle");
    /* A dungeon's paragraphs are its rooms (CR 309.4), and "→" is a room's
     * alone (lowering says why) */
    for (const ability *ab = c->abilities; ab; ab = ab->next) {
        if (ab->leads && !ir_is_room(c, ab))
            return cg_no_ir(u, ab);
        if (ir_card_is_dungeon(c) && !ir_is_room(c, ab))
            return cg_unsupported(u, ab->ast, "an ability of a dungeon that is no room");
    }

    /* The spell: its target slots, modes, additional costs and effect. */
    const node *lists[16], *modes[16];
    unsigned nlists, nmodes, nslots = 0, ncosts = 0;
    int min_modes, max_modes;
    if (!spell_parts(u, lists, &nlists, modes, &nmodes, &min_modes, &max_modes))
        return false;
    u->x_paid = ir_x_is_paid(c, NULL, false);
    LLVMValueRef targets = cg_target_specs(u, NULL, &nslots), costs = NULL;
    if (!targets || !cg_spell_costs(u, &costs, &ncosts))
        return false;
    u->in_ability = false;
    u->event = NULL;
    LLVMValueRef resolve = nlists ? cg_effect_fn(u, lists, nlists, modes, nmodes) : NULL;
    unsigned mode_repeats = u->mode_repeats;
    u->mode_repeats = 0;
    if ((nlists && !resolve) || u->failed || !(resolve = with_turn_triggers(u, resolve, nmodes)) || u->failed)
        return false;

    LLVMValueRef acts[16], trigs[16], stats[16], as_enters;
    unsigned nacts, ntrigs, nstats;
    if (!cg_abilities(u, acts, &nacts, trigs, &ntrigs, stats, &nstats, 16, &as_enters))
        return false;
    def_fields d = {
        c->name, c->mana_cost, keys.colorless ? 0 : c->colors, types, supers,
        (const char *const *)c->subtypes, c->nsubtypes, has_pt, power, toughness, loyalty, keys.bits,
    };
    LLVMValueRef f[DF_COUNT];
    cg_def_values(u, &d, f);
    f[DF_TARGETS] = targets;
    f[DF_NTARGETS] = cg_i32(cg, nslots);
    f[DF_RESOLVE] = resolve;
    cg_def_abilities(u, f, acts, nacts, trigs, ntrigs, stats, nstats);
    f[DF_NMODES] = cg_i32(cg, nmodes);
    f[DF_MIN_MODES] = cg_i32(cg, min_modes);
    f[DF_MAX_MODES] = cg_i32(cg, max_modes);
    f[DF_MODE_REPEATS] = cg_i32(cg, (int)mode_repeats);
    f[DF_COSTS] = costs;
    f[DF_NCOSTS] = cg_i32(cg, ncosts);
    f[DF_AS_ENTERS] = as_enters;
    if (!(f[DF_ENTERS_AS_COPY] = cg_enters_as_copy_fn(u)) || !(f[DF_COPY_EXCEPT] = cg_copy_except_def(u)))
        return false;
    f[DF_DREDGE] = cg_i32(cg, keys.dredge);
    f[DF_MIRACLE] = keys.miracle ? cg_cstring(u, keys.miracle) : LLVMConstNull(cg->ptr);
    f[DF_ASCEND] = LLVMConstInt(cg->i8, keys.ascend, 0);
    f[DF_BOUND] = cg_i32(cg, keys.bound);
    f[DF_TOXIC] = cg_i32(cg, keys.toxic);
    if (!(f[DF_OVERLOADED] = overloaded_def(u)))
        return false;
    LLVMValueRef mine;
    if (!other_face(u, f, &mine) || !lowered(u))
        return false;
    u->def = cg_def_global(u, f);
    if (mine) {                 /* the other face's other face is this one */
        LLVMReplaceAllUsesWith(mine, u->def);
        LLVMDeleteGlobal(mine);
    }
    return !u->failed;
}

/* CR 111.10 (later rules): the predefined tokens (ir.def), as cards.
 * Their abilities compile as any card's do.  Each is named as every token
 * the effect does not name is, its subtype and "Token" (CR 111.4). */
static const char predefined_tokens[] =
#define IR_PREDEFINED_TOKEN(name, rules) name " Token  Artifact \xe2\x80\x94 " name "\n/ " rules "\n\n"
#include "ir.def"
    ;

/* The cards of TEXT (named NAME), read with no diagnostics shown, in the
 * code generator's token arena; NULL when it has an error. */
static const card *token_cards(codegen *cg, const char *name, const char *text)
{
    if (!cg->token_arena)
        cg->token_arena = arena_new();
    diag_engine *quiet = diag_new(NULL);
    diag_silence(quiet);
    lexicon *lex = lexicon_new();
    front fe = { .a = cg->token_arena, .diag = quiet, .lex = lex, .quiet = true };
    front_file ff;
    front_source_check(&fe, source_from_string(cg->token_arena, name, text, strlen(text)), &ff);
    const card *cards = diag_error_count(quiet) == 0 ? ff.cards : NULL;
    lexicon_free(lex);
    diag_free(quiet);
    return cards;
}

LLVMValueRef cg_predefined_token(unit *u, const char *subtype, const char *rules)
{
    codegen *cg = u->cg;
    if (!cg->predefined_read) {
        cg->predefined = token_cards(cg, "<predefined tokens>", predefined_tokens);
        cg->predefined_read = true;
    }
    char name[64];
    snprintf(name, sizeof name, "%s Token", subtype);
    /* One the card's reminder text defines: that text, as a card. */
    const card *c = !rules ? ir_card_named(cg->predefined, name)
                  : token_cards(cg, "<reminder text>", arena_printf(u->arena, "%s  Artifact \xe2\x80\x94 %s\n/ %s\n",
                                                                   name, subtype, rules));
    if (!c)
        return rules ? cg_unsupported(u, NULL, "the token its reminder text defines"), NULL : NULL;
    unit t = { .cg = cg, .c = c, .mod = u->mod, .report = u->report, .arena = u->arena };
    bool ok = build_card(&t) && !t.failed;
    for (unsigned i = 0; i < t.nmade; i++)      /* U's, to undo with it */
        cg_made(u, t.made[i]);
    free(t.made);
    if (!ok)
        return cg_unsupported(u, NULL, "this predefined token"), NULL;
    return t.def;
}

/* Take out the functions and globals a card that failed had added.  They
 * use one another (a definition points at its functions, a function loads
 * from globals), so first every use of each is replaced by poison; then none
 * is used and each can go, asked what it is before anything is freed. */
static void unmake(LLVMValueRef *made, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        LLVMReplaceAllUsesWith(made[i], LLVMGetPoison(LLVMTypeOf(made[i])));
    for (unsigned i = 0; i < n; i++)
        if (!LLVMIsAFunction(made[i]) && !LLVMIsAGlobalVariable(made[i]))
            made[i] = NULL;     /* nothing of the module's own to delete */
    for (unsigned i = n; i-- > 0;) {
        if (!made[i])
            continue;
        if (LLVMIsAFunction(made[i]))
            LLVMDeleteFunction(made[i]);
        else
            LLVMDeleteGlobal(made[i]);
    }
}

/* A card whose reading prints back otherwise than its text (cardc --print)
 * was read as less, or other, than the text says: it is not compiled, even
 * where every construct of the reading compiles. */
static bool read_as_written(unit *u)
{
    roundtrip_difference d;
    if (roundtrip_card(u->arena, u->c, &d))
        return true;
    if (u->report)
        diag_report(u->cg->diag, u->c->src, d.range, ERR_CODEGEN_READING, d.said, d.read);
    u->failed = true;
    return false;
}

bool codegen_card(codegen *cg, const card *c, bool report)
{
    /* Straight into the output module; after codegen_jit, into a scratch
     * module (the card is only checked). */
    LLVMModuleRef scratch = NULL;
    if (!cg->mod) {
        scratch = LLVMModuleCreateWithNameInContext("check", cg->ctx);
        LLVMSetModuleDataLayout(scratch, cg->td);
        LLVMSetTarget(scratch, cg->triple ? cg->triple : "");
    }
    unit u = { .cg = cg, .c = c, .mod = scratch ? scratch : cg->mod, .report = report,
               .arena = arena_new() };
    bool ok = build_card(&u) && !u.failed && read_as_written(&u);
    if (!ok && !u.failed && report)     /* every way out names its construct; one that does not is a bug */
        diag_report(cg->diag, c->src, c->name_range, ERR_CODEGEN_INTERNAL,
                    "the card is left out, and no construct says why");
    /* Each function is verified as the card is made, so that a mistake of
     * the code generator costs one card, reported at it, not the module. */
    for (unsigned i = 0; ok && i < u.nmade; i++)
        if (LLVMIsAFunction(u.made[i]) && LLVMCountBasicBlocks(u.made[i])
            && LLVMVerifyFunction(u.made[i], LLVMReturnStatusAction)) {
            if (report)
                diag_report(cg->diag, c->src, c->name_range, ERR_CODEGEN_INTERNAL,
                            "a function of this card does not verify");
            ok = false;
        }
    arena_free(u.arena);        /* the module holds copies of every string */
    if (!ok)
        unmake(u.made, u.nmade);
    free(u.made);
    if (scratch)
        LLVMDisposeModule(scratch);
    if (!ok || scratch)
        return ok;
    if (cg->ncards == cg->capcards) {
        unsigned cap = cg->capcards ? cg->capcards * 2 : 64;
        LLVMValueRef *nc = realloc(cg->cards, cap * sizeof *nc);
        if (!nc)
            return false;
        cg->cards = nc;
        cg->capcards = cap;
    }
    if (cg->in_parts && cg->part > 0) {     /* exported, for part 0's registry */
        char name[256];
        part_card_name(cg, cg->part, cg->ncards, name, sizeof name);
        LLVMSetValueName2(u.def, name, strlen(name));
        LLVMSetLinkage(u.def, LLVMExternalLinkage);
        LLVMSetVisibility(u.def, LLVMHiddenVisibility);
    }
    cg->cards[cg->ncards++] = u.def;
    return true;
}

/* ---- output -------------------------------------------------------------------- */

static void add_registry(codegen *cg)
{
    LLVMValueRef arr = LLVMConstArray2(cg->ptr, cg->cards, cg->ncards);
    LLVMValueRef list = LLVMAddGlobal(cg->mod, LLVMTypeOf(arr), "cardc.cards");
    LLVMSetInitializer(list, arr);
    LLVMSetGlobalConstant(list, 1);
    LLVMSetLinkage(list, LLVMInternalLinkage);
    LLVMValueRef f[] = { cg_i32(cg, CARDRT_ABI_VERSION), cg_i32(cg, cg->ncards), list };
    LLVMValueRef reg = LLVMAddGlobal(cg->mod, cg->reg_ty, codegen_registry_name(cg));
    LLVMSetInitializer(reg, LLVMConstNamedStruct(cg->reg_ty, f, 3));
    LLVMSetGlobalConstant(reg, 1);
}

static int write_out(codegen *cg, const char *path, const char *data, size_t len)
{
    FILE *f = path[0] == '-' && !path[1] ? stdout : fopen(path, "wb");
    if (!f || fwrite(data, 1, len, f) != len) {
        diag_report(cg->diag, NULL, (src_range){ 0, 0 }, ERR_OUTPUT, path);
        if (f && f != stdout)
            fclose(f);
        return -1;
    }
    if (f != stdout && fclose(f) != 0) {
        diag_report(cg->diag, NULL, (src_range){ 0, 0 }, ERR_OUTPUT, path);
        return -1;
    }
    return 0;
}

static bool report_error(codegen *cg, LLVMErrorRef e)
{
    if (!e)
        return false;
    char *m = LLVMGetErrorMessage(e);
    diag_report(cg->diag, NULL, (src_range){ 0, 0 }, ERR_CODEGEN_INTERNAL, m);
    LLVMDisposeErrorMessage(m);
    return true;
}

/* Add the registry, verify, and optimise at OPT_LEVEL. */
static int finish_module(codegen *cg, int opt_level)
{
    if (cg->part == 0)
        add_registry(cg);
    char *err = NULL;
    if (LLVMVerifyModule(cg->mod, LLVMReturnStatusAction, &err)) {
        diag_report(cg->diag, NULL, (src_range){ 0, 0 }, ERR_CODEGEN_INTERNAL, err);
        LLVMDisposeMessage(err);
        return -1;
    }
    LLVMDisposeMessage(err);
    if (opt_level > 0) {
        char passes[32];
        snprintf(passes, sizeof passes, "default<O%d>", opt_level > 3 ? 3 : opt_level);
        LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
        LLVMErrorRef e = LLVMRunPasses(cg->mod, passes, cg->tm, po);
        LLVMDisposePassBuilderOptions(po);
        if (report_error(cg, e))
            return -1;
    }
    return 0;
}

int codegen_emit(codegen *cg, cg_output out, int opt_level, const char *path)
{
    if (finish_module(cg, opt_level) < 0)
        return -1;
    char *err = NULL;
    if (out == CG_LLVM_IR) {
        char *ir = LLVMPrintModuleToString(cg->mod);
        int r = write_out(cg, path, ir, strlen(ir));
        LLVMDisposeMessage(ir);
        return r;
    }
    LLVMMemoryBufferRef buf = NULL;
    if (out == CG_BITCODE) {
        buf = LLVMWriteBitcodeToMemoryBuffer(cg->mod);
    } else {
        /* Machine code at the level asked for: -O0 selects instructions
         * fast and allocates registers simply, as clang -O0 does. */
        static const LLVMCodeGenOptLevel levels[] = { LLVMCodeGenLevelNone, LLVMCodeGenLevelLess,
                                                      LLVMCodeGenLevelDefault, LLVMCodeGenLevelAggressive };
        LLVMTargetMachineRef tm = LLVMCreateTargetMachine(cg->target, cg->triple, "generic", "",
                                                          levels[opt_level < 0 ? 0 : opt_level > 3 ? 3 : opt_level],
                                                          LLVMRelocPIC, LLVMCodeModelDefault);
        LLVMBool failed = LLVMTargetMachineEmitToMemoryBuffer(tm, cg->mod,
                                                              out == CG_ASSEMBLY ? LLVMAssemblyFile
                                                                                 : LLVMObjectFile,
                                                              &err, &buf);
        LLVMDisposeTargetMachine(tm);
        if (failed) {
            diag_report(cg->diag, NULL, (src_range){ 0, 0 }, ERR_CODEGEN_INTERNAL, err);
            LLVMDisposeMessage(err);
            return -1;
        }
    }
    int r = write_out(cg, path, LLVMGetBufferStart(buf), LLVMGetBufferSize(buf));
    LLVMDisposeMemoryBuffer(buf);
    return r;
}

const void *codegen_jit(codegen *cg, int opt_level)
{
    if (cg->jit || finish_module(cg, opt_level) < 0)
        return NULL;
    if (report_error(cg, LLVMOrcCreateLLJIT(&cg->jit, NULL)))
        return NULL;
    /* Generated code calls libcardrt in this process. */
    LLVMOrcDefinitionGeneratorRef gen = NULL;
    if (report_error(cg, LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(
                             &gen, LLVMOrcLLJITGetGlobalPrefix(cg->jit), NULL, NULL)))
        return NULL;
    LLVMOrcJITDylibRef dylib = LLVMOrcLLJITGetMainJITDylib(cg->jit);
    LLVMOrcJITDylibAddGenerator(dylib, gen);
    LLVMOrcThreadSafeModuleRef tsm = LLVMOrcCreateNewThreadSafeModule(cg->mod, cg->tsc);
    cg->mod = NULL;             /* the JIT owns it now */
    if (report_error(cg, LLVMOrcLLJITAddLLVMIRModule(cg->jit, dylib, tsm)))
        return NULL;
    LLVMOrcExecutorAddress addr = 0;
    if (report_error(cg, LLVMOrcLLJITLookup(cg->jit, &addr, codegen_registry_name(cg))))
        return NULL;
    return (const void *)(uintptr_t)addr;
}

/* ---- the functions a card is compiled into: begun, ended, their game and source ------------ */

void cg_begin_fn(unit *u, LLVMTypeRef ty, const char *prefix, cg_saved *save)
{
    codegen *cg = u->cg;
    *save = (cg_saved){ u->b, u->fn, u->ctx_arg, u->game, u->src, { { 0 } }, u->nbound, u->nsel,
                        u->last_may, u->last_may_who, u->last_verb, u->last_act, u->item_x };
    memcpy(save->bound, u->bound, sizeof u->bound);
    u->fn = cg_add_function(u, prefix, ty);
    LLVMSetLinkage(u->fn, LLVMInternalLinkage);
    u->b = LLVMCreateBuilderInContext(cg->ctx);
    LLVMPositionBuilderAtEnd(u->b, LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "entry"));
    if (ty == cg->effect_ty) {     /* the game and the source: asked for when needed */
        u->ctx_arg = LLVMGetParam(u->fn, 0);
        u->game = u->src = NULL;
    } else {
        u->ctx_arg = NULL;
        u->game = LLVMGetParam(u->fn, 0);
        u->src = LLVMGetParam(u->fn, 1);
    }
    u->nbound = 0;
    u->nsel = 0;
    u->last_may = NULL;
    u->last_may_who = NULL;
    u->last_verb = FX_VERB_NONE;
    u->last_act = NULL;
}

LLVMBuilderRef cg_entry_builder(unit *u)
{
    LLVMBuilderRef b = LLVMCreateBuilderInContext(u->cg->ctx);
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(u->fn);
    LLVMValueRef first = LLVMGetFirstInstruction(entry);
    if (first)
        LLVMPositionBuilderBefore(b, first);
    else
        LLVMPositionBuilderAtEnd(b, entry);
    return b;
}

/* In an effect, a call to cardrt_ctx_game or _source at the start of the function. */
static LLVMValueRef from_ctx(unit *u, const char *fn, LLVMTypeRef ret)
{
    LLVMBuilderRef b = cg_entry_builder(u);
    LLVMBuilderRef saved = u->b;
    u->b = b;
    LLVMValueRef v = cg_call(u, fn, ret, &u->ctx_arg, 1);
    u->b = saved;
    LLVMDisposeBuilder(b);
    return v;
}

int cg_choice_kind(const node *np)
{
    ir_choice c = ir_choice_of(np);
    return c == IR_CHOICE_NONE ? -1 : CARDRT_CHOICE_COLOR + (int)c;
}

const char *cg_counter_kind(const node *w)
{
    return ir_counter_kind(w);
}

LLVMValueRef cg_game(unit *u)
{
    if (!u->game)
        u->game = from_ctx(u, "cardrt_ctx_game", u->cg->ptr);
    return u->game;
}

LLVMValueRef cg_src(unit *u)
{
    if (!u->src)
        u->src = from_ctx(u, "cardrt_ctx_source", u->cg->i32);
    return u->src;
}

LLVMValueRef cg_end_fn(unit *u, LLVMValueRef result, cg_saved *save)
{
    if (result)
        LLVMBuildRet(u->b, result);
    else
        LLVMBuildRetVoid(u->b);
    LLVMDisposeBuilder(u->b);
    LLVMValueRef f = u->fn;
    u->b = save->b;
    u->fn = save->fn;
    u->ctx_arg = save->ctx_arg;
    u->game = save->game;
    u->src = save->src;
    memcpy(u->bound, save->bound, sizeof u->bound);
    u->nbound = save->nbound;
    u->nsel = save->nsel;
    u->last_may = save->last_may;
    u->last_may_who = save->last_may_who;
    u->last_verb = save->last_verb;
    u->last_act = save->last_act;
    u->item_x = save->item_x;
    return f;
}
