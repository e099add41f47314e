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
#define CARDRT_ABI_VERSION 10
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

/* A target or other reference: an object or a player. */
typedef struct cardrt_ref {
    enum { CARDRT_REF_NONE, CARDRT_REF_OBJECT, CARDRT_REF_PLAYER } kind;
    int32_t id;                     /* object id, or player index from 0 */
} cardrt_ref;

typedef enum cardrt_zone {
    CARDRT_LIBRARY, CARDRT_HAND, CARDRT_BATTLEFIELD, CARDRT_GRAVEYARD,
    CARDRT_STACK, CARDRT_EXILE, CARDRT_NOWHERE,
} cardrt_zone;

enum {  /* colors */
    CARDRT_WHITE = 1, CARDRT_BLUE = 2, CARDRT_BLACK = 4, CARDRT_RED = 8, CARDRT_GREEN = 16,
};
enum {  /* card types */
    CARDRT_ARTIFACT = 1, CARDRT_CREATURE = 2, CARDRT_ENCHANTMENT = 4, CARDRT_LAND = 8,
    CARDRT_INSTANT = 16, CARDRT_SORCERY = 32, CARDRT_PLANESWALKER = 64,
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
    CARDRT_KW_COUNT
} cardrt_keyword;
#define CARDRT_KW(k) (UINT64_C(1) << (k))

enum {
    CARDRT_MAX_SUBTYPES = 8, CARDRT_MAX_TARGETS = 8, CARDRT_MAX_PLAYERS = 8,
    CARDRT_MAX_LINKED = 8,      /* objects and players a delayed triggered ability links to */
};

/* ---- Card definitions (written by the code generator, or by hand) ------ */

typedef struct cardrt_ctx cardrt_ctx;   /* a resolving spell or ability */

/* Is CANDIDATE a legal choice for a target slot of SOURCE?  Called when the
 * spell is cast and again as it resolves (CR 413.2a), on the game as it is. */
typedef bool (*cardrt_target_fn)(const cardrt_game *g, cardrt_id source, const cardrt_ref *candidate);

typedef struct cardrt_target_spec {
    const char *text;           /* "creature or player", for messages */
    int min, max;               /* how many (max < 0: any number); each must be different
                                 * (CR 415, FAQ 1.1.01) */
    cardrt_target_fn legal;     /* the object's or player's characteristics */
    unsigned zones;             /* where an object may be: CARDRT_IN(zone) bits;
                                 * 0 means the battlefield (CR 415.5) */
    unsigned modes;             /* the modes it belongs to (bit i: mode i); 0: every mode
                                 * (CR 415.7b: each mode has its own targets) */
    bool count_is_x;            /* "X target creatures": min and max are the spell's X;
                                 * with min < 0, "up to X target creatures" (min 0) */
    bool another;               /* "another target creature" after an earlier use of
                                 * "target": no object or player an earlier slot in play
                                 * took (LEGAL says "not the source" itself) */
    int controlled_by_event;    /* a triggered ability's "target creature that player
                                 * controls": an object controlled by the player the
                                 * triggering event names (CR 603.2, 115.1):
                                 * CARDRT_BY_EVENT_PLAYER or _TARGET; 0: any controller */
} cardrt_target_spec;
enum { CARDRT_BY_ANY, CARDRT_BY_EVENT_PLAYER /* the event's player */,
       CARDRT_BY_EVENT_TARGET /* the player the event's target is ("to a player") */ };
#define CARDRT_IN(zone) (1u << (zone))

/* The effect of a resolving spell or ability. */
typedef void (*cardrt_effect_fn)(cardrt_ctx *ctx);

/* A static ability: which objects it affects, at this moment (CR 418.4),
 * and the continuous effect it has on each (cardrt_change). */
typedef bool (*cardrt_affects_fn)(const cardrt_game *g, cardrt_id source, cardrt_id obj);

/* The layers of CR 418.5a. */
typedef enum cardrt_layer {
    CARDRT_L1_COPY, CARDRT_L2_CONTROL, CARDRT_L3_TEXT, CARDRT_L4_TYPE, CARDRT_L5_OTHER,
    CARDRT_L6A_CDA, CARDRT_L6B_SET, CARDRT_L6C_COUNTERS, CARDRT_L6D_STATIC_MODIFY,
    CARDRT_L6E_SWITCH,
    CARDRT_LAYER_COUNT
} cardrt_layer;

/* One change to characteristics or control. */
typedef struct cardrt_change {
    enum {
        CARDRT_SET_CONTROLLER,  /* layer 2: value = player index */
        CARDRT_ADD_TYPES,       /* layer 4: value = CARDRT_* type bits */
        CARDRT_SET_COLORS,      /* layer 5: value = color bits */
        CARDRT_ADD_KEYWORDS,    /* layer 5: keywords */
        CARDRT_REMOVE_KEYWORDS, /* layer 5: keywords */
        CARDRT_SET_PT,          /* layer 6a for a CDA, else 6b: power, toughness */
        CARDRT_MODIFY_PT,       /* layer 6b from spells and abilities, 6d from static abilities */
        CARDRT_SWITCH_PT,       /* layer 6e */
        CARDRT_SET_TYPES,       /* layer 4: value = the card types it has now (no others) */
        CARDRT_ADD_SUBTYPE,     /* layer 4: subtype, in addition to its others */
        CARDRT_ADD_COLORS,      /* layer 5: value = colors, in addition to its others */
        CARDRT_LOSE_ABILITIES,  /* layer 5: it loses all abilities: keywords, and static,
                                 * triggered and activated abilities */
        CARDRT_COPY,            /* layer 1: its copiable values become those of object
                                 * `value` (that object's printed values plus the copy
                                 * effects on it): name, mana cost, colors, types,
                                 * subtypes, P/T, keywords and abilities */
        CARDRT_CHANGE_COLOR_WORD,   /* layer 3: value = CARDRT_WORDS(from, to), two color
                                 * bits: each word FROM of its text now reads TO */
        CARDRT_CHANGE_LAND_WORD,    /* layer 3: value = CARDRT_WORDS(from, to), two
                                 * CARDRT_PLAINS... bits: the same for basic land types */
        CARDRT_RULE_CHANGE,     /* no layer: it changes a rule of the game, as `rule` says
                                 * (a static ability, or an effect from a resolving spell
                                 * or ability); the runtime asks it where the rule applies */
        CARDRT_REMOVE_TYPES,    /* layer 4: value = the card types it loses (and the subtypes
                                 * of those types): "~ isn't a creature" */
        CARDRT_ADD_ABILITIES,   /* layer 5 (ability-adding, CR 418.5a): it also has the
                                 * activated and triggered abilities of `abilities` (a card
                                 * def holding only abilities, as a token's quoted ones):
                                 * "Creatures you control have \"{T}: Add {G}.\"" */
    } kind;
    int value;
    uint64_t keywords;
    int power, toughness;
    /* For CARDRT_SET_PT and CARDRT_MODIFY_PT of a static ability: computed
     * each time it applies ("equal to the number of creature cards in your
     * graveyard", "+1/+1 for each other Elf you control"). */
    void (*pt_fn)(const cardrt_game *g, cardrt_id source, cardrt_id obj, int *power, int *toughness);
    union {                     /* one pointer: ABI 6's layout is unchanged */
        const char *subtype;    /* CARDRT_ADD_SUBTYPE */
        const struct cardrt_rule *rule;     /* CARDRT_RULE_CHANGE */
        const struct cardrt_card_def *abilities;    /* CARDRT_ADD_ABILITIES */
    };
} cardrt_change;

/* A text change's two words (CARDRT_CHANGE_COLOR_WORD, _LAND_WORD). */
#define CARDRT_WORDS(from, to) ((int)((from) | ((to) << 8)))
enum {  /* basic land types, as words of text, in the order of the colors they make */
    CARDRT_PLAINS = 1, CARDRT_ISLAND = 2, CARDRT_SWAMP = 4, CARDRT_MOUNTAIN = 8, CARDRT_FOREST = 16,
};

typedef struct cardrt_static_def {
    cardrt_affects_fn affects;  /* NULL: the object itself */
    const cardrt_change *changes;
    unsigned nchanges;
    bool cda;                   /* a characteristic-defining ability (layer 6a, first in each layer) */
    /* "As long as ...": the ability applies only while this holds (NULL: always). */
    bool (*condition)(const cardrt_game *g, cardrt_id source);
} cardrt_static_def;

/* A cost other than mana (CR 409.1f; Rules FAQ 1.1.04): paid as the spell
 * is cast or the ability activated; if any cannot be paid, nothing is. */
typedef struct cardrt_cost {
    enum {
        CARDRT_COST_TAP,            /* {T}: tap this permanent (not summoning sick) */
        CARDRT_COST_UNTAP,          /* {Q}: untap this permanent */
        CARDRT_COST_SACRIFICE_SELF, /* sacrifice this permanent */
        CARDRT_COST_EXILE_SELF,     /* exile this card (from where it is) */
        CARDRT_COST_DISCARD_SELF,   /* discard this card (cycling) */
        CARDRT_COST_RETURN_SELF,    /* return this permanent to its owner's hand */
        CARDRT_COST_LIFE,           /* pay N life */
        CARDRT_COST_SACRIFICE,      /* sacrifice N permanents WHICH accepts (N -1 here and in
                                     * the four below: X of them, the X chosen for the spell
                                     * or ability, CR 107.3a: "discard X cards") */
        CARDRT_COST_DISCARD,        /* discard N cards WHICH accepts (NULL: any) */
        CARDRT_COST_EXILE,          /* exile N cards WHICH accepts from ZONES you own */
        CARDRT_COST_TAP_OTHERS,     /* tap N untapped permanents WHICH accepts */
        CARDRT_COST_REMOVE_COUNTERS,/* remove N COUNTER counters from this permanent (N -1:
                                     * X of them, the X chosen for the ability, CR 107.3a:
                                     * "Remove X storage counters from ~", "any number of");
                                     * with WHICH, from one permanent you control WHICH
                                     * accepts, chosen as it is paid ("from a creature you
                                     * control") */
        CARDRT_COST_ADD_COUNTERS,   /* put N COUNTER counters on this permanent; with WHICH, on
                                     * one permanent you control WHICH accepts, chosen likewise */
        CARDRT_COST_LOYALTY,        /* a loyalty ability: N (+/-) loyalty counters */
        CARDRT_COST_RETURN,         /* return N permanents WHICH accepts to their owner's hand */
        CARDRT_COST_ALL_MODES,      /* entwine: the mana COUNTER (as written) to choose every mode */
        /* Costs a spell may be cast with (cardrt_play.options), each the
         * mana COUNTER as written, paid with its mana cost (the current
         * Comprehensive Rules): */
        CARDRT_COST_KICKER,         /* 702.33: an optional additional cost (CARDRT_PLAY_KICKED) */
        CARDRT_COST_BUYBACK,        /* 702.27: an optional additional cost (CARDRT_PLAY_BUYBACK);
                                     * the spell returns to its owner's hand as it resolves */
        CARDRT_COST_FLASHBACK,      /* 702.34: an instant or sorcery may be cast from its owner's
                                     * graveyard for this instead of its mana cost; then it is
                                     * exiled whenever it would leave the stack */
        CARDRT_COST_TAP_POWER,      /* crew N (702.122a): tap any number of other untapped
                                     * creatures you control with total power N or more */
        CARDRT_COST_EVOKE,          /* 702.74a: an alternative cost (CARDRT_PLAY_EVOKED) */
        CARDRT_COST_DASH,           /* 702.109a: an alternative cost (CARDRT_PLAY_DASHED): the
                                     * permanent gains haste and returns to its owner's hand
                                     * at the beginning of the next end step */
        CARDRT_COST_AFFINITY,       /* 702.41a: the spell costs {1} (n > 0: {n}) less for each
                                     * permanent you control WHICH accepts (zones: each object
                                     * there WHICH accepts; "for each creature card in your
                                     * graveyard", 601.2f) */
        CARDRT_COST_SUSPEND,        /* 702.62a: suspend N (n) for the mana COUNTER: cardrt_suspend */
        CARDRT_COST_MADNESS,        /* 702.35a: discarded, it is exiled instead, and may be cast
                                     * for the mana COUNTER (cardrt_fx_madness) */
        CARDRT_COST_MORPH,          /* 702.37a: it may be cast face down (CARDRT_PLAY_FACE_DOWN)
                                     * and turned face up for the mana COUNTER
                                     * (cardrt_turn_face_up); n = 1: megamorph, a +1/+1
                                     * counter as it is turned up */
        CARDRT_COST_FORETELL,       /* 702.143a: foretold (cardrt_foretell), it may be cast from
                                     * exile on a later turn for the mana COUNTER */
        CARDRT_COST_REVEAL_SELF,    /* reveal this card from your hand (it stays there) */
        CARDRT_COST_ENERGY,         /* pay N energy counters ("Pay {E}{E}", CR 107.14): only a
                                     * player with that many pays */
        CARDRT_COST_ALTERNATIVE,    /* 118.9: the costs after it (to the end of the list) are an
                                     * alternative cost, paid with the mana COUNTER (NULL: none)
                                     * instead of the mana cost (CARDRT_PLAY_ALTERNATIVE), only
                                     * while WHICH (if any) accepts the spell itself; the
                                     * spell's other costs are those before it */
        CARDRT_COST_LESS_PARTY,     /* the spell costs {n} less for each creature in its
                                     * caster's party (cardrt_party_size; 601.2f) */
        CARDRT_COST_DISCARD_RANDOM, /* discard n cards from your hand at random (the game's
                                     * seeded generator chooses; "the discarded card" is one
                                     * of CARDRT_COST_DISCARD's) */
        CARDRT_COST_LESS_IF,        /* the spell costs {n} less while WHICH accepts the spell
                                     * itself, asked as it is cast ("... if you control a
                                     * Wizard", 601.2f) */
        CARDRT_COST_ONLY_IF,        /* the spell may be cast only while WHICH accepts the
                                     * spell itself ("Cast this spell only if ...", "only
                                     * during combat", 601.3) */
        CARDRT_COST_OPENING_HAND,   /* in its owner's opening hand, the card may begin the
                                     * game on the battlefield (cardrt_begin_game, CR 103.6) */
        CARDRT_COST_CAST_FROM,      /* the card may be cast from ZONES (the graveyard, exile)
                                     * for its mana cost, while WHICH (if any) accepts it ("You
                                     * may cast ~ from your graveyard as long as you control a
                                     * Zombie", 601.3) */
    } kind;
    int n;
    cardrt_affects_fn which;
    unsigned zones;             /* CARDRT_IN bits, for CARDRT_COST_EXILE */
    const char *counter;        /* "+1/+1", "charge", ... */
} cardrt_cost;

/* When an activated ability may be activated (CR 409 and later rules 602.5). */
enum {
    CARDRT_TIMING_SORCERY = 1,  /* only as a sorcery: your main phase, the stack empty */
    CARDRT_TIMING_ONCE = 2,     /* only once each turn */
    CARDRT_TIMING_CYCLING = 4,  /* a cycling ability: activating it cycles the card (CARDRT_EV_CYCLE) */
    CARDRT_TIMING_ANY_PLAYER = 8,   /* "Any player may activate this ability" (CR 602.2 of the
                                     * current rules): not only its controller; the activator
                                     * controls it on the stack */
};

typedef struct cardrt_activated_def {
    const char *text;
    const char *mana_cost;      /* "{2}{R}", or NULL; paid only in strict mana (cardrt_set_strict_mana) */
    const cardrt_cost *costs;   /* the other costs, in the order written */
    unsigned ncosts;
    const cardrt_target_spec *targets;
    unsigned ntargets;
    cardrt_effect_fn effect;
    /* A mana ability (CR 406 in later rules: it adds mana and has no
     * target): it does not use the stack but happens at once. */
    bool mana_ability;
    unsigned zones;             /* where its object must be: CARDRT_IN bits; 0: the battlefield */
    unsigned timing;            /* CARDRT_TIMING_* */
    unsigned nmodes;            /* a modal ability ("Choose one —"): how many modes, */
    int min_modes, max_modes;   /* and how many may be chosen */
    /* "Activate only if ..." / "only during your turn": NULL, or when it may be. */
    bool (*condition)(const cardrt_game *g, cardrt_id source);
} cardrt_activated_def;

/* ---- Events and triggered abilities --------------------------------------- */

/* The steps of a turn, in order (the main phases count as steps here).  A
 * combat with first strike has two combat damage steps. */
typedef enum cardrt_step {
    CARDRT_STEP_UNTAP, CARDRT_STEP_UPKEEP, CARDRT_STEP_DRAW, CARDRT_STEP_MAIN,
    CARDRT_STEP_BEGIN_COMBAT, CARDRT_STEP_DECLARE_ATTACKERS, CARDRT_STEP_DECLARE_BLOCKERS,
    CARDRT_STEP_COMBAT_DAMAGE, CARDRT_STEP_END_COMBAT, CARDRT_STEP_MAIN2,
    CARDRT_STEP_END, CARDRT_STEP_CLEANUP,
} cardrt_step;

/* Something that happened, as it happened: triggered abilities see this
 * even if the object has moved on since. */
typedef struct cardrt_event {
    enum {
        CARDRT_EV_ZONE_CHANGE,  /* object moved from `from` to `to` (enters, leaves, dies) */
        CARDRT_EV_CAST,         /* player cast the spell object; amount: the spells cast
                                 * before it this turn (storm) */
        CARDRT_EV_DAMAGE,       /* source dealt amount to target (a player, or object), after
                                 * prevention; player is the source's controller; combat */
        CARDRT_EV_LIFE_GAINED, CARDRT_EV_LIFE_LOST,    /* player, amount */
        CARDRT_EV_COUNTERS,     /* amount counters of kind counter put on (amount < 0:
                                 * removed from) object, or player (target says which) */
        CARDRT_EV_STEP,         /* the beginning of step, in player's turn (the active player) */
        CARDRT_EV_CYCLE,        /* player cycled the card object */
        CARDRT_EV_ATTACKS,      /* object attacks target (a player or planeswalker);
                                 * player is the defending player; amount the number of
                                 * creatures declared as attackers with it (1: alone) */
        CARDRT_EV_BLOCKS,       /* object blocks source; player is the blocker's controller */
        CARDRT_EV_BLOCKED,      /* the attacker object becomes blocked by amount creatures,
                                 * source the first; player is the defending player */
        CARDRT_EV_ACTIVATE,     /* player activated the ability `text` of object */
        CARDRT_EV_RESOLVE,      /* the spell object (text NULL), or its ability `text`,
                                 * controlled by player, resolves now; amount 1: it is
                                 * countered on resolution instead, its targets all illegal
                                 * (413.2a) or its intervening "if" false */
        CARDRT_EV_DRAW,         /* player drew the card object (one event a card) */
        CARDRT_EV_DISCARD,      /* player discarded the card object */
        CARDRT_EV_TAPPED,       /* the permanent object became tapped, */
        CARDRT_EV_UNTAPPED,     /* or untapped; player is its controller */
        CARDRT_EV_SACRIFICE,    /* player sacrificed the permanent object (after its
                                 * CARDRT_EV_ZONE_CHANGE); types_before as it left */
        CARDRT_EV_TARGETED,     /* target (an object, also in object, or a player) became a
                                 * target of the spell source (text NULL), or of its ability
                                 * `text`, controlled by player, as it was put on the stack */
        CARDRT_EV_UNBLOCKED,    /* the attacker object is not blocked, once its defending
                                 * player (player) has declared blockers */
        CARDRT_EV_ATTACKED,     /* player attacked with amount creatures (after their
                                 * CARDRT_EV_ATTACKS) */
        CARDRT_EV_PLAY_LAND,    /* player played the land object (after its zone change) */
        CARDRT_EV_COPY,         /* player put a copy of the spell object on the stack
                                 * (CR 707.10: copying a spell is not casting it) */
        CARDRT_EV_TURNED_FACE_UP, /* player turned the face-down permanent object face up
                                   * (CR 708.8) */
        CARDRT_EV_MONSTROUS,    /* the permanent object became monstrous (CR 701.37b of the
                                 * current rules); player is its controller */
        CARDRT_EV_RENOWNED,     /* or renowned (CR 702.112b of the current rules) */
        CARDRT_EV_STATE,        /* no event: the game's state, as a state-triggered ability
                                 * asks it (CARDRT_BATCH_STATE) */
    } kind;
    cardrt_id object, source;
    cardrt_ref target;
    unsigned player;
    int amount;
    cardrt_zone from, to;
    cardrt_step step;
    unsigned types_before;      /* the object's types as it left (a creature that died) */
    const char *counter;        /* CARDRT_EV_COUNTERS: the kind ("+1/+1", "charge") */
    bool combat;                /* CARDRT_EV_DAMAGE: combat damage */
    const char *text;           /* CARDRT_EV_ACTIVATE, CARDRT_EV_RESOLVE: the ability's text */
} cardrt_event;

/* Told of every event as it happens, before triggered abilities look at it
 * (a log, a trace, a user interface); it must not change the game. */
typedef void (*cardrt_observer)(void *user, const cardrt_game *g, const cardrt_event *ev);

typedef struct cardrt_trigger_def {
    const char *text;
    /* Does EVENT trigger this ability of SELF?  SELF is on the battlefield,
     * or, for an event that moved SELF itself, was until then. */
    bool (*matches)(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
    /* An intervening "if" (checked as it triggers and as it resolves), or NULL. */
    bool (*condition)(const cardrt_game *g, cardrt_id self);
    const cardrt_target_spec *targets;
    unsigned ntargets;
    cardrt_effect_fn effect;
    /* Where SELF must be for it to trigger: CARDRT_IN bits; 0 means the
     * battlefield (and, for an event that moves SELF from the battlefield,
     * looking back at it there). */
    unsigned zones;
    unsigned nmodes;            /* a modal ability: how many modes, */
    int min_modes, max_modes;   /* and how many are chosen as it is put on the stack */
    /* Damage dealt at once is one event (the combat damage of a step, CR
     * 510.2; a spell or ability's damage to several things): the damage
     * events in it that agree on what this says trigger the ability once,
     * their amounts added up (CR 603.2c). */
    enum {
        CARDRT_BATCH_NONE,      /* each damage event triggers it */
        CARDRT_BATCH_SOURCE,    /* once for each source ("Test deals combat damage") */
        CARDRT_BATCH_TARGET,    /* once for each object or player dealt damage ("one or more
                                 * creatures deal combat damage to a player", "Test is
                                 * dealt damage") */
        CARDRT_BATCH_ONCE_EACH_TURN,    /* any event, damage or not: the first that matches
                                         * in a turn triggers it, no other that turn ("This
                                         * ability triggers only once each turn") */
        CARDRT_BATCH_STATE,     /* a state-triggered ability (CR 603.8): `matches` is asked
                                 * of the game's state (a CARDRT_EV_STATE event) each time
                                 * state-based actions are checked; once it triggers, it
                                 * does not again while that ability of SELF waits to go
                                 * on the stack or is there */
    } batch;
    /* A Saga's chapter ability (CR 714.2 of the current rules): bit N for
     * each chapter number N it has ("I, II —"); 0 for any other ability.
     * The highest is the Saga's final chapter (saga.c). */
    unsigned chapters;
} cardrt_trigger_def;

/* ---- Choices ------------------------------------------------------------------ */

/* A choice put to a player: targets for a triggered ability, "you may"
 * (yes or no), an object among candidates, a number.  The chooser writes
 * the indexes of its answers (between min and max of them) to ANSWERS and
 * returns how many; a chooser that returns an impossible answer gets the
 * default.  The default (no chooser set) takes the first min candidates,
 * and "no" for "you may". */
typedef struct cardrt_choice {
    enum {
        CARDRT_CHOOSE_TARGETS, CARDRT_CHOOSE_YES_NO, CARDRT_CHOOSE_OBJECTS,
        CARDRT_CHOOSE_MODES,    /* modes of a modal ability, or the action of a choice between
                                 * actions (cardrt_fx_choose_action): NCANDIDATES, no candidates */
        CARDRT_CHOOSE_MANA,     /* a kind of mana: each candidate's id is a CARDRT_MANA_* */
        /* The blockers an attacking creature (source) assigns its combat
         * damage to, in order (Fourth Edition FAQ: the attacking player
         * may leave some out); the default is all of them, in the order
         * they blocked. */
        CARDRT_CHOOSE_DAMAGE,
        /* A name among NCANDIDATES `names` ("choose a creature type"); no
         * candidates. */
        CARDRT_CHOOSE_NAME,
    } kind;
    unsigned player;
    cardrt_id source;
    const char *prompt;
    const cardrt_ref *candidates;
    unsigned ncandidates;
    unsigned min, max;
    const char *const *names;   /* CARDRT_CHOOSE_NAME */
    /* CARDRT_CHOOSE_TARGETS: what the targets are for.  SPEC is target slot
     * SLOT (from 0) of SOURCE's activated ability ABILITY, of its triggered
     * ability TRIGGER, or of the spell SOURCE (both NULL).  A candidate is
     * one SPEC->legal(game, SOURCE, candidate) accepts that obeys the rules
     * of every target: a player still in the game; an object in SPEC's
     * zones (the battlefield if none, CR 415.5), not the spell itself
     * (415.6), and on the battlefield without shroud, without hexproof
     * unless PLAYER controls it, and without protection from SOURCE.  No
     * candidate is offered twice (one use of "target" takes different
     * objects), nor, for a SPEC that says `another`, one of the NTAKEN
     * targets TAKEN of the slots before it.  Changing a copy's targets
     * (707.10c), the first KEPT candidates are its targets as they are,
     * which it may keep whether legal or not; 0 otherwise. */
    const cardrt_target_spec *spec;
    unsigned slot;
    const cardrt_activated_def *ability;
    const cardrt_trigger_def *trigger;
    const cardrt_ref *taken;
    unsigned ntaken;
    unsigned kept;
} cardrt_choice;

typedef unsigned (*cardrt_chooser)(void *user, const cardrt_game *g, const cardrt_choice *c,
                                   unsigned *answers);

typedef struct cardrt_card_def {
    const char *name;
    const char *mana_cost;      /* "{1}{W}", or NULL */
    unsigned colors, types, supertypes;
    const char *subtypes[CARDRT_MAX_SUBTYPES];
    bool has_pt;
    int power, toughness, loyalty;
    uint64_t keywords;
    /* The spell: its target slots and what it does.  An Aura's one slot is
     * what its enchant ability names (CR 415.3). */
    const cardrt_target_spec *targets;
    unsigned ntargets;
    cardrt_effect_fn resolve;
    const cardrt_static_def *statics;
    unsigned nstatics;
    const cardrt_activated_def *activated;
    unsigned nactivated;
    const cardrt_trigger_def *triggers;
    unsigned ntriggers;
    /* A modal spell ("Choose one —", CR 415.7b): how many modes, and how
     * many may be chosen; its target slots say which mode they belong to. */
    unsigned nmodes;
    int min_modes, max_modes;
    /* Additional costs of the spell ("As an additional cost to cast this
     * spell, sacrifice a creature"). */
    const cardrt_cost *costs;
    unsigned ncosts;
    /* What happens as the permanent enters the battlefield, before anything
     * sees it there ("enters the battlefield tapped", "with two +1/+1
     * counters on it"): called with the permanent as the source, and the X
     * of the spell it was. */
    cardrt_effect_fn as_enters;
} cardrt_card_def;

/* What `cardc` puts in each object file and library: its cards, as the
 * symbol cardc_registry (or the NAME of cardc -fregistry-name=NAME),
 * whatever the file is called (docs/runtime.md, "Loading a card library"). */
typedef struct cardrt_registry {
    unsigned abi;               /* CARDRT_ABI_VERSION of the compiler */
    unsigned count;
    const cardrt_card_def *const *cards;
} cardrt_registry;

/* The card named NAME in REG, or NULL (also if REG was made for another ABI). */
CARDRT_API const cardrt_card_def *cardrt_registry_find(const cardrt_registry *reg, const char *name);

/* ---- Mana costs ------------------------------------------------------------ */

/* A mana cost, parsed: "{2}{R}{R}", "{X}{G}", hybrid "{W/U}" and "{2/W}",
 * Phyrexian "{W/P}" and "{G/U/P}", colorless "{C}", snow "{S}". */
enum { CARDRT_MAX_MANA_SYMBOLS = 32 };
typedef struct cardrt_mana_symbol {
    unsigned kinds;             /* the mana that may pay it: bit CARDRT_MANA_* ({W/U}: W or U) */
    int generic;                /* {2/W}: or this much generic mana instead (0: no such choice) */
    bool phyrexian;             /* {W/P}: or 2 life instead */
    bool snow;                  /* {S}: one mana of any kind, from a snow source */
} cardrt_mana_symbol;
typedef struct cardrt_mana_cost {
    int generic;                /* the numbers, added up */
    int x;                      /* how many {X} */
    int value;                  /* the mana value, X counting 0 */
    unsigned nsymbols;          /* every other symbol, in order */
    cardrt_mana_symbol symbols[CARDRT_MAX_MANA_SYMBOLS];
} cardrt_mana_cost;

/* Parse TEXT (NULL or "" is no cost).  A malformed cost is CARDRT_EINVAL,
 * more than CARDRT_MAX_MANA_SYMBOLS symbols other than numbers and {X}
 * CARDRT_ELIMIT; *OUT is then an empty cost. */
CARDRT_API cardrt_status cardrt_mana_cost_parse(const char *text, cardrt_mana_cost *out);
/* Strict mana: casting a spell pays its mana cost (X from cardrt_play.x),
 * activating an ability its mana cost, from the player's mana pool; a cost
 * the pool cannot pay refuses the action with CARDRT_ECOST.  Off (the
 * default), mana costs are not paid.  Players add mana with mana abilities
 * (or cardrt_add_mana) before they cast. */
CARDRT_API cardrt_status cardrt_set_strict_mana(cardrt_game *g, bool strict);
/* The mana value of OBJ: the total of its mana cost ({2/W} counts 2, each
 * other symbol 1), X counting 0 except for a spell on the stack, where it
 * is the X chosen.  0 for no mana cost or a malformed one. */
CARDRT_API int cardrt_mana_value(const cardrt_game *g, cardrt_id obj);
/* PLAYER's devotion to the colors COLORS (CARDRT_WHITE ... bits; CR 700.5):
 * the mana symbols in the mana costs of the permanents PLAYER controls that
 * are of one of those colors, each counted once ({W/B} once toward white
 * and black, {W/P} and {2/W} toward white; {C}, {S}, numbers and {X} none). */
CARDRT_API int cardrt_devotion(const cardrt_game *g, unsigned player, unsigned colors);
/* The size of PLAYER's party (CR 700.8 of the current rules): up to one
 * each of a Cleric, a Rogue, a Warrior and a Wizard among the creatures
 * PLAYER controls, as many as can be told apart (a creature with two of
 * those types counts once, for either), 0 to 4. */
CARDRT_API int cardrt_party_size(const cardrt_game *g, unsigned player);

/* ---- Games, players, objects -------------------------------------------- */

CARDRT_API cardrt_game *cardrt_game_new(unsigned nplayers, int starting_life, uint64_t seed);
CARDRT_API void cardrt_game_free(cardrt_game *g);
/* An independent copy (for search and simulation); NULL if out of memory. */
CARDRT_API cardrt_game *cardrt_game_clone(const cardrt_game *g);
/* Who answers choices (NULL: the deterministic default). */
CARDRT_API void cardrt_set_chooser(cardrt_game *g, cardrt_chooser fn, void *user);
/* Who is told of every event (NULL: nobody).  A clone keeps the chooser and
 * the observer. */
CARDRT_API void cardrt_set_observer(cardrt_game *g, cardrt_observer fn, void *user);

/* Put a new object made from DEF into ZONE, owned and controlled by PLAYER.
 * A permanent put onto the battlefield this way has been under its
 * controller's control since the turn began.  *ID gets its id. */
CARDRT_API cardrt_status cardrt_object_new(cardrt_game *g, const cardrt_card_def *def,
                                           unsigned player, cardrt_zone zone, cardrt_id *id);
/* Create a token from DEF on the battlefield under PLAYER's control: it
 * enters as a permanent does (triggers see it enter). */
CARDRT_API cardrt_status cardrt_create_token(cardrt_game *g, const cardrt_card_def *def,
                                             unsigned player, cardrt_id *id);
/* Summoning sickness (FAQ 1.1.11): a creature that has not been under its
 * controller's control since their most recent turn began cannot attack or
 * pay {T} costs (haste aside). */
CARDRT_API bool cardrt_is_sick(const cardrt_game *g, cardrt_id obj);

CARDRT_API unsigned cardrt_player_count(const cardrt_game *g);
CARDRT_API int cardrt_life(const cardrt_game *g, unsigned player);
CARDRT_API int cardrt_poison(const cardrt_game *g, unsigned player);
/* Mana of one kind in PLAYER's pool: CARDRT_MANA_W ... CARDRT_MANA_C.  The
 * pool empties as the turn ends. */
enum { CARDRT_MANA_W, CARDRT_MANA_U, CARDRT_MANA_B, CARDRT_MANA_R, CARDRT_MANA_G, CARDRT_MANA_C };
CARDRT_API int cardrt_mana(const cardrt_game *g, unsigned player, int kind);
/* Add MANA to PLAYER's pool: symbols of one kind each ("{R}{R}{C}"); SNOW:
 * it came from a snow source (it can pay {S}).  Anything else is EINVAL. */
CARDRT_API cardrt_status cardrt_add_mana(cardrt_game *g, unsigned player, const char *mana, bool snow);
CARDRT_API unsigned cardrt_zone_size(const cardrt_game *g, unsigned player, cardrt_zone z);
CARDRT_API bool cardrt_player_lost(const cardrt_game *g, unsigned player);
/* The game is over: every player but one has lost, or all have (a draw). */
CARDRT_API bool cardrt_game_over(const cardrt_game *g, bool *draw, unsigned *winner);

/* Object ids run from 1 to cardrt_object_count(); an object that ceased to
 * exist (a token that left the battlefield) is in CARDRT_NOWHERE. */
CARDRT_API unsigned cardrt_object_count(const cardrt_game *g);
CARDRT_API cardrt_zone cardrt_zone_of(const cardrt_game *g, cardrt_id obj);
/* The card OBJ was made from (its printed characteristics). */
CARDRT_API const cardrt_card_def *cardrt_def_of(const cardrt_game *g, cardrt_id obj);
/* Activated ability INDEX (from 0, as cardrt_activate numbers them) OBJ has
 * now, or NULL. */
CARDRT_API const cardrt_activated_def *cardrt_activated_of(const cardrt_game *g, cardrt_id obj,
                                                           unsigned index);
CARDRT_API unsigned cardrt_owner(const cardrt_game *g, cardrt_id obj);
CARDRT_API bool cardrt_is_tapped(const cardrt_game *g, cardrt_id obj);
CARDRT_API bool cardrt_is_token(const cardrt_game *g, cardrt_id obj);
/* Its supertypes (CARDRT_LEGENDARY ...), as printed. */
CARDRT_API unsigned cardrt_supertypes(const cardrt_game *g, cardrt_id obj);
/* Was OBJ cast: a spell on the stack, or the permanent that spell became
 * (with no zone change since)?  *FROM gets the zone it was cast from, *STEP
 * the step it was cast in, *OWN_TURN whether in its caster's turn ("if you
 * cast it from your hand", "if you cast this spell during your main
 * phase"); any of them may be NULL. */
CARDRT_API bool cardrt_cast_info(const cardrt_game *g, cardrt_id obj, cardrt_zone *from,
                                 cardrt_step *step, bool *own_turn);
/* The mana of KIND (CARDRT_MANA_*) spent to cast OBJ, while it is that
 * spell or the permanent it became ("if {G} was spent to cast it", "at
 * least three white mana was spent to cast this spell", CR 601.2h): 0 if
 * it was not cast, or was cast with strict mana off (nothing is paid), and
 * while a copy of it resolves (a copy is not cast, CR 707.10). */
CARDRT_API int cardrt_mana_spent(const cardrt_game *g, cardrt_id obj, int kind);
/* What an Aura or Equipment is attached to (0: nothing). */
CARDRT_API cardrt_id cardrt_attached_to(const cardrt_game *g, cardrt_id obj);
/* Is OBJ on the battlefield attached to HOST, or was it until HOST left
 * the battlefield, its last move (a leaves-the-battlefield ability looks
 * back, CR 603.10a: "When enchanted Forest is put into a graveyard")? */
CARDRT_API bool cardrt_was_attached_to(const cardrt_game *g, cardrt_id obj, cardrt_id host);
/* The player the Aura AURA on the battlefield enchants ("Enchant player",
 * CR 303.4 of the current rules: "enchanted player"); -1 if none. */
CARDRT_API int cardrt_enchanted_player(const cardrt_game *g, cardrt_id aura);
/* How many permanents with the subtype SUBTYPE ("Aura", "Equipment"; NULL:
 * any) are attached to OBJ. */
CARDRT_API int cardrt_attachments(const cardrt_game *g, cardrt_id obj, const char *subtype);
/* Is OBJ's name NAME? */
CARDRT_API bool cardrt_has_name(const cardrt_game *g, cardrt_id obj, const char *name);
/* Does OBJ have the subtype NAME ("Elf", "Forest"), after the layers?
 * Subtypes are words: they are compared without regard to case ("elf" is
 * "Elf", "Assembly-worker" is "Assembly-Worker"). */
CARDRT_API bool cardrt_has_subtype(const cardrt_game *g, cardrt_id obj, const char *name);
CARDRT_API int cardrt_damage_marked(const cardrt_game *g, cardrt_id obj);

/* Counters of any kind, named as the card names them ("+1/+1", "-1/-1",
 * "loyalty", "charge", "time", "poison", "energy"): counters of the same
 * name are interchangeable.  Put N counters of KIND on OBJ (on the
 * battlefield, in a graveyard or in exile: CARDRT_EZONE elsewhere); N < 0
 * removes -N of them, or as many as there are.  +1/+1 and -1/-1 counters
 * change power and toughness in layer 6c.  An object that changes zones
 * loses its counters. */
CARDRT_API cardrt_status cardrt_add_counter(cardrt_game *g, cardrt_id obj, const char *kind, int n);
CARDRT_API int cardrt_counter_count(const cardrt_game *g, cardrt_id obj, const char *kind);
/* The counters of every kind on OBJ ("a creature with a counter on it"). */
CARDRT_API int cardrt_counters_on(const cardrt_game *g, cardrt_id obj);
/* The same for a player (poison: ten or more and they lose; cardrt_poison). */
CARDRT_API cardrt_status cardrt_add_player_counter(cardrt_game *g, unsigned player, const char *kind,
                                                   int n);
CARDRT_API int cardrt_player_counter_count(const cardrt_game *g, unsigned player, const char *kind);
/* The counters of KIND (as cardrt_add_counter names them) the event EV put
 * on its object or player, negative for those removed; 0 for another
 * event or kind: "Whenever one or more +1/+1 counters are put on ~". */
CARDRT_API int cardrt_event_counters(const cardrt_event *ev, const char *kind);

/* Characteristics after every continuous effect (the layers of 418.5a).
 * The name is a copiable value: a copy has the name of what it copies. */
CARDRT_API const char *cardrt_name(const cardrt_game *g, cardrt_id obj);
CARDRT_API unsigned cardrt_controller(const cardrt_game *g, cardrt_id obj);
CARDRT_API unsigned cardrt_colors(const cardrt_game *g, cardrt_id obj);
CARDRT_API unsigned cardrt_types(const cardrt_game *g, cardrt_id obj);
CARDRT_API bool cardrt_has_keyword(const cardrt_game *g, cardrt_id obj, cardrt_keyword k);
CARDRT_API cardrt_status cardrt_pt(const cardrt_game *g, cardrt_id obj, int *power, int *toughness);
/* Its base power and toughness: as its copiable values, characteristic-
 * defining abilities and the effects that set them make them (layers 1 to
 * 6a, and the setting effects of 6b), before the effects that modify them
 * (+N/+N), counters and switching. */
CARDRT_API cardrt_status cardrt_base_pt(const cardrt_game *g, cardrt_id obj, int *power, int *toughness);
/* The same as cardrt_pt, one at a time (0 for an object that is not there). */
CARDRT_API int cardrt_power(const cardrt_game *g, cardrt_id obj);
CARDRT_API int cardrt_toughness(const cardrt_game *g, cardrt_id obj);

/* Text-changing effects (layer 3) on SOURCE, for its compiled text: the
 * color a color word of its text names now (COLOR: color bits, each mapped;
 * "nonblack" is cardrt_text_color(g, source, CARDRT_BLACK)), and the basic
 * land type a land type word names now ("Swamp" may read "Forest"); other
 * words are returned as they are.  Its protection from colors, landwalk
 * keywords and basic land subtypes change with them by themselves. */
CARDRT_API unsigned cardrt_text_color(const cardrt_game *g, cardrt_id source, unsigned color);
CARDRT_API const char *cardrt_text_subtype(const cardrt_game *g, cardrt_id source, const char *name);

/* Last known information (CR 413.2a, 413.2f): the same characteristics,
 * and counters, as they were the moment OBJ last left the battlefield
 * (objects that left together, as they were together), until it returns;
 * while it is on the battlefield, or if it never was, its current ones.  A
 * token that has ceased to exist is still known.  For "sacrifice a
 * creature, then ... damage equal to that creature's power". */
CARDRT_API cardrt_status cardrt_last_pt(const cardrt_game *g, cardrt_id obj, int *power,
                                        int *toughness);
CARDRT_API unsigned cardrt_last_controller(const cardrt_game *g, cardrt_id obj);
CARDRT_API unsigned cardrt_last_colors(const cardrt_game *g, cardrt_id obj);
CARDRT_API unsigned cardrt_last_types(const cardrt_game *g, cardrt_id obj);
CARDRT_API bool cardrt_last_has_keyword(const cardrt_game *g, cardrt_id obj, cardrt_keyword k);
CARDRT_API bool cardrt_last_has_subtype(const cardrt_game *g, cardrt_id obj, const char *name);
CARDRT_API int cardrt_last_counter_count(const cardrt_game *g, cardrt_id obj, const char *kind);

/* ---- The stack ------------------------------------------------------------ */

/* The choices a player makes as they cast a spell or activate an ability
 * (CR 409.1): modes, the value of X, targets.  TARGETS holds the chosen
 * targets slot after slot (NTARGETS[i] in slot i); a slot of a mode not
 * chosen takes none. */
typedef struct cardrt_play {
    const cardrt_ref *targets;
    const unsigned *ntargets;
    unsigned modes;             /* bit i: mode i is chosen (modal spells and abilities) */
    int x;                      /* the value of X */
    unsigned options;           /* CARDRT_PLAY_*: optional costs the caster pays */
} cardrt_play;
enum {
    CARDRT_PLAY_KICKED = 1,     /* its kicker cost too (CARDRT_COST_KICKER) */
    CARDRT_PLAY_BUYBACK = 2,    /* its buyback cost too (CARDRT_COST_BUYBACK) */
    CARDRT_PLAY_FLASHBACK = 4,  /* cast from the graveyard for its flashback cost: the runtime
                                 * sets it for a card cast from there */
    CARDRT_PLAY_EVOKED = 8,     /* its evoke cost instead of its mana cost (CARDRT_COST_EVOKE) */
    CARDRT_PLAY_DASHED = 16,    /* its dash cost instead of its mana cost (CARDRT_COST_DASH) */
    CARDRT_PLAY_SUSPENDED = 32, /* cast as its last time counter was removed (suspend): a
                                 * creature spell's permanent has haste (the runtime sets it) */
    CARDRT_PLAY_FACE_DOWN = 64, /* morph (702.37c): cast face down for {3} instead of its mana
                                 * cost, as a 2/2 creature spell with no name, text, subtypes,
                                 * mana cost or color (708.2); no targets, modes or other costs */
    CARDRT_PLAY_ALTERNATIVE = 128, /* its alternative cost instead of its mana cost
                                 * (CARDRT_COST_ALTERNATIVE: "You may sacrifice a Mountain
                                 * rather than pay this spell's mana cost", 118.9) */
};
/* The options OBJ was cast with (CARDRT_PLAY_* bits): while it is a spell on
 * the stack, and, for a permanent spell that resolved, as long as the
 * permanent stays on the battlefield ("if it was kicked", CR 702.33d); 0
 * otherwise. */
CARDRT_API unsigned cardrt_cast_options(const cardrt_game *g, cardrt_id obj);

/* Cast the spell OBJ from its owner's hand, or, for an instant or sorcery
 * with flashback, from their graveyard (PLAY may be NULL: no choices).
 * Options the card has no cost for are CARDRT_EINVAL.
 * Illegal or repeated targets refuse the cast with CARDRT_ETARGET, a wrong
 * number of modes with CARDRT_EINVAL, a cost that cannot be paid with
 * CARDRT_ECOST, the wrong time with CARDRT_ETIMING (CR 409: a sorcery, or a
 * permanent spell without flash, only in its caster's main phase with the
 * stack empty; any spell only by a player who may act, see cardrt_pass);
 * a refused cast changes nothing.  The caster receives priority. */
CARDRT_API cardrt_status cardrt_cast_play(cardrt_game *g, unsigned player, cardrt_id obj,
                                          const cardrt_play *play);
/* The same with targets only. */
CARDRT_API cardrt_status cardrt_cast(cardrt_game *g, unsigned player, cardrt_id obj,
                                     const cardrt_ref *targets, const unsigned *ntargets);
/* Activate ability INDEX (from 0) of OBJ (a permanent, or a card in a zone
 * the ability names, such as cycling from the hand); CARDRT_ETIMING when
 * the player may not act now or the ability's timing forbids it.  Its own
 * activated abilities come first, then those effects grant it now
 * (CARDRT_ADD_ABILITIES), in the order the effects apply. */
CARDRT_API cardrt_status cardrt_activate_play(cardrt_game *g, unsigned player, cardrt_id obj,
                                              unsigned index, const cardrt_play *play);
CARDRT_API cardrt_status cardrt_activate(cardrt_game *g, unsigned player, cardrt_id obj,
                                         unsigned index, const cardrt_ref *targets,
                                         const unsigned *ntargets);
/* All players pass in succession: the top of the stack resolves (CR 413.1)
 * and the active player receives priority; CARDRT_ESTACK if it is empty. */
CARDRT_API cardrt_status cardrt_resolve_top(cardrt_game *g);
CARDRT_API unsigned cardrt_stack_size(const cardrt_game *g);

/* ---- What a resolving spell or ability does ----------------------------- */

/* Put CHOICE to its player through the chooser; the answers' indexes go to
 * ANSWERS (room for choice->max); returns how many. */
CARDRT_API unsigned cardrt_choose(cardrt_game *g, const cardrt_choice *choice, unsigned *answers);
/* "You may ...": ask PLAYER; the default is no. */
CARDRT_API bool cardrt_ask(cardrt_game *g, unsigned player, cardrt_id source, const char *prompt);

CARDRT_API cardrt_game *cardrt_ctx_game(cardrt_ctx *ctx);
CARDRT_API cardrt_id cardrt_ctx_source(const cardrt_ctx *ctx);
CARDRT_API unsigned cardrt_ctx_controller(const cardrt_ctx *ctx);
/* Target I of slot SLOT, if it is still legal (CR 413.2a: illegal targets
 * are left alone); false otherwise. */
CARDRT_API bool cardrt_ctx_target(const cardrt_ctx *ctx, unsigned slot, unsigned i, cardrt_ref *out);
CARDRT_API unsigned cardrt_ctx_target_count(const cardrt_ctx *ctx, unsigned slot);
/* The value of X, the chosen modes (bit i: mode i), and, for a triggered
 * ability, the event that triggered it (NULL otherwise). */
CARDRT_API int cardrt_ctx_x(const cardrt_ctx *ctx);
/* The value of X of the spell or ability whose target test, or whose
 * effect's test ("each creature with mana value X"), the runtime is asking
 * now (CR 601.2b: X is chosen before targets); 0 when none is. */
CARDRT_API int cardrt_item_x(const cardrt_game *g);
CARDRT_API unsigned cardrt_ctx_modes(const cardrt_ctx *ctx);
CARDRT_API const cardrt_event *cardrt_ctx_event(const cardrt_ctx *ctx);
/* A delayed triggered ability's linked object or player I: false if there
 * is none, or the object has changed zones since (it is a new object). */
CARDRT_API bool cardrt_ctx_linked(const cardrt_ctx *ctx, unsigned i, cardrt_ref *out);
CARDRT_API unsigned cardrt_ctx_linked_count(const cardrt_ctx *ctx);

/* One-shot effects (CR 417).  Each does as much as it can (CR 416.3).
 * Damage: protection and prevention effects (cardrt_add_prevention) may
 * prevent some or all of it; what is left is dealt. */
CARDRT_API cardrt_status cardrt_deal_damage(cardrt_game *g, cardrt_id source, cardrt_ref to, int amount);
/* The same as combat damage (prevention effects may prevent only that). */
CARDRT_API cardrt_status cardrt_deal_combat_damage(cardrt_game *g, cardrt_id source, cardrt_ref to,
                                                   int amount);
CARDRT_API cardrt_status cardrt_destroy(cardrt_game *g, cardrt_id obj, bool can_regenerate);
/* A regeneration shield: the next destruction this turn taps it, removes
 * its damage and leaves it on the battlefield instead. */
CARDRT_API cardrt_status cardrt_regenerate(cardrt_game *g, cardrt_id obj);
CARDRT_API cardrt_status cardrt_draw(cardrt_game *g, unsigned player, unsigned n);
CARDRT_API cardrt_status cardrt_gain_life(cardrt_game *g, unsigned player, int n);
CARDRT_API cardrt_status cardrt_lose_life(cardrt_game *g, unsigned player, int n);
/* N poison counters: cardrt_add_player_counter(g, player, "poison", n). */
CARDRT_API cardrt_status cardrt_add_poison(cardrt_game *g, unsigned player, int n);
CARDRT_API cardrt_status cardrt_set_tapped(cardrt_game *g, cardrt_id obj, bool tapped);
CARDRT_API cardrt_status cardrt_move(cardrt_game *g, cardrt_id obj, cardrt_zone to);
/* Counter the spell OBJ: it leaves the stack for its owner's graveyard and
 * does nothing; no cost is refunded (CR 414). */
CARDRT_API cardrt_status cardrt_counter(cardrt_game *g, cardrt_id obj);
/* Shuffle PLAYER's library with the game's seeded generator: the same seed
 * and the same actions give the same game. */
CARDRT_API cardrt_status cardrt_shuffle(cardrt_game *g, unsigned player);

/* Continuous effects from resolving spells and abilities (CR 418.3). */
typedef enum cardrt_duration {
    CARDRT_UNTIL_END_OF_TURN,
    CARDRT_FOREVER,
    CARDRT_AS_LONG_AS,          /* while `holds` is true (CR 418.3d) */
    CARDRT_UNTIL_END_OF_COMBAT, /* "until end of combat", "this combat": over as the end
                                 * of combat step ends (CR 511.3) */
    CARDRT_UNTIL_YOUR_NEXT_TURN,    /* over as the next turn of the player who controlled
                                     * the spell or ability (the source) begins */
} cardrt_duration;

typedef struct cardrt_effect_spec {
    const cardrt_change *changes;
    unsigned nchanges;
    cardrt_duration duration;
    bool (*holds)(const cardrt_game *g, cardrt_id source);
    /* What it affects, locked in as it begins when it changes
     * characteristics or control (CR 418.3b): the objects given, or every
     * object AFFECTS accepts at that moment. */
    const cardrt_id *objects;
    unsigned nobjects;
    cardrt_affects_fn affects;
} cardrt_effect_spec;

/* The changes and objects are copied: SPEC need not outlive the call. */
CARDRT_API cardrt_status cardrt_add_effect(cardrt_game *g, cardrt_id source,
                                           const cardrt_effect_spec *spec);

/* Prevention effects (CR 416.1) from resolving spells and abilities.  They
 * change the rules of the game, not objects, so which damage they prevent
 * is judged as it would be dealt (418.3b: "Prevent all damage creatures
 * would deal this turn" prevents damage from creatures that enter later).
 * Damage is prevented if every test given passes. */
typedef struct cardrt_prevention_spec {
    cardrt_affects_fn from;     /* the source (from, creator, source): NULL: any */
    cardrt_target_fn to;        /* the recipient (to, creator, recipient): NULL: any */
    cardrt_id source;           /* only damage from this object (0: any) */
    cardrt_ref recipient;       /* only damage to this object or player (CARDRT_REF_NONE: any) */
    bool combat_only;           /* only combat damage (cardrt_deal_combat_damage) */
    int amount;                 /* < 0: all of it; N: a shield, the next N damage, used up */
    bool next_time;             /* with amount < 0: all of it the next time only ("The next
                                 * time a source of your choice would deal damage to you this
                                 * turn, prevent that damage"), then the effect ends */
    cardrt_duration duration;   /* CARDRT_UNTIL_END_OF_TURN: "this turn" */
    bool (*holds)(const cardrt_game *g, cardrt_id creator);    /* CARDRT_AS_LONG_AS */
} cardrt_prevention_spec;

/* SPEC is copied.  An effect for or from a particular object ends when that
 * object changes zones. */
CARDRT_API cardrt_status cardrt_add_prevention(cardrt_game *g, cardrt_id creator,
                                               const cardrt_prevention_spec *spec);

/* ---- Rules that static abilities and effects change ---------------------------- *
 * A change of kind CARDRT_RULE_CHANGE points at a constant cardrt_rule.  In
 * a static ability it applies while its permanent is on the battlefield
 * with its abilities and its condition holds, to the objects the ability's
 * `affects` accepts (NULL: its permanent), asked as the rule applies: it
 * changes the rules, not objects, so "Creature spells you control can't be
 * countered" covers spells cast later (418.3b).  In an effect
 * (cardrt_fx_effect, cardrt_add_effect) it applies to the objects locked
 * in ("Target creature can't be regenerated this turn"; a replacement effect
 * only to the events that would move them or deal them damage);
 * cardrt_add_rule and cardrt_fx_rule make one that applies to every object
 * WHICH accepts as it applies ("Damage can't be prevented this turn").
 * Player rules apply to the players WHO names (CARDRT_WHO_YOU,
 * _OPPONENTS, _EACH) from the point of view of the source's controller. */
typedef enum cardrt_rule_kind {
    CARDRT_RULE_CANT_GAIN_LIFE,     /* players: gaining life does nothing */
    CARDRT_RULE_CANT_LOSE_LIFE,     /* players: losing life does nothing (damage is still dealt) */
    CARDRT_RULE_HEXPROOF,           /* players: no target of their opponents' spells and abilities */
    CARDRT_RULE_SPELL_LIMIT,        /* players: can't cast more than N spells each turn */
    CARDRT_RULE_CANT_PLAY_LANDS,    /* players */
    CARDRT_RULE_CANT_BE_COUNTERED,  /* objects: a spell that is countered stays on the stack */
    CARDRT_RULE_CANT_BE_REGENERATED,/* objects: a regeneration shield does not save them */
    CARDRT_RULE_NO_PREVENTION,      /* objects: damage they deal, or are dealt, can't be
                                     * prevented (prevention effects and protection) */
    CARDRT_RULE_COST,               /* objects: spells (ABILITY: the activated abilities of
                                     * permanents) cost N more generic mana, N < 0 less */
    CARDRT_RULE_REPLACE,            /* a replacement effect (CR 416.1; 614 of the current rules) */
    CARDRT_RULE_SKIP_DRAW_STEP,     /* players: their draw steps don't happen (CR 500.11) */
    CARDRT_RULE_EXTRA_LANDS,        /* players: may play N more lands each turn (CR 305.2) */
    CARDRT_RULE_MUST_ATTACK,        /* objects: attack each combat if able (CR 508.1d) */
    CARDRT_RULE_CANT_ACTIVATE,      /* objects: their activated abilities can't be activated */
    CARDRT_RULE_PREVENT,            /* a prevention effect (CR 416.1): the damage APPLIES accepts
                                     * (its CARDRT_EV_DAMAGE event as it would be reported) is
                                     * prevented, all of it (N < 0) or N of it each time */
    CARDRT_RULE_CANT_BLOCK_THIS,    /* a block APPLIES accepts (its CARDRT_EV_BLOCKS event as it
                                     * would be reported: object the blocker, source the
                                     * attacker; amount the blockers declared with it) can't
                                     * be declared (CR 509.1b of the current rules): "~ can't
                                     * be blocked by Walls", "~ can't block alone"; from a
                                     * resolved spell or ability, for the blockers it locked
                                     * in ("Target creature can't block ~ this turn") */
    CARDRT_RULE_CANT_ATTACK_THIS,   /* an attack APPLIES accepts (its CARDRT_EV_ATTACKS event
                                     * as it would be reported: object the attacker, target
                                     * what it attacks, player the defending player, amount
                                     * the creatures declared with it, 0 if not known yet)
                                     * can't be declared (CR 508.1c of the current rules);
                                     * meanwhile cardrt_defending_player_of the attacker is
                                     * that player: "~ can't attack unless defending player
                                     * controls an Island" */
    CARDRT_RULE_PLAY_FROM_TOP,      /* the top card of a player's library may be cast, or played
                                     * (a land), from there by that player, if APPLIES accepts
                                     * the event it would be (CARDRT_EV_CAST or
                                     * CARDRT_EV_PLAY_LAND: object the card, player who): "You
                                     * may play lands and cast spells from the top of your
                                     * library" (the usual timing and costs) */
    CARDRT_RULE_LOOK_AT_TOP,        /* players WHO may look at the top card of the library of
                                     * the rule's controller any time (cardrt_may_look_at_top):
                                     * "You may look at the top card of your library any time"
                                     * (CARDRT_WHO_YOU), "Play with the top card of your library
                                     * revealed" (CARDRT_WHO_EACH) */
    CARDRT_RULE_ASSIGN_AS_UNBLOCKED,/* objects: blocked and dealing combat damage, its
                                     * controller may have it assign that damage as though it
                                     * weren't blocked (asked: cardrt_ask, the default no) */
    CARDRT_RULE_ATTACK_DESPITE_DEFENDER,/* objects: can attack as though they didn't have
                                     * defender */
    CARDRT_RULE_CAST_AS_FLASH,      /* a cast APPLIES accepts (its CARDRT_EV_CAST event as it
                                     * would be: object the card, player who) may be made as
                                     * though the card had flash: "You may cast Spirit spells
                                     * as though they had flash" */
    CARDRT_RULE_IGNORE_LANDWALK,    /* objects: can be blocked as though they didn't have the
                                     * landwalk N (a CARDRT_KW_..WALK) */
    CARDRT_RULE_BLOCK_SHADOW,       /* objects: can block creatures with shadow (as though
                                     * they had shadow themselves) */
    CARDRT_RULE_MUST_BE_BLOCKED,    /* objects: attacking, must be blocked if able (CR 509.1c
                                     * of the current rules): a declaration that leaves one
                                     * unblocked while a creature of its defending player,
                                     * blocking nothing or an attacker without this
                                     * requirement, could block it is CARDRT_EINVAL; passing
                                     * declares such blocks */
    CARDRT_RULE_MAX_HAND_SIZE,      /* players: their maximum hand size is N, none if N < 0
                                     * (CR 402.2; the latest such rule wins) */
    CARDRT_RULE_UNTAP_IN_OTHERS_STEPS,  /* objects: they untap during each untap step of a
                                     * player other than their controller too (CR 502.3) */
    CARDRT_RULE_DAMAGE_BY_TOUGHNESS,/* objects: assign combat damage equal to their toughness
                                     * rather than their power (CR 510.1a) */
    CARDRT_RULE_MUST_BLOCK,         /* objects: block if able (CR 509.1c of the current rules):
                                     * an attacker APPLIES accepts (its CARDRT_EV_BLOCKS event
                                     * as it would be), any without APPLIES; a declaration
                                     * where one of them could block such an attacker and
                                     * blocks none (nor one that must be blocked) is
                                     * CARDRT_EINVAL; passing declares such blocks */
    CARDRT_RULE_CANT_BE_TARGETED,   /* objects: can't be the target of the spells and abilities
                                     * APPLIES accepts (a CARDRT_EV_TARGETED event as it would
                                     * be: target the object, source the spell or the
                                     * ability's source, text the ability's, player its
                                     * controller): a rule against targets, CR 415 */
    CARDRT_RULE_CANT_CAST,          /* players: can't cast the spells APPLIES accepts (its
                                     * CARDRT_EV_CAST event as it would be: object the card,
                                     * player who): "You can't cast creature spells" */
} cardrt_rule_kind;

typedef struct cardrt_rule {
    cardrt_rule_kind kind;
    int who;                    /* player rules: CARDRT_WHO_YOU, _OPPONENTS or _EACH */
    int n;                      /* CARDRT_RULE_SPELL_LIMIT, _COST, _PREVENT, _IGNORE_LANDWALK */
    bool ability;               /* CARDRT_RULE_COST: activated abilities, not spells */
    bool targets_source;        /* CARDRT_RULE_COST: only spells or abilities that target the
                                 * rule's source ("that target ~") */
    /* CARDRT_RULE_REPLACE.  An event about to happen is described as the
     * cardrt_event it would report: an object would move (CARDRT_EV_ZONE_
     * CHANGE: "would die" is from the battlefield to a graveyard, "would
     * enter the battlefield" to it), a player would draw a card
     * (CARDRT_EV_DRAW, object 0), damage would be dealt (CARDRT_EV_DAMAGE,
     * after prevention), a player would gain or lose life.  APPLIES says
     * whether this effect of SOURCE replaces it (it reads the kind). */
    bool (*applies)(const cardrt_game *g, cardrt_id source, const cardrt_event *ev);
    /* What happens instead; the parts given are applied in this order. */
    int to;                     /* a zone change: this zone instead (0 is the library, so
                                 * TO_GIVEN must be set) */
    bool to_given;
    unsigned how;               /* with TO: CARDRT_MOVE_TOP, _BOTTOM, _SHUFFLE, _TAPPED */
    int times, plus;            /* damage, life: the amount times TIMES (0: once) plus PLUS */
    const char *counter;        /* entering the battlefield: with N more COUNTER counters */
    int counters;
    /* The event does not happen; INSTEAD (if any) is done in its place, with
     * the effect's source as the source, its controller as the controller,
     * and the event it replaced as cardrt_ctx_event ("If you would draw a
     * card, ... instead"). */
    bool skip;
    cardrt_effect_fn instead;
    /* A self-replacement effect (the current CR 614.15: it modifies how its
     * own spell or ability does something, or what happens to its own
     * permanent or card, from any zone): applied before the others. */
    bool self;
} cardrt_rule;

/* An object dies: it is put into a graveyard from the battlefield (CR
 * 700.4 of the current rules), as a trigger sees the event or a replacement
 * effect sees it before it happens: the APPLIES of "If that creature would
 * die this turn, exile it instead" (in an effect locked on that creature). */
CARDRT_API bool cardrt_match_dies(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);

/* A rule from a resolving spell or ability for DURATION (CR 418.3),
 * applying to the objects WHICH accepts (NULL: every object) as it applies.
 * RULE must outlive the game. */
CARDRT_API cardrt_status cardrt_add_rule(cardrt_game *g, cardrt_id source, const cardrt_rule *rule,
                                         cardrt_affects_fn which, cardrt_duration duration,
                                         bool (*holds)(const cardrt_game *g, cardrt_id source));
/* The same from the resolving spell or ability; DURATION a cardrt_duration. */
CARDRT_API cardrt_status cardrt_fx_rule(cardrt_ctx *ctx, const cardrt_rule *rule,
                                        cardrt_affects_fn which, int duration);
/* The same, a player rule for each player of SEL alone, whatever its `who`
 * says ("Target player can't play lands this turn"). */
CARDRT_API cardrt_status cardrt_fx_player_rule(cardrt_ctx *ctx, const cardrt_rule *rule, int sel, int duration);
/* Does a rule of kind KIND (not CARDRT_RULE_COST, _REPLACE, _PREVENT,
 * _CANT_BLOCK_THIS, _CANT_ATTACK_THIS, _PLAY_FROM_TOP, _CAST_AS_FLASH, _CANT_CAST,
 * _CANT_BE_TARGETED)
 * apply to WHO, a player or an object, now? */
CARDRT_API bool cardrt_rule_applies(const cardrt_game *g, cardrt_ref who, cardrt_rule_kind kind);
/* May VIEWER look at the top card of OWNER's library now (their own
 * library's is hidden unless a rule says so: CARDRT_RULE_LOOK_AT_TOP)? */
CARDRT_API bool cardrt_may_look_at_top(const cardrt_game *g, unsigned viewer, unsigned owner);
/* The most spells PLAYER may cast this turn (the least of the limits on
 * them), or -1 for no limit. */
CARDRT_API int cardrt_spell_limit(const cardrt_game *g, unsigned player);
/* PLAYER's maximum hand size (CR 402.2): 7, or as the latest
 * CARDRT_RULE_MAX_HAND_SIZE that applies to them says; -1 for none. */
CARDRT_API int cardrt_max_hand_size(const cardrt_game *g, unsigned player);

/* Several replacement effects would apply to one event (CR 616.1 of the
 * current rules): the affected player, or the controller of the affected
 * object (its owner outside the battlefield), chooses one through the
 * chooser (a CARDRT_CHOOSE_OBJECTS choice among the sources of the
 * effects, in the order they began; the default is the first), which
 * applies; then, if the event is still to happen, the others that still
 * apply are chosen from again.  Self-replacement effects go first.  Each
 * applies once to an event (614.5). */

/* ---- Helpers for generated code ------------------------------------------- *
 * A resolving spell or ability works on selections: CARDRT_NSEL numbered
 * lists of objects and players, empty when it starts.  Generated code fills
 * them from the text ("target creature", "each opponent", "its controller",
 * "all creatures you control") and acts on them; amounts and conditions are
 * computed in between.  A selection is found once, when the instruction is
 * followed (CR 413.2f).  Every function takes scalars and pointers only, and
 * ignores a selection number out of range. */
enum { CARDRT_NSEL = 16 };

/* Add to SEL the targets of SLOT that are still legal (CR 413.2a). */
CARDRT_API void cardrt_sel_target(cardrt_ctx *ctx, int sel, int slot);
/* Add the source: the spell, or the permanent (or card) whose ability this is. */
CARDRT_API void cardrt_sel_source(cardrt_ctx *ctx, int sel);
/* Add the source if it is in ZONES (CARDRT_IN bits) and is still the object
 * whose ability this is, with no zone change since the ability went on the
 * stack (CR 400.7): "Return ~ from your graveyard to the battlefield". */
CARDRT_API void cardrt_sel_source_in(cardrt_ctx *ctx, int sel, unsigned zones);
/* Add players: CARDRT_WHO_*. */
enum { CARDRT_WHO_YOU, CARDRT_WHO_OPPONENTS, CARDRT_WHO_EACH, CARDRT_WHO_ACTIVE,
       CARDRT_WHO_DEFENDING /* defending player: cardrt_defending_player_of */ };
CARDRT_API void cardrt_sel_players(cardrt_ctx *ctx, int sel, int who);
/* Add every object in ZONES (CARDRT_IN bits) that WHICH accepts (NULL: all). */
CARDRT_API void cardrt_sel_objects(cardrt_ctx *ctx, int sel, cardrt_affects_fn which, unsigned zones);
/* Add what the triggering event names: CARDRT_EVENT_*. */
enum { CARDRT_EVENT_OBJECT, CARDRT_EVENT_SOURCE, CARDRT_EVENT_PLAYER, CARDRT_EVENT_TARGET,
       CARDRT_EVENT_OTHER /* of object and source, the one that is not the ability's source
                           * ("Whenever this blocks or becomes blocked by a creature") */ };
CARDRT_API void cardrt_sel_event(cardrt_ctx *ctx, int sel, int what);
/* Add the objects the costs of kind COST_KIND (CARDRT_COST_SACRIFICE,
 * _DISCARD, _EXILE, _RETURN, _TAP_OTHERS) chose as the spell was cast or the
 * ability activated: "the sacrificed creature", "the discarded card", "the
 * exiled card" (where they are now; amounts read their last known information). */
CARDRT_API void cardrt_sel_paid(cardrt_ctx *ctx, int sel, int cost_kind);
/* Add to DST what the items of SRC relate to: CARDRT_REL_* ("its controller",
 * "its owner", "enchanted creature"). */
enum { CARDRT_REL_CONTROLLER, CARDRT_REL_OWNER, CARDRT_REL_ATTACHED_TO };
CARDRT_API void cardrt_sel_related(cardrt_ctx *ctx, int dst, int src, int how);
/* The controller chooses N of the items of SRC (all of them if there are
 * no more) and adds them to DST: "return a creature card from your
 * graveyard", "sacrifice a creature". */
CARDRT_API void cardrt_sel_choose(cardrt_ctx *ctx, int dst, int src, int n, const char *prompt);
/* Up to N items of SRC the controller chooses ("untap up to two lands"):
 * a CARDRT_CHOOSE_OBJECTS choice of none to N of them, added to DST. */
CARDRT_API void cardrt_sel_choose_up_to(cardrt_ctx *ctx, int dst, int src, int n, const char *prompt);
/* N items of SRC, chosen at random by the game's seeded generator ("return
 * a creature card at random from your graveyard"), added to DST; all of
 * them if SRC has N or fewer. */
CARDRT_API void cardrt_sel_random(cardrt_ctx *ctx, int dst, int src, int n);
/* The items of SRC added to DST in the order the controller chooses (a
 * CARDRT_CHOOSE_OBJECTS choice of all of them; the default keeps their
 * order): "on the bottom of your library in any order", where the first is
 * the topmost of them (cardrt_fx_move puts each under the one before). */
CARDRT_API void cardrt_sel_order(cardrt_ctx *ctx, int dst, int src, const char *prompt);
/* The items of SEL in the reverse order: "on top of your library in any
 * order", where cardrt_fx_move puts each on the one before, so that the
 * first chosen, moved last, is on top. */
CARDRT_API void cardrt_sel_reverse(cardrt_ctx *ctx, int sel);
/* Is any object of SEL one that WHICH accepts ("if that creature is tapped")? */
CARDRT_API bool cardrt_sel_any(cardrt_ctx *ctx, int sel, cardrt_affects_fn which);
/* Keep in SEL only the objects WHICH accepts ("a creature card from among
 * them"). */
CARDRT_API void cardrt_sel_keep(cardrt_ctx *ctx, int sel, cardrt_affects_fn which);
/* Keep in SEL only the objects whose controller (owner, with BY_OWNER) is a
 * player of PLAYERS ("creatures that player controls"). */
CARDRT_API void cardrt_sel_keep_controlled(cardrt_ctx *ctx, int sel, int players, bool by_owner);
/* Keep in SEL only the objects that share a color with an object of WITH
 * (each of those as it last existed): "each other creature that shares a
 * color with it" (CR 105.4 of the current rules: at least one color in
 * common; a colorless object shares none). */
CARDRT_API void cardrt_sel_keep_sharing_color(cardrt_ctx *ctx, int sel, int with);
/* Keep in SEL only the objects with the same name as an object of WITH
 * ("each other creature with the same name as that creature"); an object
 * with no name (face down) has the same name as none. */
CARDRT_API void cardrt_sel_keep_same_name(cardrt_ctx *ctx, int sel, int with);
/* Add the top N cards of the library of each player of PLAYERS. */
CARDRT_API void cardrt_sel_top(cardrt_ctx *ctx, int dst, int players, int n);
/* Add the items of SRC to DST ("target creature and target land"). */
CARDRT_API void cardrt_sel_add(cardrt_ctx *ctx, int dst, int src);
/* Take out of DST the items of SRC: a spell's "other creatures", other
 * than those it named before. */
CARDRT_API void cardrt_sel_remove(cardrt_ctx *ctx, int dst, int src);
CARDRT_API int cardrt_sel_count(const cardrt_ctx *ctx, int sel);
/* The total of STAT over the items of SEL (an object that left the
 * battlefield counts as it last was there, CR 413.2f). */
enum { CARDRT_STAT_POWER, CARDRT_STAT_TOUGHNESS, CARDRT_STAT_MANA_VALUE, CARDRT_STAT_LIFE,
       CARDRT_STAT_HAND };
CARDRT_API int cardrt_sel_stat(cardrt_ctx *ctx, int sel, int stat);
/* The counters of KIND on the objects of SEL, as each last existed: "for
 * each +1/+1 counter on it". */
CARDRT_API int cardrt_sel_counters(cardrt_ctx *ctx, int sel, const char *kind);
/* The number of objects in ZONES that WHICH accepts for SOURCE: "the number
 * of creatures you control". */
CARDRT_API int cardrt_count(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which,
                            unsigned zones);
/* How many permanents WHICH accepts PLAYER controls ("an opponent controls
 * more lands than you"); 0 for no such player. */
CARDRT_API int cardrt_count_controlled(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which,
                                       unsigned player);
/* The total STAT (CARDRT_STAT_POWER or _MANA_VALUE) of the objects
 * cardrt_count counts: "creatures you control have total power 8 or
 * greater" (each one's as it is, a negative power too). */
CARDRT_API int cardrt_total(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which,
                            unsigned zones, int stat);
/* What the last action did, for "that much" and "this way": damage dealt,
 * life gained or lost, cards drawn or discarded, objects moved.  Before the
 * first action of a triggered ability, its event's amount ("Whenever this
 * is dealt damage, ... that much"). */
CARDRT_API int cardrt_fx_result(const cardrt_ctx *ctx);
/* The greatest STAT (CARDRT_STAT_POWER, _TOUGHNESS, _MANA_VALUE) among the
 * objects of SEL ("the greatest power among creatures you control"); 0 for
 * none. */
CARDRT_API int cardrt_sel_max(cardrt_ctx *ctx, int sel, int stat);

/* Actions.  Each acts on the items of its selection that it can act on,
 * does as much as it can (CR 416.3), and sets the result. */
/* FROM (a selection, or -1 for the source) deals AMOUNT damage to each item of TO. */
CARDRT_API cardrt_status cardrt_fx_damage(cardrt_ctx *ctx, int from, int to, int amount);
/* CR 701.12: the creature of A fights the creature of B (selections, or -1
 * for the source): each deals damage equal to its power to the other, at
 * once.  No damage is dealt unless each names one creature still on the
 * battlefield (701.12b; an illegal target has left its selection). */
CARDRT_API cardrt_status cardrt_fx_fight(cardrt_ctx *ctx, int a, int b);
CARDRT_API cardrt_status cardrt_fx_destroy(cardrt_ctx *ctx, int sel, bool can_regenerate);
/* Move to ZONE: CARDRT_MOVE_* flags place it (the top or bottom of a
 * library, or shuffled into it; onto the battlefield tapped, or under the
 * controller's control); where a replacement effect put it elsewhere,
 * they do nothing. */
enum { CARDRT_MOVE_TOP = 1, CARDRT_MOVE_BOTTOM = 2, CARDRT_MOVE_TAPPED = 4, CARDRT_MOVE_YOURS = 8,
       CARDRT_MOVE_SHUFFLE = 16 /* into a library, which is then shuffled */ };
CARDRT_API cardrt_status cardrt_fx_move(cardrt_ctx *ctx, int sel, int zone, unsigned how);
/* Put each Aura of SEL onto the battlefield attached to the first object of
 * HOST, a permanent it could enchant (its enchant ability's target spec
 * accepts it); an Aura that can't be attached stays where it is (CR 303.4f
 * of the current rules): "return ~ to the battlefield attached to that
 * creature".  HOW as cardrt_fx_move's.  The result is how many moved. */
CARDRT_API cardrt_status cardrt_fx_move_attached(cardrt_ctx *ctx, int sel, int host, unsigned how);
/* The same, each object with N counters of KIND on it where it arrives:
 * onto the battlefield as it enters (CR 122.6: "return it to the
 * battlefield with a +1/+1 counter on it"), elsewhere once there ("exile
 * it with a hit counter on it"). */
CARDRT_API cardrt_status cardrt_fx_move_with_counters(cardrt_ctx *ctx, int sel, int zone, unsigned how,
                                                      const char *kind, int n);
CARDRT_API cardrt_status cardrt_fx_tap(cardrt_ctx *ctx, int sel, bool tapped);
/* Counter the spells of SEL (CR 414). */
CARDRT_API cardrt_status cardrt_fx_counter(cardrt_ctx *ctx, int sel);
/* The same, each going to ZONE instead of its owner's graveyard (HOW:
 * CARDRT_MOVE_TOP or _BOTTOM of its owner's library): "If that spell is
 * countered this way, exile it instead of putting it into its owner's
 * graveyard" (a self-replacement effect, CR 614.15 of the current rules). */
CARDRT_API cardrt_status cardrt_fx_counter_to(cardrt_ctx *ctx, int sel, int zone, unsigned how);
/* Copy each instant or sorcery spell of SEL (CR 707.10): the copy goes on
 * the stack under the resolving spell or ability's controller's control
 * with the spell's modes, X and targets; with NEW_TARGETS ("you may choose
 * new targets for the copy", 707.10c) its controller is asked, target by
 * target, through the chooser whether to keep it (the default) or choose
 * another legal one.  The result is how many copies. */
CARDRT_API cardrt_status cardrt_fx_copy_spell(cardrt_ctx *ctx, int sel, bool new_targets);
/* Put N counters of KIND ("+1/+1", "charge", "poison") on each permanent
 * and player of SEL. */
CARDRT_API cardrt_status cardrt_fx_counters(cardrt_ctx *ctx, int sel, const char *kind, int n);
/* Remove N counters of KIND (N < 0: all of them) from each object and
 * player of SEL, as many as there are; the result is how many were
 * removed ("remove all +1/+1 counters from ~", "if no counters were
 * removed this way"). */
CARDRT_API cardrt_status cardrt_fx_remove_counters(cardrt_ctx *ctx, int sel, const char *kind, int n);
/* Prevention effects (CR 416.1, cardrt_add_prevention) from the resolving
 * spell or ability: damage from each object of FROM (-1: any source) that
 * FROM_FN accepts (NULL: any), to each object or player of TO (-1: any)
 * that TO_FN accepts; all of it (AMOUNT < 0), all of it the next time only
 * (CARDRT_PREVENT_NEXT_TIME) or the next AMOUNT, combat damage only or all,
 * for DURATION (CARDRT_UNTIL_END_OF_TURN: "this turn").  The result is how
 * many effects began. */
enum { CARDRT_PREVENT_ALL = -1, CARDRT_PREVENT_NEXT_TIME = -2 };
CARDRT_API cardrt_status cardrt_fx_prevent(cardrt_ctx *ctx, int from, cardrt_affects_fn from_fn, int to,
                                           cardrt_target_fn to_fn, bool combat_only, int amount,
                                           int duration);
/* Each player of SEL draws N, gains N life (N < 0: loses -N), discards N
 * cards (their choice, or at random), puts the top N cards of their
 * library into their graveyard.  The result of cardrt_fx_life is the life
 * gained or lost in all, as it was (none by a player who can't lose life). */
CARDRT_API cardrt_status cardrt_fx_draw(cardrt_ctx *ctx, int sel, int n);
CARDRT_API cardrt_status cardrt_fx_life(cardrt_ctx *ctx, int sel, int n);
CARDRT_API cardrt_status cardrt_fx_discard(cardrt_ctx *ctx, int sel, int n, bool random);
CARDRT_API cardrt_status cardrt_fx_mill(cardrt_ctx *ctx, int sel, int n);
/* Each player of SEL discards the cards of CARDS still in their hand ("That
 * player discards that card", the one chosen from it). */
CARDRT_API cardrt_status cardrt_fx_discard_these(cardrt_ctx *ctx, int sel, int cards);
/* Each permanent of SEL is sacrificed (by its controller, CR 701 in later rules). */
CARDRT_API cardrt_status cardrt_fx_sacrifice(cardrt_ctx *ctx, int sel);
/* Each player of SEL sacrifices N permanents WHICH accepts, of their
 * choice; they are added to INTO (-1: nowhere) for "that creature". */
CARDRT_API cardrt_status cardrt_fx_sacrifice_n(cardrt_ctx *ctx, int sel, cardrt_affects_fn which, int n,
                                               int into);
/* A continuous effect on the objects of SEL, locked in now (CR 418.3b). */
CARDRT_API cardrt_status cardrt_fx_effect(cardrt_ctx *ctx, int sel, const cardrt_change *changes,
                                          unsigned nchanges, int duration,
                                          bool (*holds)(const cardrt_game *g, cardrt_id source));
/* N tokens of DEF under the control of each player of SEL (-1: the
 * controller); they are added to INTO (-1: nowhere). */
CARDRT_API cardrt_status cardrt_fx_tokens(cardrt_ctx *ctx, int sel, const cardrt_card_def *def, int n,
                                          int into);
/* The objects of SEL, just put onto the battlefield, are tapped (TAPPED)
 * and attacking (ATTACKING: "a token that's tapped and attacking", CR
 * 508.4): each attacks a player or planeswalker its controller chooses
 * (CARDRT_CHOOSE_OBJECTS), but never attacked ("attacks" does not
 * trigger); outside the combat of its controller's turn it is not
 * attacking (506.3d). */
CARDRT_API cardrt_status cardrt_fx_enter_as(cardrt_ctx *ctx, int sel, bool tapped, bool attacking);
/* N tokens that are copies of each object of OF (CR 707.2: its copiable
 * values, what it copies if it is a copy; those it has where it is now, if
 * it left the battlefield) under the control of each player of SEL (-1:
 * the controller); they are added to INTO (-1: nowhere). */
CARDRT_API cardrt_status cardrt_fx_token_copies(cardrt_ctx *ctx, int sel, int of, int n, int into);
/* N mana of KIND (CARDRT_MANA_*) to the controller's pool. */
CARDRT_API cardrt_status cardrt_fx_add_mana(cardrt_ctx *ctx, int kind, int n);
CARDRT_API cardrt_status cardrt_fx_regenerate(cardrt_ctx *ctx, int sel);
CARDRT_API cardrt_status cardrt_fx_shuffle(cardrt_ctx *ctx, int sel);
/* Each player of SEL searches their library for up to N cards WHICH
 * accepts (of the controller's choice); they are added to INTO. */
CARDRT_API cardrt_status cardrt_fx_search(cardrt_ctx *ctx, int into, int sel, cardrt_affects_fn which,
                                          int n);
/* Attach the Aura or Equipment of WHAT to the first object of TO. */
CARDRT_API cardrt_status cardrt_fx_attach(cardrt_ctx *ctx, int what, int to);
/* N mana to the controller's pool, of the kinds KINDS allows (bit
 * 1 << CARDRT_MANA_*), chosen through the chooser: one kind for all of it
 * (ONE_KIND: "two mana of any one color"), or one kind at a time. */
CARDRT_API cardrt_status cardrt_fx_add_mana_choice(cardrt_ctx *ctx, int n, unsigned kinds, bool one_kind);
/* The controller chooses a color ("the color of your choice"): its CARDRT_* bit. */
CARDRT_API int cardrt_fx_choose_color(cardrt_ctx *ctx);
/* "Return it to the battlefield at the beginning of the next end step": a
 * delayed triggered ability (cardrt_add_delayed_trigger) from the
 * resolving spell or ability, linked to the objects and players of SEL
 * (more than CARDRT_MAX_LINKED: one for each CARDRT_MAX_LINKED).  Its
 * effect reads them with cardrt_sel_linked.  SEL -1: one linked to
 * nothing, whose effect finds what it acts on as it resolves ("destroy all
 * permanents at the beginning of the next end step"). */
CARDRT_API cardrt_status cardrt_fx_delayed(cardrt_ctx *ctx, int sel, const cardrt_trigger_def *def);
/* The objects and players a delayed triggered ability is linked to, as
 * long as each is the same object (cardrt_ctx_linked). */
CARDRT_API void cardrt_sel_linked(cardrt_ctx *ctx, int sel);

/* "It doesn't untap during its controller's next untap step": each
 * permanent of SEL stays tapped in the next untap step of whoever controls
 * it then. */
CARDRT_API cardrt_status cardrt_fx_skip_untap(cardrt_ctx *ctx, int sel);
/* "As ~ enters the battlefield, choose a color" (a creature type, a basic
 * land type, an opponent, a player): the controller chooses, and the
 * source keeps the choice while it stays on the battlefield (a new object
 * after a zone change has none). */
enum {
    CARDRT_CHOICE_COLOR, CARDRT_CHOICE_CREATURE_TYPE, CARDRT_CHOICE_BASIC_LAND_TYPE,
    CARDRT_CHOICE_OPPONENT, CARDRT_CHOICE_PLAYER,
};
CARDRT_API cardrt_status cardrt_fx_choose_for_source(cardrt_ctx *ctx, int what);
/* What OBJ's controller chose for it: a color (CARDRT_WHITE ... bits, 0:
 * none), a creature or basic land type (NULL: none), a player (-1: none). */
CARDRT_API unsigned cardrt_chosen_color(const cardrt_game *g, cardrt_id obj);
CARDRT_API const char *cardrt_chosen_type(const cardrt_game *g, cardrt_id obj);
CARDRT_API int cardrt_chosen_player(const cardrt_game *g, cardrt_id obj);
/* "... then put them back in any order": the controller orders the cards of
 * SEL still in a library (each owner's apart) and puts them back on top in
 * that order, the first answer on top (a CARDRT_CHOOSE_OBJECTS choice of
 * all of them; the default keeps their order). */
CARDRT_API cardrt_status cardrt_fx_put_back(cardrt_ctx *ctx, int sel);
/* Each player of SEL looks at the top N cards of their library and puts
 * any number of them on the bottom (CR 701 in later rules, scry). */
CARDRT_API cardrt_status cardrt_fx_scry(cardrt_ctx *ctx, int sel, int n);
/* "... unless its controller pays {3}": the first player of SEL (-1: the
 * controller) may pay COST (a mana cost as written); true if they did.
 * With strict mana (cardrt_set_strict_mana) only a player who can pay it
 * from their pool is asked, and it is paid from there.  The default is not
 * to pay.  COST may be energy symbols instead ("{E}{E}", CR 107.14): only a
 * player with that many energy counters is asked, and they are removed. */
CARDRT_API bool cardrt_fx_pay(cardrt_ctx *ctx, int sel, const char *cost);
/* "... unless you pay 2 life": the first player of SEL (-1: the
 * controller) may pay N life, if their life total is N or more (CR 119.4);
 * true if they did (they lose that life).  The default is not to pay. */
CARDRT_API bool cardrt_fx_pay_life(cardrt_ctx *ctx, int sel, int n);
/* "You may ...": ask the first player of SEL (-1: the controller); the
 * default is no. */
CARDRT_API bool cardrt_fx_may(cardrt_ctx *ctx, int sel, const char *prompt);
/* "Tap or untap target permanent": the controller chooses one of N actions
 * as the effect resolves (a CARDRT_CHOOSE_MODES choice of one); its index,
 * from 0 (the default: the first). */
CARDRT_API int cardrt_fx_choose_action(cardrt_ctx *ctx, unsigned n, const char *prompt);

/* ---- Keyword abilities with a parameter ------------------------------------------ *
 * Keywords whose abilities depend on a number or a cost are triggered
 * abilities of the card (cardrt_trigger_def) made of these parts; each
 * follows the current Comprehensive Rules (CR 702.x).  The code generator
 * uses them; hand-written cards may too. */
/* Matches: the beginning of SELF's controller's upkeep; the same, the first
 * since SELF came under their control (echo, 702.30a: "if this permanent
 * came under your control since the beginning of your last upkeep"); SELF
 * blocks or becomes blocked (bushido, 702.45a); the last time counter was
 * removed from SELF (vanishing, 702.63a). */
CARDRT_API bool cardrt_match_upkeep(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
CARDRT_API bool cardrt_match_echo(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
CARDRT_API bool cardrt_match_blocks_or_blocked(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
/* SELF becomes blocked (rampage, 702.23a; afflict, 702.130a). */
CARDRT_API bool cardrt_match_becomes_blocked(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
CARDRT_API bool cardrt_match_last_time_counter(const cardrt_game *g, cardrt_id self,
                                               const cardrt_event *ev);
/* An intervening "if": SELF has a time counter on it (vanishing). */
CARDRT_API bool cardrt_has_time_counter(const cardrt_game *g, cardrt_id self);
/* Effects on the source.  Echo: "sacrifice it unless you pay COST" (a mana
 * cost as written).  Cumulative upkeep (702.24a): put an age counter on it,
 * then sacrifice it unless you pay COST (mana, or NULL) and LIFE life once
 * for each age counter on it.  Fading (702.32a): remove a fade counter from
 * it; if you can't, sacrifice it.  Vanishing: remove a time counter from
 * it.  Paying is asked of the controller (cardrt_fx_pay: the default is not
 * to pay; with strict mana only one who can pay from their pool is asked;
 * life only up to their total). */
CARDRT_API cardrt_status cardrt_fx_echo(cardrt_ctx *ctx, const char *cost);
CARDRT_API cardrt_status cardrt_fx_cumulative_upkeep(cardrt_ctx *ctx, const char *cost, int life);
CARDRT_API cardrt_status cardrt_fx_fading(cardrt_ctx *ctx);
CARDRT_API cardrt_status cardrt_fx_vanishing(cardrt_ctx *ctx);
/* Rampage N (the Fourth Edition rulebook; 702.23a): the source gets +N/+N
 * until end of turn for each creature blocking it beyond the first (as the
 * triggering event counted them).  Afflict N: the defending player loses N
 * life. */
CARDRT_API cardrt_status cardrt_fx_rampage(cardrt_ctx *ctx, int n);
CARDRT_API cardrt_status cardrt_fx_afflict(cardrt_ctx *ctx, int n);
/* SELF attacks (battle cry, 702.91a; annihilator, 702.86a); SELF attacks
 * the player with the most life or tied for most life (dethrone, 702.105a). */
CARDRT_API bool cardrt_match_attacks(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
CARDRT_API bool cardrt_match_dethrone(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
/* Battle cry: each other attacking creature gets +1/+0 until end of turn.
 * Annihilator N: the defending player sacrifices N permanents.  Dethrone:
 * put a +1/+1 counter on the source. */
CARDRT_API cardrt_status cardrt_fx_battle_cry(cardrt_ctx *ctx);
CARDRT_API cardrt_status cardrt_fx_annihilator(cardrt_ctx *ctx, int n);
CARDRT_API cardrt_status cardrt_fx_dethrone(cardrt_ctx *ctx);
/* Evoke (702.74a): SELF entered the battlefield from an evoked spell ("When
 * it enters, if its evoke cost was paid, its controller sacrifices it"). */
CARDRT_API bool cardrt_match_evoked(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
/* Unearth (702.84a): "Return this card from your graveyard to the
 * battlefield. It gains haste. Exile it at the beginning of the next end
 * step. If it would leave the battlefield, exile it instead of putting it
 * anywhere else" (an activated ability from the graveyard, as a sorcery). */
CARDRT_API cardrt_status cardrt_fx_unearth(cardrt_ctx *ctx);
/* Transmute (702.53a): does OBJ have the mana value SOURCE has ("a card
 * with the same mana value as the discarded card")? */
CARDRT_API bool cardrt_same_mana_value(const cardrt_game *g, cardrt_id source, cardrt_id obj);
/* Ninjutsu (702.49a): "Put this card onto the battlefield from your hand
 * tapped and attacking", attacking what the creature its cost returned was
 * attacking (702.49c); the card must still be in the hand. */
CARDRT_API cardrt_status cardrt_fx_ninjutsu(cardrt_ctx *ctx);
/* Bloodthirst N (702.54a), in the "as it enters" function: if an opponent
 * of its controller was dealt damage this turn, N +1/+1 counters on the
 * source. */
CARDRT_API cardrt_status cardrt_fx_bloodthirst(cardrt_ctx *ctx, int n);
/* "a spell that targets you", "that targets ~", "that targets a creature
 * you control": does the spell OBJ on the stack (itself, not a copy) have
 * PLAYER, TARGET, or an object FN accepts for SOURCE among its targets? */
CARDRT_API bool cardrt_spell_targets_player(const cardrt_game *g, cardrt_id obj, int player);
CARDRT_API bool cardrt_spell_targets_object(const cardrt_game *g, cardrt_id obj, cardrt_id target);
CARDRT_API bool cardrt_spell_targets_any(const cardrt_game *g, cardrt_id source, cardrt_id obj,
                                         cardrt_affects_fn fn);
/* Did SOURCE deal damage this turn to the object or player TO (TO_KIND
 * CARDRT_REF_OBJECT or _PLAYER), or to anything (CARDRT_REF_NONE)?  Each
 * object as the object it is now, or, if it has left the battlefield
 * since, as it last was there: "Whenever a creature dealt damage by ~ this
 * turn dies", "creature that dealt damage to you this turn". */
CARDRT_API bool cardrt_damage_dealt(const cardrt_game *g, cardrt_id source, int to_kind, cardrt_id to);
/* Was PLAYER dealt damage this turn? */
CARDRT_API bool cardrt_dealt_damage_this_turn(const cardrt_game *g, unsigned player);
/* "that was dealt damage this turn", "that entered the battlefield this
 * turn": of OBJ as the object it is now (a zone change makes a new object,
 * CR 400.7); a permanent the game was set up with entered in no turn. */
CARDRT_API bool cardrt_object_damaged_this_turn(const cardrt_game *g, cardrt_id obj);
CARDRT_API bool cardrt_entered_this_turn(const cardrt_game *g, cardrt_id obj);
/* Renown N (702.112a): SELF dealt combat damage to a player and isn't
 * renowned; its effect: N +1/+1 counters and it becomes renowned.
 * Monstrosity N (701.37a): if the source isn't monstrous, N +1/+1 counters
 * and it becomes monstrous.  Both are forgotten when it changes zones. */
CARDRT_API bool cardrt_match_renown(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
CARDRT_API cardrt_status cardrt_fx_renown(cardrt_ctx *ctx, int n);
CARDRT_API cardrt_status cardrt_fx_monstrosity(cardrt_ctx *ctx, int n);
CARDRT_API bool cardrt_is_renowned(const cardrt_game *g, cardrt_id obj);
CARDRT_API bool cardrt_is_monstrous(const cardrt_game *g, cardrt_id obj);
/* Suspend N—[cost] (702.62a): PLAYER pays the cost and exiles OBJ from
 * their hand with N time counters, when they could begin to cast it (its
 * timing; a special action: no stack).  Its triggered abilities, made of
 * these parts, work in exile: at the beginning of its owner's upkeep
 * (cardrt_match_upkeep, condition cardrt_is_suspended) cardrt_fx_suspend
 * removes a time counter; when the last is removed
 * (cardrt_match_last_time_counter) cardrt_fx_suspend_cast casts it without
 * paying its mana cost if its owner will (a creature spell's permanent
 * gains haste).  Not a card with CARDRT_COST_SUSPEND: CARDRT_EINVAL. */
CARDRT_API cardrt_status cardrt_suspend(cardrt_game *g, unsigned player, cardrt_id obj);
CARDRT_API bool cardrt_is_suspended(const cardrt_game *g, cardrt_id obj);
CARDRT_API cardrt_status cardrt_fx_suspend(cardrt_ctx *ctx);
CARDRT_API cardrt_status cardrt_fx_suspend_cast(cardrt_ctx *ctx);
/* Madness (702.35a): SELF was discarded and exiled instead (matches); its
 * owner may cast it for COST (its chooser answers "cast for madness"),
 * else it goes to the graveyard. */
CARDRT_API bool cardrt_match_madness(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
/* Morph (702.37e): PLAYER turns the face-down permanent OBJ they control
 * face up, any time they may act (a special action: no stack), paying its
 * morph cost (CARDRT_COST_MORPH, under strict mana).  Not face down, or no
 * morph cost: CARDRT_EINVAL. */
CARDRT_API cardrt_status cardrt_turn_face_up(cardrt_game *g, unsigned player, cardrt_id obj);
CARDRT_API bool cardrt_is_face_down(const cardrt_game *g, cardrt_id obj);
/* Foretell (702.143a): during their turn, when they may act, PLAYER pays
 * {2} and exiles OBJ (with a CARDRT_COST_FORETELL cost) from their hand face
 * down (a special action); from a later turn on, cardrt_cast_play casts it
 * from exile for its foretell cost instead of its mana cost. */
CARDRT_API cardrt_status cardrt_foretell(cardrt_game *g, unsigned player, cardrt_id obj);
CARDRT_API cardrt_status cardrt_fx_madness(cardrt_ctx *ctx, const char *cost);

/* ---- Turns, priority and timing ----------------------------------------------- */

/* The game starts in the first player's first main phase.  The player with
 * priority may act; when every player still in the game has passed in
 * succession, the top of the stack resolves (CR 413.1) and the active player
 * receives priority, or, with the stack empty, the game moves to its next
 * step.  While attackers or blockers are to be declared, nobody has
 * priority: cardrt_priority_player is the player who declares. */
CARDRT_API unsigned cardrt_active_player(const cardrt_game *g);
CARDRT_API unsigned cardrt_priority_player(const cardrt_game *g);
CARDRT_API cardrt_step cardrt_current_step(const cardrt_game *g);
CARDRT_API unsigned cardrt_turn_number(const cardrt_game *g);   /* 1 for the first turn */
/* PLAYER passes priority.  A player who does not hold priority but has not
 * passed since the last action takes it as in a game (the players before
 * them pass), as casting and activating do; one who has passed gets
 * CARDRT_ETIMING.  A player who must declare attackers or blockers passes
 * by declaring none (but the attackers that must attack, CR 508.1d, and
 * the blocks creatures that must be blocked if able need, 509.1c). */
CARDRT_API cardrt_status cardrt_pass(cardrt_game *g, unsigned player);
/* The players pass in succession until all have: the top of the stack
 * resolves, or the game moves to its next step. */
CARDRT_API cardrt_status cardrt_pass_all(cardrt_game *g);
/* With the stack empty, the players pass until STEP next begins (later in
 * this turn, else in the next; a combat damage step or declare blockers
 * step that does not happen counts as reached when the step after it
 * begins).  Whatever goes on the stack on the way resolves, with the
 * chooser's (or the default) choices; attackers and blockers due on the
 * way are declared as cardrt_pass declares them.  It stops as STEP begins: its turn-based actions
 * are done and the abilities that triggered go on the stack.  The untap
 * and cleanup steps, where nobody gets priority, are CARDRT_EINVAL; a
 * stack not empty is CARDRT_ETIMING. */
CARDRT_API cardrt_status cardrt_advance_to(cardrt_game *g, cardrt_step step);
/* Start the game at STEP of turn TURN, PLAYER's (instead of the first
 * player's first main phase), before anything has happened in it: no step
 * has begun, nothing was cast or played and nobody has passed (else
 * CARDRT_ETIMING).  The steps before STEP do not happen; STEP begins as it
 * would in a game: its turn-based actions (the draw step's draw), its
 * CARDRT_EV_STEP event, and the abilities that trigger on it go on the
 * stack.  The untap and cleanup steps, where nobody gets priority, and the
 * declare blockers and combat damage steps, which need attackers, are
 * CARDRT_EINVAL. */
CARDRT_API cardrt_status cardrt_start_at(cardrt_game *g, unsigned turn, unsigned player,
                                         cardrt_step step);
/* The game begins (CR 103.6, after the opening hands are kept): each
 * player in turn order is asked (cardrt_ask, the default no) whether each
 * card of their hand with a CARDRT_COST_OPENING_HAND ("If ~ is in your
 * opening hand, you may begin the game with it on the battlefield") goes
 * onto the battlefield.  CARDRT_ETIMING once anything has been played. */
CARDRT_API cardrt_status cardrt_begin_game(cardrt_game *g);
/* The rest of the turn and the beginning of the next: as cardrt_advance_to
 * the next player's first main phase (the end step with its triggers,
 * cleanup, then their untap, upkeep and draw), and whatever is on the stack
 * now resolves first. */
CARDRT_API cardrt_status cardrt_end_turn(cardrt_game *g);
/* Play the land OBJ from PLAYER's hand: once each turn, in their own main
 * phase with the stack empty (it does not use the stack). */
CARDRT_API cardrt_status cardrt_play_land(cardrt_game *g, unsigned player, cardrt_id obj);

/* A delayed triggered ability (CR 417.2): DEF's `matches` is asked about
 * every event from now on, with SOURCE (which may have left the
 * battlefield, or be 0) as self; the first time it matches, the ability
 * triggers under CONTROLLER and is gone.  Its effect reads LINKED (up to
 * CARDRT_MAX_LINKED objects or players) with cardrt_ctx_linked.  DEF must
 * outlive the game; LINKED is copied. */
CARDRT_API cardrt_status cardrt_add_delayed_trigger(cardrt_game *g, cardrt_id source,
                                                    unsigned controller,
                                                    const cardrt_trigger_def *def,
                                                    const cardrt_ref *linked, unsigned nlinked);

/* ---- Combat ------------------------------------------------------------------- */

/* The active player declares attackers as the declare attackers step begins
 * (cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS) gets there): each
 * ATTACKERS[i] attacks DEFENDERS[i], an opponent or a planeswalker an
 * opponent controls (DEFENDERS NULL: the next player in turn order).  Each
 * must be an untapped creature they control, not summoning sick (haste
 * aside), without defender or "can't attack"; it taps unless it has
 * vigilance.  N may be 0: no attack.  A creature that must attack
 * (CARDRT_RULE_MUST_ATTACK) and is able to attack the next player must be
 * among them (CR 508.1d), else CARDRT_EINVAL. */
CARDRT_API cardrt_status cardrt_declare_attackers(cardrt_game *g, unsigned player,
                                                  const cardrt_id *attackers,
                                                  const cardrt_ref *defenders, unsigned n);
/* A defending player declares blockers as the declare blockers step begins:
 * BLOCKERS[i], an untapped creature they control, blocks ATTACKERS[i], a
 * creature attacking them or their planeswalker.  Evasion (flying, reach,
 * shadow, horsemanship, fear, intimidate, landwalk, menace, protection,
 * "can't block", "can't be blocked") is checked for the whole declaration;
 * a refused one changes nothing. */
CARDRT_API cardrt_status cardrt_declare_blockers(cardrt_game *g, unsigned player,
                                                 const cardrt_id *blockers,
                                                 const cardrt_id *attackers, unsigned n);
CARDRT_API bool cardrt_is_attacking(const cardrt_game *g, cardrt_id obj);
/* How many creatures are attacking now ("is attacking alone": it, and no
 * other, CR 506.5). */
CARDRT_API unsigned cardrt_attacker_count(const cardrt_game *g);
CARDRT_API bool cardrt_is_blocking(const cardrt_game *g, cardrt_id obj);
/* The attacking creature OBJ blocks (0: none): "each creature blocking it". */
CARDRT_API cardrt_id cardrt_attacker_blocked(const cardrt_game *g, cardrt_id obj);
/* Does BLOCKER block ATTACKER: "creatures blocking ~", "blocked by ~"?  A
 * blocker that has left the battlefield is asked as it last was there,
 * while ATTACKER is still attacking ("When ~ dies, destroy all creatures
 * blocking or blocked by it"). */
CARDRT_API bool cardrt_blocks(const cardrt_game *g, cardrt_id blocker, cardrt_id attacker);
/* An attacking creature that was blocked stays blocked for the rest of the
 * combat, even if its blockers are gone. */
CARDRT_API bool cardrt_is_blocked(const cardrt_game *g, cardrt_id obj);
/* An attacking creature no creature was declared to block, once its
 * defending player has declared blockers (CR 509.1h): before that it is
 * neither blocked nor unblocked. */
CARDRT_API bool cardrt_is_unblocked(const cardrt_game *g, cardrt_id obj);
/* The player an attacking creature attacks (or whose planeswalker it
 * attacks); -1 if it is not attacking. */
CARDRT_API int cardrt_defending_player(const cardrt_game *g, cardrt_id attacker);
/* The player an attacking creature attacks itself ("attacking you"; CR
 * 506.3: not one whose planeswalker it attacks); -1 if none. */
CARDRT_API int cardrt_attacked_player(const cardrt_game *g, cardrt_id attacker);
/* Does a creature attack PLAYER itself now ("if you've been attacked this
 * step", in the declare attackers step)? */
CARDRT_API bool cardrt_player_attacked(const cardrt_game *g, unsigned player);
/* "Defending player" in the text of SOURCE: the player it attacks if it is
 * attacking (or would, while its attack is asked of the rules:
 * CARDRT_RULE_CANT_ATTACK_THIS); else, in a combat where one player is
 * attacked, that player ("Whenever equipped creature attacks, ...
 * defending player"); else -1. */
CARDRT_API int cardrt_defending_player_of(const cardrt_game *g, cardrt_id source);
/* Loyalty counters on a planeswalker (it enters with its printed loyalty;
 * damage removes them, and one with none goes to the graveyard). */
CARDRT_API int cardrt_loyalty(const cardrt_game *g, cardrt_id obj);

/* ---- What happened this turn -------------------------------------------------- */

/* The game counts, for each player, what happened this turn and last turn
 * (the turn before the current one): "if a creature died this turn", "if
 * you gained life this turn", "if no spells were cast last turn".  The
 * total of WHAT over the players of PLAYERS (bit i: player i). */
typedef enum cardrt_history_kind {
    CARDRT_HIST_SPELLS_CAST,    /* spells the player cast */
    CARDRT_HIST_LIFE_GAINED,    /* life the player gained */
    CARDRT_HIST_LIFE_LOST,      /* life the player lost (damage included) */
    CARDRT_HIST_ATTACKERS,      /* creatures the player attacked with */
    CARDRT_HIST_DIED,           /* creatures the player controlled that died */
    CARDRT_HIST_LEFT,           /* permanents the player controlled that left the battlefield */
    CARDRT_HIST_ENTERED,        /* permanents that entered the battlefield under their control */
    CARDRT_HIST_LANDS_ENTERED,  /* of those, lands */
    CARDRT_HIST_CARDS_DRAWN,    /* cards the player drew */
    CARDRT_HIST_DISCARDED,      /* cards the player discarded */
    CARDRT_HIST_TOKENS_CREATED, /* tokens created under the player's control */
    CARDRT_HIST_COUNT
} cardrt_history_kind;
CARDRT_API int cardrt_history(const cardrt_game *g, unsigned players, cardrt_history_kind what,
                              bool last_turn);

/* State-based actions (they are also checked after each resolution). */
CARDRT_API cardrt_status cardrt_check_sba(cardrt_game *g);

#ifdef __cplusplus
}
#endif

#endif
