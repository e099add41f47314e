/* print_np.c — noun phrases rendered back from the AST (cardc --print):
 * the number of a noun phrase (which the verb agrees with), determiners and
 * counts, targets, owners ("its owner's"), qualifiers ("you control", "that
 * attacked this turn"), steps, mana, amounts and comparisons.  printer.h. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "parser.h"
#include "printer.h"
#include "syntax.h"

/* ---- Number --------------------------------------------------------- */

bool pr_word_plural(const printer *p, const node *n)
{
    if (!n || n->kind != N_WORD || n->range.end <= n->range.begin)
        return false;
    if (n->token == NAMEWORD)
        return false;       /* a name: "Rakdos deals", "Hivis remains" */
    const char *t = p->src->text;
    char last = (char)tolower((unsigned char)t[n->range.end - 1]);
    return last == 's' && n->range.end - n->range.begin > 2
           && tolower((unsigned char)t[n->range.end - 2]) != 's';
}

/* The last word of a filter's first alternative: the head noun. */
const node *pr_filter_head(const node *f)
{
    if (!f || f->kind != N_FILTER || !f->a || !f->a->last)
        return NULL;
    const node *traits = f->a->last;
    return traits->a ? traits->a->last : NULL;
}

/* "all damage", "the next 2 damage", "that damage": what "is dealt" without
 * the word again. */
bool pr_damage_np(const node *n)
{
    if (n && n->kind == N_MODIFIER && is(n, "any") && n->a)
        return pr_damage_np(n->a);      /* "any of that damage was dealt by ..." */
    if (n && n->kind == N_AMOUNT)
        return n->text && strstr(n->text, "damage");
    const node *h = n && (n->kind == N_OBJECT || n->kind == N_PRONOUN) ? pr_filter_head(n->a) : NULL;
    return h && h->kind == N_WORD && h->token == DAMAGE;    /* "that damage is dealt to ~" */
}

/* The number of noun phrase N as written ("those opponents'"). */
static bool np_singular(const printer *p, const node *n)
{
    if (!n)
        return true;
    switch (n->kind) {
    case N_TARGET:
        return n->hi == 1;
    case N_PLAYER:
        return (n->form & FORM_SINGULAR) || (!is(n, "you") && !is(n, "your opponents"));
    case N_PRONOUN:
        if (is(n, "they") || is(n, "them") || is(n, "those"))
            return false;
        if (n->a && (is(n, "enchanted") || is(n, "equipped")) && pr_filter_head(n->a)
            && pr_filter_head(n->a)->kind == N_WORD && pr_filter_head(n->a)->token == SUBTYPE)
            return !(pr_filter_head(n->a)->form & FORM_S);     /* "enchanted Plains becomes" */
        if (n->a)
            return !pr_word_plural(p, pr_filter_head(n->a));
        return true;
    case N_LIST: {
        if (is(n, "or"))
            return np_singular(p, n->last);
        /* "each attacking creature and each blocking creature doesn't" */
        bool each = n->a != NULL;
        for (const node *i = n->a; i; i = i->next)
            each &= i->kind == N_OBJECT && is(i, "each");
        return each;
    }
    case N_MODIFIER:
        return is(n, "both") ? false : np_singular(p, n->a);
    case N_AMOUNT:
        return !is(n, "mana values among");    /* "there are five or more mana values" */
    case N_POSSESSIVE:     /* "its power and toughness are", "their opponents'" */
        if (n->b && n->b->kind == N_FILTER)
            return !pr_word_plural(p, pr_filter_head(n->b));
        return !pr_word_plural(p, n->b) && !(n->b && n->b->kind == N_WORD && is(n->b, "power and toughness"));
    case N_OBJECT:
        if (pr_damage_np(n))
            return true;    /* "all damage ... is dealt" */
        if (pr_filter_head(n->a) && pr_filter_head(n->a)->kind == N_WORD
            && pr_filter_head(n->a)->token == MANA)
            return true;    /* "three white mana was spent": a mass noun */
        if (n->c && n->c->kind == N_COMPARE && (n->c->form & FORM_AT_LEAST))   /* "at least one card is" */
            return n->c->a && n->c->a->kind == N_AMOUNT && n->c->a->text && syn_number(n->c->a->text) == 1;
        if (n->c)
            return n->c->kind == N_AMOUNT && n->c->text && syn_number(n->c->text) == 1;
        if (!n->text) {
            /* a subtype with no determiner and a qualifier is plural,
             * whether or not it ends in "-s": "Eldrazi you control have
             * vigilance" */
            const node *h = pr_filter_head(n->a);
            bool qualified = n->a && n->a->kind == N_FILTER && n->a->b;
            return !pr_word_plural(p, h) && !(qualified && h && h->kind == N_WORD && h->token == SUBTYPE);
        }
        if (is(n, "no") || is(n, "chosen") || is(n, "only"))
            return !pr_word_plural(p, pr_filter_head(n->a));     /* "no counters", "the chosen creatures", "only creatures" */
        return !(is(n, "all") || is(n, "all other") || is(n, "those") || is(n, "both")
                 || is(n, "other"));
    default:
        return true;
    }
}

bool pr_singular(const printer *p, const node *n)
{
    if (n && (n->form & FORM_EACH_OF))
        return true;        /* "each of those creatures gains" */
    return np_singular(p, n);
}

/* ---- Noun phrases ------------------------------------------------------------- */

static const char *compare_word(const char *op)
{
    if (strcmp(op, "<=") == 0)
        return "up to";
    if (strcmp(op, "<") == 0)
        return "less than";
    if (strcmp(op, ">") == 0)
        return "more than";
    return NULL;
}

/* The words S of N's value, with the synonyms N was written with
 * ("the highest", "the amount of", "double that", "the total number of"). */
static void pr_said(printer *p, const node *n, const char *s)
{
    while (*s) {
        size_t k = strcspn(s, " ");
        if ((n->form & (FORM_HIGHEST | FORM_LOWEST | FORM_FEWEST)) && k == 8 && strncmp(s, "greatest", 8) == 0)
            w(p, n->form & FORM_HIGHEST ? "highest" : n->form & FORM_LOWEST ? "lowest" : "fewest");
        else if ((n->form & FORM_AMOUNT) && k == 6 && strncmp(s, "number", 6) == 0)
            w(p, n->form & FORM_TOTAL ? "total amount" : "amount");    /* "the total amount of" */
        else if ((n->form & FORM_TOTAL) && k == 6 && strncmp(s, "number", 6) == 0)
            w(p, "total number");   /* "the total number of cards" */
        else if ((n->form & FORM_DOUBLE) && starts(s, "twice that much")) {
            w(p, "double that");    /* "double that damage" */
            k = strlen("twice that much");
        } else if ((n->form & FORM_DOUBLE) && k == 5 && strncmp(s, "twice", 5) == 0)
            w(p, "double");
        else if ((n->form & FORM_S) && n->kind == N_COMPARE && k == 5 && strncmp(s, "value", 5) == 0 && !s[k])
            w(p, "values");     /* "with mana values 2 and 1" */
        else
            pr_write(p, s, k);
        s += k;
        s += strspn(s, " ");
    }
}

/* A bound "<=" or ">=" C as it was written ("at least three", "one or
 * fewer", "less than or equal to X"); false when the AST does not say. */
static bool pr_bound(printer *p, const node *c)
{
    form_bits f = c->form;
    if (f & (FORM_AT_LEAST | FORM_UP_TO | FORM_OR_EQUAL | FORM_NO_MORE_THAN)) {
        w(p, f & FORM_AT_LEAST ? "at least" : f & FORM_UP_TO ? "up to" : f & FORM_NO_MORE_THAN ? "no more than"
             : is(c, ">=") ? "greater than or equal to" : "less than or equal to");
        pr_node(p, c->a);
        return true;
    }
    const char *after = f & FORM_OR_MORE ? "or more" : f & FORM_OR_GREATER ? "or greater"
                        : f & FORM_OR_LESS ? "or less" : f & FORM_OR_FEWER ? "or fewer" : NULL;
    if (!after)
        return false;
    pr_node(p, c->a);
    w(p, after);
    return true;
}

/* A count used as a determiner: "two", "up to two", "two or more". */
void pr_count(printer *p, const node *c)
{
    if (c->kind == N_AMOUNT && (is(c, "any number") || is(c, "a number"))) {
        pr_said(p, c, c->text);
        w(p, "of");         /* "any number of cards" */
        return;
    }
    if (c->kind == N_COMPARE) {
        const char *pre = c->form & FORM_FEWER ? "fewer than" : compare_word(c->text);
        if (pr_bound(p, c)) {
            /* as written */
        } else if (pre) {
            w(p, pre);
            pr_node(p, c->a);
        } else if (is(c, ">=")) {
            pr_node(p, c->a);
            w(p, "or more");
        } else if (is(c, "more than") || is(c, "fewer than")) {
            w(p, is(c, "more than") ? "more" : "fewer");
        } else if (is(c, "at least more than")) {
            w(p, "at least");       /* "at least two more lands than you" */
            pr_node(p, c->b);
            w(p, "more");
        } else {
            pr_node(p, c->a);
        }
        return;
    }
    pr_node(p, c);
}

/* "additional", "single" after the determiner: "an additional land". */
static void pr_det_words(printer *p, form_bits form)
{
    if (!(form & (FORM_ADDITIONAL | FORM_SINGLE)))
        return;
    if (p->b.n && p->b.s[p->b.n - 1] == 'a' && (p->b.n == 1 || p->b.s[p->b.n - 2] == ' '))
        p->article = p->b.n;
    w(p, form & FORM_ADDITIONAL ? "additional" : "single");
}

const node *pr_apposition(const node *f)
{
    if (!f || f->kind != N_FILTER || !f->a || !f->a->a)
        return NULL;
    for (const node *q = f->b ? f->b->a : NULL; q; q = q->next)
        if (q->kind == N_QUALIFIER && is(q, "named") && q->range.end <= f->a->a->range.begin)
            return q;
    return NULL;
}

void pr_object(printer *p, const node *n, bool in_target)
{
    const char *det = n->text;
    if (n->c && n->c->kind == N_LIST && is(n->c, "plus") && n->c->a && !n->b) {
        /* "that many cards plus one", or with the sum first: "that many plus
         * one +1/+1 counters" */
        const node *last = n->c->a;
        while (last->next)
            last = last->next;
        bool sum_first = n->a && last->range.end <= n->a->range.begin;
        pr_count(p, n->c->a);
        if (!sum_first)
            pr_node(p, n->a);
        for (const node *i = n->c->a->next; i; i = i->next) {
            w(p, "plus");
            pr_node(p, i);
        }
        if (sum_first)
            pr_node(p, n->a);
        return;
    }
    const node *named = pr_apposition(n->a);
    if (named) {
        pr_node(p, named->a);
        w(p, ",");
    }
    if (n->form & FORM_EXACTLY)
        w(p, "exactly");
    if (n->c && n->c->kind != N_WORD) {
        if (det && (strcmp(det, "the next") == 0 || strcmp(det, "the first") == 0
                    || strcmp(det, "the") == 0 || strcmp(det, "top") == 0
                    || strcmp(det, "bottom") == 0))
            w(p, strcmp(det, "top") == 0 ? "the top" : strcmp(det, "bottom") == 0 ? "the bottom" : det);
        if (det && strcmp(det, "additional") == 0)
            w(p, "an additional");
        if (det && strcmp(det, "all but") == 0)
            w(p, det);              /* "all but one of them" */  /* "an additional X +1/+1 counters" ("two additional": the form) */
        pr_count(p, n->c);
        if (det && (strcmp(det, "other") == 0 || strcmp(det, "different") == 0 || strcmp(det, "more") == 0))
            w(p, det);
    } else if (det && !in_target) {
        if (strcmp(det, "top") == 0 || strcmp(det, "bottom") == 0)
            w(p, strcmp(det, "top") == 0 ? "the top" : "the bottom");
        else if (strcmp(det, "chosen") == 0)
            w(p, "the chosen");
        else if (strcmp(det, "name") != 0 && strcmp(det, "of") != 0
                 && strncmp(det, "the target", 10) != 0 && strcmp(det, "any targets of") != 0
                 && strcmp(det, "the rest of") != 0
                 && strcmp(det, "all but") != 0)
            w(p, det);
        else if (strcmp(det, "all but") == 0)
            w(p, det);
    }
    if (n->form & FORM_THE)
        w(p, "the");        /* "all the cards in your hand" */
    pr_det_words(p, n->form);
    if (n->c && n->c->kind == N_COMPARE
        && (is(n->c, "more than") || is(n->c, "fewer than") || is(n->c, "at least more than"))) {
        /* "more lands than you" */
        pr_node(p, n->a);
        pr_joined(p, n->b, NULL);
        w(p, "than");
        pr_node(p, n->c->a);
        if (n->c->c)
            leaf(p, n->c->c);   /* "than they do" */
        return;
    }
    if (det && (strcmp(det, "the target of") == 0 || strcmp(det, "the targets of") == 0
                || strcmp(det, "any targets of") == 0
                || strcmp(det, "the rest of") == 0)) {
        w(p, det);
        pr_node(p, n->b->a->a);
        return;
    }
    if (det && (strcmp(det, "of") == 0 || strcmp(det, "all but") == 0) && !n->a) {
        /* "one of them", "up to two of them" ("any number of" has its "of") */
        if (!(n->c && n->c->kind == N_AMOUNT && (is(n->c, "any number") || is(n->c, "a number"))))
            w(p, "of");
        pr_node(p, n->b->a->a);
        return;
    }
    if (det && strcmp(det, "name") == 0) {
        w(p, "a");          /* "a nonland card name" */
        p->article = p->b.n;
    }
    pr_node(p, n->a);
    if (det && strcmp(det, "name") == 0)
        w(p, "name");
    if (n->b) {
        bool sing = p->singular, modal = p->modal, gap = p->damage_gap;
        const node *said = p->said;
        p->said = NULL;
        p->singular = pr_singular(p, n);
        p->modal = false;
        p->damage_gap = pr_damage_np(n);
        pr_joined(p, n->b, NULL);
        p->damage_gap = gap;
        p->said = said;
        p->singular = sing;
        p->modal = modal;
    }
}

/* "one or two", "one, two, or three" (target ...): the counts below the
 * highest kept as numbers, the highest its node */
static void pr_count_range(printer *p, const node *n)
{
    static const char *const words[] = { "zero", "one", "two", "three", "four", "five" };
    for (int v = n->lo; v < n->hi; v++) {
        char num[16];
        snprintf(num, sizeof num, "%d", v);
        w(p, v < (int)(sizeof words / sizeof *words) ? words[v] : num);
        if (n->hi - n->lo > 1)
            w(p, ",");
    }
    w(p, "or");
    pr_node(p, n->b);
}

void pr_target(printer *p, const node *n)
{
    const node *obj = n->a;
    if (obj && obj->a && is(obj->a, "any target")) {
        if (n->hi == 1 && n->lo == 1)
        {
            w(p, obj->text ? obj->text : "any target");     /* "another target" */
            for (const node *q = obj->a->b ? obj->a->b->a : NULL; q; q = q->next)
                pr_node(p, q);      /* "of an opponent's choice" */
        } else {
            if (n->lo == 0 && n->hi < 0 && !n->b)
                w(p, "any number of");
            else if (n->lo == 0)
                w(p, "up to");      /* "up to X targets": X not known yet */
            if (n->b && n->lo > 0 && n->lo != n->hi)
                pr_count_range(p, n);
            else if (n->b)
                pr_node(p, n->b);
            w(p, "targets");
        }
        return;
    }
    if (obj && obj->text && strcmp(obj->text, "another target") == 0)
        w(p, "another");
    else if (obj && (obj->form & (FORM_SECOND | FORM_THIRD)))
        w(p, obj->form & FORM_SECOND ? "a second" : "a third");
    else if (n->lo > 0 && n->hi == -1 && n->b) {
        pr_node(p, n->b);
        w(p, "or more");    /* "one or more target creatures" */
    } else if (n->lo == 0 && n->hi == -1)
        w(p, "any number of");
    else if (n->lo == 0) {
        w(p, "up to");
        if (n->b)
            pr_node(p, n->b);
    } else if (n->b && n->lo != n->hi && n->lo > 0) {
        pr_count_range(p, n);
    } else if (n->b) {
        pr_node(p, n->b);
    }
    if (obj && obj->text && strcmp(obj->text, "other target") == 0)
        w(p, "other");      /* "up to two other target creatures" */
    w(p, "target");
    if (obj)
        pr_object(p, obj, true);
}

/* "your", "its", "each player's": the owner before a possessed thing. */
void pr_owner(printer *p, const node *o)
{
    if (o->kind == N_PLAYER && is(o, "you")) {
        w(p, "your");
        return;
    }
    if (o->kind == N_WORD && (o->token == YOUR || o->token == ITS || o->token == THEIR)) {
        leaf(p, o);
        return;
    }
    if (o->kind == N_WORD && o->token == OWNER) {
        /* "under its owner's control", "under their owners' control",
         * "those cards ... under their owner's control" */
        bool many = pr_word_plural(p, o);
        w(p, many || (o->form & FORM_THEIR) ? "their" : "its");
        leaf(p, o);
        p->glue = true;
        w(p, many ? "'" : "'s");
        return;
    }
    if (o->kind == N_PRONOUN && (is(o, "its") || is(o, "their") || is(o, "his or her"))) {
        pr_pronoun(p, o);
        return;
    }
    pr_node(p, o);
    p->glue = true;
    bool s_end = p->b.n && p->b.s[p->b.n - 1] == 's';
    /* the mark follows the last noun: "one of their opponents' libraries" */
    const node *last = o->kind == N_OBJECT && is(o, "of") && !o->a ? o->b->a->a : o;
    w(p, !np_singular(p, last) && s_end ? "'" : "'s");
}

/* ---- Qualifiers ---------------------------------------------------------------- */

/* "you control", "an opponent controls": a clause with the qualifier's
 * player as subject. */
static void pr_by(printer *p, const node *who, const char *v, form_bits form)
{
    bool sing = p->singular, modal = p->modal;
    pr_node(p, who);
    p->singular = pr_singular(p, who);
    p->modal = false;
    if (form & FORM_CONTRACTED) {
        p->glue = true;     /* "the spells you've cast this turn" */
        w(p, p->singular ? "'s" : "'ve");
        p->participle = true;
    }
    p->form |= form & FORM_PAST;    /* "the life you gained" */
    pr_verb(p, v);
    p->singular = sing;
    p->modal = modal;
}

static void pr_qualifier_words(printer *p, const node *n);

void pr_qualifier(printer *p, const node *n)
{
    if (n->join && (strcmp(n->text, "that") == 0 || strcmp(n->text, "that is") == 0))
        w(p, n->join);      /* "that are copies of ~ and that are tapped" */
    if (n->form & FORM_ALREADY)
        w(p, "already");    /* "Auras already attached to it" */
    pr_qualifier_words(p, n);
    if (n->form & FORM_THIS_WAY)
        w(p, "this way");
}

/* "the greatest power", "most life", "highest": a superlative as written. */
static void pr_superlative(printer *p, const node *n)
{
    if (!(n->form & FORM_NO_THE))
        w(p, "the");
    pr_said(p, n, n->text);
    pr_node(p, n->b);
}

static void pr_qualifier_words(printer *p, const node *n)
{
    const char *v = n->text;
    if (strcmp(v, "who doesn't") == 0 && (n->form & FORM_PAST)) {
        w(p, "who");
        p->form = FORM_PAST;
        pr_verb(p, "don't");    /* "each opponent who didn't" */
        return;
    }
    if (strcmp(v, "except") == 0 && (n->form & (FORM_FOR | FORM_CONTRACTED))) {
        /* "all permanents except for lands", "a copy except it's an artifact" */
        w(p, n->form & FORM_FOR ? "except for" : "except it's");
        pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "cast from") == 0 && p->b.n >= 5 && strcmp(p->b.s + p->b.n - 5, " cast") == 0) {
        w(p, "from");       /* "spells you cast from your graveyard": one "cast" */
        pr_node(p, n->a);
        return;
    }
    static const struct { const char *value, *verb; } by[] = {
        { "controlled by", "control" }, { "not controlled by", "don't control" },
        { "owned by", "own" }, { "not owned by", "don't own" }, { "cast by", "cast" }, { "activated by", "activate" },
        { "paid by", "pay" },      /* "flashback costs you pay" */
        { "had by", "have" },      /* "each poison counter they have" */
        { "owned or controlled by", "own or control" },
        { "neither owned nor controlled by", "neither own nor control" },
        { "owned and controlled by", "both own and control" },
        { "cast this turn by", "cast this turn" },
        { "cast each turn by", "cast each turn" }, { "activated each turn by", "activate each turn" },
        { "haunted by", "haunt" },      /* "the creature it haunts" (grammar: pronoun KW) */
        { "targeted by", "target" },    /* "for each creature it targets" */
        { "become by", "become" },      /* "the permanent it becomes" */
    };
    for (size_t i = 0; i < sizeof by / sizeof *by; i++)
        if (strcmp(v, by[i].value) == 0 && n->a) {
            if (n->form & FORM_PASSIVE) {
                w(p, v);        /* "controlled by target player" */
                pr_node(p, n->a);
            } else if (starts(v, "not ") && pr_singular(p, n->a) && !is(n->a, "you")) {
                pr_node(p, n->a);
                w(p, strcmp(v, "not owned by") == 0 ? "doesn't own" : "doesn't control");
            } else {
                pr_by(p, n->a, by[i].verb, n->form & (FORM_PAST | FORM_CONTRACTED));
            }
            return;
        }
    if (strcmp(v, "the time") == 0) {
        w(p, "the");        /* "the third time this ability has resolved this turn" */
        pr_node(p, n->a);
        w(p, "time");
        pr_node(p, n->b);
        return;
    }
    if (strcmp(v, "tied for") == 0 || strcmp(v, "or tied for") == 0) {
        w(p, v);            /* "tied for the greatest power", "or tied for most life" */
        pr_superlative(p, n->a);
        return;
    }
    if (strcmp(v, "that") == 0 || strcmp(v, "who") == 0 || strcmp(v, "whose") == 0) {
        if (!(n->form & FORM_NO_THAT))
            w(p, v);
        const node *said = p->said;
        bool cond = p->condition, modal = p->modal;
        p->said = NULL;
        p->condition = false;
        p->modal = false;       /* "you may cast a spell that shares ..." */
        if (n->b) {
            /* "that an opponent controls" */
            bool sing = p->singular;
            pr_node(p, n->b);
            p->singular = pr_singular(p, n->b);
            pr_node(p, n->a);
            p->singular = sing;
        } else {
            pr_node(p, n->a);
        }
        p->said = said;
        p->condition = cond;
        p->modal = modal;
        return;
    }
    if (strcmp(v, "with another") == 0 || (strcmp(v, "with") == 0 && n->b)) {
        w(p, "one");        /* "one basic land type with another" */
        pr_node(p, n->a);
        w(p, v);
        pr_node(p, n->b);
        return;
    }
    if (strcmp(v, "that targets") == 0) {
        w(p, "that");       /* "spells that target ~", "a spell that targets ~" */
        pr_verb(p, "target");
        pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "that is") == 0) {
        w(p, "that's");
        if (n->a && n->a->kind == N_ACTION && is(n->a, "is")) {
            if (n->a->form & FORM_STILL)
                w(p, "still");      /* "that's still a land" */
            pr_node(p, n->a->b);
        } else if (n->a && n->a->kind == N_NEGATED && (is(n->a, "not") || is(n->a, "no longer"))
                   && n->a->a && is(n->a->a, "is")) {
            w(p, n->a->text);       /* "each color that's not in your commander's color identity" */
            if (n->a->a->form & FORM_IN)
                w(p, "in");
            pr_node(p, n->a->a->b);
        } else
            pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "dealt damage") == 0) {
        w(p, v);
        if (n->a && n->a->kind != N_DURATION)
            w(p, "by");
        pr_node(p, n->a);
        pr_node(p, n->b);        /* "by ~ this turn" */
        return;
    }
    if (strcmp(v, "in the party of") == 0) {
        w(p, "in");
        pr_owner(p, n->a);
        w(p, "party");
        return;
    }
    if (strcmp(v, "exiled with") == 0 && n->b) {
        pr_by(p, n->b, "exile", FORM_PAST);     /* "cards they exiled with ~" */
        w(p, "with");
        pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "except the first one drawn by") == 0 && n->b) {
        w(p, "except the first one");   /* "... they draw in each of their draw steps" */
        pr_by(p, n->a, "draw", 0);
        w(p, "in each of");
        pr_owner(p, n->b);
        w(p, "draw steps");
        return;
    }
    if (strcmp(v, "in exile and in graveyard") == 0 && n->a) {
        w(p, "in exile and in");        /* "cards you own in exile and in your graveyard" */
        pr_owner(p, n->a);
        w(p, "graveyard");
        return;
    }
    if (strcmp(v, "exiled this way by") == 0) {
        pr_by(p, n->a, "exile", n->form & FORM_PAST);
        w(p, "this way");
        return;
    }
    if (strcmp(v, "that can be targeted by") == 0 || strcmp(v, "that can be enchanted by") == 0) {
        pr_node(p, n->a);
        w(p, n->form & FORM_PAST ? "could" : "can");
        w(p, strcmp(v, "that can be targeted by") == 0 ? "target" : "enchant");
        return;
    }
    if (strcmp(v, "put this way") == 0) {
        w(p, "put");
        pr_node(p, n->a);
        w(p, "this way");
        return;
    }
    if (strcmp(v, "exiled this way") == 0 && n->a) {
        w(p, "exiled");
        pr_node(p, n->a);
        w(p, "this way");
        return;
    }
    w(p, v);
    size_t k = strlen(v);
    bool modal = p->modal;
    p->modal = k > 3 && strcmp(v + k - 3, " to") == 0;     /* "spent to cast" */
    pr_node(p, n->a);
    p->modal = modal;
    pr_node(p, n->b);
}


/* "upkeep", "upkeep step", "untap steps" */
static void pr_step_name(printer *p, const node *n)
{
    w(p, n->text);
    if (n->form & FORM_STEP)
        w(p, "step");       /* "during any upkeep step" */
    if (n->form & FORM_S)
        pr_buf_add(&p->b, "s", 1);
}

/* Whose step, before its name: "the next", "your next", "each of your". */
static void pr_step_owner(printer *p, const node *o)
{
    if (o->kind == N_WORD && o->token == NEXT)
        w(p, "the next");
    else if (o->kind == N_WORD && o->token == FIRST)
        w(p, "the first");
    else if (o->kind == N_MODIFIER) {
        pr_owner(p, o->a);
        w(p, "next");
    } else if (o->kind == N_WORD && (o->token == EACH || o->token == THAT || o->token == THIS
                                     || o->token == ANY || o->token == YOUR))
        pr_node(p, o);      /* "each of your" */
    else if (o->kind == N_WORD && strcmp(o->text, "additional") == 0)
        w(p, "an additional");      /* "there is an additional combat phase" */
    else if (o->kind == N_WORD)
        pr_node(p, o);
    else
        pr_owner(p, o);
}

void pr_step(printer *p, const node *n)
{
    const node *o = n->a;
    if (o && (n->form & FORM_TURN)) {
        if (n->b)
            pr_step_owner(p, n->b);     /* "the first combat phase on your turn" */
        else
            w(p, "the");    /* "the untap step of that turn" */
        pr_step_name(p, n);
        w(p, n->form & FORM_OF ? "of" : "on");
        pr_step_owner(p, o);
        w(p, "turn");
        return;
    }
    if (o && (n->form & FORM_OF)) {
        w(p, "the");        /* "the upkeep of enchanted creature's controller" */
        pr_step_name(p, n);
        w(p, "of");
        pr_node(p, o);
        return;
    }
    if (o && strcmp(n->text, "combat") == 0
        && !(o->kind == N_WORD && (o->token == EACH || o->token == THAT || o->token == THIS || o->token == NEXT))) {
        w(p, "combat on");
        pr_owner(p, o);
        w(p, "turn");
        return;
    }
    if (!o) {
        if (strcmp(n->text, "combat") != 0 && strcmp(n->text, "end of combat") != 0)
            w(p, "the");
    } else {
        pr_step_owner(p, o);
    }
    pr_step_name(p, n);
}

void pr_mana(printer *p, const node *n)
{
    const char *v = n->text;
    if (!v) {
        leaf(p, n);
        return;
    }
    if (strcmp(v, "one of") == 0) {
        pr_node(p, n->a);
        if (n->c) {
            w(p, ",");
            pr_node(p, n->b);
            w(p, ", or");
            pr_node(p, n->c);
        } else {
            w(p, n->b->join ? n->b->join : "or");
            pr_node(p, n->b);
        }
        return;
    }
    if (strcmp(v, "times") == 0) {
        pr_node(p, n->a);
        pr_node(p, n->b);
        return;
    }
    if (strcmp(v, "additional") == 0) {
        w(p, "an additional");
        pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "an amount of") == 0) {
        w(p, v);
        pr_node(p, n->a);
        return;
    }
    pr_node(p, n->a);
    w(p, "mana");
    if (strcmp(v, "any color") == 0 || strcmp(v, "any one color") == 0) {
        w(p, strcmp(v, "any color") == 0 ? "of any color" : "of any one color");
        if (n->b) {         /* "they choose" */
            pr_node(p, n->b);
            w(p, "choose");
        }
    }
    else if (strcmp(v, "different colors") == 0)
        w(p, "of different colors");
    else if (strcmp(v, "any color of") == 0) {
        w(p, "of any of");          /* "of any of the exiled card's colors" */
        pr_node(p, n->b);
    }
    else if (strcmp(v, "any color in") == 0) {
        w(p, "of any color in");    /* "in your commander's color identity" */
        pr_node(p, n->b);
    }
    else if (strcmp(v, "any combination") == 0)
        w(p, "in any combination of colors");
    else if (strcmp(v, "chosen color") == 0)
        w(p, "of the chosen color");
    else if (strcmp(v, "that color") == 0)
        w(p, "of that color");
    else if (strcmp(v, "combination") == 0) {
        w(p, "in any combination of");
        pr_node(p, n->b);
    } else if (starts(v, "any color that") || starts(v, "any type that")) {
        w(p, starts(v, "any color") ? "of any color that" : "of any type that");
        pr_node(p, n->b);
        w(p, strstr(v, "could") ? "could produce" : "produced");
    } else if (strcmp(v, "any type") == 0) {
        w(p, "of any type");
    } else {
        w(p, v);
    }
}

/* A clause about damage named before it: "damage that would be dealt". */
static void pr_gap(printer *p, const node *n)
{
    bool gap = p->damage_gap;
    p->damage_gap = true;
    pr_node(p, n);
    p->damage_gap = gap;
}

void pr_amount(printer *p, const node *n)
{
    const char *v = n->text;
    if (!n->a) {
        if (strcmp(v, "life lost this way") == 0)
            w(p, "the life lost this way");
        else if (strcmp(v, "next damage") == 0)
            w(p, "the next damage");
        else if (strcmp(v, "three times that much") == 0)
            w(p, "triple that");    /* "deals triple that damage": the only words it stands for */
        else if (strcmp(v, "most life") == 0)
            w(p, "the most life");  /* "the player with the most life" */
        else if (strcmp(v, "most votes") == 0)
            w(p, "the most votes");     /* "each permanent with the most votes" */
        else {
            if (starts(v, "damage ") || strcmp(v, "greatest") == 0 || strcmp(v, "least") == 0)
                w(p, "the");    /* "the damage prevented this way", "the greatest power" */
            pr_said(p, n, v);
        }
        pr_gap(p, n->b);    /* "all damage that would be dealt" */
        return;
    }
    if (strcmp(v, "of") == 0) {
        pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "life more than") == 0) {
        pr_node(p, n->a);   /* "at least 15 life more than your starting life total" */
        w(p, v);
        pr_node(p, n->b);
        return;
    }
    if (strcmp(v, "number of") == 0 || starts(v, "number of different ")
        || strcmp(v, "greatest number of") == 0 || starts(v, "total ") || strcmp(v, "amount of") == 0
        || strcmp(v, "mana value of") == 0 || strcmp(v, "power of") == 0 || strcmp(v, "toughness of") == 0) {
        w(p, "the");
        pr_said(p, n, v);
        pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "greatest among") == 0 || strcmp(v, "greatest of") == 0) {
        w(p, "the");
        pr_said(p, n, "greatest");
        pr_node(p, n->b);
        w(p, v + strlen("greatest "));      /* "among", "of" */
        pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "next damage") == 0 || strcmp(v, "next combat damage") == 0) {
        w(p, "the next");
        pr_node(p, n->a);
        w(p, v + strlen("next "));     /* "damage", "combat damage" */
        pr_gap(p, n->b);    /* "that would be dealt to ..." */
        return;
    }
    if (strcmp(v, "rounded up") == 0 || strcmp(v, "rounded down") == 0) {
        pr_node(p, n->a);
        w(p, ",");
        w(p, v);
        return;
    }
    if (strcmp(v, "devotion") == 0) {
        w(p, "your devotion to");
        if (n->a->kind == N_LIST)
            pr_series(p, n->a, "and");
        else
            pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "life") == 0 && n->a && n->a->kind == N_COMPARE) {
        const node *c = n->a;
        if (is(c, "more than") || is(c, "less than")) {
            w(p, is(c, "more than") ? "more life than" : "less life than");
            pr_node(p, c->a);
            if (c->c)
                leaf(p, c->c);  /* "than they do" */
            return;
        }
        if (!pr_bound(p, c)) {
            if (c->form & FORM_EXACTLY)
                w(p, "exactly");    /* "exactly 13 life" */
            pr_node(p, c->a);
            if (is(c, "<="))
                w(p, "or less");
            else if (is(c, ">="))
                w(p, "or more");
        }
        w(p, "life");
        return;
    }
    if (strcmp(v, "life") == 0 && n->b && n->b->kind == N_QUALIFIER) {
        /* "for each 1 life your opponents have lost this turn" */
        const node *q = n->b;
        pr_node(p, n->a);
        w(p, "life");
        if (q->a && (q->form & FORM_CONTRACTED))
            pr_by(p, q->a, is(q, "gained by") ? "gain" : "lose", FORM_CONTRACTED);     /* "you've lost" */
        else {
            if (q->a && (q->form & FORM_HAVE))
                pr_by(p, q->a, "have", 0);      /* "your opponents have lost" */
            else if (q->a)
                pr_node(p, q->a);
            w(p, is(q, "gained by") ? "gained" : is(q, "lost by") ? "lost" : q->text);
        }
        pr_node(p, q->b);
        return;
    }
    if (strcmp(v, "amount of mana symbol spent to") == 0 && n->b) {
        w(p, "the amount of");          /* "the amount of {S} spent to cast this spell" */
        pr_node(p, n->a);
        w(p, "spent to");
        bool modal = p->modal;
        const node *said = p->said;
        p->modal = true;
        p->said = NULL;
        pr_node(p, n->b);
        p->modal = modal;
        p->said = said;
        return;
    }
    if (strcmp(v, "life lost") == 0 && (n->form & FORM_TOTAL)) {
        w(p, "the total life lost by");     /* "the total life lost by your opponents this turn" */
        pr_node(p, n->a);
        pr_node(p, n->b);
        return;
    }
    if (strcmp(v, "life gained") == 0 || strcmp(v, "life lost") == 0) {
        w(p, n->form & FORM_AMOUNT ? "the amount of life" : "the life");
        pr_by(p, n->a, strcmp(v, "life gained") == 0 ? "gain" : "lose",
              n->form & (FORM_PAST | FORM_CONTRACTED));     /* "the life you've lost" */
        pr_node(p, n->b);
        return;
    }
    if (strcmp(v, "times") == 0) {
        pr_node(p, n->a);
        w(p, "times");
        return;
    }
    if (strcmp(v, "of that damage") == 0) {
        pr_node(p, n->a);
        w(p, v);
        return;
    }
    if (starts(v, "all but ... ")) {
        w(p, "all but");    /* "prevent all but 1 of that damage", "lose all but 1 life" */
        pr_node(p, n->a);
        w(p, v + strlen("all but ... "));
        return;
    }
    if (strcmp(v, "not chosen before") == 0) {
        pr_node(p, n->a);   /* "choose one that hasn't been chosen this turn —" */
        w(p, "that hasn't been chosen");
        pr_node(p, n->b);
        return;
    }
    if (strcmp(v, "damage dealt") == 0) {
        w(p, n->form & FORM_ALREADY ? "the damage already dealt" : "the damage dealt");
        pr_joined(p, n->a, NULL);
        return;
    }
    if (strcmp(v, "coins") == 0) {
        pr_node(p, n->a);   /* "flip three coins" */
        w(p, "coins");
        return;
    }
    if (strcmp(v, "mana values among") == 0) {
        pr_node(p, n->a);   /* "five or more mana values among cards in your graveyard" */
        w(p, "mana values");
        pr_node(p, n->b);
        return;
    }
    if (strcmp(v, "number of times") == 0) {
        w(p, "the number of times");
        pr_cond(p, n->a);
        return;
    }
    w(p, v);
    pr_node(p, n->a);
    pr_node(p, n->b);
}

void pr_compare(printer *p, const node *n)
{
    const char *v = n->text;
    if (strcmp(v, "=") == 0) {
        if (n->form & FORM_EQUAL_TO)
            w(p, "equal to");
        pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "<=") == 0 || strcmp(v, ">=") == 0) {
        /* "power 4 or greater", "seven or more cards" */
        if (pr_bound(p, n))
            return;
        pr_node(p, n->a);
        w(p, strcmp(v, "<=") == 0 ? "or less" : p->stat ? "or greater" : "or more");
        return;
    }
    if (strcmp(v, "<") == 0 || strcmp(v, ">") == 0) {
        w(p, strcmp(v, ">") == 0 ? "greater than" : n->form & FORM_FEWER ? "fewer than" : "less than");
        pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "greater by") == 0) {
        pr_node(p, n->a);   /* "as though its power were 2 greater" */
        w(p, "greater");
        return;
    }
    if (strcmp(v, "even") == 0 || strcmp(v, "odd") == 0) {
        if (n->a && !(n->form & FORM_S))
            w(p, "an");     /* "with an odd mana value" */
        w(p, v);
        if (n->a)
            leaf(p, n->a);  /* "mana value", "mana values" as written */
        return;
    }
    bool stat = p->stat;
    p->stat = true;         /* "power", "mana value": a characteristic */
    pr_said(p, n, v);
    if (n->form & FORM_EACH)
        w(p, "each");       /* "power and toughness each equal to" */
    if (starts(v, "lesser ") && n->a)
        w(p, "than");       /* "with lesser mana value than the creature that died" */
    pr_node(p, n->a);
    p->stat = stat;
}

/* One restriction of "activate only ...": a step is "during" it, a card
 * type "as" one, a clause "if" it. */
