/* unit.h — the registration function of each compiler unit-test file. */
#ifndef CARDC_UNIT_H
#define CARDC_UNIT_H

void register_arena_tests(void);
void register_source_tests(void);
void register_front_tests(void);
void register_diag_tests(void);
void register_print_tests(void);

#endif
