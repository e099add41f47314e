/* play.h — random actions on games of compiled cards, with the game's
 * invariants checked after each (the runtime fuzz target and the soak test;
 * docs/testing.md).
 *
 * A game is made from the cards of a registry; then each action is one
 * call of libcardrt's API, legal or not (casts, activations, passes,
 * combat, damage, zone moves, counters, clones...), and the choices the
 * runtime asks are answered at random, sometimes impossibly.  After each
 * action: no object is in two places (a spell on the stack is a stack item
 * and only one; attackers, blockers and attachments are on the
 * battlefield), every card of every player is still somewhere, counters,
 * damage and mana are in range, and every choice offered was well formed.
 * A broken invariant is printed and the program aborts. */
#ifndef CARDC_PLAY_H
#define CARDC_PLAY_H

#include <stddef.h>
#include <stdint.h>

#include "cardrt.h"

/* Where the randomness comes from: the bytes of a fuzzer's input (then
 * zeros once they run out), or a PRNG when DATA is NULL. */
typedef struct play_rand {
    const uint8_t *data;
    size_t size, pos;
    uint64_t state;
} play_rand;

typedef struct play_stats {
    unsigned long games, actions, accepted, choices;
    unsigned long targets;      /* targets judged: candidates offered, and those of accepted casts */
} play_stats;

/* One game of up to MAX_ACTIONS actions (fewer once the game is over or
 * the bytes run out). */
void play_game(const cardrt_registry *reg, play_rand *r, unsigned long max_actions, play_stats *st);

#endif
