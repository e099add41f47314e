/* roundtrip.c — the round trip of card text through the AST: the source
 * and the rendering of each paragraph (print.c), made comparable and
 * compared.  A difference shows where a parse kept less than the text. */
#include "roundtrip.h"

#include <ctype.h>
#include <string.h>

#include "print.h"

/* roundtrip_normalise, and when ORIGIN is not NULL (LEN + 1 entries), the
 * offset in T that each byte of the result comes from. */
static char *normalise(arena *a, const char *t, size_t len, const char *name, const char *short_name,
                       uint32_t *origin)
{
    /* Nothing written is longer than what it stands for: LEN bytes do. */
    char *s = arena_alloc(a, len + 1);
    size_t n = 0;
#define FROM(at) do { if (origin) origin[n] = (uint32_t)(at); } while (0)
    size_t nl = name ? strlen(name) : 0, sl = short_name ? strlen(short_name) : 0;
    int depth = 0;
    bool space = false;
    for (size_t i = 0; i < len;) {
        unsigned char ch = (unsigned char)t[i];
        if (ch == '(') {
            depth++;
            i++;
            continue;
        }
        if (depth) {
            depth -= ch == ')';
            i++;
            continue;
        }
        bool word_start = i == 0 || !isalnum((unsigned char)t[i - 1]);
        size_t nm = 0;
        if (word_start && nl && len - i >= nl && memcmp(t + i, name, nl) == 0)
            nm = nl;
        else if (word_start && sl && len - i >= sl && memcmp(t + i, short_name, sl) == 0)
            nm = sl;
        else if (word_start && len - i >= 8 && memcmp(t + i, "CARDNAME", 8) == 0)
            nm = 8;
        if (nm && (i + nm == len || !isalnum((unsigned char)t[i + nm]))) {
            if (space && n) {
                FROM(i);
                s[n++] = ' ';
            }
            space = false;
            FROM(i);
            s[n++] = '~';
            i += nm;
            continue;
        }
        if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r') {
            space = true;
            i++;
            continue;
        }
        const char *out = NULL;
        size_t step = 1;
        char one[2] = { (char)tolower(ch), 0 };
        if (ch == 0xE2 && i + 2 < len && (unsigned char)t[i + 1] == 0x80) {
            unsigned char c3 = (unsigned char)t[i + 2];
            if (c3 == 0x9C || c3 == 0x9D)
                out = "\"", step = 3;
            else if (c3 == 0x98 || c3 == 0x99)
                out = "'", step = 3;
            else if (c3 == 0x94 || c3 == 0x93)
                out = "\xE2\x80\x94", step = 3, space = false;
        }
        if (!out)
            out = one;
        bool dash = step == 3 && out[0] == '\xE2';
        bool tight = dash || (n && (unsigned char)s[n - 1] == 0x94);
        if (space && n && !tight && strchr(",.:;", out[0]) == NULL) {
            FROM(i);
            s[n++] = ' ';
        }
        space = false;
        for (size_t k = 0; out[k]; k++) {
            FROM(i);
            s[n++] = out[k];
        }
        i += step;
    }
    FROM(len);
    s[n] = '\0';
#undef FROM
    /* No space inside a quote's edges: '" ' after an opening quote, ' "'
     * before a closing one. */
    size_t o = 0;
    bool open = false;
    for (size_t c = 0; s[c]; c++) {
        if (s[c] == '"') {
            open = !open;
            if (!open && o > 0 && s[o - 1] == ' ')
                o--;
        }
        if (origin)
            origin[o] = origin[c];
        s[o++] = s[c];
        if (s[c] == '"' && open && s[c + 1] == ' ')
            c++;
    }
    if (origin)
        origin[o] = (uint32_t)len;
    s[o] = '\0';
    return s;
}

char *roundtrip_normalise(arena *a, const char *t, size_t len, const char *name,
                          const char *short_name)
{
    return normalise(a, t, len, name, short_name, NULL);
}

long roundtrip_diff(const char *x, const char *y)
{
    long i = 0;
    while (x[i] && x[i] == y[i])
        i++;
    return x[i] == y[i] ? -1 : i;
}

/* The first N words of S (or fewer, to its end), "..." after them when S goes on. */
static char *words(arena *a, const char *s, int n)
{
    size_t e = 0;
    for (int k = 0; s[e] && k < n; k++) {
        while (s[e] == ' ')
            e++;
        while (s[e] && s[e] != ' ')
            e++;
    }
    return arena_printf(a, "%.*s%s", (int)e, s, s[e] ? " ..." : "");
}

bool roundtrip_card(arena *a, const card *c, roundtrip_difference *out)
{
    for (const paragraph *para = c->paras; para; para = para->next) {
        char *r = print_paragraph(a, c, para);
        const char *t = c->src->text + para->range.begin;
        size_t len = para->range.end - para->range.begin;
        uint32_t *origin = out ? arena_alloc(a, (len + 1) * sizeof *origin) : NULL;
        char *src = normalise(a, t, len, c->name, c->short_name, origin);
        char *mine = roundtrip_normalise(a, r ? r : "", r ? strlen(r) : 0, c->name, c->short_name);
        long d = roundtrip_diff(src, mine);
        if (d < 0)
            continue;
        if (out) {
            /* the words from the start of the word that differs */
            long w = d;
            while (w > 0 && src[w - 1] != ' ')
                w--;
            long e = w;
            while (src[e] && src[e] != ' ')
                e++;
            *out = (roundtrip_difference){ .para = para, .at = d, .text = src, .rendering = mine,
                .range = { para->range.begin + origin[w],
                           para->range.begin + (e > w ? origin[e - 1] + 1 : origin[w]) },
                .said = words(a, src + w, 4), .read = words(a, mine + w, 4) };
        }
        return false;
    }
    return true;
}

bool roundtrip_check(FILE *out, arena *a, const card *c)
{
    roundtrip_difference d;
    if (roundtrip_card(a, c, &d))
        return true;
    if (out)
        fprintf(out, "%s:%u: %s: the rendering differs at column %ld\n  text:  %s\n  print: %s\n",
                c->src->name, source_line(c->src, d.para->range.begin), c->name, d.at + 1, d.text,
                d.rendering);
    return false;
}
