/* cg_spellcost.c — the costs a spell may or must be cast with (cg.h):
 * keywords that are costs (kicker, flashback, evoke, blitz, escalate, ...),
 * keywords the runtime pays as it casts (suspend, morph, retrace,
 * jump-start, affinity), a spell's own cost paragraphs ("This spell costs
 * {1} less to cast ...", "Cast this spell only ...", "You may ... rather
 * than pay this spell's mana cost") and additional costs. */
#include <string.h>

#include "cg.h"
#include "cg_fx.h"
#include "front.h"
#include "meaning.h"
#include "parser.h"
#include "syntax.h"

/* Keywords that are costs a spell may be cast with, each a mana cost:
 * entwine (its modes may all be chosen, for COST more), kicker, buyback,
 * flashback, evoke, dash, madness, foretell, blitz, escalate, bestow and
 * replicate, multikicker, overload, escape, disturb, emerge (CR 702.33, 702.27, 702.34,
 * 702.74, 702.109, 702.35, 702.143, 702.152, 702.120, 702.103, 702.56, 702.96, 702.138,
 * 702.146, 702.119 of the current rules; emerge's creature sacrificed, the runtime's).  Kicker, buyback, flashback and escape may have parts other than mana
 * ("Kicker—Sacrifice a land", "Escape—{3}{B}, Exile four other cards from your
 * graveyard"), the costs after theirs (CARDRT_COST_KICKER's N). */
static const struct {
    ir_kw_ability keyword;
    int kind;
    const char *what;
} option_costs[] = {
    { IR_KA_ENTWINE, CARDRT_COST_ALL_MODES, "this entwine cost" },
    { IR_KA_KICKER, CARDRT_COST_KICKER, "this kicker cost" },
    { IR_KA_BUYBACK, CARDRT_COST_BUYBACK, "this buyback cost" },
    { IR_KA_FLASHBACK, CARDRT_COST_FLASHBACK, "this flashback cost" },
    { IR_KA_EVOKE, CARDRT_COST_EVOKE, "this evoke cost" },
    { IR_KA_DASH, CARDRT_COST_DASH, "this dash cost" },
    { IR_KA_MADNESS, CARDRT_COST_MADNESS, "this madness cost" },
    { IR_KA_FORETELL, CARDRT_COST_FORETELL, "this foretell cost" },
    { IR_KA_BLITZ, CARDRT_COST_BLITZ, "this blitz cost" },
    { IR_KA_ESCALATE, CARDRT_COST_ESCALATE, "this escalate cost" },
    { IR_KA_BESTOW, CARDRT_COST_BESTOW, "this bestow cost" },
    { IR_KA_REPLICATE, CARDRT_COST_REPLICATE, "this replicate cost" },
    { IR_KA_MULTIKICKER, CARDRT_COST_MULTIKICKER, "this multikicker cost" },
    { IR_KA_OVERLOAD, CARDRT_COST_OVERLOAD, "this overload cost" },
    { IR_KA_ESCAPE, CARDRT_COST_ESCAPE, "this escape cost" },
    { IR_KA_DISTURB, CARDRT_COST_DISTURB, "this disturb cost" },
    { IR_KA_EMERGE, CARDRT_COST_EMERGE, "this emerge cost" },
};

/* The entry of option_costs keyword ability KA is, when it has a cost and
 * no number (COST_ONLY); -1: none. */
int cg_option_cost_of(ir_kw_ability ka, bool cost_only)
{
    for (size_t i = 0; i < sizeof option_costs / sizeof *option_costs; i++)
        if (ka == option_costs[i].keyword && cost_only)
            return (int)i;
    return -1;
}

/* The cost entries of the keyword of the card whose words are at R (its
 * cost after the dash: "Kicker—Sacrifice a land"); NULL for none. */
static const node *keyword_cost_entries(unit *u, src_range r)
{
    for (const ability *ab = u->c->abilities; ab; ab = ab->next)
        for (const node *k = ab->kind == AB_KEYWORD && ab->ast->b ? ab->ast->b->a : NULL; k; k = k->next)
            if (k->range.begin == r.begin && k->range.end == r.end)
                return k->b ? k->b->a : NULL;
    return NULL;
}

/* Can the cost of keyword KIND have parts other than mana? */
static bool parted_cost(int kind)
{
    return kind == CARDRT_COST_KICKER || kind == CARDRT_COST_BUYBACK || kind == CARDRT_COST_FLASHBACK
           || kind == CARDRT_COST_ESCAPE;
}

/* The costs of option_costs the card's keyword abilities give its spell,
 * each followed by its parts other than mana. */
static bool option_cost_values(unit *u, LLVMValueRef *costs, unsigned *k, unsigned cap)
{
    unsigned seen = 0;
    for (const ir_ability *ab = u->ir->abilities; ab; ab = ab->next)
        for (unsigned j = 0; ab->kind == IR_AB_KEYWORD && j < ab->nkeywords; j++) {
            const ir_kw_param *e = &ab->each[j];
            int i = e->defined ? -1 : cg_option_cost_of(ir_kw_ability_named(e->name), e->costs && !e->amount);
            if (i < 0)
                continue;
            const ir_cost *m = e->costs->kind == IR_COST_MANA ? e->costs : NULL;
            const ir_cost *parts = m ? m->next : e->costs;
            unsigned nparts = 0;
            bool more_mana = false;         /* its one mana cost comes first */
            for (const ir_cost *c = parts; c; c = c->next, nparts++)
                more_mana |= c->kind == IR_COST_MANA;
            if ((!m && !parts) || more_mana || (nparts && !parted_cost(option_costs[i].kind))
                || *k + 1 + nparts > cap || (seen & (1u << i)))
                return cg_unsupported_at(u, e->range, option_costs[i].what);
            if (option_costs[i].kind == CARDRT_COST_FLASHBACK
                && !(ir_card_types(u->c) & (1u << IR_TYPE_INSTANT | 1u << IR_TYPE_SORCERY)))
                return cg_unsupported_at(u, e->range, "flashback on a permanent");
            seen |= 1u << i;
            costs[(*k)++] = cg_cost_value(u, option_costs[i].kind, (int)nparts, NULL, 0,
                                          m ? cg_text(u, m->range) : NULL);
            const node *entries = nparts ? keyword_cost_entries(u, e->range) : NULL;
            for (const ir_cost *c = parts; c; c = c->next)
                if (!cg_cost_entry(u, entries, c, &costs[(*k)++]))
                    return false;
        }
    return true;
}

/* Suspend N—[cost] (CR 702.62a of the current rules): its number and cost,
 * for cardrt_suspend; morph and megamorph (702.37): the cost to turn it
 * face up; retrace and jump-start (702.81a, 702.133a): cast from the
 * graveyard, a card discarded too; aftermath (702.127a): cast from the
 * graveyard only, then exiled; undaunted (702.125a): {1} less for each
 * opponent; casualty N (702.153a): a creature sacrificed as it is cast;
 * conspire (702.78a): two creatures tapped as it is cast; awaken
 * (702.113a): an alternative cost that awakens a land; from the card IR. Affinity for [quality] (702.41a): the spell
 * costs {1} less for each permanent you control with the quality, from the
 * AST until a filter compiles from the IR. */
static bool keyword_costs(unit *u, LLVMValueRef *costs, unsigned *k, unsigned cap)
{
    for (const ir_ability *ab = u->ir->abilities; ab; ab = ab->next)
        for (unsigned j = 0; ab->kind == IR_AB_KEYWORD && j < ab->nkeywords; j++) {
            const ir_kw_param *e = &ab->each[j];
            ir_kw_ability ka = e->defined ? IR_KA_NONE : ir_kw_ability_named(e->name);
            const ir_cost *m = cg_param_mana(e);
            if (ka == IR_KA_MORPH || ka == IR_KA_MEGAMORPH) {    /* CR 702.37 */
                if (!m || e->amount || *k == cap)
                    return cg_unsupported_at(u, e->range, "this morph cost");
                costs[(*k)++] = cg_cost_value(u, CARDRT_COST_MORPH, ka == IR_KA_MEGAMORPH, NULL, 0,
                                           cg_text(u, m->range));
            } else if ((ka == IR_KA_RETRACE || ka == IR_KA_JUMP_START || ka == IR_KA_AFTERMATH) && !e->costs
                       && !e->amount && !e->filter) {
                if (*k == cap)      /* CR 702.81a, 702.133a, 702.127a */
                    return cg_unsupported_at(u, e->range, "this many costs");
                costs[(*k)++] = cg_cost_value(u, CARDRT_COST_FROM_GRAVEYARD,
                                              ka == IR_KA_AFTERMATH ? 2 : ka == IR_KA_JUMP_START, NULL, 0, NULL);
            } else if (ka == IR_KA_CASUALTY && !e->costs && !e->filter && cg_param_value(e) > 0) {
                if (*k == cap)      /* CR 702.153a: a creature with power N or greater sacrificed */
                    return cg_unsupported_at(u, e->range, "this many costs");
                costs[(*k)++] = cg_cost_value(u, CARDRT_COST_CASUALTY, cg_param_value(e), NULL, 0, NULL);
            } else if (ka == IR_KA_CONSPIRE && !e->costs && !e->amount && !e->filter) {
                if (*k == cap)      /* CR 702.78a: two untapped creatures sharing a color with it tapped */
                    return cg_unsupported_at(u, e->range, "this many costs");
                costs[(*k)++] = cg_cost_value(u, CARDRT_COST_CONSPIRE, 0, NULL, 0, NULL);
            } else if (ka == IR_KA_UNDAUNTED && !e->costs && !e->amount && !e->filter) {
                if (*k == cap)      /* CR 702.125a: {1} less for each opponent */
                    return cg_unsupported_at(u, e->range, "this many costs");
                costs[(*k)++] = cg_cost_value(u, CARDRT_COST_LESS_OPPONENTS, 1, NULL, 0, NULL);
            } else if (ka == IR_KA_ASSIST && !e->costs && !e->amount && !e->filter) {
                if (*k == cap)      /* CR 702.132a: another player may pay its generic mana */
                    return cg_unsupported_at(u, e->range, "this many costs");
                costs[(*k)++] = cg_cost_value(u, CARDRT_COST_ASSIST, 0, NULL, 0, NULL);
            } else if (ka == IR_KA_AWAKEN) {
                /* CR 702.113a of the current rules: "Awaken N—{COST}", an
                 * alternative cost whose spell also targets a land you
                 * control (the runtime's, CARDRT_COST_AWAKEN) */
                if (cg_param_value(e) <= 0 || !m || e->filter || *k == cap
                    || !(ir_card_types(u->c) & (1u << IR_TYPE_INSTANT | 1u << IR_TYPE_SORCERY))
                    || (ir_card_types(u->c) & ~(1u << IR_TYPE_INSTANT | 1u << IR_TYPE_SORCERY)))
                    return cg_unsupported_at(u, e->range, "this awaken ability");
                costs[(*k)++] = cg_cost_value(u, CARDRT_COST_AWAKEN, cg_param_value(e), NULL, 0,
                                              cg_text(u, m->range));
            } else if (ka == IR_KA_SUSPEND) {
                if (cg_param_value(e) <= 0 || !m || *k == cap)
                    return cg_unsupported_at(u, e->range, "this suspend ability");
                costs[(*k)++] = cg_cost_value(u, CARDRT_COST_SUSPEND, cg_param_value(e), NULL, 0,
                                           cg_text(u, m->range));
            }
        }
    /* affinity (CR 702.41a): {1} less for each permanent you control the
     * keyword's filter accepts (lowering says "you control") */
    for (const ir_ability *ab = u->ir->abilities; ab; ab = ab->next)
        for (unsigned j = 0; ab->kind == IR_AB_KEYWORD && j < ab->nkeywords; j++) {
            const ir_kw_param *e = &ab->each[j];
            if (e->defined || ir_kw_ability_named(e->name) != IR_KA_AFFINITY)
                continue;
            if (!e->filter || e->filter->controller != IR_CTRL_YOU || e->costs || e->amount || *k == cap)
                return cg_unsupported_at(u, e->range, "this affinity");
            LLVMValueRef which = cg_ir_affects_fn(u, e->filter);
            if (!which)
                return false;
            costs[(*k)++] = cg_cost_value(u, CARDRT_COST_AFFINITY, 0, which, 0, NULL);
        }
    return true;
}

/* The one statement of a static or spell paragraph AB, or NULL. */
static const node *lone_statement(const ability *ab)
{
    return (ab->kind == AB_STATIC || ab->kind == AB_SPELL) && ab->ast->b && ab->ast->b->a && !ab->ast->b->a->next
           ? ab->ast->b->a : NULL;
}

/* The objects "This spell costs {1} less to cast for each artifact you
 * control" counts (meaning.h), its mana in *MANA; else NULL. */
static const node *self_cost_each(const ability *ab, const node **mana)
{
    const node *s = lone_statement(ab);
    return s ? ir_self_cost_each_of(s, mana) : NULL;
}

bool cg_spell_rule_paragraph(const ability *ab)
{
    const node *s = ab->kind == AB_SPELL && !ab->modes ? lone_statement(ab) : NULL;
    return s && ir_cast_self_as_flash(s);
}

/* The cost of AB, an unknown keyword's reminder text whose first sentence
 * is an optional additional cost ("You may pay an additional {2} as you
 * cast this spell.", ir_optional_cost_of); else NULL. */
static const node *optional_cost_act(const ability *ab)
{
    bool text = (ab->kind == AB_STATIC || ab->kind == AB_SPELL) && !ab->modes && ab->defines;
    return text && ab->ast->b ? ir_optional_cost_of(ab->ast->b->a) : NULL;
}

bool cg_cost_paragraph(const card *c, const ability *ab)
{
    const node *mana, *steps[4], *cond;
    const node *s = lone_statement(ab);
    bool negated;
    ir_zone zone;
    if (optional_cost_act(ab))
        return true;
    return s && (ir_self_cost_each_of(s, &mana) || ir_self_cost_if_of(s, &mana) || ir_self_cost_x_of(c, s)
                 || (ab->kind == AB_SPELL && meaning_spend_only_on_x(s) != IR_COLOR_NONE)
                 || ir_self_cost_per_target_of(s, &mana)
                 || ir_cast_only_of(s, &negated)
                 || ir_cast_only_all_of(s) || ir_cast_from_of(s, &zone, &cond) || ir_opening_hand_of(s)
                 || ir_alternative_cost_of(s, &cond, steps, 4) || ir_free_cast_of(s, &cond));
}

/* bool allowed(game, spell, spell): COND as the spell is cast ("If you
 * control a Plains, you may ...", "... costs {2} less to cast if you
 * control a Wizard"); NULL after reporting. */
static LLVMValueRef as_cast_fn(unit *u, const node *cond, bool negated)
{
    cg_saved save;
    cg_begin_fn(u, u->cg->affects_ty, "cardc.allowed", &save);
    LLVMValueRef r = cg_condition(u, cond);
    if (r && negated)
        r = LLVMBuildNot(u->b, r, "");
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(u->cg, false), &save);
    return r && !u->failed ? f : NULL;
}

/* bool allowed(game, spell, spell): every condition of ALL as the spell is
 * cast ("only during the declare attackers step and only if you've been
 * attacked this step": a creature attacks its caster, CR 601.3 of the
 * current rules); NULL after reporting. */
static LLVMValueRef as_cast_all_fn(unit *u, const node *all)
{
    cg_saved save;
    cg_begin_fn(u, u->cg->affects_ty, "cardc.allowed", &save);
    LLVMValueRef r = cg_i1(u->cg, true);
    for (const node *c = all->a; c && r; c = c->next) {
        LLVMValueRef one = ir_attacked_this_step_of(c)
                           ? cg_call(u, "cardrt_player_attacked", u->cg->i1, (LLVMValueRef[]){ cg_game(u), cg_you(u) }, 2)
                           : cg_condition(u, c);
        r = one ? LLVMBuildAnd(u->b, r, one, "") : NULL;
    }
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(u->cg, false), &save);
    return r && !u->failed ? f : NULL;
}

LLVMValueRef cg_where_x_fn(unit *u, const node *x)
{
    cg_saved save;
    cg_begin_fn(u, u->cg->amount_ty, "cardc.amount", &save);
    LLVMValueRef r = cg_amount(u, x);
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i32(u->cg, 0), &save);
    return r && !u->failed ? f : NULL;
}

/* Those reductions, as affinity's (CR 702.41a): {N} less for each object
 * the phrase counts in the zones it names ("creature card in your graveyard");
 * {N} less while a condition holds; and the conditions under which the
 * spell may be cast at all (CR 601.3). */
static bool self_cost_reductions(unit *u, LLVMValueRef *costs, unsigned *k, unsigned cap)
{
    const node *mana, *each, *cond;
    bool negated;
    ir_zone zone;
    for (const ability *ab = u->c->abilities; ab; ab = ab->next) {
        if (lone_statement(ab) && ir_opening_hand_of(lone_statement(ab))) {
            /* "If ~ is in your opening hand, you may begin the game with it on the battlefield." */
            if (*k == cap)
                return cg_unsupported(u, ab->ast, "this many costs");
            costs[(*k)++] = cg_cost_value(u, CARDRT_COST_OPENING_HAND, 0, NULL, 0, NULL);
            continue;
        }
        if (lone_statement(ab) && ir_cast_from_of(lone_statement(ab), &zone, &cond)) {
            /* "You may cast ~ from your graveyard as long as you control a Zombie" */
            LLVMValueRef allowed = NULL;
            if (*k == cap)
                return cg_unsupported(u, ab->ast, "this many costs");
            if (cond && !(allowed = as_cast_fn(u, cond, false)))
                return false;
            unsigned zones = CARDRT_IN(zone == IR_ZONE_GRAVEYARD ? CARDRT_GRAVEYARD : CARDRT_EXILE);
            costs[(*k)++] = cg_cost_value(u, CARDRT_COST_CAST_FROM, 0, allowed, zones, NULL);
            continue;
        }
        if ((cond = lone_statement(ab) ? ir_cast_only_of(lone_statement(ab), &negated) : NULL)) {
            /* "Cast this spell only if ...", "... only during combat" (CR 601.3) */
            if (*k == cap)
                return cg_unsupported(u, ab->ast, "this many costs");
            LLVMValueRef allowed = as_cast_fn(u, cond, negated);
            if (!allowed)
                return false;
            costs[(*k)++] = cg_cost_value(u, CARDRT_COST_ONLY_IF, 0, allowed, 0, NULL);
            continue;
        }
        if ((cond = lone_statement(ab) ? ir_cast_only_all_of(lone_statement(ab)) : NULL)) {
            if (*k == cap)
                return cg_unsupported(u, ab->ast, "this many costs");
            LLVMValueRef allowed = as_cast_all_fn(u, cond);
            if (!allowed)
                return false;
            costs[(*k)++] = cg_cost_value(u, CARDRT_COST_ONLY_IF, 0, allowed, 0, NULL);
            continue;
        }
        ir_color x_color = ab->kind == AB_SPELL && lone_statement(ab) ? meaning_spend_only_on_x(lone_statement(ab))
                                                                     : IR_COLOR_NONE;
        _Static_assert((int)IR_COLOR_WHITE == CARDRT_MANA_W && (int)IR_COLOR_GREEN == CARDRT_MANA_G,
                       "colors and kinds of mana in one order");
        if (x_color != IR_COLOR_NONE) {     /* "Spend only black mana on X." (CR 107.3) */
            if (*k == cap)
                return cg_unsupported(u, ab->ast, "this many costs");
            costs[(*k)++] = cg_cost_value(u, CARDRT_COST_X_MANA, (int)x_color, NULL, 0, NULL);
            continue;
        }
        if (lone_statement(ab) && ir_self_cost_per_target_of(lone_statement(ab), &mana)) {
            /* Strive: "This spell costs {2}{R} more to cast for each target beyond the first" */
            if (*k == cap)
                return cg_unsupported(u, ab->ast, "this many costs");
            costs[(*k)++] = cg_cost_value(u, CARDRT_COST_MORE_PER_TARGET, 0, NULL, 0, cg_text(u, mana->range));
            continue;
        }
        if ((cond = lone_statement(ab) ? ir_self_cost_x_of(u->c, lone_statement(ab)) : NULL)) {
            /* "This spell costs {X} less to cast, where X is the total power of creatures you control" */
            if (*k == cap)
                return cg_unsupported(u, ab->ast, "this many costs");
            LLVMValueRef amount = cg_where_x_fn(u, cond);
            if (!amount)
                return false;
            costs[(*k)++] = cg_cost_value(u, CARDRT_COST_LESS_X, 0, amount, 0, NULL);
            continue;
        }
        if ((cond = lone_statement(ab) ? ir_self_cost_if_of(lone_statement(ab), &mana) : NULL)) {
            /* "This spell costs {2} less to cast if you control a Wizard" */
            /* "This spell costs {2}{U} less to cast if ...": that mana (the cost's counter) */
            const char *written = cg_text(u, mana->range);
            const char *colored = ir_mana_one_kind(written, NULL, NULL) ? written : NULL;
            int n = colored ? 0 : ir_generic_mana(written);
            if (n <= 0 && !colored)
                return cg_unsupported(u, mana, "a cost change of colored mana");
            if (*k == cap)
                return cg_unsupported(u, ab->ast, "this many costs");
            LLVMValueRef allowed = as_cast_fn(u, cond, false);
            if (!allowed)
                return false;
            costs[(*k)++] = cg_cost_value(u, CARDRT_COST_LESS_IF, n, allowed, 0, colored);
            continue;
        }
        if (!(each = self_cost_each(ab, &mana)))
            continue;
        if (*k == cap)
            return cg_unsupported(u, ab->ast, "this many costs");
        bool yours, nontoken;
        int n = ir_generic_mana(cg_text(u, mana->range));
        if (n <= 0 && ir_died_this_turn(each, &yours, &nontoken))
            return cg_unsupported(u, mana, "a cost change of colored mana for each creature that died");
        if (n > 0 && ir_died_this_turn(each, &yours, &nontoken)) {
            /* "{1} less to cast for each creature that died this turn": the turn's history as
             * the cost is determined (CR 601.2f, 700.4), N for each */
            cg_saved save;
            cg_begin_fn(u, u->cg->amount_ty, "cardc.amount", &save);
            LLVMValueRef r = cg_over_objects(u, each, -1);
            r = r ? LLVMBuildMul(u->b, r, cg_i32(u->cg, n), "") : NULL;
            LLVMValueRef f = cg_end_fn(u, r ? r : cg_i32(u->cg, 0), &save);
            if (!r || u->failed)
                return false;
            costs[(*k)++] = cg_cost_value(u, CARDRT_COST_LESS_X, 0, f, 0, NULL);
            continue;
        }
        if (!cg_cost_each_value(u, each, mana, true, &costs[*k]))
            return false;
        (*k)++;
    }
    return true;
}

/* "You may pay {1} and sacrifice a Mountain rather than pay this spell's
 * mana cost" (CR 118.9): after the spell's other costs, CARDRT_COST_
 * ALTERNATIVE with the mana to pay, then the costs of the actions. */
static bool alternative_costs(unit *u, LLVMValueRef *costs, unsigned *k, unsigned cap)
{
    const node *steps[4], *s, *cond;
    bool seen = false;
    uint64_t paid = u->paid_costs;      /* "the sacrificed creature" never means these */
    for (const ability *ab = u->c->abilities; ab; ab = ab->next) {
        unsigned n = (s = lone_statement(ab)) ? ir_alternative_cost_of(s, &cond, steps, 4) : 0;
        if (!n && (!s || !ir_free_cast_of(s, &cond)))     /* "you may cast this spell without paying its mana cost" */
            continue;
        if (seen)
            return cg_unsupported(u, s, "a second alternative cost");
        seen = true;
        const char *mana = NULL;
        LLVMValueRef parts[4];
        unsigned np = 0;
        for (unsigned i = 0; i < n; i++) {
            const node *act = ir_cost_step(u->arena, steps[i]);
            if (ir_pay_mana_of(act) && !mana)
                mana = cg_text(u, act->b->range);       /* "pay {1}{R}" */
            else if (!cg_action_cost(u, act, &parts[np++]))
                return false;
        }
        /* "If you control a Plains, you may ...": as the spell is cast */
        LLVMValueRef allowed = NULL;
        if (cond && !(allowed = as_cast_fn(u, cond, false)))
            return false;
        if (*k + 1 + np > cap)
            return cg_unsupported(u, s, "this many costs");
        costs[(*k)++] = cg_cost_value(u, CARDRT_COST_ALTERNATIVE, 0, allowed, 0, mana);
        for (unsigned i = 0; i < np; i++)
            costs[(*k)++] = parts[i];
    }
    u->paid_costs = paid;
    /* Spectacle, surge and prowl (CR 702.137a, 702.117a of the current
     * rules, 702.76a): a mana cost paid rather than the mana cost, while
     * the runtime's test of the keyword holds as the spell is cast. */
    for (const ir_ability *ab = u->ir->abilities; ab; ab = ab->next)
        for (unsigned j = 0; ab->kind == IR_AB_KEYWORD && j < ab->nkeywords; j++) {
            const ir_kw_param *e = &ab->each[j];
            ir_kw_ability ka = e->defined ? IR_KA_NONE : ir_kw_ability_named(e->name);
            if (ka != IR_KA_SPECTACLE && ka != IR_KA_SURGE && ka != IR_KA_PROWL)
                continue;
            const ir_cost *m = cg_param_mana(e);
            if (seen || !m || e->amount || *k == cap)
                return cg_unsupported_at(u, e->range, seen ? "a second alternative cost" : "this alternative cost");
            seen = true;
            LLVMValueRef ok = cg_runtime_fn(u, ka == IR_KA_SPECTACLE ? "cardrt_spectacle_ok"
                                               : ka == IR_KA_SURGE ? "cardrt_surge_ok" : "cardrt_prowl_ok",
                                            u->cg->affects_ty);
            costs[(*k)++] = cg_cost_value(u, CARDRT_COST_ALTERNATIVE, 0, ok, 0, cg_text(u, m->range));
        }
    return true;
}

bool cg_permanent_spell_cost(const ability *ab)
{
    const node *s = ab->kind == AB_STATIC && ab->ast->b ? ab->ast->b->a : NULL;
    return s && !s->next && ir_additional_cost(s);
}

/* "Choose one. If this spell was kicked, choose any number instead." (HEAD
 * the choice of AB, a spell's): CARDRT_COST_MORE_MODES, the condition asked
 * as the spell is cast; nothing for another sentence.  False after
 * reporting. */
static bool more_modes_cost(unit *u, const ability *ab, const node *head, LLVMValueRef *costs, unsigned *k)
{
    unsigned nmodes = 0;
    for (const ability *m = ab->modes; m; m = m->next)
        nmodes++;
    int most;
    const node *cond = ir_more_modes_of(u->arena, head, nmodes, &most);
    if (!cond)
        return !ir_more_modes_of(u->arena, head, 16, &most) || cg_unsupported(u, head->next, "this choice of modes");
    if (*k == 8)
        return cg_unsupported(u, head->next, "this many costs");
    LLVMValueRef allowed = as_cast_fn(u, cond, false);
    if (!allowed)
        return false;
    costs[(*k)++] = cg_cost_value(u, CARDRT_COST_MORE_MODES, most, allowed, 0, NULL);
    return true;
}

/* "You may sacrifice an artifact, enchantment, or token as you cast this
 * spell" (ACT, without its "as ..."): CARDRT_COST_KICKER_SACRIFICE, the
 * sacrifice cg_action_cost compiles; NULL for another cost. */
static LLVMValueRef kicker_sacrifice(unit *u, const node *act)
{
    if (ir_verb_of(act) != IR_VERB_SACRIFICE)
        return NULL;
    node *step = node_new(u->arena, N_ACTION, act->range);
    *step = *act;
    step->a = step->c = step->next = NULL;
    LLVMValueRef sac;
    if (!cg_action_cost(u, step, &sac) || LLVMConstIntGetSExtValue(LLVMGetOperand(sac, 0)) != CARDRT_COST_SACRIFICE)
        return NULL;
    u->paid_costs |= UINT64_C(1) << CARDRT_COST_KICKER_SACRIFICE;
    LLVMValueRef f[] = { cg_i32(u->cg, CARDRT_COST_KICKER_SACRIFICE), LLVMGetOperand(sac, 1), LLVMGetOperand(sac, 2),
                         LLVMGetOperand(sac, 3), LLVMGetOperand(sac, 4) };
    return LLVMConstNamedStruct(u->cg->cost_ty, f, 5);
}

/* An unknown keyword's optional additional cost ("Tithe {2} (You may pay
 * an additional {2} as you cast this spell.)", lower_optional_cost):
 * kicker's cost (CR 702.33a), the spell "kicked" when it is paid; one of
 * them, of mana or a sacrifice, and no kicker beside it (which one was
 * paid is no option the runtime keeps). */
static bool optional_costs(unit *u, LLVMValueRef *costs, unsigned *k, unsigned cap)
{
    unsigned kickers = 0;
    for (const ir_ability *ab = u->ir->abilities; ab; ab = ab->next)
        for (unsigned j = 0; ab->kind == IR_AB_KEYWORD && j < ab->nkeywords; j++)
            kickers += !ab->each[j].defined && ir_kw_ability_named(ab->each[j].name) == IR_KA_KICKER;
    for (const ability *ab = u->c->abilities; ab; ab = ab->next) {
        const node *act = optional_cost_act(ab), *mana = ir_additional_mana_of(act);
        if (!act)
            continue;
        LLVMValueRef sac = NULL;
        if (!mana && !(sac = kicker_sacrifice(u, act)))
            return u->failed ? false
                             : cg_unsupported(u, act, "an optional additional cost that is no mana nor a sacrifice");
        if (ab->ast->b->a->next && !ir_optional_cost_trigger(u->arena, ab))   /* another sentence after it */
            return cg_unsupported(u, ab->ast->b->a->next, "a sentence after an optional additional cost");
        if (!cg_ir_of(u, ab))
            return cg_no_ir(u, ab);
        if (kickers++ || *k == cap)
            return cg_unsupported(u, act, "a second optional additional cost");
        costs[(*k)++] = sac ? sac : cg_cost_value(u, CARDRT_COST_KICKER, 0, NULL, 0, cg_text(u, mana->range));
    }
    return true;
}

bool cg_spell_costs(unit *u, LLVMValueRef *arr, unsigned *n)
{
    LLVMValueRef costs[8];
    unsigned k = 0;
    u->paid_costs = 0;
    for (const ability *ab = u->c->abilities; ab; ab = ab->next) {
        if (ab->kind != AB_SPELL && !cg_permanent_spell_cost(ab))
            continue;
        for (const node *s = ab->ast->b ? ab->ast->b->a : NULL; s; s = s->next) {
            if (ab->kind == AB_SPELL && ab->modes && !more_modes_cost(u, ab, s, costs, &k))
                return false;
            if (!ir_additional_cost(s))
                continue;
            const node *what = s->b;
            const node *steps[8];
            unsigned nsteps = 0;
            if (!cg_ir_of(u, ab))       /* "sacrifice a creature or discard a card": one of them */
                return cg_no_ir(u, ab);
            if (what && what->kind == N_SEQUENCE)
                for (const node *i = what->a->a; i && nsteps < 8; i = i->next)
                    steps[nsteps++] = i;
            else
                steps[nsteps++] = what;
            for (unsigned i = 0; i < nsteps; i++) {
                if (k == 8)
                    return cg_unsupported(u, s, "this many costs");
                if (!steps[i] || !cg_action_cost(u, steps[i], &costs[k++]))
                    return steps[i] ? false : cg_unsupported(u, s, "this cost");
            }
        }
    }
    if (!option_cost_values(u, costs, &k, 8) || !optional_costs(u, costs, &k, 8) || !keyword_costs(u, costs, &k, 8)
        || !self_cost_reductions(u, costs, &k, 8) || !alternative_costs(u, costs, &k, 8))
        return false;
    *n = k;
    *arr = cg_const_array(u, u->cg->cost_ty, costs, k, "cardc.costs");
    return true;
}
