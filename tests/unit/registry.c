/* registry.c — the suites of the compiler's unit-test program. */
#include "cunit_main.h"
#include "unit.h"

void test_register(void)
{
    register_arena_tests();
    register_source_tests();
    register_front_tests();
    register_diag_tests();
    register_print_tests();
    register_ir_tests();
    register_meaning_effect_tests();
    register_meaning_tests();
    register_syntax_tests();
}
