/* cg_ability.c — a card's abilities as cardrt definitions (cg.h): target
 * slots, costs, activated abilities, all of a card's abilities together,
 * tokens; a spell's own costs are in cg_spellcost.c.  Keyword abilities are in cg_keyword.c, triggered abilities in
 * cg_trigger.c, static abilities in cg_static.c. */
#include <string.h>

#include "cg.h"
#include "cg_fx.h"
#include "front.h"
#include "meaning.h"
#include "parser.h"
#include "syntax.h"

bool cg_is_you(const node *p)
{
    return ir_who_of(p) == IR_WHO_YOU;
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

/* Is T a target of a reflexive triggered ability ("When you do, ...", CR
 * 603.12) in AB (NULL: the spell)?  That ability has the target, chosen as
 * it triggers (cg_reflexive_specs), not the one whose text holds it. */
static bool reflexive_target(const unit *u, const ability *ab, const target_use *t)
{
    if (ab)
        return ir_in_reflexive(ab->ast, t->range);
    for (const ability *a = u->c->abilities; a; a = a->next)
        for (const ability *m = a->kind == AB_SPELL ? a : NULL; m; m = m == a ? a->modes : m->next)
            if (ir_in_reflexive(m->ast, t->range))
                return true;
    return false;
}

/* The slots of the spell's targets T and those after it of the same mode
 * (BIT), once for each copy of a mode chosen more than once (CR 700.2d:
 * as though it appeared that many times in sequence); false after
 * reporting. */
static bool add_mode_copies(unit *u, const target_use *t, unsigned bit)
{
    unsigned i = (unsigned)__builtin_ctz(bit), k = u->mode_repeats;
    for (unsigned j = 0; j < k; j++)
        for (const target_use *x = t; x; x = x->next)
            if (spell_slot_modes(u->c, x) == bit && !reflexive_target(u, NULL, x)
                && !add_slot(u, x, 1u << (i * k + j)))
                return false;
    return true;
}

static bool collect_slots(unit *u, const ability *ab)
{
    u->nslots = 0;
    if (!ab) {
        unsigned done = 0;
        for (const target_use *t = u->c->spell_targets; t; t = t->next) {
            unsigned bit = spell_slot_modes(u->c, t);
            if (u->mode_repeats && bit) {
                if (!(done & bit) && !add_mode_copies(u, t, bit))
                    return false;
                done |= bit;
            } else if (!reflexive_target(u, NULL, t) && !add_slot(u, t, bit)) {
                return false;
            }
        }
        return true;
    }
    for (const target_use *t = ab->targets; t; t = t->next)
        if (!reflexive_target(u, ab, t) && !add_slot(u, t, 0))
            return false;
    unsigned i = 0;
    for (const ability *m = ab->modes; m; m = m->next, i++)
        for (const target_use *t = m->targets; t; t = t->next)
            if (!reflexive_target(u, m, t) && !add_slot(u, t, 1u << i))
                return false;
    return true;
}

/* The zone the action on target T takes it from: "Return target creature
 * card from your graveyard ..." (NULL if none says). */
static const node *zone_from(const node *n, const node *t)
{
    const node *a = ir_action_on_target(n, t);
    for (const node *m = a && a->c ? a->c->a : NULL; m; m = m->next)
        if (ir_prep_of(m) == IR_PREP_FROM)
            return m->a;
    return NULL;
}

/* The zone AB's text, or one of its modes' ("• Return target creature card
 * from your graveyard ..."), takes target T from. */
static const node *zone_in(const ability *ab, const target_use *t)
{
    const node *z = zone_from(ab->ast, t->object);
    for (const ability *m = ab->modes; m && !z; m = m->next)
        z = zone_from(m->ast, t->object);
    return z;
}

static const node *slot_zone(const unit *u, const ability *ab, const node *root, const target_use *t)
{
    if (root)
        return zone_from(root, t->object);
    if (ab)
        return zone_in(ab, t);
    for (const ability *a = u->c->abilities; a; a = a->next) {
        const node *z = a->kind == AB_SPELL ? zone_in(a, t) : NULL;
        if (z)
            return z;
    }
    return NULL;
}

/* The ", where X is N" of the action on target T, of AB or ROOT as
 * slot_zone finds it: N, or NULL. */
static const node *slot_where(const unit *u, const ability *ab, const node *root, const target_use *t)
{
    if (root)
        return ir_where_x_of(ir_action_on_target(root, t->object));
    for (const ability *a = ab ? ab : u->c->abilities; a; a = ab ? NULL : a->next) {
        const node *act = ab || a->kind == AB_SPELL ? ir_action_on_target(a->ast, t->object) : NULL;
        for (const ability *m = a->modes; m && !act; m = m->next)
            act = ir_action_on_target(m->ast, t->object);
        if (act)
            return ir_where_x_of(act);
    }
    return NULL;
}

/* "Destroy target creature that player controls" where "that player" is
 * a player the triggering EVENT names ("deals combat damage to a player"):
 * CARDRT_BY_EVENT_*, for the runtime's target check to see the event;
 * CARDRT_BY_ANY with no such qualifier; -1 for another about a player. */
static int controlled_by_event(const node *np, const node *event)
{
    if (np && np->kind == N_TARGET)
        np = np->a;
    const node *f = np && np->kind == N_OBJECT ? np->a : NULL;
    const node *lists[] = { f && f->kind == N_FILTER ? f->b : NULL, np && np->kind == N_OBJECT ? np->b : NULL };
    int by = CARDRT_BY_ANY;
    for (int l = 0; l < 2; l++)
        for (const node *q = lists[l] ? lists[l]->a : NULL; q; q = q->next) {
            if (!cg_is_relational(q))
                continue;
            /* "target creature that player controls"; "target card from
             * that player's graveyard": in that player's zone, owned by them */
            ir_zone zone;
            const node *p = ir_qual_of(q) == IR_QUAL_IN ? ir_zone_of_player(q->a, &zone)
                          : ir_qual_of(q) == IR_QUAL_CONTROLLED_BY ? q->a : NULL;
            const node *who = p && p->kind == N_PRONOUN ? p->refers : NULL;
            int role = who && by == CARDRT_BY_ANY && ir_within(event, who) ? cg_event_role(event, who) : -1;
            if (role == CARDRT_EVENT_PLAYER)
                by = CARDRT_BY_EVENT_PLAYER;
            else if (role == CARDRT_EVENT_TARGET)
                by = CARDRT_BY_EVENT_TARGET;
            else
                return -1;
        }
    return by;
}

/* "target creature of their choice" (IR_QUAL_CHOSEN_BY) of a triggered
 * ability whose EVENT names that player ("At the beginning of each
 * player's upkeep"), or "of defending player's choice": the slot's
 * chosen_by, CARDRT_BY_EVENT_PLAYER or CARDRT_BY_DEFENDING (CR 601.2c);
 * CARDRT_BY_ANY with no such qualifier; -1 for another chooser. */
static int slot_chooser(const node *np, const node *event)
{
    if (np && np->kind == N_TARGET)
        np = np->a;
    const node *f = np && np->kind == N_OBJECT ? np->a : NULL;
    const node *lists[] = { f && f->kind == N_FILTER ? f->b : NULL, np && np->kind == N_OBJECT ? np->b : NULL };
    int by = CARDRT_BY_ANY;
    for (int l = 0; l < 2; l++)
        for (const node *q = lists[l] ? lists[l]->a : NULL; q; q = q->next) {
            const node *p = ir_chooser_of(q);
            const node *who = p && p->kind == N_PRONOUN ? p->refers : NULL;
            if (!p)
                continue;
            if (by == CARDRT_BY_ANY && event && who && ir_within(event, who)
                && cg_event_role(event, who) == CARDRT_EVENT_PLAYER)
                by = CARDRT_BY_EVENT_PLAYER;
            else if (by == CARDRT_BY_ANY && event && ir_who_of(p) == IR_WHO_DEFENDING)
                by = CARDRT_BY_DEFENDING;
            else
                return -1;
        }
    return by;
}

/* The card IR's kicked condition of the spell's target slot at R (ir_target's
 * `kicked`): 1, -1, or 0 for a slot taken either way or with no IR. */
static int slot_kicked(const unit *u, src_range r)
{
    for (const ir_ability *ia = u->ir ? u->ir->abilities : NULL; ia; ia = ia->next)
        for (const ir_target *t = ia->kind == IR_AB_SPELL ? ia->targets : NULL; t; t = t->next)
            if (t->range.begin == r.begin && t->range.end == r.end)
                return t->kicked;
    return 0;
}

/* The target specs of the slots collected, of AB (NULL: the spell) or of
 * the reflexive ability whose text is ROOT. */
static LLVMValueRef slot_specs(unit *u, const ability *ab, const node *root, unsigned *n)
{
    codegen *cg = u->cg;
    LLVMValueRef specs[CARDRT_MAX_TARGETS];
    *n = 0;
    for (unsigned i = 0; i < u->nslots; i++) {
        const target_use *t = u->slot[i];
        /* "X target creatures" (min and max X), "up to X target creatures"
         * (min 0): the spell's X */
        bool x = t->max == -2;
        if ((t->min < 0 && !x) || t->max < -2 || (x && t->min != -2 && t->min != 0))
            return cg_unsupported(u, t->object, "this number of targets"), NULL;
        /* "up to X target creatures, where X is ...": X as they are chosen */
        const node *where = x && !u->x_paid ? slot_where(u, ab, root, t) : NULL;
        if (x && !u->x_paid && (!where || ir_names_target(where)))
            return cg_undefined_x(u, t->object), NULL;
        if (t->object && ir_spell_or_card_in(t->object))  /* one zone kept of the two (cg_zones) */
            return cg_unsupported(u, t->object, "a target spell or card in a zone"), NULL;
        LLVMValueRef x_now = where ? cg_where_x_fn(u, where) : LLVMConstNull(cg->ptr);
        if (!x_now)
            return NULL;
        target_use made = *t;
        const ir_target *implied = NULL;
        bool one_owner = false;     /* "from a single graveyard" */
        bool support = t->object && t->object->kind == N_ACTION && meaning_verb(t->object) == FX_VERB_SUPPORT;
        if ((!t->object && !ir_any_target(t)) || support) {
            /* equip, scavenge: their rules' target (lower_keywords); "Support
             * N": its rules' too (lower_targets), of a spell's ability too */
            for (const ir_ability *ia = ab ? cg_ir_of(u, ab) : support ? u->ir->abilities : NULL; ia && !implied;
                 ia = ab ? NULL : ia->next)
                for (implied = ia->targets; implied; implied = implied->next)
                    if (implied->range.begin == t->range.begin && implied->range.end == t->range.end)
                        break;
            if (!implied)
                return (ab ? cg_no_ir(u, ab) : cg_unsupported_at(u, t->range, "this target")), NULL;
        } else if (t->object && !cg_names_players(t->object) && !cg_zones(u, t->object, 0)) {
            /* "target creature card" with the zone in its action: "from your graveyard" */
            const node *z = slot_zone(u, ab, root, t);
            const node *obj = t->object->kind == N_TARGET ? t->object->a : t->object;
            one_owner = ir_zone_is_single(z);
            if (z && obj && obj->kind == N_OBJECT) {
                node *with = ir_with_relation(u->arena, obj, IR_QUAL_IN, z);
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
        unsigned zones = 0, abilities = 0;
        const node *event = root ? u->event : ab && ab->kind == AB_TRIGGERED && ab->ast->a ? ab->ast->a->a : NULL;
        int by = event && t->object ? controlled_by_event(t->object, event) : CARDRT_BY_ANY;
        int chosen_by = slot_chooser(t->object, event);
        if (chosen_by < 0)
            return cg_unsupported(u, t->object, "a target another player chooses"), NULL;
        bool relational = u->relational, chooser = u->chooser_slot;
        u->chooser_slot = true;
        u->relational = by > CARDRT_BY_ANY;    /* the runtime checks that one (cardrt.h) */
        u->item_x = true;       /* tested as it is cast and as it resolves */
        unsigned mode_bit = u->mode_bit;
        u->mode_bit = u->slot_modes[i];     /* the other targets it names are its mode's copy's */
        /* "target spell with mana value X or less, where X is ...": X
         * as the test is made (lower_targets) */
        const node *where_x = u->where_x;
        u->where_x = t->object ? slot_where(u, ab, root, t) : NULL;
        LLVMValueRef legal = implied ? cg_ir_legal_fn(u, implied->filter) : cg_slot_legal_fn(u, t, &zones, &abilities);
        u->where_x = where_x;
        u->mode_bit = mode_bit;
        u->item_x = false;
        u->relational = relational;
        u->chooser_slot = chooser;
        if (!legal)
            return NULL;
        int min = x ? (t->min == 0 ? -1 : 0) : t->min;
        /* "Another target creature" after an earlier use of the same text
         * (or of every mode): not what that one took (Rules FAQ 1.1.01). */
        bool another = false;
        for (unsigned j = 0; j < i && sema_target_says_other(u->c, u->slot[i]); j++)
            another |= u->slot_modes[j] == 0 || u->slot_modes[j] == u->slot_modes[i];
        LLVMValueRef f[] = { cg_cstring(u, ir_target_words(t)), cg_i32(cg, min), cg_i32(cg, x ? 0 : t->max),
                             legal, cg_i32(cg, zones), cg_i32(cg, u->slot_modes[i]), LLVMConstInt(cg->i8, x, 0),
                             LLVMConstInt(cg->i8, another, 0), cg_i32(cg, by < 0 ? CARDRT_BY_ANY : by),
                             LLVMConstInt(cg->i8, one_owner, 0), x_now, cg_i32(cg, abilities), cg_i32(cg, chosen_by),
                             cg_i32(cg, ab || root ? 0 : slot_kicked(u, t->range)) };
        specs[(*n)++] = LLVMConstNamedStruct(cg->spec_ty, f, sizeof f / sizeof *f);
    }
    return cg_const_array(u, cg->spec_ty, specs, *n, "cardc.targets");
}

LLVMValueRef cg_target_specs(unit *u, const ability *ab, unsigned *n)
{
    *n = 0;
    return collect_slots(u, ab) ? slot_specs(u, ab, NULL, n) : NULL;
}

/* Add T as a slot of the reflexive ability whose text is BODY, once. */
static bool add_reflexive_slot(unit *u, const node *body, const target_use *t)
{
    if (t->range.begin < body->range.begin || t->range.end > body->range.end)
        return true;
    for (unsigned i = 0; i < u->nslots; i++)
        if (u->slot[i]->range.begin == t->range.begin && u->slot[i]->range.end == t->range.end)
            return true;
    return add_slot(u, t, 0);
}

LLVMValueRef cg_reflexive_specs(unit *u, const node *body, unsigned *n)
{
    *n = 0;
    u->nslots = 0;
    for (const target_use *t = u->c->spell_targets; t; t = t->next)
        if (!add_reflexive_slot(u, body, t))
            return NULL;
    for (const ability *a = u->c->abilities; a; a = a->next)
        for (const ability *m = a; m; m = m == a ? a->modes : m->next)
            for (const target_use *t = m->targets; t; t = t->next)
                if (!add_reflexive_slot(u, body, t))
                    return NULL;
    return slot_specs(u, NULL, body, n);
}

/* ---- costs ------------------------------------------------------------------------- */

/* unit.paid_costs holds one bit per cost kind (the last one is below 64). */
_Static_assert(CARDRT_COST_X_MANA < 64, "a cost kind past unit.paid_costs");

LLVMValueRef cg_cost_value(unit *u, int kind, int n, LLVMValueRef which, unsigned zones,
                            const char *counter)
{
    codegen *cg = u->cg;
    u->paid_costs |= UINT64_C(1) << kind;
    LLVMValueRef f[] = { cg_i32(cg, kind), cg_i32(cg, n), which ? which : LLVMConstNull(cg->ptr),
                         cg_i32(cg, (long long)zones), counter ? cg_cstring(u, counter) : LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->cost_ty, f, 5);
}


/* Is NP "a ... you control": one permanent, and a qualifier says you
 * control it? */
static bool one_you_control(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && !np->b && ir_constant_count(np) == 1 ? np->a : NULL;
    for (const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL; q; q = q->next)
        if (ir_qual_of(q) == IR_QUAL_CONTROLLED_BY && q->a && q->a->kind == N_PLAYER && ir_who_of(q->a) == IR_WHO_YOU)
            return true;
    return false;
}

/* "Remove two charge counters from this", "Put a -1/-1 counter on this";
 * "Remove a +1/+1 counter from a creature you control": on one the player
 * chooses as they pay (CR 118.3). */
static bool counters_cost(unit *u, const node *a, LLVMValueRef *out)
{
    const node *what = a->b;
    const char *kind = ir_counters_named(what);
    bool remove = ir_verb_of(a) == IR_VERB_REMOVE;
    const node *m = a->c ? a->c->a : NULL;
    int n = ir_constant_count(what);
    if (remove && ir_count_is_x(what) && kind && !what->b && m && !m->next && ir_prep_of(m) == IR_PREP_FROM
        && is_self(m->a) && !u->removed_x) {
        /* "Remove X storage counters from ~", "any number of": the X of
         * the ability, its controller's choice (CR 107.3a) */
        u->removed_x = what;
        *out = cg_cost_value(u, CARDRT_COST_REMOVE_COUNTERS, -1, NULL, 0, kind);
        return true;
    }
    if (!kind || n < 1 || what->b || !m || m->next || ir_prep_of(m) != (remove ? IR_PREP_FROM : IR_PREP_ON)
        || (!is_self(m->a) && !one_you_control(m->a)))
        return cg_unsupported(u, a, "this cost");
    LLVMValueRef which = is_self(m->a) ? NULL : cg_affects_fn(u, m->a);
    if (!is_self(m->a) && !which)
        return false;
    *out = cg_cost_value(u, remove ? CARDRT_COST_REMOVE_COUNTERS : CARDRT_COST_ADD_COUNTERS, n, which, 0, kind);
    return true;
}

/* One cost written as an action ("Sacrifice a creature", "Pay 2 life"). */
static bool action_cost(unit *u, const node *a, LLVMValueRef *out);

bool cg_action_cost(unit *u, const node *a, LLVMValueRef *out)
{
    bool was = u->paying;
    u->paying = true;
    bool ok = action_cost(u, a, out);
    u->paying = was;
    return ok;
}

static bool action_cost(unit *u, const node *a, LLVMValueRef *out)
{
    const node *what = a->b;
    int n;
    if (a->a || a->kind != N_ACTION)
        return cg_unsupported(u, a, "this cost");
    ir_verb v = ir_verb_of(a);
    if (v == IR_VERB_PAY_LIFE && !a->c && (n = ir_constant_count(what)) > 0) {
        *out = cg_cost_value(u, CARDRT_COST_LIFE, n, NULL, 0, NULL);
        return true;
    }
    if (v == IR_VERB_PAY_ENERGY && !a->c && (n = meaning_energy(u->c, what)) > 0) {
        *out = cg_cost_value(u, CARDRT_COST_ENERGY, n, NULL, 0, NULL);    /* "Pay {E}{E}" */
        return true;
    }
    if (ir_put_on_own_library_of(a, IR_ZONE_HAND, true)) {
        /* "Put a card from your hand on top of your library" */
        bool random = false;
        bool any_card = ir_any_card(what, &random);
        LLVMValueRef which = any_card ? NULL : cg_affects_fn(u, what);
        if ((n = ir_constant_count(what)) < 1 || random || (!any_card && !which))
            return u->failed ? false : cg_unsupported(u, a, "this cost");
        *out = cg_cost_value(u, CARDRT_COST_PUT_ON_TOP, n, which, 0, NULL);
        return true;
    }
    if ((v == IR_VERB_REMOVE || v == IR_VERB_PUT) && what && what->kind == N_OBJECT)
        return counters_cost(u, a, out);
    bool sac = v == IR_VERB_SACRIFICE, disc = v == IR_VERB_DISCARD, exile = v == IR_VERB_EXILE,
         ret = v == IR_VERB_RETURN, tap = v == IR_VERB_TAP;
    /* "Reveal ~ from your hand": only the card itself, from the hand. */
    bool reveal = v == IR_VERB_REVEAL && is_self(what) && ir_self_zone(a) == IR_ZONE_HAND;
    if (!sac && !disc && !exile && !ret && !tap && !reveal)
        return cg_unsupported_word(u, a, ir_word_text(a));
    if (exile && !a->c && (n = ir_top_of_own_library(what)) > 0) {
        *out = cg_cost_value(u, CARDRT_COST_EXILE_TOP, n, NULL, 0, NULL);  /* "Exile the top two cards of your library" */
        u->paid_costs |= UINT64_C(1) << CARDRT_COST_EXILE;     /* "the exiled card" (cardrt_sel_paid) */
        return true;
    }
    if (is_self(what))      /* the card itself: from its card IR (runtime_cost_kind) */
        return cg_unsupported(u, a, "this cost");
    if (what && what->kind == N_OBJECT && ir_count_is_x(what))
        n = -1;                 /* "discard X cards": the X chosen for it (CR 107.3a) */
    else if (!what || what->kind != N_OBJECT || (n = ir_constant_count(what)) < 1)
        return cg_unsupported(u, what ? what : a, "this cost");
    unsigned zones = 0;
    if (exile) {
        const node *m = a->c ? a->c->a : NULL;
        if (m && (m->next || ir_prep_of(m) != IR_PREP_FROM))
            return cg_unsupported(u, m, "this cost");
        zones = cg_zones(u, what, 0);
        if (m) {
            const node *obj = ir_with_relation(u->arena, what, IR_QUAL_IN, m->a);
            zones = cg_zones(u, obj, 0);
            LLVMValueRef which = zones ? cg_affects_fn(u, obj) : NULL;
            if (!which)
                return zones ? false : cg_unsupported(u, m, "this zone");
            *out = cg_cost_value(u, CARDRT_COST_EXILE, n, which, zones, NULL);
            return true;
        }
        /* "Exile a creature you control": a permanent (controlled, not owned) */
        if (!zones || (zones == CARDRT_IN(CARDRT_BATTLEFIELD) && !one_you_control(what)))
            return cg_unsupported(u, a, "this cost");
    } else if (a->c && !(ret && a->c->a && !a->c->a->next && ir_prep_of(a->c->a) == IR_PREP_TO)) {
        return cg_unsupported(u, a->c, "this cost");       /* "return ... to its owner's hand": fine */
    }
    /* "Discard a card" takes any card: no test; "Discard a card at random" too */
    bool random = false;
    bool any_card = disc && ir_any_card(what, &random);
    random &= any_card;
    LLVMValueRef which = any_card ? NULL : cg_affects_fn(u, what);
    if (!any_card && !which)
        return false;
    int kind = sac ? CARDRT_COST_SACRIFICE : random ? CARDRT_COST_DISCARD_RANDOM : disc ? CARDRT_COST_DISCARD
             : exile ? CARDRT_COST_EXILE : ret ? CARDRT_COST_RETURN : CARDRT_COST_TAP_OTHERS;
    if (random)
        u->paid_costs |= UINT64_C(1) << CARDRT_COST_DISCARD;     /* "the discarded card" */
    if (ret) {
        const node *m = a->c ? a->c->a : NULL;
        if (!m)
            return cg_unsupported(u, a, "this cost");
    }
    *out = cg_cost_value(u, kind, n, which, zones, NULL);
    return true;
}

/* ---- finding in the card IR what a phrase lowered to ----------------------------- */

/* What a search looks for: the range R a phrase has in the text, and for
 * op_at the operation OP. */
typedef struct ir_key {
    ir_op op;
    src_range r;
    const ir_instr *after;      /* for next_is: the instruction that follows */
} ir_key;
/* A test of one instruction for the key K. */
typedef bool instr_test(const ir_instr *in, const ir_key *k);

static bool same_range(src_range a, src_range b)
{
    return a.begin == b.begin && a.end == b.end;
}

static const ir_instr *find_in_ability(const ir_ability *ia, instr_test *t, const ir_key *k);

/* The first instruction of IN, or of what it holds (its branches, the
 * abilities it grants), that T accepts, or NULL. */
static const ir_instr *find_instr(const ir_instr *in, instr_test *t, const ir_key *k)
{
    const ir_instr *f = NULL;
    for (; in && !f; in = in->next)
        if (t(in, k))
            f = in;
        else if (!(f = find_instr(in->then, t, k)) && !(f = find_instr(in->otherwise, t, k)) && in->ability)
            f = find_in_ability(in->ability, t, k);
    return f;
}

static const ir_instr *find_in_ability(const ir_ability *ia, instr_test *t, const ir_key *k)
{
    const ir_instr *f = find_instr(ia->body, t, k);
    for (const ir_ability *m = ia->modes; m && !f; m = m->next)
        f = find_instr(m->body, t, k);
    return f;
}

/* The same in every ability of the card, those in quotes too. */
static const ir_instr *find_in_card(unit *u, instr_test *t, const ir_key *k)
{
    const ir_instr *f = NULL;
    for (const ir_ability *ia = u->ir ? u->ir->abilities : NULL; ia && !f; ia = ia->next)
        f = find_in_ability(ia, t, k);
    for (const ir_ability *ia = u->ir ? u->ir->granted : NULL; ia && !f; ia = ia->next)     /* in quotes */
        f = find_in_ability(ia, t, k);
    return f;
}

/* The instruction that grants the ability in quotes at R */
static bool grants_at(const ir_instr *in, const ir_key *k)
{
    return in->ability && same_range(in->ability->range, k->r);
}

/* The instruction of operation OP at R */
static bool op_at(const ir_instr *in, const ir_key *k)
{
    return in->op == k->op && same_range(in->range, k->r);
}

/* The condition at R among C and those joined to it (also, or_else); NULL
 * if none is. */
static const ir_condition *chain_at(const ir_condition *c, src_range r)
{
    for (; c; c = c->also ? c->also : c->or_else)
        if (same_range(c->range, r))
            return c;
    return NULL;
}

/* The condition at R of IA itself: its "as long as", its "Activate only
 * if", its trigger's intervening "if", "during ..." or state; NULL if none. */
static const ir_condition *ability_cond_at(const ir_ability *ia, src_range r)
{
    const ir_condition *f = chain_at(ia->cond, r);
    if (!f)
        f = chain_at(ia->only_if, r);
    if (!f && ia->trigger && !(f = chain_at(ia->trigger->cond, r)) && !(f = chain_at(ia->trigger->during, r)))
        f = chain_at(ia->trigger->state, r);
    return f;
}

/* Any instruction at R */
static bool any_at(const ir_instr *in, const ir_key *k)
{
    return same_range(in->range, k->r);
}

/* The instruction just before k->after in its list */
static bool next_is(const ir_instr *in, const ir_key *k)
{
    return in->next == k->after;
}

/* An instruction within R */
static bool within(const ir_instr *in, const ir_key *k)
{
    return k->r.begin <= in->range.begin && in->range.end <= k->r.end;
}

static bool object_at(const ir_instr *in, const ir_key *k)
{
    return in->op == k->op && in->object && same_range(in->object->range, k->r);
}

/* The instruction whose condition is at R, or that makes an ability whose
 * own condition is */
static bool cond_at(const ir_instr *in, const ir_key *k)
{
    return chain_at(in->cond, k->r) || (in->ability && ability_cond_at(in->ability, k->r));
}

/* The card IR of AB, an activated ability: its own (cg_ir_of), or, in quotes
 * and naming the card that grants it, the one the granting instruction
 * holds ("Equipped creature has \"{T}, Unattach Heartseeker: ...\"",
 * lowered with the grant); NULL if it did not lower. */
static const ir_ability *activated_ir(unit *u, const ability *ab)
{
    const ir_ability *ia = cg_ir_of(u, ab);
    for (const ir_ability *i = u->ir && !ia ? u->ir->abilities : NULL; i && !ia; i = i->next) {
        const ir_instr *g = find_in_ability(i, grants_at, &(ir_key){ .r = ab->range });
        ia = g ? g->ability : NULL;
    }
    return ia;
}

/* AB's costs in the card IR: IA's, or those lowered before the rest of it
 * was refused (ir_refusal); NULL after reporting the construct refused. */
static const ir_cost *costs_of(unit *u, const ability *ab, const ir_ability *ia)
{
    if (ia)
        return ia->costs;
    for (const ir_refusal *r = u->ir ? u->ir->refused : NULL; r; r = r->next)
        if (r->ability.begin == ab->range.begin && r->ability.end == ab->range.end && r->costs)
            return r->costs;
    return cg_no_ir(u, ab), NULL;
}

/* The runtime's kind (CARDRT_COST_*) of C, a cost the card IR says whole:
 * {T}, {Q}, a loyalty ability's (CR 606.4), life (CR 119.4) or energy
 * (CR 107.14) paid, a number of it (its `amount`), or the card itself
 * exerted, revealed from your hand, returned to it, discarded, sacrificed,
 * exiled (from where the ability works: `from`), or a number of its
 * `counter` counters removed from it or put on it (CR 118.3); the card that
 * gives the ability (`granter`) sacrificed or unattached; -1 for another. */
static int runtime_cost_kind(const ir_cost *c)
{
    bool self = c->object && c->object->kind == IR_SEL_SELF;
    bool granter = c->object && c->object->kind == IR_SEL_GRANTER;
    bool number = c->amount && c->amount->kind == IR_AMOUNT_CONST && c->amount->value > 0;
    switch (c->kind) {
    case IR_COST_TAP: return CARDRT_COST_TAP;
    case IR_COST_UNTAP: return CARDRT_COST_UNTAP;
    case IR_COST_LOYALTY:       /* "−X" (CR 606.4 of the current rules) */
        return c->amount && c->amount->kind == IR_AMOUNT_X ? CARDRT_COST_LOYALTY_X : CARDRT_COST_LOYALTY;
    case IR_COST_PAY_LIFE: return number ? CARDRT_COST_LIFE : -1;
    case IR_COST_PAY_ENERGY: return number ? CARDRT_COST_ENERGY : -1;
    case IR_COST_EXERT: return self ? CARDRT_COST_EXERT_SELF : -1;
    case IR_COST_REVEAL: return self ? CARDRT_COST_REVEAL_SELF : -1;
    case IR_COST_RETURN: return self ? CARDRT_COST_RETURN_SELF : -1;
    case IR_COST_DISCARD: return self ? CARDRT_COST_DISCARD_SELF : -1;
    case IR_COST_EXILE: return self ? CARDRT_COST_EXILE_SELF : -1;
    case IR_COST_SACRIFICE:
        return granter ? CARDRT_COST_SACRIFICE_GRANTER : self ? CARDRT_COST_SACRIFICE_SELF : -1;
    case IR_COST_REMOVE_COUNTERS: return self && number && c->counter ? CARDRT_COST_REMOVE_COUNTERS : -1;
    case IR_COST_PUT_COUNTERS: return self && number && c->counter ? CARDRT_COST_ADD_COUNTERS : -1;
    case IR_COST_UNATTACH: return granter ? CARDRT_COST_UNATTACH_GRANTER : -1;
    default: return -1;
    }
}

/* "{N} less for each OBJECT" (of a spell or an ability, 601.2f) as a cost
 * of the runtime in *OUT: affinity's, counted in the zones EACH names, or
 * CARDRT_COST_LESS_PARTY for "each creature in your party"; of a SPELL,
 * "{G} less for each ..." too (mana of one kind, the cost's `counter`). */
bool cg_cost_each_value(unit *u, const node *each, const node *mana, bool spell, LLVMValueRef *out)
{
    const char *written = cg_text(u, mana->range);
    const char *colored = spell && ir_mana_one_kind(written, NULL, NULL) ? written : NULL;
    int n = colored ? 0 : ir_generic_mana(written);
    if (n <= 0 && !colored)
        return cg_unsupported(u, mana, "a cost change of colored mana");
    if (ir_party_of(each) && ir_who_of(ir_party_of(each)) == IR_WHO_YOU) {
        if (colored)
            return cg_unsupported(u, mana, "a cost change of colored mana for each creature in a party");
        *out = cg_cost_value(u, CARDRT_COST_LESS_PARTY, n, NULL, 0, NULL);
        return true;            /* "for each creature in your party" */
    }
    if (cg_names_players(each))
        return cg_unsupported(u, each, "counting players in a cost");
    unsigned zones = cg_zones(u, each, 0);
    if (!zones)
        return cg_unsupported(u, each, "cards without their zone");
    LLVMValueRef which = cg_affects_fn(u, each);
    if (!which)
        return false;
    *out = cg_cost_value(u, CARDRT_COST_AFFINITY, n, which, zones, colored);
    return true;
}

/* The costs of an activated ability other than mana, from COSTS, its card
 * IR (runtime_cost_kind); each other one from the words it lowered from
 * (action_cost), until its filter compiles from the IR; *N gets how many. */
static bool read_costs(unit *u, const ability *ab, const ir_cost *costs, LLVMValueRef *out, unsigned *n,
                       unsigned cap)
{
    *n = 0;
    u->paid_costs = 0;
    u->removed_x = NULL;
    const node *last = ab->ast->b ? ab->ast->b->last : NULL, *mana, *each;
    bool less = false;
    for (const ir_cost *c = costs; c; c = c->next)
        less |= c->kind == IR_COST_LESS;
    if (!less && ir_ability_cost_each_of(last, &mana))
        return cg_no_ir(u, ab);     /* the reduction did not lower: the IR says why */
    for (const ir_cost *c = costs; c; c = c->next) {
        if (c->kind == IR_COST_MANA)
            continue;
        if (*n == cap)
            return cg_unsupported_at(u, c->range, "this many costs");
        int kinds[6];
        if (c->kind == IR_COST_X_MANA) {    /* "Spend only black mana on X" (CR 107.3) */
            int k = 0;
            if (!ir_mana_one_kind(c->mana, NULL, kinds))
                return cg_unsupported_at(u, c->range, "this cost");
            while (k < 5 && !kinds[k])
                k++;
            out[(*n)++] = cg_cost_value(u, CARDRT_COST_X_MANA, k, NULL, 0, NULL);
            continue;
        }
        if (c->kind == IR_COST_LESS) {      /* "This ability costs {1} less to activate for each ..." */
            if (!(each = ir_ability_cost_each_of(last, &mana)) || !cg_cost_each_value(u, each, mana, false, &out[*n]))
                return each ? false : cg_unsupported_at(u, c->range, "this cost");
            (*n)++;
            continue;
        }
        if (!cg_cost_entry(u, ab->ast->a->a, c, &out[*n]))
            return false;
        (*n)++;
    }
    return true;
}

/* "Sacrifice enchanted creature": the permanent the card is attached to, if
 * its controller controls it (CR 701.21a of the current rules). */
static LLVMValueRef sacrifice_host(unit *u)
{
    cg_saved save;
    cg_begin_fn(u, u->cg->affects_ty, "cardc.affects", &save);
    LLVMValueRef host = cg_call(u, "cardrt_attached_to", u->cg->i32,
                                (LLVMValueRef[]){ cg_game(u), LLVMGetParam(u->fn, 1) }, 2);
    LLVMValueRef which = cg_end_fn(u, LLVMBuildICmp(u->b, LLVMIntEQ, host, LLVMGetParam(u->fn, 2), ""), &save);
    return cg_cost_value(u, CARDRT_COST_SACRIFICE, 1, which, 0, NULL);
}

bool cg_cost_entry(unit *u, const node *entries, const ir_cost *c, LLVMValueRef *out)
{
    int kind = runtime_cost_kind(c);
    if (kind >= 0) {
        *out = cg_cost_value(u, kind, c->amount ? c->amount->value : 0, NULL, 0, c->counter);
        return true;
    }
    if (c->kind == IR_COST_SACRIFICE && c->object && c->object->kind == IR_SEL_ATTACHED) {
        *out = sacrifice_host(u);
        return true;
    }
    const ir_amount *n = c->amount;
    if (c->kind == IR_COST_DISCARD && !c->filter && !c->object && n
        && ((n->kind == IR_AMOUNT_CONST && n->value > 0) || n->kind == IR_AMOUNT_X)) {
        /* "Discard a card", "Discard two cards", "Discard X cards" (the X
         * chosen for it, CR 107.3a), "Discard a card at random" */
        *out = cg_cost_value(u, c->at_random ? CARDRT_COST_DISCARD_RANDOM : CARDRT_COST_DISCARD,
                             n->kind == IR_AMOUNT_X ? -1 : n->value, NULL, 0, NULL);
        if (c->at_random)
            u->paid_costs |= UINT64_C(1) << CARDRT_COST_DISCARD;     /* "the discarded card" */
        return true;
    }
    const node *k = entries;
    while (k && (k->range.begin != c->range.begin || k->range.end != c->range.end))
        k = k->next;
    if (!k || ir_cost_entry_of(k) != IR_CE_ACTION || !k->a)
        return cg_unsupported_at(u, c->range, "this cost");
    return cg_action_cost(u, k->a, out);
}

/* The mana symbols of COSTS as written ("{2}{R}"), or NULL. */
static const char *mana_text(unit *u, const ir_cost *costs)
{
    for (const ir_cost *c = costs; c; c = c->next)
        if (c->kind == IR_COST_MANA)
            return cg_text(u, c->range);
    return NULL;
}

/* ---- activated abilities ------------------------------------------------------------- */

/* "Activate only during your turn, before attackers are declared": its
 * controller's turn, in a step before the declare attackers step (CR 508.1). */
static LLVMValueRef before_attackers_fn(unit *u)
{
    cg_saved save;
    cg_begin_fn(u, u->cg->holds_ty, "cardc.holds", &save);
    LLVMValueRef g[] = { cg_game(u) };
    LLVMValueRef mine = LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_active_player", u->cg->i32, g, 1), cg_you(u), "");
    LLVMValueRef early = LLVMBuildICmp(u->b, LLVMIntSLT, cg_call(u, "cardrt_current_step", u->cg->i32, g, 1),
                                       cg_i32(u->cg, CARDRT_STEP_DECLARE_ATTACKERS), "");
    return cg_end_fn(u, LLVMBuildAnd(u->b, mine, early, ""), &save);
}

/* A condition function: all of CONDS hold (each compiled from its words,
 * or, where the ability's words do not say it, from its card IR, ICS). */
static LLVMValueRef holds_all_fn(unit *u, const node *const *conds, const ir_condition *const *ics, unsigned n)
{
    cg_saved save;
    cg_begin_fn(u, u->cg->holds_ty, "cardc.holds", &save);
    LLVMValueRef r = cg_i1(u->cg, true);
    for (unsigned i = 0; i < n && r; i++) {
        LLVMValueRef v = conds[i] ? cg_condition(u, conds[i]) : cg_ir_condition_unsaid(u, ics[i]);
        r = v ? LLVMBuildAnd(u->b, r, v, "") : NULL;
    }
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(u->cg, false), &save);
    return r && !u->failed ? f : NULL;
}

/* The words of the condition at R: a part of a sentence of AB ("Activate
 * only if you control a Swamp", "... only as a sorcery and only if ..."),
 * the key cg_condition finds its card IR by; NULL if none has that range. */
static const node *condition_words(const ability *ab, src_range r)
{
    for (const node *s = ab->ast->b ? ab->ast->b->a : NULL; s; s = s->next)
        for (const node *p = s->a; p; p = p == s->a ? p->a : p->next)
            if (same_range(p->range, r))
                return p;
    return NULL;
}

/* "Activate only as a sorcery.", "Activate only once each turn.", "Activate
 * only once." (and an exhaust ability's rule),
 * "Activate only during your turn / your upkeep", "Activate only if ...",
 * "Any player may activate this ability.": from IA, the card IR of AB (its
 * `sorcery_speed`, `once_each_turn`, `once`, `any_player`,
 * `before_attackers`, `only_if`); timing flags, and a condition function
 * ("during your upkeep and only if you control a Swamp": all of `only_if`,
 * each compiled by cg_condition from its words). */
static bool timing_of(unit *u, const ability *ab, const ir_ability *ia, unsigned *timing, LLVMValueRef *condition)
{
    *timing = (ia->sorcery_speed ? CARDRT_TIMING_SORCERY : 0) | (ia->once_each_turn ? CARDRT_TIMING_ONCE : 0)
              | (ia->once ? CARDRT_TIMING_ONCE_EVER : 0) | (ia->any_player ? CARDRT_TIMING_ANY_PLAYER : 0);
    *condition = NULL;
    if (ia->before_attackers) {
        *condition = before_attackers_fn(u);
        return !u->failed;
    }
    const node *conds[4];
    const ir_condition *ics[4];
    unsigned n = 0;
    for (const ir_condition *c = ia->only_if; c; c = c->also) {
        if (n == 4)
            return cg_unsupported_at(u, c->range, "this restriction on activating");
        ics[n] = c;
        conds[n++] = condition_words(ab, c->range);    /* none: a keyword's rule (boast) */
    }
    if (n)
        *condition = holds_all_fn(u, conds, ics, n);
    return !u->failed;
}

/* The modes of a modal ability: the lists, and how many may be chosen
 * (its card IR's `choose`, `choose_max`). */
bool cg_modes_of(unit *u, const ability *ab, const node **lists, unsigned *n, int *min, int *max)
{
    *n = 0;
    *min = *max = 0;
    if (!ab->modes)
        return true;
    const ir_ability *ia = cg_ir_of(u, ab);
    if (!ia || !ia->modes)
        return cg_no_ir(u, ab);
    for (const ability *m = ab->modes; m; m = m->next) {
        if (*n == 16)
            return cg_unsupported(u, ab->ast, "this many modes");
        lists[(*n)++] = m->ast->b;
    }
    *min = ia->choose;
    *max = ia->choose_max;
    return true;
}

bool cg_ability_zones(unit *u, const ability *ab, const ir_ability *ia, unsigned *zones)
{
    *zones = ia && ia->works_in != IR_ZONE_BATTLEFIELD ? CARDRT_IN(cg_rt_zone(ia->works_in)) : 0;
    return ia ? true : cg_no_ir(u, ab);
}

LLVMValueRef cg_activated_value(unit *u, const cg_act_parts *p)
{
    codegen *cg = u->cg;
    LLVMValueRef null = LLVMConstNull(cg->ptr);
    LLVMValueRef f[] = { cg_cstring(u, p->written), cg_cstring(u, p->mana), p->costs ? p->costs : null,
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
    cg_act_parts p = { .written = cg_text(u, ab->range) };
    const node *modes[16];
    const ir_ability *ia = activated_ir(u, ab);
    const ir_cost *ir_costs = costs_of(u, ab, ia);
    if (!ir_costs)
        return NULL;
    p.mana = mana_text(u, ir_costs);
    /* A loyalty ability: its one cost; the runtime allows it only as a
     * sorcery, once a turn for its permanent (CR 606.3 in later rules). */
    bool costs_ok = read_costs(u, ab, ir_costs, costs, &p.ncosts, 8);
    /* mana abilities, restrictions on activating, the zone it works in: from the card IR only */
    if (!ia && (costs_ok || ab->mana_ability))
        return cg_no_ir(u, ab), NULL;
    if (!costs_ok || !timing_of(u, ab, ia, &p.timing, &p.condition)
        || !cg_modes_of(u, ab, modes, &p.nmodes, &p.min_modes, &p.max_modes)
        || !cg_ability_zones(u, ab, ia, &p.zones))
        return NULL;
    if (!(p.specs = cg_target_specs(u, ab, &p.nspecs)))
        return NULL;
    u->in_ability = true;
    u->event = NULL;
    p.effect = cg_effect_fn(u, (const node *const[]){ ab->ast->b }, 1, modes, p.nmodes);
    u->in_ability = false;
    u->removed_x = NULL;
    if (!p.effect)
        return NULL;
    p.costs = cg_const_array(u, cg->cost_ty, costs, p.ncosts, "cardc.costs");
    p.mana_ability = ia && ia->kind == IR_AB_MANA;     /* CR 605.1a */
    return cg_activated_value(u, &p);
}

/* ---- all of a card's abilities ---------------------------------------------------------- */

/* AB's IR ability, lowered from the same text (same range): a paragraph's,
 * or one in quotes (`granted`, each lowered on its own); NULL if none. */
const ir_ability *cg_ir_of(unit *u, const ability *ab)
{
    for (const ir_ability *ia = u->ir ? u->ir->abilities : NULL; ia; ia = ia->next)
        if (ia->range.begin == ab->range.begin && ia->range.end == ab->range.end)
            return ia;
    for (const ir_ability *ia = u->ir ? u->ir->granted : NULL; ia; ia = ia->next)     /* in quotes */
        if (ia->range.begin == ab->range.begin && ia->range.end == ab->range.end)
            return ia;
    return NULL;
}

const ir_ability *cg_ir_trigger_of(unit *u, const ability *ab)
{
    const ir_instr *made = find_in_card(u, grants_at, &(ir_key){ .r = ab->range });
    return made && made->ability->kind == IR_AB_TRIGGERED ? made->ability : cg_ir_of(u, ab);
}

const ir_instr *cg_ir_instr(unit *u, ir_op op, const node *n)
{
    return find_in_card(u, op_at, &(ir_key){ .op = op, .r = n->range });
}

const ir_instr *cg_ir_instr_any(unit *u, const node *n)
{
    return find_in_card(u, any_at, &(ir_key){ .r = n->range });
}

const ir_instr *cg_ir_instr_before(unit *u, const ir_instr *in)
{
    return in ? find_in_card(u, next_is, &(ir_key){ .after = in }) : NULL;
}

const ir_instr *cg_ir_instr_in(unit *u, const node *n)
{
    return find_in_card(u, within, &(ir_key){ .r = n->range });
}

unsigned cg_ir_instrs(unit *u, const node *n, const ir_instr **out, unsigned cap)
{
    unsigned k = 0;
    for (const ir_instr *in = find_in_card(u, any_at, &(ir_key){ .r = n->range }); in && same_range(in->range, n->range);
         in = in->next, k++)
        if (k < cap)
            out[k] = in;
    return k;
}

const ir_instr *cg_ir_asks(unit *u, const node *n)
{
    return find_in_card(u, cond_at, &(ir_key){ .r = n->range });
}

const ir_instr *cg_ir_instr_of(unit *u, ir_op op, const node *n)
{
    return find_in_card(u, object_at, &(ir_key){ .op = op, .r = n->range });
}

const ir_condition *cg_ir_cond(unit *u, const node *n)
{
    const ir_condition *c = NULL;
    for (const ir_ability *ia = u->ir ? u->ir->abilities : NULL; ia && !c; ia = ia->next)
        c = ability_cond_at(ia, n->range);
    for (const ir_ability *ia = u->ir ? u->ir->granted : NULL; ia && !c; ia = ia->next)
        c = ability_cond_at(ia, n->range);
    const ir_instr *f = c ? NULL : find_in_card(u, cond_at, &(ir_key){ .r = n->range });
    if (f && !(c = chain_at(f->cond, n->range)))
        c = ability_cond_at(f->ability, n->range);
    return c;
}

bool cg_ir_refused_in(const unit *u, const node *n)
{
    for (const ir_refusal *r = u->ir ? u->ir->refused : NULL; r; r = r->next)
        if (r->ability.begin <= n->range.begin && n->range.end <= r->ability.end && r->what)
            return true;
    return false;
}

bool cg_no_ir_in(unit *u, const node *n, const char *what)
{
    for (const ir_refusal *r = u->ir ? u->ir->refused : NULL; r; r = r->next)
        if (r->ability.begin <= n->range.begin && n->range.end <= r->ability.end && r->what)
            return cg_unsupported_at(u, r->range, r->what);
    for (const ir_refusal *r = u->ir ? u->ir->refused : NULL; r; r = r->next)     /* in a mode of it */
        if (r->range.begin == n->range.begin && r->range.end == n->range.end && r->what)
            return cg_unsupported_at(u, r->range, r->what);
    return cg_unsupported(u, n, what);
}

bool cg_no_ir(unit *u, const ability *ab)
{
    for (const ir_refusal *r = u->ir ? u->ir->refused : NULL; r; r = r->next)
        if (r->ability.begin == ab->range.begin && r->ability.end == ab->range.end && r->what)
            return cg_unsupported_at(u, r->range, r->what);
    return cg_unsupported(u, ab->ast, "this ability (the card IR cannot say it yet)");
}

/* The definition of AB, a triggered or activated ability, into *DEF; the
 * copy its effect may ask for (", except it has this ability", CR 707.9a:
 * cg_copy_except_of) holds it too.  False after reporting. */
static bool this_ability_def(unit *u, const ability *ab, LLVMValueRef *def)
{
    int kind = u->this_kind;
    LLVMValueRef outer = u->this_ability;
    u->this_kind = (int)ab->kind;
    u->this_ability = NULL;
    *def = ab->kind == AB_ACTIVATED ? activated_def(u, ab) : cg_trigger_def(u, ab);
    if (*def && u->this_ability) {
        LLVMTypeRef ty = ab->kind == AB_ACTIVATED ? u->cg->act_ty : u->cg->trig_ty;
        LLVMSetInitializer(u->this_ability, LLVMConstArray2(ty, def, 1));
        LLVMSetGlobalConstant(u->this_ability, 1);
        LLVMSetLinkage(u->this_ability, LLVMInternalLinkage);
    }
    u->this_kind = kind;
    u->this_ability = outer;
    return *def != NULL;
}

static bool abilities_of(unit *u, const ability *list, LLVMValueRef *acts, unsigned *nacts,
                         LLVMValueRef *trigs, unsigned *ntrigs, LLVMValueRef *stats, unsigned *nstats,
                         unsigned cap)
{
    *nacts = *ntrigs = *nstats = 0;
    for (const ability *ab = list; ab && !u->failed; ab = ab->next) {
        if (*nacts == cap || *ntrigs == cap || *nstats == cap)
            return cg_unsupported(u, ab->ast, "this many abilities");
        u->x_paid = ir_x_is_paid(u->c, ab, ir_enters_trigger_of_self(ab) && list == u->c->abilities);
        /* a leveler's "LEVEL 2-3" and the abilities of its band, from the card IR */
        int lo, hi, power, toughness;
        if (ir_level_symbol_of(ab, &lo, &hi)) {
            if (!lo)
                return cg_no_ir(u, ab);
            continue;
        }
        const ir_ability *band = list == u->c->abilities && ir_level_band_of(u->c, ab, &lo, &hi) ? cg_ir_of(u, ab)
                                                                                                 : NULL;
        if (list == u->c->abilities && lo && (!band || band->level_lo != lo || band->level_hi != hi))
            return cg_no_ir(u, ab);
        /* Boast, forecast, exhaust look like ability words, but they are
         * keywords whose rules restrict the ability (CR 702.142a, 702.57a of
         * the current rules); only the reminder text says how. */
        if (ir_label_is_keyword(u->c, ab) && !cg_ir_of(u, ab))     /* exhaust's and boast's rules are said */
            return cg_no_ir(u, ab);
        if (ir_cost_modes(ab))
            return cg_unsupported(u, ab->ast, arena_printf(u->arena, "modes with an additional cost ('%s')",
                                                           ab->modes->label));
        unsigned a0 = *nacts, t0 = *ntrigs, s0 = *nstats;
        if (band && ir_level_pt_of(ab, &power, &toughness)) {
            if (*nstats == cap)
                return cg_unsupported(u, ab->ast, "this many abilities");
            stats[(*nstats)++] = cg_band_pt_def(u, power, toughness);
        } else switch (ab->kind) {
        case AB_ACTIVATED:
            if (!this_ability_def(u, ab, &acts[(*nacts)++]))
                return false;
            break;
        case AB_TRIGGERED:
            if (list == u->c->abilities && ir_turn_trigger_of(u->arena, u->c, ab))
                break;      /* made by the spell as it resolves (with_turn_triggers) */
            if (!this_ability_def(u, ab, &trigs[(*ntrigs)++]))
                return false;
            break;
        case AB_STATIC:
            if (ir_chapters_of(ab->label) || ir_is_room(u->c, ab)) {  /* "I, II — ...", a dungeon's room */
                if (!ir_is_room(u->c, ab) && !card_has_subtype(u->c, "Saga"))
                    return cg_unsupported(u, ab->ast, "a chapter ability of a card that is no Saga");
                if (!(trigs[(*ntrigs)++] = cg_trigger_def(u, ab)))
                    return false;
                break;
            }
            if (cg_is_enters(ab) || cg_is_enters_as_copy(ab) || cg_uncounterable(u, ab) || cg_cost_paragraph(u->c, ab)
                || cg_permanent_spell_cost(ab)) {
                /* "... as you cast this spell. If you do, when this creature
                 * enters, ...": a triggered ability after the cost */
                const ability *then = ir_optional_cost_trigger(u->arena, ab);
                if (then && (*ntrigs == cap || !(trigs[(*ntrigs)++] = cg_trigger_def(u, then))))
                    return *ntrigs == cap ? cg_unsupported(u, ab->ast, "this many abilities") : false;
                break;      /* as it enters (cg_enters_as_copy_fn), a keyword, a cost (cg_spell_costs) */
            }
            /* each sentence one static ability's effect ("Equipped creature
             * gets +1/+1. It has first strike.") */
            for (const node *s = ab->ast->b ? ab->ast->b->a : NULL, *before = NULL; s; before = s, s = s->next) {
                if (before && ir_verb_of(before) == IR_VERB_IS && cg_still_types(u, s))
                    continue;       /* "It's still a land.", read with the sentence before it */
                if (before && ir_prevention_next_of(before, s))
                    continue;       /* "Remove a +1/+1 counter from ~.": the prevention's before it */
                if (ir_enters_instead_rest(ab->ast->b->a, s))
                    continue;       /* "If you do, put ~ onto the battlefield.": done instead of its entering */
                if (ir_doesnt_remove_of(s, before) != IR_KEEPS_NONE || ir_cost_floor_of(s, before)
                    || ir_cost_colored_only_of(s, before))
                    continue;       /* "This effect doesn't remove ~", "This effect can't reduce the
                                     * mana in that cost to less than one mana", "This effect reduces
                                     * only the amount of colored mana you pay": of the sentence before */
                if (cg_is_enters_sentence(u, ab, s) && band)
                    return cg_unsupported(u, s, "this ability within a level band");
                const node *enters = cg_is_enters_sentence(u, ab, s) ? ir_self_enters_and_rule_of(s) : NULL;
                if (enters && *nstats == cap)
                    return cg_unsupported(u, ab->ast, "this many abilities");
                if (enters && !(stats[(*nstats)++] = cg_static_def(u, ab, enters->next, before)))
                    return false;   /* "~ enters tapped and doesn't untap ...": its rule after it, its own */
                if (cg_is_enters_sentence(u, ab, s))
                    continue;       /* "You may have ~ enter the battlefield with ...": as it enters (cg_enters_fn) */
                if (ir_deck_rule_of(s))
                    continue;       /* "A deck can have any number of cards named ~": nothing in a game (CR 100.2a) */
                if (before && ir_exert_as_attacks_of(before) && ir_reflexive_of(s)) {
                    if (!(trigs[(*ntrigs)++] = cg_exerted_def(u, s, ir_reflexive_of(s))))
                        return false;   /* "You may exert ~ as it attacks. When you do, ..." */
                    continue;
                }
                const node *yours, *objects;
                if (cg_you_and_objects(u, s, &yours, &objects)) {
                    if (*nstats + 2 > cap)
                        return cg_unsupported(u, ab->ast, "this many abilities");
                    if (!(stats[(*nstats)++] = cg_static_def(u, ab, yours, before))
                        || !(stats[(*nstats)++] = cg_static_def(u, ab, objects, before)))
                        return false;
                    continue;
                }
                if (*nstats == cap)
                    return cg_unsupported(u, ab->ast, "this many abilities");
                if (!(stats[(*nstats)++] = cg_static_def(u, ab, s, before)))
                    return false;
            }
            if (!ab->ast->b || !ab->ast->b->a)
                return cg_unsupported(u, ab->ast, "this static ability");
            break;
        case AB_KEYWORD: {
            /* from its card IR only (cg_card_keywords refused a card with
             * a keyword line that does not lower) */
            const ir_ability *ia = cg_ir_of(u, ab);
            if (!ia)
                return cg_no_ir(u, ab);
            if ((band && !cg_band_keywords(u, ia, stats, nstats, cap))
                || !cg_keyword_abilities(u, ab, ia, acts, nacts, trigs, ntrigs, cap)
                || !cg_keyword_statics(u, ab, ia, stats, nstats, cap))
                return false;
            break;
        }
        case AB_SPELL:
            if (cg_spell_rule_paragraph(ab)) {  /* "You may cast ~ as though it had flash" */
                if (*nstats == cap)
                    return cg_unsupported(u, ab->ast, "this many abilities");
                if (!(stats[(*nstats)++] = cg_static_def(u, ab, ab->ast->b->a, NULL)))
                    return false;
            }
            break;
        }
        if (band && !cg_within_band(u, ab, band, acts + a0, *nacts - a0, trigs + t0, *ntrigs - t0, stats + s0,
                                 *nstats - s0))
            return false;
    }
    return !u->failed;
}

bool cg_abilities(unit *u, LLVMValueRef *acts, unsigned *nacts, LLVMValueRef *trigs, unsigned *ntrigs,
                  LLVMValueRef *stats, unsigned *nstats, unsigned cap, LLVMValueRef *as_enters)
{
    return (*as_enters = cg_enters_fn(u)) != NULL
           && abilities_of(u, u->c->abilities, acts, nacts, trigs, ntrigs, stats, nstats, cap);
}

/* What a token's keywords give it beyond their bits (token_abilities):
 * decayed's triggered ability, banding's rule; the total toxic value of
 * "with toxic 1" (CR 702.164c of the current rules, cardrt_card_def). */
typedef struct token_extras {
    bool decayed, banding;
    int toxic;
} token_extras;

/* The granted abilities (N_QUOTED nodes of LIST, read by sema) and
 * keywords of an ability granted in quotes, an emblem's or a copy's
 * exceptions, added to *KEYWORDS and the chain *GRANTED. */
static bool token_grants(unit *u, const node *list, uint64_t *keywords, ability **granted)
{
    for (const node *k = list && list->kind == N_LIST ? list->a : list; k;
         k = list->kind == N_LIST ? k->next : NULL) {
        if (k->kind == N_QUOTED && k->granted && k->granted->kind != AB_KEYWORD
            && !(k->granted->kind == AB_STATIC && cg_is_enters(k->granted))) {
            ability *ab = arena_alloc(u->arena, sizeof *ab), **tail = granted;
            *ab = *k->granted;
            ab->next = NULL;
            while (*tail)               /* in the order written */
                tail = &(*tail)->next;
            *tail = ab;
            continue;
        }
        uint64_t bit = cg_keyword_node_bit(k);
        if (!bit)
            return cg_unsupported(u, k, "this token ability");
        *keywords |= bit;
    }
    return true;
}

/* Compile ABILITIES (a token's), and what EXTRA says (decayed's triggered
 * ability, banding's static ability), into F's ability fields, keeping the
 * state of the ability being compiled around it. */
static bool token_abilities(unit *u, const ability *abilities, token_extras extra, LLVMValueRef *f)
{
    cg_slots slots;
    cg_save_slots(u, &slots);
    bool in_ability = u->in_ability, relational = u->relational, x_paid = u->x_paid;
    const node *event = u->event, *where_x = u->where_x;
    int this_kind = u->this_kind;   /* (this_ability_def: "this ability" is one of these) */
    LLVMValueRef this_ability = u->this_ability;
    LLVMValueRef acts[8], trigs[8], stats[8];
    unsigned nacts, ntrigs, nstats;
    u->where_x = NULL;
    u->this_kind = 0;
    u->this_ability = NULL;
    bool ok = abilities_of(u, abilities, acts, &nacts, trigs, &ntrigs, stats, &nstats, 8);
    u->this_kind = this_kind;
    u->this_ability = this_ability;
    if (ok && extra.banding) {
        if (nstats == 8)
            ok = cg_unsupported(u, NULL, "this many abilities");
        else
            stats[nstats++] = cg_self_rule_static(u, CARDRT_RULE_BANDING);
    }
    if (ok && extra.decayed) {
        if (ntrigs == 8)
            ok = cg_unsupported(u, NULL, "this many abilities");
        else
            trigs[ntrigs++] = cg_decayed_trigger(u);
    }
    cg_restore_slots(u, &slots);
    u->in_ability = in_ability;
    u->relational = relational;
    u->event = event;
    u->where_x = where_x;
    u->x_paid = x_paid;
    if (!ok)
        return false;
    cg_def_abilities(u, f, acts, nacts, trigs, ntrigs, stats, nstats);
    return true;
}

/* A definition with no name holding the ability in quotes QUOTED (an
 * ability an effect grants, an emblem's); a keyword alone is refused as
 * NO_KEYWORD says, where not NULL. */
static LLVMValueRef quoted_def(unit *u, const node *quoted, const char *no_keyword)
{
    uint64_t keywords = 0;
    ability *granted = NULL;
    if (!token_grants(u, quoted, &keywords, &granted))
        return NULL;
    if (!granted && no_keyword)
        return cg_unsupported(u, quoted, no_keyword), NULL;
    def_fields d = { .name = "" };
    LLVMValueRef fields[DF_COUNT];
    cg_def_values(u, &d, fields);
    if (!token_abilities(u, granted, (token_extras){ 0 }, fields))
        return NULL;
    return cg_def_global(u, fields);
}

LLVMValueRef cg_granted_def(unit *u, const node *quoted, const node *subject)
{
    const node *kw = quoted->granted && quoted->granted->kind == AB_KEYWORD && quoted->granted->ast->b
                     ? quoted->granted->ast->b->a : NULL;
    if (kw && kw->kind == N_KEYWORD && ir_word_text(kw))    /* "have \"bands with other legendary creatures.\"" */
        return cg_unsupported_word(u, kw, ir_word_text(kw)), NULL;
    if (!quoted->granted
        || (quoted->granted->kind != AB_ACTIVATED && quoted->granted->kind != AB_TRIGGERED))  /* these only */
        return cg_unsupported(u, quoted, "granting this ability"), NULL;
    /* "Equipped creature has \"Sacrifice Blazing Torch: ...\"": the name is
     * the granting card's, not the object's that has the ability, which is
     * how the ability would compile (its self). */
    bool to_self = subject && (subject->kind == N_SELF
                               || (subject->kind == N_PRONOUN && subject->refers && subject->refers->kind == N_SELF));
    /* An activated ability whose costs alone name it ("{T}, Unattach Leonin
     * Bola: Tap target creature."): those costs are the IR's, of the card
     * that gives it (IR_SEL_GRANTER, runtime_cost_kind). */
    const node *ast = quoted->granted->ast;
    bool in_costs = quoted->granted->kind == AB_ACTIVATED && !ir_names_self(u->c, ast->b)
                    && !ir_names_self(u->c, ast->c);
    if (!to_self && ir_names_self(u->c, quoted->a) && !in_costs)
        return cg_unsupported(u, quoted, "a granted ability naming the card that grants it"), NULL;
    return quoted_def(u, quoted, NULL);
}

LLVMValueRef cg_emblem_def(unit *u, const node *quoted)
{
    /* an activated ability would be activated from the command zone, which
     * cardrt_activate does not offer */
    if (!quoted->granted || (quoted->granted->kind != AB_STATIC && quoted->granted->kind != AB_TRIGGERED))
        return cg_unsupported(u, quoted, "an emblem with this ability"), NULL;
    if (ir_names_self(u->c, quoted->a))
        return cg_unsupported(u, quoted, "an emblem naming the card that gives it"), NULL;
    /* a keyword: an emblem has no characteristics to hold it (CR 114.3) */
    return quoted_def(u, quoted, "an emblem with this ability");
}

LLVMValueRef cg_except_def(unit *u, const def_fields *d, const node *has, const node *this_ability)
{
    def_fields e = *d;
    ability *granted = NULL;
    for (const node *k = has && has->kind == N_LIST ? has->a : has; k; k = has->kind == N_LIST ? k->next : NULL)
        if (k->kind != N_QUOTED && !cg_keyword_node_bit(k))
            return cg_unsupported(u, k, "this ability of a copy"), NULL;
    if (has && !token_grants(u, has, &e.keywords, &granted))
        return NULL;
    if (this_ability && (granted || (u->this_kind != AB_TRIGGERED && u->this_kind != AB_ACTIVATED)))
        return cg_unsupported(u, this_ability, "this ability of a copy"), NULL;
    LLVMValueRef fields[DF_COUNT];
    cg_def_values(u, &e, fields);
    if (granted && !token_abilities(u, granted, (token_extras){ 0 }, fields))
        return NULL;
    if (this_ability) {         /* the ability being compiled, once it is made (this_ability_def) */
        bool act = u->this_kind == AB_ACTIVATED;
        if (!u->this_ability)
            u->this_ability = cg_made(u, LLVMAddGlobal(u->mod, LLVMArrayType2(act ? u->cg->act_ty : u->cg->trig_ty, 1),
                                                       "cardc.this_ability"));
        fields[act ? DF_ACTIVATED : DF_TRIGGERS] = u->this_ability;
        fields[act ? DF_NACTIVATED : DF_NTRIGGERS] = cg_i32(u->cg, 1);
    }
    return cg_def_global(u, fields);
}

/* ---- tokens ------------------------------------------------------------------------------- */

LLVMValueRef cg_ir_token_def(unit *u, const ir_token *t, const node *at)
{
    if (t->predefined) {        /* "a Treasure token" (CR 111.10) */
        LLVMValueRef def = cg_predefined_token(u, t->predefined, t->rules);
        return def || u->failed ? def : (cg_unsupported(u, at, "this token"), NULL);
    }
    def_fields d = { .has_pt = !t->no_pt, .power = t->power, .toughness = t->toughness };
    const char **subs = arena_alloc(u->arena, CARDRT_MAX_SUBTYPES * sizeof *subs);
    char name[128] = "";
    for (unsigned i = 0; i < t->traits.ntraits; i++) {
        const ir_trait *tr = &t->traits.traits[i];
        switch (tr->kind) {
        case IR_TRAIT_COLOR:
            d.colors |= 1u << ir_color_of(tr->word);
            break;
        case IR_TRAIT_TYPE:
            d.types |= cg_type_bit_of(ir_card_type_of(tr->word));
            break;
        case IR_TRAIT_SUPERTYPE:        /* "a legendary 2/2 ... token" */
            if (ir_supertype_of(tr->word) != IR_SUPER_LEGENDARY)
                return cg_unsupported_word(u, at, tr->word), NULL;
            d.supers |= CARDRT_LEGENDARY;
            break;
        case IR_TRAIT_SUBTYPE: {
            if (d.nsubtypes == CARDRT_MAX_SUBTYPES)
                return cg_unsupported(u, at, "this many subtypes"), NULL;
            const char *sub = cg_subtype_name(u, tr->word);
            subs[d.nsubtypes++] = sub;
            snprintf(name + strlen(name), sizeof name - strlen(name), "%s%s", *name ? " " : "", sub);
            break;
        }
        default:
            return cg_unsupported(u, at, "this token"), NULL;
        }
    }
    if (!d.types || d.has_pt != ((d.types & CARDRT_CREATURE) != 0))
        return cg_unsupported(u, at, "this token"), NULL;
    /* "with flying", "with flying and haste"; decayed (CR 702.147a of the
     * current rules) its static ability's bit and its trigger, banding (CR
     * 702.22) a rule of its own (cg_self_rule_static) */
    token_extras extra = { .toxic = t->toxic };
    for (unsigned i = 0; i < t->nkeywords; i++) {
        ir_kw_ability ka = ir_kw_ability_named(t->keywords[i]);
        uint64_t bit = ka == IR_KA_DECAYED ? CARDRT_KW(CARDRT_KW_CANT_BLOCK) : cg_keyword_bit(t->keywords[i]);
        extra.decayed |= ka == IR_KA_DECAYED;
        extra.banding |= ka == IR_KA_BANDING;
        if (!bit && ka != IR_KA_BANDING)
            return cg_unsupported(u, at, "this token ability"), NULL;
        d.keywords |= bit;
    }
    /* "with \"{T}: Add {G}.\"", "It has \"...\"": compiled from the
     * abilities lowering read (in the order written) */
    ability *granted = NULL, **tail = &granted;
    for (const ir_ability *ia = t->abilities; ia; ia = ia->next) {
        if (!ia->ast || ia->kind == IR_AB_KEYWORD || (ia->kind == IR_AB_STATIC && cg_is_enters(ia->ast)))
            return cg_unsupported(u, at, "this token ability"), NULL;
        *tail = arena_alloc(u->arena, sizeof **tail);
        **tail = *ia->ast;
        (*tail)->next = NULL;
        tail = &(*tail)->next;
    }
    /* CR 111.4: a token's name is the one the effect gives it, else its
     * subtypes and "Token". */
    snprintf(name + strlen(name), sizeof name - strlen(name), "%sToken", *name ? " " : "");
    d.name = t->name ? t->name : name;
    d.subtypes = subs;
    LLVMValueRef fields[DF_COUNT];
    cg_def_values(u, &d, fields);
    fields[DF_TOXIC] = cg_i32(u->cg, extra.toxic);
    if ((granted || extra.decayed || extra.banding) && !token_abilities(u, granted, extra, fields))
        return NULL;
    return cg_def_global(u, fields);
}
