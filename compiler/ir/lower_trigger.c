/* lower_trigger.c — a triggered ability's trigger to the card IR
 * (docs/ir.md, `trigger`): its event, read through the typed readings of
 * meaning_ability.c (ir_event_of and the readings of each kind of event),
 * the parts of the event a pronoun of the ability names (lower.event_subject,
 * event_to, event_source, event_controller, event_owner: lower_select.c
 * binds them), "at the beginning of" a step, and alternatives ("enters the
 * battlefield or attacks").  cg_trigger.c compiles the same readings. */
#include "lower_int.h"
#include "parser.h"
#include "syntax.h"

/* Spells, where a trigger event names them ("you cast a green spell"). */
static const place on_stack = { IR_ZONE_STACK, IR_CTRL_ANY };

/* A part of a trigger event: "a creature you control", "an opponent"
 * (all of a filter; cards in place P, or NULL), ~, "you", "enchanted
 * creature"; NULL for another phrase. */
static const ir_sel *lower_event_part_in(lower *l, const node *np, const place *p)
{
    if (l->linked && (np == l->linked || (np->kind == N_PRONOUN && np->refers == l->linked)))
        return sel_new(l, IR_SEL_DELAYED_LINK, np->range);     /* "When that creature dies this turn" */
    if (np->kind == N_OBJECT && (ir_det_of(np) == IR_DET_A || ir_det_of(np) == IR_DET_ANOTHER)) {
        ir_sel *s = sel_new(l, IR_SEL_ALL, np->range);
        s->filter = lower_filter(l, np, p);
        return s;
    }
    if (np->kind == N_LIST && ir_list_of(np) == IR_LIST_OR && np->a) {
        /* "~ or another creature": the objects of each (cg_trigger.c, event_object) */
        ir_sel *s = sel_parts_new(l, IR_SEL_AND, np);
        for (const node *i = np->a; i; i = i->next)
            if (!(s->parts[s->nparts++] = lower_event_part_in(l, i, p)))
                return NULL;
        return s;
    }
    if (np->kind == N_PLAYER && meaning_player(np) == FX_PLAYER_DEFENDING)
        return lower_sel(l, np, NULL);      /* "to defending player" */
    if (ir_the_chosen_player(np))           /* "Whenever the chosen player casts a spell" */
        return sel_new(l, IR_SEL_CHOSEN_PLAYER, np->range);
    if (ir_your_commander(np))              /* "Whenever your commander attacks" */
        return sel_new(l, IR_SEL_COMMANDER, np->range);
    const node *among = ir_one_of_players(np);
    if (among && among->kind == N_PLAYER && ir_who_of(among) == IR_WHO_OPPONENT)
        return lower_sel(l, among, NULL);   /* "to one of your opponents": any one of them */
    if (np->kind == N_SELF || (np->kind == N_PLAYER && ir_who_of(np) == IR_WHO_YOU)
        || (np->kind == N_PRONOUN && ir_pronoun_of(np) != IR_PRON_OTHER)
        || (np->kind == N_PRONOUN && np->refers && np->refers->kind == N_SELF))  /* "you cycle ~ or it dies" */
        return lower_sel(l, np, NULL);     /* "enchanted creature", "equipped creature": what it is attached to */
    return NULL;
}

static const ir_sel *lower_event_part(lower *l, const node *np)
{
    return lower_event_part_in(l, np, NULL);
}

/* "one or more creatures you control", "one or more cards" (in place P,
 * or NULL) of a trigger event: all of its filter, the count left out
 * (`one_or_more` says it). */
static const ir_sel *lower_one_or_more(lower *l, const node *who, const place *p)
{
    node plain = *who;
    plain.c = NULL;
    ir_sel *s = sel_new(l, IR_SEL_ALL, who->range);
    s->filter = lower_filter(l, &plain, p);
    return s;
}

/* "one or more black creatures", "two or more creatures" blocked or
 * blocking: how many at least (0: another phrase). */
static int blocks_counted(const node *np)
{
    if (np->kind != N_OBJECT || ir_det_of(np) != IR_DET_AT_LEAST || np->b || np->lossy)
        return 0;
    if (ir_one_or_more(np))
        return 1;
    return np->c && ir_cmp_op(np->c) == IR_CMP_GE && ir_number(np->c->a) >= 1 ? ir_number(np->c->a) : 0;
}

/* Does the triggered ability L lowers say "This ability triggers only once
 * each turn" after its first sentence (as lower_body reads it)? */
static bool once_each_turn_said(lower *l)
{
    const node *effect = l->ab->kind == AB_TRIGGERED ? l->ab->ast->b : NULL;
    for (const node *s = effect && effect->kind == N_LIST ? effect->a : NULL; s; s = s->next)
        if (s != effect->a && !s->next && ir_triggers_once_each_turn(s))
            return true;
    return false;
}

/* "At the beginning of your upkeep", "... of each end step". */
static ir_trigger *lower_step_trigger(lower *l, const node *t)
{
    const node *st = t->a;
    if (!st || st->kind != N_STEP || !st->text || st->lossy || st->b || st->c)
        refuse(l, st ? st : t, arena_printf(l->a, "the trigger %s", quoted(l, t)));
    ir_trigger *tr = alloc(l, sizeof *tr);
    tr->range = t->range;
    tr->event = IR_EV_STEP;
    if (!ir_step_of(st, &tr->step))     /* "combat" is "combat on your turn" */
        refuse(l, st, arena_printf(l->a, "the step %s", quoted(l, st)));
    if (is(st->a, N_WORD, "your")) {
        tr->who = sel_new(l, IR_SEL_YOU, st->a->range);
    } else if (!st->a || is(st->a, N_WORD, "each")) {
        /* every player's ("each end step", "the end step") */
        tr->who = all_players(l, st->a ? st->a->range : st->range);
    } else if (ir_enchanted_player(l->card, st->a)) {
        tr->who = sel_new(l, IR_SEL_ATTACHED, st->a->range);    /* "enchanted player's upkeep" */
        l->event_subject = st->a;       /* "that player": the player whose step it is */
    } else if (st->a->kind == N_POSSESSIVE && st->a->a && st->a->a->kind == N_PRONOUN
               && ir_pronoun_of(st->a->a) != IR_PRON_OTHER && is(st->a->b, N_WORD, "controller")) {
        /* "the upkeep of enchanted creature's controller" (cg_trigger.c, step_player) */
        tr->who = lower_sel(l, st->a, NULL);
        l->event_subject = st->a;
    } else if (ir_the_chosen_player(st->a)) {
        /* "the chosen player's upkeep": "that player" is that one */
        tr->who = sel_new(l, IR_SEL_CHOSEN_PLAYER, st->a->range);
        l->event_subject = st->a;
    } else if (is(st->a, N_OBJECT, "each") || is(st->a, N_OBJECT, "each other")) {
        /* "each player's upkeep", "each opponent's upkeep", "each other
         * player's draw step": "that player" is the player whose step it is */
        tr->who = lower_sel(l, st->a, NULL);
        l->event_subject = st->a;
    } else if (st->a && st->a->kind == N_POSSESSIVE && st->a->a && st->a->a->kind == N_PRONOUN
               && st->a->b && st->a->b->kind == N_WORD && st->a->b->token == CONTROLLER) {
        /* "the upkeep of enchanted creature's controller": "that player" is that one */
        tr->who = lower_sel(l, st->a, NULL);
        l->event_subject = st->a;
    } else {
        refuse(l, st, arena_printf(l->a, "the step %s", quoted(l, st)));
    }
    return tr;
}

static ir_trigger *lower_event(lower *l, const node *t, const node *ev);

/* "Whenever ~ enters the battlefield or attacks", "At the beginning of your
 * upkeep or whenever you cast a green spell": each alternative an event of
 * its own, linked by `or` (cg_trigger.c, cg_event_match_fn); a pronoun names
 * the event's subject (object) only when all of them say the same. */
static ir_trigger *lower_alternatives(lower *l, const node *t, const node *alts)
{
    ir_trigger *first = NULL, **tail = &first;
    const node *subject = NULL, *to = NULL;
    bool mixed = false;
    for (const node *i = alts; i; i = i->next) {
        if (ir_alt_covered(alts, i))
            continue;       /* "cycle or discard a card": the discard (CR 702.29d) */
        l->event_subject = l->event_to = l->event_source = NULL;
        ir_trigger *tr = i->kind == N_TRIGGER ? lower_trigger(l, i) : lower_event(l, t, i);
        if (tr->or)
            refuse(l, i, arena_printf(l->a, "the event %s", quoted(l, i)));
        mixed |= first && (l->event_subject != subject || l->event_to != to || l->event_source);
        subject = l->event_subject;
        to = l->event_to;
        *tail = tr;
        tail = &tr->or;
    }
    l->event_subject = mixed ? NULL : subject;
    l->event_to = mixed ? NULL : to;
    l->event_controller = l->event_owner = l->event_by = NULL;
    if (mixed)
        l->event_source = NULL;
    return first;
}

ir_trigger *lower_trigger(lower *l, const node *t)
{
    if (!t || t->kind != N_TRIGGER || !t->text)
        refuse(l, t, "this trigger");
    if (t->b)                   /* "Whenever this creature attacks while saddled" */
        refuse(l, t->b, arena_printf(l->a, "the trigger's condition %s", quoted(l, t->b)));
    const node *alts = ir_event_alternatives(t->a);
    if (alts)
        return lower_alternatives(l, t, alts);
    if (strcmp(t->text, "at") == 0)
        return lower_step_trigger(l, t);
    return lower_event(l, t, t->a);
}

/* The event EV of the trigger T ("whenever", "when"). */
static ir_trigger *lower_event(lower *l, const node *t, const node *ev)
{
    /* "Whenever you tap a land for mana while you're the monarch": asked as
     * it triggers (cg_trigger.c, event_test) */
    const node *holds, *unwhiled = meaning_event_while(l->a, ev, &holds);
    if (unwhiled) {
        ir_trigger *tr = lower_event(l, t, unwhiled);
        if (tr->during)
            refuse(l, holds, arena_printf(l->a, "the trigger's condition %s", quoted(l, holds)));
        tr->during = lower_cond(l, holds);
        return tr;
    }
    /* "When a spell or ability an opponent controls causes you to discard
     * ~": the discard, done by one (cg_trigger.c, caused_by) */
    node caused;
    const node *cause;
    if (ir_caused_discard(ev, &caused, &cause)) {
        ir_targeting tg;
        if (!ir_targeted_by(cause, false, &tg) || !tg.spells || !tg.abilities || tg.kinds
            || (tg.controllers && tg.controllers->next))
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        node *discard = alloc(l, sizeof *discard);
        *discard = caused;
        ir_trigger *tr = lower_event(l, t, discard);
        tr->by_spell = tr->by_ability = true;
        tr->by_who = tg.controllers ? lower_event_part(l, tg.controllers->a) : NULL;
        if (tg.controllers && !tr->by_who)
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        return tr;
    }
    /* "combat damage is dealt to you": "you are dealt combat damage" */
    node dealt;
    if (ir_damage_dealt_to(ev, &dealt)) {
        node *d = alloc(l, sizeof *d);
        *d = dealt;
        return lower_event(l, t, d);
    }
    /* "you surveil (cycle another card) for the first time each turn", "~
     * becomes the target of a spell or ability ...", "~ attacks ...": the
     * first such event of its player (object) this turn (cg_trigger.c,
     * event_test) */
    node plain;
    ir_event first;
    if (ir_first_time_each_turn(ev, &plain) && ir_event_of(&plain, &first)
        && (first == IR_EV_SURVEIL || first == IR_EV_CYCLE || (ir_becomes_target_of(&plain) && ev->a->kind != N_PLAYER)
            || ir_attacks_first_time(ev))) {
        node *p = alloc(l, sizeof *p);
        *p = plain;
        ir_trigger *tr = lower_event(l, t, p);
        if (tr->nth || tr->or)
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        tr->nth = 1;
        return tr;
    }
    ir_trigger *tr = alloc(l, sizeof *tr);
    tr->from = IR_ZONE_ANY;
    /* "Whenever one or more +1/+1 counters are put on ~" (once for each
     * putting, on one object: cg_trigger.c, event_test) */
    bool removed, exiled;
    const node *last = ir_last_counter_removed(ev, &tr->counter, &exiled);
    if (last) {
        /* "When the last time counter is removed from ~ while it's exiled":
         * the removal that leaves none (cg_trigger.c, event_test) */
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = IR_EV_COUNTERS_REMOVED;
        tr->who = lower_event_part(l, last);
        tr->last_counter = true;
        tr->from = exiled ? IR_ZONE_EXILE : IR_ZONE_BATTLEFIELD;
        l->event_subject = last;
        return tr;
    }
    const node *on = ir_counters_event_of(ev, &tr->counter, &removed, &tr->each_counter);
    if (!on && (on = ir_gets_energy_of(ev)))
        tr->counter = "energy";     /* "Whenever you get one or more {E}": once for each getting */
    if (on) {
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = removed ? IR_EV_COUNTERS_REMOVED : IR_EV_COUNTERS_PUT;
        tr->who = lower_event_part(l, on);
        if (!tr->who && on->kind == N_OBJECT && ir_det_of(on) == IR_DET_NONE && !on->c) {
            ir_sel *s = sel_new(l, IR_SEL_ALL, on->range);     /* "are put on planeswalkers you control": any of them */
            s->filter = lower_filter(l, on, NULL);
            tr->who = s;
        }
        if (!tr->who && ir_one_or_more(on) && !on->b && once_each_turn_said(l)) {
            /* "on one or more Humans you control" with "This ability triggers
             * only once each turn": the first putting on any of them */
            tr->who = lower_one_or_more(l, on, NULL);
            tr->one_or_more = true;
            return tr;
        }
        if (!tr->who)
            refuse(l, on, arena_printf(l->a, "the event's subject %s", quoted(l, on)));
        l->event_subject = on;
        return tr;
    }
    /* "Whenever you put one or more -1/-1 counters on a creature": the
     * player who puts them (CR 122.6a), once for each putting on one object
     * (cg_trigger.c, event_test) */
    const node *putter;
    if ((on = ir_counters_put_by(ev, &tr->counter, &putter))) {
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = IR_EV_COUNTERS_PUT;
        tr->who = lower_event_part(l, on);
        tr->by_who = lower_event_part(l, putter);
        if (!tr->who || !tr->by_who)
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        l->event_subject = on;
        return tr;
    }
    const node *clasher = ir_clash_event_of(ev, &tr->won);
    if (clasher) {      /* "Whenever you clash (and win)", once the clash ends (CR 701.22) */
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = IR_EV_CLASHES;
        tr->who = lower_event_part(l, clasher);
        if (!tr->who)
            refuse(l, clasher, arena_printf(l->a, "the event's subject %s", quoted(l, clasher)));
        l->event_subject = clasher;
        return tr;
    }
    const node *roller = meaning_dice_rolled_event(ev);
    if (roller) {       /* "Whenever you roll one or more dice", once for a roll (CR 706) */
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = IR_EV_ROLLS_DICE;
        if (!(tr->who = lower_event_part(l, roller)))
            refuse(l, roller, arena_printf(l->a, "the event's subject %s", quoted(l, roller)));
        l->event_subject = roller;
        return tr;
    }
    fx_day_night dn = meaning_day_night_event(ev);
    if (dn != FX_DAY_NIGHT_NONE) {      /* "Whenever day becomes night" (CR 726 of the current rules) */
        tr->event = dn == FX_DAY ? IR_EV_BECOMES_DAY : IR_EV_BECOMES_NIGHT;
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        return tr;
    }
    if (ir_state_trigger_of(ev)) {     /* "When you control no Islands" (CR 603.8) */
        tr->event = IR_EV_STATE;
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->who = sel_new(l, IR_SEL_YOU, ev->range);
        tr->state = lower_cond(l, ev);
        return tr;
    }
    /* "enters the battlefield under your control" */
    const node *mods = ev && ev->c ? ev->c->a : NULL;
    if (mods && !mods->next && ir_event_of(ev, &tr->event) && tr->event == IR_EV_ENTERS
        && ir_prep_of(mods) == IR_PREP_UNDER_CONTROL_OF
        && (ir_who_of(mods->a) == IR_WHO_YOU || ir_who_of(mods->a) == IR_WHO_OPPONENT)) {
        tr->under = ir_who_of(mods->a) == IR_WHO_YOU ? IR_CTRL_YOU : IR_CTRL_OPPONENT;
        l->event_controller = mods->a;      /* "that player" after it (cg_event_role) */
        mods = NULL;
    }
    /* "is put into a graveyard from the battlefield": from where, and whose */
    const node *whose;
    bool into_yard = mods && ir_event_of(ev, &tr->event) && tr->event == IR_EV_PUT
                     && ir_into_graveyard(ev->c, &whose, &tr->from);
    if (mods && !into_yard && ir_permanent_into_graveyard(ev, &whose)) {
        /* "When enchanted Forest is put into a graveyard": from the
         * battlefield, where it is enchanted (cg_trigger.c, put_into_graveyard) */
        into_yard = true;
        tr->from = IR_ZONE_BATTLEFIELD;
    }
    if (into_yard) {
        ir_who who = whose ? ir_who_of(whose) : IR_WHO_ANY;
        if (who != IR_WHO_ANY && who != IR_WHO_YOU && who != IR_WHO_OPPONENT)
            refuse(l, whose, arena_printf(l->a, "the graveyard of %s", quoted(l, whose)));
        tr->into_owner = who == IR_WHO_YOU ? IR_CTRL_YOU : who == IR_WHO_OPPONENT ? IR_CTRL_OPPONENT : IR_CTRL_ANY;
        l->event_owner = whose;     /* "that player" for "an opponent" of "an opponent's graveyard" */
        mods = NULL;
    }
    /* "deals (combat) damage to a player": what it is dealt to */
    if (mods && !mods->next && ir_event_of(ev, &tr->event)
        && (tr->event == IR_EV_DEALS_DAMAGE || tr->event == IR_EV_DEALS_COMBAT_DAMAGE
            || tr->event == IR_EV_DEALS_NONCOMBAT_DAMAGE)
        && ir_prep_of(mods) == IR_PREP_TO && mods->a
        && (tr->to = lower_event_part(l, (tr->to_one_or_more = ir_one_or_more(mods->a) && !ir_one_or_more(ev->a))
                                             ? ir_one_of(l->a, mods->a) : mods->a))) {
        /* "to a player", "to you", "to ~", "to enchanted player" (not "to
         * one or more creatures": several) */
        l->event_to = mods->a->kind == N_OBJECT && !tr->to_one_or_more ? mods->a : NULL;
        mods = NULL;
    }
    /* "~ attacks with another creature with greater power" (training):
     * once, as attackers are declared (cg_trigger.c, event_test) */
    const node *stronger = ir_attacks_with_greater_power(ev);
    if (stronger) {
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = IR_EV_ATTACKS;
        tr->who = sel_new(l, IR_SEL_SELF, ev->a->range);
        node kinds = *stronger->a, np = *stronger;      /* "another creature": the comparison is `greater_power` */
        kinds.b = NULL;
        np.a = &kinds;
        ir_sel *s = sel_new(l, IR_SEL_ALL, stronger->range);
        s->filter = lower_filter(l, &np, NULL);
        tr->with = s;
        tr->at_least = 1;
        tr->greater_power = true;
        return tr;
    }
    /* "~ and at least two other creatures attack" (battalion) */
    const node *others = ir_attacks_with_others(ev, &tr->at_least);
    if (others) {
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = IR_EV_ATTACKS;
        tr->who = sel_new(l, IR_SEL_SELF, ev->a->a->range);
        ir_sel *s = sel_new(l, IR_SEL_ALL, others->range);
        s->filter = counted_filter(l, others, NULL);
        tr->with = s;
        l->event_subject = ev->a->a;
        return tr;
    }
    /* "you cast your second spell each turn", "an opponent draws their
     * first card each turn": which of the player's this turn */
    tr->nth = ir_event_nth_each_turn(ev);
    if (ir_cast_not_first_each_turn(ev)) {
        tr->at_least = 2;       /* "a spell other than your first spell each turn": the second or later */
        mods = NULL;
    }
    if (tr->nth || ir_event_nth_object(ev))
        l->event_to = ir_event_nth_object(ev);  /* "that spell": the spell cast (cg_trigger.c, clause_role) */
    if (tr->nth && ir_turn_during(mods))    /* "your first spell during each opponent's turn" */
        tr->during = lower_cond(l, ir_turn_during(mods));
    if (tr->nth)
        mods = NULL;
    /* "you cast your first instant or sorcery spell each turn": the N-th
     * spell of that kind (cg_trigger.c, event_test) */
    int kind_nth;
    const node *kinds = ir_event_nth_kind_each_turn(ev, &kind_nth);
    if (kinds) {
        ir_sel *s = sel_new(l, IR_SEL_ALL, kinds->range);
        s->filter = lower_filter(l, kinds, &on_stack);
        tr->what = s;
        tr->nth = kind_nth;
        if (ir_turn_during(mods))
            tr->during = lower_cond(l, ir_turn_during(mods));
        mods = NULL;
    }
    /* "enters the battlefield untapped" (as it is once there), "... from
     * your graveyard" (cg_trigger.c, event_test) */
    ir_zone enter_zone;
    ir_who enter_whose;
    if (mods && !mods->next && ir_event_of(ev, &tr->event) && tr->event == IR_EV_ENTERS && !ev->b) {
        if (ir_prep_of(mods) == IR_PREP_UNTAPPED) {
            tr->untapped = true;
            mods = NULL;
        } else if (ir_prep_of(mods) == IR_PREP_FROM && ir_zone_phrase(mods->a, &enter_zone, &enter_whose)
                   && enter_zone != IR_ZONE_ANY && (enter_whose == IR_WHO_ANY || enter_whose == IR_WHO_YOU)) {
            tr->from = enter_zone;
            tr->into_owner = enter_whose == IR_WHO_YOU ? IR_CTRL_YOU : IR_CTRL_ANY;
            mods = NULL;
        }
    }
    /* "you attack with three or more creatures", "... with one or more
     * Zombies": at least N of them attack, counted as they are declared
     * (cg_trigger.c, event_test) */
    const node *with = mods && !mods->next && ir_prep_of(mods) == IR_PREP_WITH && ir_event_of(ev, &tr->event)
                       && tr->event == IR_EV_ATTACKS && !ev->b && ev->a && ev->a->kind == N_PLAYER ? mods->a : NULL;
    if (with && with->kind == N_OBJECT && !with->b && !with->lossy
        && (ir_one_or_more(with) || (with->c && ir_cmp_op(with->c) == IR_CMP_GE && ir_number(with->c->a) >= 1))) {
        ir_sel *s = sel_new(l, IR_SEL_ALL, with->range);
        s->filter = counted_filter(l, with, NULL);
        tr->with = s;
        tr->at_least = ir_one_or_more(with) ? 1 : ir_number(with->c->a);
        mods = NULL;
    }
    /* "you cast a spell from your graveyard" (cg_trigger.c, event_test) */
    ir_who cast_whose;
    if (ir_cast_from(ev, &tr->from, &cast_whose, &tr->from_except)) {
        tr->into_owner = cast_whose == IR_WHO_YOU ? IR_CTRL_YOU : IR_CTRL_ANY;
        mods = NULL;
    }
    /* "Whenever an opponent casts a spell during your turn": asked as it
     * triggers (cg_trigger.c, event_test) */
    if (mods && !mods->next && ir_prep_of(mods) == IR_PREP_DURING && mods->a && mods->a->kind == N_STEP) {
        tr->during = lower_cond(l, mods->a);
        mods = NULL;
    }
    /* "you gain life for the first time each turn": the first such event
     * of its player this turn (cg_trigger.c, event_test) */
    if (mods && !mods->next && ir_prep_of(mods) == IR_PREP_FIRST_TIME_EACH_TURN && !mods->a
        && ir_event_of(ev, &tr->event) && (tr->event == IR_EV_GAIN_LIFE || tr->event == IR_EV_LOSE_LIFE) && !ev->b) {
        tr->nth = 1;
        mods = NULL;
    }
    /* "Whenever a player taps a land for mana", "... enchanted land is
     * tapped for mana" (CR 106.12): who tapped it (any player), and what */
    const node *tapper, *tapped = ir_tapped_for_mana(ev, &tapper);
    if (tapped) {
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = IR_EV_TAPPED_FOR_MANA;
        tr->who = tapper ? lower_event_part(l, tapper) : all_players(l, ev->range);
        tr->what = lower_event_part(l, tapped);
        if (!tr->who || !tr->what)
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        l->event_subject = tapper;
        l->event_to = tapped->kind == N_SELF ? NULL : tapped;
        return tr;
    }
    /* "a player activates an ability that isn't a mana ability", "you
     * activate an ability of an Elemental" (CR 602.2): who, of what */
    const node *of;
    bool not_mana, loyalty;
    node plain_of[2];
    if (ir_activated_ability(ev, &of, &not_mana, &loyalty, plain_of)) {
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = IR_EV_ACTIVATE;
        tr->who = lower_event_part(l, ev->a);
        tr->what = of ? lower_event_part(l, of) : NULL;
        tr->not_mana = not_mana;
        tr->loyalty = loyalty;
        if (!tr->who || (of && !tr->what))
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        l->event_subject = ev->a;
        ir_activated_ability(ev, &l->event_to, &not_mana, &loyalty, NULL);     /* the words, not PLAIN_OF */
        return tr;
    }
    /* "one or more cards leave your graveyard" (once for those that leave
     * at once), "a creature card leaves an opponent's graveyard" */
    const node *yard_owner, *leaving = ir_leaves_graveyard(ev, &yard_owner);
    if (leaving) {
        ir_who owner = ir_who_of(yard_owner);
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = IR_EV_LEAVES_GRAVEYARD;
        tr->into_owner = owner == IR_WHO_YOU ? IR_CTRL_YOU : owner == IR_WHO_OPPONENT ? IR_CTRL_OPPONENT : IR_CTRL_ANY;
        tr->one_or_more = ir_one_or_more(leaving) && !leaving->b;
        if (tr->into_owner == IR_CTRL_ANY || leaving->b
            || (!tr->one_or_more && !(leaving->kind == N_OBJECT && ir_det_of(leaving) == IR_DET_A)))
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        place yard = { IR_ZONE_GRAVEYARD, tr->into_owner };
        tr->who = lower_one_or_more(l, leaving, &yard);    /* "a creature card": as it left */
        l->event_subject = tr->one_or_more ? NULL : leaving;
        return tr;
    }
    /* "a creature is exiled from the battlefield", "a permanent is returned
     * to a player's hand", "one or more cards are put into exile from your
     * graveyard" (once for those moved at once: cg_trigger.c, trigger_batch) */
    ir_moved mv;
    const node *moving = ir_moved_of(ev, &mv);
    if (moving) {
        ir_who owner = mv.whose ? ir_who_of(mv.whose) : IR_WHO_ANY;
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = IR_EV_MOVED;
        tr->to_zone = mv.to;
        tr->from = mv.from;
        tr->into_owner = owner == IR_WHO_YOU ? IR_CTRL_YOU : owner == IR_WHO_OPPONENT ? IR_CTRL_OPPONENT : IR_CTRL_ANY;
        if (owner != IR_WHO_ANY && owner != IR_WHO_YOU && owner != IR_WHO_OPPONENT)
            refuse(l, mv.whose, arena_printf(l->a, "the zone of %s", quoted(l, mv.whose)));
        if (mv.during)
            tr->during = lower_cond(l, mv.during);
        tr->one_or_more = ir_one_or_more(moving) && !moving->b;
        place there = { mv.to, IR_CTRL_ANY };
        tr->who = tr->one_or_more ? lower_one_or_more(l, moving, &there) : lower_event_part(l, moving);
        if (!tr->who)
            refuse(l, moving, arena_printf(l->a, "the event's subject %s", quoted(l, moving)));
        l->event_subject = tr->one_or_more ? NULL : moving;
        l->event_owner = mv.whose && owner == IR_WHO_ANY ? mv.whose : NULL;
        return tr;
    }
    /* "Whenever ~ becomes the target of a spell or ability an opponent
     * controls", "... of an Aura spell" (cg_trigger.c, targeted_by) */
    const node *by = ir_becomes_target_of(ev);
    if (by) {
        ir_targeting tg;
        if (!ir_targeted_by(by, false, &tg) || (tg.controllers && tg.controllers->next))
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = IR_EV_BECOMES_TARGET;
        tr->who = lower_event_part(l, ev->a);
        tr->by_spell = tg.spells;
        tr->by_ability = tg.abilities;
        if (tg.kinds) {
                ir_sel *s = sel_new(l, IR_SEL_ALL, by->range);
            s->filter = lower_filter(l, by, &on_stack);
            tr->what = s;
        }
        tr->by_who = tg.controllers ? lower_event_part(l, tg.controllers->a) : NULL;
        if (!tr->who || (tg.controllers && !tr->by_who))
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        l->event_subject = ev->a;
        l->event_source = by;       /* "that spell or ability" (cg_trigger.c, clause_role) */
        l->event_by = tg.controllers ? tg.controllers->a : NULL;   /* "that player": its controller */
        return tr;
    }
    /* "Whenever a spell or ability you control counters a spell": whose
     * spell or ability (cg_trigger.c, event_test) */
    ir_targeting countering;
    if (ir_counters_spell_of(ev, &countering)) {
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = IR_EV_COUNTERS_SPELL;
        tr->by_spell = tr->by_ability = true;
        tr->who = countering.controllers ? lower_event_part(l, countering.controllers->a) : all_players(l, ev->range);
        if (!tr->who)
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        return tr;
    }
    /* "Whenever ~ becomes attached to a creature", "... unattached from a
     * permanent": "that creature" is the permanent (cg_trigger.c, event_test) */
    bool unattached;
    const node *host = ir_attach_event_of(ev, &unattached);
    if (host) {
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = unattached ? IR_EV_UNATTACHED : IR_EV_ATTACHED;
        if (!(tr->who = lower_event_part(l, ev->a)) || host->kind == N_PRONOUN || !(tr->to = lower_event_part(l, host)))
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        l->event_subject = ev->a;
        l->event_to = host->kind == N_OBJECT ? host : NULL;
        return tr;
    }
    /* "Whenever ~ attacks and isn't blocked" (once blockers are declared) */
    const node *attack = ir_unblocked_attack(ev);
    if (attack) {
        tr->range = t->range;
        tr->whenever = strcmp(t->text, "whenever") == 0;
        tr->event = IR_EV_UNBLOCKED;
        tr->who = lower_event_part(l, attack->a);
        if (!tr->who)
            refuse(l, attack->a, arena_printf(l->a, "the event's subject %s", quoted(l, attack->a)));
        l->event_subject = attack->a;
        return tr;
    }
    /* "Whenever ~ becomes blocked by a creature": the blocker, once for
     * each; "by one or more Orcs": once, if that many of them block it */
    if (mods && !mods->next && ir_prep_of(mods) == IR_PREP_BY && ir_event_of(ev, &tr->event)
        && tr->event == IR_EV_BLOCKED && !ev->b && mods->a && mods->a->kind == N_OBJECT
        && (ir_det_of(mods->a) == IR_DET_A || ir_det_of(mods->a) == IR_DET_ANOTHER
            || (tr->at_least = blocks_counted(mods->a)))) {
        ir_sel *s = sel_new(l, IR_SEL_ALL, mods->a->range);
        s->filter = tr->at_least ? counted_filter(l, mods->a, NULL) : lower_filter(l, mods->a, NULL);
        tr->what = s;
        l->event_to = tr->at_least ? NULL : mods->a;
        mods = NULL;
    } else if (mods && !mods->next && ir_prep_of(mods) == IR_PREP_BY && ir_event_of(ev, &tr->event)
               && tr->event == IR_EV_BLOCKED && !ev->b && mods->a && mods->a->kind == N_SELF) {
        /* "Whenever a creature with deathtouch becomes blocked by this
         * creature": ~ the blocker (cg_event.c, event_test) */
        tr->what = sel_new(l, IR_SEL_SELF, mods->a->range);
        mods = NULL;
    }
    /* "Whenever a creature you control attacks alone" (cg_trigger.c, event_test) */
    if (mods && !mods->next && ir_prep_of(mods) == IR_PREP_ALONE && !mods->a && ir_event_of(ev, &tr->event)
        && tr->event == IR_EV_ATTACKS && !ev->b) {
        tr->alone = true;
        mods = NULL;
    }
    /* "When this creature transforms into ~": the face the ability is on
     * is the one turned up, and a permanent has its new face's abilities
     * as the event is seen (cg_event.c); "transforms" of no face, which the
     * face it leaves would have to see, is refused below */
    if (mods && !mods->next && ir_prep_of(mods) == IR_PREP_INTO && mods->a && mods->a->kind == N_SELF
        && ev->a && ev->a->kind == N_SELF && !ev->b && ir_event_of(ev, &tr->event) && tr->event == IR_EV_TRANSFORMS) {
        tr->into_self = true;
        mods = NULL;
    }
    if (mods && ir_damage_at_least(ev) && ir_verb_of(ev) == IR_VERB_DEALT_DAMAGE)
        mods = NULL;            /* "is dealt 3 or more damage by a single source": at_least */
    if (!ev || ev->kind != N_ACTION || !ev->text || mods || ev->lossy || !ev->a)
        refuse(l, ev ? ev : t, arena_printf(l->a, "the event %s", quoted(l, ev ? ev : t)));
    tr->range = t->range;
    tr->whenever = strcmp(t->text, "whenever") == 0;
    /* the events the IR says today (docs/ir.md); "becomes tapped" is the
     * event of being tapped */
    const node *object = tr->nth || ir_cast_not_first_each_turn(ev) ? NULL : ev->b;  /* "your second spell": its own */
    bool known = ir_event_of(ev, &tr->event);
    if (ir_damage_at_least(ev)) {   /* "deals 5 or more damage to a player": the amount dealt at once */
        tr->at_least = ir_damage_at_least(ev);
        object = NULL;
    }
    ir_word_kind become = known && tr->event == IR_EV_BECOMES ? ir_word_of(object).kind : IR_WORD_UNKNOWN;
    if (become == IR_WORD_TAPPED || become == IR_WORD_UNTAPPED) {
        tr->event = become == IR_WORD_TAPPED ? IR_EV_TAPPED : IR_EV_UNTAPPED;
        object = NULL;
    }
    switch (known && (tr->event != IR_EV_PUT || into_yard) ? tr->event : IR_EV_BECOMES) {
    case IR_EV_ENTERS: case IR_EV_DIES: case IR_EV_LEAVES: case IR_EV_ENTERS_OR_LEAVES: case IR_EV_ATTACKS: case IR_EV_BLOCKS:
    case IR_EV_ATTACKS_OR_BLOCKS: case IR_EV_BLOCKED: case IR_EV_TAPPED: case IR_EV_UNTAPPED:
    case IR_EV_GAIN_LIFE: case IR_EV_LOSE_LIFE: case IR_EV_DRAW: case IR_EV_CAST:
    case IR_EV_DISCARD: case IR_EV_CYCLE: case IR_EV_SACRIFICE: case IR_EV_BECOMES_MONSTROUS: case IR_EV_BECOMES_RENOWNED:
    case IR_EV_EXERT:
    case IR_EV_DEALS_DAMAGE: case IR_EV_DEALS_COMBAT_DAMAGE: case IR_EV_DEALT_DAMAGE: case IR_EV_DEALT_COMBAT_DAMAGE:
    case IR_EV_DEALS_NONCOMBAT_DAMAGE: case IR_EV_DEALT_NONCOMBAT_DAMAGE:
    case IR_EV_SCRY: case IR_EV_SURVEIL: case IR_EV_TURNED_FACE_UP: case IR_EV_PLAY_LAND: case IR_EV_COPY:
    case IR_EV_CREWS: case IR_EV_EXPLORES: case IR_EV_PHASES_IN: case IR_EV_PHASES_OUT:
        break;
    case IR_EV_TRANSFORMS:  /* only "transforms into ~" */
        if (!tr->into_self)
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        break;
    case IR_EV_EXPLOITS:    /* "When ~ exploits a creature" (CR 702.110b): only ~'s own */
        if (!ev->a || ev->a->kind != N_SELF)
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        break;
    case IR_EV_PLAY:    /* "a card": any (a land played or a spell cast) */
    case IR_EV_BECOMES_MONARCH:     /* "the monarch": the event's own */
    case IR_EV_COMPLETE_DUNGEON:    /* "a dungeon": the event's own */
    case IR_EV_WINS_FLIP: case IR_EV_LOSES_FLIP:    /* "a coin flip": the event's own */
    case IR_EV_LOSES_GAME:          /* "the game": the event's own */
        object = NULL;
        break;
    case IR_EV_SHUFFLE:     /* only "shuffles their library" */
        if (!ir_shuffles_own_library(ev))
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        object = NULL;
        break;
    case IR_EV_PUT:     /* only "put into a graveyard" */
        break;
    default:
        refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
    }
    /* "draw" events say "draw a card": the count is part of the event;
     * "cast" events name the spell */
    if ((tr->event == IR_EV_CAST || tr->event == IR_EV_COPY) && object && object->kind == N_OBJECT
        && (ir_det_of(object) == IR_DET_A || ir_det_of(object) == IR_DET_ANOTHER
            || (ir_det_of(object) == IR_DET_NEXT && !tr->whenever))) {     /* "your next": ir_turn_trigger_of */
        ir_sel *s = sel_new(l, IR_SEL_ALL, object->range);
        s->filter = lower_filter(l, object, &on_stack);
        tr->what = s;
        l->event_to = object;       /* "that spell": the spell cast (cg_trigger.c, clause_role) */
    } else if ((tr->event == IR_EV_CAST || tr->event == IR_EV_CYCLE || tr->event == IR_EV_DISCARD
                || tr->event == IR_EV_SACRIFICE) && object
               && (object->kind == N_SELF || (object->kind == N_PRONOUN && object->refers
                                              && object->refers->kind == N_SELF))) {
        tr->what = sel_new(l, IR_SEL_SELF, object->range);     /* "When you cast this spell", "cycle ~" */
    } else if (tr->event == IR_EV_CAST && ir_your_commander(object)) {
        tr->what = sel_new(l, IR_SEL_COMMANDER, object->range);    /* "When you cast your commander" */
        l->event_to = object;       /* "it": the spell cast */
    } else if (tr->event == IR_EV_CREWS && object && object->kind == N_OBJECT && ir_det_of(object) == IR_DET_A) {
        tr->what = lower_event_part(l, object);     /* "crews a Vehicle": the Vehicle, "that Vehicle" */
        l->event_to = object;
    } else if (tr->event == IR_EV_BLOCKS && object && object->kind == N_OBJECT
               && (ir_det_of(object) == IR_DET_A || (tr->at_least = blocks_counted(object)))) {
        /* "blocks a creature": the attacker it blocks, what the block is
         * done to; "blocks two or more creatures": once, if it blocks that
         * many (cg_trigger.c, event_test) */
        ir_sel *s = sel_new(l, IR_SEL_ALL, object->range);
        s->filter = tr->at_least ? counted_filter(l, object, NULL) : lower_filter(l, object, NULL);
        tr->what = s;
        l->event_to = tr->at_least ? NULL : object;
    } else if (tr->event == IR_EV_BLOCKS && object && object->kind == N_SELF && ev->a && ev->a->kind != N_SELF) {
        tr->what = sel_new(l, IR_SEL_SELF, object->range);  /* "a creature with deathtouch blocks ~": ~ the attacker */
    } else if ((tr->event == IR_EV_DISCARD || tr->event == IR_EV_CYCLE || tr->event == IR_EV_SACRIFICE
                || tr->event == IR_EV_PLAY_LAND || tr->event == IR_EV_EXERT || tr->event == IR_EV_EXPLOITS)
               && object && object->kind == N_OBJECT
               && (ir_det_of(object) == IR_DET_A || ir_det_of(object) == IR_DET_ANOTHER
                   || ((tr->event == IR_EV_DISCARD || tr->event == IR_EV_SACRIFICE) && ir_one_or_more(object)
                       && !object->b && once_each_turn_said(l)))) {
        /* "discards a creature card", "cycle a card": a card from a hand;
         * "sacrifice a creature", "plays a land": a permanent; "you discard
         * one or more cards" with "This ability triggers only once each
         * turn": the first of them, once */
        static const place hand = { IR_ZONE_HAND, IR_CTRL_ANY };
        tr->one_or_more = ir_one_or_more(object);
        tr->what = lower_one_or_more(l, object, tr->event == IR_EV_SACRIFICE || tr->event == IR_EV_PLAY_LAND
                                                || tr->event == IR_EV_EXERT || tr->event == IR_EV_EXPLOITS ? NULL : &hand);
        l->event_to = object;       /* "that card": the card discarded */
    } else if (tr->event == IR_EV_ATTACKS && object && (tr->to = lower_event_part(l, object))) {
        /* "attacks you", "attacks enchanted player", "attacks you or a
         * planeswalker you control": what it attacks (cg_trigger.c, event_test) */
        if (object->kind == N_OBJECT && ir_det_of(object) != IR_DET_A && !ir_one_of_players(object))
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        if (ir_one_of_players(object) || ir_names_players(object))
            l->event_to = object;   /* "that player", "that opponent": the one attacked */
    } else if (object && !(tr->event == IR_EV_DRAW && card_count(l, object)->value == 1))
        refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
    /* "a card is put into your graveyard": the card there */
    const node *who = ev->a;
    place yard = { IR_ZONE_GRAVEYARD, tr->into_owner };
    tr->who = lower_event_part_in(l, who, tr->event == IR_EV_PUT && into_yard ? &yard : NULL);
    if (!tr->who && ir_one_or_more(who) && !who->b && ((tr->event == IR_EV_ATTACKS && (!object || tr->to))
                                                      || ((tr->event == IR_EV_DEALS_DAMAGE
                                                           || tr->event == IR_EV_DEALS_COMBAT_DAMAGE
                                                           || tr->event == IR_EV_DEALS_NONCOMBAT_DAMAGE) && tr->to)
                                                      || (tr->event == IR_EV_PUT && into_yard)
                                                      || (tr->event == IR_EV_ENTERS && !object)
                                                      || ((tr->event == IR_EV_ENTERS || tr->event == IR_EV_DIES
                                                           || tr->event == IR_EV_LEAVES) && once_each_turn_said(l)))) {
        /* "Whenever one or more creatures you control attack": once for
         * the declaration; "... deal combat damage to a player": once for
         * each player; "one or more cards are put into your graveyard",
         * "one or more tokens enter the battlefield": once for those put
         * there at once (cg_trigger.c, trigger_batch) */
        tr->who = lower_one_or_more(l, who, tr->event == IR_EV_PUT ? &yard : NULL);
        tr->one_or_more = true;
        return tr;      /* "they": which of them, not said yet */
    } else if (!tr->who && tr->event == IR_EV_ATTACKS && !object && !who->b && blocks_counted(who) >= 2) {
        /* "Whenever two or more creatures your opponents control attack":
         * once for the declaration, if that many of them attack (cg_trigger.c) */
        tr->who = lower_one_or_more(l, who, NULL);
        tr->one_or_more = true;
        tr->at_least = blocks_counted(who);
        return tr;
    } else if (!tr->who) {
        refuse(l, who, arena_printf(l->a, "the event's subject %s", quoted(l, who)));
    }
    l->event_subject = who;
    if (!l->event_controller)   /* "that player" for "an opponent" of "a creature an opponent controls
                                 * dies": its controller, as it last was (cg_trigger.c, clause_role) */
        l->event_controller = ir_controlled_by_of(who);
    return tr;
}
