/* meaning_combat.c — static abilities that change the rules of combat, as
 * typed meaning (meaning.h): blocks of more than one
 * attacker, the fewest blockers and the most attackers or blockers,
 * shadow, "must be blocked", and the restrictions on attacks and blocks
 * ("can't block creatures with flying", "can't attack unless ...", "can't
 * attack alone"), CR 508.1c-d, 509.1b-c.  Split from meaning_static.c,
 * whose readings lower_static.c and the code generator switch on too. */
#include <string.h>

#include "meaning_effect.h"
#include "meaning_int.h"

static int extra_blocks(const node *st, const node **who, const node **duration)
{
    const node *a = st && st->kind == N_MODIFIER && text_is(st, "can") && !st->lossy ? st->a : NULL;
    ir_event e;
    if (!a || a->kind != N_ACTION || a->lossy || !a->a || !a->b || !ir_event_of(a, &e) || e != IR_EV_BLOCKS)
        return 0;
    const node *what = a->b, *m = a->c ? a->c->a : NULL;
    ir_word creature = ir_word_of(ir_single_word(what));
    if (what->kind != N_OBJECT || what->b || what->lossy || creature.kind != IR_WORD_TYPE || creature.negated
        || creature.value != IR_TYPE_CREATURE)
        return 0;
    int n = 0;
    if (ir_det_of(what) == IR_DET_A && (what->form & FORM_ADDITIONAL) && !what->c)
        n = 1;                  /* "an additional creature" */
    else if (text_is(what, "additional") && what->c && !what->c->a)
        n = ir_number(what->c) > 0 ? ir_number(what->c) : 0;      /* "an additional seven creatures" */
    else if (text_is(what, "any number") && ir_count_is_x(what))
        n = -1;                 /* "any number of creatures" */
    const node *d = duration && m && !m->next && m->kind == N_DURATION ? m : NULL;
    if (duration && !(*duration = d))
        return 0;
    if (d)
        m = NULL;               /* "this turn": each combat of it */
    bool each_combat = d || (m && !m->next && m->kind == N_MODIFIER && text_is(m, "each combat") && !m->a);
    if (!n || (n > 0 ? !each_combat : m != NULL))
        return 0;
    *who = a->a;
    return n;
}

int ir_extra_blocks_of(const node *st, const node **who)
{
    return extra_blocks(st, who, NULL);
}

int ir_extra_blocks_timed_of(const node *st, const node **who, const node **duration)
{
    return extra_blocks(st, who, duration);
}

/* "creatures", "three or more creatures": the count of N_OBJECT NP that
 * names creatures and nothing more, compared by OP; -1 for another. */
static int creatures_counted(const node *np, ir_cmp op)
{
    const node *c = np && np->kind == N_OBJECT && !np->b && !np->lossy ? np->c : NULL;
    ir_word creature = ir_word_of(ir_single_word(np));
    return c && ir_cmp_op(c) == op && c->a && !c->lossy && creature.kind == IR_WORD_TYPE && !creature.negated
           && creature.value == IR_TYPE_CREATURE ? ir_number(c->a) : -1;
}

int ir_min_blockers_of(const node *st, const node **who)
{
    const node *a = st && st->kind == N_NEGATED && text_is(st, "can't") && !st->lossy ? st->a : NULL;
    ir_event e;
    const node *m = a && a->kind == N_ACTION && !a->lossy && a->a && !a->b && a->c && ir_event_of(a, &e)
                    && e == IR_EV_BLOCKED ? a->c->a : NULL;
    int n = m && !m->next && ir_prep_of(m) == IR_PREP_EXCEPT_BY ? creatures_counted(m->a, IR_CMP_GE) : -1;
    if (n < 2)
        return 0;
    *who = a->a;
    return n;
}

int ir_combat_limit_of(const node *st, bool *blocks)
{
    const node *a = st && st->kind == N_MODIFIER && text_is(st, "can") && !st->lossy ? st->a : NULL;
    ir_event e;
    const node *m = a && a->kind == N_ACTION && !a->lossy && !a->b && a->c && ir_event_of(a, &e)
                    && (e == IR_EV_ATTACKS || e == IR_EV_BLOCKS) ? a->c->a : NULL;
    *blocks = m && e == IR_EV_BLOCKS;
    int n = m && !m->next && m->kind == N_MODIFIER && text_is(m, "each combat") && !m->a
            ? creatures_counted(a->a, IR_CMP_LE) : -1;
    return n > 0 ? n : 0;
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

const node *ir_timed_block_restriction_of(const node *neg, const node **blocker, bool *except,
                                          const node **duration)
{
    const node *a = neg && neg->kind == N_NEGATED && text_is(neg, "can't") && !neg->lossy ? neg->a : NULL;
    ir_event e;
    if (!a || a->kind != N_ACTION || a->lossy || !a->a || a->b || !a->c || !ir_event_of(a, &e) || e != IR_EV_BLOCKED)
        return NULL;
    const node *m = a->c->a, *by = NULL;
    *duration = NULL;
    if (!m || !m->next || m->next->next)
        return NULL;
    for (const node *i = m; i; i = i->next) {
        ir_prep p = ir_prep_of(i);
        if ((p == IR_PREP_BY || p == IR_PREP_EXCEPT_BY) && !by && i->a && !i->lossy
            && !(i->a->kind == N_OBJECT && i->a->c))     /* not "by two or more creatures" */
            by = i;
        else if (i->kind == N_DURATION && !*duration)
            *duration = i;
    }
    if (!by || !*duration)
        return NULL;
    *blocker = by->a;
    *except = ir_prep_of(by) == IR_PREP_EXCEPT_BY;
    return by;
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

bool ir_attack_at_restriction_of(const node *st, const node **attacker, const node **attacked)
{
    const node *a = st && st->kind == N_NEGATED && text_is(st, "can't") && !st->lossy ? st->a : NULL;
    ir_event e;
    if (!a || a->kind != N_ACTION || a->lossy || !a->a || a->c || !a->b || !ir_event_of(a, &e) || e != IR_EV_ATTACKS)
        return false;
    const node *to = a->b;
    /* "you or planeswalkers you control": you first, then objects */
    const node *you = to->kind == N_LIST && ir_list_of(to) == IR_LIST_OR && !to->lossy ? to->a : to;
    if (!you || you->kind != N_PLAYER || ir_who_of(you) != IR_WHO_YOU || you->lossy)
        return false;
    for (const node *i = you != to ? you->next : NULL; i; i = i->next)
        if (i->kind != N_OBJECT || i->lossy)
            return false;
    *attacker = a->a;
    *attacked = to;
    return true;
}

bool ir_attack_tax_of(const node *st, const node **attacker, const node **attacked, const node **mana)
{
    const node *pays = ir_cond_of(st) == IR_COND_UNLESS && !st->c && !st->lossy ? st->a : NULL;
    if (!pays || !ir_attack_at_restriction_of(st->b, attacker, attacked) || pays->kind != N_ACTION || pays->lossy
        || !text_is(pays, "pay") || !pays->b || pays->b->kind != N_MANA || pays->b->lossy || !pays->c)
        return false;
    /* "their controller" */
    const node *who = pays->a, *m = pays->c->a;
    if (!who || who->kind != N_POSSESSIVE || !who->a || who->a->kind != N_PRONOUN || !who->b
        || who->b->kind != N_WORD || !text_is(who->b, "controller") || who->c || !m || m->next
        || m->kind != N_MODIFIER || !text_is(m, "for each") || !m->a)
        return false;
    /* "for each of those creatures", "for each creature they control that's attacking you" */
    const node *each = m->a, *f = each->kind == N_OBJECT && !each->text && !each->c ? each->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL;
    const node *that = q && q->next && !q->next->next ? q->next : NULL;
    const node *is = that && ir_qual_of(q) == IR_QUAL_CONTROLLED_BY && text_is(that, "that is") ? that->a : NULL;
    const node *att = is && is->kind == N_ACTION && !is->a && !is->c ? is->b : NULL;
    const node *w = f && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    ir_word creature = ir_word_of(w && !w->next ? w : NULL);
    bool those = each->kind == N_PRONOUN && text_is(each, "those") && each->refers == *attacker;
    bool attacking_you = att && att->kind == N_QUALIFIER && text_is(att, "attacking") && att->a
                         && att->a->kind == N_PLAYER && ir_who_of(att->a) == IR_WHO_YOU && creature.kind == IR_WORD_TYPE
                         && !creature.negated && creature.value == IR_TYPE_CREATURE && (*attacked)->kind == N_PLAYER;
    if (!those && !attacking_you)
        return false;
    *mana = pays->b;
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
