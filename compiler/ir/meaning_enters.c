/* meaning_enters.c — what a permanent's own text does as it enters the
 * battlefield, as typed meaning (meaning_static.h): "As ~ enters the
 * battlefield, you may pay 2 life (reveal a Dragon card from your hand).
 * If you don't, it enters the battlefield tapped", "choose a color", "You
 * may have ~ enter the battlefield as a copy of any creature on the
 * battlefield"; a permanent spell cast at a time a sorcery couldn't have
 * been.  lower_static.c and cg_enters.c switch on these readings. */
#include <string.h>

#include "front.h"
#include "meaning_effect.h"
#include "meaning_int.h"

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
