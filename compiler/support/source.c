/* source.c — loading source files, line maps, UTF-8. */
#include "source.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static source_file *source_index(arena *a, source_file *f)
{
    /* memchr finds the newlines many bytes at a time: the corpus is 4.6 MB */
    const char *t = f->text, *end = t + f->len;
    uint32_t n = 1;
    for (const char *nl = t; (nl = memchr(nl, '\n', (size_t)(end - nl))); nl++)
        n++;
    f->line_start = arena_alloc(a, (size_t)n * sizeof *f->line_start);
    f->line_start[0] = 0;
    uint32_t k = 1;
    for (const char *nl = t; (nl = memchr(nl, '\n', (size_t)(end - nl))); nl++)
        f->line_start[k++] = (uint32_t)(nl - t) + 1;
    f->nlines = n;
    return f;
}

source_file *source_from_string(arena *a, const char *name, const char *text, size_t len)
{
    source_file *f = arena_alloc(a, sizeof *f);
    f->name = arena_strdup(a, name);
    f->text = arena_strndup(a, text, len);
    f->len = len;
    return source_index(a, f);
}

source_file *source_window(arena *a, const char *name, const char *text, size_t len,
                           uint32_t line, uint32_t column)
{
    source_file *f = source_from_string(a, name, text, len);
    f->line_base = line - 1;
    f->column_base = column - 1;
    return f;
}

source_file *source_load(arena *a, const char *path, const char **why)
{
    int is_stdin = strcmp(path, "-") == 0;
    FILE *fp = is_stdin ? stdin : fopen(path, "rb");
    if (!fp) {
        *why = strerror(errno);
        return NULL;
    }
    struct stat st;
    if (!is_stdin && fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(fp);
        *why = strerror(EISDIR);
        return NULL;
    }
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    const char *err = NULL;
    while (buf) {
        if (len == cap) {
            if (cap >= SOURCE_MAX_BYTES) {
                err = "file is larger than 1 GiB";
                break;
            }
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap *= 2;
        }
        size_t got = fread(buf + len, 1, cap - len, fp);
        len += got;
        if (got == 0) {
            if (ferror(fp))
                err = strerror(errno ? errno : EIO);
            break;
        }
    }
    if (!is_stdin)
        fclose(fp);
    if (!buf)
        err = "out of memory";
    if (err) {
        free(buf);
        *why = err;
        return NULL;
    }
    source_file *f = source_from_string(a, is_stdin ? "<stdin>" : path, buf, len);
    free(buf);
    return f;
}

uint32_t source_line(const source_file *f, uint32_t off)
{
    uint32_t lo = 0, hi = f->nlines;
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (f->line_start[mid] <= off)
            lo = mid;
        else
            hi = mid;
    }
    return f->line_base + lo + 1;
}

uint32_t source_column(const source_file *f, uint32_t off)
{
    uint32_t line = source_line(f, off) - f->line_base;
    uint32_t start = f->line_start[line - 1];
    uint32_t col = 1 + (line == 1 ? f->column_base : 0);
    for (uint32_t i = start; i < off && i < f->len; i++)
        col += ((unsigned char)f->text[i] & 0xC0) != 0x80;
    return col;
}

const char *source_line_text(const source_file *f, uint32_t line, size_t *len)
{
    if (line <= f->line_base || line - f->line_base > f->nlines) {
        *len = 0;
        return "";
    }
    line -= f->line_base;
    uint32_t b = f->line_start[line - 1];
    uint32_t e = line < f->nlines ? f->line_start[line] - 1 : (uint32_t)f->len;
    if (e > b && f->text[e - 1] == '\r')
        e--;
    *len = e - b;
    return f->text + b;
}

bool numbers_fit(const char *s, size_t n)
{
    for (size_t i = 0; i < n;) {
        if (!isdigit((unsigned char)s[i])) {
            i++;
            continue;
        }
        unsigned long v = 0;
        for (; i < n && isdigit((unsigned char)s[i]); i++) {
            v = v * 10 + (unsigned long)(s[i] - '0');
            if (v > CARD_NUMBER_MAX)
                return false;
        }
    }
    return true;
}

size_t utf8_valid_len(const unsigned char *s, size_t n)
{
    if (n == 0)
        return 0;
    unsigned c = s[0];
    if (c < 0x80)
        return 1;
    size_t need;
    uint32_t min;
    if ((c & 0xE0) == 0xC0) {
        need = 2;
        min = 0x80;
    } else if ((c & 0xF0) == 0xE0) {
        need = 3;
        min = 0x800;
    } else if ((c & 0xF8) == 0xF0) {
        need = 4;
        min = 0x10000;
    } else {
        return 0;
    }
    if (n < need)
        return 0;
    for (size_t i = 1; i < need; i++)
        if ((s[i] & 0xC0) != 0x80)
            return 0;
    uint32_t cp = utf8_decode(s);
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return need;
}

uint32_t utf8_decode(const unsigned char *s)
{
    if (s[0] < 0x80)
        return s[0];
    if ((s[0] & 0xE0) == 0xC0)
        return ((uint32_t)(s[0] & 0x1F) << 6) | (s[1] & 0x3F);
    if ((s[0] & 0xF0) == 0xE0)
        return ((uint32_t)(s[0] & 0x0F) << 12) | ((uint32_t)(s[1] & 0x3F) << 6) | (s[2] & 0x3F);
    return ((uint32_t)(s[0] & 0x07) << 18) | ((uint32_t)(s[1] & 0x3F) << 12)
         | ((uint32_t)(s[2] & 0x3F) << 6) | (s[3] & 0x3F);
}
