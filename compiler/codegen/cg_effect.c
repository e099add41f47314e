/* cg_effect.c — what resolves (cg.h).
 *
 * An effect function follows the instructions of its text in order (CR
 * 413.2b).  Each noun phrase an action works on becomes a selection
 * (cardrt_sel_*): "target creature" the slot's legal targets, "each
 * opponent" the players, "all creatures you control" the objects a test
 * function accepts, "its controller" the players related to an earlier
 * selection.  A pronoun uses the selection of the phrase it is bound to
 * (sema.c), so "Destroy target creature.  Its controller loses 2 life"
 * names one creature.  Amounts and conditions are computed where they are
 * needed, once (413.2f). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "cg.h"
#include "parser.h"
#include "syntax.h"

/* ---- small things -------------------------------------------------------------- */

static LLVMValueRef ctx_call(unit *u, const char *name, LLVMTypeRef ret, LLVMValueRef *args,
                             unsigned n)
{
    LLVMValueRef a[8] = { u->ctx_arg };
    for (unsigned i = 0; i < n && i < 7; i++)
        a[1 + i] = args[i];
    return cg_call(u, name, ret, a, 1 + n);
}

static LLVMValueRef i32(unit *u, long long v)
{
    return cg_i32(u->cg, v);
}

static const node *modifier(const node *mods, node_kind kind, const char *text)
{
    for (const node *m = mods ? mods->a : NULL; m; m = m->next)
        if (m->kind == kind && (!text || (m->text && strcmp(m->text, text) == 0)))
            return m;
    return NULL;
}

/* Are all of A's modifiers among the ones the action understood? */
static bool only_mods(unit *u, const node *a, const node *const *known, unsigned n)
{
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next) {
        bool ok = m->kind == N_MODIFIER && is_word(m, "where") && m->a == u->where_x;
        for (unsigned i = 0; i < n && !ok; i++)
            ok = known[i] == m;
        if (!ok)
            return cg_unsupported(u, m, m->kind == N_DURATION ? "this duration" : "this modifier");
    }
    return true;
}


/* A variable in the function's frame (its entry block), set to INIT there
 * if INIT is not NULL. */
static LLVMValueRef entry_alloca(unit *u, LLVMTypeRef ty, const char *name, LLVMValueRef init)
{
    LLVMBuilderRef entry = cg_entry_builder(u);
    LLVMValueRef v = LLVMBuildAlloca(entry, ty, name);
    if (init)
        LLVMBuildStore(entry, init, v);
    LLVMDisposeBuilder(entry);
    return v;
}

/* ---- selections ------------------------------------------------------------------ */

static int new_sel(unit *u, const node *n)
{
    if (u->nsel >= CARDRT_NSEL)
        return cg_unsupported(u, n, "this many things in one ability"), -1;
    return u->nsel++;
}

static void bind(unit *u, const node *n, int sel)
{
    if (n && u->nbound < CARDRT_NSEL)
        u->bound[u->nbound++] = (binding){ n, sel };
}

static int bound_sel(const unit *u, const node *n)
{
    for (unsigned i = u->nbound; i-- > 0;)
        if (u->bound[i].n == n)
            return u->bound[i].sel;
    return -1;
}

static int slot_of(const unit *u, const node *t)
{
    for (unsigned i = 0; i < u->nslots; i++)
        if (u->slot[i]->range.begin == t->range.begin && u->slot[i]->range.end == t->range.end)
            return (int)i;
    return -1;
}

/* Does N lie inside the subtree ROOT? */
static bool within(const node *root, const node *n)
{
    return root && n && n->range.begin >= root->range.begin && n->range.end <= root->range.end;
}

static bool is_set_det(const char *det)
{
    static const char *const dets[] = { "each", "all", "all other", "each other", "other" };
    if (!det)
        return true;            /* "creatures you control" */
    for (size_t i = 0; i < sizeof dets / sizeof *dets; i++)
        if (strcmp(det, dets[i]) == 0)
            return true;
    return false;
}

/* A phrase naming players only: "each opponent", "each player". */
static int players_who(const node *np)
{
    if (!np || np->kind != N_OBJECT || !is_set_det(np->text) || np->b)
        return -1;
    const node *f = np->a;
    if (!f || f->kind != N_FILTER || !f->a || !f->a->a || f->a->a->next || f->b)
        return -1;
    const node *w = f->a->a->a ? f->a->a->a->a : NULL;
    if (!w || w->next || w->kind != N_WORD)
        return -1;
    return w->token == OPPONENT ? CARDRT_WHO_OPPONENTS : w->token == PLAYER ? CARDRT_WHO_EACH : -1;
}

static int sel_of(unit *u, const node *np);

/* Does NP, or the phrase the pronoun NP means, name several players who
 * each act or choose for themselves ("each opponent", "they" after it)? */
static bool several_players(const node *np)
{
    if (np && np->kind == N_PRONOUN && np->refers)
        np = np->refers;
    return np && (players_who(np) >= 0 || (np->kind == N_PLAYER && is_word(np, "your opponents")));
}

/* The event a trigger waits for names this phrase: the part of the event
 * it is (cg_event_role).  This card itself is the source. */
static int event_sel(unit *u, const node *n)
{
    if (n->kind == N_SELF)
        return sel_of(u, n);
    int what = cg_event_role(u->event, n);
    if (what < 0)
        return cg_unsupported(u, n, "this part of the event"), -1;
    int s = new_sel(u, n);
    if (s < 0)
        return -1;
    ctx_call(u, "cardrt_sel_event", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, what) }, 2);
    bind(u, n, s);
    return s;
}

/* "creatures that player controls": keep in S only the objects whose
 * controller (owner) is in the selection of the player phrase. */
static bool keep_related(unit *u, const node *np, int s)
{
    const node *f = np->kind == N_OBJECT ? np->a : NULL;
    const node *lists[] = { f && f->kind == N_FILTER ? f->b : NULL, np->kind == N_OBJECT ? np->b : NULL };
    for (int l = 0; l < 2; l++)
        for (const node *q = lists[l] ? lists[l]->a : NULL; q; q = q->next) {
            if (!cg_is_relational(q))
                continue;
            int p = sel_of(u, q->a);
            if (p < 0)
                return false;
            LLVMValueRef a[] = { i32(u, s), i32(u, p), cg_i1(u->cg, is_word(q, "owned by")) };
            ctx_call(u, "cardrt_sel_keep_controlled", NULL, a, 3);
        }
    return true;
}

static int sel_of_uncached(unit *u, const node *np)
{
    int s, slot;
    switch (np->kind) {
    case N_TARGET:
        if ((slot = slot_of(u, np)) < 0)
            return cg_unsupported(u, np, "this target"), -1;
        if ((s = new_sel(u, np)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_target", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, slot) }, 2);
        return s;
    case N_SELF:
        if ((s = new_sel(u, np)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_source", NULL, (LLVMValueRef[]){ i32(u, s) }, 1);
        return s;
    case N_PLAYER: {
        int who = strcmp(np->text, "you") == 0 ? CARDRT_WHO_YOU
                : strcmp(np->text, "your opponents") == 0 ? CARDRT_WHO_OPPONENTS
                : strcmp(np->text, "defending player") == 0 ? CARDRT_WHO_DEFENDING : -1;
        if (who < 0)
            return cg_unsupported(u, np, "this player"), -1;
        if ((s = new_sel(u, np)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, who) }, 2);
        return s;
    }
    case N_PRONOUN:
        if (np->refers) {
            if (within(u->event, np->refers))
                return event_sel(u, np->refers);
            /* "Each opponent ... that player's hand": each of them in turn,
             * which a selection of all of them is not (subject_players acts
             * on all of them, which is each in turn). */
            if (several_players(np) && !is_word(np, "those"))
                return cg_unsupported(u, np, "a pronoun for each of several players"), -1;
            return sel_of(u, np->refers);
        }
        if ((is_word(np, "enchanted") || is_word(np, "equipped")) && u->in_ability) {
            int host = new_sel(u, np), me;
            if (host < 0 || (me = new_sel(u, np)) < 0)
                return -1;
            ctx_call(u, "cardrt_sel_source", NULL, (LLVMValueRef[]){ i32(u, me) }, 1);
            ctx_call(u, "cardrt_sel_related", NULL,
                     (LLVMValueRef[]){ i32(u, host), i32(u, me), i32(u, CARDRT_REL_ATTACHED_TO) }, 3);
            return host;
        }
        if (is_word(np, "it") && !np->a && u->in_ability && !u->event)
            return sel_of(u, &(node){ .kind = N_SELF, .range = np->range });
        {
            /* "the sacrificed creature", "the discarded card", "the exiled
             * card": what a cost of the spell or ability paid with */
            const char *w = np->text && strncmp(np->text, "the ", 4) == 0 ? np->text + 4 : np->text;
            int paid = !w ? -1 : strcmp(w, "sacrificed") == 0 ? CARDRT_COST_SACRIFICE
                     : strcmp(w, "discarded") == 0 ? CARDRT_COST_DISCARD
                     : strcmp(w, "exiled") == 0 ? CARDRT_COST_EXILE : -1;
            if (paid >= 0 && (u->paid_costs & (1u << paid))) {
                if ((s = new_sel(u, np)) < 0)
                    return -1;
                ctx_call(u, "cardrt_sel_paid", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, paid) }, 2);
                return s;
            }
        }
        return cg_unsupported(u, np, "this pronoun"), -1;
    case N_POSSESSIVE: {
        const node *thing = np->b;
        int rel = thing && thing->kind == N_WORD
                  ? thing->token == CONTROLLER ? CARDRT_REL_CONTROLLER
                  : thing->token == OWNER ? CARDRT_REL_OWNER : -1 : -1;
        if (rel < 0)
            return cg_unsupported(u, np, "this possessive"), -1;
        int of = sel_of(u, np->a);
        if (of < 0 || (s = new_sel(u, np)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_related", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, of), i32(u, rel) }, 3);
        return s;
    }
    case N_LIST:
        if (!is_word(np, "and"))
            return cg_unsupported(u, np, "a choice between things"), -1;
        if ((s = new_sel(u, np)) < 0)
            return -1;
        for (const node *i = np->a; i; i = i->next) {
            int part = sel_of(u, i);
            if (part < 0)
                return -1;
            ctx_call(u, "cardrt_sel_add", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, part) }, 2);
        }
        return s;
    case N_OBJECT: {
        int who = players_who(np);
        if (who >= 0) {
            if ((s = new_sel(u, np)) < 0)
                return -1;
            ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, who) }, 2);
            return s;
        }
        if (is_word(np, "top")) {        /* "the top two cards of your library" */
            const node *of = np->b && np->b->a && !np->b->a->next && np->b->a->kind == N_PREP ? np->b->a->a : NULL;
            const node *f = np->a;
            bool cards = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && !f->b && f->a->a->a
                         && f->a->a->a->a && f->a->a->a->a->token == CARD && !f->a->a->a->a->next;
            if (!of || of->kind != N_POSSESSIVE || !of->b || of->b->token != LIBRARY || !cards)
                return cg_unsupported(u, np, "this part of a library"), -1;
            LLVMValueRef n = np->c ? cg_amount(u, np->c) : i32(u, 1);
            int p = n ? sel_of(u, of->a) : -1;
            if (p < 0 || (s = new_sel(u, np)) < 0)
                return -1;
            ctx_call(u, "cardrt_sel_top", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, p), n }, 3);
            return s;
        }
        if (!is_set_det(np->text))
            return cg_unsupported(u, np, "choosing an object"), -1;
        if (np->c)
            return cg_unsupported(u, np->c, "a number of objects"), -1;
        u->relational = true;
        LLVMValueRef which = cg_affects_fn(u, np);
        u->relational = false;
        if (!which || (s = new_sel(u, np)) < 0)
            return -1;
        unsigned zones = cg_zones(u, np, 0);
        if (!zones)
            return cg_unsupported(u, np, "cards without their zone"), -1;
        ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, s), which, i32(u, zones) }, 3);
        return keep_related(u, np, s) ? s : -1;
    }
    default:
        return cg_unsupported(u, np, "an action on this"), -1;
    }
}

/* The selection holding what NP names, made the first time it is needed. */
static int sel_of(unit *u, const node *np)
{
    if (!np)
        return cg_unsupported(u, NULL, "an action on nothing"), -1;
    int s = bound_sel(u, np);
    if (s >= 0)
        return s;
    s = sel_of_uncached(u, np);
    if (s >= 0)
        bind(u, np, s);
    return s;
}

/* The players an action's subject names: the controller when there is none. */
static int subject_players(unit *u, const node *a)
{
    if (!a->a)
        return sel_of(u, &(node){ .kind = N_PLAYER, .text = "you", .range = a->range });
    if (!cg_names_players(a->a) && a->a->kind != N_POSSESSIVE
        && !(a->a->kind == N_PRONOUN && a->a->refers && cg_names_players(a->a->refers)))
        return cg_unsupported(u, a->a, "this subject"), -1;
    if (a->a->kind == N_PRONOUN && several_players(a->a) && !within(u->event, a->a->refers))
        return sel_of(u, a->a->refers);     /* "Each opponent discards a card. That player loses 1 life." */
    return sel_of(u, a->a);
}

/* "Return a creature card from your graveyard": the controller chooses N of
 * what NP describes in ZONES. */
static int chosen(unit *u, const node *np, unsigned zones, LLVMValueRef n)
{
    LLVMValueRef which = cg_affects_fn(u, np);
    int all, s;
    if (!which || (all = new_sel(u, np)) < 0 || (s = new_sel(u, np)) < 0)
        return -1;
    ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, all), which, i32(u, zones) }, 3);
    ctx_call(u, "cardrt_sel_choose", NULL,
             (LLVMValueRef[]){ i32(u, s), i32(u, all), n, cg_cstring(u, cg_text(u, np->range)) }, 4);
    bind(u, np, s);
    return s;
}

/* ---- amounts --------------------------------------------------------------------- */

static LLVMValueRef stat_of(unit *u, const node *owner, const node *thing)
{
    codegen *cg = u->cg;
    int stat = !thing || thing->kind != N_WORD ? -1
             : thing->token == POWER ? CARDRT_STAT_POWER
             : thing->token == TOUGHNESS ? CARDRT_STAT_TOUGHNESS
             : thing->token == VALUE ? CARDRT_STAT_MANA_VALUE       /* "its mana value" */
             : thing->token == LIFE ? CARDRT_STAT_LIFE : -1;
    if (stat < 0)
        return cg_unsupported(u, thing, "this amount"), NULL;
    if (!u->ctx_arg) {          /* in a test: the source's own power or toughness */
        if (!owner || owner->kind != N_SELF || stat == CARDRT_STAT_LIFE)
            return cg_unsupported(u, owner, "this amount here"), NULL;
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };
        return cg_call(u, stat == CARDRT_STAT_POWER ? "cardrt_power" : stat == CARDRT_STAT_TOUGHNESS
                          ? "cardrt_toughness" : "cardrt_mana_value", cg->i32, a, 2);
    }
    int s = sel_of(u, owner);
    return s < 0 ? NULL : ctx_call(u, "cardrt_sel_stat", cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, stat) }, 2);
}

LLVMValueRef cg_count(unit *u, const node *np)
{
    LLVMValueRef which = cg_affects_fn(u, np);
    unsigned zones = cg_zones(u, np, 0);
    if (!which)
        return NULL;
    if (!zones)
        return cg_unsupported(u, np, "cards without their zone"), NULL;
    LLVMValueRef a[] = { cg_game(u), cg_src(u), which, i32(u, zones) };
    return cg_call(u, "cardrt_count", u->cg->i32, a, 4);
}

LLVMValueRef cg_amount(unit *u, const node *n)
{
    codegen *cg = u->cg;
    if (!n)
        return cg_unsupported(u, NULL, "a missing amount"), NULL;
    if (n->kind == N_OBJECT && n->c)            /* "two cards" */
        return cg_amount(u, n->c);
    if (n->kind == N_OBJECT && (is_word(n, "a") || is_word(n, "an")))
        return i32(u, 1);
    if (n->kind != N_AMOUNT || !n->text)
        return cg_unsupported(u, n, "this amount"), NULL;
    const char *t = n->text;
    if (strcmp(t, "x") == 0 || strcmp(t, "X") == 0 || strcmp(t, "twice X") == 0) {
        LLVMValueRef x;
        if (u->where_x) {           /* ", where X is the number of ..." */
            const node *w = u->where_x;
            u->where_x = NULL;      /* X is not defined in terms of itself */
            x = cg_amount(u, w);
            u->where_x = w;
            if (!x)
                return NULL;
        } else if (!u->ctx_arg) {
            return cg_unsupported(u, n, "X here"), NULL;
        } else {
            x = ctx_call(u, "cardrt_ctx_x", cg->i32, NULL, 0);
        }
        return t[0] == 't' ? LLVMBuildMul(u->b, x, i32(u, 2), "") : x;
    }
    int v = syn_number(t);
    if (v >= 0)
        return i32(u, v);
    if (strcmp(t, "that much") == 0 || strcmp(t, "that many") == 0) {
        if (!u->ctx_arg)
            return cg_unsupported(u, n, "this amount here"), NULL;
        return ctx_call(u, "cardrt_fx_result", cg->i32, NULL, 0);
    }
    if (strcmp(t, "number of") == 0 && n->a) {
        const node *what = n->a;
        /* "the number of opponents you have": players, counted in a selection */
        const node *q = what->kind == N_OBJECT && what->a && what->a->kind == N_FILTER && what->a->b
                        ? what->a->b->a : NULL;
        const node *f = q && !q->next && q->kind == N_QUALIFIER && is_word(q, "you have") ? what->a : NULL;
        const node *w = f && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
        bool opponents = w && !w->next && w->kind == N_WORD && w->token == OPPONENT;
        if (what->kind == N_PRONOUN || what->kind == N_TARGET || opponents) {
            int s = !u->ctx_arg ? -1 : !opponents ? sel_of(u, what) : new_sel(u, what);
            if (s >= 0 && opponents)
                ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_WHO_OPPONENTS) }, 2);
            return s < 0 ? (u->ctx_arg ? NULL : (cg_unsupported(u, n, "this amount here"), NULL))
                         : ctx_call(u, "cardrt_sel_count", cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
        }
        return cg_count(u, what);
    }
    if (strcmp(t, "of") == 0 && n->a && n->a->kind == N_POSSESSIVE)
        return stat_of(u, n->a->a, n->a->b);
    if ((strcmp(t, "greatest among") == 0 || strcmp(t, "highest among") == 0) && n->a && n->b
        && n->b->kind == N_WORD && u->ctx_arg) {
        /* "the greatest power among creatures you control" */
        int stat = n->b->token == POWER ? CARDRT_STAT_POWER : n->b->token == TOUGHNESS ? CARDRT_STAT_TOUGHNESS
                 : n->b->token == VALUE ? CARDRT_STAT_MANA_VALUE : -1;
        int s = stat >= 0 ? sel_of(u, n->a) : -1;
        return s < 0 ? (stat < 0 ? (cg_unsupported(u, n, "this amount"), NULL) : NULL)
                     : ctx_call(u, "cardrt_sel_max", cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, stat) }, 2);
    }
    if ((strcmp(t, "power of") == 0 || strcmp(t, "toughness of") == 0) && n->a) {
        node thing = { .kind = N_WORD, .token = t[0] == 'p' ? POWER : TOUGHNESS };
        return stat_of(u, n->a, &thing);
    }
    return cg_unsupported(u, n, "this amount"), NULL;
}

/* An action's amount: its object ("2 damage", "3 life"), or "equal to ...";
 * times "for each ..." when there is one.  KNOWN collects the modifiers used. */
static LLVMValueRef action_amount(unit *u, const node *a, const node *obj, const node **known,
                                  unsigned *nknown)
{
    const node *eq = modifier(a->c, N_MODIFIER, "equal to");
    const node *each = modifier(a->c, N_MODIFIER, "for each");
    LLVMValueRef v;
    if (eq) {
        /* "Draw cards equal to ...": a plural with no number says none. */
        bool plain = obj && obj->kind == N_OBJECT && !obj->text && !obj->b && !obj->c;
        if (obj && !plain && !(obj->kind == N_AMOUNT && strcmp(obj->text, "x") == 0))
            return cg_unsupported(u, eq, "an amount given twice"), NULL;
        known[(*nknown)++] = eq;
        v = cg_amount(u, eq->a);
    } else if (obj) {
        v = cg_amount(u, obj);
    } else if (each) {
        v = i32(u, 1);          /* "gain 1 life for each": the amount is on the object */
    } else {
        return cg_unsupported(u, a, "an action without its amount"), NULL;
    }
    if (v && each) {
        known[(*nknown)++] = each;
        LLVMValueRef n = cg_count(u, each->a);
        v = n ? LLVMBuildMul(u->b, v, n, "") : NULL;
    }
    return v;
}

/* ---- conditions ----------------------------------------------------------------------- */

/* N compared as the count of a description says: "a"/"an"/"another" (at
 * least one), "no" (none), "two" (at least two: "if you control two
 * artifacts"), "two or more", "exactly two". */
LLVMValueRef cg_count_holds(unit *u, LLVMValueRef n, const node *what)
{
    const char *det = what->text;
    if (det && (strcmp(det, "no") == 0 || strcmp(det, "no other") == 0))
        return LLVMBuildICmp(u->b, LLVMIntEQ, n, i32(u, 0), "");
    if (det && (strcmp(det, "a") == 0 || strcmp(det, "an") == 0 || strcmp(det, "another") == 0))
        return LLVMBuildICmp(u->b, LLVMIntSGE, n, i32(u, 1), "");
    const node *c = what->c;
    if (c && c->kind == N_COMPARE && c->a) {
        static const struct {
            const char *op;
            LLVMIntPredicate pred;
        } ops[] = { { ">=", LLVMIntSGE }, { "<=", LLVMIntSLE }, { "=", LLVMIntEQ } };
        for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
            if (strcmp(c->text, ops[i].op) == 0) {
                LLVMValueRef v = cg_amount(u, c->a);
                return v ? LLVMBuildICmp(u->b, ops[i].pred, n, v, "") : NULL;
            }
    }
    if (c && c->kind == N_AMOUNT) {
        LLVMValueRef v = cg_amount(u, c);
        return v ? LLVMBuildICmp(u->b, LLVMIntSGE, n, v, "") : NULL;
    }
    return cg_unsupported(u, what, "this number in a condition"), NULL;
}

/* WHAT with one more qualifier (of kind HOW, about ARG), counted and
 * compared: "you control an artifact" counts "artifact controlled by you". */
static LLVMValueRef count_with(unit *u, const node *what, const char *how, const node *arg)
{
    if (!what || what->kind != N_OBJECT)
        return cg_unsupported(u, what, "this condition"), NULL;
    node *obj = cg_with_qualifier(u, what, how, arg);
    if (!what->text || !strstr(what->text, "other"))    /* "another", "two other": not this */
        obj->text = NULL;
    obj->c = NULL;
    LLVMValueRef n = cg_count(u, obj);
    return n ? cg_count_holds(u, n, what) : NULL;
}

/* The controller of the source, as an i32. */
static LLVMValueRef you(unit *u)
{
    LLVMValueRef a[] = { cg_game(u), cg_src(u) };
    return cg_call(u, "cardrt_controller", u->cg->i32, a, 2);
}

static LLVMValueRef player_stat(unit *u, const char *fn, LLVMValueRef p)
{
    LLVMValueRef a[] = { cg_game(u), p };
    return cg_call(u, fn, u->cg->i32, a, 2);
}

/* ---- conditions on players and on what happened this turn -------------------------- */

/* Does TEST hold for some player WHO names: you, or any player of "a
 * player", "an opponent" (each in turn, as many as the game has)? */
static LLVMValueRef some_player(unit *u, const node *who, LLVMValueRef (*test)(unit *, LLVMValueRef, const void *),
                                const void *arg)
{
    codegen *cg = u->cg;
    if (who->kind == N_PLAYER && is_word(who, "you"))
        return test(u, you(u), arg);
    if (who->kind != N_OBJECT || !(is_word(who, "a") || is_word(who, "an")) || who->b || who->c
        || !cg_names_players(who))
        return cg_unsupported(u, who, "this subject in a condition"), NULL;
    LLVMValueRef g[] = { cg_game(u) };
    LLVMValueRef count = cg_call(u, "cardrt_player_count", cg->i32, g, 1);
    LLVMValueRef r = cg_i1(cg, false);
    for (int p = 0; p < CARDRT_MAX_PLAYERS && r; p++) {
        LLVMValueRef in_game = LLVMBuildICmp(u->b, LLVMIntSLT, i32(u, p), count, "");
        LLVMValueRef is = cg_player_test(u, i32(u, p), who);
        LLVMValueRef holds = is ? test(u, i32(u, p), arg) : NULL;
        r = holds ? LLVMBuildOr(u->b, r, LLVMBuildAnd(u->b, LLVMBuildAnd(u->b, in_game, is, ""), holds, ""), "")
                  : NULL;
    }
    return r;
}

/* What the history counts and how it is compared (cardrt_history). */
typedef struct hist_test {
    int what;
    bool last_turn;
    const node *count;          /* compared as cg_count_holds does */
} hist_test;

static LLVMValueRef history_of(unit *u, LLVMValueRef players, const hist_test *h)
{
    LLVMValueRef a[] = { cg_game(u), players, i32(u, h->what), cg_i1(u->cg, h->last_turn) };
    return cg_call(u, "cardrt_history", u->cg->i32, a, 4);
}

static LLVMValueRef player_history(unit *u, LLVMValueRef p, const void *arg)
{
    LLVMValueRef n = history_of(u, LLVMBuildShl(u->b, i32(u, 1), p, ""), arg);
    return cg_count_holds(u, n, ((const hist_test *)arg)->count);
}

static LLVMValueRef hand_holds(unit *u, LLVMValueRef p, const void *arg)
{
    LLVMValueRef a[] = { cg_game(u), p, i32(u, CARDRT_HAND) };
    return cg_count_holds(u, cg_call(u, "cardrt_zone_size", u->cg->i32, a, 3), arg);
}

static LLVMValueRef life_holds(unit *u, LLVMValueRef p, const void *arg)
{
    return cg_count_holds(u, player_stat(u, "cardrt_life", p), arg);
}

/* "a creature died this turn", "you attacked this turn", "no spells were
 * cast last turn", "an opponent lost life this turn", "you gained 3 or more
 * life this turn", "a permanent you controlled left the battlefield this
 * turn", "you had a land enter the battlefield under your control this
 * turn": C, with its "this turn" or "last turn" (TURN), read from the
 * game's history. */
static LLVMValueRef history_holds(unit *u, const node *c, const node *turn)
{
    node one = { .kind = N_OBJECT, .text = "a", .range = c->range };       /* at least one */
    node cmp = { .kind = N_OBJECT, .range = c->range };
    hist_test h = { .what = -1, .last_turn = is_word(turn, "last turn"), .count = &one };
    const node *who = c->a, *by = NULL;
    if ((is_word(c, "die") || is_word(c, "leave the battlefield")) && c->a && !c->b) {
        /* a total over the players who controlled them */
        if (cg_plain_noun(c->a, c->text[0] == 'd' ? "creature" : "permanent", &by)) {
            h.what = c->text[0] == 'd' ? CARDRT_HIST_DIED : CARDRT_HIST_LEFT;
            h.count = c->a;
            who = by;
        }
    } else if (is_word(c, "cast") && c->a && !c->b && !cg_names_players(c->a)) {
        if (cg_plain_noun(c->a, "spell", &by) && !by) {       /* "no spells were cast" */
            h.what = CARDRT_HIST_SPELLS_CAST;
            h.count = c->a;
            who = NULL;
        }
    } else if (is_word(c, "cast") && c->a && c->b) {       /* "a player cast two or more spells" */
        if (cg_plain_noun(c->b, "spell", &by) && !by) {
            h.what = CARDRT_HIST_SPELLS_CAST;
            h.count = c->b;
        }
    } else if (is_word(c, "attack") && c->a && !c->b) {
        h.what = CARDRT_HIST_ATTACKERS;
    } else if ((is_word(c, "gain life") || is_word(c, "lose life"))
               && (!c->b || c->b->kind == N_COMPARE)) {
        h.what = c->text[0] == 'g' ? CARDRT_HIST_LIFE_GAINED : CARDRT_HIST_LIFE_LOST;
        cmp.c = c->b;
        h.count = c->b ? &cmp : &one;
    }
    if (h.what < 0)
        return cg_unsupported(u, c, "this condition"), NULL;
    if (!who) {
        LLVMValueRef n = history_of(u, i32(u, -1), &h);        /* every player */
        return cg_count_holds(u, n, h.count);
    }
    return some_player(u, who, player_history, &h);
}

/* "you had a land enter the battlefield under your control this turn" */
static LLVMValueRef had_enter_holds(unit *u, const node *c)
{
    const node *e = c->c && c->c->a && !c->c->a->next ? c->c->a : NULL;
    const node *m = e && e->kind == N_ACTION && is_word(e, "enter the battlefield") && !e->a && !e->b && e->c
                    ? e->c->a : NULL;
    const node *turn = m && m->next && !m->next->next ? m->next : NULL;
    const node *by;
    bool land = cg_plain_noun(c->b, "land", &by), any = !land && cg_plain_noun(c->b, "permanent", &by);
    if (!turn || m->kind != N_PREP || strcmp(m->text, "under control of") != 0 || !is_word(m->a, "your")
        || turn->kind != N_DURATION || !(is_word(turn, "this turn") || is_word(turn, "last turn"))
        || (!land && !any) || by || !c->a || c->a->kind != N_PLAYER || !is_word(c->a, "you"))
        return cg_unsupported(u, c, "this condition"), NULL;
    hist_test h = { land ? CARDRT_HIST_LANDS_ENTERED : CARDRT_HIST_ENTERED, is_word(turn, "last turn"), c->b };
    return player_history(u, you(u), &h);
}

/* "if you cast it (from your hand)", "if you cast this spell during your
 * main phase": how this spell, or the permanent it became, was cast. */
static LLVMValueRef cast_holds(unit *u, const node *c)
{
    codegen *cg = u->cg;
    const node *m = c->c ? c->c->a : NULL;
    bool from_hand = m && !m->next && m->kind == N_PREP && strcmp(m->text, "from") == 0 && m->a
                     && m->a->kind == N_POSSESSIVE && m->a->a && m->a->a->kind == N_PLAYER
                     && is_word(m->a->a, "you") && m->a->b && m->a->b->kind == N_WORD && m->a->b->token == HAND;
    const node *step = m && !m->next && m->kind == N_DURATION && is_word(m, "during") ? m->a : NULL;
    bool main_phase = step && step->kind == N_STEP && is_word(step, "main phase") && step->a
                      && step->a->kind == N_WORD && is_word(step->a, "your");
    if (m && !from_hand && !main_phase)
        return cg_unsupported(u, c, "this condition"), NULL;
    LLVMValueRef from = entry_alloca(u, cg->i32, "cast.from", NULL);
    LLVMValueRef when = entry_alloca(u, cg->i32, "cast.step", NULL);
    LLVMValueRef own = entry_alloca(u, cg->i8, "cast.own", NULL);
    LLVMValueRef a[] = { cg_game(u), cg_src(u), from, when, own };
    LLVMValueRef r = cg_call(u, "cardrt_cast_info", cg->i1, a, 5);
    if (from_hand)
        r = LLVMBuildAnd(u->b, r, LLVMBuildICmp(u->b, LLVMIntEQ, LLVMBuildLoad2(u->b, cg->i32, from, ""),
                                                i32(u, CARDRT_HAND), ""), "");
    if (main_phase) {
        LLVMValueRef st = LLVMBuildLoad2(u->b, cg->i32, when, "");
        LLVMValueRef in_main = LLVMBuildOr(u->b, LLVMBuildICmp(u->b, LLVMIntEQ, st, i32(u, CARDRT_STEP_MAIN), ""),
                                           LLVMBuildICmp(u->b, LLVMIntEQ, st, i32(u, CARDRT_STEP_MAIN2), ""), "");
        LLVMValueRef mine = LLVMBuildICmp(u->b, LLVMIntNE, LLVMBuildLoad2(u->b, cg->i8, own, ""),
                                          LLVMConstInt(cg->i8, 0, 0), "");
        r = LLVMBuildAnd(u->b, r, LLVMBuildAnd(u->b, in_main, mine, ""), "");
    }
    return r;
}

/* A test on the objects a phrase names, true if any of them passes: the
 * source itself, or (in an effect) a selection ("if that creature is tapped"). */
static LLVMValueRef subject_holds(unit *u, const node *subject, LLVMValueRef (*test)(unit *, LLVMValueRef, const node *),
                                  const node *arg)
{
    bool self = subject->kind == N_SELF
                || (subject->kind == N_PRONOUN && !subject->refers && is_word(subject, "it") && u->in_ability
                    && !u->event)
                || (subject->kind == N_PRONOUN && subject->refers && subject->refers->kind == N_SELF);
    if (self)
        return test(u, cg_src(u), arg);
    const node *host = subject->kind == N_PRONOUN && subject->refers ? subject->refers : subject;
    if (host->kind == N_PRONOUN && (is_word(host, "enchanted") || is_word(host, "equipped")) && !host->refers
        && !cg_names_players(host) && !within(u->event, host)) {
        /* "enchanted creature is red": what this Aura or Equipment is attached
         * to now (not the one an event names: "Whenever equipped creature
         * dies, if it was a Human" means it as it died) */
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };
        LLVMValueRef on = cg_call(u, "cardrt_attached_to", u->cg->i32, a, 2);
        LLVMValueRef r = test(u, on, arg);
        return r ? LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntNE, on, i32(u, 0), ""), r, "") : NULL;
    }
    if (!u->ctx_arg)
        return cg_unsupported(u, subject, "this subject in a condition"), NULL;
    int s = sel_of(u, subject);
    if (s < 0)
        return NULL;
    cg_saved save;
    cg_begin_fn(u, u->cg->affects_ty, "cardc.affects", &save);
    LLVMValueRef r = test(u, LLVMGetParam(u->fn, 2), arg);
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(u->cg, false), &save);
    if (!r)
        return NULL;
    return ctx_call(u, "cardrt_sel_any", u->cg->i1, (LLVMValueRef[]){ i32(u, s), f }, 2);
}

/* "this spell was kicked", "if it was kicked" (a permanent that was a
 * kicked spell): cardrt_cast_options. */
static LLVMValueRef kicked_test(unit *u, LLVMValueRef obj, const node *unused)
{
    (void)unused;
    LLVMValueRef a[] = { cg_game(u), obj };
    LLVMValueRef opts = cg_call(u, "cardrt_cast_options", u->cg->i32, a, 2);
    LLVMValueRef bit = LLVMBuildAnd(u->b, opts, i32(u, CARDRT_PLAY_KICKED), "");
    return LLVMBuildICmp(u->b, LLVMIntNE, bit, i32(u, 0), "kicked");
}

/* "is monstrous", "is renowned" (CR 701.37b, 702.112b of the current rules). */
static LLVMValueRef designation_test(unit *u, LLVMValueRef obj, const node *c)
{
    LLVMValueRef a[] = { cg_game(u), obj };
    return cg_call(u, is_word(c, "monstrous") ? "cardrt_is_monstrous" : "cardrt_is_renowned", u->cg->i1, a, 2);
}

/* "is tapped", "is equipped", "is enchanted": a state. */
static LLVMValueRef state_test(unit *u, LLVMValueRef obj, const node *w)
{
    LLVMValueRef a[] = { cg_game(u), obj };
    if (w->token == TAPPED || w->token == UNTAPPED) {
        LLVMValueRef t = cg_call(u, "cardrt_is_tapped", u->cg->i1, a, 2);
        return w->token == TAPPED ? t : LLVMBuildNot(u->b, t, "");
    }
    if (w->token == ATTACKING || w->token == BLOCKING)
        return cg_call(u, w->token == ATTACKING ? "cardrt_is_attacking" : "cardrt_is_blocking", u->cg->i1, a, 2);
    if (w->token == EQUIPPED || (w->token == ENCHANTED && is_word(w, "enchanted"))) {
        LLVMValueRef b[] = { cg_game(u), obj, cg_cstring(u, w->token == EQUIPPED ? "Equipment" : "Aura") };
        LLVMValueRef n = cg_call(u, "cardrt_attachments", u->cg->i32, b, 3);
        return LLVMBuildICmp(u->b, LLVMIntSGT, n, i32(u, 0), "");
    }
    return cg_unsupported(u, w, "this state"), NULL;
}

/* A qualifier ("with a +1/+1 counter on it") as a state of OBJ. */
static LLVMValueRef qualifier_holds(unit *u, LLVMValueRef obj, const node *q)
{
    node f = { .kind = N_FILTER, .range = q->range };
    node t = { .kind = N_TRAITS, .range = q->range };
    node qc = *q;
    qc.next = NULL;
    node quals = { .kind = N_LIST, .a = &qc, .last = &qc, .range = q->range };
    node tl = { .kind = N_LIST, .range = q->range };
    t.a = &tl;
    node alts = { .kind = N_LIST, .a = &t, .last = &t, .range = q->range };
    f.a = &alts;
    f.b = &quals;
    node np = { .kind = N_OBJECT, .a = &f, .range = q->range };
    return cg_object_test(u, obj, &np);
}

/* "is an enchantment", "is a red creature" */
static LLVMValueRef description_test(unit *u, LLVMValueRef obj, const node *what)
{
    return cg_object_test(u, obj, what);
}

/* "is red", "is legendary": one word of a description */
static LLVMValueRef word_holds(unit *u, LLVMValueRef obj, const node *w)
{
    node wc = *w;
    wc.next = NULL;
    node words = { .kind = N_LIST, .a = &wc, .last = &wc, .range = w->range };
    node t = { .kind = N_TRAITS, .a = &words, .range = w->range };
    node alts = { .kind = N_LIST, .a = &t, .last = &t, .range = w->range };
    node f = { .kind = N_FILTER, .a = &alts, .range = w->range };
    node np = { .kind = N_OBJECT, .a = &f, .range = w->range };
    return cg_object_test(u, obj, &np);
}

/* "is in your graveyard", "is on the battlefield" */
static LLVMValueRef zone_test(unit *u, LLVMValueRef obj, const node *z)
{
    node q = { .kind = N_QUALIFIER, .text = "in", .range = z->range };
    node zc = *z;
    q.a = &zc;
    node ql = { .kind = N_LIST, .a = &q, .last = &q, .range = z->range };
    node f = { .kind = N_FILTER, .range = z->range };
    node obj_np = { .kind = N_OBJECT, .a = &f, .b = &ql, .range = z->range };
    unsigned zones = cg_zones(u, &obj_np, 0);
    if (!zones || (zones & (zones - 1)))
        return cg_unsupported(u, z, "this zone"), NULL;
    LLVMValueRef a[] = { cg_game(u), obj };
    LLVMValueRef zone = cg_call(u, "cardrt_zone_of", u->cg->i32, a, 2);
    int k = 0;
    while (!(zones & (1u << k)))
        k++;
    LLVMValueRef r = LLVMBuildICmp(u->b, LLVMIntEQ, zone, i32(u, k), "");
    if (z->kind == N_POSSESSIVE && z->a && z->a->kind == N_PLAYER && is_word(z->a, "you"))
        r = LLVMBuildAnd(u->b, r, LLVMBuildICmp(u->b, LLVMIntEQ, player_stat(u, "cardrt_owner", obj), you(u), ""), "");
    else if (z->kind == N_POSSESSIVE)
        return cg_unsupported(u, z, "this zone"), NULL;
    return r;
}

/* "its power is 3 or greater", "X is 5 or more": AMOUNT (a possessive's
 * stat, or an amount) compared as CMP says ("3", "3 or greater"). */
static LLVMValueRef stat_compare(unit *u, const node *amount_of, const node *cmp)
{
    const node *c = cmp->kind == N_COMPARE ? cmp : NULL;
    node eq = { .kind = N_COMPARE, .text = "=", .range = cmp->range };
    node amount = *cmp;
    if (!c) {
        eq.a = &amount;
        c = &eq;
    }
    static const struct {
        const char *op;
        LLVMIntPredicate pred;
    } ops[] = { { ">=", LLVMIntSGE }, { "<=", LLVMIntSLE }, { "=", LLVMIntEQ }, { "<", LLVMIntSLT },
                { ">", LLVMIntSGT } };
    node pc = *amount_of;
    LLVMValueRef v = amount_of->kind == N_AMOUNT
                     ? cg_amount(u, amount_of)
                     : cg_amount(u, &(node){ .kind = N_AMOUNT, .text = "of", .a = &pc, .range = amount_of->range });
    LLVMValueRef w = v ? cg_amount(u, c->a) : NULL;
    for (size_t i = 0; w && i < sizeof ops / sizeof *ops; i++)
        if (strcmp(c->text, ops[i].op) == 0)
            return LLVMBuildICmp(u->b, ops[i].pred, v, w, "");
    return w ? (cg_unsupported(u, cmp, "this comparison"), NULL) : NULL;
}

LLVMValueRef cg_condition(unit *u, const node *c)
{
    codegen *cg = u->cg;
    if (!c)
        return cg_unsupported(u, NULL, "a missing condition"), NULL;
    if (c->kind == N_NEGATED && (is_word(c, "not") || is_word(c, "don't")) && c->a) {
        LLVMValueRef r = cg_condition(u, c->a);
        return r ? LLVMBuildNot(u->b, r, "") : NULL;
    }
    if (c->kind == N_STEP && is_word(c, "combat") && !c->a) {      /* "during combat": the combat phase */
        LLVMValueRef g[] = { cg_game(u) };
        LLVMValueRef step = cg_call(u, "cardrt_current_step", cg->i32, g, 1);
        return LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntSGE, step, i32(u, CARDRT_STEP_BEGIN_COMBAT), ""),
                            LLVMBuildICmp(u->b, LLVMIntSLE, step, i32(u, CARDRT_STEP_END_COMBAT), ""), "");
    }
    if (c->kind == N_STEP && is_word(c, "turn") && c->a && c->a->kind == N_OBJECT && is_word(c->a, "an")
        && cg_names_players(c->a)) {    /* "during an opponent's turn" */
        LLVMValueRef g[] = { cg_game(u) };
        return cg_player_test(u, cg_call(u, "cardrt_active_player", cg->i32, g, 1), c->a);
    }
    if (c->kind == N_STEP) {            /* "during your turn", "during your upkeep" */
        const char *whose = c->a ? c->a->text : NULL;
        if (!whose || strcmp(whose, "your") != 0)
            return cg_unsupported(u, c, "this condition"), NULL;
        LLVMValueRef g[] = { cg_game(u) };
        LLVMValueRef r = LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_active_player", cg->i32, g, 1), you(u), "");
        if (is_word(c, "turn"))
            return r;
        if (!is_word(c, "upkeep"))
            return cg_unsupported(u, c, "this condition"), NULL;
        LLVMValueRef step = cg_call(u, "cardrt_current_step", cg->i32, g, 1);
        return LLVMBuildAnd(u->b, r, LLVMBuildICmp(u->b, LLVMIntEQ, step, i32(u, CARDRT_STEP_UPKEEP), ""), "");
    }
    if (c->kind == N_ACTION && (is_word(c, "tapped") || is_word(c, "untapped")) && c->a && !c->b && !c->c) {
        node w = { .kind = N_WORD, .token = c->text[0] == 't' ? TAPPED : UNTAPPED, .range = c->range };
        return subject_holds(u, c->a, state_test, &w);
    }
    if (c->kind == N_ACTION && is_word(c, "kicked") && c->a && !c->b && !c->c)   /* CR 702.33d */
        return subject_holds(u, c->a, kicked_test, NULL);
    if (c->kind == N_ACTION && (is_word(c, "monstrous") || is_word(c, "renowned")) && c->a && !c->b && !c->c)
        return subject_holds(u, c->a, designation_test, c);
    if (c->kind == N_ACTION && is_word(c, "pay") && c->b && c->b->kind == N_MANA && !c->b->text && !c->c) {
        if (!u->ctx_arg)            /* "unless its controller pays {2}" */
            return cg_unsupported(u, c, "paying here"), NULL;
        int who = -1;
        if (several_players(c->a))  /* "each opponent sacrifices ... unless they pay {1}": each one's choice */
            return cg_unsupported(u, c, "paying for each of several players"), NULL;
        if (c->a && !(c->a->kind == N_PLAYER && is_word(c->a, "you")) && (who = subject_players(u, c)) < 0)
            return NULL;
        LLVMValueRef a[] = { i32(u, who), cg_cstring(u, cg_text(u, c->b->range)) };
        return ctx_call(u, "cardrt_fx_pay", cg->i1, a, 2);
    }
    if (c->kind == N_ACTION && is_word(c, "have") && c->a && c->b && c->b->kind == N_OBJECT && c->c
        && !c->c->a->next && c->c->a->kind == N_PREP && strcmp(c->c->a->text, "on") == 0) {
        /* "Test has a +1/+1 counter on it" */
        node with = { .kind = N_QUALIFIER, .text = "with", .range = c->b->range };
        node *what = cg_with_qualifier(u, c->b, "on", c->c->a->a);
        with.a = what;
        return subject_holds(u, c->a, qualifier_holds, &with);
    }
    if (c->kind == N_ACTION && is_word(c, "cast") && c->a && c->a->kind == N_PLAYER && is_word(c->a, "you")
        && c->b && (c->b->kind == N_SELF || (c->b->kind == N_PRONOUN && c->b->refers
                                             && c->b->refers->kind == N_SELF)))
        return cast_holds(u, c);
    if (c->kind == N_ACTION && is_word(c, "cast") && c->a && !c->b && !c->c
        && (c->a->kind == N_SELF || (c->a->kind == N_PRONOUN && c->a->refers && c->a->refers->kind == N_SELF)))
        return cast_holds(u, c);    /* "if it was cast" */
    const node *turn = c->kind == N_ACTION && c->c && c->c->a && !c->c->a->next ? c->c->a : NULL;
    if (turn && turn->kind == N_DURATION && (is_word(turn, "this turn") || is_word(turn, "last turn")))
        return history_holds(u, c, turn);
    if (c->kind == N_ACTION && is_word(c, "have") && c->b && c->c && turn && turn->kind == N_ACTION)
        return had_enter_holds(u, c);
    if (c->kind != N_ACTION || c->c)
        return cg_unsupported(u, c, "this condition"), NULL;
    const node *subj = c->a, *obj = c->b;
    if (is_word(c, "control") && subj && obj) {
        if (subj->kind == N_PLAYER && is_word(subj, "you"))
            return count_with(u, obj, "controlled by", subj);
        if (subj->kind == N_OBJECT && (is_word(subj, "an") || is_word(subj, "a")) && cg_names_players(subj))
            return count_with(u, obj, "controlled by", subj);     /* "an opponent controls a ..." */
        if (subj->kind == N_PLAYER && (is_word(subj, "your opponents") || is_word(subj, "defending player")))
            return count_with(u, obj, "controlled by", subj);     /* "your opponents control no ..." */
        return cg_unsupported(u, c, "this condition"), NULL;
    }
    if (is_word(c, "exists") && !subj && obj)       /* "there are two or more ..." */
        return obj->kind == N_OBJECT ? count_with(u, obj, "on the battlefield", obj)
                                     : (cg_unsupported(u, c, "this condition"), NULL);
    if (is_word(c, "have") && subj && obj && obj->kind == N_AMOUNT && is_word(obj, "life") && obj->a
        && obj->a->kind == N_COMPARE) {     /* "you have 10 or less life", "an opponent has ..." */
        node n = { .kind = N_OBJECT, .c = obj->a, .range = obj->range };
        return some_player(u, subj, life_holds, &n);
    }
    const node *by;
    const node *f = obj && obj->kind == N_OBJECT ? obj->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL;
    node no_q = f ? *f : (node){ .kind = N_FILTER };
    no_q.b = NULL;
    node plain = obj ? *obj : (node){ .kind = N_OBJECT };
    plain.a = &no_q;
    if (is_word(c, "have") && subj && q && !q->next && q->kind == N_QUALIFIER && is_word(q, "in") && q->a
        && q->a->kind == N_OBJECT && cg_text(u, q->a->range) && strcmp(cg_text(u, q->a->range), "hand") == 0
        && cg_plain_noun(&plain, "card", &by) && !by)      /* "(an opponent has) no cards in hand" */
        return some_player(u, subj, hand_holds, obj);
    if (is_word(c, "have") && subj && subj->kind == N_PLAYER && is_word(subj, "you") && obj
        && cg_plain_noun(obj, "opponent", &by) && !by) {
        /* "you have two or more opponents": the other players still in the game */
        LLVMValueRef g[] = { cg_game(u) };
        LLVMValueRef count = cg_call(u, "cardrt_player_count", cg->i32, g, 1), me = you(u), n = i32(u, 0);
        for (int p = 0; p < CARDRT_MAX_PLAYERS; p++) {
            LLVMValueRef a[] = { cg_game(u), i32(u, p) };
            LLVMValueRef in = LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntSLT, i32(u, p), count, ""),
                                           LLVMBuildICmp(u->b, LLVMIntNE, i32(u, p), me, ""), "");
            in = LLVMBuildAnd(u->b, in, LLVMBuildNot(u->b, cg_call(u, "cardrt_player_lost", cg->i1, a, 2), ""), "");
            n = LLVMBuildAdd(u->b, n, LLVMBuildZExt(u->b, in, cg->i32, ""), "");
        }
        return cg_count_holds(u, n, obj);
    }
    if (is_word(c, "have") && subj && subj->kind == N_PLAYER && is_word(subj, "you") && obj) {
        if (obj->kind == N_OBJECT && obj->a && obj->a->kind == N_FILTER && obj->a->b
            && !obj->a->b->a->next && is_word(obj->a->b->a, "in")) {
            /* "you have four or more creature cards in your graveyard" */
            node what = *obj;
            what.text = NULL;
            what.c = NULL;
            LLVMValueRef n = cg_count(u, &what);
            return n ? cg_count_holds(u, n, obj) : NULL;
        }
        return cg_unsupported(u, c, "this condition"), NULL;
    }
    if (is_word(c, "is") && obj) {
        if ((!subj || (subj->kind == N_PRONOUN && is_word(subj, "it"))) && obj->kind == N_POSSESSIVE
            && obj->a && obj->a->kind == N_PLAYER && is_word(obj->a, "you")
            && obj->b && obj->b->kind == N_WORD && obj->b->token == TURN) {     /* "it's your turn" */
            LLVMValueRef g[] = { cg_game(u) };
            return LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_active_player", cg->i32, g, 1), you(u), "");
        }
        if (!subj)
            return cg_unsupported(u, c, "this condition"), NULL;
        if ((subj->kind == N_POSSESSIVE && (obj->kind == N_COMPARE || obj->kind == N_AMOUNT))
            || (subj->kind == N_AMOUNT && obj->kind == N_COMPARE))
            return stat_compare(u, subj, obj);
        if (subj->kind == N_OBJECT && (subj->c || is_word(subj, "no")) && obj->kind == N_WORD
            && is_word(obj, "battlefield")) {     /* "no creatures are on the battlefield" */
            node zone = { .kind = N_ZONE, .text = "battlefield", .range = obj->range };
            return count_with(u, subj, "in", &zone);
        }
        if (subj->kind == N_OBJECT && subj->c
            && (obj->kind == N_POSSESSIVE || obj->kind == N_ZONE)) {    /* "seven or more cards are in your graveyard" */
            node zc = *obj;
            return count_with(u, subj, "in", &zc);
        }
        if (obj->kind == N_WORD && (obj->token == TAPPED || obj->token == UNTAPPED || obj->token == EQUIPPED
                                    || obj->token == ENCHANTED || obj->token == ATTACKING
                                    || obj->token == BLOCKING))
            return subject_holds(u, subj, state_test, obj);
        if (obj->kind == N_OBJECT && obj->a && obj->a->kind == N_FILTER && !obj->c)
            return subject_holds(u, subj, description_test, obj);
        if (obj->kind == N_WORD && (obj->token == COLOR || obj->token == SUPERTYPE))
            return subject_holds(u, subj, word_holds, obj);
        if (obj->kind == N_POSSESSIVE || obj->kind == N_ZONE)
            return subject_holds(u, subj, zone_test, obj);
    }
    return cg_unsupported(u, c, "this condition"), NULL;
}

LLVMValueRef cg_holds_fn(unit *u, const node *clause)
{
    cg_saved save;
    cg_begin_fn(u, u->cg->holds_ty, "cardc.holds", &save);
    LLVMValueRef r;
    const node *s = clause && clause->kind == N_ACTION ? clause->a : NULL;
    /* "for as long as Endoskeleton remains tapped" */
    if (clause && clause->kind == N_ACTION && strcmp(clause->text, "remain tapped") == 0
        && s && s->kind == N_SELF && !clause->b && !clause->c) {
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };
        r = cg_call(u, "cardrt_is_tapped", u->cg->i1, a, 2);
    } else {
        r = cg_condition(u, clause);
    }
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(u->cg, false), &save);
    return r && !u->failed ? f : NULL;
}

/* ---- continuous effects ----------------------------------------------------------------- */

/* One change, its values computed as the effect begins (CR 413.2f). */
typedef struct change {
    int kind;
    LLVMValueRef value, power, toughness;
    uint64_t keywords;
    LLVMValueRef pt_fn;         /* a P/T function ("equal to the number of ...") */
    const char *subtype;
} change;

/* Build the changes in a stack array and add the effect to selection SEL. */
static void effect_on(unit *u, int sel, const change *ch, unsigned n, int duration, LLVMValueRef holds)
{
    codegen *cg = u->cg;
    LLVMValueRef arr = entry_alloca(u, LLVMArrayType2(cg->change_ty, n), "changes", NULL);
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef idx[] = { i32(u, 0), i32(u, i) };
        LLVMValueRef p = LLVMBuildGEP2(u->b, LLVMArrayType2(cg->change_ty, n), arr, idx, 2, "");
        LLVMValueRef f[] = { i32(u, ch[i].kind), ch[i].value ? ch[i].value : i32(u, 0),
                             LLVMConstInt(cg->i64, ch[i].keywords, 0),
                             ch[i].power ? ch[i].power : i32(u, 0),
                             ch[i].toughness ? ch[i].toughness : i32(u, 0),
                             ch[i].pt_fn ? ch[i].pt_fn : LLVMConstNull(cg->ptr),
                             cg_cstring(u, ch[i].subtype) };
        for (unsigned k = 0; k < 7; k++)
            LLVMBuildStore(u->b, f[k], LLVMBuildStructGEP2(u->b, cg->change_ty, p, k, ""));
    }
    LLVMValueRef a[] = { i32(u, sel), arr, i32(u, n), i32(u, duration),
                         holds ? holds : LLVMConstNull(cg->ptr) };
    ctx_call(u, "cardrt_fx_effect", cg->i32, a, 5);
}

/* The duration among an action's modifiers: none (for the rest of the
 * game), "until end of turn" ("this turn"), "for as long as ...". */
static bool duration_of(unit *u, const node *a, const node *forced, int *duration, LLVMValueRef *holds,
                        const node **known, unsigned *nknown)
{
    const node *d = forced ? forced : modifier(a->c, N_DURATION, NULL);
    *holds = NULL;
    *duration = CARDRT_FOREVER;
    if (!d)
        return true;
    if (!forced)
        known[(*nknown)++] = d;
    if (strcmp(d->text, "until end of turn") == 0 || strcmp(d->text, "this turn") == 0) {
        *duration = CARDRT_UNTIL_END_OF_TURN;
        return true;
    }
    if ((strcmp(d->text, "for as long as") == 0 || strcmp(d->text, "as long as") == 0) && d->a) {
        *duration = CARDRT_AS_LONG_AS;
        return (*holds = cg_holds_fn(u, d->a)) != NULL;
    }
    return cg_unsupported(u, d, "this duration");
}

/* "+3/+3", "-2/-0", "+X/+0" (either minus sign) into P and T. */
static bool pt_values(unit *u, const node *n, LLVMValueRef *p, LLVMValueRef *t)
{
    char buf[32];
    size_t k = 0;
    const char *s = n->text;
    for (size_t i = 0; s[i] && k + 1 < sizeof buf; i++) {
        if ((unsigned char)s[i] == 0xE2 && s[i + 1] && s[i + 2]) {
            buf[k++] = '-';
            i += 2;
        } else {
            buf[k++] = s[i];
        }
    }
    buf[k] = '\0';
    char *slash = strchr(buf, '/');
    if (!slash || (buf[0] != '+' && buf[0] != '-') || (slash[1] != '+' && slash[1] != '-'))
        return cg_unsupported(u, n, "this P/T change");
    *slash = '\0';
    const char *parts[] = { buf, slash + 1 };
    LLVMValueRef *out[] = { p, t };
    for (int i = 0; i < 2; i++) {
        int sign = parts[i][0] == '-' ? -1 : 1;
        const char *v = parts[i] + 1;
        if ((v[0] == 'X' || v[0] == 'x') && !v[1]) {
            LLVMValueRef x = cg_amount(u, &(node){ .kind = N_AMOUNT, .text = "x", .range = n->range });
            if (!x)
                return false;
            *out[i] = sign < 0 ? LLVMBuildNeg(u->b, x, "") : x;
        } else {
            char *end;
            long val = strtol(v, &end, 10);
            if (*end || end == v)
                return cg_unsupported(u, n, "this P/T change");
            *out[i] = i32(u, sign * val);
        }
    }
    return true;
}

/* The keywords of a "gains flying and haste" list, as bits. */
static bool keyword_list(unit *u, const node *list, uint64_t *bits)
{
    *bits = 0;
    for (const node *k = list->kind == N_LIST ? list->a : list; k; k = list->kind == N_LIST ? k->next : NULL) {
        uint64_t b = k->kind == N_KEYWORD && !k->a && !k->b ? cg_keyword_bit(k->text) : 0;
        if (!b)
            return cg_unsupported(u, k, "gaining this ability");
        *bits |= b;
    }
    return true;
}

/* ---- actions ------------------------------------------------------------------------- */

typedef struct act_env {
    const node *next;           /* the statement after this one */
    bool skip_next;             /* it was part of this one */
    const node *duration;       /* "Until end of turn, ..." before the clause */
} act_env;

static bool gen_statement(unit *u, const node *s, act_env *env);

/* The continuous effect of CH[0..N) on what action A's subject names, for
 * its duration (or the one before the clause); KNOWN are its modifiers
 * read so far. */
static bool effect_on_subject(unit *u, const node *a, const act_env *env, const change *ch, unsigned n,
                              const node **known, unsigned nk)
{
    int duration;
    LLVMValueRef holds;
    if (!duration_of(u, a, env->duration, &duration, &holds, known, &nk) || !only_mods(u, a, known, nk))
        return false;
    int s = sel_of(u, a->a);
    if (s < 0)
        return false;
    effect_on(u, s, ch, n, duration, holds);
    return true;
}

/* "Destroy target creature. It can't be regenerated." */
static bool gen_destroy(unit *u, const node *a, act_env *env)
{
    bool regen = true;
    const node *n = env->next;
    if (n && n->kind == N_NEGATED && n->a && n->a->kind == N_ACTION && is_word(n->a, "regenerated")) {
        regen = false;
        env->skip_next = true;
    }
    if (!only_mods(u, a, NULL, 0))
        return false;
    int s = sel_of(u, a->b);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_destroy", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_i1(u->cg, regen) }, 2);
    return true;
}

/* Does NP ("target instant or sorcery spell you control") name instant or
 * sorcery spells only, each of its kinds one or the other? */
static bool instants_or_sorceries(const node *np)
{
    const node *o = np && np->kind == N_TARGET ? np->a : NULL;
    const node *f = o && o->kind == N_OBJECT ? o->a : NULL;
    if (!f || f->kind != N_FILTER || !f->a || !f->a->a)
        return false;
    for (const node *alt = f->a->a; alt; alt = alt->next) {
        bool either = false;
        for (const node *w = alt->a ? alt->a->a : NULL; w; w = w->next)
            either |= w->kind == N_WORD && (is_word(w, "instant") || is_word(w, "sorcery"));
        if (!either)
            return false;
    }
    return true;
}

/* "Copy target instant or sorcery spell.", then "You may choose new
 * targets for the copy." (CR 707.10, 707.10c).  A copy of a permanent
 * spell would become a token: not yet, so the spell must be an instant or
 * a sorcery. */
static bool gen_copy(unit *u, const node *a, act_env *env)
{
    if (a->a || a->c || !instants_or_sorceries(a->b))
        return cg_unsupported_word(u, a, "copy");
    const node *n = env->next, *c = n && n->kind == N_OPTIONAL ? n->a : NULL;
    const node *m = c && c->kind == N_ACTION && c->c ? c->c->a : NULL;
    bool anew = c && is_word(c, "choose") && c->b && c->b->kind == N_WORD && is_word(c->b, "new targets")
                && (!c->a || (c->a->kind == N_PLAYER && is_word(c->a, "you")))
                && m && !m->next && m->kind == N_MODIFIER && is_word(m, "for") && m->a
                && cg_text(u, m->a->range) && strcmp(cg_text(u, m->a->range), "the copy") == 0;
    env->skip_next = anew;
    int s = sel_of(u, a->b);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_copy_spell", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_i1(u->cg, anew) }, 2);
    return true;
}

static bool simple_on_sel(unit *u, const node *a, const char *fx, LLVMValueRef extra)
{
    if (!only_mods(u, a, NULL, 0))
        return false;
    int s = sel_of(u, a->b);
    if (s < 0)
        return false;
    LLVMValueRef args[] = { i32(u, s), extra };
    ctx_call(u, fx, u->cg->i32, args, extra ? 2 : 1);
    return true;
}

/* Where a "to" / "onto" / "into" phrase sends things: a zone and placement. */
static bool destination(unit *u, const node *to, int *zone, unsigned *how)
{
    *how = 0;
    if (to && to->kind == N_ZONE && strcmp(to->text, "battlefield") == 0) {
        *zone = CARDRT_BATTLEFIELD;
        return true;
    }
    if (to && to->kind == N_POSSESSIVE && to->b && to->b->kind == N_WORD) {
        const node *owner = to->a;
        bool owners = owner && owner->kind == N_POSSESSIVE && owner->b && owner->b->token == OWNER;
        bool yours = owner && ((owner->kind == N_PLAYER && strcmp(owner->text, "you") == 0)
                               || (owner->kind == N_PRONOUN && is_word(owner, "their")));
        if (!owners && !yours)
            return cg_unsupported(u, to, "this destination");
        switch (to->b->token) {
        case HAND: *zone = CARDRT_HAND; return true;
        case GRAVEYARD: *zone = CARDRT_GRAVEYARD; return true;
        case LIBRARY: *zone = CARDRT_LIBRARY; *how = CARDRT_MOVE_TOP; return true;
        default: break;
        }
    }
    return cg_unsupported(u, to, "this destination");
}

/* The objects to move: a selection, or the controller's choice of N of what
 * the phrase describes in the zone FROM names ("a creature card from your
 * graveyard"). */
static int moved(unit *u, const node *what, const node *from)
{
    int s, zone = from && is_self(what) ? cg_own_zone(from) : -1;
    if (zone >= 0) {            /* "Return ~ from your graveyard": if it is still there (CR 400.7) */
        if ((s = new_sel(u, what)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_source_in", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_IN(zone)) }, 2);
        bind(u, what, s);
        return s;
    }
    if (!what || what->kind != N_OBJECT || players_who(what) >= 0)
        return sel_of(u, what);
    const node *np = what;
    if (from && !cg_zones(u, what, 0))
        np = cg_with_qualifier(u, what, "in", from);
    unsigned zones = cg_zones(u, np, 0);
    if (!zones)
        return cg_unsupported(u, from ? from : what, from ? "this zone" : "cards without their zone"), -1;
    if (is_set_det(what->text)) {
        LLVMValueRef which = cg_affects_fn(u, np);
        if (!which || (s = new_sel(u, what)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, s), which, i32(u, zones) }, 3);
    } else {
        LLVMValueRef n = cg_amount(u, what);
        if (!n || (s = chosen(u, np, zones, n)) < 0)
            return -1;
    }
    bind(u, what, s);
    return s;
}

/* "Return target creature to its owner's hand", "Return a creature card from
 * your graveyard to the battlefield", "Exile target creature". */
static bool gen_move(unit *u, const node *a, int zone, unsigned how, const node *to_node)
{
    const node *known[4] = { to_node };
    unsigned nk = to_node ? 1 : 0;
    const node *from = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next) {
        if (m->kind == N_PREP && strcmp(m->text, "from") == 0) {
            from = m->a;
            known[nk++] = m;
        } else if (m->kind == N_MODIFIER && is_word(m, "tapped") && zone == CARDRT_BATTLEFIELD) {
            how |= CARDRT_MOVE_TAPPED;
            known[nk++] = m;
        } else if (m->kind == N_PREP && strcmp(m->text, "under control of") == 0 && zone == CARDRT_BATTLEFIELD
                   && m->a && ((m->a->kind == N_PLAYER && strcmp(m->a->text, "you") == 0)
                               || m->a->kind == N_WORD)) {
            if (m->a->kind == N_PLAYER)
                how |= CARDRT_MOVE_YOURS;
            known[nk++] = m;
        }
        if (nk == 4)
            break;
    }
    if (!only_mods(u, a, known, nk))
        return false;
    /* "Target opponent exiles a creature they control": their choice, which
     * moved() would give to the controller. */
    if (a->a && !(a->a->kind == N_PLAYER && is_word(a->a, "you")) && a->b && a->b->kind == N_OBJECT
        && !is_set_det(a->b->text) && players_who(a->b) < 0)
        return cg_unsupported(u, a->a, "another player choosing what to move");
    int s = moved(u, a->b, from);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_move", u->cg->i32,
             (LLVMValueRef[]){ i32(u, s), i32(u, zone), i32(u, how) }, 3);
    return true;
}

static bool gen_return(unit *u, const node *a)
{
    const node *tom = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && strcmp(m->text, "to") == 0)
            tom = m;
    int zone;
    unsigned how;
    if (!tom)
        return cg_unsupported(u, a, "returning without saying where");
    if (!destination(u, tom->a, &zone, &how))
        return false;
    return gen_move(u, a, zone, how, tom);
}

/* "Put a +1/+1 counter on target creature"; "put it onto the battlefield";
 * "put that card into your hand". */
static bool gen_put(unit *u, const node *a)
{
    const node *what = a->b;
    const node *on = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && strcmp(m->text, "on") == 0)
            on = m;
    const node *f = what && what->kind == N_OBJECT ? what->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    if (on && w && w->next && w->next->kind == N_WORD && w->next->token == COUNTER && !w->next->next) {
        const char *kind = cg_counter_kind(w);
        if (!kind)
            return cg_unsupported(u, w, "counters of this kind");
        const node *known[] = { on };
        if (!only_mods(u, a, known, 1))
            return false;
        LLVMValueRef n = cg_amount(u, what);
        int s = n ? sel_of(u, on->a) : -1;
        if (s < 0)
            return false;
        ctx_call(u, "cardrt_fx_counters", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, s), cg_cstring(u, kind), n }, 3);
        return true;
    }
    const node *dest = NULL;
    const char *which = NULL;
    static const char *const preps[] = { "onto", "into" };
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        for (size_t i = 0; i < 2; i++)
            if (m->kind == N_PREP && strcmp(m->text, preps[i]) == 0) {
                dest = m;
                which = preps[i];
            }
    /* "on top of its owner's library" read as "on [top of its owner]'s
     * library": the library of the owner inside, its top or bottom. */
    const node *top = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m && !dest; m = m->next)
        if (m->kind == N_PREP && is_word(m, "on") && m->a && m->a->kind == N_POSSESSIVE && m->a->a
            && m->a->a->kind == N_ZONE && (is_word(m->a->a, "top") || is_word(m->a->a, "bottom")))
            top = m;
    node place, lib;
    if (top) {
        lib = *top->a;
        lib.a = top->a->a->a;                        /* the owner */
        place = *top;
        place.a = &lib;
        dest = &place;
        which = is_word(top->a->a, "top") ? "on top of" : "on the bottom of";
    }
    if (!dest)
        return cg_unsupported(u, a, "'put' without saying where");
    int zone;
    unsigned how;
    if (!destination(u, dest->a, &zone, &how))
        return false;
    if (strcmp(which, "on the bottom of") == 0)
        how = CARDRT_MOVE_BOTTOM;
    if ((zone == CARDRT_LIBRARY) != (which[0] == 'o' && which[1] == 'n' && which[2] == ' '))
        return cg_unsupported(u, dest, "this destination");
    return gen_move(u, a, zone, how, top ? top : dest);
}

/* "Test deals 3 damage to any target", "... to each creature and each
 * player", "It deals damage equal to its power to target creature". */
static bool gen_damage(unit *u, const node *a)
{
    const node *known[4];
    unsigned nk = 0;
    const node *to = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && strcmp(m->text, "to") == 0 && !to) {
            to = m->a;
            known[nk++] = m;
        }
    if (!to)
        return cg_unsupported(u, a, "damage without saying to what");
    LLVMValueRef amount = action_amount(u, a, a->b, known, &nk);
    if (!amount || !only_mods(u, a, known, nk))
        return false;
    int from = -1;
    if (a->a && a->a->kind != N_SELF && !(a->a->kind == N_PRONOUN && !a->a->refers && u->in_ability
                                          && is_word(a->a, "it") && !u->event)
        && (from = sel_of(u, a->a)) < 0)
        return false;
    if (a->a && a->a->kind == N_PRONOUN && a->a->refers && a->a->refers->kind == N_SELF)
        from = -1;
    int t = sel_of(u, to);
    if (t < 0)
        return false;
    ctx_call(u, "cardrt_fx_damage", u->cg->i32, (LLVMValueRef[]){ i32(u, from), i32(u, t), amount }, 3);
    return true;
}

/* "Target player draws two cards", "You gain 3 life", "Each opponent loses
 * 1 life", "Target player discards a card at random", "mills three cards". */
static bool gen_player_action(unit *u, const node *a, const char *fx)
{
    const node *known[4];
    unsigned nk = 0;
    bool random = false;
    const node *obj = a->b;
    if (strcmp(fx, "cardrt_fx_discard") == 0) {
        const node *r = modifier(a->c, N_MODIFIER, "at random");
        if (r) {
            random = true;
            known[nk++] = r;
        }
        if (obj && obj->kind == N_OBJECT && (obj->b || (obj->a && obj->a->b)))
            return cg_unsupported(u, obj, "discarding cards of a kind");
    }
    if ((strcmp(fx, "cardrt_fx_draw") == 0 || strcmp(fx, "cardrt_fx_discard") == 0
         || strcmp(fx, "cardrt_fx_mill") == 0)
        && obj && obj->kind == N_OBJECT && !(obj->a && obj->a->kind == N_FILTER)) {
        return cg_unsupported(u, obj, "this object");
    }
    /* "Discard your hand", "discards their hand": as many as the hand holds. */
    bool whole_hand = strcmp(fx, "cardrt_fx_discard") == 0 && obj && obj->kind == N_POSSESSIVE && obj->b
                      && obj->b->kind == N_WORD && obj->b->token == HAND && obj->a
                      && (obj->a->kind == N_PLAYER || obj->a->kind == N_PRONOUN);
    LLVMValueRef n = whole_hand ? i32(u, 0)
                   : obj || modifier(a->c, N_MODIFIER, "equal to") || modifier(a->c, N_MODIFIER, "for each")
                     ? action_amount(u, a, obj, known, &nk)
                     : i32(u, 1);      /* "draw" alone: "draws a card" elsewhere */
    if (!n || !only_mods(u, a, known, nk))
        return false;
    int s = subject_players(u, a);
    if (s < 0)
        return false;
    bool mine = obj && obj->a && obj->a->kind == N_PLAYER && is_word(obj->a, "you")
                && (!a->a || (a->a->kind == N_PLAYER && is_word(a->a, "you")));
    bool theirs = obj && obj->a && obj->a->kind == N_PRONOUN && is_word(obj->a, "their") && a->a
                  && (!obj->a->refers || obj->a->refers == a->a);
    if (whole_hand && !mine && !theirs)         /* the hand is the discarding player's own */
        return cg_unsupported(u, obj, "discarding another player's hand");
    if (whole_hand)
        n = ctx_call(u, "cardrt_sel_stat", u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_STAT_HAND) }, 2);
    if (strcmp(fx, "lose") == 0) {
        ctx_call(u, "cardrt_fx_life", u->cg->i32, (LLVMValueRef[]){ i32(u, s), LLVMBuildNeg(u->b, n, "") }, 2);
    } else if (strcmp(fx, "cardrt_fx_discard") == 0) {
        ctx_call(u, fx, u->cg->i32, (LLVMValueRef[]){ i32(u, s), n, cg_i1(u->cg, random) }, 3);
    } else {
        ctx_call(u, fx, u->cg->i32, (LLVMValueRef[]){ i32(u, s), n }, 2);
    }
    return true;
}

/* "Sacrifice it", "Sacrifice Test", "Each player sacrifices a creature". */
static bool gen_sacrifice(unit *u, const node *a)
{
    if (!only_mods(u, a, NULL, 0))
        return false;
    const node *what = a->b;
    if (what && what->kind == N_OBJECT && !is_set_det(what->text)) {
        LLVMValueRef n = cg_amount(u, what);
        LLVMValueRef which = n ? cg_affects_fn(u, what) : NULL;
        int s = which ? subject_players(u, a) : -1, into = s >= 0 ? new_sel(u, what) : -1;
        if (into < 0)
            return false;
        bind(u, what, into);            /* "that creature's power" */
        ctx_call(u, "cardrt_fx_sacrifice_n", u->cg->i32, (LLVMValueRef[]){ i32(u, s), which, n, i32(u, into) }, 4);
        return true;
    }
    if (a->a && !(a->a->kind == N_PLAYER && strcmp(a->a->text, "you") == 0))
        return cg_unsupported(u, a->a, "another player sacrificing this");
    int s = sel_of(u, what);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_sacrifice", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
    return true;
}

/* "Target creature gets +3/+3 until end of turn", "gains flying", "Creatures
 * you control get +1/+1 until end of turn" (locked in, CR 418.3b). */
static bool gen_pump(unit *u, const node *a, act_env *env)
{
    const node *known[4];
    unsigned nk = 0;
    change ch[2];
    unsigned n = 0;
    if (a->b && a->b->kind == N_PT_CHANGE) {
        ch[n] = (change){ .kind = CARDRT_MODIFY_PT };
        if (!pt_values(u, a->b, &ch[n].power, &ch[n].toughness))
            return false;
        const node *each = modifier(a->c, N_MODIFIER, "for each");
        if (each) {
            known[nk++] = each;
            LLVMValueRef k = cg_count(u, each->a);
            if (!k)
                return false;
            ch[n].power = LLVMBuildMul(u->b, ch[n].power, k, "");
            ch[n].toughness = LLVMBuildMul(u->b, ch[n].toughness, k, "");
        }
        n++;
    } else if (a->b && (a->b->kind == N_LIST || a->b->kind == N_KEYWORD)) {
        ch[n] = (change){ .kind = CARDRT_ADD_KEYWORDS };
        if (!keyword_list(u, a->b, &ch[n].keywords))
            return false;
        n++;
    } else {
        return cg_unsupported(u, a->b ? a->b : a, "this change");
    }
    return effect_on_subject(u, a, env, ch, n, known, nk);
}

/* "Target creature becomes 0/1 until end of turn", "... becomes white",
 * "... becomes the color of your choice", "target land becomes a 3/3
 * creature that's still a land", "... becomes a black and green Plant
 * Zombie creature with \"This creature's power and toughness are each
 * equal to ...\"" (CR 418.5a's Svogthos).  Types named replace the old
 * ones unless it is "still" one or they come "in addition to its other
 * types". */
static bool gen_become(unit *u, const node *a, act_env *env)
{
    const node *known[4];
    unsigned nk = 0;
    change ch[12];
    unsigned n = 0;
    const node *what = a->b;
    bool keep_types = false;
    const node *also = modifier(a->c, N_MODIFIER, "in addition to");
    if (also) {
        known[nk++] = also;
        keep_types = true;
    }
    /* "It's still a land." after it */
    const node *nx = env->next;
    unsigned still_types = 0;
    if (nx && nx->kind == N_ACTION && is_word(nx, "is") && nx->a && nx->a->kind == N_PRONOUN && nx->b
        && nx->b->kind == N_OBJECT && !nx->c) {
        const char *t = cg_text(u, nx->range);
        const node *f = nx->b->a;
        const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a
                        ? f->a->a->a->a : NULL;
        if (strstr(t, "still") && w && !w->next && w->token == CARDTYPE && cg_type_bit(w->text)) {
            still_types = cg_type_bit(w->text);
            env->skip_next = true;
        }
    }
    if (what && what->kind == N_PT) {
        int p, t;
        if (sscanf(what->text, "%d/%d", &p, &t) != 2)
            return cg_unsupported(u, what, "this power and toughness");
        ch[n++] = (change){ .kind = CARDRT_SET_PT, .power = i32(u, p), .toughness = i32(u, t) };
    } else if (what && ((what->kind == N_WORD && what->token == COLOR)
                        || (what->kind == N_LIST && is_word(what, "and")))) {
        unsigned c = 0;                 /* "white", "black and green" */
        for (const node *w = what->kind == N_LIST ? what->a : what; w; w = what->kind == N_LIST ? w->next : NULL) {
            if (w->token != COLOR || (!cg_color_bit(w->text) && strcmp(w->text, "colorless") != 0))
                return cg_unsupported(u, w, "this color");
            c |= cg_color_bit(w->text);
        }
        ch[n++] = (change){ .kind = CARDRT_SET_COLORS, .value = i32(u, c) };
    } else if (what && what->kind == N_PRONOUN && strcmp(cg_text(u, what->range), "the color of your choice") == 0) {
        ch[n++] = (change){ .kind = CARDRT_SET_COLORS,
                            .value = ctx_call(u, "cardrt_fx_choose_color", u->cg->i32, NULL, 0) };
    } else if (what && what->kind == N_OBJECT && what->a && what->a->kind == N_FILTER && what->a->a
               && !what->a->a->a->next) {
        unsigned types = 0, colors = 0;
        bool has_colors = false;
        for (const node *t = what->a->a->a->a ? what->a->a->a->a->a : NULL; t; t = t->next) {
            const node *words = t->kind == N_LIST ? t->a : t;
            if (t->kind == N_LIST && !is_word(t, "and"))
                return cg_unsupported(u, t, "this list of words");
            for (const node *w = words; w; w = t->kind == N_LIST ? w->next : NULL) {
                int p, q;
                if (w->token == PT && sscanf(w->text, "%d/%d", &p, &q) == 2) {
                    ch[n++] = (change){ .kind = CARDRT_SET_PT, .power = i32(u, p), .toughness = i32(u, q) };
                } else if (w->token == CARDTYPE && cg_type_bit(w->text)) {
                    types |= cg_type_bit(w->text);
                } else if (w->token == COLOR && (cg_color_bit(w->text) || strcmp(w->text, "colorless") == 0)) {
                    colors |= cg_color_bit(w->text);
                    has_colors = true;
                } else if (w->token == SUBTYPE) {
                    ch[n++] = (change){ .kind = CARDRT_ADD_SUBTYPE, .subtype = cg_subtype_name(u, w->text) };
                } else {
                    return cg_unsupported_word(u, w, w->text);
                }
                if (n >= 8)
                    return cg_unsupported(u, what, "this many changes");
            }
        }
        for (const node *q = what->a->b ? what->a->b->a : NULL; q; q = q->next) {
            const node *arg = q->kind == N_QUALIFIER ? q->a : NULL;
            if (is_word(q, "that is") && arg && arg->kind == N_ACTION && is_word(arg, "is") && arg->b
                && arg->b->kind == N_OBJECT && strstr(cg_text(u, q->range), "still")) {
                const node *f = arg->b->a;
                const node *w = f && f->kind == N_FILTER && f->a && f->a->a && f->a->a->a ? f->a->a->a->a : NULL;
                if (!w || w->next || w->token != CARDTYPE)
                    return cg_unsupported(u, q, "this description");
                still_types |= cg_type_bit(w->text);
            } else if (is_word(q, "with") && arg && arg->kind == N_LIST) {
                for (const node *k = arg->a; k; k = k->next) {
                    if (k->kind == N_QUOTED && k->a && k->a->kind == N_ABILITY && k->a->b && k->a->b->a
                        && !k->a->b->a->next) {
                        LLVMValueRef fn = cg_cda_pt_fn(u, k->a->b->a);
                        if (!fn)
                            return u->failed ? false : cg_unsupported(u, k, "gaining this ability");
                        ch[n++] = (change){ .kind = CARDRT_SET_PT, .pt_fn = fn };
                        continue;
                    }
                    uint64_t b = k->kind == N_KEYWORD && !k->a && !k->b ? cg_keyword_bit(k->text) : 0;
                    if (!b)
                        return cg_unsupported(u, k, "gaining this ability");
                    ch[n++] = (change){ .kind = CARDRT_ADD_KEYWORDS, .keywords = b };
                }
            } else {
                return cg_unsupported(u, q, "this description");
            }
            if (n >= 8)
                return cg_unsupported(u, what, "this many changes");
        }
        if (what->b)
            return cg_unsupported(u, what->b, "this description");
        if (types)
            ch[n++] = (change){ .kind = keep_types || still_types ? CARDRT_ADD_TYPES : CARDRT_SET_TYPES,
                                .value = i32(u, keep_types ? types : types | still_types) };
        else if (keep_types || still_types)
            return cg_unsupported(u, what, "this change of types");
        if (has_colors)
            ch[n++] = (change){ .kind = CARDRT_SET_COLORS, .value = i32(u, colors) };
    } else {
        return cg_unsupported(u, what ? what : a, "becoming this");
    }
    return effect_on_subject(u, a, env, ch, n, known, nk);
}

/* "Until end of turn, you gain control of target creature." */
static bool gen_gain_control(unit *u, const node *a, act_env *env)
{
    const node *known[2];
    unsigned nk = 0;
    int duration;
    LLVMValueRef holds;
    if (a->a && !(a->a->kind == N_PLAYER && strcmp(a->a->text, "you") == 0))
        return cg_unsupported(u, a->a, "another player gaining control");
    if (!duration_of(u, a, env->duration, &duration, &holds, known, &nk) || !only_mods(u, a, known, nk))
        return false;
    int s = sel_of(u, a->b);
    if (s < 0)
        return false;
    change ch = { .kind = CARDRT_SET_CONTROLLER,
                  .value = ctx_call(u, "cardrt_ctx_controller", u->cg->i32, NULL, 0) };
    effect_on(u, s, &ch, 1, duration, holds);
    return true;
}

/* "Target creature can't block this turn": a restriction until end of turn. */
/* "during its controller's next untap step", "during your next untap step" */
static bool next_untap_step(const node *d)
{
    const node *step = d && d->kind == N_DURATION && is_word(d, "during") ? d->a : NULL;
    const node *next = step && step->kind == N_STEP && is_word(step, "untap step") ? step->a : NULL;
    const node *whose = next && next->kind == N_MODIFIER && is_word(next, "next") ? next->a : NULL;
    return whose && ((whose->kind == N_WORD && is_word(whose, "your"))
                     || (whose->kind == N_POSSESSIVE && whose->b && whose->b->token == CONTROLLER));
}

static bool gen_restriction(unit *u, const node *neg, act_env *env)
{
    const node *a = neg->a;
    uint64_t bits = 0;
    /* "It doesn't untap during its controller's next untap step" */
    const node *m = a && a->kind == N_ACTION && is_word(a, "untap") && !a->b && a->c && a->c->a
                    && !a->c->a->next ? a->c->a : NULL;
    if (is_word(neg, "don't") && m && next_untap_step(m)) {
        int s = sel_of(u, a->a);
        if (s < 0)
            return false;
        ctx_call(u, "cardrt_fx_skip_untap", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
        return true;
    }
    if (a && a->kind == N_ACTION && is_word(neg, "can't")) {
        if (is_word(a, "block"))
            bits = CARDRT_KW(CARDRT_KW_CANT_BLOCK);
        else if (is_word(a, "attack"))
            bits = CARDRT_KW(CARDRT_KW_CANT_ATTACK);
        else if (is_word(a, "attack or block"))
            bits = CARDRT_KW(CARDRT_KW_CANT_ATTACK) | CARDRT_KW(CARDRT_KW_CANT_BLOCK);
        else if (is_word(a, "blocked"))
            bits = CARDRT_KW(CARDRT_KW_CANT_BE_BLOCKED);
    }
    if (!bits || a->b)
        return cg_unsupported(u, neg, "this restriction");
    const node *known[2];
    unsigned nk = 0;
    int duration;
    LLVMValueRef holds;
    if (!duration_of(u, a, env->duration, &duration, &holds, known, &nk) || !only_mods(u, a, known, nk))
        return false;
    if (duration == CARDRT_FOREVER)
        return cg_unsupported(u, neg, "a restriction for the rest of the game");
    int s = sel_of(u, a->a);
    if (s < 0)
        return false;
    change ch = { .kind = CARDRT_ADD_KEYWORDS, .keywords = bits };
    effect_on(u, s, &ch, 1, duration, holds);
    return true;
}

/* The kind (CARDRT_MANA_*) of every symbol of M, if they are all one
 * kind ("{R}", "{G}{G}"); *N gets how many. */
static int mana_kind(unit *u, const node *m, int *n)
{
    static const char kinds[] = "WUBRGC";
    const char *t = u->c->src->text;
    int kind = -1;
    *n = 0;
    for (uint32_t i = m->range.begin; i < m->range.end; i++) {
        if (t[i] != '{')
            continue;
        const char *k = i + 2 < m->range.end && t[i + 2] == '}' && t[i + 1] ? strchr(kinds, t[i + 1]) : NULL;
        if (!k || (kind >= 0 && kind != k - kinds))
            return -1;
        kind = (int)(k - kinds);
        (*n)++;
    }
    return kind;
}

/* "Add one mana of any color", "Add {R} or {G}", "two mana of any one color",
 * "two mana in any combination of colors": chosen as the ability resolves. */
static bool gen_mana_choice(unit *u, const node *m)
{
    unsigned kinds = 0;
    bool one_kind = true;
    LLVMValueRef n, chosen = NULL;
    if (is_word(m, "chosen color")) {           /* chosen as the source entered: W..G bits */
        if (!(n = cg_amount(u, m->a)))
            return false;
        chosen = cg_call(u, "cardrt_chosen_color", u->cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
    } else if (is_word(m, "any color") || is_word(m, "any one color") || is_word(m, "any combination")) {
        kinds = 31;             /* W U B R G */
        one_kind = !is_word(m, "any combination");
        if (!(n = cg_amount(u, m->a)))
            return false;
    } else if (is_word(m, "one of")) {
        int count = -1;
        const node *alts[] = { m->a, m->b, m->c };
        for (int i = 0; i < 3; i++) {
            int k, c;
            if (!alts[i])
                continue;
            if (alts[i]->kind != N_MANA || alts[i]->text || (k = mana_kind(u, alts[i], &c)) < 0
                || (count >= 0 && c != count))
                return cg_unsupported(u, m, "this choice of mana");
            count = c;
            kinds |= 1u << k;
        }
        n = i32(u, count);
    } else {
        return cg_unsupported(u, m, "this mana");
    }
    LLVMValueRef a[] = { n, chosen ? chosen : i32(u, kinds), cg_i1(u->cg, one_kind) };
    ctx_call(u, "cardrt_fx_add_mana_choice", u->cg->i32, a, 3);
    return true;
}

/* "Add {G}{G}" / "Add {C}": each symbol one mana of its kind. */
static bool gen_add_mana(unit *u, const node *a)
{
    const node *m = a->b;
    if (m && m->kind == N_MANA && m->text && !a->a && !a->c)
        return gen_mana_choice(u, m);
    if (!m || m->kind != N_MANA || m->text || a->a || a->c)
        return cg_unsupported(u, m ? m : a, "this mana");
    static const char kinds[] = "WUBRGC";
    int count[6] = { 0 };
    const char *t = u->c->src->text;
    for (uint32_t i = m->range.begin; i < m->range.end; i++) {
        if (t[i] != '{')
            continue;
        const char *k = i + 2 < m->range.end && t[i + 2] == '}' ? strchr(kinds, t[i + 1]) : NULL;
        if (!k || !t[i + 1])
            return cg_unsupported(u, m, "this mana symbol");
        count[k - kinds]++;
    }
    for (int k = 0; k < 6; k++)
        if (count[k])
            ctx_call(u, "cardrt_fx_add_mana", u->cg->i32, (LLVMValueRef[]){ i32(u, k), i32(u, count[k]) }, 2);
    return true;
}

/* "Create two 1/1 white Soldier creature tokens with flying."  "Its
 * controller creates ..." */
static bool gen_create(unit *u, const node *a, act_env *env)
{
    /* "Create a 0/1 ... token. It has \"Sacrifice this creature: Add {C}.\"":
     * what the next statement gives the token is part of it. */
    const node *has = env->next;
    if (has && has->kind == N_ACTION && is_word(has, "have") && has->a && has->a->kind == N_PRONOUN
        && has->a->refers == a->b && has->b && !has->c)
        env->skip_next = true;
    else
        has = NULL;
    LLVMValueRef def = cg_token_def(u, a->b, has ? has->b : NULL);
    /* "two ... tokens", "X ... tokens, where X is ...", "a ... token for each ..." */
    const node *known[2];
    unsigned nk = 0;
    LLVMValueRef n = def ? action_amount(u, a, a->b, known, &nk) : NULL;
    if (n && !only_mods(u, a, known, nk))
        return false;
    int who = !n ? -2 : a->a && !(a->a->kind == N_PLAYER && is_word(a->a, "you")) ? subject_players(u, a) : -1;
    int into = who >= -1 ? new_sel(u, a->b) : -1;
    if (into < 0)
        return false;
    bind(u, a->b, into);
    ctx_call(u, "cardrt_fx_tokens", u->cg->i32, (LLVMValueRef[]){ i32(u, who), def, n, i32(u, into) }, 4);
    return true;
}

/* "Reveal the top card of your library", "look at it": only what it names
 * (a later "if it's a land card" reads it); nothing changes. */
static bool gen_look(unit *u, const node *a)
{
    if (a->a && !(a->a->kind == N_PLAYER && is_word(a->a, "you")))
        return cg_unsupported(u, a->a, "another player looking");
    return sel_of(u, a->b) >= 0;
}

/* "Search your library for a basic land card" (then "put it onto the
 * battlefield", "shuffle"). */
static bool gen_search(unit *u, const node *a)
{
    const node *in = NULL, *what = a->b;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && strcmp(m->text, "in") == 0)
            in = m;
    const node *lib = in ? in->a : NULL;
    if (!lib || lib->kind != N_POSSESSIVE || !lib->b || lib->b->kind != N_WORD || lib->b->token != LIBRARY
        || !lib->a || lib->a->kind != N_PLAYER || strcmp(lib->a->text, "you") != 0)
        return cg_unsupported(u, in ? in : a, "searching this");
    const node *known[] = { in };
    if (!only_mods(u, a, known, 1))
        return false;
    if (what && what->kind == N_LIST)   /* "a Forest card and a Plains card", "an Aura and/or ..." */
        return cg_unsupported(u, what, "searching for cards of several descriptions");
    if (!what || what->kind != N_OBJECT || is_set_det(what->text))
        return cg_unsupported(u, what ? what : a, "searching for this");
    /* "for up to two basic land cards": as many as there are, up to two
     * (finding fewer is always allowed: the library is hidden). */
    const node *c = what->c;
    LLVMValueRef n = c && c->kind == N_COMPARE && is_word(c, "<=") && c->a ? cg_amount(u, c->a) : cg_amount(u, what);
    LLVMValueRef which = n ? cg_affects_fn(u, what) : NULL;
    int you = which ? sel_of(u, lib->a) : -1, into;
    if (you < 0 || (into = new_sel(u, what)) < 0)
        return false;
    bind(u, what, into);
    ctx_call(u, "cardrt_fx_search", u->cg->i32, (LLVMValueRef[]){ i32(u, into), i32(u, you), which, n }, 4);
    return true;
}

/* "Shuffle", "shuffle your library", "Target player shuffles their library". */
static bool gen_shuffle(unit *u, const node *a)
{
    const node *lib = a->b;
    if (lib && !(lib->kind == N_POSSESSIVE && lib->b && lib->b->kind == N_WORD && lib->b->token == LIBRARY))
        return cg_unsupported(u, lib, "shuffling this");
    if (!only_mods(u, a, NULL, 0))
        return false;
    int s = lib && lib->a && !a->a ? sel_of(u, lib->a) : subject_players(u, a);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_shuffle", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
    return true;
}

/* "Attach Test to target creature you control." */
static bool gen_attach(unit *u, const node *a)
{
    const node *to = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && strcmp(m->text, "to") == 0)
            to = m;
    const node *known[] = { to };
    if (!to || !only_mods(u, a, known, 1))
        return to ? false : cg_unsupported(u, a, "attaching without saying to what");
    int what = sel_of(u, a->b), host = what >= 0 ? sel_of(u, to->a) : -1;
    if (host < 0)
        return false;
    ctx_call(u, "cardrt_fx_attach", u->cg->i32, (LLVMValueRef[]){ i32(u, what), i32(u, host) }, 2);
    return true;
}

/* The source or recipient of damage a prevention effect names: a set by
 * its description, tested as the damage would be dealt ("creatures",
 * "creatures your opponents control": *FN, a test of the kind KIND), or
 * what a selection holds now (a target, "you", "it"). */
static bool prevention_side(unit *u, const node *np, bool recipient, int *sel, LLVMValueRef *fn)
{
    *sel = -1;
    *fn = LLVMConstNull(u->cg->ptr);
    if (np->kind == N_OBJECT && is_set_det(np->text) && players_who(np) < 0 && !np->c) {
        if (!recipient)
            *fn = cg_affects_fn(u, np);
        else {
            unsigned zones;
            target_use tu = { .min = 1, .max = 1, .text = "", .range = np->range, .object = np };
            *fn = cg_legal_fn(u, &tu, &zones);
        }
        return *fn != NULL;
    }
    return (*sel = sel_of(u, np)) >= 0;
}

/* "Prevent all damage creatures would deal this turn" (CR 418.3b's
 * Example), "Prevent all combat damage that would be dealt this turn",
 * "Prevent the next 3 damage that would be dealt to any target this turn",
 * "... dealt by target creature", "... to creatures you control". */
static bool gen_prevent(unit *u, const node *a)
{
    codegen *cg = u->cg;
    const node *d = a->b;
    if (!d || d->kind != N_AMOUNT || !d->text || a->a || (a->c && a->c->a))
        return cg_unsupported(u, a, "preventing this");
    bool combat = strcmp(d->text, "all combat damage") == 0;
    LLVMValueRef amount = strcmp(d->text, "all damage") == 0 || combat ? i32(u, -1)
                        : strcmp(d->text, "next damage") == 0 && d->a ? cg_amount(u, d->a) : NULL;
    if (!amount)
        return u->failed ? false : cg_unsupported(u, d, "preventing this damage");
    const node *q = d->b;
    const node *would = q && q->kind == N_QUALIFIER && is_word(q, "that") ? q->a : NULL;
    const node *x = would && would->kind == N_MODIFIER && is_word(would, "would") ? would->a : NULL;
    if (!x || x->kind != N_ACTION || x->b
        || !(is_word(x, "dealt damage") || (is_word(x, "deal damage") && x->a)))
        return cg_unsupported(u, q ? q : d, "this damage");
    const node *from = is_word(x, "deal damage") ? x->a : NULL, *to = NULL;
    const node *known[4];
    unsigned nk = 0;
    for (const node *m = x->c ? x->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && is_word(m, "to") && !to && nk < 4)
            known[nk++] = m, to = m->a;
        else if (m->kind == N_MODIFIER && is_word(m, "by") && !from && nk < 4)
            known[nk++] = m, from = m->a;
    int duration;
    LLVMValueRef holds;
    if (!duration_of(u, x, NULL, &duration, &holds, known, &nk) || !only_mods(u, x, known, nk))
        return false;
    if (duration == CARDRT_AS_LONG_AS)
        return cg_unsupported(u, x, "this duration of a prevention effect");
    int from_sel = -1, to_sel = -1;
    LLVMValueRef from_fn = LLVMConstNull(cg->ptr), to_fn = LLVMConstNull(cg->ptr);
    if ((from && !prevention_side(u, from, false, &from_sel, &from_fn))
        || (to && !prevention_side(u, to, true, &to_sel, &to_fn)))
        return false;
    ctx_call(u, "cardrt_fx_prevent", cg->i32,
             (LLVMValueRef[]){ i32(u, from_sel), from_fn, i32(u, to_sel), to_fn, cg_i1(cg, combat), amount,
                               i32(u, duration) }, 7);
    return true;
}

/* "Target player gets two poison counters", "you get {E}{E}"'s like. */
static bool gen_get_counters(unit *u, const node *a)
{
    const node *what = a->b, *f = what->a;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a && !f->b
                    ? f->a->a->a->a : NULL;
    const char *kind = cg_counter_kind(w);
    if (!kind || what->b)
        return cg_unsupported(u, what, "getting this");
    LLVMValueRef n = only_mods(u, a, NULL, 0) ? cg_amount(u, what) : NULL;
    int s = n ? subject_players(u, a) : -1;
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_counters", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_cstring(u, kind), n }, 3);
    return true;
}

static bool gen_verb(unit *u, const node *a, act_env *env);

/* "at the beginning of the next end step", "at end of combat", "at the
 * beginning of the next cleanup step": the step (CARDRT_STEP_*) a delayed
 * action waits for; "until ~ leaves the battlefield": CG_WHEN_SOURCE_LEAVES;
 * -2 for any other duration. */
static int delay_of(const node *d)
{
    if (is_word(d, "at end of combat"))
        return CARDRT_STEP_END_COMBAT;
    const node *step = is_word(d, "at") ? d->a : NULL;
    if (step && step->kind == N_STEP && step->a && is_word(step->a, "next") && !step->a->next)
        return is_word(step, "end step") ? CARDRT_STEP_END : is_word(step, "cleanup step") ? CARDRT_STEP_CLEANUP : -2;
    const node *e = is_word(d, "until") ? d->a : NULL;
    if (e && e->kind == N_ACTION && is_word(e, "leave the battlefield") && e->a && e->a->kind == N_SELF
        && !e->b && !e->c)
        return CG_WHEN_SOURCE_LEAVES;
    return -2;
}

/* A with its modifier M left out. */
static node *without(unit *u, const node *a, const node *m)
{
    node *c = arena_alloc(u->arena, sizeof *c);
    *c = *a;
    node *mods = list_new(u->arena, a->c->range);
    for (const node *i = a->c->a; i; i = i->next)
        if (i != m) {
            node *k = arena_alloc(u->arena, sizeof *k);
            *k = *i;
            k->next = NULL;
            list_append(mods, k);
        }
    c->c = mods->a ? mods : NULL;
    return c;
}

/* "Return it to the battlefield at the beginning of the next end step",
 * "Exile it at the beginning of the next end step", "destroy that creature
 * at end of combat" (CR 417.2: a delayed triggered ability, linked to what
 * the action names now); "exile target creature until ~ leaves the
 * battlefield" (exiled now, returned by a delayed triggered ability when
 * the source leaves; nothing happens if it has already left). */
static bool gen_delayed(unit *u, const node *a, const node *d, int when)
{
    codegen *cg = u->cg;
    bool exile_until = when == CG_WHEN_SOURCE_LEAVES;
    if (exile_until && (!is_word(a, "exile") || a->a || a->c->a->next))
        return cg_unsupported(u, d, "this duration");
    if (!a->b)
        return cg_unsupported(u, a, "waiting to do this");
    LLVMBasicBlockRef cont = NULL;
    if (exile_until) {          /* the source is still on the battlefield */
        LLVMValueRef z = cg_call(u, "cardrt_zone_of", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
        LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "then");
        cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "cont");
        LLVMBuildCondBr(u->b, LLVMBuildICmp(u->b, LLVMIntEQ, z, cg_i32(cg, CARDRT_BATTLEFIELD), ""), then, cont);
        LLVMPositionBuilderAtEnd(u->b, then);
    }
    int s = sel_of(u, a->b);
    if (s < 0)
        return false;
    if (exile_until)
        ctx_call(u, "cardrt_fx_move", cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_EXILE), i32(u, 0) }, 3);
    /* What it will do, on the objects it is linked to. */
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.later", &save);
    int linked = new_sel(u, a->b);
    if (linked < 0)
        return false;
    ctx_call(u, "cardrt_sel_linked", NULL, (LLVMValueRef[]){ i32(u, linked) }, 1);
    const node *what = a->b;
    while (what->kind == N_PRONOUN && what->refers)
        what = what->refers;
    bind(u, a->b, linked);
    bind(u, what, linked);
    act_env later = { NULL, false, NULL };
    bool ok;
    if (exile_until) {          /* "return that card to the battlefield under its owner's control" */
        ctx_call(u, "cardrt_fx_move", cg->i32,
                 (LLVMValueRef[]){ i32(u, linked), i32(u, CARDRT_BATTLEFIELD), i32(u, 0) }, 3);
        ok = true;
    } else {
        ok = gen_verb(u, without(u, a, d), &later);
    }
    LLVMValueRef fn = cg_end_fn(u, NULL, &save);
    if (!ok)
        return false;
    LLVMValueRef def = cg_delayed_def(u, when, fn, cg_text(u, a->range));
    ctx_call(u, "cardrt_fx_delayed", cg->i32, (LLVMValueRef[]){ i32(u, s), def }, 2);
    if (cont) {
        LLVMBuildBr(u->b, cont);
        LLVMPositionBuilderAtEnd(u->b, cont);
    }
    return true;
}

static bool gen_action(unit *u, const node *a, act_env *env)
{
    const node *d = modifier(a->c, N_DURATION, NULL);
    int when = d ? delay_of(d) : -2;
    if (when != -2)
        return gen_delayed(u, a, d, when);
    const node *where = modifier(a->c, N_MODIFIER, "where");
    const node *saved = u->where_x;
    u->where_x = where ? where->a : NULL;
    bool ok = gen_verb(u, a, env);
    u->where_x = saved;
    return ok;
}

static bool gen_verb(unit *u, const node *a, act_env *env)
{
    const char *v = a->text;
    if (strcmp(v, "destroy") == 0)
        return gen_destroy(u, a, env);
    if (strcmp(v, "exile") == 0)
        return gen_move(u, a, CARDRT_EXILE, 0, NULL);
    if (strcmp(v, "return") == 0)
        return gen_return(u, a);
    if (strcmp(v, "put") == 0)
        return gen_put(u, a);
    if (strcmp(v, "counter") == 0)
        return simple_on_sel(u, a, "cardrt_fx_counter", NULL);
    if (strcmp(v, "copy") == 0)
        return gen_copy(u, a, env);
    if (strcmp(v, "tap") == 0 || strcmp(v, "untap") == 0)
        return simple_on_sel(u, a, "cardrt_fx_tap", cg_i1(u->cg, v[0] == 't'));
    if (strcmp(v, "regenerate") == 0)
        return simple_on_sel(u, a, "cardrt_fx_regenerate", NULL);
    if (strcmp(v, "deal damage") == 0)
        return gen_damage(u, a);
    if (strcmp(v, "prevent") == 0)
        return gen_prevent(u, a);
    if (strcmp(v, "draw") == 0)
        return gen_player_action(u, a, "cardrt_fx_draw");
    if (strcmp(v, "gain life") == 0)
        return gen_player_action(u, a, "cardrt_fx_life");
    if (strcmp(v, "lose life") == 0)
        return gen_player_action(u, a, "lose");
    if (strcmp(v, "discard") == 0)
        return gen_player_action(u, a, "cardrt_fx_discard");
    if (strcmp(v, "mill") == 0)
        return gen_player_action(u, a, "cardrt_fx_mill");
    if (strcmp(v, "sacrifice") == 0)
        return gen_sacrifice(u, a);
    /* "(you may) have ~ deal 2 damage to any target", "have target creature
     * get -2/-2 until end of turn": what is had done, done by it. */
    const node *done = strcmp(v, "have") == 0 && a->b && a->c && a->c->a && !a->c->a->next
                       && a->c->a->kind == N_ACTION && !a->c->a->a
                       && (!a->a || (a->a->kind == N_PLAYER && is_word(a->a, "you"))) ? a->c->a : NULL;
    if (done) {
        node act = *done;
        act.a = a->b;
        return gen_verb(u, &act, env);
    }
    if (strcmp(v, "have") == 0 && a->a && a->b && a->b->kind == N_PT)
        return gen_become(u, a, env);  /* "has base power and toughness 4/4": layer 7b, as "becomes 4/4" */
    if (strcmp(v, "get") == 0 && a->b && a->b->kind == N_OBJECT)
        return gen_get_counters(u, a);
    if (strcmp(v, "get") == 0 || strcmp(v, "gain") == 0)
        return a->b && (a->b->kind == N_PT_CHANGE || a->b->kind == N_LIST || a->b->kind == N_KEYWORD)
               ? gen_pump(u, a, env) : cg_unsupported_word(u, a, v);
    if (strcmp(v, "gain control") == 0)
        return gen_gain_control(u, a, env);
    if (strcmp(v, "become") == 0 && a->a)
        return gen_become(u, a, env);
    if (strcmp(v, "add") == 0)
        return gen_add_mana(u, a);
    if (strcmp(v, "create") == 0)
        return gen_create(u, a, env);
    if (strcmp(v, "choose") == 0 && !a->a && !a->c && cg_choice_kind(a->b) >= 0) {
        /* "Choose a color. Creatures of the chosen color get ...": kept on
         * the resolving spell or ability's source, as an "as it enters" one. */
        ctx_call(u, "cardrt_fx_choose_for_source", u->cg->i32, (LLVMValueRef[]){ i32(u, cg_choice_kind(a->b)) }, 1);
        return true;
    }
    if (strcmp(v, "search") == 0)
        return gen_search(u, a);
    if (strcmp(v, "shuffle") == 0)
        return gen_shuffle(u, a);
    if (strcmp(v, "attach") == 0)
        return gen_attach(u, a);
    if (strcmp(v, "scry") == 0)
        return gen_player_action(u, a, "cardrt_fx_scry");
    if (strcmp(v, "monstrosity") == 0 && !a->a && a->b && a->b->kind == N_AMOUNT && !a->c) {
        /* CR 701.37a (later rules): "If this permanent isn't monstrous, put N
         * +1/+1 counters on it and it becomes monstrous." */
        LLVMValueRef n = u->in_ability ? cg_amount(u, a->b)
                                       : (cg_unsupported(u, a, "monstrosity outside an ability"), NULL);
        if (n)
            ctx_call(u, "cardrt_fx_monstrosity", u->cg->i32, &n, 1);
        return n != NULL;
    }
    if ((strcmp(v, "reveal") == 0 || strcmp(v, "look at") == 0) && a->b && !a->c)
        return gen_look(u, a);
    return cg_unsupported_word(u, a, v);
}

/* ---- statements -------------------------------------------------------------------------- */

/* Run BODY only when COND holds. */
static bool gen_when(unit *u, LLVMValueRef cond, const node *body, const node *otherwise, act_env *outer)
{
    codegen *cg = u->cg;
    LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "then");
    LLVMBasicBlockRef other = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "else");
    LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "cont");
    LLVMBuildCondBr(u->b, cond, then, other);
    LLVMPositionBuilderAtEnd(u->b, then);
    act_env env = { NULL, false, outer ? outer->duration : NULL };
    bool ok = gen_statement(u, body, &env);
    LLVMBuildBr(u->b, cont);
    LLVMPositionBuilderAtEnd(u->b, other);
    if (ok && otherwise)
        ok = gen_statement(u, otherwise, &env);
    LLVMBuildBr(u->b, cont);
    LLVMPositionBuilderAtEnd(u->b, cont);
    return ok;
}

/* "You may draw a card." (and "If you do, ..." after it) */
static bool gen_may(unit *u, const node *s, act_env *env)
{
    const node *a = s->a;
    const node *inner = a && a->kind == N_SEQUENCE && a->a ? a->a->a : a;
    int who = -1;
    if (inner && inner->kind == N_ACTION && inner->a
        && !(inner->a->kind == N_PLAYER && strcmp(inner->a->text, "you") == 0)) {
        if (!cg_names_players(inner->a) && inner->a->kind != N_POSSESSIVE)
            return cg_unsupported(u, s, "'may' for another player");
        if (several_players(inner->a))  /* "Each opponent may ...": each one's choice */
            return cg_unsupported(u, s, "'may' for each of several players");
        if ((who = sel_of(u, inner->a)) < 0)
            return false;
    }
    /* CR 413.2c: an option that can't be carried out can't be chosen ("You
     * may sacrifice a creature" with no creature to sacrifice). */
    LLVMValueRef possible = NULL;
    bool discard = inner && inner->kind == N_ACTION && is_word(inner, "discard");
    bool return_yours = inner && inner->kind == N_ACTION && is_word(inner, "return")
                        && !modifier(inner->c, N_PREP, "from");    /* a permanent, not a card in a zone */
    if (inner && inner->kind == N_ACTION && (is_word(inner, "sacrifice") || return_yours || discard)
        && who < 0 && inner->b && inner->b->kind == N_OBJECT && !is_set_det(inner->b->text)) {
        /* what you control ("sacrifice a creature", "return a land you
         * control"), or cards in your hand ("discard two cards") */
        node you = { .kind = N_PLAYER, .text = "you", .range = inner->range };
        node hand_word = { .kind = N_WORD, .text = "hand", .token = HAND, .range = inner->range };
        node hand = { .kind = N_POSSESSIVE, .a = &you, .b = &hand_word, .range = inner->range };
        node *mine = discard ? cg_with_qualifier(u, cg_with_qualifier(u, inner->b, "in", &hand), "owned by", &you)
                             : cg_with_qualifier(u, inner->b, "controlled by", &you);
        mine->text = NULL;
        mine->c = NULL;
        LLVMValueRef have = cg_count(u, mine), need = have ? cg_amount(u, inner->b) : NULL;
        if (!need)
            return false;
        possible = LLVMBuildICmp(u->b, LLVMIntSGE, have, need, "");
    }
    /* "You may pay {2}. If you do, ...": the answer is whether it was paid
     * (cardrt_fx_pay: from the pool under strict mana). */
    const char *cost = inner == a && a->kind == N_ACTION && is_word(a, "pay") && a->b && a->b->kind == N_MANA
                       && !a->b->text && !a->c ? cg_text(u, a->b->range) : NULL;
    if (cost && strchr(cost, 'X'))
        return cg_unsupported(u, a->b, "paying X");
    LLVMValueRef a2[] = { i32(u, who), cg_cstring(u, cost ? cost : cg_text(u, s->range)) };
    LLVMValueRef yes;
    if (cost) {
        yes = ctx_call(u, "cardrt_fx_pay", u->cg->i1, a2, 2);
    } else if (possible) {      /* ask only when it can be done */
        LLVMBasicBlockRef from = LLVMGetInsertBlock(u->b);
        LLVMBasicBlockRef ask = LLVMAppendBasicBlockInContext(u->cg->ctx, u->fn, "ask");
        LLVMBasicBlockRef asked = LLVMAppendBasicBlockInContext(u->cg->ctx, u->fn, "asked");
        LLVMBuildCondBr(u->b, possible, ask, asked);
        LLVMPositionBuilderAtEnd(u->b, ask);
        LLVMValueRef answer = ctx_call(u, "cardrt_fx_may", u->cg->i1, a2, 2);
        LLVMBasicBlockRef after_ask = LLVMGetInsertBlock(u->b);
        LLVMBuildBr(u->b, asked);
        LLVMPositionBuilderAtEnd(u->b, asked);
        yes = LLVMBuildPhi(u->b, u->cg->i1, "yes");
        LLVMValueRef vals[] = { cg_i1(u->cg, false), answer };
        LLVMBasicBlockRef blocks[] = { from, after_ask };
        LLVMAddIncoming(yes, vals, blocks, 2);
    } else {
        yes = ctx_call(u, "cardrt_fx_may", u->cg->i1, a2, 2);
    }
    if (!u->last_may)           /* false until a "you may" is asked: "if you do" after one not reached */
        u->last_may = entry_alloca(u, u->cg->i1, "you.did", cg_i1(u->cg, false));
    LLVMBuildStore(u->b, yes, u->last_may);
    return cost || gen_when(u, yes, a, NULL, env);
}

/* Does TEXT have the word W ("instead", not "insteadof")? */
static bool has_word(const char *text, const char *w)
{
    size_t n = strlen(w);
    for (const char *p = strstr(text, w); p; p = strstr(p + 1, w))
        if ((p == text || !isalpha((unsigned char)p[-1])) && !isalpha((unsigned char)p[n]))
            return true;
    return false;
}

static bool gen_conditional(unit *u, const node *s, act_env *env)
{
    const char *how = s->text ? s->text : "";
    const node *c = s->a;
    /* "If it's a Human, instead it gets +3/+3": the text it replaces is
     * earlier, and the grammar keeps no trace of the word */
    if (has_word(cg_text(u, s->range), "instead"))
        return cg_unsupported_word(u, s, "instead");
    if (strcmp(how, "if") == 0) {
        LLVMValueRef cond;
        bool you_do = c && c->kind == N_ACTION && (is_word(c, "do") || is_word(c, "don't"))
                      && (!c->a || (c->a->kind == N_PLAYER && strcmp(c->a->text, "you") == 0));
        if (you_do) {
            if (!u->last_may)
                return cg_unsupported(u, s, "'if you do' without 'you may'");
            LLVMValueRef did = LLVMBuildLoad2(u->b, u->cg->i1, u->last_may, "did");
            cond = c->text[2] == 'n' ? LLVMBuildNot(u->b, did, "") : did;
        } else if (!(cond = cg_condition(u, c))) {
            return false;
        }
        return gen_when(u, cond, s->b, s->c, env);
    }
    if (strcmp(how, "unless") == 0 && !s->c && c && c->kind == N_ACTION && (!c->c || is_word(c, "return"))
        && (!c->a || (c->a->kind == N_PLAYER && is_word(c->a, "you")))
        && (is_word(c, "discard") || is_word(c, "sacrifice") || is_word(c, "return"))
        && c->b && c->b->kind == N_OBJECT
        && (((is_word(c->b, "a") || is_word(c->b, "an") || is_word(c->b, "another")) && !c->b->c)
            || (c->b->c && c->b->c->kind == N_AMOUNT && c->b->c->text && syn_number(c->b->c->text) > 0))) {
        /* "Sacrifice Test unless you discard a card (two cards)": you may
         * discard them; unless they all were, the rest (CR 413.2c: what can't
         * be done can't be chosen) */
        int need = c->b->c ? syn_number(c->b->c->text) : 1;
        node act = *c;
        act.next = NULL;
        node opt = { .kind = N_OPTIONAL, .a = &act, .range = c->range };
        act_env inner = { NULL, false, NULL };
        if (!gen_may(u, &opt, &inner))
            return false;
        LLVMValueRef did = LLVMBuildLoad2(u->b, u->cg->i1, u->last_may, "did");
        LLVMValueRef done = LLVMBuildICmp(u->b, LLVMIntSGE, ctx_call(u, "cardrt_fx_result", u->cg->i32, NULL, 0),
                                          i32(u, need), "");
        return gen_when(u, LLVMBuildNot(u->b, LLVMBuildAnd(u->b, did, done, ""), ""), s->b, NULL, env);
    }
    if (strcmp(how, "unless") == 0 && !s->c) {       /* "Counter target spell unless ..." */
        LLVMValueRef cond = cg_condition(u, c);
        return cond && gen_when(u, LLVMBuildNot(u->b, cond, ""), s->b, NULL, env);
    }
    if (strcmp(how, "for") == 0 && c && c->kind == N_DURATION) {     /* "Until end of turn, ..." */
        act_env inner = { env->next, false, c };
        bool ok = gen_statement(u, s->b, &inner);
        env->skip_next = inner.skip_next;
        return ok;
    }
    return cg_unsupported(u, s, s->text ? "this condition" : "a condition");
}

/* "Target player draws a card, then discards a card", "Any number of
 * target opponents each discard their hands, then draw seven cards": a step
 * with no subject after one whose subject is players other than you is
 * theirs, which the grammar does not give it yet; read as an imperative it
 * would be yours.  That step, or NULL. */
static const node *subject_left_out(const node *seq)
{
    const node *first = seq->a ? seq->a->a : NULL;
    const node *who = first && first->kind == N_ACTION ? first->a : NULL;
    if (!who || !cg_names_players(who) || (who->kind == N_PLAYER && is_word(who, "you")))
        return NULL;
    for (const node *i = first->next; i; i = i->next)
        if (i->kind == N_ACTION && !i->a)
            return i;
    return NULL;
}

static bool gen_statement(unit *u, const node *s, act_env *env)
{
    const node *left_out = s->kind == N_SEQUENCE ? subject_left_out(s) : NULL;
    if (left_out)
        return cg_unsupported(u, left_out, "a clause whose subject is left out");
    switch (s->kind) {
    case N_ACTION:
        return gen_action(u, s, env);
    case N_SEQUENCE: {
        if (is_word(s, "or"))
            return cg_unsupported(u, s, "a choice between actions");
        /* A duration at the end that every step shares is in each step's
         * modifiers already (syntax.c, share_duration). */
        for (const node *i = s->a->a; i; i = i->next) {
            act_env e = { i->next ? i->next : env->next, false, env->duration };
            if (!gen_statement(u, i, &e))
                return false;
            if (e.skip_next) {
                if (i->next)
                    i = i->next;
                else
                    env->skip_next = true;
            }
        }
        return true;
    }
    case N_CONDITIONAL:
        return gen_conditional(u, s, env);
    case N_OPTIONAL:
        return gen_may(u, s, env);
    case N_NEGATED:
        return gen_restriction(u, s, env);
    default:
        return cg_unsupported(u, s, node_kind_name(s->kind));
    }
}

/* Is S a sentence the effect skips, because the ability says it elsewhere
 * ("Activate only as a sorcery.", "As an additional cost to cast this
 * spell, ...", "Choose one —")? */
static bool not_an_effect(const node *s)
{
    return s->kind == N_MODAL || (s->kind == N_MODIFIER && is_word(s, "activate only"))
           || (s->kind == N_CONDITIONAL && is_word(s, "additional cost"));
}

static bool gen_list(unit *u, const node *list)
{
    for (const node *s = list ? list->a : NULL; s && !u->failed; s = s->next) {
        if (not_an_effect(s))
            continue;
        act_env env = { s->next, false, NULL };
        if (!gen_statement(u, s, &env))
            return false;
        if (env.skip_next && s->next)
            s = s->next;
    }
    return !u->failed;
}

LLVMValueRef cg_effect_fn(unit *u, const node *const *lists, unsigned nlists,
                          const node *const *modes, unsigned nmodes)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.effect", &save);
    bool ok = true;
    for (unsigned l = 0; l < nlists && ok; l++)
        ok = gen_list(u, lists[l]);
    for (unsigned m = 0; m < nmodes && ok; m++) {
        LLVMValueRef chosen_modes = ctx_call(u, "cardrt_ctx_modes", cg->i32, NULL, 0);
        LLVMValueRef bit = LLVMBuildAnd(u->b, chosen_modes, i32(u, 1u << m), "");
        LLVMValueRef on = LLVMBuildICmp(u->b, LLVMIntNE, bit, i32(u, 0), "");
        LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "mode");
        LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "next");
        LLVMBuildCondBr(u->b, on, then, cont);
        LLVMPositionBuilderAtEnd(u->b, then);
        ok = gen_list(u, modes[m]);
        LLVMBuildBr(u->b, cont);
        LLVMPositionBuilderAtEnd(u->b, cont);
    }
    LLVMValueRef f = cg_end_fn(u, NULL, &save);
    return ok && !u->failed ? f : NULL;
}
