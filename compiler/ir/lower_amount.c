/* lower_amount.c — lowering amounts (docs/ir.md, "Amount"): numbers, X,
 * "the number of ...", counts of what a player did this turn, stats of an
 * object. lower_select.c lowers the selections and filters they count.
 * (Split from lower_select.c.) */
#include "lower_int.h"
#include "parser.h"
#include "syntax.h"
/* ---- amounts --------------------------------------------------------- */


/* AM, lowered from the phrase N: listed in the card's `amounts`, so the code
 * generator finds it (cg_ir_amount_at). */
static const ir_amount *listed(lower *l, const node *n, const ir_amount *am)
{
    ir_amount_at *at = alloc(l, sizeof *at);
    *at = (ir_amount_at){ .next = *l->amounts, .range = n->range, .amount = am };
    *l->amounts = at;
    return am;
}

/* "its power", "the toughness of target creature": a stat of OWNER's selection. */
static const ir_amount *stat_amount(lower *l, ir_amount *am, const node *owner, const node *thing)
{
    int t = thing && thing->kind == N_WORD ? thing->token : 0;
    am->stat = t == POWER ? "power" : t == TOUGHNESS ? "toughness" : t == VALUE ? "mana_value" : t == LIFE || t == TOTAL ? "life"
             : ir_is_starting_life(thing) ? "starting_life" : NULL;     /* "your starting life total" (CR 103.4) */
    if (t == LIBRARY && owner && ir_names_players(owner->kind == N_PRONOUN ? owner->refers : owner))
        am->stat = "library";   /* "half their library": the number of cards in it */
    if (!am->stat || !owner || (ir_is_starting_life(thing) && owner->kind != N_PLAYER))
        refuse(l, thing, arena_printf(l->a, "the amount %s", thing ? quoted(l, thing) : "(none)"));
    am->kind = IR_AMOUNT_STAT;
    am->of = lower_sel(l, owner, NULL);
    return am;
}

const ir_amount *lower_possessed_stat(lower *l, const node *p)
{
    ir_amount *am = alloc(l, sizeof *am);
    am->range = p->range;
    return listed(l, p, stat_amount(l, am, p->a, p->b));
}

/* "opponents you have" (NP, ir_opponents_you_have): all your opponents. */
static const ir_sel *opponents_you_have(lower *l, const node *np)
{
    node filt = *np->a, plain = *np;
    filt.b = NULL;
    plain.a = &filt;
    return lower_sel(l, &plain, NULL);
}

/* "for each creature card put into your graveyard (their graveyard, a
 * graveyard) this way" (NP) just after a mill, by one player (by several,
 * "a graveyard": all of theirs at once), always carried out: AM counts
 * the cards it moved that the rest of NP describes (the `moved`
 * selection, cg_amount.c); false for another phrase. */
static bool milled_this_way(lower *l, ir_amount *am, const node *np)
{
    ir_who whose;
    const node *owner;
    const node *put = ir_put_into_graveyard_this_way(np, &whose, &owner);
    if (!put)
        return false;
    const ir_instr *last = l->last;
    const node *act = l->last_act;
    bool by_you = last && (!last->subject || last->subject->kind == IR_SEL_YOU);
    if (!last || last->op != IR_MILL || last->optional || last->at != IR_DELAY_NONE || !act || meaning_verb(act) != FX_VERB_MILL
        || (last->subject && last->subject->kind == IR_SEL_EACH)
        || (last->subject && last->subject->kind == IR_SEL_ALL && whose != IR_WHO_ANY)
        || (whose == IR_WHO_YOU && !by_you)
        || (whose == IR_WHO_NONE && !(owner->kind == N_PRONOUN && act->a && owner->refers == act->a)))
        refuse(l, put, arena_printf(l->a, "the qualifier %s", quoted(l, put)));
    node filt = *np->a, plain = *np;    /* the description without "put into ... this way" */
    filt.b = NULL;
    plain.a = &filt;
    plain.text = NULL;
    static const place yard = { IR_ZONE_GRAVEYARD, IR_CTRL_ANY };
    ir_sel *s = sel_new(l, IR_SEL_MOVED, np->range);
    s->filter = lower_filter(l, &plain, &yard);
    am->of = s;
    return true;
}

/* What AM (IR_AMOUNT_COUNT) counts: the objects or players NP names, or
 * the counters on them ("for each charge counter on ~"). */
bool lower_vote(lower *l, const node *act, ir_instr ***tail, bool optional)
{
    const node *choices = meaning_vote(act);
    if (!choices)
        return false;
    if (optional || l->duration != IR_DUR_NONE || l->delay != IR_DELAY_NONE || l->out->kind == IR_AB_STATIC)
        refuse(l, act, arena_printf(l->a, "the sentence %s", quoted(l, act)));
    ir_instr *in = instr_new(l, IR_VOTE, act);
    for (const node *i = choices; i; i = i->next)
        in->nchoices++;
    in->choices = alloc(l, in->nchoices * sizeof *in->choices);
    unsigned k = 0;
    for (const node *i = choices; i; i = i->next)
        in->choices[k++] = i->text;
    l->voted = choices;
    emit(l, tail, in, false);
    return true;
}

const char *vote_choice(lower *l, const char *name, const node *at, unsigned *index)
{
    int k = l->voted ? meaning_vote_index(l->voted, name) : -1;
    const node *c = l->voted;
    for (int i = 0; c && i < k; i++)
        c = c->next;
    if (k < 0 || !c)
        refuse(l, at, arena_printf(l->a, "the votes for %s with no vote for it before", quoted(l, at)));
    if (index)
        *index = (unsigned)k;
    return c->text;
}

static void counted(lower *l, ir_amount *am, const node *np);

void amount_counted(lower *l, ir_amount *am, const node *np)
{
    counted(l, am, np);
    listed(l, np, am);
}

static void counted(lower *l, ir_amount *am, const node *np)
{
    const char *votes = meaning_votes_counted(np);
    if (votes) {        /* "for each death vote" (CR 701.38a; cardrt_fx_votes) */
        am->kind = IR_AMOUNT_VOTES;
        am->stat = vote_choice(l, votes, np, &am->choice);
        return;
    }
    const node *kicked = ir_kicked_times_of(np);
    if (kicked) {       /* "for each time it was kicked" (CR 702.33c; cg_amount: cardrt_cast_times) */
        am->kind = IR_AMOUNT_KICKED;
        am->of = lower_sel(l, kicked, NULL);
        if (am->of->kind != IR_SEL_SELF)
            refuse(l, kicked, arena_printf(l->a, "the times %s was kicked", quoted(l, kicked)));
        return;
    }
    if (ir_counters_removed_this_way(np, l->removed_x) && am->value == 1) {
        am->kind = IR_AMOUNT_X;     /* "for each storage counter removed this way": the X of its cost */
        return;
    }
    if (meaning_done_this_way(np) != FX_VERB_NONE) {
        done_this_way(l, am, np);   /* lower_qual.c */
        return;
    }
    if (meaning_chroma(np)) {   /* "for each white mana symbol in the mana costs of permanents you control" */
        if (am->value != 1)
            refuse(l, np, arena_printf(l->a, "a number of each of %s", quoted(l, np)));
        am->kind = IR_AMOUNT_DEVOTION;
        am->value = (int)meaning_chroma(np);
        return;
    }
    if (meaning_counted_revealed(np)) {     /* "for each card revealed this way" (cg_amount) */
        /* after "reveal cards ... until": every card it revealed, that one too */
        am->of = lower_revealed_this_way(l, np);
        return;
    }
    const node *kind = meaning_kind_counted_revealed(l->a, np);
    if (kind) {                 /* "for each nonland card revealed this way": those of them (cg_amount) */
        ir_sel *s = sel_new(l, IR_SEL_AMONG, np->range);
        static const place anywhere = { IR_ZONE_ANY, IR_CTRL_ANY };
        s->filter = lower_filter(l, kind, &anywhere);
        s->of = lower_revealed_this_way(l, np);
        am->of = s;
        return;
    }
    if (history_counted(l, am, np))     /* "for each card you've drawn this turn" (lower_qual.c) */
        return;
    if (milled_this_way(l, am, np))     /* "for each creature card put into your graveyard this way" */
        return;
    if (ir_opponents_you_have(np)) {    /* "for each opponent you have" */
        am->of = opponents_you_have(l, np);
        return;
    }
    const node *owner = ir_colors_of(np);
    if (owner) {                /* "for each of its colors": the colors among it (cg_amount: its colors) */
        am->kind = IR_AMOUNT_DISTINCT;
        am->stat = "color";
        am->of = lower_sel(l, owner, NULL);
        return;
    }
    const node *spell = ir_colors_spent_of(np);
    if (spell) {                /* converge: the colors of mana spent to cast it (cg_amount: cardrt_mana_spent) */
        am->kind = IR_AMOUNT_DISTINCT;
        am->stat = "color_spent";
        am->of = lower_sel(l, spell, NULL);
        return;
    }
    ir_types types;
    const node *among = ir_types_among(np, &types);
    if (among) {                /* "for each basic land type among lands you control" (cg_amount: cardrt_count_distinct) */
        am->kind = IR_AMOUNT_DISTINCT;
        am->stat = ir_types_name(types);
        am->of = lower_sel(l, among, NULL);
        return;
    }
    const char *yours = ir_counters_you_have(np);
    if (yours) {                /* "for each experience counter you have" */
        am->kind = IR_AMOUNT_COUNTERS;
        am->counter = yours;
        am->of = sel_new(l, IR_SEL_YOU, np->range);
        return;
    }
    const node *on = ir_counters_on(np, &am->counter);
    if (on)
        am->kind = IR_AMOUNT_COUNTERS;
    am->of = lower_sel(l, on ? on : np, NULL);
}

/* An amount: a number or X, and when COMPUTED (an instruction's, found as
 * it is carried out) also a count, a stat or "that much". */
/* Was IN done for each of several players in turn (`each`)?  What it did
 * is each one's, not one amount. */
static bool per_player(const ir_instr *in)
{
    return (in->subject && in->subject->kind == IR_SEL_EACH) || (in->object && in->object->kind == IR_SEL_EACH);
}

/* AM, the history WHAT of the players WHO names ("the life they lost this
 * turn": each opponent's own, CR 119.3; "the damage dealt to you this
 * turn", CR 120.3; cg_amount.c) */
static void history_amount(lower *l, ir_amount *am, const node *who, fx_hist_amount what)
{
    static const char *const stats[] = { [FX_HIST_LIFE_GAINED] = "life_gained", [FX_HIST_LIFE_LOST] = "life_lost",
                                         [FX_HIST_DAMAGE_TAKEN] = "damage_taken" };
    am->kind = IR_AMOUNT_HISTORY;
    am->value = 1;
    am->stat = stats[what];
    am->of = is_you(who) ? sel_new(l, IR_SEL_YOU, who->range) : lower_sel(l, who, NULL);
}

static const ir_amount *amount_in(lower *l, const node *n, bool computed);

static const ir_amount *amount_of(lower *l, const node *n, bool computed)
{
    const ir_amount *am = amount_in(l, n, computed);
    return listed(l, n, am);
}

static const ir_amount *amount_in(lower *l, const node *n, bool computed)
{
    fx_word op = n && n->kind == N_LIST ? meaning_word(n) : FX_W_NONE;
    if (computed && (op == FX_W_PLUS || op == FX_W_MINUS) && n->a && n->a->next && !n->a->next->next && !n->lossy) {
        ir_amount *am = alloc(l, sizeof *am);   /* "2 plus the number of ...", "7 minus ..." (cg_amount) */
        am->range = n->range;
        am->kind = op == FX_W_PLUS ? IR_AMOUNT_PLUS : IR_AMOUNT_MINUS;
        am->left = amount_of(l, n->a, true);
        am->right = amount_of(l, n->a->next, true);
        return am;
    }
    int times;
    const node *multiplied = meaning_times(n, &times);
    if (multiplied && (computed || meaning_amount(multiplied) == FX_AMT_X)) {
        ir_amount *am = alloc(l, sizeof *am);   /* "five times X" (cg_amount) */
        am->range = n->range;
        am->kind = IR_AMOUNT_TIMES;
        am->value = times;
        am->left = amount_of(l, multiplied, computed);
        return am;
    }
    if (!n || n->kind != N_AMOUNT || n->lossy)
        refuse(l, n, n ? arena_printf(l->a, "the amount %s", quoted(l, n)) : "a missing amount");
    ir_amount *am = alloc(l, sizeof *am);
    am->range = n->range;
    node thing = { .kind = N_WORD, .range = n->range };
    if (computed && ir_kicked_times_of(n)) {    /* "the number of times it was kicked" */
        am->value = 1;
        amount_counted(l, am, n);
        return am;
    }
    if (computed && meaning_devotion(n)) {      /* "your devotion to black" */
        am->kind = IR_AMOUNT_DEVOTION;
        am->value = (int)meaning_devotion(n);
        return am;
    }
    switch (computed || meaning_amount(n) == FX_AMT_X || meaning_amount(n) == FX_AMT_TWICE_X ? meaning_amount(n)
                                                                                        : FX_AMT_NONE) {
    case FX_AMT_TWICE_X: {      /* "twice X" */
        node x = *n;
        x.text = "X";
        am->kind = IR_AMOUNT_TIMES;
        am->value = 2;
        am->left = amount_of(l, &x, computed);
        return am;
    }
    case FX_AMT_LIFE_GAINED_BY: case FX_AMT_LIFE_LOST_BY: {  /* "the amount of life you gained this turn" */
        fx_hist_amount what;
        const node *who = meaning_player_history(n, &what, &am->last_turn);
        if (!who)
            break;
        history_amount(l, am, who, what);
        return am;
    }
    case FX_AMT_ROUNDED_UP: case FX_AMT_ROUNDED_DOWN: case FX_AMT_HALF: {
        /* "half your life, rounded up" (of one player, or of each in turn:
         * "each player loses a third of their life, rounded up"), "half the
         * number of Zombies you control, rounded down" (cg_amount) */
        bool up;
        int parts;
        const node *of = meaning_half(n, &up, &parts);
        if (!of || (of->kind == N_POSSESSIVE && !of->a))
            break;
        const ir_amount *all = of->kind == N_AMOUNT ? amount_of(l, of, true) : NULL;
        if (!all) {
            ir_amount *stat = alloc(l, sizeof *stat);
            stat->range = of->range;
            stat_amount(l, stat, of->a, of->b);
            ir_sel_kind k = stat->of->kind;
            if (k != IR_SEL_YOU && k != IR_SEL_EVENT && k != IR_SEL_EVENT_TO && k != IR_SEL_TARGET && k != IR_SEL_EACH)
                break;      /* of several players at once: none's */
            all = stat;
        }
        am->kind = parts == 3 ? IR_AMOUNT_THIRD : IR_AMOUNT_HALF;
        am->value = up;
        am->left = all;
        return am;
    }
    case FX_AMT_DIFFERENCE: {   /* "If you have fewer than seven cards in hand, draw cards equal to the difference" */
        const node *who, *need = l->short_of ? ir_difference_of(l->card, l->short_of, &who) : NULL;
        if (!need)
            break;
        ir_amount *hand = alloc(l, sizeof *hand);
        hand->range = n->range;
        hand->kind = IR_AMOUNT_STAT;
        hand->stat = "hand";
        hand->of = lower_sel(l, who, NULL);
        am->kind = IR_AMOUNT_MINUS;
        am->left = amount_of(l, need, true);
        am->right = hand;
        return am;
    }
    case FX_AMT_TWICE:          /* "twice the number of Blood tokens you control" */
        if (!n->a)
            break;
        am->kind = IR_AMOUNT_TIMES;
        am->value = 2;
        am->left = amount_of(l, n->a, true);
        return am;
    case FX_AMT_X:
        return lower_x_amount(l, n);
    case FX_AMT_DIE_RESULT:     /* "that result": of the die rolled before (cardrt_fx_die_result) */
    case FX_AMT_DIE_OTHER:      /* "the other result" (cardrt_fx_die_other) */
        if (meaning_amount(n) == FX_AMT_DIE_OTHER ? !l->rolled_two : !l->rolled)
            refuse(l, n, arena_printf(l->a, "%s with no die rolled before it", quoted(l, n)));
        am->kind = IR_AMOUNT_DIE;
        am->value = meaning_amount(n) == FX_AMT_DIE_OTHER;
        return am;
    case FX_AMT_THAT_MUCH:
        if (l->removed_x)       /* the counters its cost removed, or what an action did? */
            refuse(l, n, "'that much' after a cost of X counters");
        if (!l->last && l->out->trigger && l->out->trigger->event == IR_EV_CAST)
            refuse(l, n, "'that much' of a spell cast");     /* a cast does no amount (cardrt_fx_result) */
        if (l->last && ((l->act && ir_several_players(l->act->a)) || per_player(l->last)))
            refuse(l, n, "'that much' of each of several players");  /* theirs all together (cg_amount.c) */
        am->kind = IR_AMOUNT_RESULT;
        return am;
    case FX_AMT_LIFE_LOST:      /* "the life lost this way": what the "lose life" just before did */
    case FX_AMT_DAMAGE_DEALT: { /* "the damage dealt this way": what the "deal damage" just before did */
        fx_hist_amount what;
        const node *who = meaning_player_history(n, &what, &am->last_turn);
        if (who) {              /* "the damage dealt to you this turn" */
            history_amount(l, am, who, what);
            return am;
        }
        if (!l->last || l->last->op != (meaning_amount(n) == FX_AMT_LIFE_LOST ? IR_LOSE_LIFE : IR_DAMAGE)
            || l->last->optional || per_player(l->last) || l->last->at != IR_DELAY_NONE
            || (meaning_amount(n) == FX_AMT_DAMAGE_DEALT && !meaning_damage_this_way(n)))
            break;
        am->kind = IR_AMOUNT_RESULT;
        return am;
    }
    case FX_AMT_NUMBER_OF:      /* "the number of creatures you control" */
        if (!n->a)
            break;
        am->kind = IR_AMOUNT_COUNT;
        am->value = 1;
        if (ir_opponents_you_have(n->a)) {
            am->of = opponents_you_have(l, n->a);  /* "the number of opponents you have" */
            return am;
        }
        if (ir_party_of(n->a) && ir_who_of(ir_party_of(n->a)) == IR_WHO_YOU) {
            am->kind = IR_AMOUNT_PARTY;     /* "the number of creatures in your party" */
            return am;
        }
        amount_counted(l, am, n->a);
        return am;
    case FX_AMT_STAT_OF:        /* "its power" */
        if (n->a && n->a->kind == N_POSSESSIVE)
            return stat_amount(l, am, n->a->a, n->a->b);
        break;
    case FX_AMT_GREATEST: {     /* "the greatest power among creatures you control" (cardrt_greatest, _sel_max) */
        int t = n->b && n->b->kind == N_WORD ? n->b->token : 0;
        am->stat = t == POWER ? "power" : t == TOUGHNESS ? "toughness" : t == VALUE ? "mana_value" : NULL;
        if ((t == TOTAL || t == LIFE) && n->a && n->a->kind != N_PRONOUN && ir_names_players(n->a))
            am->stat = "life";  /* "the highest life total among your opponents" (cg_greatest_life) */
        if (!n->a || !am->stat)
            break;
        am->kind = IR_AMOUNT_GREATEST;
        am->of = lower_sel(l, n->a, NULL);
        return am;
    }
    case FX_AMT_GREATEST_NUMBER: {  /* "the greatest number of creatures a player controls" (cg_greatest_of_players) */
        node plain, filt;
        const node *who = ir_greatest_number_of(n, &plain, &filt);
        if (!who)
            break;
        am->kind = IR_AMOUNT_GREATEST;
        am->stat = "count";
        node each = *who;       /* "a player": each of them in turn, as "each player" */
        each.text = "each";
        am->of = lower_sel(l, &plain, NULL);
        am->per = lower_sel(l, &each, NULL);
        return am;
    }
    case FX_AMT_TOTAL_POWER:    /* "the total power of creatures you control": each one's as it is (over_objects) */
    case FX_AMT_TOTAL_MANA_VALUE:
        if (!n->a || n->b || n->a->kind != N_OBJECT || !meaning_det_is_set(meaning_det(n->a)))
            break;
        am->kind = IR_AMOUNT_TOTAL;
        am->stat = meaning_amount(n) == FX_AMT_TOTAL_POWER ? "power" : "mana_value";
        am->of = lower_sel(l, n->a, NULL);
        return am;
    case FX_AMT_POWER_OF:       /* "the power of target creature" */
    case FX_AMT_TOUGHNESS_OF:
    case FX_AMT_MANA_VALUE_OF:  /* "the mana value of the discarded card" */
        thing.token = meaning_amount(n) == FX_AMT_POWER_OF ? POWER : meaning_amount(n) == FX_AMT_TOUGHNESS_OF ? TOUGHNESS
                    : VALUE;
        return stat_amount(l, am, n->a, &thing);
    default:
        break;
    }
    int v = meaning_number(n);
    if (v < 0)
        refuse(l, n, arena_printf(l->a, "the amount %s", quoted(l, n)));
    am->value = v;
    return am;
}

/* A number or X ("with power 2 or less", "Pay 3 life", "Crew 3"). */
const ir_amount *lower_amount(lower *l, const node *n)
{
    return amount_of(l, n, false);
}

/* An instruction's amount: a number, X, or computed as it is carried out. */
const ir_amount *lower_x_amount(lower *l, const node *at)
{
    if (l->where_x) {       /* ", where X is ...": that, as the action is carried out */
        const node *w = l->where_x;
        l->where_x = NULL;  /* X is not defined in terms of itself */
        const ir_amount *x = amount_of(l, w, true);
        l->where_x = w;
        return x;
    }
    if (!x_is_paid(l))
        refuse(l, at, "an X that no cost defines");
    ir_amount *am = alloc(l, sizeof *am);
    am->range = at->range;
    am->kind = IR_AMOUNT_X;
    return am;
}

const ir_amount *lower_effect_amount(lower *l, const node *n)
{
    return amount_of(l, n, true);
}

const ir_amount *milled_count(lower *l, const node *obj)
{
    bool up;
    int parts;
    const node *half = obj && obj->kind == N_AMOUNT ? meaning_half(obj, &up, &parts) : NULL;
    if (half && half->kind == N_POSSESSIVE && half->b && half->b->kind == N_WORD && half->b->token == LIBRARY)
        return amount_of(l, obj, true);     /* "mills half their library, rounded down" */
    return card_count(l, obj);
}

/* VALUE times the number of things EACH names ("for each creature you
 * control", "for each creature in your party"). */
const ir_amount *each_times(lower *l, int value, const node *each, src_range range)
{
    ir_amount *times = alloc(l, sizeof *times);
    times->kind = IR_AMOUNT_COUNT;
    times->value = value;
    times->range = range;
    if (l->ab->kind == AB_TRIGGERED && ir_life_of_event(each, l->ab->ast->a ? l->ab->ast->a->a : NULL))
        times->kind = IR_AMOUNT_EVENT;      /* "2 life for each 1 life you lost" (cg_amount.c) */
    else if (ir_party_of(each) && ir_who_of(ir_party_of(each)) == IR_WHO_YOU)
        times->kind = IR_AMOUNT_PARTY;      /* "2 life for each creature in your party" */
    else
        counted(l, times, each);
    return listed(l, each, times);
}

const ir_amount *each_defending_of(lower *l, const ir_amount *am, const ir_sel *changed)
{
    if (changed->kind == IR_SEL_SELF || am->kind != IR_AMOUNT_COUNT || !am->of || am->of->kind != IR_SEL_ALL
        || !am->of->filter || am->of->filter->controller != IR_CTRL_DEFENDING)
        return am;
    ir_filter *f = alloc(l, sizeof *f);
    *f = *am->of->filter;
    redescribed(l, am->of->filter, f);
    f->controller = IR_CTRL_DEFENDING_EACH;
    ir_sel *of = alloc(l, sizeof *of);
    *of = *am->of;
    of->filter = f;
    ir_amount *each = alloc(l, sizeof *each);
    *each = *am;
    each->of = of;
    return each;
}

ir_amount *amount_const(lower *l, int v, src_range r)
{
    ir_amount *a = alloc(l, sizeof *a);
    a->value = v;
    a->range = r;
    return a;
}
