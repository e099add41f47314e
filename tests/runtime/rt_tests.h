/* rt_tests.h — what the runtime's CUnit test files share: their suites'
 * registration (registry.c calls each) and small helpers (helpers.c). */
#ifndef CARDC_RT_TESTS_H
#define CARDC_RT_TESTS_H

#include "cardrt.h"
#include "cunit_main.h"

void register_rules_tests(void);
void register_play_tests(void);
void register_fx_tests(void);
void register_turns_tests(void);
void register_timing_tests(void);
void register_delayed_tests(void);
void register_combat_tests(void);
void register_mana_tests(void);
void register_counters_tests(void);
void register_lki_tests(void);
void register_layers_tests(void);
void register_prevention_tests(void);
void register_keywords_tests(void);
void register_history_tests(void);
void register_replacement_tests(void);
void register_rule_changes_tests(void);
void register_dungeon_tests(void);
void register_outside_tests(void);

/* A two-player game at 20 life, with a fixed seed. */
cardrt_game *new_game(void);
/* A new object made from DEF in zone Z, owned by PLAYER. */
cardrt_id put(cardrt_game *g, const cardrt_card_def *def, unsigned player, cardrt_zone z);
cardrt_ref obj(cardrt_id id);
cardrt_ref player(unsigned p);
/* OBJ's power and toughness are P/T. */
void assert_pt(cardrt_game *g, cardrt_id id, int p, int t);
/* "any target": a player or a creature. */
bool rt_any_target(const cardrt_game *g, cardrt_id src, const cardrt_ref *t);
extern const cardrt_target_spec rt_target_any[1];
/* Shock: an instant that deals 2 damage to any target. */
extern const cardrt_card_def rt_shock;

#endif
