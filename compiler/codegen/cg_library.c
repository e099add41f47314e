/* cg_library.c — cards looked at and moved apart, shuffled into a library,
 * counters removed, energy (cg_fx.h): "You may reveal a creature card from
 * among them and put it into your hand. Put the rest on the bottom of your
 * library in a random order", "Put one of them into your hand and the rest
 * into your graveyard", "Target player shuffles their graveyard into their
 * library", "Remove a -1/-1 counter from target creature", "You get
 * {E}{E}", "Search your library for a basic land card", "Shuffle".
 * cg_effect.c dispatches to them. */
#include "cg_fx.h"
#include "meaning.h"
#include "parser.h"
#include "syntax.h"

/* "(You may reveal) a creature card from among them", "up to two instant
 * and/or sorcery cards from among them", "all land cards from among them",
 * "all Goblin cards revealed this way" (THEM NULL: the cards the reveal
 * just before showed): of the cards THEM names that WHAT describes, all,
 * or the controller's choice of as many as it says (all when there are no
 * more), which "it" and "the rest" then follow. */
int cg_from_among(unit *u, const node *what, const node *them)
{
    const node *desc = them ? what : meaning_kind_revealed_this_way(u->arena, what);
    fx_det det = meaning_det(what);
    bool all = det == FX_DET_ALL && what && !what->c;
    if (!desc || what->kind != N_OBJECT || (cg_is_set(what) && !all) || cg_players_who(what) >= 0
        || (det != FX_DET_A && det != FX_DET_ALL && !what->c))
        return cg_unsupported(u, what ? what : them, "choosing this from among them"), -1;
    if (!them && u->revealed_fn != u->fn)
        return u->failed ? -1 : (cg_unsupported(u, what, "cards revealed this way here"), -1);
    int src = them ? cg_sel_of(u, them) : u->revealed_sel, pool = -1, s = -1;
    LLVMValueRef which = src >= 0 ? cg_affects_fn(u, desc) : NULL;
    bool up_to = cg_up_to(what) || cg_any_number(what);
    LLVMValueRef n = !which ? NULL : all ? i32(u, 0) : cg_any_number(what) ? i32(u, INT32_MAX)
                     : cg_amount(u, cg_up_to(what) ? cg_up_to(what) : what);
    if (!n || (pool = cg_new_sel(u, what)) < 0 || (!all && (s = cg_new_sel(u, what)) < 0))
        return -1;
    ctx_call(u, "cardrt_sel_add", NULL, (LLVMValueRef[]){ i32(u, pool), i32(u, src) }, 2);
    ctx_call(u, "cardrt_sel_keep", NULL, (LLVMValueRef[]){ i32(u, pool), which }, 2);
    if (all)
        s = pool;
    else
        ctx_call(u, up_to ? "cardrt_sel_choose_up_to" : "cardrt_sel_choose", NULL,
                 (LLVMValueRef[]){ i32(u, s), i32(u, pool), n, cg_cstring(u, cg_text(u, what->range)) }, 4);
    cg_bind(u, what, s);
    u->among_sel = src;
    u->taken_sel = s;
    u->among_fn = u->fn;
    return s;
}

int cg_n_of_them(unit *u, const node *what)
{
    int n;
    const node *them = meaning_n_of_them(what, &n);
    int src = them ? cg_sel_of(u, them) : -1, s = src >= 0 ? cg_new_sel(u, what) : -1;
    if (s < 0)
        return them || u->failed ? -1 : (cg_unsupported(u, what, "choosing this among them"), -1);
    /* "any number of them": none to all, the controller's choice */
    ctx_call(u, n == FX_ANY_NUMBER ? "cardrt_sel_choose_up_to" : "cardrt_sel_choose", NULL,
             (LLVMValueRef[]){ i32(u, s), i32(u, src), i32(u, n == FX_ANY_NUMBER ? INT32_MAX : n),
                               cg_cstring(u, cg_text(u, what->range)) }, 4);
    cg_bind(u, what, s);
    u->among_sel = src;
    u->taken_sel = s;
    u->among_fn = u->fn;
    return s;
}

/* The items of S in the order move instruction IN says ("on the bottom of
 * your library in a random order": the game's generator; "in any order":
 * the controller's choice): a new selection, or -1. */
int cg_in_order(unit *u, int s, const ir_instr *in)
{
    int r = cg_new_sel_at(u, in->range);
    if (r < 0)
        return -1;
    if (in->any_order) {
        ctx_call(u, "cardrt_sel_order", NULL,
                 (LLVMValueRef[]){ i32(u, r), i32(u, s), cg_cstring(u, "the order, the first on top") }, 3);
        return r;
    }
    LLVMValueRef n = ctx_call(u, "cardrt_sel_count", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
    ctx_call(u, "cardrt_sel_random", NULL, (LLVMValueRef[]){ i32(u, r), i32(u, s), n }, 3);
    return r;
}

/* "Put the rest on the bottom of your library": the cards a "from among
 * them" before it chose from, but the one it took. */
int cg_the_rest(unit *u, const node *w)
{
    int s = u->among_fn == u->fn && u->among_sel >= 0 ? cg_new_sel(u, w) : -1;
    if (s < 0)
        return u->failed ? -1 : (cg_unsupported(u, w, "the rest of nothing said"), -1);
    ctx_call(u, "cardrt_sel_add", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, u->among_sel) }, 2);
    ctx_call(u, "cardrt_sel_remove", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, u->taken_sel) }, 2);
    return s;
}

/* "Put one of them into your hand and the rest into your graveyard (on the
 * bottom of your library in a random order)": N of the cards looked at go
 * to the first place, the others to the second, as the two moves lowered
 * from A's words say (lower_put_apart: where each goes, the end of the
 * library and the order of the rest).  The grammar joins "your hand" and
 * "the rest" (SPLIT); the words are the key of what is taken. */
bool cg_put_apart(unit *u, const node *a, const node *split)
{
    const ir_instr *first = cg_ir_instr(u, IR_MOVE, a), *second = first ? first->next : NULL;
    if (!second)
        return cg_no_ir_in(u, a, "putting this apart");
    const node *what = a->b;
    int n;
    const node *them = meaning_n_of_them(what, &n);
    /* "Put that card into your hand and the rest ...": the card found
     * among those revealed (cg_reveal_until) */
    bool found = !them && u->among_fn == u->fn && u->among_sel >= 0 && what && what->kind == N_PRONOUN
                 && cg_sel_of(u, what) == u->taken_sel;
    /* "Put all land cards from among them (revealed this way) ...", "a
     * creature card from among them" */
    const node *among = them || found ? NULL : cg_modifier(a->c, N_PREP, FX_W_FROM_AMONG);
    /* "Put one pile into your hand and the other ...": the pile the
     * controller chooses of the two separated before (CR 700.3) */
    bool pile = !them && !found && !among && u->piled_fn == u->fn && meaning_one_pile(what);
    bool kind = among || (!them && !found && !pile && meaning_kind_revealed_this_way(u->arena, what));
    if (!them && !found && !kind && !pile)
        return u->failed ? false : cg_unsupported(u, what ? what : a, "putting this apart");
    int zone1 = cg_rt_zone(first->zone), zone2 = cg_rt_zone(second->zone);
    unsigned how2 = !second->position ? 0 : ir_on_bottom(second) ? CARDRT_MOVE_BOTTOM : CARDRT_MOVE_TOP;
    /* "the rest on top of your library in any order": they are there, in
     * the order the controller chooses (cardrt_fx_put_back) */
    bool back_on_top = (how2 & CARDRT_MOVE_TOP) && second->any_order;
    if (pile) {
        ctx_call(u, "cardrt_sel_choose_pile", NULL, (LLVMValueRef[]){ i32(u, u->pile_sel), i32(u, u->piled_sel) }, 2);
        cg_bind(u, what, u->pile_sel);
        u->among_sel = u->piled_sel;
        u->taken_sel = u->pile_sel;
        u->among_fn = u->fn;
    }
    int s = pile ? u->pile_sel : found ? u->taken_sel : kind ? cg_from_among(u, what, among ? among->a : NULL)
                                                      : cg_n_of_them(u, what);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_move", u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, zone1), i32(u, 0) }, 3);
    int rest = cg_the_rest(u, split->a->a->next);
    if (rest < 0)
        return false;
    if (back_on_top) {
        ctx_call(u, "cardrt_fx_put_back", u->cg->i32, (LLVMValueRef[]){ i32(u, rest) }, 1);
        return true;
    }
    if ((second->any_order || second->random_order) && (rest = cg_in_order(u, rest, second)) < 0)
        return false;
    ctx_call(u, "cardrt_fx_move", u->cg->i32, (LLVMValueRef[]){ i32(u, rest), i32(u, zone2), i32(u, how2) }, 3);
    return true;
}

bool cg_separate(unit *u, const node *a)
{
    const node *them = meaning_separated(a);
    if (!them || (a->a && !cg_is_you(a->a) && !ir_an_opponent(a->a)))
        return cg_unsupported(u, a, "separating this");
    if (them->kind != N_PRONOUN)        /* "those cards": revealed; not "all creatures target player controls" */
        return cg_unsupported(u, them, "separating this into piles");
    int src = cg_sel_of(u, them), who = src >= 0 && a->a && !cg_is_you(a->a) ? cg_sel_of(u, a->a) : -1;
    int pile = src >= 0 && (who >= 0 || !a->a || cg_is_you(a->a)) ? cg_new_sel(u, a) : -1;
    if (pile < 0)
        return false;
    ctx_call(u, "cardrt_sel_separate", NULL, (LLVMValueRef[]){ i32(u, pile), i32(u, src), i32(u, who) }, 3);
    u->piled_sel = src;
    u->pile_sel = pile;
    u->piled_fn = u->fn;
    return true;
}

/* The zones (CARDRT_IN bits) whose every card S, a move's object, names
 * ("their hand and graveyard": each a `zone` selection); 0 for anything else. */
static unsigned whole_zones(const ir_sel *s)
{
    unsigned zones = 0, n = s && s->kind == IR_SEL_AND ? s->nparts : 1;
    for (unsigned i = 0; s && i < n; i++) {
        const ir_sel *part = s->kind == IR_SEL_AND ? s->parts[i] : s;
        if (part->kind != IR_SEL_ZONE)
            return 0;
        zones |= CARDRT_IN(cg_rt_zone(part->in));
    }
    return zones;
}

/* "Shuffle it into its owner's library", "Target player shuffles their
 * graveyard into their library", "Each player shuffles their hand and
 * graveyard into their library": the cards go to the library, and then it
 * is shuffled (CR 701.20) even when there were none; as the move lowered
 * from A's words (shuffle_into) says. */
bool cg_shuffle_into(unit *u, const node *a, const node *into)
{
    const ir_instr *in = cg_ir_instr(u, IR_MOVE, a);
    if (!in)
        return cg_no_ir_in(u, a, "shuffling this");
    unsigned zones = whole_zones(in->object);
    if (zones) {        /* each player of the subject their own (CR 400.3) */
        const node *known[] = { into };
        int players = cg_only_mods(u, a, known, 1) ? cg_subject_players(u, a) : -1;
        int s = players >= 0 ? cg_new_sel(u, a->b) : -1;
        if (s < 0)
            return false;
        ctx_call(u, "cardrt_sel_objects", NULL,
                 (LLVMValueRef[]){ i32(u, s), LLVMConstNull(u->cg->ptr), i32(u, (int)zones) }, 3);
        ctx_call(u, "cardrt_sel_keep_controlled", NULL,
                 (LLVMValueRef[]){ i32(u, s), i32(u, players), cg_i1(u->cg, true) }, 3);
        ctx_call(u, "cardrt_fx_move", u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_LIBRARY), i32(u, 0) }, 3);
        ctx_call(u, "cardrt_fx_shuffle", u->cg->i32, (LLVMValueRef[]){ i32(u, players) }, 1);
        return true;
    }
    /* cards, each into its owner's library: "Shuffle ~ into its owner's
     * library", "Target player shuffles up to three target cards from their
     * graveyard into their library" (targets that player owns,
     * target_player_slot in cg_filter.c), "Its owner shuffles it into their
     * library" (meaning_into_owners_library) */
    if (in->shuffle)
        return cg_move(u, a, CARDRT_LIBRARY, CARDRT_MOVE_SHUFFLE, into);
    /* "... from your graveyard into your library": that player's library is
     * shuffled even when no card went there (CR 701.20), by the shuffle
     * lowered after the move (in "if did" after "you may shuffle ...") */
    const ir_instr *after = in->next && in->next->op == IR_IF && in->next->then ? in->next->then : in->next;
    if (!after || after->op != IR_SHUFFLE || !after->subject)
        return cg_unsupported(u, a, "shuffling this");
    int whose = after->subject->kind == IR_SEL_TARGET ? cg_ir_target_sel(u, after->subject) : cg_ir_sel(u, after->subject);
    if (whose < 0 || !cg_move(u, a, CARDRT_LIBRARY, 0, into))
        return false;
    ctx_call(u, "cardrt_fx_shuffle", u->cg->i32, (LLVMValueRef[]){ i32(u, whose) }, 1);
    return true;
}

/* "Reveal cards from the top of your library until you reveal a creature
 * card", "Target player reveals cards from the top of their library until
 * they reveal two land cards" (CR 701.20a, 401.1): as the reveal_until
 * instruction lowered from A's words says (lower_reveal_until read the
 * library, its player and what is revealed until): its subject, the
 * cards its object describes, as many as its amount, or the library runs
 * out first; with zone exile each card exiled as it is revealed.  "That
 * card" names the ones found, "cards" (and so "all cards revealed this
 * way", "those cards") every card revealed, and "the rest" those but the
 * ones found. */
bool cg_reveal_until(unit *u, const node *a, const node *until)
{
    const ir_instr *in = cg_ir_instr(u, IR_REVEAL_UNTIL, a);
    if (!in)
        return cg_no_ir_in(u, a, "revealing this");
    const node *from = cg_modifier(a->c, N_PREP, FX_W_FROM), *what = until->a->b;
    const node *known[] = { from, until };
    if (cg_is_set(what) || cg_has_relational(what))
        return cg_unsupported(u, until->a, "revealing until this");
    if (!cg_only_mods(u, a, known, 2))
        return false;
    LLVMValueRef n = cg_ir_amount_compiles(u, in->amount) ? cg_ir_amount(u, in->amount) : cg_amount(u, what);
    LLVMValueRef which = n ? cg_affects_fn(u, what) : NULL;
    int players = !which ? -1 : in->subject->kind == IR_SEL_YOU ? cg_ir_sel(u, in->subject) : cg_subject_players(u, a);
    int found = -1, all = -1;
    if (players < 0 || (found = cg_new_sel(u, what)) < 0 || (all = cg_new_sel(u, a->b)) < 0)
        return false;
    ctx_call(u, "cardrt_fx_reveal_until", u->cg->i32,
             (LLVMValueRef[]){ i32(u, found), i32(u, all), i32(u, players), which, n }, 5);
    if (in->zone == IR_ZONE_EXILE)
        ctx_call(u, "cardrt_fx_move", u->cg->i32, (LLVMValueRef[]){ i32(u, all), i32(u, CARDRT_EXILE), i32(u, 0) }, 3);
    cg_bind(u, what, found);
    cg_bind(u, a->b, all);
    u->among_sel = u->revealed_sel = all;
    u->taken_sel = u->found_sel = found;
    u->among_fn = u->revealed_fn = u->fn;
    return true;
}

int cg_revealed_this_way(unit *u, const node *np)
{
    bool other = meaning_det(np) == FX_DET_ALL_OTHER;
    int s = u->revealed_fn == u->fn && (!other || u->found_sel >= 0) ? cg_new_sel(u, np) : -1;
    if (s < 0)
        return u->failed ? -1 : (cg_unsupported(u, np, "cards revealed this way here"), -1);
    ctx_call(u, "cardrt_sel_add", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, u->revealed_sel) }, 2);
    if (other)
        ctx_call(u, "cardrt_sel_remove", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, u->found_sel) }, 2);
    cg_bind(u, np, s);
    return s;
}

/* "Remove a -1/-1 counter from target creature", "remove all +1/+1
 * counters from ~", "remove two time counters from it". */
bool cg_remove_counters(unit *u, const node *a)
{
    const node *what = a->b, *from = cg_modifier(a->c, N_PREP, FX_W_FROM);
    const node *f = what && what->kind == N_OBJECT ? what->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a && !f->b
                    ? f->a->a->a->a : NULL;
    const char *kind = cg_counter_kind(w);
    if (!from || !from->a || !kind || what->b || (a->a && !cg_is_you(a->a)))
        return cg_unsupported(u, what && !kind ? what : a, "removing this");
    const node *known[] = { from };
    bool all = meaning_det(what) == FX_DET_ALL && !what->c;
    LLVMValueRef n = !cg_only_mods(u, a, known, 1) ? NULL : all ? i32(u, -1) : cg_amount(u, what);
    int s = n ? cg_sel_of(u, from->a) : -1;
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_remove_counters", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_cstring(u, kind), n }, 3);
    return true;
}

/* "You get {E}{E}", "you get {E} for each creature you control": energy
 * counters (CR 107.14, 122.1) for the players the subject names. */
bool cg_get_energy(unit *u, const node *a)
{
    int k = meaning_energy(u->c, a->b);
    if (!k)
        return cg_unsupported(u, a->b ? a->b : a, "getting this");
    const node *each = cg_modifier(a->c, N_MODIFIER, FX_W_FOR_EACH);
    const node *known[] = { each };
    LLVMValueRef n = i32(u, k);
    if (!cg_only_mods(u, a, known, each ? 1 : 0))
        return false;
    if (each) {
        LLVMValueRef times = cg_count(u, each->a);
        if (!times)
            return false;
        n = LLVMBuildMul(u->b, n, times, "");
    }
    int s = cg_subject_players(u, a);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_counters", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_cstring(u, "energy"), n }, 3);
    return true;
}

/* "Search your library for a basic land card" (then "put it onto the
 * battlefield", "shuffle"); "search target player's library for a card",
 * "its controller may search their library for ...", "search your library
 * and/or graveyard for a card named ...": as the search instruction
 * lowered from A's words says (CR 701.19): the zones, whether the subject
 * picks among them (any_of), how many (none: any number), all, with
 * different names.  The words are the key of whose zones and of what the
 * cards are (meaning_search_zones, ir_different_names). */
bool cg_search(unit *u, const node *a)
{
    const ir_instr *in = cg_ir_instr(u, IR_SEARCH, a);
    if (!in)
        return cg_no_ir_in(u, a, "searching this");
    const node *zone = cg_modifier(a->c, N_PREP, FX_W_IN), *what = a->b, *whose;
    bool any_of, own = in->subject && in->subject->kind != IR_SEL_YOU;
    meaning_search_zones(zone->a, &whose, &any_of);     /* lower_search read them */
    const node *known[] = { zone };
    if (!cg_only_mods(u, a, known, 1))
        return false;
    /* "for up to two basic land cards": as many as there are, up to two
     * (finding fewer is always allowed: the library is hidden); "for all
     * cards with the same name as that spell" (CARDRT_SEARCH_ALL), "for any
     * number of Dwarf cards" (no amount) */
    const node *up_to = cg_up_to(what);
    LLVMValueRef n = !in->amount ? i32(u, CARDRT_ANY_NUMBER)
                   : cg_ir_amount_compiles(u, in->amount) ? cg_ir_amount(u, in->amount)
                   : cg_amount(u, up_to ? up_to : what);
    /* "with different names": the search's (CARDRT_SEARCH_DIFFERENT_NAMES), not each card's;
     * each card the search's filter, which lowering made without it */
    const node *each = in->different_names ? ir_different_names(u->arena, what) : what;
    const ir_filter *found = in->different_names && in->object && in->object->kind == IR_SEL_ALL
                             ? in->object->filter : NULL;
    bool related = cg_has_relational(each);
    u->relational = related;
    LLVMValueRef which = !n ? NULL : found ? cg_ir_affects_now_fn(u, found, each) : cg_affects_now_fn(u, each);
    u->relational = false;
    unsigned rt_zones = (in->zones & 1u << IR_ZONE_LIBRARY ? CARDRT_IN(CARDRT_LIBRARY) : 0)
                      | (in->zones & 1u << IR_ZONE_GRAVEYARD ? CARDRT_IN(CARDRT_GRAVEYARD) : 0)
                      | (in->zones & 1u << IR_ZONE_HAND ? CARDRT_IN(CARDRT_HAND) : 0);
    int players = which ? cg_sel_of(u, own ? a->a : whose) : -1, into, among = -1;
    if (players < 0 || (related && (among = cg_new_sel(u, what)) < 0))
        return false;
    if (related) {              /* the candidates: those the relational words accept */
        ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, among), which, i32(u, (int)rt_zones) }, 3);
        if (!cg_keep_related(u, each, among))
            return false;
    }
    if ((into = cg_new_sel(u, what)) < 0)
        return false;
    cg_bind(u, what, into);
    unsigned how = (own ? CARDRT_SEARCH_OWN : 0) | (in->any_of ? CARDRT_SEARCH_ANY_OF : 0)
                 | (in->find_all ? CARDRT_SEARCH_ALL : 0) | (in->different_names ? CARDRT_SEARCH_DIFFERENT_NAMES : 0);
    ctx_call(u, "cardrt_fx_search_zones", u->cg->i32,
             (LLVMValueRef[]){ i32(u, into), i32(u, players), i32(u, (int)rt_zones), i32(u, (int)how), which,
                               i32(u, among), n }, 7);
    return true;
}

/* "Shuffle", "shuffle your library", "Target player shuffles their library"
 * (the shuffle instruction's subject); "... into their library"
 * (cg_shuffle_into). */
bool cg_shuffle(unit *u, const node *a)
{
    const node *into = cg_modifier(a->c, N_PREP, FX_W_INTO);
    if (into && a->b)
        return cg_shuffle_into(u, a, into);
    const ir_instr *in = cg_ir_instr(u, IR_SHUFFLE, a);
    if (!in)
        return cg_no_ir_in(u, a, "shuffling this");
    int s = in->subject->kind == IR_SEL_YOU ? cg_ir_sel(u, in->subject) : cg_subject_players(u, a);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_shuffle", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
    return true;
}
