/* meaning_rule.c — the rules of combat a resolving spell or ability changes
 * for objects for a while (meaning_effect.h, meaning_timed_rule):
 * requirements ("Target creature attacks this turn if able", CR 508.1d;
 * "blocks ~ this turn if able", "must be blocked this turn if able", CR
 * 509.1c) and a permission ("~ can attack this turn as though it didn't
 * have defender").  A static ability says the same words without their
 * duration (meaning_ability.c reads those); these are its readings of the
 * words with one.  And the trigger events that are states of the game
 * (ir_state_trigger_of), and the chapters of a Saga's chapter ability
 * (ir_chapters_of); a spell's paragraph that says what is done instead of
 * the one before it (meaning_with_instead). */
#include <string.h>

#include "meaning.h"
#include "meaning_effect.h"
#include "meaning_int.h"
#include "parser.h"

/* Action A's modifiers: one duration a resolving effect has ("this turn",
 * "this combat") in *DURATION and one other modifier in *OTHER. */
static bool duration_and_one(const node *a, const node **duration, const node **other)
{
    const node *m = a && a->kind == N_ACTION && !a->lossy && a->c ? a->c->a : NULL;
    if (!m || !m->next || m->next->next)
        return false;
    const node *d = m->kind == N_DURATION ? m : m->next->kind == N_DURATION ? m->next : NULL;
    ir_duration dur;
    if (!d || !meaning_duration(d, &dur) || (dur != IR_DUR_END_OF_TURN && dur != IR_DUR_END_OF_COMBAT))
        return false;
    *duration = d;
    *other = d == m ? m->next : m;
    return (*other)->kind == N_MODIFIER;
}

bool meaning_timed_rule(const node *st, fx_timed *out)
{
    fx_word w = st && !st->lossy && st->kind == N_MODIFIER ? meaning_word(st) : FX_W_NONE;
    const node *a = w == FX_W_CAN || w == FX_W_MUST ? st->a : st;
    const node *d, *m, *who;
    ir_duration dur;
    int n = w == FX_W_CAN ? ir_extra_blocks_timed_of(st, &who, &d) : 0;
    if (n && meaning_duration(d, &dur) && (dur == IR_DUR_END_OF_TURN || dur == IR_DUR_END_OF_COMBAT)) {
        *out = (fx_timed){ FX_TRULE_EXTRA_BLOCKS, a, who, NULL, d, NULL, n };
        return true;            /* "~ can block an additional creature this turn" */
    }
    if (!a || a->kind != N_ACTION || !a->a || !duration_and_one(a, &d, &m))
        return false;
    *out = (fx_timed){ FX_TRULE_NONE, a, a->a, NULL, d, m, 0 };
    fx_verb v = meaning_verb(a);
    if (a == st) {                  /* "attacks this turn if able", "blocks ~ this combat if able" */
        if (meaning_word(m) != FX_W_IF_ABLE || m->a)
            return false;
        if (v == FX_VERB_ATTACK && !a->b)
            out->rule = FX_TRULE_MUST_ATTACK;
        else if (v == FX_VERB_BLOCK)
            out->rule = FX_TRULE_MUST_BLOCK, out->attacker = a->b;
        return out->rule != FX_TRULE_NONE;
    }
    /* the words of the static ability, without the duration */
    node mod = *m, mods = *a->c, act = *a, said = *st;
    mod.next = NULL;
    mods.a = mods.last = &mod;
    act.c = &mods;
    said.a = &act;
    if (w == FX_W_MUST && ir_must_be_blocked_of(&said))
        out->rule = FX_TRULE_MUST_BE_BLOCKED;
    else if (w == FX_W_CAN && ir_attack_despite_defender_of(&said))
        out->rule = FX_TRULE_ATTACK_DESPITE_DEFENDER;
    return out->rule != FX_TRULE_NONE;
}

bool meaning_has_for_a_while(const node *act)
{
    if (!act || act->kind != N_ACTION || act->lossy || meaning_verb(act) != FX_VERB_HAVE || !act->a || !act->b
        || act->b->kind != N_LIST || !act->b->a || !act->c)
        return false;
    for (const node *k = act->b->a; k; k = k->next)
        if (k->kind != N_KEYWORD)
            return false;       /* keywords only: not "has base power 0", not an ability in quotes */
    const node *d = act->c->a;
    ir_duration dur;
    return d && !d->next && d->kind == N_DURATION && meaning_duration(d, &dur);
}

bool ir_state_trigger_of(const node *ev)
{
    ir_event e;
    if (!ev || ev->kind != N_ACTION || ev->lossy || (ev->form & FORM_PASSIVE) || !ev->b || ir_event_of(ev, &e))
        return false;       /* "enchanted land is tapped for mana" is an event */
    switch (meaning_verb(ev)) {
    case FX_VERB_CONTROL:       /* to control something is no event: "When you control no Islands" */
        return ev->a && ev->b->kind == N_OBJECT && !ev->c;
    case FX_VERB_HAVE:          /* "When you have 20 or more life", "When ~ has no ice counters on it" */
    case FX_VERB_EXISTS:        /* "When there are no creatures on the battlefield" */
    case FX_VERB_IS:            /* "When no creatures are on the battlefield", "When ~'s power is 7 or greater" */
        return true;
    default:
        return false;
    }
}

unsigned ir_chapters_of(const char *label)
{
    static const char *const numerals[] = { "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X" };
    unsigned bits = 0;
    for (const char *p = label; p && *p;) {
        size_t len = strspn(p, "IVX");
        unsigned n = 0;
        for (unsigned k = 0; k < sizeof numerals / sizeof *numerals && !n; k++)
            if (strlen(numerals[k]) == len && strncmp(p, numerals[k], len) == 0)
                n = k + 1;
        if (!n)
            return 0;       /* an ability word, or no numeral we know */
        bits |= 1u << n;
        p += len;
        if (strncmp(p, ", ", 2) == 0 && p[2])
            p += 2;
        else if (*p)
            return 0;
    }
    return bits;
}

bool meaning_cant_cast(const node *neg, fx_cant_cast *out)
{
    const node *a = neg && neg->kind == N_NEGATED && !neg->lossy && meaning_word(neg) == FX_W_CANT ? neg->a : NULL;
    /* "Spells with the chosen name can't be cast": no player can cast them */
    if (a && a->kind == N_ACTION && !a->lossy && (a->form & FORM_PASSIVE) && meaning_verb(a) == FX_VERB_CAST && a->a
        && !a->b && !a->c && a->a->kind == N_OBJECT && !a->a->text
        && ir_word_of(ir_single_word(a->a)).kind != IR_WORD_SPELL) {
        *out = (fx_cant_cast){ a, NULL, a->a, NULL, IR_WHO_ANY };
        return true;
    }
    if (!a || a->kind != N_ACTION || a->lossy || meaning_verb(a) != FX_VERB_CAST || !a->a || !a->b
        || a->b->kind != N_OBJECT || a->b->text)        /* "spells", not "a spell" */
        return false;
    /* "can't cast spells" at all: a limit of none (ir_player_rule_of) */
    if (ir_word_of(ir_single_word(a->b)).kind == IR_WORD_SPELL)
        return false;
    const node *m = a->c ? a->c->a : NULL;
    ir_duration d;
    if (m && (m->next || m->kind != N_DURATION || !meaning_duration(m, &d) || d != IR_DUR_END_OF_TURN))
        return false;
    /* "each opponent", "each player": the players of the word after "each" */
    node each = *a->a;
    if (each.kind == N_OBJECT && meaning_det(&each) == FX_DET_EACH)
        each.text = NULL;
    ir_who who = ir_who_of(&each);
    *out = (fx_cant_cast){ a, a->a, a->b, m, who == IR_WHO_DEFENDING ? IR_WHO_NONE : who };
    return true;
}

bool ir_attacked_this_step_of(const node *c)
{
    const node *a = c && c->kind == N_MODIFIER && !c->lossy && meaning_word(c) == FX_W_HAVE ? c->a : NULL;
    const node *m = a && a->kind == N_ACTION && !a->lossy && meaning_word(a) == FX_W_ATTACKED && (a->form & FORM_PASSIVE)
                    && !a->b && a->a && meaning_player(a->a) == FX_PLAYER_YOU && a->c ? a->c->a : NULL;
    return m && !m->next && m->kind == N_DURATION && meaning_word(m) == FX_W_THIS_STEP;
}

const node *ir_attacked_total_power_of(const node *c)
{
    const node *with = c && c->kind == N_ACTION && !c->lossy && meaning_verb(c) == FX_VERB_ATTACK && !c->b && c->a
                       && c->a->kind == N_PLAYER && meaning_player(c->a) == FX_PLAYER_YOU && c->c ? c->c->a : NULL;
    const node *when = with ? with->next : NULL;
    if (!when || when->next || with->kind != N_MODIFIER || with->lossy || meaning_word(with) != FX_W_WITH
        || when->kind != N_DURATION || meaning_word(when) != FX_W_THIS_COMBAT)
        return NULL;
    const node *np = with->a, *by;
    const node *f = np && np->kind == N_OBJECT && !np->lossy && !np->b && !np->c ? np->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL;
    if (!q || q->next || q->lossy || ir_qual_of(q) != IR_QUAL_WITH || !q->a || q->a->next
        || ir_total_stat_of(q->a) != IR_STAT_POWER || !q->a->a || q->a->a->kind != N_COMPARE)
        return NULL;
    node plain_f = *f, plain = *np;     /* "creatures", without "with total power ..." */
    plain_f.b = NULL;
    plain.a = &plain_f;
    return ir_plain_noun(&plain, "creature", &by) && !by ? q->a->a : NULL;
}

bool ir_full_party_of(const node *c)
{
    return c && c->kind == N_ACTION && !c->lossy && meaning_verb(c) == FX_VERB_HAVE && !c->c && c->a
           && c->a->kind == N_PLAYER && meaning_player(c->a) == FX_PLAYER_YOU && c->b && c->b->kind == N_WORD
           && c->b->text && strcmp(c->b->text, "a full party") == 0;
}

const node *ir_cast_only_all_of(const node *st)
{
    const node *l = st && st->kind == N_MODIFIER && !st->lossy && meaning_word(st) == FX_W_CAST_ONLY && !st->b ? st->a : NULL;
    if (!l || l->kind != N_LIST || ir_list_of(l) != IR_LIST_AND || l->next || l->lossy)
        return NULL;
    for (const node *i = l->a; i; i = i->next)
        if (i->kind != N_STEP && i->kind != N_ACTION && !ir_attacked_this_step_of(i))
            return NULL;
    return l;
}

const node *ir_must_block_of(const node *st, bool *attacks_too)
{
    fx_verb v = st && st->kind == N_ACTION && !st->lossy && !st->b && st->a ? meaning_verb(st) : FX_VERB_NONE;
    const node *m = (v == FX_VERB_BLOCK || v == FX_VERB_ATTACK_OR_BLOCK) && st->c ? st->c->a : NULL;
    if (!m || m->kind != N_MODIFIER || meaning_word(m) != FX_W_EACH_COMBAT || m->a || !m->next
        || m->next->kind != N_MODIFIER || meaning_word(m->next) != FX_W_IF_ABLE || m->next->a || m->next->next)
        return NULL;
    *attacks_too = v == FX_VERB_ATTACK_OR_BLOCK;
    return st->a;
}

const node *ir_blocks_each_combat_of(const node *st)
{
    bool attacks_too = false;
    const node *subject = ir_must_block_of(st, &attacks_too);
    return attacks_too ? NULL : subject;
}

bool ir_deck_rule_of(const node *st)
{
    const node *have = st && st->kind == N_MODIFIER && text_is(st, "can") && !st->b && !st->lossy ? st->a : NULL;
    /* "~ can be your commander" (CR 903.3d of the current rules): which
     * cards a Commander deck may have as its commander */
    const node *be = have && have->kind == N_ACTION && ir_verb_of(have) == IR_VERB_IS && !have->c && !have->lossy
                     && have->a && have->a->kind == N_SELF && !have->a->next ? have->b : NULL;
    if (be && be->kind == N_POSSESSIVE && !be->c && !be->lossy && be->a && be->a->kind == N_PLAYER
        && meaning_player(be->a) == FX_PLAYER_YOU && be->b && be->b->kind == N_WORD && be->b->token == COMMANDER)
        return true;
    const node *deck = have && have->kind == N_ACTION && meaning_verb(have) == FX_VERB_HAVE && !have->c && !have->lossy
                       ? have->a : NULL;
    const node *cards = deck && deck->kind == N_WORD && text_is(deck, "a deck") ? have->b : NULL;
    const node *f = cards && cards->kind == N_OBJECT && !cards->lossy ? cards->a : NULL;
    const node *named = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    return named && named->kind == N_QUALIFIER && text_is(named, "named") && named->a && named->a->kind == N_NAME;
}

const node *ir_lure_of(arena *a, const node *st, const node **attacker)
{
    const node *who = st && st->kind == N_ACTION && !st->lossy && !st->b && !st->c && meaning_verb(st) == FX_VERB_DO_SO
                      ? st->a : NULL;
    const node *f = who && who->kind == N_OBJECT && meaning_det(who) == FX_DET_ALL && !who->b && !who->c ? who->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *block = q && q->kind == N_QUALIFIER && meaning_word(q) == FX_W_ABLE_TO ? q->a : NULL;
    if (!block || block->kind != N_ACTION || block->a || !block->b || block->c || block->lossy
        || meaning_verb(block) != FX_VERB_BLOCK)
        return NULL;
    /* the blockers: the creatures the subject describes, every one ("if
     * able" is the requirement's own) */
    node *plain_f = arena_alloc(a, sizeof *plain_f), *plain = arena_alloc(a, sizeof *plain);
    *plain_f = *f;
    plain_f->b = NULL;
    *plain = *who;
    plain->a = plain_f;
    *attacker = block->b;
    return plain;
}

bool ir_permanent_into_graveyard(const node *ev, const node **whose)
{
    ir_event e;
    const node *m = ev && ev->kind == N_ACTION && !ev->lossy && !ev->b && ev->a && ir_event_of(ev, &e) && e == IR_EV_PUT
                    && ev->c && ev->c->a && !ev->c->a->next ? ev->c->a : NULL;
    const node *into = m && ir_prep_of(m) == IR_PREP_INTO ? m->a : NULL;
    const node *s = ev ? ev->a : NULL;
    bool permanent = s && s->kind == N_PRONOUN && ir_pronoun_of(s) != IR_PRON_OTHER;
    /* "a permanent you control", "a creature an opponent controls": what a
     * player controls is a permanent (no card, no spell named); so is "a
     * [nontoken] permanent" (CR 110.1) */
    const node *f = s && s->kind == N_OBJECT && ir_det_of(s) == IR_DET_A ? s->a : NULL;
    bool named_card = false, named_permanent = false;
    for (const node *alt = f && f->kind == N_FILTER && f->a ? f->a->a : NULL; alt; alt = alt->next)
        for (const node *w = alt->a ? alt->a->a : NULL; w; w = w->next) {
            named_card |= w->kind == N_WORD && (w->token == CARD || w->token == SPELL);
            named_permanent |= w->kind == N_WORD && ir_word_of(w).kind == IR_WORD_PERMANENT && !ir_word_of(w).negated;
        }
    permanent |= f && f->kind == N_FILTER && f->a && !named_card && (ir_controlled_by_of(s) || named_permanent);
    if (!permanent || !into)
        return false;
    if (into->kind == N_POSSESSIVE && into->a && into->b && into->b->kind == N_WORD && into->b->token == GRAVEYARD) {
        *whose = into->a;       /* "into your graveyard" */
        return true;
    }
    const node *w = into->kind == N_OBJECT && ir_det_of(into) == IR_DET_A ? ir_single_word(into) : NULL;
    *whose = NULL;
    return w && w->token == GRAVEYARD;      /* "into a graveyard" */
}

node *meaning_with_instead(arena *a, const node *list, const node *next)
{
    const node *last = list ? list->a : NULL;
    while (last && last->next)
        last = last->next;
    if (!last || !next || !next->a || !meaning_instead(a, last, next->a))
        return NULL;
    node *joined = list_new(a, list->range);
    for (int k = 0; k < 2; k++)
        for (const node *s = (k ? next : list)->a; s; s = s->next) {
            node *copy = node_new(a, s->kind, s->range);
            *copy = *s;
            copy->next = NULL;
            list_append(joined, copy);
        }
    return joined;
}

/* Do the words of TRAITS before its last one read as those of SOURCES
 * before "source" ("nongreen spells" and "nongreen sources")? */
static bool same_adjectives(const node *traits, const node *sources)
{
    const node *w = traits->a ? traits->a->a : NULL, *s = sources->a ? sources->a->a : NULL;
    for (; w && w->next && s && s->next; w = w->next, s = s->next) {
        ir_word a = ir_word_of(w), b = ir_word_of(s);
        if (a.kind != b.kind || a.value != b.value || a.negated != b.negated || a.kind == IR_WORD_UNKNOWN)
            return false;
    }
    return w && s && !w->next && !s->next;
}

/* "X can't be the target of (the targets of) ...": the phrase after "of",
 * and in *ACTION the "is" under the "can't" (NULL when NEG is another). */
static const node *target_of(const node *neg, const node **action)
{
    const node *a = neg && neg->kind == N_NEGATED && !neg->lossy && meaning_word(neg) == FX_W_CANT ? neg->a : NULL;
    const node *t = a && a->kind == N_ACTION && !a->lossy && meaning_verb(a) == FX_VERB_IS && a->a ? a->b : NULL;
    bool det = t && (ir_det_of(t) == IR_DET_THE_TARGET_OF || meaning_word(t) == FX_W_THE_TARGETS_OF);
    *action = a;
    return det && t->kind == N_OBJECT && !t->lossy && !t->a && t->b
           && t->b->a && !t->b->a->next && ir_prep_of(t->b->a) == IR_PREP_OF ? t->b->a->a : NULL;
}

const node *meaning_cant_be_targeted_from(const node *neg, const node **who, bool *spells)
{
    const node *a, *of = target_of(neg, &a);
    const node *m = of && a->c ? a->c->a : NULL;
    const node *from = m && !m->next && ir_prep_of(m) == IR_PREP_FROM ? m->a : NULL;
    const node *sf = from && from->kind == N_OBJECT && !from->text && !from->b && !from->c && !from->lossy ? from->a : NULL;
    const node *st = sf && sf->kind == N_FILTER && !sf->b && sf->a && sf->a->a && !sf->a->a->next ? sf->a->a : NULL;
    const node *last = st && st->a ? st->a->a : NULL;
    while (last && last->next)
        last = last->next;
    const node *f = of && of->kind == N_OBJECT && !of->text && !of->b && !of->c && !of->lossy ? of->a : NULL;
    if (!last || ir_word_of(last).kind != IR_WORD_SOURCE || !f || f->kind != N_FILTER || f->b || !f->a || !f->a->a)
        return NULL;
    *spells = false;
    bool abilities = false;
    for (const node *alt = f->a->a; alt; alt = alt->next) {
        const node *w = alt->a ? alt->a->a : NULL;
        while (w && w->next)
            w = w->next;
        ir_word_kind k = w ? ir_word_of(w).kind : IR_WORD_UNKNOWN;
        if (k == IR_WORD_SPELL && !*spells && same_adjectives(alt, st))
            *spells = true;     /* "nongreen spells": the spell is its own source */
        else if (k == IR_WORD_ABILITY && !abilities && (!alt->a->a->next || same_adjectives(alt, st)))
            abilities = true;
        else
            return NULL;
    }
    if (!abilities)
        return NULL;
    *who = a->a;
    return from;
}

const node *meaning_cant_be_targeted(const node *neg, const node **who, const node **duration)
{
    const node *a, *of = target_of(neg, &a);
    const node *m = a && a->c ? a->c->a : NULL;
    ir_duration d;
    if (!of || (m && (m->next || m->kind != N_DURATION || !meaning_duration(m, &d) || d != IR_DUR_END_OF_TURN)))
        return NULL;
    *who = a->a;
    *duration = m;
    return of;
}

/* Is the pronoun P ("its", "that card") about CARDS? */
static bool about_cards(const node *p, const node *cards)
{
    return p && p->kind == N_PRONOUN && (p->refers == cards || (cards->refers && p->refers == cards->refers));
}

/* "its mana cost", "their mana costs": of CARDS */
static bool mana_cost_of(const node *m, const node *cards)
{
    const node *p = m->a;
    const node *own = p && p->kind == N_POSSESSIVE && !p->c && !p->lossy ? p->a : NULL;
    const node *f = about_cards(own, cards) ? p->b : NULL;
    const node *t = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *w = t && t->a ? t->a->a : NULL;
    return w && w->text && strcmp(w->text, "mana") == 0 && w->next && w->next->text && strcmp(w->next->text, "cost") == 0
           && !w->next->next;
}

/* "its owner", "their owner": of CARDS */
static bool owner_of(const node *p, const node *cards)
{
    return p && p->kind == N_POSSESSIVE && !p->c && !p->lossy && about_cards(p->a, cards) && p->b
           && p->b->kind == N_WORD && !p->b->next && meaning_word(p->b) == FX_W_OWNER;
}

bool meaning_may_play_exiled_instead(const fx_may_play *mp, const node *next)
{
    bool yours;
    return mp->cast && !mp->owner && !mp->among && mp->cards->kind != N_OBJECT
           && meaning_exiled_instead(next, mp->cards, &yours) && yours;
}

bool meaning_may_play_spend(fx_may_play *mp, const node *next)
{
    const node *cast = NULL;
    fx_spend_as as = mp->owner ? FX_SPEND_AS_IS : meaning_spend_as(next, &cast);
    if (!cast || cast->b->kind != N_PRONOUN)
        as = FX_SPEND_AS_IS;    /* "... to cast creature spells": not the permission's */
    if (as != FX_SPEND_AS_IS)
        mp->spend_as = as;
    return as != FX_SPEND_AS_IS;
}

bool meaning_may_play(const node *opt, bool timed, fx_may_play *out)
{
    const node *a = opt && opt->kind == N_OPTIONAL && !opt->lossy && opt->text && strcmp(opt->text, "may") == 0
                    ? opt->a : NULL;
    ir_verb v = a && a->kind == N_ACTION && !a->lossy ? ir_verb_of(a) : IR_VERB_OTHER;
    /* "cards exiled this way": those the spell exiled, none that come later;
     * "spells from among them": those of them it describes */
    bool plural = a && a->b && a->b->kind == N_OBJECT && meaning_det(a->b) == FX_DET_NONE && !a->b->b && !a->b->c;
    bool exiled = plural && meaning_done_this_way(a->b) == FX_VERB_EXILE;
    if ((v != IR_VERB_PLAY && v != IR_VERB_CAST) || !a->a || !a->b
        || (a->b->kind != N_PRONOUN && a->b->kind != N_TARGET && !plural))
        return false;
    *out = (fx_may_play){ a, a->b, NULL, NULL, NULL, v == IR_VERB_CAST, false, owner_of(a->a, a->b), FX_SPEND_AS_IS };
    if (!out->owner && meaning_player(a->a) != FX_PLAYER_YOU)
        return false;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_DURATION && !out->duration)
            out->duration = m;
        else if (m->kind == N_PREP && meaning_word(m) == FX_W_FROM && a->b->kind == N_TARGET && !out->from)
            out->from = m;      /* "target artifact card from your graveyard": the target's zone */
        else if (m->kind == N_PREP && meaning_word(m) == FX_W_FROM_AMONG && plural && !exiled && !out->among
                 && m->a && m->a->kind == N_PRONOUN && !m->lossy)
            out->among = m;     /* "spells from among them" */
        else if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_WITHOUT_PAYING && !out->free_cast && !m->lossy
                 && mana_cost_of(m, a->b))
            out->free_cast = true;
        else
            return false;
    return (out->duration || timed) && (!plural || exiled || out->among);
}

bool meaning_remains_exiled(const node *c, const node *cards)
{
    return c && c->kind == N_ACTION && !c->lossy && meaning_verb(c) == FX_VERB_REMAIN_EXILED && !c->b && !c->c
           && about_cards(c->a, cards);
}

bool meaning_cast_now(const node *a, fx_cast_now *out)
{
    ir_verb v = a && a->kind == N_ACTION && !a->lossy ? ir_verb_of(a) : IR_VERB_OTHER;
    if ((v != IR_VERB_CAST && v != IR_VERB_PLAY) || (a->a && meaning_player(a->a) != FX_PLAYER_YOU)
        || !a->b || (a->b->kind != N_TARGET && a->b->kind != N_PRONOUN && (a->b->kind != N_OBJECT || v == IR_VERB_PLAY)))
        return false;
    *out = (fx_cast_now){ a, a->b, NULL, false, v == IR_VERB_PLAY, NULL };
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next) {
        if (m->kind == N_PREP && meaning_word(m) == FX_W_FROM && !out->from && !out->among && m->a)
            out->from = m->a;
        else if (m->kind == N_PREP && meaning_word(m) == FX_W_FROM_AMONG && !out->from && !out->among && !m->lossy
                 && m->a && m->a->kind == N_PRONOUN && v == IR_VERB_CAST)
            out->among = m;     /* "a spell from among them" */
        else if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_WITHOUT_PAYING && !out->free_cast && !m->lossy
                 && mana_cost_of(m, a->b))
            out->free_cast = true;
        else
            return false;
    }
    /* "a spell ... from your hand", "a spell from among them": one, chosen there */
    return a->b->kind != N_OBJECT || ((out->from || out->among) && ir_det_of(a->b) == IR_DET_A && !a->b->b
                                      && !a->b->c);
}

const node *meaning_cast_as_flash_timed(const node *opt, const node **duration)
{
    const node *a = opt && opt->kind == N_OPTIONAL && !opt->lossy ? opt->a : NULL;
    const node *m = a && a->kind == N_ACTION && !a->lossy && a->c ? a->c->a : NULL;
    if (!m || !m->next || m->next->next)
        return NULL;
    const node *d = m->kind == N_DURATION ? m : m->next->kind == N_DURATION ? m->next : NULL;
    ir_duration dur;
    if (!d || !meaning_duration(d, &dur) || dur != IR_DUR_END_OF_TURN)
        return NULL;
    /* the words of the static ability, without the duration */
    node mod = *(d == m ? m->next : m), mods = *a->c, act = *a, said = *opt;
    mod.next = NULL;
    mods.a = mods.last = &mod;
    act.c = &mods;
    said.a = &act;
    if (!ir_cast_as_flash_of(&said))
        return NULL;
    *duration = d;
    return a;
}

bool ir_free_cast_of(const node *st, const node **cond)
{
    *cond = NULL;
    if (st && ir_cond_of(st) == IR_COND_IF && st->a && st->b && !st->c && !st->lossy) {
        *cond = st->a;          /* "If an opponent controls a Plains and you control a Swamp, ..." */
        st = st->b;
    }
    const node *a = st && st->kind == N_OPTIONAL && !st->lossy && st->text && strcmp(st->text, "may") == 0 ? st->a : NULL;
    const node *m = a && a->kind == N_ACTION && !a->lossy && ir_verb_of(a) == IR_VERB_CAST && a->a
                    && meaning_player(a->a) == FX_PLAYER_YOU && a->b && a->b->kind == N_SELF && a->c ? a->c->a : NULL;
    return m && !m->next && m->kind == N_MODIFIER && !m->lossy && meaning_word(m) == FX_W_WITHOUT_PAYING
           && mana_cost_of(m, a->b);
}

/* ---- triggered abilities that trigger an additional time ------------- */

/* "a triggered ability of P", "an ability of P": P (the "of" argument of a
 * noun "ability" alone, or after "triggered" when TRIGGERED). */
static const node *ability_of(const node *np, bool triggered)
{
    const node *f = np && np->kind == N_OBJECT && ir_det_of(np) == IR_DET_A && !np->b && !np->c && !np->lossy
                    ? np->a : NULL;
    const node *alt = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *t = alt && alt->kind == N_TRAITS && alt->a ? alt->a->a : NULL;
    const node *w = t && triggered ? (text_is(t, "triggered") ? t->next : NULL) : t;
    const node *q = f && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    if (!w || !text_is(w, "ability") || w->next || !q || q->kind != N_QUALIFIER || !text_is(q, "of") || !q->a)
        return NULL;
    return q->a;
}

/* A copy of the objects NP without their last qualifier, which says how
 * they cause the trigger ("entering the battlefield [under your
 * control]", "attacking"); the event it is in *EV. */
static node *without_cause(arena *a, const node *np, ir_event *ev)
{
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c && !np->lossy && np->a
                    && np->a->kind == N_FILTER && np->a->b && !np->a->lossy ? np->a : NULL;
    const node *last = f ? f->b->a : NULL;
    for (; last && last->next; last = last->next)
        ;
    bool yours = last && text_is(last, "entering the battlefield under your control");
    if (!last || last->kind != N_QUALIFIER || last->a || last->b || last->lossy)
        return NULL;
    if (yours || text_is(last, "entering the battlefield"))
        *ev = IR_EV_ENTERS;
    else if (text_is(last, "attacking"))
        *ev = IR_EV_ATTACKS;
    else
        return NULL;
    node *filter = node_new(a, N_FILTER, f->range), *objects = node_new(a, N_OBJECT, np->range);
    node *quals = list_new(a, f->b->range);
    for (const node *q = f->b->a; q != last; q = q->next) {
        node *copy = node_new(a, q->kind, q->range);
        *copy = *q;
        list_append(quals, copy);
    }
    if (yours) {        /* "under your control": controlled by you as it enters */
        node *q = node_new(a, N_QUALIFIER, last->range);
        q->text = "controlled by";
        q->a = ir_you(a, last->range);
        list_append(quals, q);
    }
    *filter = *f;
    filter->b = quals->a ? quals : NULL;
    *objects = *np;
    objects->a = filter;
    return objects;
}

bool ir_extra_trigger_of(arena *a, const node *st, ir_extra_trigger *out)
{
    *out = (ir_extra_trigger){ IR_EV_ENTERS, NULL, NULL, NULL, NULL };
    const node *cond = ir_cond_of(st) == IR_COND_IF && !st->c && !st->lossy ? st->a : NULL, *then = cond ? st->b : NULL;
    const node *m = then && then->kind == N_ACTION && text_is(then, "trigger") && !then->b && !then->lossy && then->c
                    ? then->c->a : NULL;
    if (!m || m->next || m->kind != N_MODIFIER || !text_is(m, "an additional time") || m->a || !then->a
        || then->a->kind != N_PRONOUN || !then->a->refers)
        return false;
    if (cond->kind == N_MODIFIER && text_is(cond, "would") && !cond->b)
        cond = cond->a;     /* "... attacking would cause ..." */
    if (!cond || cond->kind != N_ACTION || cond->lossy)
        return false;
    if (text_is(cond, "cause")) {
        /* "If an artifact or creature entering the battlefield causes a
         * triggered ability of a permanent you control to trigger" */
        const node *to = cond->c ? cond->c->a : NULL;
        if (!to || to->next || to->kind != N_MODIFIER || !text_is(to, "to") || !to->a || to->a->kind != N_ACTION
            || !text_is(to->a, "trigger") || to->a->a || to->a->b || to->a->c || then->a->refers != cond->b
            || !(out->sources = ability_of(cond->b, true)) || !(out->objects = without_cause(a, cond->a, &out->event)))
            return false;
        out->cause = node_new(a, N_ACTION, cond->a->range);
        out->cause->text = out->event == IR_EV_ENTERS ? "enter the battlefield" : "attack";
        out->cause->form = FORM_S;
        out->cause->a = out->objects;
        return true;
    }
    /* "If an ability of another Shrine you control triggers [while you control six or more Shrines]" */
    const node *d = cond->c ? cond->c->a : NULL;
    if (!text_is(cond, "trigger") || cond->b || then->a->refers != cond->a
        || (d && (d->next || d->kind != N_DURATION || !text_is(d, "while") || !d->a)))
        return false;
    out->during = d ? d->a : NULL;
    return (out->sources = ability_of(cond->a, false)) != NULL;
}

/* Does N, or a node below it, name the card itself ("~", "it" for it)? */
static bool names_self(const node *n)
{
    for (; n; n = n->next)
        if (n->kind == N_SELF || (n->kind == N_PRONOUN && n->refers && n->refers->kind == N_SELF)
            || names_self(n->a) || names_self(n->b) || names_self(n->c))
            return true;
    return false;
}

/* Does N, or a node below it, name a zone ("in your graveyard", "on the
 * battlefield", "exiled")? */
static bool names_zone(const node *n)
{
    for (; n; n = n->next)
        if (n->kind == N_ZONE || (n->kind == N_WORD && (n->token == GRAVEYARD || n->token == LIBRARY
                                                        || n->token == BATTLEFIELD || n->token == EXILE))
            || (n->text && strcmp(n->text, "exiled") == 0) || names_zone(n->a) || names_zone(n->b) || names_zone(n->c))
            return true;
    return false;
}

node *meaning_event_while(arena *a, const node *ev, const node **cond)
{
    const node *w = ev && ev->kind == N_ACTION && !ev->lossy && ev->c ? ev->c->a : NULL;
    while (w && w->next)
        w = w->next;
    /* "... put into your graveyard from anywhere during your turn": the
     * step, after other modifiers (alone, the event's readings take it) */
    bool during = w && w != ev->c->a && ir_prep_of(w) == IR_PREP_DURING && w->a && w->a->kind == N_STEP && !w->lossy;
    if (!during && (!w || w->kind != N_DURATION || !w->text || strcmp(w->text, "while") != 0 || !w->a || w->b
                    || w->lossy || (names_self(w->a) && names_zone(w->a))))
        return NULL;
    *cond = w->a;
    return meaning_without(a, ev, w, NULL);
}
