/* meaning_keyword.c — the readings of keywords (meaning.h): keyword
 * abilities and their parameters (cycling, protection, exploit), a label
 * that is a keyword rather than an ability word (boast, forecast, one its
 * reminder text names), modes with additional costs, and a keyword action
 * the lexicon does not know, done as its reminder text says. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "front.h"
#include "meaning_effect.h"
#include "meaning_int.h"

#define COUNT(a) (sizeof(a) / sizeof *(a))

/* ---- keyword abilities ------------------------------------------------ */

static const char *const kw_ability_names[] = {
#define IR_KEYWORD_ABILITY(id, name) [id] = name,
#include "ir.def"
};

const char *ir_kw_ability_name(ir_kw_ability k)
{
    return k >= 0 && (size_t)k < COUNT(kw_ability_names) ? kw_ability_names[k] : NULL;
}

ir_kw_ability ir_kw_ability_named(const char *name)
{
    for (size_t i = 0; i < COUNT(kw_ability_names); i++)
        if (strcmp(name, kw_ability_names[i]) == 0)
            return (ir_kw_ability)i;
    size_t n = strlen(name);
    return n > 7 && strcmp(name + n - 7, "cycling") == 0 ? IR_KA_CYCLING : IR_KA_NONE;
}

const ability *ir_exploit_ability(const card *c)
{
    for (const ability *ab = c ? c->abilities : NULL; ab; ab = ab->next)
        if (ab->kind == AB_TRIGGERED && ab->defines && ab->defines->kind == N_KEYWORD && ab->defines->text
            && strcasecmp(ab->defines->text, "exploit") == 0)
            return ab;
    return NULL;
}

ir_kw_ability ir_kw_ability_of(const node *k)
{
    if (!k || k->kind != N_KEYWORD || !k->text || k->unknown)
        return IR_KA_NONE;      /* a keyword cardc does not know is none of these */
    return ir_kw_ability_named(k->text);
}

ir_cycling ir_cycling_of(arena *a, const node *k, const char **subtype)
{
    *subtype = NULL;
    return ir_kw_ability_of(k) == IR_KA_CYCLING ? ir_cycling_named(a, k->text, subtype) : IR_CYCLING_PLAIN;
}

ir_cycling ir_cycling_named(arena *a, const char *name, const char **subtype)
{
    size_t n = ir_kw_ability_named(name) == IR_KA_CYCLING ? strlen(name) - 7 : 0;
    *subtype = NULL;
    if (n == 0)
        return IR_CYCLING_PLAIN;
    const char *type = arena_strndup(a, name, n);
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

src_range ir_keyword_word_range(const node *k)
{
    return (src_range){ k->range.begin, k->range.begin + (uint32_t)strlen(k->text) };
}

/* ---- labels, modes and keyword actions ------------------------------- */

bool ir_cost_modes(const ability *ab)
{
    return ab->modes && ab->modes->label && ab->modes->label[0] == '+';
}

bool ir_label_is_keyword(const card *c, const ability *ab)
{
    const char *label = ab->label;
    if (!label)
        return false;
    /* "Max speed — This creature has haste.": the ability only as long as
     * its controller has max speed (CR 702.179 of the current rules, "Start
     * your engines!"), a condition no ability word is */
    if (strcmp(label, "Boast") == 0 || strcmp(label, "Forecast") == 0 || strcmp(label, "Max speed") == 0)
        return true;
    /* "Exhaust — {2}: ... (Activate each exhaust ability only once.)":
     * reminder text explains keywords, and this one names the label */
    size_t n = strlen(label);
    const char *t = c->src->text;
    bool in = false;
    for (uint32_t i = ab->range.begin; i < ab->range.end; i++) {
        in = t[i] == '(' ? true : t[i] == ')' ? false : in;
        if (in && !isalpha((unsigned char)t[i - 1]) && i + n <= ab->range.end && strncasecmp(t + i, label, n) == 0
            && !isalpha((unsigned char)t[i + n]))
            return true;
    }
    return false;
}

bool ir_label_boast(const ability *ab)
{
    return ab->kind == AB_ACTIVATED && ab->label && strcmp(ab->label, "Boast") == 0;
}

bool ir_label_once(const card *c, const ability *ab)
{
    if (ab->kind != AB_ACTIVATED || !ab->label || !ir_label_is_keyword(c, ab))
        return false;
    const char *t = c->src->text, *end = t + ab->range.end;
    const char *p = memchr(t + ab->range.begin, '(', ab->range.end - ab->range.begin);
    size_t n = strlen(ab->label);
    static const char before[] = "(Activate each ", after[] = " ability only once.)";
    return p && (size_t)(end - p) == sizeof before - 1 + n + sizeof after - 1
        && strncmp(p, before, sizeof before - 1) == 0 && strncasecmp(p + sizeof before - 1, ab->label, n) == 0
        && strncmp(p + sizeof before - 1 + n, after, sizeof after - 1) == 0;
}

const node *ir_action_definition(arena *a, const node *act, const node *next, bool optional, const node **where,
                                 const char **why)
{
    const ability *d = act->granted;
    const node *effect = d && (d->kind == AB_SPELL || d->kind == AB_STATIC) && !d->ast->a && !d->ast->c
                         ? d->ast->b : NULL;
    const char *name = arena_printf(a, "'%s'", act->text);
    *where = act;
    if (!d)
        *why = arena_printf(a, "the keyword action %s without reminder text that parses", name);
    else if (!effect || !effect->a)
        *why = arena_printf(a, "the keyword action %s, whose reminder text is no instruction", name);
    else if ((act->a && ir_who_of(act->a) != IR_WHO_YOU) || (act->b && act->b->kind != N_AMOUNT) || act->c
             || d->targets
             || (optional && effect->a->next))  /* "discover 3": its reminder text says 3 */
        *why = arena_printf(a, "the keyword action %s with these words", name);
    else if (ir_if_you_do(next)) {
        *where = next;
        *why = arena_printf(a, "'if you do' after the keyword action %s", name);
    } else
        return effect;
    return NULL;
}
