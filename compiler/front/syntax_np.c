/* syntax_np.c — AST construction for noun phrases: lists of noun phrases,
 * numbers, counts and targets, "this", possessives, "of"/"in"/"the chosen",
 * objects and their determiners, filters and the adjectives their types
 * share ("a red instant or sorcery spell"). */
#include "syntax.h"
#include "syntax_int.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "parser.h"

/* Is LIST a series of noun phrases joined by commas alone ("A, B"), the
 * first items of a list whose last conjunction says what it is? */
static bool comma_series(const node *list)
{
    if (list->kind != N_LIST || !list->a || !list->a->next)
        return false;
    for (const node *i = list->a->next; i; i = i->next)
        if (!i->join || strcmp(i->join, ",") != 0)
            return false;
    return true;
}

node *syn_np_join(parse_ctx *ctx, src_range r, const char *how, node *left, node *right)
{
    bool series = right->join && right->join[0] == ',' && comma_series(left);
    if (left->kind == N_LIST && ((left->text && strcmp(left->text, how) == 0) || series)) {
        /* "A, B, or C": one list of three, as its ", or" says ("{3}, {T} or {R}, {T}" is two) */
        node *l = syn_append(ctx, left, right);
        l->range = r;
        l->text = how;
        return l;
    }
    node *l = syn_append(ctx, syn_list1(ctx, left), right);
    l->text = how;
    l->range = r;
    return l;
}

/* "Karox Bladewing, a legendary 4/4 red Dragon creature token": a name
 * (NAME, an N_NAME) and the token it names (an apposition), not two things:
 * the token named so.  A RIGHT that is no token ("Foo, a copy of ...") keeps
 * no meaning (lossy: refused by name). */
node *syn_np_comma(parse_ctx *ctx, src_range r, node *name, node *right)
{
    node *rf = right->kind == N_OBJECT && right->text && (strcmp(right->text, "a") == 0 || strcmp(right->text, "an") == 0)
               ? right->a : NULL;
    bool token = false;
    for (const node *t = rf && rf->kind == N_FILTER && rf->a && rf->a->a && !rf->a->a->next ? rf->a->a->a->a : NULL;
         t; t = t->next)
        token |= t->kind == N_WORD && t->token == TOKEN;
    node *q = syn_node(ctx, N_QUALIFIER, name->range, "named", name, NULL, NULL);
    right = syn_copy(ctx, right);
    if (!token) {
        right->lossy = true;
        right->range = r;
        return right;
    }
    right->a = rf = syn_copy(ctx, rf);
    rf->b = rf->b ? syn_append(ctx, rf->b, q) : syn_list1(ctx, q);
    right->range = r;
    return right;
}

node *syn_name(parse_ctx *ctx, src_range r)
{
    return syn_node(ctx, N_NAME, r, arena_strndup(ctx->a, ctx->src->text + r.begin, r.end - r.begin), NULL, NULL, NULL);
}

int syn_number(const char *w)
{
    static const char *const words[] = {
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
    };
    if (isdigit((unsigned char)w[0]))
        return atoi(w);
    if (strcmp(w, "X") == 0 || strcmp(w, "x") == 0 || strcmp(w, "Y") == 0)
        return -2;
    if (strcmp(w, "a") == 0 || strcmp(w, "an") == 0 || strcmp(w, "1") == 0)
        return 1;
    if (strcmp(w, "twenty") == 0)
        return 20;
    for (int i = 0; i < (int)(sizeof words / sizeof *words); i++)
        if (strcmp(words[i], w) == 0)
            return i;
    return -2;
}

node *syn_count_target(parse_ctx *ctx, src_range r, node *count, int up_to)
{
    node *t = syn_node(ctx, N_WORD, r, "target", NULL, NULL, NULL);
    t->token = TARGET;
    if (!count) {               /* "any number of target" / "a single target" */
        t->lo = up_to ? 0 : 1;
        t->hi = up_to ? -1 : 1;
        return t;
    }
    int v = syn_number(count->text);
    t->lo = up_to ? 0 : v;
    t->hi = v;
    t->b = count;
    return t;
}

node *syn_count_range_target(parse_ctx *ctx, src_range r, node *lo, node *hi)
{
    node *t = syn_count_target(ctx, r, hi, 0);
    t->lo = syn_number(lo->text);
    return t;
}

node *syn_target_noun(parse_ctx *ctx, src_range r, node *count, int up_to)
{
    node *t = syn_any_target(ctx, r);
    node *c = syn_count_target(ctx, r, count, up_to);
    t->lo = c->lo;
    t->hi = c->hi;
    t->b = count;
    return t;
}

node *syn_target_noun_range(parse_ctx *ctx, src_range r, node *lo, node *hi)
{
    node *t = syn_target_noun(ctx, r, hi, 0);
    t->lo = syn_number(lo->text);
    return t;
}

node *syn_any_target(parse_ctx *ctx, src_range r)
{
    node *f = syn_node(ctx, N_FILTER, r, "any target", NULL, NULL, NULL);
    node *obj = syn_node(ctx, N_OBJECT, r, NULL, f, NULL, NULL);
    node *t = syn_node(ctx, N_TARGET, r, "any target", obj, NULL, NULL);
    t->lo = t->hi = 1;
    return t;
}

node *syn_any_target_other(parse_ctx *ctx, src_range r, const char *words)
{
    node *t = syn_any_target(ctx, r);
    t->a->text = words;
    return t;
}

/* "this creature", "this spell": the card itself.  "This mana", "this
 * effect", "this cost", "this damage", "this change" name no object but
 * what the ability makes or is paid with: a pronoun, like "this ability". */
/* The one word of a filter of one word ("hand"), or NULL. */
static node *filter_word(node *nominal)
{
    node *alts = nominal && nominal->kind == N_FILTER && nominal->a ? nominal->a->a : NULL;
    node *words = alts && !alts->next && alts->kind == N_TRAITS && alts->a ? alts->a->a : NULL;
    return words && !words->next && words->kind == N_WORD ? words : NULL;
}

node *syn_this(parse_ctx *ctx, src_range r, node *nominal)
{
    const node *word = filter_word(nominal);
    int t = word ? word->token : 0;
    if (t == MANA || t == EFFECT || t == COST || t == DAMAGE || t == CHANGE)
        return syn_node(ctx, N_PRONOUN, r, "this", nominal, NULL, NULL);
    return syn_node(ctx, N_SELF, r, "this", nominal, NULL, NULL);
}

/* What a possessive names ("your hand", "its owner's library", "that
 * player's life total"): a word of a card's or player's ("hand", "color",
 * "commander") is a filter of one word to the grammar, and the word itself
 * to the possessive; any other filter stays one. */
node *syn_thing(node *nominal)
{
    node *word = nominal && !nominal->b ? filter_word(nominal) : NULL;
    int t = word ? word->token : 0;
    if (t == HAND || t == LIBRARY || t == GRAVEYARD || t == COLOR_N || t == TYPE
        || t == LOYALTY || t == COMMANDER)
        return word;
    return nominal;
}

/* The one word of "the chosen X" or "that X", or NULL. */
static const node *chosen_node(const node *np, const char *how)
{
    node *filter = np && (np->kind == N_OBJECT || np->kind == N_PRONOUN) && !np->c ? np->a : NULL;
    return filter && !filter->b && np->text && strcmp(np->text, how) == 0 ? filter_word(filter) : NULL;
}

/* The token of the one word of "the chosen X" or "that X", or 0. */
static int chosen_word(const node *np, const char *how)
{
    const node *word = chosen_node(np, how);
    return word ? word->token : 0;
}

/* "of" and a noun phrase; "of the chosen type", "of the chosen color" and
 * "of that type" are qualifiers of their own (what was chosen, not an
 * object).  "Kind" (the scanner's TYPE) is kept: "a card of the chosen
 * kind" (land or nonland), "a counter of that kind" are no card type. */
node *syn_of(parse_ctx *ctx, src_range r, node *np)
{
    const node *chosen = chosen_node(np, "chosen"), *that = chosen_node(np, "that");
    bool kind = (chosen && syn_written(ctx, chosen, "kind")) || (that && syn_written(ctx, that, "kind"));
    const char *fixed = chosen_word(np, "chosen") == TYPE      ? (kind ? "of the chosen kind" : "of the chosen type")
                        : chosen_word(np, "chosen") == COLOR_N ? "of the chosen color"
                        : chosen_word(np, "that") == TYPE      ? (kind ? "of that kind" : "of that type")
                                                               : NULL;
    return fixed ? syn_node(ctx, N_QUALIFIER, r, fixed, NULL, NULL, NULL)
                 : syn_node(ctx, N_QUALIFIER, r, "of", np, NULL, NULL);
}

/* "in" and a noun phrase; "in your party" is the party of a player. */
node *syn_in(parse_ctx *ctx, src_range r, node *np)
{
    if (np->kind == N_POSSESSIVE && np->b && np->b->kind == N_WORD && np->b->token == PARTY)
        return syn_node(ctx, N_QUALIFIER, r, "in the party of", np->a, NULL, NULL);
    return syn_node(ctx, N_QUALIFIER, r, "in", np, NULL, NULL);
}

node *syn_from_with(parse_ctx *ctx, src_range r, node *from, src_range with, node *stat)
{
    src_range at = { r.begin, from->range.end }, has = { with.begin, r.end };
    return syn_append(ctx, syn_list1(ctx, syn_node(ctx, N_QUALIFIER, at, "from", from, NULL, NULL)),
                      syn_node(ctx, N_QUALIFIER, has, "with", stat, NULL, NULL));
}

/* "protection from the chosen color" (a word) or "... the chosen player" */
node *syn_chosen(parse_ctx *ctx, src_range r, node *chosen, node *nominal)
{
    node *np = syn_object(ctx, r, chosen, nominal);
    if (chosen_word(np, "chosen") == COLOR_N)
        return syn_node(ctx, N_WORD, r, "the chosen color", NULL, NULL, NULL);
    return np;
}

/* The words of determiner DET that its node does not keep, written from
 * byte FROM up to TO ("exactly two", "an additional", "a single", "all the",
 * "a second target"). */
static form_bits det_words(const parse_ctx *ctx, const node *det, uint32_t from, uint32_t to)
{
    const token_stream *ts = ctx->tokens;
    form_bits f = 0;
    bool all = det->kind == N_WORD && det->token == ALL;
    bool target = det->kind == N_WORD && det->token == TARGET;     /* not "your second spell" */
    for (unsigned i = syn_token_index(ctx, from); ts && i < ts->n && ts->tok[i]->range.begin < to; i++) {
        int k = ts->tok[i]->token;
        f |= k == ADDITIONAL ? FORM_ADDITIONAL : k == SINGLE ? FORM_SINGLE
             : k == EXACTLY ? FORM_EXACTLY : k == THE && all ? FORM_THE
             : k == SECOND && target ? FORM_SECOND : k == THIRD && target ? FORM_THIRD : 0;
    }
    return f;
}

node *syn_object(parse_ctx *ctx, src_range r, node *det, node *filter)
{
    node *obj = syn_node(ctx, N_OBJECT, r, det ? det->text : NULL, filter, NULL, NULL);
    if (det && filter && !(det->kind == N_MODIFIER && det->text && strcmp(det->text, "additional") == 0))
        obj->form |= det_words(ctx, det, r.begin, filter->range.begin);
    if (det && det->kind == N_WORD && det->token == TARGET) {
        node *t = syn_node(ctx, N_TARGET, r, "target", obj, det->b, NULL);
        bool counted = det->hi != 0;    /* from syn_count_target */
        t->lo = counted ? det->lo : 1;
        t->hi = counted ? det->hi : 1;
        return t;
    }
    if (det && (det->kind == N_AMOUNT || det->kind == N_COMPARE))   /* "two", "two or more" */
        obj->c = det;
    if (det && det->kind == N_LIST && det->text && strcmp(det->text, "plus") == 0) {
        obj->c = det;           /* "that many cards plus one" */
        obj->text = NULL;
    }
    if (det && det->kind == N_MODIFIER)     /* "two other", "the next three": a word and a count */
        obj->c = det->a;
    return obj;
}

node *syn_count_np(parse_ctx *ctx, src_range r, node *np, node *count)
{
    np = syn_copy(ctx, np);
    np->range = r;
    if (np->kind != N_OBJECT || np->c)
        np->lossy = true;
    else
        np->c = count;
    return np;
}

node *syn_qualify(parse_ctx *ctx, src_range r, node *np, node *quals)
{
    np = syn_copy(ctx, np);
    node *obj = np;
    if (np->kind == N_TARGET)
        obj = np->a = syn_copy(ctx, np->a);
    if (obj->kind == N_OBJECT) {
        obj->b = obj->b ? syn_concat(ctx, obj->b, quals) : quals;
        obj->range.end = r.end;
    }
    np->range = r;
    return np;
}

node *syn_filter(parse_ctx *ctx, src_range r, node *traits)
{
    node *t = syn_node(ctx, N_TRAITS, r, NULL, traits, NULL, NULL);
    return syn_node(ctx, N_FILTER, r, NULL, syn_list1(ctx, t), NULL, NULL);
}

static bool is_kind_noun(const node *w)
{
    return w && w->kind == N_WORD
           && (w->token == CARD || w->token == SPELL || w->token == PERMANENT || w->token == TOKEN
               || w->token == SOURCE);
}

const char *syn_or_join(const parse_ctx *ctx, const node *or, const char *join)
{
    if (or && or->token == OR && syn_written(ctx, or, "and/or"))
        return join && join[0] == ',' ? ", and/or" : "and/or";
    return join;
}

/* A word written before a type that says what the object is like ("red",
 * "basic", "nontoken", "attacking", "tapped"), not what it is. */
static bool shared_adjective(const node *w)
{
    if (w && w->kind == N_LIST && !w->implied && w->a) {       /* "white or blue" */
        for (const node *i = w->a; i; i = i->next)
            if (!shared_adjective(i))
                return false;
        return true;
    }
    return w && w->kind == N_WORD && !w->implied
           && (w->token == COLOR || w->token == SUPERTYPE || w->token == NON || w->token == ATTACKING
               || w->token == BLOCKING || w->token == TAPPED || w->token == UNTAPPED);
}

/* WORDS are one type, and at most nouns given to it ("Plains" and an
 * implied "card"), or, with NOUN, one type and NOUN ("sorcery spell"). */
static bool one_type(const node *words, const node *noun)
{
    const node *w = words ? words->a : NULL;
    while (w && w->implied && w->next && w->kind == N_WORD && w->token != CARD && w->token != SPELL
           && w->token != PERMANENT && w->token != TOKEN && w->token != SOURCE)
        w = w->next;    /* the words shared already (a list of three read in two steps) */
    if (!w || w->kind != N_WORD || w->implied || shared_adjective(w))
        return false;
    if (noun)
        return w->next == noun && !noun->next;
    for (w = w->next; w; w = w->next)
        if (!w->implied)
            return false;
    return true;
}

/* Copies of the N words from FROM, implied, before the words of LIST. */
static void prepend_copies(parse_ctx *ctx, node *list, const node *from, unsigned n)
{
    node *rest = list->a, **at = &list->a;
    for (unsigned k = 0; k < n; k++, from = from->next) {
        node *copy = syn_node(ctx, from->kind, from->range, from->text, from->a, from->b, from->c);
        copy->token = from->token;
        copy->last = from->last;
        copy->implied = true;
        *at = copy;
        at = &copy->next;
    }
    *at = rest;
}

/* "a red instant or sorcery spell", "a basic Forest, Plains, or Island
 * card", "an attacking Kithkin or Elf": the words before the first type
 * that say what it is like go on every type after it, as a shared noun
 * does (a red sorcery spell, a basic Plains card; CR 205.4a). Only where
 * the first alternative is such words and one type, and each later one a
 * type alone (NOUN: the noun they share, or NULL); where the first type is
 * itself given by a later one ("a white or blue instant or sorcery
 * spell"), which words go on which type is not decided: the filter is
 * read in part.  FILTER, its alternatives, their lists of words and TRAITS
 * are the caller's own. */
static void share_adjectives(parse_ctx *ctx, node *filter, node *traits, const node *noun)
{
    const node *first = filter->a->a;
    const node *w = first && first->a ? first->a->a : NULL, *adj = w;
    unsigned n = 0;
    for (; shared_adjective(w); w = w->next)
        n++;
    if (!n || !w || w->kind != N_WORD)
        return;
    if (w->implied) {
        if (!shared_adjective(traits->a))
            filter->lossy = true;
        return;
    }
    for (const node *x = w->next; x; x = x->next)
        if (!x->implied)
            return;     /* "a basic land card or a Gate card": nothing shared */
    if (!one_type(traits, noun))
        return;
    for (const node *alt = first->next; alt; alt = alt->next)
        if (!one_type(alt->a, NULL))
            return;
    for (node *alt = first->next; alt; alt = alt->next)
        if (alt->a->a && !alt->a->a->implied)
            prepend_copies(ctx, alt->a, adj, n);
    prepend_copies(ctx, traits, adj, n);
}

/* "artifact or enchantment"; "instant or sorcery spell", "Forest or
 * Island card": the noun at the end names what every alternative before it
 * is, when that alternative has no such noun of its own.  A noun alone
 * ("lands and tokens", "a creature or spell") is an alternative of its
 * own ("creature spell or spell" would say no more than "spell"); whether
 * the words before an earlier noun go on it too ("a red creature or
 * spell": a red spell?) is not decided, so that filter is read in part. */
node *syn_filter_or(parse_ctx *ctx, src_range r, node *filter, node *traits, const char *join)
{
    filter = syn_copy(ctx, filter);
    filter->a = syn_list_copy(ctx, filter->a);
    for (node *alt = filter->a->a; alt; alt = alt->next)
        if (alt->a)
            alt->a = syn_list_copy(ctx, alt->a);
    traits = syn_list_copy(ctx, traits);
    const node *noun = traits->last;
    bool alone = traits->a == noun;
    if (is_kind_noun(noun))
        for (node *alt = filter->a->a; alt; alt = alt->next) {
            bool has = false;
            for (const node *w = alt->a ? alt->a->a : NULL; w; w = w->next)
                has |= is_kind_noun(w);
            if (!has && alt->a && alone) {
                if (alt->a->a != alt->a->last)
                    filter->lossy = true;
            } else if (!has && alt->a) {
                node *copy = syn_node(ctx, N_WORD, noun->range, noun->text, NULL, NULL, NULL);
                copy->token = noun->token;
                copy->implied = true;
                list_append(alt->a, copy);
            }
        }
    if (!is_kind_noun(noun) || !alone)
        share_adjectives(ctx, filter, traits, is_kind_noun(noun) ? noun : NULL);
    /* "artifacts, creatures, and/or lands" */
    unsigned i = syn_token_index(ctx, traits->range.begin);
    if (i > 0)
        join = syn_or_join(ctx, ctx->tokens->tok[i - 1], join);
    node *alt = syn_node(ctx, N_TRAITS, traits->range, NULL, traits, NULL, NULL);
    alt->join = join;
    list_append(filter->a, alt);
    filter->range = r;
    return filter;
}

/* FILTER ends in a noun such as "card" ("basic land card"). */
static bool filter_names_kind(const node *f)
{
    const node *alt = f && f->kind == N_FILTER && f->a ? f->a->last : NULL;
    return alt && alt->a && is_kind_noun(alt->a->last);
}

/* NP names a thing of a kind: a determiner and such a filter. */
static bool names_kind(const node *np)
{
    return np->kind == N_OBJECT && np->text && filter_names_kind(np->a);
}

/* "an artifact card with a mana ability or a basic land card": a "with"
 * phrase after a card, spell, permanent, token or source names what it has
 * (an ability, a counter, a quality), never a second one, so the
 * alternatives after "or" that name one are noun phrases beside the first,
 * not things it has.  ("share a creature type with a creature or a creature
 * card" qualifies no such noun.) */
node *syn_object_with(parse_ctx *ctx, src_range r, node *det, node *filter)
{
    node *q = filter->b && filter_names_kind(filter) ? filter->b->last : NULL;
    node *had = q && q->kind == N_QUALIFIER && strcmp(q->text, "with") == 0 ? q->a : NULL;
    node *keep = NULL, *cut = NULL;
    if (had && had->kind == N_LIST && had->text && strcmp(had->text, "or") == 0)
        for (node *i = had->a; i; i = i->next) {
            if (!names_kind(i))
                keep = i, cut = NULL;
            else if (!cut)
                cut = i;
        }
    if (!keep || !cut)
        return syn_object(ctx, r, det, filter);
    filter = syn_copy(ctx, filter);
    filter->b = syn_list_copy(ctx, filter->b);
    q = filter->b->last;
    if (had->a == keep) {
        q->a = syn_copy(ctx, keep);
    } else {
        node *kept = syn_copy(ctx, had);
        kept->a = kept->last = NULL;
        for (const node *i = had->a; i != keep->next; i = i->next)
            list_append(kept, syn_copy(ctx, i));
        kept->range = had->range;
        kept->range.end = keep->range.end;
        q->a = kept;
    }
    q->range.end = filter->b->range.end = filter->range.end = keep->range.end;
    node *np = syn_object(ctx, (src_range){ r.begin, keep->range.end }, det, filter);
    for (node *i = cut, *next; i; i = next) {
        next = i->next;
        np = syn_np_join(ctx, (src_range){ r.begin, i->range.end }, "or", np, i);
    }
    return np;
}

/* "of the chosen type your opponents control" (Q: "of" and a noun phrase
 * whose qualifiers follow "the chosen type", "the chosen color"): a list of
 * the qualifier "of the chosen type" (syn_of) and those qualifiers, which
 * describe the objects, not what was chosen; NULL for another qualifier. */
static node *chosen_then_qualifiers(parse_ctx *ctx, const node *q)
{
    const node *np = q->kind == N_QUALIFIER && q->text && strcmp(q->text, "of") == 0 ? q->a : NULL;
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c && !np->lossy ? np->a : NULL;
    if (!f || f->kind != N_FILTER || !f->a || !f->b || !f->b->a)
        return NULL;
    node *bare = syn_copy(ctx, np), *plain = syn_copy(ctx, f);
    plain->b = NULL;
    plain->range.end = f->a->range.end;
    bare->a = plain;
    bare->range.end = plain->range.end;
    int word = chosen_word(bare, "chosen");
    if (word != TYPE && word != COLOR_N)
        return NULL;
    node *list = syn_list1(ctx, syn_of(ctx, (src_range){ q->range.begin, plain->range.end }, bare));
    for (node *i = f->b->a; i; i = i == f->b->last ? NULL : i->next)
        list = syn_append(ctx, list, i);
    return list;
}

node *syn_filter_qualify(parse_ctx *ctx, src_range r, node *filter, node *quals)
{
    filter = syn_copy(ctx, filter);
    filter->b = quals;
    filter->range = r;
    node *flat = NULL;          /* QUALS with "of the chosen type ..." taken apart */
    bool apart = false;
    for (node *q = quals && quals->kind == N_LIST ? quals->a : NULL; q; q = q == quals->last ? NULL : q->next) {
        node *parts = chosen_then_qualifiers(ctx, q);
        apart |= parts != NULL;
        for (node *i = parts ? parts->a : q; i; i = parts && i != parts->last ? i->next : NULL)
            flat = flat ? syn_append(ctx, flat, i) : syn_list1(ctx, i);
    }
    if (apart)
        filter->b = flat;
    return filter;
}
