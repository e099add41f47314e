/* test_arena.c — the compiler's bump allocator. */
#include <stdint.h>
#include <string.h>

#include "arena.h"
#include "cunit_main.h"
#include "unit.h"

static void test_alloc_zeroed_aligned(void)
{
    arena *a = arena_new();
    for (int i = 1; i < 200; i++) {
        unsigned char *p = arena_alloc(a, (size_t)i);
        CU_ASSERT_EQUAL((uintptr_t)p % _Alignof(max_align_t), 0);
        for (int k = 0; k < i; k++)
            CU_ASSERT_EQUAL(p[k], 0);
        memset(p, 0xAB, (size_t)i);
    }
    arena_free(a);
}

static void test_large_object_keeps_chunk(void)
{
    arena *a = arena_new();
    char *small = arena_alloc(a, 16);
    char *big = arena_alloc(a, 1 << 20);
    char *small2 = arena_alloc(a, 16);
    memset(big, 1, 1 << 20);
    /* The chunk made for the large object does not displace the current one. */
    CU_ASSERT_PTR_EQUAL(small2, small + 16);
    CU_ASSERT(arena_used(a) >= (1 << 20) + 32);
    arena_free(a);
}

/* arena_alloc_raw hands out the same places arena_alloc would, aligned and
 * next to each other, a large object behind the head chunk and the first
 * allocation of an arena too; arena_alloc after memory written through it
 * still clears what it gives. */
static void test_alloc_raw(void)
{
    arena *a = arena_new();
    unsigned char *first = arena_alloc_raw(a, 1 << 20);     /* no chunk yet: a large head */
    memset(first, 0xCD, 1 << 20);
    unsigned char *p = arena_alloc_raw(a, 5);
    memset(p, 0xCD, 5);
    unsigned char *q = arena_alloc_raw(a, 0);
    CU_ASSERT_EQUAL((uintptr_t)p % _Alignof(max_align_t), 0);
    CU_ASSERT_PTR_EQUAL(q, p + _Alignof(max_align_t));      /* 5 bytes take one unit */
    char *big = arena_alloc_raw(a, 1 << 20);
    memset(big, 1, 1 << 20);
    unsigned char *next = arena_alloc(a, 40);
    CU_ASSERT_PTR_EQUAL(next, q + _Alignof(max_align_t));   /* the head kept its room */
    for (int k = 0; k < 40; k++)
        CU_ASSERT_EQUAL(next[k], 0);
    CU_ASSERT_EQUAL(arena_used(a), (size_t)(1 << 20) * 2 + 2 * _Alignof(max_align_t) + 48);
    arena_free(a);
}

static void test_strings(void)
{
    arena *a = arena_new();
    CU_ASSERT_STRING_EQUAL(arena_strndup(a, "flying, haste", 6), "flying");
    CU_ASSERT_STRING_EQUAL(arena_strdup(a, "Hex"), "Hex");
    CU_ASSERT_STRING_EQUAL(arena_printf(a, "%d/%d", 2, 3), "2/3");
    arena_free(a);
}

/* What is allocated after a mark goes with arena_release, large objects
 * and new chunks included; what was before it stays, and the next
 * allocation reuses the space (run under ASan/valgrind, a chunk freed twice
 * or kept by mistake shows). */
static void test_mark_release(void)
{
    arena *a = arena_new();
    char *before = arena_strdup(a, "kept");
    arena_mark m = arena_get_mark(a);
    size_t used = arena_used(a);
    char *first = arena_alloc(a, 8);
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < 100; i++)
            memset(arena_alloc(a, 4096), 2, 4096);      /* new chunks */
        memset(arena_alloc(a, 1 << 20), 3, 1 << 20);    /* a large one behind the head */
        arena_release(a, m);
        CU_ASSERT_EQUAL(arena_used(a), used);
        CU_ASSERT_STRING_EQUAL(before, "kept");
        CU_ASSERT_PTR_EQUAL(arena_alloc(a, 8), first);  /* the same place again */
        arena_release(a, m);
    }
    arena_free(a);
    arena *empty = arena_new();                         /* a mark before any chunk */
    arena_mark none = arena_get_mark(empty);
    arena_alloc(empty, 100);
    arena_release(empty, none);
    CU_ASSERT_EQUAL(arena_used(empty), 0);
    CU_ASSERT_STRING_EQUAL(arena_strdup(empty, "again"), "again");
    arena_free(empty);
}

void register_arena_tests(void)
{
    CU_pSuite s = test_suite("arena");
    test_add(s, "alloc_zeroed_aligned", test_alloc_zeroed_aligned);
    test_add(s, "large_object_keeps_chunk", test_large_object_keeps_chunk);
    test_add(s, "alloc_raw", test_alloc_raw);
    test_add(s, "strings", test_strings);
    test_add(s, "mark_release", test_mark_release);
}
