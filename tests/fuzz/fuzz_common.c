/* fuzz_common.c — the front end set up for one fuzzer input (fuzz.h). */
#include <stdlib.h>

#include "fuzz.h"

void fuzz_front_begin(fuzz_front *f, const uint8_t *data, size_t size, front_file *out)
{
    static lexicon *lex;        /* read-only once made; made once for the whole run */
    if (!lex)
        lex = lexicon_new();
    f->devnull = fopen("/dev/null", "w");
    if (!f->devnull || !lex)
        abort();
    f->fe = (front){ arena_new(), diag_new(f->devnull), lex, false };
    diag_option(f->fe.diag, "-ferror-limit=0");
    const source_file *src = source_from_string(f->fe.a, "fuzz.cards", (const char *)data, size);
    front_source_check(&f->fe, src, out);
    unsigned n = 0;
    for (card *c = out->cards; c; c = c->next)
        n++;
    card **all = calloc(n ? n : 1, sizeof *all);
    if (!all)
        abort();
    n = 0;
    for (card *c = out->cards; c; c = c->next)
        all[n++] = c;
    front_check_names(&f->fe, all, n);
    free(all);
}

void fuzz_front_end(fuzz_front *f)
{
    diag_finish(f->fe.diag);
    diag_free(f->fe.diag);
    arena_free(f->fe.a);
    fclose(f->devnull);
}
