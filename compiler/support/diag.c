/* diag.c — the diagnostics engine: severities and -W groups from diag.def,
 * text output as gcc and clang print it, json and sarif, and -verify.
 *
 * In text mode the last diagnostic is held back until the next one is
 * reported (or diag_finish runs), so that the fix-its and notes added after
 * diag_report are printed with it, in gcc's order: location line, source
 * line, underline, fix-it line, notes.  The json and sarif formats keep every
 * diagnostic and print them from diag_finish; so does -verify, which compares
 * them with the `# expected-...` comments of every source seen. */
#include "diag.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "json.h"
#include "lexicon.h"

#ifndef CARDC_VERSION
#define CARDC_VERSION "0.1.0"
#endif

/* Not in diag.def: the engine's own "too many errors" record (json, sarif). */
#define DIAG_FATAL_LIMIT DIAG_COUNT

typedef struct diag_info {
    diag_severity sev;
    const char *group;      /* NULL: no -W group */
    const char *fmt;
    const char *name;       /* the enumerator, e.g. "ERR_UNKNOWN_WORD" */
} diag_info;

static const diag_info diag_table[DIAG_COUNT] = {
#define DIAG(id, sev, group, msg) { sev, group, msg, #id },
#include "diag.def"
#undef DIAG
};

enum { FMT_TEXT, FMT_JSON, FMT_SARIF };
enum { COLOR_AUTO, COLOR_ALWAYS, COLOR_NEVER };

typedef struct diag_note_rec {
    const source_file *src;     /* NULL: no location */
    src_range range;
    char *msg;
} diag_note_rec;

typedef struct diag_fix_rec {
    src_range range;
    char *text;
} diag_fix_rec;

typedef struct diag_rec {
    unsigned id;                /* diag_id, or DIAG_FATAL_LIMIT */
    diag_severity sev;          /* after -Werror */
    int promoted;               /* a warning made an error by -Werror */
    const source_file *src;
    src_range range;
    char *msg;
    diag_note_rec *notes;
    size_t nnotes, capnotes;
    diag_fix_rec *fixes;
    size_t nfixes, capfixes;
} diag_rec;

struct diag_engine {
    FILE *out;
    int format, color, verify;
    int silent;                 /* diag_silence: counted, never printed */
    int color_on;               /* colour decided for out; -1 not yet */
    unsigned error_limit;
    int all_werror;             /* -Werror */
    int no_warnings;            /* -w */
    /* -W groups, in the order diag.def first names them. */
    const char *groups[DIAG_COUNT];
    unsigned ngroups;
    int group_of[DIAG_COUNT];   /* index into groups, -1 for none */
    signed char group_on[DIAG_COUNT];
    signed char group_werror[DIAG_COUNT]; /* -1 unset, 0 -Wno-error=, 1 -Werror= */

    unsigned errors, warnings, mismatches;
    unsigned limit_base;        /* errors before the error limit began to count */
    int limit_reached, fatal_pending, finished;
    int keep_going;             /* the limit stops the reports only (diag_keep_going) */

    diag_rec *recs;             /* text: at most the one held back */
    size_t nrecs, caprecs;
    diag_rec *cur;              /* what notes and fix-its attach to */

    diag_fixit_fn on_fixit;     /* diag_on_fixit */
    void *on_fixit_ctx;
    diag_error_fn on_error;     /* diag_on_error */
    void *on_error_ctx;

    const source_file **srcs;   /* every source seen, for -verify */
    size_t nsrcs, capsrcs;
};

/* ---------------------------------------------------------------- memory */

static void *diag_xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        fputs("cardc: fatal error: out of memory\n", stderr);
        abort();
    }
    return q;
}

#define GROW(arr, n, cap)                                                    \
    do {                                                                     \
        if ((n) == (cap)) {                                                  \
            (cap) = (cap) ? 2 * (cap) : 8;                                   \
            (arr) = diag_xrealloc((arr), (cap) * sizeof *(arr));             \
        }                                                                    \
    } while (0)

static char *diag_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = diag_xrealloc(NULL, n);
    memcpy(d, s, n);
    return d;
}

static char *diag_vformat(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));
static char *diag_vformat(const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0)
        return diag_strdup(fmt);
    char *s = diag_xrealloc(NULL, (size_t)n + 1);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    return s;
}

static void rec_free(diag_rec *r)
{
    free(r->msg);
    for (size_t i = 0; i < r->nnotes; i++)
        free(r->notes[i].msg);
    free(r->notes);
    for (size_t i = 0; i < r->nfixes; i++)
        free(r->fixes[i].text);
    free(r->fixes);
    memset(r, 0, sizeof *r);
}

/* ---------------------------------------------------------------- engine */

diag_engine *diag_new(FILE *out)
{
    diag_engine *e = diag_xrealloc(NULL, sizeof *e);
    memset(e, 0, sizeof *e);
    e->out = out ? out : stderr;
    e->format = FMT_TEXT;
    e->color = COLOR_AUTO;
    e->color_on = -1;
    e->error_limit = 20;
    for (unsigned i = 0; i < DIAG_COUNT; i++) {
        const char *g = diag_table[i].group;
        e->group_of[i] = -1;
        if (!g)
            continue;
        unsigned k = 0;
        while (k < e->ngroups && strcmp(e->groups[k], g) != 0)
            k++;
        if (k == e->ngroups) {
            e->groups[k] = g;
            e->group_on[k] = 1;
            e->group_werror[k] = -1;
            e->ngroups++;
        }
        e->group_of[i] = (int)k;
    }
    return e;
}

void diag_silence(diag_engine *e)
{
    e->silent = 1;
}

void diag_free(diag_engine *e)
{
    if (!e)
        return;
    for (size_t i = 0; i < e->nrecs; i++)
        rec_free(&e->recs[i]);
    free(e->recs);
    free(e->srcs);
    free(e);
}

void diag_add_source(diag_engine *e, const source_file *src)
{
    /* Only -verify reads them; the search below would make a run over
     * many small sources (a JSON file's faces) quadratic. */
    if (!src || !e->verify)
        return;
    for (size_t i = e->nsrcs; i-- > 0;)
        if (e->srcs[i] == src)
            return;
    GROW(e->srcs, e->nsrcs, e->capsrcs);
    e->srcs[e->nsrcs++] = src;
}

unsigned diag_error_count(const diag_engine *e)
{
    return e->verify && e->finished ? e->mismatches : e->errors;
}

void diag_keep_going(diag_engine *e)
{
    e->keep_going = 1;
}

unsigned diag_warning_count(const diag_engine *e)
{
    return e->warnings;
}

void diag_print_summary(diag_engine *e)
{
    if (e->format != FMT_TEXT || e->verify || e->silent || (!e->errors && !e->warnings))
        return;
    if (e->warnings)
        fprintf(e->out, "%u warning%s%s", e->warnings, e->warnings == 1 ? "" : "s",
                e->errors ? " and " : "");
    if (e->errors)
        fprintf(e->out, "%u error%s", e->errors, e->errors == 1 ? "" : "s");
    fputs(" generated.\n", e->out);
    fflush(e->out);
}

int diag_limit_reached(const diag_engine *e)
{
    return e->limit_reached && !e->keep_going;
}

/* The engine's record for the error limit: a fatal error, or a note when
 * the caller goes on. */
static const char *limit_text(const diag_engine *e)
{
    return e->keep_going ? "too many errors emitted; the rest are not shown"
                         : "too many errors emitted, stopping now";
}

static diag_severity limit_severity(const diag_engine *e)
{
    return e->keep_going ? SEV_NOTE : SEV_FATAL;
}

/* ---------------------------------------------------------------- colour */

#define SGR_BOLD    "\33[01m\33[K"
#define SGR_ERROR   "\33[01;31m\33[K"
#define SGR_WARNING "\33[01;35m\33[K"
#define SGR_NOTE    "\33[01;36m\33[K"
#define SGR_CARET   "\33[01;32m\33[K"
#define SGR_FIXIT   "\33[32m\33[K"
#define SGR_RESET   "\33[m\33[K"

static int diag_use_color(int mode, FILE *f)
{
    if (mode == COLOR_ALWAYS)
        return 1;
    if (mode == COLOR_NEVER)
        return 0;
    const char *no = getenv("NO_COLOR");
    if (no && *no)
        return 0;
    const char *term = getenv("TERM");
    if (!term || !*term || strcmp(term, "dumb") == 0)
        return 0;
    return isatty(fileno(f));
}

typedef struct painter {
    FILE *out;
    int on;
} painter;

static void paint(const painter *p, const char *sgr)
{
    if (p->on)
        fputs(sgr, p->out);
}

/* ---------------------------------------------------------------- options */

static int group_find(const diag_engine *e, const char *name)
{
    if (strcmp(name, "obsolete-wording") == 0)
        name = "obsolete";      /* the other name of -Wobsolete */
    for (unsigned k = 0; k < e->ngroups; k++)
        if (strcmp(e->groups[k], name) == 0)
            return (int)k;
    return -1;
}

/* The closest known group to NAME, or NULL when none is close. */
static const char *group_suggest(const diag_engine *e, const char *name)
{
    static const char *const extra[] = { "all", "extra", "error", "everything" };
    size_t n = strlen(name);
    unsigned limit = (unsigned)((n + 2) / 3), best = ~0u;
    const char *pick = NULL;
    for (unsigned k = 0; k < e->ngroups + 4; k++) {
        const char *g = k < e->ngroups ? e->groups[k] : extra[k - e->ngroups];
        unsigned d = lexicon_distance(name, n, g, strlen(g), limit);
        if (d <= limit && d < best) {
            best = d;
            pick = g;
        }
    }
    return pick;
}

static void unknown_warning_option(diag_engine *e, const char *arg, const char *prefix,
                                   const char *name)
{
    painter p = { stderr, diag_use_color(e->color, stderr) };
    paint(&p, SGR_BOLD);
    fputs("cardc:", stderr);
    paint(&p, SGR_RESET);
    putc(' ', stderr);
    paint(&p, SGR_WARNING);
    fputs("warning:", stderr);
    paint(&p, SGR_RESET);
    fprintf(stderr, " unknown warning option '%s'", arg);
    const char *s = group_suggest(e, name);
    if (s)
        fprintf(stderr, "; did you mean '%s%s'?", prefix, s);
    fputs(" [", stderr);
    paint(&p, SGR_WARNING);
    fputs("-Wunknown-warning-option", stderr);
    paint(&p, SGR_RESET);
    fputs("]\n", stderr);
}

static int bad_value(const char *value, const char *arg)
{
    fprintf(stderr, "cardc: error: invalid value '%s' in '%s'\n", value, arg);
    return -1;
}

static int set_all_groups(diag_engine *e)
{
    for (unsigned k = 0; k < e->ngroups; k++)
        e->group_on[k] = 1;
    return 1;
}

int diag_option(diag_engine *e, const char *arg)
{
    if (strcmp(arg, "-w") == 0) {
        e->no_warnings = 1;
        return 1;
    }
    if (strcmp(arg, "-verify") == 0) {
        e->verify = 1;
        return 1;
    }
    if (strncmp(arg, "-ferror-limit=", 14) == 0 || strncmp(arg, "-fmax-errors=", 13) == 0) {
        const char *v = strchr(arg, '=') + 1;
        char *end;
        if (!isdigit((unsigned char)*v))
            return bad_value(v, arg);
        unsigned long n = strtoul(v, &end, 10);
        if (*end || n > 0xFFFFFFFFul)
            return bad_value(v, arg);
        e->error_limit = (unsigned)n;
        return 1;
    }
    if (strncmp(arg, "-fdiagnostics-format=", 21) == 0) {
        const char *v = arg + 21;
        if (strcmp(v, "text") == 0)
            e->format = FMT_TEXT;
        else if (strcmp(v, "json") == 0)
            e->format = FMT_JSON;
        else if (strcmp(v, "sarif") == 0)
            e->format = FMT_SARIF;
        else
            return bad_value(v, arg);
        return 1;
    }
    if (strncmp(arg, "-fdiagnostics-color", 19) == 0 || strcmp(arg, "-fno-diagnostics-color") == 0)
        e->color_on = -1;
    if (strcmp(arg, "-fdiagnostics-color") == 0) {
        e->color = COLOR_ALWAYS;
        return 1;
    }
    if (strcmp(arg, "-fno-diagnostics-color") == 0) {
        e->color = COLOR_NEVER;
        return 1;
    }
    if (strncmp(arg, "-fdiagnostics-color=", 20) == 0) {
        const char *v = arg + 20;
        if (strcmp(v, "auto") == 0)
            e->color = COLOR_AUTO;
        else if (strcmp(v, "always") == 0)
            e->color = COLOR_ALWAYS;
        else if (strcmp(v, "never") == 0)
            e->color = COLOR_NEVER;
        else
            return bad_value(v, arg);
        return 1;
    }
    if (strncmp(arg, "-W", 2) != 0)
        return 0;

    const char *w = arg + 2;
    if (!*w || strcmp(w, "all") == 0 || strcmp(w, "extra") == 0 || strcmp(w, "everything") == 0)
        return set_all_groups(e);
    if (strcmp(w, "error") == 0) {
        e->all_werror = 1;
        return 1;
    }
    if (strcmp(w, "no-error") == 0) {
        e->all_werror = 0;
        return 1;
    }
    /* -Wno-all and friends turn every group off (-W<group> after them turns one on). */
    if (strcmp(w, "no-all") == 0 || strcmp(w, "no-extra") == 0 || strcmp(w, "no-everything") == 0) {
        for (unsigned k = 0; k < e->ngroups; k++)
            e->group_on[k] = 0;
        return 1;
    }
    const char *prefix, *name;
    int what;   /* 0 enable, 1 disable, 2 -Werror=, 3 -Wno-error= */
    if (strncmp(w, "error=", 6) == 0) {
        prefix = "-Werror=", name = w + 6, what = 2;
    } else if (strncmp(w, "no-error=", 9) == 0) {
        prefix = "-Wno-error=", name = w + 9, what = 3;
    } else if (strncmp(w, "no-", 3) == 0) {
        prefix = "-Wno-", name = w + 3, what = 1;
    } else {
        prefix = "-W", name = w, what = 0;
    }
    if (!*name)
        return bad_value("", arg);
    int g = group_find(e, name);
    if (g < 0) {
        unknown_warning_option(e, arg, prefix, name);
        return 1;
    }
    switch (what) {
    case 0: e->group_on[g] = 1; break;
    case 1: e->group_on[g] = 0; break;
    case 2: e->group_on[g] = 1; e->group_werror[g] = 1; break;
    default: e->group_werror[g] = 0; break;
    }
    return 1;
}

/* ---------------------------------------------------------------- text */

static const char *sev_name(diag_severity s)
{
    switch (s) {
    case SEV_NOTE: return "note";
    case SEV_WARNING: return "warning";
    case SEV_FATAL: return "fatal error";
    default: return "error";
    }
}

static const char *sev_color(diag_severity s)
{
    switch (s) {
    case SEV_NOTE: return SGR_NOTE;
    case SEV_WARNING: return SGR_WARNING;
    default: return SGR_ERROR;
    }
}

/* One displayed element of a source line: a character, or <XX> for a byte
 * that is not printable UTF-8 (a control character or an invalid byte). */
static size_t elem_len(const char *s, size_t i, size_t n, int *escaped)
{
    unsigned char c = (unsigned char)s[i];
    *escaped = 0;
    if (c == '\t')
        return 1;
    if (c < 0x20 || c == 0x7F) {
        *escaped = 1;
        return 1;
    }
    if (c < 0x80)
        return 1;
    size_t k = utf8_valid_len((const unsigned char *)s + i, n - i);
    if (k == 0) {
        *escaped = 1;
        return 1;
    }
    return k;
}

static void put_elem(FILE *out, const char *s, size_t i, size_t k, int escaped)
{
    if (escaped)
        fprintf(out, "<%02X>", (unsigned char)s[i]);
    else
        fwrite(s + i, 1, k, out);
}

/* A message: control characters and invalid bytes (which card text can put
 * into a message) are shown as <XX>, never sent raw to a terminal. */
static void put_text(FILE *out, const char *s)
{
    size_t n = strlen(s);
    for (size_t i = 0; i < n;) {
        int esc;
        size_t k = elem_len(s, i, n, &esc);
        put_elem(out, s, i, k, esc);
        i += k;
    }
}

/* Blanks as wide as LINE[from, to), keeping tabs. */
static void put_padding(FILE *out, const char *line, size_t from, size_t to)
{
    for (size_t i = from; i < to;) {
        int esc;
        size_t k = elem_len(line, i, to, &esc);
        if (esc)
            fputs("    ", out);
        else
            putc(line[i] == '\t' ? '\t' : ' ', out);
        i += k;
    }
}

static size_t text_width(const char *line, size_t from, size_t to)
{
    size_t w = 0;
    for (size_t i = from; i < to;) {
        int esc;
        i += elem_len(line, i, to, &esc);
        w += esc ? 4 : 1;
    }
    return w;
}

/* Longer lines are shown as a window around the range. */
#define LINE_SHOW_MAX 1024
#define LINE_CONTEXT 160

static int fix_cmp(const void *a, const void *b)
{
    const diag_fix_rec *x = a, *y = b;
    return (x->range.begin > y->range.begin) - (x->range.begin < y->range.begin);
}

static void print_excerpt(diag_engine *e, const painter *p, const source_file *src,
                          src_range r, const diag_fix_rec *fixes, size_t nfixes)
{
    FILE *out = e->out;
    if (!src || src->len == 0)
        return;
    uint32_t begin = r.begin > src->len ? (uint32_t)src->len : r.begin;
    uint32_t lineno = source_line(src, begin);
    size_t len;
    const char *line = source_line_text(src, lineno, &len);
    size_t lbase = (size_t)(line - src->text);
    size_t b = begin - lbase;
    if (b > len)
        b = len;
    if (len == 0)
        return;                 /* an empty line: nothing to point at */
    size_t end = r.end < begin ? begin : r.end;
    size_t en = end > lbase + len ? len : end - lbase;
    if (en < b)
        en = b;

    size_t ws = 0, we = len;
    if (len > LINE_SHOW_MAX) {
        ws = b > LINE_CONTEXT ? b - LINE_CONTEXT : 0;
        while (ws > 0 && ((unsigned char)line[ws] & 0xC0) == 0x80)
            ws--;
        we = (en > b ? en : b + 1) + LINE_CONTEXT;
        if (we > ws + LINE_SHOW_MAX)
            we = ws + LINE_SHOW_MAX;
        if (we > len)
            we = len;
        while (we < len && ((unsigned char)line[we] & 0xC0) == 0x80)
            we++;
        if (b > we)
            b = we;
        if (en > we)
            en = we;
    }

    char num[16];
    int nw = snprintf(num, sizeof num, "%u", (unsigned)lineno);
    int gw = nw < 4 ? 4 : nw;

    /* The source line, the range in the caret colour. */
    fprintf(out, " %*s | ", gw, num);
    if (ws > 0)
        fputs("...", out);
    size_t run = ws;    /* the bytes from here to I are written as they are, at once */
    for (size_t i = ws; i < we;) {
        int esc;
        size_t k = elem_len(line, i, we, &esc);
        bool caret = i == b && en > b, reset = i < en && i + k >= en && en > b;
        if (caret || esc) {
            fwrite(line + run, 1, i - run, out);
            run = i + (esc ? k : 0);
        }
        if (caret)
            paint(p, SGR_CARET);
        if (esc)
            put_elem(out, line, i, k, esc);
        i += k;
        if (reset) {
            fwrite(line + run, 1, i - run, out);
            run = i;
            paint(p, SGR_RESET);
        }
    }
    fwrite(line + run, 1, we - run, out);
    if (we < len)
        fputs("...", out);
    putc('\n', out);

    /* The caret and underline. */
    fprintf(out, " %*s | ", gw, "");
    if (ws > 0)
        fputs("   ", out);
    put_padding(out, line, ws, b);
    paint(p, SGR_CARET);
    putc('^', out);
    if (en > b) {
        int esc;
        size_t k = elem_len(line, b, en, &esc);
        size_t w = (esc ? 3 : 0) + text_width(line, b + k, en);
        for (size_t i = 0; i < w; i++)
            putc('~', out);
    }
    paint(p, SGR_RESET);
    putc('\n', out);

    /* The fix-its on this line, each text under what it replaces. */
    diag_fix_rec shown[8];
    size_t nshown = 0;
    for (size_t i = 0; i < nfixes && nshown < 8; i++) {
        const diag_fix_rec *f = &fixes[i];
        if (!*f->text || strchr(f->text, '\n') || f->range.begin < lbase + ws
            || f->range.begin > lbase + we)
            continue;
        shown[nshown++] = *f;
    }
    if (nshown == 0)
        return;
    qsort(shown, nshown, sizeof *shown, fix_cmp);
    fprintf(out, " %*s | ", gw, "");
    if (ws > 0)
        fputs("   ", out);
    size_t col = 0;     /* display width written after the padding origin */
    for (size_t i = 0; i < nshown; i++) {
        size_t at = shown[i].range.begin - lbase;
        size_t want = text_width(line, ws, at);
        if (i == 0) {
            put_padding(out, line, ws, at);
        } else {
            if (want < col)
                continue;       /* overlaps the one before */
            for (; col < want; col++)
                putc(' ', out);
        }
        paint(p, SGR_FIXIT);
        fputs(shown[i].text, out);
        paint(p, SGR_RESET);
        size_t cps = 0;
        for (const char *t = shown[i].text; *t; t++)
            cps += ((unsigned char)*t & 0xC0) != 0x80;
        col = want + cps;
    }
    putc('\n', out);
}

/* A diagnostic's first line; one with no location names cardc, a note
 * (NOTE) attached to one with no location does not. */
static void print_head(diag_engine *e, const painter *p, const source_file *src,
                       src_range r, diag_severity sev, const char *msg, int note)
{
    FILE *out = e->out;
    if (src) {
        uint32_t off = r.begin > src->len ? (uint32_t)src->len : r.begin;
        paint(p, SGR_BOLD);
        fprintf(out, "%s:%u:%u:", src->name, (unsigned)source_line(src, off),
                (unsigned)source_column(src, off));
        paint(p, SGR_RESET);
        putc(' ', out);
    } else if (!note) {
        paint(p, SGR_BOLD);
        fputs("cardc:", out);
        paint(p, SGR_RESET);
        putc(' ', out);
    }
    paint(p, sev_color(sev));
    fprintf(out, "%s:", sev_name(sev));
    paint(p, SGR_RESET);
    putc(' ', out);
    put_text(out, msg);
}

static void print_text(diag_engine *e, const diag_rec *r)
{
    painter p = { e->out, e->color_on > 0 };
    FILE *out = e->out;
    print_head(e, &p, r->src, r->range, r->sev, r->msg, 0);
    if (r->id == DIAG_FATAL_LIMIT) {
        fputs(" [-ferror-limit=]", out);
    } else {
        const char *g = diag_table[r->id].group;
        if (g || r->promoted) {
            fputs(" [", out);
            paint(&p, sev_color(r->sev));
            if (r->promoted)
                fputs(g ? "-Werror," : "-Werror", out);
            if (g)
                fprintf(out, "-W%s", g);
            paint(&p, SGR_RESET);
            putc(']', out);
        }
    }
    putc('\n', out);
    print_excerpt(e, &p, r->src, r->range, r->fixes, r->nfixes);
    for (size_t i = 0; i < r->nnotes; i++) {
        const diag_note_rec *n = &r->notes[i];
        print_head(e, &p, n->src, n->range, SEV_NOTE, n->msg, 1);
        putc('\n', out);
        print_excerpt(e, &p, n->src, n->range, NULL, 0);
    }
}

/* Output is built in memory and written at once: stderr is unbuffered, and
 * one write per diagnostic keeps diagnostics whole when processes share it. */
typedef struct outbuf {
    FILE *real, *mem;
    char *buf;
    size_t len;
} outbuf;

static void outbuf_begin(diag_engine *e, outbuf *o)
{
    if (e->color_on < 0)
        e->color_on = diag_use_color(e->color, e->out);
    o->real = e->out;
    o->buf = NULL;
    o->len = 0;
    o->mem = open_memstream(&o->buf, &o->len);
    if (o->mem)
        e->out = o->mem;
}

static void outbuf_end(diag_engine *e, outbuf *o)
{
    if (!o->mem)
        return;
    fclose(o->mem);
    e->out = o->real;
    fwrite(o->buf, 1, o->len, o->real);
    free(o->buf);
}

/* Print and drop the diagnostic held back in text mode. */
static void flush_text(diag_engine *e)
{
    if (e->format == FMT_TEXT && !e->verify && e->nrecs) {
        outbuf o = { 0 };
        if (!e->silent)
            outbuf_begin(e, &o);
        for (size_t i = 0; i < e->nrecs; i++) {
            if (!e->silent)
                print_text(e, &e->recs[i]);
            rec_free(&e->recs[i]);
        }
        outbuf_end(e, &o);
        e->nrecs = 0;
        e->cur = NULL;
    }
}

/* ---------------------------------------------------------------- reporting */

static diag_rec *rec_push(diag_engine *e)
{
    GROW(e->recs, e->nrecs, e->caprecs);
    diag_rec *r = &e->recs[e->nrecs++];
    memset(r, 0, sizeof *r);
    return r;
}

static void limit_record(diag_engine *e)
{
    e->fatal_pending = 0;
    diag_rec *r = rec_push(e);
    r->id = DIAG_FATAL_LIMIT;
    r->sev = limit_severity(e);
    r->msg = diag_strdup(limit_text(e));
    if (e->format == FMT_TEXT)
        flush_text(e);
    e->cur = NULL;
}

/* The held-back diagnostic, then the limit's record if it is due. */
static void flush_pending(diag_engine *e)
{
    flush_text(e);
    if (e->fatal_pending)
        limit_record(e);
    e->cur = NULL;
}

void diag_flush(diag_engine *e)
{
    flush_pending(e);
    fflush(e->out);
}

int diag_report(diag_engine *e, const source_file *src, src_range range, diag_id id, ...)
{
    flush_pending(e);
    if (src)
        diag_add_source(e, src);
    if ((unsigned)id >= DIAG_COUNT || e->limit_reached || e->finished)
        return 0;
    const diag_info *info = &diag_table[id];
    diag_severity sev = info->sev;
    int promoted = 0;
    if (sev == SEV_NOTE && e->group_of[id] >= 0 && !e->group_on[e->group_of[id]])
        return 0;               /* a note of its own, in a group turned off */
    if (sev == SEV_WARNING) {
        int g = e->group_of[id];
        if (e->no_warnings || (g >= 0 && !e->group_on[g]))
            return 0;
        int w = g >= 0 ? e->group_werror[g] : -1;
        if (w == 1 || (w == -1 && e->all_werror)) {
            sev = SEV_ERROR;
            promoted = 1;
        }
    } else if (sev == SEV_IGNORED) {
        return 0;
    }

    diag_rec *r = rec_push(e);
    r->id = (unsigned)id;
    r->sev = sev;
    r->promoted = promoted;
    r->src = src;
    r->range = range;
    va_list ap;
    va_start(ap, id);
    /* The format comes from diag.def, whose entries are checked by review
     * and by the tests rather than by the compiler. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
    r->msg = diag_vformat(info->fmt, ap);
#pragma GCC diagnostic pop
    va_end(ap);
    e->cur = r;

    if (sev >= SEV_ERROR && e->on_error)
        e->on_error(e->on_error_ctx, id, r->msg);
    if (sev >= SEV_ERROR)
        e->errors++;
    else if (sev == SEV_WARNING)
        e->warnings++;
    if (sev >= SEV_ERROR && e->error_limit && !e->verify && e->errors - e->limit_base >= e->error_limit) {
        e->limit_reached = 1;
        e->fatal_pending = 1;   /* after this error's notes and fix-its */
    }
    return 1;
}

void diag_limit_restart(diag_engine *e)
{
    diag_flush(e);
    e->limit_reached = 0;
    e->limit_base = e->errors;
}

void diag_note(diag_engine *e, const source_file *src, src_range range, const char *fmt, ...)
{
    diag_rec *r = e->cur;
    if (!r)
        return;
    if (src)
        diag_add_source(e, src);
    GROW(r->notes, r->nnotes, r->capnotes);
    diag_note_rec *n = &r->notes[r->nnotes++];
    n->src = src;
    n->range = range;
    va_list ap;
    va_start(ap, fmt);
    n->msg = diag_vformat(fmt, ap);
    va_end(ap);
}

void diag_fixit(diag_engine *e, src_range range, const char *text)
{
    diag_rec *r = e->cur;
    if (!r || !r->src)
        return;
    GROW(r->fixes, r->nfixes, r->capfixes);
    diag_fix_rec *f = &r->fixes[r->nfixes++];
    f->range = range;
    f->text = diag_strdup(text ? text : "");
    if (e->on_fixit && r->id < DIAG_COUNT && diag_table[r->id].group)
        e->on_fixit(e->on_fixit_ctx, r->src, range, f->text);
}

void diag_on_error(diag_engine *e, diag_error_fn fn, void *ctx)
{
    e->on_error = fn;
    e->on_error_ctx = ctx;
}

void diag_on_fixit(diag_engine *e, diag_fixit_fn fn, void *ctx)
{
    e->on_fixit = fn;
    e->on_fixit_ctx = ctx;
}

/* ---------------------------------------------------------------- json */

static const char *json_kind(diag_severity s)
{
    return s == SEV_NOTE ? "note" : s == SEV_WARNING ? "warning" : "error";
}

static uint32_t clamp_off(const source_file *src, uint32_t off)
{
    return off > src->len ? (uint32_t)src->len : off;
}

static void json_pos(FILE *out, const source_file *src, uint32_t off)
{
    off = clamp_off(src, off);
    uint32_t line = source_line(src, off);
    uint32_t col = source_column(src, off);
    fputs("{\"file\": ", out);
    jsonw_cstring(out, src->name);
    fprintf(out, ", \"line\": %u, \"column\": %u, \"display-column\": %u, \"byte-column\": %u}",
            (unsigned)line, (unsigned)col, (unsigned)col,
            (unsigned)(off - src->line_start[line - src->line_base - 1] + 1
                       + (line == src->line_base + 1 ? src->column_base : 0)));
}

/* Offset of the last character of [begin, end), which is not empty. */
static uint32_t last_char(const source_file *src, src_range r)
{
    uint32_t p = clamp_off(src, r.end);
    if (p > r.begin)
        p--;
    while (p > r.begin && ((unsigned char)src->text[p] & 0xC0) == 0x80)
        p--;
    return p;
}

static void json_locations(FILE *out, const source_file *src, src_range r)
{
    fputs("\"locations\": [", out);
    if (src) {
        fputs("{\"caret\": ", out);
        json_pos(out, src, r.begin);
        if (r.end > r.begin && r.begin < src->len) {
            fputs(", \"finish\": ", out);
            json_pos(out, src, last_char(src, r));
        }
        putc('}', out);
    }
    putc(']', out);
}

static void print_json(diag_engine *e)
{
    FILE *out = e->out;
    fputs("[", out);
    for (size_t i = 0; i < e->nrecs; i++) {
        const diag_rec *r = &e->recs[i];
        fputs(i ? ",\n" : "\n", out);
        fprintf(out, "{\"kind\": \"%s\", \"message\": ", json_kind(r->sev));
        jsonw_cstring(out, r->msg);
        if (r->id == DIAG_FATAL_LIMIT) {
            fputs(", \"option\": \"-ferror-limit=\"", out);
        } else if (diag_table[r->id].group) {
            fprintf(out, ", \"option\": \"-W%s\"", diag_table[r->id].group);
        }
        fputs(", ", out);
        json_locations(out, r->src, r->range);
        fputs(", \"children\": [", out);
        for (size_t k = 0; k < r->nnotes; k++) {
            const diag_note_rec *n = &r->notes[k];
            fputs(k ? ", " : "", out);
            fputs("{\"kind\": \"note\", \"message\": ", out);
            jsonw_cstring(out, n->msg);
            fputs(", ", out);
            json_locations(out, n->src, n->range);
            putc('}', out);
        }
        fputs("], \"fixits\": [", out);
        for (size_t k = 0; k < r->nfixes; k++) {
            const diag_fix_rec *f = &r->fixes[k];
            fputs(k ? ", " : "", out);
            fputs("{\"start\": ", out);
            json_pos(out, r->src, f->range.begin);
            fputs(", \"next\": ", out);
            json_pos(out, r->src, f->range.end < f->range.begin ? f->range.begin : f->range.end);
            fputs(", \"string\": ", out);
            jsonw_cstring(out, f->text);
            putc('}', out);
        }
        fputs("]}", out);
    }
    fputs(e->nrecs ? "\n]\n" : "]\n", out);
}

/* ---------------------------------------------------------------- sarif */

/* "ERR_UNKNOWN_WORD" -> "err-unknown-word" */
static void rule_id(FILE *out, unsigned id)
{
    const char *n = id == DIAG_FATAL_LIMIT ? "FATAL_TOO_MANY_ERRORS" : diag_table[id].name;
    putc('"', out);
    for (; *n; n++)
        putc(*n == '_' ? '-' : tolower((unsigned char)*n), out);
    putc('"', out);
}

static void sarif_uri(FILE *out, const char *name)
{
    putc('"', out);
    for (const unsigned char *s = (const unsigned char *)name; *s; s++) {
        if (isalnum(*s) || strchr("-._~/", *s))
            putc(*s, out);
        else
            fprintf(out, "%%%02X", *s);
    }
    putc('"', out);
}

static void sarif_region(FILE *out, const source_file *src, src_range r)
{
    uint32_t b = clamp_off(src, r.begin);
    uint32_t en = clamp_off(src, r.end < r.begin ? r.begin : r.end);
    fprintf(out, "{\"startLine\": %u, \"startColumn\": %u, \"endLine\": %u, \"endColumn\": %u}",
            (unsigned)source_line(src, b), (unsigned)source_column(src, b),
            (unsigned)source_line(src, en), (unsigned)source_column(src, en));
}

static void sarif_physical(FILE *out, const source_file *src, src_range r)
{
    fputs("{\"artifactLocation\": {\"uri\": ", out);
    sarif_uri(out, src->name);
    fputs("}, \"region\": ", out);
    sarif_region(out, src, r);
    putc('}', out);
}

/* The table's format with each conversion shown as "…". */
static void rule_text(const diag_engine *e, FILE *out, unsigned id)
{
    if (id == DIAG_FATAL_LIMIT) {
        jsonw_cstring(out, limit_text(e));
        return;
    }
    const char *f = diag_table[id].fmt;
    char buf[256];
    size_t n = 0;
    int letters = 0;
    for (; *f && n + 4 < sizeof buf; f++) {
        if (*f == '%' && f[1]) {
            f++;
            if (*f == '%') {
                buf[n++] = '%';
                continue;
            }
            while (f[1] && !isalpha((unsigned char)*f))
                f++;
            memcpy(buf + n, "\xE2\x80\xA6", 3);
            n += 3;
            continue;
        }
        letters |= isalpha((unsigned char)*f) != 0;
        buf[n++] = *f;
    }
    if (!letters) {             /* "%s" alone: name the rule instead */
        rule_id(out, id);
        return;
    }
    jsonw_string(out, buf, n);
}

static const char *sarif_level(diag_severity s)
{
    return s == SEV_NOTE ? "note" : s == SEV_WARNING ? "warning" : "error";
}

static void print_sarif(diag_engine *e)
{
    FILE *out = e->out;
    /* The rules used, in order of first use. */
    unsigned order[DIAG_COUNT + 1], nrules = 0;
    int index[DIAG_COUNT + 1];
    for (unsigned i = 0; i <= DIAG_COUNT; i++)
        index[i] = -1;
    for (size_t i = 0; i < e->nrecs; i++) {
        unsigned id = e->recs[i].id;
        if (index[id] < 0) {
            index[id] = (int)nrules;
            order[nrules++] = id;
        }
    }
    fputs("{\"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
          " \"version\": \"2.1.0\",\n"
          " \"runs\": [{\"tool\": {\"driver\": {\"name\": \"cardc\", \"version\": ", out);
    jsonw_cstring(out, CARDC_VERSION);
    fputs(", \"informationUri\": \"https://github.com/cardc/cardc\", \"rules\": [", out);
    for (unsigned k = 0; k < nrules; k++) {
        unsigned id = order[k];
        diag_severity sev = id == DIAG_FATAL_LIMIT ? limit_severity(e) : diag_table[id].sev;
        fputs(k ? ",\n  " : "\n  ", out);
        fputs("{\"id\": ", out);
        rule_id(out, id);
        fputs(", \"shortDescription\": {\"text\": ", out);
        rule_text(e, out, id);
        fprintf(out, "}, \"defaultConfiguration\": {\"level\": \"%s\"}", sarif_level(sev));
        if (id != DIAG_FATAL_LIMIT && diag_table[id].group)
            fprintf(out, ", \"properties\": {\"option\": \"-W%s\"}", diag_table[id].group);
        putc('}', out);
    }
    fputs("]}},\n  \"columnKind\": \"unicodeCodePoints\",\n  \"results\": [", out);
    for (size_t i = 0; i < e->nrecs; i++) {
        const diag_rec *r = &e->recs[i];
        fputs(i ? ",\n  " : "\n  ", out);
        fputs("{\"ruleId\": ", out);
        rule_id(out, r->id);
        fprintf(out, ", \"ruleIndex\": %d, \"level\": \"%s\", \"message\": {\"text\": ",
                index[r->id], sarif_level(r->sev));
        jsonw_cstring(out, r->msg);
        fputs("}, \"locations\": [", out);
        if (r->src) {
            fputs("{\"physicalLocation\": ", out);
            sarif_physical(out, r->src, r->range);
            putc('}', out);
        }
        putc(']', out);
        if (r->nnotes) {
            fputs(", \"relatedLocations\": [", out);
            for (size_t k = 0; k < r->nnotes; k++) {
                const diag_note_rec *n = &r->notes[k];
                fprintf(out, "%s{\"id\": %zu, ", k ? ", " : "", k);
                if (n->src) {
                    fputs("\"physicalLocation\": ", out);
                    sarif_physical(out, n->src, n->range);
                    fputs(", ", out);
                }
                fputs("\"message\": {\"text\": ", out);
                jsonw_cstring(out, n->msg);
                fputs("}}", out);
            }
            putc(']', out);
        }
        if (r->nfixes) {
            fputs(", \"fixes\": [{\"artifactChanges\": [{\"artifactLocation\": {\"uri\": ", out);
            sarif_uri(out, r->src->name);
            fputs("}, \"replacements\": [", out);
            for (size_t k = 0; k < r->nfixes; k++) {
                fputs(k ? ", " : "", out);
                fputs("{\"deletedRegion\": ", out);
                sarif_region(out, r->src, r->fixes[k].range);
                fputs(", \"insertedContent\": {\"text\": ", out);
                jsonw_cstring(out, r->fixes[k].text);
                fputs("}}", out);
            }
            fputs("]}]}]", out);
        }
        putc('}', out);
    }
    fputs(e->nrecs ? "\n  ]}]}\n" : "]}]}\n", out);
}

/* ---------------------------------------------------------------- -verify */

typedef struct expectation {
    const source_file *src;
    uint32_t line;              /* 0: any line (@*) */
    uint32_t directive_line;
    diag_severity sev;
    const char *text;           /* into the source text */
    size_t len;
    int seen;
} expectation;

typedef struct verify_state {
    expectation *ex;
    size_t nex, capex;
    unsigned mismatches;
} verify_state;

static int is_comment_line(const source_file *src, uint32_t line)
{
    size_t len;
    const char *t = source_line_text(src, line, &len);
    return len > 0 && t[0] == '#';
}

static void verify_problem(diag_engine *e, verify_state *v, const source_file *src,
                           uint32_t line, const char *what)
{
    fprintf(e->out, "error: %s:%u: %s\n", src->name, (unsigned)line, what);
    v->mismatches++;
}

/* Read the directives of one comment line. */
static void verify_scan_line(diag_engine *e, verify_state *v, const source_file *src,
                             uint32_t line)
{
    size_t len;
    const char *t = source_line_text(src, line, &len);
    const char *end = t + len;
    static const struct { const char *word; diag_severity sev; } kinds[] = {
        { "expected-error", SEV_ERROR },
        { "expected-warning", SEV_WARNING },
        { "expected-note", SEV_NOTE },
    };
    for (const char *p = t; p < end; p++) {
        if ((size_t)(end - p) < 9 || memcmp(p, "expected-", 9) != 0)
            continue;
        if ((size_t)(end - p) >= 23 && memcmp(p, "expected-no-diagnostics", 23) == 0) {
            p += 22;
            continue;
        }
        int kind = -1;
        size_t wl = 0;
        for (int k = 0; k < 3; k++) {
            wl = strlen(kinds[k].word);
            if ((size_t)(end - p) >= wl && memcmp(p, kinds[k].word, wl) == 0) {
                kind = k;
                break;
            }
        }
        if (kind < 0)
            continue;
        const char *q = p + wl;
        uint32_t target = 0;
        if (q < end && *q == '@') {
            q++;
            if (q < end && *q == '*') {
                q++;
                target = 0;
            } else {
                int sign = 0;
                if (q < end && (*q == '+' || *q == '-'))
                    sign = *q++ == '+' ? 1 : -1;
                if (q >= end || !isdigit((unsigned char)*q)) {
                    verify_problem(e, v, src, line, "expected a line number after '@'");
                    return;
                }
                long n = 0;
                while (q < end && isdigit((unsigned char)*q) && n < 100000000)
                    n = n * 10 + (*q++ - '0');
                long tl = sign ? (long)line + sign * n : n;
                if (tl < 1 || tl > (long)src->nlines) {
                    verify_problem(e, v, src, line, "line offset of a directive is outside the file");
                    return;
                }
                target = (uint32_t)tl;
            }
        } else {
            uint32_t l = line;
            while (l > 1 && is_comment_line(src, l - 1))
                l--;
            if (l <= 1) {
                verify_problem(e, v, src, line,
                               "directive has no line above it to refer to; use '@+N' or '@N'");
                return;
            }
            target = l - 1;
        }
        unsigned count = 1;
        while (q < end && (*q == ' ' || *q == '\t'))
            q++;
        if (q < end && isdigit((unsigned char)*q)) {
            count = 0;
            while (q < end && isdigit((unsigned char)*q) && count < 1000)
                count = count * 10 + (unsigned)(*q++ - '0');
            while (q < end && (*q == ' ' || *q == '\t'))
                q++;
        }
        if ((size_t)(end - q) < 2 || q[0] != '{' || q[1] != '{') {
            verify_problem(e, v, src, line, "cannot find start ('{{') of expected string");
            return;
        }
        q += 2;
        const char *close = NULL;
        for (const char *c = q; c + 1 < end; c++)
            if (c[0] == '}' && c[1] == '}') {
                close = c;
                break;
            }
        if (!close) {
            verify_problem(e, v, src, line, "cannot find end ('}}') of expected string");
            return;
        }
        for (unsigned k = 0; k < count; k++) {
            GROW(v->ex, v->nex, v->capex);
            v->ex[v->nex++] = (expectation){ src, target, line, kinds[kind].sev, q,
                                             (size_t)(close - q), 0 };
        }
        p = close + 1;
    }
}

static int contains(const char *hay, const char *needle, size_t n)
{
    if (n == 0)
        return 1;
    for (const char *h = hay; *h; h++)
        if (strncmp(h, needle, n) == 0)
            return 1;
    return 0;
}

/* One diagnostic or note as -verify sees it. */
typedef struct seen {
    const source_file *src;
    uint32_t line;
    diag_severity sev;
    const char *msg;
    int matched;
} seen;

static void seen_where(FILE *out, const seen *s)
{
    if (s->src)
        fprintf(out, "  File %s Line %u: %s\n", s->src->name, (unsigned)s->line, s->msg);
    else
        fprintf(out, "  File <none> Line 0: %s\n", s->msg);
}

static void run_verify(diag_engine *e)
{
    verify_state v = { 0 };
    for (size_t i = 0; i < e->nsrcs; i++) {
        const source_file *src = e->srcs[i];
        for (uint32_t l = 1; l <= src->nlines; l++)
            if (is_comment_line(src, l))
                verify_scan_line(e, &v, src, l);
    }

    seen *s = NULL;
    size_t ns = 0, caps = 0;
    for (size_t i = 0; i < e->nrecs; i++) {
        const diag_rec *r = &e->recs[i];
        uint32_t line = r->src ? source_line(r->src, clamp_off(r->src, r->range.begin)) : 0;
        GROW(s, ns, caps);
        s[ns++] = (seen){ r->src, line, r->sev == SEV_FATAL ? SEV_ERROR : r->sev, r->msg, 0 };
        for (size_t k = 0; k < r->nnotes; k++) {
            const diag_note_rec *n = &r->notes[k];
            GROW(s, ns, caps);
            if (n->src)
                s[ns++] = (seen){ n->src, source_line(n->src, clamp_off(n->src, n->range.begin)),
                                  SEV_NOTE, n->msg, 0 };
            else    /* a note without a place belongs to its diagnostic's line */
                s[ns++] = (seen){ r->src, line, SEV_NOTE, n->msg, 0 };
        }
    }

    for (size_t i = 0; i < v.nex; i++) {
        expectation *x = &v.ex[i];
        for (size_t k = 0; k < ns; k++) {
            seen *d = &s[k];
            if (d->matched || d->sev != x->sev || d->src != x->src
                || (x->line && d->line != x->line) || !contains(d->msg, x->text, x->len))
                continue;
            d->matched = 1;
            x->seen = 1;
            break;
        }
    }
    /* A note is only checked where some expected-note is written for its line. */
    for (size_t k = 0; k < ns; k++) {
        seen *d = &s[k];
        if (d->sev != SEV_NOTE || d->matched)
            continue;
        int wanted = 0;
        for (size_t i = 0; i < v.nex && !wanted; i++)
            wanted = v.ex[i].sev == SEV_NOTE && v.ex[i].src == d->src
                     && (v.ex[i].line == 0 || v.ex[i].line == d->line);
        if (!wanted)
            d->matched = 1;
    }

    static const diag_severity order[] = { SEV_ERROR, SEV_WARNING, SEV_NOTE };
    for (int o = 0; o < 3; o++) {
        diag_severity sev = order[o];
        const char *name = sev_name(sev);
        int head = 0;
        for (size_t i = 0; i < v.nex; i++) {
            const expectation *x = &v.ex[i];
            if (x->seen || x->sev != sev)
                continue;
            if (!head++)
                fprintf(e->out, "error: '%s' diagnostics expected but not seen:\n", name);
            fprintf(e->out, "  File %s Line %u: %.*s\n", x->src->name, (unsigned)x->line,
                    (int)x->len, x->text);
            v.mismatches++;
        }
        head = 0;
        for (size_t k = 0; k < ns; k++) {
            if (s[k].matched || s[k].sev != sev)
                continue;
            if (!head++)
                fprintf(e->out, "error: '%s' diagnostics seen but not expected:\n", name);
            seen_where(e->out, &s[k]);
            v.mismatches++;
        }
    }
    e->mismatches = v.mismatches;
    free(s);
    free(v.ex);
}

/* ---------------------------------------------------------------- finish */

void diag_finish(diag_engine *e)
{
    if (e->finished)
        return;
    flush_pending(e);
    outbuf o;
    outbuf_begin(e, &o);
    if (e->verify)
        run_verify(e);
    else if (e->format == FMT_JSON)
        print_json(e);
    else if (e->format == FMT_SARIF)
        print_sarif(e);
    outbuf_end(e, &o);
    e->finished = 1;
    fflush(e->out);
}

/* ---------------------------------------------------------------- groups */

static const struct {
    const char *name, *description;
} diag_groups[] = {
#define GROUP(name, description) { name, description },
#include "diag_groups.def"
#undef GROUP
};

const char *diag_group_description(const char *group)
{
    for (size_t i = 0; i < sizeof diag_groups / sizeof *diag_groups; i++)
        if (strcmp(diag_groups[i].name, group) == 0)
            return diag_groups[i].description;
    return NULL;
}

void diag_print_groups(FILE *out)
{
    fputs("Warning groups (-W<group> enables, -Wno-<group> disables, "
          "-Werror=<group> makes an error):\n", out);
    for (size_t i = 0; i < sizeof diag_groups / sizeof *diag_groups; i++)
        fprintf(out, "  -W%-16s %s\n", diag_groups[i].name, diag_groups[i].description);
}
