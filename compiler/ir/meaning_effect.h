/* meaning_effect.h — what the words of an effect mean, decided once
 * (docs/ir.md, "The meaning of an effect's words").
 *
 * The AST keeps the words of a phrase as written (node.text: a verb's
 * lemma, a determiner, a preposition).  These functions are the one
 * reading of them: lowering (lower.c) builds the card IR from them, and the
 * code generator (compiler/codegen/) reads the same typed answers instead of
 * comparing words, so the two cannot disagree.  The vocabularies are listed
 * once in meaning_effect.def; --dump-ir prints the IR built from them and
 * tests/unit/test_meaning_effect.c checks them on parsed text. */
#ifndef CARDC_MEANING_EFFECT_H
#define CARDC_MEANING_EFFECT_H

#include <stdbool.h>

#include "ir.h"
#include "meaning.h"

typedef enum fx_verb {
    FX_VERB_NONE,           /* not an action, or a verb no effect knows */
#define FX_VERB(id, name, words) id,
#include "meaning_effect.def"
} fx_verb;

typedef enum fx_det {
    FX_DET_NONE,            /* no determiner: a plural ("creatures you control") */
    FX_DET_OTHER_WORD,      /* one this list does not name ("two", "target") */
#define FX_DET(id, name, words, set) id,
#include "meaning_effect.def"
} fx_det;

typedef enum fx_player {
    FX_PLAYER_NONE,
#define FX_PLAYER(id, name, words) id,
#include "meaning_effect.def"
} fx_player;

typedef enum fx_amount {
    FX_AMT_NONE,            /* a number, or words no amount knows */
#define FX_AMOUNT(id, name, words) id,
#include "meaning_effect.def"
} fx_amount;

typedef enum fx_time {
    FX_TIME_NONE,
#define FX_TIME(id, name, words) id,
#include "meaning_effect.def"
} fx_time;

typedef enum fx_word {
    FX_W_NONE,
#define FX_WORD(id, name, words) id,
#include "meaning_effect.def"
} fx_word;

/* The typed word of node N (NULL: none), each of its own vocabulary. */
fx_verb meaning_verb(const node *n);
fx_det meaning_det(const node *n);
fx_player meaning_player(const node *n);
fx_amount meaning_amount(const node *n);
fx_time meaning_time(const node *n);
fx_word meaning_word(const node *n);
/* N's words as the AST holds them ("deal damage"), for a diagnostic that
 * names what it cannot do; never to decide what they mean. */
const char *meaning_words(const node *n);
/* Is M a modifier of words alone, with no phrase in it ("transformed",
 * "face down"): one a diagnostic names by its words? */
bool meaning_bare_modifier(const node *m);
/* The name of a meaning in --dump-ir and tests ("deal_damage"). */
const char *meaning_verb_name(fx_verb v);
/* Is N the modifier "this way" ("if a creature card is revealed this way")? */
bool meaning_this_way(const node *n);

/* Does the determiner D name every object described ("each", "all other",
 * none: a plural) rather than some to choose? */
bool meaning_det_is_set(fx_det d);
/* A copy of the object phrase NP with the determiner D ("no opponent":
 * "an opponent"), made in A. */
node *meaning_with_det(arena *a, const node *np, fx_det d);
/* "its power", "your devotion to black" (the possessive P): the amount it
 * names, as cg_amount reads the N_AMOUNT FX_AMT_STAT_OF of P, made in A. */
node *meaning_stat_amount(arena *a, const node *p);

/* The duration the N_DURATION D gives a change (CR 611.2a):
 * IR_DUR_END_OF_TURN for "until end of turn" and "this turn",
 * IR_DUR_END_OF_COMBAT for "until end of combat" and "this combat",
 * IR_DUR_YOUR_NEXT_TURN for "until your next turn",
 * IR_DUR_END_OF_YOUR_NEXT_TURN for "until the end of your next turn",
 * IR_DUR_YOUR_NEXT_UPKEEP (_END_STEP) for "until (the beginning of) your
 * next upkeep (end step)",
 * IR_DUR_AS_LONG_AS for "(for) as long as ..." (its condition is D's a),
 * IR_DUR_NEXT_UNTAP_STEP for "during your (its controller's) next untap
 * step"; false for any other. */
bool meaning_duration(const node *d, ir_duration *out);
/* "Creatures target player controls don't untap during that player's
 * (their) next untap step", "Those creatures ... that player's": D says
 * the next untap step of the player who controls what SUBJECT describes,
 * which is each one's controller's (meaning_duration knows the others). */
bool meaning_controllers_next_untap(const node *d, const node *subject);
/* "during your next untap step" */
bool meaning_your_next_untap(const node *d);
/* The delay (ir.def) D gives an action ("Exile it at the beginning of the
 * next end step"), IR_DELAY_NONE when D is not a delay. */
ir_delay meaning_delay(const node *d);

/* A P/T change ("+3/+3", "-2/-0", "+X/+0", either minus sign): each part
 * its number, or (x_*) its sign times X. */
typedef struct fx_pt_change {
    int power, toughness;
    bool x_power, x_toughness;
} fx_pt_change;
bool meaning_pt_change(const node *n, fx_pt_change *out);
/* Power and toughness as written ("4/4"): false for anything else. */
bool meaning_pt(const node *n, int *power, int *toughness);
/* Power and toughness one or both of which are X ("X/X", "X/1", "1/X": a
 * token's, CR 111.4): each part its number, or (x_*) X; false for anything
 * else, "4/4" too. */
bool meaning_pt_x(const node *n, fx_pt_change *out);
/* The word of the token phrase OBJ ("an X/X green Ooze creature token")
 * that gives it a power or toughness of X, *OUT what it says; NULL for a
 * phrase whose words say none. */
const node *meaning_token_pt_x(const node *obj, fx_pt_change *out);

/* Words the grammar reads but the AST leaves out, found in N's text:
 * "It's still a land" (the types it keeps, CR 205.1b), "instead" (a
 * replacement of something said before it). */
bool meaning_says_still(const card *c, const node *n);
bool meaning_says_instead(const card *c, const node *n);
/* Does the "if" sentence S say "instead" of the sentence before it: its
 * words say it, but for a replacement effect of its own among the actions
 * it does ("If it's a creature, it can't be regenerated this turn, and if
 * it would die this turn, exile it instead")? */
bool meaning_if_says_instead(const card *c, const node *s);
/* "Test deals 2 damage to any target. If this spell was kicked, it deals 4
 * damage instead": what S, the sentence after P, does instead of P when its
 * condition holds (a self-replacement effect, CR 614.15 of the current
 * rules): S's statement without its "instead" (made in A), dealing damage
 * where P does when it says nowhere; "If that creature is attacking, you
 * may put it on top of its owner's library instead" is the choice "you may"
 * of that statement (N_OPTIONAL), P done when it is declined (P one action;
 * P "you may X", the choice replaces it whole); after "A if
 * C" ("Counter target spell if its mana value is 2 or less"), "If this
 * spell was kicked, A if C2 instead" is "A if C2".  NULL when S
 * is no such sentence, names a target of its own (chosen only for it) but
 * under "If this spell was kicked" (meaning_kicked_spell: the targets the
 * spell takes as it is cast kicked, CR 601.2c), or may replace only a part
 * of P (P several steps, S one). */
const node *meaning_instead(arena *a, const node *p, const node *s);
/* "this spell was kicked" (the condition C), known as the spell is cast,
 * before its targets are chosen (CR 601.2b-c) */
bool meaning_kicked_spell(const node *c);
/* The choice of meaning_instead(P, S), declined, leaves P to do: "you may Y
 * instead" ("If that land is a Plains, you may return that card to the
 * battlefield instead", after "you may return ... to your hand"), not
 * "instead you may Y" (which replaces P whole)? */
bool meaning_instead_declined(const node *p, const node *s);
/* LIST and NEXT, the statements of a paragraph of the same spell that says
 * what is done instead of LIST's last statement ("Brimstone Volley deals 3
 * damage to any target. / Morbid — Brimstone Volley deals 5 damage instead
 * if a creature died this turn.": an ability word has no rules meaning, CR
 * 207.2c), as one list that meaning_instead pairs; else NULL
 * (meaning_rule.c). */
node *meaning_with_instead(arena *a, const node *list, const node *next);
/* A pronoun in N (or a node after it) bound to a phrase inside ROOT, or NULL. */
const node *meaning_refers_into(const node *n, const node *root);
/* Does N, or a phrase in it or after it, use the word "target"? */
bool meaning_names_target(const node *n);
/* A copy of the action N (made in A, its `next` cleared) whose modifiers
 * are N's but SKIP, then ADD (if any). */
node *meaning_without(arena *a, const node *n, const node *skip, const node *add);
/* "The next time a red source of your choice would deal damage to you this
 * turn, prevent that damage" (the N_CONDITIONAL S, CR 615): the action that
 * would be ("a red source of your choice would deal damage to you this
 * turn": its modifiers say the recipient and the duration), the source in
 * *SOURCE without "of your choice" (a copy made in A); NULL for another
 * sentence. */
/* "a source of your choice", "a red source of your choice" (NP, one
 * object chosen as the effect resolves, CR 413.2c): NP without "of your
 * choice" ("a red source"), made in A; NULL for another phrase. */
const node *meaning_your_choice_of(arena *a, const node *np);
const node *meaning_next_time_prevention(arena *a, const node *s, const node **source);
/* "The next time a source of your choice would deal damage to you this
 * turn, that damage is dealt to ~ instead", "The next time ~ would deal
 * combat damage to an opponent this turn, it deals that damage to target
 * creature instead", "The next time damage would be dealt to ~ this turn,
 * that damage is dealt to any target instead" (the N_CONDITIONAL S, a
 * redirection effect, CR 614.9): WOULD the action that would be (its
 * modifiers the recipient and the duration), SOURCE the source (NULL: any;
 * CHOSEN: "of your choice", SOURCE a copy without it made in A), COMBAT
 * combat damage only, ONTO the new recipient; false for another sentence. */
typedef struct fx_next_redirect {
    const node *would, *source, *onto;
    bool chosen, combat;
} fx_next_redirect;
bool meaning_next_time_redirect(arena *a, const node *s, fx_next_redirect *out);
/* "For each land you control, create a Treasure token" (S, "for each X,
 * A" with A one action): A as "create a Treasure token for each land you
 * control" says it, made in AR; NULL for another sentence, and when A has
 * a pronoun for each one counted ("that creature", "its controller": *NAMED). */
node *meaning_for_each(arena *ar, const node *s, const node **named);
/* "one of them", "two of them" (NP): the phrase "them" (the cards an
 * earlier instruction named), *N how many of them (FX_ANY_NUMBER: "any
 * number of them", none to all); NULL for another phrase. */
#define FX_ANY_NUMBER (-1)
const node *meaning_n_of_them(const node *np, int *n);
/* "An opponent separates those cards into two piles", "separate them into
 * two piles" (ACT, CR 700.3): the objects separated; NULL for another
 * action. */
const node *meaning_separated(const node *act);
/* "one pile" (NP): one of the two piles an action before made (CR 700.3),
 * the one its chooser chooses. */
bool meaning_one_pile(const node *np);
/* The construct a "choose" (ACT) the code generator does not compile is
 * refused as: "a choice between named options" ("choose friend or foe"),
 * "choosing a card type" ("Choose a card type", "Choose creature or
 * land"), "this choice of a color, type or card name" (another player's), "choosing up
 * to a number of objects" ("chooses any number of tapped creatures they
 * control"); NULL for another. */
const char *meaning_choice_refused(const node *act);
/* Phrases whose words the AST does not keep apart, found by N's whole text. */
typedef enum fx_phrase {
    FX_PHRASE_NONE,
#define FX_PHRASE(id, name, words) id,
#include "meaning_effect.def"
} fx_phrase;
fx_phrase meaning_phrase(const card *c, const node *n);
/* Is the noun phrase OBJ "cards in hand" (with its number: "no cards in
 * hand", "seven or more cards in hand")? */
bool meaning_cards_in_hand(const card *c, const node *obj);
/* One player's number against another's, in the condition C: "an opponent
 * controls more creatures than you" (FX_MORE_CONTROL; COUNTED the noun
 * phrase whose count is compared, "more creatures"), "you have more cards
 * in hand than each opponent" (FX_MORE_HAND), "you have less life than an
 * opponent" (FX_MORE_LIFE).  WHO and THAN are the phrases of the players
 * (you, "an opponent", "each other player", ...), for the caller to read;
 * false when C is no such comparison. */
typedef enum fx_more_what { FX_MORE_LIFE, FX_MORE_HAND, FX_MORE_CONTROL } fx_more_what;
typedef struct fx_more {
    fx_more_what what;
    bool fewer;                 /* "fewer", "less" */
    const node *who, *than, *counted;
} fx_more;
bool meaning_more(const card *c, const node *cond, fx_more *out);
/* "the player with the most life", "the player who has the most cards in
 * hand", "the player who controls the most Wizards" (NP): the player whose
 * number (OUT's `what`, `counted`) is greater than each other player's,
 * none when two tie for it; OUT's `who` NP, `than` NULL. */
bool meaning_most_player(const card *c, const node *np, fx_more *out);
/* "{W} was spent to cast this spell", "{U}{B} was spent ...", "at least
 * three white mana was spent to cast it", "at least three mana of the same
 * color was spent ..." (adamant), "no mana was spent to cast it", "no
 * colored mana was spent to cast that spell" (CR 601.2h): what is counted
 * of the mana spent to cast `spell` (the card's own, N_SELF or a pronoun
 * that means it, or a pronoun for another spell: "that spell", "it" of
 * "target spell"), and at least how much (none: `none`); false for any
 * other condition. */
typedef enum fx_spent_what {
    FX_SPENT_KINDS,             /* at least count[k] of each kind k (W U B R G C) */
    FX_SPENT_ALL,               /* all the mana spent together */
    FX_SPENT_COLORED,           /* the colored mana together (W U B R G) */
    FX_SPENT_ONE_COLOR,         /* the most mana of one color */
    FX_SPENT_TREASURE,          /* "mana from a Treasure" (CR 111.10a of the current rules) */
    FX_SPENT_SNOW,              /* "{S}": mana from a snow source */
} fx_spent_what;
typedef struct fx_spent {
    fx_spent_what what;
    int count[6];               /* FX_SPENT_KINDS */
    int at_least;               /* the others */
    bool none;                  /* "no mana", "no colored mana": none of it */
    const node *spell;          /* NULL: "to activate this ability", the ability's own cost */
} fx_spent;
bool meaning_spent(const card *c, const node *cond, fx_spent *out);
/* "If a land card was milled this way", "If you discard a creature card
 * this way", "If fewer than two cards were discarded this way": C asks how
 * many of the cards the action just before moved are ones a description
 * describes, compared as its determiner or number says.  The description
 * (its ->c the number), *VERB the action's verb (FX_VERB_MILL, _DISCARD or
 * _EXILE; the passive "milled" too), *WHO the player C says did it (NULL in
 * the passive); NULL for another condition. */
const node *meaning_moved_this_way(const node *c, fx_verb *verb, const node **who);
/* "If that creature dies this way", "If ~ is destroyed this way", "If a
 * card is put into exile this way": meaning_moved_this_way returns the
 * pronoun (or N_SELF) WHAT when the condition names again what the action
 * acted on; is OBJECT, the action's object, what WHAT names? */
bool meaning_moved_named(const node *what, const node *object);
/* "the damage dealt this way" (FX_AMT_DAMAGE_DEALT with "this way" its one
 * modifier): what the "deal damage" just before dealt (CR 413.2f); false
 * for another amount ("the damage dealt to you this turn"). */
bool meaning_damage_this_way(const node *n);
/* What a player did this turn (or last, *LAST), as an amount: "the amount
 * of life you gained this turn", "the life they lost this turn", "the
 * damage dealt to target opponent this turn"; *WHAT which; the player
 * phrase, or NULL for another amount. */
typedef enum fx_hist_amount { FX_HIST_LIFE_GAINED, FX_HIST_LIFE_LOST, FX_HIST_DAMAGE_TAKEN } fx_hist_amount;
const node *meaning_player_history(const node *n, fx_hist_amount *what, bool *last);
/* The zones a search's "in" phrase Z names ("your library", "target
 * player's library", "your library and/or graveyard", "its controller's
 * graveyard, hand, and library"): bits 1 << ir_zone of the library,
 * graveyard and hand; *WHOSE the player phrase whose they are; *ANY_OF
 * for "and/or" (the searcher picks which to search), not "and".  0 for
 * another phrase. */
unsigned meaning_search_zones(const node *z, const node **whose, bool *any_of);
/* "you search your library this way" (after a search of the ability). */
bool meaning_searched_this_way(const node *c);
/* "flip a coin", "you flip a coin" (CR 705.1): the controller flips one. */
bool meaning_flip_coin(const node *a);
/* A restriction on spending the mana the ability added just before it
 * (CR 106.6): "Spend this mana only to cast creature spells" (SPELLS the
 * spells' description), "... only to cast artifact spells or activate
 * abilities of artifacts", "only to activate abilities" (ABILITIES_OF the
 * description of the objects whose abilities; ANY_ABILITY for abilities
 * of anything; SPELLS NULL for no spell), or
 * "This mana can't be spent to cast nonartifact spells" (NOT: it may be
 * spent on anything else). */
typedef struct fx_spend_only {
    const node *spells, *abilities_of;
    bool any_ability;
    bool not;
} fx_spend_only;
bool meaning_spend_only(const node *s, fx_spend_only *out);
/* "you may spend mana as though it were mana of any color to cast that
 * spell (those spells, it)", after a permission to cast cards, or "... to
 * cast creature spells", a static ability's (CR 609.4b of the current
 * rules: how their costs may be paid, not what they are):
 * FX_SPEND_ANY_COLOR, FX_SPEND_ANY_TYPE ("of any type"), or
 * FX_SPEND_AS_IS for other words; *CAST "cast SPELLS", its object the
 * pronoun or the spells. */
typedef enum { FX_SPEND_AS_IS, FX_SPEND_ANY_COLOR, FX_SPEND_ANY_TYPE } fx_spend_as;
fx_spend_as meaning_spend_as(const node *opt, const node **cast);
/* "Spend only black mana on X" (S, a sentence of its own): the one color
 * of mana the X of the cost may be paid with (CR 107.3, 601.2h); else
 * IR_COLOR_NONE. */
ir_color meaning_spend_only_on_x(const node *s);
/* The one word of object phrase OBJ's description ("card" in "two cards",
 * "opponent" in "an opponent"), or NULL if it says more. */
static inline const node *only_word(const node *obj)
{
    const node *f = obj && obj->kind == N_OBJECT ? obj->a : NULL;
    if (!f || f->kind != N_FILTER || f->text || f->b || f->lossy || !f->a || !f->a->a || f->a->a->next)
        return NULL;
    const node *traits = f->a->a;
    const node *w = traits->kind == N_TRAITS && traits->a ? traits->a->a : NULL;
    return w && w->kind == N_WORD && !w->next ? w : NULL;
}

/* "roll a d20", "you roll a d6" (CR 706.1): the controller rolls one die
 * of *SIDES sides (2 to 100). */
bool meaning_roll_die(const node *a, int *sides);
/* "Whenever you roll one or more dice" (a trigger's event EV, CR 706 of
 * the current rules): the player who rolls, once for the dice one action
 * rolls at once; NULL for another event. */
const node *meaning_dice_rolled_event(const node *ev);
/* A row of a die's table, "1—9 | Scry 1.", "20 | ..." or "15+ | ...": the
 * conditional S holds when the result is from *LO to *HI (CR 706.2); *HI is
 * 0 for "15+" (no bound). */
bool meaning_die_row(const node *s, int *lo, int *hi);
/* "add the number of cards in your hand" after "roll a d20 and" (CR
 * 706.2: a modifier of the result): the amount added. */
const node *meaning_die_added(const node *a);
/* "Roll two d6 and choose one result" (CR 706.2): the controller rolls two
 * dice of *SIDES sides and chooses one of the results, "that result"; the
 * other is "the other result". */
bool meaning_roll_choose_one(const node *s, int *sides);
/* "Take an extra turn after this one", "Target player takes an extra turn
 * after this one" (CR 500.7): the subject's players take one. */
bool meaning_extra_turn(const node *a);
/* "After this phase, there is an additional combat phase", "After this
 * main phase, there is an additional combat phase followed by an
 * additional main phase", "there is an additional combat phase after this
 * phase" (S, a sentence; CR 500.8): *AFTER the phase they follow,
 * *THEN_MAIN "followed by an additional main phase"; false for other
 * words. */
bool meaning_added_phases(const node *s, ir_phase *after, bool *then_main);
/* "Distribute three +1/+1 counters among one, two, or three target
 * creatures" (CR 601.2d: the division announced as it is cast): by you,
 * the counters' kind in *KIND (their number is A's object's count); the
 * target phrase they are distributed among, else NULL. */
const node *meaning_distribute(const node *a, const char **kind);
/* An action of a choice between actions the controller makes as the
 * effect resolves ("Tap or untap target permanent", "put a +1/+1 counter
 * on it or create a 1/1 colorless Servo artifact creature token", "Cast it
 * without paying its mana cost or put it into your hand"): by you,
 * tapping, untapping or creating with no modifier, putting counters of one
 * kind *KIND on (removing them from) one phrase *ON, casting a pronoun's
 * card without paying its mana cost, or putting it into your hand; its
 * verb, else FX_VERB_NONE. */
fx_verb meaning_choice_action(const node *a, const node **on, const char **kind);
/* "You skip your next turn", "Target player skips their next untap step",
 * "... their next draw step", "... their next combat phase" (CR 500.11):
 * what the subject skips, its own next one; FX_SKIP_NONE for another
 * sentence. */
typedef enum fx_skip {
    FX_SKIP_NONE = -1, FX_SKIP_TURN, FX_SKIP_UNTAP_STEP, FX_SKIP_DRAW_STEP, FX_SKIP_COMBAT_PHASE,
} fx_skip;
fx_skip meaning_skip_next(const node *a);
/* "Proliferate", "then proliferate again" (CR 701.27a): by the controller. */
bool meaning_proliferate(const node *a);
/* A keyword action whose whole rule the runtime does (runtime/kwaction.c):
 * "Adapt 2", "bolster 1", "amass X" (an amount, by the controller; adapt
 * of the ability's permanent), "it explores", "~ connives", "target
 * creature you control explores" (a subject, no object) or "detain target
 * creature an opponent controls" (an object, no subject), "populate"
 * (neither), "learn" (no object; no subject, or "you"): its verb, else
 * FX_VERB_NONE.  Its modifiers are the action's to check (", where X is"). */
fx_verb meaning_keyword_action(const node *a);
/* "Double the number of +1/+1 counters on target creature", "double the
 * number of each kind of counter on target permanent" (CR 701.10): what
 * the counters are on, their kind in *KIND (NULL: each kind); else NULL. */
const node *meaning_double_counters(const node *a, const char **kind);
/* "Double your life total", "double its controller's life total" (CR
 * 701.10): the players whose life total it is; else NULL. */
const node *meaning_double_life(const node *a);
/* "Your life total becomes 10", "target player's life total becomes
 * equal to your starting life total" (CR 119.5: the player gains or loses
 * the life it takes to have that total): the amount, with *WHOSE the
 * players whose life total it is; else NULL. */
const node *meaning_life_total_becomes(const node *a, const node **whose);
/* "Double target creature's power and toughness until end of turn",
 * "double the power of each other creature you control until end of turn"
 * (CR 701.10: each gets +X/+0 where X is its power as it resolves, and the
 * same of toughness): the creatures, with *POWER and *TOUGHNESS what is
 * doubled; else NULL. */
const node *meaning_double_pt(const node *a, bool *power, bool *toughness);
/* "Switch target creature's power and toughness until end of turn" (said by
 * you or no one; CR 418.5a: an effect of sublayer 6e, after every other P/T
 * change, switches among themselves in timestamp order): the creatures whose
 * power and toughness are switched; else NULL. */
const node *meaning_switch_pt(const node *a);
/* "you win the flip" (*WON true), "you lose the flip" (false): the result of
 * the controller's last coin flip (CR 705.2). */
bool meaning_flip_result(const node *c, bool *won);
/* "Starting with you, each player votes for death or taxes." (S, CR
 * 701.38a): the first of the choices' names (N_NAME, in a list by `next`),
 * two or more; else NULL. */
const node *meaning_vote(const node *s);
/* "death gets more votes" (*CHOICE "death"), "the vote is tied" (*CHOICE
 * NULL): a condition on the vote before it; else false. */
bool meaning_vote_result(const node *c, const char **choice);
/* "death vote" of "for each death vote": the choice whose votes are
 * counted, or NULL. */
const char *meaning_votes_counted(const node *n);
/* "its mana cost" (B, what "pay" pays): the object whose mana cost it is
 * (the pronoun), or NULL. */
const node *meaning_mana_cost_of(const node *b);
/* "its controller pays {B} or {3}", "... pays {1} or 1 life" (C): the
 * first of the payments (mana symbols, or an amount of life), each the
 * player's to make or not; NULL for another action. */
const node *meaning_pay_either(const node *c);
/* C, a "pays ... or ..." (meaning_pay_either), said of its payment ITEM
 * alone ("pays {B}", "pays 1 life"), made in A. */
node *meaning_payment(arena *a, const node *c, const node *item);
/* The index of the choice NAME among CHOICES (meaning_vote), or -1. */
int meaning_vote_index(const node *choices, const char *name);
/* "Move a +1/+1 counter from ~ onto target creature", "move two charge
 * counters from target artifact onto ~" (CR 122.5 of the current rules):
 * what they are moved from, with their kind in *KIND and what onto in
 * *ONTO, each one object for sure (~, "target creature", a pronoun for
 * one); else NULL.  "Move all counters from ~ onto target creature": every
 * counter of every kind, *KIND NULL. */
const node *meaning_move_counters(const node *a, const char **kind, const node **onto);
/* "When ~ dies, put its counters on target creature you control", "...,
 * if it had counters on it, put those counters on ~" (action A; COND the
 * condition of the "if" it is done under, or NULL): each counter of each
 * kind on one object, as it last existed on the battlefield when it has
 * left it (CR 608.2h), is put on another; the object whose counters they
 * are, with what gets them in *ONTO, each one object for sure; else NULL. */
const node *meaning_counters_of(const node *a, const node *cond, const node **onto);
/* Do FROM and ONTO of meaning_move_counters name the same object ("move a
 * +1/+1 counter from this creature onto it", "it" bound to the creature)? */
bool meaning_moved_onto_itself(const node *from, const node *onto);
/* "Clash with an opponent" (CR 701.22a), by you. */
bool meaning_clash(const node *a);
/* "If you win" after a clash (CR 701.22): condition C is "you win". */
bool meaning_clash_won(const node *c);
/* "Each player chooses three permanents they control, then sacrifices the
 * rest" (and "... and sacrifices the rest"), S a sequence: the phrase of
 * what each keeps ("three permanents they control"), a number of them, and
 * the sacrifice (its subject the choosers); NULL for other words. */
const node *meaning_keep_the_rest(const node *s, const node **sacrifice);
/* Is step S of a sequence joined to the step before by "then" ("exile it
 * at end of combat, then return it ...")? */
bool meaning_then_step(const node *s);
/* "If the player does", "If the player can't": is P "the player", a
 * pronoun bound to no phrase (the player just named)? */
bool meaning_the_player(const node *p);
/* Is M mana symbols as written ("{2}{R}") rather than a choice ("one mana
 * of any color", "{R} or {G}")? */
bool meaning_mana_symbols(const node *m);
/* "Pay {2}{B}. If you don't, you lose the game" (ACT, then NEXT): mana
 * symbols to pay, then "If you do (don't)": the controller chooses whether
 * to pay, as after "You may pay {2}{B}" (no one can be made to pay a cost,
 * CR 117.3: the pacts' rulings). */
bool meaning_pay_or_not(const node *act, const node *next);
/* How many energy symbols ({E}, CR 107.14) the energy of "get {E}{E}" or
 * "pay {E}{E}" (an N_COST "energy") holds; 0 for anything else. */
int meaning_energy(const card *c, const node *n);
/* The symbols of the mana M as written, counted by kind (CR 106.1: W, U,
 * B, R, G, then C), false if one is of another kind ({2}, {X}, hybrid). */
bool meaning_mana_counts(const card *c, const node *m, int count[6]);
/* The same of the symbols T of LEN bytes ("{G}{G}", the card IR's `add_mana` `word`). */
bool meaning_symbol_counts(const char *t, size_t len, int count[6]);
/* The colors (bit 1 << ir_color) of the amount N when it is "your devotion
 * to green" or "your devotion to white and black" (CR 700.5), or chroma's
 * "the number of green mana symbols in the mana costs of permanents you
 * control" (meaning_chroma); 0 for any other amount. */
unsigned meaning_devotion(const node *n);
/* NP, counted: "green mana symbols in the mana costs of permanents you
 * control" (chroma, "for each white mana symbol in ..."): the controller's
 * devotion to that color in other words (CR 700.5: hybrid symbols count
 * for each of their colors, as chroma's do); its color bit, else 0. */
unsigned meaning_chroma(const node *np);
/* What N halves when it is "half your life, rounded up" (a possessive's
 * stat: the N_POSSESSIVE) or "half the number of Zombies you control,
 * rounded down" ("half the creature's power, ...": the N_AMOUNT halved),
 * with *UP whether it is rounded up (CR 107.1a) and *PARTS 2; of "a third
 * of their life, rounded up", *PARTS 3; NULL for another amount. */
const node *meaning_half(const node *n, bool *up, int *parts);
/* The amount N multiplies when it is "five times X", with *TIMES the
 * number (5); NULL for another amount. */
const node *meaning_times(const node *n, int *times);
/* The number N says ("two", "3"), or a negative value (-2 for a letter: X). */
int meaning_number(const node *n);
/* A resolving spell's or ability's prevention effect (CR 615), the action
 * A: "Prevent all damage creatures would deal this turn", "Prevent all
 * combat damage that would be dealt this turn", "Prevent the next 3 damage
 * that would be dealt to any target this turn", "... that would be dealt to
 * and dealt by target creature" (BOTH: FROM and TO are X, each its own
 * effect).  NEXT is the N of "the next N damage" (NULL: all of it); WOULD
 * the action whose other modifiers say for how long; USED the modifiers of
 * WOULD read as FROM and TO.  The part of A that is no such phrase:
 * FX_PREVENT_ACTION (A itself), FX_PREVENT_AMOUNT (A's amount), or
 * FX_PREVENT_DAMAGE (its "that would be dealt" clause); FX_PREVENT_OK. */
typedef enum fx_prevent_part { FX_PREVENT_OK, FX_PREVENT_ACTION, FX_PREVENT_AMOUNT, FX_PREVENT_DAMAGE } fx_prevent_part;
typedef struct fx_prevent {
    bool combat;            /* "all combat damage" */
    const node *next;
    const node *would, *from, *to;
    bool both;
    const node *used[2];
    unsigned nused;
    const node *divided;    /* "... to any number of targets, divided as you choose": the modifier of
                             * WOULD that divides NEXT among the targets of TO (CR 601.2d) */
} fx_prevent;
fx_prevent_part meaning_prevent(const node *a, fx_prevent *out);
/* A redirection effect of a resolving spell or ability (CR 614.9), the
 * action A: "All [combat] damage that would be dealt to X [by Y] this turn
 * is dealt to Z instead", "The next N damage that would be dealt to X this
 * turn is dealt to Z instead": the damage read into OUT as meaning_prevent
 * reads what it prevents (NEXT the N); Z, the new recipient; NULL for
 * another action. */
const node *meaning_redirect(const node *a, fx_prevent *out);
/* Is N, the statement after a "destroy", "It can't be regenerated" (CR
 * 701.19c): that destruction's, which no regeneration shield replaces? */
bool meaning_no_regeneration(const node *n);
/* "You may choose new targets for target spell", "... for it" (it bound to
 * one target spell) (CR 115.7d): the spell phrase of the action A; NULL
 * for another "choose". */
const node *meaning_new_targets(const node *a);
/* "Change the target of target spell with a single target" (CR 415.7a):
 * the target (N_TARGET) whose target is changed; NULL for another A. */
const node *meaning_change_target(const node *a);
/* Is W the word "a single target" ("target spell with a single target":
 * a spell with exactly one target, Rules FAQ 1.1)? */
bool meaning_a_single_target(const node *w);
/* "Copy target instant or sorcery spell.", then (NEXT) "You may choose new
 * targets for the copy." (CR 707.10, 707.10c): the spell phrase of the
 * action A of card C, *ANEW when NEXT says so; NULL for another copy (a
 * permanent spell's would become a token: not yet). */
const node *meaning_copy_spell(const card *c, const node *a, const node *next, bool *anew);
/* "Create a 0/1 ... token. It has \"Sacrifice this creature: Add {C}.\"":
 * NEXT, the statement after CREATE (an action that creates tokens), when
 * it says what the tokens it made have (its object, part of the tokens,
 * CR 111.4); else NULL. */
const node *meaning_token_has(const node *create, const node *next);
/* "create four of those tokens (instead)", OBJ "four of those tokens" of
 * card C: the token phrase "those tokens" names ("two 1/1 green Saproling
 * creature tokens"), made again in that number; NULL for other words, and
 * when a later "They have ..." gives that token more than its phrase says. */
const node *meaning_more_of_those_tokens(const card *c, const node *obj);
/* "You get an emblem with \"...\"" (CR 114.1), the action A: the ability
 * in quotes (N_QUOTED) the emblem has; NULL for other words (an emblem
 * with more than one ability, or with anything but one in quotes). */
const node *meaning_emblem(const node *a);
/* "remove it from combat", "Remove target attacking creature from combat"
 * (CR 506.4): the objects removed, or NULL for another action A. */
const node *meaning_removed_from_combat(const node *a);
/* The predefined token (ir.def IR_PREDEFINED_TOKEN) the keyword action A
 * creates, one each time it is done: "investigate" a Clue (CR 701.16a);
 * NULL for another action. */
const char *meaning_action_token(const node *a);
/* "Shuffle all creature cards from your graveyard into your library",
 * "shuffle a card from your hand into your library", "The owner of target
 * permanent shuffles it into their library" (shuffle action A, LIB the
 * library's possessive, FROM the zone it names or NULL): do the words say
 * that each card goes into its owner's library?  A card in a player's hand
 * or graveyard is that player's own (CR 400.3); the owner of an object is
 * the one who shuffles it into their library. */
bool meaning_into_owners_library(const node *a, const node *lib, const node *from);
/* "You may cast target instant card from your graveyard. If that spell
 * would be put into your graveyard, exile it instead." (NEXT, the sentence
 * after an action that casts CARDS): is NEXT that replacement of the spell
 * cast (CR 614.1a)?  *YOURS: only from "your graveyard" (else "a
 * graveyard"). */
bool meaning_exiled_instead(const node *next, const node *cards, bool *yours);
/* "(you may) have target creature get -2/-2 until end of turn", "have it
 * deal 1 damage to any target" (ACT, a "have" action of yours, or of "any
 * player" who chooses to, ir_any_player_of): the action
 * had done ("get -2/-2 ..."), done by the object or player "have" names;
 * NULL for another action.  *GAPPED: a step joined after ACT shares ACT's
 * subject ("have target creature get +2/+0 and gain haste until end of
 * turn"): whose that step is, and whether the duration is both steps', the
 * parse does not say. */
const node *meaning_had_done(const node *act, bool *gapped);
/* "Target creature has shroud for as long as ~ remains tapped", "... has
 * trample until end of turn" (ACT, of a resolving spell or ability, with
 * its duration said; meaning_rule.c): the keywords are gained for that
 * while, as "gains" says (CR 611.2a). */
bool meaning_has_for_a_while(const node *act);
/* "creature destroyed this way", "card discarded this way", "permanent
 * sacrificed this way", "card exiled this way", "Plains returned this
 * way", "creature tapped this way": the verb of the action just before
 * whose objects NP counts (FX_VERB_DESTROY, ...), FX_VERB_NONE for another
 * phrase. */
fx_verb meaning_done_this_way(const node *np);
/* Is Q "who can't" (*WHAT NULL, *VERB FX_VERB_NONE: the verb of the action
 * before) or "who didn't discard a creature card this way" (*WHAT the
 * objects, *VERB discard or sacrifice), of a description of players: those
 * for whom the sacrifice or discard just before moved no such object
 * (ir_moved_none_after)? */
bool ir_players_moved_none(const node *q, fx_verb *verb, const node **what);
/* Can the players NP describes, of a qualifier ir_players_moved_none read
 * (VERB), be tested on what LAST, the action carried out just before, did:
 * a sacrifice or discard by "each player", or by "each opponent" when NP
 * says opponents (CR 101.4), its verb VERB's; for "who can't" (VERB
 * FX_VERB_NONE) of one object ("a creature"), which a player who moved
 * none could not do (CR 701.17a, 701.8a of the current rules)? */
bool ir_moved_none_after(const node *np, const node *last, fx_verb verb);
/* OBJ, "all nonland cards", "all cards of that color", "all the cards in
 * their hand" ("their" bound to PLAYER), which the player PLAYER
 * discards: its description (a copy made in AR) without "in their hand",
 * the cards of that player's own hand being all there are to discard (CR
 * 701.8a); NULL when it names another zone or another player's hand. */
node *meaning_discarded_kind(arena *a, const node *obj, const node *player);
/* "all cards revealed this way", "all other cards revealed this way": the
 * cards a reveal until one of a kind is revealed (cg_reveal_until), all
 * or (FX_DET_ALL_OTHER) all but the ones found. */
bool meaning_revealed_this_way(const node *np);
/* "(for each) card revealed this way", "(the number of) cards revealed
 * this way" (NP, counted): the cards the reveal just before showed ("Reveal
 * any number of white cards in your hand"). */
bool meaning_counted_revealed(const node *np);
/* "all Goblin cards revealed this way", "all creature and land cards
 * revealed this way" (NP: a kind of card, not "all cards"): those of the
 * cards revealed just before ("Reveal the top four cards of your library")
 * that the description without its "revealed this way" accepts, which this
 * returns, made in A; NULL for another phrase. */
node *meaning_kind_revealed_this_way(arena *a, const node *np);
/* "(for each) nonland card revealed this way" (NP, counted: a kind of
 * card, not "card"): those of the cards revealed just before that the
 * description without its "revealed this way" accepts, which this returns,
 * made in A; NULL for another phrase. */
node *meaning_kind_counted_revealed(arena *a, const node *np);
/* Is M, a modifier of action A right after its ", where X is ..." modifier,
 * the zone of that count: ", where X is the number of Zombies on the
 * battlefield" (the parser hangs "on the battlefield" on the action)?  Only
 * of permanents counted by one word ("creatures", "Elves"), which are
 * counted on the battlefield anyway. */
bool meaning_where_on_battlefield(const node *a, const node *m);

/* ---- meaning_become.c: what "becomes" makes an object ---------------------- */

enum { IR_BECOMING_MAX = 8 };
/* "Target land becomes a 3/3 Elemental creature with haste that's still a
 * land until end of turn", "... becomes white", "... becomes the color of
 * your choice": its new characteristics (CR 205.1b, 105.3; layers 4 to 7b
 * of CR 613.1). */
typedef struct ir_becoming {
    bool has_pt;            /* its base power and toughness become these (layer 7b) */
    bool pt_with;           /* said as "with base power and toughness 2/2", after its words */
    bool power_only, toughness_only;    /* `has_pt` of one of them ("has base power 0 until end
                                         * of turn"), the other as it was */
    bool pt_mana_value;     /* "with power and toughness each equal to its mana value": each is
                             * its mana value, not `power`, `toughness` */
    int power, toughness;
    bool has_colors;        /* its colors become `colors` (bits 1 << ir_color; none: colorless) */
    unsigned colors;
    bool color_choice;      /* ... or the one color the controller chooses as it resolves */
    unsigned types;         /* the card types it becomes (bits 1 << ir_card_type) */
    unsigned still;         /* those it keeps: "that's still a land", "It's still a land." */
    const node *also;       /* "in addition to its other types": it keeps all of its types */
    bool keep_colors;       /* "in addition to its other colors and types": its colors too, the new
                             * ones added */
    bool still_next;        /* the sentence after it was read with it ("It's still a land.") */
    const node *subtypes[IR_BECOMING_MAX];  /* the subtypes it gains (the words) */
    unsigned nsubtypes;
    bool type_choice;       /* ... or the creature type the controller chooses as it resolves */
    bool land_type_choice;  /* ... or the basic land type the controller chooses as it resolves */
    bool chosen_type;       /* ... or "the chosen type": the creature or basic land type chosen for
                             * the source as it entered (the card says "As ~ enters the
                             * battlefield, choose a creature type (a basic land type)") */
    bool chosen_color;      /* its colors become "the chosen color", chosen for the source as it
                             * entered (`has_colors`, no `colors`) */
    bool that_type;         /* "becomes that type": `chosen_type`, the type the ability's own
                             * "Choose a creature type (a basic land type)" just before chose for
                             * the source, which its reader checks it said */
    bool replace_subtypes;  /* they replace its creature types (CR 205.1a): "becomes a Coward";
                             * not with "in addition to", "still", nor "[creature type]
                             * artifact creature", which keep them (CR 205.1b) */
    bool keep_types;        /* it keeps its card types, `types` added: "in addition to its other
                             * types", "still", and "an artifact creature" (CR 205.1b) */
    bool replace_land_types;    /* its basic land types in `subtypes` replace its land types, and
                                 * it loses the abilities of its text (CR 305.7): "becomes an
                                 * Island"; not "in addition to its other types" */
    const node *with[IR_BECOMING_MAX];      /* the keywords it gains, in order, and an
                                             * ability in quotes that defines its P/T ("with
                                             * \"This creature's power and toughness are each
                                             * equal to ...\"", N_QUOTED: its one statement
                                             * is k->a->b->a) */
    unsigned nwith;
} ir_becoming;
/* What action A ("X becomes ...") makes X, NEXT the statement after it;
 * NULL, or the node it cannot read (with *WHY the construct, NULL when it is
 * that node's word). */
const node *ir_becoming_of(const card *c, const node *a, const node *next, ir_becoming *out, const char **why);
/* Is N what "has" sets, as "becomes" would: "base power and toughness 4/4"
 * (N_PT), "base power 0", "base toughness 1"? */
bool ir_base_pt_of(const node *n);
/* May a static ability's "SUBJECT is (are) ..." (B) give these subtypes?
 * Basic land types (a land's are replaced, with the abilities of its text,
 * CR 305.7, or added "in addition to its other types"), and creature types
 * only as the new creature types of what was no creature ("Enchanted land
 * is a 3/3 Ooze creature"): another land type, or a creature's new creature
 * type, which replaces its others (CR 205.1a), is not said yet. */
/* Is NP "the chosen type" ("the chosen color"), what card C chose as it
 * entered ("As ~ enters the battlefield, choose a creature type (a basic
 * land type, a color)"), which "becomes" and "is" read (ir_becoming_of)? */
bool ir_is_the_chosen(const card *c, const node *np);
bool ir_static_subtypes_ok(const card *c, const node *subject, const ir_becoming *b);
/* "You become the monarch", "Target opponent becomes the monarch" (CR 724
 * of the current rules): A, one player (none: you) becoming the monarch,
 * with no modifier.  The lexicon reads "initiative" as "monarch" too: the
 * text must say "monarch". */
bool meaning_becomes_monarch(const card *c, const node *a);
/* Is M "the monarch", as the text says it (not "the initiative")? */
bool meaning_names_monarch(const card *c, const node *m);
/* Day and night (CR 726 of the current rules), in the runtime's order. */
typedef enum { FX_DAY_NIGHT_NONE = -1, FX_NEITHER_DAY_NOR_NIGHT, FX_DAY, FX_NIGHT } fx_day_night;
/* "it becomes day", "it becomes night": which A makes it; with "as ~
 * enters the battlefield" after it only when AS_ENTERS. */
fx_day_night meaning_becomes_day_night(const node *a, bool as_enters);
/* The conditions "it's day", "it's night", "it's neither day nor night". */
fx_day_night meaning_is_day_night(const node *c);
/* The events "day becomes night" (FX_NIGHT), "night becomes day" (FX_DAY). */
fx_day_night meaning_day_night_event(const node *ev);
/* "If it's neither day nor night, it becomes day as ~ enters the
 * battlefield" (CR 726.2 of the current rules): which it becomes, as the
 * card itself enters, when it is neither. */
fx_day_night meaning_enters_day_night(const node *st);
/* Is A a resolving effect's "X is a black Zombie in addition to its other
 * colors and types" ("... its other types"): X becomes that for the rest
 * of the game, as with "becomes" (CR 611.2a)? */
bool meaning_is_becoming(const node *a);
/* The condition "you're the monarch", "an opponent is the monarch": A, with
 * its subject the players, some of whom is the monarch. */
bool meaning_is_monarch(const card *c, const node *a);
/* The condition "you've completed a dungeon" (CR 309.7 of the current
 * rules; after "haven't", "you completed a dungeon"): C, any dungeon (not
 * one named); its subject, the players, or NULL. */
const node *meaning_completed_dungeon(const node *c);
bool meaning_is_paired(const node *c);
bool meaning_pair_subject(const node *n);
/* The condition "you have the city's blessing" (CR 702.131 of the current
 * rules): A, with its subject the players, some of whom has it. */
bool meaning_has_blessing(const node *a);
/* "It's still a land.", the statement NX after a "becomes": the card types
 * it keeps (bits 1 << ir_card_type); 0 for any other statement. */
unsigned ir_still_types_of(const card *c, const node *nx);
/* A rule of combat a resolving spell or ability changes for the objects
 * WHO names, for DURATION ("this turn", "this combat"; meaning_rule.c):
 * FX_TRULE_MUST_ATTACK "Target creature attacks this turn if able" (CR
 * 508.1d); FX_TRULE_MUST_BLOCK "Target creature blocks (ATTACKER) this
 * turn if able" (CR 509.1c; ATTACKER NULL: any attacker);
 * FX_TRULE_MUST_BE_BLOCKED "~ must be blocked this turn if able";
 * FX_TRULE_ATTACK_DESPITE_DEFENDER "~ can attack this turn as though it
 * didn't have defender"; FX_TRULE_EXTRA_BLOCKS "~ can block an additional
 * creature this turn" (AMOUNT more, -1: "any number of creatures").  ACT is
 * the action, MODIFIER its modifier besides the duration ("if able", "as
 * though ...", none). */
typedef enum fx_timed_rule {
    FX_TRULE_NONE, FX_TRULE_MUST_ATTACK, FX_TRULE_MUST_BLOCK, FX_TRULE_MUST_BE_BLOCKED,
    FX_TRULE_ATTACK_DESPITE_DEFENDER, FX_TRULE_EXTRA_BLOCKS
} fx_timed_rule;
typedef struct fx_timed {
    fx_timed_rule rule;
    const node *act, *who, *attacker, *duration, *modifier;
    int amount;
} fx_timed;
bool meaning_timed_rule(const node *st, fx_timed *out);
/* "You can't cast creature spells", "Target player can't cast instant or
 * sorcery spells this turn" (meaning_rule.c): the players WHO (`players`
 * IR_WHO_YOU, _OPPONENT or _ANY for "you", "your opponents", "players",
 * "each opponent"; IR_WHO_NONE for one player a selection names: "target
 * player", "defending player"; NULL: every player, "Spells with the chosen name can't be
 * cast") can't cast the spells SPELLS describes, for DURATION (NULL: while the ability, or
 * for ever). */
typedef struct fx_cant_cast {
    const node *act, *who, *spells, *duration;
    ir_who players;
} fx_cant_cast;
bool meaning_cant_cast(const node *neg, fx_cant_cast *out);
/* "~ can't be the target of black spells your opponents control",
 * "Target creature can't be the target of spells or abilities your
 * opponents control this turn" (meaning_rule.c): the spells and abilities
 * that can't target the objects *WHO names (CR 415: a rule against
 * targets), *DURATION its duration (NULL: none); else NULL. */
const node *meaning_cant_be_targeted(const node *neg, const node **who, const node **duration);
/* "~ can't be the target of nongreen spells or abilities from nongreen
 * sources", "... of abilities from artifact sources" (a static ability's,
 * meaning_rule.c): the sources ("nongreen sources": an ability's source,
 * or the spell itself, whose words the spells repeat) whose abilities,
 * and spells when *SPELLS, can't target the objects *WHO names (CR 415);
 * else NULL. */
const node *meaning_cant_be_targeted_from(const node *neg, const node **who, bool *spells);
/* "You may play that card this turn", "Until end of turn, you may cast
 * those cards" (meaning_rule.c): a permission, not a choice made as it
 * resolves: the controller (OWNER: "its owner may cast it", each card's
 * owner) may play (CAST: only cast) the cards CARDS, a pronoun, a target
 * ("target artifact card from your graveyard", FROM its zone), "cards
 * exiled this way", or a description of those of a pronoun's cards AMONG
 * names ("noncreature spells from among them"; with CAST lands are not
 * cast), from where they are, for the duration ACT or the
 * sentence (TIMED: the sentence says one) says (CR 416.1, 418.3a; with
 * none, "you may cast that card" is cast as the effect resolves:
 * meaning_cast_now); FREE_CAST: "without paying its mana cost", an
 * alternative cost (CR 118.9). */
typedef struct fx_may_play {
    const node *act, *cards;
    const node *duration, *from;    /* ACT's modifiers: its duration, "from your graveyard" after a target */
    const node *among;              /* "from among them" (its object the pronoun) */
    bool cast, free_cast, owner;
    fx_spend_as spend_as;           /* "..., and you may spend mana as though it were mana of
                                     * any color to cast that spell" (meaning_may_play_spend) */
} fx_may_play;
bool meaning_may_play(const node *opt, bool timed, fx_may_play *out);
/* "Whenever you tap a land for mana while you're the monarch" (a trigger's
 * event EV, its last modifier "while C"; also "during your turn" after
 * another modifier, C the step): the event without it (a copy made
 * in A), C in *COND, asked as the event happens (CR 603.2); NULL for another
 * event, or one whose C names the card itself and a zone (where it is
 * then, which the battlefield's trigger can't ask: "while ~ is in your
 * graveyard"; "while ~ has two or more quest counters on it" is asked). */
node *meaning_event_while(arena *a, const node *ev, const node **cond);
/* "You may cast target instant or sorcery card from your graveyard this
 * turn. If that spell would be put into your graveyard, exile it instead."
 * (NEXT the sentence after MP's): a replacement effect on the spells the
 * permission lets their owner cast (CR 614.1a); only of the cards MP names
 * one by one (a target, a pronoun), cast by you. */
bool meaning_may_play_exiled_instead(const fx_may_play *mp, const node *next);
/* "You may cast that card this turn, and you may spend mana as though it
 * were mana of any color to cast that spell" (NEXT the step after MP's):
 * MP's spend_as set from NEXT (meaning_spend_as), the permission's own
 * (MP's cards, cast by you); false, MP unchanged, for another NEXT. */
bool meaning_may_play_spend(fx_may_play *mp, const node *next);
/* Is C, the condition of "for as long as C", "that card remains
 * exiled", of CARDS?  A permission locked on cards in exile lasts that
 * long: they are new objects once they leave (CR 400.7). */
bool meaning_remains_exiled(const node *c, const node *cards);
/* "(You may) cast target instant card from your graveyard without paying
 * its mana cost", "cast it", "cast a spell with mana value 3 or less from
 * your hand ..." (meaning_rule.c): the controller casts the cards CARDS, a
 * target, a pronoun, or one (a nonland card) chosen in the zone FROM
 * names, now, as the effect resolves, without paying their mana costs when
 * FREE_CAST (an alternative cost, CR 118.9); "(you may) play that card
 * without paying its mana cost" (PLAY: a pronoun or a target) the same, a
 * land played rather than cast. */
typedef struct fx_cast_now {
    const node *act, *cards, *from;
    bool free_cast;
    bool play;          /* "(you may) play that card ...": a land is played (CR 305.2), not cast */
    const node *among;  /* "a spell from among them": the modifier; CARDS one of them, chosen */
} fx_cast_now;
bool meaning_cast_now(const node *a, fx_cast_now *out);
/* "You may cast spells this turn as though they had flash", "... creature
 * spells ..." (meaning_rule.c): the words of the static ability
 * (ir_cast_as_flash_of) with the duration *DURATION, until end of turn:
 * the cast action, whose object names the spells; else NULL. */
const node *meaning_cast_as_flash_timed(const node *opt, const node **duration);

/* "the milled card", "the discarded card" (P) right after LAST, the
 * action that milled (discarded) one card, by one player ("Mill a card,
 * then draw cards equal to the milled card's mana value", "then discard a
 * card. ~ gets +X/+0 ..., where X is the discarded card's mana value"):
 * LAST's verb, the card it moved where it went; FX_VERB_NONE for another
 * (meaning_history.c). */
fx_verb ir_moved_by_last(const node *p, const node *last);

/* "If you don't put the card into your hand", "If you don't put the card
 * onto the battlefield" (C): whether the optional action before put that
 * one card there, asked as "if you don't" is (CR 608.2c): the "put"
 * action C says (*NEGATED for "don't"), its object a pronoun and its one
 * modifier the zone; NULL for another condition (meaning_action.c). */
const node *meaning_did_put(const node *c, bool *negated);
/* Does ACT, the action (or the actions joined by "and") a "you may" offers
 * ("reveal it and put it into your hand", "put it onto the battlefield
 * tapped"), put into the zone PUT (meaning_did_put) says the card PUT's
 * pronoun names? */
bool meaning_did_put_by(const node *put, const node *act);

#endif
