/* sema.c — semantic analysis of a parsed card.
 *
 * - Targets (Rules FAQ 1.1.01): each N_TARGET is one use of the word
 *   "target" before a noun phrase; "the target of" and "targets" as a verb
 *   are other tokens and never make one.  An Aura spell targets what its
 *   enchant ability names (CR 415.3).
 * - Pronouns: "it", "them", "that creature" are bound to the object they
 *   refer to, or reported when nothing comes before them.
 * - Wording: wording.c, once the card is read (wording_card). */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "front.h"
#include "parser.h"

/* ---- targets ---------------------------------------------------------- */

typedef struct walk {
    front *fe;
    const card *c;
    target_use **tail;
    node *last_object;          /* the most recent object mentioned */
    node *last_player;          /* the most recent player mentioned */
    node *earlier_object;       /* the object mentioned before last_object */
    ability_kind kind;
    bool describing;            /* in "is a land card": a description, not something named */
    target_use *const *head;    /* the ability's targets so far */
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
        if (strncasecmp(t + i, "target", 6) == 0 && (i == 0 || !isalpha((unsigned char)t[i - 1]))
            && (i + 6 == n || isspace((unsigned char)t[i + 6]))) {
            if (i + 7 < n)
                return squeeze(fe, t + i + 7, n - i - 7);
            break;
        }
    }
    return squeeze(fe, t, n);
}

/* A target phrase shared by two verbs ("Target creature gets +2/+2 and
 * gains flying") is one node reached twice: one target (Rules FAQ 1.1.01). */
static void add_target(walk *w, node *t)
{
    for (const target_use *seen = *w->head; seen; seen = seen->next)
        if (seen->object == t->a && seen->range.begin == t->range.begin)
            return;
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

/* Does a filter or phrase name players ("each opponent", "that player")? */
static bool names_player(const node *n)
{
    if (!n)
        return false;
    if (n->kind == N_PLAYER)
        return true;
    if (n->kind == N_WORD)
        return n->token == PLAYER || n->token == OPPONENT;
    if (n->kind == N_LIST) {
        for (const node *i = n->a; i; i = i->next)
            if (names_player(i))
                return true;
        return false;
    }
    if (n->kind == N_QUALIFIER || n->kind == N_PREP)
        return false;           /* "creature that player controls" is no player */
    return names_player(n->a) || (n->kind != N_OBJECT && names_player(n->b));
}

/* "a graveyard", "a divinity counter": a zone or a counter, not a thing
 * "it" could mean. */
static bool names_no_thing(const node *n)
{
    const node *f = n->kind == N_OBJECT ? n->a : NULL;
    const node *traits = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && !f->b ? f->a->a : NULL;
    const node *word = traits && traits->a ? traits->a->a : NULL;
    while (word && word->next)
        word = word->next;
    if (!word || word->kind != N_WORD)
        return false;
    bool zone = word->token == GRAVEYARD || word->token == LIBRARY || word->token == HAND;
    return word->token == COUNTER || (zone && word == traits->a->a);
}

static void note_antecedent(walk *w, node *n)
{
    if (w->describing || names_no_thing(n))
        return;
    if (names_player(n)) {
        w->last_player = n;
    } else if (w->last_object != n) {
        w->earlier_object = w->last_object;
        w->last_object = n;
    }
}

/* "that creature" can't mean this card if it is no creature: the card
 * type the pronoun names, when the card doesn't have it. */
static bool not_this_card(const walk *w, const node *p)
{
    const node *f = p->a && p->a->kind == N_FILTER ? p->a : NULL;
    const node *traits = f && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *word = traits && traits->a ? traits->a->a : NULL;
    if (!word || word->next || word->kind != N_WORD || word->token != CARDTYPE)
        return false;
    for (unsigned i = 0; i < w->c->ntypes; i++)
        if (strcasecmp(w->c->types[i], word->text) == 0)
            return false;
    return true;
}

static void bind_pronoun(walk *w, node *p)
{
    static const char *const binds[] = { "it", "its", "them", "they", "that", "those" };
    bool binding = false;
    for (size_t i = 0; i < sizeof binds / sizeof *binds; i++)
        binding |= strcmp(p->text, binds[i]) == 0;
    if (!binding)
        return;
    bool player = names_player(p->a) || (p->refers && names_player(p->refers));
    node *to = player ? w->last_player : w->last_object;
    if (!player && to && to->kind == N_SELF && w->earlier_object && not_this_card(w, p))
        to = w->earlier_object;
    if (!to)
        to = player ? w->last_object : w->last_player;
    if (to) {
        p->refers = to->kind == N_PRONOUN && to->refers ? to->refers : to;
        return;
    }
    /* With nothing before it, a permanent's or a trigger's "it" is the card
     * itself; a spell has nothing it could mean. */
    if (w->kind == AB_SPELL)
        diag_report(w->fe->diag, w->c->src, p->range, WARN_PRONOUN_UNBOUND,
                    arena_strndup(w->fe->a, w->c->src->text + p->range.begin,
                                  p->range.end - p->range.begin));
}

static void ability_targets(walk *w, ability *ab);

/* A granted ability ("... with \"{T}: Add {G}.\"") is an ability of its own:
 * its targets and pronouns are its own. */
static void granted_ability(walk *outer, node *q)
{
    const node *ast = q->a;
    if (!ast || ast->kind != N_ABILITY || !ast->text)
        return;
    ability *ab = arena_alloc(outer->fe->a, sizeof *ab);
    const char *k = ast->text;
    ab->kind = strcmp(k, "keyword") == 0 ? AB_KEYWORD
             : strcmp(k, "activated") == 0 || strcmp(k, "loyalty") == 0 ? AB_ACTIVATED
             : strcmp(k, "triggered") == 0 ? AB_TRIGGERED : AB_STATIC;
    ab->loyalty = strcmp(k, "loyalty") == 0;
    ab->range = ast->range;
    ab->ast = q->a;
    walk w = { outer->fe, outer->c, NULL, NULL, NULL, NULL, ab->kind, false, NULL };
    ability_targets(&w, ab);
    q->granted = ab;
}

static void walk_node(walk *w, node *n)
{
    if (!n)
        return;
    switch (n->kind) {
    case N_QUOTED:
        granted_ability(w, n);  /* it has targets of its own */
        return;
    case N_LIST:
        for (node *i = n->a; i; i = i->next)
            walk_node(w, i);
        return;
    case N_TARGET:
        add_target(w, n);
        note_antecedent(w, n);  /* its own qualifiers may refer to it */
        walk_node(w, n->a);
        note_antecedent(w, n);
        return;
    case N_PRONOUN:
        bind_pronoun(w, n);
        walk_node(w, n->a);
        /* "That creature gets +0/+X, where X is its ...", "When enchanted
         * land becomes tapped, destroy it" */
        if (n->refers || (n->text && (strcmp(n->text, "enchanted") == 0 || strcmp(n->text, "equipped") == 0)))
            note_antecedent(w, n);
        return;
    case N_OBJECT: case N_PLAYER:
        note_antecedent(w, n);
        break;
    case N_ACTION:
        /* "If it's a land card, put it ...": the second "it" is still the
         * card, not "a land card", which only describes it. */
        if (n->text && strcmp(n->text, "is") == 0 && n->b
            && (!n->a || n->a->range.begin < n->b->range.begin)) {
            walk_node(w, n->a);
            bool was = w->describing;
            w->describing = true;
            walk_node(w, n->b);
            w->describing = was;
            walk_node(w, n->c);
            return;
        }
        break;
    default:
        break;
    }
    /* Children in the order their words come ("counter X unless its
     * controller pays" keeps the condition in a field before the action). */
    node *kids[3] = { n->a, n->b, n->c };
    for (int i = 1; i < 3; i++)
        for (int j = i; j > 0 && kids[j] && (!kids[j - 1]
                                             || kids[j]->range.begin < kids[j - 1]->range.begin); j--) {
            node *t = kids[j];
            kids[j] = kids[j - 1];
            kids[j - 1] = t;
        }
    for (int i = 0; i < 3; i++)
        walk_node(w, kids[i]);
    if (n->kind == N_SELF || n->kind == N_OBJECT || n->kind == N_PLAYER
        || (n->kind == N_POSSESSIVE && n->b && n->b->kind == N_WORD
            && (n->b->token == LIBRARY || n->b->token == HAND || n->b->token == GRAVEYARD)))
        note_antecedent(w, n);
}

/* Keyword abilities whose rules text (CR 702) targets though the keyword
 * line does not say "target": equip, fortify, reconfigure, scavenge,
 * reinforce. */
static void keyword_targets(front *fe, ability *ab)
{
    static const struct {
        const char *keyword, *what;
    } implied[] = {
        { "equip", "creature you control" },
        { "fortify", "land you control" },
        { "reconfigure", "creature you control" },
        { "scavenge", "creature" },
        { "reinforce", "creature" },
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

/* Targets and pronouns of one ability.  What a pronoun can refer to carries
 * over from the paragraphs before it ("Fateful hour — ... those creatures"). */
static void ability_targets(walk *w, ability *ab)
{
    if (ab->kind == AB_KEYWORD) {
        keyword_targets(w->fe, ab);
        return;
    }
    w->tail = &ab->targets;
    w->head = &ab->targets;
    w->kind = ab->kind;
    walk_node(w, ab->ast);
    for (ability *m = ab->modes; m; m = m->next)
        ability_targets(w, m);
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

void sema_card(front *fe, card *c)
{
    walk w = { fe, c, NULL, NULL, NULL, NULL, AB_SPELL, false, NULL };
    for (ability *ab = c->abilities; ab; ab = ab->next)
        ability_targets(&w, ab);
    spell_targets(fe, c);
    wording_card(fe, c);
}
