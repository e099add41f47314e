/* registry.c — the suites of the runtime's unit-test program. */
#include "rt_tests.h"

void test_register(void)
{
    register_rules_tests();
    register_play_tests();
    register_fx_tests();
    register_turns_tests();
    register_timing_tests();
    register_delayed_tests();
    register_combat_tests();
}
