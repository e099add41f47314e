/* syntax.h — what the grammar's actions call to build the AST and report
 * syntax errors (compiler/front/syntax.c).
 *
 * Every function here leaves the nodes it is given as they are and returns
 * new ones where it changes something (a shallow copy, its children
 * shared): the GLR parser gives the same nodes to every reading of the
 * words they span, and a %merge keeps two readings (docs/grammar.md,
 * "Ties"). */
#ifndef CARDC_SYNTAX_H
#define CARDC_SYNTAX_H

#include "parse.h"

node *syn_node(parse_ctx *ctx, node_kind k, src_range r, const char *text,
               node *a, node *b, node *c);
node *syn_list1(parse_ctx *ctx, node *item);
/* A copy of N (not NULL), its children shared, in no list. */
node *syn_copy(parse_ctx *ctx, const node *n);
/* A copy of N joined to the item before it by the words JOIN. */
node *syn_join(parse_ctx *ctx, const node *n, const char *join);
/* A new list: the items of LIST and ITEM after them. */
node *syn_append(parse_ctx *ctx, node *list, node *item);
/* N, marked as standing for more text than it represents (node.lossy). */
node *syn_lossy(parse_ctx *ctx, node *n);
/* A new list: the items of LIST and the items of MORE after them. */
node *syn_concat(parse_ctx *ctx, node *list, node *more);
node *syn_action(parse_ctx *ctx, src_range r, const char *verb, node *subject,
                 node *object, node *mods);
/* Two steps in order: "draw a card, then discard a card", joined by the
 * words JOIN (", then"). */
node *syn_seq(parse_ctx *ctx, src_range r, node *first, node *second, const char *join);
/* "can't" over LIST; a step of LIST negated already ("can't block and
 * can't be blocked") is the one "can't"'s, joined "and can't". */
node *syn_cant(parse_ctx *ctx, src_range r, node *list);
/* Give a clause its subject ("target creature gets +1/+1"). */
node *syn_subject(parse_ctx *ctx, src_range r, node *subject, node *predicate);
/* The negation a word NOT or BE_NOT says: "no longer" where it is
 * written so (parse.c), else PLAIN ("not", "isn't"). */
const char *syn_negation(const node *word, const char *plain);
/* The form an adverb before a verb gives it: the token ALSO is "also"
 * (FORM_ALSO) or "secretly" (FORM_SECRETLY). */
form_bits syn_adverb_form(const node *adverb);
/* "was blocked", "becomes blocked": the participle's clause, with the verb
 * ("be" or "become") and tense of the word at BE. */
node *syn_passive(parse_ctx *ctx, src_range be, node *participle);
/* Is the word that begins at or after byte AT written in the third person
 * ("has", "draws")?  A semantic predicate of the grammar: "have NP do" takes
 * the base form ("have that player lose 5 life"), so "you have 30 life and
 * an opponent has 10 life" is two clauses, never "have" and a verb. */
bool syn_third_person_from(const parse_ctx *ctx, uint32_t at);
/* Is the verb at R written "come" or "comes" ("if ~ didn't attack or come
 * under your control this turn"), not "enter"? */
bool syn_come(const parse_ctx *ctx, src_range r);
/* Does a card type or subtype written in the singular ("Werewolf",
 * "creature") begin at or after byte AT?  A semantic predicate of the
 * grammar: such a word with no determiner is no noun phrase of a list. */
bool syn_bare_type_from(const parse_ctx *ctx, uint32_t at);
/* Is the word just before byte AT the token TOKEN?  A semantic predicate
 * of the grammar: "that" alone before a verb is no subject. */
bool syn_word_before_is(const parse_ctx *ctx, uint32_t at, int token);
/* Does the paragraph open with a trigger word ("when", "whenever", "at")
 * whose sentence goes on to byte AT, with no quotes opened before it?  A
 * semantic predicate of the grammar: that trigger is the ability's, never
 * a delayed trigger of its effect. */
bool syn_opening_trigger(const parse_ctx *ctx, uint32_t at);
/* Is the comma just before byte AT the one that ends the event of the
 * trigger that opens the paragraph ("When ~ enters, create ...")?  So it
 * is when it is the paragraph's first comma and no ", and" or ", or" ends a
 * list of verb phrases after it in the sentence.  A semantic predicate of
 * the grammar: verb phrases joined by commas alone are a list that a
 * conjunction ends, so the event's verbs are no list with the effect's. */
bool syn_event_ends_before(const parse_ctx *ctx, uint32_t at);
/* Is the token at byte AT the first comma of a paragraph that opens with
 * "at" ("At the beginning of your upkeep, ..."), before any period or quote?
 * A semantic predicate of the grammar: that phrase is the trigger of a
 * triggered ability (CR 603.1), never a duration of what follows. */
bool syn_opening_time_ends(const parse_ctx *ctx, uint32_t at);
/* Does "and", an amount and "damage" ("and 2 damage to ...") follow in the
 * sentence, from the parser's next word (from its lookahead when LOOKAHEAD)?
 * A semantic predicate of the grammar: "deals 1 damage to A and 1 damage to
 * B" is one verb with two amounts only where the second amount is written. */
bool syn_second_damage_ahead(const parse_ctx *ctx, bool lookahead);
/* Is the word just before byte AT written WORD (in any case)?  A semantic
 * predicate of the grammar: "number" before "of" is "the number of". */
bool syn_written_before(const parse_ctx *ctx, uint32_t at, const char *word);
/* CLAUSE, an action with no subject whose verb is written as a gerund
 * ("rather than paying its mana cost"), marked FORM_GERUND. */
node *syn_gerund(parse_ctx *ctx, node *clause);
/* "you've" and the verb phrase VP at BE_AT: a "have" of the clause with
 * the subject "you" ("you've cast a spell this turn"; "you've been
 * attacked", a passive). */
node *syn_you_have(parse_ctx *ctx, src_range r, src_range you, src_range be_at, node *vp);
node *syn_modify(parse_ctx *ctx, src_range r, node *action, node *mods);
/* DAMAGE ("all damage") SOURCE would deal MODS: the damage that SOURCE
 * would deal, as "that SOURCE would deal" reads. */
node *syn_damage_by(parse_ctx *ctx, src_range r, node *damage, node *source, src_range would, node *mods);
/* DET NOMINAL "name" [OTHER_THAN]: "a creature type name"; "a card name" is
 * the word; a determiner other than "a" is read in part. */
node *syn_name_np(parse_ctx *ctx, src_range r, node *det, node *nominal, node *other_than);
/* An amount where a noun phrase stands: the word "one" alone is the
 * pronoun ("put one into your hand"), any other amount itself. */
node *syn_np_amount(parse_ctx *ctx, node *amount);
/* NP written after "each of" ("each of those creatures", "for each of them"). */
node *syn_each_of(parse_ctx *ctx, node *np);
node *syn_np_join(parse_ctx *ctx, src_range r, const char *how, node *left, node *right);
/* A noun phrase from a determiner (NULL for a bare plural) and a filter. */
node *syn_thing(node *nominal);
node *syn_verb_np(parse_ctx *ctx, src_range r, const char *verb, node *np);
node *syn_in(parse_ctx *ctx, src_range r, node *np);
/* "from it with mana value 4 or greater" (R, the "with" at WITH): two
 * qualifiers, where the thing is and what it has. */
node *syn_from_with(parse_ctx *ctx, src_range r, node *from, src_range with, node *stat);
node *syn_of(parse_ctx *ctx, src_range r, node *np);
node *syn_chosen(parse_ctx *ctx, src_range r, node *chosen, node *nominal);
node *syn_object(parse_ctx *ctx, src_range r, node *det, node *filter);
/* syn_object, but alternatives after "or" in a last "with" phrase that name a
 * card, spell, permanent, token or source are noun phrases beside it. */
node *syn_object_with(parse_ctx *ctx, src_range r, node *det, node *filter);
node *syn_any_target(parse_ctx *ctx, src_range r);
/* "another target", "any other target": any target, its object's text WORDS */
node *syn_any_target_other(parse_ctx *ctx, src_range r, const char *words);
node *syn_this(parse_ctx *ctx, src_range r, node *nominal);
node *syn_np_comma(parse_ctx *ctx, src_range r, node *name, node *right);
/* A name of the words R spans ("Stangg Twin", "Voja, Friend to Elves",
 * "The Atropal"): an N_NAME whose text is all of them as written. */
node *syn_name(parse_ctx *ctx, src_range r);
/* "one or two target": from LO to HI. */
node *syn_count_range_target(parse_ctx *ctx, src_range r, node *lo, node *hi);
/* "two targets", "up to three targets": "target" as a plural noun still
 * makes one use of the word, for that many objects or players. */
node *syn_target_noun(parse_ctx *ctx, src_range r, node *count, int up_to);
/* "one or two targets": any target, from LO to HI of them */
node *syn_target_noun_range(parse_ctx *ctx, src_range r, node *lo, node *hi);
node *syn_qualify(parse_ctx *ctx, src_range r, node *np, node *quals);
/* "a number of NP": NP, an object, with COUNT as its count (else marked
 * as read in part). */
node *syn_count_np(parse_ctx *ctx, src_range r, node *np, node *count);
/* "two target", "up to three target", "any number of target". */
node *syn_count_target(parse_ctx *ctx, src_range r, node *count, int up_to);
node *syn_filter(parse_ctx *ctx, src_range r, node *traits);
/* FILTER with the alternative TRAITS, joined to the one before by JOIN ("or", ","). */
/* JOIN ("or", ", or") as written at the token OR: "and/or" or ", and/or"
 * where it was (the scanner reads "and/or" as "or"). */
const char *syn_or_join(const parse_ctx *ctx, const node *or, const char *join);
node *syn_filter_or(parse_ctx *ctx, src_range r, node *filter, node *traits, const char *join);
node *syn_filter_qualify(parse_ctx *ctx, src_range r, node *filter, node *quals);

/* The %merge of the grammar: of two readings X0 and X1 of the same words
 * (in the order the parser met them), the one the rules of
 * docs/grammar.md, "Ties", choose; where none does, X0 marked `ambiguous`
 * and both recorded in ctx->ambiguities. */
node *syn_merge(parse_ctx *ctx, node *x0, node *x1);
/* Report the ties of ctx->ambiguities whose first reading is in RESULT
 * (-Wambiguous-parse), with where the two readings part. */
void syn_report_ambiguities(parse_ctx *ctx, const node *result);

/* The value of a number word or numeral ("two", "3", "a"); -2 for X. */
int syn_number(const char *word);

void syn_error(parse_ctx *ctx, src_range r, const char *msg);
void syn_syntax_error(parse_ctx *ctx, src_range r, const char *got,
                      int nexpected, const char *const *expected);

#endif
