/* bench_splits.c — how often the GLR parser splits its stack over a card
 * file (the corpus): one pass of the front end with a copy of the generated
 * parser built with bison's trace, whose messages trace_count counts
 * ("Splitting off stack ..." once a split, "Starting parse" once a
 * paragraph) and never prints.  Run by `make bench`; a split copies a stack
 * and runs the parser on both until one dies or they merge, so the count
 * says how much of the parser's time goes to readings it throws away. */
#include <stdarg.h>
#include <string.h>

#include "front.h"
#include "trace_count.h"

static unsigned long splits, parses;

int trace_count(FILE *f, const char *fmt, ...)
{
    (void)f;
    if (strncmp(fmt, "Splitting off stack", 19) == 0)
        splits++;
    else if (strcmp(fmt, "Starting parse\n") == 0)
        parses++;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fputs("usage: bench-splits CARDFILE\n", stderr);
        return 2;
    }
    arena *a = arena_new();
    const char *why = NULL;
    source_file *src = source_load(a, argv[1], &why);
    FILE *devnull = fopen("/dev/null", "w");
    if (!src || !devnull) {
        fprintf(stderr, "bench-splits: cannot read '%s': %s\n", argv[1], why ? why : "/dev/null");
        return 2;
    }
    front fe = { .a = a, .diag = diag_new(devnull), .lex = lexicon_new() };
    diag_option(fe.diag, "-ferror-limit=0");
    front_file ff;
    cardc_yydebug = 1;
    front_source_check(&fe, src, &ff);
    printf("splits:    %lu over %lu paragraphs, %.1f per paragraph\n", splits, parses,
           parses ? (double)splits / (double)parses : 0.0);
    diag_free(fe.diag);
    lexicon_free(fe.lex);
    fclose(devnull);
    arena_free(a);
    return 0;
}
