/* cardrt/card.h — card definitions, events and triggered abilities, choices,
 * mana costs. Part of the public API; include <cardrt.h>, which includes
 * this file. */
#ifndef CARDRT_CARD_H
#define CARDRT_CARD_H
#ifndef CARDRT_H
#error "include <cardrt.h>, not <cardrt/card.h>"
#endif

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
                                 * triggering event names (CR 603.2, 115.1), or a card
                                 * owned by them outside the battlefield and the stack
                                 * ("target card from that player's graveyard"):
                                 * CARDRT_BY_EVENT_PLAYER or _TARGET; 0: any controller */
    bool one_owner;             /* "X target cards from a single graveyard": every object
                                 * the slot takes has the same owner (one player's zone) */
    int (*x_now)(const cardrt_game *g, cardrt_id source, cardrt_id obj);
                                /* with count_is_x, "up to X target creatures, where X is
                                 * ...": the X, computed as the targets are chosen (CR
                                 * 601.2c), instead of the spell's; NULL: the spell's X */
    unsigned abilities;         /* the abilities on the stack it may take (CARDRT_REF_ABILITY):
                                 * bit CARDRT_ABILITY_ACTIVATED, _TRIGGERED (CR 113.7a of the
                                 * current rules); LEGAL is asked of those only when it is not 0 */
    int chosen_by;              /* a triggered ability's "target creature of their choice": the
                                 * player who chooses its targets as it is put on the stack (CR
                                 * 601.2c): CARDRT_BY_EVENT_PLAYER, the player its event names;
                                 * CARDRT_BY_DEFENDING, the defending player ("of defending
                                 * player's choice"); 0: its controller */
    int kicked;                 /* a spell's slot taken only as it was kicked: 1 ("If this
                                 * spell was kicked, instead destroy target creature", "...,
                                 * it also deals 4 damage to target player"), or only as it
                                 * wasn't: -1 (the target the kicked spell does instead
                                 * without, CR 601.2c); 0: either way */
} cardrt_target_spec;
enum { CARDRT_ABILITY_ACTIVATED = 1, CARDRT_ABILITY_TRIGGERED = 2 };   /* kinds of abilities on the stack */
enum { CARDRT_BY_ANY, CARDRT_BY_EVENT_PLAYER /* the event's player */,
       CARDRT_BY_EVENT_TARGET /* the player the event's target is ("to a player") */,
       CARDRT_BY_DEFENDING /* the defending player of the source (chosen_by only) */ };
#define CARDRT_IN(zone) (1u << (zone))

/* The effect of a resolving spell or ability. */
typedef void (*cardrt_effect_fn)(cardrt_ctx *ctx);

/* A static ability: which objects it affects, at this moment (CR 418.4),
 * and the continuous effect it has on each (cardrt_change). */
typedef bool (*cardrt_affects_fn)(const cardrt_game *g, cardrt_id source, cardrt_id obj);
/* A number the card's text defines, at this moment, for the object OBJ
 * (", where X is the total power of creatures you control", CR 107.3). */
typedef int (*cardrt_amount_fn)(const cardrt_game *g, cardrt_id source, cardrt_id obj);

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
                                 * subtypes, P/T, keywords and abilities; in an effect
                                 * (cardrt_fx_effect), with `abilities` not NULL, the
                                 * exceptions of the copy (as cardrt_card_def.copy_except,
                                 * CR 707.9): those values as they are when the effect
                                 * begins, with them, from then on */
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
        CARDRT_SET_SUBTYPE,     /* layer 4: subtype, in place of its subtypes of the same kind
                                 * (creature types for a creature type, CR 205.1a): "target
                                 * creature becomes a Coward"; a basic land type takes the
                                 * abilities of its text away too (CR 305.7) */
        CARDRT_FORBID_KEYWORDS, /* layer 5: it loses `keywords` and can't have or gain them
                                 * while this applies, whatever the timestamps of the effects
                                 * that grant them: "can't have or gain flying" */
        CARDRT_SOURCE_CONTROLS, /* layer 2: its controller is the controller of the source of
                                 * the effect (an Aura's): "You control enchanted creature" */
    } kind;
    int value;
    uint64_t keywords;
    int power, toughness;
    /* For CARDRT_SET_PT and CARDRT_MODIFY_PT of a static ability: computed
     * each time it applies ("equal to the number of creature cards in your
     * graveyard", "+1/+1 for each other Elf you control"). */
    void (*pt_fn)(const cardrt_game *g, cardrt_id source, cardrt_id obj, int *power, int *toughness);
    union {                     /* one pointer: ABI 6's layout is unchanged */
        const char *subtype;    /* CARDRT_ADD_SUBTYPE, CARDRT_SET_SUBTYPE */
        const struct cardrt_rule *rule;     /* CARDRT_RULE_CHANGE */
        const struct cardrt_card_def *abilities;    /* CARDRT_ADD_ABILITIES; CARDRT_COPY's exceptions */
    };
} cardrt_change;

/* The `value` of CARDRT_SET_COLORS, and of CARDRT_ADD_SUBTYPE and
 * CARDRT_SET_SUBTYPE with no `subtype`: the color (the creature or basic
 * land type) chosen for the source of the effect as it entered
 * (cardrt_chosen_color, cardrt_chosen_type), read each time the effect
 * applies; no change while none is: "~ is the chosen type in addition to
 * its other types" (CR 614.12 of the current rules, 205.1b). */
#define CARDRT_CHOSEN (-1)

/* The `value` of CARDRT_SET_PT without `pt_fn` that sets one of the two
 * (0: both): "has base power 0 until end of turn" (layer 7b, CR 613.4b of
 * the current rules); the other stays as the layers before made it. */
enum { CARDRT_SET_POWER_ONLY = 1, CARDRT_SET_TOUGHNESS_ONLY = 2 };
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
        CARDRT_COST_EXILE,          /* exile N cards WHICH accepts from ZONES you own (the
                                     * battlefield: permanents you control) */
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
        CARDRT_COST_AFFINITY,       /* 702.41a: the spell costs {1} (n > 0: {n}; COUNTER, if set:
                                     * that mana, "{G}", of a spell) less for each permanent you
                                     * control WHICH accepts (zones: each object there WHICH
                                     * accepts; "for each creature card in your graveyard",
                                     * 601.2f) */
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
        CARDRT_COST_LESS_IF,        /* the spell costs {n} (COUNTER, if set: that mana,
                                     * "{2}{U}") less while WHICH accepts the spell itself,
                                     * asked as it is cast ("... if you control a Wizard",
                                     * 601.2f) */
        CARDRT_COST_ONLY_IF,        /* the spell may be cast only while WHICH accepts the
                                     * spell itself ("Cast this spell only if ...", "only
                                     * during combat", 601.3) */
        CARDRT_COST_OPENING_HAND,   /* in its owner's opening hand, the card may begin the
                                     * game on the battlefield (cardrt_begin_game, CR 103.6) */
        CARDRT_COST_CAST_FROM,      /* the card may be cast from ZONES (the graveyard, exile)
                                     * for its mana cost, while WHICH (if any) accepts it ("You
                                     * may cast ~ from your graveyard as long as you control a
                                     * Zombie", 601.3) */
        CARDRT_COST_LESS_X,         /* the spell costs {X} less, X what AMOUNT returns for the
                                     * spell itself as it is cast (", where X is your devotion
                                     * to white", 601.2f) */
        CARDRT_COST_EXERT_SELF,     /* exert this permanent (CR 701.39 of the current rules: it
                                     * doesn't untap during your next untap step) */
        CARDRT_COST_EXILE_TOP,      /* exile the top N cards of your library ("Exile the top
                                     * two cards of your library"): only with N cards there */
        CARDRT_COST_PUT_ON_TOP,     /* put N cards WHICH accepts from your hand on top of your
                                     * library ("Put a card from your hand on top of your
                                     * library") */
        CARDRT_COST_MORE_PER_TARGET,    /* the spell costs the mana COUNTER more for each of its
                                         * targets beyond the first (Strive, 601.2f) */
        CARDRT_COST_FROM_GRAVEYARD, /* retrace (702.81a) and jump-start (702.133a of the current
                                     * rules): the card may be cast from its owner's graveyard
                                     * for its mana cost by also discarding a card: N = 0 a
                                     * land card (retrace); N = 1 any card, and the spell is
                                     * then exiled whenever it would leave the stack
                                     * (jump-start, CARDRT_PLAY_JUMP_START); N = 2
                                     * nothing discarded, the card can't be cast from
                                     * another zone, and cast from a graveyard it is
                                     * exiled so (aftermath, 702.127a) */
        CARDRT_COST_BLITZ,          /* 702.152a: an alternative cost (CARDRT_PLAY_BLITZED): the
                                     * permanent has haste and "When this permanent is put
                                     * into a graveyard from the battlefield, draw a card",
                                     * and is sacrificed at the beginning of the next end step */
        CARDRT_COST_ESCALATE,       /* 702.120a: the mana COUNTER, paid once for each mode chosen
                                     * beyond the first */
        CARDRT_COST_MORE_MODES,     /* no cost: while WHICH accepts the spell itself as it is
                                     * cast, its modes chosen and its options (kicker) known, up
                                     * to N of its modes may be chosen ("If this spell was
                                     * kicked, choose any number instead", 601.2b) */
        CARDRT_COST_REPLICATE,      /* 702.56a: an additional cost paid any number of times
                                     * (cardrt_play.times; cardrt_fx_replicate copies the spell
                                     * once for each) */
        CARDRT_COST_BESTOW,         /* 702.103a: an alternative cost (CARDRT_PLAY_BESTOWED): the
                                     * spell is an Aura enchantment with enchant creature,
                                     * targeting a creature, until it resolves with an illegal
                                     * target or the permanent becomes unattached */
        CARDRT_COST_MULTIKICKER,    /* 702.33c: a kicker cost paid any number of times
                                     * (cardrt_play.times; cardrt_cast_times): kicked
                                     * (CARDRT_PLAY_KICKED) when paid at least once */
        CARDRT_COST_ASSIST,         /* 702.132a: no cost: another player may pay up to the generic
                                     * mana of the spell's total cost (cardrt_play.assist) */
        CARDRT_COST_LOYALTY_X,      /* a loyalty ability's "−X" (606.4 of the current rules): X
                                     * loyalty counters removed, X the value chosen as it is
                                     * activated (cardrt_play.x, 107.3a); only with that many */
        CARDRT_COST_LESS_OPPONENTS, /* the spell costs {n} less for each opponent its caster
                                     * has, still in the game (undaunted, 702.125a) */
        CARDRT_COST_CASUALTY,       /* 702.153a: as the spell is cast, its caster may sacrifice a
                                     * creature they control with power N or greater (a
                                     * CARDRT_CHOOSE_OBJECTS choice "casualty", the default
                                     * none): cardrt_casualty_paid */
        CARDRT_COST_KICKER_SACRIFICE,   /* 702.33a: an optional additional cost (CARDRT_PLAY_KICKED)
                                         * that is no mana: sacrifice N permanents WHICH accepts,
                                         * chosen as for CARDRT_COST_SACRIFICE ("You may sacrifice
                                         * an artifact, enchantment, or token as you cast this
                                         * spell", an unknown keyword's reminder text) */
        CARDRT_COST_OVERLOAD,       /* 702.96a of the current rules: an alternative cost
                                     * (CARDRT_PLAY_OVERLOADED): the spell is then the card's
                                     * `overloaded` definition, its text with "each" for
                                     * "target": its target slots (none) and its resolve */
        CARDRT_COST_CONSPIRE,       /* 702.78a: as the spell is cast, its caster may tap two
                                     * untapped creatures they control that each share a color
                                     * with it (a CARDRT_CHOOSE_OBJECTS choice "conspire" of two,
                                     * the default none): cardrt_conspire_paid */
        CARDRT_COST_ESCAPE,         /* 702.138a of the current rules: the card may be cast from
                                     * its owner's graveyard for this instead of its mana cost
                                     * (CARDRT_PLAY_ESCAPED), whatever its type; unlike
                                     * flashback, it is not exiled after */
        CARDRT_COST_SACRIFICE_GRANTER,  /* an ability an effect gives (CARDRT_ADD_ABILITIES):
                                         * sacrifice the permanent whose effect gives it
                                         * ("Sacrifice Blazing Torch"; Rules FAQ 1.1.07) */
        CARDRT_COST_UNATTACH_GRANTER,   /* the same: that Equipment or Aura, attached to this
                                         * permanent, becomes unattached ("Unattach Leonin
                                         * Bola", CR 701.3d of the current rules) */
        CARDRT_COST_DISTURB,        /* 702.146a of the current rules: a transforming double-faced
                                     * card may be cast transformed from its owner's graveyard
                                     * for this instead of its mana cost: the spell is its back
                                     * face (other_face), which the permanent has up as it
                                     * enters; a card with no back face can't be */
        CARDRT_COST_AWAKEN,         /* 702.113a of the current rules: an alternative cost, the
                                     * mana COUNTER (CARDRT_PLAY_AWAKENED): the spell also
                                     * targets a land its caster controls, and as it resolves,
                                     * after its own effect, puts N +1/+1 counters on that land,
                                     * which becomes a 0/0 Elemental creature with haste (for
                                     * good; still a land) */
        CARDRT_COST_EMERGE,         /* 702.119a of the current rules: an alternative cost, the
                                     * mana COUNTER (CARDRT_PLAY_EMERGED), with a creature its
                                     * caster controls sacrificed (a CARDRT_CHOOSE_OBJECTS
                                     * choice "emerge", made as the total cost is determined);
                                     * the cost is reduced by that creature's mana value
                                     * (generic mana only, 601.2f) */
        CARDRT_COST_X_MANA,         /* no cost: the X of the mana cost (of the spell, or of the
                                     * activated ability it is a cost of) is paid only with mana
                                     * of kind N (CARDRT_MANA_*: "Spend only black mana on X",
                                     * CR 107.3, 601.2h) */
    } kind;
    /* A keyword's cost of several parts ("Kicker—Sacrifice a land",
     * "Flashback—{1}{G}, Pay 3 life", "Escape—{3}{B}, Exile four other cards
     * from your graveyard"; CR 118.1): on CARDRT_COST_KICKER, _BUYBACK,
     * _FLASHBACK and _ESCAPE, N is how many of the costs right after it
     * are its other parts, paid only when it is (its COUNTER the mana,
     * NULL for none). */
    int n;
    union {                     /* one pointer: ABI 10's layout is unchanged */
        cardrt_affects_fn which;
        cardrt_amount_fn amount;    /* CARDRT_COST_LESS_X */
    };
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
    CARDRT_TIMING_ONCE_EVER = 16,   /* only once: "Activate only once", an exhaust ability (CR
                                     * 702.177a of the current rules), while the object is the
                                     * object it is (CR 400.7) */
    CARDRT_TIMING_RECONFIGURE = 32, /* a reconfigure ability (702.151a of the current rules): its
                                     * permanent has reconfigure, so attached to a creature it
                                     * is not a creature (702.151b), and an Equipment that is a
                                     * creature may stay attached (301.5c) */
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
                                 * removed from) object, or player (target says which);
                                 * cause: 1 + the player who put them (CR 122.6a) */
        CARDRT_EV_STEP,         /* the beginning of step, in player's turn (the active player) */
        CARDRT_EV_CYCLE,        /* player cycled the card object */
        CARDRT_EV_ATTACKS,      /* object attacks target (a player or planeswalker);
                                 * player is the defending player; amount the number of
                                 * creatures declared as attackers with it (1: alone) */
        CARDRT_EV_BLOCKS,       /* object blocks source; player is the blocker's controller */
        CARDRT_EV_BLOCKED,      /* the attacker object becomes blocked by amount creatures,
                                 * source the first; player is the defending player */
        CARDRT_EV_ACTIVATE,     /* player activated the ability `text` of object; amount
                                 * CARDRT_ACTIVATED_MANA for a mana ability,
                                 * CARDRT_ACTIVATED_LOYALTY for a loyalty ability, else 0 */
        CARDRT_EV_RESOLVE,      /* the spell object (text NULL), or its ability `text`,
                                 * controlled by player, resolves now; amount 1: it is
                                 * countered on resolution instead, its targets all illegal
                                 * (413.2a) or its intervening "if" false */
        CARDRT_EV_DRAW,         /* player drew the card object (one event a card) */
        CARDRT_EV_DISCARD,      /* player discarded the card object */
        CARDRT_EV_TAPPED,       /* the permanent object became tapped, */
        CARDRT_EV_UNTAPPED,     /* or untapped; player is its controller */
        CARDRT_EV_SACRIFICE,    /* player sacrificed the permanent object (after its
                                 * CARDRT_EV_ZONE_CHANGE); types_before as it left; source
                                 * and text the spell or ability whose effect did it, if one */
        CARDRT_EV_TARGETED,     /* target (an object, also in object, or a player) became a
                                 * target of the spell source (text NULL), or of its ability
                                 * `text`, controlled by player, as it was put on the stack;
                                 * amount: the ability's number on the stack (a
                                 * CARDRT_REF_ABILITY's id), 0 for a spell */
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
        CARDRT_EV_TAPPED_FOR_MANA, /* player tapped the permanent object for mana: activated a
                                    * mana ability of it with {T} in its cost (CR 106.12), which
                                    * has just resolved */
        CARDRT_EV_STATE,        /* no event: the game's state, as a state-triggered ability
                                 * asks it (CARDRT_BATCH_STATE) */
        CARDRT_EV_SCRY,         /* player scried amount (> 0) cards (CR 701.22b of the
                                 * current rules: to scry 0 is no scry event) */
        CARDRT_EV_SHUFFLE,      /* player shuffled their library (CR 701.20 of the
                                 * current rules) */
        CARDRT_EV_EXERTED,      /* player exerted the permanent object (CR 701.39 of the
                                 * current rules): "When you do" of "You may exert ~ as it
                                 * attacks" (CR 607.2h), "Whenever you exert a creature" */
        CARDRT_EV_SURVEIL,      /* player surveilled amount (> 0) cards (CR 701.25b of the
                                 * current rules: to surveil 0 is no surveil event) */
        CARDRT_EV_MONARCH,      /* player became the monarch, taking it from whoever was, if
                                 * anyone (CR 724.3 of the current rules); becoming it again
                                 * while one is the monarch is no event */
        CARDRT_EV_ATTACHED,     /* the Aura or Equipment object became attached to target (a
                                 * permanent), entering so or moved there (CR 701.3 of the
                                 * current rules); player is its controller */
        CARDRT_EV_UNATTACHED,   /* object became unattached from target: moved elsewhere, or
                                 * either left the battlefield (its abilities look back, CR
                                 * 603.10a), or a state-based action; player its controller */
        CARDRT_EV_COUNTERED,    /* the spell object was countered by the spell or ability of
                                 * source, controlled by player (CR 701.5) */
        CARDRT_EV_COIN_FLIP,    /* player flipped a coin and won (amount 1) or lost (0) the
                                 * flip (CR 705.2) */
        CARDRT_EV_CREWS,        /* the creature object was tapped to pay the crew cost of the
                                 * Vehicle source, by player: it crews it (CR 702.122c of the
                                 * current rules) */
        CARDRT_EV_TOKENS,       /* no event reported: amount tokens of one kind would be
                                 * created under player's control, as replacement effects
                                 * see it (cardrt_match_your_tokens) */
        CARDRT_EV_EXPLORED,     /* the permanent object explored, its controller player (CR
                                 * 701.44 of the current rules: once the process is done) */
        CARDRT_EV_CLASHED,      /* player clashed, once the clash ended, and won it (amount
                                 * 1) or not (0) (CR 701.22) */
        CARDRT_EV_DIE_ROLL,     /* player rolled a die, whose result is amount (CR 706.2) */
        CARDRT_EV_VENTURE,      /* player ventured into the dungeon and moved their venture
                                 * marker into room amount (from 1) of their dungeon (CR
                                 * 701.49 of the current rules) */
        CARDRT_EV_DUNGEON_COMPLETED, /* player completed a dungeon (CR 309.7) */
        CARDRT_EV_LOST_GAME,    /* player lost the game (CR 104.3): a state-based action, an
                                 * effect; the others play on (CR 800.4a) */
        CARDRT_EV_PHASED_OUT,   /* the permanent object phases out, directly or with what it
                                 * is attached to; player controls it (CR 702.26 of the
                                 * current rules; no zone change): reported while it is still
                                 * on the battlefield (CR 603.10a) */
        CARDRT_EV_PHASED_IN,    /* the permanent object phased in, and each that phased out
                                 * with it, after it; player controls it */
        CARDRT_EV_TRANSFORMED,  /* the permanent object transformed (CR 701.28 of the current
                                 * rules): it has its other face's characteristics now; player
                                 * is its controller */
        CARDRT_EV_DAY_NIGHT,    /* day became night, or night became day: amount the new one,
                                 * CARDRT_DAY or CARDRT_NIGHT (CR 726 of the current rules);
                                 * becoming day or night when it was neither is no event */
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
    unsigned mana;              /* CARDRT_EV_TAPPED_FOR_MANA: the kinds of mana the ability
                                 * produced (bit 1 << CARDRT_MANA_*; amount: how much) */
    unsigned cause;             /* CARDRT_EV_COUNTERS: 1 + the player who put them (0: removed);
                                 * CARDRT_EV_DISCARD: 1 + the controller of the spell or ability
                                 * whose effect discarded it (source: the spell, or the ability's
                                 * source); 0 for none: a cost, the cleanup step (CR 701.8) */
} cardrt_event;

/* What a CARDRT_EV_ACTIVATE event's amount says of the ability (CR 605, 606). */
enum { CARDRT_ACTIVATED_MANA = 1, CARDRT_ACTIVATED_LOYALTY = 2 };

/* Told of every event as it happens, before triggered abilities look at it
 * (a log, a trace, a user interface); it must not change the game. */
typedef void (*cardrt_observer)(void *user, const cardrt_game *g, const cardrt_event *ev);

typedef struct cardrt_trigger_def {
    const char *text;
    /* Does EVENT trigger this ability of SELF?  SELF is on the battlefield,
     * or, for an event that moved SELF itself, was until then. */
    bool (*matches)(const cardrt_game *g, cardrt_id self, const cardrt_event *ev);
    /* An intervening "if" (checked as it triggers and as it resolves), or
     * NULL; cardrt_condition_event tells it the triggering event. */
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
        CARDRT_BATCH_AT_ONCE,   /* zone changes one action makes at once (an instruction of
                                 * a spell or ability, state-based actions), or the dice it
                                 * rolls at once (CARDRT_EV_DIE_ROLL), trigger it once,
                                 * its event the first of them, amount how many ("one or
                                 * more cards leave your graveyard", CR 603.2c) */
        CARDRT_BATCH_EACH,      /* a CARDRT_EV_COUNTERS event triggers it once for each counter
                                 * put or removed ("Whenever a +1/+1 counter is put on ~") */
    } batch;
    /* A Saga's chapter ability (CR 714.2 of the current rules): bit N for
     * each chapter number N it has ("I, II —"); 0 for any other ability.
     * The highest is the Saga's final chapter (saga.c). */
    unsigned chapters;
    /* A triggered mana ability (CR 605.1b: no target, it could add mana,
     * and a mana ability's activation triggers it): it does not use the
     * stack but resolves at once, as it triggers (605.4a). */
    bool mana;
    /* A room ability of a dungeon (CR 309.4c of the current rules: "When
     * you move your venture marker into this room, ..."): the room, or
     * NULL for any other ability.  The runtime triggers it as its owner's
     * venture marker enters that room (dungeon.c); `matches` is NULL. */
    const struct cardrt_room *room;
} cardrt_trigger_def;

/* A room of a dungeon card (CR 309.4): its name, its number (from 1, in
 * the card's order, 1 the topmost room), and the rooms it leads to (bit N
 * for room N; 0: the bottommost room, whose ability completes the dungeon
 * as it resolves or leaves the stack, CR 309.7). */
typedef struct cardrt_room {
    const char *name;
    unsigned number;
    unsigned leads;
} cardrt_room;

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
        /* The order a player's simultaneous triggered abilities go on the
         * stack (CR 603.3b): each candidate is one ability's source (an
         * object id, 0 for none; a source may be offered more than once,
         * and may have left its zone), `names` its text; all of them are
         * chosen, the first answer put on the stack first (it resolves
         * last).  The default is the order they triggered in. */
        CARDRT_CHOOSE_ORDER,
        /* Banding (CR 702.22j-k): how `max` combat damage of SOURCE is
         * divided among the candidates, the creatures it is blocked by or
         * blocks, as PLAYER chooses (the controller of a creature with
         * banding among them or among the creatures blocked): each answer
         * is how much the candidate of its index gets, NCANDIDATES answers
         * that add up to `max` (so ANSWERS has room for NCANDIDATES);
         * cardrt_choose returns 0 with no such answer, and the damage is
         * then assigned as without banding. */
        CARDRT_CHOOSE_DIVIDE,
    } kind;
    unsigned player;
    cardrt_id source;
    const char *prompt;
    const cardrt_ref *candidates;
    unsigned ncandidates;
    unsigned min, max;
    const char *const *names;   /* CARDRT_CHOOSE_NAME, CARDRT_CHOOSE_ORDER */
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

/* How the two faces of a card go together (the `// LAYOUT NAME` line of a
 * card file): a transforming double-faced card (CR 712 of the current
 * rules), a modal double-faced card, a split card (CR 709), an adventurer
 * card (CR 715), a flip card (CR 710), a meld card (CR 712.4 and 701.42).
 * The order is cardc's (compiler/front/card.h, CARD_LAYOUTS). */
typedef enum cardrt_layout {
    CARDRT_LAYOUT_NONE, CARDRT_LAYOUT_TRANSFORM, CARDRT_LAYOUT_MODAL, CARDRT_LAYOUT_SPLIT,
    CARDRT_LAYOUT_ADVENTURE, CARDRT_LAYOUT_FLIP, CARDRT_LAYOUT_MELD
} cardrt_layout;

/* The game's day/night designation (CR 726 of the current rules). */
typedef enum cardrt_day_night { CARDRT_NEITHER, CARDRT_DAY, CARDRT_NIGHT } cardrt_day_night;

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
    /* "You may have ~ enter the battlefield as a copy of any creature on
     * the battlefield" (CR 614.1c, 707.2): as it would enter, before the
     * replacement effects that apply to that are found (its own "enters
     * with" among them, CR 614.12 of the current rules), the player who
     * will control it may choose one object on the battlefield this accepts
     * (CARDRT_CHOOSE_OBJECTS, the default none); it enters as a copy of it,
     * whose copiable values are its own (layer 1) until it leaves. */
    cardrt_affects_fn enters_as_copy;
    /* Dredge N (CR 702.52a): N, 0 for none; the card replaces its owner's
     * draws from their graveyard (cardrt_draw). */
    int dredge;
    /* Miracle COST (CR 702.94a): its miracle cost ("{1}{W}"), NULL for
     * none; drawn as the first card its owner draws in a turn, it may be
     * revealed and cast for that cost (cardrt_draw). */
    const char *miracle;
    /* Ascend (CR 702.131 of the current rules): a permanent's controller
     * who controls ten or more permanents gets the city's blessing for the
     * rest of the game (as state-based actions are checked); an instant's
     * or sorcery's, as it resolves. */
    bool ascend;
    /* The exceptions of that copy ("..., except it's an artifact in
     * addition to its other types", "except it has haste", CR 707.9b),
     * part of its copiable values: the card types, supertypes, subtypes
     * and keywords of this definition are added to the copied ones, its
     * abilities follow theirs, and with has_pt its power and toughness are
     * the copy's; NULL for none. */
    const struct cardrt_card_def *copy_except;
    /* "Choose three. You may choose the same mode more than once." (CR
     * 700.2d): how many times each mode may be chosen (the number of modes
     * chosen), 0 for once.  The modes are then that many copies of each
     * mode in text order: mode i's copy j is mode i * mode_repeats + j
     * (nmodes counts the copies), with target slots of its own; choosing a
     * mode twice is choosing two of its copies. */
    unsigned mode_repeats;
    /* Overload (CR 702.96a of the current rules): the card as it is when
     * cast for its overload cost (CARDRT_COST_OVERLOAD), its text changed by
     * replacing all instances of "target" with "each": the spell's target
     * slots and resolve are this definition's while it is on the stack so
     * (its other fields are not read); NULL for none. */
    const struct cardrt_card_def *overloaded;
    /* The other face of its card (NULL for none) and how the two go
     * together; BACK_FACE: this is the second face (a double-faced card's
     * back face, a split card's right half, an Adventure, a flip card's
     * flipped half), OTHER_FACE the first, whose OTHER_FACE is this one.
     * A transforming permanent has one face's characteristics at a time
     * (cardrt_transform); in any zone but the battlefield and the stack, a
     * double-faced card has its front face's (CR 712.8a of the current
     * rules). */
    const struct cardrt_card_def *other_face;
    cardrt_layout layout;
    bool back_face;
    /* Daybound (CARDRT_DAY) or nightbound (CARDRT_NIGHT), CR 702.145 of
     * the current rules: the face transforms as it becomes night (day),
     * and in no other way; CARDRT_NEITHER for neither. */
    cardrt_day_night bound;
    /* Toxic N (CR 702.164 of the current rules): the total toxic value of
     * its toxic abilities (702.164c), 0 for none; combat damage it deals
     * to a player also gives that player that many poison counters
     * (702.164b, rt_deal_damage). */
    int toxic;
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

#endif
