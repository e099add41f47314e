/* cg_action_int.h — what cg_action.c (the actions of what resolves) and
 * cg_token.c (the tokens they create) share, and only they. */
#ifndef CARDC_CG_ACTION_INT_H
#define CARDC_CG_ACTION_INT_H

#include "cg_fx.h"

/* A, lowered to its create_token: the token it says, or a copy of its
 * `copy_of` (CR 707.2), as many as A's words count, under the control of
 * its subject or the controller (CR 111.2); ENV's next statement read with
 * it when it gives the token an ability. */
bool cg_create(unit *u, const node *a, act_env *env);
/* "Investigate", "Its controller investigates": the predefined token the
 * keyword action A creates, once each time it is done (CR 701.16a). */
bool cg_action_token(unit *u, const node *a);

#endif
