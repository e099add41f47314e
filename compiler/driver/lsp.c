/* lsp.c — cardc-lsp: a Language Server Protocol server for .cards files on
 * standard input and output (docs/editors.md, docs/man/cardc-lsp.1).
 *
 * Each document is split into faces at its blank lines, as the card-file
 * reader ends a face (compiler/front/cardfile.c).  A face is checked alone, by the
 * same front end and diagnostics as cardc --check (their JSON form, read
 * back with jansson), and its result is kept with its text: a change checks
 * again only the faces whose text changed.  After each check the server
 * sends the notification cardc/checked {uri, checked, faces}.
 * Positions are converted between byte offsets and LSP's UTF-16 units. */
#define _POSIX_C_SOURCE 200809L
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "explain.h"
#include "front.h"
#include "ir.h"

/* Largest message accepted; beyond it the stream is given up. */
#define MAX_MESSAGE ((size_t)64 << 20)

typedef struct face {
    char *text;             /* the face's lines, blank line included */
    size_t len;
    uint32_t line0;         /* its first line in the document, 0-based */
    json_t *diags;          /* cardc's JSON diagnostics, lines from 1 in the face */
    char *name;             /* the card's name, or NULL */
    uint32_t name_line;     /* 1-based in the face */
    uint32_t name_begin, name_end;   /* byte columns, 0-based, in that line */
} face;

typedef struct doc {
    struct doc *next;
    char *uri;
    char *text;
    face *faces;
    size_t nfaces;
} doc;

static doc *docs;
static lexicon *lex;

/* ------------------------------------------------------------ positions */

/* UTF-16 units of the N bytes at S. */
static uint32_t utf16_len(const char *s, size_t n)
{
    uint32_t u = 0;
    for (size_t i = 0; i < n;) {
        size_t k = utf8_valid_len((const unsigned char *)s + i, n - i);
        if (k == 0) {
            k = 1;
            u++;
        } else {
            u += utf8_decode((const unsigned char *)s + i) >= 0x10000 ? 2 : 1;
        }
        i += k;
    }
    return u;
}

/* Bytes of LINE (N bytes) before UNITS UTF-16 units (clamped). */
static size_t utf16_bytes(const char *line, size_t n, uint32_t units)
{
    size_t i = 0;
    while (i < n && units > 0) {
        size_t k = utf8_valid_len((const unsigned char *)line + i, n - i);
        uint32_t w = k && utf8_decode((const unsigned char *)line + i) >= 0x10000 ? 2 : 1;
        if (w > units)
            break;
        units -= w;
        i += k ? k : 1;
    }
    return i;
}

/* Line LINE (0-based) of TEXT: its start and length (no line end), or NULL. */
static const char *line_of(const char *text, uint32_t line, size_t *len)
{
    const char *p = text;
    for (uint32_t l = 0; l < line; l++) {
        p = strchr(p, '\n');
        if (!p)
            return NULL;
        p++;
    }
    const char *e = strchr(p, '\n');
    *len = e ? (size_t)(e - p) : strlen(p);
    if (*len && p[*len - 1] == '\r')
        (*len)--;
    return p;
}

/* The LSP position of byte column BCOL (0-based) of document line LINE. */
static json_t *lsp_pos(const doc *d, uint32_t line, size_t bcol)
{
    size_t n = 0;
    const char *l = line_of(d->text, line, &n);
    uint32_t ch = l ? utf16_len(l, bcol < n ? bcol : n) : 0;
    return json_pack("{s:i,s:i}", "line", (json_int_t)line, "character", (json_int_t)ch);
}

/* The document position of a cardc JSON position {line, byte-column} of face F. */
static json_t *face_pos(const doc *d, const face *f, json_t *p, bool after_char)
{
    uint32_t line = f->line0 + (uint32_t)json_integer_value(json_object_get(p, "line")) - 1;
    size_t bcol = (size_t)json_integer_value(json_object_get(p, "byte-column")) - 1;
    if (after_char) {       /* "finish" names the last character: step over it */
        size_t n = 0;
        const char *l = line_of(d->text, line, &n);
        if (l && bcol < n) {
            size_t k = utf8_valid_len((const unsigned char *)l + bcol, n - bcol);
            bcol += k ? k : 1;
        }
    }
    return lsp_pos(d, line, bcol);
}

/* ------------------------------------------------------------- checking */

static unsigned checked;    /* faces checked by the last update */

static void check_face(face *f)
{
    checked++;
    char *buf = NULL;
    size_t blen = 0;
    FILE *out = open_memstream(&buf, &blen);
    if (!out) {
        f->diags = json_array();
        return;
    }
    arena *a = arena_new();
    diag_engine *e = diag_new(out);
    diag_option(e, "-fdiagnostics-format=json");
    front fe = { .a = a, .diag = e, .lex = lex };
    source_file *src = source_from_string(a, "face", f->text, f->len);
    front_file ff;
    front_source_check(&fe, src, &ff);
    f->name = NULL;
    if (ff.cards && ff.cards->name) {
        const card *c = ff.cards;
        f->name = strdup(c->name);
        f->name_line = source_line(src, c->name_range.begin);
        uint32_t ls = src->line_start[f->name_line - 1];
        f->name_begin = c->name_range.begin - ls;
        f->name_end = c->name_range.end - ls;
    }
    diag_finish(e);
    diag_free(e);
    arena_free(a);
    fclose(out);
    f->diags = buf ? json_loads(buf, 0, NULL) : NULL;
    if (!f->diags)
        f->diags = json_array();
    free(buf);
}

static void free_face(face *f)
{
    free(f->text);
    free(f->name);
    json_decref(f->diags);
}

static void free_doc(doc *d)
{
    for (size_t i = 0; i < d->nfaces; i++)
        free_face(&d->faces[i]);
    free(d->faces);
    free(d->text);
    free(d->uri);
    free(d);
}

/* Split D's text into faces; faces of OLD (N of them) with the same text
 * keep their result, the others are checked. */
static void split(doc *d, face *old, size_t nold)
{
    d->faces = NULL;
    d->nfaces = 0;
    checked = 0;
    const char *t = d->text;
    uint32_t line = 0;
    while (*t) {
        const char *s = t;
        uint32_t first = line;
        /* A face ends after a blank line or at the end of the text. */
        for (;;) {
            const char *e = strchr(t, '\n');
            const char *end = e ? e : t + strlen(t);
            bool blank = true;
            for (const char *p = t; p < end; p++)
                if (*p != ' ' && *p != '\t' && *p != '\r')
                    blank = false;
            t = e ? e + 1 : end;
            line++;
            if (blank || !e || !*t)
                break;
        }
        face f = { .text = strndup(s, (size_t)(t - s)), .len = (size_t)(t - s), .line0 = first };
        for (size_t i = 0; i < nold; i++) {
            if (old[i].text && old[i].len == f.len && memcmp(old[i].text, f.text, f.len) == 0) {
                f.diags = old[i].diags;
                f.name = old[i].name;
                f.name_line = old[i].name_line;
                f.name_begin = old[i].name_begin;
                f.name_end = old[i].name_end;
                free(old[i].text);
                old[i] = (face){ 0 };
                break;
            }
        }
        if (!f.diags)
            check_face(&f);
        d->faces = realloc(d->faces, (d->nfaces + 1) * sizeof *d->faces);
        d->faces[d->nfaces++] = f;
    }
    for (size_t i = 0; i < nold; i++)
        free_face(&old[i]);
    free(old);
}

/* --------------------------------------------------------------- output */

static void send(json_t *msg)
{
    json_object_set_new(msg, "jsonrpc", json_stringn("2.0", 3));
    char *s = json_dumps(msg, JSON_COMPACT);
    json_decref(msg);
    if (!s)
        return;
    printf("Content-Length: %zu\r\n\r\n%s", strlen(s), s);
    fflush(stdout);
    free(s);
}

static void reply(json_t *id, json_t *result)
{
    send(json_pack("{s:O,s:o}", "id", id ? id : json_null(), "result", result ? result : json_null()));
}

static void reply_error(json_t *id, int code, const char *msg)
{
    send(json_pack("{s:O,s:{s:i,s:s}}", "id", id ? id : json_null(), "error", "code", code,
                   "message", msg));
}

static json_t *lsp_range(const doc *d, const face *f, json_t *loc)
{
    json_t *caret = json_object_get(loc, "caret"), *finish = json_object_get(loc, "finish");
    return json_pack("{s:o,s:o}", "start", face_pos(d, f, caret, false),
                     "end", face_pos(d, f, finish ? finish : caret, finish != NULL));
}

static json_t *lsp_diag(const doc *d, const face *f, json_t *jd)
{
    const char *kind = json_string_value(json_object_get(jd, "kind"));
    int sev = kind && strcmp(kind, "error") == 0 ? 1 : kind && strcmp(kind, "warning") == 0 ? 2 : 3;
    json_t *locs = json_object_get(jd, "locations");
    json_t *loc = json_array_get(locs, 0);
    json_t *range = loc ? lsp_range(d, f, loc)
                        : json_pack("{s:{s:i,s:i},s:{s:i,s:i}}", "start", "line", (json_int_t)f->line0,
                                    "character", 0, "end", "line", (json_int_t)f->line0, "character", 0);
    json_t *out = json_pack("{s:o,s:i,s:s,s:O}", "range", range, "severity", sev, "source", "cardc",
                            "message", json_object_get(jd, "message"));
    const char *opt = json_string_value(json_object_get(jd, "option"));
    if (opt && strncmp(opt, "-W", 2) == 0)
        json_object_set_new(out, "code", json_stringn(opt + 2, strlen(opt + 2)));
    return out;
}

static void publish(const doc *d)
{
    json_t *list = json_array();
    for (size_t i = 0; i < d->nfaces; i++) {
        size_t k;
        json_t *jd;
        json_array_foreach(d->faces[i].diags, k, jd)
            json_array_append_new(list, lsp_diag(d, &d->faces[i], jd));
    }
    send(json_pack("{s:s,s:{s:s,s:o}}", "method", "textDocument/publishDiagnostics", "params",
                   "uri", d->uri, "diagnostics", list));
    send(json_pack("{s:s,s:{s:s,s:i,s:i}}", "method", "cardc/checked", "params", "uri", d->uri,
                   "checked", (json_int_t)checked, "faces", (json_int_t)d->nfaces));
}

/* ------------------------------------------------------------- requests */

static doc *find_doc(json_t *params)
{
    const char *uri = json_string_value(json_object_get(json_object_get(params, "textDocument"), "uri"));
    for (doc *d = docs; uri && d; d = d->next)
        if (strcmp(d->uri, uri) == 0)
            return d;
    return NULL;
}

static void set_text(doc *d, const char *text)
{
    face *old = d->faces;
    size_t nold = d->nfaces;
    free(d->text);
    d->text = strdup(text);
    split(d, old, nold);
    publish(d);
}

static void did_open(json_t *params)
{
    json_t *td = json_object_get(params, "textDocument");
    const char *uri = json_string_value(json_object_get(td, "uri"));
    const char *text = json_string_value(json_object_get(td, "text"));
    if (!uri || !text)
        return;
    doc *d = find_doc(params);
    if (!d) {
        d = calloc(1, sizeof *d);
        d->uri = strdup(uri);
        d->next = docs;
        docs = d;
    }
    set_text(d, text);
}

static void did_change(json_t *params)
{
    doc *d = find_doc(params);
    json_t *changes = json_object_get(params, "contentChanges");
    json_t *last = json_array_get(changes, json_array_size(changes) - 1);
    const char *text = json_string_value(json_object_get(last, "text"));
    if (d && text)      /* full sync: the last change holds the whole text */
        set_text(d, text);
}

static void did_close(json_t *params)
{
    for (doc **p = &docs; *p; p = &(*p)->next) {
        doc *d = *p;
        if (d == find_doc(params)) {
            *p = d->next;
            send(json_pack("{s:s,s:{s:s,s:[]}}", "method", "textDocument/publishDiagnostics",
                           "params", "uri", d->uri, "diagnostics"));
            free_doc(d);
            return;
        }
    }
}

/* The request's position: document D, line and byte column; false if none. */
static bool position(json_t *params, doc **d, uint32_t *line, size_t *bcol)
{
    json_t *pos = json_object_get(params, "position");
    json_t *l = json_object_get(pos, "line"), *c = json_object_get(pos, "character");
    *d = find_doc(params);
    if (!*d || !json_is_integer(l) || !json_is_integer(c) || json_integer_value(l) < 0
        || json_integer_value(c) < 0 || json_integer_value(l) > UINT32_MAX)
        return false;
    size_t n;
    const char *t = line_of((*d)->text, (uint32_t)json_integer_value(l), &n);
    if (!t)
        return false;
    *line = (uint32_t)json_integer_value(l);
    json_int_t ch = json_integer_value(c);
    *bcol = utf16_bytes(t, n, ch > UINT32_MAX ? UINT32_MAX : (uint32_t)ch);
    return true;
}

static face *face_at(doc *d, uint32_t line)
{
    for (size_t i = d->nfaces; i-- > 0;)
        if (d->faces[i].line0 <= line)
            return &d->faces[i];
    return NULL;
}

static void code_action(json_t *id, json_t *params)
{
    doc *d = find_doc(params);
    json_t *actions = json_array();
    json_t *want = json_object_get(params, "range");
    json_int_t from = json_integer_value(json_object_get(json_object_get(want, "start"), "line"));
    json_int_t to = json_integer_value(json_object_get(json_object_get(want, "end"), "line"));
    for (size_t i = 0; d && i < d->nfaces; i++) {
        face *f = &d->faces[i];
        size_t k;
        json_t *jd;
        json_array_foreach(f->diags, k, jd) {
            json_t *fixits = json_object_get(jd, "fixits");
            if (json_array_size(fixits) == 0)
                continue;
            json_t *diag = lsp_diag(d, f, jd);
            json_t *r = json_object_get(diag, "range");
            json_int_t l0 = json_integer_value(json_object_get(json_object_get(r, "start"), "line"));
            json_int_t l1 = json_integer_value(json_object_get(json_object_get(r, "end"), "line"));
            if (l1 < from || l0 > to) {
                json_decref(diag);
                continue;
            }
            json_t *edits = json_array();
            size_t m;
            json_t *fx;
            json_array_foreach(fixits, m, fx)
                json_array_append_new(edits, json_pack("{s:{s:o,s:o},s:O}", "range",
                    "start", face_pos(d, f, json_object_get(fx, "start"), false),
                    "end", face_pos(d, f, json_object_get(fx, "next"), false),
                    "newText", json_object_get(fx, "string")));
            const char *s = json_string_value(json_object_get(json_array_get(fixits, 0), "string"));
            char title[256];
            if (s && *s)
                snprintf(title, sizeof title, "Replace with '%s'", s);
            else
                snprintf(title, sizeof title, "Remove");
            json_array_append_new(actions, json_pack("{s:s,s:s,s:[o],s:b,s:{s:{s:o}}}",
                "title", title, "kind", "quickfix", "diagnostics", diag,
                "isPreferred", json_object_get(jd, "option") != NULL,
                "edit", "changes", d->uri, edits));
        }
    }
    reply(id, actions);
}

/* Check face F again, its lines numbered as in the document, and hand its
 * card to FN.  (source_window numbers lines so too, but the card-file
 * reader reads a source's lines from 1.) */
static void with_card(const doc *d, const face *f, void (*fn)(void *, card *), void *arg)
{
    arena *a = arena_new();
    FILE *null = fopen("/dev/null", "w");
    diag_engine *e = diag_new(null);
    front fe = { .a = a, .diag = e, .lex = lex, .quiet = true };
    /* Blank lines before the face number its lines as in the document. */
    size_t n = f->line0 + f->len;
    char *text = arena_alloc(a, n + 1);
    memset(text, '\n', f->line0);
    memcpy(text + f->line0, f->text, f->len);
    source_file *src = source_from_string(a, d->uri, text, n);
    front_file ff;
    front_source_check(&fe, src, &ff);
    if (ff.cards)
        fn(arg, ff.cards);
    diag_free(e);
    if (null)
        fclose(null);
    arena_free(a);
}

typedef struct hover_at {
    uint32_t line;      /* 1-based, in the document */
    char *text;         /* the answer, malloc'ed, or NULL */
} hover_at;

/* C's meaning in the card IR (docs/ir.md) as text, malloc'ed, or NULL when
 * the IR cannot say it yet. */
static char *card_ir(const card *c)
{
    FILE *null = fopen("/dev/null", "w");
    diag_engine *quiet = null ? diag_new(null) : NULL;
    arena *a = arena_new();
    const ir_card *ic = quiet ? lower_card(a, quiet, c) : NULL;
    char *buf = NULL;
    size_t len = 0;
    FILE *out = ic ? open_memstream(&buf, &len) : NULL;
    if (out) {
        ir_dump_text(out, ic);
        fclose(out);
    }
    diag_free(quiet);
    if (null)
        fclose(null);
    arena_free(a);
    return buf;
}

static void hover_card(void *arg, card *c)
{
    hover_at *h = arg;
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    if (!out)
        return;
    explain_targets(out, c);
    fclose(out);
    /* The paragraph under the cursor, and its ability's lines of the
     * explanation ("  ability N, KIND (line L): ..." and the uses after it). */
    for (const paragraph *p = c->paras; p; p = p->next) {
        uint32_t b = source_line(c->src, p->range.begin), e = source_line(c->src, p->range.end);
        if (h->line < b || h->line > e)
            continue;
        char key[64];
        snprintf(key, sizeof key, "(line %u)", (unsigned)b);
        char *s = strstr(buf, key);
        while (s && s > buf && s[-1] != '\n')
            s--;
        if (s) {
            char *end = strstr(s + 1, "\n  ability ");
            if (end)
                end[1] = '\0';
            h->text = strdup(s + 2);
        } else if (p->failed) {
            h->text = strdup("not read (see the errors)\n");
        }
        break;
    }
    if (!h->text && h->line == source_line(c->src, c->name_range.begin)) {
        /* the header: the whole card, its targets and its meaning */
        char *ir = card_ir(c);
        size_t n = strlen(buf) + (ir ? strlen(ir) : 0) + 64;
        h->text = malloc(n);
        if (h->text)
            snprintf(h->text, n, "%s\ncard IR (docs/ir.md):\n%s", buf,
                     ir ? ir : "  (not said by the IR yet)\n");
        free(ir);
    }
    free(buf);
}

static void hover(json_t *id, json_t *params)
{
    doc *d;
    uint32_t line;
    size_t bcol;
    face *f;
    if (!position(params, &d, &line, &bcol) || !(f = face_at(d, line))) {
        reply(id, NULL);
        return;
    }
    hover_at h = { .line = line + 1 };
    with_card(d, f, hover_card, &h);
    if (!h.text) {
        reply(id, NULL);
        return;
    }
    size_t n = strlen(h.text) + 16;
    char *md = malloc(n);
    snprintf(md, n, "```\n%s```", h.text);
    reply(id, json_pack("{s:{s:s,s:s}}", "contents", "kind", "markdown", "value", md));
    free(md);
    free(h.text);
}

static void definition(json_t *id, json_t *params)
{
    doc *d;
    uint32_t line;
    size_t bcol;
    if (!position(params, &d, &line, &bcol)) {
        reply(id, NULL);
        return;
    }
    size_t n;
    const char *l = line_of(d->text, line, &n);
    /* The longest card name of the open documents written across the cursor. */
    const doc *best_d = NULL;
    const face *best = NULL;
    size_t best_len = 0;
    for (const doc *o = docs; o; o = o->next) {
        for (size_t i = 0; i < o->nfaces; i++) {
            const face *f = &o->faces[i];
            size_t k = f->name ? strlen(f->name) : 0;
            if (k == 0 || k <= best_len || k > n)
                continue;
            for (size_t s = bcol >= k ? bcol - k + 1 : 0; s <= bcol && s + k <= n; s++) {
                if (strncasecmp(l + s, f->name, k) == 0) {
                    best_d = o;
                    best = f;
                    best_len = k;
                    break;
                }
            }
        }
    }
    if (!best) {
        reply(id, NULL);
        return;
    }
    uint32_t nl = best->line0 + best->name_line - 1;
    reply(id, json_pack("{s:s,s:{s:o,s:o}}", "uri", best_d->uri, "range",
                        "start", lsp_pos(best_d, nl, best->name_begin),
                        "end", lsp_pos(best_d, nl, best->name_end)));
}

/* ------------------------------------------------------------ the loop */

/* Read one message's body; NULL at the end of input, or after an error
 * reply when the stream cannot be followed any more (no Content-Length, or
 * one too large). */
static char *read_message(size_t *len)
{
    char hdr[1024];
    long long clen = -1;
    while (fgets(hdr, sizeof hdr, stdin)) {
        if (strcmp(hdr, "\r\n") == 0 || strcmp(hdr, "\n") == 0) {
            if (clen < 0 || (size_t)clen > MAX_MESSAGE) {
                reply_error(NULL, -32600, clen < 0 ? "no valid Content-Length header"
                                                   : "message too large");
                return NULL;
            }
            char *body = malloc((size_t)clen + 1);
            if (!body || fread(body, 1, (size_t)clen, stdin) != (size_t)clen) {
                free(body);
                return NULL;
            }
            body[clen] = '\0';
            *len = (size_t)clen;
            return body;
        }
        if (strncasecmp(hdr, "Content-Length:", 15) == 0) {
            char *end;
            clen = strtoll(hdr + 15, &end, 10);
            while (*end == ' ' || *end == '\r' || *end == '\n')
                end++;
            if (*end || end == hdr + 15 || clen < 0)
                clen = -1;
            else if (clen > (long long)MAX_MESSAGE)
                clen = (long long)MAX_MESSAGE + 1;
        }
    }
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc > 1) {
        fprintf(stderr, "usage: %s  (speaks LSP on standard input and output)\n", argv[0]);
        return strcmp(argv[1], "--help") == 0 ? 0 : 2;
    }
    lex = lexicon_new();
    bool initialized = false, shut_down = false;
    int status = 1;
    size_t len;
    char *body;
    while ((body = read_message(&len))) {
        json_error_t err;
        json_t *msg = json_loadb(body, len, 0, &err);
        free(body);
        if (!msg) {
            reply_error(NULL, -32700, err.text);
            continue;
        }
        json_t *id = json_object_get(msg, "id");
        const char *method = json_string_value(json_object_get(msg, "method"));
        json_t *params = json_object_get(msg, "params");
        if (!json_is_object(msg) || !method) {
            if (!json_is_object(msg) || !json_object_get(msg, "result"))
                reply_error(id, -32600, "not a JSON-RPC request");
        } else if (strcmp(method, "exit") == 0) {
            status = shut_down ? 0 : 1;
            json_decref(msg);
            break;
        } else if (strcmp(method, "initialize") == 0) {
            initialized = true;
            reply(id, json_pack("{s:{s:i,s:b,s:b,s:{s:[s]}},s:{s:s,s:s}}", "capabilities",
                                "textDocumentSync", 1, "hoverProvider", 1, "definitionProvider", 1,
                                "codeActionProvider", "codeActionKinds", "quickfix",
                                "serverInfo", "name", "cardc-lsp", "version", CARDC_VERSION));
        } else if (!initialized) {
            if (id)
                reply_error(id, -32002, "server not initialized");
        } else if (shut_down) {
            if (id)
                reply_error(id, -32600, "server is shut down");
        } else if (strcmp(method, "shutdown") == 0) {
            shut_down = true;
            reply(id, NULL);
        } else if (!id && strcmp(method, "textDocument/didOpen") == 0) {
            did_open(params);
        } else if (!id && strcmp(method, "textDocument/didChange") == 0) {
            did_change(params);
        } else if (!id && strcmp(method, "textDocument/didClose") == 0) {
            did_close(params);
        } else if (id && strcmp(method, "textDocument/codeAction") == 0) {
            code_action(id, params);
        } else if (id && strcmp(method, "textDocument/hover") == 0) {
            hover(id, params);
        } else if (id && strcmp(method, "textDocument/definition") == 0) {
            definition(id, params);
        } else if (id) {
            reply_error(id, -32601, "method not found");
        }
        json_decref(msg);
    }
    while (docs) {
        doc *d = docs;
        docs = d->next;
        free_doc(d);
    }
    lexicon_free(lex);
    return status;
}
