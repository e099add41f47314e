/* soak.c — the soak test: N random actions (casts, activations, choices,
 * passes, combat, state-based actions...) on games of the shipped cards,
 * game after game, the invariants checked after each (play.h).
 *
 *   soak [ACTIONS [SEED]]       (default 1000000 actions, seed 1) */
#include <stdio.h>
#include <stdlib.h>

#include "play.h"

extern const cardrt_registry cardc_registry;

int main(int argc, char **argv)
{
    unsigned long actions = argc > 1 ? strtoul(argv[1], NULL, 10) : 1000000;
    play_rand r = { .state = argc > 2 ? strtoull(argv[2], NULL, 10) : 1 };
    play_stats st = { 0 };
    if (cardc_registry.abi != CARDRT_ABI_VERSION || cardc_registry.count == 0) {
        fputs("soak: no cards compiled for this runtime\n", stderr);
        return 1;
    }
    while (st.actions < actions)
        play_game(&cardc_registry, &r, actions - st.actions < 2000 ? actions - st.actions : 2000, &st);
    printf("soak: %lu actions (%lu accepted) and %lu choices (%lu targets judged) in %lu games of %u cards: "
           "invariants held\n", st.actions, st.accepted, st.choices, st.targets, st.games, cardc_registry.count);
    return 0;
}
