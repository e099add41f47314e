/* unit.h — the registration function of each compiler unit-test file, and
 * the fixture they share. */
#ifndef CARDC_UNIT_H
#define CARDC_UNIT_H

#include <stdio.h>

#include "front.h"

void register_arena_tests(void);
void register_source_tests(void);
void register_front_tests(void);
void register_diag_tests(void);
void register_print_tests(void);
void register_ir_tests(void);
void register_meaning_effect_tests(void);
void register_meaning_tests(void);
void register_syntax_tests(void);

/* TEXT read as the card file "t.cards" by the front end (fixture.c); the
 * diagnostics, without colour, are in BUF (LEN bytes). */
typedef struct card_fixture {
    arena *a;
    FILE *out;
    char *buf;
    size_t len;
    front fe;
    front_file ff;
} card_fixture;

void card_fx_open(card_fixture *fx, const char *text);
void card_fx_close(card_fixture *fx);
/* Lower the first card of FX to the card IR (NULL if refused); the
 * diagnostics go to *ERRS (freed by the caller). */
struct ir_card *card_fx_lower(card_fixture *fx, char **errs);

#endif
