/* fixture.c — a card file in memory read by the front end, with its
 * diagnostics captured as text (unit.h). */
#include <stdlib.h>
#include <string.h>

#include "ir.h"
#include "unit.h"

void card_fx_open(card_fixture *fx, const char *text)
{
    memset(fx, 0, sizeof *fx);
    fx->a = arena_new();
    fx->out = open_memstream(&fx->buf, &fx->len);
    fx->fe = (front){ .a = fx->a, .diag = diag_new(fx->out), .lex = lexicon_new() };
    diag_option(fx->fe.diag, "-fdiagnostics-color=never");
    source_file *src = source_from_string(fx->a, "t.cards", text, strlen(text));
    front_source_check(&fx->fe, src, &fx->ff);
    diag_finish(fx->fe.diag);
    fflush(fx->out);
}

void card_fx_close(card_fixture *fx)
{
    diag_free(fx->fe.diag);
    lexicon_free(fx->fe.lex);
    fclose(fx->out);
    free(fx->buf);
    arena_free(fx->a);
}

ir_card *card_fx_lower(card_fixture *fx, char **errs)
{
    size_t n;
    FILE *out = open_memstream(errs, &n);
    diag_engine *d = diag_new(out);
    diag_option(d, "-fdiagnostics-color=never");
    ir_card *ic = fx->ff.cards ? lower_card(fx->a, d, fx->ff.cards) : NULL;
    diag_finish(d);
    diag_free(d);
    fclose(out);
    return ic;
}
