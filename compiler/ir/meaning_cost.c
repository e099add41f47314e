/* meaning_cost.c — a spell's alternative and optional costs as typed
 * meaning (meaning_static.h): "You may pay ... rather than pay this
 * spell's mana cost" and its steps, kicker-like optional costs ("as you
 * cast this spell") and the trigger "when you do" they make, the verb
 * that asks whether one was paid ("if it was kicked"), and the mana
 * symbols written in a cost ({X}, {3}, one kind of colored mana).  Split
 * from meaning_static.c; lower.c, lower_rules.c and the code generator
 * read these. */
#include <stdlib.h>
#include <string.h>

#include "front.h"
#include "meaning_effect.h"
#include "meaning_int.h"

bool ir_mana_is_x(const char *written)
{
    return written && strcmp(written, "{X}") == 0;
}

int ir_generic_mana(const char *written)
{
    int k, len = 0;
    return written && sscanf(written, "{%d}%n", &k, &len) == 1 && len > 2 && written[len] == '\0'
           && written[1] >= '0' && written[1] <= '9' ? k : -1;
}

bool ir_mana_one_kind(const char *written, int *generic, int kinds[6])
{
    static const char letters[] = "WUBRGC";
    int g = 0, k[6] = { 0 };
    bool colored = false;
    const char *p = written;
    while (p && *p == '{') {
        size_t len = strcspn(p + 1, "}");
        const char *at = len == 1 ? strchr(letters, p[1]) : NULL;
        if (p[1 + len] != '}' || len == 0 || len > 3)
            return false;
        if (at && *at)
            k[at - letters]++, colored = true;
        else if (strspn(p + 1, "0123456789") == len)
            g += atoi(p + 1);
        else
            return false;
        p += len + 2;
    }
    if (!p || *p || !colored)
        return false;
    if (generic)
        *generic = g;
    for (int i = 0; kinds && i < 6; i++)
        kinds[i] = k[i];
    return true;
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

const node *ir_optional_cost_of(const node *st)
{
    const node *a = st && st->kind == N_OPTIONAL && text_is(st, "may") && !st->lossy ? st->a : NULL;
    const node *as = a && a->kind == N_ACTION && !a->lossy && ir_who_of(a->a) == IR_WHO_YOU && a->c && a->c->a
                     && !a->c->a->next ? a->c->a : NULL;
    const node *cast = as && as->kind == N_MODIFIER && text_is(as, "as") ? as->a : NULL;
    return cast && cast->kind == N_ACTION && ir_verb_of(cast) == IR_VERB_CAST && ir_who_of(cast->a) == IR_WHO_YOU
           && cast->b && cast->b->kind == N_SELF && !cast->c && !cast->lossy ? a : NULL;
}

const node *ir_additional_mana_of(const node *act)
{
    return act && act->kind == N_ACTION && text_is(act, "pay") && act->b && act->b->kind == N_MANA
           && text_is(act->b, "additional") && act->b->a && !act->b->a->lossy ? act->b->a : NULL;
}

const ability *ir_optional_cost_trigger(arena *a, const ability *ab)
{
    const node *first = ab->kind == AB_STATIC && ab->defines && !ab->targets && !ab->modes && ab->ast->b
                        ? ab->ast->b->a : NULL;
    const node *then = ir_optional_cost_of(first) ? first->next : NULL;
    const node *does = ir_cond_of(then) == IR_COND_IF && !then->next && !then->c && !then->lossy ? then->a : NULL;
    const node *dt = does && does->kind == N_ACTION && meaning_verb(does) == FX_VERB_DO
                     && (!does->a || ir_who_of(does->a) == IR_WHO_YOU)
                     && !does->b && !does->c ? then->b : NULL;
    const node *when = ir_delayed_trigger_sentence(dt) && !dt->c && !dt->lossy
                       && dt->a && dt->a->kind == N_TRIGGER && dt->b && !dt->b->next ? dt->a : NULL;
    if (!when)
        return NULL;
    node *self = node_new(a, N_SELF, does->range), *kicked = node_new(a, N_ACTION, does->range);
    self->text = "this";
    kicked->text = "kicked";    /* "if it was kicked" (CR 702.33d) */
    kicked->form = FORM_PASSIVE;
    kicked->a = self;
    node *cond = node_new(a, N_CONDITIONAL, (src_range){ does->range.begin, dt->b->range.end });
    cond->text = "if";
    cond->a = kicked;
    cond->b = node_new(a, dt->b->kind, dt->b->range);
    *cond->b = *dt->b;
    node *ast = node_new(a, N_ABILITY, then->range);
    ast->a = node_new(a, N_TRIGGER, when->range);
    *ast->a = *when;
    ast->b = list_append(list_new(a, cond->range), cond);
    ability *t = arena_alloc(a, sizeof *t);
    *t = *ab;
    t->next = NULL;
    t->kind = AB_TRIGGERED;
    t->range = then->range;
    t->ast = ast;
    return t;
}

bool ir_kicked_verb(const card *c, const node *n)
{
    if (!n || n->kind != N_ACTION)
        return false;
    if (meaning_verb(n) == FX_VERB_KICKED)
        return true;
    for (const ability *ab = n->text ? c->abilities : NULL; ab; ab = ab->next) {
        const node *s = (ab->kind == AB_SPELL || ab->kind == AB_STATIC) && ab->defines && ab->defines->text
                        && ab->ast->b && ab->ast->b->a ? ab->ast->b->a : NULL;
        if (s && ir_optional_cost_of(s) && front_participle_of(n->text, ab->defines->text))
            return true;
    }
    return false;
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
