/* lower_cond.c — lowering conditions (docs/ir.md, `cond`): what an "if",
 * "unless", "as long as" or "Activate only if" asks, as the card IR's
 * ir_condition.  lower_effect.c lowers the instructions around them. */
#include "lower_int.h"
#include "parser.h"
#include "syntax.h"

/* The players "you", "an opponent", "each opponent", "each other player"
 * name in a comparison between players; *QUANT "some", "each" or
 * "each_other". */
static const ir_sel *compared_players(lower *l, const node *n, const char **quant)
{
    *quant = "some";
    if (n->kind == N_PLAYER && meaning_player(n) == FX_PLAYER_YOU)
        return sel_new(l, IR_SEL_YOU, n->range);
    if (l->tested && n == l->tested)    /* "(each opponent) who controls more lands than you": that one */
        return sel_new(l, IR_SEL_TESTED, n->range);
    if (n->kind == N_PRONOUN && n->refers) {    /* "that player": the one the trigger's event names */
        const ir_sel *s = lower_sel(l, n, NULL);
        if (s->kind != IR_SEL_EVENT)
            refuse(l, n, arena_printf(l->a, "the players %s", quoted(l, n)));
        return s;
    }
    fx_det det = n->kind == N_OBJECT && !n->b && !n->c ? meaning_det(n) : FX_DET_NONE;
    if (det != FX_DET_A && det != FX_DET_EACH && det != FX_DET_EACH_OTHER)
        refuse(l, n, arena_printf(l->a, "the players %s", quoted(l, n)));
    ir_sel *s = sel_new(l, IR_SEL_ALL, n->range);
    node players = *n;          /* "each other player": players, QUANT says which */
    players.text = NULL;
    s->filter = lower_filter(l, &players, NULL);
    for (const ir_alt *a = s->filter->any_of; a; a = a->next)
        if (a->ntraits != 1 || a->traits[0].kind != IR_TRAIT_PLAYER)
            refuse(l, n, arena_printf(l->a, "the players %s", quoted(l, n)));
    *quant = det == FX_DET_EACH ? "each" : det == FX_DET_EACH_OTHER ? "each_other" : "some";
    return s;
}

/* "an opponent controls more creatures than you", "you have more cards in
 * hand than each opponent", "you have less life than an opponent"
 * (meaning_more): you or some player against you, some player or each. */
static void lower_more_cond(lower *l, const node *c, const fx_more *m, ir_condition *out)
{
    const char *quant;
    out->kind = IR_CONDITION_MORE;
    out->of = compared_players(l, m->who, &quant);
    if (strcmp(quant, "some") != 0)
        refuse(l, m->who, arena_printf(l->a, "the players %s", quoted(l, m->who)));
    out->than = compared_players(l, m->than, &out->quant);
    if (strcmp(out->quant, "each") == 0 && out->of->kind != IR_SEL_YOU)   /* whose opponents? */
        refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
    out->op = m->fewer ? "<" : ">";
    out->stat = m->what == FX_MORE_LIFE ? "life" : m->what == FX_MORE_HAND ? "hand" : "count";
    if (m->what == FX_MORE_CONTROL) {
        node counted = *m->counted;     /* "more creatures": creatures */
        counted.text = NULL;
        counted.c = NULL;
        ir_filter *f = lower_filter(l, &counted, NULL);
        if (f->controller != IR_CTRL_ANY || f->zone != IR_ZONE_BATTLEFIELD)
            refuse(l, m->counted, arena_printf(l->a, "the condition on %s", quoted(l, m->counted)));
        out->counted = f;
    }
}

static const ir_sel *some_players(lower *l, const node *who);

/* "a creature died this turn", "you attacked this turn", "an opponent lost
 * 3 or more life last turn" (ir_history_cond_of, as cg_amount.c reads it):
 * the number of those events of some player of `of` (none: all players'). */
static void lower_history_cond(lower *l, const node *c, const ir_hist_cond *h, ir_condition *out)
{
    out->kind = IR_CONDITION_HISTORY;
    out->stat = ir_hist_event_name(h->what);
    const node *ev = l->ab->kind == AB_TRIGGERED && l->ab->ast->a ? l->ab->ast->a->a : NULL;
    if (h->what == IR_HEV_ENTERED_OF) {
        /* "you had another creature enter the battlefield under your control
         * this turn": those permanents, as they entered (cg_amount.c) */
        node plain = *h->count;
        plain.c = NULL;
        static const place field = { IR_ZONE_BATTLEFIELD, IR_CTRL_ANY };
        out->filter = lower_filter(l, &plain, &field);
        if (out->filter->zone != IR_ZONE_BATTLEFIELD || out->filter->controller != IR_CTRL_ANY
            || (ir_np_other(h->count) && ev && ev->kind == N_ACTION))   /* other than the event's? */
            refuse(l, h->count, arena_printf(l->a, "the permanents %s", quoted(l, h->count)));
    }
    if (h->what == IR_HEV_SPELLS_OF) {  /* "you've cast a creature spell this turn": those spells (spell_kind_of) */
        node plain = *h->count;
        plain.c = NULL;
        static const place stack = { IR_ZONE_STACK, IR_CTRL_ANY };
        out->filter = lower_filter(l, &plain, &stack);
        if (out->filter->zone != IR_ZONE_STACK || out->filter->controller != IR_CTRL_ANY)
            refuse(l, h->count, arena_printf(l->a, "the spells %s", quoted(l, h->count)));
    }
    out->last_turn = h->last_turn;
    if (h->who)         /* (cg_amount.c: some_player) */
        out->of = some_players(l, h->who);
    else if (h->yours)
        out->of = sel_new(l, IR_SEL_YOU, c->range);
    node cmp = { .kind = N_OBJECT, .c = h->cmp, .range = c->range };
    if (h->count || h->cmp) {
        count_compare(l, h->count ? h->count : &cmp, out);
    } else {            /* at least one */
        out->op = ">=";
        out->value = amount_const(l, 1, c->range);
    }
}

static const place any_zone = { IR_ZONE_ANY, IR_CTRL_ANY };

/* Does the result of IN say whether all of it was done: a sacrifice,
 * discard, exile, return ("Return it to its owner's hand. If you do",
 * a move the action L lowered last returns) or removal of counters
 * (cg_effect.c, could_not)? */
static bool counts_done(const lower *l, const ir_instr *in)
{
    return in->op == IR_SACRIFICE || in->op == IR_DISCARD || in->op == IR_EXILE || in->op == IR_REMOVE_COUNTERS
           || (in->op == IR_MOVE && l->last_act && in->range.begin == l->last_act->range.begin
               && meaning_verb(l->last_act) == FX_VERB_RETURN);
}

bool did_it_all(const lower *l)
{
    const ir_instr *last = l->last;
    return last && !last->optional && last->at == IR_DELAY_NONE && (!last->subject || last->subject->kind == IR_SEL_YOU)
           && counts_done(l, last);
}

/* "If a land card was milled this way", "If you discard a creature card
 * this way", "If a white creature dies this way", "If you sacrifice an
 * Island this way", "If that player discards an artifact card this way"
 * (meaning_moved_this_way): of what the mill, discard, destroy or
 * sacrifice instruction just before, by you (by that player, the one who
 * did it), moved. */
static void lower_moved_cond(lower *l, const node *c, const node *what, fx_verb verb, const node *who,
                             ir_condition *out)
{
    const ir_instr *last = l->last;
    ir_op op = verb == FX_VERB_MILL ? IR_MILL : verb == FX_VERB_DESTROY ? IR_DESTROY
             : verb == FX_VERB_SACRIFICE ? IR_SACRIFICE : verb == FX_VERB_EXILE ? IR_EXILE : IR_DISCARD;
    bool by_that = who && who->kind == N_PRONOUN && who->refers && !is_you(who) && last && last->subject
                   && last->subject->kind != IR_SEL_YOU && same_sel(lower_sel(l, who, NULL), last->subject);
    if (!last || last->op != op || last->optional || last->at != IR_DELAY_NONE
        || (who && !by_that && (!is_you(who) || (last->subject && last->subject->kind != IR_SEL_YOU))))
        refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
    if (what->kind != N_OBJECT) {
        /* "If that creature dies this way", "If ~ is destroyed this way":
         * what the action acted on (its object, named again), moved */
        const ir_sel *named = lower_sel(l, what, NULL);
        if (!last->object || !same_sel(named, last->object))
            refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
        out->kind = IR_CONDITION_MOVED;
        out->of = named;
        out->op = ">=";
        out->value = amount_const(l, 1, what->range);
        return;
    }
    static const place field = { IR_ZONE_BATTLEFIELD, IR_CTRL_ANY };
    /* destroyed, sacrificed: as they last were on the battlefield */
    bool was_permanent = verb == FX_VERB_DESTROY || verb == FX_VERB_SACRIFICE;
    lower_count_cond(l, what, was_permanent ? &field : &any_zone, out);
    out->kind = IR_CONDITION_MOVED;
    if ((op == IR_MILL || op == IR_DISCARD) && last->amount && last->amount->kind == IR_AMOUNT_CONST
        && last->amount->value == 1) {
        /* "discard a card at random. If you discard a creature card this way, ... that card's power":
         * the one card moved, when the description accepts it (cg_condition binds WHAT to those);
         * after several cards moved, which one is unsure (refused) */
        ir_sel *them = sel_new(l, IR_SEL_MOVED, what->range);
        them->filter = out->of->filter;
        remember_sel(l, what, them);
    }
}

/* "{G} was spent to cast it", "{U}{B} was spent to cast this spell" (one
 * `spent` for each kind, in `also`), "no mana was spent to cast that spell",
 * adamant's "at least three mana of the same color" (meaning_spent, CR
 * 601.2h): of the spell SP names; "mana from a Treasure was spent to
 * activate this ability": of the activated ability's cost (CR 602.2b). */
static void lower_spent_cond(lower *l, const node *c, const fx_spent *sp, ir_condition *out)
{
    static const char *const kinds[] = { "{W}", "{U}", "{B}", "{R}", "{G}", "{C}" };
    static const char *const what[] = { [FX_SPENT_ALL] = "mana", [FX_SPENT_COLORED] = "colored",
                                        [FX_SPENT_ONE_COLOR] = "one_color", [FX_SPENT_TREASURE] = "treasure",
                                        [FX_SPENT_SNOW] = "snow" };
    /* "... spent to activate this ability": no `of`, the activated ability's own cost */
    if (!sp->spell && l->out->kind != IR_AB_ACTIVATED)
        refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
    const ir_sel *of = sp->spell ? lower_sel(l, sp->spell, NULL) : NULL;
    ir_condition *last = NULL;
    for (int k = sp->what == FX_SPENT_KINDS ? 0 : 5; k < 6; k++) {
        int n = sp->what == FX_SPENT_KINDS ? sp->count[k] : sp->none ? 0 : sp->at_least;
        if (sp->what == FX_SPENT_KINDS && !n)
            continue;
        ir_condition *one = last ? alloc(l, sizeof *one) : out;
        one->range = c->range;
        one->kind = IR_CONDITION_SPENT;
        one->of = of;
        one->op = sp->none ? "=" : ">=";
        one->value = amount_const(l, n, c->a->range);
        one->mana = sp->what == FX_SPENT_KINDS ? kinds[k] : what[sp->what];
        if (last)
            last->also = one;
        last = one;
    }
    if (!last)
        refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
}

/* What "X is ..." (the condition C) says X is, as cg_condition tests it: a
 * description ("an artifact creature": C->b), or one word of one
 * ("blue", "legendary", "tapped": a description of it, returned as C);
 * NULL for another phrase. */
static const node *is_filter(const node *c)
{
    const node *w = c->b;
    if (w->kind == N_OBJECT && w->a && w->a->kind == N_FILTER && !w->c)
        return w;
    ir_word_kind k = w->kind == N_WORD ? ir_word_of(w).kind : IR_WORD_UNKNOWN;
    return w->kind == N_WORD && (w->token == COLOR || w->token == SUPERTYPE || w->token == TAPPED
                                 || w->token == UNTAPPED || w->token == ATTACKING || w->token == BLOCKING)
           && k != IR_WORD_UNKNOWN ? c : NULL;
}

/* The filter of one word W ("blue"): any object that is so. */
static ir_filter *word_filter(lower *l, const node *w)
{
    ir_filter *f = alloc(l, sizeof *f);
    f->range = w->range;
    f->zone = IR_ZONE_ANY;
    ir_alt *alt = alloc(l, sizeof *alt);
    alt->traits = alloc(l, sizeof *alt->traits);
    alt->ntraits = 1;
    lower_trait(l, w, &alt->traits[0]);
    f->any_of = alt;
    return described(l, f, NULL);
}

/* The players WHO names in a condition on some player's number, as
 * cg_amount.c's some_player asks it: you, or some player of "an opponent",
 * "a player". */
static const ir_sel *some_players(lower *l, const node *who)
{
    if (l->tested && who == l->tested)     /* "(each opponent) who lost life this turn": that one */
        return sel_new(l, IR_SEL_TESTED, who->range);
    const node *ev = l->ab->kind == AB_TRIGGERED && l->ab->ast->a ? l->ab->ast->a->a : NULL;
    if (who->kind == N_PRONOUN && who->refers && ev && ev->kind == N_STEP && who->refers == ev->a) {
        /* "At the beginning of each player's upkeep, if that player has ...":
         * the player whose step it is (cg_amount.c, is_step_player) */
        const ir_sel *s = lower_sel(l, who, NULL);
        if (s->kind != IR_SEL_EVENT)
            refuse(l, who, arena_printf(l->a, "the players %s", quoted(l, who)));
        return s;
    }
    if (who->kind == N_PLAYER && meaning_player(who) == FX_PLAYER_DEFENDING)
        return sel_new(l, IR_SEL_DEFENDING, who->range);     /* (cg_amount.c: none, it does not hold) */
    if (ir_cond_target_player(who)) {
        /* "if target player has exactly 10 life", "if that player has no
         * cards in hand", "if its controller is poisoned": the one player of
         * a target, or a target's controller (cg_cond.c: target_player) */
        const ir_sel *s = lower_sel(l, who, NULL);
        if (s->kind != IR_SEL_TARGET && !(s->kind == IR_SEL_CONTROLLER && s->of && s->of->kind == IR_SEL_TARGET))
            refuse(l, who, arena_printf(l->a, "the players %s", quoted(l, who)));
        return s;
    }
    const char *quant;
    const ir_sel *s = compared_players(l, who, &quant);
    if (strcmp(quant, "some") != 0)
        refuse(l, who, arena_printf(l->a, "the players %s", quoted(l, who)));
    return s;
}

/* "you have 5 or less life", "an opponent has no cards in hand", "you
 * have two or more opponents" (ir_player_cond_of). */
static void lower_player_cond(lower *l, const node *c, const ir_player_cond *pc, ir_condition *out)
{
    out->kind = IR_CONDITION_PLAYER;
    const char *quant = "some";
    /* "if each player has 10 or less life": every player of it (`quant` each) */
    bool each = pc->who->kind == N_OBJECT && meaning_det(pc->who) == FX_DET_EACH;
    out->of = each ? compared_players(l, pc->who, &quant) : some_players(l, pc->who);
    if (each && strcmp(quant, "each") != 0)
        refuse(l, pc->who, arena_printf(l->a, "the players %s", quoted(l, pc->who)));
    out->quant = each ? "each" : NULL;
    out->stat = ir_pstat_name(pc->stat);
    node cmp = { .kind = N_OBJECT, .c = pc->cmp, .range = c->range };
    if (!pc->cmp && !pc->count) {       /* "you control your commander": at least one */
        out->op = ">=";
        out->value = amount_const(l, 1, c->range);
        return;
    }
    count_compare(l, pc->cmp ? &cmp : pc->count, out);
}

/* "its power is 4 or greater", "X is 10 or more", "your devotion to white
 * is less than five" (cg_amount.c, stat_compare): the amount C->a (a
 * possessive's stat) compared as C->b says ("3": equal to it). */
static void lower_compare_cond(lower *l, const node *c, ir_condition *out)
{
    node pc = *c->a;
    node stat = { .kind = N_AMOUNT, .text = "of", .a = &pc, .range = c->a->range };
    out->kind = IR_CONDITION_COMPARE;
    out->amount = lower_effect_amount(l, c->a->kind == N_AMOUNT ? c->a : &stat);
    if (c->b->kind != N_COMPARE) {
        out->op = "=";
        out->value = lower_effect_amount(l, c->b);
        return;
    }
    switch (meaning_word(c->b)) {
    case FX_W_GE: out->op = ">="; break;
    case FX_W_LE: out->op = "<="; break;
    case FX_W_EQ: out->op = "="; break;
    case FX_W_LT: out->op = "<"; break;
    case FX_W_GT: out->op = ">"; break;
    default: refuse(l, c->b, arena_printf(l->a, "the comparison %s", quoted(l, c->b)));
    }
    out->value = lower_effect_amount(l, c->b->a);
}

/* The filter of objects with status WORD ("tapped", "untapped"), anywhere. */
ir_filter *status_filter(lower *l, const char *word, src_range r)
{
    ir_filter *f = alloc(l, sizeof *f);
    f->range = r;
    f->zone = IR_ZONE_ANY;
    ir_alt *alt = alloc(l, sizeof *alt);
    alt->traits = alloc(l, sizeof *alt->traits);
    alt->ntraits = 1;
    alt->traits[0] = (ir_trait){ IR_TRAIT_STATUS, word, false };
    f->any_of = alt;
    return f;
}

/* "it's enchanted", "~ is equipped" (cg_amount.c, state_test): an Aura
 * (Equipment) attached to the object of C->a. */
static void lower_attached_cond(lower *l, const node *c, ir_condition *out)
{
    ir_filter *f = alloc(l, sizeof *f);
    f->range = c->b->range;
    f->zone = IR_ZONE_BATTLEFIELD;
    ir_alt *alt = alloc(l, sizeof *alt);
    alt->traits = alloc(l, sizeof *alt->traits);
    alt->ntraits = 1;
    alt->traits[0] = (ir_trait){ IR_TRAIT_SUBTYPE, c->b->token == EQUIPPED ? "equipment" : "aura", false };
    f->any_of = alt;
    f->attached_to = lower_sel(l, c->a, NULL);
    if (f->attached_to->kind == IR_SEL_ALL || f->attached_to->kind == IR_SEL_CHOSEN)
        refuse(l, c->a, arena_printf(l->a, "the condition on %s", quoted(l, c->a)));
    count_any(l, f, c->range, out);
}

/* C, whose subject C->a is an object Q describes ("with a +1/+1 counter
 * on it", "that shares a creature type with ~": cg_amount.c's
 * qualifier_holds): `is`, anywhere. */
static void lower_qualified_cond(lower *l, const node *c, node *q, ir_condition *out)
{
    node quals = { .kind = N_LIST, .a = q, .last = q, .range = q->range };
    node tl = { .kind = N_LIST, .range = q->range };
    node t = { .kind = N_TRAITS, .a = &tl, .range = q->range };
    node alts = { .kind = N_LIST, .a = &t, .last = &t, .range = q->range };
    node f = { .kind = N_FILTER, .a = &alts, .b = &quals, .range = q->range };
    node np = { .kind = N_OBJECT, .a = &f, .range = q->range };
    out->kind = IR_CONDITION_IS;
    out->of = lower_sel(l, c->a, NULL);
    out->filter = lower_filter(l, &np, &any_zone);
    if (out->of->kind == IR_SEL_ALL || out->of->kind == IR_SEL_CHOSEN)
        refuse(l, c->a, arena_printf(l->a, "the condition on %s", quoted(l, c->a)));
}

/* "it has a +1/+1 counter on it", "~ has three or more quest counters on
 * it" (cg_amount.c: the qualifier "with COUNTERS on it" of C->a): `is`. */
static void lower_counters_cond(lower *l, const node *c, ir_condition *out)
{
    lower_qualified_cond(l, c, ir_counters_with(l->a, c), out);
}

/* "an opponent controls a Human", "no opponent controls a white creature",
 * "defending player controls an artifact", "your opponents control no
 * creatures" (cg_condition): the objects C->b under their control.  Of
 * "an opponent", only "a" or "an": the objects of all of them together
 * (which "two or more" would not be). */
static void lower_others_control(lower *l, const node *c, ir_condition *out)
{
    const node *subj = c->a;
    fx_det sd = subj->kind == N_OBJECT ? meaning_det(subj) : FX_DET_NONE, od = meaning_det(c->b);
    node some = *subj;          /* "no opponent controls ...": not "an opponent ..." */
    if (sd == FX_DET_NO)
        some.text = "a";
    ir_who who = ir_who_of(&some);
    if (sd == FX_DET_A && (c->b->c || (od != FX_DET_A && od != FX_DET_ANOTHER)) && !c->b->b) {
        /* "an opponent controls seven or more lands": one of them does, each
         * counted alone (cg_condition: controls_holds) */
        node plain = *c->b;
        plain.c = NULL;
        out->kind = IR_CONDITION_PLAYER;
        out->of = some_players(l, subj);
        out->stat = ir_pstat_name(IR_PSTAT_CONTROLS);
        ir_filter *f = lower_filter(l, &plain, NULL);
        if (f->controller != IR_CTRL_ANY || f->zone != IR_ZONE_BATTLEFIELD)
            refuse(l, c->b, arena_printf(l->a, "the condition on %s", quoted(l, c->b)));
        out->counted = f;
        count_compare(l, c->b, out);
        return;
    }
    if (((sd == FX_DET_A || sd == FX_DET_NO) && (c->b->c || (od != FX_DET_A && od != FX_DET_ANOTHER)))
        || (who != IR_WHO_OPPONENT && who != IR_WHO_ANY && who != IR_WHO_DEFENDING))
        refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
    lower_counted(l, c->b, who == IR_WHO_OPPONENT ? IR_CTRL_OPPONENT : who == IR_WHO_DEFENDING ? IR_CTRL_DEFENDING
                                                                                          : IR_CTRL_ANY, NULL, out);
    out->negated = sd == FX_DET_NO;
}

/* The object (objects) of SUBJ as the subject of an `is` condition: not
 * every object of a description, nor one chosen. */
static const ir_sel *is_subject(lower *l, const node *subj)
{
    const ir_sel *s = lower_sel(l, subj, NULL);
    if (s->kind == IR_SEL_ALL || s->kind == IR_SEL_CHOSEN)
        refuse(l, subj, arena_printf(l->a, "the condition on %s", quoted(l, subj)));
    return s;
}

/* "creatures you control have total power 8 or greater" (cg_condition:
 * over_objects). */
static void lower_total_cond(lower *l, const node *c, ir_stat total, ir_condition *out)
{
    const node *cmp = c->b->a;
    ir_cmp op = ir_cmp_of(&cmp);
    if (op == IR_CMP_NONE || !cmp->a)
        refuse(l, c->b, arena_printf(l->a, "the comparison %s", quoted(l, c->b)));
    ir_sel *all = sel_new(l, IR_SEL_ALL, c->a->range);
    all->filter = lower_filter(l, c->a, NULL);
    out->kind = IR_CONDITION_TOTAL;
    out->of = all;
    out->stat = total == IR_STAT_POWER ? "power" : "mana_value";
    out->op = ir_cmp_name(op);
    out->value = lower_effect_amount(l, cmp->a);
}

/* "~ is in your graveyard" (cg_amount.c, zone_test): of C->a, in the one
 * zone C->b says, owned by you when it says "your". */
static void lower_in_zone_cond(lower *l, const node *c, ir_condition *out)
{
    place in = place_of(l, c->b);
    if (in.zone == IR_ZONE_ANY || in.zone == IR_ZONE_BATTLEFIELD || in.zone == IR_ZONE_STACK
        || (in.owner != IR_CTRL_YOU && (in.owner != IR_CTRL_ANY || c->b->kind == N_POSSESSIVE)))
        refuse(l, c->b, arena_printf(l->a, "the zone %s", quoted(l, c->b)));
    ir_filter *f = alloc(l, sizeof *f);
    f->range = c->b->range;
    f->zone = in.zone;
    f->zone_owner = in.owner;
    f->any_of = alloc(l, sizeof *f->any_of);    /* any card */
    out->kind = IR_CONDITION_IS;
    out->of = is_subject(l, c->a);
    out->filter = f;
}

/* What an "if" asks: "you do" / "you don't" (after a "you may"), "it was
 * kicked", "you control ...", "it's your turn". */
ir_condition *lower_cond(lower *l, const node *c)
{
    const node *greatest = ir_control_greatest_of(l->a, c);
    if (greatest)               /* "you control the creature with the greatest power or tied for ..." */
        c = greatest;
    ir_condition *out = alloc(l, sizeof *out);
    out->range = c->range;
    fx_verb v = c->kind == N_ACTION && !c->lossy ? meaning_verb(c) : FX_VERB_NONE;
    ir_types types;
    fx_more more;
    fx_spent spent;
    fx_verb moved_verb;
    bool none = false, won, blocked, this_combat;
    int pt[2];
    const node *who, *to, *moved_who, *moved = meaning_moved_this_way(c, &moved_verb, &moved_who);
    ir_hist_cond hist;
    const node *counted, *host;
    const char *choice;
    ir_zone zone;
    ir_cast_cond cast;
    ir_player_cond pc;
    ir_paid_cost paid;
    const node *paid_by;
    node *shares = ir_shares_qualifier(l->a, c);
    if (c->kind == N_LIST && (meaning_word(c) == FX_W_OR || meaning_word(c) == FX_W_AND) && c->a && !c->lossy) {
        /* "if you control a Desert or there is a Desert card in your
         * graveyard", "... 30 or more life and an opponent has 10 or less
         * life": each of them (cg_condition), the next in `or_else` (`also`);
         * one of "or" that is several joined in `also` ("or if {G}{W} was
         * spent to cast this spell") in an `all` */
        bool any = meaning_word(c) == FX_W_OR;
        ir_condition *last = NULL;
        for (const node *i = c->a; i; i = i->next) {
            ir_condition *one = lower_cond(l, i);
            if (any && one->also && !one->or_else) {
                ir_condition *all = alloc(l, sizeof *all);
                all->kind = IR_CONDITION_ALL;
                all->range = i->range;
                all->parts = one;
                one = all;
            }
            if (one->also || one->or_else)
                refuse(l, i, arena_printf(l->a, "the condition %s", quoted(l, i)));
            if (!last)
                out = one;
            else if (any)
                last->or_else = one;
            else
                last->also = one;
            last = one;
        }
        out->range = c->range;
    } else if (ir_most_common_color_of(c)) {
        ir_filter *color = word_filter(l, ir_most_common_color_of(c));
        color->zone = IR_ZONE_BATTLEFIELD;
        out->kind = IR_CONDITION_MOST_COMMON_COLOR;     /* (cg_condition: cardrt_most_common_colors) */
        out->filter = color;
    } else if (moved) {
        lower_moved_cond(l, c, moved, moved_verb, moved_who, out);
    } else if (meaning_did_put(c, &none)) {
        /* "If you don't put the card into your hand" after "you may reveal
         * it and put it into your hand": as "if you don't" (CR 608.2c) */
        if (!l->may_before || !meaning_did_put_by(meaning_did_put(c, &none), l->may_act))
            refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
        out->kind = IR_CONDITION_DID;
        out->negated = none;
        none = false;
    } else if ((v == FX_VERB_DO || v == FX_VERB_DONT) && !c->b && !c->c && l->may_who
               && ir_any_player_of(l->may_who) != IR_WHO_NONE && ir_a_player_or_no_one(c->a, &none)) {
        /* "If a player does", "If no one does" after "any player may ..." */
        if (!l->may_before)
            refuse(l, c, "'if a player does' with no 'any player may' before it");
        remember_sel(l, c->a, lower_sel(l, l->may_who, NULL));     /* "that player": the one who did */
        out->kind = IR_CONDITION_DID;
        out->negated = (v == FX_VERB_DONT) != none;
    } else if (ir_dealt_damage_this_way_of(c)) {
        /* "If a creature is dealt damage this way" (cg_condition: cardrt_sel_dealt):
         * of what the damage instruction just before was dealt to */
        const ir_instr *last = l->last;
        if (!last || last->op != IR_DAMAGE || last->optional || last->at != IR_DELAY_NONE)
            refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
        static const place field = { IR_ZONE_BATTLEFIELD, IR_CTRL_ANY };
        lower_count_cond(l, ir_dealt_damage_this_way_of(c), &field, out);
        out->kind = IR_CONDITION_DEALT;
        /* "it" after it: those of them the description accepts (this_way_sel in cg_cond.c) */
        ir_sel *them = sel_new(l, IR_SEL_DEALT, out->of->range);
        them->filter = out->of->filter;
        remember_sel(l, ir_dealt_damage_this_way_of(c), them);
    } else if (v == FX_VERB_DO && !c->b && !c->c && (!c->a || is_you(c->a)) && did_it_all(l)) {
        /* "Sacrifice an artifact. If you do, ...", "Remove a +1/+1 counter
         * from it. If you do, ...": the action just before, yours, was done
         * to all it says (CR 608.2c; cg_effect.c, could_not) */
        out->kind = IR_CONDITION_DID_ALL;
    } else if ((v == FX_VERB_DO || v == FX_VERB_DONT) && !c->b && !c->c
               && (!c->a || is_you(c->a)
                   || (l->may_who && c->a->kind == N_PRONOUN && l->last && l->last->optional && l->last->subject
                       && l->last->subject->kind != IR_SEL_YOU
                       && (c->a->refers == l->may_who || (!c->a->refers && meaning_the_player(c->a))
                           || (c->a->refers && l->may_who->kind == N_PRONOUN && c->a->refers == l->may_who->refers))))) {
        /* "If you do", "If that player does" after "defending player may ..." */
        if (!l->may_before)
            refuse(l, c, "'if you do' with no 'you may' before it");
        if (l->last && l->last->at != IR_DELAY_NONE)  /* its delayed ability's to ask (CR 603.7; cg_delayed) */
            refuse(l, c, "'if you do' after an action done later");
        out->kind = IR_CONDITION_DID;
        out->negated = v == FX_VERB_DONT;
    } else if (c->kind == N_ACTION && !c->lossy && !c->b && !c->c
               && (meaning_word(c) == FX_W_CANT
                   || ((v == FX_VERB_DO || v == FX_VERB_DONT) && c->a && c->a->kind == N_PRONOUN && !is_you(c->a)
                       && l->last && !l->last->optional))
               && (!c->a || is_you(c->a) || c->a->kind == N_PRONOUN)) {
        /* "Sacrifice a creature. If you can't, ...", "That player sacrifices
         * a creature. If the player can't (If that player does), ...": the
         * one just before, by that player, did less than it says (all of it)
         * (cg_effect.c, could_not) */
        const ir_instr *last = l->last;
        bool you = !c->a || is_you(c->a);
        if (!last || !counts_done(l, last) || last->optional || last->at != IR_DELAY_NONE
            || (you ? last->subject && last->subject->kind != IR_SEL_YOU : !last->subject || last->subject->kind == IR_SEL_YOU))
            refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
        out->kind = IR_CONDITION_DID_ALL;
        out->negated = v != FX_VERB_DO;
    } else if (meaning_vote_result(c, &choice)) {
        /* "If death gets more votes, ...", "If taxes gets more votes or the
         * vote is tied, ..." (CR 701.38a; cardrt_fx_votes) */
        out->kind = IR_CONDITION_VOTE;
        out->stat = choice ? vote_choice(l, choice, c, NULL) : NULL;
        out->quant = choice ? "more" : "tied";
        if (!l->voted)
            refuse(l, c, "'the vote' with no vote before it");
    } else if (meaning_flip_result(c, &won)) {
        if (!l->flipped)        /* "If you win the flip, ...": a coin the ability flipped before (cardrt_fx_flipped) */
            refuse(l, c, "'the flip' with no coin flipped before it");
        out->kind = IR_CONDITION_FLIP;
        out->stat = won ? "won" : "lost";
    } else if (meaning_clash_won(c)) {
        /* "If you win, ...": a clash of the ability before (cardrt_fx_clash_won);
         * "Whenever you clash, ... If you won, ...": the clash that triggered it */
        bool event = !l->clashed && l->out && l->out->trigger && l->out->trigger->event == IR_EV_CLASHES
                     && !l->out->trigger->won && !l->out->trigger->or;
        if (!l->clashed && !event)
            refuse(l, c, "'you win' with no clash before it");
        out->kind = IR_CONDITION_CLASH;
        out->stat = event ? "event" : NULL;
    } else if (meaning_searched_this_way(c)) {
        if (!l->nfound)         /* "this way": a search of the ability before it (cardrt_fx_searched) */
            refuse(l, c, "'this way' with no search before it");
        out->kind = IR_CONDITION_SEARCHED;
    } else if (ir_kicked_verb(l->card, c) && c->a && !c->b && !c->c) {
        /* "if it was kicked"; "Whenever you cast a spell, if that spell was kicked"; "Counter
         * target spell if it was kicked": the target spell's (cg_cond.c, subject_holds) */
        out->kind = IR_CONDITION_KICKED;
        out->of = lower_sel(l, c->a, NULL);
        if (out->of->kind != IR_SEL_SELF && out->of->kind != IR_SEL_EVENT && out->of->kind != IR_SEL_EVENT_TO
            && out->of->kind != IR_SEL_TARGET)
            refuse(l, c->a, arena_printf(l->a, "kicked: %s", quoted(l, c->a)));
    } else if (ir_cost_paid_of(l->card, c, &paid, &paid_by)) {
        /* "if its surge cost was paid", "If the {1}{B} cost was paid" (cg_condition: cardrt_cast_options) */
        out->kind = IR_CONDITION_COST_PAID;
        out->of = paid_by ? lower_sel(l, paid_by, NULL) : sel_new(l, IR_SEL_SELF, c->range);
        out->stat = ir_paid_cost_name(paid);
        if (out->of->kind != IR_SEL_SELF)
            refuse(l, c->a, arena_printf(l->a, "paid: %s", quoted(l, c->a)));
    } else if (v == FX_VERB_ESCAPE && c->a && !c->b) {
        /* "unless it escaped"; "~ escapes with ...", whose words after it are
         * what it enters with (lower_self_enters; cg_condition) */
        out->kind = IR_CONDITION_ESCAPED;
        out->of = lower_sel(l, c->a, NULL);
        if (out->of->kind != IR_SEL_SELF)
            refuse(l, c->a, arena_printf(l->a, "escaped: %s", quoted(l, c->a)));
    } else if (v == FX_VERB_FORETOLD && c->a && !c->b && !c->c) {
        out->kind = IR_CONDITION_FORETOLD;      /* "if this spell was foretold" (cg_condition) */
        out->of = lower_sel(l, c->a, NULL);
        if (out->of->kind != IR_SEL_SELF)
            refuse(l, c->a, arena_printf(l->a, "foretold: %s", quoted(l, c->a)));
    } else if (v == FX_VERB_REMAIN_TAPPED && c->a && c->a->kind == N_SELF && !c->b && !c->c) {
        /* "for as long as ~ remains tapped": while it is (cg_amount.c, holds_fn;
         * the change ends once it is not, CR 611.2b) */
        out->kind = IR_CONDITION_IS;
        out->of = sel_new(l, IR_SEL_SELF, c->a->range);
        out->filter = status_filter(l, "tapped", c->range);
    } else if (v == FX_VERB_SUSPENDED && c->a && !c->b && !c->c) {
        out->kind = IR_CONDITION_SUSPENDED;     /* "if ~ is suspended" (cg_condition) */
        out->of = lower_sel(l, c->a, NULL);
        if (out->of->kind != IR_SEL_SELF)
            refuse(l, c->a, arena_printf(l->a, "suspended: %s", quoted(l, c->a)));
    } else if (v == FX_VERB_KICKED && c->c) {
        refuse(l, c, "which kicker cost was paid");    /* "... with its {R} kicker" */
    } else if (v == FX_VERB_PAY && meaning_mana_symbols(c->b) && (!c->c || !c->c->a->next)) {
        /* "unless its controller pays {3}": asked of that one player; "...
         * pays {1} for each card in your hand" ({X}: `value` of them), "...
         * pays {X}, where X is its mana value" */
        out->kind = IR_CONDITION_PAYS;
        out->of = c->a ? lower_sel(l, c->a, NULL) : sel_new(l, IR_SEL_YOU, c->range);
        out->mana = mana_symbols(l, c->b);
        const node *m = c->c ? c->c->a : NULL;
        fx_word how = m && m->kind == N_MODIFIER && m->a ? meaning_word(m) : FX_W_NONE;
        if (how == FX_W_FOR_EACH && ir_generic_mana(out->mana) > 0) {
            out->value = each_times(l, ir_generic_mana(out->mana), m->a, m->range);
            out->mana = "{X}";
        } else if (how == FX_W_WHERE && strchr(out->mana, 'X')) {
            out->value = lower_effect_amount(l, m->a);
        } else if (!m && strchr(out->mana, 'X') && !l->where_x && x_is_paid(l)) {
            ir_amount *x = alloc(l, sizeof *x);     /* "unless its controller pays {X}": the X paid (CR 107.3a) */
            x->kind = IR_AMOUNT_X;
            x->range = c->b->range;
            out->value = x;
        } else if (m || strchr(out->mana, 'X')) {
            refuse(l, c, arena_printf(l->a, "the payment %s", quoted(l, c)));
        }
        out->op = out->value ? "=" : NULL;
        if (out->of->kind == IR_SEL_ALL)
            refuse(l, c, arena_printf(l->a, "the payment %s", quoted(l, c)));
    } else if (v == FX_VERB_PAY_ENERGY && meaning_energy(l->card, c->b) && !c->c) {
        out->kind = IR_CONDITION_PAYS;          /* "unless you pay {E}{E}": energy counters (CR 107.14) */
        out->of = c->a ? lower_sel(l, c->a, NULL) : sel_new(l, IR_SEL_YOU, c->range);
        out->mana = arena_strndup(l->a, l->card->src->text + c->b->range.begin, c->b->range.end - c->b->range.begin);
        if (out->of->kind == IR_SEL_ALL)
            refuse(l, c, arena_printf(l->a, "the payment %s", quoted(l, c)));
    } else if (v == FX_VERB_PAY && meaning_mana_cost_of(c->b) && !c->c) {
        out->kind = IR_CONDITION_PAYS;          /* "unless you pay its mana cost" (cardrt_mana_cost_of) */
        out->of = c->a ? lower_sel(l, c->a, NULL) : sel_new(l, IR_SEL_YOU, c->range);
        out->cost_of = lower_sel(l, meaning_mana_cost_of(c->b), NULL);
        if (out->of->kind == IR_SEL_ALL || out->cost_of->kind != IR_SEL_SELF)
            refuse(l, c, arena_printf(l->a, "the payment %s", quoted(l, c)));
    } else if (v == FX_VERB_PAY_LIFE && c->b && c->b->kind == N_AMOUNT && !c->c) {
        out->kind = IR_CONDITION_PAYS_LIFE;     /* "unless you pay 2 life" */
        out->of = c->a ? lower_sel(l, c->a, NULL) : sel_new(l, IR_SEL_YOU, c->range);
        out->op = "=";
        out->value = lower_effect_amount(l, c->b);
        if (out->of->kind == IR_SEL_ALL)
            refuse(l, c, arena_printf(l->a, "the payment %s", quoted(l, c)));
    } else if (v == FX_VERB_SPENT && meaning_spent(l->card, c, &spent)) {
        lower_spent_cond(l, c, &spent, out);
    } else if (v != FX_VERB_NONE && meaning_more(l->card, c, &more)) {
        lower_more_cond(l, c, &more, out);
    } else if (v == FX_VERB_POISONED && c->a && !c->b && !c->c) {
        out->kind = IR_CONDITION_PLAYER;        /* "if an opponent is poisoned" (cg_condition: poisoned_holds) */
        out->of = some_players(l, c->a);
        out->stat = ir_pstat_name(IR_PSTAT_POISON);
        out->op = ">=";
        out->value = amount_const(l, 1, c->range);
    } else if (v == FX_VERB_HAVE && !c->c && c->a && c->b && !ir_names_players(c->a)
               && ((c->b->kind == N_COMPARE && ir_stat_of(c->b) != IR_STAT_NONE)
                   || ir_keyword_node(c->b->kind == N_LIST && c->b->a && !c->b->a->next ? c->b->a : c->b) != IR_KW_NONE)
               && !(c->a->kind == N_OBJECT && !c->a->c
                    && (meaning_det(c->a) == FX_DET_A || meaning_det(c->a) == FX_DET_ANOTHER))) {
        /* "if that creature has toughness 5 or greater", "... has infect":
         * "with ..." (cg_condition: qualifier_holds) */
        node what = c->b->kind == N_LIST ? *c->b->a : *c->b;
        what.next = NULL;
        node with = { .kind = N_QUALIFIER, .text = "with", .range = c->b->range };
        node kws = { .kind = N_LIST, .a = &what, .last = &what, .range = c->b->range };
        with.a = what.kind == N_COMPARE ? &what : &kws;
        lower_qualified_cond(l, c, &with, out);
    } else if (v == FX_VERB_HAVE && !c->c && c->a && c->a->kind == N_OBJECT && !c->a->c && c->b && c->b->kind == N_LIST
               && c->b->a && !c->b->a->next && ir_keyword_node(c->b->a) != IR_KW_NONE && !ir_names_players(c->a)
               && (meaning_det(c->a) == FX_DET_A || meaning_det(c->a) == FX_DET_ANOTHER)) {
        /* "if a creature you control has flying": the creatures you control
         * with flying, counted (cg_condition: cg_count_with) */
        lower_attached_count(l, c->a, "with", c->b, out);
    } else if (shares) {
        lower_qualified_cond(l, c, shares, out);  /* "if it shares a creature type with ~" */
    } else if (ir_cast_cond_of(c, &cast)) {
        if (cast.unread)                /* "if you cast it" (cg_amount.c, cast_holds) */
            refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
        out->kind = IR_CONDITION_CAST;
        out->of = sel_new(l, IR_SEL_SELF, c->range);
        out->from = cast.from;
        out->main_phase = cast.main_phase;
    } else if (ir_player_cond_of(l->card, c, &pc) && !(pc.stat == IR_PSTAT_HAND && is_you(c->a))) {
        /* (your own hand: a count of the cards there, below) */
        lower_player_cond(l, c, &pc, out);
    } else if (v == FX_VERB_IS && !c->c && c->a && c->b
               && ((c->a->kind == N_POSSESSIVE && (c->b->kind == N_COMPARE || c->b->kind == N_AMOUNT))
                   || (c->a->kind == N_AMOUNT && c->b->kind == N_COMPARE))) {
        lower_compare_cond(l, c, out);
    } else if (v == FX_VERB_HAVE && c->a && c->a->kind == N_OBJECT && meaning_det_is_set(meaning_det(c->a)) && !c->a->c
               && !c->c && c->b && ir_total_stat_of(c->b) != IR_STAT_NONE && c->b->a) {
        lower_total_cond(l, c, ir_total_stat_of(c->b), out);
    } else if (meaning_has_blessing(c)) {
        out->kind = IR_CONDITION_DESIGNATED;    /* "if you have the city's blessing" (cg_condition: blessing_holds) */
        out->of = some_players(l, c->a);
        out->stat = "city's blessing";
    } else if (meaning_completed_dungeon(c)) {
        out->kind = IR_CONDITION_DESIGNATED;    /* "if you've completed a dungeon" (cg_condition: completed_holds) */
        out->of = some_players(l, meaning_completed_dungeon(c));
        out->stat = "completed_dungeon";
    } else if (meaning_is_day_night(c) != FX_DAY_NIGHT_NONE) {
        static const char *const which[] = { "neither_day_nor_night", "day", "night" };
        out->kind = IR_CONDITION_DESIGNATED;    /* "if it's night" (cg_condition: cardrt_day_or_night) */
        out->stat = which[meaning_is_day_night(c)];
    } else if (meaning_is_monarch(l->card, c)) {
        out->kind = IR_CONDITION_DESIGNATED;    /* "if you're the monarch" (cg_condition: monarch_holds) */
        out->of = some_players(l, c->a);
        out->stat = "monarch";
    } else if (meaning_is_paired(c)) {
        out->kind = IR_CONDITION_DESIGNATED;    /* "~ is paired with another creature" (cg_condition) */
        out->of = sel_new(l, IR_SEL_SELF, c->a->range);
        out->stat = "paired";
    } else if ((v == FX_VERB_MONSTROUS || v == FX_VERB_RENOWNED) && c->a && !c->b && !c->c) {
        out->kind = IR_CONDITION_DESIGNATED;    /* "~ is monstrous" (cg_condition: designation_test) */
        out->of = is_subject(l, c->a);
        out->stat = v == FX_VERB_MONSTROUS ? "monstrous" : "renowned";
    } else if (v == FX_VERB_IS && !c->c && c->a && c->b && c->b->kind == N_LIST && meaning_word(c->b) == FX_W_OR
               && c->b->a && c->b->a->kind == N_WORD && c->b->a->token != COLOR) {
        /* "as long as ~ is enchanted or equipped": either (cg_condition) */
        ir_condition *last = NULL;
        for (const node *i = c->b->a; i; i = i->next) {
            node item = *i, one = *c;
            item.next = NULL;
            one.b = &item;
            ir_condition *part = lower_cond(l, &one);
            if (part->also || part->or_else)
                refuse(l, i, arena_printf(l->a, "the condition %s", quoted(l, c)));
            if (last)
                last->or_else = part;
            else
                out = part;
            last = part;
        }
        out->range = c->range;
    } else if (v == FX_VERB_IS && !c->c && c->a && c->b && c->b->kind == N_LIST && meaning_word(c->b) == FX_W_OR
               && c->b->a) {
        /* "if that creature is white or blue": either color; "is a Human or
         * an Angel": either description of traits (cg_condition) */
        ir_alt **tail = NULL;
        ir_filter *either = NULL;
        for (const node *i = c->b->a; i; i = i->next) {
            bool a = i->kind == N_OBJECT && meaning_det(i) == FX_DET_A && !i->b && !i->c && i->a
                     && i->a->kind == N_FILTER && !i->a->b;
            if (!a && (i->kind != N_WORD || i->token != COLOR || ir_word_of(i).kind == IR_WORD_UNKNOWN))
                refuse(l, i, arena_printf(l->a, "the condition %s", quoted(l, c)));
            ir_filter *f = a ? lower_filter(l, i, &any_zone) : word_filter(l, i);
            if (a && (!ir_filter_only_traits(f) || f->other || f->controller != IR_CTRL_ANY))
                refuse(l, i, arena_printf(l->a, "the condition %s", quoted(l, c)));
            if (!either) {      /* (each part's own filter stays as lowered: cg_ir_filter) */
                either = alloc(l, sizeof *either);
                *either = *f;
                tail = &either->any_of;
            }
            for (const ir_alt *alt = f->any_of; alt; alt = alt->next) {
                ir_alt *one = alloc(l, sizeof *one);
                *one = *alt;
                one->next = NULL;
                *tail = one;
                tail = &one->next;
            }
        }
        out->kind = IR_CONDITION_IS;
        out->of = is_subject(l, c->a);
        out->filter = either;
    } else if ((v == FX_VERB_ENTER || v == FX_VERB_DEALT_DAMAGE || v == FX_VERB_ATTACK) && c->a && !c->b && c->c
               && c->c->a && !c->c->a->next && c->c->a->kind == N_DURATION && meaning_time(c->c->a) == FX_TIME_THIS_TURN
               && !ir_names_players(c->a) && !(l->tested && c->a == l->tested)) {     /* (a player: history) */
        /* "if ~ entered the battlefield this turn", "if ~ attacked this turn" (cg_condition: this_turn_test;
         * CR 400.7: the object as it is now) */
        out->kind = IR_CONDITION_IS;
        out->of = is_subject(l, c->a);
        out->filter = status_filter(l, v == FX_VERB_ENTER ? "entered_this_turn" : v == FX_VERB_ATTACK ? "attacked_this_turn"
                                                                                                       : "damaged_this_turn", c->range);
    } else if (ir_attacked_last_turn_of(c)) {
        /* "if it attacked during your last turn" (cg_condition: cardrt_attacked_last_turn) */
        out->kind = IR_CONDITION_IS;
        out->of = is_subject(l, c->a);
        out->filter = status_filter(l, "attacked_last_turn", c->range);
    } else if (ir_dealt_damage_cond_of(c, &who, &to)) {
        /* "if ~ dealt damage to an opponent this turn" (cg_condition: dealt_to_test, CR 120.1) */
        out->kind = IR_CONDITION_IS;
        out->of = is_subject(l, who);
        ir_filter *f = alloc(l, sizeof *f);
        f->range = c->range;
        f->zone = IR_ZONE_ANY;
        f->dealt_damage_to = some_players(l, to);
        out->filter = f;
    } else if (ir_fought_cond_of(c, &who, &blocked, &this_combat)) {
        /* "if ~ attacked or blocked this turn (this combat)": either status (cg_condition: fought_test) */
        out->kind = IR_CONDITION_IS;
        out->of = is_subject(l, who);
        out->filter = status_filter(l, this_combat ? "attacked_this_combat" : "attacked_this_turn", c->range);
        if (blocked)
            out->filter->any_of->next
                = status_filter(l, this_combat ? "blocked_this_combat" : "blocked_this_turn", c->range)->any_of;
    } else if (v == FX_VERB_DEALT_DAMAGE && c->a && !c->b && c->c && c->c->a && !c->c->a->next
               && c->c->a->kind == N_DURATION && meaning_time(c->c->a) == FX_TIME_THIS_TURN && ir_names_players(c->a)) {
        /* "if an opponent was dealt damage this turn" (cg_condition: damaged_holds, CR 120.3) */
        out->kind = IR_CONDITION_HISTORY;
        out->stat = ir_hist_event_name(IR_HEV_DEALT_DAMAGE);
        out->of = some_players(l, c->a);
        out->op = ">=";
        out->value = amount_const(l, 1, c->range);
    } else if (v == FX_VERB_IS && c->a && c->b && c->b->kind == N_WORD && c->b->token == ATTACKING && c->c && c->c->a
               && !c->c->a->next && ir_prep_of(c->c->a) == IR_PREP_ALONE && !c->c->a->a) {
        out->kind = IR_CONDITION_IS;    /* "as long as it's attacking alone" (cg_condition: attacking_alone_test, CR 506.5) */
        out->of = is_subject(l, c->a);
        out->filter = status_filter(l, "attacking_alone", c->range);
    } else if (v == FX_VERB_IS && !c->c && c->a && c->a->kind == N_OBJECT && (c->a->c || meaning_det(c->a) == FX_DET_A)
               && c->b && c->b->kind == N_WORD && (c->b->token == ATTACKING || c->b->token == BLOCKING)) {
        /* "four or more creatures are attacking", "a white creature is attacking" (at least one) */
        lower_counted(l, c->a, IR_CTRL_ANY, NULL, out);
        for (ir_alt *alt = (ir_alt *)out->of->filter->any_of; alt; alt = alt->next) {
            ir_trait *t = alloc(l, (alt->ntraits + 1) * sizeof *t);
            memcpy(t, alt->traits, alt->ntraits * sizeof *t);
            t[alt->ntraits++] = (ir_trait){ IR_TRAIT_STATUS, c->b->token == ATTACKING ? "attacking" : "blocking", false };
            alt->traits = t;
        }
    } else if ((v == FX_VERB_TAPPED || v == FX_VERB_UNTAPPED) && c->a && !c->b && !c->c) {
        out->kind = IR_CONDITION_IS;    /* "it's untapped" (cg_condition: state_test) */
        out->of = lower_sel(l, c->a, NULL);
        out->filter = status_filter(l, v == FX_VERB_TAPPED ? "tapped" : "untapped", c->range);
        if (out->of->kind == IR_SEL_ALL || out->of->kind == IR_SEL_CHOSEN)
            refuse(l, c->a, arena_printf(l->a, "the condition on %s", quoted(l, c->a)));
    } else if (v == FX_VERB_IS && !c->c && c->a && c->b && c->b->kind == N_WORD
               && (c->b->token == EQUIPPED || (c->b->token == ENCHANTED && meaning_word(c->b) == FX_W_ENCHANTED))) {
        lower_attached_cond(l, c, out);
    } else if (v == FX_VERB_HAVE && c->a && c->b && c->b->kind == N_OBJECT && c->c && !c->c->a->next
               && c->c->a->kind == N_PREP && meaning_word(c->c->a) == FX_W_ON) {
        lower_counters_cond(l, c, out);
    } else if (v == FX_VERB_CONTROL && (is_you(c->a) || ir_your_team(c->a)) && c->b && c->b->kind == N_OBJECT
               && !c->c) {
        lower_count_cond(l, c->b, NULL, out);   /* "you control", "your team controls" */
    } else if (v == FX_VERB_CONTROL && c->a && c->a->kind == N_PRONOUN && c->b && c->b->kind == N_OBJECT && !c->b->b
               && !c->c) {
        /* "At the beginning of each player's upkeep, if that player controls
         * a Plains": that player's (cg_condition: cardrt_count_controlled) */
        lower_counted(l, c->b, IR_CTRL_SEL, some_players(l, c->a), out);
    } else if (v == FX_VERB_CONTROL && c->a && !is_you(c->a) && c->b && c->b->kind == N_OBJECT && !c->c
               && ir_names_players(c->a)) {
        lower_others_control(l, c, out);
    } else if (v == FX_VERB_EXISTS && !c->a && c->b && c->b->kind == N_AMOUNT && !c->c
               && meaning_amount(c->b) == FX_AMT_MANA_VALUES_AMONG && c->b->a && c->b->b && c->b->b->a) {
        /* "there are five or more mana values among cards in your graveyard"
         * (cg_condition: cardrt_count_distinct) */
        node cmp = { .kind = N_OBJECT, .c = c->b->a, .range = c->b->range };
        count_compare(l, &cmp, out);
        ir_sel *all = sel_new(l, IR_SEL_ALL, c->b->b->a->range);
        all->filter = lower_filter(l, c->b->b->a, NULL);
        out->kind = IR_CONDITION_DISTINCT;
        out->of = all;
        out->stat = "mana_value";
    } else if (v == FX_VERB_EXISTS && !c->a && !c->c && ir_types_among(c->b, &types)) {
        /* "there are four or more card types among cards in your graveyard"
         * (cg_condition: cardrt_count_distinct) */
        const node *among = ir_types_among(c->b, &types);
        count_compare(l, c->b, out);
        ir_sel *all = sel_new(l, IR_SEL_ALL, among->range);
        all->filter = lower_filter(l, among, NULL);
        out->kind = IR_CONDITION_DISTINCT;
        out->of = all;
        out->stat = ir_types_name(types);
    } else if (v == FX_VERB_EXISTS && !c->a && c->b && c->b->kind == N_OBJECT && !c->c
               && !(meaning_amount(c->b) == FX_AMT_MANA_VALUES_AMONG)) {
        lower_counted(l, c->b, IR_CTRL_ANY, NULL, out);      /* "there are two or more ..." */
    } else if (v == FX_VERB_HAVE && is_you(c->a) && !c->c && c->b && c->b->kind == N_OBJECT && c->b->a
               && c->b->a->kind == N_FILTER && c->b->a->b && !c->b->a->b->a->next
               && meaning_word(c->b->a->b->a) == FX_W_IN && !meaning_cards_in_hand(l->card, c->b)) {
        lower_counted(l, c->b, IR_CTRL_ANY, NULL, out);  /* "you have four or more creature cards in your graveyard" */
    } else if (v == FX_VERB_IS && !c->c && c->a && c->a->kind == N_OBJECT
               && (c->a->c || meaning_det(c->a) == FX_DET_A || meaning_det(c->a) == FX_DET_NO
                   || meaning_det(c->a) == FX_DET_ANOTHER)
               && c->b && c->b->kind == N_WORD && meaning_word(c->b) == FX_W_BATTLEFIELD) {
        lower_counted(l, c->a, IR_CTRL_ANY, NULL, out);      /* "no creatures are on the battlefield" */
    } else if (v == FX_VERB_HAVE && is_you(c->a) && !c->c && meaning_cards_in_hand(l->card, c->b)) {
        /* "you have no cards in hand", "... seven or more cards in hand": those in your hand */
        node no_q = *c->b->a, plain = *c->b;
        no_q.b = NULL;
        plain.a = &no_q;
        static const place hand = { IR_ZONE_HAND, IR_CTRL_YOU };
        lower_count_cond(l, &plain, &hand, out);
    } else if (v == FX_VERB_CONTROL && is_you(c->a) && c->b && c->b->kind == N_LIST && meaning_word(c->b) == FX_W_OR
               && c->b->a && !c->c) {
        lower_either_cond(l, c->b, out);
    } else if (v == FX_VERB_CONTROL && is_you(c->a) && c->b && c->b->kind == N_LIST && meaning_word(c->b) == FX_W_AND
               && c->b->a && c->b->a->kind == N_OBJECT && c->b->a->next && !c->c) {
        lower_each_cond(l, c->b, NULL, false, out);     /* "you control an artifact and an enchantment" */
        out->range = c->range;
    } else if (v == FX_VERB_IS && !c->c && c->a && c->a->kind == N_LIST && meaning_word(c->a) == FX_W_AND && c->a->a
               && c->a->a->next && c->b && (c->b->kind == N_POSSESSIVE || c->b->kind == N_ZONE)) {
        place in = place_of(l, c->b);           /* "an instant card and a sorcery card are in your graveyard" */
        if (in.zone == IR_ZONE_BATTLEFIELD)
            refuse(l, c->b, arena_printf(l->a, "the zone %s", quoted(l, c->b)));
        lower_each_cond(l, c->a, &in, false, out);
        out->range = c->range;
    } else if (ir_self_targets_of(c) && l->out->kind == IR_AB_STATIC) {
        out->kind = IR_CONDITION_TARGETS;       /* "... costs {2} less to cast if it targets a black permanent" */
        out->of = sel_new(l, IR_SEL_SELF, c->range);
        out->filter = lower_filter(l, ir_self_targets_of(c), NULL);
    } else if (ir_turn_cond_of(c, &out->kind, &out->step)) {
        /* "if it's your turn", "during your upkeep", "during combat" (cg_condition) */
    } else if (v == FX_VERB_IS && !c->c && (!c->a || (c->a->kind == N_PRONOUN && meaning_word(c->a) == FX_W_IT))
               && c->b && c->b->kind == N_POSSESSIVE && c->b->a && c->b->a->kind == N_OBJECT
               && meaning_det(c->b->a) == FX_DET_A && !c->b->a->b && !c->b->a->c && ir_names_players(c->b->a)
               && c->b->b && c->b->b->kind == N_WORD && c->b->b->token == TURN) {
        out->kind = IR_CONDITION_TURN_OF;       /* "if it's an opponent's turn" (cg_condition) */
        out->of = some_players(l, c->b->a);
    } else if (v == FX_VERB_IS && !c->c && (!c->a || (c->a->kind == N_PRONOUN && meaning_word(c->a) == FX_W_IT))
               && c->b && c->b->kind == N_POSSESSIVE && c->b->a && c->b->a->kind == N_PRONOUN && c->b->a->refers
               && c->b->b && c->b->b->kind == N_WORD && c->b->b->token == TURN) {
        out->kind = IR_CONDITION_TURN_OF;       /* "Whenever a player casts a spell, if it's not their turn" */
        out->of = lower_sel(l, c->b->a, NULL);
        if (out->of->kind != IR_SEL_EVENT)      /* the event's player only (cg_condition) */
            refuse(l, c->b, arena_printf(l->a, "the turn of %s", quoted(l, c->b->a)));
    } else if (c->kind == N_STEP && (meaning_word(c) == FX_W_TURN || meaning_word(c) == FX_W_UPKEEP) && c->a
               && c->a->kind == N_OBJECT && (meaning_det(c->a) == FX_DET_A || meaning_det(c->a) == FX_DET_EACH)
               && ir_names_players(c->a) && !c->b && !c->c) {
        /* "during an opponent's turn", "... upkeep" (cg_condition: the active
         * player); "during each opponent's turn" the same: a turn is one player's */
        const char *quant;
        out->kind = meaning_word(c) == FX_W_TURN ? IR_CONDITION_TURN_OF : IR_CONDITION_UPKEEP_OF;
        out->of = meaning_det(c->a) == FX_DET_EACH ? compared_players(l, c->a, &quant) : some_players(l, c->a);
    } else if (c->kind == N_NEGATED && (meaning_word(c) == FX_W_NOT || meaning_word(c) == FX_W_DONT
                                        || meaning_word(c) == FX_W_ISNT) && c->a && !c->lossy) {
        out = lower_cond(l, c->a);              /* "it's not your turn" */
        out->negated = !out->negated;
        out->range = c->range;
    } else if (v == FX_VERB_IS && !c->c && c->a && c->a->kind == N_OBJECT
               && (c->a->c || meaning_det(c->a) == FX_DET_A || meaning_det(c->a) == FX_DET_NO) && c->b
               && (c->b->kind == N_POSSESSIVE || c->b->kind == N_ZONE || any_graveyard(c->b))) {
        /* "seven or more cards are in your graveyard", "an artifact card is in a graveyard" */
        place in = place_of(l, c->b);
        if (in.zone == IR_ZONE_BATTLEFIELD)
            refuse(l, c->b, arena_printf(l->a, "the zone %s", quoted(l, c->b)));
        lower_count_cond(l, c->a, &in, out);
    } else if (v == FX_VERB_IS && !c->c && c->a && c->b && meaning_pt(c->b, &pt[0], &pt[1])) {
        /* "if that creature is 1/1": its power and its toughness those (CR 208.1) */
        out->kind = IR_CONDITION_IS;
        out->of = lower_sel(l, c->a, NULL);
        if (out->of->kind == IR_SEL_ALL || out->of->kind == IR_SEL_CHOSEN)
            refuse(l, c->a, arena_printf(l->a, "the condition on %s", quoted(l, c->a)));
        ir_filter *f = alloc(l, sizeof *f);
        f->range = c->b->range;
        f->zone = IR_ZONE_ANY;
        f->any_of = alloc(l, sizeof *f->any_of);        /* any object */
        for (int i = 1; i >= 0; i--) {
            ir_compare *cmp = alloc(l, sizeof *cmp);
            cmp->stat = i ? "toughness" : "power";
            cmp->op = "=";
            cmp->value = amount_const(l, pt[i], c->b->range);
            cmp->next = f->compares;
            f->compares = cmp;
        }
        out->filter = f;
    } else if (v == FX_VERB_IS && !c->c && c->a && c->b && is_filter(c)) {
        out->kind = IR_CONDITION_IS;            /* "enchanted creature is red", "it's an artifact creature" */
        out->of = lower_sel(l, c->a, NULL);
        out->filter = is_filter(c) == c->b ? is_description(l, c->b) : word_filter(l, c->b);
        if (out->of->kind == IR_SEL_ALL || out->of->kind == IR_SEL_CHOSEN)
            refuse(l, c->a, arena_printf(l->a, "the condition on %s", quoted(l, c->a)));
    } else if (v == FX_VERB_IS && !c->c && c->a && c->b && c->b->kind == N_WORD
               && meaning_word(c->b) == FX_W_BATTLEFIELD
               && (c->a->kind == N_SELF || (c->a->kind == N_PRONOUN && c->a->refers && c->a->refers->kind == N_SELF))) {
        if (l->out->kind == IR_AB_STATIC)       /* (it works there only, CR 113.6) */
            refuse(l, c, "a static ability that works from another zone");
        out->kind = IR_CONDITION_ON_BATTLEFIELD;        /* "if ~ is on the battlefield" (cg_condition) */
        out->of = sel_new(l, IR_SEL_SELF, c->a->range);
    } else if (v == FX_VERB_IS && !c->c && c->a && c->a->kind != N_OBJECT && c->a->kind != N_LIST && c->b
               && (c->b->kind == N_POSSESSIVE || c->b->kind == N_ZONE) && l->out->kind != IR_AB_STATIC) {
        lower_in_zone_cond(l, c, out);          /* "if ~ is in your graveyard" (a static ability works on the battlefield) */
    } else if (ir_resolved_nth_of(c)) {
        /* "the second time" (= 2), "the first or second time" (<= 2) (cg_condition) */
        unsigned times = ir_resolved_nth_of(c), n = 0;
        while (times >> n)
            n++;
        if (l->out->kind != IR_AB_ACTIVATED && l->out->kind != IR_AB_TRIGGERED)
            refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
        if ((times & (times - 1)) && times != (1u << n) - 1)
            refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
        out->kind = IR_CONDITION_RESOLVED;
        out->op = times & (times - 1) ? "<=" : "=";
        out->value = amount_const(l, (int)n, c->range);
    } else if (ir_history_cond_of(c, &hist)) {
        lower_history_cond(l, c, &hist, out);
    } else if (ir_zone_cards_cond_of(c, &zone, &host, &counted)) {
        /* "your library has no cards in it", "a graveyard has twenty or
         * more cards in it": some player's (cg_condition: zone_cards_holds) */
        out->kind = IR_CONDITION_PLAYER;
        out->stat = ir_pstat_name(zone == IR_ZONE_LIBRARY ? IR_PSTAT_LIBRARY : IR_PSTAT_GRAVEYARD);
        out->of = host ? sel_new(l, IR_SEL_YOU, host->range) : all_players(l, c->a->range);
        count_compare(l, counted, out);
    } else if (ir_attached_cond_of(c, &counted, &host)) {
        /* "two or more Equipment are attached to it" (cg_condition: cg_count_with) */
        lower_attached_count(l, counted, "attached to", host, out);
    } else if (ir_blocking_cond_of(c, &counted, &host)) {
        /* "two or more creatures are blocking it" (cg_condition: cg_count_with) */
        lower_attached_count(l, counted, "blocking", host, out);
    } else if (ir_full_party_of(c)) {
        out->kind = IR_CONDITION_FULL_PARTY;    /* "you have a full party" (cg_condition) */
    } else if (ir_attacked_total_power_of(c)) {
        /* "you attacked with creatures with total power 6 or greater this combat" (cg_condition) */
        const node *cmp = ir_attacked_total_power_of(c);
        ir_cmp op = ir_cmp_of(&cmp);
        if (op == IR_CMP_NONE || cmp->lossy || !cmp->a || cmp->a->kind != N_AMOUNT)
            refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
        out->kind = IR_CONDITION_ATTACKED_POWER;
        out->op = ir_cmp_name(op);
        out->value = lower_amount(l, cmp->a);
    } else {
        refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
    }
    return out;
}

ir_condition *lower_cond_all(lower *l, const node *all)
{
    ir_condition *head = NULL, *last = NULL;
    for (const node *c = all->a; c; c = c->next) {
        ir_condition *one;
        if (ir_attacked_this_step_of(c)) {      /* (as_cast_all_fn: cardrt_player_attacked) */
            one = alloc(l, sizeof *one);
            one->kind = IR_CONDITION_ATTACKED_THIS_STEP;
            one->range = c->range;
            one->of = sel_new(l, IR_SEL_YOU, c->range);
        } else {
            one = lower_cond(l, c);
        }
        if (last)
            last->also = one;
        else
            head = one;
        last = one;
    }
    return head;
}

/* ---- instructions done as a condition holds (CR 608.2c) -------------- */

/* Is C "this spell was kicked", of a spell: known as it is cast, its
 * kicker announced before its targets are chosen (CR 601.2b-c)? */
static bool spell_kicked(const lower *l, const ir_condition *c)
{
    return l->out->kind == IR_AB_SPELL && c->kind == IR_CONDITION_KICKED && !c->negated && c->of
           && c->of->kind == IR_SEL_SELF && !c->also && !c->or_else;
}

/* The spell's target slots named in N are taken only if it is kicked
 * (KICKED 1) or only if it isn't (-1): "If this spell was kicked, it also
 * deals 4 damage to target player", "If this spell was kicked, instead
 * destroy target creature" (CR 601.2c: a spell requires some targets only
 * if its kicker cost was paid, and is cast as though it did not require
 * them otherwise). */
static void kicked_slots(lower *l, const node *n, int kicked)
{
    for (ir_target *t = l->out->targets; t; t = t->next)
        if (t->range.begin >= n->range.begin && t->range.end <= n->range.end)
            t->kicked = kicked;
}

void lower_instead(lower *l, const node *p, const node *s, ir_instr ***tail)
{
    ir_instr *in = instr_new(l, IR_IF, s);
    in->cond = lower_cond(l, s->a);
    if (meaning_names_target(s->b)) {
        /* "If this spell was kicked, instead destroy target creature or
         * planeswalker": the targets of one or the other (meaning_instead) */
        if (!spell_kicked(l, in->cond))
            refuse(l, s, arena_printf(l->a, "the sentence %s", quoted(l, s)));
        kicked_slots(l, s->b, 1);
        kicked_slots(l, p, -1);
    }
    ir_instr **then = &in->then, **other = &in->otherwise;
    const node *outer = l->instead_of;
    l->instead_of = p;
    const node *alt = meaning_instead(l->a, p, s);
    l->next = s->next;      /* "..., instead destroy that creature. It can't be regenerated." (gen_instead) */
    lower_action(l, alt, &then, false);
    l->instead_of = outer;
    if (meaning_instead_declined(p, s)) {
        /* "you may ... instead": declined, what the sentence before says */
        ir_instr *declined = instr_new(l, IR_IF, s->b);
        ir_condition *didnt = alloc(l, sizeof *didnt);
        didnt->kind = IR_CONDITION_DID;
        didnt->negated = true;
        didnt->range = s->b->range;
        declined->cond = didnt;
        ir_instr **no = &declined->then;
        lower_action(l, p, &no, false);
        emit(l, &then, declined, false);
    }
    lower_action(l, p, &other, false);
    emit(l, tail, in, false);
}

/* "You may pay {1}. When you do, B" (S): a reflexive triggered ability
 * (CR 603.12), triggered if the optional instruction before was done, or
 * ("Sacrifice it. When you do, B") the one just before was done in full,
 * with B's targets as its own slots; what the ability before found or did
 * is not its (a pronoun for it is refused). */
void lower_reflexive(lower *l, const node *s, const node *body, ir_instr ***tail, bool optional)
{
    if (optional || !(l->may_before || did_it_all(l)) || l->reflexive)
        refuse(l, s, arena_printf(l->a, "the sentence %s", quoted(l, s)));
    ir_instr *in = instr_new(l, IR_REFLEXIVE, s);
    ir_condition *did = alloc(l, sizeof *did);
    did->kind = l->may_before ? IR_CONDITION_DID : IR_CONDITION_DID_ALL;
    did->range = s->a->range;
    in->cond = did;
    unsigned nfound = l->nfound;
    bool flipped = l->flipped, clashed = l->clashed, rolled = l->rolled, rolled_two = l->rolled_two;
    const node *voted = l->voted;       /* the reflexive ability's resolution has no vote */
    bool may_before = l->may_before;
    const ir_instr *last = l->last;
    const ir_sel *among = l->among, *revealed = l->revealed;
    l->reflexive = body;
    l->nfound = 0;
    l->flipped = l->clashed = l->rolled = l->rolled_two = false;
    l->voted = NULL;
    l->among = l->revealed = NULL;
    l->last = NULL;
    l->may_before = false;
    node one = *body;           /* the sentence, as a list of one for its targets' zones */
    one.next = NULL;
    node sentence = { .kind = N_LIST, .a = &one, .range = body->range };
    in->targets = lower_targets(l, &sentence);
    l->reflexive_targets = in->targets;
    ir_instr **then = &in->then;
    /* the reflexive ability of a static one ("You may exert ~ as it
     * attacks. When you do, ..."): its effect resolves as a triggered
     * ability's (CR 603.12), read so */
    ir_ability_kind kind = l->out->kind;
    if (kind == IR_AB_STATIC)
        l->out->kind = IR_AB_TRIGGERED;
    lower_action(l, body, &then, false);
    l->out->kind = kind;
    l->reflexive = NULL;
    l->nfound = nfound;
    l->flipped = flipped;
    l->voted = voted;
    l->clashed = clashed;
    l->rolled = rolled;
    l->rolled_two = rolled_two;
    l->last = last;
    l->among = among;
    l->revealed = revealed;
    l->may_before = may_before;
    emit(l, tail, in, false);
}

/* "If you do, draw a card", "If it was kicked, ... instead" is refused:
 * CR 608.2c, the instructions in order, some only as a condition holds;
 * NEXT "Otherwise, ..." (the sentence after) when it does not. */
/* A row of a die's table, "1—9 | Scry 1.": the result of the die the
 * ability rolled before is in its range (CR 706.2; cardrt_fx_die_result). */
static ir_condition *die_row(lower *l, const node *s)
{
    int lo, hi;
    if (!meaning_die_row(s, &lo, &hi))
        refuse(l, s->a, arena_printf(l->a, "the die's result %s", quoted(l, s->a)));
    if (!l->rolled)
        refuse(l, s->a, "a die's result with no die rolled before it");
    ir_condition *c = alloc(l, sizeof *c);
    c->kind = IR_CONDITION_DIE_ROLL;
    c->range = s->a->range;
    c->amount = amount_const(l, lo, s->a->range);
    c->op = hi ? "to" : "or_more";
    c->value = hi ? amount_const(l, hi, s->a->range) : NULL;
    return c;
}

void lower_if(lower *l, const node *s, const node *next, ir_instr ***tail, bool optional)
{
    const node *mana;
    /* a static ability's "if" is not asked as it resolves; but "This spell
     * costs {2} less to cast if ..." is asked as the spell is cast (CR 601.2f) */
    if (optional || meaning_if_says_instead(l->card, s)
        || (l->out->kind == IR_AB_STATIC && !ir_self_cost_if_of(s, &mana)))
        refuse(l, s, arena_printf(l->a, "the sentence %s", quoted(l, s)));
    const node *c = s->a;
    if (meaning_word(s) == FX_W_UNLESS && !s->c && c && c->kind == N_ACTION && !c->lossy
        && meaning_verb(c) == FX_VERB_HAVE && c->a && c->b && c->b->kind == N_SELF && c->c && !c->c->a->next
        && c->c->a->kind == N_ACTION && meaning_verb(c->c->a) == FX_VERB_DEAL_DAMAGE && !c->c->a->a) {
        /* "Destroy target land unless its controller has ~ deal 6 damage to
         * them": that player may have it deal the damage; if they don't, the
         * rest (cg_effect.c, gen_conditional) */
        node deal = *c->c->a;
        deal.a = c->b;
        deal.next = NULL;
        lower_may(l, c->a, &deal, tail);
        ir_condition *didnt = alloc(l, sizeof *didnt);
        didnt->kind = IR_CONDITION_DID;
        didnt->negated = true;
        didnt->range = c->range;
        ir_instr *in = instr_new(l, IR_IF, s);
        in->cond = didnt;
        ir_instr **then = &in->then;
        lower_action(l, s->b, &then, false);
        emit(l, tail, in, false);
        return;
    }
    ir_instr *in = instr_new(l, IR_IF, s);
    /* "Each player loses 4 life unless they sacrifice a creature": each of
     * them in turn (cg_may.c, cg_each_unless) */
    l->each_unless = l->each_one = meaning_word(s) == FX_W_UNLESS ? ir_unless_each_of(s) : NULL;
    ir_condition *cond = meaning_word(s) == FX_W_UNLESS && !s->c ? lower_unless_action(l, s->a)
                         : meaning_word(s) == FX_W_DIE_RESULT ? die_row(l, s) : NULL;
    if (!cond)
        cond = lower_cond(l, s->a);
    if (meaning_word(s) == FX_W_UNLESS) {
        /* "Counter target spell unless its controller pays {3}", "...
         * unless you discard a card", "... unless {U} was spent to cast
         * it": the rest when it does not hold (cg_effect.c, gen_conditional) */
        if (cond->kind == IR_CONDITION_DID || s->c)
            refuse(l, s, arena_printf(l->a, "the sentence %s", quoted(l, s)));
        cond->negated = !cond->negated;
        cond->unless = true;
    }
    in->cond = cond;
    ir_instr **then = &in->then;
    if (cond->kind == IR_CONDITION_DIE_ROLL && s->b->kind == N_LIST) {
        unsigned nbound = l->nbound;    /* what a row names is not there in the next row */
        for (const node *t = s->b->a; t; t = t->next) {     /* the row's sentences */
            l->next = t->next;
            lower_action(l, t, &then, false);
            if (l->skip_next && t->next)
                t = t->next;
            l->skip_next = false;
        }
        l->next = NULL;
        l->nbound = nbound;
        emit(l, tail, in, false);
        return;
    }
    const node *otherwise = s->c ? s->c : meaning_word(s) == FX_W_IF ? ir_otherwise_of(next) : NULL;
    if (meaning_word(s) == FX_W_IF && spell_kicked(l, cond)) {
        kicked_slots(l, s->b, 1);       /* "If this spell was kicked, it also deals 4 damage to target player" */
        if (otherwise)
            kicked_slots(l, otherwise, -1);
    }
    l->next = otherwise ? NULL : next;  /* "If you do, destroy ... It can't be regenerated." (cg_when) */
    const node *short_of = l->short_of;
    l->short_of = s->a;                 /* "... draw cards equal to the difference" */
    lower_action(l, s->b, &then, false);
    l->short_of = short_of;
    l->next = NULL;
    l->each_unless = NULL;
    if (otherwise) {
        ir_instr **other = &in->otherwise;
        lower_action(l, otherwise, &other, false);
        l->skip_next |= !s->c;
    }
    emit(l, tail, in, false);
}

/* Does a change from a resolving spell or ability last for D: "until end
 * of turn", "until end of combat", "until your next turn", "until the end
 * of your next turn", "until your next upkeep (end step)"? */
bool resolving_duration(ir_duration d)
{
    return d == IR_DUR_END_OF_TURN || d == IR_DUR_END_OF_COMBAT || d == IR_DUR_YOUR_NEXT_TURN
        || d == IR_DUR_END_OF_YOUR_NEXT_TURN || d == IR_DUR_YOUR_NEXT_UPKEEP || d == IR_DUR_YOUR_NEXT_END_STEP;
}

/* The condition COND of "for as long as COND", checked as long as the
 * change lasts (CR 611.2b; holds_fn in cg_amount.c): "~ remains on the
 * battlefield" is over once it has left, "~ remains tapped" once it is
 * untapped (or has left: it is untapped then). */
ir_condition *lower_as_long_as(lower *l, const node *c)
{
    if (c->kind == N_LIST && meaning_word(c) == FX_W_AND && c->a && !c->lossy) {
        /* "for as long as you control ~ and ~ remains tapped": each, in `also` */
        ir_condition *head = NULL, *last = NULL;
        for (const node *i = c->a; i; i = i->next) {
            ir_condition *one = lower_as_long_as(l, i);
            if (one->also || one->or_else)
                refuse(l, i, arena_printf(l->a, "the condition %s", quoted(l, i)));
            if (last)
                last->also = one;
            else
                head = one;
            last = one;
        }
        head->range = c->range;
        return head;
    }
    if (ir_you_control_self_of(c)) {    /* "for as long as you control ~" (cg_lasting) */
        ir_condition *yours = alloc(l, sizeof *yours);
        yours->kind = IR_CONDITION_YOU_CONTROL;
        yours->range = c->range;
        yours->of = sel_new(l, IR_SEL_SELF, c->b->range);
        return yours;
    }
    fx_verb v = c->kind == N_ACTION ? meaning_verb(c) : FX_VERB_NONE;
    if ((v != FX_VERB_REMAIN_ON_BATTLEFIELD && v != FX_VERB_REMAIN_TAPPED) || !c->a || c->a->kind != N_SELF
        || c->b || c->c)
        return lower_cond(l, c);
    ir_condition *still = alloc(l, sizeof *still);
    still->kind = v == FX_VERB_REMAIN_TAPPED ? IR_CONDITION_IS : IR_CONDITION_ON_BATTLEFIELD;
    still->range = c->range;
    still->of = sel_new(l, IR_SEL_SELF, c->a->range);
    if (v == FX_VERB_REMAIN_TAPPED)
        still->filter = status_filter(l, "tapped", c->range);
    return still;
}

ir_instr *lower_payment(lower *l, const node *act, fx_verb v)
{
    const node *b = act->b;
    if (!b || act->c)
        return NULL;
    ir_instr *in;
    if ((v == FX_VERB_PAY && meaning_mana_symbols(b)) || (v == FX_VERB_PAY_ENERGY && meaning_energy(l->card, b))) {
        /* "You may pay {2}{U}. If you do, ...": the mana as written; "you
         * may pay {E}{E}": energy counters (CR 107.14; cardrt_fx_pay) */
        in = instr_new(l, IR_PAY, act);
        in->word = v == FX_VERB_PAY_ENERGY ? arena_strndup(l->a, l->card->src->text + b->range.begin,
                                                            b->range.end - b->range.begin)
                                           : mana_symbols(l, b);
        if (strchr(in->word, 'X'))
            refuse(l, b, arena_printf(l->a, "paying %s", quoted(l, b)));
    } else if (v == FX_VERB_PAY_LIFE && b->kind == N_AMOUNT && meaning_number(b) > 0) {
        /* "You may pay 2 life. If you do, ...": only with that much life
         * (CR 119.4; cardrt_fx_pay_life); "pay X life" is not read */
        in = instr_new(l, IR_PAY_LIFE, act);
        in->amount = amount_const(l, meaning_number(b), b->range);
    } else {
        return NULL;
    }
    /* "that player may pay {2}": by that player */
    in->subject = act->a && !is_you(act->a) ? player_subject(l, act) : sel_new(l, IR_SEL_YOU, act->range);
    return in;
}
