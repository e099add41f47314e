/* meaning_player.c — the rules of the game a static ability changes for
 * players, as typed meaning (meaning_static.h): "Players can't gain life",
 * "Skip your draw step", "Your maximum hand size is two", "You may play an
 * additional land on each of your turns", "Players can cast spells only
 * during their own turns", the replacement effects said of players
 * ("Damage that would reduce your life total to less than 1 reduces it to
 * 1 instead", "If you would lose unspent mana, that mana becomes colorless
 * instead"), and "during your turn" as their condition.  lower_static.c
 * and the code generator switch on these readings. */
#include <string.h>

#include "front.h"
#include "meaning_effect.h"
#include "meaning_int.h"

/* "during your turn", "during combat" said of a static ability's rule
 * ("Your opponents can't cast spells during your turn"): the step, a
 * condition as long as it is that step; NULL for another duration. */
static const node *during_step_of(const node *duration)
{
    return duration && duration->kind == N_DURATION && ir_prep_of(duration) == IR_PREP_DURING && !duration->lossy
           && duration->a && duration->a->kind == N_STEP ? duration->a : NULL;
}

/* The players a static ability's subject names: "you", "your opponents",
 * "each opponent", "players", "each player" (IR_WHO_ANY: every player). */
ir_who ir_players_of(const node *s)
{
    if (s && s->kind == N_PLAYER)
        return ir_who_of(s) == IR_WHO_YOU || ir_who_of(s) == IR_WHO_OPPONENT ? ir_who_of(s) : IR_WHO_NONE;
    const node *w = s && s->kind == N_OBJECT && !s->b && !s->c ? ir_single_word(s) : NULL;
    ir_word m = ir_word_of(w);
    ir_det d = ir_det_of(s);
    if (!w || m.negated || (d != IR_DET_NONE && d != IR_DET_EACH))
        return IR_WHO_NONE;
    return m.kind == IR_WORD_PLAYER ? IR_WHO_ANY : m.kind == IR_WORD_OPPONENT ? IR_WHO_OPPONENT : IR_WHO_NONE;
}

/* "your life total" (a possessive): whose, or NULL */
static const node *life_total_of(const node *p)
{
    return p && p->kind == N_POSSESSIVE && !p->c && !p->lossy && p->b && p->b->kind == N_WORD && text_is(p->b, "total")
           && !p->b->a && !p->b->b ? p->a : NULL;
}

/* "to 1", "to less than 1" (the modifier M): its comparison, if of 1 */
static ir_cmp to_one(const node *m)
{
    const node *c = m && m->kind == N_MODIFIER && text_is(m, "to") && !m->lossy ? m->a : NULL;
    return c && c->kind == N_COMPARE && c->a && ir_number(c->a) == 1 ? ir_cmp_op(c) : IR_CMP_NONE;
}

/* The modifiers M are "instead" alone. */
static bool only_instead(const node *m)
{
    return m && !m->next && m->kind == N_MODIFIER && text_is(m, "instead") && !m->a;
}

/* Replacement effects of a static ability said of players, read as their
 * rules: "Damage that would reduce your life total to less than 1 reduces
 * it to 1 instead", "If you would lose unspent mana, that mana becomes
 * colorless instead" (CR 614.1a). */
static ir_player_rule player_replacement_of(const node *st, ir_who *who)
{
    /* the damage: "damage that would reduce P's life total to less than 1" */
    const node *dmg = st && st->kind == N_ACTION && !st->lossy && text_is(st, "reduce") && st->a
                      && st->a->kind == N_OBJECT && !st->a->b && !st->a->c && st->a->a && st->a->a->kind == N_FILTER
                      ? st->a->a : NULL;
    const node *t = dmg && dmg->a && dmg->a->a && !dmg->a->a->next && dmg->a->a->a ? dmg->a->a->a->a : NULL;
    const node *q = t && !t->next && t->kind == N_WORD && text_is(t, "damage") && dmg->b && dmg->b->a
                    && !dmg->b->a->next && dmg->b->a->kind == N_QUALIFIER && text_is(dmg->b->a, "that")
                    ? dmg->b->a->a : NULL;
    const node *would = q && q->kind == N_MODIFIER && text_is(q, "would") && !q->b ? q->a : NULL;
    const node *whose = would && would->kind == N_ACTION && !would->lossy && text_is(would, "reduce") && !would->a
                        && would->c && to_one(would->c->a) == IR_CMP_LT && !would->c->a->next
                        ? life_total_of(would->b) : NULL;
    /* "... reduces it to 1 instead" */
    const node *m = whose && st->b && st->b->kind == N_PRONOUN && st->b->refers == st->a && st->c ? st->c->a : NULL;
    if (m && to_one(m) == IR_CMP_EQ && only_instead(m->next) && (*who = ir_players_of(whose)) == IR_WHO_YOU)
        return IR_PRULE_DAMAGE_LIFE_FLOOR;
    /* "If P would lose unspent mana, that mana becomes colorless instead" */
    const node *w = ir_cond_of(st) == IR_COND_IF && !st->c && !st->lossy ? st->a : NULL;
    const node *lose = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    const node *mana = lose && lose->kind == N_ACTION && !lose->lossy && text_is(lose, "lose") && !lose->c && lose->b
                       && lose->b->kind == N_OBJECT && !lose->b->b && !lose->b->c && ir_det_of(lose->b) == IR_DET_NONE
                       && lose->b->a && lose->b->a->kind == N_FILTER && !lose->b->a->b && lose->b->a->a
                       && lose->b->a->a->a && !lose->b->a->a->a->next && lose->b->a->a->a->a
                       ? lose->b->a->a->a->a->a : NULL;
    const node *then = mana ? st->b : NULL;
    if (mana && text_is(mana, "unspent") && mana->next && text_is(mana->next, "mana") && !mana->next->next
        && then->kind == N_ACTION && !then->lossy && !then->next && ir_verb_of(then) == IR_VERB_BECOME
        && then->a && then->a->kind == N_PRONOUN && then->b && then->b->kind == N_WORD && text_is(then->b, "colorless")
        && then->c && only_instead(then->c->a) && (*who = ir_players_of(lose->a)) == IR_WHO_YOU)
        return IR_PRULE_MANA_COLORLESS;
    return IR_PRULE_NONE;
}

const node *ir_static_during_of(const node *st)
{
    if (!st || st->kind != N_CONDITIONAL || !text_is(st, "for") || st->c || st->lossy || !st->b)
        return NULL;
    ir_duration d;
    if (st->a && meaning_duration(st->a, &d) && d == IR_DUR_AS_LONG_AS)
        return st->a->a;
    return during_step_of(st->a);
}

ir_player_rule ir_static_player_rule_of(const node *st, ir_who *who, int *n, const node **during)
{
    const node *timed = NULL;
    ir_player_rule r = ir_player_rule_of(st, who, n, NULL);
    *during = NULL;
    if (r == IR_PRULE_NONE && (r = ir_player_rule_of(st, who, n, &timed)) != IR_PRULE_NONE
        && !(*during = during_step_of(timed)))
        r = IR_PRULE_NONE;
    return r;
}

/* "Players can cast spells only during their own turns", "Each opponent
 * can cast spells only any time they could cast a sorcery" (static). */
static ir_player_rule cast_timing_of(const node *st, ir_who *who)
{
    const node *a = st && st->kind == N_MODIFIER && text_is(st, "can") && !st->lossy ? st->a : NULL;
    const node *only = a && a->kind == N_ACTION && !a->lossy && ir_verb_of(a) == IR_VERB_CAST && a->b
                       && a->b->kind == N_OBJECT && !a->b->b && !a->b->c && ir_det_of(a->b) == IR_DET_NONE && a->c
                       ? a->c->a : NULL;
    ir_word m = ir_word_of(ir_single_word(a ? a->b : NULL));
    const node *when = only && only->kind == N_MODIFIER && text_is(only, "only") && !only->a ? only->next : NULL;
    if (!when || when->next || m.kind != IR_WORD_SPELL || m.negated || !(*who = ir_players_of(a->a)))
        return IR_PRULE_NONE;
    const node *turns = when->kind == N_DURATION && text_is(when, "during") ? when->a : NULL;
    if (turns && turns->kind == N_STEP && text_is(turns, "own turn") && turns->a && turns->a->kind == N_PRONOUN
        && turns->a->refers == a->a)
        return IR_PRULE_CAST_OWN_TURN;
    return when->kind == N_MODIFIER && text_is(when, "any time they could cast a sorcery") && !when->a
           ? IR_PRULE_CAST_SORCERY_TIME : IR_PRULE_NONE;
}

ir_player_rule ir_player_rule_of(const node *st, ir_who *who, int *n, const node **duration)
{
    *n = 0;
    ir_player_rule r = duration ? IR_PRULE_NONE : player_replacement_of(st, who);
    if (r == IR_PRULE_NONE && !duration)
        r = cast_timing_of(st, who);
    if (r != IR_PRULE_NONE)
        return r;
    bool cant = st && st->kind == N_NEGATED && text_is(st, "can't") && !st->lossy;
    const node *a = cant ? st->a : st;
    /* "Skip your draw step": said to the ability's controller (CR 500.11);
     * a static ability's "Players skip their untap steps" ("upkeep steps") */
    const node *step = !cant && a && a->kind == N_ACTION && !a->lossy && !a->c && text_is(a, "skip") ? a->b : NULL;
    ir_who skipper = !step ? IR_WHO_NONE : !a->a ? IR_WHO_YOU : ir_players_of(a->a);
    bool own = step && step->kind == N_POSSESSIVE && !step->c && step->b && step->b->kind == N_WORD
               && (a->a ? step->a && step->a->kind == N_PRONOUN && step->a->refers == a->a
                        : ir_who_of(step->a) == IR_WHO_YOU);
    if (own && skipper == IR_WHO_YOU && !a->a && text_is(step->b, "draw step")) {
        *who = IR_WHO_YOU;
        return IR_PRULE_SKIP_DRAW_STEP;
    }
    if (own && !duration && (skipper == IR_WHO_ANY || skipper == IR_WHO_YOU)
        && (text_is(step->b, "untap step") || text_is(step->b, "upkeep step") || text_is(step->b, "upkeep"))) {
        *who = skipper;
        return text_is(step->b, "untap step") ? IR_PRULE_SKIP_UNTAP_STEP : IR_PRULE_SKIP_UPKEEP_STEP;
    }
    /* "You may play an additional land on each of your turns", "Each player
     * may play ... on each of their turns": one more land each turn (CR 305.2);
     * from a resolving spell, "You may play an additional land this turn" */
    const node *play = st && st->kind == N_OPTIONAL && text_is(st, "may") && !st->lossy ? st->a : NULL;
    if (play && play->kind == N_ACTION && !play->lossy && ir_verb_of(play) == IR_VERB_PLAY && (*who = ir_players_of(play->a))
        && (*who == IR_WHO_YOU || *who == IR_WHO_ANY)) {
        const node *land = play->b, *on = play->c ? play->c->a : NULL;
        const node *turns = on && !on->next && ir_prep_of(on) == IR_PREP_ON ? on->a : NULL;
        ir_word m = ir_word_of(ir_single_word(land));
        bool whose = turns && (*who == IR_WHO_YOU ? ir_who_of(turns->a) == IR_WHO_YOU
                                                  : turns->a && turns->a->kind == N_PRONOUN && turns->a->refers == play->a);
        /* "an additional land", "two additional lands"; a static ability's
         * "any number of lands" (-1) */
        bool any = !duration && land && !land->b && land->c && land->c->kind == N_AMOUNT && !land->c->a
                   && text_is(land->c, "any number");
        int more = any ? -1 : !land || land->b || !(land->form & FORM_ADDITIONAL) ? 0
                 : !land->c ? (ir_det_of(land) == IR_DET_A ? 1 : 0)
                 : land->c->kind == N_AMOUNT && !land->c->a ? ir_number(land->c) : 0;
        if (duration)
            *duration = on && !on->next && on->kind == N_DURATION && text_is(on, "this turn") ? on : NULL;
        if (more != 0 && m.kind == IR_WORD_TYPE && !m.negated && m.value == IR_TYPE_LAND
            && (duration ? *duration != NULL
                         : whose && turns->kind == N_POSSESSIVE && (turns->form & FORM_EACH_OF) && turns->b
                           && turns->b->kind == N_WORD && text_is(turns->b, "turn"))) {
            *n = more;
            return IR_PRULE_EXTRA_LANDS;
        }
        return IR_PRULE_NONE;
    }
    /* "You don't lose the game for having 0 or less life" (CR 704.5a of the current rules) */
    const node *lose = !duration && st && st->kind == N_NEGATED && text_is(st, "don't") && !st->lossy ? st->a : NULL;
    const node *having = lose && lose->kind == N_ACTION && !lose->lossy && text_is(lose, "lose the game") && !lose->b
                         && lose->c && lose->c->a && !lose->c->a->next && lose->c->a->kind == N_MODIFIER
                         && text_is(lose->c->a, "for having") ? lose->c->a->a : NULL;
    const node *le = having && having->kind == N_AMOUNT && text_is(having, "life") && !having->lossy ? having->a : NULL;
    if (le && ir_cmp_op(le) == IR_CMP_LE && le->a && ir_number(le->a) == 0 && (*who = ir_players_of(lose->a)))
        return IR_PRULE_ZERO_LIFE;
    /* "The "legend rule" doesn't apply", "... doesn't apply to permanents you
     * control" (CR 704.5j): for every player, or for you */
    const node *apply = lose && lose->kind == N_ACTION && !lose->lossy && text_is(lose, "apply") && !lose->b && lose->a
                        && lose->a->kind == N_WORD && text_is(lose->a, "the \"legend rule\"") ? lose : NULL;
    const node *to = apply && apply->c ? apply->c->a : NULL;
    const node *yours = to && !to->next && to->kind == N_PREP && !to->lossy && text_is(to, "to") && to->a
                        && to->a->kind == N_OBJECT && !to->a->text && !to->a->c && !to->a->lossy ? to->a->a : NULL;
    const node *yq = yours && yours->kind == N_FILTER && yours->b && yours->b->a && !yours->b->a->next ? yours->b->a : NULL;
    const node *yt = yq && yours->a && yours->a->a && !yours->a->a->next && !yours->a->a->b ? yours->a->a->a : NULL;
    if (apply && (!to || (yt && yt->a && !yt->a->next && text_is(yt->a, "permanent") && (yt->a->form & FORM_S)
                          && ir_qual_of(yq) == IR_QUAL_CONTROLLED_BY && ir_who_of(yq->a) == IR_WHO_YOU))) {
        *who = to ? IR_WHO_YOU : IR_WHO_ANY;
        return IR_PRULE_NO_LEGEND_RULE;
    }
    /* "Players don't lose unspent mana as steps and phases end", "You don't
     * lose unspent green mana ..." (CR 500.4 of the current rules) */
    const node *mana = lose && lose->kind == N_ACTION && !lose->lossy && text_is(lose, "lose") && lose->b
                       && lose->b->kind == N_OBJECT && !lose->b->b && !lose->b->c && ir_det_of(lose->b) == IR_DET_NONE
                       && lose->c && lose->c->a && !lose->c->a->next && lose->c->a->kind == N_MODIFIER
                       && text_is(lose->c->a, "as steps and phases end") && !lose->c->a->a ? lose->b->a : NULL;
    const node *tr = mana && mana->kind == N_FILTER && !mana->b && mana->a && mana->a->a && !mana->a->a->next
                     ? mana->a->a : NULL;
    const node *mw = tr && tr->a ? tr->a->a : NULL;
    if (mw && mw->kind == N_WORD && text_is(mw, "unspent") && (*who = ir_players_of(lose->a))) {
        for (mw = mw->next; mw && mw->next; mw = mw->next) {    /* "green": the colors of the words before "mana" */
            ir_word c = ir_word_of(mw);
            if (c.kind != IR_WORD_COLOR || c.negated)
                return IR_PRULE_NONE;
            *n |= 1 << c.value;
        }
        return mw && mw->kind == N_WORD && text_is(mw, "mana") ? IR_PRULE_KEEP_MANA : IR_PRULE_NONE;
    }
    /* "Your maximum hand size is two" (CR 402.2) */
    const node *whose = !cant && !duration && a && a->kind == N_ACTION && !a->lossy && !a->c && ir_verb_of(a) == IR_VERB_IS
                        && a->a && a->a->kind == N_POSSESSIVE && !a->a->c && a->a->b && a->a->b->kind == N_WORD
                        && text_is(a->a->b, "maximum hand size") ? a->a->a : NULL;
    if (whose && (*who = ir_players_of(whose)) && a->b && a->b->kind == N_AMOUNT && (*n = ir_number(a->b)) >= 0)
        return IR_PRULE_MAX_HAND_SIZE;
    /* "Each opponent's maximum hand size is reduced by one", "Your maximum
     * hand size is increased by two" (CR 402.2) */
    const node *by = !cant && !duration && a && a->kind == N_ACTION && !a->lossy && !a->b && a->c && a->c->a
                     && !a->c->a->next && ir_prep_of(a->c->a) == IR_PREP_BY && !a->c->a->lossy
                     && (text_is(a, "reduced") || text_is(a, "increased"))
                     && a->a && a->a->kind == N_POSSESSIVE && !a->a->c && a->a->b && a->a->b->kind == N_WORD
                     && text_is(a->a->b, "maximum hand size") ? a->c->a->a : NULL;
    int by_n = !by ? -1 : by->kind == N_PRONOUN && text_is(by, "one") && !by->a ? 1 : ir_number(by);
    if (by_n > 0 && (*who = ir_players_of(a->a->a))) {
        *n = text_is(a, "reduced") ? -by_n : by_n;
        return IR_PRULE_HAND_SIZE_CHANGE;
    }
    if (!a || a->kind != N_ACTION || a->lossy || !(*who = ir_players_of(a->a)))
        return IR_PRULE_NONE;
    ir_verb v = ir_verb_of(a);
    const node *obj = a->b, *mod = a->c ? a->c->a : NULL;
    if (duration) {
        *duration = mod && !mod->next && mod->kind == N_DURATION && !text_is(mod, "each turn") ? mod : NULL;
        mod = *duration ? NULL : mod;
    }
    const node *kw = obj && obj->kind == N_LIST && obj->a && !obj->a->next ? obj->a : obj;
    if (!cant && v == IR_VERB_HAVE && !mod && ir_keyword_node(kw) == IR_KW_HEXPROOF)
        return IR_PRULE_HEXPROOF;
    if (!cant && v == IR_VERB_HAVE && !mod && ir_keyword_node(kw) == IR_KW_SHROUD)
        return IR_PRULE_SHROUD;
    if (!cant && v == IR_VERB_HAVE && !mod && obj && obj->kind == N_WORD && text_is(obj, "no maximum hand size")
        && (!duration || *duration)) {
        /* "You have no maximum hand size" (CR 402.2); a resolving spell's
         * "... for the rest of the game", "... until your next turn" */
        *n = -1;
        return IR_PRULE_MAX_HAND_SIZE;
    }
    if (!cant)
        return IR_PRULE_NONE;
    if (v == IR_VERB_GAIN_LIFE && !obj && !mod)
        return IR_PRULE_CANT_GAIN_LIFE;
    const node *w = ir_single_word(obj);
    ir_word m = ir_word_of(w);
    if (v == IR_VERB_PLAY && !mod && w && !obj->b && !obj->c && ir_det_of(obj) == IR_DET_NONE
        && m.kind == IR_WORD_TYPE && !m.negated && m.value == IR_TYPE_LAND)
        return IR_PRULE_CANT_PLAY_LANDS;
    /* "Players can't search libraries" (CR 701.19): any library, theirs or another's */
    if (text_is(a, "search") && !mod && w && !obj->b && !obj->c && ir_det_of(obj) == IR_DET_NONE
        && text_is(w, "library") && (w->form & FORM_S))
        return IR_PRULE_CANT_SEARCH;
    /* "You can't lose the game", "Your opponents can't win the game" (CR 104.2, 104.3) */
    if ((text_is(a, "lose the game") || text_is(a, "win the game")) && !obj && !mod)
        return text_is(a, "lose the game") ? IR_PRULE_CANT_LOSE : IR_PRULE_CANT_WIN;
    /* "can't cast spells": no more than none each turn (CR 601.3 of the current rules) */
    if (v == IR_VERB_CAST && !mod && w && !obj->b && !obj->c && ir_det_of(obj) == IR_DET_NONE
        && m.kind == IR_WORD_SPELL && !m.negated)
        return IR_PRULE_SPELL_LIMIT;
    /* "can't cast more than one spell each turn" */
    const node *cnt = obj && obj->kind == N_OBJECT && !obj->b && obj->c && ir_cmp_op(obj->c) == IR_CMP_GT ? obj->c->a
                                                                                                            : NULL;
    if (v == IR_VERB_CAST && cnt && (*n = ir_number(cnt)) > 0 && m.kind == IR_WORD_SPELL && !m.negated
        && mod && !mod->next && mod->kind == N_DURATION && text_is(mod, "each turn"))
        return IR_PRULE_SPELL_LIMIT;
    /* "Players can't draw cards", "... can't draw more than one card each turn" */
    bool cards = !duration && v == IR_VERB_DRAW && w && w->token == CARD && !m.negated && !obj->b;
    if (cards && !mod && !obj->c && ir_det_of(obj) == IR_DET_NONE)
        return IR_PRULE_DRAW_LIMIT;
    if (cards && cnt && (*n = ir_number(cnt)) > 0 && mod && !mod->next && mod->kind == N_DURATION
        && text_is(mod, "each turn"))
        return IR_PRULE_DRAW_LIMIT;
    return IR_PRULE_NONE;
}

ir_player_rule ir_chosen_player_rule_of(const node *st, const node **player, int *n, const node **duration)
{
    const node *a = st && st->kind == N_NEGATED ? st->a : NULL;
    /* "defending player": the one player the source attacks (CR 506.2) */
    bool defending = a && a->a && a->a->kind == N_PLAYER && ir_who_of(a->a) == IR_WHO_DEFENDING;
    if (!a || a->kind != N_ACTION || !a->a
        || (!defending && (a->a->kind == N_PLAYER || ir_players_of(a->a) != IR_WHO_NONE)))
        return IR_PRULE_NONE;
    /* the same words said of "you" */
    node you = { .kind = N_PLAYER, .text = "you", .range = a->a->range };
    node act = *a, neg = *st;
    act.a = &you;
    neg.a = &act;
    ir_who who;
    *player = a->a;
    return ir_player_rule_of(&neg, &who, n, duration);
}
