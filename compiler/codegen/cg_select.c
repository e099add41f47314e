/* cg_select.c — selections: what an action works on (cg_fx.h).
 *
 * Each noun phrase an action works on becomes a selection (cardrt_sel_*):
 * "target creature" the slot's legal targets, "each opponent" the players,
 * "all creatures you control" the objects a test function accepts, "its
 * controller" the players related to an earlier selection.  A pronoun uses
 * the selection of the phrase it is bound to (sema.c), so "Destroy target
 * creature.  Its controller loses 2 life" names one creature. */
#include "cg_fx.h"
#include "meaning.h"
#include "parser.h"

/* ---- selections ------------------------------------------------------------------ */

static const char too_many[] = "this many things in one ability";

int cg_new_sel(unit *u, const node *n)
{
    if (u->nsel >= CARDRT_NSEL)
        return cg_unsupported(u, n, too_many), -1;
    return u->nsel++;
}

/* ---- selections from the card IR ----------------------------------------------------- */

const ir_sel *cg_ir_sel_at(const unit *u, const node *np)
{
    for (const ir_selected *e = u->ir && np ? u->ir->selected : NULL; e; e = e->next)
        if (e->range.begin == np->range.begin && e->range.end == np->range.end)
            return e->sel;
    return NULL;
}

int cg_new_sel_at(unit *u, src_range r)
{
    if (u->nsel >= CARDRT_NSEL)
        return cg_unsupported_at(u, r, too_many), -1;
    return u->nsel++;
}

/* A new selection for IS, or -1 after reporting at its words. */
static int ir_new_sel(unit *u, const ir_sel *is)
{
    return cg_new_sel_at(u, is->range);
}

/* The runtime's kind (CARDRT_COST_*) of cost C a `paid` selection names
 * ("the sacrificed creature", "the discarded card", "the exiled card"),
 * -1 for a cost that pays with no object chosen. */
static int paid_kind(const ir_cost *c)
{
    switch (c ? c->kind : IR_COST_MANA) {
    case IR_COST_SACRIFICE: return CARDRT_COST_SACRIFICE;
    case IR_COST_DISCARD:   return CARDRT_COST_DISCARD;    /* at random too (cardrt_sel_paid) */
    case IR_COST_EXILE:     return CARDRT_COST_EXILE;
    default:                return -1;
    }
}

int cg_ir_players_who(const ir_sel *is)
{
    const ir_filter *f = is && is->kind == IR_SEL_ALL ? is->filter : NULL;
    const ir_alt *one = f ? f->any_of : NULL;
    if (!one || one->next || one->ntraits != 1 || one->traits[0].kind != IR_TRAIT_PLAYER || one->traits[0].negated
        || !ir_filter_only_traits(f) || f->controls || f->controller != IR_CTRL_ANY || f->other)
        return -1;
    ir_word w = ir_trait_word(&one->traits[0]);
    return w.kind == IR_WORD_OPPONENT ? CARDRT_WHO_OPPONENTS : w.kind == IR_WORD_PLAYER ? CARDRT_WHO_EACH : -1;
}

/* The index of the target of range R in TS; in the target lists of the
 * abilities from IA on (of the instructions from IN on): -1 for none. */
static int target_index(const ir_target *ts, src_range r)
{
    int k = 0;
    for (const ir_target *t = ts; t; t = t->next, k++)
        if (t->range.begin == r.begin && t->range.end == r.end)
            return k;
    return -1;
}

static int target_index_in(const ir_instr *in, src_range r);

static int target_index_of(const ir_ability *ia, src_range r)
{
    int k = -1;
    for (; ia && k < 0; ia = ia->next)
        if ((k = target_index(ia->targets, r)) < 0 && (k = target_index_of(ia->modes, r)) < 0)
            k = target_index_in(ia->body, r);
    return k;
}

static int target_index_in(const ir_instr *in, src_range r)
{
    int k = -1;
    for (; in && k < 0; in = in->next)
        if ((k = target_index(in->targets, r)) < 0 && (k = target_index_in(in->then, r)) < 0
            && (k = target_index_in(in->otherwise, r)) < 0)
            k = target_index_of(in->ability, r);
    return k;
}

/* The slot (u->slot) of the ability being compiled that a `target`
 * selection IS names: the one whose target is number is->slot of its
 * ability's (mode's) targets; -1 for none, or for two. */
static int ir_target_slot(const unit *u, const ir_sel *is)
{
    int found = -1;
    for (unsigned i = 0; u->ir && i < u->nslots; i++) {
        if (!cg_slot_in_mode(u, i))
            continue;
        int k = target_index_of(u->ir->abilities, u->slot[i]->range);
        if ((k < 0 ? target_index_of(u->ir->granted, u->slot[i]->range) : k) != is->slot)
            continue;
        if (found >= 0)
            return -1;
        found = (int)i;
    }
    return found;
}

/* The selection made last for the words R, -1 for none. */
static int bound_at(const unit *u, src_range r)
{
    for (unsigned i = u->nbound; i-- > 0;)
        if (u->bound[i].range.begin == r.begin && u->bound[i].range.end == r.end)
            return u->bound[i].sel;
    return -1;
}

/* The selection an earlier instruction made of the objects a `same`
 * selection IS names (those of its `of`, as that instruction was carried
 * out: bound to its words), -1 for none. */
static int same_sel(const unit *u, const ir_sel *is)
{
    return is->of ? bound_at(u, is->of->range) : -1;
}

/* The selection of the one player (object) of an `each` selection IS
 * the action being compiled is done for now (cg_action.c's in turn, its
 * phrase bound to that one), -1 outside it. */
static int each_sel(const unit *u, const ir_sel *is)
{
    const node *each = u->each_one;
    return each && is->of && each->range.begin == is->of->range.begin && each->range.end == is->of->range.end
           ? bound_at(u, each->range) : -1;
}

bool cg_ir_sel_known(const unit *u, const ir_sel *is)
{
    switch (is->kind) {
    case IR_SEL_TARGET: return ir_target_slot(u, is) >= 0;
    case IR_SEL_SAME:   return same_sel(u, is) >= 0;
    case IR_SEL_EACH:   return each_sel(u, is) >= 0;
    case IR_SEL_CONTROLLER: case IR_SEL_OWNER:
        return is->of && cg_ir_sel_known(u, is->of);
    default:            return false;
    }
}

int cg_ir_sel(unit *u, const ir_sel *is)
{
    int s, kind;
    switch (is->kind) {
    case IR_SEL_YOU:        /* the controller (CR 109.5) */
    case IR_SEL_ALL:        /* every opponent, every player: those still in the game */
        kind = is->kind == IR_SEL_YOU ? CARDRT_WHO_YOU : cg_ir_players_who(is);
        if (kind < 0)
            return cg_unsupported_at(u, is->range, "the selection 'all'"), -1;
        if ((s = ir_new_sel(u, is)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, kind) }, 2);
        return s;
    case IR_SEL_PAID: {     /* what a cost paid with (CR 601.2h, 602.2b), as it last was (CR 413.2f) */
        const ir_cost *c = ir_cost_paid_with(u->ir, is);
        if (c && c->object && c->object->kind == IR_SEL_SELF)
            return cg_ir_sel(u, c->object);     /* "Sacrifice ~: It deals damage equal to its power": the card */
        kind = paid_kind(c);
        if (kind < 0 || !(u->paid_costs & (UINT64_C(1) << kind)))
            return cg_unsupported_at(u, is->range, "what this cost paid with"), -1;
        if ((s = ir_new_sel(u, is)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_paid", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, kind) }, 2);
        return s;
    }
    case IR_SEL_SELF:
        if ((s = ir_new_sel(u, is)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_source", NULL, (LLVMValueRef[]){ i32(u, s) }, 1);
        return s;
    case IR_SEL_DEFENDING:  /* the defending player (CR 506.2) */
        if ((s = ir_new_sel(u, is)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_WHO_DEFENDING) }, 2);
        return s;
    case IR_SEL_LINKED: {   /* what the ability linked to this one exiled (CR 607.2a) */
        if (!u->in_ability)
            return cg_unsupported_at(u, is->range, "what a linked ability exiled, in a spell"), -1;
        LLVMValueRef fits = is->filter ? cg_ir_affects_fn(u, is->filter) : NULL;
        if ((is->filter && !fits) || (s = ir_new_sel(u, is)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_exiled_by", NULL, (LLVMValueRef[]){ i32(u, s) }, 1);
        if (fits)
            ctx_call(u, "cardrt_sel_keep", NULL, (LLVMValueRef[]){ i32(u, s), fits }, 2);
        return s;
    }
    case IR_SEL_MOVED:      /* "the milled card": where the mill (discard) just before put it */
        if (is->filter || u->last_verb == FX_VERB_NONE)
            return cg_unsupported_at(u, is->range, "what an instruction before moved, here"), -1;
        if ((s = ir_new_sel(u, is)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_moved", NULL, (LLVMValueRef[]){ i32(u, s) }, 1);
        return s;
    case IR_SEL_EVENT_SOURCE:   /* "that spell or ability" an object became the target of */
        if (u->in_delayed)
            return cg_unsupported_at(u, is->range, "this part of the event in a delayed action"), -1;
        if ((s = ir_new_sel(u, is)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_event", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_EVENT_SOURCE) }, 2);
        return s;
    case IR_SEL_ATTACHED: { /* what this Aura (Equipment) is attached to (CR 303.4, 301.5) */
        int me;
        if (!u->in_ability)
            return cg_unsupported_at(u, is->range, "what a spell is attached to"), -1;
        if ((s = ir_new_sel(u, is)) < 0 || (me = ir_new_sel(u, is)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_source", NULL, (LLVMValueRef[]){ i32(u, me) }, 1);
        ctx_call(u, "cardrt_sel_related", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, me), i32(u, CARDRT_REL_ATTACHED_TO) }, 3);
        return s;
    }
    case IR_SEL_TARGET:     /* the slot's legal targets as it resolves (CR 608.2b), those its words name */
        if ((kind = ir_target_slot(u, is)) < 0)
            return cg_unsupported_at(u, is->range, "this target"), -1;
        if ((s = bound_at(u, u->slot[kind]->range)) >= 0)
            return s;
        if ((s = ir_new_sel(u, is)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_target", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, kind) }, 2);
        return s;
    case IR_SEL_SAME:       /* what an earlier instruction of it acted on, not found again (CR 608.2c) */
        if ((s = same_sel(u, is)) < 0)
            return cg_unsupported_at(u, is->range, "what an instruction before acted on, here"), -1;
        return s;
    case IR_SEL_EACH:       /* the one of them the instruction is done for now (CR 101.4) */
        if ((s = each_sel(u, is)) < 0)
            return cg_unsupported_at(u, is->range, "a pronoun for each of several players"), -1;
        return s;
    case IR_SEL_CONTROLLER: /* "its controller", "that player's owner": of a selection cg_ir_sel_known */
    case IR_SEL_OWNER:      /* knows, as each last was (CR 608.2h) */
        if (is->of && cg_ir_sel_known(u, is->of)) {
            int of = cg_ir_sel(u, is->of);
            if (of < 0 || (s = ir_new_sel(u, is)) < 0)
                return -1;
            kind = is->kind == IR_SEL_CONTROLLER ? CARDRT_REL_CONTROLLER : CARDRT_REL_OWNER;
            ctx_call(u, "cardrt_sel_related", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, of), i32(u, kind) }, 3);
            return s;
        }
        __attribute__((fallthrough));   /* another's */
    default:
        return cg_unsupported_at(u, is->range, arena_printf(u->arena, "the selection '%s'", ir_sel_name(is->kind))), -1;
    }
}

void cg_bind(unit *u, const node *n, int sel)
{
    if (n && u->nbound < CARDRT_NSEL)
        u->bound[u->nbound++] = (binding){ n, n->range, sel };
}

/* Bind the words R, of no node: the selection SEL holds what they name. */
static void bind_at(unit *u, src_range r, int sel)
{
    if (u->nbound < CARDRT_NSEL)
        u->bound[u->nbound++] = (binding){ NULL, r, sel };
}

/* The selection made last for N, or for its words when a pronoun named
 * them first (bind_at: "Counter target spell unless its controller pays
 * {3}"), -1 for none. */
static int bound_sel(const unit *u, const node *n)
{
    for (unsigned i = u->nbound; i-- > 0;)
        if (u->bound[i].n == n || (!u->bound[i].n && n && u->bound[i].range.begin == n->range.begin
                                   && u->bound[i].range.end == n->range.end))
            return u->bound[i].sel;
    return -1;
}

/* The slot (u->slot) of the mode being compiled whose words are R, -1 for none. */
static int slot_at(const unit *u, src_range r)
{
    for (unsigned i = 0; i < u->nslots; i++)
        if (u->slot[i]->range.begin == r.begin && u->slot[i]->range.end == r.end && cg_slot_in_mode(u, i))
            return (int)i;
    return -1;
}

/* The slot of the words R when the IR's abilities have a target there
 * ("target creature", "support 2": its targets), -1 for none. */
static int ir_target_at(const unit *u, src_range r)
{
    if (!u->ir || (target_index_of(u->ir->abilities, r) < 0 && target_index_of(u->ir->granted, r) < 0))
        return -1;
    return slot_at(u, r);
}

/* A phrase naming players only: "each opponent", "each player"; "each
 * other player", each but you, your opponents (CR 102.3). */
int cg_players_who(const node *np)
{
    if (!np || np->kind != N_OBJECT || !ir_several_players(np))
        return -1;
    return ir_opponents_of(np) ? CARDRT_WHO_OPPONENTS : CARDRT_WHO_EACH;
}


/* The event a trigger waits for names this phrase: the part of the event
 * it is (cg_event_role).  This card itself is the source. */
static int event_sel(unit *u, const node *n)
{
    if (n->kind == N_SELF)
        return cg_sel_of(u, n);
    int what = cg_event_role(u->event, n);
    /* "Return ~ to the battlefield attached to that creature at the
     * beginning of the next end step": the delayed ability is linked to
     * what it acts on only; the creature of the event is lost by then */
    if (what >= 0 && u->in_delayed)
        return cg_unsupported(u, n, "this part of the event in a delayed action"), -1;
    const ir_sel *is = what < 0 && u->event->kind == N_STEP ? cg_ir_sel_at(u, n) : NULL;
    if (is && is->kind == IR_SEL_ATTACHED && is->range.begin == n->range.begin && is->range.end == n->range.end)
        return cg_sel_of(u, n);     /* "enchanted creature" of "the upkeep of enchanted creature's controller": it */
    if (what < 0)
        return cg_unsupported(u, n, "this part of the event"), -1;
    int s = cg_new_sel(u, n);
    if (s < 0)
        return -1;
    if (what == CG_EVENT_CONTROLLER || what == CG_EVENT_OWNER) {   /* "under an opponent's control" */
        int obj = cg_new_sel(u, n);
        if (obj < 0)
            return -1;
        ctx_call(u, "cardrt_sel_event", NULL, (LLVMValueRef[]){ i32(u, obj), i32(u, CARDRT_EVENT_OBJECT) }, 2);
        LLVMValueRef a[] = { i32(u, s), i32(u, obj),
                             i32(u, what == CG_EVENT_OWNER ? CARDRT_REL_OWNER : CARDRT_REL_CONTROLLER) };
        ctx_call(u, "cardrt_sel_related", NULL, a, 3);
        cg_bind(u, n, s);
        return s;
    }
    ctx_call(u, "cardrt_sel_event", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, what) }, 2);
    cg_bind(u, n, s);
    return s;
}

/* "creatures that player controls": keep in S only the objects whose
 * controller (owner) is in the selection of the player phrase. */
bool cg_keep_related(unit *u, const node *np, int s)
{
    const node *f = np->kind == N_OBJECT ? np->a : NULL;
    const node *lists[] = { f && f->kind == N_FILTER ? f->b : NULL, np->kind == N_OBJECT ? np->b : NULL };
    for (int l = 0; l < 2; l++)
        for (const node *q = lists[l] ? lists[l]->a : NULL; q; q = q->next) {
            if (!cg_is_relational(q))
                continue;
            ir_zone zone;
            const node *owner = ir_qual_of(q) == IR_QUAL_IN ? ir_zone_of_player(q->a, &zone) : NULL;
            if (owner) {        /* "cards in that player's hand": those that player owns (its zone: cg_zones) */
                int o = cg_sel_of(u, owner);
                if (o < 0)
                    return false;
                ctx_call(u, "cardrt_sel_keep_controlled", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, o), cg_i1(u->cg, true) }, 3);
                continue;
            }
            ir_shared shared = IR_SHARED_COLOR;
            const node *with = ir_shares_with(q, &shared) ? ir_shares_with(q, &shared) : ir_same_name_as(q);
            int p = cg_sel_of(u, with ? with : q->a);
            if (p < 0)
                return false;
            ir_qual_kind how = ir_qual_of(q);
            if (how == IR_QUAL_BLOCKING || how == IR_QUAL_BLOCKED_BY || how == IR_QUAL_BLOCKING_OR_BLOCKED_BY
                || how == IR_QUAL_BANDED_WITH) {
                /* "each creature blocking it", "creatures blocking or blocked by target creature",
                 * "all creatures banded with it" (CR 702.22c) */
                int which = how == IR_QUAL_BANDED_WITH ? CARDRT_BANDED_WITH
                          : (how != IR_QUAL_BLOCKED_BY ? CARDRT_BLOCKING : 0) | (how != IR_QUAL_BLOCKING ? CARDRT_BLOCKED_BY : 0);
                ctx_call(u, "cardrt_sel_keep_blocking", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, p), i32(u, which) }, 3);
                continue;
            }
            if (ir_qual_of(q) == IR_QUAL_ATTACHED_TO || ir_qual_of(q) == IR_QUAL_OTHER_THAN) {
                /* "all Auras attached to it", "each creature other than target creature" */
                ctx_call(u, ir_qual_of(q) == IR_QUAL_OTHER_THAN ? "cardrt_sel_remove" : "cardrt_sel_keep_attached",
                         NULL, (LLVMValueRef[]){ i32(u, s), i32(u, p) }, 2);
                continue;
            }
            if (with) {         /* "each other creature that shares a color with it (with the same name as it)": not it */
                if (ir_same_name_as(q) || shared == IR_SHARED_COLOR)
                    ctx_call(u, ir_same_name_as(q) ? "cardrt_sel_keep_same_name" : "cardrt_sel_keep_sharing_color", NULL,
                             (LLVMValueRef[]){ i32(u, s), i32(u, p) }, 2);
                else            /* "that share a creature type (a card type) with it" */
                    ctx_call(u, "cardrt_sel_keep_sharing_type", NULL,
                             (LLVMValueRef[]){ i32(u, s), i32(u, p), cg_i1(u->cg, shared == IR_SHARED_CREATURE_TYPE) }, 3);
                if (ir_other_sharing_with(np) == with)
                    ctx_call(u, "cardrt_sel_remove", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, p) }, 2);
                continue;
            }
            LLVMValueRef a[] = { i32(u, s), i32(u, p), cg_i1(u->cg, meaning_word(q) == FX_W_OWNED_BY) };
            ctx_call(u, "cardrt_sel_keep_controlled", NULL, a, 3);
        }
    return true;
}

/* "Destroy target creature an opponent controls. That player loses 2
 * life": the player of the qualifier (ir_whose_target) is the one target
 * of SLOT's controller (owner), taken as the slot's selection S is made,
 * before an action moves it. */
static bool whose_target(unit *u, int slot, int s)
{
    bool owner = false;
    const node *p = ir_whose_target(u->slot[slot]->object, &owner);
    if (!p || u->slot[slot]->min != 1 || u->slot[slot]->max != 1)
        return true;
    int who = cg_new_sel(u, p);
    if (who < 0)
        return false;
    ctx_call(u, "cardrt_sel_related", NULL,
             (LLVMValueRef[]){ i32(u, who), i32(u, s), i32(u, owner ? CARDRT_REL_OWNER : CARDRT_REL_CONTROLLER) }, 3);
    cg_bind(u, p, who);
    return true;
}

int cg_target_slot(const unit *u, const node *np)
{
    return np && np->kind == N_TARGET ? slot_at(u, np->range) : -1;
}

/* "each player who controls a white creature", "each opponent who doesn't
 * control an Elf" (NP, its qualifier Q): the players (OPPONENTS) who
 * control as many of those as the IR's count says. */
static int players_who_control(unit *u, const node *np, const node *q, bool opponents)
{
    const ir_filter *irf = cg_ir_filter(u, np->a);
    const ir_condition *c = irf ? irf->controls : NULL;
    bool negated;
    const node *what = ir_who_controls(q, &negated);
    if (!c || !c->value || c->value->kind != IR_AMOUNT_CONST || c->value->value < 0)
        return cg_unsupported(u, q, "this qualifier"), -1;
    int n = c->value->value;
    int min = c->op[0] == '<' ? 0 : n, max = c->op[0] == '>' ? -1 : n;
    if (c->negated && max < 0 && n > 0) {           /* none: fewer than N */
        max = n - 1;
        min = 0;
    } else if (c->negated && min == 0) {            /* more than N */
        min = n + 1;
        max = -1;
    } else if (c->negated) {
        return cg_unsupported(u, q, "this qualifier"), -1;
    }
    LLVMValueRef which = cg_affects_now_fn(u, what);
    int s;
    if (!which || (s = cg_new_sel(u, np)) < 0)
        return -1;
    ctx_call(u, "cardrt_sel_players", NULL,
             (LLVMValueRef[]){ i32(u, s), i32(u, opponents ? CARDRT_WHO_OPPONENTS : CARDRT_WHO_EACH) }, 2);
    ctx_call(u, "cardrt_sel_keep_controlling", NULL, (LLVMValueRef[]){ i32(u, s), which, i32(u, min), i32(u, max) }, 4);
    return s;
}

/* "Destroy all lands or all creatures" (an either selection): the objects of
 * each alternative found, then those of the one the controller chooses as
 * it resolves (cardrt_fx_choose_action, from 0 in text order; CR 608.2d). */
static int either_sel(unit *u, const node *np)
{
    unsigned n = 0;
    LLVMValueRef parts[8];
    for (const node *i = np->a; i; i = i->next, n++) {
        int part = n < 8 ? cg_sel_of(u, i) : -1;
        if (part < 0)
            return n < 8 || u->failed ? -1 : (cg_unsupported(u, np, "a choice between this many things"), -1);
        parts[n] = i32(u, part);
    }
    int s = cg_new_sel(u, np);
    if (s < 0)
        return -1;
    LLVMValueRef k = ctx_call(u, "cardrt_fx_choose_action", u->cg->i32,
                              (LLVMValueRef[]){ i32(u, (int)n), cg_cstring(u, cg_text(u, np->range)) }, 2);
    LLVMValueRef chosen = parts[0];
    for (unsigned j = 1; j < n; j++)
        chosen = LLVMBuildSelect(u->b, LLVMBuildICmp(u->b, LLVMIntEQ, k, i32(u, (int)j), ""), parts[j], chosen, "");
    ctx_call(u, "cardrt_sel_add", NULL, (LLVMValueRef[]){ i32(u, s), chosen }, 2);
    return s;
}

/* A new selection of the players WHO names (CARDRT_WHO_YOU ...), for the words N. */
static int players_sel(unit *u, const node *n, int who)
{
    int s = cg_new_sel(u, n);
    if (s >= 0)
        ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, who) }, 2);
    return s;
}

static bool within(src_range outer, src_range r)
{
    return outer.begin <= r.begin && r.end <= outer.end;
}

/* The innermost ability, mode or reflexive ability ("When you do, ...")
 * on whose words a pronoun is: its own targets and instructions, whose
 * searches lowering numbers together. */
typedef struct scope {
    const ir_target *targets;
    const ir_instr *body;
} scope;

static bool scope_of(const ir_ability *ia, src_range r, scope *out);

/* The innermost reflexive ability or ability an instruction holds (an
 * emblem's, one in quotes) from IN on on whose words R are, into *OUT. */
static bool scope_in(const ir_instr *in, src_range r, scope *out)
{
    for (; in; in = in->next) {
        if (scope_in(in->then, r, out) || scope_in(in->otherwise, r, out) || scope_of(in->ability, r, out))
            return true;
        if (in->op == IR_REFLEXIVE && within(in->range, r)) {
            *out = (scope){ in->targets, in->then };
            return true;
        }
    }
    return false;
}

static bool scope_of(const ir_ability *ia, src_range r, scope *out)
{
    for (; ia; ia = ia->next) {
        if (scope_of(ia->modes, r, out))
            return true;
        if (within(ia->range, r)) {
            if (!scope_in(ia->body, r, out))
                *out = (scope){ ia->targets, ia->body };
            return true;
        }
    }
    return false;
}

/* The scope of the pronoun whose selection IS is, in U's card IR. */
static scope scope_at(const unit *u, const ir_sel *is)
{
    scope sc = { NULL, NULL };
    if (u->ir && !scope_of(u->ir->abilities, is->range, &sc))
        scope_of(u->ir->granted, is->range, &sc);
    return sc;
}

/* Search number *K of the instructions from IN on, in the order lowering
 * numbers them (an if's then before its otherwise; a reflexive ability's
 * searches are its own), counting *K down; NULL when there are fewer. */
static const ir_instr *nth_search(const ir_instr *in, int *k)
{
    for (; in; in = in->next) {
        if (in->op == IR_SEARCH && (*k)-- == 0)
            return in;
        const ir_instr *found = in->op == IR_REFLEXIVE ? NULL : nth_search(in->then, k);
        if (found || (found = nth_search(in->otherwise, k)))
            return found;
    }
    return NULL;
}

/* The selection of the cards a `found` selection IS names: the one the
 * search number is->slot of its ability made (cg_search, bound to the
 * words of what it finds); -1 for none. */
static int found_sel(const unit *u, const ir_sel *is)
{
    int k = is->slot;
    const ir_instr *search = nth_search(scope_at(u, is).body, &k);
    return search && search->object ? bound_at(u, search->object->range) : -1;
}

/* The slot (u->slot) a pronoun's `target` selection IS names: target
 * number is->slot of its scope (ir_target_slot when the scope has none);
 * -1 for none. */
static int pronoun_slot(const unit *u, const ir_sel *is)
{
    int k = 0;
    for (const ir_target *t = scope_at(u, is).targets; t; t = t->next)
        if (k++ == is->slot)
            return slot_at(u, t->range);
    return ir_target_slot(u, is);
}

/* The selection of the card itself a pronoun names: the one made last for
 * words lowering reads as the card (IR_SEL_SELF), -1 for none. */
static int self_sel(const unit *u)
{
    for (unsigned i = u->nbound; i-- > 0;) {
        const ir_sel *is = cg_ir_sel_at(u, u->bound[i].n);
        if (is && is->kind == IR_SEL_SELF && u->bound[i].sel >= 0)
            return u->bound[i].sel;
    }
    return -1;
}

int cg_ir_target_sel(unit *u, const ir_sel *is)
{
    int slot = pronoun_slot(u, is), s;
    if (slot < 0)
        return cg_unsupported_at(u, is->range, "this target"), -1;
    if ((s = bound_at(u, u->slot[slot]->range)) >= 0 || (s = ir_new_sel(u, is)) < 0)
        return s;
    ctx_call(u, "cardrt_sel_target", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, slot) }, 2);
    bind_at(u, u->slot[slot]->range, s);
    return whose_target(u, slot, s) ? s : -1;
}

int cg_ir_words_sel(unit *u, const ir_sel *is)
{
    if (is->kind == IR_SEL_TARGET)
        return cg_ir_target_sel(u, is);
    int s = bound_at(u, is->range);
    if (s < 0 && (s = cg_ir_sel(u, is)) >= 0)
        bind_at(u, is->range, s);
    return s;
}

/* "Destroy target creature an opponent controls. That player ...": the
 * player whose_target took as the target's selection was made (the
 * controller or owner of a `target` selection IS names), -1 for none. */
static int whose_target_sel(const unit *u, const ir_sel *is)
{
    int slot = (is->kind == IR_SEL_CONTROLLER || is->kind == IR_SEL_OWNER) && is->of && is->of->kind == IR_SEL_TARGET
               ? pronoun_slot(u, is->of) : -1;
    bool owner = false;
    const node *p = slot >= 0 ? ir_whose_target(u->slot[slot]->object, &owner) : NULL;
    return p && owner == (is->kind == IR_SEL_OWNER) ? bound_at(u, p->range) : -1;
}

/* The objects an `all` selection IS of objects accepts now, in its
 * filter's zone: "those creatures" of "Creatures you control get +1/+1
 * until end of turn. If ..., those creatures get +2/+1 until end of turn
 * instead", where the words it names selected nothing before; -1 after
 * reporting. */
static int all_objects_sel(unit *u, const ir_sel *is)
{
    ir_filter plain = *is->filter;      /* "creatures target player controls": those of a player of a selection */
    const ir_sel *by = plain.controller == IR_CTRL_SEL ? plain.controlled_by : NULL;
    if (by) {
        plain.controller = IR_CTRL_ANY;
        plain.controlled_by = NULL;
    }
    bool was = u->item_x;
    u->item_x = was || u->ctx_arg;      /* as cg_affects_now_fn */
    LLVMValueRef which = cg_ir_affects_fn(u, &plain);
    u->item_x = was;
    int zone = cg_rt_zone(plain.zone), s, p;
    if (!which)
        return -1;
    if (zone < 0)
        return cg_unsupported_at(u, is->range, "cards without their zone"), -1;
    if ((s = ir_new_sel(u, is)) < 0)
        return -1;
    ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, s), which, i32(u, CARDRT_IN(zone)) }, 3);
    if (!by)
        return s;
    if ((p = by->kind == IR_SEL_TARGET ? cg_ir_target_sel(u, by) : cg_ir_sel(u, by)) < 0)
        return -1;
    ctx_call(u, "cardrt_sel_keep_controlled", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, p), cg_i1(u->cg, false) }, 3);
    return s;
}

/* A pronoun NP bound to words before it, as lowering's selection of it
 * says: a target slot's legal targets (the slot's selection, made once),
 * what an earlier instruction of the ability acted on or a search found,
 * the card itself; else lowering gave it the selection of the words it
 * names (their range): what those words selected, as they were (CR
 * 608.2c, 608.2h), or that selection made now.  Not yet from the IR: the
 * objects of words no instruction before selected ("Draw a card for each
 * creature you control ... Those creatures ...", "X. If ..., those
 * creatures get +2/+1 instead"), the controller (owner) of a trigger
 * event's part, a pronoun lowering lists no selection at (in a cost of
 * "unless"): those words' selection, made now. */
static int pronoun_sel(unit *u, const node *np)
{
    const ir_sel *is = cg_ir_sel_at(u, np);
    int s, k;
    switch (is ? is->kind : IR_SEL_ALL) {
    case IR_SEL_TARGET:
        return cg_ir_target_sel(u, is);
    case IR_SEL_FOUND:
        if ((s = found_sel(u, is)) < 0)
            return cg_unsupported_at(u, is->range, "what a search found, here"), -1;
        return s;
    case IR_SEL_SELF:
        return (s = self_sel(u)) >= 0 ? s : cg_ir_sel(u, is);
    case IR_SEL_SAME:
        if ((s = same_sel(u, is)) >= 0)
            return s;
        if (!is->of || is->of->kind != IR_SEL_ALL || cg_ir_players_who(is->of) >= 0)
            break;
        /* "Draw a card for each creature you control with a +1/+1 counter
         * on it. Those creatures ...": what an amount counted, found again */
        if ((s = all_objects_sel(u, is->of)) >= 0)
            bind_at(u, is->of->range, s);
        return s;
    default:
        if (!is)
            break;
        if ((s = bound_at(u, is->range)) >= 0 || (s = whose_target_sel(u, is)) >= 0)
            return s;
        if (is->kind == IR_SEL_ALL && cg_ir_players_who(is) < 0)
            s = all_objects_sel(u, is);
        else if (((is->kind == IR_SEL_CONTROLLER || is->kind == IR_SEL_OWNER) && is->of
                && (is->of->kind == IR_SEL_EVENT || is->of->kind == IR_SEL_EVENT_TO)))
            break;
        else if ((is->kind == IR_SEL_CONTROLLER || is->kind == IR_SEL_OWNER) && is->of && is->of->kind == IR_SEL_TARGET) {
            /* "its controller" of a target: of the slot's selection */
            if ((k = cg_ir_target_sel(u, is->of)) < 0 || (s = ir_new_sel(u, is)) < 0)
                return -1;
            ctx_call(u, "cardrt_sel_related", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, k),
                     i32(u, is->kind == IR_SEL_CONTROLLER ? CARDRT_REL_CONTROLLER : CARDRT_REL_OWNER) }, 3);
        } else {
            s = cg_ir_sel(u, is);
        }
        if (s < 0)
            return -1;
        bind_at(u, is->range, s);   /* what those words name, made once */
        return s;
    }
    return cg_sel_of(u, np->refers);
}

static int sel_of_uncached(unit *u, const node *np)
{
    int s, slot;
    if ((np->kind == N_WORD || (np->kind == N_PRONOUN && u->among_fn == u->fn && u->among_sel >= 0))
        && meaning_word(np) == FX_W_THE_REST)
        return cg_the_rest(u, np);      /* "Destroy the rest" (lower_the_rest); "the other creature" is no rest */
    if ((slot = ir_target_at(u, np->range)) >= 0) {
        /* a target of the ability ("target creature", "support 2"): the
         * slot's legal targets as it resolves (CR 608.2b) */
        if ((s = cg_new_sel(u, np)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_target", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, slot) }, 2);
        return whose_target(u, slot, s) ? s : -1;
    }
    /* the phrase's own selection: not its antecedent's, and not a pronoun's
     * (what the words it is bound to selected, CR 608.2c) */
    const ir_sel *own = np->refers ? NULL : cg_ir_sel_at(u, np);
    if (own && own->range.begin == np->range.begin && own->range.end == np->range.end)
        switch (own->kind) {
        case IR_SEL_SELF:       /* the card itself, you, the defending player */
        case IR_SEL_YOU:
        case IR_SEL_DEFENDING:
            return cg_ir_sel(u, own);
        case IR_SEL_ALL:        /* "each opponent", "each player" */
            if (cg_ir_players_who(own) >= 0)
                return cg_ir_sel(u, own);
            break;
        default:
            break;
        }
    switch (np->kind) {
    case N_SELF:        /* "~" where lowering lists no selection (a trigger event's, a rule's) */
        if ((s = cg_new_sel(u, np)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_source", NULL, (LLVMValueRef[]){ i32(u, s) }, 1);
        return s;
    case N_PRONOUN: {
        if (u->tested && np->refers && ir_within(u->tested_of, np->refers))   /* "whose life total is less than half their ..." */
            return cg_unsupported(u, np, "a pronoun for the player a qualifier tests"), -1;
        if (ir_top_of_several(np->refers, u->event))  /* "Each player reveals the top card of their library, loses life equal to that card's ..." */
            return cg_unsupported(u, np, "a pronoun for each of several players' cards"), -1;
        /* "the sacrificed creature" (what a cost paid with), "the exiled card" (what the
         * linked ability exiled), "the milled card", "that spell or ability" (the event's
         * source), "enchanted creature": as lowering says;
         * not a pronoun for a phrase named before ("it" after "enchanted creature": the
         * selection of those words lowering shares, not its own), which is the same
         * objects (CR 608.2c), not those found again (pronoun_sel) */
        const ir_sel *is = cg_ir_sel_at(u, np);
        bool its_own = is && is->range.begin == np->range.begin && is->range.end == np->range.end;
        if (is && (is->kind == IR_SEL_PAID || is->kind == IR_SEL_LINKED || is->kind == IR_SEL_MOVED
                   || is->kind == IR_SEL_EVENT_SOURCE || (is->kind == IR_SEL_ATTACHED && its_own)))
            return cg_ir_sel(u, is);
        fx_more most;
        if (meaning_most_player(u->c, np, &most))  /* "the player with the most life" */
            return cg_most_players(u, np, &most);
        const node *attacker = u->event ? ir_attacked_by(np, u->event) : NULL;
        if (attacker) {         /* "the player or planeswalker it's attacking" (CR 506.3) */
            int of = ir_within(u->event, attacker) ? event_sel(u, attacker) : cg_sel_of(u, attacker);
            if (of < 0 || (s = cg_new_sel(u, np)) < 0)
                return -1;
            ctx_call(u, "cardrt_sel_related", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, of), i32(u, CARDRT_REL_ATTACKING) }, 3);
            return s;
        }
        /* else what an earlier instruction of it named (sema): "Exile target creature. Return the exiled
         * card ...", "sacrifice a creature, then ... the sacrificed creature's power" (its choice) */
        fx_word w = meaning_word(np);
        if ((w == FX_W_SACRIFICED || w == FX_W_DISCARDED || w == FX_W_EXILED)  /* a target, or what was */
            && !(is && (is->kind == IR_SEL_TARGET || (is->kind == IR_SEL_SAME && same_sel(u, is) >= 0))))
            return cg_unsupported(u, np, "this pronoun"), -1;
        if (cg_is_linked(u, np) && u->event && u->event->a)
            return event_sel(u, u->event->a);   /* "the creature's controller" of "When that creature dies" */
        if (np->refers) {
            if (bound_sel(u, np->refers) == CG_SEL_EACH_DONE)  /* "Those tokens" after it (cg_for_each_one) */
                return cg_unsupported(u, np, "a pronoun for each one counted, after them"), -1;
            if (ir_within(u->event, np->refers))
                return event_sel(u, np->refers);
            /* "Each opponent ... that player's hand": each of them in turn,
             * which a selection of all of them is not (subject_players acts
             * on all of them, which is each in turn), but for their own
             * objects in one action ("Each player returns all creature
             * cards from their graveyard to the battlefield") */
            if (is && is->kind == IR_SEL_EACH && (s = each_sel(u, is)) >= 0)
                return s;       /* the one of them it is done for now (cg_action.c) */
            if (u->each_unless && np->refers == u->each_unless)
                return cg_sel_of(u, np->refers);    /* the one asked now (cg_each_unless) */
            bool several = ir_several_players(np);
            for (const node *i = np->refers->kind == N_LIST ? np->refers->a : NULL; i; i = i->next)
                several |= ir_several_players(i);   /* "each opponent and each creature they control" */
            if (several && !(is && is->kind == IR_SEL_ALL))    /* not all of them at once ("those players") */
                return cg_unsupported(u, np, "a pronoun for each of several players"), -1;
            return pronoun_sel(u, np);
        }
        if ((meaning_word(np) == FX_W_ENCHANTED || meaning_word(np) == FX_W_EQUIPPED) && u->in_ability) {
            int host = cg_new_sel(u, np), me;
            if (host < 0 || (me = cg_new_sel(u, np)) < 0)
                return -1;
            ctx_call(u, "cardrt_sel_source", NULL, (LLVMValueRef[]){ i32(u, me) }, 1);
            ctx_call(u, "cardrt_sel_related", NULL,
                     (LLVMValueRef[]){ i32(u, host), i32(u, me), i32(u, CARDRT_REL_ATTACHED_TO) }, 3);
            return host;
        }
        return cg_unsupported(u, np, "this pronoun"), -1;
    }
    case N_POSSESSIVE: {    /* as its card IR selection says: "its controller", "their hand" */
        const ir_sel *is = cg_ir_sel_at(u, np);
        int zone = is && is->kind == IR_SEL_ZONE ? cg_rt_zone(is->in) : -1;
        int rel = !is ? -1 : is->kind == IR_SEL_CONTROLLER ? CARDRT_REL_CONTROLLER
                : is->kind == IR_SEL_OWNER ? CARDRT_REL_OWNER : -1;
        if (!is)
            return cg_no_ir_in(u, np, "this possessive"), -1;
        if (zone < 0 && rel < 0)
            return cg_unsupported(u, np, "this possessive"), -1;
        /* the players (objects) it is of: its owner's words' own selection */
        int of = cg_sel_of(u, np->a);
        if (of < 0 || (s = cg_new_sel(u, np)) < 0)
            return -1;
        if (zone >= 0) {        /* "their hand", "target player's graveyard": every card in it */
            ctx_call(u, "cardrt_sel_objects", NULL,
                     (LLVMValueRef[]){ i32(u, s), LLVMConstNull(u->cg->ptr), i32(u, CARDRT_IN(zone)) }, 3);
            ctx_call(u, "cardrt_sel_keep_controlled", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, of), cg_i1(u->cg, true) }, 3);
            return s;
        }
        ctx_call(u, "cardrt_sel_related", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, of), i32(u, rel) }, 3);
        return s;
    }
    case N_LIST: {          /* as its card IR selection says: either of them, or all (`and`) */
        const ir_sel *is = cg_ir_sel_at(u, np);
        if (is && is->kind == IR_SEL_EITHER)
            return either_sel(u, np);
        if (!is || is->kind != IR_SEL_AND)  /* ("that player or that planeswalker's controller": one) */
            return cg_unsupported(u, np, "a choice between things"), -1;
        if ((s = cg_new_sel(u, np)) < 0)
            return -1;
        for (const node *i = np->a; i; i = i->next) {
            int part = cg_sel_of(u, i);
            if (part < 0)
                return -1;
            ctx_call(u, "cardrt_sel_add", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, part) }, 2);
        }
        return s;
    }
    case N_OBJECT: {
        bool opponents;
        const node *q = ir_players_who_control(np, &opponents);
        if (q)
            return players_who_control(u, np, q, opponents);
        if (ir_the_chosen_player(np)) {     /* the player chosen for the source as it entered */
            if ((s = cg_new_sel(u, np)) < 0)
                return -1;
            ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_WHO_CHOSEN) }, 2);
            return s;
        }
        if (meaning_det_is_set(meaning_det(np)) && !np->b && !np->c && cg_names_players(np) && !ir_several_players(np))
            return cg_described_players(u, np);     /* "each opponent with no cards in hand" */
        int who = cg_players_who(np);
        /* "Whenever a player casts a spell, each other player ...": other
         * than that player, not yet */
        if (who >= 0 && ir_np_other(np) && u->event && u->event->a && !cg_is_you(u->event->a)
            && (cg_names_players(u->event->a) || ir_enchanted_player(u->c, u->event->a)))
            return cg_unsupported(u, np, "'each other player' after another player"), -1;
        if (who >= 0) {
            if ((s = cg_new_sel(u, np)) < 0)
                return -1;
            ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, who) }, 2);
            return s;
        }
        if (meaning_det(np) == FX_DET_TOP) {        /* "the top two cards of your library" */
            const node *of = np->b && np->b->a && !np->b->a->next && np->b->a->kind == N_PREP ? np->b->a->a : NULL;
            const node *f = np->a;
            bool cards = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && !f->b && f->a->a->a
                         && f->a->a->a->a && f->a->a->a->a->token == CARD && !f->a->a->a->a->next;
            if (!of || of->kind != N_POSSESSIVE || !of->b || of->b->token != LIBRARY || !cards)
                return cg_unsupported(u, np, "this part of a library"), -1;
            LLVMValueRef n = np->c ? cg_amount(u, np->c) : i32(u, 1);
            int p = n ? cg_sel_of(u, of->a) : -1;
            if (p < 0 || (s = cg_new_sel(u, np)) < 0)
                return -1;
            ctx_call(u, "cardrt_sel_top", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, p), n }, 3);
            return s;
        }
        if (ir_dealt_damage_this_way(np)) {
            /* "Each creature dealt damage this way attacks this turn if able", "A creature dealt
             * damage this way can't be regenerated this turn" (no choice: each one it was dealt
             * to, CR 120.3): of the objects the damage just before was dealt to, those the rest
             * of NP describes (lower_select.c) */
            if (u->last_verb != FX_VERB_DEAL_DAMAGE && u->rule_after != FX_VERB_DEAL_DAMAGE)
                return cg_unsupported(u, np, "'dealt damage this way' after this"), -1;
            node filt, plain;
            ir_leave_out(u->arena, np, np->a->b->a, &filt, &plain);
            return cg_this_way_sel(u, np, &plain, "cardrt_sel_dealt", false);
        }
        if (!cg_is_set(np))
            return cg_unsupported(u, np, "choosing an object"), -1;
        const node *plain = NULL;
        if (u->in_ability && ir_exiled_with_linked(u->arena, u->c, np, &plain) >= 0) {
            /* "Return each creature card exiled with ~ ...": of what the linked ability exiled (CR 607.2a) */
            const ir_sel *is = cg_ir_sel_at(u, np);
            LLVMValueRef fits = is && is->kind == IR_SEL_LINKED && is->filter ? cg_ir_affects_now_fn(u, is->filter, plain)
                                                                              : cg_affects_now_fn(u, plain);
            if (!fits || (s = cg_new_sel(u, np)) < 0)
                return -1;
            ctx_call(u, "cardrt_sel_exiled_by", NULL, (LLVMValueRef[]){ i32(u, s) }, 1);
            ctx_call(u, "cardrt_sel_keep", NULL, (LLVMValueRef[]){ i32(u, s), fits }, 2);
            return s;
        }
        if (np->c)
            return cg_unsupported(u, np->c, "a number of objects"), -1;
        u->relational = true;
        LLVMValueRef which = cg_affects_now_fn(u, np);
        u->relational = false;
        if (!which || (s = cg_new_sel(u, np)) < 0)
            return -1;
        unsigned zones = cg_zones(u, np, 0);
        if (!zones)
            return cg_unsupported(u, np, "cards without their zone"), -1;
        ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, s), which, i32(u, zones) }, 3);
        cg_other_than_named(u, np, s);
        return cg_keep_related(u, np, s) ? s : -1;
    }
    default:            /* a target or player lowering gave no selection: its refusal of the ability */
        return cg_no_ir_in(u, np, "an action on this"), -1;
    }
}

void cg_other_than_named(unit *u, const node *np, int s)
{
    if (np->kind == N_OBJECT && ir_filter_other_than_event(cg_ir_filter(u, np->a))) {
        /* "each other creature" of "deals damage to a blocking creature": not
         * the objects the event names (lower_select.c's other_than_event) */
        int e = cg_new_sel(u, np);
        if (e < 0)
            return;
        static const int roles[] = { CARDRT_EVENT_OBJECT, CARDRT_EVENT_SOURCE, CARDRT_EVENT_TARGET };
        for (unsigned i = 0; i < sizeof roles / sizeof *roles; i++)
            ctx_call(u, "cardrt_sel_event", NULL, (LLVMValueRef[]){ i32(u, e), i32(u, roles[i]) }, 2);
        ctx_call(u, "cardrt_sel_remove", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, e) }, 2);
        return;
    }
    if (u->in_ability || !ir_np_other(np))
        return;
    /* the selections words named, not those a choice was made from */
    for (unsigned i = 0; i < u->nbound; i++)
        if (u->bound[i].sel >= 0 && u->bound[i].sel < s)     /* (not CG_SEL_EACH_DONE) */
            ctx_call(u, "cardrt_sel_remove", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, u->bound[i].sel) }, 2);
}

/* The selection holding what NP names, made the first time it is needed. */
int cg_choose_player(unit *u, const node *np, int who)
{
    int s = bound_sel(u, np);
    if (s >= 0)
        return s;
    int all = cg_new_sel(u, np);
    if (all < 0 || (s = cg_new_sel(u, np)) < 0)
        return -1;
    ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, all), i32(u, who) }, 2);
    ctx_call(u, "cardrt_sel_choose", NULL,
             (LLVMValueRef[]){ i32(u, s), i32(u, all), i32(u, 1), cg_cstring(u, cg_text(u, np->range)) }, 4);
    cg_bind(u, np, s);
    return s;
}

int cg_sel_of(unit *u, const node *np)
{
    if (!np)
        return cg_unsupported(u, NULL, "an action on nothing"), -1;
    int s = bound_sel(u, np);
    if (s >= 0)
        return s;
    if (s == CG_SEL_EACH_DONE)
        return cg_unsupported(u, np, "a pronoun for each one counted, after them"), -1;
    s = sel_of_uncached(u, np);
    if (s >= 0)
        cg_bind(u, np, s);
    return s;
}

LLVMValueRef cg_any_player(unit *u, const node *np, LLVMValueRef (*attempt)(unit *, const void *), const void *arg)
{
    codegen *cg = u->cg;
    int cand, s;
    if ((cand = cg_new_sel(u, np)) < 0 || (s = cg_new_sel(u, np)) < 0)
        return NULL;
    int who = ir_any_player_of(np) == IR_WHO_OPPONENT ? CARDRT_WHO_OPPONENTS : CARDRT_WHO_EACH;
    ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, cand), i32(u, who) }, 2);   /* in turn order */
    cg_bind(u, np, s);
    LLVMValueRef i = cg_entry_alloca(u, cg->i32, "any.i", NULL);
    LLVMValueRef did = cg_entry_alloca(u, cg->i1, "any.did", NULL);
    LLVMBuildStore(u->b, i32(u, 0), i);     /* here: asked again for each one (cg_for_each_one) */
    LLVMBuildStore(u->b, cg_i1(cg, false), did);
    LLVMBasicBlockRef loop = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "any.loop");
    LLVMBasicBlockRef ask = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "any.ask");
    LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "any.next");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "any.done");
    LLVMBuildBr(u->b, loop);
    LLVMPositionBuilderAtEnd(u->b, loop);
    LLVMValueRef n = LLVMBuildLoad2(u->b, cg->i32, i, "n");
    LLVMValueRef has = ctx_call(u, "cardrt_sel_nth", cg->i1, (LLVMValueRef[]){ i32(u, s), i32(u, cand), n }, 3);
    LLVMBuildCondBr(u->b, has, ask, done);
    LLVMPositionBuilderAtEnd(u->b, ask);
    LLVMValueRef yes = attempt(u, arg);
    if (!yes)
        return NULL;
    LLVMBuildStore(u->b, yes, did);
    LLVMBuildCondBr(u->b, yes, done, next);
    LLVMPositionBuilderAtEnd(u->b, next);
    LLVMBuildStore(u->b, LLVMBuildAdd(u->b, n, i32(u, 1), ""), i);
    LLVMBuildBr(u->b, loop);
    LLVMPositionBuilderAtEnd(u->b, done);
    return LLVMBuildLoad2(u->b, cg->i1, did, "any.yes");
}

/* The players an action's subject names: the controller when there is none. */
/* "its controller", "enchanted creature's controller": the player that
 * possessive names; "its owner" too for PRONOUN "that player" ("those
 * players"), not "that opponent", which is no owner but one named as such
 * before ("target permanent an opponent controls"). */
static bool is_player_of(const node *np, const node *pronoun)
{
    const node *w = ir_single_word(pronoun->a);
    return np->kind == N_POSSESSIVE && np->b && np->b->kind == N_WORD
           && (np->b->token == CONTROLLER || (np->b->token == OWNER && w && w->token == PLAYER));
}

bool cg_subject_names_players(const unit *u, const node *np)
{
    fx_more most;
    return cg_names_players(np) || np->kind == N_POSSESSIVE || meaning_most_player(u->c, np, &most)
           || (np->kind == N_PRONOUN && np->refers
               && (cg_names_players(np->refers) || ir_enchanted_player(u->c, np->refers)
                   || ir_one_of_players(np->refers)     /* "that player" after "one of your opponents" */
                   || is_player_of(np->refers, np)));       /* "Search its controller's library ... Then that player shuffles.",
                                                         * "Return target permanent to its owner's hand. Then that
                                                         * player discards a card." */
}

int cg_subject_players(unit *u, const node *a)
{
    if (!a->a)          /* no subject: you (a new selection, bound to no words) */
        return players_sel(u, a, CARDRT_WHO_YOU);
    /* "That player or that planeswalker's controller discards two cards":
     * whichever the one thing named is (ir_player_or_controller) */
    bool players = a->a->kind != N_LIST ? cg_subject_names_players(u, a->a) : ir_player_or_controller(a->a) != NULL;
    if (a->a->kind == N_LIST && meaning_word(a->a) == FX_W_AND) {  /* "you and target opponent each draw a card" */
        players = true;
        for (const node *i = a->a->a; i; i = i->next)
            players &= i->kind != N_LIST && cg_subject_names_players(u, i) && !ir_several_players(i);
    }
    if (!players)
        return cg_unsupported(u, a->a, "this subject"), -1;
    /* "Each opponent discards a card. That player loses 1 life.": all of
     * them again (an `all` lowering shares with those words, or `each` of
     * it), the selection those words made (or that selection, made now) */
    const ir_sel *again = a->a->kind == N_PRONOUN && ir_several_players(a->a) ? cg_ir_sel_at(u, a->a) : NULL;
    if (again && again->kind == IR_SEL_EACH)
        again = again->of;
    if (again && again->kind == IR_SEL_ALL)
        return cg_ir_words_sel(u, again);
    return cg_sel_of(u, a->a);
}

const node *cg_up_to(const node *np)
{
    const node *c = np && np->kind == N_OBJECT ? np->c : NULL;
    return c && c->kind == N_COMPARE && meaning_word(c) == FX_W_LE ? c->a : NULL;
}

bool cg_any_number(const node *np)
{
    const node *c = np && np->kind == N_OBJECT ? np->c : NULL;
    return c && c->kind == N_AMOUNT && meaning_amount(c) == FX_AMT_ANY_NUMBER;
}

/* The test of what NP describes as the set of cg_chosen: "another creature
 * card" of "Return a creature card from your graveyard ..., then return
 * another creature card": its card IR filter but its `except`, the objects
 * an earlier instruction acted on, which cg_other_than_named takes out of
 * the set (CR 608.2c); of another NP, cg_affects_now_fn's. */
static LLVMValueRef chosen_affects_fn(unit *u, const node *np)
{
    const ir_filter *f = np->kind == N_OBJECT ? cg_ir_filter(u, np->a) : NULL;
    if (!f || !f->except || f->except->kind != IR_SEL_SAME || u->in_ability || !ir_np_other(np))
        return cg_affects_now_fn(u, np);
    ir_filter rest = *f;
    rest.except = NULL;
    bool was = u->item_x;
    u->item_x = was || u->ctx_arg;      /* as cg_affects_now_fn */
    LLVMValueRef fn = cg_ir_affects_fn(u, &rest);
    u->item_x = was;
    return fn;
}

/* "Return a creature card from your graveyard": the controller chooses N of
 * what NP describes in ZONES ("... at random": N of them at random). */
int cg_chosen(unit *u, const node *np, unsigned zones, LLVMValueRef n, bool at_random)
{
    LLVMValueRef which = chosen_affects_fn(u, np);
    int all, s;
    if (!which || (all = cg_new_sel(u, np)) < 0 || (s = cg_new_sel(u, np)) < 0)
        return -1;
    ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, all), which, i32(u, zones) }, 3);
    cg_other_than_named(u, np, all);    /* "then return another creature card": not the one named before */
    bool up_to = cg_up_to(np) || cg_any_number(np);
    if (at_random && up_to)
        return cg_unsupported(u, np->c, "up to a number at random"), -1;
    if (at_random)
        ctx_call(u, "cardrt_sel_random", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, all), n }, 3);
    else
        ctx_call(u, up_to ? "cardrt_sel_choose_up_to" : "cardrt_sel_choose", NULL,
                 (LLVMValueRef[]){ i32(u, s), i32(u, all), n, cg_cstring(u, cg_text(u, np->range)) }, 4);
    cg_bind(u, np, s);
    return s;
}

int cg_this_way_sel(unit *u, const node *np, const node *test, const char *getter, bool named)
{
    /* the objects dealt damage: those of lowering's `dealt` selection's filter ("creature") */
    const ir_sel *is = cg_ir_sel_at(u, np);
    bool dealt = is && is->kind == IR_SEL_DEALT && is->filter;
    LLVMValueRef which = dealt ? cg_ir_affects_now_fn(u, is->filter, test) : cg_affects_now_fn(u, test);
    int s = which ? cg_new_sel(u, np) : -1;
    if (s < 0)
        return -1;
    ctx_call(u, getter, NULL, (LLVMValueRef[]){ i32(u, s) }, 1);
    ctx_call(u, "cardrt_sel_keep", NULL, (LLVMValueRef[]){ i32(u, s), which }, 2);
    if (named)
        cg_bind(u, np, s);
    return s;
}

int cg_dealt_this_way(unit *u, const node *np)
{
    node filt = *np->a, plain = *np;    /* the description without "dealt damage this way" */
    filt.b = NULL;
    plain.a = &filt;
    plain.text = NULL;
    return cg_this_way_sel(u, np, &plain, "cardrt_sel_dealt", false);
}
