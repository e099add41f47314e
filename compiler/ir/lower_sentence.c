/* lower_sentence.c — lowering the forms of a sentence of an effect that are
 * not one action (docs/ir.md): durations and delays said first ("Until end
 * of turn, ...", "At the beginning of the next end step, ..."),
 * replacement effects for the turn, "for each", "If ...", "you may ...",
 * a choice of actions ("... or ..."), and several actions in order, each
 * lowered by lower_action (lower_effect.c). */
#include "lower_int.h"
#include "parser.h"
#include "syntax.h"

/* The forms of the sentence ACT (NEXT the statement after it) that are not
 * one action, lowered onto TAIL: "Until end of turn, ...", "At the
 * beginning of the next end step, ...", the rules a resolving spell makes,
 * replacement effects until end of turn, "for each", "If ..., ...",
 * "you may ...", "... or ...", several actions in order; false when ACT is
 * none of them (lower_action lowers it as one action). */
bool lower_sentence(lower *l, const node *act, const node *next, ir_instr ***tail, bool optional)
{
    ir_duration d;
    if (act->kind == N_CONDITIONAL && meaning_word(act) == FX_W_FOR && meaning_duration(act->a, &d)
        && (resolving_duration(d) || d == IR_DUR_AS_LONG_AS) && act->b
        && l->duration == IR_DUR_NONE && l->out->kind != IR_AB_STATIC) {
        /* "Until end of turn, creatures you control gain trample."; "Until
         * end of turn, ~ becomes a 4/4 ... creature. It's still a land."
         * (the sentence after read with it, as gen_conditional does); "For
         * as long as ~ remains on the battlefield, gain control of that
         * permanent, it loses all abilities, and it can't attack or block" */
        l->duration = d;
        l->as_long_as = d == IR_DUR_AS_LONG_AS ? act->a->a : NULL;
        l->next = next;
        lower_action(l, act->b, tail, optional);
        l->duration = IR_DUR_NONE;
        l->as_long_as = NULL;
        return true;
    }
    ir_delay delayed = act->kind == N_CONDITIONAL && meaning_word(act) == FX_W_FOR && act->a && act->a->kind == N_DURATION
                     ? meaning_delay(act->a) : IR_DELAY_NONE;
    if (delayed != IR_DELAY_NONE && delayed != IR_DELAY_SOURCE_LEAVES && act->b && act->b->kind == N_ACTION
        && l->delay == IR_DELAY_NONE && l->duration == IR_DUR_NONE) {
        /* "At the beginning of the next end step, sacrifice it": done then,
         * by a delayed triggered ability, as "sacrifice it at the beginning
         * of the next end step" (cg_delayed in cg_action.c, CR 603.7) */
        ir_instr *one = NULL, **t = &one;
        l->delay = delayed;
        lower_action(l, act->b, &t, optional);
        l->delay = IR_DELAY_NONE;
        if (!one || one->next || one->at != delayed)
            refuse(l, act, arena_printf(l->a, "the sentence %s", quoted(l, act)));
        emit(l, tail, one, one->optional);
        return true;
    }
    if (lower_rule_action(l, act, next, tail, optional) || lower_defined_action(l, act, next, tail, optional)
        || lower_top_or_bottom(l, act, tail, optional) || lower_change_target(l, act, tail, optional)
        || lower_vote(l, act, tail, optional) || lower_added_phases(l, act, tail, optional))
        return true;
    bool in_static = l->out->kind == IR_AB_STATIC;
    const node *timed;
    ir_who players;
    int sign;
    fx_timed requirement;
    if (!in_static && !optional && l->duration == IR_DUR_NONE && meaning_timed_rule(act, &requirement)) {
        lower_timed_rule(l, act, &requirement, tail);
        return true;
    }
    if (l->out->kind != IR_AB_STATIC && lower_damage_effect(l, act, tail, optional))
        return true;   /* "... is dealt to target creature instead", "... deals double that damage instead" */
    const node *dying = act->kind == N_CONDITIONAL && !optional && l->duration == IR_DUR_NONE
                        && l->out->kind != IR_AB_STATIC ? ir_die_exile_this_turn_of(act) : NULL;
    if (dying) {
        /* "If that creature would die this turn, exile it instead": a
         * replacement effect until end of turn (CR 416.1) */
        ir_instr *in = instr_new(l, IR_RULE, act);
        if (ir_dealt_damage_this_way(dying)) {  /* "a creature dealt damage this way" */
            in->object = dealt_this_way(l, dying);
        } else if (dying->kind == N_OBJECT) {      /* "a creature": each one as it would die */
            ir_sel *all = sel_new(l, IR_SEL_ALL, dying->range);
            all->filter = lower_filter(l, dying, NULL);
            in->object = all;
        } else {
            in->object = lower_sel(l, dying, NULL);
        }
        in->word = "exile_if_it_would_die";
        in->duration = IR_DUR_END_OF_TURN;
        emit(l, tail, in, false);
        return true;
    }
    const node *drawn;
    node *drawn_instead = act->kind == N_CONDITIONAL && !optional && l->duration == IR_DUR_NONE && !in_static
                          ? ir_next_draw_replacement_of(l->a, act, &drawn) : NULL;
    if (drawn_instead) {
        /* "The next time you would draw a card this turn, you gain 5 life
         * instead": a replacement effect, once, until end of turn (CR
         * 614.11; cg_next_draw_instead) */
        static const place library = { IR_ZONE_LIBRARY, IR_CTRL_ANY };
        lower_filter(l, drawn->b, &library);    /* "a card": the card drawn (cg_event.c's test) */
        ir_instr *in = instr_new(l, IR_REPLACE, act);
        in->word = "next_draw";
        in->subject = lower_sel(l, drawn->a, NULL);
        in->duration = IR_DUR_END_OF_TURN;
        ir_instr **then = &in->then;
        lower_action(l, drawn_instead, &then, false);
        emit(l, tail, in, false);
        return true;
    }
    const node *named, *for_each = act->kind == N_CONDITIONAL ? meaning_for_each(l->a, act, &named) : NULL;
    if (for_each) {             /* "For each land you control, create a Treasure token" */
        l->next = next;
        lower_action(l, for_each, tail, optional);
        return true;
    }
    const node *counted, *for_one = act->kind == N_CONDITIONAL && !l->for_one ? ir_for_each_one(l->a, act, &counted) : NULL;
    if (for_one) {              /* "For each creature destroyed this way, its controller ..." (`each`) */
        l->next = next;
        l->for_one = counted;
        lower_action(l, for_one, tail, optional);
        l->for_one = NULL;
        l->for_done = act;
        return true;
    }
    const node *reflexive = act->kind == N_CONDITIONAL ? ir_reflexive_of(act) : NULL;
    if (reflexive) {
        lower_reflexive(l, act, reflexive, tail, optional);
        return true;
    }
    if (act->kind == N_CONDITIONAL
        && (meaning_word(act) == FX_W_IF || meaning_word(act) == FX_W_UNLESS || meaning_word(act) == FX_W_DIE_RESULT)
        && act->a && act->b && !act->lossy) {
        lower_if(l, act, next, tail, optional);
        return true;
    }
    if (!optional && !in_static && act->kind == N_OPTIONAL && l->duration == IR_DUR_NONE
        && ir_player_rule_of(act, &players, &sign, &timed) == IR_PRULE_EXTRA_LANDS) {
        lower_rule(l, act, tail);       /* "You may play an additional land this turn" */
        return true;
    }
    const node *flash_cast = !optional && !in_static && l->duration == IR_DUR_NONE
                             ? meaning_cast_as_flash_timed(act, &timed) : NULL;
    if (flash_cast) {
        lower_cast_as_flash_timed(l, act, flash_cast, tail);   /* "You may cast spells this turn as though they had flash" */
        return true;
    }
    const node *plays[2] = { NULL, NULL };
    if (!optional && !in_static && l->duration == IR_DUR_END_OF_TURN
        && ir_top_of_library_of(act, plays) == IR_TOP_PLAY_GRAVEYARD) {
        /* "Until end of turn, you may play lands and cast spells from your graveyard" */
        lower_play_from(l, act, IR_TOP_PLAY_GRAVEYARD, plays, IR_DUR_END_OF_TURN, tail);
        return true;
    }
    fx_may_play may_play;
    if (!optional && !in_static && meaning_may_play(act, l->duration != IR_DUR_NONE, &may_play)) {
        lower_may_play(l, &may_play, next, tail);   /* "You may play that card this turn" */
        return true;
    }
    if (act->kind == N_OPTIONAL && !optional && act->text && strcmp(act->text, "may") == 0 && act->a
        && (act->a->kind == N_ACTION || (act->a->kind == N_SEQUENCE && meaning_word(act->a) == FX_W_OR))) {
        l->next = next;     /* "You may create a token. It has ...": the sentence after may be its (cg_when) */
        if (act->a->kind == N_ACTION) {
            lower_may(l, act->a->a, act->a, tail);
            l->may_act = act->a;
        } else {
            lower_action(l, act->a, tail, true);    /* "you may tap or untap ..." */
        }
        return true;
    }
    const node *seq = act->kind == N_OPTIONAL && !optional && act->text && strcmp(act->text, "may") == 0 && act->a
                      && act->a->kind == N_SEQUENCE && !act->a->text && act->a->a && act->a->a->a ? act->a : NULL;
    if (seq && seq->a->a->kind == N_ACTION) {
        /* "You may search ..., put it into your hand, then shuffle": one
         * choice for them all (cg_may), the first done as chosen and the
         * others if it was; each player's choice of several players, not yet */
        if (seq->a->a->a && ir_several_players(seq->a->a->a))
            refuse(l, seq->a->a->a, arena_printf(l->a, "'may' for %s", quoted(l, seq->a->a->a)));
        l->next = seq->a->a->next;  /* "may copy this spell and may choose a new target for that copy" */
        l->skip_next = false;
        lower_may(l, seq->a->a->a, seq->a->a, tail);
        const node *rest = seq->a->a->next;
        if (l->skip_next && rest)
            rest = rest->next;
        l->skip_next = false;
        if (!rest)
            return true;
        ir_instr *in = instr_new(l, IR_IF, seq);
        ir_condition *did = alloc(l, sizeof *did);
        did->kind = IR_CONDITION_DID;
        did->range = seq->range;
        in->cond = did;
        ir_instr **then = &in->then;
        for (const node *s = rest; s; s = s->next)
            lower_action(l, s, &then, false);
        emit(l, tail, in, false);
        l->may_act = seq;
        return true;
    }
    if (lower_next_time(l, act, tail, optional))
        return true;
    if (act->kind == N_SEQUENCE && meaning_word(act) == FX_W_OR && act->a) {
        lower_one_of(l, act, tail, optional);   /* "Tap or untap target permanent" */
        return true;
    }
    if (act->kind == N_ACTION && meaning_verb(act) == FX_VERB_CREATE && act->b && act->b->kind == N_LIST
        && meaning_word(act->b) == FX_W_AND && act->b->a && !act->c && !act->lossy) {
        /* "Create a 1/1 green Squirrel creature token and a 0/3 blue Crab
         * creature token": each, at once (gen_create_list) */
        if (meaning_token_has(act, next))
            refuse(l, act->b, arena_printf(l->a, "the tokens %s", quoted(l, act->b)));
        for (node *t = act->b->a; t; t = t->next) {
            node *one = alloc(l, sizeof *one);  /* in the arena: l->last_act names it after */
            *one = *act;
            one->b = t;
            one->next = NULL;
            l->next = NULL;
            lower_action(l, one, tail, optional);
        }
        return true;
    }
    const node *sacrifice;
    if (act->kind == N_SEQUENCE && meaning_keep_the_rest(act, &sacrifice)) {
        /* "Each player chooses three permanents they control, then
         * sacrifices the rest": the sacrifice of all but those
         * (cardrt_fx_sacrifice_rest in cg_sacrifice_rest) */
        node *sac = alloc(l, sizeof *sac);      /* in the arena: l->last_act names it after */
        *sac = *sacrifice;
        sac->b = kept_of_each(l, act->a->a->b, act->a->a->a);
        sac->next = NULL;
        ir_instr **slot = *tail;
        l->next = next;
        lower_action(l, sac, tail, optional);
        if (!*slot || (*slot)->op != IR_SACRIFICE || (*slot)->next || (*slot)->word)
            refuse(l, act, arena_printf(l->a, "the sentence %s", quoted(l, act)));
        (*slot)->word = "rest";
        return true;
    }
    if (act->kind == N_SEQUENCE && !act->text && act->a && l->out->kind == IR_AB_STATIC && !optional
        && lower_as_enters(l, act, tail))
        return true;     /* "..., except it's an Illusion ... and it has \"...\"" */
    if (act->kind == N_SEQUENCE && !act->text && act->a) {
        for (const node *s = act->a->a; s; s = s->next) {
            const ir_instr *before = l->last;
            l->next = s->next ? s->next : next;
            lower_action(l, s, tail, optional);
            if (s->next && meaning_then_step(s->next) && l->last != before && l->last && l->last->at != l->delay)
                /* "exile it at end of combat, then return it ...": the step after
                 * happens then too; each instruction of the IR has its own `at` */
                refuse(l, s->next, arena_printf(l->a, "an action after the delayed %s", quoted(l, s)));
            if (l->skip_next && s->next) {      /* the last one's is the caller's to skip */
                l->skip_next = false;
                s = s->next;
            }
        }
        return true;
    }
    return false;
}
