/* test_syntax.c — the grammar's actions (compiler/front/syntax.c) leave the
 * nodes they are given as they are: two readings of the same words go on
 * from the same nodes, and a %merge runs the actions of both
 * (docs/grammar.md, "Ties"). */
#include <string.h>

#include "cunit_main.h"
#include "source.h"
#include "syntax.h"
#include "unit.h"

static parse_ctx syntax_ctx(void)
{
    parse_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.a = arena_new();
    return ctx;
}

static node *word(parse_ctx *ctx, uint32_t at, const char *text)
{
    return syn_node(ctx, N_WORD, (src_range){ at, at + 1 }, text, NULL, NULL, NULL);
}

static unsigned count(const node *list)
{
    unsigned n = 0;
    for (const node *i = list ? list->a : NULL; i; i = i->next)
        n++;
    return n;
}

/* "[x] and y" and "[x] and z": one list, two readings */
static void test_append_leaves_list(void)
{
    parse_ctx ctx = syntax_ctx();
    node *x = word(&ctx, 0, "x"), *list = syn_list1(&ctx, x);
    node *one = syn_append(&ctx, list, syn_join(&ctx, word(&ctx, 2, "y"), "and"));
    node *two = syn_append(&ctx, list, word(&ctx, 4, "z"));
    CU_ASSERT_EQUAL(count(list), 1);
    CU_ASSERT_PTR_NULL(x->next);
    CU_ASSERT_EQUAL(list->range.end, 1);
    CU_ASSERT_EQUAL(count(one), 2);
    CU_ASSERT_STRING_EQUAL(one->last->text, "y");
    CU_ASSERT_STRING_EQUAL(one->last->join, "and");
    CU_ASSERT_EQUAL(count(two), 2);
    CU_ASSERT_STRING_EQUAL(two->last->text, "z");
    CU_ASSERT_PTR_NULL(two->last->join);
    arena_free(ctx.a);
}

/* "draw a card [this turn]" and "draw a card [this way]": the verb's
 * modifiers, once each */
static void test_modify_leaves_action(void)
{
    parse_ctx ctx = syntax_ctx();
    node *mods = syn_list1(&ctx, syn_node(&ctx, N_MODIFIER, (src_range){ 5, 6 }, "m1", NULL, NULL, NULL));
    node *act = syn_action(&ctx, (src_range){ 0, 6 }, "draw", NULL, word(&ctx, 1, "card"), mods);
    node *m2 = syn_list1(&ctx, syn_node(&ctx, N_MODIFIER, (src_range){ 7, 8 }, "m2", NULL, NULL, NULL));
    node *m3 = syn_list1(&ctx, syn_node(&ctx, N_MODIFIER, (src_range){ 7, 9 }, "m3", NULL, NULL, NULL));
    node *one = syn_modify(&ctx, (src_range){ 0, 8 }, act, m2);
    node *two = syn_modify(&ctx, (src_range){ 0, 9 }, act, m3);
    CU_ASSERT_EQUAL(count(act->c), 1);
    CU_ASSERT_EQUAL(act->range.end, 6);
    CU_ASSERT_EQUAL(count(one->c), 2);
    CU_ASSERT_STRING_EQUAL(one->c->last->text, "m2");
    CU_ASSERT_EQUAL(count(two->c), 2);
    CU_ASSERT_STRING_EQUAL(two->c->last->text, "m3");
    CU_ASSERT_EQUAL(count(m2), 1);
    arena_free(ctx.a);
}

/* "gets +1/+1 and gains flying" with two subjects: each reading's verbs
 * have its subject, the predicate none */
static void test_subject_leaves_predicate(void)
{
    parse_ctx ctx = syntax_ctx();
    node *get = syn_action(&ctx, (src_range){ 2, 4 }, "get", NULL, NULL, NULL);
    node *gain = syn_action(&ctx, (src_range){ 5, 7 }, "gain", NULL, NULL, NULL);
    node *pred = syn_seq(&ctx, (src_range){ 2, 7 }, get, gain, "and");
    node *s1 = word(&ctx, 0, "s1"), *s2 = word(&ctx, 1, "s2");
    node *one = syn_subject(&ctx, (src_range){ 0, 7 }, s1, pred);
    node *two = syn_subject(&ctx, (src_range){ 1, 7 }, s2, pred);
    CU_ASSERT_PTR_NULL(get->a);
    CU_ASSERT_PTR_NULL(pred->a->a->a);
    CU_ASSERT_PTR_NULL(pred->a->last->a);
    CU_ASSERT_EQUAL(pred->range.begin, 2);
    CU_ASSERT_PTR_EQUAL(one->a->a->a, s1);
    CU_ASSERT_PTR_EQUAL(one->a->last->a, s1);
    CU_ASSERT_PTR_EQUAL(two->a->a->a, s2);
    CU_ASSERT_PTR_EQUAL(two->a->last->a, s2);
    CU_ASSERT_PTR_NULL(gain->join);
    arena_free(ctx.a);
}

/* "creatures [with flying]" qualified by two readings */
static void test_qualify_leaves_np(void)
{
    parse_ctx ctx = syntax_ctx();
    node *q1 = syn_node(&ctx, N_QUALIFIER, (src_range){ 2, 3 }, "with", NULL, NULL, NULL);
    node *np = syn_node(&ctx, N_OBJECT, (src_range){ 0, 3 }, NULL, word(&ctx, 0, "creatures"),
                        syn_list1(&ctx, q1), NULL);
    node *q2 = syn_node(&ctx, N_QUALIFIER, (src_range){ 4, 5 }, "you control", NULL, NULL, NULL);
    node *q3 = syn_node(&ctx, N_QUALIFIER, (src_range){ 4, 6 }, "in play", NULL, NULL, NULL);
    node *one = syn_qualify(&ctx, (src_range){ 0, 5 }, np, syn_list1(&ctx, q2));
    node *two = syn_qualify(&ctx, (src_range){ 0, 6 }, np, syn_list1(&ctx, q3));
    CU_ASSERT_EQUAL(count(np->b), 1);
    CU_ASSERT_EQUAL(np->range.end, 3);
    CU_ASSERT_STRING_EQUAL(one->b->last->text, "you control");
    CU_ASSERT_STRING_EQUAL(two->b->last->text, "in play");
    CU_ASSERT_PTR_NULL(q1->next);
    arena_free(ctx.a);
}

/* ---- syn_merge (docs/grammar.md, "Ties") ------------------------------- */

static parse_ctx merge_ctx(const char *text)
{
    parse_ctx ctx = syntax_ctx();
    ctx.src = source_from_string(ctx.a, "t.cards", text, strlen(text));
    return ctx;
}

/* Two derivations that build the same tree: the first, no tie. */
static void test_merge_same_tree(void)
{
    parse_ctx ctx = merge_ctx("foo");
    node *x0 = word(&ctx, 0, "foo"), *x1 = word(&ctx, 0, "foo");
    x0->range.end = x1->range.end = 3;
    CU_ASSERT_PTR_EQUAL(syn_merge(&ctx, x0, x1), x0);
    CU_ASSERT_PTR_NULL(ctx.ambiguities);
    CU_ASSERT_EQUAL(ctx.merges, 1);
    arena_free(ctx.a);
}

/* A reading read in part loses, whichever the parser met first. */
static void test_merge_read_in_full(void)
{
    parse_ctx ctx = merge_ctx("foo");
    node *x0 = word(&ctx, 0, "foo"), *x1 = word(&ctx, 0, "foo");
    x0->range.end = x1->range.end = 3;
    x0->lossy = true;
    CU_ASSERT_PTR_EQUAL(syn_merge(&ctx, x0, x1), x1);
    CU_ASSERT_PTR_EQUAL(syn_merge(&ctx, x1, x0), x1);
    CU_ASSERT_PTR_NULL(ctx.ambiguities);
    arena_free(ctx.a);
}

/* Readings no rule tells apart: the first, marked, and both recorded. */
static void test_merge_tie(void)
{
    parse_ctx ctx = merge_ctx("foo");
    node *x0 = word(&ctx, 0, "foo"), *x1 = word(&ctx, 0, "foo");
    x0->range.end = x1->range.end = 3;
    x1->join = "and";
    node *kept = syn_merge(&ctx, x0, x1);
    CU_ASSERT_TRUE(kept->ambiguous);
    CU_ASSERT_FALSE(x0->ambiguous);
    CU_ASSERT_STRING_EQUAL(kept->text, "foo");
    CU_ASSERT_PTR_NOT_NULL_FATAL(ctx.ambiguities);
    const node *tie = ctx.ambiguities->a;
    CU_ASSERT_EQUAL(tie->kind, N_AMBIGUOUS);
    CU_ASSERT_PTR_EQUAL(tie->a, kept);
    CU_ASSERT_PTR_EQUAL(tie->b, x1);
    arena_free(ctx.a);
}

void register_syntax_tests(void)
{
    CU_pSuite s = test_suite("syntax");
    test_add(s, "append_leaves_list", test_append_leaves_list);
    test_add(s, "modify_leaves_action", test_modify_leaves_action);
    test_add(s, "subject_leaves_predicate", test_subject_leaves_predicate);
    test_add(s, "qualify_leaves_np", test_qualify_leaves_np);
    test_add(s, "merge_same_tree", test_merge_same_tree);
    test_add(s, "merge_read_in_full", test_merge_read_in_full);
    test_add(s, "merge_tie", test_merge_tie);
}
