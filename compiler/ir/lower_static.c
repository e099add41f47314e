/* lower_static.c — lowering what a static ability, or a resolving spell
 * for a while, changes about the game (docs/ir.md, `rule`, `prevent`,
 * `cant`): rules of the game, prevention, restrictions.  lower_effect.c
 * lowers the instructions that lead here (lower_action). */
#include "lower_int.h"
#include "parser.h"
#include "syntax.h"

/* "This spell costs {N} less to cast ...": the rule of the card's own cost,
 * its generic mana in *N; "{2}{U} less": the mana in `mana`, *N 1 (once). */
static ir_instr *self_cost_rule(lower *l, const node *st, const node *mana, int *n)
{
    ir_instr *in = instr_new(l, IR_RULE, st);
    in->duration = IR_DUR_STATIC;
    in->object = sel_new(l, IR_SEL_SELF, st->a->range);
    in->word = "cost";
    const char *written = mana_symbols(l, mana);
    if (ir_mana_one_kind(written, NULL, NULL))
        in->mana = written, *n = 1;
    else if ((*n = ir_generic_mana(written)) <= 0)
        refuse(l, mana, arena_printf(l->a, "the cost change %s", quoted(l, mana)));
    return in;
}

ir_amount *lower_less_each(lower *l, const node *each, int n, src_range r)
{
    ir_amount *times = alloc(l, sizeof *times);
    times->kind = IR_AMOUNT_COUNT;
    times->value = -n;
    times->range = r;
    if (ir_party_of(each) && ir_who_of(ir_party_of(each)) == IR_WHO_YOU)
        times->kind = IR_AMOUNT_PARTY;      /* "for each creature in your party" */
    else                                    /* "for each +1/+1 counter on ~" too */
        amount_counted(l, times, each);
    return times;
}

/* The `word` of the `rule` instruction of each player rule (CR 416.1). */
static const char *const player_rule_words[] = {
    [IR_PRULE_CANT_GAIN_LIFE] = "cant_gain_life", [IR_PRULE_CANT_PLAY_LANDS] = "cant_play_lands",
    [IR_PRULE_SPELL_LIMIT] = "spell_limit", [IR_PRULE_SKIP_DRAW_STEP] = "skip_draw_step",
    [IR_PRULE_EXTRA_LANDS] = "extra_lands", [IR_PRULE_MAX_HAND_SIZE] = "max_hand_size",
    [IR_PRULE_DRAW_LIMIT] = "draw_limit", [IR_PRULE_ZERO_LIFE] = "no_loss_at_zero_life",
    [IR_PRULE_KEEP_MANA] = "keep_mana", [IR_PRULE_HAND_SIZE_CHANGE] = "max_hand_size_change",
    [IR_PRULE_SKIP_UNTAP_STEP] = "skip_untap_step", [IR_PRULE_SKIP_UPKEEP_STEP] = "skip_upkeep_step",
    [IR_PRULE_CANT_SEARCH] = "cant_search", [IR_PRULE_CANT_LOSE] = "cant_lose",
    [IR_PRULE_CANT_WIN] = "cant_win", [IR_PRULE_NO_LEGEND_RULE] = "no_legend_rule",
    [IR_PRULE_MANA_COLORLESS] = "mana_becomes_colorless",
    [IR_PRULE_DAMAGE_LIFE_FLOOR] = "damage_life_floor", [IR_PRULE_CAST_OWN_TURN] = "cast_only_own_turn",
    [IR_PRULE_CAST_SORCERY_TIME] = "cast_only_sorcery_time",
};

#define COUNT(a) ((int)(sizeof(a) / sizeof *(a)))

ir_player_rule ir_player_rule_word(const ir_instr *in)
{
    int r = in->op == IR_RULE ? ir_word_index(player_rule_words, COUNT(player_rule_words), in->word) : -1;
    return r < 0 ? IR_PRULE_NONE : (ir_player_rule)r;
}

/* The `word` of the `rule` instruction of each object rule (CR 416.1). */
static const char *const object_rule_words[] = {
    [IR_ORULE_CANT_BE_COUNTERED] = "cant_be_countered", [IR_ORULE_CANT_ENTER] = "cant_enter",
    [IR_ORULE_COST] = "cost", [IR_ORULE_ABILITY_COST] = "ability_cost",
};

ir_object_rule ir_object_rule_word(const ir_instr *in)
{
    int r = in->op == IR_RULE && in->duration == IR_DUR_STATIC
            ? ir_word_index(object_rule_words, COUNT(object_rule_words), in->word) : -1;
    return r < 0 ? IR_ORULE_NONE : (ir_object_rule)r;
}

/* "Players can't gain life", "Each player can't cast more than one spell
 * each turn", "Creature spells you control can't be countered", "Red spells
 * you cast cost {1} less to cast": a rule of the game a static ability
 * changes for players or spells (CR 416.1); "Players can't gain life this
 * turn": one a resolving spell changes for players until end of turn. */
void lower_rule(lower *l, const node *st, ir_instr ***tail)
{
    static const place stack = { IR_ZONE_STACK, IR_CTRL_ANY };
    ir_who who;
    int n, sign;
    const node *spells, *mana;
    const node *timed = NULL;
    bool is_static = l->out->kind == IR_AB_STATIC;
    const node *during = NULL;
    ir_player_rule pr = is_static ? ir_static_player_rule_of(st, &who, &n, &during) : ir_player_rule_of(st, &who, &n, &timed);
    /* "Until end of turn, damage that would reduce your life total to less
     * than 1 reduces it to 1 instead": the static ability's replacement
     * effect, a resolving spell's for the turn (CR 614.1a, 611.2a) */
    bool floor_this_turn = !is_static && pr == IR_PRULE_NONE && l->duration == IR_DUR_END_OF_TURN
                           && ir_player_rule_of(st, &who, &n, NULL) == IR_PRULE_DAMAGE_LIFE_FLOOR;
    if (floor_this_turn)
        pr = IR_PRULE_DAMAGE_LIFE_FLOOR;
    if (during && l->out->cond)
        refuse(l, st, arena_printf(l->a, "a second condition in %s", quoted(l, st)));
    else if (during)        /* "... during your turn": as long as it is */
        l->out->cond = lower_cond(l, during);
    const node *chosen = NULL;  /* "Target player can't play lands this turn" (cg_change.c) */
    if (pr == IR_PRULE_NONE && !is_static)
        pr = ir_chosen_player_rule_of(st, &chosen, &n, &timed);
    /* a static ability's "defending player can't cast spells": the player
     * the source attacks, while it does (CR 506.2; CARDRT_WHO_DEFENDING) */
    if (pr == IR_PRULE_NONE && is_static && (pr = ir_chosen_player_rule_of(st, &chosen, &n, NULL)) != IR_PRULE_NONE
        && ir_who_of(chosen) != IR_WHO_DEFENDING)
        pr = IR_PRULE_NONE;
    if (is_static && ir_cant_have_keywords_of(st)) {
        lower_restriction(l, st, tail, false);      /* "... can't have or gain flying" */
        return;
    }
    const char *counter;
    bool players;
    const node *no_counters = is_static ? ir_no_counters_of(st, &counter, &players) : NULL;
    if (no_counters) {          /* "~ can't have counters put on it", "You can't get poison counters" */
        ir_instr *in = instr_new(l, IR_RULE, st);
        in->duration = IR_DUR_STATIC;
        *(players ? &in->subject : &in->object) = lower_sel(l, no_counters, NULL);
        in->word = "no_counters";
        in->counter = counter;
        emit(l, tail, in, false);
        return;
    }
    if (is_static && ir_enters_tapped_of(st)) {     /* "Creatures your opponents control enter ... tapped" */
        ir_instr *in = instr_new(l, IR_RULE, st);
        in->duration = IR_DUR_STATIC;
        in->object = lower_sel(l, st->a, NULL);
        in->word = "enters_tapped";
        emit(l, tail, in, false);
        return;
    }
    if (is_static && ir_enters_with_counters_of(st, &counter, &n)) {
        /* "Each other Warrior creature you control enters the battlefield
         * with an additional +1/+1 counter on it": each of them as it enters
         * (a replacement effect, CR 614.1c; cg_static.c) */
        ir_instr *in = instr_new(l, IR_ENTERS, st);
        in->duration = IR_DUR_STATIC;
        in->object = lower_sel(l, st->a, NULL);
        if (in->object->kind != IR_SEL_ALL)
            refuse(l, st->a, arena_printf(l->a, "the objects %s entering", quoted(l, st->a)));
        in->word = counter;
        in->amount = amount_const(l, n, st->range);
        emit(l, tail, in, false);
        return;
    }
    const node *x = is_static ? ir_self_cost_x_of(l->card, st) : NULL;
    if (x && l->ab->ast->b->a == st && !st->next) {
        /* "This spell costs {X} less to cast, where X is the total power of
         * creatures you control" (CR 601.2f; less_x_fn in cg_ability.c):
         * X counted as the cost is determined */
        ir_instr *in = instr_new(l, IR_RULE, st);
        in->duration = IR_DUR_STATIC;
        in->object = sel_new(l, IR_SEL_SELF, st->a->range);
        in->word = "cost";
        ir_amount *less = alloc(l, sizeof *less);
        less->kind = IR_AMOUNT_TIMES;
        less->value = -1;
        less->range = x->range;
        less->left = lower_effect_amount(l, x);
        in->amount = less;
        emit(l, tail, in, false);
        return;
    }
    if (is_static && ir_self_cost_of(st, &mana)) {     /* "This spell costs {2} less to cast" (after an "if") */
        ir_instr *in = self_cost_rule(l, st, mana, &n);
        in->amount = amount_const(l, -n, mana->range);
        emit(l, tail, in, false);
        return;
    }
    const node *each = is_static ? ir_self_cost_each_of(st, &mana) : NULL;
    if (each) {         /* "This spell costs {1} less to cast for each artifact you control" */
        ir_instr *in = self_cost_rule(l, st, mana, &n);
        in->amount = lower_less_each(l, each, n, st->range);
        emit(l, tail, in, false);
        return;
    }
    if (is_static && ir_self_cost_per_target_of(st, &mana)) {
        /* "This spell costs {2}{R} more to cast for each target beyond the
         * first" (Strive, CR 601.2f): as its targets are chosen */
        ir_instr *in = instr_new(l, IR_RULE, st);
        in->duration = IR_DUR_STATIC;
        in->object = sel_new(l, IR_SEL_SELF, st->a->range);
        in->word = "cost_per_target";
        in->mana = mana_symbols(l, mana);
        emit(l, tail, in, false);
        return;
    }
    const node *count;
    ir_object_rule orule = pr ? IR_ORULE_NONE : ir_object_rule_of(st, &spells, &mana, &sign, &count);
    if ((pr == IR_PRULE_NONE && orule == IR_ORULE_NONE) || pr == IR_PRULE_HEXPROOF
        || pr == IR_PRULE_SHROUD)
        refuse(l, st, arena_printf(l->a, "the sentence %s", quoted(l, st)));
    ir_instr *in = instr_new(l, IR_RULE, st);
    in->duration = floor_this_turn ? IR_DUR_END_OF_TURN : IR_DUR_STATIC;
    /* "this turn"; "You have no maximum hand size until your next turn" (as cg_restriction) */
    if (!is_static && !floor_this_turn && (!timed || !meaning_duration(timed, &in->duration)
                       || (in->duration != IR_DUR_END_OF_TURN
                           && !(pr == IR_PRULE_MAX_HAND_SIZE && resolving_duration(in->duration)))))
        refuse(l, st, arena_printf(l->a, "the sentence %s", quoted(l, st)));
    if (pr != IR_PRULE_NONE) {
        /* "Skip your draw step", "You have no maximum hand size", "Your maximum hand size is two";
         * "The "legend rule" doesn't apply": every player's (no subject), "... to permanents you control" yours;
         * of "you" alone: "damage that would reduce your life total ...", "If you would lose unspent mana ..." */
        in->subject = pr == IR_PRULE_NO_LEGEND_RULE ? (who == IR_WHO_YOU ? sel_new(l, IR_SEL_YOU, st->range) : NULL)
                    : pr == IR_PRULE_MANA_COLORLESS || pr == IR_PRULE_DAMAGE_LIFE_FLOOR ? sel_new(l, IR_SEL_YOU, st->range)
                    : lower_sel(l, pr == IR_PRULE_SKIP_UNTAP_STEP || pr == IR_PRULE_SKIP_UPKEEP_STEP
                                   ? (st->a ? st->a : st->b->a) : pr == IR_PRULE_SKIP_DRAW_STEP ? st->b->a
                                   : (pr == IR_PRULE_MAX_HAND_SIZE || pr == IR_PRULE_HAND_SIZE_CHANGE)
                                     && st->a->kind != N_POSSESSIVE ? st->a : st->a->a, NULL);
        in->word = player_rule_words[pr];
        in->amount = pr == IR_PRULE_SPELL_LIMIT || (pr == IR_PRULE_EXTRA_LANDS && n > 0) || (pr == IR_PRULE_MAX_HAND_SIZE && n >= 0)
                     || pr == IR_PRULE_DRAW_LIMIT || (pr == IR_PRULE_KEEP_MANA && n) || pr == IR_PRULE_HAND_SIZE_CHANGE
                     ? amount_const(l, n, st->range) : NULL;
    } else {
        /* "Activated abilities of artifacts cost {1} more to activate": of those permanents */
        ir_nth_spell nth;
        if (orule == IR_ORULE_COST && ir_nth_spell_each_turn(spells, &nth)) {
            /* "The first creature spell you cast each turn costs {2} less" */
            ir_sel *first = sel_new(l, IR_SEL_ALL, spells->range);
            ir_filter *f = lower_filter(l, &nth.object, &stack);
            f->cast_nth = nth.nth;
            first->filter = f;
            in->object = first;
        } else {
            in->object = lower_sel(l, spells, orule == IR_ORULE_ABILITY_COST || orule == IR_ORULE_CANT_ENTER ? NULL : &stack);
        }
        in->word = object_rule_words[orule];
        if (count && count->kind == N_MODIFIER) {
            /* "Creature spells you cast cost {X} less to cast, where X is
             * the amount of life you gained this turn": X counted as each
             * spell's cost is determined (CR 601.2f) */
            if (!ir_mana_is_x(mana_symbols(l, mana)))
                refuse(l, mana, arena_printf(l->a, "the cost change %s", quoted(l, mana)));
            ir_amount *by_x = alloc(l, sizeof *by_x);
            by_x->kind = IR_AMOUNT_TIMES;
            by_x->value = sign;
            by_x->range = count->range;
            by_x->left = lower_effect_amount(l, count->a);
            in->amount = by_x;
        } else {
            /* "White spells you cast cost {W} more to cast": that mana
             * (`mana`) once, or for each */
            if (mana && ir_mana_one_kind(mana_symbols(l, mana), NULL, NULL))
                in->mana = mana_symbols(l, mana), n = 1;
            else if (mana && (n = ir_generic_mana(mana_symbols(l, mana))) < 0)
                refuse(l, mana, arena_printf(l->a, "the cost change %s", quoted(l, mana)));
            /* "... cost {1} less to cast for each artifact you control" */
            in->amount = !mana ? NULL : count ? lower_less_each(l, count, -sign * n, count->range)
                                              : amount_const(l, sign * n, mana->range);
        }
    }
    emit(l, tail, in, false);
}

/* "Prevent all damage that would be dealt to ~ by creatures", "If a red
 * source would deal damage to you, prevent 1 of that damage": a static
 * ability's prevention effect (CR 416.1); "... dealt to and dealt by X" is
 * two, of the damage X deals and of the damage dealt to it. */
/* The source or recipient of the damage a prevention effect names: "a red
 * source" (in "If a red source would deal damage") is any of them,
 * "another permanent you control" any but the ability's own. */
static const ir_sel *prevention_side(lower *l, const node *np, const place *zone)
{
    if (or_list_whole(np)) {
        /* "a red instant or sorcery spell you control or a red planeswalker you control":
         * any of them, each where it deals damage from (the spell from the stack) */
        ir_sel *s = sel_parts_new(l, IR_SEL_AND, np);
        for (const node *i = np->a; i; i = i->next)
            s->parts[s->nparts++] = prevention_side(l, i, zone && names_spells(i) ? NULL : zone);
        return s;
    }
    if (np->kind != N_OBJECT || (meaning_det(np) != FX_DET_A && meaning_det(np) != FX_DET_ANOTHER))
        return lower_sel(l, np, zone);
    ir_sel *s = sel_new(l, IR_SEL_ALL, np->range);
    s->filter = lower_filter(l, np, zone);
    return s;
}

/* "..., prevent that damage and remove that many +1/+1 counters from it",
 * "... prevent that damage. Remove a +1/+1 counter from ~." (the sentence
 * after it, skipped): IN's additional effect in `then`, done after it
 * prevented damage, "that many" what it prevented (CR 615); refused with
 * SEVERAL prevention effects, whose additional effects the text does not
 * tell apart. */
static void prevention_then(lower *l, const node *st, const ir_prevention *pv, ir_instr *in, bool several)
{
    const node *next = ir_prevention_next_of(st, l->next);
    if (!next && !pv->then)
        return;
    if (several)
        refuse(l, st, arena_printf(l->a, "the additional effect of %s", quoted(l, st)));
    ir_instr **then = &in->then;
    ir_ability_kind kind = l->out->kind;
    l->out->kind = IR_AB_TRIGGERED;     /* done as a resolving effect is, not a static one */
    l->next = NULL;
    lower_action(l, next ? next : pv->then, &then, false);
    l->out->kind = kind;
    l->skip_next = next != NULL;
}

void lower_prevention(lower *l, const node *st, const ir_prevention *pv, ir_instr ***tail)
{
    if (pv->during && l->out->cond)
        refuse(l, st, arena_printf(l->a, "two conditions of %s", quoted(l, st)));
    if (pv->during)             /* "If damage would be dealt to ~ while ...": as long as it holds */
        l->out->cond = lower_cond(l, pv->during);
    static const place anywhere = { IR_ZONE_ANY, IR_CTRL_ANY };
    /* "to you and creatures you control": one for each recipient */
    const node *list = pv->to && pv->to->kind == N_LIST && !pv->both
                       && (ir_list_of(pv->to) == IR_LIST_AND || ir_list_of(pv->to) == IR_LIST_OR) ? pv->to->a : NULL;
    for (const node *each = list ? list : pv->to; ; each = each->next) {
        for (int side = 0; side < (pv->both ? 2 : 1); side++) {
            const node *from = pv->both && side ? NULL : pv->from, *to = pv->both && !side ? NULL : each;
            ir_instr *in = instr_new(l, IR_PREVENT, st);
            in->duration = IR_DUR_STATIC;
            in->subject = from ? prevention_side(l, from, names_spells(from) ? NULL : &anywhere) : NULL;
            in->object = to ? prevention_side(l, to, NULL) : NULL;
            in->amount = pv->n >= 0 ? amount_const(l, pv->n, st->range) : NULL;
            in->word = pv->kind == IR_DAMAGE_COMBAT ? "combat" : pv->kind == IR_DAMAGE_NONCOMBAT ? "noncombat" : NULL;
            prevention_then(l, st, pv, in, list || pv->both);
            emit(l, tail, in, false);
        }
        if (!list || !each->next)
            break;
    }
}

/* "Creatures can't attack you", "Enchanted creature can't attack you or
 * planeswalkers you control": a static ability's restriction on attacks
 * (CR 508.1c of the current rules), one for each thing attacked; with TAX,
 * "... unless their controller pays {2} for each ...", the mana each such
 * attack costs (CR 508.1g-h). */
void lower_attack_restriction(lower *l, const node *st, const node *attacker, const node *attacked, const node *tax,
                              ir_instr ***tail)
{
    if (tax && ir_generic_mana(mana_symbols(l, tax)) <= 0)
        refuse(l, tax, arena_printf(l->a, "the cost to attack %s", quoted(l, tax)));
    const ir_sel *who = lower_sel(l, attacker, NULL);
    for (const node *each = attacked->kind == N_LIST ? attacked->a : attacked; each;
         each = attacked->kind == N_LIST ? each->next : NULL) {
        ir_instr *in = instr_new(l, IR_CANT_ATTACK, st);
        in->duration = IR_DUR_STATIC;
        in->subject = who;
        in->object = lower_sel(l, each, NULL);
        in->word = tax ? mana_symbols(l, tax) : NULL;
        emit(l, tail, in, false);
    }
}

/* "Prevent all combat damage that would be dealt this turn", "Prevent the
 * next 3 damage that would be dealt to any target this turn" (CR 615): a
 * prevention effect of a resolving spell or ability (meaning_prevent), for
 * as long as its text says; "dealt to and dealt by X" is two, of the damage
 * X deals and of the damage dealt to it. */
/* The source of damage FROM names: "a source of your choice" (a red one)
 * chosen as it resolves among the permanents and spells (prevention_side
 * in cg_effect.c), or what FROM names. */
static const ir_sel *chosen_source(lower *l, const node *from)
{
    static const place anywhere = { IR_ZONE_ANY, IR_CTRL_ANY };
    const node *plain = meaning_your_choice_of(l->a, from);
    if (!plain)
        return lower_sel(l, from, NULL);
    ir_sel *chosen = sel_new(l, IR_SEL_CHOSEN, plain->range);
    chosen->filter = lower_filter(l, plain, &anywhere);
    return chosen;
}

void lower_prevent(lower *l, const node *act, const fx_prevent *pv, const node *onto, ir_instr ***tail,
                   bool optional)
{
    ir_duration duration = IR_DUR_NONE, d;
    const node *where = NULL;
    for (const node *m = pv->would->c ? pv->would->c->a : NULL; m; m = m->next) {
        if (m == pv->used[0] || m == pv->used[1] || m == pv->divided)
            continue;
        if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_WHERE && m->a && pv->next && !where && !l->where_x) {
            where = m->a;   /* "the next X damage that would be dealt ..., where X is ...": the amount's */
            continue;
        }
        if (m->kind != N_DURATION || duration != IR_DUR_NONE || !meaning_duration(m, &d) || !resolving_duration(d))
            refuse(l, m, arena_printf(l->a, "%s in %s", quoted(l, m), quoted(l, act)));
        duration = d;
    }
    /* "Until your next turn, prevent all damage ...": the duration said before it */
    if ((l->duration != IR_DUR_NONE && (duration != IR_DUR_NONE || !resolving_duration(l->duration)))
        || (optional && pv->both))
        refuse(l, act, arena_printf(l->a, "the prevention %s", quoted(l, act)));
    if (l->duration != IR_DUR_NONE)
        duration = l->duration;
    for (int side = 0; side < (pv->both ? 2 : 1); side++) {
        const node *from = pv->both && side ? NULL : pv->from, *to = pv->both && !side ? NULL : pv->to;
        ir_instr *in = instr_new(l, onto ? IR_REDIRECT : pv->next ? IR_PREVENT_NEXT : IR_PREVENT, act);
        in->subject = from ? chosen_source(l, from) : NULL;
        in->object = to ? lower_sel(l, to, NULL) : NULL;
        in->to = onto ? lower_sel(l, onto, NULL) : NULL;     /* CR 614.9 (gen_redirect) */
        if (where)
            l->where_x = where;
        in->amount = pv->next ? lower_effect_amount(l, pv->next) : NULL;
        if (where)
            l->where_x = NULL;
        in->word = pv->combat ? "combat" : NULL;
        in->duration = duration;
        /* "Prevent the next 5 damage that would be dealt this turn to any
         * number of targets, divided as you choose": each target its share
         * (CR 601.2d; cardrt_fx_prevent_divided) */
        in->divided = pv->divided != NULL;
        if (pv->divided && (!pv->next || pv->from || pv->both || onto || optional))
            refuse(l, pv->divided, arena_printf(l->a, "the prevention divided %s", quoted(l, act)));
        /* "the next 1 damage ... by each creature": a shield for each one,
         * not said yet; one with no duration the runtime has not; a set
         * tested after the spell is gone, with no X to see */
        bool sets = false, x = false;
        for (const ir_sel *sd = in->subject ? in->subject : in->object; sd; sd = sd == in->object ? NULL : in->object)
            if (sd->kind == IR_SEL_ALL) {
                sets |= sd == in->subject;
                for (const ir_compare *c = sd->filter->compares; c; c = c->next)
                    x |= c->value->kind == IR_AMOUNT_X;
            }
        if (duration == IR_DUR_NONE || (pv->next && sets) || x)
            refuse(l, act, arena_printf(l->a, "the prevention %s", quoted(l, act)));
        if (pv->next && in->object && in->object->kind == IR_SEL_ALL) {
            /* "Prevent the next 1 damage that would be dealt to each creature you
             * control this turn": a shield for each one as it resolves (cardrt_fx_prevent) */
            ir_sel *each = sel_new(l, IR_SEL_EACH, in->object->range);
            each->of = in->object;
            in->object = each;
        }
        emit(l, tail, in, optional);
    }
}

/* "You may play lands (cast creature spells) from the top of your
 * library (from your graveyard)" (TOP, ir_top_of_library_of; the
 * statement ST, PLAYS its actions; cg_play_match_fn): one rule for each,
 * a static ability's (DURATION static) or, "Until end of turn, you may
 * play lands and cast spells from your graveyard", a resolving one's. */
void lower_play_from(lower *l, const node *st, ir_top_rule top, const node *const plays[2], ir_duration duration,
                     ir_instr ***tail)
{
    static const place library = { IR_ZONE_LIBRARY, IR_CTRL_YOU }, stack = { IR_ZONE_STACK, IR_CTRL_ANY },
                       yard = { IR_ZONE_GRAVEYARD, IR_CTRL_YOU };
    bool top_card = top == IR_TOP_PLAY;
    for (unsigned i = 0; i < 2 && plays[i]; i++) {
        bool land = ir_verb_of(plays[i]) == IR_VERB_PLAY;
        ir_instr *in = instr_new(l, IR_RULE, plays[i]);
        in->duration = duration;
        in->subject = sel_new(l, IR_SEL_YOU, st->range);
        in->object = lower_sel(l, plays[i]->b, land ? top_card ? &library : &yard : &stack);
        in->word = top_card ? land ? "play_from_top" : "cast_from_top"
                            : land ? "play_from_graveyard" : "cast_spells_from_graveyard";
        emit(l, tail, in, false);
    }
}

/* A rule a static ability changes, said in one word (CR 416.1): "X can
 * attack as though it didn't have defender", "You may have X assign its
 * combat damage as though it weren't blocked", "X can't attack alone", "You
 * may look at the top card of your library any time", "Play with the top
 * card of your library revealed", "You may cast Spirit spells as though
 * they had flash", "X can be blocked as though they didn't have
 * islandwalk", "X can block creatures with shadow as though X had
 * shadow", "X attacks each combat if able"; false for another statement. */
bool lower_word_rule(lower *l, const node *st, ir_instr ***tail)
{
    const node *x, *att, *walk, *plays[2] = { NULL, NULL }, *mana = NULL;
    ir_event alone;
    bool both;
    ir_top_rule top = ir_top_of_library_of(st, plays);
    const char *word = NULL;
    const ir_sel *subject = NULL, *object = NULL;
    ir_amount *amount = NULL;
    int more;
    ir_who players;
    bool blocks;
    ir_extra_trigger extra;
    if (top == IR_TOP_PLAY || top == IR_TOP_PLAY_GRAVEYARD) {
        lower_play_from(l, st, top, plays, IR_DUR_STATIC, tail);
        return true;
    }
    if ((x = ir_attack_despite_defender_of(st)) != NULL)
        word = "attack_despite_defender", object = lower_sel(l, x, NULL);
    else if ((x = ir_assign_as_unblocked_of(st)) != NULL)
        word = "assign_as_unblocked", object = lower_sel(l, x, NULL);
    else if ((x = ir_damage_by_toughness_of(st)) != NULL)
        word = "damage_by_toughness", object = lower_sel(l, x, NULL);
    else if (ir_alone_restriction_of(st, &x, &alone))
        word = alone == IR_EV_ATTACKS ? "cant_attack_alone" : alone == IR_EV_BLOCKS ? "cant_block_alone"
                                                                                    : "cant_attack_or_block_alone",
        object = lower_sel(l, x, NULL);
    else if ((x = ir_block_shadow_of(st)) != NULL)
        word = "block_shadow", object = lower_sel(l, x, NULL);
    else if ((more = ir_extra_blocks_of(st, &x)) != 0)   /* CR 509.1a: none in amount: any number */
        word = "extra_blocks", object = lower_sel(l, x, NULL), amount = more > 0 ? amount_const(l, more, st->range) : NULL;
    else if ((more = ir_min_blockers_of(st, &x)) != 0)   /* "... except by three or more creatures" */
        word = "min_blockers", object = lower_sel(l, x, NULL), amount = amount_const(l, more, st->range);
    else if ((more = ir_combat_limit_of(st, &blocks)) != 0)  /* "No more than two creatures can attack each combat" */
        word = blocks ? "block_limit" : "attack_limit", amount = amount_const(l, more, st->range);
    else if ((more = ir_untap_limit_of(st, &players, &x)) != 0)   /* CR 502.3: "can't untap more than one land" */
        word = "untap_limit", subject = lower_sel(l, st->a->a, NULL),
        object = prevention_side(l, ir_one_of(l->a, x), NULL), amount = amount_const(l, more, st->range);
    else if ((x = ir_must_attack_of(st)) != NULL)     /* "~ attacks each combat if able" (CR 508.1d) */
        word = "must_attack", object = lower_sel(l, x, NULL);
    else if ((x = ir_must_be_blocked_of(st)) != NULL)     /* "~ must be blocked if able" (CR 509.1c) */
        word = "must_be_blocked", object = lower_sel(l, x, NULL);
    else if ((x = ir_must_block_of(st, &both)) != NULL)    /* "~ blocks each combat if able" (CR 509.1c) */
        word = both ? "must_attack_and_block" : "must_block", object = lower_sel(l, x, NULL);
    else if ((x = ir_lure_of(l->a, st, &att)) != NULL)    /* "All creatures able to block ~ do so" (CR 509.1c) */
        /* ("... block ~ or enchanted creature do so": either, phrase_sel's `and`) */
        word = "must_block", object = lower_sel(l, x, NULL),
        subject = or_list_whole(att) ? phrase_sel(l, st, att) : lower_sel(l, att, NULL);
    else if ((x = ir_untap_in_others_steps_of(st)) != NULL)
        word = "untap_in_others_steps", object = lower_sel(l, x, NULL);
    else if ((x = ir_ignore_landwalk_of(st, &walk)) != NULL)
        word = arena_printf(l->a, "ignore_%s", ir_keyword_name(ir_keyword_node(walk))), object = lower_sel(l, x, NULL);
    else if ((x = ir_no_enter_triggers_of(l->a, st)) != NULL)    /* CR 603.2 */
        word = "no_enter_triggers", object = lower_sel(l, x, NULL);
    else if ((x = ir_flash_cast_of(l->a, st, &mana)) != NULL) {
        /* "... if you pay {2} more to cast it": the amount more */
        static const place stack = { IR_ZONE_STACK, IR_CTRL_ANY };
        word = "cast_as_flash", object = lower_sel(l, x->b, &stack);
        subject = ir_any_player_of(x->a) == IR_WHO_ANY ? NULL : sel_new(l, IR_SEL_YOU, st->range);   /* none: every player */
        if (mana && (more = ir_generic_mana(mana_symbols(l, mana))) < 0)
            refuse(l, mana, arena_printf(l->a, "the cost change %s", quoted(l, mana)));
        else if (mana)
            amount = amount_const(l, more, mana->range);
    } else if (ir_extra_trigger_of(l->a, st, &extra)) {
        /* "... that ability triggers an additional time" (CR 603.2d of the
         * current rules): the abilities of `object` the entering (attacking)
         * of `subject` makes trigger, or any event's */
        word = !extra.objects ? "extra_trigger"
             : extra.event == IR_EV_ENTERS ? "extra_trigger_entering" : "extra_trigger_attacking";
        object = prevention_side(l, extra.sources, NULL);
        subject = extra.objects ? prevention_side(l, extra.objects, NULL) : NULL;
        if (extra.during && l->out->cond)
            refuse(l, st, arena_printf(l->a, "two conditions of %s", quoted(l, st)));
        else if (extra.during)      /* "while ...": as long as it holds */
            l->out->cond = lower_cond(l, extra.during);
    } else if (ir_flash_sacrifice_of(st))      /* CR 307.1, 603.7 */
        word = "sacrifice_if_flashed", object = sel_new(l, IR_SEL_SELF, st->range);
    else if (top == IR_TOP_LOOK || top == IR_TOP_REVEALED)
        word = top == IR_TOP_LOOK ? "look_at_top" : "top_revealed", subject = sel_new(l, IR_SEL_YOU, st->range);
    else
        return false;
    ir_instr *in = instr_new(l, IR_RULE, st);
    in->duration = IR_DUR_STATIC;
    in->subject = subject;
    in->object = object;
    in->amount = amount;
    in->word = word;
    emit(l, tail, in, false);
    return true;
}

bool lower_cant_be_targeted(lower *l, const node *act, ir_instr ***tail)
{
    static const place stack = { IR_ZONE_STACK, IR_CTRL_ANY };
    bool is_static = l->out->kind == IR_AB_STATIC, spells_too;
    const node *who, *timed = NULL;
    const node *by = act->kind == N_NEGATED ? meaning_cant_be_targeted(act, &who, &timed) : NULL;
    const node *sources = act->kind == N_NEGATED && !by ? meaning_cant_be_targeted_from(act, &who, &spells_too) : NULL;
    if (!by && !sources)
        return false;
    ir_instr *in = instr_new(l, IR_RULE, act);
    in->word = "cant_be_targeted";
    /* a static ability's for as long as it applies; a resolving one's
     * "this turn" (or the sentence's "Until end of turn, ...") */
    in->duration = is_static ? IR_DUR_STATIC : timed ? IR_DUR_END_OF_TURN : l->duration;
    if ((is_static && timed) || (!is_static && (sources || in->duration == IR_DUR_NONE)))
        refuse(l, act, arena_printf(l->a, "the restriction %s", quoted(l, act)));
    in->object = lower_sel(l, who, NULL);
    if (sources) {      /* "black spells or abilities from black sources": the spell is its own source */
        in->targeted_by = spells_too ? "spell_or_ability" : "ability";
        in->from = lower_filter(l, sources, NULL);
        emit(l, tail, in, false);
        return true;
    }
    ir_targeting tg;
    if (!ir_targeted_by(by, true, &tg) || (tg.controllers && tg.controllers->next))
        refuse(l, by, arena_printf(l->a, "the spells and abilities %s", quoted(l, by)));
    in->targeted_by = tg.abilities ? tg.spells ? "spell_or_ability" : "ability" : "spell";
    if (tg.kinds)       /* "Aura spells", "blue or black spells your opponents control" */
        in->from = lower_filter(l, by, &stack);
    else if (tg.controllers)    /* "spells or abilities your opponents control" */
        in->subject = lower_sel(l, tg.controllers->a, NULL);
    emit(l, tail, in, false);
    return true;
}

/* "Target creature can't block this turn" (until end of turn), "It doesn't
 * untap during its controller's next untap step" (CR 502.3). */
void lower_restriction(lower *l, const node *neg, ir_instr ***tail, bool optional)
{
    const node *a = neg->a;
    const node *m = a && a->c ? a->c->a : NULL;
    ir_duration d = IR_DUR_NONE;
    if (a && a->kind == N_ACTION && a->a && a->b && !a->lossy && !neg->lossy && !optional && meaning_word(neg) == FX_W_CANT
        && meaning_verb(a) == FX_VERB_BLOCK && m && !m->next && meaning_duration(m, &d) && resolving_duration(d)
        && l->duration == IR_DUR_NONE && l->out->kind != IR_AB_STATIC) {
        /* "Target creature can't block ~ this turn": a block it can't make
         * (CR 509.1b; block_this in cg_change.c) */
        ir_instr *in = instr_new(l, IR_CANT_BLOCK, neg);
        in->subject = lower_sel(l, a->a, NULL);
        in->object = lower_sel(l, a->b, NULL);
        in->duration = d;
        emit(l, tail, in, false);
        return;
    }
    const node *blocker, *timed_block;
    bool except;
    if (!optional && l->duration == IR_DUR_NONE && l->out->kind != IR_AB_STATIC
        && ir_timed_block_restriction_of(neg, &blocker, &except, &timed_block) && meaning_duration(timed_block, &d)
        && resolving_duration(d)) {
        /* "Target creature can't be blocked by Walls this turn", "~ can't be
         * blocked this turn except by creatures with haste": the blocks of
         * the objects it names it forbids (CR 509.1b; cg_change.c) */
        ir_instr *in = instr_new(l, IR_CANT_BLOCK, neg);
        in->subject = lower_sel(l, blocker, NULL);
        in->object = lower_sel(l, a->a, NULL);
        in->word = except ? "except" : NULL;
        in->duration = d;
        emit(l, tail, in, false);
        return;
    }
    const node *forbidden = l->out->kind == IR_AB_STATIC && !optional ? ir_cant_have_keywords_of(neg) : NULL;
    if (forbidden) {            /* "... can't have or gain flying" (CR 613.1f; cg_static_changes in cg_layers.c) */
        const ir_sel *who = lower_sel(l, a->a, NULL);
        for (const node *k = forbidden->kind == N_LIST ? forbidden->a : forbidden; k;
             k = forbidden->kind == N_LIST ? k->next : NULL) {
            ir_instr *in = instr_new(l, IR_FORBID_KEYWORD, neg);
            in->object = who;
            in->word = k->text;
            in->duration = IR_DUR_STATIC;
            emit(l, tail, in, false);
        }
        return;
    }
    const node *untap_step = optional || l->out->kind == IR_AB_STATIC || l->duration != IR_DUR_NONE ? NULL
                             : ir_untap_step_restriction_of(neg);
    const node *lasting = untap_step && untap_step->next && !untap_step->next->next ? untap_step->next : NULL;
    if (lasting && meaning_duration(lasting, &d) && d == IR_DUR_AS_LONG_AS && lasting->a) {
        /* "That creature doesn't untap during its controller's untap step
         * for as long as ~ remains tapped" (CR 502.3, 611.2b; cg_change.c) */
        ir_instr *in = instr_new(l, IR_CANT, neg);
        in->object = lower_sel(l, a->a, NULL);
        in->word = "untap";
        in->duration = d;
        in->cond = lower_as_long_as(l, lasting->a);
        emit(l, tail, in, false);
        return;
    }
    if (!a || a->kind != N_ACTION || a->b || a->lossy || neg->lossy || optional || (m && m->next)
        || l->out->kind == IR_AB_STATIC)
        refuse(l, neg, arena_printf(l->a, "the sentence %s", quoted(l, neg)));
    bool timed = m && meaning_duration(m, &d);
    if (meaning_word(neg) == FX_W_DONT && meaning_verb(a) == FX_VERB_UNTAP
        && ((timed && d == IR_DUR_NEXT_UNTAP_STEP) || meaning_controllers_next_untap(m, a->a))
        && l->duration == IR_DUR_NONE) {
        ir_instr *in = instr_new(l, IR_SKIP_UNTAP, neg);
        in->object = lower_sel(l, a->a, NULL);
        /* "Creatures target player controls ... that player's", "Lands you
         * control ... your next untap step": a rule of the game (CR 418.3b) */
        if (in->object && in->object->kind == IR_SEL_ALL
            && (meaning_your_next_untap(m) || meaning_controllers_next_untap(m, a->a)))
            in->word = "rule";
        emit(l, tail, in, false);
        return;
    }
    fx_verb v = meaning_word(neg) == FX_W_CANT ? meaning_verb(a) : FX_VERB_NONE;
    /* "Its activated abilities can't be activated this turn": the words
     * without their duration (as cg_change.c reads them) */
    node bare = *a, bare_neg = *neg;
    bare.c = NULL;
    bare_neg.a = &bare;
    const node *activator = ir_cant_activate_of(&bare_neg);
    /* "Target spell can't be countered": for as long as it is that spell (CR 400.7) */
    bool countered = meaning_word(neg) == FX_W_CANT && ir_verb_of(a) == IR_VERB_COUNTERED && (a->form & FORM_PASSIVE)
                     && a->a && a->a->kind == N_TARGET && !m && l->duration == IR_DUR_NONE && !l->as_long_as;
    const char *what = v == FX_VERB_BLOCK ? "block" : v == FX_VERB_ATTACK ? "attack"
                     : v == FX_VERB_ATTACK_OR_BLOCK ? "attack_or_block" : v == FX_VERB_BLOCKED ? "be_blocked"
                     : v == FX_VERB_REGENERATED ? "be_regenerated" : activator ? "activate"
                     : countered ? "be_countered" : NULL;
    if (!what || (m && (!timed || !resolving_duration(d))) || (m && l->duration != IR_DUR_NONE))
        refuse(l, neg, arena_printf(l->a, "the sentence %s", quoted(l, neg)));
    ir_instr *in = instr_new(l, IR_CANT, neg);
    in->duration = countered ? IR_DUR_REST_OF_GAME : m ? d : l->duration;
    if (in->duration == IR_DUR_NONE)        /* the code generator has no such effect yet */
        refuse(l, neg, arena_printf(l->a, "%s for the rest of the game", quoted(l, neg)));
    in->object = lower_sel(l, activator ? activator : a->a, NULL);
    in->word = what;
    if (!m && l->as_long_as)    /* "For as long as ~ remains on the battlefield, ... it can't attack or block" */
        in->cond = lower_as_long_as(l, l->as_long_as);
    emit(l, tail, in, false);
}

/* "Target creature attacks this turn if able", "blocks ~ this turn if
 * able", "~ must be blocked this turn if able", "~ can attack this turn as
 * though it didn't have defender" (meaning_timed_rule): a rule for the
 * objects its subject names, for its duration (CR 508.1d, 509.1c). */
void lower_timed_rule(lower *l, const node *act, const fx_timed *t, ir_instr ***tail)
{
    static const char *const words[] = {
        [FX_TRULE_MUST_ATTACK] = "must_attack", [FX_TRULE_MUST_BLOCK] = "must_block",
        [FX_TRULE_MUST_BE_BLOCKED] = "must_be_blocked", [FX_TRULE_ATTACK_DESPITE_DEFENDER] = "attack_despite_defender",
        [FX_TRULE_EXTRA_BLOCKS] = "extra_blocks",
    };
    ir_instr *in = instr_new(l, IR_RULE, act);
    meaning_duration(t->duration, &in->duration);
    in->object = lower_sel(l, t->who, NULL);
    in->subject = t->attacker ? lower_sel(l, t->attacker, NULL) : NULL;
    in->word = words[t->rule];
    if (t->rule == FX_TRULE_EXTRA_BLOCKS && t->amount > 0)     /* none: any number (CR 509.1a) */
        in->amount = amount_const(l, t->amount, t->act->range);
    emit(l, tail, in, false);
}

/* "You may play that card this turn", "Until end of turn, you may cast
 * those cards", "For as long as that card remains exiled, its owner may
 * cast it without paying its mana cost" (meaning_may_play): a rule that
 * lets `subject`, the controller or each card's owner, play (`word`
 * may_play) or cast (may_cast) the cards `object` names from where they
 * are, for a duration (CR 416.1, 418.3a): "for as long as that card
 * remains exiled" is `rest_of_game`, the rule being on the cards, which
 * are new objects once they leave (CR 400.7). */
void lower_may_play(lower *l, const fx_may_play *mp, const node *next, ir_instr ***tail)
{
    ir_instr *in = instr_new(l, IR_RULE, mp->act);
    const node *m = mp->duration;
    in->duration = l->duration;
    if (m && (in->duration != IR_DUR_NONE || !meaning_duration(m, &in->duration)))
        refuse(l, m, arena_printf(l->a, "the duration %s", quoted(l, m)));
    if (in->duration == IR_DUR_AS_LONG_AS && meaning_remains_exiled(m ? m->a : l->as_long_as, mp->cards))
        in->duration = IR_DUR_REST_OF_GAME;
    if (!resolving_duration(in->duration) && in->duration != IR_DUR_REST_OF_GAME)
        refuse(l, mp->act, arena_printf(l->a, "%s without a duration", quoted(l, mp->act)));
    if (mp->among) {        /* "spells from among them": those of them the description accepts as spells */
        static const place stack = { IR_ZONE_STACK, IR_CTRL_ANY };
        ir_sel *s = sel_new(l, IR_SEL_AMONG, mp->cards->range);
        s->of = lower_sel(l, mp->among->a, NULL);
        s->filter = lower_filter(l, mp->cards, &stack);
        in->object = s;
    } else if (mp->cards->kind == N_OBJECT) {  /* "cards exiled this way": those the exile just before moved */
        done_this_way_by(l, mp->cards);
        in->object = sel_new(l, IR_SEL_MOVED, mp->cards->range);
    } else {
        in->object = lower_sel(l, mp->cards, NULL);
    }
    if (mp->owner) {
        ir_sel *owner = sel_new(l, IR_SEL_OWNER, mp->act->a->range);
        owner->of = in->object;
        in->subject = owner;
    } else {
        in->subject = sel_new(l, IR_SEL_YOU, mp->act->a->range);
    }
    in->word = mp->cast ? "may_cast" : "may_play";
    in->without_paying = mp->free_cast;
    fx_may_play spend = *mp;
    if (meaning_may_play_spend(&spend, next)) {
        /* "..., and you may spend mana as though it were mana of any color
         * to cast that spell" (CR 609.4b of the current rules) */
        in->spend_as = spend.spend_as == FX_SPEND_ANY_TYPE ? "any_type" : "any_color";
        l->skip_next = true;
    } else if (meaning_may_play_exiled_instead(mp, next)) {
        /* "If that spell would be put into your graveyard, exile it
         * instead" (CR 614.1a): the spells cast by the permission */
        in->zone = IR_ZONE_EXILE;
        l->skip_next = true;
    }
    emit(l, tail, in, false);
}

/* "You may cast creature spells this turn as though they had flash"
 * (meaning_cast_as_flash_timed): the rule cast_as_flash of the static
 * ability, until end of turn (CR 416.1). */
void lower_cast_as_flash_timed(lower *l, const node *opt, const node *cast, ir_instr ***tail)
{
    static const place stack = { IR_ZONE_STACK, IR_CTRL_ANY };
    ir_instr *in = instr_new(l, IR_RULE, opt);
    in->duration = IR_DUR_END_OF_TURN;
    in->subject = sel_new(l, IR_SEL_YOU, opt->range);
    in->object = lower_sel(l, cast->b, &stack);
    in->word = "cast_as_flash";
    emit(l, tail, in, false);
}

/* "Your opponents can't cast noncreature spells" (a static ability),
 * "Target player can't cast creature spells this turn" (meaning_cant_cast):
 * a rule for the players `subject` names, of the spells `object` names
 * (CR 601.3 of the current rules). */
void lower_cant_cast(lower *l, const node *act, const fx_cant_cast *cc, ir_instr ***tail)
{
    static const place stack = { IR_ZONE_STACK, IR_CTRL_ANY };
    ir_instr *in = instr_new(l, IR_RULE, act);
    in->duration = l->out->kind == IR_AB_STATIC ? IR_DUR_STATIC : IR_DUR_NONE;
    if (cc->duration)
        meaning_duration(cc->duration, &in->duration);
    if (in->duration == IR_DUR_NONE)
        refuse(l, act, arena_printf(l->a, "%s for the rest of the game", quoted(l, act)));
    in->subject = cc->who ? lower_sel(l, cc->who, NULL) : NULL;    /* none: "Spells ... can't be cast" */
    in->object = lower_sel(l, cc->spells, &stack);
    in->word = "cant_cast";
    emit(l, tail, in, false);
}

void lower_self_enters(lower *l, const node *st, ir_instr ***tail)
{
    const node *cond, *a;
    bool unless;
    const node *may_enter = ir_enters_optional_of(l->a, st);    /* "You may have ~ enter ...": `optional` */
    if (may_enter) {
        a = may_enter;
        cond = NULL;
        unless = false;
    } else {
        ir_self_enters_of(st, &cond, &unless, &a);
    }
    ir_instr *in = instr_new(l, IR_ENTERS, a);
    in->object = sel_new(l, IR_SEL_SELF, a->a->range);
    in->duration = IR_DUR_STATIC;
    bool counted = false;       /* "for each ..." read */
    const node *equal = NULL;   /* "equal to ...", of "a number of +1/+1 counters" */
    /* "with X +1/+1 counters on it, where X is the number of ...": counted
     * as it enters (CR 614.1c; gen_enters in cg_static.c) */
    const node *where = NULL;
    for (const node *m = a->c->a; m; m = m->next)
        if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_WHERE && m->a && !where)
            where = m;
    l->where_x = where ? where->a : NULL;
    for (const node *m = a->c->a; m; m = m->next) {
        const node *what = m->a;
        if (m == where)
            continue;
        const char *kind = ir_prep_of(m) == IR_PREP_WITH && what && what->kind == N_OBJECT && !what->b
                           ? ir_counters_named(what) : NULL;
        if (ir_prep_of(m) == IR_PREP_TAPPED && !m->a && !in->tapped) {
            in->tapped = true;
        } else if (kind && !in->word) {     /* "with two +1/+1 counters on it" */
            in->word = kind;
            /* "with a number of +1/+1 counters on it equal to ..." (cg_action_amount) */
            for (const node *e = what->c && what->c->kind == N_AMOUNT && meaning_amount(what->c) == FX_AMT_A_NUMBER
                                 ? a->c->a : NULL; e; e = e->next)
                if (e->kind == N_MODIFIER && meaning_word(e) == FX_W_EQUAL_TO && e->a && !equal)
                    equal = e;
            l->a_number = equal ? equal->a : NULL;
            l->x_of_spell = true;   /* "with X +1/+1 counters": the X paid for it (CR 107.3m) */
            in->amount = object_count(l, what, "the counters");
            l->x_of_spell = false;
            l->a_number = NULL;
            const node *on = ir_prep_of(m->next) == IR_PREP_ON ? m->next : NULL;
            if (on && (!on->a || lower_sel(l, on->a, NULL)->kind != IR_SEL_SELF))
                refuse(l, on, arena_printf(l->a, "%s as %s enters", quoted(l, on), quoted(l, a->a)));
            if (on)
                m = on;
        } else if (m == equal && in->word) {
            continue;       /* "equal to ...": the number of counters, read with them */
        } else if (ir_prep_of(m) == IR_PREP_FOR_EACH && m->a && in->word && in->amount->kind == IR_AMOUNT_CONST
                   && !counted) {
            /* "with a +1/+1 counter on it for each creature card in your
             * graveyard": counted as it enters (cg_action_amount) */
            in->amount = each_times(l, in->amount->value, m->a, m->range);
            counted = true;
        } else {
            refuse(l, m, arena_printf(l->a, "%s as %s enters", quoted(l, m), quoted(l, a->a)));
        }
    }
    l->where_x = NULL;
    if (cond) {     /* "unless you control two or fewer other lands": asked as it would enter */
        ir_instr *iff = instr_new(l, IR_IF, st);
        ir_condition *c = lower_cond(l, cond);
        c->negated ^= unless;
        c->unless = unless;
        iff->cond = c;
        iff->then = in;
        in = iff;
    }
    emit(l, tail, in, may_enter != NULL);
}

/* "~'s power and toughness are each equal to the number of cards in your
 * hand", "~'s toughness is equal to 1 plus ...", "~'s power is equal to
 * ... and its toughness is equal to that number plus 1": a
 * characteristic-defining ability (CR 604.3), applied in layer 7a (CR
 * 613.4a; cg_cda_def in cg_layers.c); false for another statement. */
bool lower_cda(lower *l, const node *st, ir_instr ***tail)
{
    ir_cda cda;
    if (!ir_cda_of(st, &cda))
        return false;
    ir_instr *in = instr_new(l, IR_DEFINE_PT, st);
    in->duration = IR_DUR_STATIC;
    in->object = sel_new(l, IR_SEL_SELF, st->range);
    in->amount = lower_effect_amount(l, cda.amount);
    in->power_x = cda.power;            /* 0: the printed one */
    in->toughness_x = cda.toughness;
    in->power = cda.power_plus;
    in->toughness = cda.toughness_plus;
    emit(l, tail, in, false);
    return true;
}

/* "The next time a red source of your choice would deal damage to you this
 * turn, prevent that damage" (CR 615; gen_next_time_prevent in
 * cg_effect.c): the controller chooses the source as it resolves, among
 * permanents and spells; all the damage it would deal to the recipient the
 * next time is prevented; false for another sentence. */
bool lower_next_time(lower *l, const node *s, ir_instr ***tail, bool optional)
{
    const node *source, *d = meaning_next_time_prevention(l->a, s, &source);
    fx_next_redirect r = { 0 };
    if (!d && meaning_next_time_redirect(l->a, s, &r))
        d = r.would, source = r.source;     /* "..., that damage is dealt to ~ instead" (CR 614.9) */
    if (!d)
        return false;
    const node *to = NULL;
    ir_duration duration = IR_DUR_NONE, t;
    for (const node *m = d->c ? d->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && meaning_word(m) == FX_W_TO && m->a && !to)
            to = m->a;
        else if (duration == IR_DUR_NONE && meaning_duration(m, &t) && t == IR_DUR_END_OF_TURN)
            duration = t;
        else
            refuse(l, m, arena_printf(l->a, "%s in %s", quoted(l, m), quoted(l, s)));
    if (!to || duration == IR_DUR_NONE || optional || l->duration != IR_DUR_NONE)
        refuse(l, s, arena_printf(l->a, "the %s %s", r.onto ? "redirection" : "prevention", quoted(l, s)));
    ir_instr *in = instr_new(l, r.onto ? IR_REDIRECT : IR_PREVENT_NEXT, s);
    in->subject = !r.onto ? chosen_source(l, d->a) : !source ? NULL
                : r.chosen ? chosen_source(l, d->a) : lower_sel(l, source, NULL);
    in->object = lower_sel(l, to, NULL);
    in->to = r.onto ? lower_sel(l, r.onto, NULL) : NULL;
    in->word = r.combat ? "combat_next_time" : "next_time";
    in->duration = duration;
    emit(l, tail, in, false);
    return true;
}

/* The IR's word for choice C ("creature_type"): a `choose` instruction's `word`. */
static const char *const choice_words[] = {
    [IR_CHOICE_COLOR] = "color", [IR_CHOICE_CREATURE_TYPE] = "creature_type",
    [IR_CHOICE_BASIC_LAND_TYPE] = "basic_land_type", [IR_CHOICE_OPPONENT] = "opponent",
    [IR_CHOICE_PLAYER] = "player", [IR_CHOICE_CARD_NAME] = "card_name",
    [IR_CHOICE_NONLAND_CARD_NAME] = "nonland_card_name",
};

const char *lower_choice_word(ir_choice c)
{
    return choice_words[c];
}

ir_choice ir_choice_named(const char *word)
{
    int i = ir_word_index(choice_words, COUNT(choice_words), word);
    return i < 0 ? IR_CHOICE_NONE : (ir_choice)i;
}

/* The exceptions X of a copy (CR 707.9b) into B, the copy's `become`:
 * card types and subtypes it has in addition to the copied ones, its base
 * power and toughness, keywords; an ability in quotes it has, a
 * `grant_ability` of OBJECT after it (part of its copiable values too), or
 * with no THEN (a token copy's) one of B's `abilities`. */
static void copy_exceptions(lower *l, const ir_copy_except *x, ir_becomes *b, const ir_sel *object,
                            ir_instr ***then)
{
    if (x->pt && !meaning_pt(x->pt, &b->power, &b->toughness))
        refuse(l, x->pt, "this power and toughness");
    b->has_pt = x->pt != NULL;
    if (x->is) {                /* one alternative of types and subtypes (only_types) */
        const node *w0 = x->is->a->a->a->a->a;
        unsigned n = 0;
        for (const node *w = w0; w; w = w->next)
            n++;
        b->types.traits = alloc(l, n * sizeof *b->types.traits);
        for (const node *w = w0; w; w = w->next)
            lower_trait(l, w, &b->types.traits[b->types.ntraits++]);
        b->keep_types = true;
    }
    const node *has = x->has;
    unsigned n = 0;
    for (const node *k = has && has->kind == N_LIST ? has->a : has; k; k = has->kind == N_LIST ? k->next : NULL)
        n += k->kind != N_QUOTED;
    b->keywords = n ? alloc(l, n * sizeof *b->keywords) : NULL;
    ir_ability *gained = NULL, **gained_tail = &gained;
    for (const node *k = has && has->kind == N_LIST ? has->a : has; k; k = has->kind == N_LIST ? k->next : NULL) {
        if (k->kind == N_QUOTED && !then) {     /* a token copy's: its own ability (layer 1, CR 707.9b) */
            *gained_tail = lower_granted(l, k, false);
            gained_tail = &(*gained_tail)->next;
        } else if (k->kind == N_QUOTED) {
            ir_instr *g = instr_new(l, IR_GRANT_ABILITY, k);
            g->object = object;
            g->ability = lower_granted(l, k, true);
            g->duration = IR_DUR_STATIC;
            emit(l, then, g, false);
        } else if (k->kind != N_KEYWORD || !k->text || k->a || k->b) {
            refuse(l, k, arena_printf(l->a, "the ability %s of a copy", quoted(l, k)));
        } else {
            b->keywords[b->nkeywords++] = k->text;
        }
    }
    b->abilities = gained;
    b->this_ability = x->this_ability != NULL;
}

void lower_become_copy_exceptions(lower *l, const ir_copy_except *x, ir_becomes *b)
{
    copy_exceptions(l, x, b, NULL, NULL);
}

const ir_becomes *lower_copy_exceptions(lower *l, const ir_copy_except *x, const ir_token *t, const node *at)
{
    if (!t || !t->copy_of)
        refuse(l, at, arena_printf(l->a, "%s of a token that is no copy", quoted(l, at)));
    ir_becomes *b = alloc(l, sizeof *b);
    copy_exceptions(l, x, b, NULL, NULL);
    return b;
}

/* "As ~ enters the battlefield, you may pay 2 life (you may reveal a Giant
 * card from your hand). If you don't, it enters the battlefield tapped.",
 * "As ~ enters the battlefield, choose a color" (gen_enters in
 * cg_static.c): what is done as the card itself enters, a replacement
 * effect (CR 614.1c); false for another statement. */
bool lower_as_enters(lower *l, const node *st, ir_instr ***tail)
{
    static const place hand = { IR_ZONE_HAND, IR_CTRL_YOU };
    bool first = l->ab->ast->b->a == st, two = first && st->next && !st->next->next;
    int life = two ? ir_enters_pay_life_of(st) : 0;
    const node *shown = two && !life ? ir_enters_reveal_of(st) : NULL;
    unsigned except = 0;
    ir_choice choice = first && !st->next ? ir_enters_choice_of(st, &except) : IR_CHOICE_NONE;
    ir_copy_except except_copy;
    const node *copied = first && !st->next ? ir_enters_as_copy_of(st, &except_copy) : NULL;
    fx_day_night dn = first ? meaning_enters_day_night(st) : FX_DAY_NIGHT_NONE;
    if (dn != FX_DAY_NIGHT_NONE) {
        /* "If it's neither day nor night, it becomes day as ~ enters the
         * battlefield" (CR 726.2 of the current rules) */
        ir_instr *as = instr_new(l, IR_AS_ENTERS, st);
        as->object = sel_new(l, IR_SEL_SELF, st->b->c->a->a->a->range);
        as->duration = IR_DUR_STATIC;
        ir_instr *iff = instr_new(l, IR_IF, st), **then = &as->then;
        iff->cond = lower_cond(l, st->a);
        ir_instr *day = instr_new(l, IR_DAY_NIGHT, st->b);
        day->word = dn == FX_DAY ? "day" : "night";
        iff->then = day;
        emit(l, &then, iff, false);
        emit(l, tail, as, false);
        return true;
    }
    if (!life && !shown && choice == IR_CHOICE_NONE && !copied)
        return false;
    ir_instr *as = instr_new(l, IR_AS_ENTERS, st);
    const node *have = copied && st->kind == N_SEQUENCE ? st->a->a->a : st->a;     /* (ir_enters_as_copy_of) */
    as->object = sel_new(l, IR_SEL_SELF, (copied ? have->b : st->a)->range);
    as->duration = IR_DUR_STATIC;
    ir_instr **then = &as->then;
    if (copied) {
        /* "You may have ~ enter the battlefield as a copy of any creature
         * on the battlefield": one chosen, its copiable values its own
         * (layer 1, CR 707.2), before the replacement effects on its
         * entering are found (cg_enters_as_copy_fn) */
        static const place battlefield = { IR_ZONE_BATTLEFIELD, IR_CTRL_ANY };
        if (!ir_never_aura(copied))     /* an Aura would be attached as it enters (CR 303.4f) */
            refuse(l, copied, arena_printf(l->a, "entering as a copy of %s", quoted(l, copied)));
        ir_instr *become = instr_new(l, IR_BECOME, have);
        become->object = as->object;
        ir_becomes *b = alloc(l, sizeof *b);
        ir_sel *one = sel_new(l, IR_SEL_CHOSEN, copied->range);
        one->filter = lower_filter(l, copied, &battlefield);
        b->copy_of = one;
        become->becomes = b;
        become->duration = IR_DUR_STATIC;
        emit(l, &then, become, true);
        copy_exceptions(l, &except_copy, b, as->object, &then);
    } else if (choice != IR_CHOICE_NONE) {
        ir_instr *ch = instr_new(l, IR_CHOOSE, st->b);
        ch->word = lower_choice_word(choice);
        ch->except_colors = except;
        emit(l, &then, ch, false);
    } else {
        ir_instr *pay = instr_new(l, life ? IR_PAY_LIFE : IR_REVEAL, st->b);
        pay->subject = sel_new(l, IR_SEL_YOU, st->b->range);
        if (life) {
            pay->amount = amount_const(l, life, st->b->range);
        } else {
            ir_sel *one = sel_new(l, IR_SEL_CHOSEN, shown->range);
            one->filter = lower_filter(l, shown, &hand);
            pay->object = one;
        }
        emit(l, &then, pay, true);
        ir_instr *iff = instr_new(l, IR_IF, st->next);     /* "If you don't, it enters the battlefield tapped." */
        ir_condition *did = alloc(l, sizeof *did);
        did->kind = IR_CONDITION_DID;
        did->negated = true;
        did->range = st->next->a->range;
        iff->cond = did;
        ir_instr *tapped = instr_new(l, IR_ENTERS, st->next->b);
        tapped->object = as->object;
        tapped->tapped = true;
        tapped->duration = IR_DUR_STATIC;
        iff->then = tapped;
        emit(l, &then, iff, false);
        l->skip_next = true;
    }
    emit(l, tail, as, false);
    return true;
}

/* "Damage can't be prevented this turn" (a resolving spell's, until end of
 * turn), "Damage can't be prevented." (a static ability's): a rule for
 * all damage (CR 416.1; cg_change.c, cg_static.c). */
void lower_no_prevention(lower *l, const node *neg, const node *timed, ir_instr ***tail)
{
    bool is_static = l->out->kind == IR_AB_STATIC;
    ir_instr *in = instr_new(l, IR_RULE, neg);
    in->duration = IR_DUR_STATIC;
    if (!is_static && (!timed || l->duration != IR_DUR_NONE || !meaning_duration(timed, &in->duration)
                       || in->duration != IR_DUR_END_OF_TURN))
        refuse(l, neg, arena_printf(l->a, "the sentence %s", quoted(l, neg)));
    if (is_static && timed)
        refuse(l, neg, arena_printf(l->a, "the static ability %s", quoted(l, neg)));
    in->word = "no_prevention";
    emit(l, tail, in, false);
}

/* "If a source you control would deal damage to a permanent or player, it
 * deals double that damage to that permanent or player instead" (DEALT,
 * TIMES, PLUS: ir_damage_replacement_of), a static ability's (DURATION
 * IR_DUR_STATIC) or a resolving spell's for the turn (IR_DUR_END_OF_TURN:
 * "... would deal damage this turn ..."): `replace`, one for each
 * recipient of a list. */
void lower_damage_replacement(lower *l, const node *st, const ir_prevention *pv, int times, int plus,
                              ir_duration duration, ir_instr ***tail)
{
    static const place anywhere = { IR_ZONE_ANY, IR_CTRL_ANY };
    ir_prevention dealt = *pv;
    ir_instr *in = instr_new(l, IR_REPLACE, st);
    in->word = dealt.kind == IR_DAMAGE_COMBAT ? "combat_damage"
             : dealt.kind == IR_DAMAGE_NONCOMBAT ? "noncombat_damage" : "damage";
    in->subject = prevention_side(l, dealt.from, names_spells(dealt.from) ? NULL : &anywhere);
    /* "to an opponent or a permanent an opponent controls": one for each */
    const node *list = dealt.to && dealt.to->kind == N_LIST
                       && (ir_list_of(dealt.to) == IR_LIST_AND || ir_list_of(dealt.to) == IR_LIST_OR) ? dealt.to->a : NULL;
    for (const node *each = list; each && each->next; each = each->next) {
        ir_instr *one = instr_new(l, IR_REPLACE, st);
        *one = *in;
        one->object = prevention_side(l, each, NULL);
        one->times = times;
        one->plus = plus;
        one->duration = duration;
        emit(l, tail, one, false);
    }
    for (; list && list->next; list = list->next)
        ;
    in->object = list ? prevention_side(l, list, NULL) : dealt.to ? prevention_side(l, dealt.to, NULL) : NULL;
    in->times = times;
    in->plus = plus;
    in->duration = duration;
    emit(l, tail, in, false);
}

bool lower_damage_effect(lower *l, const node *act, ir_instr ***tail, bool optional)
{
    fx_prevent redirection;
    const node *redirected = meaning_redirect(act, &redirection);
    if (redirected) {
        /* "The next 1 damage that would be dealt to ~ this turn is dealt to
         * target creature you control instead" (CR 614.9; gen_redirect) */
        lower_prevent(l, act, &redirection, redirected, tail, optional);
        l->last_act = l->act;
        l->where_x = l->act = l->each_one = NULL;
        return true;
    }
    ir_prevention replaced;
    int times, plus;
    bool shuffle;
    const node *whose, *put = act->kind == N_CONDITIONAL && !optional && l->duration == IR_DUR_NONE
                              ? ir_graveyard_replacement_this_turn_of(l->a, act, &shuffle, &whose) : NULL;
    const node *leaving = act->kind == N_CONDITIONAL && !optional && l->duration == IR_DUR_NONE
                          ? ir_leave_exile_of(act) : NULL;
    if (leaving) {
        /* "If it would leave the battlefield, exile it instead of putting
         * it anywhere else" (CR 614.1a): on those permanents while they
         * stay (cg_leave_exile) */
        ir_instr *in = instr_new(l, IR_RULE, act);
        in->object = lower_sel(l, leaving, NULL);
        in->word = "exile_if_it_would_leave";
        in->duration = IR_DUR_REST_OF_GAME;
        emit(l, tail, in, false);
        return true;
    }
    if (put) {
        /* "If a card would be put into your graveyard from anywhere this
         * turn, exile that card instead" (CR 614.1a): as the static
         * ability's (lower_replacement), until end of turn */
        static const place anywhere = { IR_ZONE_ANY, IR_CTRL_ANY };
        ir_instr *in = instr_new(l, IR_REPLACE, act);
        in->word = "put_into_graveyard";
        in->subject = prevention_side(l, whose, NULL);
        in->object = prevention_side(l, put->a, &anywhere);
        in->zone = shuffle ? IR_ZONE_LIBRARY : IR_ZONE_EXILE;
        in->shuffle = shuffle;
        in->duration = IR_DUR_END_OF_TURN;
        emit(l, tail, in, false);
        return true;
    }
    bool yours;
    if (act->kind == N_CONDITIONAL && !optional && l->duration == IR_DUR_END_OF_TURN && ir_tokens_doubled_of(act, &yours)) {
        /* "Until end of turn, if one or more tokens would be created under
         * your control, twice that many of those tokens are created
         * instead" (CR 614.1a): as the static ability's, for the turn */
        ir_instr *in = instr_new(l, IR_REPLACE, act);
        in->word = "create_token";
        in->subject = yours ? sel_new(l, IR_SEL_YOU, act->range) : NULL;
        in->times = 2;
        in->duration = IR_DUR_END_OF_TURN;
        emit(l, tail, in, false);
        return true;
    }
    if (act->kind != N_CONDITIONAL || optional || l->duration != IR_DUR_NONE
        || !ir_damage_replacement_this_turn_of(act, &replaced, &times, &plus))
        return false;
    /* "If a source you control would deal damage this turn, it deals double
     * that damage instead" (CR 614.1a) */
    lower_damage_replacement(l, act, &replaced, times, plus, IR_DUR_END_OF_TURN, tail);
    return true;
}

/* "If you would gain life, you gain twice that much life instead", "If a
 * source you control would deal damage to a permanent or player, it deals
 * that much damage plus 1 to that permanent or player instead", "If ~
 * would be put into a graveyard from anywhere, exile it instead (reveal ~
 * and shuffle it into its owner's library instead)", "If a creature an
 * opponent controls would die, exile it instead", "If you would draw a
 * card, you gain 1 life instead", "If a player would draw a card, that
 * player skips that draw instead", "If one or more +1/+1 counters would
 * be put on a creature you control, twice that many (that many plus
 * one) ... instead", "If one
 * or more tokens would be created under your control, twice that many of
 * those tokens are created instead": a static ability's
 * replacement effect (CR 614.1a; cg_static.c); false for another statement. */
bool lower_replacement(lower *l, const node *st, ir_instr ***tail)
{
    static const place anywhere = { IR_ZONE_ANY, IR_CTRL_ANY }, library = { IR_ZONE_LIBRARY, IR_CTRL_ANY };
    const node *event, *whose, *during;
    node *instead;
    int times = 0, plus = 0;
    bool shuffle = false, top, to_hand;
    ir_prevention dealt;
    ir_zone from;
    ir_instr *in = instr_new(l, IR_REPLACE, st);
    if (ir_life_replacement_of(st, &event, &times, &plus)) {
        in->word = "gain_life";
        in->subject = sel_new(l, IR_SEL_YOU, event->a->range);
    } else if (ir_damage_replacement_of(st, &dealt, &times, &plus)) {
        lower_damage_replacement(l, st, &dealt, times, plus, IR_DUR_STATIC, tail);
        return true;
    } else if ((instead = ir_damage_instead_of(l->a, st, &dealt))) {
        /* "If damage would be dealt to ~, put that many +1/+1 counters on
         * it instead": not dealt, `then` done in its place */
        in->word = dealt.kind == IR_DAMAGE_COMBAT ? "combat_damage"
                 : dealt.kind == IR_DAMAGE_NONCOMBAT ? "noncombat_damage" : "damage";
        in->object = prevention_side(l, dealt.to, NULL);
        ir_instr **then = &in->then;
        ir_ability_kind kind = l->out->kind;
        l->out->kind = IR_AB_TRIGGERED;     /* done as a resolving effect is, not a static one */
        lower_action(l, instead, &then, false);
        l->out->kind = kind;
    } else if ((instead = ir_draw_replacement_of(l->a, st, &event, &during, &in->except_first_draw))) {
        in->word = "draw";      /* the draw does not happen: `then` is done instead (CR 614.11) */
        lower_filter(l, event->b, &library);    /* "a card": the card drawn (cg_event.c's test) */
        if (during && l->out->cond)
            refuse(l, st, arena_printf(l->a, "two conditions of %s", quoted(l, st)));
        if (during)             /* "while ...": as long as it holds */
            l->out->cond = lower_cond(l, during);
        in->subject = prevention_side(l, event->a, NULL);
        ir_instr **then = &in->then;
        ir_ability_kind kind = l->out->kind;
        l->out->kind = IR_AB_TRIGGERED;     /* done as a resolving effect is, not a static one */
        lower_action(l, instead, &then, false);
        l->out->kind = kind;
    } else if ((instead = ir_enters_instead_of(l->a, st))) {
        /* "If ~ would enter the battlefield, sacrifice a Swamp instead. If
         * you do, put ~ onto the battlefield. ...": the card's own, from
         * whatever zone it would enter from (CR 614.1c, 614.15); `then`
         * (the sentences after it too) is done instead */
        in->word = "enter_battlefield";
        in->object = sel_new(l, IR_SEL_SELF, st->a->a->range);
        ir_instr **then = &in->then;
        ir_ability_kind kind = l->out->kind;
        l->out->kind = IR_AB_TRIGGERED;     /* done as a resolving effect is, not a static one */
        for (const node *s = instead; s; s = s->next) {
            l->next = s->next;
            lower_action(l, s, &then, false);
            if (l->skip_next && s->next)
                s = s->next;
            l->skip_next = false;
        }
        l->next = NULL;
        l->out->kind = kind;
    } else if ((event = ir_skipped_event_of(st))) {
        /* "that player skips that draw (gains no life) instead" (CR 614.1a) */
        in->word = ir_extra_turn_event(event) ? "extra_turn" : ir_verb_of(event) == IR_VERB_DRAW ? "draw" : "gain_life";
        if (ir_verb_of(event) == IR_VERB_DRAW && event->b && event->b->kind == N_OBJECT)
            lower_filter(l, event->b, &library);    /* "a card": the card drawn (cg_event.c's test) */
        in->subject = prevention_side(l, event->a, NULL);
        in->skip = true;
    } else if (ir_graveyard_replacement_of(st, &event, &shuffle, &whose)) {
        /* "If a permanent would be put into a graveyard": from the battlefield, as dying is */
        bool dies = !ir_into_graveyard(event->c, &whose, &from);
        if (!dies && from != IR_ZONE_ANY)
            refuse(l, event, arena_printf(l->a, "the replacement of %s", quoted(l, event)));
        in->word = dies ? "die" : "put_into_graveyard";
        in->subject = whose ? prevention_side(l, whose, NULL) : NULL;  /* "into an opponent's graveyard" */
        in->object = prevention_side(l, event->a, dies ? NULL : &anywhere);
        in->zone = shuffle ? IR_ZONE_LIBRARY : IR_ZONE_EXILE;
        in->shuffle = shuffle;
    } else if (ir_discard_instead_of(st, &in->counter, &times)) {
        /* "If a spell or ability an opponent controls causes you to discard
         * ~, put it onto the battlefield instead ...": from its owner's hand */
        in->word = "discarded_by_opponent";
        in->object = sel_new(l, IR_SEL_SELF, st->range);
        in->zone = IR_ZONE_BATTLEFIELD;
        if (in->counter)
            in->amount = amount_const(l, times, st->range);
        times = 0;
    } else if (ir_die_exile_replacement_of(st, &event, &to_hand)) {
        in->word = "die";       /* "exile it (return it to its owner's hand) instead" */
        in->object = prevention_side(l, event->a, NULL);
        in->zone = to_hand ? IR_ZONE_HAND : IR_ZONE_EXILE;
    } else if (ir_die_to_library_of(st, &event, &top)) {
        in->word = "die";
        in->object = prevention_side(l, event->a, NULL);
        in->zone = IR_ZONE_LIBRARY;
        in->position = top ? "top" : "bottom";
    } else if ((event = ir_counters_more_of(st, &in->counter, &times, &plus))) {
        /* "... twice that many (that many plus one) +1/+1 counters are put on it instead" */
        bool removed, each;
        in->word = "put_counters";
        in->object = prevention_side(l, ir_counters_event_of(event, &in->counter, &removed, &each), NULL);
    } else if ((event = ir_destroyed_regenerate_of(st))) {
        /* "If ~ would be destroyed, regenerate it" (CR 701.19a) */
        in->word = "destroy";
        in->object = prevention_side(l, event, NULL);
        ir_instr **then = &in->then;
        ir_ability_kind kind = l->out->kind;
        l->out->kind = IR_AB_TRIGGERED;     /* done as a resolving effect is, not a static one */
        lower_action(l, st->b, &then, false);
        l->out->kind = kind;
    } else if (ir_tokens_doubled_of(st, &top)) {
        /* "... twice that many of those tokens are created instead" */
        in->word = "create_token";
        in->subject = top ? sel_new(l, IR_SEL_YOU, st->range) : NULL;
        times = 2;
    } else {
        return false;
    }
    in->times = times;
    in->plus = plus;
    in->duration = IR_DUR_STATIC;
    emit(l, tail, in, false);
    return true;
}

void emit_static_become(lower *l, const node *act, ir_becomes *b, ir_instr ***tail)
{
    ir_instr *in = instr_new(l, IR_BECOME, act);
    in->object = lower_sel(l, act->a, NULL);
    in->becomes = b;
    in->duration = IR_DUR_STATIC;
    emit(l, tail, in, false);
}

/* "~ is also a Cleric, Rogue, Warrior, and Wizard": creature types it has
 * in addition to its others, layer 4 (CR 205.1b; become_changes in cg_layers.c). */
bool lower_also_subtypes(lower *l, const node *act, ir_instr ***tail)
{
    const node *np = ir_also_subtypes_of(act);
    if (!np)
        return false;
    ir_becomes *b = alloc(l, sizeof *b);
    b->keep_types = true;
    unsigned n = 0;
    for (const node *t = np->a->a->a; t; t = t->next)
        n++;
    b->types.traits = alloc(l, n * sizeof *b->types.traits);
    for (const node *t = np->a->a->a; t; t = t->next)
        lower_trait(l, t->a->a, &b->types.traits[b->types.ntraits++]);
    emit_static_become(l, act, b, tail);
    return true;
}
