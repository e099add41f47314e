/* sel.c — what generated code calls as a spell or ability resolves:
 * selections of objects and players (targets, the source, objects a filter
 * takes, choices, counts over them), which fx.c's actions act on (cardrt.h,
 * "Helpers for generated code"). */
#include <stdlib.h>
#include <string.h>

#include "rt.h"

rt_sel *rt_sel_at(cardrt_ctx *ctx, int sel)
{
    return ctx && sel >= 0 && sel < CARDRT_NSEL ? &ctx->sel[sel] : NULL;
}

/* Add R unless it is there already. */
static void sel_add(rt_sel *s, cardrt_ref r)
{
    for (unsigned i = 0; i < s->n; i++)
        if (rt_same_ref(s->items[i], r))
            return;
    size_t cap = s->cap;
    if (!rt_grow((void **)&s->items, &cap, s->n + 1, sizeof *s->items))
        return;                 /* out of memory: the item is left out */
    s->cap = (unsigned)cap;
    s->items[s->n++] = r;
}

void rt_sel_add(rt_sel *s, cardrt_ref r)
{
    sel_add(s, r);
}

static cardrt_ref object_ref(cardrt_id id)
{
    return (cardrt_ref){ CARDRT_REF_OBJECT, id };
}

static cardrt_ref player_ref(unsigned p)
{
    return (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)p };
}

void cardrt_sel_target(cardrt_ctx *ctx, int sel, int slot)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!s || slot < 0)
        return;
    for (unsigned i = 0; i < cardrt_ctx_target_count(ctx, (unsigned)slot); i++) {
        cardrt_ref t;
        if (cardrt_ctx_target(ctx, (unsigned)slot, i, &t))
            sel_add(s, t);
    }
}

void cardrt_sel_source(cardrt_ctx *ctx, int sel)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    const rt_object *o = rt_obj(ctx->g, ctx->item->source);
    if (s && o) {
        const rt_stack_item *it = ctx->item;
        bool left = it->trigger && it->has_event && it->event.kind == CARDRT_EV_ZONE_CHANGE
                    && it->event.from == CARDRT_BATTLEFIELD && it->event.object == it->source;
        sel_add(s, object_ref(it->source));
        s->the_copy |= it->copy;
        /* "When Academy Rector dies, you may exile it": not once Fool's Demise
         * has returned the card to the battlefield (what it was is still read) */
        if (left && o->moves != it->source_moves)
            s->moved_on = it->source;
    }
}

void cardrt_sel_source_in(cardrt_ctx *ctx, int sel, unsigned zones)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    const rt_object *o = rt_obj(ctx->g, ctx->item->source);
    if (s && o && o->moves == ctx->item->source_moves && (CARDRT_IN(o->zone) & zones)) {
        sel_add(s, object_ref(ctx->item->source));
        s->the_copy |= ctx->item->copy;
    }
}

void cardrt_sel_players(cardrt_ctx *ctx, int sel, int who)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!s)
        return;
    cardrt_game *g = ctx->g;
    unsigned me = ctx->item->controller;
    /* In turn order from the active player (the Fourth Edition FAQ: "Spells
     * and effects that affect both players ... resolve their effect on the
     * active player first"). */
    for (unsigned k = 0; k < g->nplayers; k++) {
        unsigned p = (g->active + k) % g->nplayers;
        if (g->players[p].lost)
            continue;
        bool in = who == CARDRT_WHO_EACH || (who == CARDRT_WHO_YOU && p == me)
                  || (who == CARDRT_WHO_OPPONENTS && p != me)
                  || (who == CARDRT_WHO_ACTIVE && p == g->active)
                  || (who == CARDRT_WHO_DEFENDING && (int)p == cardrt_defending_player_of(g, ctx->item->source))
                  || (who == CARDRT_WHO_CHOSEN && (int)p == cardrt_chosen_player(g, ctx->item->source));
        if (in)
            sel_add(s, player_ref(p));
    }
}

static bool in_zones(const rt_object *o, unsigned zones)
{
    return o->zone != CARDRT_NOWHERE
           && (CARDRT_IN(o->zone) & (zones ? zones : CARDRT_IN(CARDRT_BATTLEFIELD)));
}

void cardrt_sel_objects(cardrt_ctx *ctx, int sel, cardrt_affects_fn which, unsigned zones)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!s)
        return;
    cardrt_game *g = ctx->g;
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (in_zones(&g->objs[i], zones) && (!which || which(g, ctx->item->source, id)))
            sel_add(s, object_ref(id));
    }
}

int cardrt_count(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which, unsigned zones)
{
    if (!g)
        return 0;
    int n = 0;
    for (size_t i = 0; i < g->nobjs; i++)
        n += in_zones(&g->objs[i], zones) && (!which || which(g, source, (cardrt_id)(i + 1)));
    return n;
}

int cardrt_count_controlled(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which, unsigned player)
{
    if (!g || player >= g->nplayers)
        return 0;
    int n = 0;
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        n += g->objs[i].zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == player
             && (!which || which(g, source, id));
    }
    return n;
}

int cardrt_total(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which, unsigned zones, int stat)
{
    if (!g || (stat != CARDRT_STAT_POWER && stat != CARDRT_STAT_MANA_VALUE))
        return 0;
    int n = 0;
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (in_zones(&g->objs[i], zones) && (!which || which(g, source, id)))
            n = rt_sat_add(n, stat == CARDRT_STAT_POWER ? cardrt_power(g, id) : cardrt_mana_value(g, id));
    }
    return n;
}

/* The greatest STAT among the objects in ZONES that WHICH accepts, of
 * those PLAYER controls when PLAYER is a player (else of any). */
static int greatest_of(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which, unsigned zones, int stat,
                       int player)
{
    if (!g || (stat != CARDRT_STAT_POWER && stat != CARDRT_STAT_TOUGHNESS && stat != CARDRT_STAT_MANA_VALUE))
        return 0;
    int best = 0;
    bool any = false;
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (!in_zones(&g->objs[i], zones) || (player >= 0 && cardrt_controller(g, id) != (unsigned)player)
            || (which && !which(g, source, id)))
            continue;
        int v = stat == CARDRT_STAT_POWER ? cardrt_power(g, id)
              : stat == CARDRT_STAT_TOUGHNESS ? cardrt_toughness(g, id) : cardrt_mana_value(g, id);
        if (!any || v > best)
            best = v;
        any = true;
    }
    return best;
}

int cardrt_greatest(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which, unsigned zones, int stat)
{
    return greatest_of(g, source, which, zones, stat, -1);
}

int cardrt_greatest_controlled(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which, int stat,
                               unsigned player)
{
    if (!g || player >= g->nplayers)
        return 0;
    return greatest_of(g, source, which, CARDRT_IN(CARDRT_BATTLEFIELD), stat, (int)player);
}

/* Is STAT one of kinds counted as bits (type_bits)? */
static bool bits_stat(int stat)
{
    return stat == CARDRT_STAT_CARD_TYPES || stat == CARDRT_STAT_BASIC_LAND_TYPES || stat == CARDRT_STAT_COLORS;
}

/* OBJ's card types (CARDRT_STAT_CARD_TYPES), its basic land types
 * (_BASIC_LAND_TYPES) or its colors (_COLORS), as bits. */
static unsigned type_bits(const cardrt_game *g, cardrt_id obj, int stat)
{
    static const char *const basic[] = { "Plains", "Island", "Swamp", "Mountain", "Forest" };
    unsigned bits = 0;
    if (stat == CARDRT_STAT_CARD_TYPES)
        return cardrt_types(g, obj);
    if (stat == CARDRT_STAT_COLORS)
        return cardrt_colors(g, obj) & 31u;
    for (unsigned k = 0; k < 5; k++)
        bits |= cardrt_has_subtype(g, obj, basic[k]) ? 1u << k : 0;
    return bits;
}

int cardrt_count_distinct(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which, unsigned zones, int stat)
{
    if (g && bits_stat(stat)) {
        unsigned seen = 0;
        for (size_t i = 0; i < g->nobjs; i++)
            if (in_zones(&g->objs[i], zones) && (!which || which(g, source, (cardrt_id)(i + 1))))
                seen |= type_bits(g, (cardrt_id)(i + 1), stat);
        return __builtin_popcount(seen);
    }
    if (!g || (stat != CARDRT_STAT_POWER && stat != CARDRT_STAT_MANA_VALUE && stat != CARDRT_STAT_NAME))
        return 0;
    cardrt_id *seen = malloc((g->nobjs + 1) * sizeof *seen);
    int n = 0;
    for (size_t i = 0; seen && i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (!in_zones(&g->objs[i], zones) || (which && !which(g, source, id)))
            continue;
        const char *name = stat == CARDRT_STAT_NAME ? cardrt_name(g, id) : NULL;
        if (stat == CARDRT_STAT_NAME && (!name || !*name))
            continue;
        bool again = false;
        for (int k = 0; k < n && !again; k++)
            again = stat == CARDRT_STAT_NAME ? strcmp(cardrt_name(g, seen[k]), name) == 0
                  : stat == CARDRT_STAT_POWER ? cardrt_power(g, seen[k]) == cardrt_power(g, id)
                                              : cardrt_mana_value(g, seen[k]) == cardrt_mana_value(g, id);
        if (!again)
            seen[n++] = id;
    }
    free(seen);
    return n;
}

void cardrt_sel_event(cardrt_ctx *ctx, int sel, int what)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!s || !ctx->item->has_event)
        return;
    const cardrt_event *ev = &ctx->item->event;
    switch (what) {
    case CARDRT_EVENT_OBJECT: {
        const rt_object *o = rt_obj(ctx->g, ev->object);
        if (o)
            sel_add(s, object_ref(ev->object));
        /* "When enchanted creature dies, return that card": not once it has
         * left the graveyard (CR 400.7); what it was is still read */
        if (o && ctx->item->trigger && o->moves != ctx->item->event_moves)
            s->moved_on = ev->object;
        break;
    }
    case CARDRT_EVENT_SOURCE:
        /* "counter it", "that spell or ability": the ability itself while
         * it is on the stack (CR 113.7a of the current rules), not its source */
        if (ev->kind == CARDRT_EV_TARGETED && rt_stack_ability(ctx->g, ev->amount))
            sel_add(s, (cardrt_ref){ CARDRT_REF_ABILITY, ev->amount });
        else if (rt_obj(ctx->g, ev->source))
            sel_add(s, object_ref(ev->source));
        break;
    case CARDRT_EVENT_PLAYER:
        if (ev->player < ctx->g->nplayers)
            sel_add(s, player_ref(ev->player));
        break;
    case CARDRT_EVENT_TARGET:
        if (ev->target.kind != CARDRT_REF_NONE)
            sel_add(s, ev->target);
        break;
    case CARDRT_EVENT_OTHER: {
        /* the source's own creature is the ability's source or, for an
         * Aura or Equipment, what it is attached to ("Whenever equipped
         * creature blocks or becomes blocked by a Vampire") */
        const rt_object *me = rt_obj(ctx->g, ctx->item->source);
        cardrt_id host = me ? me->attached_to : 0;
        cardrt_id other = ev->object == ctx->item->source || (host && ev->object == host) ? ev->source : ev->object;
        if (rt_obj(ctx->g, other))
            sel_add(s, object_ref(other));
        break;
    }
    default:
        break;
    }
}

void cardrt_sel_paid(cardrt_ctx *ctx, int sel, int cost_kind)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    for (unsigned i = 0; s && i < ctx->item->npaid; i++)
        if (ctx->item->paid_kind[i] == cost_kind && (size_t)ctx->item->paid[i] <= ctx->g->nobjs)
            sel_add(s, object_ref(ctx->item->paid[i]));     /* wherever it went (its last known information) */
}

void cardrt_sel_related(cardrt_ctx *ctx, int dst, int src, int how)
{
    rt_sel *d = rt_sel_at(ctx, dst), *s = rt_sel_at(ctx, src);
    if (!d || !s || d == s)
        return;
    for (unsigned i = 0; i < s->n; i++) {
        cardrt_ref r = s->items[i];
        int ability_controller = r.kind == CARDRT_REF_ABILITY ? cardrt_stack_ability_controller(ctx->g, r.id) : -1;
        if (how == CARDRT_REL_CONTROLLER && ability_controller >= 0)  /* who activated it, or controlled its source (CR 113.8) */
            sel_add(d, player_ref((unsigned)ability_controller));
        if (r.kind != CARDRT_REF_OBJECT || !rt_obj(ctx->g, r.id))
            continue;
        switch (how) {
        case CARDRT_REL_CONTROLLER: {  /* of one that left the battlefield, as it last was (CR 603.10a, 608.2h) */
            cardrt_zone z = cardrt_zone_of(ctx->g, r.id);
            sel_add(d, player_ref(z == CARDRT_BATTLEFIELD || z == CARDRT_STACK ? cardrt_controller(ctx->g, r.id)
                                                                               : cardrt_last_controller(ctx->g, r.id)));
            break;
        }
        case CARDRT_REL_OWNER:
            sel_add(d, player_ref(cardrt_owner(ctx->g, r.id)));
            break;
        case CARDRT_REL_ATTACHED_TO: {     /* as it last was, if it left (CR 413.2f) */
            cardrt_id host = cardrt_attached_to(ctx->g, r.id);
            host = host ? host : rt_lki_host(ctx->g, r.id);
            if (host)
                sel_add(d, object_ref(host));
            break;
        }
        case CARDRT_REL_ATTACKING: {        /* "the player or planeswalker it's attacking" */
            const rt_object *o = rt_obj(ctx->g, r.id);
            cardrt_ref at = o && o->zone == CARDRT_BATTLEFIELD ? o->attacking : (cardrt_ref){ CARDRT_REF_NONE, 0 };
            if (at.kind == CARDRT_REF_PLAYER
                || (at.kind == CARDRT_REF_OBJECT && (cardrt_types(ctx->g, at.id) & CARDRT_PLANESWALKER)))
                sel_add(d, at);
            break;
        }
        default:
            break;
        }
    }
}

/* MIN to MAX items of SRC player WHO chooses, added to DST; all of them,
 * unasked, when SRC has no more than MIN. */
static void sel_choose_between(cardrt_ctx *ctx, int dst, int src, unsigned who, unsigned min, unsigned max,
                               const char *prompt)
{
    rt_sel *d = rt_sel_at(ctx, dst), *s = rt_sel_at(ctx, src);
    if (!d || !s || d == s || max == 0 || s->n == 0)
        return;
    if (min >= s->n) {
        for (unsigned i = 0; i < s->n; i++)
            sel_add(d, s->items[i]);
        return;
    }
    unsigned *answers = malloc(s->n * sizeof *answers);
    if (!answers)
        return;
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = who,
        .source = ctx->item->source, .prompt = prompt, .candidates = s->items, .ncandidates = s->n,
        .min = min, .max = max < s->n ? max : s->n };
    unsigned got = cardrt_choose(ctx->g, &c, answers);
    for (unsigned i = 0; i < got; i++)
        sel_add(d, s->items[answers[i]]);
    free(answers);
}

void cardrt_sel_choose(cardrt_ctx *ctx, int dst, int src, int n, const char *prompt)
{
    if (n > 0 && ctx)
        sel_choose_between(ctx, dst, src, ctx->item->controller, (unsigned)n, (unsigned)n, prompt);
}

void cardrt_sel_choose_up_to(cardrt_ctx *ctx, int dst, int src, int n, const char *prompt)
{
    if (n > 0 && ctx)
        sel_choose_between(ctx, dst, src, ctx->item->controller, 0, (unsigned)n, prompt);
}

void cardrt_sel_choose_by(cardrt_ctx *ctx, int dst, int src, int who, int n, const char *prompt)
{
    unsigned ps[CARDRT_MAX_PLAYERS];
    if (n > 0 && ctx && rt_players_of(ctx, who, ps) > 0)
        sel_choose_between(ctx, dst, src, ps[0], (unsigned)n, (unsigned)n, prompt);
}

void cardrt_sel_separate(cardrt_ctx *ctx, int dst, int src, int who)
{
    unsigned ps[CARDRT_MAX_PLAYERS];
    const rt_sel *s = rt_sel_at(ctx, src);
    if (!s || (who >= 0 && rt_players_of(ctx, who, ps) == 0))
        return;
    sel_choose_between(ctx, dst, src, who >= 0 ? ps[0] : ctx->item->controller, 0, s->n, "the first pile");
}

void cardrt_sel_choose_pile(cardrt_ctx *ctx, int pile, int src)
{
    rt_sel *p = rt_sel_at(ctx, pile), *s = rt_sel_at(ctx, src);
    unsigned answer;
    if (!p || !s || p == s)
        return;
    cardrt_choice c = { .kind = CARDRT_CHOOSE_MODES, .player = ctx->item->controller, .source = ctx->item->source,
                        .prompt = "a pile: 1 the first, 2 the second", .ncandidates = 2, .min = 1, .max = 1 };
    if (cardrt_choose(ctx->g, &c, &answer) != 1 || answer != 1)
        return;
    cardrt_ref *first = malloc((p->n + 1) * sizeof *first);
    if (!first)
        return;
    unsigned nfirst = p->n;
    memcpy(first, p->items, nfirst * sizeof *first);
    p->n = 0;
    for (unsigned i = 0; i < s->n; i++) {   /* the second pile: the others */
        bool in_first = false;
        for (unsigned j = 0; j < nfirst && !in_first; j++)
            in_first = first[j].kind == s->items[i].kind && first[j].id == s->items[i].id;
        if (!in_first)
            sel_add(p, s->items[i]);
    }
    free(first);
}

void cardrt_sel_choose_each(cardrt_ctx *ctx, int dst, int src, int who, int n, const char *prompt)
{
    unsigned ps[CARDRT_MAX_PLAYERS], np = n > 0 && ctx ? rt_players_of(ctx, who, ps) : 0;
    rt_sel *d = rt_sel_at(ctx, dst), *s = rt_sel_at(ctx, src);
    if (!d || !s || d == s)
        return;
    cardrt_ref *own = malloc((s->n + 1) * sizeof *own);
    unsigned *answers = malloc((s->n + 1) * sizeof *answers);
    /* CR 101.4: each chooses in turn (the selection's order: from the
     * active player), among the permanents they control, the cards they own */
    for (unsigned i = 0; own && answers && i < np; i++) {
        unsigned k = 0;
        for (unsigned j = 0; j < s->n; j++) {
            cardrt_ref r = s->items[j];
            if (r.kind != CARDRT_REF_OBJECT)
                continue;
            unsigned whose = cardrt_zone_of(ctx->g, r.id) == CARDRT_BATTLEFIELD ? cardrt_controller(ctx->g, r.id)
                                                                               : cardrt_owner(ctx->g, r.id);
            if (whose == ps[i])
                own[k++] = r;
        }
        unsigned got = (unsigned)n < k ? (unsigned)n : k;
        if (got < k) {
            cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = ps[i], .source = ctx->item->source,
                                .prompt = prompt, .candidates = own, .ncandidates = k, .min = got, .max = got };
            got = cardrt_choose(ctx->g, &c, answers);
        } else {
            for (unsigned j = 0; j < k; j++)
                answers[j] = j;
        }
        for (unsigned j = 0; j < got; j++)
            sel_add(d, own[answers[j]]);
    }
    free(own);
    free(answers);
}

void cardrt_sel_random(cardrt_ctx *ctx, int dst, int src, int n)
{
    rt_sel *d = rt_sel_at(ctx, dst), *s = rt_sel_at(ctx, src);
    if (!d || !s || d == s || n <= 0)
        return;
    unsigned k = s->n, *order = malloc((k + 1) * sizeof *order);
    if (!order)
        return;
    for (unsigned i = 0; i < k; i++)
        order[i] = i;
    /* the first N of a random permutation (Fisher-Yates, stopped early) */
    for (unsigned i = 0; i < k && i < (unsigned)n; i++) {
        unsigned r = i + (unsigned)(rt_random(ctx->g) % (k - i)), t = order[i];
        order[i] = order[r];
        order[r] = t;
        sel_add(d, s->items[order[i]]);
    }
    free(order);
}

void cardrt_sel_order(cardrt_ctx *ctx, int dst, int src, const char *prompt)
{
    rt_sel *d = rt_sel_at(ctx, dst), *s = rt_sel_at(ctx, src);
    if (!d || !s || d == s)
        return;
    unsigned n = s->n, *answers = malloc((n + 1) * sizeof *answers);
    if (!answers)
        return;
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = ctx->item->controller,
        .source = ctx->item->source, .prompt = prompt, .candidates = s->items, .ncandidates = n,
        .min = n, .max = n };
    unsigned got = n > 1 ? cardrt_choose(ctx->g, &c, answers) : 0;
    bool *taken = calloc(n + 1, sizeof *taken);
    for (unsigned i = 0; taken && i < got; i++)
        if (answers[i] < n && !taken[answers[i]]) {
            taken[answers[i]] = true;
            sel_add(d, s->items[answers[i]]);
        }
    for (unsigned i = 0; i < n; i++)        /* the rest (all, by default) as they were */
        if (!taken || !taken[i])
            sel_add(d, s->items[i]);
    free(taken);
    free(answers);
}

void cardrt_sel_reverse(cardrt_ctx *ctx, int sel)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    for (unsigned i = 0; s && i < s->n / 2; i++) {
        cardrt_ref t = s->items[i];
        s->items[i] = s->items[s->n - 1 - i];
        s->items[s->n - 1 - i] = t;
    }
}

bool cardrt_sel_any(cardrt_ctx *ctx, int sel, cardrt_affects_fn which)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    for (unsigned i = 0; s && which && i < s->n; i++)
        if (s->items[i].kind == CARDRT_REF_OBJECT && rt_obj(ctx->g, s->items[i].id)
            && which(ctx->g, ctx->item->source, s->items[i].id))
            return true;
    return false;
}

void cardrt_sel_keep(cardrt_ctx *ctx, int sel, cardrt_affects_fn which)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!s || !which)
        return;
    unsigned k = 0;
    for (unsigned i = 0; i < s->n; i++)
        if (s->items[i].kind == CARDRT_REF_OBJECT && rt_obj(ctx->g, s->items[i].id)
            && which(ctx->g, ctx->item->source, s->items[i].id))
            s->items[k++] = s->items[i];
    s->n = k;
}

void cardrt_sel_keep_controlling(cardrt_ctx *ctx, int sel, cardrt_affects_fn which, int min, int max)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!s || !which)
        return;
    unsigned k = 0;
    for (unsigned i = 0; i < s->n; i++) {
        cardrt_ref r = s->items[i];
        int n = r.kind == CARDRT_REF_PLAYER ? cardrt_count_controlled(ctx->g, ctx->item->source, which, (unsigned)r.id) : -1;
        if (n >= min && n >= 0 && (max < 0 || n <= max))
            s->items[k++] = r;
    }
    s->n = k;
}

void cardrt_sel_keep_players(cardrt_ctx *ctx, int sel, unsigned players)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!s)
        return;
    unsigned k = 0;
    for (unsigned i = 0; i < s->n; i++) {
        cardrt_ref r = s->items[i];
        if (r.kind != CARDRT_REF_PLAYER || (r.id >= 0 && r.id < 32 && (players >> r.id & 1u)))
            s->items[k++] = r;
    }
    s->n = k;
}

void cardrt_sel_keep_controlled(cardrt_ctx *ctx, int sel, int players, bool by_owner)
{
    rt_sel *s = rt_sel_at(ctx, sel), *p = rt_sel_at(ctx, players);
    if (!s || !p || s == p)
        return;
    unsigned k = 0;
    for (unsigned i = 0; i < s->n; i++) {
        cardrt_ref r = s->items[i];
        bool keep = false;
        if (r.kind == CARDRT_REF_OBJECT && rt_obj(ctx->g, r.id)) {
            unsigned who = by_owner ? cardrt_owner(ctx->g, r.id) : cardrt_controller(ctx->g, r.id);
            for (unsigned j = 0; j < p->n && !keep; j++)
                keep = rt_same_ref(p->items[j], player_ref(who));
        }
        if (keep)
            s->items[k++] = r;
    }
    s->n = k;
}

void cardrt_sel_keep_sharing_color(cardrt_ctx *ctx, int sel, int with)
{
    rt_sel *s = rt_sel_at(ctx, sel), *w = rt_sel_at(ctx, with);
    if (!s || !w || s == w)
        return;
    unsigned colors = 0, k = 0;
    for (unsigned j = 0; j < w->n; j++)
        if (w->items[j].kind == CARDRT_REF_OBJECT)
            colors |= cardrt_last_colors(ctx->g, w->items[j].id);     /* as it last existed */
    for (unsigned i = 0; i < s->n; i++) {
        cardrt_ref r = s->items[i];
        if (r.kind == CARDRT_REF_OBJECT && rt_obj(ctx->g, r.id) && (cardrt_colors(ctx->g, r.id) & colors))
            s->items[k++] = r;
    }
    s->n = k;
}

/* Keep in SEL the objects that stand in the relation REL (with ARG) to some
 * object of WITH: the frame of the cardrt_sel_keep_* that relate two
 * selections. */
typedef bool rel_fn(const cardrt_game *g, cardrt_id a, cardrt_id b, int arg);

static void keep_related(cardrt_ctx *ctx, int sel, int with, rel_fn *rel, int arg)
{
    rt_sel *s = rt_sel_at(ctx, sel), *w = rt_sel_at(ctx, with);
    if (!s || !w || s == w)
        return;
    unsigned k = 0;
    for (unsigned i = 0; i < s->n; i++) {
        cardrt_ref r = s->items[i];
        bool kept = false;
        for (unsigned j = 0; r.kind == CARDRT_REF_OBJECT && rt_obj(ctx->g, r.id) && j < w->n && !kept; j++)
            kept = w->items[j].kind == CARDRT_REF_OBJECT && rel(ctx->g, r.id, w->items[j].id, arg);
        if (kept)
            s->items[k++] = r;
    }
    s->n = k;
}

static bool shares_type(const cardrt_game *g, cardrt_id a, cardrt_id b, int creature_types)
{
    return rt_obj(g, b) && (creature_types ? cardrt_shares_creature_type(g, a, b)
                                           : (cardrt_types(g, a) & cardrt_types(g, b)) != 0);
}

void cardrt_sel_keep_sharing_type(cardrt_ctx *ctx, int sel, int with, bool creature_types)
{
    keep_related(ctx, sel, with, shares_type, creature_types);
}

bool rt_same_name(const cardrt_game *g, cardrt_id a, cardrt_id b)
{
    const char *name = rt_obj(g, a) ? cardrt_name(g, a) : NULL, *other = rt_obj(g, b) ? cardrt_name(g, b) : NULL;
    return name && *name && other && strcmp(name, other) == 0;
}

static bool same_name(const cardrt_game *g, cardrt_id a, cardrt_id b, int unused)
{
    (void)unused;
    return rt_same_name(g, a, b);
}

void cardrt_sel_keep_same_name(cardrt_ctx *ctx, int sel, int with)
{
    keep_related(ctx, sel, with, same_name, 0);
}

bool cardrt_related(const cardrt_game *g, cardrt_id a, cardrt_id b, int how)
{
    if (!g || !rt_obj(g, a) || !rt_obj(g, b))
        return false;
    switch (how) {
    case CARDRT_SAME_NAME:
        return rt_same_name(g, a, b);
    case CARDRT_SHARES_COLOR:
        return (cardrt_colors(g, a) & cardrt_last_colors(g, b)) != 0;
    case CARDRT_SHARES_CREATURE_TYPE:
        return cardrt_shares_creature_type(g, a, b);
    case CARDRT_SHARES_CARD_TYPE:
        return (cardrt_types(g, a) & cardrt_last_types(g, b)) != 0;
    default:
        return false;
    }
}

bool cardrt_related_exists(const cardrt_game *g, cardrt_id source, cardrt_id obj, cardrt_affects_fn which,
                           unsigned zones, int how)
{
    for (size_t i = 0; g && i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (id != obj && in_zones(&g->objs[i], zones) && (!which || which(g, source, id))
            && cardrt_related(g, obj, id, how))
            return true;
    }
    return false;
}

static bool blocking(const cardrt_game *g, cardrt_id a, cardrt_id b, int how)
{
    return ((how & CARDRT_BLOCKING) && cardrt_blocks(g, a, b))
           || ((how & CARDRT_BLOCKED_BY) && cardrt_blocks(g, b, a))
           || ((how & CARDRT_BANDED_WITH) && cardrt_banded_with(g, a, b));
}

void cardrt_sel_keep_blocking(cardrt_ctx *ctx, int sel, int with, int how)
{
    keep_related(ctx, sel, with, blocking, how);
}

static bool attached(const cardrt_game *g, cardrt_id a, cardrt_id b, int unused)
{
    (void)unused;
    return cardrt_attached_to(g, a) == b;
}

void cardrt_sel_keep_attached(cardrt_ctx *ctx, int sel, int to)
{
    keep_related(ctx, sel, to, attached, 0);
}

void cardrt_sel_top(cardrt_ctx *ctx, int dst, int players, int n)
{
    rt_sel *d = rt_sel_at(ctx, dst), *p = rt_sel_at(ctx, players);
    if (!d || !p || d == p || n <= 0)
        return;
    for (unsigned i = 0; i < p->n; i++) {
        cardrt_ref r = p->items[i];
        if (r.kind != CARDRT_REF_PLAYER || r.id < 0 || (unsigned)r.id >= ctx->g->nplayers)
            continue;
        unsigned k;
        cardrt_ref *lib = rt_cards_in(ctx->g, (unsigned)r.id, CARDRT_LIBRARY, &k);
        for (unsigned j = 0; lib && j < k && j < (unsigned)n; j++)
            sel_add(d, lib[j]);
        free(lib);
    }
}

cardrt_id cardrt_top_card(const cardrt_game *g, unsigned player)
{
    unsigned k;
    cardrt_ref *lib = g && player < g->nplayers ? rt_cards_in(g, player, CARDRT_LIBRARY, &k) : NULL;
    cardrt_id top = lib && k ? lib[0].id : 0;
    free(lib);
    return top;
}

void cardrt_sel_add(cardrt_ctx *ctx, int dst, int src)
{
    rt_sel *d = rt_sel_at(ctx, dst), *s = rt_sel_at(ctx, src);
    for (unsigned i = 0; d && s && d != s && i < s->n; i++)
        sel_add(d, s->items[i]);
}

bool cardrt_sel_nth(cardrt_ctx *ctx, int dst, int src, int i)
{
    rt_sel *d = rt_sel_at(ctx, dst), *s = rt_sel_at(ctx, src);
    if (!d || !s || d == s || i < 0 || (unsigned)i >= s->n)
        return false;
    d->n = 0;
    sel_add(d, s->items[i]);
    return true;
}

void cardrt_sel_clear(cardrt_ctx *ctx, int first, int n)
{
    for (int i = first; i >= 0 && i < first + n; i++) {
        rt_sel *s = rt_sel_at(ctx, i);
        if (s)
            s->n = 0;
    }
}

void cardrt_sel_remove(cardrt_ctx *ctx, int dst, int src)
{
    rt_sel *d = rt_sel_at(ctx, dst), *s = rt_sel_at(ctx, src);
    if (!d || !s || d == s)
        return;
    unsigned kept = 0;
    for (unsigned i = 0; i < d->n; i++) {
        bool named = false;
        for (unsigned j = 0; j < s->n && !named; j++)
            named = d->items[i].kind == s->items[j].kind && d->items[i].id == s->items[j].id;
        if (!named)
            d->items[kept++] = d->items[i];
    }
    d->n = kept;
}

int cardrt_sel_count(const cardrt_ctx *ctx, int sel)
{
    return ctx && sel >= 0 && sel < CARDRT_NSEL ? (int)ctx->sel[sel].n : 0;
}

cardrt_id cardrt_sel_first_object(cardrt_ctx *ctx, int sel)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    for (unsigned i = 0; s && i < s->n; i++)
        if (s->items[i].kind == CARDRT_REF_OBJECT && rt_obj(ctx->g, s->items[i].id))
            return s->items[i].id;
    return 0;
}

int cardrt_sel_first_player(cardrt_ctx *ctx, int sel)
{
    unsigned ps[CARDRT_MAX_PLAYERS];
    return rt_players_of(ctx, sel, ps) ? (int)ps[0] : -1;
}

bool cardrt_sel_has_player(cardrt_ctx *ctx, int sel, int player)
{
    unsigned ps[CARDRT_MAX_PLAYERS], n = rt_players_of(ctx, sel, ps);
    for (unsigned i = 0; i < n; i++)
        if ((int)ps[i] == player)
            return true;
    return false;
}

int cardrt_sel_counters(cardrt_ctx *ctx, int sel, const char *kind)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    int total = 0;
    for (unsigned i = 0; s && i < s->n; i++)
        if (s->items[i].kind == CARDRT_REF_OBJECT)       /* as it last existed (CR 413.2f) */
            total += cardrt_last_counter_count(ctx->g, s->items[i].id, kind);
    return total;
}

int cardrt_sel_history(cardrt_ctx *ctx, int sel, int what, bool last_turn)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    unsigned players = 0;
    for (unsigned i = 0; s && i < s->n; i++)
        if (s->items[i].kind == CARDRT_REF_PLAYER && s->items[i].id >= 0 && s->items[i].id < CARDRT_MAX_PLAYERS)
            players |= 1u << s->items[i].id;
    return s ? cardrt_history(ctx->g, players, (cardrt_history_kind)what, last_turn) : 0;
}

int cardrt_sel_stat(cardrt_ctx *ctx, int sel, int stat)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    int total = 0;
    if (bits_stat(stat)) {
        unsigned seen = 0;
        for (unsigned i = 0; s && i < s->n; i++)
            if (s->items[i].kind == CARDRT_REF_OBJECT && rt_obj(ctx->g, s->items[i].id))
                seen |= type_bits(ctx->g, s->items[i].id, stat);
        return __builtin_popcount(seen);
    }
    for (unsigned i = 0; s && i < s->n; i++) {
        cardrt_ref r = s->items[i];
        int p = 0, t = 0;
        const rt_object *o = r.kind == CARDRT_REF_OBJECT ? rt_obj(ctx->g, r.id) : NULL;
        /* the source as it left, though it has come back since ("When Elenda
         * dies, create X ... tokens, where X is Elenda's power": the Elenda
         * that died, not the one Angelic Renewal returned; CR 400.7, 603.10a) */
        const rt_chars *was = o && r.id == ctx->item->source && o->moves != ctx->item->source_moves
                              ? rt_lki_as_moved(ctx->g, r.id, ctx->item->source_moves) : NULL;
        if (r.kind == CARDRT_REF_OBJECT) {
            if (was) {
                p = was->power;
                t = was->toughness;
            } else {
                cardrt_last_pt(ctx->g, r.id, &p, &t);  /* as it last existed (CR 413.2f) */
            }
            total += stat == CARDRT_STAT_POWER ? p : stat == CARDRT_STAT_TOUGHNESS ? t
                   : stat == CARDRT_STAT_MANA_VALUE ? cardrt_mana_value(ctx->g, r.id) : 0;
        } else if (r.kind == CARDRT_REF_PLAYER) {
            total += stat == CARDRT_STAT_LIFE ? cardrt_life(ctx->g, (unsigned)r.id)
                   : stat == CARDRT_STAT_HAND ? (int)cardrt_zone_size(ctx->g, (unsigned)r.id, CARDRT_HAND)
                   : stat == CARDRT_STAT_LIBRARY ? (int)cardrt_zone_size(ctx->g, (unsigned)r.id, CARDRT_LIBRARY)
                   : 0;
        }
    }
    return total;
}

int cardrt_sel_max(cardrt_ctx *ctx, int sel, int stat)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    int best = 0;
    for (unsigned i = 0; s && i < s->n; i++) {
        cardrt_ref r = s->items[i];
        int p = 0, t = 0, v;
        if (r.kind != CARDRT_REF_OBJECT)
            continue;
        cardrt_last_pt(ctx->g, r.id, &p, &t);
        v = stat == CARDRT_STAT_POWER ? p : stat == CARDRT_STAT_TOUGHNESS ? t
          : stat == CARDRT_STAT_MANA_VALUE ? cardrt_mana_value(ctx->g, r.id) : 0;
        if (i == 0 || v > best)
            best = v;
    }
    return best;
}

int cardrt_fx_result(const cardrt_ctx *ctx)
{
    return ctx ? ctx->result : 0;
}

int cardrt_fx_event_amount(const cardrt_ctx *ctx)
{
    return ctx && ctx->item && ctx->item->has_event ? ctx->item->event.amount : 0;
}
