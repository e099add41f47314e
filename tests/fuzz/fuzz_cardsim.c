/* fuzz_cardsim.c — libFuzzer target: a scenario file through cardsim.
 *
 * cardsim's own source is compiled here (cardsim.c, its main renamed;
 * play.c is linked), so that each input runs as a scenario of one cardsim
 * run does: the card files it names (relative to tests/scenarios) are
 * compiled once for the whole run, its inline cards compiled in process,
 * its game played and freed.  Any input must end in errors or failed
 * expectations, never in a crash. */
int cardsim_main(int argc, char **argv);

#define main cardsim_main
#include "cardsim.c"            /* first: it chooses the feature macros */
#undef main

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static sim s;
    if (!s.a) {
        FILE *devnull = fopen("/dev/null", "w");
        s.a = arena_new();
        s.diag = diag_new(devnull ? devnull : stderr);
        s.lex = lexicon_new();
        if (!s.a || !s.diag || !s.lex)
            abort();
        diag_option(s.diag, "-w");
        diag_option(s.diag, "-ferror-limit=0");
    }
    const source_file *src = source_from_string(s.a, "fuzz.scn", (const char *)data, size);
    run_source(&s, "fuzz.scn", src, arena_strdup(s.a, FUZZ_SCENARIO_DIR));
    reset(&s);
    return 0;
}
