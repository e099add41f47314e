/* bench_runtime.c — libcardrt's speed: cast-and-resolve throughput of a
 * one-target damage spell, recomputing characteristics through the layers
 * for N permanents under E continuous effects, cloning a game, a full turn
 * cycle (cardrt_end_turn) and a combat with a few attackers and blockers;
 * then the worst case of dependency, E effects in one layer that each
 * change what the others apply to.  Run by `make bench-runtime`; the
 * figures go in docs/bench.md. */
#include <stdio.h>
#include <time.h>

#include "cardrt.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static bool any_creature(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)src;
    return t->kind == CARDRT_REF_OBJECT && (cardrt_types(g, t->id) & CARDRT_CREATURE);
}

static void shock(cardrt_ctx *ctx)
{
    cardrt_ref t;
    if (cardrt_ctx_target(ctx, 0, 0, &t))
        cardrt_deal_damage(cardrt_ctx_game(ctx), cardrt_ctx_source(ctx), t, 1);
}

static const cardrt_target_spec one_creature[] = {
    { .text = "creature", .min = 1, .max = 1, .legal = any_creature },
};
static const cardrt_card_def PING = {
    .name = "Ping", .colors = CARDRT_RED, .types = CARDRT_INSTANT,
    .targets = one_creature, .ntargets = 1, .resolve = shock,
};
static const cardrt_card_def WALL = {
    .name = "Wall", .types = CARDRT_CREATURE, .has_pt = true, .power = 0, .toughness = 1000000,
};

static bool white_creature(const cardrt_game *g, cardrt_id src, cardrt_id obj)
{
    (void)src;
    return (cardrt_types(g, obj) & CARDRT_CREATURE) && (cardrt_colors(g, obj) & CARDRT_WHITE);
}
static const cardrt_change plus_one[] = { { .kind = CARDRT_MODIFY_PT, .power = 1, .toughness = 1 } };
static const cardrt_static_def anthem_static[] = {
    { .affects = white_creature, .changes = plus_one, .nchanges = 1 },
};
static const cardrt_card_def ANTHEM = {
    .name = "Anthem", .types = CARDRT_ENCHANTMENT, .statics = anthem_static, .nstatics = 1,
};
static const cardrt_card_def KNIGHT = {
    .name = "Knight", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE,
    .has_pt = true, .power = 2, .toughness = 2,
};

/* "Creatures with power 2 or less get +1/+0": each changes what the others
 * apply to, so the layer tries every pair (CR 418.5, later rules 613.8). */
static bool small_creature(const cardrt_game *g, cardrt_id src, cardrt_id obj)
{
    (void)src;
    int p = 0, t = 0;
    return (cardrt_types(g, obj) & CARDRT_CREATURE) && cardrt_pt(g, obj, &p, &t) == CARDRT_OK && p <= 2;
}
static const cardrt_change plus_one_zero[] = { { .kind = CARDRT_MODIFY_PT, .power = 1, .toughness = 0 } };
static const cardrt_static_def small_static[] = { { small_creature, plus_one_zero, 1, false, NULL } };
static const cardrt_card_def BANNER = {
    .name = "Banner", .types = CARDRT_ENCHANTMENT, .statics = small_static, .nstatics = 1,
};

static void bench_cast(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id wall = 0;
    cardrt_object_new(g, &WALL, 1, CARDRT_BATTLEFIELD, &wall);
    enum { N = 200000 };
    cardrt_id spells[64];
    for (int i = 0; i < 64; i++)
        cardrt_object_new(g, &PING, 0, CARDRT_HAND, &spells[i]);
    cardrt_ref t = { CARDRT_REF_OBJECT, wall };
    unsigned n = 1;
    double t0 = now();
    for (int i = 0; i < N; i++) {
        cardrt_id s = spells[i % 64];
        cardrt_move(g, s, CARDRT_HAND);
        cardrt_cast(g, 0, s, &t, &n);
        cardrt_resolve_top(g);
    }
    double dt = now() - t0;
    printf("cast and resolve a one-target damage spell: %.0f per second (%d in %.3f s)\n",
           N / dt, N, dt);
    cardrt_game_free(g);
}

/* N permanents (white creatures) under E static effects (EFFECT). */
static cardrt_game *board(int permanents, int effects, const cardrt_card_def *effect)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    for (int i = 0; i < permanents; i++)
        cardrt_object_new(g, &KNIGHT, (unsigned)(i & 1), CARDRT_BATTLEFIELD, NULL);
    for (int i = 0; i < effects; i++)
        cardrt_object_new(g, effect, 0, CARDRT_BATTLEFIELD, NULL);
    return g;
}

/* Microseconds per recomputation of G's characteristics, over REPS. */
static double recompute(cardrt_game *g, int reps)
{
    int pw, tg;
    double t0 = now();
    for (int r = 0; r < reps; r++) {
        cardrt_set_tapped(g, 1, r & 1);     /* any change: recompute on next query */
        cardrt_pt(g, 1, &pw, &tg);
    }
    return (now() - t0) / reps * 1e6;
}

static void bench_layers(void)
{
    static const int perms[] = { 10, 100, 1000 }, effs[] = { 1, 10, 20, 100 };
    printf("recompute characteristics (microseconds per full recomputation):\n");
    printf("  permanents  effects  recompute  clone\n");
    for (int p = 0; p < 3; p++)
        for (int e = 0; e < 4; e++) {
            cardrt_game *g = board(perms[p], effs[e], &ANTHEM);
            int reps = perms[p] * effs[e] > 20000 ? 20 : 400;
            double rec = recompute(g, reps);
            double t0 = now();
            for (int r = 0; r < reps; r++)
                cardrt_game_free(cardrt_game_clone(g));
            double cl = (now() - t0) / reps * 1e6;
            printf("  %10d  %7d  %9.1f  %5.1f\n", perms[p], effs[e], rec, cl);
            cardrt_game_free(g);
        }
    printf("effects that each change what the others apply to (microseconds):\n");
    printf("  permanents  effects  recompute\n");
    static const int dperms[] = { 10, 100 }, deffs[] = { 2, 10, 20 };
    for (int p = 0; p < 2; p++)
        for (int e = 0; e < 3; e++) {
            cardrt_game *g = board(dperms[p], deffs[e], &BANNER);
            printf("  %10d  %7d  %9.1f\n", dperms[p], deffs[e], recompute(g, 100));
            cardrt_game_free(g);
        }
}

/* Tough creatures, so that every combat can be fought again. */
static const cardrt_card_def BRUTE = {
    .name = "Brute", .colors = CARDRT_RED, .types = CARDRT_CREATURE, .has_pt = true,
    .power = 2, .toughness = 1000, .keywords = CARDRT_KW(CARDRT_KW_FIRST_STRIKE),
};

static bool your_upkeep(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_STEP && ev->step == CARDRT_STEP_UPKEEP
           && ev->player == cardrt_controller(g, self);
}
static void gain_one(cardrt_ctx *ctx)
{
    cardrt_gain_life(cardrt_ctx_game(ctx), cardrt_ctx_controller(ctx), 1);
}
static const cardrt_trigger_def upkeep_gain[] = {
    { .text = "At the beginning of your upkeep, you gain 1 life.", .matches = your_upkeep,
      .effect = gain_one },
};
static const cardrt_card_def SHRINE = {
    .name = "Shrine", .types = CARDRT_ENCHANTMENT, .triggers = upkeep_gain, .ntriggers = 1,
};

/* Each player: 10 creatures (tapped, to untap), an upkeep trigger, a
 * library to draw from. */
static void bench_turns(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    for (unsigned p = 0; p < 2; p++) {
        for (int i = 0; i < 10; i++) {
            cardrt_id id;
            cardrt_object_new(g, &KNIGHT, p, CARDRT_BATTLEFIELD, &id);
            cardrt_set_tapped(g, id, true);
        }
        cardrt_object_new(g, &SHRINE, p, CARDRT_BATTLEFIELD, NULL);
        for (int i = 0; i < 1000; i++)
            cardrt_object_new(g, &PING, p, CARDRT_LIBRARY, NULL);
    }
    enum { N = 2000 };
    double t0 = now();
    for (int i = 0; i < N; i++)
        cardrt_end_turn(g);
    double dt = now() - t0;
    printf("full turn cycle (cardrt_end_turn, 2071 objects, an upkeep trigger): %.0f per second "
           "(%d in %.3f s)\n", N / dt, N, dt);
    cardrt_game_free(g);
}

/* Four first strikers attack, three block (two on one attacker); both
 * combat damage steps, then the turn goes round to the attacker again. */
static void bench_combat(void)
{
    cardrt_game *g = cardrt_game_new(2, 1000000, 1);
    cardrt_id att[4], blk[3];
    for (int i = 0; i < 4; i++)
        cardrt_object_new(g, &BRUTE, 0, CARDRT_BATTLEFIELD, &att[i]);
    for (int i = 0; i < 3; i++)
        cardrt_object_new(g, &BRUTE, 1, CARDRT_BATTLEFIELD, &blk[i]);
    cardrt_id blocked[3] = { att[0], att[0], att[1] };
    enum { N = 5000 };
    double spent = 0;
    for (int i = 0; i < N; i++) {
        double t0 = now();
        cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS);
        cardrt_declare_attackers(g, 0, att, NULL, 4);
        cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS);
        cardrt_declare_blockers(g, 1, blk, blocked, 3);
        cardrt_advance_to(g, CARDRT_STEP_END_COMBAT);
        spent += now() - t0;
        cardrt_end_turn(g);
        cardrt_end_turn(g);
    }
    printf("combat, 4 attackers and 3 blockers, first strike: %.0f per second (%d in %.3f s)\n",
           N / spent, N, spent);
    cardrt_game_free(g);
}

int main(void)
{
    bench_cast();
    bench_layers();
    bench_turns();
    bench_combat();
    return 0;
}
