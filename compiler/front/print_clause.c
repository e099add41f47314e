/* print_clause.c — verbs and clauses rendered back from the AST (cardc
 * --print): a verb's tense and person from its node's written form and its
 * subject's number, actions with their objects and modifiers, the wrappers
 * "can't", "may", "don't", sequences of steps, conditions and modifiers.
 * printer.h. */
#include <stdint.h>
#include <string.h>

#include "front.h"
#include "parser.h"
#include "printer.h"

/* ---- Verbs ----------------------------------------------------------------------- */

/* The past tense of the verb of K bytes at V ("die" -> "died"). */
static void verb_past(printer *p, const char *v, size_t k)
{
    static const struct { const char *base, *past; } irregular[] = {
        { "have", "had" }, { "do", "did" }, { "don't", "didn't" }, { "lose", "lost" },
        { "leave", "left" }, { "deal", "dealt" }, { "pay", "paid" }, { "spend", "spent" },
        { "win", "won" }, { "get", "got" }, { "draw", "drew" }, { "choose", "chose" },
        { "become", "became" }, { "come", "came" }, { "begin", "began" }, { "make", "made" },
        { "take", "took" }, { "give", "gave" }, { "find", "found" }, { "fight", "fought" }, { "cast", "cast" },
        { "put", "put" }, { "control", "controlled" }, { "surveil", "surveilled" },
    };
    for (size_t i = 0; i < sizeof irregular / sizeof *irregular; i++) {
        if (strlen(irregular[i].base) == k && strncmp(v, irregular[i].base, k) == 0) {
            w(p, irregular[i].past);
            return;
        }
        if (strlen(irregular[i].past) == k && strncmp(v, irregular[i].past, k) == 0) {
            pr_write(p, v, k);        /* a participle already: "dealt damage" */
            return;
        }
    }
    if (k > 2 && strncmp(v + k - 2, "ed", 2) == 0) {
        pr_write(p, v, k);
    } else if (k >= 2 && v[k - 1] == 'y' && !strchr("aeiou", v[k - 2])) {
        pr_write(p, v, k - 1);
        pr_buf_add(&p->b, "ied", 3);
    } else {
        pr_write(p, v, k);
        pr_buf_add(&p->b, v[k - 1] == 'e' ? "d" : "ed", v[k - 1] == 'e' ? 1 : 2);
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

/* Does amount O name its damage ("that damage", "half that damage,
 * rounded down"), so that "deals" needs no "damage" after it? */
static bool says_damage(const node *o)
{
    for (; o && o->kind == N_AMOUNT; o = o->a)
        if (o->text && strstr(o->text, "damage"))
            return true;
    return false;
}

/* The third person singular of the verb at the start of V ("deal damage"
 * -> "deals damage"), or its past when it is written so. */
void pr_verb(printer *p, const char *v)
{
    size_t k = strcspn(v, " ");
    form_bits form = p->form;
    bool past = form & FORM_PAST;
    /* the person the verb is written in (form.def), else its subject's */
    bool third = form & FORM_S ? true : form & FORM_BASE ? false : p->singular && !p->modal;
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
        pr_write(p, v, drop_e ? k - 1 : k);
        if (dbl)
            pr_buf_add(&p->b, v + k - 1, 1);
        pr_buf_add(&p->b, "ing", 3);
        p->gerund = false;
    } else if (third && strncmp(v, "don't", 5) == 0) {
        w(p, "doesn't");
    } else if (k == 3 && strncmp(v, "has", 3) == 0) {
        w(p, third ? "has" : "have");    /* "has resolved": a value in the third person */
    } else if (!third || strncmp(v, "can", 3) == 0
               || (k > 4 && strncmp(v + k - 2, "ed", 2) == 0)) {     /* "an opponent discarded" */
        pr_write(p, v, k);
    } else if (k == 4 && strncmp(v, "have", 4) == 0) {
        w(p, "has");
    } else if (k == 2 && strncmp(v, "is", 2) == 0) {
        w(p, "is");
    } else if (k == 2 && strncmp(v, "do", 2) == 0) {
        w(p, "does");
    } else if (k >= 3 && (strchr("sxz", v[k - 1]) || strncmp(v + k - 2, "ch", 2) == 0
                          || strncmp(v + k - 2, "sh", 2) == 0)) {
        pr_write(p, v, k);
        pr_buf_add(&p->b, "es", 2);
    } else if (k >= 2 && v[k - 1] == 'y' && !strchr("aeiou", v[k - 2])) {
        pr_write(p, v, k - 1);
        pr_buf_add(&p->b, "ies", 3);
    } else {
        pr_write(p, v, k);
        pr_buf_add(&p->b, "s", 1);
    }
    if (v[k] && strncmp(v + k + 1, "or ", 3) == 0) {
        w(p, "or");         /* "enters or leaves the battlefield" */
        pr_verb(p, v + k + 4);
    } else if (v[k]) {
        w(p, v + k + 1);
    }
}

/* The words written between "is" and its complement (form.def): "is
 * still", "are each", "is in", "is on the", "is equal to". */
static void is_words(printer *p, form_bits words)
{
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
}

/* "is" / "are" for the clause's subject. */
static void be(printer *p)
{
    form_bits form = p->form;
    p->form = 0;
    if (p->participle) {
        w(p, "been");           /* "you've been attacked" */
        p->participle = false;
    } else if (form & FORM_BECOME) {
        p->form = form & FORM_PAST;
        pr_verb(p, "become");      /* "becomes blocked", "became tapped" */
    } else if (p->modal && !(form & FORM_S))
        w(p, "be");
    else if (form & FORM_PAST)
        w(p, p->singular && !(form & FORM_WERE) ? "was" : "were");
    else if (form & FORM_CONTRACTED) {
        p->glue = true;         /* "it's", "they're" */
        w(p, p->singular ? "'s" : "'re");
    } else
        w(p, p->singular ? "is" : "are");
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
    pr_node(p, s);
    p->said = s;
    p->singular = pr_singular(p, s);
    p->modal = false;
    return true;
}

/* The modifiers written from byte FROM up to TO. */
static void pr_mods(printer *p, const node *mods, uint32_t from, uint32_t to)
{
    for (const node *m = mods ? mods->a : NULL; m; m = m->next)
        if (m->range.begin >= from && m->range.begin < to)
            pr_node(p, m);
}

static bool ends_ed(const char *v)
{
    size_t k = strlen(v);
    return k > 2 && strcmp(v + k - 2, "ed") == 0;
}

/* Verbs that are a past participle: "is dealt damage", "was blocked"; status
 * words said after "is" as one is ("is monstrous", "was historic"). */
static bool past_form(const char *v)
{
    if (!strchr(v, ' ') && strlen(v) > 4 && ends_ed(v))
        return true;        /* "increased", "exerted" */
    static const char *const past[] = {
        "put", "put there", "dealt damage", "dealt combat damage", "dealt noncombat damage",
        "blocked", "exiled",
        "turned face up", "cast", "activated", "tapped", "untapped", "controlled",
        "chosen", "kicked", "attacked", "entered the battlefield", "died", "paid", "spent",
        "removed", "lost", "returned", "copied", "attached", "declared", "goaded", "created",
        "dealt damage to and by", "revealed", "sacrificed", "destroyed", "discarded",
        "countered", "regenerated", "transformed", "milled", "turned face down",
        "monstrous", "renowned", "suspected", "foretold", "plotted", "reduced", "paired",
        "modified", "suspended", "poisoned", "prevented", "detained", "historic",
    };
    for (size_t i = 0; i < sizeof past / sizeof *past; i++)
        if (strcmp(v, past[i]) == 0)
            return true;
    return false;
}


/* The modifiers written before byte TO, a clause's subject, each followed by
 * the comma the text writes after it ("rather than pay this spell's mana
 * cost, you may ..."); SKIP is one said already ("instead"). */
static void pr_fronted(printer *p, const node *mods, uint32_t to, const node *skip)
{
    for (const node *m = mods ? mods->a : NULL; m; m = m->next)
        if (m != skip && m->range.end <= to) {
            pr_node(p, m);
            if (p->src->text[m->range.end] == ',')
                w(p, ",");
        }
}

/* The first action of clause N, under any wrappers, or NULL. */
static const node *clause_action(const node *n)
{
    while (n && n->kind != N_ACTION)
        n = n->kind == N_SEQUENCE ? (n->a ? n->a->a : NULL)
            : n->kind == N_NEGATED || n->kind == N_OPTIONAL ? n->a : NULL;
    return n;
}

/* The object, after the modifiers written before it (from FROM on). */
static void pr_object_of(printer *p, const node *o, const node *mods, uint32_t from)
{
    if (o)
        pr_mods(p, mods, from, o->range.begin);
    pr_node(p, o);
}

/* The modifier "instead" written before the rest of action N ("instead
 * search your library for ..."), or NULL. */
static const node *leading_instead(const node *n)
{
    const node *instead = NULL;
    uint32_t first = n->b ? n->b->range.begin : UINT32_MAX;
    for (const node *m = n->c ? n->c->a : NULL; m; m = m->next) {
        if (m->kind == N_MODIFIER && is(m, "instead") && !m->a && !instead)
            instead = m;
        else if (m->range.begin < first)
            first = m->range.begin;
    }
    return instead && instead->range.begin < first ? instead : NULL;
}

void pr_action(printer *p, const node *n)
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
        pr_fronted(p, n->c, from, NULL);
        if (strcmp(v, "exists") != 0)
            say_subject(p, n);
        if (n->form & FORM_SUBJECT_EACH)
            w(p, "each");
        if (n->form & FORM_ALSO)
            w(p, "also");
        if (n->form & FORM_SECRETLY)
            w(p, "secretly");
    } else if (!n->a && p->condition && !p->said && !p->modal && strcmp(v, "exists") != 0
               && !starts(v, "it's")) {     /* "if it's neither day nor night" */
        w(p, "you");
        p->singular = false;
    } else if (!n->a && (n->form & FORM_ALSO)) {
        w(p, "also");           /* "If X is 10 or more, also create ..." */
    } else if (!n->a && (n->form & FORM_SECRETLY)) {
        w(p, "secretly");       /* "secretly choose an opponent" */
    } else if (!n->a && (n->form & FORM_SUBJECT_EACH)) {
        w(p, "each");           /* "cards that each have mana value X or less" */
    }
    if (n->a && n->a == said)
        from = n->a->range.begin;   /* what was written before it, said with it (pr_wrapped) */
    const node *instead = leading_instead(n);
    if ((!n->a || !own_subject) && instead) {
        /* "If ..., instead draw two cards."; before a subject said already:
         * "instead it gets +3/+3 and gains ..." (pr_sequence) */
        if (!(p->said && instead->range.begin < p->said->range.begin))
            w(p, "instead");
        if (instead->range.end > from)
            from = instead->range.end;
    }
    p->form = n->form;          /* the verb, said next, is written so */
    if (n->form & FORM_GERUND)
        p->gerund = true;       /* "rather than paying" */
    const node *o = n->form & FORM_OBJECT_LATER ? NULL : n->b, *mods = n->c;
    bool search_in = strcmp(v, "search") == 0 && mods && mods->a->kind == N_PREP && is(mods->a, "in");
    const node *early = search_in ? NULL : mods;
    if (n->form & FORM_GAPPED) {
        pr_object_of(p, o, early, from);    /* "and the other into your hand": no verb */
    } else if (strcmp(v, "exists") == 0) {
        w(p, "there");
        p->singular = pr_singular(p, o);
        be(p);
        pr_object_of(p, o, early, from);
    } else if (strcmp(v, "is") == 0) {
        form_bits words = n->form;
        be(p);
        is_words(p, words);
        bool stat = p->stat;
        /* "its power is 4 or greater" */
        p->stat = n->a && n->a->kind == N_POSSESSIVE && n->a->b && n->a->b->kind == N_WORD
                  && (n->a->b->token == POWER || n->a->b->token == TOUGHNESS
                      || n->a->b->token == VALUE);
        pr_object_of(p, o, early, from);
        p->stat = stat;
    } else if (past_form(v) && (!n->b || ends_ed(v) || (n->form & FORM_PASSIVE))
               && ((n->a && (!sema_names_player(n->a) || starts(v, "dealt") || (n->form & FORM_PASSIVE)))
                                      || (!n->a && (n->form & (FORM_PASSIVE | FORM_BECOME)))
                                      || (p->damage_gap && starts(v, "dealt"))
                                      || (p->modal && !n->a && !o && ends_ed(v)))) {  /* "must be blocked" */
        if (!p->negated)
            be(p);
        bool amount = o && strcmp(v, "dealt damage") == 0 && !(p->damage_gap || pr_damage_np(n->a));
        if (strcmp(v, "dealt damage to and by") == 0)
            w(p, "dealt to and dealt by");  /* "would be dealt to and dealt by target creature" */
        else
            w(p, amount || ((p->damage_gap || pr_damage_np(n->a)) && starts(v, "dealt")) ? "dealt" : v);
        pr_object_of(p, o, early, from);
        if (amount)
            w(p, "damage");     /* "was dealt 3 or more damage" */
    } else if (strcmp(v, "deal damage") == 0 || strcmp(v, "deal combat damage") == 0) {
        pr_verb(p, "deal");
        if (p->damage_gap && !o) {
            /* "damage that creatures would deal" */
        } else if (o && o->kind == N_LIST && (is(o, "plus") || is(o, "minus")) && o->last->join) {
            pr_node(p, o->a);    /* "X damage plus 1" (else "X plus 1 damage") */
            w(p, is(o, "minus") ? "damage minus" : "damage plus");
            pr_node(p, o->last);
        } else if (o && o->kind == N_AMOUNT && says_damage(o)) {
            pr_object_of(p, o, early, from);
        } else {
            if (o)
                pr_object_of(p, o, early, from);
            w(p, strcmp(v, "deal damage") == 0 ? "damage" : "combat damage");
        }
    } else if (strcmp(v, "gain life") == 0 || strcmp(v, "lose life") == 0
               || strcmp(v, "pay life") == 0) {
        pr_verb(p, v);
        p->b.n -= 5;            /* " life" after the amount */
        p->b.s[p->b.n] = '\0';
        if (o && o->kind == N_LIST && is(o, "plus") && is(o->a, "that much")) {
            pr_node(p, o->a);    /* "that much life plus 1", but "X plus 1 life" */
            w(p, "life plus");
            pr_node(p, o->last);
        } else {
            pr_object_of(p, o, early, from);
            w(p, "life");
        }
    } else if (strcmp(v, "add amount") == 0) {
        pr_verb(p, "add");      /* "add the number of cards in your hand" (to a roll) */
        pr_object_of(p, o, early, from);
    } else if (strcmp(v, "gain control") == 0 || strcmp(v, "lose control") == 0
               || strcmp(v, "exchange control") == 0) {
        pr_verb(p, v);
        w(p, "of");
        pr_object_of(p, o, early, from);
    } else if (search_in) {
        pr_verb(p, v);
        for (const node *m = mods->a; m; m = m->next)
            if (m->kind == N_PREP && is(m, "in"))
                pr_node(p, m->a);
        w(p, "for");
        pr_object_of(p, o, early, from);
        for (const node *m = mods->a; m; m = m->next)
            if (!(m->kind == N_PREP && is(m, "in")) && m->range.begin >= from)
                pr_node(p, m);
        mods = NULL;
    } else if (strcmp(v, "turn face up") == 0 || strcmp(v, "turn face down") == 0) {
        pr_verb(p, "turn");
        pr_object_of(p, o, early, from);
        w(p, v + 5);
    } else if (strcmp(v, "cost more") == 0 || strcmp(v, "cost less") == 0
               || strcmp(v, "pay more") == 0) {
        const char *more = strchr(v, ' ');      /* "costs {1} more", "pay {2} more" */
        pr_verb(p, v);
        p->b.n -= strlen(more);
        p->b.s[p->b.n] = '\0';
        pr_object_of(p, o, early, from);
        w(p, more + 1);
    } else if (strcmp(v, "get energy") == 0 || strcmp(v, "pay energy") == 0) {
        pr_verb(p, v);         /* "get {E}{E}": the symbols are the object */
        p->b.n -= 7;
        p->b.s[p->b.n] = '\0';
        pr_object_of(p, o, early, from);
    } else if (strcmp(v, "get additional") == 0) {
        pr_verb(p, "get");
        w(p, "an additional");
        pr_object_of(p, o, early, from);
    } else if (strcmp(v, "have") == 0 && o && mods && mods->a->kind == N_ACTION && !mods->a->a) {
        pr_verb(p, v);         /* "has ~ deal 4 damage to them": the base form after */
        pr_object_of(p, o, early, from);
        bool base = p->modal;
        p->modal = true;
        pr_mods(p, mods, o->range.begin, UINT32_MAX);
        p->modal = base;
        mods = NULL;
    } else if (strcmp(v, "gain level") == 0 && !n->a) {
        w(p, "level");          /* a Class's level line: "{1}{R}{W}: Level 2" */
        pr_object_of(p, o, early, from);
    } else if (strcmp(v, "investigate") == 0 && o) {
        pr_verb(p, v);         /* "investigate X times", "investigate twice" */
        const char *word = p->src->text + o->range.begin;     /* the amount "two" written "twice" */
        if (o->range.end - o->range.begin == 5 && (strncmp(word, "twice", 5) == 0 || strncmp(word, "Twice", 5) == 0)) {
            w(p, "twice");
        } else {
            pr_node(p, o);
            w(p, "times");
        }
    } else if (strcmp(v, "repeat") == 0 && !o) {
        pr_verb(p, v);
        w(p, "this process");
    } else if (strcmp(v, "venture") == 0) {
        pr_verb(p, v);
        w(p, "into the dungeon");
    } else if (strcmp(v, "clash") == 0 && o) {
        pr_verb(p, v);
        w(p, "with");
        pr_object_of(p, o, early, from);
    } else if (strcmp(v, "choose modes") == 0) {
        pr_verb(p, "choose");
        pr_object_of(p, o, early, from);
    } else if (strcmp(v, "has dealt damage") == 0 || strcmp(v, "has dealt combat damage") == 0) {
        if (!(n->form & FORM_SHORT))
            pr_verb(p, "have");     /* "that has dealt damage"; "that dealt damage" */
        p->form = 0;
        w(p, "dealt");
        pr_object_of(p, o, early, from);
        w(p, v + strlen("has dealt "));
    } else {
        pr_verb(p, n->form & FORM_SHORT ? "enter" : v);     /* "enters" */
        if (strcmp(v, "become") == 0 && (n->form & FORM_EQUAL_TO))
            w(p, "equal to");       /* "your life total becomes equal to ..." */
        pr_object_of(p, o, early, from);
    }
    p->form = 0;
    pr_mods(p, mods, o && o->range.begin > from ? o->range.begin : from, UINT32_MAX);
    if (own_subject || strcmp(v, "exists") == 0) {     /* "there is" agrees with its object */
        p->said = said;
        p->singular = sing;
        p->modal = modal;
    }
}

/* A wrapper word between the subject and the verb: "can't", "may". */
void pr_wrapped(printer *p, const node *n, const char *word)
{
    const node *said = p->said;
    bool sing = p->singular, modal = p->modal;
    const node *instead = n->a && n->a->kind == N_ACTION ? leading_instead(n->a) : NULL;
    const node *subject = clause_subject(n->a);
    if (instead && subject && instead->range.begin < subject->range.begin)
        w(p, "instead");        /* "If you're the monarch, instead you may put ..." */
    const node *act = clause_action(n->a);
    if (act && subject && subject != said && act->a == subject)
        pr_fronted(p, act->c, subject->range.begin, instead);
    bool own = say_subject(p, n->a);
    if (!own && p->condition && !p->said && !clause_subject(n->a) && !p->modal) {
        w(p, "you");
        p->singular = false;
    }
    bool past = n->form & FORM_PAST;
    bool be_not = strcmp(word, "isn't") == 0 || strcmp(word, "not") == 0 || strcmp(word, "no longer") == 0;
    if (strcmp(word, "isn't") == 0)
        word = past ? (p->singular && !(n->form & FORM_WERE) ? "wasn't" : "weren't")
                    : p->singular ? "isn't" : "aren't";
    if (strcmp(word, "don't") == 0)
        word = past ? "didn't" : p->singular ? "doesn't" : "don't";
    if (strcmp(word, "can't") == 0 && past)
        word = "couldn't";
    if (strcmp(word, "can") == 0 && past)
        word = "could";         /* "that spell could target" */
    if (strcmp(word, "not") == 0 || strcmp(word, "no longer") == 0) {
        p->form = n->form;
        be(p);                  /* "it's not your turn", "it is not", "is no longer snow" */
    }
    bool perfect = strcmp(word, "haven't") == 0 || strcmp(word, "hasn't") == 0;
    if (perfect)
        word = p->singular ? "hasn't" : "haven't";
    w(p, word);
    p->modal = !be_not && !perfect;
    p->participle = perfect;    /* "you haven't completed a dungeon" */
    const node *inner = n->a;
    bool neg = p->negated;
    p->negated = be_not;
    if (inner && inner->kind == N_ACTION && strcmp(inner->text, "is") == 0 && p->negated) {
        is_words(p, inner->form);       /* "that aren't on the battlefield" */
        pr_node(p, inner->b);
        /* "isn't snow until end of turn" */
        pr_mods(p, inner->c, inner->b ? inner->b->range.end : 0, UINT32_MAX);
    }
    else
        pr_node(p, inner);
    p->participle = false;
    p->negated = neg;
    p->said = said;
    p->singular = sing;
    p->modal = modal;
}

void pr_sequence(printer *p, const node *n)
{
    const node *said = p->said;
    bool sing = p->singular, modal = p->modal;
    bool gerund = p->gerund;    /* "by paying 3 life and discarding a card": every verb */
    /* The first step's subject, said once when the steps after it have the
     * same one or none (a step without one keeps its verb's base form). */
    const node *s = clause_subject(n);
    bool shared = s != NULL;
    for (const node *i = n->a->a; i; i = i->next)
        if (clause_subject(i) && clause_subject(i) != s)
            shared = false;
    const node *first = n->a->a;
    const node *instead = shared && first->kind == N_ACTION ? leading_instead(first) : NULL;
    if (instead && instead->range.begin < s->range.begin)
        w(p, "instead");        /* "If it's a Human, instead it gets +3/+3 and gains ..." */
    if (shared)
        say_subject(p, n);
    if ((shared || !s) && (n->form & FORM_SUBJECT_EACH))
        w(p, "each");       /* "two target creatures each get +1/+0 and gain ...", "that each have" */
    if ((shared || !s) && (n->form & FORM_ALSO))
        w(p, "also");
    if ((shared || !s) && (n->form & FORM_SECRETLY))
        w(p, "secretly");
    for (const node *i = n->a->a, *prev = NULL; i; prev = i, i = i->next) {
        bool base = p->modal;
        if (prev && (shared || !s) && i->kind == N_ACTION && prev->kind == N_ACTION
            && is(i, "deal damage") && is(prev, "deal damage") && i->b) {
            /* "deals 2 damage to X and 2 damage to Y": the verb once */
            w(p, i->join);
            pr_node(p, i->b);
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
        /* "that player loses 1 life and mills a card, then you gain 1 life":
         * a step with the subject of the step before says it once */
        const node *si = clause_subject(i);
        bool again = !shared && prev && si && si == clause_subject(prev);
        if (again) {
            p->said = si;
            p->singular = pr_singular(p, si);
        }
        p->gerund = gerund;
        pr_node(p, i);
        if (again) {
            p->said = said;
            p->singular = sing;
        }
        p->modal = base;
    }
    p->said = said;
    p->singular = sing;
    p->modal = modal;
}

/* A clause that is a condition: a clause without a subject is "you". */
void pr_cond(printer *p, const node *n)
{
    bool c = p->condition;
    const node *said = p->said;
    p->condition = true;
    p->said = NULL;
    if (n && n->kind == N_LIST && n->text)
        pr_series(p, n, n->text);
    else
        pr_node(p, n);
    p->condition = c;
    p->said = said;
}

void pr_clause(printer *p, const node *n)
{
    bool c = p->condition;
    p->condition = false;
    pr_node(p, n);
    p->condition = c;
}

/* "for each of them": the noun phrase says its "each of" itself. */
static bool for_each_of(const char *v, const node *np)
{
    return strcmp(v, "for each") == 0 && np && (np->form & FORM_EACH_OF);
}

void pr_conditional(printer *p, const node *n)
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
            pr_node(p, cond->a);
            p->glue = true;
            w(p, "\xE2\x80\x94");
            p->glue = true;
            pr_node(p, cond->last);
        } else {
            pr_node(p, cond);
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
        pr_node(p, cond);
    } else if (strcmp(v, "additional cost") == 0) {
        w(p, "as an additional cost to");
        pr_clause(p, cond);
    } else if (strcmp(v, "once each turn") == 0) {
        w(p, v);
    } else {
        w(p, for_each_of(v, cond) ? "for" : v);
        if (strcmp(v, "for each") == 0 || strcmp(v, "starting with") == 0)
            pr_node(p, cond);
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


static void pr_restriction(printer *p, const node *r)
{
    if (r && r->kind == N_LIST) {
        /* a step and a time joined, after "and only": "during combat
         * before blockers are declared" */
        for (const node *i = r->a; i; i = i->next) {
            if (i != r->a)
                w(p, i->join);
            pr_restriction(p, i);
        }
    } else if (r && r->kind == N_STEP) {
        w(p, "during");
        pr_node(p, r);
    } else if (r && r->kind == N_WORD && r->token == CARDTYPE) {
        w(p, "as");
        w(p, strchr("aeiou", r->text[0]) ? "an" : "a");
        leaf(p, r);
    } else if (r && r->kind != N_WORD && r->kind != N_DURATION && r->kind != N_AMOUNT) {
        w(p, "if");
        pr_cond(p, r);
    } else {
        pr_node(p, r);
    }
}

void pr_modifier(printer *p, const node *n)
{
    const char *v = n->text;
    if ((strcmp(v, "with") == 0 || strcmp(v, "as though") == 0) && n->join)
        w(p, n->join);          /* "enters tapped and with three counters on it" */
    if (strcmp(v, "can't") == 0 || strcmp(v, "may") == 0 || strcmp(v, "can") == 0
        || strcmp(v, "must") == 0 || strcmp(v, "would") == 0 || strcmp(v, "can only") == 0) {
        pr_wrapped(p, n, v);
        return;
    }
    if (strcmp(v, "activate only") == 0 && n->a && n->a->kind == N_AMOUNT
        && is(n->a, "times each turn")) {
        w(p, "activate no more than");  /* "... three times each turn", "twice each turn" */
        pr_node(p, n->a->a->a);
        w(p, is(n->a->a->a, "twice") ? "each turn" : "times each turn");
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
    if (strcmp(v, "as the target of") == 0) {
        w(p, "as");             /* "choose an untapped creature as this spell's target" */
        pr_owner(p, n->a);
        w(p, "target");
        return;
    }
    if ((strcmp(v, "any") == 0 || strcmp(v, "either") == 0) && (n->form & FORM_OF)) {
        w(p, v);            /* "as long as any of those cards remain exiled" */
        w(p, "of");
        pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "but only") == 0) {
        w(p, v);            /* "may activate this ability but only as a sorcery" */
        pr_restriction(p, n->a);
        return;
    }
    if (strcmp(v, "level") == 0) {
        w(p, "level");      /* a level up range: "LEVEL 1-4", "LEVEL 5+" */
        if (n->a && n->a->kind == N_LIST) {
            leaf(p, n->a->a);
            p->glue = true;
            w(p, "-");
            p->glue = true;
            leaf(p, n->a->last);
        } else if (n->a) {
            leaf(p, n->a);
        }
        return;
    }
    if (strcmp(v, "army type") == 0) {
        pr_node(p, n->a);       /* "amass Phyrexians 2": the Army's creature type */
        return;
    }
    if (strcmp(v, "where") == 0) {
        /* ", where X is ...", or a sentence of its own: "X is ..." */
        w(p, p->b.n && p->b.s[p->b.n - 1] == '.' ? "X is" : ", where X is");
        pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "where X and Y") == 0) {
        w(p, ", where X is");
        pr_node(p, n->a);
        w(p, "and Y is");
        pr_node(p, n->b);
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
        pr_node(p, n->a);
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
    if (strcmp(v, "divided") == 0 || starts(v, "divided evenly")) {
        w(p, strcmp(v, "divided") == 0 ? "divided as you choose" : v);    /* "divided evenly, rounded down," */
        w(p, strcmp(v, "divided evenly, rounded down") == 0 ? ", among" : "among");
        pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "for each flip won by") == 0) {
        w(p, "for each flip");  /* "for each flip you won" */
        pr_node(p, n->a);
        w(p, "won");
        return;
    }
    if (strcmp(v, "times") == 0 || strcmp(v, "more times") == 0) {
        pr_count(p, n->a);      /* "three times", "two more times" */
        w(p, v);
        return;
    }
    if (strcmp(v, "or more times") == 0) {
        pr_count(p, n->a);      /* "activated four or more times this turn" */
        w(p, v);
        return;
    }
    if (strcmp(v, "to mana") == 0) {
        w(p, "to");             /* "to less than one mana" */
        pr_node(p, n->a);
        w(p, "mana");
        return;
    }
    if (strcmp(v, "additional") == 0) {
        w(p, "an additional");  /* "an additional 1 damage", "an additional seven creatures" */
        pr_count(p, n->a);
        return;
    }
    if (strcmp(v, "next") == 0 || strcmp(v, "other") == 0 || strcmp(v, "more") == 0
        || strcmp(v, "different") == 0) {
        pr_count(p, n->a);
        w(p, v);
        return;
    }
    if (strcmp(v, "the next") == 0 || strcmp(v, "the first") == 0 || strcmp(v, "the") == 0) {
        w(p, v);
        pr_node(p, n->a);
        return;
    }
    if (strcmp(v, "as") == 0 && n->a && n->a->kind != N_ACTION && clause_subject(n->a)) {
        w(p, "as");
        pr_clause(p, n->a);
        return;
    }
    if (strcmp(v, "by") == 0 && n->a && ((n->a->kind == N_ACTION && !n->a->a)
                                         || (n->a->kind == N_SEQUENCE && !clause_subject(n->a)))) {
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
        pr_node(p, n->a);
        p->gerund = false;
        p->modal = modal;
        p->said = said;
        return;
    }
    if (strcmp(v, "just beneath the top") == 0) {
        w(p, v);
        leaf(p, n->a);      /* "X", "three" as written */
        w(p, "cards of that library");
        return;
    }
    if (strcmp(v, "only to ... or to") == 0) {
        bool modal = p->modal;
        p->modal = true;
        w(p, "only to");
        pr_node(p, n->a);
        w(p, "or to");
        pr_node(p, n->b);
        p->modal = modal;
        return;
    }
    if (strcmp(v, "your choice of") == 0 && n->a && n->a->kind == N_LIST && !n->a->text) {
        w(p, v);
        pr_series(p, n->a, "or");   /* "your choice of flying, vigilance, or haste" */
        return;
    }
    if (strcmp(v, "except") == 0 && n->a && n->a->kind != N_DURATION)
        w(p, ",");          /* ", except it's ..." */
    w(p, for_each_of(v, n->a) ? "for" : v);
    if (n->form & FORM_THAT)
        w(p, "that");       /* "except that the copy is red" */
    if (strcmp(v, "as though") == 0 || strcmp(v, "for each time") == 0 || strcmp(v, "if") == 0 || strcmp(v, "except") == 0)
        pr_cond(p, n->a);
    else
        pr_node(p, n->a);
}
