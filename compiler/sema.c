/* sema.c — semantic analysis of a parsed card.
 *
 * - Targets (Rules FAQ 1.1.01): each N_TARGET is one use of the word
 *   "target" before a noun phrase; "the target of" and "targets" as a verb
 *   are other tokens and never make one.  An Aura spell targets what its
 *   enchant ability names (CR 415.3).
 * - Pronouns: "it", "them", "that creature" are bound to the object they
 *   refer to, or reported when nothing comes before them.
 * - Wording: obsolete phrases (Fourth Edition and older Oracle text). */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "front.h"

/* ---- targets ---------------------------------------------------------- */

typedef struct walk {
    front *fe;
    const card *c;
    target_use **tail;
    node *last_object;          /* the most recent object mentioned */
    ability_kind kind;
} walk;

/* Source text with each run of white space (continuation lines) as one space. */
static const char *squeeze(front *fe, const char *t, size_t n)
{
    char *out = arena_alloc(fe->a, n + 1);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (isspace((unsigned char)t[i])) {
            if (k > 0 && out[k - 1] != ' ')
                out[k++] = ' ';
            continue;
        }
        out[k++] = t[i];
    }
    while (k > 0 && out[k - 1] == ' ')
        k--;
    out[k] = '\0';
    return out;
}

static const char *target_text(front *fe, const source_file *src, src_range r)
{
    const char *t = src->text + r.begin;
    size_t n = r.end - r.begin;
    /* What follows the word "target": "up to two target creatures" -> "creatures". */
    for (size_t i = 0; i + 6 <= n; i++) {
        if (strncmp(t + i, "target", 6) == 0 && (i == 0 || !isalpha((unsigned char)t[i - 1]))
            && (i + 6 == n || isspace((unsigned char)t[i + 6]))) {
            if (i + 7 < n)
                return squeeze(fe, t + i + 7, n - i - 7);
            break;
        }
    }
    return squeeze(fe, t, n);
}

static void add_target(walk *w, node *t)
{
    target_use *u = arena_alloc(w->fe->a, sizeof *u);
    u->min = t->lo;
    u->max = t->hi;
    u->range = t->range;
    u->object = t->a;
    /* "any target", "each of two targets": any creature, player or planeswalker */
    u->text = strcmp(t->text, "any target") == 0 ? "any target"
                                                 : target_text(w->fe, w->c->src, t->range);
    *w->tail = u;
    w->tail = &u->next;
}

static bool is_object(const node *n)
{
    return n->kind == N_TARGET || n->kind == N_SELF
        || (n->kind == N_OBJECT && n->text && strcmp(n->text, "top") != 0);
}

static void bind_pronoun(walk *w, node *p)
{
    const char *word = p->text;
    if (strcmp(word, "it") != 0 && strcmp(word, "them") != 0 && strcmp(word, "that") != 0
        && strcmp(word, "its") != 0 && strcmp(word, "they") != 0 && strcmp(word, "those") != 0)
        return;
    if (w->last_object) {
        p->refers = w->last_object;
        return;
    }
    /* With nothing before it, a permanent's or a trigger's "it" is the card
     * itself; a spell has nothing it could mean. */
    if (w->kind == AB_SPELL)
        diag_report(w->fe->diag, w->c->src, p->range, WARN_PRONOUN_UNBOUND,
                    arena_strndup(w->fe->a, w->c->src->text + p->range.begin,
                                  p->range.end - p->range.begin));
}

static void walk_node(walk *w, node *n)
{
    if (!n)
        return;
    switch (n->kind) {
        case N_QUOTED:
            return;             /* a granted ability has targets of its own */
        case N_LIST:
            for (node *i = n->a; i; i = i->next)
                walk_node(w, i);
            return;
        case N_TARGET:
            add_target(w, n);
            walk_node(w, n->a);
            w->last_object = n;
            return;
        case N_PRONOUN:
            bind_pronoun(w, n);
            walk_node(w, n->a);
            return;
        default:
            break;
    }
    walk_node(w, n->a);
    walk_node(w, n->b);
    walk_node(w, n->c);
    if (is_object(n))
        w->last_object = n;
}

/* Keyword abilities whose rules text (CR 702) targets though the keyword
 * line does not say "target": equip and fortify. */
static void keyword_targets(front *fe, ability *ab)
{
    static const struct {
        const char *keyword, *what;
    } implied[] = {
        { "equip", "creature you control" },
        { "fortify", "land you control" },
        { "reconfigure", "creature you control" },
    };
    target_use **tail = &ab->targets;
    for (const node *k = ab->ast->b ? ab->ast->b->a : NULL; k; k = k->next)
        for (size_t i = 0; i < sizeof implied / sizeof *implied; i++)
            if (k->kind == N_KEYWORD && strcmp(k->text, implied[i].keyword) == 0) {
                target_use *u = arena_alloc(fe->a, sizeof *u);
                u->min = u->max = 1;
                u->range = k->range;
                u->text = implied[i].what;
                *tail = u;
                tail = &u->next;
            }
}

static void ability_targets(front *fe, const card *c, ability *ab)
{
    if (ab->kind == AB_KEYWORD) {
        keyword_targets(fe, ab);
        return;
    }
    walk w = { fe, c, &ab->targets, NULL, ab->kind };
    walk_node(&w, ab->ast);
    for (ability *m = ab->modes; m; m = m->next)
        ability_targets(fe, c, m);
}

/* "Enchant creature" on an Aura: the spell targets a creature. */
static const node *enchant_keyword(const card *c)
{
    for (const ability *ab = c->abilities; ab; ab = ab->next) {
        if (ab->kind != AB_KEYWORD || !ab->ast->b)
            continue;
        for (const node *k = ab->ast->b->a; k; k = k->next)
            if (k->kind == N_KEYWORD && strcmp(k->text, "enchant") == 0)
                return k;
    }
    return NULL;
}

static void spell_targets(front *fe, card *c)
{
    target_use **tail = &c->spell_targets;
    if (card_has_subtype(c, "Aura")) {
        const node *k = enchant_keyword(c);
        if (k) {
            target_use *u = arena_alloc(fe->a, sizeof *u);
            u->min = u->max = 1;
            u->range = k->a ? k->a->range : k->range;
            u->object = k->a;
            u->text = squeeze(fe, c->src->text + u->range.begin,
                              u->range.end - u->range.begin);
            *tail = u;
            tail = &u->next;
        } else if (c->text_errors == 0) {
            diag_report(fe->diag, c->src, c->name_range, WARN_AURA_NO_ENCHANT);
        }
    }
    for (ability *ab = c->abilities; ab; ab = ab->next) {
        if (ab->kind != AB_SPELL)
            continue;
        const ability *srcs[2] = { ab, ab->modes };
        for (int i = 0; i < 2; i++)
            for (const ability *m = srcs[i]; m; m = i ? m->next : NULL)
                for (const target_use *t = m->targets; t; t = t->next) {
                    target_use *u = arena_alloc(fe->a, sizeof *u);
                    *u = *t;
                    u->next = NULL;
                    *tail = u;
                    tail = &u->next;
                }
    }
}

/* ---- wording ---------------------------------------------------------- */

static const struct {
    const char *old, *now;
} obsolete[] = {
    { "comes into play", "enters the battlefield" },
    { "come into play", "enter the battlefield" },
    { "put into play", "put onto the battlefield" },
    { "into play", "onto the battlefield" },
    { "in play", "on the battlefield" },
    { "leaves play", "leaves the battlefield" },
    { "removed from the game", "exiled" },
    { "from the game", "into exile" },
    { "converted mana cost", "mana value" },
    { "target creature or player", "any target" },
    { "play a spell", "cast a spell" },
    { "plays a spell", "casts a spell" },
    { "is put into a graveyard from play", "dies" },
    { "bury", "destroy ... it can't be regenerated" },
    { "interrupt", "instant" },
    { "summon", "creature" },
};

static bool word_at(const char *t, size_t n, size_t i, const char *w, size_t wn)
{
    if (i + wn > n || strncasecmp(t + i, w, wn) != 0)
        return false;
    if (i > 0 && isalpha((unsigned char)t[i - 1]))
        return false;
    return i + wn == n || !isalpha((unsigned char)t[i + wn]);
}

static void check_wording(front *fe, const card *c, const paragraph *p)
{
    const char *t = c->src->text + p->body.begin;
    size_t n = p->body.end - p->body.begin;
    for (size_t i = 0; i < n; i++) {
        if (t[i] == '(') {      /* reminder text is not the rules text */
            unsigned depth = 0;
            for (; i < n; i++) {
                depth += t[i] == '(';
                if (t[i] == ')' && --depth == 0)
                    break;
            }
            continue;
        }
        if (i > 0 && isalpha((unsigned char)t[i - 1]))
            continue;           /* phrases start at a word */
        int first = tolower((unsigned char)t[i]);
        for (size_t k = 0; k < sizeof obsolete / sizeof *obsolete; k++) {
            if (obsolete[k].old[0] != first)
                continue;
            size_t wn = strlen(obsolete[k].old);
            if (!word_at(t, n, i, obsolete[k].old, wn))
                continue;
            uint32_t b = p->body.begin + (uint32_t)i;
            src_range r = { b, b + (uint32_t)wn };
            if (diag_report(fe->diag, c->src, r, WARN_OBSOLETE, obsolete[k].old, obsolete[k].now)
                && !strstr(obsolete[k].now, "..."))
                diag_fixit(fe->diag, r, obsolete[k].now);
            i += wn - 1;
            break;
        }
    }
}

void sema_card(front *fe, card *c)
{
    for (paragraph *p = c->paras; p; p = p->next)
        if (!p->failed)
            check_wording(fe, c, p);
    for (ability *ab = c->abilities; ab; ab = ab->next)
        ability_targets(fe, c, ab);
    spell_targets(fe, c);
}
