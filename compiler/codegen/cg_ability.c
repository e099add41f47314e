/* cg_ability.c — a card's abilities as cardrt definitions (cg.h): target
 * slots, costs, activated abilities (and the keyword abilities that are
 * activated abilities: equip, cycling), triggered abilities and the events
 * they wait for, static abilities and their changes in the layers, tokens. */
#include <stdlib.h>
#include <string.h>

#include "cg.h"
#include "front.h"
#include "parser.h"
#include "syntax.h"

static bool is_you(const node *p)
{
    return p && ((p->kind == N_PLAYER && strcmp(p->text, "you") == 0)
                 || (p->kind == N_WORD && p->text && strcmp(p->text, "your") == 0));
}

/* A made-up noun phrase: "creature you control" for the target of equip,
 * "basic land card" for landcycling: the words (with their grammar tokens)
 * of one set of traits. */
static node *made_np(unit *u, const char *const *words, const int *tokens, unsigned n, bool yours)
{
    arena *a = u->arena;
    src_range r = { 0, 0 };
    node *traits = node_new(a, N_TRAITS, r);
    traits->a = list_new(a, r);
    for (unsigned i = 0; i < n; i++) {
        node *w = node_new(a, N_WORD, r);
        w->text = words[i];
        w->token = tokens[i];
        traits->a = list_append(traits->a, w);
    }
    node *f = node_new(a, N_FILTER, r);
    f->a = list_append(list_new(a, r), traits);
    if (yours) {
        node *you = node_new(a, N_PLAYER, r);
        you->text = "you";
        node *q = node_new(a, N_QUALIFIER, r);
        q->text = "controlled by";
        q->a = you;
        f->b = list_append(list_new(a, r), q);
    }
    node *obj = node_new(a, N_OBJECT, r);
    obj->a = f;
    return obj;
}

/* ---- target slots ---------------------------------------------------------------- */

static bool add_slot(unit *u, const target_use *t, unsigned modes)
{
    if (u->nslots == CARDRT_MAX_TARGETS)
        return cg_unsupported(u, t->object, "this many targets");
    u->slot[u->nslots] = t;
    u->slot_modes[u->nslots++] = modes;
    return true;
}

/* The mode (bit) a spell target belongs to: the mode ability whose targets
 * include one at the same place. */
static unsigned spell_slot_modes(const card *c, const target_use *t)
{
    for (const ability *ab = c->abilities; ab; ab = ab->next) {
        unsigned i = 0;
        for (const ability *m = ab->kind == AB_SPELL ? ab->modes : NULL; m; m = m->next, i++)
            for (const target_use *x = m->targets; x; x = x->next)
                if (x->range.begin == t->range.begin && x->range.end == t->range.end)
                    return 1u << i;
    }
    return 0;
}

static bool collect_slots(unit *u, const ability *ab)
{
    u->nslots = 0;
    if (!ab) {
        for (const target_use *t = u->c->spell_targets; t; t = t->next)
            if (!add_slot(u, t, spell_slot_modes(u->c, t)))
                return false;
        return true;
    }
    for (const target_use *t = ab->targets; t; t = t->next)
        if (!add_slot(u, t, 0))
            return false;
    unsigned i = 0;
    for (const ability *m = ab->modes; m; m = m->next, i++)
        for (const target_use *t = m->targets; t; t = t->next)
            if (!add_slot(u, t, 1u << i))
                return false;
    return true;
}

/* The zone the action on target T takes it from: "Return target creature
 * card from your graveyard ..." (NULL if none says). */
static const node *zone_from(const node *n, const node *t)
{
    if (!n)
        return NULL;
    if (n->kind == N_ACTION && n->b && n->b->range.begin == t->range.begin && n->b->range.end == t->range.end)
        for (const node *m = n->c ? n->c->a : NULL; m; m = m->next)
            if (m->kind == N_PREP && strcmp(m->text, "from") == 0)
                return m->a;
    if (n->kind == N_LIST) {
        for (const node *i = n->a; i; i = i->next) {
            const node *z = zone_from(i, t);
            if (z)
                return z;
        }
        return NULL;
    }
    const node *z = zone_from(n->a, t);
    return z ? z : (z = zone_from(n->b, t)) ? z : zone_from(n->c, t);
}

static const node *slot_zone(const unit *u, const ability *ab, const target_use *t)
{
    if (ab)
        return zone_from(ab->ast, t->object);
    for (const ability *a = u->c->abilities; a; a = a->next) {
        const node *z = a->kind == AB_SPELL ? zone_from(a->ast, t->object) : NULL;
        for (const ability *m = a->kind == AB_SPELL ? a->modes : NULL; m && !z; m = m->next)
            z = zone_from(m->ast, t->object);
        if (z)
            return z;
    }
    return NULL;
}

LLVMValueRef cg_target_specs(unit *u, const ability *ab, unsigned *n)
{
    codegen *cg = u->cg;
    LLVMValueRef specs[CARDRT_MAX_TARGETS];
    *n = 0;
    if (!collect_slots(u, ab))
        return NULL;
    for (unsigned i = 0; i < u->nslots; i++) {
        const target_use *t = u->slot[i];
        /* "X target creatures" (min and max X), "up to X target creatures"
         * (min 0): the spell's X */
        bool x = t->max == -2;
        if ((t->min < 0 && !x) || t->max < -2 || (x && t->min != -2 && t->min != 0))
            return cg_unsupported(u, t->object, "this number of targets"), NULL;
        target_use made = *t;
        if (!t->object && strcmp(t->text, "any target") != 0) {     /* equip, scavenge (sema) */
            const char *type = strncmp(t->text, "land", 4) == 0 ? "land" : "creature";
            made.object = made_np(u, &type, (const int[]){ CARDTYPE }, 1, strstr(t->text, "you control") != NULL);
            t = &made;
        } else if (t->object && !cg_names_players(t->object) && !cg_zones(u, t->object, 0)) {
            /* "target creature card" with the zone in its action: "from your graveyard" */
            const node *z = slot_zone(u, ab, t);
            const node *obj = t->object->kind == N_TARGET ? t->object->a : t->object;
            if (z && obj && obj->kind == N_OBJECT) {
                node *with = cg_with_qualifier(u, obj, "in", z);
                if (t->object->kind == N_TARGET) {
                    node *tn = node_new(u->arena, N_TARGET, t->object->range);
                    *tn = *t->object;
                    tn->a = with;
                    made.object = tn;
                } else {
                    made.object = with;
                }
                t = &made;
            }
        }
        unsigned zones = 0;
        LLVMValueRef legal = cg_legal_fn(u, t, &zones);
        if (!legal)
            return NULL;
        int min = x ? (t->min == 0 ? -1 : 0) : t->min;
        /* "Another target creature" after an earlier use of the same text
         * (or of every mode): not what that one took (Rules FAQ 1.1.01). */
        bool another = false;
        for (unsigned j = 0; j < i && sema_target_says_other(u->c, u->slot[i]); j++)
            another |= u->slot_modes[j] == 0 || u->slot_modes[j] == u->slot_modes[i];
        LLVMValueRef f[] = { cg_cstring(u, t->text), cg_i32(cg, min), cg_i32(cg, x ? 0 : t->max),
                             legal, cg_i32(cg, zones), cg_i32(cg, u->slot_modes[i]), LLVMConstInt(cg->i8, x, 0),
                             LLVMConstInt(cg->i8, another, 0) };
        specs[(*n)++] = LLVMConstNamedStruct(cg->spec_ty, f, sizeof f / sizeof *f);
    }
    return cg_const_array(u, cg->spec_ty, specs, *n, "cardc.targets");
}

/* ---- costs ------------------------------------------------------------------------- */

static LLVMValueRef cost_value(unit *u, int kind, int n, LLVMValueRef which, unsigned zones,
                               const char *counter)
{
    codegen *cg = u->cg;
    u->paid_costs |= 1u << kind;
    LLVMValueRef f[] = { cg_i32(cg, kind), cg_i32(cg, n), which ? which : LLVMConstNull(cg->ptr),
                         cg_i32(cg, (long long)zones), counter ? cg_cstring(u, counter) : LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->cost_ty, f, 5);
}

/* A number that is a constant: "two cards", "a creature". */
static int constant_count(const node *np)
{
    if (np && np->kind == N_OBJECT && np->c)
        return np->c->text ? syn_number(np->c->text) : -1;
    if (np && np->kind == N_OBJECT && (is_word(np, "a") || is_word(np, "an") || is_word(np, "another")))
        return 1;
    if (np && np->kind == N_AMOUNT && np->text)
        return syn_number(np->text);
    return -1;
}

/* "Remove two charge counters from this", "Put a -1/-1 counter on this". */
static bool counters_cost(unit *u, const node *a, LLVMValueRef *out)
{
    const node *what = a->b, *f = what->a;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a && !f->b
                    ? f->a->a->a->a : NULL;
    const char *kind = cg_counter_kind(w);
    bool remove = strcmp(a->text, "remove") == 0;
    const node *m = a->c ? a->c->a : NULL;
    int n = constant_count(what);
    if (!kind || n < 1 || what->b || !m || m->next || m->kind != N_PREP
        || strcmp(m->text, remove ? "from" : "on") != 0 || !is_self(m->a))
        return cg_unsupported(u, a, "this cost");
    *out = cost_value(u, remove ? CARDRT_COST_REMOVE_COUNTERS : CARDRT_COST_ADD_COUNTERS, n, NULL, 0, kind);
    return true;
}

/* A loyalty ability's cost ("+1", "−2" with either minus sign, "0"): the
 * loyalty counters it puts on or removes. */
static bool loyalty_cost(unit *u, const node *w, LLVMValueRef *out)
{
    const char *t = w && w->kind == N_WORD && w->text ? w->text : "";
    int sign = 1;
    if (*t == '+') {
        t++;
    } else if (*t == '-' || strncmp(t, "\xe2\x88\x92", 3) == 0) {
        sign = -1;
        t += *t == '-' ? 1 : 3;
    }
    int n = 0;
    const char *d = t;
    for (; *d >= '0' && *d <= '9' && n < 1000; d++)
        n = n * 10 + (*d - '0');
    if (d == t || *d)
        return cg_unsupported(u, w, "this loyalty cost");
    *out = cost_value(u, CARDRT_COST_LOYALTY, sign * n, NULL, 0, NULL);
    return true;
}

/* The zone Z names if it is your hand or your graveyard; -1 otherwise. */
static int own_zone(const node *z)
{
    int zone = cg_own_zone(z);
    return zone == CARDRT_HAND || zone == CARDRT_GRAVEYARD ? zone : -1;
}

/* The zone action A says this card is in: "Discard ~" (the hand),
 * "Sacrifice ~" (the battlefield), "Exile ~ from your graveyard", "Return ~
 * from your graveyard to the battlefield", "~ is in your graveyard" (your
 * hand likewise); -1 if it says none. */
static int self_zone(const node *a)
{
    if (!a || a->kind != N_ACTION)
        return -1;
    if (is_word(a, "discard") && is_self(a->b))
        return CARDRT_HAND;
    if (is_word(a, "sacrifice") && is_self(a->b))
        return CARDRT_BATTLEFIELD;
    if (is_word(a, "is") && is_self(a->a))
        return own_zone(a->b);
    /* a verb that moves it, or shows it, from where it is */
    bool moves = is_word(a, "exile") || is_word(a, "return") || is_word(a, "put") || is_word(a, "reveal")
                 || is_word(a, "shuffle");
    int zone = -1;
    for (const node *m = moves && is_self(a->b) && a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && is_word(m, "from"))
            zone = own_zone(m->a);
    return zone;
}

/* One cost written as an action ("Sacrifice a creature", "Pay 2 life"). */
static bool action_cost(unit *u, const node *a, LLVMValueRef *out)
{
    const node *what = a->b;
    int n;
    if (a->a || a->kind != N_ACTION)
        return cg_unsupported(u, a, "this cost");
    if (strcmp(a->text, "pay life") == 0 && !a->c && (n = constant_count(what)) > 0) {
        *out = cost_value(u, CARDRT_COST_LIFE, n, NULL, 0, NULL);
        return true;
    }
    const char *v = a->text;
    if ((strcmp(v, "remove") == 0 || strcmp(v, "put") == 0) && what && what->kind == N_OBJECT)
        return counters_cost(u, a, out);
    bool sac = strcmp(v, "sacrifice") == 0, disc = strcmp(v, "discard") == 0,
         exile = strcmp(v, "exile") == 0, ret = strcmp(v, "return") == 0, tap = strcmp(v, "tap") == 0;
    /* "Reveal ~ from your hand": only the card itself, from the hand. */
    bool reveal = strcmp(v, "reveal") == 0 && is_self(what) && self_zone(a) == CARDRT_HAND;
    if (!sac && !disc && !exile && !ret && !tap && !reveal)
        return cg_unsupported_word(u, a, v);
    if (is_self(what)) {
        int kind = sac ? CARDRT_COST_SACRIFICE_SELF : disc ? CARDRT_COST_DISCARD_SELF
                 : exile ? CARDRT_COST_EXILE_SELF : ret ? CARDRT_COST_RETURN_SELF
                 : reveal ? CARDRT_COST_REVEAL_SELF : -1;
        const node *m = a->c ? a->c->a : NULL;
        bool to_hand = ret && m && !m->next && m->kind == N_PREP && strcmp(m->text, "to") == 0;
        bool from_zone = (exile || reveal) && m && !m->next && self_zone(a) >= 0;    /* the ability's zone */
        if (kind < 0 || (a->c && !to_hand && !from_zone))
            return cg_unsupported(u, a, "this cost");
        *out = cost_value(u, kind, 0, NULL, 0, NULL);
        return true;
    }
    if (!what || what->kind != N_OBJECT || (n = constant_count(what)) < 1)
        return cg_unsupported(u, what ? what : a, "this cost");
    unsigned zones = 0;
    if (exile) {
        const node *m = a->c ? a->c->a : NULL;
        if (m && (m->next || m->kind != N_PREP || strcmp(m->text, "from") != 0))
            return cg_unsupported(u, m, "this cost");
        zones = cg_zones(u, what, 0);
        if (m) {
            const node *obj = cg_with_qualifier(u, what, "in", m->a);
            zones = cg_zones(u, obj, 0);
            LLVMValueRef which = zones ? cg_affects_fn(u, obj) : NULL;
            if (!which)
                return zones ? false : cg_unsupported(u, m, "this zone");
            *out = cost_value(u, CARDRT_COST_EXILE, n, which, zones, NULL);
            return true;
        }
        if (!zones || zones == CARDRT_IN(CARDRT_BATTLEFIELD))
            return cg_unsupported(u, a, "this cost");
    } else if (a->c && !(ret && a->c->a && !a->c->a->next && a->c->a->kind == N_PREP
                          && is_word(a->c->a, "to"))) {
        return cg_unsupported(u, a->c, "this cost");       /* "return ... to its owner's hand": fine */
    }
    /* "Discard a card" takes any card: no test. */
    const node *f = what->a;
    bool any_card = disc && f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && !f->b
                    && !what->b && f->a->a->a && f->a->a->a->a && !f->a->a->a->a->next
                    && f->a->a->a->a->token == CARD;
    LLVMValueRef which = any_card ? NULL : cg_affects_fn(u, what);
    if (!any_card && !which)
        return false;
    int kind = sac ? CARDRT_COST_SACRIFICE : disc ? CARDRT_COST_DISCARD : exile ? CARDRT_COST_EXILE
             : ret ? CARDRT_COST_RETURN : CARDRT_COST_TAP_OTHERS;
    if (ret) {
        const node *m = a->c ? a->c->a : NULL;
        if (!m)
            return cg_unsupported(u, a, "this cost");
    }
    *out = cost_value(u, kind, n, which, zones, NULL);
    return true;
}

/* The costs of an activated ability other than mana; *N gets how many. */
static bool read_costs(unit *u, const node *costs, LLVMValueRef *out, unsigned *n, unsigned cap)
{
    *n = 0;
    u->paid_costs = 0;
    for (const node *c = costs ? costs->a : NULL; c; c = c->next) {
        if (c->kind == N_MANA)
            continue;
        if (*n == cap)
            return cg_unsupported(u, c, "this many costs");
        if (c->kind == N_COST && (strcmp(c->text, "tap") == 0 || strcmp(c->text, "untap") == 0)) {
            out[(*n)++] = cost_value(u, c->text[0] == 't' ? CARDRT_COST_TAP : CARDRT_COST_UNTAP, 0, NULL, 0, NULL);
            continue;
        }
        const node *a = c->kind == N_COST && strcmp(c->text, "action") == 0 ? c->a : NULL;
        if (!a)
            return cg_unsupported(u, c, "this cost");
        if (!action_cost(u, a, &out[*n]))
            return false;
        (*n)++;
    }
    return true;
}

/* The mana symbols of a cost list as written ("{2}{R}"), or NULL. */
static const char *mana_text(unit *u, const node *costs)
{
    for (const node *c = costs ? costs->a : NULL; c; c = c->next)
        if (c->kind == N_MANA)
            return cg_text(u, c->range);
    return NULL;
}

/* Keywords that are costs a spell may be cast with, each a mana cost:
 * entwine (its modes may all be chosen, for COST more), kicker, buyback,
 * flashback, evoke and dash (CR 702.33, 702.27, 702.34, 702.74, 702.109 of
 * the current rules). */
static const struct {
    const char *word;
    int kind;
    const char *what;
} option_costs[] = {
    { "entwine", CARDRT_COST_ALL_MODES, "this entwine cost" },
    { "kicker", CARDRT_COST_KICKER, "this kicker cost" },
    { "buyback", CARDRT_COST_BUYBACK, "this buyback cost" },
    { "flashback", CARDRT_COST_FLASHBACK, "this flashback cost" },
    { "evoke", CARDRT_COST_EVOKE, "this evoke cost" },
    { "dash", CARDRT_COST_DASH, "this dash cost" },
    { "madness", CARDRT_COST_MADNESS, "this madness cost" },
    { "foretell", CARDRT_COST_FORETELL, "this foretell cost" },
};

/* The entry of option_costs keyword K is (-1: none). */
static int option_cost_of(const node *k)
{
    for (size_t i = 0; i < sizeof option_costs / sizeof *option_costs; i++)
        if (is_word(k, option_costs[i].word) && k->b && !k->a)
            return (int)i;
    return -1;
}

/* The costs of option_costs the card's keyword abilities give its spell. */
static bool option_cost_values(unit *u, LLVMValueRef *costs, unsigned *k, unsigned cap)
{
    codegen *cg = u->cg;
    unsigned seen = 0;
    for (const ability *ab = u->c->abilities; ab; ab = ab->next)
        for (const node *kw = ab->kind == AB_KEYWORD && ab->ast->b ? ab->ast->b->a : NULL; kw; kw = kw->next) {
            int i = option_cost_of(kw);
            if (i < 0)
                continue;
            const node *m = kw->b->a;
            if (!m || m->next || m->kind != N_MANA || *k == cap || (seen & (1u << i)))
                return cg_unsupported(u, kw, option_costs[i].what);
            if (option_costs[i].kind == CARDRT_COST_FLASHBACK
                && !card_has_type(u->c, "Instant") && !card_has_type(u->c, "Sorcery"))
                return cg_unsupported(u, kw, "flashback on a permanent");
            seen |= 1u << i;
            LLVMValueRef f[] = { cg_i32(cg, option_costs[i].kind), cg_i32(cg, 0), LLVMConstNull(cg->ptr),
                                 cg_i32(cg, 0), cg_cstring(u, cg_text(u, m->range)) };
            costs[(*k)++] = LLVMConstNamedStruct(cg->cost_ty, f, 5);
        }
    return true;
}

/* Suspend N—[cost]: N (-1 if it is no number). */
static int suspend_number(const node *k)
{
    const node *n = k->a;
    return n && n->kind == N_AMOUNT && n->text && !n->a ? syn_number(n->text) : -1;
}

/* Affinity for [quality] (CR 702.41a of the current rules): the spell costs
 * {1} less for each permanent you control with the quality; suspend N—[cost]
 * (702.62a): its number and cost, for cardrt_suspend; morph and megamorph
 * (702.37): the cost to turn it face up. */
static bool keyword_costs(unit *u, LLVMValueRef *costs, unsigned *k, unsigned cap)
{
    for (const ability *ab = u->c->abilities; ab; ab = ab->next)
        for (const node *kw = ab->kind == AB_KEYWORD && ab->ast->b ? ab->ast->b->a : NULL; kw; kw = kw->next) {
            if (is_word(kw, "morph") || is_word(kw, "megamorph")) {    /* CR 702.37 */
                const node *m = kw->b && !kw->a ? kw->b->a : NULL;
                if (!m || m->next || m->kind != N_MANA || *k == cap)
                    return cg_unsupported(u, kw, "this morph cost");
                costs[(*k)++] = cost_value(u, CARDRT_COST_MORPH, kw->text[0] == 'm' && kw->text[1] == 'e', NULL, 0,
                                           cg_text(u, m->range));
                continue;
            }
            if (is_word(kw, "suspend")) {
                const node *m = kw->b ? kw->b->a : NULL;
                if (suspend_number(kw) <= 0 || !m || m->next || m->kind != N_MANA || *k == cap)
                    return cg_unsupported(u, kw, "this suspend ability");
                costs[(*k)++] = cost_value(u, CARDRT_COST_SUSPEND, suspend_number(kw), NULL, 0,
                                           cg_text(u, m->range));
                continue;
            }
            if (!is_word(kw, "affinity"))
                continue;
            if (!kw->a || kw->a->kind != N_FILTER || kw->b || *k == cap)
                return cg_unsupported(u, kw, "this affinity");
            node *np = node_new(u->arena, N_OBJECT, kw->a->range);
            np->a = (node *)kw->a;
            node *you = node_new(u->arena, N_PLAYER, kw->a->range);
            you->text = "you";
            LLVMValueRef which = cg_affects_fn(u, cg_with_qualifier(u, np, "controlled by", you));
            if (!which)
                return false;
            costs[(*k)++] = cost_value(u, CARDRT_COST_AFFINITY, 0, which, 0, NULL);
        }
    return true;
}

bool cg_spell_costs(unit *u, LLVMValueRef *arr, unsigned *n)
{
    LLVMValueRef costs[8];
    unsigned k = 0;
    u->paid_costs = 0;
    for (const ability *ab = u->c->abilities; ab; ab = ab->next) {
        if (ab->kind != AB_SPELL)
            continue;
        for (const node *s = ab->ast->b ? ab->ast->b->a : NULL; s; s = s->next) {
            if (s->kind != N_CONDITIONAL || !is_word(s, "additional cost"))
                continue;
            const node *what = s->b;
            const node *steps[8];
            unsigned nsteps = 0;
            if (what && what->kind == N_SEQUENCE)
                for (const node *i = what->a->a; i && nsteps < 8; i = i->next)
                    steps[nsteps++] = i;
            else
                steps[nsteps++] = what;
            for (unsigned i = 0; i < nsteps; i++) {
                if (k == 8)
                    return cg_unsupported(u, s, "this many costs");
                if (!steps[i] || !action_cost(u, steps[i], &costs[k++]))
                    return steps[i] ? false : cg_unsupported(u, s, "this cost");
            }
        }
    }
    if (!option_cost_values(u, costs, &k, 8) || !keyword_costs(u, costs, &k, 8))
        return false;
    *n = k;
    *arr = cg_const_array(u, u->cg->cost_ty, costs, k, "cardc.costs");
    return true;
}

/* ---- activated abilities ------------------------------------------------------------- */

/* "Activate only as a sorcery.", "Activate only once each turn.",
 * "Activate only during your turn / your upkeep", "Activate only if ...":
 * timing flags, and a condition function. */
static bool timing_of(unit *u, const node *effects, unsigned *timing, LLVMValueRef *condition)
{
    *timing = 0;
    *condition = NULL;
    for (const node *s = effects ? effects->a : NULL; s; s = s->next) {
        if (s->kind != N_MODIFIER || !is_word(s, "activate only"))
            continue;
        /* "only as a sorcery and only once each turn": each of them */
        bool both = s->a && s->a->kind == N_LIST && is_word(s->a, "and");
        for (const node *r = both ? s->a->a : s->a; r; r = both ? r->next : NULL) {
            if (r->kind == N_WORD && (is_word(r, "sorcery") || is_word(r, "as a sorcery")))
                *timing |= CARDRT_TIMING_SORCERY;
            else if (r->kind == N_WORD && is_word(r, "once each turn"))
                *timing |= CARDRT_TIMING_ONCE;
            else if (!*condition && (r->kind == N_ACTION || r->kind == N_STEP))
                *condition = cg_holds_fn(u, r);
            else
                return cg_unsupported(u, s, "this restriction on activating");
            if (u->failed)
                return false;
        }
    }
    return true;
}

/* The modes of a modal ability: the lists, and how many may be chosen. */
static bool modes_of(unit *u, const ability *ab, const node **lists, unsigned *n, int *min, int *max)
{
    *n = 0;
    *min = *max = 0;
    const node *head = NULL;
    for (const node *s = ab->ast->b ? ab->ast->b->a : NULL; s; s = s->next)
        if (s->kind == N_MODAL)
            head = s;
    if (!ab->modes)
        return true;
    if (!head)
        return cg_unsupported(u, ab->ast, "modes");
    const node *count = head->a;
    int k = count && count->text ? syn_number(count->text) : -1;
    const char *text = cg_text(u, head->range);
    if (k < 1 || strstr(text, " or ") || strstr(text, "more"))
        return cg_unsupported(u, head, "this choice of modes");
    for (const ability *m = ab->modes; m; m = m->next) {
        if (*n == 16)
            return cg_unsupported(u, head, "this many modes");
        lists[(*n)++] = m->ast->b;
    }
    *min = *max = k;
    return true;
}

/* Does N, or anything in it or after it, say which zone this card is in
 * (self_zone)?  *ZONE gets it (-1: none); false if two are said.  A
 * granted ability in quotes speaks of its own object. */
static bool said_zone(const node *n, int *zone)
{
    for (; n; n = n->next) {
        int z = n->kind == N_QUOTED ? -1 : self_zone(n);
        if (z >= 0 && *zone >= 0 && z != *zone)
            return false;
        if (z >= 0)
            *zone = z;
        if (n->kind != N_QUOTED && (!said_zone(n->a, zone) || !said_zone(n->b, zone) || !said_zone(n->c, zone)))
            return false;
    }
    return true;
}

/* Where an activated ability works from (CR 113.6 of the current rules): the
 * zone its costs or its text say the card is in ("Discard ~", "Exile ~ from
 * your hand", "Return ~ from your graveyard to the battlefield", "Activate
 * only if ~ is in your graveyard"), and only there; else the battlefield (0).
 * {T}, {Q} and a loyalty cost say the battlefield. */
static bool ability_zones(unit *u, const ability *ab, unsigned *zones)
{
    int zone = ab->loyalty ? CARDRT_BATTLEFIELD : -1;
    for (const node *c = ab->loyalty ? NULL : ab->ast->a->a; c; c = c->next)
        if (c->kind == N_COST && (is_word(c, "tap") || is_word(c, "untap")))
            zone = CARDRT_BATTLEFIELD;
    bool one = said_zone(ab->ast->a, &zone) && said_zone(ab->ast->b, &zone);
    for (const ability *m = ab->modes; m && one; m = m->next)
        one = said_zone(m->ast->b, &zone);
    if (!one)
        return cg_unsupported(u, ab->ast, "an ability of two zones");
    *zones = zone < 0 || zone == CARDRT_BATTLEFIELD ? 0 : CARDRT_IN(zone);
    return true;
}

/* The parts of a cardrt_activated_def. */
typedef struct act_parts {
    const char *text, *mana;
    LLVMValueRef costs;
    unsigned ncosts;
    LLVMValueRef specs;
    unsigned nspecs;
    LLVMValueRef effect;
    bool mana_ability;
    unsigned zones, timing, nmodes;
    int min_modes, max_modes;
    LLVMValueRef condition;
} act_parts;

static LLVMValueRef activated_value(unit *u, const act_parts *p)
{
    codegen *cg = u->cg;
    LLVMValueRef null = LLVMConstNull(cg->ptr);
    LLVMValueRef f[] = { cg_cstring(u, p->text), cg_cstring(u, p->mana), p->costs ? p->costs : null,
                         cg_i32(cg, p->ncosts), p->specs ? p->specs : null, cg_i32(cg, p->nspecs),
                         p->effect, LLVMConstInt(cg->i8, p->mana_ability, 0), cg_i32(cg, p->zones),
                         cg_i32(cg, p->timing), cg_i32(cg, p->nmodes), cg_i32(cg, p->min_modes),
                         cg_i32(cg, p->max_modes), p->condition ? p->condition : null };
    return LLVMConstNamedStruct(cg->act_ty, f, 14);
}

static LLVMValueRef activated_def(unit *u, const ability *ab)
{
    codegen *cg = u->cg;
    LLVMValueRef costs[8];
    act_parts p = { .text = cg_text(u, ab->range), .mana = ab->loyalty ? NULL : mana_text(u, ab->ast->a) };
    const node *modes[16];
    /* Boast and forecast look like ability words, but they are keywords
     * whose rules restrict the ability (CR 702.142a, 702.57a of the current
     * rules); only the reminder text says how. */
    if (ab->label && (strcmp(ab->label, "Boast") == 0 || strcmp(ab->label, "Forecast") == 0))
        return cg_unsupported_word(u, ab->ast, ab->label), NULL;
    /* A loyalty ability: its one cost; the runtime allows it only as a
     * sorcery, once a turn for its permanent (CR 606.3 in later rules). */
    bool costs_ok = ab->loyalty ? (p.ncosts = 1, loyalty_cost(u, ab->ast->a, &costs[0]))
                                : read_costs(u, ab->ast->a, costs, &p.ncosts, 8);
    if (!costs_ok || !timing_of(u, ab->ast->b, &p.timing, &p.condition)
        || !modes_of(u, ab, modes, &p.nmodes, &p.min_modes, &p.max_modes) || !ability_zones(u, ab, &p.zones))
        return NULL;
    if (!(p.specs = cg_target_specs(u, ab, &p.nspecs)))
        return NULL;
    u->in_ability = true;
    u->event = NULL;
    p.effect = cg_effect_fn(u, (const node *const[]){ ab->ast->b }, 1, modes, p.nmodes);
    u->in_ability = false;
    if (!p.effect)
        return NULL;
    p.costs = cg_const_array(u, cg->cost_ty, costs, p.ncosts, "cardc.costs");
    p.mana_ability = ab->mana_ability;     /* CR 605.1a, as sema found it */
    return activated_value(u, &p);
}

/* ---- keyword abilities that are activated abilities ------------------------------------ */

/* Equip: "{N}: Attach this to target creature you control. Equip only as a
 * sorcery." (CR 702.6 in later rules). */
static LLVMValueRef equip_def(unit *u, const ability *ab, const node *k)
{
    codegen *cg = u->cg;
    if (!k->b || k->a)
        return cg_unsupported(u, k, "this equip ability"), NULL;
    for (const node *c = k->b->a; c; c = c->next)
        if (c->kind != N_MANA)
            return cg_unsupported(u, c, "this equip cost"), NULL;
    unsigned n;
    LLVMValueRef specs = cg_target_specs(u, ab, &n);
    if (!specs)
        return NULL;
    if (n != 1)
        return cg_unsupported(u, k, "this equip ability"), NULL;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.equip", &save);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_source", NULL, a0, 2);
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 1), cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_target", NULL, a1, 3);
    LLVMValueRef a2[] = { u->ctx_arg, cg_i32(cg, 0), cg_i32(cg, 1) };
    cg_call(u, "cardrt_fx_attach", cg->i32, a2, 3);
    act_parts p = { .text = cg_text(u, k->range), .mana = mana_text(u, k->b), .specs = specs, .nspecs = 1,
                    .effect = cg_end_fn(u, NULL, &save), .timing = CARDRT_TIMING_SORCERY };
    return activated_value(u, &p);
}

/* Is K cycling or typecycling ("mountaincycling", "basic landcycling")? */
static bool is_cycling(const node *k)
{
    size_t n = k->text ? strlen(k->text) : 0;
    return n >= 7 && strcmp(k->text + n - 7, "cycling") == 0 && !k->unknown;
}

/* Typecycling's card ("basic land card", "Mountain card"), as a test; NULL
 * for plain cycling. */
static LLVMValueRef typecycling_which(unit *u, const node *k)
{
    size_t n = strlen(k->text) - 7;
    if (n == 0)
        return NULL;
    const char *type = arena_strndup(u->arena, k->text, n);
    node *np;
    if (strcmp(type, "basic land") == 0)
        np = made_np(u, (const char *[]){ "basic", "land" }, (const int[]){ SUPERTYPE, CARDTYPE }, 2, false);
    else if (strcmp(type, "land") == 0)
        np = made_np(u, &type, (const int[]){ CARDTYPE }, 1, false);
    else
        np = made_np(u, &type, (const int[]){ SUBTYPE }, 1, false);
    return cg_affects_fn(u, np);
}

/* "Search your library for a card WHICH accepts, reveal it, put it into
 * your hand, then shuffle", in the function being built; selection 0 is
 * you. */
static void search_to_hand(unit *u, LLVMValueRef which)
{
    codegen *cg = u->cg;
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 1), cg_i32(cg, 0), which, cg_i32(cg, 1) };
    cg_call(u, "cardrt_fx_search", cg->i32, a1, 5);
    LLVMValueRef a2[] = { u->ctx_arg, cg_i32(cg, 1), cg_i32(cg, CARDRT_HAND), cg_i32(cg, 0) };
    cg_call(u, "cardrt_fx_move", cg->i32, a2, 4);
    LLVMValueRef a3[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_fx_shuffle", cg->i32, a3, 2);
}

/* Cycling: "{N}, Discard this card: Draw a card." from the hand.
 * Typecycling (CR 702.29e of the current rules), which is cycling too:
 * "{N}, Discard this card: Search your library for a [type] card, reveal
 * it, put it into your hand, then shuffle." */
static LLVMValueRef cycling_def(unit *u, const node *k)
{
    codegen *cg = u->cg;
    if (!k->b || k->a)
        return cg_unsupported(u, k, "this cycling ability"), NULL;
    for (const node *c = k->b->a; c; c = c->next)
        if (c->kind != N_MANA)
            return cg_unsupported(u, c, "this cycling cost"), NULL;
    LLVMValueRef which = typecycling_which(u, k);
    if (u->failed)
        return NULL;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.cycle", &save);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0), cg_i32(cg, CARDRT_WHO_YOU) };
    cg_call(u, "cardrt_sel_players", NULL, a0, 3);
    if (which) {
        search_to_hand(u, which);
    } else {
        LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 0), cg_i32(cg, 1) };
        cg_call(u, "cardrt_fx_draw", cg->i32, a1, 3);
    }
    LLVMValueRef cost = cost_value(u, CARDRT_COST_DISCARD_SELF, 0, NULL, 0, NULL);
    act_parts p = { .text = cg_text(u, k->range), .mana = mana_text(u, k->b),
                    .costs = cg_const_array(u, cg->cost_ty, &cost, 1, "cardc.costs"), .ncosts = 1,
                    .effect = cg_end_fn(u, NULL, &save), .zones = CARDRT_IN(CARDRT_HAND),
                    .timing = CARDRT_TIMING_CYCLING };
    return activated_value(u, &p);
}

/* ---- keyword abilities that are triggered abilities ------------------------------------- */

static LLVMValueRef change_value(unit *u, int kind, int value, uint64_t keywords, int p, int t,
                                 LLVMValueRef pt_fn);

/* Keywords with a number or a cost whose abilities are triggered abilities
 * (and, for fading and vanishing, counters it enters with), made of the
 * runtime's parts (cardrt.h, "Keyword abilities with a parameter"), as the
 * current Comprehensive Rules define them. */
static bool is_triggered_keyword(const node *k)
{
    return is_word(k, "bushido") || is_word(k, "echo") || is_word(k, "cumulative upkeep")
           || is_word(k, "fading") || is_word(k, "vanishing") || is_word(k, "rampage")
           || is_word(k, "afflict") || is_word(k, "renown") || is_word(k, "suspend")
           || ((is_word(k, "evoke") || is_word(k, "madness")) && option_cost_of(k) >= 0);
}

/* The number of "Bushido 2", "Fading 3"; -1 if it has none or another. */
static int keyword_number(const node *k)
{
    const node *n = k->a;
    int v = n && n->kind == N_AMOUNT && n->text && !n->a && !k->b ? syn_number(n->text) : -1;
    return v > 0 ? v : -1;
}

/* Fading, vanishing and bloodthirst do something as the permanent enters. */
static bool is_enters_keyword(const node *k)
{
    return is_word(k, "fading") || is_word(k, "vanishing") || is_word(k, "bloodthirst");
}

/* The counters fading, vanishing and bloodthirst put on the permanent as
 * it enters (CR 702.32a, 702.63a, 702.54a), into the "as it enters"
 * function being built: its source is selection SELF. */
static void keyword_enters(unit *u, int self)
{
    codegen *cg = u->cg;
    for (const ability *ab = u->c->abilities; ab; ab = ab->next)
        for (const node *k = ab->kind == AB_KEYWORD && ab->ast->b ? ab->ast->b->a : NULL; k; k = k->next) {
            if (!is_enters_keyword(k) || keyword_number(k) < 0)
                continue;
            if (is_word(k, "bloodthirst")) {    /* CR 702.54a */
                LLVMValueRef a[] = { u->ctx_arg, cg_i32(cg, keyword_number(k)) };
                cg_call(u, "cardrt_fx_bloodthirst", cg->i32, a, 2);
                continue;
            }
            LLVMValueRef a[] = { u->ctx_arg, cg_i32(cg, self), cg_cstring(u, k->text[0] == 'f' ? "fade" : "time"),
                                 cg_i32(cg, keyword_number(k)) };
            cg_call(u, "cardrt_fx_counters", cg->i32, a, 4);
        }
}

static bool has_enters_keyword(const card *c)
{
    for (const ability *ab = c->abilities; ab; ab = ab->next)
        for (const node *k = ab->kind == AB_KEYWORD && ab->ast->b ? ab->ast->b->a : NULL; k; k = k->next)
            if (is_enters_keyword(k))
                return true;
    return false;
}

/* A runtime function as a constant (a matches or condition function). */
static LLVMValueRef runtime_fn(unit *u, const char *name, LLVMTypeRef ty)
{
    LLVMValueRef f = LLVMGetNamedFunction(u->mod, name);
    return f ? f : LLVMAddFunction(u->mod, name, ty);
}

/* A keyword's triggered ability; ZONES: where the card is for it (0: the
 * battlefield). */
static LLVMValueRef keyword_trigger_in(unit *u, const node *k, const char *match, const char *condition,
                                       LLVMValueRef effect, unsigned zones)
{
    codegen *cg = u->cg;
    LLVMValueRef null = LLVMConstNull(cg->ptr);
    LLVMValueRef f[] = { cg_cstring(u, cg_text(u, k->range)), runtime_fn(u, match, cg->legal_ty),
                         condition ? runtime_fn(u, condition, cg->holds_ty) : null, null, cg_i32(cg, 0),
                         effect, cg_i32(cg, (long long)zones), cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0),
                         cg_i32(cg, CARDRT_BATCH_NONE) };
    return LLVMConstNamedStruct(cg->trig_ty, f, 11);
}

static LLVMValueRef keyword_trigger(unit *u, const node *k, const char *match, const char *condition,
                                    LLVMValueRef effect)
{
    return keyword_trigger_in(u, k, match, condition, effect, 0);
}

/* The effect of a keyword's triggered ability: the runtime function FX
 * with the context, then ARGS. */
static LLVMValueRef keyword_effect(unit *u, const char *fx, LLVMValueRef *args, unsigned n)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.keyword", &save);
    LLVMValueRef a[4] = { u->ctx_arg };
    for (unsigned i = 0; i < n && i < 3; i++)
        a[i + 1] = args[i];
    cg_call(u, fx, cg->i32, a, n + 1);
    return cg_end_fn(u, NULL, &save);
}

/* "Sacrifice it" (evoke, vanishing). */
static LLVMValueRef sacrifice_self_effect(unit *u)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.sacrifice", &save);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_source", NULL, a0, 2);
    cg_call(u, "cardrt_fx_sacrifice", cg->i32, a0, 2);
    return cg_end_fn(u, NULL, &save);
}

/* Bushido N (CR 702.45a): "Whenever this creature blocks or becomes
 * blocked, it gets +N/+N until end of turn." */
static LLVMValueRef bushido_effect(unit *u, int n)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.bushido", &save);
    LLVMValueRef ch = change_value(u, CARDRT_MODIFY_PT, 0, 0, n, n, NULL);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_source", NULL, a0, 2);
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 0), cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes"),
                          cg_i32(cg, 1), cg_i32(cg, CARDRT_UNTIL_END_OF_TURN), LLVMConstNull(cg->ptr) };
    cg_call(u, "cardrt_fx_effect", cg->i32, a1, 6);
    return cg_end_fn(u, NULL, &save);
}

/* The triggered abilities of keyword K (is_triggered_keyword) into TRIGS. */
static bool keyword_triggers(unit *u, const node *k, LLVMValueRef *trigs, unsigned *n, unsigned cap)
{
    codegen *cg = u->cg;
    const node *c = k->b && (!k->a || is_word(k, "suspend")) ? k->b->a : NULL;
    if (*n + 2 > cap)
        return cg_unsupported(u, k, "this many abilities");
    if (is_word(k, "evoke")) {              /* CR 702.74a: sacrificed as it enters, if evoked */
        trigs[(*n)++] = keyword_trigger(u, k, "cardrt_match_evoked", NULL, sacrifice_self_effect(u));
        return true;
    }
    if (is_word(k, "madness")) {            /* CR 702.35a: cast it for its madness cost from exile */
        LLVMValueRef a[] = { cg_cstring(u, cg_text(u, c->range)) };
        trigs[(*n)++] = keyword_trigger_in(u, k, "cardrt_match_madness", NULL,
                                           keyword_effect(u, "cardrt_fx_madness", a, 1), CARDRT_IN(CARDRT_EXILE));
        return true;
    }
    if (is_word(k, "suspend")) {            /* CR 702.62a: its two triggered abilities in exile */
        if (suspend_number(k) <= 0 || !c || c->next || c->kind != N_MANA)
            return cg_unsupported(u, k, "this suspend ability");
        unsigned exile = CARDRT_IN(CARDRT_EXILE);
        trigs[(*n)++] = keyword_trigger_in(u, k, "cardrt_match_upkeep", "cardrt_is_suspended",
                                           keyword_effect(u, "cardrt_fx_suspend", NULL, 0), exile);
        trigs[(*n)++] = keyword_trigger_in(u, k, "cardrt_match_last_time_counter", NULL,
                                           keyword_effect(u, "cardrt_fx_suspend_cast", NULL, 0), exile);
        return true;
    }
    if (is_word(k, "bushido") || is_word(k, "fading") || is_word(k, "vanishing") || is_word(k, "rampage")
        || is_word(k, "afflict") || is_word(k, "renown")) {
        int v = keyword_number(k);
        if (v < 0)
            return cg_unsupported_word(u, k, k->text);
        if (is_word(k, "renown")) {         /* CR 702.112a */
            LLVMValueRef a[] = { cg_i32(cg, v) };
            trigs[(*n)++] = keyword_trigger(u, k, "cardrt_match_renown", NULL,
                                            keyword_effect(u, "cardrt_fx_renown", a, 1));
        } else if (k->text[0] == 'r' || k->text[0] == 'a') {   /* rampage (4th Edition), afflict (702.130a) */
            LLVMValueRef a[] = { cg_i32(cg, v) };
            trigs[(*n)++] = keyword_trigger(u, k, "cardrt_match_becomes_blocked", NULL,
                                            keyword_effect(u, k->text[0] == 'r' ? "cardrt_fx_rampage"
                                                                                : "cardrt_fx_afflict", a, 1));
        } else if (k->text[0] == 'b') {
            trigs[(*n)++] = keyword_trigger(u, k, "cardrt_match_blocks_or_blocked", NULL, bushido_effect(u, v));
        } else if (k->text[0] == 'f') {     /* CR 702.32a */
            trigs[(*n)++] = keyword_trigger(u, k, "cardrt_match_upkeep", NULL,
                                            keyword_effect(u, "cardrt_fx_fading", NULL, 0));
        } else {                            /* CR 702.63a */
            trigs[(*n)++] = keyword_trigger(u, k, "cardrt_match_upkeep", "cardrt_has_time_counter",
                                            keyword_effect(u, "cardrt_fx_vanishing", NULL, 0));
            trigs[(*n)++] = keyword_trigger(u, k, "cardrt_match_last_time_counter", NULL, sacrifice_self_effect(u));
        }
        return true;
    }
    if (is_word(k, "echo")) {               /* CR 702.30a: a mana cost */
        if (!c || c->next || c->kind != N_MANA)
            return cg_unsupported(u, k, "this echo cost");
        LLVMValueRef a[] = { cg_cstring(u, cg_text(u, c->range)) };
        trigs[(*n)++] = keyword_trigger(u, k, "cardrt_match_echo", NULL, keyword_effect(u, "cardrt_fx_echo", a, 1));
        return true;
    }
    /* Cumulative upkeep (CR 702.24a): a mana cost, or "Pay N life". */
    const node *life = c && !c->next && c->kind == N_COST && is_word(c, "action") && c->a
                       && is_word(c->a, "pay life") && c->a->b && c->a->b->kind == N_AMOUNT && c->a->b->text
                       ? c->a->b : NULL;
    int nlife = life ? syn_number(life->text) : -1;
    if (!c || c->next || (c->kind != N_MANA && nlife <= 0))
        return cg_unsupported(u, k, "this cumulative upkeep cost");
    LLVMValueRef a[] = { c->kind == N_MANA ? cg_cstring(u, cg_text(u, c->range)) : LLVMConstNull(cg->ptr),
                         cg_i32(cg, c->kind == N_MANA ? 0 : nlife) };
    trigs[(*n)++] = keyword_trigger(u, k, "cardrt_match_upkeep", NULL,
                                    keyword_effect(u, "cardrt_fx_cumulative_upkeep", a, 2));
    return true;
}

/* Outlast {COST} (CR 702.107a of the current rules): "{COST}, {T}: Put a
 * +1/+1 counter on this creature. Activate only as a sorcery." */
static LLVMValueRef outlast_def(unit *u, const node *k)
{
    codegen *cg = u->cg;
    const node *c = k->b && !k->a ? k->b->a : NULL;
    if (!c || c->next || c->kind != N_MANA)
        return cg_unsupported(u, k, "this outlast cost"), NULL;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.outlast", &save);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_source", NULL, a0, 2);
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 0), cg_cstring(u, "+1/+1"), cg_i32(cg, 1) };
    cg_call(u, "cardrt_fx_counters", cg->i32, a1, 4);
    LLVMValueRef tap = cost_value(u, CARDRT_COST_TAP, 0, NULL, 0, NULL);
    act_parts p = { .text = cg_text(u, k->range), .mana = mana_text(u, k->b),
                    .costs = cg_const_array(u, cg->cost_ty, &tap, 1, "cardc.costs"), .ncosts = 1,
                    .effect = cg_end_fn(u, NULL, &save), .timing = CARDRT_TIMING_SORCERY };
    return activated_value(u, &p);
}

/* Unearth {COST} (CR 702.84a of the current rules): an activated ability
 * of the card in the graveyard, as a sorcery (cardrt_fx_unearth). */
static LLVMValueRef unearth_def(unit *u, const node *k)
{
    const node *c = k->b && !k->a ? k->b->a : NULL;
    if (!c || c->next || c->kind != N_MANA)
        return cg_unsupported(u, k, "this unearth cost"), NULL;
    act_parts p = { .text = cg_text(u, k->range), .mana = mana_text(u, k->b),
                    .effect = keyword_effect(u, "cardrt_fx_unearth", NULL, 0),
                    .zones = CARDRT_IN(CARDRT_GRAVEYARD), .timing = CARDRT_TIMING_SORCERY };
    return activated_value(u, &p);
}

/* Reinforce N—{COST} (CR 702.77a of the current rules): "{COST}, Discard
 * this card: Put N +1/+1 counters on target creature." */
static LLVMValueRef reinforce_def(unit *u, const ability *ab, const node *k)
{
    codegen *cg = u->cg;
    const node *c = k->b ? k->b->a : NULL;
    int n = k->a && k->a->kind == N_AMOUNT && k->a->text && !k->a->a ? syn_number(k->a->text) : -1;
    if (!c || c->next || c->kind != N_MANA || n < 1)
        return cg_unsupported(u, k, "this reinforce ability"), NULL;
    unsigned nspecs;
    LLVMValueRef specs = cg_target_specs(u, ab, &nspecs);
    if (!specs)
        return NULL;
    if (nspecs != 1)
        return cg_unsupported(u, k, "this reinforce ability"), NULL;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.reinforce", &save);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0), cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_target", NULL, a0, 3);
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 0), cg_cstring(u, "+1/+1"), cg_i32(cg, n) };
    cg_call(u, "cardrt_fx_counters", cg->i32, a1, 4);
    LLVMValueRef cost = cost_value(u, CARDRT_COST_DISCARD_SELF, 0, NULL, 0, NULL);
    act_parts p = { .text = cg_text(u, k->range), .mana = mana_text(u, k->b),
                    .costs = cg_const_array(u, cg->cost_ty, &cost, 1, "cardc.costs"), .ncosts = 1,
                    .specs = specs, .nspecs = 1, .effect = cg_end_fn(u, NULL, &save),
                    .zones = CARDRT_IN(CARDRT_HAND) };
    return activated_value(u, &p);
}

/* Transmute {COST} (CR 702.53a of the current rules): "{COST}, Discard this
 * card: Search your library for a card with the same mana value as the
 * discarded card, reveal that card, and put it into your hand. Then
 * shuffle. Activate only as a sorcery." */
static LLVMValueRef transmute_def(unit *u, const node *k)
{
    codegen *cg = u->cg;
    const node *c = k->b && !k->a ? k->b->a : NULL;
    if (!c || c->next || c->kind != N_MANA)
        return cg_unsupported(u, k, "this transmute cost"), NULL;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.transmute", &save);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0), cg_i32(cg, CARDRT_WHO_YOU) };
    cg_call(u, "cardrt_sel_players", NULL, a0, 3);
    search_to_hand(u, runtime_fn(u, "cardrt_same_mana_value", cg->affects_ty));
    LLVMValueRef cost = cost_value(u, CARDRT_COST_DISCARD_SELF, 0, NULL, 0, NULL);
    act_parts p = { .text = cg_text(u, k->range), .mana = mana_text(u, k->b),
                    .costs = cg_const_array(u, cg->cost_ty, &cost, 1, "cardc.costs"), .ncosts = 1,
                    .effect = cg_end_fn(u, NULL, &save), .zones = CARDRT_IN(CARDRT_HAND),
                    .timing = CARDRT_TIMING_SORCERY };
    return activated_value(u, &p);
}

/* Ninjutsu {COST} (CR 702.49a of the current rules): "{COST}, Reveal this
 * card from your hand, Return an unblocked attacking creature you control to
 * its owner's hand: Put this card onto the battlefield from your hand tapped
 * and attacking" (cardrt_fx_ninjutsu), attacking what the returned creature
 * attacked (702.49c). */
static LLVMValueRef ninjutsu_def(unit *u, const node *k)
{
    codegen *cg = u->cg;
    const node *c = k->b && !k->a ? k->b->a : NULL;
    if (!c || c->next || c->kind != N_MANA)
        return cg_unsupported(u, k, "this ninjutsu cost"), NULL;
    node *np = made_np(u, (const char *[]){ "unblocked", "attacking", "creature" },
                       (const int[]){ BLOCKED, ATTACKING, CARDTYPE }, 3, true);
    LLVMValueRef which = cg_affects_fn(u, np);
    if (!which)
        return NULL;
    LLVMValueRef costs[] = { cost_value(u, CARDRT_COST_REVEAL_SELF, 0, NULL, 0, NULL),
                             cost_value(u, CARDRT_COST_RETURN, 1, which, 0, NULL) };
    act_parts p = { .text = cg_text(u, k->range), .mana = mana_text(u, k->b),
                    .costs = cg_const_array(u, cg->cost_ty, costs, 2, "cardc.costs"), .ncosts = 2,
                    .effect = keyword_effect(u, "cardrt_fx_ninjutsu", NULL, 0), .zones = CARDRT_IN(CARDRT_HAND) };
    return activated_value(u, &p);
}

/* Scavenge {COST} (CR 702.97a of the current rules): "{COST}, Exile this
 * card from your graveyard: Put a number of +1/+1 counters equal to the
 * power of the card you exiled on target creature. Activate only as a
 * sorcery." */
static LLVMValueRef scavenge_def(unit *u, const ability *ab, const node *k)
{
    codegen *cg = u->cg;
    const node *c = k->b && !k->a ? k->b->a : NULL;
    if (!c || c->next || c->kind != N_MANA)
        return cg_unsupported(u, k, "this scavenge cost"), NULL;
    unsigned n;
    LLVMValueRef specs = cg_target_specs(u, ab, &n);
    if (!specs)
        return NULL;
    if (n != 1)
        return cg_unsupported(u, k, "this scavenge ability"), NULL;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.scavenge", &save);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_source", NULL, a0, 2);
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 1), cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_target", NULL, a1, 3);
    LLVMValueRef a2[] = { u->ctx_arg, cg_i32(cg, 0), cg_i32(cg, CARDRT_STAT_POWER) };
    LLVMValueRef power = cg_call(u, "cardrt_sel_stat", cg->i32, a2, 3);  /* as it last existed */
    LLVMValueRef a3[] = { u->ctx_arg, cg_i32(cg, 1), cg_cstring(u, "+1/+1"), power };
    cg_call(u, "cardrt_fx_counters", cg->i32, a3, 4);
    LLVMValueRef cost = cost_value(u, CARDRT_COST_EXILE_SELF, 0, NULL, 0, NULL);
    act_parts p = { .text = cg_text(u, k->range), .mana = mana_text(u, k->b),
                    .costs = cg_const_array(u, cg->cost_ty, &cost, 1, "cardc.costs"), .ncosts = 1,
                    .specs = specs, .nspecs = 1, .effect = cg_end_fn(u, NULL, &save),
                    .zones = CARDRT_IN(CARDRT_GRAVEYARD), .timing = CARDRT_TIMING_SORCERY };
    return activated_value(u, &p);
}

/* Crew N (CR 702.122a of the current rules): "Tap any number of other
 * untapped creatures you control with total power N or more: This
 * permanent becomes an artifact creature until end of turn." */
static LLVMValueRef crew_def(unit *u, const node *k)
{
    codegen *cg = u->cg;
    int n = keyword_number(k);
    if (n < 0)
        return cg_unsupported(u, k, "this crew ability"), NULL;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.crew", &save);
    LLVMValueRef ch = change_value(u, CARDRT_ADD_TYPES, CARDRT_ARTIFACT | CARDRT_CREATURE, 0, 0, 0, NULL);
    LLVMValueRef a0[] = { u->ctx_arg, cg_i32(cg, 0) };
    cg_call(u, "cardrt_sel_source", NULL, a0, 2);
    LLVMValueRef a1[] = { u->ctx_arg, cg_i32(cg, 0), cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes"),
                          cg_i32(cg, 1), cg_i32(cg, CARDRT_UNTIL_END_OF_TURN), LLVMConstNull(cg->ptr) };
    cg_call(u, "cardrt_fx_effect", cg->i32, a1, 6);
    LLVMValueRef cost = cost_value(u, CARDRT_COST_TAP_POWER, n, NULL, 0, NULL);
    act_parts p = { .text = cg_text(u, k->range), .costs = cg_const_array(u, cg->cost_ty, &cost, 1, "cardc.costs"),
                    .ncosts = 1, .effect = cg_end_fn(u, NULL, &save) };
    return activated_value(u, &p);
}

/* The keywords the runtime knows the rules of, as bits; keyword abilities
 * that are activated abilities are compiled by keyword_abilities. */
static bool is_activated_keyword(const node *k)
{
    return is_word(k, "equip") || is_word(k, "crew") || is_word(k, "unearth") || is_word(k, "outlast")
           || is_word(k, "scavenge") || is_word(k, "ninjutsu") || is_word(k, "transmute")
           || is_word(k, "reinforce") || is_cycling(k);
}


/* Protection from colors ("from black and from red", "from all colors"),
 * from artifacts, creatures or enchantments, from multicolored, from
 * everything (CR 702.16 of the current rules); 0 for other qualities. */
static uint64_t protection_bits(const node *list)
{
    static const cardrt_keyword prot[] = { CARDRT_KW_PROT_WHITE, CARDRT_KW_PROT_BLUE,
                                           CARDRT_KW_PROT_BLACK, CARDRT_KW_PROT_RED,
                                           CARDRT_KW_PROT_GREEN };
    static const struct {
        const char *word;
        uint64_t bits;
    } words[] = {
        { "multicolored", CARDRT_KW(CARDRT_KW_PROT_MULTICOLORED) },
        { "everything", CARDRT_KW(CARDRT_KW_PROT_EVERYTHING) },
        { "all colors", CARDRT_KW(CARDRT_KW_PROT_WHITE) | CARDRT_KW(CARDRT_KW_PROT_BLUE)
                        | CARDRT_KW(CARDRT_KW_PROT_BLACK) | CARDRT_KW(CARDRT_KW_PROT_RED)
                        | CARDRT_KW(CARDRT_KW_PROT_GREEN) },
        { "artifact", CARDRT_KW(CARDRT_KW_PROT_ARTIFACTS) },
        { "creature", CARDRT_KW(CARDRT_KW_PROT_CREATURES) },
        { "enchantment", CARDRT_KW(CARDRT_KW_PROT_ENCHANTMENTS) },
    };
    uint64_t bits = 0;
    for (const node *i = list->kind == N_LIST ? list->a : list; i; i = i->next) {
        unsigned c = i->kind == N_WORD && i->token == COLOR ? cg_color_bit(i->text) : 0;
        for (int k = 0; k < 5; k++)
            if (c == 1u << k)
                bits |= CARDRT_KW(prot[k]);
        if (c)
            continue;
        /* "artifacts": a filter of one card type alone */
        const node *w = i->kind == N_WORD ? i : NULL;
        if (i->kind == N_FILTER && !i->b && i->a && i->a->a && !i->a->a->next && i->a->a->a && i->a->a->a->a
            && !i->a->a->a->a->next && i->a->a->a->a->token == CARDTYPE)
            w = i->a->a->a->a;
        uint64_t one = 0;
        for (size_t k = 0; w && k < sizeof words / sizeof *words; k++)
            if (strcmp(w->text, words[k].word) == 0 && (w == i) == (k < 3))
                one = words[k].bits;
        if (!one)
            return 0;
        bits |= one;
    }
    return bits;
}

bool cg_uncounterable(const ability *ab)
{
    const node *s = (ab->kind == AB_SPELL || ab->kind == AB_STATIC) && ab->ast->b && ab->ast->b->a
                    && !ab->ast->b->a->next ? ab->ast->b->a : NULL;
    const node *a = s && s->kind == N_NEGATED && is_word(s, "can't") ? s->a : NULL;
    return a && a->kind == N_ACTION && is_word(a, "countered") && a->a && a->a->kind == N_SELF && !a->b && !a->c;
}

bool cg_card_keywords(unit *u, uint64_t *out, bool *colorless)
{
    *out = 0;
    *colorless = false;
    for (const ability *ab = u->c->abilities; ab; ab = ab->next) {
        if (cg_uncounterable(ab))
            *out |= CARDRT_KW(CARDRT_KW_CANT_BE_COUNTERED);
        if (ab->kind != AB_KEYWORD)
            continue;
        for (const node *k = ab->ast->b ? ab->ast->b->a : NULL; k; k = k->next) {
            if (k->unknown && !k->granted)
                return cg_unknown_keyword(u, k);
            if (k->unknown)
                continue;       /* its reminder text is an ability of the card's own (ability.defines) */
            if (strcmp(k->text, "enchant") == 0 && card_has_subtype(u->c, "Aura"))
                continue;       /* the Aura spell's target (CR 415.3), from sema */
            if (is_activated_keyword(k) || is_triggered_keyword(k) || option_cost_of(k) >= 0
                || (is_word(k, "bloodthirst") && keyword_number(k) > 0) || is_word(k, "affinity")
                || is_word(k, "morph") || is_word(k, "megamorph"))
                continue;           /* an ability, or a cost (cg_spell_costs) */
            if (is_word(k, "devoid") && !k->a && !k->b) {     /* "This card has no color." */
                *colorless = true;
                continue;
            }
            if (is_word(k, "partner") && !k->a && !k->b)
                continue;       /* only building a deck: nothing in the game */
            if (strcmp(k->text, "protection") == 0 && k->a) {
                uint64_t prot = protection_bits(k->a);
                if (!prot)
                    return cg_unsupported(u, k, "this protection");
                *out |= prot;
                continue;
            }
            uint64_t bit = k->a || k->b ? 0 : cg_keyword_bit(k->text);
            if (!bit)
                return cg_unsupported_word(u, k, k->text);
            *out |= bit;
        }
    }
    return true;
}

/* ---- triggered abilities ------------------------------------------------------------------ */

/* The fields of the event an ability triggers on, read in a match function. */
static LLVMValueRef ev_field(unit *u, LLVMValueRef evp, size_t offset, const char *name)
{
    codegen *cg = u->cg;
    LLVMValueRef p = LLVMBuildGEP2(u->b, cg->i8, evp, (LLVMValueRef[]){ cg_i32(cg, (long long)offset) }, 1, "");
    return LLVMBuildLoad2(u->b, cg->i32, p, name);
}

/* The event's target: its kind (CARDRT_REF_*) and, if ID, its id. */
static LLVMValueRef ev_target(unit *u, LLVMValueRef evp, LLVMValueRef *id)
{
    if (id)
        *id = ev_field(u, evp, offsetof(cardrt_event, target) + offsetof(cardrt_ref, id), "tid");
    return ev_field(u, evp, offsetof(cardrt_event, target), "tkind");
}

/* Is the damage event at EVP combat damage? */
static LLVMValueRef combat_damage(unit *u, LLVMValueRef evp)
{
    codegen *cg = u->cg;
    LLVMValueRef p = LLVMBuildGEP2(u->b, cg->i8, evp, (LLVMValueRef[]){ cg_i32(cg, offsetof(cardrt_event, combat)) },
                                   1, "");
    LLVMValueRef combat = LLVMBuildLoad2(u->b, cg->i8, p, "combat");
    return LLVMBuildICmp(u->b, LLVMIntNE, combat, LLVMConstInt(cg->i8, 0, 0), "");
}

static LLVMValueRef eq(unit *u, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildICmp(u->b, LLVMIntEQ, a, b, "");
}

static LLVMValueRef all(unit *u, LLVMValueRef a, LLVMValueRef b)
{
    return a && b ? LLVMBuildAnd(u->b, a, b, "") : NULL;
}

/* "into a graveyard", "into your graveyard", "into an opponent's graveyard",
 * then "from the battlefield", "from your library" (its owner's: the one a
 * card goes to a graveyard from) or "from anywhere": *WHOSE gets the owner
 * phrase (NULL: any graveyard), *FROM the zone (-1: anywhere). */
static bool into_graveyard(const node *mods, const node **whose, int *from_zone)
{
    const node *into = NULL, *from = NULL;
    for (const node *m = mods ? mods->a : NULL; m; m = m->next) {
        if (m->kind == N_PREP && strcmp(m->text, "into") == 0 && !into)
            into = m->a;
        else if (m->kind == N_PREP && strcmp(m->text, "from") == 0 && !from)
            from = m->a;
        else
            return false;
    }
    *whose = NULL;
    bool anywhere = from && from->kind == N_ZONE && is_word(from, "anywhere");
    bool library = from && from->kind == N_POSSESSIVE && from->b && from->b->kind == N_WORD
                   && from->b->token == LIBRARY && is_you(from->a);
    *from_zone = anywhere ? -1 : library ? CARDRT_LIBRARY : CARDRT_BATTLEFIELD;
    bool yard = into && ((into->kind == N_OBJECT && is_word(into, "a") && into->a && into->a->kind == N_FILTER
                          && into->a->a && into->a->a->a && into->a->a->a->a && into->a->a->a->a->a
                          && into->a->a->a->a->a->token == GRAVEYARD && !into->a->a->a->a->a->next)
                         || (into->kind == N_ZONE && is_word(into, "graveyard")));
    if (!yard && into && into->kind == N_POSSESSIVE && into->a && into->b && into->b->kind == N_WORD
        && into->b->token == GRAVEYARD) {
        yard = true;
        *whose = into->a;
    }
    if (library && !(*whose && is_you(*whose)))
        return false;           /* "from your library" into your graveyard only */
    return yard && from && ((from->kind == N_ZONE && is_word(from, "battlefield")) || anywhere || library);
}

/* Is OBJ (an event's object) what SUBJECT describes: this card, or objects a
 * phrase describes ("a creature you control", "another creature")? */
static LLVMValueRef event_object(unit *u, LLVMValueRef obj, const node *subject)
{
    if (is_self(subject))               /* "When you cycle Test or it dies" */
        return eq(u, obj, cg_src(u));
    if (subject->kind == N_LIST && is_word(subject, "or")) {    /* "Test or another Ally" */
        LLVMValueRef r = cg_i1(u->cg, false);
        for (const node *i = subject->a; i && r; i = i->next) {
            LLVMValueRef one = event_object(u, obj, i);
            r = one ? LLVMBuildOr(u->b, r, one, "") : NULL;
        }
        return r;
    }
    if (subject->kind == N_PRONOUN && (is_word(subject, "enchanted") || is_word(subject, "equipped"))) {
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };       /* what this Aura or Equipment is on */
        return eq(u, obj, cg_call(u, "cardrt_attached_to", u->cg->i32, a, 2));
    }
    if (subject->kind != N_OBJECT || !(is_word(subject, "a") || is_word(subject, "an")
                                       || is_word(subject, "another") || !subject->text))
        return cg_unsupported(u, subject, "this trigger event"), NULL;
    return cg_object_test(u, obj, subject);
}

/* "one or more creatures ..." */
static bool one_or_more(const node *np)
{
    const node *c = np->kind == N_OBJECT ? np->c : NULL;
    return c && c->kind == N_COMPARE && is_word(c, ">=") && c->a && is_word(c->a, "one");
}

/* Is P (an event's player) what SUBJECT names: "you", "an opponent", "a player"? */
static LLVMValueRef event_player(unit *u, LLVMValueRef p, const node *subject)
{
    if (!subject || (!cg_names_players(subject)))
        return cg_unsupported(u, subject, "this trigger event"), NULL;
    if (subject->kind == N_OBJECT && !(is_word(subject, "a") || is_word(subject, "an")))
        return cg_unsupported(u, subject, "this trigger event"), NULL;
    return cg_player_test(u, p, subject);
}

/* Is the player P what WHOSE names ("your", "each opponent's", "enchanted
 * creature's controller's"), for steps: "at the beginning of the upkeep of
 * enchanted creature's controller"? */
static LLVMValueRef step_player(unit *u, LLVMValueRef p, const node *whose)
{
    codegen *cg = u->cg;
    LLVMValueRef a[] = { cg_game(u), cg_src(u) };
    if (is_you(whose))
        return eq(u, p, cg_call(u, "cardrt_controller", cg->i32, a, 2));
    if (whose->kind == N_PRONOUN && is_word(whose, "enchanted") && cg_text(u, whose->range)
        && strcmp(cg_text(u, whose->range), "enchanted player") == 0) {
        /* An Aura on a player (the runtime's cardrt_attached_to names objects only). */
        return cg_unsupported(u, whose, "this trigger event"), NULL;
    }
    if (whose->kind == N_POSSESSIVE && whose->a && whose->a->kind == N_PRONOUN
        && (is_word(whose->a, "enchanted") || is_word(whose->a, "equipped")) && whose->b
        && whose->b->kind == N_WORD && whose->b->token == CONTROLLER) {
        LLVMValueRef host = cg_call(u, "cardrt_attached_to", cg->i32, a, 2);
        LLVMValueRef h[] = { cg_game(u), host };
        LLVMValueRef there = LLVMBuildICmp(u->b, LLVMIntNE, host, cg_i32(cg, 0), "");
        return all(u, there, eq(u, p, cg_call(u, "cardrt_controller", cg->i32, h, 2)));
    }
    if (whose->kind == N_OBJECT && is_word(whose, "each") && cg_names_players(whose))
        return cg_player_test(u, p, whose);     /* "each player's", "each opponent's" */
    return cg_unsupported(u, whose, "this trigger event"), NULL;
}

/* "a spell", "an ability", "a spell or ability", each perhaps "an opponent
 * controls": the spell or ability an object became the target of. */
static LLVMValueRef targeted_by(unit *u, LLVMValueRef evp, const node *by)
{
    codegen *cg = u->cg;
    const node *f = by && by->kind == N_OBJECT && (is_word(by, "a") || is_word(by, "an")) && !by->b && !by->c
                    ? by->a : NULL;
    if (!f || f->kind != N_FILTER || !f->a)
        return cg_unsupported(u, by, "this trigger event"), NULL;
    /* "a spell or ability": each alternative one of those words; else a
     * kind of spell ("an instant or sorcery spell"), tested on the spell */
    bool spells = false, abilities = false, kinds = false;
    for (const node *alt = f->a->a; alt; alt = alt->next) {
        const node *w = alt->a ? alt->a->a : NULL;
        if (!w)
            return cg_unsupported(u, alt, "this trigger event"), NULL;
        spells |= !w->next && is_word(w, "spell");
        abilities |= !w->next && is_word(w, "ability");
        kinds |= w->next || !(is_word(w, "spell") || is_word(w, "ability"));
    }
    if (kinds && abilities)
        return cg_unsupported(u, by, "this trigger event"), NULL;
    spells |= kinds;
    LLVMValueRef r = cg_i1(cg, true);
    if (!spells || !abilities) {        /* a spell's event has no text; an ability's has */
        LLVMValueRef p = LLVMBuildGEP2(u->b, cg->i8, evp,
                                       (LLVMValueRef[]){ cg_i32(cg, offsetof(cardrt_event, text)) }, 1, "");
        LLVMValueRef text = LLVMBuildLoad2(u->b, cg->ptr, p, "text");
        r = LLVMBuildICmp(u->b, spells ? LLVMIntEQ : LLVMIntNE, text, LLVMConstNull(cg->ptr), "");
    }
    if (kinds)                  /* "an Aura spell", "an instant or sorcery spell": the spell itself */
        return all(u, r, cg_object_test(u, ev_field(u, evp, offsetof(cardrt_event, source), "source"), by));
    for (const node *q = f->b ? f->b->a : NULL; q && r; q = q->next) {
        if (q->kind != N_QUALIFIER || !is_word(q, "controlled by") || !q->a)
            return cg_unsupported(u, q, "this trigger event"), NULL;
        r = all(u, r, event_player(u, ev_field(u, evp, offsetof(cardrt_event, player), "player"), q->a));
    }
    return r;
}

/* A verb whose subject is a player and whose object is a card or permanent:
 * "you cast a spell", "a player cycles a card", "an opponent draws a card",
 * "you discard a creature card", "you sacrifice a permanent", "an opponent
 * plays a land". */
static const struct {
    const char *verb;
    int kind;
} player_verbs[] = {
    { "cast", CARDRT_EV_CAST }, { "cycle", CARDRT_EV_CYCLE }, { "draw", CARDRT_EV_DRAW },
    { "discard", CARDRT_EV_DISCARD }, { "sacrifice", CARDRT_EV_SACRIFICE }, { "play", CARDRT_EV_PLAY_LAND },
};

static int player_verb(const node *ev)
{
    for (size_t i = 0; i < sizeof player_verbs / sizeof *player_verbs; i++)
        if (is_word(ev, player_verbs[i].verb))
            return player_verbs[i].kind;
    return -1;
}

/* The "by" of "becomes blocked by a creature", or NULL. */
static const node *blocked_by(const node *ev)
{
    const node *m = ev->kind == N_ACTION && is_word(ev, "blocked") && ev->c ? ev->c->a : NULL;
    return m && !m->next && m->kind == N_MODIFIER && is_word(m, "by") ? m->a : NULL;
}

/* "attacks and isn't blocked": the attack, or NULL. */
static const node *unblocked_attack(const node *ev)
{
    const node *first = ev && ev->kind == N_SEQUENCE && !ev->text && ev->a ? ev->a->a : NULL;
    const node *second = first ? first->next : NULL;
    const node *b = second && second->kind == N_NEGATED ? second->a : NULL;
    if (!first || first->kind != N_ACTION || !is_word(first, "attack") || first->b || first->c || !b
        || second->next || b->kind != N_ACTION || !is_word(b, "blocked") || b->b || b->c || b->a != first->a)
        return NULL;
    return first;
}

/* bool matches(game, self, const cardrt_event *) for the event of TRIGGER:
 * an object entering the battlefield (under your control), dying, leaving,
 * put into a graveyard; a player casting a spell (of a kind), cycling,
 * drawing, discarding or sacrificing (a kind of card), gaining or losing
 * life; attacks (a player), blocks (a creature), becoming blocked (by a
 * creature), attacking unblocked; becoming tapped or untapped, or the
 * target of a spell or ability; damage dealt by or to an object; the
 * beginning of a step.  SHARED is the object of a later verb joined by "or"
 * ("blocks or becomes blocked by a creature", "cycle or discard a card"). */
static LLVMValueRef event_test(unit *u, LLVMValueRef evp, const node *ev, const node *shared)
{
    codegen *cg = u->cg;
#define FIELD(member) ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef kind = FIELD(kind), r = NULL, during = cg_i1(cg, true);
    /* "Whenever an opponent casts a spell during your turn" */
    const node *m = ev && ev->kind == N_ACTION && ev->c ? ev->c->a : NULL;
    node copy;
    if (m && !m->next && m->kind == N_DURATION && is_word(m, "during") && m->a && m->a->kind == N_STEP) {
        if (!(during = cg_condition(u, m->a)))
            return NULL;
        copy = *ev;
        copy.c = NULL;
        ev = &copy;
        m = NULL;
    }
    const node *subject = ev && ev->kind == N_ACTION ? ev->a : NULL;
    const node *what = ev && ev->kind == N_ACTION ? ev->b ? ev->b : shared : NULL;
    const node *by = ev ? blocked_by(ev) : NULL, *attack = unblocked_attack(ev);
    const node *whose;
    int from_zone;
    int pv = ev && ev->kind == N_ACTION ? player_verb(ev) : -1;
    if (ev && ev->kind == N_ACTION && is_word(ev, "enter or leave the battlefield") && subject && !ev->b
        && !ev->c) {
        /* "When Test enters or leaves the battlefield" */
        LLVMValueRef to_bf = eq(u, FIELD(to), cg_i32(cg, CARDRT_BATTLEFIELD));
        LLVMValueRef from_bf = eq(u, FIELD(from), cg_i32(cg, CARDRT_BATTLEFIELD));
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE)), LLVMBuildXor(u->b, to_bf, from_bf, ""));
        r = all(u, r, event_object(u, FIELD(object), subject));
    } else if (ev && ev->kind == N_ACTION && (is_word(ev, "enter the battlefield") || is_word(ev, "die")
                                              || is_word(ev, "leave the battlefield")) && subject && !ev->b) {
        bool enters = ev->text[0] == 'e', dies = ev->text[0] == 'd';
        bool yours = false;
        if (m && (m->next || m->kind != N_PREP || strcmp(m->text, "under control of") != 0 || !is_you(m->a)
                  || !enters))
            cg_unsupported(u, m, "this trigger event");
        yours = m != NULL;
        LLVMValueRef obj = FIELD(object);
        r = eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE));
        if (enters)
            r = all(u, r, eq(u, FIELD(to), cg_i32(cg, CARDRT_BATTLEFIELD)));
        else
            r = all(u, r, eq(u, FIELD(from), cg_i32(cg, CARDRT_BATTLEFIELD)));
        if (dies) {
            r = all(u, r, eq(u, FIELD(to), cg_i32(cg, CARDRT_GRAVEYARD)));
            LLVMValueRef t = LLVMBuildAnd(u->b, FIELD(types_before), cg_i32(cg, CARDRT_CREATURE), "");
            r = all(u, r, LLVMBuildICmp(u->b, LLVMIntNE, t, cg_i32(cg, 0), ""));
        } else if (!enters) {
            r = all(u, r, LLVMBuildICmp(u->b, LLVMIntNE, FIELD(to), cg_i32(cg, CARDRT_BATTLEFIELD), ""));
        }
        r = all(u, r, event_object(u, obj, subject));
        if (yours) {
            LLVMValueRef a[] = { cg_game(u), obj }, b[] = { cg_game(u), cg_src(u) };
            r = all(u, r, eq(u, cg_call(u, "cardrt_controller", cg->i32, a, 2),
                             cg_call(u, "cardrt_controller", cg->i32, b, 2)));
        }
    } else if (ev && ev->kind == N_ACTION && is_word(ev, "put") && subject && !ev->b
               && into_graveyard(ev->c, &whose, &from_zone)) {
        /* "When Test is put into a graveyard from the battlefield" (any
         * permanent), "Whenever a card is put into an opponent's graveyard
         * from anywhere", "When Test is put into your graveyard from your library" */
        LLVMValueRef obj = FIELD(object);
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE)), eq(u, FIELD(to), cg_i32(cg, CARDRT_GRAVEYARD)));
        if (from_zone >= 0)
            r = all(u, r, eq(u, FIELD(from), cg_i32(cg, from_zone)));
        r = all(u, r, event_object(u, obj, subject));
        if (whose) {
            LLVMValueRef a[] = { cg_game(u), obj };
            r = all(u, r, cg_player_test(u, cg_call(u, "cardrt_owner", cg->i32, a, 2), whose));
        }
    } else if (pv >= 0 && what && !ev->c) {
        /* "you cast a spell", "a player cycles a card", "you draw a card",
         * "an opponent discards a card", "you sacrifice a creature"; "When
         * you cast this spell" */
        r = all(u, eq(u, kind, cg_i32(cg, pv)), event_player(u, FIELD(player), subject));
        if (pv == CARDRT_EV_CAST && what->kind != N_OBJECT && what->kind != N_SELF)
            cg_unsupported(u, what, "this trigger event");
        else
            r = all(u, r, event_object(u, FIELD(object), what));
    } else if (ev && ev->kind == N_ACTION && (is_word(ev, "gain life") || is_word(ev, "lose life"))
               && !ev->b && !ev->c) {
        int k = ev->text[0] == 'g' ? CARDRT_EV_LIFE_GAINED : CARDRT_EV_LIFE_LOST;
        r = all(u, eq(u, kind, cg_i32(cg, k)), event_player(u, FIELD(player), subject));
    } else if (ev && ev->kind == N_ACTION && is_word(ev, "attack") && subject && !ev->b && m && !m->next
               && m->kind == N_MODIFIER && is_word(m, "alone") && !m->a) {
        /* "Whenever a creature you control attacks alone" */
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKS)), eq(u, FIELD(amount), cg_i32(cg, 1)));
        r = all(u, r, event_object(u, FIELD(object), subject));
    } else if (ev && ev->kind == N_ACTION && is_word(ev, "attack") && subject && !ev->b
               && (cg_names_players(subject) || is_word(subject, ">="))) {
        /* "Whenever you attack", "Whenever you attack with three or more
         * creatures", "Whenever one or more creatures you control attack":
         * once for the declaration */
        const node *owner = NULL, *with = m && !m->next && m->kind == N_MODIFIER && is_word(m, "with") ? m->a : NULL;
        LLVMValueRef amount = FIELD(amount);
        r = eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKED));
        if (cg_names_players(subject)) {
            r = all(u, r, event_player(u, FIELD(player), subject));
            if (with && cg_plain_noun(with, "creature", &owner) && !owner)
                r = all(u, r, cg_count_holds(u, amount, with));
            else if (m)
                cg_unsupported(u, m, "this trigger event");
        } else if (!m && cg_plain_noun(subject, "creature", &owner) && one_or_more(subject)) {
            if (owner)
                r = all(u, r, event_player(u, FIELD(player), owner));
        } else {
            cg_unsupported(u, subject, "this trigger event");
        }
    } else if (attack) {
        /* "Whenever Test attacks and isn't blocked" */
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_UNBLOCKED)), event_object(u, FIELD(object), attack->a));
    } else if (ev && ev->kind == N_ACTION && is_word(ev, "attack") && subject && ev->b && !ev->c) {
        /* "Whenever a creature attacks you", "... attacks you or a
         * planeswalker you control" (you are the defending player) */
        const node *d = ev->b;
        bool or_walker = d->kind == N_LIST && is_word(d, "or") && d->a && d->a->next && !d->a->next->next
                         && is_you(d->a) && d->a->next->kind == N_OBJECT
                         && cg_text(u, d->a->next->range)
                         && strcmp(cg_text(u, d->a->next->range), "a planeswalker you control") == 0;
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKS)), event_object(u, FIELD(object), subject));
        if (or_walker) {
            r = all(u, r, event_player(u, FIELD(player), d->a));
        } else if (cg_names_players(d)) {
            LLVMValueRef tid, tkind = ev_target(u, evp, &tid);
            r = all(u, r, eq(u, tkind, cg_i32(cg, CARDRT_REF_PLAYER)));
            r = all(u, r, event_player(u, tid, d));
        } else {
            cg_unsupported(u, d, "this trigger event");
        }
    } else if (ev && ev->kind == N_ACTION && is_word(ev, "block") && subject && what && !ev->c) {
        /* "Whenever Test blocks a creature (with flying)" */
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_BLOCKS)), event_object(u, FIELD(object), subject));
        r = all(u, r, event_object(u, FIELD(source), what));
    } else if (by && subject && !ev->b) {
        /* "Whenever Test becomes blocked by a creature": once for each blocker */
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_BLOCKS)), event_object(u, FIELD(source), subject));
        r = all(u, r, event_object(u, FIELD(object), by));
    } else if (ev && ev->kind == N_ACTION && (is_word(ev, "attack") || is_word(ev, "block")
                                              || is_word(ev, "attack or block") || is_word(ev, "blocked"))
               && subject && !ev->b && !ev->c) {
        /* "Whenever Test attacks", "a creature you control attacks", "Test
         * blocks", "becomes blocked", "attacks or blocks" */
        bool attacks = is_word(ev, "attack") || is_word(ev, "attack or block");
        bool blocks = is_word(ev, "block") || is_word(ev, "attack or block");
        LLVMValueRef k = attacks ? eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKS)) : cg_i1(cg, false);
        if (blocks)
            k = LLVMBuildOr(u->b, k, eq(u, kind, cg_i32(cg, CARDRT_EV_BLOCKS)), "");
        if (is_word(ev, "blocked"))
            k = eq(u, kind, cg_i32(cg, CARDRT_EV_BLOCKED));
        r = all(u, k, event_object(u, FIELD(object), subject));
    } else if (ev && ev->kind == N_ACTION && subject && !ev->c
               && ((is_word(ev, "become") && ev->b && ev->b->kind == N_WORD
                    && (ev->b->token == TAPPED || ev->b->token == UNTAPPED))
                   || (!ev->b && (is_word(ev, "tapped") || is_word(ev, "untapped"))))) {
        /* "Whenever Test becomes tapped", "Whenever enchanted land becomes untapped" */
        bool tapped = ev->b ? ev->b->token == TAPPED : is_word(ev, "tapped");
        int k = tapped ? CARDRT_EV_TAPPED : CARDRT_EV_UNTAPPED;
        r = all(u, eq(u, kind, cg_i32(cg, k)), event_object(u, FIELD(object), subject));
    } else if (ev && ev->kind == N_ACTION && is_word(ev, "become") && subject && ev->b && !ev->c
               && ev->b->kind == N_OBJECT && is_word(ev->b, "the target of") && !ev->b->a && ev->b->b
               && ev->b->b->a && !ev->b->b->a->next && ev->b->b->a->kind == N_PREP && is_word(ev->b->b->a, "of")) {
        /* "Whenever Test becomes the target of a spell or ability (an opponent controls)" */
        LLVMValueRef tid, tkind = ev_target(u, evp, &tid);
        bool players = cg_names_players(subject);
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_TARGETED)),
                eq(u, tkind, cg_i32(cg, players ? CARDRT_REF_PLAYER : CARDRT_REF_OBJECT)));
        r = all(u, r, players ? event_player(u, tid, subject) : event_object(u, tid, subject));
        r = all(u, r, targeted_by(u, evp, ev->b->b->a->a));
    } else if (ev && ev->kind == N_ACTION && (is_word(ev, "deal damage") || is_word(ev, "deal combat damage"))
               && subject && (subject->kind == N_SELF || subject->kind == N_PRONOUN || subject->kind == N_OBJECT)
               && !ev->b && (!m || (!m->next && m->kind == N_PREP && strcmp(m->text, "to") == 0))) {
        /* "Whenever Test deals damage (to a player / an opponent / a
         * creature)", "Whenever equipped creature deals combat damage to a
         * player", "Whenever one or more creatures you control deal combat
         * damage to a player" (once for each player: trigger_batch) */
        bool several = one_or_more(subject);
        if (several && !m)
            cg_unsupported(u, subject, "this trigger event");
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_DAMAGE)),
                several ? cg_object_test(u, FIELD(source), subject) : event_object(u, FIELD(source), subject));
        if (is_word(ev, "deal combat damage")) {
            r = all(u, r, combat_damage(u, evp));
        }
        if (m) {
            LLVMValueRef tid, tkind = ev_target(u, evp, &tid);
            bool players = cg_names_players(m->a);
            r = all(u, r, eq(u, tkind, cg_i32(cg, players ? CARDRT_REF_PLAYER : CARDRT_REF_OBJECT)));
            r = all(u, r, players ? event_player(u, tid, m->a) : event_object(u, tid, m->a));
        }
    } else if (ev && ev->kind == N_ACTION && (is_word(ev, "dealt damage") || is_word(ev, "dealt combat damage"))
               && subject && !ev->b && !ev->c) {
        /* "Whenever Test is dealt (combat) damage" */
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_DAMAGE)), event_object(u, FIELD(object), subject));
        r = all(u, r, eq(u, ev_target(u, evp, NULL), cg_i32(cg, CARDRT_REF_OBJECT)));
        if (is_word(ev, "dealt combat damage")) {
            r = all(u, r, combat_damage(u, evp));
        }
    } else if (ev && ev->kind == N_STEP) {
        static const struct {
            const char *word;
            cardrt_step step;
        } steps[] = { { "upkeep", CARDRT_STEP_UPKEEP }, { "end step", CARDRT_STEP_END },
                      { "draw step", CARDRT_STEP_DRAW }, { "combat", CARDRT_STEP_BEGIN_COMBAT },
                      { "end of combat", CARDRT_STEP_END_COMBAT } };
        int step = -1;
        for (size_t i = 0; i < sizeof steps / sizeof *steps; i++)
            if (strcmp(ev->text, steps[i].word) == 0)
                step = (int)steps[i].step;
        bool each = !ev->a || (ev->a->kind == N_WORD && is_word(ev->a, "each"));  /* "the end step" */
        if (step < 0)
            cg_unsupported(u, ev, "this trigger event");
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_STEP)), eq(u, FIELD(step), cg_i32(cg, step)));
        if (!each)
            r = all(u, r, step_player(u, FIELD(player), ev->a));
    } else {
        cg_unsupported(u, ev, "this trigger event");
    }
#undef FIELD
    return u->failed ? NULL : all(u, r, during);
}

/* The alternatives of an event joined by "or" ("Whenever Test enters the
 * battlefield or attacks"), or NULL for one event. */
static const node *alternatives(const node *ev)
{
    if (ev && ev->kind == N_SEQUENCE && is_word(ev, "or"))
        return ev->a->a;
    return ev && ev->kind == N_LIST ? ev->a : NULL;
}

/* What an alternative with no object of its own shares with a later one:
 * "blocks or becomes blocked by a creature", "cycle or discard a card". */
static const node *shared_object(const node *alt)
{
    if (alt->kind != N_ACTION || alt->b || alt->c || !(is_word(alt, "block") || player_verb(alt) >= 0))
        return NULL;
    for (const node *later = alt->next; later; later = later->next) {
        const node *o = later->kind == N_ACTION ? later->b ? later->b : blocked_by(later) : NULL;
        if (o)
            return o;
    }
    return NULL;
}

static LLVMValueRef match_fn(unit *u, const node *trigger)
{
    codegen *cg = u->cg;
    const node *ev = trigger->a;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef r;
    const node *alts = alternatives(ev);
    if (alts) {
        r = cg_i1(cg, false);
        for (const node *i = alts; i && r; i = i->next) {
            LLVMValueRef one = event_test(u, evp, i, shared_object(i));
            r = one ? LLVMBuildOr(u->b, r, one, "") : NULL;
        }
    } else {
        r = ev ? event_test(u, evp, ev, NULL) : (cg_unsupported(u, trigger, "this trigger event"), NULL);
    }
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

/* How damage dealt at once (one event: a combat damage step, CR 510.2)
 * triggers the ability (CR 603.2c): "Test deals combat damage" once for Test,
 * "one or more creatures you control deal combat damage to a player" once
 * for each player, "Test is dealt damage" once for Test; "a creature deals
 * combat damage to a player" once for each creature and player, as each
 * event does. */
static int trigger_batch(const node *trigger)
{
    const node *ev = trigger ? trigger->a : NULL;
    if (!ev || alternatives(ev) || ev->kind != N_ACTION || !ev->a)
        return CARDRT_BATCH_NONE;
    if (is_word(ev, "dealt damage") || is_word(ev, "dealt combat damage"))
        return CARDRT_BATCH_TARGET;
    if (!is_word(ev, "deal damage") && !is_word(ev, "deal combat damage"))
        return CARDRT_BATCH_NONE;
    if (one_or_more(ev->a))
        return CARDRT_BATCH_TARGET;
    return ev->c ? CARDRT_BATCH_NONE : CARDRT_BATCH_SOURCE;
}

/* The part of the event (one alternative, EV) that N is: CARDRT_EVENT_*, or -1. */
static int clause_role(const node *ev, const node *n, const node *shared)
{
    if (ev->kind == N_STEP)
        return n == ev->a ? CARDRT_EVENT_PLAYER : -1;
    const node *attack = unblocked_attack(ev);
    if (attack)
        ev = attack;
    if (ev->kind != N_ACTION)
        return -1;
    const node *what = ev->b ? ev->b : shared, *by = blocked_by(ev);
    bool in_subject = n == ev->a;
    for (const node *i = ev->a && ev->a->kind == N_LIST ? ev->a->a : NULL; i; i = i->next)
        in_subject |= n == i;   /* "Test or another Dragon" */
    if (in_subject) {
        if (is_word(ev, "deal damage") || is_word(ev, "deal combat damage") || by)
            return CARDRT_EVENT_SOURCE;
        if (is_word(ev, "become") && what && what->kind == N_OBJECT)
            return CARDRT_EVENT_TARGET;     /* "becomes the target of" */
        if (player_verb(ev) >= 0 || is_word(ev, "gain life") || is_word(ev, "lose life"))
            return CARDRT_EVENT_PLAYER;
        return CARDRT_EVENT_OBJECT;
    }
    if (n == what) {
        if (is_word(ev, "block") || (is_word(ev, "become") && is_word(what, "the target of")))
            return CARDRT_EVENT_SOURCE;     /* the attacker; "that spell" */
        if (player_verb(ev) >= 0)
            return CARDRT_EVENT_OBJECT;
        if (is_word(ev, "attack") && (n->kind == N_PLAYER || cg_names_players(n)))
            return CARDRT_EVENT_TARGET;
        return -1;
    }
    if (n == by)
        return CARDRT_EVENT_OBJECT;
    const node *m = ev->c ? ev->c->a : NULL;
    if (m && n == m->a && m->kind == N_PREP && strcmp(m->text, "to") == 0
        && (is_word(ev, "deal damage") || is_word(ev, "deal combat damage")))
        return CARDRT_EVENT_TARGET;
    const node *of = what && what->kind == N_OBJECT && is_word(what, "the target of") && what->b ? what->b->a : NULL;
    if (of && n == of->a)
        return CARDRT_EVENT_SOURCE;     /* the spell, or the ability's source */
    return -1;
}

int cg_event_role(const node *ev, const node *n)
{
    const node *alts = alternatives(ev);
    if (!alts)
        return ev ? clause_role(ev, n, NULL) : -1;
    int role = -1;
    for (const node *i = alts; i; i = i->next) {
        int r = clause_role(i, n, shared_object(i));
        if (r < 0)
            return -1;          /* it means nothing when the other one happens */
        if (role < 0 || role == r)
            role = r;
        else if ((role == CARDRT_EVENT_OBJECT || role == CARDRT_EVENT_OTHER) && r == CARDRT_EVENT_SOURCE)
            role = CARDRT_EVENT_OTHER;
        else if ((role == CARDRT_EVENT_SOURCE || role == CARDRT_EVENT_OTHER) && r == CARDRT_EVENT_OBJECT)
            role = CARDRT_EVENT_OTHER;
        else
            return -1;
    }
    return role;
}

/* Where the card must be for its ability to trigger (cardrt_trigger_def's
 * zones): "When you cycle Test", "When Test is put into your graveyard
 * from your library (from anywhere)" in the graveyard, where it is by then;
 * "When you cast this spell" on the stack; else the battlefield (0), where
 * a card that dies looks back from the graveyard.  Alternatives must agree
 * ("When you cycle Test or it dies": the graveyard).  An event about
 * neither the card nor what it is attached to leaves the zone to the
 * ability's text (CR 113.6 of the current rules): "Whenever you cast a
 * multicolored spell, you may return ~ from your graveyard to your hand",
 * "At the beginning of your upkeep, if ~ is in your graveyard, ...". */
static bool trigger_zones(unit *u, const ability *ab, unsigned *zones)
{
    const node *ev = ab->ast->a ? ab->ast->a->a : NULL;
    const node *alts = alternatives(ev);
    bool any_dies = false, any_other = false, about_self = false;
    *zones = 0;
    for (const node *i = alts ? alts : ev; i; i = alts ? i->next : NULL) {
        for (int k = 0; k < 2 && i->kind == N_ACTION; k++) {
            const node *w = k ? i->b : i->a;
            about_self |= is_self(w) || is_word(w, "enchanted") || is_word(w, "equipped");
        }
        bool of_self = i->kind == N_ACTION && i->b && i->b->kind == N_SELF;
        const node *whose;
        int from = CARDRT_BATTLEFIELD;
        bool put_self = i->kind == N_ACTION && is_word(i, "put") && is_self(i->a) && !i->b
                        && into_graveyard(i->c, &whose, &from);
        unsigned z = of_self && is_word(i, "cycle") ? CARDRT_IN(CARDRT_GRAVEYARD)
                   : of_self && is_word(i, "cast") ? CARDRT_IN(CARDRT_STACK)
                   : put_self && from != CARDRT_BATTLEFIELD ? CARDRT_IN(CARDRT_GRAVEYARD) : 0;
        bool dies = i->kind == N_ACTION && is_word(i, "die") && is_self(i->a);
        if (z && *zones && z != *zones)
            return cg_unsupported(u, ev, "this trigger event");
        *zones |= z;
        any_dies |= dies;
        any_other |= !z && !dies;
    }
    if (*zones && (any_other || (any_dies && *zones != CARDRT_IN(CARDRT_GRAVEYARD))))
        return cg_unsupported(u, ev, "this trigger event");
    if (*zones || about_self)
        return true;
    int zone = -1;
    bool one = said_zone(ab->ast->b, &zone);
    for (const ability *m = ab->modes; m && one; m = m->next)
        one = said_zone(m->ast->b, &zone);
    if (!one)
        return cg_unsupported(u, ab->ast, "an ability of two zones");
    *zones = zone == CARDRT_HAND || zone == CARDRT_GRAVEYARD ? CARDRT_IN(zone) : 0;
    return true;
}

static LLVMValueRef trigger_def(unit *u, const ability *ab)
{
    codegen *cg = u->cg;
    const node *effects = ab->ast->b;
    LLVMValueRef condition = LLVMConstNull(cg->ptr);
    /* "When ..., if ..., ...": an intervening "if" (CR 603.4), checked as it
     * triggers and as it resolves; it covers every sentence after it ("if
     * ..., A. B."), unless one says what happens "otherwise".  "When ...,
     * A if ..." is no intervening "if": A's own condition. */
    const node *first = effects && effects->a ? effects->a : NULL;
    if (first && first->kind == N_CONDITIONAL && is_word(first, "if") && !first->c
        && first->a && first->b && !first->b->next && first->a->range.begin < first->b->range.begin
        && !(first->next && first->next->kind == N_CONDITIONAL && is_word(first->next, "otherwise"))) {
        u->event = ab->ast->a ? ab->ast->a->a : NULL;
        condition = cg_holds_fn(u, first->a);
        u->event = NULL;
        if (!condition)
            return NULL;
        node *body = node_new(u->arena, first->b->kind, first->b->range);
        *body = *first->b;
        node *list = list_append(list_new(u->arena, first->range), body);
        body->next = (node *)first->next;
        while (list->last->next)
            list->last = list->last->next;
        effects = list;
    }
    LLVMValueRef match = match_fn(u, ab->ast->a);
    const node *modes[16];
    unsigned nmodes;
    int min, max;
    if (!match || !modes_of(u, ab, modes, &nmodes, &min, &max))
        return NULL;
    unsigned n;
    LLVMValueRef specs = cg_target_specs(u, ab, &n);
    if (!specs)
        return NULL;
    u->in_ability = true;
    u->event = ab->ast->a ? ab->ast->a->a : NULL;
    u->paid_costs = 0;
    LLVMValueRef fn = cg_effect_fn(u, (const node *const[]){ effects }, 1, modes, nmodes);
    u->in_ability = false;
    u->event = NULL;
    if (!fn)
        return NULL;
    unsigned zones;
    if (!trigger_zones(u, ab, &zones))
        return NULL;
    LLVMValueRef f[] = { cg_cstring(u, cg_text(u, ab->range)), match, condition, specs, cg_i32(cg, n), fn,
                         cg_i32(cg, zones), cg_i32(cg, nmodes), cg_i32(cg, min), cg_i32(cg, max),
                         cg_i32(cg, trigger_batch(ab->ast->a)) };
    return LLVMConstNamedStruct(cg->trig_ty, f, 11);
}

/* ---- static abilities ---------------------------------------------------------------------- */

static LLVMValueRef change_value(unit *u, int kind, int value, uint64_t keywords, int p, int t,
                                 LLVMValueRef pt_fn)
{
    codegen *cg = u->cg;
    LLVMValueRef f[] = { cg_i32(cg, kind), cg_i32(cg, value), LLVMConstInt(cg->i64, keywords, 0),
                         cg_i32(cg, p), cg_i32(cg, t), pt_fn ? pt_fn : LLVMConstNull(cg->ptr),
                         LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->change_ty, f, 7);
}

/* void pt(game, source, obj, int *p, int *t): P and T times the number of
 * objects EACH describes ("+1/+1 for each other Elf you control"), or (CDA)
 * both equal to AMOUNT. */
static LLVMValueRef pt_fn(unit *u, int p, int t, const node *each, const node *amount)
{
    codegen *cg = u->cg;
    LLVMTypeRef params[] = { cg->ptr, cg->i32, cg->i32, cg->ptr, cg->ptr };
    LLVMTypeRef ty = LLVMFunctionType(LLVMVoidTypeInContext(cg->ctx), params, 5, 0);
    cg_saved save;
    cg_begin_fn(u, ty, "cardc.pt", &save);
    LLVMValueRef n = each ? cg_count(u, each) : cg_amount(u, amount);
    if (n) {
        LLVMBuildStore(u->b, LLVMBuildMul(u->b, n, cg_i32(cg, p), ""), LLVMGetParam(u->fn, 3));
        LLVMBuildStore(u->b, LLVMBuildMul(u->b, n, cg_i32(cg, t), ""), LLVMGetParam(u->fn, 4));
    }
    LLVMValueRef f = cg_end_fn(u, NULL, &save);
    return n && !u->failed ? f : NULL;
}

/* "can't block", "can't be blocked", "can't attack or block", "doesn't
 * untap during your untap step": restrictions, as keyword bits. */
static uint64_t restriction_bits(const node *neg)
{
    const node *a = neg->a;
    if (!a || a->kind != N_ACTION || !neg->text)
        return 0;
    bool cant = strcmp(neg->text, "can't") == 0, dont = strcmp(neg->text, "don't") == 0;
    if (cant && !a->b && !a->c) {
        if (is_word(a, "block"))
            return CARDRT_KW(CARDRT_KW_CANT_BLOCK);
        if (is_word(a, "attack"))
            return CARDRT_KW(CARDRT_KW_CANT_ATTACK);
        if (is_word(a, "attack or block"))
            return CARDRT_KW(CARDRT_KW_CANT_ATTACK) | CARDRT_KW(CARDRT_KW_CANT_BLOCK);
        if (is_word(a, "blocked"))
            return CARDRT_KW(CARDRT_KW_CANT_BE_BLOCKED);
    }
    /* "can't be blocked by more than one creature" */
    const node *by = cant && is_word(a, "blocked") && !a->b && a->c && a->c->a && !a->c->a->next
                     && a->c->a->kind == N_MODIFIER && is_word(a->c->a, "by") ? a->c->a->a : NULL;
    const node *cnt = by && by->kind == N_OBJECT && !by->b && by->c && by->c->kind == N_COMPARE
                      && is_word(by->c, ">") && by->c->a ? by->c->a : NULL;
    const node *f = by ? by->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    if (cnt && cnt->text && syn_number(cnt->text) == 1 && w && !w->next && is_word(w, "creature"))
        return CARDRT_KW(CARDRT_KW_BLOCKED_BY_ONE);
    const node *m = a->c ? a->c->a : NULL;
    if (dont && is_word(a, "untap") && m && !m->next && m->kind == N_DURATION && m->a
        && m->a->kind == N_STEP && strcmp(m->a->text, "untap step") == 0)
        return CARDRT_KW(CARDRT_KW_DOESNT_UNTAP);
    return 0;
}

/* "can block only creatures with flying" (N_MODIFIER "can" around the
 * action): the permission it limits, as a keyword bit; 0 for others. */
static uint64_t permission_bits(const node *can)
{
    const node *a = can->kind == N_MODIFIER && is_word(can, "can") ? can->a : NULL;
    const node *what = a && a->kind == N_ACTION && is_word(a, "block") && !a->c ? a->b : NULL;
    const node *f = what && what->kind == N_OBJECT && is_word(what, "only") && !what->b && !what->c
                    ? what->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *k = q && q->kind == N_QUALIFIER && is_word(q, "with") && q->a && q->a->kind == N_LIST
                    && q->a->a && !q->a->a->next ? q->a->a : NULL;
    bool creatures = f && f->a && f->a->a && !f->a->a->next && f->a->a->a && f->a->a->a->a
                     && is_word(f->a->a->a->a, "creature") && !f->a->a->a->a->next;
    return creatures && k && k->kind == N_KEYWORD && is_word(k, "flying") && !k->a && !k->b
           ? CARDRT_KW(CARDRT_KW_BLOCKS_ONLY_FLYERS) : 0;
}

/* The changes of one action of a static ability: "get +N/+N" (layer 6d,
 * "for each ..." counted as it applies), "have KEYWORDS" (5), restrictions. */
static bool static_changes(unit *u, const node *a, LLVMValueRef *out, unsigned *n)
{
    if (*n >= 4)
        return cg_unsupported(u, a, "this many changes");
    if (a->kind == N_NEGATED || a->kind == N_MODIFIER) {
        uint64_t bits = a->kind == N_NEGATED ? restriction_bits(a) : permission_bits(a);
        if (!bits)
            return cg_unsupported(u, a, "this restriction");
        out[(*n)++] = change_value(u, CARDRT_ADD_KEYWORDS, 0, bits, 0, 0, NULL);
        return true;
    }
    if (a->kind != N_ACTION)
        return cg_unsupported(u, a, "this static ability");
    const node *each = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_MODIFIER && is_word(m, "for each") && !each && is_word(a, "get"))
            each = m;
        else
            return cg_unsupported(u, m, m->kind == N_DURATION ? "this duration" : "this modifier");
    if (is_word(a, "get") && a->b && a->b->kind == N_PT_CHANGE) {
        char buf[32];
        snprintf(buf, sizeof buf, "%s", a->b->text);
        int p, t;
        /* "−" (U+2212) as "-" */
        char norm[32];
        size_t k = 0;
        for (size_t i = 0; buf[i] && k + 1 < sizeof norm; i++) {
            if ((unsigned char)buf[i] == 0xE2 && buf[i + 1] && buf[i + 2]) {
                norm[k++] = '-';
                i += 2;
            } else {
                norm[k++] = buf[i];
            }
        }
        norm[k] = '\0';
        if (sscanf(norm, "%d/%d", &p, &t) != 2)
            return cg_unsupported(u, a->b, "this P/T change");
        LLVMValueRef fn = NULL;
        if (each && !(fn = pt_fn(u, p, t, each->a, NULL)))
            return false;
        out[(*n)++] = change_value(u, CARDRT_MODIFY_PT, 0, 0, p, t, fn);
        return true;
    }
    if ((is_word(a, "have") || is_word(a, "gain")) && a->b
        && (a->b->kind == N_LIST || a->b->kind == N_KEYWORD)) {
        uint64_t kws = 0;
        for (const node *k = a->b->kind == N_LIST ? a->b->a : a->b; k; k = a->b->kind == N_LIST ? k->next : NULL) {
            uint64_t bit = k->kind == N_KEYWORD && !k->a && !k->b ? cg_keyword_bit(k->text) : 0;
            if (!bit && k->kind == N_KEYWORD && is_word(k, "protection") && k->a)
                bit = protection_bits(k->a);
            if (!bit)
                return cg_unsupported_word(u, k, k->text ? k->text : "this ability");
            kws |= bit;
        }
        out[(*n)++] = change_value(u, CARDRT_ADD_KEYWORDS, 0, kws, 0, 0, NULL);
        return true;
    }
    return cg_unsupported_word(u, a, a->text);
}

LLVMValueRef cg_cda_pt_fn(unit *u, const node *st)
{
    const node *subj = st->kind == N_ACTION && is_word(st, "is") ? st->a : NULL;
    if (!subj || subj->kind != N_POSSESSIVE || !subj->a || subj->a->kind != N_SELF || !subj->b
        || !is_word(subj->b, "power and toughness") || st->c || !st->b)
        return NULL;
    return pt_fn(u, 1, 1, NULL, st->b);
}

/* "Test's power and toughness are each equal to the number of ...": a
 * characteristic-defining ability (layer 6a). */
static LLVMValueRef cda_def(unit *u, const node *st)
{
    codegen *cg = u->cg;
    LLVMValueRef fn = cg_cda_pt_fn(u, st);
    if (!fn)
        return NULL;
    LLVMValueRef ch = change_value(u, CARDRT_SET_PT, 0, 0, 0, 0, fn);
    LLVMValueRef arr = cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes");
    LLVMValueRef f[] = { LLVMConstNull(cg->ptr), arr, cg_i32(cg, 1), LLVMConstInt(cg->i8, 1, 0),
                         LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->static_ty, f, 5);
}

static LLVMValueRef static_def(unit *u, const ability *ab)
{
    codegen *cg = u->cg;
    const node *effects = ab->ast->b;
    const node *st = effects && effects->a && !effects->a->next ? effects->a : NULL;
    if (!st)
        return cg_unsupported(u, ab->ast, "this static ability"), NULL;
    /* "You may choose not to untap Test during your untap step." */
    const node *untap = st->kind == N_OPTIONAL && st->a && st->a->kind == N_OPTIONAL
                        && is_word(st->a, "choose not to") ? st->a->a : NULL;
    const node *during = untap && untap->kind == N_ACTION && untap->c && untap->c->a && !untap->c->a->next
                         ? untap->c->a : NULL;
    if (during && is_word(untap, "untap") && untap->b && untap->b->kind == N_SELF && during->kind == N_DURATION
        && during->a && during->a->kind == N_STEP && is_word(during->a, "untap step") && during->a->a
        && is_word(during->a->a, "your")) {
        LLVMValueRef ch = change_value(u, CARDRT_ADD_KEYWORDS, 0, CARDRT_KW(CARDRT_KW_MAY_NOT_UNTAP), 0, 0, NULL);
        LLVMValueRef f[] = { LLVMConstNull(cg->ptr), cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes"),
                             cg_i32(cg, 1), LLVMConstInt(cg->i8, 0, 0), LLVMConstNull(cg->ptr) };
        return LLVMConstNamedStruct(cg->static_ty, f, 5);
    }
    LLVMValueRef condition = NULL;
    if (st->kind == N_CONDITIONAL && is_word(st, "as long as") && st->a && st->b && !st->c) {
        if (!(condition = cg_holds_fn(u, st->a)))
            return NULL;
        st = st->b;
    }
    if (st->kind == N_ACTION && is_word(st, "is")) {
        LLVMValueRef cda = cda_def(u, st);
        if (!cda && !u->failed)
            cg_unsupported(u, st, "this static ability");
        if (cda && condition)
            return cg_unsupported(u, st, "a characteristic-defining ability with a condition"), NULL;
        return cda;
    }
    /* "Enchanted creature gets +1/+1 and has flying": one subject, several changes. */
    const node *firstn = st->kind == N_SEQUENCE ? st->a->a : st;
    const node *act = firstn->kind == N_NEGATED || permission_bits(firstn) ? firstn->a : firstn;
    if (!act || act->kind != N_ACTION || !act->a)
        return cg_unsupported(u, st, "this static ability"), NULL;
    const node *subject = act->a;
    LLVMValueRef changes[4];
    unsigned n = 0;
    for (const node *a = firstn; a && !u->failed; a = st->kind == N_SEQUENCE ? a->next : NULL) {
        const node *inner = a->kind == N_NEGATED || permission_bits(a) ? a->a : a;
        if (!inner || inner->kind != N_ACTION || inner->a != subject)
            return cg_unsupported(u, a, "a static ability with several subjects"), NULL;
        if (!static_changes(u, a, changes, &n))
            return NULL;
    }
    LLVMValueRef affects;
    if (subject->kind == N_SELF || (subject->kind == N_PRONOUN && subject->refers && subject->refers->kind == N_SELF)) {
        affects = LLVMConstNull(cg->ptr);       /* "Test ...", "as long as Test ..., it ..." */
    } else if (subject->kind == N_PRONOUN && (is_word(subject, "enchanted") || is_word(subject, "equipped"))) {
        cg_saved save;
        cg_begin_fn(u, cg->affects_ty, "cardc.affects", &save);
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };
        LLVMValueRef host = cg_call(u, "cardrt_attached_to", cg->i32, a, 2);
        LLVMValueRef r = LLVMBuildICmp(u->b, LLVMIntEQ, host, LLVMGetParam(u->fn, 2), "");
        affects = cg_end_fn(u, r, &save);
    } else if (subject->kind == N_OBJECT && (!subject->text || is_word(subject, "other")
                                             || is_word(subject, "each") || is_word(subject, "all")
                                             || is_word(subject, "each other") || is_word(subject, "all other"))) {
        if (cg_zones(u, subject, 0) != CARDRT_IN(CARDRT_BATTLEFIELD))
            return cg_unsupported(u, subject, "a static ability on cards in other zones"), NULL;
        if (!(affects = cg_affects_fn(u, subject)))
            return NULL;
    } else {
        return cg_unsupported(u, subject, "this subject of a static ability"), NULL;
    }
    LLVMValueRef arr = cg_const_array(u, cg->change_ty, changes, n, "cardc.changes");
    LLVMValueRef f[] = { affects, arr, cg_i32(cg, n), LLVMConstInt(cg->i8, 0, 0),
                         condition ? condition : LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->static_ty, f, 5);
}

/* ---- as the permanent enters ------------------------------------------------------------ */

/* "~ enters the battlefield tapped", "... with two +1/+1 counters on it",
 * "... tapped unless you control a Forest": is S one, and which parts? */
static bool enters_parts(const node *s, const node **cond, bool *unless, const node **action)
{
    *cond = NULL;
    *unless = false;
    if (s->kind == N_CONDITIONAL && (is_word(s, "unless") || is_word(s, "if")) && !s->c && s->b) {
        *cond = s->a;
        *unless = is_word(s, "unless");
        s = s->b;
    }
    *action = s;
    /* "Test enters ...", "If Test was kicked, it enters ..." */
    bool self = s->kind == N_ACTION && s->a
                && (s->a->kind == N_SELF || (s->a->kind == N_PRONOUN && s->a->refers && s->a->refers->kind == N_SELF));
    return self && is_word(s, "enter the battlefield") && !s->b && s->c;
}

/* "As ~ enters the battlefield, choose a color" (a creature type, a basic
 * land type, an opponent, a player): the CARDRT_CHOICE_* of S, or -1. */
static int enters_choice(const node *s)
{
    if (s->kind != N_CONDITIONAL || !is_word(s, "as") || s->c || !s->a || !s->b)
        return -1;
    const node *e = s->a, *ch = s->b;
    if (e->kind != N_ACTION || !is_word(e, "enter the battlefield") || !e->a || e->a->kind != N_SELF
        || e->b || e->c || ch->kind != N_ACTION || !is_word(ch, "choose") || ch->a || ch->c || !ch->b)
        return -1;
    return cg_choice_kind(ch->b);
}

/* Compile the "as it enters" parts of the card into the current effect function. */
static bool gen_enters(unit *u, const node *s)
{
    codegen *cg = u->cg;
    int choice = enters_choice(s);
    if (choice >= 0) {
        LLVMValueRef args[] = { u->ctx_arg, cg_i32(cg, choice) };
        cg_call(u, "cardrt_fx_choose_for_source", cg->i32, args, 2);
        return true;
    }
    const node *cond, *a;
    bool unless;
    enters_parts(s, &cond, &unless, &a);
    LLVMBasicBlockRef cont = NULL;
    if (cond) {
        LLVMValueRef c = cg_condition(u, cond);
        if (!c)
            return false;
        if (unless)
            c = LLVMBuildNot(u->b, c, "");
        LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "then");
        cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "cont");
        LLVMBuildCondBr(u->b, c, then, cont);
        LLVMPositionBuilderAtEnd(u->b, then);
    }
    LLVMValueRef ctx_sel[] = { u->ctx_arg, cg_i32(cg, u->nsel) };
    int self = u->nsel++;
    if (self >= CARDRT_NSEL)
        return cg_unsupported(u, s, "this many things in one ability");
    cg_call(u, "cardrt_sel_source", NULL, ctx_sel, 2);
    for (const node *m = a->c->a; m; m = m->next) {
        if (m->kind == N_MODIFIER && is_word(m, "tapped")) {
            LLVMValueRef args[] = { u->ctx_arg, cg_i32(cg, self), cg_i1(cg, true) };
            cg_call(u, "cardrt_fx_tap", cg->i32, args, 3);
            continue;
        }
        const node *what = m->kind == N_MODIFIER && is_word(m, "with") ? m->a : NULL;
        const node *f = what && what->kind == N_OBJECT ? what->a : NULL;
        const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a
                        ? f->a->a->a->a : NULL;
        const char *kind = cg_counter_kind(w);
        if (!kind)
            return cg_unsupported(u, m, "entering the battlefield this way");
        const node *on = m->next && m->next->kind == N_PREP && strcmp(m->next->text, "on") == 0 ? m->next : NULL;
        if (on)
            m = on;                 /* "... on it": the permanent itself */
        LLVMValueRef n = cg_amount(u, what);
        if (!n)
            return false;
        LLVMValueRef args[] = { u->ctx_arg, cg_i32(cg, self), cg_cstring(u, kind), n };
        cg_call(u, "cardrt_fx_counters", cg->i32, args, 4);
    }
    if (cont) {
        LLVMBuildBr(u->b, cont);
        LLVMPositionBuilderAtEnd(u->b, cont);
    }
    return true;
}

static bool is_enters(const ability *ab)
{
    const node *s = ab->kind == AB_STATIC && ab->ast->b && ab->ast->b->a && !ab->ast->b->a->next
                    ? ab->ast->b->a : NULL;
    const node *cond, *a;
    bool unless;
    return s && (enters_parts(s, &cond, &unless, &a) || enters_choice(s) >= 0);
}

static LLVMValueRef enters_fn(unit *u)
{
    bool any = has_enters_keyword(u->c);
    for (const ability *ab = u->c->abilities; ab; ab = ab->next)
        any |= is_enters(ab);
    if (!any)
        return LLVMConstNull(u->cg->ptr);
    cg_saved save;
    cg_begin_fn(u, u->cg->effect_ty, "cardc.enters", &save);
    u->in_ability = true;
    u->paid_costs = 0;
    bool ok = true;
    for (const ability *ab = u->c->abilities; ab && ok; ab = ab->next)
        if (is_enters(ab))
            ok = gen_enters(u, ab->ast->b->a);
    if (ok && has_enters_keyword(u->c)) {
        int self = u->nsel++;
        LLVMValueRef a[] = { u->ctx_arg, cg_i32(u->cg, self) };
        if (self >= CARDRT_NSEL)
            ok = cg_unsupported(u, NULL, "this many things in one ability");
        else
            cg_call(u, "cardrt_sel_source", NULL, a, 2);
        keyword_enters(u, self);
    }
    u->in_ability = false;
    LLVMValueRef f = cg_end_fn(u, NULL, &save);
    return ok && !u->failed ? f : NULL;
}

/* ---- all of a card's abilities ---------------------------------------------------------- */

/* The abilities of the list AB (a card's, or a token's granted ones). */
static bool abilities_of(unit *u, const ability *list, LLVMValueRef *acts, unsigned *nacts,
                         LLVMValueRef *trigs, unsigned *ntrigs, LLVMValueRef *stats, unsigned *nstats,
                         unsigned cap)
{
    *nacts = *ntrigs = *nstats = 0;
    for (const ability *ab = list; ab && !u->failed; ab = ab->next) {
        if (*nacts == cap || *ntrigs == cap || *nstats == cap)
            return cg_unsupported(u, ab->ast, "this many abilities");
        switch (ab->kind) {
        case AB_ACTIVATED:
            if (!(acts[(*nacts)++] = activated_def(u, ab)))
                return false;
            break;
        case AB_TRIGGERED:
            if (!(trigs[(*ntrigs)++] = trigger_def(u, ab)))
                return false;
            break;
        case AB_STATIC:
            if (is_enters(ab) || cg_uncounterable(ab))
                break;
            if (!(stats[(*nstats)++] = static_def(u, ab)))
                return false;
            break;
        case AB_KEYWORD:
            for (const node *k = ab->ast->b ? ab->ast->b->a : NULL; k; k = k->next) {
                if (is_triggered_keyword(k) && !keyword_triggers(u, k, trigs, ntrigs, cap))
                    return false;
                if (!is_activated_keyword(k))
                    continue;
                if (*nacts == cap)
                    return cg_unsupported(u, k, "this many abilities");
                acts[*nacts] = is_word(k, "equip") ? equip_def(u, ab, k)
                             : is_word(k, "crew") ? crew_def(u, k)
                             : is_word(k, "unearth") ? unearth_def(u, k)
                             : is_word(k, "scavenge") ? scavenge_def(u, ab, k)
                             : is_word(k, "ninjutsu") ? ninjutsu_def(u, k)
                             : is_word(k, "transmute") ? transmute_def(u, k)
                             : is_word(k, "reinforce") ? reinforce_def(u, ab, k)
                             : is_word(k, "outlast") ? outlast_def(u, k) : cycling_def(u, k);
                if (!acts[(*nacts)++])
                    return false;
            }
            break;
        case AB_SPELL:
            break;
        }
    }
    return !u->failed;
}

bool cg_abilities(unit *u, LLVMValueRef *acts, unsigned *nacts, LLVMValueRef *trigs, unsigned *ntrigs,
                  LLVMValueRef *stats, unsigned *nstats, unsigned cap, LLVMValueRef *as_enters)
{
    return (*as_enters = enters_fn(u)) != NULL
           && abilities_of(u, u->c->abilities, acts, nacts, trigs, ntrigs, stats, nstats, cap);
}

/* A token's granted abilities (N_QUOTED nodes of LIST, read by sema) and
 * keywords, added to *KEYWORDS and the chain *GRANTED. */
static bool token_grants(unit *u, const node *list, uint64_t *keywords, ability **granted)
{
    for (const node *k = list && list->kind == N_LIST ? list->a : list; k;
         k = list->kind == N_LIST ? k->next : NULL) {
        if (k->kind == N_QUOTED && k->granted && k->granted->kind != AB_KEYWORD
            && !(k->granted->kind == AB_STATIC && is_enters(k->granted))) {
            ability *ab = arena_alloc(u->arena, sizeof *ab), **tail = granted;
            *ab = *k->granted;
            ab->next = NULL;
            while (*tail)               /* in the order written */
                tail = &(*tail)->next;
            *tail = ab;
            continue;
        }
        uint64_t bit = k->kind == N_KEYWORD && !k->a && !k->b ? cg_keyword_bit(k->text) : 0;
        if (!bit)
            return cg_unsupported(u, k, "this token ability");
        *keywords |= bit;
    }
    return true;
}

/* Compile ABILITIES (a token's) into F's ability fields, keeping the state
 * of the ability being compiled around it. */
static bool token_abilities(unit *u, const ability *abilities, LLVMValueRef *f)
{
    codegen *cg = u->cg;
    const target_use *slot[CARDRT_MAX_TARGETS];
    unsigned slot_modes[CARDRT_MAX_TARGETS], nslots = u->nslots;
    memcpy(slot, u->slot, sizeof slot);
    memcpy(slot_modes, u->slot_modes, sizeof slot_modes);
    bool in_ability = u->in_ability, relational = u->relational;
    const node *event = u->event, *where_x = u->where_x;
    LLVMValueRef acts[8], trigs[8], stats[8];
    unsigned nacts, ntrigs, nstats;
    u->where_x = NULL;
    bool ok = abilities_of(u, abilities, acts, &nacts, trigs, &ntrigs, stats, &nstats, 8);
    memcpy(u->slot, slot, sizeof slot);
    memcpy(u->slot_modes, slot_modes, sizeof slot_modes);
    u->nslots = nslots;
    u->in_ability = in_ability;
    u->relational = relational;
    u->event = event;
    u->where_x = where_x;
    if (!ok)
        return false;
    f[DF_STATICS] = cg_const_array(u, cg->static_ty, stats, nstats, "cardc.statics");
    f[DF_NSTATICS] = cg_i32(cg, nstats);
    f[DF_ACTIVATED] = cg_const_array(u, cg->act_ty, acts, nacts, "cardc.activated");
    f[DF_NACTIVATED] = cg_i32(cg, nacts);
    f[DF_TRIGGERS] = cg_const_array(u, cg->trig_ty, trigs, ntrigs, "cardc.triggers");
    f[DF_NTRIGGERS] = cg_i32(cg, ntrigs);
    return true;
}

/* ---- tokens ------------------------------------------------------------------------------- */

LLVMValueRef cg_token_def(unit *u, const node *what, const node *grants)
{
    const node *f = what && what->kind == N_OBJECT ? what->a : NULL;
    if (!f || f->kind != N_FILTER || !f->a || !f->a->a || f->a->a->next || what->b)
        return cg_unsupported(u, what, "this token"), NULL;
    /* "a Treasure token": one of the predefined tokens (CR 111.10). */
    const node *w1 = f->a->a->a ? f->a->a->a->a : NULL;
    if (w1 && w1->token == SUBTYPE && w1->next && w1->next->token == TOKEN && !w1->next->next && !f->b
        && !grants) {
        LLVMValueRef def = cg_predefined_token(u, cg_subtype_name(u, w1->text));
        if (def || u->failed)
            return def;
    }
    def_fields d = { 0 };
    const char **subs = arena_alloc(u->arena, CARDRT_MAX_SUBTYPES * sizeof *subs);
    bool token = false;
    char name[128] = "";
    for (const node *t = f->a->a->a ? f->a->a->a->a : NULL; t; t = t->next) {
        switch (t->token) {
        case PT: {
            char *end;
            d.power = (int)strtol(t->text, &end, 10);
            if (*end != '/')
                return cg_unsupported(u, t, "this power and toughness"), NULL;
            d.toughness = (int)strtol(end + 1, &end, 10);
            if (*end)
                return cg_unsupported(u, t, "this power and toughness"), NULL;
            d.has_pt = true;
            break;
        }
        case COLOR:
            if (strcmp(t->text, "colorless") != 0 && !cg_color_bit(t->text))
                return cg_unsupported_word(u, t, t->text), NULL;
            d.colors |= cg_color_bit(t->text);
            break;
        case CARDTYPE:
            d.types |= cg_type_bit(t->text);
            break;
        case SUPERTYPE:
            if (strcmp(t->text, "legendary") != 0)
                return cg_unsupported_word(u, t, t->text), NULL;
            d.supers |= CARDRT_LEGENDARY;
            break;
        case SUBTYPE: {
            if (d.nsubtypes == CARDRT_MAX_SUBTYPES)
                return cg_unsupported(u, t, "this many subtypes"), NULL;
            const char *sub = cg_subtype_name(u, t->text);
            subs[d.nsubtypes++] = sub;
            snprintf(name + strlen(name), sizeof name - strlen(name), "%s%s", *name ? " " : "", sub);
            break;
        }
        case TOKEN:
            token = true;
            break;
        default:
            if (t->kind == N_LIST && is_word(t, "and")) {     /* "green and white" */
                for (const node *c = t->a; c; c = c->next) {
                    if (c->kind != N_WORD || c->token != COLOR || !cg_color_bit(c->text))
                        return cg_unsupported(u, t, "this token"), NULL;
                    d.colors |= cg_color_bit(c->text);
                }
                break;
            }
            return cg_unsupported_word(u, t, t->text), NULL;
        }
    }
    if (!token || !d.types || d.has_pt != ((d.types & CARDRT_CREATURE) != 0))
        return cg_unsupported(u, what, "this token"), NULL;
    /* "with flying", "with flying and haste", "with \"{T}: Add {G}.\"" */
    ability *granted = NULL;
    for (const node *q = f->b ? f->b->a : NULL; q; q = q->next) {
        const node *g = q->kind == N_QUALIFIER && strcmp(q->text, "with") == 0 ? q->a : NULL;
        if (!g || (g->kind != N_LIST && g->kind != N_KEYWORD && g->kind != N_QUOTED))
            return cg_unsupported(u, q, "this token"), NULL;
        if (!token_grants(u, g, &d.keywords, &granted))
            return NULL;
    }
    if (grants && !token_grants(u, grants, &d.keywords, &granted))
        return NULL;
    /* CR 111.4 (later rules): a token's name is its subtypes and "Token". */
    snprintf(name + strlen(name), sizeof name - strlen(name), "%sToken", *name ? " " : "");
    d.name = name;
    d.subtypes = subs;
    LLVMValueRef fields[DF_COUNT];
    cg_def_values(u, &d, fields);
    if (granted && !token_abilities(u, granted, fields))
        return NULL;
    return cg_def_global(u, fields);
}

/* ---- delayed triggered abilities -------------------------------------------------------- */

LLVMValueRef cg_delayed_def(unit *u, int when, LLVMValueRef effect, const char *text)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.later", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef kind = ev_field(u, evp, offsetof(cardrt_event, kind), "kind"), r;
    if (when == CG_WHEN_SOURCE_LEAVES)      /* the source leaves the battlefield */
        r = all(u, all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE)),
                       eq(u, ev_field(u, evp, offsetof(cardrt_event, object), "object"), cg_src(u))),
                eq(u, ev_field(u, evp, offsetof(cardrt_event, from), "from"), cg_i32(cg, CARDRT_BATTLEFIELD)));
    else                                    /* a step begins */
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_STEP)),
                eq(u, ev_field(u, evp, offsetof(cardrt_event, step), "step"), cg_i32(cg, when)));
    LLVMValueRef match = cg_end_fn(u, r, &save);
    LLVMValueRef null = LLVMConstNull(cg->ptr);
    LLVMValueRef f[] = { cg_cstring(u, text), match, null, null, cg_i32(cg, 0), effect,
                         cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, CARDRT_BATCH_NONE) };
    return cg_const_global(u, LLVMConstNamedStruct(cg->trig_ty, f, 11), "cardc.delayed");
}
