/* roundtrip.c — the round trip of card text through the AST: the source
 * and the rendering of each paragraph (print.c), made comparable and
 * compared.  A difference shows where a parse kept less than the text. */
#include "roundtrip.h"

#include <ctype.h>
#include <string.h>

#include "print.h"

char *roundtrip_normalise(arena *a, const char *t, size_t len, const char *name,
                          const char *short_name)
{
    /* Nothing written is longer than what it stands for: LEN bytes do. */
    char *s = arena_alloc(a, len + 1);
    size_t n = 0;
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
            if (space && n)
                s[n++] = ' ';
            space = false;
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
        if (space && n && !tight && strchr(",.:;", out[0]) == NULL)
            s[n++] = ' ';
        space = false;
        memcpy(s + n, out, strlen(out));
        n += strlen(out);
        i += step;
    }
    s[n] = '\0';
    /* No space inside a quote's edges: '" ' after an opening quote, ' "'
     * before a closing one. */
    char *o = s;
    bool open = false;
    for (char *c = s; *c; c++) {
        if (*c == '"') {
            open = !open;
            if (!open && o > s && o[-1] == ' ')
                o--;
            *o++ = '"';
            if (open && c[1] == ' ')
                c++;
            continue;
        }
        *o++ = *c;
    }
    *o = '\0';
    return s;
}

long roundtrip_diff(const char *x, const char *y)
{
    long i = 0;
    while (x[i] && x[i] == y[i])
        i++;
    return x[i] == y[i] ? -1 : i;
}

bool roundtrip_card(arena *a, const card *c, const paragraph **where, long *at,
                    char **text, char **rendering)
{
    for (const paragraph *para = c->paras; para; para = para->next) {
        char *r = print_paragraph(a, c, para);
        const char *t = c->src->text + para->range.begin;
        char *src = roundtrip_normalise(a, t, para->range.end - para->range.begin, c->name, c->short_name);
        char *mine = roundtrip_normalise(a, r ? r : "", r ? strlen(r) : 0, c->name, c->short_name);
        long d = roundtrip_diff(src, mine);
        if (d >= 0) {
            if (where)
                *where = para;
            if (at)
                *at = d;
            if (text)
                *text = src;
            if (rendering)
                *rendering = mine;
            return false;
        }
    }
    return true;
}

bool roundtrip_check(FILE *out, arena *a, const card *c)
{
    const paragraph *para;
    long at;
    char *text, *mine;
    if (roundtrip_card(a, c, &para, &at, &text, &mine))
        return true;
    if (out)
        fprintf(out, "%s:%u: %s: the rendering differs at column %ld\n  text:  %s\n  print: %s\n",
                c->src->name, source_line(c->src, para->range.begin), c->name, at + 1, text, mine);
    return false;
}
