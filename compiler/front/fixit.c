/* fixit.c — cardc --fix and --fix=dry-run (docs/cardc.md). */
#define _XOPEN_SOURCE 700       /* realpath */
#include "fixit.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct fix {
    const source_file *src;
    src_range r;
    char *text;
    size_t order;       /* as reported: insertions at one place keep it */
} fix;

struct fixit_set {
    fix *v;
    size_t n, cap;
    bool failed;        /* out of memory: nothing is written */
};

static void collect(void *ctx, const source_file *src, src_range r, const char *text)
{
    fixit_set *s = ctx;
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 16;
        fix *v = realloc(s->v, cap * sizeof *v);
        if (!v) {
            s->failed = true;
            return;
        }
        s->v = v;
        s->cap = cap;
    }
    char *t = strdup(text);
    if (!t) {
        s->failed = true;
        return;
    }
    s->v[s->n] = (fix){ src, r, t, s->n };
    s->n++;
}

fixit_set *fixit_new(diag_engine *e)
{
    fixit_set *s = calloc(1, sizeof *s);
    if (s)
        diag_on_fixit(e, collect, s);
    return s;
}

void fixit_free(fixit_set *s)
{
    if (!s)
        return;
    for (size_t i = 0; i < s->n; i++)
        free(s->v[i].text);
    free(s->v);
    free(s);
}

static int by_place(const void *x, const void *y)
{
    const fix *a = x, *b = y;
    int c = strcmp(a->src->name, b->src->name);
    if (c)
        return c;
    if (a->r.begin != b->r.begin)
        return a->r.begin < b->r.begin ? -1 : 1;
    return (a->order > b->order) - (a->order < b->order);
}

/* Append N bytes of T to the buffer *BUF (*LEN used, *CAP room). */
static bool put(char **buf, size_t *len, size_t *cap, const char *t, size_t n)
{
    if (*len + n + 1 > *cap) {
        size_t c = (*len + n + 1) * 2;
        char *b = realloc(*buf, c);
        if (!b)
            return false;
        *buf = b;
        *cap = c;
    }
    memcpy(*buf + *len, t, n);
    *len += n;
    (*buf)[*len] = '\0';
    return true;
}

/* The text of SRC's bytes [B, E) with the fixes V[0..N) inside it applied. */
static char *fixed_text(const source_file *src, uint32_t b, uint32_t e, const fix *v, size_t n, size_t *len)
{
    char *buf = NULL;
    size_t cap = 0;
    bool ok = true;
    *len = 0;
    ok &= put(&buf, len, &cap, "", 0);
    for (size_t i = 0; i < n && ok; i++) {
        ok &= put(&buf, len, &cap, src->text + b, v[i].r.begin - b);
        ok &= put(&buf, len, &cap, v[i].text, strlen(v[i].text));
        b = v[i].r.end;
    }
    ok = ok && put(&buf, len, &cap, src->text + b, e - b);
    if (!ok) {
        free(buf);
        return NULL;
    }
    return buf;
}

static unsigned count_lines(const char *t, size_t n)
{
    unsigned k = 1;
    for (size_t i = 0; i < n; i++)
        k += t[i] == '\n';
    return k;
}

static void print_lines(FILE *out, char sign, const char *t, size_t n)
{
    fputc(sign, out);
    for (size_t i = 0; i < n; i++) {
        fputc(t[i], out);
        if (t[i] == '\n')
            fputc(sign, out);
    }
    fputc('\n', out);
}

/* A unified diff of one file's fixes (no context lines: each hunk is the
 * lines the fixes touch). */
static int diff_file(const fix *v, size_t n, FILE *out)
{
    const source_file *src = v[0].src;
    fprintf(out, "--- %s\n+++ %s\n", src->name, src->name);
    long shift = 0;
    for (size_t i = 0; i < n;) {
        uint32_t l1 = source_line(src, v[i].r.begin), l2 = source_line(src, v[i].r.end);
        size_t j = i + 1;
        while (j < n && source_line(src, v[j].r.begin) <= l2) {
            uint32_t l = source_line(src, v[j].r.end);
            l2 = l > l2 ? l : l2;
            j++;
        }
        size_t len2;
        uint32_t b = src->line_start[l1 - 1];
        const char *last = source_line_text(src, l2, &len2);
        uint32_t e = (uint32_t)(last - src->text + len2);
        size_t nlen;
        char *now = fixed_text(src, b, e, v + i, j - i, &nlen);
        if (!now)
            return -1;
        unsigned oldn = l2 - l1 + 1, newn = count_lines(now, nlen);
        fprintf(out, "@@ -%u,%u +%ld,%u @@\n", l1, oldn, (long)l1 + shift, newn);
        print_lines(out, '-', src->text + b, e - b);
        print_lines(out, '+', now, nlen);
        free(now);
        shift += (long)newn - (long)oldn;
        i = j;
    }
    return 0;
}

/* Replace the file with its fixed text: a new file beside the file itself (a
 * symbolic link is followed, and stays a link), renamed over it. */
static int write_file(const fix *v, size_t n)
{
    const source_file *src = v[0].src;
    size_t len;
    char *now = fixed_text(src, 0, (uint32_t)src->len, v, n, &len);
    char *path = realpath(src->name, NULL);
    int err = path ? ENOMEM : errno;
    char *tmp = path ? malloc(strlen(path) + 16) : NULL;
    struct stat st;
    bool done = false;
    if (!now || !tmp)
        goto out;
    if (stat(path, &st) != 0) {
        err = errno;
        goto out;
    }
    snprintf(tmp, strlen(path) + 16, "%s.fix.XXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        err = errno;
        goto out;
    }
    errno = EIO;                /* a short write sets none */
    done = fchmod(fd, st.st_mode & 07777) == 0 && write(fd, now, len) == (ssize_t)len
           && fsync(fd) == 0;
    err = errno;
    if (close(fd) != 0 && done) {
        done = false;
        err = errno;
    }
    if (done && rename(tmp, path) != 0) {
        done = false;
        err = errno;
    }
    if (!done)
        unlink(tmp);
out:
    if (!done)
        fprintf(stderr, "cardc: error: cannot write the fixed '%s': %s; it is left as it was\n",
                src->name, strerror(err));
    free(now);
    free(path);
    free(tmp);
    return done ? 0 : -1;
}

int fixit_apply(fixit_set *s, bool dry_run, FILE *out)
{
    if (s->failed) {
        fputs("cardc: error: out of memory; no file is fixed\n", stderr);
        return -1;
    }
    qsort(s->v, s->n, sizeof *s->v, by_place);
    /* Leave out a fix that overlaps one kept before it, or repeats it (a
     * file given twice is read twice). */
    size_t k = 0;
    for (size_t i = 0; i < s->n; i++) {
        const fix *last = k > 0 ? &s->v[k - 1] : NULL, *f = &s->v[i];
        if (last && strcmp(last->src->name, f->src->name) == 0
            && (f->r.begin < last->r.end
                || (f->r.begin == last->r.begin && f->r.end == last->r.end
                    && strcmp(f->text, last->text) == 0))) {
            free(s->v[i].text);
            continue;
        }
        s->v[k++] = s->v[i];
    }
    s->n = k;
    int status = 0;
    for (size_t i = 0; i < s->n;) {
        size_t j = i + 1;
        while (j < s->n && strcmp(s->v[j].src->name, s->v[i].src->name) == 0)
            j++;
        if (strcmp(s->v[i].src->name, "<stdin>") == 0 && !dry_run) {
            fputs("cardc: error: --fix cannot rewrite standard input; use --fix=dry-run\n", stderr);
            status = -1;
        } else if ((dry_run ? diff_file(s->v + i, j - i, out) : write_file(s->v + i, j - i)) < 0) {
            status = -1;
        }
        i = j;
    }
    return status;
}
