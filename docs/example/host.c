/* host.c — a host that loads card libraries made by `cardc -shared` with
 * dlopen and needs nothing else: it is not linked with libcardrt (cardrt.h
 * gives it the types only), and it finds each library's cards by the
 * registry's fixed symbol, whatever the library's file is called.  Ann casts
 * Lightning Bolt at Bob's Gray Ogre (docs/runtime.md, "Loading a card
 * library"; `make check` builds and runs it).
 *
 *   cardc -shared -o cards.so cards/rules-examples.cards
 *   cc -I/usr/local/include -o host docs/example/host.c -ldl
 *   ./host ./cards.so
 *
 * Usage: host [-r NAME] LIBRARY...  The cards are looked for in the registry
 * of every library, in order (NAME: the registry's symbol, as given to
 * cardc -fregistry-name; cardc_registry by default); the runtime's
 * functions are the first library's.  A library linked with libcardrt.so
 * needs libcardrt installed or on LD_LIBRARY_PATH; one linked with
 * -static-runtime holds the runtime itself. */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include <cardrt.h>

/* The runtime's functions, from the library (dlsym). */
static struct {
    unsigned (*abi_version)(void);
    const cardrt_card_def *(*registry_find)(const cardrt_registry *, const char *);
    cardrt_game *(*game_new)(unsigned, int, uint64_t);
    void (*game_free)(cardrt_game *);
    void (*set_observer)(cardrt_game *, cardrt_observer, void *);
    cardrt_status (*object_new)(cardrt_game *, const cardrt_card_def *, unsigned, cardrt_zone, cardrt_id *);
    cardrt_status (*cast)(cardrt_game *, unsigned, cardrt_id, const cardrt_ref *, unsigned *);
    cardrt_status (*pass_all)(cardrt_game *);
    cardrt_zone (*zone_of)(const cardrt_game *, cardrt_id);
    const char *(*name)(const cardrt_game *, cardrt_id);
    const char *(*strerror)(cardrt_status);
} rt;

static bool load_runtime(void *lib)
{
    static const char *const names[] = {
        "cardrt_abi_version", "cardrt_registry_find", "cardrt_game_new", "cardrt_game_free",
        "cardrt_set_observer", "cardrt_object_new", "cardrt_cast", "cardrt_pass_all",
        "cardrt_zone_of", "cardrt_name", "cardrt_strerror",
    };
    void **fn[] = {
        (void **)&rt.abi_version, (void **)&rt.registry_find, (void **)&rt.game_new,
        (void **)&rt.game_free, (void **)&rt.set_observer, (void **)&rt.object_new,
        (void **)&rt.cast, (void **)&rt.pass_all, (void **)&rt.zone_of, (void **)&rt.name,
        (void **)&rt.strerror,
    };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (!(*fn[i] = dlsym(lib, names[i]))) {   /* POSIX: a function's address as a void * */
            fprintf(stderr, "host: %s\n", dlerror());
            return false;
        }
    return true;
}

static void tell(void *user, const cardrt_game *g, const cardrt_event *ev)
{
    (void)user;
    if (ev->kind == CARDRT_EV_DAMAGE)
        printf("%s deals %d damage to %s\n", rt.name(g, ev->source), ev->amount,
               ev->target.kind == CARDRT_REF_OBJECT ? rt.name(g, ev->target.id) : "a player");
}

int main(int argc, char **argv)
{
    enum { MAX_LIBS = 8 };
    const char *symbol = "cardc_registry";
    int first = 1;
    if (argc > 2 && strcmp(argv[1], "-r") == 0) {
        symbol = argv[2];
        first = 3;
    }
    if (first >= argc || argc - first > MAX_LIBS) {
        fprintf(stderr, "usage: host [-r NAME] LIBRARY...\n");
        return 2;
    }
    const cardrt_registry *regs[MAX_LIBS];
    int nregs = 0;
    for (int i = first; i < argc; i++) {
        /* RTLD_LOCAL: every library's symbols stay its own, so each can
         * have a registry of the same name. */
        void *lib = dlopen(argv[i], RTLD_NOW | RTLD_LOCAL);
        if (!lib || (i == first && !load_runtime(lib))) {
            fprintf(stderr, "host: %s\n", lib ? "no runtime in the library" : dlerror());
            return 1;
        }
        const cardrt_registry *reg = dlsym(lib, symbol);
        if (!reg || reg->abi != rt.abi_version()) {
            fprintf(stderr, "host: %s: no registry '%s' for this runtime\n", argv[i], symbol);
            return 1;
        }
        regs[nregs++] = reg;
    }
    const cardrt_card_def *bolt = NULL, *ogre = NULL;
    for (int i = 0; i < nregs; i++) {
        bolt = bolt ? bolt : rt.registry_find(regs[i], "Lightning Bolt");
        ogre = ogre ? ogre : rt.registry_find(regs[i], "Gray Ogre");
    }
    cardrt_game *g = bolt && ogre ? rt.game_new(2, 20, 1) : NULL;
    if (!g) {
        fprintf(stderr, "host: no Lightning Bolt or Gray Ogre, or out of memory\n");
        return 1;
    }
    rt.set_observer(g, tell, NULL);
    cardrt_id target_id, spell;
    rt.object_new(g, ogre, 1, CARDRT_BATTLEFIELD, &target_id);     /* Bob's */
    rt.object_new(g, bolt, 0, CARDRT_HAND, &spell);                 /* Ann's */
    cardrt_ref target = { CARDRT_REF_OBJECT, target_id };
    unsigned ntargets = 1;
    cardrt_status st = rt.cast(g, 0, spell, &target, &ntargets);
    if (st == CARDRT_OK)
        st = rt.pass_all(g);    /* both players pass: Lightning Bolt resolves */
    if (st != CARDRT_OK) {
        fprintf(stderr, "host: %s\n", rt.strerror(st));
        rt.game_free(g);
        return 1;
    }
    printf("Bob's Gray Ogre is %s\n",
           rt.zone_of(g, target_id) == CARDRT_GRAVEYARD ? "in the graveyard" : "still there");
    rt.game_free(g);
    return 0;
}
