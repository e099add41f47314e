/* cardrt/game.h — games, players and objects; the stack; what a resolving
 * spell or ability does. Part of the public API; include <cardrt.h>, which
 * includes this file. */
#ifndef CARDRT_GAME_H
#define CARDRT_GAME_H
#ifndef CARDRT_H
#error "include <cardrt.h>, not <cardrt/game.h>"
#endif

/* ---- Games, players, objects -------------------------------------------- */

CARDRT_API cardrt_game *cardrt_game_new(unsigned nplayers, int starting_life, uint64_t seed);
/* The starting life total the game was made with (CR 103.4): "if you have
 * at least 10 life more than your starting life total". */
CARDRT_API int cardrt_starting_life(const cardrt_game *g);
CARDRT_API void cardrt_game_free(cardrt_game *g);
/* An independent copy (for search and simulation); NULL if out of memory. */
CARDRT_API cardrt_game *cardrt_game_clone(const cardrt_game *g);
/* Who answers choices (NULL: the deterministic default). */
CARDRT_API void cardrt_set_chooser(cardrt_game *g, cardrt_chooser fn, void *user);
/* Who is told of every event (NULL: nobody).  A clone keeps the chooser and
 * the observer. */
CARDRT_API void cardrt_set_observer(cardrt_game *g, cardrt_observer fn, void *user);
/* The next coin flip of the game (CR 705) is won (WON) or lost, in the
 * order queued (at most CARDRT_MAX_FLIPS waiting), rather than at random
 * by the game's seeded generator: for a host whose players flip real
 * coins, and for tests.  CARDRT_EINVAL when the queue is full. */
#define CARDRT_MAX_FLIPS 16
CARDRT_API cardrt_status cardrt_queue_flip(cardrt_game *g, bool won);
/* The next die rolled in the game (CR 706) shows RESULT, in the order
 * queued (at most CARDRT_MAX_ROLLS waiting), rather than a number at random
 * from the game's seeded generator; a result greater than the die's sides
 * is taken as its greatest.  CARDRT_EINVAL when the queue is full or
 * RESULT is less than 1. */
#define CARDRT_MAX_ROLLS 16
CARDRT_API cardrt_status cardrt_queue_roll(cardrt_game *g, int result);

/* Put a new object made from DEF into ZONE, owned and controlled by PLAYER.
 * A permanent put onto the battlefield this way has been under its
 * controller's control since the turn began.  *ID gets its id. */
CARDRT_API cardrt_status cardrt_object_new(cardrt_game *g, const cardrt_card_def *def,
                                           unsigned player, cardrt_zone zone, cardrt_id *id);
/* Create a token from DEF on the battlefield under PLAYER's control: it
 * enters as a permanent does (triggers see it enter). */
CARDRT_API cardrt_status cardrt_create_token(cardrt_game *g, const cardrt_card_def *def,
                                             unsigned player, cardrt_id *id);
/* An emblem (CR 114 of the current rules) made from DEF in the command zone,
 * owned and controlled by PLAYER: an object with no characteristics but
 * DEF's abilities (114.3), which nothing removes (114.4 has them function
 * there: its static abilities apply, its triggered abilities trigger, with
 * PLAYER their controller).  *ID gets its id.  cardrt_zone_size(G, PLAYER,
 * CARDRT_COMMAND) counts PLAYER's emblems. */
CARDRT_API cardrt_status cardrt_emblem_new(cardrt_game *g, const cardrt_card_def *def, unsigned player,
                                           cardrt_id *id);
/* A card PLAYER owns outside the game (CR 400.11; in a casual game, their
 * sideboard), made from DEF: an object in CARDRT_OUTSIDE, in no zone of the
 * game, which no effect sees until one puts it into the game (learn's
 * Lesson card, cardrt_fx_learn: cardrt_move from CARDRT_OUTSIDE to another
 * zone is a zone change into the game; no move puts a card back outside).
 * *ID gets its id.  cardrt_zone_size(G, PLAYER, CARDRT_OUTSIDE) counts
 * them. */
CARDRT_API cardrt_status cardrt_outside_new(cardrt_game *g, const cardrt_card_def *def, unsigned player,
                                            cardrt_id *id);
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
/* Has PLAYER the city's blessing (ascend, CR 702.131 of the current rules)?
 * A player who has it keeps it for the rest of the game. */
CARDRT_API bool cardrt_has_city_blessing(const cardrt_game *g, unsigned player);
/* The monarch (CR 724 of the current rules): the player who is, -1 when none
 * is.  cardrt_become_monarch makes PLAYER the monarch, the one who was no
 * longer (724.3).  The monarch draws a card at the beginning of their end
 * step, and a creature's controller becomes the monarch when it deals them
 * combat damage: triggered abilities with no source, controlled by the
 * monarch as they trigger (724.2). */
CARDRT_API int cardrt_monarch(const cardrt_game *g);
CARDRT_API cardrt_status cardrt_become_monarch(cardrt_game *g, unsigned player);
/* Dungeons (CR 309 of the current rules).  cardrt_add_dungeon offers DEF, a
 * dungeon card (one with room abilities, cardrt_room; room 1 its topmost),
 * to the players who venture into the dungeon: a host adds the dungeons of
 * its card set before the game begins (at most 8; CARDRT_EINVAL for a card
 * with no room 1).  cardrt_venture: PLAYER ventures into the dungeon (CR
 * 701.49): with no dungeon, they choose one among those added
 * (CARDRT_CHOOSE_NAME, prompt "dungeon", the first by default) and put
 * their venture marker on its topmost room; else they move it into a room
 * their room leads to (prompt "room", where two branch); on the
 * bottommost room, they complete that dungeon first.  Entering a room
 * triggers its room ability (CARDRT_EV_VENTURE); a dungeon whose marker is
 * on its bottommost room is completed once that room's ability has left
 * the stack (CR 309.7, CARDRT_EV_DUNGEON_COMPLETED).  cardrt_dungeon_name and
 * cardrt_dungeon_room: PLAYER's dungeon and room (NULL: none);
 * cardrt_dungeons_completed: how many dungeons PLAYER completed. */
CARDRT_API cardrt_status cardrt_add_dungeon(cardrt_game *g, const cardrt_card_def *def);
CARDRT_API cardrt_status cardrt_venture(cardrt_game *g, unsigned player);
CARDRT_API const char *cardrt_dungeon_name(const cardrt_game *g, unsigned player);
CARDRT_API const char *cardrt_dungeon_room(const cardrt_game *g, unsigned player);
CARDRT_API int cardrt_dungeons_completed(const cardrt_game *g, unsigned player);
/* The game is over: every player but one has lost, or all have (a draw). */
CARDRT_API bool cardrt_game_over(const cardrt_game *g, bool *draw, unsigned *winner);

/* Object ids run from 1 to cardrt_object_count(); an object that ceased to
 * exist (a token that left the battlefield) is in CARDRT_NOWHERE. */
CARDRT_API unsigned cardrt_object_count(const cardrt_game *g);
CARDRT_API cardrt_zone cardrt_zone_of(const cardrt_game *g, cardrt_id obj);
/* The top card of PLAYER's library ("as long as the top card of your
 * library is a creature card"); 0 when it is empty. */
CARDRT_API cardrt_id cardrt_top_card(const cardrt_game *g, unsigned player);
/* The card OBJ was made from (its printed characteristics). */
CARDRT_API const cardrt_card_def *cardrt_def_of(const cardrt_game *g, cardrt_id obj);
/* Activated ability INDEX (from 0, as cardrt_activate numbers them) OBJ has
 * now, or NULL. */
CARDRT_API const cardrt_activated_def *cardrt_activated_of(const cardrt_game *g, cardrt_id obj,
                                                           unsigned index);
CARDRT_API unsigned cardrt_owner(const cardrt_game *g, cardrt_id obj);
/* Commander (CR 903.3): CARD, not a token, is its owner's commander from
 * now on, in every zone (a copy of it is not); a host sets it up before the
 * game begins.  cardrt_commanders_controlled counts the commanders on the
 * battlefield PLAYER controls, with OWNER >= 0 only those OWNER owns ("if
 * you control your commander": the commander you own). */
CARDRT_API cardrt_status cardrt_set_commander(cardrt_game *g, cardrt_id card);
CARDRT_API bool cardrt_is_commander(const cardrt_game *g, cardrt_id obj);
CARDRT_API int cardrt_commanders_controlled(const cardrt_game *g, unsigned player, int owner);
/* The colors (CARDRT_WHITE ... bits) no other color is that of more
 * permanents on the battlefield than: the most common colors among all
 * permanents, ties included (a permanent of several colors counts for each;
 * with no colored permanent, all five). */
CARDRT_API unsigned cardrt_most_common_colors(const cardrt_game *g);
CARDRT_API bool cardrt_is_tapped(const cardrt_game *g, cardrt_id obj);
/* Is OBJ, a permanent, modified (CR 700.9 of the current rules): with a
 * counter on it, equipped, or enchanted by an Aura its controller controls?
 * An object that has left the battlefield: as it last was there, with the
 * counters and attachments it left with ("Whenever a modified creature
 * you control dies", CR 603.10a). */
CARDRT_API bool cardrt_is_modified(const cardrt_game *g, cardrt_id obj);
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
/* How much of the mana spent to cast OBJ (as cardrt_mana_spent) came from
 * a Treasure: mana a Treasure's mana ability added ("if mana from a
 * Treasure was spent to cast it"; a Treasure's mana is spent before other
 * mana of its kind). */
CARDRT_API int cardrt_mana_spent_treasure(const cardrt_game *g, cardrt_id obj);
/* How much of it came from snow sources ("If {S} was spent to cast this
 * spell", CR 107.4h of the current rules). */
CARDRT_API int cardrt_mana_spent_snow(const cardrt_game *g, cardrt_id obj);
/* What an Aura or Equipment is attached to (0: nothing). */
CARDRT_API cardrt_id cardrt_attached_to(const cardrt_game *g, cardrt_id obj);
/* Is OBJ on the battlefield attached to HOST, or was it until HOST left
 * the battlefield, its last move (a leaves-the-battlefield ability looks
 * back, CR 603.10a: "When enchanted Forest is put into a graveyard")?  Also
 * when OBJ left the battlefield attached to HOST together with it ("destroy
 * all nonland permanents": Valor of the Worthy sees its creature leave). */
CARDRT_API bool cardrt_was_attached_to(const cardrt_game *g, cardrt_id obj, cardrt_id host);
/* The player the Aura AURA on the battlefield enchants ("Enchant player",
 * CR 303.4 of the current rules: "enchanted player"); -1 if none. */
CARDRT_API int cardrt_enchanted_player(const cardrt_game *g, cardrt_id aura);
/* How many permanents with the subtype SUBTYPE ("Aura", "Equipment"; NULL:
 * any) are attached to OBJ. */
CARDRT_API int cardrt_attachments(const cardrt_game *g, cardrt_id obj, const char *subtype);
/* Do A and B share a creature type (CR 205.3m; a changeling has every
 * creature type, and so shares one with any object that has one)? */
CARDRT_API bool cardrt_shares_creature_type(const cardrt_game *g, cardrt_id a, cardrt_id b);
/* Is OBJ's name NAME? */
CARDRT_API bool cardrt_has_name(const cardrt_game *g, cardrt_id obj, const char *name);
/* Has OBJ's mana cost, by its copiable values, the symbol SYMBOL as written
 * ("{X}": "a spell with {X} in its mana cost", CR 107.3, 202.1)?  "{P}"
 * stands for any Phyrexian mana symbol ({R/P}, {G/W/P}; CR 107.4f). */
CARDRT_API bool cardrt_mana_cost_has(const cardrt_game *g, cardrt_id obj, const char *symbol);
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
/* Is the text of the ability of the event EV TEXT: the ability activated
 * or resolving, or whose effect sacrificed the event's permanent
 * (CARDRT_EV_SACRIFICE: "When ~ exploits a creature", CR 702.110b)? */
CARDRT_API bool cardrt_event_text_is(const cardrt_event *ev, const char *text);

/* Characteristics after every continuous effect (the layers of 418.5a).
 * The name is a copiable value: a copy has the name of what it copies. */
CARDRT_API const char *cardrt_name(const cardrt_game *g, cardrt_id obj);
/* Its mana cost as written ("{2}{U}"), a copiable value too; NULL for none. */
CARDRT_API const char *cardrt_mana_cost_of(const cardrt_game *g, cardrt_id obj);
CARDRT_API unsigned cardrt_controller(const cardrt_game *g, cardrt_id obj);
/* The controller of the delayed triggered ability whose match function the
 * game is asking about an event (CR 603.7d: the player who controlled the
 * ability that made it): "at the beginning of your next upkeep" asks for
 * an upkeep of that player's turn.  0 when none is being asked. */
CARDRT_API unsigned cardrt_trigger_controller(const cardrt_game *g);
/* While the `matches` of a delayed triggered ability linked to objects is
 * asked (cardrt_fx_turn_trigger_linked): is OBJ one of them, as it was when
 * the ability was made, or as the event being matched has just moved it
 * from its zone ("When that creature dies this turn")?  False otherwise. */
CARDRT_API bool cardrt_trigger_linked(const cardrt_game *g, cardrt_id obj);
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
/* "You" in a description of SOURCE's text ("target creature you control"):
 * SOURCE's controller while it is on the battlefield or the stack; when it
 * has left (sacrificed to pay for the ability, a token that ceased to
 * exist), the controller of the spell or ability whose targets or effect
 * are being checked, if SOURCE is its source (CR 109.5: an ability's "you"
 * is its controller), else its last known controller. */
CARDRT_API unsigned cardrt_you(const cardrt_game *g, cardrt_id source);
CARDRT_API unsigned cardrt_last_colors(const cardrt_game *g, cardrt_id obj);
CARDRT_API unsigned cardrt_last_types(const cardrt_game *g, cardrt_id obj);
CARDRT_API bool cardrt_last_has_keyword(const cardrt_game *g, cardrt_id obj, cardrt_keyword k);
CARDRT_API bool cardrt_last_has_subtype(const cardrt_game *g, cardrt_id obj, const char *name);
/* KIND NULL: the counters of every kind together. */
CARDRT_API int cardrt_last_counter_count(const cardrt_game *g, cardrt_id obj, const char *kind);
/* STAT (CARDRT_STAT_POWER, _TOUGHNESS, _MANA_VALUE) of OBJ as it is, or as
 * it last was on the battlefield ("target attacking creature with lesser
 * power" after the creature with mentor has left); 0 for another STAT. */
CARDRT_API int cardrt_last_stat(const cardrt_game *g, cardrt_id obj, int stat);

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
    /* "deals 3 damage divided as you choose among one, two, or three
     * targets": the amount each target gets, in the order of the targets of
     * the slot it divides among, announced as it is cast (CR 601.2d), each
     * at least 1; none (NDIVIDED 0): the first target gets all but 1 for
     * each other one (cardrt_fx_damage_divided) */
    const int *divided;
    unsigned ndivided;
    /* How many times the caster pays the cost its card lets them pay any
     * number of times (replicate, CARDRT_COST_REPLICATE; multikicker,
     * CARDRT_COST_MULTIKICKER; 0: none). */
    unsigned times;
    /* Assist (CR 702.132a, a card with CARDRT_COST_ASSIST): player ASSIST_BY,
     * another than the caster, pays ASSIST of the generic mana of the
     * spell's total cost from their own pool (0: nobody helps). */
    unsigned assist, assist_by;
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
    CARDRT_PLAY_FORETOLD = 256, /* cast from exile for its foretell cost (702.143a): the
                                 * runtime sets it ("if this spell was foretold") */
    CARDRT_PLAY_EXILE_INSTEAD = 512, /* put into a graveyard from the stack, it is exiled
                                 * instead (cardrt_fx_cast: "If that spell would be put into
                                 * your graveyard, exile it instead"); the runtime sets it */
    CARDRT_PLAY_JUMP_START = 1024, /* cast from the graveyard with jump-start
                                 * (CARDRT_COST_FROM_GRAVEYARD): exiled instead of going
                                 * anywhere else from the stack; the runtime sets it */
    CARDRT_PLAY_BLITZED = 2048, /* its blitz cost instead of its mana cost (CARDRT_COST_BLITZ) */
    CARDRT_PLAY_MADNESS = 4096, /* cast from exile for its madness cost (702.35a of the current
                                 * rules, cardrt_fx_madness): the runtime sets it */
    CARDRT_PLAY_BESTOWED = 8192, /* its bestow cost instead of its mana cost (CARDRT_COST_BESTOW):
                                 * an Aura spell; its one target is PLAY's first (702.103b) */
    CARDRT_PLAY_NOT_SORCERY_TIME = 16384, /* cast at a time a sorcery couldn't have been (CR
                                 * 307.1: not in its caster's main phase with the stack
                                 * empty); the runtime sets it */
    CARDRT_PLAY_OVERLOADED = 32768, /* its overload cost instead of its mana cost
                                 * (CARDRT_COST_OVERLOAD, 702.96a of the current rules):
                                 * no targets, the spell the card's `overloaded` one */
    CARDRT_PLAY_ESCAPED = 65536, /* cast from the graveyard for its escape cost
                                 * (CARDRT_COST_ESCAPE, 702.138a of the current rules): the
                                 * runtime sets it; "~ escapes with" and "if it escaped" ask it */
    CARDRT_PLAY_ADVENTURE = 131072, /* cast as its Adventure (CR 715.3 of the current rules): the
                                 * spell is the card's other face (CARDRT_LAYOUT_ADVENTURE); as
                                 * it resolves it is exiled, and its controller may cast the
                                 * card, not as an Adventure, from exile while it stays there
                                 * (715.3d) */
    CARDRT_PLAY_AWAKENED = 262144, /* its awaken cost instead of its mana cost
                                 * (CARDRT_COST_AWAKEN, 702.113a of the current rules): its
                                 * last target, after its own, is a land its caster controls */
    CARDRT_PLAY_EMERGED = 524288, /* its emerge cost instead of its mana cost, a creature
                                 * sacrificed (CARDRT_COST_EMERGE, 702.119a of the current
                                 * rules) */
};
/* The options OBJ was cast with (CARDRT_PLAY_* bits): while it is a spell on
 * the stack, and, for a permanent spell that resolved, as long as the
 * permanent stays on the battlefield ("if it was kicked", CR 702.33d), then,
 * once it has left, as it last existed there (CR 603.4: "When ~ enters the
 * battlefield, if it was kicked, ..." resolving after it died) until the
 * card moves again; 0 otherwise. */
CARDRT_API unsigned cardrt_cast_options(const cardrt_game *g, cardrt_id obj);
/* How many times OBJ's caster paid the cost it may pay any number of times
 * (cardrt_play.times: "for each time it was kicked", CR 702.33c), with the
 * same lifetime as cardrt_cast_options; 0 otherwise. */
CARDRT_API unsigned cardrt_cast_times(const cardrt_game *g, cardrt_id obj);

/* Cast the spell OBJ from its owner's hand, or, for an instant or sorcery
 * with flashback, from their graveyard (PLAY may be NULL: no choices).
 * Options the card has no cost for are CARDRT_EINVAL.
 * Illegal or repeated targets refuse the cast with CARDRT_ETARGET, a wrong
 * number of modes with CARDRT_EINVAL, a cost that cannot be paid with
 * CARDRT_ECOST (under strict mana, a card with no mana cost cast for it
 * among them: CR 118.6 of the current rules), the wrong time with CARDRT_ETIMING (CR 409: a sorcery, or a
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

/* Activated and triggered abilities on the stack, as targets (CR 113.7a
 * of the current rules, 115.1): a CARDRT_REF_ABILITY ref names one by its
 * number ABILITY.  Its kind (CARDRT_ABILITY_ACTIVATED or _TRIGGERED; 0 if no
 * such ability is on the stack: it has resolved or was countered), its
 * controller (-1: none) and its source (0: none); the topmost ability on
 * the stack whose source is SOURCE (CARDRT_REF_NONE: none). */
CARDRT_API int cardrt_stack_ability_kind(const cardrt_game *g, int32_t ability);
CARDRT_API int cardrt_stack_ability_controller(const cardrt_game *g, int32_t ability);
CARDRT_API cardrt_id cardrt_stack_ability_source(const cardrt_game *g, int32_t ability);
CARDRT_API cardrt_ref cardrt_stack_ability_of(const cardrt_game *g, cardrt_id source);

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
/* The player the target slot SLOT of that spell or ability (the one whose
 * target test the runtime is asking now) took first, or the controller of
 * the object it took: "target cards from their graveyard" after "Target
 * player", "another target creature that player controls" after "target
 * creature an opponent controls" (CR 601.2c: targets are chosen in
 * order); -1 when none is being asked, or the slot took nothing. */
CARDRT_API int cardrt_item_target_player(const cardrt_game *g, int slot);
/* WHAT (CARDRT_EVENT_OBJECT, _SOURCE, _PLAYER) of the event that triggered
 * that ability (the one whose target test, or whose effect's test, the
 * runtime is asking now): "Whenever ~ or another Cleric you control dies,
 * return target Cleric card with lesser mana value" compares with the
 * creature that died; -1 for none, or when no triggered ability is asked. */
CARDRT_API int cardrt_item_event(const cardrt_game *g, int what);
/* Does that spell or ability (the one being cast, as its costs are
 * determined: "This spell costs {2} less to cast if it targets a black
 * permanent", CR 601.2f) target an object in ZONES (CARDRT_IN bits) that
 * WHICH accepts, asked with SOURCE as its source?  False when none is being
 * asked. */
CARDRT_API bool cardrt_item_targets(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which,
                                    unsigned zones);
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
/* PLAYER draws N cards, one at a time.  Drawing from an empty library is
 * not impossible (CR 413.2c): it draws nothing, and, with
 * cardrt_set_draw_loss, the player loses the game the next time
 * state-based actions are checked (CR 704.5b of the current rules). */
CARDRT_API cardrt_status cardrt_draw(cardrt_game *g, unsigned player, unsigned n);
/* Whether drawing from an empty library makes PLAYER lose (CR 704.5b of
 * the current rules): off in a new game, as strict mana is (tests set up
 * the cards they use, not whole libraries); a host playing a whole game
 * turns it on for each player, cardsim for a player whose library a
 * scenario sets up (docs/cardsim.md). */
CARDRT_API cardrt_status cardrt_set_draw_loss(cardrt_game *g, unsigned player, bool loses);
CARDRT_API cardrt_status cardrt_gain_life(cardrt_game *g, unsigned player, int n);
CARDRT_API cardrt_status cardrt_lose_life(cardrt_game *g, unsigned player, int n);
/* N poison counters: cardrt_add_player_counter(g, player, "poison", n). */
CARDRT_API cardrt_status cardrt_add_poison(cardrt_game *g, unsigned player, int n);
CARDRT_API cardrt_status cardrt_set_tapped(cardrt_game *g, cardrt_id obj, bool tapped);
CARDRT_API cardrt_status cardrt_move(cardrt_game *g, cardrt_id obj, cardrt_zone to);
/* OBJ, a permanent, phases out (CR 702.26 of the current rules): it and
 * whatever is attached to it (indirectly, 702.26g) are in CARDRT_PHASED_OUT,
 * treated as though they don't exist, until their controller's next untap
 * step, where they phase in before anything untaps (CR 502.1) as the same
 * objects, with their counters, status and attachments; no ability
 * triggers on their leaving or entering (702.26d).  A permanent with
 * phasing (CARDRT_RULE_PHASING) phases out in its controller's untap step
 * the same way.  CARDRT_EZONE if OBJ isn't on the battlefield. */
CARDRT_API cardrt_status cardrt_phase_out(cardrt_game *g, cardrt_id obj);
/* Is OBJ phased out? */
CARDRT_API bool cardrt_phased_out(const cardrt_game *g, cardrt_id obj);
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
    CARDRT_UNTIL_END_OF_YOUR_NEXT_TURN, /* over as that turn ends (its cleanup step): from
                                     * its beginning it is "until end of turn"
                                     * (cardrt_fx_may_play only) */
    CARDRT_WHILE_YOU_CONTROL,   /* "for as long as you control ~" (CR 611.2b): over once the
                                 * source has left the battlefield or another player than
                                 * the effect's controller controls it; `holds`, if any,
                                 * must hold too (cardrt_add_effect, cardrt_fx_effect) */
    /* Over as the next upkeep (end step) of the player who controlled the
     * spell or ability begins: "until your next upkeep", "until the
     * beginning of your next end step" (CR 611.2a); an upkeep skipped does
     * not end it (CR 614.10a). */
    CARDRT_UNTIL_YOUR_NEXT_UPKEEP,
    CARDRT_UNTIL_YOUR_NEXT_END_STEP,
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
    /* A redirection effect (CR 614.9) rather than a prevention effect: the
     * damage is dealt to REDIRECT instead, by the same source (combat damage
     * still combat damage); CARDRT_REF_NONE: prevented.  It is a replacement
     * effect: applied after prevention, to damage that can't be prevented
     * too, never to the damage it redirected itself (614.5); it does nothing
     * while REDIRECT is a permanent no longer on the battlefield or no longer
     * a creature or planeswalker, or a player who left the game. */
    cardrt_ref redirect;
} cardrt_prevention_spec;

/* SPEC is copied.  An effect for or from a particular object ends when that
 * object changes zones. */
CARDRT_API cardrt_status cardrt_add_prevention(cardrt_game *g, cardrt_id creator,
                                               const cardrt_prevention_spec *spec);

#endif
