/* merge.c — the %merge of the grammar: two readings of the same words by
 * one rule, chosen between by rules a reader can state (docs/grammar.md,
 * "Ties"), or kept and reported (-Wambiguous-parse). */
#include "syntax.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dump.h"
#include "print.h"
#include "roundtrip.h"

static bool same_text(const char *a, const char *b)
{
    return a == b || (a && b && strcmp(a, b) == 0);
}

/* Are A and B the same tree: the same nodes with the same words? */
static bool same_tree(const node *a, const node *b)
{
    if (a == b)
        return true;
    if (!a || !b || a->kind != b->kind || a->token != b->token || a->lo != b->lo || a->hi != b->hi
        || a->lossy != b->lossy || a->ambiguous != b->ambiguous || a->form != b->form
        || a->implied != b->implied || a->range.begin != b->range.begin || a->range.end != b->range.end
        || !same_text(a->text, b->text) || !same_text(a->join, b->join))
        return false;
    if (a->kind == N_LIST) {
        const node *i = a->a, *j = b->a;
        for (; i && j; i = i == a->last ? NULL : i->next, j = j == b->last ? NULL : j->next)
            if (!same_tree(i, j))
                return false;
        return !i && !j;
    }
    return same_tree(a->a, b->a) && same_tree(a->b, b->b) && same_tree(a->c, b->c);
}

/* Does the tree N keep less than its text says somewhere (node.lossy)? */
static bool read_in_part(const node *n)
{
    if (!n)
        return false;
    if (n->lossy)
        return true;
    if (n->kind == N_LIST) {
        for (const node *i = n->a; i; i = i == n->last ? NULL : i->next)
            if (read_in_part(i))
                return true;
        return false;
    }
    return read_in_part(n->a) || read_in_part(n->b) || read_in_part(n->c);
}

/* How far the rendering of reading N agrees with the words it spans
 * (roundtrip.h): a byte offset, or SIZE_MAX when it prints back whole. */
static size_t prints_back(parse_ctx *ctx, const node *n)
{
    const char *name = ctx->card ? ctx->card->name : NULL;
    const char *short_name = ctx->card ? ctx->card->short_name : NULL;
    const char *r = print_node(ctx->a, ctx->src, n);
    char *mine = roundtrip_normalise(ctx->a, r, strlen(r), name, short_name);
    char *text = roundtrip_normalise(ctx->a, ctx->src->text + n->range.begin,
                                     n->range.end - n->range.begin, name, short_name);
    long at = roundtrip_diff(mine, text);
    return at < 0 ? SIZE_MAX : (size_t)at;
}

/* Does a "with" qualify the things of list L? */
static bool with_in(const node *l)
{
    for (const node *q = l && l->kind == N_LIST ? l->a : NULL; q; q = q->next)
        if (q->kind == N_QUALIFIER && q->text && strcmp(q->text, "with") == 0)
            return true;
    return false;
}

/* Does tree N read "share a creature type with it" as sharing "a creature
 * type with it"?  The "with" of "share" is the verb's (CR 105.4: objects
 * share a color with each other). */
static bool share_with_in_object(const node *n)
{
    if (!n)
        return false;
    if (n->kind == N_LIST) {
        for (const node *i = n->a; i; i = i == n->last ? NULL : i->next)
            if (share_with_in_object(i))
                return true;
        return false;
    }
    if (n->kind == N_ACTION && n->text && strcmp(n->text, "share") == 0 && n->b) {
        const node *o = n->b->kind == N_TARGET ? n->b->a : n->b;
        if (o->kind == N_OBJECT && (with_in(o->b) || (o->a && o->a->kind == N_FILTER && with_in(o->a->b))))
            return true;
    }
    return share_with_in_object(n->a) || share_with_in_object(n->b) || share_with_in_object(n->c);
}

/* "a card at random" read as a card that is "at random": the words say
 * how the verb chooses, not what the thing is. */
static bool random_thing(const node *n)
{
    return n->kind == N_QUALIFIER && n->text && strcmp(n->text, "at random") == 0;
}

/* A trigger whose event holds verbs joined by "then" ("When ~ enters the
 * battlefield, scry 1, then scry 2"): a trigger condition is an event (CR
 * 603.1), and steps done in order are an effect's, never an event's. */
static bool steps_in_event(const node *n)
{
    const node *e = n->kind == N_TRIGGER ? n->a : NULL;
    if (!e || e->kind != N_SEQUENCE || !e->a)
        return false;
    for (const node *s = e->a->a; s; s = s->next)
        if (s->join && strstr(s->join, "then"))
            return true;
    return false;
}

/* How many nodes of tree N are IS. */
static unsigned count_nodes(const node *n, bool (*is)(const node *))
{
    if (!n)
        return 0;
    if (n->kind == N_LIST) {
        unsigned k = 0;
        for (const node *i = n->a; i; i = i == n->last ? NULL : i->next)
            k += count_nodes(i, is);
        return k;
    }
    return is(n) + count_nodes(n->a, is) + count_nodes(n->b, is) + count_nodes(n->c, is);
}

/* The qualifiers of N ("cards **revealed this way**", "spells **with the
 * chosen name**"): each
 * byte they cover is set in COVER (from byte BASE), and their ranges
 * summed, each weighted by where it is, into *SHAPE. */
static void qualifiers_of(const node *n, uint32_t base, unsigned char *cover, uint64_t *shape)
{
    if (!n)
        return;
    if (n->kind == N_LIST) {
        for (const node *i = n->a; i; i = i == n->last ? NULL : i->next)
            qualifiers_of(i, base, cover, shape);
        return;
    }
    if (n->kind == N_QUALIFIER && !n->implied) {
        for (uint32_t i = n->range.begin; i < n->range.end; i++)
            cover[i - base] = 1;
        *shape += (uint64_t)n->range.begin * 65599u + n->range.end;
    }
    qualifiers_of(n->a, base, cover, shape);
    qualifiers_of(n->b, base, cover, shape);
    qualifiers_of(n->c, base, cover, shape);
}

/* How deep the words of N sit: the length of each phrase (not a list, nor
 * a copy of words written elsewhere), summed, so that each byte counts
 * once for every phrase that holds it. */
static uint64_t nesting(const node *n)
{
    if (!n)
        return 0;
    if (n->kind == N_LIST) {
        uint64_t sum = 0;
        for (const node *i = n->a; i; i = i == n->last ? NULL : i->next)
            sum += nesting(i);
        return sum;
    }
    uint64_t own = n->implied ? 0 : n->range.end - n->range.begin;
    return own + nesting(n->a) + nesting(n->b) + nesting(n->c);
}

/* Is N a verb written in the third person ("gets", FORM_S) whose subject
 * is not in it: "you", or things joined by "and" ("your next turn, target
 * creature ... gets" read as one subject)? */
static bool disagrees(const node *n)
{
    const node *s = n->kind == N_ACTION && (n->form & FORM_S) ? n->a : NULL;
    return s && ((s->kind == N_PLAYER && s->text && strcmp(s->text, "you") == 0)
                 || (s->kind == N_LIST && s->text && strcmp(s->text, "and") == 0));
}

static void parting(const node **a, const node **b);
static node *tie(parse_ctx *ctx, node *x0, node *x1);

node *syn_merge(parse_ctx *ctx, node *x0, node *x1)
{
    ctx->merges++;
    /* The same tree twice (two derivations that build the same nodes). */
    if (same_tree(x0, x1))
        return x0;
    /* A reading that keeps all its words wins over one read in part. */
    bool part0 = read_in_part(x0), part1 = read_in_part(x1);
    if (part0 != part1)
        return part0 ? x1 : x0;
    /* The reading whose rendering follows the text further wins: a
     * reading whose words are not the text's ("amount of" for "number
     * of") is a misreading. */
    size_t back0 = prints_back(ctx, x0), back1 = prints_back(ctx, x1);
    if (back0 != back1)
        return back0 > back1 ? x0 : x1;
    const node *at0 = x0, *at1 = x1;        /* the same, where the readings part */
    parting(&at0, &at1);
    if (at0 != x0 && at0->range.begin == at1->range.begin && at0->range.end == at1->range.end) {
        back0 = prints_back(ctx, at0), back1 = prints_back(ctx, at1);
        if (back0 != back1)
            return back0 > back1 ? x0 : x1;
    }
    /* A verb whose written person is not its subject's is misread. */
    unsigned dis0 = count_nodes(x0, disagrees), dis1 = count_nodes(x1, disagrees);
    if (dis0 != dis1)
        return dis0 < dis1 ? x0 : x1;
    /* "share a color with it": "with" is the verb's. */
    bool share0 = share_with_in_object(x0), share1 = share_with_in_object(x1);
    if (share0 != share1)
        return share0 ? x1 : x0;
    /* "When ~ enters, scry 1, then scry 2": the steps are the effect's. */
    unsigned steps0 = count_nodes(x0, steps_in_event), steps1 = count_nodes(x1, steps_in_event);
    if (steps0 != steps1)
        return steps0 < steps1 ? x0 : x1;
    /* "reveal a card at random": "at random" is the verb's. */
    unsigned random0 = count_nodes(x0, random_thing), random1 = count_nodes(x1, random_thing);
    if (random0 != random1)
        return random0 < random1 ? x0 : x1;
    /* Words after a noun that can qualify it do ("cast spells with the
     * chosen name", not "cast ... with"): of a reading with words on a verb
     * and one with the same words, and no others, in a qualifier, the
     * qualifier.  Which of two nouns words qualify ("cards of the chosen
     * type revealed this way", "the hand of the opponent with the most cards
     * in hand") is for the meaning of the words to say: not decided here. */
    uint32_t base = x0->range.begin, len = x0->range.end - base;
    unsigned char *cover0 = arena_alloc(ctx->a, len + 1), *cover1 = arena_alloc(ctx->a, len + 1);
    uint64_t shape0 = 0, shape1 = 0;
    qualifiers_of(x0, base, cover0, &shape0);
    qualifiers_of(x1, base, cover1, &shape1);
    uint32_t only0 = 0, only1 = 0;
    for (uint32_t i = 0; i < len; i++) {
        only0 += cover0[i] && !cover1[i];
        only1 += cover1[i] && !cover0[i];
    }
    if (!only0 != !only1)
        return only0 ? x0 : x1;
    if (only0 || shape0 != shape1)
        return tie(ctx, x0, x1);
    /* A modifier or qualifier goes with the nearest phrase it can modify:
     * the reading whose words sit inside more phrases. */
    uint64_t deep0 = nesting(x0), deep1 = nesting(x1);
    if (deep0 != deep1)
        return deep0 > deep1 ? x0 : x1;
    return tie(ctx, x0, x1);
}

/* No rule chooses between X0 and X1: the first, marked; both are reported
 * if it is in the result (syn_report_ambiguities). */
static node *tie(parse_ctx *ctx, node *x0, node *x1)
{
    node *kept = syn_copy(ctx, x0);
    kept->ambiguous = true;
    node *tie = syn_node(ctx, N_AMBIGUOUS, x0->range, NULL, kept, x1, NULL);
    if (!ctx->ambiguities)
        ctx->ambiguities = list_new(ctx->a, tie->range);
    list_append(ctx->ambiguities, tie);
    return kept;
}

/* Does tree N hold a node at R kept as the first of two readings? */
static bool kept_at(const node *n, src_range r)
{
    if (!n)
        return false;
    if (n->ambiguous && n->kind != N_PRONOUN && n->range.begin == r.begin && n->range.end == r.end)
        return true;
    if (n->kind == N_LIST) {
        for (const node *i = n->a; i; i = i->next)
            if (kept_at(i, r))
                return true;
        return false;
    }
    return kept_at(n->a, r) || kept_at(n->b, r) || kept_at(n->c, r);
}

/* Where readings A and B part: the smallest node of each that holds all
 * their differences (below nodes alike but for one child or list item). */
static void parting(const node **a, const node **b)
{
    for (;;) {
        const node *x = *a, *y = *b, *dx = NULL, *dy = NULL;
        if (!x || !y || x->kind != y->kind || !same_text(x->text, y->text)
            || x->range.begin != y->range.begin || x->range.end != y->range.end)
            return;
        unsigned differ = 0;
        if (x->kind == N_LIST) {
            const node *i = x->a, *j = y->a;
            for (; i && j; i = i->next, j = j->next)
                if (!same_tree(i, j) && !differ++)
                    dx = i, dy = j;
            differ += i || j;
        } else {
            const node *xs[] = { x->a, x->b, x->c }, *ys[] = { y->a, y->b, y->c };
            for (int k = 0; k < 3; k++)
                if (!same_tree(xs[k], ys[k]) && !differ++)
                    dx = xs[k], dy = ys[k];
        }
        if (differ != 1 || !dx || !dy)
            return;
        *a = dx;
        *b = dy;
    }
}

/* A reading as --dump-ast writes it, without the mark of the tie. */
static char *reading_text(parse_ctx *ctx, const node *n)
{
    node *plain = syn_copy(ctx, n);
    plain->ambiguous = false;
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        return arena_strdup(ctx->a, "?");
    dump_ast(f, ctx->src, plain);
    fclose(f);
    char *s = arena_strdup(ctx->a, buf ? buf : "?");
    free(buf);
    return s;
}

void syn_report_ambiguities(parse_ctx *ctx, const node *result)
{
    for (const node *t = ctx->ambiguities ? ctx->ambiguities->a : NULL; t; t = t->next) {
        bool again = false;
        for (const node *u = ctx->ambiguities->a; u != t && !again; u = u->next)
            again = u->range.begin == t->range.begin && u->range.end == t->range.end;
        if (again || !kept_at(result, t->range))
            continue;
        const char *text = arena_strndup(ctx->a, ctx->src->text + t->range.begin, t->range.end - t->range.begin);
        ctx->ties++;
        if (!diag_report(ctx->diag, ctx->src, t->range, WARN_AMBIGUOUS_PARSE, text))
            continue;
        const node *a = t->a, *b = t->b;
        parting(&a, &b);
        diag_note(ctx->diag, ctx->src, a->range, "One reading (the AST of the words where they part) is %s.",
                  reading_text(ctx, a));
        diag_note(ctx->diag, ctx->src, b->range, "The other is %s.", reading_text(ctx, b));
    }
}
