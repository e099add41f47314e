/* meaning_ability.c — the phrases of abilities as typed meaning (meaning.h):
 * a trigger's event by its verb, the prepositions and modifiers of a verb
 * phrase, determiners, "enchanted" and "equipped", steps, conditions.
 * lower.c builds the IR's triggers from these readings and the code
 * generator's match functions switch on the same ones. */
#include <stdio.h>
#include <string.h>

#include "meaning.h"
#include "parser.h"
#include "syntax.h"

static bool text_is(const node *n, const char *text)
{
    return n && n->text && strcmp(n->text, text) == 0;
}

#define COUNT(a) (sizeof(a) / sizeof *(a))

/* ---- verbs and events ------------------------------------------------ */

/* Every verb the readings know, by the words of its N_ACTION. */
static const struct {
    const char *words;
    ir_verb verb;
} verbs[] = {
    { "enter the battlefield", IR_VERB_ENTER }, { "die", IR_VERB_DIE }, { "leave the battlefield", IR_VERB_LEAVE },
    { "enter or leave the battlefield", IR_VERB_ENTER_OR_LEAVE }, { "put", IR_VERB_PUT },
    { "cast", IR_VERB_CAST }, { "cycle", IR_VERB_CYCLE }, { "draw", IR_VERB_DRAW },
    { "discard", IR_VERB_DISCARD }, { "sacrifice", IR_VERB_SACRIFICE }, { "play", IR_VERB_PLAY },
    { "gain life", IR_VERB_GAIN_LIFE }, { "lose life", IR_VERB_LOSE_LIFE }, { "attack", IR_VERB_ATTACK },
    { "block", IR_VERB_BLOCK }, { "attack or block", IR_VERB_ATTACK_OR_BLOCK }, { "blocked", IR_VERB_BLOCKED },
    { "tapped", IR_VERB_TAPPED }, { "untapped", IR_VERB_UNTAPPED }, { "become", IR_VERB_BECOME },
    { "deal damage", IR_VERB_DEAL_DAMAGE }, { "deal combat damage", IR_VERB_DEAL_COMBAT_DAMAGE },
    { "dealt damage", IR_VERB_DEALT_DAMAGE }, { "dealt combat damage", IR_VERB_DEALT_COMBAT_DAMAGE },
    { "turned face up", IR_VERB_TURNED_FACE_UP },
    { "get", IR_VERB_GET }, { "get additional", IR_VERB_GET },    /* "it gets an additional +2/+2": as much more */
    { "have", IR_VERB_HAVE }, { "gain", IR_VERB_GAIN }, { "is", IR_VERB_IS },
    { "untap", IR_VERB_UNTAP }, { "choose", IR_VERB_CHOOSE }, { "exile", IR_VERB_EXILE },
    { "return", IR_VERB_RETURN }, { "reveal", IR_VERB_REVEAL }, { "shuffle", IR_VERB_SHUFFLE },
    { "pay life", IR_VERB_PAY_LIFE }, { "remove", IR_VERB_REMOVE }, { "tap", IR_VERB_TAP },
    { "add", IR_VERB_ADD }, { "countered", IR_VERB_COUNTERED }, { "copy", IR_VERB_COPY },
    { "lose", IR_VERB_LOSE }, { "pay energy", IR_VERB_PAY_ENERGY },
};

ir_verb ir_verb_of(const node *a)
{
    for (size_t i = 0; a && a->kind == N_ACTION && i < COUNT(verbs); i++)
        if (text_is(a, verbs[i].words))
            return verbs[i].verb;
    return IR_VERB_OTHER;
}

/* The event of each verb that names one. */
static const struct {
    ir_verb verb;
    ir_event event;
} event_verbs[] = {
    { IR_VERB_ENTER, IR_EV_ENTERS }, { IR_VERB_DIE, IR_EV_DIES }, { IR_VERB_LEAVE, IR_EV_LEAVES },
    { IR_VERB_ENTER_OR_LEAVE, IR_EV_ENTERS_OR_LEAVES }, { IR_VERB_PUT, IR_EV_PUT },
    { IR_VERB_CAST, IR_EV_CAST }, { IR_VERB_CYCLE, IR_EV_CYCLE }, { IR_VERB_DRAW, IR_EV_DRAW },
    { IR_VERB_DISCARD, IR_EV_DISCARD }, { IR_VERB_SACRIFICE, IR_EV_SACRIFICE }, { IR_VERB_PLAY, IR_EV_PLAY_LAND },
    { IR_VERB_GAIN_LIFE, IR_EV_GAIN_LIFE }, { IR_VERB_LOSE_LIFE, IR_EV_LOSE_LIFE },
    { IR_VERB_ATTACK, IR_EV_ATTACKS }, { IR_VERB_BLOCK, IR_EV_BLOCKS },
    { IR_VERB_ATTACK_OR_BLOCK, IR_EV_ATTACKS_OR_BLOCKS }, { IR_VERB_BLOCKED, IR_EV_BLOCKED },
    { IR_VERB_TAPPED, IR_EV_TAPPED }, { IR_VERB_UNTAPPED, IR_EV_UNTAPPED }, { IR_VERB_BECOME, IR_EV_BECOMES },
    { IR_VERB_DEAL_DAMAGE, IR_EV_DEALS_DAMAGE }, { IR_VERB_DEAL_COMBAT_DAMAGE, IR_EV_DEALS_COMBAT_DAMAGE },
    { IR_VERB_DEALT_DAMAGE, IR_EV_DEALT_DAMAGE }, { IR_VERB_DEALT_COMBAT_DAMAGE, IR_EV_DEALT_COMBAT_DAMAGE },
    { IR_VERB_COPY, IR_EV_COPY }, { IR_VERB_TURNED_FACE_UP, IR_EV_TURNED_FACE_UP },
};

bool ir_event_of(const node *ev, ir_event *out)
{
    /* "When ~ becomes monstrous", "When ~ becomes renowned" */
    if (ev && ev->kind == N_ACTION && (ev->form & FORM_BECOME) && !ev->b && !ev->c && !ev->lossy
        && (text_is(ev, "monstrous") || text_is(ev, "renowned"))) {
        *out = text_is(ev, "monstrous") ? IR_EV_BECOMES_MONSTROUS : IR_EV_BECOMES_RENOWNED;
        return true;
    }
    ir_verb v = ir_verb_of(ev);
    for (size_t i = 0; v != IR_VERB_OTHER && i < COUNT(event_verbs); i++)
        if (event_verbs[i].verb == v) {
            *out = event_verbs[i].event;
            return true;
        }
    return false;
}

bool ir_event_of_player(ir_event e)
{
    return e == IR_EV_CAST || e == IR_EV_CYCLE || e == IR_EV_DRAW || e == IR_EV_DISCARD
           || e == IR_EV_SACRIFICE || e == IR_EV_PLAY_LAND || e == IR_EV_COPY;
}

const node *ir_attacks_with_others(const node *ev, int *n)
{
    ir_event e;
    const node *who = ev && ev->kind == N_ACTION && !ev->b && !ev->c && ir_event_of(ev, &e) && e == IR_EV_ATTACKS
                      ? ev->a : NULL;
    const node *self = who && who->kind == N_LIST && ir_list_of(who) == IR_LIST_AND ? who->a : NULL;
    const node *others = self && self->kind == N_SELF ? self->next : NULL;
    if (!others || others->next || others->kind != N_OBJECT || ir_det_of(others) != IR_DET_OTHER || others->b
        || !others->c || ir_cmp_op(others->c) != IR_CMP_GE || ir_number(others->c->a) < 1 || others->lossy)
        return NULL;
    *n = ir_number(others->c->a);
    return others;
}

const node *ir_counters_event_of(const node *ev, const char **kind, bool *removed)
{
    ir_verb v = ir_verb_of(ev);
    const node *m = ev && ev->kind == N_ACTION && !ev->lossy && !ev->b && (ev->form & FORM_PASSIVE) && ev->c
                    ? ev->c->a : NULL;
    const node *f = ev && ev->a && ev->a->kind == N_OBJECT && ir_one_or_more(ev->a) && !ev->a->b ? ev->a->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    *removed = v == IR_VERB_REMOVE;
    if (!m || m->next || (v != IR_VERB_PUT && v != IR_VERB_REMOVE)
        || ir_prep_of(m) != (*removed ? IR_PREP_FROM : IR_PREP_ON) || !m->a || !(*kind = ir_counter_kind(w)))
        return NULL;
    return m->a;
}

int ir_event_nth_each_turn(const node *ev)
{
    static const char *const nth[] = { "first", "second", "third", "fourth", "fifth" };
    ir_event e;
    if (!ev || ev->kind != N_ACTION || !ir_event_of(ev, &e) || (e != IR_EV_CAST && e != IR_EV_DRAW) || !ev->a)
        return 0;
    const node *m = ev->c && ev->c->kind == N_LIST ? ev->c->a : NULL;
    const node *p = ev->b, *np = p && p->kind == N_POSSESSIVE ? p->b : NULL;
    if (!m || m->next || m->kind != N_DURATION || !text_is(m, "each turn") || m->a || !np || np->kind != N_OBJECT
        || np->b || np->c)
        return 0;
    /* the subject's own: "you ... your", "an opponent ... their" */
    bool you = ir_who_of(ev->a) == IR_WHO_YOU;
    if (you ? ir_who_of(p->a) != IR_WHO_YOU : !(p->a && p->a->kind == N_PRONOUN && text_is(p->a, "their")))
        return 0;
    const node *f = np->a;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    if (!w || w->next || ir_word_of(w).kind != (e == IR_EV_CAST ? IR_WORD_SPELL : IR_WORD_CARD))
        return 0;
    for (size_t i = 0; i < COUNT(nth); i++)
        if (text_is(np, nth[i]))
            return (int)i + 1;
    return 0;
}

/* ---- prepositions, determiners, pronouns ------------------------------ */

ir_prep ir_prep_of(const node *m)
{
    static const struct {
        node_kind kind;
        const char *words;
        ir_prep prep;
    } preps[] = {
        { N_PREP, "into", IR_PREP_INTO }, { N_PREP, "from", IR_PREP_FROM }, { N_PREP, "to", IR_PREP_TO },
        { N_PREP, "of", IR_PREP_OF }, { N_PREP, "under control of", IR_PREP_UNDER_CONTROL_OF },
        { N_MODIFIER, "alone", IR_PREP_ALONE }, { N_MODIFIER, "with", IR_PREP_WITH },
        { N_MODIFIER, "by", IR_PREP_BY }, { N_DURATION, "during", IR_PREP_DURING }, { N_PREP, "on", IR_PREP_ON },
        { N_MODIFIER, "for each", IR_PREP_FOR_EACH }, { N_MODIFIER, "tapped", IR_PREP_TAPPED },
        { N_MODIFIER, "untapped", IR_PREP_UNTAPPED },
        { N_MODIFIER, "for the first time each turn", IR_PREP_FIRST_TIME_EACH_TURN },
        { N_MODIFIER, "except by", IR_PREP_EXCEPT_BY },
    };
    for (size_t i = 0; m && i < COUNT(preps); i++)
        if (m->kind == preps[i].kind && text_is(m, preps[i].words))
            return preps[i].prep;
    return IR_PREP_NONE;
}

ir_det ir_det_of(const node *np)
{
    static const struct {
        const char *words;
        ir_det det;
    } dets[] = {
        { "a", IR_DET_A }, { "an", IR_DET_A }, { "another", IR_DET_ANOTHER }, { "each", IR_DET_EACH },
        { "all", IR_DET_ALL }, { "a single", IR_DET_A_SINGLE }, { "no", IR_DET_NO },
        { "the target of", IR_DET_THE_TARGET_OF }, { ">=", IR_DET_AT_LEAST }, { "other", IR_DET_OTHER },
        { "each other", IR_DET_EACH_OTHER }, { "all other", IR_DET_ALL_OTHER },
    };
    if (!np || !np->text)
        return IR_DET_NONE;
    for (size_t i = 0; i < COUNT(dets); i++)
        if (strcmp(np->text, dets[i].words) == 0)
            return dets[i].det;
    return IR_DET_UNKNOWN;
}

ir_pronoun ir_pronoun_of(const node *n)
{
    return text_is(n, "enchanted") ? IR_PRON_ENCHANTED : text_is(n, "equipped") ? IR_PRON_EQUIPPED
                                                                                 : IR_PRON_OTHER;
}

bool ir_enchanted_player(const card *c, const node *n)
{
    static const char words[] = "enchanted player";
    size_t len = n ? n->range.end - n->range.begin : 0;
    return n && n->kind == N_PRONOUN && ir_pronoun_of(n) == IR_PRON_ENCHANTED && len == sizeof words - 1
           && strncmp(c->src->text + n->range.begin, words, len) == 0;
}

/* ---- steps, counts, zones, conditions --------------------------------- */

bool ir_step_of(const node *st, ir_step *out)
{
    static const struct {
        const char *words;
        ir_step step;
    } steps[] = {
        { "upkeep", IR_STEP_UPKEEP }, { "draw step", IR_STEP_DRAW }, { "end step", IR_STEP_END },
        { "combat", IR_STEP_COMBAT }, { "end of combat", IR_STEP_END_COMBAT },
        { "precombat main phase", IR_STEP_MAIN }, { "postcombat main phase", IR_STEP_MAIN2 },
        { "declare attackers step", IR_STEP_DECLARE_ATTACKERS }, { "declare blockers step", IR_STEP_DECLARE_BLOCKERS },
    };
    for (size_t i = 0; st && st->kind == N_STEP && i < COUNT(steps); i++)
        if (text_is(st, steps[i].words)) {
            *out = steps[i].step;
            return true;
        }
    return false;
}

bool ir_one_or_more(const node *np)
{
    const node *c = np && np->kind == N_OBJECT ? np->c : NULL;
    return ir_cmp_op(c) == IR_CMP_GE && c->a && text_is(c->a, "one");
}

bool ir_zone_anywhere(const node *z)
{
    return z && z->kind == N_ZONE && text_is(z, "anywhere");
}

bool ir_your_planeswalker(const node *np)
{
    /* "a planeswalker you control": one word, the card type, and one qualifier */
    const node *f = np && np->kind == N_OBJECT && ir_det_of(np) == IR_DET_A && !np->b && !np->c ? np->a : NULL;
    if (!f || f->kind != N_FILTER || f->text || !f->a || !f->a->a || f->a->a->next || !f->a->a->a || !f->b
        || !f->b->a || f->b->a->next)
        return false;
    const node *w = f->a->a->a->a, *q = f->b->a;
    ir_word m = ir_word_of(w);
    return w && !w->next && m.kind == IR_WORD_TYPE && !m.negated && m.value == IR_TYPE_PLANESWALKER
           && ir_qual_of(q) == IR_QUAL_CONTROLLED_BY && ir_who_of(q->a) == IR_WHO_YOU;
}

ir_cond ir_cond_of(const node *n)
{
    if (!n || n->kind != N_CONDITIONAL)
        return IR_COND_OTHER;
    return text_is(n, "if") ? IR_COND_IF : text_is(n, "otherwise") ? IR_COND_OTHERWISE
         : text_is(n, "unless") ? IR_COND_UNLESS : text_is(n, "as long as") ? IR_COND_AS_LONG_AS
         : text_is(n, "as") ? IR_COND_AS : IR_COND_OTHER;
}

const node *ir_intervening_if(const node *effects)
{
    const node *first = effects && effects->kind == N_LIST ? effects->a : NULL;
    return ir_cond_of(first) == IR_COND_IF && !first->c && first->a && first->b && !first->b->next
           && first->a->range.begin < first->b->range.begin
           && !(first->next && ir_cond_of(first->next) == IR_COND_OTHERWISE) ? first : NULL;
}

const node *ir_otherwise_of(const node *next)
{
    return ir_cond_of(next) == IR_COND_OTHERWISE && !next->a && next->b && !next->c && !next->lossy ? next->b : NULL;
}

const node *ir_reflexive_of(const node *s)
{
    const node *t = s && s->kind == N_CONDITIONAL && text_is(s, "delayed trigger") && s->b && !s->c && !s->lossy
                    ? s->a : NULL;
    const node *e = t && t->kind == N_TRIGGER && text_is(t, "when") && !t->b ? t->a : NULL;
    return e && e->kind == N_ACTION && text_is(e, "do") && !e->b && !e->c && !e->lossy
           && (!e->a || ir_who_of(e->a) == IR_WHO_YOU) ? s->b : NULL;
}

const node *ir_self_targets_of(const node *c)
{
    const node *s = c && c->kind == N_ACTION && text_is(c, "target") && !c->c && !c->lossy && !(c->form & FORM_PAST)
                    ? c->a : NULL;
    bool self = s && (s->kind == N_SELF || (s->kind == N_PRONOUN && s->refers && s->refers->kind == N_SELF));
    return self && c->b && c->b->kind == N_OBJECT && c->b->a && c->b->a->kind == N_FILTER ? c->b : NULL;
}

const node *ir_dealt_damage_this_way_of(const node *c)
{
    const node *m = c && c->kind == N_ACTION && text_is(c, "dealt damage") && !c->b && !c->lossy && c->c
                    && c->c->kind == N_LIST ? c->c->a : NULL;
    const node *x = m && !m->next && m->kind == N_MODIFIER && text_is(m, "this way") ? c->a : NULL;
    return x && x->kind == N_OBJECT && (text_is(x, "a") || text_is(x, "an")) && !x->b && !x->c && x->a
           && x->a->kind == N_FILTER ? x : NULL;
}

bool ir_in_reflexive(const node *n, src_range r)
{
    for (; n; n = n->next) {
        const node *body = ir_reflexive_of(n);
        if (body && r.begin >= body->range.begin && r.end <= body->range.end)
            return true;
        if (ir_in_reflexive(n->a, r) || ir_in_reflexive(n->b, r) || ir_in_reflexive(n->c, r))
            return true;
    }
    return false;
}

/* ---- static abilities ------------------------------------------------- */

const char *ir_word_text(const node *n)
{
    return n ? n->text : NULL;
}

/* "during your untap step" (the modifier list of a verb phrase) */
static bool during_untap_step(const node *m, bool yours)
{
    return m && !m->next && ir_prep_of(m) == IR_PREP_DURING && m->a && m->a->kind == N_STEP
           && text_is(m->a, "untap step") && (!yours || (m->a->a && text_is(m->a->a, "your")));
}

const node *ir_untap_in_others_steps_of(const node *st)
{
    const node *m = st && st->kind == N_ACTION && !st->lossy && ir_verb_of(st) == IR_VERB_UNTAP && !st->a && st->b
                    && st->c ? st->c->a : NULL;
    const node *whose = during_untap_step(m, false) ? m->a->a : NULL;
    const node *w = whose && whose->kind == N_OBJECT && !whose->b && !whose->c ? ir_single_word(whose) : NULL;
    ir_word p = ir_word_of(w);
    return w && ir_det_of(whose) == IR_DET_EACH_OTHER && p.kind == IR_WORD_PLAYER && !p.negated ? st->b : NULL;
}

const node *ir_untap_step_restriction_of(const node *neg)
{
    const node *a = neg && neg->kind == N_NEGATED && text_is(neg, "don't") && !neg->lossy ? neg->a : NULL;
    const node *m = a && a->kind == N_ACTION && ir_verb_of(a) == IR_VERB_UNTAP && !a->b && !a->lossy && a->a
                    && a->a->kind == N_PRONOUN && a->c ? a->c->a : NULL;
    const node *whose = m && ir_prep_of(m) == IR_PREP_DURING && m->a && m->a->kind == N_STEP
                        && text_is(m->a, "untap step") ? m->a->a : NULL;
    return whose && whose->kind == N_POSSESSIVE && whose->a && whose->a->kind == N_PRONOUN
           && whose->a->refers == a->a->refers && whose->b && text_is(whose->b, "controller") ? m : NULL;
}

ir_rule ir_restriction_of(const node *neg)
{
    const node *a = neg ? neg->a : NULL;
    if (!a || a->kind != N_ACTION || neg->kind != N_NEGATED || !neg->text)
        return IR_RULE_NONE;
    bool cant = text_is(neg, "can't"), dont = text_is(neg, "don't");
    ir_event e;
    bool verb = ir_event_of(a, &e);
    if (cant && verb && !a->b && !a->c) {
        switch (e) {
        case IR_EV_BLOCKS: return IR_RULE_CANT_BLOCK;
        case IR_EV_ATTACKS: return IR_RULE_CANT_ATTACK;
        case IR_EV_ATTACKS_OR_BLOCKS: return IR_RULE_CANT_ATTACK_OR_BLOCK;
        case IR_EV_BLOCKED: return IR_RULE_CANT_BE_BLOCKED;
        default: break;
        }
    }
    /* "can't be blocked by more than one creature" */
    const node *by = cant && verb && e == IR_EV_BLOCKED && !a->b && a->c && a->c->a && !a->c->a->next
                     && ir_prep_of(a->c->a) == IR_PREP_BY ? a->c->a->a : NULL;
    const node *cnt = by && by->kind == N_OBJECT && !by->b && by->c && ir_cmp_op(by->c) == IR_CMP_GT && by->c->a
                      ? by->c->a : NULL;
    const node *f = by ? by->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    ir_word m = ir_word_of(w);
    if (cnt && ir_number(cnt) == 1 && w && !w->next && m.kind == IR_WORD_TYPE && !m.negated
        && m.value == IR_TYPE_CREATURE)
        return IR_RULE_BLOCKED_BY_ONE;
    if (dont && ir_verb_of(a) == IR_VERB_UNTAP && during_untap_step(a->c ? a->c->a : NULL, false))
        return IR_RULE_DOESNT_UNTAP;
    return IR_RULE_NONE;
}

int ir_type_removed_of(const node *neg)
{
    const node *a = neg && neg->kind == N_NEGATED && text_is(neg, "isn't") && !neg->lossy ? neg->a : NULL;
    const node *w = a && a->kind == N_ACTION && ir_verb_of(a) == IR_VERB_IS && a->a && !a->c && !a->lossy
                    && a->b && a->b->kind == N_OBJECT && ir_det_of(a->b) == IR_DET_A && !a->b->b && !a->b->c
                    ? ir_single_word(a->b) : NULL;
    ir_word m = ir_word_of(w);
    return w && m.kind == IR_WORD_TYPE && !m.negated ? m.value : -1;
}

/* "You may ..." said of you: the action, or NULL. */
static const node *you_may(const node *st)
{
    return st && st->kind == N_OPTIONAL && text_is(st, "may") && !st->lossy ? st->a : NULL;
}

/* The one keyword of K ("shadow", or a list of it alone). */
static ir_keyword one_keyword(const node *k)
{
    if (k && k->kind == N_LIST && ir_list_of(k) == IR_LIST_PLAIN && k->a && !k->a->next)
        k = k->a;
    return ir_keyword_node(k);
}

const node *ir_assign_as_unblocked_of(const node *st)
{
    const node *have = you_may(st);
    const node *asg = have && have->kind == N_ACTION && text_is(have, "have") && ir_who_of(have->a) == IR_WHO_YOU
                      && have->b && have->c && have->c->a && !have->c->a->next ? have->c->a : NULL;
    const node *dmg = asg && asg->kind == N_ACTION && text_is(asg, "assign") && !asg->a && !asg->lossy
                      && asg->b && asg->b->kind == N_POSSESSIVE && asg->b->a && asg->b->a->kind == N_PRONOUN
                      && asg->b->b && asg->b->b->kind == N_FILTER && asg->b->b->a && asg->b->b->a->a
                      && !asg->b->b->a->a->next && !asg->b->b->b ? asg->b->b->a->a->a : NULL;
    const node *w = dmg ? dmg->a : NULL;
    const node *m = asg && asg->c ? asg->c->a : NULL;
    const node *neg = m && !m->next && m->kind == N_MODIFIER && text_is(m, "as though") ? m->a : NULL;
    ir_event e;
    if (!w || !text_is(w, "combat") || !w->next || !text_is(w->next, "damage") || w->next->next || !neg
        || neg->kind != N_NEGATED || !neg->a || !ir_event_of(neg->a, &e) || e != IR_EV_BLOCKED || neg->a->b
        || neg->a->c || !neg->a->a || neg->a->a->kind != N_PRONOUN)
        return NULL;
    return have->b;
}

/* M is the modifier WORDS ("equal to") of the amount "its STAT". */
static bool modifier_its(const node *m, const char *words, const char *stat)
{
    const node *am = m && m->kind == N_MODIFIER && text_is(m, words) ? m->a : NULL;
    const node *ps = am && am->kind == N_AMOUNT && text_is(am, "of") && !am->b ? am->a : NULL;
    return ps && ps->kind == N_POSSESSIVE && ps->a && ps->a->kind == N_PRONOUN && ps->b && !ps->b->next
           && text_is(ps->b, stat);
}

const node *ir_damage_by_toughness_of(const node *st)
{
    const node *o = st && st->kind == N_ACTION && text_is(st, "assign") && !st->lossy ? st->b : NULL;
    const node *f = o && o->kind == N_OBJECT && !o->b && !o->c ? o->a : NULL;
    const node *tr = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *w = tr && tr->kind == N_TRAITS && tr->a ? tr->a->a : NULL;
    const node *m = st && st->c ? st->c->a : NULL;
    if (!w || !text_is(w, "combat") || !w->next || !text_is(w->next, "damage") || w->next->next
        || !modifier_its(m, "equal to", "toughness") || !modifier_its(m->next, "rather than", "power")
        || m->next->next || !st->a)
        return NULL;
    return st->a;
}

const node *ir_attack_despite_defender_of(const node *st)
{
    const node *a = st && st->kind == N_MODIFIER && text_is(st, "can") && !st->lossy ? st->a : NULL;
    ir_event e;
    const node *m = a && a->kind == N_ACTION && ir_event_of(a, &e) && e == IR_EV_ATTACKS && a->a && !a->b
                    && !a->lossy && a->c && a->c->a && !a->c->a->next ? a->c->a : NULL;
    const node *neg = m && m->kind == N_MODIFIER && text_is(m, "as though") ? m->a : NULL;
    const node *have = neg && neg->kind == N_NEGATED && text_is(neg, "don't") ? neg->a : NULL;
    return have && have->kind == N_ACTION && ir_verb_of(have) == IR_VERB_HAVE && !have->c && have->a
           && have->a->kind == N_PRONOUN && one_keyword(have->b) == IR_KW_DEFENDER ? a->a : NULL;
}

const node *ir_cast_as_flash_of(const node *st)
{
    const node *cast = you_may(st);
    const node *m = cast && cast->kind == N_ACTION && text_is(cast, "cast") && ir_who_of(cast->a) == IR_WHO_YOU
                    && cast->b && cast->b->kind == N_OBJECT && !cast->lossy && cast->c && cast->c->a
                    && !cast->c->a->next ? cast->c->a : NULL;
    const node *had = m && m->kind == N_MODIFIER && text_is(m, "as though") ? m->a : NULL;
    const node *k = had && had->kind == N_ACTION && ir_verb_of(had) == IR_VERB_HAVE && !had->c && !had->lossy
                    && had->a && had->a->kind == N_PRONOUN ? had->b : NULL;
    return k && one_keyword(k) == IR_KW_FLASH ? cast : NULL;
}

const node *ir_ignore_landwalk_of(const node *st, const node **walk)
{
    const node *a = st && st->kind == N_MODIFIER && text_is(st, "can") && !st->lossy ? st->a : NULL;
    ir_event e;
    const node *m = a && a->kind == N_ACTION && ir_event_of(a, &e) && e == IR_EV_BLOCKED && a->a && !a->b
                    && !a->lossy && a->c && a->c->a && !a->c->a->next ? a->c->a : NULL;
    const node *neg = m && m->kind == N_MODIFIER && text_is(m, "as though") ? m->a : NULL;
    const node *have = neg && neg->kind == N_NEGATED && text_is(neg, "don't") ? neg->a : NULL;
    const node *k = have && have->kind == N_ACTION && ir_verb_of(have) == IR_VERB_HAVE && !have->c && have->a
                    && have->a->kind == N_PRONOUN ? have->b : NULL;
    ir_keyword kw = one_keyword(k);
    if (kw != IR_KW_PLAINSWALK && kw != IR_KW_ISLANDWALK && kw != IR_KW_SWAMPWALK && kw != IR_KW_MOUNTAINWALK
        && kw != IR_KW_FORESTWALK)
        return NULL;
    *walk = k->kind == N_LIST ? k->a : k;
    return a->a;
}

const node *ir_block_shadow_of(const node *st)
{
    const node *a = st && st->kind == N_MODIFIER && text_is(st, "can") && !st->lossy ? st->a : NULL;
    ir_event e;
    const node *what = a && a->kind == N_ACTION && ir_event_of(a, &e) && e == IR_EV_BLOCKS && a->a && !a->lossy
                       ? a->b : NULL;
    const node *f = what && what->kind == N_OBJECT && !what->text && !what->b && !what->c ? what->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *w = f && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    ir_word creature = ir_word_of(w);
    const node *m = a && a->c && a->c->a && !a->c->a->next ? a->c->a : NULL;
    const node *as = m && m->kind == N_MODIFIER && text_is(m, "as though") ? m->a : NULL;
    bool didnt = as && as->kind == N_NEGATED && text_is(as, "don't");
    const node *have = didnt ? as->a : as;
    if (!q || ir_qual_of(q) != IR_QUAL_WITH || one_keyword(q->a) != IR_KW_SHADOW || !w || w->next
        || creature.kind != IR_WORD_TYPE || creature.negated || creature.value != IR_TYPE_CREATURE || !have
        || have->kind != N_ACTION || ir_verb_of(have) != IR_VERB_HAVE || have->c || one_keyword(have->b) != IR_KW_SHADOW
        || !have->a || (didnt ? have->a->kind != N_PRONOUN : have->a->kind != a->a->kind))
        return NULL;
    return a->a;
}

const node *ir_must_be_blocked_of(const node *st)
{
    const node *a = st && st->kind == N_MODIFIER && text_is(st, "must") && !st->lossy ? st->a : NULL;
    ir_event e;
    const node *m = a && a->kind == N_ACTION && ir_event_of(a, &e) && e == IR_EV_BLOCKED && a->a && !a->b
                    && !a->lossy && a->c && a->c->a && !a->c->a->next ? a->c->a : NULL;
    return m && m->kind == N_MODIFIER && text_is(m, "if able") && !m->a ? a->a : NULL;
}

int ir_enters_pay_life_of(const node *st)
{
    const node *e = ir_cond_of(st) == IR_COND_AS && !st->c && !st->lossy ? st->a : NULL;
    ir_event ev;
    if (!e || !ir_event_of(e, &ev) || ev != IR_EV_ENTERS || !e->a || e->a->kind != N_SELF || e->b || e->c)
        return 0;
    const node *pay = you_may(st->b);
    int n = pay && pay->kind == N_ACTION && ir_verb_of(pay) == IR_VERB_PAY_LIFE && ir_who_of(pay->a) == IR_WHO_YOU
            && !pay->c && !pay->lossy && pay->b && pay->b->kind == N_AMOUNT ? ir_number(pay->b) : 0;
    const node *next = st->next;
    const node *tapped = next && ir_cond_of(next) == IR_COND_IF && !next->c && !next->lossy && next->a
                         && next->a->kind == N_ACTION && text_is(next->a, "don't") && !next->a->b && !next->a->c
                         ? next->b : NULL;
    const node *m = tapped && tapped->kind == N_ACTION && ir_event_of(tapped, &ev) && ev == IR_EV_ENTERS
                    && tapped->a && (tapped->a->kind == N_SELF || (tapped->a->refers && tapped->a->refers->kind == N_SELF))
                    && !tapped->b && tapped->c && !tapped->lossy ? tapped->c->a : NULL;
    return n > 0 && m && !m->next && ir_prep_of(m) == IR_PREP_TAPPED && !m->a ? n : 0;
}

unsigned ir_restrictions_of(const node *neg, ir_rule *out, unsigned max, const node **subject)
{
    const node *seq = neg && neg->kind == N_NEGATED && text_is(neg, "can't") && !neg->lossy ? neg->a : NULL;
    if (!seq || seq->kind != N_SEQUENCE || seq->lossy || ir_list_of(seq) != IR_LIST_PLAIN || !seq->a)
        return 0;
    unsigned n = 0;
    *subject = seq->a->a ? seq->a->a->a : NULL;
    for (node *step = seq->a->a; step; step = step->next) {
        node one = *neg;        /* "can't" said of this step alone */
        one.a = step;
        if (n == max || step->kind != N_ACTION || step->lossy || !step->a || step->a != *subject
            || (out[n++] = ir_restriction_of(&one)) == IR_RULE_NONE)
            return 0;
    }
    return n;
}

bool ir_block_restriction_of(const node *st, const node **blocker, const node **attacker, bool *except)
{
    const node *a = st && st->kind == N_NEGATED && text_is(st, "can't") && !st->lossy ? st->a : NULL;
    ir_event e;
    if (!a || a->kind != N_ACTION || a->lossy || !a->a || !ir_event_of(a, &e)
        || ir_restriction_of(st) != IR_RULE_NONE)
        return false;
    const node *m = a->c ? a->c->a : NULL;
    *except = ir_prep_of(m) == IR_PREP_EXCEPT_BY;
    if (e == IR_EV_BLOCKS && a->b && !m) {     /* "~ can't block creatures with power 2 or greater" */
        *blocker = a->a;
        *attacker = a->b;
        return true;
    }
    if (e == IR_EV_BLOCKED && !a->b && m && !m->next && m->a && (*except || ir_prep_of(m) == IR_PREP_BY)
        && !(m->a->kind == N_OBJECT && m->a->c)) {      /* not "except by three or more creatures" */
        *attacker = a->a;                       /* "~ can't be blocked by Walls" */
        *blocker = m->a;
        return true;
    }
    return false;
}

bool ir_attack_restriction_of(const node *st, const node **attacker, const node **cond, bool *unless)
{
    ir_cond c = ir_cond_of(st);
    const node *neg = (c == IR_COND_UNLESS || c == IR_COND_IF) && !st->c && !st->lossy ? st->b : NULL;
    if (!neg || !st->a || ir_restriction_of(neg) != IR_RULE_CANT_ATTACK || neg->lossy || neg->a->lossy
        || !text_is(neg, "can't") || !neg->a->a)
        return false;
    *attacker = neg->a->a;
    *cond = st->a;
    *unless = c == IR_COND_UNLESS;
    return true;
}

bool ir_alone_restriction_of(const node *st, const node **who, ir_event *e)
{
    const node *a = st && st->kind == N_NEGATED && text_is(st, "can't") && !st->lossy ? st->a : NULL;
    const node *m = a && a->kind == N_ACTION && !a->lossy && !a->b && a->c ? a->c->a : NULL;
    if (!m || m->next || ir_prep_of(m) != IR_PREP_ALONE || m->a || !a->a || !ir_event_of(a, e)
        || !(*e == IR_EV_ATTACKS || *e == IR_EV_BLOCKS || *e == IR_EV_ATTACKS_OR_BLOCKS))
        return false;
    *who = a->a;
    return true;
}

/* "your library" */
static bool your_library(const node *n)
{
    return n && n->kind == N_POSSESSIVE && n->b && n->b->kind == N_WORD && n->b->token == LIBRARY && !n->lossy
           && ir_who_of(n->a) == IR_WHO_YOU;
}

/* "the top card of your library" */
static bool your_top_card(const node *np)
{
    const node *w = np && np->kind == N_OBJECT && text_is(np, "top") && !np->c && !np->lossy
                    ? ir_single_word(np->a) : NULL;
    const node *q = np && np->b ? np->b->a : NULL;
    return w && w->token == CARD && q && !q->next && q->kind == N_PREP && text_is(q, "of") && your_library(q->a);
}

ir_top_rule ir_top_of_library_of(const node *st, const node *plays[2])
{
    const node *a = you_may(st);
    const node *m = a && a->kind == N_ACTION && a->c ? a->c->a : NULL;
    if (a && a->kind == N_ACTION && text_is(a, "look at") && ir_who_of(a->a) == IR_WHO_YOU && !a->lossy
        && your_top_card(a->b) && m && !m->next && m->kind == N_MODIFIER && text_is(m, "any time") && !m->a)
        return IR_TOP_LOOK;
    m = st && st->kind == N_ACTION && st->c ? st->c->a : NULL;
    if (st && st->kind == N_ACTION && text_is(st, "play with") && !st->a && !st->lossy && your_top_card(st->b)
        && m && !m->next && m->kind == N_MODIFIER && text_is(m, "revealed") && !m->a)
        return IR_TOP_REVEALED;
    /* "play lands and cast spells from the top of your library": the place
     * said once, after the last */
    const node *first = a && a->kind == N_SEQUENCE && ir_list_of(a) == IR_LIST_PLAIN && a->a ? a->a->a : a;
    unsigned n = 0;
    for (const node *p = first; p; p = a->kind == N_SEQUENCE ? p->next : NULL) {
        bool last = a->kind != N_SEQUENCE || !p->next;
        const node *from = last && p->kind == N_ACTION && p->c ? p->c->a : NULL;
        bool play = text_is(p, "play"), cast = text_is(p, "cast");
        if (n == 2 || p->kind != N_ACTION || p->lossy || ir_who_of(p->a) != IR_WHO_YOU || !p->b
            || p->b->kind != N_OBJECT || !(play || cast) || (play && !ir_single_word(p->b->a))
            || (play && (ir_word_of(ir_single_word(p->b->a)).kind != IR_WORD_TYPE
                         || ir_word_of(ir_single_word(p->b->a)).value != IR_TYPE_LAND))
            || (!last && p->c) || (last && (!from || from->next || ir_prep_of(from) != IR_PREP_FROM)))
            return IR_TOP_NONE;
        if (last && !(from->a && from->a->kind == N_ZONE && text_is(from->a, "top") && your_library(from->a->a)))
            return IR_TOP_NONE;
        plays[n++] = p;
    }
    return n ? IR_TOP_PLAY : IR_TOP_NONE;
}

ir_rule ir_permission_of(const node *can)
{
    const node *a = can && can->kind == N_MODIFIER && text_is(can, "can") ? can->a : NULL;
    ir_event e;
    const node *what = ir_event_of(a, &e) && e == IR_EV_BLOCKS && !a->c ? a->b : NULL;
    const node *f = what && what->kind == N_OBJECT && text_is(what, "only") && !what->b && !what->c
                    ? what->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *k = q && ir_qual_of(q) == IR_QUAL_WITH && q->a && q->a->kind == N_LIST && q->a->a && !q->a->a->next
                    ? q->a->a : NULL;
    const node *w = f && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    ir_word m = ir_word_of(w);
    bool creatures = w && !w->next && m.kind == IR_WORD_TYPE && !m.negated && m.value == IR_TYPE_CREATURE;
    return creatures && ir_keyword_node(k) == IR_KW_FLYING ? IR_RULE_BLOCKS_ONLY_FLYERS : IR_RULE_NONE;
}

ir_rule ir_optional_untap_of(const node *st)
{
    const node *untap = st && st->kind == N_OPTIONAL && st->a && st->a->kind == N_OPTIONAL
                        && text_is(st->a, "choose not to") ? st->a->a : NULL;
    const node *during = ir_verb_of(untap) == IR_VERB_UNTAP && untap->c && untap->c->a ? untap->c->a : NULL;
    return during && untap->b && untap->b->kind == N_SELF && during_untap_step(during, true)
           ? IR_RULE_MAY_NOT_UNTAP : IR_RULE_NONE;
}

/* The players a static ability's subject names: "you", "your opponents",
 * "each opponent", "players", "each player" (IR_WHO_ANY: every player). */
static ir_who players_of(const node *s)
{
    if (s && s->kind == N_PLAYER)
        return ir_who_of(s) == IR_WHO_YOU || ir_who_of(s) == IR_WHO_OPPONENT ? ir_who_of(s) : IR_WHO_NONE;
    const node *w = s && s->kind == N_OBJECT && !s->b && !s->c ? ir_single_word(s) : NULL;
    ir_word m = ir_word_of(w);
    ir_det d = ir_det_of(s);
    if (!w || m.negated || (d != IR_DET_NONE && d != IR_DET_EACH))
        return IR_WHO_NONE;
    return m.kind == IR_WORD_PLAYER ? IR_WHO_ANY : m.kind == IR_WORD_OPPONENT ? IR_WHO_OPPONENT : IR_WHO_NONE;
}

ir_player_rule ir_player_rule_of(const node *st, ir_who *who, int *n, const node **duration)
{
    *n = 0;
    bool cant = st && st->kind == N_NEGATED && text_is(st, "can't") && !st->lossy;
    const node *a = cant ? st->a : st;
    /* "Skip your draw step": said to the ability's controller (CR 500.11) */
    const node *step = !cant && a && a->kind == N_ACTION && !a->lossy && !a->a && !a->c && text_is(a, "skip") ? a->b
                                                                                                            : NULL;
    if (step && step->kind == N_POSSESSIVE && !step->c && ir_who_of(step->a) == IR_WHO_YOU && step->b
        && step->b->kind == N_WORD && text_is(step->b, "draw step")) {
        *who = IR_WHO_YOU;
        return IR_PRULE_SKIP_DRAW_STEP;
    }
    /* "You may play an additional land on each of your turns", "Each player
     * may play ... on each of their turns": one more land each turn (CR 305.2) */
    const node *play = !duration && st && st->kind == N_OPTIONAL && text_is(st, "may") && !st->lossy ? st->a : NULL;
    if (play && play->kind == N_ACTION && !play->lossy && ir_verb_of(play) == IR_VERB_PLAY && (*who = players_of(play->a))
        && (*who == IR_WHO_YOU || *who == IR_WHO_ANY)) {
        const node *land = play->b, *on = play->c ? play->c->a : NULL;
        const node *turns = on && !on->next && ir_prep_of(on) == IR_PREP_ON ? on->a : NULL;
        ir_word m = ir_word_of(ir_single_word(land));
        bool whose = turns && (*who == IR_WHO_YOU ? ir_who_of(turns->a) == IR_WHO_YOU
                                                  : turns->a && turns->a->kind == N_PRONOUN && turns->a->refers == play->a);
        if (land && !land->b && !land->c && ir_det_of(land) == IR_DET_A && (land->form & FORM_ADDITIONAL)
            && m.kind == IR_WORD_TYPE && !m.negated && m.value == IR_TYPE_LAND && whose && turns->kind == N_POSSESSIVE
            && (turns->form & FORM_EACH_OF) && turns->b && turns->b->kind == N_WORD && text_is(turns->b, "turn")) {
            *n = 1;
            return IR_PRULE_EXTRA_LANDS;
        }
        return IR_PRULE_NONE;
    }
    /* "Your maximum hand size is two" (CR 402.2) */
    const node *whose = !cant && !duration && a && a->kind == N_ACTION && !a->lossy && !a->c && ir_verb_of(a) == IR_VERB_IS
                        && a->a && a->a->kind == N_POSSESSIVE && !a->a->c && a->a->b && a->a->b->kind == N_WORD
                        && text_is(a->a->b, "maximum hand size") ? a->a->a : NULL;
    if (whose && (*who = players_of(whose)) && a->b && a->b->kind == N_AMOUNT && (*n = ir_number(a->b)) >= 0)
        return IR_PRULE_MAX_HAND_SIZE;
    if (!a || a->kind != N_ACTION || a->lossy || !(*who = players_of(a->a)))
        return IR_PRULE_NONE;
    ir_verb v = ir_verb_of(a);
    const node *obj = a->b, *mod = a->c ? a->c->a : NULL;
    if (duration) {
        *duration = mod && !mod->next && mod->kind == N_DURATION && !text_is(mod, "each turn") ? mod : NULL;
        mod = *duration ? NULL : mod;
    }
    const node *kw = obj && obj->kind == N_LIST && obj->a && !obj->a->next ? obj->a : obj;
    if (!cant && v == IR_VERB_HAVE && !mod && ir_keyword_node(kw) == IR_KW_HEXPROOF)
        return IR_PRULE_HEXPROOF;
    if (!cant && v == IR_VERB_HAVE && !mod && !duration && obj && obj->kind == N_WORD
        && text_is(obj, "no maximum hand size")) {
        *n = -1;        /* "You have no maximum hand size" (CR 402.2) */
        return IR_PRULE_MAX_HAND_SIZE;
    }
    if (!cant)
        return IR_PRULE_NONE;
    if (v == IR_VERB_GAIN_LIFE && !obj && !mod)
        return IR_PRULE_CANT_GAIN_LIFE;
    const node *w = ir_single_word(obj);
    ir_word m = ir_word_of(w);
    if (v == IR_VERB_PLAY && !mod && w && !obj->b && !obj->c && ir_det_of(obj) == IR_DET_NONE
        && m.kind == IR_WORD_TYPE && !m.negated && m.value == IR_TYPE_LAND)
        return IR_PRULE_CANT_PLAY_LANDS;
    /* "can't cast spells": no more than none each turn (CR 601.3 of the current rules) */
    if (v == IR_VERB_CAST && !mod && w && !obj->b && !obj->c && ir_det_of(obj) == IR_DET_NONE
        && m.kind == IR_WORD_SPELL && !m.negated)
        return IR_PRULE_SPELL_LIMIT;
    /* "can't cast more than one spell each turn" */
    const node *cnt = obj && obj->kind == N_OBJECT && !obj->b && obj->c && ir_cmp_op(obj->c) == IR_CMP_GT ? obj->c->a
                                                                                                            : NULL;
    if (v == IR_VERB_CAST && cnt && (*n = ir_number(cnt)) > 0 && m.kind == IR_WORD_SPELL && !m.negated
        && mod && !mod->next && mod->kind == N_DURATION && text_is(mod, "each turn"))
        return IR_PRULE_SPELL_LIMIT;
    return IR_PRULE_NONE;
}

ir_player_rule ir_chosen_player_rule_of(const node *st, const node **player, int *n, const node **duration)
{
    const node *a = st && st->kind == N_NEGATED ? st->a : NULL;
    if (!a || a->kind != N_ACTION || !a->a || a->a->kind == N_PLAYER || players_of(a->a) != IR_WHO_NONE)
        return IR_PRULE_NONE;
    /* the same words said of "you" */
    node you = { .kind = N_PLAYER, .text = "you", .range = a->a->range };
    node act = *a, neg = *st;
    act.a = &you;
    neg.a = &act;
    ir_who who;
    *player = a->a;
    return ir_player_rule_of(&neg, &who, n, duration);
}

const node *ir_must_attack_of(const node *st)
{
    const node *m = st && st->kind == N_ACTION && !st->lossy && !st->b && st->c ? st->c->a : NULL;
    if (ir_verb_of(st) != IR_VERB_ATTACK || !st->a || !m || m->kind != N_MODIFIER || !text_is(m, "each combat")
        || !m->next || m->next->kind != N_MODIFIER || !text_is(m->next, "if able") || m->next->next)
        return NULL;
    return st->a;
}

const node *ir_cant_activate_of(const node *neg)
{
    const node *a = neg && neg->kind == N_NEGATED && text_is(neg, "can't") && !neg->lossy ? neg->a : NULL;
    const node *s = a && a->kind == N_ACTION && !a->lossy && !a->b && !a->c && text_is(a, "activated")
                    && (a->form & FORM_PASSIVE) ? a->a : NULL;
    /* "X's activated abilities", "activated abilities of X" (one qualifier) */
    const node *f = s && s->kind == N_POSSESSIVE ? s->b : s && s->kind == N_OBJECT && !s->text && !s->b && !s->c ? s->a : NULL;
    const node *of = s && s->kind == N_OBJECT && f && f->b && f->b->a && !f->b->a->next && f->b->a->kind == N_QUALIFIER
                     && text_is(f->b->a, "of") ? f->b->a->a : NULL;
    const node *t = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && (s->kind == N_POSSESSIVE || of)
                    ? f->a->a : NULL;
    const node *w = t && t->a ? t->a->a : NULL;     /* its one traits' words */
    const node *whose = s && s->kind == N_POSSESSIVE ? s->a : of;
    if (!w || !whose || !text_is(w, "activated") || !w->next || !text_is(w->next, "ability") || w->next->next)
        return NULL;
    return whose;
}

bool ir_pt_change_of(const node *n, int *p, int *t)
{
    if (!n || n->kind != N_PT_CHANGE || !n->text)
        return false;
    /* "−" (U+2212) as "-" */
    char norm[32];
    size_t k = 0;
    for (size_t i = 0; n->text[i] && k + 1 < sizeof norm; i++) {
        if ((unsigned char)n->text[i] == 0xE2 && n->text[i + 1] && n->text[i + 2]) {
            norm[k++] = '-';
            i += 2;
        } else {
            norm[k++] = n->text[i];
        }
    }
    norm[k] = '\0';
    return sscanf(norm, "%d/%d", p, t) == 2;
}

bool ir_keyword_protection(const node *k)
{
    return k && k->kind == N_KEYWORD && text_is(k, "protection") && k->a;
}

const node *ir_cda_amount(const node *st)
{
    const node *subj = ir_verb_of(st) == IR_VERB_IS ? st->a : NULL;
    if (!subj || subj->kind != N_POSSESSIVE || !subj->a || subj->a->kind != N_SELF || !subj->b
        || !text_is(subj->b, "power and toughness") || st->c || !st->b)
        return NULL;
    return st->b;
}

const node *ir_cda_power_amount(const node *st)
{
    const node *subj = ir_verb_of(st) == IR_VERB_IS ? st->a : NULL;
    if (!subj || subj->kind != N_POSSESSIVE || !subj->a || subj->a->kind != N_SELF || !subj->b
        || !text_is(subj->b, "power") || st->c || !st->b || st->lossy)
        return NULL;
    return st->b;
}

bool ir_is_cda(const node *st)
{
    return ir_verb_of(st) == IR_VERB_IS;
}

int ir_modes_chosen(const card *c, const node *head)
{
    if (!head || head->kind != N_MODAL)
        return -1;
    int k = head->a && head->a->text ? syn_number(head->a->text) : -1;
    size_t len = head->range.end - head->range.begin;
    const char *text = c->src->text + head->range.begin;
    for (size_t i = 0; i < len; i++)     /* "one or more", "one or both" */
        if ((i + 4 <= len && strncmp(text + i, " or ", 4) == 0) || (i + 4 <= len && strncmp(text + i, "more", 4) == 0))
            return -1;
    return k < 1 ? -1 : k;
}

/* ---- costs and activation --------------------------------------------- */

ir_cost_entry ir_cost_entry_of(const node *c)
{
    if (c && c->kind == N_MANA)
        return IR_CE_MANA;
    if (!c || c->kind != N_COST)
        return IR_CE_OTHER;
    return text_is(c, "tap") ? IR_CE_TAP : text_is(c, "untap") ? IR_CE_UNTAP
         : text_is(c, "action") ? IR_CE_ACTION : IR_CE_OTHER;
}

int ir_constant_count(const node *np)
{
    ir_det d = ir_det_of(np);
    if (np && np->kind == N_OBJECT && np->c)
        return np->c->text ? syn_number(np->c->text) : -1;
    if (np && np->kind == N_OBJECT && (d == IR_DET_A || d == IR_DET_ANOTHER))
        return 1;
    if (np && np->kind == N_AMOUNT && np->text)
        return syn_number(np->text);
    return -1;
}

bool ir_loyalty_of(const node *w, int *n)
{
    const char *t = w && w->kind == N_WORD && w->text ? w->text : "";
    bool plus = *t == '+';
    int sign = 1;
    if (plus) {
        t++;
    } else if (strncmp(t, "\xE2\x88\x92", 3) == 0 || *t == '-') {
        sign = -1;
        t += *t == '-' ? 1 : 3;
    }
    int v = 0;
    const char *d = t;
    while (*d >= '0' && *d <= '9' && v < 1000)
        v = v * 10 + (*d++ - '0');
    /* "+N", "0", "−N" with N > 0 */
    if (d == t || *d || (sign < 0 && v == 0) || (!plus && sign > 0 && v != 0))
        return false;
    *n = sign * v;
    return true;
}

bool ir_activate_only(const node *s)
{
    return s && s->kind == N_MODIFIER && text_is(s, "activate only");
}

bool ir_any_player_may_activate(const node *s, bool *sorcery)
{
    const node *a = s && s->kind == N_OPTIONAL && text_is(s, "may") && !s->lossy ? s->a : NULL;
    const node *only = a && a->kind == N_ACTION && a->c ? a->c->a : NULL;
    /* "... but only as a sorcery" */
    *sorcery = only && !only->next && only->kind == N_MODIFIER && text_is(only, "but only")
               && ir_timing_of(only->a) == IR_TIMING_SORCERY;
    const node *self = a && a->kind == N_ACTION && text_is(a, "activate") && !a->lossy && (!a->c || *sorcery) ? a->b : NULL;
    const node *f = self && self->kind == N_SELF && text_is(self, "this") ? self->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    const node *by;
    return w && !w->next && text_is(w, "ability") && a->a && a->a->kind == N_OBJECT && text_is(a->a, "any")
           && !a->a->c && ir_plain_noun(a->a, "player", &by) && !by;
}

/* "during your turn, before attackers are declared" (CR 508.1: attackers
 * are declared as the declare attackers step begins) */
static bool before_attackers(const node *r)
{
    const node *turn = r->kind == N_LIST && text_is(r, ",") ? r->a : NULL;
    const node *before = turn ? turn->next : NULL;
    const node *a = before && !before->next && before->kind == N_DURATION && text_is(before, "before") ? before->a : NULL, *by;
    return turn && turn->kind == N_WORD && text_is(turn, "during your turn") && a && a->kind == N_ACTION
           && text_is(a, "declared") && !a->b && !a->c && ir_plain_noun(a->a, "attacker", &by) && !by;
}

/* Is N the card itself ("~", a pronoun bound to it)? */
static bool names_self(const node *n)
{
    return n && (n->kind == N_SELF || (n->kind == N_PRONOUN && n->refers && n->refers->kind == N_SELF));
}

const char *ir_moved_with_counters(const node *act, const node *with, bool onto_battlefield, int *n)
{
    const node *moved = act ? act->b : NULL;
    bool after_destination = false;
    for (const node *m = act && act->c ? act->c->a : NULL; m && m != with; m = m->next) {
        ir_prep p = ir_prep_of(m);
        after_destination |= p == IR_PREP_TO || p == IR_PREP_INTO || (m->kind == N_PREP && text_is(m, "onto"));
    }
    if (!after_destination && !names_self(moved) && !(moved && moved->kind == N_PRONOUN))
        return NULL;
    const node *on = with ? with->next : NULL, *c = with ? with->a : NULL;
    const node *it = on && ir_prep_of(on) == IR_PREP_ON ? on->a : NULL;
    const node *inner = moved && moved->kind == N_TARGET ? moved->a : moved;
    bool same = it && moved
                && ((it->kind == N_PRONOUN && it->refers
                     && (it->refers == moved || it->refers == inner || it->refers == moved->refers))
                    || (names_self(it) && names_self(moved)));
    if (!same || ir_prep_of(with) != IR_PREP_WITH || !c || c->kind != N_OBJECT || c->b)
        return NULL;
    *n = c->c ? ir_number(c->c) : ir_det_of(c) == IR_DET_A ? 1 : -1;
    const char *kind = *n > 0 ? ir_counters_named(c) : NULL;
    return kind && (onto_battlefield || strcmp(kind, "time") != 0) ? kind : NULL;
}

bool ir_triggers_once_each_turn(const node *s)
{
    const node *m = s && s->kind == N_ACTION && text_is(s, "trigger") && !s->b && !s->lossy && s->c ? s->c->a : NULL;
    const node *f = s && s->a && s->a->kind == N_SELF && text_is(s->a, "this") ? s->a->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    return m && m->next && !m->next->next && m->kind == N_MODIFIER && text_is(m, "only")
           && m->next->kind == N_MODIFIER && text_is(m->next, "once each turn") && w && !w->next
           && ir_word_of(w).kind == IR_WORD_ABILITY;
}

ir_timing ir_timing_of(const node *r)
{
    if (r && r->kind == N_LIST && r->a && before_attackers(r))
        return IR_TIMING_BEFORE_ATTACKERS;
    if (!r || r->kind != N_WORD)
        return IR_TIMING_OTHER;
    return text_is(r, "sorcery") || text_is(r, "as a sorcery") ? IR_TIMING_SORCERY
         : text_is(r, "once each turn") ? IR_TIMING_ONCE : IR_TIMING_OTHER;
}

bool ir_additional_cost(const node *s)
{
    return s && s->kind == N_CONDITIONAL && text_is(s, "additional cost");
}

bool ir_label_is_keyword(const char *label)
{
    return label && (strcmp(label, "Boast") == 0 || strcmp(label, "Forecast") == 0);
}

/* ---- keyword abilities ------------------------------------------------ */

static const char *const kw_ability_names[] = {
#define IR_KEYWORD_ABILITY(id, name) [id] = name,
#include "ir.def"
};

ir_kw_ability ir_kw_ability_of(const node *k)
{
    if (!k || k->kind != N_KEYWORD || !k->text || k->unknown)
        return IR_KA_NONE;      /* a keyword cardc does not know is none of these */
    for (size_t i = 0; i < COUNT(kw_ability_names); i++)
        if (strcmp(k->text, kw_ability_names[i]) == 0)
            return (ir_kw_ability)i;
    size_t n = strlen(k->text);
    return n > 7 && strcmp(k->text + n - 7, "cycling") == 0 ? IR_KA_CYCLING : IR_KA_NONE;
}

ir_cycling ir_cycling_of(arena *a, const node *k, const char **subtype)
{
    size_t n = ir_kw_ability_of(k) == IR_KA_CYCLING ? strlen(k->text) - 7 : 0;
    *subtype = NULL;
    if (n == 0)
        return IR_CYCLING_PLAIN;
    const char *type = arena_strndup(a, k->text, n);
    if (strcmp(type, "basic land") == 0)
        return IR_CYCLING_BASIC_LAND;
    if (strcmp(type, "land") == 0)
        return IR_CYCLING_LAND;
    *subtype = type;
    return IR_CYCLING_SUBTYPE;
}

int ir_keyword_number(const node *k)
{
    const node *n = k ? k->a : NULL;
    return n && n->kind == N_AMOUNT && n->text && !n->a ? syn_number(n->text) : -1;
}

bool ir_uncounterable(const node *s)
{
    const node *a = s && s->kind == N_NEGATED && text_is(s, "can't") ? s->a : NULL;
    return ir_verb_of(a) == IR_VERB_COUNTERED && a->a && a->a->kind == N_SELF && !a->b && !a->c;
}

unsigned ir_protection_of(const node *list)
{
    static const struct {
        const char *word;
        unsigned bits;
        bool filter;    /* a description of one card type ("artifacts") rather than a word */
    } words[] = {
        { "multicolored", IR_PROT_MULTICOLORED, false }, { "everything", IR_PROT_EVERYTHING, false },
        { "all colors", 31, false }, { "artifact", IR_PROT_ARTIFACTS, true },
        { "creature", IR_PROT_CREATURES, true }, { "enchantment", IR_PROT_ENCHANTMENTS, true },
    };
    unsigned bits = 0;
    for (const node *i = list->kind == N_LIST ? list->a : list; i; i = i->next) {
        ir_word m = ir_word_of(i);
        if (m.kind == IR_WORD_COLOR && !m.negated) {
            bits |= 1u << m.value;
            continue;
        }
        /* "artifacts": a filter of one card type alone */
        const node *w = i->kind == N_WORD ? i : NULL;
        if (i->kind == N_FILTER && !i->b && i->a && i->a->a && !i->a->a->next && i->a->a->a && i->a->a->a->a
            && !i->a->a->a->a->next && i->a->a->a->a->token == CARDTYPE)
            w = i->a->a->a->a;
        unsigned one = 0;
        for (size_t k = 0; w && k < COUNT(words); k++)
            if (text_is(w, words[k].word) && (w == i) == !words[k].filter)
                one = words[k].bits;
        if (!one)
            return 0;
        bits |= one;
    }
    return bits;
}

/* ---- graveyards ------------------------------------------------------- */

bool ir_into_graveyard(const node *mods, const node **whose, ir_zone *from_zone)
{
    const node *into = NULL, *from = NULL;
    for (const node *m = mods ? mods->a : NULL; m; m = m->next) {
        if (ir_prep_of(m) == IR_PREP_INTO && !into)
            into = m->a;
        else if (ir_prep_of(m) == IR_PREP_FROM && !from)
            from = m->a;
        else
            return false;
    }
    *whose = NULL;
    bool anywhere = ir_zone_anywhere(from);
    ir_zone zone;
    ir_who anyone;
    bool library = from && from->kind == N_POSSESSIVE && from->b && from->b->kind == N_WORD
                   && from->b->token == LIBRARY && ir_who_of(from->a) == IR_WHO_YOU;
    *from_zone = anywhere ? IR_ZONE_ANY : library ? IR_ZONE_LIBRARY : IR_ZONE_BATTLEFIELD;
    bool yard = into && ((into->kind == N_OBJECT && ir_det_of(into) == IR_DET_A && into->a && into->a->kind == N_FILTER
                          && into->a->a && into->a->a->a && into->a->a->a->a && into->a->a->a->a->a
                          && into->a->a->a->a->a->token == GRAVEYARD && !into->a->a->a->a->a->next)
                         || (into->kind == N_ZONE && ir_zone_phrase(into, &zone, &anyone)
                             && zone == IR_ZONE_GRAVEYARD));
    if (!yard && into && into->kind == N_POSSESSIVE && into->a && into->b && into->b->kind == N_WORD
        && into->b->token == GRAVEYARD) {
        yard = true;
        *whose = into->a;
    }
    if (library && !(*whose && ir_who_of(*whose) == IR_WHO_YOU))
        return false;           /* "from your library" into your graveyard only */
    return yard && from && ((from->kind == N_ZONE && ir_zone_phrase(from, &zone, &anyone)
                             && zone == IR_ZONE_BATTLEFIELD) || anywhere || library);
}

/* Mana symbols alone ("{1}"), the object of "cost ... less". */
static bool plain_mana(const node *m)
{
    return m && m->kind == N_MANA && !m->text && !m->a && !m->lossy;
}

/* The modifier "to cast" with nothing after "cast". */
static bool to_cast(const node *m)
{
    return m && m->kind == N_MODIFIER && text_is(m, "to") && !m->b && ir_verb_of(m->a) == IR_VERB_CAST && !m->a->a
           && !m->a->b && !m->a->c;
}

const node *ir_self_cost_each_of(const node *st, const node **mana)
{
    const node *m = st && st->kind == N_ACTION && !st->lossy && text_is(st, "cost less") && st->c ? st->c->a : NULL;
    const node *self = st ? st->a : NULL, *each = m ? m->next : NULL;
    if (!self || self->kind != N_SELF || !self->a || !text_is(ir_single_word(self->a), "spell")
        || !plain_mana(st->b) || !to_cast(m) || ir_prep_of(each) != IR_PREP_FOR_EACH || each->next || !each->a
        || each->a->kind != N_OBJECT)
        return NULL;
    *mana = st->b;
    return each->a;
}

bool ir_self_cost_of(const node *st, const node **mana)
{
    const node *m = st && st->kind == N_ACTION && !st->lossy && text_is(st, "cost less") && st->c ? st->c->a : NULL;
    const node *self = st ? st->a : NULL;
    if (!self || self->kind != N_SELF || !self->a || !text_is(ir_single_word(self->a), "spell")
        || !plain_mana(st->b) || !to_cast(m) || m->next)
        return false;
    *mana = st->b;
    return true;
}

const node *ir_self_cost_if_of(const node *st, const node **mana)
{
    return st && ir_cond_of(st) == IR_COND_IF && st->a && st->b && !st->c && !st->lossy && ir_self_cost_of(st->b, mana)
           ? st->a : NULL;
}

/* "this spell" */
static bool this_spell(const node *n)
{
    return n && n->kind == N_SELF && n->a && text_is(ir_single_word(n->a), "spell") && !n->lossy;
}

const node *ir_cast_only_of(const node *st, bool *negated)
{
    *negated = false;
    if (st && st->kind == N_MODIFIER && text_is(st, "cast only") && st->a && !st->a->next && !st->b && !st->lossy
        && (st->a->kind == N_STEP || st->a->kind == N_ACTION))
        return st->a;       /* "Cast this spell only during combat" */
    ir_cond c = ir_cond_of(st);
    if ((c != IR_COND_IF && c != IR_COND_UNLESS) || !st->a || !st->b || st->c || st->lossy)
        return NULL;
    const node *b = st->b;
    if (c == IR_COND_IF && b->kind == N_ACTION && ir_verb_of(b) == IR_VERB_CAST && !b->a && this_spell(b->b) && b->c
        && b->c->a && !b->c->a->next && b->c->a->kind == N_MODIFIER && text_is(b->c->a, "only") && !b->c->a->a)
        return st->a;       /* "Cast this spell only if you control a snow land" */
    const node *a = b->kind == N_NEGATED && text_is(b, "can't") && !b->lossy ? b->a : NULL;
    if (!a || a->kind != N_ACTION || ir_verb_of(a) != IR_VERB_CAST || ir_who_of(a->a) != IR_WHO_YOU || !this_spell(a->b)
        || a->c || a->lossy)
        return NULL;
    *negated = c == IR_COND_IF;     /* "You can't cast this spell if you've played a land this turn" */
    return st->a;
}

bool ir_opening_hand_of(const node *st)
{
    const node *c = ir_cond_of(st) == IR_COND_IF && !st->c && !st->lossy ? st->a : NULL;
    const node *hand = c && c->kind == N_ACTION && !c->lossy && ir_verb_of(c) == IR_VERB_IS && c->a && c->a->kind == N_SELF
                       && !c->c ? c->b : NULL;
    const node *may = hand && hand->kind == N_POSSESSIVE && !hand->c && ir_who_of(hand->a) == IR_WHO_YOU && hand->b
                      && hand->b->kind == N_WORD && text_is(hand->b, "opening hand") && st->b && st->b->kind == N_OPTIONAL
                      && text_is(st->b, "may") && !st->b->lossy ? st->b->a : NULL;
    const node *with = may && may->kind == N_ACTION && !may->lossy && text_is(may, "begin") && ir_who_of(may->a) == IR_WHO_YOU
                       && may->b && may->b->kind == N_WORD && text_is(may->b, "the game") && may->c ? may->c->a : NULL;
    const node *on = with && with->kind == N_MODIFIER && text_is(with, "with") && with->a && with->a->kind == N_PRONOUN
                     && with->a->refers && with->a->refers->kind == N_SELF ? with->next : NULL;
    return on && !on->next && ir_prep_of(on) == IR_PREP_ON && on->a && on->a->kind == N_ZONE
           && text_is(on->a, "battlefield");
}

bool ir_cast_from_of(const node *st, ir_zone *zone, const node **cond)
{
    *cond = NULL;
    ir_cond c = ir_cond_of(st);
    if ((c == IR_COND_AS_LONG_AS || c == IR_COND_IF) && st->a && st->b && !st->c && !st->lossy) {
        *cond = st->a;
        st = st->b;
    }
    const node *a = st && st->kind == N_OPTIONAL && text_is(st, "may") && !st->lossy ? st->a : NULL;
    const node *m = a && a->kind == N_ACTION && !a->lossy && ir_verb_of(a) == IR_VERB_CAST && ir_who_of(a->a) == IR_WHO_YOU
                    && a->b && a->b->kind == N_SELF && a->c ? a->c->a : NULL;
    const node *z = m && !m->next && m->kind == N_PREP && text_is(m, "from") && !m->lossy ? m->a : NULL;
    if (z && z->kind == N_POSSESSIVE && !z->c && ir_who_of(z->a) == IR_WHO_YOU && z->b && z->b->kind == N_WORD
        && z->b->token == GRAVEYARD)
        *zone = IR_ZONE_GRAVEYARD;
    else if (z && z->kind == N_ZONE && text_is(z, "exile"))
        *zone = IR_ZONE_EXILE;
    else
        return false;
    return true;
}

ir_object_rule ir_object_rule_of(const node *st, const node **subject, const node **mana, int *sign)
{
    *mana = NULL;
    *sign = 0;
    bool cant = st && st->kind == N_NEGATED && text_is(st, "can't") && !st->lossy;
    const node *a = cant ? st->a : st;
    if (!a || a->kind != N_ACTION || a->lossy || !a->a || a->a->kind != N_OBJECT)
        return IR_ORULE_NONE;
    *subject = a->a;
    if (cant)
        return ir_verb_of(a) == IR_VERB_COUNTERED && !a->b && !a->c ? IR_ORULE_CANT_BE_COUNTERED : IR_ORULE_NONE;
    bool more = text_is(a, "cost more"), less = text_is(a, "cost less");
    /* "... cost {1} more to cast": mana symbols alone, and nothing after "to cast" */
    const node *m = a->c ? a->c->a : NULL;
    if ((!more && !less) || !plain_mana(a->b) || !to_cast(m) || m->next)
        return IR_ORULE_NONE;
    *mana = a->b;
    *sign = more ? 1 : -1;
    return IR_ORULE_COST;
}

int ir_generic_mana(const char *written)
{
    int k, len = 0;
    return written && sscanf(written, "{%d}%n", &k, &len) == 1 && len > 2 && written[len] == '\0'
           && written[1] >= '0' && written[1] <= '9' ? k : -1;
}

bool ir_rather_than_mana_cost(const node *m)
{
    const node *pay = m && m->kind == N_MODIFIER && text_is(m, "rather than") && !m->b ? m->a : NULL;
    const node *what = pay && pay->kind == N_ACTION && text_is(pay, "pay") && !pay->a && !pay->c && !pay->lossy
                       ? pay->b : NULL;
    const node *f = what && what->kind == N_POSSESSIVE && what->a && what->a->kind == N_SELF ? what->b : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    return w && text_is(w, "mana") && w->next && text_is(w->next, "cost") && !w->next->next;
}

unsigned ir_alternative_cost_of(const node *st, const node **cond, const node **steps, unsigned max)
{
    *cond = NULL;
    if (st && ir_cond_of(st) == IR_COND_IF && st->a && st->b && !st->c && !st->lossy) {
        *cond = st->a;          /* "If you control a Plains, you may ..." */
        st = st->b;
    }
    const node *a = st && st->kind == N_OPTIONAL && text_is(st, "may") && !st->lossy ? st->a : NULL;
    bool seq = a && a->kind == N_SEQUENCE && (ir_list_of(a) == IR_LIST_AND || ir_list_of(a) == IR_LIST_PLAIN);
    unsigned n = 0;
    for (const node *s = seq ? (a->a ? a->a->a : NULL) : a; s; s = seq ? s->next : NULL) {
        if (n == max || s->kind != N_ACTION || s->lossy || ir_who_of(s->a) != IR_WHO_YOU)
            return 0;
        for (const node *m = s->c ? s->c->a : NULL; m; m = m->next)
            if (ir_rather_than_mana_cost(m) && (m->next || s->next))
                return 0;       /* only the last modifier of the last action */
        steps[n++] = s;
    }
    const node *last = n ? steps[n - 1]->c : NULL, *m = last ? last->a : NULL;
    while (m && m->next)
        m = m->next;
    return ir_rather_than_mana_cost(m) ? n : 0;
}

node *ir_cost_step(arena *a, const node *step)
{
    node *act = node_new(a, N_ACTION, step->range);
    *act = *step;
    act->next = NULL;
    act->a = NULL;
    act->c = NULL;
    for (const node *m = step->c ? step->c->a : NULL; m; m = m->next) {
        if (ir_rather_than_mana_cost(m))
            continue;
        node *copy = node_new(a, m->kind, m->range);
        *copy = *m;
        copy->next = NULL;
        list_append(act->c ? act->c : (act->c = list_new(a, m->range)), copy);
    }
    return act;
}

const node *ir_pay_mana_of(const node *act)
{
    return act && act->kind == N_ACTION && text_is(act, "pay") && !act->a && !act->c && act->b
           && act->b->kind == N_MANA && !act->b->lossy ? act->b : NULL;
}

bool ir_enters_with_counters_of(const node *st, const char **kind, int *n)
{
    ir_event e;
    const node *with = st && st->kind == N_ACTION && !st->lossy && !st->b && st->c ? st->c->a : NULL;
    const node *on = with ? with->next : NULL, *c = with ? with->a : NULL;
    const node *f = c && c->kind == N_OBJECT && (c->form & FORM_ADDITIONAL) && !c->b ? c->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    if (!on || on->next || ir_prep_of(with) != IR_PREP_WITH || ir_prep_of(on) != IR_PREP_ON || !on->a
        || on->a->kind != N_PRONOUN || on->a->refers != st->a || !ir_event_of(st, &e) || e != IR_EV_ENTERS
        || !st->a || st->a->kind != N_OBJECT || !(*kind = ir_counter_kind(w)))
        return false;
    *n = c->c ? ir_number(c->c) : ir_det_of(c) == IR_DET_A ? 1 : -1;
    return *n > 0;
}

node *ir_one_of(arena *a, const node *np)
{
    node *one = node_new(a, N_OBJECT, np->range);
    *one = *np;
    one->next = NULL;
    one->c = NULL;
    one->text = ir_np_other(np) ? "another" : "a";
    return one;
}

bool ir_enters_tapped_of(const node *st)
{
    ir_event e;
    const node *m = st && st->kind == N_ACTION && !st->lossy && !st->b && st->c ? st->c->a : NULL;
    return m && !m->next && ir_prep_of(m) == IR_PREP_TAPPED && !m->a && ir_event_of(st, &e) && e == IR_EV_ENTERS
           && st->a && st->a->kind == N_OBJECT;
}

bool ir_life_replacement_of(const node *st, const node **event, int *times, int *plus)
{
    *times = *plus = 0;
    const node *w = ir_cond_of(st) == IR_COND_IF && !st->c ? st->a : NULL, *then = w ? st->b : NULL;
    const node *ev = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    if (!ev || !then || ir_verb_of(ev) != IR_VERB_GAIN_LIFE || ev->b || ev->c || ir_who_of(ev->a) != IR_WHO_YOU
        || ir_verb_of(then) != IR_VERB_GAIN_LIFE || ir_who_of(then->a) != IR_WHO_YOU || !then->c || !then->c->a
        || then->c->a->next || then->c->a->kind != N_MODIFIER || !text_is(then->c->a, "instead") || then->lossy)
        return false;
    const node *am = then->b, *much = am && am->kind == N_LIST && text_is(am, "plus") ? am->a : NULL;
    if (am && am->kind == N_AMOUNT && text_is(am, "twice that much"))
        *times = 2;
    else if (much && much->kind == N_AMOUNT && text_is(much, "that much") && much->next && !much->next->next
             && ir_number(much->next) > 0)
        *plus = ir_number(much->next);
    else
        return false;
    *event = ev;
    return true;
}

/* "If WHAT would die [this turn], exile it instead": the dying, or NULL;
 * THIS_TURN: with that duration, WHAT a description or a pronoun ("that
 * creature"), else without one, WHAT a description. */
static const node *die_exile(const node *st, bool this_turn)
{
    const node *w = ir_cond_of(st) == IR_COND_IF && !st->c ? st->a : NULL, *then = w ? st->b : NULL;
    const node *ev = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    const node *it = then && then->kind == N_ACTION ? then->b : NULL;
    const node *what = ev ? ev->a : NULL;
    const node *d = ev && ev->c ? ev->c->a : NULL;
    bool timed = d && !d->next && d->kind == N_DURATION && text_is(d, "this turn");
    if (!ev || ir_verb_of(ev) != IR_VERB_DIE || !what || ev->b || (this_turn ? !timed : ev->c != NULL)
        || !((what->kind == N_OBJECT && (!this_turn || text_is(what, "a")))
             || (this_turn && what->kind == N_PRONOUN && what->refers))
        || ir_verb_of(then) != IR_VERB_EXILE || then->a || then->lossy || !it || it->kind != N_PRONOUN
        || !(it->refers == what || (what->kind == N_PRONOUN && it->refers == what->refers))
        || !then->c || !then->c->a || then->c->a->next || then->c->a->kind != N_MODIFIER
        || !text_is(then->c->a, "instead"))
        return NULL;
    return ev;
}

/* "into its owner's graveyard", "putting it into that player's graveyard" */
static bool into_a_graveyard(const node *n)
{
    if (n && n->kind == N_ACTION && ir_verb_of(n) == IR_VERB_PUT && !n->a && n->c && n->c->a && !n->c->a->next)
        n = n->c->a;
    return n && n->kind == N_PREP && text_is(n, "into") && n->a && n->a->kind == N_POSSESSIVE && n->a->b
           && n->a->b->kind == N_WORD && n->a->b->token == GRAVEYARD;
}

const node *ir_countered_instead_of(const node *s, const node **instead)
{
    const node *c = ir_cond_of(s) == IR_COND_IF && !s->c ? s->a : NULL, *then = c ? s->b : NULL;
    const node *m = c && c->kind == N_ACTION && ir_verb_of(c) == IR_VERB_COUNTERED && !c->b && !c->lossy && c->c
                    ? c->c->a : NULL;
    if (!m || m->next || m->kind != N_MODIFIER || !text_is(m, "this way") || !c->a || c->a->kind != N_PRONOUN
        || !c->a->refers || !then || then->kind != N_ACTION || then->a || then->lossy || !then->b
        || then->b->kind != N_PRONOUN || then->b->refers != c->a->refers
        || (ir_verb_of(then) != IR_VERB_EXILE && ir_verb_of(then) != IR_VERB_PUT))
        return NULL;
    for (const node *i = then->c ? then->c->a : NULL; i; i = i->next)
        if (i->kind == N_MODIFIER && text_is(i, "instead") && into_a_graveyard(i->a)) {
            *instead = i;
            return then;
        }
    return NULL;
}

bool ir_die_exile_replacement_of(const node *st, const node **event)
{
    return (*event = die_exile(st, false)) != NULL;
}

const node *ir_die_exile_this_turn_of(const node *s)
{
    const node *ev = die_exile(s, true);
    return ev ? ev->a : NULL;
}

/* The damage the action after "would" names, into OUT: "be dealt to TO by
 * FROM", "dealt to and dealt by X", "FROM would deal [combat] damage to TO". */
static bool would_damage(const node *x, ir_prevention *out)
{
    if (!x || x->kind != N_ACTION || x->lossy)
        return false;
    if (text_is(x, "dealt damage to and by")) {
        if (x->a || !x->b || x->c)
            return false;
        out->from = out->to = x->b;
        out->both = true;
        return true;
    }
    bool dealt = text_is(x, "dealt damage"), combat = text_is(x, "deal combat damage");
    if (!(dealt || text_is(x, "deal damage") || combat) || x->b || (dealt == !!x->a))
        return false;
    if (combat) {
        if (out->kind != IR_DAMAGE_ANY)
            return false;
        out->kind = IR_DAMAGE_COMBAT;
    }
    out->from = x->a;
    for (const node *m = x->c ? x->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && text_is(m, "to") && m->a && !out->to)
            out->to = m->a;
        else if (m->kind == N_MODIFIER && text_is(m, "by") && m->a && dealt && !out->from)
            out->from = m->a;
        else
            return false;
    return true;
}

bool ir_static_prevention_of(const node *st, ir_prevention *out)
{
    *out = (ir_prevention){ .n = -1 };
    if (!st || st->lossy)
        return false;
    if (st->kind == N_CONDITIONAL && ir_cond_of(st) == IR_COND_IF && !st->c) {
        /* "If a red source would deal damage to you, prevent 1 of that damage" */
        const node *w = st->a, *then = st->b;
        const node *am = then && then->kind == N_ACTION && text_is(then, "prevent") && !then->a && !then->c
                         && !then->lossy ? then->b : NULL;
        if (!w || w->kind != N_MODIFIER || !text_is(w, "would") || w->b || !am || am->kind != N_AMOUNT
            || !text_is(am, "of that damage") || am->b || (out->n = ir_number(am->a)) <= 0
            || !would_damage(w->a, out) || out->both || !out->to)
            return false;
        return true;
    }
    const node *am = st->kind == N_ACTION && text_is(st, "prevent") && !st->a && !st->c ? st->b : NULL;
    if (!am || am->kind != N_AMOUNT || am->a || am->lossy)
        return false;
    out->kind = text_is(am, "all damage") ? IR_DAMAGE_ANY : text_is(am, "all combat damage") ? IR_DAMAGE_COMBAT
              : text_is(am, "all noncombat damage") ? IR_DAMAGE_NONCOMBAT : (ir_damage_kind)-1;
    const node *q = am->b, *w = q && q->kind == N_QUALIFIER && text_is(q, "that") && !q->b ? q->a : NULL;
    return (int)out->kind >= 0 && w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b
           && would_damage(w->a, out) && (out->from || out->to);
}

/* "a permanent or player": anything damage can be dealt to (CR 120.1) */
static bool any_recipient(const node *to)
{
    const node *f = to && to->kind == N_OBJECT && ir_det_of(to) == IR_DET_A && !to->b && !to->c && !to->lossy ? to->a : NULL;
    const node *alt = f && f->kind == N_FILTER && !f->b && f->a ? f->a->a : NULL;
    bool permanent = false, player = false;
    for (; alt; alt = alt->next) {
        const node *w = alt->kind == N_TRAITS && alt->a && alt->a->a && !alt->a->a->next ? alt->a->a : NULL;
        ir_word k = ir_word_of(w);
        if (!w || k.negated || (k.kind != IR_WORD_PERMANENT && k.kind != IR_WORD_PLAYER))
            return false;
        permanent |= k.kind == IR_WORD_PERMANENT;
        player |= k.kind == IR_WORD_PLAYER;
    }
    return permanent && player;
}

bool ir_damage_replacement_of(const node *st, ir_prevention *ev, int *times, int *plus)
{
    *times = *plus = 0;
    *ev = (ir_prevention){ .n = -1 };
    const node *w = ir_cond_of(st) == IR_COND_IF && !st->c && !st->lossy ? st->a : NULL, *then = w ? st->b : NULL;
    if (!w || w->kind != N_MODIFIER || !text_is(w, "would") || w->b || !would_damage(w->a, ev) || ev->both
        || !ev->from || !then || then->kind != N_ACTION || then->lossy || !text_is(then, "deal damage") || !then->a
        || then->a->kind != N_PRONOUN || !text_is(then->a, "it") || !then->c || !then->b)
        return false;
    /* "it": the source of the damage (whatever a pronoun resolver says) */
    const node *am = then->b, *much = am->kind == N_LIST && text_is(am, "plus") ? am->a : NULL;
    if (am->kind == N_AMOUNT && text_is(am, "twice that much") && !am->a && !am->b)
        *times = 2;             /* "double that damage" */
    else if (much && much->kind == N_AMOUNT && text_is(much, "that much") && much->next && !much->next->next
             && ir_number(much->next) > 0)
        *plus = ir_number(much->next);
    else
        return false;
    const node *m = then->c->a;
    if (m && m->kind == N_PREP && text_is(m, "to")) {
        /* "to that permanent or player", "to you": the same recipient */
        const node *to = m->a;
        bool same = to && ev->to && ((to->kind == N_PRONOUN && to->refers == ev->to)
                                     || (ir_who_of(to) == IR_WHO_YOU && ev->to->kind == N_PLAYER
                                         && ir_who_of(ev->to) == IR_WHO_YOU));
        if (!same)
            return false;
        m = m->next;
    }
    if (!m || m->next || m->kind != N_MODIFIER || !text_is(m, "instead"))
        return false;
    if (any_recipient(ev->to))
        ev->to = NULL;          /* "to a permanent or player": whatever it is dealt to */
    return true;
}

/* Does N name WHAT: the card itself both, or a pronoun bound to WHAT? */
static bool names_same(const node *n, const node *what)
{
    return n && what && (n->refers == what || (n->kind == N_SELF && what->kind == N_SELF)
                         || (n->refers && n->refers->kind == N_SELF && what->kind == N_SELF));
}

bool ir_graveyard_replacement_of(const node *st, const node **event, bool *shuffle)
{
    const node *w = ir_cond_of(st) == IR_COND_IF && !st->c ? st->a : NULL, *then = w ? st->b : NULL;
    const node *ev = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    const node *whose;
    ir_zone from;
    if (!ev || ir_verb_of(ev) != IR_VERB_PUT || !ev->a || ev->b || ev->lossy || !ir_into_graveyard(ev->c, &whose, &from)
        || whose || !then || then->lossy)
        return false;
    const node *act = then;
    *shuffle = false;
    if (then->kind == N_SEQUENCE && ir_list_of(then) == IR_LIST_PLAIN && then->a && then->a->a
        && then->a->a->next && !then->a->a->next->next) {
        const node *rev = then->a->a;       /* "reveal ~ and shuffle it into ..." */
        if (ir_verb_of(rev) != IR_VERB_REVEAL || rev->a || rev->c || rev->lossy || !names_same(rev->b, ev->a))
            return false;
        act = rev->next;
        *shuffle = true;
    }
    const node *m = act->kind == N_ACTION && !act->a && !act->lossy && names_same(act->b, ev->a) && act->c
                    ? act->c->a : NULL;
    if (*shuffle && ir_verb_of(act) == IR_VERB_SHUFFLE && ir_prep_of(m) == IR_PREP_INTO) {
        const node *lib = m->a;             /* "into its owner's library" */
        const node *owner = lib && lib->kind == N_POSSESSIVE && lib->b && lib->b->kind == N_WORD
                            && lib->b->token == LIBRARY ? lib->a : NULL;
        if (!owner || owner->kind != N_POSSESSIVE || !owner->b || !text_is(owner->b, "owner")
            || !names_same(owner->a, ev->a))
            return false;
        m = m->next;
    } else if (*shuffle || ir_verb_of(act) != IR_VERB_EXILE) {
        return false;
    }
    if (!m || m->next || m->kind != N_MODIFIER || !text_is(m, "instead"))
        return false;
    *event = ev;
    return true;
}

bool ir_no_prevention_of(const node *neg, const node **duration)
{
    const node *a = neg && neg->kind == N_NEGATED && text_is(neg, "can't") && !neg->lossy ? neg->a : NULL;
    const node *what = a && a->kind == N_ACTION && text_is(a, "prevented") && !a->b && !a->lossy ? a->a : NULL;
    const node *w = what && what->kind == N_OBJECT && !what->text && !what->b && !what->c ? ir_single_word(what) : NULL;
    const node *m = a && a->c ? a->c->a : NULL;
    if (!w || !text_is(w, "damage") || (m && (m->next || m->kind != N_DURATION)))
        return false;
    *duration = m;
    return true;
}
