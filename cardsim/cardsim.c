/* cardsim.c — the scenario runner: plays compiled cards by the rules and
 * checks what happens (docs/cardsim.md).
 *
 *   cardsim [-v] [--cards PATH]... FILE.scn...
 *
 * Card files named by a scenario (or by --cards, for every scenario) are
 * compiled in process (codegen_jit) or, for a .so made by `cardc -shared`,
 * loaded with dlopen.  Each `expect` counts once; the run ends with "N
 * passed, N failed".  -v prints each command and, through the runtime's
 * observer, every event it caused. */
#define _GNU_SOURCE             /* dlinfo, dl_iterate_phdr: where a library lies in memory */
#include <ctype.h>
#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cardrt.h"
#include "codegen.h"
#include "front.h"
#include "parser.h"

enum { MAX_LABELS = 4096, MAX_REGISTRIES = 64, MAX_ANSWERS = 64, MAX_WORDS = 64, MAX_PENDING = 64 };
/* The largest X a scenario gives (`x N`): X makes as many objects or
 * counters as it says, and a game of more than a few thousand objects runs
 * for minutes, not milliseconds. */
enum { MAX_X = 1000 };
/* The most cards a registry of a library may list. */
enum { MAX_REGISTRY_CARDS = 1 << 20, MAX_LIB_SEGMENTS = 16 };

typedef struct label {
    char *name;
    cardrt_id id;
} label;

typedef struct sim {
    const char *file;
    unsigned line;
    char *dir;                  /* the scenario's folder, for relative paths */
    arena *a;
    diag_engine *diag;
    lexicon *lex;
    const cardrt_registry *regs[MAX_REGISTRIES];
    unsigned nregs;
    unsigned npreloaded;        /* the first regs, uncompiled and libs: from --cards */
    unsigned npreloaded_uncompiled, npreloaded_libs;
    codegen *inline_cgs[MAX_REGISTRIES];    /* the scenario's inline cards: freed as it ends */
    unsigned ninline_cgs, serial;
    bool verbose;
    codegen *cgs[MAX_REGISTRIES];
    const card *uncompiled[MAX_LABELS];     /* cards that parse but do not compile yet */
    codegen *uncompiled_cg[MAX_LABELS];
    unsigned nuncompiled;
    void *libs[MAX_REGISTRIES];
    unsigned ncgs, nlibs;
    /* Card files compiled once for every scenario that names them: the
     * path, its registry and the cards of it that do not compile yet. */
    struct compiled {
        const char *path;
        const cardrt_registry *reg;
        unsigned first, n;      /* uncompiled_cards[first .. first + n) */
    } compiled[MAX_REGISTRIES];
    unsigned ncompiled;
    const card *uncompiled_cards[MAX_LABELS];
    codegen *uncompiled_cards_cg[MAX_LABELS];
    unsigned nuncompiled_cards;
    char *players[CARDRT_MAX_PLAYERS];
    int life[CARDRT_MAX_PLAYERS];
    unsigned nplayers;
    cardrt_game *g;
    label labels[MAX_LABELS];
    unsigned nlabels;
    struct answer {             /* queued by `choose` */
        char *text;
        unsigned command;       /* the command it was queued before */
    } answers[CARDRT_MAX_PLAYERS][MAX_ANSWERS];
    unsigned nanswers[CARDRT_MAX_PLAYERS];
    unsigned commands;          /* commands begun, `choose` and `expect` aside */
    bool refused;               /* the last command was refused */
    bool refusal_pending;       /* ...and no `expect refused` has taken it yet */
    unsigned refusal_line;
    cardrt_status refusal;      /* why */
    /* `creates token as T`: labels waiting for the tokens a command creates
     * (bound: name NULL). */
    struct pending_label {
        char *name;
        cardrt_id source;       /* whose resolving creates it (cast, activate), else 0 */
        unsigned command, line;
    } pending[MAX_PENDING];
    unsigned npending;
    cardrt_id resolving;        /* the object of the last CARDRT_EV_RESOLVE, this command */
    /* `expect PLAYER controls N FILTER`: each filter compiled once a run. */
    struct filter {
        const char *text;
        cardrt_affects_fn test;
        codegen *cg;
    } filters[MAX_REGISTRIES];
    unsigned nfilters;
    unsigned passed, failed, errors;
} sim;

static void sim_error(sim *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void sim_error(sim *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_flush(s->diag);        /* the front end's diagnostics first */
    fprintf(stderr, "%s:%u: error: ", s->file, s->line);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    s->errors++;
}

static void expect_result(sim *s, bool ok, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void expect_result(sim *s, bool ok, const char *fmt, ...)
{
    if (ok) {
        s->passed++;
        if (s->verbose)
            puts("      ok");
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    printf("%s:%u: ", s->file, s->line);
    vprintf(fmt, ap);
    putchar('\n');
    va_end(ap);
    s->failed++;
}

/* ---- words of a line ---------------------------------------------------------- */

/* Split LINE into words at blanks and commas; a "quoted string" is one word. */
static unsigned split(char *line, char **w)
{
    unsigned n = 0;
    char *p = line;
    while (*p && n < MAX_WORDS) {
        while (*p == ' ' || *p == '\t' || *p == ',')
            p++;
        if (!*p || *p == '#')
            break;
        if (*p == '"') {
            w[n++] = ++p;
            while (*p && *p != '"')
                p++;
            if (*p)
                *p++ = '\0';
            continue;
        }
        w[n++] = p;
        while (*p && *p != ' ' && *p != '\t' && *p != ',')
            p++;
        if (*p)
            *p++ = '\0';
    }
    return n;
}

static bool number(const char *w, int *v)
{
    char *end;
    errno = 0;
    long n = strtol(w, &end, 10);
    if (!*w || *end || errno || n < -1000000 || n > 1000000)
        return false;
    *v = (int)n;
    return true;
}

/* "P/T": two numbers, each checked as number() checks one. */
static bool pt_pair(const char *w, int *p, int *t)
{
    const char *slash = strchr(w, '/');
    char first[16];
    size_t n = slash ? (size_t)(slash - w) : 0;
    if (!slash || n == 0 || n >= sizeof first)
        return false;
    memcpy(first, w, n);
    first[n] = '\0';
    return number(first, p) && number(slash + 1, t);
}

/* ---- cards ----------------------------------------------------------------------- */

/* The card named NAME; one loaded later (an inline card) hides one loaded
 * earlier. */
static const cardrt_card_def *find_card(sim *s, const char *name)
{
    for (unsigned i = s->nregs; i-- > 0;) {
        const cardrt_card_def *d = cardrt_registry_find(s->regs[i], name);
        if (d)
            return d;
    }
    return NULL;
}

static void add_registry(sim *s, const cardrt_registry *reg, const char *what)
{
    if (!reg || reg->abi != CARDRT_ABI_VERSION) {
        sim_error(s, "%s: no card registry for this runtime (ABI %u)", what, CARDRT_ABI_VERSION);
        return;
    }
    if (s->nregs < MAX_REGISTRIES)
        s->regs[s->nregs++] = reg;
}

/* A card that parses but does not compile yet: an error only if the
 * scenario uses it. */
static void add_uncompiled(sim *s, const card *c, codegen *cg)
{
    if (s->nuncompiled < MAX_LABELS) {
        s->uncompiled_cg[s->nuncompiled] = cg;
        s->uncompiled[s->nuncompiled++] = c;
    }
}

/* Compile the cards of SRC in process: a card file, kept for the whole
 * run, or (INLINE) a scenario's inline card, kept while the scenario runs. */
static const cardrt_registry *compile_source(sim *s, const source_file *src, bool inline_card)
{
    front fe = { .a = s->a, .diag = s->diag, .lex = s->lex };
    front_file ff;
    unsigned errors_before = diag_error_count(s->diag);
    diag_limit_restart(s->diag);    /* each file has its own error limit */
    front_source_check(&fe, src, &ff);
    if ((inline_card ? s->ninline_cgs : s->ncgs) >= MAX_REGISTRIES) {
        sim_error(s, "too many card files");
        return NULL;
    }
    codegen *cg = codegen_new(arena_printf(s->a, "sim%u", s->serial++), s->diag);
    if (!cg) {
        s->errors++;
        return NULL;
    }
    if (inline_card)
        s->inline_cgs[s->ninline_cgs++] = cg;
    else
        s->cgs[s->ncgs++] = cg;
    for (const card *c = ff.cards; c; c = c->next)
        if (!c->header_errors && !c->text_errors && !codegen_card(cg, c, false)) {
            add_uncompiled(s, c, cg);
            if (!inline_card && s->nuncompiled_cards < MAX_LABELS) {
                s->uncompiled_cards_cg[s->nuncompiled_cards] = cg;
                s->uncompiled_cards[s->nuncompiled_cards++] = c;
            }
        }
    if (diag_error_count(s->diag) > errors_before) {
        sim_error(s, "%s: the cards have errors", src->name);
        return NULL;
    }
    const cardrt_registry *reg = codegen_jit(cg, 1);
    add_registry(s, reg, src->name);
    return reg;
}

/* ---- libraries made by cardc -shared ---------------------------------------------- */

#if __SIZEOF_POINTER__ == 8
#define LIB_CLASS ELFCLASS64
#else
#define LIB_CLASS ELFCLASS32
#endif
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define LIB_DATA ELFDATA2LSB
#else
#define LIB_DATA ELFDATA2MSB
#endif
#if defined(__x86_64__)
#define LIB_MACHINE EM_X86_64
#elif defined(__aarch64__)
#define LIB_MACHINE EM_AARCH64
#endif

/* Why the file PATH is no shared library this process can load, or NULL:
 * the ELF header of this machine's shared objects, and the program
 * headers, every segment the loader maps and the section headers inside
 * the file.  (dlopen maps a truncated file past its end: the loader dies
 * of SIGBUS as it reads there.) */
static const char *library_problem(const char *path)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return strerror(errno);
    struct stat st;
    ElfW(Ehdr) eh;
    const char *why = NULL;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
        why = "not a regular file";
    else if (pread(fd, &eh, sizeof eh, 0) != (ssize_t)sizeof eh || memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0)
        why = "not an ELF file";
    else if (eh.e_ident[EI_CLASS] != LIB_CLASS || eh.e_ident[EI_DATA] != LIB_DATA || eh.e_type != ET_DYN
#ifdef LIB_MACHINE
             || eh.e_machine != LIB_MACHINE
#endif
             )
        why = "not a shared library for this machine";
    if (why) {
        close(fd);
        return why;
    }
    uint64_t size = (uint64_t)st.st_size;
    if (eh.e_phentsize != sizeof(ElfW(Phdr)) || eh.e_phoff > size
        || eh.e_phnum > (size - eh.e_phoff) / sizeof(ElfW(Phdr)))
        why = "truncated or damaged: its program headers are not in the file";
    else if (eh.e_shnum && (eh.e_shentsize != sizeof(ElfW(Shdr)) || eh.e_shoff > size
                            || eh.e_shnum > (size - eh.e_shoff) / sizeof(ElfW(Shdr))))
        why = "truncated or damaged: its section headers are not in the file";
    for (unsigned i = 0; !why && i < eh.e_phnum; i++) {
        ElfW(Phdr) ph;
        if (pread(fd, &ph, sizeof ph, (off_t)(eh.e_phoff + i * sizeof ph)) != (ssize_t)sizeof ph)
            why = "cannot be read";
        else if (ph.p_type == PT_LOAD && (ph.p_offset > size || ph.p_filesz > size - ph.p_offset))
            why = "truncated: a segment it loads goes past its end";
    }
    close(fd);
    return why;
}

/* Where a loaded library lies in memory: its readable segments. */
typedef struct lib_map {
    const char *name;           /* as the loader knows it */
    uintptr_t base;
    uintptr_t lo[MAX_LIB_SEGMENTS], hi[MAX_LIB_SEGMENTS];
    unsigned n;
} lib_map;

static int find_segments(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    lib_map *m = data;
    if (info->dlpi_addr != m->base || !info->dlpi_name || strcmp(info->dlpi_name, m->name) != 0)
        return 0;
    for (unsigned i = 0; i < info->dlpi_phnum && m->n < MAX_LIB_SEGMENTS; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type == PT_LOAD && (ph->p_flags & PF_R)) {
            m->lo[m->n] = info->dlpi_addr + ph->p_vaddr;
            m->hi[m->n++] = info->dlpi_addr + ph->p_vaddr + ph->p_memsz;
        }
    }
    return 1;
}

/* N objects of SIZE bytes at P lie in one readable segment of M. */
static bool lib_holds(const lib_map *m, const void *p, size_t n, size_t size)
{
    uintptr_t a = (uintptr_t)p;
    for (unsigned i = 0; p && i < m->n; i++)
        if (a >= m->lo[i] && a <= m->hi[i] && (size == 0 || n <= (m->hi[i] - a) / size))
            return true;
    return false;
}

/* P is a string that ends inside a readable segment of M. */
static bool lib_string(const lib_map *m, const char *p)
{
    uintptr_t a = (uintptr_t)p;
    for (unsigned i = 0; p && i < m->n; i++)
        if (a >= m->lo[i] && a < m->hi[i])
            return memchr(p, '\0', m->hi[i] - a) != NULL;
    return false;
}

/* Why the registry REG of the library H cannot be used, or NULL: every
 * array it and its cards point to, and every name, lies in the library. */
static const char *registry_problem(void *h, const cardrt_registry *reg)
{
    struct link_map *lm = NULL;
    if (dlinfo(h, RTLD_DI_LINKMAP, &lm) != 0 || !lm)
        return "cannot be located in memory";
    lib_map m = { .name = lm->l_name, .base = lm->l_addr };
    dl_iterate_phdr(find_segments, &m);
    if (!lib_holds(&m, reg, 1, sizeof *reg))
        return "its registry is not in the library";
    if (reg->abi != CARDRT_ABI_VERSION)
        return NULL;            /* add_registry says so */
    if (reg->count && !reg->cards)
        return "its registry counts cards and lists none";
    if (reg->count > MAX_REGISTRY_CARDS || !lib_holds(&m, reg->cards, reg->count, sizeof *reg->cards))
        return "its registry's list of cards is not in the library";
    for (unsigned i = 0; i < reg->count; i++) {
        const cardrt_card_def *d = reg->cards[i];
        if (!lib_holds(&m, d, 1, sizeof *d))
            return "a card of its registry is not in the library";
        if (!lib_string(&m, d->name) || (d->mana_cost && !lib_string(&m, d->mana_cost)))
            return "a card of its registry has a name or mana cost that is no string";
        for (unsigned k = 0; k < CARDRT_MAX_SUBTYPES; k++)
            if (d->subtypes[k] && !lib_string(&m, d->subtypes[k]))
                return "a card of its registry has a subtype that is no string";
        if ((d->ntargets && !lib_holds(&m, d->targets, d->ntargets, sizeof *d->targets))
            || (d->nstatics && !lib_holds(&m, d->statics, d->nstatics, sizeof *d->statics))
            || (d->nactivated && !lib_holds(&m, d->activated, d->nactivated, sizeof *d->activated))
            || (d->ntriggers && !lib_holds(&m, d->triggers, d->ntriggers, sizeof *d->triggers))
            || (d->ncosts && !lib_holds(&m, d->costs, d->ncosts, sizeof *d->costs)))
            return "a card of its registry counts abilities that are not in the library";
    }
    return NULL;
}

static void load_library(sim *s, const char *full)
{
    const char *why = library_problem(full);
    if (why) {
        sim_error(s, "cannot load '%s': %s", full, why);
        return;
    }
    void *h = dlopen(full, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        why = dlerror();
        sim_error(s, "cannot load '%s': %s%s", full, why,
                  strstr(why, "libcardrt") ? " (a library linked with libcardrt.so needs it installed or "
                                             "on LD_LIBRARY_PATH; cardc -static-runtime makes one that "
                                             "needs nothing)" : "");
        return;
    }
    if (s->nlibs < MAX_REGISTRIES)
        s->libs[s->nlibs++] = h;
    else {
        dlclose(h);
        sim_error(s, "too many card files");
        return;
    }
    const cardrt_registry *reg = dlsym(h, CODEGEN_REGISTRY_NAME);
    if (reg && (why = registry_problem(h, reg)) != NULL) {
        sim_error(s, "cannot load '%s': %s", full, why);
        return;
    }
    add_registry(s, reg, full);
}

static void load_cards(sim *s, const char *path)
{
    const char *full = path[0] == '/' ? path : arena_printf(s->a, "%s/%s", s->dir, path);
    size_t n = strlen(full);
    if (n > 3 && strcmp(full + n - 3, ".so") == 0) {
        load_library(s, full);
        return;
    }
    for (unsigned i = 0; i < s->ncompiled; i++) {
        const struct compiled *c = &s->compiled[i];
        if (strcmp(c->path, full) != 0)
            continue;
        for (unsigned k = c->first; k < c->first + c->n; k++)
            add_uncompiled(s, s->uncompiled_cards[k], s->uncompiled_cards_cg[k]);
        add_registry(s, c->reg, full);
        return;
    }
    const char *why = NULL;
    source_file *src = source_load(s->a, full, &why);
    if (!src) {
        sim_error(s, "cannot read '%s': %s", full, why);
        return;
    }
    unsigned first = s->nuncompiled_cards;
    const cardrt_registry *reg = compile_source(s, src, false);
    if (reg && s->ncompiled < MAX_REGISTRIES)
        s->compiled[s->ncompiled++] = (struct compiled){ full, reg, first, s->nuncompiled_cards - first };
}

/* ---- game state ------------------------------------------------------------------ */

static int player_index(const sim *s, const char *name)
{
    for (unsigned i = 0; i < s->nplayers; i++)
        if (strcmp(s->players[i], name) == 0)
            return (int)i;
    return -1;
}

static cardrt_id label_id(const sim *s, const char *name)
{
    for (unsigned i = s->nlabels; i-- > 0;)
        if (strcmp(s->labels[i].name, name) == 0)
            return s->labels[i].id;
    return 0;
}

static const char *zone_name(cardrt_zone z)
{
    static const char *const names[] = { "library", "hand", "battlefield", "graveyard",
                                         "stack", "exile", "nowhere" };
    return z <= CARDRT_NOWHERE ? names[z] : "?";
}

static const char *const step_names[] = {
    "untap", "upkeep", "draw", "main", "beginning-of-combat", "declare-attackers",
    "declare-blockers", "combat-damage", "end-of-combat", "main2", "end", "cleanup",
};

/* ---- the trace (-v) ---------------------------------------------------------------- */

/* OBJ as the trace names it: its name, and its label if that differs. */
static const char *object_name(const sim *s, const cardrt_game *g, cardrt_id obj)
{
    const char *name = cardrt_name(g, obj);
    const cardrt_card_def *d = name ? NULL : cardrt_def_of(g, obj);
    if (!name)
        name = d && d->name ? d->name : "an object that left the game";
    for (unsigned i = s->nlabels; i-- > 0;)
        if (s->labels[i].id == obj)
            return strcmp(s->labels[i].name, name) == 0
                   ? name : arena_printf(s->a, "%s [%s]", name, s->labels[i].name);
    return name;
}

static const char *ref_name(const sim *s, const cardrt_game *g, cardrt_ref r)
{
    if (r.kind == CARDRT_REF_PLAYER && r.id >= 0 && (unsigned)r.id < s->nplayers)
        return s->players[r.id];
    return r.kind == CARDRT_REF_OBJECT ? object_name(s, g, r.id) : "nothing";
}

/* The runtime's observer: one line for each event, under the command. */
static void trace(void *user, const cardrt_game *g, const cardrt_event *ev)
{
    sim *s = user;
    const char *who = ev->player < s->nplayers ? s->players[ev->player] : "?";
    const char *obj = ev->object ? object_name(s, g, ev->object) : "";
    fputs("      ", stdout);
    switch (ev->kind) {
    case CARDRT_EV_ZONE_CHANGE:
        if (ev->from == CARDRT_NOWHERE)
            printf("%s is created on the %s\n", obj, zone_name(ev->to));
        else
            printf("%s: %s -> %s\n", obj, zone_name(ev->from), zone_name(ev->to));
        break;
    case CARDRT_EV_CAST:
        printf("%s casts %s\n", who, obj);
        break;
    case CARDRT_EV_ACTIVATE:
        printf("%s activates %s: %s\n", who, obj, ev->text ? ev->text : "an ability");
        break;
    case CARDRT_EV_RESOLVE:
        if (ev->text)
            printf("%s's ability %s: %s\n", obj, ev->amount ? "is countered on resolution" : "resolves",
                   ev->text);
        else
            printf("%s %s\n", obj, ev->amount ? "is countered on resolution" : "resolves");
        break;
    case CARDRT_EV_DAMAGE:
        printf("%s deals %d %sdamage to %s\n", object_name(s, g, ev->source), ev->amount,
               ev->combat ? "combat " : "", ref_name(s, g, ev->target));
        break;
    case CARDRT_EV_LIFE_GAINED: case CARDRT_EV_LIFE_LOST:
        printf("%s %s %d life (now %d)\n", who, ev->kind == CARDRT_EV_LIFE_GAINED ? "gains" : "loses",
               ev->amount, cardrt_life(g, ev->player));
        break;
    case CARDRT_EV_COUNTERS:
        printf("%s %s %d %s counter%s\n", ref_name(s, g, ev->target), ev->amount < 0 ? "loses" : "gets",
               abs(ev->amount), ev->counter ? ev->counter : "", abs(ev->amount) == 1 ? "" : "s");
        break;
    case CARDRT_EV_STEP:
        printf("turn %u (%s): %s\n", cardrt_turn_number(g), who, step_names[ev->step]);
        break;
    case CARDRT_EV_CYCLE:
        printf("%s cycles %s\n", who, obj);
        break;
    case CARDRT_EV_ATTACKS:
        printf("%s attacks %s\n", obj, ref_name(s, g, ev->target));
        break;
    case CARDRT_EV_BLOCKS:
        printf("%s blocks %s\n", obj, object_name(s, g, ev->source));
        break;
    case CARDRT_EV_BLOCKED:
        printf("%s is blocked\n", obj);
        break;
    case CARDRT_EV_DRAW: case CARDRT_EV_DISCARD: case CARDRT_EV_SACRIFICE:
        printf("%s %s %s\n", who, ev->kind == CARDRT_EV_DRAW ? "draws" : ev->kind == CARDRT_EV_DISCARD
                                 ? "discards" : "sacrifices", obj);
        break;
    case CARDRT_EV_TAPPED: case CARDRT_EV_UNTAPPED:
        printf("%s becomes %s\n", obj, ev->kind == CARDRT_EV_TAPPED ? "tapped" : "untapped");
        break;
    case CARDRT_EV_TARGETED:
        printf("%s becomes a target of %s\n", ref_name(s, g, ev->target), object_name(s, g, ev->source));
        break;
    case CARDRT_EV_UNBLOCKED:
        printf("%s is not blocked\n", obj);
        break;
    case CARDRT_EV_ATTACKED:
        printf("%s attacks with %d creature%s\n", who, ev->amount, ev->amount == 1 ? "" : "s");
        break;
    case CARDRT_EV_PLAY_LAND:
        printf("%s plays %s\n", who, obj);
        break;
    }
}

/* ---- labels for tokens ------------------------------------------------------------ */

/* `... creates token as T` / `creates tokens as T1 T2...` at the end of a
 * command: T names a token the command creates, as it runs or, for `cast`
 * and `activate`, as what it put on the stack resolves (the spell, or an
 * ability of the object, such as its enters-the-battlefield trigger).  The
 * words are taken off W; false after an error. */
static bool take_creates(sim *s, char **w, unsigned *n)
{
    unsigned i = 1;
    while (i < *n && strcmp(w[i], "creates") != 0)
        i++;
    if (i == *n)
        return true;
    bool one = i + 1 < *n && strcmp(w[i + 1], "token") == 0;
    bool several = i + 1 < *n && strcmp(w[i + 1], "tokens") == 0;
    if (!(one || several) || i + 3 > *n || strcmp(w[i + 2], "as") != 0 || *n == i + 3
        || (one && *n != i + 4) || strcmp(w[0], "choose") == 0) {
        sim_error(s, "usage: COMMAND creates token as LABEL, or COMMAND creates tokens as LABEL...");
        return false;
    }
    bool stacks = strcmp(w[0], "cast") == 0 || strcmp(w[0], "activate") == 0;
    cardrt_id source = stacks && i > 2 ? label_id(s, w[2]) : 0;
    for (unsigned k = i + 3; k < *n; k++) {
        if (s->npending == MAX_PENDING) {
            sim_error(s, "too many labels waiting for tokens");
            return false;
        }
        s->pending[s->npending++] = (struct pending_label){ arena_strdup(s->a, w[k]), source,
                                                            s->commands, s->line };
    }
    *n = i;
    return true;
}

/* The token TOKEN was created: the first label waiting for it takes it. */
static void bind_token(sim *s, cardrt_id token)
{
    for (unsigned i = 0; i < s->npending; i++) {
        struct pending_label *q = &s->pending[i];
        if (q->name && (q->command == s->commands || (q->source && q->source == s->resolving))) {
            if (s->nlabels < MAX_LABELS)
                s->labels[s->nlabels++] = (label){ q->name, token };
            q->name = NULL;
            return;
        }
    }
}

/* After a command: the labels it took go if it was refused; those for
 * tokens it had to create itself are an error if none came.  Bound labels
 * leave the list. */
static void end_creates(sim *s)
{
    unsigned k = 0;
    for (unsigned i = 0; i < s->npending; i++) {
        struct pending_label q = s->pending[i];
        bool mine = q.command == s->commands;
        if (!q.name || (mine && s->refused))
            continue;
        if (mine && !q.source)
            sim_error(s, "no token was created for '%s'", q.name);
        else
            s->pending[k++] = q;
    }
    s->npending = k;
}

/* The runtime's observer: tokens for the labels waiting for them, and
 * (-v) the trace. */
static void observe(void *user, const cardrt_game *g, const cardrt_event *ev)
{
    sim *s = user;
    if (ev->kind == CARDRT_EV_RESOLVE)
        s->resolving = ev->amount ? 0 : ev->object;
    else if (ev->kind == CARDRT_EV_ZONE_CHANGE && ev->from == CARDRT_NOWHERE && cardrt_is_token(g, ev->object))
        bind_token(s, ev->object);
    if (s->verbose)
        trace(user, g, ev);
}

/* "red", "R", "colorless", "C": a CARDRT_MANA_* kind, or -1. */
static int mana_kind(const char *w)
{
    static const char *const names[] = { "white", "blue", "black", "red", "green", "colorless" };
    static const char letters[] = "WUBRGC";
    for (int k = 0; k < 6; k++)
        if (strcmp(w, names[k]) == 0 || (w[0] == letters[k] && !w[1]))
            return k;
    return -1;
}

/* The index of answer A among the choice's candidates, or -1. */
static int answer_index(const sim *s, const cardrt_choice *c, const char *a)
{
    int v;
    if (c->kind == CARDRT_CHOOSE_YES_NO)
        return strcmp(a, "yes") == 0 ? 1 : strcmp(a, "no") == 0 ? 0 : -1;
    if (c->kind == CARDRT_CHOOSE_MODES)         /* a mode, counted from 1 */
        return number(a, &v) && v >= 1 && (unsigned)v <= c->ncandidates ? v - 1 : -1;
    if (c->kind == CARDRT_CHOOSE_NAME) {        /* a creature type, a basic land type */
        for (unsigned k = 0; c->names && k < c->ncandidates; k++)
            if (strcasecmp(c->names[k], a) == 0)
                return (int)k;
        return -1;
    }
    if (c->kind == CARDRT_CHOOSE_MANA) {        /* a color, or a mana symbol's letter */
        int kind = mana_kind(a);
        for (unsigned k = 0; kind >= 0 && k < c->ncandidates; k++)
            if (c->candidates[k].id == kind)
                return (int)k;
        return -1;
    }
    int pl = player_index(s, a);
    cardrt_id id = label_id(s, a);
    for (unsigned k = 0; c->candidates && k < c->ncandidates; k++) {
        const cardrt_ref *r = &c->candidates[k];
        if ((r->kind == CARDRT_REF_PLAYER && r->id == pl)
            || (r->kind == CARDRT_REF_OBJECT && id && r->id == id))
            return (int)k;
    }
    return -1;
}

/* Answers queued by `choose`: each choice takes the first that fits; a
 * choice of several objects (discarding, the blockers combat damage goes
 * to) takes every answer that fits, in order, as many as it allows. */
static unsigned chooser(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *out)
{
    (void)g;
    sim *s = user;
    unsigned p = c->player < CARDRT_MAX_PLAYERS ? c->player : 0;
    bool several = c->kind == CARDRT_CHOOSE_OBJECTS || c->kind == CARDRT_CHOOSE_DAMAGE;
    unsigned want = several ? c->max : 1, n = 0, used[MAX_ANSWERS];
    for (unsigned i = 0; i < s->nanswers[p] && n < want; i++) {
        int index = answer_index(s, c, s->answers[p][i].text);
        bool repeated = false;
        for (unsigned j = 0; j < n; j++)
            repeated |= out[j] == (unsigned)index;
        if (index < 0 || repeated)
            continue;
        out[n] = (unsigned)index;
        used[n++] = i;
    }
    if (n == 0 || n < c->min || n > c->max)
        return ~0u;             /* impossible: the runtime takes its default */
    for (unsigned k = n; k-- > 0;) {
        unsigned i = used[k];
        memmove(&s->answers[p][i], &s->answers[p][i + 1], (s->nanswers[p] - i - 1) * sizeof *s->answers[p]);
        s->nanswers[p]--;
    }
    return n;
}

static bool start_game(sim *s)
{
    if (s->g)
        return true;
    if (s->nplayers == 0) {
        sim_error(s, "no players: a scenario names its players first");
        return false;
    }
    s->g = cardrt_game_new(s->nplayers, 20, 1);
    if (!s->g) {
        sim_error(s, "cannot start a game");
        return false;
    }
    for (unsigned i = 0; i < s->nplayers; i++) {
        int d = s->life[i] - 20;
        if (d > 0)
            cardrt_gain_life(s->g, i, d);
        else if (d < 0)
            cardrt_lose_life(s->g, i, -d);
    }
    cardrt_set_chooser(s->g, chooser, s);
    cardrt_set_observer(s->g, observe, s);
    return true;
}

static bool parse_zone(const char *w, cardrt_zone *z)
{
    static const char *const names[] = { "library", "hand", "battlefield", "graveyard",
                                         "stack", "exile" };
    for (int i = 0; i < 6; i++)
        if (strcmp(w, names[i]) == 0) {
            *z = (cardrt_zone)i;
            return true;
        }
    return false;
}

static bool parse_step(const char *w, cardrt_step *step)
{
    for (size_t i = 0; i < sizeof step_names / sizeof *step_names; i++)
        if (strcmp(w, step_names[i]) == 0) {
            *step = (cardrt_step)i;
            return true;
        }
    return false;
}

static bool parse_keyword(const char *w, cardrt_keyword *k)
{
    static const char *const names[] = {
        "flying", "haste", "vigilance", "trample", "first-strike", "deathtouch", "lifelink",
        "reach", "defender", "indestructible", "hexproof", "shroud", "protection-from-white",
        "protection-from-blue", "protection-from-black", "protection-from-red",
        "protection-from-green", "menace", "flash", "fear", "intimidate", "shadow",
        "horsemanship", "plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk",
        "double-strike", "cant-attack", "cant-block", "cant-be-blocked", "doesnt-untap",
        "may-not-untap", "infect", "wither", "changeling", "prowess", "flanking", "exalted",
        "skulk", "split-second", "extort", "evolve", "persist", "undying", "protection-from-artifacts",
        "protection-from-creatures", "protection-from-enchantments", "protection-from-multicolored",
        "protection-from-everything", "convoke", "improvise", "delve", "cascade", "storm", "rebound",
        "living-weapon", "totem-armor", "riot", "cant-be-countered", "blocks-only-flyers",
        "blocked-by-one",
    };
    _Static_assert(sizeof names / sizeof *names == CARDRT_KW_COUNT, "a name for every keyword");
    for (int i = 0; i < CARDRT_KW_COUNT; i++)
        if (strcmp(w, names[i]) == 0) {
            *k = (cardrt_keyword)i;
            return true;
        }
    return false;
}

static unsigned parse_colors(const char *w)
{
    static const char *const names[] = { "white", "blue", "black", "red", "green" };
    unsigned bits = 0;
    char buf[64];
    snprintf(buf, sizeof buf, "%s", w);
    for (char *tok = strtok(buf, "/"); tok; tok = strtok(NULL, "/")) {
        unsigned b = 0;
        for (int i = 0; i < 5; i++)
            if (strcmp(tok, names[i]) == 0)
                b = 1u << i;
        if (!b)
            return ~0u;
        bits |= b;
    }
    return bits;
}

static const char *const type_names[] = { "artifact", "creature", "enchantment", "land",
                                          "instant", "sorcery", "planeswalker" };

/* A card type, in any case: its CARDRT_* bit, or 0. */
static unsigned parse_type(const char *w)
{
    for (int i = 0; i < 7; i++)
        if (strcasecmp(w, type_names[i]) == 0)
            return 1u << i;
    return 0;
}

/* Is W ("Elf", "zombie") a subtype of the front end's lexicon? */
static bool known_subtype(const sim *s, const char *w)
{
    char lower[64];
    size_t n = strlen(w);
    if (n >= sizeof lower)
        return false;
    for (size_t i = 0; i <= n; i++)
        lower[i] = (char)tolower((unsigned char)w[i]);
    const lex_entry *e = lexicon_find(s->lex, lower, n);
    return e && e->token == SUBTYPE;
}

/* Card type bits as words: "artifact creature", or "no type". */
static const char *types_text(sim *s, unsigned bits)
{
    const char *text = "";
    for (int i = 0; i < 7; i++)
        if (bits & (1u << i))
            text = arena_printf(s->a, "%s%s%s", text, *text ? " " : "", type_names[i]);
    return *text ? text : "no type";
}

/* A mana pool as written: "{R}{R}{C}", or "none"; the count of each kind. */
static bool parse_pool(const char *w, int pool[6])
{
    cardrt_mana_cost c;
    memset(pool, 0, 6 * sizeof *pool);
    if (strcmp(w, "none") == 0)
        return true;
    if (cardrt_mana_cost_parse(w, &c) != CARDRT_OK || c.generic || c.x || c.nsymbols == 0)
        return false;
    for (unsigned i = 0; i < c.nsymbols; i++) {
        if (__builtin_popcount(c.symbols[i].kinds) != 1 || c.symbols[i].generic
            || c.symbols[i].phyrexian || c.symbols[i].snow)
            return false;
        pool[__builtin_ctz(c.symbols[i].kinds)]++;
    }
    return true;
}

/* mana strict / mana PLAYER [snow] {..}: the rule, or mana in a pool. */
static void cmd_mana(sim *s, char **w, unsigned n)
{
    if (!start_game(s))
        return;
    if (n == 2 && strcmp(w[1], "strict") == 0) {
        cardrt_set_strict_mana(s->g, true);
        return;
    }
    int p = n >= 3 ? player_index(s, w[1]) : -1;
    bool snow = n == 4 && strcmp(w[2], "snow") == 0;
    if (p < 0 || n != (snow ? 4u : 3u)) {
        sim_error(s, "usage: mana strict, or mana PLAYER [snow] {..}");
        return;
    }
    if (cardrt_add_mana(s->g, (unsigned)p, w[n - 1], snow) != CARDRT_OK)
        sim_error(s, "malformed mana '%s'", w[n - 1]);
}

/* A target: a player's name or a label. */
static bool parse_ref(sim *s, const char *w, cardrt_ref *r)
{
    int p = player_index(s, w);
    if (p >= 0) {
        *r = (cardrt_ref){ CARDRT_REF_PLAYER, p };
        return true;
    }
    cardrt_id id = label_id(s, w);
    if (id) {
        *r = (cardrt_ref){ CARDRT_REF_OBJECT, id };
        return true;
    }
    sim_error(s, "no player or label '%s'", w);
    return false;
}

/* Why a command was refused, as `expect refused REASON` names it: the
 * runtime's status (cardrt.h). */
static const char *const refusal_names[] = {
    [CARDRT_EINVAL] = "invalid", [CARDRT_EZONE] = "zone", [CARDRT_ETARGET] = "target",
    [CARDRT_ECOST] = "cost", [CARDRT_ESTACK] = "stack", [CARDRT_ENOMEM] = "memory",
    [CARDRT_EOVER] = "over", [CARDRT_ELIMIT] = "limit", [CARDRT_ETIMING] = "timing",
};

static const char *refusal_name(cardrt_status st)
{
    return (size_t)st < sizeof refusal_names / sizeof *refusal_names && refusal_names[st]
           ? refusal_names[st] : "?";
}

/* The command was refused: it changed nothing, and the `choose` answers
 * queued for it go with it. */
static void refused(sim *s, cardrt_status st, const char *what)
{
    s->refused = true;
    s->refusal_pending = true;
    s->refusal_line = s->line;
    s->refusal = st;
    for (unsigned p = 0; p < CARDRT_MAX_PLAYERS; p++) {
        unsigned k = 0;
        for (unsigned i = 0; i < s->nanswers[p]; i++)
            if (s->answers[p][i].command != s->commands)
                s->answers[p][k++] = s->answers[p][i];
        s->nanswers[p] = k;
    }
    fprintf(stderr, "%s:%u: note: %s refused (%s): %s\n", s->file, s->line, what, refusal_name(st),
            cardrt_strerror(st));
}

/* The option W of `cast` names (CARDRT_PLAY_*; 0: none). */
static unsigned cast_option(const char *w)
{
    static const struct {
        const char *word;
        unsigned option;
    } options[] = { { "kicked", CARDRT_PLAY_KICKED }, { "buyback", CARDRT_PLAY_BUYBACK },
                    { "evoked", CARDRT_PLAY_EVOKED }, { "dashed", CARDRT_PLAY_DASHED },
                    { "face-down", CARDRT_PLAY_FACE_DOWN } };
    for (size_t i = 0; i < sizeof options / sizeof *options; i++)
        if (strcmp(w, options[i].word) == 0)
            return options[i].option;
    return 0;
}

/* cast PLAYER LABEL [targeting T, T...] [mode N]... [x N] [kicked] [buyback] [evoked] [dashed] [face-down]
 * activate PLAYER LABEL [ability N] [targeting ...] [mode N]... [x N] */
static void cmd_play(sim *s, char **w, unsigned n, bool activate)
{
    if (n < 3 || !start_game(s)) {
        sim_error(s, "usage: %s PLAYER LABEL ...", w[0]);
        return;
    }
    int p = player_index(s, w[1]);
    cardrt_id id = label_id(s, w[2]);
    if (p < 0 || !id) {
        sim_error(s, "no %s '%s'", p < 0 ? "player" : "label", p < 0 ? w[1] : w[2]);
        return;
    }
    int which = 1, x = 0, mode;
    unsigned modes = 0, options = 0;
    cardrt_ref refs[CARDRT_MAX_TARGETS * CARDRT_MAX_TARGETS];
    unsigned nrefs = 0;
    for (unsigned i = 3; i < n; i++) {
        if (strcmp(w[i], "ability") == 0 && i + 1 < n && number(w[i + 1], &which)) {
            i++;
        } else if (strcmp(w[i], "mode") == 0 && i + 1 < n && number(w[i + 1], &mode) && mode >= 1
                   && mode <= 32) {
            modes |= 1u << (mode - 1);
            i++;
        } else if (strcmp(w[i], "x") == 0 && i + 1 < n && number(w[i + 1], &x) && x >= 0) {
            if (x > MAX_X) {
                sim_error(s, "x %d: a scenario's X is at most %d", x, MAX_X);
                return;
            }
            i++;
        } else if (!activate && cast_option(w[i])) {
            options |= cast_option(w[i]);
        } else if (strcmp(w[i], "targeting") == 0) {
            for (i++; i < n; i++) {
                if (strcmp(w[i], "mode") == 0 || strcmp(w[i], "x") == 0 || strcmp(w[i], "ability") == 0
                    || (!activate && cast_option(w[i]))) {
                    i--;
                    break;
                }
                if (nrefs == sizeof refs / sizeof *refs || !parse_ref(s, w[i], &refs[nrefs++]))
                    return;
            }
        } else {
            sim_error(s, "unexpected '%s'", w[i]);
            return;
        }
    }
    /* Targets in the order "target" appears: fill the slots of the chosen
     * modes in turn (the others take none); X slots take X. */
    const cardrt_card_def *d = cardrt_def_of(s->g, id);
    bool has_ability = activate && d && which >= 1 && (unsigned)which <= d->nactivated;
    const cardrt_target_spec *specs = has_ability ? d->activated[which - 1].targets
                                    : d && !activate ? d->targets : NULL;
    unsigned nslots = has_ability ? d->activated[which - 1].ntargets
                    : d && !activate ? d->ntargets : 0;
    unsigned counts[CARDRT_MAX_TARGETS] = { 0 }, left = nrefs;
    for (unsigned k = 0; k < nslots && k < CARDRT_MAX_TARGETS; k++) {
        if (specs[k].modes && !(specs[k].modes & modes))
            continue;
        unsigned later = 0;
        for (unsigned j = k + 1; j < nslots; j++)
            if (!specs[j].modes || (specs[j].modes & modes))
                later += specs[j].count_is_x ? (unsigned)x : (unsigned)specs[j].min;
        unsigned take = left > later ? left - later : 0;
        int max = specs[k].count_is_x ? x : specs[k].max;
        if (max >= 0 && take > (unsigned)max)
            take = (unsigned)max;
        counts[k] = take;
        left -= take;
    }
    cardrt_play play = { refs, counts, modes, x, options };
    cardrt_status st = left > 0 ? CARDRT_ETARGET    /* more targets given than the card has */
                     : activate ? cardrt_activate_play(s->g, (unsigned)p, id, (unsigned)(which - 1), &play)
                     : cardrt_cast_play(s->g, (unsigned)p, id, &play);
    if (st != CARDRT_OK)
        refused(s, st, w[0]);
}

/* attack PLAYER LABEL... [at DEFENDER] [LABEL... at DEFENDER]: each group of
 * attackers attacks the player or planeswalker named after it (none: the
 * next player in turn order).  Before combat, the game moves on to the
 * declare attackers step first. */
static void cmd_attack(sim *s, char **w, unsigned n)
{
    int p = n >= 2 && start_game(s) ? player_index(s, w[1]) : -1;
    if (p < 0) {
        sim_error(s, "usage: attack PLAYER LABEL... [at PLAYER|LABEL]");
        return;
    }
    cardrt_id ids[MAX_WORDS];
    cardrt_ref defenders[MAX_WORDS];
    unsigned k = 0, group = 0;
    for (unsigned i = 2; i < n; i++) {
        if (strcmp(w[i], "at") == 0 && i + 1 < n && k > group) {
            cardrt_ref d;
            if (!parse_ref(s, w[++i], &d))
                return;
            while (group < k)
                defenders[group++] = d;
            continue;
        }
        if (!(ids[k++] = label_id(s, w[i]))) {
            sim_error(s, "no label '%s'", w[i]);
            return;
        }
    }
    unsigned next = (unsigned)p;            /* the next player still in the game */
    do
        next = (next + 1) % s->nplayers;
    while (next != (unsigned)p && cardrt_player_lost(s->g, next));
    while (group < k)
        defenders[group++] = (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)next };
    cardrt_status st = cardrt_declare_attackers(s->g, (unsigned)p, ids, defenders, k);
    if (st == CARDRT_ETIMING && (unsigned)p == cardrt_active_player(s->g)
        && cardrt_current_step(s->g) < CARDRT_STEP_DECLARE_ATTACKERS
        && (st = cardrt_advance_to(s->g, CARDRT_STEP_DECLARE_ATTACKERS)) == CARDRT_OK)
        st = cardrt_declare_attackers(s->g, (unsigned)p, ids, defenders, k);
    if (st != CARDRT_OK)
        refused(s, st, w[0]);
}

/* block PLAYER [BLOCKER ATTACKER]...: in the declare attackers step, the
 * game moves on to the declare blockers step first. */
static void cmd_block(sim *s, char **w, unsigned n)
{
    int p = n >= 2 && n % 2 == 0 && start_game(s) ? player_index(s, w[1]) : -1;
    if (p < 0) {
        sim_error(s, "usage: block PLAYER [BLOCKER ATTACKER]...");
        return;
    }
    cardrt_id blockers[MAX_WORDS], attackers[MAX_WORDS];
    unsigned k = 0;
    for (unsigned i = 2; i + 1 < n; i += 2, k++)
        if (!(blockers[k] = label_id(s, w[i])) || !(attackers[k] = label_id(s, w[i + 1]))) {
            sim_error(s, "no label '%s'", blockers[k] ? w[i + 1] : w[i]);
            return;
        }
    cardrt_status st = cardrt_declare_blockers(s->g, (unsigned)p, blockers, attackers, k);
    if (st == CARDRT_ETIMING && cardrt_current_step(s->g) == CARDRT_STEP_DECLARE_ATTACKERS
        && (st = cardrt_advance_to(s->g, CARDRT_STEP_DECLARE_BLOCKERS)) == CARDRT_OK)
        st = cardrt_declare_blockers(s->g, (unsigned)p, blockers, attackers, k);
    if (st != CARDRT_OK)
        refused(s, st, w[0]);
}

static void cmd_expect_object(sim *s, cardrt_id id, const char *label_name, char **w, unsigned n)
{
    cardrt_game *g = s->g;
    const char *what = w[0];
    int a, b;
    if (strcmp(what, "pt") == 0 && n == 2 && pt_pair(w[1], &a, &b)) {
        int p = 0, t = 0;
        cardrt_pt(g, id, &p, &t);
        expect_result(s, p == a && t == b, "expected %s pt %d/%d, got %d/%d", label_name, a, b, p, t);
    } else if (strcmp(what, "zone") == 0 && n == 2) {
        cardrt_zone z = CARDRT_NOWHERE;     /* "nowhere": a token that ceased to exist */
        if (strcmp(w[1], "nowhere") != 0 && !parse_zone(w[1], &z)) {
            sim_error(s, "unknown zone '%s'", w[1]);
            return;
        }
        cardrt_zone got = cardrt_zone_of(g, id);
        expect_result(s, got == z, "expected %s zone %s, got %s", label_name, w[1], zone_name(got));
    } else if ((strcmp(what, "tapped") == 0 || strcmp(what, "untapped") == 0) && n == 1) {
        bool t = cardrt_is_tapped(g, id);
        expect_result(s, t == (what[0] == 't'), "expected %s %s, got %s", label_name, what,
                      t ? "tapped" : "untapped");
    } else if ((strcmp(what, "has") == 0 || strcmp(what, "lacks") == 0) && n == 2) {
        cardrt_keyword k;
        if (!parse_keyword(w[1], &k)) {
            sim_error(s, "unknown keyword '%s'", w[1]);
            return;
        }
        bool has = cardrt_has_keyword(g, id, k);
        expect_result(s, has == (what[0] == 'h'), "expected %s %s %s, got %s", label_name, what,
                      w[1], has ? "has it" : "lacks it");
    } else if (strcmp(what, "color") == 0 && n == 2) {
        unsigned want = parse_colors(w[1]), got = cardrt_colors(g, id);
        if (want == ~0u) {
            sim_error(s, "unknown color '%s'", w[1]);
            return;
        }
        expect_result(s, got == want, "expected %s color %s, got color bits %u", label_name, w[1], got);
    } else if (strcmp(what, "colorless") == 0 && n == 1) {
        expect_result(s, cardrt_colors(g, id) == 0, "expected %s colorless, got color bits %u",
                      label_name, cardrt_colors(g, id));
    } else if ((strcmp(what, "type") == 0 && n == 2) || (strcmp(what, "not") == 0 && n == 3
                                                          && strcmp(w[1], "type") == 0)) {
        unsigned t = parse_type(w[n - 1]), got = cardrt_types(g, id);
        if (!t) {
            sim_error(s, "unknown type '%s'", w[n - 1]);
            return;
        }
        expect_result(s, ((got & t) != 0) == (n == 2), "expected %s %s %s, got %s", label_name,
                      n == 2 ? "type" : "not type", w[n - 1], types_text(s, got));
    } else if ((strcmp(what, "subtype") == 0 && n == 2) || (strcmp(what, "lacks") == 0 && n == 3
                                                             && strcmp(w[1], "subtype") == 0)) {
        if (!known_subtype(s, w[n - 1])) {
            sim_error(s, "unknown subtype '%s'", w[n - 1]);
            return;
        }
        bool has = cardrt_has_subtype(g, id, w[n - 1]);     /* in any case */
        expect_result(s, has == (n == 2), "expected %s %s %s, got %s", label_name,
                      n == 2 ? "subtype" : "lacks subtype", w[n - 1], has ? "has it" : "lacks it");
    } else if (strcmp(what, "base-pt") == 0 && n == 2 && pt_pair(w[1], &a, &b)) {
        int p = 0, t = 0;
        cardrt_base_pt(g, id, &p, &t);
        expect_result(s, p == a && t == b, "expected %s base-pt %d/%d, got %d/%d", label_name, a, b, p, t);
    } else if (strcmp(what, "controller") == 0 && n == 2) {
        int p = player_index(s, w[1]);
        if (p < 0) {
            sim_error(s, "no player '%s'", w[1]);
            return;
        }
        unsigned got = cardrt_controller(g, id);
        expect_result(s, got == (unsigned)p, "expected %s controller %s, got %s", label_name, w[1],
                      got < s->nplayers ? s->players[got] : "?");
    } else if (strcmp(what, "counters") == 0 && n == 3 && number(w[2], &a)) {
        int got = cardrt_counter_count(g, id, w[1]);
        expect_result(s, got == a, "expected %s counters %s %d, got %d", label_name, w[1], a, got);
    } else if (strcmp(what, "damage") == 0 && n == 2 && number(w[1], &a)) {
        int got = cardrt_damage_marked(g, id);
        expect_result(s, got == a, "expected %s damage %d, got %d", label_name, a, got);
    } else if (strcmp(what, "loyalty") == 0 && n == 2 && number(w[1], &a)) {
        int got = cardrt_loyalty(g, id);
        expect_result(s, got == a, "expected %s loyalty %d, got %d", label_name, a, got);
    } else if (n == 1 && (strcmp(what, "attacking") == 0 || strcmp(what, "blocking") == 0
                          || strcmp(what, "blocked") == 0 || strcmp(what, "unblocked") == 0
                          || strcmp(what, "out-of-combat") == 0)) {
        bool att = cardrt_is_attacking(g, id), blk = cardrt_is_blocking(g, id);
        bool blocked = cardrt_is_blocked(g, id);
        const char *got = att ? (blocked ? "blocked" : "unblocked")
                        : blk ? "blocking" : "out-of-combat";
        bool ok = strcmp(what, "attacking") == 0 ? att : strcmp(what, got) == 0;
        expect_result(s, ok, "expected %s %s, got %s", label_name, what, got);
    } else {
        sim_error(s, "malformed expect about '%s'", label_name);
    }
}

/* ---- filters in card words ------------------------------------------------------------ */

/* A filter, "creature tokens" or "untapped Soldiers", read by the front end
 * and compiled by the code generator as a noun phrase: the test of the
 * static ability "FILTER get +0/+0." of a card made for it (compiled once
 * a run).  Its words say what objects are, not whose: `controls` says
 * that.  NULL after an error. */
static cardrt_affects_fn filter_test(sim *s, const char *text)
{
    for (unsigned i = 0; i < s->nfilters; i++)
        if (strcmp(s->filters[i].text, text) == 0)
            return s->filters[i].test;
    static const char *const whose[] = { "you", "your", "other", "another", "control", "controls",
                                         "controlled", "own", "owns", "owned", "opponent", "opponents" };
    char words[256];
    snprintf(words, sizeof words, "%s", text);
    for (char *t = strtok(words, " "); t; t = strtok(NULL, " "))
        for (size_t i = 0; i < sizeof whose / sizeof *whose; i++)
            if (strcasecmp(t, whose[i]) == 0) {
                sim_error(s, "a filter says what objects are, not whose ('%s'): controls says whose", t);
                return NULL;
            }
    if (strpbrk(text, ".\"~:") || s->nfilters == MAX_REGISTRIES) {
        sim_error(s, s->nfilters == MAX_REGISTRIES ? "too many filters" : "a filter is a noun phrase: '%s'",
                  text);
        return NULL;
    }
    const char *block = arena_printf(s->a, "Cardsim Filter  {0}  Enchantment\n/ %s get +0/+0.\n", text);
    source_file *src = source_from_string(s->a, arena_printf(s->a, "%s:%u: filter", s->file, s->line),
                                          block, strlen(block));
    front fe = { .a = s->a, .diag = s->diag, .lex = s->lex };
    front_file ff;
    unsigned errors = diag_error_count(s->diag);
    front_source_check(&fe, src, &ff);
    codegen *cg = diag_error_count(s->diag) == errors && ff.cards
                  ? codegen_new(arena_printf(s->a, "filter%u", s->serial++), s->diag) : NULL;
    const cardrt_registry *reg = cg && codegen_card(cg, ff.cards, true) ? codegen_jit(cg, 1) : NULL;
    const cardrt_card_def *d = reg && reg->count == 1 ? reg->cards[0] : NULL;
    const cardrt_static_def *st = d && d->nstatics == 1 && !d->nactivated && !d->ntriggers ? d->statics : NULL;
    if (!st || !st->affects || st->cda || st->condition || st->nchanges != 1
        || st->changes[0].kind != CARDRT_MODIFY_PT) {
        codegen_free(cg);
        sim_error(s, "cannot read '%s' as a filter in card words", text);
        return NULL;
    }
    s->filters[s->nfilters++] = (struct filter){ arena_strdup(s->a, text), st->affects, cg };
    return st->affects;
}

/* expect PLAYER controls N "NAME" / FILTER: permanents PLAYER controls. */
static void expect_controls(sim *s, unsigned p, int want, char **w, unsigned n)
{
    bool by_name = n == 1 && w[0][-1] == '"';      /* a quoted word: a name */
    const char *text = w[0];
    for (unsigned i = 1; i < n; i++)
        text = arena_printf(s->a, "%s %s", text, w[i]);
    cardrt_affects_fn test = by_name ? NULL : filter_test(s, text);
    if (!by_name && !test)
        return;
    int got = 0;
    for (cardrt_id id = 1; id <= (cardrt_id)cardrt_object_count(s->g); id++)
        if (cardrt_zone_of(s->g, id) == CARDRT_BATTLEFIELD && cardrt_controller(s->g, id) == p
            && (by_name ? cardrt_has_name(s->g, id, text) : test(s->g, 0, id)))
            got++;
    const char *q = by_name ? "\"" : "";
    expect_result(s, got == want, "expected %s controls %d %s%s%s, got %d", s->players[p], want, q, text, q,
                  got);
}

static void cmd_expect_player(sim *s, unsigned p, char **w, unsigned n)
{
    cardrt_game *g = s->g;
    const char *name = s->players[p], *what = w[0];
    int v;
    bool over, draw;
    unsigned winner;
    if (n == 2 && number(w[1], &v)) {
        int got;
        if (strcmp(what, "life") == 0)
            got = cardrt_life(g, p);
        else if (strcmp(what, "poison") == 0)
            got = cardrt_poison(g, p);
        else if (strcmp(what, "hand") == 0)
            got = (int)cardrt_zone_size(g, p, CARDRT_HAND);
        else if (strcmp(what, "library") == 0)
            got = (int)cardrt_zone_size(g, p, CARDRT_LIBRARY);
        else if (strcmp(what, "graveyard") == 0)
            got = (int)cardrt_zone_size(g, p, CARDRT_GRAVEYARD);
        else {
            sim_error(s, "malformed expect about '%s'", name);
            return;
        }
        expect_result(s, got == v, "expected %s %s %d, got %d", name, what, v, got);
    } else if (n == 1 && (strcmp(what, "active") == 0 || strcmp(what, "priority") == 0)) {
        unsigned got = what[0] == 'a' ? cardrt_active_player(g) : cardrt_priority_player(g);
        expect_result(s, got == p, "expected %s %s, got %s", name, what,
                      got < s->nplayers ? s->players[got] : "?");
    } else if (n == 3 && strcmp(what, "counters") == 0 && number(w[2], &v)) {
        int got = cardrt_player_counter_count(g, p, w[1]);
        expect_result(s, got == v, "expected %s counters %s %d, got %d", name, w[1], v, got);
    } else if (n == 2 && strcmp(what, "mana") == 0) {
        int want[6];
        if (!parse_pool(w[1], want)) {
            sim_error(s, "malformed mana '%s'", w[1]);
            return;
        }
        static const char *const symbols[] = { "{W}", "{U}", "{B}", "{R}", "{G}", "{C}" };
        char got[128] = "";
        bool same = true;
        for (int k = 0; k < 6; k++) {
            int have = cardrt_mana(g, p, k);
            same &= have == want[k];
            for (int i = 0; i < have && strlen(got) + 4 < sizeof got; i++)
                strcat(got, symbols[k]);
        }
        expect_result(s, same, "expected %s mana %s, got %s", name, w[1], *got ? got : "none");
    } else if (n == 1 && strcmp(what, "loses") == 0) {
        bool lost = cardrt_player_lost(g, p);
        expect_result(s, lost, "expected %s loses, got %s still in the game", name, name);
    } else if (n >= 3 && strcmp(what, "controls") == 0 && number(w[1], &v) && v >= 0) {
        expect_controls(s, p, v, w + 2, n - 2);
    } else if (n == 1 && strcmp(what, "wins") == 0) {
        over = cardrt_game_over(g, &draw, &winner);
        expect_result(s, over && !draw && winner == p, "expected %s wins, got %s", name,
                      !over ? "the game still going" : draw ? "a draw" : "another winner");
    } else {
        sim_error(s, "malformed expect about '%s'", name);
    }
}

static void cmd_expect(sim *s, char **w, unsigned n)
{
    if (n >= 2 && strcmp(w[1], "refused") == 0 && n <= 3) {
        size_t k = 0;
        while (n == 3 && k < sizeof refusal_names / sizeof *refusal_names
               && !(refusal_names[k] && strcmp(refusal_names[k], w[2]) == 0))
            k++;
        if (k == sizeof refusal_names / sizeof *refusal_names) {
            sim_error(s, "unknown reason '%s'", w[2]);
            return;
        }
        if (n == 2)
            expect_result(s, s->refused, "expected the command before to be refused, got it done");
        else
            expect_result(s, s->refused && s->refusal == (cardrt_status)k,
                          "expected the command before to be refused (%s), got %s%s%s", w[2],
                          s->refused ? "refused (" : "it done", s->refused ? refusal_name(s->refusal) : "",
                          s->refused ? ")" : "");
        s->refusal_pending = false;
        return;
    }
    if (!start_game(s))
        return;
    if (n == 3 && strcmp(w[1], "game") == 0 && strcmp(w[2], "draw") == 0) {
        bool draw = false;
        bool over = cardrt_game_over(s->g, &draw, NULL);
        expect_result(s, over && draw, "expected game draw, got %s",
                      !over ? "the game still going" : "a winner");
        return;
    }
    cardrt_step step;
    if (n == 3 && strcmp(w[1], "step") == 0) {
        if (!parse_step(w[2], &step)) {
            sim_error(s, "unknown step '%s'", w[2]);
            return;
        }
        cardrt_step got = cardrt_current_step(s->g);
        expect_result(s, got == step, "expected step %s, got %s", w[2], step_names[got]);
        return;
    }
    int v;
    if (n == 3 && strcmp(w[1], "stack") == 0 && number(w[2], &v)) {
        unsigned got = cardrt_stack_size(s->g);
        expect_result(s, got == (unsigned)v, "expected stack %d, got %u", v, got);
        return;
    }
    if (n < 3) {
        sim_error(s, "malformed expect");
        return;
    }
    int p = player_index(s, w[1]);
    if (p >= 0) {
        cmd_expect_player(s, (unsigned)p, w + 2, n - 2);
        return;
    }
    cardrt_id id = label_id(s, w[1]);
    if (!id) {
        sim_error(s, "no player or label '%s'", w[1]);
        return;
    }
    cmd_expect_object(s, id, w[1], w + 2, n - 2);
}

static void cmd_put(sim *s, cardrt_zone z, char **w, unsigned n)
{
    if (n < 3 || !start_game(s)) {
        sim_error(s, "usage: %s PLAYER \"CARD\" [as LABEL] [tapped]", w[0]);
        return;
    }
    int p = player_index(s, w[1]);
    const cardrt_card_def *d = find_card(s, w[2]);
    if (p < 0 || !d) {
        for (unsigned i = 0; p >= 0 && i < s->nuncompiled; i++)
            if (strcmp(s->uncompiled[i]->name, w[2]) == 0) {
                sim_error(s, "card '%s' is not compiled yet:", w[2]);
                codegen_card(s->uncompiled_cg[i], s->uncompiled[i], true);   /* says why */
                diag_flush(s->diag);
                return;
            }
        sim_error(s, p < 0 ? "no player '%s'" : "no card named '%s' is loaded", p < 0 ? w[1] : w[2]);
        return;
    }
    const char *lab = w[2];
    bool tapped = false;
    for (unsigned i = 3; i < n; i++) {
        if (strcmp(w[i], "as") == 0 && i + 1 < n)
            lab = w[++i];
        else if (strcmp(w[i], "tapped") == 0)
            tapped = true;
        else {
            sim_error(s, "unexpected '%s'", w[i]);
            return;
        }
    }
    cardrt_id id;
    if (cardrt_object_new(s->g, d, (unsigned)p, z, &id) != CARDRT_OK || s->nlabels == MAX_LABELS) {
        sim_error(s, "cannot create '%s'", w[2]);
        return;
    }
    if (tapped)
        cardrt_set_tapped(s->g, id, true);
    s->labels[s->nlabels++] = (label){ arena_strdup(s->a, lab), id };
}

/* start STEP, or start turn N PLAYER STEP: the game begins at STEP (of
 * the first player's first turn) instead of the first main phase; it
 * begins as in a game, its triggered abilities on the stack. */
static void cmd_start(sim *s, char **w, unsigned n)
{
    int turn = 1, p = 0;
    cardrt_step step;
    if (!(n == 2 || (n == 5 && strcmp(w[1], "turn") == 0 && number(w[2], &turn) && turn >= 1
                     && (p = player_index(s, w[3])) >= 0))) {
        sim_error(s, "usage: start [turn N PLAYER] STEP");
        return;
    }
    if (!parse_step(w[n - 1], &step)) {
        sim_error(s, "unknown step '%s'", w[n - 1]);
        return;
    }
    if (!start_game(s))
        return;
    cardrt_status st = cardrt_start_at(s->g, (unsigned)turn, (unsigned)p, step);
    if (st == CARDRT_ETIMING)
        sim_error(s, "start comes before anything is played");
    else if (st != CARDRT_OK)
        sim_error(s, "cannot start at %s: only at upkeep, draw, main, beginning-of-combat, "
                  "declare-attackers, end-of-combat, main2 or end", w[n - 1]);
}

static void cmd_counter(sim *s, char **w, unsigned n)
{
    int k;
    if (n != 4 || !number(w[3], &k) || !start_game(s)) {
        sim_error(s, "usage: counter LABEL|PLAYER KIND N");
        return;
    }
    int p = player_index(s, w[1]);
    cardrt_id id = p < 0 ? label_id(s, w[1]) : 0;
    cardrt_status st = p >= 0 ? cardrt_add_player_counter(s->g, (unsigned)p, w[2], k)
                     : id ? cardrt_add_counter(s->g, id, w[2], k) : CARDRT_EINVAL;
    if (st != CARDRT_OK)
        sim_error(s, "cannot put %s counters on '%s'", w[2], w[1]);
}

static bool run_command(sim *s, char **w, unsigned n);

/* One line: returns true when it opened an inline `card` block. */
static bool run_line(sim *s, char *line)
{
    char *w[MAX_WORDS];
    const char *shown = s->verbose ? arena_strdup(s->a, line) : NULL;
    unsigned n = split(line, w);
    if (n == 0)
        return false;
    diag_limit_restart(s->diag);    /* what a line reports (why a card is not compiled) has its own */
    bool was_refused = s->refused;
    s->refused = false;
    if (s->verbose)
        printf("%4u  %s\n", s->line, shown);
    if (strcmp(w[0], "expect") == 0) {
        s->refused = was_refused;
        cmd_expect(s, w, n);
        s->refused = false;
        return false;
    }
    if (s->refusal_pending) {
        sim_error(s, "the command at line %u was refused", s->refusal_line);
        s->refusal_pending = false;
    }
    if (strcmp(w[0], "choose") != 0)
        s->commands++;
    s->resolving = 0;
    if (!take_creates(s, w, &n))
        return false;
    bool opens_card = run_command(s, w, n);
    end_creates(s);
    return opens_card;
}

/* A command other than `expect`: true when it opened an inline `card` block. */
static bool run_command(sim *s, char **w, unsigned n)
{
    cardrt_zone z;
    if (strcmp(w[0], "cards") == 0 && n == 2) {
        if (s->npreloaded == 0)
            load_cards(s, w[1]);
        else if (s->verbose)
            puts("      (the cards given with --cards stand in for these)");
    } else if (strcmp(w[0], "card") == 0 && n == 1) {
        return true;
    } else if (strcmp(w[0], "player") == 0 && (n == 2 || n == 4)) {
        int life = 20;
        if (s->g || s->nplayers == CARDRT_MAX_PLAYERS
            || (n == 4 && (strcmp(w[2], "life") != 0 || !number(w[3], &life))))
            sim_error(s, "usage: player NAME [life N], before anything else happens");
        else {
            s->life[s->nplayers] = life;
            s->players[s->nplayers++] = arena_strdup(s->a, w[1]);
        }
    } else if (parse_zone(w[0], &z) && z != CARDRT_STACK) {
        cmd_put(s, z, w, n);
    } else if (strcmp(w[0], "counter") == 0) {
        cmd_counter(s, w, n);
    } else if (strcmp(w[0], "start") == 0) {
        cmd_start(s, w, n);
    } else if (strcmp(w[0], "cast") == 0 || strcmp(w[0], "activate") == 0) {
        cmd_play(s, w, n, w[0][0] == 'a');
    } else if (strcmp(w[0], "choose") == 0 && n == 3) {
        int p = player_index(s, w[1]);
        if (p < 0 || s->nanswers[p] == MAX_ANSWERS)
            sim_error(s, "no player '%s'", w[1]);
        else
            s->answers[p][s->nanswers[p]++] = (struct answer){ arena_strdup(s->a, w[2]), s->commands + 1 };
    } else if (strcmp(w[0], "pass") == 0 && n == 1) {
        cardrt_status st = start_game(s) ? cardrt_pass_all(s->g) : CARDRT_OK;
        if (st != CARDRT_OK)
            refused(s, st, w[0]);
    } else if (strcmp(w[0], "pass") == 0 && n == 2) {
        int p = player_index(s, w[1]);
        cardrt_status st = p < 0 || !start_game(s) ? CARDRT_OK : cardrt_pass(s->g, (unsigned)p);
        if (p < 0)
            sim_error(s, "no player '%s'", w[1]);
        else if (st != CARDRT_OK)
            refused(s, st, w[0]);
    } else if (strcmp(w[0], "resolve") == 0 && n == 1) {
        for (int guard = 0; start_game(s) && cardrt_stack_size(s->g) > 0 && guard < 10000; guard++)
            cardrt_resolve_top(s->g);
    } else if (strcmp(w[0], "end") == 0 && n == 2 && strcmp(w[1], "turn") == 0) {
        if (start_game(s))
            cardrt_end_turn(s->g);
    } else if (strcmp(w[0], "advance") == 0 && n == 2) {
        cardrt_step step;
        cardrt_status st;
        if (!parse_step(w[1], &step))
            sim_error(s, "unknown step '%s'", w[1]);
        else if (start_game(s) && (st = cardrt_advance_to(s->g, step)) != CARDRT_OK)
            refused(s, st, w[0]);
    } else if ((strcmp(w[0], "play") == 0 || strcmp(w[0], "suspend") == 0 || strcmp(w[0], "face-up") == 0
                || strcmp(w[0], "foretell") == 0) && n == 3) {
        int p = start_game(s) ? player_index(s, w[1]) : -1;
        cardrt_id id = label_id(s, w[2]);
        cardrt_status st;
        if (p < 0 || !id)
            sim_error(s, "no %s '%s'", p < 0 ? "player" : "label", p < 0 ? w[1] : w[2]);
        else if ((st = w[0][0] == 'p' ? cardrt_play_land(s->g, (unsigned)p, id)
                       : w[0][0] == 's' ? cardrt_suspend(s->g, (unsigned)p, id)
                       : w[0][1] == 'o' ? cardrt_foretell(s->g, (unsigned)p, id)
                                        : cardrt_turn_face_up(s->g, (unsigned)p, id)) != CARDRT_OK)
            refused(s, st, w[0]);
    } else if (strcmp(w[0], "attack") == 0) {
        cmd_attack(s, w, n);
    } else if (strcmp(w[0], "block") == 0) {
        cmd_block(s, w, n);
    } else if (strcmp(w[0], "mana") == 0) {
        cmd_mana(s, w, n);
    } else {
        sim_error(s, "unknown command '%s'", w[0]);
    }
    return false;
}

/* The scenario SRC, named PATH, its relative paths from folder DIR. */
static void run_source(sim *s, const char *path, const source_file *src, char *dir)
{
    s->file = path;
    s->dir = dir;
    for (uint32_t ln = 1; ln <= src->nlines; ln++) {
        size_t len;
        const char *text = source_line_text(src, ln, &len);
        s->line = ln;
        char *line = arena_strndup(s->a, text, len);
        if (!run_line(s, line))
            continue;
        /* An inline card: the block that follows, up to a blank line. */
        uint32_t first = ln + 1, last = first;
        while (last <= src->nlines) {
            source_line_text(src, last, &len);
            if (len == 0)
                break;
            last++;
        }
        if (last == first) {
            sim_error(s, "'card' without a card after it");
            continue;
        }
        uint32_t b = src->line_start[first - 1];
        uint32_t e = last <= src->nlines ? src->line_start[last - 1] : (uint32_t)src->len;
        source_file *inl = source_from_string(s->a, arena_printf(s->a, "%s:%u", path, first),
                                              src->text + b, e - b);
        compile_source(s, inl, true);
        ln = last;
    }
    if (s->refusal_pending) {
        sim_error(s, "the command at line %u was refused", s->refusal_line);
        s->refusal_pending = false;
    }
    for (unsigned i = 0; i < s->npending; i++)
        if (s->pending[i].name) {
            s->line = s->pending[i].line;
            sim_error(s, "no token was created for '%s'", s->pending[i].name);
        }
}

static void run_file(sim *s, const char *path)
{
    const char *why = NULL;
    source_file *src = source_load(s->a, path, &why);
    if (!src) {
        fprintf(stderr, "cardsim: error: cannot read '%s': %s\n", path, why);
        s->errors++;
        return;
    }
    const char *slash = strrchr(path, '/');
    run_source(s, path, src, slash ? arena_strndup(s->a, path, (size_t)(slash - path)) : arena_strdup(s->a, "."));
}

static void reset(sim *s)
{
    cardrt_game_free(s->g);     /* before the code its cards run goes */
    s->g = NULL;
    s->nregs = s->npreloaded;   /* each scenario names its own cards */
    s->nuncompiled = s->npreloaded_uncompiled;
    while (s->ninline_cgs > 0)
        codegen_free(s->inline_cgs[--s->ninline_cgs]);
    while (s->nlibs > s->npreloaded_libs)
        dlclose(s->libs[--s->nlibs]);
    s->nplayers = s->nlabels = s->npending = 0;
    memset(s->nanswers, 0, sizeof s->nanswers);
    s->refused = s->refusal_pending = false;
}

static void usage(FILE *out)
{
    fputs("usage: cardsim [-v] [--cards PATH]... FILE.scn...\n"
          "Plays each scenario and checks its expectations; docs/cardsim.md.\n"
          "  -v            print each command and what happened\n"
          "  --cards PATH  load a card file or a cardc -shared library for every scenario,\n"
          "                in place of the scenarios' own 'cards' lines\n"
          "  --version     the version\n", out);
}

int main(int argc, char **argv)
{
    sim s = { .a = arena_new(), .diag = diag_new(stderr), .lex = lexicon_new() };
    diag_option(s.diag, "-w");  /* card files' wording warnings are cardc's business */
    diag_option(s.diag, "-ferror-limit=0");    /* every scenario says why it fails */
    int i = 1, status = 0;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            goto out;
        } else if (strcmp(argv[i], "--version") == 0) {
            printf("cardsim %s\n", CARDC_VERSION);
            goto out;
        } else if (strcmp(argv[i], "-v") == 0) {
            s.verbose = true;
        } else if (strcmp(argv[i], "--cards") == 0 && i + 1 < argc) {
            s.file = "--cards";
            s.dir = arena_strdup(s.a, ".");
            load_cards(&s, argv[++i]);
            s.npreloaded = s.nregs;
            s.npreloaded_uncompiled = s.nuncompiled;
            s.npreloaded_libs = s.nlibs;
        } else {
            fprintf(stderr, "cardsim: error: unknown option '%s'\n", argv[i]);
            usage(stderr);
            status = 2;
            goto out;
        }
    }
    if (i == argc) {
        usage(stderr);
        status = 2;
        goto out;
    }
    if (s.errors) {             /* --cards that could not be loaded */
        status = 1;
        goto out;
    }
    for (; i < argc; i++) {
        if (s.verbose)
            printf("%s\n", argv[i]);
        run_file(&s, argv[i]);
        reset(&s);
    }
    printf("%u passed, %u failed\n", s.passed, s.failed);
    status = s.failed || s.errors ? 1 : 0;
out:
    diag_finish(s.diag);
    for (unsigned k = 0; k < s.ncgs; k++)
        codegen_free(s.cgs[k]);
    for (unsigned k = 0; k < s.nfilters; k++)
        codegen_free(s.filters[k].cg);
    for (unsigned k = 0; k < s.nlibs; k++)
        dlclose(s.libs[k]);
    lexicon_free(s.lex);
    diag_free(s.diag);
    arena_free(s.a);
    return status;
}
