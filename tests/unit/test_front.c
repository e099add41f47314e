/* test_front.c — the lexicon, the scanner and the front end's target
 * analysis (Rules FAQ 1.1.01), on cards written in the tests. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "front.h"
#include "parse.h"
#include "parser.h"
#include "syntax.h"
#include "unit.h"

/* ---- lexicon ---------------------------------------------------------- */

static void test_lexicon_lookup(void)
{
    lexicon *lx = lexicon_new();
    CU_ASSERT_PTR_NULL(lexicon_duplicate(lx));
    CU_ASSERT(lexicon_size(lx) > 500);
    const lex_entry *e = lexicon_lookup(lx, "Destroys", 8);
    CU_ASSERT_PTR_NOT_NULL_FATAL(e);
    CU_ASSERT_EQUAL(e->token, DESTROY);
    e = lexicon_lookup(lx, "creatures", 9);
    CU_ASSERT_PTR_NOT_NULL_FATAL(e);
    CU_ASSERT_EQUAL(e->token, CARDTYPE);
    e = lexicon_lookup(lx, "Elves", 5);             /* -ves -> -f */
    CU_ASSERT_PTR_NOT_NULL_FATAL(e);
    CU_ASSERT_EQUAL(e->token, SUBTYPE);
    e = lexicon_lookup(lx, "sorceries", 9);         /* -ies -> -y */
    CU_ASSERT_PTR_NOT_NULL_FATAL(e);
    CU_ASSERT_STRING_EQUAL(e->word, "sorcery");
    CU_ASSERT_PTR_NULL(lexicon_lookup(lx, "creture", 7));
    CU_ASSERT_PTR_NULL(lexicon_lookup(lx, "", 0));
    lexicon_free(lx);
}

static void test_lexicon_suggest(void)
{
    lexicon *lx = lexicon_new();
    const char *s = lexicon_suggest(lx, "creture", 7);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT_STRING_EQUAL(s, "creature");
    s = lexicon_suggest(lx, "detsroy", 7);          /* a transposition */
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT_STRING_EQUAL(s, "destroy");
    CU_ASSERT_PTR_NULL(lexicon_suggest(lx, "xyzzyqq", 7));
    /* an edit at the first letter: a letter put in, taken out, changed */
    s = lexicon_suggest(lx, "reature", 7);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT_STRING_EQUAL(s, "creature");
    s = lexicon_suggest(lx, "vreature", 8);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT_STRING_EQUAL(s, "creature");
    s = lexicon_suggest(lx, "xcreaturr", 9);        /* two edits, two new letters */
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT_STRING_EQUAL(s, "creature");
    lexicon_free(lx);
}

/* ---- scanner and front end -------------------------------------------- */

static unsigned count_targets(const target_use *t)
{
    unsigned n = 0;
    for (; t; t = t->next)
        n++;
    return n;
}

static void test_scanner_tokens(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Shock  {R}  Instant\n/ Shock deals 2 damage to any target. (Reminder, with (nesting).)\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(fx.ff.cards);
    parse_ctx ctx = { .a = fx.a, .diag = fx.fe.diag, .lex = fx.fe.lex };
    ctx.reminders = list_new(fx.a, (src_range){ 0, 0 });
    token_stream ts;
    CU_ASSERT_FATAL(scan_paragraph(&ctx, fx.ff.cards, fx.ff.cards->paras, &ts));
    static const int want[] = { SELF, DEAL, NUM, DAMAGE, TO, ANY, TARGET, '.' };
    CU_ASSERT_EQUAL_FATAL(ts.n, sizeof want / sizeof *want);
    for (unsigned i = 0; i < ts.n; i++)
        CU_ASSERT_EQUAL(ts.tok[i]->token, want[i]);
    /* Token ranges point into the source. */
    const char *text = fx.ff.cards->src->text;
    CU_ASSERT_NSTRING_EQUAL(text + ts.tok[1]->range.begin, "deals", 5);
    /* The reminder text was set aside, nested parentheses and all. */
    CU_ASSERT_PTR_NOT_NULL_FATAL(ctx.reminders->a);
    CU_ASSERT_NSTRING_EQUAL(text + ctx.reminders->a->range.begin, "(Reminder", 9);
    CU_ASSERT_EQUAL(text[ctx.reminders->a->range.end - 1], ')');
    CU_ASSERT_EQUAL(text[ctx.reminders->a->range.end - 2], '.');
    card_fx_close(&fx);
}

static void test_scanner_words(void)
{
    card_fixture fx;
    /* Curly apostrophe, possessive, "non-" words, U+2212 minus, a legendary short name. */
    card_fx_open(&fx, "Ajani, Caller of the Pride  {1}{W}{W}  Legendary Planeswalker \xE2\x80\x94 Ajani  Loyalty: 4\n"
                 "/ \xE2\x88\x92" "3: Ajani\xE2\x80\x99s controller can\xE2\x80\x99t block nonwhite creatures.\n");
    parse_ctx ctx = { .a = fx.a, .diag = fx.fe.diag, .lex = fx.fe.lex };
    ctx.reminders = list_new(fx.a, (src_range){ 0, 0 });
    token_stream ts;
    CU_ASSERT_FATAL(scan_paragraph(&ctx, fx.ff.cards, fx.ff.cards->paras, &ts));
    static const int want[] = { LOYALTY_COST, ':', SELF, POSS, CONTROLLER, CANT, BLOCK, NON, CARDTYPE, '.' };
    CU_ASSERT_EQUAL_FATAL(ts.n, sizeof want / sizeof *want);
    for (unsigned i = 0; i < ts.n; i++)
        CU_ASSERT_EQUAL(ts.tok[i]->token, want[i]);
    CU_ASSERT_STRING_EQUAL(fx.ff.cards->loyalty, "4");
    card_fx_close(&fx);
}

/* The tokens of the first paragraph of TEXT, with CTX's tokens set to them. */
static token_stream scan_first(card_fixture *fx, parse_ctx *ctx, const char *text)
{
    card_fx_open(fx, text);
    *ctx = (parse_ctx){ .a = fx->a, .diag = fx->fe.diag, .lex = fx->fe.lex };
    ctx->reminders = list_new(fx->a, (src_range){ 0, 0 });
    token_stream ts = { 0 };
    CU_ASSERT_FATAL(fx->ff.cards && scan_paragraph(ctx, fx->ff.cards, fx->ff.cards->paras, &ts));
    note_tokens(&ts);
    return ts;
}

/* Where the first token TOKEN of TS begins (after N of them). */
static uint32_t token_begin(const token_stream *ts, int token, unsigned n)
{
    for (unsigned i = 0; i < ts->n; i++)
        if (ts->tok[i]->token == token && n-- == 0)
            return ts->tok[i]->range.begin;
    CU_FAIL("no such token");
    return 0;
}

/* The semantic predicates that end a trigger's words at its comma, so the
 * parser drops the other reading at the word after it (CR 603.1: the
 * trigger's event, then the effect). */
static void test_trigger_comma_predicates(void)
{
    card_fixture fx;
    parse_ctx ctx;
    token_stream ts = scan_first(&fx, &ctx, "Imp  {B}  Creature \xE2\x80\x94 Imp  1/1\n"
                                 "/ When Imp enters, create a 1/1 black Imp creature token.\n");
    ctx.tokens = &ts;
    CU_ASSERT_TRUE(syn_event_ends_before(&ctx, token_begin(&ts, CREATE, 0)));
    card_fx_close(&fx);

    /* a list of the event's verbs ends in ", or": the comma may go on */
    ts = scan_first(&fx, &ctx, "Imp  {B}  Creature \xE2\x80\x94 Imp  1/1\n"
                    "/ Whenever Imp attacks, blocks, or becomes blocked, draw a card.\n");
    ctx.tokens = &ts;
    CU_ASSERT_FALSE(syn_event_ends_before(&ctx, token_begin(&ts, BLOCK, 0)));
    card_fx_close(&fx);

    /* no trigger opens the paragraph */
    ts = scan_first(&fx, &ctx, "Imp  {B}  Sorcery\n/ Target player draws a card, discards a card, and loses 1 life.\n");
    ctx.tokens = &ts;
    CU_ASSERT_FALSE(syn_event_ends_before(&ctx, token_begin(&ts, DISCARD, 0)));
    card_fx_close(&fx);

    /* "At the beginning of ...," that opens the paragraph; a second "at"
     * phrase in the sentence is a duration */
    ts = scan_first(&fx, &ctx, "Imp  {B}  Creature \xE2\x80\x94 Imp  1/1\n"
                    "/ At the beginning of your upkeep, exile Imp at the beginning of the next end step, "
                    "then draw a card.\n");
    ctx.tokens = &ts;
    CU_ASSERT_TRUE(syn_opening_time_ends(&ctx, token_begin(&ts, ',', 0)));
    CU_ASSERT_FALSE(syn_opening_time_ends(&ctx, token_begin(&ts, ',', 1)));
    card_fx_close(&fx);

    ts = scan_first(&fx, &ctx, "Imp  {B}  Sorcery\n/ Exile target creature. At the beginning of the next end step, "
                    "return it to the battlefield.\n");
    ctx.tokens = &ts;
    CU_ASSERT_FALSE(syn_opening_time_ends(&ctx, token_begin(&ts, ',', 0)));
    card_fx_close(&fx);
}

/* The semantic predicates that drop a second reading of "deals N damage to
 * A and M damage to B" and of "the number of" at the word after them. */
static void test_damage_and_number_predicates(void)
{
    card_fixture fx;
    parse_ctx ctx;
    token_stream ts = scan_first(&fx, &ctx, "Imp  {R}  Instant\n"
                                 "/ Imp deals 2 damage to target creature and 1 damage to you. Draw a card.\n");
    ctx.tokens = &ts;
    ts.next = 5;                /* "to" read; the lookahead "target" not yet */
    CU_ASSERT_TRUE(syn_second_damage_ahead(&ctx, false));
    ts.next = 10;               /* past the second amount */
    CU_ASSERT_FALSE(syn_second_damage_ahead(&ctx, false));
    card_fx_close(&fx);

    ts = scan_first(&fx, &ctx, "Imp  {R}  Instant\n/ Imp deals 2 damage to target creature and you gain 2 life.\n");
    ctx.tokens = &ts;
    ts.next = 5;
    CU_ASSERT_FALSE(syn_second_damage_ahead(&ctx, false));
    card_fx_close(&fx);

    ts = scan_first(&fx, &ctx, "Imp  {X}  Instant\n"
                    "/ Draw cards equal to the number of lands you control plus the amount of life you gained.\n");
    ctx.tokens = &ts;
    CU_ASSERT_TRUE(syn_written_before(&ctx, token_begin(&ts, OF, 0), "number"));
    CU_ASSERT_FALSE(syn_written_before(&ctx, token_begin(&ts, OF, 1), "number"));
    card_fx_close(&fx);
}

/* The tokens of their own that spare the parser readings that always lost:
 * the "or" of a comparison (OR_C) and the "life" of an amount (LIFE_G),
 * but not "life" before "or" ("pay 2 life or {2}": either thing paid). */
static void test_comparison_and_life_tokens(void)
{
    card_fixture fx;
    parse_ctx ctx;
    token_stream ts = scan_first(&fx, &ctx, "Imp  {B}  Sorcery\n"
                                 "/ If you control three or more artifacts, you gain 3 life and lose 1 life. "
                                 "Pay 2 life or {2}.\n");
    retag_counts(&ts);
    unsigned or_c = 0, life_g = 0, life = 0;
    for (unsigned i = 0; i < ts.n; i++) {
        or_c += ts.tok[i]->token == OR_C;
        life_g += ts.tok[i]->token == LIFE_G;
        life += ts.tok[i]->token == LIFE;
    }
    CU_ASSERT_EQUAL(or_c, 1);   /* "three or more" */
    CU_ASSERT_EQUAL(life_g, 2); /* "gain 3 life", "lose 1 life" */
    CU_ASSERT_EQUAL(life, 1);   /* "2 life or {2}" */
    card_fx_close(&fx);
}

/* "or" and "and" between two words of a kind that can head a filter are the
 * filter's (OR_F, AND_F); elsewhere they stay OR and AND ("a card or
 * loses", "hand and discards", "target player or planeswalker": the
 * player and the permanent are both heads). */
static void test_kinds_joined_tokens(void)
{
    card_fixture fx;
    parse_ctx ctx;
    token_stream ts = scan_first(&fx, &ctx, "Imp  {B}  Sorcery\n"
                                 "/ Counter target instant or sorcery spell, then exile all creatures and "
                                 "planeswalkers with mana value 3 or less. Target player or planeswalker "
                                 "draws a card or loses 2 life. Target player reveals their hand and "
                                 "discards a card.\n");
    retag_counts(&ts);
    unsigned or_f = 0, and_f = 0, or = 0, and = 0;
    for (unsigned i = 0; i < ts.n; i++) {
        or_f += ts.tok[i]->token == OR_F;
        and_f += ts.tok[i]->token == AND_F;
        or += ts.tok[i]->token == OR;
        and += ts.tok[i]->token == AND;
    }
    CU_ASSERT_EQUAL(or_f, 2);   /* "instant or sorcery", "player or planeswalker" */
    CU_ASSERT_EQUAL(and_f, 1);  /* "creatures and planeswalkers" */
    CU_ASSERT_EQUAL(or, 1);     /* "a card or loses" */
    CU_ASSERT_EQUAL(and, 1);    /* "hand and discards" */
    card_fx_close(&fx);
}

/* note_tokens keeps the tokens a paragraph has, which the passes of
 * retag.c ask before they look at its words: a pass whose word is absent
 * leaves the tokens as they are, one whose word is there retags. */
static void test_tokens_seen(void)
{
    card_fixture fx;
    parse_ctx ctx;
    token_stream ts = scan_first(&fx, &ctx, "Imp  {B}  Sorcery\n"
                                 "/ Target player draws a card for each creature you control.\n");
    CU_ASSERT_TRUE(token_seen(&ts, TARGET));
    CU_ASSERT_TRUE(token_seen(&ts, EACH));
    CU_ASSERT_TRUE(token_seen(&ts, '.'));
    CU_ASSERT_FALSE(token_seen(&ts, LIFE));
    CU_ASSERT_FALSE(token_seen(&ts, TWICE));
    retag_roles(&ts);
    unsigned each_f = 0, each = 0;
    for (unsigned i = 0; i < ts.n; i++) {
        each_f += ts.tok[i]->token == EACH_F;
        each += ts.tok[i]->token == EACH;
    }
    CU_ASSERT_EQUAL(each_f, 1);     /* "for each" */
    CU_ASSERT_EQUAL(each, 0);
    card_fx_close(&fx);
}

/* "of" after "the top" or "the bottom", a number and words of a kind is the
 * phrase's (OF_T), but not after "just beneath" (a phrase of its own) nor
 * where no word of a kind comes between ("the top of your library"). */
static void test_top_of_token(void)
{
    card_fixture fx;
    parse_ctx ctx;
    token_stream ts = scan_first(&fx, &ctx, "Imp  {B}  Sorcery\n"
                                 "/ Look at the top three cards of your library and the bottom card of "
                                 "target player's library. Put a card just beneath the top X cards of "
                                 "that library, then put a card on the top of your library.\n");
    retag_counts(&ts);
    unsigned of_t = 0, of = 0;
    for (unsigned i = 0; i < ts.n; i++) {
        of_t += ts.tok[i]->token == OF_T;
        of += ts.tok[i]->token == OF;
    }
    CU_ASSERT_EQUAL(of_t, 2);   /* "the top three cards of", "the bottom card of" */
    CU_ASSERT_EQUAL(of, 2);     /* "just beneath ... of", "the top of" */
    card_fx_close(&fx);
}

static void test_faq_targets(void)
{
    /* Rules FAQ 1.1.01: what is a target and what is not. */
    card_fixture fx;
    card_fx_open(&fx,
            "Hex  {4}{B}{B}  Sorcery\n/ Destroy six target creatures.\n\n"
            "Decimate  {2}{R}{G}  Sorcery\n"
            "/ Destroy target artifact, target creature, target enchantment, and\n"
            "   target land.\n\n"
            "Deflection  {3}{U}  Instant\n/ Change the target of target spell with a single target.\n\n"
            "Holy Strength  {W}  Enchantment - Aura\n/ Enchant creature\n/ Enchanted creature gets +1/+2.\n\n"
            "Wrath of God  {2}{W}{W}  Sorcery\n/ Destroy all creatures. They can't be regenerated.\n\n"
            "Abandon the Post  {1}{R}  Sorcery\n/ Up to two target creatures can't block this turn.\n");
    CU_ASSERT_EQUAL(fx.ff.ncards, 6);
    CU_ASSERT_EQUAL(fx.ff.nparsed, 6);
    card *c = fx.ff.cards;
    CU_ASSERT_EQUAL_FATAL(count_targets(c->spell_targets), 1);          /* Hex */
    CU_ASSERT_EQUAL(c->spell_targets->min, 6);
    CU_ASSERT_EQUAL(c->spell_targets->max, 6);
    c = c->next;
    CU_ASSERT_EQUAL(count_targets(c->spell_targets), 4);                /* Decimate */
    c = c->next;
    CU_ASSERT_EQUAL_FATAL(count_targets(c->spell_targets), 1);          /* Deflection */
    CU_ASSERT_STRING_EQUAL(c->spell_targets->text, "spell with a single target");
    c = c->next;
    CU_ASSERT_EQUAL_FATAL(count_targets(c->spell_targets), 1);          /* Aura: CR 415.3 */
    CU_ASSERT_STRING_EQUAL(c->spell_targets->text, "creature");
    CU_ASSERT_EQUAL(count_targets(c->abilities->next->targets), 0);     /* "enchanted creature" */
    c = c->next;
    CU_ASSERT_EQUAL(count_targets(c->spell_targets), 0);                /* Wrath of God */
    c = c->next;
    CU_ASSERT_EQUAL_FATAL(count_targets(c->spell_targets), 1);          /* up to two */
    CU_ASSERT_EQUAL(c->spell_targets->min, 0);
    CU_ASSERT_EQUAL(c->spell_targets->max, 2);
    card_fx_close(&fx);
}

static void test_equip_targets(void)
{
    /* CR 702.6a: equip is "attach to target creature you control". */
    card_fixture fx;
    card_fx_open(&fx, "Mace  {1}{W}  Artifact \xE2\x80\x94 Equipment\n/ Equipped creature gets +2/+2.\n/ Equip {3}\n");
    card *c = fx.ff.cards;
    CU_ASSERT_EQUAL(fx.ff.nparsed, 1);
    CU_ASSERT_EQUAL(count_targets(c->spell_targets), 0);        /* CR 415.3: Equipment spells don't target */
    CU_ASSERT_EQUAL(count_targets(c->abilities->targets), 0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c->abilities->next);
    CU_ASSERT_EQUAL_FATAL(count_targets(c->abilities->next->targets), 1);
    CU_ASSERT_STRING_EQUAL(c->abilities->next->targets->text, "creature you control");
    card_fx_close(&fx);
}

/* The first node of kind K under N, depth first. */
static const node *find_kind(const node *n, node_kind k)
{
    if (!n || n->kind == k)
        return n;
    const node *kids[] = { n->a, n->b, n->c, n->next };
    for (int i = 0; i < 4; i++) {
        const node *f = find_kind(kids[i], k);
        if (f)
            return f;
    }
    return NULL;
}

/* The last pronoun under N, in the order of its fields. */
static const node *last_pronoun(const node *n)
{
    if (!n)
        return NULL;
    const node *found = NULL;
    const node *kids[] = { n->a, n->b, n->c, n->next };
    for (int i = 0; i < 4; i++) {
        const node *p = last_pronoun(kids[i]);
        if (p)
            found = p;
    }
    return n->kind == N_PRONOUN && !found ? n : found;
}

static void test_pronouns_skip_counters(void)
{
    /* "Put a +1/+1 counter on it": "it" is the creature before, not the
     * counter; a quoted ability has targets of its own (CR 415.1). */
    card_fixture fx;
    card_fx_open(&fx, "Aid  {G}  Instant\n/ Target creature gets +2/+2 until end of turn. Put a +1/+1 counter on it.\n\n"
                 "Sprout  {G}  Sorcery\n/ Create a 1/1 green Saproling creature token with "
                 "\"{T}: This creature deals 1 damage to any target.\"\n");
    CU_ASSERT_EQUAL_FATAL(fx.ff.nparsed, 2);
    const node *it = last_pronoun(fx.ff.cards->abilities->ast);
    CU_ASSERT_PTR_NOT_NULL_FATAL(it);
    CU_ASSERT_PTR_NOT_NULL_FATAL(it->refers);
    CU_ASSERT_EQUAL(it->refers->kind, N_TARGET);
    const card *sprout = fx.ff.cards->next;
    CU_ASSERT_EQUAL(count_targets(sprout->spell_targets), 0);     /* the token's ability targets */
    const node *q = find_kind(sprout->abilities->ast, N_QUOTED);
    CU_ASSERT_PTR_NOT_NULL_FATAL(q);
    CU_ASSERT_PTR_NOT_NULL_FATAL(q->granted);
    CU_ASSERT_EQUAL(q->granted->kind, AB_ACTIVATED);
    CU_ASSERT_EQUAL(count_targets(q->granted->targets), 1);
    card_fx_close(&fx);
}

static void test_bad_paragraph_does_not_hide_next(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Bad  {1}  Instant\n/ Destroy target creture.\n/ Draw a crad.\n\n"
                 "Good  {1}  Instant\n/ Draw a card.\n");
    CU_ASSERT_EQUAL(fx.ff.ncards, 2);
    CU_ASSERT_EQUAL(fx.ff.nparsed, 1);
    CU_ASSERT_EQUAL(diag_error_count(fx.fe.diag), 2);
    CU_ASSERT_PTR_NOT_NULL(strstr(fx.buf, "t.cards:2:18: error: unknown word 'creture'; did you mean 'creature'?"));
    CU_ASSERT_PTR_NOT_NULL(strstr(fx.buf, "t.cards:3:10: error: unknown word 'crad'; did you mean 'card'?"));
    card_fx_close(&fx);
}

static void test_modes_attach_to_choice(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Charm  {R}  Instant\n/ Choose one \xE2\x80\x94\n"
                 "/ \xE2\x80\xA2 Charm deals 2 damage to target creature.\n"
                 "/ \xE2\x80\xA2 Destroy target artifact.\n");
    card *c = fx.ff.cards;
    CU_ASSERT_EQUAL(fx.ff.nparsed, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c->abilities);
    CU_ASSERT_PTR_NULL(c->abilities->next);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c->abilities->modes);
    CU_ASSERT_PTR_NOT_NULL(c->abilities->modes->next);
    CU_ASSERT_EQUAL(count_targets(c->spell_targets), 2);
    card_fx_close(&fx);
}

/* The first pronoun TEXT ("it", "that") in N, in tree order. */
static const node *find_pronoun(const node *n, const char *text)
{
    for (; n; n = n->next) {
        if (n->kind == N_PRONOUN && n->text && strcmp(n->text, text) == 0)
            return n;
        const node *k = find_pronoun(n->a, text);
        if (!k)
            k = find_pronoun(n->b, text);
        if (!k)
            k = find_pronoun(n->c, text);
        if (k)
            return k;
    }
    return NULL;
}

static void test_pronouns_in_triggers(void)
{
    /* "it" is the enchanted land; "that land" is the land, not the graveyard. */
    card_fixture fx;
    card_fx_open(&fx, "Blight  {B}  Enchantment \xE2\x80\x94 Aura\n/ Enchant land\n"
                 "/ When enchanted land becomes tapped, destroy it.\n\n"
                 "Egg  {4}  Artifact\n/ Whenever a land is put into a graveyard from the battlefield, "
                 "Egg deals 2 damage to that land's controller.\n");
    CU_ASSERT_EQUAL_FATAL(fx.ff.nparsed, 2);
    const card *c = fx.ff.cards;
    CU_ASSERT_PTR_NOT_NULL_FATAL(c->abilities->next);
    const node *it = find_pronoun(c->abilities->next->ast->b, "it");
    CU_ASSERT_PTR_NOT_NULL_FATAL(it);
    CU_ASSERT_PTR_NOT_NULL_FATAL(it->refers);
    CU_ASSERT_EQUAL(it->refers->kind, N_PRONOUN);
    CU_ASSERT_STRING_EQUAL(it->refers->text, "enchanted");
    const node *that = find_pronoun(c->next->abilities->ast->b, "that");
    CU_ASSERT_PTR_NOT_NULL_FATAL(that);
    CU_ASSERT_PTR_NOT_NULL_FATAL(that->refers);
    CU_ASSERT_EQUAL(that->refers->range.begin, c->next->abilities->ast->a->a->a->range.begin);
    card_fx_close(&fx);
    /* a counter is no thing "it" means: "it" is the card */
    card_fx_open(&fx, "Myojin  {5}  Creature \xE2\x80\x94 Spirit  4/4\n"
                 "/ Myojin enters the battlefield with a divinity counter on it if you cast it from your hand.\n");
    CU_ASSERT_EQUAL_FATAL(fx.ff.nparsed, 1);
    it = find_pronoun(fx.ff.cards->abilities->ast, "it");
    CU_ASSERT_PTR_NOT_NULL_FATAL(it);
    CU_ASSERT_PTR_NOT_NULL_FATAL(it->refers);
    CU_ASSERT_EQUAL(it->refers->kind, N_SELF);
    card_fx_close(&fx);
}

static void test_targets_in_new_phrases(void)
{
    /* Rules FAQ 1.1.01 again, for noun phrases the grammar reads now. */
    card_fixture fx;
    card_fx_open(&fx,
            "Grave Rite  {2}{B}  Sorcery\n"
            "/ Return any number of target creature cards with total mana value 6 or less\n"
            "   from your graveyard to the battlefield.\n\n"
            "Owner's Due  {U}  Instant\n/ The owner of target permanent shuffles it into their library.\n\n"
            "Swamp Hunt  {B}  Instant\n/ Destroy target creature whose controller controls a Swamp.\n\n"
            "Quiet Hands  {W}  Instant\n/ Prevent all damage that target creature would deal this turn.\n\n"
            "Unlucky Number  {B}  Sorcery\n/ Each player with exactly 13 life loses the game.\n");
    CU_ASSERT_EQUAL(fx.ff.ncards, 5);
    CU_ASSERT_EQUAL(fx.ff.nparsed, 5);
    card *c = fx.ff.cards;
    CU_ASSERT_EQUAL_FATAL(count_targets(c->spell_targets), 1);          /* any number of target */
    CU_ASSERT_EQUAL(c->spell_targets->min, 0);
    CU_ASSERT_EQUAL(c->spell_targets->max, -1);
    for (int i = 0; i < 3; i++) {
        c = c->next;
        CU_ASSERT_EQUAL_FATAL(count_targets(c->spell_targets), 1);
        CU_ASSERT_EQUAL(c->spell_targets->min, 1);
        CU_ASSERT_EQUAL(c->spell_targets->max, 1);
    }
    CU_ASSERT_STRING_EQUAL(c->spell_targets->text, "creature");
    c = c->next;
    CU_ASSERT_EQUAL(count_targets(c->spell_targets), 0);
    card_fx_close(&fx);
}

void register_front_tests(void)
{
    CU_pSuite s = test_suite("front");
    test_add(s, "lexicon_lookup", test_lexicon_lookup);
    test_add(s, "lexicon_suggest", test_lexicon_suggest);
    test_add(s, "scanner_tokens", test_scanner_tokens);
    test_add(s, "scanner_words", test_scanner_words);
    test_add(s, "trigger_comma_predicates", test_trigger_comma_predicates);
    test_add(s, "damage_and_number_predicates", test_damage_and_number_predicates);
    test_add(s, "comparison_and_life_tokens", test_comparison_and_life_tokens);
    test_add(s, "kinds_joined_tokens", test_kinds_joined_tokens);
    test_add(s, "top_of_token", test_top_of_token);
    test_add(s, "tokens_seen", test_tokens_seen);
    test_add(s, "faq_1_1_01_targets", test_faq_targets);
    test_add(s, "cr_702_6a_equip_targets", test_equip_targets);
    test_add(s, "bad_paragraph_does_not_hide_next", test_bad_paragraph_does_not_hide_next);
    test_add(s, "pronouns_skip_counters", test_pronouns_skip_counters);
    test_add(s, "modes_attach_to_choice", test_modes_attach_to_choice);
    test_add(s, "pronouns_in_triggers", test_pronouns_in_triggers);
    test_add(s, "faq_1_1_01_targets_in_new_phrases", test_targets_in_new_phrases);
}
