/* bench_splits.c — how often the GLR parser splits its stack over a card
 * file (the corpus): one pass of the front end with a copy of the generated
 * parser built with bison's trace, whose messages trace_count counts
 * ("Splitting off stack ..." once a split, "Starting parse" once a
 * paragraph) and never prints.  Run by `make bench`; a split copies a stack
 * and runs the parser on both until one dies or they merge, so the count
 * says how much of the parser's time goes to readings it throws away.
 *
 * `bench-splits CARDFILE N` also prints the N places whose splits cost
 * most: an episode runs from a split of the one stack to the parser's
 * return to one stack, and its work (the steps of every stack, bison's
 * "Stack K Entering state S") goes to the state, lookahead and rule of the
 * split that began it (the rule reduced by the stack split off; state and
 * rule numbers as in `bison --report=state`).  A second table gives the
 * steps thrown away, by the split that made the stack: a stack's steps
 * since its last split (its own or the one it was split off by) go to the
 * state and lookahead of that split when it dies (a reading that failed)
 * or is merged into another (a second reading of the same words). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "front.h"
#include "trace_count.h"

static unsigned long splits, parses, steps, episode_steps;

/* The places where episodes begin, with their work. */
typedef struct site {
    int state, rule;
    char token[32];
    unsigned long episodes, work;
} site;
enum { MAXSITES = 4096, MAXSTACKS = 4096 };
static site sites[MAXSITES];
static unsigned nsites;
static site *episode;           /* the site of the episode under way */
static bool splitting;          /* a first split, its rule not yet known */
static int state[MAXSTACKS], split_state;
static char token[32];
static bool token_next;

/* Where the steps of the stacks that die or merge go. */
typedef struct origin {
    int state;
    char token[32];
    unsigned long splits, dead, merged;
} origin;
static origin origins[MAXSITES];
static unsigned norigins;
static int made_by[MAXSTACKS];          /* the origin of each stack's last split, or -1 */
static unsigned long since[MAXSTACKS];  /* its steps since then */

static int origin_of(int st, const char *tok)
{
    for (unsigned i = 0; i < norigins; i++)
        if (origins[i].state == st && strcmp(origins[i].token, tok) == 0)
            return (int)i;
    if (norigins == MAXSITES)
        return -1;
    origin *o = &origins[norigins];
    o->state = st;
    snprintf(o->token, sizeof o->token, "%s", tok);
    return (int)norigins++;
}

/* Stack K's steps since its last split are thrown away (DEAD: it died). */
static void thrown_away(long k, bool dead)
{
    if (k < 0 || k >= MAXSTACKS || made_by[k] < 0)
        return;
    if (dead)
        origins[made_by[k]].dead += since[k];
    else
        origins[made_by[k]].merged += since[k];
}

static site *site_of(int st, const char *tok, int rule)
{
    for (unsigned i = 0; i < nsites; i++)
        if (sites[i].state == st && sites[i].rule == rule && strcmp(sites[i].token, tok) == 0)
            return &sites[i];
    if (nsites == MAXSITES)
        return NULL;
    site *s = &sites[nsites++];
    s->state = st;
    s->rule = rule;
    snprintf(s->token, sizeof s->token, "%s", tok);
    return s;
}

int trace_count(FILE *f, const char *fmt, ...)
{
    (void)f;
    va_list ap;
    va_start(ap, fmt);
    if (strncmp(fmt, "Splitting off stack", 19) == 0) {
        splits++;
        long k = va_arg(ap, long);
        long from = va_arg(ap, long);
        if (!episode && !splitting) {
            splitting = true;
            split_state = from >= 0 && from < MAXSTACKS ? state[from] : -1;
        }
        if (k >= 0 && k < MAXSTACKS && from >= 0 && from < MAXSTACKS) {
            int o = origin_of(state[from], token);
            if (o >= 0)
                origins[o].splits++;
            made_by[k] = made_by[from] = o;
            since[k] = since[from] = 0;
            state[k] = state[from];
        }
    } else if (strcmp(fmt, "Starting parse\n") == 0) {
        parses++;
        episode = NULL;
        splitting = false;
        for (unsigned i = 0; i < MAXSTACKS; i++)
            made_by[i] = -1;
    } else if (strcmp(fmt, "Stack %ld Entering state %d\n") == 0) {
        long k = va_arg(ap, long);
        int s = va_arg(ap, int);
        if (k >= 0 && k < MAXSTACKS) {
            state[k] = s;
            since[k]++;
        }
        steps++;
        episode_steps++;
        if (episode)
            episode->work++;
    } else if (strcmp(fmt, "Entering state %d\n") == 0) {
        state[0] = va_arg(ap, int);
        steps++;
    } else if (strncmp(fmt, "Reduced stack %ld by rule %d", 28) == 0 && splitting) {
        va_arg(ap, long);
        int rule = va_arg(ap, int);
        episode = site_of(split_state, token, rule);
        if (episode)
            episode->episodes++;
        splitting = false;
    } else if (strcmp(fmt, "Stack %ld dies.\n") == 0) {
        thrown_away(va_arg(ap, long), true);
    } else if (strcmp(fmt, "Merging stack %ld into stack %ld.\n") == 0) {
        thrown_away(va_arg(ap, long), false);
    } else if (strcmp(fmt, "Rename stack %ld -> %ld.\n") == 0) {
        long from = va_arg(ap, long), to = va_arg(ap, long);
        if (from >= 0 && from < MAXSTACKS && to >= 0 && to < MAXSTACKS) {
            made_by[to] = made_by[from];
            since[to] = since[from];
            state[to] = state[from];
        }
    } else if (strcmp(fmt, "Returning to deterministic operation.\n") == 0) {
        episode = NULL;
        splitting = false;
    } else if (strcmp(fmt, "%s ") == 0) {
        token_next = strcmp(va_arg(ap, const char *), "Next token is") == 0;
    } else if (strcmp(fmt, "%s %s (") == 0 && token_next) {
        va_arg(ap, const char *);
        snprintf(token, sizeof token, "%s", va_arg(ap, const char *));
        token_next = false;
    }
    va_end(ap);
    return 0;
}

static int by_thrown(const void *x, const void *y)
{
    const origin *a = x, *b = y;
    unsigned long ta = a->dead + a->merged, tb = b->dead + b->merged;
    return ta < tb ? 1 : ta > tb ? -1 : 0;
}

static int by_work(const void *x, const void *y)
{
    const site *a = x, *b = y;
    return a->work < b->work ? 1 : a->work > b->work ? -1 : 0;
}

int main(int argc, char **argv)
{
    if (argc != 2 && argc != 3) {
        fputs("usage: bench-splits CARDFILE [N]\n", stderr);
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
    if (argc == 3) {
        printf("steps:     %lu, %lu of them with more than one stack\n", steps, episode_steps);
        printf("%10s %6s %8s %7s  %-18s %s\n", "work", "share", "episodes", "state", "lookahead", "rule");
        qsort(sites, nsites, sizeof *sites, by_work);
        for (unsigned i = 0, n = (unsigned)atoi(argv[2]); i < nsites && i < n; i++)
            printf("%10lu %5.1f%% %8lu %7d  %-18s %d\n", sites[i].work,
                   episode_steps ? 100.0 * (double)sites[i].work / (double)episode_steps : 0.0,
                   sites[i].episodes, sites[i].state, sites[i].token, sites[i].rule);
        unsigned long dead = 0, merged = 0;
        for (unsigned i = 0; i < norigins; i++) {
            dead += origins[i].dead;
            merged += origins[i].merged;
        }
        printf("thrown away: %lu steps of stacks that died, %lu of stacks merged into another\n",
               dead, merged);
        printf("%10s %10s %8s %7s  %s\n", "died", "merged", "splits", "state", "lookahead");
        qsort(origins, norigins, sizeof *origins, by_thrown);
        for (unsigned i = 0, n = (unsigned)atoi(argv[2]); i < norigins && i < n; i++)
            printf("%10lu %10lu %8lu %7d  %s\n", origins[i].dead, origins[i].merged,
                   origins[i].splits, origins[i].state, origins[i].token);
    }
    diag_free(fe.diag);
    lexicon_free(fe.lex);
    fclose(devnull);
    arena_free(a);
    return 0;
}
