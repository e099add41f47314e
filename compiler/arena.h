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
char  *arena_strndup(arena *a, const char *s, size_t n);
char  *arena_strdup(arena *a, const char *s);
/* printf into the arena. */
char  *arena_printf(arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Bytes handed out so far (for statistics and tests). */
size_t arena_used(const arena *a);

#endif
