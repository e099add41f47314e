/* cardsim.c — the scenario runner: plays compiled cards by the rules and
 * checks what happens (docs/cardsim.md).
 *
 *   cardsim [-v] [--cards PATH]... FILE.scn...
 *
 * Card files named by a scenario (or by --cards, for every scenario) are
 * compiled in process (codegen_jit) or, for a .so made by `cardc -shared`,
 * loaded with dlopen.  Each `expect` counts once; the run ends with "N
 * passed, N failed".  -v prints each command and, through the runtime's
 * observer, every event it caused.
 *
 * This file reads scenarios: their words, the card files and libraries
 * they name, the set-up commands, and the program's options; play.c plays
 * them and checks their expectations (sim.h). */
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

#include "parser.h"
#include "sim.h"

void sim_error(sim *s, const char *fmt, ...)
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

void expect_result(sim *s, bool ok, const char *fmt, ...)
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

bool number(const char *w, int *v)
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
bool pt_pair(const char *w, int *p, int *t)
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
    unsigned nfaces = 0;            /* the faces a link line may name: the file's */
    for (const card *c = ff.cards; c; c = c->next)
        nfaces++;
    card **faces = arena_alloc(s->a, (nfaces ? nfaces : 1) * sizeof *faces);
    nfaces = 0;
    for (card *c = ff.cards; c; c = c->next)
        faces[nfaces++] = c;
    front_link_faces(&fe, faces, nfaces);
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

int player_index(const sim *s, const char *name)
{
    for (unsigned i = 0; i < s->nplayers; i++)
        if (strcmp(s->players[i], name) == 0)
            return (int)i;
    return -1;
}

cardrt_id label_id(const sim *s, const char *name)
{
    for (unsigned i = s->nlabels; i-- > 0;)
        if (strcmp(s->labels[i].name, name) == 0)
            return s->labels[i].id;
    return 0;
}

const char *zone_name(cardrt_zone z)
{
    static const char *const names[] = { "library", "hand", "battlefield", "graveyard",
                                         "stack", "exile", "nowhere", "command", "sideboard",
                                         "phased-out" };
    return z <= CARDRT_PHASED_OUT ? names[z] : "?";
}

const char *const step_names[] = {
    "untap", "upkeep", "draw", "main", "beginning-of-combat", "declare-attackers",
    "declare-blockers", "combat-damage", "end-of-combat", "main2", "end", "cleanup",
};

/* A zone's name: those of the game, "sideboard", the cards a player owns
 * outside the game (CARDRT_OUTSIDE, CR 400.11), and "phased-out", a
 * permanent phased out (CARDRT_PHASED_OUT, CR 702.26). */
bool parse_zone(const char *w, cardrt_zone *z)
{
    static const char *const names[] = { "library", "hand", "battlefield", "graveyard",
                                         "stack", "exile" };
    for (int i = 0; i < 6; i++)
        if (strcmp(w, names[i]) == 0) {
            *z = (cardrt_zone)i;
            return true;
        }
    if (strcmp(w, "sideboard") == 0) {
        *z = CARDRT_OUTSIDE;
        return true;
    }
    if (strcmp(w, "phased-out") == 0) {
        *z = CARDRT_PHASED_OUT;
        return true;
    }
    return false;
}

bool parse_step(const char *w, cardrt_step *step)
{
    for (size_t i = 0; i < sizeof step_names / sizeof *step_names; i++)
        if (strcmp(w, step_names[i]) == 0) {
            *step = (cardrt_step)i;
            return true;
        }
    return false;
}

bool parse_keyword(const char *w, cardrt_keyword *k)
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
        "blocked-by-one", "may-exert",
    };
    _Static_assert(sizeof names / sizeof *names == CARDRT_KW_COUNT, "a name for every keyword");
    for (int i = 0; i < CARDRT_KW_COUNT; i++)
        if (strcmp(w, names[i]) == 0) {
            *k = (cardrt_keyword)i;
            return true;
        }
    return false;
}

unsigned parse_colors(const char *w)
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
                                          "instant", "sorcery", "planeswalker", "kindred" };

/* A card type, in any case: its CARDRT_* bit, or 0. */
unsigned parse_type(const char *w)
{
    for (int i = 0; i < (int)(sizeof type_names / sizeof *type_names); i++)
        if (strcasecmp(w, type_names[i]) == 0)
            return 1u << i;
    return strcasecmp(w, "tribal") == 0 ? CARDRT_KINDRED : 0;
}

/* Is W ("Elf", "zombie") a subtype of the front end's lexicon? */
bool known_subtype(const sim *s, const char *w)
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
const char *types_text(sim *s, unsigned bits)
{
    const char *text = "";
    for (int i = 0; i < (int)(sizeof type_names / sizeof *type_names); i++)
        if (bits & (1u << i))
            text = arena_printf(s->a, "%s%s%s", text, *text ? " " : "", type_names[i]);
    return *text ? text : "no type";
}

static void cmd_put(sim *s, cardrt_zone z, char **w, unsigned n)
{
    if ((n < 3 && !(n == 2 && z == CARDRT_LIBRARY)) || !start_game(s)) {
        sim_error(s, "usage: %s PLAYER \"CARD\" [as LABEL] [tapped|untapped]", w[0]);
        return;
    }
    int p = player_index(s, w[1]);
    if (p >= 0 && z == CARDRT_LIBRARY)      /* a library set up: drawing from it empty loses */
        cardrt_set_draw_loss(s->g, (unsigned)p, true);
    if (n == 2) {                           /* `library PLAYER`: set up, empty */
        if (p < 0)
            sim_error(s, "no player '%s'", w[1]);
        return;
    }
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
    bool tapped = false, untapped = false;
    for (unsigned i = 3; i < n; i++) {
        if (strcmp(w[i], "as") == 0 && i + 1 < n)
            lab = w[++i];
        else if (strcmp(w[i], "tapped") == 0 && !untapped && z != CARDRT_OUTSIDE)
            tapped = true;
        else if (strcmp(w[i], "untapped") == 0 && !tapped && z == CARDRT_BATTLEFIELD)
            untapped = true;    /* though it "enters tapped" (XMage's tests set up so) */
        else {
            sim_error(s, "unexpected '%s'", w[i]);
            return;
        }
    }
    cardrt_id id;
    cardrt_status st = z == CARDRT_OUTSIDE ? cardrt_outside_new(s->g, d, (unsigned)p, &id)
                                           : cardrt_object_new(s->g, d, (unsigned)p, z, &id);
    if (st != CARDRT_OK || s->nlabels == MAX_LABELS) {
        sim_error(s, "cannot create '%s'", w[2]);
        return;
    }
    if (tapped || untapped)
        cardrt_set_tapped(s->g, id, tapped);
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

/* begin: the game begins; the cards the players' opening hands let begin
 * it on the battlefield go there, as each player chooses (CR 103.6). */
static void cmd_begin(sim *s, unsigned n)
{
    if (n != 1) {
        sim_error(s, "usage: begin");
        return;
    }
    if (!start_game(s))
        return;
    if (cardrt_begin_game(s->g) == CARDRT_ETIMING)
        sim_error(s, "begin comes before anything is played");
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

/* How the commands the dispatcher below takes by their number of words
 * are written: a known command with the wrong words is told its form, not
 * that it is unknown. */
static const char *command_usage(const char *cmd)
{
    static const struct { const char *cmd, *usage; } forms[] = {
        {"cards", "cards PATH"},
        {"card", "card (the card block follows on the next lines)"},
        {"pass", "pass [PLAYER]"},
        {"resolve", "resolve"},
        {"end", "end turn"},
        {"advance", "advance STEP"},
        {"play", "play PLAYER LABEL"},
        {"suspend", "suspend PLAYER LABEL"},
        {"face-up", "face-up PLAYER LABEL"},
        {"foretell", "foretell PLAYER LABEL"},
    };
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++)
        if (strcmp(cmd, forms[i].cmd) == 0)
            return forms[i].usage;
    return NULL;
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
    } else if (parse_zone(w[0], &z) && z != CARDRT_STACK && z != CARDRT_PHASED_OUT) {
        cmd_put(s, z, w, n);
    } else if (strcmp(w[0], "counter") == 0) {
        cmd_counter(s, w, n);
    } else if (strcmp(w[0], "commander") == 0) {
        cardrt_id id = n == 2 && start_game(s) ? label_id(s, w[1]) : 0;
        if (!id || cardrt_set_commander(s->g, id) != CARDRT_OK)
            sim_error(s, "usage: commander LABEL (a card)");
    } else if (strcmp(w[0], "start") == 0) {
        cmd_start(s, w, n);
    } else if (strcmp(w[0], "begin") == 0) {
        cmd_begin(s, n);
    } else if (strcmp(w[0], "cast") == 0 || strcmp(w[0], "activate") == 0) {
        cmd_play(s, w, n, w[0][0] == 'a');
    } else if (strcmp(w[0], "choose") == 0
               && (n == 3 || (n > 3 && (strcmp(w[2], "order") == 0 || strcmp(w[2], "divide") == 0)))) {
        int p = player_index(s, w[1]);
        const char *text = w[2];
        for (unsigned i = 3; i < n; i++)        /* choose PLAYER order|divide ...: one answer */
            text = arena_printf(s->a, "%s %s", text, w[i]);
        if (p < 0 || s->nanswers[p] == MAX_ANSWERS)
            sim_error(s, "no player '%s'", w[1]);
        else
            s->answers[p][s->nanswers[p]++] = (struct answer){ arena_strdup(s->a, text), s->commands + 1 };
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
    } else if (strcmp(w[0], "flip") == 0) {
        bool won = n == 2 && strcmp(w[1], "won") == 0;
        if ((n != 2 || (!won && strcmp(w[1], "lost") != 0)))
            sim_error(s, "usage: flip won|lost");
        else if (start_game(s) && cardrt_queue_flip(s->g, won) != CARDRT_OK)
            sim_error(s, "more than %d coin flips queued", CARDRT_MAX_FLIPS);
    } else if (strcmp(w[0], "roll") == 0) {
        int result;
        if (n != 2 || !number(w[1], &result) || result < 1)
            sim_error(s, "usage: roll N (the next die rolled shows N, at least 1)");
        else if (start_game(s) && cardrt_queue_roll(s->g, result) != CARDRT_OK)
            sim_error(s, "more than %d die rolls queued", CARDRT_MAX_ROLLS);
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
        const char *usage = command_usage(w[0]);
        if (usage)
            sim_error(s, "usage: %s", usage);
        else
            sim_error(s, "unknown command '%s'", w[0]);
    }
    return false;
}

/* The end of the block of lines that starts at FIRST: its first blank
 * line, or one past the last line. */
static uint32_t block_end(const source_file *src, uint32_t first)
{
    uint32_t last = first;
    size_t len;
    while (last <= src->nlines && (source_line_text(src, last, &len), len > 0))
        last++;
    return last;
}

/* Whether line LN of SRC says `card` alone. */
static bool is_card_line(const source_file *src, uint32_t ln)
{
    size_t len;
    const char *t = source_line_text(src, ln, &len);
    while (len > 0 && isspace((unsigned char)*t))
        t++, len--;
    while (len > 0 && isspace((unsigned char)t[len - 1]))
        len--;
    return len == 4 && memcmp(t, "card", 4) == 0;
}

/* The inline cards of SRC from the `card` line LN on: its block, up to a
 * blank line, and the blocks of the `card` lines that follow it with only
 * blank lines and comments between, compiled together (so that a face's
 * "// transform NAME" finds the next block's face), as one source named
 * PATH whose other lines are empty, so that its diagnostics give the
 * scenario's own line numbers.  Returns the last line read. */
static uint32_t inline_cards(sim *s, const char *path, const source_file *src, uint32_t ln)
{
    char *text = arena_alloc(s->a, src->len + 2);
    size_t n = 0;
    uint32_t next = ln + 1, last = ln;
    for (uint32_t i = 1; i <= ln; i++)
        text[n++] = '\n';
    for (;;) {
        uint32_t end = block_end(src, next);
        if (end == next) {
            s->line = next - 1;
            sim_error(s, "'card' without a card after it");
            break;
        }
        uint32_t b = src->line_start[next - 1];
        uint32_t e = end <= src->nlines ? src->line_start[end - 1] : (uint32_t)src->len;
        memcpy(text + n, src->text + b, e - b);
        n += e - b;
        if (e == src->len && src->text[e - 1] != '\n')
            text[n++] = '\n';
        last = end;
        uint32_t k = end;       /* past blank lines and comments, another `card`? */
        size_t len;
        const char *t;
        while (k <= src->nlines && ((t = source_line_text(src, k, &len)), len == 0 || *t == '#'))
            k++;
        if (k > src->nlines || !is_card_line(src, k))
            break;
        for (uint32_t i = end; i <= k; i++)
            text[n++] = '\n';
        next = k + 1;
    }
    if (last > ln)
        compile_source(s, source_from_string(s->a, path, text, n), true);
    return last;
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
        ln = inline_cards(s, path, src, ln);
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
    free(s.filters);
    for (unsigned k = 0; k < s.nlibs; k++)
        dlclose(s.libs[k]);
    lexicon_free(s.lex);
    diag_free(s.diag);
    arena_free(s.a);
    return status;
}
