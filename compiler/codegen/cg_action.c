/* cg_action.c — the actions of what resolves (cg_effect.c runs its
 * statements): each verb on its selections, delayed actions; prevention
 * is cg_prevent.c's, the tokens created cg_token.c's (cg_action_int.h). */
#include <string.h>

#include "cg_action_int.h"
#include "meaning.h"
#include "parser.h"
#include "syntax.h"

/* ---- actions ------------------------------------------------------------------------- */

/* "Destroy target creature. It can't be regenerated." (IN: the sentence
 * after is its no_regeneration, CR 701.19c) */
static bool gen_destroy(unit *u, const node *a, const ir_instr *in, act_env *env)
{
    env->skip_next |= in->no_regeneration;
    if (!cg_only_mods(u, a, NULL, 0))
        return false;
    int s = cg_sel_of(u, a->b);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_destroy", u->cg->i32,
             (LLVMValueRef[]){ i32(u, s), cg_i1(u->cg, !in->no_regeneration) }, 2);
    return true;
}

/* "Copy target instant or sorcery spell.", then "You may choose new
 * targets for the copy." (IN, the copy lowered from A, its new_targets:
 * CR 707.10, 707.10c).  A copy of a permanent spell would become a token:
 * not yet, so lowering reads only an instant or a sorcery. */
static bool gen_copy(unit *u, const node *a, const ir_instr *in, act_env *env)
{
    env->skip_next = in->new_targets;
    if (in->object->kind == IR_SEL_SELF && !u->in_ability) {
        /* "That player may copy this spell": the resolving spell, the copy
         * that player's (the instruction's subject; the controller's when
         * there is none); a triggered ability's "copy ~" copies the spell
         * on the stack */
        int who = in->subject ? cg_sel_of(u, a->a) : -1;
        if (in->subject && who < 0)
            return false;
        ctx_call(u, "cardrt_fx_copy_this_spell", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, who), cg_i1(u->cg, in->new_targets) }, 2);
        return true;
    }
    int s = cg_sel_of(u, a->b);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_copy_spell", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_i1(u->cg, in->new_targets) }, 2);
    return true;
}

static bool simple_on_sel(unit *u, const node *a, const char *fx, LLVMValueRef extra)
{
    if (!cg_only_mods(u, a, NULL, 0))
        return false;
    int s = cg_sel_of(u, a->b);
    if (s < 0)
        return false;
    LLVMValueRef args[] = { i32(u, s), extra };
    ctx_call(u, fx, u->cg->i32, args, extra ? 2 : 1);
    return true;
}


/* "Tap target creature", "Untap all lands you control" (IN, tap or untap):
 * what its object selects; "tap an untapped creature you control", "untap
 * up to two lands": the controller's choice as it resolves (CR 413.2c), a
 * `chosen` object; "that player untaps a land they control": that
 * player's, the instruction's subject. */
static bool gen_tap(unit *u, const node *a, const ir_instr *in)
{
    LLVMValueRef tap = cg_i1(u->cg, in->op == IR_TAP);
    bool chosen = in->object && in->object->kind == IR_SEL_CHOSEN;
    bool by_other = chosen && in->subject && in->subject->kind != IR_SEL_YOU;
    if (!by_other && a->a && a->a->kind == N_OBJECT && a->b)   /* "Simultaneously untap ...": no object taps another */
        return cg_unsupported(u, a->a, "this subject of 'tap' or 'untap'");
    if (!chosen)
        return simple_on_sel(u, a, "cardrt_fx_tap", tap);
    int s = !cg_only_mods(u, a, NULL, 0) ? -1 : by_other ? cg_moved_by(u, a, NULL, NULL) : cg_moved(u, a->b, NULL, false);
    if (s >= 0)
        ctx_call(u, "cardrt_fx_tap", u->cg->i32, (LLVMValueRef[]){ i32(u, s), tap }, 2);
    return s >= 0;
}

/* Does a pronoun inside N (its list items too) mean WHAT? */
static bool names_pronoun_for(const node *n, const node *what)
{
    for (; n; n = n->next)
        if ((n->kind == N_PRONOUN && n->refers == what) || names_pronoun_for(n->a, what)
            || names_pronoun_for(n->b, what) || names_pronoun_for(n->c, what))
            return true;
    return false;
}

/* "Distribute three +1/+1 counters among one, two, or three target
 * creatures" (meaning_distribute): each target its share
 * (cardrt_fx_counters_divided). */
static bool gen_counters_divided(unit *u, const node *a)
{
    const char *kind;
    const node *among = meaning_distribute(a, &kind);
    if (!among)
        return cg_unsupported_word(u, a, meaning_words(a));
    int slot = cg_target_slot(u, among);
    if (slot < 0)
        return cg_unsupported(u, among, "counters distributed among these");
    LLVMValueRef amount = cg_amount(u, a->b);
    if (!amount)
        return false;
    ctx_call(u, "cardrt_fx_counters_divided", u->cg->i32,
             (LLVMValueRef[]){ i32(u, slot), cg_cstring(u, kind), amount }, 3);
    return true;
}

static bool same_range(const node *n, const ir_sel *is)
{
    return n && n->range.begin == is->range.begin && n->range.end == is->range.end;
}

const node *cg_modifier_of(const node *a, const ir_sel *is)
{
    for (const node *m = a->c && is ? a->c->a : NULL; m; m = m->next)
        if (same_range(m->a, is) || (m->a && m->a->kind == N_PRONOUN && same_range(m->a->refers, is)))
            return m;
    return NULL;
}

/* Is IS the card itself: `self`, or what a cost paid with when that is the
 * card ("Sacrifice ~: It deals 2 damage to any target", cg_ir_sel)? */
static bool is_the_card(const unit *u, const ir_sel *is)
{
    const ir_cost *c = is->kind == IR_SEL_PAID ? ir_cost_paid_with(u->ir, is) : NULL;
    return is->kind == IR_SEL_SELF || (c && c->object && c->object->kind == IR_SEL_SELF);
}

/* "~ deals 4 damage divided as you choose among any number of target
 * creatures" (IN divided, DIVIDED its modifier): each target its share, as
 * announced when it was put on the stack (CR 601.2d; cardrt_fx_damage_divided);
 * lowering refuses another source than the card. */
static bool gen_damage_divided(unit *u, const node *a, const node *divided)
{
    const node *known[3] = { divided };
    unsigned nk = 1;
    int slot = cg_target_slot(u, divided->a);
    if (slot < 0)       /* "among those permanents and/or players": not yet */
        return cg_unsupported(u, divided, "damage divided among these");
    LLVMValueRef amount = cg_action_amount(u, a, a->b, known, &nk);
    if (!amount || !cg_only_mods(u, a, known, nk))
        return false;
    ctx_call(u, "cardrt_fx_damage_divided", u->cg->i32, (LLVMValueRef[]){ i32(u, slot), amount }, 2);
    return true;
}

/* "Test deals 3 damage to any target", "... to each creature and each
 * player", "It deals damage equal to its power to target creature" (IN:
 * its subject the source, the card itself or another object; its object
 * what is dealt the damage, the phrase TO of A). */
static bool deal_damage(unit *u, const node *a, const ir_instr *in, const node *to)
{
    const node *known[4] = { to };
    unsigned nk = 1;
    /* "Each creature you control deals damage equal to its power": each one's
     * own power, an amount the effect does not count once for all */
    const node *by = a->a && a->a->kind == N_PRONOUN && a->a->refers ? a->a->refers : a->a;
    /* "Two target creatures you control each deal damage equal to their power" too */
    int slot = cg_target_slot(u, by);
    bool several = by && ((by->kind == N_OBJECT && cg_is_set(by)) || (slot >= 0 && u->slot[slot]->max != 1));
    for (const node *m = a->c ? a->c->a : NULL; several && m; m = m->next)
        if (m != to && (names_pronoun_for(m->a, by) || names_pronoun_for(m->b, by)))
            return cg_unsupported(u, m, "an amount of its own for each of several sources");
    LLVMValueRef amount = cg_action_amount(u, a, a->b, known, &nk);
    if (!amount || !cg_only_mods(u, a, known, nk))
        return false;
    int from = -1;      /* the card itself (cardrt_fx_damage) */
    if (in->subject && !is_the_card(u, in->subject) && a->a && (from = cg_sel_of(u, a->a)) < 0)
        return false;
    int t = cg_sel_of(u, to->a);
    if (t < 0)
        return false;
    ctx_call(u, "cardrt_fx_damage", u->cg->i32, (LLVMValueRef[]){ i32(u, from), i32(u, t), amount }, 3);
    return true;
}

/* IN, a damage instruction lowered from A; "... deals 5 damage to target
 * creature. The damage can't be prevented." (CR 416.1): that damage only,
 * the sentence after its unpreventable. */
static bool gen_damage(unit *u, const node *a, const ir_instr *in, act_env *env)
{
    const node *m = cg_modifier_of(a, in->object);
    if (!m)
        return cg_unsupported(u, a, "damage to this");
    env->skip_next |= in->unpreventable;
    if (in->unpreventable)
        ctx_call(u, "cardrt_fx_no_prevention", u->cg->i32, (LLVMValueRef[]){ cg_i1(u->cg, true) }, 1);
    bool ok = in->divided ? gen_damage_divided(u, a, m) : deal_damage(u, a, in, m);
    if (in->unpreventable)
        ctx_call(u, "cardrt_fx_no_prevention", u->cg->i32, (LLVMValueRef[]){ cg_i1(u->cg, false) }, 1);
    return ok;
}

/* CR 701.12a: "Target creature you control fights target creature you
 * don't control", "it fights up to one target creature ..." (IN, the fight
 * lowered from A): one creature each side, its subject and its object (a
 * set, "each creature you control fights ...", lowering refuses); -1 the
 * source itself. */
static bool gen_fight(unit *u, const node *a, const ir_instr *in)
{
    int one = -1, other = -1;
    if (!cg_only_mods(u, a, NULL, 0) || (in->subject->kind != IR_SEL_SELF && (one = cg_sel_of(u, a->a)) < 0)
        || (in->object->kind != IR_SEL_SELF && (other = cg_sel_of(u, a->b)) < 0))
        return false;
    ctx_call(u, "cardrt_fx_fight", u->cg->i32, (LLVMValueRef[]){ i32(u, one), i32(u, other) }, 2);
    return true;
}

/* "Target player discards a land card", "... unless they discard an
 * artifact card" (A, of OBJ, with the modifiers KNOWN understood; O, the
 * chosen object of its IR discard): each discarding player chooses that
 * many of their own hand (CR 701.8a; lower_effect.c), which
 * cardrt_sel_choose_each keeps to: the cards O's filter describes in any
 * hand. */
static bool discard_kind_by(unit *u, const node *a, const ir_sel *o, const node *obj, const node *const *known,
                            unsigned nk)
{
    const node *plain = meaning_discarded_kind(u->arena, obj, a->a);
    if (!plain || !cg_only_mods(u, a, known, nk))
        return plain ? false : cg_unsupported(u, obj, "discarding cards of a kind");
    ir_filter *hands = o->filter && o->filter->zone == IR_ZONE_HAND ? arena_alloc(u->arena, sizeof *hands) : NULL;
    if (hands) {
        *hands = *o->filter;
        hands->zone_owner = IR_CTRL_ANY;
        hands->zone_owned_by = NULL;
    }
    LLVMValueRef n = cg_amount(u, obj);
    LLVMValueRef which = !n ? NULL : hands ? cg_ir_affects_now_fn(u, hands, plain) : cg_affects_now_fn(u, plain);
    int p = which ? cg_subject_players(u, a) : -1, all = p >= 0 ? cg_new_sel(u, obj) : -1;
    int c = all >= 0 ? cg_new_sel(u, obj) : -1;
    if (c < 0)
        return false;
    ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, all), which, i32(u, CARDRT_IN(CARDRT_HAND)) }, 3);
    ctx_call(u, "cardrt_sel_choose_each", NULL,
             (LLVMValueRef[]){ i32(u, c), i32(u, all), i32(u, p), n, cg_cstring(u, cg_text(u, obj->range)) }, 5);
    cg_bind(u, obj, c);
    ctx_call(u, "cardrt_fx_discard_these", u->cg->i32, (LLVMValueRef[]){ i32(u, p), i32(u, c) }, 2);
    return true;
}

/* "Target player discards a card at random", "Discard your hand", "discards
 * two cards" (IN, the discard lowered from A): what IN's object is decides
 * how (lower_effect.c). */
static bool gen_discard(unit *u, const node *a, const ir_instr *in)
{
    const node *known[4];
    unsigned nk = 0;
    const node *r = cg_modifier(a->c, N_MODIFIER, FX_W_AT_RANDOM);
    if (r)
        known[nk++] = r;
    const node *obj = a->b;
    const ir_sel *o = in->object;
    bool by_you = !in->subject || in->subject->kind == IR_SEL_YOU;
    if (o && o->kind == IR_SEL_ALL && !by_you) {
        /* "Target player discards all nonland cards", "... all the
         * cards in their hand": those of their own hand (CR 701.8a) */
        const node *plain = meaning_discarded_kind(u->arena, obj, a->a);
        if (!plain || !cg_only_mods(u, a, known, nk))
            return plain ? false : cg_unsupported(u, obj, "discarding cards of a kind");
        LLVMValueRef which = cg_affects_now_fn(u, plain);
        int p = which ? cg_subject_players(u, a) : -1, c = p >= 0 ? cg_new_sel(u, obj) : -1;
        if (c < 0)
            return false;
        ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, c), which, i32(u, CARDRT_IN(CARDRT_HAND)) }, 3);
        ctx_call(u, "cardrt_fx_discard_these", u->cg->i32, (LLVMValueRef[]){ i32(u, p), i32(u, c) }, 2);
        return true;
    }
    if (o && o->kind == IR_SEL_CHOSEN && !by_you)   /* "Target player discards a land card" */
        return discard_kind_by(u, a, o, obj, known, nk);
    if (o && (o->kind == IR_SEL_ALL || o->kind == IR_SEL_CHOSEN) && !cg_only_mods(u, a, known, nk))
        return cg_unsupported(u, obj, "discarding cards of a kind");
    if (o && o->kind == IR_SEL_CHOSEN) {
        /* "discard any number of cards", "up to two cards", "(you) discard a
         * creature card": the controller chooses them from their hand */
        LLVMValueRef n = cg_any_number(obj) ? i32(u, INT32_MAX) : cg_amount(u, cg_up_to(obj) ? cg_up_to(obj) : obj);
        int p = n ? cg_subject_players(u, a) : -1;
        int c = p >= 0 ? cg_chosen(u, ir_in_your_hand(u->arena, obj), CARDRT_IN(CARDRT_HAND), n, in->at_random)
                       : -1;
        if (c >= 0)
            ctx_call(u, "cardrt_fx_discard_these", u->cg->i32, (LLVMValueRef[]){ i32(u, p), i32(u, c) }, 2);
        return c >= 0;
    }
    if (o && o->kind != IR_SEL_ZONE) {
        /* "discard all the cards in your hand"; "That player discards that
         * card": the one chosen from their hand */
        if (o->kind != IR_SEL_ALL && !cg_only_mods(u, a, NULL, 0))
            return false;
        int p = cg_subject_players(u, a), c = p >= 0 ? cg_sel_of(u, obj) : -1;
        if (c >= 0)
            ctx_call(u, "cardrt_fx_discard_these", u->cg->i32, (LLVMValueRef[]){ i32(u, p), i32(u, c) }, 2);
        return c >= 0;
    }
    if (!o && obj && obj->kind == N_OBJECT && !(obj->a && obj->a->kind == N_FILTER))
        return cg_unsupported(u, obj, "this object");
    /* "Discard your hand", "discards their hand" (their own): as many as
     * the hand holds */
    LLVMValueRef n = o ? i32(u, 0)
                   : obj || cg_modifier(a->c, N_MODIFIER, FX_W_EQUAL_TO) || cg_modifier(a->c, N_MODIFIER, FX_W_FOR_EACH)
                     ? cg_action_amount(u, a, obj, known, &nk)
                     : NULL;
    if (!n && !obj)   /* the amount is the next verb's */
        return cg_unsupported(u, a, "this verb with no amount of its own");
    if (!n || !cg_only_mods(u, a, known, nk))
        return false;
    int s = cg_subject_players(u, a);
    if (s < 0)
        return false;
    if (o)
        n = ctx_call(u, "cardrt_sel_stat", u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_STAT_HAND) }, 2);
    ctx_call(u, "cardrt_fx_discard", u->cg->i32, (LLVMValueRef[]){ i32(u, s), n, cg_i1(u->cg, in->at_random) }, 3);
    return true;
}

/* "Target player draws two cards", "You gain 3 life", "Each opponent loses
 * 1 life", "You lose half your life, rounded up", "mills three cards",
 * "Scry 2" (IN, the instruction lowered from A): each player of its subject
 * does IN's op, its amount times (the amount of A's words, which
 * cg_action_amount compiles: "for each ...", "equal to ..."). */
static bool gen_player_action(unit *u, const node *a, const ir_instr *in)
{
    const char *fx = in->op == IR_DRAW ? "cardrt_fx_draw" : in->op == IR_MILL ? "cardrt_fx_mill"
                   : in->op == IR_SCRY ? "cardrt_fx_scry" : in->op == IR_SURVEIL ? "cardrt_fx_surveil"
                   : "cardrt_fx_life";
    const node *known[4];
    unsigned nk = 0;
    LLVMValueRef n = cg_action_amount(u, a, a->b, known, &nk);
    if (!n || !cg_only_mods(u, a, known, nk))
        return false;
    int s = cg_subject_players(u, a);
    if (s < 0)
        return false;
    if (in->op == IR_LOSE_LIFE)
        n = LLVMBuildNeg(u->b, n, "");
    ctx_call(u, fx, u->cg->i32, (LLVMValueRef[]){ i32(u, s), n }, 2);
    return true;
}

/* "Sacrifice it", "Sacrifice Test", "Each player sacrifices two creatures"
 * (IN, the sacrifice lowered from A): what IN's object is decides how;
 * "Each player chooses two creatures they control, then sacrifices the
 * rest" (IN's word `rest`): A the sacrifice with the phrase of what is kept
 * as its object. */
static bool gen_sacrifice(unit *u, const node *a, const ir_instr *in)
{
    bool rest = in->word != NULL;
    const ir_sel *obj = in->object;
    /* "... sacrifices a permanent for each soot counter on ~": counted once
     * as it resolves; a count by each of several players ("for each land
     * they control") is not that */
    const node *each = cg_modifier(a->c, N_MODIFIER, FX_W_FOR_EACH);
    if (each && each->a && cg_has_relational(each->a))
        return cg_unsupported(u, each, "'for each' counted by each player");
    if (!cg_only_mods(u, a, &each, each ? 1 : 0))
        return false;
    const node *what = a->b;
    if (obj->kind == IR_SEL_CHOSEN && obj->up_to && !obj->count && !rest) {
        /* "Sacrifice any number of lands": none to all of those you control */
        node *yours = ir_with_relation(u->arena, what, IR_QUAL_CONTROLLED_BY, ir_you(u->arena, what->range));
        int s = cg_chosen(u, yours, CARDRT_IN(CARDRT_BATTLEFIELD),
                          i32(u, INT32_MAX), false);
        if (s < 0)
            return false;
        cg_bind(u, what, s);
        ctx_call(u, "cardrt_fx_sacrifice", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
        return true;
    }
    if (obj->kind == IR_SEL_AND && !rest) {
        /* "Target player sacrifices an artifact and a land": one of each,
         * none twice, all at once (cardrt_fx_sacrifice_each_of) */
        LLVMValueRef fns[8];
        unsigned k = 0;
        for (const node *i = what->a; i; i = i->next) {
            if (k == 8)
                return cg_unsupported(u, i, "sacrificing this with the others");
            if (!(fns[k++] = cg_affects_now_fn(u, i)))
                return false;
        }
        int s = cg_subject_players(u, a);
        if (s < 0)
            return false;
        ctx_call(u, "cardrt_fx_sacrifice_each_of", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, s), cg_const_array(u, u->cg->ptr, fns, k, "cardc.sacrifice"), i32(u, (int)k),
                                   i32(u, -1) }, 4);
        return true;
    }
    if (obj->kind == IR_SEL_CHOSEN) {
        /* "Each player sacrifices two creatures": each of them chooses that
         * many among the permanents they control (CR 701.21a) */
        const node *known[3];
        unsigned nknown = 0;
        LLVMValueRef n = cg_action_amount(u, a, what, known, &nknown);
        const ir_sel *outer = u->sacrificer;
        u->sacrificer = in->subject;    /* "... among creatures they control": each one's own */
        /* what each may sacrifice: the chosen object's filter ("three permanents they control" of
         * "chooses ... then sacrifices the rest": the rest of those they control); a spell's
         * "another land" not what it named before, which cg_other_than_named leaves out */
        bool other_named = !u->in_ability && ir_np_other(what) && !rest;
        const ir_filter *f = obj->filter;
        if (f && other_named && f->except && f->except->kind != IR_SEL_ALL) {
            ir_filter *but = arena_alloc(u->arena, sizeof *but);
            *but = *f;
            but->except = NULL;
            f = but;
        }
        LLVMValueRef which = !n ? NULL : f ? cg_ir_affects_now_fn(u, f, what) : cg_affects_now_fn(u, what);
        u->sacrificer = outer;
        int s = which ? cg_subject_players(u, a) : -1, into = s >= 0 ? cg_new_sel(u, what) : -1;
        if (into < 0)
            return false;
        if (other_named) {
            /* a spell's "its controller sacrifices another land": each player chooses among
             * those they control other than what the spell named before (cg_other_than_named) */
            int all = cg_new_sel(u, what);
            if (all < 0)
                return false;
            ctx_call(u, "cardrt_sel_objects", NULL,
                     (LLVMValueRef[]){ i32(u, all), which, i32(u, CARDRT_IN(CARDRT_BATTLEFIELD)) }, 3);
            cg_other_than_named(u, what, all);
            ctx_call(u, "cardrt_sel_choose_each", NULL,
                     (LLVMValueRef[]){ i32(u, into), i32(u, all), i32(u, s), n, cg_cstring(u, cg_text(u, what->range)) }, 5);
            cg_bind(u, what, into);
            ctx_call(u, "cardrt_fx_sacrifice_by", u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, into) }, 2);
            return true;
        }
        cg_bind(u, what, into);            /* "that creature's power" */
        ctx_call(u, rest ? "cardrt_fx_sacrifice_rest" : "cardrt_fx_sacrifice_n", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, s), which, n, i32(u, into) }, 4);
        return true;
    }
    if (rest)
        return cg_unsupported(u, what, "keeping these and sacrificing the rest");
    if (each)
        return cg_unsupported(u, each, "this modifier");
    if (in->subject && in->subject->kind != IR_SEL_YOU) {
        /* "Its controller sacrifices it", "That player sacrifices that
         * creature": what they control of it (CR 701.21a of the current rules) */
        if (cg_is_set(what))
            return cg_unsupported(u, a->a, "another player sacrificing this");
        int p = cg_subject_players(u, a), s = p >= 0 ? cg_sel_of(u, what) : -1;
        if (s < 0)
            return false;
        ctx_call(u, "cardrt_fx_sacrifice_by", u->cg->i32, (LLVMValueRef[]){ i32(u, p), i32(u, s) }, 2);
        return true;
    }
    int s = cg_sel_of(u, what);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_sacrifice", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
    return true;
}

bool cg_sacrifice_rest(unit *u, const node *choose, const node *sacrifice)
{
    /* "they control": each chooser's own, which the runtime keeps to */
    const node *f = choose->b->a, *chooser = choose->a;
    for (const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL; q; q = q->next)
        if (cg_is_relational(q)
            && (ir_qual_of(q) != IR_QUAL_CONTROLLED_BY || !q->a || q->a->kind != N_PRONOUN || q->a->refers != chooser))
            return cg_unsupported(u, q, "this qualifier here");
    if (choose->b->b)
        return cg_unsupported(u, choose->b, "keeping these and sacrificing the rest");
    node sac = *sacrifice;
    sac.b = choose->b;
    sac.next = NULL;
    const ir_instr *in = cg_ir_instr(u, IR_SACRIFICE, &sac);
    if (!in)
        return cg_no_ir_in(u, sacrifice, "keeping these and sacrificing the rest");
    bool relational = u->relational;
    u->relational = true;
    bool ok = gen_sacrifice(u, &sac, in);
    u->relational = relational;
    return ok;
}

/* "Target player reveals a card at random from their hand" (IN, the
 * reveal lowered from A, `at_random`: a card of its `chosen` object's `of`,
 * the hand): the card the game's generator picks, which "that card" and
 * "the revealed card" then name (CR 701.20a: revealing shows it, it stays
 * where it is). */
static bool gen_reveal_at_random(unit *u, const node *a, const ir_instr *in)
{
    const node *from = cg_modifier_of(a, in->object->of);
    const node *random = cg_modifier(a->c, N_MODIFIER, FX_W_AT_RANDOM);   /* (the words of `at_random`) */
    const node *known[] = { from, random };
    if (!from)
        return cg_unsupported_word(u, a, meaning_words(a));
    if (!cg_only_mods(u, a, known, 2) || (a->a && cg_sel_of(u, a->a) < 0))
        return false;
    LLVMValueRef n = cg_amount(u, a->b);
    int hand = n ? cg_sel_of(u, from->a) : -1, s;
    if (hand < 0 || (s = cg_new_sel(u, a->b)) < 0)
        return false;
    ctx_call(u, "cardrt_sel_random", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, hand), n }, 3);
    cg_bind(u, a->b, s);
    return true;
}

/* "Reveal the top card of your library", "look at it" (IN, the reveal or
 * look_at lowered from A): only what its object names (a later "if it's a
 * land card" reads it); nothing changes.  "Reveal any number of white cards
 * in your hand": the controller's choice among them (a `chosen` object);
 * "You may reveal a creature card from among them (and put it into your
 * hand)": one chosen from among them (a `chosen` of them), shown (CR
 * 701.20a). */
static bool gen_look(unit *u, const node *a, const ir_instr *in)
{
    const ir_sel *obj = in->object;
    if (in->at_random)
        return gen_reveal_at_random(u, a, in);
    if (in->subject && in->subject->kind != IR_SEL_YOU
        && !(in->op == IR_REVEAL && cg_subject_names_players(u, a->a)))
        return cg_unsupported(u, a->a, "another player looking");
    if (obj->kind == IR_SEL_CHOSEN && obj->of) {
        const node *among = cg_modifier_of(a, obj->of);   /* "from among them" */
        return among ? cg_from_among(u, a->b, among->a) >= 0 : cg_unsupported(u, a->b, "revealing this");
    }
    bool choice = obj->kind == IR_SEL_CHOSEN && obj->up_to && obj->filter && obj->filter->zone == IR_ZONE_HAND;
    int s = a->a && cg_sel_of(u, a->a) < 0 ? -1 : choice ? cg_moved(u, a->b, NULL, false) : cg_sel_of(u, a->b);
    if (s >= 0 && in->op == IR_REVEAL) {
        /* "Reveal the top four cards of your library": "all Goblin cards
         * revealed this way" are among them (cg_from_among) */
        u->revealed_sel = s;
        u->found_sel = -1;
        u->revealed_fn = u->fn;
    }
    return s >= 0;
}

/* The selection of IS, lowered from NP: one the controller chooses as it
 * resolves (a `chosen` one: "attach an Equipment you control to it", CR
 * 413.2c), or what NP names. */
static int chosen_or_named(unit *u, const node *np, const ir_sel *is)
{
    return is->kind == IR_SEL_CHOSEN ? cg_moved(u, np, NULL, false) : cg_sel_of(u, np);
}

/* "Attach Test to target creature you control." (IN, the attach lowered
 * from A: its object attached to its `to`, CR 701.3a) */
static bool gen_attach(unit *u, const node *a, const ir_instr *in)
{
    const node *to = cg_modifier_of(a, in->to);
    const node *known[] = { to };
    if (!to || !cg_only_mods(u, a, known, 1))
        return to ? false : cg_unsupported(u, a, "attaching without saying to what");
    int what = chosen_or_named(u, a->b, in->object);
    int host = what >= 0 ? chosen_or_named(u, to->a, in->to) : -1;
    if (host < 0)
        return false;
    ctx_call(u, "cardrt_fx_attach", u->cg->i32, (LLVMValueRef[]){ i32(u, what), i32(u, host) }, 2);
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
    LLVMValueRef n = cg_only_mods(u, a, NULL, 0) ? cg_amount(u, what) : NULL;
    int s = n ? cg_subject_players(u, a) : -1;
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_counters", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_cstring(u, kind), n }, 3);
    return true;
}

/* "You get an emblem with \"...\"" (CR 114.1): QUOTED its ability. */
static bool gen_emblem(unit *u, const node *a, const node *quoted)
{
    LLVMValueRef def = cg_only_mods(u, a, NULL, 0) ? cg_emblem_def(u, quoted) : NULL;
    int s = def ? cg_subject_players(u, a) : -1;
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_emblem", u->cg->i32, (LLVMValueRef[]){ i32(u, s), def }, 2);
    return true;
}

static bool gen_verb(unit *u, const node *a, act_env *env);

/* The step (CARDRT_STEP_*, with CG_WHEN_YOURS: in a turn of the delayed
 * ability's controller) the delayed action of IN, a card IR instruction,
 * waits for (its `at`, CR 603.7), or CG_WHEN_SOURCE_LEAVES (an `exile` for
 * `source_leaves`, CR 610.3); -2 when it is done now. */
static int delay_of(const ir_instr *in)
{
    if (in->duration == IR_DUR_SOURCE_LEAVES)
        return CG_WHEN_SOURCE_LEAVES;
    switch (in->at) {
    case IR_DELAY_END_OF_COMBAT: return CARDRT_STEP_END_COMBAT;
    case IR_DELAY_NEXT_END_STEP: return CARDRT_STEP_END;
    case IR_DELAY_NEXT_CLEANUP_STEP: return CARDRT_STEP_CLEANUP;
    case IR_DELAY_NEXT_UPKEEP: return CARDRT_STEP_UPKEEP;
    case IR_DELAY_YOUR_NEXT_UPKEEP: return CARDRT_STEP_UPKEEP | CG_WHEN_YOURS;
    case IR_DELAY_YOUR_NEXT_END_STEP: return CARDRT_STEP_END | CG_WHEN_YOURS;
    default: return -2;
    }
}

/* A with its modifier M left out. */
static node *without(unit *u, const node *a, const node *m)
{
    return meaning_without(u->arena, a, m, NULL);
}

/* "Return it to the battlefield at the beginning of the next end step",
 * "Exile it at the beginning of the next end step", "destroy that creature
 * at end of combat" (CR 417.2: a delayed triggered ability, linked to what
 * the action names now); "exile target creature until ~ leaves the
 * battlefield" (exiled now, returned by a delayed triggered ability when
 * the source leaves; nothing happens if it has already left). */
bool cg_delayed(unit *u, const node *a, const ir_instr *in)
{
    codegen *cg = u->cg;
    int when = delay_of(in);
    bool exile_until = when == CG_WHEN_SOURCE_LEAVES;
    /* the words of the delay, when A says it (lower_action: its one duration) */
    const node *d = cg_modifier(a->c, N_DURATION, FX_W_NONE);
    if (exile_until && (meaning_verb(a) != FX_VERB_EXILE || (a->a && !cg_is_you(a->a)) || !d || a->c->a->next))
        return cg_unsupported(u, a, "this duration");
    /* what it acts on: "remove a +1/+1 counter from it at end of combat"
     * acts on "it" */
    const node *from = in->op == IR_REMOVE_COUNTERS ? cg_modifier_of(a, in->object) : NULL;
    /* "Target player draws a card at the beginning of the next turn's
     * upkeep": the one player it names now draws then (CR 603.7c) */
    const node *drawer = ir_delayed_drawer(a);
    const node *obj = drawer ? drawer : from ? from->a : a->b;
    if (!obj)
        return cg_unsupported(u, a, "waiting to do this");
    /* "Destroy all permanents at the beginning of the next end step": the
     * permanents then, found as it resolves; it is linked to nothing */
    bool then_found = !drawer && !exile_until && obj->kind == N_OBJECT && cg_is_set(obj);
    /* "At the beginning of the next end step, untap up to two lands",
     * "create a 1/1 token ...", "discard three cards": chosen (made) then,
     * as it resolves (CR 413.2c) */
    fx_verb v = meaning_verb(a);
    then_found |= !exile_until && obj->kind == N_OBJECT && !cg_names_players(obj) && meaning_det(obj) != FX_DET_TOP
                  && (!a->a || cg_is_you(a->a))
                  && (v == FX_VERB_TAP || v == FX_VERB_UNTAP || v == FX_VERB_EXILE || v == FX_VERB_DISCARD
                      || v == FX_VERB_CREATE || v == FX_VERB_SACRIFICE || v == FX_VERB_RETURN || v == FX_VERB_DESTROY);
    /* "(You) draw a card at the beginning of the next turn's upkeep": the
     * delayed ability's controller, who controlled this one (CR 603.7d), draws */
    then_found |= meaning_verb(a) == FX_VERB_DRAW && (!a->a || cg_is_you(a->a));
    LLVMBasicBlockRef cont = NULL;
    if (exile_until) {          /* the source is still on the battlefield */
        LLVMValueRef z = cg_call(u, "cardrt_zone_of", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
        LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "then");
        cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "cont");
        LLVMBuildCondBr(u->b, LLVMBuildICmp(u->b, LLVMIntEQ, z, cg_i32(cg, CARDRT_BATTLEFIELD), ""), then, cont);
        LLVMPositionBuilderAtEnd(u->b, then);
    }
    int s = then_found ? -1 : cg_sel_of(u, obj);
    if (s < 0 && !then_found)
        return false;
    if (exile_until)
        ctx_call(u, "cardrt_fx_move", cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_EXILE), i32(u, 0) }, 3);
    /* What it will do, on the objects it is linked to. */
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.later", &save);
    int linked = then_found ? -1 : cg_new_sel(u, obj);
    if (linked < 0 && !then_found)
        return false;
    if (!then_found) {
        ctx_call(u, "cardrt_sel_linked", NULL, (LLVMValueRef[]){ i32(u, linked) }, 1);
        const node *what = obj;
        while (what->kind == N_PRONOUN && what->refers)
            what = what->refers;
        cg_bind(u, obj, linked);
        cg_bind(u, what, linked);
    }
    act_env later = { NULL, false, false };
    bool ok;
    if (exile_until) {          /* back where it was exiled from (CR 610.3 of the current rules) */
        ctx_call(u, "cardrt_fx_return_exiled", cg->i32, (LLVMValueRef[]){ i32(u, linked) }, 1);
        ok = true;
    } else {
        bool was = u->in_delayed;
        u->in_delayed = true;
        ok = gen_verb(u, d ? without(u, a, d) : a, &later);
        u->in_delayed = was;
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
    /* "At the beginning of the next end step, sacrifice that creature. If
     * you do, ...": that asks about the action done later, by the delayed
     * ability (CR 603.7), not about a "you may" before it: refused */
    u->last_may = NULL;
    u->last_may_who = NULL;
    return true;
}

/* BODY done for each item of the selection ALL in turn, EACH (the phrase
 * naming them, which its pronouns are bound to) that one; what BODY named
 * for one of them is forgotten after (emptied for the next: it would hold
 * the last one's too).  STATEMENT: BODY is a statement ("For each X, A"),
 * else one action; what a statement named is each one's, and a pronoun for
 * it after ("create a token that's a copy of that creature. Those tokens
 * ...") is refused (CG_SEL_EACH_DONE). */
static bool one_at_a_time(unit *u, const node *each, int all, const node *body, act_env *env, bool statement)
{
    codegen *cg = u->cg;
    int one = cg_new_sel(u, each), first = u->nsel;
    if (one < 0)
        return false;
    unsigned nbound = u->nbound;
    cg_bind(u, each, one);
    LLVMValueRef i = cg_entry_alloca(u, cg->i32, "turn.i", NULL);
    LLVMBuildStore(u->b, i32(u, 0), i);
    LLVMBasicBlockRef loop = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "turn.loop");
    LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "turn.body");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "turn.done");
    LLVMBuildBr(u->b, loop);
    LLVMPositionBuilderAtEnd(u->b, loop);
    LLVMValueRef n = LLVMBuildLoad2(u->b, cg->i32, i, "n");
    LLVMValueRef has = ctx_call(u, "cardrt_sel_nth", cg->i1, (LLVMValueRef[]){ i32(u, one), i32(u, all), n }, 3);
    LLVMBuildCondBr(u->b, has, next, done);
    LLVMPositionBuilderAtEnd(u->b, next);
    const node *outer = u->each_one;
    u->each_one = each;
    bool ok = statement ? cg_statement(u, body, env) : cg_action(u, body, env);
    u->each_one = outer;
    const node *named[CARDRT_NSEL];
    unsigned nnamed = 0;
    for (unsigned k = nbound; statement && k < u->nbound; k++)
        named[nnamed++] = u->bound[k].n;
    u->nbound = nbound;
    for (unsigned k = 0; k < nnamed; k++)
        cg_bind(u, named[k], CG_SEL_EACH_DONE);
    if (!ok)
        return false;
    if ((int)u->nsel > first)
        ctx_call(u, "cardrt_sel_clear", NULL, (LLVMValueRef[]){ i32(u, first), i32(u, (int)u->nsel - first) }, 2);
    LLVMBuildStore(u->b, LLVMBuildAdd(u->b, n, i32(u, 1), ""), i);
    LLVMBuildBr(u->b, loop);
    LLVMPositionBuilderAtEnd(u->b, done);
    return true;
}

/* "Each opponent loses 1 life for each creature they control": A done for
 * each of PLAYERS in turn (CR 101.4), they that one (ir_each_in_turn). */
static bool in_turn(unit *u, const node *a, act_env *env, const node *players)
{
    int all = cg_sel_of(u, players);
    return all >= 0 && one_at_a_time(u, players, all, a, env, false);
}

bool cg_for_each_one(unit *u, const node *counted, const node *body, act_env *env, const node *before)
{
    int all;
    fx_verb done = meaning_done_this_way(counted);
    if (done != FX_VERB_NONE) {
        /* "For each creature destroyed this way": those the action just
         * before moved, when it is that verb and each of its objects is
         * one COUNTED describes (as cg_amount counts them) */
        if (!(done == FX_VERB_DESTROY || done == FX_VERB_EXILE || done == FX_VERB_RETURN) || !before
            || meaning_verb(before) != done || before->a || !ir_covers(counted, before->b))
            return cg_unsupported(u, counted, "counting what was done this way here");
        if ((all = cg_new_sel(u, counted)) < 0)
            return false;
        ctx_call(u, "cardrt_sel_moved", NULL, (LLVMValueRef[]){ i32(u, all) }, 1);
    } else if ((all = cg_sel_of(u, counted)) < 0) {
        return false;
    }
    bool ok = one_at_a_time(u, counted, all, body, env, true);
    cg_bind(u, counted, CG_SEL_EACH_DONE);
    /* what it did is each one's: "if you do" after it asks about none */
    u->last_may = NULL;
    u->last_may_who = NULL;
    return ok;
}

bool cg_action(unit *u, const node *a, act_env *env)
{
    node *all_cards = ir_the_cards_of_zone(u->arena, a->b, a);
    if (all_cards) {            /* "shuffle the cards from your hand into your library": all of them */
        node *copy = arena_alloc(u->arena, sizeof *copy);
        *copy = *a;
        copy->b = all_cards;
        a = copy;
    }
    /* "... at the beginning of the next end step", "exile ... until ~
     * leaves the battlefield": its card IR instruction's `at`, `duration`
     * (an action with a duration and no card IR is refused, never done now) */
    const ir_instr *at[4], *later = NULL;
    unsigned n = cg_ir_instrs(u, a, at, 4);
    for (unsigned i = 0; i < n && i < 4 && !later; i++)
        later = delay_of(at[i]) != -2 ? at[i] : NULL;
    if (!n && cg_modifier(a->c, N_DURATION, FX_W_NONE))
        return cg_no_ir_in(u, a, "this duration");
    /* "Return it to the battlefield at the beginning of your next upkeep.
     * It gains haste.": the object returned, a new one (CR 400.7), gains
     * it as the delayed ability resolves, which is not read yet */
    const node *again = later && env && a->b && meaning_verb(a) == FX_VERB_RETURN && env->next
                        && env->next->kind == N_ACTION ? ir_names_again(a->b, env->next->a) : NULL;
    if (again)
        return cg_unsupported(u, again, "an instruction after a delayed one on what it acts on");
    if (later)
        return cg_delayed(u, a, later);
    const node *players = u->each_one ? NULL : ir_each_in_turn(a);
    if (players)
        return in_turn(u, a, env, players);
    const node *where = cg_modifier(a->c, N_MODIFIER, FX_W_WHERE);
    const node *saved = u->where_x;
    u->where_x = where ? where->a : NULL;
    bool ok = gen_verb(u, a, env);
    u->where_x = saved;
    return ok;
}

/* "You may cast (play) that card ...": "If you do" ("If you don't") after
 * it asks whether it was cast (played), not only chosen: a land can't be
 * cast, nor played with no land play left (cardrt_fx_result). */
static void did_if_any(unit *u)
{
    if (!u->in_may || !u->last_may)
        return;
    LLVMValueRef any = LLVMBuildICmp(u->b, LLVMIntSGT, ctx_call(u, "cardrt_fx_result", u->cg->i32, NULL, 0),
                                     i32(u, 0), "");
    LLVMValueRef did = LLVMBuildLoad2(u->b, u->cg->i1, u->last_may, "did");
    LLVMBuildStore(u->b, LLVMBuildAnd(u->b, did, any, ""), u->last_may);
}

/* "You may play that card without paying its mana cost": now, a land as
 * the land for the turn (cardrt_fx_play). */
static bool play_now(unit *u, const fx_cast_now *play, act_env *env)
{
    bool yours;
    if (meaning_exiled_instead(env->next, play->cards, &yours))
        return cg_unsupported(u, env->next, "exiling instead a card played");
    int s = play->from ? cg_moved(u, play->cards, play->from, false) : cg_sel_of(u, play->cards);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_play", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_i1(u->cg, play->free_cast) }, 2);
    did_if_any(u);
    return true;
}

/* "Counter target spell" (IN, a counter lowered from A): into its owner's
 * graveyard; "... If that spell is countered this way, exile it instead of
 * putting it into its owner's graveyard": where the sentence after moves it
 * (IN's zone, lowering read it: countered_to), the move cg_move carries out
 * on the countered spell. */
static bool gen_counter(unit *u, const node *a, const ir_instr *in, act_env *env)
{
    if (in->zone == IR_ZONE_GRAVEYARD)
        return simple_on_sel(u, a, "cardrt_fx_counter", NULL);
    const node *instead, *to = ir_countered_instead_of(env->next, &instead);
    act_env e = { NULL, false, false };
    u->countering = true;
    bool ok = gen_verb(u, without(u, to, instead), &e);
    if (ok && u->countering)
        ok = cg_unsupported(u, to, "this destination of a countered spell");
    u->countering = false;
    env->skip_next = true;
    return ok;
}

/* "Choose a color", "Choose a creature type other than Wall", "Choose a
 * creature card name" (IN, the choose lowered from A, with a choice
 * `word`): kept on the resolving spell or ability's source, as an "as it
 * enters" one, for "the chosen color" after it; a type not offered
 * (`except_type`), names of cards of a kind (`name_of`). */
static bool gen_choose_word(unit *u, const node *a, const ir_instr *in)
{
    ir_choice kind = ir_choice_named(in->word);
    const ir_name_choice *named = &in->name_of;
    if (kind == IR_CHOICE_CARD_NAME && (named->types || named->nontypes || named->nonbasic_land)) {
        /* "Choose a creature card name": as "a card name", of cards of that kind */
        unsigned types = 0, nontypes = 0;
        for (ir_card_type t = 0; ir_card_type_name(t); t++) {
            if (((named->types | named->nontypes) & (1u << t)) && !cg_type_bit_of(t))
                return cg_unsupported(u, a->b, "a card name of a type the runtime does not know");
            types |= named->types & (1u << t) ? cg_type_bit_of(t) : 0;
            nontypes |= named->nontypes & (1u << t) ? cg_type_bit_of(t) : 0;
        }
        ctx_call(u, "cardrt_fx_choose_name_for_source", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, (int)types), i32(u, (int)nontypes), cg_i1(u->cg, named->nonbasic_land) }, 3);
    } else if (kind == IR_CHOICE_CREATURE_TYPE && in->except_type) {
        ctx_call(u, "cardrt_fx_choose_type_for_source_except", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, CARDRT_CHOICE_CREATURE_TYPE), cg_cstring(u, in->except_type) }, 2);
    } else {
        ctx_call(u, "cardrt_fx_choose_for_source", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, CARDRT_CHOICE_COLOR + (int)kind) }, 1);
    }
    u->chose |= 1u << kind;
    return true;
}

/* The player trait's word ("opponent"; "": any player) of S when it is one
 * player the controller chooses as it resolves ("Choose an opponent"), or
 * NULL. */
static const char *one_player_chosen(const ir_sel *s)
{
    const ir_alt *alt = s && s->kind == IR_SEL_CHOSEN && !s->of && !s->up_to && s->count
                        && s->count->kind == IR_AMOUNT_CONST && s->count->value == 1 && ir_filter_only_traits(s->filter)
                        ? s->filter->any_of : NULL;
    if (!alt || alt->next || alt->ntraits != 1 || alt->traits[0].kind != IR_TRAIT_PLAYER || alt->traits[0].negated)
        return NULL;
    return alt->traits[0].word ? alt->traits[0].word : "";
}

/* The one-shot actions compiled from their instruction (IR_OP), the one
 * lowered from A's words. */
static const ir_op from_instr[] = { IR_DRAW, IR_GAIN_LIFE, IR_LOSE_LIFE, IR_MILL, IR_SCRY, IR_SURVEIL, IR_DESTROY,
                                    IR_DAMAGE, IR_REGENERATE, IR_TRANSFORM, IR_TAP, IR_UNTAP, IR_SACRIFICE,
                                    IR_DISCARD, IR_COUNTER, IR_FIGHT, IR_ATTACH,
                                    IR_COPY_SPELL };

static const ir_instr *action_instr(unit *u, const node *a)
{
    const ir_instr *in = NULL;
    for (unsigned i = 0; !in && i < sizeof from_instr / sizeof from_instr[0]; i++)
        in = cg_ir_instr(u, from_instr[i], a);
    /* "sacrifice ~ unless you mill two cards", "... unless you tap an
     * untapped creature you control": the instruction paying the cost does
     * (lower_unless.c) */
    const ir_condition *c = in ? NULL : cg_ir_cond(u, a);
    const ir_cost *k = c && c->kind == IR_CONDITION_PAYS_COST ? c->cost : NULL;
    return k && k->done ? k->done : in;
}

/* A, lowered to IN (an op of from_instr). */
static bool gen_instr(unit *u, const node *a, const ir_instr *in, act_env *env)
{
    switch (in->op) {
    case IR_DESTROY:
        return gen_destroy(u, a, in, env);
    case IR_DAMAGE:
        return gen_damage(u, a, in, env);
    case IR_REGENERATE:
        return simple_on_sel(u, a, "cardrt_fx_regenerate", NULL);
    case IR_TAP: case IR_UNTAP:
        return gen_tap(u, a, in);
    case IR_TRANSFORM:          /* CR 701.28 of the current rules */
        return simple_on_sel(u, a, "cardrt_fx_transform", NULL);
    case IR_DRAW: case IR_GAIN_LIFE: case IR_LOSE_LIFE: case IR_MILL: case IR_SCRY: case IR_SURVEIL:
        return gen_player_action(u, a, in);
    case IR_SACRIFICE:
        return gen_sacrifice(u, a, in);
    case IR_DISCARD:
        return gen_discard(u, a, in);
    case IR_COUNTER:
        return gen_counter(u, a, in, env);
    case IR_FIGHT:
        return gen_fight(u, a, in);
    case IR_ATTACH:
        return gen_attach(u, a, in);
    case IR_COPY_SPELL:
        return gen_copy(u, a, in, env);
    default:
        return cg_unsupported_word(u, a, meaning_words(a));
    }
}

/* Is A "Reveal (exile) cards from the top of your library until you
 * reveal (exile) ...", the card IR's reveal_until (its words, the duration
 * among A's modifiers, still read by cg_reveal_until)? */
static bool reveals_until(unit *u, const node *a)
{
    return cg_ir_instr(u, IR_REVEAL_UNTIL, a) && a->b && cg_modifier(a->c, N_DURATION, FX_W_NONE);
}

static bool gen_verb(unit *u, const node *a, act_env *env)
{
    fx_verb v = meaning_verb(a);
    fx_cast_now play;
    /* "An opponent gains control of it": the controller chooses that
     * opponent first, once for the verbs that share the subject ("an
     * opponent chooses ... and exiles it"), named by "that player" after */
    if (a->a && ir_an_opponent(a->a) && a->b && a->b->kind == N_PRONOUN && a->b->refers == a->a)
        return cg_unsupported(u, a->b, "a pronoun naming the opponent who acts on it");    /* "... of them" */
    if (a->a && ir_an_opponent(a->a) && cg_choose_player(u, a->a, CARDRT_WHO_OPPONENTS) < 0)
        return false;
    if (v == FX_VERB_NONE && meaning_cast_now(a, &play) && play.play)
        return play_now(u, &play, env);
    const ir_instr *in = action_instr(u, a);
    if (in)
        return gen_instr(u, a, in, env);
    switch (v) {
    case FX_VERB_EXILE:
        if (reveals_until(u, a))    /* "Exile cards ... until you exile a nonland card" */
            return cg_reveal_until(u, a, cg_modifier(a->c, N_DURATION, FX_W_NONE));
        return cg_move(u, a, CARDRT_EXILE, 0, NULL);
    case FX_VERB_RETURN:
        return cg_return(u, a);
    case FX_VERB_PUT:
        return cg_put(u, a);
    case FX_VERB_SEPARATE:
        return cg_separate(u, a);
    case FX_VERB_CAST: {
        /* "you may cast it without paying its mana cost": now (cardrt_fx_cast) */
        fx_cast_now cast;
        if (!meaning_cast_now(a, &cast))
            break;
        /* "If that spell would be put into your graveyard, exile it instead" */
        bool yours, exiled = meaning_exiled_instead(env->next, cast.cards, &yours);
        env->skip_next |= exiled;
        if (exiled && cast.cards->kind == N_OBJECT)
            return cg_unsupported(u, env->next, "exiling instead a spell chosen as it resolves");
        if (cast.among) {   /* "a spell from among them": one of those its description accepts, chosen */
            int s = exiled ? -1 : cg_from_among(u, cast.cards, cast.among->a);
            if (s >= 0)
                ctx_call(u, "cardrt_fx_cast", u->cg->i32,
                         (LLVMValueRef[]){ i32(u, s), cg_i1(u->cg, cast.free_cast), i32(u, CARDRT_CAST_KEEP) }, 3);
            return s >= 0 || u->failed ? s >= 0 : cg_unsupported(u, env->next, "exiling instead a spell chosen as it resolves");
        }
        if (cast.cards->kind == N_OBJECT) {     /* "a spell ... from your hand": chosen as it resolves */
            const node *there = ir_with_relation(u->arena, cast.cards, IR_QUAL_IN, cast.from);
            unsigned zones = cg_zones(u, there, 0);
            LLVMValueRef which = zones ? cg_affects_fn(u, there) : NULL;
            if (which)
                ctx_call(u, "cardrt_fx_cast_chosen", u->cg->i32,
                         (LLVMValueRef[]){ which, i32(u, (int)zones), cg_i1(u->cg, cast.free_cast) }, 3);
            return which ? true : zones ? false : cg_unsupported(u, cast.from, "this zone");
        }
        int s = cast.from ? cg_moved(u, cast.cards, cast.from, false) : cg_sel_of(u, cast.cards);
        if (s < 0)
            return false;
        ctx_call(u, "cardrt_fx_cast", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, s), cg_i1(u->cg, cast.free_cast),
                                   i32(u, !exiled ? CARDRT_CAST_KEEP : yours ? CARDRT_CAST_EXILE_YOURS
                                                                      : CARDRT_CAST_EXILE_ANY) }, 3);
        did_if_any(u);
        return true;
    }
    case FX_VERB_PREVENT:
        return cg_prevent(u, a);
    case FX_VERB_DEALT_DAMAGE:
        return cg_redirect(u, a);
    case FX_VERB_DESTROY:
    case FX_VERB_DEAL_DAMAGE:
    case FX_VERB_REGENERATE:
    case FX_VERB_TRANSFORM:
    case FX_VERB_TAP:
    case FX_VERB_UNTAP:
    case FX_VERB_DRAW:
    case FX_VERB_GAIN_LIFE:
    case FX_VERB_LOSE_LIFE:
    case FX_VERB_MILL:
    case FX_VERB_SCRY:
    case FX_VERB_SURVEIL:
    case FX_VERB_SACRIFICE:
    case FX_VERB_DISCARD:
    case FX_VERB_COUNTER:
    case FX_VERB_FIGHT:
    case FX_VERB_ATTACH:
    case FX_VERB_COPY:
        /* compiled from their instruction (gen_instr): lowering refused them */
        return cg_no_ir_in(u, a, arena_printf(u->arena, "the verb '%s' here", meaning_words(a)));
    case FX_VERB_HAVE: {
        /* "(you may) have ~ deal 2 damage to any target", "have target creature
         * get -2/-2 until end of turn": what is had done, done by it. */
        bool gapped;
        const node *done = meaning_had_done(a, &gapped);
        if (gapped)
            return cg_unsupported(u, a->next, "a verb joined to 'have' with its subject not said");
        if (done) {
            /* its ", where X is ..." is its own ("you may have target
             * creature get +X/+X until end of turn, where X is ~'s power") */
            node act = *done;
            act.a = a->b;
            const node *where = cg_modifier(done->c, N_MODIFIER, FX_W_WHERE), *saved = u->where_x;
            u->where_x = where ? where->a : saved;
            bool ok = gen_verb(u, &act, env);
            u->where_x = saved;
            return ok;
        }
        if (a->a && ir_base_pt_of(a->b))   /* "has base power and toughness 4/4", "has base power 0" */
            return cg_become(u, a, env);  /* layer 7b, as "becomes 4/4" */
        if (meaning_has_for_a_while(a))
            return cg_pump(u, a);    /* "has shroud for as long as ~ remains tapped": as "gains" */
        ir_who players;
        int n;
        const node *timed;
        if (!env->timed && ir_player_rule_of(a, &players, &n, &timed) == IR_PRULE_MAX_HAND_SIZE)
            return cg_restriction(u, a, env);   /* "You have no maximum hand size for the rest of the game" */
        break;
    }
    case FX_VERB_GET:
    case FX_VERB_GAIN:
        if (v == FX_VERB_GET && meaning_emblem(a))
            return gen_emblem(u, a, meaning_emblem(a));
        if (v == FX_VERB_GET && a->b && a->b->kind == N_OBJECT)
            return gen_get_counters(u, a);
        if (a->b && (a->b->kind == N_PT_CHANGE || a->b->kind == N_LIST || a->b->kind == N_KEYWORD
                     || (v == FX_VERB_GAIN && ir_keyword_choice_of(a->b))))     /* "gain that ability" */
            return cg_pump(u, a);
        break;
    case FX_VERB_LOSE:          /* "Target creature loses flying until end of turn" */
        if (a->b && (a->b->kind == N_LIST || a->b->kind == N_KEYWORD))
            return cg_pump(u, a);
        break;
    case FX_VERB_GET_ENERGY:
        return cg_get_energy(u, a);
    case FX_VERB_REMOVE:
        if (meaning_removed_from_combat(a)) {   /* "remove it from combat" (CR 506.4) */
            if (a->a && !cg_is_you(a->a))
                return cg_unsupported(u, a->a, "another player removing this from combat");
            int s = cg_sel_of(u, meaning_removed_from_combat(a));
            if (s >= 0)
                ctx_call(u, "cardrt_fx_remove_from_combat", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
            return s >= 0;
        }
        if (a->b && a->b->kind == N_OBJECT)
            return cg_remove_counters(u, a);
        break;
    case FX_VERB_GAIN_CONTROL:
        return cg_gain_control(u, a);
    case FX_VERB_LOSE_ALL_ABILITIES:
        return a->a && !a->b ? cg_lose_all_abilities(u, a) : cg_unsupported(u, a, "losing this");
    case FX_VERB_IS:
        if (meaning_is_becoming(a))     /* "That creature is a black Zombie in addition to ..." */
            return cg_become(u, a, env);
        break;
    case FX_VERB_BECOME:
        if (meaning_becomes_monarch(u->c, a))
            return cg_become_monarch(u, a);
        if (meaning_becomes_day_night(a, false) != FX_DAY_NIGHT_NONE)
            return cg_day_night(u, meaning_becomes_day_night(a, false));
        if (meaning_life_total_becomes(a, &(const node *){ NULL }))
            return cg_set_life(u, a);
        if (a->a)
            return cg_become(u, a, env);
        break;
    case FX_VERB_ADD:
        return cg_add_mana(u, a);
    case FX_VERB_CREATE:
        return cg_create(u, a, env);
    case FX_VERB_FLIP:
        if (meaning_flip_coin(a)) {     /* "Flip a coin." (CR 705) */
            ctx_call(u, "cardrt_fx_flip_coin", u->cg->i32, NULL, 0);
            u->flipped = true;
            return true;
        }
        break;
    case FX_VERB_ROLL: {
        int sides;
        if (meaning_roll_die(a, &sides)) {      /* "Roll a d20." (CR 706.1) */
            ctx_call(u, "cardrt_fx_roll_die", u->cg->i32, (LLVMValueRef[]){ i32(u, sides) }, 1);
            u->rolled = true;
            return true;
        }
        break;
    }
    case FX_VERB_ADD_AMOUNT:
        if (meaning_die_added(a) && u->last_act && meaning_roll_die(u->last_act, &(int){ 0 })) {
            LLVMValueRef n = cg_amount(u, a->b);    /* "Roll a d20 and add the number of cards in your hand" */
            if (!n)
                return false;
            ctx_call(u, "cardrt_fx_die_add", u->cg->i32, (LLVMValueRef[]){ n }, 1);
            return true;
        }
        break;
    case FX_VERB_DOUBLE:
        return cg_double(u, a);
    case FX_VERB_SWITCH:
        return cg_switch_pt(u, a);
    case FX_VERB_MOVE:
        return cg_move_counters(u, a);
    case FX_VERB_CLASH:
        if (meaning_clash(a)) {     /* CR 701.22a */
            ctx_call(u, "cardrt_fx_clash", u->cg->i32, NULL, 0);
            u->clashed = true;
            return true;
        }
        break;
    case FX_VERB_PROLIFERATE:
        if (meaning_proliferate(a)) {   /* CR 701.27a */
            ctx_call(u, "cardrt_fx_proliferate", u->cg->i32, NULL, 0);
            return true;
        }
        break;
    case FX_VERB_EXISTS:        /* "there is an additional combat phase after this phase" */
        if (cg_add_phases(u, a))
            return true;
        break;
    case FX_VERB_TAKE:
        if (meaning_extra_turn(a))
            return cg_extra_turn(u, a);
        break;
    case FX_VERB_DISTRIBUTE:
        return gen_counters_divided(u, a);
    case FX_VERB_WIN_GAME:
    case FX_VERB_LOSE_GAME:
        if (!a->b && !a->c && !a->lossy)
            return cg_game_over(u, a, meaning_verb(a) == FX_VERB_WIN_GAME);
        break;
    case FX_VERB_SKIP:
        if (meaning_skip_next(a) != FX_SKIP_NONE)
            return cg_skip_next(u, a);
        break;
    case FX_VERB_INVESTIGATE:
        if (!a->b || a->b->kind == N_AMOUNT)
            return cg_action_token(u, a);
        break;
    case FX_VERB_CHANGE: {      /* "Change the target of target spell with a single target" (CR 415.7a) */
        if (!meaning_change_target(a))
            break;
        int s = cg_sel_of(u, meaning_change_target(a));
        if (s >= 0)
            ctx_call(u, "cardrt_fx_change_target", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
        return s >= 0;
    }
    case FX_VERB_CHOOSE: {
        const node *spell = meaning_new_targets(a);
        if (spell) {
            /* "You may choose new targets for target spell" (CR 115.7d) */
            int s = cg_sel_of(u, spell);
            if (s >= 0)
                ctx_call(u, "cardrt_fx_new_targets", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
            return s >= 0;
        }
        const ir_instr *ch = cg_ir_instr(u, IR_CHOOSE, a);
        if (!ch && cg_ir_refused_in(u, a))  /* what "that player", "the chosen color" name is the card IR's */
            return cg_no_ir_in(u, a, "choosing");
        if (ch && ir_choice_named(ch->word) != IR_CHOICE_NONE)
            return gen_choose_word(u, a, ch);
        /* "Choose an opponent. You and that player each draw three cards":
         * one player, the controller's choice as it resolves (CR 608.2d);
         * "that player" names them for what follows */
        const char *player = ch && !ch->chooser ? one_player_chosen(ch->object) : NULL;
        if (player)
            return cg_choose_player(u, a->b, *player ? CARDRT_WHO_OPPONENTS : CARDRT_WHO_EACH) >= 0;
        if ((!a->a || cg_is_you(a->a)) && ir_ability_choice_of(a))
            return true;        /* "Choose hexproof or indestructible": the next statement's (keyword_list) */
        /* "Choose target creature. Mill four cards, then that creature gets
         * ...", "Choose target creature you control and target creature you
         * don't control": the targets are chosen as the spell is cast (CR
         * 601.2c); the sentence names them for what follows. */
        if (a->b && (a->b->kind == N_TARGET || ir_joins_target(a->b, a->b->a)) && !a->c && (!a->a || cg_is_you(a->a)))
            return cg_sel_of(u, a->b) >= 0;
        /* "You choose a nonland card from it with mana value 3 or less": as
         * "... from it", the zone read out of the object (meaning_from_inside) */
        const node *inside_from = NULL;
        const node *bare = a->b && !a->c && (!a->a || cg_is_you(a->a)) ? meaning_from_inside(u->arena, a->b, &inside_from)
                                                                         : NULL;
        if (bare) {
            if (!cg_choose_from(u, bare, inside_from))
                return false;
            cg_bind(u, a->b, cg_sel_of(u, bare));
            return true;
        }
        /* "You choose a nonland card from it": the controller chooses among
         * what the zone holds; the sentence names the card for what follows. */
        if (a->b && a->b->kind == N_OBJECT && !cg_is_set(a->b) && (!a->a || cg_is_you(a->a)) && a->c
            && a->c->a && !a->c->a->next && a->c->a->kind == N_PREP && meaning_word(a->c->a) == FX_W_FROM)
            return cg_choose_from(u, a->b, a->c->a->a);
        /* "Choose a creature you control. It deals damage ...": the controller
         * chooses one (or N) of what the phrase describes as the effect
         * resolves (CR 413.2c); the sentence names it for what follows. */
        const node *random = ir_at_random_of(a->b);
        if (random) {
            /* "Choose a creature at random that attacked this turn. Destroy that creature.": one of
             * those the rest describes, picked by the game (cardrt_sel_random) */
            node *filt = arena_alloc(u->arena, sizeof *filt), *plain = arena_alloc(u->arena, sizeof *plain);
            ir_leave_out(u->arena, a->b, random, filt, plain);
            int s = cg_your_choice(u, a, plain) && !a->c ? cg_moved(u, plain, NULL, true)
                  : (cg_unsupported(u, random, "choosing this at random"), -1);
            if (s >= 0)
                cg_bind(u, a->b, s);
            return s >= 0;
        }
        if (cg_your_choice(u, a, a->b) && !a->c)
            return cg_moved(u, a->b, NULL, false) >= 0;
        /* "Target opponent chooses a creature they control. Destroy that
         * creature.": that one player's choice (not each of several's) */
        if (a->a && !cg_is_you(a->a) && cg_one_chooser(u, a->a)
            && cg_names_players(a->a->kind == N_PRONOUN && a->a->refers ? a->a->refers : a->a) && !a->c && a->b
            && a->b->kind == N_OBJECT && !cg_is_set(a->b) && !cg_names_players(a->b)
            && meaning_det(a->b) != FX_DET_TOP && !cg_up_to(a->b) && !cg_any_number(a->b))
            return cg_choose_by(u, a->a, a->b);
        /* "Each opponent chooses a creature they control. You gain control
         * of those creatures": each of them chooses one of their own, in
         * turn (CR 101.4), "those creatures" the ones chosen */
        if (a->a && !cg_is_you(a->a) && !a->c && ir_chooses_own(a, NULL) && !cg_up_to(a->b) && !cg_any_number(a->b)) {
            int among, s = cg_moved_by(u, a, NULL, &among);
            if (s < 0)
                return false;
            u->among_sel = among;       /* "Destroy the rest": those not chosen (cg_the_rest) */
            u->taken_sel = s;
            u->among_fn = u->fn;
            return true;
        }
        if (meaning_choice_refused(a))      /* "choose friend or foe", "Choose a card type" */
            return cg_unsupported(u, a, meaning_choice_refused(a));
        break;
    }
    case FX_VERB_SEARCH:
        return cg_search(u, a);
    case FX_VERB_SHUFFLE:
        return cg_shuffle(u, a);
    case FX_VERB_ADAPT: case FX_VERB_BOLSTER: case FX_VERB_AMASS: case FX_VERB_ENDURE: case FX_VERB_DISCOVER: case FX_VERB_EXPLORE: case FX_VERB_CONNIVE:
    case FX_VERB_DETAIN: case FX_VERB_POPULATE: case FX_VERB_VENTURE: case FX_VERB_LEARN: case FX_VERB_PHASE_OUT:
        if (meaning_keyword_action(a))
            return cg_keyword_action(u, a);
        break;
    case FX_VERB_SUPPORT:
        if (!a->a && a->b && a->b->kind == N_AMOUNT && !a->c) {
            /* CR 701.33a of the 2017 rules: a +1/+1 counter on each of
             * up to N (other) target creatures, its target sema's */
            int s = cg_sel_of(u, a);
            if (s >= 0)
                ctx_call(u, "cardrt_fx_counters", u->cg->i32,
                         (LLVMValueRef[]){ i32(u, s), cg_cstring(u, "+1/+1"), i32(u, 1) }, 3);
            return s >= 0;
        }
        break;
    case FX_VERB_MONSTROSITY:
        if (!a->a && a->b && a->b->kind == N_AMOUNT && !a->c) {
            /* CR 701.37a (later rules): "If this permanent isn't monstrous, put N
             * +1/+1 counters on it and it becomes monstrous." */
            LLVMValueRef n = u->in_ability ? cg_amount(u, a->b)
                                           : (cg_unsupported(u, a, "monstrosity outside an ability"), NULL);
            if (n)
                ctx_call(u, "cardrt_fx_monstrosity", u->cg->i32, &n, 1);
            return n != NULL;
        }
        break;
    case FX_VERB_REVEAL:
    case FX_VERB_LOOK_AT: {
        const ir_instr *look = cg_ir_instr(u, v == FX_VERB_REVEAL ? IR_REVEAL : IR_LOOK_AT, a);
        if (look)
            return gen_look(u, a, look);
        if (reveals_until(u, a))
            return cg_reveal_until(u, a, cg_modifier(a->c, N_DURATION, FX_W_NONE));
        return cg_no_ir_in(u, a, arena_printf(u->arena, "the verb '%s' here", meaning_words(a)));
    }
    default:
        break;
    }
    return cg_unsupported_word(u, a, meaning_words(a));
}
