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
    register_mana_tests();
    register_counters_tests();
    register_lki_tests();
    register_layers_tests();
    register_prevention_tests();
    register_keywords_tests();
    register_history_tests();
    register_replacement_tests();
    register_rule_changes_tests();
    register_dungeon_tests();
    register_outside_tests();
}
