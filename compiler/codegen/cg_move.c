/* cg_move.c — moving objects between zones (cg.h, cg_fx.h): "return ...
 * to its owner's hand", "put ... onto the battlefield", "exile ...", and
 * the objects an effect's controller chooses to act on (CR 413.2c). */
#include <string.h>

#include "cg_fx.h"
#include "meaning.h"
#include "parser.h"
#include "syntax.h"

/* Where a "to" / "onto" / "into" phrase sends things: a zone and placement. */
bool cg_destination(unit *u, const node *to, int *zone, unsigned *how)
{
    *how = 0;
    if (to && to->kind == N_ZONE && meaning_word(to) == FX_W_BATTLEFIELD) {
        *zone = CARDRT_BATTLEFIELD;
        return true;
    }
    ir_zone zone_of;    /* "its owner's hand", "that player's graveyard": the owner's (CR 400.3) */
    if (ir_owner_zone(to, &zone_of)) {
        *zone = zone_of == IR_ZONE_HAND ? CARDRT_HAND : zone_of == IR_ZONE_GRAVEYARD ? CARDRT_GRAVEYARD : CARDRT_LIBRARY;
        *how = zone_of == IR_ZONE_LIBRARY ? CARDRT_MOVE_TOP : 0;
        return true;
    }
    return cg_unsupported(u, to, "this destination");
}

/* "exile that card from your graveyard": of the objects pronoun WHAT names,
 * those still in ZONE of yours (CR 400.7; the IR's `event` `in`). */
static int still_in(unit *u, const node *what, int zone)
{
    int named = cg_sel_of(u, what), s = named >= 0 ? cg_new_sel(u, what) : -1;
    int there = s >= 0 ? cg_new_sel(u, what) : -1, you = there >= 0 ? cg_new_sel(u, what) : -1;
    int gone = you >= 0 ? cg_new_sel(u, what) : -1;
    if (gone < 0)
        return -1;
    ctx_call(u, "cardrt_sel_objects", NULL,
             (LLVMValueRef[]){ i32(u, there), LLVMConstNull(u->cg->ptr), i32(u, CARDRT_IN(zone)) }, 3);
    ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, you), i32(u, CARDRT_WHO_YOU) }, 2);
    ctx_call(u, "cardrt_sel_keep_controlled", NULL, (LLVMValueRef[]){ i32(u, there), i32(u, you), cg_i1(u->cg, true) }, 3);
    ctx_call(u, "cardrt_sel_add", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, named) }, 2);
    ctx_call(u, "cardrt_sel_add", NULL, (LLVMValueRef[]){ i32(u, gone), i32(u, named) }, 2);
    ctx_call(u, "cardrt_sel_remove", NULL, (LLVMValueRef[]){ i32(u, gone), i32(u, there) }, 2);
    ctx_call(u, "cardrt_sel_remove", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, gone) }, 2);
    return s;
}

/* The objects to move: a selection, or the controller's choice of N of what
 * the phrase describes in the zone FROM names ("a creature card from your
 * graveyard"). */
int cg_moved(unit *u, const node *what, const node *from, bool at_random)
{
    if (what && what->kind == N_WORD && meaning_word(what) == FX_W_THE_REST && !from && !at_random)
        return cg_the_rest(u, what);
    if (meaning_revealed_this_way(what) && !from && !at_random)
        return cg_revealed_this_way(u, what);  /* "put all other cards revealed this way into ..." */
    if (!from && !at_random && meaning_kind_revealed_this_way(u->arena, what))
        return cg_from_among(u, what, NULL);    /* "put all land cards revealed this way into ..." */
    int among;
    if (meaning_n_of_them(what, &among) && !from && !at_random)
        return cg_n_of_them(u, what);  /* "Put one of them into your graveyard" */
    if (at_random && (!what || what->kind != N_OBJECT || is_self(what) || cg_is_set(what)
                      || meaning_det(what) == FX_DET_TOP || cg_players_who(what) >= 0))
        return cg_unsupported(u, what ? what : from, "moving this at random"), -1;
    int s, zone = from && is_self(what) ? cg_own_zone(from) : -1;
    ir_zone said;
    ir_who whose;
    if (from && is_self(what) && !ir_zone_phrase(from, &said, &whose) && !ir_zone_of_player(from, &said))
        /* "Put ~ onto the battlefield from the command zone": a zone the runtime puts no card in */
        return cg_unsupported(u, from, arena_printf(u->arena, "the zone '%s'", cg_text(u, from->range))), -1;
    if (zone >= 0) {            /* "Return ~ from your graveyard": if it is still there (CR 400.7) */
        if ((s = cg_new_sel(u, what)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_source_in", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_IN(zone)) }, 2);
        cg_bind(u, what, s);
        return s;
    }
    zone = from && what && what->kind == N_PRONOUN ? cg_own_zone(from) : -1;
    if (zone >= 0 && zone != CARDRT_BATTLEFIELD)
        return still_in(u, what, zone);     /* "exile that card from your graveyard" */
    /* "the top two cards of your library": those, not a choice among them */
    if (!what || what->kind != N_OBJECT || cg_players_who(what) >= 0 || (meaning_det(what) == FX_DET_TOP && !from))
        return cg_sel_of(u, what);
    if (!from && cg_is_set(what) && ir_exiled_with_linked(NULL, u->c, what, NULL) >= 0)
        return cg_sel_of(u, what);      /* "each card exiled with ~" (cg_select.c) */
    const node *np = what;
    if (from && !cg_zones(u, what, 0))
        np = ir_with_relation(u->arena, what, IR_QUAL_IN, from);
    unsigned zones = cg_zones(u, np, 0);
    if (!zones)
        return cg_unsupported(u, from ? from : what, from ? "this zone" : "cards without their zone"), -1;
    ir_zone named;
    if (cg_is_set(what) && ((from && ir_zone_of_player(from, &named)) || cg_has_relational(np))) {
        /* "all creature cards from target player's graveyard": that player's;
         * "all nonland permanents target player controls" (cg_keep_related) */
        if ((s = cg_sel_of(u, np)) < 0)
            return -1;
    } else if (cg_is_set(what)) {
        LLVMValueRef which = cg_affects_now_fn(u, np);
        if (!which || (s = cg_new_sel(u, what)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, s), which, i32(u, zones) }, 3);
        cg_other_than_named(u, what, s);
    } else {
        LLVMValueRef n = cg_any_number(what) ? i32(u, INT32_MAX)     /* "any number of": as many as there are */
                         : cg_amount(u, cg_up_to(what) ? cg_up_to(what) : what);
        if (!n || (s = cg_chosen(u, np, zones, n, at_random)) < 0)
            return -1;
    }
    cg_bind(u, what, s);
    return s;
}

/* Is NP, in action A, one object (or N) that A's controller chooses as the
 * effect resolves (CR 413.2c): "a creature you control" (not a set, a
 * target or a player) where the controller is the one acting? */
bool cg_your_choice(unit *u, const node *a, const node *np)
{
    return np && np->kind == N_OBJECT && !cg_is_set(np) && !cg_names_players(np) && cg_zones(u, np, 0)
           && meaning_det(np) != FX_DET_TOP && (!a->a || cg_is_you(a->a));
}

/* What NP names in action A: the controller's choice when it is one
 * ("put a +1/+1 counter on a creature you control"). */
int cg_chosen_or_named(unit *u, const node *a, const node *np)
{
    return cg_your_choice(u, a, np) ? cg_moved(u, np, NULL, false) : cg_sel_of(u, np);
}

/* "You choose a nonland card from it" ("it": "their hand"): the controller
 * chooses among the cards in that zone of the players it names; the
 * sentence names the card for what follows ("That player discards that
 * card"). */
bool cg_choose_from(unit *u, const node *what, const node *from)
{
    if (from && cg_own_zone(from) >= 0)     /* "from your graveyard" */
        return cg_moved(u, what, from, false) >= 0;
    /* the zone and its players as the choose instruction's chosen
     * selection says (`of`: the zone selection "their hand" lowered to) */
    const ir_instr *ch = cg_ir_instr_of(u, IR_CHOOSE, what);
    const ir_sel *z = ch && ch->object->kind == IR_SEL_CHOSEN ? ch->object->of : NULL;
    int zone = z && z->kind == IR_SEL_ZONE && z->of ? cg_rt_zone(z->in) : -1;
    if ((zone != CARDRT_HAND && zone != CARDRT_GRAVEYARD) || cg_zones(u, what, 0) != 0)   /* "a nonland card", no zone of its own */
        return cg_unsupported(u, from ? from : what, "choosing from this zone");
    LLVMValueRef n = cg_amount(u, what), which = NULL;
    int players = n ? cg_ir_words_sel(u, z->of) : -1, all = -1, s = -1;
    if (players < 0 || !(which = cg_affects_now_fn(u, what)) || (all = cg_new_sel(u, what)) < 0
        || (s = cg_new_sel(u, what)) < 0)
        return false;
    ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, all), which, i32(u, CARDRT_IN(zone)) }, 3);
    ctx_call(u, "cardrt_sel_keep_controlled", NULL,
             (LLVMValueRef[]){ i32(u, all), i32(u, players), cg_i1(u->cg, true) }, 3);
    ctx_call(u, "cardrt_sel_choose", NULL,
             (LLVMValueRef[]){ i32(u, s), i32(u, all), n, cg_cstring(u, cg_text(u, what->range)) }, 4);
    cg_bind(u, what, s);
    return true;
}

/* "Target opponent chooses a creature they control", "Defending player
 * chooses an untapped creature they control": WHO, one player, chooses
 * one (or N) of what WHAT describes as the effect resolves (CR 608.2d);
 * the sentence names it for what follows ("Destroy that creature"). */
bool cg_choose_by(unit *u, const node *who, const node *what)
{
    unsigned zones = cg_zones(u, what, 0);
    if (!zones)
        return cg_unsupported(u, what, "cards without their zone");
    LLVMValueRef n = cg_amount(u, what), which = n ? cg_affects_now_fn(u, what) : NULL;
    int by = which ? cg_sel_of(u, who) : -1, all = by >= 0 ? cg_new_sel(u, what) : -1;
    int s = all >= 0 ? cg_new_sel(u, what) : -1;
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, all), which, i32(u, zones) }, 3);
    ctx_call(u, "cardrt_sel_choose_by", NULL,
             (LLVMValueRef[]){ i32(u, s), i32(u, all), i32(u, by), n, cg_cstring(u, cg_text(u, what->range)) }, 5);
    cg_bind(u, what, s);
    return true;
}

int cg_moved_by(unit *u, const node *a, const node *from, int *among)
{
    const node *np = from && !cg_zones(u, a->b, 0) ? ir_with_relation(u->arena, a->b, IR_QUAL_IN, from) : a->b;
    unsigned zones = cg_zones(u, np, 0);
    if (!zones)
        return cg_unsupported(u, from ? from : a->b, from ? "this zone" : "cards without their zone"), -1;
    LLVMValueRef n = cg_amount(u, a->b);
    int by = n ? cg_subject_players(u, a) : -1;
    if (by < 0)
        return -1;
    u->relational = true;       /* "they control", "their graveyard": each player's own (cardrt_sel_choose_each) */
    LLVMValueRef which = cg_affects_now_fn(u, np);
    u->relational = false;
    int all = which ? cg_new_sel(u, a->b) : -1, s = all >= 0 ? cg_new_sel(u, a->b) : -1;
    if (s < 0)
        return -1;
    ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, all), which, i32(u, zones) }, 3);
    ctx_call(u, "cardrt_sel_choose_each", NULL,
             (LLVMValueRef[]){ i32(u, s), i32(u, all), i32(u, by), n, cg_cstring(u, cg_text(u, a->b->range)) }, 5);
    cg_bind(u, a->b, s);
    if (among) {        /* what they chose from: of those players (cardrt_sel_choose_each's own) */
        ctx_call(u, "cardrt_sel_keep_controlled", NULL,
                 (LLVMValueRef[]){ i32(u, all), i32(u, by), cg_i1(u->cg, zones != CARDRT_IN(CARDRT_BATTLEFIELD)) }, 3);
        *among = all;
    }
    return s;
}

/* The words within N (and its siblings) lowering gave the selection IS
 * ("attached to that creature": "that creature"), or NULL. */
static const node *lowered_to(const unit *u, const node *n, const ir_sel *is)
{
    for (; n; n = n->next) {
        const node *w = cg_ir_sel_at(u, n) == is ? n : lowered_to(u, n->a, is);
        if (!w)
            w = lowered_to(u, n->b, is);
        if (!w)
            w = lowered_to(u, n->c, is);
        if (w)
            return w;
    }
    return NULL;
}

/* The move (exile, OP) instruction lowered from A's words; "sacrifice ~
 * unless you return an artifact you control to its owner's hand": the
 * move the cost asks, which says no more than the zone it goes to (its
 * owner's hand or library). */
static const ir_instr *move_instr(unit *u, const node *a, ir_op op)
{
    const ir_instr *in = cg_ir_instr(u, op, a);
    const ir_condition *c = in ? NULL : cg_ir_cond(u, a);
    const ir_cost *k = c && c->kind == IR_CONDITION_PAYS_COST ? c->cost : NULL;
    if (!k || k->next || (k->kind != IR_COST_RETURN && k->kind != IR_COST_EXILE && k->kind != IR_COST_PUT_ON_TOP
                          && k->kind != IR_COST_PUT_ON_BOTTOM))
        return in;
    ir_instr *asked = arena_alloc(u->arena, sizeof *asked);
    *asked = (ir_instr){ .op = k->kind == IR_COST_EXILE ? IR_EXILE : IR_MOVE, .range = k->range,
                         .zone = k->kind == IR_COST_RETURN ? IR_ZONE_HAND : IR_ZONE_LIBRARY };
    return asked;
}

/* "Return target creature to its owner's hand", "Return a creature card from
 * your graveyard to the battlefield", "Exile target creature": as the move
 * (exile) instruction lowered from A's words says, which read every
 * modifier it holds (lower_action refuses any other); none for where a
 * countered spell goes (the counter's, countered_to), which says no more
 * than ZONE and HOW. */
bool cg_move(unit *u, const node *a, int zone, unsigned how, const node *to_node)
{
    const ir_instr *in = u->countering ? NULL : move_instr(u, a, zone == CARDRT_EXILE ? IR_EXILE : IR_MOVE);
    if (!in && !u->countering)
        return cg_no_ir_in(u, a, "moving this");
    const node *known[8] = { to_node };
    unsigned nk = to_node ? 1 : 0;
    for (const node *m = in && a->c ? a->c->a : NULL; m && nk < 8; m = m->next)
        if (m != to_node && m->kind != N_DURATION)      /* a delay: the caller's */
            known[nk++] = m;
    if (!cg_only_mods(u, a, known, nk))
        return false;
    static const ir_instr plain;    /* a countered spell's: nothing more */
    if (!in)
        in = &plain;
    const node *from = cg_modifier(a->c, N_PREP, FX_W_FROM), *among = cg_modifier(a->c, N_PREP, FX_W_FROM_AMONG);
    const node *host = in->to ? lowered_to(u, a->c, in->to) : NULL;    /* "attached to that creature" (CR 303.4f) */
    const node *attacks = in->attacks ? lowered_to(u, a->c, in->attacks) : NULL;    /* "... attacking that opponent" */
    if ((in->to && !host) || (in->attacks && !attacks))
        return cg_unsupported(u, a, "moving this");
    const char *counters = in->op == IR_MOVE || in->op == IR_EXILE ? in->word : NULL;  /* "with a +1/+1 counter on it" */
    unsigned enters = in->attacking ? IR_ENTERS_TAPPED | IR_ENTERS_ATTACKING : 0;      /* "tapped and attacking" (CR 508.4) */
    bool order = in->any_order || in->random_order;     /* "on the bottom of your library in a random order" */
    how |= (in->tapped && !in->attacking ? CARDRT_MOVE_TAPPED : 0) | (in->under == IR_CTRL_YOU ? CARDRT_MOVE_YOURS : 0)
         | (in->face_down ? CARDRT_MOVE_FACE_DOWN : 0)     /* "exile the top card of your library face down" (CR 406.3) */
         | (in->transformed ? CARDRT_MOVE_TRANSFORMED : 0); /* "return it to the battlefield transformed" (CR 712) */
    /* "Target opponent exiles a creature they control": their choice, which
     * cg_moved() would give to the controller ("that player exiles the top
     * two cards of their library" is no choice); each chooses among their
     * own (moved_by) */
    bool by_other = a->a && !(a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU) && a->b
                    && a->b->kind == N_OBJECT && !cg_is_set(a->b) && cg_players_who(a->b) < 0
                    && meaning_det(a->b) != FX_DET_TOP;
    if (by_other && (!ir_chooses_own(a, from ? from->a : NULL) || in->at_random || among || order || host || counters || enters
                     || (how & (CARDRT_MOVE_TAPPED | CARDRT_MOVE_YOURS))))
        return cg_unsupported(u, a->a, "another player choosing what to move");
    if (in->at_random && !from)
        return cg_unsupported(u, a, "moving at random from no zone");
    if (among && (from || in->at_random))
        return cg_unsupported(u, a, "moving this from among them");
    int s = among ? cg_from_among(u, a->b, among->a) : by_other ? cg_moved_by(u, a, from ? from->a : NULL, NULL)
          : cg_moved(u, a->b, from ? from->a : NULL, in->at_random);
    if (s < 0)
        return false;
    if (order && (s = cg_in_order(u, s, in)) < 0)
        return false;
    if (order && (how & CARDRT_MOVE_TOP))   /* the first on top: moved last */
        ctx_call(u, "cardrt_sel_reverse", NULL, (LLVMValueRef[]){ i32(u, s) }, 1);
    if (counters && u->countering)
        return cg_unsupported(u, a, "countering with counters");
    if (host && (counters || enters || u->countering || cg_names_players(host) || (how & CARDRT_MOVE_TRANSFORMED)))
        return cg_unsupported(u, host, "attaching this way");
    if (host) {
        int h = cg_sel_of(u, host);
        if (h < 0)
            return false;
        ctx_call(u, "cardrt_fx_move_attached", u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, h), i32(u, how) }, 3);
        return true;
    }
    if (counters)
        ctx_call(u, "cardrt_fx_move_with_counters", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, s), i32(u, zone), i32(u, how), cg_cstring(u, counters),
                                   i32(u, in->amount->value) }, 5);
    else
        ctx_call(u, u->countering ? "cardrt_fx_counter_to" : "cardrt_fx_move", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, s), i32(u, zone), i32(u, how) }, 3);
    u->countering = false;
    int whom = attacks ? cg_sel_of(u, attacks) : -1;
    if (attacks && whom < 0)
        return false;
    if (attacks)
        ctx_call(u, "cardrt_fx_enter_attacking", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, s), i32(u, whom), cg_i1(u->cg, in->or_planeswalker) }, 3);
    else if (enters)
        ctx_call(u, "cardrt_fx_enter_as", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, s), cg_i1(u->cg, enters & IR_ENTERS_TAPPED),
                                   cg_i1(u->cg, enters & IR_ENTERS_ATTACKING) }, 3);
    return true;
}

/* "Return target creature to its owner's hand", "return ~ from your
 * graveyard to the battlefield", "... to its owner's library" (on top):
 * where the move instruction says. */
bool cg_return(unit *u, const node *a)
{
    const ir_instr *in = u->countering ? NULL : move_instr(u, a, IR_MOVE);
    if (!in)    /* a countered spell's move is its counter's (countered_to), which no words here find */
        return u->countering ? cg_unsupported(u, a, "returning a countered spell") : cg_no_ir_in(u, a, "returning this");
    int zone = cg_rt_zone(in->zone);
    /* "that creature's controller returns ~ from its owner's graveyard to
     * the battlefield": under their control (CR 110.2a), not its owner's
     * ("each player returns ... from their graveyard": their own cards) */
    if (zone == CARDRT_BATTLEFIELD && a->a && (a->a->kind == N_POSSESSIVE || a->a->kind == N_PRONOUN)
        && !cg_is_you(a->a))
        return cg_unsupported(u, a->a, "'return' to the battlefield done by another player");
    return cg_move(u, a, zone, zone == CARDRT_LIBRARY ? CARDRT_MOVE_TOP : 0, NULL);
}

/* "If that spell is countered this way, put it on top of its owner's
 * library instead" (u->countering): where A's words put the countered spell
 * (the counter's, countered_to, which no words here find); or A's words
 * when lowering read no move from them: the refusal. */
static bool put_countered(unit *u, const node *a)
{
    bool owner_chooses;
    const node *from, *where;
    if (ir_top_or_bottom(a, &owner_chooses, &from, &where))    /* its owner (or the controller) chooses */
        return cg_move(u, a, CARDRT_LIBRARY,
                       CARDRT_MOVE_TOP_OR_BOTTOM | (owner_chooses ? CARDRT_MOVE_OWNER_CHOOSES : 0), where);
    const node *dest = NULL;
    bool in_library = false;    /* "on top of", "on the bottom of" (not "onto", "into") */
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && (meaning_word(m) == FX_W_ONTO || meaning_word(m) == FX_W_INTO))
            dest = m;
    /* "on top of its owner's library", "on the bottom of ...": the zone
     * "top" or "bottom" of the library. */
    const node *top = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m && !dest; m = m->next)
        if (m->kind == N_PREP && meaning_word(m) == FX_W_ON && m->a && m->a->kind == N_ZONE
            && (meaning_word(m->a) == FX_W_TOP || meaning_word(m->a) == FX_W_BOTTOM))
            top = m;
    node place;
    if (top) {
        place = *top;
        place.a = top->a->a;                        /* the library */
        dest = &place;
        in_library = true;
    }
    if (!dest)
        return cg_unsupported(u, a, "'put' without saying where");
    int zone;
    unsigned how;
    if (!cg_destination(u, dest->a, &zone, &how))
        return false;
    if (top && meaning_word(top->a) == FX_W_BOTTOM)
        how = CARDRT_MOVE_BOTTOM;
    if ((zone == CARDRT_LIBRARY) != in_library)
        return cg_unsupported(u, dest, "this destination");
    return cg_move(u, a, zone, how, top ? top : dest);
}

/* "Put a +1/+1 counter on target creature"; "put it onto the battlefield";
 * "put that card into your hand". */
bool cg_put(unit *u, const node *a)
{
    const ir_instr *in = u->countering ? NULL : cg_ir_instr(u, IR_MOVE, a);
    if (in && ir_on_top_or_bottom(in))     /* the chooser, or the controller */
        return cg_move(u, a, CARDRT_LIBRARY, CARDRT_MOVE_TOP_OR_BOTTOM | (in->chooser ? CARDRT_MOVE_OWNER_CHOOSES : 0),
                       NULL);
    const node *what = a->b;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && (meaning_word(m) == FX_W_INTO || meaning_word(m) == FX_W_ONTO) && m->a
            && m->a->kind == N_LIST
            && meaning_word(m->a) == FX_W_AND && m->a->a && m->a->a->next && !m->a->a->next->next
            && (m->a->a->next->kind == N_WORD || m->a->a->next->kind == N_PRONOUN)
            && meaning_word(m->a->a->next) == FX_W_THE_REST)
            return cg_put_apart(u, a, m);
    const node *on = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && meaning_word(m) == FX_W_ON)
            on = m;
    const node *f = what && what->kind == N_OBJECT ? what->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    const node *all_onto, *all_of = meaning_counters_of(a, u->short_of, &all_onto);
    if (all_of) {
        /* "When ~ dies, put its counters on target creature you control",
         * "if it had counters on it, put those counters on ~": each kind,
         * as it last existed when it has left (cardrt_fx_counters_of) */
        int s = cg_sel_of(u, all_of), t = s >= 0 ? cg_sel_of(u, all_onto) : -1;
        if (t < 0)
            return false;
        ctx_call(u, "cardrt_fx_counters_of", u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, t), cg_i1(u->cg, false) }, 3);
        return true;
    }
    const char *its_kind;
    const node *owner = on ? ir_possessed_counters(what, &its_kind) : NULL;
    if (owner) {
        /* "put its +1/+1 counters on target artifact creature": as many as
         * it has, as it last was when it has left (modular, CR 702.43a) */
        const node *known[] = { on };
        const node *of = owner->kind == N_PRONOUN && owner->refers && owner->refers->kind == N_SELF ? owner->refers : owner;
        LLVMValueRef n = cg_only_mods(u, a, known, 1) ? cg_counters_on(u, of, its_kind, what) : NULL;
        int s = n ? cg_chosen_or_named(u, a, on->a) : -1;
        if (s < 0)
            return false;
        ctx_call(u, "cardrt_fx_counters", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_cstring(u, its_kind), n }, 3);
        return true;
    }
    if (on && w && w->next && w->next->kind == N_WORD && w->next->token == COUNTER && !w->next->next) {
        const ir_sel *onto = cg_ir_sel_at(u, on->a);
        bool spell = ir_card_types(u->c) & (1u << IR_TYPE_INSTANT | 1u << IR_TYPE_SORCERY);
        if (spell && !u->in_ability && onto && onto->kind == IR_SEL_SELF)  /* "If this spell was kicked,
                                                                             * put a +1/+1 counter on it" */
            return cg_unsupported(u, on, "counters put on the resolving spell itself");
        const char *kind = cg_counter_kind(w);
        if (!kind)
            return cg_unsupported(u, w, "counters of this kind");
        /* "for each Elf you control", "a number of ... equal to its power" */
        const node *known[3] = { on };
        unsigned nknown = 1;
        LLVMValueRef n = cg_action_amount(u, a, what, known, &nknown);
        if (!n || !cg_only_mods(u, a, known, nknown))
            return false;
        int s = cg_chosen_or_named(u, a, on->a);
        if (s < 0)
            return false;
        if (a->a && !cg_is_you(a->a)) {
            /* "that player puts a flood counter on ...": that player puts
             * them (CR 122.6a), one player */
            const ir_sel *putter = cg_ir_sel_at(u, a->a);
            bool of_event = u->event && putter && (putter->kind == IR_SEL_EVENT || putter->kind == IR_SEL_EVENT_TO);
            if (ir_several_players(a->a) && !of_event)     /* "that player" of "each player's upkeep": one */
                return cg_unsupported(u, a->a, "counters put by each of several players");
            int by = cg_sel_of(u, a->a);
            if (by < 0)
                return false;
            ctx_call(u, "cardrt_fx_putter", u->cg->i32, (LLVMValueRef[]){ i32(u, by) }, 1);
        }
        ctx_call(u, "cardrt_fx_counters", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, s), cg_cstring(u, kind), n }, 3);
        return true;
    }
    if (!in)
        return put_countered(u, a);
    /* "Look at the top three cards of target player's library, then put
     * them back in any order": on top again, in the order the controller
     * chooses (not "put them back on top of ...": a move). */
    const node *back = cg_modifier(a->c, N_MODIFIER, FX_W_BACK);
    const node *order = cg_modifier(a->c, N_MODIFIER, FX_W_IN_ANY_ORDER);
    if (in->any_order && back && order && !cg_modifier(a->c, N_PREP, FX_W_ON) && in->object
        && in->object->kind == IR_SEL_SAME && in->object->of && in->object->of->kind == IR_SEL_TOP) {
        const node *known[] = { back, order };
        int s = cg_only_mods(u, a, known, 2) ? cg_sel_of(u, what) : -1;
        if (s < 0)
            return false;
        ctx_call(u, "cardrt_fx_put_back", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
        return true;
    }
    /* where the move instruction says: "onto the battlefield", "into your
     * hand", "on the bottom of its owner's library", "on top" (of its
     * owner's library, CR 400.3), "into its owner's library third from the top" */
    int zone = cg_rt_zone(in->zone);
    unsigned how = in->zone != IR_ZONE_LIBRARY ? 0 : ir_on_bottom(in) ? CARDRT_MOVE_BOTTOM
                 : CARDRT_MOVE_TOP | (in->from_top > 1 ? (unsigned)(in->from_top - 1) << CARDRT_MOVE_DEPTH_SHIFT : 0);
    if (zone != CARDRT_BATTLEFIELD && zone != CARDRT_HAND && zone != CARDRT_GRAVEYARD && zone != CARDRT_LIBRARY)
        return cg_unsupported(u, a, "this destination");
    return cg_move(u, a, zone, how, NULL);
}

