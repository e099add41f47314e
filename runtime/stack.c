/* stack.c — casting, activating, targets and resolution (CR 413-415). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt.h"

static unsigned color_of_source(const cardrt_game *g, cardrt_id source)
{
    return rt_obj(g, source) ? cardrt_colors(g, source) : 0;
}

static unsigned types_of_source(const cardrt_game *g, cardrt_id source)
{
    return rt_obj(g, source) ? cardrt_types(g, source) : 0;
}

bool rt_protected_from(const cardrt_game *g, cardrt_id obj, unsigned colors, unsigned types, cardrt_id source)
{
    static const struct {
        unsigned type;
        cardrt_keyword kw;
    } by_type[] = {
        { CARDRT_ARTIFACT, CARDRT_KW_PROT_ARTIFACTS }, { CARDRT_CREATURE, CARDRT_KW_PROT_CREATURES },
        { CARDRT_ENCHANTMENT, CARDRT_KW_PROT_ENCHANTMENTS },
    };
    if (cardrt_has_keyword(g, obj, CARDRT_KW_PROT_EVERYTHING))
        return true;
    for (size_t i = 0; i < sizeof by_type / sizeof *by_type; i++)
        if ((types & by_type[i].type) && cardrt_has_keyword(g, obj, by_type[i].kw))
            return true;
    if (__builtin_popcount(colors & 31u) >= 2 && cardrt_has_keyword(g, obj, CARDRT_KW_PROT_MULTICOLORED))
        return true;
    static const struct {
        unsigned color;
        cardrt_keyword kw;
    } prot[] = {
        { CARDRT_WHITE, CARDRT_KW_PROT_WHITE }, { CARDRT_BLUE, CARDRT_KW_PROT_BLUE },
        { CARDRT_BLACK, CARDRT_KW_PROT_BLACK }, { CARDRT_RED, CARDRT_KW_PROT_RED },
        { CARDRT_GREEN, CARDRT_KW_PROT_GREEN },
    };
    for (size_t i = 0; i < sizeof prot / sizeof *prot; i++)
        if ((colors & prot[i].color) && cardrt_has_keyword(g, obj, prot[i].kw))
            return true;
    return rt_protected_by_rule(g, obj, source);
}

/* Is PLAYER the one the event that triggered ITEM names as BY (CARDRT_BY_EVENT_*)? */
static bool event_controls(const rt_stack_item *item, int by, unsigned player)
{
    if (!item->has_event)
        return false;
    const cardrt_event *ev = &item->event;
    if (by == CARDRT_BY_EVENT_PLAYER)
        return ev->player == player;
    return by == CARDRT_BY_EVENT_TARGET && ev->target.kind == CARDRT_REF_PLAYER
           && (unsigned)ev->target.id == player;
}

void rt_set_target(const cardrt_game *g, rt_stack_item *item, unsigned s, unsigned i, cardrt_ref t)
{
    const rt_object *o = t.kind == CARDRT_REF_OBJECT ? rt_obj(g, t.id) : NULL;
    item->targets[s][i] = t;
    item->target_moves[s][i] = o ? o->moves + 1 : 0;
}

bool rt_target_same(const cardrt_game *g, const rt_stack_item *item, unsigned s, unsigned i)
{
    cardrt_ref t = item->targets[s][i];
    const rt_object *o = t.kind == CARDRT_REF_OBJECT ? rt_obj(g, t.id) : NULL;
    return !o || !item->target_moves[s][i] || o->moves + 1 == item->target_moves[s][i];
}

bool rt_target_legal(cardrt_game *g, const rt_stack_item *item,
                     const cardrt_target_spec *spec, cardrt_ref t)
{
    cardrt_id source = item->source;
    unsigned controller = item->controller;
    bool spell = !item->ability && !item->trigger;
    if (t.kind == CARDRT_REF_PLAYER) {
        if (t.id < 0 || (unsigned)t.id >= g->nplayers || g->players[t.id].lost)
            return false;
        if ((unsigned)t.id != controller && rt_rule_applies(g, t, CARDRT_RULE_HEXPROOF))
            return false;       /* "You have hexproof" */
        if (rt_rule_applies(g, t, CARDRT_RULE_SHROUD)
            || rt_player_protected_from(g, (unsigned)t.id, color_of_source(g, source)))
            return false;       /* "You gain shroud", "... protection from the color of your choice" */
    } else if (t.kind == CARDRT_REF_OBJECT) {
        const rt_object *o = rt_obj(g, t.id);
        /* CR 415.6: not a target for itself; a copy of a spell may target
         * the original, another object (CR 707.10c of the current rules) */
        if (!o || (spell && !item->copy && t.id == source))
            return false;
        /* CR 415.5: only permanents, unless the spell says otherwise. */
        unsigned zones = spec->zones ? spec->zones : CARDRT_IN(CARDRT_BATTLEFIELD);
        if (o->zone == CARDRT_NOWHERE || !(zones & CARDRT_IN(o->zone)))
            return false;
        if (o->zone == CARDRT_BATTLEFIELD) {
            if (cardrt_has_keyword(g, t.id, CARDRT_KW_SHROUD))
                return false;
            if (cardrt_has_keyword(g, t.id, CARDRT_KW_HEXPROOF)
                && cardrt_controller(g, t.id) != controller)
                return false;
            if (rt_protected_from(g, t.id, color_of_source(g, source), types_of_source(g, source), source))
                return false;
        }
        /* a card in a graveyard, a hand, a library or exile is in its owner's zone (CR 400.3) */
        bool permanent_or_spell = o->zone == CARDRT_BATTLEFIELD || o->zone == CARDRT_STACK;
        if (spec->controlled_by_event
            && !event_controls(item, spec->controlled_by_event,
                               permanent_or_spell ? cardrt_controller(g, t.id) : cardrt_owner(g, t.id)))
            return false;
        if (rt_target_forbidden(g, item, t))    /* "~ can't be the target of black spells" */
            return false;
    } else if (t.kind == CARDRT_REF_ABILITY) {
        /* an activated or triggered ability on the stack (a mana ability
         * never is, CR 605.3b), not this one itself (CR 115.5); once it has
         * left the stack it is no target (CR 608.2b) */
        const rt_stack_item *a = rt_stack_ability(g, t.id);
        if (!a || (item->number && a->number == item->number)
            || !(spec->abilities & (unsigned)cardrt_stack_ability_kind(g, t.id)))
            return false;
    } else {
        return false;
    }
    if (!spec->legal)
        return true;
    const rt_stack_item *before = g->asking;   /* "with mana value X": this item's X */
    g->asking = item;
    bool legal = spec->legal(g, source, &t);
    g->asking = before;
    return legal;
}

unsigned rt_targets_before(const rt_stack_item *item, unsigned slot, cardrt_ref *out)
{
    unsigned n = 0;
    for (unsigned s = 0; s < slot && s < CARDRT_MAX_TARGETS; s++)
        for (unsigned i = 0; i < item->ntargets[s]; i++)
            out[n++] = item->targets[s][i];
    return n;
}

bool rt_taken_before(const rt_stack_item *item, unsigned slot, cardrt_ref t)
{
    for (unsigned s = 0; rt_slot_spec(item, slot)->another && s < slot; s++)
        for (unsigned i = 0; i < item->ntargets[s]; i++)
            if (rt_same_ref(t, item->targets[s][i]))
                return true;
    return false;
}

bool rt_one_owner_ok(const cardrt_game *g, const cardrt_target_spec *spec, cardrt_ref first, cardrt_ref t)
{
    return !spec->one_owner || (first.kind == CARDRT_REF_OBJECT && t.kind == CARDRT_REF_OBJECT
                                && cardrt_owner(g, first.id) == cardrt_owner(g, t.id));
}

bool rt_modes_ok(unsigned modes, unsigned nmodes, int min, int max)
{
    if (nmodes == 0)
        return modes == 0;
    if (nmodes < 32 && (modes >> nmodes) != 0)
        return false;
    int n = __builtin_popcount(modes);
    return n >= min && (max < 0 || n <= max);
}

bool rt_slot_in_play(const rt_stack_item *item, const cardrt_target_spec *spec)
{
    return spec->modes == 0 || (spec->modes & item->modes) != 0;
}

void rt_slot_bounds(const cardrt_game *g, const rt_stack_item *item, const cardrt_target_spec *spec, int *min,
                    int *max)
{
    if (spec->count_is_x) {
        /* ", where X is ...": as the targets are chosen (CR 601.2c) */
        int x = spec->x_now ? spec->x_now(g, item->source, item->source) : item->x;
        *max = x < 0 ? 0 : x;
        *min = spec->min < 0 ? 0 : *max;        /* "up to X target creatures" */
    } else {
        *min = spec->min;
        *max = spec->max;
    }
    /* a slot of a kicked spell only, or of an unkicked one (CR 601.2c: the
     * kicker announced before the targets, 601.2b) */
    bool kicked = (cardrt_cast_options(g, item->source) & CARDRT_PLAY_KICKED) != 0;
    if (!rt_slot_in_play(item, spec)
        || (spec->kicked && !item->ability && !item->trigger && kicked != (spec->kicked > 0)))
        *min = *max = 0;
}

/* Check and copy the chosen targets into ITEM: each slot's count within its
 * bounds, each legal, none repeated within one use of "target", and none
 * an earlier use took for a use that says "another".  All are chosen
 * before any is checked (CR 601.2c): "target card from target player's
 * graveyard" asks the later target. */
static cardrt_status choose_targets(cardrt_game *g, rt_stack_item *item,
                                    const cardrt_ref *targets, const unsigned *ntargets)
{
    if (item->nslots > CARDRT_MAX_TARGETS)
        return CARDRT_ELIMIT;
    size_t at = 0;
    for (unsigned s = 0; s < item->nslots; s++) {
        const cardrt_target_spec *spec = rt_slot_spec(item, s);
        unsigned n = ntargets ? ntargets[s] : 0;
        int min, max;
        rt_slot_bounds(g, item, spec, &min, &max);
        if ((int)n < min || (max >= 0 && (int)n > max) || n > CARDRT_MAX_TARGETS)
            return CARDRT_ETARGET;
        if (n && !targets)
            return CARDRT_EINVAL;
        for (unsigned i = 0; i < n; i++)
            rt_set_target(g, item, s, i, targets[at + i]);
        item->ntargets[s] = n;
        at += n;
    }
    for (unsigned s = 0; s < item->nslots; s++) {
        const cardrt_target_spec *spec = rt_slot_spec(item, s);
        for (unsigned i = 0; i < item->ntargets[s]; i++) {
            cardrt_ref t = item->targets[s][i];
            if (!rt_target_legal(g, item, spec, t) || rt_taken_before(item, s, t))
                return CARDRT_ETARGET;
            for (unsigned j = 0; j < i; j++)
                if (rt_same_ref(t, item->targets[s][j]))
                    return CARDRT_ETARGET;
            if (i > 0 && !rt_one_owner_ok(g, spec, item->targets[s][0], t))
                return CARDRT_ETARGET;
        }
    }
    return CARDRT_OK;
}

/* CR 707.10 (later rules): a copy of a spell that has left the stack (a
 * storm spell countered, 702.40a) is made from its last known information:
 * the spell as it last was on the stack. */
bool rt_copy_spell(cardrt_game *g, cardrt_id spell, unsigned controller, bool new_targets)
{
    const rt_stack_item *original = rt_spell_item(g, spell);
    for (size_t i = 0; !original && i < g->nleft_stack; i++)
        if (g->left_stack[i].source == spell)
            original = &g->left_stack[i];
    if (!original || !(cardrt_types(g, spell) & (CARDRT_INSTANT | CARDRT_SORCERY)))
        return false;
    return rt_copy_item(g, original, controller, new_targets);
}

bool rt_copy_item(cardrt_game *g, const rt_stack_item *original, unsigned controller, bool new_targets)
{
    cardrt_id spell = original->source;
    rt_stack_item copy = *original;
    copy.copy = true;
    copy.controller = controller;
    if (new_targets)
        rt_choose_new_targets(g, &copy, controller);
    if (rt_push(g, &copy) != CARDRT_OK)
        return false;
    rt_targeted(g, &copy);
    if (original->ability || original->trigger)
        return true;            /* a copy of an ability is no copied spell */
    cardrt_event ev = { .kind = CARDRT_EV_COPY, .object = spell, .player = controller };
    rt_event(g, &ev);
    return true;
}

bool rt_new_targets(cardrt_game *g, cardrt_id spell, unsigned chooser)
{
    const rt_stack_item *found = rt_spell_item(g, spell);
    if (!found || found == g->asking)
        return false;
    rt_stack_item *item = &g->stack[found - g->stack], *before = malloc(sizeof *before);
    if (!before)
        return false;
    *before = *item;
    rt_choose_new_targets(g, item, chooser);
    rt_retargeted(g, item, before);
    free(before);
    return true;
}

cardrt_status rt_push(cardrt_game *g, rt_stack_item *item)
{
    if (!rt_grow((void **)&g->stack, &g->capstack, g->nstack + 1, sizeof *g->stack))
        return CARDRT_ENOMEM;
    item->number = ++g->stack_numbers;
    g->stack[g->nstack++] = *item;
    return CARDRT_OK;
}

/* ---- help paying a spell's mana cost (the current rules) ---------------------------- */

/* What helps pay the spell being cast: affinity's reduction, and the
 * objects chosen for convoke and improvise (tapped) and delve (exiled). */
typedef struct helpers {
    rt_help mana;
    cardrt_ref *used;
    bool *exile;                /* used[i] is exiled, not tapped */
    unsigned n;
} helpers;

/* Ask PLAYER which of the objects keyword KW allows to use (up to MAX), and
 * add them to H. */
static void ask_helpers(cardrt_game *g, unsigned player, cardrt_id spell, cardrt_keyword kw, unsigned max,
                        helpers *h, cardrt_ref *cand, unsigned *answers)
{
    unsigned n = 0;
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        const rt_object *o = &g->objs[i];
        bool ok = kw == CARDRT_KW_DELVE
                  ? o->zone == CARDRT_GRAVEYARD && o->owner == player && id != spell
                  : o->zone == CARDRT_BATTLEFIELD && !o->tapped && cardrt_controller(g, id) == player
                    && (cardrt_types(g, id) & (kw == CARDRT_KW_CONVOKE ? CARDRT_CREATURE : CARDRT_ARTIFACT));
        for (unsigned k = 0; ok && k < h->n; k++)
            ok = h->used[k].id != id;       /* one object helps once */
        if (ok)
            cand[n++] = (cardrt_ref){ CARDRT_REF_OBJECT, id };
    }
    if (max > n)
        max = n;
    if (!max)
        return;
    const char *prompt = kw == CARDRT_KW_CONVOKE ? "convoke" : kw == CARDRT_KW_IMPROVISE ? "improvise" : "delve";
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = player, .source = spell, .prompt = prompt,
        .candidates = cand, .ncandidates = n, .min = 0, .max = max };
    unsigned got = cardrt_choose(g, &c, answers);
    for (unsigned i = 0; i < got; i++) {
        h->used[h->n] = cand[answers[i]];
        h->exile[h->n++] = kw == CARDRT_KW_DELVE;
    }
}

/* The generic mana COSTS (of a spell or an ability of SOURCE, PLAYER's)
 * take off for each object they count: affinity's, "This ability costs {1}
 * less to activate for each Shrine you control", "for each creature in
 * your party", "for each opponent you have" (601.2f). */
static int less_each(cardrt_game *g, unsigned player, cardrt_id source, const cardrt_cost *costs, unsigned ncosts)
{
    int less = 0;
    for (unsigned i = 0; i < ncosts; i++)
        if (costs[i].kind == CARDRT_COST_AFFINITY && !costs[i].counter)
            less += (costs[i].n ? costs[i].n : 1)
                    * cardrt_count(g, source, costs[i].which,
                                   costs[i].zones ? costs[i].zones : CARDRT_IN(CARDRT_BATTLEFIELD));
        else if (costs[i].kind == CARDRT_COST_LESS_PARTY)
            less += costs[i].n * cardrt_party_size(g, player);
        else if (costs[i].kind == CARDRT_COST_LESS_OPPONENTS)
            for (unsigned p = 0; p < g->nplayers; p++)
                less += p != player && !g->players[p].lost ? costs[i].n : 0;
    return less;
}

/* Affinity's reduction, then the objects the caster chooses for convoke,
 * improvise and delve (strict mana only: otherwise no mana is paid).  A
 * creature tapped for convoke pays one mana of a color of it that the cost
 * has a symbol of, else {1} (CR 702.51a; with several such colors, the
 * first). */
static cardrt_status choose_helpers(cardrt_game *g, unsigned player, cardrt_id spell, const char *cost, int x,
                                    helpers *h)
{
    const rt_chars *ch = rt_chars_of(g, spell, RT_READ_DEF);
    if (!g->strict_mana || !ch)
        return CARDRT_OK;
    const cardrt_card_def *d = ch->def;     /* (a face-down spell has none of its card's) */
    h->mana.less += less_each(g, player, spell, d->costs, d->ncosts);
    h->mana.x_only = rt_x_only(d->costs, d->ncosts);    /* "Spend only black mana on X" */
    for (unsigned i = 0; i < d->ncosts; i++)
        if (d->costs[i].kind == CARDRT_COST_LESS_IF && d->costs[i].which && d->costs[i].which(g, spell, spell)) {
            if (!d->costs[i].counter)
                h->mana.less += d->costs[i].n;
            else if (!rt_help_mana(&h->mana, d->costs[i].counter, -1, false))
                return CARDRT_EINVAL;
        } else if (d->costs[i].kind == CARDRT_COST_AFFINITY && d->costs[i].counter) {
            /* "This spell costs {G} less to cast for each green creature you control" */
            int n = cardrt_count(g, spell, d->costs[i].which,
                                 d->costs[i].zones ? d->costs[i].zones : CARDRT_IN(CARDRT_BATTLEFIELD));
            if (n && !rt_help_mana(&h->mana, d->costs[i].counter, -n, false))
                return CARDRT_EINVAL;
        } else if (d->costs[i].kind == CARDRT_COST_LESS_X && d->costs[i].amount) {
            int by = d->costs[i].amount(g, spell, spell);
            h->mana.less += by > 0 ? by : 0;
        }
    bool any = false;
    static const cardrt_keyword kws[] = { CARDRT_KW_CONVOKE, CARDRT_KW_IMPROVISE, CARDRT_KW_DELVE };
    for (size_t k = 0; k < 3; k++)
        any |= cardrt_has_keyword(g, spell, kws[k]);
    if (!any)
        return CARDRT_OK;
    size_t cap = g->nobjs ? g->nobjs : 1;
    h->used = malloc(cap * (sizeof *h->used + sizeof *h->exile));
    cardrt_ref *cand = malloc(cap * sizeof *cand);
    unsigned *answers = malloc(cap * sizeof *answers);
    if (!h->used || !cand || !answers) {
        free(cand);
        free(answers);
        return CARDRT_ENOMEM;
    }
    h->exile = (bool *)(h->used + cap);
    int generic;
    unsigned colors;
    rt_cost_shape(cost, x, &generic, &colors);
    for (size_t k = 0; k < 3; k++) {
        if (!cardrt_has_keyword(g, spell, kws[k]))
            continue;
        unsigned before = h->n;
        int left = generic - h->mana.less;      /* improvise and delve pay generic mana only */
        unsigned max = kws[k] == CARDRT_KW_CONVOKE ? (unsigned)cap : left > 0 ? (unsigned)left : 0;
        ask_helpers(g, player, spell, kws[k], max, h, cand, answers);
        for (unsigned i = before; i < h->n; i++) {
            unsigned both = kws[k] == CARDRT_KW_CONVOKE ? cardrt_colors(g, h->used[i].id) & colors : 0;
            if (both)
                h->mana.extra[__builtin_ctz(both)]++;
            else
                h->mana.less++;
        }
    }
    free(cand);
    free(answers);
    return CARDRT_OK;
}

/* The cast is made: tap and exile what helped. */
static void use_helpers(cardrt_game *g, helpers *h)
{
    for (unsigned i = 0; i < h->n; i++) {
        if (h->exile[i])
            cardrt_move(g, h->used[i].id, CARDRT_EXILE);
        else
            cardrt_set_tapped(g, h->used[i].id, true);
    }
    free(h->used);
    h->used = NULL;
}

/* ---- casting and activating ------------------------------------------------------ */

static const cardrt_play no_play;

/* Split second (CR 702.61a of the current rules): while a spell with it is
 * on the stack, players can't cast spells or activate abilities that
 * aren't mana abilities. */
static bool split_second(const cardrt_game *g)
{
    for (size_t i = 0; i < g->nstack; i++) {
        const rt_stack_item *it = &g->stack[i];
        if (!it->ability && !it->trigger && !it->combat
            && cardrt_has_keyword(g, it->source, CARDRT_KW_SPLIT_SECOND))
            return true;
    }
    return false;
}

const cardrt_cost *rt_cost_of(const cardrt_card_def *d, int kind)
{
    for (unsigned i = 0; i < d->ncosts; i++)
        if ((int)d->costs[i].kind == kind)
            return &d->costs[i];
    return NULL;
}

/* Strive (CR 601.2f): the mana a spell of D costs more for each of ITEM's
 * targets beyond the first, appended to TOTAL (of SIZE bytes); false when
 * it does not fit. */
static bool more_per_target(const cardrt_card_def *d, const rt_stack_item *item, char *total, size_t size)
{
    const cardrt_cost *c = rt_cost_of(d, CARDRT_COST_MORE_PER_TARGET);
    unsigned n = 0;
    for (unsigned s = 0; s < item->nslots && s < CARDRT_MAX_TARGETS; s++)
        n += item->ntargets[s];
    for (unsigned i = 1; c && c->counter && i < n; i++) {
        size_t len = strlen(total);
        if (snprintf(total + len, size - len, "%s", c->counter) >= (int)(size - len))
            return false;
    }
    return true;
}

/* CR 601.3: may OBJ, a card of D, be cast now ("Cast this spell only if
 * ...")? */
/* A legendary instant or sorcery spell: PLAYER may cast it only while they
 * control a legendary creature or planeswalker (CR 205.4e of the current
 * rules). */
static bool legendary_spell_allowed(const cardrt_game *g, const cardrt_card_def *d, unsigned player)
{
    if (!(d->supertypes & CARDRT_LEGENDARY) || !(d->types & (CARDRT_INSTANT | CARDRT_SORCERY)))
        return true;
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (g->objs[i].zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == player
            && (cardrt_supertypes(g, id) & CARDRT_LEGENDARY)
            && (cardrt_types(g, id) & (CARDRT_CREATURE | CARDRT_PLANESWALKER)))
            return true;
    }
    return false;
}

/* The most modes D may be chosen with: its own most, or that of a
 * CARDRT_COST_MORE_MODES (whose condition is asked later: more_modes_ok). */
static int most_modes(const cardrt_card_def *d)
{
    int most = d->max_modes;
    for (unsigned i = 0; i < d->ncosts; i++)
        if (d->costs[i].kind == CARDRT_COST_MORE_MODES && d->costs[i].n > most)
            most = d->costs[i].n;
    return most;
}

/* MODES of D, the spell OBJ being cast (on the stack, its options set):
 * no more than its own most, or than a CARDRT_COST_MORE_MODES allows whose
 * condition holds now (601.2b)? */
static bool more_modes_ok(cardrt_game *g, const cardrt_card_def *d, cardrt_id obj, unsigned modes)
{
    int n = __builtin_popcount(modes);
    if (n <= d->max_modes)
        return true;
    for (unsigned i = 0; i < d->ncosts; i++)
        if (d->costs[i].kind == CARDRT_COST_MORE_MODES && n <= d->costs[i].n && d->costs[i].which
            && d->costs[i].which(g, obj, obj))
            return true;
    return false;
}

static bool cast_allowed(cardrt_game *g, const cardrt_card_def *d, cardrt_id obj, unsigned player)
{
    for (unsigned i = 0; i < d->ncosts; i++)
        if (d->costs[i].kind == CARDRT_COST_ONLY_IF && d->costs[i].which && !d->costs[i].which(g, obj, obj))
            return false;
    return legendary_spell_allowed(g, d, player);
}

/* How many of D's costs are its own, before an alternative cost's (118.9). */
static unsigned own_costs(const cardrt_card_def *d)
{
    const cardrt_cost *alt = rt_cost_of(d, CARDRT_COST_ALTERNATIVE);
    return alt ? (unsigned)(alt - d->costs) : d->ncosts;
}

/* The first N of D's costs, without the other parts (CARDRT_COST_KICKER's
 * N, ...) of the keyword costs whose kinds CHOSEN has no bit for, into OUT;
 * how many. */
static unsigned chosen_costs(const cardrt_card_def *d, unsigned n, uint64_t chosen, cardrt_cost *out)
{
    unsigned k = 0;
    for (unsigned i = 0; i < n; i++) {
        const cardrt_cost *c = &d->costs[i];
        out[k++] = *c;
        bool parted = c->kind == CARDRT_COST_KICKER || c->kind == CARDRT_COST_BUYBACK
                      || c->kind == CARDRT_COST_FLASHBACK || c->kind == CARDRT_COST_ESCAPE;
        if (parted && c->n > 0 && !(chosen & (UINT64_C(1) << c->kind)))
            i += (unsigned)c->n;
    }
    return k;
}

/* Retrace's discard: a land card. */
static bool land_card(const cardrt_game *g, cardrt_id source, cardrt_id obj)
{
    (void)source;
    return cardrt_types(g, obj) & CARDRT_LAND;
}

/* The mana (as written) of D's cost of kind KIND, or NULL if it has none. */
static const char *option_cost(const cardrt_card_def *d, int kind)
{
    const cardrt_cost *c = rt_cost_of(d, kind);
    return !c ? NULL : c->counter ? c->counter : "";
}

/* A spell, or a permanent, knows how it was cast; a permanent that has
 * left the battlefield, as it last existed there ("When ~ enters the
 * battlefield, if it was kicked, ..." resolving after it left, CR 702.33d,
 * 603.4); nothing else was cast. */
static bool cast_as(const cardrt_game *g, cardrt_id obj, unsigned *options, unsigned *times)
{
    const rt_object *o = rt_obj(g, obj);
    if (o && (o->zone == CARDRT_STACK || o->zone == CARDRT_BATTLEFIELD)) {
        *options = o->cast_options;
        *times = o->cast_times;
        return true;
    }
    return o && rt_lki_cast(g, obj, options, times);
}

unsigned cardrt_cast_options(const cardrt_game *g, cardrt_id obj)
{
    unsigned options, times;
    return cast_as(g, obj, &options, &times) ? options : 0;
}

unsigned cardrt_cast_times(const cardrt_game *g, cardrt_id obj)
{
    unsigned options, times;
    return cast_as(g, obj, &options, &times) ? times : 0;
}

/* "You can't cast more than one spell each turn": has PLAYER cast as many
 * as they may? */
static bool over_limit(const cardrt_game *g, unsigned player)
{
    int limit = cardrt_spell_limit(g, player);
    return limit >= 0 && cardrt_history(g, 1u << player, CARDRT_HIST_SPELLS_CAST, false) >= limit;
}

/* Aftermath (702.127a of the current rules): a CARDRT_COST_FROM_GRAVEYARD
 * cost of N = 2. */
static bool aftermath(const rt_object *o)
{
    const cardrt_cost *c = rt_cost_of(o->def, CARDRT_COST_FROM_GRAVEYARD);
    return c && c->n == 2;
}

cardrt_status cardrt_cast_play(cardrt_game *g, unsigned player, cardrt_id obj,
                               const cardrt_play *play)
{
    rt_object *o = rt_obj(g, obj);
    if (!o || player >= g->nplayers)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    if (aftermath(o) && o->zone != CARDRT_GRAVEYARD)
        return CARDRT_EZONE;    /* cast from no zone but a graveyard (702.127a) */
    bool from_yard = o->zone == CARDRT_GRAVEYARD;
    /* Foretold on an earlier turn: from exile for its foretell cost. */
    bool foretold = o->zone == CARDRT_EXILE && o->foretold_turn && o->foretold_turn < g->turn;
    /* "You may cast spells from the top of your library" (CARDRT_RULE_PLAY_FROM_TOP) */
    bool from_top = o->zone == CARDRT_LIBRARY && rt_may_play_from_top(g, player, obj, CARDRT_EV_CAST);
    /* "You may cast ~ from your graveyard (from exile)": for its mana cost */
    const cardrt_cost *cast_from = o->zone != CARDRT_HAND ? rt_cost_of(o->def, CARDRT_COST_CAST_FROM) : NULL;
    bool permitted = cast_from && (cast_from->zones & CARDRT_IN(o->zone))
                     && (!cast_from->which || cast_from->which(g, obj, obj));
    /* "You may play that card this turn" (CARDRT_RULE_MAY_PLAY): from where
     * it is, whoever owns it */
    unsigned may = o->zone != CARDRT_HAND && o->zone != CARDRT_STACK ? rt_may_play(g, player, obj, true) : 0;
    /* Exiled on an adventure: its controller may cast it (CR 715.3d of the
     * current rules), not as an Adventure */
    bool adventured = o->zone == CARDRT_EXILE && o->adventure_by == player + 1;
    bool allowed = may || adventured || (o->zone != CARDRT_HAND && o->zone != CARDRT_STACK
                           && rt_may_play_from_graveyard(g, player, obj, CARDRT_EV_CAST));  /* "from your graveyard" */
    /* Retrace, jump-start: from the graveyard for its mana cost, a card discarded too */
    const cardrt_cost *yard = from_yard && !permitted && !allowed ? rt_cost_of(o->def, CARDRT_COST_FROM_GRAVEYARD) : NULL;
    bool flashback = from_yard && !permitted && !allowed && !yard;
    /* Escape (702.138a of the current rules): from the graveyard for its
     * escape cost, whatever the card's type, and not exiled after */
    const cardrt_cost *escape = flashback ? rt_cost_of(o->def, CARDRT_COST_ESCAPE) : NULL;
    /* Disturb (702.146a of the current rules): from the graveyard for its
     * disturb cost, transformed: the spell is the card's back face */
    const cardrt_cost *disturb = flashback && !escape && o->def->other_face && !o->def->back_face
                                 && o->def->layout == CARDRT_LAYOUT_TRANSFORM
                                 ? rt_cost_of(o->def, CARDRT_COST_DISTURB) : NULL;
    if (escape || disturb)
        flashback = false;
    if (!allowed && ((o->zone != CARDRT_HAND && !from_yard && !foretold && !from_top && !permitted) || o->owner != player))
        return CARDRT_EZONE;
    if (o->def->types & CARDRT_LAND)
        return CARDRT_EINVAL;   /* lands are played, not cast */
    if (!play)
        play = &no_play;
    /* Face down (morph, CR 702.37c in later rules): a 2/2 creature spell for
     * {3}, with nothing else. */
    bool face_down = play->options & CARDRT_PLAY_FACE_DOWN;
    if (face_down && (from_yard || play->options != CARDRT_PLAY_FACE_DOWN || !option_cost(o->def, CARDRT_COST_MORPH)))
        return CARDRT_EINVAL;
    /* As an Adventure (CR 715.3): the spell is the card's other face */
    bool adventure = play->options & CARDRT_PLAY_ADVENTURE;
    if (adventure && (face_down || adventured || from_yard || !o->def->other_face || o->def->back_face
                      || o->def->layout != CARDRT_LAYOUT_ADVENTURE))
        return CARDRT_EINVAL;
    const cardrt_card_def *front = o->def,
                          *d = face_down ? &rt_face_down : disturb || adventure ? front->other_face : front;
    /* The mana to pay: its mana cost, or from the graveyard its flashback
     * cost instead (an instant or sorcery only, CR 702.34a in later rules);
     * then the costs paid with it: entwine for every mode, kicker and
     * buyback if the caster chose them. */
    const char *base = face_down ? "{3}" : foretold ? option_cost(d, CARDRT_COST_FORETELL) : d->mana_cost;
    if (flashback && (!(base = option_cost(d, CARDRT_COST_FLASHBACK))
                      || !(d->types & (CARDRT_INSTANT | CARDRT_SORCERY))))
        return CARDRT_EZONE;
    if (escape)
        base = option_cost(d, CARDRT_COST_ESCAPE);
    if (disturb)
        base = option_cost(front, CARDRT_COST_DISTURB);
    if (foretold && face_down)
        return CARDRT_EINVAL;
    /* "You may play that card without paying its mana cost": an
     * alternative cost (CR 118.9), used when no other way to cast it is
     * chosen; X is 0 (CR 107.3b of the current rules) */
    unsigned alt_options = CARDRT_PLAY_EVOKED | CARDRT_PLAY_DASHED | CARDRT_PLAY_BLITZED | CARDRT_PLAY_ALTERNATIVE
                           | CARDRT_PLAY_BESTOWED | CARDRT_PLAY_FACE_DOWN | CARDRT_PLAY_AWAKENED
                           | CARDRT_PLAY_EMERGED;
    bool free_cast = (may & RT_MAY_FREE) && !(play->options & alt_options) && (play->x == 0 || !(may & RT_MAY_PAYING));
    if (free_cast && play->x)
        return CARDRT_EINVAL;
    if (free_cast)
        base = "";
    else if ((may & ~(unsigned)(RT_MAY_ANY_COLOR | RT_MAY_ANY_TYPE)) == RT_MAY_FREE && !permitted && !foretold && !from_top)
        return CARDRT_EINVAL;   /* only a permission without paying, and a cost chosen */
    /* Alternative costs (evoke, dash, blitz, awaken, emerge, "rather than
     * pay this spell's mana cost"): one at a time, from the hand. */
    unsigned alt = play->options & (CARDRT_PLAY_EVOKED | CARDRT_PLAY_DASHED | CARDRT_PLAY_BLITZED
                                    | CARDRT_PLAY_ALTERNATIVE | CARDRT_PLAY_BESTOWED | CARDRT_PLAY_OVERLOADED
                                    | CARDRT_PLAY_AWAKENED | CARDRT_PLAY_EMERGED);
    int alt_kind = alt == CARDRT_PLAY_EVOKED ? CARDRT_COST_EVOKE : alt == CARDRT_PLAY_DASHED ? CARDRT_COST_DASH
                   : alt == CARDRT_PLAY_BLITZED ? CARDRT_COST_BLITZ
                   : alt == CARDRT_PLAY_BESTOWED ? CARDRT_COST_BESTOW
                   : alt == CARDRT_PLAY_OVERLOADED ? CARDRT_COST_OVERLOAD
                   : alt == CARDRT_PLAY_AWAKENED ? CARDRT_COST_AWAKEN
                   : alt == CARDRT_PLAY_EMERGED ? CARDRT_COST_EMERGE : CARDRT_COST_ALTERNATIVE;
    if (alt && (from_yard || foretold || (alt & (alt - 1)) || !(base = option_cost(d, alt_kind))
                || (alt == CARDRT_PLAY_OVERLOADED && !d->overloaded)))
        return CARDRT_EINVAL;
    const cardrt_cost *alt_cost = alt == CARDRT_PLAY_ALTERNATIVE ? rt_cost_of(d, alt_kind) : NULL;
    if (alt_cost && alt_cost->which && !alt_cost->which(g, obj, obj))
        return CARDRT_ECOST;    /* "If you control a Plains, ...": not now */
    if (!base && g->strict_mana)    /* no mana cost, and no cost instead: it can't be paid (CR 118.6
                                     * of the current rules); without strict mana no cost is paid */
        return CARDRT_ECOST;
    /* The costs paid: the spell's own, with the other parts of the keyword
     * costs it is cast with, and an alternative cost's after them. */
    if (d->ncosts > 16)
        return CARDRT_ELIMIT;
    cardrt_cost joined[16];
    uint64_t chosen = (play->options & CARDRT_PLAY_KICKED ? UINT64_C(1) << CARDRT_COST_KICKER : 0)
                      | (play->options & CARDRT_PLAY_BUYBACK ? UINT64_C(1) << CARDRT_COST_BUYBACK : 0)
                      | (flashback ? UINT64_C(1) << CARDRT_COST_FLASHBACK : 0)
                      | (escape ? UINT64_C(1) << CARDRT_COST_ESCAPE : 0);
    unsigned ncosts = chosen_costs(d, own_costs(d), chosen, joined);
    for (unsigned i = alt == CARDRT_PLAY_ALTERNATIVE ? own_costs(d) + 1 : d->ncosts; i < d->ncosts; i++)
        joined[ncosts++] = d->costs[i];
    const cardrt_cost *costs = joined;
    if (yard && yard->n < 2) {  /* CR 702.81a, 702.133a (later rules): the discard is an additional cost */
        if (ncosts >= 16)
            return CARDRT_ELIMIT;
        joined[ncosts++] = (cardrt_cost){ .kind = CARDRT_COST_DISCARD, .n = 1, .which = yard->n ? NULL : land_card };
    }
    const char *entwine = d->nmodes < 32 && play->modes == (1u << d->nmodes) - 1
                          ? option_cost(d, CARDRT_COST_ALL_MODES) : NULL;
    const char *kicker = play->options & CARDRT_PLAY_KICKED ? option_cost(d, CARDRT_COST_KICKER) : NULL;
    /* a kicker cost that is a sacrifice (CR 702.33a): one more cost, paid
     * with the spell's own */
    const cardrt_cost *kick_sac = play->options & CARDRT_PLAY_KICKED ? rt_cost_of(d, CARDRT_COST_KICKER_SACRIFICE)
                                                                     : NULL;
    if (kick_sac) {
        if (ncosts >= 16)
            return CARDRT_ELIMIT;
        joined[ncosts++] = (cardrt_cost){ .kind = CARDRT_COST_SACRIFICE, .n = kick_sac->n, .which = kick_sac->which };
    }
    const char *buyback = play->options & CARDRT_PLAY_BUYBACK ? option_cost(d, CARDRT_COST_BUYBACK) : NULL;
    if ((play->options & ~(unsigned)(CARDRT_PLAY_KICKED | CARDRT_PLAY_BUYBACK | CARDRT_PLAY_EVOKED
                                     | CARDRT_PLAY_DASHED | CARDRT_PLAY_BLITZED | CARDRT_PLAY_FACE_DOWN
                                     | CARDRT_PLAY_ALTERNATIVE | CARDRT_PLAY_BESTOWED | CARDRT_PLAY_OVERLOADED
                                     | CARDRT_PLAY_ADVENTURE | CARDRT_PLAY_AWAKENED | CARDRT_PLAY_EMERGED))
        || ((play->options & CARDRT_PLAY_KICKED) && !kicker && !kick_sac)
        || ((play->options & CARDRT_PLAY_BUYBACK) && !buyback))
        return CARDRT_EINVAL;
    char total[256];
    if (snprintf(total, sizeof total, "%s%s%s%s", base ? base : "", entwine ? entwine : "",
                 kicker ? kicker : "", buyback ? buyback : "") >= (int)sizeof total)
        return CARDRT_ELIMIT;
    /* Escalate (CR 702.120a): its cost once for each mode beyond the first */
    const char *escalate = option_cost(d, CARDRT_COST_ESCALATE);
    size_t len = strlen(total);
    for (unsigned m = play->modes, first = 1; escalate && m; m &= m - 1, first = 0) {
        int w = first ? 0 : snprintf(total + len, sizeof total - len, "%s", escalate);
        if (w < 0 || (size_t)w >= sizeof total - len)
            return CARDRT_ELIMIT;
        len += (size_t)w;
    }
    /* Replicate (CR 702.56a), multikicker (702.33c): its cost as many times
     * as the caster pays it */
    const char *replicate = option_cost(d, CARDRT_COST_REPLICATE);
    const char *multikicker = option_cost(d, CARDRT_COST_MULTIKICKER);
    const char *each_time = replicate ? replicate : multikicker;
    if (play->times && (!each_time || (replicate && multikicker)))
        return CARDRT_EINVAL;
    for (unsigned t = 0; t < play->times; t++) {
        int w = snprintf(total + len, sizeof total - len, "%s", each_time);
        if (w < 0 || (size_t)w >= sizeof total - len)
            return CARDRT_ELIMIT;
        len += (size_t)w;
    }
    const char *mana_cost = total;
    if ((!entwine && !rt_modes_ok(play->modes, d->nmodes, d->min_modes, most_modes(d))) || play->x < 0)
        return CARDRT_EINVAL;
    /* CR 409 and the Fourth Edition timing rules: instants (and flash) at any
     * time a player may act; anything else in its caster's main phase, with
     * the stack empty. */
    bool fast = (d->types & CARDRT_INSTANT) || (!face_down && cardrt_has_keyword(g, obj, CARDRT_KW_FLASH));
    /* "You may cast ~ as though it had flash if you pay {2} more to cast
     * it": the cost only when the permission is what allows it */
    int flash_more = 0;
    bool sorcery_time = rt_sorcery_time(g, player);
    if (!fast && !face_down && !sorcery_time)
        fast = (flash_more = rt_cast_as_flash_cost(g, player, obj)) >= 0;
    if (!rt_may_act(g, player) || (!fast && !rt_sorcery_time(g, player)) || split_second(g)
        || over_limit(g, player) || rt_cast_forbidden(g, player, obj) || !cast_allowed(g, d, obj, player))
        return CARDRT_ETIMING;
    /* Bestowed (702.103b): an Aura spell whose one target is its enchant
     * creature's; overloaded (702.96a of the current rules): the targets of
     * its text with "each" for "target", none */
    bool bestowed = alt == CARDRT_PLAY_BESTOWED;
    const cardrt_card_def *spell = alt == CARDRT_PLAY_OVERLOADED ? d->overloaded : d;
    /* Awakened (702.113a of the current rules): one more target after its own */
    bool awakened = alt == CARDRT_PLAY_AWAKENED;
    rt_stack_item item = { .source = obj, .controller = player, .specs = bestowed ? &rt_bestow_target : spell->targets,
                           .nslots = bestowed ? 1 : spell->ntargets + awakened, .modes = play->modes, .x = play->x,
                           .awakened = awakened };
    if (!rt_divided(&item, play))
        return CARDRT_EINVAL;
    /* While it is cast, the spell is on the stack (so it cannot target itself). */
    cardrt_zone was = o->zone;
    o->zone = CARDRT_STACK;
    o->def = disturb || adventure ? d : front;     /* cast transformed (712.8a), or as an Adventure */
    o->face_down = face_down;
    o->bestowed = bestowed;
    unsigned options = o->cast_options;     /* as it is cast: "if this spell was kicked" */
    o->cast_options = play->options | (multikicker && play->times ? CARDRT_PLAY_KICKED : 0);
    rt_touch_object(g, obj);
    rt_payment mana;
    helpers help = { 0 };
    cardrt_id emerged = 0;      /* the creature sacrificed for its emerge cost */
    cardrt_status st = entwine || more_modes_ok(g, d, obj, play->modes) ? CARDRT_OK : CARDRT_EINVAL;
    if (st == CARDRT_OK)
        st = choose_targets(g, &item, play->targets, play->ntargets);
    if (st == CARDRT_OK && !more_per_target(d, &item, total, sizeof total))
        st = CARDRT_ELIMIT;
    if (st == CARDRT_OK) {
        /* "if it targets ...", "spells that target ~": its targets, chosen (CR 601.2f) */
        const rt_stack_item *before = g->asking;
        g->asking = &item;
        rt_cost_change(g, &item, &help.mana);
        help.mana.more = rt_sat_add(help.mana.more, flash_more > 0 ? flash_more : 0);
        /* "you may spend mana as though it were mana of any color to cast that spell" */
        help.mana.spend_as = (may & (RT_MAY_ANY_COLOR | RT_MAY_ANY_TYPE)) | rt_spend_as(g, player, obj);
        /* Emerge (702.119a of the current rules): the creature to sacrifice
         * is chosen as the total cost is determined, which its mana value
         * reduces (601.2f) */
        if (alt == CARDRT_PLAY_EMERGED && !(emerged = rt_emerge_choice(g, player, obj)))
            st = CARDRT_ECOST;
        if (emerged)
            help.mana.less = rt_sat_add(help.mana.less, cardrt_mana_value(g, emerged));
        st = choose_helpers(g, player, obj, mana_cost, play->x, &help);
        g->asking = before;
    }
    rt_payment helped = { 0 };
    rt_paying_for(g, obj, 0);       /* mana spent to cast it (CR 106.6) */
    if (st == CARDRT_OK && play->assist)
        st = rt_mana_assist(g, d, player, play, mana_cost, &help.mana, &helped);
    if (st == CARDRT_OK)
        st = rt_can_pay_costs(g, player, obj, 0, mana_cost, play->x, costs, ncosts, &help.mana, &mana);
    rt_paying_for(g, 0, 0);
    if (st == CARDRT_OK)
        st = rt_push(g, &item);
    if (st != CARDRT_OK) {
        free(help.used);
        o->zone = was;
        o->def = front;
        o->cast_options = options;
        o->face_down = o->bestowed = false;
        rt_touch_object(g, obj);
        return st;
    }
    o->seq = rt_tick(g);
    o->cast_times = play->times;
    o->casualty = o->conspired = false;     /* until their costs are paid (pay_casualty, pay_conspire) */
    o->cast_options = play->options | (flashback ? CARDRT_PLAY_FLASHBACK : 0) | (foretold ? CARDRT_PLAY_FORETOLD : 0)
                      | (escape ? CARDRT_PLAY_ESCAPED : 0)
                      | (multikicker && play->times ? CARDRT_PLAY_KICKED : 0)     /* CR 702.33c */
                      | ((yard && yard->n) || (from_yard && aftermath(o)) ? CARDRT_PLAY_JUMP_START : 0)
                      | (sorcery_time ? 0 : CARDRT_PLAY_NOT_SORCERY_TIME) | (may & RT_MAY_EXILE ? CARDRT_PLAY_EXILE_INSTEAD : 0);
    o->from_hand = was == CARDRT_HAND;
    o->foretold_turn = 0;
    rt_mana_pay(g, player, &mana);
    rt_mana_pay(g, play->assist_by, &helped);
    for (int k = 0; k < 6; k++)     /* the assisting player's mana was spent to cast it too */
        mana.spend[k][0] += helped.spend[k][0] + helped.spend[k][1];
    rt_mana_spent(&o->spent, &mana);
    use_helpers(g, &help);
    o->moves++;                 /* from the hand (or graveyard) to the stack */
    o->cast = true;
    o->cast_from = was;
    o->cast_step = g->step;
    o->cast_own_turn = g->active == player;
    rt_acted(g, player);
    rt_pay_all(g, player, obj, 0, costs, ncosts, &g->stack[g->nstack - 1]);  /* the spell, just pushed */
    if (emerged)
        rt_pay_emerge(g, emerged, &g->stack[g->nstack - 1]);
    cardrt_event ev = { .kind = CARDRT_EV_CAST, .object = obj, .player = player, .amount = (int)g->spells_cast++ };
    rt_event(g, &ev);
    rt_targeted(g, &item);
    rt_check_sba(g);   /* the player receives priority: CR 117.3c, 704.3 */
    return CARDRT_OK;
}

cardrt_status rt_cast_during(cardrt_game *g, unsigned player, cardrt_id obj, const char *cost, unsigned options)
{
    rt_object *o = rt_obj(g, obj);
    if (!o || o->zone == CARDRT_STACK || (o->def->types & CARDRT_LAND))
        return CARDRT_EINVAL;
    if (aftermath(o) && o->zone != CARDRT_GRAVEYARD)
        return CARDRT_EZONE;
    const cardrt_card_def *d = o->def;
    if (over_limit(g, player) || rt_cast_forbidden(g, player, obj) || !cast_allowed(g, d, obj, player))
        return CARDRT_ETIMING;
    rt_stack_item item = { .source = obj, .controller = player, .specs = d->targets, .nslots = d->ntargets };
    cardrt_zone was = o->zone;
    bool hidden = o->face_down;     /* a card exiled face down (hideaway): a spell face up */
    o->zone = CARDRT_STACK;
    o->face_down = false;
    rt_touch_object(g, obj);
    rt_payment mana = { 0 };
    cardrt_status st = item.nslots > CARDRT_MAX_TARGETS ? CARDRT_ELIMIT : CARDRT_OK;
    if (st == CARDRT_OK && (!rt_choose_modes(g, &item, d->nmodes, d->min_modes, d->max_modes, d->name)
                            || !rt_choose_targets(g, &item)))
        st = CARDRT_ETARGET;
    rt_help help = { 0 };
    char total[256] = "";
    if (st == CARDRT_OK && (snprintf(total, sizeof total, "%s", cost ? cost : "") >= (int)sizeof total
                            || !more_per_target(d, &item, total, sizeof total)))
        st = CARDRT_ELIMIT;
    if (st == CARDRT_OK && (cost || *total)) {     /* Strive's is paid even for a free spell */
        cost = total;
        const rt_stack_item *before = g->asking;    /* its targets, chosen (CR 601.2f) */
        g->asking = &item;
        rt_cost_change(g, &item, &help);
        g->asking = before;
        rt_paying_for(g, obj, 0);
        st = rt_mana_plan(g, player, cost, 0, 0, &help, &mana);
        rt_paying_for(g, 0, 0);
    }
    if (st == CARDRT_OK)
        st = rt_push(g, &item);
    if (st != CARDRT_OK) {
        o->zone = was;
        o->face_down = hidden;
        rt_touch_object(g, obj);
        return st;
    }
    /* It left its zone for the stack (without the zone-change event of
     * cardrt_move, as casting from the hand). */
    o->zone = was;
    rt_lki_move(g, obj, was, CARDRT_STACK, 0);
    rt_counters_move(g, obj, was, CARDRT_STACK);
    rt_effects_forget(g, obj);
    o->left = was;
    o->zone = CARDRT_STACK;
    o->seq = rt_tick(g);
    o->moves++;
    o->cast_options = options;
    o->from_hand = false;
    rt_mana_pay(g, player, &mana);
    rt_mana_spent(&o->spent, &mana);
    o->cast = true;
    o->cast_from = was;
    o->cast_step = g->step;
    o->cast_own_turn = g->active == player;
    cardrt_event ev = { .kind = CARDRT_EV_CAST, .object = obj, .player = player, .amount = (int)g->spells_cast++ };
    rt_event(g, &ev);
    rt_targeted(g, &g->stack[g->nstack - 1]);
    return CARDRT_OK;
}

cardrt_status rt_discard(cardrt_game *g, cardrt_id obj, const rt_stack_item *by)
{
    rt_object *o = rt_obj(g, obj);
    if (!o || o->zone != CARDRT_HAND)
        return CARDRT_EZONE;
    bool madness = option_cost(o->def, CARDRT_COST_MADNESS);
    cardrt_event ev = { .kind = CARDRT_EV_DISCARD, .object = obj, .player = o->owner,
                        .from = CARDRT_HAND, .to = madness ? CARDRT_EXILE : CARDRT_GRAVEYARD,
                        .source = by ? by->source : 0, .cause = by ? by->controller + 1 : 0 };
    o->discarding = madness;
    o->discard_cause = ev.cause;
    cardrt_status st = cardrt_move(g, obj, ev.to);
    g->objs[obj - 1].discarding = false;
    g->objs[obj - 1].discard_cause = 0;
    if (st == CARDRT_OK)
        rt_event(g, &ev);
    return st;
}

cardrt_status cardrt_cast(cardrt_game *g, unsigned player, cardrt_id obj,
                          const cardrt_ref *targets, const unsigned *ntargets)
{
    cardrt_play play = { .targets = targets, .ntargets = ntargets };
    return cardrt_cast_play(g, player, obj, &play);
}

/* Its abilities are its copiable values' (a copy's are the original's),
 * none if it lost them, then those effects grant it (CR 418.5a: added after
 * a loss, they stay), then the mana abilities of its basic land types
 * (CR 305.6; lost with the rest, but not with the abilities of its text
 * that a new basic land type takes, 305.7); *GRANTER gets the source of
 * the effect that grants it (0: none). */
static const cardrt_activated_def *activated_of(const cardrt_game *g, cardrt_id obj, unsigned index,
                                                cardrt_id *granter)
{
    const rt_chars *c = g ? rt_chars_of(g, obj, RT_READ_DEF | RT_READ_ABILITIES) : NULL;
    *granter = 0;
    if (!c)
        return NULL;
    if (index < c->def->nactivated)
        return c->lost_abilities ? NULL : &c->def->activated[index];
    index -= c->def->nactivated;
    for (unsigned k = 0; k < c->ngranted; k++) {
        if (index < c->granted[k]->nactivated) {
            *granter = c->granters[k];
            return &c->granted[k]->activated[index];
        }
        index -= c->granted[k]->nactivated;
    }
    return c->lost_land_mana ? NULL : rt_basic_land_ability(g, obj, index);
}

const cardrt_activated_def *cardrt_activated_of(const cardrt_game *g, cardrt_id obj, unsigned index)
{
    cardrt_id granter;
    return activated_of(g, obj, index, &granter);
}

cardrt_status cardrt_activate_play(cardrt_game *g, unsigned player, cardrt_id obj, unsigned index,
                                   const cardrt_play *play)
{
    rt_object *o = rt_obj(g, obj);
    cardrt_id granter = 0;
    const cardrt_activated_def *ab = o ? activated_of(g, obj, index, &granter) : NULL;
    if (!ab || player >= g->nplayers)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    unsigned zones = ab->zones ? ab->zones : CARDRT_IN(CARDRT_BATTLEFIELD);
    if (!(CARDRT_IN(o->zone) & zones))
        return CARDRT_EZONE;
    /* On the battlefield its controller activates it; elsewhere its owner
     * (any player if it says so, CR 602.2 of the current rules). */
    unsigned who = o->zone == CARDRT_BATTLEFIELD ? cardrt_controller(g, obj) : o->owner;
    if ((who != player && !(ab->timing & CARDRT_TIMING_ANY_PLAYER)) || rt_activation_forbidden(g, obj, ab->mana_ability))
        return CARDRT_EINVAL;
    if (!play)
        play = &no_play;
    if (!rt_modes_ok(play->modes, ab->nmodes, ab->min_modes, ab->max_modes) || play->x < 0)
        return CARDRT_EINVAL;
    /* CR 606.3 (later rules): a loyalty ability only as a sorcery, and only
     * if none of its permanent's loyalty abilities has been this turn. */
    bool loyalty = rt_is_loyalty_ability(ab);
    if (!rt_may_act(g, player) || (!ab->mana_ability && split_second(g))
        || (((ab->timing & CARDRT_TIMING_SORCERY) || loyalty) && !rt_sorcery_time(g, player)))
        return CARDRT_ETIMING;
    if (loyalty && o->loyalty_turn == g->turn)
        return CARDRT_ETIMING;
    if ((ab->timing & CARDRT_TIMING_ONCE) && o->once_turn == g->turn && index < 64
        && (o->once_used & (UINT64_C(1) << index)))
        return CARDRT_ETIMING;
    if ((ab->timing & CARDRT_TIMING_ONCE_EVER) && (index >= 64 || (o->once_ever_used & (UINT64_C(1) << index))))
        return CARDRT_ETIMING;
    if (ab->condition && !ab->condition(g, obj))
        return CARDRT_ETIMING;  /* "Activate only if ...", "only during your turn" */
    rt_payment mana;
    rt_stack_item item = { .source = obj, .source_moves = o->moves, .ability = ab, .controller = player,
                           .specs = ab->targets, .nslots = ab->ntargets, .modes = play->modes, .x = play->x };
    if (!rt_divided(&item, play))
        return CARDRT_EINVAL;
    rt_help help = { 0 };
    cardrt_status st = choose_targets(g, &item, play->targets, play->ntargets);
    if (st == CARDRT_OK) {
        rt_cost_change(g, &item, &help);
        help.less += less_each(g, player, obj, ab->costs, ab->ncosts);
        help.x_only = rt_x_only(ab->costs, ab->ncosts);     /* "Spend only black mana on X" */
        rt_paying_for(g, 0, obj);   /* mana spent to activate its ability (CR 106.6) */
        st = rt_can_pay_costs(g, player, obj, granter, ab->mana_cost, play->x, ab->costs, ab->ncosts, &help,
                              &mana);
        rt_paying_for(g, 0, 0);
    }
    if (st != CARDRT_OK)
        return st;
    rt_mana_spent(&item.spent, &mana);     /* "if mana from a Treasure was spent to activate this ability" */
    if (!ab->mana_ability && (st = rt_push(g, &item)) != CARDRT_OK)
        return st;
    if ((ab->timing & CARDRT_TIMING_ONCE) && index < 64) {
        if (o->once_turn != g->turn)
            o->once_used = 0;
        o->once_turn = g->turn;
        o->once_used |= UINT64_C(1) << index;
    }
    if (ab->timing & CARDRT_TIMING_ONCE_EVER)
        o->once_ever_used |= UINT64_C(1) << index;
    if (loyalty)
        o->loyalty_turn = g->turn;
    rt_mana_pay(g, player, &mana);
    rt_acted(g, player);
    rt_pay_all(g, player, obj, granter, ab->costs, ab->ncosts, ab->mana_ability ? &item : &g->stack[g->nstack - 1]);
    cardrt_event act = { .kind = CARDRT_EV_ACTIVATE, .object = obj, .player = player, .text = ab->text,
                         .amount = ab->mana_ability ? CARDRT_ACTIVATED_MANA : loyalty ? CARDRT_ACTIVATED_LOYALTY : 0 };
    rt_event(g, &act);
    if (ab->timing & CARDRT_TIMING_CYCLING) {
        cardrt_event ev = { .kind = CARDRT_EV_CYCLE, .object = obj, .player = player };
        rt_event(g, &ev);
    }
    if (!ab->mana_ability)
        rt_targeted(g, &item);
    int before[6];
    memcpy(before, g->players[player].mana, sizeof before);
    if (ab->mana_ability && ab->effect) {       /* at once, without the stack */
        cardrt_ctx ctx;
        rt_ctx_init(&ctx, g, &item);
        ab->effect(&ctx);
        rt_ctx_free(&ctx);
    }
    bool tap = false;
    for (unsigned i = 0; ab->mana_ability && i < ab->ncosts; i++)
        tap |= ab->costs[i].kind == CARDRT_COST_TAP;
    if (tap) {                  /* CR 106.12: it was tapped for mana, and produced what it added */
        cardrt_event ev = { .kind = CARDRT_EV_TAPPED_FOR_MANA, .object = obj, .player = player };
        for (int k = 0; k < 6; k++)
            if (g->players[player].mana[k] > before[k]) {
                ev.mana |= 1u << k;
                ev.amount += g->players[player].mana[k] - before[k];
            }
        rt_event(g, &ev);
    }
    rt_check_sba(g);   /* the player receives priority: CR 117.3c, 704.3 */
    return CARDRT_OK;
}

cardrt_status cardrt_activate(cardrt_game *g, unsigned player, cardrt_id obj, unsigned index,
                              const cardrt_ref *targets, const unsigned *ntargets)
{
    cardrt_play play = { .targets = targets, .ntargets = ntargets };
    return cardrt_activate_play(g, player, obj, index, &play);
}

unsigned cardrt_stack_size(const cardrt_game *g)
{
    return g ? (unsigned)g->nstack : 0;
}

uint8_t *rt_resolved_slot(cardrt_game *g, const rt_stack_item *item)
{
    rt_object *o = rt_obj(g, item->source);
    const cardrt_card_def *d = o ? o->def : NULL;
    size_t i = RT_MAX_RESOLVED;
    for (size_t k = 0; d && item->ability && k < d->nactivated && i == RT_MAX_RESOLVED; k++)
        if (item->ability == &d->activated[k])
            i = k;
    for (size_t k = 0; d && item->trigger && k < d->ntriggers && i == RT_MAX_RESOLVED; k++)
        if (item->trigger == &d->triggers[k])
            i = d->nactivated + k;
    if (i >= RT_MAX_RESOLVED)
        return NULL;
    if (o->resolved_turn != g->turn || o->resolved_moves != item->source_moves) {
        memset(o->resolved, 0, sizeof o->resolved);
        o->resolved_turn = g->turn;
        o->resolved_moves = item->source_moves;
    }
    return &o->resolved[i];
}

/* CR 413.2: check targets, do what the text says, then the spell goes to
 * its graveyard or onto the battlefield (413.2h); then the active player
 * receives priority. */
/* What spell O does as it resolves: its card's, or cast for its overload
 * cost, its card's with "each" for "target" (702.96a of the current rules). */
static cardrt_effect_fn spell_resolve(const rt_object *o)
{
    return o->def->overloaded && (o->cast_options & CARDRT_PLAY_OVERLOADED) ? o->def->overloaded->resolve
                                                                           : o->def->resolve;
}

void rt_resolve(cardrt_game *g)
{
    rt_stack_item item = g->stack[--g->nstack];
    g->priority = g->active;
    g->passed = 0;
    if (item.combat) {
        rt_resolve_combat_damage(g);
        rt_check_sba(g);
        return;
    }
    cardrt_ctx ctx;
    rt_ctx_init(&ctx, g, &item);
    unsigned chosen = 0, legal = 0;
    for (unsigned s = 0; s < item.nslots; s++)
        for (unsigned i = 0; i < item.ntargets[s]; i++) {
            chosen++;
            ctx.legal[s][i] = rt_target_same(g, &item, s, i)         /* CR 400.7, 608.2b */
                              && rt_target_legal(g, &item, rt_slot_spec(&item, s), item.targets[s][i]);
            legal += ctx.legal[s][i];
        }
    bool is_spell = !item.ability && !item.trigger && !item.copy && rt_obj(g, item.source);
    bool countered = chosen > 0 && legal == 0;      /* 413.2a */
    if (countered && is_spell && rt_at(g, item.source)->bestowed) {
        rt_at(g, item.source)->bestowed = false;    /* 702.103e: it resolves as a creature spell */
        rt_touch_object(g, item.source);
        countered = false;
    }
    /* An intervening "if" is checked again as the ability resolves. */
    if (item.trigger && !rt_trigger_condition(g, item.trigger, item.source, item.has_event ? &item.event : NULL))
        countered = true;
    cardrt_event res = { .kind = CARDRT_EV_RESOLVE, .object = item.source, .player = item.controller,
                         .amount = countered,
                         .text = item.ability ? item.ability->text : item.trigger ? item.trigger->text : NULL };
    rt_event(g, &res);
    uint8_t *times = !countered ? rt_resolved_slot(g, &item) : NULL;
    if (times && *times < UINT8_MAX)
        ++*times;               /* "this is the second time this ability has resolved this turn" */
    /* Ascend on an instant or sorcery (CR 702.131a): as it resolves */
    if (!countered && (is_spell || item.copy) && rt_obj(g, item.source) && rt_at(g, item.source)->def->ascend
        && (rt_at(g, item.source)->def->types & (CARDRT_INSTANT | CARDRT_SORCERY)))
        rt_ascend(g, item.controller);
    if (!countered) {
        cardrt_effect_fn fn = item.ability ? item.ability->effect
                            : item.trigger ? item.trigger->effect
                            : is_spell || (item.copy && rt_obj(g, item.source))
                                ? spell_resolve(rt_at(g, item.source)) : NULL;
        if (fn)
            fn(&ctx);
        if (item.awakened)
            rt_awaken(&ctx);
    }
    /* (The effect may have made objects: look the spell up again.) */
    rt_object *spell = is_spell ? rt_obj(g, item.source) : NULL;
    if (spell && spell->zone == CARDRT_STACK) {
        bool permanent = !(spell->def->types & (CARDRT_INSTANT | CARDRT_SORCERY));
        if (permanent && !countered) {
            spell->base_controller = item.controller;   /* CR 413.2h: under its controller's control */
            spell->x = item.x;
            /* An Aura enters attached to what it targeted (FAQ 1.1.01). */
            if (item.nslots == 1 && item.ntargets[0] == 1 && ctx.legal[0][0]
                && item.targets[0][0].kind == CARDRT_REF_OBJECT)
                spell->attached_to = item.targets[0][0].id;
            else if (item.nslots == 1 && item.ntargets[0] == 1 && ctx.legal[0][0]
                     && item.targets[0][0].kind == CARDRT_REF_PLAYER && cardrt_has_subtype(g, item.source, "Aura"))
                spell->attached_player = (unsigned)item.targets[0][0].id + 1;  /* "Enchant player" */
            cardrt_move(g, item.source, CARDRT_BATTLEFIELD);
            const rt_object *entered = rt_obj(g, item.source);
            if (entered && entered->zone == CARDRT_BATTLEFIELD && entered->attached_to)
                rt_attach_event(g, item.source, entered->attached_to, true);    /* it enters attached */
        } else {
            /* CR 702.27a (later rules): a spell whose buyback cost was paid
             * goes to its owner's hand as it resolves. */
            bool bought = !countered && (spell->cast_options & CARDRT_PLAY_BUYBACK);
            /* CR 715.3d of the current rules: an Adventure is exiled instead,
             * and its controller may cast the card from there */
            bool adventure = !countered && (spell->cast_options & CARDRT_PLAY_ADVENTURE);
            if (adventure) {
                cardrt_move(g, item.source, CARDRT_EXILE);
                rt_object *exiled = rt_obj(g, item.source);
                if (exiled && exiled->zone == CARDRT_EXILE)
                    exiled->adventure_by = item.controller + 1;
            } else if (countered || bought || !rt_rebound(g, item.source, item.controller)) {
                cardrt_move(g, item.source, bought ? CARDRT_HAND : CARDRT_GRAVEYARD);
            }
        }
        rt_touch_object(g, item.source);        /* its controller as a permanent */
    }
    rt_ctx_free(&ctx);
    rt_touch_state(g);
    rt_check_sba(g);
}

cardrt_status cardrt_resolve_top(cardrt_game *g)
{
    if (!g)
        return CARDRT_EINVAL;
    if (g->nstack == 0)
        return CARDRT_ESTACK;
    rt_resolve(g);
    return CARDRT_OK;
}
