/* print.c — card text rendered back from the AST (cardc --print).
 *
 * Each node kind prints from its value and children: "until end of turn"
 * from a duration's value, "target" and "up to two" from a target's count,
 * the verb's ending from its subject's number.  Only leaves print their
 * token text: a word the scanner made, a number, a name, a run of mana or
 * energy symbols, a loyalty cost.  Where the AST keeps no order between two
 * parts (a condition before or after its clause, a modifier before or
 * after the object), they print in the order of their source positions.
 * A word the AST does not keep is not printed, so the rendering differs
 * from the source there: that is what the round-trip check reports. */
#include "print.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "parser.h"
#include "syntax.h"

typedef struct pbuf {
    char *s;
    size_t n, cap;
} pbuf;

typedef struct printer {
    const source_file *src;
    pbuf b;
    bool glue;                  /* no space before the next word */
    const node *said;           /* a subject already printed for the clause */
    bool singular;              /* the verb agrees with a singular subject */
    bool modal;                 /* after "may", "can't", ...: the verb's base form */
    bool condition;             /* in a condition: a clause without subject is "you" */
    bool cap;                   /* the next word starts with a capital ("{T}, Sacrifice ~") */
    bool negated;               /* after "isn't": a past participle needs no "is" */
    bool damage_gap;            /* in "damage that would be dealt": "damage" is not repeated */
    bool stat;                  /* comparing a characteristic: "or greater", not "or more" */
    bool gerund;                /* the next verb ends in -ing ("instead of putting") */
    unsigned form;              /* FORM_* of the next verb (past: "died"; contracted: "it's") */
    bool participle;            /* the next verb is a participle, after "have" ("you've drawn") */
    size_t article;             /* where an "a" the printer chose ends, to make it "an" */
} printer;

static void pr(printer *p, const node *n);

static void pb_add(pbuf *b, const char *s, size_t len)
{
    if (b->n + len + 1 > b->cap) {
        b->cap = (b->n + len + 1) * 2;
        b->s = realloc(b->s, b->cap);
        if (!b->s) {
            fputs("cardc: fatal error: out of memory\n", stderr);
            exit(2);
        }
    }
    memcpy(b->s + b->n, s, len);
    b->n += len;
    b->s[b->n] = '\0';
}

/* A word or phrase, with a space before it unless it is punctuation. */
static void wn(printer *p, const char *s, size_t len)
{
    if (!len)
        return;
    bool punct = strchr(",.:;", s[0]) != NULL;
    if (p->article && p->article == p->b.n && strchr("aeiouAEIOU", s[0]))
        pb_add(&p->b, "n", 1);      /* "an artifact card name" */
    p->article = 0;
    if (p->b.n && !p->glue && !punct && p->b.s[p->b.n - 1] != ' ')
        pb_add(&p->b, " ", 1);
    p->glue = false;
    size_t at = p->b.n;
    pb_add(&p->b, s, len);
    if (p->cap)
        p->b.s[at] = (char)toupper((unsigned char)p->b.s[at]);
    p->cap = false;
}

static void w(printer *p, const char *s)
{
    if (s)
        wn(p, s, strlen(s));
}

/* A leaf: its token text. */
static void leaf(printer *p, const node *n)
{
    wn(p, p->src->text + n->range.begin, n->range.end - n->range.begin);
}

static bool is(const node *n, const char *value)
{
    return n && n->text && strcmp(n->text, value) == 0;
}

static bool starts(const char *s, const char *prefix)
{
    return s && strncmp(s, prefix, strlen(prefix)) == 0;
}

/* ---- Lists ----------------------------------------------------------------- */

static int list_len(const node *l)
{
    int k = 0;
    for (const node *i = l ? l->a : NULL; i; i = i->next)
        k++;
    return k;
}

/* "A and B", "A, B, and C" (HOW NULL: "A, B, C"). */
static void pr_series(printer *p, const node *l, const char *how)
{
    int k = list_len(l), i = 0;
    for (const node *it = l->a; it; it = it->next, i++) {
        if (i > 0 && it->join) {
            w(p, it->join);     /* the words the grammar kept: ", and", "and/or" */
        } else if (i > 0) {
            if (!how)
                w(p, ",");
            else if (k > 2)
                w(p, ",");
            if (how && i == k - 1)
                w(p, how);
        }
        pr(p, it);
    }
}

/* Items one after another ("Flying, vigilance" uses SEP ","). */
static void pr_joined(printer *p, const node *l, const char *sep)
{
    for (const node *it = l ? l->a : NULL; it; it = it->next) {
        if (it != l->a && sep)
            w(p, sep);
        pr(p, it);
    }
}

/* ---- Number and verbs --------------------------------------------------------- */

static bool word_plural(const printer *p, const node *n)
{
    if (!n || n->kind != N_WORD || n->range.end <= n->range.begin)
        return false;
    const char *t = p->src->text;
    char last = (char)tolower((unsigned char)t[n->range.end - 1]);
    return last == 's' && n->range.end - n->range.begin > 2
           && tolower((unsigned char)t[n->range.end - 2]) != 's';
}

/* The last word of a filter's first alternative: the head noun. */
static const node *filter_head(const node *f)
{
    if (!f || f->kind != N_FILTER || !f->a || !f->a->last)
        return NULL;
    const node *traits = f->a->last;
    return traits->a ? traits->a->last : NULL;
}

/* "all damage", "the next 2 damage": what "is dealt" without the word again. */
static bool damage_np(const node *n)
{
    if (n && n->kind == N_AMOUNT)
        return n->text && strstr(n->text, "damage");
    const node *h = n && n->kind == N_OBJECT ? filter_head(n->a) : NULL;
    return h && h->kind == N_WORD && h->token == DAMAGE;
}

static bool np_singular(const printer *p, const node *n)
{
    if (!n)
        return true;
    switch (n->kind) {
    case N_TARGET:
        return n->hi == 1;
    case N_PLAYER:
        return !is(n, "you") && !is(n, "your opponents");
    case N_PRONOUN:
        if (is(n, "they") || is(n, "them") || is(n, "those"))
            return false;
        if (n->a)
            return !word_plural(p, filter_head(n->a));
        return true;
    case N_LIST:
        return is(n, "or") ? np_singular(p, n->last) : false;
    case N_MODIFIER:
        return is(n, "both") ? false : np_singular(p, n->a);
    case N_POSSESSIVE:     /* "its power and toughness are" */
        return !word_plural(p, n->b) && !(n->b && n->b->kind == N_WORD && is(n->b, "power and toughness"));
    case N_OBJECT:
        if (damage_np(n))
            return true;    /* "all damage ... is dealt" */
        if (n->c)
            return n->c->kind == N_AMOUNT && n->c->text && syn_number(n->c->text) == 1;
        if (!n->text)
            return !word_plural(p, filter_head(n->a));
        if (is(n, "no"))
            return !word_plural(p, filter_head(n->a));     /* "no counters" */
        return !(is(n, "all") || is(n, "all other") || is(n, "those") || is(n, "both")
                 || is(n, "each other") || is(n, "other"));
    default:
        return true;
    }
}

/* The past tense of the verb of K bytes at V ("die" -> "died"). */
static void verb_past(printer *p, const char *v, size_t k)
{
    static const struct { const char *base, *past; } irregular[] = {
        { "have", "had" }, { "do", "did" }, { "don't", "didn't" }, { "lose", "lost" },
        { "leave", "left" }, { "deal", "dealt" }, { "pay", "paid" }, { "spend", "spent" },
        { "win", "won" }, { "get", "got" }, { "draw", "drew" }, { "choose", "chose" },
        { "become", "became" }, { "come", "came" }, { "begin", "began" }, { "make", "made" },
        { "take", "took" }, { "give", "gave" }, { "find", "found" }, { "cast", "cast" },
        { "put", "put" }, { "control", "controlled" },
    };
    for (size_t i = 0; i < sizeof irregular / sizeof *irregular; i++) {
        if (strlen(irregular[i].base) == k && strncmp(v, irregular[i].base, k) == 0) {
            w(p, irregular[i].past);
            return;
        }
        if (strlen(irregular[i].past) == k && strncmp(v, irregular[i].past, k) == 0) {
            wn(p, v, k);        /* a participle already: "dealt damage" */
            return;
        }
    }
    if (k > 2 && strncmp(v + k - 2, "ed", 2) == 0) {
        wn(p, v, k);
    } else if (k >= 2 && v[k - 1] == 'y' && !strchr("aeiou", v[k - 2])) {
        wn(p, v, k - 1);
        pb_add(&p->b, "ied", 3);
    } else {
        wn(p, v, k);
        pb_add(&p->b, v[k - 1] == 'e' ? "d" : "ed", v[k - 1] == 'e' ? 1 : 2);
    }
}

/* The past participle of the verb of K bytes at V ("draw" -> "drawn"). */
static void verb_participle(printer *p, const char *v, size_t k)
{
    static const struct { const char *base, *participle; } irregular[] = {
        { "draw", "drawn" }, { "be", "been" }, { "take", "taken" }, { "give", "given" },
        { "choose", "chosen" }, { "become", "become" }, { "begin", "begun" }, { "come", "come" },
    };
    for (size_t i = 0; i < sizeof irregular / sizeof *irregular; i++)
        if (strlen(irregular[i].base) == k && strncmp(v, irregular[i].base, k) == 0) {
            w(p, irregular[i].participle);
            return;
        }
    verb_past(p, v, k);     /* "cast", "completed", "lost" */
}

/* The third person singular of the verb at the start of V ("deal damage"
 * -> "deals damage"), or its past when it is written so. */
static void verb(printer *p, const char *v)
{
    size_t k = strcspn(v, " ");
    bool past = p->form & FORM_PAST;
    p->form = 0;
    if (p->participle) {
        verb_participle(p, v, k);
        p->participle = false;
    } else if (past && !p->gerund && !p->modal) {
        verb_past(p, v, k);
    } else if (p->gerund) {
        /* "putting", "sacrificing", "paying" */
        static const char *const doubled[] = { "put", "get", "cut", "hit", "win", "run", "set",
                                               "begin", "stop", "drop", "plan" };
        bool dbl = false;
        for (size_t i = 0; i < sizeof doubled / sizeof *doubled; i++)
            dbl |= strlen(doubled[i]) == k && strncmp(v, doubled[i], k) == 0;
        bool drop_e = k > 2 && v[k - 1] == 'e' && v[k - 2] != 'e';
        wn(p, v, drop_e ? k - 1 : k);
        if (dbl)
            pb_add(&p->b, v + k - 1, 1);
        pb_add(&p->b, "ing", 3);
        p->gerund = false;
    } else if (p->singular && !p->modal && strncmp(v, "don't", 5) == 0) {
        w(p, "doesn't");
    } else if (!p->singular || p->modal || strncmp(v, "can", 3) == 0) {
        wn(p, v, k);
    } else if (k == 4 && strncmp(v, "have", 4) == 0) {
        w(p, "has");
    } else if (k == 2 && strncmp(v, "is", 2) == 0) {
        w(p, "is");
    } else if (k == 2 && strncmp(v, "do", 2) == 0) {
        w(p, "does");
    } else if (k >= 3 && (strchr("sxz", v[k - 1]) || strncmp(v + k - 2, "ch", 2) == 0
                          || strncmp(v + k - 2, "sh", 2) == 0)) {
        wn(p, v, k);
        pb_add(&p->b, "es", 2);
    } else if (k >= 2 && v[k - 1] == 'y' && !strchr("aeiou", v[k - 2])) {
        wn(p, v, k - 1);
        pb_add(&p->b, "ies", 3);
    } else {
        wn(p, v, k);
        pb_add(&p->b, "s", 1);
    }
    if (v[k] && strncmp(v + k + 1, "or ", 3) == 0) {
        w(p, "or");         /* "enters or leaves the battlefield" */
        verb(p, v + k + 4);
    } else if (v[k]) {
        w(p, v + k + 1);
    }
}

/* "is" / "are" for the clause's subject. */
static void be(printer *p)
{
    unsigned form = p->form;
    p->form = 0;
    if (p->participle) {
        w(p, "been");           /* "you've been attacked" */
        p->participle = false;
    } else if (form & FORM_BECOME) {
        p->form = form & FORM_PAST;
        verb(p, "become");      /* "becomes blocked", "became tapped" */
    } else if (p->modal)
        w(p, "be");
    else if (form & FORM_PAST)
        w(p, p->singular && !(form & FORM_WERE) ? "was" : "were");
    else if (form & FORM_CONTRACTED) {
        p->glue = true;         /* "it's", "they're" */
        w(p, p->singular ? "'s" : "'re");
    } else
        w(p, p->singular ? "is" : "are");
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

/* A count used as a determiner: "two", "up to two", "two or more". */
static void pr_count(printer *p, const node *c)
{
    if (c->kind == N_AMOUNT && (is(c, "any number") || is(c, "a number"))) {
        w(p, c->text);
        w(p, "of");         /* "any number of cards" */
        return;
    }
    if (c->kind == N_COMPARE) {
        const char *pre = compare_word(c->text);
        if (pre) {
            w(p, pre);
            pr(p, c->a);
        } else if (is(c, ">=")) {
            pr(p, c->a);
            w(p, "or more");
        } else if (is(c, "more than") || is(c, "fewer than")) {
            w(p, is(c, "more than") ? "more" : "fewer");
        } else {
            pr(p, c->a);
        }
        return;
    }
    pr(p, c);
}

static void pr_object(printer *p, const node *n, bool in_target)
{
    const char *det = n->text;
    if (n->c && n->c->kind != N_WORD) {
        if (det && (strcmp(det, "the next") == 0 || strcmp(det, "the first") == 0
                    || strcmp(det, "the") == 0 || strcmp(det, "top") == 0
                    || strcmp(det, "bottom") == 0))
            w(p, strcmp(det, "top") == 0 ? "the top" : strcmp(det, "bottom") == 0 ? "the bottom" : det);
        pr_count(p, n->c);
        if (det && (strcmp(det, "other") == 0 || strcmp(det, "additional") == 0
                    || strcmp(det, "different") == 0 || strcmp(det, "more") == 0))
            w(p, det);
    } else if (det && !in_target) {
        if (strcmp(det, "top") == 0 || strcmp(det, "bottom") == 0)
            w(p, strcmp(det, "top") == 0 ? "the top" : "the bottom");
        else if (strcmp(det, "chosen") == 0)
            w(p, "the chosen");
        else if (strcmp(det, "name") != 0 && strcmp(det, "of") != 0
                 && strncmp(det, "the target", 10) != 0 && strcmp(det, "the rest of") != 0
                 && strcmp(det, "all but") != 0)
            w(p, det);
        else if (strcmp(det, "all but") == 0)
            w(p, det);
    }
    if (n->c && n->c->kind == N_COMPARE && (is(n->c, "more than") || is(n->c, "fewer than"))) {
        /* "more lands than you" */
        pr(p, n->a);
        pr_joined(p, n->b, NULL);
        w(p, "than");
        pr(p, n->c->a);
        return;
    }
    if (det && (strcmp(det, "the target of") == 0 || strcmp(det, "the targets of") == 0
                || strcmp(det, "the rest of") == 0)) {
        w(p, det);
        pr(p, n->b->a->a);
        return;
    }
    if (det && strcmp(det, "of") == 0 && !n->a) {
        /* "one of them", "up to two of them" ("any number of" has its "of") */
        if (!(n->c && n->c->kind == N_AMOUNT && (is(n->c, "any number") || is(n->c, "a number"))))
            w(p, "of");
        pr(p, n->b->a->a);
        return;
    }
    if (det && strcmp(det, "name") == 0) {
        w(p, "a");          /* "a nonland card name" */
        p->article = p->b.n;
    }
    pr(p, n->a);
    if (det && strcmp(det, "name") == 0)
        w(p, "name");
    if (n->b) {
        bool sing = p->singular, modal = p->modal, gap = p->damage_gap;
        const node *said = p->said;
        p->said = NULL;
        p->singular = np_singular(p, n);
        p->modal = false;
        p->damage_gap = damage_np(n);
        pr_joined(p, n->b, NULL);
        p->damage_gap = gap;
        p->said = said;
        p->singular = sing;
        p->modal = modal;
    }
}

static void pr_target(printer *p, const node *n)
{
    const node *obj = n->a;
    if (obj && obj->a && is(obj->a, "any target")) {
        if (n->hi == 1 && n->lo == 1)
            w(p, "any target");
        else {
            if (n->lo == 0 && n->hi < 0)
                w(p, "any number of");
            else if (n->lo == 0)
                w(p, "up to");
            if (n->b)
                pr(p, n->b);
            w(p, "targets");
        }
        return;
    }
    if (obj && obj->text && strcmp(obj->text, "another target") == 0)
        w(p, "another");
    else if (n->lo > 0 && n->hi == -1 && n->b) {
        pr(p, n->b);
        w(p, "or more");    /* "one or more target creatures" */
    } else if (n->lo == 0 && n->hi == -1)
        w(p, "any number of");
    else if (n->lo == 0) {
        w(p, "up to");
        if (n->b)
            pr(p, n->b);
    } else if (n->b && n->lo != n->hi && n->lo > 0) {
        static const char *const words[] = { "zero", "one", "two", "three", "four", "five" };
        char num[16];
        snprintf(num, sizeof num, "%d", n->lo);
        /* "one or two target": the low count is kept as a number */
        w(p, n->lo < (int)(sizeof words / sizeof *words) ? words[n->lo] : num);
        w(p, "or");
        pr(p, n->b);
    } else if (n->b) {
        pr(p, n->b);
    }
    if (obj && obj->text && strcmp(obj->text, "other target") == 0)
        w(p, "other");      /* "up to two other target creatures" */
    w(p, "target");
    if (obj)
        pr_object(p, obj, true);
}

/* "your", "its", "each player's": the owner before a possessed thing. */
static void pr_owner(printer *p, const node *o)
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
        /* "under its owner's control", "under their owners' control" */
        bool many = word_plural(p, o);
        w(p, many ? "their" : "its");
        leaf(p, o);
        p->glue = true;
        w(p, many ? "'" : "'s");
        return;
    }
    if (o->kind == N_PRONOUN && (is(o, "its") || is(o, "their") || is(o, "his or her"))) {
        w(p, o->text);
        return;
    }
    pr(p, o);
    p->glue = true;
    bool s_end = p->b.n && p->b.s[p->b.n - 1] == 's';
    w(p, !np_singular(p, o) && s_end ? "'" : "'s");
}

/* ---- Qualifiers ---------------------------------------------------------------- */

/* "you control", "an opponent controls": a clause with the qualifier's
 * player as subject. */
static void pr_by(printer *p, const node *who, const char *v)
{
    bool sing = p->singular, modal = p->modal;
    pr(p, who);
    p->singular = np_singular(p, who);
    p->modal = false;
    verb(p, v);
    p->singular = sing;
    p->modal = modal;
}

static void pr_qualifier(printer *p, const node *n)
{
    const char *v = n->text;
    if (strcmp(v, "cast from") == 0 && p->b.n >= 5 && strcmp(p->b.s + p->b.n - 5, " cast") == 0) {
        w(p, "from");       /* "spells you cast from your graveyard": one "cast" */
        pr(p, n->a);
        return;
    }
    static const struct { const char *value, *verb; } by[] = {
        { "controlled by", "control" }, { "not controlled by", "don't control" },
        { "owned by", "own" }, { "cast by", "cast" }, { "activated by", "activate" },
        { "owned or controlled by", "own or control" },
        { "neither owned nor controlled by", "neither own nor control" },
        { "owned and controlled by", "both own and control" },
        { "cast this turn by", "cast this turn" },
    };
    for (size_t i = 0; i < sizeof by / sizeof *by; i++)
        if (strcmp(v, by[i].value) == 0 && n->a) {
            if (strcmp(v, "not controlled by") == 0 && np_singular(p, n->a) && !is(n->a, "you")) {
                pr(p, n->a);
                w(p, "doesn't control");
            } else {
                pr_by(p, n->a, by[i].verb);
            }
            return;
        }
    if (strcmp(v, "that") == 0 || strcmp(v, "who") == 0 || strcmp(v, "whose") == 0) {
        w(p, v);
        const node *said = p->said;
        bool cond = p->condition;
        p->said = NULL;
        p->condition = false;
        if (n->b) {
            /* "that an opponent controls" */
            bool sing = p->singular;
            pr(p, n->b);
            p->singular = np_singular(p, n->b);
            pr(p, n->a);
            p->singular = sing;
        } else {
            pr(p, n->a);
        }
        p->said = said;
        p->condition = cond;
        return;
    }
    if (strcmp(v, "with another") == 0 || (strcmp(v, "with") == 0 && n->b)) {
        w(p, "one");        /* "one basic land type with another" */
        pr(p, n->a);
        w(p, v);
        pr(p, n->b);
        return;
    }
    if (strcmp(v, "that targets") == 0) {
        w(p, "that");       /* "spells that target ~", "a spell that targets ~" */
        verb(p, "target");
        pr(p, n->a);
        return;
    }
    if (strcmp(v, "that is") == 0) {
        w(p, "that's");
        if (n->a && n->a->kind == N_ACTION && is(n->a, "is"))
            pr(p, n->a->b);
        else
            pr(p, n->a);
        return;
    }
    if (strcmp(v, "dealt damage") == 0) {
        w(p, v);
        if (n->a && n->a->kind != N_DURATION)
            w(p, "by");
        pr(p, n->a);
        pr(p, n->b);        /* "by ~ this turn" */
        return;
    }
    if (strcmp(v, "in the party of") == 0) {
        w(p, "in");
        pr_owner(p, n->a);
        w(p, "party");
        return;
    }
    if (strcmp(v, "exiled with") == 0 && n->b) {
        pr_by(p, n->b, "exile");
        w(p, "with");
        pr(p, n->a);
        return;
    }
    if (strcmp(v, "exiled this way by") == 0) {
        pr_by(p, n->a, "exile");
        w(p, "this way");
        return;
    }
    if (strcmp(v, "that can be targeted by") == 0) {
        pr(p, n->a);
        w(p, "can target");
        return;
    }
    if (strcmp(v, "put this way") == 0) {
        w(p, "put");
        pr(p, n->a);
        w(p, "this way");
        return;
    }
    if (strcmp(v, "exiled this way") == 0 && n->a) {
        w(p, "exiled");
        pr(p, n->a);
        w(p, "this way");
        return;
    }
    w(p, v);
    size_t k = strlen(v);
    bool modal = p->modal;
    p->modal = k > 3 && strcmp(v + k - 3, " to") == 0;     /* "spent to cast" */
    pr(p, n->a);
    p->modal = modal;
    pr(p, n->b);
}

/* ---- Clauses ---------------------------------------------------------------------- */

/* The subject of a clause: the first action's, under any wrappers. */
static const node *clause_subject(const node *n)
{
    while (n) {
        switch (n->kind) {
        case N_ACTION:
            return n->a;
        case N_SEQUENCE:
            n = n->a ? n->a->a : NULL;
            break;
        case N_NEGATED: case N_OPTIONAL: case N_MODIFIER:
            n = n->a;
            break;
        default:
            return NULL;
        }
    }
    return NULL;
}

/* Print the subject of clause N once, and agree the verbs with it. */
static bool say_subject(printer *p, const node *n)
{
    const node *s = clause_subject(n);
    if (!s || s == p->said)
        return false;
    pr(p, s);
    p->said = s;
    p->singular = np_singular(p, s);
    p->modal = false;
    return true;
}

/* The modifiers written from byte FROM up to TO. */
static void pr_mods(printer *p, const node *mods, uint32_t from, uint32_t to)
{
    for (const node *m = mods ? mods->a : NULL; m; m = m->next)
        if (m->range.begin >= from && m->range.begin < to)
            pr(p, m);
}

static bool ends_ed(const char *v)
{
    size_t k = strlen(v);
    return k > 2 && strcmp(v + k - 2, "ed") == 0;
}

/* Verbs that are a past participle: "is dealt damage", "was blocked". */
static bool past_form(const char *v)
{
    if (!strchr(v, ' ') && strlen(v) > 4 && ends_ed(v))
        return true;        /* "increased", "exerted" */
    static const char *const past[] = {
        "put", "put there", "dealt damage", "dealt combat damage", "blocked", "exiled",
        "turned face up", "cast", "activated", "tapped", "untapped", "controlled",
        "chosen", "kicked", "attacked", "entered the battlefield", "died", "paid", "spent",
        "removed", "lost", "returned", "copied", "attached", "declared", "goaded", "created",
        "dealt damage to and by", "revealed", "sacrificed", "destroyed", "discarded",
        "countered", "regenerated", "transformed", "milled", "turned face down",
        "monstrous", "renowned", "suspected", "foretold", "plotted", "reduced", "paired",
        "modified", "suspended", "poisoned", "prevented", "detained",
    };
    for (size_t i = 0; i < sizeof past / sizeof *past; i++)
        if (strcmp(v, past[i]) == 0)
            return true;
    return false;
}


/* The object, after the modifiers written before it (from FROM on). */
static void pr_object_of(printer *p, const node *o, const node *mods, uint32_t from)
{
    if (o)
        pr_mods(p, mods, from, o->range.begin);
    pr(p, o);
}

static void pr_action(printer *p, const node *n)
{
    const char *v = n->text;
    bool own_subject = n->a && n->a != p->said;
    bool sing = p->singular, modal = p->modal;
    const node *said = p->said;
    /* Modifiers print where they are written: before the subject ("instead
     * they exile"), before the object ("return to their hand all cards"),
     * or after it. */
    uint32_t from = own_subject ? n->a->range.begin : 0;
    if (own_subject) {
        pr_mods(p, n->c, 0, from);
        if (strcmp(v, "exists") != 0)
            say_subject(p, n);
        if (n->form & FORM_SUBJECT_EACH)
            w(p, "each");
    } else if (!n->a && p->condition && !p->said && !p->modal && strcmp(v, "exists") != 0) {
        w(p, "you");
        p->singular = false;
    }
    if (!n->a && n->c && n->c->a->kind == N_MODIFIER && is(n->c->a, "instead") && !n->c->a->a
        && (!n->b || n->c->a->range.begin < n->b->range.begin)) {
        w(p, "instead");    /* "If ..., instead draw two cards." */
        from = n->c->a->range.end;
    }
    p->form = n->form;          /* the verb, said next, is written so */
    const node *o = n->b, *mods = n->c;
    bool search_in = strcmp(v, "search") == 0 && mods && mods->a->kind == N_PREP && is(mods->a, "in");
    const node *early = search_in ? NULL : mods;
    if (strcmp(v, "exists") == 0) {
        w(p, "there");
        p->singular = np_singular(p, o);
        be(p);
        pr_object_of(p, o, early, from);
    } else if (strcmp(v, "is") == 0) {
        unsigned words = n->form;
        be(p);
        if (words & FORM_STILL)
            w(p, "still");
        if (words & FORM_EACH)
            w(p, "each");
        if (words & FORM_IN)
            w(p, "in");
        if (words & FORM_ON)
            w(p, "on");
        if (words & FORM_EQUAL_TO)
            w(p, "equal to");
        if (words & FORM_THE)
            w(p, "the");
        bool stat = p->stat;
        /* "its power is 4 or greater" */
        p->stat = n->a && n->a->kind == N_POSSESSIVE && n->a->b && n->a->b->kind == N_WORD
                  && (n->a->b->token == POWER || n->a->b->token == TOUGHNESS
                      || n->a->b->token == VALUE);
        pr_object_of(p, o, early, from);
        p->stat = stat;
    } else if (past_form(v) && (!o || ends_ed(v)) && ((n->a && (n->a->kind != N_PLAYER || starts(v, "dealt")))
                                      || (p->damage_gap && starts(v, "dealt"))
                                      || (p->modal && !n->a && !o && ends_ed(v)))) {  /* "must be blocked" */
        if (!p->negated)
            be(p);
        w(p, (p->damage_gap || damage_np(n->a)) && starts(v, "dealt") ? "dealt" : v);
        pr_object_of(p, o, early, from);
    } else if (strcmp(v, "deal damage") == 0 || strcmp(v, "deal combat damage") == 0) {
        verb(p, "deal");
        if (p->damage_gap && !o) {
            /* "damage that creatures would deal" */
        } else if (o && o->kind == N_LIST && is(o, "plus")) {
            pr(p, o->a);    /* "X damage plus 1" */
            w(p, "damage plus");
            pr(p, o->last);
        } else if (o && o->kind == N_AMOUNT && o->text && strstr(o->text, "damage")) {
            pr_object_of(p, o, early, from);
        } else {
            if (o)
                pr_object_of(p, o, early, from);
            w(p, strcmp(v, "deal damage") == 0 ? "damage" : "combat damage");
        }
    } else if (strcmp(v, "gain life") == 0 || strcmp(v, "lose life") == 0
               || strcmp(v, "pay life") == 0) {
        verb(p, v);
        p->b.n -= 5;            /* " life" after the amount */
        p->b.s[p->b.n] = '\0';
        if (o && o->kind == N_LIST && is(o, "plus") && is(o->a, "that much")) {
            pr(p, o->a);    /* "that much life plus 1", but "X plus 1 life" */
            w(p, "life plus");
            pr(p, o->last);
        } else {
            pr_object_of(p, o, early, from);
            w(p, "life");
        }
    } else if (strcmp(v, "gain control") == 0 || strcmp(v, "lose control") == 0
               || strcmp(v, "exchange control") == 0) {
        verb(p, v);
        w(p, "of");
        pr_object_of(p, o, early, from);
    } else if (search_in) {
        verb(p, v);
        for (const node *m = mods->a; m; m = m->next)
            if (m->kind == N_PREP && is(m, "in"))
                pr(p, m->a);
        w(p, "for");
        pr_object_of(p, o, early, from);
        for (const node *m = mods->a; m; m = m->next)
            if (!(m->kind == N_PREP && is(m, "in")))
                pr(p, m);
        mods = NULL;
    } else if (strcmp(v, "turn face up") == 0 || strcmp(v, "turn face down") == 0) {
        verb(p, "turn");
        pr_object_of(p, o, early, from);
        w(p, v + 5);
    } else if (strcmp(v, "cost more") == 0 || strcmp(v, "cost less") == 0
               || strcmp(v, "pay more") == 0) {
        verb(p, v);
        p->b.n -= 5;
        p->b.s[p->b.n] = '\0';
        pr_object_of(p, o, early, from);
        w(p, v + 5);
    } else if (strcmp(v, "get energy") == 0 || strcmp(v, "pay energy") == 0) {
        verb(p, v);         /* "get {E}{E}": the symbols are the object */
        p->b.n -= 7;
        p->b.s[p->b.n] = '\0';
        pr_object_of(p, o, early, from);
    } else if (strcmp(v, "get additional") == 0) {
        verb(p, "get");
        w(p, "an additional");
        pr_object_of(p, o, early, from);
    } else if (strcmp(v, "have") == 0 && o && mods && mods->a->kind == N_ACTION && !mods->a->a) {
        verb(p, v);         /* "has ~ deal 4 damage to them": the base form after */
        pr_object_of(p, o, early, from);
        bool base = p->modal;
        p->modal = true;
        pr_mods(p, mods, o->range.begin, UINT32_MAX);
        p->modal = base;
        mods = NULL;
    } else if (strcmp(v, "investigate") == 0 && o) {
        verb(p, v);         /* "investigate X times" */
        pr(p, o);
        w(p, "times");
    } else if (strcmp(v, "repeat") == 0 && !o) {
        verb(p, v);
        w(p, "this process");
    } else if (strcmp(v, "venture") == 0) {
        verb(p, v);
        w(p, "into the dungeon");
    } else if (strcmp(v, "clash") == 0 && o) {
        verb(p, v);
        w(p, "with");
        pr_object_of(p, o, early, from);
    } else if (strcmp(v, "choose modes") == 0) {
        verb(p, "choose");
        pr_object_of(p, o, early, from);
    } else if (strcmp(v, "has dealt damage") == 0) {
        verb(p, "have");
        w(p, "dealt");
        pr_object_of(p, o, early, from);
        w(p, "damage");
    } else {
        verb(p, v);
        pr_object_of(p, o, early, from);
    }
    p->form = 0;
    pr_mods(p, mods, o && o->range.begin > from ? o->range.begin : from, UINT32_MAX);
    if (own_subject) {
        p->said = said;
        p->singular = sing;
        p->modal = modal;
    }
}

/* A wrapper word between the subject and the verb: "can't", "may". */
static void pr_wrapped(printer *p, const node *n, const char *word)
{
    const node *said = p->said;
    bool sing = p->singular, modal = p->modal;
    bool own = say_subject(p, n->a);
    if (!own && p->condition && !p->said && !clause_subject(n->a) && !p->modal) {
        w(p, "you");
        p->singular = false;
    }
    bool past = n->form & FORM_PAST;
    bool be_not = strcmp(word, "isn't") == 0 || strcmp(word, "not") == 0;
    if (strcmp(word, "isn't") == 0)
        word = past ? (p->singular && !(n->form & FORM_WERE) ? "wasn't" : "weren't")
                    : p->singular ? "isn't" : "aren't";
    if (strcmp(word, "don't") == 0)
        word = past ? "didn't" : p->singular ? "doesn't" : "don't";
    if (strcmp(word, "can't") == 0 && past)
        word = "couldn't";
    if (strcmp(word, "not") == 0) {
        p->form = n->form;
        be(p);                  /* "it's not your turn", "it is not" */
    }
    w(p, word);
    p->modal = !be_not;
    const node *inner = n->a;
    bool neg = p->negated;
    p->negated = be_not;
    if (inner && inner->kind == N_ACTION && strcmp(inner->text, "is") == 0 && p->negated)
        pr(p, inner->b);
    else
        pr(p, inner);
    p->negated = neg;
    p->said = said;
    p->singular = sing;
    p->modal = modal;
}

static void pr_sequence(printer *p, const node *n)
{
    const node *said = p->said;
    bool sing = p->singular, modal = p->modal;
    /* The first step's subject, said once when the steps after it have the
     * same one or none (a step without one keeps its verb's base form). */
    const node *s = clause_subject(n);
    bool shared = s != NULL;
    for (const node *i = n->a->a; i; i = i->next)
        if (clause_subject(i) && clause_subject(i) != s)
            shared = false;
    if (shared)
        say_subject(p, n);
    for (const node *i = n->a->a, *prev = NULL; i; prev = i, i = i->next) {
        bool base = p->modal;
        if (prev && shared && i->kind == N_ACTION && prev->kind == N_ACTION
            && is(i, "deal damage") && is(prev, "deal damage") && i->b) {
            /* "deals 2 damage to X and 2 damage to Y": the verb once */
            w(p, i->join);
            pr(p, i->b);
            w(p, "damage");
            pr_mods(p, i->c, 0, UINT32_MAX);
            continue;
        }
        if (i != n->a->a) {
            w(p, i->join);
            /* "and can't block", "and may draw": the verb's base form */
            p->modal = base || (i->join && (strstr(i->join, "can't") || strstr(i->join, "may")))
                       || (shared && !clause_subject(i) && !is(i, "exists"));
        }
        pr(p, i);
        p->modal = base;
    }
    p->said = said;
    p->singular = sing;
    p->modal = modal;
}

/* A clause that is a condition: a clause without a subject is "you". */
static void pr_cond(printer *p, const node *n)
{
    bool c = p->condition;
    const node *said = p->said;
    p->condition = true;
    p->said = NULL;
    if (n && n->kind == N_LIST && n->text)
        pr_series(p, n, n->text);
    else
        pr(p, n);
    p->condition = c;
    p->said = said;
}

static void pr_clause(printer *p, const node *n)
{
    bool c = p->condition;
    p->condition = false;
    pr(p, n);
    p->condition = c;
}

static void pr_effect(printer *p, const node *l);

static void pr_conditional(printer *p, const node *n)
{
    const char *v = n->text;
    const node *cond = n->a, *then = n->b;
    bool after = cond && then && cond->range.begin > then->range.begin;
    if (strcmp(v, "otherwise") == 0) {
        w(p, "otherwise,");
        pr_clause(p, then);
        return;
    }
    if (strcmp(v, "die result") == 0) {
        if (cond->kind == N_LIST) {
            pr(p, cond->a);
            p->glue = true;
            w(p, "\xE2\x80\x94");
            p->glue = true;
            pr(p, cond->last);
        } else {
            pr(p, cond);
        }
        w(p, "|");
        if (then->kind == N_LIST)
            pr_effect(p, then);     /* "1—9 | Draw a card. ..." */
        else
            pr_clause(p, then);
        return;
    }
    if (after) {
        pr_clause(p, then);
        w(p, strcmp(v, "delayed trigger") == 0 || strcmp(v, "for") == 0 ? NULL : v);
        pr_cond(p, cond);
        return;
    }
    if (strcmp(v, "for") == 0 || strcmp(v, "delayed trigger") == 0) {
        pr(p, cond);
    } else if (strcmp(v, "additional cost") == 0) {
        w(p, "as an additional cost to");
        pr_clause(p, cond);
    } else if (strcmp(v, "once each turn") == 0) {
        w(p, v);
    } else {
        w(p, v);
        if (strcmp(v, "for each") == 0 || strcmp(v, "starting with") == 0)
            pr(p, cond);
        else
            pr_cond(p, cond);
    }
    w(p, ",");
    pr_clause(p, then);
    if (n->c) {
        w(p, ", otherwise");
        pr_clause(p, n->c);
    }
}

/* ---- Abilities -------------------------------------------------------------------- */

/* Costs: each one starts with a capital ("{1}, Sacrifice a creature"). */
static void pr_costs(printer *p, const node *l)
{
    if (l->kind == N_LIST && l->text) {
        /* "{3}, {T} or {U}, {T}": two lists of costs */
        for (const node *it = l->a; it; it = it->next) {
            if (it != l->a)
                w(p, l->text);
            if (it->kind == N_LIST)
                pr_costs(p, it);
            else
                pr(p, it);
        }
        return;
    }
    for (const node *it = l->a; it; it = it->next) {
        if (it != l->a)
            w(p, it->join ? it->join : ",");    /* "{T}, Sacrifice ~", "... and sacrifice it" */
        p->cap = !it->join || strcmp(it->join, "and") != 0;
        pr(p, it);
    }
}

static bool mana_only(const node *l)
{
    for (const node *i = l && l->kind == N_LIST ? l->a : NULL; i; i = i->next)
        if (i->kind != N_MANA && !(i->kind == N_LIST && i->text))
            return false;
    return true;
}

static void pr_keyword(printer *p, const node *n)
{
    const node *param = n->a, *cost = n->b;
    if (param && param->kind == N_WORD && (param->token == NON || param->token == SUPERTYPE)) {
        leaf(p, param);
        param = NULL;
    }
    w(p, n->text);
    if (param && param->kind == N_LIST && !is(param, "and") && !is(param, "plus")
        && (strcmp(n->text, "protection") == 0 || !param->text || is(param, "or"))) {
        /* "protection from black and from red", "hexproof from white" */
        int k = list_len(param), i = 0;
        for (const node *it = param->a; it; it = it->next, i++) {
            if (i > 0 && k > 2)
                w(p, ",");
            if (i > 0 && i == k - 1)
                w(p, is(param, "or") ? "or" : "and");
            w(p, "from");
            pr(p, it);
        }
        return;
    }
    if (strcmp(n->text, "bands with other") != 0 && param && param->kind == N_NAME)
        w(p, "with");
    if (param && param->kind == N_FILTER && strcmp(n->text, "splice") == 0)
        w(p, "onto");           /* "splice onto Arcane" */
    if (param && param->kind == N_FILTER && !cost && strcmp(n->text, "enchant") != 0
        && strcmp(n->text, "bands with other") != 0)
        w(p, "for");
    if (param)
        pr(p, param);
    if (cost) {
        if (!mana_only(cost) || (param && param->kind == N_AMOUNT)) {   /* "Suspend 4—{1}{G}" */
            p->glue = true;
            w(p, "\xE2\x80\x94");
            p->glue = true;
        }
        pr_costs(p, cost);
    }
}

static void pr_ability(printer *p, const node *ab)
{
    const char *k = ab->text;
    if (ab->c && ab->c->kind == N_CONDITION && strcmp(ab->c->text, "threshold") == 0) {
        w(p, ab->c->a->text);   /* "7+ | Flying" */
        w(p, "|");
    }
    if (strcmp(k, "keyword") == 0) {
        for (const node *kw = ab->b->a; kw; kw = kw->next) {
            if (kw != ab->b->a)
                w(p, kw->join ? kw->join : ",");    /* "Vigilance; menace" */
            pr(p, kw);
        }
        /* "Cumulative upkeep—Pay 2 life.": a cost in words is a sentence */
        const node *last = ab->b->last;
        if (last && last->b && !mana_only(last->b))
            w(p, ".");
        return;
    }
    if (strcmp(k, "activated") == 0) {
        pr_costs(p, ab->a);
        w(p, ":");
        pr_effect(p, ab->b);
        return;
    }
    if (strcmp(k, "loyalty") == 0) {
        leaf(p, ab->a);
        w(p, ":");
        pr_effect(p, ab->b);
        return;
    }
    if (strcmp(k, "triggered") == 0) {
        pr(p, ab->a);
        w(p, ",");
        pr_effect(p, ab->b);
        return;
    }
    pr_effect(p, ab->b);
}

static void pr_effect(printer *p, const node *l)
{
    for (const node *s = l ? l->a : NULL; s; s = s->next) {
        if (s->kind == N_MODAL) {
            w(p, "choose");
            pr_count(p, s->a);
            if (s->next)
                w(p, ".");
            else
                w(p, "\xE2\x80\x94");
            continue;
        }
        if (s->kind == N_TRIGGER) {
            pr(p, s);
            w(p, ",");
            continue;
        }
        if (s->kind == N_PT) {
            pr(p, s);
            continue;
        }
        const node *said = p->said;
        p->said = NULL;
        p->singular = false;
        p->modal = false;
        w(p, s->join);      /* "Then shuffle." */
        pr(p, s);
        p->said = said;
        if (s->next && s->next->kind == N_MODAL && s->next->range.begin == s->range.end)
            continue;
        if (p->b.n >= 2 && p->b.s[p->b.n - 1] == '"') {
            /* 'has "{T}: Add {C}."': the sentence's period is inside the quote */
            if (p->b.s[p->b.n - 2] != '.') {
                p->b.s[p->b.n - 1] = '.';
                pb_add(&p->b, "\"", 1);
            }
            continue;
        }
        if (p->b.n && p->b.s[p->b.n - 1] != '.')   /* a die's row ends with its own */
            w(p, ".");
    }
}

static void pr_step(printer *p, const node *n)
{
    const node *o = n->a;
    if (o && strcmp(n->text, "combat") == 0) {
        w(p, "combat on");
        pr_owner(p, o);
        w(p, "turn");
        return;
    }
    if (!o) {
        if (strcmp(n->text, "combat") != 0 && strcmp(n->text, "end of combat") != 0)
            w(p, "the");
    } else if (o->kind == N_WORD && o->token == NEXT)
        w(p, "the next");
    else if (o->kind == N_WORD && o->token == FIRST)
        w(p, "the first");
    else if (o->kind == N_MODIFIER) {
        pr_owner(p, o->a);
        w(p, "next");
    } else if (o->kind == N_WORD && (o->token == EACH || o->token == THAT || o->token == THIS
                                     || o->token == ANY || o->token == YOUR))
        leaf(p, o);
    else if (o->kind == N_WORD)
        pr(p, o);
    else
        pr_owner(p, o);
    w(p, n->text);
}

static void pr_mana(printer *p, const node *n)
{
    const char *v = n->text;
    if (!v) {
        leaf(p, n);
        return;
    }
    if (strcmp(v, "one of") == 0) {
        pr(p, n->a);
        if (n->c) {
            w(p, ",");
            pr(p, n->b);
            w(p, ", or");
            pr(p, n->c);
        } else {
            w(p, "or");
            pr(p, n->b);
        }
        return;
    }
    if (strcmp(v, "times") == 0) {
        pr(p, n->a);
        pr(p, n->b);
        return;
    }
    if (strcmp(v, "additional") == 0) {
        w(p, "an additional");
        pr(p, n->a);
        return;
    }
    if (strcmp(v, "an amount of") == 0) {
        w(p, v);
        pr(p, n->a);
        return;
    }
    pr(p, n->a);
    w(p, "mana");
    if (strcmp(v, "any color") == 0)
        w(p, "of any color");
    else if (strcmp(v, "any one color") == 0)
        w(p, "of any one color");
    else if (strcmp(v, "any combination") == 0)
        w(p, "in any combination of colors");
    else if (strcmp(v, "chosen color") == 0)
        w(p, "of the chosen color");
    else if (strcmp(v, "that color") == 0)
        w(p, "of that color");
    else if (strcmp(v, "combination") == 0) {
        w(p, "in any combination of");
        pr(p, n->b);
    } else if (starts(v, "any color that") || starts(v, "any type that")) {
        w(p, starts(v, "any color") ? "of any color that" : "of any type that");
        pr(p, n->b);
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
    pr(p, n);
    p->damage_gap = gap;
}

static void pr_amount(printer *p, const node *n)
{
    const char *v = n->text;
    if (!n->a) {
        if (strcmp(v, "life lost this way") == 0)
            w(p, "the life lost this way");
        else if (strcmp(v, "next damage") == 0)
            w(p, "the next damage");
        else {
            if (starts(v, "damage "))
                w(p, "the");    /* "the damage prevented this way" */
            w(p, v);
        }
        pr_gap(p, n->b);    /* "all damage that would be dealt" */
        return;
    }
    if (strcmp(v, "of") == 0) {
        pr(p, n->a);
        return;
    }
    if (strcmp(v, "number of") == 0 || starts(v, "total ") || strcmp(v, "amount of") == 0
        || strcmp(v, "mana value of") == 0 || strcmp(v, "power of") == 0) {
        w(p, "the");
        w(p, v);
        pr(p, n->a);
        return;
    }
    if (strcmp(v, "greatest among") == 0) {
        w(p, "the greatest");
        pr(p, n->b);
        w(p, "among");
        pr(p, n->a);
        return;
    }
    if (strcmp(v, "next damage") == 0) {
        w(p, "the next");
        pr(p, n->a);
        w(p, "damage");
        pr_gap(p, n->b);    /* "that would be dealt to ..." */
        return;
    }
    if (strcmp(v, "rounded up") == 0 || strcmp(v, "rounded down") == 0) {
        pr(p, n->a);
        w(p, ",");
        w(p, v);
        return;
    }
    if (strcmp(v, "devotion") == 0) {
        w(p, "your devotion to");
        if (n->a->kind == N_LIST)
            pr_series(p, n->a, "and");
        else
            pr(p, n->a);
        return;
    }
    if (strcmp(v, "life") == 0 && n->a && n->a->kind == N_COMPARE) {
        const node *c = n->a;
        if (is(c, "more than") || is(c, "less than")) {
            w(p, is(c, "more than") ? "more life than" : "less life than");
            pr(p, c->a);
            return;
        }
        pr(p, c->a);
        if (is(c, "<="))
            w(p, "or less");
        else if (is(c, ">="))
            w(p, "or more");
        w(p, "life");
        return;
    }
    if (strcmp(v, "life") == 0 && n->b && n->b->kind == N_QUALIFIER) {
        /* "for each 1 life your opponents have lost this turn" */
        const node *q = n->b;
        pr(p, n->a);
        w(p, "life");
        if (q->a)
            pr(p, q->a);
        w(p, is(q, "gained by") ? "gained" : is(q, "lost by") ? "lost" : q->text);
        pr(p, q->b);
        return;
    }
    if (strcmp(v, "life gained") == 0 || strcmp(v, "life lost") == 0) {
        w(p, "the life");
        pr_by(p, n->a, strcmp(v, "life gained") == 0 ? "gain" : "lose");
        pr(p, n->b);
        return;
    }
    if (strcmp(v, "times") == 0) {
        pr(p, n->a);
        w(p, "times");
        return;
    }
    if (strcmp(v, "of that damage") == 0) {
        pr(p, n->a);
        w(p, v);
        return;
    }
    if (strcmp(v, "damage dealt") == 0) {
        w(p, "the damage dealt");
        pr_joined(p, n->a, NULL);
        return;
    }
    if (strcmp(v, "number of times") == 0) {
        w(p, "the number of times");
        pr_cond(p, n->a);
        return;
    }
    w(p, v);
    pr(p, n->a);
    pr(p, n->b);
}

static void pr_compare(printer *p, const node *n)
{
    const char *v = n->text;
    if (strcmp(v, "=") == 0) {
        pr(p, n->a);
        return;
    }
    if (strcmp(v, "<=") == 0 || strcmp(v, ">=") == 0) {
        /* "power 4 or greater", "seven or more cards" */
        pr(p, n->a);
        w(p, strcmp(v, "<=") == 0 ? "or less" : p->stat ? "or greater" : "or more");
        return;
    }
    if (strcmp(v, "<") == 0 || strcmp(v, ">") == 0) {
        w(p, strcmp(v, "<") == 0 ? "less than" : "greater than");
        pr(p, n->a);
        return;
    }
    bool stat = p->stat;
    p->stat = true;         /* "power", "mana value": a characteristic */
    w(p, v);
    pr(p, n->a);
    p->stat = stat;
}

/* One restriction of "activate only ...": a step is "during" it, a card
 * type "as" one, a clause "if" it. */
static void pr_restriction(printer *p, const node *r)
{
    if (r && r->kind == N_STEP) {
        w(p, "during");
        pr(p, r);
    } else if (r && r->kind == N_WORD && r->token == CARDTYPE) {
        w(p, "as");
        w(p, strchr("aeiou", r->text[0]) ? "an" : "a");
        leaf(p, r);
    } else if (r && r->kind != N_WORD && r->kind != N_DURATION && r->kind != N_AMOUNT) {
        w(p, "if");
        pr_cond(p, r);
    } else {
        pr(p, r);
    }
}

static void pr_modifier(printer *p, const node *n)
{
    const char *v = n->text;
    if (strcmp(v, "can't") == 0 || strcmp(v, "may") == 0 || strcmp(v, "can") == 0
        || strcmp(v, "must") == 0 || strcmp(v, "would") == 0 || strcmp(v, "can only") == 0) {
        pr_wrapped(p, n, v);
        return;
    }
    if (strcmp(v, "activate only") == 0 && n->a && n->a->kind == N_AMOUNT
        && is(n->a, "times each turn")) {
        w(p, "activate no more than");  /* "... three times each turn" */
        pr(p, n->a->a->a);
        w(p, "times each turn");
        return;
    }
    if (strcmp(v, "activate only") == 0 || strcmp(v, "cast only") == 0) {
        w(p, strcmp(v, "cast only") == 0 ? "cast this spell only" : "activate only");
        if (n->a && n->a->kind == N_LIST) {
            for (const node *r = n->a->a; r; r = r->next) {
                if (r != n->a->a)
                    w(p, r->join ? r->join : "and");    /* "and only if ..." */
                pr_restriction(p, r);
            }
        } else {
            pr_restriction(p, n->a);
        }
        return;
    }
    if (strcmp(v, "where") == 0) {
        /* ", where X is ...", or a sentence of its own: "X is ..." */
        w(p, p->b.n && p->b.s[p->b.n - 1] == '.' ? "X is" : ", where X is");
        pr(p, n->a);
        return;
    }
    if (strcmp(v, "have") == 0) {
        /* "you've cast a spell this turn": the perfect, "have" and a participle */
        const node *said = p->said;
        bool sing = p->singular, modal = p->modal;
        say_subject(p, n->a);
        p->glue = (n->form & FORM_CONTRACTED) != 0;
        w(p, p->glue ? (p->singular ? "'s" : "'ve") : p->singular ? "has" : "have");
        p->participle = true;
        pr(p, n->a);
        p->participle = false;
        p->said = said;
        p->singular = sing;
        p->modal = modal;
        return;
    }
    if (strcmp(v, "as though it had flash") == 0) {
        w(p, "any time you could cast an instant");     /* the words it stands for */
        return;
    }
    if (strcmp(v, "divided") == 0 || strcmp(v, "divided evenly") == 0) {
        w(p, strcmp(v, "divided") == 0 ? "divided as you choose among" : "divided evenly among");
        pr(p, n->a);
        return;
    }
    if (strcmp(v, "next") == 0 || strcmp(v, "other") == 0 || strcmp(v, "more") == 0
        || strcmp(v, "different") == 0 || strcmp(v, "additional") == 0) {
        pr_count(p, n->a);
        w(p, v);
        return;
    }
    if (strcmp(v, "the next") == 0 || strcmp(v, "the first") == 0 || strcmp(v, "the") == 0) {
        w(p, v);
        pr(p, n->a);
        return;
    }
    if (strcmp(v, "as") == 0 && n->a && n->a->kind != N_ACTION && clause_subject(n->a)) {
        w(p, "as");
        pr_clause(p, n->a);
        return;
    }
    if (strcmp(v, "by") == 0 && n->a && n->a->kind == N_ACTION && !n->a->a) {
        w(p, "by");         /* "by paying {U}" */
        p->gerund = true;
        pr_clause(p, n->a);
        p->gerund = false;
        return;
    }
    if (strcmp(v, "to") == 0 || strcmp(v, "only to") == 0 || strcmp(v, "instead") == 0) {
        /* "to cast", "only to cast": the verb's base form */
        bool modal = p->modal;
        const node *said = p->said;
        w(p, v);
        if (strcmp(v, "instead") == 0 && n->a)
            w(p, "of");
        p->modal = strcmp(v, "instead") != 0;
        p->gerund = strcmp(v, "instead") == 0 && n->a && n->a->kind == N_ACTION && !n->a->a;
        p->said = NULL;
        pr(p, n->a);
        p->gerund = false;
        p->modal = modal;
        p->said = said;
        return;
    }
    if (strcmp(v, "except") == 0 && n->a && n->a->kind != N_DURATION)
        w(p, ",");          /* ", except it's ..." */
    w(p, v);
    if (strcmp(v, "as though") == 0 || strcmp(v, "for each time") == 0 || strcmp(v, "if") == 0 || strcmp(v, "except") == 0)
        pr_cond(p, n->a);
    else
        pr(p, n->a);
}

static void pr(printer *p, const node *n)
{
    if (!n || n->implied)       /* written once in the text, where it stands */
        return;
    switch (n->kind) {
    case N_LIST:
        if (n->text)
            pr_series(p, n, n->text);
        else
            pr_series(p, n, "and");
        break;
    case N_WORD:
        if (n->token)
            leaf(p, n);
        else if (strcmp(n->text, "as a sorcery") == 0)
            w(p, "any time you could cast a sorcery");  /* the only words it stands for */
        else
            w(p, n->text);
        break;
    case N_ABILITY:
        pr_ability(p, n);
        break;
    case N_TRIGGER:
        w(p, n->text);
        if (strcmp(n->text, "at") == 0 && n->a && n->a->kind == N_STEP
            && strcmp(n->a->text, "end of combat") != 0)
            w(p, n->a->lossy ? "the end of" : "the beginning of");
        if (n->a && n->a->kind == N_LIST && !n->a->text) {
            bool c = p->condition;
            p->condition = true;
            pr_series(p, n->a, "or");   /* events: "... enters or ... dies" */
            p->condition = c;
        } else {
            pr_cond(p, n->a);
        }
        break;
    case N_KEYWORD:
        pr_keyword(p, n);
        break;
    case N_COST:
        if (is(n, "tap"))
            w(p, "{T}");
        else if (is(n, "untap"))
            w(p, "{Q}");
        else if (is(n, "energy"))
            leaf(p, n);
        else if (is(n, "mana cost")) {
            w(p, "the");
            pr(p, n->a);
            w(p, "cost");
        } else
            pr(p, n->a);
        break;
    case N_MANA:
        pr_mana(p, n);
        break;
    case N_SEQUENCE:
        pr_sequence(p, n);
        break;
    case N_ACTION:
        pr_action(p, n);
        break;
    case N_NEGATED:
        pr_wrapped(p, n, n->text);
        break;
    case N_OPTIONAL:
        pr_wrapped(p, n, n->text);
        break;
    case N_CONDITIONAL:
        pr_conditional(p, n);
        break;
    case N_CONDITION:
        pr_cond(p, n->a);
        break;
    case N_MODAL:
        w(p, "choose");
        pr_count(p, n->a);
        break;
    case N_OBJECT:
        pr_object(p, n, false);
        break;
    case N_TARGET:
        pr_target(p, n);
        break;
    case N_SELF:
        if (is(n, "this")) {
            w(p, "this");       /* "this creature", "this spell" */
            pr(p, n->a);
        } else {
            leaf(p, n);
        }
        break;
    case N_PRONOUN: {
        static const char *const plain[] = {
            "it", "them", "they", "him or her", "that", "those", "the same", "enchanted",
            "equipped", "the exiled", "the", "the chosen", "one", "the other", "this ability",
            "this emblem", "this", "his or her", "its", "their",
        };
        bool status = true;     /* "the tapped creature": THE STATUS keeps the status */
        for (size_t i = 0; i < sizeof plain / sizeof *plain; i++)
            status &= strcmp(n->text, plain[i]) != 0;
        if (status)
            w(p, "the");
        w(p, n->text);
        pr(p, n->a);
        break;
    }
    case N_PLAYER:
        w(p, n->text);
        break;
    case N_POSSESSIVE:
        if (n->b && n->b->kind == N_WORD && n->a && n->range.begin < n->a->range.begin
            && n->b->range.begin < n->a->range.begin) {
            /* "the owner of it" */
            w(p, "the");
            pr(p, n->b);
            w(p, "of");
            pr(p, n->a);
        } else {
            pr_owner(p, n->a);
            pr(p, n->b);
        }
        break;
    case N_FILTER:
        if (is(n, "any target")) {
            w(p, "any target");
            break;
        }
        for (const node *alt = n->a->a; alt; alt = alt->next) {
            /* "artifact, creature, or enchantment": the words kept */
            if (alt != n->a->a)
                w(p, alt->join ? alt->join : "or");
            pr(p, alt);
        }
        if (n->b) {
            bool gap = p->damage_gap;
            bool sing = p->singular;
            const node *h = filter_head(n);
            p->damage_gap = h && h->kind == N_WORD && h->token == DAMAGE;
            p->singular = !word_plural(p, h);   /* "a spell that targets" */
            pr_joined(p, n->b, NULL);
            p->damage_gap = gap;
            p->singular = sing;
        }
        break;
    case N_TRAITS:
        for (const node *i = n->a ? n->a->a : NULL; i; i = i->next) {
            if (i->kind == N_LIST)
                pr_series(p, i, i->text);
            else
                pr(p, i);
        }
        break;
    case N_QUALIFIER:
        pr_qualifier(p, n);
        break;
    case N_ZONE:
        if (is(n, "battlefield") || is(n, "stack"))
            w(p, is(n, "stack") ? "the stack" : "the battlefield");
        else if (is(n, "graveyard"))
            w(p, "a graveyard");
        else if (is(n, "top") || is(n, "bottom")) {
            w(p, is(n, "top") ? "the top of" : "the bottom of");
            pr(p, n->a);
        } else if (is(n, "command"))
            w(p, "the command zone");
        else {
            w(p, n->text);
            pr(p, n->a);
        }
        break;
    case N_AMOUNT:
        pr_amount(p, n);
        break;
    case N_COMPARE:
        pr_compare(p, n);
        break;
    case N_PT_CHANGE: case N_PT:
        leaf(p, n);
        break;
    case N_PREP:
        if (is(n, "on") && n->a && n->a->kind == N_ZONE && is(n->a, "top")) {
            w(p, "on top of");  /* "on top of its owner's library" */
            pr(p, n->a->a);
        } else if (is(n, "under control of")) {
            w(p, "under");
            pr_owner(p, n->a);
            w(p, "control");
        } else {
            w(p, n->text);
            pr(p, n->a);
        }
        break;
    case N_DURATION:
        if (strcmp(n->text, "after this turn") == 0) {
            w(p, "after this one");     /* "an extra turn after this one" */
            break;
        }
        if (strcmp(n->text, "while") == 0 && n->a && n->a->kind == N_ACTION && !n->a->a) {
            w(p, "while");      /* "while casting a spell" */
            p->gerund = true;
            pr_clause(p, n->a);
            p->gerund = false;
            break;
        }
        if (strcmp(n->text, "until") == 0 || strcmp(n->text, "while") == 0
            || strcmp(n->text, "as long as") == 0 || strcmp(n->text, "for as long as") == 0
            || strcmp(n->text, "before") == 0 || strcmp(n->text, "after") == 0) {
            w(p, n->text);
            if (n->a && n->a->kind == N_STEP)
                pr(p, n->a);
            else
                pr_cond(p, n->a);
        } else if (strcmp(n->text, "at") == 0) {
            w(p, "at");
            w(p, n->a && n->a->lossy ? "the end of" : "the beginning of");
            pr(p, n->a);
        } else {
            w(p, n->text);
            pr(p, n->a);
        }
        break;
    case N_STEP:
        pr_step(p, n);
        break;
    case N_QUOTED:
        w(p, "\"");
        p->glue = true;
        {
            printer q = { .src = p->src };
            pr(&q, n->a);
            w(p, q.b.s ? q.b.s : "");
            free(q.b.s);
        }
        p->glue = false;
        pb_add(&p->b, "\"", 1);
        break;
    case N_TOKEN_DESC:
        pr(p, n->c);
        pr(p, n->a);
        pr(p, n->b);
        break;
    case N_NAME:
        leaf(p, n);
        break;
    case N_MODIFIER:
        pr_modifier(p, n);
        break;
    case NODE_KIND_COUNT:
        break;
    }
}

/* Capitals where a sentence starts: the text's start, after ". ", ": ",
 * "—" and an opening quote. */
static void capitalise(char *s)
{
    bool start = true;
    for (char *c = s; *c; c++) {
        if (start && isalpha((unsigned char)*c)) {
            *c = (char)toupper((unsigned char)*c);
            start = false;
        } else if (*c == '.' || *c == ':' || *c == '"') {
            start = true;
        } else if (!start && (unsigned char)*c == 0x94 && c > s + 1
                   && (unsigned char)c[-2] == 0xE2) {
            start = true;
        } else if (*c != ' ' && start && !isalpha((unsigned char)*c) && *c != '{'
                   && !((unsigned char)*c & 0x80)) {
            start = *c == '"' || *c == '(';
        } else if (*c == '{') {
            start = false;
        }
    }
}

char *print_paragraph(arena *a, const card *c, const paragraph *para)
{
    const ability *ab = para->ability;
    if (!ab)
        return NULL;
    printer p = { .src = c->src };
    if (para->kind == PARA_MODE)
        w(&p, "\xE2\x80\xA2");
    if (ab->label) {
        w(&p, ab->label);
        w(&p, "\xE2\x80\x94");
    }
    if (ab->name) {
        w(&p, ab->name);
        w(&p, "\xE2\x80\x94");
    }
    pr(&p, ab->ast);
    char *s = arena_strdup(a, p.b.s ? p.b.s : "");
    free(p.b.s);
    capitalise(s);
    return s;
}

void print_card(FILE *out, arena *a, const card *c)
{
    fputs(c->name, out);
    if (c->mana_cost)
        fprintf(out, "  %s", c->mana_cost);
    fputs("  ", out);
    for (unsigned i = 0; i < c->nsupertypes; i++)
        fprintf(out, "%s ", c->supertypes[i]);
    for (unsigned i = 0; i < c->ntypes; i++)
        fprintf(out, "%s%s", i ? " " : "", c->types[i]);
    if (c->nsubtypes)
        fputs(" \xE2\x80\x94", out);
    for (unsigned i = 0; i < c->nsubtypes; i++)
        fprintf(out, " %s", c->subtypes[i]);
    if (c->power && c->toughness)
        fprintf(out, "  %s/%s", c->power, c->toughness);
    if (c->loyalty)
        fprintf(out, "  Loyalty: %s", c->loyalty);
    if (c->defense)
        fprintf(out, "  Defense: %s", c->defense);
    fputc('\n', out);
    for (const paragraph *para = c->paras; para; para = para->next) {
        char *r = print_paragraph(a, c, para);
        if (r)
            fprintf(out, "/ %s\n", r);
    }
    fputc('\n', out);
}
