/* rules.c — rules that static abilities and effects change (cardrt_rule):
 * "Players can't gain life", "can't be countered", cost changes (the
 * current CR 601.2f), and replacement effects (CR 416.1; 614 and 616 of
 * the current rules). */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "rt.h"

/* One rule in force, and where it comes from: a static ability of SOURCE
 * (ST), an effect locked on objects (E), or a rule of g->rules (R). */
typedef struct found {
    const cardrt_rule *rule;
    cardrt_id source;
    unsigned controller;
    const cardrt_static_def *st;
    const rt_effect *e;
    const rt_rule *r;
} found;

/* Called for each rule of KIND in force; true stops the walk. */
typedef bool (*visit_fn)(void *u, const found *f);

static bool visit_statics(const cardrt_game *g, cardrt_id id, const cardrt_card_def *d, cardrt_rule_kind kind,
                          bool self_only, visit_fn fn, void *u)
{
    for (unsigned s = 0; s < d->nstatics; s++) {
        const cardrt_static_def *st = &d->statics[s];
        if (rt_static_kept(g, id, st))
            continue;
        for (unsigned k = 0; k < st->nchanges; k++) {
            const cardrt_rule *r = st->changes[k].kind == CARDRT_RULE_CHANGE ? st->changes[k].rule : NULL;
            if (!r || r->kind != kind || (self_only && !r->self))
                continue;
            if (st->condition && !st->condition(g, id))
                break;
            found f = { r, id, cardrt_controller(g, id), st, NULL, NULL };
            if (fn(u, &f))
                return true;
        }
    }
    return false;
}

/* Has D a static ability with a rule of KIND (any kind when KIND < 0)?
 * (Most cards have none: the layers need not be asked about them.) */
static bool has_rule(const cardrt_card_def *d, int kind)
{
    for (unsigned s = 0; s < d->nstatics; s++)
        for (unsigned k = 0; k < d->statics[s].nchanges; k++) {
            const cardrt_change *c = &d->statics[s].changes[k];
            if (c->kind == CARDRT_RULE_CHANGE && c->rule && (kind < 0 || (int)c->rule->kind == kind))
                return true;
        }
    return false;
}

bool rt_def_has_rules(const cardrt_card_def *d)
{
    return has_rule(d, -1);
}

/* Every rule of KIND in force: static abilities of permanents and emblems (with their
 * abilities, their conditions holding), then effects and rules from
 * resolved spells and abilities in the order they began.  SELF (0: none)
 * is an object whose own self-replacement effects apply from any zone. */
static void each_rule(const cardrt_game *g, cardrt_rule_kind kind, cardrt_id self, visit_fn fn, void *u)
{
    for (size_t i = 0; (g->rule_defs || g->copies) && i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        bool here = g->objs[i].zone == CARDRT_BATTLEFIELD || g->objs[i].zone == CARDRT_COMMAND;    /* CR 114.4 */
        if ((!here && id != self) || (!g->copies && !has_rule(g->objs[i].def, (int)kind)))
            continue;
        const rt_chars *ch = rt_chars_of(g, id, RT_READ_DEF | RT_READ_ABILITIES);
        if (!ch || ch->lost_abilities || g->objs[i].face_down)
            continue;
        if (visit_statics(g, id, ch->def, kind, !here, fn, u))
            return;
    }
    for (size_t i = 0; i < g->neffects; i++) {
        const rt_effect *e = &g->effects[i];
        if (rt_effect_lapsed(g, e, false))
            continue;
        for (unsigned k = 0; k < e->nchanges; k++) {
            const cardrt_rule *r = e->changes[k].kind == CARDRT_RULE_CHANGE ? e->changes[k].rule : NULL;
            found f = { r, e->source, cardrt_last_controller(g, e->source), NULL, e, NULL };
            if (r && r->kind == kind && fn(u, &f))
                return;
        }
    }
    for (size_t i = 0; i < g->nrules; i++) {
        const rt_rule *r = &g->rules[i];
        if ((r->duration == CARDRT_AS_LONG_AS && r->holds && !r->holds(g, r->source)) || r->used)
            continue;
        found f = { r->rule, r->source, r->controller, NULL, NULL, r };
        if (r->rule->kind == kind && fn(u, &f))
            return;
    }
}

/* Does F apply to WHO? */
static bool covers(const cardrt_game *g, const found *f, cardrt_ref who)
{
    if (who.kind == CARDRT_REF_PLAYER) {
        if (who.id < 0 || (unsigned)who.id >= g->nplayers)
            return false;
        if (f->r && f->r->player)       /* "Target player can't play lands this turn" */
            return (unsigned)who.id + 1 == f->r->player;
        switch (f->rule->who) {
        case CARDRT_WHO_YOU: return (unsigned)who.id == f->controller;
        case CARDRT_WHO_OPPONENTS: return (unsigned)who.id != f->controller;
        case CARDRT_WHO_EACH: return true;
        case CARDRT_WHO_DEFENDING: return who.id == cardrt_defending_player_of(g, f->source);
        default: return false;
        }
    }
    if (who.kind != CARDRT_REF_OBJECT || !rt_obj(g, who.id))
        return false;
    if (f->st)
        return f->st->affects ? f->st->affects(g, f->source, who.id) : who.id == f->source;
    if (f->e) {
        for (unsigned i = 0; i < f->e->nobjects; i++)
            if (f->e->objects[i] == who.id)
                return true;
        return false;
    }
    return !f->r->which || f->r->which(g, f->source, who.id);
}

/* What a query looks for, and what it found. */
typedef struct ask {
    const cardrt_game *g;
    cardrt_ref who;
    bool yes;
    int limit;                  /* CARDRT_RULE_SPELL_LIMIT: the least (-1: none) */
    const rt_stack_item *item;  /* CARDRT_RULE_COST: the spell or ability */
    int more, less, less_one;
    struct rt_help *help;       /* CARDRT_RULE_COST: where mana of one kind goes */
    int extra;                  /* CARDRT_RULE_EXTRA_LANDS: their sum */
    unsigned player;            /* CARDRT_RULE_MAY_PLAY: who would play it */
    bool cast;                  /* CARDRT_RULE_MAY_PLAY: cast, not played as a land */
    unsigned found;             /* CARDRT_RULE_MAY_PLAY: RT_MAY_* bits of the rules found */
    bool dealing, combat;       /* CARDRT_RULE_NO_PREVENTION: WHO deals the damage; combat damage */
    bool mana_ability;          /* CARDRT_RULE_CANT_ACTIVATE: of a mana ability */
} ask;

static bool ask_applies(void *u, const found *f)
{
    ask *a = u;
    return a->yes = covers(a->g, f, a->who);
}

static bool ask_unpreventable(void *u, const found *f)
{
    ask *a = u;
    int n = f->rule->n;
    bool fits = n == CARDRT_NO_PREVENTION_ANY
                || (a->dealing && (n == CARDRT_NO_PREVENTION_DEALT || (n == CARDRT_NO_PREVENTION_COMBAT_DEALT && a->combat)));
    return a->yes = fits && covers(a->g, f, a->who);
}

bool rt_damage_unpreventable(const cardrt_game *g, cardrt_id source, cardrt_ref to, bool combat)
{
    ask a = { .g = g, .who = { CARDRT_REF_OBJECT, (int32_t)source }, .dealing = true, .combat = combat };
    each_rule(g, CARDRT_RULE_NO_PREVENTION, 0, ask_unpreventable, &a);
    if (a.yes || to.kind != CARDRT_REF_OBJECT)
        return a.yes;
    ask b = { .g = g, .who = to, .combat = combat };
    each_rule(g, CARDRT_RULE_NO_PREVENTION, 0, ask_unpreventable, &b);
    return b.yes;
}

/* A rule CARDRT_RULE_CANT_ENTER for an object in one of the zones its N says. */
static bool ask_cant_enter(void *u, const found *f)
{
    ask *a = u;
    const rt_object *o = rt_obj(a->g, a->who.id);
    return a->yes = o && (f->rule->n & CARDRT_IN(o->zone)) && covers(a->g, f, a->who);
}

bool rt_cant_enter(const cardrt_game *g, cardrt_id obj)
{
    ask a = { .g = g, .who = { CARDRT_REF_OBJECT, (int32_t)obj } };
    each_rule(g, CARDRT_RULE_CANT_ENTER, 0, ask_cant_enter, &a);
    return a.yes;
}

bool rt_rule_applies(const cardrt_game *g, cardrt_ref who, cardrt_rule_kind kind)
{
    ask a = { .g = g, .who = who };
    each_rule(g, kind, 0, ask_applies, &a);
    return a.yes;
}

bool rt_cant_lose(const cardrt_game *g, unsigned player)
{
    return rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)player }, CARDRT_RULE_CANT_LOSE);
}

bool cardrt_rule_applies(const cardrt_game *g, cardrt_ref who, cardrt_rule_kind kind)
{
    return g && kind != CARDRT_RULE_COST && kind != CARDRT_RULE_REPLACE && kind != CARDRT_RULE_PREVENT
           && kind != CARDRT_RULE_CANT_BLOCK_THIS && kind != CARDRT_RULE_CANT_ATTACK_THIS
           && kind != CARDRT_RULE_PLAY_FROM_TOP && kind != CARDRT_RULE_PLAY_FROM_GRAVEYARD
           && kind != CARDRT_RULE_CAST_AS_FLASH && kind != CARDRT_RULE_CANT_CAST
           && kind != CARDRT_RULE_CANT_BE_TARGETED && kind != CARDRT_RULE_MAY_PLAY && kind != CARDRT_RULE_PROTECTION
           && kind != CARDRT_RULE_CANT_BE_BLOCKED_THIS && kind != CARDRT_RULE_PROTECTION_FROM
           && kind != CARDRT_RULE_EXTRA_TRIGGER && rt_rule_applies(g, who, kind);
}

/* An event a triggered ability of OBJ triggers on, and the rules that make
 * it trigger again. */
typedef struct again {
    const cardrt_game *g;
    cardrt_id obj;
    const cardrt_event *ev;
    int n;
} again;

static bool ask_again(void *u, const found *f)
{
    again *a = u;
    if (covers(a->g, f, (cardrt_ref){ CARDRT_REF_OBJECT, a->obj })
        && (!f->rule->applies || f->rule->applies(a->g, f->source, a->ev)))
        a->n++;
    return false;
}

int rt_extra_triggers(const cardrt_game *g, cardrt_id obj, const cardrt_event *ev)
{
    const rt_object *o = rt_obj(g, obj);
    if (!o || o->zone != CARDRT_BATTLEFIELD)
        return 0;
    again a = { g, obj, ev, 0 };
    each_rule(g, CARDRT_RULE_EXTRA_TRIGGER, 0, ask_again, &a);
    return a.n;
}

static bool ask_limit(void *u, const found *f)
{
    ask *a = u;
    if (covers(a->g, f, a->who) && (a->limit < 0 || f->rule->n < a->limit))
        a->limit = f->rule->n < 0 ? 0 : f->rule->n;
    return false;
}

static bool ask_extra(void *u, const found *f)
{
    ask *a = u;
    if (covers(a->g, f, a->who) && f->rule->n != 0)
        a->extra = f->rule->n < 0 || a->extra == INT_MAX ? INT_MAX : a->extra + f->rule->n;
    return false;
}

int rt_lands_allowed(const cardrt_game *g, unsigned player)
{
    ask a = { .g = g, .who = { CARDRT_REF_PLAYER, (int32_t)player } };
    each_rule(g, CARDRT_RULE_EXTRA_LANDS, 0, ask_extra, &a);
    return a.extra == INT_MAX ? INT_MAX : 1 + a.extra;     /* "any number of lands" */
}

int cardrt_spell_limit(const cardrt_game *g, unsigned player)
{
    if (!g || player >= g->nplayers)
        return -1;
    ask a = { .g = g, .who = { CARDRT_REF_PLAYER, (int32_t)player }, .limit = -1 };
    each_rule(g, CARDRT_RULE_SPELL_LIMIT, 0, ask_limit, &a);
    return a.limit;
}

/* The latest rule in force that covers A->who: its timestamp (an object's
 * static ability has its object's) and number. */
typedef struct latest {
    ask a;
    uint64_t timestamp;
    bool any;
    int n;
} latest;

static bool ask_latest(void *u, const found *f)
{
    latest *l = u;
    if (!covers(l->a.g, f, l->a.who))
        return false;
    const rt_object *o = f->st ? rt_obj(l->a.g, f->source) : NULL;
    uint64_t t = f->e ? f->e->timestamp : f->r ? f->r->timestamp : o ? o->timestamp : 0;
    if (!l->any || t >= l->timestamp) {
        l->any = true;
        l->timestamp = t;
        l->n = f->rule->n;
    }
    return false;
}

/* The sum of the changes to a maximum hand size later than the rule that
 * set it (A->timestamp, if A->any). */
typedef struct changes {
    latest *set;
    int sum;
} changes;

static bool ask_change(void *u, const found *f)
{
    changes *c = u;
    latest one = { .a = c->set->a };
    ask_latest(&one, f);
    if (one.any && (!c->set->any || one.timestamp >= c->set->timestamp))
        c->sum += one.n;
    return false;
}

int cardrt_max_hand_size(const cardrt_game *g, unsigned player)
{
    if (!g || player >= g->nplayers)
        return 7;
    latest l = { .a = { .g = g, .who = { CARDRT_REF_PLAYER, (int32_t)player } }, .n = 7 };
    each_rule(g, CARDRT_RULE_MAX_HAND_SIZE, 0, ask_latest, &l);
    if (l.n < 0)
        return -1;
    changes c = { &l, 0 };
    each_rule(g, CARDRT_RULE_HAND_SIZE_CHANGE, 0, ask_change, &c);
    return l.n + c.sum < 0 ? 0 : l.n + c.sum;
}

static bool targets(const rt_stack_item *item, cardrt_id obj)
{
    for (unsigned s = 0; s < item->nslots && s < CARDRT_MAX_TARGETS; s++)
        for (unsigned i = 0; i < item->ntargets[s]; i++)
            if (item->targets[s][i].kind == CARDRT_REF_OBJECT && item->targets[s][i].id == obj)
                return true;
    return false;
}

static bool ask_cost(void *u, const found *f)
{
    ask *a = u;
    const cardrt_rule *r = f->rule;
    if (r->ability != (a->item->ability != NULL) || !covers(a->g, f, a->who)
        || (r->targets_source && !targets(a->item, f->source)))
        return false;
    int n = r->n, times = r->amount ? r->amount(a->g, f->source, a->item->source) : 1;
    if (r->amount) {
        long long k = (long long)r->n * times;
        n = k > INT_MAX ? INT_MAX : k < -INT_MAX ? -INT_MAX : (int)k;
    }
    for (int k = 0; k < 6; k++) {
        long long m = (long long)r->mana[k] * times, size = m < 0 ? -m : m;
        int by = size > INT_MAX ? INT_MAX : (int)size;
        int *to = m > 0 ? &a->help->mana_more[k] : r->mana_only ? &a->help->mana_less_only[k] : &a->help->mana_less[k];
        if (m)
            *to = rt_sat_add(*to, by);
    }
    if (n > 0)
        a->more = rt_sat_add(a->more, n);
    else if (r->kind == CARDRT_RULE_COST_AT_LEAST_ONE)
        a->less_one = rt_sat_add(a->less_one, -n);
    else
        a->less = rt_sat_add(a->less, -n);
    return false;
}

void rt_cost_change(const cardrt_game *g, const rt_stack_item *item, struct rt_help *help)
{
    ask a = { .g = g, .who = { CARDRT_REF_OBJECT, item->source }, .item = item, .help = help };
    each_rule(g, CARDRT_RULE_COST, 0, ask_cost, &a);
    each_rule(g, CARDRT_RULE_COST_AT_LEAST_ONE, 0, ask_cost, &a);
    help->more = rt_sat_add(help->more, a.more);
    help->less = rt_sat_add(help->less, a.less);
    help->less_one = rt_sat_add(help->less_one, a.less_one);
}

/* ---- counters and mana ------------------------------------------------------------- */

typedef struct no_counters {
    const cardrt_game *g;
    cardrt_ref on;
    const char *kind;
    bool yes;
} no_counters;

static bool ask_no_counters(void *u, const found *f)
{
    no_counters *q = u;
    return q->yes = covers(q->g, f, q->on) && (!f->rule->counter || (q->kind && strcmp(f->rule->counter, q->kind) == 0));
}

bool rt_counters_forbidden(const cardrt_game *g, cardrt_ref on, const char *kind)
{
    no_counters q = { g, on, kind, false };
    each_rule(g, on.kind == CARDRT_REF_PLAYER ? CARDRT_RULE_NO_PLAYER_COUNTERS : CARDRT_RULE_NO_COUNTERS, 0,
              ask_no_counters, &q);
    return q.yes;
}

typedef struct kept {
    const cardrt_game *g;
    cardrt_ref player;
    unsigned colors;            /* CARDRT_WHITE ... of the mana kept; 0x3f: all, colorless too */
} kept;

static bool ask_keep_mana(void *u, const found *f)
{
    kept *k = u;
    if (covers(k->g, f, k->player))
        k->colors |= f->rule->n ? (unsigned)f->rule->n : 0x3fu;
    return false;
}

typedef struct protection {
    const cardrt_game *g;
    cardrt_ref player;
    unsigned colors;            /* CARDRT_WHITE ... of the source */
    bool yes;
} protection;

static bool ask_protection(void *u, const found *f)
{
    protection *p = u;
    unsigned from = f->r ? f->r->colors : (unsigned)f->rule->n;
    return p->yes = (from & p->colors) && covers(p->g, f, p->player);
}

bool rt_player_protected_from(const cardrt_game *g, unsigned player, unsigned colors)
{
    protection p = { g, { CARDRT_REF_PLAYER, (int32_t)player }, colors, false };
    if (colors)
        each_rule(g, CARDRT_RULE_PROTECTION, 0, ask_protection, &p);
    return p.yes;
}

unsigned rt_mana_kept(const cardrt_game *g, unsigned player)
{
    kept k = { g, { CARDRT_REF_PLAYER, (int32_t)player }, 0 };
    each_rule(g, CARDRT_RULE_KEEP_MANA, 0, ask_keep_mana, &k);
    return k.colors;
}

/* ---- prevention effects of rules ---------------------------------------------------- */

enum { MAX_PREVENTED = 8 };

typedef struct prevention {
    const cardrt_game *g;
    const cardrt_event *ev;
    int left;
    rt_prevented then[MAX_PREVENTED];  /* those with an additional effect that prevented some */
    unsigned nthen;
} prevention;

static bool ask_prevent(void *u, const found *f)
{
    prevention *p = u;
    if (!f->rule->applies || !f->rule->applies(p->g, f->source, p->ev))
        return false;
    int before = p->left;
    p->left = f->rule->n < 0 || f->rule->n >= p->left ? 0 : p->left - f->rule->n;
    if (f->rule->instead && p->left < before && p->nthen < MAX_PREVENTED) {
        rt_prevented *t = &p->then[p->nthen++];
        *t = (rt_prevented){ f->rule, f->source, f->controller, *p->ev };
        t->ev.amount = before - p->left;
    }
    return p->left == 0;
}

/* The additional effect of a prevention effect (CR 615): the damage event,
 * its amount what was prevented, is its cardrt_ctx_event ("that many"). */
static void prevented_do(cardrt_game *g, const rt_prevented *t)
{
    rt_stack_item item = { .source = t->source, .controller = t->controller, .has_event = true, .event = t->ev };
    cardrt_ctx ctx;
    rt_ctx_init(&ctx, g, &item);
    t->rule->instead(&ctx);
    rt_ctx_free(&ctx);
}

int rt_prevent_static(cardrt_game *g, const cardrt_event *ev)
{
    prevention p = { g, ev, ev->amount, .nthen = 0 };
    each_rule(g, CARDRT_RULE_PREVENT, 0, ask_prevent, &p);
    for (unsigned i = 0; i < p.nthen; i++) {
        const rt_prevented *t = &p.then[i];
        if (!g->batch) {
            prevented_do(g, t);
            continue;
        }
        /* simultaneous damage: one prevention, of all it prevented */
        size_t k = 0;
        while (k < g->nprevented && !(g->prevented[k].rule == t->rule && g->prevented[k].source == t->source
                                      && g->prevented[k].controller == t->controller))
            k++;
        if (k < g->nprevented)
            g->prevented[k].ev.amount = rt_sat_add(g->prevented[k].ev.amount, t->ev.amount);
        else if (rt_grow((void **)&g->prevented, &g->capprevented, g->nprevented + 1, sizeof *g->prevented))
            g->prevented[g->nprevented++] = *t;
    }
    return p.left;
}

typedef struct redirection {
    const cardrt_game *g;
    const cardrt_event *ev;
    rt_redirecting *busy;       /* the static redirections dealing what they redirected */
    const cardrt_rule *rule;    /* the first that applies */
    cardrt_id source;
    cardrt_ref onto;
} redirection;

static bool ask_redirect(void *u, const found *f)
{
    redirection *d = u;
    for (const rt_redirecting *b = d->busy; b; b = b->next)
        if (b->rule == f->rule && b->source == f->source)
            return false;       /* CR 614.5: not the damage it redirected itself */
    if (!f->rule->applies || !f->rule->applies(d->g, f->source, d->ev))
        return false;
    cardrt_id onto = f->rule->n == CARDRT_REDIRECT_ATTACHED ? cardrt_attached_to(d->g, f->source) : f->source;
    d->onto = (cardrt_ref){ CARDRT_REF_OBJECT, onto };
    if (!onto || (d->ev->target.kind == CARDRT_REF_OBJECT && d->ev->target.id == onto))
        return false;           /* nothing to redirect to, or to where it goes already */
    d->rule = f->rule;
    d->source = f->source;
    return true;
}

bool rt_redirect_static(cardrt_game *g, const cardrt_event *ev, rt_redirecting *me, cardrt_ref *onto)
{
    redirection d = { g, ev, g->redirecting, NULL, 0, { CARDRT_REF_NONE, 0 } };
    each_rule(g, CARDRT_RULE_REDIRECT, 0, ask_redirect, &d);
    if (!d.rule)
        return false;
    *me = (rt_redirecting){ d.rule, d.source, g->redirecting };
    *onto = d.onto;
    return true;
}

void rt_prevented_end(cardrt_game *g)
{
    rt_prevented *done = g->prevented;
    size_t n = g->nprevented;
    g->prevented = NULL;
    g->nprevented = g->capprevented = 0;
    for (size_t i = 0; i < n; i++)
        prevented_do(g, &done[i]);
    free(done);
}

/* ---- restrictions on attacks and blocks ---------------------------------------------- */

/* An event a rule is asked about (an attack, a block, a play from the top of
 * a library), and whether a rule's APPLIES accepted it. */
typedef struct asked {
    const cardrt_game *g;
    const cardrt_event *ev;
    bool accepted;
} asked;

static bool ask_accepts(void *u, const found *f)
{
    asked *b = u;
    return b->accepted = f->rule->applies && f->rule->applies(b->g, f->source, b->ev);
}

/* A restriction on blocks from a resolved spell or ability is for the
 * blockers it names ("Target creature can't block ~ this turn"). */
static bool ask_block(void *u, const found *f)
{
    asked *b = u;
    if (!f->st && !covers(b->g, f, (cardrt_ref){ CARDRT_REF_OBJECT, b->ev->object }))
        return false;
    return ask_accepts(u, f);
}

/* ... and one on being blocked, for the attackers it names ("Target
 * creature can't be blocked by Walls this turn"). */
static bool ask_blocked(void *u, const found *f)
{
    asked *b = u;
    if (!covers(b->g, f, (cardrt_ref){ CARDRT_REF_OBJECT, b->ev->source }))
        return false;
    return ask_accepts(u, f);
}

bool rt_block_forbidden(const cardrt_game *g, cardrt_id blocker, cardrt_id attacker, unsigned defender,
                        unsigned n)
{
    cardrt_event ev = { .kind = CARDRT_EV_BLOCKS, .object = blocker, .source = attacker, .player = defender,
                        .amount = (int)n };
    asked b = { g, &ev, false };
    each_rule(g, CARDRT_RULE_CANT_BLOCK_THIS, 0, ask_block, &b);
    if (!b.accepted)
        each_rule(g, CARDRT_RULE_CANT_BE_BLOCKED_THIS, 0, ask_blocked, &b);
    return b.accepted;
}

/* A requirement to block (CARDRT_RULE_MUST_BLOCK) is for the blockers it
 * covers, and for the attackers its APPLIES accepts, or any. */
static bool ask_required(void *u, const found *f)
{
    asked *b = u;
    if (!covers(b->g, f, (cardrt_ref){ CARDRT_REF_OBJECT, b->ev->object }))
        return false;
    return b->accepted = !f->rule->applies || !b->ev->source || f->rule->applies(b->g, f->source, b->ev);
}

bool rt_block_required(const cardrt_game *g, cardrt_id blocker, cardrt_id attacker)
{
    cardrt_event ev = { .kind = CARDRT_EV_BLOCKS, .object = blocker, .source = attacker,
                        .player = cardrt_controller(g, blocker) };
    asked b = { g, &ev, false };
    each_rule(g, CARDRT_RULE_MUST_BLOCK, 0, ask_required, &b);
    return b.accepted;
}

/* A rule against targeting is for the objects it covers. */
static bool ask_target(void *u, const found *f)
{
    asked *b = u;
    if (!covers(b->g, f, b->ev->target))
        return false;
    return ask_accepts(u, f);
}

bool rt_target_forbidden(const cardrt_game *g, const rt_stack_item *item, cardrt_ref t)
{
    const char *text = item->ability ? item->ability->text : item->trigger ? item->trigger->text : NULL;
    cardrt_event ev = { .kind = CARDRT_EV_TARGETED, .target = t, .source = item->source,
                        .object = t.kind == CARDRT_REF_OBJECT ? t.id : 0, .player = item->controller, .text = text };
    asked b = { g, &ev, false };
    each_rule(g, CARDRT_RULE_CANT_BE_TARGETED, 0, ask_target, &b);
    return b.accepted;
}

bool rt_static_kept(const cardrt_game *g, cardrt_id source, const cardrt_static_def *st)
{
    for (unsigned k = 0; g->kept_aura && k < st->nchanges; k++) {
        const cardrt_rule *r = st->changes[k].kind == CARDRT_RULE_CHANGE ? st->changes[k].rule : NULL;
        if (r && r->kind == CARDRT_RULE_DOESNT_REMOVE && (r->n == CARDRT_KEEPS_AURAS || source == g->kept_aura))
            return true;
    }
    return false;
}

static bool ask_any(void *u, const found *f)
{
    (void)f;
    *(bool *)u = true;
    return true;
}

bool rt_aura_protected(cardrt_game *g, cardrt_id aura, cardrt_id host)
{
    unsigned colors = cardrt_colors(g, aura), types = cardrt_types(g, aura);
    if (!rt_protected_from(g, host, colors, types, aura))
        return false;
    bool keeping = false;
    each_rule(g, CARDRT_RULE_DOESNT_REMOVE, 0, ask_any, &keeping);
    if (!keeping)
        return true;
    /* Looked at again without the static abilities that keep AURA: their
     * characteristics computed without them, then with them again */
    g->kept_aura = aura;
    g->cache->dirty = true;
    bool protected = rt_protected_from(g, host, colors, types, aura);
    g->kept_aura = 0;
    g->cache->dirty = true;
    return protected;
}

bool rt_protected_by_rule(const cardrt_game *g, cardrt_id obj, cardrt_id source)
{
    cardrt_event ev = { .kind = CARDRT_EV_TARGETED, .target = { CARDRT_REF_OBJECT, obj }, .source = source,
                        .object = obj, .player = cardrt_controller(g, source) };
    asked b = { g, &ev, false };
    if (source && rt_obj(g, source))
        each_rule(g, CARDRT_RULE_PROTECTION_FROM, 0, ask_target, &b);
    return b.accepted;
}

/* A rule against casting is for the players it covers. */
static bool ask_cast(void *u, const found *f)
{
    asked *b = u;
    if (!covers(b->g, f, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)b->ev->player }))
        return false;
    return ask_accepts(u, f);
}

static bool ask_activate(void *u, const found *f)
{
    ask *a = u;
    return a->yes = (f->rule->n != CARDRT_CANT_ACTIVATE_NONMANA || !a->mana_ability) && covers(a->g, f, a->who);
}

bool rt_activation_forbidden(const cardrt_game *g, cardrt_id obj, bool mana_ability)
{
    ask a = { .g = g, .who = { CARDRT_REF_OBJECT, (int32_t)obj }, .mana_ability = mana_ability };
    each_rule(g, CARDRT_RULE_CANT_ACTIVATE, 0, ask_activate, &a);
    return a.yes;
}

bool rt_cast_forbidden(const cardrt_game *g, unsigned player, cardrt_id obj)
{
    /* "Players can cast spells only during their own turns", "Each
     * opponent can cast spells only any time they could cast a sorcery" */
    cardrt_ref who = { CARDRT_REF_PLAYER, (int32_t)player };
    if (g->players[player].epic)        /* "For the rest of the game, you can't cast spells" (epic) */
        return true;
    if ((player != g->active && rt_rule_applies(g, who, CARDRT_RULE_CAST_ONLY_OWN_TURN))
        || (!rt_sorcery_time(g, player) && rt_rule_applies(g, who, CARDRT_RULE_CAST_ONLY_SORCERY_TIME)))
        return true;
    cardrt_event ev = { .kind = CARDRT_EV_CAST, .object = obj, .player = player };
    asked b = { g, &ev, false };
    each_rule(g, CARDRT_RULE_CANT_CAST, 0, ask_cast, &b);
    return b.accepted;
}

bool rt_attack_forbidden(cardrt_game *g, cardrt_id attacker, cardrt_ref attacked, unsigned n)
{
    unsigned defender = attacked.kind == CARDRT_REF_PLAYER ? (unsigned)attacked.id : cardrt_controller(g, attacked.id);
    cardrt_event ev = { .kind = CARDRT_EV_ATTACKS, .object = attacker, .target = attacked, .player = defender,
                        .amount = (int)n };
    asked b = { g, &ev, false };
    g->asking_attacker = attacker;      /* its defending player, meanwhile */
    g->asking_defender = defender;
    each_rule(g, CARDRT_RULE_CANT_ATTACK_THIS, 0, ask_accepts, &b);
    g->asking_attacker = 0;
    return b.accepted;
}

typedef struct taxed {
    asked b;
    int total;
} taxed;

static bool ask_tax(void *u, const found *f)
{
    taxed *t = u;
    if (f->rule->applies && f->rule->n > 0 && f->rule->applies(t->b.g, f->source, t->b.ev))
        t->total += f->rule->n;
    return false;
}

int rt_attack_tax(cardrt_game *g, cardrt_id attacker, cardrt_ref attacked, unsigned n)
{
    unsigned defender = attacked.kind == CARDRT_REF_PLAYER ? (unsigned)attacked.id : cardrt_controller(g, attacked.id);
    cardrt_event ev = { .kind = CARDRT_EV_ATTACKS, .object = attacker, .target = attacked, .player = defender,
                        .amount = (int)n };
    taxed t = { { g, &ev, false }, 0 };
    g->asking_attacker = attacker;
    g->asking_defender = defender;
    each_rule(g, CARDRT_RULE_ATTACK_TAX, 0, ask_tax, &t);
    g->asking_attacker = 0;
    return t.total;
}

/* ---- the top card of a library ---------------------------------------------------- */

bool rt_may_play_from_top(const cardrt_game *g, unsigned player, cardrt_id obj, int kind)
{
    const rt_object *o = rt_obj(g, obj);
    if (!o || o->zone != CARDRT_LIBRARY || o->owner != player || rt_library_top(g, player) != obj)
        return false;
    cardrt_event ev = { .kind = kind, .object = obj, .player = player };
    asked b = { g, &ev, false };
    each_rule(g, CARDRT_RULE_PLAY_FROM_TOP, 0, ask_accepts, &b);
    return b.accepted;
}

bool rt_may_play_from_graveyard(const cardrt_game *g, unsigned player, cardrt_id obj, int kind)
{
    const rt_object *o = rt_obj(g, obj);
    if (!o || o->zone != CARDRT_GRAVEYARD || o->owner != player)
        return false;
    cardrt_event ev = { .kind = kind, .object = obj, .player = player };
    asked b = { g, &ev, false };
    each_rule(g, CARDRT_RULE_PLAY_FROM_GRAVEYARD, 0, ask_accepts, &b);
    return b.accepted;
}

/* The CARDRT_RULE_MAY_PLAY rules that let A->player play the object
 * A->who (its controller's, or with CARDRT_MAY_OWNER its owner's; a land
 * only if its N does not say spells), in A->found: RT_MAY_PAYING for one
 * with the usual costs, RT_MAY_FREE for one without paying the mana cost,
 * RT_MAY_EXILE for one that exiles the spell instead of putting it into
 * the graveyard of the player it lets cast it, its owner. */
static bool ask_may_play(void *u, const found *f)
{
    ask *a = u;
    const rt_object *o = rt_obj(a->g, a->who.id);
    unsigned who = f->rule->n & CARDRT_MAY_OWNER ? (o ? o->owner : a->g->nplayers) : f->controller;
    if (who == a->player && (a->cast || !(f->rule->n & CARDRT_MAY_CAST)) && covers(a->g, f, a->who))
        a->found |= (f->rule->n & CARDRT_MAY_FREE ? RT_MAY_FREE : RT_MAY_PAYING)
                    | ((f->rule->n & CARDRT_MAY_EXILE_INSTEAD) && o && o->owner == who ? RT_MAY_EXILE : 0)
                    | (f->rule->n & CARDRT_MAY_ANY_COLOR ? RT_MAY_ANY_COLOR : 0)
                    | (f->rule->n & CARDRT_MAY_ANY_TYPE ? RT_MAY_ANY_TYPE : 0);
    return false;
}

unsigned rt_may_play(const cardrt_game *g, unsigned player, cardrt_id obj, bool cast)
{
    ask a = { .g = g, .who = { CARDRT_REF_OBJECT, obj }, .player = player, .cast = cast };
    each_rule(g, CARDRT_RULE_MAY_PLAY, 0, ask_may_play, &a);
    return a.found;
}

/* The least extra generic mana a rule that lets the player cast it as
 * though it had flash asks ("if you pay {2} more to cast it"). */
static bool ask_flash(void *u, const found *f)
{
    ask *a = u;
    if (f->rule->applies && f->rule->applies(a->g, f->source, &(cardrt_event){ .kind = CARDRT_EV_CAST,
                                                                              .object = a->who.id,
                                                                              .player = a->player })
        && (a->limit < 0 || f->rule->n < a->limit))
        a->limit = f->rule->n > 0 ? f->rule->n : 0;
    return a->limit == 0;
}

int rt_cast_as_flash_cost(const cardrt_game *g, unsigned player, cardrt_id obj)
{
    ask a = { .g = g, .who = { CARDRT_REF_OBJECT, obj }, .player = player, .limit = -1 };
    each_rule(g, CARDRT_RULE_CAST_AS_FLASH, obj, ask_flash, &a);    /* "You may cast ~ as though ..." */
    return a.limit;
}

/* The RT_MAY_ANY_COLOR, RT_MAY_ANY_TYPE bits of the rules that let the
 * cast A->who of A->player be paid for so (CARDRT_RULE_SPEND_AS). */
static bool ask_spend_as(void *u, const found *f)
{
    ask *a = u;
    if (f->rule->applies && f->rule->applies(a->g, f->source, &(cardrt_event){ .kind = CARDRT_EV_CAST,
                                                                              .object = a->who.id,
                                                                              .player = a->player }))
        a->found |= (f->rule->n & CARDRT_MAY_ANY_COLOR ? RT_MAY_ANY_COLOR : 0)
                    | (f->rule->n & CARDRT_MAY_ANY_TYPE ? RT_MAY_ANY_TYPE : 0);
    return false;
}

unsigned rt_spend_as(const cardrt_game *g, unsigned player, cardrt_id obj)
{
    ask a = { .g = g, .who = { CARDRT_REF_OBJECT, obj }, .player = player };
    each_rule(g, CARDRT_RULE_SPEND_AS, 0, ask_spend_as, &a);
    return a.found;
}

static bool ask_walk(void *u, const found *f)
{
    ask *a = u;
    return a->yes = f->rule->n == a->limit && covers(a->g, f, a->who);
}

bool rt_landwalk_ignored(const cardrt_game *g, cardrt_id attacker, int walk)
{
    ask a = { .g = g, .who = { CARDRT_REF_OBJECT, attacker }, .limit = walk };
    each_rule(g, CARDRT_RULE_IGNORE_LANDWALK, 0, ask_walk, &a);
    return a.yes;
}

static bool ask_blocks(void *u, const found *f)
{
    ask *a = u;
    if (covers(a->g, f, a->who))
        a->extra = f->rule->n < 0 || a->extra < 0 ? -1 : a->extra + f->rule->n;
    return false;
}

int rt_blocks_allowed(const cardrt_game *g, cardrt_id blocker)
{
    ask a = { .g = g, .who = { CARDRT_REF_OBJECT, blocker } };
    each_rule(g, CARDRT_RULE_EXTRA_BLOCKS, 0, ask_blocks, &a);
    return a.extra < 0 ? -1 : 1 + a.extra;
}

static bool ask_most(void *u, const found *f)
{
    ask *a = u;
    if (covers(a->g, f, a->who) && f->rule->n > a->extra)
        a->extra = f->rule->n;
    return false;
}

static bool ask_least(void *u, const found *f)
{
    ask *a = u;
    if (a->limit < 0 || f->rule->n < a->limit)
        a->limit = f->rule->n < 0 ? 0 : f->rule->n;
    return false;
}

int rt_block_limit(const cardrt_game *g)
{
    ask a = { .g = g, .limit = -1 };
    each_rule(g, CARDRT_RULE_BLOCK_LIMIT, 0, ask_least, &a);
    return a.limit;
}

int rt_min_blockers(const cardrt_game *g, cardrt_id attacker)
{
    ask a = { .g = g, .who = { CARDRT_REF_OBJECT, attacker }, .extra = 1 };
    each_rule(g, CARDRT_RULE_MIN_BLOCKERS, 0, ask_most, &a);
    return a.extra;
}

int rt_draw_limit(const cardrt_game *g, unsigned player)
{
    ask a = { .g = g, .who = { CARDRT_REF_PLAYER, (int32_t)player }, .limit = -1 };
    each_rule(g, CARDRT_RULE_DRAW_LIMIT, 0, ask_limit, &a);
    return a.limit;
}

/* The untap step's permanents that untap (UNTAP), limited by each rule
 * that covers the active player in turn. */
typedef struct limits {
    cardrt_game *g;
    bool *untap;
    cardrt_ref *cand;
    unsigned *answers;
} limits;

static bool ask_untap_limit(void *u, const found *f)
{
    limits *l = u;
    cardrt_game *g = l->g;
    if (!f->rule->applies || !covers(g, f, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)g->active }))
        return false;
    unsigned n = 0;
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_event ev = { .kind = CARDRT_EV_UNTAPPED, .object = (cardrt_id)(i + 1), .player = g->active };
        if (l->untap[i] && f->rule->applies(g, f->source, &ev))
            l->cand[n++] = (cardrt_ref){ CARDRT_REF_OBJECT, (cardrt_id)(i + 1) };
    }
    unsigned most = f->rule->n > 0 ? (unsigned)f->rule->n : 0;
    if (n <= most)
        return false;
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = g->active, .source = f->source,
        .prompt = "untap", .candidates = l->cand, .ncandidates = n, .min = most, .max = most };
    unsigned k = most ? cardrt_choose(g, &c, l->answers) : 0;
    for (unsigned j = 0; j < n; j++) {      /* the chosen untap, the others stay tapped */
        bool chosen = false;
        for (unsigned m = 0; m < k && !chosen; m++)
            chosen = l->answers[m] == j;
        l->untap[l->cand[j].id - 1] = chosen;
    }
    return false;
}

void rt_untap_limits(cardrt_game *g, bool *untap)
{
    limits l = { g, untap, malloc((g->nobjs ? g->nobjs : 1) * sizeof *l.cand),
                 malloc((g->nobjs ? g->nobjs : 1) * sizeof *l.answers) };
    if (l.cand && l.answers)
        each_rule(g, CARDRT_RULE_UNTAP_LIMIT, 0, ask_untap_limit, &l);
    free(l.cand);
    free(l.answers);
}

typedef struct look {
    const cardrt_game *g;
    unsigned viewer, owner;
    bool yes;
} look;

static bool ask_look(void *u, const found *f)
{
    look *l = u;
    return l->yes = f->controller == l->owner
                    && covers(l->g, f, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)l->viewer });
}

bool cardrt_may_look_at_top(const cardrt_game *g, unsigned viewer, unsigned owner)
{
    if (!g || viewer >= g->nplayers || owner >= g->nplayers)
        return false;
    look l = { g, viewer, owner, false };
    each_rule(g, CARDRT_RULE_LOOK_AT_TOP, 0, ask_look, &l);
    return l.yes;
}

/* ---- rules from resolving spells and abilities ------------------------------------ */

cardrt_status cardrt_add_rule(cardrt_game *g, cardrt_id source, const cardrt_rule *rule,
                              cardrt_affects_fn which, cardrt_duration duration,
                              bool (*holds)(const cardrt_game *g, cardrt_id source))
{
    if (!g || !rule || (!rt_duration_timed(duration) && duration != CARDRT_FOREVER && duration != CARDRT_AS_LONG_AS)
        || (duration == CARDRT_AS_LONG_AS && !holds))
        return CARDRT_EINVAL;
    if (duration == CARDRT_AS_LONG_AS && !holds(g, source))
        return CARDRT_OK;       /* CR 418.3d */
    if (!rt_grow((void **)&g->rules, &g->caprules, g->nrules + 1, sizeof *g->rules))
        return CARDRT_ENOMEM;
    g->rules[g->nrules++] = (rt_rule){ source, cardrt_last_controller(g, source), rt_tick(g), rule, which,
                                       duration, holds, 0, 0, false, false };
    return CARDRT_OK;
}

cardrt_status cardrt_fx_rule(cardrt_ctx *ctx, const cardrt_rule *rule, cardrt_affects_fn which, int duration)
{
    if (!ctx || (!rt_duration_timed(duration) && duration != CARDRT_FOREVER))
        return CARDRT_EINVAL;
    cardrt_status st = cardrt_add_rule(ctx->g, ctx->item->source, rule, which, (cardrt_duration)duration, NULL);
    if (st == CARDRT_OK && ctx->g->nrules)
        ctx->g->rules[ctx->g->nrules - 1].controller = ctx->item->controller;
    ctx->result = st == CARDRT_OK;
    return st;
}

cardrt_status cardrt_fx_rule_once(cardrt_ctx *ctx, const cardrt_rule *rule, cardrt_affects_fn which, int duration)
{
    if (!rule || rule->kind != CARDRT_RULE_REPLACE)
        return CARDRT_EINVAL;
    cardrt_status st = cardrt_fx_rule(ctx, rule, which, duration);
    if (st == CARDRT_OK)
        ctx->g->rules[ctx->g->nrules - 1].once = true;
    return st;
}

void rt_rules_end(cardrt_game *g, rt_ending ending)
{
    size_t k = 0;
    for (size_t i = 0; i < g->nrules; i++) {
        rt_rule *r = &g->rules[i];
        if (ending == RT_ENDING_NEXT_TURN)
            r->duration = rt_duration_turn_begins(g, r->duration, r->controller);
        bool over = r->used || rt_duration_over(g, r->duration, r->controller, ending)
                 || (r->duration == CARDRT_AS_LONG_AS && !r->holds(g, r->source));
        if (!over)
            g->rules[k++] = *r;
    }
    g->nrules = k;
}

/* ---- replacement effects ----------------------------------------------------------- */

enum { MAX_CANDIDATES = 32 };

typedef struct replace {
    cardrt_game *g;
    const cardrt_event *ev;
    found used[MAX_CANDIDATES];
    unsigned nused;
    found cand[MAX_CANDIDATES];
    unsigned ncand;
} replace;

static bool same(const found *a, const found *b)
{
    return a->rule == b->rule && a->source == b->source && a->st == b->st && a->e == b->e && a->r == b->r;
}

/* The object an event would happen to: what would move, what would be
 * dealt damage (0: none, a player's event). */
static cardrt_id event_object(const cardrt_event *ev)
{
    if (ev->kind == CARDRT_EV_ZONE_CHANGE)
        return ev->object;
    if (ev->kind == CARDRT_EV_DAMAGE && ev->target.kind == CARDRT_REF_OBJECT)
        return ev->target.id;
    return 0;
}

static bool gather_replacement(void *u, const found *f)
{
    replace *p = u;
    cardrt_game *g = p->g;
    for (unsigned i = 0; i < p->nused; i++)
        if (same(&p->used[i], f))
            return false;
    /* An effect locked on objects replaces only what would happen to them
     * ("If that creature would die this turn, exile it instead"), a rule
     * for the objects WHICH accepts only what would happen to those ("If a
     * creature would die this turn, ..."). */
    if ((f->e || (f->r && f->r->which))
        && !covers(g, f, (cardrt_ref){ CARDRT_REF_OBJECT, event_object(p->ev) }))
        return false;
    for (unsigned i = 0; i < g->nreplacing; i++)
        if (g->replacing[i] == f->rule && g->replacing_source[i] == f->source)
            return false;       /* not to the events its own instructions make */
    if (f->rule->n == CARDRT_REPLACE_EXCEPT_FIRST_DRAW && p->ev->kind == CARDRT_EV_DRAW && g->first_draw)
        return false;           /* "except the first one you draw in each of your draw steps" */
    if (f->rule->applies && f->rule->applies(g, f->source, p->ev) && p->ncand < MAX_CANDIDATES)
        p->cand[p->ncand++] = *f;
    return false;
}

/* Who chooses among the replacement effects on EV (the current CR 616.1). */
static unsigned affected_player(const cardrt_game *g, const cardrt_event *ev)
{
    cardrt_id obj = event_object(ev);
    if (!obj && ev->kind == CARDRT_EV_DAMAGE)
        return (unsigned)ev->target.id;
    const rt_object *o = rt_obj(g, obj);
    if (!o)
        return ev->player;
    return o->zone == CARDRT_BATTLEFIELD ? cardrt_controller(g, obj) : o->owner;
}

/* F replaces EV with its INSTEAD, if any: the event does not happen. */
static void do_instead(cardrt_game *g, const found *f, const cardrt_event *ev)
{
    if (!f->rule->instead || g->nreplacing >= RT_MAX_REPLACING)
        return;
    g->replacing[g->nreplacing] = f->rule;
    g->replacing_source[g->nreplacing++] = f->source;
    rt_stack_item item = { .source = f->source, .controller = f->controller, .has_event = true, .event = *ev };
    cardrt_ctx ctx;
    rt_ctx_init(&ctx, g, &item);
    f->rule->instead(&ctx);
    rt_ctx_free(&ctx);
    g->nreplacing--;
}

bool cardrt_match_dies(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev && ev->kind == CARDRT_EV_ZONE_CHANGE && ev->from == CARDRT_BATTLEFIELD
           && ev->to == CARDRT_GRAVEYARD;
}

bool cardrt_match_leaves(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev && ev->kind == CARDRT_EV_ZONE_CHANGE && ev->from == CARDRT_BATTLEFIELD && ev->to != CARDRT_EXILE;
}

bool cardrt_match_tokens(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    (void)g;
    (void)self;
    return ev && ev->kind == CARDRT_EV_TOKENS;
}

bool cardrt_match_your_tokens(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return cardrt_match_tokens(g, self, ev) && ev->player == cardrt_controller(g, self);
}

bool cardrt_match_discarded_by_opponent(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    const rt_object *o = g ? rt_obj(g, self) : NULL;
    return o && ev && ev->kind == CARDRT_EV_ZONE_CHANGE && ev->object == self && ev->from == CARDRT_HAND
           && o->zone == CARDRT_HAND && o->discard_cause && o->discard_cause - 1 != o->owner;
}

bool rt_replace(cardrt_game *g, cardrt_event *ev, unsigned *how, const char **counter, int *counters)
{
    replace p = { .g = g, .ev = ev };
    for (;;) {
        p.ncand = 0;
        each_rule(g, CARDRT_RULE_REPLACE, ev->kind == CARDRT_EV_ZONE_CHANGE ? ev->object : 0,
                  gather_replacement, &p);
        if (!p.ncand || p.nused == MAX_CANDIDATES)
            return true;
        /* Self-replacement effects first (the current CR 616.1a). */
        unsigned n = 0;
        for (unsigned i = 0; i < p.ncand; i++)
            if (p.cand[i].rule->self)
                p.cand[n++] = p.cand[i];
        if (!n)
            n = p.ncand;
        unsigned pick = 0;
        if (n > 1) {
            cardrt_ref refs[MAX_CANDIDATES];
            for (unsigned i = 0; i < n; i++)
                refs[i] = (cardrt_ref){ CARDRT_REF_OBJECT, p.cand[i].source };
            cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = affected_player(g, ev),
                                .source = ev->object, .prompt = "which replacement effect applies first",
                                .candidates = refs, .ncandidates = n, .min = 1, .max = 1 };
            unsigned answer[1] = { 0 };
            if (cardrt_choose(g, &c, answer) == 1)
                pick = answer[0];
        }
        p.used[p.nused] = p.cand[pick];
        const found *f = &p.used[p.nused++];
        const cardrt_rule *r = f->rule;
        if (f->r && f->r->once)     /* "The next time ...": applied, it ends */
            g->rules[f->r - g->rules].used = true;
        if (r->skip || r->instead) {
            do_instead(g, f, ev);
            return false;
        }
        if (r->to_given && ev->kind == CARDRT_EV_ZONE_CHANGE) {
            ev->to = (cardrt_zone)r->to;
            if (how)
                *how = (*how & ~(unsigned)(CARDRT_MOVE_TOP | CARDRT_MOVE_BOTTOM | CARDRT_MOVE_SHUFFLE)) | r->how;
        } else if (how) {
            *how |= r->how & CARDRT_MOVE_TAPPED;
        }
        if (r->times || r->plus) {
            long a = (long)ev->amount * (r->times ? r->times : 1) + r->plus;
            ev->amount = a < 0 ? 0 : a > INT_MAX ? INT_MAX : (int)a;
        }
        if (r->counter && counter && counters) {
            *counter = r->counter;
            *counters = rt_sat_add(*counters, r->counters);
        }
    }
}
