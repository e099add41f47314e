/* meaning_ability.c — the phrases of abilities as typed meaning (meaning.h):
 * a trigger's event by its verb, the prepositions and modifiers of a verb
 * phrase, determiners, "enchanted" and "equipped", steps, conditions, costs
 * and activation.  Keywords are read in meaning_keyword.c, static
 * abilities in meaning_static.c, replacement and prevention in
 * meaning_replace.c.
 * lower.c builds the IR's triggers from these readings and the code
 * generator's match functions switch on the same ones. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "front.h"
#include "meaning_effect.h"
#include "meaning_int.h"

#define COUNT(a) (sizeof(a) / sizeof *(a))

/* ---- verbs and events ------------------------------------------------ */

/* Every verb the readings know, by the words of its N_ACTION. */
static const struct {
    const char *words;
    ir_verb verb;
} verbs[] = {
    { "enter the battlefield", IR_VERB_ENTER }, { "die", IR_VERB_DIE }, { "leave the battlefield", IR_VERB_LEAVE },
    { "enter or leave the battlefield", IR_VERB_ENTER_OR_LEAVE }, { "put", IR_VERB_PUT },
    { "cast", IR_VERB_CAST }, { "cycle", IR_VERB_CYCLE }, { "draw", IR_VERB_DRAW },
    { "discard", IR_VERB_DISCARD }, { "sacrifice", IR_VERB_SACRIFICE }, { "play", IR_VERB_PLAY },
    { "gain life", IR_VERB_GAIN_LIFE }, { "lose life", IR_VERB_LOSE_LIFE }, { "attack", IR_VERB_ATTACK },
    { "block", IR_VERB_BLOCK }, { "attack or block", IR_VERB_ATTACK_OR_BLOCK }, { "blocked", IR_VERB_BLOCKED },
    { "tapped", IR_VERB_TAPPED }, { "untapped", IR_VERB_UNTAPPED }, { "become", IR_VERB_BECOME },
    { "deal damage", IR_VERB_DEAL_DAMAGE }, { "deal combat damage", IR_VERB_DEAL_COMBAT_DAMAGE },
    { "dealt damage", IR_VERB_DEALT_DAMAGE }, { "dealt combat damage", IR_VERB_DEALT_COMBAT_DAMAGE },
    { "deal noncombat damage", IR_VERB_DEAL_NONCOMBAT_DAMAGE }, { "dealt noncombat damage", IR_VERB_DEALT_NONCOMBAT_DAMAGE },
    { "turned face up", IR_VERB_TURNED_FACE_UP },
    { "get", IR_VERB_GET }, { "get additional", IR_VERB_GET },    /* "it gets an additional +2/+2": as much more */
    { "have", IR_VERB_HAVE }, { "gain", IR_VERB_GAIN }, { "is", IR_VERB_IS },
    { "untap", IR_VERB_UNTAP }, { "choose", IR_VERB_CHOOSE }, { "exile", IR_VERB_EXILE },
    { "return", IR_VERB_RETURN }, { "reveal", IR_VERB_REVEAL }, { "shuffle", IR_VERB_SHUFFLE },
    { "pay life", IR_VERB_PAY_LIFE }, { "remove", IR_VERB_REMOVE }, { "tap", IR_VERB_TAP },
    { "add", IR_VERB_ADD }, { "countered", IR_VERB_COUNTERED }, { "copy", IR_VERB_COPY },
    { "lose", IR_VERB_LOSE }, { "pay energy", IR_VERB_PAY_ENERGY }, { "scry", IR_VERB_SCRY },
    { "exert", IR_VERB_EXERT }, { "unattach", IR_VERB_UNATTACH },
    { "surveil", IR_VERB_SURVEIL }, { "lose all abilities", IR_VERB_LOSE_ALL_ABILITIES },
    { "exploit", IR_VERB_EXPLOIT }, { "crew", IR_VERB_CREW }, { "explore", IR_VERB_EXPLORE },
    { "transform", IR_VERB_TRANSFORM }, { "phase in", IR_VERB_PHASE_IN }, { "phase out", IR_VERB_PHASE_OUT },
};

ir_verb ir_verb_of(const node *a)
{
    for (size_t i = 0; a && a->kind == N_ACTION && i < COUNT(verbs); i++)
        if (text_is(a, verbs[i].words))
            return verbs[i].verb;
    return IR_VERB_OTHER;
}

/* The event of each verb that names one. */
static const struct {
    ir_verb verb;
    ir_event event;
} event_verbs[] = {
    { IR_VERB_ENTER, IR_EV_ENTERS }, { IR_VERB_DIE, IR_EV_DIES }, { IR_VERB_LEAVE, IR_EV_LEAVES },
    { IR_VERB_ENTER_OR_LEAVE, IR_EV_ENTERS_OR_LEAVES }, { IR_VERB_PUT, IR_EV_PUT },
    { IR_VERB_CAST, IR_EV_CAST }, { IR_VERB_CYCLE, IR_EV_CYCLE }, { IR_VERB_DRAW, IR_EV_DRAW },
    { IR_VERB_DISCARD, IR_EV_DISCARD }, { IR_VERB_SACRIFICE, IR_EV_SACRIFICE }, { IR_VERB_PLAY, IR_EV_PLAY_LAND },
    { IR_VERB_GAIN_LIFE, IR_EV_GAIN_LIFE }, { IR_VERB_LOSE_LIFE, IR_EV_LOSE_LIFE },
    { IR_VERB_ATTACK, IR_EV_ATTACKS }, { IR_VERB_BLOCK, IR_EV_BLOCKS },
    { IR_VERB_ATTACK_OR_BLOCK, IR_EV_ATTACKS_OR_BLOCKS }, { IR_VERB_BLOCKED, IR_EV_BLOCKED },
    { IR_VERB_TAPPED, IR_EV_TAPPED }, { IR_VERB_UNTAPPED, IR_EV_UNTAPPED }, { IR_VERB_BECOME, IR_EV_BECOMES },
    { IR_VERB_DEAL_DAMAGE, IR_EV_DEALS_DAMAGE }, { IR_VERB_DEAL_COMBAT_DAMAGE, IR_EV_DEALS_COMBAT_DAMAGE },
    { IR_VERB_DEALT_DAMAGE, IR_EV_DEALT_DAMAGE }, { IR_VERB_DEALT_COMBAT_DAMAGE, IR_EV_DEALT_COMBAT_DAMAGE },
    { IR_VERB_DEAL_NONCOMBAT_DAMAGE, IR_EV_DEALS_NONCOMBAT_DAMAGE },
    { IR_VERB_DEALT_NONCOMBAT_DAMAGE, IR_EV_DEALT_NONCOMBAT_DAMAGE },
    { IR_VERB_COPY, IR_EV_COPY }, { IR_VERB_TURNED_FACE_UP, IR_EV_TURNED_FACE_UP }, { IR_VERB_SCRY, IR_EV_SCRY },
    { IR_VERB_SHUFFLE, IR_EV_SHUFFLE }, { IR_VERB_EXERT, IR_EV_EXERT },
    { IR_VERB_SURVEIL, IR_EV_SURVEIL },
    { IR_VERB_SHUFFLE, IR_EV_SHUFFLE },
    { IR_VERB_EXPLOIT, IR_EV_EXPLOITS }, { IR_VERB_CREW, IR_EV_CREWS }, { IR_VERB_EXPLORE, IR_EV_EXPLORES },
    { IR_VERB_TRANSFORM, IR_EV_TRANSFORMS }, { IR_VERB_PHASE_IN, IR_EV_PHASES_IN }, { IR_VERB_PHASE_OUT, IR_EV_PHASES_OUT },
};

bool ir_event_of(const node *ev, ir_event *out)
{
    const node *whose;
    if (ir_tapped_for_mana(ev, NULL)) {
        *out = IR_EV_TAPPED_FOR_MANA;
        return true;
    }
    if (ir_leaves_graveyard(ev, &whose)) {
        *out = IR_EV_LEAVES_GRAVEYARD;
        return true;
    }
    bool not_mana, loyalty;
    if (ir_activated_ability(ev, &whose, &not_mana, &loyalty, NULL)) {
        *out = IR_EV_ACTIVATE;
        return true;
    }
    /* "When ~ becomes monstrous", "When ~ becomes renowned" */
    if (ev && ev->kind == N_ACTION && (ev->form & FORM_BECOME) && !ev->b && !ev->c && !ev->lossy
        && (text_is(ev, "monstrous") || text_is(ev, "renowned"))) {
        *out = text_is(ev, "monstrous") ? IR_EV_BECOMES_MONSTROUS : IR_EV_BECOMES_RENOWNED;
        return true;
    }
    /* "Whenever ~ becomes attached to a creature", "... becomes unattached
     * from a permanent" */
    bool unattached;
    if (ir_attach_event_of(ev, &unattached)) {
        *out = unattached ? IR_EV_UNATTACHED : IR_EV_ATTACHED;
        return true;
    }
    ir_targeting by;
    if (ir_counters_spell_of(ev, &by)) {
        *out = IR_EV_COUNTERS_SPELL;    /* "a spell or ability you control counters a spell" */
        return true;
    }
    /* "Whenever you become the monarch" */
    if (ev && ev->kind == N_ACTION && ir_verb_of(ev) == IR_VERB_BECOME && !ev->c && !ev->lossy && ev->b
        && ev->b->kind == N_PLAYER && meaning_player(ev->b) == FX_PLAYER_MONARCH && text_is(ev->b, "the monarch")) {
        *out = IR_EV_BECOMES_MONARCH;
        return true;
    }
    /* "Whenever you complete a dungeon" (CR 309.7 of the current rules) */
    const node *holder = NULL;
    if (ev && ev->kind == N_ACTION && !ev->c && !ev->lossy && text_is(ev, "complete") && ev->a
        && ev->a->kind == N_PLAYER && meaning_det(ev->b) == FX_DET_A && ir_plain_noun(ev->b, "dungeon", &holder)
        && !holder) {
        *out = IR_EV_COMPLETE_DUNGEON;
        return true;
    }
    /* "Whenever a player loses the game" (CR 104.3) */
    if (ev && ev->kind == N_ACTION && !ev->c && !ev->lossy && ev->a && meaning_verb(ev) == FX_VERB_LOSE_GAME) {
        *out = IR_EV_LOSES_GAME;
        return true;
    }
    /* "Whenever you win (lose) a coin flip" */
    if (ev && ev->kind == N_ACTION && !ev->c && !ev->lossy && ev->a && ev->b && ev->b->kind == N_WORD
        && text_is(ev->b, "a coin flip") && (text_is(ev, "win") || text_is(ev, "lose"))) {
        *out = text_is(ev, "win") ? IR_EV_WINS_FLIP : IR_EV_LOSES_FLIP;
        return true;
    }
    ir_moved moved;
    if (ir_moved_of(ev, &moved)) {
        *out = IR_EV_MOVED;
        return true;
    }
    ir_verb v = ir_verb_of(ev);
    const node *owner = NULL;
    if (v == IR_VERB_PLAY && ir_plain_noun(ev->b, "card", &owner) && !owner) {
        *out = IR_EV_PLAY;      /* "you play a card": a land or a spell (the glossary's "Play") */
        return true;
    }
    for (size_t i = 0; v != IR_VERB_OTHER && i < COUNT(event_verbs); i++)
        if (event_verbs[i].verb == v) {
            *out = event_verbs[i].event;
            return true;
        }
    return false;
}

bool ir_event_of_player(ir_event e)
{
    return e == IR_EV_CAST || e == IR_EV_CYCLE || e == IR_EV_DRAW || e == IR_EV_DISCARD
           || e == IR_EV_SACRIFICE || e == IR_EV_PLAY_LAND || e == IR_EV_COPY || e == IR_EV_ACTIVATE
           || e == IR_EV_PLAY || e == IR_EV_EXERT;
}

const node *ir_tapped_for_mana(const node *ev, const node **player)
{
    const node *m = ev && ev->kind == N_ACTION && !ev->lossy && ev->a && ev->b && ev->c ? ev->c->a : NULL;
    const node *mana = m && !m->next && ir_prep_of(m) == IR_PREP_FOR ? m->a : NULL;
    const node *f = mana && mana->kind == N_OBJECT && !mana->text && !mana->b && !mana->c ? mana->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    if (!w || w->next || !text_is(w, "mana"))
        return NULL;
    ir_verb v = ir_verb_of(ev);
    if (v == IR_VERB_TAP) {                 /* "a player taps a land for mana" */
        if (player)
            *player = ev->a;
        return ev->b;
    }
    if (v == IR_VERB_IS && ir_word_of(ev->b).kind == IR_WORD_TAPPED) {     /* "enchanted land is tapped ..." */
        if (player)
            *player = NULL;
        return ev->a;
    }
    return NULL;
}

const node *ir_leaves_graveyard(const node *ev, const node **whose)
{
    const node *yard = ev && ev->kind == N_ACTION && text_is(ev, "leave") && !ev->lossy && ev->a && !ev->c
                       ? ev->b : NULL;
    if (!yard || yard->kind != N_POSSESSIVE || !yard->a || !yard->b || yard->b->kind != N_WORD
        || !text_is(yard->b, "graveyard"))
        return NULL;
    *whose = yard->a;   /* "your graveyard", "an opponent's graveyard" */
    return ev->a;
}

/* Does NP describe cards ("one or more cards", "a creature card"), which
 * may be moved from any zone, rather than permanents? */
static bool names_cards(const node *np)
{
    const node *f = np && np->kind == N_OBJECT ? np->a : NULL;
    for (const node *t = f && f->kind == N_FILTER && f->a ? f->a->a : NULL; t; t = t->next)
        for (const node *w = t->a ? t->a->a : NULL; w; w = w->next)
            if (ir_word_of(w).kind == IR_WORD_CARD)
                return true;
    return false;
}

const node *ir_moved_of(const node *ev, ir_moved *out)
{
    const node *s = ev && ev->kind == N_ACTION && !ev->lossy && !ev->b && (ev->form & FORM_PASSIVE) ? ev->a : NULL;
    bool put = text_is(ev, "put"), exiled = text_is(ev, "exiled"), returned = text_is(ev, "returned");
    if (!s || !(put || exiled || returned))
        return NULL;
    *out = (ir_moved){ .to = exiled ? IR_ZONE_EXILE : IR_ZONE_ANY, .from = IR_ZONE_ANY };
    const node *to = NULL, *from = NULL;
    for (const node *m = ev->c ? ev->c->a : NULL; m; m = m->next) {
        ir_prep p = ir_prep_of(m);
        if (!to && ((put && p == IR_PREP_INTO) || (returned && p == IR_PREP_TO)))
            to = m->a;
        else if (!from && p == IR_PREP_FROM)
            from = m->a;
        else if (!out->during && ir_turn_during(m))
            out->during = ir_turn_during(m);
        else
            return NULL;
    }
    ir_zone z;
    ir_who who;
    if (to) {
        if (!ir_zone_phrase(to, &z, &who))
            return NULL;
        out->to = z;
        out->whose = to->kind == N_POSSESSIVE ? to->a : NULL;
    }
    /* "put into your hand from your graveyard": the card's owner's both (CR 400.3) */
    bool yard_to_hand = put && out->to == IR_ZONE_HAND && from && from->kind == N_POSSESSIVE
                        && ir_zone_phrase(from, &z, &who) && z == IR_ZONE_GRAVEYARD && out->whose
                        && ir_who_of(out->whose) == IR_WHO_YOU && ir_who_of(from->a) == IR_WHO_YOU;
    if (out->to != (returned || yard_to_hand ? IR_ZONE_HAND : IR_ZONE_EXILE))
        return NULL;
    if (from) {
        if (!ir_zone_phrase(from, &z, &who) || z == IR_ZONE_EXILE || z == IR_ZONE_STACK
            || (from->kind == N_POSSESSIVE && out->whose && !yard_to_hand))
            return NULL;
        out->from = z;
        if (from->kind == N_POSSESSIVE)
            out->whose = from->a;
    } else if (!names_cards(s)) {
        out->from = IR_ZONE_BATTLEFIELD;
    }
    /* "returned to your hand": from the battlefield only */
    return !returned || out->from == IR_ZONE_BATTLEFIELD ? s : NULL;
}

/* Are the words of NP's description (one alternative, no qualifier when
 * BARE) WORDS, in order? */
static bool described_as(const node *np, const char *const *words, size_t n, bool bare)
{
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c && !np->lossy ? np->a : NULL;
    const node *w = f && f->kind == N_FILTER && (!bare || !f->b) && f->a && f->a->a && !f->a->a->next
                    && f->a->a->a ? f->a->a->a->a : NULL;
    for (size_t i = 0; i < n; i++, w = w->next)
        if (!w || !text_is(w, words[i]))
            return false;
    return !w;
}

/* Is Q "that isn't a mana ability"? */
static bool isnt_mana_ability(const node *q)
{
    static const char *const mana_ability[] = { "mana", "ability" };
    const node *is = q->kind == N_QUALIFIER && text_is(q, "that") && q->a && q->a->kind == N_NEGATED
                     && text_is(q->a, "isn't") ? q->a->a : NULL;
    return is && is->kind == N_ACTION && text_is(is, "is") && !is->a && !is->c && ir_det_of(is->b) == IR_DET_A
           && described_as(is->b, mana_ability, 2, true);
}

const node *ir_activated_ability(const node *ev, const node **of, bool *not_mana, bool *loyalty, node *plain)
{
    static const char *const plain_ability[] = { "ability" }, *const loyalty_ability[] = { "loyalty", "ability" };
    const node *ab = ev && ev->kind == N_ACTION && text_is(ev, "activate") && !ev->lossy && ev->a && !ev->c
                     ? ev->b : NULL;
    if (!ab || ir_det_of(ab) != IR_DET_A)
        return NULL;
    *loyalty = described_as(ab, loyalty_ability, 2, false);
    if (!*loyalty && !described_as(ab, plain_ability, 1, false))
        return NULL;            /* "a ninjutsu ability" */
    *of = NULL;
    *not_mana = false;
    for (const node *q = ab->a->b ? ab->a->b->a : NULL; q; q = q->next) {
        const node *f = q->kind == N_QUALIFIER && text_is(q, "of") && !*of && q->a && q->a->kind == N_OBJECT
                        && ir_det_of(q->a) == IR_DET_A ? q->a->a : NULL;
        if (f && f->kind == N_FILTER && !f->b) {
            *of = q->a;         /* "of an Elemental", "of a Chandra planeswalker" */
        } else if (f && f->kind == N_FILTER && !f->b->a->next && !*not_mana && isnt_mana_ability(f->b->a)) {
            /* "of a creature or land that isn't a mana ability" */
            *of = q->a;
            *not_mana = true;
            if (plain) {
                plain[0] = *q->a;
                plain[1] = *f;
                plain[1].b = NULL;
                plain[0].a = &plain[1];
                *of = &plain[0];
            }
        } else if (!*not_mana && isnt_mana_ability(q)) {
            *not_mana = true;   /* "that isn't a mana ability" */
        } else {
            return NULL;
        }
    }
    return ab;
}

const node *ir_one_of_players(const node *np)
{
    const node *q = np && np->kind == N_OBJECT && text_is(np, "of") && !np->a && !np->lossy && np->c
                    && np->c->kind == N_AMOUNT && ir_number(np->c) == 1 && np->b && np->b->a && !np->b->a->next
                    ? np->b->a : NULL;
    return q && q->kind == N_QUALIFIER && text_is(q, "among") && q->a && q->a->kind == N_PLAYER ? q->a : NULL;
}

bool ir_that_tapped_permanent(const node *ev, const node *np)
{
    const node *player, *permanent = ir_tapped_for_mana(ev, &player);
    const node *f = permanent && np && np->kind == N_OBJECT && !np->text && !np->b && !np->c && !np->lossy
                    ? np->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    ir_word_kind k = w && !w->next ? ir_word_of(w).kind : IR_WORD_UNKNOWN;
    return k == IR_WORD_TYPE || k == IR_WORD_PERMANENT;
}

const node *ir_attacks_with_others(const node *ev, int *n)
{
    ir_event e;
    const node *who = ev && ev->kind == N_ACTION && !ev->b && !ev->c && ir_event_of(ev, &e) && e == IR_EV_ATTACKS
                      ? ev->a : NULL;
    const node *self = who && who->kind == N_LIST && ir_list_of(who) == IR_LIST_AND ? who->a : NULL;
    const node *others = self && self->kind == N_SELF ? self->next : NULL;
    if (!others || others->next || others->kind != N_OBJECT || ir_det_of(others) != IR_DET_OTHER || others->b
        || !others->c || ir_cmp_op(others->c) != IR_CMP_GE || ir_number(others->c->a) < 1 || others->lossy)
        return NULL;
    *n = ir_number(others->c->a);
    return others;
}

const node *ir_attacks_with_greater_power(const node *ev)
{
    ir_event e;
    const node *m = ev && ev->kind == N_ACTION && ev->a && ev->a->kind == N_SELF && !ev->b && ev->c && !ev->lossy
                    && ir_event_of(ev, &e) && e == IR_EV_ATTACKS ? ev->c->a : NULL;
    const node *np = m && !m->next && ir_prep_of(m) == IR_PREP_WITH ? m->a : NULL;
    const node *f = np && np->kind == N_OBJECT && ir_det_of(np) == IR_DET_ANOTHER && !np->b && !np->c && !np->lossy
                    ? np->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    const node *q = f && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    bool creature = w && !w->next && w->kind == N_WORD && text_is(w, "creature");
    return creature && q && ir_qual_of(q) == IR_QUAL_WITH && q->a && q->a->kind == N_COMPARE && !q->a->a
           && text_is(q->a, "greater power") ? np : NULL;
}

const node *ir_counters_event_of(const node *ev, const char **kind, bool *removed, bool *each)
{
    ir_verb v = ir_verb_of(ev);
    const node *m = ev && ev->kind == N_ACTION && !ev->lossy && !ev->b && (ev->form & FORM_PASSIVE) && ev->c
                    ? ev->c->a : NULL;
    bool one = ev && ev->a && ev->a->kind == N_OBJECT && ir_det_of(ev->a) == IR_DET_A;
    const node *f = ev && ev->a && ev->a->kind == N_OBJECT && (ir_one_or_more(ev->a) || one) && !ev->a->b
                    ? ev->a->a : NULL;
    *each = false;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    *removed = v == IR_VERB_REMOVE || (ev && text_is(ev, "removed"));     /* "are removed from" */
    if (!m || m->next || (v != IR_VERB_PUT && !*removed)
        || ir_prep_of(m) != (*removed ? IR_PREP_FROM : IR_PREP_ON) || !m->a || !(*kind = ir_counter_kind(w)))
        return NULL;
    *each = one;
    return m->a;
}

const node *ir_counters_put_by(const node *ev, const char **kind, const node **by)
{
    const node *m = ev && ev->kind == N_ACTION && !ev->lossy && !(ev->form & FORM_PASSIVE) && ev->a
                    && ev->a->kind == N_PLAYER && ir_verb_of(ev) == IR_VERB_PUT && ev->c ? ev->c->a : NULL;
    const node *o = m && !m->next && ir_prep_of(m) == IR_PREP_ON && m->a && !ir_names_players(m->a) ? ev->b : NULL;
    const node *f = o && o->kind == N_OBJECT && ir_one_or_more(o) && !o->b && !o->lossy ? o->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    bool any = w && w->kind == N_WORD && w->token == COUNTER && !w->next;
    if (!w || (!any && !ir_counter_kind(w)))
        return NULL;
    *kind = any ? NULL : ir_counter_kind(w);
    *by = ev->a;
    return m->a;
}

/* "while it's exiled" (M, after the event): "it" the card itself. */
static bool while_self_exiled(const node *m)
{
    const node *c = m && m->kind == N_DURATION && !m->lossy && !m->next && text_is(m, "while") && !m->b ? m->a : NULL;
    return c && c->kind == N_ACTION && !c->lossy && text_is(c, "exiled") && !c->b && !c->c && c->a
           && c->a->kind == N_PRONOUN && c->a->refers && c->a->refers->kind == N_SELF;
}

const node *ir_last_counter_removed(const node *ev, const char **kind, bool *exiled)
{
    const node *m = ev && ev->kind == N_ACTION && !ev->lossy && !ev->b && (ev->form & FORM_PASSIVE) && ev->c
                    ? ev->c->a : NULL;
    const node *o = ev && ev->a && ev->a->kind == N_OBJECT && !ev->a->lossy && !ev->a->b && !ev->a->c
                    && text_is(ev->a, "the last") ? ev->a : NULL;
    const node *f = o ? o->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    if (!m || (ir_verb_of(ev) != IR_VERB_REMOVE && !text_is(ev, "removed")) || ir_prep_of(m) != IR_PREP_FROM || !m->a || m->a->kind != N_SELF
        || !(*kind = ir_counter_kind(w)) || (m->next && !while_self_exiled(m->next)))
        return NULL;
    *exiled = m->next != NULL;
    return m->a;
}

const node *ir_gets_energy_of(const node *ev)
{
    const node *e = ev && ev->kind == N_ACTION && !ev->lossy && !ev->c && text_is(ev, "get energy") && ev->a
                    && ev->a->kind == N_PLAYER ? ev->b : NULL;
    const node *n = e && e->kind == N_COST && text_is(e, "energy of") && !e->b ? e->a : NULL;
    return n && n->kind == N_COMPARE && text_is(n, ">=") && !n->b && ir_number(n->a) == 1 ? ev->a : NULL;
}

/* A verb with a player for its subject and nothing after it ("you clash"). */
static bool bare_player_verb(const node *a, const char *verb)
{
    return a && a->kind == N_ACTION && !a->lossy && !a->b && !a->c && text_is(a, verb) && a->a
           && a->a->kind == N_PLAYER;
}

const node *ir_clash_event_of(const node *ev, bool *won)
{
    *won = false;
    if (bare_player_verb(ev, "clash"))
        return ev->a;
    const node *l = ev && ev->kind == N_SEQUENCE && !ev->lossy && ir_list_of(ev) != IR_LIST_OR ? ev->a : NULL;
    const node *s = l && l->kind == N_LIST ? l->a : NULL;
    if (!s || !s->next || s->next->next || !bare_player_verb(s, "clash") || !bare_player_verb(s->next, "win")
        || ir_who_of(s->next->a) != ir_who_of(s->a) || ir_who_of(s->a) == IR_WHO_NONE)
        return NULL;
    *won = true;        /* "you clash and win": one subject, shared */
    return s->a;
}

bool ir_caused_discard(const node *ev, node *out, const node **by)
{
    const node *m = ev && ev->kind == N_ACTION && !ev->lossy && text_is(ev, "cause") && ev->a && ev->b && ev->c
                    ? ev->c->a : NULL;
    const node *d = m && !m->next && m->kind == N_MODIFIER && text_is(m, "to") ? m->a : NULL;
    ir_event e;
    if (!d || d->kind != N_ACTION || d->lossy || d->a || !d->b || !ir_event_of(d, &e) || e != IR_EV_DISCARD
        || ir_who_of(ev->b) == IR_WHO_NONE)
        return false;
    *out = *d;
    out->a = ev->b;         /* "causes you to discard": you discard */
    out->next = NULL;
    *by = ev->a;
    return true;
}

bool ir_damage_dealt_to(const node *ev, node *out)
{
    ir_event e;
    const node *m = ev && ev->kind == N_ACTION && !ev->lossy && !ev->b && ev->c && ev->c->a && !ev->c->a->next
                    && ir_event_of(ev, &e) && e == IR_EV_DEALT_DAMAGE ? ev->c->a : NULL;
    const node *to = m && ir_prep_of(m) == IR_PREP_TO ? m->a : NULL;
    const node *s = ev ? ev->a : NULL;
    const node *f = s && s->kind == N_OBJECT && !s->b && !s->c && !s->lossy && ir_det_of(s) == IR_DET_NONE ? s->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    if (!to || to->kind == N_LIST || !w || w->kind != N_WORD)
        return false;
    const node *d = w->next && !w->next->next && w->next->kind == N_WORD ? w->next : !w->next ? w : NULL;
    const char *verb = !d || !text_is(d, "damage") ? NULL
                     : d == w ? "dealt damage"
                     : text_is(w, "combat") ? "dealt combat damage"
                     : text_is(w, "noncombat") ? "dealt noncombat damage" : NULL;
    if (!verb)
        return false;
    *out = *ev;                 /* "you are dealt combat damage" */
    out->text = verb;
    out->a = m->a;
    out->c = NULL;
    out->next = NULL;
    return true;
}

bool ir_shuffles_own_library(const node *ev)
{
    ir_event e;
    const node *p = ev && ev->kind == N_ACTION && !ev->c && !ev->lossy && ir_event_of(ev, &e) && e == IR_EV_SHUFFLE
                    ? ev->b : NULL;
    if (!p || p->kind != N_POSSESSIVE || !p->b || p->b->kind != N_WORD || !text_is(p->b, "library") || !ev->a)
        return false;
    /* the subject's own: "you ... your", "an opponent ... their" */
    return ir_who_of(ev->a) == IR_WHO_YOU ? ir_who_of(p->a) == IR_WHO_YOU
                                          : p->a && p->a->kind == N_PRONOUN && text_is(p->a, "their");
}

const node *ir_turn_during(const node *m)
{
    return m && ir_prep_of(m) == IR_PREP_DURING && m->a && m->a->kind == N_STEP && text_is(m->a, "turn") ? m->a
                                                                                                      : NULL;
}

bool ir_first_time_each_turn(const node *ev, node *plain)
{
    const node *m = ev && ev->kind == N_ACTION && !ev->lossy && ev->c ? ev->c->a : NULL;
    if (!m || m->next || ir_prep_of(m) != IR_PREP_FIRST_TIME_EACH_TURN || m->a)
        return false;
    *plain = *ev;
    plain->c = NULL;
    plain->next = NULL;
    return true;
}

bool ir_attacks_first_time(const node *ev)
{
    node plain;
    ir_event e;
    return ir_first_time_each_turn(ev, &plain) && ir_event_of(&plain, &e) && e == IR_EV_ATTACKS && !plain.b
           && plain.a && (plain.a->kind == N_SELF || (plain.a->kind == N_OBJECT && ir_det_of(plain.a) == IR_DET_A));
}

/* "your second spell each turn", "their first card each turn", "your first
 * instant or sorcery spell each turn": N, and the object phrase in *OUT
 * (its filter not looked at); 0 for another phrase.  "your first spell
 * during each opponent's turn" counts them each turn too, a turn being one
 * player's (ir_event_during: the event's own condition). */
static int nth_each_turn(const node *ev, ir_event *e, const node **out)
{
    static const char *const nth[] = { "first", "second", "third", "fourth", "fifth" };
    if (!ev || ev->kind != N_ACTION || !ir_event_of(ev, e) || (*e != IR_EV_CAST && *e != IR_EV_DRAW) || !ev->a)
        return 0;
    const node *m = ev->c && ev->c->kind == N_LIST ? ev->c->a : NULL;
    const node *p = ev->b, *np = p && p->kind == N_POSSESSIVE ? p->b : NULL;
    bool each_turn = m && m->kind == N_DURATION && text_is(m, "each turn") && !m->a;
    if (!m || m->next || !(each_turn || ir_turn_during(m)) || !np || np->kind != N_OBJECT || np->b || np->c)
        return 0;
    /* the subject's own: "you ... your", "an opponent ... their" */
    bool you = ir_who_of(ev->a) == IR_WHO_YOU;
    if (you ? ir_who_of(p->a) != IR_WHO_YOU : !(p->a && p->a->kind == N_PRONOUN && text_is(p->a, "their")))
        return 0;
    *out = np;
    for (size_t i = 0; i < COUNT(nth); i++)
        if (text_is(np, nth[i]))
            return (int)i + 1;
    return 0;
}

/* The only word of the filter of NP, or NULL. */
static const node *nth_word(const node *np)
{
    const node *f = np->a;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    return w && !w->next ? w : NULL;
}

int ir_event_nth_each_turn(const node *ev)
{
    ir_event e;
    const node *np;
    int n = nth_each_turn(ev, &e, &np);
    const node *w = n ? nth_word(np) : NULL;
    return w && ir_word_of(w).kind == (e == IR_EV_CAST ? IR_WORD_SPELL : IR_WORD_CARD) ? n : 0;
}

const node *ir_event_nth_object(const node *ev)
{
    ir_event e;
    const node *np;
    return nth_each_turn(ev, &e, &np) ? np : NULL;
}

const node *ir_event_nth_kind_each_turn(const node *ev, int *n)
{
    ir_event e;
    const node *np;
    *n = nth_each_turn(ev, &e, &np);
    return *n && e == IR_EV_CAST && !ir_event_nth_each_turn(ev) ? np : NULL;
}

/* ---- prepositions, determiners, pronouns ------------------------------ */

ir_prep ir_prep_of(const node *m)
{
    static const struct {
        node_kind kind;
        const char *words;
        ir_prep prep;
    } preps[] = {
        { N_PREP, "into", IR_PREP_INTO }, { N_PREP, "from", IR_PREP_FROM }, { N_PREP, "to", IR_PREP_TO },
        { N_PREP, "of", IR_PREP_OF }, { N_PREP, "under control of", IR_PREP_UNDER_CONTROL_OF },
        { N_MODIFIER, "alone", IR_PREP_ALONE }, { N_MODIFIER, "with", IR_PREP_WITH },
        { N_MODIFIER, "by", IR_PREP_BY }, { N_DURATION, "during", IR_PREP_DURING }, { N_PREP, "on", IR_PREP_ON },
        { N_MODIFIER, "for each", IR_PREP_FOR_EACH }, { N_MODIFIER, "for each time", IR_PREP_FOR_EACH },
        { N_MODIFIER, "tapped", IR_PREP_TAPPED },
        { N_MODIFIER, "untapped", IR_PREP_UNTAPPED },
        { N_MODIFIER, "for the first time each turn", IR_PREP_FIRST_TIME_EACH_TURN },
        { N_MODIFIER, "except by", IR_PREP_EXCEPT_BY }, { N_MODIFIER, "for", IR_PREP_FOR },
        { N_PREP, "from combat", IR_PREP_FROM_COMBAT },
    };
    for (size_t i = 0; m && i < COUNT(preps); i++)
        if (m->kind == preps[i].kind && text_is(m, preps[i].words))
            return preps[i].prep;
    return IR_PREP_NONE;
}

ir_det ir_det_of(const node *np)
{
    static const struct {
        const char *words;
        ir_det det;
    } dets[] = {
        { "a", IR_DET_A }, { "an", IR_DET_A }, { "another", IR_DET_ANOTHER }, { "each", IR_DET_EACH },
        { "all", IR_DET_ALL }, { "no", IR_DET_NO },
        { "the target of", IR_DET_THE_TARGET_OF }, { ">=", IR_DET_AT_LEAST }, { "other", IR_DET_OTHER },
        { "each other", IR_DET_EACH_OTHER }, { "all other", IR_DET_ALL_OTHER }, { "next", IR_DET_NEXT },
    };
    if (!np || !np->text)
        return IR_DET_NONE;
    for (size_t i = 0; i < COUNT(dets); i++)
        if (strcmp(np->text, dets[i].words) == 0)
            return dets[i].det;
    return IR_DET_UNKNOWN;
}

ir_pronoun ir_pronoun_of(const node *n)
{
    return text_is(n, "enchanted") ? IR_PRON_ENCHANTED : text_is(n, "equipped") ? IR_PRON_EQUIPPED
                                                                                 : IR_PRON_OTHER;
}

bool ir_enchanted_player(const card *c, const node *n)
{
    /* "enchanted opponent": an Aura with "Enchant opponent", which is put
     * into its owner's graveyard once it is on another player (CR 704.5m) */
    static const char *const words[] = { "enchanted player", "enchanted opponent" };
    size_t len = n ? n->range.end - n->range.begin : 0;
    bool is = false;
    for (size_t i = 0; i < COUNT(words) && n; i++)
        is |= len == strlen(words[i]) && strncmp(c->src->text + n->range.begin, words[i], len) == 0;
    return is && n->kind == N_PRONOUN && ir_pronoun_of(n) == IR_PRON_ENCHANTED;
}

bool ir_the_chosen_player(const node *np)
{
    const node *by;
    return np && np->kind == N_OBJECT && text_is(np, "chosen") && !np->c && !np->lossy
           && ir_plain_noun(np, "player", &by) && !by;
}

bool ir_chosen_players_zone(const node *z, ir_zone *zone)
{
    if (!z || z->kind != N_POSSESSIVE || z->lossy || !ir_the_chosen_player(z->a) || !z->b || z->b->kind != N_WORD)
        return false;
    *zone = z->b->token == GRAVEYARD ? IR_ZONE_GRAVEYARD : z->b->token == HAND ? IR_ZONE_HAND
          : z->b->token == LIBRARY ? IR_ZONE_LIBRARY : IR_ZONE_ANY;
    return *zone != IR_ZONE_ANY;
}

/* ---- steps, counts, zones, conditions --------------------------------- */

bool ir_step_of(const node *st, ir_step *out)
{
    static const struct {
        const char *words;
        ir_step step;
    } steps[] = {
        { "upkeep", IR_STEP_UPKEEP }, { "draw step", IR_STEP_DRAW }, { "end step", IR_STEP_END },
        { "combat", IR_STEP_COMBAT }, { "end of combat", IR_STEP_END_COMBAT },
        { "precombat main phase", IR_STEP_MAIN }, { "postcombat main phase", IR_STEP_MAIN2 },
        /* their names in Oracle text since 2024 (CR 505.1 of the current rules) */
        { "first main phase", IR_STEP_MAIN }, { "second main phase", IR_STEP_MAIN2 },
        { "declare attackers step", IR_STEP_DECLARE_ATTACKERS }, { "declare blockers step", IR_STEP_DECLARE_BLOCKERS },
    };
    for (size_t i = 0; st && st->kind == N_STEP && i < COUNT(steps); i++)
        if (text_is(st, steps[i].words)) {
            *out = steps[i].step;
            return true;
        }
    return false;
}

bool ir_blockers_declared_of(const node *m, bool *after)
{
    const node *a = m && m->kind == N_DURATION && !m->lossy && !m->next && (text_is(m, "before") || text_is(m, "after"))
                    ? m->a : NULL;
    const node *who = a && a->kind == N_ACTION && text_is(a, "declared") && (a->form & FORM_PASSIVE) && !a->b && !a->c
                      && !a->lossy ? a->a : NULL;
    *after = m && text_is(m, "after");
    return who && who->kind == N_OBJECT && !who->b && !who->c && meaning_det(who) == FX_DET_NONE
           && text_is(ir_single_word(who->a), "blocker");
}

bool ir_turn_cond_of(const node *c, ir_condition_kind *kind, ir_step *step)
{
    bool after;
    if (ir_blockers_declared_of(c, &after)) {
        /* "(Cast this spell only during combat) before blockers are declared" (ir_cast_only_of) */
        *kind = after ? IR_CONDITION_AFTER_BLOCKERS : IR_CONDITION_BEFORE_BLOCKERS;
        return true;
    }
    const node *w = c && c->kind == N_ACTION && !c->lossy && meaning_verb(c) == FX_VERB_IS && !c->c
                    && (!c->a || (c->a->kind == N_PRONOUN && meaning_word(c->a) == FX_W_IT))
                    && c->b && c->b->kind == N_POSSESSIVE && c->b->a && c->b->a->kind == N_PLAYER
                    && meaning_player(c->b->a) == FX_PLAYER_YOU ? c->b->b : NULL;
    if (w && w->kind == N_WORD && w->token == TURN)
        *kind = IR_CONDITION_YOUR_TURN;         /* "if it's your turn" */
    else if (!c || c->kind != N_STEP)
        return false;
    else if (meaning_word(c) == FX_W_COMBAT && !c->a)
        *kind = IR_CONDITION_COMBAT;            /* "during combat" */
    else if (!c->a && ir_step_of(c, step))
        *kind = IR_CONDITION_STEP;              /* "during the declare attackers step" */
    else if (c->a && meaning_word(c->a) == FX_W_YOUR && !c->b && !c->c
             && (meaning_word(c) == FX_W_TURN || meaning_word(c) == FX_W_UPKEEP))
        *kind = meaning_word(c) == FX_W_TURN ? IR_CONDITION_YOUR_TURN : IR_CONDITION_YOUR_UPKEEP;
    else
        return false;
    return true;
}

bool ir_state_cond_of(const node *c, ir_condition_kind *kind)
{
    if (meaning_searched_this_way(c))
        *kind = IR_CONDITION_SEARCHED;          /* "if you search your library this way" */
    else if (ir_resolved_nth_of(c))
        *kind = IR_CONDITION_RESOLVED;          /* "if this is the second time this ability has resolved this turn" */
    else if (ir_full_party_of(c))
        *kind = IR_CONDITION_FULL_PARTY;        /* "if you have a full party" */
    else if (ir_most_common_color_of(c))
        *kind = IR_CONDITION_MOST_COMMON_COLOR; /* "black is the most common color among all permanents ..." */
    else
        return false;
    return true;
}

bool ir_one_or_more(const node *np)
{
    const node *c = np && np->kind == N_OBJECT ? np->c : NULL;
    return ir_cmp_op(c) == IR_CMP_GE && c->a && text_is(c->a, "one");
}

bool ir_zone_anywhere(const node *z)
{
    return z && z->kind == N_ZONE && text_is(z, "anywhere");
}

bool ir_your_planeswalker(const node *np)
{
    /* "a planeswalker you control": one word, the card type, and one qualifier */
    const node *f = np && np->kind == N_OBJECT && ir_det_of(np) == IR_DET_A && !np->b && !np->c ? np->a : NULL;
    if (!f || f->kind != N_FILTER || f->text || !f->a || !f->a->a || f->a->a->next || !f->a->a->a || !f->b
        || !f->b->a || f->b->a->next)
        return false;
    const node *w = f->a->a->a->a, *q = f->b->a;
    ir_word m = ir_word_of(w);
    return w && !w->next && m.kind == IR_WORD_TYPE && !m.negated && m.value == IR_TYPE_PLANESWALKER
           && ir_qual_of(q) == IR_QUAL_CONTROLLED_BY && ir_who_of(q->a) == IR_WHO_YOU;
}

ir_cond ir_cond_of(const node *n)
{
    if (!n || n->kind != N_CONDITIONAL)
        return IR_COND_OTHER;
    return text_is(n, "if") ? IR_COND_IF : text_is(n, "otherwise") ? IR_COND_OTHERWISE
         : text_is(n, "unless") ? IR_COND_UNLESS : text_is(n, "as long as") ? IR_COND_AS_LONG_AS
         : text_is(n, "as") ? IR_COND_AS : IR_COND_OTHER;
}

const node *ir_intervening_if(const node *effects)
{
    const node *first = effects && effects->kind == N_LIST ? effects->a : NULL;
    return ir_cond_of(first) == IR_COND_IF && !first->c && first->a && first->b && !first->b->next
           && first->a->range.begin < first->b->range.begin
           && !(first->next && ir_cond_of(first->next) == IR_COND_OTHERWISE) ? first : NULL;
}

const node *ir_otherwise_of(const node *next)
{
    return ir_cond_of(next) == IR_COND_OTHERWISE && !next->a && next->b && !next->c && !next->lossy ? next->b : NULL;
}

/* Is A "X gets +N/+N" alone (no modifier)? */
static bool plain_pt_get(const node *a)
{
    return a && a->kind == N_ACTION && !a->lossy && ir_verb_of(a) == IR_VERB_GET && a->a && a->b
           && a->b->kind == N_PT_CHANGE && !a->c;
}

const node *ir_instead_as_long_as_of(arena *ar, const node *st, const node *next, const node **cond)
{
    const node *b = plain_pt_get(st) && ir_cond_of(next) == IR_COND_AS_LONG_AS && next->a && !next->c && !next->lossy
                    ? next->b : NULL;
    const node *m = b && b->kind == N_ACTION && !b->lossy && ir_verb_of(b) == IR_VERB_GET && b->b
                    && b->b->kind == N_PT_CHANGE && b->a && b->a->kind == N_PRONOUN && b->a->refers == st->a && b->c
                    ? b->c->a : NULL;
    if (!m || m->next || m->kind != N_MODIFIER || meaning_word(m) != FX_W_INSTEAD || m->a || m->b)
        return NULL;
    node *plain = arena_alloc(ar, sizeof *plain);  /* "It gets +3/+1", without "instead" */
    *plain = *b;
    plain->c = NULL;
    *cond = next->a;
    return plain;
}

bool ir_delayed_trigger_sentence(const node *s)
{
    return s && s->kind == N_CONDITIONAL && text_is(s, "delayed trigger");
}

const node *ir_reflexive_of(const node *s)
{
    const node *t = ir_delayed_trigger_sentence(s) && s->b && !s->c && !s->lossy ? s->a : NULL;
    const node *e = t && t->kind == N_TRIGGER && text_is(t, "when") && !t->b ? t->a : NULL;
    return e && e->kind == N_ACTION && text_is(e, "do") && !e->b && !e->c && !e->lossy
           && (!e->a || ir_who_of(e->a) == IR_WHO_YOU) ? s->b : NULL;
}

bool ir_if_you_do(const node *s)
{
    const node *e = ir_cond_of(s) == IR_COND_IF ? s->a : NULL;
    return ir_reflexive_of(s) || (e && e->kind == N_ACTION && text_is(e, "do"));
}

/* A copy of N, alone (no next). */
static node *node_copy(arena *a, const node *n)
{
    node *k = node_new(a, n->kind, n->range);
    *k = *n;
    k->next = NULL;
    return k;
}

/* "your next instant or sorcery spell" of "you cast ...": the spell phrase
 * ("next instant or sorcery spell"), or NULL. */
static const node *next_spell(const node *ev)
{
    ir_event e;
    const node *p = ev->b, *np = p && p->kind == N_POSSESSIVE && ir_who_of(p->a) == IR_WHO_YOU ? p->b : NULL;
    return np && np->kind == N_OBJECT && ir_det_of(np) == IR_DET_NEXT && !np->b && !np->c && !np->lossy
           && ir_who_of(ev->a) == IR_WHO_YOU && ir_event_of(ev, &e) && e == IR_EV_CAST ? np : NULL;
}

bool ir_turn_trigger_once(const ability *delayed)
{
    return text_is(delayed->ast->a, "when");
}

/* A copy of the triggered ability AB, with no label, whose trigger's event
 * is E (the delayed abilities a paragraph makes). */
static const ability *with_event(arena *a, const ability *ab, node *e)
{
    node *tr = node_copy(a, ab->ast->a), *abl = node_copy(a, ab->ast);
    tr->a = e;
    abl->a = tr;
    ability *out = arena_alloc(a, sizeof *out);
    *out = *ab;
    out->next = NULL;
    out->label = NULL;
    out->ast = abl;
    return out;
}

/* The delayed triggered ability a paragraph AB, "Whenever ... this turn,
 * ...", makes (ir_turn_trigger_of), with no label. */
static const ability *turn_trigger(arena *a, const ability *ab)
{
    const node *t = ab && ab->kind == AB_TRIGGERED && !ab->modes && ab->ast ? ab->ast->a : NULL;
    const node *ev = t && t->kind == N_TRIGGER && (text_is(t, "whenever") || text_is(t, "when")) && !t->b
                     && !t->lossy ? t->a : NULL;
    if (!ev || ev->kind != N_ACTION || ev->lossy || !ev->c || ev->c->kind != N_LIST
        || text_is(t, "when") != (next_spell(ev) != NULL))
        return NULL;
    const node *last = ev->c->a;
    while (last && last->next)
        last = last->next;
    if (!last || last->kind != N_DURATION || !text_is(last, "this turn") || last->a || last->lossy)
        return NULL;
    node *mods = NULL;
    for (const node *m = ev->c->a; m != last; m = m->next)
        mods = list_append(mods ? mods : list_new(a, m->range), node_copy(a, m));
    node *e = node_copy(a, ev);
    e->c = mods;
    if (next_spell(ev))
        e->b = ev->b->b;            /* the spell itself, which "that spell" names */
    return with_event(a, ab, e);
}

/* "At the beginning of your next upkeep, ...", a paragraph AB: the delayed
 * triggered ability it makes, "At the beginning of your upkeep, ...", with
 * no label; NULL for any other. */
static const ability *next_step_trigger(arena *a, const ability *ab)
{
    const node *t = ab && ab->kind == AB_TRIGGERED && !ab->modes && ab->ast ? ab->ast->a : NULL;
    const node *ev = t && t->kind == N_TRIGGER && text_is(t, "at") && !t->b && !t->lossy ? t->a : NULL;
    const node *next = ev && ev->kind == N_STEP && !ev->lossy && !ev->b && !ev->c ? ev->a : NULL;
    if (!next || next->kind != N_MODIFIER || meaning_word(next) != FX_W_NEXT || next->lossy || !next->a
        || next->a->kind != N_WORD || meaning_word(next->a) != FX_W_YOUR)
        return NULL;
    node *e = node_copy(a, ev);
    e->a = node_copy(a, next->a);   /* "your upkeep" */
    return with_event(a, ab, e);
}

const ability *ir_turn_trigger_of(arena *a, const card *c, const ability *ab)
{
    if (!ab || ab->label || !(card_has_type(c, "Instant") || card_has_type(c, "Sorcery")))
        return NULL;
    const ability *step = next_step_trigger(a, ab);
    return step ? step : turn_trigger(a, ab);
}

bool ir_turn_trigger_lasts(const ability *delayed)
{
    return text_is(delayed->ast->a, "at");
}

const ability *ir_chapter_turn_trigger_of(arena *a, const card *c, const ability *ab)
{
    return ab && ir_chapters_of(ab->label) && card_has_subtype(c, "Saga") ? turn_trigger(a, ab) : NULL;
}

/* In N, a pronoun that names something before ROOT's text, not the card
 * itself (what the ability acted on before it), or a target (one of the
 * ability's, chosen as it is put on the stack); NULL if none. */
static const node *names_before(const node *root, const node *n, const node *linked)
{
    for (; n; n = n->next) {
        const node *r = n->kind == N_PRONOUN ? n->refers : NULL;
        if ((n->kind == N_TARGET && n != linked)
            || (r && r != linked && r->kind != N_SELF
                && (r->range.begin < root->range.begin || r->range.end > root->range.end)))
            return n;
        if ((r = names_before(root, n->a, linked)) || (r = names_before(root, n->b, linked))
            || (r = names_before(root, n->c, linked)))
            return r;
    }
    return NULL;
}

/* "each other creature" in N: other than what, in a delayed ability linked
 * to an object ("it deals that much damage to each other creature"), is not
 * said for sure: the first such phrase, or NULL. */
static const node *other_in(const node *n)
{
    for (const node *r; n; n = n->next) {
        if (ir_np_other(n))
            return n;
        if ((r = other_in(n->a)) || (r = other_in(n->b)) || (r = other_in(n->c)))
            return r;
    }
    return NULL;
}

/* "When that creature dies this turn" (EV, in ROOT): the target "that
 * creature" names, one object the ability acted on, or the target of "When
 * target creature dies this turn", which the delayed ability is linked to
 * (CR 603.7c); NULL if its subject is neither. */
static const node *linked_subject(const node *root, const node *ev)
{
    const node *p = ev->a, *r = p && p->kind == N_PRONOUN && !p->lossy && ir_pronoun_of(p) == IR_PRON_OTHER
                                && !ir_several_players(p) ? p->refers : p;
    return r && r->kind == N_TARGET && (r == p || r->range.end <= root->range.begin) && r->a
           && r->a->kind == N_OBJECT && !ir_names_players(r->a) ? r : NULL;
}

/* What NP names, through pronouns ("it" for "it" for ~). */
static const node *first_named(const node *np)
{
    for (int i = 0; np && np->kind == N_PRONOUN && np->refers && i < 16; i++)
        np = np->refers;
    return np;
}

const node *ir_names_again(const node *obj, const node *later)
{
    const node *what = first_named(obj);
    for (const node *n = later; what && n; n = n->next) {
        const node *r;
        if (n->kind == N_PRONOUN && n != obj && first_named(n) == what)
            return n;
        if ((r = ir_names_again(obj, n->a)) || (r = ir_names_again(obj, n->b)) || (r = ir_names_again(obj, n->c)))
            return r;
    }
    return NULL;
}

bool ir_turn_trigger_until_next_turn(const node *s)
{
    ir_duration d;
    return s && s->kind == N_CONDITIONAL && meaning_word(s) == FX_W_FOR && meaning_duration(s->a, &d)
           && d == IR_DUR_YOUR_NEXT_TURN;
}

const ability *ir_sentence_turn_trigger_of(arena *a, const node *s, const node **outside, const node **linked)
{
    *outside = *linked = NULL;
    ir_duration d;
    bool until = s && s->kind == N_CONDITIONAL && meaning_word(s) == FX_W_FOR && !s->c && !s->lossy
                 && meaning_duration(s->a, &d) && (d == IR_DUR_END_OF_TURN || d == IR_DUR_YOUR_NEXT_TURN);
    const node *dt = until ? s->b : s;
    const node *t = ir_delayed_trigger_sentence(dt) && dt->b && !dt->c && !dt->lossy && !dt->next ? dt->a : NULL;
    const node *ev = t && t->kind == N_TRIGGER && (text_is(t, "whenever") || text_is(t, "when")) && !t->b && !t->lossy
                     ? t->a : NULL;
    if (!ev || ev->kind != N_ACTION || ev->lossy)
        return NULL;
    /* "Whenever a creature dies this turn" (the event's last modifier), or
     * "Until end of turn, whenever a creature dies" (none) */
    const node *last = ev->c && ev->c->kind == N_LIST ? ev->c->a : NULL;
    while (last && last->next)
        last = last->next;
    bool this_turn = last && last->kind == N_DURATION && text_is(last, "this turn") && !last->a && !last->lossy;
    if (until == this_turn)
        return NULL;
    node *e = node_copy(a, ev), *tr = node_copy(a, t), *abl = node_new(a, N_ABILITY, s->range);
    if (this_turn) {
        node *mods = NULL;
        for (const node *m = ev->c->a; m != last; m = m->next)
            mods = list_append(mods ? mods : list_new(a, m->range), node_copy(a, m));
        e->c = mods;
    }
    tr->a = e;
    abl->a = tr;
    abl->b = list_append(list_new(a, dt->b->range), node_copy(a, dt->b));
    ability *out = arena_alloc(a, sizeof *out);
    memset(out, 0, sizeof *out);
    out->kind = AB_TRIGGERED;
    out->range = s->range;
    out->ast = abl;
    out->could_be_mana = sema_could_add_mana(abl->b);     /* no target: CR 605.1b */
    *linked = linked_subject(dt, ev);
    const node *in_event = names_before(dt, ev, *linked);
    *outside = in_event ? in_event : names_before(dt, dt->b, *linked);
    if (!*outside && *linked)
        *outside = other_in(dt->b);
    return out;
}

const node *ir_self_targets_of(const node *c)
{
    const node *s = c && c->kind == N_ACTION && text_is(c, "target") && !c->c && !c->lossy && !(c->form & FORM_PAST)
                    ? c->a : NULL;
    bool self = s && (s->kind == N_SELF || (s->kind == N_PRONOUN && s->refers && s->refers->kind == N_SELF));
    return self && c->b && c->b->kind == N_OBJECT && c->b->a && c->b->a->kind == N_FILTER ? c->b : NULL;
}

const node *ir_dealt_damage_this_way_of(const node *c)
{
    const node *m = c && c->kind == N_ACTION && text_is(c, "dealt damage") && !c->b && !c->lossy && c->c
                    && c->c->kind == N_LIST ? c->c->a : NULL;
    const node *x = m && !m->next && meaning_this_way(m) ? c->a : NULL;
    return x && x->kind == N_OBJECT && (text_is(x, "a") || text_is(x, "an")) && !x->b && !x->c && x->a
           && x->a->kind == N_FILTER ? x : NULL;
}

unsigned ir_resolved_nth_of(const node *c)
{
    static const char *const nth[] = { "first", "second", "third", "fourth", "fifth" };
    const node *q = c && c->kind == N_ACTION && text_is(c, "is") && !c->lossy && !c->c && c->a
                    && c->a->kind == N_PRONOUN && text_is(c->a, "this") && !c->a->a ? c->b : NULL;
    const node *r = q && q->kind == N_QUALIFIER && text_is(q, "the time") ? q->b : NULL;
    const node *ab = r && r->kind == N_ACTION && text_is(r, "has resolved") && !r->b && r->c && r->c->kind == N_LIST
                     ? r->a : NULL;
    const node *f = ab && ab->kind == N_SELF ? ab->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    const node *m = w && !w->next && text_is(w, "ability") ? r->c->a : NULL;
    if (!m || m->next || m->kind != N_DURATION || !text_is(m, "this turn") || m->a || !q->a)
        return 0;
    unsigned times = 0;
    const node *one = q->a->kind == N_LIST && text_is(q->a, "or") ? q->a->a : q->a;
    for (; one; one = q->a->kind == N_LIST ? one->next : NULL) {
        unsigned bit = 0;
        for (size_t i = 0; i < COUNT(nth); i++)
            if (one->kind == N_WORD && text_is(one, nth[i]))
                bit = 1u << i;
        if (!bit)
            return 0;
        times |= bit;
    }
    return times;
}

bool ir_in_reflexive(const node *n, src_range r)
{
    for (; n; n = n->next) {
        const node *body = ir_reflexive_of(n);
        if (body && r.begin >= body->range.begin && r.end <= body->range.end)
            return true;
        if (ir_in_reflexive(n->a, r) || ir_in_reflexive(n->b, r) || ir_in_reflexive(n->c, r))
            return true;
    }
    return false;
}

/* ---- costs and activation --------------------------------------------- */

ir_cost_entry ir_cost_entry_of(const node *c)
{
    if (c && c->kind == N_MANA)
        return IR_CE_MANA;
    if (!c || c->kind != N_COST)
        return IR_CE_OTHER;
    return text_is(c, "tap") ? IR_CE_TAP : text_is(c, "untap") ? IR_CE_UNTAP
         : text_is(c, "action") ? IR_CE_ACTION : IR_CE_OTHER;
}

int ir_constant_count(const node *np)
{
    ir_det d = ir_det_of(np);
    if (np && np->kind == N_OBJECT && np->c)
        return np->c->text ? syn_number(np->c->text) : -1;
    if (np && np->kind == N_OBJECT && (d == IR_DET_A || d == IR_DET_ANOTHER))
        return 1;
    if (np && np->kind == N_AMOUNT && np->text)
        return syn_number(np->text);
    return -1;
}

bool ir_loyalty_of(const node *w, int *n)
{
    const char *t = w && w->kind == N_WORD && w->text ? w->text : "";
    bool plus = *t == '+';
    int sign = 1;
    if (plus) {
        t++;
    } else if (strncmp(t, "\xE2\x88\x92", 3) == 0 || *t == '-') {
        sign = -1;
        t += *t == '-' ? 1 : 3;
    }
    int v = 0;
    const char *d = t;
    while (*d >= '0' && *d <= '9' && v < 1000)
        v = v * 10 + (*d++ - '0');
    /* "+N", "0", "−N" with N > 0 */
    if (d == t || *d || (sign < 0 && v == 0) || (!plus && sign > 0 && v != 0))
        return false;
    *n = sign * v;
    return true;
}

bool ir_loyalty_x_of(const node *w)
{
    const char *t = w && w->kind == N_WORD && w->text ? w->text : "";
    t += strncmp(t, "\xE2\x88\x92", 3) == 0 ? 3 : *t == '-' ? 1 : 0;
    return t != (w && w->text ? w->text : "") && strcmp(t, "X") == 0;
}

bool ir_activate_only(const node *s)
{
    return s && s->kind == N_MODIFIER && text_is(s, "activate only");
}

bool ir_any_player_may_activate(const node *s, bool *sorcery)
{
    const node *a = s && s->kind == N_OPTIONAL && text_is(s, "may") && !s->lossy ? s->a : NULL;
    const node *only = a && a->kind == N_ACTION && a->c ? a->c->a : NULL;
    /* "... but only as a sorcery" */
    *sorcery = only && !only->next && only->kind == N_MODIFIER && text_is(only, "but only")
               && ir_timing_of(only->a) == IR_TIMING_SORCERY;
    const node *self = a && a->kind == N_ACTION && text_is(a, "activate") && !a->lossy && (!a->c || *sorcery) ? a->b : NULL;
    const node *f = self && self->kind == N_SELF && text_is(self, "this") ? self->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    const node *by;
    return w && !w->next && text_is(w, "ability") && a->a && a->a->kind == N_OBJECT && text_is(a->a, "any")
           && !a->a->c && ir_plain_noun(a->a, "player", &by) && !by;
}

/* "during your turn, before attackers are declared" (CR 508.1: attackers
 * are declared as the declare attackers step begins) */
static bool before_attackers(const node *r)
{
    const node *turn = r->kind == N_LIST && text_is(r, ",") ? r->a : NULL;
    const node *before = turn ? turn->next : NULL;
    const node *a = before && !before->next && before->kind == N_DURATION && text_is(before, "before") ? before->a : NULL, *by;
    return turn && turn->kind == N_WORD && text_is(turn, "during your turn") && a && a->kind == N_ACTION
           && text_is(a, "declared") && !a->b && !a->c && ir_plain_noun(a->a, "attacker", &by) && !by;
}

/* Is N the card itself ("~", a pronoun bound to it)? */
static bool names_self(const node *n)
{
    return n && (n->kind == N_SELF || (n->kind == N_PRONOUN && n->refers && n->refers->kind == N_SELF));
}

const char *ir_moved_with_counters(const node *act, const node *with, int *n)
{
    const node *moved = act ? act->b : NULL;
    bool after_destination = false;
    for (const node *m = act && act->c ? act->c->a : NULL; m && m != with; m = m->next) {
        ir_prep p = ir_prep_of(m);
        after_destination |= p == IR_PREP_TO || p == IR_PREP_INTO || (m->kind == N_PREP && text_is(m, "onto"));
    }
    if (!after_destination && !names_self(moved) && !(moved && moved->kind == N_PRONOUN))
        return NULL;
    const node *on = with ? with->next : NULL, *c = with ? with->a : NULL;
    const node *it = on && ir_prep_of(on) == IR_PREP_ON ? on->a : NULL;
    const node *inner = moved && moved->kind == N_TARGET ? moved->a : moved;
    bool same = it && moved
                && ((it->kind == N_PRONOUN && it->refers
                     && (it->refers == moved || it->refers == inner || it->refers == moved->refers))
                    || (names_self(it) && names_self(moved)));
    if (!same || ir_prep_of(with) != IR_PREP_WITH || !c || c->kind != N_OBJECT || c->b)
        return NULL;
    *n = c->c ? ir_number(c->c) : ir_det_of(c) == IR_DET_A ? 1 : -1;
    return *n > 0 ? ir_counters_named(c) : NULL;
}

bool ir_triggers_once_each_turn(const node *s)
{
    const node *m = s && s->kind == N_ACTION && text_is(s, "trigger") && !s->b && !s->lossy && s->c ? s->c->a : NULL;
    const node *f = s && s->a && s->a->kind == N_SELF && text_is(s->a, "this") ? s->a->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    return m && m->next && !m->next->next && m->kind == N_MODIFIER && text_is(m, "only")
           && m->next->kind == N_MODIFIER && text_is(m->next, "once each turn") && w && !w->next
           && ir_word_of(w).kind == IR_WORD_ABILITY;
}

ir_timing ir_timing_of(const node *r)
{
    if (r && r->kind == N_LIST && r->a && before_attackers(r))
        return IR_TIMING_BEFORE_ATTACKERS;
    if (!r || r->kind != N_WORD)
        return IR_TIMING_OTHER;
    return text_is(r, "sorcery") || text_is(r, "as a sorcery") ? IR_TIMING_SORCERY
         : text_is(r, "once each turn") ? IR_TIMING_ONCE : text_is(r, "once") ? IR_TIMING_ONCE_EVER
         : IR_TIMING_OTHER;
}

bool ir_additional_cost(const node *s)
{
    return s && s->kind == N_CONDITIONAL && text_is(s, "additional cost");
}

/* Does the cost action ACT count X ("discard X cards")? */
static bool cost_counts_x(const node *act)
{
    return act && act->kind == N_ACTION && ir_count_is_x(act->b);
}

/* Does the text of C in R hold "{X}"? */
static bool has_mana_x(const card *c, src_range r)
{
    for (size_t i = r.begin; i + 3 <= r.end; i++)
        if (strncmp(c->src->text + i, "{X}", 3) == 0)
            return true;
    return false;
}

const node *ir_keyword_with_x(const card *c, bool casting)
{
    for (const ability *ab = c->abilities; ab; ab = ab->next)
        for (const node *k = ab->kind == AB_KEYWORD && ab->ast->b ? ab->ast->b->a : NULL; k; k = k->next) {
            ir_kw_ability ka = ir_kw_ability_of(k);
            bool paid = ka == IR_KA_KICKER || ka == IR_KA_BUYBACK || ka == IR_KA_ENTWINE;
            if (k->b && (paid || !casting) && has_mana_x(c, k->b->range))
                return k;
        }
    return NULL;
}

bool ir_card_may_be_aura(const card *c)
{
    if (card_has_subtype(c, "Aura"))
        return true;
    for (const ability *ab = c->abilities; ab; ab = ab->next)
        for (const node *k = ab->kind == AB_KEYWORD && ab->ast->b ? ab->ast->b->a : NULL; k; k = k->next)
            if (ir_kw_ability_of(k) == IR_KA_BESTOW)
                return true;
    return false;
}

bool ir_x_is_paid(const card *c, const ability *ab, bool of_spell)
{
    bool spell = !ab || ab->kind == AB_SPELL;
    for (const ability *o = spell ? c->abilities : NULL; o; o = o->next) {
        const node *s = (o->kind == AB_SPELL || o->kind == AB_STATIC) && o->ast->b ? o->ast->b->a : NULL;
        if (ir_additional_cost(s) && !s->next && cost_counts_x(s->b))
            return true;
    }
    if (ab && ab->kind == AB_ACTIVATED && ab->loyalty && ir_loyalty_x_of(ab->ast->a))
        return true;            /* "−X: ..." (CR 606.4 of the current rules) */
    const node *costs = ab && ab->kind == AB_ACTIVATED && !ab->loyalty && ab->ast->a ? ab->ast->a : NULL;
    for (const node *k = costs && costs->kind == N_LIST ? costs->a : NULL; k; k = k->next) {
        ir_cost_entry e = ir_cost_entry_of(k);
        if ((e == IR_CE_ACTION && cost_counts_x(k->a)) || (e == IR_CE_MANA && has_mana_x(c, k->range)))
            return true;
    }
    return (spell || of_spell) && ((c->mana_cost && strstr(c->mana_cost, "{X}")) || ir_keyword_with_x(c, true));
}

bool ir_enters_trigger_of_self(const ability *ab)
{
    const node *ev = ab && ab->kind == AB_TRIGGERED && ab->ast->a ? ab->ast->a->a : NULL;
    ir_event e;
    return ev && ev->kind == N_ACTION && ev->a && ev->a->kind == N_SELF && !ev->a->next && ir_event_of(ev, &e)
           && e == IR_EV_ENTERS;
}

bool ir_joins_target(const node *object, const node *t)
{
    if (!object || !t || object->kind != N_LIST || ir_list_of(object) != IR_LIST_AND)
        return false;
    bool found = false;     /* targets only: "Shuffle ~ and up to three target cards from a single graveyard" is not */
    for (const node *i = object->a; i; i = i->next) {
        if (i->kind != N_TARGET)
            return false;
        found |= i == t || i->a == t || (i->range.begin == t->range.begin && i->range.end == t->range.end);
    }
    return found;
}

const node *ir_event_alternatives(const node *ev)
{
    if (ev && ev->kind == N_SEQUENCE && ir_list_of(ev) == IR_LIST_OR)
        return ev->a->a;
    return ev && ev->kind == N_LIST ? ev->a : NULL;
}

const node *ir_alt_event(const node *i)
{
    return i && i->kind == N_TRIGGER ? i->a : i;
}

/* Do A and B say the same words (one node, or copies of one phrase)? */
static bool same_words(const node *a, const node *b)
{
    return a == b || (a && b && a->range.begin == b->range.begin && a->range.end == b->range.end);
}

bool ir_alt_covered(const node *alts, const node *i)
{
    ir_event e, d;
    if (!ir_event_of(i, &e) || e != IR_EV_CYCLE || i->kind != N_ACTION || i->c)
        return false;
    for (const node *j = alts; j; j = j->next)
        if (j != i && j->kind == N_ACTION && ir_event_of(j, &d) && d == IR_EV_DISCARD && !j->c
            && same_words(i->a, j->a) && same_words(i->b, j->b))
            return true;
    return false;
}

const node *ir_unblocked_attack(const node *ev)
{
    const node *first = ev && ev->kind == N_SEQUENCE && ir_list_of(ev) == IR_LIST_PLAIN && ev->a ? ev->a->a : NULL;
    const node *second = first ? first->next : NULL;
    const node *b = second && second->kind == N_NEGATED ? second->a : NULL;
    ir_event e1, e2;
    if (!first || !ir_event_of(first, &e1) || e1 != IR_EV_ATTACKS || first->b || first->c || !b
        || second->next || !ir_event_of(b, &e2) || e2 != IR_EV_BLOCKED || b->b || b->c || b->a != first->a)
        return NULL;
    return first;
}

const node *ir_attach_event_of(const node *ev, bool *unattached)
{
    bool on = ev && ev->kind == N_ACTION && (ev->form & FORM_BECOME) && ev->a && !ev->b && !ev->lossy
              && (text_is(ev, "attached") || text_is(ev, "unattached"));
    const node *m = on && ev->c && ev->c->kind == N_LIST ? ev->c->a : NULL;
    *unattached = on && text_is(ev, "unattached");
    if (!m || m->next || ir_prep_of(m) != (*unattached ? IR_PREP_FROM : IR_PREP_TO) || !m->a)
        return NULL;
    return m->a;
}

const node *ir_becomes_target_of(const node *ev)
{
    ir_event e;
    const node *b = ev && ev->kind == N_ACTION && ev->a && !ev->c && ir_event_of(ev, &e) && e == IR_EV_BECOMES ? ev->b : NULL;
    if (!b || b->kind != N_OBJECT || ir_det_of(b) != IR_DET_THE_TARGET_OF || b->a || !b->b || !b->b->a
        || b->b->a->next || ir_prep_of(b->b->a) != IR_PREP_OF)
        return NULL;
    return b->b->a->a;
}

bool ir_targeted_by(const node *by, bool plural, ir_targeting *out)
{
    ir_det det = by ? ir_det_of(by) : IR_DET_UNKNOWN;
    const node *f = by && by->kind == N_OBJECT && (det == IR_DET_A || (plural && det == IR_DET_NONE)) && !by->b && !by->c
                    ? by->a : NULL;
    if (!f || f->kind != N_FILTER || !f->a)
        return false;
    /* "a spell or ability": each alternative one of those words; else a
     * kind of spell ("an instant or sorcery spell") */
    *out = (ir_targeting){ 0 };
    for (const node *alt = f->a->a; alt; alt = alt->next) {
        const node *w = alt->a ? alt->a->a : NULL;
        if (!w)
            return false;
        ir_word_kind k = ir_word_of(w).kind;
        out->spells |= !w->next && k == IR_WORD_SPELL;
        out->abilities |= !w->next && k == IR_WORD_ABILITY;
        out->kinds |= w->next || !(k == IR_WORD_SPELL || k == IR_WORD_ABILITY);
    }
    if (out->kinds && out->abilities)
        return false;
    out->spells |= out->kinds;
    out->controllers = out->kinds ? NULL : f->b ? f->b->a : NULL;
    for (const node *q = out->controllers; q; q = q->next)
        if (ir_qual_of(q) != IR_QUAL_CONTROLLED_BY || !q->a)
            return false;
    return true;
}

const node *ir_counters_spell_of(const node *ev, ir_targeting *by)
{
    const node *owner;
    const node *spell = ev && ev->kind == N_ACTION && text_is(ev, "counter") && !(ev->form & FORM_PASSIVE) && ev->a
                        && !ev->c && !ev->lossy && ir_det_of(ev->b) == IR_DET_A && ir_plain_noun(ev->b, "spell", &owner)
                        && !owner && !ev->b->c ? ev->b : NULL;
    return spell && ir_targeted_by(ev->a, false, by) && by->spells && by->abilities && !by->kinds
           && (!by->controllers || !by->controllers->next) ? spell : NULL;
}

bool ir_cast_from(const node *ev, ir_zone *zone, ir_who *whose, bool *except)
{
    ir_event e;
    const node *m = ev && ev->kind == N_ACTION && ev->a && ev->b && ev->c && ir_event_of(ev, &e) && e == IR_EV_CAST
                    ? ev->c->a : NULL;
    const node *z = m && !m->next && ir_prep_of(m) == IR_PREP_FROM ? m->a : NULL;
    *except = z && z->kind == N_ZONE && text_is(z, "anywhere other than") && !z->lossy;
    if (*except)
        z = z->a;       /* "anywhere other than your hand" */
    /* the caster's own hand: "you ... your hand", "an opponent ... their hand" */
    const node *p = z && z->kind == N_POSSESSIVE && !z->lossy && z->b && z->b->kind == N_WORD
                    && z->b->token == HAND ? z->a : NULL;
    if (p && ((ir_who_of(ev->a) == IR_WHO_YOU && ir_who_of(p) == IR_WHO_YOU)
              || (p->kind == N_PRONOUN && p->refers == ev->a && text_is(p, "their")))) {
        *zone = IR_ZONE_HAND;
        *whose = ir_who_of(p) == IR_WHO_YOU ? IR_WHO_YOU : IR_WHO_ANY;
        return true;
    }
    return z && !*except && ir_zone_phrase(z, zone, whose) && *zone != IR_ZONE_ANY
           && (*whose == IR_WHO_YOU || *whose == IR_WHO_ANY);
}

int ir_top_of_own_library(const node *np)
{
    const node *q = np && np->kind == N_OBJECT && !np->lossy && np->b && np->b->a && !np->b->a->next ? np->b->a : NULL;
    const node *of = q && q->kind == N_PREP && ir_prep_of(q) == IR_PREP_OF ? q->a : NULL;
    const node *w = ir_single_word(np);
    if (!of || of->kind != N_POSSESSIVE || ir_who_of(of->a) != IR_WHO_YOU || !of->b || of->b->kind != N_WORD
        || !text_is(of->b, "library") || !w || ir_word_of(w).kind != IR_WORD_CARD || !text_is(np, "top"))
        return 0;
    return np->c ? ir_number(np->c) : 1;
}

const node *ir_put_on_own_library_of(const node *act, ir_zone source, bool top)
{
    const node *from = act && act->kind == N_ACTION && !act->lossy && !act->a && ir_verb_of(act) == IR_VERB_PUT && act->c
                       ? act->c->a : NULL;
    const node *on = from ? from->next : NULL;
    const node *zone = from && ir_prep_of(from) == IR_PREP_FROM ? from->a : NULL;
    const node *end = on && !on->next && ir_prep_of(on) == IR_PREP_ON ? on->a : NULL;
    const node *lib = end && end->kind == N_ZONE && text_is(end, top ? "top" : "bottom") ? end->a : NULL;
    bool ok = zone && zone->kind == N_POSSESSIVE && ir_who_of(zone->a) == IR_WHO_YOU && zone->b && text_is(zone->b, ir_zone_name(source))
              && lib && lib->kind == N_POSSESSIVE && ir_who_of(lib->a) == IR_WHO_YOU && lib->b && text_is(lib->b, "library")
              && act->b && act->b->kind == N_OBJECT && !act->b->lossy && !act->b->b;
    return ok ? act->b : NULL;
}
