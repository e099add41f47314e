/* cg_ircond.c — the conditions compiled from the card IR (docs/ir.md,
 * `cond`): the results of a flip, a clash, a vote; how a spell was cast
 * (kicked, foretold, escaped, from where); designations of objects and
 * players (monstrous, the monarch, the city's blessing, day and night);
 * the turn's history (CR 700.4); whose turn and which step it is; what a
 * player has (`player`: life, cards in hand, permanents they control); what
 * an object is (`is`: a description, a state, counters, a zone).  WORDS,
 * the clause, names what the IR's selection does not say itself (a target,
 * the player of an event: cg_cond.c). */
#include "cg_cond.h"

/* Choice K of the vote before got more votes than each other choice. */
static LLVMValueRef vote_more(unit *u, unsigned k)
{
    LLVMValueRef more = cg_i1(u->cg, true), votes = cg_votes(u, k);
    unsigned j = 0;
    for (const node *i = u->voted; i; i = i->next, j++)
        if (j != k)
            more = LLVMBuildAnd(u->b, more, LLVMBuildICmp(u->b, LLVMIntSGT, votes, cg_votes(u, j), ""), "");
    return more;
}

/* "was dealt damage this turn" (CR 120.3: life lost to damage or poison
 * counters, the damage prevention left) */
static LLVMValueRef damaged_holds(unit *u, LLVMValueRef p, const void *unused)
{
    (void)unused;
    LLVMValueRef a[] = { cg_game(u), p };
    return cg_call(u, "cardrt_dealt_damage_this_turn", u->cg->i1, a, 2);
}

/* Has player P the city's blessing (CR 702.131 of the current rules)? */
static LLVMValueRef blessing_holds(unit *u, LLVMValueRef p, const void *unused)
{
    (void)unused;
    LLVMValueRef a[] = { cg_game(u), p };
    return cg_call(u, "cardrt_has_city_blessing", u->cg->i1, a, 2);
}

/* Has player P completed a dungeon (CR 309.7 of the current rules)? */
static LLVMValueRef completed_holds(unit *u, LLVMValueRef p, const void *unused)
{
    (void)unused;
    LLVMValueRef n = cg_call(u, "cardrt_dungeons_completed", u->cg->i32, (LLVMValueRef[]){ cg_game(u), p }, 2);
    return LLVMBuildICmp(u->b, LLVMIntSGT, n, cg_i32(u->cg, 0), "");
}

/* Is player P the monarch? */
static LLVMValueRef monarch_holds(unit *u, LLVMValueRef p, const void *unused)
{
    (void)unused;
    return LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_monarch", u->cg->i32, (LLVMValueRef[]){ cg_game(u) }, 1), p, "");
}

/* How many spells of kind K the players PLAYERS (bits) cast this turn or last. */
static LLVMValueRef spells_cast(unit *u, LLVMValueRef players, const spell_kind *k, bool last_turn)
{
    LLVMValueRef a[] = { cg_game(u), players, i32(u, (int)k->types_any), i32(u, (int)k->types_none),
                         i32(u, (int)k->colors_any), k->except_this ? cg_src(u) : i32(u, 0), cg_i1(u->cg, last_turn) };
    return cg_call(u, "cardrt_spells_cast", u->cg->i32, a, 7);
}

/* "if you cast it (from your hand)", "if you cast this spell during your
 * main phase": how this spell, or the permanent it became, was cast (the
 * `cast` condition C, of self). */
static LLVMValueRef cast_holds(unit *u, const ir_condition *c)
{
    codegen *cg = u->cg;
    if (!c->of || c->of->kind != IR_SEL_SELF || (c->from != IR_ZONE_ANY && c->from != IR_ZONE_HAND
                                                  && c->from != IR_ZONE_GRAVEYARD))
        return cg_unsupported_at(u, c->range, "this condition"), NULL;
    bool from_hand = c->from == IR_ZONE_HAND, from_yard = c->from == IR_ZONE_GRAVEYARD, main_phase = c->main_phase;
    LLVMValueRef from = cg_entry_alloca(u, cg->i32, "cast.from", NULL);
    LLVMValueRef when = cg_entry_alloca(u, cg->i32, "cast.step", NULL);
    LLVMValueRef own = cg_entry_alloca(u, cg->i8, "cast.own", NULL);
    LLVMValueRef a[] = { cg_game(u), cg_src(u), from, when, own };
    LLVMValueRef r = cg_call(u, "cardrt_cast_info", cg->i1, a, 5);
    if (from_hand || from_yard)
        r = LLVMBuildAnd(u->b, r, LLVMBuildICmp(u->b, LLVMIntEQ, LLVMBuildLoad2(u->b, cg->i32, from, ""),
                                                i32(u, from_hand ? CARDRT_HAND : CARDRT_GRAVEYARD), ""), "");
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

/* Was the spell OBJ, or the permanent it became, cast with OPTION
 * (cardrt_cast_options): kicked, foretold, escaped? */
static LLVMValueRef cast_option(unit *u, LLVMValueRef obj, int option)
{
    LLVMValueRef a[] = { cg_game(u), obj };
    LLVMValueRef opts = cg_call(u, "cardrt_cast_options", u->cg->i32, a, 2);
    LLVMValueRef bit = LLVMBuildAnd(u->b, opts, i32(u, option), "");
    return LLVMBuildICmp(u->b, LLVMIntNE, bit, i32(u, 0), "kicked");
}

/* "if it was kicked" (a `kicked` condition of another object than this
 * one: a target spell, the spell of the event): CR 702.33d. */
LLVMValueRef cg_kicked_test(unit *u, LLVMValueRef obj, const void *unused)
{
    (void)unused;
    return cast_option(u, obj, CARDRT_PLAY_KICKED);
}

/* "is monstrous", "is renowned" (CR 701.37b, 702.112b of the current rules). */
static LLVMValueRef monstrous_test(unit *u, LLVMValueRef obj, const void *unused)
{
    (void)unused;
    return cg_call(u, "cardrt_is_monstrous", u->cg->i1, (LLVMValueRef[]){ cg_game(u), obj }, 2);
}

static LLVMValueRef renowned_test(unit *u, LLVMValueRef obj, const void *unused)
{
    (void)unused;
    return cg_call(u, "cardrt_is_renowned", u->cg->i1, (LLVMValueRef[]){ cg_game(u), obj }, 2);
}

/* Does TEST hold for the object of the IR selection OF: this one (self);
 * what this Aura or Equipment is attached to ("enchanted creature is
 * red"; none: it does not hold), in a test (as an effect resolves, a
 * selection of it: cg_subject_holds); the top card of your library ("as long as
 * the top card of your library is a creature card"; none: it does not);
 * else what SUBJECT, the words that name it, names (cg_subject_holds: a
 * target, the event's object)? */
static LLVMValueRef ir_object_holds(unit *u, const ir_sel *of, const node *subject,
                                    LLVMValueRef (*test)(unit *, LLVMValueRef, const void *), const void *arg)
{
    if (of && of->kind == IR_SEL_SELF)
        return test(u, cg_src(u), arg);
    LLVMValueRef one = NULL;
    if (of && of->kind == IR_SEL_ATTACHED && !u->ctx_arg)
        one = cg_call(u, "cardrt_attached_to", u->cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
    else if (of && of->kind == IR_SEL_TOP && of->of && of->of->kind == IR_SEL_YOU && !u->ctx_arg
             && (!of->count || (of->count->kind == IR_AMOUNT_CONST && of->count->value == 1)))
        one = cg_call(u, "cardrt_top_card", u->cg->i32, (LLVMValueRef[]){ cg_game(u), cg_you(u) }, 2);
    if (one) {
        LLVMValueRef r = test(u, one, arg);
        return r ? LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntNE, one, i32(u, 0), ""), r, "") : NULL;
    }
    return subject ? cg_subject_holds(u, subject, test, arg) : (cg_unsupported(u, NULL, "this subject in a condition"), NULL);
}

/* V compared with W as the condition C's `op` says; NULL after reporting
 * another. */
static LLVMValueRef compared(unit *u, LLVMValueRef v, LLVMValueRef w, const ir_condition *c)
{
    static const LLVMIntPredicate preds[] = {
        [IR_CMP_EQ] = LLVMIntEQ, [IR_CMP_LE] = LLVMIntSLE, [IR_CMP_GE] = LLVMIntSGE,
        [IR_CMP_LT] = LLVMIntSLT, [IR_CMP_GT] = LLVMIntSGT,
    };
    ir_cmp op = ir_cmp_named(c->op);
    if (op != IR_CMP_EQ && op != IR_CMP_LE && op != IR_CMP_GE && op != IR_CMP_LT && op != IR_CMP_GT)
        return cg_unsupported_at(u, c->range, "this comparison"), NULL;
    return LLVMBuildICmp(u->b, preds[op], v, w, "");
}

/* V compared as the condition C says: its `op` and `value`. */
static LLVMValueRef ir_compare_holds(unit *u, LLVMValueRef v, const ir_condition *c)
{
    if (ir_cmp_named(c->op) == IR_CMP_NONE)
        return cg_unsupported_at(u, c->range, "this comparison"), NULL;
    LLVMValueRef w = c->value ? cg_ir_amount(u, c->value) : NULL;
    return w ? compared(u, v, w, c) : NULL;
}

/* The `compare` condition C (WORDS its clause): its `amount` `op` its
 * `value`, from the card IR (the amount, where it does not compile from
 * it yet, from the words that say it: cg_compared_amount): "its power is
 * 3 or greater", "your devotion to white is less than five", "X is 5 or
 * more". */
static LLVMValueRef compare_holds(unit *u, const node *words, const ir_condition *c)
{
    if (!c->amount || !c->value)
        return cg_unsupported_at(u, c->range, "this comparison"), NULL;
    LLVMValueRef v = cg_ir_amount_compiles(u, c->amount) ? cg_ir_amount(u, c->amount) : cg_compared_amount(u, words);
    LLVMValueRef w = !v ? NULL : cg_ir_amount_compiles(u, c->value) ? cg_ir_amount(u, c->value)
                               : (cg_unsupported_at(u, c->value->range, "this number in a comparison"), NULL);
    return w ? compared(u, v, w, c) : NULL;
}

/* The `spent` condition C after IC in the same clause ("{U}{B} was spent":
 * one of each kind, in `also`), NULL when none is. */
static const ir_condition *next_spent(const ir_condition *c, const ir_condition *ic)
{
    const ir_condition *n = ic->also;
    return n && n->kind == IR_CONDITION_SPENT && n->range.begin == c->range.begin && n->range.end == c->range.end ? n : NULL;
}

LLVMValueRef cg_spent_test(unit *u, LLVMValueRef obj, const void *arg)
{
    const ir_condition *c = arg;
    LLVMValueRef n[6], r = cg_i1(u->cg, true), total = i32(u, 0);
    for (int k = 0; k < 6; k++)         /* (OBJ NULL: the resolving activated ability's cost) */
        n[k] = obj ? cg_call(u, "cardrt_mana_spent", u->cg->i32, (LLVMValueRef[]){ cg_game(u), obj, i32(u, k) }, 3)
                   : ctx_call(u, "cardrt_ctx_mana_spent", u->cg->i32, (LLVMValueRef[]){ i32(u, k) }, 1);
    ir_spent_kind kind = ir_spent_named(c);
    if (!c->value || c->value->kind != IR_AMOUNT_CONST || ir_cmp_named(c->op) == IR_CMP_NONE)
        kind = IR_SPENT_NONE;
    switch (kind) {
    case IR_SPENT_W: case IR_SPENT_U: case IR_SPENT_B: case IR_SPENT_R: case IR_SPENT_G: case IR_SPENT_C:
        /* each kind, as much as it says */
        for (const ir_condition *i = c; i && r; i = next_spent(c, i)) {
            ir_spent_kind k = ir_spent_named(i);
            LLVMValueRef one = k <= IR_SPENT_C && i->value && i->value->kind == IR_AMOUNT_CONST
                               ? compared(u, n[k], i32(u, i->value->value), i)
                               : (cg_unsupported_at(u, i->range, "this condition"), NULL);
            r = one ? LLVMBuildAnd(u->b, r, one, "") : NULL;
        }
        return r;
    case IR_SPENT_ALL:
    case IR_SPENT_COLORED:
        for (int k = 0; k < (kind == IR_SPENT_ALL ? 6 : 5); k++)
            total = LLVMBuildAdd(u->b, total, n[k], "");
        break;
    case IR_SPENT_TREASURE:     /* "mana from a Treasure" */
    case IR_SPENT_SNOW:         /* "{S}" */
        total = !obj ? ctx_call(u, kind == IR_SPENT_SNOW ? "cardrt_ctx_mana_spent_snow" : "cardrt_ctx_mana_spent_treasure",
                                u->cg->i32, NULL, 0)
                     : cg_call(u, kind == IR_SPENT_SNOW ? "cardrt_mana_spent_snow" : "cardrt_mana_spent_treasure", u->cg->i32,
                               (LLVMValueRef[]){ cg_game(u), obj }, 2);
        break;
    case IR_SPENT_ONE_COLOR:    /* the color of which most was spent */
        for (int k = 0; k < 5; k++)
            total = LLVMBuildSelect(u->b, LLVMBuildICmp(u->b, LLVMIntSGT, n[k], total, ""), n[k], total, "");
        break;
    case IR_SPENT_NONE:
        return cg_unsupported_at(u, c->range, "this condition"), NULL;
    }
    return compared(u, total, i32(u, c->value->value), c);
}

/* The `spent` condition C (WORDS its clause), with those of other kinds
 * joined to it in the clause: "{G} was spent to cast it", "{U}{B} was
 * spent to cast this spell", "no mana was spent to cast it", "at least
 * three mana of the same color was spent ..." (CR 601.2h): of the spell of
 * `of`, or the permanent it became (WORDS names it where it is not this
 * one: a target, the spell of the event); with no `of`, "mana from a
 * Treasure was spent to activate this ability", the resolving activated
 * ability's cost (CR 602.2b). */
static LLVMValueRef spent_holds(unit *u, const node *words, const ir_condition *c)
{
    if (!c->of)
        return u->ctx_arg ? cg_spent_test(u, NULL, c) : (cg_unsupported_at(u, c->range, "this condition"), NULL);
    fx_spent sp;
    const node *spell = c->of->kind != IR_SEL_SELF && meaning_spent(u->c, words, &sp) ? sp.spell : NULL;
    return ir_object_holds(u, c->of, spell, cg_spent_test, c);
}

/* The `distinct` or `total` condition C: how many different `stat` its
 * objects have ("there are four or more card types among cards in your
 * graveyard", "five or more mana values among cards in your graveyard"),
 * their total `stat` ("creatures you control have total power 8 or
 * greater"), compared as C says. */
static LLVMValueRef among_holds(unit *u, const ir_condition *c)
{
    ir_amount n = { .kind = c->kind == IR_CONDITION_TOTAL ? IR_AMOUNT_TOTAL : IR_AMOUNT_DISTINCT, .value = 1,
                    .range = c->range, .of = c->of, .stat = c->stat };
    if (!c->of || !cg_ir_amount_compiles(u, &n))    /* "among lands that player controls" in a test */
        return cg_unsupported_at(u, c->of ? c->of->range : c->range, "these objects here"), NULL;
    LLVMValueRef v = cg_ir_amount(u, &n);
    return v ? ir_compare_holds(u, v, c) : NULL;
}

/* Does TEST hold for some player of the IR selection OF (EACH: for every
 * one): you; the player a description of players tests (`tested`); the
 * defending player; the players its filter accepts ("an opponent"), each
 * in turn, as many as the game has; else those WHO, the words that name
 * them, names (cg_some_player: the player of the event or the step, a
 * target player). */
static LLVMValueRef ir_players_hold(unit *u, const ir_sel *of, bool each, const node *who,
                                    LLVMValueRef (*test)(unit *, LLVMValueRef, const void *), const void *arg)
{
    if (of && of->kind == IR_SEL_YOU)
        return test(u, cg_you(u), arg);
    if (of && of->kind == IR_SEL_TESTED && u->tested)   /* "each opponent who lost life this turn": that one */
        return test(u, u->tested_p, arg);
    if (of && of->kind == IR_SEL_DEFENDING) {
        /* "if defending player is poisoned": the one the source attacks, or
         * would (cardrt_defending_player_of); none (-1): it does not hold */
        LLVMValueRef p = cg_call(u, "cardrt_defending_player_of", u->cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
        LLVMValueRef some = LLVMBuildICmp(u->b, LLVMIntSGE, p, i32(u, 0), "");
        LLVMValueRef holds = test(u, LLVMBuildSelect(u->b, some, p, i32(u, 0), ""), arg);
        return holds ? LLVMBuildAnd(u->b, some, holds, "") : NULL;
    }
    const ir_filter *f = of && of->kind == IR_SEL_ALL ? of->filter : NULL;
    if (f && !f->except && !f->holds && !f->controls && !f->answered && !f->moved_none) {
        LLVMValueRef count = cg_call(u, "cardrt_player_count", u->cg->i32, (LLVMValueRef[]){ cg_game(u) }, 1);
        LLVMValueRef r = cg_i1(u->cg, each);
        for (int p = 0; p < CARDRT_MAX_PLAYERS && r; p++) {
            LLVMValueRef is = cg_ir_player_test(u, i32(u, p), f, NULL, NULL);
            LLVMValueRef holds = is ? test(u, i32(u, p), arg) : NULL;
            LLVMValueRef named = holds ? LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntSLT, i32(u, p), count, ""), is, "")
                                       : NULL;
            r = !holds ? NULL
                : each ? LLVMBuildAnd(u->b, r, LLVMBuildOr(u->b, LLVMBuildNot(u->b, named, ""), holds, ""), "")
                       : LLVMBuildOr(u->b, r, LLVMBuildAnd(u->b, named, holds, ""), "");
        }
        return r;
    }
    if (each)
        return cg_unsupported(u, who, "this subject in a condition"), NULL;
    return who ? cg_some_player(u, who, test, arg) : (cg_unsupported(u, NULL, "this subject in a condition"), NULL);
}

static LLVMValueRef ir_some_player(unit *u, const ir_sel *of, const node *who,
                                   LLVMValueRef (*test)(unit *, LLVMValueRef, const void *), const void *arg)
{
    return ir_players_hold(u, of, false, who, test, arg);
}

/* The spells (SPELLS) or permanents the filter F of a `history` condition
 * describes, as cardrt_spells_cast (cardrt_entered_count) asks: "a creature
 * spell", "an instant or sorcery spell", "a noncreature spell", "another
 * blue spell" (not this one), "a red instant or sorcery spell": card types
 * of which one, card types of none, colors of which one; false (reported)
 * for another filter. */
static bool ir_kind_of(unit *u, const ir_filter *f, spell_kind *k, bool spells)
{
    const char *what = spells ? "this description of spells" : "this description of permanents";
    *k = (spell_kind){ 0, 0, 0, f->other };
    if (!ir_filter_only_traits(f))
        return cg_unsupported_at(u, f->range, what);
    unsigned ta[8], tn[8], ca[8], n = 0;
    bool same_types = true, same_colors = true;
    for (const ir_alt *alt = f->any_of; alt; alt = alt->next, n++) {
        if (n == 8)
            return cg_unsupported_at(u, f->range, what);
        ta[n] = tn[n] = ca[n] = 0;
        for (unsigned i = 0; i < alt->ntraits; i++) {
            const ir_trait *t = &alt->traits[i];
            unsigned type = t->kind == IR_TRAIT_TYPE ? cg_type_bit_of(ir_card_type_of(t->word)) : 0;
            int color = t->kind == IR_TRAIT_COLOR ? (int)ir_color_of(t->word) : -1;
            if (type && !t->negated && !ta[n])
                ta[n] = type;
            else if (type && t->negated)
                tn[n] |= type;
            else if (color >= 0 && !t->negated && !ca[n])
                ca[n] = 1u << color;
            else if (!(t->kind == IR_TRAIT_PERMANENT && !spells && !t->negated))
                return cg_unsupported_at(u, f->range, what);
        }
        if (tn[n] != tn[0])
            return cg_unsupported_at(u, f->range, what);
        same_types &= ta[n] == ta[0];
        same_colors &= ca[n] == ca[0];
    }
    /* alternatives that differ in one thing: "an instant or sorcery spell",
     * "a white or blue spell" (each of them says it) */
    for (unsigned i = 0; i < n; i++) {
        if ((!same_types && !ta[i]) || (!same_colors && !ca[i]) || (!same_types && !same_colors))
            return cg_unsupported_at(u, f->range, what);
        k->types_any |= ta[i];
        k->colors_any |= ca[i];
    }
    k->types_none = n ? tn[0] : 0;
    return true;
}

/* What a `history` condition C counts of the players whose bits are the
 * argument (cardrt_history; the spells or permanents of its filter: `kind`),
 * compared as C says. */
typedef struct hist_test {
    const ir_condition *c;
    int what;                   /* CARDRT_HIST_*, without a filter */
    bool spells, entered;       /* with a filter: spells cast, permanents that entered */
    spell_kind kind;
} hist_test;

static LLVMValueRef history_count(unit *u, LLVMValueRef players, const hist_test *t)
{
    const spell_kind *k = &t->kind;
    if (t->spells)
        return spells_cast(u, players, k, t->c->last_turn);
    if (!t->entered)
        return cg_history(u, players, t->what, t->c->last_turn);
    LLVMValueRef a[] = { cg_game(u), players, i32(u, (int)k->types_any), i32(u, (int)k->types_none),
                         i32(u, (int)k->colors_any), k->except_this ? cg_src(u) : i32(u, 0), cg_i1(u->cg, t->c->last_turn) };
    return cg_call(u, "cardrt_entered_count", u->cg->i32, a, 7);
}

static LLVMValueRef player_history(unit *u, LLVMValueRef p, const void *arg)
{
    const hist_test *t = arg;
    return ir_compare_holds(u, history_count(u, LLVMBuildShl(u->b, i32(u, 1), p, ""), t), t->c);
}

/* The `history` condition C (WORDS its clause, whose subject names the
 * players of `of` where the IR does not say them): "a creature died this
 * turn", "you attacked this turn", "an opponent lost 3 or more life last
 * turn", "you've cast a creature spell this turn", "if an opponent was
 * dealt damage this turn" (CR 700.4, 120.3). */
static LLVMValueRef history_holds(unit *u, const node *words, const ir_condition *c)
{
    static const int what[] = {
        [IR_HEV_NONE] = -1, [IR_HEV_DIED] = CARDRT_HIST_DIED, [IR_HEV_LEFT] = CARDRT_HIST_LEFT,
        [IR_HEV_SPELLS] = CARDRT_HIST_SPELLS_CAST, [IR_HEV_SPELLS_OF] = -1, [IR_HEV_ATTACKED] = CARDRT_HIST_ATTACKERS,
        [IR_HEV_DREW] = CARDRT_HIST_CARDS_DRAWN, [IR_HEV_DISCARDED] = CARDRT_HIST_DISCARDED,
        [IR_HEV_TOKENS] = CARDRT_HIST_TOKENS_CREATED, [IR_HEV_LIFE_GAINED] = CARDRT_HIST_LIFE_GAINED,
        [IR_HEV_LIFE_LOST] = CARDRT_HIST_LIFE_LOST, [IR_HEV_ENTERED] = CARDRT_HIST_ENTERED,
        [IR_HEV_LANDS_ENTERED] = CARDRT_HIST_LANDS_ENTERED, [IR_HEV_ENTERED_OF] = -1, [IR_HEV_CYCLED] = CARDRT_HIST_CYCLES,
        [IR_HEV_SURVEILED] = CARDRT_HIST_SURVEILS, [IR_HEV_DAMAGE_TAKEN] = CARDRT_HIST_DAMAGE_TAKEN,
        [IR_HEV_LANDS_PLAYED] = CARDRT_HIST_LANDS_PLAYED, [IR_HEV_DEALT_DAMAGE] = -1,
    };
    const node *who = words->kind == N_ACTION ? words->a : NULL;
    ir_hist_event ev = ir_hist_event_named(c->stat);
    if (ev == IR_HEV_DEALT_DAMAGE)      /* "if an opponent was dealt damage this turn" */
        return ir_some_player(u, c->of, who, damaged_holds, NULL);
    hist_test t = { .c = c, .what = what[ev], .spells = c->filter && ev == IR_HEV_SPELLS,
                    .entered = c->filter && ev == IR_HEV_ENTERED };
    if (t.what < 0 || (c->filter && !t.spells && !t.entered))
        return cg_unsupported_at(u, c->range, "this condition on what happened in a turn"), NULL;
    if (c->filter && !ir_kind_of(u, c->filter, &t.kind, t.spells))
        return NULL;
    if (!c->of)         /* every player's together */
        return ir_compare_holds(u, history_count(u, i32(u, -1), &t), c);
    return ir_some_player(u, c->of, who, player_history, &t);
}

/* Is OBJ in combat as the filter F of an `is` condition says, each of
 * whose alternatives is one status ir_trait_combat reads: "attacked or
 * blocked this combat", "attacked during your last turn", "attacking
 * alone"?  NULL (nothing reported) for another filter. */
static LLVMValueRef combat_test(unit *u, LLVMValueRef obj, const ir_filter *f)
{
    static const char *const calls[] = {
        [IR_COMBAT_ATTACKED_THIS_COMBAT] = "cardrt_attacked_this_combat",
        [IR_COMBAT_BLOCKED_THIS_COMBAT] = "cardrt_blocked_this_combat",
        [IR_COMBAT_ATTACKED_LAST_TURN] = "cardrt_attacked_last_turn", [IR_COMBAT_ATTACKING_ALONE] = "cardrt_is_attacking",
    };
    codegen *cg = u->cg;
    LLVMValueRef a[] = { cg_game(u), obj }, r = NULL;
    for (const ir_alt *alt = f->any_of; alt; alt = alt->next)
        if (alt->ntraits != 1 || ir_trait_combat(&alt->traits[0]) == IR_COMBAT_NONE)
            return NULL;
    if (!f->any_of || f->compares || f->nwith || f->dealt_damage_to)
        return NULL;
    for (const ir_alt *alt = f->any_of; alt; alt = alt->next) {
        ir_combat_status st = ir_trait_combat(&alt->traits[0]);
        LLVMValueRef v = cg_call(u, calls[st], cg->i1, a, 2);
        if (st == IR_COMBAT_ATTACKING_ALONE)    /* and no other creature is */
            v = LLVMBuildAnd(u->b, v, LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_attacker_count", cg->i32, a, 1),
                                                    i32(u, 1), ""), "");
        r = r ? LLVMBuildOr(u->b, r, v, "") : v;
    }
    return r;
}

/* Did the object *SRC deal damage this turn to the player P (cardrt_damage_dealt)? */
static LLVMValueRef damage_from_holds(unit *u, LLVMValueRef p, const void *src)
{
    LLVMValueRef d[] = { cg_game(u), *(const LLVMValueRef *)src, i32(u, CARDRT_REF_PLAYER), p };
    return cg_call(u, "cardrt_damage_dealt", u->cg->i1, d, 4);
}

/* Is OBJ one the filter F of an `is` condition accepts: its traits (now,
 * or as it last was: u->last_known), in F's zone other than the
 * battlefield ("~ is in your graveyard": one you own, CR 108.3; the
 * battlefield is where "a +1/+1 counter on it" is), in combat
 * (combat_test), having dealt damage this turn to a player of its
 * `dealt_damage_to` ("~ dealt damage to an opponent this turn", CR 120.1)? */
static LLVMValueRef is_test(unit *u, LLVMValueRef obj, const void *arg)
{
    const ir_filter *f = arg;
    codegen *cg = u->cg;
    LLVMValueRef r = combat_test(u, obj, f);
    if (r)
        return r;
    if (!f->any_of && f->dealt_damage_to && !f->compares && !f->nwith)
        return ir_some_player(u, f->dealt_damage_to, NULL, damage_from_holds, &obj);
    if (!(r = cg_ir_object_test(u, obj, f)) || f->zone == IR_ZONE_ANY || f->zone == IR_ZONE_BATTLEFIELD)
        return r;
    if (f->zone_owner != IR_CTRL_ANY && f->zone_owner != IR_CTRL_YOU)
        return cg_unsupported_at(u, f->range, "this zone"), NULL;
    LLVMValueRef a[] = { cg_game(u), obj };
    r = LLVMBuildAnd(u->b, r, LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_zone_of", cg->i32, a, 2),
                                            i32(u, cg_rt_zone(f->zone)), ""), "");
    if (f->zone_owner == IR_CTRL_YOU)
        r = LLVMBuildAnd(u->b, r, LLVMBuildICmp(u->b, LLVMIntEQ, cg_player_stat(u, "cardrt_owner", obj), cg_you(u), ""), "");
    return r;
}

/* Is what filter F says of an object read as it is now only (a status: "tapped",
 * "attacking"; the damage it dealt), or a zone other than the
 * battlefield, rather than what it is as it last was too ("if it was a
 * Human", CR 603.10a)?  A color or supertype alone ("it was red", "that
 * land was nonbasic", "white or blue": each alternative one such trait) is
 * read as it is now. */
static bool read_now(const ir_filter *f)
{
    bool word = f->any_of && !f->compares && !f->nwith;
    for (const ir_alt *alt = f->any_of; alt; alt = alt->next) {
        ir_trait_kind k = alt->ntraits == 1 ? alt->traits[0].kind : IR_TRAIT_TYPE;
        word &= k == IR_TRAIT_COLOR || k == IR_TRAIT_COLORS || k == IR_TRAIT_SUPERTYPE;
        for (unsigned i = 0; i < alt->ntraits; i++)
            if (alt->traits[i].kind == IR_TRAIT_STATUS)
                return true;
    }
    return word || (f->zone != IR_ZONE_ANY && f->zone != IR_ZONE_BATTLEFIELD) || f->dealt_damage_to;
}

/* The `is` condition C (WORDS its clause, whose subject names the object
 * of `of` where it is not this one) and those joined to it in the same
 * clause ("~ is attacking or blocking": `or_else`): "it's a creature
 * card", "enchanted creature is red", "it has a +1/+1 counter on it", "if
 * it was a Human" (as it last was, CR 603.10a; not a state it had, which
 * the runtime does not keep). */
static LLVMValueRef is_holds(unit *u, const node *words, const ir_condition *c)
{
    const node *subject = words->kind == N_ACTION ? words->a : NULL;
    if (!c->filter)
        return cg_unsupported_at(u, c->range, "this condition"), NULL;
    /* a static ability works on the battlefield only (CR 113.6): "as long
     * as ~ is in your graveyard" would never hold there */
    if (u->static_condition && c->of && c->of->kind == IR_SEL_SELF && c->filter->zone != IR_ZONE_ANY
        && c->filter->zone != IR_ZONE_BATTLEFIELD)
        return cg_unsupported_at(u, c->range, "a static ability that works from another zone"), NULL;
    bool was = u->last_known;
    u->last_known = u->cond_past && !read_now(c->filter);
    LLVMValueRef r = ir_object_holds(u, c->of, subject, is_test, c->filter);
    u->last_known = was;
    const ir_condition *next = c->or_else ? c->or_else : c->also;
    if (!r || !next || next->range.begin < words->range.begin || next->range.end > words->range.end)
        return r;
    if (next->kind != IR_CONDITION_IS || next->negated != c->negated)
        return cg_unsupported_at(u, next->range, "this condition"), NULL;
    LLVMValueRef v = is_holds(u, words, next);
    return !v ? NULL : c->or_else ? LLVMBuildOr(u->b, r, v, "") : LLVMBuildAnd(u->b, r, v, "");
}

LLVMValueRef cg_ir_condition_unsaid(unit *u, const ir_condition *c)
{
    if (c->kind != IR_CONDITION_IS || !c->of || c->of->kind != IR_SEL_SELF || !c->filter || c->negated
        || c->or_else || c->also)
        return cg_unsupported_at(u, c->range, "this restriction on activating"), NULL;
    return ir_object_holds(u, c->of, NULL, is_test, c->filter);
}

/* What the `player` condition of a player P counts, compared as it says:
 * its `stat` of P ("life", "hand": cards in hand, "controls": the
 * permanents `which` accepts that P controls, ...). */
typedef struct player_test {
    const ir_condition *c;
    LLVMValueRef which;         /* "controls": bool affects(game, source, obj) of `counted` */
} player_test;

/* STAT of player P (an i32): WHICH, bool affects(game, source, obj), the
 * permanents IR_PSTAT_CONTROLS counts; NULL after reporting (of the
 * condition C) another. */
static LLVMValueRef player_stat(unit *u, LLVMValueRef p, ir_player_stat stat, LLVMValueRef which, const ir_condition *c)
{
    codegen *cg = u->cg;
    LLVMValueRef n = NULL;
    int zone = -1;
    switch (stat) {
    case IR_PSTAT_LIFE:         /* "you have 10 or less life" */
        n = cg_player_stat(u, "cardrt_life", p);
        break;
    case IR_PSTAT_POISON:       /* "an opponent has three or more poison counters", "is poisoned" (CR 122.1f) */
        n = cg_player_stat(u, "cardrt_poison", p);
        break;
    case IR_PSTAT_HAND:         /* "an opponent has no cards in hand" */
        zone = CARDRT_HAND;
        break;
    case IR_PSTAT_GRAVEYARD:    /* "an opponent has eight or more cards in their graveyard" */
        zone = CARDRT_GRAVEYARD;
        break;
    case IR_PSTAT_LIBRARY:      /* "your library has no cards in it" */
        zone = CARDRT_LIBRARY;
        break;
    case IR_PSTAT_LIFE_OVER_START:  /* "at least 10 life more than your starting life total" (CR 103.4) */
        n = LLVMBuildSub(u->b, cg_player_stat(u, "cardrt_life", p),
                         cg_call(u, "cardrt_starting_life", cg->i32, (LLVMValueRef[]){ cg_game(u) }, 1), "");
        break;
    case IR_PSTAT_OPPONENTS: {  /* "you have two or more opponents": the other players still in the game */
        LLVMValueRef count = cg_call(u, "cardrt_player_count", cg->i32, (LLVMValueRef[]){ cg_game(u) }, 1);
        n = i32(u, 0);
        for (int q = 0; q < CARDRT_MAX_PLAYERS; q++) {
            LLVMValueRef a[] = { cg_game(u), i32(u, q) };
            LLVMValueRef in = LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntSLT, i32(u, q), count, ""),
                                           LLVMBuildICmp(u->b, LLVMIntNE, i32(u, q), p, ""), "");
            in = LLVMBuildAnd(u->b, in, LLVMBuildNot(u->b, cg_call(u, "cardrt_player_lost", cg->i1, a, 2), ""), "");
            n = LLVMBuildAdd(u->b, n, LLVMBuildZExt(u->b, in, cg->i32, ""), "");
        }
        break;
    }
    case IR_PSTAT_COMMANDERS:   /* "you control a commander" */
    case IR_PSTAT_OWN_COMMANDERS: {     /* "you control your commander": one you own (CR 903.3) */
        bool own = stat == IR_PSTAT_OWN_COMMANDERS;
        n = cg_call(u, "cardrt_commanders_controlled", cg->i32, (LLVMValueRef[]){ cg_game(u), p, own ? p : i32(u, -1) }, 3);
        break;
    }
    case IR_PSTAT_CONTROLS:     /* "an opponent controls seven or more lands": each counted alone */
        n = cg_call(u, "cardrt_count_controlled", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u), which, p }, 4);
        break;
    case IR_PSTAT_NONE:
        return cg_unsupported_at(u, c->range, "this condition"), NULL;
    }
    if (zone >= 0)
        n = cg_call(u, "cardrt_zone_size", cg->i32, (LLVMValueRef[]){ cg_game(u), p, i32(u, zone) }, 3);
    return n;
}

static LLVMValueRef player_holds(unit *u, LLVMValueRef p, const void *arg)
{
    const player_test *t = arg;
    LLVMValueRef n = player_stat(u, p, ir_pstat_named(t->c->stat), t->which, t->c);
    return n ? ir_compare_holds(u, n, t->c) : NULL;
}

/* The `player` condition C (WORDS its clause, whose subject names the
 * players of `of` where the IR does not say them): some player of `of`
 * (`quant` "each": every one) has `stat` `op` `value`. */
static LLVMValueRef player_cond_holds(unit *u, const node *words, const ir_condition *c)
{
    player_test t = { c, NULL };
    if (ir_pstat_named(c->stat) == IR_PSTAT_CONTROLS) {
        t.which = c->counted ? cg_ir_affects_fn(u, c->counted) : (cg_unsupported_at(u, c->range, "this condition"), NULL);
        if (!t.which)
            return NULL;
    }
    return ir_players_hold(u, c->of, ir_cond_each(c), words->kind == N_ACTION ? words->a : NULL, player_holds, &t);
}

/* Is player P (an i32) one of those of the IR selection OF (of a `more`
 * condition C): you; those its filter accepts still in the game (but
 * OTHER, of "each other player"); the one whose step it is or a
 * description of players tests (WHO names the first: cg_step_player)?  NULL
 * after reporting. */
static LLVMValueRef more_among(unit *u, LLVMValueRef p, const ir_sel *of, const node *who, LLVMValueRef other,
                               const ir_condition *c)
{
    const ir_filter *f = of->kind == IR_SEL_ALL ? of->filter : NULL;
    if (of->kind == IR_SEL_YOU)
        return LLVMBuildICmp(u->b, LLVMIntEQ, p, cg_you(u), "");
    if (of->kind == IR_SEL_TESTED && u->tested)     /* "(each opponent) who has more life than you" */
        return LLVMBuildICmp(u->b, LLVMIntEQ, p, u->tested_p, "");
    LLVMValueRef turn = who && of->kind == IR_SEL_EVENT ? cg_step_player(u, who) : NULL;
    if (turn)
        return LLVMBuildICmp(u->b, LLVMIntEQ, p, turn, "");
    if (!f || f->except || f->holds || f->controls || f->answered || f->moved_none)
        return cg_unsupported_at(u, c->range, "this comparison between players"), NULL;
    LLVMValueRef g[] = { cg_game(u) }, a[] = { cg_game(u), p };
    LLVMValueRef in = LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntSLT, p, cg_call(u, "cardrt_player_count", u->cg->i32, g, 1), ""),
                                   LLVMBuildNot(u->b, cg_call(u, "cardrt_player_lost", u->cg->i1, a, 2), ""), "");
    if (other)
        in = LLVMBuildAnd(u->b, in, LLVMBuildICmp(u->b, LLVMIntNE, p, other, ""), "");
    LLVMValueRef is = cg_ir_player_test(u, p, f, NULL, NULL);
    return is ? LLVMBuildAnd(u->b, in, is, "") : NULL;
}

/* The `more` condition C (WORDS its clause, whose subject names the player
 * of `of` whose step it is): "an opponent controls more creatures than
 * you", "you have more cards in hand than each opponent", "you have less
 * life than an opponent", "a player controls more Wizards than each other
 * player": some player of `of` has `stat` `op` than some player of `than`
 * (`quant` "some"), or each ("each", "each_other": each but the first). */
static LLVMValueRef more_holds(unit *u, const node *words, const ir_condition *c)
{
    const node *who = words->kind == N_ACTION ? words->a : NULL;
    ir_player_stat stat = c->counted ? IR_PSTAT_CONTROLS : ir_pstat_named(c->stat);
    ir_cmp op = ir_cmp_named(c->op);
    bool each_other = ir_cond_each_other(c), each = each_other || ir_cond_each(c);
    if (!c->of || !c->than || (op != IR_CMP_GT && op != IR_CMP_LT) || (stat != IR_PSTAT_LIFE && stat != IR_PSTAT_HAND
                                                                        && stat != IR_PSTAT_CONTROLS))
        return cg_unsupported_at(u, c->range, "this comparison between players"), NULL;
    LLVMValueRef which = c->counted ? cg_ir_affects_fn(u, c->counted) : NULL, v[CARDRT_MAX_PLAYERS];
    if (c->counted && !which)
        return NULL;
    for (int p = 0; p < CARDRT_MAX_PLAYERS; p++)
        if (!(v[p] = player_stat(u, i32(u, p), stat, which, c)))
            return NULL;
    LLVMValueRef r = cg_i1(u->cg, false);
    for (int p = 0; p < CARDRT_MAX_PLAYERS && r; p++) {
        LLVMValueRef is = more_among(u, i32(u, p), c->of, who, NULL, c);
        LLVMValueRef holds = cg_i1(u->cg, each);
        for (int q = 0; q < CARDRT_MAX_PLAYERS && is && holds; q++) {
            LLVMValueRef among = more_among(u, i32(u, q), c->than, NULL, each_other ? i32(u, p) : NULL, c);
            LLVMValueRef beats = LLVMBuildICmp(u->b, op == IR_CMP_GT ? LLVMIntSGT : LLVMIntSLT, v[p], v[q], "");
            holds = !among ? NULL
                  : each ? LLVMBuildAnd(u->b, holds, LLVMBuildOr(u->b, LLVMBuildNot(u->b, among, ""), beats, ""), "")
                  : LLVMBuildOr(u->b, holds, LLVMBuildAnd(u->b, among, beats, ""), "");
        }
        r = is && holds ? LLVMBuildOr(u->b, r, LLVMBuildAnd(u->b, is, holds, ""), "") : NULL;
    }
    return r;
}

/* The `designated` condition C (N its clause, whose subject names the
 * object or players of `of`): a designation of an object or a player, or
 * day and night. */
static LLVMValueRef designated_holds(unit *u, const node *n, const ir_condition *c)
{
    const node *subject = n->kind == N_ACTION ? n->a : NULL;
    switch (ir_designation_named(c->stat)) {
    case IR_DESIG_MONSTROUS:
        return ir_object_holds(u, c->of, subject, monstrous_test, NULL);
    case IR_DESIG_RENOWNED:
        return ir_object_holds(u, c->of, subject, renowned_test, NULL);
    case IR_DESIG_PAIRED:       /* soulbond (CR 702.95) */
        if (!c->of || c->of->kind != IR_SEL_SELF)
            break;
        return LLVMBuildICmp(u->b, LLVMIntNE, cg_call(u, "cardrt_paired_with", u->cg->i32,
                                                      (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2), i32(u, 0), "");
    case IR_DESIG_MONARCH:      /* "if you're the monarch" (CR 724) */
        return ir_some_player(u, c->of, subject, monarch_holds, NULL);
    case IR_DESIG_BLESSING:     /* "if you have the city's blessing" */
        return ir_some_player(u, c->of, subject, blessing_holds, NULL);
    case IR_DESIG_COMPLETED_DUNGEON:    /* "if you've completed a dungeon" */
        return ir_some_player(u, c->of, meaning_completed_dungeon(n), completed_holds, NULL);
    case IR_DESIG_DAY:          /* "if it's night" (CR 726 of the current rules) */
    case IR_DESIG_NIGHT:
    case IR_DESIG_NEITHER_DAY_NOR_NIGHT: {
        ir_designation d = ir_designation_named(c->stat);
        int now = d == IR_DESIG_DAY ? CARDRT_DAY : d == IR_DESIG_NIGHT ? CARDRT_NIGHT : CARDRT_NEITHER;
        LLVMValueRef is = cg_call(u, "cardrt_day_or_night", u->cg->i32, (LLVMValueRef[]){ cg_game(u) }, 1);
        return LLVMBuildICmp(u->b, LLVMIntEQ, is, i32(u, now), "");
    }
    case IR_DESIG_NONE:
        break;
    }
    return cg_unsupported_at(u, c->range, "this condition"), NULL;
}

/* The vote condition C (CR 701.38a): its choice got more votes than each
 * other, or ("tied") none did. */
static LLVMValueRef vote_holds(unit *u, const ir_condition *c)
{
    if (!u->voted)
        return cg_unsupported_at(u, c->range, "'the vote' with no vote before it"), NULL;
    int k = c->stat ? meaning_vote_index(u->voted, c->stat) : -1;
    if (c->stat && k < 0)
        return cg_unsupported_at(u, c->range, "the votes for a choice the vote did not offer"), NULL;
    if (k >= 0)
        return vote_more(u, (unsigned)k);
    LLVMValueRef tied = cg_i1(u->cg, true);     /* no choice got more votes than each other */
    unsigned n = 0;
    for (const node *i = u->voted; i; i = i->next)
        tied = LLVMBuildAnd(u->b, tied, LLVMBuildNot(u->b, vote_more(u, n++), ""), "");
    return tied;
}

/* The `on_battlefield` condition C of self (WORDS its clause): "if ~ is on
 * the battlefield"; as it resolves, still the same object (CR 400.7). */
static LLVMValueRef on_battlefield_holds(unit *u, const node *words, const ir_condition *c)
{
    codegen *cg = u->cg;
    if (!c->of || c->of->kind != IR_SEL_SELF || u->static_condition)    /* (a static ability works there only, CR 113.6) */
        return cg_unsupported_at(u, c->range, "a static ability that works from another zone"), NULL;
    if (u->ctx_arg) {
        int s = words->kind == N_ACTION && words->a ? cg_new_sel(u, words->a) : -1;
        if (s < 0)
            return NULL;
        ctx_call(u, "cardrt_sel_source_in", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_IN(CARDRT_BATTLEFIELD)) }, 2);
        return LLVMBuildICmp(u->b, LLVMIntSGT, ctx_call(u, "cardrt_sel_count", cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1),
                             i32(u, 0), "");
    }
    LLVMValueRef a[] = { cg_game(u), cg_src(u) };
    return LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_zone_of", cg->i32, a, 2), i32(u, CARDRT_BATTLEFIELD), "");
}

/* The `targets` condition C: this spell (self) targets an object its
 * `filter` accepts, as its costs are determined (CR 601.2f): "This spell
 * costs {2} less to cast if it targets a black permanent". */
static LLVMValueRef targets_holds(unit *u, const ir_condition *c)
{
    if (!c->of || c->of->kind != IR_SEL_SELF || !c->filter || u->in_ability)
        return cg_unsupported_at(u, c->range, "this condition"), NULL;
    int zone = cg_rt_zone(c->filter->zone);
    if (zone < 0)
        return cg_unsupported_at(u, c->filter->range, "cards without their zone"), NULL;
    LLVMValueRef which = cg_ir_affects_fn(u, c->filter);
    LLVMValueRef a[] = { cg_game(u), cg_src(u), which, i32(u, CARDRT_IN(zone)) };
    return which ? cg_call(u, "cardrt_item_targets", u->cg->i1, a, 4) : NULL;
}

/* The IR condition C alone (not those joined to it), of a kind compiled
 * from the card IR, as an i1 in *R; false for another kind (read from its
 * words).  WORDS is its clause, whose subject names the object or players
 * of C's `of` where it is not you or this object. */
bool cg_ir_condition_value(unit *u, const node *words, const ir_condition *c, LLVMValueRef *r)
{
    codegen *cg = u->cg;
    LLVMValueRef g[1];
    const node *clause = words->kind == N_NEGATED && words->a ? words->a : words;     /* "if it wasn't kicked" */
    switch (c->kind) {
    case IR_CONDITION_FLIP:             /* "If you win the flip, ..." (CR 705.2) */
        if (!u->ctx_arg || !u->flipped)
            return cg_unsupported_at(u, c->range, "'the flip' with no coin flipped before it"), (*r = NULL), true;
        *r = ctx_call(u, "cardrt_fx_flipped", cg->i1, (LLVMValueRef[]){ cg_i1(cg, ir_flip_won(c)) }, 1);
        break;
    case IR_CONDITION_CLASH:            /* "Clash with an opponent. If you win, ..." (CR 701.22) */
        /* "Whenever you clash, ... If you won, ...": the clash that triggered it */
        if (!u->ctx_arg || (!u->clashed && !(ir_clash_of_event(c) && u->in_ability)))
            return cg_unsupported_at(u, c->range, "'you win' with no clash before it"), (*r = NULL), true;
        *r = ctx_call(u, "cardrt_fx_clash_won", cg->i1, NULL, 0);
        break;
    case IR_CONDITION_VOTE:             /* "If death gets more votes, ...", "... or the vote is tied" */
        if (!u->ctx_arg)
            return cg_unsupported_at(u, c->range, "'the vote' with no vote before it"), (*r = NULL), true;
        *r = vote_holds(u, c);
        break;
    case IR_CONDITION_KICKED:           /* CR 702.33d; "if it was tithed"; of a target spell, the spell cast */
        *r = ir_object_holds(u, c->of, clause->kind == N_ACTION ? clause->a : NULL, cg_kicked_test, NULL);
        break;
    case IR_CONDITION_FORETOLD:         /* CR 702.143a */
    case IR_CONDITION_ESCAPED:          /* CR 702.138c */
    case IR_CONDITION_SUSPENDED:        /* "if ~ is suspended": in exile, with suspend and a time counter (CR 702.62b) */
        if (!c->of || c->of->kind != IR_SEL_SELF)
            return cg_unsupported_at(u, c->range, "this subject in a condition"), (*r = NULL), true;
        *r = c->kind == IR_CONDITION_SUSPENDED
             ? cg_call(u, "cardrt_is_suspended", cg->i1, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2)
             : cast_option(u, cg_src(u), c->kind == IR_CONDITION_FORETOLD ? CARDRT_PLAY_FORETOLD : CARDRT_PLAY_ESCAPED);
        break;
    case IR_CONDITION_DESIGNATED:
        *r = designated_holds(u, clause, c);
        break;
    case IR_CONDITION_HISTORY:
        *r = history_holds(u, clause, c);
        break;
    case IR_CONDITION_IS:               /* "it's a creature card", "~ is attacking or blocking" */
        *r = is_holds(u, clause, c);
        break;
    case IR_CONDITION_PLAYER:           /* "you have 10 or less life", "an opponent controls seven or more lands" */
        *r = player_cond_holds(u, clause, c);
        break;
    case IR_CONDITION_SPENT:            /* "{G} was spent to cast it" */
        *r = spent_holds(u, clause, c);
        break;
    case IR_CONDITION_ALL:              /* "if it's a creature or if {G}{W} was spent to cast this spell" */
        if (!c->parts || c->parts->kind != IR_CONDITION_SPENT)
            return false;
        *r = spent_holds(u, clause, c->parts);
        break;
    case IR_CONDITION_DISTINCT:         /* "there are four or more card types among cards in your graveyard" */
    case IR_CONDITION_TOTAL:            /* "creatures you control have total power 8 or greater" */
        *r = among_holds(u, c);
        break;
    case IR_CONDITION_MORE:             /* "an opponent controls more lands than you" */
        *r = more_holds(u, clause, c);
        break;
    case IR_CONDITION_COMPARE:          /* "its power is 3 or greater", "X is 5 or more" */
        *r = compare_holds(u, clause, c);
        break;
    case IR_CONDITION_TARGETS:          /* "if it targets a black permanent" */
        *r = targets_holds(u, c);
        break;
    case IR_CONDITION_CAST:             /* "if you cast it from your hand" */
        *r = cast_holds(u, c);
        break;
    case IR_CONDITION_ATTACKED_POWER: { /* "you attacked with creatures with total power 6 or greater this combat" */
        LLVMValueRef a[] = { cg_game(u), cg_you(u) };
        *r = ir_compare_holds(u, cg_call(u, "cardrt_attacked_power", cg->i32, a, 2), c);
        break;
    }
    case IR_CONDITION_TURN_OF:          /* "during an opponent's turn", "if it's an opponent's turn" */
    case IR_CONDITION_UPKEEP_OF: {      /* "during an opponent's upkeep": a turn is one player's */
        if (!c->of || c->of->kind != IR_SEL_ALL || !c->of->filter)
            return false;               /* "if it's not their turn": the event's player (event_part) */
        g[0] = cg_game(u);
        *r = cg_ir_player_test(u, cg_call(u, "cardrt_active_player", cg->i32, g, 1), c->of->filter, NULL, NULL);
        if (*r && c->kind == IR_CONDITION_UPKEEP_OF)
            *r = LLVMBuildAnd(u->b, *r, LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_current_step", cg->i32, g, 1),
                                                      i32(u, CARDRT_STEP_UPKEEP), ""), "");
        break;
    }
    case IR_CONDITION_ON_BATTLEFIELD:   /* "if ~ is on the battlefield" */
        *r = on_battlefield_holds(u, clause, c);
        break;
    case IR_CONDITION_COMBAT: {         /* "during combat": the combat phase */
        g[0] = cg_game(u);
        LLVMValueRef step = cg_call(u, "cardrt_current_step", cg->i32, g, 1);
        *r = LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntSGE, step, i32(u, CARDRT_STEP_BEGIN_COMBAT), ""),
                          LLVMBuildICmp(u->b, LLVMIntSLE, step, i32(u, CARDRT_STEP_END_COMBAT), ""), "");
        break;
    }
    case IR_CONDITION_BEFORE_BLOCKERS:  /* "during combat before blockers are declared" */
    case IR_CONDITION_AFTER_BLOCKERS: {
        bool after = c->kind == IR_CONDITION_AFTER_BLOCKERS;
        g[0] = cg_game(u);
        LLVMValueRef step = cg_call(u, "cardrt_current_step", cg->i32, g, 1);
        int first = after ? CARDRT_STEP_DECLARE_BLOCKERS : CARDRT_STEP_BEGIN_COMBAT;
        int last = after ? CARDRT_STEP_END_COMBAT : CARDRT_STEP_DECLARE_ATTACKERS;
        *r = LLVMBuildAnd(u->b, LLVMBuildICmp(u->b, LLVMIntSGE, step, i32(u, first), ""),
                          LLVMBuildICmp(u->b, LLVMIntSLE, step, i32(u, last), ""), "");
        break;
    }
    case IR_CONDITION_STEP:             /* "during the declare attackers step" */
        g[0] = cg_game(u);
        *r = LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_current_step", cg->i32, g, 1),
                           i32(u, (int)cg_step_of(c->step)), "");
        break;
    case IR_CONDITION_YOUR_TURN:        /* "during your turn", "if it's your turn" */
        g[0] = cg_game(u);
        *r = LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_active_player", cg->i32, g, 1), cg_you(u), "");
        break;
    case IR_CONDITION_YOUR_UPKEEP: {    /* "during your upkeep" */
        g[0] = cg_game(u);
        LLVMValueRef yours = LLVMBuildICmp(u->b, LLVMIntEQ, cg_call(u, "cardrt_active_player", cg->i32, g, 1),
                                           cg_you(u), "");
        LLVMValueRef step = cg_call(u, "cardrt_current_step", cg->i32, g, 1);
        *r = LLVMBuildAnd(u->b, yours, LLVMBuildICmp(u->b, LLVMIntEQ, step, i32(u, CARDRT_STEP_UPKEEP), ""), "");
        break;
    }
    case IR_CONDITION_SEARCHED:         /* "If you search your library this way, shuffle" */
        if (!u->ctx_arg)
            return cg_unsupported_at(u, c->range, "this condition"), (*r = NULL), true;
        *r = ctx_call(u, "cardrt_fx_searched", cg->i1, (LLVMValueRef[]){ i32(u, CARDRT_LIBRARY) }, 1);
        break;
    case IR_CONDITION_RESOLVED: {       /* "if this is the second time this ability has resolved this turn" */
        if (!u->ctx_arg || !u->in_ability)
            return cg_unsupported_at(u, c->range, "counting resolutions here"), (*r = NULL), true;
        int n = c->value->value;        /* "=": that time; "<=": that time or one before */
        unsigned times = ir_cmp_named(c->op) == IR_CMP_EQ ? 1u << (n - 1) : (1u << n) - 1;
        LLVMValueRef done = ctx_call(u, "cardrt_ctx_resolved", cg->i32, NULL, 0);
        *r = cg_i1(cg, false);
        for (int i = 0; i < 32; i++)
            if (times & (1u << i))
                *r = LLVMBuildOr(u->b, *r, LLVMBuildICmp(u->b, LLVMIntEQ, done, i32(u, i + 1), ""), "");
        break;
    }
    case IR_CONDITION_COST_PAID: {      /* "if its surge cost was paid" (of: self) */
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };
        int option = ir_paid_cost_named(c->stat) == IR_PAID_MADNESS ? CARDRT_PLAY_MADNESS : CARDRT_PLAY_ALTERNATIVE;
        LLVMValueRef bit = LLVMBuildAnd(u->b, cg_call(u, "cardrt_cast_options", cg->i32, a, 2), i32(u, option), "");
        *r = LLVMBuildICmp(u->b, LLVMIntNE, bit, i32(u, 0), "");
        break;
    }
    case IR_CONDITION_FULL_PARTY: {     /* "if you have a full party": a Cleric, a Rogue, a Warrior and a Wizard */
        LLVMValueRef a[] = { cg_game(u), cg_you(u) };
        *r = LLVMBuildICmp(u->b, LLVMIntSGE, cg_call(u, "cardrt_party_size", cg->i32, a, 2), i32(u, 4), "");
        break;
    }
    case IR_CONDITION_MOST_COMMON_COLOR: {
        /* "black is the most common color among all permanents or is tied for most common" */
        const ir_trait *t = c->filter->any_of->ntraits == 1 ? &c->filter->any_of->traits[0] : NULL;
        int color = t && t->kind == IR_TRAIT_COLOR && !t->negated ? ir_color_of(t->word) : -1;
        g[0] = cg_game(u);
        LLVMValueRef most = cg_call(u, "cardrt_most_common_colors", cg->i32, g, 1);
        *r = LLVMBuildICmp(u->b, LLVMIntNE, LLVMBuildAnd(u->b, most, i32(u, color >= 0 ? (int)(1u << color) : 0), ""),
                           i32(u, 0), "");
        break;
    }
    default:
        return false;
    }
    if (c->negated != c->unless && *r)      /* (the caller asks "unless" itself) */
        *r = LLVMBuildNot(u->b, *r, "");
    return true;
}
