/* cardrt/rules.h — rules that static abilities and effects change. Part of
 * the public API; include <cardrt.h>, which includes this file. */
#ifndef CARDRT_RULES_H
#define CARDRT_RULES_H
#ifndef CARDRT_H
#error "include <cardrt.h>, not <cardrt/rules.h>"
#endif

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
                                     * prevented (prevention effects and protection); N a
                                     * CARDRT_NO_PREVENTION_... says which damage */
    CARDRT_RULE_COST,               /* objects: spells (ABILITY: the activated abilities of
                                     * permanents) cost N more generic mana, N < 0 less */
    CARDRT_RULE_REPLACE,            /* a replacement effect (CR 416.1; 614 of the current rules) */
    CARDRT_RULE_SKIP_DRAW_STEP,     /* players: their draw steps don't happen (CR 500.11) */
    CARDRT_RULE_EXTRA_LANDS,        /* players: may play N more lands each turn (CR 305.2);
                                     * N < 0: any number of lands */
    CARDRT_RULE_MUST_ATTACK,        /* objects: attack each combat if able (CR 508.1d) */
    CARDRT_RULE_CANT_ACTIVATE,      /* objects: their activated abilities can't be activated;
                                     * N CARDRT_CANT_ACTIVATE_NONMANA (from the next ABI
                                     * version): those that aren't mana abilities only */
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
    CARDRT_RULE_EXTRA_BLOCKS,       /* objects: can block N more attackers each combat, any
                                     * number if N < 0 (CR 509.1a of the current rules); the
                                     * rules that apply add up */
    CARDRT_RULE_MIN_BLOCKERS,       /* objects: can't be blocked except by N or more creatures
                                     * (CR 509.1b of the current rules); the most of them counts */
    CARDRT_RULE_DRAW_LIMIT,         /* players: can't draw more than N cards each turn (0:
                                     * can't draw cards; CR 101.2 of the current rules: "can't"
                                     * wins); the least of them counts */
    CARDRT_RULE_UNTAP_LIMIT,        /* players: in their untap steps they untap no more than N
                                     * of the permanents APPLIES accepts (its CARDRT_EV_UNTAPPED
                                     * event as it would be: object the permanent, player its
                                     * controller), chosen by them (CARDRT_CHOOSE_OBJECTS) */
    CARDRT_RULE_NO_LOSS_AT_ZERO_LIFE,   /* players: don't lose the game for having 0 or less
                                     * life (CR 704.5a of the current rules) */
    CARDRT_RULE_ATTACK_TAX,         /* an attack APPLIES accepts (as for _CANT_ATTACK_THIS)
                                     * costs its player N generic mana, paid as attackers are
                                     * declared (CR 508.1g-h of the current rules; strict mana
                                     * only): "Creatures can't attack you unless their
                                     * controller pays {2} for each creature they control
                                     * that's attacking you" */
    CARDRT_RULE_BLOCK_LIMIT,        /* no more than N creatures can block each combat, those of
                                     * every defending player (CR 509.1b of the current rules) */
    CARDRT_RULE_MAY_PLAY,           /* objects (an effect locked on them): the rule's controller
                                     * may play them from the zone they are in, as long as they
                                     * stay there (CR 416.1): cast a spell with the usual timing
                                     * and costs, or play a land as their land for the turn;
                                     * "Exile the top card of your library. You may play that
                                     * card this turn"; N: CARDRT_MAY_* bits (cardrt_fx_may_play) */
    CARDRT_RULE_NO_ENTER_TRIGGERS,  /* objects: their entering the battlefield triggers no
                                     * ability (CR 603.2): "Creatures entering the battlefield
                                     * don't cause abilities to trigger" */
    CARDRT_RULE_NO_COUNTERS,        /* objects: counters of the kind `counter` (NULL: any) can't
                                     * be put on them (CR 122.1): "~ can't have counters put on
                                     * it", "Creatures your opponents control can't have +1/+1
                                     * counters put on them" */
    CARDRT_RULE_NO_PLAYER_COUNTERS, /* players: the same of counters on players: "You can't get
                                     * poison counters", "Players can't get counters" */
    CARDRT_RULE_KEEP_MANA,          /* players: as steps and phases end, they don't lose their
                                     * unspent mana of the colors N (CARDRT_WHITE ... bits; 0:
                                     * any mana) (CR 500.4 of the current rules) */
    CARDRT_RULE_SHROUD,             /* players: no target of any spell or ability, their own too
                                     * ("You gain shroud until end of turn", CR 702.18 of the
                                     * current rules) */
    CARDRT_RULE_PROTECTION,         /* players: protection from the colors N (CARDRT_WHITE ...
                                     * bits; from cardrt_fx_player_protection, the colors it
                                     * was given): damage from a source of those colors is
                                     * prevented, no spell or ability of them targets the
                                     * player, no Aura of them enchants the player (CR 702.16
                                     * of the current rules) */
    CARDRT_RULE_CANT_BE_BLOCKED_THIS,/* objects (an effect locked on them): attacking, they
                                     * can't be blocked by a block APPLIES accepts (as for
                                     * _CANT_BLOCK_THIS) (CR 509.1b of the current rules):
                                     * "Target creature can't be blocked by Walls this turn",
                                     * "~ can't be blocked this turn except by creatures with
                                     * flying" */
    CARDRT_RULE_HAND_SIZE_CHANGE,   /* players: their maximum hand size is N more, N < 0 less
                                     * (CR 402.2), applied after the _MAX_HAND_SIZE rule it is
                                     * later than in timestamp order; never below 0 */
    CARDRT_RULE_REGENERATES,        /* objects: each time one would be destroyed, it is
                                     * regenerated instead (CR 701.19a; unless it can't be
                                     * regenerated, CARDRT_RULE_CANT_BE_REGENERATED): "If ~
                                     * would be destroyed, regenerate it" */
    CARDRT_RULE_SKIP_UNTAP_STEP,    /* players: their untap steps don't happen (CR 500.11) */
    CARDRT_RULE_SKIP_UPKEEP_STEP,   /* players: their upkeep steps don't happen */
    CARDRT_RULE_PROTECTION_FROM,    /* objects: protection from the sources APPLIES accepts (a
                                     * CARDRT_EV_TARGETED event as the source would target the
                                     * object: source the spell or the ability's source, the
                                     * source of damage, the blocker, the Aura or Equipment),
                                     * in addition to the protection keywords: "Protection from
                                     * Dragons" (CR 702.16 of the current rules) */
    CARDRT_RULE_SACRIFICE_IF_FLASHED,/* the card's own: a permanent spell of it cast at a time a
                                     * sorcery couldn't have been (CARDRT_PLAY_NOT_SORCERY_TIME)
                                     * is, as it enters, sacrificed by its controller at the
                                     * beginning of the next cleanup step (a delayed triggered
                                     * ability): "If you cast it any time a sorcery couldn't
                                     * have been cast, the controller of the permanent it
                                     * becomes sacrifices it at the beginning of the next
                                     * cleanup step" */
    CARDRT_RULE_PLAY_FROM_GRAVEYARD,/* the player of the event may play a card of their own
                                     * graveyard as CARDRT_RULE_PLAY_FROM_TOP the top card of
                                     * their library: "You may play lands (and cast spells)
                                     * from your graveyard" (CR 305.1, 601.2a) */
    CARDRT_RULE_EXTRA_TRIGGER,      /* objects: a triggered ability of one of them on the
                                     * battlefield that an event APPLIES accepts (any event,
                                     * when NULL) makes trigger triggers an additional time
                                     * (CR 603.2d of the current rules): "If an artifact or
                                     * creature entering the battlefield causes a triggered
                                     * ability of a permanent you control to trigger, that
                                     * ability triggers an additional time"; one that triggers
                                     * only once each turn does not */
    CARDRT_RULE_REDIRECT,           /* a static ability's redirection effect (CR 614.9): the
                                     * damage APPLIES accepts (its CARDRT_EV_DAMAGE event as it
                                     * would be dealt) is dealt instead to what N says of the
                                     * rule's source (CARDRT_REDIRECT_*), by the same source:
                                     * "All damage that would be dealt to you is dealt to ~
                                     * instead" */
    CARDRT_RULE_BANDING,            /* objects: they have banding (CR 702.22): with other
                                     * creatures with banding and up to one without, they may
                                     * attack in a band (cardrt_declare_attackers_in_bands);
                                     * blocking or blocked, their controller divides the
                                     * combat damage of the creatures they block or are
                                     * blocked by (CARDRT_CHOOSE_DIVIDE).  A rule, not a
                                     * CARDRT_KW_ bit: "Banding" is a static ability of the
                                     * card's own, "gains banding" an effect with this rule */
    CARDRT_RULE_CANT_SEARCH,        /* players: they can't search libraries (CR 701.19): a
                                     * search of one finds nothing there; what the effect
                                     * does after it ("then shuffle") is still done */
    CARDRT_RULE_CANT_ENTER,         /* objects: cards they accept in the zones N says
                                     * (CARDRT_IN bits) can't enter the battlefield: one that
                                     * would stays where it is ("Creature cards in graveyards
                                     * can't enter the battlefield") */
    CARDRT_RULE_DOESNT_REMOVE,      /* the static ability it is in: the protection that ability
                                     * gives doesn't put the ability's source (N
                                     * CARDRT_KEEPS_SELF) or any Aura (CARDRT_KEEPS_AURAS) into
                                     * its owner's graveyard as an Aura attached illegally (CR
                                     * 704.5m): "Enchanted creature has protection from black.
                                     * This effect doesn't remove ~" */
    CARDRT_RULE_CANT_LOSE,          /* players: they can't lose the game (CR 104.3): not for
                                     * 0 or less life, ten poison counters, nor an effect
                                     * that says they lose, or that another player wins */
    CARDRT_RULE_CANT_WIN,           /* players: they can't win the game (CR 104.2): an effect
                                     * that says they win does nothing */
    CARDRT_RULE_NO_LEGEND_RULE,     /* players: the legend rule (CR 704.5j) doesn't apply to
                                     * the permanents they control */
    CARDRT_RULE_SKIP_EXTRA_TURNS,   /* players: an extra turn one of them would begin is
                                     * skipped instead (CR 614.10, 500.7): "If an opponent
                                     * would begin an extra turn, that player skips that turn
                                     * instead" */
    CARDRT_RULE_MANA_BECOMES_COLORLESS,/* players: as steps and phases end, the unspent mana
                                     * they would lose becomes colorless instead (CR 614.1a,
                                     * 500.4 of the current rules): "If you would lose unspent
                                     * mana, that mana becomes colorless instead" */
    CARDRT_RULE_DAMAGE_LIFE_FLOOR,  /* players: damage dealt to one of them that would reduce
                                     * their life total to less than 1 reduces it to 1 instead
                                     * (CR 614.1a; the damage is still dealt, CR 120.3a) */
    CARDRT_RULE_CAST_ONLY_OWN_TURN, /* players: they can cast spells only during their own
                                     * turns (CR 101.2: the "can't" wins) */
    CARDRT_RULE_CAST_ONLY_SORCERY_TIME,/* players: they can cast spells only any time they
                                     * could cast a sorcery (CR 307.1), flash or not */
    CARDRT_RULE_CANT_CREW,          /* objects: they can't crew Vehicles (not tapped to pay a
                                     * crew cost, CR 702.122 of the current rules) */
    CARDRT_RULE_COST_AT_LEAST_ONE,  /* a CARDRT_RULE_COST reduction that can't reduce the mana
                                     * of the cost to less than one mana ("This effect can't
                                     * reduce the mana in that cost to less than one mana");
                                     * applied before the other reductions */
    CARDRT_RULE_PHASING,            /* objects: they have phasing (CR 702.26a of the current
                                     * rules): in their controller's untap step they phase out
                                     * (cardrt_phase_out) */
    CARDRT_RULE_SPEND_AS,           /* a cast APPLIES accepts (as for _CAST_AS_FLASH): mana may be
                                     * spent to cast the spell as though it were mana of any
                                     * color (N has CARDRT_MAY_ANY_COLOR) or of any type
                                     * (CARDRT_MAY_ANY_TYPE; CR 609.4b of the current rules) */
} cardrt_rule_kind;

/* CARDRT_RULE_DOESNT_REMOVE's N: the Auras its static ability keeps. */
enum { CARDRT_KEEPS_SELF, CARDRT_KEEPS_AURAS };

/* CARDRT_RULE_CANT_ACTIVATE's N: "... can't be activated unless they're
 * mana abilities" (CR 605.1a). */
enum { CARDRT_CANT_ACTIVATE_NONMANA = 1 };
/* CARDRT_RULE_REPLACE's N: a draw replacement that doesn't apply to the
 * first card its player would draw in their draw step ("If you would draw
 * a card except the first one you draw in each of your draw steps"). */
enum { CARDRT_REPLACE_EXCEPT_FIRST_DRAW = 1 };

/* CARDRT_RULE_REDIRECT's N: the source itself, or the permanent it is
 * attached to ("... is dealt to enchanted creature instead"). */
enum { CARDRT_REDIRECT_SOURCE, CARDRT_REDIRECT_ATTACHED };

/* CARDRT_RULE_NO_PREVENTION's N: the damage of the objects it covers that
 * can't be prevented: any they deal or are dealt, only the damage they deal
 * ("Damage that would be dealt by ~ can't be prevented"), only the combat
 * damage they deal ("Combat damage that would be dealt by creatures you
 * control can't be prevented"). */
enum { CARDRT_NO_PREVENTION_ANY, CARDRT_NO_PREVENTION_DEALT, CARDRT_NO_PREVENTION_COMBAT_DEALT };

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
    const char *counter;        /* entering the battlefield: with N more COUNTER counters;
                                 * CARDRT_RULE_NO_COUNTERS, _NO_PLAYER_COUNTERS: their kind */
    int counters;
    /* The event does not happen; INSTEAD (if any) is done in its place, with
     * the effect's source as the source, its controller as the controller,
     * and the event it replaced as cardrt_ctx_event ("If you would draw a
     * card, ... instead").  CARDRT_RULE_PREVENT: INSTEAD (if any) is its
     * additional effect, done after it prevented damage (CR 615), the
     * damage event with the amount prevented as cardrt_ctx_event ("that
     * many"); once for all the simultaneous damage it prevented ("If damage
     * would be dealt to ~, prevent that damage. Remove a +1/+1 counter
     * from ~."). */
    bool skip;
    cardrt_effect_fn instead;
    /* A self-replacement effect (the current CR 614.15: it modifies how its
     * own spell or ability does something, or what happens to its own
     * permanent or card, from any zone): applied before the others.
     * CARDRT_RULE_CAST_AS_FLASH: the card's own ("You may cast ~ as though
     * it had flash"), from any zone. */
    bool self;
    /* CARDRT_RULE_COST: if set, the change is N times what it gives for
     * the spell or ability (its source object), counted as the cost is
     * determined ("cost {1} less to cast for each artifact you control",
     * "cost {X} less to cast, where X is ..."; CR 601.2f). */
    cardrt_amount_fn amount;
    /* CARDRT_RULE_COST: mana of one kind (CARDRT_MANA_*) the change adds
     * (> 0) or takes off (< 0) besides N's generic mana, times AMOUNT's
     * count as N is ("White spells you cast cost {W} more to cast", "Cleric
     * spells you cast cost {W}{B} less to cast"; CR 601.2f): what a cost
     * has fewer symbols of than it takes off comes off its generic mana
     * instead (CR 118.7c of the current rules), or, with MANA_ONLY, nothing
     * ("This effect reduces only the amount of colored mana you pay"). */
    int mana[6];
    bool mana_only;
} cardrt_rule;

/* An object dies: it is put into a graveyard from the battlefield (CR
 * 700.4 of the current rules), as a trigger sees the event or a replacement
 * effect sees it before it happens: the APPLIES of "If that creature would
 * die this turn, exile it instead" (in an effect locked on that creature). */
CARDRT_API bool cardrt_match_dies(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
/* An object would leave the battlefield for a zone other than exile: the
 * APPLIES of "If it would leave the battlefield, exile it instead of
 * putting it anywhere else" (in an effect locked on it, `to` exile; CR
 * 614.1a). */
CARDRT_API bool cardrt_match_leaves(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
/* Tokens would be created (a CARDRT_EV_TOKENS event), under anyone's
 * control, or under the control of SELF's controller: the APPLIES of "If
 * one or more tokens would be created [under your control], twice that
 * many of those tokens are created instead" (with `times` 2). */
CARDRT_API bool cardrt_match_tokens(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
CARDRT_API bool cardrt_match_your_tokens(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
/* SELF would be put from its owner's hand into a graveyard (or exile) as
 * it is discarded by a spell or ability an opponent of its owner controls:
 * the APPLIES of "If a spell or ability an opponent controls causes you to
 * discard ~, put it onto the battlefield instead of putting it into your
 * graveyard" (a self-replacement effect, `to` the battlefield). */
CARDRT_API bool cardrt_match_discarded_by_opponent(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);

/* A rule from a resolving spell or ability for DURATION (CR 418.3),
 * applying to the objects WHICH accepts (NULL: every object) as it applies.
 * RULE must outlive the game. */
CARDRT_API cardrt_status cardrt_add_rule(cardrt_game *g, cardrt_id source, const cardrt_rule *rule,
                                         cardrt_affects_fn which, cardrt_duration duration,
                                         bool (*holds)(const cardrt_game *g, cardrt_id source));
/* The same from the resolving spell or ability; DURATION a cardrt_duration. */
CARDRT_API cardrt_status cardrt_fx_rule(cardrt_ctx *ctx, const cardrt_rule *rule,
                                        cardrt_affects_fn which, int duration);
/* The same, a replacement effect (CARDRT_RULE_REPLACE) that applies once,
 * the next time an event it applies to would happen within DURATION, then
 * ends ("The next time you would draw a card this turn, you gain 5 life
 * instead"). */
CARDRT_API cardrt_status cardrt_fx_rule_once(cardrt_ctx *ctx, const cardrt_rule *rule,
                                             cardrt_affects_fn which, int duration);
/* The same, a player rule for each player of SEL alone, whatever its `who`
 * says ("Target player can't play lands this turn"). */
CARDRT_API cardrt_status cardrt_fx_player_rule(cardrt_ctx *ctx, const cardrt_rule *rule, int sel, int duration);
/* "You gain protection from the color of your choice until end of turn":
 * a CARDRT_RULE_PROTECTION for each player of SEL, from the colors COLORS
 * (CARDRT_WHITE ... bits, chosen as it resolves); DURATION as for
 * cardrt_fx_rule. */
CARDRT_API cardrt_status cardrt_fx_player_protection(cardrt_ctx *ctx, int sel, unsigned colors, int duration);
/* Does a rule of kind KIND (not CARDRT_RULE_COST, _REPLACE, _PREVENT,
 * _CANT_BLOCK_THIS, _CANT_ATTACK_THIS, _PLAY_FROM_TOP, _CAST_AS_FLASH, _CANT_CAST,
 * _CANT_BE_TARGETED, _MAY_PLAY, _PROTECTION, _CANT_BE_BLOCKED_THIS)
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

#endif
