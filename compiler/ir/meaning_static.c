/* meaning_static.c — static abilities as typed meaning (meaning.h): the
 * rules they change, restrictions ("can't block", "doesn't untap"),
 * permissions (players' rules: meaning_player.c), P/T changes and
 * characteristic-defining abilities; a spell's own costs and where and
 * how it may be cast (cost changes, "cast only"; alternative and optional
 * costs: meaning_cost.c).  lower_static.c and the code
 * generator's static abilities switch on these readings. */
#include <stdlib.h>
#include <string.h>

#include "front.h"
#include "meaning_effect.h"
#include "meaning_int.h"

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

/* "X can EVENT as though it didn't have K" ("can attack as though it
 * didn't have defender", "can be blocked as though they didn't have
 * islandwalk"): K's node, X in *WHO; NULL for anything else. */
static const node *as_though_without(const node *st, ir_event want, const node **who)
{
    const node *a = st && st->kind == N_MODIFIER && text_is(st, "can") && !st->lossy ? st->a : NULL;
    ir_event e;
    const node *m = a && a->kind == N_ACTION && ir_event_of(a, &e) && e == want && a->a && !a->b
                    && !a->lossy && a->c && a->c->a && !a->c->a->next ? a->c->a : NULL;
    const node *neg = m && m->kind == N_MODIFIER && text_is(m, "as though") ? m->a : NULL;
    const node *have = neg && neg->kind == N_NEGATED && text_is(neg, "don't") ? neg->a : NULL;
    if (!have || have->kind != N_ACTION || ir_verb_of(have) != IR_VERB_HAVE || have->c || !have->a
        || have->a->kind != N_PRONOUN)
        return NULL;
    *who = a->a;
    return have->b;
}

const node *ir_attack_despite_defender_of(const node *st)
{
    const node *who;
    const node *k = as_though_without(st, IR_EV_ATTACKS, &who);
    return k && one_keyword(k) == IR_KW_DEFENDER ? who : NULL;
}

const node *ir_cast_as_flash_of(const node *st)
{
    const node *cast = you_may(st);
    /* "Any player may cast ..." too */
    bool who = cast && cast->kind == N_ACTION
               && (ir_who_of(cast->a) == IR_WHO_YOU || ir_any_player_of(cast->a) == IR_WHO_ANY);
    const node *m = cast && cast->kind == N_ACTION && text_is(cast, "cast") && who
                    && cast->b && (cast->b->kind == N_OBJECT || cast->b->kind == N_SELF) && !cast->lossy && cast->c && cast->c->a
                    && !cast->c->a->next ? cast->c->a : NULL;
    const node *had = m && m->kind == N_MODIFIER && text_is(m, "as though") ? m->a : NULL;
    const node *k = had && had->kind == N_ACTION && ir_verb_of(had) == IR_VERB_HAVE && !had->c && !had->lossy
                    && had->a && had->a->kind == N_PRONOUN ? had->b : NULL;
    return k && one_keyword(k) == IR_KW_FLASH ? cast : NULL;
}

bool ir_if_as_long_as(const node *st)
{
    if (ir_cond_of(st) != IR_COND_IF || !st->b)
        return false;
    ir_rule r = st->b->kind == N_NEGATED ? ir_restriction_of(st->b) : IR_RULE_NONE;
    const node *mana;
    ir_who who;
    int n;
    /* "If you control a creature, damage that would reduce your life total
     * to less than 1 reduces it to 1 instead": as each damage is dealt */
    return r == IR_RULE_DOESNT_UNTAP || r == IR_RULE_CANT_BLOCK || r == IR_RULE_CANT_ATTACK_OR_BLOCK
           || (ir_cast_as_flash_of(st->b) && !ir_cast_as_flash_more_of(st, &mana))
           || ir_player_rule_of(st->b, &who, &n, NULL) == IR_PRULE_DAMAGE_LIFE_FLOOR;
}

const node *ir_ignore_landwalk_of(const node *st, const node **walk)
{
    const node *who;
    const node *k = as_though_without(st, IR_EV_BLOCKED, &who);
    ir_keyword kw = one_keyword(k);
    if (kw != IR_KW_PLAINSWALK && kw != IR_KW_ISLANDWALK && kw != IR_KW_SWAMPWALK && kw != IR_KW_MOUNTAINWALK
        && kw != IR_KW_FORESTWALK)
        return NULL;
    *walk = k->kind == N_LIST ? k->a : k;
    return who;
}

/* The blocks "~ can block an additional creature each combat" adds (-1:
 * any number); with DURATION, of "... this turn", the duration in it. */
/* "As ~ enters the battlefield, you may ... If you don't, it enters the
 * battlefield tapped.": what you may do, or NULL. */
static const node *enters_or_tapped(const node *st)
{
    const node *e = ir_cond_of(st) == IR_COND_AS && !st->c && !st->lossy ? st->a : NULL;
    ir_event ev;
    if (!e || !ir_event_of(e, &ev) || ev != IR_EV_ENTERS || !e->a || e->a->kind != N_SELF || e->b || e->c)
        return NULL;
    const node *next = st->next;
    const node *tapped = next && ir_cond_of(next) == IR_COND_IF && !next->c && !next->lossy && next->a
                         && next->a->kind == N_ACTION && text_is(next->a, "don't") && !next->a->b && !next->a->c
                         ? next->b : NULL;
    const node *m = tapped && tapped->kind == N_ACTION && ir_event_of(tapped, &ev) && ev == IR_EV_ENTERS
                    && tapped->a && (tapped->a->kind == N_SELF || (tapped->a->refers && tapped->a->refers->kind == N_SELF))
                    && !tapped->b && tapped->c && !tapped->lossy ? tapped->c->a : NULL;
    return m && !m->next && ir_prep_of(m) == IR_PREP_TAPPED && !m->a ? you_may(st->b) : NULL;
}

int ir_enters_pay_life_of(const node *st)
{
    const node *pay = enters_or_tapped(st);
    return pay && pay->kind == N_ACTION && ir_verb_of(pay) == IR_VERB_PAY_LIFE && ir_who_of(pay->a) == IR_WHO_YOU
           && !pay->c && !pay->lossy && pay->b && pay->b->kind == N_AMOUNT && ir_number(pay->b) > 0
           ? ir_number(pay->b) : 0;
}

const node *ir_enters_reveal_of(const node *st)
{
    const node *r = enters_or_tapped(st);
    const node *m = r && r->kind == N_ACTION && ir_verb_of(r) == IR_VERB_REVEAL && ir_who_of(r->a) == IR_WHO_YOU
                    && !r->lossy && r->c ? r->c->a : NULL;
    const node *hand = m && !m->next && ir_prep_of(m) == IR_PREP_FROM ? m->a : NULL;
    const node *what = r ? r->b : NULL;
    return hand && hand->kind == N_POSSESSIVE && ir_who_of(hand->a) == IR_WHO_YOU && !hand->c && hand->b
           && hand->b->kind == N_WORD && hand->b->token == HAND && what && what->kind == N_OBJECT
           && ir_det_of(what) == IR_DET_A && !what->b && !what->c && !what->lossy ? what : NULL;
}

bool ir_flash_sacrifice_of(const node *st)
{
    const node *cast = st && st->kind == N_CONDITIONAL && ir_cond_of(st) == IR_COND_IF && !st->c && !st->lossy
                       ? st->a : NULL;
    const node *when = cast && cast->kind == N_ACTION && text_is(cast, "cast") && !cast->lossy
                       && ir_who_of(cast->a) == IR_WHO_YOU && cast->b && cast->b->kind == N_PRONOUN && cast->c
                       && cast->c->a && !cast->c->a->next ? cast->c->a : NULL;
    const node *sac = when && text_is(when, "any time a sorcery couldn't have been cast") ? st->b : NULL;
    /* "the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step" */
    const node *who = sac && sac->kind == N_ACTION && text_is(sac, "sacrifice") && !sac->lossy ? sac->a : NULL;
    return who && who->kind == N_POSSESSIVE && who->a && who->a->kind == N_PRONOUN && who->b && who->b->kind == N_WORD
           && text_is(who->b, "controller") && !who->c && sac->b && sac->b->kind == N_PRONOUN && sac->c && sac->c->a
           && !sac->c->a->next && meaning_delay(sac->c->a) == IR_DELAY_NEXT_CLEANUP_STEP;
}

/* A: "it has \"...\"", "it has haste", the object it has; NULL for another action. */
static const node *it_has(const node *a)
{
    return a && a->kind == N_ACTION && !a->lossy && ir_verb_of(a) == IR_VERB_HAVE && a->a && a->a->kind == N_PRONOUN
           && !a->c && a->b && (a->b->kind == N_KEYWORD || a->b->kind == N_QUOTED
                                || (a->b->kind == N_LIST && ir_list_of(a->b) == IR_LIST_PLAIN)) ? a->b : NULL;
}

const node *ir_enters_as_copy_of(const node *st, ir_copy_except *except)
{
    /* "..., except it's an Illusion in addition to its other types and it
     * has \"...\"": the second step an exception of the first */
    const node *step = st && st->kind == N_SEQUENCE && !st->lossy && !st->text && st->a ? st->a->a : NULL;
    const node *has = step && step->next && !step->next->next ? it_has(step->next) : NULL;
    if (has) {
        const node *of = ir_enters_as_copy_of(step, except);
        if (!of || except->has)
            return NULL;
        except->has = has;
        return of;
    }
    const node *have = you_may(st);
    const node *e = have && have->kind == N_ACTION && text_is(have, "have") && ir_who_of(have->a) == IR_WHO_YOU
                    && have->b && have->b->kind == N_SELF && have->c && have->c->a && !have->c->a->next
                    && !have->lossy ? have->c->a : NULL;
    ir_event ev;
    const node *as = e && e->kind == N_ACTION && !e->a && !e->b && !e->lossy && ir_event_of(e, &ev) && ev == IR_EV_ENTERS
                     && e->c && e->c->a ? e->c->a : NULL;
    *except = (ir_copy_except){ 0 };
    bool except_ok = as && (!as->next || ir_copy_except_mods(as->next, except));
    const node *of = as && as->kind == N_MODIFIER && text_is(as, "as") && !as->b && except_ok
                     ? ir_become_copy_of(as->a) : NULL;
    /* "any creature on the battlefield", "a creature you control": one of them */
    return of && of->kind == N_OBJECT && (text_is(of, "any") || text_is(of, "a")) && !of->b && !of->c && !of->lossy
           ? of : NULL;
}

bool ir_each_alternative_has(const node *np, bool (*ok)(ir_word))
{
    const node *f = np && np->kind == N_OBJECT ? np->a : NULL;
    const node *alt = f && f->kind == N_FILTER && f->a ? f->a->a : NULL;
    if (!alt)
        return false;
    for (; alt; alt = alt->next) {
        bool has = false;
        for (const node *w = alt->kind == N_TRAITS && alt->a ? alt->a->a : NULL; w; w = w->next)
            has |= ok(ir_word_of(w));
        if (!has)
            return false;
    }
    return true;
}

/* A card type other than enchantment, or Equipment: never an Aura. */
static bool never_aura_word(ir_word k)
{
    return !k.negated && ((k.kind == IR_WORD_TYPE && k.value != IR_TYPE_ENCHANTMENT)
                          || (k.kind == IR_WORD_SUBTYPE && k.name && strcmp(k.name, "equipment") == 0));
}

bool ir_never_aura(const node *np)
{
    return ir_each_alternative_has(np, never_aura_word);
}

ir_choice ir_enters_choice_of(const node *s, unsigned *except)
{
    *except = 0;
    if (ir_cond_of(s) != IR_COND_AS || s->c || !s->a || !s->b)
        return IR_CHOICE_NONE;
    const node *e = s->a, *ch = s->b;
    ir_event ev;
    if (!ir_event_of(e, &ev) || ev != IR_EV_ENTERS || !e->a || e->a->kind != N_SELF
        || e->b || e->c || ir_verb_of(ch) != IR_VERB_CHOOSE || ch->a || ch->c || !ch->b)
        return IR_CHOICE_NONE;
    return ir_choice_except_of(ch->b, except);
}

unsigned ir_restrictions_of(const node *neg, ir_rule *out, unsigned max, const node **subject)
{
    const node *seq = neg && neg->kind == N_NEGATED && text_is(neg, "can't") && !neg->lossy ? neg->a : NULL;
    /* "can't attack, block, or crew Vehicles": none of them */
    if (!seq || seq->kind != N_SEQUENCE || seq->lossy || !seq->a
        || (ir_list_of(seq) != IR_LIST_PLAIN && ir_list_of(seq) != IR_LIST_OR))
        return 0;
    unsigned n = 0;
    *subject = seq->a->a ? seq->a->a->a : NULL;
    for (node *step = seq->a->a; step; step = step->next) {
        node one = *neg, alone;     /* "can't" said of this step alone */
        one.a = step;
        /* "block" of "attack, block, or crew Vehicles": the object written
         * after the last verb is that one's */
        if (step->next && (step->form & FORM_OBJECT_LATER) && step->b && !step->c) {
            alone = *step;
            alone.b = NULL;
            alone.form &= ~(unsigned)FORM_OBJECT_LATER;
            one.a = &alone;
        }
        if (n == max || step->kind != N_ACTION || step->lossy || !step->a || step->a != *subject)
            return 0;
        /* "crew Vehicles" (CR 702.122 of the current rules: tapped to pay a crew cost) */
        const node *w = ir_verb_of(step) == IR_VERB_CREW && !step->c && step->b && step->b->kind == N_OBJECT
                        && !step->b->b && !step->b->c && ir_det_of(step->b) == IR_DET_NONE ? ir_single_word(step->b) : NULL;
        if (w && text_is(w, "vehicle") && (w->form & FORM_S))
            out[n++] = IR_RULE_CANT_CREW;
        else if ((out[n++] = ir_restriction_of(&one)) == IR_RULE_NONE)
            return 0;
    }
    return n;
}

const node *ir_unless_mana_abilities_of(const node *st)
{
    const node *c = ir_cond_of(st) == IR_COND_UNLESS && !st->c && !st->lossy && st->b ? st->a : NULL;
    const node *w = c && c->kind == N_ACTION && ir_verb_of(c) == IR_VERB_IS && !c->c && !c->lossy && c->a
                    && c->a->kind == N_PRONOUN && c->b && c->b->kind == N_OBJECT && !c->b->b && !c->b->c
                    && ir_det_of(c->b) == IR_DET_NONE && c->b->a && c->b->a->kind == N_FILTER && !c->b->a->b
                    && c->b->a->a && c->b->a->a->a && !c->b->a->a->a->next && c->b->a->a->a->a
                    ? c->b->a->a->a->a->a : NULL;
    if (!w || !text_is(w, "mana") || !w->next || !text_is(w->next, "ability") || w->next->next)
        return NULL;
    /* the abilities that can't be activated: the statement's last step */
    const node *last = st->b->kind == N_SEQUENCE && st->b->a ? st->b->a->a : st->b;
    while (last && last->next)
        last = last->next;
    return last && ir_cant_activate_of(last) ? st->b : NULL;
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
    bool yard = false;
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
        ir_zone zone;
        ir_who whose;
        yard = last && ir_zone_phrase(from->a, &zone, &whose) && zone == IR_ZONE_GRAVEYARD && whose == IR_WHO_YOU;
        if (last && !yard && !(from->a && from->a->kind == N_ZONE && text_is(from->a, "top") && your_library(from->a->a)))
            return IR_TOP_NONE;
        plays[n++] = p;
    }
    return !n ? IR_TOP_NONE : yard ? IR_TOP_PLAY_GRAVEYARD : IR_TOP_PLAY;
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

int ir_untap_limit_of(const node *st, ir_who *who, const node **what)
{
    const node *a = st && st->kind == N_NEGATED && text_is(st, "can't") && !st->lossy ? st->a : NULL;
    const node *obj = a && a->kind == N_ACTION && !a->lossy && ir_verb_of(a) == IR_VERB_UNTAP && a->c ? a->b : NULL;
    const node *cnt = obj && obj->kind == N_OBJECT && !obj->lossy && obj->c && ir_cmp_op(obj->c) == IR_CMP_GT
                      ? obj->c->a : NULL;
    const node *m = cnt ? a->c->a : NULL;
    const node *whose = during_untap_step(m, false) ? m->a->a : NULL;
    *who = whose ? ir_players_of(a->a) : IR_WHO_NONE;
    /* "during their untap steps" of the players, "during your untap step" of you */
    bool theirs = *who == IR_WHO_ANY && whose->kind == N_PRONOUN && whose->refers == a->a;
    bool yours = *who == IR_WHO_YOU && ir_who_of(whose) == IR_WHO_YOU;
    int n = theirs || yours ? ir_number(cnt) : -1;
    if (n <= 0)
        return 0;
    *what = obj;
    return n;
}

const node *ir_must_attack_of(const node *st)
{
    const node *m = st && st->kind == N_ACTION && !st->lossy && !st->b && st->c ? st->c->a : NULL;
    if (ir_verb_of(st) != IR_VERB_ATTACK || !st->a || !m || m->kind != N_MODIFIER || !text_is(m, "each combat")
        || !m->next || m->next->kind != N_MODIFIER || !text_is(m->next, "if able") || m->next->next)
        return NULL;
    return st->a;
}

/* "X's activated abilities", "activated abilities of X" (S): X, or NULL
 * for another phrase. */
static const node *activated_abilities_of(const node *s)
{
    /* "X's activated abilities", "activated abilities of X" (one qualifier) */
    const node *f = s && s->kind == N_POSSESSIVE ? s->b : s && s->kind == N_OBJECT && !s->text && !s->b && !s->c ? s->a : NULL;
    const node *of = s && s->kind == N_OBJECT && f && f->b && f->b->a && !f->b->a->next && f->b->a->kind == N_QUALIFIER
                     && text_is(f->b->a, "of") ? f->b->a->a : NULL;
    /* (a qualifier of the possessive's abilities, "with {T} in their costs",
     * is a rule for some of them only: none is read here) */
    const node *t = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next
                    && ((s->kind == N_POSSESSIVE && !f->b) || of) ? f->a->a : NULL;
    const node *w = t && t->a ? t->a->a : NULL;     /* its one traits' words */
    const node *whose = s && s->kind == N_POSSESSIVE ? s->a : of;
    /* "enchanted creature's activated abilities": the pronoun's noun is
     * the word "creature's" (its "'s" in its range) and the abilities */
    const node *pf = s && s->kind == N_PRONOUN && !s->refers && ir_pronoun_of(s) != IR_PRON_OTHER ? s->a : NULL;
    const node *pt = pf && pf->kind == N_FILTER && !pf->b && pf->a && pf->a->a && !pf->a->a->next ? pf->a->a : NULL;
    const node *owner = pt && !pt->b && pt->a ? pt->a->a : NULL;
    if (owner && owner->text && (size_t)(owner->range.end - owner->range.begin) == strlen(owner->text) + 2) {
        w = owner->next;
        whose = s;
    }
    if (!w || !whose || !text_is(w, "activated") || !w->next || !text_is(w->next, "ability") || w->next->next)
        return NULL;
    return whose;
}

const node *ir_cant_activate_of(const node *neg)
{
    const node *a = neg && neg->kind == N_NEGATED && text_is(neg, "can't") && !neg->lossy ? neg->a : NULL;
    return a && a->kind == N_ACTION && !a->lossy && !a->b && !a->c && text_is(a, "activated")
           && (a->form & FORM_PASSIVE) ? activated_abilities_of(a->a) : NULL;
}

/* Does the action A give enchanted creature protection ("Enchanted
 * creature gets +2/+2 and has protection from all colors")? */
static bool gives_enchanted_protection(const node *a)
{
    if (a && a->kind == N_SEQUENCE) {
        for (const node *s = a->a ? a->a->a : NULL; s; s = s->next)
            if (gives_enchanted_protection(s))
                return true;
        return false;
    }
    if (!a || a->kind != N_ACTION || a->lossy || ir_verb_of(a) != IR_VERB_HAVE || !a->a || a->a->kind != N_PRONOUN
        || ir_pronoun_of(a->a) != IR_PRON_ENCHANTED || !a->b || a->b->kind != N_LIST || a->c)
        return false;
    for (const node *k = a->b->a; k; k = k->next)
        if (ir_keyword_protection(k))
            return true;
    return false;
}

/* "This effect" (S): the pronoun "this" and the one word "effect". */
static bool this_effect(const node *s)
{
    const node *w = s && s->kind == N_PRONOUN && text_is(s, "this") && !s->refers ? ir_single_word(s->a) : NULL;
    return w && text_is(w, "effect") && !(w->form & FORM_S);
}

ir_keeps ir_doesnt_remove_of(const node *neg, const node *before)
{
    const node *a = neg && neg->kind == N_NEGATED && !neg->lossy && meaning_word(neg) == FX_W_DONT ? neg->a : NULL;
    if (!a || a->kind != N_ACTION || a->lossy || a->c || ir_verb_of(a) != IR_VERB_REMOVE || !before
        || before->next != neg || !gives_enchanted_protection(before) || !this_effect(a->a))
        return IR_KEEPS_NONE;
    const node *o = a->b;
    if (o && o->kind == N_SELF)
        return IR_KEEPS_SELF;
    const node *aura = o && o->kind == N_OBJECT && !o->text && !o->b && !o->c ? ir_single_word(o) : NULL;
    return aura && text_is(aura, "aura") && (aura->form & FORM_S) ? IR_KEEPS_AURAS : IR_KEEPS_NONE;
}

bool ir_cost_floor_of(const node *neg, const node *before)
{
    const node *a = neg && neg->kind == N_NEGATED && !neg->lossy && meaning_word(neg) == FX_W_CANT ? neg->a : NULL;
    if (!a || a->kind != N_ACTION || a->lossy || !text_is(a, "reduce") || !this_effect(a->a) || !before
        || before->next != neg)
        return false;
    const node *spells, *mana;
    int sign;
    ir_object_rule r = ir_object_rule_of(before, &spells, &mana, &sign, NULL);
    if (r != IR_ORULE_ABILITY_COST || sign >= 0)
        return false;
    /* "the mana in that cost": "mana", in "that cost" */
    const node *o = a->b;
    const node *f = o && o->kind == N_PRONOUN && text_is(o, "the") && !o->lossy ? o->a : NULL;
    const node *t = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && !f->a->a->b ? f->a->a : NULL;
    const node *q = f && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *that = q && q->kind == N_QUALIFIER && text_is(q, "in") && !q->b ? q->a : NULL;
    const node *cost = that && that->kind == N_PRONOUN && text_is(that, "that") ? ir_single_word(that->a) : NULL;
    if (!t || !t->a || !t->a->a || t->a->a->next || !text_is(t->a->a, "mana") || !cost || !text_is(cost, "cost"))
        return false;
    /* "to less than one mana" */
    const node *m = a->c ? a->c->a : NULL;
    const node *lt = m && !m->next && m->kind == N_MODIFIER && text_is(m, "to mana") ? m->a : NULL;
    return lt && lt->kind == N_COMPARE && ir_cmp_op(lt) == IR_CMP_LT && lt->a && ir_number(lt->a) == 1;
}

bool ir_cost_colored_only_of(const node *st, const node *before)
{
    if (!st || st->kind != N_ACTION || st->lossy || !text_is(st, "reduce") || !this_effect(st->a) || st->c
        || !st->b || st->b->kind != N_WORD || !text_is(st->b, "only the amount of colored mana you pay")
        || !before || before->next != st)
        return false;
    const node *spells, *mana;
    int sign;
    return ir_object_rule_of(before, &spells, &mana, &sign, NULL) == IR_ORULE_COST && sign < 0 && mana;
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

bool ir_self_enters_of(const node *s, const node **cond, bool *unless, const node **action)
{
    *cond = NULL;
    *unless = false;
    ir_cond c = ir_cond_of(s);
    if ((c == IR_COND_UNLESS || c == IR_COND_IF) && !s->c && s->b) {
        *cond = s->a;
        *unless = c == IR_COND_UNLESS;
        s = s->b;
    }
    *action = s;
    /* "Test enters ...", "If Test was kicked, it enters ..." */
    bool self = s->kind == N_ACTION && s->a
                && (s->a->kind == N_SELF || (s->a->kind == N_PRONOUN && s->a->refers && s->a->refers->kind == N_SELF));
    if (self && !*cond && meaning_verb(s) == FX_VERB_ESCAPE && !s->b && s->c && !s->lossy) {
        *cond = s;      /* "Test escapes with ...": it enters so if it escaped (CR 702.138c) */
        return true;
    }
    ir_event e;
    return self && ir_event_of(s, &e) && e == IR_EV_ENTERS && !s->b && s->c;
}

const node *ir_self_enters_and_rule_of(const node *s)
{
    const node *first = s && s->kind == N_SEQUENCE && !s->lossy && s->a ? s->a->a : NULL;
    const node *rule = first ? first->next : NULL, *cond, *action;
    bool unless;
    if (!rule || rule->next || !rule->join || strcmp(rule->join, "and") != 0 || rule->kind != N_NEGATED || rule->lossy
        || !rule->a || rule->a->kind != N_ACTION || !ir_self_enters_of(first, &cond, &unless, &action) || cond
        || !rule->a->a || rule->a->a->kind != first->a->kind)
        return NULL;
    return first;
}

const node *ir_enters_optional_of(arena *a, const node *s)
{
    if (s && s->kind == N_OPTIONAL && text_is(s, "may") && !s->lossy)
        s = s->a;
    const node *you = s && s->kind == N_ACTION && ir_verb_of(s) == IR_VERB_HAVE && !s->lossy ? s->a : NULL;
    const node *self = you && you->kind == N_PLAYER && text_is(you, "you") ? s->b : NULL;
    const node *enter = self && (self->kind == N_SELF || (self->kind == N_PRONOUN && self->refers && self->refers->kind == N_SELF))
                        && s->c && s->c->a && !s->c->a->next ? s->c->a : NULL;
    ir_event e;
    if (!enter || enter->kind != N_ACTION || enter->a || enter->b || !enter->c || enter->lossy || !ir_event_of(enter, &e)
        || e != IR_EV_ENTERS)
        return NULL;
    for (const node *m = enter->c->a; m; m = m->next)     /* "tapped", "with ... counters on it": not "as a copy of" */
        if (ir_prep_of(m) != IR_PREP_WITH && ir_prep_of(m) != IR_PREP_ON && ir_prep_of(m) != IR_PREP_TAPPED)
            return NULL;
    node *made = arena_alloc(a, sizeof *made), *subject = arena_alloc(a, sizeof *subject);
    *made = *enter;             /* "~ enters ...", its subject the one had enter */
    *subject = *self;
    subject->next = NULL;
    made->a = subject;
    made->next = NULL;
    return made;
}

bool ir_keyword_protection(const node *k)
{
    return k && k->kind == N_KEYWORD && text_is(k, "protection") && k->a;
}

ir_kw_ability ir_keyword_rule(const node *k)
{
    ir_kw_ability ka = ir_kw_ability_of(k);
    return (ka == IR_KA_BANDING || ka == IR_KA_PHASING) && !k->a && !k->b ? ka : IR_KA_NONE;
}

const node *ir_pt_choice_of(const node *obj)
{
    if (!obj || obj->kind != N_LIST || !text_is(obj, "or") || !obj->a || !obj->a->next || obj->lossy)
        return NULL;
    int p, t;
    for (const node *i = obj->a; i; i = i->next)
        if (!ir_pt_change_of(i, &p, &t))
            return NULL;
    return obj->a;
}

/* The first of the keywords of LIST, "first strike, vigilance, or lifelink"
 * (two or more, no parameter); NULL for another list. */
static const node *keywords_or(const node *list)
{
    if (!list || list->kind != N_LIST || !list->a || !list->a->next || list->b || list->lossy)
        return NULL;
    for (const node *i = list->a; i; i = i->next)
        if (i->kind != N_KEYWORD || !i->text || i->a || i->b || i->lossy)
            return NULL;
    return list->a;
}

const node *ir_keyword_choice_of(const node *k)
{
    if (k && k->kind == N_PRONOUN && k->refers && ir_list_of(k->refers) == IR_LIST_OR)
        return keywords_or(k->refers);      /* "that ability" after "choose hexproof or indestructible" */
    if (!k || k->kind != N_MODIFIER || !text_is(k, "your choice of") || !k->a || k->a->kind != N_LIST)
        return NULL;
    return keywords_or(k->a);
}

const node *ir_ability_choice_of(const node *act)
{
    const node *gain = act && act->kind == N_ACTION && meaning_verb(act) == FX_VERB_CHOOSE && !act->c && !act->lossy
                       && ir_list_of(act->b) == IR_LIST_OR ? act->next : NULL;
    if (!gain || gain->kind != N_ACTION || meaning_verb(gain) != FX_VERB_GAIN || !gain->b
        || gain->b->kind != N_PRONOUN || gain->b->refers != act->b)
        return NULL;
    return keywords_or(act->b);
}

/* A number of modes written as a word ("one", "two"): it, or -1. */
static int modes_number(const node *n)
{
    return n && n->kind == N_AMOUNT && n->text && !n->a && !n->b && !n->lossy ? syn_number(n->text) : -1;
}

/* The amount AMOUNT of a CDA's "equal to AMOUNT" (its object: "equal to"
 * is the verb's, or a comparison "= AMOUNT"), "N plus AMOUNT" or "AMOUNT
 * plus N" with *PLUS the N; NULL for another. */
static const node *cda_amount(const node *obj, int *plus)
{
    if (obj && obj->kind == N_COMPARE && text_is(obj, "=") && !obj->b)
        obj = obj->a;
    *plus = 0;
    if (!obj || obj->kind == N_COMPARE)
        return NULL;
    const node *x = obj->kind == N_LIST && text_is(obj, "plus") ? obj->a : NULL, *y = x ? x->next : NULL;
    if (!y || y->next)
        return obj;     /* an amount as any other ("the number of ...") */
    if (modes_number(x) >= 0 && modes_number(y) < 0) {    /* "1 plus the number of ..." */
        *plus = modes_number(x);
        return y;
    }
    if (modes_number(y) >= 0 && modes_number(x) < 0) {    /* "that number plus 1" */
        *plus = modes_number(y);
        return x;
    }
    return obj;
}

/* ST "~'s power (toughness, power and toughness) is equal to ...": which
 * it defines in *POWER, *TOUGHNESS, the amount, *PLUS; NULL for another. */
static const node *cda_part(const node *st, bool *power, bool *toughness, int *plus)
{
    const node *subj = st && st->kind == N_ACTION && ir_verb_of(st) == IR_VERB_IS && !st->c && !st->lossy
                       ? st->a : NULL;
    const node *whose = subj && subj->kind == N_POSSESSIVE ? subj->a : NULL;
    if (!whose || !(whose->kind == N_SELF || (whose->kind == N_PRONOUN && whose->refers
                                              && whose->refers->kind == N_SELF)) || !subj->b)
        return NULL;
    *power = text_is(subj->b, "power") || text_is(subj->b, "power and toughness");
    *toughness = text_is(subj->b, "toughness") || text_is(subj->b, "power and toughness");
    return *power || *toughness ? cda_amount(st->b, plus) : NULL;
}

bool ir_cda_of(const node *st, ir_cda *out)
{
    *out = (ir_cda){ 0 };
    int plus;
    bool p, t;
    if (st && st->kind == N_SEQUENCE && !st->lossy) {
        /* "~'s power is equal to AMOUNT and its toughness is equal to that number plus 1" */
        const node *first = st->a ? st->a->a : NULL, *second = first ? first->next : NULL;
        const node *a = first ? cda_part(first, &p, &t, &plus) : NULL;
        if (!a || !p || t || !second || second->next || text_is(a, "that number"))
            return false;
        out->amount = a;
        out->power = true;
        out->power_plus = plus;
        const node *b = cda_part(second, &p, &t, &plus);
        if (!b || p || !t || b->kind != N_AMOUNT || !text_is(b, "that number") || b->a || b->b)
            return false;
        out->toughness = true;
        out->toughness_plus = plus;
        return true;
    }
    const node *a = cda_part(st, &p, &t, &plus);
    if (!a || text_is(a, "that number"))
        return false;
    *out = (ir_cda){ .amount = a, .power = p, .toughness = t, .power_plus = p ? plus : 0,
                     .toughness_plus = t ? plus : 0 };
    return true;
}

static bool quoted_defines_pt(const node *k)
{
    const node *ab = k && k->kind == N_QUOTED && k->granted && k->granted->kind == AB_STATIC ? k->a : NULL;
    const node *st = ab && ab->kind == N_ABILITY && ab->b && ab->b->kind == N_LIST ? ab->b->a : NULL;
    ir_cda cda;
    return st && !st->next && ir_cda_of(st, &cda) && cda.power && cda.toughness;
}

static bool list_defines_pt(const node *list)
{
    for (const node *k = list && list->kind == N_LIST ? list->a : list; k; k = list->kind == N_LIST ? k->next : NULL)
        if (quoted_defines_pt(k))
            return true;
    return false;
}

bool ir_token_defines_pt(const node *obj, const node *has)
{
    const node *f = obj && obj->kind == N_OBJECT ? obj->a : NULL;
    for (const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL; q; q = q->next)
        if (ir_qual_of(q) == IR_QUAL_WITH && list_defines_pt(q->a))
            return true;
    return list_defines_pt(has);
}

bool ir_modes_range(const node *head, unsigned nmodes, int *min, int *max)
{
    const node *k = head && head->kind == N_MODAL && !head->lossy ? head->a : NULL;
    const node *first = k && k->kind == N_LIST && text_is(k, "or") ? k->a : NULL;
    *min = *max = -1;
    if (modes_number(k) >= 1) {                         /* "Choose two —" */
        *min = *max = modes_number(k);
    } else if (first && first->next && !first->next->next && modes_number(first) == 1
               && first->next->kind == N_WORD && text_is(first->next, "both")) {   /* "one or both" */
        *min = 1;
        *max = 2;
    } else if (first && first->next && !first->next->next && modes_number(first) >= 1
               && modes_number(first->next) > modes_number(first)) {    /* "one or two" */
        *min = modes_number(first);
        *max = modes_number(first->next);
    } else if (k && k->kind == N_COMPARE && k->text && modes_number(k->a) >= 1) {
        if (text_is(k, ">=")) {               /* "one or more" */
            *min = modes_number(k->a);
            *max = (int)nmodes;
        } else if (text_is(k, "<=")) {        /* "up to one" */
            *min = 0;
            *max = modes_number(k->a);
        }
    } else if (k && k->kind == N_AMOUNT && text_is(k, "any number") && !k->a) {
        *min = 0;                                       /* "any number" */
        *max = (int)nmodes;
    }
    return *min >= 0 && *max >= *min && *max >= 1 && (unsigned)*max <= nmodes;
}

/* "as you cast this spell", the one modifier of C: C without it; C if it
 * has no modifier; NULL for another modifier. */
static const node *as_cast(arena *a, const node *c)
{
    const node *m = c && c->kind == N_ACTION && c->c && c->c->kind == N_LIST ? c->c->a : NULL;
    if (!m)
        return c && c->kind == N_ACTION && !c->c ? c : NULL;
    const node *cast = m->kind == N_MODIFIER && text_is(m, "as") && !m->next && !m->b && !m->lossy ? m->a : NULL;
    if (!cast || ir_verb_of(cast) != IR_VERB_CAST || cast->c || cast->lossy || !cast->a || cast->a->kind != N_PLAYER
        || !text_is(cast->a, "you") || !cast->b || cast->b->kind != N_SELF)
        return NULL;
    node *plain = arena_alloc(a, sizeof *plain);
    *plain = *c;
    plain->c = plain->next = NULL;
    return plain;
}

const node *ir_more_modes_of(arena *a, const node *head, unsigned nmodes, int *max)
{
    const node *s = head && head->kind == N_MODAL && !head->lossy ? head->next : NULL;
    const node *then = s && s->kind == N_CONDITIONAL && text_is(s, "if") && !s->c && !s->lossy ? s->b : NULL;
    bool may = then && then->kind == N_OPTIONAL && !then->lossy;
    const node *act = may ? then->a : then;
    if (!act || act->kind != N_ACTION || !text_is(act, "choose modes") || act->lossy || !act->b)
        return NULL;
    const node *mods = act->c && act->c->kind == N_LIST ? act->c->a : NULL;
    bool instead = mods && !mods->next && mods->kind == N_MODIFIER && text_is(mods, "instead");
    if (may == instead || (act->c && !instead))
        return NULL;    /* "you may choose both", "choose any number instead" */
    *max = act->b->kind == N_WORD && text_is(act->b, "both") ? 2
         : act->b->kind == N_AMOUNT && text_is(act->b, "any number") && !act->b->a ? (int)nmodes
         : modes_number(act->b);
    return *max >= 1 && (unsigned)*max <= nmodes ? as_cast(a, s->a) : NULL;
}

const node *ir_modes_repeat_of(const node *head, int *times)
{
    int min, max;
    const node *s = head && head->kind == N_MODAL && !head->lossy ? head->next : NULL;
    const node *act = s && s->kind == N_OPTIONAL && text_is(s, "may") && !s->lossy && !s->next ? s->a : NULL;
    if (!act || act->kind != N_ACTION || !text_is(act, "choose") || act->lossy || ir_who_of(act->a) != IR_WHO_YOU
        || !act->b || act->b->kind != N_PRONOUN || !text_is(act->b, "the same") || !act->c || act->c->kind != N_LIST)
        return NULL;
    const node *mode = ir_single_word(act->b->a), *m = act->c->a;
    if (!mode || !text_is(mode, "mode") || !m || m->next || m->kind != N_MODIFIER || !text_is(m, "more than once")
        || m->a || m->b)
        return NULL;
    /* a number of modes, not a range: "Choose three." */
    if (!ir_modes_range(head, 16, &min, &max) || min != max || min < 2)
        return NULL;
    *times = max;
    return s;
}

/* "this spell" */
static bool this_spell(const node *n)
{
    return n && n->kind == N_SELF && n->a && text_is(ir_single_word(n->a), "spell") && !n->lossy;
}

/* "This spell has flash" (CR 702.8a: you may cast it any time you could
 * cast an instant) */
static bool spell_has_flash(const node *st)
{
    return st && st->kind == N_ACTION && ir_verb_of(st) == IR_VERB_HAVE && !st->c && !st->lossy && this_spell(st->a)
           && one_keyword(st->b) == IR_KW_FLASH;
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

const node *ir_cast_as_flash_more_of(const node *st, const node **mana)
{
    const node *pay = ir_cond_of(st) == IR_COND_IF && st->b && !st->c ? st->a : NULL;
    const node *m = pay && pay->kind == N_ACTION && text_is(pay, "pay more") && ir_who_of(pay->a) == IR_WHO_YOU
                    && plain_mana(pay->b) && !pay->lossy && pay->c && pay->c->a && !pay->c->a->next ? pay->c->a : NULL;
    /* "to cast it": the card itself */
    const node *cast = m && m->kind == N_MODIFIER && text_is(m, "to") && !m->b && ir_verb_of(m->a) == IR_VERB_CAST
                       && !m->a->a && !m->a->c && m->a->b && m->a->b->kind == N_PRONOUN && m->a->b->refers
                       && m->a->b->refers->kind == N_SELF ? ir_cast_as_flash_of(st->b) : NULL;
    if (!cast || cast->b->kind != N_SELF)
        return NULL;
    *mana = pay->b;
    return cast;
}

bool ir_cast_self_as_flash(const node *st)
{
    const node *mana, *cast = ir_cast_as_flash_more_of(st, &mana);
    if (!cast && (ir_cond_of(st) == IR_COND_IF || ir_cond_of(st) == IR_COND_AS_LONG_AS) && st->a && st->b && !st->c)
        st = st->b;     /* "If you control a creature with power 4 or greater, you may ..." */
    if (!cast)
        cast = ir_cast_as_flash_of(st);
    return (cast && cast->b->kind == N_SELF) || spell_has_flash(st);
}

const node *ir_flash_cast_of(arena *a, const node *st, const node **mana)
{
    *mana = NULL;
    const node *cast = ir_cast_as_flash_more_of(st, mana);
    if (cast || (cast = ir_cast_as_flash_of(st)) != NULL || !spell_has_flash(st))
        return cast;
    node *you_cast = arena_alloc(a, sizeof *you_cast);     /* "This spell has flash": you may cast it so */
    *you_cast = (node){ .kind = N_ACTION, .b = st->a, .range = st->range };
    return you_cast;
}

/* The modifier "to activate" with nothing after "activate". */
static bool to_activate(const node *m)
{
    return m && m->kind == N_MODIFIER && text_is(m, "to") && !m->b && m->a && m->a->kind == N_ACTION
           && text_is(m->a, "activate") && !m->a->a && !m->a->b && !m->a->c;
}

/* "This NOUN costs {N} less to VERB for each OBJECT": the objects, the
 * mana in *MANA; NULL for another statement. */
static const node *cost_each(const node *st, const node **mana, const char *noun, bool activate)
{
    const node *m = st && st->kind == N_ACTION && !st->lossy && text_is(st, "cost less") && st->c ? st->c->a : NULL;
    const node *self = st ? st->a : NULL, *each = m ? m->next : NULL;
    if (!self || self->kind != N_SELF || !self->a || !text_is(ir_single_word(self->a), noun)
        || !plain_mana(st->b) || !(activate ? to_activate(m) : to_cast(m)) || ir_prep_of(each) != IR_PREP_FOR_EACH
        || each->next || !each->a || each->a->kind != N_OBJECT)
        return NULL;
    /* "for each +1/+1 counter on creatures you control" counts counters, not objects */
    const node *f = each->a->a;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && f->a->a->a ? f->a->a->a->a : NULL;
    if (w && w->kind == N_WORD && (ir_counter_kind(w) || ir_any_counter(w)))
        return NULL;
    *mana = st->b;
    return each->a;
}

const node *ir_self_cost_each_of(const node *st, const node **mana)
{
    return cost_each(st, mana, "spell", false);
}

const node *ir_ability_cost_each_of(const node *st, const node **mana)
{
    return cost_each(st, mana, "ability", true);
}

bool ir_self_cost_per_target_of(const node *st, const node **mana)
{
    const node *m = st && st->kind == N_ACTION && !st->lossy && text_is(st, "cost more") && st->c ? st->c->a : NULL;
    const node *self = st ? st->a : NULL, *beyond = m ? m->next : NULL;
    if (!self || self->kind != N_SELF || !self->a || !text_is(ir_single_word(self->a), "spell")
        || !plain_mana(st->b) || !to_cast(m) || !beyond || beyond->next || beyond->kind != N_MODIFIER
        || !text_is(beyond, "for each target beyond the first") || beyond->a || beyond->b || beyond->lossy)
        return false;
    *mana = st->b;
    return true;
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

const node *ir_self_cost_x_of(const card *c, const node *st)
{
    const node *m = st && st->kind == N_ACTION && !st->lossy && text_is(st, "cost less") && st->c ? st->c->a : NULL;
    const node *self = st ? st->a : NULL, *where = m ? m->next : NULL;
    const node *x = st ? st->b : NULL;
    if (!self || self->kind != N_SELF || !self->a || !text_is(ir_single_word(self->a), "spell") || !x
        || x->kind != N_MANA || x->a || x->lossy || !to_cast(m) || !where || where->next || where->kind != N_MODIFIER
        || !text_is(where, "where") || !where->a || where->lossy)
        return NULL;
    /* the mana is exactly "{X}" */
    src_range r = x->range;
    return r.end - r.begin == 3 && strncmp(c->src->text + r.begin, "{X}", 3) == 0 ? where->a : NULL;
}

const node *ir_self_cost_if_of(const node *st, const node **mana)
{
    return st && ir_cond_of(st) == IR_COND_IF && st->a && st->b && !st->c && !st->lossy && ir_self_cost_of(st->b, mana)
           ? st->a : NULL;
}


const node *ir_cast_only_of(const node *st, bool *negated)
{
    *negated = false;
    if (st && st->kind == N_MODIFIER && text_is(st, "cast only") && st->a && !st->a->next && !st->b && !st->lossy
        && (st->a->kind == N_STEP || st->a->kind == N_ACTION))
        return st->a;       /* "Cast this spell only during combat" */
    /* "Cast this spell only during combat before (after) blockers are
     * declared": "cast only" with the two joined; the last of them
     * (ir_blockers_declared_of) */
    bool after;
    const node *j = st && st->kind == N_MODIFIER && text_is(st, "cast only") && st->a && st->a->kind == N_LIST
                    && !st->a->next && !st->b && !st->lossy ? st->a->a : NULL;
    if (j && j->kind == N_STEP && text_is(j, "combat") && !j->a && j->next && !j->next->next
        && ir_blockers_declared_of(j->next, &after))
        return j->next;
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

/* Is N the card itself, by name or by a pronoun for it? */
static bool is_self(const node *n)
{
    return n && (n->kind == N_SELF || (n->kind == N_PRONOUN && n->refers && n->refers->kind == N_SELF));
}

int ir_is_colors_of(const node *a)
{
    if (!a || a->kind != N_ACTION || a->lossy || ir_verb_of(a) != IR_VERB_IS || a->c || !a->b || a->b->kind != N_WORD)
        return -1;
    ir_word w = ir_word_of(a->b);
    return w.negated ? -1 : w.kind == IR_WORD_COLOR ? (int)(1u << w.value) : w.kind == IR_WORD_COLORLESS ? 0 : -1;
}

bool ir_exert_as_attacks_of(const node *st)
{
    const node *a = st && st->kind == N_OPTIONAL && text_is(st, "may") && !st->lossy ? st->a : NULL;
    const node *m = a && a->kind == N_ACTION && !a->lossy && ir_verb_of(a) == IR_VERB_EXERT && ir_who_of(a->a) == IR_WHO_YOU
                    && is_self(a->b) && a->c ? a->c->a : NULL;
    const node *e = m && !m->next && m->kind == N_MODIFIER && text_is(m, "as") && !m->lossy ? m->a : NULL;
    ir_event ev;
    return e && e->kind == N_ACTION && !e->lossy && is_self(e->a) && !e->b && !e->c && ir_event_of(e, &ev)
           && ev == IR_EV_ATTACKS;
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

/* Is NP cards of no determiner "in graveyards" ("in graveyards and
 * libraries"), and of no other zone? */
static bool in_graveyards_or_libraries(const node *np)
{
    const node *f = np->kind == N_OBJECT && !np->text && !np->b && !np->c && !np->lossy ? np->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *z = q && q->kind == N_QUALIFIER && text_is(q, "in") && !q->b && q->a && q->a->kind == N_OBJECT
                    && !q->a->text && !q->a->b && !q->a->c ? q->a->a : NULL;
    if (!z || z->kind != N_FILTER || z->b || !z->a)
        return false;
    for (const node *alt = z->a->a; alt; alt = alt->next) {
        const node *w = alt->a ? alt->a->a : NULL;
        if (!w || w->next || alt->b || !(w->form & FORM_S) || !(text_is(w, "graveyard") || text_is(w, "library")))
            return false;
    }
    return true;
}

ir_object_rule ir_object_rule_of(const node *st, const node **subject, const node **mana, int *sign,
                                 const node **count)
{
    *mana = NULL;
    *sign = 0;
    if (count)
        *count = NULL;
    bool cant = st && st->kind == N_NEGATED && text_is(st, "can't") && !st->lossy;
    const node *a = cant ? st->a : st;
    const node *whose = a && a->kind == N_ACTION && !cant ? activated_abilities_of(a->a) : NULL;
    if (!a || a->kind != N_ACTION || a->lossy || !a->a || (a->a->kind != N_OBJECT && !whose))
        return IR_ORULE_NONE;
    *subject = whose ? whose : a->a;
    if (cant && text_is(a, "enter the battlefield") && !a->b && !a->c)
        return in_graveyards_or_libraries(a->a) ? IR_ORULE_CANT_ENTER : IR_ORULE_NONE;
    if (cant)
        return ir_verb_of(a) == IR_VERB_COUNTERED && !a->b && !a->c ? IR_ORULE_CANT_BE_COUNTERED : IR_ORULE_NONE;
    bool more = text_is(a, "cost more"), less = text_is(a, "cost less");
    /* "... cost {1} more to cast": mana symbols alone, and nothing after
     * "to cast" but (COUNT given) "for each OBJECT" or ", where X is ..." */
    const node *m = a->c ? a->c->a : NULL;
    const node *paid = a->b;
    if (less && paid && paid->kind == N_COMPARE && (paid->form & FORM_UP_TO) && !paid->b && !paid->lossy)
        paid = paid->a;     /* "cost up to {2} less": the player takes the whole reduction (CR 601.2f) */
    const node *extra = m ? m->next : NULL;
    if ((!more && !less) || !plain_mana(paid) || !(whose ? to_activate(m) : to_cast(m))
        || (extra && (!count || extra->next)))
        return IR_ORULE_NONE;
    if (extra && ir_prep_of(extra) == IR_PREP_FOR_EACH && extra->a && extra->a->kind == N_OBJECT && !extra->lossy)
        *count = extra->a;
    else if (extra && extra->kind == N_MODIFIER && text_is(extra, "where") && extra->a && !extra->b && !extra->lossy)
        *count = extra;
    else if (extra)
        return IR_ORULE_NONE;
    *mana = paid;
    *sign = more ? 1 : -1;
    return whose ? IR_ORULE_ABILITY_COST : IR_ORULE_COST;
}

const char *ir_static_shape_name(const node *st)
{
    ir_cond c = ir_cond_of(st);
    if (c == IR_COND_IF && st->a && st->a->kind == N_MODIFIER && text_is(st->a, "would") && st->b)
        return st->b->kind == N_ACTION && text_is(st->b, "prevent") ? "this prevention effect"
                                                                   : "this replacement effect";
    if (c == IR_COND_AS)
        return "this 'as' replacement effect";
    const node *subject = st && st->kind == N_OPTIONAL && text_is(st, "may") && st->a && st->a->kind == N_ACTION
                          ? st->a->a : NULL;
    if (!subject || ir_who_of(subject) != IR_WHO_YOU)
        return NULL;
    for (const node *m = st->a->c ? st->a->c->a : NULL; m; m = m->next)
        if (m->kind == N_MODIFIER && text_is(m, "rather than"))
            return "this alternative cost";     /* "You may pay {1} rather than pay the mana cost for ..." */
    return "this permission";
}

node *ir_no_enter_triggers_of(arena *a, const node *st)
{
    const node *c = st && st->kind == N_NEGATED && text_is(st, "don't") && !st->lossy ? st->a : NULL;
    const node *s = c && c->kind == N_ACTION && text_is(c, "cause") && !c->lossy ? c->a : NULL;
    const node *f = s && s->kind == N_OBJECT && !s->text && !s->c && !s->lossy ? s->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *ab = c ? c->b : NULL, *to = c && c->c ? c->c->a : NULL;
    const node *w = ab && ab->kind == N_OBJECT && !ab->text && !ab->b && !ab->c && ab->a && ab->a->kind == N_FILTER
                    && !ab->a->b ? ir_single_word(ab) : NULL;
    if (!q || q->kind != N_QUALIFIER || !text_is(q, "entering the battlefield") || q->a || !w || !text_is(w, "ability")
        || !to || to->next || to->kind != N_MODIFIER || !text_is(to, "to") || !to->a || to->a->kind != N_ACTION
        || !text_is(to->a, "trigger") || to->a->a || to->a->b || to->a->c)
        return NULL;
    node *filter = node_new(a, N_FILTER, f->range), *objects = node_new(a, N_OBJECT, s->range);
    *filter = *f;
    filter->b = NULL;           /* "creatures", without "entering the battlefield" */
    *objects = *s;
    objects->a = filter;
    return objects;
}

/* ---- types among a set of objects (Delirium, Domain) ------------------ */

const node *ir_types_among(const node *np, ir_types *kind)
{
    *kind = IR_TYPES_NONE;
    const node *f = np && np->kind == N_OBJECT && !np->b ? np->a : NULL;
    const node *t = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *q = f && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    if (!t || !q || q->kind != N_QUALIFIER || !text_is(q, "among") || !q->a || q->a->kind != N_OBJECT)
        return NULL;
    const node *w = t->a ? t->a->a : NULL;     /* "card types", "basic land types" */
    if (w && w->kind == N_WORD && text_is(w, "card") && w->next && text_is(w->next, "type") && !w->next->next)
        *kind = IR_TYPES_CARD;
    else if (w && w->kind == N_WORD && text_is(w, "basic") && w->next && text_is(w->next, "land") && w->next->next
             && text_is(w->next->next, "type") && !w->next->next->next)
        *kind = IR_TYPES_BASIC_LAND;
    else if (w && w->kind == N_WORD && (text_is(w, "color") || text_is(w, "colors")) && !w->next)
        /* "for each color among ...", "the number of colors among ..." */
        *kind = IR_TYPES_COLOR;
    return *kind == IR_TYPES_NONE ? NULL : q->a;
}

const char *ir_types_name(ir_types kind)
{
    return kind == IR_TYPES_CARD ? "card_type" : kind == IR_TYPES_COLOR ? "color" : "basic_land_type";
}

/* ---- counters that can't be put ----------------------------------------- */

const node *ir_no_counters_of(const node *st, const char **kind, bool *players)
{
    const node *a = st && st->kind == N_NEGATED && text_is(st, "can't") && !st->lossy ? st->a : NULL;
    const node *obj = a && a->kind == N_ACTION && !a->lossy && a->a && !a->c ? a->b : NULL;
    const node *f = obj && obj->kind == N_OBJECT && !obj->b && !obj->c && ir_det_of(obj) == IR_DET_NONE ? obj->a : NULL;
    const node *t = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *w = t && t->a ? t->a->a : NULL, *q = f && f->b ? f->b->a : NULL;
    if (!w)
        return NULL;
    *players = ir_players_of(a->a) != IR_WHO_NONE;
    /* "... put on it (them)": on the subject itself */
    const node *on = q && !q->next && q->kind == N_QUALIFIER && text_is(q, "put") && q->a && ir_prep_of(q->a) == IR_PREP_ON
                     && !q->a->next ? q->a->a : NULL;
    bool itself = on && on->kind == N_PRONOUN && on->refers == a->a;
    if (*players ? ir_verb_of(a) != IR_VERB_GET || q : ir_verb_of(a) != IR_VERB_HAVE || !itself)
        return NULL;
    *kind = ir_any_counter(w) ? NULL : ir_counter_kind(w);
    return ir_any_counter(w) || *kind ? a->a : NULL;
}

const node *ir_cant_have_keywords_of(const node *neg)
{
    const node *a = neg && neg->kind == N_NEGATED && text_is(neg, "can't") && !neg->lossy ? neg->a : NULL;
    const node *k = a && a->kind == N_ACTION && !a->lossy && a->a && !a->c && text_is(a, "have or gain") ? a->b : NULL;
    for (const node *i = k && k->kind == N_LIST ? k->a : k; i; i = k->kind == N_LIST ? i->next : NULL)
        if (i->kind != N_KEYWORD || i->a || i->b)
            return NULL;    /* a plain keyword: no protection's quality, no cost */
    return k;
}

const node *ir_also_subtypes_of(const node *st)
{
    const node *m = st && st->kind == N_ACTION && !st->lossy && st->a && !st->c && ir_verb_of(st) == IR_VERB_IS ? st->b : NULL;
    const node *np = m && m->kind == N_MODIFIER && text_is(m, "also") && !m->next ? m->a : NULL;
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c && ir_det_of(np) == IR_DET_A ? np->a : NULL;
    if (!f || f->kind != N_FILTER || f->b || !f->a)
        return NULL;        /* "a Cleric, Rogue, Warrior, and Wizard": each of them */
    for (const node *t = f->a->a; t; t = t->next) {
        const node *w = t->kind == N_TRAITS && t->a && t->a->a && !t->a->a->next ? t->a->a : NULL;
        ir_word k = ir_word_of(w);
        if (!w || k.kind != IR_WORD_SUBTYPE || k.negated || ir_land_subtype(k.name))
            return NULL;    /* creature types only: a land type changes a land's abilities (CR 305.7) */
    }
    return np;
}

int ir_energy_symbols(const char *written)
{
    int n = 0;
    for (const char *w = written; w && *w; w += 3, n++)
        if (w[0] != '{' || w[1] != 'E' || w[2] != '}')
            return 0;
    return n;
}
