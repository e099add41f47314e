/* meaning_replace.c — replacement and prevention effects as typed meaning
 * (meaning.h): cards put into a graveyard from elsewhere, what a permanent
 * enters with, life gained or damage dealt changed, "exile it instead",
 * damage prevented.  The IR's and the code generator's replacement effects
 * switch on these readings. */
#include "meaning_int.h"
#include "meaning_effect.h"

/* ---- graveyards ------------------------------------------------------- */

bool ir_into_graveyard(const node *mods, const node **whose, ir_zone *from_zone)
{
    const node *into = NULL, *from = NULL;
    for (const node *m = mods ? mods->a : NULL; m; m = m->next) {
        if (ir_prep_of(m) == IR_PREP_INTO && !into)
            into = m->a;
        else if (ir_prep_of(m) == IR_PREP_FROM && !from)
            from = m->a;
        else
            return false;
    }
    *whose = NULL;
    bool anywhere = ir_zone_anywhere(from);
    ir_zone zone;
    ir_who anyone;
    bool library = from && from->kind == N_POSSESSIVE && from->b && from->b->kind == N_WORD
                   && from->b->token == LIBRARY && ir_who_of(from->a) == IR_WHO_YOU;
    const node *lib = from && from->kind == N_OBJECT && ir_det_of(from) == IR_DET_A ? ir_single_word(from) : NULL;
    bool a_library = lib && lib->token == LIBRARY;     /* "from a library": its owner's */
    *from_zone = anywhere ? IR_ZONE_ANY : library || a_library ? IR_ZONE_LIBRARY : IR_ZONE_BATTLEFIELD;
    const node *yard_word = into && into->kind == N_OBJECT && !into->b && !into->c
                            && (ir_det_of(into) == IR_DET_A || ir_det_of(into) == IR_DET_NONE) ? ir_single_word(into) : NULL;
    bool yard = into && ((yard_word && yard_word->token == GRAVEYARD    /* "a graveyard", "graveyards" */
                          && (ir_det_of(into) == IR_DET_A) != ((yard_word->form & FORM_S) != 0))
                         || (into->kind == N_ZONE && ir_zone_phrase(into, &zone, &anyone)
                             && zone == IR_ZONE_GRAVEYARD));
    if (!yard && into && into->kind == N_POSSESSIVE && into->a && into->b && into->b->kind == N_WORD
        && into->b->token == GRAVEYARD) {
        yard = true;
        *whose = into->a;
    }
    if ((library && !(*whose && ir_who_of(*whose) == IR_WHO_YOU)) || (a_library && *whose))
        return false;           /* "from your library" into your graveyard only, "from a library" into any */
    return yard && from && ((from->kind == N_ZONE && ir_zone_phrase(from, &zone, &anyone)
                             && zone == IR_ZONE_BATTLEFIELD) || anywhere || library || a_library);
}

bool ir_enters_with_counters_of(const node *st, const char **kind, int *n)
{
    ir_event e;
    const node *with = st && st->kind == N_ACTION && !st->lossy && !st->b && st->c ? st->c->a : NULL;
    const node *on = with ? with->next : NULL, *c = with ? with->a : NULL;
    const node *f = c && c->kind == N_OBJECT && (c->form & FORM_ADDITIONAL) && !c->b ? c->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    if (!on || on->next || ir_prep_of(with) != IR_PREP_WITH || ir_prep_of(on) != IR_PREP_ON || !on->a
        || on->a->kind != N_PRONOUN || on->a->refers != st->a || !ir_event_of(st, &e) || e != IR_EV_ENTERS
        || !st->a || st->a->kind != N_OBJECT || !(*kind = ir_counter_kind(w)))
        return false;
    *n = c->c ? ir_number(c->c) : ir_det_of(c) == IR_DET_A ? 1 : -1;
    return *n > 0;
}

node *ir_one_of(arena *a, const node *np)
{
    node *one = node_new(a, N_OBJECT, np->range);
    *one = *np;
    one->next = NULL;
    one->c = NULL;
    one->text = ir_np_other(np) ? "another" : "a";
    return one;
}

bool ir_enters_tapped_of(const node *st)
{
    ir_event e;
    const node *m = st && st->kind == N_ACTION && !st->lossy && !st->b && st->c ? st->c->a : NULL;
    return m && !m->next && ir_prep_of(m) == IR_PREP_TAPPED && !m->a && ir_event_of(st, &e) && e == IR_EV_ENTERS
           && st->a && st->a->kind == N_OBJECT;
}

bool ir_life_replacement_of(const node *st, const node **event, int *times, int *plus)
{
    *times = *plus = 0;
    const node *w = ir_cond_of(st) == IR_COND_IF && !st->c ? st->a : NULL, *then = w ? st->b : NULL;
    const node *ev = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    if (!ev || !then || ir_verb_of(ev) != IR_VERB_GAIN_LIFE || ev->b || ev->c || ir_who_of(ev->a) != IR_WHO_YOU
        || ir_verb_of(then) != IR_VERB_GAIN_LIFE || ir_who_of(then->a) != IR_WHO_YOU || !then->c || !then->c->a
        || then->c->a->next || then->c->a->kind != N_MODIFIER || !text_is(then->c->a, "instead") || then->lossy)
        return false;
    const node *am = then->b, *much = am && am->kind == N_LIST && text_is(am, "plus") ? am->a : NULL;
    if (am && am->kind == N_AMOUNT && text_is(am, "twice that much"))
        *times = 2;
    else if (much && much->kind == N_AMOUNT && text_is(much, "that much") && much->next && !much->next->next
             && ir_number(much->next) > 0)
        *plus = ir_number(much->next);
    else
        return false;
    *event = ev;
    return true;
}

static bool names_same(const node *n, const node *what);

/* "to its owner's hand", WHAT's owner's */
static bool to_owners_hand(const node *m, const node *what)
{
    const node *z = m && m->kind == N_PREP && text_is(m, "to") && !m->lossy ? m->a : NULL;
    const node *owner = z && z->kind == N_POSSESSIVE && !z->c && z->b && z->b->kind == N_WORD && z->b->token == HAND
                        ? z->a : NULL;
    return owner && owner->kind == N_POSSESSIVE && owner->b && text_is(owner->b, "owner") && names_same(owner->a, what);
}

/* "If WHAT would die [this turn], exile it instead": the dying, or NULL;
 * THIS_TURN: with that duration, WHAT a description or a pronoun ("that
 * creature"), else without one, WHAT a description; TO_HAND (if not NULL):
 * "return it to its owner's hand instead" too, *TO_HAND set for it. */
static const node *die_exile(const node *st, bool this_turn, bool *to_hand)
{
    const node *w = ir_cond_of(st) == IR_COND_IF && !st->c ? st->a : NULL, *then = w ? st->b : NULL;
    const node *ev = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    const node *it = then && then->kind == N_ACTION ? then->b : NULL;
    const node *what = ev ? ev->a : NULL;
    const node *d = ev && ev->c ? ev->c->a : NULL;
    const node *m = then && then->kind == N_ACTION && then->c ? then->c->a : NULL;
    bool timed = d && !d->next && d->kind == N_DURATION && text_is(d, "this turn");
    bool hand = to_hand && ir_verb_of(then) == IR_VERB_RETURN && to_owners_hand(m, what);
    if (hand)
        m = m->next;
    if (!ev || ir_verb_of(ev) != IR_VERB_DIE || !what || ev->b || (this_turn ? !timed : ev->c != NULL)
        || !((what->kind == N_OBJECT && (!this_turn || text_is(what, "a")))
             || (!this_turn && what->kind == N_SELF)        /* "If ~ would die, exile it instead" */
             || (this_turn && what->kind == N_PRONOUN && what->refers))
        || (ir_verb_of(then) != IR_VERB_EXILE && !hand) || then->a || then->lossy || !it || it->kind != N_PRONOUN
        || !(it->refers == what || (what->kind == N_PRONOUN && it->refers == what->refers))
        || !m || m->next || m->kind != N_MODIFIER || !text_is(m, "instead"))
        return NULL;
    if (to_hand)
        *to_hand = hand;
    return ev;
}

/* "into its owner's graveyard", "putting it into that player's graveyard" */
static bool into_a_graveyard(const node *n)
{
    if (n && n->kind == N_ACTION && ir_verb_of(n) == IR_VERB_PUT && !n->a && n->c && n->c->a && !n->c->a->next)
        n = n->c->a;
    return n && n->kind == N_PREP && text_is(n, "into") && n->a && n->a->kind == N_POSSESSIVE && n->a->b
           && n->a->b->kind == N_WORD && n->a->b->token == GRAVEYARD;
}

const node *ir_countered_instead_of(const node *s, const node **instead)
{
    const node *c = ir_cond_of(s) == IR_COND_IF && !s->c ? s->a : NULL, *then = c ? s->b : NULL;
    const node *m = c && c->kind == N_ACTION && ir_verb_of(c) == IR_VERB_COUNTERED && !c->b && !c->lossy && c->c
                    ? c->c->a : NULL;
    if (!m || m->next || m->kind != N_MODIFIER || !text_is(m, "this way") || !c->a || c->a->kind != N_PRONOUN
        || !c->a->refers || !then || then->kind != N_ACTION || then->a || then->lossy || !then->b
        || then->b->kind != N_PRONOUN || then->b->refers != c->a->refers
        || (ir_verb_of(then) != IR_VERB_EXILE && ir_verb_of(then) != IR_VERB_PUT))
        return NULL;
    for (const node *i = then->c ? then->c->a : NULL; i; i = i->next)
        if (i->kind == N_MODIFIER && text_is(i, "instead") && into_a_graveyard(i->a)) {
            *instead = i;
            return then;
        }
    return NULL;
}

/* Is N a pronoun of the same objects as P (bound alike)? */
static bool same_pronoun(const node *n, const node *p)
{
    return n && p && n->kind == N_PRONOUN && p->kind == N_PRONOUN && n->refers && n->refers == p->refers;
}

const node *ir_leave_exile_of(const node *s)
{
    const node *w = ir_cond_of(s) == IR_COND_IF && !s->c && !s->lossy ? s->a : NULL, *then = w ? s->b : NULL;
    const node *ev = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    const node *what = ev && ev->kind == N_ACTION && ir_verb_of(ev) == IR_VERB_LEAVE && !ev->b && !ev->c && !ev->lossy
                       ? ev->a : NULL;
    const node *m = what && what->kind == N_PRONOUN && then && then->kind == N_ACTION && !then->next && !then->lossy
                    && ir_verb_of(then) == IR_VERB_EXILE && !then->a && same_pronoun(then->b, what) && then->c
                    && then->c->a && !then->c->a->next ? then->c->a : NULL;
    /* "instead of putting it anywhere else" */
    const node *put = m && m->kind == N_MODIFIER && text_is(m, "instead") && !m->b ? m->a : NULL;
    const node *where = put && put->kind == N_ACTION && ir_verb_of(put) == IR_VERB_PUT && !put->a && !put->lossy
                        && same_pronoun(put->b, what) && put->c && put->c->a && !put->c->a->next ? put->c->a : NULL;
    if (!where || where->kind != N_PREP || !text_is(where, "anywhere else") || where->a)
        return NULL;
    /* "those Auras", "that creature": a noun its antecedent names (else
     * the pronoun may be bound to other things named near it) */
    node noun = { .kind = N_OBJECT, .a = what->a, .range = what->range };
    return !what->a || (what->a->kind == N_FILTER && what->refers && ir_covers(&noun, what->refers)) ? what : NULL;
}

bool ir_die_exile_replacement_of(const node *st, const node **event, bool *to_hand)
{
    return (*event = die_exile(st, false, to_hand)) != NULL;
}

const node *ir_die_exile_this_turn_of(const node *s)
{
    const node *ev = die_exile(s, true, NULL);
    return ev ? ev->a : NULL;
}

/* The damage the action after "would" names, into OUT: "be dealt to TO by
 * FROM", "dealt to and dealt by X", "FROM would deal [combat] damage to TO". */
static bool would_damage_for(const node *x, ir_prevention *out, const node **this_turn);

static bool would_damage(const node *x, ir_prevention *out)
{
    return would_damage_for(x, out, NULL);
}

/* would_damage, with THIS_TURN (if not NULL) the modifier "this turn" when
 * there is one ("If a source you control would deal damage this turn"). */
static bool would_damage_for(const node *x, ir_prevention *out, const node **this_turn)
{
    if (!x || x->kind != N_ACTION || x->lossy)
        return false;
    if (text_is(x, "dealt damage to and by")) {
        if (x->a || !x->b || x->c)
            return false;
        out->from = out->to = x->b;
        out->both = true;
        return true;
    }
    bool dealt = text_is(x, "dealt damage"), combat = text_is(x, "deal combat damage");
    if (!(dealt || text_is(x, "deal damage") || combat) || x->b || (dealt == !!x->a))
        return false;
    if (combat) {
        if (out->kind != IR_DAMAGE_ANY)
            return false;
        out->kind = IR_DAMAGE_COMBAT;
    }
    out->from = x->a;
    for (const node *m = x->c ? x->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && text_is(m, "to") && m->a && !out->to)
            out->to = m->a;
        else if (m->kind == N_MODIFIER && text_is(m, "by") && m->a && dealt && !out->from)
            out->from = m->a;
        else if (m->kind == N_DURATION && text_is(m, "while") && m->a && !m->b && !out->during)
            out->during = m->a;     /* "... to ~ while it has a +1/+1 counter on it" */
        else if (m->kind == N_DURATION && ir_prep_of(m) == IR_PREP_DURING && m->a && m->a->kind == N_STEP && !m->b
                 && !out->during)
            out->during = m->a;     /* "... to ~ during your turn": as long as it is */
        else if (this_turn && !*this_turn && m->kind == N_DURATION && text_is(m, "this turn") && !m->a && !m->b)
            *this_turn = m;
        else
            return false;
    return true;
}

/* "damage", "combat damage", "noncombat damage" as the subject of "would
 * be dealt": the kind it names, or -1 for another phrase. */
static int damage_noun_kind(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && !np->text && !np->b && !np->c && !np->lossy ? np->a : NULL;
    const node *alt = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *w = alt && alt->kind == N_TRAITS && alt->a ? alt->a->a : NULL;
    if (w && !w->next && text_is(w, "damage"))
        return IR_DAMAGE_ANY;
    if (!w || !w->next || w->next->next || !text_is(w->next, "damage"))
        return -1;
    return text_is(w, "combat") ? IR_DAMAGE_COMBAT : text_is(w, "noncombat") ? IR_DAMAGE_NONCOMBAT : -1;
}

bool ir_static_prevention_of(const node *st, ir_prevention *out)
{
    *out = (ir_prevention){ .n = -1 };
    if (!st || st->lossy)
        return false;
    if (st->kind == N_CONDITIONAL && ir_cond_of(st) == IR_COND_IF && !st->c) {
        /* "If a red source would deal damage to you, prevent 1 of that
         * damage", "If damage would be dealt to ~, prevent that damage and
         * remove that many +1/+1 counters from it" (the step after the
         * prevention: its additional effect, done after it; one step, as
         * "that many" in a later one would be the damage prevented, not
         * what the step before it did) */
        const node *w = st->a, *then = st->b;
        const node *steps = then && then->kind == N_SEQUENCE && !then->lossy
                            && (ir_list_of(then) == IR_LIST_AND || ir_list_of(then) == IR_LIST_PLAIN) && then->a
                            ? then->a->a : NULL;
        if (steps && steps->next) {
            if (steps->next->next)
                return false;
            then = steps;
            out->then = steps->next;
        }
        const node *am = then && then->kind == N_ACTION && text_is(then, "prevent") && !then->a && !then->c
                         && !then->lossy ? then->b : NULL;
        if (!w || w->kind != N_MODIFIER || !text_is(w, "would") || w->b || !am || am->kind != N_AMOUNT || am->b)
            return false;
        if (text_is(am, "of that damage")) {
            if ((out->n = ir_number(am->a)) <= 0 || out->then)
                return false;
        } else if (!text_is(am, "that damage") || am->a) {
            return false;
        }
        /* "If [combat] damage would be dealt to X": the damage it names */
        const node *x = w->a;
        node passive;
        if (x && x->kind == N_ACTION && text_is(x, "dealt damage") && x->a) {
            int kind = damage_noun_kind(x->a);
            if (kind < 0)
                return false;
            out->kind = (ir_damage_kind)kind;
            passive = *x;
            passive.a = NULL;
            x = &passive;
        }
        if (out->then && (out->then->kind != N_ACTION || out->then->lossy))
            return false;
        return would_damage(x, out) && !out->both && out->to;
    }
    const node *am = st->kind == N_ACTION && text_is(st, "prevent") && !st->a && !st->c ? st->b : NULL;
    if (!am || am->kind != N_AMOUNT || am->a || am->lossy)
        return false;
    out->kind = text_is(am, "all damage") ? IR_DAMAGE_ANY : text_is(am, "all combat damage") ? IR_DAMAGE_COMBAT
              : text_is(am, "all noncombat damage") ? IR_DAMAGE_NONCOMBAT : (ir_damage_kind)-1;
    const node *q = am->b, *w = q && q->kind == N_QUALIFIER && text_is(q, "that") && !q->b ? q->a : NULL;
    return (int)out->kind >= 0 && w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b
           && would_damage(w->a, out) && (out->from || out->to);
}

const node *ir_prevention_next_of(const node *st, const node *next)
{
    ir_prevention pv;
    return next && next->kind == N_ACTION && !next->a && !next->lossy && !text_is(next, "skip")
           && st->kind == N_CONDITIONAL && ir_static_prevention_of(st, &pv) && pv.n < 0 && !pv.then ? next : NULL;
}

/* "a permanent or player": anything damage can be dealt to (CR 120.1) */
static bool any_recipient(const node *to)
{
    const node *f = to && to->kind == N_OBJECT && ir_det_of(to) == IR_DET_A && !to->b && !to->c && !to->lossy ? to->a : NULL;
    const node *alt = f && f->kind == N_FILTER && !f->b && f->a ? f->a->a : NULL;
    bool permanent = false, player = false;
    for (; alt; alt = alt->next) {
        const node *w = alt->kind == N_TRAITS && alt->a && alt->a->a && !alt->a->a->next ? alt->a->a : NULL;
        ir_word k = ir_word_of(w);
        if (!w || k.negated || (k.kind != IR_WORD_PERMANENT && k.kind != IR_WORD_PLAYER))
            return false;
        permanent |= k.kind == IR_WORD_PERMANENT;
        player |= k.kind == IR_WORD_PLAYER;
    }
    return permanent && player;
}

static bool damage_replacement(const node *st, ir_prevention *ev, int *times, int *plus, const node **this_turn);

bool ir_damage_replacement_of(const node *st, ir_prevention *ev, int *times, int *plus)
{
    return damage_replacement(st, ev, times, plus, NULL);
}

bool ir_damage_replacement_this_turn_of(const node *st, ir_prevention *ev, int *times, int *plus)
{
    const node *this_turn = NULL;
    return st && st->kind == N_CONDITIONAL && damage_replacement(st, ev, times, plus, &this_turn) && this_turn;
}

static bool damage_replacement(const node *st, ir_prevention *ev, int *times, int *plus, const node **this_turn)
{
    *times = *plus = 0;
    *ev = (ir_prevention){ .n = -1 };
    const node *w = ir_cond_of(st) == IR_COND_IF && !st->c && !st->lossy ? st->a : NULL, *then = w ? st->b : NULL;
    if (!w || w->kind != N_MODIFIER || !text_is(w, "would") || w->b || !would_damage_for(w->a, ev, this_turn) || ev->both
        || ev->during || !ev->from || !then || then->kind != N_ACTION || then->lossy || !text_is(then, "deal damage") || !then->a
        || then->a->kind != N_PRONOUN || !then->c || !then->b)
        return false;
    /* "it", "that source": the source of the damage (whatever a pronoun resolver says) */
    const node *source_word = ir_single_word(then->a->a);
    if (!text_is(then->a, "it") && !(text_is(then->a, "that") && source_word && text_is(source_word, "source")))
        return false;
    bool minus = then->b->kind == N_LIST && text_is(then->b, "minus");      /* "that much damage minus 1" */
    const node *am = then->b, *much = am->kind == N_LIST && (text_is(am, "plus") || minus) ? am->a : NULL;
    if (am->kind == N_AMOUNT && text_is(am, "twice that much") && !am->a && !am->b)
        *times = 2;             /* "double that damage" */
    else if (am->kind == N_AMOUNT && text_is(am, "three times that much") && !am->a && !am->b)
        *times = 3;             /* "triple that damage" */
    else if (much && much->kind == N_AMOUNT && text_is(much, "that much") && much->next && !much->next->next
             && ir_number(much->next) > 0)
        *plus = minus ? -ir_number(much->next) : ir_number(much->next);
    else
        return false;
    const node *m = then->c->a;
    if (m && m->kind == N_PREP && text_is(m, "to")) {
        /* "to that permanent or player", "to you", "to ~", "to equipped
         * creature": the same recipient */
        const node *to = m->a;
        bool same = to && ev->to && ((to->kind == N_PRONOUN && to->refers && to->refers == ev->to)
                                     || (ir_who_of(to) == IR_WHO_YOU && ev->to->kind == N_PLAYER
                                         && ir_who_of(ev->to) == IR_WHO_YOU)
                                     || (to->kind == N_SELF && ev->to->kind == N_SELF)
                                     || (to->kind == N_PRONOUN && ev->to->kind == N_PRONOUN && !to->refers
                                         && !ev->to->refers && to->text && ev->to->text
                                         && (text_is(to, "equipped") || text_is(to, "enchanted"))
                                         && text_is(ev->to, to->text)));
        if (!same)
            return false;
        m = m->next;
    }
    if (!m || m->next || m->kind != N_MODIFIER || !text_is(m, "instead"))
        return false;
    if (any_recipient(ev->to))
        ev->to = NULL;          /* "to a permanent or player": whatever it is dealt to */
    return true;
}

node *ir_damage_instead_of(arena *a, const node *st, ir_prevention *ev)
{
    *ev = (ir_prevention){ .n = -1 };
    const node *w = ir_cond_of(st) == IR_COND_IF && !st->c && !st->lossy ? st->a : NULL, *then = w ? st->b : NULL;
    const node *x = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    if (!x || x->kind != N_ACTION || !text_is(x, "dealt damage") || !x->a || !then || then->kind != N_ACTION
        || then->a || then->lossy || then->next)
        return NULL;
    int kind = damage_noun_kind(x->a);      /* "If [combat] damage would be dealt to X" */
    node passive = *x;
    passive.a = NULL;
    if (kind < 0 || !would_damage(&passive, ev) || ev->both || ev->during || !ev->to)
        return NULL;
    ev->kind = (ir_damage_kind)kind;
    for (const node *m = then->c ? then->c->a : NULL; m; m = m->next)
        if (m->kind == N_MODIFIER && text_is(m, "instead") && !m->a)
            return meaning_without(a, then, m, NULL);
    return NULL;
}

/* Does N name WHAT: the card itself both, or a pronoun bound to WHAT? */
static bool names_same(const node *n, const node *what)
{
    return n && what && (n->refers == what || (n->kind == N_SELF && what->kind == N_SELF)
                         || (n->refers && n->refers->kind == N_SELF && what->kind == N_SELF));
}

bool ir_die_to_library_of(const node *st, const node **event, bool *top)
{
    const node *w = ir_cond_of(st) == IR_COND_IF && !st->c ? st->a : NULL, *then = w ? st->b : NULL;
    const node *ev = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    if (!ev || ir_verb_of(ev) != IR_VERB_DIE || !ev->a || ev->a->kind != N_SELF || ev->b || ev->c || ev->lossy
        || !then || then->kind != N_ACTION || ir_verb_of(then) != IR_VERB_PUT || then->a || then->lossy
        || !names_same(then->b, ev->a) || !then->c)
        return false;
    const node *on = then->c->a, *instead = on ? on->next : NULL;
    const node *z = on && on->kind == N_PREP && text_is(on, "on") && !on->lossy ? on->a : NULL;
    const node *lib = z && z->kind == N_ZONE && (text_is(z, "top") || text_is(z, "bottom")) ? z->a : NULL;
    if (!lib || lib->kind != N_POSSESSIVE || lib->c || !lib->b || lib->b->kind != N_WORD || lib->b->token != LIBRARY
        || !lib->a || lib->a->kind != N_POSSESSIVE || !lib->a->b || !text_is(lib->a->b, "owner")
        || !names_same(lib->a->a, ev->a) || !instead || instead->next || instead->kind != N_MODIFIER
        || !text_is(instead, "instead"))
        return false;
    *event = ev;
    *top = text_is(z, "top");
    return true;
}

bool ir_graveyard_replacement_of(const node *st, const node **event, bool *shuffle, const node **whose)
{
    const node *w = ir_cond_of(st) == IR_COND_IF && !st->c ? st->a : NULL, *then = w ? st->b : NULL;
    const node *ev = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    ir_zone from;
    if (!ev || ir_verb_of(ev) != IR_VERB_PUT || !ev->a || ev->b || ev->lossy || !then || then->lossy
        || !(ir_into_graveyard(ev->c, whose, &from) || (ir_permanent_into_graveyard(ev, whose) && !*whose)))
        return false;
    /* "into an opponent's (your) graveyard": of a card, anyone's, in any zone */
    if (*whose && (ev->a->kind != N_OBJECT || ir_det_of(ev->a) != IR_DET_A || ev->a->b || ev->a->c
                   || !ir_single_word(ev->a) || ir_single_word(ev->a)->token != CARD
                   || (ir_who_of(*whose) != IR_WHO_YOU && ir_who_of(*whose) != IR_WHO_OPPONENT)))
        return false;
    const node *act = then;
    *shuffle = false;
    if (then->kind == N_SEQUENCE && ir_list_of(then) == IR_LIST_PLAIN && then->a && then->a->a
        && then->a->a->next && !then->a->a->next->next) {
        const node *rev = then->a->a;       /* "reveal ~ and shuffle it into ..." */
        if (ir_verb_of(rev) != IR_VERB_REVEAL || rev->a || rev->c || rev->lossy || !names_same(rev->b, ev->a))
            return false;
        act = rev->next;
        *shuffle = true;
    }
    const node *m = act->kind == N_ACTION && !act->a && !act->lossy && names_same(act->b, ev->a) && act->c
                    ? act->c->a : NULL;
    if (*shuffle && ir_verb_of(act) == IR_VERB_SHUFFLE && ir_prep_of(m) == IR_PREP_INTO) {
        const node *lib = m->a;             /* "into its owner's library" */
        const node *owner = lib && lib->kind == N_POSSESSIVE && lib->b && lib->b->kind == N_WORD
                            && lib->b->token == LIBRARY ? lib->a : NULL;
        if (!owner || owner->kind != N_POSSESSIVE || !owner->b || !text_is(owner->b, "owner")
            || !names_same(owner->a, ev->a))
            return false;
        m = m->next;
    } else if (*shuffle || ir_verb_of(act) != IR_VERB_EXILE) {
        return false;
    }
    if (!m || m->next || m->kind != N_MODIFIER || !text_is(m, "instead"))
        return false;
    *event = ev;
    return true;
}

node *ir_graveyard_replacement_this_turn_of(arena *a, const node *s, bool *shuffle, const node **whose)
{
    const node *w = ir_cond_of(s) == IR_COND_IF && !s->c && !s->lossy ? s->a : NULL;
    const node *ev = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    const node *this_turn = NULL;
    for (const node *m = ev && ev->kind == N_ACTION && ev->c ? ev->c->a : NULL; m; m = m->next)
        if (m->kind == N_DURATION && text_is(m, "this turn") && !m->a && !m->b && !this_turn)
            this_turn = m;
        else if (m->kind == N_DURATION)
            return NULL;
    if (!this_turn)
        return NULL;
    /* the same words without "this turn", read as a static ability's */
    node *put = meaning_without(a, ev, this_turn, NULL), *would = arena_alloc(a, sizeof *would);
    node *st = arena_alloc(a, sizeof *st);
    *would = *w;
    would->a = put;
    *st = *s;
    st->a = would;
    const node *event;
    if (!ir_graveyard_replacement_of(st, &event, shuffle, whose) || !*whose)
        return NULL;    /* only "a card ... into your (an opponent's) graveyard" */
    return put;
}

/* The modifiers of THEN are "instead" alone, after SKIP (one before it, or NULL). */
static bool instead_after(const node *then, const node *skip)
{
    const node *m = then->c ? then->c->a : NULL;
    if (skip) {
        if (m != skip)
            return false;
        m = m->next;
    }
    return m && !m->next && m->kind == N_MODIFIER && text_is(m, "instead") && !m->a;
}

/* "a card except the first one you (they) draw in each of your (their) draw
 * steps" (NP, drawn by DRAWER): a copy of "a card" without it, or NULL */
static node *except_first_draw(arena *a, const node *np, const node *drawer)
{
    const node *f = np && np->kind == N_OBJECT && !np->c && !np->b && !np->lossy ? np->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    bool you = ir_who_of(drawer) == IR_WHO_YOU;
    if (!q || q->kind != N_QUALIFIER || !text_is(q, "except the first one drawn by") || !q->a || !q->b
        || !(you ? ir_who_of(q->a) == IR_WHO_YOU && ir_who_of(q->b) == IR_WHO_YOU
                 : q->a->kind == N_PRONOUN && q->a->refers == drawer && q->b->kind == N_PRONOUN
                   && q->b->refers == drawer))
        return NULL;
    node *plain = arena_alloc(a, sizeof *plain), *pf = arena_alloc(a, sizeof *pf);
    *plain = *np;
    *pf = *f;
    pf->b = NULL;
    plain->a = pf;
    return plain;
}

node *ir_draw_replacement_of(arena *a, const node *st, const node **event, const node **during, bool *except_first)
{
    const node *w = ir_cond_of(st) == IR_COND_IF && !st->c && !st->lossy ? st->a : NULL, *then = w ? st->b : NULL;
    const node *ev = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    node *one_card = ev && ev->kind == N_ACTION ? except_first_draw(a, ev->b, ev->a) : NULL;
    *except_first = one_card != NULL;
    if (one_card) {             /* the drawing, of "a card" */
        node *drawing = arena_alloc(a, sizeof *drawing);
        *drawing = *ev;
        drawing->b = one_card;
        ev = drawing;
    }
    /* "instead that player skips that draw and you draw a card": the skip
     * is the replacement itself, the rest is done in its place */
    const node *skip = then && then->kind == N_SEQUENCE && !then->lossy && then->a ? then->a->a : NULL;
    bool skipped = skip && skip->next && !skip->next->next && skip->kind == N_ACTION && text_is(skip, "skip")
                   && !skip->lossy && skip->a && skip->a->kind == N_PRONOUN && ev && skip->a->refers == ev->a
                   && skip->b && skip->b->kind == N_WORD && text_is(skip->b, "that draw") && skip->c
                   && instead_after(skip, NULL);
    if (skipped)
        then = skip->next;
    ir_who who = ev ? ir_who_of(ev->a) : IR_WHO_NONE;
    const node *d = ev && ev->c ? ev->c->a : NULL;     /* "while your library has no cards in it" */
    *during = d && !d->next && d->kind == N_DURATION && text_is(d, "while") && d->a ? d->a : NULL;
    if (!ev || ev->kind != N_ACTION || ir_verb_of(ev) != IR_VERB_DRAW || (ev->c && !*during) || ev->lossy
        || (who != IR_WHO_YOU && who != IR_WHO_OPPONENT && who != IR_WHO_ANY)
        || !ev->b || ev->b->kind != N_OBJECT || !text_is(ev->b, "a") || ev->b->b || ev->b->c
        || !ir_single_word(ev->b) || ir_single_word(ev->b)->token != CARD || !then || then->kind != N_ACTION
        || (then->next && !skipped) || then->lossy || meaning_refers_into(then, w))
        return NULL;
    *event = ev;
    if (skipped)
        return meaning_without(a, then, NULL, NULL);
    for (const node *m = then->c ? then->c->a : NULL; m; m = m->next)
        if (m->kind == N_MODIFIER && text_is(m, "instead") && !m->a)
            return meaning_without(a, then, m, NULL);
    return NULL;
}

/* "If you do, ...", "If you don't, ...": S depends on whether the
 * instruction before it was done. */
static bool if_you_did(const node *s)
{
    const node *e = ir_cond_of(s) == IR_COND_IF && !s->c && !s->lossy ? s->a : NULL;
    return e && e->kind == N_ACTION && (text_is(e, "do") || text_is(e, "don't")) && !e->a && !e->b && !e->c;
}

/* The first action done instead of ~ entering the battlefield (ST), its
 * "instead" in *INSTEAD; NULL for another statement (ir_enters_instead_of). */
static const node *enters_instead(const node *st, const node **instead)
{
    const node *w = ir_cond_of(st) == IR_COND_IF && !st->c && !st->lossy ? st->a : NULL, *then = w ? st->b : NULL;
    const node *ev = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    if (!ev || ev->kind != N_ACTION || ev->lossy || !text_is(ev, "enter the battlefield") || ev->b || ev->c
        || !ev->a || ev->a->kind != N_SELF || !then || then->lossy || then->next || meaning_refers_into(then, w))
        return NULL;
    for (const node *s = st->next; s; s = s->next)
        if (!if_you_did(s))
            return NULL;        /* "If you do, put ~ onto the battlefield. If you don't, ..." only */
    /* "sacrifice a Swamp instead", "instead sacrifice ..., then put ~ onto the battlefield" */
    const node *first = then->kind == N_SEQUENCE && then->a && then->a->a ? then->a->a : then;
    /* "you may discard a land card instead" */
    const node *act = first->kind == N_OPTIONAL && !first->lossy && ir_who_of(first->a ? first->a->a : NULL) == IR_WHO_YOU
                      ? first->a : first;
    const node *m = act && act->kind == N_ACTION && act->c ? act->c->a : NULL;
    while (m && m->next)
        m = m->next;
    *instead = m;
    return m && m->kind == N_MODIFIER && text_is(m, "instead") && !m->a ? first : NULL;
}

node *ir_enters_instead_of(arena *a, const node *st)
{
    const node *m, *first = enters_instead(st, &m);
    if (!first)
        return NULL;
    node *done = meaning_without(a, first->kind == N_OPTIONAL ? first->a : first, m, NULL);
    if (first->kind == N_OPTIONAL) {
        node *may = arena_alloc(a, sizeof *may);
        *may = *first;
        may->a = done;
        done = may;
    }
    if (first != st->b) {       /* the first step of a sequence */
        node *steps = arena_alloc(a, sizeof *steps), *whole = arena_alloc(a, sizeof *whole);
        *steps = *st->b->a;
        done->next = first->next;
        steps->a = done;
        *whole = *st->b;
        whole->a = steps;
        done = whole;
    }
    done->next = st->next;      /* the sentences after it, done after it */
    const node *yes = st->next, *no = yes ? yes->next : NULL;
    if (no && !no->next && text_is(yes->a, "do") && text_is(no->a, "don't")) {
        /* "If you do, A. If you don't, B.": "If you do, A. Otherwise, B.",
         * both of whether the first was done */
        node *either = arena_alloc(a, sizeof *either);
        *either = *yes;
        either->c = no->b;
        either->next = NULL;
        done->next = either;
    }
    return done;
}

bool ir_enters_instead_rest(const node *first, const node *s)
{
    const node *m;
    return first && first != s && enters_instead(first, &m);
}

bool ir_no_prevention_of(const node *neg, const node **duration)
{
    const node *a = neg && neg->kind == N_NEGATED && text_is(neg, "can't") && !neg->lossy ? neg->a : NULL;
    const node *what = a && a->kind == N_ACTION && text_is(a, "prevented") && !a->b && !a->lossy ? a->a : NULL;
    const node *w = what && what->kind == N_OBJECT && !what->text && !what->b && !what->c ? ir_single_word(what) : NULL;
    const node *m = a && a->c ? a->c->a : NULL;
    if (!w || !text_is(w, "damage") || (m && (m->next || m->kind != N_DURATION)))
        return false;
    *duration = m;
    return true;
}

bool ir_the_damage_unpreventable(const node *neg)
{
    const node *a = neg && neg->kind == N_NEGATED && text_is(neg, "can't") && !neg->lossy ? neg->a : NULL;
    const node *p = a && a->kind == N_ACTION && text_is(a, "prevented") && !a->b && !a->c && !a->lossy ? a->a : NULL;
    const node *f = p && p->kind == N_PRONOUN && !p->refers && !p->ambiguous && !p->lossy && text_is(p, "the")
                    && !p->b && !p->c ? p->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    && !f->a->a->b ? f->a->a->a->a : NULL;
    return w && !w->next && w->kind == N_WORD && !w->lossy && text_is(w, "damage");
}

const node *ir_unpreventable_by_of(const node *neg, bool *combat)
{
    const node *a = neg && neg->kind == N_NEGATED && text_is(neg, "can't") && !neg->lossy ? neg->a : NULL;
    const node *what = a && a->kind == N_ACTION && text_is(a, "prevented") && !a->b && !a->c && !a->lossy ? a->a : NULL;
    const node *f = what && what->kind == N_OBJECT && !what->text && !what->b && !what->c && !what->lossy ? what->a : NULL;
    /* "[combat] damage" and one qualifier "that would be dealt by X" */
    const node *t = f && f->kind == N_FILTER && !f->text && f->a && f->a->a && !f->a->a->next && f->b && f->b->a
                    && !f->b->a->next ? f->a->a : NULL;
    const node *w = t && !t->b && t->a ? t->a->a : NULL;
    *combat = w && text_is(w, "combat") && w->next;
    if (*combat)
        w = w->next;
    if (!w || !text_is(w, "damage") || w->next || w->lossy)
        return NULL;
    const node *q = f->b->a;
    const node *would = q->kind == N_QUALIFIER && text_is(q, "that") && !q->b ? q->a : NULL;
    const node *dealt = would && would->kind == N_MODIFIER && text_is(would, "would") && !would->b ? would->a : NULL;
    const node *by = dealt && dealt->kind == N_ACTION && text_is(dealt, "dealt damage") && (dealt->form & FORM_PASSIVE)
                     && !dealt->a && !dealt->b && dealt->c && dealt->c->a && !dealt->c->a->next ? dealt->c->a : NULL;
    return by && by->kind == N_MODIFIER && text_is(by, "by") && by->a && !by->b && !by->lossy ? by->a : NULL;
}

/* ---- doubling replacements ------------------------------------------- */

/* "twice that many ...": a doubling replacement's amount */
static bool twice_that_many(const node *np)
{
    return np && np->kind == N_OBJECT && !np->lossy && np->c && np->c->kind == N_AMOUNT && !np->c->a
           && text_is(np->c, "twice that many");
}

/* "If WHAT would ...": the event after "would", its result in *THEN. */
static const node *would_event(const node *st, const node **then)
{
    const node *w = ir_cond_of(st) == IR_COND_IF && !st->c && !st->lossy ? st->a : NULL;
    *then = w ? st->b : NULL;
    const node *ev = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    return ev && ev->kind == N_ACTION && !ev->lossy && *then && (*then)->kind == N_ACTION && !(*then)->lossy
           && !(*then)->next ? ev : NULL;
}

/* "that many plus one ...": the number more, or 0 */
static int that_many_plus(const node *np)
{
    const node *sum = np && np->kind == N_OBJECT && !np->lossy && np->c && np->c->kind == N_LIST
                      && text_is(np->c, "plus") ? np->c->a : NULL;
    return sum && sum->kind == N_AMOUNT && text_is(sum, "that many") && !sum->a && !sum->b && sum->next
           && !sum->next->next && ir_number(sum->next) > 0 ? ir_number(sum->next) : 0;
}

const node *ir_counters_more_of(const node *st, const char **kind, int *times, int *plus)
{
    const node *then, *ev = would_event(st, &then);
    bool removed, each;
    const node *on = ev ? ir_counters_event_of(ev, kind, &removed, &each) : NULL;
    *times = then && twice_that_many(then->a) ? 2 : 0;
    *plus = then ? that_many_plus(then->a) : 0;
    if (!on || removed || each || !*kind || !ir_one_or_more(ev->a) || ir_verb_of(then) != IR_VERB_PUT
        || !(then->form & FORM_PASSIVE) || then->b || (!*times && !*plus) || then->a->b
        || !ir_counters_named(then->a) || strcmp(ir_counters_named(then->a), *kind) != 0)
        return NULL;
    /* "... are put on it (that creature) instead": the object of the event */
    const node *to = then->c ? then->c->a : NULL;
    if (!to || to->kind != N_PREP || !text_is(to, "on") || !to->a || to->a->kind != N_PRONOUN
        || to->a->refers != on || !instead_after(then, to))
        return NULL;
    return ev;
}

bool ir_tokens_doubled_of(const node *st, bool *yours)
{
    const node *then, *ev = would_event(st, &then);
    if (!ev)
        return false;
    /* "one or more tokens would be created", "an effect would create one or more tokens" */
    bool passive = text_is(ev, "created") && !ev->b;
    const node *tokens = passive ? ev->a : text_is(ev, "create") ? ev->b : NULL;
    const node *effect = passive ? NULL : ev->a;
    ir_word w = ir_word_of(ir_single_word(tokens));
    if (!tokens || !ir_one_or_more(tokens) || tokens->b || w.kind != IR_WORD_TOKEN || w.negated
        || (!passive && !(effect && effect->kind == N_OBJECT && ir_det_of(effect) == IR_DET_A
                          && ir_single_word(effect) && text_is(ir_single_word(effect), "effect"))))
        return false;
    const node *m = ev->c ? ev->c->a : NULL;       /* "under your control" */
    *yours = m != NULL;
    if (m && (m->next || m->kind != N_PREP || !text_is(m, "under control of") || !m->a || m->a->kind != N_WORD
              || !text_is(m->a, "your")))
        return false;
    /* "twice that many of those tokens are created instead", "it creates twice that many of those tokens instead" */
    const node *twice = passive ? then->a : then->b;
    const node *among = twice_that_many(twice) && !twice->a && twice->b && twice->b->kind == N_LIST ? twice->b->a : NULL;
    return among && among->kind == N_QUALIFIER && text_is(among, "among") && !among->next && among->a
           && among->a->kind == N_PRONOUN && among->a->refers == tokens
           && (passive ? text_is(then, "created") && !then->b
                       : text_is(then, "create") && then->a && then->a->kind == N_PRONOUN && then->a->refers == effect)
           && instead_after(then, NULL);
}

const node *ir_skipped_event_of(const node *st)
{
    const node *then, *ev = would_event(st, &then);
    ir_verb v = ev ? ir_verb_of(ev) : IR_VERB_OTHER;
    ir_who who = ev ? ir_who_of(ev->a) : IR_WHO_NONE;
    const node *p = ev ? then->a : NULL, *what = ev ? then->b : NULL;
    /* the drawing (gaining) player again: "that player", or "you" for "you" */
    bool same = p && ((p->kind == N_PRONOUN && p->refers == ev->a) || (who == IR_WHO_YOU && ir_who_of(p) == IR_WHO_YOU));
    if (!ev || ev->c || !same || (who != IR_WHO_YOU && who != IR_WHO_OPPONENT && who != IR_WHO_ANY)
        || !instead_after(then, NULL) || !what)
        return NULL;
    if (ir_extra_turn_event(ev))    /* "... would begin an extra turn, that player skips that turn instead" */
        return text_is(then, "skip") && what->kind == N_WORD && text_is(what, "that turn") ? ev : NULL;
    if (v == IR_VERB_DRAW)      /* "If a player would draw a card, that player skips that draw instead" */
        return ev->b && ev->b->kind == N_OBJECT && text_is(ev->b, "a") && !ev->b->b && !ev->b->c
               && ir_single_word(ev->b) && ir_single_word(ev->b)->token == CARD && text_is(then, "skip")
               && what->kind == N_WORD && text_is(what, "that draw") ? ev : NULL;
    /* "If a player would gain life, that player gains no life instead" */
    return v == IR_VERB_GAIN_LIFE && !ev->b && ir_verb_of(then) == IR_VERB_GAIN && what->kind == N_AMOUNT
           && text_is(what, "no life") && !what->a && !what->b ? ev : NULL;
}

bool ir_extra_turn_event(const node *ev)
{
    return ev && ev->kind == N_ACTION && text_is(ev, "begin") && !ev->lossy && !ev->c && ev->b && ev->b->kind == N_WORD
           && text_is(ev->b, "an extra turn");
}

node *ir_next_draw_replacement_of(arena *a, const node *s, const node **event)
{
    const node *w = s && s->kind == N_CONDITIONAL && text_is(s, "the next time") && !s->c && !s->lossy ? s->a : NULL;
    const node *then = w ? s->b : NULL;
    const node *ev = w && w->kind == N_MODIFIER && text_is(w, "would") && !w->b ? w->a : NULL;
    const node *d = ev && ev->c ? ev->c->a : NULL;
    if (!ev || ev->kind != N_ACTION || ir_verb_of(ev) != IR_VERB_DRAW || ev->lossy || !d || d->next
        || d->kind != N_DURATION || !text_is(d, "this turn") || ir_who_of(ev->a) != IR_WHO_YOU || !ev->b
        || ev->b->kind != N_OBJECT || !text_is(ev->b, "a") || ev->b->b || ev->b->c || !ir_single_word(ev->b)
        || ir_single_word(ev->b)->token != CARD || !then || then->kind != N_ACTION || then->next || then->lossy
        || meaning_refers_into(then, w) || meaning_names_target(then))
        return NULL;        /* a target: chosen as the replacement applies, not as the ability resolves */
    for (const node *m = then->c ? then->c->a : NULL; m; m = m->next)
        if (m->kind == N_MODIFIER && text_is(m, "instead") && !m->a) {
            *event = ev;
            return meaning_without(a, then, m, NULL);
        }
    return NULL;
}

const node *ir_destroyed_regenerate_of(const node *st)
{
    const node *then, *ev = would_event(st, &then);
    const node *it = then && !then->a && !then->c ? then->b : NULL;
    return ev && text_is(ev, "destroyed") && (ev->form & FORM_PASSIVE) && !ev->b && !ev->c && ev->a
           && (ev->a->kind == N_SELF || ev->a->kind == N_OBJECT) && text_is(then, "regenerate") && it
           && it->kind == N_PRONOUN && it->refers == ev->a ? ev->a : NULL;
}

/* ---- a discard an opponent's spell or ability causes ------------------ */

/* "a spell or ability an opponent controls" */
static bool opponents_spell_or_ability(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && ir_det_of(np) == IR_DET_A && !np->b && !np->c && !np->lossy
                    ? np->a : NULL;
    const node *alt = f && f->kind == N_FILTER && f->a ? f->a->a : NULL;
    const node *q = f && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *w1 = alt && alt->a && alt->a->a && !alt->a->a->next ? alt->a->a : NULL;
    const node *w2 = alt && alt->next && !alt->next->next && alt->next->a && alt->next->a->a
                     && !alt->next->a->a->next ? alt->next->a->a : NULL;
    return w1 && w2 && text_is(w1, "spell") && text_is(w2, "ability") && q && ir_qual_of(q) == IR_QUAL_CONTROLLED_BY
           && ir_who_of(q->a) == IR_WHO_OPPONENT;
}

bool ir_discard_instead_of(const node *st, const char **kind, int *n)
{
    *kind = NULL;
    *n = 0;
    const node *c = ir_cond_of(st) == IR_COND_IF && !st->c && !st->lossy ? st->a : NULL, *then = c ? st->b : NULL;
    const node *to = c && c->kind == N_ACTION && text_is(c, "cause") && !c->lossy && c->c && !c->c->a->next
                     ? c->c->a : NULL;
    const node *d = to && to->kind == N_MODIFIER && text_is(to, "to") ? to->a : NULL;
    if (!d || !opponents_spell_or_ability(c->a) || ir_who_of(c->b) != IR_WHO_YOU || ir_verb_of(d) != IR_VERB_DISCARD
        || d->a || d->c || d->lossy || !d->b || d->b->kind != N_SELF || !then || then->kind != N_ACTION
        || ir_verb_of(then) != IR_VERB_PUT || then->a || then->lossy || !names_same(then->b, d->b) || !then->c)
        return false;
    const node *m = then->c->a;
    if (!m || m->kind != N_PREP || !text_is(m, "onto") || !m->a || m->a->kind != N_ZONE
        || !text_is(m->a, "battlefield") || m->a->a)
        return false;
    m = m->next;
    const node *with = m && m->kind == N_MODIFIER && text_is(m, "with") ? m : NULL;
    if (with) {         /* "with two +1/+1 counters on it" */
        const node *on = with->next, *cs = with->a;
        const node *f = cs && cs->kind == N_OBJECT && !cs->b && !cs->lossy ? cs->a : NULL;
        const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                        ? f->a->a->a->a : NULL;
        if (!on || on->kind != N_PREP || !text_is(on, "on") || !on->a || !names_same(on->a, d->b)
            || !(*kind = ir_counter_kind(w)))
            return false;
        *n = cs->c ? ir_number(cs->c) : ir_det_of(cs) == IR_DET_A ? 1 : -1;
        if (*n <= 0)
            return false;
        m = on->next;
    }
    /* "instead of putting it into your graveyard" */
    const node *put = m && !m->next && m->kind == N_MODIFIER && text_is(m, "instead") ? m->a : NULL;
    const node *into = put && put->kind == N_ACTION && ir_verb_of(put) == IR_VERB_PUT && !put->a && put->c
                       && !put->c->a->next && ir_prep_of(put->c->a) == IR_PREP_INTO ? put->c->a->a : NULL;
    return into && names_same(put->b, d->b) && into->kind == N_POSSESSIVE && into->b && into->b->kind == N_WORD
           && into->b->token == GRAVEYARD && ir_who_of(into->a) == IR_WHO_YOU;
}

bool ir_static_redirection_of(const node *st, ir_prevention *out, ir_onto *onto)
{
    fx_prevent pv;
    const node *z = st && st->kind == N_ACTION ? meaning_redirect(st, &pv) : NULL;
    *out = (ir_prevention){ .n = -1 };
    if (!z || pv.next)
        return false;
    for (const node *m = pv.would->c ? pv.would->c->a : NULL; m; m = m->next)
        if (m != pv.used[0] && m != pv.used[1])
            return false;       /* "this turn": a resolving spell's */
    ir_pronoun pron = ir_pronoun_of(z);
    if (z->kind == N_SELF)
        *onto = IR_ONTO_SOURCE;
    else if (z->kind == N_PRONOUN && !z->refers && !z->ambiguous && (pron == IR_PRON_ENCHANTED || pron == IR_PRON_EQUIPPED))
        *onto = IR_ONTO_ATTACHED;   /* "... is dealt to enchanted creature instead" */
    else
        return false;
    out->from = pv.from;
    out->to = pv.to;
    out->kind = pv.combat ? IR_DAMAGE_COMBAT : IR_DAMAGE_ANY;
    return true;
}
