/* cg_static.c — static abilities (cg.h): what they affect, the rules they
 * give players and objects, their conditions (their changes in the layers:
 * cg_layers.c; what a permanent does as it enters: cg_enters.c). */
#include "cg_static_int.h"
#include "cg_fx.h"
#include "meaning.h"

/* ---- static abilities ---------------------------------------------------------------------- */

LLVMValueRef cg_rule_global(unit *u, LLVMValueRef f[CG_RULE_FIELDS])
{
    codegen *cg = u->cg;
    for (unsigned i = 0; i < CG_RULE_FIELDS; i++)
        if (!f[i])
            f[i] = LLVMConstNull(LLVMStructGetTypeAtIndex(cg->rule_ty, i));
    return cg_const_global(u, LLVMConstNamedStruct(cg->rule_ty, f, CG_RULE_FIELDS), "cardc.rule");
}

LLVMValueRef cg_rule_applies_const(unit *u, int kind, LLVMValueRef applies)
{
    LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(u->cg, kind), [5] = applies };
    return cg_rule_global(u, f);
}

LLVMValueRef cg_rule_const(unit *u, int kind, int who, int n)
{
    codegen *cg = u->cg;
    LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, kind), cg_i32(cg, who), cg_i32(cg, n) };
    return cg_rule_global(u, f);
}

/* A static ability whose one change is a constant cardrt_rule of KIND
 * (docs/runtime.md): for the players WHO names, or the objects AFFECTS
 * accepts; N its number. */
LLVMValueRef cg_rule_static(unit *u, LLVMValueRef rule, LLVMValueRef affects, LLVMValueRef condition)
{
    codegen *cg = u->cg;
    LLVMValueRef ch = cg_rule_change(u, rule);
    LLVMValueRef st[] = { affects ? affects : LLVMConstNull(cg->ptr),
                          cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes"), cg_i32(cg, 1),
                          LLVMConstInt(cg->i8, 0, 0), condition ? condition : LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->static_ty, st, 5);
}

cardrt_rule_kind cg_keyword_rule_kind(ir_kw_ability ka)
{
    return ka == IR_KA_PHASING ? CARDRT_RULE_PHASING : CARDRT_RULE_BANDING;
}

LLVMValueRef cg_self_rule_static(unit *u, cardrt_rule_kind kind)
{
    return cg_rule_static(u, cg_rule_const(u, kind, 0, 0), NULL, NULL);
}

/* The determiners of the objects a static ability affects: "creatures",
 * "other creatures", "each creature", "all other creatures". */
static bool every_det(ir_det d)
{
    return d == IR_DET_NONE || d == IR_DET_OTHER || d == IR_DET_EACH || d == IR_DET_ALL || d == IR_DET_EACH_OTHER
           || d == IR_DET_ALL_OTHER;
}

/* "Cards in graveyards" of a rule that covers objects wherever they are
 * (u->any_zone): those NP describes, in the zones it names. */
static LLVMValueRef zoned_affects(unit *u, const node *np)
{
    codegen *cg = u->cg;
    LLVMValueRef described = cg_affects_fn(u, np);
    if (!described)
        return NULL;
    cg_saved save;
    cg_begin_fn(u, cg->affects_ty, "cardc.affects", &save);
    LLVMValueRef args[] = { LLVMGetParam(u->fn, 0), LLVMGetParam(u->fn, 1), LLVMGetParam(u->fn, 2) };
    LLVMValueRef is = LLVMBuildCall2(u->b, cg->affects_ty, described, args, 3, "");
    LLVMValueRef zone = cg_call(u, "cardrt_zone_of", cg->i32, (LLVMValueRef[]){ cg_game(u), args[2] }, 2);
    LLVMValueRef bit = LLVMBuildShl(u->b, cg_i32(cg, 1), zone, "");
    LLVMValueRef there = LLVMBuildICmp(u->b, LLVMIntNE, LLVMBuildAnd(u->b, bit, cg_i32(cg, (int)cg_zones(u, np, 0)), ""),
                                       cg_i32(cg, 0), "");
    return cg_end_fn(u, LLVMBuildAnd(u->b, is, there, ""), &save);
}

/* What a static ability whose subject is SUBJECT affects: NULL's constant
 * (its own permanent: "Test ...", "as long as Test ..., it ..."), what its
 * Aura or Equipment is attached to, or the permanents a phrase describes;
 * NULL (an error reported) for another subject. */
static LLVMValueRef subject_affects(unit *u, const node *subject)
{
    codegen *cg = u->cg;
    /* "As long as enchanted creature is green, it gets +1/+1": "it" is what "enchanted creature" is */
    if (subject->kind == N_PRONOUN && ir_pronoun_of(subject) == IR_PRON_OTHER && subject->refers
        && subject->refers->kind == N_PRONOUN && ir_pronoun_of(subject->refers) != IR_PRON_OTHER)
        subject = subject->refers;
    if (subject->kind == N_SELF || (subject->kind == N_PRONOUN && subject->refers && subject->refers->kind == N_SELF))
        return LLVMConstNull(cg->ptr);
    if (u->sole && subject->kind == N_PRONOUN && subject->refers == u->sole->of)
        return cg_affects_fn(u, &u->sole->object);  /* "that creature": the one creature you control */
    if (u->paired && meaning_pair_subject(subject)) {   /* "both creatures": it and its pair (CR 702.95) */
        cg_saved save;
        cg_begin_fn(u, cg->affects_ty, "cardc.affects", &save);
        LLVMValueRef obj = LLVMGetParam(u->fn, 2);
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };
        LLVMValueRef partner = cg_call(u, "cardrt_paired_with", cg->i32, a, 2);
        LLVMValueRef r = LLVMBuildOr(u->b, LLVMBuildICmp(u->b, LLVMIntEQ, obj, cg_src(u), ""),
                                     LLVMBuildICmp(u->b, LLVMIntEQ, obj, partner, ""), "");
        return cg_end_fn(u, r, &save);
    }
    if (subject->kind == N_PRONOUN && ir_pronoun_of(subject) != IR_PRON_OTHER) {
        cg_saved save;
        cg_begin_fn(u, cg->affects_ty, "cardc.affects", &save);
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };
        LLVMValueRef host = cg_call(u, "cardrt_attached_to", cg->i32, a, 2);
        LLVMValueRef r = LLVMBuildICmp(u->b, LLVMIntEQ, host, LLVMGetParam(u->fn, 2), "");
        return cg_end_fn(u, r, &save);
    }
    if (subject->kind == N_OBJECT && every_det(ir_det_of(subject))) {
        if (cg_zones(u, subject, 0) != CARDRT_IN(CARDRT_BATTLEFIELD))
            return u->any_zone ? zoned_affects(u, subject)
                               : (cg_unsupported(u, subject, "a static ability on cards in other zones"), NULL);
        return cg_affects_fn(u, subject);
    }
    if (subject->kind == N_LIST && meaning_word(subject) == FX_W_AND && subject->a && subject->a->next) {
        /* "Goblins you control and Elementals you control", "~ and enchanted
         * creature": what any of them affects (CR 611.3a: each of them) */
        LLVMValueRef parts[8];
        unsigned n = 0;
        for (const node *i = subject->a; i; i = i->next) {
            if (n == 8 || i->kind == N_LIST || cg_names_players(i))
                return cg_unsupported(u, subject, "this subject of a static ability"), NULL;
            if (!(parts[n++] = subject_affects(u, i)))
                return NULL;
        }
        cg_saved save;
        cg_begin_fn(u, cg->affects_ty, "cardc.affects", &save);
        LLVMValueRef args[] = { LLVMGetParam(u->fn, 0), LLVMGetParam(u->fn, 1), LLVMGetParam(u->fn, 2) };
        LLVMValueRef r = cg_i1(cg, false);
        for (unsigned k = 0; k < n; k++) {
            LLVMValueRef one = LLVMIsNull(parts[k]) ? LLVMBuildICmp(u->b, LLVMIntEQ, args[2], args[1], "")
                                                    : LLVMBuildCall2(u->b, cg->affects_ty, parts[k], args, 3, "");
            r = LLVMBuildOr(u->b, r, one, "");
        }
        return cg_end_fn(u, r, &save);
    }
    return cg_unsupported(u, subject, "this subject of a static ability"), NULL;
}

/* A static ability of one change CH to what SUBJECT describes, as long as
 * CONDITION holds (NULL: always). */
static LLVMValueRef one_change(unit *u, LLVMValueRef ch, const node *subject, LLVMValueRef condition)
{
    codegen *cg = u->cg;
    LLVMValueRef affects = subject_affects(u, subject);
    LLVMValueRef f[] = { affects, cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes"), cg_i32(cg, 1),
                         LLVMConstInt(cg->i8, 0, 0), condition ? condition : LLVMConstNull(cg->ptr) };
    return affects ? LLVMConstNamedStruct(cg->static_ty, f, 5) : NULL;
}

static const struct {
    const node *(*of)(const node *);
    cardrt_rule_kind kind;
} subject_rules[] = {
    { ir_attack_despite_defender_of, CARDRT_RULE_ATTACK_DESPITE_DEFENDER },
    { ir_block_shadow_of, CARDRT_RULE_BLOCK_SHADOW },
    { ir_untap_in_others_steps_of, CARDRT_RULE_UNTAP_IN_OTHERS_STEPS },
    { ir_must_be_blocked_of, CARDRT_RULE_MUST_BE_BLOCKED },
    { ir_must_attack_of, CARDRT_RULE_MUST_ATTACK },     /* "... and attacks each combat if able" (CR 508.1d) */
    { ir_blocks_each_combat_of, CARDRT_RULE_MUST_BLOCK },   /* "... and blocks ..." (CR 509.1c) */
    { ir_assign_as_unblocked_of, CARDRT_RULE_ASSIGN_AS_UNBLOCKED },
    { ir_damage_by_toughness_of, CARDRT_RULE_DAMAGE_BY_TOUGHNESS },
};

/* A step A of "Enchanted creature gets +2/+2, has flying, and ..." that is a
 * rule for SUBJECT, the subject of the steps before it: the rule change
 * ("... can block an additional creature each combat", "... can attack as
 * though it didn't have defender", "... can't attack you or planeswalkers
 * you control"); NULL for none (or an error reported: U->failed). */
/* A step A of a static ability that is one of the rules of subject_rules
 * for SUBJECT, the subject of its steps ("Each creature you control with
 * defender assigns combat damage equal to its toughness rather than its
 * power and can attack as though it didn't have defender": both, the first
 * too); NULL for another. */
static LLVMValueRef table_rule(unit *u, const node *a, const node *subject)
{
    for (size_t i = 0; i < sizeof subject_rules / sizeof *subject_rules; i++)
        if (subject_rules[i].of(a) == subject)
            return cg_rule_change(u, cg_rule_const(u, subject_rules[i].kind, 0, 0));
    return NULL;
}

static LLVMValueRef step_rule(unit *u, const node *a, const node *subject)
{
    codegen *cg = u->cg;
    /* "..., and its activated abilities can't be activated" */
    const node *whose = ir_cant_activate_of(a);
    if (whose && whose->kind == N_PRONOUN && whose->refers == subject)
        return cg_rule_change(u, cg_rule_const(u, CARDRT_RULE_CANT_ACTIVATE, 0, u->unless_mana ? CARDRT_CANT_ACTIVATE_NONMANA : 0));
    LLVMValueRef table = table_rule(u, a, subject);
    if (table)
        return table;
    const node *who, *attacked;
    int more = ir_extra_blocks_of(a, &who);     /* CR 509.1a of the current rules */
    if (more && who == subject)
        return cg_rule_change(u, cg_rule_const(u, CARDRT_RULE_EXTRA_BLOCKS, 0, more));
    if ((more = ir_min_blockers_of(a, &who)) != 0 && who == subject)   /* CR 509.1b */
        return cg_rule_change(u, cg_rule_const(u, CARDRT_RULE_MIN_BLOCKERS, 0, more));
    const node *blocker;
    bool except;
    if (ir_block_restriction_of(a, &blocker, &who, &except) && who == subject) {
        /* "... and can't be blocked except by creatures with flying" (CR 509.1b) */
        LLVMValueRef applies = cg_block_match_fn(u, blocker, who, except);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_CANT_BLOCK_THIS), [5] = applies };
        return applies ? cg_rule_change(u, cg_rule_global(u, f)) : NULL;
    }
    if (ir_attack_at_restriction_of(a, &who, &attacked) && who == subject) {    /* CR 508.1c */
        LLVMValueRef applies = cg_attack_at_match_fn(u, who, attacked);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_CANT_ATTACK_THIS), [5] = applies };
        return applies ? cg_rule_change(u, cg_rule_global(u, f)) : NULL;
    }
    ir_event alone;
    if (ir_alone_restriction_of(a, &who, &alone) && who == subject && alone != IR_EV_ATTACKS_OR_BLOCKS) {
        /* "... and can't attack alone" ("block alone"; both are two rules: not here) */
        LLVMValueRef applies = cg_alone_match_fn(u, who);
        int kind = alone == IR_EV_ATTACKS ? CARDRT_RULE_CANT_ATTACK_THIS : CARDRT_RULE_CANT_BLOCK_THIS;
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, kind), [5] = applies };
        return applies ? cg_rule_change(u, cg_rule_global(u, f)) : NULL;
    }
    const node *untargetable, *timed_target;
    const node *by = a->kind == N_NEGATED ? meaning_cant_be_targeted(a, &untargetable, &timed_target) : NULL;
    if (by && !timed_target && untargetable == subject) {
        /* "... and can't be the target of spells" (CR 115.1): a rule for the objects it affects */
        LLVMValueRef applies = cg_targeting_match_fn(u, by);
        return applies ? cg_rule_change(u, cg_rule_applies_const(u, CARDRT_RULE_CANT_BE_TARGETED, applies)) : NULL;
    }
    return NULL;
}

/* A replacement effect of the events APPLIES accepts: they do not happen,
 * the action INSTEAD is done in their place (CR 614.1a), as long as
 * CONDITION holds (NULL: always); NULL after reporting. */
static LLVMValueRef replaced_by(unit *u, LLVMValueRef applies, node *instead, int n, bool self, LLVMValueRef condition)
{
    codegen *cg = u->cg;
    node *list = list_new(u->arena, instead->range);  /* INSTEAD and the sentences after it */
    list->a = instead;
    const node *lists = list;
    LLVMValueRef fn = applies ? cg_effect_fn(u, &lists, 1, NULL, 0) : NULL;
    LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_REPLACE), [2] = cg_i32(cg, n), [5] = applies,
                           [13] = LLVMConstInt(cg->i8, 1, 0), [14] = fn, [15] = LLVMConstInt(cg->i8, self, 0) };
    return fn ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
}

LLVMValueRef cg_protection_static(unit *u, const node *from)
{
    LLVMValueRef applies = cg_protection_match_fn(u, from);
    return applies ? cg_rule_static(u, cg_rule_applies_const(u, CARDRT_RULE_PROTECTION_FROM, applies), NULL, NULL) : NULL;
}

/* AFFECTS, and the spell the N-th of its kind (NTH's `bare`) its
 * controller casts this turn: as its cost is determined it is not cast yet
 * (CR 601.2f, 601.2i), and the others of its kind this turn number N - 1. */
static LLVMValueRef nth_spell_fn(unit *u, LLVMValueRef affects, const ir_nth_spell *nth)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->affects_ty, "cardc.affects", &save);
    LLVMValueRef args[] = { LLVMGetParam(u->fn, 0), LLVMGetParam(u->fn, 1), LLVMGetParam(u->fn, 2) };
    LLVMValueRef is = LLVMBuildCall2(u->b, cg->affects_ty, affects, args, 3, "");
    LLVMValueRef you = LLVMBuildShl(u->b, cg_i32(cg, 1), cg_you(u), "");
    LLVMValueRef before = cg_spells_cast_of(u, you, &nth->bare, args[2]);
    LLVMValueRef r = before ? LLVMBuildAnd(u->b, is, LLVMBuildICmp(u->b, LLVMIntEQ, before, cg_i32(cg, nth->nth - 1), ""), "")
                            : cg_i1(cg, false);
    LLVMValueRef f = cg_end_fn(u, r, &save);
    return before ? f : NULL;
}

/* The spells of its kind the object of RULE, a cost rule of the N-th
 * spell (NTH), describes: its card IR filter but its `cast_nth`
 * ("creature spells you cast" of "The first creature spell you cast each
 * turn"); NULL after reporting where the filter does not say the same N. */
static LLVMValueRef nth_kind_fn(unit *u, const ir_instr *rule, const ir_nth_spell *nth)
{
    const ir_sel *o = rule->object;
    if (!o || o->kind != IR_SEL_ALL || !o->filter || o->filter->cast_nth != nth->nth)
        return cg_unsupported(u, &nth->object, "this subject of a static ability"), NULL;
    ir_filter kind = *o->filter;
    kind.cast_nth = 0;
    return cg_ir_affects_fn(u, &kind);
}

/* The condition of a static ability's statement ST read from the words
 * WORDS, as the card IR says it applies: while its condition holds, or,
 * negated by the words around it (`unless`: "can't block unless ...",
 * "Equipped creature gets +1/+0. It gets +3/+1 instead as long as ...")
 * or ST the `else` of the `if` that asks it ("Otherwise, it gets -2/-2"),
 * while it does not; NULL after reporting (one lowering refused named as
 * lowering names it). */
static LLVMValueRef static_cond_fn(unit *u, const node *words, const node *st)
{
    const ir_condition *c = cg_ir_cond(u, words);
    const ir_instr *asks = c ? cg_ir_asks(u, words) : NULL;
    const ir_instr *other = asks && asks->op == IR_IF ? asks->otherwise : NULL;
    bool in_other = other && st->range.begin <= other->range.begin && other->range.end <= st->range.end;
    if (!c)
        return cg_no_ir_in(u, words, "this condition"), NULL;
    bool negated = c->unless != in_other;
    u->static_condition = true;
    LLVMValueRef fn = negated ? cg_holds_not_fn(u, words) : cg_holds_fn(u, words);
    u->static_condition = false;
    return fn;
}

/* The runtime's rule of each player rule (CR 416.1), a static ability's
 * or a resolving one's (cg_restriction). */
static const cardrt_rule_kind player_rules[] = {
    [IR_PRULE_CANT_GAIN_LIFE] = CARDRT_RULE_CANT_GAIN_LIFE, [IR_PRULE_CANT_PLAY_LANDS] = CARDRT_RULE_CANT_PLAY_LANDS,
    [IR_PRULE_HEXPROOF] = CARDRT_RULE_HEXPROOF, [IR_PRULE_SPELL_LIMIT] = CARDRT_RULE_SPELL_LIMIT,
    [IR_PRULE_SKIP_DRAW_STEP] = CARDRT_RULE_SKIP_DRAW_STEP, [IR_PRULE_EXTRA_LANDS] = CARDRT_RULE_EXTRA_LANDS,
    [IR_PRULE_SKIP_UNTAP_STEP] = CARDRT_RULE_SKIP_UNTAP_STEP, [IR_PRULE_SKIP_UPKEEP_STEP] = CARDRT_RULE_SKIP_UPKEEP_STEP,
    [IR_PRULE_MAX_HAND_SIZE] = CARDRT_RULE_MAX_HAND_SIZE, [IR_PRULE_DRAW_LIMIT] = CARDRT_RULE_DRAW_LIMIT,
    [IR_PRULE_ZERO_LIFE] = CARDRT_RULE_NO_LOSS_AT_ZERO_LIFE, [IR_PRULE_KEEP_MANA] = CARDRT_RULE_KEEP_MANA,
    [IR_PRULE_HAND_SIZE_CHANGE] = CARDRT_RULE_HAND_SIZE_CHANGE, [IR_PRULE_CANT_SEARCH] = CARDRT_RULE_CANT_SEARCH,
    [IR_PRULE_SHROUD] = CARDRT_RULE_SHROUD,
    [IR_PRULE_CANT_LOSE] = CARDRT_RULE_CANT_LOSE, [IR_PRULE_CANT_WIN] = CARDRT_RULE_CANT_WIN,
    [IR_PRULE_NO_LEGEND_RULE] = CARDRT_RULE_NO_LEGEND_RULE,
    [IR_PRULE_MANA_COLORLESS] = CARDRT_RULE_MANA_BECOMES_COLORLESS,
    [IR_PRULE_DAMAGE_LIFE_FLOOR] = CARDRT_RULE_DAMAGE_LIFE_FLOOR,
    [IR_PRULE_CAST_OWN_TURN] = CARDRT_RULE_CAST_ONLY_OWN_TURN,
    [IR_PRULE_CAST_SORCERY_TIME] = CARDRT_RULE_CAST_ONLY_SORCERY_TIME,
};

cardrt_rule_kind cg_player_rule_kind(ir_player_rule pr)
{
    return player_rules[pr];
}

/* The player rule the card IR's IN, an instruction of a static ability,
 * says ("Players can't gain life": a `rule`; "You have hexproof", "...
 * shroud": a `grant_keyword` to players, or with YOU_PART to the `and` part
 * that is you: the you of "You and Humans you control have hexproof", which
 * cg_you_and_objects makes a statement of its own), and in *WHO (unless
 * NULL) the players it is for (CARDRT_WHO_*: each player when it names
 * none, the player the source attacks for "defending player", CR 506.2;
 * -1 for players no CARDRT_WHO_* says); IR_PRULE_NONE for another
 * instruction. */
static ir_player_rule player_rule_of(const ir_instr *in, bool you_part, int *who)
{
    ir_player_rule pr = ir_player_rule_word(in);
    const ir_sel *players = in->subject, *o = in->object;
    if (you_part && o && o->kind == IR_SEL_AND && o->nparts && o->parts[0]->kind == IR_SEL_YOU)
        o = o->parts[0];
    if (in->op == IR_GRANT && in->duration == IR_DUR_STATIC && o && !in->from
        && (o->kind == IR_SEL_YOU || cg_ir_players_who(o) >= 0)) {
        ir_keyword k = ir_keyword_of(in->word);
        pr = k == IR_KW_HEXPROOF ? IR_PRULE_HEXPROOF : k == IR_KW_SHROUD ? IR_PRULE_SHROUD : IR_PRULE_NONE;
        players = o;
    }
    if (who)
        *who = !players ? CARDRT_WHO_EACH : players->kind == IR_SEL_YOU ? CARDRT_WHO_YOU
             : players->kind == IR_SEL_DEFENDING ? CARDRT_WHO_DEFENDING : cg_ir_players_who(players);
    return pr;
}

/* The card IR's instructions lowered from the words of statement ST, in
 * order: the first CAP into OUT; their number. */
static unsigned statement_instrs(unit *u, const node *st, const ir_instr **out, unsigned cap)
{
    unsigned k = 0;
    for (const ir_instr *in = cg_ir_instr_in(u, st);
         in && st->range.begin <= in->range.begin && in->range.end <= st->range.end; in = in->next, k++)
        if (k < cap)
            out[k] = in;
    return k;
}

LLVMValueRef cg_static_def(unit *u, const ability *ab, const node *st, const node *before)
{
    codegen *cg = u->cg;
    if (!st)
        return cg_unsupported(u, ab->ast, "this static ability"), NULL;
    const node *next = st->next;
    u->paired = false;
    /* "..., and its activated abilities can't be activated unless they're
     * mana abilities": that statement, of the other abilities (CR 605.1a) */
    u->unless_mana = ir_unless_mana_abilities_of(st) != NULL;
    if (u->unless_mana)
        st = ir_unless_mana_abilities_of(st);
    u->sole = NULL;
    /* "You may choose not to untap Test during your untap step.", "You may
     * exert ~ as it attacks" (CR 701.39d of the current rules) */
    ir_rule may_not_untap = ir_optional_untap_of(st);
    bool exert = ir_exert_as_attacks_of(st);
    if (may_not_untap != IR_RULE_NONE || exert) {
        uint64_t bits = exert ? CARDRT_KW(CARDRT_KW_MAY_EXERT) : cg_rule_bits(may_not_untap);
        LLVMValueRef ch = cg_change_value(u, CARDRT_ADD_KEYWORDS, 0, bits, 0, 0, NULL);
        LLVMValueRef f[] = { LLVMConstNull(cg->ptr), cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes"),
                             cg_i32(cg, 1), LLVMConstInt(cg->i8, 0, 0), LLVMConstNull(cg->ptr) };
        return LLVMConstNamedStruct(cg->static_ty, f, 5);
    }
    if (ir_flash_sacrifice_of(st))      /* "If you cast it any time a sorcery couldn't have been cast, ..." */
        return cg_rule_static(u, cg_rule_const(u, CARDRT_RULE_SACRIFICE_IF_FLASHED, 0, 0), NULL, NULL);
    LLVMValueRef condition = NULL;
    /* "~ can't attack or block unless you control seven or more lands":
     * the restriction as long as the condition does not hold (CR 508.1c,
     * 509.1b); "~ can't attack unless defending player ..." looks at the
     * attack instead (below) */
    ir_rule unless_rule = ir_cond_of(st) == IR_COND_UNLESS && st->b && st->b->kind == N_NEGATED
                          ? ir_restriction_of(st->b) : IR_RULE_NONE;
    bool unless_holds = unless_rule == IR_RULE_CANT_BLOCK || unless_rule == IR_RULE_CANT_ATTACK_OR_BLOCK;
    /* "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise,
     * it gets -2/-2.": as long as that condition does not hold */
    const node *other = ir_otherwise_of(st) && ir_cond_of(before) == IR_COND_AS_LONG_AS && before->a && before->b && !before->c
                        ? before->a : NULL;
    /* "As long as ~ is untapped, if a creature would deal combat damage to
     * you, prevent 1 of that damage": "as long as" read as a duration;
     * "During your turn, ...": as long as it is */
    const node *lead_cond = ir_static_during_of(st);
    /* "Equipped creature gets +1/+0. It gets +3/+1 instead as long as
     * ...": the first as long as that condition doesn't hold, the other as
     * long as it does */
    const node *instead_cond, *instead_before = NULL;
    const node *in_place = ir_instead_as_long_as_of(u->arena, st, next, &instead_cond);
    if (!in_place && before)
        instead_before = ir_instead_as_long_as_of(u->arena, before, st, &instead_cond);
    if (in_place || instead_before) {
        condition = static_cond_fn(u, instead_cond, st);
        if (!condition)
            return NULL;
        if (instead_before)
            st = instead_before;
    } else if (other || lead_cond) {
        condition = static_cond_fn(u, other ? other : lead_cond, st);
        if (!condition)
            return NULL;
        st = st->b;
    } else if ((ir_cond_of(st) == IR_COND_AS_LONG_AS || ir_if_as_long_as(st) || unless_holds)     /* "~ can't block if ..." */
        && st->a && st->b && !st->c) {
        condition = static_cond_fn(u, st->a, st);
        if (!condition)
            return NULL;
        u->paired = meaning_is_paired(st->a);
        ir_sole *sole = unless_holds ? NULL : arena_alloc(u->arena, sizeof *sole);
        u->sole = sole && ir_sole_controlled(st->a, sole) ? sole : NULL;
        st = st->b;
    }
    /* "Players can't gain life", "You have hexproof", "You can't lose the
     * game and your opponents can't win the game", "As long as ~ is
     * attacking, defending player can't cast spells": rules of the game for
     * players (CR 416.1), the card IR's `rule` of each */
    ir_who who;
    int n_rule;
    const ir_instr *ins[MAX_CHANGES];
    unsigned nins = statement_instrs(u, st, ins, MAX_CHANGES), nprules = 0;
    /* "... during your turn": as long as it is, the words of its condition;
     * "You have hexproof" of "You and Humans you control have hexproof" */
    const node *during = NULL;
    ir_player_rule said = ir_static_player_rule_of(st, &who, &n_rule, &during);
    bool you_part = said == IR_PRULE_HEXPROOF || said == IR_PRULE_SHROUD;
    while (nprules < nins && nprules < MAX_CHANGES && player_rule_of(ins[nprules], you_part, NULL) != IR_PRULE_NONE)
        nprules++;
    if (nprules && nprules == nins) {
        const ir_ability *ia = cg_ir_of(u, ab);
        if (during && condition)
            return cg_unsupported(u, st, "a static ability with two conditions"), NULL;
        if (!during && !condition && nprules > 1 && ia && ia->cond)
            return cg_unsupported(u, st, "a condition of one of several rules"), NULL;
        if (during) {
            u->static_condition = true;
            condition = cg_holds_fn(u, during);
            u->static_condition = false;
            if (!condition)
                return NULL;
        }
        LLVMValueRef steps[MAX_CHANGES];
        for (unsigned i = 0; i < nprules; i++) {
            int who_rule;
            ir_player_rule pr = player_rule_of(ins[i], you_part, &who_rule);
            if (who_rule < 0)
                return cg_unsupported_at(u, ins[i]->range, "this player"), NULL;
            if (ins[i]->amount && ins[i]->amount->kind != IR_AMOUNT_CONST)
                return cg_unsupported_at(u, ins[i]->amount->range, "this amount"), NULL;
            /* no amount: "no maximum hand size", "any number of lands" (-1); else none said */
            int n = ins[i]->amount ? ins[i]->amount->value
                  : pr == IR_PRULE_MAX_HAND_SIZE || pr == IR_PRULE_EXTRA_LANDS ? -1 : 0;
            steps[i] = cg_rule_change(u, cg_rule_const(u, cg_player_rule_kind(pr), who_rule, n));
        }
        LLVMValueRef f[] = { LLVMConstNull(cg->ptr), cg_const_array(u, cg->change_ty, steps, nprules, "cardc.changes"),
                             cg_i32(cg, (int)nprules), LLVMConstInt(cg->i8, 0, 0),
                             condition ? condition : LLVMConstNull(cg->ptr) };
        return LLVMConstNamedStruct(cg->static_ty, f, 5);
    }
    /* "~ can't have counters put on it", "You can't get poison counters" (CR 122.1) */
    const char *counter_kind;
    bool on_players;
    const node *no_counters = ir_no_counters_of(st, &counter_kind, &on_players);
    if (no_counters) {
        ir_who w = on_players ? ir_who_of(no_counters) : IR_WHO_NONE;
        LLVMValueRef affects = on_players ? NULL : subject_affects(u, no_counters);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, on_players ? CARDRT_RULE_NO_PLAYER_COUNTERS : CARDRT_RULE_NO_COUNTERS),
                               cg_i32(cg, w == IR_WHO_YOU ? CARDRT_WHO_YOU : w == IR_WHO_OPPONENT ? CARDRT_WHO_OPPONENTS
                                          : CARDRT_WHO_EACH),
                               [11] = counter_kind ? cg_cstring(u, counter_kind) : NULL };
        return on_players || affects ? cg_rule_static(u, cg_rule_global(u, f), affects, condition) : NULL;
    }
    /* "Your opponents can't cast noncreature spells": a rule for players, of
     * the spells it describes (CR 101.2 of the current rules: "can't" wins) */
    fx_cant_cast cc;
    if (meaning_cant_cast(st, &cc) && !cc.duration) {
        int w = cc.players == IR_WHO_YOU ? CARDRT_WHO_YOU : cc.players == IR_WHO_OPPONENT ? CARDRT_WHO_OPPONENTS
              : CARDRT_WHO_EACH;
        if (cc.players == IR_WHO_NONE)
            return cg_unsupported(u, cc.who, "this player"), NULL;
        LLVMValueRef applies = cg_cast_match_fn(u, cc.spells);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_CANT_CAST), cg_i32(cg, w), [5] = applies };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "~ can't be the target of black spells your opponents control" (CR
     * 415): a rule for the objects it names */
    const node *untargetable, *timed_target;
    const node *by = st->kind == N_NEGATED ? meaning_cant_be_targeted(st, &untargetable, &timed_target) : NULL;
    bool spells_too;
    const node *sources = st->kind == N_NEGATED && !by ? meaning_cant_be_targeted_from(st, &untargetable, &spells_too) : NULL;
    u->any_zone = true;         /* "Cards in graveyards can't be the targets of ...": wherever they are */
    LLVMValueRef untargeted = sources || (by && !timed_target) ? subject_affects(u, untargetable) : NULL;
    u->any_zone = false;
    if (sources) {      /* "... of nongreen spells or abilities from nongreen sources" */
        LLVMValueRef applies = untargeted ? cg_targeting_from_match_fn(u, sources, spells_too) : NULL;
        return applies ? cg_rule_static(u, cg_rule_applies_const(u, CARDRT_RULE_CANT_BE_TARGETED, applies), untargeted,
                                     condition)
                       : NULL;
    }
    if (by && !timed_target) {
        LLVMValueRef applies = untargeted ? cg_targeting_match_fn(u, by) : NULL;
        return applies ? cg_rule_static(u, cg_rule_applies_const(u, CARDRT_RULE_CANT_BE_TARGETED, applies), untargeted,
                                     condition)
                       : NULL;
    }
    /* "Damage can't be prevented.": a rule for the damage every source deals (CR 416.1) */
    const node *timed_prevention;
    if (ir_no_prevention_of(st, &timed_prevention) && !timed_prevention) {
        cg_saved save;
        cg_begin_fn(u, cg->affects_ty, "cardc.affects", &save);
        LLVMValueRef every = cg_end_fn(u, cg_i1(cg, true), &save);
        return cg_rule_static(u, cg_rule_const(u, CARDRT_RULE_NO_PREVENTION, 0, 0), every, condition);
    }
    /* "Damage that would be dealt by ~ can't be prevented", "Combat damage
     * that would be dealt by creatures you control ...": a rule for those
     * sources (CR 416.1; CARDRT_NO_PREVENTION_...) */
    bool combat_only;
    const node *dealers = ir_unpreventable_by_of(st, &combat_only);
    if (dealers) {
        LLVMValueRef affects = subject_affects(u, dealers);
        int which = combat_only ? CARDRT_NO_PREVENTION_COMBAT_DEALT : CARDRT_NO_PREVENTION_DEALT;
        return affects ? cg_rule_static(u, cg_rule_const(u, CARDRT_RULE_NO_PREVENTION, 0, which), affects, condition)
                       : NULL;
    }
    /* "Enchanted creature's activated abilities can't be activated",
     * "Activated abilities of artifacts can't be activated" (CR 602.5 of the
     * current rules): a rule for those objects */
    const node *abilities_of = st->kind == N_NEGATED ? ir_cant_activate_of(st) : NULL;
    if (abilities_of) {
        LLVMValueRef affects = subject_affects(u, abilities_of);
        return affects ? cg_rule_static(u, cg_rule_const(u, CARDRT_RULE_CANT_ACTIVATE, 0,
                                                      u->unless_mana ? CARDRT_CANT_ACTIVATE_NONMANA : 0),
                                     affects, condition) : NULL;
    }
    /* "Creature spells you control can't be countered", "Red spells you
     * cast cost {1} less to cast", "Activated abilities of artifacts cost
     * {1} more to activate": a rule for the objects it describes, the card
     * IR's `rule` cost (ability_cost, cant_enter, cant_be_countered) with
     * its amount (N more, -N less; that times the count of "for each ...",
     * X), its mana of one kind ("{W} more": CR 601.2f) and the rule after
     * it ("This effect can't reduce the mana in that cost to less than one
     * mana", "This effect reduces only the amount of colored mana you
     * pay"); the objects and the count from its words */
    const ir_instr *orule_in = nins == 1 ? ins[0] : NULL;
    ir_object_rule orule = orule_in ? ir_object_rule_word(orule_in) : IR_ORULE_NONE;
    const node *spells = NULL, *mana, *count = NULL;
    ir_object_rule said_orule = ir_object_rule_of(st, &spells, &mana, &n_rule, &count);
    if (orule == IR_ORULE_NONE && said_orule != IR_ORULE_NONE && cg_ir_refused_in(u, st))
        return cg_no_ir_in(u, st, "this static ability"), NULL;     /* (named as lowering names it) */
    if (orule != IR_ORULE_NONE && said_orule == IR_ORULE_NONE)
        return cg_unsupported(u, st, "this subject of a static ability"), NULL;
    ir_nth_spell nth;
    bool nth_each_turn = orule == IR_ORULE_COST && ir_nth_spell_each_turn(spells, &nth);
    if (nth_each_turn)
        spells = &nth.object;   /* "The first creature spell you cast each turn": "creature spells you cast" */
    if (orule != IR_ORULE_NONE) {
        bool abilities = orule == IR_ORULE_ABILITY_COST, entering = orule == IR_ORULE_CANT_ENTER;  /* CR 602.2b; N the zones */
        if (!abilities && !entering && (!every_det(ir_det_of(spells)) || cg_zones(u, spells, 0) != CARDRT_IN(CARDRT_STACK)))
            return cg_unsupported(u, spells, "this subject of a static ability"), NULL;
        const ir_amount *amt = orule_in->amount;
        bool x = amt && amt->kind == IR_AMOUNT_TIMES;    /* ", where X is ..." */
        bool counted = amt && amt->kind != IR_AMOUNT_CONST;
        /* "White spells you cast cost {W} more to cast": mana of one kind */
        int generic, kinds[6];
        bool colored = orule_in->mana && ir_mana_one_kind(orule_in->mana, &generic, kinds);
        if (colored && abilities)
            return cg_unsupported_at(u, amt ? amt->range : orule_in->range, "a cost change of colored mana"), NULL;
        if (counted && !count)
            return cg_unsupported_at(u, amt->range, "this amount"), NULL;
        int sign = amt ? amt->value : 0;     /* N (-N), or with mana of one kind 1 (-1) */
        n_rule = colored ? sign * generic : sign;
        LLVMValueRef affects = nth_each_turn ? nth_kind_fn(u, orule_in, &nth)
                             : abilities ? subject_affects(u, spells) : cg_affects_fn(u, spells);
        if (affects && nth_each_turn)
            affects = nth_spell_fn(u, affects, &nth);
        ir_cost_after after = ir_cost_after_word(orule_in->next);
        int kind = orule == IR_ORULE_CANT_BE_COUNTERED ? CARDRT_RULE_CANT_BE_COUNTERED : entering ? CARDRT_RULE_CANT_ENTER
                 : after == IR_COST_AT_LEAST_ONE ? CARDRT_RULE_COST_AT_LEAST_ONE : CARDRT_RULE_COST;
        if (!affects)
            return NULL;
        if (!counted && !abilities && !colored)
            return cg_rule_static(u, cg_rule_const(u, kind, CARDRT_WHO_YOU, entering ? (int)cg_zones(u, spells, 0) : n_rule), affects, condition);
        /* "for each artifact you control", ", where X is ...": counted as
         * each spell's cost is determined (CR 601.2f) */
        LLVMValueRef fn = NULL;
        if (counted) {
            cg_saved save;
            cg_begin_fn(u, cg->amount_ty, "cardc.amount", &save);
            LLVMValueRef r = x ? cg_amount(u, count->a) : cg_count(u, count);
            fn = cg_end_fn(u, r ? r : cg_i32(cg, 0), &save);
            if (!r || u->failed)
                return NULL;
        }
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, kind), cg_i32(cg, CARDRT_WHO_YOU), cg_i32(cg, n_rule),
                                           LLVMConstInt(cg->i8, abilities, 0), [16] = fn };
        if (colored) {
            /* "... This effect reduces only the amount of colored mana you pay" */
            static const int kind_of[6] = { CARDRT_MANA_W, CARDRT_MANA_U, CARDRT_MANA_B, CARDRT_MANA_R,
                                            CARDRT_MANA_G, CARDRT_MANA_C };
            LLVMValueRef each_kind[6];
            for (int k = 0; k < 6; k++)
                each_kind[kind_of[k]] = cg_i32(cg, sign * kinds[k]);
            f[17] = LLVMConstArray2(cg->i32, each_kind, 6);
            f[18] = LLVMConstInt(cg->i8, after == IR_COST_COLORED_ONLY, 0);
        }
        return cg_rule_static(u, cg_rule_global(u, f), affects, condition);
    }
    /* "Spells with flash you cast cost {1} less to cast and can't be
     * countered": the rules of each step, for the spells of the first */
    const node *first = st->kind == N_SEQUENCE && st->a && !st->lossy ? st->a->a : NULL;
    if (first && ir_object_rule_of(first, &spells, &mana, &n_rule, NULL) != IR_ORULE_NONE) {
        const node *all = spells;
        LLVMValueRef ch[4];
        unsigned n = 0;
        for (const node *a = first; a; a = a->next) {
            ir_object_rule r = ir_object_rule_of(a, &spells, &mana, &n_rule, NULL);
            if (r == IR_ORULE_NONE || r == IR_ORULE_ABILITY_COST || n == 4 || (spells != all && !(spells->kind == N_PRONOUN && spells->refers == all)))
                return cg_unsupported(u, a, "a static ability with several subjects"), NULL;
            if (mana && ir_generic_mana(cg_text(u, mana->range)) < 0)
                return cg_unsupported(u, mana, "a cost change of colored mana"), NULL;
            n_rule *= mana ? ir_generic_mana(cg_text(u, mana->range)) : 0;
            int kind = r == IR_ORULE_COST ? CARDRT_RULE_COST : CARDRT_RULE_CANT_BE_COUNTERED;
            ch[n++] = cg_rule_change(u, cg_rule_const(u, kind, CARDRT_WHO_YOU, n_rule));
        }
        if (!every_det(ir_det_of(all)) || cg_zones(u, all, 0) != CARDRT_IN(CARDRT_STACK))
            return cg_unsupported(u, all, "this subject of a static ability"), NULL;
        LLVMValueRef affects = cg_affects_fn(u, all);
        LLVMValueRef f[] = { affects, cg_const_array(u, cg->change_ty, ch, n, "cardc.changes"), cg_i32(cg, (int)n),
                             LLVMConstInt(cg->i8, 0, 0), condition ? condition : LLVMConstNull(cg->ptr) };
        return affects ? LLVMConstNamedStruct(cg->static_ty, f, 5) : NULL;
    }
    /* "If you would gain life, you gain twice that much life instead", "If a player would
     * draw a card, that player skips that draw instead" (CR 614.1a), the event as a trigger's */
    const node *event;
    int times, plus;
    event = ir_skipped_event_of(st);
    if (event && ir_extra_turn_event(event)) {
        /* "If an opponent would begin an extra turn, that player skips that
         * turn instead" (CR 614.10): a rule for those players, as turns begin */
        who = ir_who_of(event->a);
        int w = who == IR_WHO_YOU ? CARDRT_WHO_YOU : who == IR_WHO_OPPONENT ? CARDRT_WHO_OPPONENTS : CARDRT_WHO_EACH;
        return cg_rule_static(u, cg_rule_const(u, CARDRT_RULE_SKIP_EXTRA_TURNS, w, 0), NULL, condition);
    }
    if (ir_life_replacement_of(st, &event, &times, &plus) || event) {
        LLVMValueRef applies = cg_event_match_fn(u, event);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_REPLACE), [5] = applies, [9] = cg_i32(cg, times),
                               [10] = cg_i32(cg, plus), [13] = LLVMConstInt(cg->i8, !times && !plus, 0) };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "If you would draw a card, you gain 1 life instead" (CR 614.1a,
     * 614.11): the draw does not happen, the action is done in its place */
    const node *drawing_while;
    bool except_first;
    node *instead = ir_draw_replacement_of(u->arena, st, &event, &drawing_while, &except_first);
    if (instead) {
        if (drawing_while && condition)
            return cg_unsupported(u, st, "a static ability with two conditions"), NULL;
        if (drawing_while) {    /* "If you would draw a card while ...": as long as it holds */
            u->static_condition = true;
            condition = cg_holds_fn(u, drawing_while);
            u->static_condition = false;
            if (!condition)
                return NULL;
        }
        node drawing = *event;  /* the draw, its "while" as the condition */
        drawing.c = NULL;
        /* "except the first one you draw in each of your draw steps" */
        return replaced_by(u, cg_event_match_fn(u, &drawing), instead,
                           except_first ? CARDRT_REPLACE_EXCEPT_FIRST_DRAW : 0, false, condition);
    }
    /* "If ~ would enter the battlefield, sacrifice a Swamp instead. If you
     * do, put ~ onto the battlefield. If you don't, put it into its owner's
     * graveyard.": the card's own entering, from any zone (a
     * self-replacement effect, CR 614.1c, 614.15), does not happen; what
     * the sentences say is done in its place */
    if ((instead = ir_enters_instead_of(u->arena, st)))
        return replaced_by(u, cg_event_match_fn(u, st->a->a), instead, 0, true, condition);
    /* "If damage would be dealt to ~, put that many +1/+1 counters on it
     * instead" (CR 614.1a): the damage is not dealt, the action is done in
     * its place, "that many" the damage */
    ir_prevention dealt;
    if ((instead = ir_damage_instead_of(u->arena, st, &dealt)))
        return replaced_by(u, cg_damage_match_fn(u, &dealt), instead, 0, false, condition);
    /* "If a source you control would deal damage to a permanent or player,
     * it deals double that damage to that permanent or player instead" */
    if (ir_damage_replacement_of(st, &dealt, &times, &plus)) {
        LLVMValueRef applies = cg_damage_match_fn(u, &dealt);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_REPLACE), [5] = applies, [9] = cg_i32(cg, times),
                               [10] = cg_i32(cg, plus) };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "If one or more +1/+1 counters would be put on a creature you control,
     * twice that many (that many plus one) +1/+1 counters are put on it
     * instead": the putting, as a trigger's, is what it applies to (CR 614.1a) */
    const char *doubled_kind;
    if ((event = ir_counters_more_of(st, &doubled_kind, &times, &plus))) {
        const ir_instr *in = cg_ir_instr(u, IR_REPLACE, st);
        LLVMValueRef applies = in ? cg_ir_counters_match_fn(u, in) : (cg_no_ir_in(u, st, "this replacement effect"), NULL);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_REPLACE), [5] = applies, [9] = cg_i32(cg, times),
                                           [10] = cg_i32(cg, plus) };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "If ~ would be destroyed, regenerate it" (CR 701.19a): a rule of the
     * objects it names, carried out as the runtime destroys them */
    const node *regenerated = ir_destroyed_regenerate_of(st);
    if (regenerated) {
        LLVMValueRef affects = subject_affects(u, regenerated);
        return affects ? cg_rule_static(u, cg_rule_const(u, CARDRT_RULE_REGENERATES, 0, 0), affects, condition) : NULL;
    }
    /* "If one or more tokens would be created under your control, twice that
     * many of those tokens are created instead" (CR 614.1a) */
    bool yours;
    if (ir_tokens_doubled_of(st, &yours)) {
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_REPLACE), [9] = cg_i32(cg, 2),
                               [5] = cg_runtime_fn(u, yours ? "cardrt_match_your_tokens" : "cardrt_match_tokens",
                                                   cg->legal_ty) };
        return cg_rule_static(u, cg_rule_global(u, f), NULL, condition);
    }
    /* "If a spell or ability an opponent controls causes you to discard ~,
     * put it onto the battlefield instead of putting it into your
     * graveyard": a self-replacement effect of the card in its owner's hand */
    const char *discard_kind;
    int discard_n;
    if (ir_discard_instead_of(st, &discard_kind, &discard_n)) {
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_REPLACE),
                                           [5] = cg_runtime_fn(u, "cardrt_match_discarded_by_opponent", cg->legal_ty),
                                           [6] = cg_i32(cg, CARDRT_BATTLEFIELD), [7] = LLVMConstInt(cg->i8, 1, 0),
                                           [15] = LLVMConstInt(cg->i8, 1, 0) };
        if (discard_kind) {
            f[11] = cg_cstring(u, discard_kind);
            f[12] = cg_i32(cg, discard_n);
        }
        return cg_rule_static(u, cg_rule_global(u, f), NULL, condition);
    }
    bool to_hand;       /* "If a creature an opponent controls would die, exile it (return it to its owner's hand) instead" */
    if (ir_die_exile_replacement_of(st, &event, &to_hand)) {
        LLVMValueRef applies = cg_event_match_fn(u, event);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_REPLACE), [5] = applies, [6] = cg_i32(cg, to_hand ? CARDRT_HAND : CARDRT_EXILE),
                               [7] = LLVMConstInt(cg->i8, 1, 0) };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "If ~ would die, put it on the bottom of its owner's library instead" */
    bool on_top;
    if (ir_die_to_library_of(st, &event, &on_top)) {
        LLVMValueRef applies = cg_event_match_fn(u, event);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_REPLACE), [5] = applies, [6] = cg_i32(cg, CARDRT_LIBRARY),
                               [7] = LLVMConstInt(cg->i8, 1, 0),
                               [8] = cg_i32(cg, on_top ? CARDRT_MOVE_TOP : CARDRT_MOVE_BOTTOM) };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "Creatures your opponents control enter the battlefield tapped": the
     * entering, as a trigger's, is what it applies to */
    const char *counter;
    int counters;
    bool with_counters = ir_enters_with_counters_of(st, &counter, &counters);
    if (ir_enters_tapped_of(st) || with_counters) {
        /* "... enter the battlefield with an additional +1/+1 counter on it":
         * one of them entering ("each other Elf": another Elf) */
        node enters = *st;
        enters.a = ir_one_of(u->arena, st->a);
        enters.c = NULL;
        LLVMValueRef applies = cg_event_match_fn(u, &enters);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_REPLACE), [5] = applies };
        if (with_counters) {
            f[11] = cg_cstring(u, counter);
            f[12] = cg_i32(cg, counters);
        } else {
            f[8] = cg_i32(cg, CARDRT_MOVE_TAPPED);
        }
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "If ~ would be put into a graveyard from anywhere, exile it instead"
     * ("... shuffle it into its owner's library instead"): of the card
     * itself, a self-replacement effect, from any zone */
    bool shuffle;
    const node *into_whose;     /* "into an opponent's graveyard": the event's test */
    if (ir_graveyard_replacement_of(st, &event, &shuffle, &into_whose)) {
        LLVMValueRef applies = cg_event_match_fn(u, event);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_REPLACE), [5] = applies,
                               [6] = cg_i32(cg, shuffle ? CARDRT_LIBRARY : CARDRT_EXILE),
                               [7] = LLVMConstInt(cg->i8, 1, 0), [8] = cg_i32(cg, shuffle ? CARDRT_MOVE_SHUFFLE : 0),
                               [15] = LLVMConstInt(cg->i8, is_self(event->a), 0) };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "Prevent all damage that would be dealt to ~", "If a red source would
     * deal damage to you, prevent 1 of that damage" (CR 416.1) */
    ir_prevention pv;
    if (ir_static_prevention_of(st, &pv)) {
        if (pv.during && condition)
            return cg_unsupported(u, st, "a static ability with two conditions"), NULL;
        if (pv.during) {        /* "If damage would be dealt to ~ while ...": as long as it holds */
            u->static_condition = true;
            condition = cg_holds_fn(u, pv.during);
            u->static_condition = false;
            if (!condition)
                return NULL;
        }
        /* "..., prevent that damage and remove that many +1/+1 counters
         * from it", "... prevent that damage. Remove a +1/+1 counter from
         * ~.": its additional effect, done after it (CR 615) */
        const node *then = ir_prevention_next_of(st, next);
        node *list = NULL;
        if (then || pv.then) {
            node *one = arena_alloc(u->arena, sizeof *one);     /* (list_append sets its next) */
            *one = then ? *then : *pv.then;
            list = list_append(list_new(u->arena, one->range), one);
        }
        LLVMValueRef applies = cg_damage_match_fn(u, &pv);
        const node *lists[] = { list };
        LLVMValueRef fn = applies && list ? cg_effect_fn(u, lists, 1, NULL, 0) : NULL;
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_PREVENT), [2] = cg_i32(cg, pv.n), [5] = applies, [14] = fn };
        return applies && (fn || !list) ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "All damage that would be dealt to you is dealt to ~ instead" (CR 614.9) */
    ir_onto onto;
    if (ir_static_redirection_of(st, &pv, &onto)) {
        LLVMValueRef applies = cg_damage_match_fn(u, &pv);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_REDIRECT),
                                           [2] = cg_i32(cg, onto == IR_ONTO_SOURCE ? CARDRT_REDIRECT_SOURCE
                                                                                   : CARDRT_REDIRECT_ATTACHED),
                                           [5] = applies };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "~ attacks each combat if able": a requirement (CR 508.1d) */
    const node *must = ir_must_attack_of(st);
    if (must) {
        /* "Enchanted creature attacks each combat if able": what the Aura is on */
        LLVMValueRef affects = subject_affects(u, must);
        return affects ? cg_rule_static(u, cg_rule_const(u, CARDRT_RULE_MUST_ATTACK, 0, 0), affects, condition) : NULL;
    }
    /* "~ blocks each combat if able", "~ attacks or blocks each combat if
     * able" (CR 509.1c, 508.1d): requirements for the objects it names */
    bool attacks_too;
    const node *blocks = ir_must_block_of(st, &attacks_too);
    if (blocks) {
        LLVMValueRef affects = subject_affects(u, blocks);
        if (!affects)
            return NULL;
        LLVMValueRef ch[] = { cg_rule_change(u, cg_rule_const(u, CARDRT_RULE_MUST_BLOCK, 0, 0)),
                              cg_rule_change(u, cg_rule_const(u, CARDRT_RULE_MUST_ATTACK, 0, 0)) };
        unsigned n = attacks_too ? 2 : 1;
        LLVMValueRef f[] = { affects, cg_const_array(u, cg->change_ty, ch, n, "cardc.changes"), cg_i32(cg, (int)n),
                             LLVMConstInt(cg->i8, 0, 0), condition ? condition : LLVMConstNull(cg->ptr) };
        return LLVMConstNamedStruct(cg->static_ty, f, 5);
    }
    /* "All creatures able to block ~ do so": each must block it if able (CR 509.1c) */
    const node *lured;
    if ((blocks = ir_lure_of(u->arena, st, &lured)) != NULL) {
        LLVMValueRef affects = subject_affects(u, blocks);
        LLVMValueRef applies = affects ? cg_block_match_fn(u, NULL, lured, false) : NULL;
        if (!applies)
            return NULL;
        LLVMValueRef ch = cg_rule_change(u, cg_rule_applies_const(u, CARDRT_RULE_MUST_BLOCK, applies));
        LLVMValueRef f[] = { affects, cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes"), cg_i32(cg, 1),
                             LLVMConstInt(cg->i8, 0, 0), condition ? condition : LLVMConstNull(cg->ptr) };
        return LLVMConstNamedStruct(cg->static_ty, f, 5);
    }
    /* "~ can't be blocked by Walls", "... except by creatures with flying",
     * "~ can't block creatures with power 2 or greater" (CR 509.1b) */
    const node *blocker, *attacker;
    bool except;
    if (ir_block_restriction_of(st, &blocker, &attacker, &except)) {
        LLVMValueRef applies = cg_block_match_fn(u, blocker, attacker, except);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_CANT_BLOCK_THIS), [5] = applies };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "~ can't attack unless defending player controls an Island" (CR 508.1c) */
    const node *cond;
    bool unless;
    if (ir_attack_restriction_of(st, &attacker, &cond, &unless)) {
        if (!is_self(attacker))
            return cg_unsupported(u, attacker, "this subject of a static ability"), NULL;
        LLVMValueRef applies = cg_attack_match_fn(u, cond, unless);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_CANT_ATTACK_THIS), [5] = applies };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "Creatures can't attack you unless their controller pays {2} for each
     * creature they control that's attacking you" (CR 508.1g-h) */
    const node *attacked, *tax;
    if (ir_attack_tax_of(st, &attacker, &attacked, &tax)) {
        int n = ir_generic_mana(cg_text(u, tax->range));
        if (n <= 0)
            return cg_unsupported(u, tax, "a cost to attack of this mana"), NULL;
        LLVMValueRef applies = cg_attack_at_match_fn(u, attacker, attacked);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_ATTACK_TAX), [2] = cg_i32(cg, n), [5] = applies };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "Creatures can't attack you or planeswalkers you control" (CR 508.1c) */
    if (ir_attack_at_restriction_of(st, &attacker, &attacked)) {
        LLVMValueRef applies = cg_attack_at_match_fn(u, attacker, attacked);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_CANT_ATTACK_THIS), [5] = applies };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "~ can't attack or block alone": either restriction, or both */
    ir_event alone;
    if (ir_alone_restriction_of(st, &attacker, &alone)) {
        LLVMValueRef applies = cg_alone_match_fn(u, attacker);
        if (!applies)
            return NULL;
        LLVMValueRef att[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_CANT_ATTACK_THIS), [5] = applies };
        LLVMValueRef blk[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_CANT_BLOCK_THIS), [5] = applies };
        LLVMValueRef ch[2];
        unsigned n = 0;
        if (alone != IR_EV_BLOCKS)
            ch[n++] = cg_rule_change(u, cg_rule_global(u, att));
        if (alone != IR_EV_ATTACKS)
            ch[n++] = cg_rule_change(u, cg_rule_global(u, blk));
        LLVMValueRef f[] = { LLVMConstNull(cg->ptr), cg_const_array(u, cg->change_ty, ch, n, "cardc.changes"),
                             cg_i32(cg, (int)n), LLVMConstInt(cg->i8, 0, 0),
                             condition ? condition : LLVMConstNull(cg->ptr) };
        return LLVMConstNamedStruct(cg->static_ty, f, 5);
    }
    /* "You may look at the top card of your library any time", "Play with the
     * top card of your library revealed", "You may play lands and cast
     * spells from the top of your library" */
    const node *plays[2] = { NULL, NULL };
    ir_top_rule top = ir_top_of_library_of(st, plays);
    if (top == IR_TOP_LOOK || top == IR_TOP_REVEALED) {
        int viewers = top == IR_TOP_LOOK ? CARDRT_WHO_YOU : CARDRT_WHO_EACH;
        return cg_rule_static(u, cg_rule_const(u, CARDRT_RULE_LOOK_AT_TOP, viewers, 0), NULL, condition);
    }
    if (top == IR_TOP_PLAY || top == IR_TOP_PLAY_GRAVEYARD) {
        unsigned n = plays[1] ? 2 : 1;
        LLVMValueRef applies = cg_play_match_fn(u, plays, n);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, top == IR_TOP_PLAY ? CARDRT_RULE_PLAY_FROM_TOP
                                                                         : CARDRT_RULE_PLAY_FROM_GRAVEYARD),
                                           [5] = applies };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "~ can block an additional creature each combat", "~ can block any
     * number of creatures" (CR 509.1a of the current rules) */
    int more = ir_extra_blocks_of(st, &blocker);
    if (more) {
        LLVMValueRef affects = subject_affects(u, blocker);
        return affects ? cg_rule_static(u, cg_rule_const(u, CARDRT_RULE_EXTRA_BLOCKS, 0, more), affects, condition) : NULL;
    }
    /* "~ can't be blocked except by three or more creatures" (CR 509.1b) */
    if ((more = ir_min_blockers_of(st, &attacker)) != 0) {
        LLVMValueRef affects = subject_affects(u, attacker);
        return affects ? cg_rule_static(u, cg_rule_const(u, CARDRT_RULE_MIN_BLOCKERS, 0, more), affects, condition) : NULL;
    }
    /* "Players can't untap more than one land during their untap steps" (CR 502.3) */
    const node *untapped;
    ir_who players;
    if ((more = ir_untap_limit_of(st, &players, &untapped)) != 0) {
        LLVMValueRef applies = cg_untap_match_fn(u, ir_one_of(u->arena, untapped));
        int w = players == IR_WHO_YOU ? CARDRT_WHO_YOU : CARDRT_WHO_EACH;
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_UNTAP_LIMIT), cg_i32(cg, w), cg_i32(cg, more), [5] = applies };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* "If an artifact or creature entering the battlefield causes a
     * triggered ability of a permanent you control to trigger, that ability
     * triggers an additional time" (CR 603.2d of the current rules): a rule
     * for those permanents, the event as a trigger's */
    ir_extra_trigger extra;
    if (ir_extra_trigger_of(u->arena, st, &extra)) {
        if (extra.during && condition)
            return cg_unsupported(u, st, "a static ability with two conditions"), NULL;
        if (extra.during) {     /* "... triggers while you control six or more Shrines" */
            u->static_condition = true;
            condition = cg_holds_fn(u, extra.during);
            u->static_condition = false;
            if (!condition)
                return NULL;
        }
        if (extra.sources->kind != N_OBJECT || cg_zones(u, extra.sources, 0) != CARDRT_IN(CARDRT_BATTLEFIELD))
            return cg_unsupported(u, extra.sources, "this subject of a static ability"), NULL;
        LLVMValueRef affects = cg_affects_fn(u, extra.sources);
        LLVMValueRef applies = affects && extra.cause ? cg_event_match_fn(u, extra.cause) : NULL;
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_EXTRA_TRIGGER), [5] = applies };
        return affects && (applies || !extra.cause) ? cg_rule_static(u, cg_rule_global(u, f), affects, condition) : NULL;
    }
    /* "Creatures entering the battlefield don't cause abilities to trigger" (CR 603.2) */
    const node *entering = ir_no_enter_triggers_of(u->arena, st);
    if (entering) {
        LLVMValueRef affects = subject_affects(u, entering);
        return affects ? cg_rule_static(u, cg_rule_const(u, CARDRT_RULE_NO_ENTER_TRIGGERS, 0, 0), affects, condition) : NULL;
    }
    /* "No more than two creatures can attack each combat" (CR 508.1c) */
    bool blocking;
    if ((more = ir_combat_limit_of(st, &blocking)) != 0 && blocking)     /* "... can block each combat" (CR 509.1b) */
        return cg_rule_static(u, cg_rule_const(u, CARDRT_RULE_BLOCK_LIMIT, 0, more), NULL, condition);
    if (more) {
        LLVMValueRef applies = cg_attack_limit_match_fn(u, more);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_CANT_ATTACK_THIS), [5] = applies };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    /* Rules a static ability gives the objects its subject names: "~ can
     * attack as though it didn't have defender", "~ can block creatures with
     * shadow as though ~ had shadow", "Untap all permanents you control
     * during each other player's untap step" (CR 502.3), "~ must be blocked
     * if able" (CR 509.1c), "You may have ~ assign its combat damage as
     * though it weren't blocked", "Each creature assigns combat damage equal
     * to its toughness rather than its power" */
    for (size_t i = 0; i < sizeof subject_rules / sizeof *subject_rules; i++) {
        const node *subject = subject_rules[i].of(st);
        if (subject) {
            LLVMValueRef affects = subject_affects(u, subject);
            return affects ? cg_rule_static(u, cg_rule_const(u, subject_rules[i].kind, 0, 0), affects, condition) : NULL;
        }
    }
    /* "Creatures with islandwalk can be blocked as though they didn't have islandwalk" */
    const node *walk, *walkers = ir_ignore_landwalk_of(st, &walk);
    uint64_t walk_bit = walkers ? cg_keyword_node_bit(walk) : 0;
    if (walk_bit) {
        LLVMValueRef affects = subject_affects(u, walkers);
        return affects ? cg_rule_static(u, cg_rule_const(u, CARDRT_RULE_IGNORE_LANDWALK, 0, __builtin_ctzll(walk_bit)),
                                     affects, condition)
                       : NULL;
    }
    /* "You may cast Spirit spells as though they had flash", "You may cast
     * ~ as though it had flash" (of the card itself, from its hand), "...
     * if you pay {2} more to cast it" (the rule's n) */
    const node *more_mana;      /* "... if you pay {2} more to cast it"; "This spell has flash" */
    const node *flash = ir_flash_cast_of(u->arena, st, &more_mana);
    if (flash) {
        int n = more_mana ? ir_generic_mana(cg_text(u, more_mana->range)) : 0;
        if (n < 0)
            return cg_unsupported(u, more_mana, "a cost change of colored mana"), NULL;
        LLVMValueRef applies = cg_play_match_fn(u, &flash, 1);
        LLVMValueRef f[CG_RULE_FIELDS] = { cg_i32(cg, CARDRT_RULE_CAST_AS_FLASH), [2] = cg_i32(cg, n), [5] = applies,
                               [15] = LLVMConstInt(cg->i8, is_self(flash->b), 0) };
        return applies ? cg_rule_static(u, cg_rule_global(u, f), NULL, condition) : NULL;
    }
    LLVMValueRef spend = cg_spend_as_static(u, st, condition);
    if (spend || u->failed)     /* "You may spend mana as though it were mana of any color to cast ..." */
        return spend;
    /* "~'s power is equal to ...", "~'s power is ... and its toughness is ..." (CR 604.3) */
    const ir_instr *defined = cg_ir_instr(u, IR_DEFINE_PT, st);
    if (defined)
        return condition ? cg_unsupported(u, st, "a characteristic-defining ability with a condition"), NULL
                         : cg_cda_def(u, st, defined);
    /* "You control enchanted creature": its controller is the Aura's (layer
     * 2, CR 613.1b), the card IR's gain_control of the ability's controller */
    const ir_instr *control = cg_ir_instr(u, IR_GAIN_CONTROL, st);
    if (control && (control->subject || control->duration != IR_DUR_STATIC || !st->b))
        return cg_unsupported(u, st, "control gained by another player"), NULL;
    if (control)
        return one_change(u, cg_change_value(u, CARDRT_SOURCE_CONTROLS, 0, 0, 0, 0, NULL), st->b, condition);
    /* "Enchanted creature gets +1/+1 and has flying": one subject, several changes. */
    const node *firstn = st->kind == N_SEQUENCE ? st->a->a : st;
    const node *act = firstn->kind == N_NEGATED || cg_permission_bits(firstn) ? firstn->a : firstn;
    const node *subject = act && act->kind == N_ACTION ? act->a : NULL;
    ir_rule rules[4];
    const node *restricted;
    if (!subject && firstn->kind == N_NEGATED && ir_restrictions_of(firstn, rules, 4, &restricted))
        subject = restricted;   /* "can't attack, block, or crew Vehicles": their one subject */
    if (!subject)   /* "this replacement effect", "this permission", ... */
        return cg_unsupported(u, st, ir_static_shape_name(st) ? ir_static_shape_name(st) : "this static ability"), NULL;
    LLVMValueRef changes[MAX_CHANGES];
    unsigned n = 0;
    for (const node *a = firstn; a && !u->failed; a = st->kind == N_SEQUENCE ? a->next : NULL) {
        LLVMValueRef rule = a != firstn ? step_rule(u, a, subject) : table_rule(u, a, subject);
        if (u->failed)
            return NULL;
        if (rule) {
            if (n >= MAX_CHANGES)
                return cg_unsupported(u, a, "this many changes"), NULL;
            changes[n++] = rule;
            continue;
        }
        const node *inner = a->kind == N_NEGATED || cg_permission_bits(a) ? a->a : a;
        if (inner && inner->kind == N_SEQUENCE && a->kind == N_NEGATED && ir_restrictions_of(a, rules, 4, &restricted))
            inner = inner->a->a;        /* (its steps' one subject) */
        if (!inner || inner->kind != N_ACTION || inner->a != subject)
            return cg_unsupported(u, a, "a static ability with several subjects"), NULL;
        if (!cg_static_changes(u, a, changes, &n))
            return NULL;
    }
    ir_keeps keeps = ir_doesnt_remove_of(next, st);
    if (keeps != IR_KEEPS_NONE) {       /* "This effect doesn't remove ~" after it (CR 704.5m) */
        if (n >= MAX_CHANGES)
            return cg_unsupported(u, next, "this many changes"), NULL;
        changes[n++] = cg_rule_change(u, cg_rule_const(u, CARDRT_RULE_DOESNT_REMOVE, 0,
                                                    keeps == IR_KEEPS_AURAS ? CARDRT_KEEPS_AURAS : CARDRT_KEEPS_SELF));
    }
    LLVMValueRef affects = subject_affects(u, subject);
    if (!affects)
        return NULL;
    LLVMValueRef arr = cg_const_array(u, cg->change_ty, changes, n, "cardc.changes");
    LLVMValueRef f[] = { affects, arr, cg_i32(cg, n), LLVMConstInt(cg->i8, 0, 0),
                         condition ? condition : LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->static_ty, f, 5);
}
