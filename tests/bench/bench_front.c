/* bench_front.c — front-end throughput on a card file (the corpus): the
 * scanner alone, then the whole front end (read, scan, parse, check).
 * Best of three runs each.  Run by `make bench-front`. */
#include <stdio.h>
#include <time.h>

#include "front.h"
#include "parse.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double time_scanner(const source_file *src, FILE *devnull, unsigned long *tokens)
{
    arena *a = arena_new();
    diag_engine *diag = diag_new(devnull);
    lexicon *lx = lexicon_new();
    cardfile *r = cardfile_open(a, src, diag);
    card *cards = NULL, **tail = &cards;
    for (card *c; (c = cardfile_next(r)); tail = &c->next)
        *tail = c;
    parse_ctx ctx = { .a = a, .src = src, .diag = diag, .lex = lx };
    double t0 = now();
    *tokens = 0;
    for (card *c = cards; c; c = c->next)
        for (paragraph *p = c->paras; p; p = p->next) {
            token_stream ts;
            ctx.reminders = list_new(a, p->body);
            if (scan_paragraph(&ctx, c, p, &ts))
                *tokens += ts.n;
        }
    double t = now() - t0;
    lexicon_free(lx);
    diag_free(diag);
    arena_free(a);
    return t;
}

static double time_front(const source_file *src, FILE *devnull, unsigned *faces)
{
    arena *a = arena_new();
    front fe = { .a = a, .diag = diag_new(devnull), .lex = lexicon_new() };
    diag_option(fe.diag, "-ferror-limit=0");
    front_file ff;
    double t0 = now();
    front_source_check(&fe, src, &ff);
    double t = now() - t0;
    *faces = ff.ncards;
    diag_finish(fe.diag);
    diag_free(fe.diag);
    lexicon_free(fe.lex);
    arena_free(a);
    return t;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fputs("usage: bench-front CARDFILE\n", stderr);
        return 2;
    }
    arena *a = arena_new();
    const char *why = NULL;
    source_file *src = source_load(a, argv[1], &why);
    FILE *devnull = fopen("/dev/null", "w");
    if (!src || !devnull) {
        fprintf(stderr, "bench-front: cannot read '%s': %s\n", argv[1], why ? why : "/dev/null");
        return 2;
    }
    double scan = 1e9, full = 1e9;
    unsigned long tokens = 0;
    unsigned faces = 0;
    for (int i = 0; i < 3; i++) {
        double t = time_scanner(src, devnull, &tokens);
        if (t < scan)
            scan = t;
        t = time_front(src, devnull, &faces);
        if (t < full)
            full = t;
    }
    double mb = (double)src->len / 1e6;
    printf("input:     %s, %.2f MB, %u faces, %lu tokens\n", argv[1], mb, faces, tokens);
    printf("scanner:   %.3f s, %.1f MB/s, %.0f tokens/s\n", scan, mb / scan, (double)tokens / scan);
    printf("front end: %.3f s, %.1f MB/s, %.0f faces/s (read, scan, parse, check)\n",
           full, mb / full, faces / full);
    fclose(devnull);
    arena_free(a);
    return 0;
}
