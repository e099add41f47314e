/* lower_int.h — what the files of lowering share (lower.c: abilities,
 * costs, triggers, the card; lower_effect.c: instructions (lower_sentence.c:
 * the forms of a sentence that are not one action); lower_object.c:
 * tokens, mana, zones and choices they name; lower_select.c:
 * amounts, filters, selections).  Not part of the IR's interface (ir.h). */
#ifndef CARDC_LOWER_INT_H
#define CARDC_LOWER_INT_H

#include <setjmp.h>
#include <string.h>

#include "front.h"
#include "ir.h"
#include "meaning.h"
#include "meaning_effect.h"

/* Where objects are looked for: a zone, and whose ("your graveyard"). */
typedef struct place {
    ir_zone zone;
    ir_controller owner;
} place;

typedef struct lower {
    arena *a;
    diag_engine *diag;
    const card *card;
    const ability *ab;          /* the ability being lowered */
    ir_ability *out;
    const ir_card *ic;          /* the card: the abilities lowered before this one */
    ir_described **described;   /* where each description lowered is listed (ir_card's) */
    ir_amount_at **amounts;     /* where each amount lowered is listed (ir_card's) */
    ir_selected **selected;     /* where each noun phrase lowered to a selection is listed (ir_card's) */
    const node *event_subject;  /* a triggered ability's event subject */
    const node *linked;         /* the target a delayed ability is linked to ("When that creature dies
                                 * this turn"): its event's subject, and what its pronouns name */
    ir_duration duration;       /* "Until end of turn, ...": the sentence's, for each change in it */
    const node *as_long_as;     /* "For as long as COND, ...": COND, with duration as_long_as */
    bool may_before;            /* an optional instruction came before ("if you do") */
    const node *may_who;        /* the player another player's "may" named ("defending player may ...") */
    const node *may_act;        /* what the last optional instruction's "you may" offered, all of it
                                 * ("reveal it and put it into your hand"): meaning_did_put_by */
    const ir_instr *last;       /* the instruction emitted just before, for "this way" */
    const node *found[4];       /* what the ability's searches looked for, in order ("it" after) */
    unsigned nfound;
    bool flipped;               /* the ability flipped a coin before ("if you win the flip") */
    bool rolled;                /* the ability rolled a die before (its table's rows) */
    bool rolled_two;            /* ... two, and chose one result ("the other result") */
    bool clashed;               /* the ability clashed before ("if you win") */
    const node *voted;          /* the choices of the ability's vote before ("if death gets more votes") */
    const node *bound[8];       /* the sets of objects ("creatures you control") and the tokens
                                 * the ability's instructions so far named and made: a later
                                 * "those creatures", "it" means what they held (`same`) */
    const ir_sel *bound_sel[8];
    unsigned nbound;
    const ir_sel *named[8];     /* the objects the ability's instructions so far named: its
                                 * targets, and the sets, choices and tokens (`same`) above, for a
                                 * spell's "other" (cg_other_than_named) */
    unsigned nnamed;
    const ir_target *slot;      /* the target slot whose description is being lowered */
    const node *event_to;       /* what its event was done to ("to a player") */
    const node *event_source;   /* the spell or ability that did it ("the target of a spell") */
    const node *a_number;       /* "a number of cards equal to N": N, for the action being lowered */
    const node *where_x;        /* ", where X is N": N, for the action being lowered */
    const node *act;            /* that action ("their" in it: ir_players_each_own) */
    const node *each_one;       /* the players (objects) it is done for one at a time (ir_each_in_turn) */
    const node *short_of;       /* the condition of the "if" whose instructions are being lowered
                                 * ("the difference": ir_difference_of) */
    const node *sacrificer;     /* the players of a sacrifice whose object is being lowered: each
                                 * chooses among their own, "they" in it each one (IR_SEL_EACH) */
    const node *each_unless;    /* "each player loses 4 life unless they ...": those players, one at a time */
    const node *tested;         /* the subject of a qualifier of players being lowered as a condition
                                 * (ir_player_qual_clause): the player tested, IR_SEL_TESTED */
    const node *for_one;        /* "for each X, A": the X A is done for one at a time (ir_for_each_one) */
    const node *for_done;       /* the last "for each X, A", after it: a pronoun for X or for what
                                 * A named, each one's, is refused ("Those tokens gain haste") */
    const node *last_act;       /* the action lowered before it ("the milled card": ir_moved_by_last) */
    const node *next;           /* the statement after the one lower_action is given, when its
                                 * caller reads on (lower_body, a sequence); NULL else */
    bool skip_next;             /* that statement was read with it ("It can't be regenerated") */
    const node *reflexive;      /* "When you do, B": B, while the reflexive ability it is is
                                 * lowered (its targets are its own slots); NULL else */
    const ir_target *reflexive_targets;     /* its target slots, then */
    const node *removed_x;      /* the counters the ability's cost removes X of ("X storage
                                 * counters"), for "for each storage counter removed this way" */
    bool x_in_cost;             /* a cost of the ability counts X ("discard X cards") */
    bool x_of_spell;            /* lowering how the card itself enters, or what it does as it
                                 * enters: X is the one chosen for the spell it was (CR 107.3m) */
    unsigned chose;             /* bits 1 << ir_choice: what the instructions so far had the
                                 * controller choose for the source ("Choose a color."), which
                                 * "of that color" names (IR_QUAL_OF_THAT_CHOICE) */
    unsigned chosen_now;        /* what the statement being lowered has chosen first ("of the
                                 * creature type (color) of your choice"): 1u << IR_CHOICE_* */
    bool unless_mana;           /* lowering a static ability's "... can't be activated unless
                                 * they're mana abilities" (ir_unless_mana_abilities_of) */
    bool paired;                /* lowering what a static ability does "as long as ~ is paired
                                 * with another creature": "both creatures" are the pair */
    const ir_sole *sole;        /* lowering what a static ability does "as long as you control
                                 * exactly one creature": "that creature" is the one you control */
    bool granted;               /* the ability is one in quotes an object other than the card
                                 * gains (lower_granted): "enchanted creature" in it is not the
                                 * card's ("Vorpal Sword gains \"Whenever equipped creature
                                 * ...\"": the card's own) */
    bool granter;               /* lowering the costs of such an ability a static ability of the
                                 * card gives (lower_granted_by_card): the card's name is the
                                 * card (IR_SEL_GRANTER) */
    const ir_sel *among;        /* the cards a choice "from among them" was made among, for "the
                                 * rest" after it (lower_library.c); NULL else */
    const ir_sel *taken;        /* the cards taken from them */
    const ir_sel *piled;        /* the cards the last "separate" made two piles of (CR 700.3) */
    const ir_sel *revealed;     /* the cards the last "reveal" showed ("Reveal the top four
                                 * cards of your library"), for "all Goblin cards revealed
                                 * this way" after it (lower_from_among); NULL else */
    const node *reveal_act;     /* the action of that "reveal" (who revealed what) */
    const node *event_controller;   /* "an opponent" of "enters the battlefield under an
                                     * opponent's control": the controller of its object */
    const node *event_owner;        /* "a player" of "is returned to a player's hand": the
                                     * owner of its object */
    const node *event_by;           /* "an opponent" of "the target of a spell or ability an
                                     * opponent controls": the controller of the event's source */
    const ir_cost *costs;       /* the activated ability's costs, once they lowered: an
                                 * ir_refusal keeps them when the rest of it is refused */
    src_range refused;          /* the construct refused last, and its name (lower_card_each) */
    const char *refused_what;
    const node *instead_of;     /* X of "X. If ..., Y instead" while Y is lowered: a set X
                                 * names is found again for "those creatures" in Y */
    ir_delay delay;             /* "At the beginning of the next end step, A": A's delay, while A
                                 * is lowered (its instruction's `at`) */
    jmp_buf fail;               /* taken after a construct is reported */
} lower;

/* Overload (CR 702.96a of the current rules): card C with its rules text
 * changed by replacing all instances of "target" with "each", its overload
 * line left out, read again by the front end (lower_overload.c); NULL when
 * the text has another form of the word ("targets") or does not read so. */
const card *ir_overloaded_card(arena *a, const card *c);

/* Report N (or the ability when N is NULL) as a construct with no IR yet
 * (unless there is no diag: lower_card_each) and stop lowering the ability. */
static inline _Noreturn void refuse(lower *l, const node *n, const char *what)
{
    src_range r = n ? n->range : l->ab->range;
    l->refused = r;
    l->refused_what = what;
    if (l->diag && diag_report(l->diag, l->card->src, r, ERR_LOWER_UNSUPPORTED, what))
        diag_note(l->diag, NULL, r, "The IR says only what it can say for sure; "
                  "docs/ir.md lists what lowers today.");
    longjmp(l->fail, 1);
}

static inline const char *quoted(lower *l, const node *n)
{
    return arena_printf(l->a, "'%.*s'", (int)(n->range.end - n->range.begin),
                        l->card->src->text + n->range.begin);
}

static inline bool is(const node *n, node_kind k, const char *text)
{
    return n && n->kind == k && n->text && strcmp(n->text, text) == 0;
}

/* Is N the player "you"? */
static inline bool is_you(const node *n)
{
    return n && n->kind == N_PLAYER && meaning_player(n) == FX_PLAYER_YOU;
}

static inline void *alloc(lower *l, size_t size)
{
    void *p = arena_alloc(l->a, size);
    memset(p, 0, size);
    return p;
}

/* Is X the value chosen for it in what is paid (ir_x_is_paid): a cost of
 * the ability being lowered counts X, or its card's reading says so; the
 * X of the spell a permanent was, as it enters (CR 107.3m), is not a
 * token's nor another object's. */
static inline bool x_is_paid(lower *l)
{
    return l->x_in_cost || ir_x_is_paid(l->card, l->ab, l->x_of_spell && !l->granted);
}


/* ---- lower.c ----------------------------------------------------------- */

/* The ability in quotes Q (N_QUOTED) that an object gains or a token has
 * ("gains \"{T}: Add {G}.\""): an ability of its own, with its own targets
 * and pronouns (sema), lowered as the card's are; "this creature" in it is
 * the object that has it.  The card's name in it is refused unless TO_SELF:
 * the card gains it itself. */
ir_ability *lower_granted(lower *l, const node *q, bool to_self);
ir_ability *lower_granted_by_card(lower *l, const node *q);
/* The delayed triggered ability a sentence makes as the ability resolves
 * ("Whenever a creature dies this turn, ...": ir_sentence_turn_trigger_of),
 * lowered on its own as a triggered ability of the card. */
ir_ability *lower_sentence_trigger(lower *l, const ability *delayed, const node *linked);
/* "Protection from red", "from black and from red", "from Goblins" (FROM,
 * the keyword's list; CR 702.16a): objects with any of these qualities,
 * wherever they are. */
const ir_filter *lower_protection(lower *l, const node *from);

/* ---- lower_select.c ---------------------------------------------------- */

/* AM counts the objects or players NP names ("the number of creatures you control"). */
void amount_counted(lower *l, ir_amount *am, const node *np);
/* "Starting with you, each player votes for death or taxes." (ACT, CR
 * 701.38a; cardrt_fx_vote): the `vote` its later conditions and amounts
 * read; false for another sentence. */
bool lower_vote(lower *l, const node *act, ir_instr ***tail, bool optional);
/* The choice NAME of the ability's vote before ("death", "death vote"),
 * as the vote names it, its index among the vote's choices in *INDEX
 * (when not NULL); refused at AT when there is none. */
const char *vote_choice(lower *l, const char *name, const node *at, unsigned *index);
/* NP (a set of objects, the tokens an instruction makes, a choice) selected
 * as S: what a later pronoun bound to NP means (`same`). */
void remember_sel(lower *l, const node *np, const ir_sel *s);
/* Is W the word of a player's zone ("hand" of "their hand")? *OUT: which. */
bool zone_word(const node *w, ir_zone *out);
/* The phrase P of qualifier Q as a selection ("attached to a creature":
 * every object it accepts; "it", "~", a target as they are). */
const ir_sel *phrase_sel(lower *l, const node *q, const node *p);
/* ALT with one more trait, T (a copy). */
ir_alt *alt_with(lower *l, const ir_alt *alt, const ir_trait *t);
/* T, added to each alternative of OUT. */
void add_trait(lower *l, ir_filter *out, ir_trait t);
/* "with KEYWORD" of a filter OUT: in `with`, or in its last alternative
 * alone ("artifact, enchantment, or creature with flying"; lower_qual.c). */
void filter_with_keyword(lower *l, ir_filter *out, const char *keyword);
/* Is Z "all graveyards" ("graveyards"): every player's, not one of them? */
bool every_graveyard(const node *z);
/* "a graveyard", "all graveyards": any player's (place_of). */
bool any_graveyard(const node *z);
/* Is P a list of phrases joined by "or" each of which says all it names
 * ("you or a permanent you control", "~ or enchanted creature"; not "a
 * Shaman or another Wizard you control", whose "you control" may be of
 * both)? */
bool or_list_whole(const node *p);
/* Does NP describe spells only ("a spell", "an instant or sorcery spell")?
 * Such a source deals its damage from the stack. */
bool names_spells(const node *np);
/* What "X is NP" says X is ("an artifact creature"; "an instant or sorcery
 * spell" of a card looked at, "a Jace planeswalker spell" of one countered:
 * of those types, as a spell would be), wherever it is (cg_condition). */
ir_filter *is_description(lower *l, const node *np);
/* OUT, listed among the card's descriptions lowered (ir_card's `described`,
 * where the code generator finds it by its range, cg_ir_filter, or by the
 * N_FILTER WORDS lowered, cg_ir_filter_of; NULL for a filter made here). */
ir_filter *described(lower *l, ir_filter *out, const node *words);
/* NOW, a copy of the filter WAS that lowering changed, listed in its place
 * (the filter of those words is the one the IR holds). */
void redescribed(lower *l, const ir_filter *was, ir_filter *now);

/* ---- lower_effect.c (and lower_select.c: amounts, filters, selections) -- */

/* The constant amount V, at R (lower_amount.c). */
ir_amount *amount_const(lower *l, int v, src_range r);
/* "{N} less for each OBJECT" (601.2f): -N times the count of EACH, or of
 * the creatures in your party (lower_static.c) */
ir_amount *lower_less_each(lower *l, const node *each, int n, src_range r);
/* An instruction's amount: a number, X, or computed as it is carried out. */
const ir_amount *lower_effect_amount(lower *l, const node *n);
/* The stat of possessive P ("that spell's mana value", ir_possessed_stat). */
const ir_amount *lower_possessed_stat(lower *l, const node *p);
/* X at AT: what ", where X is ..." says, or the X paid (refused when no
 * cost has one). */
const ir_amount *lower_x_amount(lower *l, const node *at);
/* VALUE times the number of things EACH names ("for each creature you
 * control", "for each creature in your party"). */
const ir_amount *each_times(lower *l, int value, const node *each, src_range range);
/* AM, a count of what "defending player controls" in a change to CHANGED
 * (not the source itself): what each object changed's own defending player
 * controls (IR_CTRL_DEFENDING_EACH, CR 802.2a of the current rules); else
 * AM itself. */
const ir_amount *each_defending_of(lower *l, const ir_amount *am, const ir_sel *changed);
/* Symbols as written ("{C}{C}"), from a mana node with no parts. */
const char *mana_symbols(lower *l, const node *m);
const ir_amount *card_count(lower *l, const node *obj);
/* The cards milled: "two cards" as card_count reads it, or "half their
 * library, rounded down" (the number of cards in it, halved). */
const ir_amount *milled_count(lower *l, const node *obj);
ir_filter *counted_filter(lower *l, const node *obj, const place *zone);
void lower_action(lower *l, const node *act, ir_instr ***tail, bool optional);
bool lower_rule_action(lower *l, const node *act, const node *next, ir_instr ***tail, bool optional);
/* A keyword action the lexicon does not know ("forage"), lowered as its
 * reminder text says onto TAIL (NEXT: the statement after it); false if
 * ACT is none (lower.c). */
bool lower_defined_action(lower *l, const node *act, const node *next, ir_instr ***tail, bool optional);
/* "Put target card ... on the top or bottom of its owner's library", "Its
 * owner puts it on the top or bottom of their library" onto TAIL; false if
 * ACT is neither (lower_library.c). */
bool lower_top_or_bottom(lower *l, const node *act, ir_instr ***tail, bool optional);
/* "Change the target of target spell with a single target" onto TAIL;
 * false if ACT is not that (lower_object.c). */
bool lower_change_target(lower *l, const node *act, ir_instr ***tail, bool optional);
/* The condition of "for as long as COND" (CR 611.2b). */
ir_condition *lower_as_long_as(lower *l, const node *c);
/* The target slots of the ability (of the reflexive one being lowered),
 * their zones read from EFFECT's sentences. */
ir_target *lower_targets(lower *l, const node *effect);
/* The target slot of "Support N", ACT (sema's use whose object is ACT). */
ir_sel *lower_support_target(lower *l, const node *act);
/* Is U a target of the ability being lowered: of the reflexive ability
 * being lowered, or of the ability when none is (not of a reflexive one in
 * it)? */
static inline bool lower_own_target(const lower *l, const target_use *u)
{
    return l->reflexive ? u->range.begin >= l->reflexive->range.begin && u->range.end <= l->reflexive->range.end
                        : !ir_in_reflexive(l->ab->ast, u->range);
}
/* P, or what the sentence S after it does instead when its condition holds
 * (meaning_instead): an "if" with P as its "else". */
void lower_instead(lower *l, const node *p, const node *s, ir_instr ***tail);
/* lower_cond.c: "If COND, A" (S; NEXT the sentence after, for "Otherwise,
 * ..."), CR 608.2c, and "When you do, B" (S with its BODY), a reflexive
 * triggered ability (CR 603.12): their instructions into *TAIL. */
void lower_if(lower *l, const node *s, const node *next, ir_instr ***tail, bool optional);
void lower_reflexive(lower *l, const node *s, const node *body, ir_instr ***tail, bool optional);
/* lower_choice.c: "WHO may ACT": ACT, optional, chosen by WHO. */
void lower_may(lower *l, const node *who, const node *act, ir_instr ***tail);
/* lower_choice.c: "Tap or untap target permanent": the controller's choice
 * of one of the actions of SEQ as it resolves (IR_ONE_OF). */
void lower_one_of(lower *l, const node *seq, ir_instr ***tail, bool optional);
/* lower_object.c: "the chosen color" (W): any object of the color last
 * chosen for the source; a discard of cards of a kind by the player ACT
 * names, the kind in *PLAIN; KEPT ("three permanents they control")
 * without the words "they control" of the choosers, CHOOSER. */
const ir_filter *chosen_color_filter(lower *l, const node *w);
ir_instr *discard_of_kind(lower *l, const node *act, const node **plain);
node *kept_of_each(lower *l, const node *kept, const node *chooser);
const ir_amount *lower_amount(lower *l, const node *n);
ir_filter *lower_description(lower *l, const node *f, const node *obj, const place *zone);
ir_filter *lower_filter(lower *l, const node *obj, const place *zone);
const ir_sel *lower_sel(lower *l, const node *n, const place *zone);
/* Lists the words N as selecting S (ir_card's `selected`): a phrase an
 * instruction gives no selection of its own ("your" of "Search your
 * library", whose `whose` is none), so the code generator finds it. */
void lower_list_sel(lower *l, const node *n, const ir_sel *s);
void lower_trait(lower *l, const node *w, ir_trait *t);
/* "~ is also a Cleric, Rogue, Warrior, and Wizard" (a static ability's);
 * false for another statement. */
bool lower_also_subtypes(lower *l, const node *act, ir_instr ***tail);
/* A static ability's `become` of ACT's subject, what B says, for as long as it applies. */
void emit_static_become(lower *l, const node *act, ir_becomes *b, ir_instr ***tail);
const ir_amount *object_count(lower *l, const node *obj, const char *what);
place place_of(lower *l, const node *z);
ir_sel *sel_new(lower *l, ir_sel_kind k, src_range r);
/* A selection of kind K (IR_SEL_AND, IR_SEL_EITHER) of LIST's words, with room
 * for a part for each of its items, none in it yet (nparts 0): the caller adds
 * them in order. */
ir_sel *sel_parts_new(lower *l, ir_sel_kind k, const node *list);
/* Could the card itself be among the objects F describes (a card type of
 * each alternative, when it says one, the card's own)? */
bool lower_could_be_own(const lower *l, const ir_filter *f);
ir_zone zone_of(lower *l, const node *z);

/* A new instruction OP for the clause N. */
ir_instr *instr_new(lower *l, ir_op op, const node *n);
/* Append IN at *TAIL (optional: "you may"). */
void emit(lower *l, ir_instr ***tail, ir_instr *in, bool optional);
/* Does a change from a resolving spell or ability last for D? */
bool resolving_duration(ir_duration d);
/* The forms of the sentence ACT (NEXT the statement after it) that are not
 * one action ("Until end of turn, ...", "If ...", "you may ...", several
 * actions in order), lowered onto TAIL; false for one action
 * (lower_sentence.c). */
bool lower_sentence(lower *l, const node *act, const node *next, ir_instr ***tail, bool optional);

/* ---- lower_static.c ---------------------------------------------------- */

/* A rule of the game a static ability (or a resolving spell, for a while)
 * changes for players or spells (CR 416.1). */
void lower_rule(lower *l, const node *st, ir_instr ***tail);
/* A static ability's prevention effect (ir_static_prevention_of). */
void lower_prevention(lower *l, const node *st, const ir_prevention *pv, ir_instr ***tail);
/* A resolving spell's redirection of damage (CR 614.9), replacement of
 * damage or of cards put into a graveyard for the turn (CR 614.1a),
 * lowered; false for another action. */
bool lower_damage_effect(lower *l, const node *act, ir_instr ***tail, bool optional);
/* A damage replacement ("... it deals double that damage instead"), static
 * or for the turn (DURATION). */
void lower_damage_replacement(lower *l, const node *st, const ir_prevention *pv, int times, int plus,
                              ir_duration duration, ir_instr ***tail);
void lower_attack_restriction(lower *l, const node *st, const node *attacker, const node *attacked, const node *tax,
                              ir_instr ***tail);
/* A resolving spell's or ability's prevention effect (CR 615). */
void lower_keywords_changed(lower *l, const node *act, fx_verb v, ir_duration duration, bool is_static,
                            const node *as_long_as, ir_instr ***tail, bool optional);
bool lower_puts_own_cards(const lower *l, const node *act);
void lower_prevent(lower *l, const node *act, const fx_prevent *pv, const node *onto, ir_instr ***tail,
                   bool optional);
/* A static ability's rule written as a sentence ("You may look at the top
 * card of your library any time"); false for another statement. */
bool lower_word_rule(lower *l, const node *st, ir_instr ***tail);
/* "~ can't be the target of spells or abilities your opponents control",
 * "... of black spells or abilities from black sources" (a static
 * ability's), "Target creature can't be the target of spells or abilities
 * your opponents control this turn" (CR 115.1; cg_static.c, cg_change.c):
 * a rule; false, nothing done, for another statement ACT. */
bool lower_cant_be_targeted(lower *l, const node *act, ir_instr ***tail);
/* "Target creature can't block this turn", "It doesn't untap during its
 * controller's next untap step" (CR 502.3). */
void lower_restriction(lower *l, const node *neg, ir_instr ***tail, bool optional);
void lower_timed_rule(lower *l, const node *act, const fx_timed *t, ir_instr ***tail);
void lower_cant_cast(lower *l, const node *act, const fx_cant_cast *cc, ir_instr ***tail);
void lower_may_play(lower *l, const fx_may_play *mp, const node *next, ir_instr ***tail);
void lower_play_from(lower *l, const node *st, ir_top_rule top, const node *const plays[2], ir_duration duration,
                     ir_instr ***tail);
void lower_cast_as_flash_timed(lower *l, const node *opt, const node *cast, ir_instr ***tail);
/* "~ enters the battlefield tapped", "... with two +1/+1 counters on it",
 * "... tapped unless COND" (ir_self_enters_of): how the card itself enters. */
void lower_self_enters(lower *l, const node *st, ir_instr ***tail);
/* "~'s power and toughness are each equal to ..." (CR 604.3): false for another statement */
bool lower_cda(lower *l, const node *st, ir_instr ***tail);
/* "The next time a source of your choice would deal damage to you this turn,
 * prevent that damage" (CR 615): false for another sentence */
bool lower_next_time(lower *l, const node *s, ir_instr ***tail, bool optional);
/* "As ~ enters the battlefield, choose a color", "..., you may pay 2 life. If
 * you don't, ...": false for another statement */
bool lower_as_enters(lower *l, const node *st, ir_instr ***tail);
/* The `choose` word of a choice kept on the source ("color", "creature_type"). */
const char *lower_choice_word(ir_choice c);
/* "Damage can't be prevented this turn": its duration TIMED (NULL: a static ability's) */
void lower_no_prevention(lower *l, const node *neg, const node *timed, ir_instr ***tail);
/* "If you would gain life, you gain twice that much life instead" and other
 * replacement effects of a static ability (CR 614.1a): false for another statement */
bool lower_replacement(lower *l, const node *st, ir_instr ***tail);

/* ---- lower_library.c --------------------------------------------------- */

/* "(reveal) a creature card from among them" (WHAT, THEM): one of those
 * cards WHAT describes, the controller's choice; "it" and "the rest" after
 * it follow. */
const ir_sel *lower_from_among(lower *l, const node *what, const node *them);
/* "cast a spell from among them": the same, the description (a zone
 * `stack` filter) of the spells the cards would be once cast. */
const ir_sel *lower_spell_from_among(lower *l, const node *what, const node *them);
/* "one of them" (WHAT, meaning_n_of_them): N of the cards an earlier
 * instruction named, the controller's choice (cg_n_of_them); "the rest"
 * after it are the others. */
const ir_sel *lower_n_of_them(lower *l, const node *what);
/* OBJ ("target creature card", "all cards") with "in FROM" ("that
 * player's graveyard") among its description's qualifiers, made in L's
 * arena: cards in that player's zone (lower_object.c). */
const node *with_zone(lower *l, const node *obj, const node *from);
/* "Target player exiles a card from their graveyard", "Each player returns a
 * creature they control to its owner's hand", "that player untaps a land
 * they control" (ir_chooses_own; DEST where it goes, NULL for exile, tap and
 * untap): each player of the subject chooses among their own (cg_moved_by). */
ir_instr *lower_own_choice(lower *l, const node *act, const node *from, const node *dest);
/* "the rest", "the other" (W): the cards the choice from among them was
 * made among, but those taken. */
const ir_sel *lower_the_rest(lower *l, const node *w);
/* "Put one of them into your hand and the rest into your graveyard (on the
 * bottom of your library in a random order)": action ACT, SPLIT the "into"
 * that joins the first place and "the rest" (cg_put_apart). */
void lower_put_apart(lower *l, const node *act, const node *split, ir_instr ***tail, bool optional);
/* "Reveal cards from the top of your library until you reveal a creature
 * card" (ACT with an "until" phrase, as cg_reveal_until): a reveal_until,
 * "that card" the one found and "the rest" the others; false, nothing
 * done, for ACT without that phrase. */
bool lower_reveal_until(lower *l, const node *act, ir_instr ***tail, bool optional);
/* "An opponent separates those cards into two piles" (ACT, a "separate",
 * CR 700.3): a separate of the cards an instruction before named, by that
 * opponent (lower_chosen_opponent), for "one pile" after it; true (all else
 * refused by name). */
bool lower_separate(lower *l, const node *act, ir_instr ***tail, bool optional);
/* "all cards revealed this way" (NP, meaning_revealed_this_way) after it:
 * every card revealed; "all other ...": but those found. */
const ir_sel *lower_revealed_this_way(lower *l, const node *np);

/* ---- lower_qual.c ------------------------------------------------------ */

/* Qualifier Q of a description that lower_description does not read
 * itself ("named ~", "blocking it", "you own", "attacking you", "with
 * flying or reach"), into OUT; refused when it cannot say it. */
void lower_relation(lower *l, const node *q, ir_filter *out);
/* lower_count.c: conditions that count objects (lower_cond.c asks them). */
/* A number compared as OBJ's determiner or count says ("two": at least
 * two, "no": none, "two or more"): OUT's `op` and `value`. */
void count_compare(lower *l, const node *obj, ir_condition *out);
/* OUT: one or more of the objects F accepts exist (the words R), a `count`. */
void count_any(lower *l, const ir_filter *f, src_range r, ir_condition *out);
/* "you control an artifact", "... no creatures", "... two or more Gates":
 * the number of the objects OBJ describes that you control, compared as
 * its determiner or count says; with ZONE, those in that zone ("seven or
 * more cards are in your graveyard"). */
void lower_count_cond(lower *l, const node *obj, const place *zone, ir_condition *out);
/* "you control an artifact and an enchantment", "an instant card and a
 * sorcery card are in your graveyard" (ZONE): each of the objects LIST
 * names, the next in `also` (in `or_else` when ANY: "you control another
 * Merfolk or an Island", either). */
void lower_each_cond(lower *l, const node *list, const place *zone, bool any, ir_condition *out);
/* "you control a Mountain or a Plains": at least one of either, one
 * filter of their alternatives; "you control another Merfolk or an
 * Island", "a permanent named A or a permanent named B", whose
 * descriptions are no alternatives of one (more than traits: a name, a
 * keyword, a comparison): each counted, in `or_else` (cg_condition, each
 * one's). */
void lower_either_cond(lower *l, const node *list, ir_condition *out);
/* The number of objects WHAT describes (in the zone it says, else on the
 * battlefield) under the control of CTRL (IR_CTRL_ANY: anyone's),
 * compared as WHAT's determiner or count says (cg_count_with). */
void lower_counted(lower *l, const node *what, ir_controller ctrl, const ir_sel *by, ir_condition *out);
/* "two or more Equipment are attached to it", "~ is enchanted by two or
 * more Auras" (ir_attached_cond_of), "two or more creatures are blocking
 * it" (ir_blocking_cond_of; cg_condition: cg_count_with): the objects
 * COUNTED describes with the qualifier "HOW HOST" ("attached to",
 * "blocking") in their description, counted anyone's on the battlefield. */
void lower_attached_count(lower *l, const node *counted, const char *how, const node *host, ir_condition *out);
/* "(each player) who controls a white creature", "who doesn't control an
 * Elf" (NEGATED), "who controls six or more lands": the count of the
 * objects WHAT describes on the battlefield, compared as its determiner or
 * count says, that a player controls (ir_filter's `controls`). */
const ir_condition *lower_player_controls(lower *l, const node *what, bool negated);
/* A qualifier Q of OUT, a description of players: "who lost life this
 * turn", "with no cards in hand" (`holds`), "who does" (`answered`),
 * "other than target player" (`except`), "who can't" (`moved_none`) of
 * the players NP describes; false for another. */
bool lower_player_qualifier(lower *l, const node *q, const node *np, ir_filter *out);
/* "enchanted", "equipped" (of "that isn't enchanted"): the status trait
 * saying an Aura (an Equipment) is attached to it, into *T; false for
 * another word. */
bool attachment_trait(const node *w, ir_trait *t);
/* "for each creature destroyed this way" (meaning_done_this_way, NP): AM
 * (counting) as what the instruction just before did; refused unless it
 * is that verb's, always carried out, and each object it acted on is one
 * NP describes (cg_amount.c, over_objects). */
void done_this_way(lower *l, ir_amount *am, const node *np);
/* The same check: the verb of the instruction just before whose objects
 * NP ("creature destroyed this way") names; refused when it is not so. */
fx_verb done_this_way_by(lower *l, const node *np);
/* "a creature dealt damage this way" (ir_dealt_damage_this_way, NP): the
 * objects the damage instruction just before dealt damage to that NP's
 * description accepts (cardrt_sel_dealt); refused after another one. */
const ir_sel *dealt_this_way(lower *l, const node *np);
/* "for each card you've drawn this turn", "the number of creatures that
 * died this turn", "spells you've cast this turn", "tokens you created
 * this turn" (NP): AM (counting, `value` times) as the turn's history, as
 * cg_amount.c's over_objects reads it; false for another phrase. */
bool history_counted(lower *l, ir_amount *am, const node *np);

/* ---- lower_cond.c ------------------------------------------------------ */

/* What an optional payment ACT (verb V) pays, "you may pay {2}", "... pay
 * {E}{E}", "... pay 2 life": IR_PAY or IR_PAY_LIFE; NULL for another action. */
ir_instr *lower_payment(lower *l, const node *act, fx_verb v);

/* What an "if" asks ("you control two or more Gates"). */
ir_condition *lower_cond(lower *l, const node *c);
/* "the player with the most life" (meaning_most_player, M): the players
 * who have more than each other player, `holds` a `more` condition of the
 * player tested (CR 102.1: none while two tie). */
const ir_sel *lower_most_player(lower *l, const node *np, const fx_more *m);
/* "... unless you discard a card (sacrifice a land, return a land you
 * control to its owner's hand, exile a card from your graveyard)": the
 * action C the player may do, as a cost says it (`pays_cost`); NULL for
 * another condition. */
ir_condition *lower_unless_action(lower *l, const node *c);
/* "only during the declare attackers step and only if you've been
 * attacked this step" (ir_cast_only_all_of): each condition of ALL, the
 * next in `also`. */
ir_condition *lower_cond_all(lower *l, const node *all);
/* The filter of the one status WORD ("tapped", "entered_this_turn"), in any zone. */
ir_filter *status_filter(lower *l, const char *word, src_range r);

/* ---- lower.c ----------------------------------------------------------- */

/* A cost that is an action, ACT, written at K ("Sacrifice a creature",
 * "Discard a card"): into C. */
void lower_cost_action(lower *l, const node *k, const node *act, ir_cost *c);

/* ---- lower_object.c: what an instruction names beyond its selections ---- */
/* The tokens OBJ describes ("two 1/1 white Soldier creature tokens"), with
 * what HAS says they have too: *OUT gets the token, the result how many. */
const ir_amount *lower_token(lower *l, const node *obj, const node *has, const ir_token **out);
/* "Spend this mana only to cast creature spells" (CR 106.6): if S says
 * so, the restriction on the mana the instruction before added, into
 * *TAIL; false for another statement. */
bool lower_spend_only(lower *l, const node *s, ir_instr ***tail, bool optional);
/* The predefined token NAME ("Clue", ir.def IR_PREDEFINED_TOKEN), or one
 * the card's reminder text defines with RULES (ir_reminder_token_of). */
ir_token *lower_predefined_token(lower *l, const char *name, const char *rules);
/* What "add" adds to the mana pool (M) into IN. */
void lower_mana(lower *l, const node *m, ir_instr *in);
/* The player an action's subject names ("target player", "each opponent"),
 * you when it has none. */
const ir_sel *player_subject(lower *l, const node *act);
/* The instruction of an action that changes a player's turn, game or life
 * total, or doubles ("Take an extra turn after this one", "you win the
 * game", "skips their next untap step", "Double your life total", "Your
 * life total becomes 10", "Double target creature's power and toughness
 * until end of turn"), or NULL for another action (lower_object.c). */
ir_instr *lower_player_change(lower *l, const node *act);
/* "After this phase, there is an additional combat phase", "After this
 * main phase, there is an additional combat phase followed by an
 * additional main phase" (CR 500.8; meaning_added_phases): its
 * `add_phases`, added as it resolves, once; false for another sentence. */
bool lower_added_phases(lower *l, const node *act, ir_instr ***tail, bool optional);
/* The exceptions X of a token copy T ("Create a token that's a copy of
 * target creature, except it has haste", CR 707.9b), the modifier AT: what
 * the copies have beyond the copied values, as a `become` says it (types
 * added, P/T, keywords, abilities in quotes). */
const ir_becomes *lower_copy_exceptions(lower *l, const ir_copy_except *x, const ir_token *t, const node *at);
/* The same of "~ becomes a copy of target creature, except it has this
 * ability" (CR 707.9a-b): into B, the `become` with its `copy_of`. */
void lower_become_copy_exceptions(lower *l, const ir_copy_except *x, ir_becomes *b);
/* OBJECT moved "from" FROM, checked against the zone P the verb implies. */
const ir_sel *moved_from(lower *l, const ir_sel *object, const node *from, place p);
/* Cards OBJ names in another player's zone FROM; NULL when FROM is not a
 * player's zone. */
const ir_sel *from_zone_sel(lower *l, const node *obj, const node *from);
/* "two cards from your hand" (NP in ZONE): chosen, with their count. */
const ir_sel *counted_chosen(lower *l, const node *np, const place *zone);
/* NP as chosen as the effect resolves ("a creature you control"), else
 * its selection. */
const ir_sel *chosen_or_sel(lower *l, const node *np);
/* What "becomes" makes an object (ACT; NEXT the sentence after it). */
const ir_becomes *lower_becoming(lower *l, const node *act, const node *next);
/* A and B name the same objects. */
bool same_sel(const ir_sel *a, const ir_sel *b);
/* "shuffle ... into its owner's library" (ACT, LIB, FROM). */
void shuffle_into(lower *l, const node *act, const node *lib, const node *from, ir_instr ***tail, bool optional);
/* "Search your library for a basic land card" (ACT, IN_LIB): the instruction. */
ir_instr *lower_search(lower *l, const node *act, const node *in_lib);
/* The object "choose" (ACT) has its controller choose, from FROM. */
const ir_sel *lower_choice(lower *l, const node *act, const node *from);
/* NP, "an opponent", the subject of an action: the controller chooses one
 * as it resolves (a `choose` of `chosen(opponent)(1)` into TAIL, the first
 * time), which NP names after it (lower_sel: `same`); refused when the
 * action is OPTIONAL ("an opponent may": which one decides?). */
void lower_chosen_opponent(lower *l, const node *np, ir_instr ***tail, bool optional);
/* The object OBJ a "put" moves from FROM, in the zone P. */
const ir_sel *put_object(lower *l, const node *obj, const node *from, place p);
/* "a card at random from your hand" (OBJ, FROM, P). */
const ir_sel *random_object(lower *l, const node *obj, const node *from, place p);

/* Every player, a filter of players ("each end step": each player's; lower.c). */
ir_sel *all_players(lower *l, src_range range);

/* The trigger T of a triggered ability ("whenever", "when", "at"): its
 * event, or events, and the parts a pronoun names (lower_trigger.c). */
ir_trigger *lower_trigger(lower *l, const node *t);

/* Is L's last instruction, the one just before "If you do" ("When you
 * do"), a sacrifice, discard, exile, return or removal of counters carried
 * out now by the controller, whose doing it all can be asked
 * (lower_cond.c)? */
bool did_it_all(const lower *l);

#endif
