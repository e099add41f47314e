/* cardrt/fx.h — helpers for generated code: selections, actions, amounts;
 * keyword abilities with a parameter. Part of the public API; include
 * <cardrt.h>, which includes this file. */
#ifndef CARDRT_FX_H
#define CARDRT_FX_H
#ifndef CARDRT_H
#error "include <cardrt.h>, not <cardrt/fx.h>"
#endif

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
       CARDRT_WHO_DEFENDING /* defending player: cardrt_defending_player_of */,
       CARDRT_WHO_CHOSEN /* the player chosen for the source as it entered (cardrt_chosen_player;
                          * none while none is): "the chosen player" */ };
CARDRT_API void cardrt_sel_players(cardrt_ctx *ctx, int sel, int who);
/* Add every object in ZONES (CARDRT_IN bits) that WHICH accepts (NULL: all). */
CARDRT_API void cardrt_sel_objects(cardrt_ctx *ctx, int sel, cardrt_affects_fn which, unsigned zones);
/* Add what the triggering event names: CARDRT_EVENT_*. */
enum { CARDRT_EVENT_OBJECT, CARDRT_EVENT_SOURCE, CARDRT_EVENT_PLAYER, CARDRT_EVENT_TARGET,
       CARDRT_EVENT_OTHER /* of object and source, the one that is not the ability's source
                           * nor what it is attached to ("Whenever this (enchanted
                           * creature) blocks or becomes blocked by a creature") */ };
CARDRT_API void cardrt_sel_event(cardrt_ctx *ctx, int sel, int what);
/* While a trigger's intervening "if" is asked (as it triggers and as it
 * resolves, CR 603.4): WHAT (CARDRT_EVENT_OBJECT, _SOURCE, _PLAYER) of the
 * event that triggered it, an object or a player; -1 for none ("if it had
 * a +1/+1 counter on it", "if it's not their turn"). */
CARDRT_API int cardrt_condition_event(const cardrt_game *g, int what);
/* Add the objects the costs of kind COST_KIND (CARDRT_COST_SACRIFICE,
 * _DISCARD, _EXILE, _RETURN, _TAP_OTHERS) chose as the spell was cast or the
 * ability activated: "the sacrificed creature", "the discarded card", "the
 * exiled card" (where they are now; amounts read their last known information). */
CARDRT_API void cardrt_sel_paid(cardrt_ctx *ctx, int sel, int cost_kind);
/* Add to DST what the items of SRC relate to: CARDRT_REL_* ("its controller",
 * "its owner", "enchanted creature"). */
enum { CARDRT_REL_CONTROLLER, CARDRT_REL_OWNER, CARDRT_REL_ATTACHED_TO,
       CARDRT_REL_ATTACKING /* the player or planeswalker it is attacking now (none: not attacking, CR 506.4) */ };
CARDRT_API void cardrt_sel_related(cardrt_ctx *ctx, int dst, int src, int how);
/* The controller chooses N of the items of SRC (all of them if there are
 * no more) and adds them to DST: "return a creature card from your
 * graveyard", "sacrifice a creature". */
CARDRT_API void cardrt_sel_choose(cardrt_ctx *ctx, int dst, int src, int n, const char *prompt);
/* The first player of the selection WHO (one the effect names: "target
 * opponent chooses a creature they control") chooses N of the items of
 * SRC (all of them if there are no more) and adds them to DST; none when
 * WHO has no player still in the game. */
CARDRT_API void cardrt_sel_choose_by(cardrt_ctx *ctx, int dst, int src, int who, int n, const char *prompt);
/* "Target player exiles a card from their graveyard", "Each player returns
 * a creature they control to its owner's hand": each player of WHO in turn
 * (CR 101.4) chooses N of the items of SRC they control (a permanent) or
 * own (a card in another zone), all of them if there are no more, added
 * to DST. */
CARDRT_API void cardrt_sel_choose_each(cardrt_ctx *ctx, int dst, int src, int who, int n, const char *prompt);
/* CR 700.3: the first player of the selection WHO (the controller when WHO
 * is -1) separates the items of SRC into two piles ("An opponent separates
 * those cards into two piles"): a CARDRT_CHOOSE_OBJECTS choice, prompt "the
 * first pile", of none to all of them, the first pile, added to DST; the
 * second pile is the others of SRC (the default: all of them, the first
 * pile empty). */
CARDRT_API void cardrt_sel_separate(cardrt_ctx *ctx, int dst, int src, int who);
/* CR 700.3: the controller chooses one of the two piles cardrt_sel_separate
 * made, PILE (the first) and the others of SRC (the second): a
 * CARDRT_CHOOSE_MODES choice of one of two, 1 the first pile (the default),
 * 2 the second; PILE becomes the pile chosen ("Put one pile into your
 * hand"), the others of SRC the other. */
CARDRT_API void cardrt_sel_choose_pile(cardrt_ctx *ctx, int pile, int src);
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
/* Add to SEL the objects the last cardrt_fx_damage of this resolution dealt
 * damage to (what prevention left of it; still on the battlefield): "If a
 * creature dealt damage this way would die this turn, exile it instead". */
CARDRT_API void cardrt_sel_dealt(cardrt_ctx *ctx, int sel);
/* Add to SEL the cards the last cardrt_fx_move, _mill, _discard or
 * _discard_these of this resolution moved, where they went: "If a land
 * card was milled this way", "If you discard a creature card this way". */
CARDRT_API void cardrt_sel_moved(cardrt_ctx *ctx, int sel);
/* Did the last cardrt_fx_discard (SACRIFICED false: the cards' owners
 * discarded them) or sacrifice (SACRIFICED true: their controllers as they
 * were sacrificed, CR 701.17a) of CTX move none that WHICH accepts (NULL:
 * none at all) for PLAYER: "Each opponent who can't loses 3 life", "each
 * player who didn't discard a creature card this way"? */
CARDRT_API bool cardrt_ctx_moved_none(cardrt_ctx *ctx, unsigned player, cardrt_affects_fn which, bool sacrificed);
/* How many times the resolving ability, one of its source's own (printed
 * on its card definition), has resolved this turn, this time included:
 * "If this is the second time this ability has resolved this turn" (CR
 * 413.2b); 0 for a spell or another ability. */
CARDRT_API int cardrt_ctx_resolved(const cardrt_ctx *ctx);
/* The mana of KIND (CARDRT_MANA_*) the cost of the resolving activated
 * ability was paid with, and how much of it came from a Treasure and from
 * snow sources ("If mana from a Treasure was spent to activate this
 * ability", CR 602.2b, 601.2h): as cardrt_mana_spent counts a spell's; 0
 * for a spell or a triggered ability, and with strict mana off. */
CARDRT_API int cardrt_ctx_mana_spent(const cardrt_ctx *ctx, int kind);
CARDRT_API int cardrt_ctx_mana_spent_treasure(const cardrt_ctx *ctx);
CARDRT_API int cardrt_ctx_mana_spent_snow(const cardrt_ctx *ctx);
/* Keep in SEL only the objects whose controller (owner, with BY_OWNER) is a
 * player of PLAYERS ("creatures that player controls"). */
CARDRT_API void cardrt_sel_keep_controlled(cardrt_ctx *ctx, int sel, int players, bool by_owner);
/* Keep in SEL only the players who control at least MIN and (MAX >= 0) at
 * most MAX permanents WHICH accepts: "each player who controls a white
 * creature" (1, -1), "each opponent who doesn't control an Elf" (0, 0). */
CARDRT_API void cardrt_sel_keep_controlling(cardrt_ctx *ctx, int sel, cardrt_affects_fn which, int min, int max);
/* Keep in SEL only the players whose bit (1 << player) is set in PLAYERS,
 * and its objects: "each opponent with no cards in hand", the players the
 * code generator tested one by one. */
CARDRT_API void cardrt_sel_keep_players(cardrt_ctx *ctx, int sel, unsigned players);
/* Keep in SEL only the objects that share a color with an object of WITH
 * (each of those as it last existed): "each other creature that shares a
 * color with it" (CR 105.4 of the current rules: at least one color in
 * common; a colorless object shares none). */
CARDRT_API void cardrt_sel_keep_sharing_color(cardrt_ctx *ctx, int sel, int with);
/* Keep in SEL only the objects that share a creature type (CREATURE_TYPES,
 * CR 205.3m: a changeling has them all) or else a card type (CR 205.2a)
 * with an object of WITH: "other creatures that share a creature type with
 * it". */
CARDRT_API void cardrt_sel_keep_sharing_type(cardrt_ctx *ctx, int sel, int with, bool creature_types);
/* Keep in SEL only the objects with the same name as an object of WITH
 * ("each other creature with the same name as that creature"); an object
 * with no name (face down) has the same name as none. */
CARDRT_API void cardrt_sel_keep_same_name(cardrt_ctx *ctx, int sel, int with);
/* What two objects share in cardrt_related (CR 201.2 names, 105.4 of the
 * current rules colors, 205.3m creature types, 205.2a card types). */
enum { CARDRT_SAME_NAME, CARDRT_SHARES_COLOR, CARDRT_SHARES_CREATURE_TYPE, CARDRT_SHARES_CARD_TYPE };
/* Do objects A and B share HOW (CARDRT_SAME_NAME, _SHARES_*), B as it last
 * existed ("a card with the same name as that creature", the creature
 * that died)?  An object with no name has the same name as none; a
 * colorless one shares no color. */
CARDRT_API bool cardrt_related(const cardrt_game *g, cardrt_id a, cardrt_id b, int how);
/* Is there an object other than OBJ in ZONES (cardrt_count's) that WHICH
 * accepts for SOURCE and that shares HOW with OBJ: "a spell that has the
 * same name as a card in your graveyard", "a creature card that shares a
 * creature type with a creature you control"? */
CARDRT_API bool cardrt_related_exists(const cardrt_game *g, cardrt_id source, cardrt_id obj,
                                      cardrt_affects_fn which, unsigned zones, int how);
/* Keep in SEL only the objects blocking an object of WITH (CARDRT_BLOCKING
 * in HOW), or blocked by one (CARDRT_BLOCKED_BY), or either (both bits):
 * "each creature blocking it", "creatures blocking or blocked by target
 * creature" (CR 509.1); or in an attacking band with one (CARDRT_BANDED_WITH,
 * cardrt_banded_with): "all creatures banded with it" (CR 702.22c). */
enum { CARDRT_BLOCKING = 1, CARDRT_BLOCKED_BY = 2, CARDRT_BANDED_WITH = 4 };
CARDRT_API void cardrt_sel_keep_blocking(cardrt_ctx *ctx, int sel, int with, int how);
/* Keep in SEL only the objects attached to an object of TO ("all Auras
 * attached to it", CR 301.5, 303.4): on the battlefield, attached now. */
CARDRT_API void cardrt_sel_keep_attached(cardrt_ctx *ctx, int sel, int to);
/* Add the top N cards of the library of each player of PLAYERS. */
CARDRT_API void cardrt_sel_top(cardrt_ctx *ctx, int dst, int players, int n);
/* Add the items of SRC to DST ("target creature and target land"). */
CARDRT_API void cardrt_sel_add(cardrt_ctx *ctx, int dst, int src);
/* DST becomes the I-th item of SRC alone (from 0); false, and DST as it
 * was, if SRC has no I-th item: "any player may ..." asks the players of
 * SRC (cardrt_sel_players: in turn order) one at a time. */
CARDRT_API bool cardrt_sel_nth(cardrt_ctx *ctx, int dst, int src, int i);
/* Empty the N selections from FIRST: what an instruction done once for each
 * of several things named for the one before ("For each creature destroyed
 * this way, its controller ..."). */
CARDRT_API void cardrt_sel_clear(cardrt_ctx *ctx, int first, int n);
/* Take out of DST the items of SRC: a spell's "other creatures", other
 * than those it named before. */
CARDRT_API void cardrt_sel_remove(cardrt_ctx *ctx, int dst, int src);
CARDRT_API int cardrt_sel_count(const cardrt_ctx *ctx, int sel);
/* The first object of SEL that still exists, 0 if none ("becomes a copy of
 * target creature": a CARDRT_COPY change's object). */
CARDRT_API cardrt_id cardrt_sel_first_object(cardrt_ctx *ctx, int sel);
/* The first player of SEL still in the game (-1: none): "Target opponent
 * gains control of ...". */
CARDRT_API int cardrt_sel_first_player(cardrt_ctx *ctx, int sel);
/* Is PLAYER a player of SEL still in the game: "each player other than
 * target player", "for each opponent who does" (of those who chose to)? */
CARDRT_API bool cardrt_sel_has_player(cardrt_ctx *ctx, int sel, int player);
/* The total of STAT over the items of SEL (an object that left the
 * battlefield counts as it last was there, CR 413.2f); of
 * CARDRT_STAT_CARD_TYPES, _BASIC_LAND_TYPES and _COLORS, how many different
 * ones are among the objects that still exist (cardrt_count_distinct). */
enum { CARDRT_STAT_POWER, CARDRT_STAT_TOUGHNESS, CARDRT_STAT_MANA_VALUE, CARDRT_STAT_LIFE,
       CARDRT_STAT_HAND, CARDRT_STAT_NAME, CARDRT_STAT_CARD_TYPES, CARDRT_STAT_BASIC_LAND_TYPES,
       CARDRT_STAT_COLORS, CARDRT_STAT_LIBRARY };
CARDRT_API int cardrt_sel_stat(cardrt_ctx *ctx, int sel, int stat);
/* The history WHAT (cardrt_history) of this turn, or the last (LAST_TURN),
 * totalled over the players of SEL: "the life they lost this turn", "the
 * damage dealt to target opponent this turn". */
CARDRT_API int cardrt_sel_history(cardrt_ctx *ctx, int sel, int what, bool last_turn);
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
/* The greatest STAT (CARDRT_STAT_POWER, _TOUGHNESS, _MANA_VALUE) among the
 * objects cardrt_count counts (0 for none): "the greatest power among
 * creature cards in your graveyard" where no spell or ability resolves (a
 * static ability, a cost). */
CARDRT_API int cardrt_greatest(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which,
                               unsigned zones, int stat);
/* The same among the permanents WHICH accepts that PLAYER controls (0 for
 * none, or no such player): "sacrifices a creature with the greatest power
 * among creatures they control", each sacrificing player's own. */
CARDRT_API int cardrt_greatest_controlled(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which,
                                          int stat, unsigned player);
/* What the last action did, for "that much" and "this way": damage dealt,
 * life gained or lost, cards drawn or discarded, objects moved.  Before the
 * first action of a triggered ability, its event's amount ("Whenever this
 * is dealt damage, ... that much"; the number of counters removed, not
 * its negative amount: "Whenever one or more loyalty counters are removed
 * from ~, she deals that much damage"). */
CARDRT_API int cardrt_fx_result(const cardrt_ctx *ctx);
/* The amount of the event that triggered the resolving ability, whatever
 * its actions did since: the life its player lost or gained ("for each 1
 * life you lost"); 0 for an ability with no event. */
CARDRT_API int cardrt_fx_event_amount(const cardrt_ctx *ctx);
/* How many different STAT (CARDRT_STAT_POWER, _MANA_VALUE, _NAME) the
 * objects cardrt_count counts have: "if you control three or more
 * creatures with different powers" is 3 or more (objects with no name have
 * no name to differ by); with CARDRT_STAT_CARD_TYPES the card types among
 * them ("four or more card types among cards in your graveyard": an
 * artifact creature counts two, CR 205.2a), with _BASIC_LAND_TYPES the basic
 * land types among them (Domain), with _COLORS the colors among them ("for
 * each color among permanents you control", CR 105.1). */
CARDRT_API int cardrt_count_distinct(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which,
                                     unsigned zones, int stat);
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
       CARDRT_MOVE_SHUFFLE = 16 /* into a library, which is then shuffled */,
       CARDRT_MOVE_FACE_DOWN = 32 /* into exile face down: no characteristics there (CR 406.3a) */,
       /* into a library, on its top or bottom: the controller (with _OWNER_CHOOSES, each object's
        * owner) is asked "put it on the bottom" (cardrt_ask; the default, no, the top) */
       CARDRT_MOVE_TOP_OR_BOTTOM = 64, CARDRT_MOVE_OWNER_CHOOSES = 128,
       /* with CARDRT_MOVE_TOP, (N << CARDRT_MOVE_DEPTH_SHIFT), N < 256: N cards of the library
        * stay above it ("second from the top": 1); with fewer, it goes to the bottom */
       CARDRT_MOVE_DEPTH_SHIFT = 8,
       /* onto the battlefield transformed: a transforming double-faced card enters with its back
        * face up; any other card stays where it is (CR 712) */
       CARDRT_MOVE_TRANSFORMED = 1 << 16 };
CARDRT_API cardrt_status cardrt_fx_move(cardrt_ctx *ctx, int sel, int zone, unsigned how);
/* "Exile that card until ~ leaves the battlefield", the return: each object
 * of SEL still in exile goes back to the zone it was exiled from, a
 * permanent under its owner's control (CR 610.3, 610.3c of the current
 * rules: Brain Maggot's card to its owner's hand, Banisher Priest's
 * creature to the battlefield); `result` how many went. */
CARDRT_API cardrt_status cardrt_fx_return_exiled(cardrt_ctx *ctx, int sel);
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
/* Copy each instant or sorcery spell of SEL (CR 707.10), and each
 * activated or triggered ability on the stack of it (CARDRT_REF_ABILITY):
 * the copy goes on the stack under the resolving spell or ability's
 * controller's control with the spell's modes, X and targets (an
 * ability's, and the event that triggered it); with NEW_TARGETS ("you may
 * choose new targets for the copy", 707.10c) its controller is asked,
 * target by target, through the chooser whether to keep it (the default)
 * or choose another legal one.  The result is how many copies; only a
 * copied spell is a CARDRT_EV_COPY event. */
CARDRT_API cardrt_status cardrt_fx_copy_spell(cardrt_ctx *ctx, int sel, bool new_targets);
/* The resolving spell or ability's controller may choose new targets for
 * each spell of SEL on the stack (CR 115.7d): for each of its targets,
 * through the chooser, that one (the default) or another that is legal for
 * the spell's controller, none chosen twice for one "target"; each new one
 * becomes a target.  The result is how many spells. */
CARDRT_API cardrt_status cardrt_fx_new_targets(cardrt_ctx *ctx, int sel);
/* The resolving spell or ability's controller changes the target of each
 * spell of SEL on the stack that has a single target (CR 415.7a): to
 * another target legal for it, through the chooser (the default: the first
 * offered); a spell with no other legal target keeps its own.  The result
 * is how many spells' targets changed. */
CARDRT_API cardrt_status cardrt_fx_change_target(cardrt_ctx *ctx, int sel);
/* "That player may copy this spell and may choose a new target for that
 * copy" (CR 707.10): a copy of the resolving instant or sorcery spell, with
 * its modes, X and targets, under the control of the first player of the
 * selection WHO (-1: the resolving spell's controller; nobody when it has
 * no player); NEW_TARGETS as cardrt_fx_copy_spell's, asked of the copy's
 * controller.  The result is 1 when it was copied. */
CARDRT_API cardrt_status cardrt_fx_copy_this_spell(cardrt_ctx *ctx, int who, bool new_targets);
/* Put N counters of KIND ("+1/+1", "charge", "poison") on each permanent
 * and player of SEL. */
CARDRT_API cardrt_status cardrt_fx_counters(cardrt_ctx *ctx, int sel, const char *kind, int n);
/* "That player puts a flood counter on target land": the counters the next
 * cardrt_fx_counters puts are put by the first player of SEL (CR 122.6a:
 * the event's cause), not by the controller. */
CARDRT_API cardrt_status cardrt_fx_putter(cardrt_ctx *ctx, int sel);
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
/* The same damage as cardrt_fx_prevent's, dealt to the one object or
 * player of ONTO instead (a redirection effect, CR 614.9: "The next 1
 * damage that would be dealt to ~ this turn is dealt to target creature you
 * control instead"); nothing when ONTO holds no one thing. */
CARDRT_API cardrt_status cardrt_fx_redirect(cardrt_ctx *ctx, int from, cardrt_affects_fn from_fn, int to,
                                            cardrt_target_fn to_fn, bool combat_only, int amount,
                                            int duration, int onto);
/* Each player of SEL draws N, gains N life (N < 0: loses -N), discards N
 * cards (their choice, or at random), puts the top N cards of their
 * library into their graveyard.  The result of cardrt_fx_life is the life
 * gained or lost in all, as it was (none by a player who can't lose life). */
CARDRT_API cardrt_status cardrt_fx_draw(cardrt_ctx *ctx, int sel, int n);
CARDRT_API cardrt_status cardrt_fx_life(cardrt_ctx *ctx, int sel, int n);
/* Each player of SEL becomes the monarch (cardrt_become_monarch; CR 724 of
 * the current rules), in turn: the last of them is.  Result 1 if one did. */
CARDRT_API cardrt_status cardrt_fx_become_monarch(cardrt_ctx *ctx, int sel);
CARDRT_API cardrt_status cardrt_fx_discard(cardrt_ctx *ctx, int sel, int n, bool random);
CARDRT_API cardrt_status cardrt_fx_mill(cardrt_ctx *ctx, int sel, int n);
/* Each player of SEL discards the cards of CARDS still in their hand ("That
 * player discards that card", the one chosen from it). */
CARDRT_API cardrt_status cardrt_fx_discard_these(cardrt_ctx *ctx, int sel, int cards);
/* Each permanent of SEL is sacrificed (by its controller, CR 701 in later rules). */
CARDRT_API cardrt_status cardrt_fx_sacrifice(cardrt_ctx *ctx, int sel);
/* Each permanent of SEL that a player of PLAYERS controls is sacrificed by
 * that player ("Its controller sacrifices it", "That player sacrifices
 * that creature"): a player can sacrifice only a permanent they control
 * (CR 701.21a of the current rules); ctx's result is how many were. */
CARDRT_API cardrt_status cardrt_fx_sacrifice_by(cardrt_ctx *ctx, int players, int sel);
/* Each player of SEL sacrifices N permanents WHICH accepts, of their
 * choice; they are added to INTO (-1: nowhere) for "that creature". */
/* "Target player sacrifices an artifact and a land": each player of SEL in
 * turn chooses one permanent they control that WHICH[0] accepts, then one
 * of WHICH[1] other than it, ... (a CARDRT_CHOOSE_OBJECTS choice
 * "sacrifice" for each; none where none is left), and all are sacrificed at
 * once (CR 701.21a of the current rules); added to INTO (-1: nowhere). */
CARDRT_API cardrt_status cardrt_fx_sacrifice_each_of(cardrt_ctx *ctx, int sel, const cardrt_affects_fn *which,
                                                     unsigned nwhich, int into);
CARDRT_API cardrt_status cardrt_fx_sacrifice_n(cardrt_ctx *ctx, int sel, cardrt_affects_fn which, int n,
                                               int into);
/* Each player of SEL chooses N permanents WHICH accepts that they control
 * and sacrifices the rest of those (CR 701.17a): "Each player chooses three
 * permanents they control, then sacrifices the rest"; the sacrificed ones
 * are added to INTO (-1: nowhere). */
CARDRT_API cardrt_status cardrt_fx_sacrifice_rest(cardrt_ctx *ctx, int sel, cardrt_affects_fn which, int n,
                                                  int into);
/* A continuous effect on the objects of SEL, locked in now (CR 418.3b). */
CARDRT_API cardrt_status cardrt_fx_effect(cardrt_ctx *ctx, int sel, const cardrt_change *changes,
                                          unsigned nchanges, int duration,
                                          bool (*holds)(const cardrt_game *g, cardrt_id source));
/* N tokens of DEF under the control of each player of SEL (-1: the
 * controller); they are added to INTO (-1: nowhere). */
CARDRT_API cardrt_status cardrt_fx_tokens(cardrt_ctx *ctx, int sel, const cardrt_card_def *def, int n,
                                          int into);
/* Each player of SEL (-1: the controller) gets an emblem with DEF's
 * abilities ("You get an emblem with \"...\"", CR 114.1): cardrt_emblem_new. */
CARDRT_API cardrt_status cardrt_fx_emblem(cardrt_ctx *ctx, int sel, const cardrt_card_def *def);
/* The same, the tokens' power and toughness POWER and TOUGHNESS rather
 * than DEF's ("Create an X/X green Ooze creature token, where X is ...",
 * CR 111.4): copiable values, as a printed card's (CR 707.2). */
CARDRT_API cardrt_status cardrt_fx_tokens_pt(cardrt_ctx *ctx, int sel, const cardrt_card_def *def, int n,
                                             int into, int power, int toughness);
/* The objects of SEL, just put onto the battlefield, are tapped (TAPPED)
 * and attacking (ATTACKING: "a token that's tapped and attacking", CR
 * 508.4): each attacks a player or planeswalker its controller chooses
 * (CARDRT_CHOOSE_OBJECTS), but never attacked ("attacks" does not
 * trigger); outside the combat of its controller's turn it is not
 * attacking (506.3d). */
CARDRT_API cardrt_status cardrt_fx_enter_as(cardrt_ctx *ctx, int sel, bool tapped, bool attacking);
/* The same, tapped and attacking the one player of WHOM ("tapped and
 * attacking that opponent"), or with PLANESWALKERS that player or a
 * planeswalker they control, as the controller chooses ("... defending
 * player or a planeswalker they control"); tapped and attacking nothing
 * when WHOM holds no one player (CR 508.4). */
CARDRT_API cardrt_status cardrt_fx_enter_attacking(cardrt_ctx *ctx, int sel, int whom, bool planeswalkers);
/* N tokens that are copies of each object of OF (CR 707.2: its copiable
 * values, what it copies if it is a copy; those it has where it is now, if
 * it left the battlefield) under the control of each player of SEL (-1:
 * the controller); they are added to INTO (-1: nowhere). */
CARDRT_API cardrt_status cardrt_fx_token_copies(cardrt_ctx *ctx, int sel, int of, int n, int into);
/* The same, "Create a token that's a copy of target creature, except it has
 * haste": the copies have the exceptions EXCEPT too, part of their
 * copiable values (CR 707.9b; as cardrt_card_def.copy_except; NULL: none). */
CARDRT_API cardrt_status cardrt_fx_token_copies_except(cardrt_ctx *ctx, int sel, int of, int n, int into,
                                                       const cardrt_card_def *except);
/* N mana of KIND (CARDRT_MANA_*) to the controller's pool (or that of
 * the player cardrt_fx_mana_to named). */
CARDRT_API cardrt_status cardrt_fx_add_mana(cardrt_ctx *ctx, int kind, int n);
/* A restriction on spending mana (CR 106.6): the mana CTX has added so far
 * may be spent only to cast the spells SPELLS accepts (NULL: none) or to
 * activate the abilities of the objects ABILITIES accepts (NULL: none;
 * CARDRT_SPEND_ANY_ABILITY: of any object), each asked with CTX's source
 * ("Spend this mana only to cast creature spells"); with CARDRT_SPEND_NOT,
 * on anything but casting the spells SPELLS accepts ("This mana can't be
 * spent to cast nonartifact spells").  Such mana is spent before the rest
 * of its kind where it may be, and empties from the pool as the rest does.
 * A pool holds at most 16 restrictions of distinct sources and filters:
 * beyond that the mana is removed (CARDRT_ELIMIT), never left free. */
enum { CARDRT_SPEND_ANY_ABILITY = 1, CARDRT_SPEND_NOT = 2 };
CARDRT_API cardrt_status cardrt_fx_spend_only(cardrt_ctx *ctx, cardrt_affects_fn spells, cardrt_affects_fn abilities,
                                              unsigned flags);
CARDRT_API cardrt_status cardrt_fx_regenerate(cardrt_ctx *ctx, int sel);
/* The permanents of SEL are removed from combat (CR 506.4): no longer
 * attacking or blocking, they deal and are dealt no combat damage. */
CARDRT_API cardrt_status cardrt_fx_remove_from_combat(cardrt_ctx *ctx, int sel);
CARDRT_API cardrt_status cardrt_fx_shuffle(cardrt_ctx *ctx, int sel);
/* Each player of SEL searches their library for up to N cards WHICH
 * accepts (of the controller's choice); they are added to INTO.  N
 * CARDRT_ANY_NUMBER: "any number of" them, as many as the controller
 * chooses, none or all (CR 701.19b). */
enum { CARDRT_ANY_NUMBER = -1 };
CARDRT_API cardrt_status cardrt_fx_search(cardrt_ctx *ctx, int into, int sel, cardrt_affects_fn which,
                                          int n);
/* The zones ZONES (CARDRT_IN bits of the graveyard, hand and library) of
 * each player of SEL are searched for up to N cards WHICH accepts, added
 * to INTO (CR 701.19).  HOW: CARDRT_SEARCH_OWN, each of them searches
 * their own zones (chooses the cards), else the controller does;
 * CARDRT_SEARCH_ANY_OF ("your library and/or graveyard"), the searcher
 * says of each zone, graveyard, hand, library in that order, whether to
 * search it; CARDRT_SEARCH_ALL ("for all cards with ...", N
 * CARDRT_ANY_NUMBER): every one in the graveyard is found, and as many as
 * the searcher chooses in the hidden zones.  AMONG (-1: none): only the
 * cards of that selection are candidates ("with the same name as that
 * spell").  cardrt_fx_searched then tells whether ZONE was searched. */
enum { CARDRT_SEARCH_OWN = 1, CARDRT_SEARCH_ANY_OF = 2, CARDRT_SEARCH_ALL = 4,
       CARDRT_SEARCH_DIFFERENT_NAMES = 8 /* "with different names": of the cards chosen,
                                           * only the first of each name is found (CR 201.2,
                                           * 701.19b: a hidden zone's search may find fewer) */ };
CARDRT_API cardrt_status cardrt_fx_search_zones(cardrt_ctx *ctx, int into, int sel, unsigned zones, unsigned how,
                                                cardrt_affects_fn which, int among, int n);
CARDRT_API bool cardrt_fx_searched(const cardrt_ctx *ctx, int zone);
/* The controller flips a coin (CR 705.1) and wins or loses the flip
 * (705.2): at random, or as cardrt_queue_flip said.  cardrt_fx_flipped then
 * tells whether the last flip of this resolution was won (WON true) or
 * lost (false); false for both before any coin is flipped. */
CARDRT_API cardrt_status cardrt_fx_flip_coin(cardrt_ctx *ctx);
CARDRT_API bool cardrt_fx_flipped(const cardrt_ctx *ctx, bool won);
/* The controller rolls a die with SIDES sides (CR 706.1: a number from 1
 * to SIDES at random, or as cardrt_queue_roll said) and the result is
 * returned (0 for a SIDES less than 2).  cardrt_fx_die_result then tells the
 * result of the last die this resolution rolled (0 before any), which a
 * row of the die's table ("1-9 | ...") reads. */
CARDRT_API int cardrt_fx_roll_die(cardrt_ctx *ctx, int sides);
/* N is added to the result of the last die rolled ("roll a d20 and add the
 * number of cards in your hand", CR 706.2); the new result is returned. */
CARDRT_API int cardrt_fx_die_add(cardrt_ctx *ctx, int n);
/* The controller rolls two dice with SIDES sides and chooses one of the
 * results (CR 706.2: "Roll two d6 and choose one result";
 * CARDRT_CHOOSE_MODES, prompt "choose one result", two candidates: the
 * first die's result and the second's, the default the first):
 * cardrt_fx_die_result then tells the one chosen, cardrt_fx_die_other the
 * other (0 before any). */
CARDRT_API int cardrt_fx_roll_choose(cardrt_ctx *ctx, int sides);
CARDRT_API int cardrt_fx_die_other(const cardrt_ctx *ctx);
/* In a test of objects run while a spell or ability resolves ("destroy each
 * creature with power greater than or equal to that result"): the result
 * of its last roll, the one chosen (OTHER false) or the other. */
CARDRT_API int cardrt_item_die(const cardrt_game *g, bool other);
CARDRT_API int cardrt_fx_die_result(const cardrt_ctx *ctx);
/* Clash with an opponent (CR 701.22a): the controller chooses an opponent
 * (CARDRT_CHOOSE_OBJECTS, the default the next in turn order); each reveals
 * the top card of their library, then, in APNAP order, each may put it on
 * the bottom (cardrt_ask "put it on the bottom", the default keeps it on
 * top).  cardrt_fx_clash_won then tells whether the controller won: their
 * card had a higher mana value than the other's, or was the only one
 * (false before any clash); the result is 1 when they won. */
CARDRT_API cardrt_status cardrt_fx_clash(cardrt_ctx *ctx);
CARDRT_API bool cardrt_fx_clash_won(const cardrt_ctx *ctx);
/* Each player, starting with the controller and in turn order, votes for
 * one of the N choices NAMES (CR 701.38a; a CARDRT_CHOOSE_NAME choice,
 * prompt "vote", the default the first; N from 2 to 8, else CARDRT_EINVAL).
 * cardrt_fx_votes then tells how many votes choice K (from 0) got in this
 * resolution's last vote (0 before any). */
CARDRT_API cardrt_status cardrt_fx_vote(cardrt_ctx *ctx, unsigned n, const char *const *names);
CARDRT_API int cardrt_fx_votes(const cardrt_ctx *ctx, unsigned k);
/* The damage the actions between cardrt_fx_no_prevention(ctx, true) and
 * (ctx, false) deal can't be prevented ("~ deals 5 damage to target
 * creature. The damage can't be prevented.", CR 416.1): neither protection
 * nor prevention effects prevent it; it can still be redirected. */
CARDRT_API cardrt_status cardrt_fx_no_prevention(cardrt_ctx *ctx, bool on);
/* The actions between cardrt_fx_at_once(ctx, true) and (ctx, false) are
 * done at once, their events one batch ("Create a 1/1 ... token and a 0/3
 * ... token": "whenever one or more creatures enter" triggers once). */
CARDRT_API cardrt_status cardrt_fx_at_once(cardrt_ctx *ctx, bool begin);
/* Each player of PLAYERS reveals cards from the top of their library, one
 * at a time, until N cards WHICH accepts are revealed or the library runs
 * out (CR 701.20a, 401.1): "Reveal cards from the top of your library
 * until you reveal a creature card".  The cards WHICH accepted are added
 * to FOUND ("that card"), every card revealed, those too, to ALL ("all
 * cards revealed this way"; "the rest" is ALL but FOUND).  Revealing moves
 * nothing: the cards stay on top, in order, until an instruction moves
 * them.  The result (cardrt_fx_result) is the number of cards revealed. */
CARDRT_API cardrt_status cardrt_fx_reveal_until(cardrt_ctx *ctx, int found, int all, int players,
                                                cardrt_affects_fn which, int n);
/* Attach the Aura or Equipment of WHAT to the first object of TO. */
CARDRT_API cardrt_status cardrt_fx_attach(cardrt_ctx *ctx, int what, int to);
/* Unattach each Aura or Equipment of WHAT from what it is attached to (CR
 * 701.3d of the current rules); one attached to nothing stays so. */
CARDRT_API cardrt_status cardrt_fx_unattach(cardrt_ctx *ctx, int what);
/* Is OBJ attached to a creature ("Activate only if this permanent is
 * attached to a creature": reconfigure's unattach ability, 702.151a)? */
CARDRT_API bool cardrt_attached_to_creature(const cardrt_game *g, cardrt_id obj);
/* N mana to the controller's pool, of the kinds KINDS allows (bit
 * 1 << CARDRT_MANA_*), chosen through the chooser: one kind for all of it
 * (ONE_KIND: "two mana of any one color"), or one kind at a time. */
CARDRT_API cardrt_status cardrt_fx_add_mana_choice(cardrt_ctx *ctx, int n, unsigned kinds, bool one_kind);
/* "Its controller adds an additional {G}": the mana the effect adds from
 * now on goes to the first player of SEL (or the controller of its first
 * object, as it last was there), who chooses its kinds; SEL -1: to the
 * controller again.  Nobody in SEL: no mana is added. */
CARDRT_API cardrt_status cardrt_fx_mana_to(cardrt_ctx *ctx, int sel);
/* The kinds of mana (bit 1 << CARDRT_MANA_*) the permanent a triggered
 * ability's event tapped for mana produced ("one mana of any type that
 * land produced", CR 106.7); 0 for another event. */
CARDRT_API unsigned cardrt_fx_event_mana(cardrt_ctx *ctx);
/* The controller chooses a color ("the color of your choice"): its CARDRT_* bit. */
CARDRT_API int cardrt_fx_choose_color(cardrt_ctx *ctx);
/* The controller chooses a creature type, among those of the cards in the
 * game (the first if no answer; NULL if none): "becomes the creature type
 * of your choice". */
CARDRT_API const char *cardrt_fx_choose_creature_type(cardrt_ctx *ctx);
/* The controller chooses a basic land type ("becomes the basic land type of
 * your choice"): Plains, Island, Swamp, Mountain or Forest. */
CARDRT_API const char *cardrt_fx_choose_basic_land_type(cardrt_ctx *ctx);
/* "Return it to the battlefield at the beginning of the next end step": a
 * delayed triggered ability (cardrt_add_delayed_trigger) from the
 * resolving spell or ability, linked to the objects and players of SEL
 * (more than CARDRT_MAX_LINKED: one for each CARDRT_MAX_LINKED).  Its
 * effect reads them with cardrt_sel_linked.  SEL -1: one linked to
 * nothing, whose effect finds what it acts on as it resolves ("destroy all
 * permanents at the beginning of the next end step"). */
CARDRT_API cardrt_status cardrt_fx_delayed(cardrt_ctx *ctx, int sel, const cardrt_trigger_def *def);
/* "Whenever a creature attacks this turn, ...": a delayed triggered ability
 * DEF of the resolving spell or ability that triggers each time until the
 * cleanup step (cardrt_add_turn_trigger, CR 603.7b). */
CARDRT_API cardrt_status cardrt_fx_turn_trigger(cardrt_ctx *ctx, const cardrt_trigger_def *def);
/* "Until your next turn, whenever a creature deals combat damage to ~,
 * ...": the same, but it triggers each time until its controller's next
 * turn begins (CR 603.7b), not only this turn. */
CARDRT_API cardrt_status cardrt_fx_turn_trigger_until_next_turn(cardrt_ctx *ctx, const cardrt_trigger_def *def);
/* "When you cast your next instant or sorcery spell this turn, ...": the
 * same, but it triggers once, the next time DEF matches, then is gone (CR
 * 603.7c); the cleanup step ends it if it has not. */
CARDRT_API cardrt_status cardrt_fx_next_trigger(cardrt_ctx *ctx, const cardrt_trigger_def *def);
/* "Target creature gets +1/+0 until end of turn. When that creature dies
 * this turn, ...": the same (once, the next time, when ONCE is nonzero; else
 * each time), linked to the objects and players of SEL, as they are now
 * (more than CARDRT_MAX_LINKED: one for each CARDRT_MAX_LINKED); DEF's
 * `matches` asks cardrt_trigger_linked whether an event is about one of
 * them (CR 603.7c). */
CARDRT_API cardrt_status cardrt_fx_turn_trigger_linked(cardrt_ctx *ctx, int sel, const cardrt_trigger_def *def,
                                                      unsigned once);
/* "You may pay {1}. When you do, ~ deals 2 damage to target creature": the
 * reflexive triggered ability DEF of the resolving spell or ability
 * triggers now (CR 603.12), under its controller, with its source and (a
 * triggered ability's) event; it goes on the stack the next time a player
 * would receive priority, its targets chosen then, as any triggered
 * ability's.  DEF's `matches` is not asked (NULL). */
CARDRT_API cardrt_status cardrt_fx_reflexive(cardrt_ctx *ctx, const cardrt_trigger_def *def);
/* The objects and players a delayed triggered ability is linked to, as
 * long as each is the same object (cardrt_ctx_linked). */
CARDRT_API void cardrt_sel_linked(cardrt_ctx *ctx, int sel);
/* The cards the source's printed activated and triggered abilities exiled
 * that are still in exile as the objects they became there (CR 400.7): a
 * linked ability's "the exiled card" (CR 607.2a: "When ~ leaves the
 * battlefield, return the exiled card ...").  The source is the one that
 * resolving ability's source was; an ability that triggered as it left
 * the battlefield reads what it exiled while it was there. */
CARDRT_API void cardrt_sel_exiled_by(cardrt_ctx *ctx, int sel);
/* Has OBJ the same name (CR 201.2) as a card the printed activated and
 * triggered abilities of SOURCE, the same object as now, exiled that is
 * still in exile as the object it became there?  "Players can't cast
 * spells with the same name as the exiled card" (CR 607.2a), tested by a
 * static ability or a trigger's event, when no ability resolves. */
CARDRT_API bool cardrt_named_as_exiled_by(const cardrt_game *g, cardrt_id source, cardrt_id obj);
/* Is OBJ a card the printed activated and triggered abilities of SOURCE,
 * the same object as now, exiled, still in exile as the object it became
 * there?  "the number of cards exiled with ~" (CR 607.2a), tested as a
 * description's qualifier. */
CARDRT_API bool cardrt_exiled_with(const cardrt_game *g, cardrt_id source, cardrt_id obj);

/* "You may cast target instant card from your graveyard (without paying
 * its mana cost)": the controller casts each card of SEL (not a land, a
 * permanent or a spell) now, as the effect resolves, from where it is,
 * paying its mana cost unless FREE_CAST (an alternative cost, CR 118.9);
 * its targets and modes are chosen then (the chooser), whatever the timing
 * rules say; INSTEAD (CARDRT_CAST_*) says whether the spell is exiled
 * rather than put into a graveyard (CARDRT_PLAY_EXILE_INSTEAD).  The result
 * is how many were cast. */
enum {
    CARDRT_CAST_KEEP = 0,           /* it goes where the rules send it */
    CARDRT_CAST_EXILE_YOURS = 1,    /* "If that spell would be put into your graveyard, exile it
                                     * instead": when its owner is the controller */
    CARDRT_CAST_EXILE_ANY = 2       /* "... into a graveyard, exile it instead" */
};
CARDRT_API cardrt_status cardrt_fx_cast(cardrt_ctx *ctx, int sel, bool free_cast, int instead);
/* "You may play that card without paying its mana cost": the controller
 * plays each card of SEL (not a permanent or a spell) now, as the effect
 * resolves: a spell is cast as cardrt_fx_cast casts it (INSTEAD
 * CARDRT_CAST_KEEP); a land is played as their land for the turn, only in
 * their own turn and if they have a land play left (CR 305.2, 305.3 of
 * the current rules: "a player can't play a land, for any reason, if it
 * isn't their turn").  The result is how many were played. */
CARDRT_API cardrt_status cardrt_fx_play(cardrt_ctx *ctx, int sel, bool free_cast);
/* "~ deals 3 damage divided as you choose among one, two, or three
 * targets" (CR 601.2d): the source deals each target of SLOT still legal
 * the amount announced for it as it was cast (cardrt_play.divided); with
 * none announced, TOTAL less 1 for each other target to the first, 1 to
 * each other. */
CARDRT_API cardrt_status cardrt_fx_damage_divided(cardrt_ctx *ctx, int slot, int total);
/* "Distribute three +1/+1 counters among one, two, or three target
 * creatures": each target of SLOT still legal and on the battlefield gets
 * its share of TOTAL counters of KIND, the amount announced for it as it
 * was cast (cardrt_play.divided); with none announced, one each in order
 * and the rest to the first.  The result is how many were put. */
CARDRT_API cardrt_status cardrt_fx_counters_divided(cardrt_ctx *ctx, int slot, const char *kind, int total);
/* "Prevent the next 5 damage that would be dealt this turn to any number
 * of targets, divided as you choose" (CR 601.2d, 615.7): each target of
 * SLOT still legal gets a shield of its share of TOTAL, as
 * cardrt_fx_counters_divided shares it, for DURATION (cardrt_fx_prevent's
 * next AMOUNT).  The result is how many effects began. */
CARDRT_API cardrt_status cardrt_fx_prevent_divided(cardrt_ctx *ctx, int slot, int total, int duration);
/* "You may cast a spell with mana value 3 or less from your hand without
 * paying its mana cost": the controller chooses one of the nonland cards
 * they own in ZONES (CARDRT_IN bits; not the battlefield or the stack)
 * that WHICH accepts and casts it now, as cardrt_fx_cast does. */
CARDRT_API cardrt_status cardrt_fx_cast_chosen(cardrt_ctx *ctx, cardrt_affects_fn which, unsigned zones, bool free_cast);
/* "You may play that card this turn": the controller may play each card
 * of SEL (not a permanent or a spell) from where it is, while it stays
 * there, for DURATION (not CARDRT_AS_LONG_AS): a CARDRT_RULE_MAY_PLAY
 * locked on them (CR 416.1), whose N is HOW, CARDRT_MAY_* bits. */
enum {
    CARDRT_MAY_CAST = 1,        /* only cast them: "you may cast those cards" */
    CARDRT_MAY_FREE = 2,        /* without paying their mana costs, an alternative cost (CR
                                 * 118.9; X is 0, CR 107.3b of the current rules): "you may
                                 * play that card without paying its mana cost" */
    CARDRT_MAY_OWNER = 4,       /* each card's owner may, not the controller: "its owner may
                                 * cast it" */
    CARDRT_MAY_IN_EXILE = 8,    /* only the cards in exile ("for as long as that card remains
                                 * exiled", with CARDRT_FOREVER: over as it leaves, CR 400.7) */
    CARDRT_MAY_EXILE_INSTEAD = 16, /* "If that spell would be put into your graveyard, exile it
                                 * instead": a spell its owner casts by this permission is
                                 * exiled rather than put into a graveyard from the stack
                                 * (CARDRT_PLAY_EXILE_INSTEAD; CR 614.1a) */
    CARDRT_MAY_ANY_COLOR = 32,  /* "and you may spend mana as though it were mana of any color
                                 * to cast that spell": any mana pays its colored symbols, only
                                 * colorless mana its {C} (CR 609.4b of the current rules) */
    CARDRT_MAY_ANY_TYPE = 64,   /* "... as though it were mana of any type ...": any mana pays
                                 * any symbol, {C} too (CR 609.4b of the current rules) */
};
CARDRT_API cardrt_status cardrt_fx_may_play(cardrt_ctx *ctx, int sel, unsigned how, int duration);
/* "It doesn't untap during its controller's next untap step": each
 * permanent of SEL stays tapped in the next untap step of whoever controls
 * it then. */
CARDRT_API cardrt_status cardrt_fx_skip_untap(cardrt_ctx *ctx, int sel);
/* "Creatures target player controls don't untap during that player's next
 * untap step": a rule of the game, not a change of objects (CR 418.3b): in
 * the next untap step of each player of PLAYERS, the permanents they control
 * that WHICH accepts as it begins (NULL: all) stay tapped, those that came
 * after this resolved too. */
CARDRT_API cardrt_status cardrt_fx_skip_untap_all(cardrt_ctx *ctx, int players, cardrt_affects_fn which);
/* "As ~ enters the battlefield, choose a color" (a creature type, a basic
 * land type, an opponent, a player, a card name, a nonland card name: the
 * names of the cards in the game, those its opponents own first; CR 201.2,
 * 4th edition's "name a card"): the controller chooses, and the
 * source keeps the choice while it stays on the battlefield (a new object
 * after a zone change has none). */
enum {
    CARDRT_CHOICE_COLOR, CARDRT_CHOICE_CREATURE_TYPE, CARDRT_CHOICE_BASIC_LAND_TYPE,
    CARDRT_CHOICE_OPPONENT, CARDRT_CHOICE_PLAYER, CARDRT_CHOICE_CARD_NAME, CARDRT_CHOICE_NONLAND_CARD_NAME,
};
CARDRT_API cardrt_status cardrt_fx_choose_for_source(cardrt_ctx *ctx, int what);
/* The same, the colors EXCEPT (CARDRT_WHITE ... bits) not offered: "choose a
 * color other than red" (CARDRT_CHOICE_COLOR). */
CARDRT_API cardrt_status cardrt_fx_choose_for_source_except(cardrt_ctx *ctx, int what, unsigned except);
/* The same for a creature type or a basic land type (WHAT), the type EXCEPT
 * (NULL: none) not offered: "Choose a creature type other than Wall". */
CARDRT_API cardrt_status cardrt_fx_choose_type_for_source_except(cardrt_ctx *ctx, int what, const char *except);
/* "Choose a creature card name", "... a card name other than a basic land
 * card name" (CR 201.2): as CARDRT_CHOICE_CARD_NAME, among the names of the
 * cards whose printed card types include one of TYPES (CARDRT_ARTIFACT ...
 * bits; 0: any) and none of NONTYPES, and, when NONBASIC_LAND, that are no
 * basic land. */
CARDRT_API cardrt_status cardrt_fx_choose_name_for_source(cardrt_ctx *ctx, unsigned types, unsigned nontypes,
                                                          bool nonbasic_land);
/* What OBJ's controller chose for it: a color (CARDRT_WHITE ... bits, 0:
 * none), a creature or basic land type (NULL: none), a player (-1: none). */
CARDRT_API unsigned cardrt_chosen_color(const cardrt_game *g, cardrt_id obj);
CARDRT_API const char *cardrt_chosen_type(const cardrt_game *g, cardrt_id obj);
CARDRT_API int cardrt_chosen_player(const cardrt_game *g, cardrt_id obj);
/* The card name chosen for OBJ (NULL: none); "with the chosen name": OBJ2
 * has it (false when none was chosen). */
CARDRT_API const char *cardrt_chosen_name(const cardrt_game *g, cardrt_id obj);
CARDRT_API bool cardrt_has_chosen_name(const cardrt_game *g, cardrt_id src, cardrt_id obj);
/* "... then put them back in any order": the controller orders the cards of
 * SEL still in a library (each owner's apart) and puts them back on top in
 * that order, the first answer on top (a CARDRT_CHOOSE_OBJECTS choice of
 * all of them; the default keeps their order). */
CARDRT_API cardrt_status cardrt_fx_put_back(cardrt_ctx *ctx, int sel);
/* Each player of SEL looks at the top N cards of their library, puts any
 * number of them on the bottom (a CARDRT_CHOOSE_OBJECTS choice "put on the
 * bottom", the last answer lowest) and the rest back on top in the order
 * they choose ("put back on top, the first on top", as cardrt_fx_put_back)
 * (CR 701.18a of the current rules, scry). */
CARDRT_API cardrt_status cardrt_fx_scry(cardrt_ctx *ctx, int sel, int n);
/* ... and puts any number of them into their graveyard, the rest back on
 * top in the order they choose (CR 701.25a of the current rules, surveil);
 * a CARDRT_EV_SURVEIL event unless N is 0. */
CARDRT_API cardrt_status cardrt_fx_surveil(cardrt_ctx *ctx, int sel, int n);
/* "... unless its controller pays {3}": the first player of SEL (-1: the
 * controller) may pay COST (a mana cost as written); true if they did.
 * With strict mana (cardrt_set_strict_mana) only a player who can pay it
 * from their pool is asked, and it is paid from there.  The default is not
 * to pay.  COST may be energy symbols instead ("{E}{E}", CR 107.14): only a
 * player with that many energy counters is asked, and they are removed. */
CARDRT_API bool cardrt_fx_pay(cardrt_ctx *ctx, int sel, const char *cost);
/* The same with X = X in COST: "unless its controller pays {X}, where X is
 * its mana value"; "... pays {1} for each card in your hand" is {X} with X
 * the number of them. */
CARDRT_API bool cardrt_fx_pay_x(cardrt_ctx *ctx, int sel, const char *cost, int x);
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
/* "Put a +1/+1 counter on it or create a 1/1 colorless Servo artifact
 * creature token": the same, among the actions whose bit (1 << index) is
 * set in POSSIBLE, those that can be done (CR 413.2c): the only one without
 * asking; an answer that can't be done takes the first that can.  -1 when
 * none can be done. */
CARDRT_API int cardrt_fx_choose_possible_action(cardrt_ctx *ctx, unsigned n, uint32_t possible, const char *prompt);
/* Can counters be put on (REMOVE: counters of KIND be removed from) some
 * object or player of SEL: a permanent on the battlefield, a player (that
 * has one of KIND)? */
CARDRT_API bool cardrt_fx_counters_possible(cardrt_ctx *ctx, int sel, const char *kind, bool remove);

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
/* Myriad (702.116a of the current rules), the effect of its triggered
 * ability on cardrt_match_attacks: for each opponent of the controller
 * other than the source's defending player, the controller may (a
 * CARDRT_CHOOSE_YES_NO choice, prompt "myriad", the default no) create a
 * token that's a copy of the source, tapped and attacking that player or a
 * planeswalker they control (cardrt_fx_enter_attacking); each token is
 * exiled at end of combat (a delayed triggered ability). */
CARDRT_API cardrt_status cardrt_fx_myriad(cardrt_ctx *ctx);
/* Evoke (702.74a): SELF entered the battlefield from an evoked spell ("When
 * it enters, if its evoke cost was paid, its controller sacrifices it"). */
CARDRT_API bool cardrt_match_evoked(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
/* SELF entered the battlefield ("When this creature enters the
 * battlefield", of the keywords whose rules say so: living weapon,
 * "partner with"). */
CARDRT_API bool cardrt_match_enters(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
/* SELF, a spell, was cast ("When you cast this spell": cascade, storm,
 * replicate). */
CARDRT_API bool cardrt_match_cast(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
/* Replicate (702.56a), the effect of "When you cast this spell, if a
 * replicate cost was paid for it, copy it for each time its replicate cost
 * was paid. If the spell has any targets, you may choose new targets for
 * any of the copies.": the source spell, still on the stack, is copied
 * once for each time its caster paid that cost (cardrt_play.times). */
CARDRT_API cardrt_status cardrt_fx_replicate(cardrt_ctx *ctx);
/* Casualty N (702.153a of the current rules; its cost CARDRT_COST_CASUALTY):
 * did the caster of the spell SPELL, still on the stack, sacrifice a
 * creature for it as it was cast?  Then cardrt_fx_casualty, the effect of
 * its triggered ability ("When you do, copy this spell. You may choose new
 * targets for the copy"), copies it once under the ability's controller. */
CARDRT_API bool cardrt_casualty_paid(const cardrt_game *g, cardrt_id spell);
CARDRT_API cardrt_status cardrt_fx_casualty(cardrt_ctx *ctx);
/* Conspire (702.78a; its cost CARDRT_COST_CONSPIRE): did the caster of
 * the spell SPELL, still on the stack, tap two creatures for it as it was
 * cast?  Its triggered ability ("When you cast this spell, if its conspire
 * cost was paid, copy it. If the spell has any targets, you may choose new
 * targets for the copy") has casualty's effect, cardrt_fx_casualty. */
CARDRT_API bool cardrt_conspire_paid(const cardrt_game *g, cardrt_id spell);
/* Hideaway N (702.75a of the current rules), the effect of its triggered
 * ability "When this permanent enters, look at the top N cards of your
 * library, exile one of them face down, then put the rest on the bottom of
 * your library in a random order": the card chosen (a CARDRT_CHOOSE_OBJECTS
 * choice "hideaway", the default the first) is what the source's linked
 * abilities call "the exiled card" (cardrt_sel_exiled_by).  It uses the
 * context's selections 0 to 2. */
CARDRT_API cardrt_status cardrt_fx_hideaway(cardrt_ctx *ctx, int n);
/* Ripple N (702.60a), the effect of its triggered ability "When you cast
 * this spell, you may reveal the top N cards of your library (cardrt_ask,
 * the default no); you may cast any of them with the same name as this
 * spell without paying their mana costs (cardrt_ask for each, the default
 * no), then put the rest on the bottom of your library".  It uses the
 * context's selections 0 and 1. */
CARDRT_API cardrt_status cardrt_fx_ripple(cardrt_ctx *ctx, int n);
/* Embalm and eternalize (702.128a, 702.129a of the current rules), the
 * effect of "{COST}, Exile this card from your graveyard: Create a token
 * that's a copy of it, except it's a white Zombie ... with no mana cost" (a
 * 4/4 black Zombie, ETERNALIZE nonzero): the source's copiable values, its
 * colors and mana cost so changed, Zombie in addition to its subtypes
 * (CR 707.9b: the exceptions are copiable values of the token). */
CARDRT_API cardrt_status cardrt_fx_embalm(cardrt_ctx *ctx, int eternalize);
/* Encore (702.141a of the current rules), the effect of "{COST}, Exile
 * this card from your graveyard: For each opponent, create a token copy
 * that attacks that opponent this turn if able. They gain haste. Sacrifice
 * them at the beginning of the next end step.": for each opponent still in
 * the game, a token copy of the source (its copiable values) under its
 * controller, which must attack that opponent this turn if it can (CR
 * 508.1d), with haste, sacrificed at the next end step; the tokens are
 * added to selection INTO. */
CARDRT_API cardrt_status cardrt_fx_encore(cardrt_ctx *ctx, int into);
/* "Partner with NAME" (702.124j of the current rules), the effect of its
 * triggered ability "When this creature enters, target player may put NAME
 * into their hand from their library, then shuffle": the player of target
 * SLOT may; if they do, the card named NAME in their library (if there is
 * one) goes to their hand, and they shuffle. */
CARDRT_API cardrt_status cardrt_fx_partner_with(cardrt_ctx *ctx, int slot, const char *name);
/* Spectacle (702.137a of the current rules): may SPELL, being cast, be cast
 * for its spectacle cost: has an opponent of its controller lost life this
 * turn?  Surge (702.117a): has its controller cast another spell this turn?
 * (CARDRT_COST_ALTERNATIVE's WHICH; SOURCE is the spell too.) */
CARDRT_API bool cardrt_spectacle_ok(const cardrt_game *g, cardrt_id source, cardrt_id spell);
CARDRT_API bool cardrt_surge_ok(const cardrt_game *g, cardrt_id source, cardrt_id spell);
/* Prowl (702.76a): may SPELL be cast for its prowl cost: did its
 * controller deal combat damage to a player this turn with a creature that
 * then shared a creature type with SPELL?  (CARDRT_COST_ALTERNATIVE's
 * WHICH, as spectacle's.) */
CARDRT_API bool cardrt_prowl_ok(const cardrt_game *g, cardrt_id source, cardrt_id spell);
/* Demonstrate (702.144a of the current rules), the effect of "When you
 * cast this spell, you may copy it. If you do, choose an opponent to also
 * copy it. Players may choose new targets for their copies.": if the
 * source spell is still on the stack and its controller copies it
 * (cardrt_ask "copy it", the default no), they choose an opponent (a
 * CARDRT_CHOOSE_OBJECTS choice "also copy it" of players, the default the
 * next in turn order), who copies it too; each chooses new targets for
 * their copy. */
CARDRT_API cardrt_status cardrt_fx_demonstrate(cardrt_ctx *ctx);
/* Gravestorm (702.69a), the effect of "When you cast this spell, copy it
 * for each permanent put into a graveyard this turn. You may choose new
 * targets for the copies.": the source spell copied (as storm copies, from
 * its last known information if it has left the stack) once for each
 * permanent put into a graveyard from the battlefield this turn so far. */
CARDRT_API cardrt_status cardrt_fx_gravestorm(cardrt_ctx *ctx);
/* Epic (702.50a), the last of its spell's effect as it resolves: its
 * controller can't cast spells for the rest of the game (the cast refused
 * CARDRT_ETIMING), and at the beginning of each of their upkeeps for the
 * rest of the game a triggered ability ("Epic") copies the spell as it
 * resolved, its modes, X and targets (the controller may choose new
 * targets, as for storm's copies); that copy has no epic ability (nothing
 * here for it).  A copy of the spell another effect made has epic. */
CARDRT_API cardrt_status cardrt_fx_epic(cardrt_ctx *ctx);
/* Recover COST (702.59a), a triggered ability of the card in its owner's
 * graveyard: "When a creature is put into your graveyard from the
 * battlefield, you may pay COST. If you do, return this card from your
 * graveyard to your hand. Otherwise, exile this card."  The match, and the
 * effect (cardrt_fx_pay's question; nothing if the card has left the
 * graveyard since). */
CARDRT_API bool cardrt_match_recover(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
CARDRT_API cardrt_status cardrt_fx_recover(cardrt_ctx *ctx, const char *cost);
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
/* Sunburst (702.44a): as the source enters, a +1/+1 counter (a charge
 * counter, if it is not entering as a creature) for each color of mana
 * spent to cast it (none if it was not cast). */
CARDRT_API cardrt_status cardrt_fx_sunburst(cardrt_ctx *ctx);
/* Devour N (702.82a), in the "as it enters" function: its controller may
 * sacrifice any number of other creatures they control (a
 * CARDRT_CHOOSE_OBJECTS choice "devour", the default none); N +1/+1
 * counters on the source for each sacrificed. */
CARDRT_API cardrt_status cardrt_fx_devour(cardrt_ctx *ctx, int n);
/* Amplify N (702.38a), in the "as it enters" function: its controller may
 * reveal any number of cards in their hand that share a creature type with
 * the source (a CARDRT_CHOOSE_OBJECTS choice "amplify", the default none);
 * N +1/+1 counters on the source for each revealed. */
CARDRT_API cardrt_status cardrt_fx_amplify(cardrt_ctx *ctx, int n);
/* "a spell that targets you", "that targets ~", "that targets a creature
 * you control": does the spell OBJ on the stack (itself, not a copy) have
 * PLAYER, TARGET, or an object FN accepts for SOURCE among its targets? */
CARDRT_API bool cardrt_spell_targets_player(const cardrt_game *g, cardrt_id obj, int player);
CARDRT_API bool cardrt_spell_targets_object(const cardrt_game *g, cardrt_id obj, cardrt_id target);
CARDRT_API bool cardrt_spell_targets_any(const cardrt_game *g, cardrt_id source, cardrt_id obj,
                                         cardrt_affects_fn fn);
/* "a spell that targets a player": does the spell OBJ have any player among its targets? */
CARDRT_API bool cardrt_spell_targets_a_player(const cardrt_game *g, cardrt_id obj);
/* How many targets the spell OBJ on the stack (itself, not a copy) has, a
 * target chosen for each of two uses of "target" counted twice: "target
 * spell with a single target" (Rules FAQ 1.1) is one with 1; -1 if OBJ is
 * no spell on the stack. */
CARDRT_API int cardrt_spell_target_count(const cardrt_game *g, cardrt_id obj);
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
/* Was OBJ declared an attacker this turn, as the object it is now ("that
 * attacked this turn", CR 508.1; not one put onto the battlefield
 * attacking, CR 508.4)? */
CARDRT_API bool cardrt_attacked_this_turn(const cardrt_game *g, cardrt_id obj);
/* Was OBJ, as the object it is now, declared an attacker during its
 * controller's last turn: that player's latest turn before the current one
 * ("if it attacked during your last turn", "... during its controller's
 * last turn")? */
CARDRT_API bool cardrt_attacked_last_turn(const cardrt_game *g, cardrt_id obj);
/* Was OBJ declared a blocker this turn, as the object it is now ("if ~
 * attacked or blocked this turn", CR 509.1)?  And was it declared an
 * attacker (a blocker) in this combat, the combat phase begun last (CR
 * 506.1: "if ~ attacked or blocked this combat"; a turn may have several)? */
CARDRT_API bool cardrt_blocked_this_turn(const cardrt_game *g, cardrt_id obj);
CARDRT_API bool cardrt_attacked_this_combat(const cardrt_game *g, cardrt_id obj);
CARDRT_API bool cardrt_blocked_this_combat(const cardrt_game *g, cardrt_id obj);
CARDRT_API bool cardrt_entered_this_turn(const cardrt_game *g, cardrt_id obj);
/* Was OBJ, a card in a graveyard, put there from the battlefield this turn
 * ("creature cards in your graveyard that were put there from the
 * battlefield this turn"; as the object it is there, CR 400.7)? */
CARDRT_API bool cardrt_put_from_battlefield_this_turn(const cardrt_game *g, cardrt_id obj);
/* Renown N (702.112a): SELF dealt combat damage to a player and isn't
 * renowned; its effect: N +1/+1 counters and it becomes renowned.
 * Monstrosity N (701.37a): if the source isn't monstrous, N +1/+1 counters
 * and it becomes monstrous.  Both are forgotten when it changes zones. */
CARDRT_API bool cardrt_match_renown(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
/* Ward [cost] (702.21a): SELF became the target of a spell or ability an
 * opponent controls; its effect counters that spell or ability unless its
 * controller pays COST (cardrt_fx_pay, the default not to pay). */
CARDRT_API bool cardrt_match_ward(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
CARDRT_API cardrt_status cardrt_fx_ward(cardrt_ctx *ctx, const char *cost);
CARDRT_API cardrt_status cardrt_fx_renown(cardrt_ctx *ctx, int n);
CARDRT_API cardrt_status cardrt_fx_monstrosity(cardrt_ctx *ctx, int n);
CARDRT_API bool cardrt_is_renowned(const cardrt_game *g, cardrt_id obj);
CARDRT_API bool cardrt_is_monstrous(const cardrt_game *g, cardrt_id obj);
/* The creature OBJ is paired with (soulbond, CR 702.95 of the current
 * rules), 0 if it is unpaired: both on the battlefield, both creatures,
 * under the control of the player who paired them (702.95d: otherwise
 * they became unpaired). */
CARDRT_API cardrt_id cardrt_paired_with(const cardrt_game *g, cardrt_id obj);
/* Soulbond's triggered abilities (702.95a): this creature enters, or
 * another creature its controller controls enters, and the two (for this
 * one: it and some other creature of theirs) are unpaired.  Its effect asks
 * the controller whether to pair them (the default no; for this one
 * entering, which unpaired creature of theirs, none chosen by default),
 * checked again as it resolves. */
CARDRT_API bool cardrt_match_soulbond(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
CARDRT_API cardrt_status cardrt_fx_soulbond(cardrt_ctx *ctx);
/* Suspend N—[cost] (702.62a): PLAYER pays the cost and exiles OBJ from
 * their hand with N time counters, when they could begin to cast it (its
 * timing; a special action: no stack).  Its triggered abilities, made of
 * these parts, work in exile: at the beginning of its owner's upkeep
 * (cardrt_match_upkeep, condition cardrt_is_suspended) cardrt_fx_suspend
 * removes a time counter; when the last is removed
 * (cardrt_match_last_time_counter) cardrt_fx_suspend_cast casts it without
 * paying its mana cost if its owner will (a creature spell's permanent
 * gains haste).  Not a card with CARDRT_COST_SUSPEND: CARDRT_EINVAL.
 * A card in exile with CARDRT_COST_SUSPEND and a time counter is
 * suspended however it came there (702.62b: cardrt_is_suspended). */
CARDRT_API cardrt_status cardrt_suspend(cardrt_game *g, unsigned player, cardrt_id obj);
CARDRT_API bool cardrt_is_suspended(const cardrt_game *g, cardrt_id obj);
/* Has OBJ, by its copiable values, the keyword ability WHICH with a cost
 * ("a card with cycling", "with a kicker ability", CR 702): cycling (an
 * activated ability with CARDRT_TIMING_CYCLING; typecycling is cycling,
 * CR 702.29e), or the spell's cost of that kind (kicker, flashback, morph;
 * megamorph is morph, CR 702.37b)?  Not once it has lost its abilities. */
enum { CARDRT_KA_CYCLING, CARDRT_KA_KICKER, CARDRT_KA_FLASHBACK, CARDRT_KA_MORPH };
CARDRT_API bool cardrt_has_keyword_ability(const cardrt_game *g, cardrt_id obj, int which);
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
/* Transform (CR 701.28 of the current rules): the permanent OBJ of a
 * transforming double-faced card (cardrt_card_def.other_face, layout
 * CARDRT_LAYOUT_TRANSFORM), face up, turns its other face up: the same
 * object, its counters, attachments, damage and status kept, with that
 * face's characteristics and abilities (CR 712); a CARDRT_EV_TRANSFORMED
 * event.  Any other permanent does nothing (701.28c): CARDRT_EINVAL.
 * cardrt_fx_transform does so to each permanent of SEL, its result how
 * many transformed.  cardrt_is_back_face: OBJ has its card's second face
 * up (a transformed permanent). */
CARDRT_API cardrt_status cardrt_transform(cardrt_game *g, cardrt_id obj);
CARDRT_API cardrt_status cardrt_fx_transform(cardrt_ctx *ctx, int sel);
CARDRT_API bool cardrt_is_back_face(const cardrt_game *g, cardrt_id obj);
/* Is OBJ an adventurer card (CR 715.1 of the current rules: its copiable
 * values are a card of the layout CARDRT_LAYOUT_ADVENTURE), whichever of
 * its two sets of characteristics it has now: "a creature spell that has
 * an Adventure" (it need not have gone on an adventure first)? */
CARDRT_API bool cardrt_has_adventure(const cardrt_game *g, cardrt_id obj);
/* Day and night (CR 726 of the current rules): the game's designation,
 * CARDRT_NEITHER until a permanent with daybound (it becomes day) or
 * nightbound (night, when no permanent has daybound) is on the
 * battlefield, CR 702.145c, 702.145f; then, as each untap step begins,
 * it becomes night if it was day and last turn's active player cast no
 * spells that turn, or day if it was night and they cast two or more
 * (726.3a).  cardrt_set_day_night makes it day or night ("it becomes
 * night"; the same one again is no change).  As it becomes night (day),
 * each permanent whose face up is daybound (nightbound) transforms
 * (702.145b, 702.145e), a CARDRT_EV_DAY_NIGHT event first; such a
 * permanent transforms in no other way, and a daybound card enters the
 * battlefield transformed while it is night. */
CARDRT_API cardrt_day_night cardrt_day_or_night(const cardrt_game *g);
CARDRT_API cardrt_status cardrt_set_day_night(cardrt_game *g, cardrt_day_night which);
/* Foretell (702.143a): during their turn, when they may act, PLAYER pays
 * {2} and exiles OBJ (with a CARDRT_COST_FORETELL cost) from their hand face
 * down (a special action); from a later turn on, cardrt_cast_play casts it
 * from exile for its foretell cost instead of its mana cost. */
CARDRT_API cardrt_status cardrt_foretell(cardrt_game *g, unsigned player, cardrt_id obj);
CARDRT_API cardrt_status cardrt_fx_madness(cardrt_ctx *ctx, const char *cost);
/* Each player of SEL takes an extra turn after this one (CR 500.7): added
 * directly after this turn, one at a time in APNAP order, the most
 * recently added taken first; the normal order goes on after them from
 * the player whose turn came before them.  The result is how many were
 * added.  More than 64 waiting: CARDRT_ELIMIT. */
CARDRT_API cardrt_status cardrt_fx_extra_turn(cardrt_ctx *ctx, int sel);
/* The phase an effect adds phases after, as its words name it: "this
 * phase", "this main phase", "this combat phase". */
typedef enum cardrt_phase { CARDRT_PHASE_THIS, CARDRT_PHASE_MAIN, CARDRT_PHASE_COMBAT } cardrt_phase;
/* "After this phase, there is an additional combat phase" (THEN_MAIN:
 * "... followed by an additional main phase"), CR 500.8: added directly
 * after the current phase, the most recently added first; after them the
 * turn goes on as it would have after that phase.  AFTER, a cardrt_phase:
 * with "this main phase" ("this combat phase") while the game is in no
 * main (combat) phase, nothing is added.  The result is 1 if the phases
 * were added, else 0; more than 16 waiting: CARDRT_ELIMIT. */
CARDRT_API cardrt_status cardrt_fx_add_phases(cardrt_ctx *ctx, int after, bool then_main);
/* What a player skips (CR 500.11): their next turn, or the next untap step,
 * draw step or combat phase of one of their turns. */
typedef enum cardrt_skip {
    CARDRT_SKIP_TURN, CARDRT_SKIP_UNTAP_STEP, CARDRT_SKIP_DRAW_STEP, CARDRT_SKIP_COMBAT_PHASE,
} cardrt_skip;
/* Each player of SEL skips their next N of WHAT, a cardrt_skip ("You skip
 * your next turn", "Target player skips their next untap step"): a skipped
 * turn is not taken, the turn order going on after it (CR 500.11); a
 * skipped step or phase of their turn does not happen, the game going on
 * to the next one.  The result is how many players were named. */
CARDRT_API cardrt_status cardrt_fx_skip_next(cardrt_ctx *ctx, int sel, int what, int n);
/* Proliferate (CR 701.27a): the controller chooses any number of the
 * players and permanents with counters on them (a CARDRT_CHOOSE_OBJECTS
 * choice; the default chooses none), then each one chosen gets another
 * counter of each kind already there.  The result is how many were chosen. */
CARDRT_API cardrt_status cardrt_fx_proliferate(cardrt_ctx *ctx);
/* Keyword actions (CR 701; runtime/kwaction.c), each with its result how
 * many counters were put (adapt, bolster, amass) or how many permanents
 * acted (explore, connive).  Adapt N (701.46a): if the source, on the
 * battlefield, has no +1/+1 counters, N are put on it.  Bolster N
 * (701.39a): the controller chooses a creature with the least toughness
 * among those they control (CARDRT_CHOOSE_OBJECTS among ties) and puts N
 * +1/+1 counters on it.  Amass N (701.47a): with no Army, the controller
 * creates a 0/0 black Zombie Army creature token first, then puts N +1/+1
 * counters on an Army they control (their choice).  Each permanent of SEL
 * explores (701.44a: its controller reveals the top card of their library;
 * a land card goes to their hand, else the permanent gets a +1/+1 counter
 * and they may put the card into their graveyard, cardrt_ask "put it into
 * your graveyard", the default no) or connives (701.50a: its controller
 * draws a card, then discards a card; a nonland card discarded puts a
 * +1/+1 counter on it); a permanent no longer on the battlefield gets no
 * counter (701.44, 701.50). */
CARDRT_API cardrt_status cardrt_fx_adapt(cardrt_ctx *ctx, int n);
CARDRT_API cardrt_status cardrt_fx_bolster(cardrt_ctx *ctx, int n);
CARDRT_API cardrt_status cardrt_fx_amass(cardrt_ctx *ctx, int n);
/* Amass [subtype] N (701.47a of the current rules, "amass Phyrexians 2"):
 * as amass, the token created the Army ARMY defines (a 0/0 black
 * [subtype] Army creature token, the subtype its first one); the Army
 * chosen, if it isn't that subtype, becomes that subtype in addition to
 * its other types, for the rest of the game (CR 611.2a). */
CARDRT_API cardrt_status cardrt_fx_amass_army(cardrt_ctx *ctx, int n, const cardrt_card_def *army);
/* Discover N (701.57a of the current rules, "discover 3"): the controller
 * exiles cards from the top of their library until they exile a nonland
 * card with mana value N or less; they cast it without paying its mana
 * cost (cardrt_ask "cast it without paying its mana cost", the default no)
 * or put it into their hand; the other cards exiled go on the bottom of
 * their library in a random order. */
CARDRT_API cardrt_status cardrt_fx_discover(cardrt_ctx *ctx, int n);
/* Endure N (701.63a of the current rules, "it endures 2"): each permanent
 * of SEL, in turn: its controller puts N +1/+1 counters on it, or creates
 * a 0/0 white Spirit creature token with N +1/+1 counters (cardrt_ask
 * "create a Spirit token", the default no); one no longer on the
 * battlefield makes the token (701.63b).  The result is how many endured. */
CARDRT_API cardrt_status cardrt_fx_endure(cardrt_ctx *ctx, int sel, int n);
CARDRT_API cardrt_status cardrt_fx_explore(cardrt_ctx *ctx, int sel);
CARDRT_API cardrt_status cardrt_fx_connive(cardrt_ctx *ctx, int sel);
/* Each permanent of SEL on the battlefield phases out (CR 702.26 of the
 * current rules; cardrt_phase_out); the result is how many did. */
CARDRT_API cardrt_status cardrt_fx_phase_out(cardrt_ctx *ctx, int sel);
/* Populate (CR 701.36a): the controller chooses a creature token they
 * control (CARDRT_CHOOSE_OBJECTS, prompt "populate", the default the
 * first) and creates a token that's a copy of it (its copiable values,
 * CR 707.2); with none, nothing happens.  The result is how many tokens
 * were created. */
CARDRT_API cardrt_status cardrt_fx_populate(cardrt_ctx *ctx);
/* The controller ventures into the dungeon (cardrt_venture; CR 701.49 of
 * the current rules). */
CARDRT_API cardrt_status cardrt_fx_venture(cardrt_ctx *ctx);
/* Learn (CR 701.48a of the current rules): the controller may reveal a
 * Lesson card they own from outside the game (CARDRT_OUTSIDE) and put it
 * into their hand, or discard a card to draw a card, or do neither: one
 * CARDRT_CHOOSE_OBJECTS choice, prompt "learn", of none or one among those
 * Lesson cards and the cards in their hand, the default none.  A Lesson
 * card chosen is put into their hand; a card of their hand is discarded,
 * then they draw a card (with no card in hand they can't discard one to
 * draw).  The result is 1 if they did either, else 0. */
CARDRT_API cardrt_status cardrt_fx_learn(cardrt_ctx *ctx);
/* Doubling (CR 701.10): each permanent and player of SEL gets as many more
 * counters of KIND (of each kind already there, for NULL) as it has, the
 * result how many were put; each player of SEL gains as much life as their
 * life total (loses, below 0), the result how much changed. */
/* N counters of KIND (up to as many as there are) leave the first object
 * of FROM and are put on the first object of TO (CR 122.5 of the current
 * rules: "move a +1/+1 counter from ~ onto target creature"); none moves
 * unless both are on the battlefield, different, and TO can have them.
 * The result is how many moved. */
CARDRT_API cardrt_status cardrt_fx_move_counters(cardrt_ctx *ctx, int from, int to, const char *kind, int n);
/* "When ~ dies, put its counters on target creature you control", "...,
 * if it had counters on it, put those counters on ~": each object of TO on
 * the battlefield gets as many counters of each kind as the first object
 * of FROM has, on the battlefield, or had as it last existed there (CR
 * 413.2f); nothing is removed from it.  MOVE: "Move all counters from ~
 * onto target creature" (CR 122.5 of the current rules): the counters of
 * the first object of FROM, on the battlefield, leave it for the first
 * object of TO, each kind that can be put there.  The result is how many
 * were put. */
CARDRT_API cardrt_status cardrt_fx_counters_of(cardrt_ctx *ctx, int from, int to, bool move);
CARDRT_API cardrt_status cardrt_fx_double_counters(cardrt_ctx *ctx, int sel, const char *kind);
CARDRT_API cardrt_status cardrt_fx_double_life(cardrt_ctx *ctx, int sel);
/* Each player of SEL gains or loses the life it takes for their life total
 * to become N (CR 119.5: a gain or a loss of life as any other, which "can't
 * gain life" and "can't lose life" stop); the result how much changed. */
CARDRT_API cardrt_status cardrt_fx_set_life(cardrt_ctx *ctx, int sel, int n);
/* Each creature of SEL on the battlefield gets +X/+Y for DURATION (a
 * cardrt_duration up to CARDRT_UNTIL_YOUR_NEXT_TURN), X its power if
 * POWER, Y its toughness if TOUGHNESS, as they are now: doubling them
 * (CR 701.10); the result how many did. */
CARDRT_API cardrt_status cardrt_fx_double_pt(cardrt_ctx *ctx, int sel, bool power, bool toughness, int duration);
/* Each player of SEL still in the game wins it (WIN: each of their
 * opponents loses it, CR 104.2b, 104.3h), or loses it (CR 104.3e), at
 * once; the result is how many players lost. */
CARDRT_API cardrt_status cardrt_fx_game_over(cardrt_ctx *ctx, int sel, bool win);

#endif
