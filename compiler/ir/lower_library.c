/* lower_library.c — lowering cards looked at and moved apart (docs/ir.md):
 * "You may reveal a creature card from among them and put it into your
 * hand. Put the rest on the bottom of your library in any order", "Put one
 * of them into your hand and the rest into your graveyard".  What each
 * means is what cg_library.c compiles: a choice among the cards an earlier
 * instruction named, then "the rest" of them; cards revealed from a
 * library until one of a kind is ("that card", "the rest"). */
#include "lower_int.h"

/* Does filter F describe players ("a player")? */
static bool names_players(const ir_filter *f)
{
    for (const ir_alt *a = f ? f->any_of : NULL; a; a = a->next)
        for (unsigned i = 0; i < a->ntraits; i++)
            if (a->traits[i].kind == IR_TRAIT_PLAYER)
                return true;
    return false;
}

/* The cards THEM names, which a choice is made among: a set an earlier
 * instruction named ("the top four cards of your library": `same`). */
static const ir_sel *pool_of(lower *l, const node *them)
{
    const ir_sel *pool = lower_sel(l, them, NULL);
    if (pool->kind != IR_SEL_SAME && pool->kind != IR_SEL_LINKED)   /* "them"; "cards exiled with ~" */
        refuse(l, them, arena_printf(l->a, "choosing from among %s", quoted(l, them)));
    return pool;
}

/* WHAT was chosen as S among POOL: "it" after names S, "the rest" POOL
 * but S (cg_bind, among_sel and taken_sel in cg_library.c). */
static void took(lower *l, const node *what, const ir_sel *pool, const ir_sel *s)
{
    remember_sel(l, what, s);
    l->among = pool;
    l->taken = s;
}

/* lower_from_among's, the description read as of objects in ZONE. */
static const ir_sel *from_among(lower *l, const node *what, const node *them, const place *zone)
{
    const node *desc = !what ? NULL : them ? what : meaning_kind_revealed_this_way(l->a, what);
    fx_det det = meaning_det(what);
    bool all = det == FX_DET_ALL && desc && !what->c;
    if (!desc || what->kind != N_OBJECT || (det != FX_DET_A && !all && !what->c))
        refuse(l, what ? what : them, arena_printf(l->a, "choosing %s from among them", what ? quoted(l, what) : "this"));
    if (!them && !l->revealed)
        refuse(l, what, arena_printf(l->a, "%s with nothing revealed", quoted(l, what)));
    const ir_sel *pool = them ? pool_of(l, them) : l->revealed;
    /* "all land cards from among them": no choice; "a creature card", "up
     * to two ...", "any number of ...": the controller's */
    ir_sel *s = sel_new(l, all ? IR_SEL_AMONG : IR_SEL_CHOSEN, what->range);
    node plain = *desc;
    plain.c = NULL;
    s->filter = lower_filter(l, &plain, zone);
    if (names_players(s->filter))
        refuse(l, what, arena_printf(l->a, "choosing %s from among them", quoted(l, what)));
    s->of = pool;
    const node *c = what->c;
    s->up_to = c && ((c->kind == N_COMPARE && meaning_word(c) == FX_W_LE)
                     || (c->kind == N_AMOUNT && meaning_amount(c) == FX_AMT_ANY_NUMBER));
    if (!all && !(s->up_to && c->kind == N_AMOUNT))
        s->count = s->up_to ? lower_effect_amount(l, c->a) : object_count(l, what, "choosing");
    took(l, what, pool, s);
    return s;
}

const ir_sel *lower_from_among(lower *l, const node *what, const node *them)
{
    static const place anywhere = { IR_ZONE_ANY, IR_CTRL_ANY };    /* where the cards of the pool are */
    return from_among(l, what, them, &anywhere);
}

const ir_sel *lower_spell_from_among(lower *l, const node *what, const node *them)
{
    static const place stack = { IR_ZONE_STACK, IR_CTRL_ANY };     /* "a spell": as one, once cast */
    return from_among(l, what, them, &stack);
}

const ir_sel *lower_n_of_them(lower *l, const node *what)
{
    int n;
    const node *them = meaning_n_of_them(what, &n);
    const ir_sel *pool = pool_of(l, them);
    ir_sel *chosen = sel_new(l, IR_SEL_CHOSEN, what->range);     /* any N of them (cardrt_sel_choose) */
    chosen->of = pool;
    chosen->up_to = n == FX_ANY_NUMBER;     /* "any number of them" */
    chosen->count = chosen->up_to ? NULL : amount_const(l, n, what->c->range);
    took(l, what, pool, chosen);
    return chosen;
}

const ir_sel *lower_the_rest(lower *l, const node *w)
{
    if (!l->among)
        refuse(l, w, arena_printf(l->a, "the rest of nothing said: %s", quoted(l, w)));
    ir_sel *s = sel_new(l, IR_SEL_REST, w->range);
    s->of = l->among;
    ir_sel *taken = sel_new(l, IR_SEL_SAME, w->range);
    taken->of = l->taken;
    s->but = taken;
    return s;
}

/* "your hand", "its owner's graveyard" (IN, a preposition "into"), or "the
 * bottom (top) of your library" (ON, "on"): the zone, and for a library the
 * end of it, into *POSITION. */
static ir_zone destination(lower *l, const node *m, const char **position)
{
    *position = NULL;
    if (meaning_word(m) == FX_W_INTO) {
        ir_zone z = zone_of(l, m->a);
        if (z == IR_ZONE_LIBRARY)   /* "on top of", not "into" */
            refuse(l, m, arena_printf(l->a, "the zone %s", quoted(l, m->a)));
        return z;
    }
    const node *end = m->a;
    if (!end || end->kind != N_ZONE || !end->a || (meaning_word(end) != FX_W_BOTTOM && meaning_word(end) != FX_W_TOP)
        || zone_of(l, end->a) != IR_ZONE_LIBRARY)
        refuse(l, m, arena_printf(l->a, "the zone %s", quoted(l, m)));
    *position = meaning_word(end) == FX_W_BOTTOM ? "bottom" : "top";
    return IR_ZONE_LIBRARY;
}

void lower_put_apart(lower *l, const node *act, const node *split, ir_instr ***tail, bool optional)
{
    const node *what = act->b;
    int n;
    const node *them = meaning_n_of_them(what, &n);
    /* "Put that card into your hand and the rest ...": the card found
     * among those revealed (lower_reveal_until) */
    const ir_sel *that = !them && l->taken && what && what->kind == N_PRONOUN ? lower_sel(l, what, NULL) : NULL;
    bool found = that && that->kind == IR_SEL_SAME && that->of == l->taken;
    /* "Put all land cards from among them (revealed this way) ...", "a
     * creature card from among them" (cg_put_apart) */
    const node *among = NULL, *back = NULL;
    for (const node *m = them || found ? NULL : act->c->a; m; m = m->next)
        if (m->kind == N_PREP && meaning_word(m) == FX_W_FROM_AMONG && m->a && !among)
            among = m;
    /* "Put one pile into your hand and the other ...": the pile the
     * controller chooses of the two separated before (CR 700.3) */
    bool pile = !them && !found && !among && l->piled && meaning_one_pile(what);
    bool kind = among || (!them && !found && !pile && meaning_kind_revealed_this_way(l->a, what));
    if ((!them && !found && !kind && !pile) || optional || (act->a && !is_you(act->a)))
        refuse(l, what ? what : act, arena_printf(l->a, "putting apart %s", quoted(l, act)));
    const node *second = NULL, *order = NULL;
    for (const node *m = act->c->a; m; m = m->next) {
        if (m == split || m == among)
            continue;
        if (!back && m->kind == N_MODIFIER && meaning_word(m) == FX_W_BACK) {
            back = m;       /* "the rest back on top of your library" */
            continue;
        }
        if (!second && m->kind == N_PREP && (meaning_word(m) == FX_W_INTO || meaning_word(m) == FX_W_ON) && m->a)
            second = m;
        else if (!order && m->kind == N_MODIFIER
                 && (meaning_word(m) == FX_W_IN_RANDOM_ORDER || meaning_word(m) == FX_W_IN_ANY_ORDER))
            order = m;
        else
            refuse(l, m, arena_printf(l->a, "%s in %s", quoted(l, m), quoted(l, act)));
    }
    if (!second)
        refuse(l, act, arena_printf(l->a, "putting apart %s", quoted(l, act)));
    const char *end;
    const node *to = split->a->a;   /* "onto the battlefield": under its owner's control (CR 110.2a) */
    ir_zone first = is(to, N_ZONE, "battlefield") && !to->a ? IR_ZONE_BATTLEFIELD : zone_of(l, to);
    ir_zone rest_zone = destination(l, second, &end);
    if (first == IR_ZONE_LIBRARY)
        refuse(l, split, arena_printf(l->a, "the zone %s", quoted(l, split->a->a)));
    /* "on the bottom of your library in a random order"; "on top of your
     * library in any order" (the controller's order, cardrt_fx_put_back) */
    bool any = order && meaning_word(order) == FX_W_IN_ANY_ORDER;
    if (order && !(end && (!strcmp(end, "bottom") || any)))
        refuse(l, order, arena_printf(l->a, "%s in %s", quoted(l, order), quoted(l, act)));
    if (back && !(end && !strcmp(end, "top")))
        refuse(l, back, arena_printf(l->a, "%s in %s", quoted(l, back), quoted(l, act)));
    ir_instr *in = instr_new(l, IR_MOVE, act);
    if (pile) {
        ir_sel *s = sel_new(l, IR_SEL_PILE, what->range);
        s->of = l->piled;
        took(l, what, l->piled, s);
        in->object = s;
    } else {
        in->object = found ? that : kind ? lower_from_among(l, what, among ? among->a : NULL) : lower_n_of_them(l, what);
    }
    in->zone = first;
    emit(l, tail, in, false);
    ir_instr *rest = instr_new(l, IR_MOVE, act);
    rest->object = lower_the_rest(l, split->a->a->next);
    rest->zone = rest_zone;
    rest->position = end;
    rest->any_order = any;
    rest->random_order = order && !any;
    emit(l, tail, rest, false);
}

bool lower_separate(lower *l, const node *act, ir_instr ***tail, bool optional)
{
    const node *them = meaning_separated(act);
    if (!them || optional || (act->a && !is_you(act->a) && !ir_an_opponent(act->a)))
        refuse(l, act, arena_printf(l->a, "separating %s", quoted(l, act)));
    ir_instr *in = instr_new(l, IR_SEPARATE, act);
    in->object = lower_sel(l, them, NULL);
    if (in->object->kind != IR_SEL_SAME)    /* "those cards": revealed; not "all creatures target player controls" */
        refuse(l, them, arena_printf(l->a, "separating %s into piles", quoted(l, them)));
    if (act->a && !is_you(act->a))      /* "An opponent separates": the one chosen first (lower_action) */
        in->chooser = lower_sel(l, act->a, NULL);
    emit(l, tail, in, false);
    l->piled = in->object;
    return true;
}

/* Does WHO name the player who does ACT ("your" when you do it, "their"
 * for its subject)? */
static bool same_player(const node *act, const node *who)
{
    if (!act->a || is_you(act->a))
        return is_you(who);
    return who && who->kind == N_PRONOUN && who->refers == act->a;
}

bool lower_reveal_until(lower *l, const node *act, ir_instr ***tail, bool optional)
{
    const node *until = NULL, *from = NULL;
    fx_verb v = meaning_verb(act);      /* reveal, or exile ("until you exile a nonland card") */
    for (const node *m = act->c ? act->c->a : NULL; m; m = m->next)
        if (m->kind == N_DURATION && m->a && m->a->kind == N_ACTION && !until
            && (v == FX_VERB_REVEAL || meaning_verb(m->a) == v))
            until = m;
    if (!until)
        return false;
    for (const node *m = act->c->a; m; m = m->next)
        if (m->kind == N_PREP && meaning_word(m) == FX_W_FROM && m->a && !from)
            from = m->a;
        else if (m != until)
            refuse(l, m, arena_printf(l->a, "%s in %s", quoted(l, m), quoted(l, act)));
    const node *lib = from && from->kind == N_ZONE && meaning_word(from) == FX_W_TOP ? from->a : NULL;
    const node *inner = until->a, *what = inner->b;
    ir_zone z;
    if (!is(only_word(act->b), N_WORD, "card") || meaning_det(act->b) != FX_DET_NONE || act->b->c)
        refuse(l, act->b ? act->b : act, arena_printf(l->a, "revealing %s", quoted(l, act->b ? act->b : act)));
    if (!lib || lib->kind != N_POSSESSIVE || !zone_word(lib->b, &z) || z != IR_ZONE_LIBRARY || !same_player(act, lib->a))
        refuse(l, from ? from : act, arena_printf(l->a, "revealing from %s", quoted(l, from ? from : act)));
    if (meaning_verb(inner) != v || inner->c || (inner->a && !same_player(act, inner->a)) || !what
        || what->kind != N_OBJECT || what->c || meaning_det(what) != FX_DET_A)
        refuse(l, inner, arena_printf(l->a, "revealing until %s", quoted(l, inner)));
    ir_instr *in = instr_new(l, IR_REVEAL_UNTIL, act);
    in->subject = act->a ? lower_sel(l, act->a, NULL) : sel_new(l, IR_SEL_YOU, act->range);
    ir_sel *found = sel_new(l, IR_SEL_REVEALED, what->range), *all = sel_new(l, IR_SEL_REVEALED, act->b->range);
    place library = { IR_ZONE_LIBRARY, IR_CTRL_ANY };
    found->filter = lower_filter(l, what, &library);
    if (names_players(found->filter))
        refuse(l, what, arena_printf(l->a, "revealing until %s", quoted(l, inner)));
    in->object = found;
    in->amount = amount_const(l, 1, what->range);
    in->zone = v == FX_VERB_EXILE ? IR_ZONE_EXILE : IR_ZONE_LIBRARY;  /* exiled as they are revealed */
    emit(l, tail, in, optional);
    remember_sel(l, what, found);   /* "that card" */
    remember_sel(l, act->b, all);   /* "all cards revealed this way", "those cards" */
    l->among = all;                 /* "the rest" */
    l->taken = found;
    l->revealed = NULL;             /* "all cards revealed this way": these (lower_revealed_this_way) */
    return true;
}

const ir_sel *lower_revealed_this_way(lower *l, const node *np)
{
    bool other = meaning_det(np) == FX_DET_ALL_OTHER;
    if (l->revealed && !other)
        return l->revealed;     /* "Reveal the top four cards of your library": those */
    if (!l->among || l->among->kind != IR_SEL_REVEALED)
        refuse(l, np, arena_printf(l->a, "%s with nothing revealed", quoted(l, np)));
    ir_sel *s = sel_new(l, other ? IR_SEL_REST : IR_SEL_SAME, np->range);
    s->of = l->among;
    if (other) {
        ir_sel *taken = sel_new(l, IR_SEL_SAME, np->range);
        taken->of = l->taken;
        s->but = taken;
    }
    return s;
}

/* "Search your library for a basic land card", "for up to two ...";
 * "search target player's library", "its controller may search their
 * library", "your library and/or graveyard" (ACT; IN_LIB what follows its
 * "in"; meaning_search_zones, cg_search): the instruction. */
ir_instr *lower_search(lower *l, const node *act, const node *in_lib)
{
    const node *what = act->b, *c = what->kind == N_OBJECT ? what->c : NULL, *whose;
    if (what->kind != N_OBJECT)     /* "for a Forest card and a Plains card" */
        refuse(l, what, arena_printf(l->a, "searching for cards of several descriptions: %s", quoted(l, what)));
    bool any_of, own = act->a && !is_you(act->a);
    unsigned zones = meaning_search_zones(in_lib, &whose, &any_of);
    bool find_all = meaning_det(what) == FX_DET_ALL && !c;  /* "for all cards with the same name as ..." */
    if (!zones || (own && !(whose->kind == N_PRONOUN && whose->refers == act->a))
        || (meaning_det_is_set(meaning_det(what)) && !find_all) || l->nfound == sizeof l->found / sizeof *l->found)
        refuse(l, act, arena_printf(l->a, "the search %s", quoted(l, act)));
    bool yours = !own && is_you(whose);
    ir_instr *in = instr_new(l, IR_SEARCH, act);
    in->subject = own ? lower_sel(l, act->a, NULL) : sel_new(l, IR_SEL_YOU, act->range);
    in->whose = own || yours ? NULL : lower_sel(l, whose, NULL);
    if (yours)          /* "your library": you */
        lower_list_sel(l, whose, sel_new(l, IR_SEL_YOU, whose->range));
    in->zones = zones;
    in->any_of = any_of;
    /* finding fewer is always allowed: the library is hidden (CR 701.19b) */
    in->find_all = find_all;
    bool any = find_all || (c && c->kind == N_AMOUNT && meaning_amount(c) == FX_AMT_ANY_NUMBER);
    in->amount = any ? NULL     /* as many as the subject chooses (cg_any_number) */
               : c && c->kind == N_COMPARE && meaning_word(c) == FX_W_LE && c->a ? lower_effect_amount(l, c->a)
               : object_count(l, what, "the search for");
    const node *distinct = ir_different_names(l->a, what);
    in->different_names = distinct != NULL;
    node plain = distinct ? *distinct : *what;    /* "with different names": the search's, not each card's */
    plain.c = NULL;
    place lib = { IR_ZONE_ANY, yours ? IR_CTRL_YOU : IR_CTRL_ANY };   /* several zones: `zones` says */
    for (ir_zone z = IR_ZONE_HAND; z < IR_ZONE_ANY; z++)
        if (zones == 1u << z)
            lib.zone = z;
    ir_filter *f = lower_filter(l, &plain, &lib);
    f->zone = lib.zone;
    f->zone_owner = lib.owner;
    ir_sel *all = sel_new(l, IR_SEL_ALL, what->range);
    all->filter = f;
    in->object = all;
    l->found[l->nfound++] = what;
    return in;
}

bool lower_top_or_bottom(lower *l, const node *act, ir_instr ***tail, bool optional)
{
    bool owner;
    const node *from, *where;
    const node *what = ir_top_or_bottom(act, &owner, &from, &where);
    if (!what)
        return false;
    ir_instr *in = instr_new(l, IR_MOVE, act);
    in->object = from ? put_object(l, what, from->a, place_of(l, from->a)) : lower_sel(l, what, NULL);
    in->zone = IR_ZONE_LIBRARY;
    in->position = "top_or_bottom";
    if (owner) {                /* "Its owner puts it ...": the owner chooses (CARDRT_MOVE_OWNER_CHOOSES) */
        ir_sel *s = sel_new(l, IR_SEL_OWNER, act->a->range);
        s->of = in->object;
        in->chooser = s;
    }
    emit(l, tail, in, optional);
    return true;
}

/* Is CARD "the top card (the top N cards) of PLAYER's library", PLAYER
 * the node WHO names? */
static bool top_of_own_library(const node *cards, const node *who)
{
    const node *of = cards && cards->kind == N_OBJECT && meaning_det(cards) == FX_DET_TOP && cards->b && cards->b->a
                     && cards->b->a->kind == N_PREP ? cards->b->a->a : NULL;
    const node *whose = of && of->kind == N_POSSESSIVE ? of->a : NULL;
    return whose && (whose == who || (whose->kind == N_PRONOUN && whose->refers == who));
}

/* Does another player ACT names move cards of their own library, which
 * enter the battlefield under their control as under their owner's (CR
 * 110.2a), with no choice? "The owner of target permanent ... reveals the
 * top card of their library. If it's a permanent card, they put it onto the
 * battlefield"; "Each player reveals the top five cards of their library,
 * puts all land cards revealed this way onto the battlefield tapped, and
 * exiles the rest" (each their own, cg_move) */
bool lower_puts_own_cards(const lower *l, const node *act)
{
    const node *who = act->a && act->a->kind == N_PRONOUN ? act->a->refers : act->a;
    const node *shown = l->revealed && l->reveal_act && l->reveal_act->b
                        && l->revealed->range.begin == l->reveal_act->b->range.begin ? l->reveal_act : NULL;
    if (act->b && act->b->kind == N_PRONOUN && meaning_word(act->b) != FX_W_THE_REST)
        return !ir_several_players(who) && top_of_own_library(act->b->refers, who);
    bool set = act->b && ((act->b->kind == N_OBJECT && meaning_det_is_set(meaning_det(act->b)))
                          || meaning_word(act->b) == FX_W_THE_REST);
    return set && shown && shown->a == act->a && top_of_own_library(shown->b, who);
}
