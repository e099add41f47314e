/* cardrt/turn.h — turns, priority and timing; combat; what happened this
 * turn; state-based actions. Part of the public API; include <cardrt.h>,
 * which includes this file. */
#ifndef CARDRT_TURN_H
#define CARDRT_TURN_H
#ifndef CARDRT_H
#error "include <cardrt.h>, not <cardrt/turn.h>"
#endif

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
 * this turn, in a phase added to it too (cardrt_fx_add_phases), else in
 * the next; a combat damage step or declare blockers
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
/* A delayed triggered ability that lasts the turn ("Whenever a creature
 * attacks this turn, ..."): as cardrt_add_delayed_trigger, linked to
 * nothing, but it triggers each time DEF matches until the cleanup step
 * of this turn ends it (CR 603.7b, 603.7c). */
CARDRT_API cardrt_status cardrt_add_turn_trigger(cardrt_game *g, cardrt_id source, unsigned controller,
                                                 const cardrt_trigger_def *def);

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
/* The same, with attacking bands (CR 702.22c-d; the Fourth Edition
 * rulebook's "Banding"): BANDS[i] is the band ATTACKERS[i] attacks in, a
 * number (0: none; BANDS NULL: no bands); the attackers with the same
 * number are one band, which has at least one creature with banding
 * (CARDRT_RULE_BANDING), at most one without, and attacks one player or
 * planeswalker, else CARDRT_EINVAL.  A band lasts for the combat (702.22e);
 * a creature blocking one of its members blocks each of them (702.22h). */
CARDRT_API cardrt_status cardrt_declare_attackers_in_bands(cardrt_game *g, unsigned player,
                                                           const cardrt_id *attackers,
                                                           const cardrt_ref *defenders,
                                                           const unsigned *bands, unsigned n);
/* Are A and B, two attacking creatures, in one attacking band ("creatures
 * banded with it", CR 702.22c)?  Never A with itself. */
CARDRT_API bool cardrt_banded_with(const cardrt_game *g, cardrt_id a, cardrt_id b);
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
/* The attacking creatures other than OBJ with greater power than it
 * (training, CR 702.149a). */
CARDRT_API int cardrt_attacking_greater_power(const cardrt_game *g, cardrt_id obj);
/* How many creatures are attacking now ("is attacking alone": it, and no
 * other, CR 506.5). */
CARDRT_API unsigned cardrt_attacker_count(const cardrt_game *g);
CARDRT_API bool cardrt_is_blocking(const cardrt_game *g, cardrt_id obj);
/* The attacking creature OBJ blocks (0: none; blocking several, the first it
 * blocked: cardrt_blocks asks about each): "each creature blocking it". */
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
/* Does an attacking creature attack PLAYER or a planeswalker PLAYER
 * controls now ("attacking you or a planeswalker you control": its
 * defending player, CR 506.2, as long as the planeswalker stays theirs)? */
CARDRT_API bool cardrt_attacks_player_or_walker(const cardrt_game *g, cardrt_id attacker, int player);
/* Do the attacking creatures A and B attack the same player or planeswalker
 * ("another target creature attacking the same player or planeswalker")? */
CARDRT_API bool cardrt_attacks_same(const cardrt_game *g, cardrt_id a, cardrt_id b);
/* The total power of the creatures PLAYER attacked with in the turn's
 * latest combat, as they were declared attackers (CR 508.1a); 0 before
 * that ("if you attacked with creatures with total power 6 or greater
 * this combat"). */
CARDRT_API int cardrt_attacked_power(const cardrt_game *g, unsigned player);
/* How many opponents PLAYER attacked (the players themselves, not their
 * planeswalkers) with creatures in this combat, as declared (melee, CR
 * 702.121a: "for each opponent you attacked this combat"); 0 before
 * attackers are declared. */
CARDRT_API int cardrt_opponents_attacked(const cardrt_game *g, unsigned player);
/* Has PLAYER itself been attacked this combat ("if you've been attacked this
 * step", in the declare attackers step): a creature declared attacking PLAYER,
 * also one that has left combat since, or one attacking PLAYER now? */
CARDRT_API bool cardrt_player_attacked(const cardrt_game *g, unsigned player);
/* "Defending player" in the text of SOURCE: the player it attacks if it is
 * attacking (or would, while its attack is asked of the rules:
 * CARDRT_RULE_CANT_ATTACK_THIS); else, while its ability that triggered on
 * a creature's attack or block resolves, the player that creature was
 * attacking (CR 508.5, 802.2a of the current rules: afflict of a creature
 * exiled meanwhile; "Whenever equipped creature attacks, ... defending
 * player" of the Equipment); else, of an Aura or Equipment attached to an
 * attacking creature, the player that creature attacks (802.2a); else, in a
 * combat where one player is attacked, that player, from the declare
 * blockers step on also once the attackers have left combat (CR 506.2);
 * else -1 (a spell's, with several players attacked: none). */
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
    CARDRT_HIST_NONTOKEN_DIED,  /* of the creatures that died, the nontoken ones */
    CARDRT_HIST_SURVEILS,       /* times the player surveilled (not surveil 0) */
    CARDRT_HIST_CYCLES,         /* cards the player cycled */
    CARDRT_HIST_DAMAGE_TAKEN,   /* damage dealt to the player (the amounts, after prevention) */
    CARDRT_HIST_LANDS_PLAYED,   /* lands the player played (CR 305.1: not put onto the battlefield) */
    CARDRT_HIST_COUNT
} cardrt_history_kind;
CARDRT_API int cardrt_history(const cardrt_game *g, unsigned players, cardrt_history_kind what,
                              bool last_turn);
/* How many of the spells the players of PLAYERS cast this turn (or last)
 * were, as they were cast, of one of the card types TYPES_ANY (0: any),
 * none of TYPES_NONE, of one of the colors COLORS_ANY (0: any), and not the
 * object EXCEPT (0: none): "if you've cast another blue spell this turn",
 * "if an opponent cast a creature spell this turn".  -1 when more spells
 * were cast in that turn than the game describes (64): not known. */
CARDRT_API int cardrt_spells_cast(const cardrt_game *g, unsigned players, unsigned types_any, unsigned types_none,
                                  unsigned colors_any, cardrt_id except, bool last_turn);
/* How many of the permanents that entered the battlefield under the control
 * of the players of PLAYERS this turn (or last) were, as they entered, of
 * one of the card types TYPES_ANY (0: any), none of TYPES_NONE, of one of
 * the colors COLORS_ANY (0: any), and not the object EXCEPT as it is now (0:
 * none): "if you had another creature enter the battlefield under your
 * control this turn", "if an opponent had two or more lands enter ...".
 * -1 when more entered in that turn than the game describes (64). */
CARDRT_API int cardrt_entered_count(const cardrt_game *g, unsigned players, unsigned types_any, unsigned types_none,
                                    unsigned colors_any, cardrt_id except, bool last_turn);

/* How many of the creatures that died this turn (or last; the first 64) WHICH
 * (NULL: any) accepts for SOURCE, asked of each as it last was on the
 * battlefield (its test reads cardrt_last_*): "for each Zubera that died
 * this turn" (CR 700.4 of the current rules). */
CARDRT_API int cardrt_died_count(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which, bool last_turn);

/* How many times the object OBJ became the target of a spell or ability
 * this turn, as the object it is now (CR 400.7): 1 the first time ("Whenever
 * ~ becomes the target of a spell or ability for the first time each turn"). */
CARDRT_API int cardrt_times_targeted(const cardrt_game *g, cardrt_id obj);
/* How many times the object OBJ was declared an attacker this turn, as the
 * object it is now (CR 400.7, 508.1): 1 the first time ("Whenever ~ attacks
 * for the first time each turn"), 2 in an additional combat phase. */
CARDRT_API int cardrt_times_attacked(const cardrt_game *g, cardrt_id obj);

/* State-based actions (they are also checked after each resolution). */
CARDRT_API cardrt_status cardrt_check_sba(cardrt_game *g);

#endif
