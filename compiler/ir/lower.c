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
#include <ctype.h>

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
        if (s->kind == N_ACTION && s->b && ((s->b->kind == N_TARGET && s->b->a == obj) || ir_joins_target(s->b, obj)))
            for (const node *m = s->c ? s->c->a : NULL; m; m = m->next)
                if (is(m, N_PREP, "from"))
                    return m->a;
    }
    return NULL;
}

/* Does the description of OBJ say a zone with "in" ("target creature card in your graveyard"),
 * or "exiled with ~" (exile)? */
static bool says_in(const node *obj)
{
    const node *f = obj->a && obj->a->kind == N_FILTER ? obj->a : NULL;
    for (const node *q = f && f->b ? f->b->a : NULL; q; q = q->next)
        if (ir_qual_of(q) == IR_QUAL_IN || ir_qual_of(q) == IR_QUAL_EXILED_WITH)  /* "exiled with ~": in exile */
            return true;
    return false;
}

/* A filter the rules of a keyword at R give (its line does not say it):
 * of objects in ZONE, one alternative of N traits, *TRAITS to fill. */
static ir_filter *rules_filter(lower *l, src_range r, ir_zone zone, unsigned n, ir_trait **traits)
{
    ir_filter *f = alloc(l, sizeof *f);
    f->range = r;
    f->zone = zone;
    f->any_of = alloc(l, sizeof *f->any_of);
    f->any_of->traits = *traits = alloc(l, n * sizeof **traits);
    f->any_of->ntraits = n;
    return f;
}

/* The target of "Support N" (CR 701.33a of the 2017 rules, sema's use U
 * whose object is the action): up to N creatures, other than the
 * permanent when the ability is not a spell's. */
static ir_target *support_target(lower *l, const target_use *u)
{
    ir_trait *trait;
    ir_target *t = alloc(l, sizeof *t);
    ir_filter *f = rules_filter(l, u->range, IR_ZONE_BATTLEFIELD, 1, &trait);
    *trait = (ir_trait){ IR_TRAIT_TYPE, ir_card_type_name(IR_TYPE_CREATURE), false };
    f->other = t->another = l->ab->kind != AB_SPELL;
    t->min = u->min;
    t->max = u->max;
    t->range = u->range;
    t->filter = f;
    return t;
}

/* A target slot's filter; "card" in it takes the zone of "from ..." on the
 * action the target is the object of, or of "in ..." in it. */
ir_target *lower_targets(lower *l, const node *effect)
{
    ir_target *head = NULL, **tail = &head;
    for (const target_use *u = l->ab->targets; u; u = u->next) {
        if (!lower_own_target(l, u))
            continue;
        const node *obj = u->object;
        if (obj && obj->kind == N_ACTION && meaning_verb(obj) == FX_VERB_SUPPORT) {
            *tail = support_target(l, u);
            tail = &(*tail)->next;
            continue;
        }
        /* "X target creatures", "up to X ...": X paid (CR 601.2c); "any
         * number of target creatures" (0..any), "one or more ..." (1..any) */
        bool x = u->max == IR_TARGETS_X && (u->min == IR_TARGETS_X || u->min == 0);
        bool any = u->max == IR_TARGETS_ANY && u->min >= 0;
        if (!obj || obj->kind != N_OBJECT || u->min < -2 || (u->max < 0 && !x && !any) || (u->min < 0 && !x))
            refuse(l, NULL, arena_printf(l->a, "the targets '%s'", u->text));
        /* "up to X target creatures, where X is ...": X as they are chosen
         * (CR 601.2c), of no other target (chosen with it) */
        const node *where = x && !x_is_paid(l) ? ir_where_x_of(ir_action_on_target(effect, u->object)) : NULL;
        if (x && !x_is_paid(l) && (!where || ir_names_target(where)))
            refuse(l, NULL, arena_printf(l->a, "the targets '%s': an X that no cost defines", u->text));
        ir_target *t = alloc(l, sizeof *t);
        t->x = where ? lower_effect_amount(l, where) : NULL;
        t->min = u->min;
        t->max = u->max;
        t->another = sema_target_says_other(l->card, u);
        t->range = u->range;
        /* the zone: from a "from" on the action whose object this target is */
        const node *from = target_from(effect ? effect->a : NULL, obj);
        t->one_owner = ir_zone_is_single(from);     /* "from a single graveyard" */
        /* a "spell" is on the stack (CR 112.1); a "card" where "from" says */
        place z = from ? place_of(l, from) : (place){ IR_ZONE_STACK, IR_CTRL_ANY };
        ir_zone named;
        l->slot = t;
        /* "counter target spell with mana value X or less, where X is the
         * number of Faeries you control": X computed as the target is
         * chosen and again as its legality is checked on resolution (CR
         * 608.2b, 608.2h) */
        const node *saved_where = l->where_x;
        l->where_x = ir_where_x_of(ir_action_on_target(effect, obj));
        if (z.owner == IR_CTRL_SEL && ir_zone_of_player(from, &named) && obj->a && obj->a->kind == N_FILTER)
            /* "target card from that player's graveyard": one in that player's (cg_ability.c) */
            t->filter = lower_filter(l, with_zone(l, obj, from), NULL);
        else            /* "target creature card in your graveyard": the zone its "in" says */
            t->filter = lower_filter(l, obj, !from && says_in(obj) ? NULL : &z);
        l->where_x = saved_where;
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
        if ((verb == IR_VERB_RETURN && zone_of(l, m->a) != IR_ZONE_HAND)
            || ir_zone_is_single(m->a))     /* "from a single graveyard": all from one (not said yet) */
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
        if (on->kind == N_PRONOUN && on->refers && on->refers->kind == N_SELF)
            on = on->refers;    /* "... unless you remove a +1/+1 counter from it": the card itself */
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
    } else if (act && ir_put_on_own_library_of(act, IR_ZONE_HAND, true)) {
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
    } else if (self && verb == IR_VERB_UNATTACH && !mod && l->granter && ir_self_by_name(l->card, act->b)) {
        /* "Equipped creature has \"{T}, Unattach Leonin Bola: ...\"": the
         * Equipment that gives the ability, from the creature (CR 701.3d of
         * the current rules) */
        c->kind = IR_COST_UNATTACH;
        c->object = lower_sel(l, act->b, NULL);
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
    /* the card that gives the ability is sacrificed or unattached, no more yet */
    if (c->object && c->object->kind == IR_SEL_GRANTER && c->kind != IR_COST_SACRIFICE && c->kind != IR_COST_UNATTACH)
        refuse(l, k, arena_printf(l->a, "the cost %s of the card that gives the ability", quoted(l, k)));
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

/* "You may pay an additional {2} as you cast this spell.", "You may
 * sacrifice an artifact ... as you cast this spell." (an unknown keyword's
 * reminder text; ir_optional_cost_of): an additional cost the caster may
 * pay, the mana or the sacrifice ACT says, kicker's rule (CR 702.33a):
 * paid, the spell was "kicked" and the keyword's participle says so
 * (ir_kicked_verb). */
static ir_ability *lower_optional_cost(lower *l, ir_ability *out, const node *act)
{
    const node *mana = ir_additional_mana_of(act);
    out->kind = IR_AB_ADDITIONAL_COST;
    out->optional = true;
    ir_cost *c = alloc(l, sizeof *c);
    c->kind = IR_COST_MANA;
    c->range = mana ? mana->range : act->range;
    if (!mana && ir_verb_of(act) != IR_VERB_SACRIFICE)
        refuse(l, act, arena_printf(l->a, "the optional additional cost %s", quoted(l, act)));
    if (!mana) {        /* "You may sacrifice an artifact ... as you cast this spell" */
        node *step = ir_cost_step(l->a, act);
        step->c = NULL;         /* without "as you cast this spell" */
        lower_cost_action(l, act, step, c);
    }
    out->costs = c;
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
    return described(l, out, NULL);
}

/* A loyalty ability's cost, "+1", "−2", "0" (CR 606.4): the loyalty
 * counters put on or removed from the planeswalker; "−X": X removed, the X
 * chosen as it is activated (an `x` amount of value -1). */
static ir_cost *lower_loyalty(lower *l, const node *k)
{
    int v;
    bool x = ir_loyalty_x_of(k);
    if (!x && !ir_loyalty_of(k, &v))
        refuse(l, k, arena_printf(l->a, "the loyalty cost %s", k ? quoted(l, k) : "(none)"));
    ir_cost *c = alloc(l, sizeof *c);
    c->kind = IR_COST_LOYALTY;
    c->range = k->range;
    ir_amount *am = alloc(l, sizeof *am);
    am->kind = x ? IR_AMOUNT_X : IR_AMOUNT_CONST;
    am->value = x ? -1 : v;
    am->range = k->range;
    c->amount = am;
    return c;
}

/* K's parameter, into E: its number ("Crew 3", "bushido 2"), its cost
 * ("Equip {3}", "Cumulative upkeep—Pay 1 life": any cost, CR 702.24a),
 * what it is for ("Enchant creature", "protection from red", "Affinity for
 * artifacts"); an unknown keyword's parameter is its reminder text's: that
 * text is the ability after this one (ability.defines). */
const char ir_other_than_event[] = "'other' than the object of the event in an intervening 'if'";
const char ir_other_than_named[] = "'other' than an object the trigger names";

/* In a triggered ability, "each other creature ..." when the ability's own
 * object is no creature: the IR's "other" (not the ability's own object)
 * would take in every one, where the text means other than a creature the
 * trigger names; lower_description says so of a trigger whose event names
 * objects (other_than_event); any other is refused. */
static void refuse_other_not_self(lower *l, const ir_instr *in)
{
    for (; in; in = in->next) {
        const ir_sel *s = in->object;
        if (s && s->kind == IR_SEL_ALL && s->filter && s->filter->other && !lower_could_be_own(l, s->filter))
            refuse(l, NULL, ir_other_than_named);
    }
}

/* The card typecycling CYCLING (SUBTYPE its subtype) searches your library
 * for (CR 702.29e of the current rules): "Search your library for a basic
 * land card" ("a Mountain card", "a land card"). */
static ir_filter *typecycling_card(lower *l, const node *k, ir_cycling cycling, const char *subtype)
{
    ir_trait *t;
    bool basic = cycling == IR_CYCLING_BASIC_LAND;
    ir_filter *f = rules_filter(l, k->range, IR_ZONE_LIBRARY, basic ? 2 : 1, &t);
    f->zone_owner = IR_CTRL_YOU;
    if (basic)
        *t++ = (ir_trait){ IR_TRAIT_SUPERTYPE, ir_supertype_name(IR_SUPER_BASIC), false };
    char *name = cycling == IR_CYCLING_SUBTYPE ? arena_printf(l->a, "%s", subtype) : NULL;
    if (name)   /* "mountaincycling": a Mountain card, the subtype as the type line writes it */
        name[0] = (char)toupper((unsigned char)name[0]);
    *t = name ? (ir_trait){ IR_TRAIT_SUBTYPE, name, false }
              : (ir_trait){ IR_TRAIT_TYPE, ir_card_type_name(IR_TYPE_LAND), false };
    return f;
}

/* The creature ninjutsu's cost returns to its owner's hand (CR 702.49a of
 * the current rules): "an unblocked attacking creature you control". */
static ir_filter *ninjutsu_creature(lower *l, const node *k)
{
    ir_trait *t;
    ir_filter *f = rules_filter(l, k->range, IR_ZONE_BATTLEFIELD, 3, &t);
    f->controller = IR_CTRL_YOU;
    t[0] = (ir_trait){ IR_TRAIT_STATUS, "unblocked", false };
    t[1] = (ir_trait){ IR_TRAIT_STATUS, "attacking", false };
    t[2] = (ir_trait){ IR_TRAIT_TYPE, ir_card_type_name(IR_TYPE_CREATURE), false };
    return f;
}

static ir_card *lower_card_in(arena *a, diag_engine *diag, const card *c, bool each);

/* Overload {COST} (CR 702.96a of the current rules): the instant or sorcery
 * as its text reads with "each" for "target", lowered on its own; refused
 * by name (with the construct of that text refused) unless all of it
 * lowers and it has no target left. */
static const ir_card *lower_overloaded(lower *l, const node *k)
{
    if (!(ir_card_types(l->card) & (1u << IR_TYPE_INSTANT | 1u << IR_TYPE_SORCERY)) || k->a)
        refuse(l, k, arena_printf(l->a, "the keyword %s", quoted(l, k)));
    const card *oc = ir_overloaded_card(l->a, l->card);
    ir_card *ic = oc ? lower_card_in(l->a, NULL, oc, true) : NULL;
    if (!ic)
        refuse(l, k, "overload of this text (its words with 'each' for 'target' do not read so)");
    if (ic->refused)
        refuse(l, k, arena_printf(l->a, "%s with 'each' for 'target' (overload)",
                                  ic->refused->what ? ic->refused->what : "this text"));
    for (const ir_ability *ab = ic->abilities; ab; ab = ab->next)
        for (const ir_ability *m = ab; m; m = m == ab ? ab->modes : m->next)
            if (m->targets)
                refuse(l, k, "overload of a text with a target left after 'each' replaces 'target'");
    return ic;
}

static void lower_keyword(lower *l, const node *k, ir_kw_param *e)
{
    ir_kw_ability ka = ir_kw_ability_of(k);
    bool defined = k->kind == N_KEYWORD && k->granted;     /* unknown, or reminder_states_rule (front.c) */
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
        /* cumulative upkeep's any cost (CR 702.24a); kicker, buyback,
         * flashback, escape and equip: a cost of several parts, or of no
         * mana (CR 118.1: "Equip—Sacrifice a creature") */
        bool parted = ka == IR_KA_CUMULATIVE_UPKEEP || ka == IR_KA_KICKER || ka == IR_KA_BUYBACK
                      || ka == IR_KA_FLASHBACK || ka == IR_KA_ESCAPE || ka == IR_KA_EQUIP;
        for (const ir_cost *c = e->costs; c; c = c->next)
            if (c->kind != IR_COST_MANA && !parted)
                refuse(l, k, arena_printf(l->a, "the keyword %s", quoted(l, k)));
    }
    if (ka == IR_KA_OVERLOAD)
        e->overloaded = lower_overloaded(l, k);
    const char *sub;
    ir_cycling cycling = ka == IR_KA_CYCLING ? ir_cycling_named(l->a, k->text, &sub) : IR_CYCLING_PLAIN;
    if (cycling != IR_CYCLING_PLAIN)    /* typecycling: the card searched for */
        e->filter = typecycling_card(l, k, cycling, sub);
    if (ka == IR_KA_NINJUTSU)   /* the creature its cost returns */
        e->filter = ninjutsu_creature(l, k);
    if (!k->a)
        return;
    if (k->a->kind == N_AMOUNT) {
        /* "Reinforce X—{X}{G}{G}": the X paid with the keyword's own cost (CR 107.3a) */
        bool x = l->x_in_cost;
        l->x_in_cost = x || ir_keyword_with_x(l->card, false) == k;
        e->amount = lower_amount(l, k->a);
        l->x_in_cost = x;
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
        f->named = k->a->text;
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

/* The target the rules of equip, fortify, reconfigure, reinforce,
 * scavenge and "partner with" give (sema's target use TU, whose words the
 * keyword line does not say): "target creature you control" (CR 702.6a,
 * 702.151a), "target land you control" (CR 702.67a), "target creature"
 * (CR 702.97a, 702.77a), "target player" (CR 702.124j); reconfigure's is
 * "another target creature you control" (OTHER, CR 702.151a). */
static ir_target *implied_target(lower *l, const target_use *tu, bool other)
{
    bool yours;
    ir_trait *trait;
    ir_filter *f = rules_filter(l, tu->range, IR_ZONE_BATTLEFIELD, 1, &trait);
    ir_card_type type = ir_implied_target(tu, &yours);
    *trait = type == IR_TYPE_NONE ? (ir_trait){ IR_TRAIT_PLAYER, NULL, false }
                                  : (ir_trait){ IR_TRAIT_TYPE, ir_card_type_name(type), false };
    f->controller = yours ? IR_CTRL_YOU : IR_CTRL_ANY;
    ir_target *t = alloc(l, sizeof *t);
    f->other = t->another = other;
    t->min = t->max = 1;
    t->range = tu->range;
    t->filter = f;
    return t;
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
    bool own_target = !list->a->next
                      && ((list->a->b && (ka == IR_KA_EQUIP || ka == IR_KA_FORTIFY || ka == IR_KA_RECONFIGURE
                                          || ka == IR_KA_REINFORCE || ka == IR_KA_SCAVENGE))
                          || (ka == IR_KA_PARTNER && list->a->a));
    if (l->ab->targets && (!own_target || l->ab->targets->next))
        refuse(l, NULL, "this keyword ability");
    out->kind = IR_AB_KEYWORD;
    if (l->ab->targets)
        out->targets = implied_target(l, l->ab->targets, ka == IR_KA_RECONFIGURE);
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

/* The trigger of AB, a Saga's chapter ability: its chapter numbers (CR 714.2). */
static ir_trigger *chapter_trigger(lower *l, const ability *ab)
{
    ir_trigger *tr = alloc(l, sizeof *tr);
    tr->event = IR_EV_CHAPTER;
    tr->range = ab->range;
    tr->who = sel_new(l, IR_SEL_SELF, ab->range);
    tr->chapters = ir_chapters_of(ab->label);
    return tr;
}

/* The trigger of AB, a room of a dungeon (ir_is_room): "When you move
 * your venture marker into this room" (CR 309.4c of the current rules),
 * its number among the card's rooms and the rooms its "→" names. */
static ir_trigger *room_trigger(lower *l, const ability *ab)
{
    ir_trigger *tr = alloc(l, sizeof *tr);
    tr->event = IR_EV_ROOM;
    tr->range = ab->range;
    tr->who = sel_new(l, IR_SEL_YOU, ab->range);
    tr->room_name = ab->label;
    unsigned n = 0;
    for (const ability *o = l->card->abilities; o; o = o->next)
        if (ir_is_room(l->card, o)) {
            n++;
            if (o == ab)
                tr->room = n;
        }
    if (n > 31)
        refuse(l, NULL, "a dungeon of more than 31 rooms");
    /* the names: "Goblin Lair, Mine Tunnels", "Goblin Lair or Mine Tunnels" */
    for (const char *s = ab->leads; s && *s;) {
        size_t len = strcspn(s, ",");
        const char *or = strstr(s, " or ");
        if (or && (size_t)(or - s) < len)
            len = (size_t)(or - s);
        unsigned k = 0, found = 0;
        for (const ability *o = l->card->abilities; o; o = o->next)
            if (ir_is_room(l->card, o) && ++k && strlen(o->label) == len && strncmp(o->label, s, len) == 0)
                found = k;
        if (!found || found <= tr->room)
            refuse(l, NULL, arena_printf(l->a, "the room '%.*s' after '→', which is no later room of this dungeon",
                                         (int)len, s));
        tr->leads |= found < 32 ? 1u << found : 0;
        s += len;
        s += strspn(s, ", ");
        if (strncmp(s, "or ", 3) == 0)
            s += 3;
    }
    /* every room but the bottommost leads somewhere (CR 309.4): a dungeon
     * whose arrows were left out is refused, not read as ending early */
    if (!tr->leads && tr->room != n)
        refuse(l, NULL, arena_printf(l->a, "the room '%s', which leads to no room and is not the dungeon's last",
                                     ab->label));
    return tr;
}

/* Does a mana cost of COSTS say {X} (CR 107.3)? */
static bool costs_say_x(const lower *l, const ir_cost *costs)
{
    for (const ir_cost *c = costs; c; c = c->next)
        if (c->kind == IR_COST_MANA) {
            const char *t = l->card->src->text + c->range.begin;
            size_t n = c->range.end - c->range.begin;
            for (size_t i = 0; i + 3 <= n; i++)
                if (t[i] == '{' && t[i + 1] == 'X' && t[i + 2] == '}')
                    return true;
        }
    return false;
}

/* The mana symbol of COLOR ("{B}"). */
static const char *color_symbol(ir_color color)
{
    static const char *const symbols[] = { "{W}", "{U}", "{B}", "{R}", "{G}" };
    return symbols[color];
}

/* "Spend only black mana on X" in an activated ability whose mana cost
 * says {X} (CR 107.3, 601.2h): a cost `x_mana`, after its other costs. */
static void lower_x_mana(lower *l, ir_ability *out, const node *s, ir_color color)
{
    if (!costs_say_x(l, out->costs))
        refuse(l, s, arena_printf(l->a, "%s with no {X} in the cost", quoted(l, s)));
    ir_cost *c = alloc(l, sizeof *c);
    c->kind = IR_COST_X_MANA;
    c->range = s->range;
    c->mana = color_symbol(color);
    ir_cost **tail = &out->costs;
    while (*tail)
        tail = &(*tail)->next;
    *tail = c;
}

/* Where activated or triggered ability AB (OUT, its costs lowered) works
 * from (CR 113.6 of the current rules): the zone its costs and words say
 * its card is in (ir_said_zone; a trigger event's own words aside), the
 * battlefield for {T}, {Q} and a loyalty cost; refused when they say two. */
static void works_in(lower *l, const ability *ab, ir_ability *out)
{
    ir_zone zone = ab->loyalty ? IR_ZONE_BATTLEFIELD : IR_ZONE_ANY;
    for (const ir_cost *c = out->costs; c; c = c->next)
        if (c->kind == IR_COST_TAP || c->kind == IR_COST_UNTAP)
            zone = IR_ZONE_BATTLEFIELD;
    bool one = (out->kind == IR_AB_TRIGGERED || ir_said_zone(ab->ast->a, &zone)) && ir_said_zone(ab->ast->b, &zone);
    for (const ability *m = ab->modes; m && one; m = m->next)
        one = ir_said_zone(m->ast->b, &zone);
    if (!one)
        refuse(l, ab->ast, "an ability of two zones");
    out->works_in = zone == IR_ZONE_ANY ? IR_ZONE_BATTLEFIELD : zone;
}

static ir_ability *lower_ability(lower *l, const ability *ab)
{
    l->ab = ab;
    l->event_subject = l->event_to = l->event_source = l->removed_x = NULL;
    l->event_controller = l->event_owner = l->event_by = NULL;
    l->x_in_cost = l->x_of_spell = false;
    const node *ast = ab->ast;
    unsigned chapters = ir_chapters_of(ab->label);
    /* "III — When ... , ...": a chapter ability whose triggered ability
     * is no delayed one lasting the turn (lower_one) */
    if (chapters && ab->kind == AB_TRIGGERED)
        refuse(l, NULL, "a chapter ability that is a triggered ability not lasting the turn");
    if (ab->label && strspn(ab->label, "IVX, ") == strlen(ab->label) && (!chapters || ab->kind != AB_STATIC))
        refuse(l, NULL, arena_printf(l->a, "the chapter ability '%s'", ab->label));
    if (ab->leads && !ir_is_room(l->card, ab))
        refuse(l, NULL, "'→' after a paragraph that is no room of a dungeon");
    ir_ability *out = alloc(l, sizeof *out);
    l->out = out;
    out->range = ab->range;
    out->ast = ab;
    out->works_in = IR_ZONE_BATTLEFIELD;
    int lo, hi, power, toughness;
    if (ir_level_symbol_of(ab, &lo, &hi))     /* one with a range is no ability (lower_abilities) */
        refuse(l, NULL, arena_printf(l->a, "the level symbol %s", quoted(l, ast)));
    if (ir_level_band_of(l->card, ab, &lo, &hi) && ir_level_pt_of(ab, &power, &toughness)) {
        /* a band's "2/4": the base power and toughness the permanent has
         * within it (CR 711.2a, layer 7b: CR 613.4b) */
        ir_instr *in = instr_new(l, IR_BECOME, ast->b->a);
        ir_becomes *b = alloc(l, sizeof *b);
        b->has_pt = true;
        b->power = power;
        b->toughness = toughness;
        in->object = sel_new(l, IR_SEL_SELF, ab->range);
        in->becomes = b;
        in->duration = IR_DUR_STATIC;
        out->kind = IR_AB_STATIC;
        out->body = in;
        return out;
    }
    /* boast, forecast, exhaust: keywords whose rules restrict the ability,
     * said only by their reminder text (abilities_of in cg_ability.c) */
    bool label_once = ir_label_once(l->card, ab), boast = ir_label_boast(ab);
    if (ir_label_is_keyword(l->card, ab) && !label_once && !boast)
        refuse(l, NULL, arena_printf(l->a, "the keyword '%s'", ab->label));
    if (ir_cost_modes(ab))
        refuse(l, NULL, arena_printf(l->a, "modes with an additional cost ('%s')", ab->modes->label));
    switch (ab->kind) {
    case AB_SPELL:
        out->kind = IR_AB_SPELL;
        break;
    case AB_ACTIVATED:
        out->kind = IR_AB_ACTIVATED;
        out->once = label_once;     /* "Exhaust — ..." */
        if (boast) {                /* "Boast — ...": only if this creature attacked this turn and
                                     * only once each turn (CR 702.142a of the current rules) */
            out->once_each_turn = true;
            ir_condition *attacked = alloc(l, sizeof *attacked);
            attacked->kind = IR_CONDITION_IS;
            attacked->range = ab->range;
            attacked->of = sel_new(l, IR_SEL_SELF, ab->range);
            attacked->filter = status_filter(l, "attacked_this_turn", ab->range);
            out->only_if = attacked;
        }
        out->costs = ab->loyalty ? lower_loyalty(l, ast->a) : lower_costs(l, ast->a);
        l->costs = out->costs;      /* kept if the rest of it is refused (ir_refusal) */
        works_in(l, ab, out);
        break;
    case AB_TRIGGERED: {
        out->kind = IR_AB_TRIGGERED;
        ir_trigger *tr = lower_trigger(l, ast->a);
        const node *iif = ir_intervening_if(ast->b);
        if (iif)        /* "When ..., if ..., ...": its condition (CR 603.4) */
            tr->cond = lower_cond(l, iif->a);
        /* "Whenever a Mountain enters the battlefield under your control, if
         * you control at least five other Mountains": "other" than the one
         * that entered, which the IR's "other" (not the ability's own
         * object) does not say */
        for (const ir_condition *c = tr->cond; c && tr->who && tr->who->kind == IR_SEL_ALL && tr->event != IR_EV_STEP;
             c = c->also)
            if (c->kind == IR_CONDITION_COUNT && c->of && c->of->kind == IR_SEL_ALL && c->of->filter
                && c->of->filter->other)
                refuse(l, iif->a, ir_other_than_event);
        /* a triggered mana ability (CR 605.1b): no target, it could add
         * mana, and a mana ability's activation triggers it */
        tr->mana = ab->could_be_mana && tr->event == IR_EV_TAPPED_FOR_MANA;
        out->trigger = tr;
        works_in(l, ab, out);
        /* "When ~ enters the battlefield, draw X cards": its spell's X (CR 107.3m) */
        l->x_of_spell = ir_enters_trigger_of_self(ab);
        break;
    }
    case AB_KEYWORD:
        return lower_keywords(l, out);
    case AB_STATIC:
        out->kind = IR_AB_STATIC;
        if (chapters) {     /* "I, II — ...": a Saga's chapter ability (CR 714.2) */
            out->kind = IR_AB_TRIGGERED;
            out->trigger = chapter_trigger(l, ab);
        } else if (ir_is_room(l->card, ab)) {   /* a dungeon's room (CR 309.4c) */
            out->kind = IR_AB_TRIGGERED;
            out->trigger = room_trigger(l, ab);
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
    ir_color x_color = ab->kind == AB_SPELL && !ast->b->a->next ? meaning_spend_only_on_x(ast->b->a) : IR_COLOR_NONE;
    if (x_color != IR_COLOR_NONE) {
        /* "Spend only black mana on X.", a spell's paragraph of its own
         * (CR 107.3, 601.2h): a rule of the spell, X of its mana cost */
        if (!l->card->mana_cost || !strstr(l->card->mana_cost, "{X}"))
            refuse(l, ast->b->a, arena_printf(l->a, "%s with no {X} in the mana cost", quoted(l, ast->b->a)));
        ir_instr *in = alloc(l, sizeof *in);
        in->op = IR_RULE;
        in->range = ast->b->a->range;
        in->object = sel_new(l, IR_SEL_SELF, ast->b->a->range);
        in->word = "x_mana";
        in->mana = color_symbol(x_color);
        in->duration = IR_DUR_STATIC;
        out->kind = IR_AB_STATIC;
        out->body = in;
        return out;
    }
    if ((ab->kind == AB_SPELL || ab->kind == AB_STATIC) && ir_additional_cost(ast->b->a) && !ast->b->a->next)
        return lower_additional_cost(l, out, ast->b->a);
    const node *optional = (ab->kind == AB_SPELL || ab->kind == AB_STATIC) && ab->defines
                           ? ir_optional_cost_of(ast->b->a) : NULL;
    if (optional && ast->b->a->next && !ir_optional_cost_trigger(l->a, ab))   /* another sentence after it */
        refuse(l, ast->b->a->next, arena_printf(l->a, "the sentence %s after an optional additional cost",
                                                quoted(l, ast->b->a->next)));
    if (optional)
        return lower_optional_cost(l, out, optional);
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
                                 || ir_self_cost_per_target_of(ast->b->a, &mana)
                                 || ir_cast_only_of(ast->b->a, &negated) || ir_cast_only_all_of(ast->b->a)
                                 || ir_self_cost_x_of(l->card, ast->b->a) || ir_cast_self_as_flash(ast->b->a))
        && !ast->b->a->next)
        out->kind = IR_AB_STATIC;   /* "This spell costs {1} less ...": a static ability (CR 601.2f) */
    lower_body(l, out, ast->b);
    if (out->kind == IR_AB_TRIGGERED)
        refuse_other_not_self(l, out->body);
    if (ab->mana_ability)       /* CR 605.1a, as sema found it */
        out->kind = IR_AB_MANA;
    return out;
}

ir_ability *lower_granted(lower *l, const node *q, bool to_self)
{
    if (!q->granted)
        refuse(l, q, arena_printf(l->a, "the ability %s", quoted(l, q)));
    /* the card's name means the card (CR 201.5) only in an ability the card
     * itself gains ("~ gains \"Whenever ~ deals damage ...\"") */
    const node *name = ir_card_name_in(q->granted->ast);
    if (name && !to_self)
        refuse(l, name, arena_printf(l->a, "the card's name in the ability %s", quoted(l, q)));
    lower in = { .a = l->a, .diag = l->diag, .card = l->card, .ic = l->ic, .described = l->described,
                 .amounts = l->amounts, .selected = l->selected, .granted = !to_self };
    if (setjmp(in.fail)) {
        l->refused = in.refused;
        l->refused_what = in.refused_what;
        if (!l->ab)     /* lowered on its own (lower_quoted_in): its costs, for its refusal */
            l->costs = in.costs;
        longjmp(l->fail, 1);
    }
    return lower_ability(&in, q->granted);
}

/* An ability in quotes Q a static ability of the card gives another object
 * ("Equipped creature has \"{T}, Sacrifice Citizen's Crowbar: Destroy
 * target artifact or enchantment.\""): the card's name in its costs is that
 * card, the one that gives it (Rules FAQ 1.1.07: "that permanent can refer
 * back to itself (and only itself) by using its own name"); elsewhere in
 * it, as in lower_granted, it is refused. */
ir_ability *lower_granted_by_card(lower *l, const node *q)
{
    if (!q->granted || q->granted->kind != AB_ACTIVATED || !q->granted->ast->a
        || ir_card_name_in(q->granted->ast->b) || ir_card_name_in(q->granted->ast->c)
        || !ir_names_self(l->card, q->granted->ast->a))
        return lower_granted(l, q, false);
    lower in = { .a = l->a, .diag = l->diag, .card = l->card, .ic = l->ic, .described = l->described,
                 .amounts = l->amounts, .selected = l->selected, .granted = true, .granter = true };
    if (setjmp(in.fail)) {
        l->refused = in.refused;
        l->refused_what = in.refused_what;
        longjmp(l->fail, 1);
    }
    return lower_ability(&in, q->granted);
}

ir_ability *lower_sentence_trigger(lower *l, const ability *delayed, const node *linked)
{
    lower in = { .a = l->a, .diag = l->diag, .card = l->card, .ic = l->ic, .described = l->described,
                 .amounts = l->amounts, .selected = l->selected, .granted = l->granted, .linked = linked };
    if (setjmp(in.fail)) {
        l->refused = in.refused;
        l->refused_what = in.refused_what;
        longjmp(l->fail, 1);
    }
    return lower_ability(&in, delayed);
}

/* "Activate only as a sorcery", "... once each turn", "... during your
 * turn, before attackers are declared", "... if you control a Swamp", "...
 * during your upkeep and only if ...": each of them, the conditions all
 * holding, in `and` (timing_of in cg_ability.c). */
/* "This ability costs {1} less to activate for each Shrine you control"
 * (CR 602.2b, 601.2f): a cost `less`, the mana taken off for each object
 * the phrase EACH counts, after the ability's other costs. */
static void lower_ability_cost_each(lower *l, ir_ability *out, const node *s, const node *each, const node *mana)
{
    int n = ir_generic_mana(mana_symbols(l, mana));
    if (n <= 0)
        refuse(l, mana, arena_printf(l->a, "the cost change %s", quoted(l, mana)));
    ir_cost *c = alloc(l, sizeof *c);
    c->kind = IR_COST_LESS;
    c->range = s->range;
    c->amount = lower_less_each(l, each, n, each->range);
    ir_cost **tail = &out->costs;
    while (*tail)
        tail = &(*tail)->next;
    *tail = c;
}

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
        else if (t == IR_TIMING_ONCE_EVER && !out->once)
            out->once = true;
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
    l->may_act = NULL;
    l->last = NULL;
    l->chose = 0;
    l->nfound = 0;
    l->flipped = l->clashed = l->rolled = l->rolled_two = false;
    l->voted = NULL;
    l->nbound = 0;
    l->nnamed = 0;
    l->among = l->taken = l->revealed = NULL;
    l->reveal_act = NULL;
    ir_instr **tail = &out->body;
    bool sorcery;
    for (const node *s = effect->a; s; s = s->next) {
        /* "Activate only as a sorcery", "Activate only once each turn" */
        const node *mana, *each;
        if (out->kind == IR_AB_STATIC && ir_enters_instead_rest(effect->a, s))
            continue;   /* "If you do, put ~ onto the battlefield.": done instead of its entering (lower_replacement) */
        if (out->kind == IR_AB_ACTIVATED && ir_activate_only(s) && !s->next)
            lower_activate_only(l, out, s);
        else if (out->kind == IR_AB_ACTIVATED && !s->next && (each = ir_ability_cost_each_of(s, &mana)))
            lower_ability_cost_each(l, out, s, each, mana);
        else if (out->kind == IR_AB_ACTIVATED && !s->next && meaning_spend_only_on_x(s) != IR_COLOR_NONE)
            lower_x_mana(l, out, s, meaning_spend_only_on_x(s));   /* "Spend only black mana on X." */
        else if (out->kind == IR_AB_ACTIVATED && ir_any_player_may_activate(s, &sorcery) && !s->next
                 && !out->any_player) {
            out->any_player = true;     /* "Any player may activate this ability." */
            out->sorcery_speed |= sorcery;
        }
        else if (out->kind == IR_AB_TRIGGERED && ir_triggers_once_each_turn(s) && !s->next && s != effect->a
                 && !out->once_each_turn)
            out->once_each_turn = true;     /* "This ability triggers only once each turn" */
        else if (out->kind == IR_AB_TRIGGERED && l->ab->kind == AB_TRIGGERED && effect == l->ab->ast->b
                 && s == ir_intervening_if(effect)) {
            /* "When ..., if ..., A. B.": checked as it triggers too, and
             * covering the sentences after it (CR 603.4); B may say more of
             * A ("It can't be regenerated": cg_trigger.c reads them on).
             * Not a Saga's chapter ability's or a room's "If ..., ...": no
             * trigger condition of its own (tr->cond), an if as it resolves */
            if (s->next && meaning_instead(l->a, s->b, s->next)) {
                lower_instead(l, s->b, s->next, &tail);     /* "If you control a black permanent and a
                                                             * red permanent, you gain 4 life instead" */
                s = s->next;
                if (l->skip_next && s->next)
                    s = s->next;
                l->skip_next = false;
                continue;
            }
            l->next = s->next;
            l->short_of = s->a;     /* "... draw cards equal to the difference" */
            lower_action(l, s->b, &tail, false);
            l->short_of = NULL;
            if (l->skip_next && s->next)
                s = s->next;
            l->skip_next = false;
        } else if (out->kind == IR_AB_TRIGGERED && l->ab->kind == AB_TRIGGERED && s == effect->a   /* one "otherwise" says more */
                   && effect == l->ab->ast->b
                   && ir_cond_of(s) == IR_COND_IF && s->a && s->b && s->a->range.begin < s->b->range.begin)
            refuse(l, s, arena_printf(l->a, "the intervening 'if' %s (CR 603.4)", quoted(l, s->a)));
        else if (s->next && meaning_instead(l->a, s, s->next)) {
            lower_instead(l, s, s->next, &tail);     /* "If this spell was kicked, ... instead" */
            s = s->next;
            if (l->skip_next && s->next)
                s = s->next;
            l->skip_next = false;
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
            /* "Pay {2}{B}. If you don't, ...": as "you may pay" (cg_effect.c's gen_list) */
            lower_action(l, s, &tail, out->kind != IR_AB_STATIC && meaning_pay_or_not(s, s->next));
            l->chosen_now = 0;
            if (l->skip_next && s->next)
                s = s->next;
            l->skip_next = false;
        }
    }
}

bool lower_defined_action(lower *l, const node *act, const node *next, ir_instr ***tail, bool optional)
{
    if (act->kind != N_ACTION || !act->unknown)
        return false;
    const node *where;
    const char *why;
    const node *effect = ir_action_definition(l->a, act, next, optional, &where, &why);
    if (!effect)
        refuse(l, where, why);
    for (const node *s = effect->a; s; s = s->next) {
        l->next = s->next;
        lower_action(l, s, tail, optional);
        if (l->skip_next && s->next)
            s = s->next;
        l->skip_next = false;
    }
    l->next = next;
    return true;
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
    unsigned nmodes = 0;
    for (const ability *md = ab->modes; md; md = md->next)
        nmodes++;
    /* "Choose one. If this spell was kicked, choose any number instead." (CR 601.2b) */
    const node *more = m && !only && out->kind == IR_AB_SPELL ? ir_more_modes_of(l->a, m, nmodes, &out->choose_more)
                                                               : NULL;
    /* "Choose three. You may choose the same mode more than once." (CR 700.2d) */
    int times = 0;
    out->modes_repeat = m && !only && !more && out->kind == IR_AB_SPELL && ir_modes_repeat_of(m, &times);
    if (!m || !is(m, N_MODAL, "choose") || (m->next && !only && !more && !out->modes_repeat)
        || !ir_modes_range(m, out->modes_repeat ? (unsigned)times : nmodes, &out->choose, &out->choose_max))
        refuse(l, m, arena_printf(l->a, "the choice %s", m ? quoted(l, m) : "of modes"));
    if (more)
        out->choose_more_if = lower_cond(l, more);
    if (only)
        lower_activate_only(l, out, only);
    ir_ability **tail = &out->modes;
    for (const ability *md = ab->modes; md; md = md->next) {
        if (md->modes || md->ast->a || md->ast->c || !md->ast->b || md->ast->b->kind != N_LIST || !md->ast->b->a)
            refuse(l, NULL, arena_printf(l->a, "the mode '%s'", md->label ? md->label : "•"));
        ir_ability *mo = alloc(l, sizeof *mo);
        mo->kind = out->kind;
        mo->range = md->range;
        mo->works_in = out->works_in;
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
    const ability *chapter = ir_chapter_turn_trigger_of(l->a, l->card, ab);
    if (chapter) {
        /* "III — Whenever an Elf you control attacks this turn, ...": the
         * chapter ability makes, as it resolves, a delayed triggered
         * ability that lasts the turn (CR 714.2b, 603.7b) */
        ir_instr *in = alloc(l, sizeof *in);
        in->op = IR_TURN_TRIGGER;
        in->range = ab->range;
        in->ability = lower_ability(l, chapter);
        in->duration = IR_DUR_END_OF_TURN;
        ir_ability *out = alloc(l, sizeof *out);
        out->kind = IR_AB_TRIGGERED;
        out->range = ab->range;
        out->works_in = IR_ZONE_BATTLEFIELD;
        out->trigger = chapter_trigger(l, ab);
        out->body = in;
        return out;
    }
    const ability *delayed = ir_turn_trigger_of(l->a, l->card, ab);
    if (!delayed)
        return lower_ability(l, ab);
    /* "Whenever a creature attacks this turn, ...": the spell makes a
     * delayed triggered ability that lasts the turn (CR 603.7b) */
    ir_instr *in = alloc(l, sizeof *in);
    in->op = IR_TURN_TRIGGER;
    in->range = ab->range;
    in->ability = lower_ability(l, delayed);
    in->duration = ir_turn_trigger_lasts(delayed) ? IR_DUR_NONE : IR_DUR_END_OF_TURN;  /* "your next upkeep": once */
    ir_ability *out = alloc(l, sizeof *out);
    out->kind = IR_AB_SPELL;
    out->range = ab->range;
    out->works_in = IR_ZONE_BATTLEFIELD;
    out->body = in;
    return out;
}

/* Does a pronoun in N name a target or objects the text in SPAN says
 * (sema's binding), or a set of N say "other" (other than what it named:
 * other_than_named)? */
static bool names_in(const node *n, src_range span)
{
    for (; n; n = n->next)
        if ((n->kind == N_PRONOUN && n->refers && (n->refers->kind == N_TARGET || n->refers->kind == N_OBJECT)
             && n->refers->range.begin >= span.begin && n->refers->range.end <= span.end)
            || (n->kind == N_OBJECT && meaning_det_is_set(meaning_det(n)) && ir_np_other(n))
            || names_in(n->a, span) || names_in(n->b, span) || names_in(n->c, span))
            return true;
    return false;
}

/* A spell's paragraphs are one spell ability (CR 608.2c: done in order,
 * its targets all chosen as it is cast, CR 601.2c; one effect the code
 * generator compiles, cg_effect_fn): AB and the paragraphs after it up to
 * the last whose pronouns name a target or objects of one before it
 * ("Target creature gets +2/+2 ... / Addendum — ..., that creature gains
 * flying", "Creatures you control get +1/+1 ... / Fateful hour — ...,
 * those creatures gain indestructible") or that says "other" of what
 * they named ("also regenerate each other creature you control"), as one
 * ability: their sentences and targets in order; AB itself when none does. */
static const ability *with_later_paragraphs(lower *l, const ability *ab)
{
    const ability *last = NULL;
    if (ab->kind != AB_SPELL || ab->modes || !ab->ast->b || !ab->ast->b->a || ir_additional_cost(ab->ast->b->a)
        || ir_uncounterable(ab->ast->b->a))
        return ab;      /* (what an additional cost paid with is `paid`) */
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
        int lo, hi;
        if (ir_level_symbol_of(ab, &lo, &hi) && lo)
            continue;       /* "LEVEL 2-3": the band of the abilities after it (level_lo, level_hi) */
        l->costs = NULL;
        ir_ability *out = lower_one(l, ab);
        if (out && ir_level_band_of(l->card, ab, &lo, &hi)) {
            out->level_lo = lo;
            out->level_hi = hi;
        }
        if (!out && !each)
            return false;
        /* "If you do, when this creature enters, ...": after an optional
         * additional cost, a triggered ability of its own */
        const ability *then = out ? ir_optional_cost_trigger(l->a, ab) : NULL;
        if (then) {
            *tail = out;
            tail = &out->next;
            l->costs = NULL;
            out = lower_one(l, then);
            if (!out && !each)
                return false;
        }
        if (out) {
            *tail = out;
            tail = &out->next;
        } else {
            ir_refusal *r = alloc(l, sizeof *r);
            *r = (ir_refusal){ .ability = then ? then->range : ab->range, .range = l->refused, .what = l->refused_what,
                               .costs = l->costs };
            *refused = r;
            refused = &r->next;
        }
    }
    return true;
}

static ir_ability *lower_quoted_one(lower *l, const node *q, bool to_self)
{
    if (setjmp(l->fail))
        return NULL;
    return lower_granted(l, q, to_self);
}

/* lower_card_each: each ability in quotes in N (an ability a static or an
 * effect grants, a token's), lowered on its own into *TAIL as lower_granted
 * lowers it within its ability, or its refusal into *REFUSED, so the code
 * generator finds its IR (cg_ir_of) by its range even where the ability it
 * is written in does not lower. */
static void lower_quoted_in(lower *l, const node *n, bool to_self, ir_ability ***tail, ir_refusal ***refused)
{
    for (; n; n = n->next) {
        if (n->kind == N_QUOTED && n->granted) {
            lower in = { .a = l->a, .card = l->card, .ic = l->ic, .described = l->described,
                         .amounts = l->amounts, .selected = l->selected };
            ir_ability *out = lower_quoted_one(&in, n, to_self);
            if (out) {
                **tail = out;
                *tail = &out->next;
            } else {
                ir_refusal *r = alloc(l, sizeof *r);
                *r = (ir_refusal){ .ability = n->granted->range, .range = in.refused, .what = in.refused_what,
                                   .costs = in.costs, .quoted = true };
                **refused = r;
                *refused = &r->next;
            }
        }
        /* "~ becomes a 3/3 ... creature with \"...\"", "~ gains \"...\"": the card
         * itself gains it, its name in it the card (lower_granted) */
        bool self = to_self || (n->kind == N_ACTION && n->a && n->a->kind == N_SELF);
        lower_quoted_in(l, n->a, to_self, tail, refused);
        lower_quoted_in(l, n->b, self, tail, refused);
        lower_quoted_in(l, n->c, self, tail, refused);
    }
}

static ir_card *lower_card_in(arena *a, diag_engine *diag, const card *c, bool each)
{
    lower l = { .a = a, .diag = diag, .card = c };
    ir_card *ic = alloc(&l, sizeof *ic);
    ic->card = c;
    l.ic = ic;
    l.described = &ic->described;
    l.amounts = &ic->amounts;
    l.selected = &ic->selected;
    if (!lower_abilities(&l, ic, each))
        return NULL;
    if (each) {
        ir_ability **tail = &ic->granted;
        ir_refusal **refused = &ic->refused;
        while (*refused)
            refused = &(*refused)->next;
        for (const ability *ab = c->abilities; ab; ab = ab->next)
            for (const ability *m = ab; m; m = m == ab ? ab->modes : m->next)     /* its modes' too */
                lower_quoted_in(&l, m->ast, false, &tail, &refused);
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
