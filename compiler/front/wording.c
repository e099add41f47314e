/* wording.c — is the card's text clear, current, and does it say what is meant?
 *
 * - -Wobsolete: wording of the Fourth Edition era and later Oracle changes,
 *   with the current Oracle form as a fix-it ("in play" -> "on the
 *   battlefield"); wording whose meaning changed is a note with no fix-it.
 * - -Wunresolved-tie: "the player with the most life" with no words for a
 *   tie; the game has no default for one (CR 413.2i).
 * - -Wself-reference: a name close to the card's own, where the card's own
 *   name would stand (a misspelt or stale name after a rename).
 * - -Wmissing-duration: a one-shot "+N/+N" or granted ability with no
 *   duration lasts until the end of the game (CR 418.3a).
 *
 * The first three read a paragraph's words, so they work on a paragraph the
 * grammar refused too; the last reads the parsed abilities.  One scan finds
 * where the paragraph's words start (word_starts); the three read their
 * phrases there, each in its turn, so their warnings come in that order. */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "front.h"

/* ---- helpers ---------------------------------------------------------- */

/* An ASCII letter: isalpha in the C locale cardc runs in, without a call
 * to the locale's table (these run at every offset of every paragraph). */
static inline bool letter(char ch)
{
    return (unsigned)(((unsigned char)ch | 0x20) - 'a') < 26;
}

static bool word_at(const char *t, size_t n, size_t i, const char *w, size_t wn)
{
    /* the cheap tests first: this runs at every offset of every paragraph */
    if (i + wn > n || (i > 0 && letter(t[i - 1])))
        return false;
    if (wn > 0 && (letter(w[0]) ? (t[i] | 0x20) != (w[0] | 0x20) : t[i] != w[0]))
        return false;           /* tolower in the C locale, without its call */
    if (strncasecmp(t + i, w, wn) != 0)
        return false;
    return i + wn == n || !letter(t[i + wn]);
}

/* word_at for a string literal W. */
#define WORD_AT(t, n, i, w) word_at(t, n, i, w, sizeof w - 1)

/* Past the letters at I: the end of the word I is in (I when none). */
static size_t word_end(const char *t, size_t n, size_t i)
{
    while (i < n && letter(t[i]))
        i++;
    return i;
}

/* The start of the first word after offset I (N at the end). */
static size_t next_word(const char *t, size_t n, size_t i)
{
    i = word_end(t, n, i);
    while (i < n && !letter(t[i]))
        i++;
    return i;
}

/* REPLACEMENT with a capital first letter when the text it replaces has one. */
static const char *same_case(front *fe, const char *replaced, const char *replacement)
{
    char *s = arena_strdup(fe->a, replacement);
    if (isupper((unsigned char)replaced[0]))
        s[0] = (char)toupper((unsigned char)s[0]);
    return s;
}

/* The end of the sentence holding offset I: its period, or the end. */
static size_t sentence_end(const char *t, size_t n, size_t i)
{
    while (i < n && t[i] != '.')
        i++;
    return i;
}

/* Past the reminder text that opens at I, if any: "(... (...) ...)". */
static size_t skip_reminder(const char *t, size_t n, size_t i)
{
    if (t[i] != '(')
        return i;
    for (unsigned depth = 0; i < n; i++) {
        depth += t[i] == '(';
        if (t[i] == ')' && --depth == 0)
            break;
    }
    return i;
}

static src_range at(const paragraph *p, size_t b, size_t e)
{
    return (src_range){ p->body.begin + (uint32_t)b, p->body.begin + (uint32_t)e };
}

/* ---- -Wobsolete ------------------------------------------------------- */

typedef enum fix_kind {
    FIX_REPLACE,        /* the phrase becomes NOW */
    FIX_MEANING,        /* NOW means more: a note, no fix-it */
    FIX_REMOVE,         /* "remove X from the game" -> "exile X" */
    FIX_BURY,           /* "bury X." -> "destroy X. It can't be regenerated." */
    FIX_DOES_DAMAGE,    /* "does 3 damage" -> "deals 3 damage" */
    FIX_GAINS_PT,       /* "gains +3/+3" -> "gets +3/+3" */
    FIX_NON,            /* "non-black" -> "nonblack" */
} fix_kind;

/* Fourth Edition wording (and Oracle wording replaced since) with the
 * current Oracle form.  "enters the battlefield", the form before "enters",
 * is current enough and is not listed. */
static const struct {
    const char *old, *now;
    fix_kind fix;
} obsolete[] = {
    { "is put into a graveyard from play", "dies", FIX_REPLACE },
    { "are put into a graveyard from play", "die", FIX_REPLACE },
    { "comes into play", "enters", FIX_REPLACE },
    { "come into play", "enter", FIX_REPLACE },
    { "came into play", "entered", FIX_REPLACE },
    { "enters play", "enters", FIX_REPLACE },
    { "enter play", "enter", FIX_REPLACE },
    { "put into play", "put onto the battlefield", FIX_REPLACE },
    { "into play", "onto the battlefield", FIX_REPLACE },
    { "in play", "on the battlefield", FIX_REPLACE },
    { "leaves play", "leaves the battlefield", FIX_REPLACE },
    { "leave play", "leave the battlefield", FIX_REPLACE },
    { "removed from the game", "exiled", FIX_REPLACE },
    { "remove", "exile", FIX_REMOVE },
    { "life points", "life", FIX_REPLACE },
    { "fast effect", "instant", FIX_REPLACE },
    { "converted mana cost", "mana value", FIX_REPLACE },
    { "total casting cost", "mana value", FIX_REPLACE },
    { "casting cost", "mana cost", FIX_REPLACE },
    { "target creature or player", "any target", FIX_MEANING },
    { "play a spell", "cast a spell", FIX_REPLACE },
    { "plays a spell", "casts a spell", FIX_REPLACE },
    { "played a spell", "cast a spell", FIX_REPLACE },
    { "his or her", "their", FIX_REPLACE },
    { "him or her", "them", FIX_REPLACE },
    { "he or she", "they", FIX_REPLACE },
    { "bury", "destroy", FIX_BURY },
    { "does", "deals", FIX_DOES_DAMAGE },
    { "gains", "gets", FIX_GAINS_PT },
    { "gain", "get", FIX_GAINS_PT },
    { "non-", "non", FIX_NON },
    { "at end of turn", "at the beginning of the end step", FIX_REPLACE },
    { "precombat main phase", "first main phase", FIX_REPLACE },     /* Oracle since 2024 */
    { "postcombat main phase", "second main phase", FIX_REPLACE },
    { "interrupt", "instant", FIX_REPLACE },
    { "summon", "creature", FIX_REPLACE },
};

/* "does 3 damage", "does X damage": the old verb of damage. */
static bool damage_follows(const char *t, size_t n, size_t i)
{
    if (i >= n || t[i] != ' ')
        return false;
    size_t j = i + 1;
    if (j < n && t[j] == 'X')
        j++;
    else
        while (j < n && isdigit((unsigned char)t[j]))
            j++;
    return j > i + 1 && word_at(t, n, j + 1, "damage", 6) && t[j] == ' ';
}

enum { NOBSOLETE = sizeof obsolete / sizeof *obsolete };

/* The phrases of the table that begin with the letters A and B (lower
 * case), in the table's order: the first's index (plus one; 0 when none),
 * then each one's next in NEXT.  Every phrase is written in lower case, two
 * letters or more; the chains and the phrases' lengths are made at the
 * first call. */
static unsigned char obsolete_first[26][26], obsolete_next[NOBSOLETE], obsolete_len[NOBSOLETE];

static unsigned obsolete_chain(int a, int b)
{
    static bool made;
    if (!made) {
        for (size_t k = NOBSOLETE; k-- > 0;) {
            unsigned char *first = &obsolete_first[obsolete[k].old[0] - 'a'][obsolete[k].old[1] - 'a'];
            obsolete_next[k] = *first;
            *first = (unsigned char)(k + 1);
            obsolete_len[k] = (unsigned char)strlen(obsolete[k].old);
        }
        made = true;
    }
    return a >= 'a' && a <= 'z' && b >= 'a' && b <= 'z' ? obsolete_first[a - 'a'][b - 'a'] : 0;
}

/* The obsolete phrase at offset I, reported with its fix; its length, or 0. */
static size_t obsolete_at(front *fe, const card *c, const paragraph *p, const char *t, size_t n, size_t i)
{
    if (i + 1 >= n)
        return 0;
    /* ASCII lower case: a letter | 0x20 is its lower case, and nothing
     * else becomes a lower-case letter */
    for (unsigned next = obsolete_chain(t[i] | 0x20, t[i + 1] | 0x20), k; next; next = obsolete_next[k]) {
        k = next - 1;
        size_t wn = obsolete_len[k];
        bool prefix = obsolete[k].fix == FIX_NON;       /* "non-" starts a word */
        if (prefix ? i + wn > n || strncasecmp(t + i, obsolete[k].old, wn) != 0
                   : !word_at(t, n, i, obsolete[k].old, wn))
            continue;
        const char *old = obsolete[k].old;
        src_range r = at(p, i, i + wn);
        size_t end = 0, from = 0;
        switch (obsolete[k].fix) {
        case FIX_REPLACE:
            if (diag_report(fe->diag, c->src, r, WARN_OBSOLETE, old, obsolete[k].now))
                diag_fixit(fe->diag, r, same_case(fe, t + i, obsolete[k].now));
            return wn;
        case FIX_MEANING:
            if (diag_report(fe->diag, c->src, r, NOTE_OBSOLETE_MEANING, old, obsolete[k].now))
                diag_note(fe->diag, NULL, r, "'%s' also means planeswalkers and battles; "
                          "write it where that is meant.", obsolete[k].now);
            return wn;
        case FIX_REMOVE:
            end = sentence_end(t, n, i);
            for (size_t j = i + wn; j < end && !from; j++)
                if (word_at(t, n, j, "from the game", 13))
                    from = j;
            if (!from)
                continue;       /* "remove a counter" is current wording */
            if (diag_report(fe->diag, c->src, r, WARN_OBSOLETE, "remove ... from the game", "exile")) {
                diag_fixit(fe->diag, r, same_case(fe, t + i, obsolete[k].now));
                diag_fixit(fe->diag, at(p, from - (from > 0 && t[from - 1] == ' '), from + 13), "");
            }
            return wn;
        case FIX_BURY:
            end = sentence_end(t, n, i);
            if (diag_report(fe->diag, c->src, r, WARN_OBSOLETE, old,
                            "destroy ... It can't be regenerated.")) {
                diag_fixit(fe->diag, r, same_case(fe, t + i, obsolete[k].now));
                diag_fixit(fe->diag, at(p, end + (end < n), end + (end < n)),
                           end < n ? " It can't be regenerated." : ". It can't be regenerated");
            }
            return wn;
        case FIX_GAINS_PT:
            if (i + wn + 2 >= n || t[i + wn] != ' ' || (t[i + wn + 1] != '+' && t[i + wn + 1] != '-')
                || !strchr("0123456789X", t[i + wn + 2]))
                continue;
            if (diag_report(fe->diag, c->src, r, WARN_OBSOLETE, "gains +N/+N", "gets +N/+N"))
                diag_fixit(fe->diag, r, same_case(fe, t + i, obsolete[k].now));
            return wn;
        case FIX_NON:
            if (i + wn >= n || !islower((unsigned char)t[i + wn]))  /* Oracle keeps "non-Human" */
                continue;
            if (diag_report(fe->diag, c->src, r, WARN_OBSOLETE, "non-X", "nonX"))
                diag_fixit(fe->diag, r, same_case(fe, t + i, obsolete[k].now));
            return wn;
        case FIX_DOES_DAMAGE:
            if (!damage_follows(t, n, i + wn))
                continue;
            if (diag_report(fe->diag, c->src, r, WARN_OBSOLETE, "does N damage", "deals N damage"))
                diag_fixit(fe->diag, r, same_case(fe, t + i, obsolete[k].now));
            return wn;
        }
    }
    return 0;
}

/* ---- -Wunresolved-tie ------------------------------------------------- */

static const char *const superlatives[] = {
    "most", "greatest", "highest", "least", "fewest", "lowest",
};

/* Does the paragraph say what a tie does ("or tied for", "tie", "tied")? */
static bool settles_tie(const char *t, size_t n)
{
    for (size_t i = 0; i < n; i = next_word(t, n, i))
        if (word_at(t, n, i, "tie", 3) || word_at(t, n, i, "tied", 4) || word_at(t, n, i, "ties", 4)
            || word_at(t, n, i, "than each other", 15))
            return true;        /* "if a player has more life than each other player" */
    return false;
}

/* "the player with the most life" ("who has the most"): "the" picks one,
 * and a tie leaves none
 * (CR 413.2i).  "each player with the most life" takes all the tied ones;
 * "or tied for" and rules of its own for a tie ("tie", "tied") settle it. */
static void tie_check(front *fe, const card *c, const paragraph *p, const char *t, size_t n,
                      const uint32_t *starts, size_t nstarts)
{
    int settled = -1;           /* settles_tie, once a superlative asks */
    for (size_t k = 0, from = 0; k < nstarts; k++) {
        size_t i = starts[k];
        if (i < from || i + 1 >= n)
            continue;
        /* ASCII lower case: every link is letters, "wi", "wh" or "th" first */
        int first = t[i] | 0x20, second = t[i + 1] | 0x20;
        size_t s = 0, sn = 0;
        if (first == 'w' && second == 'i' && WORD_AT(t, n, i, "with the"))
            s = i + sizeof "with the";
        else if (first == 'w' && second == 'h' && WORD_AT(t, n, i, "who has the"))
            s = i + sizeof "who has the";
        else if (first == 't' && second == 'h' && WORD_AT(t, n, i, "that has the"))
            s = i + sizeof "that has the";
        if (!s)
            continue;
        for (size_t m = 0; m < sizeof superlatives / sizeof *superlatives && !sn; m++)
            if (word_at(t, n, s, superlatives[m], strlen(superlatives[m])))
                sn = strlen(superlatives[m]);
        if (!sn)
            continue;
        if (settled < 0)
            settled = settles_tie(t, n);
        if (settled)
            return;
        /* The noun phrase before "with": "the player", "the creature you control". */
        size_t b = i, words = 0;
        while (b > 0 && words < 4 && t[b - 1] == ' ') {
            size_t w = b - 1;
            while (w > 0 && letter(t[w - 1]))
                w--;
            if (w == b - 1)
                break;
            words++;
            if (word_at(t, n, w, "the", 3) && !word_at(t, n, w + 4, "battlefield", 11)) {
                if (w >= 5 && word_at(t, n, w - 5, "than", 4))
                    break;      /* "fewer cards than the player with the most": a number, tied or not */
                size_t e = s + sn;      /* and the word it measures: "most life" */
                if (e < n && t[e] == ' ')
                    for (e++; e < n && letter(t[e]);)
                        e++;
                src_range r = at(p, w, e);
                if (diag_report(fe->diag, c->src, r, WARN_UNRESOLVED_TIE,
                                arena_strndup(fe->a, t + w, e - w)))
                    diag_note(fe->diag, NULL, r, "When two or more are tied, the game has no "
                              "default (CR 413.2i); say what happens, as Oracle's \"or tied "
                              "for\" does.");
                break;
            }
            if (word_at(t, n, w, "each", 4) || word_at(t, n, w, "a", 1) || word_at(t, n, w, "an", 2)
                || word_at(t, n, w, "all", 3) || word_at(t, n, w, "target", 6))
                break;
            b = w;
        }
        from = s + sn + 1;      /* the mark after the superlative starts no link */
    }
}

/* ---- -Wself-reference ------------------------------------------------- */

/* Words after which a name stands for this card: "Fire Bolt deals 2 damage". */
#define W(w) { w, sizeof w - 1 }
static const struct {
    const char *w;
    size_t n;
} self_verbs[] = {
    W("deals"), W("does"), W("enters"), W("gets"), W("gains"), W("has"), W("can't"), W("attacks"),
    W("blocks"), W("is"), W("comes"), W("leaves"), W("dies"), W("doesn't"), W("becomes"),
};

/* A run of capitalised words at I ("Lightning Bolt", "Olvar, Smith's Hope",
 * "Circle of Protection"): its end, or I when none starts there. */
static size_t title_run(const char *t, size_t n, size_t i)
{
    size_t e = i, j = i;
    while (j < n && isupper((unsigned char)t[j])) {
        while (j < n && (letter(t[j]) || (unsigned char)t[j] >= 0x80 || t[j] == '\'' || t[j] == '-')
               && !(t[j] == '\'' && j + 1 < n && t[j + 1] == 's' && (j + 2 == n || !letter(t[j + 2]))))
            j++;            /* a word, without a possessive "'s" */
        e = j;
        size_t k = j;
        if (k + 1 < n && t[k] == ',' && t[k + 1] == ' ')
            k++;
        if (k < n && t[k] == ' ')
            k++;
        static const struct {
            const char *w;
            size_t n;
        } joins[] = { W("of "), W("the "), W("and "), W("to "), W("from ") };
        for (size_t m = 0; m < sizeof joins / sizeof *joins; m++)
            if (t[k] == joins[m].w[0] && strncmp(t + k, joins[m].w, joins[m].n) == 0)
                k += joins[m].n;
        if (k == j || k >= n || !isupper((unsigned char)t[k]))
            break;
        j = k;
    }
    return e;
}

/* Where the card's own name (or short name) begins in [I, E) of T: the
 * offset after it when it begins at I, else where it begins; 0 when it is
 * not there. */
static size_t own_name_in(const card *c, const char *t, size_t i, size_t e, size_t n)
{
    for (size_t j = i; j < e; j++)
        for (int k = 0; k < 2; k++) {
            const char *name = k ? c->short_name : c->name;
            if (!name || t[j] != name[0])
                continue;
            size_t m = strlen(name);
            if (m && j + m <= n && strncmp(t + j, name, m) == 0
                && (j == 0 || !letter(t[j - 1])))
                return j == i ? j + m : j;
        }
    return 0;
}

static bool self_verb_at(const char *t, size_t n, size_t e)
{
    if (e + 1 < n && t[e] == '\'' && t[e + 1] == 's')
        return true;
    if (e + 1 >= n || t[e] != ' ')
        return false;
    for (size_t k = 0; k < sizeof self_verbs / sizeof *self_verbs; k++)
        if ((t[e + 1] | 0x20) == self_verbs[k].w[0]     /* the verbs are in lower case */
            && word_at(t, n, e + 1, self_verbs[k].w, self_verbs[k].n))
            return true;
    return false;
}

/* Is the name NAME (of length N), standing where this card's would, close to
 * the card's name: a misspelling (a few letters apart) or, of two words or
 * more, a word shared ("Fire Bolt" on a card renamed "Fire Spear")? */
static const char *close_name(const card *c, const char *name, size_t n)
{
    const char *names[2] = { c->name, c->short_name };
    for (int k = 0; k < 2; k++) {
        if (!names[k])
            continue;
        size_t m = strlen(names[k]);
        if (m == n && strncmp(names[k], name, n) == 0)
            return NULL;        /* the card's own name */
    }
    for (int k = 0; k < 2; k++) {
        if (!names[k])
            continue;
        size_t m = strlen(names[k]);
        unsigned limit = (unsigned)(m / 6 + 1);
        if (lexicon_distance(name, n, names[k], m, limit) <= limit)
            return names[k];
    }
    if (!memchr(name, ' ', n))
        return NULL;
    /* Two words or more, one of them a word of the name longer than "of". */
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && name[j] != ' ' && name[j] != ',')
            j++;
        size_t m = strlen(c->name);
        for (size_t s = 0; j - i > 3 && s + (j - i) <= m; s++)
            if (word_at(c->name, m, s, name + i, j - i))
                return c->name;
        i = j + 1;
    }
    return NULL;
}

static void self_check(front *fe, const card *c, const paragraph *p, const char *t, size_t n,
                       const uint32_t *starts, size_t nstarts)
{
    for (size_t k = 0, from = 0; k < nstarts; k++) {
        size_t i = starts[k];
        if (i < from || t[i] < 'A' || t[i] > 'Z')
            continue;           /* isupper in the C locale */
        size_t e = title_run(t, n, i);
        /* The card's own name in the run ("Exile All Hallow's Eve", "Until
         * end of turn, Svogthos, the Restless Tomb"): what follows it is
         * read on its own. */
        size_t own = own_name_in(c, t, i, e, n);
        if (own) {
            from = own;
            continue;
        }
        /* "a card named Plains", "a token named Kaldra": other cards by name (Rules FAQ). */
        bool named = i >= 6 && strncmp(t + i - 6, "named ", 6) == 0;
        bool self_place = self_verb_at(t, n, e)
                          || (i >= 10 && strncasecmp(t + i - 10, "sacrifice ", 10) == 0);
        if (named || !self_place) {
            from = e + 1;
            continue;
        }
        /* Words of card text before a name are no part of it ("When Fire
         * Bolt ..."), unless the card's name has them. */
        size_t b = i;
        for (size_t w = b; w < e && t[w] != ' '; w++)
            if (w + 1 == e || t[w + 1] == ' ') {
                if (w + 1 < e && lexicon_lookup(fe->lex, t + b, w + 1 - b)
                    && !strstr(c->name, arena_strndup(fe->a, t + b, w + 1 - b)))
                    b = w + 2;
                break;
            }
        const char *name = close_name(c, t + b, e - b);
        if (name) {
            src_range r = at(p, b, e);
            if (diag_report(fe->diag, c->src, r, WARN_SELF_REFERENCE,
                            arena_strndup(fe->a, t + b, e - b), name))
                diag_fixit(fe->diag, r, name);
        }
        from = e + 1;
    }
}

/* ---- paragraphs ------------------------------------------------------- */

/* Where the paragraph's phrases may start, in order: every offset outside
 * reminder text after no letter (a word's first letter, or a mark after a
 * mark).  OUT has room for N; the count.  A check that passes a name or a
 * phrase goes on at the first start after it. */
static size_t word_starts(const char *t, size_t n, uint32_t *out)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (t[i] == '(') {      /* reminder text is not the rules text */
            i = skip_reminder(t, n, i);
            continue;
        }
        out[k++] = (uint32_t)i;
        if (letter(t[i])) {
            i = word_end(t, n, i);      /* the mark after a word starts nothing, */
            i -= i < n && t[i] == '(';  /* but reminder text */
        }
    }
    return k;
}

void wording_paragraph(front *fe, const card *c, const paragraph *p)
{
    const char *t = c->src->text + p->body.begin;
    size_t n = p->body.end - p->body.begin;
    /* on the stack, but for a paragraph longer than any card's */
    uint32_t some[1024], *starts = n <= sizeof some / sizeof *some
                                   ? some : arena_alloc_raw(fe->a, n * sizeof *starts);
    size_t nstarts = word_starts(t, n, starts);
    for (size_t k = 0, from = 0; k < nstarts; k++) {
        size_t i = starts[k], len;
        if (i < from)
            continue;
        size_t own = (c->name && t[i] == c->name[0]) || (c->short_name && t[i] == c->short_name[0])
                     ? own_name_in(c, t, i, i + 1, n) : 0;
        if (own)                /* "Return Summon the School": a name, not wording */
            from = own;
        else if ((len = obsolete_at(fe, c, p, t, n, i)))
            from = i + len;
    }
    tie_check(fe, c, p, t, n, starts, nstarts);
    self_check(fe, c, p, t, n, starts, nstarts);
}

/* ---- -Wmissing-duration ----------------------------------------------- */

static bool has_duration(const node *mods)
{
    for (const node *m = mods && mods->kind == N_LIST ? mods->a : mods; m; m = m->next)
        if (m->kind == N_DURATION)
            return true;
    return false;
}

/* "gets +2/+2", "gains flying", "gains \"{T}: ...\"": a change to an object
 * that lasts as long as its duration says. */
static bool grants(const node *n)
{
    if (!n || n->kind != N_ACTION || !n->text || !n->b)
        return false;
    const node *o = n->b->kind == N_LIST ? n->b->a : n->b;
    if (strcmp(n->text, "get") == 0)
        return o && o->kind == N_PT_CHANGE;
    if (strcmp(n->text, "gain") == 0)
        return o && (o->kind == N_KEYWORD || o->kind == N_QUOTED);
    return false;
}

/* "It gains haste" after "return target creature card ... to the
 * battlefield", "That token gains haste": a pronoun for what the ability
 * puts onto the battlefield or creates is meant to keep it.  A pronoun for a
 * target on the battlefield or this card is not. */
static bool meant_to_last(const card *c, const node *subject)
{
    if (!subject || subject->kind != N_PRONOUN)
        return false;
    const node *to = subject->refers;
    if (!to || (to->kind != N_TARGET && to->kind != N_SELF))
        return true;
    /* "Return target creature card ... to the battlefield. It gains haste." */
    const char *t = c->src->text;
    for (uint32_t i = to->range.begin; i < to->range.end; i++)
        if (word_at(t, to->range.end, i, "card", 4))
            return true;
    return false;
}

/* A duration or "instead" later in the sentence of N ("gets +2/+2 and has
 * trample for as long as ...", "That creature gets -4/-4 instead"). */
static bool later_duration(const card *c, const node *n)
{
    const char *t = c->src->text;
    for (uint32_t i = n->range.begin; i < c->src->len && (i < n->range.end || t[i] != '.') && t[i] != '\n'; i++)
        if (word_at(t, c->src->len, i, "until", 5) || word_at(t, c->src->len, i, "as long as", 10)
            || word_at(t, c->src->len, i, "this turn", 9) || word_at(t, c->src->len, i, "instead", 7))
            return true;
    return false;
}

static void duration_walk(front *fe, const card *c, const node *n)
{
    if (!n || n->kind == N_QUOTED || n->kind == N_TOKEN_DESC)
        return;                 /* a granted ability or a token's: abilities of their own */
    if (n->kind == N_CONDITIONAL && n->a && n->a->kind == N_DURATION)
        return;                 /* "Until end of turn, ..." covers what follows */
    if (n->kind == N_LIST) {
        for (const node *i = n->a; i; i = i->next)
            /* "gets +2/+2 and gains flying": the duration after the last serves both. */
            if (!(grants(i) && grants(i->next) && i->next->a == i->a))
                duration_walk(fe, c, i);
        return;
    }
    if (grants(n) && !has_duration(n->c) && !meant_to_last(c, n->a) && !later_duration(c, n)) {
        src_range r = n->range;
        if (diag_report(fe->diag, c->src, r, WARN_MISSING_DURATION,
                        arena_strndup(fe->a, c->src->text + r.begin, r.end - r.begin))) {
            diag_note(fe->diag, NULL, r, "An effect with no duration lasts until the end of "
                      "the game (CR 418.3a).");
            /* A granted ability in quotes ends with its own period: Oracle
             * puts the duration first ("Until end of turn, target creature
             * gains \"...\""), when the sentence starts with the change. */
            const char *t = c->src->text;
            bool quoted = r.end >= 2 && t[r.end - 1] == '"' && t[r.end - 2] == '.';
            uint32_t b = r.begin;
            while (b > 0 && t[b - 1] == ' ')
                b--;
            bool starts = b == 0 || strchr(".:/\n", t[b - 1]) || (unsigned char)t[b - 1] == 0xA2;
            if (quoted && starts) {
                bool name = own_name_in(c, t, r.begin, r.begin + 1, r.end) != 0;
                diag_fixit(fe->diag, (src_range){ r.begin, r.begin + 1 },
                           arena_printf(fe->a, "Until end of turn, %c",
                                        name ? t[r.begin] : tolower((unsigned char)t[r.begin])));
            } else {
                diag_fixit(fe->diag, (src_range){ r.end, r.end }, " until end of turn");
            }
        }
        return;
    }
    duration_walk(fe, c, n->a);
    duration_walk(fe, c, n->b);
    duration_walk(fe, c, n->c);
}

/* One-shot abilities: a spell's, an activated or a triggered ability's
 * effect (a static ability's change lasts as long as the ability). */
void wording_card(front *fe, const card *c)
{
    for (const ability *ab = c->abilities; ab; ab = ab->next) {
        if (ab->kind != AB_SPELL && ab->kind != AB_ACTIVATED && ab->kind != AB_TRIGGERED)
            continue;
        const char *text = c->src->text + ab->range.begin;
        size_t n = ab->range.end - ab->range.begin;
        bool said = false;      /* "(This effect lasts indefinitely.)" */
        const char *end = n >= 20 ? text + n - 19 : text;       /* two marks after it */
        for (const char *l = text; !said && l < end && (l = memchr(l, 'l', (size_t)(end - l))); l++)
            said = strncmp(l, "lasts indefinitely", 18) == 0;
        if (said)
            continue;
        duration_walk(fe, c, ab->ast->b);
        for (const ability *m = ab->modes; m; m = m->next)
            duration_walk(fe, c, m->ast->b);
    }
}
