/* main.c — the cardc driver: options, files, exit status. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "dump.h"
#include "front.h"
#include "json.h"

#ifndef CARDC_VERSION
#define CARDC_VERSION "0.1.0"
#endif

enum mode { MODE_CHECK, MODE_DUMP_AST, MODE_STATS, MODE_STATS_JSON };

static void usage(FILE *out)
{
    fputs("usage: cardc [options] FILE...\n"
          "\n"
          "Reads card files (.cards; '-' is standard input) and checks their text.\n"
          "\n"
          "Modes:\n"
          "  --check, -fsyntax-only   parse and check; print diagnostics (default)\n"
          "  --dump-ast               print each card face's AST as one JSON line\n"
          "  --stats[=text|json]      how many faces parse, and why the rest fail\n"
          "  --help                   this text\n"
          "  --version                the version\n"
          "\n"
          "Diagnostics:\n"
          "  -W<group>, -Wno-<group>  turn a group of warnings on or off\n"
          "  -Werror[=<group>]        make warnings (of a group) errors\n"
          "  -w                       no warnings\n"
          "  -ferror-limit=N          stop after N errors (0: no limit; default 20)\n"
          "  -fdiagnostics-format=text|json|sarif\n"
          "  -fdiagnostics-color[=auto|always|never]\n"
          "  -verify                  check diagnostics against '# expected-...' comments\n"
          "\n"
          "Warning groups:\n", out);
    diag_print_groups(out);
    fputs("\nExit status: 0 no errors, 1 errors in the input, 2 usage or I/O error.\n"
          "Documentation: docs/cardc.md, docs/diagnostics.md, docs/card-format.md.\n", out);
}

typedef struct reason {
    const char *text;
    unsigned count;
} reason;

static int cmp_reason(const void *x, const void *y)
{
    const reason *a = x, *b = y;
    if (a->count != b->count)
        return a->count < b->count ? 1 : -1;
    return strcmp(a->text, b->text);
}

/* Failure reasons: the first error of each failed paragraph, with what the
 * parser expected cut off so that alike errors fall into one group. */
typedef struct stats {
    unsigned cards, parsed, paragraphs, paragraphs_parsed;
    reason *reasons;
    size_t nreasons, cap;
} stats;

static void stats_add_reason(stats *st, arena *a, const char *msg)
{
    const char *cut = strstr(msg, ", expected");
    const char *key = cut ? arena_strndup(a, msg, (size_t)(cut - msg)) : msg;
    for (size_t i = 0; i < st->nreasons; i++)
        if (strcmp(st->reasons[i].text, key) == 0) {
            st->reasons[i].count++;
            return;
        }
    if (st->nreasons == st->cap) {
        st->cap = st->cap ? st->cap * 2 : 256;
        reason *nr = realloc(st->reasons, st->cap * sizeof *nr);
        if (!nr) {
            fputs("cardc: fatal error: out of memory\n", stderr);
            exit(2);
        }
        st->reasons = nr;
    }
    st->reasons[st->nreasons++] = (reason){ key, 1 };
}

static void stats_file(stats *st, arena *a, const front_file *ff)
{
    st->cards += ff->ncards;
    st->parsed += ff->nparsed;
    for (const card *c = ff->cards; c; c = c->next)
        for (const paragraph *p = c->paras; p; p = p->next) {
            st->paragraphs++;
            if (!p->failed)
                st->paragraphs_parsed++;
            else if (p->error)
                stats_add_reason(st, a, p->error);
        }
}

static void stats_print(stats *st, enum mode m)
{
    qsort(st->reasons, st->nreasons, sizeof *st->reasons, cmp_reason);
    double pct = st->cards ? 100.0 * st->parsed / st->cards : 0.0;
    if (m == MODE_STATS_JSON) {
        printf("{\"cards\":%u,\"parsed\":%u,\"parsed_percent\":%.2f,\"paragraphs\":%u,"
               "\"paragraphs_parsed\":%u,\"failures\":[",
               st->cards, st->parsed, pct, st->paragraphs, st->paragraphs_parsed);
        for (size_t i = 0; i < st->nreasons && i < 50; i++) {
            printf("%s{\"count\":%u,\"reason\":", i ? "," : "", st->reasons[i].count);
            json_cstring(stdout, st->reasons[i].text);
            putchar('}');
        }
        puts("]}");
        return;
    }
    printf("card faces:       %u\n", st->cards);
    printf("parsed fully:     %u (%.1f%%)\n", st->parsed, pct);
    printf("paragraphs:       %u, %u parsed (%.1f%%)\n", st->paragraphs,
           st->paragraphs_parsed,
           st->paragraphs ? 100.0 * st->paragraphs_parsed / st->paragraphs : 0.0);
    printf("most frequent first errors of failed paragraphs:\n");
    for (size_t i = 0; i < st->nreasons && i < 30; i++)
        printf("  %6u  %s\n", st->reasons[i].count, st->reasons[i].text);
}

int main(int argc, char **argv)
{
    enum mode m = MODE_CHECK;
    diag_engine *diag = diag_new(stderr);
    const char **files = calloc((size_t)argc + 1, sizeof *files);
    int nfiles = 0, status = 0;
    if (!diag || !files) {
        fputs("cardc: fatal error: out of memory\n", stderr);
        return 2;
    }
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            usage(stdout);
            return 0;
        }
        if (strcmp(arg, "--version") == 0) {
            printf("cardc %s\n", CARDC_VERSION);
            return 0;
        }
        if (strcmp(arg, "--check") == 0 || strcmp(arg, "-fsyntax-only") == 0) {
            m = MODE_CHECK;
        } else if (strcmp(arg, "--dump-ast") == 0) {
            m = MODE_DUMP_AST;
        } else if (strcmp(arg, "--stats") == 0 || strcmp(arg, "--stats=text") == 0) {
            m = MODE_STATS;
        } else if (strcmp(arg, "--stats=json") == 0) {
            m = MODE_STATS_JSON;
        } else if (strcmp(arg, "-") == 0 || arg[0] != '-') {
            files[nfiles++] = arg;
        } else {
            int r = diag_option(diag, arg);
            if (r < 0)
                return 2;
            if (r == 0) {
                fprintf(stderr, "cardc: error: unknown option '%s'\n"
                                "cardc: note: 'cardc --help' lists the options\n", arg);
                return 2;
            }
        }
    }
    if (nfiles == 0) {
        fputs("cardc: error: no input files\n"
              "cardc: note: 'cardc --help' lists the options\n", stderr);
        return 2;
    }

    front fe = { arena_new(), diag, lexicon_new(), false };
    FILE *devnull = NULL;
    if (m == MODE_STATS || m == MODE_STATS_JSON) {
        /* Statistics count every failure; the diagnostics themselves are not shown. */
        devnull = fopen("/dev/null", "w");
        diag_free(diag);
        diag = fe.diag = diag_new(devnull ? devnull : stderr);
        fe.quiet = true;
        diag_option(diag, "-ferror-limit=0");
    }
    stats st = { 0 };
    for (int i = 0; i < nfiles; i++) {
        front_file ff;
        if (front_file_check(&fe, files[i], &ff) < 0) {
            status = 2;
            continue;
        }
        if (m == MODE_DUMP_AST)
            for (const card *c = ff.cards; c; c = c->next)
                dump_card(stdout, c);
        stats_file(&st, fe.a, &ff);
        if (diag_limit_reached(diag))
            break;
    }
    diag_finish(diag);
    if (m == MODE_STATS || m == MODE_STATS_JSON)
        stats_print(&st, m);
    if (status == 0 && diag_error_count(diag) > 0 && m != MODE_STATS && m != MODE_STATS_JSON)
        status = 1;
    free(st.reasons);
    free(files);
    lexicon_free(fe.lex);
    arena_free(fe.a);
    diag_free(diag);
    if (devnull)
        fclose(devnull);
    if (fflush(stdout) != 0) {
        perror("cardc: error: writing output");
        return 2;
    }
    return status;
}
