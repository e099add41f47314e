/* cg_static_int.h — what cg_static.c (static abilities: what they affect,
 * their rules, conditions) and cg_layers.c (their changes in the layers)
 * share, and only they. */
#ifndef CARDC_CG_STATIC_INT_H
#define CARDC_CG_STATIC_INT_H

#include "cg.h"

enum { MAX_CHANGES = 12 };       /* the changes of one static ability */

/* The keyword bit by which the runtime carries out rule R of a static
 * ability ("can't block", "can block only creatures with flying"); 0 for none. */
uint64_t cg_rule_bits(ir_rule r);
/* The same of the permission CAN ("can block only creatures with flying"). */
uint64_t cg_permission_bits(const node *can);
/* A CARDRT_RULE_CHANGE change of the constant cardrt_rule RULE. */
LLVMValueRef cg_rule_change(unit *u, LLVMValueRef rule);
/* The changes of the action A of a static ability ("gets +1/+1", "has
 * flying", "is a 3/3 black Ooze creature", "can't block"), from its card
 * IR, after the *N in OUT (at most MAX_CHANGES); false after reporting. */
bool cg_static_changes(unit *u, const node *a, LLVMValueRef *out, unsigned *n);
/* "Test's power and toughness are each equal to the number of ...": the
 * characteristic-defining ability D (its IR_DEFINE_PT) of statement ST, a
 * static ability of one change (layer 7a); NULL after reporting. */
LLVMValueRef cg_cda_def(unit *u, const node *st, const ir_instr *d);

#endif
