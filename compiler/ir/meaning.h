/* meaning.h — what the phrases of card text mean, decided once (docs/ir.md,
 * "Meaning").
 *
 * A description ("nonblack creature an opponent controls with power 2 or
 * less"), a trigger's event ("becomes blocked"), a static ability's change
 * ("can't block"), a cost ("Sacrifice two creatures"), a keyword ability
 * ("Mountaincycling {2}") is read here into typed records:
 * meaning_filter.c reads descriptions and the type line, meaning_ability.c
 * the phrases of abilities, meaning_static.c static abilities and casting,
 * meaning_replace.c replacement and prevention effects.  Lowering (lower.c) builds the IR from these
 * records, and the code generator, which still walks the AST for what does
 * not lower yet, switches on the same records to choose its runtime calls:
 * one reading of each phrase, not two that could disagree, and none of it
 * in the files that see LLVM. */
#ifndef CARDC_MEANING_H
#define CARDC_MEANING_H

#include <stdbool.h>

#include "ast.h"
#include "ir.h"

typedef enum ir_card_type {
    IR_TYPE_NONE = -1,
#define IR_CARD_TYPE(id, name) id,
#include "ir.def"
} ir_card_type;

typedef enum ir_supertype {
    IR_SUPER_NONE = -1,
#define IR_SUPERTYPE(id, name) id,
#include "ir.def"
} ir_supertype;

typedef enum ir_keyword {
    IR_KW_NONE = -1,
#define IR_KEYWORD(id, name, rt) id,
#include "ir.def"
    IR_KW_COUNT
} ir_keyword;

/* Colors (CR 105.1), in WUBRG order: color C is bit 1 << C of a set. */
typedef enum ir_color {
    IR_COLOR_NONE = -1, IR_COLOR_WHITE, IR_COLOR_BLUE, IR_COLOR_BLACK, IR_COLOR_RED, IR_COLOR_GREEN
} ir_color;

/* The card type, supertype, color or keyword a word names (lower-case, as
 * the AST holds it), or *_NONE. */
ir_card_type ir_card_type_of(const char *word);
/* The index of WORD among the N words of WORDS (a table indexed by an
 * enum, whose gaps are NULL), or -1 when none is it (or WORD is NULL). */
int ir_word_index(const char *const *words, int n, const char *word);
ir_supertype ir_supertype_of(const char *word);
ir_color ir_color_of(const char *word);
ir_keyword ir_keyword_of(const char *word);
/* Color C's word ("white"), NULL for none. */
const char *ir_color_name(ir_color c);
const char *ir_card_type_name(ir_card_type t);
const char *ir_supertype_name(ir_supertype s);
const char *ir_keyword_name(ir_keyword k);
/* The keyword's own word in keyword node K ("Bushido" of "Bushido 2"), where
 * a diagnostic about an unknown keyword points. */
src_range ir_keyword_word_range(const node *k);

/* What one word of a description (N_WORD in N_TRAITS) asks of an object
 * or names. */
typedef enum ir_word_kind {
    IR_WORD_UNKNOWN,        /* not a word a description can hold */
    IR_WORD_TYPE,           /* value: ir_card_type */
    IR_WORD_SUPERTYPE,      /* value: ir_supertype */
    IR_WORD_SUBTYPE,        /* name: the subtype, lower-case */
    IR_WORD_COLOR,          /* value: ir_color */
    IR_WORD_COLORLESS,      /* no color (CR 105.2c) */
    IR_WORD_MULTICOLORED,   /* two or more colors (CR 105.2b) */
    IR_WORD_MONOCOLORED,    /* exactly one color (CR 105.2a) */
    IR_WORD_KEYWORD,        /* value: ir_keyword ("nonflying") */
    IR_WORD_TOKEN,          /* CR 111 */
    IR_WORD_PERMANENT,      /* the zone says which objects (CR 110) */
    IR_WORD_CARD,
    IR_WORD_SPELL,
    IR_WORD_ABILITY,        /* "an ability" (a spell or ability's object) */
    IR_WORD_TAPPED,         /* CR 110.5 */
    IR_WORD_UNTAPPED,
    IR_WORD_ATTACKING,      /* CR 506.4 */
    IR_WORD_BLOCKING,
    IR_WORD_BLOCKED,        /* CR 509.1h */
    IR_WORD_UNBLOCKED,
    IR_WORD_PLAYER,         /* a player, not an object */
    IR_WORD_OPPONENT,
    IR_WORD_PT,             /* a token's "2/2" (ir_pt_of) */
    IR_WORD_SOURCE,         /* a source of damage: any object (CR 416.1's prevention effects) */
    IR_WORD_HISTORIC,       /* an artifact, a legendary or a Saga (CR 700.6) */
    IR_WORD_MODIFIED,       /* with counters, equipped or enchanted by its controller's Aura
                             * (CR 700.9 of the current rules) */
    IR_WORD_EMBLEM,         /* an emblem in the command zone (CR 114): no description's */
} ir_word_kind;

typedef struct ir_word {
    ir_word_kind kind;
    bool negated;           /* "nonblack", "non-Human", "nontoken" */
    int value;              /* the type, supertype, color or keyword */
    const char *name;       /* the word without "non": the subtype's name */
} ir_word;

ir_word ir_word_of(const node *w);
/* The word trait T of a lowered filter is (lower_trait's reading, back):
 * kind, value (the type, supertype, color or keyword), name and "non";
 * IR_WORD_UNKNOWN for a trait no word says. */
ir_word ir_trait_word(const ir_trait *t);
/* The kinds of abilities on the stack an IR_TRAIT_ABILITY trait T accepts:
 * bits 1 << IR_AB_ACTIVATED, 1 << IR_AB_TRIGGERED (both for "ability");
 * 0 for a trait of another kind. */
unsigned ir_trait_abilities(const ir_trait *t);
/* Is NAME (a subtype, any case) a land type (CR 205.3i: "Forest", "Gate")? */
bool ir_land_subtype(const char *name);
/* Is NAME a basic land type (Plains, Island, Swamp, Mountain, Forest)? */
bool ir_basic_land_type(const char *name);
/* A printed power and toughness "2/2" (IR_WORD_PT): *P and *T; false if not numbers. */
bool ir_pt_of(const node *w, int *p, int *t);
/* The N_PLAYER "you" at R, made in A (for a made-up "you control"). */
node *ir_you(arena *a, src_range r);

/* Who a player phrase names, seen from the ability's controller. */
typedef enum ir_who {
    IR_WHO_NONE,            /* not a player phrase this says */
    IR_WHO_YOU,             /* "you", "your" (N_PLAYER "you", N_WORD "your") */
    IR_WHO_OPPONENT,        /* "an opponent", "your opponents" */
    IR_WHO_ANY,             /* "a player" */
    IR_WHO_DEFENDING,       /* "defending player" (CR 506.2) */
} ir_who;

ir_who ir_who_of(const node *p);
/* The player phrase P of "X P controls": as ir_who_of, and "each opponent"
 * ("each creature each opponent controls": one an opponent controls) too. */
ir_who ir_controller_who(const node *p);
/* "Destroy target creature an opponent controls. That player ...": the
 * player phrase ("an opponent", "a player") of OBJ's qualifier
 * "controlled by" (or, *OWNER, "owned by"), OBJ the object of a target:
 * the player who controls (owns) the object chosen, whom a pronoun for
 * that phrase names; NULL when OBJ has no such qualifier, or two. */
const node *ir_whose_target(const node *obj, bool *owner);
/* "Any player may ...", "unless any opponent pays {2}": the one player
 * of those NP says (IR_WHO_ANY: any player; IR_WHO_OPPONENT: any
 * opponent) who first chooses to, each asked in turn order from the
 * active player (CR 413.2d); IR_WHO_NONE for another phrase. */
ir_who ir_any_player_of(const node *np);
/* "If a player does", "If no one does", "If no player does" after "any
 * player may ...": is P, the subject of "does", "a player" (an opponent)
 * or (*NONE) "no one", "no player"? */
bool ir_a_player_or_no_one(const node *p, bool *none);
/* "An opponent gains control of it", "an opponent chooses a permanent you
 * control ... and exiles it": is NP "an opponent" and no more words?  As
 * the subject of an action, one opponent the controller chooses as it
 * resolves (CR 413.2c), as "Choose an opponent. That player ..." says. */
bool ir_an_opponent(const node *np);
/* "creatures in your party" (CR 700.8 of the current rules), counted: the
 * player phrase whose party it is ("your"), or NULL for another phrase. */
const node *ir_party_of(const node *np);
/* "Auras attached to it", "Aura and Equipment attached to it": the object
 * they are attached to (the phrase after "attached to"), their subtypes'
 * names (lower-case) in NAMES (up to two), how many in *N; NULL for
 * another phrase. */
const node *ir_attachments_of(const node *np, const char *names[2], unsigned *n);
/* The object another object is related to by qualifier Q: "attached to
 * ~", "attached to a creature you control", "attached to it"
 * (IR_QUAL_ATTACHED_TO, CR 301.5, 303.4); "other than ~", "except for
 * artifacts and lands" (IR_QUAL_OTHER_THAN); "blocking it", "blocked by
 * ~", "blocking or blocked by target creature" (IR_QUAL_BLOCKING, ...,
 * CR 509.1): the phrase in *WHAT, and what it names: the card itself, any
 * object a description accepts, or the object of another phrase of the
 * ability (a target, a pronoun), kept as its selection is made;
 * IR_HOST_NONE for another qualifier or phrase (a player: "Curses
 * attached to you"). */
typedef enum ir_host { IR_HOST_NONE, IR_HOST_SELF, IR_HOST_DESCRIBED, IR_HOST_RELATED } ir_host;
ir_host ir_qual_host(const node *q, const node **what);
/* "(three or more creatures) with different powers", "... with different
 * names", "... with different mana values": NP's qualifier that says so,
 * and *WHAT which; NULL when it has none. */
typedef enum ir_different { IR_DIFF_NONE, IR_DIFF_POWER, IR_DIFF_NAME, IR_DIFF_MANA_VALUE } ir_different;
const node *ir_with_different(const node *np, ir_different *what);
/* "four or more card types among cards in your graveyard" (Delirium),
 * "basic land types among lands you control" (Domain): NP counts the
 * different types of *KIND among the objects of its "among" qualifier,
 * which is returned; NULL for another NP. */
typedef enum ir_types { IR_TYPES_NONE, IR_TYPES_CARD, IR_TYPES_BASIC_LAND, IR_TYPES_COLOR } ir_types;
const node *ir_types_among(const node *np, ir_types *kind);
/* The IR's name of what KIND counts (an IR_AMOUNT_DISTINCT's `stat`): "card_type", "basic_land_type", "color". */
const char *ir_types_name(ir_types kind);
/* "color of mana spent to cast it", "colors of mana spent to cast this
 * spell" (NP, what "for each" or "the number of" counts): the spell, the
 * card itself (meaning_count.c); NULL for other words. */
const node *ir_colors_spent_of(const node *np);
/* "1 life you lost" (NP, what "for each" counts) in a triggered ability
 * whose event EV is "you lose life", "1 life they gained" after "a player
 * gains life" ("they" that player): the life the event's player lost or
 * gained, the event's amount (meaning_count.c); false for other words or
 * another event ("for each 1 life lost this way"). */
bool ir_life_of_event(const node *np, const node *ev);
/* "for each time it was kicked" (the counted N of a "for each time"
 * modifier: "it was kicked"), "the number of times ~ was kicked": the
 * spell or permanent whose kicks are counted (CR 702.33c: its multikicker
 * cost paid), a pronoun or ~ as written; NULL for another phrase. */
const node *ir_kicked_times_of(const node *n);
/* "each of its colors", "each of that spell's colors" (NP, what "for each"
 * counts): the owner, whose colors are counted (CR 105.1); NULL for other words. */
const node *ir_colors_of(const node *np);
/* "~ can't have counters put on it", "Creatures your opponents control
 * can't have +1/+1 counters put on them" (objects), "Players can't get
 * counters", "You can't get poison counters" (players; *PLAYERS set): who
 * can't have counters put on them, those of the kind *KIND
 * (ir_counter_kind; NULL: any kind); NULL for another statement. */
const node *ir_no_counters_of(const node *st, const char **kind, bool *players);
/* "Creatures your opponents control ... can't have or gain flying": the
 * keyword (or list of keywords) NEG says its subject can't have or gain;
 * NULL for another statement. */
const node *ir_cant_have_keywords_of(const node *neg);
/* "~ is also a Cleric, Rogue, Warrior, and Wizard": the description whose
 * traits, each one creature type, ST's subject has in addition to its
 * other types (CR 205.1b); NULL for another statement. */
const node *ir_also_subtypes_of(const node *st);
/* "a creature dealt damage this way": NP's one qualifier. */
bool ir_dealt_damage_this_way(const node *np);
/* ---- the turn's history and the game so far: meaning_history.h ------- */
#include "meaning_history.h"
/* "If you have fewer than seven cards in hand, draw cards equal to the
 * difference": the amount the hand of the player *WHO falls short of in
 * condition C ("seven"), what "the difference" subtracts that hand from;
 * NULL for another condition. */
const node *ir_difference_of(const card *cd, const node *c, const node **who);
/* "the greatest number of creatures a player controls" (N, an amount): the
 * players whose permanents are counted ("a player", "an opponent"), and
 * in *PLAIN the description without "a player controls" (its filter in
 * *FILT); NULL for another amount. */
const node *ir_greatest_number_of(const node *n, node *plain, node *filt);
/* "black is the most common color among all permanents or is tied for most
 * common": no other color is that of more permanents (CR 105.1; one of
 * several colors counts for each): the color's word, or NULL
 * (meaning_history.c). */
const node *ir_most_common_color_of(const node *c);
/* Linked abilities (CR 607.2a): P, a pronoun "the exiled card" ("the
 * exiled cards") bound to nothing in a triggered or activated ability of
 * card CD that exiles nothing itself, names the cards the one other
 * ability of CD that exiles cards exiled ("When ~ enters the battlefield,
 * exile target creature. / When ~ leaves the battlefield, return the
 * exiled card ..."): the index of that ability among CD's, or -1 when
 * there is not exactly one exile instruction in CD's other abilities, or
 * it is not one a triggered or activated ability's resolution carries out
 * (a cost, a static ability, a keyword's), or P is another pronoun
 * (meaning_history.c). */
int ir_linked_exile(const card *cd, const node *p);
/* Is Q "with the same name as the exiled card", said where an object is
 * tested with no ability resolving: in a static ability ("Players can't
 * cast spells with the same name as the exiled card") or a trigger's event
 * ("Whenever a land with the same name as the exiled card enters ...")?
 * The index of the ability linked to it that exiles (as ir_linked_exile),
 * or -1. */
int ir_same_name_as_exiled(const card *cd, const node *q);
/* The same for NP, "each card exiled with ~" ("all creature cards exiled
 * with it": a set, its only qualifier "exiled with" the card itself): the
 * index of the linked ability, or -1; *PLAIN (made in A) is NP without
 * "exiled with ~", the description the cards must fit. */
int ir_exiled_with_linked(arena *a, const card *cd, const node *np, const node **plain);
/* Is Q "exiled with ~" (the card itself) on CD whose cards so exiled are
 * all ones its triggered and activated abilities' instructions exiled
 * (CR 607.2a, cardrt_exiled_with): no exile in a cost, in a spell or
 * static ability, none by delve (CR 702.66a), and one at least? */
bool ir_exiled_with_known(const card *cd, const node *q);
/* P, "the player or planeswalker it's attacking" ("... that creature is
 * attacking") in a triggered ability whose EVENT is an attack ("Whenever a
 * creature you control attacks", "Whenever ~ becomes blocked"): the
 * event's subject, the attacker whose defender it names (CR 506.3); NULL
 * for another phrase (meaning_history.c). */
const node *ir_attacked_by(const node *p, const node *event);
/* Does action ACT's subject, one player or several who are not the
 * controller, choose among their own what ACT moves ("Target player exiles
 * a card from their graveyard", "Each player returns a creature they
 * control to its owner's hand", "Target opponent puts a card from their
 * hand on top of their library": FROM the zone of its "from", if any), its
 * object one or N objects whose only relational words name the subject
 * ("they control", "their hand")?  Each chooses as it resolves, in turn
 * (CR 101.4; meaning_history.c). */
bool ir_chooses_own(const node *act, const node *from);
/* Does NP, or what the pronoun NP means, name several players who each act
 * or choose for themselves ("each opponent", "each player", "your
 * opponents", "they" after one; meaning_history.c)? */
bool ir_several_players(const node *np);
/* "Target player draws a card at the beginning of the next turn's upkeep",
 * "they draw a card at the beginning of the next end step" (after "Whenever
 * a player ..."): the subject of ACT, a draw, when it names one player other
 * than you (or target players), found now and linked to the delayed ability
 * (CR 603.7c); else NULL (meaning_history.c). */
const node *ir_delayed_drawer(const node *act);
/* Does NP, one of those, name every opponent: "each opponent", "your
 * opponents", and "each other player", every player but you (CR 102.3:
 * with no teams, every other player is an opponent)? */
bool ir_opponents_of(const node *np);
/* The phrase naming several players ("each opponent", "each player") of
 * action ACT, its subject or to whom it deals damage, when an amount of
 * ACT counts for one of them by a pronoun ("Each opponent loses 1 life for
 * each creature they control", "deals damage to each player equal to the
 * number of lands they control") or it exiles the top of their own library
 * ("Each opponent exiles the top card of their library"); or "each OBJECT"
 * it deals damage to, when an amount ("for each", "equal to", "where X is")
 * counts for one of them ("deals 2 damage to each creature for each Aura
 * attached to that creature"): ACT is done once for each of them in turn
 * (CR 101.4), the pronoun that one; else NULL (meaning_history.c). */
const node *ir_each_in_turn(const node *act);
/* Is N, the subject of action ACT, a pronoun for a phrase naming several
 * players in an earlier action ("That player loses 1 life" after "Each
 * opponent discards a card", "Those players each discard two cards at
 * random" after "... deals 2 damage to each opponent"), and nothing else
 * of ACT names them (no "they control": each one's own, not yet)?  Then it
 * names all of them at once, as that phrase does (meaning_history.c). */
bool ir_players_again(const node *act, const node *n);
/* Is NP the top cards of several players' libraries ("the top card of
 * their library" after "Each player reveals"), each player's own, which a
 * pronoun for "that card" names one of for each player (not yet)?  Not
 * the one player of the trigger's EVENT ("each opponent's upkeep"). */
bool ir_top_of_several(const node *np, const node *event);
/* "For each creature destroyed this way, its controller creates a 1/1
 * white Spirit creature token", "For each player, ~ deals damage to that
 * player ..." (S, "for each X, A", A one action, "may" or "unless" whose
 * pronouns name X itself): A, done once for each of X in turn, the
 * pronoun that one; *COUNTED is X.  "For each X, A unless B" is "for
 * each X, (A unless B)", made in AR.  NULL for another sentence
 * (meaning_history.c). */
const node *ir_for_each_one(arena *ar, const node *s, const node **counted);
/* "Each player loses 4 life unless they sacrifice a nontoken creature",
 * "... unless that player sacrifices a nonland permanent or discards a
 * card" (S): the players (its action's subject) each asked in turn, "they"
 * each one; NULL for another sentence. */
const node *ir_unless_each_of(const node *s);
/* "the cards in your hand", "shuffle the cards from your hand into your
 * library" (NP, a "the" bound to nothing, of ACT): every card of that
 * zone, as "all cards" says it (a copy made in AR); NULL for another
 * phrase, and with no zone said (meaning_history.c). */
node *ir_the_cards_of_zone(arena *ar, const node *np, const node *act);
/* Does N lie inside the subtree ROOT (meaning_history.c)? */
bool ir_within(const node *root, const node *n);
/* P, a pronoun bound to a phrase naming several players ("each player",
 * "each opponent"), in action ACT: that phrase when ACT is its players'
 * action or names them in its object ("Each player returns all creature
 * cards from their graveyard to the battlefield", "deals 2 damage to each
 * opponent and each creature they control") and P names their own objects
 * in ACT's object or its "from" or "to" phrase, where each of them in turn
 * is all of them at once (no amount counts for one of them); else NULL
 * (meaning_history.c). */
const node *ir_players_each_own(const node *act, const node *p);
/* Is every object SET describes ("all tapped creatures", "all artifacts
 * and enchantments", "any number of cards") one NP's one word describes ("creature",
 * "permanent", "card", "Mountain")? */
bool ir_covers(const node *np, const node *set);
/* Does object phrase OBJ say any card, of no kind ("a card", "two cards",
 * "a card at random": then *RANDOM)? */
bool ir_any_card(const node *obj, bool *random);
/* The one word of a description ("opponent" in "an opponent"), or NULL. */
const node *ir_single_word(const node *np);

/* What a qualifier (N_QUALIFIER) after a description says. */
typedef enum ir_qual_kind {
    IR_QUAL_UNKNOWN,
    IR_QUAL_CONTROLLED_BY,      /* a: the player phrase */
    IR_QUAL_NOT_CONTROLLED_BY,
    IR_QUAL_OWNED_BY,
    IR_QUAL_WITH,               /* a: keywords, a comparison, counters */
    IR_QUAL_WITHOUT,
    IR_QUAL_NAMED,              /* a: N_NAME */
    IR_QUAL_NOT_NAMED,          /* "not named ~" (a: N_NAME): any other name */
    IR_QUAL_OTHER_THAN,         /* a: the phrase excluded */
    IR_QUAL_IN,                 /* a: the zone */
    IR_QUAL_ON,                 /* "on it" (counters) */
    IR_QUAL_ON_BATTLEFIELD,
    IR_QUAL_CHOSEN_TYPE,        /* "of the chosen type" */
    IR_QUAL_CHOSEN_COLOR,       /* "of the chosen color" */
    IR_QUAL_CHOSEN_NAME,        /* "with the chosen name" */
    IR_QUAL_TAPPED,             /* "that are tapped" */
    IR_QUAL_ATTACKING,
    IR_QUAL_BLOCKING,           /* a: the attacker, if any ("blocking ~") */
    IR_QUAL_BLOCKED_BY,         /* "blocked by ~" (a: the blocker) */
    IR_QUAL_BLOCKING_OR_BLOCKED_BY, /* "blocking or blocked by it" (a: the other creature) */
    IR_QUAL_DAMAGED_BY,         /* "dealt damage by ~ this turn" (a: the source) */
    IR_QUAL_DEALT_DAMAGE,       /* "that dealt damage (to you) this turn": ir_dealt_damage_to */
    IR_QUAL_SHARES,             /* "that shares a color (a creature type) with it": ir_shares_with */
    IR_QUAL_TYPE_OF_YOUR_CHOICE,    /* "of the creature type of your choice": chosen as it resolves */
    IR_QUAL_COLOR_OF_YOUR_CHOICE,   /* "of the color of your choice": chosen as it resolves */
    IR_QUAL_CAST_BY,            /* "you cast": a spell on the stack its caster, who
                                 * controls it (CR 110.2), a: names, cast */
    IR_QUAL_DAMAGED_THIS_TURN,  /* "that was dealt damage this turn" */
    IR_QUAL_ENTERED_THIS_TURN,  /* "that entered the battlefield this turn" */
    IR_QUAL_ATTACKED_THIS_TURN, /* "that attacked this turn" (CR 508.1) */
    IR_QUAL_BLOCKED_THIS_TURN,  /* "that blocked this turn" (CR 509.1) */
    IR_QUAL_TARGETS,            /* "that targets you", "that target ~": ir_targeted */
    IR_QUAL_AT_RANDOM,          /* "a card at random": chosen by chance, not a test */
    IR_QUAL_PARTY_OF,           /* "in your party" (a: the player): not a test (ir_party_of) */
    IR_QUAL_ATTACHED_TO,        /* "attached to it" (a: the object): ir_attachments_of */
    IR_QUAL_ENCHANTED,          /* "that are enchanted": an Aura is attached to it (CR 303.4) */
    IR_QUAL_IS_A,               /* "that's a Wolf or a Werewolf": a->b what it is (ir_qual_is_a) */
    IR_QUAL_ITS_BLOCKING,       /* "creatures it's blocking": blocked by "it", a creature whose
                                 * ability this is (the pronoun is not in the tree) */
    IR_QUAL_DONE_BY,            /* "you created this turn", "that player has drawn this turn":
                                 * what a player (b) did to it before (a: the verb) */
    IR_QUAL_IS,                 /* "that's red or green", "that aren't legendary": ir_qual_is */
    IR_QUAL_HAS,                /* "that has flash", "that doesn't have a +1/+1 counter on it": ir_qual_has */
    IR_QUAL_OWNED_AND_CONTROLLED_BY,    /* "you both own and control" (a: the player) */
    IR_QUAL_OWNED_OR_CONTROLLED_BY,     /* "you own or control" */
    IR_QUAL_OF_THAT_CHOICE,     /* "of that type", "of that color": ir_of_that_choice */
    IR_QUAL_WITH_IN_COST,       /* "with {X}" before "in its mana cost": a: the symbol */
    IR_QUAL_IN_MANA_COST,       /* "in its mana cost" (its own): said by the "with" before it */
    IR_QUAL_SAME_NAME,          /* "that has the same name as X": ir_same_name_as_any ("with the
                                 * same name as X" is IR_QUAL_WITH's) */
    IR_QUAL_BANDED_WITH,        /* "banded with ~": in its attacking band (CR 702.22c; a: the other) */
    IR_QUAL_IN_EXILE_AND_GRAVEYARD, /* "in exile and in your graveyard": either zone (a: the
                                     * graveyard's owner) */
    IR_QUAL_NOT_OWNED_BY,       /* "you don't own" (a: the player) */
    IR_QUAL_NEITHER_OWNED_NOR_CONTROLLED_BY,    /* "you neither own nor control" */
    IR_QUAL_CHOSEN_BY,          /* "of their choice": who chooses the object, not a test
                                 * (ir_chooser_of) */
    IR_QUAL_NOT_SHARES,         /* "that doesn't share a color with a creature you control":
                                 * ir_not_shares_with */
    IR_QUAL_EXILED_WITH,        /* "exiled with ~" (a: the object): ir_exiled_with_known */
    IR_QUAL_HAS_ADVENTURE,      /* "that has an Adventure", "that doesn't have an Adventure":
                                 * ir_has_adventure */
} ir_qual_kind;

ir_qual_kind ir_qual_of(const node *q);
/* The player phrase P of Q "of P's choice" ("target creature of their
 * choice", "of defending player's choice", "of an opponent's choice"): the
 * player who chooses the object (IR_QUAL_CHOSEN_BY); NULL for another. */
const node *ir_chooser_of(const node *q);
/* "You choose a nonland card from it with mana value 3 or less": OBJ whose
 * first qualifier is "from" (the grammar reads "from it" inside the object
 * when another qualifier follows): a copy of OBJ without it, made in A, and
 * its zone phrase in *FROM; NULL for another (meaning_qual.c). */
node *meaning_from_inside(arena *a, const node *obj, const node **from);
/* The symbol of Q "with {X} in its mana cost" (IR_QUAL_WITH_IN_COST) of
 * card C: "{X}" (CR 107.3), "{P}" (any Phyrexian mana symbol, CR 107.4f);
 * NULL for another symbol. */
const char *ir_cost_symbol(const card *c, const node *q);
/* The player of Q "attacking P" ("attacking you", "attacking enchanted
 * player"); *WALKERS when it says "you or a planeswalker you control" (the
 * defending player, CR 506.2: the player or a planeswalker of theirs), P
 * then "you"; NULL for another qualifier or another list. */
const node *ir_attacked_player(const node *q, bool *walkers);
/* Is Q "attacking the same player or planeswalker": what the creature
 * whose attack triggered the ability attacks (CR 506.3)? */
bool ir_attacking_the_same(const node *q);
/* "that's attacking you": the qualifier after "that's" / "that are" (Q
 * itself for another). */
const node *ir_qual_inner(const node *q);
/* "that dealt damage this turn", "that dealt damage to you this turn"
 * (IR_QUAL_DEALT_DAMAGE): true, with *TO the player or object damaged
 * (NULL: anything). */
bool ir_dealt_damage_to(const node *q, const node **to);
/* "(a spell) that targets you", "(spells) that target ~", "that targets
 * you or a creature you control" (IR_QUAL_TARGETS): the phrase targeted;
 * NULL for another qualifier. */
const node *ir_targeted(const node *q);
/* "that shares a color with it", "that share a creature type with ~",
 * "that shares a card type with it" (IR_QUAL_SHARES; CR 105.4 of the
 * current rules, 205.3m, 205.2a): the phrase after "with", and in *WHAT
 * what they share; NULL for another qualifier. */
typedef enum ir_shared { IR_SHARED_COLOR, IR_SHARED_CREATURE_TYPE, IR_SHARED_CARD_TYPE } ir_shared;
/* What the filter F's `shares` says is shared ("color", "creature_type", "card_type"). */
ir_shared ir_filter_shared(const ir_filter *f);
const node *ir_shares_with(const node *q, ir_shared *what);
/* Q "that doesn't share a color (a creature type, a card type) with X":
 * X, *WHAT what it does not share, as ir_shares_with reads the verb
 * without "doesn't"; NULL for another qualifier. */
const node *ir_not_shares_with(const node *q, ir_shared *what);
/* The condition C "it shares a creature type with ~" as the qualifier
 * "that shares a creature type with ~" of its subject (a copy made in A),
 * which ir_shares_with reads; NULL for another condition. */
node *ir_shares_qualifier(arena *a, const node *c);
/* "with the same name as that creature" (target creature), "... as it"
 * (~): the phrase after "as", a target, the card, or a pronoun bound to
 * one; NULL for another. */
const node *ir_same_name_as(const node *q);
/* "with the same name as X", "that has the same name as X" (CR 201.2),
 * whatever X is (a description: "a card in your graveyard"; the trigger's
 * object: "that creature"): X; NULL for another qualifier. */
const node *ir_same_name_as_any(const node *q);
/* Does NP, a search's cards, say "with different names" ("for up to four
 * Minotaur creature cards with different names", CR 201.2)?  NULL if not;
 * else NP without that qualifier (made in A; NP itself when A is NULL): the
 * description each card must fit. */
const node *ir_different_names(arena *a, const node *np);
/* "each other creature that shares a color with it" ("with the same name
 * as that creature"): the phrase "other" leaves out, what it shares a
 * color (its name) with (not the ability's own object);
 * NULL when NP says no "other", or no such qualifier. */
const node *ir_other_sharing_with(const node *np);
/* "that's a Wolf or a Werewolf" (IR_QUAL_IS_A): what it is, "a
 * DESCRIPTION" or an "or" list (N_LIST) of them; NULL for another
 * qualifier. */
const node *ir_qual_is_a(const node *q);
/* "that's red or green", "that's attacking or blocking", "that aren't
 * legendary", "that isn't enchanted", "that aren't of the chosen type"
 * (IR_QUAL_IS): what the object is (*NEGATED: is not): a word of a
 * quality (a color, "colorless", a supertype, tapped or combat status),
 * "enchanted" or "equipped" (ir_attachment_word), an "or" list of such
 * words, "one or more colors" (ir_one_or_more_colors), or after "isn't"
 * a qualifier; NULL for another qualifier. */
const node *ir_qual_is(const node *q, bool *negated);
/* The words of WHAT, ir_qual_is's "both red and white", each of which the
 * object is (CR 105.2); NULL for another. */
const node *ir_both_words(const node *what);
/* Is WHAT, of "that's ...", "one or more colors": colored, not colorless
 * (CR 105.2)? */
bool ir_one_or_more_colors(const node *what);
/* "that has flash", "that has a -1/-1 counter on it", "that doesn't have
 * a +1/+1 counter on it" (IR_QUAL_HAS): what the object has (*NEGATED:
 * does not), as "with" says it: keywords (a list, or one), or counters
 * (the phrase "a +1/+1 counter", with "on it" after the verb); NULL for
 * another qualifier. */
const node *ir_qual_has(const node *q, bool *negated);
/* Is Q "that has an Adventure" (*NEGATED: "that doesn't have an
 * Adventure"): an adventurer card (CR 715.1 of the current rules), whatever
 * face it uses (IR_QUAL_HAS_ADVENTURE)? */
bool ir_has_adventure(const node *q, bool *negated);
/* "(each player) who controls a multicolored creature", "(each opponent)
 * who doesn't control an Elf", "who controls six or more lands": the phrase
 * of what the player controls, its number as its determiner or count says
 * (*NEGATED: does not); NULL for another qualifier. */
const node *ir_who_controls(const node *q, bool *negated);
/* A qualifier Q of a description of players as a condition of one of
 * them: "who lost life this turn", "who controls more lands than you" (the
 * clause), "with no cards in hand", "with exactly 13 life" ("... has ..."),
 * made in *CLAUSE (with *WHAT) whose subject is *SUBJ, a pronoun standing
 * for that player; false for another qualifier. */
bool ir_player_qual_clause(const node *q, node *subj, node *what, node *clause);
/* "creature card put into your graveyard this way" (NP), after a mill:
 * its qualifier, with *WHOSE the player of the graveyard (IR_WHO_YOU,
 * IR_WHO_ANY for "a graveyard", IR_WHO_NONE for another player's, whose
 * phrase is *OWNER: "their graveyard"); NULL for another phrase. */
const node *ir_put_into_graveyard_this_way(const node *np, ir_who *whose, const node **owner);
/* Is NP "opponents you have" ("the number of opponents you have", "for
 * each opponent you have"): all your opponents? */
bool ir_opponents_you_have(const node *np);
/* "each player who controls a white creature", "each opponent who doesn't
 * control an Elf": a set of players (each, all) with ir_who_controls its
 * one qualifier; its qualifier, *OPPONENTS for opponents; NULL for
 * another phrase. */
const node *ir_players_who_control(const node *np, bool *opponents);
/* "enchanted", "equipped" (of "that's enchanted"): the subtype of what is
 * attached to the object ("Aura", "Equipment"; CR 303.4, 301.5); NULL for
 * another word. */
const char *ir_attachment_word(const node *w);
/* How a created object enters, in a token's words ("a tapped and attacking
 * 1/1 ... token", "... tokens that are tapped and attacking", "that's
 * attacking"; CR 508.4): IR_ENTERS_* bits of the word, "and" list or
 * qualifier N, or of the modifier "(return ... to the battlefield) tapped
 * and attacking"; 0 for anything else. */
enum { IR_ENTERS_TAPPED = 1, IR_ENTERS_ATTACKING = 2 };
unsigned ir_enters_as_of(const node *n);
/* The one player the modifier M "tapped and attacking that opponent" says
 * the object attacks (a player phrase or a pronoun), with *PLANESWALKERS
 * for "... defending player or a planeswalker they control" (one of their
 * planeswalkers may be attacked instead, "they" that player); NULL for
 * another modifier. */
const node *ir_attacking_whom(const node *m, bool *planeswalkers);
/* "a token that's a copy of target creature", "a token copy of it": the
 * object copied (CR 707.2), for a token N says nothing else of but how it
 * enters ("a tapped token that's a copy of ...": IR_ENTERS_* bits in
 * *ENTERS) and, before "token copy", its power and toughness ("a 1/1 token
 * copy of it", offspring: an exception of the copy, CR 707.9b, the word in
 * *PT, else NULL); NULL otherwise.  (", except ..." is a modifier of the
 * action, not of N.) */
const node *ir_token_copy_of(const node *n, unsigned *enters, const node **pt);
/* "X becomes a copy of target creature" (object N of "becomes"): the object
 * copied (CR 707.2); NULL for another object. */
const node *ir_become_copy_of(const node *n);
/* "a Treasure token", "two Food tokens": one of the predefined tokens
 * (ir.def, IR_PREDEFINED_TOKEN; CR 111.10 of the current rules), its name
 * as ir.def writes it ("Treasure"); NULL for any other phrase. */
const char *ir_predefined_token_of(const node *n);
/* "two Map tokens. (They're artifacts with \"{1}, {T}, ...\")": a token
 * of a name that is no predefined token's, which the reminder text after
 * it in its paragraph of card C defines, "It's an artifact with \"RULES\"."
 * or "They're artifacts with \"RULES\"." and nothing more (sets define the
 * predefined tokens they bring so, CR 111.10 of the current rules): its
 * name as written ("Map"), and *RULES the text in quotes, in A; NULL for
 * any other phrase. */
const char *ir_reminder_token_of(arena *a, const card *c, const node *n, const char **rules);
/* Such a token, created tapped: "a tapped Powerstone token". */
bool ir_named_token_tapped(const node *n);

/* A comparison (N_COMPARE "<=", "="...) and the characteristic compared
 * ("power" in "with power 2 or less"). */
typedef enum ir_cmp { IR_CMP_NONE, IR_CMP_EQ, IR_CMP_LE, IR_CMP_GE, IR_CMP_LT, IR_CMP_GT } ir_cmp;
typedef enum ir_stat { IR_STAT_NONE, IR_STAT_POWER, IR_STAT_TOUGHNESS, IR_STAT_MANA_VALUE } ir_stat;

/* The operator of comparison C itself. */
ir_cmp ir_cmp_op(const node *c);
/* "Whenever a source you control deals 5 or more damage to a player" (a
 * trigger's event EV, "to" said; not of "one or more" sources), "Whenever
 * an opponent is dealt 3 or more damage by a single source": N of "N or
 * more damage", dealt by one source to one player or object at once (one
 * damage event, CR 120.3 of the current rules); 0 for another event. */
int ir_damage_at_least(const node *ev);
/* The operator of comparison C; "2 or less" read as an amount ("=" of a
 * "<=") is its inner comparison, which *C then points at. */
ir_cmp ir_cmp_of(const node **c);
const char *ir_cmp_name(ir_cmp op);
/* The operator an ir_compare's `op` names ("<="); IR_CMP_NONE for another. */
ir_cmp ir_cmp_named(const char *name);
/* The characteristic N_COMPARE C compares. */
ir_stat ir_stat_of(const node *c);
/* "with lesser power", "with greater toughness", "with equal or lesser
 * mana value" (N_COMPARE C with no "than"): the characteristic, *OP how
 * the object's compares with that of the object the sentence is about
 * (`<`, `>`, `<=`); IR_STAT_NONE for another. */
ir_stat ir_relative_stat_of(const node *c, ir_cmp *op);
/* "with that spell's mana value", "with ~'s power" (ARG, a possessive of
 * another object's stat): the characteristic, the object's equal to it;
 * IR_STAT_NONE for another. */
ir_stat ir_possessed_stat(const node *arg);
/* The qualifier "at random" of NP ("a creature at random that attacked
 * this turn": chosen by chance among those the rest describes), or NULL. */
const node *ir_at_random_of(const node *np);
/* NP (an object whose filter has qualifiers) without its qualifier Q: the
 * filter *FILT and the object *PLAIN, made in A. */
void ir_leave_out(arena *a, const node *np, const node *q, node *filt, node *plain);
/* The comparison C of either of two numbers ("power or toughness 1 or
 * less"): the first (IR_STAT_POWER), *OTHER the second; IR_STAT_NONE for
 * another. */
ir_stat ir_either_stat_of(const node *c, ir_stat *other);
/* "with total power and toughness 5 or less": compare C is of the sum of
 * the object's power and toughness. */
bool ir_total_power_and_toughness(const node *c);
/* The characteristic whose total N_COMPARE C compares ("total power 8 or
 * greater": IR_STAT_POWER, "total mana value": IR_STAT_MANA_VALUE). */
ir_stat ir_total_stat_of(const node *c);
const char *ir_stat_name(ir_stat s);
/* The characteristic an ir_compare's `stat` names ("power"); IR_STAT_NONE
 * for another ("counters"). */
ir_stat ir_stat_named(const char *name);
/* The characteristic of "the greatest power among creatures on the
 * battlefield" (an amount N that says among what), as a description's
 * "with the greatest power among ...": an object whose power is that
 * greatest one; IR_STAT_NONE for another amount. */
ir_stat ir_greatest_stat(const node *n);
/* "you control the creature with the greatest power or tied for the
 * greatest power" (C): the same condition as "you control a creature with
 * the greatest power among creatures" says it (made in A), whose power is
 * that greatest one (CR 208.1: a tie is no less the greatest); NULL for
 * another condition. */
const node *ir_control_greatest_of(arena *a, const node *c);

/* Does determiner DET ("another", "other", "two other target") exclude
 * the ability's own object? */
bool ir_det_other(const char *det);
/* "your graveyard that was put there from the battlefield this turn",
 * "all graveyards that were put there from the battlefield this turn"
 * (the zone phrase Z of "in"): the card in it was put there from the
 * battlefield this turn; the zone alone ("your graveyard") is written in
 * PLAIN and returned.  NULL for another phrase. */
const node *ir_put_there_from_battlefield(const node *z, node plain[2]);

/* A zone phrase: "exile", "the battlefield", "your graveyard", "a
 * graveyard", "an opponent's hand": *ZONE, and *WHOSE it is (IR_WHO_ANY:
 * anyone's).  False if it names no zone this knows, or a player's zone of
 * a player phrase ir_who_of does not know. */
bool ir_zone_phrase(const node *z, ir_zone *zone, ir_who *whose);
/* The zone action A says this card is in: "Discard ~" (a hand),
 * "Sacrifice ~" (the battlefield), "Exile ~ from your graveyard", "Return ~
 * from your graveyard to the battlefield", "~ is in your graveyard" (your
 * hand likewise), "~ is suspended" (exile); IR_ZONE_ANY if it says none
 * (meaning_zone.c). */
ir_zone ir_self_zone(const node *a);
/* Where an ability works from (CR 113.6 of the current rules): does N, or
 * anything in it or after it, say which zone this card is in ("Discard ~":
 * a hand, "Sacrifice ~": the battlefield, "Exile ~ from your graveyard",
 * "Return ~ from your graveyard to the battlefield", "Activate only if ~ is
 * in your graveyard", "~ is suspended": exile)?  *ZONE gets it (left as it
 * is, IR_ZONE_ANY for none yet, when none is said); false if two are said.
 * A granted ability in quotes speaks of its own object (meaning_zone.c). */
bool ir_said_zone(const node *n, ir_zone *zone);
/* Is Z "a single graveyard" (hand, library): one player's, not said whose? */
bool ir_zone_is_single(const node *z);
/* "that player's hand", "target player's graveyard", "its controller's
 * library": the zone (*ZONE) of the player a selection names, which
 * ir_zone_phrase does not know; that player phrase, or NULL. */
const node *ir_zone_of_player(const node *z, ir_zone *zone);
/* A player's hand, graveyard or library a card is put into: "your hand",
 * "their graveyard", "its owner's library", "that player's graveyard",
 * "target player's library", "defending player's library": whichever
 * player it names, the card goes to its owner's zone of that kind (CR
 * 400.3), *ZONE. */
bool ir_owner_zone(const node *z, ir_zone *zone);
/* Is Q the qualifier "of your choice" ("a source of your choice": one the
 * controller chooses as it resolves)? */
bool ir_of_your_choice(const node *q);

/* Does object phrase O ("another creature") exclude the ability's own object? */
bool ir_np_other(const node *o);
/* What joins a list (N_LIST) or a sequence of clauses (N_SEQUENCE): "red
 * or green" (any holds), "green and white" (all hold), nothing ("flying,
 * haste"); IR_LIST_NONE for neither or another word. */
typedef enum ir_list { IR_LIST_NONE, IR_LIST_PLAIN, IR_LIST_AND, IR_LIST_OR } ir_list;
/* Is an action's OBJECT targets (only) joined with "and", one of which is
 * T (the target, or its object)?  "Return up to one target instant card and up to
 * one target sorcery card from your graveyard": the "from" of each. */
bool ir_joins_target(const node *object, const node *t);
/* The action in N (its lists and clauses) whose object is the target T
 * (the N_TARGET or its object, as written), or one of the targets joined
 * there (ir_joins_target), or whose subject is T; NULL if none
 * (meaning_history.c). */
const node *ir_action_on_target(const node *n, const node *t);
/* ", where X is N" on the action A: N, or NULL (meaning_history.c). */
const node *ir_where_x_of(const node *a);
/* Does N, or a phrase inside it, say "target" ("the number of black
 * permanents target opponent controls")? (meaning_history.c) */
bool ir_names_target(const node *n);
/* M, a modifier of the action A, "as you cast this spell" after A's ",
 * where X is ...", where A's one X is the number of its target ("Return
 * up to X target creatures ..., where X is one plus the number of cards
 * named ~ in all graveyards as you cast this spell"): that X, computed as
 * the targets are chosen, is the one cast; false otherwise
 * (meaning_history.c). */
bool ir_where_as_cast(const node *a, const node *m);
ir_list ir_list_of(const node *list);
/* Must every word of the list of words W of a description hold: "black
 * and red", and the comma list of "non" words Oracle stacks before a noun
 * ("nonartifact, nonblack creature", "noncreature, nonland permanent")? */
bool ir_words_all(const node *w);
/* The keyword of a keyword node with no parameter ("flying"), or IR_KW_NONE. */
ir_keyword ir_keyword_node(const node *k);
/* The number an N_AMOUNT says ("two", "3"), or -1. */
int ir_number(const node *n);
/* Is THING, what a possessive names, "starting life total" ("your starting
 * life total", CR 103.4)? */
bool ir_is_starting_life(const node *thing);

/* What "choose a color", "choose a creature type" ... asks for. */
typedef enum ir_choice {
    IR_CHOICE_NONE = -1, IR_CHOICE_COLOR, IR_CHOICE_CREATURE_TYPE, IR_CHOICE_BASIC_LAND_TYPE,
    IR_CHOICE_OPPONENT, IR_CHOICE_PLAYER, IR_CHOICE_CARD_NAME, IR_CHOICE_NONLAND_CARD_NAME
} ir_choice;
/* What action ACT (its subject, object or modifiers, not a quoted
 * ability) names objects "of the ... of your choice" by: "of the creature
 * type of your choice" (IR_CHOICE_CREATURE_TYPE), "of the color of your
 * choice" (IR_CHOICE_COLOR), chosen as it begins; IR_CHOICE_NONE for
 * neither. */
ir_choice ir_says_of_your_choice(const node *act);
/* The choice object phrase NP ("a color") names. */
ir_choice ir_choice_of(const node *np);
/* The choice an IR_CHOOSE instruction's `word` names ("creature_type",
 * lower_static.c), or IR_CHOICE_NONE. */
ir_choice ir_choice_named(const char *word);
/* The same, also of "a color other than red": *EXCEPT gets the colors not
 * offered (bit 1 << ir_color; 0 for none). */
ir_choice ir_choice_except_of(const node *np, unsigned *except);
/* Does NP name the choice of a card name of a kind (ir_name_choice: "a
 * creature card name", "a card name other than a basic land card name";
 * "a card name" and "a nonland card name" too)?  *OUT gets the kind. */
bool ir_name_choice_of(const node *np, ir_name_choice *out);
/* "a creature type other than Wall" (NP): the creature type not offered, as
 * the lexicon names it ("wall"); NULL for another phrase. */
const char *ir_choice_other_type(const node *np);
/* "(creatures) of that type", "(permanents) of that color" (a pronoun for
 * "a color"): what the words name, the creature (or basic land) type
 * (IR_CHOICE_CREATURE_TYPE), the color (IR_CHOICE_COLOR), which is the
 * one the ability chose for its source before, if it did (the caller
 * knows: "another permanent of that type" after "a creature or land" is
 * another type); IR_CHOICE_NONE for another qualifier. */
ir_choice ir_of_that_choice(const node *q);
/* The kind of counter of the words W "+1/+1 counter", "loyalty counter",
 * "charge counter" ("-1/-1" for either minus sign); NULL for none, or for
 * counters with rules of their own the runtime does not carry out
 * (shield, stun); a keyword counter ("flying") is the keyword's name. */
const char *ir_counter_kind(const node *w);
/* "target spell, nonland permanent, or card in a graveyard": a phrase that
 * names spells and cards or a zone, whose objects are in several zones the
 * target specs do not say (lower_select.c refuses it: "spells here"). */
bool ir_spell_or_card_in(const node *np);
/* Are the words W "counter" alone, of any kind ("with a counter on it")? */
bool ir_any_counter(const node *w);
/* The keyword ability with a cost NP names as what an object has ("with
 * cycling", "with a kicker ability", "with cycling abilities"): cycling,
 * kicker, flashback or morph (the runtime's, cardrt_has_keyword_ability);
 * IR_KA_NONE for another phrase. */
int ir_keyword_ability_said(const node *np);
/* NP is "that player or that planeswalker's controller" (or "that
 * permanent's controller or that player"), both of one phrase ("target player or planeswalker"): that phrase, whose player is
 * the player it names or the controller of the object it names; else NULL. */
const node *ir_player_or_controller(const node *np);
/* NP is "all lands or all creatures" (each alternative "all" of objects,
 * no number, no players): the objects of one of them, the one the
 * controller chooses as the instruction is done (CR 608.2d). */
bool ir_either_set(const node *np);
/* NP, whose noun is the word W, is a plural without determiner or number
 * ("if it had counters on it": one or more). */
bool ir_bare_plural(const node *np, const node *w);
/* The kind of the counters description WHAT names ("a +1/+1 counter", "two
 * charge counters": its one noun, no qualifier), or NULL. */
const char *ir_counters_named(const node *what);
/* Is ACT the second of "Put a +1/+1 counter on target creature and a
 * +1/+1 counter on ~", a "put" of counters not written again (FORM_GAPPED,
 * syntax.c) with its one place "on ...": a put of its own, by you? */
bool ir_gapped_put_counters(const node *act);
/* "charge counters on ~", "+1/+1 counter on it" (the grammar's "for each",
 * "the number of" and "where X is" amounts, syntax.c): the phrase on which
 * NP counts counters, their kind in *KIND; NULL for another phrase. */
const node *ir_counters_on(const node *np, const char **kind);
/* "experience counter you have" (the grammar's "for each" and "the number
 * of" amounts): the kind of the counters the controller has (CR 122.1),
 * or NULL for another phrase. */
const char *ir_counters_you_have(const node *np);
/* "its +1/+1 counters" ("put its +1/+1 counters on target artifact
 * creature"): the owner (a pronoun, ~), with the kind in *KIND; else NULL. */
const node *ir_possessed_counters(const node *np, const char **kind);
/* "X storage counters", "any number of charge counters": a count the
 * player chooses, the X of the ability (CR 107.3a). */
bool ir_count_is_x(const node *np);
/* "for each storage counter removed this way": is NP the counters a cost
 * removed, of the kind REMOVED names ("X storage counters")?  False for
 * another phrase, or counters of another kind. */
bool ir_counters_removed_this_way(const node *np, const node *removed);
/* Does the name N_NAME N (after "named") name card C itself, by its name
 * or its short name? */
bool ir_name_is_self(const card *c, const node *n);
/* Is N the card itself written as its name ("Sacrifice Blazing Torch"), not
 * "this creature"? */
bool ir_self_by_name(const card *c, const node *n);
/* Does the tree N (and the items after it) name card C anywhere ("Sacrifice
 * Blazing Torch": by its name, not "this creature")? */
bool ir_names_self(const card *c, const node *n);
/* The card's name standing for the card itself (an N_SELF that is not
 * "this creature", "this emblem": "slime counters on Gutter Grime"; not "a
 * card named ~") in N and the items after it, or NULL. */
const node *ir_card_name_in(const node *n);
/* Is NP "WORD" alone, or "WORD controlled by PLAYER" (*BY the player)? */
bool ir_plain_noun(const node *np, const char *word, const node **by);
/* The player phrase of the one "controlled by" qualifier of the object
 * phrase NP ("an opponent" of "a creature an opponent controls"), or NULL. */
const node *ir_controlled_by_of(const node *np);
/* Does NP ("an opponent", "target player", "each player") name players
 * only, in each of its alternatives? */
bool ir_names_players(const node *np);
/* Is WHO, the subject of a condition, the player of a target ("target
 * player", "that player" bound to "target opponent") or a target's
 * controller ("its controller" of "target spell")? (meaning_history.c) */
bool ir_cond_target_player(const node *who);
/* "cards you've drawn this turn", "tokens you created this turn": the one
 * qualifier of NP, what a player did to it (IR_QUAL_DONE_BY), when NP is
 * otherwise the plain noun "card" (*CARDS) or "token"; NULL for another
 * phrase. */
const node *ir_done_to(const node *np, bool *cards);
/* NP in your hand too ("two cards" you discard), a copy made in A. */
node *ir_in_your_hand(arena *a, const node *np);
/* Is NP the noun "card" alone ("a card", "two cards"), with no qualifier? */
bool ir_plain_card(const node *np);
/* The qualifier of kind HOW ("in", "controlled by", "attacking") with a
 * copy of ARG (NULL: none), at R, made in A: what the code generator
 * makes of a relation it names by kind, never by its words. */
node *ir_qualifier_new(arena *a, ir_qual_kind how, const node *arg, src_range r);
/* NP with one more qualifier of kind HOW and ARG ("in your graveyard":
 * IR_QUAL_IN and the zone; "attacking": IR_QUAL_ATTACKING, ARG NULL), a
 * copy made in A. */
node *ir_with_relation(arena *a, const node *np, ir_qual_kind how, const node *arg);
/* "it has a +1/+1 counter on it" (the condition C): the qualifier "with
 * COUNTERS on it" its subject meets, made in A (lower_cond.c, cg_cond.c). */
node *ir_counters_with(arena *a, const node *c);
/* "the battlefield", "exile": the zone phrase (N_ZONE) of ZONE at R, made
 * in A; NULL for a zone ir_zone_phrase reads no N_ZONE of. */
node *ir_zone_node(arena *a, ir_zone zone, src_range r);
/* Does target use TU say "any target" (CR 115.4)? */
bool ir_any_target(const target_use *tu);
/* What target use TU with no object phrase of its own (equip's, scavenge's,
 * "partner with"'s, from sema) targets: a land or a creature, *YOURS when
 * "you control"; IR_TYPE_NONE for a player. */
ir_card_type ir_implied_target(const target_use *tu, bool *yours);
/* The words of target use TU ("creature or player"), as the runtime shows them. */
const char *ir_target_words(const target_use *tu);

/* ---- meaning_ability.c: the phrases of abilities ---------------------- */

/* The event a trigger's verb phrase EV (N_ACTION) names, by its verb
 * ("enter the battlefield", "die", "attack", "become tapped", "deal combat
 * damage", "cast", ...): *OUT; false if none this knows. */
bool ir_event_of(const node *ev, ir_event *out);
/* Is E the event of a verb whose subject is a player and whose object a
 * card or permanent ("you cast a spell", "a player cycles a card")? */
bool ir_event_of_player(ir_event e);
/* "a player taps a land for mana", "you tap ~ for mana", "enchanted land
 * is tapped for mana" (CR 106.12: a mana ability with {T} in its cost is
 * activated): the permanent, and in *PLAYER (if PLAYER) the player who
 * tapped it (NULL: any player); NULL for another phrase ("for mana of the
 * chosen color", "for {C}"). */
const node *ir_tapped_for_mana(const node *ev, const node **player);
/* "one or more cards leave your graveyard", "a creature card leaves an
 * opponent's graveyard": the cards, and in *WHOSE the owner of the
 * graveyard ("your", "an opponent's"); NULL for another phrase. */
const node *ir_leaves_graveyard(const node *ev, const node **whose);
/* "~ is put into exile from the battlefield", "a creature is exiled from
 * the battlefield", "a permanent is returned to a player's hand", "one or
 * more cards are put into exile from your graveyard during your turn", "~
 * is put into your hand from your graveyard": an object moved to exile or
 * to a hand (the event `moved`).  `from` is
 * IR_ZONE_ANY for anywhere ("one or more cards are put into exile"); a
 * permanent with no "from" leaves the battlefield, the only zone where it
 * is one; `whose` the player phrase of the zone's owner ("your hand", "your
 * graveyard": its owner, CR 400.3), NULL for anyone's; `during` a "during
 * your turn" (the N_STEP), or NULL.  Returns the subject, NULL for
 * another phrase. */
typedef struct ir_moved {
    ir_zone to, from;
    const node *whose;
    const node *during;
} ir_moved;
const node *ir_moved_of(const node *ev, ir_moved *out);
/* "a player activates an ability that isn't a mana ability", "you
 * activate an ability of an Elemental", "... a loyalty ability of a
 * Chandra planeswalker": the ability phrase; *OF the permanent it is of
 * (NULL: any), *NOT_MANA for "that isn't a mana ability", *LOYALTY for a
 * loyalty ability; NULL for another phrase ("a ninjutsu ability").  "of an
 * artifact or creature that isn't a mana ability": no permanent is a mana
 * ability, the clause is the ability's; *OF is then the permanent phrase
 * without it, made in PLAIN (two nodes), or the phrase as written when
 * PLAIN is NULL (to know it, not to test it). */
const node *ir_activated_ability(const node *ev, const node **of, bool *not_mana, bool *loyalty, node *plain);
/* "one of your opponents": the players ("your opponents"), of whom the
 * phrase is any one; NULL for another phrase. */
const node *ir_one_of_players(const node *np);
/* "one mana of any type that land produced": is NP ("land", "permanent",
 * after "that") the permanent the trigger event EV taps for mana? */
bool ir_that_tapped_permanent(const node *ev, const node *np);
/* "~ and at least two other creatures attack" (battalion): the others
 * ("other creatures"), at least *N of them attacking with it; NULL for
 * another event. */
const node *ir_attacks_with_others(const node *ev, int *n);
/* "~ attacks with another creature with greater power" (training, CR
 * 702.149a): "another creature with greater power", or NULL. */
const node *ir_attacks_with_greater_power(const node *ev);
/* "one or more +1/+1 counters are put on ~", "one or more loyalty
 * counters are removed from ~": what they are put on (removed from, then
 * *REMOVED), their kind in *KIND (ir_counter_kind); NULL for another event.
 * *EACH for "a +1/+1 counter is put on ~": once for each counter. */
const node *ir_counters_event_of(const node *ev, const char **kind, bool *removed, bool *each);
/* "you put one or more -1/-1 counters on a creature", "... one or more
 * counters on a creature you don't control": what they are put on, the
 * player who puts them in *BY, their kind in *KIND (NULL: "counters", any
 * kind); NULL for another event (counters put on a player). */
const node *ir_counters_put_by(const node *ev, const char **kind, const node **by);
/* "the last ore counter is removed from ~", "... from ~ while it's exiled"
 * (then *EXILED: it is in exile, suspend's time counters): ~, the kind of
 * counter in *KIND; NULL for another event. */
const node *ir_last_counter_removed(const node *ev, const char **kind, bool *exiled);
/* "you get one or more {E}" (energy counters, CR 122.1): the player who
 * gets them, or NULL. */
const node *ir_gets_energy_of(const node *ev);
/* "you clash", "you clash and win" (CR 701.22): the player who clashes, and
 * in *WON whether the event is only a clash they win; or NULL. */
const node *ir_clash_event_of(const node *ev, bool *won);
/* "a spell or ability an opponent controls causes you to discard ~": the
 * discard event it is ("you discard ~", the player its subject) in *OUT,
 * and what caused it ("a spell or ability an opponent controls", to read
 * with ir_targeted_by) in *BY (CR 701.8); false for another event. */
bool ir_caused_discard(const node *ev, node *out, const node **by);
/* "combat damage is dealt to you", "damage is dealt to ~": the event
 * "you are dealt combat damage" in *OUT (one recipient, no list); false
 * for another event. */
bool ir_damage_dealt_to(const node *ev, node *out);
/* "during each opponent's turn", "during your turn" (a modifier of an
 * event): the turn (N_STEP), or NULL for another modifier. */
const node *ir_turn_during(const node *m);
/* "you surveil for the first time each turn", "you cycle another card ...",
 * "~ becomes the target of a spell or ability ...": the event without its
 * "for the first time each turn" in *PLAIN, and true; false for an event
 * without it, or with other words after the verb than it. */
bool ir_first_time_each_turn(const node *ev, node *plain);
/* Is EV "~ attacks for the first time each turn" ("a creature you control
 * attacks ..."): the first time that object is declared an attacker this
 * turn (CR 508.1), no more words after "attacks"? */
bool ir_attacks_first_time(const node *ev);
/* "you cast your second spell each turn", "an opponent draws their first
 * card each turn": N for the N-th spell cast or card drawn this turn by the
 * event's player (any spell, any card); 0 for another phrase. */
/* "an opponent shuffles their library", "you shuffle your library": the
 * trigger event EV is its subject shuffling its own library, nothing more? */
bool ir_shuffles_own_library(const node *ev);
int ir_event_nth_each_turn(const node *ev);
/* "Whenever you cast a spell other than your first spell each turn" (a
 * trigger's event EV): any spell of yours but the first this turn, the
 * second or a later one (meaning_history.c)? */
bool ir_cast_not_first_each_turn(const node *ev);
/* "you cast your first instant or sorcery spell each turn": the spells'
 * description ("first instant or sorcery spell"), N in *N; NULL for
 * another phrase (and for "your second spell each turn": any spell). */
/* "your first instant spell", "their first card" of "you cast your first
 * instant spell each turn", "an opponent draws their first card each
 * turn": the spell cast (card drawn) the event counts, or NULL. */
const node *ir_event_nth_object(const node *ev);
const node *ir_event_nth_kind_each_turn(const node *ev, int *n);
/* The alternatives of an event joined by "or" ("Whenever ~ enters the
 * battlefield or attacks"), or NULL for one event.  An alternative may be
 * a trigger of its own ("At the beginning of your upkeep or whenever you
 * cast a green spell": ir_alt_event gives its event). */
const node *ir_event_alternatives(const node *ev);
const node *ir_alt_event(const node *i);
/* Is the alternative I of ALTS one that another of them covers: "cycle"
 * in "you cycle or discard a card", the discard of the card cycled, which
 * triggers the ability only once (CR 702.29d of the current rules)? */
bool ir_alt_covered(const node *alts, const node *i);
/* "~ attacks and isn't blocked": the attack, or NULL. */
const node *ir_unblocked_attack(const node *ev);
/* "~ becomes attached to a creature", "an Aura becomes attached to ~",
 * "~ becomes unattached from a permanent" (*UNATTACHED): the permanent it
 * becomes attached to (unattached from), or NULL for another event. */
const node *ir_attach_event_of(const node *ev, bool *unattached);
/* "~ becomes the target of a spell or ability": what it becomes the target
 * of ("a spell or ability"), or NULL for another event. */
const node *ir_becomes_target_of(const node *ev);
/* What BY ("a spell", "an ability", "a spell or ability", each perhaps
 * "an opponent controls"; "an Aura spell", "an instant or sorcery spell":
 * a kind of spell, tested on the spell) names, in *OUT; PLURAL: "spells"
 * without an article too.  False for another phrase. */
typedef struct ir_targeting {
    bool spells, abilities;
    bool kinds;                 /* a kind of spell: BY describes the spell itself */
    const node *controllers;    /* not KINDS: the "controlled by" qualifiers (each `q->a` a player) */
} ir_targeting;
bool ir_targeted_by(const node *by, bool plural, ir_targeting *out);
/* "a spell or ability you control counters a spell": the countered spell
 * ("a spell"), the spell or ability in *BY (both, at most one controller);
 * NULL for another event. */
const node *ir_counters_spell_of(const node *ev, ir_targeting *by);
/* "you cast a spell from your graveyard", "a player casts a spell from a
 * graveyard": the zone it was cast from in *ZONE, whose in *WHOSE (you:
 * a card you own; any); "an opponent casts a spell from their hand": the
 * caster's own hand, *WHOSE any (a card in a hand is its player's, CR
 * 400.3); *EXCEPT for "from anywhere other than your hand": from any zone
 * but that one; false for another event. */
bool ir_cast_from(const node *ev, ir_zone *zone, ir_who *whose, bool *except);
/* "cast from a graveyard", "cast from your graveyard" (qualifier Q of a
 * spell): the zone it was cast from, *WHOSE any or you (a card you own);
 * false for another qualifier, or a zone of another player. */
bool ir_qual_cast_from(const node *q, ir_zone *zone, ir_who *whose);

/* A preposition or modifier of a verb phrase (N_PREP, N_MODIFIER, N_DURATION). */
typedef enum ir_prep {
    IR_PREP_NONE, IR_PREP_INTO, IR_PREP_FROM, IR_PREP_TO, IR_PREP_OF, IR_PREP_UNDER_CONTROL_OF,
    IR_PREP_ALONE, IR_PREP_WITH, IR_PREP_BY, IR_PREP_DURING, IR_PREP_ON, IR_PREP_FOR_EACH, IR_PREP_TAPPED,
    IR_PREP_UNTAPPED, IR_PREP_FIRST_TIME_EACH_TURN, IR_PREP_EXCEPT_BY, IR_PREP_FOR, IR_PREP_FROM_COMBAT
} ir_prep;
ir_prep ir_prep_of(const node *m);

/* The determiner of an object phrase (N_OBJECT). */
typedef enum ir_det {
    IR_DET_NONE,            /* none: "creatures" */
    IR_DET_A,               /* "a", "an" */
    IR_DET_ANOTHER, IR_DET_EACH, IR_DET_ALL, IR_DET_NO,
    IR_DET_THE_TARGET_OF,   /* "the target of" (an event's phrase) */
    IR_DET_AT_LEAST,        /* a count with "or more": "one or more creatures" (">=") */
    IR_DET_OTHER, IR_DET_EACH_OTHER, IR_DET_ALL_OTHER,    /* "other creatures" */
    IR_DET_NEXT,            /* "your next instant spell" of a delayed trigger (ir_turn_trigger_of) */
    IR_DET_UNKNOWN,         /* another word */
} ir_det;
ir_det ir_det_of(const node *np);
/* "the top card of your library", "the top two cards of your library"
 * (a cost's: "Exile the top two cards of your library"): how many; 0 for
 * another phrase. */
int ir_top_of_own_library(const node *np);
/* "Put a card from your hand on top of your library" (a cost's; SOURCE
 * IR_ZONE_HAND, TOP true), "put a card from your graveyard on the bottom of
 * your library" ("unless" asks it: IR_ZONE_GRAVEYARD, false): the cards put
 * there; NULL for another action. */
const node *ir_put_on_own_library_of(const node *act, ir_zone source, bool top);

/* "enchanted ...", "equipped ...": what this Aura or Equipment is attached to. */
typedef enum ir_pronoun { IR_PRON_OTHER, IR_PRON_ENCHANTED, IR_PRON_EQUIPPED } ir_pronoun;
ir_pronoun ir_pronoun_of(const node *n);
/* Is N "enchanted player" or "enchanted opponent" (an Aura on a
 * player)?  C: the card it is on. */
bool ir_enchanted_player(const card *c, const node *n);
/* Is NP "the chosen player": the player chosen for the card ("As ~ enters
 * the battlefield, choose an opponent")? */
bool ir_the_chosen_player(const node *np);
/* "the chosen player's hand" ("graveyard", "library"): true, the zone in
 * *ZONE; false for another phrase. */
bool ir_chosen_players_zone(const node *z, ir_zone *zone);

/* The step an N_STEP names ("upkeep", "draw step", "combat", "end step",
 * "end of combat"): *OUT; false for another. */
bool ir_step_of(const node *st, ir_step *out);
/* "if it's your turn", "during your turn", "during your upkeep", "during
 * combat", "during the declare attackers step": the kind of condition C is
 * (IR_CONDITION_YOUR_TURN, _YOUR_UPKEEP, _COMBAT, _STEP with its *STEP);
 * false for another. */
bool ir_turn_cond_of(const node *c, ir_condition_kind *kind, ir_step *step);
/* "before blockers are declared", "after blockers are declared" (M, a
 * duration): true, *AFTER which of the two. */
bool ir_blockers_declared_of(const node *m, bool *after);
/* "if you search your library this way", "if this is the second time
 * this ability has resolved this turn", "if you have a full party",
 * "black is the most common color among all permanents": the kind of
 * condition C is; false for another. */
bool ir_state_cond_of(const node *c, ir_condition_kind *kind);
/* "into a graveyard" ("into graveyards": any of them), "into your
 * graveyard", "into an opponent's graveyard", then "from the battlefield",
 * "from your library" (into your graveyard only), "from a library" (into
 * any graveyard only: its owner's) or "from anywhere" (the modifiers MODS
 * of "is put"):
 * *WHOSE the owner phrase (NULL: any graveyard), *FROM the zone
 * (IR_ZONE_ANY: anywhere); false for other modifiers. */
bool ir_into_graveyard(const node *mods, const node **whose, ir_zone *from);
/* "one or more creatures ...": object phrase NP counted as one or more. */
bool ir_one_or_more(const node *np);
/* "from anywhere" */
bool ir_zone_anywhere(const node *z);
/* "a planeswalker you control" */
bool ir_your_planeswalker(const node *np);

/* A condition's word (N_CONDITIONAL). */
typedef enum ir_cond {
    IR_COND_OTHER, IR_COND_IF, IR_COND_OTHERWISE, IR_COND_UNLESS, IR_COND_AS_LONG_AS,
    IR_COND_AS,             /* "As ~ enters, ..." */
} ir_cond;
ir_cond ir_cond_of(const node *n);
/* A triggered ability's intervening "if" (CR 603.4): "When ..., if ...,
 * ..." as the first sentence of EFFECTS (its list), checked as it triggers
 * and as it resolves, covering the sentences after it; NULL when there is
 * none, or when a sentence after it says what happens "otherwise" (then it
 * is an "if" of the resolving ability only). */
const node *ir_intervening_if(const node *effects);
/* "If ..., A. Otherwise, B.": B, when NEXT (the sentence after an "if"
 * without an otherwise of its own) is "Otherwise, B." standing alone;
 * NULL for another sentence. */
const node *ir_otherwise_of(const node *next);
/* "Equipped creature gets +1/+0. It gets +3/+1 instead as long as ...": ST
 * "X gets +N/+N" alone in a static ability and NEXT, the sentence after
 * it, "It gets +M/+M instead as long as COND": the sentence of NEXT without
 * "instead" (made in AR), COND in *COND, the first applying as long as
 * COND does not hold, the other as long as it does (CR 611.3a); NULL for
 * other sentences. */
const node *ir_instead_as_long_as_of(arena *ar, const node *st, const node *next, const node **cond);
/* Is S a sentence that makes a delayed or reflexive triggered ability
 * ("When you cast your next instant spell this turn, ...", "When you do,
 * ...", "Whenever a creature dies this turn, ...")? */
bool ir_delayed_trigger_sentence(const node *s);
/* "You may pay {1}. When you do, ~ deals 2 damage to target creature": S
 * a reflexive triggered ability (CR 603.12), "When you do, B": B; NULL for
 * another sentence. */
const node *ir_reflexive_of(const node *s);
/* "If you do, ...", "When you do, ...": S depends on whether the statement
 * before it was done. */
bool ir_if_you_do(const node *s);
/* "Put target card from a graveyard on the top or bottom of its owner's
 * library" (the controller chooses which), "Its owner (The owner of target
 * X, Target X's owner) puts it on the top or bottom of their library" (its
 * owner chooses: *OWNER): what is put, its "from" modifier in *FROM (or
 * NULL), the words "on the top or bottom of ..." in *WHERE; NULL for
 * another statement. */
const node *ir_top_or_bottom(const node *act, bool *owner, const node **from, const node **where);
/* The statements (an N_LIST) of ACT, a keyword action the lexicon does not
 * know, as its reminder text defines them (front.c, define_actions), done
 * where it stands (NEXT: the statement after it; OPTIONAL: "you may ...");
 * NULL when they can't be done as written, with *WHERE and *WHY saying
 * which words keep them from it. */
const node *ir_action_definition(arena *a, const node *act, const node *next, bool optional, const node **where,
                                 const char **why);
/* "Whenever a creature attacks this turn, ...", a paragraph of an instant or
 * sorcery (card C): the delayed triggered ability its resolution makes,
 * which triggers each time until the turn ends (CR 603.7b): a copy of AB
 * without the event's "this turn"; NULL if AB is not one.  "When you cast
 * your next instant or sorcery spell this turn, ...": one that triggers
 * once (ir_turn_trigger_once), its event "you cast" that spell (determiner
 * IR_DET_NEXT).  "At the beginning of your next upkeep, ...": one that
 * lasts until it triggers once (ir_turn_trigger_lasts). */
const ability *ir_turn_trigger_of(arena *a, const card *c, const ability *ab);
/* The same of a Saga's chapter ability AB, "III — Whenever an Elf you
 * control attacks this turn, ...": the delayed triggered ability the
 * chapter ability makes as it resolves (CR 714.2b, 603.7b), or NULL. */
const ability *ir_chapter_turn_trigger_of(arena *a, const card *c, const ability *ab);
/* "Whenever a creature dies this turn, you gain 1 life", "Until end of
 * turn, whenever a creature is dealt damage, destroy it": S, a sentence of
 * an ability, makes as it resolves a delayed triggered ability that
 * triggers each time until the turn ends (CR 603.7b): that ability (its
 * event without "this turn", its one sentence), with *OUTSIDE the first
 * word in it that it cannot say alone (NULL: none): a pronoun that names
 * what the ability acted on before ("that creature", CR 603.7c), or a
 * target (the ability's, chosen as it is put on the stack); NULL if S is
 * not one.  "When ... this turn" triggers once (ir_turn_trigger_once).
 * "When that creature dies this turn, ...": *LINKED the target "that
 * creature" names, which the delayed ability is linked to as it is made
 * (CR 603.7c): its event is about that object, and the pronouns naming the
 * target in it name the event's object (NULL: none). */
const ability *ir_sentence_turn_trigger_of(arena *a, const node *s, const node **outside, const node **linked);
/* Is S, a sentence ir_sentence_turn_trigger_of reads, "Until your next turn,
 * whenever ..." (the delayed ability lasts until its controller's next turn
 * begins, CR 603.7b), rather than "this turn"? */
bool ir_turn_trigger_until_next_turn(const node *s);
/* A pronoun in LATER (a statement and those after it) naming what OBJ
 * names ("It gains haste" after "return it ... at the beginning of your
 * next upkeep"), or NULL. */
const node *ir_names_again(const node *obj, const node *later);
/* Does DELAYED, which ir_turn_trigger_of made, trigger once ("when ... your
 * next ...") rather than each time ("whenever")? */
bool ir_turn_trigger_once(const ability *delayed);
/* Does DELAYED, which ir_turn_trigger_of made of "At the beginning of your
 * next upkeep, ...", last past this turn, until it triggers once, the next
 * time (CR 603.7c: "At the beginning of your upkeep, ...")? */
bool ir_turn_trigger_lasts(const ability *delayed);
/* Does the text at R lie in the B of a reflexive triggered ability (above)
 * that the sentence N, or one inside it, makes? */
bool ir_in_reflexive(const node *n, src_range r);
/* "This spell costs {2} less to cast if it targets a black permanent": C,
 * "it (this spell) targets DESCRIPTION" (present tense, a description of
 * objects): the description; NULL for another condition. */
const node *ir_self_targets_of(const node *c);
/* "If a creature is dealt damage this way, ...": C's subject ("a
 * creature", a description of one); NULL for another condition. */
const node *ir_dealt_damage_this_way_of(const node *c);
/* "If this is the third time this ability has resolved this turn", "if
 * this is the first or second time ...": the times C names (bit N-1 for
 * the Nth, up to the fifth); 0 for another condition. */
unsigned ir_resolved_nth_of(const node *c);

/* ---- static abilities, replacement and prevention: meaning_static.h --- */
#include "meaning_static.h"

/* ---- costs and activation (meaning_ability.c) -------------------------- */

/* An entry of an activated ability's cost list (CR 602.1). */
typedef enum ir_cost_entry { IR_CE_OTHER, IR_CE_MANA, IR_CE_TAP, IR_CE_UNTAP, IR_CE_ACTION } ir_cost_entry;
ir_cost_entry ir_cost_entry_of(const node *c);
/* The number a counted phrase says as a constant: "two cards", "a
 * creature", "another creature", the "2" of "Pay 2 life"; -1 for another. */
int ir_constant_count(const node *np);
/* A loyalty cost (CR 606.4): "+1", "0", "−2" (either minus sign): *N the
 * counters put on (negative: removed); false for another word. */
bool ir_loyalty_of(const node *w, int *n);
/* Is W a loyalty cost "−X" (CR 606.4 of the current rules: X loyalty
 * counters removed, X chosen as the ability is activated, 107.3a)? */
bool ir_loyalty_x_of(const node *w);
/* "Activate only ..." (N_MODIFIER S), and what one of its restrictions R says. */
typedef enum ir_timing {
    IR_TIMING_OTHER, IR_TIMING_SORCERY, IR_TIMING_ONCE,
    IR_TIMING_ONCE_EVER,            /* "Activate only once": by the object it is (CR 400.7) */
    IR_TIMING_BEFORE_ATTACKERS,     /* "during your turn, before attackers are declared" */
} ir_timing;
bool ir_activate_only(const node *s);
/* "Any player may activate this ability." said alone (CR 602.2 of the
 * current rules: the object says otherwise; its activator controls it),
 * or "... but only as a sorcery" (*SORCERY). */
bool ir_any_player_may_activate(const node *s, bool *sorcery);
ir_timing ir_timing_of(const node *r);
/* "(return it to the battlefield) with a +1/+1 counter on it", "(exile
 * it) with a hit counter on it": WITH, a modifier of ACT, an action that
 * moves its object, and the "on" after it naming
 * that object, which is a pronoun or the card, or else WITH comes after
 * where it goes ("put a card ... with a study counter on it into your
 * hand" says which card); the counters' kind, *N how many; NULL for
 * another modifier (time counters too: a card with suspend exiled with
 * them is suspended, CR 702.62b, as the runtime knows). */
const char *ir_moved_with_counters(const node *act, const node *with, int *n);
/* "This ability triggers only once each turn" (statement S of a triggered
 * ability). */
bool ir_triggers_once_each_turn(const node *s);
/* Is the trigger event EV a state ("When you control no Islands", "When
 * you have 10 or less life", "When there are no creatures on the
 * battlefield", "When ~'s power is 7 or greater"): a state-triggered
 * ability (CR 603.8), whose event is the condition EV holding
 * (meaning_rule.c)?  A state has no parts a pronoun could name. */
bool ir_state_trigger_of(const node *ev);
/* The chapter numbers of a Saga's chapter ability, from its LABEL ("I,
 * II"): bit N for chapter N (CR 714.2 of the current rules); 0 for no
 * such label (NULL, an ability word). */
unsigned ir_chapters_of(const char *label);
/* Leveler cards (CR 711 of the current rules; meaning_level.c): is AB a
 * level symbol's paragraph, "LEVEL 2-3" (*LO 2, *HI 3) or "LEVEL 4+" (*HI
 * 0: no upper bound)?  *LO 0 when its range is not one (refused by name). */
bool ir_level_symbol_of(const ability *ab, int *lo, int *hi);
/* The band of AB, an ability of card C after a level symbol: the range of
 * level counters the permanent has AB within (CR 711.2a, 711.2b); false
 * for an ability before the first (or a symbol itself). */
bool ir_level_band_of(const card *c, const ability *ab, int *lo, int *hi);
/* Is AB a band's power and toughness line ("2/4"): the base power and
 * toughness the permanent has within the band (CR 711.2a, 613.4b)? */
bool ir_level_pt_of(const ability *ab, int *power, int *toughness);
/* "Cast this spell only during the declare attackers step and only if
 * you've been attacked this step" (CR 601.3 of the current rules): the
 * conditions joined by "and" (an N_LIST of steps, conditions and "you've
 * been attacked this step"), or NULL (meaning_rule.c). */
const node *ir_cast_only_all_of(const node *st);
/* Is C "you've been attacked this step": a creature attacks you? */
bool ir_attacked_this_step_of(const node *c);
/* C "you attacked with creatures with total power 6 or greater this
 * combat" (the Pack tactics condition, CR 508.1a): the comparison ("6 or
 * greater") the total power of those creatures, as they were declared
 * attackers, is held to; else NULL (meaning_rule.c). */
const node *ir_attacked_total_power_of(const node *c);
/* Is C "you have a full party": four creatures in your party (CR 700.8
 * of the current rules; meaning_rule.c)? */
bool ir_full_party_of(const node *c);
/* "~ blocks each combat if able", "~ attacks or blocks each combat if
 * able" (requirements of a static ability, CR 509.1c, 508.1d): the
 * subject, *ATTACKS_TOO for the second; else NULL (meaning_rule.c). */
const node *ir_must_block_of(const node *st, bool *attacks_too);
/* "~ blocks each combat if able" (not "attacks or blocks"): the subject,
 * as ir_must_block_of gives it; else NULL. */
const node *ir_blocks_each_combat_of(const node *st);
/* "All creatures able to block ~ do so", "... enchanted creature do so"
 * (a requirement of a static ability, CR 509.1c): the blockers, each of
 * them (a copy without "able to"), *ATTACKER what they must block; else
 * NULL (meaning_rule.c). */
const node *ir_lure_of(arena *a, const node *st, const node **attacker);
/* "A deck can have any number of cards named ~", "... up to seven cards
 * named ~" (CR 100.2a), "~ can be your commander" (CR 903.3d of the current
 * rules): a rule of deck construction, nothing in a game? */
bool ir_deck_rule_of(const node *st);
/* "When enchanted Forest is put into a graveyard", "If a permanent would
 * be put into a graveyard": the permanent an Aura or Equipment is attached
 * to, one a player controls, or a permanent, put into a graveyard, says no
 * "from" (it can only come from the battlefield, CR 110.1); true for such an event
 * of verb "put" with "into a graveyard" or "into your (an opponent's)
 * graveyard" alone, *WHOSE the owner phrase (NULL: any) (meaning_rule.c). */
bool ir_permanent_into_graveyard(const node *ev, const node **whose);
/* "As an additional cost to cast this spell, ..." (N_CONDITIONAL S). */
bool ir_additional_cost(const node *s);
/* The keyword of card C with {X} in its cost ("Kicker {X}", "Morph
 * {X}{B}{B}"); with CASTING, only one paid with the spell's mana cost as
 * it is cast (kicker, buyback, entwine); NULL if none. */
const node *ir_keyword_with_x(const card *c, bool casting);
/* Is C an Aura, or a card with bestow, an Aura when cast bestowed (CR
 * 702.103b): its "enchanted creature" is the permanent it is attached to? */
bool ir_card_may_be_aura(const card *c);
/* Is X in ability AB of card C (NULL: the card's spell) the value chosen
 * for it as it is paid (CR 107.3a, 107.3k): {X} in the spell's mana cost,
 * in a kicker, buyback or entwine cost, or X in its additional cost
 * ("discard X cards"), {X} or an X count in
 * an activated ability's costs ("{X}, {T}:", "Remove X counters"); with
 * OF_SPELL (how the permanent enters, CR 107.3m), the X of the spell it
 * was.  The one reading of where X comes from: lowering and the code
 * generator refuse any other X that no "where X is" defines. */
bool ir_x_is_paid(const card *c, const ability *ab, bool of_spell);
/* "When ~ enters the battlefield, ...": AB triggers as the card itself
 * enters, so its X is the spell's (CR 107.3m) when it is the card's own. */
bool ir_enters_trigger_of_self(const ability *ab);
/* The triggered ability of card C its exploit keyword's reminder text is
 * ("When this creature enters, you may sacrifice a creature", CR
 * 702.110a), or NULL. */
const ability *ir_exploit_ability(const card *c);
/* The label of AB, an ability of card C, is no ability word (which has no
 * rules meaning, CR 207.2c) but a keyword restricting its ability, whose
 * rules only its reminder text says: Boast, Forecast (CR 702.142a,
 * 702.57a), Max speed (a condition: as long as you have max speed), or a
 * label the paragraph's reminder text names ("Exhaust —
 * ... (Activate each exhaust ability only once.)"; "Companion — ..."). */
bool ir_label_is_keyword(const card *c, const ability *ab);
/* Is AB an activated ability whose label is such a keyword, its reminder
 * text "(Activate each exhaust ability only once.)" (CR 702.177a of the
 * current rules): the rule an exhaust ability has, activated only once? */
bool ir_label_once(const card *c, const ability *ab);
/* Is AB an activated ability labelled "Boast —" (CR 702.142a of the
 * current rules): activated only if its permanent attacked this turn and
 * only once each turn, as its reminder text says? */
bool ir_label_boast(const ability *ab);
/* AB's modes each have an additional cost ("+ {1} — ...", a spree card's,
 * CR 702.172a of the current rules). */
bool ir_cost_modes(const ability *ab);

/* ---- keyword abilities (meaning_ability.c) ------------------------------ */

typedef enum ir_kw_ability {
    IR_KA_NONE = -1,
#define IR_KEYWORD_ABILITY(id, name) id,
#include "ir.def"
} ir_kw_ability;
/* The keyword ability keyword node K (N_KEYWORD) is; typecycling is
 * IR_KA_CYCLING.  IR_KA_NONE for another. */
ir_kw_ability ir_kw_ability_of(const node *k);
/* A keyword whose rule is a rule of the game for its object, not a keyword
 * bit, as a keyword granted: IR_KA_BANDING ("gains banding", "have banding";
 * CR 702.22), IR_KA_PHASING ("has phasing", 702.26); else IR_KA_NONE. */
ir_kw_ability ir_keyword_rule(const node *k);
/* The keyword ability a known keyword's lower-case name (an IR keyword's) is. */
ir_kw_ability ir_kw_ability_named(const char *name);
/* Its lower-case name ("cycling"); NULL for none. */
const char *ir_kw_ability_name(ir_kw_ability k);
/* Cycling, or typecycling (CR 702.29e) and its type: "basic landcycling",
 * "landcycling", "mountaincycling" (*SUBTYPE "mountain", a copy in A). */
typedef enum ir_cycling { IR_CYCLING_PLAIN, IR_CYCLING_BASIC_LAND, IR_CYCLING_LAND, IR_CYCLING_SUBTYPE } ir_cycling;
ir_cycling ir_cycling_of(arena *a, const node *k, const char **subtype);
/* The same, of a known keyword's lower-case name (an IR keyword's). */
ir_cycling ir_cycling_named(arena *a, const char *name, const char **subtype);
/* The number of a keyword ("Bushido 2", "Crew 3"): its N_AMOUNT's; -1 if none. */
int ir_keyword_number(const node *k);
/* Protection's qualities (CR 702.16a) "from black and from red", "from all
 * colors", "from artifacts", "from multicolored", "from everything": a set
 * of 1 << ir_color and the IR_PROT_ bits; 0 for another quality. */
enum { IR_PROT_MULTICOLORED = 1 << 5, IR_PROT_EVERYTHING = 1 << 6, IR_PROT_ARTIFACTS = 1 << 7,
       IR_PROT_CREATURES = 1 << 8, IR_PROT_ENCHANTMENTS = 1 << 9 };
unsigned ir_protection_of(const node *list);
/* "This spell can't be countered" (the statement S). */
bool ir_uncounterable(const node *s);

/* ---- the card (meaning_filter.c) ------------------------------------- */

/* The card types and supertypes of C's type line, as sets of
 * 1 << ir_card_type and 1 << ir_supertype. */
unsigned ir_card_types(const card *c);
/* Is AB a room of C, a dungeon card (CR 309.4 of the current rules): a
 * paragraph of a Dungeon with a label, the room's name ("Cave Entrance —
 * Scry 1. → Goblin Lair, Mine Tunnels"; docs/card-format.md)? */
bool ir_is_room(const card *c, const ability *ab);
/* Is C a dungeon card (type line "Dungeon", CR 309.2)? */
bool ir_card_is_dungeon(const card *c);
/* Is C an Adventure, the spell half of an adventurer card (CR 715)? */
bool ir_card_is_adventure(const card *c);
unsigned ir_card_supertypes(const card *c);
/* The card named NAME in the list from LIST, or NULL. */
const card *ir_card_named(const card *list, const char *name);
/* The text of range R of C's source, a copy in A. */
const char *ir_range_text(arena *a, const card *c, src_range r);

#endif
