/* rt.h — libcardrt's internal types, shared by its files and nothing else. */
#ifndef CARDRT_RT_H
#define CARDRT_RT_H

#include <limits.h>

#include "cardrt.h"

/* What a delayed triggered ability is linked to (CR 417.2): objects as they
 * were when it was created (MOVES: their zone changes then), or players. */
typedef struct rt_links {
    unsigned n;
    cardrt_ref ref[CARDRT_MAX_LINKED];
    uint32_t moves[CARDRT_MAX_LINKED];
} rt_links;

enum { RT_MAX_DUNGEONS = 8 };    /* dungeon cards a game offers (cardrt_add_dungeon) */
enum { RT_MAX_RESOLVED = 16 };  /* abilities of an object whose resolutions are counted */

/* The mana a spell was cast with, or an activated ability's cost paid with
 * (CR 601.2h, 602.2b): of each kind (CARDRT_MANA_*), and how much of it came
 * from a Treasure and from snow sources (rt_mana_spent). */
typedef struct rt_spent {
    int kinds[6];
    int treasure;
    int snow;
} rt_spent;

typedef struct rt_object {
    const cardrt_card_def *def;
    cardrt_zone zone;
    unsigned owner;
    unsigned base_controller;   /* who controls it before layer 2 */
    uint64_t timestamp;         /* when it last entered its zone (CR 418.5) */
    uint64_t seq;               /* order within its zone: the top of a library is the highest */
    bool token, tapped;
    int damage;
    cardrt_id attached_to;
    unsigned attached_player;   /* an Aura on a player (CR 303.4 of the current rules): the
                                 * player + 1; 0 for none */
    cardrt_id left_host;        /* what it was attached to until that left the battlefield, */
    uint32_t left_host_moves;   /* as that object's moves were then (cardrt_was_attached_to) */
    int regeneration_shields;
    /* Summoning sickness: SETTLED is the player it has been controlled by
     * since their turn began (nplayers: nobody yet). */
    unsigned settled;
    /* Abilities with CARDRT_TIMING_ONCE used in turn ONCE_TURN (bit i: ability i). */
    uint64_t once_used;
    /* Abilities with CARDRT_TIMING_ONCE_EVER used by this object (bit i: ability i). */
    uint64_t once_ever_used;
    unsigned once_turn;
    /* Its triggered abilities with CARDRT_BATCH_ONCE_EACH_TURN that
     * triggered, each in the turn beside it. */
    const cardrt_trigger_def *triggered_once[2];
    unsigned triggered_once_turn[2];
    int x;                      /* the X of the spell it was (for "enters with X counters") */
    unsigned cast_options;      /* CARDRT_PLAY_* it was cast with (cardrt_cast_options) */
    unsigned cast_times;        /* the times its replicate cost was paid as it was cast */
    bool casualty;              /* a creature was sacrificed for its casualty as it was cast */
    bool conspired;             /* two creatures were tapped for its conspire as it was cast */
    /* Counters it enters the battlefield with next (persist, undying): N
     * of kind ENTERS_WITH (NULL: none). */
    const char *enters_with;
    int enters_n;
    bool enters_transformed;    /* it enters the battlefield next with its back face up (faces.c) */
    unsigned adventure_by;      /* exiled on an adventure: the player who may cast it, plus 1 (CR 715.3d) */
    bool unearthed;             /* returned by unearth: exiled if it would leave */
    cardrt_zone left;           /* the zone it was in before its last zone change (CR 610.3 of
                                 * the current rules: "until" returns it there) */
    bool commander;             /* its owner's commander (cardrt_set_commander): the card, wherever it goes */
    bool face_down;             /* a face-down spell or permanent (morph; layers.c) */
    /* Phased out (CARDRT_PHASED_OUT; phasing.c): who controlled it then, and
     * the permanent it phased out with, attached to it (0: it phased out). */
    unsigned phased_controller;
    cardrt_id phased_with;
    bool bestowed;              /* a bestowed Aura spell or permanent (702.103b; layers.c) */
    const cardrt_card_def *entered_as;  /* the copiable values it entered the battlefield as a
                                 * copy of (cardrt_card_def.enters_as_copy), NULL: its own */
    bool from_hand;             /* a spell cast from its owner's hand (rebound) */
    unsigned foretold_turn;     /* foretold in this turn (0: not foretold) */
    bool discarding;            /* being discarded now (madness sees it) */
    unsigned discard_cause;     /* being discarded now by a spell or ability of this player + 1 */
    bool renowned, monstrous;
    cardrt_id paired;           /* the creature it is paired with (soulbond, CR 702.95), 0: none */
    unsigned paired_by;         /* the player who paired them, who must control both */
    unsigned upkept;            /* the player whose upkeep began while they controlled it,
                                 * since it entered (CARDRT_MAX_PLAYERS: none; echo) */
    uint32_t moves;             /* zone changes: after one it is a new object (links) */
    /* How many times each of its own abilities (its activated abilities,
     * then its triggered ones) resolved in turn RESOLVED_TURN, of it as it
     * was with RESOLVED_MOVES zone changes (cardrt_ctx_resolved). */
    uint8_t resolved[RT_MAX_RESOLVED];
    unsigned resolved_turn;
    uint32_t resolved_moves;
    unsigned loyalty_turn;      /* the turn a loyalty ability of it was activated (0: none) */
    unsigned entered_turn;      /* the turn it entered the battlefield (0: set up there, or not there) */
    unsigned damaged_turn;      /* the turn it was last dealt damage as this object (0: never) */
    unsigned from_battlefield_turn; /* the turn it was put into its graveyard from the battlefield (0: not so) */
    unsigned attacked_turn;     /* the turn it was last declared an attacker as this object (0: never) */
    unsigned blocked_turn;      /* the turn it was last declared a blocker as this object (0: never) */
    unsigned attacked_combat, blocked_combat;   /* the combat (g->combats) of those (0: never) */
    int attacked_n;             /* how many times it was declared an attacker in turn attacked_turn
                                 * (cardrt_times_attacked) */
    /* "attacks that opponent this turn if able" (encore): in turn
     * MUST_ATTACK_TURN (0: none) it must attack player MUST_ATTACK_PLAYER */
    unsigned must_attack_turn, must_attack_player;
    unsigned targeted_turn;     /* the turn it last became a target as this object (0: never), */
    int targeted_n;             /* how many times it did that turn (cardrt_times_targeted) */
    /* What its controller chose as it entered ("choose a color"): a color
     * (bits), a type (a name of its card or of a card in the game), a
     * player + 1 (0: none), a card name. */
    bool skip_untap;            /* it doesn't untap during its controller's next untap step */
    unsigned exerted_by;        /* 1 + the player who exerted it: it doesn't untap during that
                                 * player's next untap step (CR 701.39a); 0: none */
    unsigned chosen_color;
    const char *chosen_type;
    unsigned chosen_player;
    const char *chosen_name;    /* a card name (CARDRT_CHOICE_CARD_NAME) */
    bool deathtouched;          /* dealt damage by a deathtouch source since the last SBA check */
    unsigned shielded;          /* the batch of simultaneous damage a shield counter of it
                                 * was removed in (0: none; rt_shield_used) */
    /* Combat: what it attacks (CARDRT_REF_NONE: not attacking), the
     * attacker it blocks (0: none) and when it was declared a blocker,
     * whether it is blocked, and whether it had first strike or double
     * strike as the first of two combat damage steps began; the attacking
     * band it is in (CR 702.22c): its first member's id, 0 for none. */
    /* How it was cast, while it is that spell or the permanent it became
     * (cardrt_cast_info): from which zone, in which step, in its caster's turn. */
    bool cast, cast_own_turn;
    cardrt_zone cast_from;
    cardrt_step cast_step;
    rt_spent spent;             /* the mana spent to cast it */
    cardrt_ref attacking;
    unsigned defender;          /* the defending player, as it attacked */
    cardrt_id blocking;
    uint64_t block_seq;
    bool blocked, first_striker;
    cardrt_id band;
} rt_object;

/* Counters: N of kind KIND on an object or a player.  LAST: on an object
 * as it last left the battlefield (its last known information). */
enum { RT_COUNTER_PLUS, RT_COUNTER_MINUS, RT_COUNTER_LOYALTY, RT_COUNTER_POISON, RT_COUNTER_BUILTIN };
#define RT_NO_COUNTER (~0u)
typedef struct rt_counter {
    cardrt_ref on;
    unsigned kind;              /* RT_COUNTER_*, or RT_COUNTER_BUILTIN + a name's index */
    int n;
    bool last;
} rt_counter;

/* A continuous effect from a resolved spell or ability (CR 418.3). */
/* What is over when effects are looked at (rt_end_effects): nothing but
 * failed "as long as" conditions, the turn (cleanup), combat (the end of
 * combat step ends), or the turn before the active player's (it begins). */
typedef enum rt_ending { RT_ENDING_NONE, RT_ENDING_TURN, RT_ENDING_COMBAT, RT_ENDING_NEXT_TURN,
                         RT_ENDING_UPKEEP, RT_ENDING_END_STEP /* a step begins */ } rt_ending;

typedef struct rt_effect {
    cardrt_id source;
    uint64_t timestamp;
    cardrt_change *changes;     /* a copy (heap) */
    unsigned nchanges;
    cardrt_duration duration;
    bool (*holds)(const cardrt_game *g, cardrt_id source);
    cardrt_id *objects;         /* locked in as it began (heap) */
    unsigned nobjects;
    unsigned controller;        /* whose next turn ends CARDRT_UNTIL_YOUR_NEXT_TURN; who must
                                 * control the source for CARDRT_WHILE_YOU_CONTROL */
    uint32_t source_moves;      /* the source's zone changes as it began (CARDRT_WHILE_YOU_CONTROL) */
} rt_effect;

/* A prevention effect (damage.c): LEFT is what its shield still prevents
 * (< 0: all such damage). */
/* A static redirection effect dealing the damage it redirected (CR 614.5). */
typedef struct rt_redirecting {
    const cardrt_rule *rule;
    cardrt_id source;
    struct rt_redirecting *next;
} rt_redirecting;

typedef struct rt_prevention {
    cardrt_id creator;
    uint64_t timestamp;
    cardrt_prevention_spec spec;
    int left;
    unsigned controller;        /* whose next turn ends CARDRT_UNTIL_YOUR_NEXT_TURN */
    bool busy;                  /* a redirection dealing the damage it redirected (CR 614.5) */
} rt_prevention;

/* The additional effect of a static ability's prevention effect
 * (CARDRT_RULE_PREVENT with `instead`, CR 615) waiting for the end of
 * simultaneous damage (rules.c): EV the damage it prevented, added up. */
typedef struct rt_prevented {
    const cardrt_rule *rule;
    cardrt_id source;
    unsigned controller;
    cardrt_event ev;
} rt_prevented;

/* "Creatures target player controls don't untap during that player's next
 * untap step" (fx.c, cardrt_fx_skip_untap_all): in PLAYER's next untap step,
 * the permanents they control that WHICH accepts then stay tapped. */
typedef struct rt_skip_untap {
    unsigned player;
    cardrt_id source;
    cardrt_affects_fn which;    /* NULL: every permanent */
} rt_skip_untap;

/* A rule from a resolving spell or ability (rules.c, cardrt_add_rule). */
typedef struct rt_rule {
    cardrt_id source;
    unsigned controller;        /* the source's controller as it began */
    uint64_t timestamp;
    const cardrt_rule *rule;
    cardrt_affects_fn which;
    cardrt_duration duration;
    bool (*holds)(const cardrt_game *g, cardrt_id source);
    unsigned player;            /* a player rule for one player: that player + 1; 0: as `who` says */
    unsigned colors;            /* CARDRT_RULE_PROTECTION from cardrt_fx_player_protection: its colors */
    bool once, used;            /* cardrt_fx_rule_once: it applies once, then no more */
} rt_rule;

/* A replacement effect being applied: it does not apply again to the
 * events its own instructions make (CR 614.5). */
enum { RT_MAX_REPLACING = 8 };

enum { RT_MAX_PAID = 16 };     /* objects a spell's or ability's costs remember */

typedef struct rt_stack_item {
    cardrt_id source;           /* the spell, or the permanent whose ability this is */
    int32_t number;             /* its number as it was put on the stack (rt_push: from 1, never
                                 * reused; an ability's CARDRT_REF_ABILITY id) */
    uint32_t source_moves;      /* the source's zone changes as it went on the stack (CR 400.7) */
    uint32_t triggered_moves;   /* a triggered ability's: as it triggered (rt_pending) */
    const cardrt_activated_def *ability;   /* an activated ability, or */
    const cardrt_trigger_def *trigger;     /* a triggered one; both NULL for a spell */
    unsigned controller;
    const cardrt_target_spec *specs;
    unsigned nslots;
    unsigned ntargets[CARDRT_MAX_TARGETS];
    cardrt_ref targets[CARDRT_MAX_TARGETS][CARDRT_MAX_TARGETS];
    uint32_t target_moves[CARDRT_MAX_TARGETS][CARDRT_MAX_TARGETS];  /* an object target's zone
                                 * changes as it was chosen, plus 1 (0: a player); one that has
                                 * moved since is a new object, no longer the target (CR 400.7) */
    unsigned modes;             /* the chosen modes (bit i: mode i) */
    int x;                      /* the value of X */
    bool has_event;             /* a triggered ability: the event that triggered it */
    cardrt_event event;
    uint32_t event_moves;       /* the event's object's zone changes as it triggered (CR 400.7) */
    rt_links links;             /* a delayed triggered ability's links */
    bool combat;                /* combat damage (the game's combat_damage list) */
    /* The objects its costs chose and paid with ("the sacrificed creature"),
     * and the kind of each cost (CARDRT_COST_*). */
    unsigned npaid;
    cardrt_id paid[RT_MAX_PAID];
    int paid_kind[RT_MAX_PAID];
    rt_spent spent;             /* an activated ability's: the mana its cost was paid with */
    /* What the last attacking creature its costs returned was attacking, and
     * its defending player (ninjutsu, CR 702.49c). */
    cardrt_ref paid_attacking;
    unsigned paid_defender;
    bool copy;                  /* a copy of the spell SOURCE (CR 707.10 in later rules): it
                                 * resolves as the spell does, and is no card */
    bool epic_copy;             /* epic's copy, "except for its epic ability" (cardrt_fx_epic) */
    unsigned ndivided;          /* the division announced (cardrt_play.divided) */
    int divided[CARDRT_MAX_TARGETS];
    bool awakened;              /* a spell cast for its awaken cost (702.113a of the current
                                 * rules): its last slot is rt_awaken_target, after its own */
} rt_stack_item;

/* keywords.c: awaken's "target land you control" (702.113a). */
extern const cardrt_target_spec rt_awaken_target;
/* After the effect of CTX's spell cast for its awaken cost: N +1/+1
 * counters on the land of its last slot, which becomes a 0/0 Elemental
 * creature with haste, still a land (702.113a of the current rules). */
void rt_awaken(cardrt_ctx *ctx);

/* The target spec of ITEM's slot S. */
static inline const cardrt_target_spec *rt_slot_spec(const rt_stack_item *item, unsigned s)
{
    return item->awakened && s + 1 == item->nslots ? &rt_awaken_target : &item->specs[s];
}

/* Characteristics after the layers, recomputed when the game changes. */
#define RT_MAX_GRANTED 8

typedef struct rt_chars {
    const cardrt_card_def *def; /* its copiable values: its own, or a copy's (layer 1) */
    bool gone;                  /* it has ceased to exist (CARDRT_NOWHERE) */
    unsigned controller, colors, types;
    uint64_t keywords;
    uint64_t forbidden;         /* keywords it can't have or gain (CARDRT_FORBID_KEYWORDS) */
    int power, toughness;
    int base_power, base_toughness;     /* before counters and modifying effects (cardrt_base_pt) */
    bool lost_abilities;        /* CARDRT_LOSE_ABILITIES applied, or a basic land type set (CR 305.7) */
    bool lost_land_mana;        /* CARDRT_LOSE_ABILITIES applied: the mana abilities of its basic
                                 * land types are gone too (CR 305.6) */
    /* CARDRT_ADD_ABILITIES applied since: the defs whose activated and
     * triggered abilities it also has, in the order applied. */
    const cardrt_card_def *granted[RT_MAX_GRANTED];
    cardrt_id granters[RT_MAX_GRANTED];     /* the source of the effect that gives each */
    unsigned ngranted;
    /* Layer 3: the color (bit index) each color word of its text names now,
     * and the basic land type each basic land type word names. */
    unsigned char color_word[5], land_word[5];
    const char *subtypes[CARDRT_MAX_SUBTYPES];     /* up to the first NULL */
} rt_chars;

/* What a query reads (layers.c records it, to find dependencies). */
enum {
    RT_READ_CONTROLLER = 1, RT_READ_TEXT = 2, RT_READ_TYPES = 4, RT_READ_SUBTYPES = 8,
    RT_READ_COLORS = 16, RT_READ_KEYWORDS = 32, RT_READ_ABILITIES = 64, RT_READ_PT = 128,
    RT_READ_DEF = 256, RT_READ_ALL = 511,
};

typedef struct rt_applied rt_applied;  /* layers.c: a continuous effect being applied */

/* A card an ability of SOURCE (as it was with SOURCE_MOVES zone changes)
 * exiled (ABILITY: its activated or triggered def), as the object it
 * became in exile (MOVES, CR 400.7): what a linked ability's "the exiled
 * card" names (CR 607.2a). */
typedef struct rt_exiled_by {
    cardrt_id source;
    uint32_t source_moves;
    const void *ability;
    cardrt_id obj;
    uint32_t moves;
} rt_exiled_by;

/* Last known information: OBJ as it last left the battlefield (PENDING:
 * remembered as it is about to leave with others). */
typedef struct rt_lki {
    cardrt_id id;
    bool pending;
    bool together;              /* it left with others at once, in the batch not yet ended: an
                                 * event of theirs leaving sees its abilities (CR 603.10a) */
    rt_chars chars;
    cardrt_id blocking;         /* the attacking creature it was blocking (0: none) */
    cardrt_id host;             /* what it was attached to (0: nothing) */
    uint32_t host_moves;        /* as that object's moves were then */
    uint32_t moves;             /* its moves once it had left: the object it became (CR 400.7);
                                 * once that one moves on, it is not what it describes */
    bool returned;              /* the card is on the battlefield again: kept only for
                                 * rt_lki_as_moved */
    unsigned cast_options;      /* how the permanent was cast (cardrt_cast_options) */
    unsigned cast_times;
} rt_lki;

typedef struct rt_cache {
    bool dirty;
    bool effects;               /* the last computation had continuous effects to apply */
    bool computing;             /* inside the layer system: queries read as they are */
    unsigned reads;             /* RT_READ_* of the queries since it was last cleared */
    rt_chars *chars;            /* one per object */
    size_t cap;
    /* Room the layer system reuses from one recomputation to the next. */
    rt_applied *applied;
    size_t capapplied;
    cardrt_id *ids;             /* the objects each effect applies to, one run after another */
    size_t capids;
    rt_chars *saved;            /* the characteristics, saved while testing a dependency */
    size_t capsaved;
    unsigned char *order;       /* a layer's dependencies */
    size_t caporder;
    rt_applied **in;            /* the effects of one layer, in the order they apply */
    size_t capin;
} rt_cache;

/* Mana in a player's pool that may be spent only on some things (CR
 * 106.6, cardrt_fx_spend_only): N of the pool's `mana` of KIND, added by
 * SOURCE's ability, which its filters are asked about. */
enum { RT_MAX_RESTRICTED = 16 };
typedef struct rt_restricted {
    int kind, n;
    cardrt_id source;
    cardrt_affects_fn spells;       /* the spells it may be spent to cast (NULL: none) */
    cardrt_affects_fn abilities;    /* the objects whose abilities it may be spent to activate */
    unsigned flags;                 /* CARDRT_SPEND_* */
} rt_restricted;

typedef struct rt_player {
    int life;
    unsigned damaged_turn;      /* the turn they were last dealt damage (0: never) */
    unsigned turn, last_turn;   /* their latest turn (the current one while it is theirs), and
                                 * the one of theirs before it (0: none; rt_turn_begins) */
    bool lost;
    bool lost_told;             /* CARDRT_EV_LOST_GAME has been reported (the next state-based
                                 * actions report a loss, whatever made it) */
    bool drew_empty;            /* they drew from an empty library since state-based actions
                                 * were last checked (CR 704.5b of the current rules) */
    bool draw_loss;             /* that makes them lose (cardrt_set_draw_loss) */
    int mana[6];                /* the mana pool: W U B R G C */
    int snow[6];                /* how much of each came from snow sources */
    int treasure[6];            /* how much of each came from a Treasure (none of it snow) */
    rt_restricted restricted[RT_MAX_RESTRICTED];    /* of the mana, what may be spent only so */
    unsigned nrestricted;
    unsigned skips[4];          /* their next turns, untap steps, draw steps, combat
                                 * phases to skip (a cardrt_skip each; cardrt_fx_skip_next) */
    bool blessed;               /* has the city's blessing (ascend, CR 702.131c) */
    bool epic;                  /* can't cast spells for the rest of the game (epic, CR 702.50a) */
    /* Their dungeon in the command zone and their venture marker's room
     * (CR 309.4 of the current rules; dungeon.c): NULL and 0 when none;
     * and how many dungeons they completed (309.7). */
    const cardrt_card_def *dungeon;
    unsigned room;
    unsigned completed;
} rt_player;

/* A triggered ability waiting to be put on the stack. */
typedef struct rt_pending {
    cardrt_id source;
    const cardrt_trigger_def *trigger;
    unsigned controller;
    cardrt_event event;
    rt_links links;
    unsigned batch;             /* the simultaneous events it triggered in (0: none) */
    uint32_t source_moves;      /* the source's zone changes as it triggered: the object it was
                                 * then, though it moved again before the ability went on the
                                 * stack (CR 400.7, 607.2a) */
    uint32_t event_moves;       /* the event's object's, as it triggered */
    unsigned instance;          /* 0, or which additional time it triggered (CR 603.2d of the
                                 * current rules): a batch adds to the pending ability of its
                                 * own instance */
} rt_pending;

/* A delayed triggered ability waiting for its event (CR 417.2). */
typedef struct rt_delayed {
    cardrt_id source;
    unsigned controller;
    const cardrt_trigger_def *trigger;
    rt_links links;
    bool this_turn;             /* triggers each time until the cleanup step (CR 603.7b, 603.7c), */
    bool once;                  /* or, with this_turn, once: the next time this turn */
    bool until_next_turn;       /* triggers each time until its controller's next turn begins */
} rt_delayed;

/* A source of damage as it is (or last was) on the battlefield. */
typedef struct rt_source {
    cardrt_id id;
    unsigned colors, controller;
    bool lifelink, deathtouch;
    bool infect, wither;        /* its damage is dealt as counters (CR 120.3 in later rules) */
    unsigned types;             /* its card types (protection from artifacts, creatures...) */
    int toxic;                  /* its total toxic value (CR 702.164c of the current rules) */
} rt_source;

/* The life a source with lifelink makes its controller gain for its part
 * of simultaneous damage: one life-gaining event a source. */
typedef struct rt_lifelink {
    cardrt_id source;
    unsigned controller;
    int amount;
} rt_lifelink;

/* One creature's combat damage to one recipient, assigned as the combat
 * damage step began and dealt when it resolves (CR 413.1). */
typedef struct rt_damage {
    rt_source source;
    cardrt_ref to;
    int amount;
    uint32_t source_moves, to_moves;    /* zone changes then: still the same objects? */
} rt_damage;

/* A block beyond its blocker's first (CR 509.1a of the current rules: "~
 * can block an additional creature each combat"). */
typedef struct rt_block {
    cardrt_id blocker, attacker;
} rt_block;

/* The creature types an object has (rt_creature_types): their names, how
 * many, and all of them (changeling, CR 702.73a of the current rules). */
typedef struct rt_ctypes {
    const char *names[CARDRT_MAX_SUBTYPES];
    unsigned n;
    bool every;
} rt_ctypes;

/* Damage dealt this turn (cardrt_damage_dealt): by which object to which
 * object or player, and the zone changes of each then (the same objects?);
 * combat damage, by a source its controller then controlled, with the
 * creature types it then had (prowl, cardrt_prowl_ok). */
typedef struct rt_hit {
    cardrt_id source;
    cardrt_ref to;
    uint32_t source_moves, to_moves;
    bool combat;
    unsigned controller;
    rt_ctypes types;
} rt_hit;

enum { RT_MAX_SPELLS_TURN = 64 };
enum { RT_MAX_EXTRA_TURNS = 64 };   /* extra turns waiting to be taken (cardrt_fx_extra_turn) */
enum { RT_MAX_ADDED_PHASES = 16 };  /* phases added to a turn, waiting (cardrt_fx_add_phases) */   /* spells a turn's history describes (cardrt_spells_cast) */

/* What happened in one turn, for each player (cardrt_history). */
typedef struct rt_history {
    int n[CARDRT_HIST_COUNT][CARDRT_MAX_PLAYERS];
    /* The spells cast, as they were cast (cardrt_spells_cast): the first
     * RT_MAX_SPELLS_TURN of them. */
    struct {
        unsigned player, types, colors;
        cardrt_id obj;
    } spells[RT_MAX_SPELLS_TURN];
    unsigned nspells;
    /* The permanents that entered the battlefield, as they entered
     * (cardrt_entered_count): the first RT_MAX_SPELLS_TURN of them. */
    struct {
        unsigned player, types, colors;
        cardrt_id obj;
        uint32_t moves;
    } entered[RT_MAX_SPELLS_TURN];
    unsigned nentered;
    /* The creatures that died (cardrt_died_count): the first RT_MAX_SPELLS_TURN of them. */
    cardrt_id died[RT_MAX_SPELLS_TURN];
    unsigned ndied;
} rt_history;

/* A declaration the game waits for: no player has priority until it is made. */
typedef enum rt_awaiting { RT_AWAIT_NONE, RT_AWAIT_ATTACKERS, RT_AWAIT_BLOCKERS } rt_awaiting;

struct cardrt_game {
    rt_redirecting *redirecting;    /* static redirections under way (rt_redirect_static) */
    cardrt_id kept_aura;        /* an Aura whose protection is being looked at without the static
                                 * abilities that keep it (CARDRT_RULE_DOESNT_REMOVE, rt_aura_protected) */
    unsigned nplayers, active;
    int starting_life;          /* each player's starting life total (CR 103.4) */
    unsigned turn;              /* turns begun since the game started */
    cardrt_step step;
    uint64_t steps_begun;       /* counts every step that began */
    uint64_t damage_dealt;      /* counts every time damage was dealt (after prevention) */
    uint64_t damage_amount;     /* and how much damage that was in all */
    bool no_prevention;         /* the damage being dealt can't be prevented (cardrt_fx_no_prevention) */
    unsigned priority;          /* who has priority (or must declare, see awaiting) */
    unsigned passed;            /* players who passed in succession since the last action (bits) */
    rt_awaiting awaiting;
    unsigned defenders, declared;   /* defending players, and those who declared blockers (bits) */
    unsigned lands_played;      /* this turn */
    rt_history history[2];      /* this turn, and last turn */
    unsigned spells_cast;       /* this turn */
    unsigned to_graveyard;      /* permanents put into a graveyard from the battlefield this turn
                                 * (gravestorm, cardrt_fx_gravestorm) */
    unsigned damage_steps;      /* combat damage steps begun this combat */
    unsigned combats;           /* combat phases begun this game, this one included ("this combat") */
    int attacked_power[CARDRT_MAX_PLAYERS];    /* total power each player attacked with this combat, as declared */
    unsigned attacked_players[CARDRT_MAX_PLAYERS];  /* bits 1 << p: the players each player attacked this combat, as declared */
    bool first_strike_step;     /* the combat has a first-strike damage step */
    bool cleanup_again;         /* something happened in cleanup: another cleanup step */
    uint64_t block_clock;       /* order of blocker declarations */
    rt_block *extra_blocks;     /* the blocks beyond each blocker's first (`blocking`) */
    size_t nextra_blocks, capextra_blocks;
    rt_player players[CARDRT_MAX_PLAYERS];
    unsigned monarch;           /* the monarch + 1 (CR 724 of the current rules); 0: none */
    cardrt_day_night day_night; /* day, night or neither (CR 726 of the current rules) */
    /* The dungeon cards a player may choose as they venture into the
     * dungeon (CR 309.3: from outside the game; cardrt_add_dungeon). */
    const cardrt_card_def *dungeons[RT_MAX_DUNGEONS];
    unsigned ndungeons;
    /* Extra turns (CR 500.7, cardrt_fx_extra_turn): the players who take
     * them, the most recently created last, as it is taken first; and the
     * player of the last turn of the normal order + 1 while extra turns
     * are taken after it (0: none). */
    unsigned extra_turns[RT_MAX_EXTRA_TURNS];
    unsigned nextra_turns, resume_after;
    /* Phases added to this turn (CR 500.8, cardrt_fx_add_phases): each
     * directly after the phase numbered `after`, the most recently added
     * first; `main` an additional main phase, else an additional combat
     * phase, `then_main` one followed by an additional main phase.  `phase`
     * numbers the phases begun this turn; while `resuming`, added phases
     * are taken, and the turn's own order goes on after them as it would
     * have after the step `resume`. */
    struct rt_added_phase { unsigned after; bool main, then_main; } added_phases[RT_MAX_ADDED_PHASES];
    unsigned nadded_phases, phase;
    cardrt_step resume;
    bool resuming;
    /* The epic spells that resolved, as they did: each copied at each of
     * its controller's upkeeps for the rest of the game (cardrt_fx_epic). */
    rt_stack_item *epics;
    size_t nepics, capepics;
    rt_object *objs;            /* object id i is objs[i - 1] */
    size_t nobjs, capobjs;
    rt_effect *effects;
    size_t neffects, capeffects;
    rt_stack_item *stack;
    size_t nstack, capstack;
    int32_t stack_numbers;      /* the items put on the stack so far (rt_stack_item.number) */
    /* Each spell as it last was on the stack, once it has left (its last
     * known information: storm copies a countered spell, CR 702.40a). */
    rt_stack_item *left_stack;
    size_t nleft_stack, capleft_stack;
    rt_pending *pending;
    size_t npending, cappending;
    /* The event of the trigger whose intervening "if" is being asked (as it
     * triggers and as it resolves: rt_trigger_condition), else NULL. */
    const cardrt_event *cond_event;
    unsigned batch, nbatches;   /* the simultaneous damage being dealt (0: none), how many so far */
    rt_lifelink *lifelink;      /* the life its sources with lifelink gain at its end */
    size_t nlifelink, caplifelink;
    rt_prevented *prevented;    /* the additional effects of prevention done at its end */
    size_t nprevented, capprevented;
    rt_delayed *delayed;
    size_t ndelayed, capdelayed;
    unsigned delayed_matching;  /* the controller of the delayed ability being matched (cardrt_trigger_controller) */
    const rt_links *links_matching;     /* its links, and the event, then (cardrt_trigger_linked) */
    const cardrt_event *event_matching;
    rt_damage *combat_damage;   /* the combat damage on the stack */
    size_t ncombat_damage, capcombat_damage;
    rt_counter *counters;
    size_t ncounters, capcounters;
    char **counter_names;       /* kinds of counters beyond the RT_COUNTER_BUILTIN */
    size_t ncounter_names, capcounter_names;
    rt_lki *lki;
    size_t nlki, caplki;
    rt_exiled_by *exiled_by;    /* the cards abilities exiled, by source (lki.c, CR 607.2a) */
    size_t nexiled_by, capexiled_by;
    rt_hit *hits;               /* the damage dealt this turn */
    size_t nhits, caphits;
    rt_prevention *preventions; /* in the order they began */
    size_t npreventions, cappreventions;
    rt_rule *rules;             /* in the order they began */
    size_t nrules, caprules;
    rt_skip_untap *skip_untaps;
    size_t nskip_untaps, capskip_untaps;
    const cardrt_rule *replacing[RT_MAX_REPLACING];
    cardrt_id replacing_source[RT_MAX_REPLACING];
    unsigned nreplacing;
    unsigned draw_step_draws;   /* the cards the active player would have drawn in this
                                 * draw step so far (each draw, replaced or not) */
    bool first_draw;            /* the draw being replaced is the first of its player's
                                 * draw step (CARDRT_REPLACE_EXCEPT_FIRST_DRAW) */
    cardrt_chooser chooser;
    void *chooser_user;
    cardrt_observer observer;
    void *observer_user;
    uint64_t clock;             /* timestamps and zone order */
    uint64_t rng;
    bool flips[CARDRT_MAX_FLIPS];   /* the results of the next coin flips (cardrt_queue_flip) */
    unsigned nflips;
    int rolls[CARDRT_MAX_ROLLS];    /* the results of the next dice rolled (cardrt_queue_roll) */
    int die[2];                 /* the die results of the last roll, the one chosen and the other
                                 * (cardrt_item_die: a test of objects of that resolution) */
    unsigned nrolls;
    bool over;
    bool strict_mana;           /* mana costs are paid (cardrt_set_strict_mana) */
    bool copies;                /* a copy effect has been (an object's abilities may not be its own) */
    bool grants;                /* an effect granting abilities has been (CARDRT_ADD_ABILITIES) */
    bool retyped;               /* an effect adding or setting subtypes has been
                                 * (CARDRT_ADD_SUBTYPE, CARDRT_SET_TYPES) */
    bool rule_defs;             /* an object whose card changes a rule exists (rules.c looks at
                                 * the objects' static abilities only then) */
    cardrt_id asking_attacker;  /* an attack being asked of the rules (rt_attack_forbidden): */
    unsigned asking_defender;   /* its attacker's defending player is this one meanwhile */
    rt_cache *cache;
    struct rt_made_defs *made_defs; /* card definitions effects made (tokens.c), shared with clones */
    const cardrt_id *entering;      /* the objects one effect is putting onto the battlefield at
                                     * once (cardrt_fx_move), while it does; none may copy
                                     * another of them as it enters (CR 614.12 of the current
                                     * rules: only what is already there) */
    unsigned nentering;
    const rt_stack_item *asking;    /* the spell or ability whose target test or effect
                                     * runs now (cardrt_item_x) */
    /* What the mana being paid now is spent on (CR 106.6: restricted
     * mana): casting the spell SPELL, or activating an ability of
     * ABILITY_OF; neither: another cost (rt_paying_for). */
    cardrt_id paying_spell, paying_ability_of;
    /* 1 + the player who puts the counters being put now (CR 122.6a): a
     * cost's payer, a damage source's controller, the player an effect says
     * (cardrt_fx_putter); 0: the controller of the spell or ability `asking`,
     * else of the permanent they go on (rt_add_counters) */
    unsigned putting;
};

/* A selection of a resolving spell or ability (cardrt_sel_*). */
typedef struct rt_sel {
    cardrt_ref *items;
    unsigned n, cap;
    bool the_copy;              /* the source it holds is a copy of a spell resolving (its "~"),
                                 * which is no card: moving it moves nothing (CR 707.10a) */
    cardrt_id moved_on;         /* the source it holds left the battlefield, which triggered the
                                 * ability (or the object of the event that triggered it), and
                                 * has changed zones since: a new object that moving it does not
                                 * move (CR 400.7); 0 for none */
} rt_sel;

enum { RT_MAX_VOTE_CHOICES = 8 };      /* the choices of a vote (cardrt_fx_vote) */

struct cardrt_ctx {
    cardrt_game *g;
    const rt_stack_item *item;
    bool legal[CARDRT_MAX_TARGETS][CARDRT_MAX_TARGETS];
    rt_sel sel[CARDRT_NSEL];
    int result;                 /* what the last action did (cardrt_fx_result) */
    unsigned searched;          /* the zones the last search searched (cardrt_fx_searched) */
    int flip;                   /* the last coin flip: 1 won, -1 lost, 0 none (cardrt_fx_flipped) */
    int die;                    /* the result of the last die rolled, 0 none (cardrt_fx_die_result) */
    int die_other;              /* the result not chosen of two (cardrt_fx_die_other) */
    bool clash_won;             /* the last clash was won (cardrt_fx_clash_won) */
    int votes[RT_MAX_VOTE_CHOICES]; /* the votes each choice of the last vote got (cardrt_fx_votes) */
    bool at_once;               /* cardrt_fx_at_once began the game's batch of events */
    rt_sel dealt;               /* the objects the last cardrt_fx_damage dealt damage to */
    rt_sel moved;               /* the cards the last cardrt_fx_move, _mill or _discard(_these) moved */
    rt_sel transformed;         /* the permanents it transformed: each once (CR 701.28f; faces.c) */
    const rt_stack_item *asked_before;  /* the game's `asking` before this one */
    unsigned mana_to;           /* who adds the mana it adds, + 1 (cardrt_fx_mana_to); 0: the controller */
    unsigned putter;            /* who puts the counters its next cardrt_fx_counters puts, + 1
                                 * (cardrt_fx_putter); 0: the controller */
    int added[6];               /* the mana of each kind it has added (cardrt_fx_spend_only) */
};

/* fx.c: the player who adds the mana CTX adds (cardrt_fx_mana_to). */
unsigned rt_mana_player(const cardrt_ctx *ctx);

/* stack.c: where ITEM's ability counts its resolutions in its source's
 * `resolved` (NULL: a spell, an ability not its own, or too many). */
uint8_t *rt_resolved_slot(cardrt_game *g, const rt_stack_item *item);

/* fx.c: a context for ITEM resolving (its targets not yet checked), and its end. */
void rt_ctx_init(cardrt_ctx *ctx, cardrt_game *g, const rt_stack_item *item);
void rt_ctx_free(cardrt_ctx *ctx);

/* actions.c */
/* OBJ has just entered the battlefield: its "as it enters" replacement effects. */
void rt_as_enters(cardrt_game *g, cardrt_id obj);
uint64_t rt_random(cardrt_game *g);     /* the game's seeded generator */
/* Put OBJ (in a library) at the bottom of it. */
void rt_to_bottom(cardrt_game *g, rt_object *o);
void rt_to_depth(cardrt_game *g, rt_object *o, unsigned above);
/* Counter the spell OBJ, which goes to TO (cardrt_counter: its owner's graveyard). */
cardrt_status rt_counter_to(cardrt_game *g, cardrt_id obj, cardrt_zone to);

/* A + B, held at INT_MIN or INT_MAX where it would overflow: a life total,
 * damage or power past the range of an int stays at its end rather than
 * wrap (the rules set no limit; an int is ours). */
static inline int rt_sat_add(int a, int b)
{
    int sum;
    if (!__builtin_add_overflow(a, b, &sum))
        return sum;
    return b > 0 ? INT_MAX : INT_MIN;
}

/* game.c */
/* Do A and B name the same object or player? */
static inline bool rt_same_ref(cardrt_ref a, cardrt_ref b)
{
    return a.kind == b.kind && a.id == b.id;
}

/* Object ID, or NULL if there is none (or it has ceased to exist). */
static inline rt_object *rt_obj(const cardrt_game *g, cardrt_id id)
{
    if (!g || id <= 0 || (size_t)id > g->nobjs || g->objs[id - 1].zone == CARDRT_NOWHERE)
        return NULL;
    return &g->objs[id - 1];
}
/* Object ID, known to exist. */
static inline rt_object *rt_at(const cardrt_game *g, cardrt_id id)
{
    return &g->objs[id - 1];
}
void rt_touch(const cardrt_game *g);            /* characteristics must be recomputed */
bool rt_grow(void **p, size_t *cap, size_t need, size_t size);
uint64_t rt_tick(cardrt_game *g);
void rt_zone_change(cardrt_game *g, cardrt_id obj, cardrt_zone to);

/* counters.c */
const char *rt_counter_name(const cardrt_game *g, unsigned kind);
/* The kind NAME as it is known (RT_NO_COUNTER: never used in this game). */
unsigned rt_counter_find(const cardrt_game *g, const char *name);
/* All the counters on ON, of every kind (LAST: those kept as it left the battlefield). */
int rt_counters_total(const cardrt_game *g, cardrt_ref on, bool last);
int rt_counter_count(const cardrt_game *g, cardrt_ref on, unsigned kind, bool last);
/* CR 122.1c of the current rules: OBJ, a permanent that would be dealt damage or
 * destroyed, has a shield counter removed instead (true: the event is replaced). */
bool rt_shield_used(cardrt_game *g, cardrt_id obj);
/* CR 122.1d of the current rules: OBJ, a permanent that would become untapped, has a
 * stun counter removed instead (true: it stays tapped). */
bool rt_stun_used(cardrt_game *g, cardrt_id obj);
/* Put N counters (N < 0: remove up to -N) and report it. */
cardrt_status rt_add_counters(cardrt_game *g, cardrt_ref on, unsigned kind, int n);
/* OBJ moved from FROM to TO: it has no counters now (CR 400.7 in later
 * rules); those it had on the battlefield are kept as last known. */
void rt_counters_move(cardrt_game *g, cardrt_id obj, cardrt_zone from, cardrt_zone to);
bool rt_counters_clone(cardrt_game *c, const cardrt_game *g);
void rt_counters_free(cardrt_game *g);

/* actions.c */
/* OBJ has just entered the battlefield: what it enters with. */
void rt_enter_battlefield(cardrt_game *g, cardrt_id obj);
/* What the static abilities of OBJ's copiable values ask of the game (the
 * layers to look for copies, events for granted triggers): as it enters,
 * or transforms. */
void rt_note_statics(cardrt_game *g, cardrt_id obj);
/* A double-faced card leaving the battlefield and the stack for another
 * zone has its front face again (CR 712.8a of the current rules); one
 * rt_enters_transformed marked enters the battlefield with its back face up. */
void rt_front_face(cardrt_game *g, cardrt_id obj, cardrt_zone to);
/* OBJ is to be put onto the battlefield transformed: if it is a
 * transforming double-faced card with its front face up, it is marked to
 * enter with its back face up; any other object stays where it is (false). */
bool rt_enters_transformed(cardrt_game *g, cardrt_id obj);
/* Day and night (faces.c, CR 726 of the current rules): as a permanent
 * with daybound or nightbound is controlled while it is neither (a
 * state-based check, rt_check_sba); as the untap step begins, PREV the
 * last turn's active player. */
void rt_day_night_check(cardrt_game *g);
void rt_day_night_turn(cardrt_game *g, unsigned prev);
/* OBJ changed zones: effects locked on it no longer apply to it. */
void rt_effects_forget(cardrt_game *g, cardrt_id obj);
/* Tap or untap the permanent OBJ, and report it if that changes it. */
void rt_tap(cardrt_game *g, cardrt_id obj, bool tapped);
/* PLAYER exerts OBJ, on the battlefield (CR 701.39 of the current rules):
 * it doesn't untap during their next untap step; CARDRT_EV_EXERTED. */
void rt_exert(cardrt_game *g, unsigned player, cardrt_id obj);
/* Its controller sacrifices the permanent OBJ: moved to the graveyard, and
 * reported. */
cardrt_status rt_sacrifice(cardrt_game *g, cardrt_id obj);
/* The permanents IDS (N of them; IDS is freed here) sacrificed at once by
 * their controllers; ctx's result is how many were, its moved those. */
cardrt_status rt_sacrifice_ids(cardrt_ctx *ctx, cardrt_id *ids, unsigned n);
/* Casualty N (702.153a of the current rules, keywords.c): PLAYER, casting
 * the spell SOURCE, may sacrifice a creature they control with power
 * N_POWER or greater; the spell remembers whether they did
 * (cardrt_casualty_paid). */
void rt_pay_casualty(cardrt_game *g, unsigned player, cardrt_id source, int n_power);
/* Emerge (702.119a of the current rules, costs.c): the creature PLAYER,
 * casting SPELL for its emerge cost, chooses to sacrifice among those they
 * control (a CARDRT_CHOOSE_OBJECTS choice, prompt "emerge", of one); 0 for
 * none to choose. */
cardrt_id rt_emerge_choice(cardrt_game *g, unsigned player, cardrt_id spell);
/* ... and sacrifices CREATURE as the costs of ITEM, the spell, are paid. */
void rt_pay_emerge(cardrt_game *g, cardrt_id creature, rt_stack_item *item);
/* Conspire (702.78a): PLAYER, casting the spell SOURCE, may tap two
 * untapped creatures they control that each share a color with it (a
 * CARDRT_CHOOSE_OBJECTS choice of two, the default none; one alone taps
 * none); the spell remembers whether they did (cardrt_conspire_paid). */
void rt_pay_conspire(cardrt_game *g, unsigned player, cardrt_id source);

/* lki.c */
/* OBJ moves from FROM to TO: remembered as it leaves the battlefield, with
 * the attacking creature it was BLOCKING (0: none). */
void rt_lki_move(cardrt_game *g, cardrt_id obj, cardrt_zone from, cardrt_zone to, cardrt_id blocking);
/* Does the intervening "if" of T (of SOURCE) hold for the event EV (NULL:
 * none)?  cardrt_condition_event tells the condition EV's parts. */
bool rt_trigger_condition(cardrt_game *g, const cardrt_trigger_def *t, cardrt_id source, const cardrt_event *ev);
/* Objects about to leave the battlefield together: remember each of them
 * now, before any leaves; then forget those that did not leave. */
void rt_lki_leaving(cardrt_game *g, cardrt_id obj);
void rt_lki_batch_end(cardrt_game *g);
/* OBJ as it last left the battlefield, if it has since (NULL otherwise). */
const rt_chars *rt_lki_of(const cardrt_game *g, cardrt_id obj);
/* OBJ as it left the battlefield to become the object of MOVES zone
 * changes, though it has moved again since (NULL otherwise): the source of
 * an ability that triggered as it left and has come back (CR 400.7, 603.10a). */
const rt_chars *rt_lki_as_moved(const cardrt_game *g, cardrt_id obj, uint32_t moves);
/* Did OBJ leave the battlefield together with others in the batch of
 * moves still going on ("destroy all creatures", state-based actions)? */
bool rt_lki_left_together(const cardrt_game *g, cardrt_id obj);
/* Did OBJ, an Aura or Equipment, leave the battlefield attached to HOST,
 * together with it or just before it in that batch (CR 603.10a)? */
bool rt_lki_left_with_host(const cardrt_game *g, cardrt_id obj, cardrt_id host);
/* The attacking creature OBJ was blocking as it last left the battlefield (0: none). */
cardrt_id rt_lki_blocking(const cardrt_game *g, cardrt_id obj);
/* attach.c */
/* OBJ became attached to HOST (ATTACHED), or unattached from it: reported. */
void rt_attach_event(cardrt_game *g, cardrt_id obj, cardrt_id host, bool attached);
/* OBJ, which has just left the battlefield attached to HOST (0: nothing),
 * and what was attached to it become unattached: reported. */
void rt_left_attachments(cardrt_game *g, cardrt_id obj, cardrt_id host);
/* Does the enchant ability of the Aura AURA refuse HOST, a permanent it is
 * attached to (it is then put into its owner's graveyard, CR 704.5m of the
 * current rules)?  False when the Aura says nothing the runtime can check. */
bool rt_enchant_rejects(const cardrt_game *g, cardrt_id aura, cardrt_id host);
/* OBJ, an Aura entering the battlefield attached to nothing (not resolving
 * as a spell, nor put there attached to something): its controller chooses
 * what it enchants among what it could legally enchant, targeting nothing
 * (CR 303.4f of the current rules); with nothing to choose it stays
 * unattached, and is put into the graveyard as a state-based action. */
void rt_aura_enters(cardrt_game *g, cardrt_id obj);
/* False for such an Aura with nothing it could enchant: it does not enter,
 * and stays where it is (CR 303.4g of the current rules). */
bool rt_aura_can_enter(const cardrt_game *g, cardrt_id obj);
/* Has the card D reconfigure (an activated ability of CARDRT_TIMING_RECONFIGURE)? */
bool rt_reconfigures(const cardrt_card_def *d);

/* OBJ, which has just left the battlefield, was attached to HOST there. */
void rt_lki_set_host(cardrt_game *g, cardrt_id obj, cardrt_id host);
/* OBJ, which has just left the battlefield (if it has: else nothing), had
 * been cast with OPTIONS, TIMES times (CR 702.33d: "if it was kicked"). */
void rt_lki_set_cast(cardrt_game *g, cardrt_id obj, unsigned options, unsigned times);
/* How OBJ, the object it became as it last left the battlefield (CR
 * 400.7), had been cast there: false if it has not left it. */
bool rt_lki_cast(const cardrt_game *g, cardrt_id obj, unsigned *options, unsigned *times);
/* What OBJ was attached to as it last left the battlefield, while that is
 * still the same object (CR 400.7): the "enchanted creature" of an Aura
 * sacrificed to pay a cost (CR 413.2f); 0 if none. */
cardrt_id rt_lki_host(const cardrt_game *g, cardrt_id obj);
/* OBJ has just been exiled by the resolving ability of CTX: remembered for
 * its source's linked abilities (cardrt_sel_exiled_by). */
void rt_lki_exiled(cardrt_ctx *ctx, cardrt_id obj);

/* damage.c */
/* End prevention effects whose duration is over ("this turn" at cleanup). */
void rt_preventions_end(cardrt_game *g, rt_ending ending);
/* OBJ changed zones: prevention effects for or from it end. */
void rt_preventions_forget(cardrt_game *g, cardrt_id obj);

/* rules.c: rules that static abilities and effects change. */
/* Does a rule of KIND apply to the player or object WHO? */
bool rt_rule_applies(const cardrt_game *g, cardrt_ref who, cardrt_rule_kind kind);
/* Can PLAYER not lose the game (CARDRT_RULE_CANT_LOSE, CR 104.3)? */
bool rt_cant_lose(const cardrt_game *g, unsigned player);
/* Can't OBJ enter the battlefield from where it is (CARDRT_RULE_CANT_ENTER)? */
bool rt_cant_enter(const cardrt_game *g, cardrt_id obj);
/* How many additional times a triggered ability of permanent OBJ that EV
 * makes trigger triggers (CARDRT_RULE_EXTRA_TRIGGER). */
int rt_extra_triggers(const cardrt_game *g, cardrt_id obj, const cardrt_event *ev);
/* Can't the damage SOURCE would deal to TO (COMBAT: combat damage) be
 * prevented (CARDRT_RULE_NO_PREVENTION of the source or of a permanent TO)? */
bool rt_damage_unpreventable(const cardrt_game *g, cardrt_id source, cardrt_ref to, bool combat);
/* Can't counters of KIND be put on ON now (CARDRT_RULE_NO_COUNTERS,
 * _NO_PLAYER_COUNTERS)? */
bool rt_counters_forbidden(const cardrt_game *g, cardrt_ref on, const char *kind);
/* The mana PLAYER keeps as a step ends (CARDRT_RULE_KEEP_MANA): bits
 * 1 << k of the pool's kinds W U B R G C. */
unsigned rt_mana_kept(const cardrt_game *g, unsigned player);
/* How many lands PLAYER may play each turn: one, and more by
 * CARDRT_RULE_EXTRA_LANDS (CR 305.2); INT_MAX: any number. */
int rt_lands_allowed(const cardrt_game *g, unsigned player);
/* The generic mana ITEM (a spell being cast, or an activated ability being
 * activated) costs more and less (CR 601.2f of the current rules), added to
 * HELP's. */
struct rt_help;
void rt_cost_change(const cardrt_game *g, const rt_stack_item *item, struct rt_help *help);
/* EV is about to happen: the replacement effects that apply modify it, or
 * replace it (false: it does not happen).  *COUNTER and *COUNTERS get the
 * counters a permanent enters with (may be NULL for other events). */
bool rt_replace(cardrt_game *g, cardrt_event *ev, unsigned *how, const char **counter, int *counters);
/* What is left of the damage EV would deal after the prevention effects
 * of rules (CARDRT_RULE_PREVENT) that apply to it.  The additional effect
 * of each that prevented some is done after it (CR 615), or, while
 * simultaneous damage is dealt, once at its end with all it prevented. */
int rt_prevent_static(cardrt_game *g, const cardrt_event *ev);
/* A static ability's redirection effect (CARDRT_RULE_REDIRECT) that applies
 * to the damage EV would deal, none of those in g->redirecting (CR 614.5):
 * into ME (its next the list so far) and ONTO where the damage goes. */
bool rt_redirect_static(cardrt_game *g, const cardrt_event *ev, rt_redirecting *me, cardrt_ref *onto);
/* The additional effects of prevention that waited for the end of
 * simultaneous damage, in the order they first prevented damage. */
void rt_prevented_end(cardrt_game *g);
/* game.c: the top card of PLAYER's library (0: none). */
cardrt_id rt_library_top(const cardrt_game *g, unsigned player);
/* May PLAYER cast (KIND CARDRT_EV_CAST) or play (CARDRT_EV_PLAY_LAND) OBJ,
 * the top card of their library, from there (CARDRT_RULE_PLAY_FROM_TOP)? */
bool rt_may_play_from_top(const cardrt_game *g, unsigned player, cardrt_id obj, int kind);
/* May PLAYER play OBJ, a card of their graveyard, as event KIND
 * (CARDRT_RULE_PLAY_FROM_GRAVEYARD)? */
bool rt_may_play_from_graveyard(const cardrt_game *g, unsigned player, cardrt_id obj, int kind);
/* May PLAYER play OBJ from where it is (CARDRT_RULE_MAY_PLAY): cast it if
 * CAST, else play it as a land?  0 if not, else the RT_MAY_* bits of the
 * permissions: with its usual costs, without paying its mana cost;
 * whether one exiles the spell instead of a graveyard (CARDRT_MAY_EXILE_INSTEAD);
 * whether one lets mana be spent as though it were mana of any color (type)
 * to cast it (CARDRT_MAY_ANY_COLOR, CARDRT_MAY_ANY_TYPE). */
enum { RT_MAY_PAYING = 1, RT_MAY_FREE = 2, RT_MAY_EXILE = 4, RT_MAY_ANY_COLOR = 8, RT_MAY_ANY_TYPE = 16 };
unsigned rt_may_play(const cardrt_game *g, unsigned player, cardrt_id obj, bool cast);
/* "You may spend mana as though it were mana of any color to cast creature
 * spells" (CARDRT_RULE_SPEND_AS): the RT_MAY_ANY_COLOR, RT_MAY_ANY_TYPE bits
 * of the rules that let PLAYER cast OBJ so. */
unsigned rt_spend_as(const cardrt_game *g, unsigned player, cardrt_id obj);
/* May PLAYER cast OBJ as though it had flash (CARDRT_RULE_CAST_AS_FLASH)?
 * The least generic mana more it costs then ("if you pay {2} more to cast
 * it"); -1: no. */
int rt_cast_as_flash_cost(const cardrt_game *g, unsigned player, cardrt_id obj);
/* Is ATTACKER blocked as though it didn't have the landwalk WALK (a
 * CARDRT_KW_..WALK: CARDRT_RULE_IGNORE_LANDWALK)? */
bool rt_landwalk_ignored(const cardrt_game *g, cardrt_id attacker, int walk);
/* How many attackers BLOCKER may block (CARDRT_RULE_EXTRA_BLOCKS); -1: any number. */
int rt_blocks_allowed(const cardrt_game *g, cardrt_id blocker);
/* The most creatures that may block in a combat (CARDRT_RULE_BLOCK_LIMIT); -1: no limit. */
int rt_block_limit(const cardrt_game *g);
/* The fewest creatures that may block ATTACKER (CARDRT_RULE_MIN_BLOCKERS); 1 for none. */
int rt_min_blockers(const cardrt_game *g, cardrt_id attacker);
/* The generic mana ATTACKER's attack on ATTACKED, declared with N in all,
 * costs (CARDRT_RULE_ATTACK_TAX). */
int rt_attack_tax(cardrt_game *g, cardrt_id attacker, cardrt_ref attacked, unsigned n);
/* The most cards PLAYER may draw each turn (CARDRT_RULE_DRAW_LIMIT); -1: no limit. */
int rt_draw_limit(const cardrt_game *g, unsigned player);
/* The untap step: of the permanents UNTAP marks (g->nobjs of them), unmark
 * those the active player's CARDRT_RULE_UNTAP_LIMIT rules leave tapped. */
void rt_untap_limits(cardrt_game *g, bool *untap);
/* May BLOCKER not block ATTACKER, declared with N blockers in all, by a
 * rule (CARDRT_RULE_CANT_BLOCK_THIS)? */
bool rt_block_forbidden(const cardrt_game *g, cardrt_id blocker, cardrt_id attacker, unsigned defender,
                        unsigned n);
/* May ATTACKER not attack ATTACKED (a player or planeswalker), declared
 * with N creatures in all (0: not known yet), by a rule
 * (CARDRT_RULE_CANT_ATTACK_THIS)? */
bool rt_attack_forbidden(cardrt_game *g, cardrt_id attacker, cardrt_ref attacked, unsigned n);
/* Must BLOCKER block ATTACKER if able (CARDRT_RULE_MUST_BLOCK)?  With
 * ATTACKER 0: must it block at all? */
bool rt_block_required(const cardrt_game *g, cardrt_id blocker, cardrt_id attacker);
/* May ITEM not target T, by a rule (CARDRT_RULE_CANT_BE_TARGETED)? */
bool rt_target_forbidden(const cardrt_game *g, const rt_stack_item *item, cardrt_ref t);
/* Can't the activated abilities of OBJ be activated, by a rule
 * (CARDRT_RULE_CANT_ACTIVATE; MANA_ABILITY: of a mana ability, which
 * "unless they're mana abilities" allows)? */
bool rt_activation_forbidden(const cardrt_game *g, cardrt_id obj, bool mana_ability);
/* May PLAYER not cast the card OBJ, by a rule (CARDRT_RULE_CANT_CAST, or
 * _CAST_ONLY_OWN_TURN and _CAST_ONLY_SORCERY_TIME at another time)? */
bool rt_cast_forbidden(const cardrt_game *g, unsigned player, cardrt_id obj);
/* Is ST, a static ability of SOURCE, left out while the protection of
 * g->kept_aura is looked at (its CARDRT_RULE_DOESNT_REMOVE keeps that Aura)? */
bool rt_static_kept(const cardrt_game *g, cardrt_id source, const cardrt_static_def *st);
/* Has HOST protection from AURA, attached to it, that puts AURA into its
 * owner's graveyard (CR 704.5m): not the protection of a static ability that
 * doesn't remove it (CARDRT_RULE_DOESNT_REMOVE)? */
bool rt_aura_protected(cardrt_game *g, cardrt_id aura, cardrt_id host);
/* Has D a static ability that changes a rule (a CARDRT_RULE_CHANGE)? */
bool rt_def_has_rules(const cardrt_card_def *d);
/* End rules whose duration is over ("this turn" at cleanup). */
void rt_rules_end(cardrt_game *g, rt_ending ending);

/* keywords.c: the triggered abilities of keywords (prowess, flanking,
 * exalted, extort, evolve, persist, undying), which events.c looks for on
 * every permanent with the keyword (and on one that just left the
 * battlefield, as it last was there). */
enum { RT_NKW_TRIGGERS = 10 };
typedef struct rt_kw_trigger {
    cardrt_keyword kw;
    cardrt_trigger_def def;
    bool spell;                 /* it triggers on the spell itself as it is cast (cascade) */
} rt_kw_trigger;
extern const rt_kw_trigger rt_kw_triggers[RT_NKW_TRIGGERS];
/* Forget the soulbond pairings that no longer hold (CR 702.95d, keywords.c). */
void rt_unpair_stale(cardrt_game *g);

/* The upkeep of the active player has begun and its triggers have been
 * seen: their permanents have now been through an upkeep of theirs. */
void rt_upkeep_seen(cardrt_game *g);
/* OBJ gains haste, and at the beginning of the next end step goes to TO
 * (dash: its owner's hand; unearth: exile). */
void rt_until_next_end_step(cardrt_game *g, cardrt_id obj, cardrt_zone to);
/* OBJ gains haste for as long as it is on the battlefield. */
void rt_gain_haste(cardrt_game *g, cardrt_id obj);
/* Blitz (CR 702.152a): OBJ, a permanent from a spell cast for its blitz
 * cost, has haste and "When this permanent is put into a graveyard from
 * the battlefield, draw a card", and is sacrificed at the beginning of the
 * next end step. */
void rt_blitz(cardrt_game *g, cardrt_id obj);
/* Miracle (CR 702.94a): CARD, with miracle, is being drawn by PLAYER as the
 * first card they draw this turn: they may reveal it; if they do, its
 * triggered ability waits for the draw's event ("When you reveal this card
 * this way, you may cast it by paying [cost] rather than its mana cost"). */
void rt_miracle(cardrt_game *g, cardrt_id card, unsigned player);
/* Ascend (CR 702.131): PLAYER gets the city's blessing if they control ten
 * or more permanents; true if they got it now. */
bool rt_ascend(cardrt_game *g, unsigned player);
/* The permanents with ascend give their controllers the city's blessing
 * (checked with the state-based actions); true if one got it. */
bool rt_ascend_permanents(cardrt_game *g);
/* OBJ is sacrificed by its controller at the beginning of the next cleanup
 * step (CARDRT_RULE_SACRIFICE_IF_FLASHED). */
void rt_sacrifice_at_cleanup(cardrt_game *g, cardrt_id obj);
/* Does a static ability of DEF change a rule of kind KIND? */
bool rt_has_own_rule(const cardrt_card_def *def, cardrt_rule_kind kind);
/* The resolving spell SPELL (an instant or sorcery) with rebound, cast from
 * its owner's hand, is exiled; its controller may cast it at their next
 * upkeep.  False if it has no rebound or wasn't cast from the hand. */
bool rt_rebound(cardrt_game *g, cardrt_id spell, unsigned controller);
/* OBJ would be destroyed: a totem armor Aura on it is destroyed instead,
 * and its damage removed (true). */
bool rt_totem_armor(cardrt_game *g, cardrt_id obj);
/* OBJ enters the battlefield: riot's choice. */
void rt_riot(cardrt_game *g, cardrt_id obj);

/* events.c */
/* EV happened: the observer is told, the history counts it, and triggered
 * abilities that match wait to go on the stack. */
void rt_event(cardrt_game *g, const cardrt_event *ev);
/* monarch.c: the monarch's two inherent triggered abilities, which have no
 * source (CR 724.2 of the current rules). */
enum { RT_NMONARCH_TRIGGERS = 2 };
extern const cardrt_trigger_def rt_monarch_triggers[RT_NMONARCH_TRIGGERS];
/* dungeon.c: a dungeon whose venture marker is on its bottommost room,
 * that room's ability gone from the stack, is completed (CR 704.5t, 309.7
 * of the current rules); true if one was. */
bool rt_dungeon_sba(cardrt_game *g);
/* State-triggered abilities (CARDRT_BATCH_STATE) whose state holds
 * trigger, as state-based actions are checked (CR 603.8). */
void rt_state_triggers(cardrt_game *g);
/* The objects of the selection SEL of a resolving effect (fx.c), in a new
 * array the caller frees (NULL: no memory); *N how many. */
cardrt_id *rt_sel_objects(cardrt_ctx *ctx, int sel, unsigned *n);
/* Selection SEL of CTX (NULL if there is none); the players still in the
 * game it holds, into OUT (CARDRT_MAX_PLAYERS), how many; the cards of
 * PLAYER's ZONE in order (a library from its top) in a new array the
 * caller frees, *N how many (fx.c; choose.c uses them too). */
rt_sel *rt_sel_at(cardrt_ctx *ctx, int sel);
/* fx.c: add R to S unless it is there already. */
void rt_sel_add(rt_sel *s, cardrt_ref r);
unsigned rt_players_of(cardrt_ctx *ctx, int sel, unsigned *out);
/* fx.c: the objects of SEL, a copy (*N of them; NULL without a context or
 * memory); the caller frees (kwaction.c uses them too). */
cardrt_id *rt_objects_of(cardrt_ctx *ctx, int sel, unsigned *n);
/* fx.c: PLAYER mills N cards (as many as there are), each added to MOVED
 * (if not NULL); how many were, -1 without memory. */
int rt_mill(cardrt_game *g, unsigned player, int n, rt_sel *moved);
cardrt_ref *rt_cards_in(const cardrt_game *g, unsigned player, cardrt_zone zone, unsigned *n);
/* Sagas (CR 714 of the current rules, saga.c): a lore counter as one
 * enters the battlefield and on each of the active player's as their
 * precombat main phase begins; one whose lore counters reach its final
 * chapter, no chapter ability of it waiting or on the stack, is
 * sacrificed (a state-based action; true if one was). */
void rt_saga_enters(cardrt_game *g, cardrt_id obj);
void rt_saga_main_phase(cardrt_game *g);
bool rt_saga_sba(cardrt_game *g);
/* Turn g->turn, the active player's, begins: it is their latest turn
 * (cardrt_attacked_last_turn). */
void rt_turn_begins(cardrt_game *g);
/* A new turn begins: this turn's history becomes last turn's. */
void rt_history_turn(cardrt_game *g);
/* ITEM has been put on the stack: each of its targets becomes a target. */
void rt_targeted(cardrt_game *g, const rt_stack_item *item);
/* ITEM's targets have changed from those of BEFORE (NULL: it has been put
 * on the stack): each new one becomes a target. */
void rt_retargeted(cardrt_game *g, const rt_stack_item *item, const rt_stack_item *before);
/* Choose, through the chooser, the modes (NMODES of them, MIN to MAX) and
 * the targets of ITEM as it goes on the stack (a triggered ability, or a
 * spell cast while something resolves); false if they can't be chosen
 * (a slot can't get its minimum). */
bool rt_choose_modes(cardrt_game *g, rt_stack_item *item, unsigned nmodes, int min, int max_modes,
                     const char *prompt);
bool rt_choose_targets(cardrt_game *g, rt_stack_item *item);
/* COPY, a copy of a spell whose controller may choose new targets for it
 * (CR 707.10c of the current rules), or a spell CHOOSER may choose new
 * targets for (115.7d): for each target, through CHOOSER's chooser, that
 * one (the default) or another that is legal for the spell's controller;
 * the number stays. */
void rt_choose_new_targets(cardrt_game *g, rt_stack_item *copy, unsigned chooser);
/* CHOOSER changes the target of SPELL, a spell on the stack with a single
 * target (CR 415.7a): to another target legal for it, through CHOOSER's
 * chooser; unchanged if there is none.  True if it changed. */
bool rt_change_target(cardrt_game *g, cardrt_id spell, unsigned chooser);
/* CHOOSER may choose new targets for SPELL on the stack (CR 115.7d): each
 * new one becomes a target; false if SPELL is no spell on the stack. */
bool rt_new_targets(cardrt_game *g, cardrt_id spell, unsigned chooser);
/* A copy of the spell ORIGINAL (an item on the stack, or resolving) under
 * CONTROLLER's control, NEW_TARGETS as rt_copy_spell's; false if none. */
bool rt_copy_item(cardrt_game *g, const rt_stack_item *original, unsigned controller, bool new_targets);
void rt_flush_triggers(cardrt_game *g);
/* T, a reflexive triggered ability of ITEM as it resolves (CR 603.12),
 * triggers now: under ITEM's controller, with ITEM's source and event. */
void rt_trigger_now(cardrt_game *g, const rt_stack_item *item, const cardrt_trigger_def *t);
/* The cleanup step ends the delayed triggered abilities that last the turn (CR 603.7b). */
void rt_end_turn_triggers(cardrt_game *g);
/* The active player's turn begins: their delayed triggered abilities that
 * last "until your next turn" are gone. */
void rt_end_next_turn_triggers(cardrt_game *g);

/* damage.c */
rt_source rt_source_of(const cardrt_game *g, cardrt_id id);
/* Damage from SRC (as it is or last was) to TO; COMBAT marks combat damage. */
cardrt_status rt_deal_damage(cardrt_game *g, const rt_source *src, cardrt_ref to, int amount,
                             bool combat);
/* Damage dealt at once (the combat damage of a step, CR 510.2; one spell's
 * damage to several things) is one event: between these, each triggered
 * ability triggers once for each occurrence its `batch` names (CR 603.2c),
 * and each source with lifelink makes its controller gain life once, at
 * the end.  Begin returns false if such damage is already being dealt
 * (then this damage is part of it, and end is not called). */
bool rt_batch_begin(cardrt_game *g);
void rt_batch_end(cardrt_game *g);

/* actions.c */
/* State-based actions, then triggered abilities go on the stack; true if
 * any state-based action was performed. */
bool rt_check_sba(cardrt_game *g);
/* End the effects, prevention effects and rules whose duration ENDING
 * ends, and those "as long as" whose condition has failed. */
void rt_end_effects(cardrt_game *g, rt_ending ending);
/* Does ENDING end duration D of an effect whose CONTROLLER is given? */
bool rt_duration_over(const cardrt_game *g, cardrt_duration d, unsigned controller, rt_ending ending);
/* Is D a duration that ends at a time (not "as long as", nor forever)?
 * YOURS: one the spell's or ability's controller's turns end ("until your
 * next turn"), the controller of the effect it makes. */
bool rt_duration_timed(int d);
bool rt_duration_yours(int d);
/* D as its controller's next turn begins: "until the end of your next
 * turn" is then "until end of turn". */
cardrt_duration rt_duration_turn_begins(const cardrt_game *g, cardrt_duration d, unsigned controller);
bool rt_effect_lapsed(const cardrt_game *g, const rt_effect *e, bool control);

/* stack.c */
/* Put ITEM on top of the stack, numbered (rt_stack_item.number, which is
 * set in ITEM too: its targeting events name the ability by it). */
cardrt_status rt_push(cardrt_game *g, rt_stack_item *item);
/* The activated or triggered ability on the stack numbered NUMBER (a
 * CARDRT_REF_ABILITY's id), or NULL (ctx.c). */
const rt_stack_item *rt_stack_ability(const cardrt_game *g, int32_t number);
/* D's cost of kind KIND (a cardrt_cost_kind), or NULL if it has none. */
const cardrt_cost *rt_cost_of(const cardrt_card_def *d, int kind);
/* Resolve the top of the stack (CR 413.2); it is not empty. */
void rt_resolve(cardrt_game *g);
/* Put a copy of SPELL (an instant or sorcery spell on the stack) on the
 * stack under CONTROLLER's control, with its modes, X and targets (CR
 * 707.10); NEW_TARGETS: its controller may choose new ones.  False if
 * there is no such spell (a permanent spell is not copied). */
bool rt_copy_spell(cardrt_game *g, cardrt_id spell, unsigned controller, bool new_targets);
/* PLAYER casts OBJ as a resolving spell or ability lets them (cascade,
 * suspend, madness): from the zone it is in, ignoring timing, its modes and
 * targets chosen through the chooser, paying COST (a mana cost as written,
 * under strict mana) instead of its mana cost, or nothing for NULL ("without
 * paying its mana cost"); OPTIONS are kept as cardrt_cast_options.  A land
 * can't be cast: CARDRT_EINVAL. */
cardrt_status rt_cast_during(cardrt_game *g, unsigned player, cardrt_id obj, const char *cost, unsigned options);
/* Cascade's and discover's exile (CR 702.85a, 701.57a of the current
 * rules): YOU exile cards from the top of their library until a nonland
 * card with mana value MAX_MV or less; they may cast it without paying its
 * mana cost (cardrt_ask "cast it without paying its mana cost", for
 * SELF); with TO_HAND, if they don't, it goes to their hand; the rest of
 * the cards exiled (that one too, if not cast nor put there) go to the
 * bottom of their library in a random order (keywords.c). */
cardrt_status rt_exile_until_cast(cardrt_game *g, unsigned you, cardrt_id self, int max_mv, bool to_hand);
/* The division PLAY announces, into ITEM: false when it is not one (an
 * amount below 1, CR 601.2d, or more than there can be targets). */
bool rt_divided(rt_stack_item *item, const cardrt_play *play);
/* OBJ is discarded from its owner's hand: to their graveyard, or, with
 * madness (CR 702.35a of the current rules), exiled instead; reported
 * (CARDRT_EV_DISCARD), with BY the spell or ability whose effect
 * discards it (NULL: a cost, the cleanup step). */
cardrt_status rt_discard(cardrt_game *g, cardrt_id obj, const rt_stack_item *by);

/* turns.c */
/* May PLAYER act now: they hold priority, or have not passed since the
 * last action (the players before them pass, as in a game)? */
bool rt_may_act(const cardrt_game *g, unsigned player);
/* PLAYER took an action: they receive priority (CR 409 and later 116.3c). */
void rt_acted(cardrt_game *g, unsigned player);
/* Is it PLAYER's main phase with an empty stack, when sorceries may be cast? */
bool rt_sorcery_time(const cardrt_game *g, unsigned player);
/* The next player after P in turn order who has not lost (P itself if none). */
unsigned rt_next_player(const cardrt_game *g, unsigned p);
/* Every player still in the game, as bits. */
unsigned rt_alive(const cardrt_game *g);

/* combat.c */
/* The combat damage step begins: assign combat damage and put it on the
 * stack; false if no creature deals any. */
bool rt_assign_combat_damage(cardrt_game *g);
void rt_resolve_combat_damage(cardrt_game *g);
void rt_end_combat(cardrt_game *g);
/* OBJ leaves the battlefield: the blocks beyond its first end with it. */
void rt_forget_blocks(cardrt_game *g, cardrt_id obj);
/* OBJ is removed from combat (CR 506.4): it attacks and blocks no more; an
 * attacker it blocked stays blocked (509.1h). */
void rt_remove_from_combat(cardrt_game *g, cardrt_id obj);
/* The untap step's phasing, before anything untaps (CR 502.1; phasing.c). */
void rt_phasing_step(cardrt_game *g);
/* OBJ, just put onto the battlefield, enters attacking (CR 508.4): what it
 * attacks is its controller's choice (SOURCE's effect puts it there),
 * among the player WHOM (-1: any) and, with PLANESWALKERS, the
 * planeswalkers WHOM controls. */
void rt_enter_attacking(cardrt_game *g, cardrt_id obj, cardrt_id source, int whom, bool planeswalkers);
bool rt_any_attacker(const cardrt_game *g);
/* PLAYER declares as attackers only the creatures that must attack (a pass). */
cardrt_status rt_declare_required_attackers(cardrt_game *g, unsigned player);
/* PLAYER declares the blocks creatures that must be blocked if able need
 * (CR 509.1c of the current rules), else none: what passing declares. */
cardrt_status rt_declare_required_blockers(cardrt_game *g, unsigned player);
/* The players attacked, or whose planeswalkers are attacked (bits), and
 * the next of them in turn order who has yet to declare blockers. */
unsigned rt_defending_players(const cardrt_game *g);
unsigned rt_next_defender(const cardrt_game *g);

/* mana.c */
typedef struct rt_payment {
    int spend[6][2];            /* mana of each kind: [kind][0 not from snow, 1 from snow] */
    int treasure;               /* of the mana not from snow, how much came from a Treasure
                                 * (spent before the rest of its kind) */
    int life;                   /* life for Phyrexian symbols */
    uint32_t restricted_ok;     /* the payer's restricted mana (bit i: restricted[i]) that may
                                 * pay it, spent before the rest of its kind */
} rt_payment;
/* Help paying a spell's mana cost: LESS generic mana to pay (affinity,
 * improvise, delve), and EXTRA mana of each kind that is no player's pool
 * (convoke's creatures); NULL is none. */
typedef struct rt_help {
    int more;                   /* cost increases, applied before reductions (CR 601.2f) */
    int less;
    int less_one;               /* reductions that leave at least one mana of the cost, applied
                                 * first (CARDRT_RULE_COST_AT_LEAST_ONE) */
    int extra[6];
    /* Changes of mana of one kind (CARDRT_MANA_*; CR 601.2f): MANA_MORE
     * symbols of it added; MANA_LESS symbols of it taken off, what the cost
     * has fewer of taken off its generic mana instead (CR 118.7c of the
     * current rules); MANA_LESS_ONLY symbols of it taken off, applied first,
     * nothing instead ("This effect reduces only the amount of colored mana
     * you pay"). */
    int mana_more[6], mana_less[6], mana_less_only[6];
    /* RT_MAY_ANY_COLOR, RT_MAY_ANY_TYPE: mana may be spent as though it
     * were mana of any color (type), which changes how the cost is paid,
     * not the cost nor what mana was spent (CR 609.4b of the current rules). */
    unsigned spend_as;
    /* The X of the cost is paid only with mana of this kind, CARDRT_MANA_*
     * + 1 (CARDRT_COST_X_MANA; 0: any mana). */
    int x_only;
} rt_help;
/* costs.c: rt_help's x_only of the N COSTS (CARDRT_COST_X_MANA), or 0. */
int rt_x_only(const cardrt_cost *costs, unsigned n);
/* Add to H the mana MANA ("{2}{U}": numbers and symbols of one kind of
 * mana) TIMES times: more if TIMES > 0, less if < 0 (ONLY: colored mana
 * taken off only as MANA_LESS_ONLY).  False for other symbols. */
bool rt_help_mana(rt_help *h, const char *mana, int times, bool only);
/* How PLAYER pays COST with X (nothing if strict mana is off or there is
 * no cost), given LIFE_ELSEWHERE life paid by the other costs and HELP:
 * CARDRT_OK, CARDRT_ECOST, or CARDRT_EINVAL for a malformed cost.  What
 * HELP's extra mana pays is not in *OUT. */
cardrt_status rt_mana_plan(const cardrt_game *g, unsigned player, const char *cost, int x,
                           int life_elsewhere, const rt_help *help, rt_payment *out);
void rt_mana_pay(cardrt_game *g, unsigned player, const rt_payment *pay);
/* costs.c: whether PLAYER can pay the N COSTS of SOURCE and its MANA with
 * X (CARDRT_OK, or CARDRT_ECOST; the mana's payment in *PAY); paying them
 * for ITEM (the objects chosen go to its paid list); GRANTER is the source
 * of the effect that gives SOURCE the ability (0: its own), which its
 * CARDRT_COST_*_GRANTER costs name; an activated ability with a loyalty
 * cost (CR 606.3 in later rules). */
cardrt_status rt_can_pay_costs(const cardrt_game *g, unsigned player, cardrt_id source, cardrt_id granter,
                               const char *mana, int x, const cardrt_cost *costs, unsigned n, const rt_help *help,
                               rt_payment *pay);
void rt_pay_all(cardrt_game *g, unsigned player, cardrt_id source, cardrt_id granter, const cardrt_cost *costs,
                unsigned n, rt_stack_item *item);
bool rt_is_loyalty_ability(const cardrt_activated_def *ab);
/* The generic mana (X being X) and the colored symbols of one color (bits) in COST. */
void rt_cost_shape(const char *cost, int x, int *generic, unsigned *colors);
/* Assist (CR 702.132a): the payment *HELPED of PLAY's assisting player for
 * its `assist` of the generic mana of COST, the total cost of D's spell cast
 * by PLAYER (after HELP's changes), HELP then less by that much; an error
 * when the card has no assist or PLAY asks what it can't. */
cardrt_status rt_mana_assist(const cardrt_game *g, const cardrt_card_def *d, unsigned player,
                             const cardrt_play *play, const char *cost, rt_help *help, rt_payment *helped);
/* The INDEX-th mana ability OBJ has for its basic land types (CR 305.6), or NULL. */
const cardrt_activated_def *rt_basic_land_ability(const cardrt_game *g, cardrt_id obj, unsigned index);
/* What paying PAY spent (cardrt_mana_spent, cardrt_ctx_mana_spent) into OUT. */
void rt_mana_spent(rt_spent *out, const rt_payment *pay);
/* N mana of KIND into PLAYER's pool; SNOW: from a snow source; TREASURE: from
 * a Treasure (mana from a Treasure, CR 111.10a; not snow). */
void rt_mana_add(cardrt_game *g, unsigned player, int kind, int n, bool snow, bool treasure);
/* The same, added by the effect CTX (cardrt_fx_spend_only restricts it). */
void rt_ctx_mana_add(cardrt_ctx *ctx, unsigned player, int kind, int n, bool snow, bool treasure);
/* The mana paid from now on is spent to cast SPELL, or to activate an
 * ability of ABILITY_OF (0 and 0: on another cost), CR 106.6. */
void rt_paying_for(cardrt_game *g, cardrt_id spell, cardrt_id ability_of);
/* The pool of PLAYER empties of the kinds not in KEEP (bits 1 << kind). */
void rt_mana_empty(cardrt_game *g, unsigned player, unsigned keep);

/* layers.c */
/* Only OBJ's own state changed (its zone, its controller before effects, its
 * counters): with no continuous effect only its characteristics change. */
void rt_touch_object(const cardrt_game *g, cardrt_id obj);
/* Something only continuous effects could look at changed (tapped, damage,
 * life): with no continuous effect no characteristic changes. */
void rt_touch_state(const cardrt_game *g);
/* What a face-down spell or permanent is (CR 708.2a in later rules): a 2/2
 * creature with no text, no name, no subtypes and no mana cost. */
extern const cardrt_card_def rt_face_down;
/* attach.c: the target of a bestowed Aura spell, and what the Aura may
 * enchant: a creature (702.103b, "enchant creature"). */
extern const cardrt_target_spec rt_bestow_target;
/* OBJ's characteristics after the layers (NULL: no such object); WHAT
 * (RT_READ_*) is what the caller reads of them. */
const rt_chars *rt_chars_of(const cardrt_game *g, cardrt_id id, unsigned what);
void rt_cache_free(rt_cache *c);
bool rt_has_subtype(const rt_chars *c, const char *name);
/* kwspell.c: the triggered ability epic's spell abilities make (CR
 * 702.50a): its event, a CARDRT_EV_STEP upkeep, has the epic spell's
 * index in game.epics plus 1 as its amount (rt_event). */
extern const cardrt_trigger_def rt_epic_trigger;
/* chance.c: PLAYER chooses an opponent still in the game (a
 * CARDRT_CHOOSE_OBJECTS choice PROMPT of players, asked only when there
 * are two or more, the default the next in turn order); CARDRT_MAX_PLAYERS
 * if none (clash, demonstrate). */
unsigned rt_choose_opponent(cardrt_game *g, unsigned player, cardrt_id source, const char *prompt);
/* OBJ's creature types now, into *OUT; do A and B share one? */
void rt_creature_types(const cardrt_game *g, cardrt_id obj, rt_ctypes *out);
bool rt_ctypes_shared(const rt_ctypes *a, const rt_ctypes *b);

/* stack.c */
/* Protection from a color (FAQ 1.1.03): no targeting by spells or
 * abilities of that color, no damage from sources of it, no Auras of it;
 * the same for a source with COLORS and card TYPES (CARDRT_*) from the
 * other qualities (CR 702.16 of the current rules). */
bool rt_protected_from(const cardrt_game *g, cardrt_id obj, unsigned colors, unsigned types, cardrt_id source);
/* Has OBJ protection from SOURCE by a CARDRT_RULE_PROTECTION_FROM ("Protection from Dragons")? */
bool rt_protected_by_rule(const cardrt_game *g, cardrt_id obj, cardrt_id source);
/* Has PLAYER protection from one of COLORS (CARDRT_RULE_PROTECTION)? */
bool rt_player_protected_from(const cardrt_game *g, unsigned player, unsigned colors);
/* Is T legal for SPEC, a target slot of ITEM (CR 415)? */
bool rt_target_legal(cardrt_game *g, const rt_stack_item *item,
                     const cardrt_target_spec *spec, cardrt_ref t);
/* Target I of slot S of ITEM is T, as it is now (rt_stack_item.target_moves). */
void rt_set_target(const cardrt_game *g, rt_stack_item *item, unsigned s, unsigned i, cardrt_ref t);
/* Is target I of slot S of ITEM still the object it was when chosen (or a player)? */
bool rt_target_same(const cardrt_game *g, const rt_stack_item *item, unsigned s, unsigned i);
/* The targets ITEM's slots before SLOT took, into OUT (room for
 * CARDRT_MAX_TARGETS * CARDRT_MAX_TARGETS); how many. */
unsigned rt_targets_before(const rt_stack_item *item, unsigned slot, cardrt_ref *out);
/* The stack item of the spell OBJ itself (not a copy of it), or the one
 * being cast as its total cost is determined; NULL if none (ctx.c). */
const rt_stack_item *rt_spell_item(const cardrt_game *g, cardrt_id obj);
/* Does slot SLOT of ITEM say "another" and an earlier slot take T? */
bool rt_taken_before(const rt_stack_item *item, unsigned slot, cardrt_ref t);
/* May slot SPEC take T beside FIRST, its first target ("from a single graveyard": one owner)? */
bool rt_one_owner_ok(const cardrt_game *g, const cardrt_target_spec *spec, cardrt_ref first, cardrt_ref t);
/* Does slot SPEC take targets with ITEM's modes, and how many (X counts)? */
bool rt_slot_in_play(const rt_stack_item *item, const cardrt_target_spec *spec);
void rt_slot_bounds(const cardrt_game *g, const rt_stack_item *item, const cardrt_target_spec *spec, int *min,
                    int *max);
/* Are MODES (bit i: mode i) a legal choice of NMODES modes, MIN to MAX of them? */
bool rt_modes_ok(unsigned modes, unsigned nmodes, int min, int max);

/* tokens.c: the card definitions effects made (an X/X token's), freed
 * with the last game that holds them; a clone shares them. */
void rt_made_defs_share(cardrt_game *g);
void rt_made_defs_free(cardrt_game *g);
/* COPIED with the exceptions EXCEPT of a copy (cardrt_card_def.copy_except,
 * CR 707.9b), made once for G; COPIED itself for none, NULL when out of memory. */
const cardrt_card_def *rt_copy_except(cardrt_game *g, const cardrt_card_def *copied, const cardrt_card_def *except);

/* Have A and B the same name (CR 201.2)?  Never when either has none (a
 * face-down card). */
bool rt_same_name(const cardrt_game *g, cardrt_id a, cardrt_id b);

#endif
