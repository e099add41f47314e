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
    f->fe = (front){ .a = arena_new(), .diag = diag_new(f->devnull), .lex = lex };
    diag_option(f->fe.diag, "-ferror-limit=0");
    const source_file *src = source_from_string(f->fe.a, "fuzz.cards", (const char *)data, size);
    front_source_check(&f->fe, src, out);
    unsigned n = 0;
    for (card *c = out->cards; c; c = c->next)
        n++;
    front_name *names = calloc(n ? n : 1, sizeof *names);
    if (!names)
        abort();
    n = 0;
    for (card *c = out->cards; c; c = c->next)
        names[n++] = front_name_of(c);
    front_check_names(&f->fe, names, n);
    free(names);
}

void fuzz_front_end(fuzz_front *f)
{
    diag_finish(f->fe.diag);
    diag_free(f->fe.diag);
    arena_free(f->fe.a);
    fclose(f->devnull);
}
