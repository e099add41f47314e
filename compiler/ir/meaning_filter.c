/* meaning_filter.c — the words of descriptions as typed meaning (meaning.h).
 *
 * The one place that reads a description's words: its traits ("nonblack",
 * "creature", "Goblin", "tapped"), the players it names ("an opponent"),
 * its qualifiers ("you control", "with power 2 or less", "in your
 * graveyard") and determiners ("another").  lower.c builds IR filters from
 * these records and the code generator chooses runtime calls from them. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "meaning_effect.h"
#include "meaning_int.h"
#include "parser.h"

/* ---- names ----------------------------------------------------------- */

static const char *const card_type_names[] = {
#define IR_CARD_TYPE(id, name) [id] = name,
#include "ir.def"
};
static const char *const supertype_names[] = {
#define IR_SUPERTYPE(id, name) [id] = name,
#include "ir.def"
};
static const char *const keyword_names[] = {
#define IR_KEYWORD(id, name, rt) [id] = name,
#include "ir.def"
};
static const char *const color_names[] = { "white", "blue", "black", "red", "green" };

#define COUNT(a) ((int)(sizeof(a) / sizeof *(a)))

int ir_word_index(const char *const *words, int n, const char *word)
{
    for (int i = 0; word && i < n; i++)
        if (words[i] && strcmp(words[i], word) == 0)
            return i;
    return -1;
}

ir_card_type ir_card_type_of(const char *word)
{
    return (ir_card_type)ir_word_index(card_type_names, COUNT(card_type_names), word);
}

ir_supertype ir_supertype_of(const char *word)
{
    return (ir_supertype)ir_word_index(supertype_names, COUNT(supertype_names), word);
}

ir_color ir_color_of(const char *word)
{
    return (ir_color)ir_word_index(color_names, COUNT(color_names), word);
}

ir_keyword ir_keyword_of(const char *word)
{
    return (ir_keyword)ir_word_index(keyword_names, COUNT(keyword_names), word);
}

const char *ir_card_type_name(ir_card_type t)
{
    return t >= 0 && (int)t < COUNT(card_type_names) ? card_type_names[t] : NULL;
}

const char *ir_color_name(ir_color c)
{
    return c >= 0 && (int)c < COUNT(color_names) ? color_names[c] : NULL;
}

const char *ir_supertype_name(ir_supertype s)
{
    return s >= 0 && (int)s < COUNT(supertype_names) ? supertype_names[s] : NULL;
}

const char *ir_keyword_name(ir_keyword k)
{
    return k >= 0 && (int)k < COUNT(keyword_names) ? keyword_names[k] : NULL;
}

/* ---- words ----------------------------------------------------------- */

/* "nonX" (the scanner's NON): X is a color, a card type, "token", a
 * supertype, a keyword, else a subtype ("non-Human"). */
static ir_word negated_word(const char *w)
{
    ir_word r = { IR_WORD_UNKNOWN, true, -1, w + 3 + (w[3] == '-') };
    const char *base = r.name;
    if ((r.value = ir_color_of(base)) >= 0)
        r.kind = IR_WORD_COLOR;
    else if ((r.value = ir_card_type_of(base)) >= 0)
        r.kind = IR_WORD_TYPE;
    else if (strcmp(base, "token") == 0)
        r.kind = IR_WORD_TOKEN;
    else if ((r.value = ir_supertype_of(base)) >= 0 && r.value != IR_SUPER_WORLD)
        r.kind = IR_WORD_SUPERTYPE;
    else if ((r.value = ir_keyword_of(base)) >= 0)
        r.kind = IR_WORD_KEYWORD;
    else if (base[0])
        r.kind = IR_WORD_SUBTYPE;
    return r;
}

bool ir_land_subtype(const char *name)
{
    static const char *const lands[] = { "cave", "cloud", "desert", "forest", "gate", "island", "lair", "locus",
                                         "mine", "mountain", "plains", "power-plant", "sphere", "swamp", "tower",
                                         "urza's" };
    for (size_t i = 0; name && i < sizeof lands / sizeof *lands; i++)
        if (strcasecmp(name, lands[i]) == 0)
            return true;
    return false;
}

bool ir_basic_land_type(const char *name)
{
    static const char *const basics[] = { "plains", "island", "swamp", "mountain", "forest" };
    for (size_t i = 0; name && i < sizeof basics / sizeof *basics; i++)
        if (strcasecmp(name, basics[i]) == 0)
            return true;
    return false;
}

ir_word ir_word_of(const node *t)
{
    ir_word r = { IR_WORD_UNKNOWN, false, -1, t ? t->text : NULL };
    const char *w = r.name;
    if (!t || t->kind != N_WORD || !w)
        return r;
    switch (t->token) {
    case CARDTYPE:
        if ((r.value = ir_card_type_of(w)) >= 0)
            r.kind = IR_WORD_TYPE;
        break;
    case COLOR:
        r.kind = strcmp(w, "colorless") == 0 ? IR_WORD_COLORLESS
               : strcmp(w, "multicolored") == 0 ? IR_WORD_MULTICOLORED
               : strcmp(w, "monocolored") == 0 ? IR_WORD_MONOCOLORED
               : (r.value = ir_color_of(w)) >= 0 ? IR_WORD_COLOR : IR_WORD_UNKNOWN;
        break;
    case NON:
        return negated_word(w);
    case SUPERTYPE:
        if ((r.value = ir_supertype_of(w)) >= 0)
            r.kind = IR_WORD_SUPERTYPE;
        break;
    case PERMANENT: r.kind = IR_WORD_PERMANENT; break;
    case CARD: r.kind = IR_WORD_CARD; break;
    case SPELL: r.kind = IR_WORD_SPELL; break;
    case ABILITY: r.kind = IR_WORD_ABILITY; break;
    case SOURCE: r.kind = IR_WORD_SOURCE; break;
    case TOKEN: r.kind = IR_WORD_TOKEN; break;
    case EMBLEM: r.kind = IR_WORD_EMBLEM; break;
    case SUBTYPE: r.kind = IR_WORD_SUBTYPE; break;
    case TAPPED: r.kind = IR_WORD_TAPPED; break;
    case UNTAPPED: r.kind = IR_WORD_UNTAPPED; break;
    case ATTACKING: r.kind = IR_WORD_ATTACKING; break;
    case BLOCKING: r.kind = IR_WORD_BLOCKING; break;
    case BLOCKED: r.kind = strcmp(w, "unblocked") == 0 ? IR_WORD_UNBLOCKED : IR_WORD_BLOCKED; break;
    case KW:
        if ((r.value = ir_keyword_of(w)) >= 0)
            r.kind = IR_WORD_KEYWORD;
        break;
    case PLAYER: r.kind = IR_WORD_PLAYER; break;
    case OPPONENT: r.kind = IR_WORD_OPPONENT; break;
    case PT: r.kind = IR_WORD_PT; break;
    case STATUS:
        if (strcmp(w, "historic") == 0)
            r.kind = IR_WORD_HISTORIC;
        else if (strcmp(w, "modified") == 0)
            r.kind = IR_WORD_MODIFIED;
        break;
    default: break;
    }
    return r;
}

const node *ir_party_of(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && !np->b ? np->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL;
    const node *t = q && !q->next && ir_qual_of(q) == IR_QUAL_PARTY_OF && f->a && f->a->a && !f->a->a->next
                    ? f->a->a : NULL;
    const node *w = t && t->a ? t->a->a : NULL;
    ir_word r = ir_word_of(w);
    return w && !w->next && r.kind == IR_WORD_TYPE && r.value == IR_TYPE_CREATURE && !r.negated ? q->a : NULL;
}

const node *ir_attachments_of(const node *np, const char *names[2], unsigned *n)
{
    const node *f = np && np->kind == N_OBJECT && !np->b ? np->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL;
    if (!q || q->next || ir_qual_of(q) != IR_QUAL_ATTACHED_TO || !q->a || !f->a)
        return NULL;
    *n = 0;
    for (const node *alt = f->a->a; alt; alt = alt->next) {
        const node *w = alt->a ? alt->a->a : NULL;
        ir_word r = ir_word_of(w);
        if (*n == 2 || !w || w->next || r.kind != IR_WORD_SUBTYPE || r.negated)
            return NULL;
        names[(*n)++] = r.name;
    }
    return *n ? q->a : NULL;
}

/* What phrase H of a qualifier names: the card, any object a description
 * accepts, or what another phrase names (ir_qual_host). */
static ir_host phrase_host(const node *h)
{
    if (!h || h->lossy)
        return IR_HOST_NONE;
    if (h->kind == N_SELF || (h->kind == N_PRONOUN && h->refers && h->refers->kind == N_SELF))
        return IR_HOST_SELF;
    if (h->kind == N_PRONOUN || h->kind == N_TARGET)    /* "it", "target creature", "enchanted creature" */
        return h->kind == N_TARGET || h->refers || ir_pronoun_of(h) != IR_PRON_OTHER ? IR_HOST_RELATED : IR_HOST_NONE;
    ir_det det = h->kind == N_OBJECT ? ir_det_of(h) : IR_DET_UNKNOWN;
    const node *f = h->kind == N_OBJECT ? h->a : NULL;
    if ((det != IR_DET_A && det != IR_DET_NONE) || h->c || !f || f->kind != N_FILTER || !f->a || f->text)
        return IR_HOST_NONE;
    for (const node *alt = f->a->a; alt; alt = alt->next)     /* objects, not players */
        for (const node *t = alt->a ? alt->a->a : NULL; t; t = t->next)
            if (ir_word_of(t).kind == IR_WORD_PLAYER || ir_word_of(t).kind == IR_WORD_OPPONENT)
                return IR_HOST_NONE;
    return IR_HOST_DESCRIBED;
}

ir_host ir_qual_host(const node *q, const node **what)
{
    switch (q && q->kind == N_QUALIFIER ? ir_qual_of(q) : IR_QUAL_UNKNOWN) {
    case IR_QUAL_ATTACHED_TO: case IR_QUAL_OTHER_THAN:
    case IR_QUAL_BLOCKING: case IR_QUAL_BLOCKED_BY: case IR_QUAL_BLOCKING_OR_BLOCKED_BY:
    case IR_QUAL_BANDED_WITH:
        *what = q->a;
        return phrase_host(*what);
    default:
        *what = NULL;
        return IR_HOST_NONE;
    }
}

const node *ir_with_different(const node *np, ir_different *what)
{
    const node *f = np && np->kind == N_OBJECT ? np->a : NULL;
    *what = IR_DIFF_NONE;
    for (const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL; q; q = q->next) {
        const node *w = q->kind == N_QUALIFIER && text_is(q, "with") && q->a && q->a->kind == N_WORD && !q->a->next ? q->a : NULL;
        *what = !w ? IR_DIFF_NONE : text_is(w, "different powers") ? IR_DIFF_POWER : text_is(w, "different names") ? IR_DIFF_NAME
              : text_is(w, "different mana values") ? IR_DIFF_MANA_VALUE : IR_DIFF_NONE;
        if (*what != IR_DIFF_NONE)
            return q;
    }
    return NULL;
}

bool ir_dealt_damage_this_way(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && !np->b ? np->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL;
    return q && !q->next && q->kind == N_QUALIFIER && text_is(q, "dealt damage this way") && !q->a;
}


bool ir_died_qual(const node *q, bool *yours)
{
    const node *v = q && q->kind == N_QUALIFIER && text_is(q, "that") ? q->a : NULL;
    const node *m = v && v->kind == N_ACTION && v->c && v->c->kind == N_LIST ? v->c->a : NULL;
    if (!m || !text_is(v, "die") || v->a || v->b || !(v->form & FORM_PAST) || !this_turn_last(m))
        return false;
    *yours = m->next && m->kind == N_PREP && text_is(m, "under control of") && m->a && m->a->kind == N_WORD
             && text_is(m->a, "your") && !m->next->next;
    return !m->next || *yours;
}

bool ir_died_this_turn(const node *np, bool *yours, bool *nontoken)
{
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c ? np->a : NULL;
    const node *alt = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *q = f && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    if (!alt || !ir_died_qual(q, yours))
        return false;
    bool creature = false;
    *nontoken = false;
    for (const node *w = alt->a ? alt->a->a : NULL; w; w = w->next) {
        ir_word x = ir_word_of(w);
        if (x.kind == IR_WORD_TYPE && !x.negated && x.value == IR_TYPE_CREATURE && !creature)
            creature = true;
        else if (x.kind == IR_WORD_TOKEN && x.negated && !*nontoken)
            *nontoken = true;
        else
            return false;
    }
    return creature;
}

ir_history ir_history_of(const node *np, const node **by, bool *other)
{
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c ? np->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    const node *q = f && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    *by = q ? q->a : NULL;
    *other = ir_np_other(np);
    if (!w || w->next || !q || q->kind != N_QUALIFIER || q->b)
        return IR_HIST_NONE;
    ir_word_kind k = ir_word_of(w).kind;
    if (k == IR_WORD_SPELL && text_is(q, "cast this turn") && !q->a)
        return IR_HIST_CAST;            /* "each other spell cast this turn": by any player */
    /* "other cards you've drawn this turn": no card drawn is the source */
    return !q->a || (*other && k != IR_WORD_SPELL) ? IR_HIST_NONE
         : k == IR_WORD_CARD && text_is(q, "drawn this turn by") ? IR_HIST_DRAWN
         : k == IR_WORD_SPELL && text_is(q, "cast this turn by") ? IR_HIST_CAST : IR_HIST_NONE;
}

const node *ir_opponents_attacked(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c ? np->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    const node *q = f && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *v = q && q->kind == N_QUALIFIER && text_is(q, "that") && q->b ? q->a : NULL;
    const node *m = v && v->kind == N_ACTION && v->c && v->c->kind == N_LIST ? v->c->a : NULL;
    /* "players you attacked": opponents, the only players one attacks (CR 508.1b) */
    ir_word word = ir_word_of(w);
    if (!w || w->next || (word.kind != IR_WORD_OPPONENT && word.kind != IR_WORD_PLAYER) || word.negated || !m || m->next
        || !text_is(v, "attack") || v->a || v->b || v->lossy || !(v->form & FORM_PAST) || m->kind != N_DURATION
        || !text_is(m, "this combat") || m->a)
        return NULL;
    return q->b;
}

bool ir_covers(const node *np, const node *set)
{
    const node *f = np && np->kind == N_OBJECT ? np->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    ir_word want = ir_word_of(w);
    if (!w || w->next || want.negated
        || (want.kind != IR_WORD_PERMANENT && want.kind != IR_WORD_TYPE && want.kind != IR_WORD_SUBTYPE
            && want.kind != IR_WORD_CARD))
        return false;
    if (set && set->kind == N_TARGET)
        set = set->a;           /* "Exile X target creatures. For each creature exiled this way" */
    const node *sf = set && set->kind == N_OBJECT ? set->a : NULL;
    if (!sf || sf->kind != N_FILTER || !sf->a || !sf->a->a)
        return false;
    if (want.kind == IR_WORD_PERMANENT)
        return true;            /* on the battlefield, all are permanents */
    for (const node *alt = sf->a->a; alt; alt = alt->next) {
        bool has = false;
        for (const node *t = alt->a ? alt->a->a : NULL; t; t = t->next) {
            ir_word x = ir_word_of(t);
            has |= x.kind == want.kind && !x.negated
                   && (want.kind == IR_WORD_CARD                    /* "card": any card */
                       || (want.kind == IR_WORD_SUBTYPE ? strcasecmp(x.name, want.name) == 0 : x.value == want.value));
        }
        if (!has)
            return false;
    }
    return true;
}

const node *ir_at_random_of(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && !np->b ? np->a : NULL;
    for (const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL; q; q = q->next)
        if (ir_qual_of(q) == IR_QUAL_AT_RANDOM && !q->a)
            return q;
    return NULL;
}

void ir_leave_out(arena *a, const node *np, const node *q, node *filt, node *plain)
{
    *filt = *np->a;
    *plain = *np;
    filt->b = list_new(a, np->a->b->range);
    for (const node *i = np->a->b->a; i; i = i->next)
        if (i != q) {
            node *copy = node_new(a, i->kind, i->range);
            *copy = *i;
            list_append(filt->b, copy);
        }
    filt->b = filt->b->a ? filt->b : NULL;
    plain->a = filt;
}

bool ir_any_card(const node *obj, bool *random)
{
    const node *f = obj && obj->kind == N_OBJECT && !obj->b ? obj->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL;
    *random = q && !q->next && ir_qual_of(q) == IR_QUAL_AT_RANDOM;
    const node *t = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && (!q || *random) ? f->a->a : NULL;
    const node *w = t && t->a ? t->a->a : NULL;
    return w && !w->next && ir_word_of(w).kind == IR_WORD_CARD && !ir_word_of(w).negated;
}

/* ---- players --------------------------------------------------------- */

const node *ir_single_word(const node *np)
{
    const node *f = np && np->kind == N_OBJECT ? np->a : np;
    if (!f || f->kind != N_FILTER || !f->a || !f->a->a || f->a->a->next || f->b)
        return NULL;
    const node *traits = f->a->a;
    const node *w = traits->a ? traits->a->a : NULL;
    return w && !w->next && w->kind == N_WORD ? w : NULL;
}

ir_who ir_who_of(const node *p)
{
    if (!p)
        return IR_WHO_NONE;
    if ((p->kind == N_WORD && text_is(p, "your")) || ir_your_team(p))
        return IR_WHO_YOU;      /* "your team": you, in a game without teams (CR 102.3) */
    if (p->kind == N_PLAYER)
        return text_is(p, "you") ? IR_WHO_YOU
             : text_is(p, "your opponents") ? IR_WHO_OPPONENT
             : text_is(p, "defending player") ? IR_WHO_DEFENDING : IR_WHO_NONE;
    if (p->kind == N_OBJECT && (!p->text || text_is(p, "a") || text_is(p, "an")) && !p->b) {
        const node *w = ir_single_word(p);     /* "an opponent", "a player" */
        if (w && w->token == OPPONENT)
            return IR_WHO_OPPONENT;
        if (w && w->token == PLAYER)
            return IR_WHO_ANY;
    }
    return IR_WHO_NONE;
}

ir_who ir_controller_who(const node *p)
{
    const node *w = p && p->kind == N_OBJECT && text_is(p, "each") && !p->b && !p->c ? ir_single_word(p) : NULL;
    return w && w->token == OPPONENT ? IR_WHO_OPPONENT : ir_who_of(p);
}

ir_who ir_any_player_of(const node *np)
{
    if (!np || np->kind != N_OBJECT || !text_is(np, "any") || np->b || np->c)
        return IR_WHO_NONE;
    const node *w = ir_single_word(np);
    return !w ? IR_WHO_NONE : w->token == OPPONENT ? IR_WHO_OPPONENT : w->token == PLAYER ? IR_WHO_ANY : IR_WHO_NONE;
}

bool ir_a_player_or_no_one(const node *p, bool *none)
{
    if (p && p->kind == N_WORD && text_is(p, "no one"))
        return *none = true;
    const node *w = p && p->kind == N_OBJECT && !p->b && !p->c ? ir_single_word(p) : NULL;
    if (!w || (w->token != PLAYER && w->token != OPPONENT))
        return false;
    *none = text_is(p, "no");
    return *none || text_is(p, "a");
}

bool ir_an_opponent(const node *np)
{
    const node *w = np && np->kind == N_OBJECT && (text_is(np, "an") || text_is(np, "a")) && !np->b && !np->c
                    && !np->lossy ? ir_single_word(np) : NULL;
    return w && w->token == OPPONENT;
}

const node *ir_whose_target(const node *obj, bool *owner)
{
    const node *f = obj && obj->kind == N_OBJECT ? obj->a : NULL;
    const node *found = NULL;
    for (const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL; q; q = q->next) {
        ir_qual_kind k = ir_qual_of(q);
        const node *p = q->a;
        if ((k != IR_QUAL_CONTROLLED_BY && k != IR_QUAL_OWNED_BY) || !p || p->kind != N_OBJECT
            || (ir_who_of(p) != IR_WHO_OPPONENT && ir_who_of(p) != IR_WHO_ANY) || p->c)
            continue;
        if (found)
            return NULL;        /* two of them: which one? */
        found = p;
        *owner = k == IR_QUAL_OWNED_BY;
    }
    return found;
}

/* ---- comparisons ----------------------------------------------------- */

static const char *const cmp_names[] = {
    [IR_CMP_NONE] = NULL, [IR_CMP_EQ] = "=", [IR_CMP_LE] = "<=", [IR_CMP_GE] = ">=",
    [IR_CMP_LT] = "<", [IR_CMP_GT] = ">",
};
static const char *const stat_words[] = {
    [IR_STAT_NONE] = NULL, [IR_STAT_POWER] = "power", [IR_STAT_TOUGHNESS] = "toughness",
    [IR_STAT_MANA_VALUE] = "mana value",
};
static const char *const stat_names[] = {
    [IR_STAT_NONE] = NULL, [IR_STAT_POWER] = "power", [IR_STAT_TOUGHNESS] = "toughness",
    [IR_STAT_MANA_VALUE] = "mana_value",
};

ir_cmp ir_cmp_op(const node *c)
{
    for (int i = 1; c && c->kind == N_COMPARE && c->text && i < COUNT(cmp_names); i++)
        if (strcmp(c->text, cmp_names[i]) == 0)
            return (ir_cmp)i;
    return IR_CMP_NONE;
}

int ir_damage_at_least(const node *ev)
{
    const node *c = ev && ev->kind == N_ACTION && !ev->lossy ? ev->b : NULL;
    ir_verb v = c ? ir_verb_of(ev) : IR_VERB_OTHER;
    const node *m = ev && ev->c ? ev->c->a : NULL, *by;
    /* "is dealt 3 or more damage by a single source": by one source at once */
    bool dealt = v == IR_VERB_DEALT_DAMAGE && m && m->kind == N_MODIFIER && text_is(m, "by") && m->a
                 && ir_det_of(m->a) == IR_DET_A && ir_plain_noun(m->a, "source", &by) && !by;
    if ((v != IR_VERB_DEAL_DAMAGE && v != IR_VERB_DEAL_COMBAT_DAMAGE && !dealt) || ir_cmp_op(c) != IR_CMP_GE || !c->a
        || c->a->next || !m || m->next || (!dealt && ir_prep_of(m) != IR_PREP_TO) || ir_one_or_more(ev->a))
        return 0;
    int n = ir_number(c->a);
    return n > 0 ? n : 0;
}

ir_cmp ir_cmp_of(const node **cp)
{
    const node *c = *cp;
    if (ir_cmp_op(c) == IR_CMP_EQ && c->a && c->a->kind == N_COMPARE)
        c = c->a;               /* "2 or less" read as an amount */
    *cp = c;
    return ir_cmp_op(c);
}

const char *ir_cmp_name(ir_cmp op)
{
    return cmp_names[op];
}

ir_cmp ir_cmp_named(const char *name)
{
    for (int i = 1; name && i < COUNT(cmp_names); i++)
        if (strcmp(name, cmp_names[i]) == 0)
            return (ir_cmp)i;
    return IR_CMP_NONE;
}

ir_stat ir_stat_of(const node *c)
{
    for (int i = 1; c && c->kind == N_COMPARE && c->text && i < COUNT(stat_words); i++)
        if (strcmp(c->text, stat_words[i]) == 0)
            return (ir_stat)i;
    return IR_STAT_NONE;
}

ir_stat ir_relative_stat_of(const node *c, ir_cmp *op)
{
    static const struct { const char *prefix; ir_cmp op; } rel[] = {
        { "lesser ", IR_CMP_LT }, { "greater ", IR_CMP_GT }, { "equal or lesser ", IR_CMP_LE },
    };
    *op = IR_CMP_NONE;
    if (!c || c->kind != N_COMPARE || !c->text || c->a)
        return IR_STAT_NONE;
    for (int r = 0; r < COUNT(rel); r++) {
        size_t n = strlen(rel[r].prefix);
        for (int i = 1; strncmp(c->text, rel[r].prefix, n) == 0 && i < COUNT(stat_words); i++)
            if (strcmp(c->text + n, stat_words[i]) == 0) {
                *op = rel[r].op;
                return (ir_stat)i;
            }
    }
    return IR_STAT_NONE;
}

ir_stat ir_possessed_stat(const node *arg)
{
    const node *w = arg && arg->kind == N_POSSESSIVE && !arg->lossy && !arg->c && arg->a ? arg->b : NULL;
    int t = w && w->kind == N_WORD && !w->a && !w->b ? w->token : 0;
    return t == POWER ? IR_STAT_POWER : t == TOUGHNESS ? IR_STAT_TOUGHNESS : t == VALUE ? IR_STAT_MANA_VALUE : IR_STAT_NONE;
}

ir_stat ir_either_stat_of(const node *c, ir_stat *other)
{
    *other = IR_STAT_NONE;
    if (!c || c->kind != N_COMPARE || !c->text || strcmp(c->text, "power or toughness") != 0)
        return IR_STAT_NONE;
    *other = IR_STAT_TOUGHNESS;
    return IR_STAT_POWER;
}

bool ir_total_power_and_toughness(const node *c)
{
    return c && c->kind == N_COMPARE && c->text && strcmp(c->text, "total power and toughness") == 0;
}

ir_stat ir_greatest_stat(const node *n)
{
    int t = n && n->kind == N_AMOUNT && meaning_amount(n) == FX_AMT_GREATEST && n->a && n->a->kind == N_OBJECT
                    && n->b && n->b->kind == N_WORD
            ? n->b->token : 0;
    return t == POWER ? IR_STAT_POWER : t == TOUGHNESS ? IR_STAT_TOUGHNESS : t == VALUE ? IR_STAT_MANA_VALUE
         : IR_STAT_NONE;
}

/* "the greatest power" (the highest mana value) with nothing after it:
 * its stat's word ("power", "value" or "mana value"), or NULL; in *STAT
 * the stat. */
static const node *greatest_word(const node *n, ir_stat *stat)
{
    const node *w = n && n->kind == N_AMOUNT && !n->lossy && (text_is(n, "greatest") || text_is(n, "highest"))
                    && !n->a ? n->b : NULL;
    *stat = !w || w->kind != N_WORD ? IR_STAT_NONE
          : w->token == POWER || text_is(w, "power") ? IR_STAT_POWER
          : w->token == TOUGHNESS || text_is(w, "toughness") ? IR_STAT_TOUGHNESS
          : w->token == VALUE || text_is(w, "mana value") ? IR_STAT_MANA_VALUE : IR_STAT_NONE;
    return *stat != IR_STAT_NONE ? w : NULL;
}

const node *ir_control_greatest_of(arena *a, const node *c)
{
    const node *np = c && c->kind == N_ACTION && !c->lossy && meaning_verb(c) == FX_VERB_CONTROL && !c->c ? c->b : NULL;
    const node *f = np && np->kind == N_PRONOUN && text_is(np, "the") && !np->lossy && !np->b && !np->c && np->a
                    && np->a->kind == N_FILTER && !np->a->lossy ? np->a : NULL;
    const node *with = f && f->b && f->b->kind == N_LIST ? f->b->a : NULL;
    const node *tie = with ? with->next : NULL;
    if (!tie || tie->next || with->kind != N_QUALIFIER || !text_is(with, "with") || tie->kind != N_QUALIFIER
        || !text_is(tie, "or tied for") || with->b || tie->b)
        return NULL;
    ir_stat most_of, tied_of;
    const node *stat = greatest_word(with->a, &most_of);
    if (!stat || stat->token == 0 || !greatest_word(tie->a, &tied_of) || tied_of != most_of)
        return NULL;        /* the tie is for that same greatest */
    /* "among creatures": the kind of thing it is, on the battlefield */
    node *kind = arena_alloc(a, sizeof *kind), *among = arena_alloc(a, sizeof *among);
    *kind = *f;
    kind->b = NULL;
    kind->next = NULL;
    *among = (node){ .kind = N_OBJECT, .a = kind, .range = f->range };
    node *word = arena_alloc(a, sizeof *word), *most = arena_alloc(a, sizeof *most);
    *word = *stat;
    word->next = NULL;
    *most = (node){ .kind = N_AMOUNT, .text = "greatest among", .a = among, .b = word, .range = with->a->range };
    node *q = arena_alloc(a, sizeof *q), *qs = arena_alloc(a, sizeof *qs), *one = arena_alloc(a, sizeof *one);
    *q = (node){ .kind = N_QUALIFIER, .text = "with", .a = most, .range = with->range };
    *qs = *f->b;
    qs->a = qs->last = q;
    node *filter = arena_alloc(a, sizeof *filter), *out = arena_alloc(a, sizeof *out);
    *filter = *f;
    filter->b = qs;
    *one = (node){ .kind = N_OBJECT, .text = "a", .a = filter, .range = np->range };
    *out = *c;
    out->b = one;
    return out;
}

ir_stat ir_total_stat_of(const node *c)
{
    static const char *const total_words[] = {
        [IR_STAT_NONE] = NULL, [IR_STAT_POWER] = "total power", [IR_STAT_TOUGHNESS] = NULL,
        [IR_STAT_MANA_VALUE] = "total mana value",
    };
    for (int i = 1; c && c->kind == N_COMPARE && c->text && i < COUNT(total_words); i++)
        if (total_words[i] && strcmp(c->text, total_words[i]) == 0)
            return (ir_stat)i;
    return IR_STAT_NONE;
}

const char *ir_stat_name(ir_stat s)
{
    return stat_names[s];
}

ir_stat ir_stat_named(const char *name)
{
    for (int i = 1; name && i < COUNT(stat_names); i++)
        if (strcmp(name, stat_names[i]) == 0)
            return (ir_stat)i;
    return IR_STAT_NONE;
}

/* ---- determiners and zones ------------------------------------------- */

bool ir_det_other(const char *det)
{
    return det && strstr(det, "other") != NULL;
}

static const struct {
    const char *word;
    ir_zone zone;
} zones[] = {       /* N_ZONE */
    { "battlefield", IR_ZONE_BATTLEFIELD }, { "exile", IR_ZONE_EXILE },
    { "graveyard", IR_ZONE_GRAVEYARD }, { "stack", IR_ZONE_STACK },
};

node *ir_zone_node(arena *a, ir_zone zone, src_range r)
{
    for (int i = 0; i < COUNT(zones); i++)
        if (zones[i].zone == zone) {
            node *z = node_new(a, N_ZONE, r);
            z->text = zones[i].word;
            return z;
        }
    return NULL;
}

bool ir_zone_phrase(const node *z, ir_zone *zone, ir_who *whose)
{
    *whose = IR_WHO_ANY;
    if (z && z->kind == N_ZONE) {
        for (int i = 0; i < COUNT(zones); i++)
            if (text_is(z, zones[i].word)) {
                *zone = zones[i].zone;
                return true;
            }
        return false;
    }
    /* "a graveyard", "graveyards", "all graveyards", "a single graveyard":
     * any player's; "your graveyard", "an opponent's hand": that player's. */
    const node *w = NULL;
    if (z && z->kind == N_OBJECT && !z->b && !z->c
        && (!z->text || text_is(z, "a") || text_is(z, "all") || text_is(z, "each")))
        w = ir_single_word(z);
    else if (z && z->kind == N_POSSESSIVE && z->b && z->b->kind == N_WORD) {
        w = z->b;
        const node *every = z->a && z->a->kind == N_OBJECT && (text_is(z->a, "all") || text_is(z->a, "each"))
                            && !z->a->b && !z->a->c ? ir_single_word(z->a) : NULL;
        if (every && (every->token == PLAYER || every->token == OPPONENT))  /* "all players' hands" */
            *whose = every->token == PLAYER ? IR_WHO_ANY : IR_WHO_OPPONENT;
        else if ((*whose = ir_who_of(z->a)) == IR_WHO_NONE)
            return false;
    }
    switch (w ? w->token : 0) {
    case GRAVEYARD: *zone = IR_ZONE_GRAVEYARD; return true;
    case HAND: *zone = IR_ZONE_HAND; return true;
    case LIBRARY: *zone = IR_ZONE_LIBRARY; return true;
    default: return false;
    }
}

bool ir_zone_is_single(const node *z)
{
    ir_zone zone;
    ir_who whose;
    return z && z->kind == N_OBJECT && (z->form & FORM_SINGLE) && ir_zone_phrase(z, &zone, &whose);
}

const node *ir_put_there_from_battlefield(const node *z, node plain[2])
{
    bool owned = z && z->kind == N_POSSESSIVE && !z->lossy;
    const node *f = owned ? z->b : z && z->kind == N_OBJECT && !z->b && !z->c && !z->lossy ? z->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    && !f->a->a->a->a->next ? f->a->a->a->a : NULL;
    const node *q = f && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *v = q && q->kind == N_QUALIFIER && text_is(q, "that") ? q->a : NULL;
    const node *m = v && v->kind == N_ACTION && v->c && v->c->kind == N_LIST ? v->c->a : NULL;
    if (!w || w->kind != N_WORD || w->token != GRAVEYARD || !m || !text_is(v, "put there") || v->a || v->b
        || v->lossy || !(v->form & FORM_PASSIVE) || m->kind != N_PREP || !text_is(m, "from") || !m->a
        || m->a->kind != N_ZONE || !text_is(m->a, "battlefield") || !m->next || m->next->next
        || !this_turn_last(m))
        return NULL;
    plain[0] = *z;
    if (owned) {
        plain[0].b = f->a->a->a->a;     /* "your graveyard" */
    } else {
        plain[1] = *f;          /* "all graveyards" */
        plain[1].b = NULL;
        plain[0].a = &plain[1];
    }
    return plain;
}

const node *ir_zone_of_player(const node *z, ir_zone *zone)
{
    const node *p = z && z->kind == N_POSSESSIVE && !z->lossy && z->b && z->b->kind == N_WORD ? z->a : NULL;
    if (!p || ir_who_of(p) != IR_WHO_NONE || (p->kind != N_PRONOUN && p->kind != N_TARGET && p->kind != N_POSSESSIVE))
        return NULL;
    switch (z->b->token) {
    case GRAVEYARD: *zone = IR_ZONE_GRAVEYARD; return p;
    case HAND: *zone = IR_ZONE_HAND; return p;
    case LIBRARY: *zone = IR_ZONE_LIBRARY; return p;
    default: return NULL;
    }
}

bool ir_owner_zone(const node *z, ir_zone *zone)
{
    const node *p = z && z->kind == N_POSSESSIVE && !z->lossy ? z->a : NULL;
    bool player = ir_who_of(p) == IR_WHO_YOU || ir_who_of(p) == IR_WHO_DEFENDING
                  || (p && p->kind == N_PRONOUN && meaning_word(p) == FX_W_THEIR);
    if (player && z->b && z->b->kind == N_WORD)
        switch (z->b->token) {
        case GRAVEYARD: *zone = IR_ZONE_GRAVEYARD; return true;
        case HAND: *zone = IR_ZONE_HAND; return true;
        case LIBRARY: *zone = IR_ZONE_LIBRARY; return true;
        default: return false;
        }
    return ir_zone_of_player(z, zone) != NULL;
}

/* Is W, an alternative's list of words, "COLOR mana symbol": its color? */
static unsigned color_mana_symbol(const node *w)
{
    const node *mana = w && w->kind == N_WORD ? w->next : NULL, *symbol = mana ? mana->next : NULL;
    return symbol && !symbol->next && mana->kind == N_WORD && text_is(mana, "mana") && symbol->kind == N_WORD
           && text_is(symbol, "symbol") ? (ir_color_of(w->text) >= 0 ? 1u << ir_color_of(w->text) : 0) : 0;
}

unsigned meaning_chroma(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c && !np->lossy
                    && meaning_det(np) == FX_DET_NONE ? np->a : NULL;
    const node *alt = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *in = f && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    unsigned color = alt && alt->a ? color_mana_symbol(alt->a->a) : 0;
    /* "in the mana costs of permanents you control" */
    const node *the = in && in->kind == N_QUALIFIER && text_is(in, "in") ? in->a : NULL;
    const node *costs = the && the->kind == N_PRONOUN && text_is(the, "the") && !the->lossy ? the->a : NULL;
    const node *calt = costs && costs->kind == N_FILTER && costs->a && costs->a->a && !costs->a->a->next
                       ? costs->a->a : NULL;
    const node *cw = calt && calt->a ? calt->a->a : NULL;
    const node *of = costs && costs->b && costs->b->a && !costs->b->a->next ? costs->b->a : NULL;
    const node *by = NULL;
    if (!color || !cw || cw->kind != N_WORD || !text_is(cw, "mana") || !cw->next || cw->next->next
        || cw->next->kind != N_WORD || !text_is(cw->next, "cost") || !of || of->kind != N_QUALIFIER
        || !text_is(of, "of") || !of->a || meaning_det(of->a) != FX_DET_NONE || of->a->c
        || !ir_plain_noun(of->a, "permanent", &by) || ir_who_of(by) != IR_WHO_YOU)
        return 0;
    return color;
}

bool ir_of_your_choice(const node *q)
{
    const node *w = q && q->kind == N_QUALIFIER && text_is(q, "of") && q->a && q->a->kind == N_POSSESSIVE
                    ? q->a->b : NULL;
    return w && w->kind == N_WORD && text_is(w, "choice") && ir_who_of(q->a->a) == IR_WHO_YOU;
}

/* ---- counted phrases, lists, choices, counters, names ---------------- */

bool ir_np_other(const node *o)
{
    return o && o->kind == N_OBJECT && ir_det_other(o->text);
}

ir_list ir_list_of(const node *list)
{
    return !list || (list->kind != N_LIST && list->kind != N_SEQUENCE) ? IR_LIST_NONE
         : !list->text ? IR_LIST_PLAIN
         : text_is(list, "or") ? IR_LIST_OR : text_is(list, "and") ? IR_LIST_AND : IR_LIST_NONE;
}

bool ir_words_all(const node *w)
{
    if (!w || w->kind != N_LIST || !w->a)
        return false;
    if (ir_list_of(w) == IR_LIST_AND)
        return true;
    if (ir_list_of(w) != IR_LIST_PLAIN)
        return false;
    for (const node *i = w->a; i; i = i->next)
        if (i->kind != N_WORD || i->a || !ir_word_of(i).negated)
            return false;
    return true;
}

ir_keyword ir_keyword_node(const node *k)
{
    return k && k->kind == N_KEYWORD && !k->a && !k->b ? ir_keyword_of(k->text) : IR_KW_NONE;
}

int ir_number(const node *n)
{
    return n && n->kind == N_AMOUNT && n->text ? syn_number(n->text) : -1;
}

bool ir_is_starting_life(const node *thing)
{
    return thing && thing->kind == N_WORD && text_is(thing, "starting life total") && !thing->lossy;
}

ir_choice ir_choice_of(const node *np)
{
    unsigned except;
    ir_choice c = ir_choice_except_of(np, &except);
    return except ? IR_CHOICE_NONE : c;
}

ir_choice ir_choice_except_of(const node *np, unsigned *except)
{
    const node *f = np && np->kind == N_OBJECT ? np->a : NULL;
    *except = 0;
    /* "a card name", "a nonland card name" (CR 201.2; 4th edition's "name a card") */
    if (np && np->kind == N_WORD && text_is(np, "a card name") && !np->next)
        return IR_CHOICE_CARD_NAME;
    bool name = np && np->kind == N_OBJECT && text_is(np, "name");
    if (name && (np->lossy || np->b || np->c || (f && f->kind == N_FILTER && f->b)))
        return IR_CHOICE_NONE;
    /* "a color other than red": the one qualifier, of one color word */
    const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL;
    const node *cw = q && !q->next && ir_qual_of(q) == IR_QUAL_OTHER_THAN && q->a && q->a->kind == N_WORD
                    && !q->a->next ? q->a : NULL;
    ir_color other = cw && cw->text ? ir_color_of(cw->text) : IR_COLOR_NONE;
    if ((f && f->kind == N_FILTER && f->b && !q) || (q && other == IR_COLOR_NONE))
        return IR_CHOICE_NONE;
    if ((!name && ir_det_of(np) != IR_DET_A) || np->b || np->c || !f || f->kind != N_FILTER || !f->a
        || !f->a->a || f->a->a->next || !f->a->a->a)
        return IR_CHOICE_NONE;
    char words[64] = "";
    for (const node *w = f->a->a->a->a; w; w = w->next) {
        if (!w->text || strlen(words) + strlen(w->text) + 2 > sizeof words)
            return IR_CHOICE_NONE;
        if (*words)
            strcat(words, " ");
        strcat(words, w->text);
    }
    static const char *const kinds[] = {
        [IR_CHOICE_COLOR] = "color", [IR_CHOICE_CREATURE_TYPE] = "creature type",
        [IR_CHOICE_BASIC_LAND_TYPE] = "basic land type", [IR_CHOICE_OPPONENT] = "opponent",
        [IR_CHOICE_PLAYER] = "player",
    };
    if (name)
        return strcmp(words, "nonland card") == 0 ? IR_CHOICE_NONLAND_CARD_NAME : IR_CHOICE_NONE;
    ir_choice c = (ir_choice)ir_word_index(kinds, COUNT(kinds), words);
    if (q && c != IR_CHOICE_COLOR)
        return IR_CHOICE_NONE;
    *except = q ? 1u << other : 0;
    return c;
}

/* The words of a card name's kind ("nonartifact, nonland card"): type
 * words, "non" ones among them, then "card"; false for other words. */
static bool name_kind_words(const node *w, ir_name_choice *out, bool *said_card)
{
    for (; w; w = w->next) {
        if (*said_card)
            return false;       /* "card" ends them */
        if (w->kind == N_LIST && !w->b && ir_list_of(w) == IR_LIST_PLAIN) {
            if (!name_kind_words(w->a, out, said_card))
                return false;
            continue;
        }
        ir_word r = ir_word_of(w);
        if (w->kind != N_WORD || w->a || w->b)
            return false;
        if (r.kind == IR_WORD_CARD && !r.negated)
            *said_card = true;
        else if (r.kind == IR_WORD_TYPE && r.value >= 0)
            *(r.negated ? &out->nontypes : &out->types) |= 1u << r.value;
        else
            return false;
    }
    return true;
}

bool ir_name_choice_of(const node *np, ir_name_choice *out)
{
    *out = (ir_name_choice){ 0 };
    if (np && np->kind == N_WORD && text_is(np, "a card name") && !np->next)
        return true;
    const node *f = np && np->kind == N_OBJECT && text_is(np, "name") && !np->lossy && !np->c ? np->a : NULL;
    const node *alt = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    bool said_card = false;
    if (!alt || alt->kind != N_TRAITS || alt->b || !alt->a || !name_kind_words(alt->a->a, out, &said_card) || !said_card
        || (out->types & out->nontypes))
        return false;
    if (!np->b)
        return true;
    /* "other than a basic land card name" */
    const node *q = np->b->a, *other = q && !q->next && ir_qual_of(q) == IR_QUAL_OTHER_THAN ? q->a : NULL;
    const node *of = other && other->kind == N_OBJECT && text_is(other, "name") && !other->b && !other->c
                     && !other->lossy && other->a && other->a->kind == N_FILTER && !other->a->b && other->a->a
                     && other->a->a->a && !other->a->a->a->next && other->a->a->a->a ? other->a->a->a->a->a : NULL;
    ir_word basic = ir_word_of(of), land = ir_word_of(of ? of->next : NULL),
            cardw = ir_word_of(of && of->next ? of->next->next : NULL);
    if (basic.kind != IR_WORD_SUPERTYPE || basic.value != IR_SUPER_BASIC || basic.negated || land.kind != IR_WORD_TYPE
        || land.value != IR_TYPE_LAND || land.negated || cardw.kind != IR_WORD_CARD || of->next->next->next)
        return false;
    out->nonbasic_land = true;
    return true;
}

const char *ir_choice_other_type(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && ir_det_of(np) == IR_DET_A && !np->b && !np->c && !np->lossy
                    ? np->a : NULL;
    const node *alt = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->b && f->b->a
                      && !f->b->a->next ? f->a->a : NULL;
    const node *q = alt ? f->b->a : NULL;
    const node *w = alt && alt->a ? alt->a->a : NULL;   /* "creature type" */
    if (!w || !text_is(w, "creature") || !w->next || !text_is(w->next, "type") || w->next->next
        || ir_qual_of(q) != IR_QUAL_OTHER_THAN || !q->a || q->a->kind != N_OBJECT || q->a->b || q->a->c)
        return NULL;
    ir_word t = ir_word_of(ir_single_word(q->a));
    return t.kind == IR_WORD_SUBTYPE && !t.negated && t.name && !ir_land_subtype(t.name) ? t.name : NULL;
}

const char *ir_counter_kind(const node *w)
{
    if (!w || !w->text || !w->next || w->next->token != COUNTER || w->next->next)
        return NULL;
    if (w->token == PT_CHANGE) {
        /* "+1/+1", "-1/-1" and the older "+1/+0", "-0/-1", ... (each
         * changes power and toughness as its name says), written with
         * either minus sign */
        static const char *const kinds[] = { "+1/+1", "-1/-1", "+1/+0", "+0/+1", "+1/+2", "+0/+2", "+2/+2",
                                             "-0/-1", "-0/-2", "-1/-0", "-2/-1", "-2/-2" };
        char ascii[16];
        size_t n = 0;
        for (const char *p = w->text; *p && n + 1 < sizeof ascii; p++)
            if (strncmp(p, "\xe2\x88\x92", 3) == 0) {
                ascii[n++] = '-';
                p += 2;
            } else {
                ascii[n++] = *p;
            }
        ascii[n] = '\0';
        for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
            if (strcmp(ascii, kinds[k]) == 0)
                return kinds[k];
        return NULL;
    }
    if (w->token == LOYALTY)
        return w->text;
    /* Keyword counters (CR 122.1b in later rules): a permanent with one
     * has that keyword.  The runtime grants the ones it carries out (the
     * same list as runtime/counters.c); others are refused. */
    static const ir_keyword keyword_counters[] = {
        IR_KW_FLYING, IR_KW_FIRST_STRIKE, IR_KW_DOUBLE_STRIKE, IR_KW_DEATHTOUCH, IR_KW_HASTE,
        IR_KW_HEXPROOF, IR_KW_INDESTRUCTIBLE, IR_KW_LIFELINK, IR_KW_MENACE, IR_KW_REACH,
        IR_KW_TRAMPLE, IR_KW_VIGILANCE,
    };
    /* the keyword counters of CR 122.1b the runtime does not carry out */
    static const char *const other_keyword_counters[] = { "decayed", "exalted", "shadow" };
    if (w->token == KW) {
        ir_keyword k = ir_keyword_of(w->text);
        for (int i = 0; k != IR_KW_NONE && i < COUNT(keyword_counters); i++)
            if (keyword_counters[i] == k)
                return w->text;
        for (int i = 0; i < COUNT(other_keyword_counters); i++)
            if (strcmp(w->text, other_keyword_counters[i]) == 0)
                return NULL;
        /* "a fuse counter": fuse is no ability of a permanent, so the word
         * only names the counter; "a defender counter" would read as
         * granting defender, which no rule makes it do: refused */
        return k == IR_KW_NONE ? w->text : NULL;
    }
    /* Counters with rules of their own the runtime does not carry out
     * are refused rather than compiled as plain counters: finality (a
     * creature that would die is exiled instead), rad (mills at the
     * beginning of the precombat main phase).  Shield and stun counters
     * the runtime carries out (rt_shield_used, rt_stun_used).  Any other
     * name is a plain counter, whose meaning the card's own text gives (CR
     * 122.1). */
    static const char *const with_rules[] = { "finality", "rad" };
    if (w->token != COUNTER_KIND)
        return NULL;
    for (int i = 0; i < COUNT(with_rules); i++)
        if (strcmp(w->text, with_rules[i]) == 0)
            return NULL;
    return w->text;
}

/* Has filter F a word of TOKEN in one of its alternatives? */
static bool alt_word(const node *f, int token)
{
    for (const node *alt = f && f->kind == N_FILTER && f->a ? f->a->a : NULL; alt; alt = alt->next)
        for (const node *t = alt->a ? alt->a->a : NULL; t; t = t->next)
            if (t->kind == N_WORD && t->token == token)
                return true;
    return false;
}

bool ir_spell_or_card_in(const node *np)
{
    const node *o = np && np->kind == N_TARGET ? np->a : np;
    const node *f = o && o->kind == N_OBJECT ? o->a : o;
    if (!alt_word(f, SPELL))
        return false;
    if (alt_word(f, CARD))
        return true;
    const node *lists[] = { f && f->kind == N_FILTER ? f->b : NULL, o && o->kind == N_OBJECT ? o->b : NULL };
    for (int l = 0; l < 2; l++)
        for (const node *q = lists[l] ? lists[l]->a : NULL; q; q = q->next)
            if (ir_qual_of(q) == IR_QUAL_IN)
                return true;
    return false;
}

const node *ir_counters_on(const node *np, const char **kind)
{
    const node *q = np && np->kind == N_OBJECT && !np->c && np->b ? np->b->a : NULL;
    if (!q || q->next || ir_qual_of(q) != IR_QUAL_ON || !q->a)
        return NULL;
    node bare = *np;
    bare.b = NULL;
    *kind = ir_counters_named(&bare);
    return *kind ? q->a : NULL;
}

const node *ir_possessed_counters(const node *np, const char **kind)
{
    if (!np || np->kind != N_POSSESSIVE || !np->a || !np->b || np->b->kind != N_FILTER || np->b->b || np->c)
        return NULL;
    node obj = { .kind = N_OBJECT, .a = (node *)np->b, .range = np->b->range };
    *kind = ir_counters_named(&obj);
    return *kind ? np->a : NULL;
}

bool ir_count_is_x(const node *np)
{
    const node *c = np && np->kind == N_OBJECT ? np->c : NULL;
    return c && c->kind == N_AMOUNT && !c->a && !c->lossy
           && (text_is(c, "x") || text_is(c, "any number"));
}

bool ir_counters_removed_this_way(const node *np, const node *removed)
{
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c ? np->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL;
    if (!q || q->next || q->kind != N_QUALIFIER || q->a
        || !(text_is(q, "removed this way") || (text_is(q, "removed") && (q->form & FORM_THIS_WAY))))
        return false;
    node bare_f = *f, bare = *np;
    bare_f.b = NULL;
    bare.a = &bare_f;
    const char *kind = ir_counters_named(&bare), *was = ir_counters_named(removed);
    return kind && was && strcmp(kind, was) == 0;
}

int ir_keyword_ability_said(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c ? np->a : NULL;
    const node *alt = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *w = alt && alt->a ? alt->a->a : NULL, *noun = w ? w->next : NULL;
    if (!w || w->kind != N_WORD || !w->text
        || (noun && (noun->next || noun->kind != N_WORD || !noun->text || strcmp(noun->text, "ability") != 0)))
        return IR_KA_NONE;
    ir_kw_ability k = ir_kw_ability_named(w->text);     /* "cycling", "a kicker ability" */
    return k == IR_KA_CYCLING || k == IR_KA_KICKER || k == IR_KA_FLASHBACK || k == IR_KA_MORPH ? k : IR_KA_NONE;
}

bool ir_either_set(const node *np)
{
    if (!np || np->kind != N_LIST || meaning_word(np) != FX_W_OR || !np->a || !np->a->next)
        return false;
    for (const node *i = np->a; i; i = i->next)
        if (i->kind != N_OBJECT || meaning_det(i) != FX_DET_ALL || i->c || ir_names_players(i))
            return false;
    return true;
}

const node *ir_player_or_controller(const node *np)
{
    const node *p = np && np->kind == N_LIST && ir_list_of(np) == IR_LIST_OR ? np->a : NULL;
    const node *c = p ? p->next : NULL;
    if (c && !c->next && p->kind == N_POSSESSIVE) {    /* "that permanent's controller or that player" */
        const node *t = p;
        p = c;
        c = t;
    }
    if (!c || (c->next && c->next != p) || p->kind != N_PRONOUN || !p->refers || c->kind != N_POSSESSIVE || !c->a
        || c->a->kind != N_PRONOUN || c->a->refers != p->refers || !c->b || c->b->kind != N_WORD
        || c->b->token != CONTROLLER)
        return NULL;
    return p->refers;
}

bool ir_bare_plural(const node *np, const node *w)
{
    const node *noun = w && w->next ? w->next : w;     /* "counters", "bribery counters" */
    return ir_det_of(np) == IR_DET_NONE && !np->c && noun && (noun->form & FORM_S);
}

bool ir_any_counter(const node *w)
{
    return w && w->kind == N_WORD && w->token == COUNTER && !w->next;
}

const char *ir_counters_named(const node *what)
{
    const node *f = what && what->kind == N_OBJECT ? what->a : NULL;
    return f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a && !f->b
           ? ir_counter_kind(f->a->a->a->a) : NULL;
}

bool ir_gapped_put_counters(const node *act)
{
    const node *on = act && act->kind == N_ACTION && act->c && act->c->kind == N_LIST ? act->c->a : NULL;
    return on && !on->next && (act->form & FORM_GAPPED) && !act->a && meaning_verb(act) == FX_VERB_PUT
           && ir_counters_named(act->b) && on->kind == N_PREP && meaning_word(on) == FX_W_ON;
}

/* Are the words N spans card C's short name? */
static bool span_is_short_name(const card *c, const node *n)
{
    size_t len = n->range.end - n->range.begin;
    return c->short_name && strlen(c->short_name) == len
           && strncmp(c->src->text + n->range.begin, c->short_name, len) == 0;
}

/* Is N's text card C's name (or short name)? */
static bool text_is_name(const card *c, const node *n)
{
    return span_is_short_name(c, n) || text_is(n, c->name);
}

/* A name (N_NAME, its text all the words it spans) is the card's own when
 * the words it spans are: "Brakk Twin" on Brakk is another name. */
bool ir_name_is_self(const card *c, const node *n)
{
    size_t len = n ? n->range.end - n->range.begin : 0;
    return n && n->kind == N_NAME
           && (span_is_short_name(c, n)
               || (strlen(c->name) == len && strncmp(c->src->text + n->range.begin, c->name, len) == 0));
}

bool ir_self_by_name(const card *c, const node *n)
{
    return n && n->kind == N_SELF && text_is_name(c, n);
}

const node *ir_card_name_in(const node *n)
{
    for (; n; n = n->next) {
        const node *in;
        if (n->kind == N_SELF && !(n->text && strcmp(n->text, "this") == 0))
            return n;
        if ((in = ir_card_name_in(n->a)) || (in = ir_card_name_in(n->b)) || (in = ir_card_name_in(n->c)))
            return in;
    }
    return NULL;
}

bool ir_names_self(const card *c, const node *n)
{
    for (; n; n = n->next)
        if (ir_name_is_self(c, n) || ir_self_by_name(c, n) || ir_names_self(c, n->a)
            || ir_names_self(c, n->b) || ir_names_self(c, n->c))
            return true;
    return false;
}

bool ir_plain_noun(const node *np, const char *word, const node **by)
{
    const node *f = np && np->kind == N_OBJECT && !np->b ? np->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    const node *q = f && f->b ? f->b->a : NULL;
    *by = q && !q->next && ir_qual_of(q) == IR_QUAL_CONTROLLED_BY ? q->a : NULL;
    return w && !w->next && w->kind == N_WORD && text_is(w, word) && (!q || *by);
}

const node *ir_controlled_by_of(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && !np->b ? np->a : NULL;
    const node *by = NULL;
    for (const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL; q; q = q->next)
        if (ir_qual_of(q) == IR_QUAL_CONTROLLED_BY) {
            if (by)
                return NULL;
            by = q->a;
        }
    return by;
}

/* The one qualifier of NP, what a player did to it (IR_QUAL_DONE_BY), when
 * NP is otherwise the plain noun WORD; NULL for another phrase. */
static const node *done_to_plain(const node *np, const char *word)
{
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c ? np->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    const node *q = f && f->b ? f->b->a : NULL;
    return w && !w->next && w->kind == N_WORD && text_is(w, word) && q && !q->next
           && ir_qual_of(q) == IR_QUAL_DONE_BY ? q : NULL;
}

const node *ir_done_to(const node *np, bool *cards)
{
    const node *q = done_to_plain(np, "card");
    *cards = q != NULL;
    return q ? q : done_to_plain(np, "token");
}

node *ir_np_with(arena *a, const node *np, node *q)
{
    node *obj = node_new(a, N_OBJECT, np->range);
    *obj = *np;
    obj->next = NULL;
    obj->b = list_new(a, np->range);
    for (const node *i = np->b ? np->b->a : NULL; i; i = i->next) {
        node *copy = node_new(a, i->kind, i->range);
        *copy = *i;
        list_append(obj->b, copy);
    }
    list_append(obj->b, q);
    return obj;
}

node *ir_in_your_hand(arena *a, const node *np)
{
    node *hand = node_new(a, N_POSSESSIVE, np->range), *word = node_new(a, N_WORD, np->range);
    word->text = "hand";
    word->token = HAND;
    hand->a = ir_you(a, np->range);
    hand->b = word;
    return ir_with_relation(a, np, IR_QUAL_IN, hand);
}

bool ir_plain_card(const node *np)
{
    const node *by;
    return ir_plain_noun(np, "card", &by) && !by;
}

bool ir_any_target(const target_use *tu)
{
    return tu && tu->text && strcmp(tu->text, "any target") == 0;
}

/* ---- the card -------------------------------------------------------- */

/* Is the printed WORD ("Creature", "Legendary") the lower-case NAME? */
static bool printed_is(const char *word, const char *name)
{
    size_t i = 0;
    while (word[i] && name[i] && tolower((unsigned char)word[i]) == name[i])
        i++;
    return !word[i] && !name[i];
}

unsigned ir_card_types(const card *c)
{
    unsigned set = 0;
    for (unsigned i = 0; i < c->ntypes; i++)
        for (int t = 0; t < COUNT(card_type_names); t++)
            if (printed_is(c->types[i], card_type_names[t]))
                set |= 1u << t;
    return set;
}

bool ir_card_is_dungeon(const card *c)
{
    return card_has_type(c, "Dungeon");
}

bool ir_is_room(const card *c, const ability *ab)
{
    return ir_card_is_dungeon(c) && ab->label && ab->kind == AB_STATIC && !ab->modes;
}

bool ir_card_is_adventure(const card *c)
{
    return card_has_subtype(c, "Adventure");
}

unsigned ir_card_supertypes(const card *c)
{
    unsigned set = 0;
    for (unsigned i = 0; i < c->nsupertypes; i++)
        for (int s = 0; s < COUNT(supertype_names); s++)
            if (printed_is(c->supertypes[i], supertype_names[s]))
                set |= 1u << s;
    return set;
}

const card *ir_card_named(const card *list, const char *name)
{
    while (list && strcmp(list->name, name) != 0)
        list = list->next;
    return list;
}

const char *ir_range_text(arena *a, const card *c, src_range r)
{
    return arena_strndup(a, c->src->text + r.begin, r.end - r.begin);
}

ir_card_type ir_implied_target(const target_use *tu, bool *yours)
{
    *yours = tu->text && strstr(tu->text, "you control") != NULL;
    return !tu->text ? IR_TYPE_CREATURE
           : strncmp(tu->text, "land", 4) == 0 ? IR_TYPE_LAND
           : strcmp(tu->text, "player") == 0 ? IR_TYPE_NONE : IR_TYPE_CREATURE;
}

const char *ir_target_words(const target_use *tu)
{
    return tu->text;
}

bool ir_pt_of(const node *w, int *p, int *t)
{
    if (ir_word_of(w).kind != IR_WORD_PT)
        return false;
    char *end;
    *p = (int)strtol(w->text, &end, 10);
    if (*end != '/')
        return false;
    *t = (int)strtol(end + 1, &end, 10);
    return !*end;
}

node *ir_you(arena *a, src_range r)
{
    node *you = node_new(a, N_PLAYER, r);
    you->text = "you";
    return you;
}

bool ir_names_players(const node *np)
{
    const node *o = np && np->kind == N_TARGET ? np->a : np;
    if (o && o->kind == N_PLAYER)
        return true;
    const node *f = o && o->kind == N_OBJECT ? o->a : o;
    if (!f || f->kind != N_FILTER || !f->a)
        return false;
    for (const node *alt = f->a->a; alt; alt = alt->next) {
        bool player = false;
        for (const node *t = alt->a ? alt->a->a : NULL; t; t = t->next) {
            ir_word_kind w = ir_word_of(t).kind;
            player |= w == IR_WORD_PLAYER || w == IR_WORD_OPPONENT;
        }
        if (!player)
            return false;
    }
    return true;
}
