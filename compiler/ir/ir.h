/* ir.h — the card IR: what a card's text means, typed, between the checked
 * AST and the code generator (docs/ir.md).
 *
 * A card is a list of abilities; an ability has target slots, costs, a
 * trigger and a body of instructions in order.  Instructions act on
 * selections (the card itself, a target slot, every object a filter
 * accepts, a part of the trigger event, the controller of another
 * selection) with amounts and durations.  Every node keeps its source
 * range.  Nodes live in the compiler's arena.  lower.c is the only code
 * that reads card words to build it. */
#ifndef CARDC_IR_H
#define CARDC_IR_H

#include <stdbool.h>
#include <stdio.h>

#include "card.h"

/* The version of --dump-ir's JSON schema (docs/ir.md); it grows by one
 * whenever a field changes meaning or goes away. */
#define IR_VERSION 3

typedef enum ir_ability_kind {
#define IR_ABILITY(id, name) id,
#include "ir.def"
} ir_ability_kind;

typedef enum ir_op {
#define IR_OP(id, name, layer) id,
#include "ir.def"
} ir_op;

typedef enum ir_sel_kind {
#define IR_SEL(id, name) id,
#include "ir.def"
} ir_sel_kind;

typedef enum ir_event {
#define IR_EVENT(id, name) id,
#include "ir.def"
} ir_event;

typedef enum ir_cost_kind {
#define IR_COST(id, name) id,
#include "ir.def"
} ir_cost_kind;

typedef enum ir_zone {
#define IR_ZONE(id, name) id,
#include "ir.def"
} ir_zone;

typedef enum ir_step {
#define IR_STEP(id, name) id,
#include "ir.def"
} ir_step;

typedef enum ir_phase {
#define IR_PHASE(id, name) id,
#include "ir.def"
} ir_phase;

typedef enum ir_duration {
#define IR_DURATION(id, name) id,
#include "ir.def"
} ir_duration;

typedef enum ir_delay {
#define IR_DELAY(id, name) id,
#include "ir.def"
} ir_delay;

typedef enum ir_condition_kind {
#define IR_CONDITION(id, name) id,
#include "ir.def"
} ir_condition_kind;

/* What one word of a filter asks of an object or player. */
typedef enum ir_trait_kind {
    IR_TRAIT_TYPE,          /* a card type (CR 205.2): "creature" */
    IR_TRAIT_SUBTYPE,       /* CR 205.3: "Goblin" */
    IR_TRAIT_COLOR,         /* CR 105.1: "red" */
    IR_TRAIT_PLAYER,        /* a player, not an object */
    IR_TRAIT_PERMANENT,     /* any permanent (CR 110) */
    IR_TRAIT_STATUS,        /* "tapped", "untapped" (CR 110.5), "attacking", "blocking" (CR 506.4),
                             * "blocked", "unblocked" (CR 509.1h) */
    IR_TRAIT_TOKEN,         /* a token (CR 111); negated: "nontoken" */
    IR_TRAIT_SUPERTYPE,     /* CR 205.4a: "legendary", "basic", "snow", "world" */
    IR_TRAIT_COLORS,        /* how many colors: "colorless", "multicolored", "monocolored" (CR 105.2) */
    IR_TRAIT_KEYWORD,       /* has the keyword; negated: "nonflying" (CR 702) */
    IR_TRAIT_ABILITY,       /* an ability on the stack, not a card (CR 113.7a of the current rules): word
                             * "activated", "triggered" (CR 113.3b, 113.3c), NULL: either */
} ir_trait_kind;

typedef struct ir_trait {
    ir_trait_kind kind;
    const char *word;       /* lower-case; NULL for player and permanent */
    bool negated;           /* "nonblack" */
} ir_trait;

/* Traits that all apply ("red creature"). */
typedef struct ir_alt {
    struct ir_alt *next;
    ir_trait *traits;
    unsigned ntraits;
} ir_alt;

/* IR_CTRL_DEFENDING: the defending player: the one the ability's source
 * attacks, else the one player being attacked (CR 506.2).  IR_CTRL_SEL: a
 * player the filter's `controlled_by` selects ("that player controls",
 * "target opponent controls").  IR_CTRL_DEFENDING_EACH: in the count of a
 * change to several objects, for each one the player it attacks ("Each
 * attacking creature gets +1/+0 ... for each nonbasic land defending
 * player controls", CR 802.2a of the current rules). */
typedef enum ir_controller {
    IR_CTRL_ANY, IR_CTRL_YOU, IR_CTRL_OPPONENT, IR_CTRL_NOT_YOU, IR_CTRL_DEFENDING, IR_CTRL_SEL,
    IR_CTRL_DEFENDING_EACH
} ir_controller;

typedef struct ir_amount ir_amount;

/* "with power 2 or less": a characteristic compared with an amount. */
typedef struct ir_compare {
    struct ir_compare *next;
    const char *stat;       /* "power", "toughness", "mana_value"; "counters": how many counters
                             * of the kind `counter` are on it (NULL: of any kind) */
    const char *counter;
    const char *op;         /* "=", "<", "<=", ">", ">=" */
    const ir_amount *value;
    const struct ir_compare *or;    /* this one, or that one ("with power or toughness 1 or less") */
} ir_compare;

/* Objects or players: one of the alternatives (any_of), with who controls
 * the object and the zone it is in (the battlefield unless said). */
typedef struct ir_filter {
    src_range range;
    ir_alt *any_of;
    ir_controller controller;
    const struct ir_sel *controlled_by;     /* IR_CTRL_SEL: the players one of whom controls it */
    ir_zone zone;
    ir_controller zone_owner;   /* whose zone, when not the battlefield ("your graveyard") */
    const struct ir_sel *zone_owned_by;     /* zone_owner IR_CTRL_SEL: the players whose zone
                                             * it is ("in that player's hand") */
    bool and_exile;         /* in exile too, any card there ("in exile and in your graveyard") */
    bool single_target;     /* a spell with exactly one target ("with a single target", Rules FAQ 1.1) */
    const struct ir_sel *exiled_with;   /* in exile, exiled by the abilities of the object of it ("cards
                                         * exiled with ~": `self`; CR 607.2a) */
    bool other;             /* "another": not the ability's own object */
    ir_compare *compares;   /* all must hold */
    const char **with;      /* keywords it must have ("with flying") */
    unsigned nwith;
    const struct ir_sel *attached_to;   /* attached to an object of it ("attached to it"; CR 301.5, 303.4) */
    const struct ir_sel *targets;   /* a spell with an object or player of it among its targets (CR 115.1) */
    const struct ir_sel *except;    /* not an object of it ("other than ~", "except for lands") */
    const char *shares;             /* "color", "creature_type", "card_type": one in common with ... */
    const struct ir_sel *shares_with;   /* ... an object of it ("that shares a color with it") */
    bool not_shares;                /* none in common with any object of it ("that doesn't share a
                                     * color with a creature you control") */
    /* lower_qual.c: what the object has to do with other objects and players */
    const char *named;              /* "named NAME": the name it must have (CR 201.2) */
    bool not_named;                 /* "not named NAME": it must not have that name */
    const char *block;              /* "blocking", "blocked_by", "blocking_or_blocked_by" ... */
    const struct ir_sel *block_with;    /* ... an object of it ("blocking it", "blocked by ~"; CR 509.1h) */
    const struct ir_sel *damaged_by;    /* dealt damage this turn by an object of it (CR 120.1) */
    const struct ir_sel *dealt_damage_to;   /* dealt damage this turn to a player of it ("that dealt damage to you") */
    ir_controller owner;            /* who owns it ("you own"), as `controller` says who controls it */
    const struct ir_sel *owned_by;  /* owner IR_CTRL_SEL: the players one of whom owns it */
    bool owner_or_controller;       /* "you own or control": `owner` or `controller` will do, not both */
    const struct ir_sel *same_name_as;  /* has the same name as an object of it (CR 201.2) */
    const struct ir_sel *attacking;     /* attacking a player of it ("attacking you"; CR 506.3) */
    const struct ir_sel *chosen_by;     /* a target slot's: the player who chooses its targets, not the
                                         * ability's controller ("of their choice"; CR 601.2c) */
    bool attacking_walkers;         /* with `attacking`: or a planeswalker that player controls ("attacking
                                     * you or a planeswalker you control": the defending player, CR 506.2) */
    bool chosen_type;               /* has the creature type last chosen for the ability's source */
    bool chosen_color;              /* has the color last chosen for the ability's source */
    bool not_chosen_type;           /* hasn't the creature type last chosen for the ability's source */
    bool chosen_name;               /* has the card name last chosen for the ability's source */
    const char *cost_symbol;        /* "with {X} in its mana cost": a symbol of its mana cost */
    const char *cast_from;          /* "spell cast from a graveyard": the zone it was cast from
                                     * (ir_zone_name), NULL when not said */
    ir_controller cast_from_owner;  /* whose: IR_CTRL_YOU for "from your graveyard" (a card you own) */
    const struct ir_condition *controls;    /* of players: "who controls a white creature", "who doesn't
                                             * control an Elf": a count (IR_CONDITION_COUNT) of the
                                             * objects of its `of` the player controls */
    const struct ir_condition *holds;       /* of players: what the player, `tested` in it, meets ("who
                                             * lost life this turn", "with no cards in hand"); each of
                                             * its `also` too */
    const char *answered;   /* of players: "yes" for those the last `optional` instruction asked of
                             * several players chose to do it ("For each opponent who does"), "no"
                             * for the others it asked ("each opponent who didn't"); NULL: any */
    const struct ir_filter *moved_none; /* of players: those for whom the `sacrifice` or `discard`
                                         * instruction just before moved no object this accepts
                                         * ("who can't", "who didn't discard a creature card this
                                         * way"); NULL: any */
    int cast_nth;           /* of spells: the N-th of its kind its controller casts this turn ("The
                             * first creature spell you cast each turn", as its cost is determined,
                             * CR 601.2f); 0: any */
} ir_filter;

typedef enum ir_amount_kind {
    IR_AMOUNT_CONST,
    IR_AMOUNT_X,            /* the X paid (CR 107.3a) */
    IR_AMOUNT_COUNT,        /* value times the number of objects or players of `of` */
    IR_AMOUNT_STAT,         /* `stat` of the object or player of `of` ("its power") */
    IR_AMOUNT_RESULT,       /* what the instruction before did ("that much", "that many") */
    IR_AMOUNT_DEVOTION,     /* the controller's devotion to the colors `value` (bits 1 << ir_color; CR 700.5) */
    IR_AMOUNT_PARTY,        /* value times the size of the controller's party (CR 700.8 of the current rules) */
    IR_AMOUNT_COUNTERS,     /* value times the `counter` counters on the objects of `of` (CR 122.1) */
    IR_AMOUNT_GREATEST,     /* the greatest `stat` among the objects of `of`, 0 when there are none */
    IR_AMOUNT_PLUS,         /* `left` plus `right` */
    IR_AMOUNT_MINUS,        /* `left` minus `right`, 0 when that is less (CR 107.1b) */
    IR_AMOUNT_TIMES,        /* value times `left` ("twice X"), times `right` when there is one
                             * ("X ... tokens" for each opponent who does) */
    IR_AMOUNT_HISTORY,      /* value times the events `stat` of the players of `of` (NULL: all) this turn */
    IR_AMOUNT_HALF,         /* half `left` (0 when it is less), rounded up when value is 1, else down */
    IR_AMOUNT_THIRD,        /* a third of `left`, as IR_AMOUNT_HALF ("a third of their life, rounded up") */
    IR_AMOUNT_TOTAL,        /* the total `stat` ("power", "mana_value") of the objects of `of` */
    IR_AMOUNT_DIE,          /* the result of the die the ability rolled (value 0; "that result"), or of the
                             * die not chosen after roll_choose (value 1; "the other result"), CR 706.2 */
    IR_AMOUNT_DISTINCT,     /* value times the number of different `stat` ("card_type",
                             * "basic_land_type") among the objects of `of` */
    IR_AMOUNT_KICKED,       /* value times the times the spell `of` (self), or the permanent it
                             * became, was kicked: its multikicker cost paid (CR 702.33c) */
    IR_AMOUNT_EVENT,        /* value times the amount of the triggered ability's event: the life its
                             * player lost or gained ("for each 1 life you lost", CR 119.3) */
    IR_AMOUNT_VOTES,        /* value times the votes the choice `stat`, number `choice` of them, got in the
                             * ability's last vote (CR 701.38a) */
} ir_amount_kind;

struct ir_amount {
    ir_amount_kind kind;
    int value;              /* IR_AMOUNT_CONST; IR_AMOUNT_COUNT: how many for each one counted */
    src_range range;
    const struct ir_sel *of;    /* IR_AMOUNT_COUNT, IR_AMOUNT_STAT */
    const struct ir_sel *per;   /* IR_AMOUNT_GREATEST of "count": the players, for each of whom the
                                 * objects of `of` they control are counted */
    const char *stat;       /* IR_AMOUNT_STAT: "power", "toughness", "mana_value", "life", "library", "hand";
                             * IR_AMOUNT_GREATEST: "power", "toughness", "mana_value", "life" (of players),
                             * "count" (the most objects of `of` one player of `per` controls);
                             * IR_AMOUNT_TOTAL: "power", "mana_value" */
    const char *counter;    /* IR_AMOUNT_COUNTERS: their kind ("+1/+1", "charge") */
    const struct ir_amount *left, *right;   /* IR_AMOUNT_PLUS, _MINUS; _TIMES: left (and right) */
    bool last_turn;         /* IR_AMOUNT_HISTORY: of the last turn, not this one */
    bool other;             /* IR_AMOUNT_HISTORY "spells_cast": not the spell the ability's source
                             * was ("for each other spell cast this turn") */
    unsigned choice;        /* IR_AMOUNT_VOTES: the index of `stat` among the choices of the vote */
};

typedef struct ir_sel {
    ir_sel_kind kind;
    src_range range;        /* the words that name it (a pronoun's own word) */
    int slot;               /* IR_SEL_TARGET: index in the ability's targets; IR_SEL_FOUND: which
                             * search of the ability (0: its first); IR_SEL_PAID: index in the
                             * ability's costs (a spell's: in its additional costs, in order);
                             * IR_SEL_LINKED: the index of the linked ability among the card's */
    const ir_filter *filter;    /* IR_SEL_ALL */
    const struct ir_sel *of;    /* IR_SEL_CONTROLLER, IR_SEL_OWNER; IR_SEL_ZONE, IR_SEL_TOP: whose;
                                 * IR_SEL_CHOSEN: the objects it is chosen among (none: anywhere
                                 * the filter says) */
    const ir_amount *count;     /* IR_SEL_TOP: how many cards; IR_SEL_CHOSEN with `of`: how many */
    const struct ir_sel **parts;    /* IR_SEL_AND: the selections joined, in text order */
    unsigned nparts;
    ir_zone in;             /* IR_SEL_SELF: the card only while it is in this zone ("return ~ from
                             * your graveyard": not once it has left it, CR 400.7); IR_ZONE_ANY:
                             * wherever it is; IR_SEL_ZONE: the zone */
    const struct ir_sel *but;   /* IR_SEL_REST: the objects of `of` left out (those taken from them) */
    bool up_to;             /* IR_SEL_CHOSEN: at most `count` of them (none: any number), the
                             * controller may choose fewer ("up to two lands") */
} ir_sel;

/* What an "if" asks as it resolves. */
typedef struct ir_condition {
    ir_condition_kind kind;
    src_range range;
    bool negated;           /* "if you don't", "if ... no ..." read as "not" */
    bool unless;            /* negated by the words around it ("unless", "instead ... as long as",
                             * lower_if, lower_rules.c, lower_static.c), whose callers in the code
                             * generator ask it the other way themselves: its own words say it
                             * the other way than `negated` (not in the dump) */
    const struct ir_sel *of;    /* IR_CONDITION_KICKED: the spell; IR_CONDITION_COUNT: the objects counted */
    const char *op;         /* IR_CONDITION_COUNT: "=", "<=", ">=" */
    const ir_amount *value; /* IR_CONDITION_COUNT */
    const char *mana;       /* IR_CONDITION_PAYS: the mana symbols as written */
    const struct ir_sel *cost_of;   /* IR_CONDITION_PAYS with no `mana`: the object whose mana cost is
                                     * paid ("unless you pay its mana cost"), X being 0 (CR 107.3) */
    /* IR_CONDITION_MORE: what each player has ("life", "hand": cards in
     * hand, "count": permanents of `counted` they control), compared (`op`
     * ">" or "<") with that of "some", "each" or "each_other" (each but the
     * first) player of `than` */
    const char *stat, *quant;
    const ir_filter *counted;
    const struct ir_sel *than;
    /* IR_CONDITION_HISTORY: the events counted (`stat`: "died", "left",
     * "spells_cast", "attacked", "drew", "discarded", "tokens_created",
     * "life_gained", "life_lost", "entered", "lands_entered", "dealt_damage"),
     * of the last turn rather than this one */
    bool last_turn;
    const ir_filter *filter;    /* IR_CONDITION_IS: what the object of `of` is ("it's an artifact creature");
                                 * IR_CONDITION_HISTORY "spells_cast": the spells counted ("a creature
                                 * spell"; other: not the spell the ability's object was) */
    const struct ir_condition *also;    /* and this one too ("an artifact and an enchantment") */
    ir_zone from;           /* IR_CONDITION_CAST: the zone it was cast from (IR_ZONE_ANY: any) */
    bool main_phase;        /* IR_CONDITION_CAST: during its caster's main phase */
    const ir_amount *amount;    /* IR_CONDITION_COMPARE: the number compared with `value` */
    const struct ir_cost *cost; /* IR_CONDITION_PAYS_COST: the action asked of `of`, as a cost says it */
    ir_step step;           /* IR_CONDITION_STEP */
    const struct ir_condition *or_else;     /* or this one ("you control a Desert or there is a
                                             * Desert card in your graveyard"); never with `also` */
    const struct ir_condition *parts;   /* IR_CONDITION_ALL: the conditions, joined in `also` */
    const char *different;  /* IR_CONDITION_COUNT: the number of different values of this ("power",
                             * "name", "mana_value") among the objects, not of objects */
} ir_condition;

/* A target slot's bound that is not a number: X, the X paid ("X target
 * creatures", "up to X target creatures"; CR 107.3a, 601.2c), and, as its
 * max, no bound ("any number of target creatures"). */
#define IR_TARGETS_X (-2)
#define IR_TARGETS_ANY (-1)

typedef struct ir_target {
    struct ir_target *next;
    int min, max;           /* how many: "up to two" is 0..2; IR_TARGETS_X, IR_TARGETS_ANY */
    bool another;           /* "another target": not the card, nor what an earlier slot took */
    bool one_owner;         /* "from a single graveyard": all it takes are in one player's zone */
    int kicked;             /* a spell's slot taken only if it is kicked (1: "If this spell was
                             * kicked, instead destroy target creature"), only if it isn't (-1:
                             * the target of what the kicked spell does instead), CR 601.2c;
                             * 0: either way */
    const struct ir_amount *x;  /* min or max IR_TARGETS_X of "up to X target creatures, where X
                                 * is ...": that X, computed as the targets are chosen (CR
                                 * 601.2c); NULL: the X paid */
    const ir_filter *filter;
    src_range range;
} ir_target;

/* A token's characteristics as the effect states them (CR 111.4). */
typedef struct ir_token {
    const char *predefined;     /* one of the predefined tokens (ir.def; CR 111.10 of the current
                                 * rules): "Treasure"; its traits are its type and subtype, and it
                                 * has no power, toughness or keywords */
    const char *rules;          /* a predefined token the card's reminder text defines
                                 * (ir_reminder_token_of): its abilities, as written there; NULL:
                                 * ir.def's */
    int power, toughness;
    bool no_pt;             /* a noncreature token ("a colorless artifact token named Etherium Cell
                             * with \"...\""): no power and toughness, nor power_x, toughness_x */
    const struct ir_amount *power_x, *toughness_x;  /* "an X/X ... token": the X it has as it is
                                                     * created (CR 111.4), or NULL: the number */
    ir_alt traits;          /* its colors, supertypes, card types and subtypes (none negated) */
    const char **keywords;  /* "with flying" */
    unsigned nkeywords;
    int toxic;              /* "with toxic 1": its total toxic value (CR 702.164c of the current
                             * rules), 0: none */
    const struct ir_ability *abilities;     /* "with \"{T}: Add {G}.\"", "It has \"...\"": the
                                             * abilities in quotes it has, in text order */
    bool tapped, attacking;     /* "a tapped ... token", "... that's tapped and attacking": how it
                                 * enters the battlefield (CR 508.4: attacking, never declared so) */
    const char *name;       /* "named Butterfly": the name the effect gives it (CR 111.4); NULL:
                             * its subtypes and "Token" */
    const struct ir_sel *copy_of;   /* "a token that's a copy of target creature": its copiable
                                     * values are those of the first object of it (CR 707.2,
                                     * 111.1); no power, toughness, traits or keywords */
} ir_token;

/* What "becomes" makes an object (CR 205.1b, 105.3, 613.1): each part
 * only when said. */
typedef struct ir_becomes {
    bool has_pt;            /* base power and toughness (layer 7b) */
    bool power_only, toughness_only;    /* of `has_pt`, only the one (the other as it was) */
    bool pt_mana_value;     /* ... each equal to its mana value, not `power` and `toughness` */
    const struct ir_amount *pt_each;    /* ... each equal to this amount, counted as the effect
                                         * applies ("with \"This creature's power and toughness
                                         * are each equal to ...\"", gained: CR 604.3a) */
    int power, toughness;
    bool has_colors;        /* its colors are `colors` (bits 1 << color, WUBRG; none: colorless),
                             * or the one the controller chooses as it resolves (layer 5) */
    unsigned colors;
    bool color_choice;
    bool keep_colors;       /* it keeps its own colors, `colors` added: "in addition to its other
                             * colors and types" */
    ir_alt types;           /* card types it has instead of its own, and subtypes it gains (layer 4) */
    bool keep_types;        /* it keeps its own card types, the new ones added: "in addition to its
                             * other types", "that's still a land" */
    ir_alt still;           /* the card types it is still ("that's still a land"): added too */
    bool replace_subtypes;  /* its subtypes in `types` replace its creature types (CR 205.1a) */
    bool replace_land_types;    /* its basic land types in `types` replace its land types, and it
                                 * loses the abilities of its text (CR 305.7) */
    bool type_choice;       /* ... or the creature type the controller chooses as it resolves */
    bool land_type_choice;  /* ... or the basic land type the controller chooses as it resolves */
    bool chosen_type;       /* ... or the creature or basic land type chosen for the source as it
                             * entered ("is the chosen type"), replacing its own of that kind
                             * unless `keep_types` */
    bool chosen_color;      /* its colors are the one chosen for the source as it entered */
    const char **keywords;  /* keywords it gains (layer 6) */
    unsigned nkeywords;
    const struct ir_ability *abilities;     /* abilities in quotes it gains (layer 6), a chain */
    const struct ir_sel *copy_of;   /* it becomes a copy of the first object of it (layer 1,
                                     * CR 707.2); what else is said here are the copy's
                                     * exceptions, part of its copiable values (707.9b) */
    bool this_ability;      /* ... and it has the ability these words are of too (CR 707.9a:
                             * ", except it has this ability") */
    ir_alt lose;            /* card types it stops having (layer 4): "~ isn't a creature" */
    bool lose_abilities;    /* it loses all abilities (layer 6): "loses all abilities" */
} ir_becomes;

/* "a creature card name", "an artifact card name", "a nonartifact, nonland
 * card name", "a card name other than a basic land card name" (CR 201.2):
 * the name of a card whose printed card types include one of TYPES (bits 1
 * << ir_card_type; 0: any) and none of NONTYPES, and that is no basic land
 * when NONBASIC_LAND. */
typedef struct ir_name_choice {
    unsigned types, nontypes;
    bool nonbasic_land;
} ir_name_choice;

typedef struct ir_instr {
    struct ir_instr *next;
    ir_op op;
    src_range range;
    bool optional;          /* "you may": the controller chooses (CR 608.2d) */
    const struct ir_sel *chooser;   /* optional: the player who chooses, when not the controller
                                     * ("Its controller may search their library ...") */
    const ir_sel *subject;  /* who does it: a damage source, the player who draws */
    const ir_sel *object;   /* what it is done to */
    const ir_sel *to;       /* IR_ATTACH: what object is attached to; IR_MOVE to the battlefield:
                             * what it enters attached to (CR 303.4f) */
    const ir_amount *amount;
    int power, toughness;   /* IR_MODIFY_PT */
    int power_x, toughness_x;   /* IR_MODIFY_PT "+X/-X": amount times these (1, -1) added too */
    int times, plus;        /* IR_REPLACE: the event's amount times `times` (0: once) plus `plus` */
    bool skip;              /* IR_REPLACE: the event does not happen, nothing in its place */
    bool except_first_draw; /* IR_REPLACE of a draw: not of the first card its player draws in
                             * each of their draw steps */
    const char *word;       /* IR_GRANT: the keyword; IR_COUNTERS: the counter kind; IR_AMASS: the
                             * Army's creature type ("amass Phyrexians 2"), or NULL;
                             * IR_ADD_MANA: the mana symbols; IR_CANT: what it can't do */
    ir_zone zone;           /* IR_MOVE: where to; IR_COUNTER: where the countered spell goes */
    bool tapped;            /* IR_MOVE to the battlefield: it enters tapped */
    ir_controller under;    /* IR_MOVE to the battlefield: IR_CTRL_YOU "under your control"; else
                             * IR_CTRL_ANY, under its owner's (CR 110.2a) */
    bool no_regeneration;   /* IR_DESTROY: "It can't be regenerated" (CR 701.19c) */
    bool divided;           /* IR_DAMAGE, IR_PREVENT_NEXT: `amount` divided among the targets of
                             * `object` as announced when it was put on the stack (CR 601.2d) */
    bool unpreventable;     /* IR_DAMAGE: "The damage can't be prevented" (CR 416.1) */
    const char *position;   /* IR_MOVE to a library: "top" or "bottom" of it */
    int from_top;           /* IR_MOVE to a library's "top": the place it goes, counted from the top
                             * (2: "second from the top"); 0 the top itself */
    const char *counter;    /* IR_RULE no_counters: the kind of counter (NULL: any) */
    const char *mana;       /* IR_RULE cost_per_target: the mana symbols the spell costs more for
                             * each of its targets beyond the first */
    bool shuffle;           /* IR_MOVE to a library: each library it went to is then shuffled */
    bool any_order;         /* IR_MOVE to a library: in an order the controller chooses (CR 401.4) */
    bool at_random;         /* IR_DISCARD: the cards are picked at random; IR_MOVE, IR_REVEAL, IR_CHOOSE
                             * of a chosen selection: the game picks it at random, not the controller */
    bool random_order;      /* IR_MOVE to a library: in an order the game picks at random */
    bool attacking;         /* IR_MOVE to the battlefield: it enters attacking, never declared so (CR 508.4) */
    ir_phase phase;         /* IR_ADD_PHASES: the phase the new ones follow */
    bool then_main;         /* IR_ADD_PHASES: an additional main phase after the combat phase */
    const struct ir_sel *attacks;   /* with `attacking`: the one player it attacks ("tapped and attacking
                                     * that opponent"; NULL: any its controller chooses) */
    bool or_planeswalker;   /* with `attacks`: or a planeswalker that player controls */
    bool new_targets;       /* IR_COPY_SPELL: the controller may choose new targets for the copy */
    bool face_down;         /* IR_EXILE: the cards are exiled face down: no characteristics there (CR 406.3) */
    bool transformed;       /* IR_MOVE to the battlefield: a transforming double-faced card enters with
                             * its back face up; any other card stays where it is (CR 712) */
    const ir_token *token;  /* IR_CREATE_TOKEN */
    const ir_becomes *becomes;  /* IR_BECOME */
    const char **choices;   /* IR_ADD_MANA: the symbols one of which is added, or
                             * ir_chosen_color_choice ("one mana of the chosen color");
                             * IR_VOTE: the names of the choices */
    unsigned nchoices;
    bool any_color;         /* IR_ADD_MANA: amount mana of any one color */
    bool any_combination;   /* IR_ADD_MANA: amount mana in any combination of colors (each its own) */
    bool any_type_produced; /* IR_ADD_MANA: amount mana of any one type the permanent its trigger
                             * event tapped for mana produced (CR 106.7) */
    bool chosen_color;      /* IR_ADD_MANA: amount mana of the color chosen for the source as it
                             * entered ("one mana of the chosen color", CR 105.2) */
    ir_duration duration;
    ir_delay at;            /* done later, once, when this comes, to what object names now */
    const ir_condition *cond;    /* IR_IF */
    struct ir_instr *then, *otherwise;  /* IR_IF: done when cond holds, or not */
    const struct ir_target *targets;    /* IR_REFLEXIVE: its own target slots */
    const struct ir_ability *ability;   /* IR_GRANT_ABILITY: the ability in quotes object gains */
    const ir_filter *from;  /* IR_GRANT "protection": what it is protection from (CR 702.16a);
                             * IR_RULE cant_be_targeted: the spells, or the sources of the
                             * spells and abilities, that can't target object */
    const ir_filter *abilities_of;  /* IR_SPEND_ONLY: the objects whose abilities the mana may
                                     * be spent to activate */
    bool any_ability;       /* IR_SPEND_ONLY: ... the abilities of any object */
    const char *targeted_by;    /* IR_RULE cant_be_targeted: "spell", "ability" or
                                 * "spell_or_ability", what can't target object (controlled
                                 * by subject, when there is one) */
    bool color_choice;      /* IR_GRANT "protection": from the one color the controller chooses
                             * as it resolves ("the color of your choice") */
    unsigned except_colors; /* IR_CHOOSE "color": the colors not offered ("a color other than
                             * red"), bits 1 << ir_color */
    const char *except_type;    /* IR_CHOOSE "creature_type": the type not offered ("a creature
                                 * type other than Wall"), or NULL */
    ir_name_choice name_of;     /* IR_CHOOSE "card_name": the kind of card whose name is chosen
                                 * ("a creature card name"; all zero: any card) */
    /* IR_SEARCH: the zones searched (bits 1 << ir_zone); whose they are,
     * when not the subject's own ("target player's library"); any_of: the
     * subject picks which of them to search ("your library and/or graveyard") */
    unsigned zones;
    const struct ir_sel *whose;
    bool any_of;
    bool find_all;          /* IR_SEARCH "for all cards ...": every one in the graveyard is found
                             * (and no amount: as many as the subject finds in hidden zones) */
    bool different_names;   /* IR_SEARCH "for up to four ... cards with different names": no two
                             * cards found have the same name (CR 201.2) */
    bool without_paying;    /* IR_RULE may_play, may_cast: without paying their mana costs, an
                             * alternative cost (CR 118.9) */
    const char *spend_as;   /* IR_RULE may_play, may_cast: "any_color" ("any_type"): mana may be
                             * spent as though it were mana of any color (type) to cast them
                             * (CR 609.4b of the current rules), or NULL */
} ir_instr;

typedef struct ir_cost {
    struct ir_cost *next;
    ir_cost_kind kind;
    src_range range;
    const ir_sel *object;   /* IR_COST_SACRIFICE of a known object (the card itself) */
    const ir_filter *filter;    /* IR_COST_SACRIFICE of one object the filter accepts,
                                 * chosen as the cost is paid */
    const ir_amount *amount;    /* IR_COST_DISCARD, IR_COST_PAY_LIFE */
    bool at_random;             /* IR_COST_DISCARD: the cards are picked at random */
    const char *counter;        /* IR_COST_REMOVE_COUNTERS, IR_COST_PUT_COUNTERS: their kind */
    const char *from;           /* IR_COST_EXILE of the card itself: the zone it is exiled from
                                 * ("graveyard", "hand"; NULL: the battlefield), where the
                                 * ability works (ir_zone_name) */
    const char *mana;           /* IR_COST_X_MANA: the one mana symbol X is paid with ("{B}") */
    const ir_instr *done;       /* IR_COST_MILL, IR_COST_DISCARD, IR_COST_SACRIFICE,
                                 * IR_COST_TAP_OTHERS of a `pays_cost`: the instruction paying it
                                 * does ("... unless you mill two cards": a `mill`; "... unless they
                                 * sacrifice a creature", "... unless you tap an untapped creature you
                                 * control": a `sacrifice`, a `tap`, of a `chosen` object); in memory
                                 * only, not in the dump */
} ir_cost;

typedef struct ir_trigger {
    ir_event event;
    src_range range;
    bool whenever;          /* "whenever" (every time) rather than "when" */
    ir_controller under;    /* IR_EV_ENTERS: "under your control": who controls it as it enters */
    const ir_sel *who;      /* the event's subject: self, you, or all of a filter */
    const ir_sel *what;     /* IR_EV_CAST: the spell, all of a filter (NULL: any) */
    const ir_sel *to;       /* IR_EV_DEALS_*DAMAGE (and IR_EV_ATTACKS: what it attacks): what the damage is
                             * dealt to ("to a player"), all of a filter (NULL: anything) */
    ir_zone from;           /* IR_EV_PUT (into a graveyard): from where (IR_ZONE_ANY: anywhere);
                             * IR_EV_CAST: the zone the spell was cast from, IR_EV_ENTERS: the zone
                             * it entered from (IR_ZONE_ANY: any) */
    ir_controller into_owner;   /* IR_EV_PUT, IR_EV_LEAVES_GRAVEYARD: whose graveyard (IR_CTRL_ANY:
                                 * anyone's); IR_EV_CAST, IR_EV_ENTERS with `from`: whose zone */
    ir_step step;           /* IR_EV_STEP: which step begins; `who` is the player whose it is */
    const ir_sel *with;     /* IR_EV_ATTACKS: "and at least N other creatures": at least
                             * `at_least` of all of a filter attack with it (battalion);
                             * IR_EV_BLOCKS, IR_EV_BLOCKED without `with`: "blocks two or more
                             * creatures", "becomes blocked by one or more Orcs": once, if at
                             * least `at_least` of `what` are blocked (block it) (CR 509.3);
                             * IR_EV_DEALS_DAMAGE, _COMBAT_DAMAGE: "deals 5 or more damage to a
                             * player", IR_EV_DEALT_DAMAGE: "is dealt 3 or more damage by a single
                             * source": `at_least` of it at once, by one to one (CR 120.3);
                             * IR_EV_CAST: "a spell other than your first spell each turn": the
                             * `at_least`-th (2) spell of the turn or a later one */
    int at_least;
    bool alone;             /* IR_EV_ATTACKS: "attacks alone": it is the only creature declared as
                             * an attacker (CR 506.5) */
    bool into_self;         /* IR_EV_TRANSFORMS: "transforms into ~": into the face the ability is
                             * on (CR 701.28 of the current rules) */
    bool greater_power;     /* IR_EV_ATTACKS with `with`: those counted have greater power than
                             * `who` as attackers are declared (training, CR 702.149a) */
    int nth;                /* IR_EV_CAST, IR_EV_DRAW: "you cast your second spell each turn": only
                             * the N-th such event of its player this turn (0: any) */
    bool mana;              /* a triggered mana ability (CR 605.1b): it resolves at once, without
                             * the stack (605.4a) */
    bool not_mana;          /* IR_EV_ACTIVATE: "that isn't a mana ability" */
    bool loyalty;           /* IR_EV_ACTIVATE: "a loyalty ability" (CR 606) */
    bool one_or_more;       /* "one or more creatures you control attack": several of `who` doing it
                             * at once trigger it once (once for each player dealt damage) */
    bool to_one_or_more;    /* IR_EV_DEALS_DAMAGE, _COMBAT_DAMAGE: "deals damage to one or more
                             * creatures": damage dealt at once to several of `to` triggers it
                             * once (CR 603.2c) */
    unsigned chapters;          /* IR_EV_CHAPTER: bit N for each chapter number N ("I, II —") */
    unsigned room, leads;       /* IR_EV_ROOM: the room's number (from 1) and the rooms it
                                 * leads to (bit N for room N; 0: the bottommost room) */
    const char *room_name;      /* IR_EV_ROOM: the room's name */
    const ir_condition *state;  /* IR_EV_STATE: the state whose holding triggers it (a
                                 * state-triggered ability, CR 603.8: not again while it
                                 * waits or is on the stack); `who` is the player it is of */
    const ir_condition *cond;   /* an intervening "if" (CR 603.4): the trigger event triggers
                                 * the ability only when it holds, and it does nothing unless
                                 * it still holds as it resolves */
    bool by_spell, by_ability;  /* IR_EV_BECOMES_TARGET: the target of a spell, of an ability (both:
                                 * "a spell or ability"); a kind of spell in `what`; IR_EV_DISCARD:
                                 * both, a spell's or ability's effect discarded it (CR 701.8) */
    const ir_sel *by_who;       /* IR_EV_BECOMES_TARGET, IR_EV_DISCARD: "an opponent controls": the
                                 * spell's or ability's controller is in this selection (NULL: anyone);
                                 * IR_EV_COUNTERS_PUT: "you put ...": the player who puts them */
    const char *counter;        /* IR_EV_COUNTERS_PUT, IR_EV_COUNTERS_REMOVED: the kind ("+1/+1");
                                 * NULL with `by_who`: any kind ("you put one or more counters") */
    bool each_counter;          /* IR_EV_COUNTERS_PUT, IR_EV_COUNTERS_REMOVED: "a +1/+1 counter is
                                 * put on ~": once for each counter, not each putting */
    bool last_counter;          /* IR_EV_COUNTERS_REMOVED: "the last ore counter is removed from ~": the
                                 * removal that leaves none of them; `from` IR_ZONE_EXILE: "while it's
                                 * exiled" (else on the battlefield) */
    bool untapped;              /* IR_EV_ENTERS: "enters the battlefield untapped": it is untapped there */
    bool won;                   /* IR_EV_CLASHES: "clash and win": only a clash the player won */
    bool from_except;           /* IR_EV_CAST: "from anywhere other than your hand": from any zone
                                 * but `from` (a hand: the caster's own) */
    ir_zone to_zone;            /* IR_EV_MOVED: where it went, exile or a hand (`from`: where it
                                 * was, `into_owner`: whose zone it left or went to) */
    const ir_condition *during; /* "during your turn": the event triggers it only while this holds
                                 * (asked as it happens, not again as it resolves) */
    struct ir_trigger *or;          /* another event that triggers it too ("enters the battlefield
                                     * or attacks", CR 603.2), with its own parts; NULL: none */
} ir_trigger;

/* One keyword of a keyword line (CR 702) and its parameter. */
typedef struct ir_kw_param {
    const char *name;       /* lower-case, as the ability's `keywords` lists it */
    src_range range;        /* its words, without reminder text ("bushido 2", "Equip {1}") */
    const ir_amount *amount;    /* its number ("Crew 3") */
    struct ir_cost *costs;      /* its cost ("Equip {3}"; cumulative upkeep's any cost, CR 702.24a) */
    const ir_filter *filter;    /* "enchant", "protection", "affinity": what it is for */
    bool defined;           /* a keyword the lexicon does not know, whose reminder text is the
                             * ability after this one (its meaning): nothing of its own */
    const struct ir_card *overloaded;   /* overload (CR 702.96a of the current rules): the card
                                         * as its text reads with "each" for "target", lowered
                                         * from those words (ir_overloaded_card) */
} ir_kw_param;

typedef struct ir_ability {
    struct ir_ability *next;
    ir_ability_kind kind;
    src_range range;
    ir_target *targets;
    ir_cost *costs;         /* IR_AB_ACTIVATED */
    bool sorcery_speed;     /* "Activate only as a sorcery" (CR 602.5d) */
    bool once_each_turn;    /* "Activate only once each turn"; "This ability triggers only
                             * once each turn" */
    bool once;              /* "Activate only once", an exhaust ability (CR 702.177a of the current
                             * rules): once while the object is the object it is (CR 400.7) */
    bool before_attackers;  /* "Activate only during your turn, before attackers are declared" */
    bool any_player;        /* "Any player may activate this ability" (CR 602.2 of the current rules) */
    ir_zone works_in;       /* IR_AB_ACTIVATED, IR_AB_MANA, IR_AB_TRIGGERED: the zone its card is in
                             * for it to work (CR 113.6 of the current rules), as its costs and text
                             * say ("Discard ~": IR_ZONE_HAND, "Return ~ from your graveyard to the
                             * battlefield", "Activate only if ~ is in your graveyard":
                             * IR_ZONE_GRAVEYARD, "if ~ is suspended": IR_ZONE_EXILE; a trigger
                             * event's own words aside); IR_ZONE_BATTLEFIELD when they say none,
                             * and for every other ability */
    bool optional;          /* IR_AB_ADDITIONAL_COST: one the caster may pay or not, kicker's rule
                             * ("You may pay an additional {2} as you cast this spell.", CR 702.33a) */
    const ir_trigger *trigger;  /* IR_AB_TRIGGERED */
    ir_instr *body;
    const char **keywords;  /* IR_AB_KEYWORD: lower-case, in text order */
    const ir_kw_param *each; /* IR_AB_KEYWORD: each keyword of `keywords`, with its parameter */
    const ir_filter *filter;    /* IR_AB_KEYWORD "enchant": what it can enchant (CR 702.5a);
                                 * "protection": what it has protection from (CR 702.16a) */
    int choose, choose_max; /* a modal ability (CR 700.2): how many modes are chosen, at least and at most */
    int choose_more;        /* and at most, while `choose_more_if` holds as the spell is cast (0: no more) */
    const ir_condition *choose_more_if;
    bool modes_repeat;      /* "You may choose the same mode more than once" (CR 700.2d) */
    struct ir_ability *modes;   /* its modes, each with targets and a body of its own */
    unsigned nkeywords;
    const ir_amount *amount;    /* IR_AB_KEYWORD: its number ("Crew 3"); costs: its cost ("Equip {3}") */
    const ir_condition *cond;   /* IR_AB_STATIC: "as long as": its effects apply only while this holds */
    const ir_condition *only_if;    /* IR_AB_ACTIVATED: "Activate only if ...": only while this holds */
    /* A leveler card's ability after a level symbol "LEVEL 2-3" ("LEVEL 4+": level_hi 0): the
     * permanent has it only while the number of level counters on it is in that range (CR 711.2);
     * level_lo 0: an ability of no level symbol */
    int level_lo, level_hi;
    const ability *ast;     /* the ability it was lowered from (in memory only, not dumped): the code
                             * generator compiles a token's abilities in quotes (ir_token) from it */
} ir_ability;

/* An ability lower_card_each left out: the construct it refused. */
typedef struct ir_refusal {
    struct ir_refusal *next;
    src_range ability;      /* the ability's paragraph */
    src_range range;        /* the construct */
    const char *what;       /* as ERR_LOWER_UNSUPPORTED names it: "the keyword 'Equip—Pay 3 life'" */
    const ir_cost *costs;   /* an activated ability's costs, when they lowered before what was
                             * refused: the code generator reads them (cg_ability.c) */
    bool quoted;            /* an ability in quotes lowered on its own (ir_card.granted), not
                             * one of the card's */
} ir_refusal;

/* The refusal of "Whenever a Mountain enters the battlefield under your
 * control, if you control at least five other Mountains" (lower.c): its
 * `what`, which the code generator refuses too (cg_trigger.c). */
extern const char ir_other_than_event[];
extern const char ir_other_than_named[];

/* A description as lower_description lowered it (its `range` the
 * description's words): lower_card_each lists them all, those of abilities
 * refused after them too, so the code generator finds a phrase's filter. */
typedef struct ir_described {
    struct ir_described *next;
    const ir_filter *filter;
    const void *words;      /* the N_FILTER node lowered (NULL: a filter lowering made itself): the
                             * code generator compares it with the one it compiles, so that a copy
                             * it made (leaving out a qualifier it compiles itself) is not taken
                             * for it (cg_ir_filter_of); never read through */
    const void *alts;       /* its alternatives (the N_FILTER's first child), compared as `words` is */
    const src_range *quals; /* the ranges of its qualifiers, in order: a copy of the node with the
                             * same alternatives and qualifiers says the same words (cg_ir_filter_of) */
    unsigned nquals;
} ir_described;

/* An amount as lowering made it of the AST phrase at `range` (an amount's words,
 * or the objects "for each" counts: the amount is then value times their
 * number): lower_card_each lists them all, those of abilities refused after
 * them too, so the code generator finds a phrase's amount (cg_ir_amount_at). */
typedef struct ir_amount_at {
    struct ir_amount_at *next;
    src_range range;
    const ir_amount *amount;
} ir_amount_at;
/* A noun phrase as lower_sel lowered it to a selection: `range` the
 * phrase's words (a pronoun's own, where `sel` may be its antecedent's,
 * whose range is the antecedent's), `sel` what it selects.
 * lower_card_each lists them all, those of abilities refused after them
 * too, so the code generator compiles a phrase from its selection
 * (cg_ir_sel_at). */
typedef struct ir_selected {
    struct ir_selected *next;
    src_range range;
    const struct ir_sel *sel;
} ir_selected;

typedef struct ir_card {
    const card *card;
    ir_ability *abilities;
    ir_refusal *refused;    /* lower_card_each: the abilities left out, in order (those in
                             * quotes after the card's) */
    ir_ability *granted;    /* lower_card_each: the abilities in quotes in the card's, each
                             * lowered on its own (cg_ir_of finds them by their range) */
    ir_described *described;   /* lower_card_each: every description lowered, the last first */
    ir_amount_at *amounts;      /* lower_card_each: every amount lowered, by its phrase, the last first */
    ir_selected *selected;     /* lower_card_each: every noun phrase lowered to a selection,
                                * the last first */
} ir_card;

/* The choice of IR_ADD_MANA that is one mana of the color chosen for the source
 * ("Add {R} or one mana of the chosen color"): this one string, known by its
 * address, printed as "chosen_color". */
extern const char ir_chosen_color_choice[];

/* What a trait of kind IR_TRAIT_COLORS asks (CR 105.2): no color, two or
 * more, exactly one; IR_COLORS_NONE for a trait of another kind. */
typedef enum ir_colors { IR_COLORS_NONE, IR_COLORLESS, IR_MULTICOLORED, IR_MONOCOLORED } ir_colors;
ir_colors ir_trait_colors(const ir_trait *t);
/* Does IN, a move to a library, put what it moves on the bottom of it
 * (`position` bottom)? */
bool ir_on_bottom(const ir_instr *in);
/* Does IN, a move to a library, put what it moves on its top or bottom,
 * as its `chooser` (the controller when none) chooses (`position`
 * top_or_bottom, CR 401.4)? */
bool ir_on_top_or_bottom(const ir_instr *in);
/* Is IN the rule that the spells its object names can't be countered
 * (a `rule` cant_be_countered)? */
bool ir_rule_cant_be_countered(const ir_instr *in);
/* Does filter F ask only that its object be tapped (one alternative, the
 * one status trait "tapped": "~ remains tapped")? */
bool ir_filter_just_tapped(const ir_filter *f);
/* Does F say only traits, who controls the object, "another", its zone
 * and whose zone it is (no players F selects): an object related to
 * nothing else? */
bool ir_filter_only_traits(const ir_filter *f);
/* F's one comparison of how many counters are on the object ("with a
 * +1/+1 counter on it", "with no counters on it"); NULL when it has none,
 * or more than one. */
const ir_compare *ir_filter_counters(const ir_filter *f);
/* The cost a `paid` selection PAID of card IC names: its ability's cost
 * `slot` (a spell's: among its additional costs, in order); NULL when
 * PAID is in no such ability. */
const ir_cost *ir_cost_paid_with(const ir_card *ic, const ir_sel *paid);
/* Has every alternative of F the status trait WORD ("from_battlefield_this_turn"), not negated? */
bool ir_filter_has_status(const ir_filter *f, const char *word);
/* Is F's `except` the objects a trigger event names (and(event, event_to)): "each other creature"
 * after "deals damage to a blocking creature"? */
bool ir_filter_other_than_event(const ir_filter *f);
/* F without the status trait WORD in each alternative (a copy in A):
 * "Zubera" of "each Zubera that died this turn". */
const ir_filter *ir_filter_without_status(arena *a, const ir_filter *f, const char *word);
/* The status traits lowering says that no word of a description is
 * (IR_TRAIT_STATUS: "damaged_this_turn", "enchanted", ...). */
typedef enum ir_status {
    IR_STATUS_NONE, IR_STATUS_DAMAGED_THIS_TURN, IR_STATUS_ENTERED_THIS_TURN, IR_STATUS_ATTACKED_THIS_TURN,
    IR_STATUS_BLOCKED_THIS_TURN, IR_STATUS_FROM_BATTLEFIELD_THIS_TURN, IR_STATUS_ADVENTURER,
    IR_STATUS_ENCHANTED, IR_STATUS_EQUIPPED, IR_STATUS_DEALT_DAMAGE_THIS_TURN
} ir_status;
/* T's status (IR_STATUS_NONE: another trait, or a status not listed). */
ir_status ir_trait_status(const ir_trait *t);
/* The statuses of an `is` condition's object in combat that ir_trait_status
 * does not list (lower_cond.c): attacked (blocked) this combat (CR 506.1),
 * attacked during its controller's last turn, attacking alone (no other
 * creature attacks, CR 506.5); IR_COMBAT_NONE for another trait, or one negated. */
typedef enum ir_combat_status {
    IR_COMBAT_NONE, IR_COMBAT_ATTACKED_THIS_COMBAT, IR_COMBAT_BLOCKED_THIS_COMBAT, IR_COMBAT_ATTACKED_LAST_TURN,
    IR_COMBAT_ATTACKING_ALONE
} ir_combat_status;
ir_combat_status ir_trait_combat(const ir_trait *t);
/* F's `block`: blocking, blocked by, either, banded with its `block_with` (IR_BLOCK_NONE: none said). */
typedef enum ir_block { IR_BLOCK_NONE, IR_BLOCK_BLOCKING, IR_BLOCK_BLOCKED_BY, IR_BLOCK_EITHER, IR_BLOCK_BANDED } ir_block;
ir_block ir_filter_block(const ir_filter *f);
/* Does C count counters on the object (its stat "counters")? */
bool ir_compare_counts_counters(const ir_compare *c);
/* Does C compare the sum of power and toughness ("with total power and toughness 5 or less")? */
bool ir_compare_total_pt(const ir_compare *c);
/* Is A a player's life total ("your life total": IR_AMOUNT_STAT "life")? */
bool ir_amount_is_life(const ir_amount *a);
/* Does F of players, with `answered`, take those who chose to ("who does")? */
bool ir_filter_answered_yes(const ir_filter *f);

const char *ir_ability_name(ir_ability_kind k);
const char *ir_op_name(ir_op op);
const char *ir_sel_name(ir_sel_kind k);
const char *ir_event_name(ir_event e);
const char *ir_cost_name(ir_cost_kind k);
const char *ir_zone_name(ir_zone z);
/* The zone ir_zone_name names NAME ("graveyard"); IR_ZONE_ANY for another name. */
ir_zone ir_zone_named(const char *name);
/* What an IR_AMOUNT_HISTORY counts, its `stat` ("life_gained", ...) read by
 * ir_history_named; IR_AH_NONE for another name. */
typedef enum ir_amount_history {
    IR_AH_NONE, IR_AH_LIFE_GAINED, IR_AH_LIFE_LOST, IR_AH_DAMAGE_TAKEN, IR_AH_DIED, IR_AH_NONTOKEN_DIED,
    IR_AH_DREW, IR_AH_DISCARDED, IR_AH_TOKENS_CREATED, IR_AH_SPELLS_CAST, IR_AH_OPPONENTS_ATTACKED
} ir_amount_history;
ir_amount_history ir_history_named(const char *stat);
/* What an IR_AMOUNT_STAT, _GREATEST, _TOTAL or _DISTINCT reads, its `stat`
 * ("power", "life", "card_type", ...) read by ir_amount_stat_named;
 * IR_AS_NONE for another name. */
typedef enum ir_amount_stat {
    IR_AS_NONE, IR_AS_POWER, IR_AS_TOUGHNESS, IR_AS_MANA_VALUE, IR_AS_LIFE, IR_AS_STARTING_LIFE, IR_AS_LIBRARY,
    IR_AS_HAND, IR_AS_COUNT, IR_AS_CARD_TYPE, IR_AS_BASIC_LAND_TYPE, IR_AS_COLOR, IR_AS_COLOR_SPENT
} ir_amount_stat;
ir_amount_stat ir_amount_stat_named(const char *stat);
/* What a `designated` condition's `stat` names ("monstrous", "monarch",
 * "night", ...: docs/ir.md), read by ir_designation_named; IR_DESIG_NONE
 * for another name. */
typedef enum ir_designation {
    IR_DESIG_NONE, IR_DESIG_MONSTROUS, IR_DESIG_RENOWNED, IR_DESIG_PAIRED, IR_DESIG_MONARCH, IR_DESIG_BLESSING,
    IR_DESIG_COMPLETED_DUNGEON, IR_DESIG_DAY, IR_DESIG_NIGHT, IR_DESIG_NEITHER_DAY_NOR_NIGHT
} ir_designation;
ir_designation ir_designation_named(const char *stat);
/* A `flip` condition C's `stat`: the flip was won ("won"), not lost. */
bool ir_flip_won(const ir_condition *c);
/* A `player` condition C's `quant`: every player of its `of` ("each"), not some one. */
bool ir_cond_each(const ir_condition *c);
/* A `more` condition C's `quant`: each player of its `than` but the one
 * of its `of` ("each_other": "than each other player"). */
bool ir_cond_each_other(const ir_condition *c);
/* What a `spent` condition C's `mana` counts of the mana spent: one kind,
 * its symbol (IR_SPENT_W ... IR_SPENT_C, in CARDRT_MANA_W ... _C's order);
 * all of it ("mana"), the colored ("colored"), of the color of which most
 * was ("one_color"), from a Treasure ("treasure"), from a snow source
 * ("snow"); IR_SPENT_NONE for another. */
typedef enum ir_spent_kind {
    IR_SPENT_W, IR_SPENT_U, IR_SPENT_B, IR_SPENT_R, IR_SPENT_G, IR_SPENT_C,
    IR_SPENT_ALL, IR_SPENT_COLORED, IR_SPENT_ONE_COLOR, IR_SPENT_TREASURE, IR_SPENT_SNOW, IR_SPENT_NONE
} ir_spent_kind;
ir_spent_kind ir_spent_named(const ir_condition *c);
/* A `clash` condition C's `stat`: the clash of the trigger event ("event"),
 * not one of the ability's own. */
bool ir_clash_of_event(const ir_condition *c);
/* What a `count` condition C's `different` counts the different values
 * of among its objects ("power", "name", "mana_value"); IR_COUNT_OBJECTS
 * when none: the objects themselves. */
typedef enum ir_count_of { IR_COUNT_OBJECTS, IR_COUNT_POWERS, IR_COUNT_NAMES, IR_COUNT_MANA_VALUES } ir_count_of;
ir_count_of ir_count_different(const ir_condition *c);
/* What a resolving spell's replacement effect for the turn (an IR_REPLACE
 * or IR_RULE instruction, by its `word`) changes, for the code generator:
 * IR_TURN_OTHER for any other instruction. */
typedef enum ir_turn_replacement {
    IR_TURN_OTHER,
    IR_TURN_DAMAGE,             /* replace "damage", "combat_damage", "noncombat_damage" */
    IR_TURN_PUT_INTO_GRAVEYARD, /* replace "put_into_graveyard" */
    IR_TURN_NEXT_DRAW,          /* replace "next_draw" */
    IR_TURN_CREATE_TOKEN,       /* replace "create_token" */
    IR_TURN_EXILE_IF_DIES,      /* rule "exile_if_it_would_die" */
    IR_TURN_EXILE_IF_LEAVES,    /* rule "exile_if_it_would_leave" */
    IR_TURN_LIFE_FLOOR,         /* rule "damage_life_floor" */
} ir_turn_replacement;
ir_turn_replacement ir_turn_replacement_of(const ir_instr *in);
const char *ir_duration_name(ir_duration d);
const char *ir_step_name(ir_step s);
const char *ir_phase_name(ir_phase p);
const char *ir_condition_name(ir_condition_kind k);
const char *ir_delay_name(ir_delay d);
/* The layer (CR 613.1) of OP's continuous effects ("7c"), NULL for a one-shot action. */
const char *ir_op_layer(ir_op op);
/* A filter trait's kind and a controller as --dump-ir names them. */
const char *ir_trait_name(ir_trait_kind k);
const char *ir_controller_name(ir_controller k);

/* Lowering (lower.c): the card's meaning, or NULL after reporting at its
 * node the first construct the IR cannot say yet (ERR_LOWER_UNSUPPORTED). */
ir_card *lower_card(arena *a, diag_engine *diag, const card *c);
/* The meaning of each of C's abilities that lowers, in order: one it
 * refuses is left out, and nothing is reported (`refused` says why).  The code generator's view
 * of a card (docs/design.md), which it compiles construct by construct. */
ir_card *lower_card_each(arena *a, const card *c);

/* --dump-ir: one JSON object per face (IR_VERSION), or the text form. */
void ir_dump_json(FILE *out, const ir_card *ic);
void ir_dump_text(FILE *out, const ir_card *ic);
/* What both forms write the same way (ir_json.c): the colors COLORS (bits
 * 1 << ir_color) as their letters in WUBRG order ("WB"); a target slot's
 * bound N, a number, "X" (IR_TARGETS_X) or none (IR_TARGETS_ANY: JSON null,
 * text "any"). */
void ir_dump_colors(FILE *out, unsigned colors);
void ir_dump_bound(FILE *out, int n, bool json);

#endif
