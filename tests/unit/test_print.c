/* test_print.c — the round trip of cardc --print: the normaliser that makes
 * a source text and its rendering comparable, and renderings of cards
 * written in the tests. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "front.h"
#include "print.h"
#include "roundtrip.h"
#include "unit.h"

static const char *norm(arena *a, const char *t, const char *name, const char *short_name)
{
    return roundtrip_normalise(a, t, strlen(t), name, short_name);
}

static void test_normalise_reminder_and_space(void)
{
    arena *a = arena_new();
    /* reminder text, nested parentheses in it, runs of white space */
    CU_ASSERT_STRING_EQUAL(norm(a, "Flying  (This creature (yes) can't be\n blocked.)", NULL, NULL),
                           "flying");
    CU_ASSERT_STRING_EQUAL(norm(a, "  Draw a card ,  then\tdiscard a card.  ", NULL, NULL),
                           "draw a card, then discard a card.");
    CU_ASSERT_STRING_EQUAL(norm(a, "Equip {3} (Attach.) Put it back.", NULL, NULL),
                           "equip {3} put it back.");
    arena_free(a);
}

static void test_normalise_quotes_and_dashes(void)
{
    arena *a = arena_new();
    /* curly and straight quotes and apostrophes are one; none of the space
     * at a quote's inner edges or around an em dash counts */
    CU_ASSERT_STRING_EQUAL(norm(a, "It has \xE2\x80\x9C{T}: Add {C}.\xE2\x80\x9D", NULL, NULL),
                           "it has \"{t}: add {c}.\"");
    CU_ASSERT_STRING_EQUAL(norm(a, "It has \" {T}: Add {C}. \"", NULL, NULL),
                           "it has \"{t}: add {c}.\"");
    CU_ASSERT_STRING_EQUAL(norm(a, "its owner\xE2\x80\x99s hand", NULL, NULL), "its owner's hand");
    CU_ASSERT_STRING_EQUAL(norm(a, "Ward \xE2\x80\x94 Pay 2 life.", NULL, NULL),
                           "ward\xE2\x80\x94pay 2 life.");
    CU_ASSERT_STRING_EQUAL(norm(a, "Ward\xE2\x80\x93Pay 2 life.", NULL, NULL),
                           "ward\xE2\x80\x94pay 2 life.");
    arena_free(a);
}

static void test_normalise_card_name(void)
{
    arena *a = arena_new();
    const char *name = "Ajani, Sleeper Agent", *short_name = "Ajani";
    CU_ASSERT_STRING_EQUAL(norm(a, "Ajani, Sleeper Agent deals 2 damage. Ajani's power",
                                name, short_name), "~ deals 2 damage. ~'s power");
    CU_ASSERT_STRING_EQUAL(norm(a, "CARDNAME enters. ~ dies.", name, short_name),
                           "~ enters. ~ dies.");
    /* only the whole word: "Ajanis" is not the name */
    CU_ASSERT_STRING_EQUAL(norm(a, "Ajanis", name, short_name), "ajanis");
    arena_free(a);
}

static void test_diff(void)
{
    CU_ASSERT_EQUAL(roundtrip_diff("draw a card.", "draw a card."), -1);
    CU_ASSERT_EQUAL(roundtrip_diff("draw a card, then discard", "draw a card and discard"), 11);
    CU_ASSERT_EQUAL(roundtrip_diff("draw", "draw a card"), 4);
    CU_ASSERT_EQUAL(roundtrip_diff("", ""), -1);
}

/* A card read by the front end, rendered back. */
static const char *render(arena *a, const char *text, bool *round_trips)
{
    FILE *devnull = fopen("/dev/null", "w");
    front fe = { .a = a, .diag = diag_new(devnull), .lex = lexicon_new(), .quiet = true };
    source_file *src = source_from_string(a, "t.cards", text, strlen(text));
    front_file ff;
    front_source_check(&fe, src, &ff);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ff.cards);
    CU_ASSERT_EQUAL(ff.nparsed, 1);
    const card *c = ff.cards;
    *round_trips = roundtrip_card(a, c, NULL);
    const char *r = print_paragraph(a, c, c->paras);
    diag_free(fe.diag);
    lexicon_free(fe.lex);
    fclose(devnull);
    return r;
}

static void test_render_from_structure(void)
{
    arena *a = arena_new();
    bool ok;
    /* "up to two", "target", the verb's ending and the duration are
     * printed from the AST's values */
    const char *r = render(a, "Test Card  {R}  Instant\n"
                              "/ Up to two target creatures each get +1/+0 until end of turn.\n", &ok);
    CU_ASSERT_STRING_EQUAL(r, "Up to two target creatures each get +1/+0 until end of turn.");
    CU_ASSERT_TRUE(ok);         /* "each" after the subject is kept */
    r = render(a, "Test Card  {R}  Instant\n"
                  "/ Test Card deals 3 damage to any target.\n", &ok);
    CU_ASSERT_STRING_EQUAL(r, "Test Card deals 3 damage to any target.");
    CU_ASSERT_TRUE(ok);
    r = render(a, "Test Card  {1}{G}  Creature \xE2\x80\x94 Elf  1/1\n"
                  "/ {T}, Sacrifice Test Card: Add one mana of any color.\n", &ok);
    CU_ASSERT_STRING_EQUAL(r, "{T}, Sacrifice Test Card: Add one mana of any color.");
    CU_ASSERT_TRUE(ok);
    arena_free(a);
}

void register_print_tests(void)
{
    CU_pSuite s = test_suite("print");
    test_add(s, "normalise_reminder_and_space", test_normalise_reminder_and_space);
    test_add(s, "normalise_quotes_and_dashes", test_normalise_quotes_and_dashes);
    test_add(s, "normalise_card_name", test_normalise_card_name);
    test_add(s, "diff", test_diff);
    test_add(s, "render_from_structure", test_render_from_structure);
}
