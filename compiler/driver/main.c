/* main.c — the cardc driver: options, files, exit status. */
#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "codegen.h"
#include "cardjson.h"
#include "diag.h"
#include "dump.h"
#include "explain.h"
#include "fixit.h"
#include "front.h"
#include "ir.h"
#include "json.h"
#include "print.h"
#include "roundtrip.h"

enum mode { MODE_CHECK, MODE_DUMP_AST, MODE_DUMP_IR, MODE_DUMP_IR_TEXT, MODE_EXPLAIN_TARGETS, MODE_STATS,
            MODE_STATS_JSON, MODE_PRINT, MODE_PRINT_CHECK, MODE_EMIT_CARDS };

static void usage(FILE *out)
{
    fputs("usage: cardc [options] FILE...\n"
          "\n"
          "Reads card files (.cards; '-' is standard input) and checks their text.  Card data\n"
          "in JSON (Scryfall card objects, MTGJSON AtomicCards) is read as card files.\n"
          "\n"
          "Modes:\n"
          "  --check, -fsyntax-only   parse and check; print diagnostics (default)\n"
          "  --dump-ast               print each card face's AST as one JSON line\n"
          "  --dump-ir[=json|text]    print each card face's meaning in the card IR (docs/ir.md)\n"
          "  --explain-targets        per ability, each target: how many, and whether it may\n"
          "                           be one an earlier target took (Rules FAQ 1.1.01)\n"
          "  --stats[=text|json]      how many faces parse, compile and print back, and why the rest fail\n"
          "  --print                  print each card face rendered back from its AST\n"
          "  --print=check            list the faces whose rendering differs from their text\n"
          "  --emit-cards             write the .cards text of what was read (-o FILE or standard output)\n"
          "  -x cards|scryfall|mtgjson  the format of the files after it (default: from the content)\n"
          "  --fix[=dry-run]          apply the fix-its of warnings to the files in place (each\n"
          "                           file is replaced whole); dry-run: print a unified diff\n"
          "  -c                       compile to an object file (FILE.o)\n"
          "  -S                       compile to assembly (FILE.s)\n"
          "  -emit-llvm               with -S: LLVM IR (FILE.ll); with -c: bitcode (FILE.bc)\n"
          "  -shared                  compile and link a shared library (FILE.so)\n"
          "  -o FILE                  the output file ('-' is standard output)\n"
          "  -static-runtime          with -shared: put libcardrt in the library, which then needs\n"
          "                           nothing else (default: the library needs libcardrt.so)\n"
          "  -fruntime-dir=DIR        with -shared: the directory holding libcardrt to link with\n"
          "  -fregistry-name=NAME     the symbol of the registry of the cards (default\n"
          "                           cardc_registry)\n"
          "  -O0 ... -O3              optimisation level (default -O0)\n"
          "  -j[N]                    with -c or -shared: compile in N parts in parallel\n"
          "                           (-j: one per processor)\n"
          "  -fskip-unsupported       compile every card that can be and leave out the rest (cards\n"
          "                           with errors are still reported, and the status is 1; the\n"
          "                           error limit stops the reports, not the compiling)\n"
          "  --help                   this text\n"
          "  --version                the version\n"
          "\n"
          "Diagnostics:\n"
          "  -W<group>, -Wno-<group>  turn a group of warnings on or off\n"
          "  -Werror[=<group>]        make warnings (of a group) errors\n"
          "  -w                       no warnings\n"
          "  -ferror-limit=N          stop after N errors (0: no limit; default 20); no output then\n"
          "  -fdiagnostics-format=text|json|sarif\n"
          "  -fdiagnostics-color[=auto|always|never]\n"
          "  -verify                  check diagnostics against '# expected-...' comments\n"
          "\n", out);
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

/* Failure reasons, each with how many faces or paragraphs it stopped. */
typedef struct reasons {
    reason *items;
    size_t n, cap;
} reasons;

/* A row of --stats's tables: faces, how many parse and how many compile. */
typedef struct tally {
    unsigned faces, parsed, compiled;
} tally;

/* The rows by card type: a face counts under the first of these types it
 * has ("Artifact Creature" is a creature, "Artifact Land" a land), else
 * under "other" (Conspiracy, Plane, Scheme, ...). */
static const char *const type_rows[] = { "Creature", "Land", "Planeswalker", "Battle", "Instant",
                                         "Sorcery", "Enchantment", "Artifact", "other" };
enum { NTYPE_ROWS = sizeof type_rows / sizeof *type_rows, NKIND_ROWS = AB_STATIC + 1 };

typedef struct stats {
    unsigned cards, parsed, compiled, lowered, paragraphs, paragraphs_parsed, round_trip;
    unsigned merged, tied;      /* paragraphs that reach a %merge; that keep two readings */
    reasons parse;          /* the first error of each failed paragraph */
    reasons compile;        /* the error that stopped each parsed face compiling */
    tally by_type[NTYPE_ROWS];
    tally by_kind[NKIND_ROWS];      /* parsed faces with an ability of the kind */
} stats;

/* MSG's reason ("unexpected 'of'", without the ", expected ..." part),
 * counted; a new one is copied into A, which outlives the card. */
static void stats_add_reason(reasons *rs, arena *a, const char *msg)
{
    const char *cut = strstr(msg, ", expected");
    size_t n = cut ? (size_t)(cut - msg) : strlen(msg);
    for (size_t i = 0; i < rs->n; i++)
        if (strncmp(rs->items[i].text, msg, n) == 0 && rs->items[i].text[n] == '\0') {
            rs->items[i].count++;
            return;
        }
    const char *key = arena_strndup(a, msg, n);
    if (rs->n == rs->cap) {
        rs->cap = rs->cap ? rs->cap * 2 : 256;
        reason *nr = realloc(rs->items, rs->cap * sizeof *nr);
        if (!nr) {
            fputs("cardc: fatal error: out of memory\n", stderr);
            exit(2);
        }
        rs->items = nr;
    }
    rs->items[rs->n++] = (reason){ key, 1 };
}

static unsigned type_row(const card *c)
{
    unsigned i = 0;
    while (i + 1 < NTYPE_ROWS && !card_has_type(c, type_rows[i]))
        i++;
    return i;
}

/* The kinds of C's abilities, one bit each. */
static unsigned kinds_of(const card *c)
{
    unsigned bits = 0;
    for (const ability *ab = c->abilities; ab; ab = ab->next)
        bits |= 1u << ab->kind;
    return bits;
}

static void stats_card(stats *st, arena *a, const card *c)
{
    bool parsed = c->header_errors == 0 && c->text_errors == 0;
    st->cards++;
    st->parsed += parsed;
    tally *row = &st->by_type[type_row(c)];
    row->faces++;
    row->parsed += parsed;
    for (unsigned k = 0; parsed && k < NKIND_ROWS; k++)
        st->by_kind[k].parsed += (kinds_of(c) >> k) & 1;
    for (const paragraph *p = c->paras; p; p = p->next) {
        st->paragraphs++;
        st->merged += p->merges > 0;
        st->tied += p->ties > 0;
        if (!p->failed)
            st->paragraphs_parsed++;
        else if (p->error)
            stats_add_reason(&st->parse, a, p->error);
    }
}

/* A parsed face that compiled, in the tables. */
static void stats_compiled(stats *st, const card *c)
{
    st->compiled++;
    st->by_type[type_row(c)].compiled++;
    for (unsigned k = 0; k < NKIND_ROWS; k++)
        st->by_kind[k].compiled += (kinds_of(c) >> k) & 1;
}

/* While --stats compiles a face: the first error that stops it. */
typedef struct first_error {
    arena *a;
    const char *msg;
} first_error;

static void keep_first_error(void *ctx, diag_id id, const char *msg)
{
    (void)id;
    first_error *f = ctx;
    if (!f->msg)
        f->msg = arena_strdup(f->a, msg);
}

/* What main does with each card as soon as the front end has checked it:
 * the output of its mode, the counts, its name for front_check_names, and
 * the card itself in ALL when it is compiled later (without STREAM; with
 * it, the front end gives the card's memory back). */
typedef struct taker {
    enum mode m;
    bool stream;
    stats *st;
    arena *a;               /* the front end's: what a card's output needs for a moment */
    arena *keep;            /* what outlives a card: reasons, the kept names */
    diag_engine *diag;
    front_name *names;
    card **all;
    unsigned nnames, capnames, nall, capall;
    bool out_of_memory;
} taker;

/* Append ITEM (SIZE bytes) to the array *LIST of *N items, *CAP of room. */
static bool push(void **list, unsigned *n, unsigned *cap, const void *item, size_t size)
{
    if (*n == *cap) {
        unsigned c = *cap ? *cap * 2 : 256;
        void *nl = realloc(*list, c * size);
        if (!nl)
            return false;
        *list = nl;
        *cap = c;
    }
    memcpy((char *)*list + (size_t)*n * size, item, size);
    (*n)++;
    return true;
}

static void take_card(void *arg, card *c)
{
    taker *t = arg;
    bool parsed = c->header_errors == 0 && c->text_errors == 0;
    if (t->m == MODE_DUMP_AST)
        dump_card(stdout, c);
    if (t->m == MODE_EXPLAIN_TARGETS) {
        diag_flush(t->diag);
        explain_targets(stdout, c);
    }
    stats_card(t->st, t->keep, c);
    if (parsed && t->m == MODE_PRINT)
        print_card(stdout, t->a, c);
    else if (parsed && (t->m == MODE_PRINT_CHECK || t->m == MODE_STATS || t->m == MODE_STATS_JSON)
             && roundtrip_check(t->m == MODE_PRINT_CHECK ? stdout : NULL, t->a, c))
        t->st->round_trip++;
    front_name name = front_name_of(c);
    if (t->stream && name.name)
        name.name = arena_strdup(t->keep, name.name);
    if (!push((void **)&t->names, &t->nnames, &t->capnames, &name, sizeof name)
        || (!t->stream && !push((void **)&t->all, &t->nall, &t->capall, &c, sizeof c)))
        t->out_of_memory = true;
}

static double percent(unsigned part, unsigned whole)
{
    return whole ? 100.0 * part / whole : 0.0;
}

static void sort_reasons(reasons *rs)
{
    if (rs->n)                  /* qsort's array must not be NULL, even when empty */
        qsort(rs->items, rs->n, sizeof *rs->items, cmp_reason);
}

static void reasons_json(const char *key, const reasons *rs)
{
    printf(",\"%s\":[", key);
    for (size_t i = 0; i < rs->n && i < 50; i++) {
        printf("%s{\"count\":%u,\"reason\":", i ? "," : "", rs->items[i].count);
        jsonw_cstring(stdout, rs->items[i].text);
        putchar('}');
    }
    putchar(']');
}

/* A row of a table in --stats=json; the rows by ability kind count parsed
 * faces only (an ability's kind is known once it parses). */
static void tally_json(const char *key, const char *what, const char *name, const tally *t, bool first)
{
    if (first)
        printf(",\"%s\":[", key);
    printf("%s{\"%s\":\"%s\",", first ? "" : ",", what, name);
    if (strcmp(what, "type") == 0)
        printf("\"faces\":%u,", t->faces);
    printf("\"parsed\":%u,\"compiled\":%u}", t->parsed, t->compiled);
}

static void tally_text(const char *name, const tally *t, bool faces)
{
    if (faces)
        printf("  %-14s %6u  %6u %5.1f%%  %6u %5.1f%%\n", name, t->faces, t->parsed, percent(t->parsed, t->faces),
               t->compiled, percent(t->compiled, t->faces));
    else
        printf("  %-14s %6s  %6u         %6u %5.1f%%\n", name, "", t->parsed, t->compiled,
               percent(t->compiled, t->parsed));
}

static void stats_print(stats *st, enum mode m)
{
    sort_reasons(&st->parse);
    sort_reasons(&st->compile);
    if (m == MODE_STATS_JSON) {
        printf("{\"cards\":%u,\"parsed\":%u,\"parsed_percent\":%.2f,\"compiled\":%u,"
               "\"compiled_percent\":%.2f,\"lowered\":%u,\"paragraphs\":%u,\"paragraphs_parsed\":%u,"
               "\"paragraphs_merged\":%u,\"paragraphs_ambiguous\":%u,"
               "\"round_trip\":%u,\"round_trip_percent\":%.2f",
               st->cards, st->parsed, percent(st->parsed, st->cards), st->compiled,
               percent(st->compiled, st->cards), st->lowered, st->paragraphs, st->paragraphs_parsed,
               st->merged, st->tied, st->round_trip, percent(st->round_trip, st->parsed));
        reasons_json("failures", &st->parse);
        reasons_json("compile_failures", &st->compile);
        for (unsigned i = 0; i < NTYPE_ROWS; i++)
            tally_json("by_type", "type", type_rows[i], &st->by_type[i], i == 0);
        putchar(']');
        for (unsigned k = 0; k < NKIND_ROWS; k++)
            tally_json("by_ability", "kind", ability_kind_name((ability_kind)k), &st->by_kind[k], k == 0);
        puts("]}");
        return;
    }
    printf("card faces:       %u\n", st->cards);
    printf("parsed fully:     %u (%.1f%%)\n", st->parsed, percent(st->parsed, st->cards));
    printf("compiled:         %u (%.1f%%)\n", st->compiled, percent(st->compiled, st->cards));
    printf("lowered:          %u of the %u compiled (card IR, docs/ir.md)\n", st->lowered, st->compiled);
    printf("paragraphs:       %u, %u parsed (%.1f%%)\n", st->paragraphs,
           st->paragraphs_parsed, percent(st->paragraphs_parsed, st->paragraphs));
    printf("two readings:     %u paragraphs reach a %%merge, %u keep both (-Wambiguous-parse)\n",
           st->merged, st->tied);
    printf("round trip:       %u of %u parsed faces (%.1f%%)\n", st->round_trip, st->parsed,
           percent(st->round_trip, st->parsed));
    printf("by card type:      faces  parsed          compiled\n");
    for (unsigned i = 0; i < NTYPE_ROWS; i++)
        if (st->by_type[i].faces)
            tally_text(type_rows[i], &st->by_type[i], true);
    printf("by ability kind (parsed faces with one):  compiled\n");
    for (unsigned k = 0; k < NKIND_ROWS; k++)
        tally_text(ability_kind_name((ability_kind)k), &st->by_kind[k], false);
    printf("most frequent first errors of failed paragraphs:\n");
    for (size_t i = 0; i < st->parse.n && i < 30; i++)
        printf("  %6u  %s\n", st->parse.items[i].count, st->parse.items[i].text);
    printf("most frequent errors that stop a parsed face compiling:\n");
    for (size_t i = 0; i < st->compile.n && i < 30; i++)
        printf("  %6u  %s\n", st->compile.items[i].count, st->compile.items[i].text);
}

typedef struct options {
    enum mode mode;
    bool compile, emit_llvm, assembly, object, shared, skip_unsupported;
    bool static_runtime;        /* -static-runtime: libcardrt inside the library */
    const char *runtime_dir;    /* -fruntime-dir=DIR, or NULL */
    const char *registry_name;  /* -fregistry-name=NAME, or NULL for the default */
    int opt_level;
    unsigned jobs;              /* -j: parts compiled in parallel (1: none) */
    const char *output;
    enum { FIX_NONE, FIX_IN_PLACE, FIX_DRY_RUN } fix;
    const char **files;
    cardjson_format *formats;   /* of each file: -x before it */
    int nfiles;
} options;

/* Is S a C identifier (a registry's symbol a host can name)? */
static bool is_identifier(const char *s)
{
    if (!*s || (*s >= '0' && *s <= '9'))
        return false;
    for (; *s; s++)
        if (!(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')))
            return false;
    return true;
}

/* Parse the command line; returns -1 to exit 0 (help, version), 2 on a
 * usage error, 0 to go on. */
static int parse_options(int argc, char **argv, options *o, diag_engine *diag)
{
    cardjson_format format = CARDJSON_AUTO;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            usage(stdout);
            return -1;
        }
        if (strcmp(arg, "--version") == 0) {
            printf("cardc %s\n", CARDC_VERSION);
            return -1;
        }
        if (strcmp(arg, "--check") == 0 || strcmp(arg, "-fsyntax-only") == 0) {
            o->mode = MODE_CHECK;
        } else if (strcmp(arg, "--dump-ast") == 0) {
            o->mode = MODE_DUMP_AST;
        } else if (strcmp(arg, "--explain-targets") == 0) {
            o->mode = MODE_EXPLAIN_TARGETS;
        } else if (strcmp(arg, "--dump-ir") == 0 || strcmp(arg, "--dump-ir=json") == 0) {
            o->mode = MODE_DUMP_IR;
        } else if (strcmp(arg, "--dump-ir=text") == 0) {
            o->mode = MODE_DUMP_IR_TEXT;
        } else if (strcmp(arg, "--stats") == 0 || strcmp(arg, "--stats=text") == 0) {
            o->mode = MODE_STATS;
        } else if (strcmp(arg, "--stats=json") == 0) {
            o->mode = MODE_STATS_JSON;
        } else if (strcmp(arg, "--print") == 0 || strcmp(arg, "--print=check") == 0) {
            o->mode = arg[7] ? MODE_PRINT_CHECK : MODE_PRINT;
        } else if (strcmp(arg, "--emit-cards") == 0) {
            o->mode = MODE_EMIT_CARDS;
        } else if (strcmp(arg, "-x") == 0) {
            if (++i == argc || cardjson_format_named(argv[i]) < 0) {
                fputs("cardc: error: '-x' takes a format: cards, scryfall or mtgjson\n", stderr);
                return 2;
            }
            format = (cardjson_format)cardjson_format_named(argv[i]);
        } else if (strcmp(arg, "--fix") == 0 || strcmp(arg, "--fix=dry-run") == 0) {
            o->fix = arg[5] ? FIX_DRY_RUN : FIX_IN_PLACE;
        } else if (strcmp(arg, "-c") == 0) {
            o->compile = o->object = true;
        } else if (strcmp(arg, "-S") == 0) {
            o->compile = o->assembly = true;
        } else if (strcmp(arg, "-emit-llvm") == 0) {
            o->compile = o->emit_llvm = true;
        } else if (strcmp(arg, "-shared") == 0) {
            o->compile = o->shared = true;
        } else if (strcmp(arg, "-fskip-unsupported") == 0) {
            o->skip_unsupported = true;
        } else if (strcmp(arg, "-static-runtime") == 0) {
            o->static_runtime = true;
        } else if (strncmp(arg, "-fruntime-dir=", 14) == 0) {
            o->runtime_dir = arg + 14;
            if (!*o->runtime_dir) {
                fputs("cardc: error: '-fruntime-dir=' names no directory\n", stderr);
                return 2;
            }
        } else if (strncmp(arg, "-fregistry-name=", 16) == 0) {
            o->registry_name = arg + 16;
            if (!is_identifier(o->registry_name)) {
                fprintf(stderr, "cardc: error: '%s': the registry's name must be a C identifier "
                                "(letters, digits and '_', not first a digit)\n", arg);
                return 2;
            }
        } else if (arg[0] == '-' && arg[1] == 'O' && arg[2] >= '0' && arg[2] <= '3' && !arg[3]) {
            o->opt_level = arg[2] - '0';
        } else if (arg[0] == '-' && arg[1] == 'j') {
            char *end;
            long n = arg[2] ? strtol(arg + 2, &end, 10) : sysconf(_SC_NPROCESSORS_ONLN);
            if ((arg[2] && *end) || n < 1 || n > 256) {
                fprintf(stderr, "cardc: error: '%s': -j takes a number of parts from 1 to 256\n", arg);
                return 2;
            }
            o->jobs = (unsigned)n;
        } else if (strcmp(arg, "-o") == 0) {
            if (++i == argc) {
                fputs("cardc: error: missing file name after '-o'\n", stderr);
                return 2;
            }
            o->output = argv[i];
        } else if (strcmp(arg, "-") == 0 || arg[0] != '-') {
            o->formats[o->nfiles] = format;
            o->files[o->nfiles++] = arg;
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
    if (o->nfiles == 0) {
        fputs("cardc: error: no input files\n"
              "cardc: note: 'cardc --help' lists the options\n", stderr);
        return 2;
    }
    if (o->mode == MODE_EMIT_CARDS && o->compile) {
        fputs("cardc: error: '--emit-cards' writes card files; it cannot be given with '-c', '-S', "
              "'-emit-llvm' or '-shared'\n", stderr);
        return 2;
    }
    bool to_stdout = o->output && strcmp(o->output, "-") == 0;
    if (o->shared && to_stdout) {
        fputs("cardc: error: '-shared' links a library into a file; name one with '-o FILE', "
              "not '-o -'\n", stderr);
        return 2;
    }
    if (to_stdout && o->compile && !o->assembly && isatty(STDOUT_FILENO)) {
        fputs("cardc: error: not writing an object file or bitcode to a terminal; "
              "redirect standard output or name a file with '-o FILE'\n", stderr);
        return 2;
    }
    if (o->shared && (o->assembly || o->emit_llvm)) {
        fputs("cardc: error: '-shared' makes a library; it cannot be given with '-S' or '-emit-llvm'\n",
              stderr);
        return 2;
    }
    return 0;
}

/* The output file name: -o, or the first input's name with the ending of
 * what is made (the current directory, as cc does). */
static const char *output_name(const options *o, arena *a)
{
    if (o->output)
        return o->output;
    const char *in = strcmp(o->files[0], "-") == 0 ? "stdin" : o->files[0];
    const char *base = strrchr(in, '/') ? strrchr(in, '/') + 1 : in;
    const char *dot = strrchr(base, '.');
    size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
    const char *ext = o->shared ? ".so" : o->emit_llvm ? (o->assembly ? ".ll" : ".bc")
                    : o->assembly ? ".s" : ".o";
    return arena_printf(a, "%.*s%s", (int)n, base, ext);
}

/* Is OUT one of the input files (the same file, by device and inode, under
 * whatever name)?  Writing it would replace the cards with the output. */
static bool output_is_input(const options *o, const char *out)
{
    struct stat os, is;
    if (strcmp(out, "-") == 0 || stat(out, &os) != 0)
        return false;
    for (int i = 0; i < o->nfiles; i++)
        if (strcmp(o->files[i], "-") != 0 && stat(o->files[i], &is) == 0
            && is.st_dev == os.st_dev && is.st_ino == os.st_ino)
            return true;
    return false;
}

/* The module's name: the output's base name without its ending. */
static const char *module_name(const char *out, arena *a)
{
    const char *base = strrchr(out, '/') ? strrchr(out, '/') + 1 : out;
    if (strcmp(base, "-") == 0)
        return "stdout";
    const char *dot = strrchr(base, '.');
    size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
    return arena_printf(a, "%.*s", (int)n, base);
}

extern char **environ;

/* The linker driver: $CC when it is set (its words, as make passes them:
 * "gcc -m64"), else cc.  At most MAX words go to ARGS; returns how many. */
static unsigned linker_words(char **args, unsigned max)
{
    const char *cc = getenv("CC");
    if (!cc || !*cc)
        cc = "cc";
    unsigned k = 0;
    for (const char *p = cc; *p && k < max;) {
        while (*p == ' ' || *p == '\t')
            p++;
        size_t len = strcspn(p, " \t");
        if (len)
            args[k++] = strndup(p, len);
        p += len;
    }
    return k;
}

/* The libcardrt a -shared library is linked with (docs/cardc.md, "Linking
 * with libcardrt"): libcardrt.so, which the library then needs (DT_NEEDED,
 * by its soname), or with -static-runtime libcardrt_pic.a, put in whole.
 * It is looked for in -fruntime-dir=DIR, else in cardc's own directory (a
 * build tree), then ../lib beside it (an installation), then the LIBDIR
 * cardc was built for.  Its path, or NULL after reporting that linking OUT
 * would need it. */
static const char *runtime_find(const options *o, const char *out, arena *a, diag_engine *diag)
{
    const char *file = o->static_runtime ? "libcardrt_pic.a" : "libcardrt.so";
    char exe[4096], up[4096 + 8];
    const char *dirs[3];
    unsigned n = 0;
    if (o->runtime_dir) {
        dirs[n++] = o->runtime_dir;
    } else {
        ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
        exe[len > 0 ? len : 0] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash) {
            *slash = '\0';
            dirs[n++] = exe;
            snprintf(up, sizeof up, "%s/../lib", exe);
            dirs[n++] = up;
        }
        dirs[n++] = CARDC_LIBDIR;
    }
    for (unsigned i = 0; i < n; i++) {
        const char *path = arena_printf(a, "%s/%s", dirs[i], file);
        if (access(path, R_OK) == 0)
            return path;
    }
    if (diag_report(diag, NULL, (src_range){ 0, 0 }, ERR_LINK_RUNTIME, file, out))
        diag_note(diag, NULL, (src_range){ 0, 0 },
                  "It was looked for in %s%s%s%s%s. Install libcardrt (make install), or name the directory "
                  "that holds it with -fruntime-dir=DIR.",
                  dirs[0], n > 1 ? ", " : "", n > 1 ? dirs[1] : "", n > 2 ? ", " : "", n > 2 ? dirs[2] : "");
    return NULL;
}

/* Link the objects OBJS into PATH with $CC or cc: a shared library with
 * RUNTIME (from runtime_find) when O->shared, else one relocatable object;
 * a failure is reported as linking OUT. */
static int link_objects(const options *o, const char *runtime, const char *const *objs, unsigned n,
                        const char *path, const char *out, diag_engine *diag)
{
    enum { CC_WORDS = 16 };
    char **args = calloc(n + 8 + CC_WORDS, sizeof *args);
    unsigned k = 0;
    int status = -1, spawned = -1;
    if (args) {
        k = linker_words(args, CC_WORDS);
        args[k++] = strdup(o->shared ? "-shared" : "-r");
        if (!o->shared)
            args[k++] = strdup("-nostdlib");
        args[k++] = strdup("-o");
        args[k++] = strdup(path);
        for (unsigned i = 0; i < n; i++)
            args[k++] = strdup(objs[i]);
        if (o->shared && o->static_runtime) {   /* all of it: the host calls it through the library */
            args[k++] = strdup("-Wl,--whole-archive");
            args[k++] = strdup(runtime);
            args[k++] = strdup("-Wl,--no-whole-archive");
        } else if (o->shared) {     /* needed even where the linker drops what seems unused */
            args[k++] = strdup("-Wl,--no-as-needed");
            args[k++] = strdup(runtime);
        }
        pid_t pid;
        int ws = 0;
        spawned = args[0] ? posix_spawnp(&pid, args[0], NULL, NULL, args, environ) : ENOENT;
        if (spawned == 0 && waitpid(pid, &ws, 0) >= 0 && WIFEXITED(ws) && WEXITSTATUS(ws) == 0)
            status = 0;
        for (unsigned i = 0; i < k; i++)
            free(args[i]);
        free(args);
    }
    if (status < 0 && diag_report(diag, NULL, (src_range){ 0, 0 }, ERR_LINK, out) && spawned == ENOENT)
        diag_note(diag, NULL, (src_range){ 0, 0 },
                  "No C compiler was found to link with (cc, or the one $CC names): "
                  "install one (apt-get install gcc) or set CC.");
    return status;
}

/* A temporary file's name made from TEMPLATE (ends in XXXXXX); false after
 * reporting if it can't be made. */
static bool temp_file(char *template, diag_engine *diag)
{
    int fd = mkstemp(template);
    if (fd < 0) {
        diag_report(diag, NULL, (src_range){ 0, 0 }, ERR_OUTPUT, template);
        return false;
    }
    close(fd);
    return true;
}

/* Where the output is written until it is whole: a new file beside OUT,
 * renamed to OUT by output_end, so that a run that fails or stops early
 * leaves no output, not even part of one.  OUT itself when it is standard
 * output or not a regular file (/dev/null).  NULL after reporting. */
static char *output_begin(const char *out, arena *a, diag_engine *diag)
{
    struct stat st;
    if (strcmp(out, "-") == 0 || (stat(out, &st) == 0 && !S_ISREG(st.st_mode)))
        return arena_strdup(a, out);
    const char *base = strrchr(out, '/') ? strrchr(out, '/') + 1 : out;
    char *tmp = arena_printf(a, "%.*s.%s.XXXXXX", (int)(base - out), out, base);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        diag_report(diag, NULL, (src_range){ 0, 0 }, ERR_OUTPUT, out);
        return NULL;
    }
    mode_t mask = umask(0);     /* the mode a new file gets, not mkstemp's 0600 */
    umask(mask);
    bool ok = fchmod(fd, 0666 & ~mask) == 0;
    close(fd);
    if (!ok) {
        unlink(tmp);
        diag_report(diag, NULL, (src_range){ 0, 0 }, ERR_OUTPUT, out);
        return NULL;
    }
    return tmp;
}

/* TMP (from output_begin) becomes OUT if WRITTEN, else it goes.  0, or -1
 * after reporting. */
static int output_end(const char *out, const char *tmp, bool written, diag_engine *diag)
{
    if (strcmp(tmp, out) == 0 || (written && rename(tmp, out) == 0))
        return 0;
    unlink(tmp);
    if (!written)
        return 0;
    diag_report(diag, NULL, (src_range){ 0, 0 }, ERR_OUTPUT, out);
    return -1;
}

/* Compile CARDS[FIRST..LAST) into part PART of MODULE (0: the whole
 * output).  REPORT: each card that does not compile is an error naming its
 * construct, and compiling stops at the error limit.  *COUNT gets the cards
 * compiled, *FAILED those that were not.  The module is written to OBJ as
 * KIND when it will be used: with -fskip-unsupported, or when every card
 * compiled.  1 written, 0 not, -1 after reporting. */
static int compile_part(const char *module, unsigned part, card *const *cards, unsigned first, unsigned last,
                        const options *o, bool report, const char *obj, cg_output kind, diag_engine *diag,
                        unsigned *count, unsigned *failed)
{
    *count = *failed = 0;
    codegen *cg = part ? codegen_new_part(module, part, diag) : codegen_new(module, diag);
    if (!cg)
        return -1;
    codegen_set_registry_name(cg, o->registry_name);
    for (unsigned i = first; i < last && !diag_limit_reached(diag); i++)
        if (!codegen_card(cg, cards[i], report))
            ++*failed;
    *count = codegen_card_count(cg);
    int r = 0;
    if (obj && (o->skip_unsupported || (*failed == 0 && !diag_limit_reached(diag))))
        r = codegen_emit(cg, kind, o->opt_level, obj) < 0 ? -1 : 1;
    codegen_free(cg);
    return r;
}

/* Part P of N: its first card and the one after its last. */
static unsigned part_bound(unsigned ncards, unsigned p, unsigned n)
{
    return (unsigned)((unsigned long)ncards * p / n);
}

/* cardc -jN with -c or -shared: the cards in N parts, compiled at once by
 * N processes (this one makes the first), then a small module with the
 * registry of them all; then everything is linked into OUT (through TMP,
 * see output_begin; with RUNTIME for a library).  The other processes report nothing: a part that
 * failed, or has a card that does not compile when REPORT, is compiled
 * again here, in input order, so that its diagnostics are exactly those of
 * a compile without -j.  *WRITTEN says whether TMP was.  Returns an exit
 * status. */
static int compile_in_parts(const options *o, const char *runtime, const char *out, const char *tmp,
                            card *const *cards, unsigned ncards,
                            const char *module, arena *a, diag_engine *diag, unsigned *compiled, bool *written)
{
    unsigned jobs = o->jobs < ncards ? o->jobs : ncards ? ncards : 1;
    bool report = !o->skip_unsupported;
    /* objs[0] is the registry's; parts are 1..jobs */
    char **objs = arena_alloc(a, (jobs + 1) * sizeof *objs);
    pid_t *pids = arena_alloc(a, (jobs + 1) * sizeof *pids);
    int *pipes = arena_alloc(a, (jobs + 1) * sizeof *pipes);
    unsigned *counts = arena_alloc(a, (jobs + 1) * sizeof *counts);
    for (unsigned p = 0; p <= jobs; p++) {
        objs[p] = arena_printf(a, "/tmp/cardc-part-XXXXXX");
        if (!temp_file(objs[p], diag)) {
            while (p-- > 0)
                unlink(objs[p]);
            return 2;
        }
    }
    diag_flush(diag);
    fflush(stdout);
    int status = 0;
    unsigned forked = 1;
    for (unsigned p = 2; p <= jobs; p++, forked++) {
        int fds[2];
        if (pipe(fds) < 0) {
            diag_report(diag, NULL, (src_range){ 0, 0 }, ERR_OUTPUT, strerror(errno));
            status = 2;
            break;
        }
        if ((pids[p] = fork()) < 0) {
            diag_report(diag, NULL, (src_range){ 0, 0 }, ERR_OUTPUT, strerror(errno));
            close(fds[0]);
            close(fds[1]);
            status = 2;
            break;
        }
        if (pids[p] == 0) {                 /* the part's own process: it says how it went */
            close(fds[0]);
            FILE *devnull = fopen("/dev/null", "w");
            diag_engine *quiet = devnull ? diag_new(devnull) : NULL;
            unsigned count = 0, failed = 0;
            int r = quiet ? compile_part(module, p, cards, part_bound(ncards, p - 1, jobs),
                                         part_bound(ncards, p, jobs), o, false, objs[p], CG_OBJECT, quiet,
                                         &count, &failed)
                          : -1;
            char line[64];
            int n = snprintf(line, sizeof line, "%u %u\n", count, failed);
            _exit(r < 0 || write(fds[1], line, (size_t)n) != n ? 1 : 0);
        }
        close(fds[1]);
        pipes[p] = fds[0];
    }
    unsigned failed = 0;
    if (status == 0 && compile_part(module, 1, cards, 0, part_bound(ncards, 1, jobs), o, report, objs[1],
                                    CG_OBJECT, diag, &counts[1], &failed) < 0)
        status = 1;
    for (unsigned p = 2; p <= forked; p++) {
        char line[64] = "";
        ssize_t n = read(pipes[p], line, sizeof line - 1);
        close(pipes[p]);
        int ws = 0;
        bool ok = waitpid(pids[p], &ws, 0) >= 0 && WIFEXITED(ws) && WEXITSTATUS(ws) == 0 && n > 0
                  && sscanf(line, "%u %u", &counts[p], &failed) == 2;
        if (status == 0 && !diag_limit_reached(diag) && (!ok || (report && failed))
            && compile_part(module, p, cards, part_bound(ncards, p - 1, jobs), part_bound(ncards, p, jobs), o,
                            report, objs[p], CG_OBJECT, diag, &counts[p], &failed) < 0)
            status = 1;
    }
    if (status == 0 && (o->skip_unsupported || diag_error_count(diag) == 0)) {
        codegen *reg = codegen_new(module, diag);  /* the registry, listing every part's cards */
        if (reg)
            codegen_set_registry_name(reg, o->registry_name);
        for (unsigned p = 1; reg && p <= jobs; p++) {
            *compiled += counts[p];
            if (!codegen_add_part(reg, p, counts[p]))
                status = 2;
        }
        if (!reg)
            status = 2;
        else if (status == 0 && (codegen_emit(reg, CG_OBJECT, o->opt_level, objs[0]) < 0
                                 || link_objects(o, runtime, (const char *const *)objs, jobs + 1, tmp, out, diag) < 0))
            status = 1;
        else
            *written = status == 0;
        codegen_free(reg);
    }
    for (unsigned p = 0; p <= jobs; p++)
        unlink(objs[p]);
    return status;
}

/* Compile the N CARDS that have no error into OUT.  Without
 * -fskip-unsupported, a card that does not compile is an error naming the
 * construct, and OUT is written only if there is no error at all; with it,
 * such a card is left out (and counted) and OUT holds every card that
 * compiles.  *COMPILED gets their number.  Returns an exit status (errors
 * in the cards are left to the caller: -verify may expect them). */
static int compile_cards(const options *o, const char *out, card *const *cards, unsigned n, arena *a,
                         diag_engine *diag, unsigned *compiled)
{
    bool report = !o->skip_unsupported;
    bool write = o->skip_unsupported || diag_error_count(diag) == 0;
    const char *module = module_name(out, a);
    const char *runtime = NULL;     /* a library's libcardrt, found before the cards are compiled */
    if (write && o->shared && !(runtime = runtime_find(o, out, a, diag)))
        return 1;
    char *tmp = write ? output_begin(out, a, diag) : NULL;
    if (write && !tmp)
        return 2;
    int status = 0;
    unsigned failed = 0;
    if (!write) {               /* errors already: the cards are only checked */
        compile_part(module, 0, cards, 0, n, o, report, NULL, CG_OBJECT, diag, compiled, &failed);
        return 0;
    }
    bool written = false;
    if (o->jobs > 1 && !o->emit_llvm && !o->assembly && strcmp(tmp, "-") != 0) {
        status = compile_in_parts(o, runtime, out, tmp, cards, n, module, a, diag, compiled, &written);
    } else if (o->shared) {
        char obj[] = "/tmp/cardc-XXXXXX";      /* cc takes a file it does not know as an object */
        if (!temp_file(obj, diag)) {
            status = 2;
        } else {
            const char *objs[] = { obj };
            int r = compile_part(module, 0, cards, 0, n, o, report, obj, CG_OBJECT, diag, compiled, &failed);
            if (r < 0 || (r > 0 && link_objects(o, runtime, objs, 1, tmp, out, diag) < 0))
                status = 1;
            else
                written = r > 0;
            unlink(obj);
        }
    } else {
        cg_output kind = o->emit_llvm ? (o->assembly ? CG_LLVM_IR : CG_BITCODE)
                       : o->assembly ? CG_ASSEMBLY : CG_OBJECT;
        int r = compile_part(module, 0, cards, 0, n, o, report, tmp, kind, diag, compiled, &failed);
        if (r < 0)
            status = 1;
        written = r > 0;
    }
    /* Output only from error-free cards, unless -fskip-unsupported asked
     * for every card that compiles. */
    written = written && status == 0 && (o->skip_unsupported || diag_error_count(diag) == 0);
    if (output_end(out, tmp, written, diag) < 0)
        status = 1;
    return status;
}

int main(int argc, char **argv)
{
    diag_engine *diag = diag_new(stderr);
    options o = { .mode = MODE_CHECK, .files = calloc((size_t)argc + 1, sizeof *o.files),
                  .formats = calloc((size_t)argc + 1, sizeof *o.formats) };
    int status = 0;
    if (!diag || !o.files || !o.formats) {
        fputs("cardc: fatal error: out of memory\n", stderr);
        return 2;
    }
    int r = parse_options(argc, argv, &o, diag);
    if (r) {
        diag_free(diag);
        free(o.files);
        free(o.formats);
        return r < 0 ? 0 : r;
    }
    enum mode m = o.mode;
    const char **files = o.files;
    int nfiles = o.nfiles;

    front fe = { .a = arena_new(), .diag = diag, .lex = lexicon_new() };
    FILE *devnull = NULL;
    bool stats_mode = m == MODE_STATS || m == MODE_STATS_JSON;
    if (stats_mode) {
        /* Statistics count every failure; the diagnostics themselves are not shown. */
        devnull = fopen("/dev/null", "w");
        diag_free(diag);
        diag = fe.diag = diag_new(devnull ? devnull : stderr);
        fe.quiet = true;
        diag_option(diag, "-ferror-limit=0");
    } else if (o.compile && o.skip_unsupported) {
        diag_keep_going(diag);  /* every card that compiles is compiled, whatever the error limit */
    }
    bool emit_cards = m == MODE_EMIT_CARDS;
    const char *out = emit_cards ? (o.output ? o.output : "-") : output_name(&o, fe.a);
    if ((o.compile || emit_cards) && !stats_mode && output_is_input(&o, out)) {
        fprintf(stderr, "cardc: error: the output file '%s' is an input file; it would be overwritten\n", out);
        status = 2;
    }
    /* --emit-cards: written through a temporary file, as compiled output is */
    char *emit_tmp = emit_cards && status == 0 ? output_begin(out, fe.a, diag) : NULL;
    FILE *emit = !emit_tmp ? NULL : strcmp(emit_tmp, "-") == 0 ? stdout : fopen(emit_tmp, "w");
    if (emit_cards && !emit)
        status = 2;
    fixit_set *fixes = o.fix != FIX_NONE ? fixit_new(diag) : NULL;
    stats st = { 0 };
    /* Cards compiled or lowered later (also by --stats) are kept; otherwise
     * each card's memory goes once it is taken, and checking a file of any
     * size stays within a card's worth (docs/design.md, "Memory"). */
    bool later = o.compile || stats_mode || m == MODE_DUMP_IR || m == MODE_DUMP_IR_TEXT;
    taker t = { .m = m, .stream = !later, .st = &st, .a = fe.a,
                .keep = arena_new(), .diag = diag };
    fe.each = take_card;
    fe.each_arg = &t;
    fe.release = t.stream;
    for (int i = 0; status != 2 && i < nfiles; i++) {
        front_file ff;
        if (cardjson_file_check(&fe, files[i], o.formats[i], emit, &ff) < 0)
            status = 2;
        if (t.out_of_memory)
            status = 2;
        if (diag_limit_reached(diag))
            break;
    }
    card **all = t.all;         /* every card read, in input order */
    unsigned nall = t.nall;
    if (!stats_mode && status != 2)
        front_check_names(&fe, t.names, t.nnames);
    if (status != 2)
        front_link_faces(&fe, all, nall);
    unsigned nparsed = 0;       /* the cards to compile: those without errors */
    for (unsigned i = 0; i < nall; i++)
        if (all[i]->header_errors == 0 && all[i]->text_errors == 0)
            all[nparsed++] = all[i];
    if (stats_mode && status != 2) {
        codegen *cg = codegen_new("stats", diag);
        first_error stop = { .a = t.keep };
        for (unsigned i = 0; cg && i < nparsed; i++) {
            stop.msg = NULL;
            diag_on_error(diag, keep_first_error, &stop);
            bool compiled = codegen_card(cg, all[i], true);
            diag_on_error(diag, NULL, NULL);
            if (compiled) {
                stats_compiled(&st, all[i]);
                if (lower_card(fe.a, diag, all[i]))
                    st.lowered++;
            } else {
                stats_add_reason(&st.compile, t.keep, stop.msg ? stop.msg : "(no error reported)");
            }
        }
        if (!cg)
            status = 2;
        codegen_free(cg);
    } else if ((m == MODE_DUMP_IR || m == MODE_DUMP_IR_TEXT) && status != 2) {
        for (unsigned i = 0; i < nparsed && !diag_limit_reached(diag); i++) {
            const ir_card *ic = lower_card(fe.a, diag, all[i]);
            if (ic && m == MODE_DUMP_IR)
                ir_dump_json(stdout, ic);
            else if (ic)
                ir_dump_text(stdout, ic);
        }
    } else if (o.compile && status != 2 && !diag_limit_reached(diag)) {
        status = compile_cards(&o, output_name(&o, fe.a), all, nparsed, fe.a, diag, &st.compiled);
    }
    if (emit && emit != stdout && fclose(emit) != 0)
        status = 2;
    if (emit_tmp && output_end(out, emit_tmp, status == 0 && diag_error_count(diag) == 0, diag) < 0)
        status = 2;
    if (fixes && status != 2) {
        diag_flush(diag);
        if (fixit_apply(fixes, o.fix == FIX_DRY_RUN, stdout) < 0)
            status = 2;
    }
    fixit_free(fixes);
    diag_finish(diag);
    if (!stats_mode)
        diag_print_summary(diag);
    if (o.compile && o.skip_unsupported && status != 2 && st.compiled < st.parsed)
        fprintf(stderr, "cardc: note: %u of %u card faces left out: they use constructs not compiled yet "
                "(without -fskip-unsupported, each is an error naming one)\n",
                st.parsed - st.compiled, st.parsed);
    if (stats_mode)
        stats_print(&st, m);
    if (m == MODE_PRINT_CHECK) {
        printf("round trip: %u of %u parsed faces (%.1f%%)\n", st.round_trip, st.parsed,
               st.parsed ? 100.0 * st.round_trip / st.parsed : 0.0);
        if (status == 0 && st.round_trip < st.parsed)
            status = 1;
    }
    if (status == 0 && diag_error_count(diag) > 0 && !stats_mode)
        status = 1;
    free(st.parse.items);
    free(st.compile.items);
    free(all);
    free(t.names);
    free(o.files);
    free(o.formats);
    lexicon_free(fe.lex);
    arena_free(fe.a);
    arena_free(t.keep);
    diag_free(diag);
    if (devnull)
        fclose(devnull);
    if (fflush(stdout) != 0) {
        perror("cardc: error: writing output");
        return 2;
    }
    return status;
}
