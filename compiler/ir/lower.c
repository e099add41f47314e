/* lower.c — the checked AST to the card IR (docs/ir.md).
 *
 * This is the only pass that reads card words to decide what they mean:
 * verbs become instruction kinds, noun phrases selections and filters,
 * numbers amounts, "until end of turn" a duration.  It never guesses: a
 * construct it cannot say in the IR is reported at its node, naming it
 * (ERR_LOWER_UNSUPPORTED), and the card gets no IR.  Pronouns take the
 * selection of what sema bound them to (node.refers), and only when that
 * selection names the same objects wherever it is read: a target slot, the
 * card itself, you, a part of the trigger event. */
#include "lower_int.h"
#include "parser.h"
#include "syntax.h"

/* ---- abilities ------------------------------------------------------- */

/* The "from ..." (its place phrase) of the action among the statements S
 * (and those after it) whose object is the target OBJ, inside "you may",
 * "if ..." and joined steps too; NULL when there is none. */
static const node *target_from(const node *s, const node *obj)
{
    for (; s; s = s->next) {
        const node *in = s->kind == N_OPTIONAL ? target_from(s->a, obj)
                       : s->kind == N_SEQUENCE && s->a ? target_from(s->a->a, obj)
                       : s->kind == N_CONDITIONAL ? (target_from(s->b, obj) ? target_from(s->b, obj) : target_from(s->c, obj))
                       : NULL;
        if (in)
            return in;
        if (s->kind == N_ACTION && s->b && s->b->kind == N_TARGET && s->b->a == obj)
            for (const node *m = s->c ? s->c->a : NULL; m; m = m->next)
                if (is(m, N_PREP, "from"))
                    return m->a;
    }
    return NULL;
}

/* A target slot's filter; "card" in it takes the zone of "from ..." on the
 * action the target is the object of. */
ir_target *lower_targets(lower *l, const node *effect)
{
    ir_target *head = NULL, **tail = &head;
    for (const target_use *u = l->ab->targets; u; u = u->next) {
        if (!lower_own_target(l, u))
            continue;
        const node *obj = u->object;
        /* "X target creatures", "up to X ...": X paid (CR 601.2c); "any
         * number of target creatures" (0..any), "one or more ..." (1..any) */
        bool x = u->max == IR_TARGETS_X && (u->min == IR_TARGETS_X || u->min == 0);
        bool any = u->max == IR_TARGETS_ANY && u->min >= 0;
        if (!obj || obj->kind != N_OBJECT || u->min < -2 || (u->max < 0 && !x && !any) || (u->min < 0 && !x))
            refuse(l, NULL, arena_printf(l->a, "the targets '%s'", u->text));
        if (x && !x_is_paid(l))
            refuse(l, NULL, arena_printf(l->a, "the targets '%s': an X that no cost defines", u->text));
        ir_target *t = alloc(l, sizeof *t);
        t->min = u->min;
        t->max = u->max;
        t->another = sema_target_says_other(l->card, u);
        t->range = u->range;
        /* the zone: from a "from" on the action whose object this target is */
        const node *from = target_from(effect ? effect->a : NULL, obj);
        /* a "spell" is on the stack (CR 112.1); a "card" where "from" says */
        place z = from ? place_of(l, from) : (place){ IR_ZONE_STACK, IR_CTRL_ANY };
        ir_zone named;
        l->slot = t;
        if (z.owner == IR_CTRL_SEL && ir_zone_of_player(from, &named) && obj->a && obj->a->kind == N_FILTER)
            /* "target card from that player's graveyard": one in that player's (cg_ability.c) */
            t->filter = lower_filter(l, with_zone(l, obj, from), NULL);
        else
            t->filter = lower_filter(l, obj, &z);
        l->slot = NULL;
        *tail = t;
        tail = &t->next;
    }
    return head;
}

/* A cost that is an action, ACT, written at K: "Sacrifice ~", "Sacrifice
 * a creature", "Discard a card", "Pay 2 life"; into C. */
void lower_cost_action(lower *l, const node *k, const node *act, ir_cost *c)
{
    const node *obj = act && act->kind == N_ACTION && !act->a && !act->c ? act->b : NULL;
    ir_verb verb = ir_verb_of(act);
    ir_det det = ir_det_of(obj);
    if (act && act->kind == N_ACTION && ir_count_is_x(act->b))
        l->x_in_cost = true;    /* "discard X cards": the X chosen for it (CR 107.3a) */
    bool self = act && act->kind == N_ACTION && act->b && !act->a
                && (act->b->kind == N_SELF || (act->b->kind == N_PRONOUN && act->b->refers
                                               && act->b->refers->kind == N_SELF));
    const node *mod = self && act->c ? act->c->a : NULL;
    if (verb == IR_VERB_SACRIFICE && obj && (self || (ir_pronoun_of(obj) != IR_PRON_OTHER && !act->a && !act->c))) {
        /* "Sacrifice ~", "... and sacrifice it"; "Sacrifice enchanted creature":
         * the permanent the card is attached to, if its controller controls it */
        c->kind = IR_COST_SACRIFICE;
        c->object = lower_sel(l, obj, NULL);
    } else if (self && verb == IR_VERB_EXILE && (!mod || (!mod->next && ir_prep_of(mod) == IR_PREP_FROM
                                                      && zone_of(l, mod->a) != IR_ZONE_BATTLEFIELD))) {
        /* "Exile ~", "Exile ~ from your graveyard": the card itself, from
         * where the ability works (CARDRT_COST_EXILE_SELF) */
        c->kind = IR_COST_EXILE;
        c->object = lower_sel(l, act->b, NULL);
        if (mod)
            c->from = ir_zone_name(zone_of(l, mod->a));
    } else if (self && verb == IR_VERB_REVEAL && mod && !mod->next && ir_prep_of(mod) == IR_PREP_FROM
               && zone_of(l, mod->a) == IR_ZONE_HAND) {
        c->kind = IR_COST_REVEAL;       /* "Reveal ~ from your hand" (CARDRT_COST_REVEAL_SELF) */
        c->object = lower_sel(l, act->b, NULL);
        c->from = ir_zone_name(IR_ZONE_HAND);
    } else if (self && verb == IR_VERB_EXERT && !mod) {
        c->kind = IR_COST_EXERT;        /* "Exert ~" (CARDRT_COST_EXERT_SELF) */
        c->object = lower_sel(l, act->b, NULL);
    } else if (self && verb == IR_VERB_RETURN && mod && !mod->next && ir_prep_of(mod) == IR_PREP_TO
               && zone_of(l, mod->a) == IR_ZONE_HAND) {
        c->kind = IR_COST_RETURN;       /* "Return ~ to its owner's hand" (CARDRT_COST_RETURN_SELF) */
        c->object = lower_sel(l, act->b, NULL);
    } else if (verb == IR_VERB_SACRIFICE && obj && obj->kind == N_OBJECT
               && (obj->c || det == IR_DET_A || det == IR_DET_ANOTHER)) {
        /* "Sacrifice a creature", "Sacrifice two lands": permanents you control (CR 701.21a) */
        c->kind = IR_COST_SACRIFICE;
        ir_filter *f = counted_filter(l, obj, NULL);
        if (f->controller != IR_CTRL_ANY)
            refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
        f->controller = IR_CTRL_YOU;
        c->filter = f;
        if (obj->c)
            c->amount = object_count(l, obj, "the cost");
    } else if (verb == IR_VERB_TAP && obj && obj->kind == N_OBJECT && (obj->c || det == IR_DET_A || det == IR_DET_ANOTHER)) {
        /* "Tap an untapped creature you control", "Tap another untapped Rogue you control" (CR 602.1) */
        c->kind = IR_COST_TAP_OTHERS;
        c->filter = counted_filter(l, obj, NULL);
        c->amount = object_count(l, obj, "the cost");
        if (c->filter->controller != IR_CTRL_YOU)
            refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
    } else if ((verb == IR_VERB_EXILE || verb == IR_VERB_RETURN) && act->b && act->b->kind == N_OBJECT && !act->a
               && act->c && act->c->a && !act->c->a->next
               && ir_prep_of(act->c->a) == (verb == IR_VERB_EXILE ? IR_PREP_FROM : IR_PREP_TO)
               && (act->b->c || ir_det_of(act->b) == IR_DET_A || ir_det_of(act->b) == IR_DET_ANOTHER)) {
        /* "Exile a creature card from your graveyard"; "Return a land you
         * control to its owner's hand"; "Exile another creature card from
         * your graveyard" (not this one) */
        const node *m = act->c->a;
        place p = verb == IR_VERB_EXILE ? place_of(l, m->a) : (place){ IR_ZONE_BATTLEFIELD, IR_CTRL_ANY };
        if (verb == IR_VERB_RETURN && zone_of(l, m->a) != IR_ZONE_HAND)
            refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
        c->kind = verb == IR_VERB_EXILE ? IR_COST_EXILE : IR_COST_RETURN;
        c->filter = counted_filter(l, act->b, verb == IR_VERB_EXILE ? &p : NULL);
        c->amount = object_count(l, act->b, "the cost");
        if (verb == IR_VERB_EXILE ? c->filter->zone != p.zone : c->filter->controller != IR_CTRL_YOU)
            refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
    } else if (verb == IR_VERB_EXILE && !act->a && !act->c && ir_top_of_own_library(act->b) > 0) {
        /* "Exile the top two cards of your library": only with that many there */
        c->kind = IR_COST_EXILE;
        c->object = lower_sel(l, act->b, NULL);
    } else if (verb == IR_VERB_EXILE && act->b && act->b->kind == N_OBJECT && !act->a && !act->c
               && ir_constant_count(act->b) == 1 && (ir_det_of(act->b) == IR_DET_A || ir_det_of(act->b) == IR_DET_ANOTHER)) {
        /* "Exile a creature you control": a permanent you control, chosen as it is paid;
         * "Exile an instant or sorcery spell you control": a spell of yours (it won't resolve) */
        c->kind = IR_COST_EXILE;
        c->filter = counted_filter(l, act->b, NULL);
        c->amount = object_count(l, act->b, "the cost");
        if (c->filter->controller != IR_CTRL_YOU
            || (c->filter->zone != IR_ZONE_BATTLEFIELD && c->filter->zone != IR_ZONE_STACK))
            refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
    } else if ((verb == IR_VERB_REMOVE || verb == IR_VERB_PUT) && act && act->kind == N_ACTION && !act->a
               && ir_counters_named(act->b) && !act->b->b && act->c && act->c->a && !act->c->a->next
               && ir_prep_of(act->c->a) == (verb == IR_VERB_REMOVE ? IR_PREP_FROM : IR_PREP_ON) && act->c->a->a) {
        /* "Remove a charge counter from ~", "Put a -1/-1 counter on a
         * creature you control": that permanent chosen as it is paid (CR 118.3) */
        const node *on = act->c->a->a;
        c->kind = verb == IR_VERB_REMOVE ? IR_COST_REMOVE_COUNTERS : IR_COST_PUT_COUNTERS;
        c->counter = ir_counters_named(act->b);
        if (verb == IR_VERB_REMOVE && on->kind == N_SELF && ir_count_is_x(act->b) && !l->removed_x) {
            /* "Remove X storage counters from ~", "any number of": X,
             * chosen as it is activated (CR 107.3a) */
            ir_amount *x = alloc(l, sizeof *x);
            x->kind = IR_AMOUNT_X;
            x->range = act->b->c->range;
            c->amount = x;
            l->removed_x = act->b;
        } else {
            c->amount = object_count(l, act->b, "the cost");
        }
        if (on->kind == N_SELF) {
            c->object = lower_sel(l, on, NULL);
        } else {
            if (on->kind != N_OBJECT || on->c || ir_det_of(on) != IR_DET_A)
                refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
            c->filter = counted_filter(l, on, NULL);
            if (c->filter->controller != IR_CTRL_YOU)
                refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
        }
    } else if (act && ir_put_on_own_library_of(act)) {
        /* "Put a card from your hand on top of your library" (CARDRT_COST_PUT_ON_TOP) */
        static const place hand = { IR_ZONE_HAND, IR_CTRL_YOU };
        bool random = false;
        c->kind = IR_COST_PUT_ON_TOP;
        c->filter = ir_any_card(act->b, &random) ? NULL : counted_filter(l, act->b, &hand);
        c->amount = object_count(l, act->b, "the cards");
        if (random)
            refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
    } else if (verb == IR_VERB_DISCARD && obj && obj->kind == N_SELF && !act->c) {
        /* "Channel — {1}{G}, Discard ~: ...": the card itself, from your
         * hand, where the ability is activated (CARDRT_COST_DISCARD_SELF) */
        c->kind = IR_COST_DISCARD;
        c->object = lower_sel(l, obj, NULL);
    } else if (verb == IR_VERB_DISCARD && obj) {
        c->kind = IR_COST_DISCARD;      /* "Discard a card", "Discard two cards" */
        bool random = false;            /* "Discard a card at random" (CARDRT_COST_DISCARD_RANDOM) */
        static const place hand = { IR_ZONE_HAND, IR_CTRL_YOU };
        if (obj->kind == N_OBJECT && ir_any_card(obj, &random) && random) {
            c->amount = object_count(l, obj, "the cards");
            c->at_random = true;
        } else if (obj->kind == N_OBJECT && !ir_any_card(obj, &random) && !obj->b) {
            c->filter = counted_filter(l, obj, &hand);     /* "Discard a creature card": one the filter accepts */
            c->amount = object_count(l, obj, "the cards");
        } else {
            c->amount = card_count(l, obj);
        }
    } else if (verb == IR_VERB_PAY_LIFE && obj) {
        c->kind = IR_COST_PAY_LIFE;
        c->amount = lower_amount(l, obj);
    } else if (verb == IR_VERB_PAY_ENERGY && meaning_energy(l->card, obj) && !act->a && !act->c) {
        c->kind = IR_COST_PAY_ENERGY;   /* "Pay {E}{E}" */
        ir_amount *n = arena_alloc(l->a, sizeof *n);
        memset(n, 0, sizeof *n);
        n->value = meaning_energy(l->card, obj);
        n->range = obj->range;
        c->amount = n;
    } else {
        refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
    }
}

/* "As an additional cost to cast this spell, sacrifice a creature." (CR
 * 601.2f): an ability of its own whose one cost is paid as the spell is cast. */
static ir_ability *lower_additional_cost(lower *l, ir_ability *out, const node *cond)
{
    if (cond->c || ir_verb_of(cond->a) != IR_VERB_CAST || !cond->a->b || cond->a->b->kind != N_SELF || cond->a->a
        || cond->a->c || !cond->b)
        refuse(l, cond, arena_printf(l->a, "the additional cost %s", quoted(l, cond)));
    out->kind = IR_AB_ADDITIONAL_COST;
    /* "discard a card and sacrifice a creature": each of them; "sacrifice a
     * creature or discard a card" is a choice the IR cannot say yet */
    const node *what = cond->b;
    bool seq = what->kind == N_SEQUENCE && what->a;
    if (seq && ir_list_of(what) == IR_LIST_OR)
        refuse(l, what, arena_printf(l->a, "the choice of additional costs %s", quoted(l, what)));
    ir_cost **tail = &out->costs;
    for (const node *k = seq ? what->a->a : what; k; k = seq ? k->next : NULL) {
        ir_cost *c = alloc(l, sizeof *c);
        c->range = k->range;
        lower_cost_action(l, k, k, c);
        *tail = c;
        tail = &c->next;
    }
    return out;
}

/* "You may pay {1} and sacrifice a Mountain rather than pay this spell's
 * mana cost" (CR 118.9): an ability of its own, the costs the spell may
 * be cast for instead of its mana cost. */
static ir_ability *lower_alternative_cost(lower *l, ir_ability *out, const node **steps, unsigned n)
{
    out->kind = IR_AB_ALTERNATIVE_COST;
    ir_cost **tail = &out->costs;
    for (unsigned i = 0; i < n; i++) {
        const node *act = ir_cost_step(l->a, steps[i]);
        ir_cost *c = alloc(l, sizeof *c);
        c->range = act->range;
        if (ir_pay_mana_of(act)) {
            c->kind = IR_COST_MANA;
            c->range = act->b->range;
        } else {
            lower_cost_action(l, steps[i], act, c);
        }
        *tail = c;
        tail = &c->next;
    }
    return out;
}

static ir_cost *lower_costs(lower *l, const node *costs)
{
    if (!costs || costs->kind != N_LIST)
        refuse(l, costs, "these costs");
    ir_cost *head = NULL, **tail = &head;
    for (const node *k = costs->a; k; k = k->next) {
        ir_cost *c = alloc(l, sizeof *c);
        c->range = k->range;
        ir_cost_entry e = ir_cost_entry_of(k);
        if (e == IR_CE_MANA && !k->a && !k->b && !k->c)
            c->kind = IR_COST_MANA;
        else if (e == IR_CE_TAP)
            c->kind = IR_COST_TAP;
        else if (e == IR_CE_UNTAP)
            c->kind = IR_COST_UNTAP;
        else if (e == IR_CE_ACTION)
            lower_cost_action(l, k, k->a, c);
        else
            refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
        *tail = c;
        tail = &c->next;
    }
    return head;
}

/* Every player, a filter of players ("each end step": each player's). */
ir_sel *all_players(lower *l, src_range range)
{
    ir_filter *f = alloc(l, sizeof *f);
    f->range = range;
    f->zone = IR_ZONE_BATTLEFIELD;
    f->any_of = alloc(l, sizeof *f->any_of);
    f->any_of->traits = alloc(l, sizeof *f->any_of->traits);
    f->any_of->traits->kind = IR_TRAIT_PLAYER;
    f->any_of->ntraits = 1;
    ir_sel *s = sel_new(l, IR_SEL_ALL, f->range);
    s->filter = f;
    return s;
}

/* Spells, where a trigger event names them ("you cast a green spell"). */
static const place on_stack = { IR_ZONE_STACK, IR_CTRL_ANY };

/* A part of a trigger event: "a creature you control", "an opponent"
 * (all of a filter; cards in place P, or NULL), ~, "you", "enchanted
 * creature"; NULL for another phrase. */
static const ir_sel *lower_event_part_in(lower *l, const node *np, const place *p)
{
    if (np->kind == N_OBJECT && (ir_det_of(np) == IR_DET_A || ir_det_of(np) == IR_DET_ANOTHER)) {
        ir_sel *s = sel_new(l, IR_SEL_ALL, np->range);
        s->filter = lower_filter(l, np, p);
        return s;
    }
    if (np->kind == N_LIST && ir_list_of(np) == IR_LIST_OR && np->a) {
        /* "~ or another creature": the objects of each (cg_trigger.c, event_object) */
        ir_sel *s = sel_new(l, IR_SEL_AND, np->range);
        for (const node *i = np->a; i; i = i->next)
            s->nparts++;
        s->parts = alloc(l, s->nparts * sizeof *s->parts);
        s->nparts = 0;
        for (const node *i = np->a; i; i = i->next)
            if (!(s->parts[s->nparts++] = lower_event_part_in(l, i, p)))
                return NULL;
        return s;
    }
    if (np->kind == N_PLAYER && meaning_player(np) == FX_PLAYER_DEFENDING)
        return lower_sel(l, np, NULL);      /* "to defending player" */
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
    } else if (is(st->a, N_OBJECT, "each")) {
        /* "each player's upkeep", "each opponent's upkeep": "that player" is
         * the player whose step it is */
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

static ir_trigger *lower_trigger(lower *l, const node *t);
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
    l->event_controller = l->event_owner = NULL;
    if (mixed)
        l->event_source = NULL;
    return first;
}

static ir_trigger *lower_trigger(lower *l, const node *t)
{
    if (!t || t->kind != N_TRIGGER || !t->text)
        refuse(l, t, "this trigger");
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
    /* "you surveil (cycle another card) for the first time each turn", "~
     * becomes the target of a spell or ability ...": the first such event
     * of its player (object) this turn (cg_trigger.c, event_test) */
    node plain;
    ir_event first;
    if (ir_first_time_each_turn(ev, &plain) && ir_event_of(&plain, &first)
        && (first == IR_EV_SURVEIL || first == IR_EV_CYCLE || (ir_becomes_target_of(&plain) && ev->a->kind != N_PLAYER))) {
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
    bool removed;
    const node *on = ir_counters_event_of(ev, &tr->counter, &removed, &tr->each_counter);
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
        if (!tr->who)
            refuse(l, on, arena_printf(l->a, "the event's subject %s", quoted(l, on)));
        l->event_subject = on;
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
        mods = NULL;
    }
    /* "deals (combat) damage to a player": what it is dealt to */
    if (mods && !mods->next && ir_event_of(ev, &tr->event)
        && (tr->event == IR_EV_DEALS_DAMAGE || tr->event == IR_EV_DEALS_COMBAT_DAMAGE
            || tr->event == IR_EV_DEALS_NONCOMBAT_DAMAGE)
        && ir_prep_of(mods) == IR_PREP_TO && mods->a && (tr->to = lower_event_part(l, mods->a))) {
        /* "to a player", "to you", "to ~", "to enchanted player" */
        l->event_to = mods->a->kind == N_OBJECT ? mods->a : NULL;
        mods = NULL;
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
    }
    /* "Whenever a creature you control attacks alone" (cg_trigger.c, event_test) */
    if (mods && !mods->next && ir_prep_of(mods) == IR_PREP_ALONE && !mods->a && ir_event_of(ev, &tr->event)
        && tr->event == IR_EV_ATTACKS && !ev->b) {
        tr->alone = true;
        mods = NULL;
    }
    if (!ev || ev->kind != N_ACTION || !ev->text || mods || ev->lossy || !ev->a)
        refuse(l, ev ? ev : t, arena_printf(l->a, "the event %s", quoted(l, ev ? ev : t)));
    tr->range = t->range;
    tr->whenever = strcmp(t->text, "whenever") == 0;
    /* the events the IR says today (docs/ir.md); "becomes tapped" is the
     * event of being tapped */
    const node *object = tr->nth ? NULL : ev->b;    /* "your second spell": the event's own */
    bool known = ir_event_of(ev, &tr->event);
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
        break;
    case IR_EV_PLAY:    /* "a card": any (a land played or a spell cast) */
    case IR_EV_BECOMES_MONARCH:     /* "the monarch": the event's own */
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
                || tr->event == IR_EV_SACRIFICE) && object && object->kind == N_SELF) {
        tr->what = sel_new(l, IR_SEL_SELF, object->range);     /* "When you cast this spell", "cycle ~" */
    } else if (tr->event == IR_EV_BLOCKS && object && object->kind == N_OBJECT
               && (ir_det_of(object) == IR_DET_A || (tr->at_least = blocks_counted(object)))) {
        /* "blocks a creature": the attacker it blocks, what the block is
         * done to; "blocks two or more creatures": once, if it blocks that
         * many (cg_trigger.c, event_test) */
        ir_sel *s = sel_new(l, IR_SEL_ALL, object->range);
        s->filter = tr->at_least ? counted_filter(l, object, NULL) : lower_filter(l, object, NULL);
        tr->what = s;
        l->event_to = tr->at_least ? NULL : object;
    } else if ((tr->event == IR_EV_DISCARD || tr->event == IR_EV_CYCLE || tr->event == IR_EV_SACRIFICE
                || tr->event == IR_EV_PLAY_LAND || tr->event == IR_EV_EXERT)
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
                                                || tr->event == IR_EV_EXERT ? NULL : &hand);
        l->event_to = object;       /* "that card": the card discarded */
    } else if (tr->event == IR_EV_ATTACKS && object && (tr->to = lower_event_part(l, object))) {
        /* "attacks you", "attacks enchanted player", "attacks you or a
         * planeswalker you control": what it attacks (cg_trigger.c, event_test) */
        if (object->kind == N_OBJECT && ir_det_of(object) != IR_DET_A && !ir_one_of_players(object))
            refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
        if (ir_one_of_players(object))
            l->event_to = object;   /* "that player": the one attacked */
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
    } else if (!tr->who) {
        refuse(l, who, arena_printf(l->a, "the event's subject %s", quoted(l, who)));
    }
    l->event_subject = who;
    return tr;
}

/* A keyword line: each keyword a name the rules define (CR 702), when it
 * has no parameter, cost or target. */
const ir_filter *lower_protection(lower *l, const node *from)
{
    ir_filter *out = alloc(l, sizeof *out);
    out->range = from->range;
    out->zone = IR_ZONE_ANY;
    ir_alt **tail = &out->any_of;
    for (const node *p = from->a; p; p = p->next) {
        node one = *p;      /* "all colors", "everything" alone (cg_protection_bits) */
        one.next = NULL;
        unsigned quality = p->kind == N_WORD ? ir_protection_of(&one) : 0;
        if (quality == 31 || quality == IR_PROT_EVERYTHING) {
            /* each color (CR 105.1), or every object (CR 702.16j of the current rules) */
            for (unsigned c = 0; c < (quality == 31 ? 5u : 1u); c++) {
                ir_alt *alt = alloc(l, sizeof *alt);
                if (quality == 31) {
                    alt->traits = alloc(l, sizeof *alt->traits);
                    alt->traits[alt->ntraits++] =
                        (ir_trait){ IR_TRAIT_COLOR, ir_color_name((ir_color)c), false };
                }
                *tail = alt;
                tail = &alt->next;
            }
            continue;
        }
        if (p->kind == N_WORD) {
            ir_alt *alt = alloc(l, sizeof *alt);
            alt->traits = alloc(l, sizeof *alt->traits);
            lower_trait(l, p, alt->traits);
            alt->ntraits = 1;
            if ((alt->traits->kind != IR_TRAIT_COLOR && alt->traits->kind != IR_TRAIT_COLORS) || alt->traits->negated)
                refuse(l, p, arena_printf(l->a, "protection from %s", quoted(l, p)));
            *tail = alt;
        } else if (p->kind == N_FILTER && !p->text && !p->b && !p->lossy) {
            const ir_filter *f = lower_description(l, p, NULL, NULL);
            *tail = f->any_of;
        } else {
            refuse(l, p, arena_printf(l->a, "protection from %s", quoted(l, p)));
        }
        while (*tail)
            tail = &(*tail)->next;
    }
    return out;
}

/* A loyalty ability's cost, "+1", "−2", "0" (CR 606.4): the loyalty
 * counters put on or removed from the planeswalker. */
static ir_cost *lower_loyalty(lower *l, const node *k)
{
    int v;
    if (!ir_loyalty_of(k, &v))
        refuse(l, k, arena_printf(l->a, "the loyalty cost %s", k ? quoted(l, k) : "(none)"));
    ir_cost *c = alloc(l, sizeof *c);
    c->kind = IR_COST_LOYALTY;
    c->range = k->range;
    ir_amount *am = alloc(l, sizeof *am);
    am->value = v;
    am->range = k->range;
    c->amount = am;
    return c;
}

/* K's parameter, into E: its number ("Crew 3", "bushido 2"), its cost
 * ("Equip {3}", "Cumulative upkeep—Pay 1 life": any cost, CR 702.24a),
 * what it is for ("Enchant creature", "protection from red", "Affinity for
 * artifacts"); an unknown keyword's parameter is its reminder text's: that
 * text is the ability after this one (ability.defines). */
static void lower_keyword(lower *l, const node *k, ir_kw_param *e)
{
    ir_kw_ability ka = ir_kw_ability_of(k);
    bool defined = k->unknown && k->granted;
    e->name = k->text;
    e->range = k->range;
    e->defined = defined;
    if (k->unknown && !k->granted)
        refuse(l, k, arena_printf(l->a, "the unknown keyword %s, which has no reminder text,", quoted(l, k)));
    if (k->c)       /* "Equip {0}. Activate only once each turn." */
        refuse(l, k->c, "the rules written after a keyword");
    if (k->kind != N_KEYWORD || !k->text || k->lossy)
        refuse(l, k, arena_printf(l->a, "the keyword %s", quoted(l, k)));
    if (defined)
        return;
    if (k->b) {
        e->costs = lower_costs(l, k->b);
        for (const ir_cost *c = e->costs; c; c = c->next)
            if (c->kind != IR_COST_MANA && ka != IR_KA_CUMULATIVE_UPKEEP)
                refuse(l, k, arena_printf(l->a, "the keyword %s", quoted(l, k)));
    }
    if (!k->a)
        return;
    if (k->a->kind == N_AMOUNT) {
        e->amount = lower_amount(l, k->a);
    } else if (ka == IR_KA_ENCHANT && k->a->kind == N_FILTER && !k->b && !k->a->lossy) {
        e->filter = lower_description(l, k->a, NULL, NULL);     /* "Enchant creature" (CR 702.5a) */
    } else if (ka == IR_KA_PROTECTION && k->a->kind == N_LIST && k->a->a && !k->b) {
        e->filter = lower_protection(l, k->a);
    } else if (ka == IR_KA_PARTNER && k->a->kind == N_NAME && !k->b) {
        /* "Partner with NAME" (CR 702.124j of the current rules): the card
         * of that name, wherever it is */
        ir_filter *f = alloc(l, sizeof *f);
        f->range = k->a->range;
        f->zone = IR_ZONE_ANY;
        f->any_of = alloc(l, sizeof *f->any_of);
        f->named = arena_printf(l->a, "%.*s", (int)(k->a->range.end - k->a->range.begin),
                                l->card->src->text + k->a->range.begin);
        e->filter = f;
    } else if (ka == IR_KA_AFFINITY && k->a->kind == N_FILTER && !k->b && !k->a->lossy) {
        /* "Affinity for artifacts": {1} less for each you control (CR 702.41a) */
        ir_filter *f = lower_description(l, k->a, NULL, NULL);
        if (f->controller != IR_CTRL_ANY)
            refuse(l, k, arena_printf(l->a, "the keyword %s", quoted(l, k)));
        f->controller = IR_CTRL_YOU;
        e->filter = f;
    } else {
        refuse(l, k, arena_printf(l->a, "the keyword %s", quoted(l, k)));
    }
}

/* A keyword line: each keyword a name the rules define (CR 702), with its
 * parameter (`each`); when only one of them has one, the ability's own
 * `costs`, `amount` and `filter` are that one's. */
static ir_ability *lower_keywords(lower *l, ir_ability *out)
{
    const node *list = l->ab->ast->b;
    if (!list || list->kind != N_LIST || !list->a)
        refuse(l, NULL, "this keyword ability");
    /* the target of equip, fortify, reconfigure, reinforce, scavenge is
     * their rules' (CR 702.6a, 702.77a, 702.97a) */
    ir_kw_ability ka = ir_kw_ability_of(list->a);
    bool own_target = !list->a->next && list->a->b
                      && (ka == IR_KA_EQUIP || ka == IR_KA_FORTIFY || ka == IR_KA_RECONFIGURE
                          || ka == IR_KA_REINFORCE || ka == IR_KA_SCAVENGE);
    if (l->ab->targets && !own_target)
        refuse(l, NULL, "this keyword ability");
    out->kind = IR_AB_KEYWORD;
    for (const node *k = list->a; k; k = k->next)
        out->nkeywords++;
    out->keywords = alloc(l, out->nkeywords * sizeof *out->keywords);
    ir_kw_param *each = alloc(l, out->nkeywords * sizeof *each);
    out->each = each;
    unsigned i = 0, nparams = 0;
    const ir_kw_param *param = NULL;
    for (const node *k = list->a; k; k = k->next, i++) {
        lower_keyword(l, k, &each[i]);
        out->keywords[i] = each[i].name;
        if (each[i].costs || each[i].amount || each[i].filter) {
            nparams++;
            param = &each[i];
        }
    }
    if (nparams == 1) {
        out->costs = param->costs;
        out->amount = param->amount;
        out->filter = param->filter;
    }
    return out;
}

static void lower_body(lower *l, ir_ability *out, const node *effect);
static ir_ability *lower_modes(lower *l, ir_ability *out);

static ir_ability *lower_ability(lower *l, const ability *ab)
{
    l->ab = ab;
    l->event_subject = l->event_to = l->event_source = l->removed_x = NULL;
    l->event_controller = l->event_owner = NULL;
    l->x_in_cost = l->x_of_spell = false;
    const node *ast = ab->ast;
    unsigned chapters = ir_chapters_of(ab->label);
    /* "III — Whenever ... this turn, ...": the chapter ability makes a
     * delayed triggered ability that lasts the turn (CR 603.7b, 714.2b),
     * which the runtime's delayed triggers (once, then gone) cannot say */
    if (chapters && ab->kind == AB_TRIGGERED)
        refuse(l, NULL, "a chapter ability that is a triggered ability lasting the turn");
    if (ab->label && strspn(ab->label, "IVX, ") == strlen(ab->label) && (!chapters || ab->kind != AB_STATIC))
        refuse(l, NULL, arena_printf(l->a, "the chapter ability '%s'", ab->label));
    ir_ability *out = alloc(l, sizeof *out);
    l->out = out;
    out->range = ab->range;
    switch (ab->kind) {
    case AB_SPELL:
        out->kind = IR_AB_SPELL;
        break;
    case AB_ACTIVATED:
        /* boast, forecast: keywords whose rules restrict the ability, said
         * only by their reminder text (activated_def in cg_ability.c) */
        if (ir_label_is_keyword(ab->label))
            refuse(l, NULL, arena_printf(l->a, "the keyword '%s'", ab->label));
        out->kind = IR_AB_ACTIVATED;
        out->costs = ab->loyalty ? lower_loyalty(l, ast->a) : lower_costs(l, ast->a);
        l->costs = out->costs;      /* kept if the rest of it is refused (ir_refusal) */
        break;
    case AB_TRIGGERED: {
        out->kind = IR_AB_TRIGGERED;
        ir_trigger *tr = lower_trigger(l, ast->a);
        const node *iif = ir_intervening_if(ast->b);
        if (iif)        /* "When ..., if ..., ...": its condition (CR 603.4) */
            tr->cond = lower_cond(l, iif->a);
        /* a triggered mana ability (CR 605.1b): no target, it could add
         * mana, and a mana ability's activation triggers it */
        tr->mana = ab->could_be_mana && tr->event == IR_EV_TAPPED_FOR_MANA;
        out->trigger = tr;
        /* "When ~ enters the battlefield, draw X cards": its spell's X (CR 107.3m) */
        l->x_of_spell = ir_enters_trigger_of_self(ab);
        break;
    }
    case AB_KEYWORD:
        return lower_keywords(l, out);
    case AB_STATIC:
        out->kind = IR_AB_STATIC;
        if (chapters) {     /* "I, II — ...": a Saga's chapter ability (CR 714.2) */
            ir_trigger *tr = alloc(l, sizeof *tr);
            tr->event = IR_EV_CHAPTER;
            tr->range = ab->range;
            tr->who = sel_new(l, IR_SEL_SELF, ab->range);
            tr->chapters = chapters;
            out->kind = IR_AB_TRIGGERED;
            out->trigger = tr;
        }
        break;
    }
    if (ast->c)
        refuse(l, ast->c, arena_printf(l->a, "the condition %s", quoted(l, ast->c)));
    if (!ast->b || ast->b->kind != N_LIST || !ast->b->a)
        refuse(l, NULL, "an ability with no effect");
    if (ab->modes)
        return lower_modes(l, out);
    if ((ab->kind == AB_SPELL || ab->kind == AB_STATIC) && !ast->b->a->next && ir_uncounterable(ast->b->a)) {
        /* "This spell can't be countered.": a static ability that works on
         * the stack (cg_uncounterable) */
        ir_instr *in = alloc(l, sizeof *in);
        in->op = IR_RULE;
        in->range = ast->b->a->range;
        in->object = sel_new(l, IR_SEL_SELF, ast->b->a->range);
        in->word = "cant_be_countered";
        in->duration = IR_DUR_STATIC;
        out->kind = IR_AB_STATIC;
        out->body = in;
        return out;
    }
    if ((ab->kind == AB_SPELL || ab->kind == AB_STATIC) && ir_additional_cost(ast->b->a) && !ast->b->a->next)
        return lower_additional_cost(l, out, ast->b->a);
    const node *mana, *steps[4], *cond;
    unsigned nsteps = !ast->b->a->next ? ir_alternative_cost_of(ast->b->a, &cond, steps, 4) : 0;
    bool free_cast = !nsteps && !ast->b->a->next && ir_free_cast_of(ast->b->a, &cond);    /* no costs */
    if ((nsteps || free_cast) && (ab->kind == AB_SPELL || ab->kind == AB_STATIC)) {
        if (cond)       /* "If you control a Plains, you may ...": as the spell is cast (as_cast_fn) */
            out->only_if = lower_cond(l, cond);
        return lower_alternative_cost(l, out, steps, nsteps);
    }
    bool negated;
    if (ab->kind == AB_SPELL && (ir_self_cost_each_of(ast->b->a, &mana) || ir_self_cost_if_of(ast->b->a, &mana)
                                 || ir_cast_only_of(ast->b->a, &negated) || ir_cast_only_all_of(ast->b->a)
                                 || ir_self_cost_x_of(l->card, ast->b->a) || ir_cast_self_as_flash(ast->b->a))
        && !ast->b->a->next)
        out->kind = IR_AB_STATIC;   /* "This spell costs {1} less ...": a static ability (CR 601.2f) */
    lower_body(l, out, ast->b);
    if (ab->mana_ability)       /* CR 605.1a, as sema found it */
        out->kind = IR_AB_MANA;
    return out;
}

/* The card's name (an N_SELF that is not "this creature") in N and what
 * follows it, or NULL. */
static const node *card_name_in(const node *n)
{
    for (; n; n = n->next) {
        const node *in;
        if (n->kind == N_SELF && !(n->text && strcmp(n->text, "this") == 0))
            return n;
        if ((in = card_name_in(n->a)) || (in = card_name_in(n->b)) || (in = card_name_in(n->c)))
            return in;
    }
    return NULL;
}

ir_ability *lower_granted(lower *l, const node *q, bool to_self)
{
    if (!q->granted)
        refuse(l, q, arena_printf(l->a, "the ability %s", quoted(l, q)));
    /* the card's name means the card (CR 201.5) only in an ability the card
     * itself gains ("~ gains \"Whenever ~ deals damage ...\"") */
    const node *name = card_name_in(q->granted->ast);
    if (name && !to_self)
        refuse(l, name, arena_printf(l->a, "the card's name in the ability %s", quoted(l, q)));
    lower in = { .a = l->a, .diag = l->diag, .card = l->card, .ic = l->ic, .granted = true };
    if (setjmp(in.fail)) {
        l->refused = in.refused;
        l->refused_what = in.refused_what;
        if (!l->ab)     /* lowered on its own (lower_quoted_in): its costs, for its refusal */
            l->costs = in.costs;
        longjmp(l->fail, 1);
    }
    return lower_ability(&in, q->granted);
}

/* "Activate only as a sorcery", "... once each turn", "... during your
 * turn, before attackers are declared", "... if you control a Swamp", "...
 * during your upkeep and only if ...": each of them, the conditions all
 * holding, in `and` (timing_of in cg_ability.c). */
static void lower_activate_only(lower *l, ir_ability *out, const node *s)
{
    bool both = s->a && s->a->kind == N_LIST && ir_list_of(s->a) == IR_LIST_AND;
    ir_condition *last = NULL;
    for (const node *r = both ? s->a->a : s->a; r; r = both ? r->next : NULL) {
        ir_timing t = ir_timing_of(r);
        if (t == IR_TIMING_SORCERY && !out->sorcery_speed)
            out->sorcery_speed = true;
        else if (t == IR_TIMING_ONCE && !out->once_each_turn)
            out->once_each_turn = true;
        else if (t == IR_TIMING_BEFORE_ATTACKERS && !out->before_attackers && !out->only_if)
            out->before_attackers = true;
        else if (t == IR_TIMING_OTHER && !out->before_attackers
                 && (r->kind == N_ACTION || r->kind == N_STEP || r->kind == N_MODIFIER || r->kind == N_NEGATED)) {
            ir_condition *c = lower_cond(l, r);
            if (last && (last->also || last->or_else || c->also || c->or_else))
                refuse(l, s, arena_printf(l->a, "the sentence %s", quoted(l, s)));
            if (last)
                last->also = c;
            else
                out->only_if = c;
            last = c;
        } else
            refuse(l, s, arena_printf(l->a, "the sentence %s", quoted(l, s)));
    }
}

/* The targets and instructions of L->ab's EFFECT, into OUT. */
static void lower_body(lower *l, ir_ability *out, const node *effect)
{
    l->reflexive = NULL;
    out->targets = lower_targets(l, effect);
    l->may_before = false;
    l->may_who = NULL;
    l->last = NULL;
    l->chose = 0;
    l->nfound = 0;
    l->nbound = 0;
    l->among = l->taken = NULL;
    ir_instr **tail = &out->body;
    bool sorcery;
    for (const node *s = effect->a; s; s = s->next) {
        /* "Activate only as a sorcery", "Activate only once each turn" */
        if (out->kind == IR_AB_ACTIVATED && ir_activate_only(s) && !s->next)
            lower_activate_only(l, out, s);
        else if (out->kind == IR_AB_ACTIVATED && ir_any_player_may_activate(s, &sorcery) && !s->next
                 && !out->any_player) {
            out->any_player = true;     /* "Any player may activate this ability." */
            out->sorcery_speed |= sorcery;
        }
        else if (out->kind == IR_AB_TRIGGERED && ir_triggers_once_each_turn(s) && !s->next && s != effect->a
                 && !out->once_each_turn)
            out->once_each_turn = true;     /* "This ability triggers only once each turn" */
        else if (out->kind == IR_AB_TRIGGERED && effect == l->ab->ast->b && s == ir_intervening_if(effect)) {
            /* "When ..., if ..., A. B.": checked as it triggers too, and
             * covering the sentences after it (CR 603.4); B may say more of
             * A ("It can't be regenerated": cg_trigger.c reads them on) */
            l->next = s->next;
            lower_action(l, s->b, &tail, false);
            if (l->skip_next && s->next)
                s = s->next;
            l->skip_next = false;
        } else if (out->kind == IR_AB_TRIGGERED && s == effect->a   /* one "otherwise" says more */ && effect == l->ab->ast->b
                   && ir_cond_of(s) == IR_COND_IF && s->a && s->b && s->a->range.begin < s->b->range.begin)
            refuse(l, s, arena_printf(l->a, "the intervening 'if' %s (CR 603.4)", quoted(l, s->a)));
        else if (s->next && meaning_instead(l->a, s, s->next)) {
            lower_instead(l, s, s->next, &tail);     /* "If this spell was kicked, ... instead" */
            s = s->next;
        } else {
            /* "Destroy all creatures of the creature type (color) of your
             * choice": it is chosen first, once, for the source (gen_statement) */
            ir_choice now = s->kind == N_ACTION || s->kind == N_SEQUENCE ? ir_says_of_your_choice(s) : IR_CHOICE_NONE;
            l->chosen_now = now != IR_CHOICE_NONE ? 1u << now : 0;
            if (l->chosen_now) {
                ir_instr *in = instr_new(l, IR_CHOOSE, s);
                in->word = now == IR_CHOICE_COLOR ? "color" : "creature_type";
                emit(l, &tail, in, false);
            }
            l->next = s->next;
            lower_action(l, s, &tail, false);
            l->chosen_now = 0;
            if (l->skip_next && s->next)
                s = s->next;
            l->skip_next = false;
        }
    }
}

/* "Choose one —" and its modes (CR 700.2): each mode its own targets and
 * instructions; the costs and trigger are the choosing ability's. */
static ir_ability *lower_modes(lower *l, ir_ability *out)
{
    const ability *ab = l->ab;
    const node *m = ab->ast->b->a;
    /* "{G}: Choose one. Activate only once each turn." (timing_of in cg_ability.c) */
    const node *only = m && out->kind == IR_AB_ACTIVATED && m->next && !m->next->next && ir_activate_only(m->next)
                       ? m->next : NULL;
    int n = m && is(m, N_MODAL, "choose") && (!m->next || only) && m->a && m->a->kind == N_AMOUNT && m->a->text
            && !m->a->lossy ? syn_number(m->a->text) : -1;
    if (n < 1 || strcmp(m->a->text, "X") == 0)
        refuse(l, m, arena_printf(l->a, "the choice %s", m ? quoted(l, m) : "of modes"));
    if (only)
        lower_activate_only(l, out, only);
    out->choose = n;
    ir_ability **tail = &out->modes;
    for (const ability *md = ab->modes; md; md = md->next) {
        if (md->modes || md->ast->a || md->ast->c || !md->ast->b || md->ast->b->kind != N_LIST || !md->ast->b->a)
            refuse(l, NULL, arena_printf(l->a, "the mode '%s'", md->label ? md->label : "•"));
        ir_ability *mo = alloc(l, sizeof *mo);
        mo->kind = out->kind;
        mo->range = md->range;
        l->ab = md;
        l->out = mo;
        lower_body(l, mo, md->ast->b);
        *tail = mo;
        tail = &mo->next;
    }
    l->ab = ab;
    l->out = out;
    return out;
}

static ir_ability *lower_one(lower *l, const ability *ab)
{
    if (setjmp(l->fail))
        return NULL;
    const ability *delayed = ir_turn_trigger_of(l->a, l->card, ab);
    if (!delayed)
        return lower_ability(l, ab);
    /* "Whenever a creature attacks this turn, ...": the spell makes a
     * delayed triggered ability that lasts the turn (CR 603.7b) */
    ir_instr *in = alloc(l, sizeof *in);
    in->op = IR_TURN_TRIGGER;
    in->range = ab->range;
    in->ability = lower_ability(l, delayed);
    in->duration = IR_DUR_END_OF_TURN;
    ir_ability *out = alloc(l, sizeof *out);
    out->kind = IR_AB_SPELL;
    out->range = ab->range;
    out->body = in;
    return out;
}

/* Does a pronoun in N name a target the text in SPAN says (sema's binding)? */
static bool names_in(const node *n, src_range span)
{
    for (; n; n = n->next)
        if ((n->kind == N_PRONOUN && n->refers && n->refers->kind == N_TARGET && n->refers->range.begin >= span.begin
             && n->refers->range.end <= span.end)
            || names_in(n->a, span) || names_in(n->b, span) || names_in(n->c, span))
            return true;
    return false;
}

/* A spell's paragraphs are one spell ability (CR 608.2c: done in order,
 * its targets all chosen as it is cast, CR 601.2c): AB and the paragraphs
 * after it up to the last whose pronouns name a target of one before it
 * ("Target creature gets +2/+2 ... / Addendum — ..., that creature gains
 * flying"), as one ability: their sentences and targets in order; AB
 * itself when none does. */
static const ability *with_later_paragraphs(lower *l, const ability *ab)
{
    const ability *last = NULL;
    if (ab->kind != AB_SPELL || ab->modes || !ab->targets || !ab->ast->b)
        return ab;
    for (const ability *q = ab->next; q && q->kind == AB_SPELL && !q->modes && q->ast->b; q = q->next)
        if (names_in(q->ast->b, (src_range){ ab->range.begin, q->range.begin }))
            last = q;
    if (!last)
        return ab;
    ability *merged = alloc(l, sizeof *merged);
    node *ast = alloc(l, sizeof *ast);
    *merged = *ab;
    *ast = *ab->ast;
    ast->b = list_new(l->a, ab->ast->b->range);
    target_use **tail = &merged->targets;
    *tail = NULL;
    for (const ability *q = ab;; q = q->next) {
        for (const node *s = q->ast->b->a; s; s = s->next) {
            node *copy = node_new(l->a, s->kind, s->range);
            *copy = *s;
            copy->next = NULL;
            list_append(ast->b, copy);
        }
        for (const target_use *t = q->targets; t; t = t->next) {
            target_use *copy = alloc(l, sizeof *copy);
            *copy = *t;
            copy->next = NULL;
            *tail = copy;
            tail = &copy->next;
        }
        if (q == last)
            break;
    }
    merged->ast = ast;
    merged->range.end = last->range.end;
    merged->next = last->next;
    return merged;
}

/* Every ability in order; false when one was refused, unless EACH: then
 * the abilities refused are left out. */
static bool lower_abilities(lower *l, ir_card *ic, bool each)
{
    ir_ability **tail = &ic->abilities;
    ir_refusal **refused = &ic->refused;
    for (const ability *ab = l->card->abilities; ab; ab = ab->next) {
        ab = with_later_paragraphs(l, ab);
        /* "... / Morbid — ~ deals 5 damage instead if ...": one spell
         * ability with the paragraph before it (meaning_with_instead) */
        node *joined;
        while (ab->kind == AB_SPELL && ab->next && ab->next->kind == AB_SPELL && !ab->next->targets && !ab->modes
               && !ab->next->modes && ab->ast->b && ab->next->ast->b
               && (joined = meaning_with_instead(l->a, ab->ast->b, ab->next->ast->b))) {
            ability *merged = alloc(l, sizeof *merged);
            node *ast = alloc(l, sizeof *ast);
            *merged = *ab;
            *ast = *ab->ast;
            ast->b = joined;
            merged->ast = ast;
            merged->range.end = ab->next->range.end;
            merged->next = ab->next->next;
            ab = merged;
        }
        l->costs = NULL;
        ir_ability *out = lower_one(l, ab);
        if (!out && !each)
            return false;
        if (out) {
            *tail = out;
            tail = &out->next;
        } else {
            ir_refusal *r = alloc(l, sizeof *r);
            *r = (ir_refusal){ .ability = ab->range, .range = l->refused, .what = l->refused_what, .costs = l->costs };
            *refused = r;
            refused = &r->next;
        }
    }
    return true;
}

static ir_ability *lower_quoted_one(lower *l, const node *q)
{
    if (setjmp(l->fail))
        return NULL;
    return lower_granted(l, q, false);
}

/* lower_card_each: each ability in quotes in N (an ability a static or an
 * effect grants, a token's), lowered on its own into *TAIL as lower_granted
 * lowers it within its ability, or its refusal into *REFUSED, so the code
 * generator finds its IR (cg_ir_of) by its range even where the ability it
 * is written in does not lower. */
static void lower_quoted_in(lower *l, const node *n, ir_ability ***tail, ir_refusal ***refused)
{
    for (; n; n = n->next) {
        if (n->kind == N_QUOTED && n->granted) {
            lower in = { .a = l->a, .card = l->card, .ic = l->ic };
            ir_ability *out = lower_quoted_one(&in, n);
            if (out) {
                **tail = out;
                *tail = &out->next;
            } else {
                ir_refusal *r = alloc(l, sizeof *r);
                *r = (ir_refusal){ .ability = n->granted->range, .range = in.refused, .what = in.refused_what,
                                   .costs = in.costs };
                **refused = r;
                *refused = &r->next;
            }
        }
        lower_quoted_in(l, n->a, tail, refused);
        lower_quoted_in(l, n->b, tail, refused);
        lower_quoted_in(l, n->c, tail, refused);
    }
}

static ir_card *lower_card_in(arena *a, diag_engine *diag, const card *c, bool each)
{
    lower l = { .a = a, .diag = diag, .card = c };
    ir_card *ic = alloc(&l, sizeof *ic);
    ic->card = c;
    l.ic = ic;
    if (!lower_abilities(&l, ic, each))
        return NULL;
    if (each) {
        ir_ability **tail = &ic->granted;
        ir_refusal **refused = &ic->refused;
        while (*refused)
            refused = &(*refused)->next;
        for (const ability *ab = c->abilities; ab; ab = ab->next)
            for (const ability *m = ab; m; m = m == ab ? ab->modes : m->next)     /* its modes' too */
                lower_quoted_in(&l, m->ast, &tail, &refused);
    }
    return ic;
}

ir_card *lower_card(arena *a, diag_engine *diag, const card *c)
{
    return lower_card_in(a, diag, c, false);
}

ir_card *lower_card_each(arena *a, const card *c)
{
    return lower_card_in(a, NULL, c, true);
}
