/* lexicon.h — the words of card text (grammar/lexicon.def, grammar/subtypes.def). */
#ifndef CARDC_LEXICON_H
#define CARDC_LEXICON_H

#include <stddef.h>

typedef struct lex_entry {
    const char *word;       /* lower-case */
    int token;              /* grammar token */
} lex_entry;

typedef struct lexicon lexicon;

lexicon *lexicon_new(void);
void lexicon_free(lexicon *lx);
/* Exact look-up of a lower-case word; NULL if absent. */
const lex_entry *lexicon_find(const lexicon *lx, const char *word, size_t len);
/* Look up a word as written in card text: case-folded, then as the plural or
 * third-person form of a listed word ("creatures", "elves", "destroys").
 * Returns NULL if it is not a word of card text. */
const lex_entry *lexicon_lookup(const lexicon *lx, const char *word, size_t len);
/* The listed word closest to WORD (edit distance at most 1, at most 2 for
 * words of eight letters or more), or NULL: the "did you mean" of unknown-word errors. */
const char *lexicon_suggest(const lexicon *lx, const char *word, size_t len);
/* The same among the words of grammar token TOKEN only (SUBTYPE: "Ogrre"). */
const char *lexicon_suggest_token(const lexicon *lx, const char *word, size_t len, int token);
/* Damerau-Levenshtein distance (optimal string alignment) of A and B; once it
 * is sure to be more than LIMIT, some number above LIMIT.  Strings longer
 * than a word of the lexicon are more than LIMIT apart. */
unsigned lexicon_distance(const char *a, size_t n, const char *b, size_t m, unsigned limit);
/* Number of entries; the first duplicate word in the tables, or NULL. */
size_t lexicon_size(const lexicon *lx);
const char *lexicon_duplicate(const lexicon *lx);

#endif
