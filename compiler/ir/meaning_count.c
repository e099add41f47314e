/* meaning_count.c — what an amount counts that is no object of the game
 * (meaning.h): the colors of mana spent to cast a spell ("for each color
 * of mana spent to cast it", "the number of colors of mana spent to cast
 * this spell": converge).  The lowering (lower_select.c) and the code
 * generator (cg_amount.c) both read these words here only. */
#include "meaning_effect.h"
#include "meaning_int.h"
#include "parser.h"

/* The one word of description F's one alternative, when F has no
 * qualifier but Q (NULL: none allowed; else *Q is set to F's one). */
static const node *one_word(const node *f, const node **q)
{
    const node *t = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *w = t && t->a && t->a->a && !t->a->a->next ? t->a->a : NULL;
    const node *qual = f && f->b ? f->b->a : NULL;
    if (!w || w->kind != N_WORD || (qual && (!q || qual->next)) || (q && !qual))
        return NULL;
    if (q)
        *q = qual;
    return w;
}

const node *ir_colors_of(const node *np)
{
    const node *thing = np && np->kind == N_POSSESSIVE && (np->form & FORM_EACH_OF) ? np->b : NULL;
    return thing && thing->kind == N_WORD && text_is(thing, "colors") && np->a ? np->a : NULL;
}

const node *ir_colors_spent_of(const node *np)
{
    const node *of = NULL, *spent = NULL;
    const node *color = np && np->kind == N_OBJECT && !np->b && !np->c ? one_word(np->a, &of) : NULL;
    if (!color || !(text_is(color, "color") || text_is(color, "colors")) || of->kind != N_QUALIFIER
        || !text_is(of, "of") || !of->a || of->a->kind != N_OBJECT || of->a->b || of->a->c)
        return NULL;
    const node *mana = one_word(of->a->a, &spent);
    if (!mana || mana->token != MANA || spent->kind != N_QUALIFIER || !text_is(spent, "spent to"))
        return NULL;
    const node *cast = spent->a;    /* "cast it", "cast this spell": the card itself (CR 601.2h) */
    const node *spell = cast && cast->kind == N_ACTION && meaning_verb(cast) == FX_VERB_CAST && !cast->a && !cast->c
                        ? cast->b : NULL;
    return spell && (spell->kind == N_SELF || (spell->kind == N_PRONOUN && spell->refers && spell->refers->kind == N_SELF))
           ? spell : NULL;
}

const node *ir_kicked_times_of(const node *n)
{
    if (n && n->kind == N_AMOUNT && text_is(n, "number of times") && !n->b && !n->c && !n->lossy)
        n = n->a;       /* "the number of times it was kicked" */
    return n && n->kind == N_ACTION && meaning_verb(n) == FX_VERB_KICKED && (n->form & FORM_PASSIVE) && n->a && !n->b
                   && !n->c && !n->lossy
               ? n->a : NULL;
}

bool ir_life_of_event(const node *np, const node *ev)
{
    const node *q = np && np->kind == N_AMOUNT && !np->lossy && text_is(np, "life") && np->a
                    && np->a->kind == N_AMOUNT && meaning_number(np->a) == 1 && np->b ? np->b : NULL;
    const node *who = q && q->kind == N_QUALIFIER && !q->lossy && !q->next && !q->b ? q->a : NULL;
    ir_event e;
    if (!who || !ev || ev->kind != N_ACTION || ev->lossy || ev->b || ev->c || !ev->a || !ir_event_of(ev, &e))
        return false;
    if (!(text_is(q, "lost by") && e == IR_EV_LOSE_LIFE) && !(text_is(q, "gained by") && e == IR_EV_GAIN_LIFE))
        return false;
    /* the event's own player: "you" of "you lose life", "they" bound to its subject */
    return (ir_who_of(who) == IR_WHO_YOU && ir_who_of(ev->a) == IR_WHO_YOU)
           || (who->kind == N_PRONOUN && !who->ambiguous && who->refers == ev->a);
}
