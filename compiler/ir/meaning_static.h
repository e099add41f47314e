/* meaning_static.h — the readings of static abilities (meaning_static.c;
 * a spell's alternative and optional costs and the mana a cost writes:
 * meaning_cost.c) and of replacement and prevention effects
 * (meaning_replace.c): part of
 * meaning.h, which includes it where these declarations belong (after the
 * readings of abilities they use); not included on its own. */
#ifndef CARDC_MEANING_STATIC_H
#define CARDC_MEANING_STATIC_H
#ifndef CARDC_MEANING_H
#error "meaning_static.h is part of meaning.h: include meaning.h"
#endif

/* ---- static abilities (meaning_static.c; replacement and prevention:
 * meaning_replace.c) ----------------------------------------------------- */

/* The verb of a verb phrase (N_ACTION), as the abilities' readings need it:
 * events (ir_event_of reads a trigger's from it), static changes, costs. */
typedef enum ir_verb {
    IR_VERB_OTHER,
    IR_VERB_ENTER, IR_VERB_DIE, IR_VERB_LEAVE, IR_VERB_ENTER_OR_LEAVE, IR_VERB_PUT, IR_VERB_CAST,
    IR_VERB_CYCLE, IR_VERB_DRAW, IR_VERB_DISCARD, IR_VERB_SACRIFICE, IR_VERB_PLAY, IR_VERB_GAIN_LIFE,
    IR_VERB_LOSE_LIFE, IR_VERB_ATTACK, IR_VERB_BLOCK, IR_VERB_ATTACK_OR_BLOCK, IR_VERB_BLOCKED,
    IR_VERB_TAPPED, IR_VERB_UNTAPPED, IR_VERB_BECOME, IR_VERB_DEAL_DAMAGE, IR_VERB_DEAL_COMBAT_DAMAGE,
    IR_VERB_DEALT_DAMAGE, IR_VERB_DEALT_COMBAT_DAMAGE, IR_VERB_DEAL_NONCOMBAT_DAMAGE, IR_VERB_DEALT_NONCOMBAT_DAMAGE,
    IR_VERB_TURNED_FACE_UP,
    IR_VERB_GET, IR_VERB_HAVE, IR_VERB_GAIN, IR_VERB_IS, IR_VERB_UNTAP, IR_VERB_CHOOSE,
    IR_VERB_EXILE, IR_VERB_RETURN, IR_VERB_REVEAL, IR_VERB_SHUFFLE, IR_VERB_PAY_LIFE, IR_VERB_REMOVE,
    IR_VERB_TAP, IR_VERB_ADD, IR_VERB_COUNTERED, IR_VERB_COPY, IR_VERB_LOSE, IR_VERB_PAY_ENERGY, IR_VERB_SCRY,
    IR_VERB_EXERT, IR_VERB_UNATTACH,
    IR_VERB_SURVEIL,
    IR_VERB_LOSE_ALL_ABILITIES,
    IR_VERB_EXPLOIT,
    IR_VERB_CREW,
    IR_VERB_EXPLORE,
    IR_VERB_TRANSFORM,
    IR_VERB_PHASE_IN,
    IR_VERB_PHASE_OUT,
} ir_verb;
ir_verb ir_verb_of(const node *a);
/* The word node N stands for, as a diagnostic names it ("get", "flying"). */
const char *ir_word_text(const node *n);

/* Rules a static ability changes for its objects, beyond the layers
 * (CR 613.1 applies to characteristics; these are effects of CR 611.3). */
typedef enum ir_rule {
    IR_RULE_NONE,
    IR_RULE_CANT_BLOCK, IR_RULE_CANT_ATTACK, IR_RULE_CANT_ATTACK_OR_BLOCK, IR_RULE_CANT_BE_BLOCKED,
    IR_RULE_BLOCKED_BY_ONE,     /* "can't be blocked by more than one creature" */
    IR_RULE_DOESNT_UNTAP,       /* "doesn't untap during your untap step" */
    IR_RULE_BLOCKS_ONLY_FLYERS, /* "can block only creatures with flying" */
    IR_RULE_MAY_NOT_UNTAP,      /* "You may choose not to untap ~ during your untap step" */
    IR_RULE_CANT_CREW,          /* "... can't attack, block, or crew Vehicles" (a step of
                                 * ir_restrictions_of only; CR 702.122 of the current rules) */
} ir_rule;
/* The rule of "can't ..."/"don't ..." (N_NEGATED NEG), of "can block only
 * ..." (N_MODIFIER "can"), or of "You may choose not to untap ~ ..." (the
 * statement ST); IR_RULE_NONE for another phrase. */
ir_rule ir_restriction_of(const node *neg);
/* The restriction a static ability's `cant` instruction IN says (its
 * `word`, as lowering wrote it: "block", "be_blocked", "untap", "crew",
 * ...); IR_RULE_NONE for another instruction. */
ir_rule ir_cant_rule(const ir_instr *in);
/* "X doesn't untap during its controller's untap step [for as long as
 * ...]" (N_NEGATED NEG, from a resolving spell or ability: CR 502.2): its
 * modifier "during its controller's untap step"; NULL for another phrase. */
const node *ir_untap_step_restriction_of(const node *neg);
/* "~ isn't a creature" (N_NEGATED NEG): the card type (ir_card_type) it
 * loses in layer 4; -1 for another phrase. */
int ir_type_removed_of(const node *neg);
ir_rule ir_permission_of(const node *can);
ir_rule ir_optional_untap_of(const node *st);

/* Rules of the game a static ability changes for players (CR 416.1):
 * "Players can't gain life", "You can't play lands", "You have hexproof" ("shroud"),
 * "Each player can't cast more than one spell each turn". */
typedef enum ir_player_rule {
    IR_PRULE_NONE,
    IR_PRULE_CANT_GAIN_LIFE, IR_PRULE_CANT_PLAY_LANDS, IR_PRULE_HEXPROOF,
    IR_PRULE_SPELL_LIMIT,       /* no more than N spells each turn */
    IR_PRULE_SKIP_DRAW_STEP,    /* "Skip your draw step" (CR 500.11) */
    IR_PRULE_EXTRA_LANDS,       /* "may play an additional land on each of your turns" (CR 305.2);
                                 * N -1: "any number of lands" */
    IR_PRULE_MAX_HAND_SIZE,     /* "Your maximum hand size is N" (CR 402.2); -1: "You have no maximum hand size" */
    IR_PRULE_DRAW_LIMIT,        /* no more than N cards drawn each turn; 0: "Players can't draw cards" (static) */
    IR_PRULE_ZERO_LIFE,         /* "You don't lose the game for having 0 or less life" (static; CR 704.5a) */
    IR_PRULE_KEEP_MANA,         /* "Players don't lose unspent mana as steps and phases end" (static; N the
                                 * colors kept, bits 1 << ir_color: "unspent green mana"; 0 all of it) */
    IR_PRULE_HAND_SIZE_CHANGE,  /* "Your maximum hand size is increased by N", "... reduced by N" (-N;
                                 * static; CR 402.2) */
    IR_PRULE_SKIP_UNTAP_STEP,   /* "Players skip their untap steps" (a static ability's, CR 500.11) */
    IR_PRULE_SKIP_UPKEEP_STEP,  /* "Players skip their upkeep steps" */
    IR_PRULE_CANT_SEARCH,       /* "Players can't search libraries" (CR 701.19) */
    IR_PRULE_SHROUD,            /* "You have shroud": no target of any spell or ability (CR 702.18a) */
    IR_PRULE_CANT_LOSE,         /* "You can't lose the game" (CR 104.3, 101.2) */
    IR_PRULE_CANT_WIN,          /* "Your opponents can't win the game" (CR 104.2, 101.2) */
    IR_PRULE_NO_LEGEND_RULE,    /* "The "legend rule" doesn't apply (to permanents you control)" (static;
                                 * CR 704.5j): not to the permanents of those players */
    IR_PRULE_MANA_COLORLESS,    /* "If you would lose unspent mana, that mana becomes colorless
                                 * instead" (static; CR 614.1a, 500.4 of the current rules) */
    IR_PRULE_DAMAGE_LIFE_FLOOR, /* "Damage that would reduce your life total to less than 1
                                 * reduces it to 1 instead" (static; CR 614.1a) */
    IR_PRULE_CAST_OWN_TURN,     /* "Players can cast spells only during their own turns" (static) */
    IR_PRULE_CAST_SORCERY_TIME, /* "Each opponent can cast spells only any time they could cast a
                                 * sorcery" (static; CR 307.1) */
} ir_player_rule;
/* The player rule of the statement ST, the players it applies to in *WHO
 * (IR_WHO_ANY: every player) and its number in *N; IR_PRULE_NONE for
 * another statement.  DURATION NULL: of a static ability; else ST is an
 * effect's, whose one duration ("this turn") *DURATION gets (NULL: none). */
ir_player_rule ir_player_rule_of(const node *st, ir_who *who, int *n, const node **duration);
/* The same of a static ability, also "... during your turn" ("Your
 * opponents can't cast spells during your turn"): the step in *DURING (a
 * condition: as long as it is that step; ir_during_step_of), else NULL. */
ir_player_rule ir_static_player_rule_of(const node *st, ir_who *who, int *n, const node **during);
/* The same rule said of one player phrase ir_player_rule_of does not take
 * ("target player", "its controller", "defending player"): *PLAYER. */
ir_player_rule ir_chosen_player_rule_of(const node *st, const node **player, int *n, const node **duration);
/* "~ attacks each combat if able" (a requirement, CR 508.1d): the subject
 * of the statement ST, or NULL for another statement. */
const node *ir_must_attack_of(const node *st);
/* "its activated abilities can't be activated", "Activated abilities of
 * artifacts can't be activated" (the N_NEGATED NEG): whose ("its",
 * "artifacts"), or NULL for another phrase. */
const node *ir_cant_activate_of(const node *neg);
/* "This effect doesn't remove ~", "This effect doesn't remove Auras" (the
 * N_NEGATED NEG) right after BEFORE, a sentence that gives enchanted
 * creature protection: that effect's protection doesn't put the Aura itself
 * (IR_KEEPS_SELF) or any Aura (IR_KEEPS_AURAS) into its owner's graveyard
 * (CR 704.5m); IR_KEEPS_NONE for another sentence. */
typedef enum ir_keeps { IR_KEEPS_NONE, IR_KEEPS_SELF, IR_KEEPS_AURAS } ir_keeps;
ir_keeps ir_doesnt_remove_of(const node *neg, const node *before);
/* Rules a static ability changes for the objects its subject describes
 * (CR 416.1): "Creature spells you control can't be countered", "Red
 * spells you cast cost {1} less to cast" (CR 601.2f: generic mana only). */
typedef enum ir_object_rule {
    IR_ORULE_NONE,
    IR_ORULE_CANT_BE_COUNTERED,
    IR_ORULE_CANT_ENTER,        /* "Creature cards in graveyards can't enter the battlefield": cards
                                 * of graveyards and libraries only, where they stay */
    IR_ORULE_COST,              /* N more generic mana (N < 0: less) */
    IR_ORULE_ABILITY_COST,      /* the same to activate their activated abilities (CR 602.2b):
                                 * "Activated abilities of artifacts cost {1} more to activate",
                                 * the subject the objects whose abilities they are */
} ir_object_rule;
/* The object rule of the statement ST, its subject in *SUBJECT, and for
 * IR_ORULE_COST the mana it adds in *MANA (*SIGN -1: it takes it off;
 * "up to {2} less" takes off {2}); IR_ORULE_NONE for another statement.
 * With COUNT, a cost also may be counted: *COUNT the objects of "for each
 * OBJECT" (N_OBJECT: that mana for each) or the modifier ", where X is
 * ..." (N_MODIFIER: its X, the mana then "{X}"), NULL for neither; without
 * COUNT, a counted cost is IR_ORULE_NONE. */
ir_object_rule ir_object_rule_of(const node *st, const node **subject, const node **mana, int *sign,
                                 const node **count);
/* "This effect can't reduce the mana in that cost to less than one mana"
 * (NEG) right after BEFORE, a static ability's "Activated abilities of
 * creatures cost {1} less to activate": that reduction leaves at least one
 * mana of the cost (CR 601.2f, 602.2b); false for another sentence. */
bool ir_cost_floor_of(const node *neg, const node *before);
/* "This effect reduces only the amount of colored mana you pay" right after
 * BEFORE, a reduction of the mana of spells ("Cleric spells you cast cost
 * {W}{B} less to cast"): its colored mana takes nothing off generic mana
 * instead (CR 601.2f, 118.7c of the current rules)?  (Whether that mana is
 * colored, the caller, who has the text, asks.) */
bool ir_cost_colored_only_of(const node *st, const node *before);
/* "This spell costs {1} less to cast for each artifact you control" (CR
 * 601.2f; affinity's own words, CR 702.41a): the objects counted, and the
 * mana taken off for each in *MANA; NULL for another statement. */
const node *ir_self_cost_each_of(const node *st, const node **mana);
/* "This ability costs {1} less to activate for each legendary creature you
 * control", the last sentence of an activated ability (CR 602.2b, 601.2f):
 * the same. */
const node *ir_ability_cost_each_of(const node *st, const node **mana);
/* "This spell costs {2}{R} more to cast for each target beyond the first"
 * (Strive; CR 601.2f): its mana in *MANA. */
bool ir_self_cost_per_target_of(const node *st, const node **mana);
/* "This spell costs {2} less to cast" (nothing after "to cast"): true, the
 * mana taken off in *MANA. */
bool ir_self_cost_of(const node *st, const node **mana);
/* "This spell costs {X} less to cast, where X is the total power of
 * creatures you control" (CR 601.2f, 107.3) of card C: the amount X is;
 * NULL for another statement. */
const node *ir_self_cost_x_of(const card *c, const node *st);
/* "This spell costs {2} less to cast if you control a Wizard", "If you
 * have 10 or less life, this spell costs {2} less to cast" (CR 601.2f): the
 * condition, the mana taken off in *MANA; NULL for another statement. */
const node *ir_self_cost_if_of(const node *st, const node **mana);
/* "Cast this spell only if COND", "Cast this spell only during combat",
 * "You can't cast this spell unless COND" (CR 601.3): the condition under
 * which the spell may be cast; *NEGATED for "You can't cast this spell if
 * COND" (only while it does not hold); NULL for another statement. */
const node *ir_cast_only_of(const node *st, bool *negated);
/* "You may cast ~ from your graveyard [as long as (if) COND]", "You may cast
 * ~ from exile": the zone in *ZONE, the condition in *COND (NULL: none);
 * false for another statement. */
bool ir_cast_from_of(const node *st, ir_zone *zone, const node **cond);
/* "If ~ is in your opening hand, you may begin the game with it on the
 * battlefield." (CR 103.6) */
bool ir_opening_hand_of(const node *st);
/* "rather than pay this spell's mana cost" (the N_MODIFIER M). */
bool ir_rather_than_mana_cost(const node *m);
/* "You may pay {1} and sacrifice a Mountain rather than pay this spell's
 * mana cost" (CR 118.9: an alternative cost): the actions of the statement
 * ST in order, their subject "you", the last one's last modifier "rather
 * than ..." (ir_rather_than_mana_cost), into STEPS (at most MAX); how many;
 * 0 for another statement.  "If you control a Plains, you may ...": the
 * condition in *COND (else NULL). */
unsigned ir_alternative_cost_of(const node *st, const node **cond, const node **steps, unsigned max);
/* "You may pay an additional {2} as you cast this spell.", "You may
 * sacrifice an artifact as you cast this spell." (the statement ST, a
 * keyword's reminder text: an optional additional cost, kicker's rule in
 * other words, CR 702.33a): the action that is the cost, with its
 * modifier "as you cast this spell"; else NULL. */
const node *ir_optional_cost_of(const node *st);
/* "You may pay an additional {2} as you cast this spell. If you do, when
 * this creature enters, put two +1/+1 counters on it." (AB, a static
 * ability, an unknown keyword's reminder text): the triggered ability its
 * second sentence is, as offspring's rules word it (CR 702.175a of the
 * current rules): "When this creature enters, if it was kicked, put two
 * +1/+1 counters on it", made in arena A, its range that sentence's; else
 * NULL. */
const ability *ir_optional_cost_trigger(arena *a, const ability *ab);
/* "pay an additional {2}" (the action ACT): the mana; else NULL. */
const node *ir_additional_mana_of(const node *act);
/* Is N "kicked" ("if it was kicked"), or, on card C, the past participle
 * of a keyword whose reminder text is an optional additional cost
 * (ir_optional_cost_of: "if it was tithed" after "Tithe {2} (You may pay
 * an additional {2} as you cast this spell.)"), which means the same? */
bool ir_kicked_verb(const card *c, const node *n);
/* "If an opponent controls a Plains and you control a Swamp, you may cast
 * this spell without paying its mana cost" (meaning_rule.c): an
 * alternative cost of nothing (CR 118.9), while *COND (NULL: always) holds
 * as the spell is cast. */
bool ir_free_cast_of(const node *st, const node **cond);
/* A step of an alternative cost as a cost says it: a copy in A with no
 * subject and no "rather than ...". */
node *ir_cost_step(arena *a, const node *step);
/* The mana of "pay {1}{R}" (a cost step), or NULL. */
const node *ir_pay_mana_of(const node *act);
/* "Creatures your opponents control enter the battlefield tapped": a
 * replacement effect (CR 416.1) on the objects the statement ST's subject
 * describes as they would enter (not "~ enters ...", an ability of its
 * own permanent). */
bool ir_enters_tapped_of(const node *st);
/* "Each other Warrior creature you control enters the battlefield with an
 * additional +1/+1 counter on it" (a replacement effect, CR 416.1): the
 * counters' kind in *KIND and number in *N; false for another statement. */
bool ir_enters_with_counters_of(const node *st, const char **kind, int *n);
/* One object of the set NP describes, as an event's subject says it:
 * "each other Elf you control", "other Elves you control" -> "another Elf
 * you control"; "creatures" -> "a creature"; a copy in A. */
node *ir_one_of(arena *a, const node *np);
/* "If you would gain life, you gain twice that much life instead" ("...
 * that much life plus 1 instead"): a replacement effect (CR 416.1); the
 * event it replaces in *EVENT (the action after "would"), the amount
 * times *TIMES (0: once) plus *PLUS.  False for another statement. */
bool ir_life_replacement_of(const node *st, const node **event, int *times, int *plus);
/* "If a creature an opponent controls would die, exile it instead" ("...,
 * return it to its owner's hand instead": *TO_HAND): a replacement effect
 * (CR 416.1) on a creature dying; the dying (the action after "would") in
 * *EVENT.  False for another statement. */
bool ir_die_exile_replacement_of(const node *st, const node **event, bool *to_hand);
/* "If that creature would die this turn, exile it instead", "If a creature
 * would die this turn, ...": the same from a resolving spell, until end of
 * turn; what would die ("that creature", "a creature"), or NULL. */
const node *ir_die_exile_this_turn_of(const node *s);
/* "If it would leave the battlefield, exile it instead of putting it
 * anywhere else" (a resolving spell's or ability's, of the permanents a
 * pronoun names, CR 614.1a; unearth's words, CR 702.84a): those
 * permanents (the pronoun), or NULL for another sentence. */
const node *ir_leave_exile_of(const node *s);
/* "If that spell is countered this way, exile it instead of putting it into
 * its owner's graveyard", "..., put it on top of its owner's library
 * instead of into that player's graveyard": the action done instead (its
 * "instead" modifier in *INSTEAD), or NULL. */
const node *ir_countered_instead_of(const node *s, const node **instead);
/* "If ~ would be put into a graveyard from anywhere, exile it instead",
 * "..., reveal ~ and shuffle it into its owner's library instead", "If a
 * card would be put into an opponent's (your) graveyard from anywhere,
 * exile it instead": a replacement effect (CR 416.1) on a card put into a
 * graveyard; the putting (the action after "would") in *EVENT, *SHUFFLE
 * for the library (revealing changes nothing), the players whose
 * graveyard in *WHOSE (NULL: any).  False for another statement. */
bool ir_graveyard_replacement_of(const node *st, const node **event, bool *shuffle, const node **whose);
/* "If a card would be put into your graveyard from anywhere this turn,
 * exile that card instead": the same from a resolving spell, until end of
 * turn (CR 614.1a); the putting without its "this turn" (a copy made in
 * A), *SHUFFLE and *WHOSE as ir_graveyard_replacement_of says, or NULL
 * for another sentence. */
node *ir_graveyard_replacement_this_turn_of(arena *a, const node *s, bool *shuffle, const node **whose);
/* "If you would draw a card, you gain 1 life instead", "If an opponent
 * would draw a card, exile the top card of their library instead": a
 * replacement effect on each draw (CR 614.1a, 614.11), the drawing (the
 * action after "would") in *EVENT, the clause of its "while ..." (the
 * replacement applies only while it holds) in *DURING, else NULL; the
 * action done instead, without its
 * "instead" (a copy made in A), or NULL for another statement (one whose
 * action names the drawing player, "that player ...", among them); "a card
 * except the first one you draw in each of your draw steps": *EXCEPT_FIRST
 * (the drawing in *EVENT a copy without it). */
node *ir_draw_replacement_of(arena *a, const node *st, const node **event, const node **during, bool *except_first);
/* "If a player (an opponent, you) would draw a card, that player skips that
 * draw instead", "If a player would gain life, that player gains no life
 * instead": a replacement effect (CR 614.1a) after which the event does not
 * happen and nothing happens in its place; the event (the action after
 * "would"), or NULL for another statement. */
const node *ir_skipped_event_of(const node *st);
/* Is EV (of ir_skipped_event_of) a player's beginning an extra turn ("If an
 * opponent would begin an extra turn, that player skips that turn
 * instead", CR 614.10)? */
bool ir_extra_turn_event(const node *ev);
/* "The next time you would draw a card this turn, you gain 5 life instead"
 * (a resolving ability's replacement effect, once, CR 614.11): the action
 * done instead, without its "instead"; the draw in *EVENT (with its "this
 * turn"); NULL for another sentence. */
node *ir_next_draw_replacement_of(arena *a, const node *s, const node **event);
/* "Damage can't be prevented this turn" (CR 416.1): a rule a resolving
 * spell changes for all damage; its one duration in *DURATION (NULL:
 * none, a static ability's "Damage can't be prevented."). */
bool ir_no_prevention_of(const node *neg, const node **duration);
/* "The damage can't be prevented" (CR 416.1), the statement NEG after a
 * "deals N damage" it names: that damage only, neither protection nor a
 * prevention effect preventing it. */
bool ir_the_damage_unpreventable(const node *neg);
/* "Damage that would be dealt by ~ can't be prevented", "Combat damage
 * that would be dealt by creatures you control can't be prevented" (CR
 * 416.1): the sources (*COMBAT: their combat damage only); NULL for another
 * statement. */
const node *ir_unpreventable_by_of(const node *neg, bool *combat);
/* A restriction on blocks (CR 509.1b of the current rules) in the
 * statement ST: "ATTACKER can't be blocked by BLOCKER", "... except by
 * BLOCKER" (*EXCEPT), "BLOCKER can't block ATTACKER"; false for another
 * statement (or "can't be blocked by more than one creature", a rule of
 * its own: ir_restriction_of). */
bool ir_block_restriction_of(const node *st, const node **blocker, const node **attacker, bool *except);
/* The restriction on blocks of a resolving spell or ability in NEG: "SUBJECT
 * can't be blocked by BLOCKER this turn", "... this turn except by BLOCKER"
 * (*EXCEPT; CR 509.1b of the current rules, 611.2a): its modifier "by
 * BLOCKER" (*DURATION the other, "this turn"), or NULL for other words.
 * The attackers are the objects SUBJECT names. */
const node *ir_timed_block_restriction_of(const node *neg, const node **blocker, bool *except,
                                          const node **duration);
/* A restriction on attacks (CR 508.1c of the current rules) in the
 * statement ST: "ATTACKER can't attack unless COND" (*UNLESS), "... can't
 * attack if COND"; false for another statement. */
bool ir_attack_restriction_of(const node *st, const node **attacker, const node **cond, bool *unless);
/* A restriction on what is attacked (CR 508.1c of the current rules):
 * "ATTACKER can't attack you", "... can't attack you or planeswalkers you
 * control" (*ATTACKED: "you", or the list of "you" and those objects);
 * false for another statement. */
bool ir_attack_at_restriction_of(const node *st, const node **attacker, const node **attacked);
/* "ATTACKER can't attack you (or planeswalkers you control) unless their
 * controller pays {2} for each creature they control that's attacking you
 * (for each of those creatures)": a cost to attack (CR 508.1g-h of the
 * current rules) for each such attack, its mana in *MANA; false for
 * another statement. */
bool ir_attack_tax_of(const node *st, const node **attacker, const node **attacked, const node **mana);
/* "WHO can't attack alone", "... block alone", "... attack or block alone"
 * (CR 508.1c, 509.1b of the current rules): the event it restricts
 * (IR_EV_ATTACKS, IR_EV_BLOCKS, IR_EV_ATTACKS_OR_BLOCKS) and *WHO; false
 * for another statement. */
bool ir_alone_restriction_of(const node *st, const node **who, ir_event *e);
/* The top card of your library (CR 401.2: a library's cards are hidden):
 * "You may look at the top card of your library any time" (IR_TOP_LOOK),
 * "Play with the top card of your library revealed" (IR_TOP_REVEALED), "You
 * may play lands and cast spells from the top of your library" (IR_TOP_PLAY:
 * the actions "play LANDS", "cast SPELLS" in PLAYS, up to two); "You may
 * play lands (and cast spells) from your graveyard" (IR_TOP_PLAY_GRAVEYARD,
 * the same of the cards in your graveyard, CR 305.1, 601.2a). */
typedef enum ir_top_rule { IR_TOP_NONE, IR_TOP_LOOK, IR_TOP_REVEALED, IR_TOP_PLAY, IR_TOP_PLAY_GRAVEYARD } ir_top_rule;
ir_top_rule ir_top_of_library_of(const node *st, const node *plays[2]);
/* "As ~ enters the battlefield, you may pay N life. If you don't, it
 * enters the battlefield tapped." (the statement ST and the one after
 * it): N, or 0 for other statements. */
int ir_enters_pay_life_of(const node *st);
/* "As ~ enters the battlefield, you may reveal a Giant card from your
 * hand. If you don't, ~ enters the battlefield tapped." (ST and its next
 * sentence): the card described ("a Giant card"), or NULL. */
const node *ir_enters_reveal_of(const node *st);
/* "All creatures are black", "All permanents are colorless", "... and is
 * black" (A, a static ability's action): the colors its objects have
 * instead of their own (bits 1 << ir_color, 0: colorless; layer 5, CR
 * 105.2), or -1 for another action. */
int ir_is_colors_of(const node *a);
/* "Creatures entering the battlefield don't cause abilities to trigger"
 * (ST): the objects whose entering triggers nothing (CR 603.2, 603.6a),
 * "creatures", made in A; NULL for another statement. */
node *ir_no_enter_triggers_of(arena *a, const node *st);
/* "If an artifact or creature entering the battlefield causes a triggered
 * ability of a permanent you control to trigger, that ability triggers an
 * additional time", "If a creature you control attacking would cause ...",
 * "If an ability of another Shrine you control triggers while you control
 * six or more Shrines, ..." (ST; CR 603.2d of the current rules): the
 * permanents whose triggered abilities do (SOURCES: "a permanent you
 * control"), the objects whose entering the battlefield or attacking
 * (EVENT) makes them trigger (OBJECTS, made in A without the words of the
 * event; NULL: any event) and that event as a trigger's would say it
 * (CAUSE: "an artifact or creature enters the battlefield"), and the
 * condition of "while" (DURING, or NULL); false for another statement. */
typedef struct ir_extra_trigger {
    ir_event event;
    node *objects, *cause;
    const node *sources, *during;
} ir_extra_trigger;
bool ir_extra_trigger_of(arena *a, const node *st, ir_extra_trigger *out);
/* "If ~ would die, put it on the bottom (top) of its owner's library
 * instead" (ST): a replacement effect; *EVENT the dying, *TOP where. */
bool ir_die_to_library_of(const node *st, const node **event, bool *top);
/* "You may exert ~ as it attacks" (CR 701.39d of the current rules: an
 * optional cost to attack, CR 508.1g)? */
bool ir_exert_as_attacks_of(const node *st);
/* "As ~ enters the battlefield, choose a color" (a creature type, a basic
 * land type, an opponent, a player; "a color other than red"): what the
 * statement ST asks for, or IR_CHOICE_NONE; *EXCEPT gets the colors not
 * offered (ir_choice_except_of). */
ir_choice ir_enters_choice_of(const node *st, unsigned *except);
/* "You may have X assign its combat damage as though it weren't blocked"
 * (the Fourth Edition rulebook's combat damage; CR 510.1c of the current
 * rules): X, or NULL for another statement. */
const node *ir_assign_as_unblocked_of(const node *st);
/* "X assigns combat damage equal to its toughness rather than its power"
 * (CR 510.1a): X, or NULL for another statement. */
const node *ir_damage_by_toughness_of(const node *st);
/* "X can attack as though it didn't have defender": X, or NULL for another
 * statement. */
const node *ir_attack_despite_defender_of(const node *st);
/* "You may cast SPELLS as though they had flash": the action "cast SPELLS",
 * or NULL for another statement. */
const node *ir_cast_as_flash_of(const node *st);
/* Is the "if" of static ability ST looked at as "as long as", as the rule
 * it gives would apply: "~ doesn't untap during your untap step if ...",
 * "~ can't block if ...", "If you control a creature with power 4 or
 * greater, you may cast ~ as though it had flash" (CR 601.3)? */
bool ir_if_as_long_as(const node *st);
/* "During your turn, X" (a static ability's statement ST, N_CONDITIONAL
 * "for" a "during" duration): the step, a condition as long as it is that
 * step (as "X during your turn" of a player rule); "As long as ~ is
 * untapped, if a creature would deal combat damage to you, prevent 1 of
 * that damage" ("for" an "as long as" duration, CR 611.3a): its condition;
 * NULL for another. */
const node *ir_static_during_of(const node *st);
/* "You may cast ~ as though it had flash if you pay {2} more to cast it"
 * (CR 601.2f: the cost only when the permission is used): the "cast", and
 * the mana in *MANA; NULL for another statement. */
const node *ir_cast_as_flash_more_of(const node *st, const node **mana);
/* "You may cast ~ as though it had flash" (after "if ...", "as long as
 * ...", or with "if you pay {2} more to cast it"): a rule of the card
 * itself, also an instant's or sorcery's paragraph, a static ability that
 * works from its hand (CR 113.6c of the current rules)? */
bool ir_cast_self_as_flash(const node *st);
/* "You may cast SPELLS as though they had flash" (with "if you pay {2}
 * more to cast it": the mana in *MANA), and "This spell has flash", which
 * is "you may cast this spell as though it had flash" (CR 702.8a; the spell
 * is not told to have the keyword): the action "cast SPELLS" (for "This
 * spell has flash" one made in A, no subject); NULL for another statement. */
const node *ir_flash_cast_of(arena *a, const node *st, const node **mana);
/* "X can be blocked as though they didn't have islandwalk": X, and in *WALK
 * the keyword node; NULL for another statement. */
const node *ir_ignore_landwalk_of(const node *st, const node **walk);
/* "X can block creatures with shadow as though X had shadow" ("... as though
 * they didn't have shadow"): X, or NULL for another statement. */
const node *ir_block_shadow_of(const node *st);
/* "X can block an additional creature each combat", "... an additional
 * seven creatures each combat", "X can block any number of creatures": how
 * many more attackers (-1: any number) X, in *WHO, can block (CR 509.1a
 * of the current rules); 0 for another statement. */
int ir_extra_blocks_of(const node *st, const node **who);
/* "Target creature can block an additional creature this turn", "... any
 * number of creatures this turn": the same, said for a while, its duration
 * in *DURATION (CR 509.1a of the current rules). */
int ir_extra_blocks_timed_of(const node *st, const node **who, const node **duration);
/* "X can't be blocked except by three or more creatures": the fewest
 * blockers (two or more) X, in *WHO, can be blocked by (CR 509.1b of the
 * current rules); 0 for another statement. */
int ir_min_blockers_of(const node *st, const node **who);
/* "No more than two creatures can attack (*BLOCKS: block) each combat":
 * the most creatures that can attack (block) in a combat (CR 508.1c,
 * 509.1b of the current rules); 0 for another statement. */
int ir_combat_limit_of(const node *st, bool *blocks);
/* "Players can't untap more than one land during their untap steps",
 * "You can't untap more than one land during your untap step": the
 * players in *WHO (IR_WHO_ANY: every player), the permanents in *WHAT
 * (its count ignored) and the most of them that untap in each of their
 * untap steps (CR 502.3 of the current rules); 0 for another statement. */
int ir_untap_limit_of(const node *st, ir_who *who, const node **what);
/* "Untap all permanents you control during each other player's untap
 * step", "Untap ~ during ...": what untaps (CR 502.3); NULL for another
 * statement. */
const node *ir_untap_in_others_steps_of(const node *st);
/* "~ can't block and can't be blocked": one "can't" (N_NEGATED NEG) over
 * actions of one subject joined by "and", each a restriction: their rules
 * into OUT (up to MAX), the subject in *SUBJECT; 0 for another phrase. */
unsigned ir_restrictions_of(const node *neg, ir_rule *out, unsigned max, const node **subject);
/* "X can't attack or block, and its activated abilities can't be activated
 * unless they're mana abilities", "Activated abilities of artifacts can't
 * be activated unless they're mana abilities" (CR 605.1a): the statement
 * the "unless" is said of, whose "can't be activated" is for the abilities
 * that aren't mana abilities; NULL for another statement. */
const node *ir_unless_mana_abilities_of(const node *st);
/* "X must be blocked if able" (CR 509.1c of the current rules): X, or NULL
 * for another statement. */
const node *ir_must_be_blocked_of(const node *st);
/* A static ability's prevention effect (CR 416.1): "Prevent all [combat |
 * noncombat] damage that would be dealt [to TO] [by FROM]", "... that would
 * be dealt to and dealt by X" (BOTH: X is FROM and TO, either side), "Prevent
 * all damage that FROM would deal [to TO]", "If FROM would deal [combat]
 * damage to TO, prevent N of that damage".  FROM, TO NULL: any; N -1: all. */
typedef enum ir_damage_kind { IR_DAMAGE_ANY, IR_DAMAGE_COMBAT, IR_DAMAGE_NONCOMBAT } ir_damage_kind;
typedef struct ir_prevention {
    const node *from, *to;
    int n;
    ir_damage_kind kind;
    bool both;
    const node *then;           /* "prevent that damage and ACTION": the action after it (CR 615) */
    const node *during;         /* "... dealt to ~ while COND": as long as COND holds */
} ir_prevention;
/* The prevention effect of the statement ST in *OUT; false for another statement. */
bool ir_static_prevention_of(const node *st, ir_prevention *out);
/* "If ~ would enter the battlefield, sacrifice a Swamp instead. If you do,
 * put ~ onto the battlefield. If you don't, put it into its owner's
 * graveyard.", "..., instead sacrifice ..., then put ~ onto the
 * battlefield": the card's own entering replaced (a self-replacement
 * effect, CR 614.1c, 614.15): the action done instead, without its
 * "instead" (a copy made in A), its `next` the "If you do (don't), ..."
 * sentences after ST (all of them); NULL for another statement. */
node *ir_enters_instead_of(arena *a, const node *st);
/* Is S one of the "If you do (don't)" sentences after FIRST, the first
 * statement of the paragraph, that belong to its replacement? */
bool ir_enters_instead_rest(const node *first, const node *s);
/* "If damage would be dealt to ~, prevent that damage. Remove a +1/+1
 * counter from ~.": NEXT, an imperative sentence after ST, a static
 * ability's prevention of all such damage with no steps of its own, when
 * NEXT is what is done after that damage is prevented (its additional
 * effect, CR 615: "that many" the damage prevented); NULL otherwise. */
const node *ir_prevention_next_of(const node *st, const node *next);
/* "If a source would deal damage to a permanent or player, it deals double
 * that damage to that permanent or player instead", "... it deals that
 * much damage plus 1 instead" (CR 416.1): the damage event in *EV (as a
 * prevention effect's), the amount times *TIMES (0: once) plus *PLUS;
 * false for another statement. */
bool ir_damage_replacement_of(const node *st, ir_prevention *ev, int *times, int *plus);
/* The same of a resolving spell or ability, for the turn: "If a source you
 * control would deal damage this turn, it deals double that damage instead"
 * (CR 614.1a, a replacement effect until end of turn). */
bool ir_damage_replacement_this_turn_of(const node *st, ir_prevention *ev, int *times, int *plus);
/* A static ability's redirection effect (CR 614.9): "All [combat] damage
 * that would be dealt to X [by Y] is dealt to ~ (enchanted creature,
 * equipped creature) instead": the damage into OUT, where it goes in ONTO. */
typedef enum ir_onto { IR_ONTO_SOURCE, IR_ONTO_ATTACHED } ir_onto;
bool ir_static_redirection_of(const node *st, ir_prevention *out, ir_onto *onto);
/* "If one or more +1/+1 counters would be put on a creature you control,
 * twice that many +1/+1 counters are put on it instead" (*TIMES 2), "...
 * that many plus one +1/+1 counters ..." (*PLUS 1) (CR 614.1a): the event
 * after "would" (ir_counters_event_of), the counters' kind in *KIND; NULL
 * for another sentence. */
const node *ir_counters_more_of(const node *st, const char **kind, int *times, int *plus);
/* "If a spell or ability an opponent controls causes you to discard ~, put
 * it onto the battlefield [with two +1/+1 counters on it] instead of
 * putting it into your graveyard" (ST; CR 614.1a, a self-replacement effect,
 * 614.15 of the current rules): the counters' kind in *KIND and how many in
 * *N (none: NULL, 0); false for another statement. */
bool ir_discard_instead_of(const node *st, const char **kind, int *n);
/* "If one or more tokens would be created [under your control], twice that
 * many of those tokens are created instead", "If an effect would create one
 * or more tokens under your control, it creates twice that many of those
 * tokens instead" (CR 614.1a): *YOURS for "under your control". */
bool ir_tokens_doubled_of(const node *st, bool *yours);
/* "If ~ would be destroyed, regenerate it" (CR 701.19a, 614.8): what is
 * regenerated each time it would be destroyed, or NULL. */
const node *ir_destroyed_regenerate_of(const node *st);
/* "If damage would be dealt to ~, put that many +1/+1 counters on it
 * instead" (CR 614.1a): the damage is not dealt, the action returned (a
 * copy made in A without its "instead") is done in its place, "that many"
 * the damage; the damage in *EV (its recipient and kind); NULL for
 * another statement. */
node *ir_damage_instead_of(arena *a, const node *st, ir_prevention *ev);
/* The generic mana of mana symbols as written: N for "{N}" alone, else -1. */
int ir_generic_mana(const char *written);
/* What a static ability's statement ST that compiles to nothing known is,
 * for the diagnostic that refuses it: "this replacement effect" ("If you
 * would draw a card, ... instead", CR 614.1a), "this prevention effect"
 * ("If a source would deal damage to ~, prevent ...", CR 615), "this 'as'
 * replacement effect" ("As ~ enters the battlefield, choose ...", CR
 * 614.1c), "this alternative cost" ("You may pay {0} rather than pay
 * ...", CR 118.9), "this permission" ("You may ..."); NULL for another. */
const char *ir_static_shape_name(const node *st);
/* Is WRITTEN numbers and symbols of one kind of mana each, at least one of
 * them colored ("{W}", "{2}{U}", "{W}{B}"): a cost change of colored mana
 * (CR 601.2f) the runtime makes (cardrt_rule.mana, rt_help_mana)?  Its
 * generic mana in *GENERIC and how many symbols of each kind, in the order
 * W U B R G C, in KINDS (either may be NULL). */
bool ir_mana_one_kind(const char *written, int *generic, int kinds[6]);
/* Is the mana WRITTEN exactly "{X}"? */
bool ir_mana_is_x(const char *written);
/* The player rule a `rule` instruction IN says, a static ability's or a
 * resolving one's ("Players can't gain life this turn"): its `word`, as
 * lowering wrote it ("cant_gain_life", "spell_limit", "max_hand_size", ...);
 * IR_PRULE_NONE for another instruction. */
ir_player_rule ir_player_rule_word(const ir_instr *in);
/* The object rule a static ability's `rule` instruction IN says (its
 * `word`: "cost", "ability_cost", "cant_enter", "cant_be_countered"; of
 * the card itself too, "This spell costs {1} less to cast"); IR_ORULE_NONE
 * for another instruction. */
ir_object_rule ir_object_rule_word(const ir_instr *in);
/* What a static ability's `rule` instruction IN, the one after a cost
 * change, says of it (its `word`): "cost_at_least_one", the reduction
 * leaves at least one mana (CR 601.2f); "cost_colored_only", its colored
 * mana takes nothing off generic mana (CR 118.7c of the current rules);
 * IR_COST_AFTER_NONE for another instruction, or NULL. */
typedef enum ir_cost_after { IR_COST_AFTER_NONE, IR_COST_AT_LEAST_ONE, IR_COST_COLORED_ONLY } ir_cost_after;
ir_cost_after ir_cost_after_word(const ir_instr *in);

/* "+2/+1", "-1/-1" (either minus sign): *P and *T; false if N is not one. */
bool ir_pt_change_of(const node *n, int *p, int *t);
/* "protection from ..." as a keyword with its qualities */
bool ir_keyword_protection(const node *k);
/* "gains your choice of deathtouch or lifelink" ("that ability" after
 * "choose deathtouch or lifelink"): the first of the keywords (with no
 * parameter) one of which is chosen as it resolves, the rest after it
 * (->next); NULL if K is not such a choice. */
const node *ir_keyword_choice_of(const node *k);
/* "Choose hexproof or indestructible. Creatures you control gain that
 * ability until end of turn": the first of the keywords ACT, the "choose",
 * offers (the rest after it) when the statement right after it gains "that
 * ability", which ir_keyword_choice_of reads as "gain your choice of
 * hexproof or indestructible"; NULL for another. */
const node *ir_ability_choice_of(const node *act);
/* "gets +1/-1 or -1/+1": the first of the P/T changes (numbers, ir_pt_change_of)
 * one of which is chosen as it resolves, the rest after it; NULL for another object. */
const node *ir_pt_choice_of(const node *obj);
/* "~ enters the battlefield tapped", "... with two +1/+1 counters on it",
 * "... tapped unless you control a Forest", "If ~ was kicked, it enters
 * ...": is S how the card itself enters (CR 614.1c)?  *COND its condition
 * (NULL: none), *UNLESS "unless" rather than "if", *ACTION the "enters"
 * action, whose modifiers say how. */
bool ir_self_enters_of(const node *s, const node **cond, bool *unless, const node **action);
/* "~ enters the battlefield tapped and doesn't untap during your untap
 * step": S, a sentence of two steps, how the card itself enters (as
 * ir_self_enters_of reads it, with no condition) and a restriction of it
 * after "and" (a static ability's rule of its own, CR 614.1c and 604.1):
 * the first step, or NULL for another sentence. */
const node *ir_self_enters_and_rule_of(const node *s);
/* "You may have ~ enter the battlefield with a +1/+1 counter on it"
 * (unleash's reminder text): its controller may have it enter so (CR
 * 614.1c); the "enters" action as ir_self_enters_of gives it, made in A
 * with ~ as its subject; NULL for another sentence.  S is the sentence or
 * the action under its "may". */
const node *ir_enters_optional_of(arena *a, const node *s);
/* "If you cast it any time a sorcery couldn't have been cast, the
 * controller of the permanent it becomes sacrifices it at the beginning of
 * the next cleanup step" (after "You may cast ~ as though it had flash"):
 * the card's permanent, when it was cast so, is sacrificed then (CR 307.1,
 * 603.7). */
bool ir_flash_sacrifice_of(const node *st);
/* The exceptions of a copy (CR 707.9b), which become part of its
 * copiable values: ", except it's an enchantment (a Shapeshifter Rogue) in
 * addition to its other types" (`is`, the description of one alternative of
 * card types and subtypes), ", except it's 7/7" (`pt`), ", except it has
 * haste" or "... has \"{T}: ...\"" (`has`: keywords and abilities in
 * quotes, a list or one), ", except it has this ability" (`this_ability`,
 * the words "this ability", CR 707.9a: the ability that makes the copy). */
typedef struct ir_copy_except {
    const node *is, *pt, *has, *this_ability;
} ir_copy_except;
/* "You may have ~ enter the battlefield as a copy of any creature on the
 * battlefield" (CR 614.1c, 707.2), and its exceptions into *EXCEPT (all
 * NULL for none): what it may copy, one object on the battlefield of the
 * description returned; NULL for another sentence (with "tapped", a
 * condition, or an exception it cannot read: none yet). */
const node *ir_enters_as_copy_of(const node *st, ir_copy_except *except);
/* The exceptions of a copy an action makes ("Create a token that's a copy
 * of target creature, except it has haste", ", except it's an artifact in
 * addition to its other types", CR 707.9b), read from M, the action's
 * modifier "except", into *X: the last modifier they take (M, or the "in
 * addition to" after it); NULL for exceptions it cannot read. */
const node *ir_copy_except_mods(const node *m, ir_copy_except *x);
/* "..., except it's 1/1 and it's a Nightmare in addition to its other
 * types": NEXT, the step after the action ACT that makes a copy with
 * exceptions, when it says what ACT's copy is or has (another exception,
 * or an effect after it: which, is not read yet); else NULL. */
const node *ir_copy_except_more(const node *act, const node *next);
/* Does description NP, "a creature", "an Equipment", "an artifact or
 * creature", name only objects that can't be Auras (each of its
 * alternatives a card type other than enchantment, or Equipment)? */
bool ir_never_aura(const node *np);
/* Does each alternative of description NP ("an instant or sorcery spell")
 * have a word OK accepts? */
bool ir_each_alternative_has(const node *np, bool (*ok)(ir_word));
/* A characteristic-defining ability of power and toughness (CR 604.3):
 * "~'s power and toughness are each equal to AMOUNT", "~'s power (toughness)
 * is equal to AMOUNT", "... equal to 1 plus AMOUNT", "~'s power is equal to
 * AMOUNT and its toughness is equal to that number plus 1".  A part it
 * defines (POWER, TOUGHNESS) is AMOUNT plus its number; another is the
 * printed one. */
typedef struct ir_cda {
    const node *amount;
    bool power, toughness;
    int power_plus, toughness_plus;
} ir_cda;
/* ST read as one (false for anything else); *OUT what it says. */
bool ir_cda_of(const node *st, ir_cda *out);
/* Has the token OBJ ("a green Treefolk creature token with reach and
 * \"...\""), or what HAS says it has ("It has \"...\"", a list or NULL), an
 * ability in quotes that is only such an ability defining both its power
 * and toughness ("This creature's power and toughness are each equal to
 * the number of lands you control.", CR 604.3)? */
bool ir_token_defines_pt(const node *obj, const node *has);
/* "Choose one —" (HEAD, N_MODAL) of an ability with NMODES modes: how
 * many modes are chosen, from *MIN to *MAX (CR 700.2): "Choose two —" 2 to
 * 2, "Choose one or both —" 1 to 2, "Choose one or more —" 1 to NMODES,
 * "choose up to one —" 0 to 1, "choose any number —" 0 to NMODES; false
 * for what is none of these ("choose one that hasn't been chosen", X). */
bool ir_modes_range(const node *head, unsigned nmodes, int *min, int *max);
/* "Choose one. If this spell was kicked, choose any number instead.", "...
 * If you control a commander as you cast this spell, you may choose both."
 * (the sentence after HEAD, the choice of an ability with NMODES modes):
 * the condition (without "as you cast this spell"), asked as the spell is
 * cast (CR 601.2b), while which up to *MAX modes may be chosen; NULL if the
 * sentence after HEAD is none. */
const node *ir_more_modes_of(arena *a, const node *head, unsigned nmodes, int *max);
/* "Choose three. You may choose the same mode more than once." (CR
 * 700.2d): the sentence after the choice HEAD that lets a mode be chosen
 * more than once, *TIMES the number chosen (each mode at most that many
 * times); NULL if there is none. */
const node *ir_modes_repeat_of(const node *head, int *times);
/* What a resolving spell's or ability's `cant` instruction IN says its
 * object can't do for its duration (its `word`, as lowering wrote it:
 * docs/ir.md's `cant`); IR_TCANT_NONE for another instruction (a static
 * ability's: ir_cant_rule). */
typedef enum ir_timed_cant {
    IR_TCANT_NONE, IR_TCANT_BLOCK, IR_TCANT_ATTACK, IR_TCANT_ATTACK_OR_BLOCK, IR_TCANT_BE_BLOCKED,
    IR_TCANT_UNTAP,             /* "doesn't untap during its controller's untap step for as long as ..." */
    IR_TCANT_BE_REGENERATED,    /* CR 701.19c */
    IR_TCANT_ACTIVATE,          /* its activated abilities (CR 602.5 of the current rules) */
    IR_TCANT_BE_COUNTERED,      /* for as long as it is that spell (CR 400.7) */
} ir_timed_cant;
ir_timed_cant ir_timed_cant_of(const ir_instr *in);

/* The number of energy symbols ({E}, CR 107.14) of symbols as written
 * ("{E}{E}": 2, the `mana` of the card IR's `pays` "unless you pay
 * {E}{E}"); 0 when there are none or they are not all energy. */
int ir_energy_symbols(const char *written);

#endif
