/* lexicon.c — word look-up for the scanner: a sorted table and a lemmatiser. */
#include "lexicon.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "parser.h"

static const lex_entry words[] = {
#define LEX(w, tok) { w, tok },
#include "lexicon.def"
#undef LEX
#define SUBTYPE(w) { w, SUBTYPE },
#include "subtypes.def"
#undef SUBTYPE
};

enum { NWORDS = sizeof words / sizeof *words };

/* The hash table of lexicon_find: a power of two at least twice NWORDS. */
enum { NSLOTS = NWORDS <= 512 ? 1024 : NWORDS <= 1024 ? 2048 : NWORDS <= 2048 ? 4096 : 8192 };
_Static_assert(NSLOTS >= 2 * NWORDS, "the lexicon's hash table is too small");

struct lexicon {
    const lex_entry *sorted[NWORDS];
    size_t n;
    const char *dup;
    /* Of each sorted word, for lexicon_suggest_token: its length and the
     * letters in it (letters(): a bit a letter, one bit for the rest). */
    size_t len[NWORDS];
    uint32_t letters[NWORDS];
    /* Open addressing over the sorted words: a word's index plus one, 0 in
     * an empty slot (the scanner looks up every word, several times for a
     * plural or a past tense). */
    uint16_t slot[NSLOTS];
};

/* FNV-1a of the LEN bytes of W. */
static uint32_t hash(const char *w, size_t len)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++)
        h = (h ^ (unsigned char)w[i]) * 16777619u;
    return h;
}

static uint32_t letters(const char *w, size_t n)
{
    uint32_t m = 0;
    for (size_t i = 0; i < n; i++)
        m |= w[i] >= 'a' && w[i] <= 'z' ? 1u << (w[i] - 'a') : 1u << 26;
    return m;
}

static int cmp_entry(const void *x, const void *y)
{
    const lex_entry *a = *(const lex_entry *const *)x, *b = *(const lex_entry *const *)y;
    int c = strcmp(a->word, b->word);
    /* Equal words keep table order, so the first listing wins. */
    return c ? c : (a < b ? -1 : a > b);
}

lexicon *lexicon_new(void)
{
    lexicon *lx = calloc(1, sizeof *lx);
    if (!lx)
        return NULL;
    for (size_t i = 0; i < NWORDS; i++)
        lx->sorted[i] = &words[i];
    qsort(lx->sorted, NWORDS, sizeof *lx->sorted, cmp_entry);
    /* Drop later duplicates (a subtype that is also a word of the lexicon). */
    size_t k = 0;
    for (size_t i = 0; i < NWORDS; i++) {
        if (k && strcmp(lx->sorted[k - 1]->word, lx->sorted[i]->word) == 0) {
            if (!lx->dup && lx->sorted[i]->token != SUBTYPE)
                lx->dup = lx->sorted[i]->word;
            continue;
        }
        lx->sorted[k++] = lx->sorted[i];
    }
    lx->n = k;
    for (size_t i = 0; i < k; i++) {
        lx->len[i] = strlen(lx->sorted[i]->word);
        lx->letters[i] = letters(lx->sorted[i]->word, lx->len[i]);
        uint32_t h = hash(lx->sorted[i]->word, lx->len[i]);
        while (lx->slot[h & (NSLOTS - 1)])
            h++;
        lx->slot[h & (NSLOTS - 1)] = (uint16_t)(i + 1);
    }
    return lx;
}

void lexicon_free(lexicon *lx)
{
    free(lx);
}

size_t lexicon_size(const lexicon *lx)
{
    return lx->n;
}

const char *lexicon_duplicate(const lexicon *lx)
{
    return lx->dup;
}

const lex_entry *lexicon_find(const lexicon *lx, const char *word, size_t len)
{
    for (uint32_t h = hash(word, len);; h++) {
        unsigned i = lx->slot[h & (NSLOTS - 1)];
        if (!i)
            return NULL;
        if (lx->len[i - 1] == len && memcmp(lx->sorted[i - 1]->word, word, len) == 0)
            return lx->sorted[i - 1];
    }
}

enum { MAXWORD = 48 };

/* Past tenses and participles of verbs: "gained", "cycled", "tapped". */
static const lex_entry *find_past(const lexicon *lx, const char *w, size_t n)
{
    const lex_entry *e = NULL;
    if (n < 5 || w[n - 2] != 'e' || w[n - 1] != 'd')
        return NULL;
    if ((e = lexicon_find(lx, w, n - 2)))                   /* gained */
        return e;
    if ((e = lexicon_find(lx, w, n - 1)))                   /* cycled */
        return e;
    if (w[n - 3] == w[n - 4] && (e = lexicon_find(lx, w, n - 3)))   /* tapped */
        return e;
    return NULL;
}

/* Present participles of verbs: "casting", "exiling", "putting". */
static const lex_entry *find_participle(const lexicon *lx, const char *w, size_t n)
{
    const lex_entry *e = NULL;
    if (n < 6 || memcmp(w + n - 3, "ing", 3) != 0)
        return NULL;
    if ((e = lexicon_find(lx, w, n - 3)))                   /* casting */
        return e;
    char buf[MAXWORD + 2];
    memcpy(buf, w, n - 3);
    buf[n - 3] = 'e';
    if ((e = lexicon_find(lx, buf, n - 2)))                 /* exiling */
        return e;
    if (w[n - 4] == w[n - 5] && (e = lexicon_find(lx, w, n - 4)))   /* putting */
        return e;
    return NULL;
}

static const lex_entry *find_lemma(const lexicon *lx, const char *w, size_t n)
{
    const lex_entry *e = lexicon_find(lx, w, n);
    if (e || n < 3)
        return e;
    /* irregular plurals of subtypes: "Mice you control" (Mouse, CR 205.3m) */
    if (n == 4 && memcmp(w, "mice", 4) == 0)
        return lexicon_find(lx, "mouse", 5);
    if (w[n - 1] == 'g')
        return find_participle(lx, w, n);
    if (w[n - 1] == 'd')
        return find_past(lx, w, n);
    if (w[n - 1] != 's')
        return NULL;
    char buf[MAXWORD + 2];
    /* -ies -> -y (sorceries), -ves -> -f / -fe (elves, wolves), -es, -s */
    if (n > 3 && memcmp(w + n - 3, "ies", 3) == 0) {
        memcpy(buf, w, n - 3);
        buf[n - 3] = 'y';
        if ((e = lexicon_find(lx, buf, n - 2)))
            return e;
    }
    if (n > 3 && memcmp(w + n - 3, "ves", 3) == 0) {
        memcpy(buf, w, n - 3);
        buf[n - 3] = 'f';
        if ((e = lexicon_find(lx, buf, n - 2)))
            return e;
        buf[n - 2] = 'e';
        if ((e = lexicon_find(lx, buf, n - 1)))
            return e;
    }
    if (n > 3 && w[n - 2] == 'e' && (e = lexicon_find(lx, w, n - 2)))
        return e;
    return lexicon_find(lx, w, n - 1);
}

/* WORD (LEN bytes, 1..MAXWORD) in lower case into BUF; false if too long. */
static bool fold(char *buf, const char *word, size_t len)
{
    if (len == 0 || len > MAXWORD)
        return false;
    for (size_t i = 0; i < len; i++)
        buf[i] = (char)tolower((unsigned char)word[i]);
    buf[len] = '\0';
    return true;
}

const lex_entry *lexicon_lookup(const lexicon *lx, const char *word, size_t len)
{
    char buf[MAXWORD + 1];
    return fold(buf, word, len) ? find_lemma(lx, buf, len) : NULL;
}

unsigned lexicon_distance(const char *a, size_t n, const char *b, size_t m, unsigned limit)
{
    if (n > MAXWORD || m > MAXWORD)
        return limit + 1;
    unsigned d[MAXWORD + 1][MAXWORD + 1];
    for (size_t i = 0; i <= n; i++)
        d[i][0] = (unsigned)i;
    for (size_t j = 0; j <= m; j++)
        d[0][j] = (unsigned)j;
    for (size_t i = 1; i <= n; i++) {
        unsigned row_min = ~0u;
        for (size_t j = 1; j <= m; j++) {
            unsigned cost = a[i - 1] != b[j - 1];
            unsigned v = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < v)
                v = d[i][j - 1] + 1;
            if (d[i - 1][j - 1] + cost < v)
                v = d[i - 1][j - 1] + cost;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]
                && d[i - 2][j - 2] + 1 < v)
                v = d[i - 2][j - 2] + 1;
            d[i][j] = v;
            if (v < row_min)
                row_min = v;
        }
        if (row_min > limit)    /* every alignment is already too far */
            return row_min;
    }
    return d[n][m];
}

const char *lexicon_suggest(const lexicon *lx, const char *word, size_t len)
{
    return lexicon_suggest_token(lx, word, len, -1);
}

const char *lexicon_suggest_token(const lexicon *lx, const char *word, size_t len, int token)
{
    char buf[MAXWORD + 1];
    if (!fold(buf, word, len))
        return NULL;
    unsigned limit = len >= 8 ? 2 : 1, best = limit + 1;
    uint32_t have = letters(buf, len);
    const char *pick = NULL;
    for (size_t i = 0; i < lx->n; i++) {
        if (token >= 0 && lx->sorted[i]->token != token)
            continue;
        size_t m = lx->len[i];
        if (m > MAXWORD || (m > len ? m - len : len - m) > limit)
            continue;
        /* An edit takes out at most one letter and puts in at most one: a
         * word with more letters the other lacks is more than LIMIT away. */
        if ((unsigned)__builtin_popcount(have & ~lx->letters[i]) > limit
            || (unsigned)__builtin_popcount(lx->letters[i] & ~have) > limit)
            continue;
        const char *w = lx->sorted[i]->word;
        unsigned dist = lexicon_distance(buf, len, w, m, limit);
        if (dist < best) {
            best = dist;
            pick = w;
        }
    }
    return pick;
}
