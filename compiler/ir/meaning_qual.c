/* meaning_qual.c — the qualifiers of descriptions as typed meaning
 * (meaning.h): what follows a description's words and says more of its
 * objects ("you control", "with flying", "that shares a color with it",
 * "with the same name as that creature", "of the color of your choice",
 * "attached to it"), read for lowering and the code generator alike; the
 * words before them are meaning_filter.c's. */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "meaning_effect.h"
#include "meaning_int.h"

/* "that was dealt damage this turn", "that entered the battlefield this
 * turn", "that blocked this turn": a past verb with no subject, no object and only "this turn";
 * "that targets you": the present "target" with its object only. */
static ir_qual_kind verb_qual(const node *q)
{
    const node *v = q->a;
    if (text_is(q, "that") && v && q->b)
        return IR_QUAL_DONE_BY;     /* "cards you've discarded this turn": a subject of its own */
    if (!text_is(q, "that") || !v || v->kind != N_ACTION || v->a)
        return IR_QUAL_UNKNOWN;
    const node *to;
    if (ir_dealt_damage_to(q, &to))
        return IR_QUAL_DEALT_DAMAGE;
    ir_shared shared;
    if (ir_shares_with(q, &shared))
        return IR_QUAL_SHARES;
    if (text_is(v, "target") && v->b && !v->c && !(v->form & FORM_PAST))
        return IR_QUAL_TARGETS;
    const node *m = v->c && v->c->kind == N_LIST ? v->c->a : NULL;      /* its modifiers */
    if (v->b || !(v->form & FORM_PAST) || !m || m->next || m->kind != N_DURATION || !text_is(m, "this turn")
        || m->a)
        return IR_QUAL_UNKNOWN;
    return text_is(v, "dealt damage") ? IR_QUAL_DAMAGED_THIS_TURN
         : text_is(v, "enter the battlefield") ? IR_QUAL_ENTERED_THIS_TURN
         : text_is(v, "attack") ? IR_QUAL_ATTACKED_THIS_TURN
         : text_is(v, "block") ? IR_QUAL_BLOCKED_THIS_TURN : IR_QUAL_UNKNOWN;
}

const node *ir_shares_with(const node *q, ir_shared *what)
{
    const node *v = q && q->kind == N_QUALIFIER && text_is(q, "that") ? q->a : NULL;
    const node *o = v && v->kind == N_ACTION && text_is(v, "share") && !v->a && !v->c && !v->lossy ? v->b : NULL;
    const node *f = o && o->kind == N_OBJECT && ir_det_of(o) == IR_DET_A && !o->b && !o->c ? o->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    const node *with = f && f->b ? f->b->a : NULL;
    if (!w || !with || with->next || ir_qual_of(with) != IR_QUAL_WITH)
        return NULL;
    const node *type = w->next && !w->next->next && text_is(w->next, "type") ? w->next : NULL;
    if (!w->next && text_is(w, "color"))
        *what = IR_SHARED_COLOR;
    else if (type && text_is(w, "creature"))
        *what = IR_SHARED_CREATURE_TYPE;
    else if (type && text_is(w, "card"))
        *what = IR_SHARED_CARD_TYPE;
    else
        return NULL;
    return with->a;
}

const node *ir_not_shares_with(const node *q, ir_shared *what)
{
    const node *n = q && q->kind == N_QUALIFIER && text_is(q, "that") && !q->b ? q->a : NULL;
    if (!n || n->kind != N_NEGATED || !text_is(n, "don't") || n->b || n->c)
        return NULL;
    node plain = *q;
    plain.a = n->a;
    return ir_shares_with(&plain, what);
}

node *ir_shares_qualifier(arena *a, const node *c)
{
    if (!c || c->kind != N_ACTION || !text_is(c, "share") || !c->a || !c->b || c->c || c->lossy)
        return NULL;
    node *v = node_new(a, N_ACTION, c->range);
    *v = *c;
    v->a = NULL;
    v->next = NULL;
    node *q = node_new(a, N_QUALIFIER, c->range);
    q->text = "that";
    q->a = v;
    ir_shared what;
    return ir_shares_with(q, &what) ? q : NULL;
}

/* "of the creature type of your choice", "of the color of your choice"
 * (qualifier Q): what is chosen; IR_CHOICE_NONE for another qualifier. */
static ir_choice of_your_choice(const node *q)
{
    const node *p = q && q->kind == N_QUALIFIER && text_is(q, "of") ? q->a : NULL;
    const node *f = p && p->kind == N_PRONOUN && text_is(p, "the") && !p->b ? p->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    const node *of = w && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *whose = of && of->kind == N_QUALIFIER && text_is(of, "of") ? of->a : NULL;
    if (!w || !whose || whose->kind != N_POSSESSIVE || ir_who_of(whose->a) != IR_WHO_YOU || !whose->b
        || whose->b->kind != N_WORD || !text_is(whose->b, "choice"))
        return IR_CHOICE_NONE;
    if (text_is(w, "creature") && w->next && text_is(w->next, "type") && !w->next->next)
        return IR_CHOICE_CREATURE_TYPE;
    return text_is(w, "color") && !w->next ? IR_CHOICE_COLOR : IR_CHOICE_NONE;
}

ir_choice ir_says_of_your_choice(const node *act)
{
    /* A prevention effect tests its sources as damage would be dealt, when
     * a later choice for the same source may have replaced this one: not
     * read (CR 615). */
    if (!act || act->kind == N_QUOTED || (act->kind == N_ACTION && meaning_verb(act) == FX_VERB_PREVENT))
        return IR_CHOICE_NONE;
    ir_choice c = act->kind == N_QUALIFIER ? of_your_choice(act) : IR_CHOICE_NONE;
    for (const node *k = act->a; k && c == IR_CHOICE_NONE; k = k->next)    /* lists: every item */
        c = ir_says_of_your_choice(k);
    if (c == IR_CHOICE_NONE)
        c = ir_says_of_your_choice(act->b);
    return c != IR_CHOICE_NONE ? c : ir_says_of_your_choice(act->c);
}

const node *ir_different_names(arena *a, const node *np)
{
    const node *f = np && np->kind == N_OBJECT ? np->a : NULL;
    const node *quals = f && f->kind == N_FILTER ? f->b : NULL, *found = NULL;
    for (const node *q = quals ? quals->a : NULL; q; q = q->next)
        if (q->kind == N_QUALIFIER && text_is(q, "with") && q->a && q->a->kind == N_WORD
            && text_is(q->a, "different names") && !q->a->next)
            found = q;
    if (!found || !a)
        return found ? np : NULL;
    node *list = node_new(a, quals->kind, quals->range), **tail = &list->a;
    *list = *quals;
    list->a = NULL;
    for (const node *q = quals->a; q; q = q->next)
        if (q != found) {
            node *c = node_new(a, q->kind, q->range);
            *c = *q;
            c->next = NULL;
            *tail = c;
            tail = &c->next;
        }
    node *g = node_new(a, N_FILTER, f->range), *o = node_new(a, N_OBJECT, np->range);
    *g = *f;
    g->b = list->a ? list : NULL;
    *o = *np;
    o->a = g;
    return o;
}

/* "that has the same name as X": the verb's object, "the same name as X" */
static const node *has_same_name(const node *q)
{
    const node *v = q && q->kind == N_QUALIFIER && text_is(q, "that") && !q->b ? q->a : NULL;
    return v && v->kind == N_ACTION && text_is(v, "have") && !v->a && !v->c && !v->lossy ? v->b : NULL;
}

const node *ir_same_name_as_any(const node *q)
{
    const node *same = q && q->kind == N_QUALIFIER && text_is(q, "with") ? q->a : has_same_name(q);
    return same && same->kind == N_QUALIFIER && text_is(same, "the same name as") ? same->a : NULL;
}

const node *ir_same_name_as(const node *q)
{
    const node *x = q && q->kind == N_QUALIFIER && text_is(q, "with") ? ir_same_name_as_any(q) : NULL;
    const node *to = x && x->kind == N_PRONOUN ? x->refers : x;
    return to && (to->kind == N_TARGET || to->kind == N_SELF) ? x : NULL;
}

const node *ir_other_sharing_with(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && ir_np_other(np) ? np->a : NULL;
    const node *lists[] = { f && f->kind == N_FILTER ? f->b : NULL, f ? np->b : NULL };
    ir_shared shared;
    for (int l = 0; l < 2; l++)
        for (const node *q = lists[l] ? lists[l]->a : NULL; q; q = q->next)
            if (ir_shares_with(q, &shared) || ir_same_name_as(q)) {
                const node *with = ir_shares_with(q, &shared) ? ir_shares_with(q, &shared) : ir_same_name_as(q);
                bool self = with->kind == N_SELF || (with->kind == N_PRONOUN && with->refers
                                                     && with->refers->kind == N_SELF);
                return self ? NULL : with;  /* "other" than the card: as any "other" */
            }
    return NULL;
}

bool ir_dealt_damage_to(const node *q, const node **to)
{
    const node *v = q && q->kind == N_QUALIFIER && text_is(q, "that") ? q->a : NULL;
    const node *m = v && v->kind == N_ACTION && text_is(v, "has dealt damage") && !v->a && !v->b && !v->lossy
                    && v->c && v->c->kind == N_LIST ? v->c->a : NULL;
    if (!m || !this_turn_last(m))
        return false;
    *to = m->next && m->kind == N_PREP && text_is(m, "to") && !m->next->next ? m->a : NULL;
    return *to || !m->next;
}

bool ir_attacking_the_same(const node *q)
{
    const node *p = q && q->kind == N_QUALIFIER && text_is(q, "attacking") ? q->a : NULL;
    const node *f = p && p->kind == N_PRONOUN && text_is(p, "the same") && !p->refers && !p->b ? p->a : NULL;
    const node *alt = f && f->kind == N_FILTER && !f->b && f->a ? f->a->a : NULL;
    bool player = false, walker = false;
    for (; alt; alt = alt->next) {
        const node *w = alt->a && alt->a->a && !alt->a->a->next ? alt->a->a : NULL;
        ir_word x = ir_word_of(w);
        if (!w || x.negated || (player && walker))
            return false;
        if (x.kind == IR_WORD_PLAYER && !player)
            player = true;
        else if (x.kind == IR_WORD_TYPE && x.value == IR_TYPE_PLANESWALKER && !walker)
            walker = true;
        else
            return false;
    }
    return player && walker;
}

const node *ir_attacked_player(const node *q, bool *walkers)
{
    const node *p = q && q->kind == N_QUALIFIER && text_is(q, "attacking") ? q->a : NULL;
    *walkers = false;
    if (!p || p->kind != N_LIST)
        return p;
    /* "attacking you or a planeswalker you control": the defending player (CR 506.2) */
    const node *who = ir_list_of(p) == IR_LIST_OR ? p->a : NULL, *pw = who ? who->next : NULL;
    const node *f = pw && !pw->next && pw->kind == N_OBJECT && ir_det_of(pw) == IR_DET_A && !pw->b && !pw->c ? pw->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    const node *by = w && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    ir_word word = ir_word_of(w);
    if (!by || w->next || word.kind != IR_WORD_TYPE || word.negated || word.value != IR_TYPE_PLANESWALKER
        || ir_qual_of(by) != IR_QUAL_CONTROLLED_BY || ir_who_of(by->a) != IR_WHO_YOU || ir_who_of(who) != IR_WHO_YOU)
        return NULL;
    *walkers = true;
    return who;
}

const node *ir_qual_inner(const node *q)
{
    const node *v = q && (text_is(q, "that is") || text_is(q, "that are")) ? q->a : NULL;
    return v && v->kind == N_ACTION && text_is(v, "is") && !v->a && !v->c && v->b && v->b->kind == N_QUALIFIER
               ? v->b : q;
}

/* The single word of the traits of filter F with exactly one alternative
 * and one qualifier; that qualifier goes to *Q. */
static const node *lone_word(const node *f, const node **q)
{
    if (!f || f->kind != N_FILTER || !f->a || !f->a->a || f->a->a->next || !f->b || !f->b->a || f->b->a->next)
        return NULL;
    const node *w = f->a->a->a ? f->a->a->a->a : NULL;
    *q = f->b->a;
    return w && w->kind == N_WORD && !w->next ? w : NULL;
}

const node *ir_become_copy_of(const node *n)
{
    const node *of = NULL;
    const node *w = n && n->kind == N_OBJECT && text_is(n, "a") && !n->b && !n->c && !n->lossy ? lone_word(n->a, &of) : NULL;
    return w && text_is(w, "copy") && of->kind == N_QUALIFIER && text_is(of, "of") && of->a && !of->a->next ? of->a : NULL;
}

const node *ir_token_copy_of(const node *n, unsigned *enters, const node **pt)
{
    const node *f = n && n->kind == N_OBJECT && !n->b && (!n->c || n->c->kind == N_AMOUNT) ? n->a : NULL, *of;
    const node *q = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->b && f->b->a
                            && !f->b->a->next ? f->b->a : NULL;
    bool token = false;
    int power, toughness;
    *enters = 0;
    *pt = NULL;
    for (const node *t = q && f->a->a->a ? f->a->a->a->a : NULL; t; t = t->next) {
        if (ir_word_of(t).kind == IR_WORD_TOKEN && !token)
            token = true;
        else if (token && text_is(t, "copy") && !t->next)  /* "a 1/1 token copy of it" */
            return text_is(q, "of") ? q->a : NULL;
        else if (!token && !*pt && meaning_pt(t, &power, &toughness))
            *pt = t;                        /* its P/T an exception (CR 707.9b): "token copy" only */
        else if (ir_enters_as_of(t))        /* "a tapped and attacking token that's ..." */
            *enters |= ir_enters_as_of(t);
        else
            return NULL;
    }
    if (*pt)
        return NULL;
    const node *v = token && (text_is(q, "that is") || text_is(q, "that are") || text_is(q, "that")) ? q->a : NULL;
    const node *copy = v && v->kind == N_ACTION && text_is(v, "is") && !v->a && !v->c ? v->b : NULL;
    const node *w = copy && copy->kind == N_OBJECT && !copy->b && !copy->c ? lone_word(copy->a, &of) : NULL;
    return w && (text_is(w, "copy") || text_is(w, "copies")) && of->kind == N_QUALIFIER && text_is(of, "of") ? of->a : NULL;
}

/* The first word of the description of N, an object phrase. */
static const node *first_word(const node *n)
{
    const node *f = n && n->kind == N_OBJECT && !n->b ? n->a : NULL;
    return f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
               ? f->a->a->a->a : NULL;
}

/* The one word before "token" or "tokens" in "a Treasure token", "two
 * Map tokens", "a tapped Powerstone token", or NULL. */
static const node *token_name_word(const node *n)
{
    const node *w = first_word(n);
    if (w && ir_word_of(w).kind == IR_WORD_TAPPED)
        w = w->next;
    return w && w->kind == N_WORD && w->text && w->next && ir_word_of(w->next).kind == IR_WORD_TOKEN
                   && !w->next->next
               ? w : NULL;
}

bool ir_named_token_tapped(const node *n)
{
    return token_name_word(n) && ir_word_of(first_word(n)).kind == IR_WORD_TAPPED;
}

const char *ir_predefined_token_of(const node *n)
{
    static const char *const names[] = {
#define IR_PREDEFINED_TOKEN(name, rules) name,
#include "ir.def"
    };
    const node *w = token_name_word(n);
    ir_word sub = ir_word_of(w);
    if (!w || sub.kind != IR_WORD_SUBTYPE || sub.negated)
        return NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (strcasecmp(names[i], sub.name) == 0)
            return names[i];
    return NULL;
}

/* TEXT[*AT..END) begins with WORDS, an apostrophe written straight or
 * curly (U+2019); *AT then goes past them. */
static bool skip_words(const char *text, uint32_t *at, uint32_t end, const char *words)
{
    uint32_t i = *at;
    for (const char *w = words; *w; w++) {
        if (*w == '\'' && i + 3 <= end && memcmp(text + i, "\xe2\x80\x99", 3) == 0)
            i += 3;
        else if (i < end && text[i] == *w)
            i++;
        else
            return false;
    }
    *at = i;
    return true;
}

/* TEXT[*AT..END) begins with a double quote, straight or curly (OPEN:
 * U+201C, else U+201D); *AT then goes past it. */
static bool skip_quote(const char *text, uint32_t *at, uint32_t end, bool open)
{
    return skip_words(text, at, end, "\"") || skip_words(text, at, end, open ? "\xe2\x80\x9c" : "\xe2\x80\x9d");
}

const char *ir_reminder_token_of(arena *a, const card *c, const node *n, const char **rules)
{
    const node *w = token_name_word(n);
    ir_word word = ir_word_of(w);
    if (!w || !c || !c->src || ir_predefined_token_of(n)
        || !(word.kind == IR_WORD_SUBTYPE || (word.kind == IR_WORD_UNKNOWN && isupper((unsigned char)*w->text))))
        return NULL;
    const paragraph *p = c->paras;
    while (p && !(p->range.begin <= n->range.begin && n->range.end <= p->range.end))
        p = p->next;
    const char *text = c->src->text;
    uint32_t open = n->range.end;
    while (p && open < p->range.end && text[open] != '(')
        open++;
    if (!p || open >= p->range.end)
        return NULL;
    for (uint32_t i = n->range.end; i + 5 <= open; i++)    /* the reminder is of the last token before it */
        if (strncasecmp(text + i, "token", 5) == 0)
            return NULL;
    uint32_t at = open + 1, end = p->range.end;
    if (!skip_words(text, &at, end, "It's an artifact with ") && !skip_words(text, &at, end, "They're artifacts with "))
        return NULL;
    if (!skip_quote(text, &at, end, true))
        return NULL;
    uint32_t from = at;
    while (at < end && text[at] != '"' && !(at + 3 <= end && memcmp(text + at, "\xe2\x80\x9d", 3) == 0)
           && text[at] != '(' && text[at] != ')')
        at++;
    uint32_t to = at;
    if (to == from || !skip_quote(text, &at, end, false) || !skip_words(text, &at, end, ")"))
        return NULL;
    *rules = arena_printf(a, "%.*s", (int)(to - from), text + from);
    char *name = arena_printf(a, "%s", word.kind == IR_WORD_SUBTYPE ? word.name : w->text);
    *name = (char)toupper((unsigned char)*name);
    return name;
}

unsigned ir_enters_as_of(const node *n)
{
    if (!n)
        return 0;
    if (n->kind == N_MODIFIER)              /* "... to the battlefield tapped and attacking" */
        return !n->a && !n->b && text_is(n, "tapped and attacking") ? IR_ENTERS_TAPPED | IR_ENTERS_ATTACKING : 0;
    if (n->kind == N_QUALIFIER) {          /* "that's tapped and attacking" */
        const node *v = n->a;
        return (text_is(n, "that is") || text_is(n, "that are") || text_is(n, "that")) && v && v->kind == N_ACTION && text_is(v, "is")
                       && !v->a && !v->c && v->b && v->b->kind == N_WORD
                   ? ir_enters_as_of(v->b) : 0;
    }
    if (n->kind == N_LIST && ir_list_of(n) == IR_LIST_AND) {
        unsigned bits = 0;
        for (const node *w = n->a; w; w = w->next) {
            unsigned b = w->kind == N_WORD ? ir_enters_as_of(w) : 0;
            if (!b)
                return 0;
            bits |= b;
        }
        return bits;
    }
    if (n->kind != N_WORD)
        return 0;
    ir_word w = ir_word_of(n);
    return w.negated ? 0
         : w.kind == IR_WORD_TAPPED ? (text_is(n, "tapped") ? IR_ENTERS_TAPPED : 0)
         : w.kind == IR_WORD_ATTACKING ? IR_ENTERS_ATTACKING
         : text_is(n, "tapped and attacking") ? IR_ENTERS_TAPPED | IR_ENTERS_ATTACKING : 0;
}

/* Is N one player named: "defending player", or a pronoun bound to one
 * phrase ("that opponent")? */
static bool one_player_named(const node *n)
{
    return n && !n->lossy && ((n->kind == N_PLAYER && !ir_several_players(n))
                              || (n->kind == N_PRONOUN && n->refers && !n->ambiguous && ir_names_players(n->refers)
                                  && !ir_several_players(n)));
}

const node *ir_attacking_whom(const node *m, bool *planeswalkers)
{
    const node *a = m && m->kind == N_MODIFIER && !m->lossy && text_is(m, "tapped and attacking") ? m->a : NULL;
    *planeswalkers = false;
    if (one_player_named(a))
        return a;               /* "tapped and attacking that opponent" */
    const node *who = a && a->kind == N_LIST && ir_list_of(a) == IR_LIST_OR && a->a && a->a->next && !a->a->next->next
                      ? a->a : NULL, *pw = who ? who->next : NULL, *by;
    if (!one_player_named(who) || !pw || pw->kind != N_OBJECT || meaning_det(pw) != FX_DET_A || pw->c
        || !ir_plain_noun(pw, "planeswalker", &by) || !by || by->kind != N_PRONOUN || by->ambiguous
        || !(by->refers == who || (who->kind == N_PRONOUN && by->refers == who->refers)))
        return NULL;
    *planeswalkers = true;      /* "... defending player or a planeswalker they control" */
    return who;
}

/* Q is "in its mana cost", "in their mana costs": the object's own. */
static bool in_own_mana_cost(const node *q)
{
    const node *p = q && q->kind == N_QUALIFIER && text_is(q, "in") ? q->a : NULL;
    const node *f = p && p->kind == N_POSSESSIVE && p->a && p->a->kind == N_PRONOUN ? p->b : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    return w && text_is(w, "mana") && w->next && text_is(w->next, "cost") && !w->next->next;
}

bool ir_qual_cast_from(const node *q, ir_zone *zone, ir_who *whose)
{
    return q && q->kind == N_QUALIFIER && text_is(q, "cast from") && !q->b && !q->lossy && q->a
           && ir_zone_phrase(q->a, zone, whose) && (*zone == IR_ZONE_GRAVEYARD || *zone == IR_ZONE_HAND
                                                    || *zone == IR_ZONE_EXILE || *zone == IR_ZONE_LIBRARY)
           && (*whose == IR_WHO_ANY || *whose == IR_WHO_YOU);
}

const char *ir_cost_symbol(const card *c, const node *q)
{
    const node *m = ir_qual_of(q) == IR_QUAL_WITH_IN_COST ? q->a : NULL;
    size_t n = m ? m->range.end - m->range.begin : 0;
    const char *at = c->src->text + (m ? m->range.begin : 0);
    return n != 3 ? NULL : strncmp(at, "{X}", 3) == 0 ? "{X}" : strncmp(at, "{P}", 3) == 0 ? "{P}" : NULL;
}

const node *ir_chooser_of(const node *q)
{
    const node *p = q && q->kind == N_QUALIFIER && text_is(q, "of") && !q->b ? q->a : NULL;
    return p && p->kind == N_POSSESSIVE && !p->next && p->a && p->b && p->b->kind == N_WORD && !p->b->next
                   && text_is(p->b, "choice")
               ? p->a : NULL;
}

/* The qualifiers said by their words alone (ir_qual_of), and the words
 * of a qualifier made from its kind (ir_qualifier_new). */
static const struct {
    const char *words;
    ir_qual_kind kind;
} quals[] = {
    { "controlled by", IR_QUAL_CONTROLLED_BY }, { "not controlled by", IR_QUAL_NOT_CONTROLLED_BY },
    { "owned by", IR_QUAL_OWNED_BY }, { "with", IR_QUAL_WITH }, { "without", IR_QUAL_WITHOUT },
    { "named", IR_QUAL_NAMED }, { "not named", IR_QUAL_NOT_NAMED }, { "other than", IR_QUAL_OTHER_THAN }, { "except", IR_QUAL_OTHER_THAN },
    { "in", IR_QUAL_IN },
    { "on", IR_QUAL_ON }, { "on the battlefield", IR_QUAL_ON_BATTLEFIELD },
    { "of the chosen type", IR_QUAL_CHOSEN_TYPE }, { "of the chosen color", IR_QUAL_CHOSEN_COLOR },
    { "tapped", IR_QUAL_TAPPED }, { "attacking", IR_QUAL_ATTACKING }, { "blocking", IR_QUAL_BLOCKING },
    { "cast by", IR_QUAL_CAST_BY }, { "at random", IR_QUAL_AT_RANDOM }, { "in the party of", IR_QUAL_PARTY_OF },
    { "attached to", IR_QUAL_ATTACHED_TO }, { "blocked by", IR_QUAL_BLOCKED_BY },
    { "blocking or blocked by", IR_QUAL_BLOCKING_OR_BLOCKED_BY }, { "it's blocking", IR_QUAL_ITS_BLOCKING },
    { "banded with", IR_QUAL_BANDED_WITH },
    { "that targets", IR_QUAL_TARGETS },    /* "spells that target ~" */
    { "owned and controlled by", IR_QUAL_OWNED_AND_CONTROLLED_BY },
    { "owned or controlled by", IR_QUAL_OWNED_OR_CONTROLLED_BY },
    { "in exile and in graveyard", IR_QUAL_IN_EXILE_AND_GRAVEYARD },
    { "not owned by", IR_QUAL_NOT_OWNED_BY },
    { "neither owned nor controlled by", IR_QUAL_NEITHER_OWNED_NOR_CONTROLLED_BY },
    { "exiled with", IR_QUAL_EXILED_WITH },
};

node *ir_qualifier_new(arena *a, ir_qual_kind how, const node *arg, src_range r)
{
    node *q = node_new(a, N_QUALIFIER, r);
    for (int i = 0; i < (int)(sizeof quals / sizeof *quals) && !q->text; i++)
        if (quals[i].kind == how)
            q->text = quals[i].words;
    if (arg) {
        node *copy = node_new(a, arg->kind, arg->range);
        *copy = *arg;
        copy->next = NULL;
        q->a = copy;
    }
    return q;
}

node *ir_with_relation(arena *a, const node *np, ir_qual_kind how, const node *arg)
{
    return ir_np_with(a, np, ir_qualifier_new(a, how, arg, arg ? arg->range : np->range));
}

node *ir_counters_with(arena *a, const node *c)
{
    return ir_qualifier_new(a, IR_QUAL_WITH, ir_with_relation(a, c->b, IR_QUAL_ON, c->c->a->a), c->b->range);
}

ir_qual_kind ir_qual_of(const node *q)
{
    if (in_own_mana_cost(q))
        return IR_QUAL_IN_MANA_COST;
    if (q && q->kind == N_QUALIFIER && text_is(q, "with") && q->a && q->a->kind == N_MANA && !q->a->a
        && in_own_mana_cost(q->next))
        return IR_QUAL_WITH_IN_COST;    /* "spells with {X} in their mana costs" (CR 107.3, 202.1) */
    if (q && q->kind == N_QUALIFIER && text_is(q, "with") && q->a && q->a->kind == N_WORD && !q->a->next
        && (text_is(q->a, "the chosen name") || text_is(q->a, "that name")))
        return IR_QUAL_CHOSEN_NAME;     /* "that name": only after a `choose` of a card name (lower_qual.c) */
    for (int i = 0; q && q->kind == N_QUALIFIER && i < (int)(sizeof quals / sizeof *quals); i++)
        if (text_is(q, quals[i].words))
            return quals[i].kind;
    if (ir_qual_is_a(q))
        return IR_QUAL_IS_A;
    const node *v = q && q->kind == N_QUALIFIER && (text_is(q, "that") || text_is(q, "that are")) ? q->a : NULL;
    if (v && v->kind == N_ACTION && text_is(v, "is") && !v->a && !v->c && v->b && v->b->kind == N_WORD
        && text_is(v->b, "enchanted"))
        return IR_QUAL_ENCHANTED;
    if (ir_same_name_as_any(q) && has_same_name(q))
        return IR_QUAL_SAME_NAME;       /* "that has the same name as a card in your graveyard" */
    bool negated;
    if (ir_has_adventure(q, &negated))
        return IR_QUAL_HAS_ADVENTURE;   /* before IR_QUAL_HAS, which reads no such object */
    if (ir_qual_is(q, &negated))
        return IR_QUAL_IS;
    if (ir_qual_has(q, &negated))
        return IR_QUAL_HAS;
    if (q && q->kind == N_QUALIFIER && text_is(q, "dealt damage") && q->a && this_turn_last(q->b))
        return IR_QUAL_DAMAGED_BY;      /* "dealt damage by ~ this turn" */
    if (q && q->kind == N_QUALIFIER && text_is(q, "dealt damage") && !q->b && q->a && q->a->kind == N_DURATION
        && !q->a->next && text_is(q->a, "this turn") && !q->a->a)
        return IR_QUAL_DAMAGED_THIS_TURN;   /* "each creature dealt damage this turn" (CR 120.3) */
    if (ir_chooser_of(q))
        return IR_QUAL_CHOSEN_BY;       /* "target creature of their choice" */
    ir_shared shared;
    if (ir_not_shares_with(q, &shared))
        return IR_QUAL_NOT_SHARES;      /* "that doesn't share a color with a creature you control" */
    if (of_your_choice(q) != IR_CHOICE_NONE)
        return of_your_choice(q) == IR_CHOICE_COLOR ? IR_QUAL_COLOR_OF_YOUR_CHOICE : IR_QUAL_TYPE_OF_YOUR_CHOICE;
    if (ir_of_that_choice(q) != IR_CHOICE_NONE)
        return IR_QUAL_OF_THAT_CHOICE;
    return q && q->kind == N_QUALIFIER ? verb_qual(q) : IR_QUAL_UNKNOWN;
}

ir_choice ir_of_that_choice(const node *q)
{
    if (!q || q->kind != N_QUALIFIER)
        return IR_CHOICE_NONE;
    if (text_is(q, "of that type") && !q->a)
        return IR_CHOICE_CREATURE_TYPE;
    const node *p = text_is(q, "of") ? q->a : NULL;
    ir_choice c = p && p->kind == N_PRONOUN && !p->next && text_is(p, "that") ? ir_choice_of(p->refers) : IR_CHOICE_NONE;
    return c == IR_CHOICE_COLOR ? c : IR_CHOICE_NONE;
}

const node *ir_qual_is_a(const node *q)
{
    const node *v = q && q->kind == N_QUALIFIER && (text_is(q, "that is") || text_is(q, "that")) ? q->a : NULL;
    const node *what = v && v->kind == N_ACTION && text_is(v, "is") && !v->a && !v->c && !v->lossy ? v->b : NULL;
    bool list = what && what->kind == N_LIST && ir_list_of(what) == IR_LIST_OR;
    for (const node *o = list ? what->a : what; o; o = list ? o->next : NULL)
        if (o->kind != N_OBJECT || ir_det_of(o) != IR_DET_A || o->c || o->b || !o->a || o->a->kind != N_FILTER
            || o->a->b)
            return NULL;
    return what;
}

const node *ir_targeted(const node *q)
{
    ir_qual_kind how = ir_qual_of(q);
    return how != IR_QUAL_TARGETS ? NULL : q->a && q->a->kind == N_ACTION ? q->a->b : q->a;
}

const node *ir_qual_has(const node *q, bool *negated)
{
    const node *v = q && q->kind == N_QUALIFIER && text_is(q, "that") ? q->a : NULL;
    *negated = v && v->kind == N_NEGATED && text_is(v, "don't") && !v->b && !v->c;
    if (*negated)
        v = v->a;
    const node *what = v && v->kind == N_ACTION && text_is(v, "have") && !v->a && !v->lossy ? v->b : NULL;
    const node *m = what && v->c && v->c->kind == N_LIST ? v->c->a : NULL;
    if (!what || (v->c && !m))
        return NULL;
    if (!m && !*negated && ir_stat_of(what) != IR_STAT_NONE)
        return what;            /* "that each have mana value X": as "with mana value X" */
    if (!m) {                   /* "that has flash", "that has flying or reach" */
        bool list = what->kind == N_LIST && (ir_list_of(what) == IR_LIST_PLAIN || ir_list_of(what) == IR_LIST_OR);
        for (const node *k = list ? what->a : what; k; k = list ? k->next : NULL)
            if (ir_keyword_node(k) == IR_KW_NONE)
                return NULL;
        return what;
    }
    /* "that has a -1/-1 counter on it": the counters' phrase, "on it" after the verb */
    const node *f = what->kind == N_OBJECT && !what->b ? what->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    if (m->next || ir_prep_of(m) != IR_PREP_ON || !m->a || m->a->kind != N_PRONOUN || !w
        || (!ir_counter_kind(w) && !ir_any_counter(w)))
        return NULL;
    return what;
}

bool ir_has_adventure(const node *q, bool *negated)
{
    const node *v = q && q->kind == N_QUALIFIER && text_is(q, "that") && !q->b ? q->a : NULL;
    *negated = v && v->kind == N_NEGATED && text_is(v, "don't") && !v->b && !v->c;
    if (*negated)
        v = v->a;
    const node *o = v && v->kind == N_ACTION && text_is(v, "have") && !v->a && !v->c && !v->lossy ? v->b : NULL;
    const node *f = o && o->kind == N_OBJECT && ir_det_of(o) == IR_DET_A && !o->b && !o->c ? o->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && !f->lossy && f->a && f->a->a && !f->a->a->next
                    && f->a->a->a ? f->a->a->a->a : NULL;
    return w && !w->next && text_is(w, "adventure");
}

const char *ir_attachment_word(const node *w)
{
    return !w || w->kind != N_WORD ? NULL : text_is(w, "enchanted") ? "Aura" : text_is(w, "equipped") ? "Equipment" : NULL;
}

/* A word that says what an object is, as "that's ..." can: a quality. */
static bool quality_word(const node *w)
{
    switch (ir_word_of(w).kind) {
    case IR_WORD_COLOR: case IR_WORD_COLORLESS: case IR_WORD_MULTICOLORED: case IR_WORD_MONOCOLORED:
    case IR_WORD_SUPERTYPE: case IR_WORD_TAPPED: case IR_WORD_UNTAPPED: case IR_WORD_ATTACKING:
    case IR_WORD_BLOCKING: case IR_WORD_BLOCKED: case IR_WORD_UNBLOCKED:
        return true;
    default:
        return ir_attachment_word(w) != NULL;
    }
}

bool ir_one_or_more_colors(const node *what)
{
    const node *f = what && what->kind == N_OBJECT && !what->b && what->c && what->c->kind == N_COMPARE ? what->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    return w && w->kind == N_WORD && !w->next && !w->a && text_is(w, "colors") && ir_cmp_op(what->c) == IR_CMP_GE
           && ir_number(what->c->a) == 1;
}

const node *ir_both_words(const node *what)
{
    return what && what->kind == N_MODIFIER && text_is(what, "both") && what->a && what->a->kind == N_LIST
                   && ir_list_of(what->a) == IR_LIST_AND
           ? what->a->a : NULL;
}

const node *ir_qual_is(const node *q, bool *negated)
{
    const node *v = q && q->kind == N_QUALIFIER && (text_is(q, "that") || text_is(q, "that is") || text_is(q, "that are"))
                    ? q->a : NULL;
    *negated = v && v->kind == N_NEGATED && text_is(v, "isn't") && !v->b && !v->c;
    if (*negated)
        v = v->a;
    const node *what = v && v->kind == N_ACTION && text_is(v, "is") && !v->a && !v->c && !v->lossy ? v->b : NULL;
    if (what && what->kind == N_QUALIFIER)      /* "that aren't of the chosen type" */
        return *negated && ir_qual_of(what) != IR_QUAL_UNKNOWN ? what : NULL;
    if (ir_one_or_more_colors(what))            /* "that's one or more colors" */
        return what;
    const node *both = ir_both_words(what);     /* "that's both red and white" */
    bool list = both || (what && what->kind == N_LIST && ir_list_of(what) == IR_LIST_OR);
    for (const node *o = both ? both : list ? what->a : what; o; o = list ? o->next : NULL)
        if (o->kind != N_WORD || o->a || !quality_word(o))
            return NULL;
    return what;
}

node *meaning_from_inside(arena *a, const node *obj, const node **from)
{
    const node *f = obj && obj->kind == N_OBJECT && !obj->lossy && obj->a && obj->a->kind == N_FILTER ? obj->a : NULL;
    const node *q = f && f->b ? f->b->a : NULL;
    if (!q || q->kind != N_QUALIFIER || !text_is(q, "from") || q->b || q->lossy || !q->a)
        return NULL;
    node *rest = NULL;
    if (q->next) {              /* the qualifiers after it */
        rest = arena_alloc(a, sizeof *rest);
        *rest = *f->b;
        rest->a = q->next;
    }
    node *bare_f = arena_alloc(a, sizeof *bare_f), *bare = arena_alloc(a, sizeof *bare);
    *bare_f = *f;
    bare_f->b = rest;
    *bare = *obj;
    bare->a = bare_f;
    *from = q->a;
    return bare;
}
