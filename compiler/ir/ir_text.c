/* ir_text.c — --dump-ir=text: the card IR as indented text (docs/ir.md). */
#include <string.h>

#include "ir.h"
#include "meaning.h"

static void text_amount(FILE *out, const ir_amount *a);
static void text_sel(FILE *out, const ir_sel *s);
static void text_cond(FILE *out, const ir_condition *c);

/* " WORD S", when there is S. */
static void text_filter_sel(FILE *out, const char *word, const ir_sel *s)
{
    if (!s)
        return;
    fprintf(out, " %s ", word);
    text_sel(out, s);
}

static void text_filter(FILE *out, const ir_filter *f);

/* A filter's relations to other objects and players (lower_qual.c). */
static void text_relations(FILE *out, const ir_filter *f)
{
    if (f->named)
        fprintf(out, " %s \"%s\"", f->not_named ? "not-named" : "named", f->named);
    if (f->block)
        text_filter_sel(out, f->block, f->block_with);
    text_filter_sel(out, "damaged-by", f->damaged_by);
    text_filter_sel(out, "dealt-damage-to", f->dealt_damage_to);
    if (f->owned_by)
        text_filter_sel(out, "owned-by", f->owned_by);
    else if (f->owner != IR_CTRL_ANY)
        fprintf(out, " owned-by %s", ir_controller_name(f->owner));
    if (f->owner_or_controller)     /* "you own or control": "owned-by you or controlled-by you" */
        fputs(" or", out);
    text_filter_sel(out, "same-name-as", f->same_name_as);
    text_filter_sel(out, "exiled-with", f->exiled_with);
    text_filter_sel(out, f->attacking_walkers ? "attacking-or-planeswalker-of" : "attacking", f->attacking);
    text_filter_sel(out, "chosen-by", f->chosen_by);
    if (f->chosen_type)
        fputs(" of-chosen-type", out);
    if (f->chosen_color)
        fputs(" of-chosen-color", out);
    if (f->not_chosen_type)
        fputs(" not-of-chosen-type", out);
    if (f->chosen_name)
        fputs(" with-chosen-name", out);
    if (f->cost_symbol)
        fprintf(out, " with-cost-symbol %s", f->cost_symbol);
    if (f->cast_from)
        fprintf(out, " cast-from=%s%s", f->cast_from_owner == IR_CTRL_YOU ? "your-" : "", f->cast_from);
    if (f->cast_nth)
        fprintf(out, " nth-cast-this-turn=%d", f->cast_nth);
    if (f->controls) {          /* "who controls a white creature" */
        fputs(" who-controls", out);
        text_cond(out, f->controls);
    }
    if (f->holds) {             /* "who lost life this turn": holds history tested life_lost ... */
        fputs(" holds", out);
        text_cond(out, f->holds);
    }
    if (f->answered)            /* "who does" */
        fprintf(out, " answered=%s", f->answered);
    if (f->moved_none) {        /* "who can't": moved-none(any in any) */
        fputs(" moved-none(", out);
        text_filter(out, f->moved_none);
        putc(')', out);
    }
}

static void text_filter(FILE *out, const ir_filter *f)
{
    if (f->other)
        fputs("other ", out);
    for (const ir_alt *a = f->any_of; a; a = a->next) {
        if (a->ntraits == 0)
            fputs("any", out);
        for (unsigned i = 0; i < a->ntraits; i++) {
            const ir_trait *t = &a->traits[i];
            fprintf(out, "%s%s%s%s", i ? " " : "", t->negated ? "non-" : "",
                    t->word ? t->word : ir_trait_name(t->kind),
                    t->word && t->kind == IR_TRAIT_ABILITY ? "_ability" : "");   /* "activated_ability" */
        }
        if (a->next)
            fputs(" | ", out);
    }
    for (const ir_compare *c = f->compares; c; c = c->next)
        for (const ir_compare *e = c; e; e = e->or) {
            if (e->counter)
                fprintf(out, "%s%s(%s)%s", e == c ? " with " : " or ", e->stat, e->counter, e->op);
            else
                fprintf(out, "%s%s%s", e == c ? " with " : " or ", e->stat, e->op);
            text_amount(out, e->value);
        }
    for (unsigned i = 0; i < f->nwith; i++)
        fprintf(out, " with %s", f->with[i]);
    if (f->attached_to) {
        fputs(" attached-to ", out);
        text_sel(out, f->attached_to);
    }
    if (f->targets) {
        fputs(" targeting ", out);
        text_sel(out, f->targets);
    }
    if (f->except) {
        fputs(" except ", out);
        text_sel(out, f->except);
    }
    if (f->shares_with) {
        fprintf(out, " %ssharing-%s ", f->not_shares ? "not-" : "", f->shares);
        text_sel(out, f->shares_with);
    }
    text_relations(out, f);
    if (f->controlled_by) {
        fputs(" controlled-by ", out);
        text_sel(out, f->controlled_by);
    } else if (f->controller != IR_CTRL_ANY) {
        fprintf(out, " controlled-by %s", ir_controller_name(f->controller));
    }
    if (f->zone_owned_by) {     /* "in that player's hand" */
        fputs(" in ", out);
        text_sel(out, f->zone_owned_by);
        fprintf(out, "'s %s", ir_zone_name(f->zone));
    } else if (f->zone != IR_ZONE_BATTLEFIELD)
        fprintf(out, " in %s%s", f->zone_owner == IR_CTRL_YOU ? "your " : f->zone_owner == IR_CTRL_OPPONENT ? "an opponent's "
                                 : f->zone_owner == IR_CTRL_DEFENDING ? "defending's " : "",
                ir_zone_name(f->zone));
    if (f->and_exile)
        fputs(" and exile", out);
    if (f->single_target)
        fputs(" with-single-target", out);
}

static void text_sel(FILE *out, const ir_sel *s)
{
    fputs(ir_sel_name(s->kind), out);
    if (s->kind == IR_SEL_TARGET || s->kind == IR_SEL_FOUND || s->kind == IR_SEL_PAID
        || s->kind == IR_SEL_LINKED)
        fprintf(out, "(%d)", s->slot);
    if (s->filter) {
        putc('(', out);
        text_filter(out, s->filter);
        putc(')', out);
    }
    if (s->count || s->up_to) {
        fputs(s->up_to ? "(up_to " : "(", out);
        if (s->count)
            text_amount(out, s->count);
        else
            fputs("any", out);
        putc(')', out);
    }
    for (unsigned i = 0; i < s->nparts; i++) {
        fputs(i ? ", " : "(", out);
        text_sel(out, s->parts[i]);
        if (i + 1 == s->nparts)
            putc(')', out);
    }
    if (s->of) {
        putc('(', out);
        text_sel(out, s->of);
        putc(')', out);
    }
    if (((s->kind == IR_SEL_SELF || s->kind == IR_SEL_EVENT || s->kind == IR_SEL_EVENT_TO) && s->in != IR_ZONE_ANY)
        || s->kind == IR_SEL_ZONE)
        fprintf(out, "(in %s)", ir_zone_name(s->in));
    if (s->but) {
        fputs("(but ", out);
        text_sel(out, s->but);
        putc(')', out);
    }
}

static void text_amount(FILE *out, const ir_amount *a)
{
    if (a->kind == IR_AMOUNT_X) {
        fputs(a->value < 0 ? "-X" : "X", out);     /* "−X" of a loyalty cost */
    } else if (a->kind == IR_AMOUNT_RESULT) {
        if (a->value > 1)
            fprintf(out, "%d*", a->value);
        fputs("result", out);
    } else if (a->kind == IR_AMOUNT_DIE) {
        fputs(a->value ? "die_other" : "die_result", out);
    } else if (a->kind == IR_AMOUNT_PARTY) {
        if (a->value != 1)
            fprintf(out, "%d*", a->value);
        fputs("party", out);
    } else if (a->kind == IR_AMOUNT_EVENT) {
        if (a->value != 1)
            fprintf(out, "%d*", a->value);
        fputs("event_amount", out);
    } else if (a->kind == IR_AMOUNT_VOTES) {
        if (a->value != 1)
            fprintf(out, "%d*", a->value);
        fprintf(out, "votes(%s #%u)", a->stat, a->choice);
    } else if (a->kind == IR_AMOUNT_KICKED) {
        if (a->value != 1)
            fprintf(out, "%d*", a->value);
        fputs("kicked(", out);
        text_sel(out, a->of);
        putc(')', out);
    } else if (a->kind == IR_AMOUNT_PLUS || a->kind == IR_AMOUNT_MINUS) {
        putc('(', out);
        text_amount(out, a->left);
        fputs(a->kind == IR_AMOUNT_PLUS ? " + " : " - ", out);
        text_amount(out, a->right);
        putc(')', out);
    } else if (a->kind == IR_AMOUNT_DEVOTION) {
        fputs("devotion(", out);
        ir_dump_colors(out, (unsigned)a->value);
        putc(')', out);
    } else if (a->kind == IR_AMOUNT_COUNTERS) {
        if (a->value != 1)
            fprintf(out, "%d*", a->value);
        fprintf(out, "counters(%s, ", a->counter);
        text_sel(out, a->of);
        putc(')', out);
    } else if (a->kind == IR_AMOUNT_PLUS || a->kind == IR_AMOUNT_MINUS) {
        putc('(', out);
        text_amount(out, a->left);
        fputs(a->kind == IR_AMOUNT_PLUS ? " + " : " - ", out);
        text_amount(out, a->right);
        putc(')', out);
    } else if (a->kind == IR_AMOUNT_TIMES) {
        fprintf(out, "%d*(", a->value);
        text_amount(out, a->left);
        if (a->right) {     /* "X ... tokens" for each: X times the count */
            fputs(")*(", out);
            text_amount(out, a->right);
        }
        putc(')', out);
    } else if (a->kind == IR_AMOUNT_HALF || a->kind == IR_AMOUNT_THIRD) {
        fputs(a->kind == IR_AMOUNT_HALF ? "half(" : "third(", out);
        text_amount(out, a->left);
        fprintf(out, ", %s)", a->value ? "up" : "down");
    } else if (a->kind == IR_AMOUNT_HISTORY) {
        if (a->value != 1)
            fprintf(out, "%d*", a->value);
        fprintf(out, "history(%s %s%s", a->stat, a->last_turn ? "last_turn"
                : strcmp(a->stat, "opponents_attacked") == 0 ? "this_combat" : "this_turn", a->other ? " other" : "");
        if (a->of) {
            putc(' ', out);
            text_sel(out, a->of);
        }
        putc(')', out);
    } else if (a->kind == IR_AMOUNT_GREATEST || a->kind == IR_AMOUNT_TOTAL || a->kind == IR_AMOUNT_DISTINCT) {
        if (a->kind == IR_AMOUNT_DISTINCT && a->value != 1)
            fprintf(out, "%d*", a->value);
        fprintf(out, "%s(%s, ", a->kind == IR_AMOUNT_TOTAL ? "total" : a->kind == IR_AMOUNT_DISTINCT ? "distinct" : "greatest",
                a->stat);
        text_sel(out, a->of);
        if (a->per) {
            fputs(" per ", out);
            text_sel(out, a->per);
        }
        putc(')', out);
    } else if (a->kind == IR_AMOUNT_COUNT || a->kind == IR_AMOUNT_STAT) {
        if (a->kind == IR_AMOUNT_COUNT && a->value != 1)
            fprintf(out, "%d*", a->value);
        fprintf(out, "%s(", a->kind == IR_AMOUNT_COUNT ? "count" : a->stat);
        text_sel(out, a->of);
        putc(')', out);
    } else {
        fprintf(out, "%d", a->value);
    }
}

/* Cost K after its "cost" (SRC: the text of a mana cost). */
static void text_cost(FILE *out, const source_file *src, const ir_cost *k)
{
    fprintf(out, " %s", ir_cost_name(k->kind));
    if (k->kind == IR_COST_MANA)
        fprintf(out, " %.*s", (int)(k->range.end - k->range.begin), src->text + k->range.begin);
    if (k->mana)
        fprintf(out, " %s", k->mana);
    if (k->counter)
        fprintf(out, " %s", k->counter);
    if (k->object) {
        putc(' ', out);
        text_sel(out, k->object);
    }
    if (k->filter) {
        fputs(k->amount && !k->counter ? " of(" : " one(", out);     /* counters: on one permanent */
        text_filter(out, k->filter);
        putc(')', out);
    }
    if (k->amount) {
        fputs(" amount=", out);
        text_amount(out, k->amount);
    }
    if (k->at_random)
        fputs(" at_random", out);
    if (k->from)
        fprintf(out, " from=%s", k->from);
}

static void text_cond(FILE *out, const ir_condition *c)
{
    fprintf(out, " %s%s", c->negated ? "not " : "", ir_condition_name(c->kind));
    if (c->kind == IR_CONDITION_HISTORY)
        fprintf(out, " %s %s", c->stat, c->last_turn ? "last_turn" : "this_turn");
    if (c->kind == IR_CONDITION_VOTE)
        fprintf(out, " %s%s%s", c->quant, c->stat ? " " : "", c->stat ? c->stat : "");
    if (c->kind == IR_CONDITION_PLAYER && c->quant)
        fprintf(out, " %s", c->quant);
    if (c->different)
        fprintf(out, " different(%s)", c->different);
    if (c->of) {
        putc(' ', out);
        text_sel(out, c->of);
    }
    if (c->kind == IR_CONDITION_PLAYER || c->kind == IR_CONDITION_TOTAL || c->kind == IR_CONDITION_DESIGNATED
        || c->kind == IR_CONDITION_DISTINCT || c->kind == IR_CONDITION_FLIP || c->kind == IR_CONDITION_COST_PAID
        || (c->kind == IR_CONDITION_CLASH && c->stat))
        fprintf(out, " %s", c->stat);
    if (c->kind == IR_CONDITION_PLAYER && c->counted) {
        putc('(', out);
        text_filter(out, c->counted);
        putc(')', out);
    }
    if (c->kind == IR_CONDITION_CAST && c->from != IR_ZONE_ANY)
        fprintf(out, " from=%s", ir_zone_name(c->from));
    if (c->kind == IR_CONDITION_CAST && c->main_phase)
        fputs(" main_phase", out);
    if (c->kind == IR_CONDITION_STEP)
        fprintf(out, " %s", ir_step_name(c->step));
    if (c->amount) {
        putc(' ', out);
        text_amount(out, c->amount);
    }
    if (c->value) {
        fprintf(out, " %s ", c->op);
        text_amount(out, c->value);
    } else if (c->kind == IR_CONDITION_DIE_ROLL) {
        fprintf(out, " %s", c->op);    /* "or_more" */
    }
    if (c->mana)
        fprintf(out, " %s", c->mana);
    if (c->cost_of) {
        fputs(" mana_cost(", out);
        text_sel(out, c->cost_of);
        putc(')', out);
    }
    if (c->than) {
        fprintf(out, " %s", c->stat);
        if (c->counted) {
            putc('(', out);
            text_filter(out, c->counted);
            putc(')', out);
        }
        fprintf(out, " %s %s ", c->op, c->quant);
        text_sel(out, c->than);
    }
    if (c->filter) {
        fputs(" (", out);
        text_filter(out, c->filter);
        putc(')', out);
    }
    if (c->cost)            /* an action's cost: no mana, no text needed */
        text_cost(out, NULL, c->cost);
    if (c->parts) {
        fputs(" (", out);
        text_cond(out, c->parts);
        fputs(" )", out);
    }
    if (c->also) {
        fputs(" and", out);
        text_cond(out, c->also);
    }
    if (c->or_else) {
        fputs(" or", out);
        text_cond(out, c->or_else);
    }
}

/* An instruction at DEPTH (0: an ability's own), an "if"'s after it, deeper. */
static void text_targets(FILE *out, const ir_target *targets, int depth);
static void text_ability(FILE *out, const source_file *src, const ir_ability *ab, int depth);

/* IN's line, 2 * DEPTH spaces further in than an ability's instructions,
 * and the instructions, target slots and abilities it holds below it. */
static void text_instr_at(FILE *out, const source_file *src, const ir_instr *in, int depth)
{
    fprintf(out, "    %*s%s%s", 2 * depth, "", in->optional ? "may " : "", ir_op_name(in->op));
    if (in->subject) {
        fputs(" by=", out);
        text_sel(out, in->subject);
    }
    if (in->object) {
        putc(' ', out);
        text_sel(out, in->object);
    }
    if (in->to) {
        fputs(in->op == IR_MOVE ? " attached-to=" : " to=", out);
        text_sel(out, in->to);
    }
    if (in->amount) {
        fputs(" amount=", out);
        text_amount(out, in->amount);
    }
    if (in->op == IR_MODIFY_PT && (in->power_x || in->toughness_x)) {      /* "+X/+0", "+2X/+2X": X the amount */
        if (in->power_x == 1 || in->power_x == -1)
            fputs(in->power_x < 0 ? " -X" : " +X", out);
        else if (in->power_x)
            fprintf(out, " %+dX", in->power_x);
        else
            fprintf(out, " %+d", in->power);
        if (in->toughness_x == 1 || in->toughness_x == -1)
            fputs(in->toughness_x < 0 ? "/-X" : "/+X", out);
        else if (in->toughness_x)
            fprintf(out, "/%+dX", in->toughness_x);
        else
            fprintf(out, "/%+d", in->toughness);
    } else if (in->op == IR_MODIFY_PT)
        fprintf(out, " %+d/%+d", in->power, in->toughness);
    else if (in->op == IR_DEFINE_PT)       /* X the amount, "X+1" plus 1; "printed": the printed one */
        for (int i = 0; i < 2; i++) {
            int x = i ? in->toughness_x : in->power_x, plus = i ? in->toughness : in->power;
            fputs(i ? "/" : " ", out);
            if (!x)
                fputs("printed", out);
            else if (plus)
                fprintf(out, "X%+d", plus);
            else
                fputc('X', out);
        }
    if (in->word)
        fprintf(out, " %s", in->word);
    if (in->times)
        fprintf(out, " times=%d", in->times);
    if (in->plus)
        fprintf(out, " plus=%d", in->plus);
    if (in->targeted_by)
        fprintf(out, " targeted_by=%s", in->targeted_by);
    if (in->from) {
        fputs(" from(", out);
        text_filter(out, in->from);
        putc(')', out);
    }
    if (in->color_choice)
        fputs(" from(color_choice)", out);
    if (in->abilities_of) {
        fputs(" abilities_of(", out);
        text_filter(out, in->abilities_of);
        putc(')', out);
    }
    if (in->any_ability)
        fputs(" any_ability", out);
    if (in->except_colors)
        fputs(" except=", out), ir_dump_colors(out, in->except_colors);
    if (in->except_type)
        fprintf(out, " except=%s", in->except_type);
    for (ir_card_type t = 0; ir_card_type_name(t); t++)      /* "a nonartifact, nonland card name" */
        if ((in->name_of.types | in->name_of.nontypes) & (1u << t))
            fprintf(out, " %s%s", in->name_of.nontypes & (1u << t) ? "non" : "", ir_card_type_name(t));
    if (in->name_of.nonbasic_land)
        fputs(" nonbasic_land", out);
    if (in->op == IR_MOVE || (in->op == IR_COUNTER && in->zone != IR_ZONE_GRAVEYARD)
        || (in->op == IR_REVEAL_UNTIL && in->zone == IR_ZONE_EXILE)
        || (in->op == IR_REPLACE && !in->times && !in->plus && !in->then && !in->skip) || ((in->op == IR_CAST || in->op == IR_RULE) && in->zone == IR_ZONE_EXILE))
        fprintf(out, " to=%s", ir_zone_name(in->zone));
    if (in->tapped)
        fputs(" tapped", out);
    if (in->under != IR_CTRL_ANY)
        fprintf(out, " under=%s", ir_controller_name(in->under));
    if (in->no_regeneration)
        fputs(" no_regeneration", out);
    if (in->face_down)
        fputs(" face_down", out);
    if (in->transformed)
        fputs(" transformed", out);
    if (in->divided)
        fputs(" divided", out);
    if (in->unpreventable)
        fputs(" unpreventable", out);
    if (in->position)
        fprintf(out, " %s", in->position);
    if (in->op == IR_ADD_PHASES)
        fprintf(out, " after=%s%s", ir_phase_name(in->phase), in->then_main ? " then_main" : "");
    if (in->from_top)
        fprintf(out, " from_top=%d", in->from_top);
    if (in->counter)
        fprintf(out, " counter=%s", in->counter);
    if (in->mana)
        fprintf(out, " mana=%s", in->mana);
    if (in->shuffle)
        fputs(" shuffled", out);
    if (in->skip)
        fputs(" skipped", out);
    if (in->except_first_draw)
        fputs(" except_first_draw", out);
    if (in->any_order)
        fputs(" any_order", out);
    if (in->random_order)
        fputs(" random_order", out);
    if (in->attacking)
        fputs(" attacking", out);
    if (in->attacks) {
        putc('=', out);
        text_sel(out, in->attacks);
        if (in->or_planeswalker)
            fputs("|planeswalker", out);
    }
    if (in->new_targets)
        fputs(" new_targets", out);
    if (in->at_random)
        fputs(" at_random", out);
    if (in->chooser) {
        fputs(" chooser=", out);
        text_sel(out, in->chooser);
    }
    if (in->whose) {
        fputs(" whose=", out);
        text_sel(out, in->whose);
    }
    if (in->op == IR_SEARCH && in->zones != 1u << IR_ZONE_LIBRARY)
        for (ir_zone z = IR_ZONE_HAND, n = 0; z < IR_ZONE_ANY; z++)
            if (in->zones & 1u << z)
                fprintf(out, "%s%s", n++ ? "," : " zones=", ir_zone_name(z));
    if (in->any_of)
        fputs(" any_of", out);
    if (in->find_all)
        fputs(" find_all", out);
    if (in->different_names)
        fputs(" different_names", out);
    if (in->without_paying)
        fputs(" without_paying", out);
    if (in->spend_as)
        fprintf(out, " spend_as=%s", in->spend_as);
    for (unsigned i = 0; i < in->nchoices; i++)
        fprintf(out, "%s%s", i ? " or " : " ", in->choices[i]);
    if (in->any_color)
        fputs(" any_color", out);
    if (in->any_combination)
        fputs(" any_combination", out);
    if (in->any_type_produced)
        fputs(" any_type_produced", out);
    if (in->chosen_color)
        fputs(" chosen_color", out);
    if (in->becomes) {
        const ir_becomes *b = in->becomes;
        if (b->pt_mana_value) {
            fputs(" pt=mana_value", out);
        } else if (b->pt_each) {
            fputs(" pt=each(", out);
            text_amount(out, b->pt_each);
            putc(')', out);
        } else if (b->power_only)
            fprintf(out, " power=%d", b->power);
        else if (b->toughness_only)
            fprintf(out, " toughness=%d", b->toughness);
        else if (b->has_pt)
            fprintf(out, " pt=%d/%d", b->power, b->toughness);
        if (b->color_choice)
            fputs(" colors=choice", out);
        else if (b->chosen_color)
            fputs(" colors=chosen", out);
        else if (b->has_colors && !b->colors)
            fputs(" colors=colorless", out);
        else if (b->has_colors)
            fputs(" colors=", out), ir_dump_colors(out, b->colors);
        for (unsigned i = 0; i < b->types.ntraits; i++)
            fprintf(out, " %s", b->types.traits[i].word);
        if (b->keep_types)
            fputs(" keep_types", out);
        if (b->keep_colors)
            fputs(" keep_colors", out);
        if (b->type_choice)
            fputs(" type=choice", out);
        if (b->land_type_choice)
            fputs(" land_type=choice", out);
        if (b->chosen_type)
            fputs(" type=chosen", out);
        if (b->replace_subtypes)
            fputs(" replace_subtypes", out);
        if (b->replace_land_types)
            fputs(" replace_land_types", out);
        if (b->lose_abilities)
            fputs(" lose_abilities", out);
        for (unsigned i = 0; i < b->still.ntraits; i++)
            fprintf(out, " still=%s", b->still.traits[i].word);
        for (unsigned i = 0; i < b->lose.ntraits; i++)
            fprintf(out, " lose=%s", b->lose.traits[i].word);
        for (unsigned i = 0; i < b->nkeywords; i++)
            fprintf(out, " with %s", b->keywords[i]);
        if (b->this_ability)
            fputs(" with this_ability", out);
        if (b->copy_of) {
            fputs(" copy_of=", out);
            text_sel(out, b->copy_of);
        }
    }
    if (in->token && in->token->predefined) {
        fprintf(out, " %s", in->token->predefined);
        if (in->token->rules)
            fprintf(out, " rules=\"%s\"", in->token->rules);
        if (in->token->tapped)
            fputs(" entering_tapped", out);
    } else if (in->token && in->token->copy_of) {
        fputs(" copy_of=", out);
        text_sel(out, in->token->copy_of);
        if (in->token->tapped)
            fputs(" entering_tapped", out);
        if (in->token->attacking)
            fputs(" entering_attacking", out);
    } else if (in->token) {
        const ir_token *t = in->token;
        if (t->power_x || t->toughness_x) {     /* "pt=(X)/1": X the amount in parentheses */
            fputs(" pt=", out);
            if (t->power_x) {
                fputc('(', out);
                text_amount(out, t->power_x);
                fputc(')', out);
            } else {
                fprintf(out, "%d", t->power);
            }
            fputc('/', out);
            if (t->toughness_x) {
                fputc('(', out);
                text_amount(out, t->toughness_x);
                fputc(')', out);
            } else {
                fprintf(out, "%d", t->toughness);
            }
        } else if (!t->no_pt) {
            fprintf(out, " %d/%d", t->power, t->toughness);
        }
        for (unsigned i = 0; i < in->token->traits.ntraits; i++)
            fprintf(out, " %s", in->token->traits.traits[i].word);
        for (unsigned i = 0; i < in->token->nkeywords; i++)
            fprintf(out, " with %s", in->token->keywords[i]);
        if (in->token->toxic)
            fprintf(out, " with toxic %d", in->token->toxic);
        if (in->token->tapped)
            fputs(" entering_tapped", out);
        if (in->token->attacking)
            fputs(" entering_attacking", out);
        if (in->token->name)
            fprintf(out, " named=\"%s\"", in->token->name);
    }
    if (in->duration != IR_DUR_NONE)
        fprintf(out, " until=%s", ir_duration_name(in->duration));
    if (in->duration != IR_DUR_NONE && ir_op_layer(in->op))
        fprintf(out, " layer=%s", ir_op_layer(in->op));
    if (in->at != IR_DELAY_NONE)
        fprintf(out, " at=%s", ir_delay_name(in->at));
    if (in->cond)
        text_cond(out, in->cond);
    putc('\n', out);
    text_targets(out, in->targets, depth + 1);
    for (const ir_ability *ab = in->token ? in->token->abilities : NULL; ab; ab = ab->next)
        text_ability(out, src, ab, depth + 2);
    for (const ir_ability *ab = in->becomes ? in->becomes->abilities : NULL; ab; ab = ab->next)
        text_ability(out, src, ab, depth + 2);
    if (in->ability)
        text_ability(out, src, in->ability, depth + 2);
    for (const ir_instr *t = in->then; t; t = t->next)
        text_instr_at(out, src, t, depth + 1);
    if (in->otherwise)
        fprintf(out, "    %*selse\n", 2 * depth, "");
    for (const ir_instr *e = in->otherwise; e; e = e->next)
        text_instr_at(out, src, e, depth + 1);
}

static void text_targets(FILE *out, const ir_target *targets, int depth)
{
    int slot = 0;
    for (const ir_target *t = targets; t; t = t->next, slot++) {
        fprintf(out, "    %*starget %d: ", 2 * depth, "", slot);
        ir_dump_bound(out, t->min, false);
        fputs("..", out);
        ir_dump_bound(out, t->max, false);
        fprintf(out, " %s%s%s", t->another ? "another " : "", t->one_owner ? "one_owner " : "",
                t->kicked > 0 ? "if_kicked " : t->kicked < 0 ? "unless_kicked " : "");
        if (t->x) {
            fputs("x=", out);
            text_amount(out, t->x);
            putc(' ', out);
        }
        text_filter(out, t->filter);
        putc('\n', out);
    }
}

/* AB's lines, 2 * DEPTH spaces further in than a card's abilities. */
/* A trigger on one line ("whenever enters self"), then " or " and another
 * event that triggers it too. */
static void text_trigger(FILE *out, const ir_trigger *t)
{
    fprintf(out, "%s %s",
            t->event == IR_EV_STEP ? "at" : t->whenever ? "whenever" : "when",
            ir_event_name(t->event));
    if (t->who) {               /* (none: an event of the game, "day becomes night") */
        putc(' ', out);
        text_sel(out, t->who);
    }
    if (t->event == IR_EV_STEP)
        fprintf(out, " %s", ir_step_name(t->step));
    if (t->under != IR_CTRL_ANY)
        fprintf(out, " under=%s", ir_controller_name(t->under));
    if (t->what) {
        putc(' ', out);
        text_sel(out, t->what);
    }
    if (t->to) {
        fputs(" to=", out);
        text_sel(out, t->to);
    }
    if (t->event == IR_EV_PUT)
        fprintf(out, " from=%s owner=%s", ir_zone_name(t->from),
                ir_controller_name(t->into_owner));
    if (t->event == IR_EV_LEAVES_GRAVEYARD)
        fprintf(out, " owner=%s", ir_controller_name(t->into_owner));
    if (t->event == IR_EV_MOVED)
        fprintf(out, " to=%s from=%s owner=%s", ir_zone_name(t->to_zone), ir_zone_name(t->from),
                ir_controller_name(t->into_owner));
    if (t->with) {
        fprintf(out, " with>=%d ", t->at_least);
        text_sel(out, t->with);
    } else if (t->at_least) {
        fprintf(out, " at_least=%d", t->at_least);
    }
    if (t->one_or_more)
        fputs(" one_or_more", out);
    if (t->to_one_or_more)
        fputs(" to_one_or_more", out);
    if (t->each_counter)
        fputs(" each_counter", out);
    if (t->last_counter)
        fprintf(out, " last_counter from=%s", ir_zone_name(t->from));
    if (t->mana)
        fputs(" mana", out);
    if (t->not_mana)
        fputs(" not_mana", out);
    if (t->loyalty)
        fputs(" loyalty", out);
    if (t->nth)
        fprintf(out, " nth=%d", t->nth);
    if (t->alone)
        fputs(" alone", out);
    if (t->into_self)
        fputs(" into_self", out);
    if (t->won)
        fputs(" won", out);
    if (t->greater_power)
        fputs(" greater_power", out);
    if (t->counter)
        fprintf(out, " %s", t->counter);
    if (t->untapped)
        fputs(" untapped", out);
    if ((t->event == IR_EV_CAST || t->event == IR_EV_ENTERS) && t->from != IR_ZONE_ANY)
        fprintf(out, " from=%s%s owner=%s", t->from_except ? "not-" : "", ir_zone_name(t->from),
                ir_controller_name(t->into_owner));
    if (t->during) {
        fputs(" during", out);
        text_cond(out, t->during);
    }
    if (t->event == IR_EV_BECOMES_TARGET || t->by_spell || t->by_ability)
        fprintf(out, " by=%s", t->by_ability ? t->by_spell ? "spell_or_ability" : "ability" : "spell");
    if (t->by_who) {
        fputs(" by_who=", out);
        text_sel(out, t->by_who);
    }
    for (unsigned n = 1, first = 1; n < 32; n++)
        if (t->chapters & (1u << n)) {
            fprintf(out, "%s%u", first ? " chapters=" : ",", n);
            first = 0;
        }
    if (t->event == IR_EV_ROOM)
        fprintf(out, " room=%u \"%s\"", t->room, t->room_name);
    for (unsigned n = 1, first = 1; n < 32; n++)
        if (t->leads & (1u << n)) {
            fprintf(out, "%s%u", first ? " leads=" : ",", n);
            first = 0;
        }
    if (t->state) {
        fputs(" holds", out);
        text_cond(out, t->state);
    }
    if (t->or) {
        fputs(" or ", out);
        text_trigger(out, t->or);
    }
    if (t->cond) {     /* of the whole trigger: after its alternatives */
        fputs(" if", out);
        text_cond(out, t->cond);
    }
}

static void text_ability(FILE *out, const source_file *src, const ir_ability *ab, int depth)
{
    fprintf(out, "  %*s", 2 * depth, "");
    fputs(ir_ability_name(ab->kind), out);
    for (unsigned i = 0; i < ab->nkeywords; i++)
        fprintf(out, " %s", ab->keywords[i]);
    if (ab->filter) {
        putc('(', out);
        text_filter(out, ab->filter);
        putc(')', out);
    }
    if (ab->amount) {
        putc(' ', out);
        text_amount(out, ab->amount);
    }
    putc('\n', out);
    text_targets(out, ab->targets, depth);
    if (ab->sorcery_speed)
        fprintf(out, "    %*sonly sorcery_speed\n", 2 * depth, "");
    if (ab->once_each_turn)
        fprintf(out, "    %*sonly once_each_turn\n", 2 * depth, "");
    if (ab->once)
        fprintf(out, "    %*sonly once\n", 2 * depth, "");
    if (ab->before_attackers)
        fprintf(out, "    %*sonly before_attackers\n", 2 * depth, "");
    if (ab->any_player)
        fprintf(out, "    %*sany_player\n", 2 * depth, "");
    if (ab->works_in != IR_ZONE_BATTLEFIELD)
        fprintf(out, "    %*sworks_in %s\n", 2 * depth, "", ir_zone_name(ab->works_in));
    if (ab->optional)
        fprintf(out, "    %*soptional\n", 2 * depth, "");
    if (ab->level_lo && ab->level_hi)
        fprintf(out, "    %*slevel %d..%d\n", 2 * depth, "", ab->level_lo, ab->level_hi);
    else if (ab->level_lo)
        fprintf(out, "    %*slevel %d+\n", 2 * depth, "", ab->level_lo);
    if (ab->only_if) {
        fprintf(out, "    %*sonly_if", 2 * depth, "");
        text_cond(out, ab->only_if);
        putc('\n', out);
    }
    if (ab->cond) {
        fprintf(out, "    %*sas_long_as", 2 * depth, "");
        text_cond(out, ab->cond);
        putc('\n', out);
    }
    for (const ir_cost *k = ab->costs; k; k = k->next) {
        fprintf(out, "    %*scost", 2 * depth, "");
        text_cost(out, src, k);
        putc('\n', out);
    }
    /* a line of several keywords with a parameter: each one's */
    for (unsigned i = 0; ab->kind == IR_AB_KEYWORD && !ab->costs && !ab->amount && !ab->filter && i < ab->nkeywords; i++) {
        const ir_kw_param *e = &ab->each[i];
        if (!e->costs && !e->amount && !e->filter)
            continue;
        fprintf(out, "    %*s%s", 2 * depth, "", e->name);
        if (e->filter) {
            putc('(', out);
            text_filter(out, e->filter);
            putc(')', out);
        }
        if (e->amount) {
            putc(' ', out);
            text_amount(out, e->amount);
        }
        putc('\n', out);
        for (const ir_cost *k = e->costs; k; k = k->next) {
            fprintf(out, "      %*scost", 2 * depth, "");
            text_cost(out, src, k);
            putc('\n', out);
        }
    }
    /* overload: the card with "each" for "target" (CR 702.96a of the current rules) */
    for (unsigned i = 0; ab->kind == IR_AB_KEYWORD && i < ab->nkeywords; i++)
        if (ab->each[i].overloaded) {
            fprintf(out, "    %*soverloaded\n", 2 * depth, "");
            for (const ir_ability *o = ab->each[i].overloaded->abilities; o; o = o->next)
                text_ability(out, ab->each[i].overloaded->card->src, o, depth + 2);
        }
    if (ab->trigger) {
        fprintf(out, "    %*s", 2 * depth, "");
        text_trigger(out, ab->trigger);
        putc('\n', out);
    }
    for (const ir_instr *in = ab->body; in; in = in->next)
        text_instr_at(out, src, in, depth);
    if (ab->modes && ab->choose_max != ab->choose)
        fprintf(out, "    %*schoose %d to %d\n", 2 * depth, "", ab->choose, ab->choose_max);
    else if (ab->modes)
        fprintf(out, "    %*schoose %d%s\n", 2 * depth, "", ab->choose, ab->modes_repeat ? " repeat" : "");
    if (ab->choose_more_if) {
        fprintf(out, "    %*schoose_more %d if", 2 * depth, "", ab->choose_more);
        text_cond(out, ab->choose_more_if);
        putc('\n', out);
    }
    int n = 0;
    for (const ir_ability *m = ab->modes; m; m = m->next, n++) {
        fprintf(out, "  %*smode %d\n", 2 * depth, "", n);
        text_targets(out, m->targets, depth);
        for (const ir_instr *in = m->body; in; in = in->next)
            text_instr_at(out, src, in, depth);
    }
}

void ir_dump_text(FILE *out, const ir_card *ic)
{
    const card *c = ic->card;
    fprintf(out, "card \"%s\" line %u\n", c->name, source_line(c->src, c->header_range.begin));
    for (const ir_ability *ab = ic->abilities; ab; ab = ab->next)
        text_ability(out, c->src, ab, 0);
}
