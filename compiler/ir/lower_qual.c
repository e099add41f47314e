/* lower_qual.c — the qualifiers of descriptions that relate an object to
 * other objects and players ("named ~", "blocking it", "dealt damage by ~
 * this turn", "you own", "with the same name as that creature", "attacking
 * you"), and the keyword lists of "with flying or reach", into a filter
 * (docs/ir.md, "Filter").  Each says what cg_irfilter.c's
 * ir_objects_test (or cg_select.c's keep_related, for a phrase kept as it
 * is selected) tests for the same reading. */
#include "lower_int.h"

bool attachment_trait(const node *w, ir_trait *t)
{
    const char *sub = ir_attachment_word(w);    /* "Aura", "Equipment" */
    if (!sub)
        return false;
    *t = (ir_trait){ IR_TRAIT_STATUS, sub[0] == 'A' ? "enchanted" : "equipped", false };
    return true;
}

/* Does ALT ask for the card type WORD? */
static bool alt_has_type(const ir_alt *alt, const char *word)
{
    for (unsigned i = 0; i < alt->ntraits; i++)
        if (alt->traits[i].kind == IR_TRAIT_TYPE && !alt->traits[i].negated && strcmp(alt->traits[i].word, word) == 0)
            return true;
    return false;
}

/* "artifact, enchantment, or creature with flying": a creature's keyword
 * after a list whose last alternative is a creature and another is not
 * one qualifies the creature alone (the rulings of Broken Wings and Vivien
 * Reid: any artifact, any enchantment, or a creature with flying), where
 * "with mana value X" qualifies them all.  The last alternative of OUT,
 * when it is that creature. */
static const ir_alt *creature_alone(const ir_filter *out)
{
    const ir_alt *last = out->any_of;
    bool other = false;
    for (; last && last->next; last = last->next)
        other |= !alt_has_type(last, "creature");
    return other && last && alt_has_type(last, "creature") ? last : NULL;
}

void filter_with_keyword(lower *l, ir_filter *out, const char *keyword)
{
    const ir_alt *creature = creature_alone(out);
    if (creature) {                 /* the alternatives anew, the last with the keyword */
        ir_trait t = { IR_TRAIT_KEYWORD, keyword, false };
        ir_alt *head = NULL, **tail = &head;
        for (const ir_alt *alt = out->any_of; alt; alt = alt->next, tail = &(*tail)->next) {
            *tail = alloc(l, sizeof **tail);
            **tail = alt == creature ? *alt_with(l, alt, &t) : *alt;
            (*tail)->next = NULL;
        }
        out->any_of = head;
        return;
    }
    const char **with = alloc(l, (out->nwith + 1) * sizeof *with);
    if (out->nwith)
        memcpy(with, out->with, out->nwith * sizeof *with);
    with[out->nwith++] = keyword;
    out->with = with;
}

/* The keyword list ARG of "with" (WITHOUT: "without") into OUT, as
 * with_test reads it: "flying, haste" all of them (`with`), "flying or
 * reach" any (an alternative each); "without flying or reach" none of them
 * (each negated in every alternative), "without flying, haste" not all (an
 * alternative for each one it lacks).  False for another phrase. */
static bool keywords(lower *l, const node *arg, ir_filter *out, bool without)
{
    ir_list list = ir_list_of(arg);
    bool one = list != IR_LIST_PLAIN && list != IR_LIST_OR;
    if (one && ir_keyword_node(arg) == IR_KW_NONE)
        return false;
    unsigned n = 0;
    for (const node *k = one ? arg : arg->a; k; k = one ? NULL : k->next, n++)
        if (ir_keyword_node(k) == IR_KW_NONE)
            return false;
    if (!n)
        return false;
    bool any = list == IR_LIST_OR && n > 1;
    if (!without && !any) {                 /* all: `with` */
        for (const node *k = one ? arg : arg->a; k; k = one ? NULL : k->next)
            filter_with_keyword(l, out, ir_keyword_name(ir_keyword_node(k)));
        return true;
    }
    if (without && (any || n == 1)) {       /* none: each negated */
        for (const node *k = one ? arg : arg->a; k; k = one ? NULL : k->next)
            add_trait(l, out, (ir_trait){ IR_TRAIT_KEYWORD, ir_keyword_name(ir_keyword_node(k)), true });
        return true;
    }
    ir_alt *head = NULL, **tail = &head;    /* any of them, or lacks one of them: an alternative each */
    for (const ir_alt *alt = out->any_of; alt; alt = alt->next)
        for (const node *k = one ? arg : arg->a; k; k = one ? NULL : k->next) {
            ir_trait t = { IR_TRAIT_KEYWORD, ir_keyword_name(ir_keyword_node(k)), without };
            *tail = alt_with(l, alt, &t);
            tail = &(*tail)->next;
        }
    out->any_of = head;
    return true;
}

/* "that's a Wolf or a Werewolf" (IR_QUAL_IS_A): each alternative of OUT
 * once for each alternative of each description it names, as
 * cg_object_test tests any of them; false when one says more than traits. */
static bool is_a(lower *l, const node *q, ir_filter *out)
{
    const node *what = ir_qual_is_a(q);
    bool list = what->kind == N_LIST;
    ir_alt *head = NULL, **tail = &head;
    for (const ir_alt *alt = out->any_of; alt; alt = alt->next)
        for (const node *o = list ? what->a : what; o; o = list ? o->next : NULL) {
            const ir_filter *f = lower_description(l, o->a, o, NULL);
            if (f->zone != IR_ZONE_BATTLEFIELD || f->other || f->controller || f->compares || f->nwith)
                return false;
            for (const ir_alt *b = f->any_of; b; b = b->next) {
                ir_alt *both = alloc(l, sizeof *both);
                both->ntraits = alt->ntraits + b->ntraits;
                both->traits = alloc(l, both->ntraits * sizeof *both->traits);
                memcpy(both->traits, alt->traits, alt->ntraits * sizeof *alt->traits);
                memcpy(both->traits + alt->ntraits, b->traits, b->ntraits * sizeof *b->traits);
                *tail = both;
                tail = &both->next;
            }
        }
    out->any_of = head;
    return true;
}

/* The player phrase P of "you own", "that player owns" as a filter's
 * owner: who, or a selection of players in *SEL (cg_filter.c's player_is,
 * cg_select.c's keep_related); false for another phrase. */
static bool owner_of(lower *l, const node *p, ir_controller *who, const ir_sel **sel)
{
    *sel = NULL;
    switch (p ? ir_who_of(p) : IR_WHO_ANY) {
    case IR_WHO_YOU: *who = IR_CTRL_YOU; return true;
    case IR_WHO_OPPONENT: *who = IR_CTRL_OPPONENT; return !p->c;
    case IR_WHO_DEFENDING: *who = IR_CTRL_DEFENDING; return true;
    case IR_WHO_NONE:
        if (p->kind != N_PRONOUN && p->kind != N_TARGET && p->kind != N_POSSESSIVE)
            return false;
        *sel = lower_sel(l, p, NULL);
        *who = IR_CTRL_SEL;
        ir_sel_kind k = (*sel)->kind;
        return k == IR_SEL_TARGET || k == IR_SEL_EVENT || k == IR_SEL_EVENT_TO || k == IR_SEL_CONTROLLER
               || k == IR_SEL_OWNER;
    default:
        return false;
    }
}

/* "dealt damage by ~ this turn", "... by enchanted creature this turn"
 * (IR_QUAL_DAMAGED_BY): the source, the card itself or what it is
 * attached to; NULL for another. */
static const ir_sel *damage_source(lower *l, const node *by)
{
    if (by->kind == N_SELF || (by->kind == N_PRONOUN && by->refers && by->refers->kind == N_SELF))
        return sel_new(l, IR_SEL_SELF, by->range);
    if (by->kind != N_PRONOUN || ir_pronoun_of(by) == IR_PRON_OTHER)
        return NULL;
    const ir_sel *s = lower_sel(l, by, NULL);
    return s->kind == IR_SEL_ATTACHED ? s : NULL;
}

/* Is every alternative of OUT a player ("player", "opponent")? */
static bool of_players(const ir_filter *out)
{
    for (const ir_alt *alt = out->any_of; alt; alt = alt->next) {
        bool player = false;
        for (unsigned i = 0; i < alt->ntraits; i++)
            player |= alt->traits[i].kind == IR_TRAIT_PLAYER;
        if (!player)
            return false;
    }
    return out->any_of != NULL;
}

/* "who can't", "who didn't discard a creature card this way" (Q, VERB and
 * WHAT as ir_players_moved_none reads them) of the players NP describes:
 * the filter of the objects moved, where they went (sacrificed: as they
 * last were on the battlefield, CR 608.2h), of the sacrifice or discard
 * instruction just before, always carried out. */
static const ir_filter *moved_none(lower *l, const node *q, const node *np, fx_verb verb, const node *what)
{
    const ir_instr *last = l->last;
    if (!np || !last || !l->last_act || last->optional || last->at != IR_DELAY_NONE
        || last->range.begin != l->last_act->range.begin || !ir_moved_none_after(np, l->last_act, verb)
        || last->op != (meaning_verb(l->last_act) == FX_VERB_SACRIFICE ? IR_SACRIFICE : IR_DISCARD))
        refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
    static const place field = { IR_ZONE_BATTLEFIELD, IR_CTRL_ANY }, anywhere = { IR_ZONE_ANY, IR_CTRL_ANY };
    if (what)
        return lower_filter(l, what, meaning_verb(l->last_act) == FX_VERB_SACRIFICE ? &field : &anywhere);
    ir_filter *any = alloc(l, sizeof *any);      /* "who can't": any object */
    any->range = q->range;
    any->zone = IR_ZONE_ANY;
    any->any_of = alloc(l, sizeof *any->any_of);
    return any;
}

bool lower_player_qualifier(lower *l, const node *q, const node *np, ir_filter *out)
{
    fx_word w = meaning_word(q);
    if (!of_players(out) || q->kind != N_QUALIFIER)
        return false;
    fx_verb verb;
    const node *moved;
    if (ir_players_moved_none(q, &verb, &moved) && !out->moved_none) {
        out->moved_none = moved_none(l, q, np, verb, moved);    /* "Each opponent who can't loses 3 life" */
        return true;
    }
    if ((w == FX_W_WHO_DOES || w == FX_W_WHO_DOESNT) && !out->answered) {
        out->answered = w == FX_W_WHO_DOES ? "yes" : "no";
        return true;
    }
    if (w == FX_W_OTHER_THAN && q->a && !q->a->next && !out->except) {
        out->except = lower_sel(l, q->a, NULL);     /* "each player other than target player" */
        return true;
    }
    node subj, what, clause;
    fx_more more;
    bool negated;
    if (!ir_player_qual_clause(q, &subj, &what, &clause)
        || (ir_who_controls(q, &negated) && !meaning_more(l->card, &clause, &more)))
        return false;           /* "who controls a white creature": `controls` (lower_relation) */
    const node *was = l->tested;
    l->tested = &subj;
    ir_condition *c = lower_cond(l, &clause);
    l->tested = was;
    if (out->holds && c->also)      /* "who ... and ..." after another: not yet */
        return false;
    c->also = out->holds;       /* each one holds */
    out->holds = c;
    return true;
}

void lower_relation(lower *l, const node *q, ir_filter *out)
{
    const node *in = ir_qual_inner(q);      /* "that's attacking you" */
    ir_qual_kind how = ir_qual_of(in);
    const node *arg = in->a, *what;
    static const char *const blocks[] = { [IR_QUAL_BLOCKING] = "blocking", [IR_QUAL_BLOCKED_BY] = "blocked_by",
                                          [IR_QUAL_BLOCKING_OR_BLOCKED_BY] = "blocking_or_blocked_by",
                                          [IR_QUAL_ITS_BLOCKING] = "blocked_by", [IR_QUAL_BANDED_WITH] = "banded_with" };
    bool negated;
    if ((what = ir_who_controls(in, &negated)) && !out->controls && in == q && of_players(out)) {
        out->controls = lower_player_controls(l, what, negated);   /* "each player who controls a white creature" */
        return;
    }
    /* not in an ability in quotes another object gains: its source is that object */
    int linked = !out->same_name_as && in == q && !l->granted ? ir_same_name_as_exiled(l->card, in) : -1;
    if (linked >= 0) {          /* "with the same name as the exiled card" (CR 607.2a) */
        ir_sel *s = sel_new(l, IR_SEL_LINKED, in->a->a->range);
        s->slot = linked;
        out->same_name_as = s;
        return;
    }
    if ((what = ir_same_name_as_any(in)) && !out->same_name_as && in == q) {
        /* "with the same name as that creature", "that has the same name as a card in your graveyard" */
        out->same_name_as = phrase_sel(l, in, what);
        return;
    }
    switch (how) {
    case IR_QUAL_NAMED:         /* "named ~", "named Squadron Hawk" */
    case IR_QUAL_NOT_NAMED:     /* "not named ~": any other name */
        if (out->named || !arg || arg->kind != N_NAME)
            break;
        out->not_named = how == IR_QUAL_NOT_NAMED;
        out->named = ir_name_is_self(l->card, arg) ? l->card->name : arg->text;
        return;
    case IR_QUAL_WITH: case IR_QUAL_WITHOUT:
        if (arg && keywords(l, arg, out, how == IR_QUAL_WITHOUT))
            return;
        if (how == IR_QUAL_WITH && meaning_a_single_target(arg) && !out->single_target) {
            out->single_target = true;      /* "target spell with a single target" (cg_filter.c) */
            return;
        }
        if (how == IR_QUAL_WITH && ir_keyword_ability_said(arg) != IR_KA_NONE) {
            /* "a card with cycling", "with a kicker ability" (cardrt_has_keyword_ability) */
            const char **with = alloc(l, (out->nwith + 1) * sizeof *with);
            if (out->nwith)
                memcpy(with, out->with, out->nwith * sizeof *with);
            with[out->nwith++] = ir_kw_ability_name(ir_keyword_ability_said(arg));
            out->with = with;
            return;
        }
        break;
    case IR_QUAL_BLOCKING: case IR_QUAL_BLOCKED_BY: case IR_QUAL_BLOCKING_OR_BLOCKED_BY:
    case IR_QUAL_BANDED_WITH: {     /* "banded with it": in its attacking band (CR 702.22c) */
        if (!arg && how == IR_QUAL_BLOCKING) {      /* "creatures that are blocking" */
            add_trait(l, out, (ir_trait){ IR_TRAIT_STATUS, "blocking", false });
            return;
        }
        ir_host h = ir_qual_host(in, &what);
        /* the card ("blocking ~"), or another phrase's object, kept as the set is found */
        if (out->block || !(h == IR_HOST_SELF || (h == IR_HOST_RELATED && in == q)))
            break;
        out->block = blocks[how];
        out->block_with = phrase_sel(l, in, what);
        return;
    }
    case IR_QUAL_ITS_BLOCKING:  /* "target creature it's blocking": blocked by this creature */
        if (out->block || !(ir_card_types(l->card) & 1u << IR_TYPE_CREATURE))
            break;
        out->block = blocks[how];
        out->block_with = sel_new(l, IR_SEL_SELF, in->range);
        return;
    case IR_QUAL_ATTACKING: {   /* "attacking you": the player, not a planeswalker (CR 506.3) */
        bool walkers;
        const node *who = ir_attacked_player(in, &walkers);
        const ir_trigger *tr = l->out->kind == IR_AB_TRIGGERED ? l->out->trigger : NULL;
        if (!out->attacking && ir_attacking_the_same(in) && tr && tr->event == IR_EV_ATTACKS && tr->who
            && tr->who->kind == IR_SEL_SELF) {
            /* "Whenever ~ attacks, another target creature attacking the same player or
             * planeswalker ...": what ~ attacks (CR 506.3) */
            ir_sel *s = sel_new(l, IR_SEL_ATTACKED, arg->range);
            s->of = sel_new(l, IR_SEL_SELF, arg->range);
            out->attacking = s;
            return;
        }
        if (out->attacking || !who)
            break;
        if (ir_who_of(who) == IR_WHO_YOU)   /* "attacking you or a planeswalker you control": `attacking_walkers` */
            out->attacking = sel_new(l, IR_SEL_YOU, who->range);
        else if (ir_enchanted_player(l->card, who))     /* "attacking enchanted player" (CR 303.4) */
            out->attacking = lower_sel(l, who, NULL);
        else
            break;
        out->attacking_walkers = walkers;
        return;
    }
    case IR_QUAL_TYPE_OF_YOUR_CHOICE:   /* chosen just before, by the statement's `choose` (lower.c) */
    case IR_QUAL_CHOSEN_TYPE:           /* "of the chosen type": as the source entered */
        if (how == IR_QUAL_TYPE_OF_YOUR_CHOICE ? !(l->chosen_now & 1u << IR_CHOICE_CREATURE_TYPE) : arg != NULL)
            break;
        out->chosen_type = true;
        return;
    case IR_QUAL_COLOR_OF_YOUR_CHOICE:  /* chosen just before, as the type is */
    case IR_QUAL_CHOSEN_COLOR:          /* "of the chosen color": as the source entered (CR 105.2) */
        if ((how == IR_QUAL_COLOR_OF_YOUR_CHOICE ? !(l->chosen_now & 1u << IR_CHOICE_COLOR) : arg != NULL)
            || out->chosen_color)
            break;
        out->chosen_color = true;
        return;
    case IR_QUAL_CHOSEN_NAME:           /* "with the chosen name": as the source entered (CR 201.2) */
        if (out->chosen_name || (meaning_word(in->a) == FX_W_THAT_NAME
                                 && !(l->chose & (1u << IR_CHOICE_CARD_NAME | 1u << IR_CHOICE_NONLAND_CARD_NAME))))
            break;      /* "with that name": the name a `choose` of the same ability chose just before */
        out->chosen_name = true;
        return;
    case IR_QUAL_OF_THAT_CHOICE:        /* "Choose a color. ... of that color": the `choose` before */
        if (ir_of_that_choice(in) == IR_CHOICE_COLOR && (l->chose & 1u << IR_CHOICE_COLOR))
            out->chosen_color = true;
        else if (ir_of_that_choice(in) == IR_CHOICE_CREATURE_TYPE
                 && (l->chose & (1u << IR_CHOICE_CREATURE_TYPE | 1u << IR_CHOICE_BASIC_LAND_TYPE)))
            out->chosen_type = true;
        else
            break;
        return;
    case IR_QUAL_ENCHANTED:     /* "that are enchanted": an Aura is attached to it (CR 303.4) */
        add_trait(l, out, (ir_trait){ IR_TRAIT_STATUS, "enchanted", false });
        return;
    case IR_QUAL_HAS_ADVENTURE:     /* "that has an Adventure": an adventurer card (CR 715.1) */
        ir_has_adventure(in, &negated);
        add_trait(l, out, (ir_trait){ IR_TRAIT_STATUS, "adventurer", negated });
        return;
    case IR_QUAL_IS_A:
        if (is_a(l, in, out))
            return;
        break;
    case IR_QUAL_DAMAGED_BY:    /* "dealt damage by ~ this turn" */
        if (!out->damaged_by && arg && (out->damaged_by = damage_source(l, arg)))
            return;
        break;
    case IR_QUAL_DEALT_DAMAGE: {    /* "that dealt damage (to you) this turn" */
        const node *to;
        ir_dealt_damage_to(in, &to);
        if (!to) {
            add_trait(l, out, (ir_trait){ IR_TRAIT_STATUS, "dealt_damage_this_turn", false });
            return;
        }
        if (out->dealt_damage_to || ir_who_of(to) != IR_WHO_YOU)
            break;
        out->dealt_damage_to = sel_new(l, IR_SEL_YOU, to->range);
        return;
    }
    case IR_QUAL_CONTROLLED_BY:     /* "that player or that planeswalker's controller controls" */
        if (out->controller || in != q || !ir_player_or_controller(arg))
            break;
        out->controller = IR_CTRL_SEL;
        out->controlled_by = lower_sel(l, arg, NULL);
        return;
    case IR_QUAL_CHOSEN_BY: {   /* "target creature of their choice": who chooses the targets (CR 601.2c) */
        /* of a triggered ability's target only, asked as it is put on the
         * stack: the player its event names, or the defending player */
        const ir_sel *by = !out->chosen_by && in == q && l->slot && l->out->kind == IR_AB_TRIGGERED
                           ? lower_sel(l, ir_chooser_of(in), NULL) : NULL;
        if (!by || (by->kind != IR_SEL_EVENT && by->kind != IR_SEL_DEFENDING))
            break;
        out->chosen_by = by;
        return;
    }
    case IR_QUAL_WITH_IN_COST:  /* "with {X} in its mana cost" (CR 107.3) */
        if (out->cost_symbol || !(out->cost_symbol = ir_cost_symbol(l->card, in)))
            break;
        return;
    case IR_QUAL_IN_MANA_COST:  /* said by the "with" before it */
        return;
    case IR_QUAL_UNKNOWN: {     /* "spell cast from a graveyard" (CR 601.2a): on the stack, cast from there */
        ir_zone from;
        ir_who whose;
        if (out->cast_from || in != q || !ir_qual_cast_from(in, &from, &whose))
            break;
        out->cast_from = ir_zone_name(from);
        out->cast_from_owner = whose == IR_WHO_YOU ? IR_CTRL_YOU : IR_CTRL_ANY;
        return;
    }
    case IR_QUAL_OWNED_BY:      /* "you own", "its owner owns" */
        if (!out->owner && in == q && owner_of(l, arg, &out->owner, &out->owned_by) && out->owner)
            return;
        break;
    case IR_QUAL_NOT_OWNED_BY:      /* "you don't own" */
    case IR_QUAL_NEITHER_OWNED_NOR_CONTROLLED_BY:   /* "you neither own nor control" */
        if (out->owner || in != q || ir_who_of(arg) != IR_WHO_YOU)
            break;
        if (how == IR_QUAL_NEITHER_OWNED_NOR_CONTROLLED_BY) {
            if (out->controller)
                break;
            out->controller = IR_CTRL_NOT_YOU;
        }
        out->owner = IR_CTRL_NOT_YOU;
        return;
    case IR_QUAL_OWNED_AND_CONTROLLED_BY: {     /* "you both own and control" */
        ir_controller who;
        const ir_sel *sel;
        if (out->owner || out->controller || !arg || !owner_of(l, arg, &who, &sel) || sel || !who)
            break;
        out->owner = out->controller = who;
        return;
    }
    case IR_QUAL_OWNED_OR_CONTROLLED_BY: {      /* "you own or control": either will do */
        ir_controller who;
        const ir_sel *sel;
        if (out->owner || out->controller || !arg || !owner_of(l, arg, &who, &sel) || sel || !who)
            break;
        out->owner = out->controller = who;
        out->owner_or_controller = true;
        return;
    }
    default:
        break;
    }
    refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
}

/* The action (N_ACTION) in N, its parts and the items after them, written at R; NULL if none. */
static const node *action_at(const node *n, src_range r)
{
    for (; n; n = n->next) {
        if (n->kind == N_ACTION && n->range.begin == r.begin && n->range.end == r.end)
            return n;
        const node *in = action_at(n->a, r);
        in = in ? in : action_at(n->b, r);
        in = in ? in : action_at(n->c, r);
        if (in)
            return in;
    }
    return NULL;
}

/* The action of the instruction emitted just before, when it is OP and
 * always carried out now (not optional, not delayed); NULL otherwise. */
static const node *last_was(lower *l, ir_op op)
{
    const ir_instr *in = l->last;
    return in && in->op == op && !in->optional && in->at == IR_DELAY_NONE ? action_at(l->ab->ast, in->range) : NULL;
}

/* The action of the instruction just before, when it did what "VERBed
 * this way" in NP says, always carried out now; NULL otherwise. */
static const node *done_last(lower *l, const node *np)
{
    static const struct { fx_verb verb; ir_op op; } done[] = {
        { FX_VERB_DESTROY, IR_DESTROY }, { FX_VERB_SACRIFICE, IR_SACRIFICE }, { FX_VERB_EXILE, IR_EXILE },
        { FX_VERB_TAP, IR_TAP }, { FX_VERB_RETURN, IR_MOVE }, { FX_VERB_DISCARD, IR_DISCARD },
    };
    fx_verb verb = meaning_done_this_way(np);
    const node *act;
    for (size_t i = 0; i < sizeof done / sizeof *done; i++)
        if (done[i].verb == verb && (act = last_was(l, done[i].op)) && meaning_verb(act) == verb)
            return act;
    return NULL;
}

fx_verb done_this_way_by(lower *l, const node *np)
{
    const node *act = done_last(l, np);
    if (!act || act->a || !ir_covers(np, act->b))
        refuse(l, np, arena_printf(l->a, "the qualifier %s", quoted(l, np->a->b->a)));
    return meaning_verb(act);
}

void done_this_way(lower *l, ir_amount *am, const node *np)
{
    const node *act = done_last(l, np);
    if (act && !act->a && ir_covers(np, act->b)) {
        am->kind = IR_AMOUNT_RESULT;    /* how many it did it to */
        return;
    }
    /* "3 life for each land card discarded this way" after "Target player
     * discards two cards", "for each card discarded this way" after "Each
     * other player discards a card": of the objects it moved, all players'
     * at once (not each one's in turn), those the rest of NP describes,
     * where they went; destroyed or sacrificed, as they last were on the
     * battlefield (CR 608.2h; cg_amount.c: cardrt_sel_moved) */
    fx_verb verb = act ? meaning_verb(act) : FX_VERB_NONE;
    if (!act || verb == FX_VERB_TAP || (l->last->subject && l->last->subject->kind == IR_SEL_EACH))
        refuse(l, np, arena_printf(l->a, "the qualifier %s", quoted(l, np->a->b->a)));
    static const place field = { IR_ZONE_BATTLEFIELD, IR_CTRL_ANY }, anywhere = { IR_ZONE_ANY, IR_CTRL_ANY };
    node filt = *np->a, plain = *np;    /* the description without "VERBed this way" */
    filt.b = NULL;
    plain.a = &filt;
    plain.text = NULL;
    ir_sel *s = sel_new(l, IR_SEL_MOVED, np->range);
    s->filter = lower_filter(l, &plain, verb == FX_VERB_DESTROY || verb == FX_VERB_SACRIFICE ? &field : &anywhere);
    am->of = s;
}

const ir_sel *dealt_this_way(lower *l, const node *np)
{
    if (!last_was(l, IR_DAMAGE))
        refuse(l, np, arena_printf(l->a, "the qualifier %s", quoted(l, np->a->b->a)));
    node filt = *np->a, plain = *np;    /* the description without "dealt damage this way" */
    filt.b = NULL;
    plain.a = &filt;
    plain.text = NULL;
    ir_sel *s = sel_new(l, IR_SEL_DEALT, np->range);
    s->filter = lower_filter(l, &plain, NULL);
    return s;
}

bool history_counted(lower *l, ir_amount *am, const node *np)
{
    bool yours, nontoken;
    const node *by = NULL;
    ir_history hist;
    bool cards;
    const node *done = ir_done_to(np, &cards), *q = cards ? done : NULL, *token = cards ? NULL : done;
    if (ir_died_this_turn(np, &yours, &nontoken)) {     /* CR 700.4: for the player who controlled it */
        am->stat = nontoken ? "nontoken_died" : "died";
        by = yours ? np : NULL;
    } else if ((by = ir_opponents_attacked(np))) {      /* melee: "for each opponent you attacked this combat" */
        if (ir_who_of(by) != IR_WHO_YOU)
            refuse(l, by, arena_printf(l->a, "the history of %s", quoted(l, by)));
        am->stat = "opponents_attacked";
    } else if ((hist = ir_history_of(np, &by, &am->other)) != IR_HIST_NONE) {
        if (by && ir_who_of(by) != IR_WHO_YOU)      /* none: every player's ("spells cast this turn") */
            refuse(l, by, arena_printf(l->a, "the history of %s", quoted(l, by)));
        am->stat = hist == IR_HIST_DRAWN ? "drew" : "spells_cast";
    } else if (done) {          /* "cards you've discarded this turn", "tokens you created this turn" (done_this_turn) */
        const node *v = done->a && done->a->kind == N_MODIFIER ? done->a->a : done->a;     /* "have" taken off */
        const node *m = v && v->kind == N_ACTION && !v->a && !v->b && v->c ? v->c->a : NULL;
        fx_verb verb = v ? meaning_verb(v) : FX_VERB_NONE;
        am->stat = q && verb == FX_VERB_DRAW ? "drew" : q && verb == FX_VERB_DISCARDED ? "discarded"
                 : token && verb == FX_VERB_CREATE ? "tokens_created" : NULL;
        if (!am->stat || !m || m->next || m->kind != N_DURATION || meaning_time(m) != FX_TIME_THIS_TURN
            || ir_who_of(done->b) != IR_WHO_YOU)
            refuse(l, done, arena_printf(l->a, "the qualifier %s", quoted(l, done)));
        by = done->b;
    } else {
        return false;
    }
    am->kind = IR_AMOUNT_HISTORY;
    am->of = by ? sel_new(l, IR_SEL_YOU, by->range) : NULL;
    return true;
}

const ir_sel *lower_most_player(lower *l, const node *np, const fx_more *m)
{
    node f = *np->a, players = { .kind = N_OBJECT, .range = np->range, .a = &f };
    f.b = NULL;                 /* "player", without "with the most life" */
    ir_sel *s = sel_new(l, IR_SEL_ALL, np->range), *than = sel_new(l, IR_SEL_ALL, np->range);
    ir_filter *pf = lower_filter(l, &players, NULL);
    than->filter = lower_filter(l, &players, NULL);
    ir_condition *more = alloc(l, sizeof *more);
    more->range = np->range;
    more->kind = IR_CONDITION_MORE;
    more->of = sel_new(l, IR_SEL_TESTED, np->range);
    more->than = than;
    more->quant = "each_other";
    more->op = ">";
    more->stat = m->what == FX_MORE_LIFE ? "life" : m->what == FX_MORE_HAND ? "hand" : "count";
    if (m->what == FX_MORE_CONTROL) {
        node counted = *m->counted;     /* "the most Wizards": Wizards */
        counted.text = NULL;
        ir_filter *cf = lower_filter(l, &counted, NULL);
        if (cf->controller != IR_CTRL_ANY || cf->zone != IR_ZONE_BATTLEFIELD)
            refuse(l, m->counted, arena_printf(l->a, "the players %s", quoted(l, np)));
        more->counted = cf;
    }
    pf->holds = more;
    s->filter = pf;
    return s;
}
