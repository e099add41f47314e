/* lower_choice.c — the choices a player makes as an instruction resolves
 * (docs/ir.md): "you may" (and whose choice it is), one of several actions
 * ("Tap or untap target permanent"); lower_effect.c lowers the actions. */
#include "lower_int.h"

/* "Tap or untap target permanent", "put a +1/+1 counter on it or create a
 * 1/1 colorless Servo artifact creature token" (gen_choice in cg_effect.c):
 * the controller chooses one of the actions as it resolves, each done by
 * you (meaning_choice_action), one that can't be done not offered. */
void lower_one_of(lower *l, const node *seq, ir_instr ***tail, bool optional)
{
    ir_instr *in = instr_new(l, IR_ONE_OF, seq);
    ir_instr **then = &in->then;
    for (const node *i = seq->a->a; i; i = i->next) {
        const node *on;
        const char *kind;
        if (meaning_choice_action(i, &on, &kind) == FX_VERB_NONE)
            refuse(l, seq, arena_printf(l->a, "the choice %s", quoted(l, seq)));
        lower_action(l, i, &then, false);
    }
    emit(l, tail, in, optional);
}

/* "You may draw a card", "Its controller may search their library ...":
 * ACT, optional, the choice of the player WHO names (none: the controller),
 * one player (cg_may.c). */
void lower_may(lower *l, const node *who, const node *act, ir_instr ***tail)
{
    const ir_sel *chooser = who && !is_you(who) ? lower_sel(l, who, NULL) : NULL;
    if (chooser && chooser->kind != IR_SEL_TARGET && chooser->kind != IR_SEL_CONTROLLER
        && chooser->kind != IR_SEL_OWNER && chooser->kind != IR_SEL_EVENT && chooser->kind != IR_SEL_DEFENDING
        && chooser->kind != IR_SEL_FIRST_OF && !(chooser->kind == IR_SEL_ALL && ir_several_players(who)))
        refuse(l, who, arena_printf(l->a, "'may' for %s", quoted(l, who)));
    ir_instr **first = *tail;
    lower_action(l, act, tail, true);
    for (ir_instr *in = *first; chooser && in; in = in->next)
        in->chooser = in->optional ? chooser : NULL;
    if (chooser)
        l->may_who = who;       /* "If the player doesn't, ..." (gen_conditional) */
}
