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
#include <string.h>

#include "cg.h"
#include "cg_filter_int.h"
#include "cg_fx.h"
#include "meaning.h"
#include "parser.h"

/* ---- words ------------------------------------------------------------------------ */

/* The runtime's bits for the card types, colors and keywords of the
 * description words' meaning (meaning.h). */
static unsigned type_bit(int t)
{
    static const unsigned bits[] = {
        [IR_TYPE_ARTIFACT] = CARDRT_ARTIFACT, [IR_TYPE_CREATURE] = CARDRT_CREATURE,
        [IR_TYPE_ENCHANTMENT] = CARDRT_ENCHANTMENT, [IR_TYPE_LAND] = CARDRT_LAND,
        [IR_TYPE_INSTANT] = CARDRT_INSTANT, [IR_TYPE_SORCERY] = CARDRT_SORCERY,
        [IR_TYPE_PLANESWALKER] = CARDRT_PLANESWALKER,
        [IR_TYPE_KINDRED] = CARDRT_KINDRED, [IR_TYPE_TRIBAL] = CARDRT_KINDRED,
        [IR_TYPE_BATTLE] = 0,   /* not in the runtime: a Battle is refused (codegen.c) */
    };
    return t >= 0 ? bits[t] : 0;
}

static unsigned supertype_bit(int s)
{
    static const unsigned bits[] = {
        [IR_SUPER_LEGENDARY] = CARDRT_LEGENDARY, [IR_SUPER_BASIC] = CARDRT_BASIC,
        [IR_SUPER_SNOW] = CARDRT_SNOW, [IR_SUPER_WORLD] = CARDRT_WORLD,
    };
    return s >= 0 ? bits[s] : 0;
}

static uint64_t keyword_bit(int k)
{
    static const cardrt_keyword kws[] = {
#define IR_KEYWORD(id, name, rt) [id] = CARDRT_KW_##rt,
#include "ir.def"
    };
    return k >= 0 ? CARDRT_KW(kws[k]) : 0;
}

unsigned cg_type_bit_of(int type)
{
    return type_bit(type);
}

unsigned cg_color_bit(const node *w)
{
    ir_word r = ir_word_of(w);
    return r.kind == IR_WORD_COLOR && !r.negated && r.value >= 0 ? 1u << r.value : 0;
}

unsigned cg_card_types(const card *c, unsigned *supers)
{
    unsigned types = ir_card_types(c), sups = ir_card_supertypes(c), t = 0;
    *supers = 0;
    for (int i = 0; i < 32; i++) {
        if (types & 1u << i)
            t |= type_bit(i);
        if (sups & 1u << i)
            *supers |= supertype_bit(i);
    }
    return t;
}

uint64_t cg_keyword_node_bit(const node *k)
{
    return keyword_bit(ir_keyword_node(k));
}

uint64_t cg_keyword_bit(const char *name)
{
    return keyword_bit(ir_keyword_of(name));
}

const char *cg_subtype_name(unit *u, const char *word)
{
    size_t n = strlen(word);
    char *name = arena_alloc(u->arena, n + 1);
    memcpy(name, word, n + 1);
    name[0] = (char)toupper((unsigned char)name[0]);
    return name;
}

/* ---- building blocks ------------------------------------------------------------------ */

LLVMValueRef cg_query(unit *u, const char *fn, LLVMValueRef obj)
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

LLVMValueRef cg_has_keyword(unit *u, LLVMValueRef obj, uint64_t bit)
{
    int k = 0;
    while (k < 63 && (UINT64_C(1) << k) != bit)
        k++;
    LLVMValueRef a[] = { cg_game(u), obj, cg_i32(u->cg, k) };
    return cg_call(u, u->last_known ? "cardrt_last_has_keyword" : "cardrt_has_keyword", u->cg->i1, a, 3);
}

static LLVMValueRef has_subtype(unit *u, LLVMValueRef obj, const char *name)
{
    LLVMValueRef a[] = { cg_game(u), obj, cg_cstring(u, name) };
    return cg_call(u, u->last_known ? "cardrt_last_has_subtype" : "cardrt_has_subtype", u->cg->i1, a, 3);
}

/* Is the player index P who WHO names? */
LLVMValueRef cg_player_is(unit *u, LLVMValueRef p, ir_who who)
{
    if (who == IR_WHO_ANY)
        return cg_i1(u->cg, true);
    if (who == IR_WHO_DEFENDING)   /* defending player (-1: none) */
        return LLVMBuildICmp(u->b, LLVMIntEQ, p, cg_query(u, "cardrt_defending_player_of", cg_src(u)), "");
    LLVMValueRef me = cg_query(u, "cardrt_you", cg_src(u));
    return LLVMBuildICmp(u->b, who == IR_WHO_YOU ? LLVMIntEQ : LLVMIntNE, p, me, "");
}

/* ---- traits ------------------------------------------------------------------------- */

/* The colors of an object now, or as it last was (u->last_known). */
static const char *colors_fn(const unit *u)
{
    return u->last_known ? "cardrt_last_colors" : "cardrt_colors";
}

/* A trait of a lowered filter the code generator has no test for, of the
 * description at AT. */
static LLVMValueRef no_word_test(unit *u, src_range at)
{
    return cg_unsupported_at(u, at, "this description"), NULL;
}

/* The test of one word W, a trait of a lowered filter, of a description
 * on OBJ ("nonblack", "creature", "basic", "token", "tapped", "flying"),
 * the description at AT; *PLAYERS is set instead for the words that name
 * players ("opponent", "player"). */
LLVMValueRef cg_word_emit(unit *u, LLVMValueRef obj, ir_word w, src_range at, ir_who *players)
{
    codegen *cg = u->cg;
    unsigned bit;
    LLVMValueRef a[] = { cg_game(u), obj }, r;
    switch (w.kind) {
    case IR_WORD_TYPE:
        if (!(bit = type_bit(w.value)))
            return no_word_test(u, at);
        return (w.negated ? bits_none : bits_all)(u, cg_query(u, u->last_known ? "cardrt_last_types" : "cardrt_types", obj), bit);
    case IR_WORD_COLOR:
        return (w.negated ? bits_none : bits_any)(u, cg_query(u, colors_fn(u), obj), 1u << w.value);
    case IR_WORD_COLORLESS:     /* negated: "non-colorless", one or more colors (CR 105.2) */
        r = bits_none(u, cg_query(u, colors_fn(u), obj), 31);
        break;
    case IR_WORD_MULTICOLORED: case IR_WORD_MONOCOLORED: {
        LLVMValueRef colors = cg_query(u, colors_fn(u), obj);
        LLVMValueRef n = cg_call(u, "llvm.ctpop.i32", cg->i32, &colors, 1);
        bool multi = w.kind == IR_WORD_MULTICOLORED;
        r = LLVMBuildICmp(u->b, multi ? LLVMIntUGE : LLVMIntEQ, n, cg_i32(cg, multi ? 2 : 1), "");
        break;
    }
    case IR_WORD_SUPERTYPE:     /* (of its card or copy, as it last was too: no effect changes them) */
        return (w.negated ? bits_none : bits_all)(u, cg_query(u, "cardrt_supertypes", obj), supertype_bit(w.value));
    case IR_WORD_CARD:      /* the zone says where; a token is no card ("a creature card is put into a graveyard") */
        r = LLVMBuildNot(u->b, cg_call(u, "cardrt_is_token", cg->i1, a, 2), "");
        break;
    case IR_WORD_PERMANENT: case IR_WORD_SPELL:                     /* the zone says which (cg_zones) */
        if (u->spell_or_permanent)  /* "target spell or permanent": each in its own zone (CR 110.1, 112.1) */
            return LLVMBuildICmp(u->b, LLVMIntEQ, cg_query(u, "cardrt_zone_of", obj),
                                 cg_i32(cg, w.kind == IR_WORD_SPELL ? CARDRT_STACK : CARDRT_BATTLEFIELD), "");
        if (w.kind == IR_WORD_PERMANENT) {  /* "permanent card" elsewhere: of a permanent type (CR 110.4) */
            LLVMValueRef there = LLVMBuildICmp(u->b, LLVMIntEQ, cg_query(u, "cardrt_zone_of", obj),
                                               cg_i32(cg, CARDRT_BATTLEFIELD), "");
            LLVMValueRef typed = bits_any(u, cg_query(u, u->last_known ? "cardrt_last_types" : "cardrt_types", obj),
                                          CARDRT_ARTIFACT | CARDRT_CREATURE | CARDRT_ENCHANTMENT | CARDRT_LAND
                                          | CARDRT_PLANESWALKER);
            return LLVMBuildOr(u->b, there, typed, "");
        }
        /* a spell is never a land: on the stack, or a card that would be
         * one once cast ("a spell from among them", CR 305.9) */
        return bits_none(u, cg_query(u, u->last_known ? "cardrt_last_types" : "cardrt_types", obj), CARDRT_LAND);
    case IR_WORD_SOURCE:                                            /* any object */
        return cg_i1(cg, true);
    case IR_WORD_TOKEN:
        r = cg_call(u, "cardrt_is_token", cg->i1, a, 2);
        break;
    case IR_WORD_SUBTYPE:
        r = has_subtype(u, obj, cg_subtype_name(u, w.name));
        break;
    case IR_WORD_KEYWORD:
        r = cg_has_keyword(u, obj, keyword_bit(w.value));
        break;
    case IR_WORD_HISTORIC: {    /* an artifact, a legendary or a Saga (CR 700.6) */
        LLVMValueRef art = bits_any(u, cg_query(u, u->last_known ? "cardrt_last_types" : "cardrt_types", obj),
                                    CARDRT_ARTIFACT);
        LLVMValueRef legend = bits_any(u, cg_query(u, "cardrt_supertypes", obj), CARDRT_LEGENDARY);
        r = LLVMBuildOr(u->b, LLVMBuildOr(u->b, art, legend, ""), has_subtype(u, obj, "Saga"), "");
        break;
    }
    case IR_WORD_MODIFIED:
        r = cg_call(u, "cardrt_is_modified", cg->i1, a, 2);     /* as it last was, once gone */
        break;
    case IR_WORD_TAPPED: case IR_WORD_UNTAPPED: {
        LLVMValueRef tapped = cg_call(u, "cardrt_is_tapped", cg->i1, a, 2);
        return w.kind == IR_WORD_TAPPED ? tapped : LLVMBuildNot(u->b, tapped, "");
    }
    case IR_WORD_ATTACKING:
        return cg_call(u, "cardrt_is_attacking", cg->i1, a, 2);
    case IR_WORD_BLOCKING:
        return cg_call(u, "cardrt_is_blocking", cg->i1, a, 2);
    case IR_WORD_BLOCKED: case IR_WORD_UNBLOCKED:
        return cg_call(u, w.kind == IR_WORD_UNBLOCKED ? "cardrt_is_unblocked" : "cardrt_is_blocked", cg->i1, a, 2);
    case IR_WORD_PLAYER:
        *players = IR_WHO_ANY;
        return cg_i1(cg, true);
    case IR_WORD_OPPONENT:
        *players = IR_WHO_OPPONENT;
        return cg_i1(cg, true);
    default:
        return no_word_test(u, at);
    }
    return w.negated ? LLVMBuildNot(u->b, r, "") : r;
}

/* ---- qualifiers ----------------------------------------------------------------------- */

/* Has OBJ the creature (basic land) type chosen for the source ("of the
 * chosen type"; nothing chosen: it has none)? */
LLVMValueRef cg_has_chosen_type(unit *u, LLVMValueRef obj)
{
    LLVMValueRef t = cg_call(u, "cardrt_chosen_type", u->cg->ptr, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
    return cg_call(u, "cardrt_has_subtype", u->cg->i1, (LLVMValueRef[]){ cg_game(u), obj, t }, 3);
}

/* The player chosen for the source as it entered ("the chosen player"; -1 while none is). */
LLVMValueRef cg_chosen_player(unit *u)
{
    return cg_call(u, "cardrt_chosen_player", u->cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
}

LLVMValueRef cg_block_test(unit *u, LLVMValueRef obj, ir_block how)
{
    codegen *cg = u->cg;
    if (how == IR_BLOCK_BANDED)
        return cg_call(u, "cardrt_banded_with", cg->i1, (LLVMValueRef[]){ cg_game(u), obj, cg_src(u) }, 3);
    LLVMValueRef blocking = cg_call(u, "cardrt_blocks", cg->i1, (LLVMValueRef[]){ cg_game(u), obj, cg_src(u) }, 3);
    LLVMValueRef blocked = cg_call(u, "cardrt_blocks", cg->i1, (LLVMValueRef[]){ cg_game(u), cg_src(u), obj }, 3);
    return how == IR_BLOCK_BLOCKING ? blocking : how == IR_BLOCK_BLOCKED_BY ? blocked
                                    : LLVMBuildOr(u->b, blocking, blocked, "");
}

/* ---- noun phrases ----------------------------------------------------------------------- */

static const node *object_of(const node *np)
{
    return np && np->kind == N_TARGET ? np->a : np;
}

bool cg_is_relational(const node *q)
{
    ir_qual_kind how = ir_qual_of(q);
    ir_shared shared;
    const node *with = how == IR_QUAL_SHARES ? ir_shares_with(q, &shared) : NULL;
    if (with)                   /* "that shares a color with it" (target creature) */
        return !is_self(with) && (with->kind == N_PRONOUN || with->kind == N_TARGET);
    if (ir_same_name_as(q))     /* "with the same name as that creature" */
        return true;
    ir_zone zone;
    if (how == IR_QUAL_IN && ir_zone_of_player(q->a, &zone))
        return true;            /* "in that player's hand": owned by that player (cg_keep_related) */
    const node *host;
    /* "Auras attached to it" (target creature), "creatures other than
     * target creature", "each creature blocking it" */
    if (ir_qual_host(q, &host) == IR_HOST_RELATED)
        return true;
    if ((how != IR_QUAL_CONTROLLED_BY && how != IR_QUAL_OWNED_BY) || !q->a)
        return false;
    if (how == IR_QUAL_CONTROLLED_BY && ir_player_or_controller(q->a))
        return true;            /* "that player or that planeswalker's controller controls" */
    node_kind k = q->a->kind;
    return ir_who_of(q->a) == IR_WHO_NONE && (k == N_PRONOUN || k == N_TARGET || k == N_POSSESSIVE);
}

bool cg_has_relational(const node *np)
{
    const node *f = np && np->kind == N_OBJECT ? np->a : NULL;
    const node *lists[] = { f && f->kind == N_FILTER ? f->b : NULL, np && np->kind == N_OBJECT ? np->b : NULL };
    for (int l = 0; l < 2; l++)
        for (const node *q = lists[l] ? lists[l]->a : NULL; q; q = q->next)
            if (cg_is_relational(q))
                return true;
    return false;
}

bool cg_names_players(const node *np)
{
    return ir_names_players(np);
}

const ir_filter *cg_ir_filter(unit *u, const node *f)
{
    for (const ir_described *d = u->ir && f ? u->ir->described : NULL; d; d = d->next)
        if (d->filter->range.begin == f->range.begin && d->filter->range.end == f->range.end)
            return d->filter;
    return NULL;
}

const ir_filter *cg_ir_filter_of(unit *u, const node *f)
{
    for (const ir_described *d = u->ir && f ? u->ir->described : NULL; d; d = d->next)
        if (d->words == f)
            return d->filter;
    return NULL;
}

static bool has_word(const node *f, int token)
{
    for (const node *alt = f && f->kind == N_FILTER && f->a ? f->a->a : NULL; alt; alt = alt->next)
        for (const node *t = alt->a ? alt->a->a : NULL; t; t = t->next)
            if (t->kind == N_WORD && t->token == token)
                return true;
    return false;
}

LLVMValueRef cg_player_test(unit *u, LLVMValueRef p, const node *np)
{
    const node *o = object_of(np);
    if (o && o->kind == N_PLAYER) {
        ir_who who = ir_who_of(o);
        return who != IR_WHO_NONE ? cg_player_is(u, p, who) : (cg_unsupported(u, np, "this player"), NULL);
    }
    const node *f = o && o->kind == N_OBJECT ? o->a : o;
    const ir_filter *irf = f && f->kind == N_FILTER ? cg_ir_filter(u, f) : NULL;
    /* a description lowering holds no filter of ("an opponent's graveyard" of an event): its one word */
    const node *w = !irf && o && o->kind == N_OBJECT && !o->b && f && f->kind == N_FILTER && !f->b ? ir_single_word(o) : NULL;
    if (w && (w->token == OPPONENT || w->token == PLAYER))
        return cg_player_is(u, p, w->token == OPPONENT ? IR_WHO_OPPONENT : IR_WHO_ANY);
    if (!irf)           /* (in an ability lowering refused: what it refused) */
        return cg_no_ir_in(u, np, "this player"), NULL;
    if (o->kind == N_OBJECT && o->b)
        return cg_unsupported(u, np, "this player"), NULL;
    return cg_ir_player_test(u, p, irf, o, f->b);     /* "opponent who ...", "player with ..." */
}

int cg_rt_zone(ir_zone z)
{
    static const int zones[] = {
        [IR_ZONE_HAND] = CARDRT_HAND, [IR_ZONE_GRAVEYARD] = CARDRT_GRAVEYARD,
        [IR_ZONE_BATTLEFIELD] = CARDRT_BATTLEFIELD, [IR_ZONE_LIBRARY] = CARDRT_LIBRARY,
        [IR_ZONE_EXILE] = CARDRT_EXILE, [IR_ZONE_STACK] = CARDRT_STACK, [IR_ZONE_ANY] = -1,
    };
    return zones[z];
}

/* The zone of a "your graveyard", "a graveyard", "exile" phrase. */
int cg_zone_word(const node *z, ir_who *whose)
{
    ir_zone zone;
    return ir_zone_phrase(z, &zone, whose) ? cg_rt_zone(zone) : -1;
}

int cg_own_zone(const node *z)
{
    ir_who whose;
    int zone = cg_zone_word(z, &whose);
    return whose == IR_WHO_YOU ? zone : -1;
}

unsigned cg_zones(unit *u, const node *np, unsigned default_card)
{
    (void)u;
    const node *o = object_of(np);
    const node *f = o && o->kind == N_OBJECT ? o->a : o;
    const node *lists[] = { f && f->kind == N_FILTER ? f->b : NULL, o && o->kind == N_OBJECT ? o->b : NULL };
    for (int l = 0; l < 2; l++)
        for (const node *q = lists[l] ? lists[l]->a : NULL; q; q = q->next) {
            ir_qual_kind how = ir_qual_of(q);
            if (how == IR_QUAL_ON_BATTLEFIELD)
                return CARDRT_IN(CARDRT_BATTLEFIELD);
            if (how == IR_QUAL_CAST_BY)
                return CARDRT_IN(CARDRT_STACK);
            if (how == IR_QUAL_IN_EXILE_AND_GRAVEYARD)     /* whose graveyard: the filter's */
                return CARDRT_IN(CARDRT_EXILE) | CARDRT_IN(CARDRT_GRAVEYARD);
            if (how == IR_QUAL_EXILED_WITH)    /* "cards exiled with ~" */
                return CARDRT_IN(CARDRT_EXILE);
            if (how == IR_QUAL_IN) {
                ir_who whose;
                ir_zone named;
                node plain[2];
                const node *in = ir_put_there_from_battlefield(q->a, plain);
                int z = cg_zone_word(in ? in : q->a, &whose);
                if (z < 0 && (ir_zone_of_player(q->a, &named) || ir_chosen_players_zone(q->a, &named)))
                    /* "in that player's hand", "in the chosen player's hand" */
                    z = named == IR_ZONE_HAND ? CARDRT_HAND : named == IR_ZONE_GRAVEYARD ? CARDRT_GRAVEYARD
                      : CARDRT_LIBRARY;
                if (z >= 0)
                    return CARDRT_IN(z);
            }
        }
    if (has_word(f, SPELL))     /* "target spell or permanent": both (cg_object_test) */
        return CARDRT_IN(CARDRT_STACK) | (has_word(f, PERMANENT) ? CARDRT_IN(CARDRT_BATTLEFIELD) : 0);
    if (has_word(f, CARD))
        return default_card;
    return CARDRT_IN(CARDRT_BATTLEFIELD);
}


/* Does Q, a qualifier a caller added to a description lowered as IRF,
 * say the zone lowering placed it in ("from your hand" of "put a
 * permanent card ... from your hand onto the battlefield"), or the
 * controller lowering gave it ("you control" of "if you control an
 * Island", "defending player controls" of "unless defending player
 * controls an Island": the count's filter, `controller`)? */
static bool says_its_own(const node *q, const ir_filter *irf)
{
    static const ir_controller controls[] = { [IR_WHO_NONE] = IR_CTRL_ANY, [IR_WHO_YOU] = IR_CTRL_YOU,
                                              [IR_WHO_OPPONENT] = IR_CTRL_OPPONENT, [IR_WHO_ANY] = IR_CTRL_ANY,
                                              [IR_WHO_DEFENDING] = IR_CTRL_DEFENDING };
    static const ir_who whose[] = { [IR_CTRL_ANY] = IR_WHO_ANY, [IR_CTRL_YOU] = IR_WHO_YOU,
                                    [IR_CTRL_OPPONENT] = IR_WHO_OPPONENT, [IR_CTRL_NOT_YOU] = IR_WHO_NONE,
                                    [IR_CTRL_DEFENDING] = IR_WHO_DEFENDING, [IR_CTRL_SEL] = IR_WHO_NONE,
                                    [IR_CTRL_DEFENDING_EACH] = IR_WHO_NONE };
    if (ir_qual_of(q) == IR_QUAL_CONTROLLED_BY) {
        ir_who who = q->a ? ir_controller_who(q->a) : IR_WHO_NONE;
        return controls[who] != IR_CTRL_ANY && controls[who] == irf->controller;
    }
    ir_zone zone;
    ir_who who;
    return ir_qual_of(q) == IR_QUAL_IN && ir_zone_phrase(q->a, &zone, &who) && zone == irf->zone
           && zone != IR_ZONE_BATTLEFIELD && who == whose[irf->zone_owner] && who != IR_WHO_NONE;
}

/* The filter lowering made of NP's description, of those very words, or
 * NULL: none for a copy a caller made of the description leaving out a
 * qualifier (ir_leave_out), adding one to the noun phrase (ir_with_relation;
 * but the zone or the controller lowering placed it in, says_its_own, and
 * the relations cg_ir_with_relation adds to the filter) or leaving out its
 * "other". */
static const ir_filter *np_filter(unit *u, const node *np)
{
    const node *o = object_of(np);
    const node *f = o && o->kind == N_OBJECT ? o->a : o;
    const node *more = o && o->kind == N_OBJECT ? o->b : NULL;
    const ir_filter *irf = f && f->kind == N_FILTER ? cg_ir_filter_of(u, f) : NULL, *copy = NULL;
    if (!irf && f && f->kind == N_FILTER) {     /* a copy of the words: lowering's, with the same words */
        irf = cg_ir_same_words(u, f, NULL);
        /* "two cards" and the "from their hand" of "Target opponent exiles
         * two cards from their hand" a caller adds, lowered with them */
        copy = irf || !more ? NULL : cg_ir_same_words(u, f, more);
        if ((irf && !cg_ir_says_whose(irf, f->b, more)) || (copy && !cg_ir_says_whose(copy, f->b, more)))
            return NULL;
    }
    for (const node *q = irf && more ? more->a : NULL; q && irf; q = q->next)
        if (!says_its_own(q, irf))
            irf = cg_ir_with_relation(u, irf, q);
    irf = irf ? irf : copy;
    return irf && irf->other && o->kind == N_OBJECT && !ir_np_other(o) ? NULL : irf;
}

/* A compile tried without reporting: the unit's state before it. */
typedef struct trial {
    bool report, failed;
} trial;

static trial trial_begin(unit *u)
{
    trial t = { u->report, u->failed };
    u->report = false;
    u->failed = false;
    return t;
}

/* Did the compile tried since T succeed?  The unit as it was before. */
static bool trial_end(unit *u, trial t)
{
    bool ok = !u->failed;
    u->report = t.report;
    u->failed = t.failed;
    return ok;
}

/* Descriptions compile from the card IR (cg_ir_object_test), the filter
 * lowering made of their words or of the words a caller's copy shares
 * (np_filter); one with none is refused as lowering refused it. */
LLVMValueRef cg_object_test(unit *u, LLVMValueRef obj, const node *np)
{
    const ir_filter *irf = np_filter(u, np);
    return irf ? cg_ir_object_test(u, obj, irf) : (cg_no_ir_in(u, np, "this description"), NULL);
}

static LLVMValueRef affects_fn(unit *u, const node *np);

/* The words of what NP's relational qualifiers relate its objects to
 * ("Enchanted creature" that "it" names in "that share a creature type
 * with it", "enchanted creature" of "blocking enchanted creature"), which
 * the set being built keeps (cg_keep_related), into KEPT (at most CAP):
 * their number. */
static unsigned kept_words(const node *np, src_range *kept, unsigned cap)
{
    const node *o = object_of(np);
    const node *f = o && o->kind == N_OBJECT ? o->a : o;
    const node *lists[] = { f && f->kind == N_FILTER ? f->b : NULL, o && o->kind == N_OBJECT ? o->b : NULL };
    unsigned n = 0;
    for (int l = 0; l < 2; l++)
        for (const node *q = lists[l] ? lists[l]->a : NULL; q && n < cap; q = q->next) {
            ir_shared shared;
            const node *to = NULL;
            if (!cg_is_relational(q))
                continue;
            if (!(to = ir_qual_of(q) == IR_QUAL_SHARES ? ir_shares_with(q, &shared) : NULL)
                && !(to = ir_same_name_as(q)) && ir_qual_host(q, &to) != IR_HOST_RELATED)
                to = q->a;
            if (to)             /* a pronoun's selection is the one of the words it names */
                kept[n++] = to->kind == N_PRONOUN && to->refers ? to->refers->range : to->range;
        }
    return n;
}

LLVMValueRef cg_affects_fn(unit *u, const node *np)
{
    src_range kept[8];
    const src_range *was = u->kept;
    unsigned nwas = u->nkept;
    if (u->relational) {        /* the relations the set keeps (cg_irfilter.c, kept_by_effect) */
        u->nkept = kept_words(np, kept, sizeof kept / sizeof *kept);
        u->kept = kept;
    }
    LLVMValueRef fn = affects_fn(u, np);
    u->kept = was;
    u->nkept = nwas;
    return fn;
}

/* cg_affects_fn of NP, its relations kept set. */
static LLVMValueRef affects_fn(unit *u, const node *np)
{
    const ir_filter *irf = np_filter(u, np);
    return irf ? cg_ir_affects_fn(u, irf) : (cg_no_ir_in(u, np, "this description"), NULL);
}

/* A test the runtime runs while the effect being built resolves (a
 * selection, a search, a count): X in it is that spell's or ability's X. */
LLVMValueRef cg_affects_now_fn(unit *u, const node *np)
{
    bool was = u->item_x;
    u->item_x = was || u->ctx_arg;
    LLVMValueRef f = cg_affects_fn(u, np);
    u->item_x = was;
    return f;
}

LLVMValueRef cg_ir_affects_now_fn(unit *u, const ir_filter *f, const node *words)
{
    bool was = u->item_x;
    u->item_x = was || u->ctx_arg;
    trial t = trial_begin(u);
    LLVMValueRef fn = cg_ir_affects_fn(u, f);
    if (!trial_end(u, t) || !fn)
        fn = cg_affects_fn(u, words);
    u->item_x = was;
    return fn;
}

/* A target's legality test (CR 601.2c), begun: the object's or player's
 * index, whether the target is an object, whether a player. */
void cg_legal_begin(unit *u, cg_legal_parts *p)
{
    codegen *cg = u->cg;
    cg_begin_fn(u, cg->legal_ty, "cardc.legal", &p->save);
    LLVMValueRef ref = LLVMGetParam(u->fn, 2);
    LLVMValueRef kind = LLVMBuildLoad2(u->b, cg->i32, ref, "kind");
    LLVMValueRef idp = LLVMBuildGEP2(u->b, cg->i8, ref, (LLVMValueRef[]){ cg_i32(cg, 4) }, 1, "");
    p->id = LLVMBuildLoad2(u->b, cg->i32, idp, "id");
    p->is_obj = LLVMBuildICmp(u->b, LLVMIntEQ, kind, cg_i32(cg, CARDRT_REF_OBJECT), "");
    p->is_player = LLVMBuildICmp(u->b, LLVMIntEQ, kind, cg_i32(cg, CARDRT_REF_PLAYER), "");
    p->kind = kind;
}

/* The test ended: an object OBJ_OK accepts or a player PLAYER_OK does
 * (NULL: refused). */
LLVMValueRef cg_legal_end(unit *u, cg_legal_parts *p, LLVMValueRef obj_ok, LLVMValueRef player_ok)
{
    LLVMValueRef r = obj_ok && player_ok
                     ? LLVMBuildOr(u->b, LLVMBuildAnd(u->b, p->is_obj, obj_ok, ""),
                                   LLVMBuildAnd(u->b, p->is_player, player_ok, ""), "legal")
                     : NULL;
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(u->cg, false), &p->save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_slot_legal_fn(unit *u, const target_use *tu, unsigned *zones, unsigned *abilities)
{
    const node *o = object_of(tu->object);
    const node *f = o && o->kind == N_OBJECT ? o->a : NULL;
    const ir_filter *irf = f && f->kind == N_FILTER ? cg_ir_filter(u, f) : NULL;
    *abilities = 0;
    for (const ir_alt *a = irf ? irf->any_of : NULL; a; a = a->next)
        for (unsigned i = 0; i < a->ntraits; i++)
            if (ir_trait_abilities(&a->traits[i]))
                return cg_ir_abilities_legal_fn(u, irf, zones, abilities);
    return cg_legal_fn(u, tu, zones);
}

LLVMValueRef cg_legal_fn(unit *u, const target_use *tu, unsigned *zones)
{
    codegen *cg = u->cg;
    const node *np = tu->object;
    bool any_target = ir_any_target(tu);
    const node *o = object_of(np);
    const node *f = o && o->kind == N_OBJECT ? o->a : o;
    const ir_filter *irf = f && f->kind == N_FILTER ? cg_ir_filter(u, f) : NULL;
    if (!any_target && !cg_names_players(np) && irf)
        return cg_ir_target_legal_fn(u, irf, zones);     /* objects, and perhaps players ("creature or player") */
    cg_legal_parts parts;
    cg_legal_begin(u, &parts);
    LLVMValueRef id = parts.id;
    LLVMValueRef obj_ok = NULL, player_ok = NULL;
    *zones = 0;
    const node *any_f = any_target && np && np->kind == N_OBJECT ? np->a : NULL;
    if (any_f && any_f->b) {    /* "any target of an opponent's choice": another chooses */
        cg_unsupported(u, any_f->b->a, "this qualifier");
    } else if (any_target) {    /* a creature, a player or a planeswalker */
        obj_ok = bits_any(u, cg_query(u, "cardrt_types", id), CARDRT_CREATURE | CARDRT_PLANESWALKER);
        player_ok = cg_i1(cg, true);
    } else if (cg_names_players(np)) {
        obj_ok = cg_i1(cg, false);
        player_ok = cg_player_test(u, id, np);
    } else {            /* a slot lowering holds no filter of: what lowering refused in its ability */
        cg_no_ir_in(u, np, "this kind of target");
    }
    return cg_legal_end(u, &parts, obj_ok, player_ok);
}
