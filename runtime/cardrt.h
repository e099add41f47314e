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
#define CARDRT_ABI_VERSION 2
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
    CARDRT_KW_COUNT
} cardrt_keyword;
#define CARDRT_KW(k) (UINT64_C(1) << (k))

enum { CARDRT_MAX_SUBTYPES = 8, CARDRT_MAX_TARGETS = 8, CARDRT_MAX_PLAYERS = 8 };

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
    bool count_is_x;            /* "X target creatures": min and max are the spell's X */
} cardrt_target_spec;
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
    } kind;
    int value;
    uint64_t keywords;
    int power, toughness;
    /* For CARDRT_SET_PT and CARDRT_MODIFY_PT of a static ability: computed
     * each time it applies ("equal to the number of creature cards in your
     * graveyard", "+1/+1 for each other Elf you control"). */
    void (*pt_fn)(const cardrt_game *g, cardrt_id source, cardrt_id obj, int *power, int *toughness);
    const char *subtype;        /* CARDRT_ADD_SUBTYPE */
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
        CARDRT_COST_SACRIFICE,      /* sacrifice N permanents WHICH accepts */
        CARDRT_COST_DISCARD,        /* discard N cards WHICH accepts (NULL: any) */
        CARDRT_COST_EXILE,          /* exile N cards WHICH accepts from ZONES you own */
        CARDRT_COST_TAP_OTHERS,     /* tap N untapped permanents WHICH accepts */
        CARDRT_COST_REMOVE_COUNTERS,/* remove N COUNTER counters from this permanent */
        CARDRT_COST_ADD_COUNTERS,   /* put N COUNTER counters on this permanent */
        CARDRT_COST_LOYALTY,        /* a loyalty ability: N (+/-) loyalty counters */
        CARDRT_COST_RETURN,         /* return N permanents WHICH accepts to their owner's hand */
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
} cardrt_activated_def;

/* ---- Events and triggered abilities --------------------------------------- */

/* The steps of a turn, in order (the main phases count as steps here). */
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
        CARDRT_EV_CAST,         /* player cast the spell object */
        CARDRT_EV_DAMAGE,       /* source dealt amount to target */
        CARDRT_EV_LIFE_GAINED, CARDRT_EV_LIFE_LOST,    /* player, amount */
        CARDRT_EV_COUNTERS,     /* amount counters of kind counter put on (amount < 0:
                                 * removed from) object, or player (target says which) */
        CARDRT_EV_STEP,         /* the beginning of step, in player's turn */
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
} cardrt_event;

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
        CARDRT_CHOOSE_MODES,    /* modes of a modal ability: NCANDIDATES modes, no candidates */
    } kind;
    unsigned player;
    cardrt_id source;
    const char *prompt;
    const cardrt_ref *candidates;
    unsigned ncandidates;
    unsigned min, max;
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
} cardrt_card_def;

/* What `cardc -c` puts in each object file: its cards, as the symbol
 * cardc_registry_<module> (the module is the output file's base name). */
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

/* ---- Games, players, objects -------------------------------------------- */

CARDRT_API cardrt_game *cardrt_game_new(unsigned nplayers, int starting_life, uint64_t seed);
CARDRT_API void cardrt_game_free(cardrt_game *g);
/* An independent copy (for search and simulation); NULL if out of memory. */
CARDRT_API cardrt_game *cardrt_game_clone(const cardrt_game *g);
/* Who answers choices (NULL: the deterministic default). */
CARDRT_API void cardrt_set_chooser(cardrt_game *g, cardrt_chooser fn, void *user);

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
CARDRT_API unsigned cardrt_owner(const cardrt_game *g, cardrt_id obj);
CARDRT_API bool cardrt_is_tapped(const cardrt_game *g, cardrt_id obj);
/* What an Aura or Equipment is attached to (0: nothing). */
CARDRT_API cardrt_id cardrt_attached_to(const cardrt_game *g, cardrt_id obj);
/* Does OBJ have the subtype NAME ("Elf", "Forest"), after the layers? */
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
/* The same for a player (poison: ten or more and they lose; cardrt_poison). */
CARDRT_API cardrt_status cardrt_add_player_counter(cardrt_game *g, unsigned player, const char *kind,
                                                   int n);
CARDRT_API int cardrt_player_counter_count(const cardrt_game *g, unsigned player, const char *kind);

/* Characteristics after every continuous effect (the layers of 418.5a).
 * The name is a copiable value: a copy has the name of what it copies. */
CARDRT_API const char *cardrt_name(const cardrt_game *g, cardrt_id obj);
CARDRT_API unsigned cardrt_controller(const cardrt_game *g, cardrt_id obj);
CARDRT_API unsigned cardrt_colors(const cardrt_game *g, cardrt_id obj);
CARDRT_API unsigned cardrt_types(const cardrt_game *g, cardrt_id obj);
CARDRT_API bool cardrt_has_keyword(const cardrt_game *g, cardrt_id obj, cardrt_keyword k);
CARDRT_API cardrt_status cardrt_pt(const cardrt_game *g, cardrt_id obj, int *power, int *toughness);

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
} cardrt_play;

/* Cast the spell OBJ from its owner's hand (PLAY may be NULL: no choices).
 * Illegal or repeated targets refuse the cast with CARDRT_ETARGET, a wrong
 * number of modes with CARDRT_EINVAL, a cost that cannot be paid with
 * CARDRT_ECOST; a refused cast changes nothing. */
CARDRT_API cardrt_status cardrt_cast_play(cardrt_game *g, unsigned player, cardrt_id obj,
                                          const cardrt_play *play);
/* The same with targets only. */
CARDRT_API cardrt_status cardrt_cast(cardrt_game *g, unsigned player, cardrt_id obj,
                                     const cardrt_ref *targets, const unsigned *ntargets);
/* Activate ability INDEX (from 0) of OBJ (a permanent, or a card in a zone
 * the ability names, such as cycling from the hand). */
CARDRT_API cardrt_status cardrt_activate_play(cardrt_game *g, unsigned player, cardrt_id obj,
                                              unsigned index, const cardrt_play *play);
CARDRT_API cardrt_status cardrt_activate(cardrt_game *g, unsigned player, cardrt_id obj,
                                         unsigned index, const cardrt_ref *targets,
                                         const unsigned *ntargets);
/* All players pass in succession: the top of the stack resolves (CR 413.1). */
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
CARDRT_API unsigned cardrt_ctx_modes(const cardrt_ctx *ctx);
CARDRT_API const cardrt_event *cardrt_ctx_event(const cardrt_ctx *ctx);

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
    cardrt_duration duration;   /* CARDRT_UNTIL_END_OF_TURN: "this turn" */
    bool (*holds)(const cardrt_game *g, cardrt_id creator);    /* CARDRT_AS_LONG_AS */
} cardrt_prevention_spec;

/* SPEC is copied.  An effect for or from a particular object ends when that
 * object changes zones. */
CARDRT_API cardrt_status cardrt_add_prevention(cardrt_game *g, cardrt_id creator,
                                               const cardrt_prevention_spec *spec);

/* ---- Helpers for generated code ------------------------------------------- *
 * What a card's text does, with scalar arguments only, so that generated
 * code needs no struct passing.  Each acts on every target of SLOT that is
 * still legal (CR 413.2a), or, when SLOT is -1, on the source itself ("this
 * creature", an unbound "it"), and does as much as it can. */
CARDRT_API cardrt_status cardrt_fx_damage(cardrt_ctx *ctx, int slot, int amount);
CARDRT_API cardrt_status cardrt_fx_destroy(cardrt_ctx *ctx, int slot, bool can_regenerate);
CARDRT_API cardrt_status cardrt_fx_exile(cardrt_ctx *ctx, int slot);
CARDRT_API cardrt_status cardrt_fx_counter(cardrt_ctx *ctx, int slot);
CARDRT_API cardrt_status cardrt_fx_tap(cardrt_ctx *ctx, int slot, bool tapped);
CARDRT_API cardrt_status cardrt_fx_bounce(cardrt_ctx *ctx, int slot);   /* to its owner's hand */
CARDRT_API cardrt_status cardrt_fx_sacrifice(cardrt_ctx *ctx, int slot);
/* "gets +P/+T until end of turn" */
CARDRT_API cardrt_status cardrt_fx_pump(cardrt_ctx *ctx, int slot, int power, int toughness);
/* "gains KEYWORDS until end of turn" */
CARDRT_API cardrt_status cardrt_fx_grant(cardrt_ctx *ctx, int slot, uint64_t keywords);
/* A player: the targets of SLOT, or (slot < 0) the controller ("you"). */
CARDRT_API cardrt_status cardrt_fx_draw(cardrt_ctx *ctx, int slot, int n);
CARDRT_API cardrt_status cardrt_fx_gain_life(cardrt_ctx *ctx, int slot, int n);
CARDRT_API cardrt_status cardrt_fx_lose_life(cardrt_ctx *ctx, int slot, int n);
/* "Destroy all creatures", "... damage to each creature": ACTION on every
 * permanent WHICH accepts as the effect begins, all at once. */
typedef enum cardrt_fx_action {
    CARDRT_FX_DESTROY,          /* a: can be regenerated */
    CARDRT_FX_DAMAGE,           /* a: amount */
    CARDRT_FX_EXILE, CARDRT_FX_BOUNCE,
    CARDRT_FX_TAP, CARDRT_FX_UNTAP,
    CARDRT_FX_PUMP,             /* a, b: +a/+b until end of turn */
} cardrt_fx_action;
CARDRT_API cardrt_status cardrt_fx_each(cardrt_ctx *ctx, cardrt_affects_fn which,
                                        int action, int a, int b);
/* "... damage to each player" (WHO 0), "to each opponent" (1), "to you" (2). */
CARDRT_API cardrt_status cardrt_fx_damage_players(cardrt_ctx *ctx, int who, int amount);
/* "You may ...": ask the controller (the chooser; the default is no). */
CARDRT_API bool cardrt_fx_may(cardrt_ctx *ctx, const char *prompt);
/* "Create N ... tokens": N tokens of DEF under the controller's control. */
CARDRT_API cardrt_status cardrt_fx_create_tokens(cardrt_ctx *ctx, const cardrt_card_def *def, int n);
/* "Add {G}{G}": N mana of KIND (CARDRT_MANA_*) to the controller's pool. */
CARDRT_API cardrt_status cardrt_fx_add_mana(cardrt_ctx *ctx, int kind, int n);

/* ---- Turns ------------------------------------------------------------------ */

/* The cleanup step: damage wears off and "until end of turn" effects end;
 * then the next player's turn begins (untap, draw). */
CARDRT_API cardrt_status cardrt_end_turn(cardrt_game *g);
CARDRT_API unsigned cardrt_active_player(const cardrt_game *g);

/* State-based actions (they are also checked after each resolution). */
CARDRT_API cardrt_status cardrt_check_sba(cardrt_game *g);

#ifdef __cplusplus
}
#endif

#endif
