/* test_source.c — line maps and UTF-8 checks. */
#include <string.h>

#include "cunit_main.h"
#include "source.h"
#include "unit.h"

static void test_line_map(void)
{
    arena *a = arena_new();
    const char *t = "Shock  {R}  Instant\n/ Shock deals 2 damage.\n\nlast";
    source_file *f = source_from_string(a, "t.cards", t, strlen(t));
    CU_ASSERT_EQUAL(f->nlines, 4);
    CU_ASSERT_EQUAL(source_line(f, 0), 1);
    CU_ASSERT_EQUAL(source_column(f, 0), 1);
    uint32_t deals = (uint32_t)(strstr(t, "deals") - t);
    CU_ASSERT_EQUAL(source_line(f, deals), 2);
    CU_ASSERT_EQUAL(source_column(f, deals), 9);
    size_t len;
    const char *l = source_line_text(f, 4, &len);
    CU_ASSERT_EQUAL(len, 4);
    CU_ASSERT_NSTRING_EQUAL(l, "last", 4);
    source_line_text(f, 99, &len);
    CU_ASSERT_EQUAL(len, 0);
    arena_free(a);
}

static void test_columns_count_code_points(void)
{
    arena *a = arena_new();
    const char *t = "Elf — Druid x";   /* the em dash is three bytes */
    source_file *f = source_from_string(a, "t", t, strlen(t));
    uint32_t x = (uint32_t)(strchr(t, 'x') - t);
    CU_ASSERT_EQUAL(source_column(f, x), 13);
    arena_free(a);
}

/* A window of a larger file (a JSON card file): lines and columns are the
 * file's, its first line starting at the window's column. */
static void test_window(void)
{
    arena *a = arena_new();
    const char *t = "{\"name\": \"Élan\" x\n  \"y\"}";
    source_file *f = source_window(a, "cards.json", t, strlen(t), 120, 41);
    uint32_t x = (uint32_t)(strchr(t, 'x') - t), y = (uint32_t)(strchr(t, 'y') - t);
    CU_ASSERT_EQUAL(source_line(f, x), 120);
    CU_ASSERT_EQUAL(source_column(f, x), 41 + 16);      /* É is one column */
    CU_ASSERT_EQUAL(source_line(f, y), 121);
    CU_ASSERT_EQUAL(source_column(f, y), 4);
    size_t len;
    const char *l = source_line_text(f, 121, &len);
    CU_ASSERT_EQUAL(len, 6);
    CU_ASSERT_NSTRING_EQUAL(l, "  \"y\"}", 6);
    source_line_text(f, 1, &len);                       /* before the window */
    CU_ASSERT_EQUAL(len, 0);
    arena_free(a);
}

static void test_utf8(void)
{
    const unsigned char dash[] = { 0xE2, 0x80, 0x94 };
    CU_ASSERT_EQUAL(utf8_valid_len(dash, 3), 3);
    CU_ASSERT_EQUAL(utf8_decode(dash), 0x2014);
    CU_ASSERT_EQUAL(utf8_valid_len(dash, 2), 0);          /* cut short */
    const unsigned char overlong[] = { 0xC0, 0xAF };
    CU_ASSERT_EQUAL(utf8_valid_len(overlong, 2), 0);
    const unsigned char surrogate[] = { 0xED, 0xA0, 0x80 };
    CU_ASSERT_EQUAL(utf8_valid_len(surrogate, 3), 0);
    const unsigned char stray[] = { 0x80 };
    CU_ASSERT_EQUAL(utf8_valid_len(stray, 1), 0);
    const unsigned char too_big[] = { 0xF4, 0x90, 0x80, 0x80 };
    CU_ASSERT_EQUAL(utf8_valid_len(too_big, 4), 0);
}

static void test_load_missing_and_directory(void)
{
    arena *a = arena_new();
    const char *why = NULL;
    CU_ASSERT_PTR_NULL(source_load(a, "/nonexistent/cardc-test.cards", &why));
    CU_ASSERT_PTR_NOT_NULL(why);
    why = NULL;
    CU_ASSERT_PTR_NULL(source_load(a, "/", &why));
    CU_ASSERT_PTR_NOT_NULL(why);
    arena_free(a);
}

void register_source_tests(void)
{
    CU_pSuite s = test_suite("source");
    test_add(s, "line_map", test_line_map);
    test_add(s, "columns_count_code_points", test_columns_count_code_points);
    test_add(s, "window", test_window);
    test_add(s, "utf8", test_utf8);
    test_add(s, "load_missing_and_directory", test_load_missing_and_directory);
}
