/* lower_count.c — lowering the conditions that count objects (docs/ir.md,
 * `count`): "you control two or more Gates", "an artifact and an
 * enchantment", "a Mountain or a Plains", "another Merfolk or an Island",
 * "two or more Equipment are attached to it", "a creature you control has
 * flying"; lower_cond.c asks them. */
#include "lower_int.h"
#include "parser.h"
#include "syntax.h"

void count_compare(lower *l, const node *obj, ir_condition *out)
{
    fx_det det = meaning_det(obj);
    const node *c = obj->c;
    fx_word op = c && c->kind == N_COMPARE && c->a ? meaning_word(c) : FX_W_NONE;
    if (!c && (det == FX_DET_NO || det == FX_DET_NO_OTHER)) {
        out->op = "=";
        out->value = amount_const(l, 0, obj->range);
    } else if (!c && (det == FX_DET_A || det == FX_DET_ANOTHER)) {
        out->op = ">=";
        out->value = amount_const(l, 1, obj->range);
    } else if (op == FX_W_GE || op == FX_W_LE || op == FX_W_EQ) {
        out->op = op == FX_W_GE ? ">=" : op == FX_W_LE ? "<=" : "=";
        out->value = lower_amount(l, c->a);
    } else if (c && c->kind == N_AMOUNT) {
        out->op = obj->form & FORM_EXACTLY ? "=" : ">=";   /* "exactly one creature", as cg_cond.c reads it */
        out->value = lower_amount(l, c);
    } else if (op == FX_W_LT && meaning_number(c->a) > 0) {
        /* "fewer than six": at most five (a number of objects is whole) */
        out->op = "<=";
        out->value = amount_const(l, meaning_number(c->a) - 1, c->range);
    } else {
        refuse(l, obj, arena_printf(l->a, "the number in %s", quoted(l, obj)));
    }
}

void count_any(lower *l, const ir_filter *f, src_range r, ir_condition *out)
{
    ir_sel *all = sel_new(l, IR_SEL_ALL, r);
    all->filter = f;
    out->kind = IR_CONDITION_COUNT;
    out->of = all;
    out->op = ">=";
    out->value = amount_const(l, 1, r);
}

void lower_count_cond(lower *l, const node *obj, const place *zone, ir_condition *out)
{
    count_compare(l, obj, out);
    node plain = *obj, filt;
    plain.c = NULL;
    ir_different differ;
    const node *different = ir_with_different(obj, &differ);
    if (different) {    /* "three or more creatures with different powers": the powers they have (cardrt_count_distinct) */
        static const char *const names[] = { [IR_DIFF_POWER] = "power", [IR_DIFF_NAME] = "name",
                                             [IR_DIFF_MANA_VALUE] = "mana_value" };
        if (different != obj->a->b->a || different->next)
            refuse(l, different, arena_printf(l->a, "the qualifier %s", quoted(l, different)));
        filt = *obj->a;
        filt.b = NULL;
        plain.a = &filt;
        out->different = names[differ];
    }
    ir_filter *f = lower_filter(l, &plain, zone);
    if (f->controller != IR_CTRL_ANY || (zone && (f->zone != zone->zone || f->zone_owner != zone->owner)))
        refuse(l, obj, arena_printf(l->a, "the condition on %s", quoted(l, obj)));
    if (!zone)          /* "you control ...", not "... are in your graveyard" */
        f->controller = IR_CTRL_YOU;
    ir_sel *all = sel_new(l, IR_SEL_ALL, obj->range);
    all->filter = f;
    out->kind = IR_CONDITION_COUNT;
    out->of = all;
}

void lower_each_cond(lower *l, const node *list, const place *zone, bool any, ir_condition *out)
{
    ir_condition *part = out;
    for (const node *i = list->a; i; i = i->next) {
        if (i->kind != N_OBJECT)
            refuse(l, i, arena_printf(l->a, "the condition on %s", quoted(l, i)));
        lower_count_cond(l, i, zone, part);
        part->range = i->range;
        if (i->next) {
            ir_condition *next = alloc(l, sizeof *next);
            if (any)
                part->or_else = next;
            else
                part->also = next;
            part = next;
        }
    }
}

void lower_either_cond(lower *l, const node *list, ir_condition *out)
{
    ir_filter *either = NULL;
    ir_alt **tail = NULL;
    for (const node *i = list->a; i; i = i->next) {
        if (i->kind != N_OBJECT)
            refuse(l, i, arena_printf(l->a, "the condition on %s", quoted(l, i)));
        ir_filter *f = meaning_det(i) == FX_DET_A && !i->b && !i->c ? lower_filter(l, i, NULL) : NULL;
        if (!f || !ir_filter_only_traits(f) || f->controller != IR_CTRL_ANY || f->zone != IR_ZONE_BATTLEFIELD || f->other) {
            src_range whole = out->range;
            lower_each_cond(l, list, NULL, true, out);
            out->range = whole;
            return;
        }
        if (!either)
            either = f;
        else
            *tail = f->any_of;
        for (tail = &either->any_of; *tail; tail = &(*tail)->next)
            ;
    }
    if (!either)
        refuse(l, list, arena_printf(l->a, "the condition %s", quoted(l, list)));
    either->controller = IR_CTRL_YOU;
    count_any(l, either, list->range, out);
}

void lower_counted(lower *l, const node *what, ir_controller ctrl, const ir_sel *by, ir_condition *out)
{
    if (what->b)
        refuse(l, what, arena_printf(l->a, "the condition on %s", quoted(l, what)));
    node plain = *what;
    plain.c = NULL;
    count_compare(l, what, out);
    ir_filter *f = lower_filter(l, &plain, NULL);
    if (ctrl != IR_CTRL_ANY && (f->controller != IR_CTRL_ANY || f->zone != IR_ZONE_BATTLEFIELD))
        refuse(l, what, arena_printf(l->a, "the condition on %s", quoted(l, what)));
    if (ctrl != IR_CTRL_ANY)
        f->controller = ctrl;
    f->controlled_by = by;
    ir_sel *all = sel_new(l, IR_SEL_ALL, what->range);
    all->filter = f;
    out->kind = IR_CONDITION_COUNT;
    out->of = all;
}

const ir_condition *lower_player_controls(lower *l, const node *what, bool negated)
{
    ir_condition *c = alloc(l, sizeof *c);
    lower_counted(l, what, IR_CTRL_ANY, NULL, c);
    const ir_filter *f = c->of->filter;
    if (f->controller != IR_CTRL_ANY || f->controlled_by || f->zone != IR_ZONE_BATTLEFIELD)
        refuse(l, what, arena_printf(l->a, "the condition on %s", quoted(l, what)));
    c->negated = negated;
    c->range = what->range;
    return c;
}

void lower_attached_count(lower *l, const node *counted, const char *how, const node *host, ir_condition *out)
{
    const node *f = counted->a;
    if (!f || f->kind != N_FILTER || counted->b)
        refuse(l, counted, arena_printf(l->a, "the condition on %s", quoted(l, counted)));
    node *quals = list_new(l->a, counted->range);
    for (const node *q = f->b ? f->b->a : NULL; q; q = q->next) {
        node *copy = alloc(l, sizeof *copy);
        *copy = *q;
        copy->next = NULL;
        list_append(quals, copy);
    }
    node *on = alloc(l, sizeof *on), *to = alloc(l, sizeof *to);
    *on = *host;
    on->next = NULL;
    *to = (node){ .kind = N_QUALIFIER, .text = how, .a = on, .range = host->range };
    list_append(quals, to);
    node filt = *f, plain = *counted;
    filt.b = quals;
    plain.a = &filt;
    plain.c = NULL;
    count_compare(l, counted, out);
    ir_sel *all = sel_new(l, IR_SEL_ALL, counted->range);
    all->filter = lower_filter(l, &plain, NULL);
    out->kind = IR_CONDITION_COUNT;
    out->of = all;
}
