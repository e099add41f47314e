/* cg_layers.c — a static ability's changes in the layers (cg_static.c
 * compiles the ability around them): P/T changes and functions (layer 7),
 * what a `become` makes the objects (layers 4, 5, 6, 7b), keywords and
 * abilities in quotes gained and lost (6), restrictions as keyword bits,
 * characteristic-defining abilities (7a); from the card IR's instructions
 * of each action. */
#include "cg_static_int.h"
#include "cg_fx.h"
#include "meaning.h"

LLVMValueRef cg_change_value(unit *u, int kind, int value, uint64_t keywords, int p, int t,
                             LLVMValueRef pt_fn)
{
    codegen *cg = u->cg;
    LLVMValueRef f[] = { cg_i32(cg, kind), cg_i32(cg, value), LLVMConstInt(cg->i64, keywords, 0),
                         cg_i32(cg, p), cg_i32(cg, t), pt_fn ? pt_fn : LLVMConstNull(cg->ptr),
                         LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->change_ty, f, 7);
}

/* A CARDRT_ADD_ABILITIES change granting the abilities of card def DEF. */
static LLVMValueRef granted_change(unit *u, LLVMValueRef def)
{
    codegen *cg = u->cg;
    LLVMValueRef f[] = { cg_i32(cg, CARDRT_ADD_ABILITIES), cg_i32(cg, 0), LLVMConstInt(cg->i64, 0, 0),
                         cg_i32(cg, 0), cg_i32(cg, 0), LLVMConstNull(cg->ptr), def };
    return LLVMConstNamedStruct(cg->change_ty, f, 7);
}

/* void pt(game, source, obj, int *p, int *t): P and T times the number of
 * objects EACH describes ("+1/+1 for each other Elf you control"), or (CDA)
 * times AMOUNT (DEFINED: that amount in the card IR, cg_ir_amount_compiles),
 * plus PLUS_P and PLUS_T; "for each Aura attached to it" counts those of the
 * object it applies to when "it" is SUBJECT. */
static LLVMValueRef pt_fn(unit *u, int p, int t, const node *each, const node *amount, int plus_p, int plus_t,
                          const node *subject, const ir_amount *defined)
{
    codegen *cg = u->cg;
    LLVMTypeRef params[] = { cg->ptr, cg->i32, cg->i32, cg->ptr, cg->ptr };
    LLVMTypeRef ty = LLVMFunctionType(LLVMVoidTypeInContext(cg->ctx), params, 5, 0);
    cg_saved save;
    cg_begin_fn(u, ty, "cardc.pt", &save);
    const char *names[2];
    unsigned k = 0;
    const node *host = each ? ir_attachments_of(each, names, &k) : NULL;
    LLVMValueRef n;
    if (host && host->kind == N_PRONOUN && host->refers == subject) {
        /* "for each Aura attached to it": to the object it applies to */
        n = cg_i32(cg, 0);
        for (unsigned i = 0; i < k; i++) {
            LLVMValueRef a[] = { cg_game(u), LLVMGetParam(u->fn, 2), cg_cstring(u, cg_subtype_name(u, names[i])) };
            n = LLVMBuildAdd(u->b, n, cg_call(u, "cardrt_attachments", cg->i32, a, 3), "");
        }
    } else {
        n = each ? cg_count(u, each) : defined ? cg_ir_amount(u, defined) : cg_amount(u, amount);
        if (n && each && each->kind == N_OBJECT && ir_np_other(each) && !ir_other_sharing_with(each)) {
            /* "Enchanted creature gets +1/+1 for each other creature you control",
             * "Each legendary creature you control gets +1/+1 for each other
             * legendary creature you control": not the one it applies to either */
            LLVMValueRef self = cg_object_test(u, LLVMGetParam(u->fn, 2), each);
            n = self ? LLVMBuildSub(u->b, n, LLVMBuildZExt(u->b, self, cg->i32, ""), "") : NULL;
        }
    }
    if (n) {
        LLVMBuildStore(u->b, LLVMBuildAdd(u->b, LLVMBuildMul(u->b, n, cg_i32(cg, p), ""), cg_i32(cg, plus_p), ""),
                       LLVMGetParam(u->fn, 3));
        LLVMBuildStore(u->b, LLVMBuildAdd(u->b, LLVMBuildMul(u->b, n, cg_i32(cg, t), ""), cg_i32(cg, plus_t), ""),
                       LLVMGetParam(u->fn, 4));
    }
    LLVMValueRef f = cg_end_fn(u, NULL, &save);
    return n && !u->failed ? f : NULL;
}

/* The keyword bit by which the runtime carries out rule R of a static
 * ability ("can't block", "can block only creatures with flying"); 0 for none. */
uint64_t cg_rule_bits(ir_rule r)
{
    static const cardrt_keyword kws[] = {
        [IR_RULE_CANT_BLOCK] = CARDRT_KW_CANT_BLOCK, [IR_RULE_CANT_ATTACK] = CARDRT_KW_CANT_ATTACK,
        [IR_RULE_CANT_BE_BLOCKED] = CARDRT_KW_CANT_BE_BLOCKED, [IR_RULE_BLOCKED_BY_ONE] = CARDRT_KW_BLOCKED_BY_ONE,
        [IR_RULE_DOESNT_UNTAP] = CARDRT_KW_DOESNT_UNTAP, [IR_RULE_BLOCKS_ONLY_FLYERS] = CARDRT_KW_BLOCKS_ONLY_FLYERS,
        [IR_RULE_MAY_NOT_UNTAP] = CARDRT_KW_MAY_NOT_UNTAP,
    };
    if (r == IR_RULE_NONE || r == IR_RULE_CANT_CREW)
        return 0;               /* (crew: a rule, restriction_changes) */
    if (r == IR_RULE_CANT_ATTACK_OR_BLOCK)
        return CARDRT_KW(CARDRT_KW_CANT_ATTACK) | CARDRT_KW(CARDRT_KW_CANT_BLOCK);
    return CARDRT_KW(kws[r]);
}

uint64_t cg_permission_bits(const node *can)
{
    return cg_rule_bits(ir_permission_of(can));
}

LLVMValueRef cg_rule_change(unit *u, LLVMValueRef rule)
{
    codegen *cg = u->cg;
    LLVMValueRef c[] = { cg_i32(cg, CARDRT_RULE_CHANGE), cg_i32(cg, 0), LLVMConstInt(cg->i64, 0, 0),
                         cg_i32(cg, 0), cg_i32(cg, 0), LLVMConstNull(cg->ptr), rule };
    return LLVMConstNamedStruct(cg->change_ty, c, 7);
}

/* The changes of the restrictions RULES (N of them) of one "can't" ("can't
 * attack, block, or crew Vehicles"), after the *NOUT in OUT: their keyword
 * bits, and a rule for "crew" (CR 702.122 of the current rules). */
static bool restriction_changes(unit *u, const node *neg, const ir_rule *rules, unsigned n, LLVMValueRef *out,
                                unsigned *nout)
{
    uint64_t bits = 0;
    bool crew = false;
    for (unsigned i = 0; i < n; i++) {
        bits |= cg_rule_bits(rules[i]);
        crew |= rules[i] == IR_RULE_CANT_CREW;
    }
    if (*nout + 2 > MAX_CHANGES)
        return cg_unsupported(u, neg, "this many changes");
    if (bits)
        out[(*nout)++] = cg_change_value(u, CARDRT_ADD_KEYWORDS, 0, bits, 0, 0, NULL);
    if (crew)
        out[(*nout)++] = cg_rule_change(u, cg_rule_const(u, CARDRT_RULE_CANT_CREW, 0, 0));
    return true;
}

/* A change of KIND with value VALUE and the subtype named NAME (NULL: none). */
static LLVMValueRef subtype_change(unit *u, int kind, int value, const char *name)
{
    codegen *cg = u->cg;
    LLVMValueRef f[] = { cg_i32(cg, kind), cg_i32(cg, value), LLVMConstInt(cg->i64, 0, 0), cg_i32(cg, 0),
                         cg_i32(cg, 0), LLVMConstNull(cg->ptr), name ? cg_cstring(u, cg_subtype_name(u, name))
                                                                     : LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->change_ty, f, 7);
}

/* The runtime's card type bits of the card types among TRAITS (bits of
 * cg_type_bit_of); -1 when one is negated or not in the runtime. */
static int trait_types(const ir_alt *traits)
{
    unsigned bits = 0;
    for (unsigned i = 0; i < traits->ntraits; i++) {
        const ir_trait *t = &traits->traits[i];
        unsigned bit = t->kind == IR_TRAIT_TYPE ? cg_type_bit_of(ir_card_type_of(t->word)) : 0;
        if (t->kind != IR_TRAIT_TYPE)
            continue;
        if (!bit || t->negated)
            return -1;
        bits |= bit;
    }
    return (int)bits;
}

/* The card IR's become B of a static ability (its action AT): what it
 * makes the objects as long as the ability applies, after *N in OUT (at
 * most MAX_CHANGES), in the order cg_become_changes gives a resolving
 * one's: base power and toughness (layer 7b, CR 613.4b: "has base power
 * and toughness 0/2", "has base power 0", "with power and toughness each
 * equal to its mana value"), subtypes (4: the first replacing its creature
 * types or the first basic land type its land types, CR 205.1a, 305.7;
 * the type chosen for the source as it entered), keywords (6), card types
 * added or in place of its own (4, CR 205.1b: "is an Angel in addition to
 * its other types", "that's still a land"), colors (5), card types lost
 * ("~ isn't a creature", 613.1d), all abilities lost (6, 613.1f). What it
 * chooses as it applies, abilities in quotes and a copy are refused. */
static bool become_changes(unit *u, const node *at, const ir_becomes *b, LLVMValueRef *out, unsigned *n)
{
    const node *words = at->b ? at->b : at;
    if (b->color_choice || b->type_choice || b->land_type_choice)
        return cg_unsupported(u, words, "a static ability that chooses");
    if (b->abilities || b->copy_of || b->this_ability)
        return cg_unsupported(u, words, "this static ability");
    int types = trait_types(&b->types), still = trait_types(&b->still), lost = trait_types(&b->lose);
    if (types < 0 || still < 0)
        return cg_unsupported(u, words, "this card type");
    if (lost < 0)
        return cg_unsupported(u, words, "this restriction");
    LLVMValueRef ch[MAX_CHANGES];
    unsigned k = 0;
    bool land_set = false;
    if (b->has_pt && !b->pt_mana_value)     /* (power_only, toughness_only: that one only) */
        ch[k++] = cg_change_value(u, CARDRT_SET_PT, b->power_only ? CARDRT_SET_POWER_ONLY
                                                    : b->toughness_only ? CARDRT_SET_TOUGHNESS_ONLY : 0,
                                  0, b->power, b->toughness, NULL);
    for (unsigned i = 0, nsub = 0; i < b->types.ntraits && k < MAX_CHANGES; i++) {
        const ir_trait *t = &b->types.traits[i];
        if (t->kind != IR_TRAIT_SUBTYPE)
            continue;
        if (t->negated)
            return cg_unsupported(u, words, "this type");
        bool set = (b->replace_subtypes && nsub++ == 0)
                   || (b->replace_land_types && !land_set && ir_basic_land_type(t->word));
        land_set |= set && ir_basic_land_type(t->word);
        ch[k++] = subtype_change(u, set ? CARDRT_SET_SUBTYPE : CARDRT_ADD_SUBTYPE, 0, t->word);
    }
    if (b->chosen_type && k < MAX_CHANGES)      /* read each time the effect applies */
        ch[k++] = subtype_change(u, b->replace_subtypes || b->replace_land_types ? CARDRT_SET_SUBTYPE
                                                                                 : CARDRT_ADD_SUBTYPE,
                                 CARDRT_CHOSEN, NULL);
    if (b->pt_mana_value && k < MAX_CHANGES)
        ch[k++] = cg_change_value(u, CARDRT_SET_PT, 0, 0, 0, 0, cg_mana_value_pt_fn(u));
    if (b->pt_each && k < MAX_CHANGES) {      /* a characteristic-defining ability gained: counted as it applies */
        if (!cg_ir_amount_compiles(u, b->pt_each))
            return cg_unsupported_at(u, b->pt_each->range, "this amount");
        LLVMValueRef fn = pt_fn(u, 1, 1, NULL, NULL, 0, 0, NULL, b->pt_each);
        if (!fn)
            return false;
        ch[k++] = cg_change_value(u, CARDRT_SET_PT, 0, 0, 0, 0, fn);
    }
    for (unsigned i = 0; i < b->nkeywords && k < MAX_CHANGES; i++) {
        uint64_t bit = cg_keyword_bit(b->keywords[i]);
        if (!bit)
            return cg_unsupported(u, words, "gaining this ability");
        ch[k++] = cg_change_value(u, CARDRT_ADD_KEYWORDS, 0, bit, 0, 0, NULL);
    }
    if (types && k < MAX_CHANGES)
        ch[k++] = cg_change_value(u, b->keep_types ? CARDRT_ADD_TYPES : CARDRT_SET_TYPES, types | still, 0, 0, 0, NULL);
    if (b->chosen_color && k < MAX_CHANGES)     /* the color chosen for the source as it entered */
        ch[k++] = cg_change_value(u, CARDRT_SET_COLORS, CARDRT_CHOSEN, 0, 0, 0, NULL);
    else if (b->has_colors && k < MAX_CHANGES)  /* "in addition to its other colors": added */
        ch[k++] = cg_change_value(u, b->keep_colors ? CARDRT_ADD_COLORS : CARDRT_SET_COLORS, (int)b->colors,
                                  0, 0, 0, NULL);
    if (lost && k < MAX_CHANGES)
        ch[k++] = cg_change_value(u, CARDRT_REMOVE_TYPES, lost, 0, 0, 0, NULL);
    if (b->lose_abilities && k < MAX_CHANGES)
        ch[k++] = cg_change_value(u, CARDRT_LOSE_ABILITIES, 0, 0, 0, 0, NULL);
    if (k == MAX_CHANGES || *n + k > MAX_CHANGES)
        return cg_unsupported(u, at, "this many changes");
    for (unsigned i = 0; i < k; i++)
        out[(*n)++] = ch[i];
    return true;
}

/* The phrase of the list (or the one phrase) L whose range is R: its
 * qualities' when OF_PART (a protection's), its ability's when QUOTED (in
 * quotes): the words of an instruction's ability in quotes or protection,
 * which compile from them. */
static const node *phrase_at(const node *l, src_range r, bool of_part)
{
    for (const node *k = l->kind == N_LIST ? l->a : l; k; k = l->kind == N_LIST ? k->next : NULL) {
        src_range at = of_part ? (k->a ? k->a->range : (src_range){ 0 })
                     : k->kind == N_QUOTED && k->granted ? k->granted->range : k->range;
        if (at.begin == r.begin && at.end == r.end)
            return k;
    }
    return NULL;
}

/* Is OP an instruction keyword_changes compiles? */
static bool keyword_op(ir_op op)
{
    return op == IR_GRANT || op == IR_GRANT_ABILITY || op == IR_REMOVE_KEYWORD || op == IR_FORBID_KEYWORD;
}

/* The changes of the card IR's keyword instructions IN[0..NIN) of a
 * static ability's action A, after *N in OUT (layer 6, CR 613.1f): grants
 * ("have flying and trample", "has \"{T}: Add {G}.\"", "have protection
 * from Rats"): the keywords as bits, banding and phasing, and protection
 * from what no keyword bit says, as rules (CR 702.22, 702.26, 702.16), an
 * ability in quotes as the abilities of a card definition; keywords lost
 * ("Enchanted creature loses flying") and those it can't have or gain
 * ("... can't have or gain flying", CR 101.2), as bits. */
static bool keyword_changes(unit *u, const node *a, const ir_instr *const *in, unsigned nin, LLVMValueRef *out,
                            unsigned *n)
{
    static const int kinds[] = { CARDRT_ADD_KEYWORDS, CARDRT_REMOVE_KEYWORDS, CARDRT_FORBID_KEYWORDS };
    uint64_t kws[3] = { 0, 0, 0 };
    if (nin > MAX_CHANGES)
        return cg_unsupported(u, a, "this many changes");
    for (unsigned i = 0; i < nin; i++) {
        LLVMValueRef ch = NULL;
        if (in[i]->op == IR_REMOVE_KEYWORD || in[i]->op == IR_FORBID_KEYWORD) {
            uint64_t bit = cg_keyword_bit(in[i]->word);
            if (!bit || in[i]->from)
                return cg_unsupported_at(u, in[i]->range, "losing this ability");
            kws[in[i]->op == IR_REMOVE_KEYWORD ? 1 : 2] |= bit;
        } else if (in[i]->op == IR_GRANT_ABILITY) {
            const node *quoted = phrase_at(a->b, in[i]->ability->range, false);
            LLVMValueRef def = quoted ? cg_granted_def(u, quoted, a->a) : NULL;
            if (!def)
                return u->failed ? false : cg_unsupported_at(u, in[i]->range, "granting this ability");
            ch = granted_change(u, def);
        } else if (in[i]->op != IR_GRANT) {
            return cg_unsupported_at(u, in[i]->range, "this static ability");
        } else {
            ir_kw_ability ka = ir_kw_ability_named(in[i]->word);
            uint64_t bit = in[i]->from ? cg_ir_protection_bits(in[i]->from) : cg_keyword_bit(in[i]->word);
            if (ka == IR_KA_BANDING || ka == IR_KA_PHASING) {   /* "have banding", "has phasing": a rule for them */
                ch = cg_rule_change(u, cg_rule_const(u, cg_keyword_rule_kind(ka), 0, 0));
                bit = 0;
            } else if (!bit && in[i]->from) {       /* "have protection from Rats": a rule for them */
                const node *k = phrase_at(a->b, in[i]->from->range, true);
                LLVMValueRef applies = k ? cg_protection_match_fn(u, k->a) : NULL;
                if (!applies)
                    return u->failed ? false : cg_unsupported_at(u, in[i]->from->range, "this protection");
                ch = cg_rule_change(u, cg_rule_applies_const(u, CARDRT_RULE_PROTECTION_FROM, applies));
            } else if (!bit) {
                return cg_unsupported_at(u, in[i]->range, arena_printf(u->arena, "'%s'", in[i]->word));
            }
            kws[0] |= bit;
        }
        if (ch && *n >= MAX_CHANGES)
            return cg_unsupported(u, a, "this many changes");
        if (ch)
            out[(*n)++] = ch;
    }
    for (unsigned k = 0; k < 3; k++) {
        if (kws[k] && *n >= MAX_CHANGES)
            return cg_unsupported(u, a, "this many changes");
        if (kws[k])
            out[(*n)++] = cg_change_value(u, kinds[k], 0, kws[k], 0, 0, NULL);
    }
    return true;
}

bool cg_static_changes(unit *u, const node *a, LLVMValueRef *out, unsigned *n)
{
    if (*n >= MAX_CHANGES)
        return cg_unsupported(u, a, "this many changes");
    const ir_instr *become = cg_ir_instr(u, IR_BECOME, a);
    if (become)         /* "is a 3/3 black Ooze creature", "has base power and toughness 0/2", "isn't a creature" */
        return become_changes(u, a, become->becomes, out, n);
    if (ir_verb_of(a) == IR_VERB_IS)        /* a become lowering refused */
        return cg_no_ir_in(u, a, "this static ability");
    const ir_instr *kws[MAX_CHANGES];
    unsigned nkws = cg_ir_instrs(u, a, kws, MAX_CHANGES);
    if (nkws && kws[0]->op == IR_FORBID_KEYWORD)    /* "can't have or gain flying" */
        return keyword_changes(u, a, kws, nkws, out, n);
    ir_rule rules[MAX_CHANGES];
    unsigned nrules = 0;
    while (nrules < nkws && nrules < MAX_CHANGES && (rules[nrules] = ir_cant_rule(kws[nrules])) != IR_RULE_NONE)
        nrules++;
    if (nrules && nrules == nkws)   /* "can't block", "can't attack, block, or crew Vehicles" */
        return restriction_changes(u, a, rules, nrules, out, n);
    if (a->kind == N_NEGATED || a->kind == N_MODIFIER)
        return cg_no_ir_in(u, a, "this restriction");
    if (a->kind != N_ACTION)
        return cg_unsupported(u, a, "this static ability");
    const node *each = NULL, *where = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (ir_prep_of(m) == IR_PREP_FOR_EACH && !each && !where && ir_verb_of(a) == IR_VERB_GET)
            each = m;
        else if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_WHERE && m->a && !each && !where
                 && ir_verb_of(a) == IR_VERB_GET)
            where = m;      /* "gets +X/+X, where X is ...": counted as it applies (CR 611.3a) */
        else if (!(where && meaning_where_on_battlefield(a, m)))
            return cg_unsupported(u, m, m->kind == N_DURATION ? "this duration" : "this modifier");
    ir_verb verb = ir_verb_of(a);
    if (verb == IR_VERB_GET) {
        /* the card IR's modify_pt (layer 7c): power and toughness, or with an
         * amount ("for each ...", "+X/+X, where X is ...") its X coefficients,
         * counted as it applies (CR 611.3a) */
        const ir_instr *in = cg_ir_instr(u, IR_MODIFY_PT, a);
        if (!in)
            return cg_no_ir_in(u, a->b ? a->b : a, "this P/T change");
        if (!in->amount != !(each || where) || (in->amount && (in->power || in->toughness)))
            return cg_unsupported(u, a->b ? a->b : a, "this P/T change");
        int p = in->amount ? in->power_x : in->power, t = in->amount ? in->toughness_x : in->toughness;
        const node *counted = where && where->a->kind == N_AMOUNT && meaning_amount(where->a) == FX_AMT_NUMBER_OF
                              ? where->a->a : NULL;
        if (counted && counted->kind == N_OBJECT && ir_np_other(counted))
            /* "the number of other Skeletons you control": other than each one it applies to */
            return cg_unsupported(u, where, "'other' in X of a static ability");
        LLVMValueRef fn = NULL;
        if ((each || where) && !(fn = pt_fn(u, p, t, each ? each->a : NULL, where ? where->a : NULL, 0, 0, a->a, NULL)))
            return false;
        out[(*n)++] = cg_change_value(u, CARDRT_MODIFY_PT, 0, 0, p, t, fn);
        return true;
    }
    if (nkws && keyword_op(kws[0]->op))      /* "have flying and trample", "Enchanted creature loses flying" */
        return keyword_changes(u, a, kws, nkws, out, n);
    /* (one lowering refused named as lowering names it) */
    return cg_ir_refused_in(u, a) ? cg_no_ir_in(u, a, "this static ability") : cg_unsupported_word(u, a, ir_word_text(a));
}

LLVMValueRef cg_cda_pt_fn(unit *u, const node *st)
{
    ir_cda cda;
    return ir_cda_of(st, &cda) && cda.power && cda.toughness
           ? pt_fn(u, 1, 1, NULL, cda.amount, cda.power_plus, cda.toughness_plus, NULL, NULL) : NULL;
}

/* "Test's power and toughness are each equal to the number of ...",
 * "Test's toughness is equal to ...": the characteristic-defining ability
 * D of statement ST, its IR_DEFINE_PT (layer 7a); a part it does not define
 * (`power_x`, `toughness_x` 0) is the printed one. */
LLVMValueRef cg_cda_def(unit *u, const node *st, const ir_instr *d)
{
    codegen *cg = u->cg;
    int p = d->power, t = d->toughness;
    if ((!d->power_x && !cg_pt_number(u->c->power, &p)) || (!d->toughness_x && !cg_pt_number(u->c->toughness, &t)))
        return cg_unsupported(u, st, "a power or toughness that is not a number"), NULL;
    /* its amount from the card IR, or from its words where that does not
     * compile yet ("the number of creatures named Plague Rats") */
    ir_cda words = { 0 };
    bool ir = cg_ir_amount_compiles(u, d->amount);
    if (!ir && !ir_cda_of(st, &words))
        return cg_unsupported_at(u, d->amount->range, "this amount"), NULL;
    LLVMValueRef fn = pt_fn(u, d->power_x, d->toughness_x, NULL, words.amount, p, t, NULL, ir ? d->amount : NULL);
    if (!fn)
        return NULL;
    LLVMValueRef ch = cg_change_value(u, CARDRT_SET_PT, 0, 0, 0, 0, fn);
    LLVMValueRef arr = cg_const_array(u, cg->change_ty, &ch, 1, "cardc.changes");
    LLVMValueRef f[] = { LLVMConstNull(cg->ptr), arr, cg_i32(cg, 1), LLVMConstInt(cg->i8, 1, 0),
                         LLVMConstNull(cg->ptr) };
    return LLVMConstNamedStruct(cg->static_ty, f, 5);
}
