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

static void test_strings(void)
{
    arena *a = arena_new();
    CU_ASSERT_STRING_EQUAL(arena_strndup(a, "flying, haste", 6), "flying");
    CU_ASSERT_STRING_EQUAL(arena_strdup(a, "Hex"), "Hex");
    CU_ASSERT_STRING_EQUAL(arena_printf(a, "%d/%d", 2, 3), "2/3");
    arena_free(a);
}

void register_arena_tests(void)
{
    CU_pSuite s = test_suite("arena");
    test_add(s, "alloc_zeroed_aligned", test_alloc_zeroed_aligned);
    test_add(s, "large_object_keeps_chunk", test_large_object_keeps_chunk);
    test_add(s, "strings", test_strings);
}
