/* cg_irevent.c — trigger events compiled from the card IR (cg.h): the
 * match function's test of an event family from its ir_trigger (docs/ir.md,
 * `trigger`: the event, its parts' selections, zones and controllers), not
 * from the words of the trigger condition.  cg_event.c dispatches to it and
 * still reads the families not moved yet from their words. */
#include "cg.h"
#include "cg_filter_int.h"
#include "cg_fx.h"

LLVMValueRef cg_ir_event_object(unit *u, LLVMValueRef obj, const ir_sel *s)
{
    codegen *cg = u->cg;
    switch (s->kind) {
    case IR_SEL_DELAYED_LINK:       /* "When that creature (target creature) dies this turn" (CR 603.7c) */
        return cg_call(u, "cardrt_trigger_linked", cg->i1, (LLVMValueRef[]){ cg_game(u), obj }, 2);
    case IR_SEL_SELF:               /* "When you cycle Test or it dies" */
        return cg_eq(u, obj, cg_src(u));
    case IR_SEL_COMMANDER: {        /* "Whenever your commander attacks": a commander you own (CR 903.3) */
        LLVMValueRef a[] = { cg_game(u), obj };
        LLVMValueRef is = cg_call(u, "cardrt_is_commander", cg->i1, a, 2);
        return cg_all(u, is, cg_eq(u, cg_call(u, "cardrt_owner", cg->i32, a, 2), cg_you(u)));
    }
    case IR_SEL_AND: {              /* "Test or another Ally": either */
        LLVMValueRef r = cg_i1(cg, false);
        for (unsigned i = 0; i < s->nparts && r; i++) {
            LLVMValueRef one = cg_ir_event_object(u, obj, s->parts[i]);
            r = one ? LLVMBuildOr(u->b, r, one, "") : NULL;
        }
        return r;
    }
    case IR_SEL_ATTACHED: {         /* what this Aura or Equipment is on, or was on until it left (CR 603.10a) */
        LLVMValueRef a[] = { cg_game(u), cg_src(u), obj };
        return cg_call(u, "cardrt_was_attached_to", cg->i1, a, 3);
    }
    case IR_SEL_ALL:                /* "a creature you control", "another creature" */
        return cg_ir_object_test(u, obj, s->filter);
    default:
        return cg_unsupported_at(u, s->range, "this trigger event"), NULL;
    }
}

LLVMValueRef cg_zone_change_test(unit *u, LLVMValueRef evp, LLVMValueRef kind, LLVMValueRef obj, bool enters,
                                 bool dies, int from, bool from_yours)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef r = cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE));
    if (enters)
        r = cg_all(u, r, cg_eq(u, FIELD(to), cg_i32(cg, CARDRT_BATTLEFIELD)));
    if (from >= 0)
        r = cg_all(u, r, cg_eq(u, FIELD(from), cg_i32(cg, from)));
    if (from >= 0 && from_yours) {                  /* "from your graveyard": a card you own */
        LLVMValueRef a[] = { cg_game(u), obj };
        r = cg_all(u, r, cg_eq(u, cg_call(u, "cardrt_owner", cg->i32, a, 2), cg_you(u)));
    }
    if (!enters)
        r = cg_all(u, r, cg_eq(u, FIELD(from), cg_i32(cg, CARDRT_BATTLEFIELD)));
    if (dies) {
        r = cg_all(u, r, cg_eq(u, FIELD(to), cg_i32(cg, CARDRT_GRAVEYARD)));
        LLVMValueRef types = LLVMBuildAnd(u->b, FIELD(types_before), cg_i32(cg, CARDRT_CREATURE), "");
        r = cg_all(u, r, LLVMBuildICmp(u->b, LLVMIntNE, types, cg_i32(cg, 0), ""));
    } else if (!enters) {
        r = cg_all(u, r, LLVMBuildICmp(u->b, LLVMIntNE, FIELD(to), cg_i32(cg, CARDRT_BATTLEFIELD), ""));
    }
#undef FIELD
    return r;
}

/* The object of a zone change the card IR's event T (enters, dies, leaves,
 * enters or leaves the battlefield) says, at the event EVP of kind KIND;
 * OBJ its object.  "enters the battlefield untapped" is asked of it there,
 * into *DURING; "from your graveyard" of its owner; "under an opponent's
 * control" of its controller once there. */
static LLVMValueRef zone_change(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t,
                                LLVMValueRef *during)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef r;
    if (t->event == IR_EV_ENTERS_OR_LEAVES) {   /* "When Test enters or leaves the battlefield" */
        LLVMValueRef to_bf = cg_eq(u, FIELD(to), cg_i32(cg, CARDRT_BATTLEFIELD));
        LLVMValueRef from_bf = cg_eq(u, FIELD(from), cg_i32(cg, CARDRT_BATTLEFIELD));
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE)), LLVMBuildXor(u->b, to_bf, from_bf, ""));
        return cg_all(u, r, cg_ir_event_object(u, FIELD(object), t->who));
    }
    bool enters = t->event == IR_EV_ENTERS, dies = t->event == IR_EV_DIES;
    bool from = enters && t->from != IR_ZONE_ANY;   /* "enters the battlefield from a graveyard" */
    LLVMValueRef obj = FIELD(object);
    if (t->untapped) {
        LLVMValueRef a[] = { cg_game(u), obj };
        *during = cg_all(u, *during, LLVMBuildNot(u->b, cg_call(u, "cardrt_is_tapped", cg->i1, a, 2), ""));
    }
    r = cg_zone_change_test(u, evp, kind, obj, enters, dies, from ? cg_rt_zone(t->from) : -1,
                            from && t->into_owner == IR_CTRL_YOU);
    r = cg_all(u, r, cg_ir_event_object(u, obj, t->who));
    if (r && t->under != IR_CTRL_ANY) {     /* "under your (an opponent's) control" */
        LLVMValueRef a[] = { cg_game(u), obj };
        LLVMValueRef c = cg_call(u, "cardrt_controller", cg->i32, a, 2);
        r = cg_all(u, r, t->under == IR_CTRL_YOU ? cg_eq(u, c, cg_you(u)) : cg_controller_is(u, c, t->under));
    }
#undef FIELD
    return r;
}

/* Is player P one the filter F of a trigger event's part describes ("an
 * opponent", "each player's", "another player": not the ability's
 * controller)? */
static LLVMValueRef players_test(unit *u, LLVMValueRef p, const ir_filter *f)
{
    ir_filter plain = *f;
    plain.other = false;
    LLVMValueRef r = cg_ir_player_test(u, p, &plain, NULL, NULL);
    return r && f->other ? cg_all(u, r, LLVMBuildICmp(u->b, LLVMIntNE, p, cg_you(u), "")) : r;
}

/* Is P (an event's player) one the trigger event's part S names: you, an
 * opponent, a player, another player, enchanted player, the chosen player? */
static LLVMValueRef event_player(unit *u, LLVMValueRef p, const ir_sel *s)
{
    codegen *cg = u->cg;
    switch (s->kind) {
    case IR_SEL_YOU:
        return cg_player_is(u, p, IR_WHO_YOU);
    case IR_SEL_DEFENDING:      /* "deals combat damage to defending player" */
        return cg_player_is(u, p, IR_WHO_DEFENDING);
    case IR_SEL_ATTACHED:       /* "Whenever enchanted player casts a spell" */
        return cg_eq(u, p, cg_call(u, "cardrt_enchanted_player", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2));
    case IR_SEL_CHOSEN_PLAYER:  /* "Whenever the chosen player casts a spell": -1 while none is */
        return cg_eq(u, p, cg_call(u, "cardrt_chosen_player", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2));
    case IR_SEL_ALL:
        return players_test(u, p, s->filter);
    default:
        return cg_unsupported_at(u, s->range, "this trigger event"), NULL;
    }
}

/* "Whenever you cast a spell" (the spell T's `what` describes; "this
 * spell"), "... from your graveyard" (`from`, whose zone: `into_owner`;
 * "from anywhere other than your hand": `from_except`), "your second spell
 * each turn" (`nth`), "a spell other than your first spell each turn"
 * (`at_least` 2): this turn's history counts the event already as it
 * triggers. */
static LLVMValueRef cast(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef r;
    if (t->at_least || t->nth) {
        LLVMValueRef p = FIELD(player);
        LLVMValueRef n = cg_history(u, LLVMBuildShl(u->b, cg_i32(cg, 1), p, ""), CARDRT_HIST_SPELLS_CAST, false);
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_CAST)), event_player(u, p, t->who));
        return cg_all(u, r, t->nth ? cg_eq(u, n, cg_i32(cg, t->nth))
                                : LLVMBuildICmp(u->b, LLVMIntSGE, n, cg_i32(cg, t->at_least), ""));
    }
    if (t->from != IR_ZONE_ANY) {
        LLVMValueRef obj = FIELD(object);
        LLVMValueRef from = cg_entry_alloca(u, cg->i32, "cast.from", NULL);
        LLVMValueRef a[] = { cg_game(u), obj, from, LLVMConstNull(cg->ptr), LLVMConstNull(cg->ptr) };
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_CAST)), event_player(u, FIELD(player), t->who));
        r = cg_all(u, r, t->what ? cg_ir_event_object(u, obj, t->what) : cg_i1(cg, true));
        r = cg_all(u, r, cg_call(u, "cardrt_cast_info", cg->i1, a, 5));
        LLVMValueRef o[] = { cg_game(u), obj }, owner = cg_call(u, "cardrt_owner", cg->i32, o, 2);
        LLVMValueRef at = cg_eq(u, LLVMBuildLoad2(u->b, cg->i32, from, ""), cg_i32(cg, cg_rt_zone(t->from)));
        if (t->into_owner == IR_CTRL_YOU)       /* "from your graveyard": a card you own */
            at = cg_all(u, at, cg_eq(u, owner, cg_you(u)));
        else if (t->from == IR_ZONE_HAND)       /* "from their hand": the caster's */
            at = cg_all(u, at, cg_eq(u, owner, FIELD(player)));
        return cg_all(u, r, t->from_except ? LLVMBuildNot(u->b, at, "") : at);
    }
    r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_CAST)), event_player(u, FIELD(player), t->who));
    return t->what ? cg_all(u, r, cg_ir_event_object(u, FIELD(object), t->what)) : r;
#undef FIELD
}

/* Does the trigger event's part S name players ("you", "a player", "an
 * opponent", defending player), not objects? */
static bool names_players(const ir_sel *s)
{
    if (s->kind == IR_SEL_YOU || s->kind == IR_SEL_DEFENDING || s->kind == IR_SEL_CHOSEN_PLAYER)
        return true;
    const ir_alt *one = s->kind == IR_SEL_ALL ? s->filter->any_of : NULL;
    return one && !one->next && one->ntraits == 1 && one->traits[0].kind == IR_TRAIT_PLAYER;
}

/* Is the object or player the damage event at EVP is dealt to (ID, of
 * KIND a CARDRT_REF_*) what S names: "a player", "an opponent", "a
 * creature", ~, "a player or planeswalker" (an alternative of each)? */
static LLVMValueRef recipient(unit *u, LLVMValueRef id, LLVMValueRef kind, const ir_sel *s)
{
    if (s->kind == IR_SEL_ALL && s->filter->any_of && s->filter->any_of->next)
        return cg_ir_ref_test(u, id, kind, s->filter);
    bool players = names_players(s);
    return cg_all(u, cg_eq(u, kind, cg_i32(u->cg, players ? CARDRT_REF_PLAYER : CARDRT_REF_OBJECT)),
                  players ? event_player(u, id, s) : cg_ir_event_object(u, id, s));
}

/* "Whenever ~ deals (combat, noncombat) damage [to a player]", "...
 * one or more creatures you control deal combat damage to a player", "~
 * deals 5 or more damage to a player" (`at_least`, in one event); a
 * spell's damage ("a red spell you control deals damage") from the stack
 * as it resolves (CR 112.1, 608.2); "Whenever ~ is dealt damage",
 * "Whenever you're dealt combat damage". */
static LLVMValueRef damage(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    bool dealt = t->event == IR_EV_DEALT_DAMAGE || t->event == IR_EV_DEALT_COMBAT_DAMAGE
                 || t->event == IR_EV_DEALT_NONCOMBAT_DAMAGE;
    bool combat = t->event == IR_EV_DEALS_COMBAT_DAMAGE || t->event == IR_EV_DEALT_COMBAT_DAMAGE;
    bool noncombat = t->event == IR_EV_DEALS_NONCOMBAT_DAMAGE || t->event == IR_EV_DEALT_NONCOMBAT_DAMAGE;
    LLVMValueRef r;
    if (dealt) {
        LLVMValueRef tid, tkind = cg_ev_target(u, evp, &tid);
        bool players = names_players(t->who);
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_DAMAGE)),
                   players ? event_player(u, tid, t->who) : cg_ir_event_object(u, FIELD(object), t->who));
        r = cg_all(u, r, cg_eq(u, tkind, cg_i32(cg, players ? CARDRT_REF_PLAYER : CARDRT_REF_OBJECT)));
    } else {
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_DAMAGE)), cg_ir_event_object(u, FIELD(source), t->who));
        if (r && t->who->kind == IR_SEL_ALL && t->who->filter->zone == IR_ZONE_STACK) {
            LLVMValueRef z = cg_call(u, "cardrt_zone_of", cg->i32, (LLVMValueRef[]){ cg_game(u), FIELD(source) }, 2);
            r = cg_all(u, r, cg_eq(u, z, cg_i32(cg, CARDRT_STACK)));
        }
    }
    if (combat)
        r = cg_all(u, r, cg_combat_damage(u, evp));
    else if (noncombat)
        r = cg_all(u, r, LLVMBuildNot(u->b, cg_combat_damage(u, evp), ""));
    if (!dealt && t->to) {
        LLVMValueRef tid, tkind = cg_ev_target(u, evp, &tid);
        r = cg_all(u, r, recipient(u, tid, tkind, t->to));
    }
    if (t->at_least)    /* "deals 5 or more damage to a player": in one event (batch none) */
        r = cg_all(u, r, LLVMBuildICmp(u->b, LLVMIntSGE, FIELD(amount), cg_i32(cg, t->at_least), ""));
#undef FIELD
    return r;
}

/* An event of one object or one player, T's `who`: the runtime's kind of
 * it (CARDRT_EV_*), whether it is a player's; -1 for another event. */
static int simple_event(const ir_trigger *t, bool *player)
{
    *player = true;
    switch (t->event) {
    case IR_EV_GAIN_LIFE:           return CARDRT_EV_LIFE_GAINED;
    case IR_EV_LOSE_LIFE:           return CARDRT_EV_LIFE_LOST;
    case IR_EV_SCRY:                return CARDRT_EV_SCRY;      /* not for scry 0 (CR 701.22b) */
    case IR_EV_SURVEIL:             return CARDRT_EV_SURVEIL;
    case IR_EV_SHUFFLE:             return CARDRT_EV_SHUFFLE;
    case IR_EV_LOSES_GAME:          return CARDRT_EV_LOST_GAME;     /* CR 104.3 */
    case IR_EV_WINS_FLIP: case IR_EV_LOSES_FLIP:    return CARDRT_EV_COIN_FLIP;    /* CR 705.2 */
    case IR_EV_BECOMES_MONARCH:     return CARDRT_EV_MONARCH;
    case IR_EV_COMPLETE_DUNGEON:    return CARDRT_EV_DUNGEON_COMPLETED;
    default:
        break;
    }
    *player = false;
    switch (t->event) {
    case IR_EV_TURNED_FACE_UP:      return CARDRT_EV_TURNED_FACE_UP;    /* CR 708.8 */
    case IR_EV_PHASES_IN:           return CARDRT_EV_PHASED_IN;
    case IR_EV_PHASES_OUT:          return CARDRT_EV_PHASED_OUT;        /* seen from before (CR 603.10a) */
    case IR_EV_BECOMES_MONSTROUS:   return CARDRT_EV_MONSTROUS;         /* CR 701.37b */
    case IR_EV_BECOMES_RENOWNED:    return CARDRT_EV_RENOWNED;          /* CR 702.112b */
    case IR_EV_EXPLORES:            return CARDRT_EV_EXPLORED;          /* once it has (CR 701.44) */
    case IR_EV_TAPPED:              return CARDRT_EV_TAPPED;            /* "becomes tapped" */
    case IR_EV_UNTAPPED:            return CARDRT_EV_UNTAPPED;
    case IR_EV_TRANSFORMS:          /* "transforms into ~": the face with this ability is turned up */
        return t->into_self ? CARDRT_EV_TRANSFORMED : -1;
    default:
        return -1;
    }
}

/* "Whenever you gain life (for the first time each turn: `nth`, this
 * turn's history holding only its life)", "Whenever you scry", "Whenever
 * you win a coin flip", "When Test is turned face up", "Whenever Test
 * phases in", "When Test becomes monstrous", "Whenever enchanted land
 * becomes untapped", ... */
static LLVMValueRef simple(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    bool player;
    int k = simple_event(t, &player);
    if (k < 0)
        return cg_unsupported_at(u, t->range, "this trigger event"), NULL;
    LLVMValueRef r = cg_all(u, cg_eq(u, kind, cg_i32(cg, k)),
                            player ? event_player(u, FIELD(player), t->who) : cg_ir_event_object(u, FIELD(object), t->who));
    if (t->event == IR_EV_WINS_FLIP || t->event == IR_EV_LOSES_FLIP)
        r = cg_all(u, r, cg_eq(u, FIELD(amount), cg_i32(cg, t->event == IR_EV_WINS_FLIP)));
    if (t->nth && (t->event == IR_EV_GAIN_LIFE || t->event == IR_EV_LOSE_LIFE)) {
        LLVMValueRef p = LLVMBuildShl(u->b, cg_i32(cg, 1), FIELD(player), "");
        LLVMValueRef n = cg_history(u, p, t->event == IR_EV_GAIN_LIFE ? CARDRT_HIST_LIFE_GAINED
                                                                       : CARDRT_HIST_LIFE_LOST, false);
        r = cg_all(u, r, cg_eq(u, n, FIELD(amount)));
    }
#undef FIELD
    return r;
}

/* Is the player P the one whose step the step trigger T names: yours, each
 * player's or opponent's (each other player's), enchanted player's,
 * enchanted creature's controller's (none while it is attached to
 * nothing), the chosen player's (none while none is)? */
static LLVMValueRef step_player(unit *u, LLVMValueRef p, const ir_trigger *t)
{
    codegen *cg = u->cg;
    const ir_sel *who = t->who;
    LLVMValueRef a[] = { cg_game(u), cg_src(u) };
    switch (who->kind) {
    case IR_SEL_YOU:
        return cg_eq(u, p, cg_call(u, "cardrt_controller", cg->i32, a, 2));
    case IR_SEL_ATTACHED:       /* an Aura on a player */
        return cg_eq(u, p, cg_call(u, "cardrt_enchanted_player", cg->i32, a, 2));
    case IR_SEL_CHOSEN_PLAYER:  /* -1 while none is */
        return cg_eq(u, p, cg_call(u, "cardrt_chosen_player", cg->i32, a, 2));
    case IR_SEL_CONTROLLER:
        if (who->of && who->of->kind == IR_SEL_ATTACHED) {
            LLVMValueRef host = cg_call(u, "cardrt_attached_to", cg->i32, a, 2);
            LLVMValueRef h[] = { cg_game(u), host };
            LLVMValueRef there = LLVMBuildICmp(u->b, LLVMIntNE, host, cg_i32(cg, 0), "");
            return cg_all(u, there, cg_eq(u, p, cg_call(u, "cardrt_controller", cg->i32, h, 2)));
        }
        break;
    case IR_SEL_ALL:            /* "each upkeep", "each opponent's upkeep" */
        return players_test(u, p, who->filter);
    default:
        break;
    }
    return cg_unsupported_at(u, who->range, "this trigger event"), NULL;
}

/* "At the beginning of your upkeep": the step T says begins, of the player it names. */
static LLVMValueRef step_begins(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t)
{
    codegen *cg = u->cg;
    LLVMValueRef r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_STEP)),
                            cg_eq(u, cg_ev_field(u, evp, offsetof(cardrt_event, step), "step"),
                                  cg_i32(cg, (int)cg_step_of(t->step))));
    if (cg_ir_players_who(t->who) == CARDRT_WHO_EACH)
        return r;               /* "each upkeep", "each player's upkeep": anyone's */
    return cg_all(u, r, step_player(u, cg_ev_field(u, evp, offsetof(cardrt_event, player), "player"), t));
}

/* "Whenever Test blocks (a creature with flying)": the blocker, the
 * attacker its `what`; "Whenever Test becomes blocked (by a creature)":
 * the attacker, once for each blocker, its `what`; "Whenever Test attacks
 * or blocks": as it attacks, or once for the block, its first attacker
 * blocked (CR 509.3a). */
static LLVMValueRef blocks(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef r;
    if (t->at_least) {  /* "blocks two or more creatures", "becomes blocked by one or more Orcs" */
        bool blocking = t->event == IR_EV_BLOCKS;
        if (t->who->kind != IR_SEL_SELF || !t->what || t->what->kind != IR_SEL_ALL)
            return cg_unsupported_at(u, t->range, "this trigger event"), NULL;
        LLVMValueRef obj = FIELD(object);
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, blocking ? CARDRT_EV_BLOCKS : CARDRT_EV_BLOCKED)),
                   cg_ir_event_object(u, obj, t->who));
        if (blocking)
            r = cg_all(u, r, cg_eq(u, FIELD(source), cg_call(u, "cardrt_attacker_blocked", cg->i32,
                                                             (LLVMValueRef[]){ cg_game(u), obj }, 2)));
        const ir_filter *f = cg_ir_related(u, t->what->filter, blocking ? IR_QUAL_BLOCKED_BY : IR_QUAL_BLOCKING,
                                           t->who->range);
        LLVMValueRef n = f ? cg_ir_count(u, f) : NULL;
        return cg_all(u, r, n ? LLVMBuildICmp(u->b, LLVMIntSGE, n, cg_i32(cg, t->at_least), "") : NULL);
    }
    if (t->what && t->event == IR_EV_BLOCKS) {
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_BLOCKS)), cg_ir_event_object(u, FIELD(object), t->who));
        return cg_all(u, r, cg_ir_event_object(u, FIELD(source), t->what));
    }
    if (t->what) {      /* becomes blocked by it */
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_BLOCKS)), cg_ir_event_object(u, FIELD(source), t->who));
        return cg_all(u, r, cg_ir_event_object(u, FIELD(object), t->what));
    }
    bool attacks = t->event == IR_EV_ATTACKS_OR_BLOCKS;
    LLVMValueRef k = attacks ? cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKS)) : cg_i1(cg, false);
    if (t->event != IR_EV_BLOCKED) {
        LLVMValueRef first = cg_call(u, "cardrt_attacker_blocked", cg->i32,
                                     (LLVMValueRef[]){ cg_game(u), FIELD(object) }, 2);
        k = LLVMBuildOr(u->b, k, cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_BLOCKS)),
                                        cg_eq(u, FIELD(source), first)), "");
    } else {
        k = cg_eq(u, kind, cg_i32(cg, CARDRT_EV_BLOCKED));
    }
    return cg_all(u, k, cg_ir_event_object(u, FIELD(object), t->who));
#undef FIELD
}

/* Is F "creatures" alone, perhaps "you control", "your opponents
 * control" (controller YOU, OPPONENT)? */
static bool plain_creatures(const ir_filter *f)
{
    const ir_alt *a = f->any_of;
    return ir_filter_only_traits(f) && !f->other && a && !a->next && a->ntraits == 1
           && a->traits[0].kind == IR_TRAIT_TYPE && !a->traits[0].negated && ir_card_type_of(a->traits[0].word) == IR_TYPE_CREATURE
           && (f->controller == IR_CTRL_ANY || f->controller == IR_CTRL_YOU || f->controller == IR_CTRL_OPPONENT);
}

/* Are at least N of the objects F describes attacking now? */
static LLVMValueRef attacking_at_least(unit *u, const ir_filter *f, int n, src_range at)
{
    const ir_filter *attacking = cg_ir_related(u, f, IR_QUAL_ATTACKING, at);
    LLVMValueRef count = attacking ? cg_ir_count(u, attacking) : NULL;
    return count ? LLVMBuildICmp(u->b, LLVMIntSGE, count, cg_i32(u->cg, n), "") : NULL;
}

/* Is the attack event T one of several attackers at once, or of what
 * they attack beyond one player (`declared`), not one attacker's own? */
static bool at_once(const ir_trigger *t)
{
    return t->one_or_more || t->with || t->at_least || names_players(t->who) || (t->to && t->to->kind == IR_SEL_AND);
}

/* Once for the declaration of attackers (CARDRT_EV_ATTACKED, its amount the
 * number declared, its player the attacking player, CR 508.1): "Whenever
 * you attack" (`who` players), "... with three or more creatures" (`with`
 * plain creatures: that many declared), "... with one or more Zombies"
 * (`with`: that many of them attacking); "Whenever one or more creatures
 * you control attack" (`one_or_more`, plain creatures: their controller's
 * declaration), "two or more creatures your opponents control" (`at_least`:
 * that many declared), "one or more Vampires you control" (that many of
 * them attacking), "one or more creatures attack you" (`to` you: one
 * attacks you yourself); battalion ("~ and at least two other creatures
 * attack": ~ attacking, `with`), training (`greater_power`: one attacking
 * with greater power than ~, CR 702.149a).  "Whenever a creature attacks
 * you or a planeswalker you control" (`to` an `and` of you and your
 * planeswalkers): once for each attacker, you the defending player. */
static LLVMValueRef declared(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef r;
    const ir_filter *f = t->who->kind == IR_SEL_ALL ? t->who->filter : NULL;
    if (t->to && t->to->kind == IR_SEL_AND) {
        const ir_sel *you = t->to->parts[0];
        if (t->to->nparts != 2 || you->kind != IR_SEL_YOU || t->one_or_more || t->with || t->at_least)
            return cg_unsupported_at(u, t->to->range, "this trigger event"), NULL;
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKS)), cg_ir_event_object(u, FIELD(object), t->who));
        return cg_all(u, r, event_player(u, FIELD(player), you));
    }
    if (t->with && t->who->kind == IR_SEL_SELF) {     /* battalion, training */
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKED)), cg_call(u, "cardrt_is_attacking", cg->i1, a, 2));
        if (t->greater_power)
            return cg_all(u, r, LLVMBuildICmp(u->b, LLVMIntSGT, cg_call(u, "cardrt_attacking_greater_power", cg->i32, a, 2),
                                              cg_i32(cg, 0), ""));
        return cg_all(u, r, attacking_at_least(u, t->with->filter, t->at_least, t->with->range));
    }
    if (names_players(t->who) && !t->one_or_more && !t->to) {
        bool plain = t->with && plain_creatures(t->with->filter) && t->with->filter->controller == IR_CTRL_ANY;
        LLVMValueRef amount = plain ? FIELD(amount) : NULL;
        r = cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKED));
        r = cg_all(u, r, event_player(u, FIELD(player), t->who));
        if (plain)
            return cg_all(u, r, LLVMBuildICmp(u->b, LLVMIntSGE, amount, cg_i32(cg, t->at_least), ""));
        return t->with ? cg_all(u, r, attacking_at_least(u, t->with->filter, t->at_least, t->with->range)) : r;
    }
    if (!f || !t->one_or_more || t->with)
        return cg_unsupported_at(u, t->range, "this trigger event"), NULL;
    if (t->to) {        /* "one or more creatures attack you" */
        if (t->to->kind != IR_SEL_YOU || !plain_creatures(f) || f->controller != IR_CTRL_ANY || t->at_least)
            return cg_unsupported_at(u, t->to->range, "this trigger event"), NULL;
        LLVMValueRef a[] = { cg_game(u), cg_you(u) };
        return cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKED)), cg_call(u, "cardrt_player_attacked", cg->i1, a, 2));
    }
    if (!plain_creatures(f)) {  /* "one or more Vampires you control attack" */
        if (t->at_least)
            return cg_unsupported_at(u, t->range, "this trigger event"), NULL;
        r = cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKED));
        return cg_all(u, r, attacking_at_least(u, f, 1, t->who->range));
    }
    LLVMValueRef amount = t->at_least ? FIELD(amount) : NULL;
    r = cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKED));
    if (t->at_least)    /* "two or more creatures your opponents control attack": that many declared */
        r = cg_all(u, r, LLVMBuildICmp(u->b, LLVMIntSGE, amount, cg_i32(cg, t->at_least), ""));
    return f->controller == IR_CTRL_ANY ? r : cg_all(u, r, cg_controller_is(u, FIELD(player), f->controller));
#undef FIELD
}

/* "Whenever Test attacks", "a creature you control attacks": once for
 * each attacker; "attacks alone": the only one declared (CR 506.5);
 * "attacks you", "attacks enchanted player": the player it attacks, the
 * event's target (`to`). */
static LLVMValueRef attacks(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef r;
    if (t->alone) {
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKS)), cg_eq(u, FIELD(amount), cg_i32(cg, 1)));
        return cg_all(u, r, cg_ir_event_object(u, FIELD(object), t->who));
    }
    if (!t->to) {
        LLVMValueRef k = cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKS));
        return cg_all(u, k, cg_ir_event_object(u, FIELD(object), t->who));
    }
    r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKS)), cg_ir_event_object(u, FIELD(object), t->who));
    if (!names_players(t->to) && t->to->kind != IR_SEL_ATTACHED)
        return cg_unsupported_at(u, t->to->range, "this trigger event"), NULL;
    LLVMValueRef tid, tkind = cg_ev_target(u, evp, &tid);
    r = cg_all(u, r, cg_eq(u, tkind, cg_i32(cg, CARDRT_REF_PLAYER)));
    return cg_all(u, r, event_player(u, tid, t->to));
#undef FIELD
}

/* The runtime's kind of the event of a player doing something to a card
 * or permanent (T's `what`): drawing, discarding, cycling, sacrificing,
 * copying a spell, exerting, playing a land; -1 for another event. */
static int player_verb(const ir_trigger *t)
{
    switch (t->event) {
    case IR_EV_DRAW:        return CARDRT_EV_DRAW;
    case IR_EV_DISCARD:     return CARDRT_EV_DISCARD;
    case IR_EV_CYCLE:       return CARDRT_EV_CYCLE;
    case IR_EV_SACRIFICE:   return CARDRT_EV_SACRIFICE;
    case IR_EV_COPY:        return CARDRT_EV_COPY;
    case IR_EV_EXERT:       return CARDRT_EV_EXERTED;
    case IR_EV_PLAY_LAND:   return CARDRT_EV_PLAY_LAND;
    default:                return -1;
    }
}

/* "Whenever an opponent draws a card" (each draw event one card; "their
 * second card each turn": `nth`, this turn's history counting the event
 * already as it triggers; "cycle another card for the first time each
 * turn": first_this_turn), "you discard a creature card", "a player
 * cycles a card", "you sacrifice a permanent", "you copy a spell", "you
 * exert a creature", "an opponent plays a land": the player `who`, the
 * card or permanent `what`. */
static LLVMValueRef player_does(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    int k = player_verb(t);
    LLVMValueRef r;
    if (t->nth && t->event == IR_EV_DRAW) {
        LLVMValueRef p = FIELD(player);
        LLVMValueRef n = cg_history(u, LLVMBuildShl(u->b, cg_i32(cg, 1), p, ""), CARDRT_HIST_CARDS_DRAWN, false);
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, k)), event_player(u, p, t->who));
        return cg_all(u, r, cg_eq(u, n, cg_i32(cg, t->nth)));
    }
    r = cg_all(u, cg_eq(u, kind, cg_i32(cg, k)), event_player(u, FIELD(player), t->who));
    return t->what ? cg_all(u, r, cg_ir_event_object(u, FIELD(object), t->what)) : r;
#undef FIELD
}

/* "Whenever Test becomes the target of a spell or ability (an opponent
 * controls: `by_who`)", "... of an Aura spell" (`what`), "you or a
 * permanent you control" (a player, then objects: either): the event's
 * target is what `who` names; a spell's event has no text, an ability's
 * has. */
static LLVMValueRef becomes_target(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef tid, tkind = cg_ev_target(u, evp, &tid);
    const ir_sel *who = t->who;
    bool mixed = who->kind == IR_SEL_AND && who->nparts == 2 && names_players(who->parts[0])
                 && !names_players(who->parts[1]);
    LLVMValueRef any = cg_i1(cg, false);
    for (unsigned i = 0; i < (mixed ? 2u : 1u) && any; i++) {
        const ir_sel *one = mixed ? who->parts[i] : who;
        bool players = names_players(one);
        LLVMValueRef r = cg_eq(u, tkind, cg_i32(cg, players ? CARDRT_REF_PLAYER : CARDRT_REF_OBJECT));
        r = cg_all(u, r, players ? event_player(u, tid, one) : cg_ir_event_object(u, tid, one));
        any = r ? LLVMBuildOr(u->b, any, r, "") : NULL;
    }
    LLVMValueRef r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_TARGETED)), any);
    LLVMValueRef by = cg_i1(cg, true);
    if (!t->by_spell || !t->by_ability) {
        LLVMValueRef p = LLVMBuildGEP2(u->b, cg->i8, evp, (LLVMValueRef[]){ cg_i32(cg, offsetof(cardrt_event, text)) },
                                       1, "");
        LLVMValueRef text = LLVMBuildLoad2(u->b, cg->ptr, p, "text");
        by = LLVMBuildICmp(u->b, t->by_spell ? LLVMIntEQ : LLVMIntNE, text, LLVMConstNull(cg->ptr), "");
    }
    if (t->what)        /* "an Aura spell": the spell itself */
        by = cg_all(u, by, cg_ir_object_test(u, FIELD(source), t->what->filter));
    else if (t->by_who)
        by = cg_all(u, by, event_player(u, FIELD(player), t->by_who));
    return cg_all(u, r, by);
#undef FIELD
}

/* "Whenever one or more +1/+1 counters are put on ~" (once for each
 * putting on one object), "... are removed from ~", "Whenever you get one
 * or more {E}" (`counter` "energy": on a player, CR 122.1), "Whenever you
 * put one or more -1/-1 counters on a creature" (`by_who`: the event's
 * cause, CR 122.6a; any kind without `counter`), "When the last ore counter
 * is removed from ~" (`last_counter`: none of the kind left on it). */
static LLVMValueRef counters(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef r;
    if (t->last_counter) {
        LLVMValueRef tid, tkind = cg_ev_target(u, evp, &tid);
        LLVMValueRef kname = cg_cstring(u, t->counter);
        LLVMValueRef n = cg_call(u, "cardrt_event_counters", cg->i32, (LLVMValueRef[]){ evp, kname }, 2);
        LLVMValueRef left = cg_call(u, "cardrt_counter_count", cg->i32, (LLVMValueRef[]){ cg_game(u), tid, kname }, 3);
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_COUNTERS)), cg_eq(u, tkind, cg_i32(cg, CARDRT_REF_OBJECT)));
        LLVMValueRef fewer = LLVMBuildICmp(u->b, LLVMIntSLT, n, cg_i32(cg, 0), "");
        r = cg_all(u, r, cg_all(u, cg_ir_event_object(u, tid, t->who), fewer));
        return cg_all(u, r, cg_eq(u, left, cg_i32(cg, 0)));
    }
    if (t->by_who) {
        LLVMValueRef tkind = cg_ev_target(u, evp, NULL);
        LLVMValueRef n = t->counter ? cg_call(u, "cardrt_event_counters", cg->i32,
                                              (LLVMValueRef[]){ evp, cg_cstring(u, t->counter) }, 2) : FIELD(amount);
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_COUNTERS)), cg_eq(u, tkind, cg_i32(cg, CARDRT_REF_OBJECT)));
        r = cg_all(u, r, LLVMBuildICmp(u->b, LLVMIntSGT, n, cg_i32(cg, 0), ""));
        r = cg_all(u, r, cg_ir_event_object(u, FIELD(object), t->who));
        LLVMValueRef put_by = LLVMBuildSub(u->b, FIELD(cause), cg_i32(cg, 1), "by");
        return cg_all(u, r, event_player(u, put_by, t->by_who));
    }
    bool player = names_players(t->who), removed = t->event == IR_EV_COUNTERS_REMOVED;
    LLVMValueRef tkind = cg_ev_target(u, evp, NULL);
    LLVMValueRef n = cg_call(u, "cardrt_event_counters", cg->i32, (LLVMValueRef[]){ evp, cg_cstring(u, t->counter) }, 2);
    r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_COUNTERS)),
               cg_eq(u, tkind, cg_i32(cg, player ? CARDRT_REF_PLAYER : CARDRT_REF_OBJECT)));
    r = cg_all(u, r, LLVMBuildICmp(u->b, removed && !player ? LLVMIntSLT : LLVMIntSGT, n, cg_i32(cg, 0), ""));
    return cg_all(u, r, player ? event_player(u, FIELD(player), t->who) : cg_ir_event_object(u, FIELD(object), t->who));
#undef FIELD
}

/* "Whenever a player activates an ability that isn't a mana ability"
 * (`not_mana`), "you activate an ability of an Elemental" (`what`), "...
 * a loyalty ability of a Chandra planeswalker" (`loyalty`, CR 606): the
 * player `who` (CR 602.2); "Whenever a player taps a land for mana", "you
 * tap ~ for mana", "enchanted land is tapped for mana" (CR 106.12): the
 * permanent `what`, tapped by the player `who` (anyone when no player is
 * said). */
static LLVMValueRef activates(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef r;
    if (t->event == IR_EV_TAPPED_FOR_MANA) {
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_TAPPED_FOR_MANA)), cg_ir_event_object(u, FIELD(object), t->what));
        return cg_ir_players_who(t->who) == CARDRT_WHO_EACH ? r : cg_all(u, r, event_player(u, FIELD(player), t->who));
    }
    LLVMValueRef how = FIELD(amount);
    r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ACTIVATE)), event_player(u, FIELD(player), t->who));
    if (t->not_mana)
        r = cg_all(u, r, cg_eq(u, LLVMBuildAnd(u->b, how, cg_i32(cg, CARDRT_ACTIVATED_MANA), ""), cg_i32(cg, 0)));
    if (t->loyalty)
        r = cg_all(u, r, cg_eq(u, LLVMBuildAnd(u->b, how, cg_i32(cg, CARDRT_ACTIVATED_LOYALTY), ""),
                               cg_i32(cg, CARDRT_ACTIVATED_LOYALTY)));
    return t->what ? cg_all(u, r, cg_ir_event_object(u, FIELD(object), t->what)) : r;
#undef FIELD
}

/* "Whenever ~ attacks and isn't blocked" (once blockers are declared);
 * "Whenever ~ crews a Vehicle" (tapped to pay its crew cost, CR 702.122c:
 * the Vehicle `what`); "Whenever ~ becomes attached to a creature", "an
 * Aura becomes attached to ~", "~ becomes unattached from a permanent"
 * (CR 701.3 of the current rules, as either leaves the battlefield too:
 * `to`, the event's target): the object `who`. */
static LLVMValueRef object_does(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef r;
    if (t->event == IR_EV_UNBLOCKED)
        return cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_UNBLOCKED)), cg_ir_event_object(u, FIELD(object), t->who));
    if (t->event == IR_EV_CREWS) {
        if (!t->what)
            return cg_unsupported_at(u, t->range, "this trigger event"), NULL;
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_CREWS)), cg_ir_event_object(u, FIELD(object), t->who));
        return cg_all(u, r, cg_ir_event_object(u, FIELD(source), t->what));
    }
    LLVMValueRef tid, tkind = cg_ev_target(u, evp, &tid);
    r = cg_all(u, cg_eq(u, kind, cg_i32(cg, t->event == IR_EV_ATTACHED ? CARDRT_EV_ATTACHED : CARDRT_EV_UNATTACHED)),
               cg_ir_event_object(u, FIELD(object), t->who));
    return cg_all(u, r, cg_all(u, cg_eq(u, tkind, cg_i32(cg, CARDRT_REF_OBJECT)), cg_ir_event_object(u, tid, t->to)));
#undef FIELD
}

/* "Whenever you roll one or more dice" (once for the dice one action
 * rolls at once, CR 706), "Whenever you clash" (once the clash ends, CR
 * 701.22; `won`: "and win"), "Whenever you play a card" (a land played or
 * a spell cast), "Whenever a spell or ability you control counters a
 * spell" (CR 701.5: the controller of the spell or ability that did,
 * anyone's when `who` is all players): the player `who`. */
static LLVMValueRef player_event(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef r;
    if (t->event == IR_EV_PLAY) {
        LLVMValueRef k = LLVMBuildOr(u->b, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_PLAY_LAND)),
                                     cg_eq(u, kind, cg_i32(cg, CARDRT_EV_CAST)), "");
        return cg_all(u, k, event_player(u, FIELD(player), t->who));
    }
    if (t->event == IR_EV_COUNTERS_SPELL) {
        r = cg_eq(u, kind, cg_i32(cg, CARDRT_EV_COUNTERED));
        return cg_ir_players_who(t->who) == CARDRT_WHO_EACH ? r : cg_all(u, r, event_player(u, FIELD(player), t->who));
    }
    int k = t->event == IR_EV_ROLLS_DICE ? CARDRT_EV_DIE_ROLL : CARDRT_EV_CLASHED;
    r = cg_all(u, cg_eq(u, kind, cg_i32(cg, k)), event_player(u, FIELD(player), t->who));
    return t->won ? cg_all(u, r, cg_eq(u, FIELD(amount), cg_i32(cg, 1))) : r;
#undef FIELD
}

/* "When Test is put into a graveyard from the battlefield" (any permanent),
 * "Whenever a card is put into an opponent's graveyard from anywhere",
 * "When Test is put into your graveyard from your library" (`from`, and
 * `into_owner`: whose graveyard, the card's owner's, CR 404.2); "Whenever
 * one or more cards leave your graveyard" (those leaving at once:
 * cg_ir_trigger_batch), "a creature card leaves an opponent's graveyard"
 * (`into_owner`: whose graveyard, the card's owner's, CR 404.2); "a
 * creature is exiled from the battlefield", "a permanent is returned to
 * your hand", "one or more cards are put into exile from your graveyard"
 * (`to_zone`, `from`, and `into_owner`: the owner of the zone). */
static LLVMValueRef moves(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef obj = FIELD(object), r;
    LLVMValueRef a[] = { cg_game(u), obj };
    if (t->event == IR_EV_PUT) {    /* "is put into a graveyard (from the battlefield, your library)" */
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE)), cg_eq(u, FIELD(to), cg_i32(cg, CARDRT_GRAVEYARD)));
        if (t->from != IR_ZONE_ANY)
            r = cg_all(u, r, cg_eq(u, FIELD(from), cg_i32(cg, cg_rt_zone(t->from))));
        r = cg_all(u, r, cg_ir_event_object(u, obj, t->who));
        if (t->into_owner == IR_CTRL_ANY)
            return r;
        LLVMValueRef owner = cg_call(u, "cardrt_owner", cg->i32, a, 2);
        return cg_all(u, r, cg_controller_is(u, owner, t->into_owner));
    }
    if (t->event == IR_EV_LEAVES_GRAVEYARD) {
        r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE)),
                   cg_eq(u, FIELD(from), cg_i32(cg, CARDRT_GRAVEYARD)));
        r = cg_all(u, r, cg_ir_event_object(u, obj, t->who));
        return cg_all(u, r, cg_controller_is(u, cg_call(u, "cardrt_owner", cg->i32, a, 2), t->into_owner));
    }
    r = cg_all(u, cg_eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE)), cg_eq(u, FIELD(to), cg_i32(cg, cg_rt_zone(t->to_zone))));
    if (t->from != IR_ZONE_ANY)
        r = cg_all(u, r, cg_eq(u, FIELD(from), cg_i32(cg, cg_rt_zone(t->from))));
    r = cg_all(u, r, cg_ir_event_object(u, obj, t->who));
    if (t->into_owner != IR_CTRL_ANY)
        r = cg_all(u, r, cg_controller_is(u, cg_call(u, "cardrt_owner", cg->i32, a, 2), t->into_owner));
    return r;
#undef FIELD
}

LLVMValueRef cg_ir_counters_match_fn(unit *u, const ir_instr *in)
{
    codegen *cg = u->cg;
    ir_trigger put = { .event = IR_EV_COUNTERS_PUT, .range = in->range, .who = in->object, .counter = in->counter };
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    bool look_back = u->look_back;
    u->look_back = true;
    LLVMValueRef r = in->object ? counters(u, evp, cg_ev_field(u, evp, offsetof(cardrt_event, kind), "kind"), &put)
                                : NULL;
    u->look_back = look_back;
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

bool cg_ir_mana_trigger(const ir_trigger *t, unsigned ntargets)
{
    if (!t->mana || ntargets)
        return false;
    for (const ir_trigger *i = t->or; i; i = i->or)
        if (i->event != IR_EV_TAPPED_FOR_MANA)
            return false;
    return true;
}

/* "you surveil (cycle a card) for the first time each turn", "~ attacks
 * (becomes the target of a spell or ability) for the first time each
 * turn" (`nth` 1): the first such event of its player (object) this turn,
 * which this turn's history counts before triggers match. */
static LLVMValueRef first_this_turn(unit *u, LLVMValueRef evp, const ir_trigger *t)
{
    codegen *cg = u->cg;
    LLVMValueRef n;
    if (t->event == IR_EV_SURVEIL || t->event == IR_EV_CYCLE) {
        LLVMValueRef p = LLVMBuildShl(u->b, cg_i32(cg, 1), cg_ev_field(u, evp, offsetof(cardrt_event, player), "player"), "");
        n = cg_history(u, p, t->event == IR_EV_SURVEIL ? CARDRT_HIST_SURVEILS : CARDRT_HIST_CYCLES, false);
    } else if (t->event == IR_EV_ATTACKS) {     /* the attacker's declarations this turn */
        LLVMValueRef obj = cg_ev_field(u, evp, offsetof(cardrt_event, object), "object");
        n = cg_call(u, "cardrt_times_attacked", cg->i32, (LLVMValueRef[]){ cg_game(u), obj }, 2);
    } else {
        LLVMValueRef tid;
        cg_ev_target(u, evp, &tid);
        n = cg_call(u, "cardrt_times_targeted", cg->i32, (LLVMValueRef[]){ cg_game(u), tid }, 2);
    }
    return cg_eq(u, n, cg_i32(cg, t->nth));
}

/* The test of the event family of T, without its `nth` of the events
 * first_this_turn asks. */
static LLVMValueRef family_test(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t, LLVMValueRef *during)
{
    switch (t->event) {
    case IR_EV_COUNTERS_PUT: case IR_EV_COUNTERS_REMOVED:
        return counters(u, evp, kind, t);
    case IR_EV_ACTIVATE: case IR_EV_TAPPED_FOR_MANA:
        return activates(u, evp, kind, t);
    case IR_EV_UNBLOCKED: case IR_EV_CREWS: case IR_EV_ATTACHED: case IR_EV_UNATTACHED:
        return object_does(u, evp, kind, t);
    case IR_EV_PLAY: case IR_EV_COUNTERS_SPELL: case IR_EV_ROLLS_DICE: case IR_EV_CLASHES:
        return player_event(u, evp, kind, t);
    case IR_EV_PUT: case IR_EV_LEAVES_GRAVEYARD: case IR_EV_MOVED:
        return moves(u, evp, kind, t);
    case IR_EV_ENTERS: case IR_EV_DIES: case IR_EV_LEAVES: case IR_EV_ENTERS_OR_LEAVES:
        return zone_change(u, evp, kind, t, during);
    case IR_EV_STEP:
        return step_begins(u, evp, kind, t);
    case IR_EV_CAST:
        return cast(u, evp, kind, t);
    case IR_EV_DEALS_DAMAGE: case IR_EV_DEALS_COMBAT_DAMAGE: case IR_EV_DEALS_NONCOMBAT_DAMAGE:
    case IR_EV_DEALT_DAMAGE: case IR_EV_DEALT_COMBAT_DAMAGE: case IR_EV_DEALT_NONCOMBAT_DAMAGE:
        return damage(u, evp, kind, t);
    case IR_EV_BLOCKS: case IR_EV_BLOCKED: case IR_EV_ATTACKS_OR_BLOCKS:
        return blocks(u, evp, kind, t);
    case IR_EV_ATTACKS:
        return at_once(t) ? declared(u, evp, kind, t) : attacks(u, evp, kind, t);
    case IR_EV_DRAW: case IR_EV_DISCARD: case IR_EV_CYCLE: case IR_EV_SACRIFICE: case IR_EV_COPY: case IR_EV_EXERT:
    case IR_EV_PLAY_LAND:
        return player_does(u, evp, kind, t);
    case IR_EV_BECOMES_TARGET:
        return becomes_target(u, evp, kind, t);
    default:
        return simple(u, evp, kind, t);
    }
}

LLVMValueRef cg_ir_event_test(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t, LLVMValueRef *during)
{
    LLVMValueRef r = family_test(u, evp, kind, t, during);
    bool first = t->nth && (t->event == IR_EV_SURVEIL || t->event == IR_EV_CYCLE || t->event == IR_EV_ATTACKS
                            || t->event == IR_EV_BECOMES_TARGET);
    return first && r ? cg_all(u, r, first_this_turn(u, evp, t)) : r;
}

bool cg_ir_event_family(ir_event e)
{
    return e == IR_EV_ENTERS || e == IR_EV_DIES || e == IR_EV_LEAVES || e == IR_EV_ENTERS_OR_LEAVES || e == IR_EV_STEP
           || e == IR_EV_CAST || e == IR_EV_DEALS_DAMAGE || e == IR_EV_DEALS_COMBAT_DAMAGE
           || e == IR_EV_DEALS_NONCOMBAT_DAMAGE || e == IR_EV_DEALT_DAMAGE || e == IR_EV_DEALT_COMBAT_DAMAGE
           || e == IR_EV_DEALT_NONCOMBAT_DAMAGE
           || e == IR_EV_GAIN_LIFE || e == IR_EV_LOSE_LIFE || e == IR_EV_SCRY || e == IR_EV_SURVEIL || e == IR_EV_SHUFFLE
           || e == IR_EV_LOSES_GAME || e == IR_EV_WINS_FLIP || e == IR_EV_LOSES_FLIP || e == IR_EV_BECOMES_MONARCH
           || e == IR_EV_COMPLETE_DUNGEON || e == IR_EV_TURNED_FACE_UP || e == IR_EV_PHASES_IN || e == IR_EV_PHASES_OUT
           || e == IR_EV_BECOMES_MONSTROUS || e == IR_EV_BECOMES_RENOWNED || e == IR_EV_EXPLORES || e == IR_EV_TRANSFORMS
           || e == IR_EV_BLOCKS || e == IR_EV_BLOCKED || e == IR_EV_ATTACKS_OR_BLOCKS || e == IR_EV_ATTACKS
           || e == IR_EV_TAPPED || e == IR_EV_UNTAPPED || e == IR_EV_DRAW || e == IR_EV_DISCARD || e == IR_EV_CYCLE
           || e == IR_EV_SACRIFICE || e == IR_EV_COPY || e == IR_EV_EXERT || e == IR_EV_PLAY_LAND
           || e == IR_EV_BECOMES_TARGET || e == IR_EV_COUNTERS_PUT || e == IR_EV_COUNTERS_REMOVED
           || e == IR_EV_ACTIVATE || e == IR_EV_TAPPED_FOR_MANA || e == IR_EV_UNBLOCKED || e == IR_EV_CREWS
           || e == IR_EV_ATTACHED || e == IR_EV_UNATTACHED || e == IR_EV_PLAY || e == IR_EV_COUNTERS_SPELL
           || e == IR_EV_ROLLS_DICE || e == IR_EV_CLASHES || e == IR_EV_LEAVES_GRAVEYARD || e == IR_EV_MOVED
           || e == IR_EV_PUT;
}

/* Does S describe players by more than their traits ("a player who
 * controls more lands than you": its qualifiers read from their words yet,
 * cg_ir_player_test)? */
static bool qualified_players(const ir_sel *s)
{
    const ir_filter *f = s && s->kind == IR_SEL_ALL ? s->filter : NULL;
    return f && (f->controls || f->holds || f->answered || f->moved_none);
}

bool cg_ir_event_says(const ir_trigger *t)
{
    if (qualified_players(t->who) || qualified_players(t->to))
        return false;
    /* "your first instant or sorcery spell each turn": spells of a kind
     * counted from the words yet (cg_spells_cast_of) */
    return !(t->event == IR_EV_CAST && t->nth && t->what);
}
