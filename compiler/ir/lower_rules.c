/* lower_rules.c — lowering the statements that are rules rather than
 * one-shot actions (docs/ir.md): what a static ability says of the game,
 * of the card or of other objects (restrictions, permissions, costs,
 * characteristics, replacement and prevention effects), and the rules a
 * resolving spell changes for a while ("Your opponents can't cast
 * noncreature spells this turn").  lower_effect.c hands each statement here
 * first (lower_action). */
#include "lower_int.h"
#include "parser.h"
#include "syntax.h"

/* The word of a static ability's `cant` of each restriction (docs/ir.md) */
static const char *const restriction_words[] = {
    [IR_RULE_CANT_BLOCK] = "block", [IR_RULE_CANT_ATTACK] = "attack",
    [IR_RULE_CANT_ATTACK_OR_BLOCK] = "attack_or_block", [IR_RULE_CANT_BE_BLOCKED] = "be_blocked",
    [IR_RULE_BLOCKED_BY_ONE] = "be_blocked_by_more_than_one", [IR_RULE_DOESNT_UNTAP] = "untap",
    [IR_RULE_BLOCKS_ONLY_FLYERS] = "block_but_flyers", [IR_RULE_CANT_CREW] = "crew",
};

/* The word of the `rule` said of the cost change before it */
static const char *const cost_after_words[] = {
    [IR_COST_AT_LEAST_ONE] = "cost_at_least_one", [IR_COST_COLORED_ONLY] = "cost_colored_only",
};

#define COUNT(a) ((int)(sizeof(a) / sizeof *(a)))

ir_cost_after ir_cost_after_word(const ir_instr *in)
{
    int r = in && in->op == IR_RULE && in->duration == IR_DUR_STATIC
            ? ir_word_index(cost_after_words, COUNT(cost_after_words), in->word) : -1;
    return r < 0 ? IR_COST_AFTER_NONE : (ir_cost_after)r;
}

ir_rule ir_cant_rule(const ir_instr *in)
{
    int r = in->op == IR_CANT && in->duration == IR_DUR_STATIC
            ? ir_word_index(restriction_words, COUNT(restriction_words), in->word) : -1;
    return r < 0 ? IR_RULE_NONE : (ir_rule)r;
}

/* The word of a resolving spell's or ability's `cant` of each restriction
 * (lower_restriction) */
static const char *const timed_cant_words[] = {
    [IR_TCANT_BLOCK] = "block", [IR_TCANT_ATTACK] = "attack", [IR_TCANT_ATTACK_OR_BLOCK] = "attack_or_block",
    [IR_TCANT_BE_BLOCKED] = "be_blocked", [IR_TCANT_UNTAP] = "untap", [IR_TCANT_BE_REGENERATED] = "be_regenerated",
    [IR_TCANT_ACTIVATE] = "activate", [IR_TCANT_BE_COUNTERED] = "be_countered",
};

ir_timed_cant ir_timed_cant_of(const ir_instr *in)
{
    int r = in->op == IR_CANT && in->duration != IR_DUR_STATIC
            ? ir_word_index(timed_cant_words, COUNT(timed_cant_words), in->word) : -1;
    return r < 0 ? IR_TCANT_NONE : (ir_timed_cant)r;
}

/* Is every object S selects named by a subtype other than a land type and
 * by no card type ("All Goblins", "Elves you control")? */
static bool named_by_subtype(const ir_sel *s)
{
    if (s->kind != IR_SEL_ALL || !s->filter || !s->filter->any_of)
        return false;
    for (const ir_alt *alt = s->filter->any_of; alt; alt = alt->next) {
        bool subtype = false;
        for (unsigned i = 0; i < alt->ntraits; i++) {
            const ir_trait *t = &alt->traits[i];
            if (t->kind == IR_TRAIT_TYPE && !t->negated)
                return false;
            subtype |= t->kind == IR_TRAIT_SUBTYPE && !t->negated && !ir_land_subtype(t->word);
        }
        if (!subtype)
            return false;
    }
    return true;
}

/* A static ability's rule WORD about the card itself (`object` self),
 * for you when YOU ("You may cast ~ from your graveyard"). */
static ir_instr *self_rule(lower *l, const node *act, const char *word, bool you)
{
    ir_instr *in = instr_new(l, IR_RULE, act);
    in->duration = IR_DUR_STATIC;
    in->subject = you ? sel_new(l, IR_SEL_YOU, act->range) : NULL;
    in->object = sel_new(l, IR_SEL_SELF, act->range);
    in->word = word;
    return in;
}

/* ACT as a rule, lowered onto TAIL (NEXT: the statement after it); false
 * if it is no rule this file reads, for lower_action to go on. */
bool lower_rule_action(lower *l, const node *act, const node *next, ir_instr ***tail, bool optional)
{
    const node *spells, *mana, *timed, *count;
    const char *with_kind_s;     /* "enters ... with an additional +1/+1 counter" (lower_rule reads it) */
    int sign, with_n_s;
    ir_who players;
    const node *chosen_player;
    bool in_static = l->out->kind == IR_AB_STATIC;
    const node *spend_cast = NULL;
    fx_spend_as spend = in_static && !optional ? meaning_spend_as(act, &spend_cast) : FX_SPEND_AS_IS;
    if (spend != FX_SPEND_AS_IS && spend_cast->b->kind == N_OBJECT) {
        /* "You may spend mana as though it were mana of any color to cast
         * planeswalker spells" (CR 609.4b of the current rules): a rule for
         * you, of the spells you cast (cg_spend_as_static) */
        static const place stack = { IR_ZONE_STACK, IR_CTRL_ANY };
        ir_instr *in = instr_new(l, IR_RULE, act);
        in->duration = IR_DUR_STATIC;
        in->subject = sel_new(l, IR_SEL_YOU, act->range);
        in->object = lower_sel(l, spend_cast->b, &stack);
        in->word = "spend_as";
        in->spend_as = spend == FX_SPEND_ANY_TYPE ? "any_type" : "any_color";
        emit(l, tail, in, false);
        return true;
    }
    /* "~ can't block (attack or block) unless you control another Zombie":
     * as long as the condition does not hold (CR 508.1c, 509.1b) */
    ir_rule unless_rule = ir_cond_of(act) == IR_COND_UNLESS && act->b && act->b->kind == N_NEGATED
                          ? ir_restriction_of(act->b) : IR_RULE_NONE;
    bool unless_holds = unless_rule == IR_RULE_CANT_BLOCK || unless_rule == IR_RULE_CANT_ATTACK_OR_BLOCK;
    if (in_static && !optional && act->a && act->b && !act->c && !l->out->cond && l->ab->ast->b->a == act && !act->next
        && (ir_cond_of(act) == IR_COND_AS_LONG_AS || ir_if_as_long_as(act) || unless_holds)) {
        /* "As long as you control an artifact, ~ gets +1/+1", "~ can't
         * block if ...": looked at as the restriction would apply (cg_static.c) */
        ir_condition *c = lower_cond(l, act->a);
        c->negated ^= unless_holds;
        c->unless = unless_holds;
        l->out->cond = c;
        l->paired = meaning_is_paired(act->a);
        ir_sole sole;
        l->sole = !unless_holds && ir_sole_controlled(act->a, &sole) ? &sole : NULL;
        lower_action(l, act->b, tail, false);
        l->paired = false;
        l->sole = NULL;
        return true;
    }
    const node *unless_mana = in_static && !optional && !l->unless_mana ? ir_unless_mana_abilities_of(act) : NULL;
    if (unless_mana) {
        /* "..., and its activated abilities can't be activated unless
         * they're mana abilities" (CR 605.1a): of the other abilities */
        l->unless_mana = true;
        lower_action(l, unless_mana, tail, false);
        l->unless_mana = false;
        return true;
    }
    const node *during = in_static && !optional && !l->out->cond && l->ab->ast->b->a == act && !act->next
                         ? ir_static_during_of(act) : NULL;
    if (during) {
        /* "During your turn, prevent all damage that would be dealt to
         * you": as long as it is that step; "As long as ~ is untapped, if
         * a creature would deal combat damage to you, prevent 1 of that
         * damage": as long as that holds (cg_static.c) */
        l->out->cond = lower_cond(l, during);
        lower_action(l, act->b, tail, false);
        return true;
    }
    const node *instead_cond;
    const node *instead = in_static && !optional && next && next == act->next
                          ? ir_instead_as_long_as_of(l->a, act, next, &instead_cond) : NULL;
    if (instead) {
        /* "Equipped creature gets +1/+0. It gets +3/+1 instead as long as
         * ...": the first as long as the condition doesn't hold, the other
         * as long as it does (cg_static_def, one static ability each) */
        ir_instr *in = instr_new(l, IR_IF, act);
        ir_condition *c = lower_cond(l, instead_cond);
        c->negated = !c->negated;
        c->unless = true;
        in->cond = c;
        ir_instr **then = &in->then, **other = &in->otherwise;
        lower_action(l, act, &then, false);
        lower_action(l, instead, &other, false);
        l->skip_next = true;
        emit(l, tail, in, false);
        return true;
    }
    if (in_static && !optional && act->a && act->b && !act->c && (act->next || l->ab->ast->b->a != act)
        && (ir_cond_of(act) == IR_COND_AS_LONG_AS || ir_if_as_long_as(act))) {
        /* "Enchanted creature gets +2/+2 as long as it's a Human. Otherwise,
         * it can't attack or block.", "As long as it's legendary, it gets an
         * additional +2/+2" after another sentence: each sentence applies
         * as long as its condition holds, "Otherwise" as long as it doesn't
         * (cg_static_def, one static ability each) */
        ir_instr *in = instr_new(l, IR_IF, act);
        in->cond = lower_cond(l, act->a);
        ir_instr **then = &in->then;
        lower_action(l, act->b, &then, false);
        const node *otherwise = next && next == act->next ? ir_otherwise_of(next) : NULL;
        if (otherwise) {
            ir_instr **other = &in->otherwise;
            lower_action(l, otherwise, &other, false);
            l->skip_next = true;
        }
        emit(l, tail, in, false);
        return true;
    }
    const node *attacks, *attack_cond;
    bool attack_unless;
    if (in_static && !optional && ir_attack_restriction_of(act, &attacks, &attack_cond, &attack_unless)) {
        /* "~ can't attack unless defending player controls an Island", "...
         * if ...": the condition looked at as it would attack (CR 508.1c;
         * cg_attack_match_fn) */
        ir_instr *in = instr_new(l, IR_CANT, act);
        in->object = lower_sel(l, attacks, NULL);
        in->word = "attack";
        in->duration = IR_DUR_STATIC;
        ir_condition *c = lower_cond(l, attack_cond);
        c->negated ^= attack_unless;
        c->unless = attack_unless;
        in->cond = c;
        emit(l, tail, in, false);
        return true;
    }
    const node *enters_cond, *enters;
    bool enters_unless;
    if (in_static && ((!optional && ir_self_enters_of(act, &enters_cond, &enters_unless, &enters))
                      || (optional && ir_enters_optional_of(l->a, act)))) {
        lower_self_enters(l, act, tail);    /* "~ enters the battlefield tapped" (gen_enters) */
        return true;
    }
    ir_prevention pv;
    if (in_static && !optional && ir_static_prevention_of(act, &pv)) {
        l->next = next;         /* its additional effect may be the sentence after it */
        lower_prevention(l, act, &pv, tail);
        l->next = NULL;
        return true;
    }
    ir_onto onto;
    if (in_static && !optional && ir_static_redirection_of(act, &pv, &onto)) {
        /* "All damage that would be dealt to you is dealt to ~ instead" (CR 614.9) */
        ir_instr *in = instr_new(l, IR_REDIRECT, act);
        in->subject = pv.from ? lower_sel(l, pv.from, NULL) : NULL;
        in->object = pv.to ? lower_sel(l, pv.to, NULL) : NULL;
        in->to = sel_new(l, onto == IR_ONTO_SOURCE ? IR_SEL_SELF : IR_SEL_ATTACHED, act->range);
        in->word = pv.kind == IR_DAMAGE_COMBAT ? "combat" : NULL;
        in->duration = IR_DUR_STATIC;
        emit(l, tail, in, false);
        return true;
    }
    if (in_static && !optional && lower_word_rule(l, act, tail))
        return true;
    if (in_static && !optional && lower_cda(l, act, tail))
        return true;
    if (in_static && !optional && lower_as_enters(l, act, tail))
        return true;
    if (in_static && !optional && lower_replacement(l, act, tail))
        return true;
    if (in_static && !optional && lower_also_subtypes(l, act, tail))
        return true;
    const node *also = act->c && act->c->a && !act->c->a->next && meaning_word(act->c->a) == FX_W_IN_ADDITION_TO
                       ? act->c->a : NULL;
    if (in_static && !optional && also && ir_verb_of(act) == IR_VERB_IS && act->a && act->b && act->b->kind == N_OBJECT
        && !act->b->b && !act->b->c
        && ir_single_word(act->b) && !ir_is_the_chosen(l->card, act->b)) {
        /* a static ability's "Enchanted creature is an Angel (an artifact) in
         * addition to its other types": layer 4 (CR 205.1b; static_changes) */
        ir_becomes *b = alloc(l, sizeof *b);
        b->keep_types = true;
        b->types.traits = alloc(l, sizeof *b->types.traits);
        lower_trait(l, ir_single_word(act->b), &b->types.traits[b->types.ntraits++]);
        if (b->types.traits[0].negated
            || (b->types.traits[0].kind != IR_TRAIT_TYPE && b->types.traits[0].kind != IR_TRAIT_SUBTYPE))
            refuse(l, act->b, arena_printf(l->a, "the type %s", quoted(l, act->b)));
        /* a creature type only to what is said to be a creature, or what a
         * subtype names ("All Goblins are Zombies in addition to ...": each a
         * creature or kindred, CR 205.3d); "Artifacts you control are Slivers
         * in addition to ..." is refused */
        ir_becoming added = { .also = also, .nsubtypes = 1, .subtypes = { ir_single_word(act->b) } };
        if (b->types.traits[0].kind == IR_TRAIT_SUBTYPE && !ir_static_subtypes_ok(l->card, act->a, &added)
            && (ir_land_subtype(b->types.traits[0].word) || !named_by_subtype(lower_sel(l, act->a, NULL))))
            refuse(l, act->b, arena_printf(l->a, "the subtype %s given to %s", quoted(l, act->b), quoted(l, act->a)));
        emit_static_become(l, act, b, tail);
        return true;
    }
    int colors = in_static && !optional && act->a && (act->a->kind != N_SELF || l->out->cond) ? ir_is_colors_of(act) : -1;
    if (colors >= 0) {
        /* "All creatures are black", "... and is black": their colors, layer
         * 5 (CR 105.2; static_changes); the card's own only under a condition
         * ("As long as ..., ~ ... is black", CR 604.3a: no characteristic-
         * defining ability, which would work in every zone, CR 604.3) */
        ir_becomes *b = alloc(l, sizeof *b);
        b->has_colors = true;
        b->colors = (unsigned)colors;
        emit_static_become(l, act, b, tail);
        return true;
    }
    if (in_static && !optional && act->kind == N_ACTION && meaning_verb(act) == FX_VERB_IS && act->a && act->b
        && act->b->kind == N_OBJECT && !act->lossy) {
        /* "Enchanted land is a 3/3 black Ooze creature", "All lands are 1/1
         * creatures that are still lands" (become_changes in cg_layers.c): what the
         * objects are as long as the ability applies, layers 4, 5, 6, 7b */
        for (const node *m = act->c ? act->c->a : NULL; m; m = m->next)
            if (m->kind != N_MODIFIER || meaning_word(m) != FX_W_IN_ADDITION_TO)
                refuse(l, m, arena_printf(l->a, "%s in %s", quoted(l, m), quoted(l, act)));
        ir_instr *in = instr_new(l, IR_BECOME, act);
        in->object = lower_sel(l, act->a, NULL);
        in->becomes = lower_becoming(l, act, next);
        in->duration = IR_DUR_STATIC;
        /* the subtypes become_changes (cg_layers.c) gives */
        ir_becoming b;
        const char *why;
        if (ir_becoming_of(l->card, act, next, &b, &why) || !ir_static_subtypes_ok(l->card, act->a, &b)
            || in->becomes->color_choice)
            refuse(l, act->b, arena_printf(l->a, "the static ability %s", quoted(l, act)));
        emit(l, tail, in, false);
        return true;
    }
    bool negated;
    ir_zone cast_zone;
    const node *when;
    if (in_static && !optional && ir_opening_hand_of(act)) {
        /* "If ~ is in your opening hand, you may begin the game with it on the battlefield." (CR 103.6) */
        emit(l, tail, self_rule(l, act, "begin_on_battlefield", true), false);
        return true;
    }
    if (in_static && !optional && ir_exert_as_attacks_of(act)) {
        /* "You may exert ~ as it attacks" (CR 701.39d of the current rules,
         * 508.1g); "When you do, ..." after it is its reflexive ability */
        emit(l, tail, self_rule(l, act, "exert_as_attacks", true), true);
        return true;
    }
    if (in_static && !optional && ir_cast_from_of(act, &cast_zone, &when)) {
        /* "You may cast ~ from your graveyard as long as you control a Zombie" (CR 601.3) */
        ir_instr *in = self_rule(l, act, cast_zone == IR_ZONE_GRAVEYARD ? "cast_from_graveyard" : "cast_from_exile",
                                 true);
        in->cond = when ? lower_cond(l, when) : NULL;
        emit(l, tail, in, false);
        return true;
    }
    const node *only_all = in_static && !optional && l->ab->ast->b->a == act && !act->next ? ir_cast_only_all_of(act)
                                                                                              : NULL;
    if (only_all) {
        /* "Cast this spell only during the declare attackers step and only
         * if you've been attacked this step" (CR 601.3; as_cast_all_fn) */
        ir_instr *in = self_rule(l, act, "cast_only_if", false);
        in->cond = lower_cond_all(l, only_all);
        emit(l, tail, in, false);
        return true;
    }
    const node *only = in_static && !optional ? ir_cast_only_of(act, &negated) : NULL;
    if (only) {
        /* "Cast this spell only if you control a snow land" (CR 601.3) */
        ir_instr *in = self_rule(l, act, "cast_only_if", false);
        ir_condition *cond = lower_cond(l, only);
        cond->negated = cond->negated != negated;
        cond->unless = negated;
        in->cond = cond;
        emit(l, tail, in, false);
        return true;
    }
    fx_cant_cast cc;
    if (!optional && meaning_cant_cast(act, &cc) && (in_static ? !cc.duration : l->duration == IR_DUR_NONE)) {
        lower_cant_cast(l, act, &cc, tail);     /* "Your opponents can't cast noncreature spells" */
        return true;
    }
    if (in_static && !optional && ir_deck_rule_of(act)) {
        /* "A deck can have any number of cards named ~" (CR 100.2a): a rule
         * of deck construction, which changes nothing in a game */
        ir_instr *in = instr_new(l, IR_RULE, act);
        in->word = "deck_construction";
        in->duration = IR_DUR_STATIC;
        emit(l, tail, in, false);
        return true;
    }
    const node *before = NULL;      /* the sentence before ACT in its paragraph */
    for (const node *s = in_static && l->ab->ast->b ? l->ab->ast->b->a : NULL; s && s != act; s = s->next)
        before = s;
    ir_keeps keeps = in_static && !optional ? ir_doesnt_remove_of(act, before) : IR_KEEPS_NONE;
    if (keeps != IR_KEEPS_NONE) {
        /* "Enchanted creature has protection from black. This effect doesn't
         * remove ~": the protection given just before puts not the Aura
         * itself (or no Aura) into its owner's graveyard (CR 704.5m; the
         * static ability of that sentence, cg_static.c) */
        ir_instr *in = instr_new(l, IR_RULE, act);
        in->object = lower_sel(l, act->a->b, NULL);
        in->word = "doesnt_remove";
        in->duration = IR_DUR_STATIC;
        emit(l, tail, in, false);
        return true;
    }
    if (in_static && !optional && ir_cost_floor_of(act, before)) {
        /* "This effect can't reduce the mana in that cost to less than one
         * mana": the cost change just before leaves one mana (CR 601.2f;
         * CARDRT_RULE_COST_AT_LEAST_ONE, cg_static.c) */
        ir_instr *in = instr_new(l, IR_RULE, act);
        in->word = cost_after_words[IR_COST_AT_LEAST_ONE];
        in->duration = IR_DUR_STATIC;
        emit(l, tail, in, false);
        return true;
    }
    if (in_static && !optional && ir_cost_colored_only_of(act, before)) {
        /* "This effect reduces only the amount of colored mana you pay":
         * the colored mana the cost change just before takes off comes off
         * nothing else (CR 118.7c of the current rules; cardrt_rule.
         * mana_only, cg_static.c) */
        ir_object_rule_of(before, &spells, &mana, &sign, NULL);
        if (!ir_mana_one_kind(mana_symbols(l, mana), NULL, NULL))
            refuse(l, act, arena_printf(l->a, "the sentence %s", quoted(l, act)));
        ir_instr *in = instr_new(l, IR_RULE, act);
        in->word = cost_after_words[IR_COST_COLORED_ONLY];
        in->duration = IR_DUR_STATIC;
        emit(l, tail, in, false);
        return true;
    }
    const node *abilities_of = in_static && !optional ? ir_cant_activate_of(act) : NULL;
    if (abilities_of) {
        /* "Enchanted creature's activated abilities can't be activated",
         * "Activated abilities of artifacts can't be activated" (CR 602.5
         * of the current rules; cg_static.c) */
        ir_instr *in = instr_new(l, IR_CANT, act);
        in->object = lower_sel(l, abilities_of, NULL);
        in->word = l->unless_mana ? "activate_nonmana" : "activate";
        in->duration = IR_DUR_STATIC;
        emit(l, tail, in, false);
        return true;
    }
    ir_rule rules[4];
    const node *restricted = act->kind == N_NEGATED && act->a && act->a->kind == N_ACTION ? act->a->a : NULL;
    unsigned nrules = !in_static || optional || act->kind != N_NEGATED ? 0
                    : (rules[0] = ir_restriction_of(act)) != IR_RULE_NONE ? 1 : ir_restrictions_of(act, rules, 4, &restricted);
    if (!nrules && in_static && !optional && (rules[0] = ir_permission_of(act)) != IR_RULE_NONE) {
        nrules = 1;     /* "X can block only creatures with flying" (CR 509.1b) */
        restricted = act->a->a;
    }
    if (in_static && !optional && ir_optional_untap_of(act) != IR_RULE_NONE) {
        /* "You may choose not to untap ~ during your untap step" (CR 502.3) */
        emit(l, tail, self_rule(l, act, "may_not_untap", false), false);
        return true;
    }
    if (nrules && restricted) {
        /* "Enchanted creature can't block", "~ can't block and can't be
         * blocked": a restriction while the ability exists (cg_static.c) */
        const ir_sel *who = lower_sel(l, restricted, NULL);
        for (unsigned i = 0; i < nrules; i++) {
            if (rules[i] >= sizeof restriction_words / sizeof *restriction_words || !restriction_words[rules[i]])
                refuse(l, act, arena_printf(l->a, "the restriction %s", quoted(l, act)));
            ir_instr *in = instr_new(l, IR_CANT, act);
            in->object = who;
            in->word = restriction_words[rules[i]];
            in->duration = IR_DUR_STATIC;
            emit(l, tail, in, false);
        }
        return true;
    }
    const node *blocker, *attacker;
    bool except;
    if (in_static && !optional && ir_block_restriction_of(act, &blocker, &attacker, &except)) {
        /* "~ can't be blocked by Walls", "~ can't block creatures with flying" (CR 509.1b) */
        ir_instr *in = instr_new(l, IR_CANT_BLOCK, act);
        in->duration = IR_DUR_STATIC;
        in->subject = lower_sel(l, blocker, NULL);
        in->object = lower_sel(l, attacker, NULL);
        in->word = except ? "except" : NULL;
        emit(l, tail, in, false);
        return true;
    }
    const node *attacked, *tax = NULL;
    if (in_static && !optional
        && (ir_attack_at_restriction_of(act, &attacker, &attacked) || ir_attack_tax_of(act, &attacker, &attacked, &tax))) {
        lower_attack_restriction(l, act, attacker, attacked, tax, tail);    /* "Creatures can't attack you" */
        return true;
    }
    const node *no_prevention;
    if (!optional && ir_no_prevention_of(act, &no_prevention)) {
        lower_no_prevention(l, act, no_prevention, tail);   /* "Damage can't be prevented this turn" */
        return true;
    }
    bool combat_only;
    const node *dealers = in_static && !optional ? ir_unpreventable_by_of(act, &combat_only) : NULL;
    if (dealers) {      /* "Damage that would be dealt by ~ can't be prevented" (CR 416.1; cg_static.c) */
        ir_instr *in = instr_new(l, IR_RULE, act);
        in->duration = IR_DUR_STATIC;
        in->word = combat_only ? "no_combat_prevention" : "no_prevention";
        in->subject = lower_sel(l, dealers, NULL);
        emit(l, tail, in, false);
        return true;
    }
    if (in_static && !optional && ir_type_removed_of(act) >= 0) {
        /* "As long as ..., ~ isn't a creature": it loses the card type in
         * layer 4 (CR 613.1d; cg_static_changes in cg_layers.c) */
        ir_becomes *b = alloc(l, sizeof *b);
        b->lose.traits = alloc(l, sizeof *b->lose.traits);
        b->lose.traits[b->lose.ntraits++] = (ir_trait){ IR_TRAIT_TYPE, ir_card_type_name(ir_type_removed_of(act)), false };
        ir_instr *in = instr_new(l, IR_BECOME, act);
        in->object = lower_sel(l, act->a->a, NULL);
        in->becomes = b;
        in->duration = IR_DUR_STATIC;
        emit(l, tail, in, false);
        return true;
    }
    if (!optional && lower_cant_be_targeted(l, act, tail))
        return true;    /* "~ can't be the target of black spells" */
    if (!optional && ((in_static && (act->kind == N_NEGATED || ir_object_rule_of(act, &spells, &mana, &sign, &count)
                                     || ir_self_cost_each_of(act, &mana) || ir_self_cost_of(act, &mana)
                                     || ir_self_cost_per_target_of(act, &mana)
                                     || ir_self_cost_x_of(l->card, act)
                                     || ir_enters_tapped_of(act) || ir_enters_with_counters_of(act, &with_kind_s, &with_n_s)
                                     || (ir_player_rule_of(act, &players, &sign, NULL) != IR_PRULE_NONE
                                         && ir_player_rule_of(act, &players, &sign, NULL) != IR_PRULE_HEXPROOF
                                         && ir_player_rule_of(act, &players, &sign, NULL) != IR_PRULE_SHROUD)))
                      || (!in_static && act->kind == N_NEGATED && l->duration == IR_DUR_NONE
                          && (ir_player_rule_of(act, &players, &sign, &timed)
                              || ir_chosen_player_rule_of(act, &chosen_player, &sign, &timed)))
                      || (!in_static && l->duration == IR_DUR_NONE     /* "You have no maximum hand size for ..." */
                          && ir_player_rule_of(act, &players, &sign, &timed) == IR_PRULE_MAX_HAND_SIZE)
                      /* "Until end of turn, damage that would reduce your life total ... to 1 instead" */
                      || (!in_static && l->duration == IR_DUR_END_OF_TURN
                          && ir_player_rule_of(act, &players, &sign, NULL) == IR_PRULE_DAMAGE_LIFE_FLOOR))) {
        lower_rule(l, act, tail);
        return true;
    }
    if (act->kind == N_NEGATED) {
        lower_restriction(l, act, tail, optional);
        return true;
    }
    return false;
}
