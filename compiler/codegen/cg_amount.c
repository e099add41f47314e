/* cg_amount.c — amounts (cg_fx.h): "the number of creatures you control",
 * "its power", X; conditions are in cg_cond.c.  Each is computed where it is
 * needed, once (CR 413.2f). */
#include "cg_fx.h"
#include "meaning.h"
#include "parser.h"

/* ---- amounts --------------------------------------------------------------------- */

const ir_amount *cg_ir_amount_at(unit *u, const node *n)
{
    for (const ir_amount_at *at = u->ir && n ? u->ir->amounts : NULL; at; at = at->next)
        if (at->range.begin == n->range.begin && at->range.end == n->range.end)
            return at->amount;
    return NULL;
}

/* Does every comparison of C (and its `or`) compare with a number (a test of
 * its own, cg_ir_object_test)? */
static bool with_numbers(const ir_compare *c)
{
    for (; c; c = c->next)
        if (!c->value || c->value->kind != IR_AMOUNT_CONST || (c->or && !with_numbers(c->or)))
            return false;
    return true;
}

/* Does the code generator count the objects F accepts from the card IR
 * (cg_ir_count; the greatest, total, distinct of their stats)?  Objects
 * of one zone ("card" a nontoken trait, CR 111.1: in a graveyard, hand,
 * library, exile; spells on the stack) a test of their own describes
 * (cg_ir_object_test): their traits, who controls or owns them among you
 * and your opponents, their name, the chosen type or color, keywords,
 * stats compared with numbers, other than ~, exiled with ~ ("if there
 * are three or more cards exiled with ~": by this object while it is the
 * same one, CR 607.2a, cardrt_exiled_with); not players, nor the objects
 * of a selection's players, nor those exiled with another object. */
static bool counts_objects(const ir_filter *f)
{
    for (const ir_alt *alt = f->any_of; alt; alt = alt->next)
        for (unsigned i = 0; i < alt->ntraits; i++)
            if (alt->traits[i].kind == IR_TRAIT_PLAYER)
                return false;
    return f->any_of && cg_rt_zone(f->zone) >= 0 && !f->and_exile && !f->single_target && !f->cast_nth && !f->controls
           && f->controller != IR_CTRL_SEL && f->controller != IR_CTRL_DEFENDING_EACH && f->zone_owner != IR_CTRL_SEL
           && f->owner != IR_CTRL_SEL && !f->owner_or_controller && !f->attached_to && !f->attacking && !f->chosen_by
           && !f->cast_from && with_numbers(f->compares) && !f->targets && !f->shares && !f->shares_with
           && !f->same_name_as && !f->block && !f->damaged_by && !f->dealt_damage_to && !f->holds && !f->answered
           && !f->moved_none && (!f->exiled_with || f->exiled_with->kind == IR_SEL_SELF) && (!f->except || f->except->kind == IR_SEL_SELF);
}

/* Does F describe objects that died this turn, in each of its alternatives
 * (lower_select.c: "each Zubera that died this turn")? */
static bool counts_died(const ir_filter *f)
{
    return ir_filter_has_status(f, "died_this_turn");
}

/* The objects that died this turn that F (counts_died) describes, each as
 * it last was on the battlefield (CR 700.4): the rest of F tested in the
 * runtime's list of them (cardrt_died_count). */
static LLVMValueRef died_count(unit *u, const ir_filter *f)
{
    const ir_filter *plain = ir_filter_without_status(u->arena, f, "died_this_turn");
    bool was = u->last_known;
    u->last_known = true;
    LLVMValueRef which = cg_ir_affects_fn(u, plain);
    u->last_known = was;
    LLVMValueRef a[] = { cg_game(u), cg_src(u), which, cg_i1(u->cg, false) };
    return which ? cg_call(u, "cardrt_died_count", u->cg->i32, a, 4) : NULL;
}

/* The players of a selection the objects F describes are kept to: those
 * they control ("lands that player controls") or have in a zone ("cards
 * in target player's hand", *OWNS), when F without them counts_objects
 * (*PLAIN, that rest of F); NULL for another F. */
static const ir_sel *kept_to(const ir_filter *f, ir_filter *plain, bool *owns)
{
    bool ctrl = f->controller == IR_CTRL_SEL, zone = f->zone_owner == IR_CTRL_SEL;
    if (ctrl == zone)
        return NULL;
    *plain = *f;
    plain->controller = plain->zone_owner = IR_CTRL_ANY;
    plain->controlled_by = plain->zone_owned_by = NULL;
    *owns = zone;
    return counts_objects(plain) ? (ctrl ? f->controlled_by : f->zone_owned_by) : NULL;
}

/* Does the code generator compile A's objects (its `of`) from the card IR
 * as a selection made as it resolves (objects_sel): what cg_ir_sel_known
 * knows, those the players it knows control (kept_to)?  Not the cards
 * the linked ability exiled, refused where the card is no longer the
 * object that exiled them (cg_amount). */
static bool sel_compiles(const unit *u, const ir_amount *a);

/* FN (cardrt_count; cardrt_total, _greatest, _count_distinct of STAT) over
 * the objects the card IR's filter F accepts now, in its zone. */
static LLVMValueRef ir_over(unit *u, const ir_filter *f, const char *fn, int stat)
{
    bool was = u->item_x;
    u->item_x = was || u->ctx_arg;      /* as cg_affects_now_fn */
    LLVMValueRef which = cg_ir_affects_fn(u, f);
    u->item_x = was;
    int zone = cg_rt_zone(f->zone);
    if (!which)
        return NULL;
    if (zone < 0)
        return cg_unsupported_at(u, f->range, "cards without their zone"), NULL;
    LLVMValueRef a[] = { cg_game(u), cg_src(u), which, i32(u, CARDRT_IN(zone)), i32(u, stat) };
    return cg_call(u, fn, u->cg->i32, a, stat < 0 ? 4 : 5);
}

LLVMValueRef cg_ir_count(unit *u, const ir_filter *f)
{
    return ir_over(u, f, "cardrt_count", -1);
}

LLVMValueRef cg_ir_count_distinct(unit *u, const ir_filter *f, int stat)
{
    return ir_over(u, f, "cardrt_count_distinct", stat);
}

/* A selection of the objects of A's `of` (sel_compiles): an earlier
 * selection's, or those the players of one control or have in a zone
 * (cardrt_sel_keep_controlled); -1 after reporting. */
static int objects_sel(unit *u, const ir_amount *a)
{
    ir_filter plain;
    bool owns;
    const ir_sel *by = a->of->kind == IR_SEL_ALL ? kept_to(a->of->filter, &plain, &owns) : NULL;
    if (!by)
        return cg_ir_sel(u, a->of);
    int p = cg_ir_sel(u, by), s;
    LLVMValueRef which = p >= 0 ? cg_ir_affects_fn(u, &plain) : NULL;
    if (!which || (s = cg_new_sel_at(u, a->range)) < 0)
        return -1;
    ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, s), which, i32(u, CARDRT_IN(cg_rt_zone(plain.zone))) }, 3);
    ctx_call(u, "cardrt_sel_keep_controlled", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, p), cg_i1(u->cg, owns) }, 3);
    return s;
}

/* FN (cardrt_sel_count; cardrt_sel_max, _stat of STAT) over the objects
 * (players) of A's `of` as it resolves (objects_sel). */
static LLVMValueRef sel_over(unit *u, const ir_amount *a, const char *fn, int stat)
{
    if (!u->ctx_arg)
        return cg_unsupported_at(u, a->of->range, "this amount here"), NULL;
    int s = objects_sel(u, a);
    return s < 0 ? NULL : ctx_call(u, fn, u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, stat) }, stat < 0 ? 1 : 2);
}

/* Are A's objects those of a filter counts_objects counts now? */
static bool over_all(const ir_amount *a)
{
    return a->of && a->of->kind == IR_SEL_ALL && a->of->filter && counts_objects(a->of->filter);
}

/* The runtime's stat (CARDRT_STAT_*) of S, -1 for one it has none of. */
static int rt_stat(ir_amount_stat s)
{
    static const int stats[] = {
        [IR_AS_NONE] = -1, [IR_AS_POWER] = CARDRT_STAT_POWER, [IR_AS_TOUGHNESS] = CARDRT_STAT_TOUGHNESS,
        [IR_AS_MANA_VALUE] = CARDRT_STAT_MANA_VALUE, [IR_AS_LIFE] = CARDRT_STAT_LIFE, [IR_AS_STARTING_LIFE] = -1,
        [IR_AS_LIBRARY] = CARDRT_STAT_LIBRARY, [IR_AS_HAND] = CARDRT_STAT_HAND, [IR_AS_COUNT] = -1,
        [IR_AS_CARD_TYPE] = CARDRT_STAT_CARD_TYPES, [IR_AS_BASIC_LAND_TYPE] = CARDRT_STAT_BASIC_LAND_TYPES,
        [IR_AS_COLOR] = CARDRT_STAT_COLORS, [IR_AS_COLOR_SPENT] = -1,
    };
    return stats[s];
}

/* Is S a characteristic of objects: power, toughness, mana value? */
static bool object_stat(ir_amount_stat s)
{
    return s == IR_AS_POWER || s == IR_AS_TOUGHNESS || s == IR_AS_MANA_VALUE;
}

/* Is IS, as a spell or ability resolves, the objects (players) cg_ir_sel
 * finds: what a cost paid with, what the linked ability exiled, the spell
 * or ability of the trigger event, those cg_ir_sel_known knows (a target
 * slot's, what an instruction before acted on, the one player of several
 * it is done for now)? */
static bool resolving_sel(const unit *u, const ir_sel *is)
{
    return is && (is->kind == IR_SEL_PAID || is->kind == IR_SEL_LINKED || is->kind == IR_SEL_EVENT_SOURCE
                  || cg_ir_sel_known(u, is));
}

static bool sel_compiles(const unit *u, const ir_amount *a)
{
    ir_filter plain;
    bool owns;
    const ir_sel *by = a->of && a->of->kind == IR_SEL_ALL ? kept_to(a->of->filter, &plain, &owns) : NULL;
    return u->ctx_arg && (cg_ir_sel_known(u, a->of) || (by && cg_ir_sel_known(u, by)));
}

/* Does the code generator compile A's `stat` of its `of` (IR_AMOUNT_STAT)
 * from the card IR?  Of the ability's object; of the controller, their
 * life and starting life, their hand and library as a spell or ability
 * resolves; of the objects of resolving_sel, as it resolves, and the life,
 * hand and library of its players (others: cg_amount). */
static bool stat_compiles(const unit *u, const ir_amount *a)
{
    ir_amount_stat s = ir_amount_stat_named(a->stat);
    if (resolving_sel(u, a->of))
        return (object_stat(s) || s == IR_AS_LIFE || s == IR_AS_HAND || s == IR_AS_LIBRARY) && u->ctx_arg;
    switch (a->of ? a->of->kind : IR_SEL_ALL) {
    case IR_SEL_SELF:           /* not in a trigger's "if" (as it last was, CR 603.10a: cg_amount) */
        return object_stat(s) && (u->ctx_arg || !u->trigger_if);
    case IR_SEL_YOU:
        return s == IR_AS_LIFE || s == IR_AS_STARTING_LIFE || ((s == IR_AS_HAND || s == IR_AS_LIBRARY) && u->ctx_arg);
    default:
        return false;
    }
}

bool cg_ir_amount_compiles(const unit *u, const ir_amount *a)
{
    ir_amount_stat s = a->stat ? ir_amount_stat_named(a->stat) : IR_AS_NONE;
    bool all = over_all(a);
    switch (a->kind) {
    case IR_AMOUNT_COUNT:       /* of objects described by their traits, of every opponent, of sel_compiles's,
                                 * that died this turn (others: cg_amount) */
        return all || cg_ir_players_who(a->of) >= 0 || sel_compiles(u, a)
               || (a->of && a->of->kind == IR_SEL_ALL && a->of->filter && counts_died(a->of->filter));
    case IR_AMOUNT_X:
        return a->value >= 0;   /* not the "−X" of a loyalty cost */
    case IR_AMOUNT_CONST: case IR_AMOUNT_DEVOTION: case IR_AMOUNT_DIE:
    case IR_AMOUNT_KICKED: case IR_AMOUNT_PARTY: case IR_AMOUNT_EVENT: case IR_AMOUNT_VOTES:
    case IR_AMOUNT_RESULT:
        return true;
    case IR_AMOUNT_HISTORY:     /* the controller's, every player's, every opponent's, cg_ir_sel_known's
                                 * (another's: cg_amount) */
        return !a->of || a->of->kind == IR_SEL_YOU
               || ((cg_ir_players_who(a->of) >= 0 || (cg_ir_sel_known(u, a->of) && u->ctx_arg)) && !a->other);
    case IR_AMOUNT_COUNTERS:    /* on the controller, the ability's object, resolving_sel's (on others: cg_amount) */
        return a->of && (a->of->kind == IR_SEL_YOU || a->of->kind == IR_SEL_SELF || (resolving_sel(u, a->of) && u->ctx_arg));
    case IR_AMOUNT_STAT:
        return stat_compiles(u, a);
    case IR_AMOUNT_GREATEST:    /* among objects described by their traits, sel_compiles's (among players: cg_amount) */
        return object_stat(s) && (all || sel_compiles(u, a)) && !a->per;
    case IR_AMOUNT_TOTAL:
        return (s == IR_AS_POWER || s == IR_AS_MANA_VALUE) && (all || sel_compiles(u, a));
    case IR_AMOUNT_DISTINCT:    /* among objects described by their traits (mana values: those only); of the
                                 * ability's object */
        return s == IR_AS_COLOR_SPENT ? a->of && a->of->kind == IR_SEL_SELF
             : s == IR_AS_COLOR ? all || (a->of && a->of->kind == IR_SEL_SELF && (u->ctx_arg || !u->trigger_if))
                                  || (resolving_sel(u, a->of) && u->ctx_arg)
             : s == IR_AS_MANA_VALUE ? all
             : (s == IR_AS_CARD_TYPE || s == IR_AS_BASIC_LAND_TYPE) && (all || sel_compiles(u, a));
    case IR_AMOUNT_PLUS: case IR_AMOUNT_MINUS:
        return cg_ir_amount_compiles(u, a->left) && cg_ir_amount_compiles(u, a->right);
    case IR_AMOUNT_TIMES:
        return cg_ir_amount_compiles(u, a->left) && (!a->right || cg_ir_amount_compiles(u, a->right));
    case IR_AMOUNT_HALF: case IR_AMOUNT_THIRD:
        return cg_ir_amount_compiles(u, a->left);
    default:
        return false;
    }
}

/* N, but 0 when it is less (CR 107.1b). */
static LLVMValueRef not_negative(unit *u, LLVMValueRef n)
{
    return LLVMBuildSelect(u->b, LLVMBuildICmp(u->b, LLVMIntSLT, n, i32(u, 0), ""), i32(u, 0), n, "");
}

/* A's value (how many for each one) times N. */
static LLVMValueRef times_value(unit *u, const ir_amount *a, LLVMValueRef n)
{
    return a->value == 1 ? n : LLVMBuildMul(u->b, n, i32(u, a->value), "");
}

/* The votes choice K of the vote before (u->voted, the vote lowering's
 * IR_AMOUNT_VOTES counts in) got (cardrt_fx_votes), at R's. */
static LLVMValueRef votes_for(unit *u, unsigned k, src_range r)
{
    unsigned n = 0;
    for (const node *i = u->ctx_arg ? u->voted : NULL; i; i = i->next)
        n++;
    if (k >= n)
        return cg_unsupported_at(u, r, "the votes for a choice of no vote before it"), NULL;
    return cg_votes(u, k);
}

/* What the players of A's `of` (the controller; none: every player) did
 * this turn (or last), A's `stat` (IR_AMOUNT_HISTORY), once. */
static LLVMValueRef history(unit *u, const ir_amount *a)
{
    static const int kinds[] = {
        [IR_AH_LIFE_GAINED] = CARDRT_HIST_LIFE_GAINED, [IR_AH_LIFE_LOST] = CARDRT_HIST_LIFE_LOST,
        [IR_AH_DAMAGE_TAKEN] = CARDRT_HIST_DAMAGE_TAKEN, [IR_AH_DIED] = CARDRT_HIST_DIED,
        [IR_AH_NONTOKEN_DIED] = CARDRT_HIST_NONTOKEN_DIED, [IR_AH_DREW] = CARDRT_HIST_CARDS_DRAWN,
        [IR_AH_DISCARDED] = CARDRT_HIST_DISCARDED, [IR_AH_TOKENS_CREATED] = CARDRT_HIST_TOKENS_CREATED,
        [IR_AH_SPELLS_CAST] = CARDRT_HIST_SPELLS_CAST,
    };
    ir_amount_history what = ir_history_named(a->stat);
    if (what == IR_AH_OPPONENTS_ATTACKED)   /* melee: "for each opponent you attacked this combat" */
        return cg_call(u, "cardrt_opponents_attacked", u->cg->i32, (LLVMValueRef[]){ cg_game(u), cg_you(u) }, 2);
    if (what == IR_AH_NONE)
        return cg_unsupported_at(u, a->range, "this amount"), NULL;
    if (a->of && a->of->kind != IR_SEL_YOU) {
        /* "the life your opponents lost this turn": of those still in the game; "the life that
         * player lost this turn", "the damage dealt to target opponent this turn" */
        int s = u->ctx_arg ? cg_ir_sel(u, a->of) : -1;
        if (!u->ctx_arg)
            return cg_unsupported_at(u, a->range, "this amount here"), NULL;
        return s < 0 ? NULL : ctx_call(u, "cardrt_sel_history", u->cg->i32,
                                       (LLVMValueRef[]){ i32(u, s), i32(u, kinds[what]), cg_i1(u->cg, a->last_turn) }, 3);
    }
    LLVMValueRef players = a->of ? LLVMBuildShl(u->b, i32(u, 1), cg_you(u), "") : i32(u, -1);
    LLVMValueRef all = cg_history(u, players, kinds[what], a->last_turn);
    if (!a->other)
        return all;
    /* "each other spell cast this turn": not the spell the source was (past the 64 spells
     * the game describes, cardrt_spells_cast's -1, all of them) */
    LLVMValueRef c[] = { cg_game(u), players, i32(u, 0), i32(u, 0), i32(u, 0), cg_src(u), cg_i1(u->cg, false) };
    LLVMValueRef n = cg_call(u, "cardrt_spells_cast", u->cg->i32, c, 7);
    return LLVMBuildSelect(u->b, LLVMBuildICmp(u->b, LLVMIntSLT, n, i32(u, 0), ""), all, n, "");
}

/* A's `stat` of its `of` (IR_AMOUNT_STAT, stat_compiles): of the ability's
 * object as it is (in a test) or as the selection finds it (as it
 * resolves: as it last was when it has left, CR 413.2f), of the
 * controller, of what a cost paid with. */
static LLVMValueRef stat(unit *u, const ir_amount *a)
{
    codegen *cg = u->cg;
    ir_amount_stat what = ir_amount_stat_named(a->stat);
    if (what == IR_AS_STARTING_LIFE)    /* "your starting life total": the game's (CR 103.4) */
        return cg_call(u, "cardrt_starting_life", cg->i32, (LLVMValueRef[]){ cg_game(u) }, 1);
    if (what == IR_AS_LIFE && a->of->kind == IR_SEL_YOU)    /* "your life total" */
        return cg_player_stat(u, "cardrt_life", cg_you(u));
    if (!u->ctx_arg) {          /* in a test: the source's as it is */
        LLVMValueRef obj[] = { cg_game(u), cg_src(u) };
        return cg_call(u, what == IR_AS_POWER ? "cardrt_power" : what == IR_AS_TOUGHNESS ? "cardrt_toughness"
                          : "cardrt_mana_value", cg->i32, obj, 2);
    }
    int s = cg_ir_sel(u, a->of);
    return s < 0 ? NULL : ctx_call(u, "cardrt_sel_stat", cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, rt_stat(what)) }, 2);
}

/* How many different `stat` A counts (IR_AMOUNT_DISTINCT, once). */
static LLVMValueRef distinct(unit *u, const ir_amount *a)
{
    codegen *cg = u->cg;
    ir_amount_stat what = ir_amount_stat_named(a->stat);
    if (what == IR_AS_COLOR_SPENT) {    /* converge: each color of mana spent to cast the card (CR 601.2h) */
        LLVMValueRef n = i32(u, 0);
        for (int k = CARDRT_MANA_W; k <= CARDRT_MANA_G; k++) {
            LLVMValueRef spent = cg_call(u, "cardrt_mana_spent", cg->i32,
                                         (LLVMValueRef[]){ cg_game(u), cg_src(u), i32(u, k) }, 3);
            LLVMValueRef any = LLVMBuildICmp(u->b, LLVMIntSGT, spent, i32(u, 0), "");
            n = LLVMBuildAdd(u->b, n, LLVMBuildZExt(u->b, any, cg->i32, ""), "");
        }
        return n;
    }
    if (over_all(a))            /* among the objects its filter accepts */
        return ir_over(u, a->of->filter, "cardrt_count_distinct", rt_stat(what));
    if (!u->ctx_arg) {          /* "for each of its colors", in a test: the source's as it is (CR 105.1) */
        LLVMValueRef colors = cg_call(u, "cardrt_colors", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
        colors = LLVMBuildAnd(u->b, colors, i32(u, 31), "");
        return cg_call(u, "llvm.ctpop.i32", cg->i32, &colors, 1);
    }
    return sel_over(u, a, "cardrt_sel_stat", rt_stat(what));   /* "among lands they control", "its colors" */
}

LLVMValueRef cg_ir_amount(unit *u, const ir_amount *a)
{
    codegen *cg = u->cg;
    LLVMValueRef l, r;
    switch (a->kind) {
    case IR_AMOUNT_CONST:
        return i32(u, a->value);
    case IR_AMOUNT_X:           /* the X paid (CR 107.3a) */
        if (!u->ctx_arg && u->item_x)   /* "target creature with mana value X" (CR 601.2b) */
            return cg_call(u, "cardrt_item_x", cg->i32, (LLVMValueRef[]){ cg_game(u) }, 1);
        if (!u->ctx_arg)
            return cg_unsupported_at(u, a->range, "X here"), NULL;
        return ctx_call(u, "cardrt_ctx_x", cg->i32, NULL, 0);
    case IR_AMOUNT_DEVOTION:    /* "your devotion to black" (CR 700.5), "for each white mana symbol in ..." */
        return cg_call(u, "cardrt_devotion", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_you(u), i32(u, a->value) }, 3);
    case IR_AMOUNT_DIE:         /* "that result", "the other result" (CR 706.2) */
        if (!u->ctx_arg)        /* a test of objects ("with power ... that result"): of the resolution */
            return cg_call(u, "cardrt_item_die", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_i1(cg, a->value) }, 2);
        return ctx_call(u, a->value ? "cardrt_fx_die_other" : "cardrt_fx_die_result", cg->i32, NULL, 0);
    case IR_AMOUNT_KICKED:      /* "for each time it was kicked": its multikicker cost paid (CR 702.33c) */
        return times_value(u, a, cg_call(u, "cardrt_cast_times", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2));
    case IR_AMOUNT_PARTY:       /* "the number of creatures in your party" */
        return times_value(u, a, cg_call(u, "cardrt_party_size", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_you(u) }, 2));
    case IR_AMOUNT_EVENT:       /* "for each 1 life you lost" (CR 119.3) */
        if (!u->ctx_arg)
            return cg_unsupported_at(u, a->range, "this amount here"), NULL;
        return times_value(u, a, ctx_call(u, "cardrt_fx_event_amount", cg->i32, NULL, 0));
    case IR_AMOUNT_VOTES:       /* "for each death vote" (CR 701.38a) */
        l = votes_for(u, a->choice, a->range);
        return l ? times_value(u, a, l) : NULL;
    case IR_AMOUNT_RESULT:      /* "that much", "the life lost this way", "for each creature destroyed this way" */
        if (!u->ctx_arg)
            return cg_unsupported_at(u, a->range, "this amount here"), NULL;
        l = ctx_call(u, "cardrt_fx_result", cg->i32, NULL, 0);
        return a->value > 1 ? times_value(u, a, l) : l;
    case IR_AMOUNT_COUNT:       /* "the number of creatures you control", "for each card in your graveyard" */
        /* "for each opponent you have": those still in the game; "the number of lands
         * they control", "for each card revealed this way": a selection as it resolves */
        /* "for each Zubera that died this turn": as each last was (died_count) */
        l = over_all(a) ? cg_ir_count(u, a->of->filter)
          : a->of && a->of->kind == IR_SEL_ALL && a->of->filter && counts_died(a->of->filter)
            ? died_count(u, a->of->filter) : sel_over(u, a, "cardrt_sel_count", -1);
        return l ? times_value(u, a, l) : NULL;
    case IR_AMOUNT_STAT:        /* "its power", "your life total", "the sacrificed creature's toughness" */
        return stat(u, a);
    case IR_AMOUNT_GREATEST:    /* "the greatest power among creatures you control" (0 for none) */
        return over_all(a) ? ir_over(u, a->of->filter, "cardrt_greatest", rt_stat(ir_amount_stat_named(a->stat)))
                           : sel_over(u, a, "cardrt_sel_max", rt_stat(ir_amount_stat_named(a->stat)));
    case IR_AMOUNT_TOTAL:       /* "the total power of creatures you control": each one's as it is */
        return over_all(a) ? ir_over(u, a->of->filter, "cardrt_total", rt_stat(ir_amount_stat_named(a->stat)))
                           : sel_over(u, a, "cardrt_sel_stat", rt_stat(ir_amount_stat_named(a->stat)));
    case IR_AMOUNT_DISTINCT:    /* "for each basic land type among lands you control", "for each of its colors",
                                 * converge's "for each color of mana spent to cast it" */
        l = distinct(u, a);
        return l ? times_value(u, a, l) : NULL;
    case IR_AMOUNT_COUNTERS:    /* "for each experience counter you have" (CR 122.1), "for each
                                 * charge counter on ~": as it last was too */
        if (resolving_sel(u, a->of)) {     /* "the +1/+1 counters on the sacrificed creature": as each last was */
            int s = cg_ir_sel(u, a->of);
            l = s < 0 ? NULL : ctx_call(u, "cardrt_sel_counters", cg->i32, (LLVMValueRef[]){ i32(u, s), cg_cstring(u, a->counter) }, 2);
            return l ? times_value(u, a, l) : NULL;
        }
        l = a->of->kind == IR_SEL_YOU
            ? cg_call(u, "cardrt_player_counter_count", cg->i32,
                      (LLVMValueRef[]){ cg_game(u), cg_you(u), cg_cstring(u, a->counter) }, 3)
            : cg_call(u, "cardrt_last_counter_count", cg->i32,
                      (LLVMValueRef[]){ cg_game(u), cg_src(u), cg_cstring(u, a->counter) }, 3);
        return times_value(u, a, l);
    case IR_AMOUNT_HISTORY:
        l = history(u, a);
        return l ? times_value(u, a, l) : NULL;
    case IR_AMOUNT_PLUS:        /* "2 plus the number of ..." */
    case IR_AMOUNT_MINUS:       /* "7 minus the number of cards in their hand" */
        l = cg_ir_amount(u, a->left);
        r = l ? cg_ir_amount(u, a->right) : NULL;
        if (!r)
            return NULL;
        return a->kind == IR_AMOUNT_PLUS ? LLVMBuildAdd(u->b, l, r, "") : not_negative(u, LLVMBuildSub(u->b, l, r, ""));
    case IR_AMOUNT_TIMES:       /* "twice X", "five times X"; "X ... for each opponent who does" */
        l = cg_ir_amount(u, a->left);
        r = l && a->right ? cg_ir_amount(u, a->right) : NULL;
        if (!l || (a->right && !r))
            return NULL;
        l = LLVMBuildMul(u->b, l, i32(u, a->value), "");
        return r ? LLVMBuildMul(u->b, l, r, "") : l;
    case IR_AMOUNT_HALF:        /* "half your life, rounded up" (CR 107.1a) */
    case IR_AMOUNT_THIRD:
        l = cg_ir_amount(u, a->left);
        if (!l)
            return NULL;
        l = not_negative(u, l);
        int parts = a->kind == IR_AMOUNT_HALF ? 2 : 3;
        if (a->value)
            l = LLVMBuildAdd(u->b, l, i32(u, parts - 1), "");
        return LLVMBuildSDiv(u->b, l, i32(u, parts), "half");
    default:
        return cg_unsupported_at(u, a->range, "this amount"), NULL;
    }
}

/* The number NP ("for each" ...) counts when lowering's amount of it
 * (cg_ir_amount_at) compiles from the card IR: its value (what each one
 * counts for) is the caller's; NULL in *DONE otherwise. */
static bool ir_count(unit *u, const node *np, LLVMValueRef *out)
{
    const ir_amount *a = cg_ir_amount_at(u, np);
    if (!a || !cg_ir_amount_compiles(u, a))
        return false;
    ir_amount once = *a;
    if (a->kind == IR_AMOUNT_KICKED || a->kind == IR_AMOUNT_PARTY || a->kind == IR_AMOUNT_EVENT
        || a->kind == IR_AMOUNT_VOTES || a->kind == IR_AMOUNT_RESULT || a->kind == IR_AMOUNT_HISTORY
        || a->kind == IR_AMOUNT_COUNTERS || a->kind == IR_AMOUNT_COUNT || a->kind == IR_AMOUNT_DISTINCT)
        once.value = 1;
    *out = cg_ir_amount(u, &once);
    return true;
}


static LLVMValueRef stat_value(unit *u, const node *owner, int stat, const node *thing);

static LLVMValueRef stat_of(unit *u, const node *owner, const node *thing)
{
    if (ir_is_starting_life(thing)) {   /* "your starting life total": the game's (CR 103.4) */
        if (!owner || owner->kind != N_PLAYER)
            return cg_unsupported(u, thing, "this amount"), NULL;
        LLVMValueRef g[] = { cg_game(u) };
        return cg_call(u, "cardrt_starting_life", u->cg->i32, g, 1);
    }
    int stat = !thing || thing->kind != N_WORD ? -1
             : thing->token == POWER ? CARDRT_STAT_POWER
             : thing->token == TOUGHNESS ? CARDRT_STAT_TOUGHNESS
             : thing->token == VALUE ? CARDRT_STAT_MANA_VALUE       /* "its mana value" */
             : thing->token == LIFE || thing->token == TOTAL ? CARDRT_STAT_LIFE     /* "your life (total)" */
             : thing->token == LIBRARY && u->ctx_arg && owner && ir_names_players(owner->kind == N_PRONOUN ? owner->refers : owner)
             ? CARDRT_STAT_LIBRARY : -1;        /* "half their library": the cards in it, as it resolves */
    if (stat < 0)
        return cg_unsupported(u, thing, "this amount"), NULL;
    return stat_value(u, owner, stat, thing);
}

LLVMValueRef cg_possessed_stat(unit *u, const node *p)
{
    return stat_of(u, p->a, p->b);
}

/* STAT (CARDRT_STAT_*; _COLORS: how many colors it has) of OWNER, said at THING. */
static LLVMValueRef stat_value(unit *u, const node *owner, int stat, const node *thing)
{
    codegen *cg = u->cg;
    if (!u->ctx_arg && stat == CARDRT_STAT_LIFE && owner && owner->kind == N_PLAYER
        && meaning_player(owner) == FX_PLAYER_YOU)      /* "your life total" in a test */
        return cg_player_stat(u, "cardrt_life", cg_you(u));
    if (!u->ctx_arg) {          /* in a test: the power or toughness of the source, of what it is attached to, of the event's object */
        LLVMValueRef obj = !owner || stat == CARDRT_STAT_LIFE ? NULL : owner->kind == N_SELF ? cg_src(u) : cg_host_of(u, owner);
        if (owner && !obj && stat != CARDRT_STAT_LIFE)
            obj = cg_event_object(u, owner);
        if (!obj)
            return cg_unsupported(u, owner ? owner : thing, "this amount here"), NULL;
        LLVMValueRef a[] = { cg_game(u), obj };
        if (stat == CARDRT_STAT_COLORS) {
            LLVMValueRef colors = LLVMBuildAnd(u->b, cg_call(u, "cardrt_colors", cg->i32, a, 2), i32(u, 31), "");
            return cg_call(u, "llvm.ctpop.i32", cg->i32, &colors, 1);
        }
        return cg_call(u, stat == CARDRT_STAT_POWER ? "cardrt_power" : stat == CARDRT_STAT_TOUGHNESS
                          ? "cardrt_toughness" : "cardrt_mana_value", cg->i32, a, 2);
    }
    const node *to = owner && owner->kind == N_PRONOUN ? owner->refers : NULL;
    if (to && to->kind == N_OBJECT && ir_names_players(to) && meaning_det_is_set(meaning_det(to))
        && !ir_several_players(to))     /* "Each opponent who can't loses half their life": each their own, */
        return cg_unsupported(u, owner, "a pronoun for each of the players described"), NULL;   /* not in turn */
    int s = cg_sel_of(u, owner);
    return s < 0 ? NULL : ctx_call(u, "cardrt_sel_stat", cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, stat) }, 2);
}

/* The number of objects NP describes (STAT < 0), or the total of their
 * STAT (CARDRT_STAT_*): cardrt_count, cardrt_total. */

LLVMValueRef cg_types_among(unit *u, const node *among, ir_types kind, const node *what)
{
    int stat = kind == IR_TYPES_CARD ? CARDRT_STAT_CARD_TYPES : kind == IR_TYPES_COLOR ? CARDRT_STAT_COLORS
             : CARDRT_STAT_BASIC_LAND_TYPES;
    LLVMValueRef n = NULL;
    if (cg_has_relational(among)) {     /* "among lands they control": a selection of them (cg_select.c) */
        int s = u->ctx_arg ? cg_sel_of(u, among) : -1;
        if (s < 0)
            return u->ctx_arg ? NULL : (cg_unsupported(u, among, "these objects here"), NULL);
        n = ctx_call(u, "cardrt_sel_stat", u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, stat) }, 2);
    } else {
        LLVMValueRef which = cg_affects_now_fn(u, among);
        unsigned zones = which ? cg_zones(u, among, 0) : 0;
        if (which && !zones)
            return cg_unsupported(u, among, "cards without their zone"), NULL;
        LLVMValueRef a[] = { cg_game(u), cg_src(u), which, i32(u, (int)zones), i32(u, stat) };
        n = which ? cg_call(u, "cardrt_count_distinct", u->cg->i32, a, 5) : NULL;
    }
    return n && what ? cg_count_holds(u, n, what) : n;
}

LLVMValueRef cg_counters_on(unit *u, const node *on, const char *kind, const node *np)
{
    if (on->kind == N_SELF) {   /* "for each charge counter on ~": as it last was too */
        LLVMValueRef a[] = { cg_game(u), cg_src(u), cg_cstring(u, kind) };
        return cg_call(u, "cardrt_last_counter_count", u->cg->i32, a, 3);
    }
    /* "for each +1/+1 counter on it": on each object of a selection */
    int s = u->ctx_arg ? cg_sel_of(u, on) : -1;
    return s < 0 ? (u->ctx_arg ? NULL : (cg_unsupported(u, np, "counters on this here"), NULL))
                 : ctx_call(u, "cardrt_sel_counters", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_cstring(u, kind) }, 2);
}

LLVMValueRef cg_over_objects(unit *u, const node *np, int stat)
{
    LLVMValueRef counted;
    if (stat < 0 && ir_count(u, np, &counted))      /* from the card IR */
        return counted;
    if (stat < 0 && ir_kicked_times_of(np))     /* the card IR's, which lowering refused */
        return cg_no_ir_in(u, np, "the times another spell was kicked"), NULL;
    ir_types types;
    const node *among = stat < 0 ? ir_types_among(np, &types) : NULL;
    const node *owner = stat < 0 ? ir_colors_of(np) : NULL;
    if (owner)                  /* "for each of its colors" */
        return stat_value(u, owner, CARDRT_STAT_COLORS, np);
    if (stat < 0 && ir_colors_spent_of(np))     /* converge: the card IR's, which lowering refused */
        return cg_no_ir_in(u, np, "this amount"), NULL;
    if (among)                  /* "the number of card types among cards in all graveyards" */
        return cg_types_among(u, among, types, NULL);
    const char *kind;
    const node *on = stat < 0 ? ir_counters_on(np, &kind) : NULL;
    if (on)
        return cg_counters_on(u, on, kind, np);
    if (stat < 0 && meaning_counted_revealed(np)) {
        /* "for each card revealed this way": those the reveal just before
         * showed (revealed until one of a kind is: all of them, that one too) */
        if (u->revealed_fn != u->fn)
            return cg_unsupported(u, np, "counting what was done this way here"), NULL;
        return ctx_call(u, "cardrt_sel_count", u->cg->i32, (LLVMValueRef[]){ i32(u, u->revealed_sel) }, 1);
    }
    const node *of_kind = stat < 0 ? meaning_kind_counted_revealed(u->arena, np) : NULL;
    if (of_kind) {              /* "for each nonland card revealed this way": those of them it describes */
        if (u->revealed_fn != u->fn)
            return cg_unsupported(u, np, "counting what was done this way here"), NULL;
        LLVMValueRef which = cg_affects_now_fn(u, of_kind);
        int s = which ? cg_new_sel(u, np) : -1;
        if (s < 0)
            return NULL;
        ctx_call(u, "cardrt_sel_add", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, u->revealed_sel) }, 2);
        ctx_call(u, "cardrt_sel_keep", NULL, (LLVMValueRef[]){ i32(u, s), which }, 2);
        return ctx_call(u, "cardrt_sel_count", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
    }
    fx_verb done = stat < 0 ? meaning_done_this_way(np) : FX_VERB_NONE;
    if (done != FX_VERB_NONE) {
        /* "for each creature destroyed (card discarded, permanent
         * sacrificed) this way": what the action just before did, when it
         * is that verb and each of its objects is one NP describes */
        const node *last = u->last_act;
        if (!u->ctx_arg || u->last_verb != done || !last)
            return cg_unsupported(u, np, "counting what was done this way here"), NULL;
        if (done == FX_VERB_TAP)
            return cg_unsupported(u, np, "counting what was done this way here"), NULL;
        /* "for each land card discarded this way" after "Target player
         * discards two cards": of the objects it moved (all its players'
         * at once: one done for each in turn leaves no last_verb), those
         * the rest of NP describes; destroyed or sacrificed, as they last
         * were on the battlefield (lower_qual.c, done_this_way) */
        node filt, plain;
        ir_leave_out(u->arena, np, np->a->b->a, &filt, &plain);
        bool was = u->last_known;
        u->last_known = done == FX_VERB_DESTROY || done == FX_VERB_SACRIFICE;
        int s = cg_this_way_sel(u, np, &plain, "cardrt_sel_moved", false);
        u->last_known = was;
        return s < 0 ? NULL : ctx_call(u, "cardrt_sel_count", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
    }
    ir_who whose;
    const node *yard_of, *put = stat < 0 ? ir_put_into_graveyard_this_way(np, &whose, &yard_of) : NULL;
    if (put) {
        /* "for each creature card put into your graveyard this way": of the
         * cards the mill just before moved (the IR's `moved`, lower_select.c) */
        const node *last = u->last_act;
        if (!u->ctx_arg || u->last_verb != FX_VERB_MILL || !last
            || (last->a && ir_several_players(last->a) && whose != IR_WHO_ANY)
            || (whose == IR_WHO_YOU && last->a && !cg_is_you(last->a))
            || (whose == IR_WHO_NONE && !(yard_of->kind == N_PRONOUN && last->a && yard_of->refers == last->a)))
            return cg_unsupported(u, np, "counting what was done this way here"), NULL;
        node filt, plain;
        ir_leave_out(u->arena, np, put, &filt, &plain);
        int s = cg_this_way_sel(u, np, &plain, "cardrt_sel_moved", false);
        return s < 0 ? NULL : ctx_call(u, "cardrt_sel_count", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
    }
    if (stat < 0 && ir_opponents_you_have(np))  /* "for each opponent you have": the card IR's, which lowering refused */
        return cg_no_ir_in(u, np, "this amount"), NULL;
    ir_different differ;
    const node *different = stat < 0 ? ir_with_different(np, &differ) : NULL;
    if (different) {            /* "three or more creatures with different powers": the powers they have */
        node filt, plain;
        ir_leave_out(u->arena, np, different, &filt, &plain);
        LLVMValueRef which = cg_affects_now_fn(u, &plain);
        unsigned zones = which ? cg_zones(u, &plain, 0) : 0;
        if (which && !zones)
            return cg_unsupported(u, np, "cards without their zone"), NULL;
        int what = differ == IR_DIFF_POWER ? CARDRT_STAT_POWER : differ == IR_DIFF_NAME ? CARDRT_STAT_NAME : CARDRT_STAT_MANA_VALUE;
        LLVMValueRef a[] = { cg_game(u), cg_src(u), which, i32(u, (int)zones), i32(u, what) };
        return which ? cg_call(u, "cardrt_count_distinct", u->cg->i32, a, 5) : NULL;
    }
    bool cards;
    if (stat < 0 && (ir_done_to(np, &cards) || ir_party_of(np)))
        /* "for each card you've drawn this turn", "the number of creatures in your
         * party": the card IR's, which lowering refused */
        return cg_no_ir_in(u, np, "this amount"), NULL;
    if (stat < 0 && np->kind == N_OBJECT && !np->b && !np->c && cg_names_players(np))
        return cg_count_players(u, np);     /* "for each opponent who controls fewer creatures than you" */
    if (u->ctx_arg && cg_has_relational(np)) {
        /* "the number of lands that player controls": a selection of them,
         * kept to that player's (cg_select.c) */
        int s = cg_sel_of(u, np);
        if (s < 0)
            return NULL;
        return stat < 0 ? ctx_call(u, "cardrt_sel_count", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1)
                        : ctx_call(u, "cardrt_sel_stat", u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, stat) }, 2);
    }
    LLVMValueRef which = cg_affects_now_fn(u, np);
    unsigned zones = cg_zones(u, np, 0);
    if (!which)
        return NULL;
    if (!zones)
        return cg_unsupported(u, np, "cards without their zone"), NULL;
    LLVMValueRef a[] = { cg_game(u), cg_src(u), which, i32(u, zones), i32(u, stat) };
    return stat < 0 ? cg_call(u, "cardrt_count", u->cg->i32, a, 4) : cg_call(u, "cardrt_total", u->cg->i32, a, 5);
}

LLVMValueRef cg_votes(unit *u, unsigned k)
{
    return ctx_call(u, "cardrt_fx_votes", u->cg->i32, (LLVMValueRef[]){ i32(u, k) }, 1);
}

LLVMValueRef cg_count(unit *u, const node *np)
{
    return cg_over_objects(u, np, -1);
}

LLVMValueRef cg_amount(unit *u, const node *n)
{
    if (!n)
        return cg_unsupported(u, NULL, "a missing amount"), NULL;
    if (n->kind == N_OBJECT && n->c)            /* "two cards" */
        return cg_amount(u, n->c);
    if (n->kind == N_OBJECT && (meaning_det(n) == FX_DET_A || meaning_det(n) == FX_DET_ANOTHER))
        return i32(u, 1);       /* "a card", "another creature" (its test leaves this one out) */
    const ir_amount *ia = cg_ir_amount_at(u, n);
    if (ia && cg_ir_amount_compiles(u, ia))
        return cg_ir_amount(u, ia);
    int v = n->kind == N_AMOUNT ? meaning_number(n) : -1;
    if (v >= 0)
        return i32(u, v);
    int times;
    const node *multiplied = meaning_times(n, &times);
    if (multiplied) {           /* "two times X" of no X defined: X's */
        LLVMValueRef once = cg_amount(u, multiplied);
        return once ? LLVMBuildMul(u->b, once, i32(u, times), "") : NULL;
    }
    if (n->kind == N_LIST && (meaning_word(n) == FX_W_PLUS || meaning_word(n) == FX_W_MINUS) && n->a && n->a->next
        && !n->a->next->next) {     /* "2 plus the number of ...", "7 minus the number of cards in their hand" */
        LLVMValueRef a = cg_amount(u, n->a), b = a ? cg_amount(u, n->a->next) : NULL;
        if (!b)
            return NULL;
        if (meaning_word(n) == FX_W_PLUS)
            return LLVMBuildAdd(u->b, a, b, "");
        LLVMValueRef d = LLVMBuildSub(u->b, a, b, "");      /* CR 107.1b: zero, not a negative result */
        return LLVMBuildSelect(u->b, LLVMBuildICmp(u->b, LLVMIntSLT, d, i32(u, 0), ""), i32(u, 0), d, "");
    }
    switch (n->kind == N_AMOUNT ? meaning_amount(n) : FX_AMT_NONE) {
    case FX_AMT_X:
        return cg_x(u, n);
    case FX_AMT_TWICE_X: {
        LLVMValueRef x = cg_x(u, n);
        return x ? LLVMBuildMul(u->b, x, i32(u, 2), "") : NULL;
    }
    case FX_AMT_DIFFERENCE: {   /* "If you have fewer than seven cards in hand, draw cards equal to the difference" */
        const node *who, *need = u->short_of && u->ctx_arg ? ir_difference_of(u->c, u->short_of, &who) : NULL;
        LLVMValueRef all = need ? cg_amount(u, need) : NULL;
        LLVMValueRef hand = all ? stat_value(u, who, CARDRT_STAT_HAND, n) : NULL;
        if (!hand)
            return need ? NULL : (cg_unsupported(u, n, "this amount"), NULL);
        LLVMValueRef d = LLVMBuildSub(u->b, all, hand, "");  /* CR 107.1b: never less than zero */
        return LLVMBuildSelect(u->b, LLVMBuildICmp(u->b, LLVMIntSLT, d, i32(u, 0), ""), i32(u, 0), d, "");
    }
    case FX_AMT_DAMAGE_DEALT:   /* "the damage dealt this way": the card IR's */
        if (!meaning_damage_this_way(n))
            break;
        return cg_no_ir_in(u, n, "this amount"), NULL;
    case FX_AMT_THAT_MUCH:
    case FX_AMT_LIFE_LOST:      /* what the instruction before did: the card IR's, which lowering refused */
    case FX_AMT_DIE_RESULT:     /* "that result": of the die rolled before, the card IR's */
    case FX_AMT_DIE_OTHER:
        return cg_no_ir_in(u, n, "this amount"), NULL;
    case FX_AMT_NUMBER_OF: {
        const node *what = n->a;
        if (!what)
            break;
        if (ir_opponents_you_have(what))    /* "the number of opponents you have": the card IR's, which lowering refused */
            return cg_no_ir_in(u, n, "this amount"), NULL;
        return cg_count(u, what);
    }
    case FX_AMT_STAT_OF:
        if (n->a && n->a->kind == N_POSSESSIVE)
            return stat_of(u, n->a->a, n->a->b);
        break;
    case FX_AMT_ROUNDED_UP:
    case FX_AMT_ROUNDED_DOWN:
    case FX_AMT_HALF: {
        /* "half your life, rounded up" (of one player's: "half their life"
         * of several players is each one's own, not said here), "half the
         * number of Zombies you control, rounded down" (CR 107.1a) */
        bool up;
        int parts;
        const node *of = meaning_half(n, &up, &parts);
        bool stat = of && of->kind == N_POSSESSIVE;     /* "your life": else an amount */
        /* "their life" of "each player", done for each in turn (in_turn), or
         * of "each player's upkeep", the event's player: that one's */
        bool one = stat && of->a && of->a->kind == N_PRONOUN && of->a->refers
                   && ((u->each_one && of->a->refers == u->each_one)
                       || (u->event && cg_event_role(u->event, of->a->refers) >= 0));
        if (!of || (stat && (!of->a || (of->a->kind == N_PRONOUN && ir_several_players(of->a) && !one))))
            break;
        LLVMValueRef all = stat ? stat_of(u, of->a, of->b) : cg_amount(u, of);
        if (!all)
            return NULL;
        all = LLVMBuildSelect(u->b, LLVMBuildICmp(u->b, LLVMIntSLT, all, i32(u, 0), ""), i32(u, 0), all, "");
        if (up)
            all = LLVMBuildAdd(u->b, all, i32(u, parts - 1), "");
        return LLVMBuildSDiv(u->b, all, i32(u, parts), "half");
    }
    case FX_AMT_GREATEST:
        if (n->a && n->b && n->b->kind == N_WORD && (n->b->token == TOTAL || n->b->token == LIFE)
            && n->a->kind != N_PRONOUN && ir_names_players(n->a))
            return cg_greatest_of_players(u, n->a, NULL);  /* "the highest life total among your opponents" */
        break;
    case FX_AMT_GREATEST_NUMBER: {  /* "the greatest number of creatures a player controls" */
        node plain, filt;
        const node *who = ir_greatest_number_of(n, &plain, &filt);
        LLVMValueRef which = who ? cg_affects_fn(u, &plain) : NULL;
        return which ? cg_greatest_of_players(u, who, which) : (who ? NULL : (cg_unsupported(u, n, "this amount"), NULL));
    }
    case FX_AMT_POWER_OF:
    case FX_AMT_TOUGHNESS_OF:
    case FX_AMT_MANA_VALUE_OF:
        if (n->a) {
            fx_amount of = meaning_amount(n);
            node thing = { .kind = N_WORD, .token = of == FX_AMT_POWER_OF ? POWER : of == FX_AMT_TOUGHNESS_OF ? TOUGHNESS : VALUE };
            return stat_of(u, n->a, &thing);
        }
        break;
    default:
        break;
    }
    return cg_unsupported(u, n, "this amount"), NULL;
}

LLVMValueRef cg_x(unit *u, const node *n)
{
    if (u->where_x) {           /* ", where X is the number of ..." */
        const node *w = u->where_x;
        u->where_x = NULL;      /* X is not defined in terms of itself */
        LLVMValueRef x = cg_amount(u, w);
        u->where_x = w;
        return x;
    }
    if (!u->x_paid)
        return cg_undefined_x(u, n), NULL;
    if (!u->ctx_arg && u->item_x)   /* "target creature with mana value X" (CR 601.2b) */
        return cg_call(u, "cardrt_item_x", u->cg->i32, (LLVMValueRef[]){ cg_game(u) }, 1);
    if (!u->ctx_arg)
        return cg_unsupported(u, n, "X here"), NULL;
    return ctx_call(u, "cardrt_ctx_x", u->cg->i32, NULL, 0);
}

/* An action's amount: its object ("2 damage", "3 life"), or "equal to ...";
 * times "for each ..." when there is one.  KNOWN collects the modifiers used. */
LLVMValueRef cg_action_amount(unit *u, const node *a, const node *obj, const node **known,
                                  unsigned *nknown)
{
    const node *eq = cg_modifier(a->c, N_MODIFIER, FX_W_EQUAL_TO);
    const node *each = cg_modifier(a->c, N_MODIFIER, FX_W_FOR_EACH);
    LLVMValueRef v;
    if (eq) {
        /* "Draw cards equal to ...": a plural with no number says none;
         * "a number of cards equal to ..." says so */
        bool plain = obj && obj->kind == N_OBJECT && meaning_det(obj) == FX_DET_NONE && !obj->b
                     && (!obj->c || (obj->c->kind == N_AMOUNT && meaning_amount(obj->c) == FX_AMT_A_NUMBER));
        if (obj && !plain && !(obj->kind == N_AMOUNT && meaning_amount(obj) == FX_AMT_X))
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
