/* arena.h — bump allocator for the compiler.  Everything the front end builds
 * (source text, AST, strings) lives in one arena freed at once at the end. */
#ifndef CARDC_ARENA_H
#define CARDC_ARENA_H

#include <stddef.h>

typedef struct arena arena;

arena *arena_new(void);
void   arena_free(arena *a);
/* Zeroed, aligned for any type.  Aborts with a message when memory runs out. */
void  *arena_alloc(arena *a, size_t size);
/* As arena_alloc, not zeroed: for memory the caller writes whole at once
 * (a copy, a string, or a struct it clears itself with a memset of a
 * constant size, which the compiler writes inline). */
void  *arena_alloc_raw(arena *a, size_t size);
char  *arena_strndup(arena *a, const char *s, size_t n);
char  *arena_strdup(arena *a, const char *s);
/* printf into the arena. */
char  *arena_printf(arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Bytes handed out so far (for statistics and tests). */
size_t arena_used(const arena *a);

/* A point in an arena's life: arena_release frees everything allocated
 * after it, so memory used one card at a time does not grow with the file
 * (PostgreSQL resets a memory context the same way). */
typedef struct arena_mark {
    const void *head, *next;
    size_t used, total;
} arena_mark;
arena_mark arena_get_mark(const arena *a);
void arena_release(arena *a, arena_mark m);

#endif
