/* meaning_action.c — the readings of actions that are keyword actions or
 * change one thing of the game (meaning_effect.h): coins, dice and their
 * tables (CR 705, 706), clashes, extra and skipped turns, proliferate and
 * the other keyword actions, counters distributed, doubled or moved, life
 * doubled or set, the choice between two actions, spells copied and new
 * targets chosen.  Lowering and the code generator both ask here, as for
 * the rest of meaning_effect.c. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "meaning.h"
#include "meaning_effect.h"
#include "meaning_int.h"
#include "parser.h"
#include "syntax.h"

bool meaning_flip_coin(const node *a)
{
    return a && a->kind == N_ACTION && !a->lossy && meaning_verb(a) == FX_VERB_FLIP && !a->c
           && (!a->a || (a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU)) && a->b
           && a->b->kind == N_WORD && a->b->text && strcmp(a->b->text, "coin") == 0 && !a->b->a && !a->b->b;
}

/* "this mana" (syn_this: a pronoun over the one word "mana"). */
static bool this_mana(const node *n)
{
    const node *f = n && n->kind == N_PRONOUN && text_is(n, "this") ? n->a : NULL;
    const node *alt = f && f->kind == N_FILTER && !f->b && f->a ? f->a->a : NULL;
    const node *w = alt && !alt->next && alt->kind == N_TRAITS && !alt->b && alt->a ? alt->a->a : NULL;
    return w && !w->next && w->kind == N_WORD && w->token == MANA;
}

/* "cast SPELLS", by no one else: SPELLS. */
static const node *cast_what(const node *c)
{
    return c && c->kind == N_ACTION && !c->lossy && !c->a && !c->c && text_is(c, "cast") && c->b
                   && c->b->kind == N_OBJECT && !c->b->c
               ? c->b : NULL;
}

/* "activate abilities", "activate abilities of artifacts", "activate an
 * ability of an Elemental": *OF the description of the objects whose
 * abilities, NULL for any object's. */
static bool activate_abilities(const node *a, const node **of)
{
    const node *o = a && a->kind == N_ACTION && !a->lossy && !a->a && !a->c && text_is(a, "activate") ? a->b : NULL;
    const node *f = o && o->kind == N_OBJECT && !o->b && !o->c ? o->a : NULL;
    const node *alt = f && f->kind == N_FILTER && f->a ? f->a->a : NULL;
    const node *w = alt && !alt->next && alt->kind == N_TRAITS && !alt->b && alt->a ? alt->a->a : NULL;
    if (!w || w->next || w->kind != N_WORD || w->token != ABILITY)
        return false;
    const node *q = f->b ? f->b->a : NULL;      /* "of artifacts" */
    if (q && (q->next || q->kind != N_QUALIFIER || !text_is(q, "of") || q->b || !q->a || q->a->kind != N_OBJECT))
        return false;
    *of = q ? q->a : NULL;
    return true;
}

bool meaning_spend_only(const node *s, fx_spend_only *out)
{
    *out = (fx_spend_only){ 0 };
    const node *spend = s;
    if (s && s->kind == N_SEQUENCE && text_is(s, "or") && s->a && s->a->a && s->a->a->next
        && !s->a->a->next->next) {  /* "... or activate abilities of artifacts" */
        spend = s->a->a;
        if (!activate_abilities(spend->next, &out->abilities_of))
            return false;
        out->any_ability = !out->abilities_of;
    }
    if (spend && spend->kind == N_NEGATED && s == spend && text_is(spend, "can't") && spend->a
        && spend->a->kind == N_ACTION && !spend->a->lossy && text_is(spend->a, "spent") && !spend->a->b
        && this_mana(spend->a->a)) {    /* "This mana can't be spent to cast nonartifact spells" */
        const node *m = spend->a->c ? spend->a->c->a : NULL;
        out->spells = m && !m->next && m->kind == N_MODIFIER && text_is(m, "to") ? cast_what(m->a) : NULL;
        out->not = true;
        return out->spells != NULL;
    }
    if (!spend || spend->kind != N_ACTION || spend->lossy || spend->a || !text_is(spend, "spend")
        || !this_mana(spend->b) || !spend->c)
        return false;
    const node *m = spend->c->a;        /* "only to cast creature spells" */
    if (!m || m->next || m->kind != N_MODIFIER || !text_is(m, "only to"))
        return false;
    out->spells = cast_what(m->a);
    if (!out->spells && spend == s && activate_abilities(m->a, &out->abilities_of)) {
        out->any_ability = !out->abilities_of;     /* "only to activate abilities" */
        return true;
    }
    return out->spells != NULL;
}

/* The one word of description F ("mana"), F with no qualifier when BARE. */
static const node *filter_word(const node *f, bool bare)
{
    const node *alt = f && f->kind == N_FILTER && (!bare || !f->b) && f->a ? f->a->a : NULL;
    const node *w = alt && !alt->next && alt->kind == N_TRAITS && !alt->b && alt->a ? alt->a->a : NULL;
    return w && !w->next && w->kind == N_WORD ? w : NULL;
}

fx_spend_as meaning_spend_as(const node *opt, const node **cast_spells)
{
    const node *a = opt && opt->kind == N_OPTIONAL && !opt->lossy && text_is(opt, "may") ? opt->a : NULL;
    const node *o = a && a->kind == N_ACTION && !a->lossy && text_is(a, "spend") && a->a && a->a->kind == N_PLAYER
                    && meaning_player(a->a) == FX_PLAYER_YOU && a->b && a->b->kind == N_OBJECT && !a->b->b
                    && !a->b->c && a->c ? a->b : NULL;
    const node *mana = o ? filter_word(o->a, true) : NULL;
    const node *m = mana && mana->token == MANA ? a->c->a : NULL;      /* "as though ..." */
    const node *were = m && !m->next && m->kind == N_MODIFIER && !m->lossy && meaning_word(m) == FX_W_AS_THOUGH
                       ? m->a : NULL;
    /* "it were mana of any color", its "to cast that spell" */
    if (!were || were->kind != N_ACTION || were->lossy || !text_is(were, "is") || !were->a
        || were->a->kind != N_PRONOUN || !text_is(were->a, "it") || !were->b || were->b->kind != N_OBJECT
        || were->b->b || were->b->c || !were->c)
        return FX_SPEND_AS_IS;
    const node *f = were->b->a, *w = filter_word(f, false);
    const node *q = w && w->token == MANA && f->b ? f->b->a : NULL;
    const node *any = q && !q->next && q->kind == N_QUALIFIER && !q->lossy && text_is(q, "of") && !q->b ? q->a : NULL;
    const node *kind = any && any->kind == N_OBJECT && text_is(any, "any") && !any->b && !any->c
                       ? ir_single_word(any) : NULL;
    const node *to = were->c->a;
    const node *cast = to && !to->next && to->kind == N_MODIFIER && !to->lossy && meaning_word(to) == FX_W_TO
                       ? to->a : NULL;
    if (!kind || !cast || cast->kind != N_ACTION || cast->lossy || cast->a || cast->c
        || ir_verb_of(cast) != IR_VERB_CAST || !cast->b || (cast->b->kind != N_PRONOUN && cast->b->kind != N_OBJECT))
        return FX_SPEND_AS_IS;
    *cast_spells = cast;
    return text_is(kind, "color") ? FX_SPEND_ANY_COLOR : text_is(kind, "type") ? FX_SPEND_ANY_TYPE : FX_SPEND_AS_IS;
}

ir_color meaning_spend_only_on_x(const node *s)
{
    const node *o = s && s->kind == N_ACTION && !s->lossy && text_is(s, "spend") && !s->a && s->b
                    && s->b->kind == N_OBJECT && text_is(s->b, "only") && !s->b->b && !s->b->c && s->c ? s->b : NULL;
    const node *f = o ? o->a : NULL;    /* "black mana" */
    const node *alt = f && f->kind == N_FILTER && !f->b && f->a ? f->a->a : NULL;
    const node *color = alt && !alt->next && alt->kind == N_TRAITS && !alt->b && alt->a ? alt->a->a : NULL;
    const node *mana = color && color->kind == N_WORD ? color->next : NULL;
    const node *on = mana && !mana->next && mana->kind == N_WORD && mana->token == MANA ? s->c->a : NULL;
    if (!on || on->next || on->kind != N_PREP || on->lossy || meaning_word(on) != FX_W_ON || !on->a
        || on->a->kind != N_AMOUNT || meaning_amount(on->a) != FX_AMT_X || on->a->a || on->a->b)
        return IR_COLOR_NONE;
    return color->text ? ir_color_of(color->text) : IR_COLOR_NONE;
}

/* "you roll" COUNT dice: the sides of the dice of the controller's roll A
 * ("roll a d20": COUNT 1; "roll two d6": 2), or 0. */
static int dice_rolled(const node *a, int count)
{
    const node *o = a && a->kind == N_ACTION && !a->lossy && meaning_verb(a) == FX_VERB_ROLL && !a->c
                    && (!a->a || (a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU))
                    && a->b && a->b->kind == N_OBJECT && !a->b->b ? a->b : NULL;
    bool counted = o && (count == 1 ? meaning_det(o) == FX_DET_A && !o->c
                                    : o->c && o->c->kind == N_AMOUNT && meaning_number(o->c) == count);
    const node *w = counted ? only_word(o) : NULL;
    const char *t = w ? w->text : NULL;
    if (!t || t[0] != 'd' || !isdigit((unsigned char)t[1]))
        return 0;
    char *end;
    long n = strtol(t + 1, &end, 10);
    return *end || n < 2 || n > 100 ? 0 : (int)n;
}

const node *meaning_dice_rolled_event(const node *ev)
{
    const node *o = ev && ev->kind == N_ACTION && !ev->lossy && meaning_verb(ev) == FX_VERB_ROLL && !ev->c
                    && ev->a && ev->a->kind == N_PLAYER && ev->b && ev->b->kind == N_OBJECT && !ev->b->b
                    ? ev->b : NULL;
    const node *w = o && ir_one_or_more(o) ? only_word(o) : NULL;
    return w && w->text && strcmp(w->text, "dice") == 0 ? ev->a : NULL;
}

bool meaning_roll_die(const node *a, int *sides)
{
    *sides = dice_rolled(a, 1);
    return *sides > 0;
}

bool meaning_roll_choose_one(const node *s, int *sides)
{
    const node *roll = s && s->kind == N_SEQUENCE && !s->lossy && meaning_word(s) != FX_W_OR && s->a ? s->a->a : NULL;
    const node *choose = roll ? roll->next : NULL;
    *sides = dice_rolled(roll, 2);
    return *sides && choose && !choose->next && choose->kind == N_ACTION && !choose->lossy
           && meaning_verb(choose) == FX_VERB_CHOOSE && !choose->a && !choose->c && choose->b
           && choose->b->kind == N_WORD && choose->b->text && strcmp(choose->b->text, "one result") == 0;
}

bool meaning_die_row(const node *s, int *lo, int *hi)
{
    const node *c = s && s->kind == N_CONDITIONAL && !s->lossy && meaning_word(s) == FX_W_DIE_RESULT && s->b && !s->c
                    ? s->a : NULL;
    const node *from = c && c->kind == N_LIST ? c->a : c, *to = c && c->kind == N_LIST && from ? from->next : c;
    if (!from || !to || from->kind != N_AMOUNT || to->kind != N_AMOUNT || to->next || from->a || to->a
        || !from->text || !to->text)
        return false;
    size_t n = strlen(from->text);
    if (from == to && n > 1 && from->text[n - 1] == '+') {      /* "15+" */
        char *end;
        long v = strtol(from->text, &end, 10);
        if (end != from->text + n - 1 || v < 1 || v > 1000)
            return false;
        *lo = (int)v;
        *hi = 0;
        return true;
    }
    int l = syn_number(from->text), h = syn_number(to->text);
    if (l < 1 || h < l)
        return false;
    *lo = l;
    *hi = h;
    return true;
}

const node *meaning_die_added(const node *a)
{
    return a && a->kind == N_ACTION && !a->lossy && meaning_verb(a) == FX_VERB_ADD_AMOUNT && !a->a && !a->c
           && a->b && a->b->kind == N_AMOUNT ? a->b : NULL;
}

bool meaning_extra_turn(const node *a)
{
    const node *m = a && a->kind == N_ACTION && !a->lossy && meaning_verb(a) == FX_VERB_TAKE && a->c ? a->c->a : NULL;
    return m && !m->next && m->kind == N_DURATION && meaning_time(m) == FX_TIME_AFTER_THIS_TURN && a->b
           && a->b->kind == N_WORD && a->b->text && strcmp(a->b->text, "an extra turn") == 0;
}

/* "an additional combat phase [followed by an additional main phase]"
 * (what "there is" names): *THEN_MAIN the main phase. */
static bool additional_combat(const node *w, bool *then_main)
{
    *then_main = w && w->kind == N_WORD && text_is(w, "an additional combat phase followed by an additional main phase");
    return *then_main || (w && w->kind == N_STEP && text_is(w, "combat phase") && !w->b && !w->c && w->a
                          && meaning_word(w->a) == FX_W_ADDITIONAL && !w->a->next);
}

bool meaning_added_phases(const node *s, ir_phase *after, bool *then_main)
{
    const node *when = NULL, *there = s;
    if (s && s->kind == N_CONDITIONAL && meaning_word(s) == FX_W_FOR && !s->c && !s->lossy) {
        when = s->a;            /* "After this phase, there is ..." */
        there = s->b;
    } else if (s && s->kind == N_ACTION && s->c && !s->c->a->next) {
        when = s->c->a;         /* "there is ... after this phase" */
    }
    if (!when || when->kind != N_DURATION || when->lossy || !there || there->kind != N_ACTION || there->lossy
        || meaning_verb(there) != FX_VERB_EXISTS || there->a || (there != s && there->c)
        || !additional_combat(there->b, then_main))
        return false;
    if (text_is(when, "after this phase") && !when->a) {
        *after = IR_PHASE_THIS;
        return true;
    }
    const node *phase = text_is(when, "after") ? when->a : NULL;   /* "After this main phase" */
    bool this = phase && phase->kind == N_STEP && !phase->b && !phase->c && phase->a && !phase->a->next
                && phase->a->kind == N_WORD && text_is(phase->a, "this");
    *after = this && text_is(phase, "main phase") ? IR_PHASE_MAIN : IR_PHASE_COMBAT;
    return this && (text_is(phase, "main phase") || text_is(phase, "combat phase"));
}

const node *meaning_distribute(const node *a, const char **kind)
{
    const node *what = a && a->kind == N_ACTION && !a->lossy && !a->c && meaning_verb(a) == FX_VERB_DISTRIBUTE ? a->b : NULL;
    const node *f = what && what->kind == N_OBJECT && what->c && !what->b ? what->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a && f->b && f->b->a
                    && !f->b->a->next ? f->b->a : NULL;
    if (!q || q->kind != N_QUALIFIER || !q->text || strcmp(q->text, "among") != 0 || !q->a || q->a->kind != N_TARGET
        || (a->a && !(a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU)))
        return NULL;
    *kind = ir_counter_kind(f->a->a->a->a);
    return *kind ? q->a : NULL;
}

fx_verb meaning_choice_action(const node *a, const node **on, const char **kind)
{
    *on = NULL;
    *kind = NULL;
    fx_verb v = a && a->kind == N_ACTION && !a->lossy && a->b ? meaning_verb(a) : FX_VERB_NONE;
    if (a && a->a && !(a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU))
        return FX_VERB_NONE;
    if (v == FX_VERB_TAP || v == FX_VERB_UNTAP || v == FX_VERB_CREATE)
        return a->c ? FX_VERB_NONE : v;
    const node *m = a && a->c ? a->c->a : NULL;
    fx_cast_now cast;
    if (v == FX_VERB_CAST)      /* "Cast it without paying its mana cost or put it into your hand" (discover) */
        return a->b->kind == N_PRONOUN && meaning_cast_now(a, &cast) && !cast.from && !cast.among && cast.free_cast
               ? v : FX_VERB_NONE;
    ir_zone zone;
    ir_who whose;
    if (v == FX_VERB_PUT && a->b->kind == N_PRONOUN)     /* "... or put it into your hand" */
        return m && !m->next && m->kind == N_PREP && meaning_word(m) == FX_W_INTO && m->a
               && ir_zone_phrase(m->a, &zone, &whose) && zone == IR_ZONE_HAND && whose == IR_WHO_YOU ? v : FX_VERB_NONE;
    if ((v != FX_VERB_PUT && v != FX_VERB_REMOVE) || !m || m->next || m->kind != N_PREP || !m->a
        || meaning_word(m) != (v == FX_VERB_PUT ? FX_W_ON : FX_W_FROM) || m->a->kind == N_ZONE
        || !(*kind = ir_counters_named(a->b)))
        return FX_VERB_NONE;
    *on = m->a;
    return v;
}

fx_skip meaning_skip_next(const node *a)
{
    const node *o = a && a->kind == N_ACTION && !a->lossy && !a->c && meaning_verb(a) == FX_VERB_SKIP ? a->b : NULL;
    const node *whose = o && o->kind == N_POSSESSIVE && !o->c && !o->lossy ? o->a : NULL, *w = whose ? o->b : NULL;
    /* "your" of "you" (or of no subject: said to the controller), "their" of the subject */
    bool own = whose && (whose->kind == N_PRONOUN ? a->a && whose->refers
                                                    && (whose->refers == a->a || whose->refers == a->a->refers)
                         : meaning_player(whose) == FX_PLAYER_YOU
                           && (!a->a || (a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU)));
    if (!own || !w || w->b)
        return FX_SKIP_NONE;
    /* "next turn" is the word "turn" over both words (parser.y thing_other) */
    if (w->kind == N_WORD && !w->a && w->text && strcmp(w->text, "turn") == 0
        && w->range.end - w->range.begin > strlen("turn"))
        return FX_SKIP_TURN;
    const node *next = w->kind == N_STEP ? w->a : NULL;
    if (!next || next->kind != N_WORD || !next->text || strcmp(next->text, "next") != 0 || !w->text)
        return FX_SKIP_NONE;
    return strcmp(w->text, "untap step") == 0 ? FX_SKIP_UNTAP_STEP : strcmp(w->text, "draw step") == 0
           ? FX_SKIP_DRAW_STEP : strcmp(w->text, "combat phase") == 0 ? FX_SKIP_COMBAT_PHASE : FX_SKIP_NONE;
}

bool meaning_proliferate(const node *a)
{
    const node *m = a && a->c ? a->c->a : NULL;
    return a && a->kind == N_ACTION && !a->lossy && meaning_verb(a) == FX_VERB_PROLIFERATE && !a->b
           && (!a->a || (a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU))
           && (!a->c || (m && !m->next && m->kind == N_MODIFIER && meaning_word(m) == FX_W_AGAIN && !m->a));
}

fx_verb meaning_keyword_action(const node *a)
{
    fx_verb v = a && a->kind == N_ACTION && !a->lossy ? meaning_verb(a) : FX_VERB_NONE;
    if (v == FX_VERB_ADAPT || v == FX_VERB_BOLSTER || v == FX_VERB_AMASS || v == FX_VERB_DISCOVER)
        return !a->a && a->b && a->b->kind == N_AMOUNT ? v : FX_VERB_NONE;
    if (v == FX_VERB_ENDURE)    /* "it endures 2" (CR 701.63a of the current rules) */
        return a->a && !a->a->next && a->b && a->b->kind == N_AMOUNT ? v : FX_VERB_NONE;
    if (v == FX_VERB_EXPLORE || v == FX_VERB_CONNIVE || v == FX_VERB_PHASE_OUT)
        return a->a && !a->a->next && !a->b ? v : FX_VERB_NONE;
    if (v == FX_VERB_POPULATE || v == FX_VERB_VENTURE)
        return !a->a && !a->b ? v : FX_VERB_NONE;
    if (v == FX_VERB_LEARN)     /* "learn", "you gain 1 life and learn": the controller learns */
        return !a->b && (!a->a || (!a->a->next && a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU))
               ? v : FX_VERB_NONE;
    if (v == FX_VERB_DETAIN)
        return !a->a && a->b && (a->b->kind == N_TARGET || a->b->kind == N_OBJECT) ? v : FX_VERB_NONE;
    return FX_VERB_NONE;
}

/* "each kind of counter": a description of no object, its one word "kind",
 * its one qualifier "of counter". */
static bool each_kind_of_counter(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && meaning_det(np) == FX_DET_EACH && !np->b && !np->c ? np->a : NULL;
    if (!f || f->kind != N_FILTER || f->lossy || !f->a || !f->a->a || f->a->a->next || !f->b || !f->b->a
        || f->b->a->next)
        return false;
    const node *t = f->a->a, *w = t->kind == N_TRAITS && t->a ? t->a->a : NULL;
    const node *q = f->b->a, *of = q->kind == N_QUALIFIER && q->text && strcmp(q->text, "of") == 0 ? q->a : NULL;
    const node *cf = of && of->kind == N_OBJECT && !of->b && !of->c && meaning_det(of) == FX_DET_NONE ? of->a : NULL;
    const node *ct = cf && cf->kind == N_FILTER && !cf->b && !cf->lossy && cf->a && cf->a->a && !cf->a->a->next
                     ? cf->a->a : NULL;
    return w && w->kind == N_WORD && !w->next && w->text && strcmp(w->text, "kind") == 0 && ct
           && ct->kind == N_TRAITS && ct->a && ir_any_counter(ct->a->a);
}

/* The verb "double" said by you (or no one) of A's object. */
static bool doubled_by_you(const node *a)
{
    return a && a->kind == N_ACTION && !a->lossy && meaning_verb(a) == FX_VERB_DOUBLE && a->b
           && (!a->a || (a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU));
}

const node *meaning_double_counters(const node *a, const char **kind)
{
    const node *n = doubled_by_you(a) && a->b->kind == N_AMOUNT && meaning_amount(a->b) == FX_AMT_NUMBER_OF
                    && !a->b->lossy ? a->b->a : NULL;
    if (!n)
        return NULL;
    if (!a->c)      /* "the number of +1/+1 counters on it" */
        return ir_counters_on(n, kind);
    const node *m = a->c->a;     /* "the number of each kind of counter on target permanent" */
    if (!m || m->next || m->kind != N_PREP || meaning_word(m) != FX_W_ON || !m->a || !each_kind_of_counter(n))
        return NULL;
    *kind = NULL;
    return m->a;
}

const node *meaning_double_pt(const node *a, bool *power, bool *toughness)
{
    const node *m = doubled_by_you(a) && a->c ? a->c->a : NULL;
    if (!m || m->next || m->kind != N_DURATION || meaning_time(m) != FX_TIME_UNTIL_END_OF_TURN || m->a)
        return NULL;
    const node *b = a->b, *whose = NULL, *stat = NULL;
    if (b->kind == N_POSSESSIVE && b->b && b->b->kind == N_WORD && !b->b->a && !b->b->b)
        whose = b->a, stat = b->b;  /* "target creature's power and toughness", "its power" */
    else if (b->kind == N_AMOUNT && !b->lossy && b->a && !b->b)
        whose = b->a, stat = b;     /* "the power of target creature" */
    const char *s = stat && stat->text ? stat->text : "";
    *power = !strcmp(s, "power") || !strcmp(s, "power of") || (stat == b->b && !strcmp(s, "power and toughness"));
    *toughness = !strcmp(s, "toughness") || !strcmp(s, "toughness of") || (stat == b->b && !strcmp(s, "power and toughness"));
    return (*power || *toughness) && whose && !ir_names_players(whose) ? whose : NULL;
}

const node *meaning_switch_pt(const node *a)
{
    const node *m = a && a->kind == N_ACTION && !a->lossy && meaning_verb(a) == FX_VERB_SWITCH && a->b && a->c
                    && (!a->a || (a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU)) ? a->c->a : NULL;
    if (!m || m->next || m->kind != N_DURATION || meaning_time(m) != FX_TIME_UNTIL_END_OF_TURN || m->a)
        return NULL;
    const node *b = a->b, *w = b->kind == N_POSSESSIVE ? b->b : NULL;
    return w && w->kind == N_WORD && !w->a && !w->b && w->text && !strcmp(w->text, "power and toughness") && b->a
           && !ir_names_players(b->a) ? b->a : NULL;
}

const node *meaning_double_life(const node *a)
{
    const node *p = doubled_by_you(a) && !a->c && a->b->kind == N_POSSESSIVE ? a->b : NULL;
    const node *w = p ? p->b : NULL;
    return w && w->kind == N_WORD && w->text && strcmp(w->text, "total") == 0 && !w->a && !w->b && p->a
           && ir_names_players(p->a) ? p->a : NULL;
}

const node *meaning_life_total_becomes(const node *a, const node **whose)
{
    const node *p = a && a->kind == N_ACTION && !a->lossy && meaning_verb(a) == FX_VERB_BECOME && !a->c && a->a
                    && a->a->kind == N_POSSESSIVE && a->b && a->b->kind == N_AMOUNT && !a->b->lossy ? a->a : NULL;
    const node *w = p ? p->b : NULL;
    *whose = w && w->kind == N_WORD && w->text && strcmp(w->text, "total") == 0 && !w->a && !w->b && p->a
             && ir_names_players(p->a) ? p->a : NULL;
    return *whose ? a->b : NULL;
}

/* One object for sure: ~, "target creature", or a pronoun for one of them. */
static bool one_object(const node *np)
{
    const node *r = np && np->kind == N_PRONOUN && np->refers ? np->refers : np;
    fx_det d = r && r->kind == N_OBJECT && np->kind == N_PRONOUN && !r->c ? meaning_det(r) : FX_DET_NONE;
    /* "it" for "another creature" (the creature a trigger's event names) */
    return r && (r->kind == N_SELF || (r->kind == N_TARGET && !r->b) || d == FX_DET_A || d == FX_DET_ANOTHER);
}

static const node *referent(const node *np)
{
    return np->kind == N_PRONOUN && np->refers ? np->refers : np;
}

/* Is NP "counters" alone (DET FX_DET_NONE; "all counters", FX_DET_ALL):
 * every counter of every kind? */
static bool all_counters(const node *np, fx_det det)
{
    const node *by;
    return np && np->kind == N_OBJECT && !np->c && meaning_det(np) == det && ir_plain_noun(np, "counter", &by) && !by;
}

const node *meaning_move_counters(const node *a, const char **kind, const node **onto)
{
    const node *what = a && a->kind == N_ACTION && !a->lossy && meaning_verb(a) == FX_VERB_MOVE && a->c ? a->b : NULL;
    const node *from = NULL;
    *onto = NULL;
    if (!what || what->kind != N_OBJECT || what->b || (a->a && !(a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU)))
        return NULL;
    for (const node *m = a->c->a; m; m = m->next)
        if (m->kind == N_PREP && meaning_word(m) == FX_W_FROM && m->a && !from)
            from = m->a;
        else if (m->kind == N_PREP && meaning_word(m) == FX_W_ONTO && m->a && !*onto)
            *onto = m->a;
        else
            return NULL;
    /* "a +1/+1 counter", "two charge counters": a number of one kind */
    fx_det d = meaning_det(what);
    bool counted = what->c && what->c->kind == N_AMOUNT && !meaning_det_is_set(d)
                   && meaning_amount(what->c) != FX_AMT_ANY_NUMBER && meaning_amount(what->c) != FX_AMT_X;
    *kind = (d == FX_DET_A && !what->c) || counted ? ir_counters_named(what) : NULL;
    /* "Move all counters from target creature onto another target creature": each kind, *KIND NULL */
    return (*kind || all_counters(what, FX_DET_ALL)) && one_object(from) && one_object(*onto) ? from : NULL;
}

const node *meaning_counters_of(const node *a, const node *cond, const node **onto)
{
    const node *what = a && a->kind == N_ACTION && !a->lossy && meaning_verb(a) == FX_VERB_PUT && a->c && a->c->a
                       && !a->c->a->next ? a->b : NULL;
    const node *on = what ? a->c->a : NULL, *of = NULL;
    *onto = NULL;
    if (!on || on->kind != N_PREP || meaning_word(on) != FX_W_ON || !on->a
        || (a->a && !(a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU)))
        return NULL;
    node *f = what->kind == N_POSSESSIVE && !what->c ? what->b : what->kind == N_PRONOUN && !what->refers
                    && meaning_word(what) == FX_W_THOSE ? what->a : NULL;
    node plain = { .kind = N_OBJECT, .a = f, .range = f ? f->range : what->range };
    if (!f || f->kind != N_FILTER || !all_counters(&plain, FX_DET_NONE))
        return NULL;
    if (what->kind == N_POSSESSIVE) {
        of = what->a;   /* "its counters" */
    } else if (cond
               && cond->kind == N_ACTION && !cond->lossy && meaning_verb(cond) == FX_VERB_HAVE
               && (cond->form & FORM_PAST) && all_counters(cond->b, FX_DET_NONE) && cond->c && cond->c->a && !cond->c->a->next
               && cond->c->a->kind == N_PREP && meaning_word(cond->c->a) == FX_W_ON) {
        of = cond->c->a->a;     /* "if it had counters on it, put those counters on ..." */
    }
    if (!one_object(of) || !one_object(on->a))
        return NULL;
    *onto = on->a;
    return of;
}

bool meaning_moved_onto_itself(const node *from, const node *onto)
{
    const node *f = referent(from), *o = referent(onto);
    return f == o || (f->kind == N_SELF && o->kind == N_SELF);
}

bool meaning_clash(const node *a)
{
    const node *o = a && a->kind == N_ACTION && !a->lossy && meaning_verb(a) == FX_VERB_CLASH && !a->c ? a->b : NULL;
    const node *w = o && o->kind == N_OBJECT && meaning_det(o) == FX_DET_A && !o->b && !o->c ? ir_single_word(o) : NULL;
    return w && w->text && strcmp(w->text, "opponent") == 0
           && (!a->a || (a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU));
}

bool meaning_clash_won(const node *c)
{
    return c && c->kind == N_ACTION && !c->lossy && meaning_verb(c) == FX_VERB_WIN && !c->b && !c->c && c->a
           && c->a->kind == N_PLAYER && meaning_player(c->a) == FX_PLAYER_YOU;
}

bool meaning_flip_result(const node *c, bool *won)
{
    fx_verb v = c && c->kind == N_ACTION && !c->lossy && !c->b && !c->c ? meaning_verb(c) : FX_VERB_NONE;
    *won = v == FX_VERB_WIN_FLIP;
    return (v == FX_VERB_WIN_FLIP || v == FX_VERB_LOSE_FLIP) && c->a && c->a->kind == N_PLAYER
           && meaning_player(c->a) == FX_PLAYER_YOU;
}

const node *meaning_vote(const node *s)
{
    const node *v = s && s->kind == N_CONDITIONAL && !s->lossy && meaning_word(s) == FX_W_STARTING_WITH && !s->c
                    && s->a && s->a->kind == N_PLAYER && meaning_player(s->a) == FX_PLAYER_YOU ? s->b : NULL;
    const node *who = v && v->kind == N_ACTION && !v->lossy && meaning_verb(v) == FX_VERB_VOTE && !v->c ? v->a : NULL;
    const node *w = who && who->kind == N_OBJECT && meaning_det(who) == FX_DET_EACH && !who->b && !who->c
                    ? only_word(who) : NULL;
    const node *list = w && strcmp(w->text, "player") == 0 && v->b && v->b->kind == N_LIST
                       && meaning_word(v->b) == FX_W_OR && !v->b->lossy ? v->b->a : NULL;
    unsigned n = 0;
    for (const node *i = list; i; i = i->next, n++)
        if (i->kind != N_NAME || !i->text || meaning_vote_index(list, i->text) != (int)n)
            return NULL;        /* a choice that is no name, or named twice */
    return n >= 2 ? list : NULL;
}

bool meaning_vote_result(const node *c, const char **choice)
{
    if (!c || c->kind != N_ACTION || c->lossy || c->c)
        return false;
    *choice = NULL;
    if (meaning_verb(c) == FX_VERB_MORE_VOTES && !c->b && c->a && c->a->kind == N_NAME && c->a->text) {
        *choice = c->a->text;   /* "death gets more votes" */
        return true;
    }
    /* "the vote is tied" */
    return meaning_verb(c) == FX_VERB_IS && c->a && c->a->kind == N_WORD && c->a->text
           && strcmp(c->a->text, "vote") == 0 && c->b && c->b->kind == N_WORD && c->b->text
           && strcmp(c->b->text, "tied") == 0;
}

const char *meaning_votes_counted(const node *n)
{
    size_t len = n && n->kind == N_NAME && n->text ? strlen(n->text) : 0;
    if (len <= 5 || strcmp(n->text + len - 5, " vote") != 0)
        return NULL;
    return n->text;
}

const node *meaning_mana_cost_of(const node *b)
{
    const node *f = b && b->kind == N_POSSESSIVE && !b->lossy && b->a && b->a->kind == N_PRONOUN ? b->b : NULL;
    const node *traits = f && f->kind == N_FILTER && !f->b && !f->lossy && f->a && f->a->a && !f->a->a->next
                         ? f->a->a : NULL;
    const node *w = traits && traits->a ? traits->a->a : NULL;
    return w && w->next && !w->next->next && w->text && w->next->text && strcmp(w->text, "mana") == 0
           && strcmp(w->next->text, "cost") == 0 ? b->a : NULL;
}

/* "1 life" of "pays {1} or 1 life": the amount of life, or NULL. */
static const node *life_paid(const node *item)
{
    const node *cmp = item && item->kind == N_AMOUNT && !item->lossy && item->text && strcmp(item->text, "life") == 0
                      && !item->b ? item->a : NULL;
    return cmp && cmp->kind == N_COMPARE && meaning_word(cmp) == FX_W_EQ && cmp->a && cmp->a->kind == N_AMOUNT
           && meaning_number(cmp->a) > 0 ? cmp->a : NULL;
}

const node *meaning_pay_either(const node *c)
{
    const node *list = c && c->kind == N_ACTION && !c->lossy && meaning_verb(c) == FX_VERB_PAY && !c->c && c->b
                       && c->b->kind == N_LIST && meaning_word(c->b) == FX_W_OR && !c->b->lossy ? c->b->a : NULL;
    for (const node *i = list; i; i = i->next)
        if (!(i->kind == N_MANA && meaning_mana_symbols(i)) && !life_paid(i))
            return NULL;
    return list && list->next ? list : NULL;
}

node *meaning_payment(arena *a, const node *c, const node *item)
{
    node *one = arena_alloc(a, sizeof *one), *paid = arena_alloc(a, sizeof *paid);
    const node *life = life_paid(item);
    *paid = life ? *life : *item;
    paid->next = NULL;
    *one = *c;
    one->next = NULL;
    one->b = paid;
    if (life)
        one->text = "pay life";         /* "pays 1 life" (FX_VERB_PAY_LIFE) */
    return one;
}

int meaning_vote_index(const node *choices, const char *name)
{
    size_t len = strlen(name);
    if (len > 5 && strcmp(name + len - 5, " vote") == 0)
        len -= 5;       /* "death vote": the choice "death" */
    int k = 0;
    for (const node *i = choices; i; i = i->next, k++)
        if (i->text && strlen(i->text) == len && strncmp(i->text, name, len) == 0)
            return k;
    return -1;
}

/* The thing N names: what a pronoun refers to, a target's object. */
static const node *thing_named(const node *n)
{
    if (n && n->kind == N_PRONOUN)
        n = n->refers;
    return n && n->kind == N_TARGET ? n->a : n;
}

/* Is P "its owner", "the owner of target X", "target X's owner" of OBJ? */
static bool owner_of(const node *p, const node *obj)
{
    return p && p->kind == N_POSSESSIVE && !p->c && p->b && p->b->kind == N_WORD && text_is(p->b, "owner")
           && thing_named(p->a) && thing_named(p->a) == thing_named(obj);
}

const node *ir_top_or_bottom(const node *act, bool *owner, const node **from, const node **where)
{
    /* one object: several put there at once are arranged by their owner
     * (CR 401.4), which the runtime does not ask */
    if (!act || act->kind != N_ACTION || act->lossy || meaning_verb(act) != FX_VERB_PUT || !one_object(act->b)
        || !act->c)
        return NULL;
    const node *prep = NULL;
    *from = NULL;
    for (const node *m = act->c->a; m; m = m->next)
        if (m->kind == N_PREP && text_is(m, "on the top or bottom of") && !prep)
            prep = m;
        else if (m->kind == N_PREP && meaning_word(m) == FX_W_FROM && m->a && !*from)
            *from = m;          /* "target card from a graveyard" */
        else
            return NULL;
    const node *lib = prep ? prep->a : NULL;
    *where = prep;
    if (!lib || lib->kind != N_POSSESSIVE || lib->c || !lib->b || lib->b->kind != N_WORD || !text_is(lib->b, "library"))
        return NULL;
    *owner = act->a && ir_who_of(act->a) != IR_WHO_YOU;
    if (!*owner)                /* "put it on the top or bottom of its owner's library" */
        return owner_of(lib->a, act->b) ? act->b : NULL;
    /* "Its owner puts it on the top or bottom of their library" */
    const node *their = lib->a;
    return owner_of(act->a, act->b) && their && their->kind == N_PRONOUN && their->refers == act->a ? act->b : NULL;
}

/* The zone (and its owner) of the one "into" or "onto" modifier of A, a
 * "put" of a pronoun whose subject is you (none too unless SUBJECT), a
 * "tapped" beside it allowed when TAPPED; false for another action. */
static bool put_into(const node *a, bool subject, bool tapped, ir_zone *zone, ir_who *whose)
{
    if (!a || a->kind != N_ACTION || a->lossy || meaning_verb(a) != FX_VERB_PUT || !a->c || !a->b
        || a->b->kind != N_PRONOUN || !a->b->refers || (subject && !a->a)
        || (a->a && (a->a->kind != N_PLAYER || meaning_player(a->a) != FX_PLAYER_YOU)))
        return false;
    const node *into = NULL;
    for (const node *m = a->c->a; m; m = m->next)
        if (m->kind == N_PREP && !into && (text_is(m, "into") || text_is(m, "onto")))
            into = m;
        else if (!tapped || ir_prep_of(m) != IR_PREP_TAPPED)
            return false;
    return into && ir_zone_phrase(into->a, zone, whose);
}

const node *meaning_did_put(const node *c, bool *negated)
{
    *negated = c && c->kind == N_NEGATED && !c->lossy && meaning_word(c) == FX_W_DONT;
    const node *a = *negated ? c->a : c;
    ir_zone zone;
    ir_who whose;
    return put_into(a, true, false, &zone, &whose) ? a : NULL;
}

bool meaning_did_put_by(const node *put, const node *act)
{
    ir_zone zone, z;
    ir_who whose, w;
    if (!put_into(put, true, false, &zone, &whose) || !act)
        return false;
    bool seq = act->kind == N_SEQUENCE;
    for (const node *i = seq ? act->a->a : act; i; i = seq ? i->next : NULL)
        if (put_into(i, false, true, &z, &w) && z == zone && w == whose && i->b->refers == put->b->refers)
            return true;
    return false;
}

/* "piles" ("pile" with N 1): a description of that one word, nothing else */
static bool piles(const node *np, int n)
{
    const node *w = np && np->kind == N_OBJECT && !np->b && np->c && meaning_number(np->c) == n ? ir_single_word(np) : NULL;
    return w && w->token == PILE;
}

const node *meaning_separated(const node *act)
{
    const node *m = act && act->kind == N_ACTION && meaning_verb(act) == FX_VERB_SEPARATE && act->b && act->c
                    && act->c->a && !act->c->a->next ? act->c->a : NULL;
    return m && m->kind == N_PREP && meaning_word(m) == FX_W_INTO && piles(m->a, 2) ? act->b : NULL;
}

bool meaning_one_pile(const node *np)
{
    return piles(np, 1) && text_is(np, "one");
}

/* Is alternative T of a description one card type word ("creature"), or
 * "nonland"? */
static bool card_type_word(const node *t)
{
    const node *w = t && t->kind == N_TRAITS && t->a && t->a->a && !t->a->a->next ? t->a->a : NULL;
    return w && w->kind == N_WORD && w->text && (ir_card_type_of(w->text) != IR_TYPE_NONE || text_is(w, "nonland"));
}

const char *meaning_choice_refused(const node *act)
{
    const node *b = act && act->kind == N_ACTION && meaning_verb(act) == FX_VERB_CHOOSE ? act->b : NULL;
    if (!b)
        return NULL;
    bool named = b->kind == N_LIST && meaning_word(b) == FX_W_OR && b->a;
    for (const node *i = named ? b->a : NULL; i; i = i->next)
        named = named && i->kind == N_NAME;
    if (named)                  /* "For each player, choose friend or foe", "fame or fortune" */
        return "a choice between named options";
    const node *f = b->kind == N_OBJECT && !b->b ? b->a : NULL;
    const node *alts = f && f->kind == N_FILTER && !f->b ? f->a : NULL;
    const node *one = alts && alts->a && !alts->a->next ? alts->a : NULL;
    /* "Choose a card type", "Choose creature or land", "artifact, creature, or land" */
    bool types = alts && alts->a && !b->c && !b->text;
    for (const node *t = types ? alts->a : NULL; t; t = t->next)
        types = types && card_type_word(t);
    const node *w = one && one->kind == N_TRAITS && one->a ? one->a->a : NULL;
    if (types || (text_is(b, "a") && !b->c && w && text_is(w, "card") && w->next && text_is(w->next, "type")
                  && !w->next->next))
        return "choosing a card type";
    if (ir_choice_of(b) != IR_CHOICE_NONE)     /* "Each player chooses a creature type" */
        return "this choice of a color, type or card name";
    const node *c = b->kind == N_OBJECT ? b->c : NULL;
    if (c && ((c->kind == N_COMPARE && meaning_word(c) == FX_W_LE)
              || (c->kind == N_AMOUNT && meaning_amount(c) == FX_AMT_ANY_NUMBER)))
        return "choosing up to a number of objects";    /* "chooses any number of tapped creatures they control" */
    return NULL;
}

/* ---- spells copied and targets changed (CR 707.10, 115.7) ------------- */

/* Does NP ("target instant or sorcery spell you control", "target
 * activated or triggered ability you control") name instant or sorcery
 * spells, or abilities on the stack, only, each of its kinds one of them? */
static bool instant_or_sorcery_word(ir_word w)
{
    return (w.kind == IR_WORD_TYPE && !w.negated && (w.value == IR_TYPE_INSTANT || w.value == IR_TYPE_SORCERY))
           || w.kind == IR_WORD_ABILITY;
}

static bool instants_or_sorceries(const node *np)
{
    if (np && np->kind == N_PRONOUN)    /* "copy that spell" after "Whenever you cast an instant spell" */
        np = np->refers;
    const node *o = np && np->kind == N_TARGET ? np->a : np;
    return ir_each_alternative_has(o, instant_or_sorcery_word);
}

const node *meaning_copy_spell(const card *c, const node *a, const node *next, bool *anew)
{
    *anew = false;
    /* "That player may copy this spell" (an instant's or sorcery's own
     * words): the copy is that player's (CR 707.10) */
    bool self = a->b && a->b->kind == N_SELF && (ir_card_types(c) & (1u << IR_TYPE_INSTANT | 1u << IR_TYPE_SORCERY));
    bool you = !a->a || (a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU);
    if ((!you && !self) || a->c || (!self && !instants_or_sorceries(a->b)))
        return NULL;
    const node *n = next && next->kind == N_OPTIONAL ? next->a : NULL;
    const node *m = n && n->kind == N_ACTION && n->c ? n->c->a : NULL;
    fx_word w = n && n->b && n->b->kind == N_WORD ? meaning_word(n->b) : FX_W_NONE;
    fx_phrase copy = m && m->a ? meaning_phrase(c, m->a) : FX_PHRASE_NONE;
    /* the copy's controller chooses: "you", or the same player ("... may
     * copy this spell and may choose a new target for that copy") */
    bool same = !n || !n->a || (n->a->kind == N_PLAYER && meaning_player(n->a) == FX_PLAYER_YOU && you)
                || (a->a && n->a->range.begin == a->a->range.begin && n->a->range.end == a->a->range.end);
    *anew = n && meaning_verb(n) == FX_VERB_CHOOSE && (w == FX_W_NEW_TARGETS || (self && w == FX_W_A_NEW_TARGET))
            && same && m && !m->next && m->kind == N_MODIFIER && meaning_word(m) == FX_W_FOR && m->a
            && (copy == FX_PHRASE_THE_COPY || (self && copy == FX_PHRASE_THAT_COPY));
    return a->b;
}

static bool spell_word(ir_word w)
{
    return w.kind == IR_WORD_SPELL;
}

const node *meaning_change_target(const node *a)
{
    const node *o = a && a->kind == N_ACTION && meaning_verb(a) == FX_VERB_CHANGE && !a->lossy && !a->c
                    && (!a->a || (a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU))
                    && a->b && a->b->kind == N_OBJECT && !a->b->a && a->b->text
                    && strcmp(a->b->text, "the target of") == 0 && a->b->b
                    ? a->b->b->a : NULL;
    const node *t = o && !o->next && o->kind == N_PREP && ir_prep_of(o) == IR_PREP_OF && !o->b ? o->a : NULL;
    const node *spell = t && t->kind == N_TARGET && t->lo == 1 && t->hi == 1 ? t->a : NULL;
    const node *f = spell && spell->kind == N_OBJECT ? spell->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL;
    bool single = false;        /* "with a single target": the change can be made (Rules FAQ 1.1) */
    for (; q; q = q->next)
        single |= ir_qual_of(q) == IR_QUAL_WITH && meaning_a_single_target(q->a);
    return single && ir_each_alternative_has(spell, spell_word) ? t : NULL;
}

bool meaning_a_single_target(const node *w)
{
    return w && w->kind == N_WORD && !w->next && meaning_word(w) == FX_W_A_SINGLE_TARGET;
}

const node *meaning_new_targets(const node *a)
{
    const node *m = a && a->kind == N_ACTION && meaning_verb(a) == FX_VERB_CHOOSE && !a->lossy && a->b
                    && a->b->kind == N_WORD && meaning_word(a->b) == FX_W_NEW_TARGETS
                    && (!a->a || (a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU))
                    && a->c && a->c->kind == N_LIST ? a->c->a : NULL;
    const node *t = m && !m->next && m->kind == N_MODIFIER && meaning_word(m) == FX_W_FOR && !m->b ? m->a : NULL;
    /* "for it": the target spell it is bound to ("Gain control of target spell. You may choose new targets for it.") */
    const node *spell = t && t->kind == N_PRONOUN && t->text && strcmp(t->text, "it") == 0 ? t->refers : t;
    const node *o = spell && spell->kind == N_TARGET && spell->lo == 1 && spell->hi == 1 ? spell->a : NULL;
    return ir_each_alternative_has(o, spell_word) ? t : NULL;
}
