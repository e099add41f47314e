/* meaning_ability.c — the phrases of abilities as typed meaning (meaning.h):
 * a trigger's event by its verb, the prepositions and modifiers of a verb
 * phrase, determiners, "enchanted" and "equipped", steps, conditions.
 * lower.c builds the IR's triggers from these readings and the code
 * generator's match functions switch on the same ones. */
#include <string.h>

#include "meaning.h"
#include "parser.h"

static bool text_is(const node *n, const char *text)
{
    return n && n->text && strcmp(n->text, text) == 0;
}

#define COUNT(a) (sizeof(a) / sizeof *(a))

/* ---- events ---------------------------------------------------------- */

static const struct {
    const char *verb;
    ir_event event;
} event_verbs[] = {
    { "enter the battlefield", IR_EV_ENTERS }, { "die", IR_EV_DIES },
    { "leave the battlefield", IR_EV_LEAVES }, { "enter or leave the battlefield", IR_EV_ENTERS_OR_LEAVES },
    { "put", IR_EV_PUT },
    { "cast", IR_EV_CAST }, { "cycle", IR_EV_CYCLE }, { "draw", IR_EV_DRAW }, { "discard", IR_EV_DISCARD },
    { "sacrifice", IR_EV_SACRIFICE }, { "play", IR_EV_PLAY_LAND },
    { "gain life", IR_EV_GAIN_LIFE }, { "lose life", IR_EV_LOSE_LIFE },
    { "attack", IR_EV_ATTACKS }, { "block", IR_EV_BLOCKS }, { "attack or block", IR_EV_ATTACKS_OR_BLOCKS },
    { "blocked", IR_EV_BLOCKED }, { "tapped", IR_EV_TAPPED }, { "untapped", IR_EV_UNTAPPED },
    { "become", IR_EV_BECOMES },
    { "deal damage", IR_EV_DEALS_DAMAGE }, { "deal combat damage", IR_EV_DEALS_COMBAT_DAMAGE },
    { "dealt damage", IR_EV_DEALT_DAMAGE }, { "dealt combat damage", IR_EV_DEALT_COMBAT_DAMAGE },
};

bool ir_event_of(const node *ev, ir_event *out)
{
    for (size_t i = 0; ev && ev->kind == N_ACTION && i < COUNT(event_verbs); i++)
        if (text_is(ev, event_verbs[i].verb)) {
            *out = event_verbs[i].event;
            return true;
        }
    return false;
}

bool ir_event_of_player(ir_event e)
{
    return e == IR_EV_CAST || e == IR_EV_CYCLE || e == IR_EV_DRAW || e == IR_EV_DISCARD
           || e == IR_EV_SACRIFICE || e == IR_EV_PLAY_LAND;
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
        { N_MODIFIER, "by", IR_PREP_BY }, { N_DURATION, "during", IR_PREP_DURING },
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
        { "the target of", IR_DET_THE_TARGET_OF }, { ">=", IR_DET_AT_LEAST },
    };
    if (!np || !np->text)
        return IR_DET_NONE;
    for (size_t i = 0; i < COUNT(dets); i++)
        if (strcmp(np->text, dets[i].words) == 0)
            return dets[i].det;
    return IR_DET_OTHER;
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
    return text_is(n, "if") ? IR_COND_IF : text_is(n, "otherwise") ? IR_COND_OTHERWISE : IR_COND_OTHER;
}
