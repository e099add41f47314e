/* cg_irfilter.c — descriptions compiled from the card IR (cg.h).
 *
 * The filter lowering made of a description (ir_filter, docs/ir.md) as a
 * test on an object id: its alternatives of traits, its controller and
 * owner, "another", its comparisons and keywords, and the qualifiers that
 * relate the object to the ability's source.  A field the code generator
 * cannot compile yet is refused at the description, naming it; none is
 * ignored.  cg_filter.c still reads other descriptions from their words. */

#include "cg_filter_int.h"
#include "cg_fx.h"

/* The player a lowered filter's controller (owner) names (IR_WHO_NONE: any,
 * or players a selection names, IR_CTRL_SEL and IR_CTRL_DEFENDING_EACH,
 * which the callers test themselves or refuse). */
static ir_who controller_who(ir_controller c)
{
    static const ir_who who[] = { [IR_CTRL_ANY] = IR_WHO_NONE, [IR_CTRL_YOU] = IR_WHO_YOU,
                                  [IR_CTRL_OPPONENT] = IR_WHO_OPPONENT, [IR_CTRL_NOT_YOU] = IR_WHO_OPPONENT,
                                  [IR_CTRL_DEFENDING] = IR_WHO_DEFENDING, [IR_CTRL_SEL] = IR_WHO_NONE,
                                  [IR_CTRL_DEFENDING_EACH] = IR_WHO_NONE };
    return who[c];
}

LLVMValueRef cg_controller_is(unit *u, LLVMValueRef p, ir_controller c)
{
    ir_who who = controller_who(c);
    return who != IR_WHO_NONE ? cg_player_is(u, p, who) : cg_i1(u->cg, true);
}

/* F's field WHAT that the code generator cannot compile yet: refused at F. */
static LLVMValueRef refuse_field(unit *u, const ir_filter *f, const char *what)
{
    cg_unsupported_at(u, f->range, arena_printf(u->arena, "the %s of this description", what));
    return NULL;
}

/* F's field WHAT naming a player the code generator cannot say: refused
 * at F; or, in an ability lowering refused (whose target slots the IR
 * does not hold), what lowering refused in it. */
static LLVMValueRef refuse_player(unit *u, const ir_filter *f, const char *what)
{
    for (const ir_refusal *r = u->ir ? u->ir->refused : NULL; r; r = r->next)
        if (r->ability.begin <= f->range.begin && f->range.end <= r->ability.end && r->what)
            return cg_unsupported_at(u, r->range, r->what), NULL;
    return refuse_field(u, f, what);
}

/* A status trait of lowering's own ("damaged_this_turn", "enchanted") on
 * OBJ: the runtime's test of it; NULL (T is no such status) otherwise. */
static LLVMValueRef status_test(unit *u, LLVMValueRef obj, const ir_trait *t)
{
    static const char *const tests[] = {
        [IR_STATUS_DAMAGED_THIS_TURN] = "cardrt_object_damaged_this_turn",     /* CR 120.3 */
        [IR_STATUS_ENTERED_THIS_TURN] = "cardrt_entered_this_turn",
        [IR_STATUS_ATTACKED_THIS_TURN] = "cardrt_attacked_this_turn",          /* CR 508.1 */
        [IR_STATUS_BLOCKED_THIS_TURN] = "cardrt_blocked_this_turn",            /* CR 509.1 */
        [IR_STATUS_FROM_BATTLEFIELD_THIS_TURN] = "cardrt_put_from_battlefield_this_turn",
        [IR_STATUS_ADVENTURER] = "cardrt_has_adventure",                       /* CR 715 */
    };
    ir_status st = ir_trait_status(t);
    LLVMValueRef r;
    if (st == IR_STATUS_NONE)
        return NULL;
    if (st == IR_STATUS_DEALT_DAMAGE_THIS_TURN) {     /* to anything (CR 120.1) */
        LLVMValueRef d[] = { cg_game(u), obj, cg_i32(u->cg, CARDRT_REF_NONE), cg_i32(u->cg, 0) };
        r = cg_call(u, "cardrt_damage_dealt", u->cg->i1, d, 4);
    } else if (st == IR_STATUS_ENCHANTED || st == IR_STATUS_EQUIPPED) {    /* an Aura (Equipment) attached (CR 303.4, 301.5) */
        LLVMValueRef n[] = { cg_game(u), obj, cg_cstring(u, st == IR_STATUS_ENCHANTED ? "Aura" : "Equipment") };
        r = LLVMBuildICmp(u->b, LLVMIntSGT, cg_call(u, "cardrt_attachments", u->cg->i32, n, 3), cg_i32(u->cg, 0), "");
    } else {
        r = cg_call(u, tests[st], u->cg->i1, (LLVMValueRef[]){ cg_game(u), obj }, 2);
    }
    return t->negated ? LLVMBuildNot(u->b, r, "") : r;
}

/* The test of trait T on OBJ; *WHO is set for a trait that names players. */
static LLVMValueRef trait_test(unit *u, LLVMValueRef obj, const ir_trait *t, const ir_filter *f, ir_who *who)
{
    if (t->kind == IR_TRAIT_STATUS) {
        LLVMValueRef r = status_test(u, obj, t);
        if (r)
            return r;
        ir_word w = ir_trait_word(t);
        if (w.kind == IR_WORD_UNKNOWN)
            return refuse_field(u, f, arena_printf(u->arena, "status '%s'", t->word ? t->word : "?"));
    }
    return cg_word_emit(u, obj, ir_trait_word(t), f->range, who);
}

/* The runtime's value of characteristic STAT ("power") of OBJ, now or as
 * it last was (u->last_known); NULL for another. */
static LLVMValueRef stat_of(unit *u, LLVMValueRef obj, const char *stat)
{
    static const char *const now[] = { [IR_STAT_POWER] = "cardrt_power", [IR_STAT_TOUGHNESS] = "cardrt_toughness",
                                       [IR_STAT_MANA_VALUE] = "cardrt_mana_value" };
    static const int stats[] = { [IR_STAT_POWER] = CARDRT_STAT_POWER, [IR_STAT_TOUGHNESS] = CARDRT_STAT_TOUGHNESS,
                                 [IR_STAT_MANA_VALUE] = CARDRT_STAT_MANA_VALUE };
    ir_stat s = ir_stat_named(stat);
    if (s != IR_STAT_POWER && s != IR_STAT_TOUGHNESS && s != IR_STAT_MANA_VALUE)
        return NULL;
    if (u->last_known)
        return cg_call(u, "cardrt_last_stat", u->cg->i32, (LLVMValueRef[]){ cg_game(u), obj, cg_i32(u->cg, stats[s]) }, 3);
    return cg_call(u, now[s], u->cg->i32, (LLVMValueRef[]){ cg_game(u), obj }, 2);
}

/* The counters of kind C->counter (NULL: any kind) on OBJ. */
static LLVMValueRef counters_of(unit *u, LLVMValueRef obj, const ir_compare *c)
{
    codegen *cg = u->cg;
    LLVMValueRef a[] = { cg_game(u), obj, c->counter ? cg_cstring(u, c->counter) : LLVMConstNull(cg->ptr) };
    return u->last_known ? cg_call(u, "cardrt_last_counter_count", cg->i32, a, 3)
         : c->counter    ? cg_call(u, "cardrt_counter_count", cg->i32, a, 3)
                         : cg_call(u, "cardrt_counters_on", cg->i32, a, 2);
}

/* The pronoun of the card's words at AT under N ("that spell"), or NULL. */
static const node *pronoun_at(const node *n, src_range at)
{
    for (; n; n = n->next) {
        if (n->kind == N_PRONOUN && n->range.begin == at.begin && n->range.end == at.end)
            return n;
        const node *in = n->range.begin <= at.begin && at.end <= n->range.end ? n : NULL;
        const node *p = in ? pronoun_at(n->a, at) : NULL;
        p = p ? p : in ? pronoun_at(n->b, at) : NULL;
        if ((p = p ? p : in ? pronoun_at(n->c, at) : NULL))
            return p;
    }
    return NULL;
}

/* The part of the trigger event (cg_event_role) the selection S of the
 * event names ("that spell" after "Whenever you cast a spell": its object),
 * found by the pronoun of its words; -1 for none, or no such pronoun
 * ("with lesser power", whose `event` is the trigger's subject,
 * lower_compare). */
static int event_role(const unit *u, const ir_sel *s)
{
    const node *p = NULL;
    for (const ability *ab = u->c->abilities; ab && !p; ab = ab->next) {
        p = pronoun_at(ab->ast, s->range);
        for (const ability *m = ab->modes; m && !p; m = m->next)
            p = pronoun_at(m->ast, s->range);
    }
    return p && p->refers ? cg_event_role(u->event, p->refers) : -1;
}

/* The object of the trigger event that S names ("that spell", "it": the
 * event's object, event_role; an `event` no pronoun says, the trigger's
 * subject), of the ability whose trigger is tested (cardrt_item_event: -1
 * for none), or NULL where S names no such object. */
static LLVMValueRef event_object(unit *u, const ir_sel *s)
{
    if (!s || (s->kind != IR_SEL_EVENT && s->kind != IR_SEL_EVENT_TO) || !u->event || u->ctx_arg)
        return NULL;
    int role = event_role(u, s);
    if (role >= 0 ? role != CARDRT_EVENT_OBJECT : s->kind != IR_SEL_EVENT)
        return NULL;
    return cg_call(u, "cardrt_item_event", u->cg->i32,
                   (LLVMValueRef[]){ cg_game(u), cg_i32(u->cg, CARDRT_EVENT_OBJECT) }, 2);
}

/* The one object S names as a test can ask with no effect resolving: the
 * ability's own object, what this Aura or Equipment is attached to (0:
 * none; not in a set that keeps its own relations, u->relational, whose
 * "it" may be the creature this was attached to before it was sacrificed),
 * the object of the trigger event (event_object); NULL for another. */
static LLVMValueRef referent(unit *u, const ir_sel *s)
{
    if (s && s->kind == IR_SEL_SELF)
        return cg_src(u);
    if (s && s->kind == IR_SEL_ATTACHED && !u->ctx_arg && !u->relational)
        return cg_query(u, "cardrt_attached_to", cg_src(u));
    return event_object(u, s);
}

/* Does the set being built keep only the objects related to what S names
 * ("each creature that player controls", "cards in their graveyard", "Auras
 * attached to it": u->relational, cg_keep_related), so that its test need
 * not?  Not for the one object or player a test names itself (the source,
 * you, what this is attached to, the chosen player, the monarch). */
static bool kept_by_effect(const unit *u, const ir_sel *s)
{
    if (!u->relational || !s)
        return false;
    switch (s->kind) {
    case IR_SEL_ATTACHED:       /* "it" of "other creatures that share a creature type with it" (u->kept) */
        for (unsigned i = 0; i < u->nkept; i++)
            if (u->kept[i].begin == s->range.begin && u->kept[i].end == s->range.end)
                return true;
        return false;
    case IR_SEL_SELF: case IR_SEL_YOU: case IR_SEL_CHOSEN_PLAYER: case IR_SEL_MONARCH:
        return false;
    default:
        return true;
    }
}

/* Do A and B name the same players ("each opponent" and the "they" of
 * "each opponent sacrifices a creature they control": one of them at a
 * time, `each`)? */
static bool same_players(const ir_sel *a, const ir_sel *b)
{
    a = a && a->kind == IR_SEL_EACH ? a->of : a;
    b = b && b->kind == IR_SEL_EACH ? b->of : b;
    if (!a || !b || a->kind != b->kind)
        return false;
    switch (a->kind) {
    case IR_SEL_TARGET:
        return a->slot == b->slot;
    case IR_SEL_EVENT: case IR_SEL_YOU:
        return true;
    case IR_SEL_ALL:            /* of the same words */
        return a->range.begin == b->range.begin && a->range.end == b->range.end;
    default:
        return a == b;
    }
}

/* Does S name the players of the sacrifice whose test is being built
 * (u->sacrificer), each of whom chooses among the permanents they control
 * (CR 701.21a): "each opponent sacrifices a creature with the greatest
 * power among creatures that player controls"? */
static bool sacrificers(const unit *u, const ir_sel *s)
{
    return u->sacrificer && !u->ctx_arg && same_players(s, u->sacrificer);
}

/* The amount A a description compares a number with, as the test is made:
 * a constant; a power (toughness, mana value) of the ability's own object
 * ("with power less than ~'s power") or of the trigger event's object as it
 * last was ("that creature's power"); the number of objects a filter
 * accepts; the greatest power (toughness, mana value) among them ("with the
 * greatest power among creatures on the battlefield"); another amount
 * cg_ir_amount compiles (the counters of a kind on ~ as it last was, "equal
 * to the number of charge counters on ~", or the controller has; X; a
 * die's result; ...); with OWN, the greatest among those OBJ's controller
 * controls, of a sacrifice's "among creatures they control"
 * (sacrificers); NULL for another (reported only if it failed). */
static LLVMValueRef amount_value(unit *u, LLVMValueRef obj, const ir_amount *a, bool own)
{
    static const int stats[] = { [IR_STAT_POWER] = CARDRT_STAT_POWER, [IR_STAT_TOUGHNESS] = CARDRT_STAT_TOUGHNESS,
                                 [IR_STAT_MANA_VALUE] = CARDRT_STAT_MANA_VALUE };
    codegen *cg = u->cg;
    if (a->kind == IR_AMOUNT_CONST)
        return cg_i32(cg, a->value);
    bool self = a->of && a->of->kind == IR_SEL_SELF;
    if (a->kind == IR_AMOUNT_STAT && self && a->stat) {
        bool was = u->last_known;
        u->last_known = true;       /* the source as it is, or last was once it has left (CR 608.2h) */
        LLVMValueRef v = stat_of(u, cg_src(u), a->stat);
        u->last_known = was;
        return v;
    }
    if (a->kind == IR_AMOUNT_COUNT && a->of && a->of->kind == IR_SEL_ALL && a->of->filter) {
        LLVMValueRef n = cg_ir_count(u, a->of->filter);
        return n ? LLVMBuildMul(u->b, n, cg_i32(cg, a->value), "") : NULL;
    }
    if (a->kind == IR_AMOUNT_STAT && a->stat && event_object(u, a->of)) {
        /* "with that spell's mana value": the trigger event's object as it is or last was (CR 608.2h) */
        ir_stat st = ir_stat_named(a->stat);
        if (st != IR_STAT_POWER && st != IR_STAT_TOUGHNESS && st != IR_STAT_MANA_VALUE)
            return NULL;
        LLVMValueRef ev = event_object(u, a->of);
        return cg_call(u, "cardrt_last_stat", cg->i32, (LLVMValueRef[]){ cg_game(u), ev, cg_i32(cg, stats[st]) }, 3);
    }
    if (a->kind == IR_AMOUNT_STAT && a->of && a->of->kind == IR_SEL_YOU && ir_amount_is_life(a))
        return cg_player_stat(u, "cardrt_life", cg_you(u));     /* "your life total" */
    ir_stat s = a->kind == IR_AMOUNT_GREATEST && a->stat ? ir_stat_named(a->stat) : IR_STAT_NONE;
    const ir_filter *among = a->of && a->of->kind == IR_SEL_ALL && !a->per ? a->of->filter : NULL;
    if (s == IR_STAT_NONE && cg_ir_amount_compiles(u, a))     /* X, a die's result, ... (cg_amount.c) */
        return cg_ir_amount(u, a);
    if ((s != IR_STAT_POWER && s != IR_STAT_TOUGHNESS && s != IR_STAT_MANA_VALUE) || !among
        || cg_rt_zone(among->zone) < 0)
        return NULL;
    /* "Exile a creature with the greatest power among creatures target
     * opponent controls": one of theirs, which no comparison says */
    if (among->controller == IR_CTRL_SEL && !own)
        return NULL;
    LLVMValueRef which = cg_ir_affects_fn(u, among);
    if (which && own) {
        LLVMValueRef theirs[] = { cg_game(u), cg_src(u), which, cg_i32(cg, stats[s]), cg_query(u, "cardrt_controller", obj) };
        return cg_call(u, "cardrt_greatest_controlled", cg->i32, theirs, 5);
    }
    LLVMValueRef args[] = { cg_game(u), cg_src(u), which, cg_i32(cg, (int)CARDRT_IN(cg_rt_zone(among->zone))),
                            cg_i32(cg, stats[s]) };
    return which ? cg_call(u, "cardrt_greatest", cg->i32, args, 5) : NULL;
}

/* amount_value of A, compared with OBJ's number: the players of a sacrifice
 * keep their own objects in the greatest among those they control only;
 * another amount ("the number of lands they control") is of every
 * player's, which no test here keeps to theirs (refused). */
static LLVMValueRef amount_of(unit *u, LLVMValueRef obj, const ir_amount *a)
{
    const ir_filter *among = a->kind == IR_AMOUNT_GREATEST && a->of && a->of->kind == IR_SEL_ALL && !a->per
                             ? a->of->filter : NULL;
    bool own = among && among->controller == IR_CTRL_SEL && sacrificers(u, among->controlled_by);
    const ir_sel *sacrificer = u->sacrificer;
    if (!own)
        u->sacrificer = NULL;
    LLVMValueRef v = amount_value(u, obj, a, own);
    u->sacrificer = sacrificer;
    return v;
}

/* One comparison C of F on OBJ ("with power 2 or less", "with a +1/+1
 * counter on it"), or either of it and its `or` ("with power or toughness
 * 1 or less"): a number compared with a constant. */
static LLVMValueRef compare_test(unit *u, LLVMValueRef obj, const ir_compare *c, const ir_filter *f)
{
    static const LLVMIntPredicate preds[] = {
        [IR_CMP_EQ] = LLVMIntEQ, [IR_CMP_LE] = LLVMIntSLE, [IR_CMP_GE] = LLVMIntSGE,
        [IR_CMP_LT] = LLVMIntSLT, [IR_CMP_GT] = LLVMIntSGT,
    };
    ir_cmp op = ir_cmp_named(c->op);
    LLVMValueRef v = ir_compare_counts_counters(c) ? counters_of(u, obj, c) : stat_of(u, obj, c->stat);
    if (ir_compare_total_pt(c)) {   /* "with total power and toughness 5 or less" */
        LLVMValueRef power = stat_of(u, obj, "power");
        v = LLVMBuildAdd(u->b, power, stat_of(u, obj, "toughness"), "");
    }
    LLVMValueRef than = op != IR_CMP_NONE && v && c->value ? amount_of(u, obj, c->value) : NULL;
    if (!than)
        return u->failed ? NULL : refuse_field(u, f, "comparison");
    LLVMValueRef r = LLVMBuildICmp(u->b, preds[op], v, than, "");
    LLVMValueRef ev = c->value->kind == IR_AMOUNT_STAT ? event_object(u, c->value->of) : NULL;
    if (ev)         /* no event object: none */
        r = LLVMBuildAnd(u->b, r, LLVMBuildICmp(u->b, LLVMIntSGE, ev, cg_i32(u->cg, 0), ""), "");
    LLVMValueRef other = c->or ? compare_test(u, obj, c->or, f) : NULL;
    return !c->or ? r : other ? LLVMBuildOr(u->b, r, other, "") : NULL;
}

/* OBJ has the keyword KEYWORD of F's `with`: a keyword ability with a
 * cost ("with cycling", "with a kicker ability"; CR 702.29, 702.33) as the
 * runtime says of its card, another as its keyword bit does. */
static LLVMValueRef with_test(unit *u, LLVMValueRef obj, const char *keyword, const ir_filter *f)
{
    static const int kinds[] = { [IR_KA_CYCLING] = CARDRT_KA_CYCLING, [IR_KA_KICKER] = CARDRT_KA_KICKER,
                                 [IR_KA_FLASHBACK] = CARDRT_KA_FLASHBACK, [IR_KA_MORPH] = CARDRT_KA_MORPH };
    ir_kw_ability ka = ir_kw_ability_named(keyword);
    uint64_t kw = cg_keyword_bit(keyword);
    if (ka == IR_KA_CYCLING || ka == IR_KA_KICKER || ka == IR_KA_FLASHBACK || ka == IR_KA_MORPH)
        return cg_call(u, "cardrt_has_keyword_ability", u->cg->i1, (LLVMValueRef[]){ cg_game(u), obj, cg_i32(u->cg, kinds[ka]) }, 3);
    return kw ? cg_has_keyword(u, obj, kw) : refuse_field(u, f, "keyword");
}

/* OBJ is the object selection S of F names, as a test can ask with no
 * effect resolving (referent); NULL after refusing F's WHAT. */
static LLVMValueRef one_object(unit *u, const ir_sel *s, const ir_filter *f, const char *what)
{
    LLVMValueRef one = referent(u, s);
    return one ? one : refuse_field(u, f, what);
}

/* OBJ, a spell, was cast from the zone F's `cast_from` names (CR 601.2a),
 * with `cast_from_owner` one its owner's ("from your graveyard": a card you
 * own). */
static LLVMValueRef cast_from_test(unit *u, LLVMValueRef obj, const ir_filter *f)
{
    codegen *cg = u->cg;
    int from = cg_rt_zone(ir_zone_named(f->cast_from));
    if (from < 0 || (f->cast_from_owner != IR_CTRL_ANY && f->cast_from_owner != IR_CTRL_YOU))
        return refuse_field(u, f, "'cast from'");
    LLVMValueRef at = cg_entry_alloca(u, cg->i32, "cast.from", NULL);
    LLVMValueRef none = LLVMConstNull(cg->ptr);
    LLVMValueRef cast = cg_call(u, "cardrt_cast_info", cg->i1, (LLVMValueRef[]){ cg_game(u), obj, at, none, none }, 5);
    LLVMValueRef r = LLVMBuildAnd(u->b, cast, LLVMBuildICmp(u->b, LLVMIntEQ, LLVMBuildLoad2(u->b, cg->i32, at, ""),
                                                             cg_i32(cg, from), ""), "");
    if (f->cast_from_owner == IR_CTRL_YOU)
        r = LLVMBuildAnd(u->b, r, cg_player_is(u, cg_query(u, "cardrt_owner", obj), IR_WHO_YOU), "");
    return r;
}

/* OBJ's relations to other objects and players that F says (lower_qual.c):
 * its name, what was chosen for the source, its mana cost, damage, the
 * cards exiled with the source, blocks; true where F says none. */
static LLVMValueRef relations_test(unit *u, LLVMValueRef obj, const ir_filter *f)
{
    codegen *cg = u->cg;
    LLVMValueRef r = cg_i1(cg, true);
    if (f->named) {             /* "named ~", "not named ~" (CR 201.2) */
        LLVMValueRef n = cg_call(u, "cardrt_has_name", cg->i1, (LLVMValueRef[]){ cg_game(u), obj, cg_cstring(u, f->named) }, 3);
        r = cg_all(u, r, f->not_named ? LLVMBuildNot(u->b, n, "") : n);
    }
    if (f->chosen_type || f->not_chosen_type) {     /* "of the chosen type" (nothing chosen: none is) */
        LLVMValueRef t = cg_has_chosen_type(u, obj);
        r = cg_all(u, r, f->not_chosen_type ? LLVMBuildNot(u->b, t, "") : t);
    }
    if (f->chosen_color) {
        LLVMValueRef c = cg_query(u, "cardrt_chosen_color", cg_src(u));
        r = cg_all(u, r, LLVMBuildICmp(u->b, LLVMIntNE, LLVMBuildAnd(u->b, cg_query(u, "cardrt_colors", obj), c, ""),
                                       cg_i32(cg, 0), ""));
    }
    if (f->chosen_name)
        r = cg_all(u, r,
                   cg_call(u, "cardrt_has_chosen_name", cg->i1, (LLVMValueRef[]){ cg_game(u), cg_src(u), obj }, 3));
    if (f->cost_symbol)         /* "with {X} in its mana cost" (CR 107.3) */
        r = cg_all(u, r, cg_call(u, "cardrt_mana_cost_has", cg->i1,
                                 (LLVMValueRef[]){ cg_game(u), obj, cg_cstring(u, f->cost_symbol) }, 3));
    if (f->exiled_with) {       /* "exiled with ~": by its abilities (CR 607.2a) */
        if (f->exiled_with->kind != IR_SEL_SELF)
            return refuse_field(u, f, "'exiled with'");
        r = cg_all(u, r, cg_call(u, "cardrt_exiled_with", cg->i1, (LLVMValueRef[]){ cg_game(u), cg_src(u), obj }, 3));
    }
    if (f->damaged_by) {        /* "dealt damage by ~ this turn" (CR 120.1) */
        LLVMValueRef by = one_object(u, f->damaged_by, f, "'dealt damage by'");
        LLVMValueRef d[] = { cg_game(u), by, cg_i32(cg, CARDRT_REF_OBJECT), obj };
        r = by ? cg_all(u, r, cg_call(u, "cardrt_damage_dealt", cg->i1, d, 4)) : NULL;
    }
    if (r && f->dealt_damage_to) {  /* "that dealt damage to you this turn" */
        if (f->dealt_damage_to->kind != IR_SEL_YOU)
            return refuse_field(u, f, "'dealt damage to'");
        LLVMValueRef d[] = { cg_game(u), obj, cg_i32(cg, CARDRT_REF_PLAYER), cg_query(u, "cardrt_controller", cg_src(u)) };
        r = cg_all(u, r, cg_call(u, "cardrt_damage_dealt", cg->i1, d, 4));
    }
    if (r && f->cast_from)      /* "spell cast from a graveyard" (CR 601.2a) */
        r = cg_all(u, r, cast_from_test(u, obj, f));
    if (r && f->single_target)  /* "with a single target" (Rules FAQ 1.1) */
        r = cg_all(u, r,
                   LLVMBuildICmp(u->b, LLVMIntEQ, cg_query(u, "cardrt_spell_target_count", obj), cg_i32(cg, 1), ""));
    return r;
}

/* OBJ shares what F says (a color, a creature type, a card type) with the
 * ability's own object, with what this Aura or Equipment is attached to
 * (0: none, which shares nothing), or with some object a filter accepts
 * ("with a creature you control": an object other than OBJ); none of those
 * where F says `not_shares`. */
static LLVMValueRef shares_test(unit *u, LLVMValueRef obj, const ir_filter *f)
{
    codegen *cg = u->cg;
    ir_shared shared = ir_filter_shared(f);
    int how = shared == IR_SHARED_COLOR ? CARDRT_SHARES_COLOR
            : shared == IR_SHARED_CREATURE_TYPE ? CARDRT_SHARES_CREATURE_TYPE : CARDRT_SHARES_CARD_TYPE;
    const ir_sel *s = f->shares_with;
    const ir_filter *among = s->kind == IR_SEL_ALL ? s->filter : NULL;
    LLVMValueRef r, one = s->kind == IR_SEL_EVENT || s->kind == IR_SEL_EVENT_TO ? event_object(u, s) : NULL;
    if (kept_by_effect(u, s) && !among && !f->not_shares)
        return cg_i1(cg, true);
    if (one) {                  /* "that shares a color with that creature" of the event */
        r = cg_call(u, "cardrt_related", cg->i1, (LLVMValueRef[]){ cg_game(u), obj, one, cg_i32(cg, how) }, 4);
    } else if (among && cg_rt_zone(among->zone) >= 0) {
        LLVMValueRef fn = cg_ir_affects_fn(u, among);
        LLVMValueRef a[] = { cg_game(u), cg_src(u), obj, fn, cg_i32(cg, (int)CARDRT_IN(cg_rt_zone(among->zone))),
                             cg_i32(cg, how) };
        r = fn ? cg_call(u, "cardrt_related_exists", cg->i1, a, 6) : NULL;
    } else if (f->not_shares || (s->kind != IR_SEL_SELF && (s->kind != IR_SEL_ATTACHED || u->ctx_arg))) {
        return refuse_field(u, f, "'shares'");
    } else if (s->kind == IR_SEL_SELF && how == CARDRT_SHARES_CREATURE_TYPE) {
        r = cg_call(u, "cardrt_shares_creature_type", cg->i1, (LLVMValueRef[]){ cg_game(u), obj, cg_src(u) }, 3);
    } else if (s->kind == IR_SEL_SELF) {
        const char *fn = how == CARDRT_SHARES_COLOR ? "cardrt_colors" : "cardrt_types";
        LLVMValueRef both = LLVMBuildAnd(u->b, cg_query(u, fn, obj), cg_query(u, fn, cg_src(u)), "");
        r = LLVMBuildICmp(u->b, LLVMIntNE, both, cg_i32(cg, 0), "");
    } else {
        LLVMValueRef host = cg_query(u, "cardrt_attached_to", cg_src(u));
        r = cg_call(u, "cardrt_related", cg->i1, (LLVMValueRef[]){ cg_game(u), obj, host, cg_i32(cg, how) }, 4);
    }
    return r && f->not_shares ? LLVMBuildNot(u->b, r, "") : r;
}

/* OBJ, a spell, targets an object or player of S ("that targets ~", "that
 * targets you or a creature you control": either part, CR 115.1). */
static LLVMValueRef targets_test(unit *u, LLVMValueRef obj, const ir_sel *s, const ir_filter *f)
{
    codegen *cg = u->cg;
    if (s->kind == IR_SEL_AND) {
        LLVMValueRef r = cg_i1(cg, false);
        for (unsigned i = 0; i < s->nparts && r; i++) {
            LLVMValueRef one = targets_test(u, obj, s->parts[i], f);
            r = one ? LLVMBuildOr(u->b, r, one, "") : NULL;
        }
        return r;
    }
    if (s->kind == IR_SEL_SELF)
        return cg_call(u, "cardrt_spell_targets_object", cg->i1, (LLVMValueRef[]){ cg_game(u), obj, cg_src(u) }, 3);
    if (s->kind == IR_SEL_YOU)
        return cg_call(u, "cardrt_spell_targets_player", cg->i1,
                       (LLVMValueRef[]){ cg_game(u), obj, cg_query(u, "cardrt_controller", cg_src(u)) }, 3);
    const ir_filter *of = s->kind == IR_SEL_ALL ? s->filter : NULL;
    const ir_alt *one = of ? of->any_of : NULL;
    if (one && !one->next && one->ntraits == 1 && one->traits[0].kind == IR_TRAIT_PLAYER && !one->traits[0].word
        && ir_filter_only_traits(of) && !of->controller)    /* "that targets a player": any of them */
        return cg_call(u, "cardrt_spell_targets_a_player", cg->i1, (LLVMValueRef[]){ cg_game(u), obj }, 2);
    LLVMValueRef fn = of ? cg_ir_affects_fn(u, of) : NULL;
    if (fn)
        return cg_call(u, "cardrt_spell_targets_any", cg->i1, (LLVMValueRef[]){ cg_game(u), cg_src(u), obj, fn }, 4);
    return of ? NULL : refuse_field(u, f, "'that targets'");
}

/* OBJ blocks, is blocked by, or is banded with the ability's own object,
 * as F's `block` says (CR 509.1h, 702.22c). */
static LLVMValueRef block_test(unit *u, LLVMValueRef obj, const ir_filter *f)
{
    ir_block how = ir_filter_block(f);
    if (kept_by_effect(u, f->block_with))   /* "each creature blocking it" (that creature) */
        return cg_i1(u->cg, true);
    if (!f->block_with || f->block_with->kind != IR_SEL_SELF || how == IR_BLOCK_NONE)
        return refuse_field(u, f, "'blocking'");
    return cg_block_test(u, obj, how);
}

/* The target slots TS, or those of an ability or mode in IA (in quotes,
 * reflexive, of its instructions IN too), one of which F is the filter of;
 * NULL if none is. */
static const ir_target *slots_of_in(const ir_instr *in, const ir_filter *f);

static const ir_target *slots_with(const ir_target *ts, const ir_filter *f)
{
    for (const ir_target *t = ts; t; t = t->next)
        if (t->filter == f)
            return ts;
    return NULL;
}

static const ir_target *slots_of(const ir_ability *ia, const ir_filter *f)
{
    const ir_target *ts = NULL;
    for (; ia && !ts; ia = ia->next)
        if (!(ts = slots_with(ia->targets, f)) && !(ts = slots_of(ia->modes, f)))
            ts = slots_of_in(ia->body, f);
    return ts;
}

static const ir_target *slots_of_in(const ir_instr *in, const ir_filter *f)
{
    const ir_target *ts = NULL;
    for (; in && !ts; in = in->next)
        if (!(ts = slots_with(in->targets, f)) && !(ts = slots_of_in(in->then, f)) && !(ts = slots_of_in(in->otherwise, f)))
            ts = slots_of(in->ability, f);
    return ts;
}

static const ir_ability *ability_around_in(const ir_instr *in, src_range r);

/* The innermost ability (or mode: its paragraph is none of the modal
 * ability's words) of IA and those after it whose words hold the words R:
 * the one whose effect a description at R is part of. */
static const ir_ability *ability_around(const ir_ability *ia, src_range r)
{
    for (; ia; ia = ia->next) {
        bool holds = ia->range.begin <= r.begin && r.end <= ia->range.end;
        const ir_ability *inner = ability_around(ia->modes, r);
        inner = inner ? inner : holds ? ability_around_in(ia->body, r) : NULL;
        if (inner || holds)
            return inner ? inner : ia;
    }
    return NULL;
}

static const ir_ability *ability_around_in(const ir_instr *in, src_range r)
{
    const ir_ability *ia = NULL;
    for (; in && !ia; in = in->next)
        if (!(ia = ability_around(in->ability, r)) && !(ia = ability_around_in(in->then, r)))
            ia = ability_around_in(in->otherwise, r);
    return ia;
}

/* The target slots of the card's ability one of which F is the filter of,
 * else of the ability whose effect F describes objects of ("Target
 * opponent chooses a creature they control"); NULL if none. */
static const ir_target *card_slots(const unit *u, const ir_filter *f)
{
    const ir_target *ts = u->ir ? slots_of(u->ir->abilities, f) : NULL;
    ts = ts ? ts : u->ir ? slots_of(u->ir->granted, f) : NULL;
    const ir_ability *ia = ts || !u->ir || f->range.end <= f->range.begin ? NULL
                         : ability_around(u->ir->abilities, f->range);
    ia = ia || ts || !u->ir || f->range.end <= f->range.begin ? ia : ability_around(u->ir->granted, f->range);
    return ts ? ts : ia ? ia->targets : NULL;
}

/* The runtime's index of the target slot S names (IR_SEL_TARGET: the
 * slot of the targets whose filter F is), in a target's legality test as
 * the spell or ability on the stack is asked about
 * (cardrt_item_target_player: the player it targets, or the controller of
 * the object it targets); one target only; -1 for another. */
static int item_slot(const unit *u, const ir_sel *s, const ir_filter *f)
{
    const ir_target *t = NULL;
    if (s && s->kind == IR_SEL_TARGET && u->item_x && !u->ctx_arg) {
        int k = 0;
        for (t = card_slots(u, f); t && k < s->slot; t = t->next)
            k++;
    }
    for (unsigned i = 0; t && i < u->nslots; i++)
        if (u->slot[i]->max == 1 && cg_slot_in_mode(u, i) && u->slot[i]->range.begin == t->range.begin
            && u->slot[i]->range.end == t->range.end)
            return (int)i;
    return -1;
}

/* The one player selection S names, as a test can ask with no effect
 * resolving: the player chosen for the source, the monarch (none: no one),
 * the player this Aura is attached to ("enchanted player controls", CR
 * 303.4), the defending player, another target's player, or the controller of the object another
 * target is ("target creature that player controls" after "target
 * opponent"; "that player or that planeswalker's controller"); NULL for
 * another (none reported). */
static LLVMValueRef one_player(unit *u, const ir_sel *s, const ir_filter *f)
{
    codegen *cg = u->cg;
    const ir_sel *t = s->kind == IR_SEL_CONTROLLER ? s->of
                    : s->kind == IR_SEL_AND && s->nparts == 2 && s->parts[1]->kind == IR_SEL_CONTROLLER
                      && s->parts[1]->of && s->parts[1]->of->kind == IR_SEL_TARGET && s->parts[0]->kind == IR_SEL_TARGET
                      && s->parts[0]->slot == s->parts[1]->of->slot ? s->parts[0] : s;
    int slot = item_slot(u, t, f);
    if (slot >= 0)
        return cg_call(u, "cardrt_item_target_player", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_i32(cg, slot) }, 2);
    switch (s->kind) {
    case IR_SEL_CHOSEN_PLAYER:
        return cg_chosen_player(u);
    case IR_SEL_MONARCH:
        return cg_call(u, "cardrt_monarch", cg->i32, (LLVMValueRef[]){ cg_game(u) }, 1);
    case IR_SEL_ATTACHED:
        return cg_call(u, "cardrt_enchanted_player", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
    case IR_SEL_DEFENDING:      /* "defending player chooses a creature they control" */
        return cg_query(u, "cardrt_defending_player_of", cg_src(u));
    default:
        return NULL;
    }
}

/* OBJ's controller is the player F's `controlled_by` selects (one_player);
 * true for a player the set being built keeps itself (kept_by_effect: a
 * trigger event's player, cardrt.h's CARDRT_BY_*) and for the players of
 * the sacrifice being built, who each sacrifice their own (sacrificers). */
static LLVMValueRef controlled_by_test(unit *u, LLVMValueRef ctrl, const ir_filter *f)
{
    if (kept_by_effect(u, f->controlled_by) || sacrificers(u, f->controlled_by))
        return cg_i1(u->cg, true);
    LLVMValueRef p = f->controlled_by ? one_player(u, f->controlled_by, f) : NULL;
    return p ? LLVMBuildICmp(u->b, LLVMIntEQ, ctrl, p, "") : refuse_player(u, f, "controller");
}

/* OBJ is not what F's `except` names: the ability's own object, what this
 * Aura or Equipment is attached to, an object a filter accepts; true for the objects a trigger's event
 * names (lower_select.c's other_than_event: cg_trigger.c and cg_select.c
 * keep them out). */
static LLVMValueRef except_test(unit *u, LLVMValueRef obj, const ir_filter *f)
{
    if (ir_filter_other_than_event(f))
        return cg_i1(u->cg, true);
    if (f->except->kind == IR_SEL_ALL && f->except->filter) {    /* "except for lands" */
        LLVMValueRef is = cg_ir_object_test(u, obj, f->except->filter);
        return is ? LLVMBuildNot(u->b, is, "") : NULL;
    }
    if (kept_by_effect(u, f->except))   /* "other creatures that share a color with it" */
        return cg_i1(u->cg, true);
    LLVMValueRef not = one_object(u, f->except, f, "exception");
    return not ? LLVMBuildICmp(u->b, LLVMIntNE, obj, not, "") : NULL;
}

/* OBJ has the same name as the card exiled with the source's linked ability
 * (CR 607.2a), or as some object a filter accepts (other than OBJ). */
static LLVMValueRef same_name_test(unit *u, LLVMValueRef obj, const ir_filter *f)
{
    codegen *cg = u->cg;
    const ir_sel *s = f->same_name_as;
    if (s->kind == IR_SEL_LINKED && !u->ctx_arg)
        return cg_call(u, "cardrt_named_as_exiled_by", cg->i1, (LLVMValueRef[]){ cg_game(u), cg_src(u), obj }, 3);
    const ir_filter *among = s->kind == IR_SEL_ALL ? s->filter : NULL;
    LLVMValueRef one = among ? NULL : referent(u, s);
    if (one)
        return cg_call(u, "cardrt_related", cg->i1, (LLVMValueRef[]){ cg_game(u), obj, one, cg_i32(cg, CARDRT_SAME_NAME) }, 4);
    if (kept_by_effect(u, s) && !among)
        return cg_i1(cg, true);
    if (!among || cg_rt_zone(among->zone) < 0)
        return refuse_field(u, f, "'with the same name'");
    LLVMValueRef fn = cg_ir_affects_fn(u, among);
    LLVMValueRef a[] = { cg_game(u), cg_src(u), obj, fn, cg_i32(cg, (int)CARDRT_IN(cg_rt_zone(among->zone))),
                         cg_i32(cg, CARDRT_SAME_NAME) };
    return fn ? cg_call(u, "cardrt_related_exists", cg->i1, a, 6) : NULL;
}

/* OBJ is attached to what F's `attached_to` names (CR 301.5, 303.4): the
 * ability's own object, an object a filter accepts, or one the set being
 * built keeps itself ("Auras attached to it", kept_by_effect). */
static LLVMValueRef attached_to_test(unit *u, LLVMValueRef obj, const ir_filter *f)
{
    const ir_sel *s = f->attached_to;
    if (kept_by_effect(u, s))
        return cg_i1(u->cg, true);
    LLVMValueRef on = cg_query(u, "cardrt_attached_to", obj);     /* 0: nothing */
    if (s->kind == IR_SEL_SELF)
        return LLVMBuildICmp(u->b, LLVMIntEQ, on, cg_src(u), "");
    if (s->kind != IR_SEL_ALL || !s->filter)
        return refuse_field(u, f, "'attached to'");
    LLVMValueRef is = cg_ir_object_test(u, on, s->filter);
    return is ? LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntNE, on, cg_i32(u->cg, 0), ""), is, "") : NULL;
}

/* OBJ attacks what F's `attacking` names (CR 506.3): you (and with
 * `attacking_walkers` a planeswalker you control, CR 506.2), the player
 * this Aura is attached to ("attacking enchanted player", -1: none), or
 * the same player or planeswalker as the ability's own object. */
static LLVMValueRef attacking_test(unit *u, LLVMValueRef obj, const ir_filter *f)
{
    codegen *cg = u->cg;
    const ir_sel *s = f->attacking;
    if (s->kind == IR_SEL_ATTACKED && s->of && s->of->kind == IR_SEL_SELF)
        return cg_call(u, "cardrt_attacks_same", cg->i1, (LLVMValueRef[]){ cg_game(u), obj, cg_src(u) }, 3);
    LLVMValueRef p = s->kind == IR_SEL_YOU ? cg_query(u, "cardrt_controller", cg_src(u))
                   : s->kind == IR_SEL_ATTACHED ? cg_query(u, "cardrt_enchanted_player", cg_src(u)) : NULL;
    if (!p)
        return refuse_field(u, f, "'attacking'");
    if (f->attacking_walkers)
        return cg_call(u, "cardrt_attacks_player_or_walker", cg->i1, (LLVMValueRef[]){ cg_game(u), obj, p }, 3);
    return LLVMBuildICmp(u->b, LLVMIntEQ, cg_query(u, "cardrt_attacked_player", obj), p, "");
}

/* OBJ's controller and owner are as F says: each of `controller` and
 * `owner`, or with `owner_or_controller` either ("you own or control"); a
 * cost's "you control" the runtime's, who pays (u->paying, CR 602.2);
 * its owner one of the players the set being built keeps itself
 * ("artifacts target player owns", kept_by_effect). */
static LLVMValueRef whose_test(unit *u, LLVMValueRef obj, const ir_filter *f)
{
    codegen *cg = u->cg;
    ir_who ctrl = controller_who(f->controller), owner = controller_who(f->owner);
    /* an object that left the battlefield, of an event: its controller as it last was there (CR 603.10a) */
    LLVMValueRef controller = f->controller ? cg_query(u, u->look_back ? "cardrt_last_controller" : "cardrt_controller", obj)
                                            : NULL;
    LLVMValueRef controls = ctrl != IR_WHO_NONE && !(u->paying && ctrl == IR_WHO_YOU)
                            ? cg_player_is(u, controller, ctrl) : NULL;     /* NULL: any */
    if (f->controller == IR_CTRL_SEL && !(controls = controlled_by_test(u, controller, f)))
        return NULL;
    LLVMValueRef owns = owner != IR_WHO_NONE   /* "you own", "you don't own" (CR 108.3) */
                        ? cg_player_is(u, cg_query(u, "cardrt_owner", obj), owner) : NULL;
    if (f->owner == IR_CTRL_SEL && !kept_by_effect(u, f->owned_by))
        return refuse_field(u, f, "owner");
    if (!controls || !owns)
        return controls ? controls : owns ? owns : cg_i1(cg, true);
    return (f->owner_or_controller ? LLVMBuildOr : LLVMBuildAnd)(u->b, controls, owns, "");
}

/* The fields of F no compile here reads yet: the first one F says, or
 * NULL.  (A target slot's `chosen_by`, who chooses, is no test of the
 * object: cg_ability.c's.) */
static const char *uncompiled_field(const ir_filter *f)
{
    return f->controls ? "'who controls'" : f->holds ? "'who'" : f->answered ? "answer"
         : f->moved_none ? "'who can't'" : f->cast_nth ? "'the first spell'"
         : f->controller == IR_CTRL_DEFENDING_EACH ? "defending player of each" : NULL;
}

static LLVMValueRef zone_owner_test(unit *u, LLVMValueRef obj, const ir_filter *f);

/* Some alternative of the lowered filter F accepts OBJ, and the rest of F
 * does but its zones (the caller's; ZONES: a target's, zone_owner_test);
 * *PLAYERS as traits naming players ("opponent") say, of the alternatives
 * that name players. */
static LLVMValueRef ir_objects_test(unit *u, LLVMValueRef obj, const ir_filter *f, LLVMValueRef *players,
                                    bool zones)
{
    codegen *cg = u->cg;
    const char *field = uncompiled_field(f);
    if (field)
        return refuse_field(u, f, field);
    if (!f->any_of)
        return cg_unsupported_at(u, f->range, "this description"), NULL;
    LLVMValueRef objs = cg_i1(cg, false);
    for (const ir_alt *alt = f->any_of; alt; alt = alt->next) {
        LLVMValueRef ok = cg_i1(cg, true);
        ir_who who = IR_WHO_NONE;
        for (unsigned i = 0; i < alt->ntraits && ok; i++) {
            ir_who one = IR_WHO_NONE;
            ok = cg_all(u, ok, trait_test(u, obj, &alt->traits[i], f, &one));
            if (one != IR_WHO_NONE && alt->ntraits > 1)
                return cg_unsupported_at(u, f->range, "objects and players together"), NULL;
            who = one;
        }
        if (!ok)
            return NULL;
        bool permanent = false;
        for (unsigned i = 0; i < alt->ntraits; i++)
            permanent |= alt->traits[i].kind == IR_TRAIT_PERMANENT;
        if (u->spell_or_permanent && !permanent && who == IR_WHO_NONE)     /* the spell: on the stack */
            ok = LLVMBuildAnd(u->b, ok, LLVMBuildICmp(u->b, LLVMIntEQ, cg_query(u, "cardrt_zone_of", obj),
                                                      cg_i32(cg, CARDRT_STACK), ""), "");
        if (who != IR_WHO_NONE)
            *players = LLVMBuildOr(u->b, *players, cg_player_is(u, obj, who), "");
        else
            objs = LLVMBuildOr(u->b, objs, ok, "");
    }
    if (f->zone == IR_ZONE_STACK && !u->spell_or_permanent) {
        /* a spell is never a land: on the stack, or a card that would be one once cast ("a spell
         * from among them", CR 305.9) */
        ir_who none = IR_WHO_NONE;
        objs = LLVMBuildAnd(u->b, objs, cg_word_emit(u, obj, (ir_word){ .kind = IR_WORD_SPELL }, f->range, &none), "");
    }
    if (f->controller || f->owner)
        objs = cg_all(u, objs, whose_test(u, obj, f));
    if (objs && f->other)
        objs = LLVMBuildAnd(u->b, objs, LLVMBuildICmp(u->b, LLVMIntNE, obj, cg_src(u), ""), "");
    for (const ir_compare *c = f->compares; c && objs; c = c->next)
        objs = cg_all(u, objs, compare_test(u, obj, c, f));
    for (unsigned i = 0; i < f->nwith && objs; i++)       /* "with flying", "with cycling" */
        objs = cg_all(u, objs, with_test(u, obj, f->with[i], f));
    if (objs && f->shares_with)
        objs = cg_all(u, objs, shares_test(u, obj, f));
    if (objs && f->targets)
        objs = cg_all(u, objs, targets_test(u, obj, f->targets, f));
    if (objs && f->block)
        objs = cg_all(u, objs, block_test(u, obj, f));
    if (objs && f->except)
        objs = cg_all(u, objs, except_test(u, obj, f));
    if (objs && f->same_name_as)
        objs = cg_all(u, objs, same_name_test(u, obj, f));
    if (objs && !zones && (f->zone_owner == IR_CTRL_SEL || f->and_exile))   /* a target's: the caller's */
        objs = cg_all(u, objs, zone_owner_test(u, obj, f));
    if (objs && f->attached_to)
        objs = cg_all(u, objs, attached_to_test(u, obj, f));
    if (objs && f->attacking)
        objs = cg_all(u, objs, attacking_test(u, obj, f));
    return objs ? cg_all(u, objs, relations_test(u, obj, f)) : NULL;
}

/* The zones a target F describes may be in, as the runtime's bits (0: the
 * battlefield alone); "target spell or permanent" (a `permanent`
 * alternative in the stack's filter: a permanent is on the battlefield, CR
 * 110.1) both. */
static unsigned target_zones(const ir_filter *f, bool *spell_or_permanent)
{
    *spell_or_permanent = false;
    for (const ir_alt *a = f->zone == IR_ZONE_STACK ? f->any_of : NULL; a; a = a->next)
        for (unsigned i = 0; i < a->ntraits; i++)
            *spell_or_permanent |= a->traits[i].kind == IR_TRAIT_PERMANENT && !a->traits[i].negated;
    int z = cg_rt_zone(f->zone);
    return z < 0 || f->zone == IR_ZONE_BATTLEFIELD ? 0
         : CARDRT_IN(z) | (f->and_exile ? CARDRT_IN(CARDRT_EXILE) : 0)
           | (*spell_or_permanent ? CARDRT_IN(CARDRT_BATTLEFIELD) : 0);
}

/* OBJ, a card in a zone other than the battlefield, is in the zone of the
 * player F's `zone_owner` names: one it owns (CR 404.1, 400.3), a target's
 * player's ("target card from that player's graveyard" after "target
 * player"; one_player), the controller's of what this is attached to;
 * in exile too, any card there, with `and_exile`; true for a player the set
 * being built keeps itself (kept_by_effect). */
static LLVMValueRef zone_owner_test(unit *u, LLVMValueRef obj, const ir_filter *f)
{
    codegen *cg = u->cg;
    if (f->zone == IR_ZONE_BATTLEFIELD || f->zone_owner == IR_CTRL_ANY)
        return cg_i1(cg, true);
    LLVMValueRef owner = cg_query(u, "cardrt_owner", obj), r;
    ir_who whose = controller_who(f->zone_owner);
    if (f->zone_owner != IR_CTRL_SEL) {
        r = cg_player_is(u, owner, whose);
    } else if (kept_by_effect(u, f->zone_owned_by)) {
        r = cg_i1(cg, true);
    } else if (f->zone_owned_by && f->zone_owned_by->kind == IR_SEL_CONTROLLER && f->zone_owned_by->of
               && f->zone_owned_by->of->kind == IR_SEL_ATTACHED && !u->ctx_arg) {
        /* "cards in its controller's graveyard" (what this is attached to; none: no one's, CR 404.1) */
        LLVMValueRef host = cg_query(u, "cardrt_attached_to", cg_src(u));
        r = LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntNE, host, cg_i32(cg, 0), ""),
                         LLVMBuildICmp(u->b, LLVMIntEQ, owner, cg_query(u, "cardrt_controller", host), ""), "");
    } else {
        LLVMValueRef p = f->zone_owned_by ? one_player(u, f->zone_owned_by, f) : NULL;
        if (!p)
            return refuse_player(u, f, "zone's owner");
        r = LLVMBuildICmp(u->b, LLVMIntEQ, owner, p, "");
    }
    if (f->and_exile)       /* "in exile and in your graveyard" */
        r = LLVMBuildOr(u->b, r, LLVMBuildICmp(u->b, LLVMIntEQ, cg_query(u, "cardrt_zone_of", obj),
                                               cg_i32(cg, CARDRT_EXILE), ""), "");
    return r;
}

LLVMValueRef cg_ir_target_legal_fn(unit *u, const ir_filter *f, unsigned *zones)
{
    bool both;
    *zones = target_zones(f, &both);
    if (f->zone == IR_ZONE_ANY)
        return cg_unsupported_at(u, f->range, "a target card without its zone"), NULL;
    cg_legal_parts p;
    cg_legal_begin(u, &p);
    LLVMValueRef players = cg_i1(u->cg, false);
    bool was = u->spell_or_permanent;
    u->spell_or_permanent = both;
    LLVMValueRef objs = ir_objects_test(u, p.id, f, &players, true);
    u->spell_or_permanent = was;
    objs = objs ? cg_all(u, objs, zone_owner_test(u, p.id, f)) : NULL;
    const ir_target *t = card_slots(u, f);
    while (t && t->filter != f)
        t = t->next;
    if (objs && t && t->another)    /* "another target creature": not the card either */
        objs = LLVMBuildAnd(u->b, objs, LLVMBuildICmp(u->b, LLVMIntNE, p.id, cg_src(u), ""), "");
    return cg_legal_end(u, &p, objs, players);
}

LLVMValueRef cg_ir_legal_fn(unit *u, const ir_filter *f)
{
    if (f->zone != IR_ZONE_BATTLEFIELD)
        return cg_unsupported_at(u, f->range, "a target card without its zone"), NULL;
    unsigned zones;
    return cg_ir_target_legal_fn(u, f, &zones);
}

LLVMValueRef cg_ir_ref_test(unit *u, LLVMValueRef id, LLVMValueRef kind, const ir_filter *f)
{
    codegen *cg = u->cg;
    LLVMValueRef players = cg_i1(cg, false);
    LLVMValueRef objs = ir_objects_test(u, id, f, &players, false);
    if (!objs)
        return NULL;
    LLVMValueRef is_obj = LLVMBuildICmp(u->b, LLVMIntEQ, kind, cg_i32(cg, CARDRT_REF_OBJECT), "");
    LLVMValueRef is_player = LLVMBuildICmp(u->b, LLVMIntEQ, kind, cg_i32(cg, CARDRT_REF_PLAYER), "");
    return LLVMBuildOr(u->b, LLVMBuildAnd(u->b, is_obj, objs, ""), LLVMBuildAnd(u->b, is_player, players, ""), "");
}

LLVMValueRef cg_ir_object_test(unit *u, LLVMValueRef obj, const ir_filter *f)
{
    LLVMValueRef players = cg_i1(u->cg, false);
    LLVMValueRef r = ir_objects_test(u, obj, f, &players, false);
    for (const ir_alt *alt = f->any_of; alt && r; alt = alt->next)
        for (unsigned i = 0; i < alt->ntraits && r; i++)
            if (alt->traits[i].kind == IR_TRAIT_PLAYER)
                r = (cg_unsupported_at(u, f->range, "players where objects are meant"), NULL);
    return r;
}

LLVMValueRef cg_ir_affects_fn(unit *u, const ir_filter *f)
{
    cg_saved save;
    cg_begin_fn(u, u->cg->affects_ty, "cardc.affects", &save);
    LLVMValueRef obj = LLVMGetParam(u->fn, 2);
    LLVMValueRef r = cg_ir_object_test(u, obj, f);
    ir_who whose = f->zone == IR_ZONE_BATTLEFIELD ? IR_WHO_NONE : controller_who(f->zone_owner);
    if (r && whose != IR_WHO_NONE)      /* "your library": a card you own (CR 108.3) */
        r = LLVMBuildAnd(u->b, r, cg_player_is(u, cg_query(u, "cardrt_owner", obj), whose), "");
    LLVMValueRef fn = cg_end_fn(u, r ? r : cg_i1(u->cg, false), &save);
    return r && !u->failed ? fn : NULL;
}

/* The legality of a slot whose lowered filter F names abilities on the
 * stack ("target activated or triggered ability you control", "target
 * spell, activated ability, or triggered ability"; CR 113.7a of the current
 * rules): the kinds it takes in *ABILITIES (the runtime tests them), their
 * controller tested here, and its other alternatives, spells, as
 * ir_objects_test tests objects (in *ZONES, the stack). */
LLVMValueRef cg_ir_abilities_legal_fn(unit *u, const ir_filter *f, unsigned *zones, unsigned *abilities)
{
    codegen *cg = u->cg;
    if (!ir_filter_only_traits(f) || f->other || f->zone != IR_ZONE_STACK || f->controller == IR_CTRL_DEFENDING)
        return cg_unsupported_at(u, f->range, "this description of abilities"), NULL;
    ir_filter spells = *f;      /* its alternatives that are no abilities */
    ir_alt *head = NULL, **tail = &head;
    *abilities = 0;
    for (const ir_alt *a = f->any_of; a; a = a->next) {
        unsigned kinds = a->ntraits == 1 ? ir_trait_abilities(&a->traits[0]) : 0;
        if (kinds) {
            *abilities |= (kinds & 1u << IR_AB_ACTIVATED ? CARDRT_ABILITY_ACTIVATED : 0)
                        | (kinds & 1u << IR_AB_TRIGGERED ? CARDRT_ABILITY_TRIGGERED : 0);
            continue;
        }
        ir_alt *one = arena_alloc(u->arena, sizeof *one);
        *one = *a;
        one->next = NULL;
        *tail = one;
        tail = &one->next;
    }
    spells.any_of = head;
    *zones = head ? CARDRT_IN(CARDRT_STACK) : 0;
    if (f->controller == IR_CTRL_SEL)   /* controlled_by_test tests objects, not abilities */
        return refuse_field(u, f, "controller");
    cg_legal_parts p;
    cg_legal_begin(u, &p);
    LLVMValueRef players = cg_i1(cg, false);
    LLVMValueRef objs = head ? ir_objects_test(u, p.id, &spells, &players, false) : cg_i1(cg, false);
    LLVMValueRef whose = cg_call(u, "cardrt_stack_ability_controller", cg->i32,
                                 (LLVMValueRef[]){ cg_game(u), p.id }, 2);
    LLVMValueRef theirs = cg_controller_is(u, whose, f->controller);
    LLVMValueRef is_ability = LLVMBuildICmp(u->b, LLVMIntEQ, p.kind, cg_i32(cg, CARDRT_REF_ABILITY), "");
    LLVMValueRef r = objs ? LLVMBuildOr(u->b, LLVMBuildOr(u->b, LLVMBuildAnd(u->b, p.is_obj, objs, ""),
                                                          LLVMBuildAnd(u->b, p.is_player, players, ""), ""),
                                        LLVMBuildAnd(u->b, is_ability, theirs, ""), "legal")
                          : NULL;
    LLVMValueRef fn = cg_end_fn(u, r ? r : cg_i1(cg, false), &p.save);
    return r && !u->failed ? fn : NULL;
}

/* ---- copies of descriptions --------------------------------------------------------- */

/* Is the qualifier Q among the N qualifiers (ranges) AT? */
static bool qual_among(const node *q, const src_range *at, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        if (at[i].begin == q->range.begin && at[i].end == q->range.end)
            return true;
    return false;
}

/* The filter lowering made of a copy of the N_FILTER F (a caller's, or
 * lowering's own: meaning_your_choice_of, ir_leave_out, ir_with_relation,
 * ...) with F's alternatives and qualifiers and the qualifiers of the noun
 * phrase's list MORE, the same words; NULL if none. */
const ir_filter *cg_ir_same_words(const unit *u, const node *f, const node *more)
{
    for (const ir_described *d = u->ir && f ? u->ir->described : NULL; d; d = d->next) {
        if (!d->alts || d->alts != f->a || d->filter->range.begin != f->range.begin
            || d->filter->range.end != f->range.end)
            continue;
        unsigned n = 0;
        bool all = true;
        const node *lists[] = { f->b, more };
        for (int l = 0; l < 2; l++)
            for (const node *q = lists[l] ? lists[l]->a : NULL; q; q = q->next, n++)
                all &= qual_among(q, d->quals, d->nquals);
        if (all && n == d->nquals)
            return d->filter;
    }
    return NULL;
}

bool cg_ir_says_whose(const ir_filter *irf, const node *quals, const node *more)
{
    bool zone = false, control = false, own = false;
    const node *lists[] = { quals, more };
    for (int l = 0; l < 2; l++)
        for (const node *q = lists[l] ? lists[l]->a : NULL; q; q = q->next) {
            ir_qual_kind how = ir_qual_of(q);
            bool both = how == IR_QUAL_OWNED_OR_CONTROLLED_BY || how == IR_QUAL_OWNED_AND_CONTROLLED_BY
                        || how == IR_QUAL_NEITHER_OWNED_NOR_CONTROLLED_BY;
            zone |= how == IR_QUAL_IN || how == IR_QUAL_IN_EXILE_AND_GRAVEYARD;
            control |= how == IR_QUAL_CONTROLLED_BY || how == IR_QUAL_NOT_CONTROLLED_BY || both;
            own |= how == IR_QUAL_OWNED_BY || how == IR_QUAL_NOT_OWNED_BY || both;
        }
    return (zone || irf->zone_owner == IR_CTRL_ANY) && (control || irf->controller == IR_CTRL_ANY)
           && (own || irf->owner == IR_CTRL_ANY);
}

/* IRF and the relation Q a caller added to the noun phrase
 * (ir_with_relation of cg_count_with): "attacking" ("Whenever one or more
 * Vampires you control attack", "Whenever ~ and at least two other
 * creatures attack"), "blocked by ~" ("Whenever ~ blocks one or more
 * creatures"), "blocking ~" ("Whenever ~ becomes blocked by one or more
 * Orcs"), in the fields lowering gives those words (lower_relation: the
 * status trait "attacking", `block` with the card itself, CR 506.4,
 * 509.1h); NULL for another relation. */
const ir_filter *cg_ir_related(unit *u, const ir_filter *irf, ir_qual_kind how, src_range at)
{
    if (how == IR_QUAL_ATTACKING) {
        ir_filter *f = arena_alloc(u->arena, sizeof *f);
        *f = *irf;
        ir_alt **tail = &f->any_of;
        for (const ir_alt *a = irf->any_of; a; a = a->next, tail = &(*tail)->next) {
            bool said = false;      /* "one or more attacking creatures": already */
            for (unsigned i = 0; i < a->ntraits; i++)
                said |= ir_trait_word(&a->traits[i]).kind == IR_WORD_ATTACKING && !a->traits[i].negated;
            ir_alt *b = arena_alloc(u->arena, sizeof *b);
            b->ntraits = a->ntraits + !said;
            b->traits = arena_alloc(u->arena, (a->ntraits + 1) * sizeof *b->traits);
            if (a->ntraits)
                memcpy(b->traits, a->traits, a->ntraits * sizeof *a->traits);
            b->traits[a->ntraits] = (ir_trait){ IR_TRAIT_STATUS, "attacking", false };
            *tail = b;
        }
        return f;
    }
    if ((how != IR_QUAL_BLOCKING && how != IR_QUAL_BLOCKED_BY) || irf->block)
        return NULL;
    ir_filter *f = arena_alloc(u->arena, sizeof *f);
    ir_sel *self = arena_alloc(u->arena, sizeof *self);
    *f = *irf;
    *self = (ir_sel){ .kind = IR_SEL_SELF, .range = at, .in = IR_ZONE_ANY };
    f->block = how == IR_QUAL_BLOCKING ? "blocking" : "blocked_by";
    f->block_with = self;
    return f;
}

const ir_filter *cg_ir_with_relation(unit *u, const ir_filter *irf, const node *q)
{
    ir_qual_kind how = ir_qual_of(q);
    const node *host;
    if (how == IR_QUAL_ATTACKING && !q->a)
        return cg_ir_related(u, irf, how, q->range);
    if ((how != IR_QUAL_BLOCKING && how != IR_QUAL_BLOCKED_BY) || ir_qual_host(q, &host) != IR_HOST_SELF)
        return NULL;
    return cg_ir_related(u, irf, how, q->range);
}
