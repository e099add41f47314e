/* cg_filter.c — noun phrases as tests (cg.h).
 *
 * "nonblack creature you control with flying" is a filter (alternatives of
 * traits: types, colors, subtypes, supertypes, "token", "tapped", keywords)
 * and qualifiers ("you control", "with power 2 or less", "in your
 * graveyard").  Each compiles to an i1 on an object id, inside a test
 * function bool fn(game, source, obj) that the runtime calls: a target
 * slot's legality, the objects a static ability or a set affects, an event
 * a trigger waits for. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "cg.h"
#include "parser.h"
#include "syntax.h"

/* ---- words ------------------------------------------------------------------------ */

unsigned cg_type_bit(const char *w)
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

unsigned cg_color_bit(const char *w)
{
    static const char *const colors[] = { "white", "blue", "black", "red", "green" };
    for (unsigned i = 0; i < 5; i++)
        if (strcmp(colors[i], w) == 0)
            return 1u << i;
    return 0;
}

uint64_t cg_keyword_bit(const char *k)
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
        { "double strike", CARDRT_KW_DOUBLE_STRIKE }, { "infect", CARDRT_KW_INFECT },
        { "wither", CARDRT_KW_WITHER }, { "changeling", CARDRT_KW_CHANGELING },
        { "prowess", CARDRT_KW_PROWESS }, { "flanking", CARDRT_KW_FLANKING },
        { "exalted", CARDRT_KW_EXALTED }, { "skulk", CARDRT_KW_SKULK },
        { "split second", CARDRT_KW_SPLIT_SECOND }, { "extort", CARDRT_KW_EXTORT },
        { "evolve", CARDRT_KW_EVOLVE }, { "persist", CARDRT_KW_PERSIST }, { "undying", CARDRT_KW_UNDYING },
        { "convoke", CARDRT_KW_CONVOKE }, { "improvise", CARDRT_KW_IMPROVISE }, { "delve", CARDRT_KW_DELVE },
        { "cascade", CARDRT_KW_CASCADE }, { "storm", CARDRT_KW_STORM }, { "rebound", CARDRT_KW_REBOUND },
        { "living weapon", CARDRT_KW_LIVING_WEAPON }, { "totem armor", CARDRT_KW_TOTEM_ARMOR },
        { "umbra armor", CARDRT_KW_TOTEM_ARMOR }, { "riot", CARDRT_KW_RIOT },
    };
    for (size_t i = 0; i < sizeof kws / sizeof *kws; i++)
        if (strcmp(kws[i].word, k) == 0)
            return CARDRT_KW(kws[i].kw);
    return 0;
}

const char *cg_subtype_name(unit *u, const char *word)
{
    size_t n = strlen(word);
    char *name = arena_alloc(u->arena, n + 1);
    memcpy(name, word, n + 1);
    name[0] = (char)toupper((unsigned char)name[0]);
    return name;
}

/* ---- test functions ---------------------------------------------------------------- */

void cg_begin_fn(unit *u, LLVMTypeRef ty, const char *prefix, cg_saved *save)
{
    codegen *cg = u->cg;
    *save = (cg_saved){ u->b, u->fn, u->ctx_arg, u->game, u->src, { { 0 } }, u->nbound, u->nsel,
                        u->last_may };
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
    const node *f = np && np->kind == N_OBJECT ? np->a : NULL;
    if (!(is_word(np, "a") || is_word(np, "an")) || np->b || np->c || !f || f->kind != N_FILTER || f->b
        || !f->a || !f->a->a || f->a->a->next || !f->a->a->a)
        return -1;
    char words[64] = "";
    for (const node *w = f->a->a->a->a; w; w = w->next) {
        if (!w->text || strlen(words) + strlen(w->text) + 2 > sizeof words)
            return -1;
        if (*words)
            strcat(words, " ");
        strcat(words, w->text);
    }
    static const char *const kinds[] = { "color", "creature type", "basic land type", "opponent", "player" };
    for (int k = 0; k < 5; k++)
        if (strcmp(words, kinds[k]) == 0)
            return CARDRT_CHOICE_COLOR + k;
    return -1;
}

const char *cg_counter_kind(const node *w)
{
    if (!w || !w->text || !w->next || w->next->token != COUNTER || w->next->next)
        return NULL;
    if (w->token == PT_CHANGE) {
        if (strcmp(w->text, "+1/+1") == 0)
            return "+1/+1";
        if (strcmp(w->text, "-1/-1") == 0 || strcmp(w->text, "\xe2\x88\x92" "1/\xe2\x88\x92" "1") == 0)
            return "-1/-1";
        return NULL;
    }
    if (w->token == LOYALTY)
        return w->text;
    /* Counters with rules of their own the runtime does not carry out
     * (shield: prevents damage and destruction; stun: replaces untapping)
     * are refused rather than compiled as plain counters. */
    if (w->token != COUNTER_KIND || strcmp(w->text, "shield") == 0 || strcmp(w->text, "stun") == 0)
        return NULL;
    return w->text;
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
    return f;
}

/* ---- building blocks ------------------------------------------------------------------ */

static bool is_text(const node *n, const char *text)
{
    return n && n->text && strcmp(n->text, text) == 0;
}

static LLVMValueRef and(unit *u, LLVMValueRef a, LLVMValueRef b)
{
    return a && b ? LLVMBuildAnd(u->b, a, b, "") : NULL;
}

static LLVMValueRef query(unit *u, const char *fn, LLVMValueRef obj)
{
    LLVMValueRef a[] = { cg_game(u), obj };
    return cg_call(u, fn, u->cg->i32, a, 2);
}

static LLVMValueRef bits_all(unit *u, LLVMValueRef v, unsigned bits)
{
    LLVMValueRef m = LLVMBuildAnd(u->b, v, cg_i32(u->cg, bits), "");
    return LLVMBuildICmp(u->b, LLVMIntEQ, m, cg_i32(u->cg, bits), "");
}

static LLVMValueRef bits_none(unit *u, LLVMValueRef v, unsigned bits)
{
    LLVMValueRef m = LLVMBuildAnd(u->b, v, cg_i32(u->cg, bits), "");
    return LLVMBuildICmp(u->b, LLVMIntEQ, m, cg_i32(u->cg, 0), "");
}

static LLVMValueRef bits_any(unit *u, LLVMValueRef v, unsigned bits)
{
    LLVMValueRef m = LLVMBuildAnd(u->b, v, cg_i32(u->cg, bits), "");
    return LLVMBuildICmp(u->b, LLVMIntNE, m, cg_i32(u->cg, 0), "");
}

static LLVMValueRef has_keyword(unit *u, LLVMValueRef obj, uint64_t bit)
{
    int k = 0;
    while (k < 63 && (UINT64_C(1) << k) != bit)
        k++;
    LLVMValueRef a[] = { cg_game(u), obj, cg_i32(u->cg, k) };
    return cg_call(u, "cardrt_has_keyword", u->cg->i1, a, 3);
}

static LLVMValueRef has_subtype(unit *u, LLVMValueRef obj, const char *name)
{
    LLVMValueRef a[] = { cg_game(u), obj, cg_cstring(u, name) };
    return cg_call(u, "cardrt_has_subtype", u->cg->i1, a, 3);
}

/* An integer comparison "<= 2", ">= X", "= 3" of V, as N_COMPARE C gives it. */
static LLVMValueRef compare(unit *u, LLVMValueRef v, const node *c)
{
    if (c && c->kind == N_COMPARE && c->text && strcmp(c->text, "=") == 0 && c->a && c->a->kind == N_COMPARE)
        c = c->a;               /* "2 or less" read as an amount */
    if (!c || c->kind != N_COMPARE || !c->text || !c->a)
        return cg_unsupported(u, c, "this comparison"), NULL;
    static const struct {
        const char *op;
        LLVMIntPredicate pred;
    } ops[] = { { "=", LLVMIntEQ }, { "<=", LLVMIntSLE }, { ">=", LLVMIntSGE },
                { "<", LLVMIntSLT }, { ">", LLVMIntSGT } };
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (strcmp(c->text, ops[i].op) == 0) {
            LLVMValueRef rhs = cg_amount(u, c->a);
            return rhs ? LLVMBuildICmp(u->b, ops[i].pred, v, rhs, "") : NULL;
        }
    return cg_unsupported(u, c, "this comparison"), NULL;
}

/* Who a player phrase names, relative to the source's controller. */
enum { WHO_NONE, WHO_YOU, WHO_OPPONENT, WHO_ANY, WHO_DEFENDING };

static const node *single_word(const node *np)
{
    const node *f = np && np->kind == N_OBJECT ? np->a : np;
    if (!f || f->kind != N_FILTER || !f->a || !f->a->a || f->a->a->next || f->b)
        return NULL;
    const node *traits = f->a->a;
    const node *w = traits->a ? traits->a->a : NULL;
    return w && !w->next && w->kind == N_WORD ? w : NULL;
}

static int who_of(const node *p)
{
    if (!p)
        return WHO_NONE;
    if (p->kind == N_PLAYER)
        return strcmp(p->text, "you") == 0 ? WHO_YOU
             : strcmp(p->text, "your opponents") == 0 ? WHO_OPPONENT
             : strcmp(p->text, "defending player") == 0 ? WHO_DEFENDING : WHO_NONE;
    if (p->kind == N_OBJECT && (!p->text || strcmp(p->text, "a") == 0 || strcmp(p->text, "an") == 0)
        && !p->b) {
        const node *w = single_word(p);     /* "an opponent", "a player" */
        if (w && w->token == OPPONENT)
            return WHO_OPPONENT;
        if (w && w->token == PLAYER)
            return WHO_ANY;
    }
    return WHO_NONE;
}

/* Is the player index P who WHO names? */
static LLVMValueRef player_is(unit *u, LLVMValueRef p, int who)
{
    if (who == WHO_ANY)
        return cg_i1(u->cg, true);
    if (who == WHO_DEFENDING)   /* defending player (-1: none) */
        return LLVMBuildICmp(u->b, LLVMIntEQ, p, query(u, "cardrt_defending_player_of", cg_src(u)), "");
    LLVMValueRef me = query(u, "cardrt_controller", cg_src(u));
    return LLVMBuildICmp(u->b, who == WHO_YOU ? LLVMIntEQ : LLVMIntNE, p, me, "");
}

/* ---- traits ------------------------------------------------------------------------- */

/* The test of one word of a description on OBJ ("nonblack", "creature",
 * "basic", "token", "tapped", "flying"); *PLAYERS is set instead for the
 * words that name players ("opponent", "player"). */
static LLVMValueRef word_test(unit *u, LLVMValueRef obj, const node *t, int *players)
{
    codegen *cg = u->cg;
    const char *w = t->text;
    unsigned bit;
    LLVMValueRef a[] = { cg_game(u), obj };
    switch (t->token) {
    case CARDTYPE:
        if (!(bit = cg_type_bit(w)))
            return cg_unsupported_word(u, t, w), NULL;
        return bits_all(u, query(u, "cardrt_types", obj), bit);
    case COLOR:
        if (strcmp(w, "colorless") == 0)
            return bits_none(u, query(u, "cardrt_colors", obj), 31);
        if (strcmp(w, "multicolored") == 0 || strcmp(w, "monocolored") == 0) {
            LLVMValueRef colors = query(u, "cardrt_colors", obj);
            LLVMValueRef n = cg_call(u, "llvm.ctpop.i32", cg->i32, &colors, 1);
            return LLVMBuildICmp(u->b, w[1] == 'u' ? LLVMIntUGE : LLVMIntEQ, n,
                                 cg_i32(cg, w[1] == 'u' ? 2 : 1), "");
        }
        if (!(bit = cg_color_bit(w)))
            return cg_unsupported_word(u, t, w), NULL;
        return bits_any(u, query(u, "cardrt_colors", obj), bit);
    case NON: {
        const char *base = w + 3 + (w[3] == '-');
        uint64_t kw;
        LLVMValueRef r;
        if ((bit = cg_color_bit(base)))
            return bits_none(u, query(u, "cardrt_colors", obj), bit);
        if ((bit = cg_type_bit(base)))
            return bits_none(u, query(u, "cardrt_types", obj), bit);
        if (strcmp(base, "token") == 0)
            r = cg_call(u, "cardrt_is_token", cg->i1, a, 2);
        else if (strcmp(base, "basic") == 0 || strcmp(base, "legendary") == 0 || strcmp(base, "snow") == 0)
            return bits_none(u, query(u, "cardrt_supertypes", obj),
                             base[0] == 'b' ? CARDRT_BASIC : base[0] == 'l' ? CARDRT_LEGENDARY : CARDRT_SNOW);
        else if ((kw = cg_keyword_bit(base)))
            r = has_keyword(u, obj, kw);
        else if (base[0] && strcmp(base, "land") != 0)     /* "non-Human": a subtype */
            r = has_subtype(u, obj, cg_subtype_name(u, base));
        else
            return cg_unsupported_word(u, t, w), NULL;
        return LLVMBuildNot(u->b, r, "");
    }
    case SUPERTYPE:
        bit = strcmp(w, "legendary") == 0 ? CARDRT_LEGENDARY : strcmp(w, "basic") == 0 ? CARDRT_BASIC
            : strcmp(w, "snow") == 0 ? CARDRT_SNOW : CARDRT_WORLD;
        return bits_all(u, query(u, "cardrt_supertypes", obj), bit);
    case PERMANENT: case CARD: case SPELL:       /* the zone says which (cg_zones) */
        return cg_i1(cg, true);
    case TOKEN:
        return cg_call(u, "cardrt_is_token", cg->i1, a, 2);
    case SUBTYPE:
        return has_subtype(u, obj, cg_subtype_name(u, w));
    case TAPPED: case UNTAPPED: {
        LLVMValueRef tapped = cg_call(u, "cardrt_is_tapped", cg->i1, a, 2);
        return t->token == TAPPED ? tapped : LLVMBuildNot(u->b, tapped, "");
    }
    case ATTACKING:
        return cg_call(u, "cardrt_is_attacking", cg->i1, a, 2);
    case BLOCKING:
        return cg_call(u, "cardrt_is_blocking", cg->i1, a, 2);
    case BLOCKED:               /* "blocked", "unblocked" */
        return cg_call(u, strcmp(w, "unblocked") == 0 ? "cardrt_is_unblocked" : "cardrt_is_blocked", cg->i1, a, 2);
    case KW: {
        uint64_t kw = cg_keyword_bit(w);
        return kw ? has_keyword(u, obj, kw) : (cg_unsupported_word(u, t, w), NULL);
    }
    case PLAYER:
        *players = WHO_ANY;
        return cg_i1(cg, true);
    case OPPONENT:
        *players = WHO_OPPONENT;
        return cg_i1(cg, true);
    default:
        return cg_unsupported_word(u, t, w), NULL;
    }
}

/* The test of one alternative ("nonblack creature", "red or green
 * creature"): every word holds; a list of words holds as its value says.
 * *PLAYERS is set if it names players instead ("opponent"). */
static LLVMValueRef traits_test(unit *u, LLVMValueRef obj, const node *traits, int *players)
{
    LLVMValueRef ok = cg_i1(u->cg, true);
    bool object = false;
    *players = WHO_NONE;
    for (const node *t = traits->a ? traits->a->a : NULL; t && ok; t = t->next) {
        int who = WHO_NONE;
        if (t->kind == N_LIST) {
            bool any = is_text(t, "or");
            if (!any && !is_text(t, "and"))
                return cg_unsupported(u, t, "this list of words"), NULL;
            LLVMValueRef r = cg_i1(u->cg, !any);
            for (const node *w = t->a; w && r; w = w->next) {
                LLVMValueRef x = word_test(u, obj, w, &who);
                r = x ? (any ? LLVMBuildOr(u->b, r, x, "") : LLVMBuildAnd(u->b, r, x, "")) : NULL;
            }
            ok = and(u, ok, r);
        } else {
            ok = and(u, ok, word_test(u, obj, t, &who));
        }
        if (who != WHO_NONE)
            *players = who;
        else
            object = true;
    }
    if (ok && *players != WHO_NONE && object)
        return cg_unsupported(u, traits, "objects and players together"), NULL;
    return ok;
}

/* ---- qualifiers ----------------------------------------------------------------------- */

/* "with flying", "with power 2 or less", "with mana value 3 or greater". */
static LLVMValueRef with_test(unit *u, LLVMValueRef obj, const node *arg, bool without)
{
    codegen *cg = u->cg;
    LLVMValueRef r = NULL;
    if (arg && arg->kind == N_LIST && !arg->text) {        /* keywords */
        r = cg_i1(cg, true);
        for (const node *k = arg->a; k && r; k = k->next) {
            uint64_t kw = k->kind == N_KEYWORD && !k->a && !k->b ? cg_keyword_bit(k->text) : 0;
            if (!kw)
                return cg_unsupported(u, k, "this ability in a description"), NULL;
            r = and(u, r, has_keyword(u, obj, kw));
        }
    } else if (arg && arg->kind == N_KEYWORD && !arg->a && !arg->b && cg_keyword_bit(arg->text)) {
        r = has_keyword(u, obj, cg_keyword_bit(arg->text));
    } else if (arg && arg->kind == N_OBJECT && arg->a && arg->a->kind == N_FILTER && arg->a->a
               && arg->a->a->a && !arg->a->a->a->next && arg->a->a->a->a && arg->a->a->a->a->a) {
        /* "with a +1/+1 counter on it", "with two or more -1/-1 counters on it" */
        const node *w = arg->a->a->a->a->a;
        const node *q = arg->b ? arg->b->a : NULL;
        bool on_it = q && !q->next && q->kind == N_QUALIFIER && strcmp(q->text, "on") == 0;
        const char *kind = cg_counter_kind(w);
        if (!kind || !on_it || arg->a->b)
            return cg_unsupported(u, arg, "this description"), NULL;
        LLVMValueRef a[] = { cg_game(u), obj, cg_cstring(u, kind) };
        LLVMValueRef n = cg_call(u, "cardrt_counter_count", cg->i32, a, 3);
        const node *c = arg->c;
        if (c && c->kind == N_COMPARE)
            r = compare(u, n, c);
        else if (!c && (strcmp(arg->text ? arg->text : "", "a") == 0 || strcmp(arg->text ? arg->text : "", "an") == 0))
            r = LLVMBuildICmp(u->b, LLVMIntSGE, n, cg_i32(cg, 1), "");
        else if (c && c->kind == N_AMOUNT && c->text && syn_number(c->text) > 0)
            r = LLVMBuildICmp(u->b, LLVMIntSGE, n, cg_i32(cg, syn_number(c->text)), "");
        else if (arg->text && strcmp(arg->text, "no") == 0)
            r = LLVMBuildICmp(u->b, LLVMIntEQ, n, cg_i32(cg, 0), "");
        else
            return cg_unsupported(u, arg, "this description"), NULL;
    } else if (arg && arg->kind == N_COMPARE && arg->text
               && (strcmp(arg->text, "power") == 0 || strcmp(arg->text, "toughness") == 0
                   || strcmp(arg->text, "mana value") == 0)) {
        LLVMValueRef a[] = { cg_game(u), obj };
        LLVMValueRef v = cg_call(u, arg->text[0] == 'p' ? "cardrt_power" : arg->text[0] == 't' ? "cardrt_toughness"
                                                                           : "cardrt_mana_value",
                                 cg->i32, a, 2);
        r = compare(u, v, arg->a);
    } else {
        return cg_unsupported(u, arg, "this description"), NULL;
    }
    return r && without ? LLVMBuildNot(u->b, r, "") : r;
}

static LLVMValueRef qualifier_test(unit *u, LLVMValueRef obj, const node *q)
{
    codegen *cg = u->cg;
    const char *how = q->kind == N_QUALIFIER ? q->text : NULL;
    if (!how)
        return cg_unsupported(u, q, "this qualifier"), NULL;
    if (cg_is_relational(q))
        return u->relational ? cg_i1(cg, true)  /* the effect keeps only those (cg_effect.c) */
                             : (cg_unsupported(u, q, "this qualifier here"), NULL);
    if (strcmp(how, "controlled by") == 0 || strcmp(how, "not controlled by") == 0
        || strcmp(how, "owned by") == 0) {
        int who = who_of(q->a);
        if (who == WHO_NONE)
            return cg_unsupported(u, q, "this qualifier"), NULL;
        LLVMValueRef p = query(u, how[0] == 'o' ? "cardrt_owner" : "cardrt_controller", obj);
        LLVMValueRef r = player_is(u, p, who);
        return how[0] == 'n' ? LLVMBuildNot(u->b, r, "") : r;
    }
    if (strcmp(how, "with") == 0 || strcmp(how, "without") == 0)
        return with_test(u, obj, q->a, how[4] == 'o');
    if (strcmp(how, "named") == 0 && q->a && q->a->kind == N_NAME) {
        const char *name = cg_text(u, q->a->range);
        if ((u->c->short_name && strcmp(name, u->c->short_name) == 0) || strcmp(q->a->text, u->c->name) == 0)
            name = u->c->name;
        LLVMValueRef a[] = { cg_game(u), obj, cg_cstring(u, name) };
        return cg_call(u, "cardrt_has_name", cg->i1, a, 3);
    }
    if (strcmp(how, "other than") == 0 && q->a && q->a->kind == N_SELF)
        return LLVMBuildICmp(u->b, LLVMIntNE, obj, cg_src(u), "");
    if (strcmp(how, "in") == 0 || strcmp(how, "on the battlefield") == 0)
        return cg_i1(cg, true);     /* the zones: cg_zones */
    /* "of the chosen type", "of the chosen color": what was chosen for the
     * source as it entered (nothing chosen: nothing is). */
    if (strcmp(how, "of the chosen type") == 0 && !q->a) {
        LLVMValueRef t = cg_call(u, "cardrt_chosen_type", cg->ptr, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
        return cg_call(u, "cardrt_has_subtype", cg->i1, (LLVMValueRef[]){ cg_game(u), obj, t }, 3);
    }
    if (strcmp(how, "of the chosen color") == 0 && !q->a) {
        LLVMValueRef c = query(u, "cardrt_chosen_color", cg_src(u));
        return LLVMBuildICmp(u->b, LLVMIntNE, LLVMBuildAnd(u->b, query(u, "cardrt_colors", obj), c, ""),
                             cg_i32(cg, 0), "");
    }
    if (strcmp(how, "tapped") == 0 || strcmp(how, "attacking") == 0 || strcmp(how, "blocking") == 0) {
        LLVMValueRef a[] = { cg_game(u), obj };     /* "creatures that are attacking" */
        if (q->a)
            return cg_unsupported(u, q, "this qualifier"), NULL;
        return cg_call(u, how[0] == 't' ? "cardrt_is_tapped" : how[0] == 'a' ? "cardrt_is_attacking"
                                                                            : "cardrt_is_blocking",
                       cg->i1, a, 2);
    }
    return cg_unsupported(u, q, "this qualifier"), NULL;
}

static LLVMValueRef qualifiers_test(unit *u, LLVMValueRef obj, const node *quals)
{
    LLVMValueRef r = cg_i1(u->cg, true);
    for (const node *q = quals ? quals->a : NULL; q && r; q = q->next)
        r = and(u, r, qualifier_test(u, obj, q));
    return r;
}

/* ---- noun phrases ----------------------------------------------------------------------- */

node *cg_with_qualifier(unit *u, const node *np, const char *how, const node *arg)
{
    arena *a = u->arena;
    node *obj = node_new(a, N_OBJECT, np->range);
    *obj = *np;
    obj->next = NULL;
    obj->b = list_new(a, np->range);
    for (const node *q = np->b ? np->b->a : NULL; q; q = q->next) {
        node *copy = node_new(a, q->kind, q->range);
        *copy = *q;
        list_append(obj->b, copy);
    }
    node *argc = node_new(a, arg->kind, arg->range);
    *argc = *arg;
    argc->next = NULL;
    node *q = node_new(a, N_QUALIFIER, arg->range);
    q->text = how;
    q->a = argc;
    list_append(obj->b, q);
    return obj;
}

static const node *object_of(const node *np)
{
    return np && np->kind == N_TARGET ? np->a : np;
}

bool cg_is_relational(const node *q)
{
    if (q->kind != N_QUALIFIER || !q->text || !q->a
        || (strcmp(q->text, "controlled by") != 0 && strcmp(q->text, "owned by") != 0))
        return false;
    node_kind k = q->a->kind;
    return who_of(q->a) == WHO_NONE && (k == N_PRONOUN || k == N_TARGET || k == N_POSSESSIVE);
}

bool cg_plain_noun(const node *np, const char *word, const node **by)
{
    const node *f = np && np->kind == N_OBJECT && !np->b ? np->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    const node *q = f && f->b ? f->b->a : NULL;
    *by = q && !q->next && q->kind == N_QUALIFIER && is_text(q, "controlled by") ? q->a : NULL;
    return w && !w->next && w->kind == N_WORD && strcmp(w->text, word) == 0 && (!q || *by);
}

bool cg_names_players(const node *np)
{
    const node *o = object_of(np);
    if (o && o->kind == N_PLAYER)
        return true;
    const node *f = o && o->kind == N_OBJECT ? o->a : o;
    if (!f || f->kind != N_FILTER || !f->a)
        return false;
    for (const node *alt = f->a->a; alt; alt = alt->next) {
        bool player = false;
        for (const node *t = alt->a ? alt->a->a : NULL; t; t = t->next)
            player |= t->kind == N_WORD && (t->token == PLAYER || t->token == OPPONENT);
        if (!player)
            return false;
    }
    return true;
}

LLVMValueRef cg_object_test(unit *u, LLVMValueRef obj, const node *np)
{
    const node *o = object_of(np);
    const node *f = o && o->kind == N_OBJECT ? o->a : o;
    if (!f || f->kind != N_FILTER || !f->a)
        return cg_unsupported(u, np, "this description"), NULL;
    LLVMValueRef r = LLVMConstInt(u->cg->i1, 0, 0);
    for (const node *alt = f->a->a; alt; alt = alt->next) {
        int players;
        LLVMValueRef t = traits_test(u, obj, alt, &players);
        if (!t)
            return NULL;
        if (players != WHO_NONE)
            return cg_unsupported(u, alt, "players where objects are meant"), NULL;
        r = LLVMBuildOr(u->b, r, t, "");
    }
    r = and(u, r, qualifiers_test(u, obj, f->b));
    if (o->kind == N_OBJECT)
        r = and(u, r, qualifiers_test(u, obj, o->b));
    const char *det = o->kind == N_OBJECT ? o->text : NULL;
    if (r && det && (strstr(det, "other") || strcmp(det, "another") == 0))
        r = and(u, r, LLVMBuildICmp(u->b, LLVMIntNE, obj, cg_src(u), ""));
    return r;
}

LLVMValueRef cg_player_test(unit *u, LLVMValueRef p, const node *np)
{
    const node *o = object_of(np);
    if (o && o->kind == N_PLAYER) {
        int who = who_of(o);
        return who != WHO_NONE ? player_is(u, p, who) : (cg_unsupported(u, np, "this player"), NULL);
    }
    const node *f = o && o->kind == N_OBJECT ? o->a : o;
    if (!f || f->kind != N_FILTER || !f->a || f->b || (o->kind == N_OBJECT && o->b))
        return cg_unsupported(u, np, "this player"), NULL;
    LLVMValueRef r = LLVMConstInt(u->cg->i1, 0, 0);
    for (const node *alt = f->a->a; alt; alt = alt->next) {
        int players;
        LLVMValueRef dummy = cg_i32(u->cg, 0);
        if (!traits_test(u, dummy, alt, &players))
            return NULL;
        if (players == WHO_NONE)
            return cg_unsupported(u, alt, "objects where players are meant"), NULL;
        r = LLVMBuildOr(u->b, r, player_is(u, p, players), "");
    }
    return r;
}

/* The zone of a "your graveyard", "a graveyard", "exile" phrase. */
static int zone_word(const node *z, int *whose)
{
    *whose = WHO_ANY;
    if (z && z->kind == N_ZONE)
        return strcmp(z->text, "battlefield") == 0 ? CARDRT_BATTLEFIELD
             : strcmp(z->text, "exile") == 0 ? CARDRT_EXILE
             : strcmp(z->text, "graveyard") == 0 ? CARDRT_GRAVEYARD
             : strcmp(z->text, "stack") == 0 ? CARDRT_STACK : -1;
    /* "a graveyard", "graveyards", "all graveyards", "a single graveyard":
     * any player's. */
    const node *w = z && z->kind == N_OBJECT && !z->b && !z->c && (!z->text || is_word(z, "a") || is_word(z, "all")
                                                                   || is_word(z, "each") || is_word(z, "a single"))
                    ? single_word(z) : NULL;
    if (w)
        return w->token == GRAVEYARD ? CARDRT_GRAVEYARD : w->token == HAND ? CARDRT_HAND
             : w->token == LIBRARY ? CARDRT_LIBRARY : -1;
    if (z && z->kind == N_POSSESSIVE && z->b && z->b->kind == N_WORD) {
        *whose = who_of(z->a);
        if (*whose == WHO_NONE)
            return -1;
        switch (z->b->token) {
        case HAND: return CARDRT_HAND;
        case LIBRARY: return CARDRT_LIBRARY;
        case GRAVEYARD: return CARDRT_GRAVEYARD;
        default: return -1;
        }
    }
    return -1;
}

int cg_own_zone(const node *z)
{
    int whose, zone = zone_word(z, &whose);
    return whose == WHO_YOU ? zone : -1;
}

static bool has_word(const node *f, int token)
{
    for (const node *alt = f && f->kind == N_FILTER && f->a ? f->a->a : NULL; alt; alt = alt->next)
        for (const node *t = alt->a ? alt->a->a : NULL; t; t = t->next)
            if (t->kind == N_WORD && t->token == token)
                return true;
    return false;
}

unsigned cg_zones(unit *u, const node *np, unsigned default_card)
{
    (void)u;
    const node *o = object_of(np);
    const node *f = o && o->kind == N_OBJECT ? o->a : o;
    const node *lists[] = { f && f->kind == N_FILTER ? f->b : NULL, o && o->kind == N_OBJECT ? o->b : NULL };
    for (int l = 0; l < 2; l++)
        for (const node *q = lists[l] ? lists[l]->a : NULL; q; q = q->next) {
            if (q->kind != N_QUALIFIER)
                continue;
            if (strcmp(q->text, "on the battlefield") == 0)
                return CARDRT_IN(CARDRT_BATTLEFIELD);
            if (strcmp(q->text, "in") == 0) {
                int whose, z = zone_word(q->a, &whose);
                if (z >= 0)
                    return CARDRT_IN(z);
            }
        }
    if (has_word(f, SPELL))
        return CARDRT_IN(CARDRT_STACK);
    if (has_word(f, CARD))
        return default_card;
    return CARDRT_IN(CARDRT_BATTLEFIELD);
}

/* Whose zone an "in your graveyard" qualifier means, as a test on OBJ's owner. */
static LLVMValueRef zone_owner_test(unit *u, LLVMValueRef obj, const node *np)
{
    const node *o = object_of(np);
    const node *f = o && o->kind == N_OBJECT ? o->a : o;
    const node *lists[] = { f && f->kind == N_FILTER ? f->b : NULL, o && o->kind == N_OBJECT ? o->b : NULL };
    LLVMValueRef r = cg_i1(u->cg, true);
    for (int l = 0; l < 2; l++)
        for (const node *q = lists[l] ? lists[l]->a : NULL; q; q = q->next) {
            int whose;
            if (q->kind == N_QUALIFIER && strcmp(q->text, "in") == 0 && zone_word(q->a, &whose) >= 0
                && whose != WHO_ANY)
                r = and(u, r, player_is(u, query(u, "cardrt_owner", obj), whose));
            else if (q->kind == N_QUALIFIER && strcmp(q->text, "in") == 0 && zone_word(q->a, &whose) < 0)
                return cg_unsupported(u, q, "this zone"), NULL;
        }
    return r;
}

LLVMValueRef cg_affects_fn(unit *u, const node *np)
{
    cg_saved save;
    cg_begin_fn(u, u->cg->affects_ty, "cardc.affects", &save);
    LLVMValueRef obj = LLVMGetParam(u->fn, 2);
    LLVMValueRef r = and(u, cg_object_test(u, obj, np), zone_owner_test(u, obj, np));
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(u->cg, false), &save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_legal_fn(unit *u, const target_use *tu, unsigned *zones)
{
    codegen *cg = u->cg;
    const node *np = tu->object;
    bool any_target = strcmp(tu->text, "any target") == 0;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.legal", &save);
    LLVMValueRef ref = LLVMGetParam(u->fn, 2);
    LLVMValueRef kind = LLVMBuildLoad2(u->b, cg->i32, ref, "kind");
    LLVMValueRef idp = LLVMBuildGEP2(u->b, cg->i8, ref, (LLVMValueRef[]){ cg_i32(cg, 4) }, 1, "");
    LLVMValueRef id = LLVMBuildLoad2(u->b, cg->i32, idp, "id");
    LLVMValueRef is_obj = LLVMBuildICmp(u->b, LLVMIntEQ, kind, cg_i32(cg, CARDRT_REF_OBJECT), "");
    LLVMValueRef is_player = LLVMBuildICmp(u->b, LLVMIntEQ, kind, cg_i32(cg, CARDRT_REF_PLAYER), "");
    LLVMValueRef obj_ok = NULL, player_ok = NULL;
    *zones = 0;
    if (any_target) {           /* a creature, a player or a planeswalker */
        obj_ok = bits_any(u, query(u, "cardrt_types", id), CARDRT_CREATURE | CARDRT_PLANESWALKER);
        player_ok = cg_i1(cg, true);
    } else if (cg_names_players(np)) {
        obj_ok = cg_i1(cg, false);
        player_ok = cg_player_test(u, id, np);
    } else {
        /* Objects, and perhaps players too ("creature or player"): split the
         * alternatives of the filter. */
        const node *o = object_of(np);
        const node *f = o && o->kind == N_OBJECT ? o->a : o;
        if (!f || f->kind != N_FILTER || !f->a) {
            cg_unsupported(u, np, "this kind of target");
        } else {
            LLVMValueRef objs = LLVMConstInt(cg->i1, 0, 0), players = LLVMConstInt(cg->i1, 0, 0);
            bool ok = true;
            for (const node *alt = f->a->a; alt && ok; alt = alt->next) {
                int who;
                LLVMValueRef t = traits_test(u, id, alt, &who);
                ok = t != NULL;
                if (ok && who != WHO_NONE)
                    players = LLVMBuildOr(u->b, players, player_is(u, id, who), "");
                else if (ok)
                    objs = LLVMBuildOr(u->b, objs, t, "");
            }
            if (ok) {
                LLVMValueRef q = and(u, qualifiers_test(u, id, f->b),
                                     o->kind == N_OBJECT ? qualifiers_test(u, id, o->b) : cg_i1(cg, true));
                obj_ok = and(u, and(u, objs, q), zone_owner_test(u, id, np));
                player_ok = players;
                const char *det = o->kind == N_OBJECT ? o->text : NULL;
                if (obj_ok && det && strstr(det, "another"))
                    obj_ok = and(u, obj_ok, LLVMBuildICmp(u->b, LLVMIntNE, id, cg_src(u), ""));
                unsigned z = cg_zones(u, np, 0);
                if (z && z != CARDRT_IN(CARDRT_BATTLEFIELD))
                    *zones = z;
                else if (!z)
                    cg_unsupported(u, np, "a target card without its zone");
            }
        }
    }
    LLVMValueRef r = obj_ok && player_ok
                     ? LLVMBuildOr(u->b, LLVMBuildAnd(u->b, is_obj, obj_ok, ""),
                                   LLVMBuildAnd(u->b, is_player, player_ok, ""), "legal")
                     : NULL;
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}
