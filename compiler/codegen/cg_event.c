/* cg_event.c — the events triggered abilities wait for (cg.h): match
 * functions, the parts of an event a phrase names, how events are batched,
 * the zones a triggered ability works from.  The abilities themselves are
 * defined in cg_trigger.c. */
#include "cg.h"
#include "cg_fx.h"
#include "meaning.h"
#include "parser.h"
#include "syntax.h"

/* ---- the fields of an event ------------------------------------------------------------- */

/* The fields of the event an ability triggers on, read in a match function. */
LLVMValueRef cg_ev_field(unit *u, LLVMValueRef evp, size_t offset, const char *name)
{
    codegen *cg = u->cg;
    LLVMValueRef p = LLVMBuildGEP2(u->b, cg->i8, evp, (LLVMValueRef[]){ cg_i32(cg, (long long)offset) }, 1, "");
    return LLVMBuildLoad2(u->b, cg->i32, p, name);
}

LLVMValueRef cg_ev_target(unit *u, LLVMValueRef evp, LLVMValueRef *id)
{
    if (id)
        *id = cg_ev_field(u, evp, offsetof(cardrt_event, target) + offsetof(cardrt_ref, id), "tid");
    return cg_ev_field(u, evp, offsetof(cardrt_event, target), "tkind");
}

LLVMValueRef cg_combat_damage(unit *u, LLVMValueRef evp)
{
    codegen *cg = u->cg;
    LLVMValueRef p = LLVMBuildGEP2(u->b, cg->i8, evp, (LLVMValueRef[]){ cg_i32(cg, offsetof(cardrt_event, combat)) },
                                   1, "");
    LLVMValueRef combat = LLVMBuildLoad2(u->b, cg->i8, p, "combat");
    return LLVMBuildICmp(u->b, LLVMIntNE, combat, LLVMConstInt(cg->i8, 0, 0), "");
}

/* "into a graveyard", "into your graveyard", "into an opponent's graveyard",
 * then "from the battlefield", "from your library" (its owner's: the one a
 * card goes to a graveyard from) or "from anywhere": *WHOSE gets the owner
 * phrase (NULL: any graveyard), *FROM the zone (-1: anywhere). */
static bool into_graveyard(const node *mods, const node **whose, int *from_zone)
{
    ir_zone from;
    if (!ir_into_graveyard(mods, whose, &from))
        return false;
    *from_zone = from == IR_ZONE_ANY ? -1 : from == IR_ZONE_LIBRARY ? CARDRT_LIBRARY : CARDRT_BATTLEFIELD;
    return true;
}

/* The same of the event EV, or a permanent put into a graveyard with no
 * "from": from the battlefield ("When enchanted Forest is put into a
 * graveyard"). */
static bool put_into_graveyard(const node *ev, const node **whose, int *from_zone)
{
    if (into_graveyard(ev->c, whose, from_zone))
        return true;
    *from_zone = CARDRT_BATTLEFIELD;
    return ir_permanent_into_graveyard(ev, whose);
}

/* Is OBJ (an event's object) what SUBJECT describes: this card, or objects a
 * phrase describes ("a creature you control", "another creature")? */
static LLVMValueRef event_object(unit *u, LLVMValueRef obj, const node *subject)
{
    if (cg_is_linked(u, subject))       /* "When that creature (target creature) dies this turn" (CR 603.7c) */
        return cg_call(u, "cardrt_trigger_linked", u->cg->i1, (LLVMValueRef[]){ cg_game(u), obj }, 2);
    if (is_self(subject))               /* "When you cycle Test or it dies" */
        return cg_eq(u, obj, cg_src(u));
    if (ir_your_commander(subject)) {   /* "Whenever your commander attacks": a commander you own (CR 903.3) */
        LLVMValueRef a[] = { cg_game(u), obj };
        LLVMValueRef is = cg_call(u, "cardrt_is_commander", u->cg->i1, a, 2);
        return cg_all(u, is, cg_eq(u, cg_call(u, "cardrt_owner", u->cg->i32, a, 2), cg_you(u)));
    }
    if (subject->kind == N_LIST && ir_list_of(subject) == IR_LIST_OR) {    /* "Test or another Ally" */
        LLVMValueRef r = cg_i1(u->cg, false);
        for (const node *i = subject->a; i && r; i = i->next) {
            LLVMValueRef one = event_object(u, obj, i);
            r = one ? LLVMBuildOr(u->b, r, one, "") : NULL;
        }
        return r;
    }
    if (subject->kind == N_PRONOUN && ir_pronoun_of(subject) != IR_PRON_OTHER) {
        /* what this Aura or Equipment is on, or was on until it left (CR 603.10a) */
        LLVMValueRef a[] = { cg_game(u), cg_src(u), obj };
        return cg_call(u, "cardrt_was_attached_to", u->cg->i1, a, 3);
    }
    ir_det det = ir_det_of(subject);
    /* "Whenever one or more creatures die, ... This ability triggers only
     * once each turn": the first creature that dies does it */
    bool first_of_several = (u->once_each_turn || u->at_once) && ir_one_or_more(subject);
    if (subject->kind != N_OBJECT
        || !(det == IR_DET_A || det == IR_DET_ANOTHER || det == IR_DET_NONE || det == IR_DET_NEXT || first_of_several))
        return cg_unsupported(u, subject, "this trigger event"), NULL;
    const ir_filter *f = cg_ir_filter(u, subject->a);   /* lowering's filter of the description */
    return f ? cg_ir_object_test(u, obj, f) : (cg_unsupported(u, subject, "this description"), NULL);
}


/* R, and SOURCE (a source of damage) a spell when NP ("a spell", "a red
 * spell", "an instant or sorcery spell you control") means one: on the
 * stack as it resolves (CR 112.1, 608.2), not a permanent or its ability. */
static LLVMValueRef spell_source(unit *u, LLVMValueRef r, LLVMValueRef source, const node *np)
{
    if (!r || np->kind != N_OBJECT || cg_zones(u, np, 0) != CARDRT_IN(CARDRT_STACK))
        return r;
    LLVMValueRef z = cg_call(u, "cardrt_zone_of", u->cg->i32, (LLVMValueRef[]){ cg_game(u), source }, 2);
    return cg_all(u, r, cg_eq(u, z, cg_i32(u->cg, CARDRT_STACK)));
}

/* "one of your opponents" of an event: any one of them ("your
 * opponents"); else NP itself. */
static const node *one_player(const node *np)
{
    const node *among = ir_one_of_players(np);
    return among ? among : np;
}

/* Is P (an event's player) what SUBJECT names: "you", "an opponent", "a
 * player", "one of your opponents"? */
static LLVMValueRef event_player(unit *u, LLVMValueRef p, const node *subject)
{
    subject = one_player(subject);
    if (ir_enchanted_player(u->c, subject))     /* "Whenever enchanted player casts a spell" */
        return cg_eq(u, p, cg_call(u, "cardrt_enchanted_player", u->cg->i32,
                                   (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2));
    if (ir_the_chosen_player(subject))     /* "Whenever the chosen player casts a spell": -1 while none is */
        return cg_eq(u, p, cg_call(u, "cardrt_chosen_player", u->cg->i32,
                                   (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2));
    if (!subject || (!cg_names_players(subject)))
        return cg_unsupported(u, subject, "this trigger event"), NULL;
    ir_det det = subject->kind == N_OBJECT ? ir_det_of(subject) : IR_DET_A;
    if (det != IR_DET_A && det != IR_DET_ANOTHER)
        return cg_unsupported(u, subject, "this trigger event"), NULL;
    LLVMValueRef r = cg_player_test(u, p, subject);
    /* "another player": one other than the ability's controller */
    return det == IR_DET_ANOTHER ? cg_all(u, r, LLVMBuildICmp(u->b, LLVMIntNE, p, cg_you(u), "")) : r;
}

/* Is what the damage of event EVP is dealt to what NP names: "a player",
 * "a creature", "a player or planeswalker" (each alternative of "a" NP
 * alone, a player's or an object's)? */
static LLVMValueRef dealt_to(unit *u, LLVMValueRef evp, const node *np)
{
    LLVMValueRef tid, tkind = cg_ev_target(u, evp, &tid);
    const node *f = np->kind == N_OBJECT && ir_det_of(np) == IR_DET_A && !np->b && !np->c ? np->a : NULL;
    const node *alts = f && f->kind == N_FILTER && !f->b && f->a ? f->a->a : NULL;
    if (alts && alts->next) {   /* "a player or planeswalker": lowering's filter, an alternative of each */
        const ir_filter *irf = cg_ir_filter(u, f);
        return irf ? cg_ir_ref_test(u, tid, tkind, irf) : (cg_unsupported(u, np, "this description"), NULL);
    }
    bool players = cg_names_players(one_player(np));
    return cg_all(u, cg_eq(u, tkind, cg_i32(u->cg, players ? CARDRT_REF_PLAYER : CARDRT_REF_OBJECT)),
                  players ? event_player(u, tid, np) : event_object(u, tid, np));
}

/* "a spell", "an ability", "a spell or ability", each perhaps "an opponent
 * controls": the spell or ability an object became the target of. */
static LLVMValueRef targeted_by(unit *u, LLVMValueRef evp, const node *by, bool plural)
{
    codegen *cg = u->cg;
    ir_targeting t;
    if (!ir_targeted_by(by, plural, &t))
        return cg_unsupported(u, by, "this trigger event"), NULL;
    LLVMValueRef r = cg_i1(cg, true);
    if (!t.spells || !t.abilities) {        /* a spell's event has no text; an ability's has */
        LLVMValueRef p = LLVMBuildGEP2(u->b, cg->i8, evp,
                                       (LLVMValueRef[]){ cg_i32(cg, offsetof(cardrt_event, text)) }, 1, "");
        LLVMValueRef text = LLVMBuildLoad2(u->b, cg->ptr, p, "text");
        r = LLVMBuildICmp(u->b, t.spells ? LLVMIntEQ : LLVMIntNE, text, LLVMConstNull(cg->ptr), "");
    }
    if (t.kinds)                /* "an Aura spell", "an instant or sorcery spell": the spell itself */
        return cg_all(u, r, cg_object_test(u, cg_ev_field(u, evp, offsetof(cardrt_event, source), "source"), by));
    for (const node *q = t.controllers; q && r; q = q->next)
        r = cg_all(u, r, event_player(u, cg_ev_field(u, evp, offsetof(cardrt_event, player), "player"), q->a));
    return r;
}

/* "a spell or ability (an opponent controls)" that caused the discard
 * event at EVP: one resolving, whose controller is a player the phrase BY
 * names (a cost or the cleanup step causes none, CR 701.8). */
static LLVMValueRef caused_by(unit *u, LLVMValueRef evp, const node *by)
{
    codegen *cg = u->cg;
    ir_targeting t;
    if (!ir_targeted_by(by, false, &t) || !t.spells || !t.abilities || t.kinds)
        return cg_unsupported(u, by, "this trigger event"), NULL;
    LLVMValueRef cause = cg_ev_field(u, evp, offsetof(cardrt_event, cause), "cause");
    LLVMValueRef r = LLVMBuildICmp(u->b, LLVMIntNE, cause, cg_i32(cg, 0), "");
    LLVMValueRef who = LLVMBuildSub(u->b, cause, cg_i32(cg, 1), "");
    for (const node *q = t.controllers; q && r; q = q->next)
        r = cg_all(u, r, event_player(u, who, q->a));
    return r;
}

/* The event of a verb whose subject is a player and whose object is a card
 * or permanent: "you cast a spell", "a player cycles a card", "an opponent
 * draws a card", "you discard a creature card", "you sacrifice a
 * permanent", "an opponent plays a land" (CARDRT_EV_*); -1 for another. */
static int player_verb(const node *ev)
{
    ir_event e;
    if (!ir_event_of(ev, &e) || !ir_event_of_player(e))
        return -1;
    switch (e) {
    case IR_EV_CAST: return CARDRT_EV_CAST;
    case IR_EV_CYCLE: return CARDRT_EV_CYCLE;
    case IR_EV_DRAW: return CARDRT_EV_DRAW;
    case IR_EV_DISCARD: return CARDRT_EV_DISCARD;
    case IR_EV_SACRIFICE: return CARDRT_EV_SACRIFICE;
    case IR_EV_EXERT: return CARDRT_EV_EXERTED;
    case IR_EV_COPY: return CARDRT_EV_COPY;
    case IR_EV_ACTIVATE: return CARDRT_EV_ACTIVATE;
    default: return CARDRT_EV_PLAY_LAND;
    }
}

/* The event verb EV names (-1: none). */
static int event_kind(const node *ev)
{
    ir_event e;
    return ir_event_of(ev, &e) ? (int)e : -1;
}

/* "one or more cards leave your graveyard", "one or more land cards are
 * put into your graveyard from anywhere", "one or more tokens enter the
 * battlefield": several cards an action moves at once, one event for the
 * ability (CARDRT_BATCH_AT_ONCE)? */
static bool cards_at_once(const node *ev)
{
    const node *whose;
    int e = event_kind(ev), from;
    return ev->kind == N_ACTION && ir_one_or_more(ev->a)
           && (e == IR_EV_LEAVES_GRAVEYARD || e == IR_EV_MOVED || e == IR_EV_ENTERS
               || (e == IR_EV_PUT && !ev->b && into_graveyard(ev->c, &whose, &from)));
}

/* The "by" of "becomes blocked by a creature", or NULL. */
static const node *blocked_by(const node *ev)
{
    const node *m = event_kind(ev) == IR_EV_BLOCKED && ev->c ? ev->c->a : NULL;
    return m && !m->next && ir_prep_of(m) == IR_PREP_BY ? m->a : NULL;
}

/* bool matches(game, self, const cardrt_event *) for the event of TRIGGER:
 * an object entering the battlefield (under your or an opponent's control), dying, leaving,
 * put into a graveyard; a player casting a spell (of a kind), cycling,
 * drawing, discarding or sacrificing (a kind of card), gaining or losing
 * life; attacks (a player), blocks (a creature), becoming blocked (by a
 * creature), attacking unblocked; becoming tapped or untapped, or the
 * target of a spell or ability; damage dealt by or to an object; the
 * beginning of a step.  A verb before "or" has the object of the verb after
 * it ("blocks or becomes blocked by a creature", "cycle or discard a card":
 * syntax.c, share_object). */
/* The event E of the card IR lowered from the event EV (its words within
 * the IR event's), in any of U's abilities; NULL when none is. */
static const ir_trigger *ir_event_at(unit *u, const node *ev, ir_event e)
{
    const ir_ability *lists[] = { u->ir ? u->ir->abilities : NULL, u->ir ? u->ir->granted : NULL };
    for (unsigned i = 0; i < 2; i++)
        for (const ir_ability *ia = lists[i]; ia; ia = ia->next)
            for (const ir_trigger *t = ia->trigger; t; t = t->or)
                if (t->event == e && t->range.begin <= ev->range.begin && ev->range.end <= t->range.end)
                    return t;
    return NULL;
}

/* The test of the event EV (one alternative) at EVP: a trigger's
 * (TRIGGER) from the card IR's event of its kind in CHAIN (its events,
 * NULL when it has no IR) for the families cg_irevent.c compiles, else
 * (and a replacement effect's) from its words. */
static LLVMValueRef event_test(unit *u, LLVMValueRef evp, const node *ev, bool trigger, const ir_trigger *chain)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef kind = FIELD(kind), r = NULL, during = cg_i1(cg, true);
    fx_day_night dn = meaning_day_night_event(ev);
    if (dn != FX_DAY_NIGHT_NONE)    /* "Whenever day becomes night" (CR 726 of the current rules) */
        return cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_DAY_NIGHT)),
                      cg_eq(u, FIELD(amount), cg_i32(cg, dn == FX_DAY ? CARDRT_DAY : CARDRT_NIGHT)));
    /* "When a spell or ability an opponent controls causes you to discard
     * ~": the discard, done by it */
    node discard;
    const node *cause = NULL;
    if (ev && ir_caused_discard(ev, &discard, &cause)) {
        ev = &discard;
        if (!(during = caused_by(u, evp, cause)))
            return NULL;
    }
    node dealt;                 /* "combat damage is dealt to you": "you are dealt combat damage" */
    if (ev && ir_damage_dealt_to(ev, &dealt))
        ev = &dealt;
    /* "you surveil (cycle another card) for the first time each turn", "~
     * becomes the target of a spell or ability ...": the event, the first
     * of its player's (object's) this turn (cg_irevent.c, its `nth`) */
    node once;
    ir_event first_ev;
    bool first_time = ev && ir_first_time_each_turn(ev, &once) && ir_event_of(&once, &first_ev)
                      && (first_ev == IR_EV_SURVEIL || first_ev == IR_EV_CYCLE || ir_attacks_first_time(ev)
                          || (ir_becomes_target_of(&once) && (ev->a->kind == N_SELF || ev->a->kind == N_OBJECT)));
    if (first_time)
        ev = &once;
    /* "Whenever you tap a land for mana while you're the monarch": as it happens */
    const node *holds, *unwhiled = meaning_event_while(u->arena, ev, &holds);
    if (unwhiled && !(during = cg_all(u, during, cg_condition(u, holds))))
        return NULL;
    if (unwhiled)
        ev = unwhiled;
    /* "Whenever an opponent casts a spell during your turn"; "you cast your
     * first spell during each opponent's turn" counts in WHOLE */
    const node *whole = ev;
    const node *m = ev && ev->kind == N_ACTION && ev->c ? ev->c->a : NULL;
    node copy;
    if (m && !m->next && ir_prep_of(m) == IR_PREP_DURING && m->a && m->a->kind == N_STEP) {
        if (!(during = cg_all(u, during, cg_condition(u, m->a))))
            return NULL;
        copy = *ev;
        copy.c = NULL;
        ev = &copy;
        m = NULL;
    }
    const node *subject = ev && ev->kind == N_ACTION ? ev->a : NULL;
    const node *what = ev && ev->kind == N_ACTION ? ev->b : NULL;
    const node *attack = ir_unblocked_attack(ev);
    const node *whose, *putter;
    const char *counter;
    bool won;
    int from_zone;
    ir_moved moved;
    const node *kind_np;
    int nth;
    int pv = player_verb(ev), e = event_kind(ev);
    int family = ev && ev->kind == N_STEP ? (int)IR_EV_STEP : e;    /* "at the beginning of your upkeep" */
    ir_word_kind become = e == IR_EV_BECOMES && !ev->c ? ir_word_of(ev->b).kind : IR_WORD_UNKNOWN;
    if (become == IR_WORD_TAPPED || become == IR_WORD_UNTAPPED)     /* "becomes tapped": the event of being tapped */
        family = become == IR_WORD_TAPPED ? IR_EV_TAPPED : IR_EV_UNTAPPED;
    if (ir_becomes_target_of(ev))
        family = IR_EV_BECOMES_TARGET;
    bool removed, each_counter, exiled;
    if (ir_last_counter_removed(ev, &counter, &exiled))     /* "the last ore counter is removed from ~" */
        family = IR_EV_COUNTERS_REMOVED;
    else if (ir_counters_event_of(ev, &counter, &removed, &each_counter))    /* "counters are put on ~" */
        family = removed ? IR_EV_COUNTERS_REMOVED : IR_EV_COUNTERS_PUT;
    else if (ir_gets_energy_of(ev) || ir_counters_put_by(ev, &counter, &putter))   /* "you get {E}" */
        family = IR_EV_COUNTERS_PUT;
    if (attack)             /* "attacks and isn't blocked" */
        family = IR_EV_UNBLOCKED;
    else if (meaning_dice_rolled_event(ev))
        family = IR_EV_ROLLS_DICE;
    else if (ir_clash_event_of(ev, &won))
        family = IR_EV_CLASHES;
    const ir_trigger *said = chain && family >= 0 && cg_ir_event_family((ir_event)family) ? chain : NULL;
    while (said && said->event != (ir_event)family)
        said = said->or;
    if (trigger && family >= 0 && cg_ir_event_family((ir_event)family) && (!said || cg_ir_event_says(said))) {
        /* the families the card IR's event says (cg_irevent.c) */
        r = said ? cg_ir_event_test(u, evp, kind, said, &during) : (cg_no_ir_in(u, ev, "this trigger event"), NULL);
        first_time = false;
        /* "a creature is exiled from your graveyard during your turn": asked as it happens */
        if (r && family == IR_EV_MOVED && ir_moved_of(ev, &moved) && moved.during)
            during = cg_all(u, during, cg_condition(u, moved.during));
    } else if (e == IR_EV_ENTERS_OR_LEAVES && subject && !ev->b
        && !ev->c) {
        /* "When Test enters or leaves the battlefield" */
        LLVMValueRef to_bf = cg_eq(u, FIELD(to), cg_i32(cg, CARDRT_BATTLEFIELD));
        LLVMValueRef from_bf = cg_eq(u, FIELD(from), cg_i32(cg, CARDRT_BATTLEFIELD));
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE)), LLVMBuildXor(u->b, to_bf, from_bf, ""));
        r = cg_all(u, r, event_object(u, FIELD(object), subject));
    } else if ((e == IR_EV_ENTERS || e == IR_EV_DIES || e == IR_EV_LEAVES) && subject && !ev->b) {
        bool enters = e == IR_EV_ENTERS, dies = e == IR_EV_DIES;
        /* "enters the battlefield under your (an opponent's) control",
         * "enters the battlefield untapped" (as it is once there) */
        bool untapped = m && ir_prep_of(m) == IR_PREP_UNTAPPED;
        /* "enters the battlefield from a graveyard", "... from your hand" */
        ir_who from_whose = IR_WHO_ANY;
        int from = m && ir_prep_of(m) == IR_PREP_FROM ? cg_zone_word(m->a, &from_whose) : -1;
        if (m && (m->next || (ir_prep_of(m) != IR_PREP_UNDER_CONTROL_OF && !untapped && from < 0) || !enters
                  || (from >= 0 && from_whose != IR_WHO_ANY && from_whose != IR_WHO_YOU)))
            return cg_unsupported(u, m, "this trigger event"), NULL;
        const node *under = m && !untapped && from < 0 ? m->a : NULL;
        LLVMValueRef obj = FIELD(object);
        if (untapped) {
            LLVMValueRef a[] = { cg_game(u), obj };
            during = cg_all(u, during, LLVMBuildNot(u->b, cg_call(u, "cardrt_is_tapped", cg->i1, a, 2), ""));
        }
        r = cg_zone_change_test(u, evp, kind, obj, enters, dies, from, from_whose == IR_WHO_YOU);
        r = cg_all(u, r, event_object(u, obj, subject));
        if (under) {
            LLVMValueRef a[] = { cg_game(u), obj };
            LLVMValueRef c = cg_call(u, "cardrt_controller", cg->i32, a, 2);
            /* "under an opponent's control": the card IR's event says whose (lower_trigger.c) */
            const ir_trigger *it = cg_is_you(under) ? NULL : ir_event_at(u, ev, IR_EV_ENTERS);
            LLVMValueRef t = cg_is_you(under) ? cg_eq(u, c, cg_you(u))
                             : it && it->under != IR_CTRL_ANY ? cg_controller_is(u, c, it->under)
                             : cg_player_test(u, c, under);
            if (!t)
                return NULL;
            r = cg_all(u, r, t);
        }
    } else if (e == IR_EV_PUT && subject && !ev->b && put_into_graveyard(ev, &whose, &from_zone)) {
        /* a replacement effect's "If ~ would be put into a graveyard from
         * anywhere", "If a card would be put into an opponent's graveyard
         * from anywhere" (a trigger's: cg_irevent.c) */
        LLVMValueRef obj = FIELD(object);
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE)),
                   cg_eq(u, FIELD(to), cg_i32(cg, CARDRT_GRAVEYARD)));
        if (from_zone >= 0)
            r = cg_all(u, r, cg_eq(u, FIELD(from), cg_i32(cg, from_zone)));
        r = cg_all(u, r, event_object(u, obj, subject));
        if (whose) {            /* whose graveyard: its owner's (CR 404.2) */
            LLVMValueRef a[] = { cg_game(u), obj }, owner = cg_call(u, "cardrt_owner", cg->i32, a, 2);
            r = cg_all(u, r, cg_player_test(u, owner, whose));
        }
    } else if (pv == CARDRT_EV_CAST && (kind_np = ir_event_nth_kind_each_turn(whole, &nth))) {
        /* "Whenever you cast your first instant or sorcery spell each
         * turn": N spells of the kind this turn, this one among them (N - 1
         * without it); the history counts it already as it triggers */
        LLVMValueRef p = FIELD(player), bits = LLVMBuildShl(u->b, cg_i32(cg, 1), p, "");
        LLVMValueRef with = cg_spells_cast_of(u, bits, kind_np, cg_i32(cg, 0));
        LLVMValueRef without = with ? cg_spells_cast_of(u, bits, kind_np, FIELD(object)) : NULL;
        if (!without)
            return NULL;
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_CAST)), event_player(u, p, subject));
        r = cg_all(u, r, cg_eq(u, with, cg_i32(cg, nth)));
        r = cg_all(u, r, cg_eq(u, without, cg_i32(cg, nth - 1)));
    } else if (e == IR_EV_EXPLOITS && is_self(subject) && what && what->kind == N_OBJECT && ir_det_of(what) == IR_DET_A
               && !ev->c && ir_exploit_ability(u->c)) {
        /* "When ~ exploits a creature" (CR 702.110b): its exploit ability's
         * controller sacrificed the creature as that ability resolved; ~
         * itself too, looking back (CR 603.10a) */
        LLVMValueRef text = cg_cstring(u, cg_text(u, ir_exploit_ability(u->c)->range));
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_SACRIFICE)), cg_eq(u, FIELD(source), cg_src(u)));
        r = cg_all(u, r, cg_call(u, "cardrt_event_text_is", cg->i1, (LLVMValueRef[]){ evp, text }, 2));
        r = cg_all(u, r, event_object(u, FIELD(object), what));
    } else if (pv >= 0 && what && !ev->c) {
        /* a replacement effect's event (a trigger's: cg_irevent.c): "If
         * an opponent would draw a card", "If you would draw a card" */
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, pv)), event_player(u, FIELD(player), subject));
        r = cg_all(u, r, event_object(u, FIELD(object), what));
    } else if ((e == IR_EV_GAIN_LIFE || e == IR_EV_LOSE_LIFE) && !ev->b
               && (!m || (!m->next && ir_prep_of(m) == IR_PREP_FIRST_TIME_EACH_TURN))) {
        int k = e == IR_EV_GAIN_LIFE ? CARDRT_EV_LIFE_GAINED : CARDRT_EV_LIFE_LOST;
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, k)), event_player(u, FIELD(player), subject));
        if (m) {
            /* "for the first time each turn": this turn's history, which
             * counts the event before triggers match, holds only its life */
            LLVMValueRef p = LLVMBuildShl(u->b, cg_i32(cg, 1), FIELD(player), "");
            LLVMValueRef n = cg_history(u, p, e == IR_EV_GAIN_LIFE ? CARDRT_HIST_LIFE_GAINED
                                                                   : CARDRT_HIST_LIFE_LOST, false);
            r = cg_all(u, r, cg_eq(u, n, FIELD(amount)));
        }
    } else if (e == IR_EV_ATTACKS && subject && !ev->b && !ev->c) {
        /* "If a creature attacking causes a triggered ability ... to
         * trigger" (a rule's event, CR 603.2d): once for each attacker */
        LLVMValueRef k = cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKS));
        r = cg_all(u, k, event_object(u, FIELD(object), subject));
    } else if ((e == IR_EV_DEALS_DAMAGE || e == IR_EV_DEALS_COMBAT_DAMAGE || e == IR_EV_DEALS_NONCOMBAT_DAMAGE)
               && subject && (subject->kind == N_SELF || subject->kind == N_PRONOUN || subject->kind == N_OBJECT
                              || cg_is_linked(u, subject)
                              || (subject->kind == N_LIST && ir_list_of(subject) == IR_LIST_OR))
               && (!ev->b || ir_damage_at_least(ev)) && (!m || (!m->next && ir_prep_of(m) == IR_PREP_TO))) {
        /* "Whenever Test deals damage (to a player / an opponent / a
         * creature)", "Whenever equipped creature deals combat damage to a
         * player", "Whenever one or more creatures you control deal combat
         * damage to a player" (once for each player: trigger_batch);
         * "Until end of turn, whenever target creature deals damage": the
         * target the delayed ability is linked to (CR 603.7c) */
        bool several = ir_one_or_more(subject);
        if (several && !m)
            cg_unsupported(u, subject, "this trigger event");
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_DAMAGE)),
                   several ? cg_object_test(u, FIELD(source), subject) : event_object(u, FIELD(source), subject));
        r = spell_source(u, r, FIELD(source), subject);
        if (e == IR_EV_DEALS_COMBAT_DAMAGE) {
            r = cg_all(u, r, cg_combat_damage(u, evp));
        } else if (e == IR_EV_DEALS_NONCOMBAT_DAMAGE) {
            r = cg_all(u, r, LLVMBuildNot(u->b, cg_combat_damage(u, evp), ""));
        }
        /* "to one or more creatures": any one of them, once for the damage dealt at once (trigger_batch) */
        if (m)
            r = cg_all(u, r, dealt_to(u, evp, ir_one_or_more(m->a) && !several ? ir_one_of(u->arena, m->a) : m->a));
        if (ev->b)              /* "deals 5 or more damage to a player": in one event (batch none) */
            r = cg_all(u, r, LLVMBuildICmp(u->b, LLVMIntSGE, FIELD(amount), cg_i32(cg, ir_damage_at_least(ev)), ""));
    } else if (e < 0 && ev && ev->kind == N_ACTION && *meaning_words(ev)) {
        /* an event no reading knows, named by its verb: "a creature you
         * control mutates", "you activate a ninjutsu ability" */
        cg_unsupported(u, ev, arena_printf(u->arena, "this trigger event, of the verb '%s',", meaning_words(ev)));
    } else {
        cg_unsupported(u, ev, "this trigger event");
    }
    if (first_time && r)    /* of an event the card IR does not say */
        return cg_unsupported(u, ev, "this trigger event"), NULL;
#undef FIELD
    return u->failed ? NULL : cg_all(u, r, during);
}

/* bool match(game, self, event) of the event EV (its alternatives): a
 * trigger's (TRIGGER), CHAIN the card IR's events of it or NULL, or a
 * replacement effect's. */
static LLVMValueRef match_fn(unit *u, const node *ev, bool trigger, const ir_trigger *chain)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef r;
    const node *alts = ir_event_alternatives(ev);
    bool look_back = u->look_back;
    u->look_back = true;
    if (alts) {
        r = cg_i1(cg, false);
        for (const node *i = alts; i && r; i = i->next) {
            if (ir_alt_covered(alts, i))
                continue;       /* "cycle or discard a card": the discard (CR 702.29d) */
            LLVMValueRef one = event_test(u, evp, ir_alt_event(i), trigger, chain);
            r = one ? LLVMBuildOr(u->b, r, one, "") : NULL;
        }
    } else {
        r = event_test(u, evp, ev, trigger, chain);
    }
    u->look_back = look_back;
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_trigger_match_fn(unit *u, const node *trigger, const ir_trigger *t)
{
    if (!trigger->a)
        return cg_unsupported(u, trigger, "this trigger event"), NULL;
    if (!ir_state_trigger_of(trigger->a))
        return match_fn(u, trigger->a, true, t);
    /* "When you control no Islands": the state, asked as state-based
     * actions are checked (CR 603.8, CARDRT_BATCH_STATE) */
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef kind = cg_ev_field(u, LLVMGetParam(u->fn, 2), offsetof(cardrt_event, kind), "kind");
    LLVMValueRef r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_STATE)), cg_condition(u, trigger->a));
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_event_match_fn(unit *u, const node *ev)
{
    return match_fn(u, ev, false, NULL);
}

/* Is the recipient of the damage event at EVP what TO names: a player
 * ("you"), an object or set ("~", "enchanted creature", "creatures you
 * control"), or one of a list of them ("you and creatures you control")? */
static LLVMValueRef damage_recipient(unit *u, LLVMValueRef evp, const node *to)
{
    if (to->kind == N_LIST && (ir_list_of(to) == IR_LIST_AND || ir_list_of(to) == IR_LIST_OR)) {
        LLVMValueRef r = cg_i1(u->cg, false);
        for (const node *i = to->a; i && r; i = i->next) {
            LLVMValueRef one = damage_recipient(u, evp, i);
            r = one ? LLVMBuildOr(u->b, r, one, "") : NULL;
        }
        return r;
    }
    LLVMValueRef tid, tkind = cg_ev_target(u, evp, &tid);
    bool players = cg_names_players(to);
    return cg_all(u, cg_eq(u, tkind, cg_i32(u->cg, players ? CARDRT_REF_PLAYER : CARDRT_REF_OBJECT)),
                  players ? event_player(u, tid, to) : event_object(u, tid, to));
}

LLVMValueRef cg_damage_match_fn(unit *u, const ir_prevention *pv)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef r = cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind"), cg_i32(cg, CARDRT_EV_DAMAGE));
    if (pv->kind == IR_DAMAGE_COMBAT)
        r = cg_all(u, r, cg_combat_damage(u, evp));
    else if (pv->kind == IR_DAMAGE_NONCOMBAT)
        r = cg_all(u, r, LLVMBuildNot(u->b, cg_combat_damage(u, evp), ""));
    LLVMValueRef source = cg_ev_field(u, evp, offsetof(cardrt_event, source), "source");
    LLVMValueRef from = pv->from ? spell_source(u, event_object(u, source, pv->from), source, pv->from) : NULL;
    LLVMValueRef to = pv->to && !u->failed ? damage_recipient(u, evp, pv->to) : NULL;
    if (pv->both)                   /* "dealt to and dealt by X": either side */
        r = cg_all(u, r, from && to ? LLVMBuildOr(u->b, from, to, "") : NULL);
    else if (pv->from && pv->to)
        r = cg_all(u, r, cg_all(u, from, to));
    else
        r = cg_all(u, r, pv->from ? from : to);
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_block_match_fn(unit *u, const node *blocker, const node *attacker, bool except)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef r = cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind"), cg_i32(cg, CARDRT_EV_BLOCKS));
    LLVMValueRef a = !attacker ? cg_i1(cg, true)   /* the rule's objects say which */
                   : event_object(u, cg_ev_field(u, evp, offsetof(cardrt_event, source), "source"), attacker);
    LLVMValueRef b = !a ? NULL : !blocker ? cg_i1(cg, true)     /* the rule's objects say which */
                   : event_object(u, cg_ev_field(u, evp, offsetof(cardrt_event, object), "object"), blocker);
    if (b && except)
        b = LLVMBuildNot(u->b, b, "");
    r = cg_all(u, r, cg_all(u, a, b));
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_attack_match_fn(unit *u, const node *cond, bool unless)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef r = cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind"), cg_i32(cg, CARDRT_EV_ATTACKS));
    r = cg_all(u, r, cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, object), "object"), cg_src(u)));
    LLVMValueRef c = cg_condition(u, cond);
    r = cg_all(u, r, c && unless ? LLVMBuildNot(u->b, c, "") : c);
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_attack_at_match_fn(unit *u, const node *attacker, const node *attacked)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef r = cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind"), cg_i32(cg, CARDRT_EV_ATTACKS));
    r = cg_all(u, r, event_object(u, cg_ev_field(u, evp, offsetof(cardrt_event, object), "object"), attacker));
    /* what it attacks is the event's target, as a damage event's recipient */
    r = r && !u->failed ? cg_all(u, r, damage_recipient(u, evp, attacked)) : NULL;
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_attack_limit_match_fn(unit *u, int most)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef r = cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind"), cg_i32(cg, CARDRT_EV_ATTACKS));
    r = cg_all(u, r, LLVMBuildICmp(u->b, LLVMIntSGT, cg_ev_field(u, evp, offsetof(cardrt_event, amount), "amount"),
                                   cg_i32(cg, most), ""));
    return cg_end_fn(u, r, &save);
}

LLVMValueRef cg_untap_match_fn(unit *u, const node *permanent)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef r = cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind"), cg_i32(cg, CARDRT_EV_UNTAPPED));
    r = cg_all(u, r, event_object(u, cg_ev_field(u, evp, offsetof(cardrt_event, object), "object"), permanent));
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_alone_match_fn(unit *u, const node *who)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef kind = cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind");
    LLVMValueRef r = LLVMBuildOr(u->b, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKS)),
                                 cg_eq(u, kind, cg_i32(cg, CARDRT_EV_BLOCKS)), "");
    r = cg_all(u, r, cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, amount), "amount"), cg_i32(cg, 1)));
    r = cg_all(u, r, event_object(u, cg_ev_field(u, evp, offsetof(cardrt_event, object), "object"), who));
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_play_match_fn(unit *u, const node *const *plays, unsigned n)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef kind = cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind");
    LLVMValueRef obj = cg_ev_field(u, evp, offsetof(cardrt_event, object), "object");
    LLVMValueRef r = cg_i1(cg, false);
    for (unsigned i = 0; i < n && r; i++) {
        int k = ir_verb_of(plays[i]) == IR_VERB_PLAY ? CARDRT_EV_PLAY_LAND : CARDRT_EV_CAST;
        LLVMValueRef what = is_self(plays[i]->b) ? cg_eq(u, obj, cg_src(u))     /* "You may cast ~ as though ..." */
                                                 : cg_object_test(u, obj, plays[i]->b);
        LLVMValueRef one = cg_all(u, cg_eq(u, kind, cg_i32(cg, k)), what);
        r = one ? LLVMBuildOr(u->b, r, one, "") : NULL;
    }
    if (ir_any_player_of(plays[0]->a) != IR_WHO_ANY)   /* "Any player may cast ...": whoever casts it */
        r = cg_all(u, r, cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, player), "player"), cg_you(u)));
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_targeting_match_fn(unit *u, const node *by)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef r = cg_all(u,
                            cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind"),
                                  cg_i32(cg, CARDRT_EV_TARGETED)),
                            targeted_by(u, evp, by, true));
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_targeting_from_match_fn(unit *u, const node *sources, bool spells)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef r = cg_all(u,
                            cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind"),
                                  cg_i32(cg, CARDRT_EV_TARGETED)),
                            cg_object_test(u, cg_ev_field(u, evp, offsetof(cardrt_event, source), "source"), sources));
    if (!spells && r) {         /* an ability's event has its text; a spell's has none */
        LLVMValueRef p = LLVMBuildGEP2(u->b, cg->i8, evp,
                                       (LLVMValueRef[]){ cg_i32(cg, offsetof(cardrt_event, text)) }, 1, "");
        LLVMValueRef text = LLVMBuildLoad2(u->b, cg->ptr, p, "text");
        r = cg_all(u, r, LLVMBuildICmp(u->b, LLVMIntNE, text, LLVMConstNull(cg->ptr), ""));
    }
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_protection_match_fn(unit *u, const node *from)
{
    codegen *cg = u->cg;
    const ir_filter *qualities = cg_ir_filter(u, from);    /* lowering's (lower_protection) */
    if (!qualities)
        return cg_unsupported(u, from, "this protection"), NULL;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef source = cg_ev_field(u, evp, offsetof(cardrt_event, source), "source");
    LLVMValueRef r = cg_all(u,
                            cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind"),
                                  cg_i32(cg, CARDRT_EV_TARGETED)),
                            cg_ir_object_test(u, source, qualities));
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_cast_match_fn(unit *u, const node *spells)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef r = cg_all(u, cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind"), cg_i32(cg, CARDRT_EV_CAST)),
                            cg_object_test(u, cg_ev_field(u, evp, offsetof(cardrt_event, object), "object"), spells));
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

/* How damage dealt at once (one event: a combat damage step, CR 510.2)
 * triggers the ability (CR 603.2c): "Test deals combat damage" once for Test,
 * "one or more creatures you control deal combat damage to a player" once
 * for each player, "Test is dealt damage" once for Test; "a creature deals
 * combat damage to a player" once for each creature and player, as each
 * event does.  A state-triggered ability is asked of the game's state
 * (CR 603.8). */
int cg_trigger_batch(arena *a, const node *trigger)
{
    const node *ev = trigger ? trigger->a : NULL, *holds;
    const node *unwhiled = meaning_event_while(a, ev, &holds);
    if (unwhiled)
        ev = unwhiled;          /* "... while you're the monarch": asked as it happens */
    if (ir_state_trigger_of(ev))
        return CARDRT_BATCH_STATE;
    node dealt;
    if (ir_damage_dealt_to(ev, &dealt))
        ev = &dealt;            /* once for the damage dealt at once to it (CR 510.2) */
    if (!ev || ir_event_alternatives(ev) || ev->kind != N_ACTION || !ev->a)
        return CARDRT_BATCH_NONE;
    int e = event_kind(ev);
    if (cards_at_once(ev) || meaning_dice_rolled_event(ev))
        return CARDRT_BATCH_AT_ONCE;    /* "one or more cards leave your graveyard", "... roll one or more dice" */
    const char *counter;
    bool removed, each;
    if (ir_counters_event_of(ev, &counter, &removed, &each) && each)
        return CARDRT_BATCH_EACH;       /* "a +1/+1 counter is put on ~": once for each */
    if (e == IR_EV_DEALT_DAMAGE || e == IR_EV_DEALT_COMBAT_DAMAGE || e == IR_EV_DEALT_NONCOMBAT_DAMAGE)
        return ir_damage_at_least(ev) ? CARDRT_BATCH_NONE : CARDRT_BATCH_TARGET;   /* "by a single source" */
    if (e != IR_EV_DEALS_DAMAGE && e != IR_EV_DEALS_COMBAT_DAMAGE && e != IR_EV_DEALS_NONCOMBAT_DAMAGE)
        return CARDRT_BATCH_NONE;
    if (ir_one_or_more(ev->a))
        return CARDRT_BATCH_TARGET;
    const node *to = ev->c ? ev->c->a : NULL;   /* "deals damage to one or more creatures": once for it */
    return !ev->c || (to && !to->next && ir_prep_of(to) == IR_PREP_TO && ir_one_or_more(to->a) && !ev->b)
           ? CARDRT_BATCH_SOURCE : CARDRT_BATCH_NONE;
}

/* The part of the event (one alternative, EV) that N is: CARDRT_EVENT_*, or -1. */
static int clause_role(const node *ev, const node *n)
{
    if (ev->kind == N_STEP)
        return n == ev->a ? CARDRT_EVENT_PLAYER : -1;
    if (ir_state_trigger_of(ev))
        return -1;              /* a state has no parts: "When a player has no cards in hand" */
    node discard;
    const node *cause;
    if (ir_caused_discard(ev, &discard, &cause)) {
        if (ir_within(cause, n))
            return -1;          /* "that player": who controlled it, not linked yet */
        ev = &discard;
    }
    const node *attack = ir_unblocked_attack(ev);
    if (attack)
        ev = attack;
    node dealt;
    if (ir_damage_dealt_to(ev, &dealt))
        ev = &dealt;            /* "combat damage is dealt to you": you, its target */
    if (ev->kind != N_ACTION)
        return -1;
    const node *what = ev->b, *by = blocked_by(ev);
    int e = event_kind(ev);
    /* "that player" for "an opponent" of "a spell or ability an opponent
     * controls" it became the target of: the spell's or ability's
     * controller, the event's player */
    const node *targeting = ir_becomes_target_of(ev);
    ir_targeting tg;
    if (targeting && ir_targeted_by(targeting, false, &tg))
        for (const node *q = tg.controllers; q; q = q->next)
            if (n == q->a)
                return CARDRT_EVENT_PLAYER;
    if (e == IR_EV_COUNTERS_SPELL)
        return -1;              /* "that spell": not linked yet */
    const char *kind_put;
    const node *putter, *put_on = ir_counters_put_by(ev, &kind_put, &putter);
    if (put_on)                 /* "that creature": the one they are put on */
        return n == put_on ? CARDRT_EVENT_OBJECT : -1;
    if (e == IR_EV_ACTIVATE) {          /* the player, the permanent whose ability it is */
        const node *of;
        bool not_mana, loyalty;
        ir_activated_ability(ev, &of, &not_mana, &loyalty, NULL);
        return n == ev->a ? CARDRT_EVENT_PLAYER : n == of ? CARDRT_EVENT_OBJECT : -1;
    }
    if (e == IR_EV_TAPPED_FOR_MANA) {   /* the player who tapped it, the permanent */
        const node *player, *permanent = ir_tapped_for_mana(ev, &player);
        return n == permanent ? CARDRT_EVENT_OBJECT : n == player ? CARDRT_EVENT_PLAYER : -1;
    }
    bool deals = e == IR_EV_DEALS_DAMAGE || e == IR_EV_DEALS_COMBAT_DAMAGE || e == IR_EV_DEALS_NONCOMBAT_DAMAGE;
    bool in_subject = n == ev->a;
    for (const node *i = ev->a && ev->a->kind == N_LIST ? ev->a->a : NULL; i; i = i->next)
        in_subject |= n == i;   /* "Test or another Dragon" */
    if (in_subject && (cards_at_once(ev) || (e == IR_EV_ATTACKS && ir_one_or_more(n))))
        return -1;              /* several at once: not one object ("one or more creatures attack you") */
    if (in_subject) {
        if (deals || by)
            return CARDRT_EVENT_SOURCE;
        if (e == IR_EV_BECOMES && what && what->kind == N_OBJECT)
            return CARDRT_EVENT_TARGET;     /* "becomes the target of" */
        if (player_verb(ev) >= 0 || e == IR_EV_GAIN_LIFE || e == IR_EV_LOSE_LIFE || e == IR_EV_SCRY
            || e == IR_EV_BECOMES_MONARCH || e == IR_EV_WINS_FLIP || e == IR_EV_LOSES_FLIP || e == IR_EV_LOSES_GAME
            || e == IR_EV_SURVEIL || e == IR_EV_SHUFFLE)
            return CARDRT_EVENT_PLAYER;
        if ((e == IR_EV_DEALT_DAMAGE || e == IR_EV_DEALT_COMBAT_DAMAGE || e == IR_EV_DEALT_NONCOMBAT_DAMAGE)
            && cg_names_players(n))
            return CARDRT_EVENT_TARGET;     /* "a player is dealt damage" */
        return CARDRT_EVENT_OBJECT;
    }
    if (n == what) {
        if (e == IR_EV_BLOCKS || e == IR_EV_CREWS || (e == IR_EV_BECOMES && ir_det_of(what) == IR_DET_THE_TARGET_OF))
            return CARDRT_EVENT_SOURCE;     /* the attacker; the Vehicle; "that spell" */
        if (player_verb(ev) >= 0 || e == IR_EV_EXPLOITS)
            return CARDRT_EVENT_OBJECT;     /* "that creature": the one sacrificed */
        if (e == IR_EV_ATTACKS && (n->kind == N_PLAYER || cg_names_players(one_player(n))))
            return CARDRT_EVENT_TARGET;
        return -1;
    }
    if (n == by || (n && n == ir_event_nth_object(ev)))
        return CARDRT_EVENT_OBJECT;     /* the blocker; "that spell" of "your first instant spell" */
    ir_moved moved;
    if (e == IR_EV_MOVED && ir_moved_of(ev, &moved) && n == moved.whose)
        return CG_EVENT_OWNER;      /* "a player" of "a player's hand" */
    const node *m = ev->c ? ev->c->a : NULL;
    if (m && n == m->a && ir_prep_of(m) == IR_PREP_UNDER_CONTROL_OF && e == IR_EV_ENTERS)
        return CG_EVENT_CONTROLLER;
    if (m && n == m->a && ir_prep_of(m) == IR_PREP_TO && deals && ir_one_or_more(n))
        return -1;                      /* "those creatures": several, not the first's */
    if (m && n == m->a && ((ir_prep_of(m) == IR_PREP_TO && deals) || e == IR_EV_ATTACHED || e == IR_EV_UNATTACHED))
        return CARDRT_EVENT_TARGET;     /* what it is dealt to, attached to or unattached from */
    const node *of = what && what->kind == N_OBJECT && ir_det_of(what) == IR_DET_THE_TARGET_OF && what->b
                     ? what->b->a : NULL;
    if (of && n == of->a)
        return CARDRT_EVENT_SOURCE;     /* the spell, or the ability's source */
    /* "that player" for "an opponent" of "a creature an opponent controls
     * dies": the controller of the event's object, as it last was (CR
     * 603.10a); of "a source an opponent controls deals damage": the
     * damage event's player, the source's controller */
    if (ev->a && n == ir_controlled_by_of(ev->a)) {
        int subject = clause_role(ev, ev->a);
        return subject == CARDRT_EVENT_OBJECT ? CG_EVENT_CONTROLLER
             : subject == CARDRT_EVENT_SOURCE && deals ? CARDRT_EVENT_PLAYER : -1;
    }
    /* "that player" for "an opponent" of "is put into an opponent's graveyard": its owner */
    const node *whose;
    int from_zone;
    if (e == IR_EV_PUT && !what && put_into_graveyard(ev, &whose, &from_zone) && n == whose)
        return CG_EVENT_OWNER;
    return -1;
}

int cg_event_role(const node *ev, const node *n)
{
    const node *alts = ir_event_alternatives(ev);
    if (!alts)
        return ev ? clause_role(ev, n) : -1;
    int role = -1;
    for (const node *i = alts; i; i = i->next) {
        int r = clause_role(ir_alt_event(i), n);
        if (r < 0)
            return -1;          /* it means nothing when the other one happens */
        if (role < 0 || role == r)
            role = r;
        else if ((role == CARDRT_EVENT_OBJECT || role == CARDRT_EVENT_OTHER) && r == CARDRT_EVENT_SOURCE)
            role = CARDRT_EVENT_OTHER;
        else if ((role == CARDRT_EVENT_SOURCE || role == CARDRT_EVENT_OTHER) && r == CARDRT_EVENT_OBJECT)
            role = CARDRT_EVENT_OTHER;
        else
            return -1;
    }
    return role;
}

/* Where the card must be for its ability to trigger (cardrt_trigger_def's
 * zones): "When you cycle Test", "When Test is put into your graveyard
 * from your library (from anywhere)" in the graveyard, where it is by then;
 * "When you discard Test" in the graveyard or, with madness, exile;
 * "When you cast this spell" on the stack; else the battlefield (0), where
 * a card that dies looks back from the graveyard.  Alternatives must agree
 * ("When you cycle Test or it dies": the graveyard).  An event about
 * neither the card nor what it is attached to leaves the zone to the
 * ability's text (CR 113.6 of the current rules): "Whenever you cast a
 * multicolored spell, you may return ~ from your graveyard to your hand",
 * "At the beginning of your upkeep, if ~ is in your graveyard, ...". */
bool cg_trigger_zones(unit *u, const ability *ab, unsigned *zones)
{
    const node *ev = ab->ast->a ? ab->ast->a->a : NULL;
    const node *alts = ir_event_alternatives(ev);
    bool any_dies = false, any_other = false, about_self = false;
    *zones = 0;
    for (const node *alt = alts ? alts : ev; alt; alt = alts ? alt->next : NULL) {
        const node *i = ir_alt_event(alt), *cause;
        node discard;
        if (ir_caused_discard(i, &discard, &cause))
            i = &discard;       /* where the discarded card goes */
        for (int k = 0; k < 2 && i->kind == N_ACTION; k++) {
            const node *w = k ? i->b : i->a;
            about_self |= is_self(w) || ir_pronoun_of(w) != IR_PRON_OTHER;
        }
        bool of_self = i->kind == N_ACTION && i->b && i->b->kind == N_SELF;
        const node *whose;
        int from = CARDRT_BATTLEFIELD;
        int e = event_kind(i);
        bool put_self = e == IR_EV_PUT && is_self(i->a) && !i->b
                        && into_graveyard(i->c, &whose, &from);
        /* "When ~ is put into your hand from your graveyard", "... into
         * exile from your graveyard": where it is now, as the event is seen
         * (as "is put into your graveyard from anywhere" does) */
        ir_moved mv;
        bool moved_self = e == IR_EV_MOVED && is_self(i->a) && ir_moved_of(i, &mv)
                          && (mv.from == IR_ZONE_GRAVEYARD || mv.from == IR_ZONE_HAND || mv.from == IR_ZONE_LIBRARY);
        /* "When you discard ~": where a discarded card goes, its graveyard
         * or, with madness, exile (CR 702.35a) */
        const char *kind;
        bool exiled = false, last = ir_last_counter_removed(i, &kind, &exiled) != NULL;
        about_self |= last;     /* "the last time counter is removed from ~ while it's exiled": in exile */
        unsigned z = last && exiled ? CARDRT_IN(CARDRT_EXILE)
                   : e == IR_EV_DISCARD && is_self(i->b) ? CARDRT_IN(CARDRT_GRAVEYARD) | CARDRT_IN(CARDRT_EXILE)
                   : of_self && e == IR_EV_CYCLE ? CARDRT_IN(CARDRT_GRAVEYARD)
                   : of_self && e == IR_EV_CAST ? CARDRT_IN(CARDRT_STACK)
                   : put_self && from != CARDRT_BATTLEFIELD ? CARDRT_IN(CARDRT_GRAVEYARD)
                   : moved_self ? CARDRT_IN(cg_rt_zone(mv.to)) : 0;
        bool dies = e == IR_EV_DIES && is_self(i->a);
        if (z && *zones && z != *zones)
            return cg_unsupported(u, ev, "this trigger event");
        *zones |= z;
        any_dies |= dies;
        any_other |= !z && !dies;
    }
    if (*zones && (any_other || (any_dies && *zones != CARDRT_IN(CARDRT_GRAVEYARD))))
        return cg_unsupported(u, ev, "this trigger event");
    if (*zones || about_self)
        return true;
    return cg_ability_zones(u, ab, cg_ir_trigger_of(u, ab), zones);     /* as its text says (`works_in`) */
}

/* A Saga's chapter ability of the chapter numbers CHAPTERS (bit N for N):
 * lore counters put on its Saga trigger it when their number goes from
 * less than N to N or more (CR 714.2b of the current rules). */
LLVMValueRef cg_chapter_match_fn(unit *u, unsigned chapters)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef tid, tkind = cg_ev_target(u, evp, &tid);
    LLVMValueRef r = cg_all(u,
                            cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind"),
                                  cg_i32(cg, CARDRT_EV_COUNTERS)),
                            cg_all(u, cg_eq(u, tkind, cg_i32(cg, CARDRT_REF_OBJECT)), cg_eq(u, tid, cg_src(u))));
    LLVMValueRef lore = cg_cstring(u, "lore");
    LLVMValueRef added = cg_call(u, "cardrt_event_counters", cg->i32, (LLVMValueRef[]){ evp, lore }, 2);
    LLVMValueRef after = cg_call(u, "cardrt_counter_count", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u), lore }, 3);
    LLVMValueRef before = LLVMBuildSub(u->b, after, added, "before");
    LLVMValueRef any = cg_i1(cg, false);
    for (unsigned n = 1; n < 32; n++)
        if (chapters & (1u << n)) {
            LLVMValueRef crossed = cg_all(u, LLVMBuildICmp(u->b, LLVMIntSLT, before, cg_i32(cg, n), ""),
                                          LLVMBuildICmp(u->b, LLVMIntSGE, after, cg_i32(cg, n), ""));
            any = LLVMBuildOr(u->b, any, crossed, "");
        }
    r = cg_all(u, r, cg_all(u, LLVMBuildICmp(u->b, LLVMIntSGT, added, cg_i32(cg, 0), ""), any));
    return cg_end_fn(u, r, &save);
}

/* The match function of an exert ability's linked triggered ability: its
 * own object is exerted (CARDRT_EV_EXERTED, cg_exerted_def). */
LLVMValueRef cg_exerted_match_fn(unit *u)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.exerted", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef r = cg_all(u,
                            cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind"),
                                  cg_i32(cg, CARDRT_EV_EXERTED)),
                            cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, object), "object"), cg_src(u)));
    return cg_end_fn(u, r, &save);
}

/* The match function of a delayed triggered ability WHEN (CG_WHEN_*,
 * cg_delayed_def). */
LLVMValueRef cg_delayed_match_fn(unit *u, int when)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.later", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef kind = cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind"), r;
    if (when == CG_WHEN_SOURCE_LEAVES)      /* the source leaves the battlefield */
        r = cg_all(u, cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE)),
                             cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, object), "object"), cg_src(u))),
                   cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, from), "from"), cg_i32(cg, CARDRT_BATTLEFIELD)));
    else                                    /* a step begins */
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_STEP)),
                   cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, step), "step"), cg_i32(cg, when & ~CG_WHEN_YOURS)));
    if (when != CG_WHEN_SOURCE_LEAVES && (when & CG_WHEN_YOURS))     /* in its controller's turn */
        r = cg_all(u, r, cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, player), "player"),
                               cg_call(u, "cardrt_trigger_controller", cg->i32, (LLVMValueRef[]){ cg_game(u) }, 1)));
    return cg_end_fn(u, r, &save);
}
