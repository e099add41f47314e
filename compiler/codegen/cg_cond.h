/* cg_cond.h — what cg_cond.c (conditions read where the card IR has
 * none, and the objects and players they are of) and cg_ircond.c (the
 * conditions compiled from the card IR, docs/ir.md `cond`) share. */
#ifndef CARDC_CG_COND_H
#define CARDC_CG_COND_H

#include "cg_fx.h"

/* Spells (permanents) as cardrt_spells_cast (cardrt_entered_count) asks
 * for them: card types of which one, card types of none, colors of which
 * one, and not the ability's own object ("another"). */
typedef struct spell_kind {
    unsigned types_any, types_none, colors_any;
    bool except_this;
} spell_kind;

/* Does TEST hold for some player WHO names: you, the player whose step it
 * is, the player of the event, a target player, or any player of "a
 * player", "an opponent" (of "each player", every one)?  (Defending
 * player, the player a description tests: the card IR's, cg_ircond.c.) */
LLVMValueRef cg_some_player(unit *u, const node *who, LLVMValueRef (*test)(unit *, LLVMValueRef, const void *),
                            const void *arg);
/* A test on the objects SUBJECT names, true if any of them passes: the
 * source itself, what it is attached to, the event's object, or (in an
 * effect) a selection.  (The top card of your library: the card IR's,
 * cg_ircond.c.) */
LLVMValueRef cg_subject_holds(unit *u, const node *subject, LLVMValueRef (*test)(unit *, LLVMValueRef, const void *),
                              const void *arg);
/* Does the `spent` condition ARG (an ir_condition, with the others of its
 * clause in `also`) hold of OBJ, a spell or the permanent it became (NULL:
 * the resolving activated ability's cost), as cardrt_mana_spent counts it
 * (CR 601.2h)? */
LLVMValueRef cg_spent_test(unit *u, LLVMValueRef obj, const void *arg);
/* Was OBJ, a spell or the permanent it became, kicked (CR 702.33d)? */
LLVMValueRef cg_kicked_test(unit *u, LLVMValueRef obj, const void *unused);
/* The amount compared of CLAUSE, a `compare` condition's words, where the
 * card IR's does not compile (cg_ir_amount_compiles): "its power" of "its
 * power is 3 or greater" as it last was, "X" of "X is 5 or more"; NULL
 * after reporting. */
LLVMValueRef cg_compared_amount(unit *u, const node *clause);
/* The IR condition C alone (not those joined to it), of a kind compiled
 * from the card IR, as an i1 in *R (NULL after reporting); false for
 * another kind, read from its words, WORDS, by cg_cond.c. */
bool cg_ir_condition_value(unit *u, const node *words, const ir_condition *c, LLVMValueRef *r);

#endif
