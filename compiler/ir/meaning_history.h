/* meaning_history.h — the readings of a turn's history and of what a game
 * has said so far (meaning_history.c): deaths, spells cast, attacks, how a
 * spell was cast and which cost was paid, conditions on players' numbers,
 * attachments and zones.  Part of meaning.h, which includes it where these
 * declarations belong; not included on its own. */
#ifndef CARDC_MEANING_HISTORY_H
#define CARDC_MEANING_HISTORY_H
#ifndef CARDC_MEANING_H
#error "meaning_history.h is part of meaning.h: include meaning.h"
#endif

/* "creatures that died this turn", "nontoken creatures that died under
 * your control this turn" (CR 700.4): NP, counted from the turn's history;
 * *YOURS "under your control", *NONTOKEN "nontoken". */
/* Q "that died this turn" (*YOURS: "... under your control this turn"), CR 700.4. */
bool ir_died_qual(const node *q, bool *yours);
bool ir_died_this_turn(const node *np, bool *yours, bool *nontoken);
/* "cards you've drawn this turn", "spells you've cast this turn": NP
 * counted from the turn's history (CR 121.1, 601.2), *BY the player phrase
 * ("you"); "spells cast this turn", by any player: *BY NULL; "each other
 * spell cast this turn" (*OTHER): not the spell the source was, of spells
 * only; IR_HIST_NONE for another phrase. */
typedef enum ir_history { IR_HIST_NONE, IR_HIST_DRAWN, IR_HIST_CAST } ir_history;
ir_history ir_history_of(const node *np, const node **by, bool *other);
/* "opponent you attacked this combat" (NP, counted: melee, CR 702.121a):
 * the player who attacked ("you"); NULL for another phrase. */
const node *ir_opponents_attacked(const node *np);
/* A condition over the turn's history (CR 700.4, 508.1, 601.2, 119.3):
 * "a creature died this turn", "you attacked this turn", "no spells were
 * cast last turn", "an opponent lost life this turn", "you gained 3 or more
 * life this turn", "a permanent you controlled left the battlefield this
 * turn", "you've drawn two or more cards this turn", "you had a land enter
 * the battlefield under your control this turn", "an opponent had two or
 * more creatures enter the battlefield under their control this turn", "a
 * planeswalker entered the battlefield under your control this turn"
 * (meaning_history.c). */
typedef enum ir_hist_event {
    IR_HEV_NONE, IR_HEV_DIED, IR_HEV_LEFT, IR_HEV_SPELLS, IR_HEV_SPELLS_OF, IR_HEV_ATTACKED, IR_HEV_DREW,
    IR_HEV_DISCARDED, IR_HEV_TOKENS, IR_HEV_LIFE_GAINED, IR_HEV_LIFE_LOST, IR_HEV_ENTERED, IR_HEV_LANDS_ENTERED,
    IR_HEV_ENTERED_OF, IR_HEV_CYCLED, IR_HEV_SURVEILED, IR_HEV_DAMAGE_TAKEN,
    IR_HEV_LANDS_PLAYED,
    IR_HEV_DEALT_DAMAGE     /* (a `history` condition's "dealt_damage" only: the player was dealt damage) */
} ir_hist_event;
/* The `stat` of a `history` condition of WHAT ("died"; IR_HEV_SPELLS_OF and
 * IR_HEV_ENTERED_OF are "spells_cast" and "entered" with a filter), and the
 * event a `stat` names (IR_HEV_SPELLS, IR_HEV_ENTERED for those); IR_HEV_NONE
 * for another name. */
const char *ir_hist_event_name(ir_hist_event what);
ir_hist_event ir_hist_event_named(const char *stat);
typedef struct ir_hist_cond {
    ir_hist_event what;     /* IR_HEV_SPELLS_OF: spells `count` describes ("a creature spell");
                             * IR_HEV_ENTERED_OF: permanents it describes ("another creature"),
                             * as they entered the battlefield under the player's control */
    bool last_turn;         /* "last turn", not "this turn" */
    bool yours;             /* "under your control": of you (`who` NULL) */
    const node *who;        /* whose history: some one of these players; NULL: all players' together */
    const node *count;      /* whose determiner or count the number is compared as ("three or more
                             * creatures", "no spells"); NULL: with `cmp`, or at least one */
    node *cmp;              /* life: the comparison ("3 or more"), NULL: at least one */
} ir_hist_cond;
bool ir_history_cond_of(const node *c, ir_hist_cond *h);
/* "~ attacked or blocked this turn", "... this combat", "it attacked this
 * combat": an object's own part in combat, as the object it is now (CR
 * 508.1, 509.1; "this combat", the combat phase begun last, CR 506.1).
 * WHO the object, *BLOCKED "or blocked", *THIS_COMBAT "this combat"; false
 * for anything else, "~ attacked this turn" too (a status of its own). */
bool ir_fought_cond_of(const node *c, const node **who, bool *blocked, bool *this_combat);
/* "~ dealt damage to an opponent this turn" (CR 120.1): *SOURCE the object
 * (as it is now, CR 400.7), *TO the players (a description, "you"). */
bool ir_dealt_damage_cond_of(const node *c, const node **source, const node **to);
/* How this spell, or the permanent it became, was cast (CR 601.2): "you
 * cast it", "if you cast ~ from your hand", "if this spell was cast from a
 * graveyard", "you cast this spell during your main phase"; `unread` when
 * it says something more that is none of these (meaning_history.c). */
typedef struct ir_cast_cond {
    ir_zone from;           /* IR_ZONE_ANY: from anywhere */
    bool main_phase;        /* during its caster's main phase */
    bool unread;
} ir_cast_cond;
bool ir_cast_cond_of(const node *c, ir_cast_cond *out);
/* "your team" (N): the player "you" of its words (N->a), as in a game
 * without teams, where a player has no teammates (CR 102.3; the Battlebond
 * release notes: "your team" is then just you); NULL for other words
 * (meaning_history.c). */
const node *ir_your_team(const node *n);
/* Which cost this spell, or the permanent it became, was cast for (CR
 * 601.2b): "if its surge (spectacle) cost was paid", "If the {1}{B} cost
 * was paid" (the card's one "You may pay {1}{B} rather than pay this
 * spell's mana cost"): its alternative cost (CR 118.9); "if this spell's
 * madness cost was paid" (CR 702.35a of the current rules): madness.  The
 * spell in *SPELL (~, "it" bound to ~, "this spell"); false for other words,
 * or a cost the card does not have (meaning_history.c). */
typedef enum ir_paid_cost { IR_PAID_ALTERNATIVE, IR_PAID_MADNESS } ir_paid_cost;
bool ir_cost_paid_of(const card *k, const node *c, ir_paid_cost *which, const node **spell);
/* The IR's name of WHICH ("alternative", "madness": a `cost_paid`
 * condition's `stat`), and the cost a name says. */
const char *ir_paid_cost_name(ir_paid_cost which);
ir_paid_cost ir_paid_cost_named(const char *name);
/* "you control ~": the card itself under the control of "you" (a
 * duration's "for as long as you control ~", CR 611.2b; meaning_history.c). */
bool ir_you_control_self_of(const node *c);
/* Is C "you control ~", or conditions joined by "and" one of which is? */
bool ir_says_you_control_self(const node *c);
/* "two or more Equipment are attached to it", "an Equipment named N is
 * attached to a creature you control", "another Aura is attached to
 * enchanted creature", "~ is enchanted by two or more Auras" (CR 301.5,
 * 303.4): *COUNTED the objects counted (their determiner or count says how
 * many), *HOST what they are attached to; false for another condition, and
 * for the past tense ("was attached": as it last was, not said here). */
bool ir_attached_cond_of(const node *c, const node **counted, const node **host);
/* "two or more creatures are blocking it" (CR 509.1): *COUNTED the
 * creatures counted, *HOST the one they block; false for another
 * condition. */
bool ir_blocking_cond_of(const node *c, const node **counted, const node **host);
/* "it attacked during your last turn" (of ~), "... during its controller's
 * last turn" (the controller of what "it" names): the subject of C, which
 * was declared an attacker during its controller's latest turn before this
 * one; NULL for another condition. */
const node *ir_attacked_last_turn_of(const node *c);
/* "your library has no cards in it", "a library has twenty or fewer cards
 * in it", "a graveyard has twenty or more cards in it": the cards of
 * *ZONE (a library, a graveyard) of *OWNER ("you"; NULL: some player)
 * compared as *COUNT's determiner or count says; false for another. */
bool ir_zone_cards_cond_of(const node *c, ir_zone *zone, const node **owner, const node **count);
/* A number of some player's compared (meaning_history.c): "you have 5 or
 * less life", "an opponent has no cards in hand", "that player has two or
 * fewer cards in hand", "an opponent has eight or more cards in their
 * graveyard", "you have two or more opponents" (those still in the game),
 * "you control a commander", "you control your commander" (one you own,
 * CR 903.3), "an opponent has three or more poison counters" (corrupted). `who` the player phrase; `cmp` life's comparison ("5 or
 * less"), else `count` the phrase whose determiner or count says it ("no
 * cards"); neither: at least one. */
typedef enum ir_player_stat {
    IR_PSTAT_NONE, IR_PSTAT_LIFE, IR_PSTAT_HAND, IR_PSTAT_GRAVEYARD, IR_PSTAT_OPPONENTS, IR_PSTAT_COMMANDERS,
    IR_PSTAT_OWN_COMMANDERS,
    IR_PSTAT_LIFE_OVER_START,   /* "at least 10 life more than your starting life total" (CR 103.4): `cmp` */
    IR_PSTAT_POISON,            /* "an opponent has three or more poison counters" (CR 122.1f): `count` */
    IR_PSTAT_LIBRARY,           /* the cards in the library ("your library has no cards in it"; not of ir_player_cond_of) */
    IR_PSTAT_CONTROLS           /* the permanents of `counted` controlled ("an opponent controls seven
                                 * or more lands"; not of ir_player_cond_of) */
} ir_player_stat;
/* A `player` condition's `stat` (docs/ir.md: "life", "hand", ...), and the
 * stat ir_pstat_name names NAME (IR_PSTAT_NONE for another name). */
const char *ir_pstat_name(ir_player_stat stat);
ir_player_stat ir_pstat_named(const char *name);
typedef struct ir_player_cond {
    ir_player_stat stat;
    const node *who, *count;
    node *cmp;
} ir_player_cond;
bool ir_player_cond_of(const card *cd, const node *c, ir_player_cond *out);
/* "The first creature spell you cast each turn", "The second spell you
 * cast each turn" (NP): the N-th (1 to 3) of its kind, `object` the same
 * words as "creature spells you cast", `bare` as "creature spells" (copies
 * in OUT, which must outlive them); false for another phrase. */
typedef struct ir_nth_spell {
    int nth;
    node object, bare, filter, kind, quals, qual;
} ir_nth_spell;
bool ir_nth_spell_each_turn(const node *np, ir_nth_spell *out);
/* "As long as you control exactly one creature, that creature gets
 * +2/+0": COND "you control exactly one creature"; OUT's `object` the words
 * "creatures you control" (copies in OUT), `of` the phrase "exactly one
 * creature" a pronoun of the ability names; false for another condition. */
typedef struct ir_sole {
    const node *of;
    node object, filter, quals, qual, player;
} ir_sole;
bool ir_sole_controlled(const node *cond, ir_sole *out);
/* Is NP "your commander": a commander its controller owns (CR 903.3)? */
bool ir_your_commander(const node *np);

#endif
