/* printer.h — the printer behind --print, shared by its three files.
 *
 *   print.c         the buffer, lists, abilities, the node dispatcher
 *                   (pr_node), sentence capitals, the public entry points
 *   print_np.c      noun phrases: number, determiners and counts, targets,
 *                   owners, qualifiers, steps, mana, amounts, comparisons
 *   print_clause.c  verbs (tense, person, participles) and clauses: actions,
 *                   "can't"/"may" wrappers, sequences, conditions, modifiers
 *
 * The printer's state says how the next word is written (the subject's
 * number, a modal before the verb, the verb's written form). */
#ifndef CARDC_PRINTER_H
#define CARDC_PRINTER_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "ast.h"
#include "source.h"

typedef struct pbuf {
    char *s;
    size_t n, cap;
} pbuf;

typedef struct printer {
    const source_file *src;
    pbuf b;
    bool glue;                  /* no space before the next word */
    const node *said;           /* a subject already printed for the clause */
    bool singular;              /* the verb agrees with a singular subject */
    bool modal;                 /* after "may", "can't", ...: the verb's base form */
    bool condition;             /* in a condition: a clause without subject is "you" */
    bool cap;                   /* the next word starts with a capital ("{T}, Sacrifice ~") */
    bool negated;               /* after "isn't": a past participle needs no "is" */
    bool damage_gap;            /* in "damage that would be dealt": "damage" is not repeated */
    bool stat;                  /* comparing a characteristic: "or greater", not "or more" */
    bool gerund;                /* the next verb ends in -ing ("instead of putting") */
    form_bits form;             /* FORM_* of the next verb (past: "died"; contracted: "it's") */
    bool participle;            /* the next verb is a participle, after "have" ("you've drawn") */
    bool quote_closed;          /* the buffer ends with a quoted ability's closing quote */
    bool in_quote;              /* printing a quoted ability: one inside it takes single quotes */
    size_t article;             /* where an "a" the printer chose ends, to make it "an" */
} printer;

/* print.c */
void pr_buf_add(pbuf *b, const char *s, size_t len);
/* A word or phrase of LEN bytes, with a space before it unless it is punctuation. */
void pr_write(printer *p, const char *s, size_t len);
void pr_node(printer *p, const node *n);
void pr_series(printer *p, const node *l, const char *how);
void pr_joined(printer *p, const node *l, const char *sep);
void pr_effect(printer *p, const node *l);
/* A pronoun's word as written ("him", "itself"), else its value. */
void pr_pronoun(printer *p, const node *n);

static inline void w(printer *p, const char *s)
{
    if (s)
        pr_write(p, s, strlen(s));
}

/* A leaf: its token text. */
static inline void leaf(printer *p, const node *n)
{
    pr_write(p, p->src->text + n->range.begin, n->range.end - n->range.begin);
}

static inline bool is(const node *n, const char *value)
{
    return n && n->text && strcmp(n->text, value) == 0;
}

static inline bool starts(const char *s, const char *prefix)
{
    return s && strncmp(s, prefix, strlen(prefix)) == 0;
}

/* print_np.c */
bool pr_word_plural(const printer *p, const node *n);
const node *pr_filter_head(const node *f);
bool pr_damage_np(const node *n);
/* Does the verb agree with N as singular ("each of those creatures gains")? */
bool pr_singular(const printer *p, const node *n);
void pr_count(printer *p, const node *c);
void pr_object(printer *p, const node *n, bool in_target);
/* The qualifier "named" of filter F written before it as an apposition
 * ("create Mowu, a legendary ... token"), or NULL. */
const node *pr_apposition(const node *f);
void pr_target(printer *p, const node *n);
void pr_owner(printer *p, const node *o);
void pr_qualifier(printer *p, const node *n);
void pr_step(printer *p, const node *n);
void pr_mana(printer *p, const node *n);
void pr_amount(printer *p, const node *n);
void pr_compare(printer *p, const node *n);

/* print_clause.c */
void pr_verb(printer *p, const char *v);
void pr_action(printer *p, const node *n);
void pr_wrapped(printer *p, const node *n, const char *word);
void pr_sequence(printer *p, const node *n);
void pr_cond(printer *p, const node *n);
void pr_clause(printer *p, const node *n);
void pr_conditional(printer *p, const node *n);
void pr_modifier(printer *p, const node *n);

#endif
