/* cg_effect_int.h — what cg_effect.c (the statements of an effect) and
 * cg_may.c ("you may", the costs "unless" asks) share, and only they. */
#ifndef CARDC_CG_EFFECT_INT_H
#define CARDC_CG_EFFECT_INT_H

#include "cg_fx.h"

/* Run BODY only when COND holds (OTHERWISE, if not NULL, when it does not),
 * in the frame of OUTER. */
bool cg_when(unit *u, LLVMValueRef cond, const node *body, const node *otherwise, act_env *outer);
/* "You may draw a card." (S, and "If you do, ..." after it) */
bool cg_may(unit *u, const node *s, act_env *env);
/* How many objects OBJ says one must act on: "a card", "another creature"
 * (one), "two cards"; -1 for any other. */
int cg_count_needed(const node *obj);
/* Are the costs ASKED, the card IR's condition of an "unless", each an
 * action asked of one player as a cost ("unless you discard a card"), done
 * as a "may" of as many objects as it says (cg_unless_done)? */
bool cg_unless_costs(const unit *u, const ir_condition *asked);
/* Whether the player of ASKED, the costs "unless" asks of the words C, did
 * one of them all; NULL after reporting. */
LLVMValueRef cg_unless_done(unit *u, const node *c, const ir_condition *asked);
/* "Each player loses 4 life unless they sacrifice a nontoken creature"
 * (S; ASKED the costs of its words C, EACH the players): each asked in turn,
 * then those who did not are the players of the action. */
bool cg_each_unless(unit *u, const node *s, const node *c, const ir_condition *asked, const node *each,
                    act_env *env);
/* Can each of the players EACH be asked the costs ASKED as "unless" asks
 * one (cg_unless_costs)? */
bool cg_each_can_be_asked(unit *u, const ir_condition *asked, const node *each);

#endif
