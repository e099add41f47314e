/* sim.h — what the files of cardsim share (docs/design.md, "cardsim"): the
 * state of a run and of its scenario, and the functions one file calls in
 * another.  cardsim.c reads scenarios (words, cards and libraries, the
 * set-up commands, the program); play.c plays them (the trace, tokens'
 * labels, choices, casting, combat) and checks their expectations. */
#ifndef CARDC_SIM_H
#define CARDC_SIM_H

#include <stdbool.h>
#include <stdint.h>

#include "cardrt.h"
#include "codegen.h"
#include "front.h"

enum { MAX_LABELS = 4096, MAX_REGISTRIES = 64, MAX_ANSWERS = 64, MAX_WORDS = 64, MAX_PENDING = 64 };
/* The largest X a scenario gives (`x N`): X makes as many objects or
 * counters as it says, and a game of more than a few thousand objects runs
 * for minutes, not milliseconds. */
enum { MAX_X = 1000 };
/* The most times a scenario pays a cost that may be paid any number of
 * times (replicate): each time is a copy of the spell. */
enum { MAX_TIMES = 20 };
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
    /* `expect PLAYER controls N FILTER`: each filter compiled once a run,
     * as many as the run's scenarios name. */
    struct filter {
        const char *text;
        cardrt_affects_fn test;
        codegen *cg;
    } *filters;
    unsigned nfilters, capfilters;
    unsigned passed, failed, errors;
} sim;

/* ---- cardsim.c: reading a scenario ------------------------------------------- */

/* An error of the scenario at its current line; the run fails. */
void sim_error(sim *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* One expectation: counted as passed, or printed as failed. */
void expect_result(sim *s, bool ok, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
bool number(const char *w, int *v);
bool pt_pair(const char *w, int *p, int *t);
/* A player by name, or -1; an object by label, or 0. */
int player_index(const sim *s, const char *name);
cardrt_id label_id(const sim *s, const char *name);
const char *zone_name(cardrt_zone z);
extern const char *const step_names[];
bool parse_zone(const char *w, cardrt_zone *z);
bool parse_step(const char *w, cardrt_step *step);
bool parse_keyword(const char *w, cardrt_keyword *k);
unsigned parse_colors(const char *w);
unsigned parse_type(const char *w);
bool known_subtype(const sim *s, const char *w);
const char *types_text(sim *s, unsigned bits);

/* ---- play.c: playing it and checking what happens -------------------------------- */

/* `COMMAND creates token as T`: the words taken off W before the command
 * runs, and the labels settled after it. */
bool take_creates(sim *s, char **w, unsigned *n);
void end_creates(sim *s);
/* The game, made at the first command that needs one. */
bool start_game(sim *s);
/* The command was refused: it changed nothing, and the `choose` answers
 * queued for it go with it. */
void refused(sim *s, cardrt_status st, const char *what);
void cmd_mana(sim *s, char **w, unsigned n);
void cmd_play(sim *s, char **w, unsigned n, bool activate);
void cmd_attack(sim *s, char **w, unsigned n);
void cmd_block(sim *s, char **w, unsigned n);
void cmd_expect(sim *s, char **w, unsigned n);

#endif
