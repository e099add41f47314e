/* codegen.c — the LLVM back end (LLVM 19 C API).  See codegen.h.
 *
 * Every card is compiled straight into the output module; what it added is
 * remembered and deleted again if some part of it does not compile, so an
 * unsupported construct leaves no half-made card behind.  The struct types here mirror cardrt.h; their
 * layout is checked against the C compiler's as the code generator starts. */
#include "codegen.h"

#include <ctype.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "cardrt.h"
#include "parser.h"
#include "syntax.h"

struct codegen {
    diag_engine *diag;
    LLVMOrcThreadSafeContextRef tsc;    /* owns ctx, so a module can go to the JIT */
    LLVMOrcLLJITRef jit;
    LLVMContextRef ctx;
    LLVMModuleRef mod;          /* the output module */
    LLVMTargetMachineRef tm;
    LLVMTargetDataRef td;
    char *triple;
    char *registry;
    LLVMValueRef *cards;        /* the card definitions, for the registry */
    unsigned ncards, capcards;
    unsigned serial;            /* for unique symbol names */
    /* types */
    LLVMTypeRef i1, i8, i32, i64, ptr, spec_ty, def_ty, reg_ty, resolve_ty, legal_ty;
    LLVMTypeRef act_ty, trig_ty, match_ty, change_ty, static_ty, affects_ty, cost_ty;
};

/* One card being compiled, into a module of its own. */
typedef struct unit {
    codegen *cg;
    arena *arena;               /* strings made while compiling the card */
    const card *c;
    const target_use *slots;    /* the target slots of the ability being compiled */
    LLVMModuleRef mod;
    LLVMBuilderRef b;
    LLVMValueRef ctx_arg;
    bool report;
    bool failed;
    LLVMValueRef last_may;      /* the answer to the last "you may", for "if you do" */
    bool in_ability;            /* compiling a permanent's ability: a lone "it" is the card */
    LLVMValueRef *made;         /* what this card added to the module, to undo it */
    unsigned nmade, capmade;
    LLVMValueRef def;           /* its cardrt_card_def */
} unit;

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
        offsetof(cardrt_card_def, ncosts),
    };
    static const size_t spec[] = {
        offsetof(cardrt_target_spec, text), offsetof(cardrt_target_spec, min),
        offsetof(cardrt_target_spec, max), offsetof(cardrt_target_spec, legal),
        offsetof(cardrt_target_spec, zones), offsetof(cardrt_target_spec, modes),
        offsetof(cardrt_target_spec, count_is_x),
    };
    static const size_t act[] = {
        offsetof(cardrt_activated_def, text), offsetof(cardrt_activated_def, mana_cost),
        offsetof(cardrt_activated_def, costs), offsetof(cardrt_activated_def, ncosts),
        offsetof(cardrt_activated_def, targets), offsetof(cardrt_activated_def, ntargets),
        offsetof(cardrt_activated_def, effect), offsetof(cardrt_activated_def, mana_ability),
        offsetof(cardrt_activated_def, zones), offsetof(cardrt_activated_def, timing),
        offsetof(cardrt_activated_def, nmodes), offsetof(cardrt_activated_def, min_modes),
        offsetof(cardrt_activated_def, max_modes),
    };
    static const size_t trig[] = {
        offsetof(cardrt_trigger_def, text), offsetof(cardrt_trigger_def, matches),
        offsetof(cardrt_trigger_def, condition), offsetof(cardrt_trigger_def, targets),
        offsetof(cardrt_trigger_def, ntargets), offsetof(cardrt_trigger_def, effect),
        offsetof(cardrt_trigger_def, zones), offsetof(cardrt_trigger_def, nmodes),
        offsetof(cardrt_trigger_def, min_modes), offsetof(cardrt_trigger_def, max_modes),
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
    return OFFSETS_MATCH(cg, cg->def_ty, def, cardrt_card_def)
        && OFFSETS_MATCH(cg, cg->spec_ty, spec, cardrt_target_spec)
        && OFFSETS_MATCH(cg, cg->act_ty, act, cardrt_activated_def)
        && OFFSETS_MATCH(cg, cg->trig_ty, trig, cardrt_trigger_def)
        && OFFSETS_MATCH(cg, cg->change_ty, change, cardrt_change)
        && OFFSETS_MATCH(cg, cg->static_ty, stat, cardrt_static_def)
        && OFFSETS_MATCH(cg, cg->cost_ty, cost, cardrt_cost);
}

static void make_types(codegen *cg)
{
    LLVMContextRef c = cg->ctx;
    cg->i1 = LLVMInt1TypeInContext(c);
    cg->i8 = LLVMInt8TypeInContext(c);
    cg->i32 = LLVMInt32TypeInContext(c);
    cg->i64 = LLVMInt64TypeInContext(c);
    cg->ptr = LLVMPointerTypeInContext(c, 0);
    LLVMTypeRef spec[] = { cg->ptr, cg->i32, cg->i32, cg->ptr, cg->i32, cg->i32, cg->i8 };
    cg->spec_ty = LLVMStructCreateNamed(c, "cardrt_target_spec");
    LLVMStructSetBody(cg->spec_ty, spec, 7, 0);
    LLVMTypeRef def[] = {
        cg->ptr, cg->ptr, cg->i32, cg->i32, cg->i32, LLVMArrayType2(cg->ptr, CARDRT_MAX_SUBTYPES),
        cg->i8, cg->i32, cg->i32, cg->i32, cg->i64, cg->ptr, cg->i32, cg->ptr,
        cg->ptr, cg->i32, cg->ptr, cg->i32, cg->ptr, cg->i32,
        cg->i32, cg->i32, cg->i32, cg->ptr, cg->i32,
    };
    cg->def_ty = LLVMStructCreateNamed(c, "cardrt_card_def");
    LLVMStructSetBody(cg->def_ty, def, sizeof def / sizeof *def, 0);
    LLVMTypeRef reg[] = { cg->i32, cg->i32, cg->ptr };
    cg->reg_ty = LLVMStructCreateNamed(c, "cardc_registry");
    LLVMStructSetBody(cg->reg_ty, reg, 3, 0);
    LLVMTypeRef rp[] = { cg->ptr };
    cg->resolve_ty = LLVMFunctionType(LLVMVoidTypeInContext(c), rp, 1, 0);
    LLVMTypeRef lp[] = { cg->ptr, cg->i32, cg->ptr };
    cg->legal_ty = LLVMFunctionType(cg->i1, lp, 3, 0);
    cg->match_ty = cg->legal_ty;        /* bool (game, self, const cardrt_event *) */
    LLVMTypeRef act[] = { cg->ptr, cg->ptr, cg->ptr, cg->i32, cg->ptr, cg->i32, cg->ptr, cg->i8,
                          cg->i32, cg->i32, cg->i32, cg->i32, cg->i32 };
    cg->act_ty = LLVMStructCreateNamed(c, "cardrt_activated_def");
    LLVMStructSetBody(cg->act_ty, act, 13, 0);
    LLVMTypeRef change[] = { cg->i32, cg->i32, cg->i64, cg->i32, cg->i32, cg->ptr, cg->ptr };
    cg->change_ty = LLVMStructCreateNamed(c, "cardrt_change");
    LLVMStructSetBody(cg->change_ty, change, 7, 0);
    LLVMTypeRef stat[] = { cg->ptr, cg->ptr, cg->i32, cg->i8, cg->ptr };
    cg->static_ty = LLVMStructCreateNamed(c, "cardrt_static_def");
    LLVMStructSetBody(cg->static_ty, stat, 5, 0);
    LLVMTypeRef cost[] = { cg->i32, cg->i32, cg->ptr, cg->i32, cg->ptr };
    cg->cost_ty = LLVMStructCreateNamed(c, "cardrt_cost");
    LLVMStructSetBody(cg->cost_ty, cost, 5, 0);
    LLVMTypeRef ap[] = { cg->ptr, cg->i32, cg->i32 };
    cg->affects_ty = LLVMFunctionType(cg->i1, ap, 3, 0);
    LLVMTypeRef trig[] = { cg->ptr, cg->ptr, cg->ptr, cg->ptr, cg->i32, cg->ptr, cg->i32, cg->i32,
                           cg->i32, cg->i32 };
    cg->trig_ty = LLVMStructCreateNamed(c, "cardrt_trigger_def");
    LLVMStructSetBody(cg->trig_ty, trig, 10, 0);
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
    size_t n = strlen(module_name);
    cg->registry = malloc(n + 16);
    if (cg->registry) {
        strcpy(cg->registry, "cardc_registry_");
        for (size_t i = 0; i <= n; i++)
            cg->registry[15 + i] = i < n && !isalnum((unsigned char)module_name[i]) ? '_'
                                                                                   : module_name[i];
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
    free(cg->cards);
    free(cg->registry);
    free(cg->triple);
    free(cg);
}

const char *codegen_registry_name(const codegen *cg)
{
    return cg->registry ? cg->registry : "cardc_registry";
}

/* ---- helpers ---------------------------------------------------------------- */

/* A value the card adds to the module, remembered so that a card that does
 * not compile can be taken out again. */
static LLVMValueRef made(unit *u, LLVMValueRef v)
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

static LLVMValueRef add_global(unit *u, LLVMTypeRef ty, const char *name)
{
    return made(u, LLVMAddGlobal(u->mod, ty, name));
}

static LLVMValueRef add_function(unit *u, const char *name, LLVMTypeRef ty)
{
    return made(u, LLVMAddFunction(u->mod, name, ty));
}

static bool unsupported(unit *u, const node *n, const char *what)
{
    if (u->report && !u->failed)
        diag_report(u->cg->diag, u->c->src, n ? n->range : u->c->name_range,
                    ERR_CODEGEN_UNSUPPORTED, what);
    u->failed = true;
    return false;
}

/* The same, for a word of the text: "cannot compile 'discard' yet". */
static bool unsupported_word(unit *u, const node *n, const char *word)
{
    char buf[96];
    snprintf(buf, sizeof buf, "'%s'", word ? word : "?");
    return unsupported(u, n, buf);
}

static LLVMValueRef i32c(codegen *cg, long long v)
{
    return LLVMConstInt(cg->i32, (unsigned long long)v, 1);
}

static LLVMValueRef cstring(unit *u, const char *s)
{
    if (!s)
        return LLVMConstNull(u->cg->ptr);
    LLVMValueRef init = LLVMConstStringInContext2(u->cg->ctx, s, strlen(s), 0);
    LLVMValueRef g = add_global(u, LLVMTypeOf(init), ".str");
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
    return g;
}

static LLVMValueRef runtime_fn(unit *u, const char *name, LLVMTypeRef ret,
                               LLVMTypeRef *params, unsigned n, LLVMTypeRef *fnty)
{
    *fnty = LLVMFunctionType(ret, params, n, 0);
    LLVMValueRef f = LLVMGetNamedFunction(u->mod, name);
    return f ? f : LLVMAddFunction(u->mod, name, *fnty);
}

/* A call to cardrt_fx_NAME(ctx, a, b...) with i32 arguments. */
static void call_fx(unit *u, const char *name, const int *args, unsigned nargs)
{
    codegen *cg = u->cg;
    LLVMTypeRef params[4] = { cg->ptr, cg->i32, cg->i32, cg->i32 };
    LLVMTypeRef fnty;
    LLVMValueRef f = runtime_fn(u, name, cg->i32, params, 1 + nargs, &fnty);
    LLVMValueRef av[4] = { u->ctx_arg };
    for (unsigned i = 0; i < nargs; i++)
        av[1 + i] = i32c(cg, args[i]);
    LLVMBuildCall2(u->b, fnty, f, av, 1 + nargs, "");
}

/* ---- targets ---------------------------------------------------------------- */

static int slot_of(const unit *u, const node *t)
{
    int i = 0;
    for (const target_use *s = u->slots; s; s = s->next, i++)
        if (s->range.begin == t->range.begin && s->range.end == t->range.end)
            return i;
    return -1;
}

static unsigned type_bit(const char *w)
{
    static const struct {
        const char *word;
        unsigned bit;
    } types[] = {
        { "artifact", CARDRT_ARTIFACT }, { "creature", CARDRT_CREATURE },
        { "enchantment", CARDRT_ENCHANTMENT }, { "land", CARDRT_LAND },
        { "instant", CARDRT_INSTANT }, { "sorcery", CARDRT_SORCERY },
        { "planeswalker", CARDRT_PLANESWALKER },
    };
    for (size_t i = 0; i < sizeof types / sizeof *types; i++)
        if (strcmp(types[i].word, w) == 0)
            return types[i].bit;
    return 0;
}

static unsigned color_bit(const char *w)
{
    static const char *const colors[] = { "white", "blue", "black", "red", "green" };
    for (unsigned i = 0; i < 5; i++)
        if (strcmp(colors[i], w) == 0)
            return 1u << i;
    return 0;
}

/* What one alternative of a filter asks ("nonblack creature"). */
typedef struct wants {
    unsigned types_all, types_none, colors_any, colors_none;
    bool player, opponent, object, spell, colorless;
    const char *subtypes[4];    /* all of these ("Elf Warrior") */
    unsigned nsubtypes;
} wants;

static bool read_traits(unit *u, const node *traits, wants *w)
{
    for (const node *t = traits->a ? traits->a->a : NULL; t; t = t->next) {
        const char *word = t->text;
        unsigned bit;
        switch (t->token) {
        case CARDTYPE:
            w->types_all |= type_bit(word);
            w->object = true;
            break;
        case COLOR:
            if (strcmp(word, "colorless") == 0)
                w->colorless = true;
            else if ((bit = color_bit(word)))
                w->colors_any |= bit;
            else
                return unsupported_word(u, t, word);
            break;
        case NON: {
            const char *base = word + 3 + (word[3] == '-');
            if ((bit = color_bit(base)))
                w->colors_none |= bit;
            else if ((bit = type_bit(base)))
                w->types_none |= bit;
            else
                return unsupported_word(u, t, word);
            break;
        }
        case PERMANENT:
            w->object = true;
            break;
        case SUBTYPE: {
            if (w->nsubtypes == 4)
                return unsupported(u, t, "this many subtypes");
            /* The lexicon's word in lower case; printed subtypes are capitalised. */
            size_t n = strlen(word);
            char *name = arena_alloc(u->arena, n + 1);
            memcpy(name, word, n + 1);
            name[0] = (char)toupper((unsigned char)name[0]);
            w->subtypes[w->nsubtypes++] = name;
            w->object = true;
            break;
        }
        case SPELL:
            w->spell = w->object = true;
            break;
        case PLAYER:
            w->player = true;
            break;
        case OPPONENT:
            w->opponent = true;
            break;
        default:
            return unsupported_word(u, t, word);
        }
    }
    return true;
}

/* The test of one filter alternative on object ID, as an i1. */
static LLVMValueRef obj_check(unit *u, LLVMBuilderRef b, LLVMValueRef g, LLVMValueRef id,
                              const wants *w)
{
    codegen *cg = u->cg;
    LLVMTypeRef qp[] = { cg->ptr, cg->i32 }, qty;
    LLVMValueRef ok = LLVMConstInt(cg->i1, 1, 0);
    if (w->types_all || w->types_none) {
        LLVMValueRef fn = runtime_fn(u, "cardrt_types", cg->i32, qp, 2, &qty);
        LLVMValueRef types = LLVMBuildCall2(b, qty, fn, (LLVMValueRef[]){ g, id }, 2, "types");
        if (w->types_all) {
            LLVMValueRef m = LLVMBuildAnd(b, types, i32c(cg, w->types_all), "");
            ok = LLVMBuildAnd(b, ok, LLVMBuildICmp(b, LLVMIntEQ, m, i32c(cg, w->types_all), ""), "");
        }
        if (w->types_none) {
            LLVMValueRef m = LLVMBuildAnd(b, types, i32c(cg, w->types_none), "");
            ok = LLVMBuildAnd(b, ok, LLVMBuildICmp(b, LLVMIntEQ, m, i32c(cg, 0), ""), "");
        }
    }
    if (w->colors_any || w->colors_none || w->colorless) {
        LLVMValueRef fn = runtime_fn(u, "cardrt_colors", cg->i32, qp, 2, &qty);
        LLVMValueRef colors = LLVMBuildCall2(b, qty, fn, (LLVMValueRef[]){ g, id }, 2, "colors");
        if (w->colors_any) {
            LLVMValueRef m = LLVMBuildAnd(b, colors, i32c(cg, w->colors_any), "");
            ok = LLVMBuildAnd(b, ok, LLVMBuildICmp(b, LLVMIntNE, m, i32c(cg, 0), ""), "");
        }
        if (w->colors_none) {
            LLVMValueRef m = LLVMBuildAnd(b, colors, i32c(cg, w->colors_none), "");
            ok = LLVMBuildAnd(b, ok, LLVMBuildICmp(b, LLVMIntEQ, m, i32c(cg, 0), ""), "");
        }
        if (w->colorless)
            ok = LLVMBuildAnd(b, ok, LLVMBuildICmp(b, LLVMIntEQ, colors, i32c(cg, 0), ""), "");
    }
    for (unsigned i = 0; i < w->nsubtypes; i++) {
        LLVMTypeRef sp[] = { cg->ptr, cg->i32, cg->ptr }, sty;
        LLVMValueRef fn = runtime_fn(u, "cardrt_has_subtype", cg->i1, sp, 3, &sty);
        LLVMValueRef has = LLVMBuildCall2(b, sty, fn,
                                          (LLVMValueRef[]){ g, id, cstring(u, w->subtypes[i]) }, 3, "");
        ok = LLVMBuildAnd(b, ok, has, "");
    }
    return ok;
}

/* Who a "controlled by" qualifier names: 1 you, -1 an opponent, 0 neither. */
static int controller_named(const node *who)
{
    if (!who)
        return 0;
    if (who->kind == N_PLAYER)
        return strcmp(who->text, "you") == 0 ? 1 : strcmp(who->text, "your opponents") == 0 ? -1 : 0;
    const node *f = who->kind == N_OBJECT ? who->a : NULL;      /* "an opponent" */
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && f->a->a->a ? f->a->a->a->a : NULL;
    return w && !w->next && w->kind == N_WORD && w->token == OPPONENT && !f->a->a->next ? -1 : 0;
}

/* The qualifiers of a filter, as an i1 on OBJ: "you control", "an opponent
 * controls", "you don't control". */
static LLVMValueRef qual_check(unit *u, LLVMBuilderRef b, LLVMValueRef g, LLVMValueRef src,
                               LLVMValueRef obj, const node *quals)
{
    codegen *cg = u->cg;
    LLVMValueRef r = LLVMConstInt(cg->i1, 1, 0);
    for (const node *q = quals ? quals->a : NULL; q && !u->failed; q = q->next) {
        bool negated = q->kind == N_QUALIFIER && strcmp(q->text, "not controlled by") == 0;
        int who = q->kind == N_QUALIFIER && (negated || strcmp(q->text, "controlled by") == 0)
                  ? controller_named(q->a) : 0;
        if (!who)
            return unsupported(u, q, "this qualifier"), NULL;
        LLVMTypeRef qp[] = { cg->ptr, cg->i32 }, qty;
        LLVMValueRef fn = runtime_fn(u, "cardrt_controller", cg->i32, qp, 2, &qty);
        LLVMValueRef theirs = LLVMBuildCall2(b, qty, fn, (LLVMValueRef[]){ g, obj }, 2, "");
        LLVMValueRef mine = LLVMBuildCall2(b, qty, fn, (LLVMValueRef[]){ g, src }, 2, "");
        bool same = (who > 0) != negated;
        r = LLVMBuildAnd(b, r, LLVMBuildICmp(b, same ? LLVMIntEQ : LLVMIntNE, theirs, mine, ""), "");
    }
    return u->failed ? NULL : r;
}

/* bool legal(const cardrt_game *g, cardrt_id src, const cardrt_ref *t) */
static LLVMValueRef legality_fn(unit *u, const target_use *tu, unsigned *zones)
{
    codegen *cg = u->cg;
    const node *obj = tu->object;
    const node *filter = obj && obj->kind == N_OBJECT ? obj->a : obj;
    bool any_target = strcmp(tu->text, "any target") == 0;
    if (!any_target && (!filter || filter->kind != N_FILTER || !filter->a))
        return unsupported(u, obj, "this kind of target"), NULL;
    if (!any_target && obj && obj->kind == N_OBJECT && obj->b)
        return unsupported(u, obj->b, "a target with qualifiers"), NULL;

    char name[64];
    snprintf(name, sizeof name, "cardc.legal.%u", cg->serial++);
    LLVMValueRef f = add_function(u, name, cg->legal_ty);
    LLVMSetLinkage(f, LLVMInternalLinkage);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg->ctx, f, "entry"));
    LLVMValueRef g = LLVMGetParam(f, 0), src = LLVMGetParam(f, 1), ref = LLVMGetParam(f, 2);
    LLVMValueRef kind = LLVMBuildLoad2(b, cg->i32, ref, "kind");
    LLVMValueRef idp = LLVMBuildGEP2(b, cg->i8, ref, (LLVMValueRef[]){ i32c(cg, 4) }, 1, "");
    LLVMValueRef id = LLVMBuildLoad2(b, cg->i32, idp, "id");
    LLVMValueRef is_obj = LLVMBuildICmp(b, LLVMIntEQ, kind, i32c(cg, CARDRT_REF_OBJECT), "");
    LLVMValueRef is_player = LLVMBuildICmp(b, LLVMIntEQ, kind, i32c(cg, CARDRT_REF_PLAYER), "");
    LLVMTypeRef qp[] = { cg->ptr, cg->i32 }, qty;
    LLVMValueRef ctrl_fn = runtime_fn(u, "cardrt_controller", cg->i32, qp, 2, &qty);
    LLVMValueRef me = LLVMBuildCall2(b, qty, ctrl_fn, (LLVMValueRef[]){ g, src }, 2, "me");
    LLVMValueRef f0 = LLVMConstInt(cg->i1, 0, 0), t1 = LLVMConstInt(cg->i1, 1, 0);
    LLVMValueRef obj_ok = f0, player_ok = f0;
    *zones = 0;
    if (any_target) {           /* a creature, a player or a planeswalker */
        LLVMValueRef types_fn = runtime_fn(u, "cardrt_types", cg->i32, qp, 2, &qty);
        LLVMValueRef types = LLVMBuildCall2(b, qty, types_fn, (LLVMValueRef[]){ g, id }, 2, "types");
        LLVMValueRef m = LLVMBuildAnd(b, types, i32c(cg, CARDRT_CREATURE | CARDRT_PLANESWALKER), "");
        obj_ok = LLVMBuildICmp(b, LLVMIntNE, m, i32c(cg, 0), "");
        player_ok = t1;
    }
    for (const node *alt = any_target ? NULL : filter->a->a; alt; alt = alt->next) {
        wants w = { 0 };
        if (!read_traits(u, alt, &w))
            break;
        if (w.player || w.opponent) {
            LLVMValueRef ok = w.opponent ? LLVMBuildICmp(b, LLVMIntNE, id, me, "") : t1;
            player_ok = LLVMBuildOr(b, player_ok, ok, "");
            continue;
        }
        if (!w.object && !w.colors_any && !w.colors_none && !w.colorless)
            return unsupported(u, alt, "this kind of target"), NULL;
        if (w.spell)
            *zones |= CARDRT_IN(CARDRT_STACK);
        obj_ok = LLVMBuildOr(b, obj_ok, obj_check(u, b, g, id, &w), "");
    }
    if (obj && obj->kind == N_OBJECT && obj->text && strstr(obj->text, "another"))
        obj_ok = LLVMBuildAnd(b, obj_ok, LLVMBuildICmp(b, LLVMIntNE, id, src, ""), "");
    if (!any_target && filter->b) {
        LLVMValueRef q = qual_check(u, b, g, src, id, filter->b);
        if (!q)
            return NULL;
        obj_ok = LLVMBuildAnd(b, obj_ok, q, "");
    }
    LLVMValueRef r = LLVMBuildOr(b, LLVMBuildAnd(b, is_obj, obj_ok, ""),
                                 LLVMBuildAnd(b, is_player, player_ok, ""), "legal");
    LLVMBuildRet(b, r);
    LLVMDisposeBuilder(b);
    return u->failed ? NULL : f;
}

/* ---- effects ------------------------------------------------------------------ */

static int number_of(const node *n)
{
    if (!n)
        return -1;
    if (n->kind == N_OBJECT && n->c)            /* "two cards" */
        return number_of(n->c);
    if (n->kind == N_OBJECT && n->text && strcmp(n->text, "a") == 0)
        return 1;
    if (n->kind != N_AMOUNT || !n->text)
        return -1;
    int v = syn_number(n->text);
    return v < 0 ? -1 : v;
}

/* "+3/+3", "-2/-0" (either minus sign) into P and T. */
static bool pt_change(const char *pt, int *p, int *t)
{
    char buf[32];
    size_t k = 0;
    for (size_t i = 0; pt[i] && k + 1 < sizeof buf; i++) {
        if ((unsigned char)pt[i] == 0xE2 && pt[i + 1] && pt[i + 2]) {
            buf[k++] = '-';
            i += 2;
        } else {
            buf[k++] = pt[i];
        }
    }
    buf[k] = '\0';
    return sscanf(buf, "%d/%d", p, t) == 2;
}

/* A player: -1 for "you" (or no subject), else the slot of a target player. */
static bool player_slot(unit *u, const node *subject, int *slot)
{
    if (!subject || (subject->kind == N_PLAYER && strcmp(subject->text, "you") == 0)) {
        *slot = -1;
        return true;
    }
    if (subject->kind == N_TARGET && (*slot = slot_of(u, subject)) >= 0)
        return true;
    return unsupported(u, subject, "this player");
}

static const node *prep(const node *mods, const char *which)
{
    for (const node *m = mods ? mods->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && strcmp(m->text, which) == 0)
            return m->a;
    return NULL;
}

/* The slot of a target, or -1 for the source itself: "this creature", its
 * name, an "it" that refers to it (or, in a permanent's ability, to nothing
 * before it), a pronoun bound to a target. */
static bool target_slot(unit *u, const node *t, int *slot)
{
    if (t && t->kind == N_PRONOUN) {
        if (t->refers) {
            t = t->refers;
        } else if (!t->a && strcmp(t->text, "it") == 0 && u->in_ability) {
            *slot = -1;
            return true;
        }
    }
    if (t && t->kind == N_SELF) {
        *slot = -1;
        return true;
    }
    if (t && t->kind == N_TARGET && (*slot = slot_of(u, t)) >= 0)
        return true;
    return unsupported(u, t, t && t->kind != N_TARGET ? "an action on what is not a target"
                                                      : "this object");
}

static LLVMValueRef affects_fn(unit *u, const node *subject, bool *self, bool spells);
static bool gen_create(unit *u, const node *what);
static uint64_t keyword_bit(const char *k);

/* "Target creature gains flying until end of turn". */
static bool gen_grant(unit *u, const node *a)
{
    codegen *cg = u->cg;
    uint64_t kws = 0;
    for (const node *k = a->b->a; k; k = k->next) {
        uint64_t bit = k->kind == N_KEYWORD && !k->a && !k->b ? keyword_bit(k->text) : 0;
        if (!bit)
            return unsupported(u, k, "this ability");
        kws |= bit;
    }
    const node *m = a->c ? a->c->a : NULL;
    if (!m || m->next || m->kind != N_DURATION || strcmp(m->text, "until end of turn") != 0)
        return unsupported(u, m ? m : a, "gaining abilities without 'until end of turn'");
    int slot;
    if (!target_slot(u, a->a, &slot))
        return false;
    LLVMTypeRef params[] = { cg->ptr, cg->i32, cg->i64 }, fnty;
    LLVMValueRef f = runtime_fn(u, "cardrt_fx_grant", cg->i32, params, 3, &fnty);
    LLVMBuildCall2(u->b, fnty, f, (LLVMValueRef[]){ u->ctx_arg, i32c(cg, slot), LLVMConstInt(cg->i64, kws, 0) },
                   3, "");
    return true;
}

/* "all creatures", "each creature you control", "all other creatures",
 * "creatures you control" (a plural without a determiner) */
static bool is_set(const node *n)
{
    static const char *const dets[] = { "all", "each", "all other", "each other" };
    if (!n || n->kind != N_OBJECT)
        return false;
    if (!n->text)
        return n->a && n->a->kind == N_FILTER;
    for (size_t i = 0; i < sizeof dets / sizeof *dets; i++)
        if (strcmp(n->text, dets[i]) == 0)
            return true;
    return false;
}

/* Is the set made of players ("each player", "each opponent")?  *OPP for opponents. */
static bool is_player_set(const node *n, bool *opp)
{
    const node *f = is_set(n) ? n->a : NULL;
    const node *traits = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && !f->b
                         ? f->a->a : NULL;
    const node *w = traits && traits->a ? traits->a->a : NULL;
    if (!w || w->next || w->kind != N_WORD || (w->token != PLAYER && w->token != OPPONENT))
        return false;
    *opp = w->token == OPPONENT;
    return true;
}

/* ACTION on every permanent of the set N. */
static bool call_fx_each(unit *u, const node *n, cardrt_fx_action action, int a, int b)
{
    codegen *cg = u->cg;
    bool self;
    LLVMValueRef which = affects_fn(u, n, &self, false);
    if (!which)
        return self ? unsupported(u, n, "this object") : false;
    LLVMTypeRef params[] = { cg->ptr, cg->ptr, cg->i32, cg->i32, cg->i32 }, fnty;
    LLVMValueRef f = runtime_fn(u, "cardrt_fx_each", cg->i32, params, 5, &fnty);
    LLVMValueRef av[] = { u->ctx_arg, which, i32c(cg, action), i32c(cg, a), i32c(cg, b) };
    LLVMBuildCall2(u->b, fnty, f, av, 5, "");
    return true;
}

/* "Add {G}{G}" / "Add {C}": each symbol one mana of its kind; a choice
 * ("{R} or {G}", "any color") is not compiled yet. */
static bool gen_add_mana(unit *u, const node *m)
{
    if (!m || m->kind != N_MANA || m->text)
        return unsupported(u, m, "this mana");
    static const char kinds[] = "WUBRGC";
    int count[6] = { 0 };
    const char *t = u->c->src->text;
    for (uint32_t i = m->range.begin; i < m->range.end; i++) {
        if (t[i] != '{')
            continue;
        const char *k = i + 2 < m->range.end && t[i + 2] == '}' ? strchr(kinds, t[i + 1]) : NULL;
        if (!k || !t[i + 1])
            return unsupported(u, m, "this mana symbol");
        count[k - kinds]++;
    }
    for (int k = 0; k < 6; k++)
        if (count[k])
            call_fx(u, "cardrt_fx_add_mana", (int[]){ k, count[k] }, 2);
    return true;
}

/* "target artifact, target creature, and target land": one call per slot. */
static bool target_slots(unit *u, const node *t, int *slots, unsigned *n)
{
    *n = 0;
    if (t && t->kind == N_LIST && t->text) {
        for (const node *i = t->a; i; i = i->next)
            if (*n >= CARDRT_MAX_TARGETS || !target_slot(u, i, &slots[(*n)++]))
                return false;
        return *n > 0;
    }
    *n = 1;
    return target_slot(u, t, &slots[0]);
}

static bool gen_action(unit *u, const node *a, const node *next, bool *skip_next)
{
    const char *v = a->text;
    int slot, n, slots[CARDRT_MAX_TARGETS];
    unsigned nslots;
    if (strcmp(v, "destroy") == 0) {
        /* "Destroy target creature. It can't be regenerated." */
        bool regen = true;
        if (next && next->kind == N_NEGATED && next->a && next->a->kind == N_ACTION
            && next->a->text && strcmp(next->a->text, "regenerated") == 0) {
            regen = false;
            *skip_next = true;
        }
        if (is_set(a->b))
            return call_fx_each(u, a->b, CARDRT_FX_DESTROY, regen, 0);
        if (!target_slots(u, a->b, slots, &nslots))
            return false;
        for (unsigned i = 0; i < nslots; i++)
            call_fx(u, "cardrt_fx_destroy", (int[]){ slots[i], regen }, 2);
        return true;
    }
    if (strcmp(v, "exile") == 0 || strcmp(v, "counter") == 0) {
        if (a->c)
            return unsupported(u, a->c, "this modifier");
        if (v[0] == 'e' && is_set(a->b))
            return call_fx_each(u, a->b, CARDRT_FX_EXILE, 0, 0);
        if (!target_slots(u, a->b, slots, &nslots))
            return false;
        for (unsigned i = 0; i < nslots; i++)
            call_fx(u, v[0] == 'e' ? "cardrt_fx_exile" : "cardrt_fx_counter", &slots[i], 1);
        return true;
    }
    if (strcmp(v, "tap") == 0 || strcmp(v, "untap") == 0) {
        if (is_set(a->b))
            return call_fx_each(u, a->b, v[0] == 't' ? CARDRT_FX_TAP : CARDRT_FX_UNTAP, 0, 0);
        if (!target_slots(u, a->b, slots, &nslots))
            return false;
        for (unsigned i = 0; i < nslots; i++)
            call_fx(u, "cardrt_fx_tap", (int[]){ slots[i], v[0] == 't' }, 2);
        return true;
    }
    if (strcmp(v, "return") == 0) {
        const node *to = prep(a->c, "to");
        if (!to || to->kind != N_POSSESSIVE || !to->b || to->b->token != HAND)
            return unsupported(u, a, "returning to anywhere but a hand");
        if (is_set(a->b))
            return call_fx_each(u, a->b, CARDRT_FX_BOUNCE, 0, 0);
        if (!target_slot(u, a->b, &slot))
            return false;
        call_fx(u, "cardrt_fx_bounce", &slot, 1);
        return true;
    }
    if (strcmp(v, "deal damage") == 0) {
        int from;
        if (a->a && (!target_slot(u, a->a, &from) || from != -1))
            return unsupported(u, a->a, "damage from another source");
        if ((n = number_of(a->b)) < 0)
            return unsupported(u, a->b ? a->b : a, "this amount of damage");
        const node *to = prep(a->c, "to");
        if (a->c && a->c->a && a->c->a->next)
            return unsupported(u, a->c, "this modifier");
        /* "to each creature and each player": sets, one by one */
        const node *one[] = { to };
        const node *list = to && to->kind == N_LIST && to->text ? to->a : NULL;
        for (const node *t = list ? list : one[0]; t; t = list ? t->next : NULL) {
            bool opp;
            bool you = t && t->kind == N_PLAYER && strcmp(t->text, "you") == 0;
            if (you || is_player_set(t, &opp)) {
                call_fx(u, "cardrt_fx_damage_players", (int[]){ you ? 2 : opp, n }, 2);
            } else if (is_set(t)) {
                if (!call_fx_each(u, t, CARDRT_FX_DAMAGE, n, 0))
                    return false;
            } else if (list) {
                return unsupported(u, t, "damage to this");
            } else {
                if (!target_slot(u, t, &slot))
                    return false;
                call_fx(u, "cardrt_fx_damage", (int[]){ slot, n }, 2);
            }
        }
        return true;
    }
    if (strcmp(v, "draw") == 0 || strcmp(v, "gain life") == 0 || strcmp(v, "lose life") == 0) {
        if ((n = number_of(a->b)) < 0)
            return unsupported(u, a->b ? a->b : a, "this amount");
        if (!player_slot(u, a->a, &slot))
            return false;
        const char *fx = v[0] == 'd' ? "cardrt_fx_draw" : v[0] == 'g' ? "cardrt_fx_gain_life"
                                                                      : "cardrt_fx_lose_life";
        call_fx(u, fx, (int[]){ slot, n }, 2);
        return true;
    }
    if (strcmp(v, "get") == 0 && a->b && a->b->kind == N_PT_CHANGE) {
        int p = 0, t = 0;
        if (!pt_change(a->b->text, &p, &t))
            return unsupported(u, a->b, "this P/T change");
        const node *m = a->c ? a->c->a : NULL;
        if (!m || m->next || m->kind != N_DURATION || strcmp(m->text, "until end of turn") != 0)
            return unsupported(u, m ? m : a, "a P/T change without 'until end of turn'");
        if (is_set(a->a))
            return call_fx_each(u, a->a, CARDRT_FX_PUMP, p, t);
        if (!target_slot(u, a->a, &slot))
            return false;
        call_fx(u, "cardrt_fx_pump", (int[]){ slot, p, t }, 3);
        return true;
    }
    if (strcmp(v, "add") == 0 && !a->a && !a->c)
        return gen_add_mana(u, a->b);
    if (strcmp(v, "sacrifice") == 0 && !a->a && !a->c) {
        if (!target_slot(u, a->b, &slot))
            return false;
        call_fx(u, "cardrt_fx_sacrifice", &slot, 1);
        return true;
    }
    if (strcmp(v, "gain") == 0 && a->b && a->b->kind == N_LIST)
        return gen_grant(u, a);
    if (strcmp(v, "create") == 0 && !a->a && !a->c)
        return gen_create(u, a->b);
    return unsupported_word(u, a, v);
}

static bool gen_statement(unit *u, const node *s, const node *next, bool *skip_next);

/* Run BODY only when COND holds: a branch around it. */
static bool gen_when(unit *u, LLVMValueRef cond, const node *body)
{
    codegen *cg = u->cg;
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInsertBlock(u->b));
    LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, fn, "then");
    LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(cg->ctx, fn, "cont");
    LLVMBuildCondBr(u->b, cond, then, cont);
    LLVMPositionBuilderAtEnd(u->b, then);
    bool skip = false;
    bool ok = gen_statement(u, body, NULL, &skip);
    LLVMBuildBr(u->b, cont);
    LLVMPositionBuilderAtEnd(u->b, cont);
    return ok;
}

/* "You may draw a card.": ask, then do it if the answer is yes. */
static bool gen_may(unit *u, const node *s)
{
    codegen *cg = u->cg;
    const node *a = s->a;
    if (!a || (a->kind == N_ACTION && a->a && !(a->a->kind == N_PLAYER && strcmp(a->a->text, "you") == 0)))
        return unsupported(u, s, "'may' for another player");
    char *prompt = strndup(u->c->src->text + s->range.begin, s->range.end - s->range.begin);
    LLVMTypeRef params[] = { cg->ptr, cg->ptr }, fnty;
    LLVMValueRef f = runtime_fn(u, "cardrt_fx_may", cg->i1, params, 2, &fnty);
    LLVMValueRef yes = LLVMBuildCall2(u->b, fnty, f, (LLVMValueRef[]){ u->ctx_arg, cstring(u, prompt) },
                                      2, "yes");
    free(prompt);
    u->last_may = yes;
    return gen_when(u, yes, a);
}

/* "If you do, ..." / "If you don't, ..." after a "you may". */
static bool gen_if_you_do(unit *u, const node *s)
{
    const node *c = s->a;
    bool you_do = c && c->kind == N_ACTION && (strcmp(c->text, "do") == 0 || strcmp(c->text, "don't") == 0);
    if (!s->text || strcmp(s->text, "if") != 0 || !you_do || s->c || !u->last_may)
        return unsupported(u, s, s->text ? "this condition" : "a condition");
    LLVMValueRef cond = c->text[2] == 'n' ? LLVMBuildNot(u->b, u->last_may, "") : u->last_may;
    return gen_when(u, cond, s->b);
}

static bool gen_statement(unit *u, const node *s, const node *next, bool *skip_next)
{
    switch (s->kind) {
    case N_ACTION:
        return gen_action(u, s, next, skip_next);
    case N_SEQUENCE:
        for (const node *i = s->a->a; i; i = i->next) {
            bool skip = false;
            if (!gen_statement(u, i, i->next, &skip))
                return false;
            if (skip)
                i = i->next;
        }
        return true;
    case N_MODAL:
        return unsupported(u, s, "modes");
    case N_CONDITIONAL:
        return gen_if_you_do(u, s);
    case N_OPTIONAL:
        return gen_may(u, s);
    default:
        return unsupported(u, s, node_kind_name(s->kind));
    }
}

/* void effect(cardrt_ctx *ctx): the statements of the N effect lists in order
 * (an instant's paragraphs are one spell ability: "Destroy ... / Draw a card."). */
static LLVMValueRef effect_fn(unit *u, const node *const *lists, unsigned nlists)
{
    codegen *cg = u->cg;
    char name[64];
    snprintf(name, sizeof name, "cardc.effect.%u", cg->serial++);
    LLVMValueRef f = add_function(u, name, cg->resolve_ty);
    LLVMSetLinkage(f, LLVMInternalLinkage);
    u->b = LLVMCreateBuilderInContext(cg->ctx);
    LLVMPositionBuilderAtEnd(u->b, LLVMAppendBasicBlockInContext(cg->ctx, f, "entry"));
    u->ctx_arg = LLVMGetParam(f, 0);
    u->last_may = NULL;
    for (unsigned l = 0; l < nlists; l++)
        for (const node *s = lists[l] ? lists[l]->a : NULL; s && !u->failed; s = s->next) {
            bool skip = false;
            if (!gen_statement(u, s, s->next, &skip))
                break;
            if (skip)
                s = s->next;
        }
    LLVMBuildRetVoid(u->b);
    LLVMDisposeBuilder(u->b);
    u->b = NULL;
    return f;
}

/* The target slots of an ability, as a constant array; *N gets their count. */
static LLVMValueRef target_specs(unit *u, const target_use *list, unsigned *n)
{
    codegen *cg = u->cg;
    LLVMValueRef specs[CARDRT_MAX_TARGETS];
    *n = 0;
    for (const target_use *t = list; t; t = t->next) {
        if (*n == CARDRT_MAX_TARGETS)
            return unsupported(u, t->object, "this many targets"), NULL;
        if (t->min < 0 || t->max < -1)
            return unsupported(u, t->object, "a number of targets that is X"), NULL;
        unsigned zones = 0;
        LLVMValueRef legal = legality_fn(u, t, &zones);
        if (!legal)
            return NULL;
        LLVMValueRef f[] = { cstring(u, t->text), i32c(cg, t->min), i32c(cg, t->max), legal,
                             i32c(cg, zones), i32c(cg, 0), LLVMConstInt(cg->i8, 0, 0) };
        specs[(*n)++] = LLVMConstNamedStruct(cg->spec_ty, f, 7);
    }
    if (*n == 0)
        return LLVMConstNull(cg->ptr);
    LLVMValueRef arr = LLVMConstArray2(cg->spec_ty, specs, *n);
    LLVMValueRef g = add_global(u, LLVMTypeOf(arr), "cardc.targets");
    LLVMSetInitializer(g, arr);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMInternalLinkage);
    return g;
}

static LLVMValueRef const_array(unit *u, LLVMTypeRef ty, LLVMValueRef *items, unsigned n,
                                const char *name)
{
    if (n == 0)
        return LLVMConstNull(u->cg->ptr);
    LLVMValueRef arr = LLVMConstArray2(ty, items, n);
    LLVMValueRef g = add_global(u, LLVMTypeOf(arr), name);
    LLVMSetInitializer(g, arr);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMInternalLinkage);
    return g;
}

/* ---- activated abilities ------------------------------------------------------ */

/* "a card", "two cards": cards with no other description. */
static bool is_plain_card(const node *obj)
{
    const node *f = obj->a;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && !f->b
                    ? f->a->a->a->a : NULL;
    return w && !w->next && w->kind == N_WORD && w->token == CARD;
}

/* One cardrt_cost constant. */
static LLVMValueRef cost_value(unit *u, int kind, int n, LLVMValueRef which)
{
    codegen *cg = u->cg;
    LLVMValueRef f[] = { i32c(cg, kind), i32c(cg, n), which ? which : LLVMConstNull(cg->ptr),
                         i32c(cg, 0), LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->cost_ty, f, 5);
}

/* {T}, sacrificing this permanent or a described one, discarding cards,
 * paying life; the mana is kept as text for the runtime to pay.  Anything
 * else is not compiled yet.  *N gets the number of costs. */
static bool read_costs(unit *u, const node *costs, LLVMValueRef *out, unsigned *n, unsigned cap)
{
    *n = 0;
    for (const node *c = costs ? costs->a : NULL; c; c = c->next) {
        if (c->kind == N_MANA)
            continue;
        if (*n == cap)
            return unsupported(u, c, "this many costs");
        if (c->kind == N_COST && strcmp(c->text, "tap") == 0) {
            out[(*n)++] = cost_value(u, CARDRT_COST_TAP, 0, NULL);
            continue;
        }
        const node *a = c->kind == N_COST ? c->a : NULL;
        int k;
        if (a && a->kind == N_ACTION && strcmp(a->text, "sacrifice") == 0 && a->b
            && a->b->kind == N_SELF) {
            out[(*n)++] = cost_value(u, CARDRT_COST_SACRIFICE_SELF, 0, NULL);
            continue;
        }
        if (a && a->kind == N_ACTION && strcmp(a->text, "pay life") == 0
            && (k = number_of(a->b)) > 0) {
            out[(*n)++] = cost_value(u, CARDRT_COST_LIFE, k, NULL);
            continue;
        }
        if (a && a->kind == N_ACTION && strcmp(a->text, "sacrifice") == 0
            && a->b && a->b->kind == N_OBJECT && a->b->text
            && (strcmp(a->b->text, "a") == 0 || strcmp(a->b->text, "another") == 0)) {
            bool self;
            LLVMValueRef which = affects_fn(u, a->b, &self, false);
            if (!which)
                return false;
            out[(*n)++] = cost_value(u, CARDRT_COST_SACRIFICE, 1, which);
            continue;
        }
        if (a && a->kind == N_ACTION && strcmp(a->text, "discard") == 0
            && a->b && a->b->kind == N_OBJECT && !a->b->b && is_plain_card(a->b)
            && (k = number_of(a->b)) > 0) {
            out[(*n)++] = cost_value(u, CARDRT_COST_DISCARD, k, NULL);
            continue;
        }
        return unsupported(u, c, "this cost");
    }
    return true;
}

/* The mana symbols of a cost list as written ("{2}{R}"), or NULL. */
static char *mana_text(unit *u, const node *costs)
{
    for (const node *c = costs ? costs->a : NULL; c; c = c->next)
        if (c->kind == N_MANA)
            return arena_strndup(u->arena, u->c->src->text + c->range.begin,
                                 c->range.end - c->range.begin);
    return NULL;
}

/* An ability that only adds mana (and has no target) is a mana ability. */
static bool only_adds_mana(const node *effects)
{
    for (const node *s = effects ? effects->a : NULL; s; s = s->next)
        if (s->kind != N_ACTION || strcmp(s->text, "add") != 0)
            return false;
    return effects && effects->a;
}

static LLVMValueRef activated_def(unit *u, const ability *ab)
{
    codegen *cg = u->cg;
    if (ab->loyalty)
        return unsupported(u, ab->ast, "loyalty abilities"), NULL;
    LLVMValueRef costs[8];
    unsigned ncosts;
    if (!read_costs(u, ab->ast->a, costs, &ncosts, 8))
        return NULL;
    u->slots = ab->targets;
    unsigned n;
    LLVMValueRef specs = target_specs(u, ab->targets, &n);
    if (!specs)
        return NULL;
    u->in_ability = true;
    LLVMValueRef fn = effect_fn(u, (const node *const[]){ ab->ast->b }, 1);
    u->in_ability = false;
    if (u->failed)
        return NULL;
    char *text = strndup(u->c->src->text + ab->range.begin, ab->range.end - ab->range.begin);
    LLVMValueRef f[] = { cstring(u, text), cstring(u, mana_text(u, ab->ast->a)),
                         const_array(u, cg->cost_ty, costs, ncosts, "cardc.costs"), i32c(cg, ncosts),
                         specs, i32c(cg, n), fn,
                         LLVMConstInt(cg->i8, n == 0 && only_adds_mana(ab->ast->b), 0),
                         i32c(cg, 0), i32c(cg, 0), i32c(cg, 0), i32c(cg, 0), i32c(cg, 0) };
    free(text);
    return LLVMConstNamedStruct(cg->act_ty, f, 13);
}

/* ---- triggered abilities ------------------------------------------------------ */

/* Is this player "you"? */
static bool is_you(const node *p)
{
    return p && ((p->kind == N_PLAYER && strcmp(p->text, "you") == 0)
                 || (p->kind == N_WORD && p->text && strcmp(p->text, "your") == 0));
}

/* bool matches(game, self, const cardrt_event *ev) for the events this
 * compiles: an object (this one, or one a filter describes) entering the
 * battlefield (under your control) or dying; you casting a spell (of a
 * kind); you gaining life; the beginning of your or each upkeep. */
static LLVMValueRef match_fn(unit *u, const node *trigger)
{
    codegen *cg = u->cg;
    const node *ev = trigger->a;
    enum { EV_ENTERS, EV_DIES, EV_CAST, EV_LIFE, EV_UPKEEP } kind;
    const node *subject = ev && ev->kind == N_ACTION ? ev->a : NULL;
    const node *object = NULL;          /* what the filter applies to */
    bool yours = false;                 /* "under your control", "your upkeep" */
    if (ev && ev->kind == N_ACTION && strcmp(ev->text, "enter the battlefield") == 0) {
        const node *m = ev->c ? ev->c->a : NULL;
        if (m && (m->next || m->kind != N_PREP || strcmp(m->text, "under control of") != 0
                  || !is_you(m->a)))
            return unsupported(u, m, "this trigger event"), NULL;
        yours = m != NULL;
        kind = EV_ENTERS;
        object = subject;
    } else if (ev && ev->kind == N_ACTION && strcmp(ev->text, "die") == 0 && !ev->b && !ev->c) {
        kind = EV_DIES;
        object = subject;
    } else if (ev && ev->kind == N_ACTION && strcmp(ev->text, "cast") == 0 && is_you(subject)
               && ev->b && !ev->c) {
        kind = EV_CAST;
        object = ev->b;
    } else if (ev && ev->kind == N_ACTION && strcmp(ev->text, "gain life") == 0 && is_you(subject)
               && !ev->b && !ev->c) {
        kind = EV_LIFE;
    } else if (ev && ev->kind == N_STEP && strcmp(ev->text, "upkeep") == 0 && ev->a && ev->a->text
               && (strcmp(ev->a->text, "your") == 0 || strcmp(ev->a->text, "each") == 0)) {
        kind = EV_UPKEEP;
        yours = strcmp(ev->a->text, "your") == 0;
    } else {
        return unsupported(u, ev ? ev : trigger, "this trigger event"), NULL;
    }
    bool self_only = object && object->kind == N_SELF;
    LLVMValueRef which = NULL;
    if (object && !self_only) {
        bool is_self;
        if (!(which = affects_fn(u, object, &is_self, kind == EV_CAST)))
            return NULL;
    }
    if ((kind == EV_ENTERS || kind == EV_DIES) && !object)
        return unsupported(u, ev, "this trigger event"), NULL;

    char name[64];
    snprintf(name, sizeof name, "cardc.match.%u", cg->serial++);
    LLVMValueRef f = add_function(u, name, cg->match_ty);
    LLVMSetLinkage(f, LLVMInternalLinkage);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg->ctx, f, "entry"));
    LLVMValueRef g = LLVMGetParam(f, 0), self = LLVMGetParam(f, 1), evp = LLVMGetParam(f, 2);
#define FIELD(member, label) LLVMBuildLoad2(b, cg->i32,                                        \
        LLVMBuildGEP2(b, cg->i8, evp, (LLVMValueRef[]){ i32c(cg, offsetof(cardrt_event, member)) }, \
                      1, ""), label)
#define EQ(x, y) LLVMBuildICmp(b, LLVMIntEQ, (x), (y), "")
    LLVMTypeRef qp[] = { cg->ptr, cg->i32 }, qty;
    LLVMValueRef ctrl = runtime_fn(u, "cardrt_controller", cg->i32, qp, 2, &qty);
    LLVMValueRef me = LLVMBuildCall2(b, qty, ctrl, (LLVMValueRef[]){ g, self }, 2, "me");
    LLVMValueRef k = FIELD(kind, "kind"), r;
    switch (kind) {
    case EV_UPKEEP:
        r = LLVMBuildAnd(b, EQ(k, i32c(cg, CARDRT_EV_STEP)),
                         EQ(FIELD(step, "step"), i32c(cg, CARDRT_STEP_UPKEEP)), "");
        if (yours)
            r = LLVMBuildAnd(b, r, EQ(FIELD(player, "player"), me), "");
        break;
    case EV_LIFE:
        r = LLVMBuildAnd(b, EQ(k, i32c(cg, CARDRT_EV_LIFE_GAINED)), EQ(FIELD(player, "player"), me), "");
        break;
    case EV_CAST:
        r = LLVMBuildAnd(b, EQ(k, i32c(cg, CARDRT_EV_CAST)), EQ(FIELD(player, "player"), me), "");
        break;
    case EV_ENTERS:
        r = LLVMBuildAnd(b, EQ(k, i32c(cg, CARDRT_EV_ZONE_CHANGE)),
                         EQ(FIELD(to, "to"), i32c(cg, CARDRT_BATTLEFIELD)), "");
        break;
    case EV_DIES: {
        r = LLVMBuildAnd(b, EQ(k, i32c(cg, CARDRT_EV_ZONE_CHANGE)),
                         EQ(FIELD(from, "from"), i32c(cg, CARDRT_BATTLEFIELD)), "");
        r = LLVMBuildAnd(b, r, EQ(FIELD(to, "to"), i32c(cg, CARDRT_GRAVEYARD)), "");
        LLVMValueRef t = LLVMBuildAnd(b, FIELD(types_before, "types"), i32c(cg, CARDRT_CREATURE), "");
        r = LLVMBuildAnd(b, r, LLVMBuildICmp(b, LLVMIntNE, t, i32c(cg, 0), ""), "");
        break;
    }
    }
    if (object) {               /* the object the event is about */
        LLVMValueRef obj = FIELD(object, "object");
        if (self_only) {
            r = LLVMBuildAnd(b, r, EQ(obj, self), "");
        } else {
            LLVMValueRef ok = LLVMBuildCall2(b, cg->affects_ty, which, (LLVMValueRef[]){ g, self, obj },
                                             3, "");
            r = LLVMBuildAnd(b, r, ok, "");
        }
        if (yours) {
            LLVMValueRef theirs = LLVMBuildCall2(b, qty, ctrl, (LLVMValueRef[]){ g, obj }, 2, "");
            r = LLVMBuildAnd(b, r, EQ(theirs, me), "");
        }
    }
#undef EQ
#undef FIELD
    LLVMBuildRet(b, r);
    LLVMDisposeBuilder(b);
    return f;
}

static LLVMValueRef trigger_def(unit *u, const ability *ab)
{
    codegen *cg = u->cg;
    const node *effects = ab->ast->b;
    /* "When ..., if ..., ..." needs an intervening-if test: not yet. */
    if (effects && effects->a && effects->a->kind == N_CONDITIONAL)
        return unsupported(u, effects->a, "a condition"), NULL;
    LLVMValueRef match = match_fn(u, ab->ast->a);
    if (!match)
        return NULL;
    u->slots = ab->targets;
    unsigned n;
    LLVMValueRef specs = target_specs(u, ab->targets, &n);
    if (!specs)
        return NULL;
    u->in_ability = true;
    LLVMValueRef fn = effect_fn(u, (const node *const[]){ effects }, 1);
    u->in_ability = false;
    if (u->failed)
        return NULL;
    char *text = strndup(u->c->src->text + ab->range.begin, ab->range.end - ab->range.begin);
    LLVMValueRef f[] = { cstring(u, text), match, LLVMConstNull(cg->ptr), specs, i32c(cg, n), fn,
                         i32c(cg, 0), i32c(cg, 0), i32c(cg, 0), i32c(cg, 0) };
    free(text);
    return LLVMConstNamedStruct(cg->trig_ty, f, 10);
}

/* ---- card definitions ------------------------------------------------------------- */

/* The fields of cardrt_card_def, in order. */
enum {
    DF_NAME, DF_COST, DF_COLORS, DF_TYPES, DF_SUPERS, DF_SUBTYPES, DF_HAS_PT, DF_POWER,
    DF_TOUGHNESS, DF_LOYALTY, DF_KEYWORDS, DF_TARGETS, DF_NTARGETS, DF_RESOLVE, DF_STATICS,
    DF_NSTATICS, DF_ACTIVATED, DF_NACTIVATED, DF_TRIGGERS, DF_NTRIGGERS, DF_NMODES,
    DF_MIN_MODES, DF_MAX_MODES, DF_COSTS, DF_NCOSTS, DF_COUNT
};

typedef struct def_fields {
    const char *name, *cost;
    unsigned colors, types, supers;
    const char *const *subtypes;
    unsigned nsubtypes;
    bool has_pt;
    int power, toughness, loyalty;
    uint64_t keywords;
} def_fields;

/* The printed characteristics as constants; no abilities. */
static void def_values(unit *u, const def_fields *d, LLVMValueRef *f)
{
    codegen *cg = u->cg;
    LLVMValueRef subs[CARDRT_MAX_SUBTYPES];
    for (unsigned k = 0; k < CARDRT_MAX_SUBTYPES; k++)
        subs[k] = k < d->nsubtypes ? cstring(u, d->subtypes[k]) : LLVMConstNull(cg->ptr);
    f[DF_NAME] = cstring(u, d->name);
    f[DF_COST] = cstring(u, d->cost);
    f[DF_COLORS] = i32c(cg, d->colors);
    f[DF_TYPES] = i32c(cg, d->types);
    f[DF_SUPERS] = i32c(cg, d->supers);
    f[DF_SUBTYPES] = LLVMConstArray2(cg->ptr, subs, CARDRT_MAX_SUBTYPES);
    f[DF_HAS_PT] = LLVMConstInt(cg->i8, d->has_pt, 0);
    f[DF_POWER] = i32c(cg, d->power);
    f[DF_TOUGHNESS] = i32c(cg, d->toughness);
    f[DF_LOYALTY] = i32c(cg, d->loyalty);
    f[DF_KEYWORDS] = LLVMConstInt(cg->i64, d->keywords, 0);
    for (int i = DF_TARGETS; i < DF_COUNT; i++)
        f[i] = i == DF_TARGETS || i == DF_RESOLVE || i == DF_STATICS || i == DF_ACTIVATED
               || i == DF_TRIGGERS || i == DF_COSTS ? LLVMConstNull(cg->ptr) : i32c(cg, 0);
}

static LLVMValueRef def_global(unit *u, LLVMValueRef *f)
{
    codegen *cg = u->cg;
    char name[64];
    snprintf(name, sizeof name, "cardc.card.%u", cg->serial++);
    LLVMValueRef def = add_global(u, cg->def_ty, name);
    LLVMSetInitializer(def, LLVMConstNamedStruct(cg->def_ty, f, DF_COUNT));
    LLVMSetGlobalConstant(def, 1);
    LLVMSetLinkage(def, LLVMInternalLinkage);
    return def;
}

/* ---- tokens ----------------------------------------------------------------------- */


/* "Create two 1/1 white Soldier creature tokens with flying": a token
 * definition, and N of it. */
static bool gen_create(unit *u, const node *what)
{
    codegen *cg = u->cg;
    const node *f = what && what->kind == N_OBJECT ? what->a : NULL;
    if (!f || f->kind != N_FILTER || !f->a || !f->a->a || f->a->a->next)
        return unsupported(u, what, "this token");
    int n = what->c ? number_of(what->c) : what->text && strcmp(what->text, "a") == 0 ? 1 : -1;
    if (n < 1)
        return unsupported(u, what, "this number of tokens");
    def_fields d = { 0 };
    const char *subs[CARDRT_MAX_SUBTYPES];
    bool token = false;
    char name[128] = "";
    for (const node *t = f->a->a->a ? f->a->a->a->a : NULL; t; t = t->next) {
        switch (t->token) {
        case PT: {
            char *end;
            d.power = (int)strtol(t->text, &end, 10);
            if (*end != '/')
                return unsupported(u, t, "this power and toughness");
            d.toughness = (int)strtol(end + 1, &end, 10);
            if (*end)
                return unsupported(u, t, "this power and toughness");
            d.has_pt = true;
            break;
        }
        case COLOR:
            if (strcmp(t->text, "colorless") != 0 && !color_bit(t->text))
                return unsupported_word(u, t, t->text);
            d.colors |= color_bit(t->text);
            break;
        case CARDTYPE:
            d.types |= type_bit(t->text);
            break;
        case SUBTYPE: {
            if (d.nsubtypes == CARDRT_MAX_SUBTYPES)
                return unsupported(u, t, "this many subtypes");
            size_t len = strlen(t->text);
            char *sub = arena_alloc(u->arena, len + 1);
            memcpy(sub, t->text, len + 1);
            sub[0] = (char)toupper((unsigned char)sub[0]);
            subs[d.nsubtypes++] = sub;
            snprintf(name + strlen(name), sizeof name - strlen(name), "%s%s", *name ? " " : "", sub);
            break;
        }
        case TOKEN:
            token = true;
            break;
        default:
            return unsupported_word(u, t, t->text);
        }
    }
    if (!token || !d.types || d.has_pt != ((d.types & CARDRT_CREATURE) != 0))
        return unsupported(u, what, "this token");
    /* "with flying", "with flying and haste" */
    for (const node *q = f->b ? f->b->a : NULL; q; q = q->next) {
        const node *g = q->kind == N_QUALIFIER && strcmp(q->text, "with") == 0 ? q->a : NULL;
        if (!g || g->kind != N_LIST)
            return unsupported(u, q, "this token");
        for (const node *k = g->a; k; k = k->next) {
            uint64_t bit = k->kind == N_KEYWORD && !k->a && !k->b ? keyword_bit(k->text) : 0;
            if (!bit)
                return unsupported(u, k, "this token ability");
            d.keywords |= bit;
        }
    }
    /* CR 111.4 (later rules): a token's name is its subtypes and "Token". */
    snprintf(name + strlen(name), sizeof name - strlen(name), "%sToken", *name ? " " : "");
    d.name = name;
    d.subtypes = subs;
    LLVMValueRef fields[DF_COUNT];
    def_values(u, &d, fields);
    LLVMValueRef def = def_global(u, fields);
    LLVMTypeRef params[] = { cg->ptr, cg->ptr, cg->i32 }, fnty;
    LLVMValueRef fn = runtime_fn(u, "cardrt_fx_create_tokens", cg->i32, params, 3, &fnty);
    LLVMBuildCall2(u->b, fnty, fn, (LLVMValueRef[]){ u->ctx_arg, def, i32c(cg, n) }, 3, "");
    return true;
}

/* ---- static abilities ------------------------------------------------------------ */


/* bool affects(game, source, obj): the objects a static ability's subject
 * names now (CR 418.4): "creatures you control", "other Elves", "enchanted
 * creature".  NULL (with *self) for the card itself. */
static LLVMValueRef affects_fn(unit *u, const node *subject, bool *self, bool spells)
{
    codegen *cg = u->cg;
    *self = false;
    if (subject->kind == N_SELF) {
        *self = true;
        return NULL;
    }
    bool attached = subject->kind == N_PRONOUN && subject->text
                    && (strcmp(subject->text, "enchanted") == 0 || strcmp(subject->text, "equipped") == 0);
    const node *filter = subject->kind == N_OBJECT ? subject->a : NULL;
    bool other = subject->kind == N_OBJECT && subject->text && strstr(subject->text, "other");
    bool any = subject->kind == N_OBJECT && subject->text
               && (strcmp(subject->text, "each") == 0 || strcmp(subject->text, "all") == 0
                   || strcmp(subject->text, "a") == 0);
    if (!attached && (!filter || filter->kind != N_FILTER || !filter->a
                      || (subject->text && !other && !any)))
        return unsupported(u, subject, "this subject of a static ability"), NULL;

    char name[64];
    snprintf(name, sizeof name, "cardc.affects.%u", cg->serial++);
    LLVMValueRef f = add_function(u, name, cg->affects_ty);
    LLVMSetLinkage(f, LLVMInternalLinkage);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg->ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg->ctx, f, "entry"));
    LLVMValueRef g = LLVMGetParam(f, 0), src = LLVMGetParam(f, 1), obj = LLVMGetParam(f, 2);
    LLVMTypeRef qp[] = { cg->ptr, cg->i32 }, qty;
    LLVMValueRef r;
    if (attached) {
        LLVMValueRef fn = runtime_fn(u, "cardrt_attached_to", cg->i32, qp, 2, &qty);
        LLVMValueRef host = LLVMBuildCall2(b, qty, fn, (LLVMValueRef[]){ g, src }, 2, "host");
        r = LLVMBuildICmp(b, LLVMIntEQ, host, obj, "");
    } else {
        r = LLVMConstInt(cg->i1, 0, 0);
        for (const node *alt = filter->a->a; alt && !u->failed; alt = alt->next) {
            wants w = { 0 };
            if (!read_traits(u, alt, &w))
                break;
            if (w.player || w.opponent || (w.spell && !spells))
                return unsupported(u, alt, "this subject of a static ability"), NULL;
            r = LLVMBuildOr(b, r, obj_check(u, b, g, obj, &w), "");
        }
        if (filter->b) {
            LLVMValueRef q = qual_check(u, b, g, src, obj, filter->b);
            if (!q)
                return NULL;
            r = LLVMBuildAnd(b, r, q, "");
        }
        if (other)
            r = LLVMBuildAnd(b, r, LLVMBuildICmp(b, LLVMIntNE, obj, src, ""), "");
    }
    LLVMBuildRet(b, r);
    LLVMDisposeBuilder(b);
    return u->failed ? NULL : f;
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
        if (strcmp(a->text, "block") == 0)
            return CARDRT_KW(CARDRT_KW_CANT_BLOCK);
        if (strcmp(a->text, "attack") == 0)
            return CARDRT_KW(CARDRT_KW_CANT_ATTACK);
        if (strcmp(a->text, "attack or block") == 0)
            return CARDRT_KW(CARDRT_KW_CANT_ATTACK) | CARDRT_KW(CARDRT_KW_CANT_BLOCK);
        if (strcmp(a->text, "blocked") == 0)
            return CARDRT_KW(CARDRT_KW_CANT_BE_BLOCKED);
    }
    const node *m = a->c ? a->c->a : NULL;
    if (dont && strcmp(a->text, "untap") == 0 && m && !m->next && m->kind == N_DURATION && m->a
        && m->a->kind == N_STEP && strcmp(m->a->text, "untap step") == 0)
        return CARDRT_KW(CARDRT_KW_DOESNT_UNTAP);
    return 0;
}

/* The changes of one action: "get +N/+N" (layer 6d), "have KEYWORDS" (5). */
static bool static_changes(unit *u, const node *a, LLVMValueRef *out, unsigned *n)
{
    codegen *cg = u->cg;
    if (a->kind == N_NEGATED) {
        uint64_t bits = restriction_bits(a);
        if (!bits || *n >= 4)
            return unsupported(u, a, "this restriction");
        LLVMValueRef f[] = { i32c(cg, CARDRT_ADD_KEYWORDS), i32c(cg, 0), LLVMConstInt(cg->i64, bits, 0),
                             i32c(cg, 0), i32c(cg, 0), LLVMConstNull(cg->ptr),
                             LLVMConstNull(cg->ptr) };
        out[(*n)++] = LLVMConstNamedStruct(cg->change_ty, f, 7);
        return true;
    }
    if (a->kind != N_ACTION || a->c)
        return unsupported(u, a, a->kind == N_ACTION ? "a condition on a static ability"
                                                     : "this static ability");
    if (*n >= 4)
        return unsupported(u, a, "this many changes");
    if (strcmp(a->text, "get") == 0 && a->b && a->b->kind == N_PT_CHANGE) {
        int p, t;
        if (!pt_change(a->b->text, &p, &t))
            return unsupported(u, a->b, "this P/T change");
        LLVMValueRef f[] = { i32c(cg, CARDRT_MODIFY_PT), i32c(cg, 0), LLVMConstInt(cg->i64, 0, 0),
                             i32c(cg, p), i32c(cg, t), LLVMConstNull(cg->ptr),
                             LLVMConstNull(cg->ptr) };
        out[(*n)++] = LLVMConstNamedStruct(cg->change_ty, f, 7);
        return true;
    }
    if ((strcmp(a->text, "have") == 0 || strcmp(a->text, "gain") == 0) && a->b && a->b->kind == N_LIST) {
        uint64_t kws = 0;
        for (const node *k = a->b->a; k; k = k->next) {
            uint64_t bit = k->kind == N_KEYWORD && !k->a && !k->b ? keyword_bit(k->text) : 0;
            if (!bit)
                return unsupported_word(u, k, k->text ? k->text : "this ability");
            kws |= bit;
        }
        LLVMValueRef f[] = { i32c(cg, CARDRT_ADD_KEYWORDS), i32c(cg, 0), LLVMConstInt(cg->i64, kws, 0),
                             i32c(cg, 0), i32c(cg, 0), LLVMConstNull(cg->ptr),
                             LLVMConstNull(cg->ptr) };
        out[(*n)++] = LLVMConstNamedStruct(cg->change_ty, f, 7);
        return true;
    }
    return unsupported_word(u, a, a->text);
}

static LLVMValueRef static_def(unit *u, const ability *ab)
{
    codegen *cg = u->cg;
    const node *effects = ab->ast->b;
    const node *st = effects && effects->a && !effects->a->next ? effects->a : NULL;
    if (!st)
        return unsupported(u, ab->ast, "this static ability"), NULL;
    /* "Enchanted creature gets +1/+1 and has flying": one subject, two changes. */
    const node *first = st->kind == N_SEQUENCE ? st->a->a : st;
    const node *act = first->kind == N_NEGATED ? first->a : first;
    if (!act || act->kind != N_ACTION || !act->a)
        return unsupported(u, st, "this static ability"), NULL;
    const node *subject = act->a;
    LLVMValueRef changes[4];
    unsigned n = 0;
    for (const node *a = first; a && !u->failed; a = st->kind == N_SEQUENCE ? a->next : NULL) {
        const node *inner = a->kind == N_NEGATED ? a->a : a;
        if (!inner || inner->kind != N_ACTION || inner->a != subject)
            return unsupported(u, a, "a static ability with several subjects"), NULL;
        if (!static_changes(u, a, changes, &n))
            return NULL;
    }
    bool self;
    LLVMValueRef affects = affects_fn(u, subject, &self, false);
    if (!affects && !self)
        return NULL;
    LLVMValueRef arr = const_array(u, cg->change_ty, changes, n, "cardc.changes");
    LLVMValueRef f[] = { self ? LLVMConstNull(cg->ptr) : affects, arr, i32c(cg, n),
                         LLVMConstInt(cg->i8, 0, 0), LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->static_ty, f, 5);
}

/* ---- the card ------------------------------------------------------------------ */

static uint64_t keyword_bit(const char *k)
{
    static const struct {
        const char *word;
        cardrt_keyword kw;
    } kws[] = {
        { "flying", CARDRT_KW_FLYING }, { "haste", CARDRT_KW_HASTE },
        { "vigilance", CARDRT_KW_VIGILANCE }, { "trample", CARDRT_KW_TRAMPLE },
        { "first strike", CARDRT_KW_FIRST_STRIKE }, { "deathtouch", CARDRT_KW_DEATHTOUCH },
        { "lifelink", CARDRT_KW_LIFELINK }, { "reach", CARDRT_KW_REACH },
        { "defender", CARDRT_KW_DEFENDER }, { "indestructible", CARDRT_KW_INDESTRUCTIBLE },
        { "hexproof", CARDRT_KW_HEXPROOF }, { "shroud", CARDRT_KW_SHROUD },
        { "menace", CARDRT_KW_MENACE }, { "flash", CARDRT_KW_FLASH }, { "fear", CARDRT_KW_FEAR },
        { "intimidate", CARDRT_KW_INTIMIDATE }, { "shadow", CARDRT_KW_SHADOW },
        { "horsemanship", CARDRT_KW_HORSEMANSHIP }, { "plainswalk", CARDRT_KW_PLAINSWALK },
        { "islandwalk", CARDRT_KW_ISLANDWALK }, { "swampwalk", CARDRT_KW_SWAMPWALK },
        { "mountainwalk", CARDRT_KW_MOUNTAINWALK }, { "forestwalk", CARDRT_KW_FORESTWALK },
        { "double strike", CARDRT_KW_DOUBLE_STRIKE },
    };
    for (size_t i = 0; i < sizeof kws / sizeof *kws; i++)
        if (strcmp(kws[i].word, k) == 0)
            return CARDRT_KW(kws[i].kw);
    return 0;
}

/* "protection from red and from blue": the colors' protection keywords. */
static uint64_t protection_bits(const node *list)
{
    static const cardrt_keyword prot[] = { CARDRT_KW_PROT_WHITE, CARDRT_KW_PROT_BLUE,
                                           CARDRT_KW_PROT_BLACK, CARDRT_KW_PROT_RED,
                                           CARDRT_KW_PROT_GREEN };
    uint64_t bits = 0;
    for (const node *i = list->kind == N_LIST ? list->a : list; i; i = i->next) {
        unsigned c = i->kind == N_WORD && i->token == COLOR ? color_bit(i->text) : 0;
        if (!c)
            return 0;
        for (int k = 0; k < 5; k++)
            if (c == 1u << k)
                bits |= CARDRT_KW(prot[k]);
    }
    return bits;
}

static bool card_keywords(unit *u, uint64_t *out)
{
    *out = 0;
    for (const ability *ab = u->c->abilities; ab; ab = ab->next) {
        if (ab->kind != AB_KEYWORD)
            continue;
        for (const node *k = ab->ast->b ? ab->ast->b->a : NULL; k; k = k->next) {
            if (strcmp(k->text, "enchant") == 0 && card_has_subtype(u->c, "Aura"))
                continue;       /* the Aura spell's target (CR 415.3), from sema */
            if (strcmp(k->text, "protection") == 0 && k->a) {
                uint64_t prot = protection_bits(k->a);
                if (!prot)
                    return unsupported(u, k, "this protection");
                *out |= prot;
                continue;
            }
            uint64_t bit = k->a || k->b ? 0 : keyword_bit(k->text);
            if (!bit)
                return unsupported_word(u, k, k->text);
            *out |= bit;
        }
    }
    return true;
}

static unsigned card_types(const card *c, unsigned *supers)
{
    static const struct {
        const char *word;
        unsigned bit;
    } sup[] = { { "Legendary", CARDRT_LEGENDARY }, { "Basic", CARDRT_BASIC },
                { "Snow", CARDRT_SNOW }, { "World", CARDRT_WORLD } };
    unsigned t = 0;
    for (unsigned i = 0; i < c->ntypes; i++) {
        char lower[32];
        size_t k = 0;
        for (; c->types[i][k] && k + 1 < sizeof lower; k++)
            lower[k] = (char)tolower((unsigned char)c->types[i][k]);
        lower[k] = '\0';
        t |= type_bit(lower);
    }
    *supers = 0;
    for (unsigned i = 0; i < c->nsupertypes; i++)
        for (size_t k = 0; k < sizeof sup / sizeof *sup; k++)
            if (strcmp(c->supertypes[i], sup[k].word) == 0)
                *supers |= sup[k].bit;
    return t;
}

static bool pt_number(const char *s, int *v)
{
    char *end;
    long n = s ? strtol(s, &end, 10) : 0;
    if (!s || *s == '\0' || *end != '\0' || n < -1000000 || n > 1000000)
        return false;
    *v = (int)n;
    return true;
}

static bool build_card(unit *u)
{
    codegen *cg = u->cg;
    const card *c = u->c;
    if (c->header_errors || c->text_errors)
        return unsupported(u, NULL, "a card with errors");
    uint64_t keywords;
    if (!card_keywords(u, &keywords))
        return false;
    unsigned supers, types = card_types(c, &supers);
    int power = 0, toughness = 0, loyalty = 0;
    bool has_pt = c->power != NULL;
    if (has_pt && (!pt_number(c->power, &power) || !pt_number(c->toughness, &toughness)))
        return unsupported(u, NULL, "a power or toughness that is not a number");
    if (c->loyalty && !pt_number(c->loyalty, &loyalty))
        return unsupported(u, NULL, "this loyalty");

    /* The spell: its target slots and its effect, from all its paragraphs. */
    const node *lists[16];
    unsigned nlists = 0;
    for (const ability *ab = c->abilities; ab; ab = ab->next)
        if (ab->kind == AB_SPELL) {
            if (ab->modes || nlists == 16)
                return unsupported(u, ab->ast, ab->modes ? "modes" : "this many paragraphs");
            lists[nlists++] = ab->ast->b;
        }
    u->slots = c->spell_targets;
    unsigned nslots = 0;
    LLVMValueRef targets = target_specs(u, c->spell_targets, &nslots);
    if (!targets)
        return false;
    LLVMValueRef resolve = nlists ? effect_fn(u, lists, nlists) : LLVMConstNull(cg->ptr);
    if (u->failed)
        return false;

    LLVMValueRef acts[16], trigs[16], stats[16];
    unsigned nacts = 0, ntrigs = 0, nstats = 0;
    for (const ability *ab = c->abilities; ab && !u->failed; ab = ab->next) {
        if (ab->kind == AB_ACTIVATED) {
            if (nacts == 16)
                return unsupported(u, ab->ast, "this many activated abilities");
            if (!(acts[nacts++] = activated_def(u, ab)))
                return false;
        } else if (ab->kind == AB_TRIGGERED) {
            if (ntrigs == 16)
                return unsupported(u, ab->ast, "this many triggered abilities");
            if (!(trigs[ntrigs++] = trigger_def(u, ab)))
                return false;
        } else if (ab->kind == AB_STATIC) {
            if (nstats == 16)
                return unsupported(u, ab->ast, "this many static abilities");
            if (!(stats[nstats++] = static_def(u, ab)))
                return false;
        }
    }
    LLVMValueRef act_arr = const_array(u, cg->act_ty, acts, nacts, "cardc.activated");
    LLVMValueRef trig_arr = const_array(u, cg->trig_ty, trigs, ntrigs, "cardc.triggers");
    LLVMValueRef stat_arr = const_array(u, cg->static_ty, stats, nstats, "cardc.statics");

    def_fields d = {
        c->name, c->mana_cost, c->colors, types, supers, (const char *const *)c->subtypes,
        c->nsubtypes, has_pt, power, toughness, loyalty, keywords,
    };
    LLVMValueRef f[DF_COUNT];
    def_values(u, &d, f);
    f[DF_TARGETS] = targets;
    f[DF_NTARGETS] = i32c(cg, nslots);
    f[DF_RESOLVE] = resolve;
    f[DF_STATICS] = stat_arr;
    f[DF_NSTATICS] = i32c(cg, nstats);
    f[DF_ACTIVATED] = act_arr;
    f[DF_NACTIVATED] = i32c(cg, nacts);
    f[DF_TRIGGERS] = trig_arr;
    f[DF_NTRIGGERS] = i32c(cg, ntrigs);
    u->def = def_global(u, f);
    return !u->failed;
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
    bool ok = build_card(&u) && !u.failed;
    arena_free(u.arena);        /* the module holds copies of every string */
    if (!ok) {                  /* take out what it added: definitions first, then the rest */
        for (unsigned i = u.nmade; i-- > 0;)
            if (LLVMIsAGlobalVariable(u.made[i]))
                LLVMDeleteGlobal(u.made[i]);
        for (unsigned i = u.nmade; i-- > 0;)
            if (LLVMIsAFunction(u.made[i]))
                LLVMDeleteFunction(u.made[i]);
    }
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
    LLVMValueRef f[] = { i32c(cg, CARDRT_ABI_VERSION), i32c(cg, cg->ncards), list };
    LLVMValueRef reg = LLVMAddGlobal(cg->mod, cg->reg_ty, codegen_registry_name(cg));
    LLVMSetInitializer(reg, LLVMConstNamedStruct(cg->reg_ty, f, 3));
    LLVMSetGlobalConstant(reg, 1);
}

static int write_out(codegen *cg, const char *path, const char *data, size_t len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdout : fopen(path, "wb");
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
    } else if (LLVMTargetMachineEmitToMemoryBuffer(cg->tm, cg->mod,
                                                   out == CG_ASSEMBLY ? LLVMAssemblyFile
                                                                      : LLVMObjectFile,
                                                   &err, &buf)) {
        diag_report(cg->diag, NULL, (src_range){ 0, 0 }, ERR_CODEGEN_INTERNAL, err);
        LLVMDisposeMessage(err);
        return -1;
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
