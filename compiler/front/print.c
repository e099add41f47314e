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
 * from the source there: that is what the round-trip check reports.
 *
 * This file holds the buffer, lists, abilities and the dispatcher over node
 * kinds; noun phrases are in print_np.c, verbs and clauses in
 * print_clause.c (printer.h). */
#include "print.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "parser.h"
#include "printer.h"

void pr_buf_add(pbuf *b, const char *s, size_t len)
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
void pr_write(printer *p, const char *s, size_t len)
{
    if (!len)
        return;
    if (s[0] == ',' && p->quote_closed && p->b.n && p->b.s[p->b.n - 1] == '"') {
        p->b.s[p->b.n - 1] = ',';       /* '"... until end of turn," and': Oracle's comma */
        pr_buf_add(&p->b, "\"", 1);
        p->quote_closed = false;
        do
            s++, len--;
        while (len && s[0] == ' ');
        if (!len)
            return;
    }
    bool punct = strchr(",.:;", s[0]) != NULL;
    if (p->article && p->article == p->b.n && strchr("aeiouAEIOU", s[0]))
        pr_buf_add(&p->b, "n", 1);      /* "an artifact card name" */
    p->article = 0;
    if (p->b.n && !p->glue && !punct && p->b.s[p->b.n - 1] != ' ')
        pr_buf_add(&p->b, " ", 1);
    p->glue = false;
    p->quote_closed = false;
    size_t at = p->b.n;
    pr_buf_add(&p->b, s, len);
    if (p->cap)
        p->b.s[at] = (char)toupper((unsigned char)p->b.s[at]);
    p->cap = false;
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
void pr_series(printer *p, const node *l, const char *how)
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
        pr_node(p, it);
    }
}

/* Items one after another ("Flying, vigilance" uses SEP ","). */
void pr_joined(printer *p, const node *l, const char *sep)
{
    for (const node *it = l ? l->a : NULL; it; it = it->next) {
        if (it != l->a && sep)
            w(p, sep);
        pr_node(p, it);
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
                pr_node(p, it);
        }
        return;
    }
    for (const node *it = l->a; it; it = it->next) {
        if (it != l->a)
            w(p, it->join ? it->join : ",");    /* "{T}, Sacrifice ~", "... and sacrifice it" */
        p->cap = !it->join || strcmp(it->join, "and") != 0;
        pr_node(p, it);
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
    if (param && param->kind == N_WORD
        && (param->token == NON || param->token == SUPERTYPE || param->token == SUBTYPE)) {
        leaf(p, param);
        param = NULL;
    }
    if (n->form & FORM_PAST) {
        p->form = FORM_PAST;
        pr_verb(p, n->text);    /* "becomes crewed" */
    } else {
        w(p, n->text);
    }
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
            pr_node(p, it);
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
        pr_node(p, param);
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
            pr_node(p, kw);
        }
        /* "Cumulative upkeep—Pay 2 life.": a cost in words is a sentence */
        const node *last = ab->b->last;
        if (last && last->b && !mana_only(last->b))
            w(p, ".");
        if (last && last->c) {
            if (!last->b || mana_only(last->b))
                w(p, ".");
            pr_effect(p, last->c);      /* "Equip {0}. Activate only once each turn." */
        }
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
        pr_node(p, ab->a);
        w(p, ",");
        pr_effect(p, ab->b);
        return;
    }
    pr_effect(p, ab->b);
}

void pr_effect(printer *p, const node *l)
{
    for (const node *s = l ? l->a : NULL; s; s = s->next) {
        if (s->kind == N_MODAL) {
            pr_node(p, s);
            if (s->next)
                w(p, ".");
            else
                w(p, "\xE2\x80\x94");
            continue;
        }
        if (s->kind == N_TRIGGER) {
            pr_node(p, s);
            w(p, ",");
            continue;
        }
        if (s->kind == N_PT) {
            pr_node(p, s);
            continue;
        }
        const node *said = p->said;
        p->said = NULL;
        p->singular = false;
        p->modal = false;
        w(p, s->join);      /* "Then shuffle." */
        pr_node(p, s);
        p->said = said;
        if (s->next && s->next->kind == N_MODAL && s->next->range.begin == s->range.end)
            continue;
        if ((s->kind == N_MODIFIER && is(s, "level")) || (s->kind == N_ACTION && is(s, "gain level") && !s->a))
            continue;           /* "LEVEL 1-4", "{1}{R}{W}: Level 2": lines without a period */
        size_t q = p->b.n;      /* the closing quotes the buffer ends with */
        while (q > 0 && (p->b.s[q - 1] == '"' || (p->quote_closed && p->b.s[q - 1] == '\'')))
            q--;
        if (q < p->b.n && q > 0) {
            /* 'has "{T}: Add {C}."': the sentence's period is inside the
             * quotes ('... have \'{T}: Add {B}.\'"') */
            if (p->b.s[q - 1] != '.') {
                char closing[8];
                size_t n = p->b.n - q < sizeof closing ? p->b.n - q : sizeof closing - 1;
                memcpy(closing, p->b.s + q, n);
                p->b.n = q;
                pr_buf_add(&p->b, ".", 1);
                pr_buf_add(&p->b, closing, n);
            }
            continue;
        }
        if (p->b.n && p->b.s[p->b.n - 1] != '.')   /* a die's row ends with its own */
            w(p, ".");
    }
}

void pr_pronoun(printer *p, const node *n)
{
    if (n->form & FORM_SELF)
        w(p, strcmp(n->text, "it") == 0 ? "itself" : "themselves");
    else if ((n->form & (FORM_HE | FORM_SHE | FORM_HIM | FORM_HER | FORM_HIS)) && strstr(n->text, " or "))
        w(p, n->form & FORM_HE ? "he" : n->form & FORM_SHE ? "she" : n->form & FORM_HIM ? "him"
             : n->form & FORM_HER ? "her" : "his");     /* "counters on him", "her controller" */
    else
        w(p, n->text);
}

void pr_node(printer *p, const node *n)
{
    if (!n || n->implied)       /* written once in the text, where it stands */
        return;
    if (n->form & FORM_EACH_OF)
        w(p, "each of");
    if (n->form & FORM_ALL_OF)
        w(p, "all of");     /* "remove all of them" */
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
        else if (n->form & FORM_ANY)
            w(p, "any card name");
        else
            w(p, n->text);
        if (!n->token && (n->form & FORM_S))
            pr_buf_add(&p->b, "s", 1);      /* "skip their untap steps" */
        break;
    case N_ABILITY:
        pr_ability(p, n);
        break;
    case N_TRIGGER:
        if ((is(n, "or") || is(n, "and")) && n->a && n->a->kind == N_LIST) {
            pr_joined(p, n->a, n->text);    /* "at the beginning of your upkeep or whenever ...",
                                             * "when ~ enters and when you sacrifice it" */
            break;
        }
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
        if (n->b) {             /* "attacks while saddled" */
            w(p, "while");
            pr_node(p, n->b->a);
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
        else if (is(n, "energy of")) {
            pr_count(p, n->a);          /* "that many {E}", "one or more {E}" */
            w(p, "{E}");
        }
        else if (is(n, "kicker")) {
            pr_node(p, n->a);   /* "its {1}{B} kicker" */
            w(p, "kicker");
        } else if (is(n, "mana cost")) {
            w(p, "the");
            pr_node(p, n->a);
            w(p, "cost");
        } else
            pr_node(p, n->a);
        break;
    case N_MANA:
        if (n->form & FORM_ADDITIONAL)
            w(p, "an additional");
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
        if (n->b) {
            bool sing = p->singular;
            pr_node(p, n->b);       /* "an opponent chooses one —" */
            p->singular = pr_singular(p, n->b);
            pr_verb(p, "choose");
            p->singular = sing;
        } else {
            w(p, "choose");
        }
        if (n->a->kind == N_AMOUNT && is(n->a, "any number"))
            w(p, "any number");     /* "choose any number —": no noun, so no "of" */
        else
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
            pr_node(p, n->a);
        } else {
            leaf(p, n);
        }
        break;
    case N_PRONOUN: {
        static const char *const plain[] = {
            "it", "them", "they", "him or her", "that", "those", "the same", "enchanted",
            "equipped", "fortified", "the exiled", "the", "the chosen", "one", "the other", "this ability",
            "this emblem", "this", "his or her", "its", "their", "that target", "their chosen",
        };
        bool status = true;     /* "the tapped creature": THE STATUS keeps the status */
        for (size_t i = 0; i < sizeof plain / sizeof *plain; i++)
            status &= strcmp(n->text, plain[i]) != 0;
        if (status)
            w(p, "the");
        pr_pronoun(p, n);
        pr_node(p, n->a);
        break;
    }
    case N_PLAYER:
        if (strcmp(n->text, "active player") == 0)
            w(p, "the");        /* "creatures the active player controls" */
        w(p, n->form & FORM_SINGULAR ? "your opponent" : n->text);
        break;
    case N_POSSESSIVE:
        if (n->b && n->b->kind == N_WORD && n->a && n->range.begin < n->a->range.begin
            && n->b->range.begin < n->a->range.begin) {
            /* "the owner of it" */
            w(p, "the");
            pr_node(p, n->b);
            w(p, "of");
            pr_node(p, n->a);
        } else {
            pr_owner(p, n->a);
            pr_node(p, n->b);
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
            pr_node(p, alt);
        }
        if (n->b) {
            bool gap = p->damage_gap;
            bool sing = p->singular;
            const node *h = pr_filter_head(n);
            p->damage_gap = h && h->kind == N_WORD && h->token == DAMAGE;
            p->singular = !pr_word_plural(p, h);   /* "a spell that targets" */
            const node *named = pr_apposition(n);  /* said before the object */
            for (const node *q = n->b->a; q; q = q->next)
                if (q != named)
                    pr_node(p, q);
            p->damage_gap = gap;
            p->singular = sing;
        }
        break;
    case N_TRAITS:
        for (const node *i = n->a ? n->a->a : NULL; i; i = i->next) {
            if (i->kind == N_LIST && !i->implied)
                pr_series(p, i, i->text);
            else
                pr_node(p, i);
        }
        for (const node *q = n->b ? n->b->a : NULL; q; q = q->next)
            pr_node(p, q);      /* "Spirit, creature with disturb, or enchantment" (partial) */
        break;
    case N_QUALIFIER:
        pr_qualifier(p, n);
        break;
    case N_ZONE:
        if (n->form & FORM_ON)
            w(p, "on");         /* "in the command zone or on the battlefield" */
        if (is(n, "battlefield") || is(n, "stack"))
            w(p, is(n, "stack") ? "the stack" : "the battlefield");
        else if (is(n, "graveyard"))
            w(p, "a graveyard");
        else if (is(n, "top") || is(n, "bottom")) {
            if (!(n->form & FORM_NO_THE))
                w(p, "the");
            w(p, is(n, "top") ? "top of" : "bottom of");
            pr_node(p, n->a);
        } else if (is(n, "command"))
            w(p, "the command zone");
        else {
            w(p, n->text);
            pr_node(p, n->a);
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
            pr_node(p, n->a->a);
        } else if (is(n, "under control of") && (n->form & FORM_OF)) {
            w(p, "under the control of");
            pr_node(p, n->a);
        } else if (is(n, "under control of")) {
            w(p, "under");
            pr_owner(p, n->a);
            w(p, "control");
        } else {
            if (n->form & FORM_COMMA)
                w(p, ",");      /* "half that damage, rounded down, to that player" */
            w(p, n->text);
            pr_node(p, n->a);
        }
        break;
    case N_DURATION:
        if (strcmp(n->text, "during last turn") == 0) {
            w(p, "during");     /* "during your last turn", "their controller's" */
            pr_owner(p, n->a);
            w(p, "last turn");
            break;
        }
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
                pr_node(p, n->a);
            else
                pr_cond(p, n->a);
        } else if (strcmp(n->text, "at") == 0) {
            w(p, "at");
            w(p, n->a && n->a->lossy ? "the end of" : "the beginning of");
            pr_node(p, n->a);
        } else {
            w(p, n->text);
            pr_node(p, n->a);
        }
        break;
    case N_STEP:
        pr_step(p, n);
        break;
    case N_QUOTED:
        w(p, p->in_quote ? "'" : "\"");     /* 'have "... have \'{T}: ...\'"' */
        p->glue = true;
        {
            printer q = { .src = p->src, .in_quote = true };
            pr_node(&q, n->a);
            /* Oracle ends a quoted ability with a period only where the
             * sentence ends ('has "{T}: Add {C}" until end of turn'): the
             * sentence's end puts it back (pr_effect); so too before the
             * closing quote of an ability quoted in it ('with "Equipped
             * creature has \'{T}: ... any target\'" and equip {1}') */
            size_t end = q.b.n;
            while (end > 0 && q.b.s[end - 1] == '\'')
                end--;
            if (end > 0 && q.b.s[end - 1] == '.') {
                memmove(q.b.s + end - 1, q.b.s + end, q.b.n - end + 1);
                q.b.n--;
            }
            w(p, q.b.s ? q.b.s : "");
            free(q.b.s);
        }
        p->glue = false;
        pr_buf_add(&p->b, p->in_quote ? "'" : "\"", 1);
        p->quote_closed = true;
        break;
    case N_TOKEN_DESC:
        pr_node(p, n->c);
        pr_node(p, n->a);
        pr_node(p, n->b);
        break;
    case N_NAME:
        leaf(p, n);
        break;
    case N_MODIFIER:
        pr_modifier(p, n);
        break;
    case N_AMBIGUOUS:       /* never in a result (syn_merge); its first reading */
        pr_node(p, n->a);
        break;
    case NODE_KIND_COUNT:
        break;
    }
}

/* Capitals where a sentence starts: the text's start, after ". ", ": ",
 * "—" and an opening quote (a single one inside a double one). */
static void capitalise(char *s)
{
    bool start = true, quoted = false;
    for (char *c = s; *c; c++) {
        if (start && isalpha((unsigned char)*c)) {
            *c = (char)toupper((unsigned char)*c);
            start = false;
        } else if (*c == '"') {
            quoted = !quoted;
            start = start || quoted;    /* not after a closing one: '"... turn," and' */
        } else if (*c == '\'' && quoted && c > s && c[-1] == ' ') {
            start = true;       /* a single quote opens inside a double one */
        } else if (*c == '.' || *c == ':') {
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
    if (para->kind == PARA_MODE && !(ab->label && ab->label[0] == '+'))    /* "+ {1} — ..." has none */
        w(&p, "\xE2\x80\xA2");
    if (ab->label) {
        w(&p, ab->label);
        w(&p, "\xE2\x80\x94");
    }
    if (ab->name) {
        w(&p, ab->name);
        w(&p, "\xE2\x80\x94");
    }
    pr_node(&p, ab->ast);
    if (ab->leads) {            /* a dungeon's room: the rooms it leads to, as written */
        w(&p, ab->leads_reminder ? "(\xE2\x86\x92" : "\xE2\x86\x92");
        w(&p, ab->leads);
        if (ab->leads_reminder)
            w(&p, ")");
    }
    char *s = arena_strdup(a, p.b.s ? p.b.s : "");
    free(p.b.s);
    capitalise(s);
    return s;
}

char *print_node(arena *a, const source_file *src, const node *n)
{
    printer p = { .src = src };
    pr_node(&p, n);
    char *s = arena_strdup(a, p.b.s ? p.b.s : "");
    free(p.b.s);
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
