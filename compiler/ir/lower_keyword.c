/* lower_keyword.c — lowering keywords and abilities in quotes an object
 * gains or loses as a resolving ability's effect or a static ability's
 * (docs/ir.md: grant_keyword, remove_keyword, grant_ability), for
 * lower_action in lower_effect.c. */
#include "lower_int.h"

/* "Creatures you control gain trample until end of turn", "gains \"{T}:
 * Add {G}.\"", "loses flying", "gains protection from the color of your
 * choice", "loses protection from black" (ACT, V its verb; DURATION,
 * the static ability's or the one said; AS_LONG_AS "for as long as ...")
 * (keyword_list in cg_change.c). */
void lower_keywords_changed(lower *l, const node *act, fx_verb v, ir_duration duration, bool is_static,
                            const node *as_long_as, ir_instr ***tail, bool optional)
{
    const char *how = v == FX_VERB_LOSE ? "lost" : "gained";
    if (duration == IR_DUR_NONE)
        duration = IR_DUR_REST_OF_GAME;     /* "It gains haste": no duration said (CR 611.2a, cg_duration_of) */
    const ir_sel *who = lower_sel(l, act->a, NULL);
    bool listed = act->b->kind == N_LIST;
    for (const node *k = listed ? act->b->a : act->b; k; k = listed ? k->next : NULL) {
        const node *choice = v == FX_VERB_GAIN && !is_static ? ir_keyword_choice_of(k) : NULL;
        if (choice) {       /* "gains your choice of deathtouch or lifelink": one of them (keyword_list) */
            ir_instr *one = instr_new(l, IR_ONE_OF, k);
            ir_instr **then = &one->then;
            for (const node *c = choice; c; c = c->next) {
                ir_instr *g = instr_new(l, IR_GRANT, act);
                g->object = who;
                g->word = c->text;
                g->duration = duration;
                emit(l, &then, g, false);
            }
            emit(l, tail, one, optional);
            continue;
        }
        bool quoted_ability = k->kind == N_QUOTED && v != FX_VERB_LOSE;     /* gains "{T}: Add {G}." */
        /* "Target creature loses protection from black until end of turn": those
         * protection keywords removed (keyword_list in cg_change.c); not of a color
         * chosen, which the code generator gives no protection to lose */
        bool protection = ir_keyword_protection(k) && k->a->kind == N_LIST && k->a->a && !k->b && !k->lossy
                          && (v != FX_VERB_LOSE
                              || (meaning_phrase(l->card, k->a->a) != FX_PHRASE_COLOR_CHOICE
                                  && meaning_word(k->a->a) != FX_W_CHOSEN_COLOR));
        if (!quoted_ability && !protection && (k->kind != N_KEYWORD || !k->text || k->a || k->b))
            refuse(l, k, arena_printf(l->a, "the ability %s %s", quoted(l, k), how));
        ir_instr *g = instr_new(l, v == FX_VERB_LOSE ? IR_REMOVE_KEYWORD
                                   : quoted_ability ? IR_GRANT_ABILITY : IR_GRANT, act);
        g->object = who;
        if (quoted_ability)
            g->ability = is_static && who->kind != IR_SEL_SELF ? lower_granted_by_card(l, k)
                         : lower_granted(l, k, who->kind == IR_SEL_SELF);
        else
            g->word = k->text;
        /* "protection from the color of your choice": chosen as it resolves (keyword_list in cg_change.c) */
        if (protection && !k->a->a->next && !is_static
            && meaning_phrase(l->card, k->a->a) == FX_PHRASE_COLOR_CHOICE)
            g->color_choice = true;
        else if (protection && !k->a->a->next && k->a->a->kind == N_WORD
                 && meaning_word(k->a->a) == FX_W_CHOSEN_COLOR)
            g->from = chosen_color_filter(l, k->a->a);  /* the color chosen before (keyword_list) */
        else if (protection)
            g->from = lower_protection(l, k->a);   /* also what a lost one was from */
        g->duration = duration;
        if (as_long_as)     /* "gains indestructible for as long as you control ~" */
            g->cond = lower_as_long_as(l, as_long_as);
        emit(l, tail, g, optional);
    }
}
