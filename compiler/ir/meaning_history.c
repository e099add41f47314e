/* meaning_history.c — conditions over the turn's history (meaning.h,
 * ir_history_cond_of): what happened this turn or last, as the runtime
 * records it (cardrt_history); how this spell was cast (ir_cast_cond_of);
 * a player's life, hand or graveyard compared, the commanders they control
 * (ir_player_cond_of).  The
 * lowering (lower_cond.c) and the code generator (cg_amount.c) both read
 * these words here only. */
#include "meaning_effect.h"
#include "meaning_int.h"
#include "parser.h"

/* "this turn", "last turn": T is one; *LAST which. */
static bool this_or_last_turn(const node *t, bool *last)
{
    *last = t && t->kind == N_DURATION && meaning_time(t) == FX_TIME_LAST_TURN;
    return t && t->kind == N_DURATION && (meaning_time(t) == FX_TIME_THIS_TURN || *last);
}

bool ir_fought_cond_of(const node *c, const node **who, bool *blocked, bool *this_combat)
{
    fx_verb v = c && c->kind == N_ACTION ? meaning_verb(c) : FX_VERB_NONE;
    const node *when = (v == FX_VERB_ATTACK || v == FX_VERB_ATTACKED_OR_BLOCKED) && c->a && !c->b && c->c && c->c->a
                       && !c->c->a->next && c->c->a->kind == N_DURATION ? c->c->a : NULL;
    if (!when || c->a->kind == N_PLAYER || ir_names_players(c->a) || c->a->kind == N_LIST)
        return false;
    *who = c->a;
    *blocked = v == FX_VERB_ATTACKED_OR_BLOCKED;
    *this_combat = meaning_word(when) == FX_W_THIS_COMBAT;
    return (*this_combat || meaning_time(when) == FX_TIME_THIS_TURN) && (*blocked || *this_combat);
}

bool ir_dealt_damage_cond_of(const node *c, const node **source, const node **to)
{
    const node *m = c && c->kind == N_ACTION && text_is(c, "has dealt damage") && !c->lossy && c->a && !c->b && c->c
                    ? c->c->a : NULL;
    if (!m || m->kind != N_PREP || !text_is(m, "to") || !m->a || !ir_names_players(m->a) || !this_turn_last(m)
        || !m->next || m->next->next || c->a->kind == N_PLAYER || ir_names_players(c->a) || c->a->kind == N_LIST)
        return false;
    *source = c->a;
    *to = m->a;
    return true;
}

/* The permanents NP describes as they entered the battlefield under a
 * player's control: "a land" and "a permanent" are counted alone ("two or
 * more lands"), another description by its kind. */
static ir_hist_event entered_of(const node *np)
{
    const node *by;
    if (!ir_np_other(np) && ir_plain_noun(np, "land", &by) && !by)
        return IR_HEV_LANDS_ENTERED;
    if (!ir_np_other(np) && ir_plain_noun(np, "permanent", &by) && !by)
        return IR_HEV_ENTERED;
    return IR_HEV_ENTERED_OF;
}

/* "you had a land enter the battlefield under your control this turn", "an
 * opponent had two or more creatures enter the battlefield under their
 * control this turn": C's subject's, the permanents of C->b */
static bool had_entered(const node *c, const node *e, ir_hist_cond *h)
{
    const node *m = e->kind == N_ACTION && meaning_verb(e) == FX_VERB_ENTER && !e->a && !e->b && e->c ? e->c->a : NULL;
    const node *turn = m && m->next && !m->next->next ? m->next : NULL;
    bool last, you = c->a && c->a->kind == N_PLAYER && meaning_player(c->a) == FX_PLAYER_YOU;
    if (!turn || m->kind != N_PREP || meaning_word(m) != FX_W_UNDER_CONTROL_OF || !this_or_last_turn(turn, &last)
        || !c->a || !c->b || c->b->kind != N_OBJECT || !m->a
        || (you ? meaning_word(m->a) != FX_W_YOUR : m->a->kind != N_PRONOUN || meaning_word(m->a) != FX_W_THEIR))
        return false;           /* ("under their control": the subject's, the only player named) */
    *h = (ir_hist_cond){ entered_of(c->b), last, false, c->a, c->b, NULL };
    return true;
}

/* "a planeswalker entered the battlefield under your control this turn" */
static bool entered_yours(const node *c, ir_hist_cond *h)
{
    const node *m = c->c ? c->c->a : NULL;
    const node *turn = m && m->next && !m->next->next ? m->next : NULL;
    bool last;
    if (meaning_verb(c) != FX_VERB_ENTER || !c->a || c->a->kind != N_OBJECT || c->b || !turn || m->kind != N_PREP
        || meaning_word(m) != FX_W_UNDER_CONTROL_OF || meaning_word(m->a) != FX_W_YOUR || !this_or_last_turn(turn, &last))
        return false;
    *h = (ir_hist_cond){ entered_of(c->a), last, true, NULL, c->a, NULL };
    return true;
}

bool ir_history_cond_of(const node *c, ir_hist_cond *h)
{
    *h = (ir_hist_cond){ IR_HEV_NONE, false, false, NULL, NULL, NULL };
    if (c && c->kind == N_ACTION && entered_yours(c, h))
        return true;
    /* "you attacked with a creature this turn", "... with two or more creatures": attackers */
    const node *with = c && c->kind == N_ACTION && meaning_verb(c) == FX_VERB_ATTACK && c->a && !c->b && c->c
                       && c->c->a && c->c->a->next && !c->c->a->next->next ? c->c->a : NULL;
    const node *creatures = with && with->kind == N_MODIFIER && ir_prep_of(with) == IR_PREP_WITH ? with->a : NULL;
    const node *no_by;
    bool last;
    if (creatures && creatures->kind == N_OBJECT && ir_plain_noun(creatures, "creature", &no_by) && !no_by
        && !ir_np_other(creatures) && this_or_last_turn(with->next, &last)) {
        *h = (ir_hist_cond){ IR_HEV_ATTACKED, last, false, c->a, creatures, NULL };
        return true;
    }
    const node *turn = c && c->kind == N_ACTION && c->c && c->c->a && !c->c->a->next ? c->c->a : NULL;
    const node *under = c && c->kind == N_ACTION && meaning_verb(c) == FX_VERB_DIE && c->a && !c->b && c->c && c->c->a
                        && c->c->a->next && !c->c->a->next->next ? c->c->a : NULL;
    if (under && under->kind == N_PREP && meaning_word(under) == FX_W_UNDER_CONTROL_OF && under->a
        && meaning_word(under->a) == FX_W_YOUR && this_or_last_turn(under->next, &last)
        && ir_plain_noun(c->a, "creature", &no_by) && !no_by) {
        /* "a creature died under your control this turn": yours that died */
        *h = (ir_hist_cond){ IR_HEV_DIED, last, true, NULL, c->a, NULL };
        return true;
    }
    const node *done = c && c->kind == N_MODIFIER && meaning_verb(c) == FX_VERB_HAVE && c->a && c->a->kind == N_ACTION
                       && c->a->c && c->a->c->a && !c->a->c->a->next ? c->a : NULL;
    if (done && done->c->a->kind == N_DURATION && meaning_time(done->c->a) == FX_TIME_THIS_TURN) {
        c = done;               /* "you've drawn two or more cards this turn": as "you drew ..." */
        turn = done->c->a;
    } else if (turn && turn->kind == N_ACTION && meaning_verb(c) == FX_VERB_HAVE && c->b) {
        return had_entered(c, turn, h);
    } else if (!turn || turn->kind != N_DURATION
               || (meaning_time(turn) != FX_TIME_THIS_TURN && meaning_time(turn) != FX_TIME_LAST_TURN)) {
        return false;
    }
    h->last_turn = meaning_time(turn) == FX_TIME_LAST_TURN;
    h->who = c->a;
    fx_verb v = meaning_verb(c);
    const node *by = NULL;
    if (ir_verb_of(c) == IR_VERB_CYCLE && c->a && c->b && ir_plain_noun(c->b, "card", &by) && !by) {
        h->what = IR_HEV_CYCLED;            /* "you cycled two or more cards this turn" */
        h->count = c->b;
    } else if (ir_verb_of(c) == IR_VERB_PLAY && c->a && c->b && ir_plain_noun(c->b, "land", &by) && !by
               && !ir_np_other(c->b)) {
        h->what = IR_HEV_LANDS_PLAYED;      /* "you've played a land this turn" (CR 305.1) */
        h->count = c->b;
    } else if (v == FX_VERB_SURVEIL && c->a && !c->b) {
        h->what = IR_HEV_SURVEILED;         /* "you've surveilled this turn" */
    } else if (v == FX_VERB_DEALT_DAMAGE && c->a && c->b && c->b->kind == N_COMPARE && ir_names_players(c->a)) {
        h->what = IR_HEV_DAMAGE_TAKEN;      /* "an opponent was dealt 3 or more damage this turn" */
        h->cmp = c->b;
    } else if ((v == FX_VERB_DIE || v == FX_VERB_LEAVE) && c->a && !c->b) {
        /* a total over the players who controlled them */
        if (!ir_plain_noun(c->a, v == FX_VERB_DIE ? "creature" : "permanent", &by))
            return false;
        *h = (ir_hist_cond){ v == FX_VERB_DIE ? IR_HEV_DIED : IR_HEV_LEFT, h->last_turn, false, by, c->a, NULL };
    } else if (v == FX_VERB_CAST && c->a && !c->b) {       /* "no spells were cast" */
        if (!ir_plain_noun(c->a, "spell", &by) || by)
            return false;
        *h = (ir_hist_cond){ IR_HEV_SPELLS, h->last_turn, false, NULL, c->a, NULL };
    } else if (v == FX_VERB_CAST && c->a && c->b) {
        /* "a player cast two or more spells", "you've cast a creature spell this turn" */
        h->what = ir_plain_noun(c->b, "spell", &by) && !by ? IR_HEV_SPELLS : IR_HEV_SPELLS_OF;
        h->count = c->b;
    } else if (v == FX_VERB_ATTACK && c->a && !c->b) {
        h->what = IR_HEV_ATTACKED;
    } else if (v == FX_VERB_DRAW && c->a && c->b && ir_plain_noun(c->b, "card", &by) && !by) {
        h->what = IR_HEV_DREW;
        h->count = c->b;
    } else if (v == FX_VERB_DISCARDED && c->a && c->b && ir_plain_noun(c->b, "card", &by) && !by) {
        h->what = IR_HEV_DISCARDED;
        h->count = c->b;
    } else if (v == FX_VERB_CREATE && c->a && c->b && ir_plain_noun(c->b, "token", &by) && !by) {
        h->what = IR_HEV_TOKENS;
        h->count = c->b;
    } else if ((v == FX_VERB_GAIN_LIFE || v == FX_VERB_LOSE_LIFE) && (!c->b || c->b->kind == N_COMPARE)) {
        h->what = v == FX_VERB_GAIN_LIFE ? IR_HEV_LIFE_GAINED : IR_HEV_LIFE_LOST;
        h->cmp = c->b;
    }
    return h->what != IR_HEV_NONE;
}

/* "the most common color among all permanents" */
static bool most_common_among_all(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && text_is(np, "the most common") && !np->b
                    && !np->c ? np->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    const node *q = f && f->b ? f->b->a : NULL, *by;
    return w && !w->next && w->kind == N_WORD && text_is(w, "color") && q && !q->next
           && q->kind == N_QUALIFIER && text_is(q, "among") && q->a && !q->b
           && meaning_det(q->a) == FX_DET_ALL && ir_plain_noun(q->a, "permanent", &by) && !by;
}

const node *ir_most_common_color_of(const node *c)
{
    const node *most = c && c->kind == N_SEQUENCE && !c->lossy && ir_list_of(c) == IR_LIST_OR && c->a ? c->a->a : NULL;
    const node *tied = most ? most->next : NULL;
    const node *color = most && most->kind == N_ACTION ? most->a : NULL;
    const node *t = tied && tied->kind == N_ACTION ? tied->b : NULL;
    if (!color || color->kind != N_WORD || color->token != COLOR || most->c || meaning_verb(most) != FX_VERB_IS
        || !most_common_among_all(most->b) || tied->next || tied->c || meaning_verb(tied) != FX_VERB_IS
        || !tied->a || tied->a->kind != N_WORD || !color->text || !text_is(tied->a, color->text)
        || !t || t->kind != N_QUALIFIER || !text_is(t, "tied for") || !t->a || t->a->kind != N_AMOUNT
        || !text_is(t->a, "most") || !t->a->b || t->a->b->kind != N_WORD || !text_is(t->a->b, "common") || t->a->a)
        return NULL;            /* "is the most common ... or is tied for most common": no other is more common */
    return color;
}

/* "~", "it" bound to ~ */
static bool names_self(const node *n)
{
    return n && (n->kind == N_SELF || (n->kind == N_PRONOUN && n->refers && n->refers->kind == N_SELF));
}

const node *ir_attacked_last_turn_of(const node *c)
{
    const node *m = c && c->kind == N_ACTION && !c->lossy && meaning_verb(c) == FX_VERB_ATTACK && c->a && !c->b && c->c
                    && c->c->a && !c->c->a->next ? c->c->a : NULL;
    if (!m || m->kind != N_DURATION || !text_is(m, "during last turn") || !m->a)
        return NULL;
    const node *whose = m->a, *it = c->a->kind == N_PRONOUN ? c->a->refers : c->a;
    if (whose->kind == N_WORD && meaning_word(whose) == FX_W_YOUR)
        return names_self(c->a) ? c->a : NULL;      /* "your": the controller of ~ */
    return whose->kind == N_POSSESSIVE && whose->a && whose->a->kind == N_PRONOUN && it && whose->a->refers == it
           && whose->b && whose->b->kind == N_WORD && text_is(whose->b, "controller") ? c->a : NULL;
}

bool ir_cast_cond_of(const node *c, ir_cast_cond *out)
{
    *out = (ir_cast_cond){ IR_ZONE_ANY, false, false };
    if (!c || c->kind != N_ACTION || meaning_verb(c) != FX_VERB_CAST || !c->a)
        return false;
    bool you_cast = c->a->kind == N_PLAYER && meaning_player(c->a) == FX_PLAYER_YOU && names_self(c->b);
    if (!you_cast && !(names_self(c->a) && !c->b))      /* "if it was cast" */
        return false;
    const node *m = c->c ? c->c->a : NULL;
    if (!m)
        return true;
    const node *yard = !m->next && m->kind == N_PREP && meaning_word(m) == FX_W_FROM && m->a && m->a->kind == N_OBJECT
                       && meaning_det(m->a) == FX_DET_A && !m->a->b && !m->a->c ? ir_single_word(m->a) : NULL;
    const node *step = !m->next && m->kind == N_DURATION && meaning_time(m) == FX_TIME_DURING ? m->a : NULL;
    if (!m->next && m->kind == N_PREP && meaning_word(m) == FX_W_FROM && m->a && m->a->kind == N_POSSESSIVE && m->a->a
        && m->a->a->kind == N_PLAYER && meaning_player(m->a->a) == FX_PLAYER_YOU && m->a->b && m->a->b->kind == N_WORD
        && m->a->b->token == HAND)
        out->from = IR_ZONE_HAND;           /* "from your hand" */
    else if (yard && yard->token == GRAVEYARD)
        out->from = IR_ZONE_GRAVEYARD;      /* "from a graveyard" (flashback and the like) */
    else if (step && step->kind == N_STEP && meaning_word(step) == FX_W_MAIN_PHASE && step->a && step->a->kind == N_WORD
             && meaning_word(step->a) == FX_W_YOUR)
        out->main_phase = true;             /* "during your main phase" */
    else
        out->unread = true;
    return true;
}

/* Does K have the keyword ability KA (surge, spectacle, madness, prowl)? */
static bool has_keyword(const card *k, ir_kw_ability ka)
{
    for (const ability *ab = k->abilities; ab; ab = ab->next)
        for (const node *kw = ab->kind == AB_KEYWORD && ab->ast->b ? ab->ast->b->a : NULL; kw; kw = kw->next)
            if (ir_kw_ability_of(kw) == ka)
                return true;
    return false;
}

/* Is M the mana of K's one alternative cost, "You may pay M rather than pay
 * this spell's mana cost" (the same symbols, as written)? */
static bool alternative_mana_is(const card *k, const node *m)
{
    unsigned found = 0;
    bool same = false;
    for (const ability *ab = k->abilities; ab; ab = ab->next) {
        const node *st = (ab->kind == AB_STATIC || ab->kind == AB_SPELL) && ab->ast->b && ab->ast->b->a
                         && !ab->ast->b->a->next ? ab->ast->b->a : NULL;
        const node *steps[2], *cond;
        unsigned n_steps = st ? ir_alternative_cost_of(st, &cond, steps, 2) : 0;
        if (!n_steps)
            continue;
        /* "pay {1}{B}" with no modifier but "rather than pay this spell's mana cost" */
        const node *rather = steps[0]->c && !steps[0]->c->a->next ? steps[0]->c->a : NULL;
        const node *pay = n_steps == 1 && text_is(steps[0], "pay") && ir_rather_than_mana_cost(rather)
                          && steps[0]->b && steps[0]->b->kind == N_MANA ? steps[0]->b : NULL;
        size_t n = m->range.end - m->range.begin;
        found++;
        same = pay && pay->range.end - pay->range.begin == n
               && memcmp(k->src->text + pay->range.begin, k->src->text + m->range.begin, n) == 0;
    }
    return found == 1 && same;
}

static const char *const hist_event_names[] = {
    [IR_HEV_DIED] = "died", [IR_HEV_LEFT] = "left", [IR_HEV_SPELLS] = "spells_cast", [IR_HEV_SPELLS_OF] = "spells_cast",
    [IR_HEV_ATTACKED] = "attacked", [IR_HEV_DREW] = "drew", [IR_HEV_DISCARDED] = "discarded",
    [IR_HEV_TOKENS] = "tokens_created", [IR_HEV_LIFE_GAINED] = "life_gained", [IR_HEV_LIFE_LOST] = "life_lost",
    [IR_HEV_ENTERED] = "entered", [IR_HEV_LANDS_ENTERED] = "lands_entered", [IR_HEV_ENTERED_OF] = "entered",
    [IR_HEV_CYCLED] = "cycled", [IR_HEV_SURVEILED] = "surveilled", [IR_HEV_DAMAGE_TAKEN] = "damage_taken",
    [IR_HEV_LANDS_PLAYED] = "lands_played", [IR_HEV_DEALT_DAMAGE] = "dealt_damage",
};

const char *ir_hist_event_name(ir_hist_event what)
{
    return hist_event_names[what];
}

ir_hist_event ir_hist_event_named(const char *stat)
{
    for (size_t i = 1; stat && i < sizeof hist_event_names / sizeof *hist_event_names; i++)
        if (i != IR_HEV_SPELLS_OF && i != IR_HEV_ENTERED_OF && strcmp(stat, hist_event_names[i]) == 0)
            return (ir_hist_event)i;
    return IR_HEV_NONE;
}

static const char *const pstat_names[] = {
    [IR_PSTAT_NONE] = NULL, [IR_PSTAT_LIFE] = "life", [IR_PSTAT_HAND] = "hand", [IR_PSTAT_GRAVEYARD] = "graveyard",
    [IR_PSTAT_OPPONENTS] = "opponents", [IR_PSTAT_COMMANDERS] = "commanders", [IR_PSTAT_OWN_COMMANDERS] = "own_commanders",
    [IR_PSTAT_LIFE_OVER_START] = "life_over_start", [IR_PSTAT_POISON] = "poison", [IR_PSTAT_LIBRARY] = "library",
    [IR_PSTAT_CONTROLS] = "controls",
};

const char *ir_pstat_name(ir_player_stat stat)
{
    return pstat_names[stat];
}

ir_player_stat ir_pstat_named(const char *name)
{
    for (size_t i = 1; name && i < sizeof pstat_names / sizeof *pstat_names; i++)
        if (strcmp(name, pstat_names[i]) == 0)
            return (ir_player_stat)i;
    return IR_PSTAT_NONE;
}

const char *ir_paid_cost_name(ir_paid_cost which)
{
    return which == IR_PAID_MADNESS ? "madness" : "alternative";
}

ir_paid_cost ir_paid_cost_named(const char *name)
{
    return name && strcmp(name, "madness") == 0 ? IR_PAID_MADNESS : IR_PAID_ALTERNATIVE;
}

bool ir_cost_paid_of(const card *k, const node *c, ir_paid_cost *which, const node **spell)
{
    const node *cost = c && c->kind == N_ACTION && text_is(c, "paid") && !c->b && !c->c && !c->lossy
                       ? c->a : NULL;
    if (!cost || cost->lossy)
        return false;
    if (cost->kind == N_COST && text_is(cost, "mana cost") && cost->a && cost->a->kind == N_MANA && !cost->b) {
        *which = IR_PAID_ALTERNATIVE;   /* "If the {1}{B} cost was paid" */
        *spell = NULL;
            return alternative_mana_is(k, cost->a);
    }
    /* "its surge cost", "this spell's madness cost", "~'s spectacle (prowl) cost" */
    const node *f = cost->kind == N_POSSESSIVE && cost->a && (names_self(cost->a) || cost->a->kind == N_SELF) ? cost->b
                                                                                                             : NULL;
    const node *alt = f && f->kind == N_FILTER && !f->b && f->a ? f->a->a : NULL;      /* its one alternative's words */
    const node *w = alt && !alt->next && alt->a ? alt->a->a : NULL;
    if (!w || !w->next || w->next->next || !text_is(w->next, "cost") || !w->text)
        return false;
    ir_kw_ability ka = ir_kw_ability_named(w->text);
    if ((ka != IR_KA_SURGE && ka != IR_KA_SPECTACLE && ka != IR_KA_MADNESS && ka != IR_KA_PROWL) || !has_keyword(k, ka))
        return false;
    *which = ka == IR_KA_MADNESS ? IR_PAID_MADNESS : IR_PAID_ALTERNATIVE;
    *spell = cost->a;
    return true;
}

const node *ir_your_team(const node *n)
{
    return n && n->kind == N_POSSESSIVE && !n->lossy && n->a && n->a->kind == N_PLAYER
           && meaning_player(n->a) == FX_PLAYER_YOU && n->b && n->b->kind == N_WORD && text_is(n->b, "team")
           ? n->a : NULL;
}

bool ir_cond_target_player(const node *who)
{
    const node *t = who && who->kind == N_PRONOUN ? who->refers : who;
    if (t && t->kind == N_TARGET)
        return ir_names_players(t);
    const node *owner = who && who->kind == N_POSSESSIVE && who->b && who->b->kind == N_WORD
                        && text_is(who->b, "controller") ? who->a : NULL;
    owner = owner && owner->kind == N_PRONOUN ? owner->refers : owner;
    return owner && owner->kind == N_TARGET && !ir_names_players(owner);
}

bool meaning_most_player(const card *c, const node *np, fx_more *out)
{
    const node *f = np && np->kind == N_PRONOUN && !np->refers && !np->lossy && text_is(np, "the") ? np->a : NULL;
    const node *t = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *w = t && t->a && t->a->a && !t->a->a->next ? t->a->a : NULL;
    const node *q = w && w->kind == N_WORD && w->token == PLAYER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *arg = q && q->kind == N_QUALIFIER && !q->lossy ? q->a : NULL;
    if (!arg)
        return false;
    *out = (fx_more){ .who = np };
    if (meaning_word(q) == FX_W_WITH && arg->kind == N_AMOUNT && text_is(arg, "most life") && !arg->next) {
        out->what = FX_MORE_LIFE;       /* "the player with the most life" */
        return true;
    }
    fx_verb v = meaning_word(q) == FX_W_WHO && arg->kind == N_ACTION && !arg->a && !arg->c && !arg->lossy
                ? meaning_verb(arg) : FX_VERB_NONE;
    const node *obj = v != FX_VERB_NONE && arg->b && arg->b->kind == N_OBJECT && text_is(arg->b, "the most")
                      && !arg->b->c && !arg->b->lossy ? arg->b : NULL;
    node plain = obj ? *obj : (node){ 0 };
    plain.text = NULL;
    if (obj && v == FX_VERB_HAVE && meaning_cards_in_hand(c, &plain))
        out->what = FX_MORE_HAND;       /* "the player who has the most cards in hand" */
    else if (obj && v == FX_VERB_CONTROL)
        out->what = FX_MORE_CONTROL, out->counted = obj;    /* "the player who controls the most Wizards" */
    else
        return false;
    return true;
}

bool ir_nth_spell_each_turn(const node *np, ir_nth_spell *out)
{
    static const char *const nth[] = { "the first", "the second", "the third" };
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c && !np->lossy ? np->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    if (!q || q->kind != N_QUALIFIER || !text_is(q, "cast each turn by") || !q->a || q->a->kind != N_PLAYER
        || meaning_player(q->a) != FX_PLAYER_YOU)
        return false;
    out->nth = 0;
    for (int i = 0; i < 3; i++)
        if (text_is(np, nth[i]))
            out->nth = i + 1;
    if (!out->nth)
        return false;
    out->qual = *q;             /* "you cast each turn": "you cast" */
    out->qual.text = "cast by";
    out->qual.next = NULL;
    out->quals = *f->b;
    out->quals.a = out->quals.last = &out->qual;
    out->filter = *f;
    out->filter.b = &out->quals;
    out->kind = *f;
    out->kind.b = NULL;
    out->object = *np;
    out->object.text = NULL;
    out->object.a = &out->filter;
    out->bare = out->object;
    out->bare.a = &out->kind;
    return true;
}

bool ir_sole_controlled(const node *cond, ir_sole *out)
{
    const node *o = cond && cond->kind == N_ACTION && !cond->lossy && !cond->c && meaning_verb(cond) == FX_VERB_CONTROL
                    && cond->a && cond->a->kind == N_PLAYER && meaning_player(cond->a) == FX_PLAYER_YOU ? cond->b : NULL;
    const node *f = o && o->kind == N_OBJECT && (o->form & FORM_EXACTLY) && !o->b && !o->lossy && o->c
                    && ir_number(o->c) == 1 ? o->a : NULL;
    if (!f || f->kind != N_FILTER || f->b)
        return false;
    out->of = o;
    out->player = *cond->a;
    out->player.next = NULL;
    out->qual = (node){ .kind = N_QUALIFIER, .text = "controlled by", .range = cond->a->range, .a = &out->player };
    out->quals = (node){ .kind = N_LIST, .range = cond->a->range, .a = &out->qual, .last = &out->qual };
    out->filter = *f;
    out->filter.b = &out->quals;
    out->object = *o;           /* "creatures you control": the one there is */
    out->object.text = NULL;
    out->object.c = NULL;
    out->object.form &= ~FORM_EXACTLY;
    out->object.a = &out->filter;
    return true;
}

bool ir_your_commander(const node *np)
{
    return np && np->kind == N_POSSESSIVE && np->a && np->a->kind == N_PLAYER && meaning_player(np->a) == FX_PLAYER_YOU
           && np->b && np->b->kind == N_WORD && np->b->token == COMMANDER;
}

bool ir_player_cond_of(const card *cd, const node *c, ir_player_cond *out)
{
    *out = (ir_player_cond){ IR_PSTAT_NONE, NULL, NULL, NULL };
    const node *by;
    if (c && c->kind == N_ACTION && !c->c && meaning_verb(c) == FX_VERB_CONTROL && c->a && c->b) {
        const node *o = c->b;
        bool you = c->a->kind == N_PLAYER && meaning_player(c->a) == FX_PLAYER_YOU;
        bool yours = you && ir_your_commander(o);
        bool any = o->kind == N_OBJECT && meaning_det(o) == FX_DET_A && !o->c && ir_plain_noun(o, "commander", &by) && !by;
        if (!yours && !any)
            return false;
        *out = (ir_player_cond){ yours ? IR_PSTAT_OWN_COMMANDERS : IR_PSTAT_COMMANDERS, c->a, any ? o : NULL, NULL };
        return true;            /* "you control your commander", "... a commander" */
    }
    if (!c || c->kind != N_ACTION || c->c || meaning_verb(c) != FX_VERB_HAVE || !c->a || !c->b)
        return false;
    const node *subj = c->a, *obj = c->b;
    out->who = subj;
    if (obj->kind == N_AMOUNT && meaning_amount(obj) == FX_AMT_LIFE && obj->a && obj->a->kind == N_COMPARE) {
        out->stat = IR_PSTAT_LIFE;          /* "you have 10 or less life" */
        out->cmp = obj->a;
        return true;
    }
    const node *start = obj->kind == N_AMOUNT && text_is(obj, "life more than") && obj->a && obj->a->kind == N_COMPARE
                        ? obj->b : NULL;
    if (start && start->kind == N_POSSESSIVE && start->a && start->a->kind == N_PLAYER
        && meaning_player(start->a) == FX_PLAYER_YOU && subj->kind == N_PLAYER && meaning_player(subj) == FX_PLAYER_YOU
        && ir_is_starting_life(start->b)) {
        out->stat = IR_PSTAT_LIFE_OVER_START;   /* "you have at least 10 life more than your starting life total" */
        out->cmp = obj->a;
        return true;
    }
    out->count = obj;
    if (meaning_cards_in_hand(cd, obj)) {   /* "(an opponent has) no cards in hand" */
        out->stat = IR_PSTAT_HAND;
        return true;
    }
    const node *f = obj->kind == N_OBJECT ? obj->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL;
    const node *yard = q && !q->next && q->kind == N_QUALIFIER && meaning_word(q) == FX_W_IN ? q->a : NULL;
    node no_q = f ? *f : (node){ .kind = N_FILTER };
    no_q.b = NULL;
    node plain = *obj;
    plain.a = &no_q;
    /* "their" the subject, or what the subject names ("that player ... their graveyard") */
    const node *them = yard && yard->kind == N_POSSESSIVE && yard->a && yard->a->kind == N_PRONOUN ? yard->a->refers : NULL;
    if ((subj->kind == N_OBJECT || subj->kind == N_PLAYER || subj->kind == N_PRONOUN) && them
        && (them == subj || (subj->kind == N_PRONOUN && them == subj->refers)) && yard->b && yard->b->kind == N_WORD && yard->b->token == GRAVEYARD
        && ir_plain_noun(&plain, "card", &by) && !by) {
        out->stat = IR_PSTAT_GRAVEYARD;     /* "an opponent has eight or more cards in their graveyard" */
        return true;
    }
    /* "an opponent has three or more poison counters" (the ability word
     * corrupted's condition), "if its controller has ten or more poison
     * counters": counters on the player (CR 122.1f) */
    const node *t = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next ? f->a->a->a : NULL;
    if (obj->kind == N_OBJECT && !obj->b && obj->c && obj->c->kind == N_COMPARE && t
        && t->a && ir_counter_kind(t->a) && strcmp(ir_counter_kind(t->a), "poison") == 0) {
        out->stat = IR_PSTAT_POISON;
        return true;
    }
    if (subj->kind == N_PLAYER && meaning_player(subj) == FX_PLAYER_YOU && ir_plain_noun(obj, "opponent", &by) && !by) {
        out->stat = IR_PSTAT_OPPONENTS;     /* "you have two or more opponents" */
        return true;
    }
    return false;
}

const node *ir_difference_of(const card *cd, const node *c, const node **who)
{
    ir_player_cond pc;
    if (!ir_player_cond_of(cd, c, &pc) || pc.stat != IR_PSTAT_HAND || !pc.count || pc.count->kind != N_OBJECT)
        return NULL;
    const node *cmp = pc.count->c;  /* "fewer than seven" */
    if (!cmp || cmp->kind != N_COMPARE || ir_cmp_of(&cmp) != IR_CMP_LT || !cmp->a || cmp->a->kind != N_AMOUNT
        || meaning_number(cmp->a) < 0)
        return NULL;
    *who = pc.who;
    return cmp->a;
}

const node *ir_greatest_number_of(const node *n, node *plain, node *filt)
{
    const node *np = n && n->kind == N_AMOUNT && !n->lossy && meaning_amount(n) == FX_AMT_GREATEST_NUMBER ? n->a : NULL;
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c && meaning_det(np) == FX_DET_NONE ? np->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *who = q && q->kind == N_QUALIFIER && ir_qual_of(q) == IR_QUAL_CONTROLLED_BY ? q->a : NULL;
    if (!who || who->kind != N_OBJECT || meaning_det(who) != FX_DET_A || who->b || who->c || !ir_names_players(who))
        return NULL;
    *filt = *f;
    filt->b = NULL;
    *plain = *np;
    plain->a = filt;
    plain->text = NULL;
    return who;
}

/* ---- linked abilities (CR 607.2a) -------------------------------------------------- */

/* Does exile instruction ACT move what a pronoun names from a zone ("exile
 * that card from your graveyard")?  Whether the card is still there as it
 * resolves is the move's to say (CR 400.7), not said for sure yet. */
static bool pronoun_from_zone(const node *act)
{
    if (!act->b || act->b->kind != N_PRONOUN)
        return false;
    for (const node *m = act->c && act->c->kind == N_LIST ? act->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && meaning_word(m) == FX_W_FROM)
            return true;
    return false;
}

/* The exile instructions in N (its kids and the nodes after it): how many,
 * and how many of them in costs or unsure (*IN_COST). */
static unsigned exiles_in(const node *n, bool cost, unsigned *in_cost)
{
    unsigned k = 0;
    for (; n; n = n->next) {
        bool c = cost || n->kind == N_COST;
        if (n->kind == N_ACTION && meaning_verb(n) == FX_VERB_EXILE) {
            k++;
            *in_cost += c || pronoun_from_zone(n);
        }
        k += exiles_in(n->a, c, in_cost) + exiles_in(n->b, c, in_cost) + exiles_in(n->c, c, in_cost);
    }
    return k;
}

/* Is AB a keyword ability that exiles a card the card's other abilities
 * name "the exiled card": hideaway (CR 702.75a of the current rules,
 * cardrt_fx_hideaway)? */
static bool keyword_exiles(const ability *ab)
{
    const node *list = ab->kind == AB_KEYWORD && ab->ast ? ab->ast->b : NULL;
    return list && list->kind == N_LIST && list->a && !list->a->next && ir_kw_ability_of(list->a) == IR_KA_HIDEAWAY;
}

/* The ability of CD linked to the one holding AT (CR 607.2a): the index of
 * the one other ability whose instruction exiles cards (or a hideaway
 * keyword), or -1. */
static int linked_exile_at(const card *cd, src_range at, bool tested)
{
    const ability *own = NULL;
    for (const ability *ab = cd->abilities; ab; ab = ab->next)
        if (ab->range.begin <= at.begin && at.end <= ab->range.end)
            own = ab;
    const node *t = own && own->kind == AB_TRIGGERED && own->ast ? own->ast->a : NULL;
    bool in_event = t && t->kind == N_TRIGGER && t->range.begin <= at.begin && at.end <= t->range.end;
    if (!own || own->modes
        || (tested ? own->kind != AB_STATIC && !in_event : own->kind != AB_TRIGGERED && own->kind != AB_ACTIVATED))
        return -1;
    unsigned in_cost = 0;
    if (exiles_in(own->ast, false, &in_cost))
        return -1;              /* its own exile: that instruction's result, not a linked one's */
    int linked = -1, i = 0;
    unsigned n = 0;
    for (const ability *ab = cd->abilities; ab; ab = ab->next, i++) {
        unsigned k = ab == own ? 0 : exiles_in(ab->ast, false, &in_cost) + keyword_exiles(ab);
        n += k + (ab != own && ab->modes != NULL);      /* a modal ability: refused, not read */
        if (k)
            linked = ab->kind == AB_TRIGGERED || ab->kind == AB_ACTIVATED || keyword_exiles(ab) ? i : -1;
    }
    return n == 1 && !in_cost ? linked : -1;
}

int ir_linked_exile(const card *cd, const node *p)
{
    if (!cd || !p || p->kind != N_PRONOUN || p->refers || p->ambiguous || meaning_word(p) != FX_W_EXILED)
        return -1;
    return linked_exile_at(cd, p->range, false);
}

int ir_same_name_as_exiled(const card *cd, const node *q)
{
    const node *same = q && q->kind == N_QUALIFIER && text_is(q, "with") ? q->a : NULL;
    const node *p = same && same->kind == N_QUALIFIER && text_is(same, "the same name as") ? same->a : NULL;
    if (!cd || !p || p->kind != N_PRONOUN || p->refers || p->ambiguous || meaning_word(p) != FX_W_EXILED)
        return -1;
    return linked_exile_at(cd, p->range, true);
}

/* Is Q "exiled with ~" ("exiled with it", "exiled with this permanent":
 * the card itself)? */
static bool exiled_with_self(const node *q)
{
    const node *w = q && q->kind == N_QUALIFIER && text_is(q, "exiled with") ? q->a : NULL;
    if (w && w->kind == N_PRONOUN && w->refers)
        w = w->refers;
    return w && w->kind == N_SELF;
}

int ir_exiled_with_linked(arena *a, const card *cd, const node *np, const node **plain)
{
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c ? np->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    if (!cd || !exiled_with_self(q))
        return -1;
    int linked = linked_exile_at(cd, np->range, false);
    if (linked >= 0 && a && plain) {
        node *g = node_new(a, N_FILTER, f->range), *o = node_new(a, N_OBJECT, np->range);
        *g = *f;
        g->b = NULL;            /* the description but "exiled with ~", the selection's part */
        *o = *np;
        o->a = g;
        *plain = o;
    }
    return linked;
}

/* Is AB a keyword line with delve, whose cards exiled paying a cost are
 * "exiled with" the card (CR 702.66a)? */
static bool has_delve(const ability *ab)
{
    const node *list = ab->kind == AB_KEYWORD && ab->ast ? ab->ast->b : NULL;
    for (const node *k = list && list->kind == N_LIST ? list->a : NULL; k; k = k->next)
        if (ir_keyword_node(k) == IR_KW_DELVE)
            return true;
    return false;
}

bool ir_exiled_with_known(const card *cd, const node *q)
{
    if (!cd || !exiled_with_self(q))
        return false;
    unsigned n = 0, in_cost = 0;
    for (const ability *ab = cd->abilities; ab; ab = ab->next) {
        unsigned k = exiles_in(ab->ast, false, &in_cost);
        if ((k && ab->kind != AB_TRIGGERED && ab->kind != AB_ACTIVATED) || ab->modes || has_delve(ab))
            return false;
        n += k + keyword_exiles(ab);
    }
    return n && !in_cost;
}

/* ---- what an attacking creature attacks (CR 506.3, 508.1b) ------------------------ */

/* Is alternative A of a filter the one word W ("player", "planeswalker")? */
static bool alt_is(const node *a, const char *w)
{
    const node *word = a && a->a && !a->a->next ? a->a : NULL;
    if (word && word->kind == N_LIST)
        word = word->a && !word->a->next ? word->a : NULL;
    return word && word->kind == N_WORD && text_is(word, w);
}

const node *ir_attacked_by(const node *p, const node *event)
{
    const node *f = p && p->kind == N_PRONOUN && text_is(p, "the") && !p->b ? p->a : NULL;
    const node *alts = f && f->kind == N_FILTER && f->a ? f->a : NULL;
    const node *a1 = alts && alts->kind == N_LIST ? alts->a : alts;
    const node *q = f && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    if (!a1 || !a1->next || a1->next->next || !alt_is(a1, "player") || !alt_is(a1->next, "planeswalker") || !q
        || q->kind != N_QUALIFIER)
        return NULL;
    const node *by;
    bool its = text_is(q, "it's attacking") && !q->a && !q->b;
    bool that = text_is(q, "that") && q->a && q->a->kind == N_ACTION && text_is(q->a, "is") && !q->a->a
                && q->a->b && q->a->b->kind == N_WORD && text_is(q->a->b, "attacking") && !q->a->c
                && q->b && q->b->kind == N_OBJECT && ir_plain_noun(q->b, "creature", &by) && !by;
    const node *ev = event && event->kind == N_ACTION && event->a ? event : NULL;
    fx_verb v = ev ? meaning_verb(ev) : FX_VERB_NONE;
    if ((!its && !that) || !ev || (v != FX_VERB_ATTACK && v != FX_VERB_BLOCKED))
        return NULL;
    /* "it": the one attacker of the event; "that creature": the creature
     * the event describes ("Whenever a creature you control attacks") */
    return that && ev->a->kind != N_OBJECT ? NULL : ev->a;
}

/* "you control ~" (a duration's "for as long as you control ~", CR
 * 611.2b): the card itself, named or as a pronoun bound to it, under the
 * control of "you". */
bool ir_you_control_self_of(const node *c)
{
    const node *obj = c && c->kind == N_ACTION && !c->lossy && !c->c ? c->b : NULL;
    return obj && meaning_verb(c) == FX_VERB_CONTROL && c->a && c->a->kind == N_PLAYER
           && meaning_player(c->a) == FX_PLAYER_YOU
           && (obj->kind == N_SELF || (obj->kind == N_PRONOUN && obj->refers && obj->refers->kind == N_SELF));
}

bool ir_says_you_control_self(const node *c)
{
    if (c && c->kind == N_LIST && meaning_word(c) == FX_W_AND)
        for (const node *i = c->a; i; i = i->next)
            if (ir_you_control_self_of(i))
                return true;
    return ir_you_control_self_of(c);
}

bool ir_attached_cond_of(const node *c, const node **counted, const node **host)
{
    const node *m = c && c->kind == N_ACTION && !c->lossy && !(c->form & FORM_PAST) && c->c && c->c->a
                    && !c->c->a->next ? c->c->a : NULL;
    if (!m || !m->a)
        return false;
    if (text_is(c, "attached") && (c->form & FORM_PASSIVE) && c->a && c->a->kind == N_OBJECT && !c->b
        && m->kind == N_PREP && meaning_word(m) == FX_W_TO) {
        *counted = c->a;        /* "two or more Equipment are attached to it" */
        *host = m->a;
        return true;
    }
    if (meaning_verb(c) == FX_VERB_IS && c->a && c->b && c->b->kind == N_WORD && meaning_word(c->b) == FX_W_ENCHANTED
        && m->kind == N_MODIFIER && meaning_word(m) == FX_W_BY && m->a->kind == N_OBJECT) {
        *counted = m->a;        /* "~ is enchanted by two or more Auras" */
        *host = c->a;
        return true;
    }
    return false;
}

bool ir_blocking_cond_of(const node *c, const node **counted, const node **host)
{
    if (!c || c->kind != N_ACTION || c->lossy || (c->form & FORM_PAST) || c->c || meaning_verb(c) != FX_VERB_IS
        || !c->a || c->a->kind != N_OBJECT || c->a->b || !c->b || c->b->kind != N_QUALIFIER || c->b->lossy
        || !text_is(c->b, "blocking") || !c->b->a || c->b->a->next || c->b->b)
        return false;
    *counted = c->a;
    *host = c->b->a;
    return true;
}

bool ir_zone_cards_cond_of(const node *c, ir_zone *zone, const node **owner, const node **count)
{
    if (!c || c->kind != N_ACTION || c->lossy || c->c || meaning_verb(c) != FX_VERB_HAVE || !c->a || !c->b
        || c->b->kind != N_OBJECT || c->b->b)
        return false;
    const node *subj = c->a, *w = NULL;
    if (subj->kind == N_POSSESSIVE && subj->a && subj->a->kind == N_PLAYER && meaning_player(subj->a) == FX_PLAYER_YOU
        && subj->b && subj->b->kind == N_WORD) {
        w = subj->b;            /* "your library" */
        *owner = subj->a;
    } else if (subj->kind == N_OBJECT && meaning_det(subj) == FX_DET_A && !subj->b && !subj->c) {
        w = ir_single_word(subj);   /* "a library": some player's */
        *owner = NULL;
    }
    if (!w || w->kind != N_WORD || (w->token != LIBRARY && w->token != GRAVEYARD))
        return false;
    *zone = w->token == LIBRARY ? IR_ZONE_LIBRARY : IR_ZONE_GRAVEYARD;
    /* "twenty or fewer cards in it", "no cards in it": "it" is that zone,
     * whatever the pronoun was bound to */
    const node *f = c->b->a, *by;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    if (!q || q->kind != N_QUALIFIER || meaning_word(q) != FX_W_IN || !q->a || q->a->kind != N_PRONOUN
        || meaning_word(q->a) != FX_W_IT)
        return false;
    node no_q = *f, plain = *c->b;
    no_q.b = NULL;
    plain.a = &no_q;
    *count = c->b;
    return ir_plain_noun(&plain, "card", &by) && !by;
}

/* ---- players choosing and acting each for themselves (CR 101.4) ------------------- */

fx_verb ir_moved_by_last(const node *p, const node *last)
{
    fx_word w = p && p->kind == N_PRONOUN ? meaning_word(p) : FX_W_NONE;
    fx_verb v = last && last->kind == N_ACTION ? meaning_verb(last) : FX_VERB_NONE;
    const node *what = last ? last->b : NULL;
    if (!((w == FX_W_MILLED && v == FX_VERB_MILL) || (w == FX_W_DISCARDED && v == FX_VERB_DISCARD))
        || (p->refers && p->refers != what) || p->ambiguous || !what || what->kind != N_OBJECT
        || meaning_det(what) != FX_DET_A || what->c || ir_several_players(last->a))
        return FX_VERB_NONE;
    for (const node *m = last->c && last->c->kind == N_LIST ? last->c->a : NULL; m; m = m->next)
        if (m->kind == N_DURATION)
            return FX_VERB_NONE;    /* done later */
    return v;
}

/* Does N hold a pronoun bound to TO ("they", "that player's hand")? */
static bool names_pronoun_to(const node *n, const node *to)
{
    for (; n; n = n->next)
        if ((n->kind == N_PRONOUN && n->refers == to && !n->ambiguous) || names_pronoun_to(n->a, to)
            || names_pronoun_to(n->b, to) || names_pronoun_to(n->c, to))
            return true;
    return false;
}

const node *ir_unless_each_of(const node *s)
{
    const node *each = s && s->kind == N_CONDITIONAL && meaning_word(s) == FX_W_UNLESS && !s->c && !s->lossy && s->b
                       && s->b->kind == N_ACTION && s->b->a && s->b->a->kind == N_OBJECT && ir_several_players(s->b->a)
                       ? s->b->a : NULL;
    const node *c = each ? s->a : NULL;
    const node *alts = c && c->kind == N_SEQUENCE && meaning_word(c) == FX_W_OR && c->a ? c->a->a : c;
    for (const node *a = alts; a; a = alts != c ? a->next : NULL)
        if (a->kind != N_ACTION || !a->a || a->a->kind != N_PRONOUN || a->a->refers != each)
            return NULL;
    return alts ? each : NULL;
}

bool ir_players_again(const node *act, const node *n)
{
    return act && act->kind == N_ACTION && n && act->a == n && n->kind == N_PRONOUN && !n->ambiguous && n->refers
           && ir_several_players(n) && !names_pronoun_to(act->b, n->refers) && !names_pronoun_to(act->c, n->refers);
}

/* Does an amount of action ACT ("for each ...", "equal to ...", "where X
 * is ...") hold a pronoun bound to P ("creatures they control", "Auras
 * attached to that creature")? */
static bool counts_for(const node *act, const node *p)
{
    for (const node *m = act->c && act->c->kind == N_LIST ? act->c->a : NULL; m; m = m->next)
        if (m->kind == N_MODIFIER && (meaning_word(m) == FX_W_FOR_EACH || meaning_word(m) == FX_W_EQUAL_TO
                                      || meaning_word(m) == FX_W_WHERE) && names_pronoun_to(m->a, p))
            return true;
    return false;
}

const node *ir_each_in_turn(const node *act)
{
    if (!act || act->kind != N_ACTION)
        return NULL;
    const node *players[2] = { act->a, NULL };
    for (const node *m = act->c && act->c->kind == N_LIST ? act->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && meaning_word(m) == FX_W_TO)
            players[1] = m->a;  /* "deals damage to each player equal to ..." */
    for (int i = 0; i < 2; i++) {
        const node *p = players[i];
        if (i == 1 && p && p->kind == N_OBJECT && meaning_det(p) == FX_DET_EACH && !p->c && !ir_names_players(p)) {
            /* "deals 2 damage to each creature for each Aura attached to that creature": each its own
             * (not a subject: "Each creature deals damage to itself equal to its power" keeps its
             * reading, each source's own damage at once, cardrt_fx_damage) */
            if (counts_for(act, p))
                return p;
            continue;
        }
        if (!p || p->kind != N_OBJECT || !ir_several_players(p))
            continue;
        if (act->b && act->b->kind == N_OBJECT && names_pronoun_to(act->b->c, p))
            return p;           /* "mills X cards" */
        if (act->b && act->b->kind == N_AMOUNT && names_pronoun_to(act->b, p))
            return p;           /* "loses half their life, rounded up": each their own */
        if (meaning_verb(act) == FX_VERB_EXILE && act->b && act->b->kind == N_OBJECT && meaning_det(act->b) == FX_DET_TOP
            && names_pronoun_to(act->b->b, p))
            return p;           /* "exiles the top two cards of their library": each their own (not a
                                 * reveal, whose cards "this way" would name after it: not yet) */
        if (counts_for(act, p))
            return p;
    }
    return NULL;
}

/* Does N hold a pronoun bound to a part of ROOT other than ROOT itself
 * ("that creature's controller" bound to "creature" inside "each creature
 * you control")? */
static bool names_part_of(const node *n, const node *root)
{
    for (; n; n = n->next)
        if ((n->kind == N_PRONOUN && n->refers && n->refers != root && ir_within(root, n->refers))
            || names_part_of(n->a, root) || names_part_of(n->b, root) || names_part_of(n->c, root))
            return true;
    return false;
}

const node *ir_for_each_one(arena *ar, const node *s, const node **counted)
{
    const node *f = s && s->kind == N_CONDITIONAL && meaning_word(s) == FX_W_UNLESS && !s->c && !s->lossy ? s->b : NULL;
    if (f && f->kind == N_CONDITIONAL && meaning_word(f) == FX_W_FOR_EACH && f->range.begin == s->range.begin
        && f->b && !f->b->next) {
        /* "For each land, destroy that land unless any player pays 1 life":
         * the "for each" of the sentence's start is over all of it */
        node *unless = arena_alloc(ar, sizeof *unless), *each = arena_alloc(ar, sizeof *each);
        *unless = *s;
        unless->b = f->b;
        unless->range.begin = f->b->range.begin;
        *each = *f;
        each->b = unless;
        each->range = s->range;
        s = each;
    }
    const node *each = s && s->kind == N_CONDITIONAL && meaning_word(s) == FX_W_FOR_EACH && !s->c && !s->lossy
                       ? s->a : NULL;
    const node *a = each && each->kind == N_OBJECT && !each->lossy ? s->b : NULL;
    if (!a || a->next || a->lossy || !(a->kind == N_ACTION || a->kind == N_OPTIONAL
                                       || (a->kind == N_CONDITIONAL && meaning_word(a) == FX_W_UNLESS))
        || !names_pronoun_to(a, each) || names_part_of(a, each))
        return NULL;
    *counted = each;
    return a;
}

node *ir_the_cards_of_zone(arena *ar, const node *np, const node *act)
{
    const node *f = np && np->kind == N_PRONOUN && !np->refers && !np->ambiguous && !np->lossy && text_is(np, "the")
                    && !np->b && !np->c ? np->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    && !f->a->a->b ? f->a->a->a->a : NULL;
    if (!w || w->next || w->kind != N_WORD || w->token != CARD || !(w->form & FORM_S))
        return NULL;
    ir_zone zone;
    ir_who whose;
    const node *q = f->b ? f->b->a : NULL;
    bool zoned = q && !q->next && ir_qual_of(q) == IR_QUAL_IN && ir_zone_phrase(q->a, &zone, &whose);
    for (const node *m = !q && act && act->kind == N_ACTION && act->b == np && act->c ? act->c->a : NULL; m; m = m->next)
        zoned |= m->kind == N_PREP && ir_prep_of(m) == IR_PREP_FROM && ir_zone_phrase(m->a, &zone, &whose);
    if (!zoned)
        return NULL;
    node *all = arena_alloc(ar, sizeof *all);
    *all = *np;
    all->kind = N_OBJECT;
    all->text = "all";
    all->next = NULL;
    return all;
}

bool ir_within(const node *root, const node *n)
{
    return root && n && n->range.begin >= root->range.begin && n->range.end <= root->range.end;
}

static bool has_pronoun(const node *n)
{
    for (; n; n = n->next)
        if (n->kind == N_PRONOUN || has_pronoun(n->a) || has_pronoun(n->b) || has_pronoun(n->c))
            return true;
    return false;
}

/* Does P (a player phrase) name SUBJ, the player(s) doing the action
 * ("they", "their"; what "that player" names too)? */
static bool names_subject(const node *p, const node *subj)
{
    return p && p->kind == N_PRONOUN && !p->ambiguous && p->refers
           && (p->refers == subj || (subj->kind == N_PRONOUN && subj->refers == p->refers));
}

bool ir_several_players(const node *np)
{
    if (np && np->kind == N_PRONOUN && np->refers)
        np = np->refers;
    if (np && np->kind == N_PLAYER)
        return meaning_player(np) == FX_PLAYER_OPPONENTS;
    if (!np || np->kind != N_OBJECT || !meaning_det_is_set(meaning_det(np)) || np->b)
        return false;
    const node *f = np->a;      /* one word, "opponent" or "player", and nothing else */
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && !f->b && f->a->a->a
                    ? f->a->a->a->a : NULL;
    return w && !w->next && w->kind == N_WORD && (w->token == OPPONENT || w->token == PLAYER);
}

const node *ir_delayed_drawer(const node *act)
{
    const node *p = act && act->kind == N_ACTION && meaning_verb(act) == FX_VERB_DRAW ? act->a : NULL;
    const node *r = p && p->kind == N_PRONOUN && !p->ambiguous ? p->refers : p;
    if (!r || ir_who_of(r) == IR_WHO_YOU || ir_several_players(p) || !ir_names_players(r))
        return NULL;
    if (r->kind == N_TARGET)    /* "target player", "two target players each draw ..." */
        return p;
    /* "they" after "Whenever a player casts a spell": that one player */
    return p != r && r->kind == N_OBJECT && ir_who_of(r) != IR_WHO_NONE && !r->c ? p : NULL;
}

bool ir_opponents_you_have(const node *np)
{
    const node *f = np && np->kind == N_OBJECT ? np->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *w = q && q->kind == N_QUALIFIER && meaning_word(q) == FX_W_YOU_HAVE && f->a && f->a->a && !f->a->a->next
                    && f->a->a->a ? f->a->a->a->a : NULL;
    return w && !w->next && w->kind == N_WORD && w->token == OPPONENT;
}

const char *ir_counters_you_have(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c ? np->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    if (!q || q->kind != N_QUALIFIER || meaning_word(q) != FX_W_YOU_HAVE || q->a || q->lossy)
        return NULL;
    node filt = *f, bare = *np;     /* "experience counter" without "you have" */
    filt.b = NULL;
    bare.a = &filt;
    bare.text = NULL;
    return ir_counters_named(&bare);
}

const node *ir_put_into_graveyard_this_way(const node *np, ir_who *whose, const node **owner)
{
    const node *f = np && np->kind == N_OBJECT && !np->b ? np->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *into = q && q->kind == N_QUALIFIER && text_is(q, "put this way") ? q->a : NULL;
    const node *z = into && into->kind == N_PREP && !into->next && meaning_word(into) == FX_W_INTO ? into->a : NULL;
    ir_zone zone;
    *owner = NULL;
    if (z && ir_zone_phrase(z, &zone, whose))
        return zone == IR_ZONE_GRAVEYARD && (*whose == IR_WHO_YOU || *whose == IR_WHO_ANY) ? q : NULL;
    if (!z || !ir_zone_of_player(z, &zone) || zone != IR_ZONE_GRAVEYARD)
        return NULL;
    *whose = IR_WHO_NONE;       /* "their graveyard" */
    *owner = z->a;
    return q;
}

const node *ir_who_controls(const node *q, bool *negated)
{
    const node *v = q && q->kind == N_QUALIFIER && text_is(q, "who") ? q->a : NULL;
    *negated = v && v->kind == N_NEGATED && text_is(v, "don't") && !v->b && !v->c;
    if (*negated)
        v = v->a;
    return v && v->kind == N_ACTION && meaning_verb(v) == FX_VERB_CONTROL && !v->a && !v->c && !v->lossy
           && v->b && v->b->kind == N_OBJECT && !v->b->b ? v->b : NULL;
}

bool ir_player_qual_clause(const node *q, node *subj, node *what, node *clause)
{
    const node *arg = q && q->kind == N_QUALIFIER ? q->a : NULL;
    *subj = (node){ .kind = N_PRONOUN, .text = "they", .range = q ? q->range : (src_range){ 0, 0 } };
    if (arg && meaning_word(q) == FX_W_WHO && arg->kind == N_ACTION && !arg->a && !arg->lossy) {
        *clause = *arg;         /* "who lost life this turn": P lost life this turn */
    } else if (arg && meaning_word(q) == FX_W_WITH && !arg->next
               && (arg->kind == N_OBJECT || (arg->kind == N_AMOUNT && meaning_amount(arg) == FX_AMT_LIFE))) {
        *what = *arg;           /* "with no cards in hand": P has no cards in hand */
        *clause = (node){ .kind = N_ACTION, .text = "have", .b = what, .range = q->range };
    } else {
        return false;
    }
    clause->a = subj;
    return true;
}

bool ir_players_moved_none(const node *q, fx_verb *verb, const node **what)
{
    *verb = FX_VERB_NONE;
    *what = NULL;
    if (!q || q->kind != N_QUALIFIER || q->b || q->lossy)
        return false;
    if (text_is(q, "who can't"))
        return !q->a;           /* "Each opponent who can't loses 3 life" */
    const node *n = meaning_word(q) == FX_W_WHO ? q->a : NULL;
    const node *v = n && n->kind == N_NEGATED && text_is(n, "don't") && (n->form & FORM_PAST) && !n->b && !n->c
                    ? n->a : NULL;
    const node *m = v && v->kind == N_ACTION && !v->a && !v->lossy && v->b && v->b->kind == N_OBJECT && v->c
                    && v->c->kind == N_LIST ? v->c->a : NULL;
    if (!m || m->next || m->kind != N_MODIFIER || !text_is(m, "this way") || m->a)
        return false;
    *verb = meaning_verb(v);    /* "who didn't discard a creature card this way" */
    *what = v->b;
    return *verb == FX_VERB_DISCARD || *verb == FX_VERB_SACRIFICE;
}

/* Is NP "each player" or "each opponent", with nothing more? */
static bool plain_players(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c ? np->a : NULL;
    return f && f->kind == N_FILTER && !f->b && meaning_det(np) == FX_DET_EACH && ir_several_players(np);
}

bool ir_moved_none_after(const node *np, const node *last, fx_verb verb)
{
    fx_verb did = last && last->kind == N_ACTION && !last->lossy ? meaning_verb(last) : FX_VERB_NONE;
    const node *f = np && np->kind == N_OBJECT ? np->a : NULL;     /* "each opponent who can't" */
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    if ((did != FX_VERB_DISCARD && did != FX_VERB_SACRIFICE) || (verb != FX_VERB_NONE && verb != did)
        || !plain_players(last->a)
        || (ir_opponents_of(last->a) && !(w && !w->next && w->kind == N_WORD && w->token == OPPONENT)))
        return false;
    return verb != FX_VERB_NONE
           || (last->b && last->b->kind == N_OBJECT && meaning_det(last->b) == FX_DET_A && !last->b->b);
}

const node *ir_players_who_control(const node *np, bool *opponents)
{
    if (!np || np->kind != N_OBJECT || !meaning_det_is_set(meaning_det(np)) || np->b || np->c)
        return NULL;
    const node *f = np->a;      /* one word, "opponent" or "player", and one qualifier */
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->b && f->b->a
                    && !f->b->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    bool negated;
    if (!w || w->next || w->kind != N_WORD || (w->token != OPPONENT && w->token != PLAYER)
        || !ir_who_controls(f->b->a, &negated))
        return NULL;
    *opponents = w->token == OPPONENT || meaning_det(np) == FX_DET_EACH_OTHER;
    return f->b->a;
}

bool ir_opponents_of(const node *np)
{
    if (np && np->kind == N_PRONOUN && np->refers)
        np = np->refers;
    return ir_several_players(np)
           && (np->kind == N_PLAYER || np->a->a->a->a->a->token == OPPONENT || meaning_det(np) == FX_DET_EACH_OTHER);
}

bool ir_chooses_own(const node *act, const node *from)
{
    const node *subj = act ? act->a : NULL, *what = act ? act->b : NULL;
    if (!subj || (subj->kind == N_PLAYER && meaning_player(subj) == FX_PLAYER_YOU) || !what
        || what->kind != N_OBJECT || ir_names_players(what))
        return false;
    fx_det det = meaning_det(what);     /* "a card", "two cards" */
    if (meaning_det_is_set(det) || det == FX_DET_TOP || det == FX_DET_ANOTHER || det == FX_DET_NO
        || det == FX_DET_NO_OTHER || !(what->c ? what->c->kind == N_AMOUNT && meaning_number(what->c) >= 1
                                               : det == FX_DET_A))
        return false;
    bool own = false;
    ir_zone z;
    if (from) {                 /* "from their graveyard" */
        if (!names_subject(ir_zone_of_player(from, &z), subj))
            return false;
        own = true;
    }
    const node *f = what->a && what->a->kind == N_FILTER ? what->a : NULL;
    const node *lists[] = { f ? f->b : NULL, what->b };
    for (int i = 0; i < 2; i++)
        for (const node *q = lists[i] ? lists[i]->a : NULL; q; q = q->next)
            switch (ir_qual_of(q)) {
            case IR_QUAL_CONTROLLED_BY:     /* "a creature they control" */
                if (!names_subject(q->a, subj))
                    return false;
                own = true;
                break;
            case IR_QUAL_IN:                /* "a card in their hand" */
                if (!names_subject(ir_zone_of_player(q->a, &z), subj))
                    return false;
                own = true;
                break;
            case IR_QUAL_WITH: case IR_QUAL_WITHOUT: case IR_QUAL_NAMED: case IR_QUAL_NOT_NAMED:
            case IR_QUAL_TAPPED: case IR_QUAL_IS: case IR_QUAL_HAS:
                if (has_pronoun(q->a) || has_pronoun(q->b))    /* "with the highest mana value among ..." */
                    return false;
                break;
            default:
                return false;
            }
    return own;
}

/* The item of phrase N (a list's, or N itself) that holds P: a set of
 * objects ("each creature they control"), whose selection is one for all
 * of the players; NULL for anything else ("the top card of their library":
 * one for each of them). */
static const node *set_holding(const node *n, const node *p)
{
    const node *item = n;
    for (const node *i = n && n->kind == N_LIST ? n->a : NULL; i; i = i->next)
        if (ir_within(i, p))
            item = i;
    return ir_within(item, p) && item->kind == N_OBJECT && meaning_det_is_set(meaning_det(item)) && !ir_within(item->c, p)
           ? item : NULL;
}

bool ir_top_of_several(const node *np, const node *event)
{
    const node *of = np && np->kind == N_OBJECT && meaning_det(np) == FX_DET_TOP && np->b && np->b->a
                     && np->b->a->kind == N_PREP ? np->b->a->a : NULL;
    return of && of->kind == N_POSSESSIVE && of->a && of->a->kind == N_PRONOUN && ir_several_players(of->a)
           && !ir_within(event, of->a->refers);     /* (the one player of "each opponent's upkeep") */
}

const node *ir_players_each_own(const node *act, const node *p)
{
    const node *to = p && p->kind == N_PRONOUN && !p->ambiguous ? p->refers : NULL;
    if (!act || act->kind != N_ACTION || !to || to->kind != N_OBJECT || !meaning_det_is_set(meaning_det(to))
        || !ir_names_players(to))
        return NULL;
    const node *from = NULL;
    for (const node *m = act->c && act->c->kind == N_LIST ? act->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && meaning_word(m) == FX_W_FROM)
            from = m->a;
    /* "Each player reveals the top card of their library": each one's top
     * card, all of them at once (cardrt_sel_top of several players) */
    if (meaning_verb(act) == FX_VERB_REVEAL && to == act->a && act->b && act->b->kind == N_OBJECT
        && meaning_det(act->b) == FX_DET_TOP && ir_within(act->b->b, p))
        return to;
    /* what the action acts on: all of theirs at once, or what each chooses of their own */
    bool moved_own = set_holding(act->b, act->b) || (to == act->a && ir_chooses_own(act, from));
    bool named = to == act->a || ir_within(act->b, to);
    bool in = ir_within(act->b, p) && (moved_own || set_holding(act->b, p));
    for (const node *m = act->c && act->c->kind == N_LIST ? act->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && (meaning_word(m) == FX_W_FROM || meaning_word(m) == FX_W_TO)) {
            named |= ir_within(m, to);
            in |= ir_within(m, p) && (meaning_word(m) == FX_W_FROM ? moved_own : set_holding(m->a, p) != NULL);
        }
    return named && in ? to : NULL;
}

const node *ir_action_on_target(const node *n, const node *t)
{
    if (!n || !t)
        return NULL;
    if (n->kind == N_ACTION
        && ((n->b && ((n->b->range.begin == t->range.begin && n->b->range.end == t->range.end)
                      || ir_joins_target(n->b, t)))
            || (n->a && n->a->kind == N_TARGET && n->a->range.begin == t->range.begin
                && n->a->range.end == t->range.end)))
        return n;       /* its object, or its subject ("up to X target creatures gain flying") */
    if (n->kind == N_LIST) {
        for (const node *i = n->a; i; i = i->next) {
            const node *a = ir_action_on_target(i, t);
            if (a)
                return a;
        }
        return NULL;
    }
    const node *a = ir_action_on_target(n->a, t);
    return a ? a : (a = ir_action_on_target(n->b, t)) ? a : ir_action_on_target(n->c, t);
}

const node *ir_where_x_of(const node *a)
{
    for (const node *m = a && a->kind == N_ACTION && a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_WHERE)
            return m->a;
    return NULL;
}

static bool names_target(const node *n)
{
    for (; n; n = n->next)
        if (n->kind == N_TARGET || names_target(n->a) || names_target(n->b) || names_target(n->c))
            return true;
    return false;
}

bool ir_names_target(const node *n)
{
    return n && (n->kind == N_TARGET || names_target(n->a) || names_target(n->b) || names_target(n->c));
}

/* Does N, or a phrase inside it (and after it), say the amount X? */
static bool says_x(const node *n)
{
    for (; n; n = n->next)
        if ((n->kind == N_AMOUNT && meaning_amount(n) == FX_AMT_X) || says_x(n->a) || says_x(n->b) || says_x(n->c))
            return true;
    return false;
}

bool ir_where_as_cast(const node *a, const node *m)
{
    const node *cast = m && m->kind == N_MODIFIER && text_is(m, "as") && !m->b && !m->lossy ? m->a : NULL;
    if (!cast || cast->kind != N_ACTION || meaning_verb(cast) != FX_VERB_CAST || cast->c || cast->lossy
        || ir_who_of(cast->a) != IR_WHO_YOU || !cast->b || cast->b->kind != N_SELF || !ir_where_x_of(a))
        return false;
    const node *t = a->b && a->b->kind == N_TARGET ? a->b : a->a && a->a->kind == N_TARGET ? a->a : NULL;
    if (!t || !says_x(t->b) || says_x(t->a) || (t == a->b && says_x(a->a)) || (t == a->a && says_x(a->b)))
        return false;           /* X only in the number of targets */
    for (const node *o = a->c ? a->c->a : NULL; o; o = o->next)
        if (o != m && !(o->kind == N_MODIFIER && meaning_word(o) == FX_W_WHERE) && says_x(o))
            return false;
    return true;
}

bool ir_cast_not_first_each_turn(const node *ev)
{
    ir_event e;
    const node *m = ev && ev->kind == N_ACTION && !ev->lossy && ev->c ? ev->c->a : NULL;
    const node *f = m && !m->next && m->kind == N_DURATION && text_is(m, "each turn") && !m->a && ir_event_of(ev, &e)
                    && e == IR_EV_CAST && ir_who_of(ev->a) == IR_WHO_YOU && ev->b && ev->b->kind == N_OBJECT
                    && ir_det_of(ev->b) == IR_DET_A && !ev->b->b && !ev->b->c ? ev->b->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *p = q && q->kind == N_QUALIFIER && text_is(q, "other than") && !q->b ? q->a : NULL;
    const node *first = p && p->kind == N_POSSESSIVE && ir_who_of(p->a) == IR_WHO_YOU ? p->b : NULL;
    const node *by;
    /* "a spell other than your first spell": a spell, one word */
    node plain = ev->b ? *ev->b : (node){ 0 }, nf = f ? *f : (node){ 0 };
    nf.b = NULL;
    plain.a = &nf;
    return first && first->kind == N_OBJECT && text_is(first, "first") && !first->b && !first->c
           && ir_plain_noun(&plain, "spell", &by) && !by && f->a && f->a->a && !f->a->a->next
           && ir_word_of(f->a->a->a ? f->a->a->a->a : NULL).kind == IR_WORD_SPELL;
}
