/* costs.c — paying the costs of spells and abilities (CR 601.2f-h,
 * 602.2b, 409.1f of the older rules; Rules FAQ 1.1.04): the objects a cost
 * may be paid with, whether a player can pay them, and paying them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt.h"

/* ---- costs (CR 409.1f, Rules FAQ 1.1.04) ------------------------------------ */

/* The objects PLAYER could pay cost C with.  The caller frees. */
static cardrt_ref *cost_candidates(const cardrt_game *g, unsigned player, cardrt_id source,
                                   const cardrt_cost *c, unsigned *n)
{
    cardrt_ref *cand = malloc((g->nobjs ? g->nobjs : 1) * sizeof *cand);
    *n = 0;
    for (size_t i = 0; cand && i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        const rt_object *o = &g->objs[i];
        bool ok;
        switch (c->kind) {
        case CARDRT_COST_DISCARD: case CARDRT_COST_DISCARD_RANDOM: case CARDRT_COST_PUT_ON_TOP:
            ok = o->zone == CARDRT_HAND && o->owner == player && id != source;
            break;
        case CARDRT_COST_EXILE:         /* a permanent you control (CR 602.1), a card you own */
            ok = (o->zone == CARDRT_BATTLEFIELD ? cardrt_controller(g, id) == player : o->owner == player && id != source)
                 && (CARDRT_IN(o->zone) & (c->zones ? c->zones : CARDRT_IN(CARDRT_GRAVEYARD)));
            break;
        /* Neither is a {T} cost: summoning sickness does not matter (CR 302.6). */
        case CARDRT_COST_TAP_OTHERS:
            ok = o->zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == player && !o->tapped;
            break;
        case CARDRT_COST_TAP_POWER:
            ok = o->zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == player && !o->tapped
                 && id != source && (cardrt_types(g, id) & CARDRT_CREATURE)
                 && !rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_OBJECT, id }, CARDRT_RULE_CANT_CREW);
            break;
        case CARDRT_COST_REMOVE_COUNTERS:       /* with WHICH: one with the counters to remove */
            ok = o->zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == player && c->counter
                 && cardrt_counter_count(g, id, c->counter) >= c->n;
            break;
        case CARDRT_COST_ADD_COUNTERS:  /* one that can have them put on it (CR 122.1 of the current rules) */
            ok = o->zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == player
                 && !rt_counters_forbidden(g, (cardrt_ref){ CARDRT_REF_OBJECT, id }, c->counter);
            break;
        default:                /* sacrifice, return: permanents you control */
            ok = o->zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == player;
            break;
        }
        if (ok && (!c->which || c->which(g, source, id)))
            cand[(*n)++] = (cardrt_ref){ CARDRT_REF_OBJECT, id };
    }
    return cand;
}

static const char *loyalty_kind(const cardrt_cost *c)
{
    return c->counter ? c->counter : "loyalty";
}

/* What a creature adds to a crew: its power, none if it is negative. */
static long crew_power(const cardrt_game *g, cardrt_id id)
{
    int p = cardrt_power(g, id);
    return p > 0 ? p : 0;
}

/* How many counters C removes, or objects it takes: N, or with N = -1 the
 * X chosen for the spell or ability ("Remove X storage counters from ~",
 * "discard X cards"). */
static int cost_count(const cardrt_cost *c, int x)
{
    bool objects = c->kind == CARDRT_COST_SACRIFICE || c->kind == CARDRT_COST_DISCARD
                   || c->kind == CARDRT_COST_DISCARD_RANDOM || c->kind == CARDRT_COST_EXILE
                   || c->kind == CARDRT_COST_TAP_OTHERS || c->kind == CARDRT_COST_RETURN
                   || c->kind == CARDRT_COST_PUT_ON_TOP;
    return c->n == -1 && ((c->kind == CARDRT_COST_REMOVE_COUNTERS && !c->which) || objects) ? x : c->n;
}

static bool can_pay(const cardrt_game *g, unsigned player, cardrt_id source, cardrt_id granter,
                    const cardrt_cost *c, int x)
{
    const rt_object *o = rt_obj(g, source), *from = granter ? rt_obj(g, granter) : NULL;
    switch (c->kind) {
    case CARDRT_COST_SACRIFICE_GRANTER:     /* a permanent its controller controls (CR 701.17a) */
        return from && from->zone == CARDRT_BATTLEFIELD && cardrt_controller(g, granter) == player;
    case CARDRT_COST_UNATTACH_GRANTER:      /* attached to this permanent */
        return from && from->zone == CARDRT_BATTLEFIELD && from->attached_to == source;
    case CARDRT_COST_TAP:       /* FAQ 1.1.08: not tapped; 1.1.11: not summoning sick */
        return o->zone == CARDRT_BATTLEFIELD && !o->tapped && !cardrt_is_sick(g, source);
    case CARDRT_COST_UNTAP:
        return o->zone == CARDRT_BATTLEFIELD && o->tapped && !cardrt_is_sick(g, source);
    case CARDRT_COST_SACRIFICE_SELF:
    case CARDRT_COST_RETURN_SELF:
    case CARDRT_COST_EXERT_SELF:    /* even if exerted already (701.39b-c of the current rules) */
        return o->zone == CARDRT_BATTLEFIELD;
    case CARDRT_COST_DISCARD_SELF: case CARDRT_COST_REVEAL_SELF:
        return o->zone == CARDRT_HAND;
    case CARDRT_COST_EXILE_SELF:
        return o->zone != CARDRT_EXILE && o->zone != CARDRT_NOWHERE;
    case CARDRT_COST_LIFE:      /* a player can pay life only up to their total */
        return c->n >= 0 && g->players[player].life >= c->n;
    case CARDRT_COST_ENERGY:
        return c->n >= 0 && cardrt_player_counter_count(g, player, "energy") >= c->n;
    case CARDRT_COST_EXILE_TOP:
        return c->n >= 0 && cardrt_zone_size(g, player, CARDRT_LIBRARY) >= (unsigned)c->n;
    case CARDRT_COST_SACRIFICE: case CARDRT_COST_DISCARD: case CARDRT_COST_EXILE:
    case CARDRT_COST_TAP_OTHERS: case CARDRT_COST_RETURN: case CARDRT_COST_DISCARD_RANDOM:
    case CARDRT_COST_PUT_ON_TOP: {
        unsigned n;
        cardrt_ref *cand = cost_candidates(g, player, source, c, &n);
        free(cand);
        return cand && cost_count(c, x) >= 0 && n >= (unsigned)cost_count(c, x);
    }
    case CARDRT_COST_REMOVE_COUNTERS: case CARDRT_COST_ADD_COUNTERS:
        if (c->which) {         /* on or from a permanent you control */
            unsigned n;
            cardrt_ref *cand = cost_candidates(g, player, source, c, &n);
            free(cand);
            return cand && c->counter && c->n >= 0 && n >= 1;
        }
        if (c->kind == CARDRT_COST_REMOVE_COUNTERS)
            return c->counter && cost_count(c, x) >= 0
                && cardrt_counter_count(g, source, c->counter) >= cost_count(c, x);
        /* counters that can't be put on it can't be put as a cost either (CR 601.2h, 122.1) */
        return c->counter && c->n >= 0
            && (o->zone == CARDRT_BATTLEFIELD || o->zone == CARDRT_GRAVEYARD || o->zone == CARDRT_EXILE)
            && (c->n == 0 || !rt_counters_forbidden(g, (cardrt_ref){ CARDRT_REF_OBJECT, source }, c->counter));
    case CARDRT_COST_LOYALTY:   /* CR 606.6 (later rules): -N needs N loyalty counters */
        return o->zone == CARDRT_BATTLEFIELD
            && (c->n >= 0 || cardrt_counter_count(g, source, loyalty_kind(c)) >= -(long)c->n);
    case CARDRT_COST_LOYALTY_X: /* the same with N = -X */
        return o->zone == CARDRT_BATTLEFIELD && x >= 0 && cardrt_counter_count(g, source, loyalty_kind(c)) >= x;
    case CARDRT_COST_ALL_MODES: case CARDRT_COST_KICKER: case CARDRT_COST_BUYBACK:
    case CARDRT_COST_FLASHBACK: case CARDRT_COST_EVOKE: case CARDRT_COST_DASH:
    case CARDRT_COST_AFFINITY: case CARDRT_COST_SUSPEND: case CARDRT_COST_MADNESS:
    case CARDRT_COST_MORPH: case CARDRT_COST_FORETELL: case CARDRT_COST_ALTERNATIVE: case CARDRT_COST_LESS_PARTY:
    case CARDRT_COST_LESS_IF: case CARDRT_COST_ONLY_IF: case CARDRT_COST_CAST_FROM: case CARDRT_COST_LESS_X:
    case CARDRT_COST_X_MANA:
    case CARDRT_COST_OPENING_HAND: case CARDRT_COST_MORE_PER_TARGET: case CARDRT_COST_FROM_GRAVEYARD:
    case CARDRT_COST_BLITZ: case CARDRT_COST_ESCALATE: case CARDRT_COST_MORE_MODES: case CARDRT_COST_BESTOW:
    case CARDRT_COST_REPLICATE: case CARDRT_COST_MULTIKICKER: case CARDRT_COST_ASSIST:
    case CARDRT_COST_LESS_OPPONENTS: case CARDRT_COST_CASUALTY: case CARDRT_COST_KICKER_SACRIFICE:
    case CARDRT_COST_OVERLOAD: case CARDRT_COST_CONSPIRE: case CARDRT_COST_ESCAPE: case CARDRT_COST_DISTURB:
    case CARDRT_COST_AWAKEN: case CARDRT_COST_EMERGE:
        return true;            /* its mana is paid with the mana cost */
    case CARDRT_COST_TAP_POWER: {
        unsigned n;
        cardrt_ref *cand = cost_candidates(g, player, source, c, &n);
        long total = 0;
        for (unsigned i = 0; cand && i < n; i++)
            total += crew_power(g, cand[i].id);
        free(cand);
        return cand && total >= c->n;
    }
    }
    return false;
}

/* Crew: the controller chooses creatures to tap with total power N or
 * more; a choice that falls short takes the candidates in order instead. */
static void pay_with_power(cardrt_game *g, unsigned player, cardrt_id source, const cardrt_cost *c)
{
    unsigned n;
    cardrt_ref *cand = cost_candidates(g, player, source, c, &n);
    unsigned *answers = malloc((n ? n : 1) * sizeof *answers);
    if (cand && answers) {
        cardrt_choice ch = { .kind = CARDRT_CHOOSE_OBJECTS, .player = player, .source = source,
            .prompt = "tap creatures to crew", .candidates = cand, .ncandidates = n, .min = n ? 1 : 0,
            .max = n };
        unsigned got = cardrt_choose(g, &ch, answers);
        long total = 0;
        for (unsigned i = 0; i < got; i++)
            total += crew_power(g, cand[answers[i]].id);
        if (total < c->n) {
            total = got = 0;
            for (unsigned i = 0; i < n && total < c->n; i++) {
                answers[got++] = i;
                total += crew_power(g, cand[i].id);
            }
        }
        for (unsigned i = 0; i < got; i++) {
            cardrt_set_tapped(g, cand[answers[i]].id, true);
            /* it crews the Vehicle (CR 702.122c of the current rules) */
            cardrt_event ev = { .kind = CARDRT_EV_CREWS, .object = cand[answers[i]].id, .source = source,
                                .player = player };
            rt_event(g, &ev);
        }
    }
    free(cand);
    free(answers);
}

/* Choose and pay a cost that chooses objects; ITEM remembers them. */
static void pay_with_objects(cardrt_game *g, unsigned player, cardrt_id source, const cardrt_cost *c,
                             rt_stack_item *item)
{
    static const char *const prompts[] = {
        [CARDRT_COST_SACRIFICE] = "sacrifice", [CARDRT_COST_DISCARD] = "discard",
        [CARDRT_COST_DISCARD_RANDOM] = "discard at random",
        [CARDRT_COST_EXILE] = "exile", [CARDRT_COST_TAP_OTHERS] = "tap",
        [CARDRT_COST_RETURN] = "return", [CARDRT_COST_PUT_ON_TOP] = "put on top of your library",
    };
    unsigned n, want = (unsigned)cost_count(c, item->x);
    cardrt_ref *cand = cost_candidates(g, player, source, c, &n);
    unsigned *answers = malloc((n ? n : 1) * sizeof *answers);
    if (cand && answers && want) {
        cardrt_choice ch = { .kind = CARDRT_CHOOSE_OBJECTS, .player = player, .source = source,
            .prompt = prompts[c->kind], .candidates = cand, .ncandidates = n, .min = want, .max = want };
        unsigned got = 0;
        if (c->kind == CARDRT_COST_DISCARD_RANDOM) {
            /* the first N of a random permutation (Fisher-Yates, stopped early) */
            for (unsigned i = 0; i < n; i++)
                answers[i] = i;
            for (got = 0; got < want && got < n; got++) {
                unsigned r = got + (unsigned)(rt_random(g) % (n - got)), t = answers[got];
                answers[got] = answers[r];
                answers[r] = t;
            }
        } else {
            got = cardrt_choose(g, &ch, answers);
        }
        for (unsigned i = 0; i < got; i++)
            rt_lki_leaving(g, cand[answers[i]].id);    /* they go together */
        for (unsigned i = 0; i < got; i++) {
            cardrt_id id = cand[answers[i]].id;
            if (item->npaid < RT_MAX_PAID) {
                item->paid[item->npaid] = id;
                item->paid_kind[item->npaid++] = c->kind == CARDRT_COST_DISCARD_RANDOM ? CARDRT_COST_DISCARD : c->kind;
            }
            const rt_object *o = rt_at(g, id);
            if (c->kind == CARDRT_COST_RETURN && o->attacking.kind != CARDRT_REF_NONE) {
                item->paid_attacking = o->attacking;
                item->paid_defender = o->defender;
            }
            switch (c->kind) {
            case CARDRT_COST_SACRIFICE:
                rt_sacrifice(g, id);
                break;
            case CARDRT_COST_DISCARD: case CARDRT_COST_DISCARD_RANDOM:
                rt_discard(g, id, NULL);
                break;
            case CARDRT_COST_EXILE:
                cardrt_move(g, id, CARDRT_EXILE);
                break;
            case CARDRT_COST_RETURN:
                cardrt_move(g, id, CARDRT_HAND);
                break;
            case CARDRT_COST_PUT_ON_TOP:
                cardrt_move(g, id, CARDRT_LIBRARY);     /* on top */
                break;
            default:
                cardrt_set_tapped(g, id, true);
                break;
            }
        }
        rt_lki_batch_end(g);
    }
    free(cand);
    free(answers);
}

/* Counters removed from or put on this permanent, or with WHICH, on one
 * permanent you control its controller chooses as the cost is paid. */
static void pay_counters(cardrt_game *g, unsigned player, cardrt_id source, const cardrt_cost *c, int x)
{
    int n = c->kind == CARDRT_COST_REMOVE_COUNTERS ? -cost_count(c, x) : c->n;
    if (!c->which) {
        cardrt_add_counter(g, source, c->counter, n);
        return;
    }
    unsigned count, answer = 0;
    cardrt_ref *cand = cost_candidates(g, player, source, c, &count);
    if (cand && count) {
        cardrt_choice ch = { .kind = CARDRT_CHOOSE_OBJECTS, .player = player, .source = source,
            .prompt = n < 0 ? "remove counters from" : "put counters on", .candidates = cand,
            .ncandidates = count, .min = 1, .max = 1 };
        if (cardrt_choose(g, &ch, &answer) != 1 || answer >= count)
            answer = 0;
        cardrt_add_counter(g, cand[answer].id, c->counter, n);
    }
    free(cand);
}

static void pay(cardrt_game *g, unsigned player, cardrt_id source, cardrt_id granter, const cardrt_cost *c,
                rt_stack_item *item)
{
    switch (c->kind) {
    case CARDRT_COST_SACRIFICE_GRANTER:
        if (item && item->npaid < RT_MAX_PAID) {    /* "the sacrificed ..." (cardrt_sel_paid) */
            item->paid[item->npaid] = granter;
            item->paid_kind[item->npaid++] = CARDRT_COST_SACRIFICE;
        }
        rt_sacrifice(g, granter);
        break;
    case CARDRT_COST_UNATTACH_GRANTER:
        g->objs[granter - 1].attached_to = 0;
        rt_touch_object(g, granter);
        rt_attach_event(g, granter, source, false);
        break;
    case CARDRT_COST_TAP: case CARDRT_COST_UNTAP:
        cardrt_set_tapped(g, source, c->kind == CARDRT_COST_TAP);
        break;
    case CARDRT_COST_SACRIFICE_SELF:
        rt_sacrifice(g, source);
        break;
    case CARDRT_COST_DISCARD_SELF:
        rt_discard(g, source, NULL);
        break;
    case CARDRT_COST_EXILE_SELF:
        cardrt_move(g, source, CARDRT_EXILE);
        break;
    case CARDRT_COST_RETURN_SELF:
        cardrt_move(g, source, CARDRT_HAND);
        break;
    case CARDRT_COST_EXERT_SELF:
        rt_exert(g, player, source);
        break;
    case CARDRT_COST_LIFE:
        cardrt_lose_life(g, player, c->n);
        break;
    case CARDRT_COST_ENERGY:
        cardrt_add_player_counter(g, player, "energy", -c->n);
        break;
    case CARDRT_COST_EXILE_TOP:
        for (int i = 0; i < c->n; i++) {
            cardrt_id top = rt_library_top(g, player);
            if (!top)
                continue;
            cardrt_move(g, top, CARDRT_EXILE);
            if (item && item->npaid < RT_MAX_PAID) {   /* "the exiled card" (cardrt_sel_paid) */
                item->paid[item->npaid] = top;
                item->paid_kind[item->npaid++] = CARDRT_COST_EXILE;
            }
        }
        break;
    case CARDRT_COST_SACRIFICE: case CARDRT_COST_DISCARD: case CARDRT_COST_EXILE:
    case CARDRT_COST_TAP_OTHERS: case CARDRT_COST_RETURN: case CARDRT_COST_DISCARD_RANDOM:
    case CARDRT_COST_PUT_ON_TOP:
        pay_with_objects(g, player, source, c, item);
        break;
    case CARDRT_COST_REMOVE_COUNTERS: case CARDRT_COST_ADD_COUNTERS:
    case CARDRT_COST_LOYALTY: case CARDRT_COST_LOYALTY_X: {
        unsigned before = g->putting;
        g->putting = player + 1;    /* the player paying puts them (CR 122.6a) */
        if (c->kind == CARDRT_COST_LOYALTY)
            cardrt_add_counter(g, source, loyalty_kind(c), c->n);
        else if (c->kind == CARDRT_COST_LOYALTY_X)
            cardrt_add_counter(g, source, loyalty_kind(c), item ? -item->x : 0);
        else
            pay_counters(g, player, source, c, item ? item->x : 0);
        g->putting = before;
        break;
    }
    case CARDRT_COST_ALL_MODES: case CARDRT_COST_KICKER: case CARDRT_COST_BUYBACK:
    case CARDRT_COST_FLASHBACK: case CARDRT_COST_EVOKE: case CARDRT_COST_DASH:
    case CARDRT_COST_AFFINITY: case CARDRT_COST_SUSPEND: case CARDRT_COST_MADNESS:
    case CARDRT_COST_MORPH: case CARDRT_COST_FORETELL: case CARDRT_COST_ALTERNATIVE: case CARDRT_COST_LESS_PARTY:
    case CARDRT_COST_LESS_IF: case CARDRT_COST_ONLY_IF: case CARDRT_COST_CAST_FROM: case CARDRT_COST_LESS_X:
    case CARDRT_COST_X_MANA:
    case CARDRT_COST_OPENING_HAND: case CARDRT_COST_MORE_PER_TARGET: case CARDRT_COST_FROM_GRAVEYARD:
    case CARDRT_COST_BLITZ: case CARDRT_COST_ESCALATE: case CARDRT_COST_MORE_MODES: case CARDRT_COST_BESTOW:
    case CARDRT_COST_REPLICATE: case CARDRT_COST_MULTIKICKER: case CARDRT_COST_ASSIST:
    case CARDRT_COST_LESS_OPPONENTS: case CARDRT_COST_KICKER_SACRIFICE: case CARDRT_COST_OVERLOAD:
    case CARDRT_COST_ESCAPE: case CARDRT_COST_DISTURB: case CARDRT_COST_AWAKEN:
    case CARDRT_COST_EMERGE:
        break;                  /* paid with the mana cost; kicked, as a sacrifice (cardrt_cast) */
    case CARDRT_COST_REVEAL_SELF:
        break;                  /* shown, and nothing in the game changes */
    case CARDRT_COST_TAP_POWER:
        pay_with_power(g, player, source, c);
        break;
    case CARDRT_COST_CASUALTY:
        rt_pay_casualty(g, player, source, c->n);
        break;
    case CARDRT_COST_CONSPIRE:
        rt_pay_conspire(g, player, source);
        break;
    }
}

/* ---- emerge (702.119a of the current rules) --------------------------------- */

cardrt_id rt_emerge_choice(cardrt_game *g, unsigned player, cardrt_id spell)
{
    cardrt_ref *cand = malloc((g->nobjs + 1) * sizeof *cand);
    unsigned n = 0, answer = 0;
    for (size_t i = 0; cand && i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (id != spell && g->objs[i].zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == player
            && (cardrt_types(g, id) & CARDRT_CREATURE))
            cand[n++] = (cardrt_ref){ CARDRT_REF_OBJECT, id };
    }
    cardrt_choice ch = { .kind = CARDRT_CHOOSE_OBJECTS, .player = player, .source = spell, .prompt = "emerge",
                         .candidates = cand, .ncandidates = n, .min = 1, .max = 1 };
    cardrt_id chosen = n && cardrt_choose(g, &ch, &answer) == 1 && answer < n ? cand[answer].id : 0;
    free(cand);
    return chosen;
}

void rt_pay_emerge(cardrt_game *g, cardrt_id creature, rt_stack_item *item)
{
    if (item->npaid < RT_MAX_PAID) {    /* "the sacrificed creature" (cardrt_sel_paid) */
        item->paid[item->npaid] = creature;
        item->paid_kind[item->npaid++] = CARDRT_COST_SACRIFICE;
    }
    rt_lki_leaving(g, creature);
    rt_sacrifice(g, creature);
    rt_lki_batch_end(g);
}

int rt_x_only(const cardrt_cost *costs, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        if (costs[i].kind == CARDRT_COST_X_MANA && costs[i].n >= 0 && costs[i].n < 6)
            return costs[i].n + 1;
    return 0;
}

/* A loyalty ability: one with a loyalty cost (CR 606.3 in later rules). */
bool rt_is_loyalty_ability(const cardrt_activated_def *ab)
{
    for (unsigned i = 0; i < ab->ncosts; i++)
        if (ab->costs[i].kind == CARDRT_COST_LOYALTY || ab->costs[i].kind == CARDRT_COST_LOYALTY_X)
            return true;
    return false;
}

/* Pay COSTS; what they sacrifice, discard, exile or return goes to PAID. */
void rt_pay_all(cardrt_game *g, unsigned player, cardrt_id source, cardrt_id granter, const cardrt_cost *costs,
                unsigned n, rt_stack_item *item)
{
    for (unsigned i = 0; i < n; i++)
        pay(g, player, source, granter, &costs[i], item);
}

/* The mana cost MANA with X, and the other costs: can PLAYER pay them all
 * (the mana from their pool, in strict mana)?  *PAY gets the mana's payment. */
cardrt_status rt_can_pay_costs(const cardrt_game *g, unsigned player, cardrt_id source, cardrt_id granter,
                               const char *mana, int x, const cardrt_cost *costs, unsigned n, const rt_help *help,
                               rt_payment *pay)
{
    int life = 0;
    for (unsigned i = 0; i < n; i++) {
        if (!can_pay(g, player, source, granter, &costs[i], x))
            return CARDRT_ECOST;
        if (costs[i].kind == CARDRT_COST_LIFE)
            life += costs[i].n;
    }
    return rt_mana_plan(g, player, mana, x, life, help, pay);
}
