/* ast.h — the typed AST of card text.
 *
 * A node is a kind (ast.def) plus a source range, a word or value, and up to
 * three children whose meaning the kind gives.  Lists are N_LIST nodes whose
 * items are chained through `next`.  Nodes live in the compiler's arena. */
#ifndef CARDC_AST_H
#define CARDC_AST_H

#include <stdbool.h>
#include <stdint.h>

#include "arena.h"
#include "source.h"

typedef enum node_kind {
#define NODE(id, name, a, b, c) id,
#include "ast.def"
#undef NODE
    NODE_KIND_COUNT
} node_kind;

struct ability;

/* Features of a written form that its lemma loses (node.form), form.def. */
typedef uint64_t form_bits;
#define FORM(id, bit, name) static const form_bits id = (form_bits)1 << (bit);
#include "form.def"
#undef FORM

typedef struct node {
    node_kind kind;
    src_range range;
    const char *text;       /* the word, verb or name this node stands for */
    int token;              /* for N_WORD: the grammar token */
    int lo, hi;             /* N_TARGET: how many (hi < 0: any number; -2: X) */
    struct node *a, *b, *c;
    struct node *next;      /* next item when in a list */
    const char *join;       /* the words joining it to the item before: a step, a
                             * sentence, a keyword, a noun phrase or an alternative
                             * (", then", "Then", ";", ", and", "and/or");
                             * only --print reads them */
    struct node *last;      /* N_LIST: last item, for appending */
    struct node *refers;    /* N_PRONOUN: what sema bound it to */
    bool ambiguous;         /* N_PRONOUN: it could mean several things; sema bound it to none */
    struct ability *granted;    /* N_QUOTED: the ability it grants, with its targets (sema);
                             * N_KEYWORD or N_ACTION that is `unknown`: the ability its
                             * reminder text defines (front.c), or NULL when it has none */
    bool unknown;           /* N_KEYWORD: a keyword the lexicon does not know, read
                             * from the shape of its keyword line; N_ACTION: a keyword
                             * action it does not know, read from where it stands (parse.c) */
    bool lossy;             /* the grammar kept less than its text says ("5 or less life"
                             * read as "life"): nothing may act on its meaning */
    form_bits form;         /* FORM_* (form.def): what the written words say beyond the
                             * node's value: a word's form (N_WORD), a verb's tense and
                             * voice, a determiner's "additional", a bound's spelling, ... */
    bool implied;           /* meaning the text gives once and the AST repeats where it
                             * applies (a duration shared by joined verbs, the noun of
                             * "instant or sorcery spell"): --print does not write it */
} node;

typedef enum ability_kind {
    AB_KEYWORD,
    AB_SPELL,
    AB_ACTIVATED,
    AB_TRIGGERED,
    AB_STATIC,
} ability_kind;

/* One use of the word "target" (Rules FAQ 1.1.01). */
typedef struct target_use {
    struct target_use *next;
    int min, max;           /* max < 0: "any number of" */
    const char *text;       /* what it targets: "creature or player" */
    src_range range;
    const node *object;
} target_use;

typedef struct ability {
    struct ability *next;
    ability_kind kind;
    bool loyalty;           /* an activated loyalty ability */
    bool mana_ability;      /* CR 605.1a: activated, no target, could add mana, not loyalty (sema) */
    bool could_be_mana;     /* triggered, no target, could add mana (sema): a mana ability if a mana
                             * ability's activation triggers it (CR 605.1b; cg_trigger.c) */
    src_range range;        /* the paragraph's text */
    const char *label;      /* ability word, or NULL */
    const char *name;       /* a Saga chapter's name ("I — Name — effect"), or NULL */
    const char *leads;      /* a dungeon room's rooms after "→" ("Goblin Lair, Mine Tunnels"), or NULL */
    bool leads_reminder;    /* written as Scryfall's reminder text, "(→ Goblin Lair or Mine Tunnels)" */
    node *ast;              /* N_ABILITY */
    target_use *targets;
    struct ability *modes;  /* for a "choose" ability: one per mode paragraph */
    const node *defines;    /* the unknown keyword (N_KEYWORD) or keyword action
                             * (N_ACTION) whose reminder text this ability is, read
                             * as its rules text; else NULL */
} ability;

const char *node_kind_name(node_kind k);
const char *ability_kind_name(ability_kind k);     /* "keyword", "spell", ... */
const char *node_field_name(node_kind k, int field);   /* 0..2 for a, b, c */
/* The name of the FORM_* bit BIT ("past", "each of"), or NULL. */
const char *form_name(form_bits bit);

node *node_new(arena *a, node_kind k, src_range r);
node *list_new(arena *a, src_range r);
/* Append ITEM (may be NULL: nothing happens) and widen LIST's range. */
node *list_append(node *list, node *item);

#endif
