/* cg.h — the code generator's internal interface, shared by codegen.c and
 * the cg_*.c files (and only by them: they are the only files that see
 * LLVM's headers).
 *
 *   codegen.c    the module, the types mirrored from cardrt.h, card
 *                definitions, output (objects, IR, the JIT)
 *   cg_filter.c  noun phrases as tests: "nonblack creature you control",
 *                target legality, the objects a set or a static ability means
 *   cg_effect.c  what resolves: statements, actions (with cg_select.c,
 *                cg_amount.c, cg_change.c, which share cg_fx.h)
 *   cg_may.c     "you may", payments, the costs "unless" asks (cg_effect_int.h)
 *   cg_token.c   the tokens an effect creates (cg_action_int.h)
 *   cg_ability.c target slots, costs, activated abilities, all of a card's
 *                abilities, tokens
 *   cg_keyword.c keyword abilities (activated, triggered, keyword bits)
 *   cg_trigger.c triggered abilities: the events they match, delayed ones
 *   cg_static.c  static abilities and their changes; as a permanent enters
 *   cg_layers.c  a static ability's changes in the layers (cg_static_int.h)
 *
 * A construct the code generator does not support yet is reported at its
 * node ("cannot compile 'discard' yet") and the card is left out; no card
 * compiles into something that does less than its text. */
#ifndef CARDC_CG_H
#define CARDC_CG_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#include "cardrt.h"
#include "codegen.h"
#include "meaning_effect.h"

/* The fields of cardrt_rule (rule_ty), in its order. */
#define CG_RULE_FIELDS 19

struct codegen {
    diag_engine *diag;
    LLVMOrcThreadSafeContextRef tsc;    /* owns ctx, so a module can go to the JIT */
    LLVMOrcLLJITRef jit;
    LLVMContextRef ctx;
    LLVMModuleRef mod;          /* the output module */
    LLVMTargetMachineRef tm;    /* for the data layout and the optimiser */
    LLVMTargetRef target;
    LLVMTargetDataRef td;
    char *triple;
    const char *registry;       /* the registry's symbol (NULL: CODEGEN_REGISTRY_NAME) */
    LLVMValueRef *cards;        /* the card definitions, for the registry */
    unsigned ncards, capcards;
    unsigned part;              /* a part of a parallel compilation (0: the one with the registry) */
    bool in_parts;              /* made with codegen_new_part: export the cards */
    /* The predefined tokens (Treasure, Food, ...), read from their rules
     * text the first time a card creates one (cg_predefined_token). */
    arena *token_arena;
    const card *predefined;
    bool predefined_read;
    unsigned serial;            /* for unique symbol names */
    /* types: scalars, and the structs of cardrt.h */
    LLVMTypeRef i1, i8, i32, i64, ptr;
    LLVMTypeRef spec_ty, def_ty, reg_ty, act_ty, trig_ty, room_ty, change_ty, static_ty, cost_ty, rule_ty;
    /* function types: void effect(ctx); bool legal(game, src, const ref *);
     * bool affects(game, src, obj); bool holds(game, src); int amount(game, src, obj) */
    LLVMTypeRef effect_ty, legal_ty, affects_ty, holds_ty, amount_ty;
};

/* A name a pronoun or a later phrase can use for what an earlier phrase
 * selected: "target creature ... its controller", "a creature ... that
 * creature's power". */
typedef struct binding {
    const node *n;      /* NULL: words of no node of their own (a target slot's) */
    src_range range;    /* its words */
    int sel;
} binding;

/* One card being compiled. */
typedef struct unit {
    codegen *cg;
    arena *arena;               /* strings made while compiling the card */
    const card *c;
    LLVMModuleRef mod;
    bool report;
    bool failed;
    LLVMValueRef *made;         /* what this card added to the module, to undo it */
    unsigned nmade, capmade;
    LLVMValueRef def;           /* its cardrt_card_def */
    LLVMValueRef face_of;       /* built as the other face of this def (build_card), or NULL */
    const ir_card *ir;          /* its card IR: the abilities that lower (lower_card_each) */

    /* The ability being compiled. */
    const target_use *slot[CARDRT_MAX_TARGETS];    /* its target slots, in text order */
    unsigned slot_modes[CARDRT_MAX_TARGETS];        /* the modes each belongs to (0: all) */
    unsigned nslots;
    /* "You may choose the same mode more than once" (CR 700.2d): the spell's
     * modes, each as many times as may be chosen (mode i's copy j is mode
     * i * mode_repeats + j), each copy with target slots of its own; 0: none */
    unsigned mode_repeats;
    unsigned mode_bit;          /* the mode (bit) being compiled: its copy's slots (0: any) */
    bool in_ability;            /* a permanent's ability: a lone "it" is the permanent */
    /* ", except it has this ability" (CR 707.9a): the kind of the triggered
     * or activated ability being compiled (abilities_of; another kind: none
     * that can be had), and the global array of one that will hold its
     * definition once it is made, NULL while no copy asks for it */
    int this_kind;
    LLVMValueRef this_ability;
    const node *event;          /* a triggered ability's event: pronouns bound into it */
    const node *linked;         /* the target a delayed ability is linked to ("When that creature dies
                                 * this turn"): its event is about it, its pronouns name the event's */
    uint64_t paid_costs;        /* the kinds of its costs (bit CARDRT_COST_*): "the sacrificed creature" */
    bool paying;                /* a cost's objects being described (cg_action_cost): "you control" is
                                 * whoever pays, who may not be the source's controller ("Any player
                                 * may activate this ability"), and the runtime takes only theirs */
    const node *removed_x;      /* the counters its cost removes X of ("X storage counters"
                                 * of "Remove X storage counters from ~"): "for each
                                 * storage counter removed this way" is X */

    /* The function being built: an effect (ctx) or a test (game, source). */
    LLVMBuilderRef b;
    LLVMValueRef fn;
    LLVMValueRef ctx_arg;       /* the cardrt_ctx, in an effect; NULL in a test */
    LLVMValueRef game, src;     /* the game and the source object */
    binding bound[CARDRT_NSEL];
    unsigned nbound;
    int nsel;                   /* selections used so far */
    LLVMValueRef last_may;      /* where the answer to the last "you may" is kept (an i1
                                 * in the function's frame), for "if you do" */
    unsigned in_may;            /* inside the actions a "you may" asks (cg_may) */
    const node *last_may_who;   /* who was asked it, when the text names them ("defending
                                 * player may pay {U}"), for "if that player does" */
    fx_verb last_verb;          /* the action carried out just before, always (not in a
                                 * branch, not optional, not delayed), for "this way" */
    const node *last_act;       /* that action ("If you can't, ...") */
    fx_verb rule_after;         /* a rule being compiled ("can't block this turn"): the action
                                 * carried out just before it, always, for "dealt damage this way" */
    bool static_condition;      /* compiling a static ability's "as long as" */
    bool unless_mana;           /* a static ability's "... can't be activated unless they're
                                 * mana abilities" (ir_unless_mana_abilities_of) */
    bool any_zone;              /* a static ability's rule against targeting, which covers
                                 * the objects it names wherever they are ("Cards in
                                 * graveyards can't be the targets of ...", CR 415.5) */
    bool paired;                /* a static ability's "as long as ~ is paired with another
                                 * creature": "both creatures" are the pair (CR 702.95) */
    const ir_sole *sole;        /* a static ability's "as long as you control exactly one
                                 * creature": "that creature" is the one you control */
    bool in_delayed;            /* compiling what a delayed triggered ability will do
                                 * (cg_delayed): its own event is a step's, not the one that
                                 * triggered the ability that made it */
    bool trigger_if;            /* compiling a trigger's intervening "if": the event's parts
                                 * are cardrt_condition_event's */
    bool cond_past;             /* the condition being compiled is in the past tense ("was") */
    bool spell_or_permanent;    /* cg_object_test of "spell or permanent": each word says its zone */
    bool last_known;            /* a test of an object as it last was ("if it had a +1/+1
                                 * counter on it"): counters as it left the battlefield */
    const node *where_x;        /* the action being compiled says ", where X is ..." */
    const node *each_one;       /* the players (objects) it is done for one at a time (ir_each_in_turn) */
    const node *short_of;       /* the condition of the "if" whose instructions are being compiled
                                 * ("the difference": ir_difference_of) */
    const ir_sel *sacrificer;   /* the players of a sacrifice whose test is being compiled (its
                                 * IR subject): each chooses among their own (cg_irfilter.c,
                                 * sacrificers) */
    bool relational;            /* a test being built for a set may leave "that player
                                 * controls" to the effect (cg_is_relational) */
    const src_range *kept;      /* with relational: the words of the objects the set keeps its
                                 * relations to ("it" of "other creatures that share a creature
                                 * type with it", cg_keep_related), NKEPT of them */
    unsigned nkept;
    bool chooser_slot;          /* a target slot's legality test is being built: its "of
                                 * their choice" is the slot's chosen_by, not a test */
    bool flipped;               /* the effect being compiled flipped a coin so far ("if you win the flip") */
    const node *voted;          /* the choices of its vote so far ("if death gets more votes") */
    bool rolled;                /* ... rolled a die so far (the rows of its table) */
    bool clashed;               /* it clashed so far ("if you win") */
    unsigned chose;             /* bits 1 << ir_choice: what the effect being compiled had its
                                 * controller choose for its source so far ("Choose a color."):
                                 * "of that color" after it (IR_QUAL_OF_THAT_CHOICE) */
    unsigned chosen_now;        /* what the action being compiled made its controller choose
                                 * first: "of the creature type (color) of your choice"
                                 * (1u << IR_CHOICE_*) */
    bool once_each_turn;        /* the trigger being matched triggers only once each
                                 * turn: "one or more creatures die" is then the first */
    bool at_once;               /* the trigger being matched triggers once for what an action
                                 * moves at once (CARDRT_BATCH_AT_ONCE): "one or more cards
                                 * leave your graveyard" is each of them */
    bool look_back;             /* an event is being matched: "an opponent controls" of an
                                 * object that left the battlefield is as it last was there
                                 * (CR 603.10a: cardrt_last_controller) */
    bool countering;            /* the move being compiled is where a spell it counters
                                 * goes ("exile it instead of ..."); the move clears it */
    int among_sel, taken_sel;   /* "a creature card from among them" in the function
                                 * AMONG_FN: the cards it chose from and the one it
                                 * took, for "the rest" */
    LLVMValueRef among_fn;
    int piled_sel, pile_sel;    /* "separates those cards into two piles" in the function
                                 * PILED_FN: the cards, and the first pile (cg_separate) */
    LLVMValueRef piled_fn;
    int revealed_sel, found_sel;    /* "reveal cards ... until you reveal a creature card"
                                     * in the function REVEALED_FN: every card revealed,
                                     * and those of the kind (cg_reveal_until) */
    LLVMValueRef revealed_fn;
    bool item_x;                /* a test the runtime runs for a spell or ability on
                                 * the stack, as it does (its targets, or a selection
                                 * its effect makes): X is that one's X (cardrt_item_x) */
    bool x_paid;                /* X in the ability being compiled is the X paid for it
                                 * (ir_x_is_paid); else only a "where X is" defines X */
    const node *tested;         /* the subject given the clause of a player's qualifier being
                                 * tested ("each opponent who controls more lands than you",
                                 * cg_player_test): the player TESTED_P, as cg_step_player says;
                                 * TESTED_OF the description, which no pronoun in it may name */
    LLVMValueRef tested_p;
    const node *tested_of;
    const node *each_may;       /* the players of the last "Each opponent may ..." (each_may) in
                                 * EACH_MAY_FN, and EACH_MAY_YES the selection of those who chose
                                 * to: "For each opponent who does" */
    LLVMValueRef each_may_fn;
    int each_may_yes;
    const node *each_unless;    /* "each player loses 4 life unless they ...": the players asked one
                                 * at a time, each the one "they" names meanwhile (cg_each_unless) */
} unit;

/* Is NP this card ("Test", "this creature", a pronoun bound to it)? */
static inline bool is_self(const node *np)
{
    return np && (np->kind == N_SELF || (np->kind == N_PRONOUN && np->refers && np->refers->kind == N_SELF));
}

/* Does NP name the target a delayed ability is linked to (unit.linked):
 * that target, or a pronoun for it? */
static inline bool cg_is_linked(const unit *u, const node *np)
{
    return u->linked && np && (np == u->linked || (np->kind == N_PRONOUN && np->refers == u->linked));
}

/* ---- codegen.c: module helpers ---------------------------------------------- */

LLVMValueRef cg_made(unit *u, LLVMValueRef v);
/* The definition of the predefined token SUBTYPE ("Treasure"), compiled
 * from its rules text (ir.def's, or RULES: what the card's reminder text
 * says, ir_reminder_token_of) into U's module; NULL if there is no such
 * token. */
LLVMValueRef cg_predefined_token(unit *u, const char *subtype, const char *rules);
LLVMValueRef cg_add_function(unit *u, const char *prefix, LLVMTypeRef ty);
LLVMValueRef cg_const_global(unit *u, LLVMValueRef init, const char *name);
/* A cardrt_trigger_def of the 13 fields F before `room`, and ROOM (a
 * cardrt_room constant's address; NULL: none). */
LLVMValueRef cg_trigger_struct(codegen *cg, const LLVMValueRef *f, LLVMValueRef room);
LLVMValueRef cg_const_array(unit *u, LLVMTypeRef ty, LLVMValueRef *items, unsigned n,
                            const char *name);
LLVMValueRef cg_cstring(unit *u, const char *s);
LLVMValueRef cg_i32(codegen *cg, long long v);
LLVMValueRef cg_i1(codegen *cg, bool v);
/* A == B (i32s), an i1. */
LLVMValueRef cg_eq(unit *u, LLVMValueRef a, LLVMValueRef b);
/* A and B (i1s); NULL if either is (a test that reported why it can't compile). */
LLVMValueRef cg_all(unit *u, LLVMValueRef a, LLVMValueRef b);
/* A call to the runtime function NAME returning RET (NULL: void). */
LLVMValueRef cg_call(unit *u, const char *name, LLVMTypeRef ret, LLVMValueRef *args, unsigned n);
/* The source text of node N (or of the range R), in the unit's arena. */
const char *cg_text(unit *u, src_range r);
/* Report that node N (or the card, for NULL) uses WHAT, which does not
 * compile yet; always false, so callers can return it. */
bool cg_unsupported(unit *u, const node *n, const char *what);
/* The same, of the words at R (a card IR node's range). */
bool cg_unsupported_at(unit *u, src_range r, const char *what);
bool cg_unsupported_word(unit *u, const node *n, const char *word);
/* Report the X of node N (or of the card, for NULL), which no cost of its
 * ability or card defines (ir_x_is_paid), nor a "where X is" on its
 * action; false. */
bool cg_undefined_x(unit *u, const node *n);
/* int amount(game, source, source): X, what ", where X is ..." (the amount
 * node X) says as the spell is cast or its targets chosen; NULL after
 * reporting (cg_spellcost.c). */
LLVMValueRef cg_where_x_fn(unit *u, const node *x);
/* K, a keyword the lexicon does not know (node.unknown) with no reminder
 * text to define it: reported by its name as written, and false. */
bool cg_unknown_keyword(unit *u, const node *k);
/* A cardrt_card_def's printed characteristics; the rest is empty. */
typedef struct def_fields {
    const char *name, *cost;
    unsigned colors, types, supers;
    const char *const *subtypes;
    unsigned nsubtypes;
    bool has_pt;
    int power, toughness, loyalty;
    uint64_t keywords;
} def_fields;
enum {
    DF_NAME, DF_COST, DF_COLORS, DF_TYPES, DF_SUPERS, DF_SUBTYPES, DF_HAS_PT, DF_POWER,
    DF_TOUGHNESS, DF_LOYALTY, DF_KEYWORDS, DF_TARGETS, DF_NTARGETS, DF_RESOLVE, DF_STATICS,
    DF_NSTATICS, DF_ACTIVATED, DF_NACTIVATED, DF_TRIGGERS, DF_NTRIGGERS, DF_NMODES,
    DF_MIN_MODES, DF_MAX_MODES, DF_COSTS, DF_NCOSTS, DF_AS_ENTERS, DF_ENTERS_AS_COPY, DF_DREDGE, DF_MIRACLE, DF_ASCEND, DF_COPY_EXCEPT, DF_MODE_REPEATS, DF_OVERLOADED,
    DF_OTHER_FACE, DF_LAYOUT, DF_BACK_FACE, DF_BOUND, DF_TOXIC, DF_COUNT
};
void cg_def_values(unit *u, const def_fields *d, LLVMValueRef *f);
/* A definition's static, activated and triggered abilities into F. */
void cg_def_abilities(unit *u, LLVMValueRef *f, LLVMValueRef *acts, unsigned nacts, LLVMValueRef *trigs,
                      unsigned ntrigs, LLVMValueRef *stats, unsigned nstats);
LLVMValueRef cg_def_global(unit *u, LLVMValueRef *f);

/* ---- cg_filter.c: noun phrases as tests ---------------------------------------- */

/* The runtime's bit of the color the word W says (ir_word_of); 0 when it
 * says none. */
unsigned cg_color_bit(const node *w);
/* The runtime's bit of card type TYPE (an ir_card_type); 0 for one it lacks. */
unsigned cg_type_bit_of(int type);
/* The runtime's bits of C's printed card types, and in *SUPERS its supertypes. */
unsigned cg_card_types(const card *c, unsigned *supers);
/* The keyword bit of a keyword node with no parameter ("flying"); 0 for another. */
uint64_t cg_keyword_node_bit(const node *k);
/* The keyword bit of the keyword named NAME (an IR keyword's); 0 for another. */
uint64_t cg_keyword_bit(const char *name);
/* A subtype as printed ("elf" -> "Elf"), in the unit's arena. */
const char *cg_subtype_name(unit *u, const char *word);
/* The kind of counters W ("+1/+1", "charge", "loyalty") and the word
 * "counter(s)" after it name, as the runtime names them; NULL if W is not
 * followed by that word alone, or for kinds the runtime would not apply
 * (+1/+0, keyword counters, shield and stun counters). */
const char *cg_counter_kind(const node *w);
/* "a color", "a creature type", "a basic land type", "an opponent", "a
 * player": what is chosen (CARDRT_CHOICE_*), or -1. */
int cg_choice_kind(const node *np);

/* Start building a test function: bool fn(game, source, X) with X an
 * object id (affects) or a cardrt_ref pointer (legal), or bool fn(game,
 * source) (holds).  cg_end_test returns it; state is saved and restored so
 * a test can be built while an effect is. */
/* The target slots of the ability being compiled, kept while those of an
 * ability it makes (delayed, reflexive, a token's) are compiled. */
typedef struct cg_slots {
    const target_use *slot[CARDRT_MAX_TARGETS];
    unsigned slot_modes[CARDRT_MAX_TARGETS];
    unsigned nslots;
} cg_slots;
static inline void cg_save_slots(const unit *u, cg_slots *s)
{
    memcpy(s->slot, u->slot, sizeof s->slot);
    memcpy(s->slot_modes, u->slot_modes, sizeof s->slot_modes);
    s->nslots = u->nslots;
}
/* May slot I be named by the mode being compiled (a copy of a mode
 * chosen more than once names its own slots)? */
static inline bool cg_slot_in_mode(const unit *u, unsigned i)
{
    return !u->mode_bit || !u->slot_modes[i] || (u->slot_modes[i] & u->mode_bit);
}
static inline void cg_restore_slots(unit *u, const cg_slots *s)
{
    memcpy(u->slot, s->slot, sizeof s->slot);
    memcpy(u->slot_modes, s->slot_modes, sizeof s->slot_modes);
    u->nslots = s->nslots;
}

typedef struct cg_saved {
    LLVMBuilderRef b;
    LLVMValueRef fn, ctx_arg, game, src;
    binding bound[CARDRT_NSEL];
    unsigned nbound;
    int nsel;
    LLVMValueRef last_may;
    const node *last_may_who;
    fx_verb last_verb;
    const node *last_act;
    bool item_x;
} cg_saved;
void cg_begin_fn(unit *u, LLVMTypeRef ty, const char *prefix, cg_saved *save);
LLVMValueRef cg_end_fn(unit *u, LLVMValueRef result, cg_saved *save);
/* The game and the source object in the function being built. */
LLVMValueRef cg_game(unit *u);
/* A builder at the start of the function being built (for its frame). */
LLVMBuilderRef cg_entry_builder(unit *u);
LLVMValueRef cg_src(unit *u);

/* Is object OBJ (an i32) what noun phrase NP describes?  An i1 in the
 * current function, or NULL after reporting why not.  Zones are not part
 * of the test (cg_zones). */
/* The filter lowering made of the description F (N_FILTER), found by its range; NULL if none. */
const ir_filter *cg_ir_filter(unit *u, const node *f);
/* The filter lowering made of the very N_FILTER F (not of a copy with
 * the same words: cg_ir_filter), the last one lowered, or NULL. */
const ir_filter *cg_ir_filter_of(unit *u, const node *f);
LLVMValueRef cg_object_test(unit *u, LLVMValueRef obj, const node *np);
/* Is player P (an i32 index) what NP describes ("opponent", "player")? */
LLVMValueRef cg_player_test(unit *u, LLVMValueRef p, const node *np);
/* Is Q a qualifier about another phrase's players ("that player controls",
 * "target opponent controls")?  Tests leave it to the effect (cg_effect.c). */
bool cg_is_relational(const node *q);
/* Has the object phrase NP such a qualifier ("lands that player controls")? */
bool cg_has_relational(const node *np);
/* Does NP describe players only ("each opponent", "target player")? */
bool cg_names_players(const node *np);
/* The zone Z names if it is one of yours ("your graveyard", "your hand"); -1 otherwise. */
int cg_own_zone(const node *z);
/* The zone (CARDRT_*, -1: none or anywhere) phrase Z names ("a
 * graveyard", "your hand"), *WHOSE whose it is (ir_zone_phrase). */
int cg_zone_word(const node *z, ir_who *whose);
/* The runtime's zone (CARDRT_*) of the IR's zone Z, -1 for IR_ZONE_ANY. */
int cg_rt_zone(ir_zone z);
/* Where the objects NP describes are (CARDRT_IN bits): "in your graveyard",
 * "spell" (the stack), "card" (DEFAULT_CARD), else the battlefield. */
unsigned cg_zones(unit *u, const node *np, unsigned default_card);
/* cardrt_history: WHAT (CARDRT_HIST_*) of the players PLAYERS (bits) this turn or last. */
LLVMValueRef cg_history(unit *u, LLVMValueRef players, int what, bool last_turn);
/* bool affects(game, source, obj) for NP, or NULL after reporting; _now: one
 * the runtime runs at once, while the effect being built resolves. */
LLVMValueRef cg_affects_fn(unit *u, const node *np);
LLVMValueRef cg_affects_now_fn(unit *u, const node *np);
/* cg_affects_now_fn of the objects filter F accepts, F lowering's of a
 * selection ("each creature card exiled with ~": the rest of it), where
 * cg_ir_affects_fn compiles F; else of WORDS, a caller's copy of the same
 * description. */
LLVMValueRef cg_ir_affects_now_fn(unit *u, const ir_filter *f, const node *words);
/* bool legal(game, source, const cardrt_ref *) for a target slot; *ZONES
 * gets the zones its objects may be in. */
LLVMValueRef cg_legal_fn(unit *u, const target_use *t, unsigned *zones);
/* A target slot's: cg_legal_fn's, or the test of the abilities on the stack
 * its lowered filter names, whose kinds go to *ABILITIES (cardrt_target_spec). */
LLVMValueRef cg_slot_legal_fn(unit *u, const target_use *t, unsigned *zones, unsigned *abilities);
/* Is object OBJ (an i32) one the card IR's filter F accepts (its traits,
 * controller and "another"; zones are not part of the test)?  An i1, or
 * NULL after reporting (F says more than traits: ir_filter_only_traits). */
LLVMValueRef cg_ir_object_test(unit *u, LLVMValueRef obj, const ir_filter *f);
/* Is player P (an i32 index) one the card IR's C says (IR_CTRL_YOU, _OPPONENT,
 * _DEFENDING; true for IR_CTRL_ANY)? */
LLVMValueRef cg_controller_is(unit *u, LLVMValueRef p, ir_controller c);
/* The legality test of a target slot (CR 601.2c) whose lowered filter is F:
 * a permanent on the battlefield (F says only traits, a controller and
 * "another": ir_filter_only_traits; another filter is refused at it). */
LLVMValueRef cg_ir_legal_fn(unit *u, const ir_filter *f);
/* Is the object or player ID (KIND a CARDRT_REF_*) one the card IR's
 * filter F accepts ("a player or planeswalker": an alternative of each)?
 * Zones are not part of the test. */
LLVMValueRef cg_ir_ref_test(unit *u, LLVMValueRef id, LLVMValueRef kind, const ir_filter *f);
/* bool affects(game, source, obj) for the lowered filter F, which says
 * only traits, a controller, "another" and whose zone (the caller looks in
 * that zone); another filter is refused at it. */
LLVMValueRef cg_ir_affects_fn(unit *u, const ir_filter *f);

/* ---- cg_effect.c, cg_amount.c: what resolves ------------------------------------------ */

/* void effect(cardrt_ctx *): the statements of LISTS in order; for a
 * modal spell or ability, MODES[i] (if not NULL) is mode i's list, run when
 * that mode is chosen. */
LLVMValueRef cg_effect_fn(unit *u, const node *const *lists, unsigned nlists,
                          const node *const *modes, unsigned nmodes);
/* An amount as an i32 in the current function: a number, X, "the number of
 * creatures you control", "its power". */
LLVMValueRef cg_amount(unit *u, const node *n);
/* The stat possessive P says ("that spell's mana value", ir_possessed_stat). */
LLVMValueRef cg_possessed_stat(unit *u, const node *p);
/* N (an i32) compared as the count of the description WHAT says: "a" (at
 * least one), "no", "two", "two or more", "exactly two". */
LLVMValueRef cg_count_holds(unit *u, LLVMValueRef n, const node *what);
/* How many spells of the kind NP describes ("an instant or sorcery spell")
 * the players PLAYERS (bits) cast this turn, as they were cast, but the
 * object EXCEPT (0: none); NULL (reported) for another description. */
LLVMValueRef cg_spells_cast_of(unit *u, LLVMValueRef players, const node *np, LLVMValueRef except);
/* WHAT with one more qualifier (of kind HOW, about ARG; NULL: "attacking"),
 * counted and compared as WHAT counts: "you control an artifact" counts
 * "artifact controlled by you". */
LLVMValueRef cg_count_with(unit *u, const node *what, ir_qual_kind how, const node *arg);
/* A condition as an i1: "you control an artifact", "you have 10 or less life". */
LLVMValueRef cg_condition(unit *u, const node *clause);
/* The IR condition C that no words of its ability say, a keyword's rule
 * (boast's "this creature attacked this turn", CR 702.142a of the current
 * rules): a description of the ability's own object, as an i1; NULL after
 * reporting another (cg_ircond.c). */
LLVMValueRef cg_ir_condition_unsaid(unit *u, const ir_condition *c);
/* bool holds(game, source) for CLAUSE, or NULL after reporting. */
LLVMValueRef cg_holds_fn(unit *u, const node *clause);
/* bool holds(game, source), true when CLAUSE does not hold ("unless ..."). */
LLVMValueRef cg_holds_not_fn(unit *u, const node *clause);
/* The duration "for as long as IC" (CR 611.2b), IC the card IR's
 * condition of an instruction: CARDRT_AS_LONG_AS and a holds function, or
 * CARDRT_WHILE_YOU_CONTROL ("you control ~") and the holds function of the
 * rest, if any; "~ remains on the battlefield", "~ remains tapped" from the
 * IR, another condition from its words CLAUSE (refused when there are none
 * at hand: NULL); false after reporting. */
bool cg_lasting(unit *u, const ir_condition *ic, const node *clause, int *duration, LLVMValueRef *holds);
/* The runtime's step of IR step ST (the beginning of combat for "combat"). */
cardrt_step cg_step_of(ir_step st);
/* The number of objects NP describes now, as an i32 (cardrt_count). */
LLVMValueRef cg_count(unit *u, const node *np);
/* The votes choice K got in the vote of the effect before (cardrt_fx_votes). */
LLVMValueRef cg_votes(unit *u, unsigned k);
/* The amount lowering made of the phrase N (ir_card's `amounts`, by N's range:
 * an amount's words, or the objects "for each" counts), or NULL when none. */
const ir_amount *cg_ir_amount_at(unit *u, const node *n);
/* Does the code generator compile A from the card IR (cg_ir_amount)?  The
 * kinds it does not yet are compiled from their words (cg_amount). */
bool cg_ir_amount_compiles(const unit *u, const ir_amount *a);
/* A (cg_ir_amount_compiles) as an i32 in the current function, or NULL
 * after reporting (at A's range). */
LLVMValueRef cg_ir_amount(unit *u, const ir_amount *a);
/* The number of objects the card IR's filter F accepts now, in its zone (cardrt_count). */
LLVMValueRef cg_ir_count(unit *u, const ir_filter *f);
/* The KIND counters on what ON names (~ as it last was too), for NP's
 * diagnostics. */
LLVMValueRef cg_counters_on(unit *u, const node *on, const char *kind, const node *np);
/* How many different types of KIND are among the objects AMONG describes,
 * compared as WHAT's count says (NULL: the number itself): Delirium, Domain
 * (cg_amount.c). */
LLVMValueRef cg_types_among(unit *u, const node *among, ir_types kind, const node *what);
/* The amount over the objects NP describes: their number (STAT < 0), or the
 * total of CARDRT_STAT_* STAT among them (cg_amount.c). */
LLVMValueRef cg_over_objects(unit *u, const node *np, int stat);
/* A new selection for NP of what the action just before dealt damage to or
 * moved (GETTER: "cardrt_sel_dealt", "cardrt_sel_moved"), kept to the
 * objects TEST describes, and (NAMED) named by NP's pronouns after it; -1
 * when it cannot be made (cg_select.c, as cg_dealt_this_way). */
int cg_this_way_sel(unit *u, const node *np, const node *test, const char *getter, bool named);
/* "a creature dealt damage this way" (NP, ir_dealt_damage_this_way): a new
 * selection of what the action before dealt damage to that the rest of
 * its description accepts (the creatures of it); -1 on failure. */
int cg_dealt_this_way(unit *u, const node *np);
/* How many different CARDRT_STAT_* STAT (CARDRT_STAT_NAME: names) the
 * objects the card IR's filter F accepts now, in its zone, have
 * (cardrt_count_distinct): "three or more creatures with different powers". */
LLVMValueRef cg_ir_count_distinct(unit *u, const ir_filter *f, int stat);

/* ---- cg_ability.c: abilities ------------------------------------------------------ */

/* What a card's keywords give its definition besides abilities: the
 * keywords the runtime knows, as bits; colorless for devoid; the N of
 * dredge N (0: none); the miracle cost as written (NULL: none); ascend;
 * daybound or nightbound (a cardrt_day_night, CARDRT_NEITHER for none);
 * the total toxic value (CR 702.164c of the current rules, 0: none). */
typedef struct cg_card_keys {
    uint64_t bits;
    bool colorless;
    int dredge;
    const char *miracle;
    bool ascend;
    int bound;
    int toxic;
} cg_card_keys;
bool cg_card_keywords(unit *u, cg_card_keys *out);
/* The constants of the card's abilities: activated (including those of
 * keyword abilities such as equip and cycling), triggered, static. */
bool cg_abilities(unit *u, LLVMValueRef *acts, unsigned *nacts, LLVMValueRef *trigs,
                  unsigned *ntrigs, LLVMValueRef *stats, unsigned *nstats, unsigned cap,
                  LLVMValueRef *as_enters);
/* The part of the event EV (a trigger's event) the phrase N is: its object,
 * source, player, target, or the other creature of a block (CARDRT_EVENT_*),
 * or CG_EVENT_CONTROLLER, the controller of its object ("an opponent" of
 * "enters the battlefield under an opponent's control"), CG_EVENT_OWNER its
 * owner ("a player" of "is returned to a player's hand"); -1 if it is none
 * of them. */
enum { CG_EVENT_CONTROLLER = CARDRT_EVENT_OTHER + 1, CG_EVENT_OWNER };
int cg_event_role(const node *ev, const node *n);
/* The target slots of an ability (and of its modes), as a constant array. */
LLVMValueRef cg_target_specs(unit *u, const ability *ab, unsigned *n);
/* The target slots and specs of the reflexive triggered ability whose text
 * is BODY ("When you do, B", CR 603.12): the targets inside it, which the
 * ability that holds it leaves out; the unit's slots become its. */
LLVMValueRef cg_reflexive_specs(unit *u, const node *body, unsigned *n);
/* A spell's additional costs. */
bool cg_spell_costs(unit *u, LLVMValueRef *arr, unsigned *n);
/* Is the static or spell paragraph AB a cost of the spell (cg_spell_costs),
 * not an ability: "This spell costs {1} less to cast for each artifact you
 * control", "You may sacrifice a Mountain rather than pay this spell's mana
 * cost" (of card C)? */
bool cg_cost_paragraph(const card *c, const ability *ab);
/* Is spell paragraph AB a static ability of the card from its hand ("You
 * may cast ~ as though it had flash": ir_cast_self_as_flash)? */
bool cg_spell_rule_paragraph(const ability *ab);
/* "As an additional cost to cast this spell, ..." on a permanent card: a
 * cost of casting it (cg_spell_costs), no static ability. */
bool cg_permanent_spell_cost(const ability *ab);
/* "This creature's power and toughness are each equal to ...": the P/T
 * function of the characteristic-defining ability ST, or NULL if it is not one. */
LLVMValueRef cg_cda_pt_fn(unit *u, const node *st);
/* A printed power, toughness or loyalty that is a number, into *V. */
bool cg_pt_number(const char *s, int *v);
/* "Create two 1/1 white Soldier creature tokens": a token definition. */
/* "This spell can't be countered": a keyword bit of the card, not an
 * effect; from AB's card IR (a static `rule` cant_be_countered of the card). */
bool cg_uncounterable(unit *u, const ability *ab);
/* A delayed triggered ability (CR 417.2) doing EFFECT once, the next time
 * WHEN comes: a step (CARDRT_STEP_*) begins, with CG_WHEN_YOURS in a turn of
 * the delayed ability's controller ("your next upkeep", CR 603.7d), or
 * CG_WHEN_SOURCE_LEAVES the battlefield.  A pointer to its constant
 * cardrt_trigger_def. */
enum { CG_WHEN_SOURCE_LEAVES = -1, CG_WHEN_YOURS = 0x100 };
LLVMValueRef cg_delayed_def(unit *u, int when, LLVMValueRef effect, const char *text);
/* "You may pay {1}. When you do, B" (B its sentence): the reflexive
 * triggered ability B, made to trigger if DID, the controller did (cg_reflexive.c). */
bool cg_reflexive(unit *u, const node *body, LLVMValueRef did);
/* S, "Whenever a creature dies this turn, ...": makes TURN as it resolves
 * (ir_sentence_turn_trigger_of); OUTSIDE what TURN cannot say alone. */
bool cg_sentence_turn_trigger(unit *u, const node *s, const ability *turn, const node *outside, const node *linked);
/* "When you do, B" (S) after "You may exert ~ as it attacks": the trigger
 * def of the card's ability linked to it (CR 607.2h). */
LLVMValueRef cg_exerted_def(unit *u, const node *s, const node *body);
/* The definition of the token T, the card IR's (create_token: "a 1/1 green
 * Saproling creature token with \"{T}: Add {G}.\"", a predefined
 * Treasure; not a copy), its P/T, colors, types, keywords, abilities in
 * quotes and name as lowering read them (CR 111.4); AT, the token phrase,
 * only where a diagnostic points.  NULL after reporting. */
LLVMValueRef cg_ir_token_def(unit *u, const ir_token *t, const node *at);
/* A card def holding only the activated or triggered ability QUOTED (an
 * N_QUOTED node) grants to SUBJECT: "Creatures you control have \"{T}: Add
 * {G}.\"" (CARDRT_ADD_ABILITIES); NULL, with a diagnostic, for any other
 * ability, or one naming the card when SUBJECT is not the card itself. */
LLVMValueRef cg_granted_def(unit *u, const node *quoted, const node *subject);
/* The card def of an emblem with the ability QUOTED ("You get an emblem with
 * \"Creatures you control get +1/+1.\"", CR 114): a static or triggered
 * ability, compiled as an ability of the emblem (its "this emblem" the
 * emblem, its "you" the emblem's controller); NULL, with a diagnostic, for
 * any other ability or one naming the card. */
LLVMValueRef cg_emblem_def(unit *u, const node *quoted);

/* ---- shared by the ability files (cg_ability.c, cg_keyword.c, cg_trigger.c,
 * cg_static.c) ------------------------------------------------------------------ */
/* The parts of a cardrt_activated_def. */
typedef struct cg_act_parts {
    const char *written, *mana;     /* the ability as written; its mana cost as written */
    LLVMValueRef costs;
    unsigned ncosts;
    LLVMValueRef specs;
    unsigned nspecs;
    LLVMValueRef effect;
    bool mana_ability;
    unsigned zones, timing, nmodes;
    int min_modes, max_modes;
    LLVMValueRef condition;
} cg_act_parts;
LLVMValueRef cg_activated_value(unit *u, const cg_act_parts *p);

/* ---- cg_level.c: a leveler's bands (CR 711.2) ------------------------------------- */

/* The abilities AB compiled (activated ACTS[0..NACTS), ...), within IA's
 * band: each has the band's condition with its own (CR 711.2a, 711.2b);
 * one of another zone than the battlefield, or none at all (an ability
 * compiled elsewhere: as it enters, a cost), is refused. */
bool cg_within_band(unit *u, const ability *ab, const ir_ability *ia, LLVMValueRef *acts, unsigned nacts,
                    LLVMValueRef *trigs, unsigned ntrigs, LLVMValueRef *stats, unsigned nstats);
/* A band's power and toughness line: its base power and toughness
 * (CR 711.2a; layer 7b, CR 613.4b), a static ability of the permanent. */
LLVMValueRef cg_band_pt_def(unit *u, int power, int toughness);

/* ---- costs (cg_ability.c) ---------------------------------------------------------- */

/* One cost C other than mana, of those written as ENTRIES (the cost
 * entries of an ability's or a keyword's cost, in text order), as the
 * runtime's cost in *OUT: from the card IR when it says all of it, else
 * from its words (cg_action_cost). */
bool cg_cost_entry(unit *u, const node *entries, const ir_cost *c, LLVMValueRef *out);
/* A cost constant (CARDRT_COST_*): N of it, the objects WHICH accepts, from
 * ZONES, with COUNTER's kind of counters. */
LLVMValueRef cg_cost_value(unit *u, int kind, int n, LLVMValueRef which, unsigned zones,
                           const char *counter);
/* One cost written as an action ("Sacrifice a creature", "Pay 2 life") into
 * *OUT (cg_ability.c); false after reporting. */
bool cg_action_cost(unit *u, const node *a, LLVMValueRef *out);
/* "{N} less for each OBJECT" (of a spell or an ability, 601.2f) as a cost
 * in *OUT (cg_ability.c): affinity's, or CARDRT_COST_LESS_PARTY. */
bool cg_cost_each_value(unit *u, const node *each, const node *mana, bool spell, LLVMValueRef *out);
/* The entry of the option costs (kicker, buyback, ...) keyword ability KA
 * is, when it has a cost and no number (COST_ONLY); -1: none. */
int cg_option_cost_of(ir_kw_ability ka, bool cost_only);
/* Is the player phrase P "you"? */
bool cg_is_you(const node *p);
/* The target slot of the target phrase NP, -1 when it is none. */
int cg_target_slot(const unit *u, const node *np);
/* The modes of a modal ability: the lists, and how many may be chosen. */
bool cg_modes_of(unit *u, const ability *ab, const node **lists, unsigned *n, int *min, int *max);
/* The activated and triggered abilities of the keywords of IA, the card
 * IR of the keyword line AB (equip, cycling, bushido, ...), added to ACTS
 * and TRIGS. */
/* The static abilities of IA's keywords that are rules of the card itself,
 * into STATS: protection from qualities no keyword bit says ("Protection
 * from Dragons", "from instants"), each a CARDRT_RULE_PROTECTION_FROM;
 * banding and phasing, a CARDRT_RULE_BANDING or _PHASING (cg_self_rule_static). */
bool cg_keyword_statics(unit *u, const ability *ab, const ir_ability *ia, LLVMValueRef *stats, unsigned *nstats,
                        unsigned cap);
/* The keywords of IA, a keyword line within a leveler's band (ia->level_lo):
 * a static ability of the permanent granting them, into STATS (its band's
 * condition added by the caller, cg_ability.c); keywords that are no bits nor
 * protection are refused. */
bool cg_band_keywords(unit *u, const ir_ability *ia, LLVMValueRef *stats, unsigned *nstats, unsigned cap);
bool cg_keyword_abilities(unit *u, const ability *ab, const ir_ability *ia, LLVMValueRef *acts, unsigned *nacts,
                          LLVMValueRef *trigs, unsigned *ntrigs, unsigned cap);
/* Decayed's triggered ability (CR 702.147a of the current rules): "When
 * this creature attacks, sacrifice it at end of combat." (its static
 * ability, "This creature can't block", is CARDRT_KW_CANT_BLOCK). */
LLVMValueRef cg_decayed_trigger(unit *u);
/* The card IR of U's ability AB (the one lowered from its paragraph), or
 * NULL when it does not lower. */
const ir_ability *cg_ir_of(unit *u, const ability *ab);
/* Where activated or triggered ability AB works from (CR 113.6 of the
 * current rules): the zones (CARDRT_IN bits, 0: the battlefield) of IA's,
 * its card IR's, `works_in`; refused as lowering refused it when IA is NULL.
 * False after reporting. */
bool cg_ability_zones(unit *u, const ability *ab, const ir_ability *ia, unsigned *zones);
/* Triggered ability AB's IR ability: the triggered ability of its text an
 * instruction makes (IR_TURN_TRIGGER: a spell's or an ability's "Whenever a
 * creature attacks this turn, ...", a chapter's; one granted in quotes), or
 * cg_ir_of's; NULL if none. */
const ir_ability *cg_ir_trigger_of(unit *u, const ability *ab);
/* A keyword's number as a constant ("Suspend 4—{1}{U}": 4); -1 for none or another. */
int cg_param_value(const ir_kw_param *e);
/* A keyword's cost when it is one mana cost ("Equip {1}"), else NULL. */
const ir_cost *cg_param_mana(const ir_kw_param *e);
/* Report that AB, which does not lower, does not compile: at the construct
 * lowering refused, named as lowering names it; false. */
bool cg_no_ir(unit *u, const ability *ab);
/* The instruction OP of the card IR lowered from the phrase N (same range),
 * in any of U's abilities or abilities in quotes; NULL when none is (its
 * ability does not lower). */
const ir_instr *cg_ir_instr(unit *u, ir_op op, const node *n);
/* The first instruction of the card IR lowered from the statement N (same
 * range), whatever its operation, found as cg_ir_instr finds one; NULL when
 * none is. */
const ir_instr *cg_ir_instr_any(unit *u, const node *n);
/* The instruction just before IN in its list (its ability's body, a
 * branch, a mode), found as cg_ir_instr finds one; NULL when IN is the first
 * of its list, or NULL. */
const ir_instr *cg_ir_instr_before(unit *u, const ir_instr *in);
/* The first instruction of the card IR lowered from words within N's
 * range (N's own, or one of its parts': "Until end of turn, target creature
 * gets +2/+2 and gains trample" has none of its own), found as cg_ir_instr
 * finds one; NULL when none is. */
const ir_instr *cg_ir_instr_in(unit *u, const node *n);
/* Every instruction of the card IR lowered from the phrase N (same range),
 * in their order ("have flying and trample": a grant_keyword of each
 * keyword), the first found as cg_ir_instr_any finds it and those after it
 * in its list: the first CAP of them into OUT; their number (0: none, more
 * than CAP: some left out). */
unsigned cg_ir_instrs(unit *u, const node *n, const ir_instr **out, unsigned cap);
/* The condition of the card's IR lowered from the words N (its range), or
 * NULL: an instruction's, or an ability's (its "as long as", "Activate only
 * if", its trigger's), or one joined to it (also, or_else). */
const ir_condition *cg_ir_cond(unit *u, const node *n);
/* The instruction of the card IR whose condition was lowered from the
 * words N (its range), or that makes an ability whose own condition was
 * (an `if` of a static ability's two sentences: "... gets +2/+2 as long as
 * .... Otherwise, it gets -2/-2."); NULL if none. */
const ir_instr *cg_ir_asks(unit *u, const node *n);
/* The instruction OP of the card IR whose object was lowered from the
 * words N (its range: "a card of that color" of "you choose a card of
 * that color from it"), found as cg_ir_instr finds one; NULL if none. */
const ir_instr *cg_ir_instr_of(unit *u, ir_op op, const node *n);
/* Report that N, a phrase of a family compiled from the card IR only, has
 * none: at the construct lowering refused in the ability that holds N (or at
 * N itself, in a mode), named as lowering names it, else at N as WHAT; false. */
bool cg_no_ir_in(unit *u, const node *n, const char *what);
/* Did lowering refuse the ability N is part of (a construct compiled only
 * when its ability has its card IR)? */
bool cg_ir_refused_in(const unit *u, const node *n);
/* Protection from colors, card types, multicolored, everything, as keyword
 * bits; 0 for another quality. */
uint64_t cg_protection_bits(const node *list);
/* The same of F, what a protection keyword is from in the card IR
 * (lower_protection): colors, multicolored, one card type, everything (an
 * alternative of no traits); 0 for another quality. */
uint64_t cg_ir_protection_bits(const ir_filter *f);
/* Epic (CR 702.50a): does the card's spell end with epic's abilities
 * (cardrt_fx_epic), into *EPIC?  False after reporting an epic that does
 * not compile (of a permanent card, or with a parameter). */
bool cg_spell_epic(unit *u, bool *epic);
/* Does a keyword of U's card (fading, vanishing, bloodthirst) act as it enters? */
bool cg_has_enters_keyword(const unit *u);
/* Those keywords' counters, into the "as it enters" function (its source: SELF). */
void cg_keyword_enters(unit *u, int self);
/* A triggered ability's constant cardrt_trigger_def (cg_trigger.c). */
LLVMValueRef cg_trigger_def(unit *u, const ability *ab);
/* How events happening at once trigger the ability of trigger TR, its
 * card IR (CARDRT_BATCH_*). */
int cg_ir_trigger_batch(const ir_trigger *tr);
/* ---- cg_event.c: the events a triggered ability waits for -------------------------------- */
/* bool match(game, self, event) of a trigger's event or state (N_TRIGGER);
 * T its card IR (the events of its `or` chain), NULL when it has none. */
LLVMValueRef cg_trigger_match_fn(unit *u, const node *trigger, const ir_trigger *t);
/* How damage dealt at once triggers the ability of TRIGGER (CARDRT_BATCH_*;
 * copies made in A): from its words, for an ability in quotes lowering
 * refused (cg_ir_trigger_batch otherwise). */
int cg_trigger_batch(arena *a, const node *trigger);
/* The zones (CARDRT_IN bits, 0: the battlefield) triggered ability AB works
 * from, into *ZONES; false after reporting. */
bool cg_trigger_zones(unit *u, const ability *ab, unsigned *zones);
/* The match of a Saga's chapter ability of the chapter numbers CHAPTERS
 * (bit N for N): lore counters crossing N (CR 714.2b). */
LLVMValueRef cg_chapter_match_fn(unit *u, unsigned chapters);
/* The match of an exert ability's linked trigger: its object is exerted. */
LLVMValueRef cg_exerted_match_fn(unit *u);
/* The match of a delayed triggered ability WHEN (CG_WHEN_*). */
LLVMValueRef cg_delayed_match_fn(unit *u, int when);
/* bool match(game, self, event): does the event be EV describes ("you gain
 * life", "a creature dies") as a replacement's or a rule's event, read
 * from its words (a triggered ability's: cg_trigger_match_fn)? */
LLVMValueRef cg_event_match_fn(unit *u, const node *ev);
/* The field at OFFSET of the event at EVP (an i32), in a match function. */
LLVMValueRef cg_ev_field(unit *u, LLVMValueRef evp, size_t offset, const char *name);
/* The target of the event at EVP: its kind (CARDRT_REF_*) and, if ID, its id. */
LLVMValueRef cg_ev_target(unit *u, LLVMValueRef evp, LLVMValueRef *id);
/* Is the damage event at EVP combat damage? */
LLVMValueRef cg_combat_damage(unit *u, LLVMValueRef evp);
/* ---- cg_irevent.c: trigger events from the card IR ---------------------------------------- */
/* Is E an event family whose test compiles from the card IR (cg_ir_event_test)? */
bool cg_ir_event_family(ir_event e);
/* Does the card IR's trigger event T say all its test needs (cg_ir_event_test)? */
bool cg_ir_event_says(const ir_trigger *t);
/* The test of the trigger event T (one of a `or` chain) at EVP, of kind
 * KIND: an i1, or NULL after reporting; what is asked of the game as it
 * happens ("enters the battlefield untapped") goes into *DURING. */
LLVMValueRef cg_ir_event_test(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t, LLVMValueRef *during);
/* Is the event at EVP, of kind KIND, with object OBJ, a zone change of the
 * battlefield's: into it (ENTERS; FROM, a runtime zone, where from unless
 * -1, and a card you own there if FROM_YOURS), or out of it (into a graveyard as a
 * creature if DIES)?  An i1 (cg_irevent.c, for cg_event.c's words too). */
LLVMValueRef cg_zone_change_test(unit *u, LLVMValueRef evp, LLVMValueRef kind, LLVMValueRef obj, bool enters,
                                 bool dies, int from, bool from_yours);
/* Is OBJ (an event's object, an i32) what the trigger event's part S
 * selects: the card, the object a delayed ability is linked to, your
 * commander, what this is attached to (or was, CR 603.10a), objects a
 * filter accepts, or those of any of its parts? */
LLVMValueRef cg_ir_event_object(unit *u, LLVMValueRef obj, const ir_sel *s);
/* bool match(game, self, event) of the replacement effect IN (IR_REPLACE of
 * `put_counters`): one or more counters of its kind put on an object its
 * `object` selects, as a trigger's "counters are put on" event. */
LLVMValueRef cg_ir_counters_match_fn(unit *u, const ir_instr *in);
/* Is the trigger T (its `or` chain), of an ability with NTARGETS targets,
 * a triggered mana ability (CR 605.1b): `mana` (it could add mana, a mana
 * ability's activation triggers it), every alternative such an
 * activation, no target? */
bool cg_ir_mana_trigger(const ir_trigger *t, unsigned ntargets);
/* bool match(game, self, event): is the event damage a static ability's
 * prevention effect names (meaning.h, ir_static_prevention_of)? */
struct ir_prevention;
LLVMValueRef cg_damage_match_fn(unit *u, const struct ir_prevention *pv);
/* bool match(game, self, event): is the event a block (CARDRT_EV_BLOCKS) of
 * an attacker ATTACKER describes by a blocker BLOCKER describes (EXCEPT:
 * by one it does not; either NULL: any)? */
LLVMValueRef cg_block_match_fn(unit *u, const node *blocker, const node *attacker, bool except);
/* bool match(game, self, event): is the event an attack (CARDRT_EV_ATTACKS)
 * by this card while COND holds (UNLESS: does not)? */
LLVMValueRef cg_attack_match_fn(unit *u, const node *cond, bool unless);
/* bool match(game, self, event): is the event an attack by a creature
 * ATTACKER describes on what ATTACKED names ("you", "you or planeswalkers
 * you control")? */
LLVMValueRef cg_attack_at_match_fn(unit *u, const node *attacker, const node *attacked);
/* bool match(game, self, event): is the event an attack declared with more
 * than MOST creatures? */
LLVMValueRef cg_attack_limit_match_fn(unit *u, int most);
/* bool match(game, self, event): is the event a permanent PERMANENT
 * describes ("a land") untapping? */
LLVMValueRef cg_untap_match_fn(unit *u, const node *permanent);
/* bool match(game, self, event): is the event an attack or a block by one
 * creature WHO describes, declared alone? */
LLVMValueRef cg_alone_match_fn(unit *u, const node *who);
/* bool match(game, self, event): is the event the play of a land or the
 * cast of a spell by you that one of the N actions PLAYS ("play lands",
 * "cast creature spells") allows? */
LLVMValueRef cg_play_match_fn(unit *u, const node *const *plays, unsigned n);
/* bool applies(game, source, const cardrt_event *): a cast of a spell
 * SPELLS describes, by anyone (CARDRT_RULE_CANT_CAST). */
LLVMValueRef cg_cast_match_fn(unit *u, const node *spells);
/* bool applies(game, source, const cardrt_event *): a spell or ability BY
 * describes ("spells or abilities your opponents control", "black
 * spells") targeting (CARDRT_RULE_CANT_BE_TARGETED). */
LLVMValueRef cg_targeting_match_fn(unit *u, const node *by);
/* bool match(game, self, event): is the event a targeting (CARDRT_EV_TARGETED)
 * by an ability whose source SOURCES describes, or (SPELLS) by such a spell? */
LLVMValueRef cg_targeting_from_match_fn(unit *u, const node *sources, bool spells);
/* bool match(game, self, event): is the event a targeting (CARDRT_EV_TARGETED)
 * whose source the filter lowering made of FROM (a protection's list of
 * descriptions and words, "Dragons", "monocolored": lower_protection)
 * accepts? */
LLVMValueRef cg_protection_match_fn(unit *u, const node *from);
/* The constant cardrt_static_def of the card's protection from FROM
 * (CARDRT_RULE_PROTECTION_FROM, CR 702.16). */
LLVMValueRef cg_protection_static(unit *u, const node *from);
/* The constant cardrt_static_def of ST, a statement of the static ability
 * AB; BEFORE the statement before it ("Otherwise, ..."), or NULL. */
LLVMValueRef cg_static_def(unit *u, const ability *ab, const node *st, const node *before);
/* A constant cardrt_rule of KIND (docs/runtime.md) for the players WHO
 * names (CARDRT_WHO_*), N its number; a pointer to it. */
LLVMValueRef cg_rule_const(unit *u, int kind, int who, int n);
/* The runtime's rule (CARDRT_RULE_*) of the player rule PR (CR 416.1;
 * "Players can't gain life", "... this turn"): cg_static.c. */
cardrt_rule_kind cg_player_rule_kind(ir_player_rule pr);
/* Banding (CR 702.22) and phasing (702.26): no keyword bit but a rule,
 * CARDRT_RULE_BANDING or _PHASING (the rule of KA, an ir_keyword_rule), for
 * the objects a static ability's or an effect's change covers; a static
 * ability of the card itself with the rule KIND. */
cardrt_rule_kind cg_keyword_rule_kind(ir_kw_ability ka);
LLVMValueRef cg_self_rule_static(unit *u, cardrt_rule_kind kind);
/* The static ability of one rule RULE (a constant) for the objects AFFECTS
 * accepts (NULL: a rule of players or of the game), while CONDITION holds
 * (NULL: always). */
LLVMValueRef cg_rule_static(unit *u, LLVMValueRef rule, LLVMValueRef affects, LLVMValueRef condition);
/* The constant cardrt_rule of fields F (NULL: zero), in cardrt_rule's order. */
LLVMValueRef cg_rule_global(unit *u, LLVMValueRef f[CG_RULE_FIELDS]);
/* A runtime function as a constant (a matches or condition function). */
LLVMValueRef cg_runtime_fn(unit *u, const char *name, LLVMTypeRef ty);
/* A constant cardrt_rule of KIND asked through APPLIES (an event as it would
 * be: CARDRT_RULE_CANT_BLOCK_THIS ...); a pointer to it. */
LLVMValueRef cg_rule_applies_const(unit *u, int kind, LLVMValueRef applies);
LLVMValueRef cg_change_value(unit *u, int kind, int value, uint64_t keywords, int p, int t,
                             LLVMValueRef pt_fn);
/* Is AB a replacement "~ enters tapped", "As ~ enters, choose ..."? */
bool cg_is_enters(const ability *ab);
/* Is sentence S of static ability AB (of any number of sentences) "You may
 * have ~ enter the battlefield with ...", compiled as it enters (cg_enters_fn)? */
bool cg_is_enters_sentence(unit *u, const ability *ab, const node *s);
/* Is ST "You and Humans you control have hexproof" ("shroud"; "As long as
 * ..., you and ~ have hexproof")?  Then *YOURS is its sentence for you alone
 * (a rule for players, CR 416.1) and *OBJECTS for the objects, copies made
 * in the unit's arena, each compiled as a static ability of its own. */
bool cg_you_and_objects(unit *u, const node *st, const node **yours, const node **objects);
/* The card's "as it enters" function, or a null pointer constant. */
LLVMValueRef cg_enters_fn(unit *u);
/* Is AB "You may have ~ enter the battlefield as a copy of ..."? */
bool cg_is_enters_as_copy(const ability *ab);
/* The card's cardrt_card_def.enters_as_copy (what it may enter as a copy
 * of), a null pointer constant, or NULL after reporting. */
LLVMValueRef cg_enters_as_copy_fn(unit *u);
/* The card's cardrt_card_def.copy_except: the exceptions of that copy
 * (CR 707.9b), a definition of what they add; a null pointer for none,
 * NULL after reporting. */
LLVMValueRef cg_copy_except_def(unit *u);
/* The definition of exceptions X of a copy (CR 707.9b: types added, P/T,
 * keywords and abilities in quotes; 707.9a: this ability), a constant
 * cardrt_card_def (NULL for none); NULL after an error. */
LLVMValueRef cg_copy_except_of(unit *u, const ir_copy_except *x);
/* A definition of D's characteristics and the keywords and abilities in
 * quotes of HAS (a list or one; NULL: none), and, where THIS_ABILITY (the
 * words "this ability") is not NULL, the triggered or activated ability
 * being compiled (CR 707.9a); NULL after reporting. */
LLVMValueRef cg_except_def(unit *u, const def_fields *d, const node *has, const node *this_ability);

#endif
