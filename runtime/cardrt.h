/* cardrt.h — libcardrt, the rules runtime that compiled cards link against.
 *
 * A game holds players, objects and zones; cards are described by constant
 * definitions (cardrt_card_def) whose functions the code generator writes
 * and this library calls: a spell's resolution, its target slots' legality,
 * static abilities' affected sets and changes.  The runtime runs the stack
 * and priority (CR 413), re-checks targets on resolution (413.2a), applies
 * continuous effects in the layers of 418.5a, and performs state-based
 * actions.  There is no global mutable state: any number of games may run at
 * once, in any threads (one game is used by one thread at a time).
 *
 * Every function that takes a game checks its arguments and returns a
 * cardrt_status (or a neutral value for queries) instead of crashing. */
#ifndef CARDRT_H
#define CARDRT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(CARDRT_BUILD) && defined(__GNUC__)
#define CARDRT_API __attribute__((visibility("default")))
#else
#define CARDRT_API
#endif

/* Generated code checks this against cardrt_abi_version() when it loads. */
#define CARDRT_ABI_VERSION 30
CARDRT_API unsigned cardrt_abi_version(void);

typedef enum cardrt_status {
    CARDRT_OK = 0,
    CARDRT_EINVAL,        /* a null game, a bad id, a bad argument */
    CARDRT_EZONE,         /* the object is not in the zone the action needs */
    CARDRT_ETARGET,       /* a target is illegal, missing or repeated */
    CARDRT_ECOST,         /* a cost cannot be paid */
    CARDRT_ESTACK,        /* nothing on the stack to resolve */
    CARDRT_ENOMEM,        /* out of memory; the game is unchanged */
    CARDRT_EOVER,         /* the game is over */
    CARDRT_ELIMIT,        /* too many objects, effects or players */
    CARDRT_ETIMING,       /* not now: priority passed, or the timing rules forbid it */
} cardrt_status;

CARDRT_API const char *cardrt_strerror(cardrt_status s);

typedef struct cardrt_game cardrt_game;
typedef int32_t cardrt_id;          /* an object; 0 is none */

/* A target or other reference: an object, a player, or an activated or
 * triggered ability on the stack (CR 113.7a of the current rules: an
 * object too, with no id among the game's objects; cardrt_stack_ability_*). */
typedef struct cardrt_ref {
    enum { CARDRT_REF_NONE, CARDRT_REF_OBJECT, CARDRT_REF_PLAYER, CARDRT_REF_ABILITY } kind;
    int32_t id;                     /* object id, player index from 0, or the ability's number on
                                     * the stack (from 1, never reused in a game) */
} cardrt_ref;

/* CARDRT_COMMAND, the command zone (CR 408), holds emblems only (CR 114 of
 * the current rules: cardrt_fx_emblem); nothing moves into it or out of it,
 * and it comes after CARDRT_NOWHERE so that every move refuses it.
 * CARDRT_OUTSIDE is no zone of the game: the cards a player owns outside
 * the game (CR 400.11: their sideboard, cardrt_outside_new), which effects
 * put into the game ("a Lesson card you own from outside the game", learn)
 * and nothing puts back.  CARDRT_PHASED_OUT is a permanent phased out (CR
 * 702.26 of the current rules, cardrt_phase_out): still the same object,
 * but treated as though it doesn't exist until it phases in; nothing moves
 * it. */
typedef enum cardrt_zone {
    CARDRT_LIBRARY, CARDRT_HAND, CARDRT_BATTLEFIELD, CARDRT_GRAVEYARD,
    CARDRT_STACK, CARDRT_EXILE, CARDRT_NOWHERE, CARDRT_COMMAND, CARDRT_OUTSIDE,
    CARDRT_PHASED_OUT,
} cardrt_zone;

enum {  /* colors */
    CARDRT_WHITE = 1, CARDRT_BLUE = 2, CARDRT_BLACK = 4, CARDRT_RED = 8, CARDRT_GREEN = 16,
};
enum {  /* card types */
    CARDRT_ARTIFACT = 1, CARDRT_CREATURE = 2, CARDRT_ENCHANTMENT = 4, CARDRT_LAND = 8,
    CARDRT_INSTANT = 16, CARDRT_SORCERY = 32, CARDRT_PLANESWALKER = 64,
    CARDRT_KINDRED = 128,   /* Tribal, its former name (CR 308) */
};
enum {  /* supertypes */
    CARDRT_LEGENDARY = 1, CARDRT_BASIC = 2, CARDRT_SNOW = 4, CARDRT_WORLD = 8,
};
/* Keyword abilities the runtime knows the rules of. */
typedef enum cardrt_keyword {
    CARDRT_KW_FLYING, CARDRT_KW_HASTE, CARDRT_KW_VIGILANCE, CARDRT_KW_TRAMPLE,
    CARDRT_KW_FIRST_STRIKE, CARDRT_KW_DEATHTOUCH, CARDRT_KW_LIFELINK, CARDRT_KW_REACH,
    CARDRT_KW_DEFENDER, CARDRT_KW_INDESTRUCTIBLE, CARDRT_KW_HEXPROOF, CARDRT_KW_SHROUD,
    CARDRT_KW_PROT_WHITE, CARDRT_KW_PROT_BLUE, CARDRT_KW_PROT_BLACK, CARDRT_KW_PROT_RED,
    CARDRT_KW_PROT_GREEN,
    /* Recorded for the rules to come (combat, timing): */
    CARDRT_KW_MENACE, CARDRT_KW_FLASH, CARDRT_KW_FEAR, CARDRT_KW_INTIMIDATE, CARDRT_KW_SHADOW,
    CARDRT_KW_HORSEMANSHIP, CARDRT_KW_PLAINSWALK, CARDRT_KW_ISLANDWALK, CARDRT_KW_SWAMPWALK,
    CARDRT_KW_MOUNTAINWALK, CARDRT_KW_FORESTWALK, CARDRT_KW_DOUBLE_STRIKE,
    /* Restrictions from static abilities ("can't block"); the untap step
     * honours CARDRT_KW_DOESNT_UNTAP. */
    CARDRT_KW_CANT_ATTACK, CARDRT_KW_CANT_BLOCK, CARDRT_KW_CANT_BE_BLOCKED, CARDRT_KW_DOESNT_UNTAP,
    /* "You may choose not to untap this during your untap step": its
     * controller is asked (the default untaps it). */
    CARDRT_KW_MAY_NOT_UNTAP,
    /* Later-rules keywords (the current Comprehensive Rules, CR 702.x):
     * infect (702.90: damage to players as poison counters, to creatures as
     * -1/-1 counters), wither (702.80: to creatures as -1/-1 counters),
     * changeling (702.73: every creature type, in every zone), and the
     * triggered abilities the runtime carries out by itself: prowess
     * (702.108), flanking (702.25), exalted (702.83).  One object has each
     * at most once. */
    CARDRT_KW_INFECT, CARDRT_KW_WITHER, CARDRT_KW_CHANGELING, CARDRT_KW_PROWESS,
    CARDRT_KW_FLANKING, CARDRT_KW_EXALTED,
    /* Skulk (702.118: can't be blocked by creatures with greater power),
     * split second (702.61: while it is on the stack, players can't cast
     * spells or activate abilities other than mana abilities), and
     * triggered abilities the runtime carries out: extort (702.101),
     * evolve (702.100), persist (702.79), undying (702.93). */
    CARDRT_KW_SKULK, CARDRT_KW_SPLIT_SECOND, CARDRT_KW_EXTORT, CARDRT_KW_EVOLVE,
    CARDRT_KW_PERSIST, CARDRT_KW_UNDYING,
    /* Protection (702.16) from a quality other than one color: artifacts,
     * creatures, enchantments (the source's card types), multicolored
     * (two or more colors), everything (every source). */
    CARDRT_KW_PROT_ARTIFACTS, CARDRT_KW_PROT_CREATURES, CARDRT_KW_PROT_ENCHANTMENTS,
    CARDRT_KW_PROT_MULTICOLORED, CARDRT_KW_PROT_EVERYTHING,
    /* Ways to help pay a spell's mana cost (strict mana): convoke (702.51:
     * tapping your creatures, each pays {1} or one mana of its color),
     * improvise (702.126: tapping your artifacts, {1} each), delve (702.66:
     * exiling cards from your graveyard, {1} each).  The caster chooses the
     * objects through the chooser (CARDRT_CHOOSE_OBJECTS) as it is cast. */
    CARDRT_KW_CONVOKE, CARDRT_KW_IMPROVISE, CARDRT_KW_DELVE,
    /* Cascade (702.85) and storm (702.40: copies of the spell for each
     * spell cast before it this turn, with the same targets and modes):
     * triggered abilities of the spell as it is cast. */
    CARDRT_KW_CASCADE, CARDRT_KW_STORM,
    /* Rebound (702.88: cast from the hand, it is exiled as it resolves and
     * may be cast again without paying its mana cost at its controller's
     * next upkeep), living weapon (702.92: a 0/0 black Phyrexian Germ token
     * it is attached to as it enters), totem armor (702.89, now "umbra
     * armor": if the enchanted permanent would be destroyed, its damage is
     * removed and this Aura is destroyed instead), riot (702.136: it enters
     * with a +1/+1 counter if its controller wants, else it gains haste). */
    CARDRT_KW_REBOUND, CARDRT_KW_LIVING_WEAPON, CARDRT_KW_TOTEM_ARMOR, CARDRT_KW_RIOT,
    /* "This spell can't be countered": cardrt_counter leaves it be. */
    CARDRT_KW_CANT_BE_COUNTERED,
    /* "Can block only creatures with flying"; "can't be blocked by more than
     * one creature". */
    CARDRT_KW_BLOCKS_ONLY_FLYERS, CARDRT_KW_BLOCKED_BY_ONE,
    /* "You may exert ~ as it attacks" (CR 701.39d of the current rules: an
     * optional cost to attack, CR 508.1g): as it is declared an attacker, its
     * controller is asked (the default no); exerted, it doesn't untap during
     * that player's next untap step (701.39a), and CARDRT_EV_EXERTED follows. */
    CARDRT_KW_MAY_EXERT,
    CARDRT_KW_COUNT
} cardrt_keyword;
#define CARDRT_KW(k) (UINT64_C(1) << (k))

enum {
    CARDRT_MAX_SUBTYPES = 8, CARDRT_MAX_TARGETS = 12, CARDRT_MAX_PLAYERS = 8,
    CARDRT_MAX_LINKED = 8,      /* objects and players a delayed triggered ability links to */
};

/* The rest of the API, by area (each file only through this one). */
#include "cardrt/card.h"   /* card definitions, events, triggers, choices, mana costs */
#include "cardrt/game.h"   /* games, players, objects, the stack, resolution */
#include "cardrt/rules.h"  /* rules that static abilities and effects change */
#include "cardrt/fx.h"     /* what generated code calls; keyword abilities with a parameter */
#include "cardrt/turn.h"   /* turns, priority, timing, combat, this turn's history */

#ifdef __cplusplus
}
#endif

#endif
