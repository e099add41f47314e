/* arena.c — bump allocator: a list of chunks, each at least 64 KiB. */
#include "arena.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ARENA_CHUNK = 64 * 1024, ARENA_ALIGN = _Alignof(max_align_t) };

typedef struct chunk {
    struct chunk *next;
    size_t size, used;
    _Alignas(max_align_t) unsigned char data[];
} chunk;

struct arena {
    chunk *head;
    size_t total;
};

static void *xmalloc(size_t n)
{
    void *p = malloc(n);
    if (!p) {
        fputs("cardc: fatal error: out of memory\n", stderr);
        abort();
    }
    return p;
}

arena *arena_new(void)
{
    arena *a = xmalloc(sizeof *a);
    a->head = NULL;
    a->total = 0;
    return a;
}

void arena_free(arena *a)
{
    if (!a)
        return;
    for (chunk *c = a->head, *next; c; c = next) {
        next = c->next;
        free(c);
    }
    free(a);
}

/* SIZE bytes (rounded) from the head chunk of A, which has room. */
static inline void *take(arena *a, size_t size)
{
    chunk *c = a->head;
    void *p = c->data + c->used;
    c->used += size;
    a->total += size;
    return p;
}

/* SIZE bytes (rounded) from a new chunk, when the head has no room: apart
 * from arena_alloc_raw, whose common case then saves no registers. */
static __attribute__((noinline)) void *grow(arena *a, size_t size)
{
    size_t cap = size > ARENA_CHUNK ? size : ARENA_CHUNK;
    chunk *c = xmalloc(sizeof *c + cap);
    c->size = cap;
    c->used = 0;
    /* A chunk made for one large object goes behind the current one so
     * the space left in the current chunk is not lost. */
    if (a->head && cap > ARENA_CHUNK) {
        c->next = a->head->next;
        a->head->next = c;
        c->used = size;
        a->total += size;
        return c->data;
    }
    c->next = a->head;
    a->head = c;
    return take(a, size);
}

void *arena_alloc_raw(arena *a, size_t size)
{
    size = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (size == 0)
        size = ARENA_ALIGN;
    const chunk *c = a->head;
    if (!c || c->size - c->used < size)
        return grow(a, size);
    return take(a, size);
}

void *arena_alloc(arena *a, size_t size)
{
    size = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (size == 0)
        size = ARENA_ALIGN;
    return memset(arena_alloc_raw(a, size), 0, size);
}

char *arena_strndup(arena *a, const char *s, size_t n)
{
    char *p = arena_alloc_raw(a, n + 1);
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *arena_strdup(arena *a, const char *s)
{
    return arena_strndup(a, s, strlen(s));
}

char *arena_printf(arena *a, const char *fmt, ...)
{
    va_list ap, aq;
    va_start(ap, fmt);
    va_copy(aq, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        n = 0;
    char *p = arena_alloc(a, (size_t)n + 1);
    vsnprintf(p, (size_t)n + 1, fmt, aq);
    va_end(aq);
    return p;
}

size_t arena_used(const arena *a)
{
    return a->total;
}

arena_mark arena_get_mark(const arena *a)
{
    return (arena_mark){ a->head, a->head ? a->head->next : NULL, a->head ? a->head->used : 0, a->total };
}

/* Chunks made after the mark are the heads in front of its head and the
 * large ones put right behind a head: those between the mark's head and the
 * chunk that followed it then. */
void arena_release(arena *a, arena_mark m)
{
    chunk *c = a->head;
    while (c && c != m.head) {
        chunk *next = c->next;
        free(c);
        c = next;
    }
    a->head = c;
    if (c) {
        while (c->next && c->next != m.next) {
            chunk *late = c->next;
            c->next = late->next;
            free(late);
        }
        c->used = m.used;
    }
    a->total = m.total;
}
