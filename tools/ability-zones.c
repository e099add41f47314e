/* ability-zones.c — the activated abilities of a `cardc -shared` library
 * whose cost or text names the card in its owner's hand or graveyard
 * ("Discard ~", "Exile ~ from your graveyard", "Return ~ from your graveyard
 * to the battlefield", "Activate only if ~ is in your graveyard") but that
 * work from the battlefield, where such an ability can never be activated
 * (CR 113.6 of the current rules); and the triggered abilities whose text
 * does so while their event (up to the first comma) is not about the card
 * or what it is attached to, but that trigger from the battlefield.  Prints
 * each one and, last, how many faces have one.
 *
 *   build/ability-zones LIBRARY.so MODULE   (MODULE: the library's base name;
 *                                            make builds it, docs/coverage.md)
 */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "cardrt.h"

/* Does TEXT say NAME (or its part before a comma, or "this card") is in,
 * or comes from, its owner's hand or graveyard? */
static int names_zone(const char *text, const char *name)
{
    static const char *const tails[] = { " from your hand", " from your graveyard",
                                         " is in your hand", " is in your graveyard" };
    const struct {
        const char *s;
        size_t n;
    } self[] = { { name, strlen(name) }, { name, strcspn(name, ",") }, { "this card", 9 } };
    for (const char *p = text; *p; p++)
        for (int i = 0; i < 3; i++)
            for (int t = 0; t < 4 && strncmp(p, self[i].s, self[i].n) == 0; t++)
                if (strncmp(p + self[i].n, tails[t], strlen(tails[t])) == 0)
                    return 1;
    return 0;
}

/* Is the event of trigger TEXT (up to its first comma) about the card NAME
 * ("When ~ dies") or what it is attached to ("enchanted creature")? */
static int event_about(const char *text, const char *name)
{
    char event[512];
    snprintf(event, sizeof event, "%.*s", (int)strcspn(text, ","), text);
    char self[256];
    snprintf(self, sizeof self, "%.*s", (int)strcspn(name, ","), name);
    return strstr(event, self) || strstr(event, "this ") || strstr(event, "enchanted ")
           || strstr(event, "equipped ");
}

int main(int argc, char **argv)
{
    if (argc != 2 && argc != 3) {
        fprintf(stderr, "usage: ability-zones LIBRARY.so [REGISTRY]  (default: cardc_registry)\n");
        return 2;
    }
    void *lib = dlopen(argv[1], RTLD_NOW);
    const cardrt_registry *reg = lib ? dlsym(lib, argc == 3 ? argv[2] : "cardc_registry") : NULL;
    if (!reg || reg->abi != cardrt_abi_version()) {
        fprintf(stderr, "ability-zones: %s\n", !lib ? dlerror() : !reg ? "no registry of that name"
                                                : "compiled for another runtime");
        return 1;
    }
    unsigned faces = 0;
    for (unsigned i = 0; i < reg->count; i++) {
        const cardrt_card_def *c = reg->cards[i];
        int found = 0;
        for (unsigned a = 0; a < c->nactivated; a++) {
            const cardrt_activated_def *ab = &c->activated[a];
            unsigned zones = ab->zones ? ab->zones : CARDRT_IN(CARDRT_BATTLEFIELD);
            int self = names_zone(ab->text, c->name);
            for (unsigned k = 0; k < ab->ncosts; k++)
                self |= ab->costs[k].kind == CARDRT_COST_DISCARD_SELF;
            if (self && (zones & CARDRT_IN(CARDRT_BATTLEFIELD))) {
                printf("%s: %s\n", c->name, ab->text);
                found = 1;
            }
        }
        for (unsigned t = 0; t < c->ntriggers; t++) {
            const cardrt_trigger_def *tr = &c->triggers[t];
            if (!tr->zones && names_zone(tr->text, c->name) && !event_about(tr->text, c->name)) {
                printf("%s: %s\n", c->name, tr->text);
                found = 1;
            }
        }
        faces += found;
    }
    printf("%u faces\n", faces);
    return 0;
}
