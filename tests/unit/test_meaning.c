/* test_meaning.c — the one reading of a description's words (meaning.h,
 * docs/ir.md "Meaning"): the typed records lowering builds IR filters from
 * and the code generator chooses runtime calls from.  Rules: CR 205.2a
 * (card types), 205.4a (supertypes), 105.2 (colors), 702 (keywords), 208
 * (power, toughness), 400.1 (zones). */
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "ir.h"
#include "meaning.h"
#include "meaning_effect.h"
#include "parser.h"
#include "unit.h"

/* The first node of kind K in N (depth first: a, b, c, then next). */
static const node *find(const node *n, node_kind k)
{
    for (; n; n = n->next) {
        if (n->kind == k)
            return n;
        const node *r = find(n->a, k);
        if (!r)
            r = find(n->b, k);
        if (!r)
            r = find(n->c, k);
        if (r)
            return r;
    }
    return NULL;
}

/* The word after W I times, or NULL. */
static const node *nth(const node *w, int i)
{
    while (w && i-- > 0)
        w = w->next;
    return w;
}

/* The words of the first description of the first ability of FX. */
static const node *first_words(card_fixture *fx)
{
    const node *traits = find(fx->ff.cards->abilities->ast, N_TRAITS);
    return traits && traits->a ? traits->a->a : NULL;
}

/* CR 205.2a, 205.4a, 105.2, 702: each word of "nonblack legendary
 * creature" and "multicolored nonflying Goblin" has one typed meaning. */
static void test_cr_205_words(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Slay  {B}  Instant\n/ Destroy target nonblack legendary creature.\n");
    const node *w = first_words(&fx);
    CU_ASSERT_PTR_NOT_NULL_FATAL(w);
    ir_word m = ir_word_of(w);
    CU_ASSERT_EQUAL(m.kind, IR_WORD_COLOR);
    CU_ASSERT_EQUAL(m.value, IR_COLOR_BLACK);
    CU_ASSERT(m.negated);
    m = ir_word_of(nth(w, 1));
    CU_ASSERT_EQUAL(m.kind, IR_WORD_SUPERTYPE);
    CU_ASSERT_EQUAL(m.value, IR_SUPER_LEGENDARY);
    CU_ASSERT(!m.negated);
    m = ir_word_of(nth(w, 2));
    CU_ASSERT_EQUAL(m.kind, IR_WORD_TYPE);
    CU_ASSERT_EQUAL(m.value, IR_TYPE_CREATURE);
    card_fx_close(&fx);

    card_fx_open(&fx, "Zap  {R}  Instant\n/ Destroy target multicolored nonflying Goblin.\n");
    w = first_words(&fx);
    CU_ASSERT_PTR_NOT_NULL_FATAL(w);
    CU_ASSERT_EQUAL(ir_word_of(w).kind, IR_WORD_MULTICOLORED);
    m = ir_word_of(nth(w, 1));
    CU_ASSERT_EQUAL(m.kind, IR_WORD_KEYWORD);
    CU_ASSERT_EQUAL(m.value, IR_KW_FLYING);
    CU_ASSERT(m.negated);
    m = ir_word_of(nth(w, 2));
    CU_ASSERT_EQUAL(m.kind, IR_WORD_SUBTYPE);
    CU_ASSERT_PTR_NOT_NULL_FATAL(m.name);
    CU_ASSERT_STRING_EQUAL(m.name, "goblin");
    card_fx_close(&fx);

    /* the names and the words are one list (ir.def) */
    CU_ASSERT_EQUAL(ir_card_type_of("kindred"), IR_TYPE_KINDRED);
    CU_ASSERT_STRING_EQUAL(ir_card_type_name(IR_TYPE_BATTLE), "battle");
    CU_ASSERT_EQUAL(ir_keyword_of("umbra armor"), IR_KW_UMBRA_ARMOR);
    CU_ASSERT_STRING_EQUAL(ir_keyword_name(IR_KW_FIRST_STRIKE), "first strike");
    CU_ASSERT_EQUAL(ir_keyword_of("venture"), IR_KW_NONE);
    CU_ASSERT_EQUAL(ir_color_of("green"), IR_COLOR_GREEN);
    CU_ASSERT_EQUAL(ir_supertype_of("world"), IR_SUPER_WORLD);
}

/* CR 208: "an opponent controls with power 2 or less": a controller
 * qualifier naming opponents and a comparison of power. */
static void test_cr_208_qualifiers(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Cut  {B}  Sorcery\n/ Destroy target creature an opponent controls with power 2 or less.\n");
    const node *q = find(fx.ff.cards->abilities->ast, N_QUALIFIER);
    CU_ASSERT_PTR_NOT_NULL_FATAL(q);
    CU_ASSERT_EQUAL(ir_qual_of(q), IR_QUAL_CONTROLLED_BY);
    CU_ASSERT_EQUAL(ir_who_of(q->a), IR_WHO_OPPONENT);
    CU_ASSERT_PTR_NOT_NULL_FATAL(q->next);
    CU_ASSERT_EQUAL(ir_qual_of(q->next), IR_QUAL_WITH);
    const node *c = q->next->a;
    CU_ASSERT_EQUAL(ir_stat_of(c), IR_STAT_POWER);
    const node *v = c->a;
    CU_ASSERT_EQUAL(ir_cmp_of(&v), IR_CMP_LE);
    CU_ASSERT_EQUAL(ir_number(v->a), 2);
    /* lowering reads the same records */
    char *errs = NULL;
    ir_card *ic = card_fx_lower(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_filter *f = ic->abilities->targets->filter;
    CU_ASSERT_EQUAL(f->controller, IR_CTRL_OPPONENT);
    CU_ASSERT_PTR_NOT_NULL_FATAL(f->compares);
    CU_ASSERT_STRING_EQUAL(f->compares->stat, "power");
    CU_ASSERT_STRING_EQUAL(f->compares->op, "<=");
    free(errs);
    card_fx_close(&fx);
}

/* CR 400.1: "your graveyard" is a zone and whose it is. */
static void test_cr_400_1_zone_phrase(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Raise  {B}  Sorcery\n/ Return target creature card from your graveyard to your hand.\n");
    const node *z = find(fx.ff.cards->abilities->ast, N_POSSESSIVE);
    CU_ASSERT_PTR_NOT_NULL_FATAL(z);
    ir_zone zone;
    ir_who whose;
    CU_ASSERT(ir_zone_phrase(z, &zone, &whose));
    CU_ASSERT_EQUAL(zone, IR_ZONE_GRAVEYARD);
    CU_ASSERT_EQUAL(whose, IR_WHO_YOU);
    CU_ASSERT(!ir_zone_phrase(fx.ff.cards->abilities->ast, &zone, &whose));
    card_fx_close(&fx);
}

/* CR 205.4a, 105.2, 702: supertypes, color counts and keywords in a
 * description lower to traits of their own, as --dump-ir shows them. */
static void test_cr_205_4a_traits_lower(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Purge  {B}  Sorcery\n/ Destroy target nonlegendary multicolored nonflying creature.\n");
    char *errs = NULL;
    ir_card *ic = card_fx_lower(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_alt *alt = ic->abilities->targets->filter->any_of;
    CU_ASSERT_EQUAL_FATAL(alt->ntraits, 4);
    CU_ASSERT_EQUAL(alt->traits[0].kind, IR_TRAIT_SUPERTYPE);
    CU_ASSERT_STRING_EQUAL(alt->traits[0].word, "legendary");
    CU_ASSERT(alt->traits[0].negated);
    CU_ASSERT_EQUAL(alt->traits[1].kind, IR_TRAIT_COLORS);
    CU_ASSERT_STRING_EQUAL(alt->traits[1].word, "multicolored");
    CU_ASSERT_EQUAL(alt->traits[2].kind, IR_TRAIT_KEYWORD);
    CU_ASSERT_STRING_EQUAL(alt->traits[2].word, "flying");
    CU_ASSERT(alt->traits[2].negated);
    CU_ASSERT_EQUAL(alt->traits[3].kind, IR_TRAIT_TYPE);
    /* each trait read back is the word it was lowered from (ir_trait_word) */
    ir_word w = ir_trait_word(&alt->traits[0]);
    CU_ASSERT_EQUAL(w.kind, IR_WORD_SUPERTYPE);
    CU_ASSERT_EQUAL(w.value, IR_SUPER_LEGENDARY);
    CU_ASSERT(w.negated);
    CU_ASSERT_EQUAL(ir_trait_word(&alt->traits[1]).kind, IR_WORD_MULTICOLORED);
    w = ir_trait_word(&alt->traits[2]);
    CU_ASSERT_EQUAL(w.kind, IR_WORD_KEYWORD);
    CU_ASSERT_EQUAL(w.value, ir_keyword_of("flying"));
    CU_ASSERT(w.negated);
    w = ir_trait_word(&alt->traits[3]);
    CU_ASSERT_EQUAL(w.kind, IR_WORD_TYPE);
    CU_ASSERT_EQUAL(w.value, IR_TYPE_CREATURE);
    CU_ASSERT(!w.negated);
    CU_ASSERT_EQUAL(ir_trait_word(&(ir_trait){ IR_TRAIT_PLAYER, NULL, false }).kind, IR_WORD_PLAYER);
    CU_ASSERT_EQUAL(ir_trait_word(&(ir_trait){ IR_TRAIT_PLAYER, "opponent", false }).kind, IR_WORD_OPPONENT);
    CU_ASSERT_EQUAL(ir_trait_word(&(ir_trait){ IR_TRAIT_STATUS, "unblocked", false }).kind, IR_WORD_UNBLOCKED);
    CU_ASSERT_EQUAL(ir_trait_word(&(ir_trait){ IR_TRAIT_SUBTYPE, "Goblin", true }).kind, IR_WORD_SUBTYPE);
    CU_ASSERT_EQUAL(ir_trait_word(&(ir_trait){ IR_TRAIT_TYPE, "goblin", false }).kind, IR_WORD_UNKNOWN);
    free(errs);
    card_fx_close(&fx);
}

/* N's children, NULL for no N. */
static const node *kid_a(const node *n) { return n ? n->a : NULL; }
static const node *kid_b(const node *n) { return n ? n->b : NULL; }
static const node *kid_c(const node *n) { return n ? n->c : NULL; }

/* The event of the first ability of FX (a triggered ability's N_TRIGGER's). */
static const node *first_event(card_fixture *fx)
{
    const node *t = fx->ff.cards && fx->ff.cards->abilities ? fx->ff.cards->abilities->ast->a : NULL;
    return t ? t->a : NULL;
}

/* CR 603.2, 510.2: a trigger's event is read once from its verb and the
 * phrases around it. */
static void test_cr_603_2_events(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Spy  {U}  Creature — Rogue  1/1\n"
                 "/ Whenever one or more creatures you control deal combat damage to a player, draw a card.\n");
    const node *ev = first_event(&fx);
    ir_event e;
    CU_ASSERT_FATAL(ir_event_of(ev, &e));
    CU_ASSERT_EQUAL(e, IR_EV_DEALS_COMBAT_DAMAGE);
    CU_ASSERT(!ir_event_of_player(e));
    CU_ASSERT(ir_one_or_more(kid_a(ev)));
    CU_ASSERT_EQUAL(ir_det_of(kid_a(ev)), IR_DET_AT_LEAST);
    CU_ASSERT_EQUAL(ir_prep_of(kid_a(kid_c(ev))), IR_PREP_TO);
    card_fx_close(&fx);

    card_fx_open(&fx, "Ward Spirit  {U}  Creature — Spirit  1/1\n"
                 "/ Whenever Ward Spirit becomes the target of a spell, you gain 1 life.\n");
    ev = first_event(&fx);
    CU_ASSERT_FATAL(ir_event_of(ev, &e));
    CU_ASSERT_EQUAL(e, IR_EV_BECOMES);
    CU_ASSERT_EQUAL(ir_det_of(kid_b(ev)), IR_DET_THE_TARGET_OF);
    card_fx_close(&fx);

    card_fx_open(&fx, "Scribe  {U}  Creature — Human  1/1\n/ Whenever an opponent casts a spell, you gain 1 life.\n");
    ev = first_event(&fx);
    CU_ASSERT_FATAL(ir_event_of(ev, &e));
    CU_ASSERT_EQUAL(e, IR_EV_CAST);
    CU_ASSERT(ir_event_of_player(e));
    CU_ASSERT_EQUAL(ir_who_of(kid_a(ev)), IR_WHO_OPPONENT);
    CU_ASSERT_EQUAL(ir_det_of(kid_b(ev)), IR_DET_A);
    card_fx_close(&fx);

    /* CR 503.1a: the step of "at the beginning of each end step" */
    card_fx_open(&fx, "Clock  {1}  Artifact\n/ At the beginning of each end step, you gain 1 life.\n");
    ev = first_event(&fx);
    ir_step st;
    CU_ASSERT_FATAL(ir_step_of(ev, &st));
    CU_ASSERT_EQUAL(st, IR_STEP_END);
    CU_ASSERT_EQUAL(ir_det_of(kid_a(ev)), IR_DET_EACH);
    card_fx_close(&fx);
}

/* The first statement of the first ability of FX. */
static const node *first_statement(card_fixture *fx)
{
    const node *ast = fx->ff.cards && fx->ff.cards->abilities ? fx->ff.cards->abilities->ast : NULL;
    return kid_a(kid_b(ast));
}

/* CR 613.1, 611.3: a static ability's changes: "get +N/+N" (7c), "have
 * KEYWORD" (6), and the rules it changes ("can't block"). */
static void test_cr_613_1_static_changes(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Anthem  {2}{W}  Enchantment\n/ Creatures you control get +1/\xe2\x88\x92" "1.\n");
    const node *st = first_statement(&fx);
    CU_ASSERT_EQUAL(ir_verb_of(st), IR_VERB_GET);
    int p = 0, t = 0;
    CU_ASSERT(ir_pt_change_of(kid_b(st), &p, &t));
    CU_ASSERT_EQUAL(p, 1);
    CU_ASSERT_EQUAL(t, -1);
    CU_ASSERT_EQUAL(ir_det_of(kid_a(st)), IR_DET_NONE);
    card_fx_close(&fx);

    card_fx_open(&fx, "Wall  {1}  Creature — Wall  0/4\n/ Defender\n/ Wall can block only creatures with flying.\n");
    st = kid_a(kid_b(fx.ff.cards->abilities->next->ast));
    CU_ASSERT_EQUAL(ir_permission_of(st), IR_RULE_BLOCKS_ONLY_FLYERS);
    CU_ASSERT_EQUAL(ir_restriction_of(st), IR_RULE_NONE);
    card_fx_close(&fx);

    card_fx_open(&fx, "Brute  {1}{R}  Creature — Ogre  3/3\n/ Brute can't block.\n");
    st = first_statement(&fx);
    CU_ASSERT_EQUAL(ir_restriction_of(st), IR_RULE_CANT_BLOCK);
    card_fx_close(&fx);

    card_fx_open(&fx, "Colossus  {4}  Artifact Creature — Golem  6/6\n/ Colossus doesn't untap during your untap step.\n");
    st = first_statement(&fx);
    CU_ASSERT_EQUAL(ir_restriction_of(st), IR_RULE_DOESNT_UNTAP);
    card_fx_close(&fx);

    card_fx_open(&fx, "Swarm  {2}{G}  Creature — Insect  */*\n"
                 "/ Swarm's power and toughness are each equal to the number of creatures you control.\n");
    st = first_statement(&fx);
    ir_cda cda;
    CU_ASSERT(ir_cda_of(st, &cda) && cda.power && cda.toughness && cda.amount && !cda.power_plus);
    card_fx_close(&fx);

    /* CR 604.3: the toughness alone; "1 plus ..."; "that number plus 1" */
    card_fx_open(&fx, "Woods  {G}{G}  Creature — Human  1/*\n"
                 "/ Woods's toughness is equal to 1 plus the number of Forests you control.\n");
    st = first_statement(&fx);
    CU_ASSERT(ir_cda_of(st, &cda) && !cda.power && cda.toughness && cda.toughness_plus == 1);
    card_fx_close(&fx);
    card_fx_open(&fx, "Goyf  {1}{G}  Creature — Lhurgoyf  */1+*\n"
                 "/ Goyf's power is equal to the number of creature cards in all graveyards and its toughness is "
                 "equal to that number plus 1.\n");
    st = first_statement(&fx);
    CU_ASSERT(ir_cda_of(st, &cda) && cda.power && cda.toughness && !cda.power_plus && cda.toughness_plus == 1);
    card_fx_close(&fx);
    card_fx_open(&fx, "Swarm  {2}{G}  Creature — Insect  */*\n"
                 "/ Swarm's power and toughness are each equal to the number of creatures you control.\n");
    st = first_statement(&fx);
    CU_ASSERT(ir_cda_of(st, &cda));
    /* CR 205.2a, 205.4a: the type line, read once */
    CU_ASSERT_EQUAL(ir_card_types(fx.ff.cards), 1u << IR_TYPE_CREATURE);
    CU_ASSERT_EQUAL(ir_card_supertypes(fx.ff.cards), 0);
    CU_ASSERT_PTR_EQUAL(ir_card_named(fx.ff.cards, "Swarm"), fx.ff.cards);
    CU_ASSERT_PTR_NULL(ir_card_named(fx.ff.cards, "Other"));
    card_fx_close(&fx);

    card_fx_open(&fx, "Hero  {W}  Legendary Artifact Creature — Human  1/1\n/ Vigilance\n");
    CU_ASSERT_EQUAL(ir_card_types(fx.ff.cards), 1u << IR_TYPE_ARTIFACT | 1u << IR_TYPE_CREATURE);
    CU_ASSERT_EQUAL(ir_card_supertypes(fx.ff.cards), 1u << IR_SUPER_LEGENDARY);
    card_fx_close(&fx);
}

/* CR 700.2: how many modes "Choose one —" chooses, at least and at most. */
static void test_cr_700_2_modes_chosen(void)
{
    static const struct { const char *head; int min, max; bool ok; } cases[] = {
        { "Choose one —", 1, 1, true },         { "Choose one or both —", 1, 2, true },
        { "Choose one or more —", 1, 3, true }, { "Choose up to one —", 0, 1, true },
        { "Choose any number —", 0, 3, true },  { "Choose one or two —", 1, 2, true },
        { "Choose four —", 0, 0, false },       { "Choose one that hasn't been chosen —", 0, 0, false },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        card_fixture fx;
        char text[256];
        snprintf(text, sizeof text, "Charm  {R}  Instant\n/ %s\n• Charm deals 2 damage to any target.\n"
                 "• Destroy target artifact.\n• Draw a card.\n", cases[i].head);
        card_fx_open(&fx, text);
        const node *head = find(fx.ff.cards->abilities->ast, N_MODAL);
        int min, max;
        CU_ASSERT_EQUAL(ir_modes_range(head, 3, &min, &max), cases[i].ok);
        if (cases[i].ok) {
            CU_ASSERT_EQUAL(min, cases[i].min);
            CU_ASSERT_EQUAL(max, cases[i].max);
        }
        card_fx_close(&fx);
    }
}

/* The "N of those tokens" object in N ("four of those tokens"). */
static const node *find_of_those(const node *n)
{
    for (; n; n = n->next) {
        if (n->kind == N_OBJECT && n->text && strcmp(n->text, "of") == 0)
            return n;
        const node *r = find_of_those(n->a);
        if (!r)
            r = find_of_those(n->b);
        if (!r)
            r = find_of_those(n->c);
        if (r)
            return r;
    }
    return NULL;
}

/* CR 111.1: "create four of those tokens" makes the tokens the phrase
 * "those tokens" names; not when a later "They have ..." says more of them. */
static void test_cr_111_1_more_of_those_tokens(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Migration  {1}{G}  Sorcery\n/ Kicker {4}\n/ Create two 1/1 green Saproling creature tokens. "
                 "If this spell was kicked, create four of those tokens instead.\n");
    const node *of = find_of_those(fx.ff.cards->abilities->next->ast);
    const node *phrase = meaning_more_of_those_tokens(fx.ff.cards, of);
    CU_ASSERT_PTR_NOT_NULL(phrase);
    CU_ASSERT(phrase && phrase->kind == N_OBJECT && phrase->c && phrase->c->text && strcmp(phrase->c->text, "two") == 0);
    card_fx_close(&fx);
    card_fx_open(&fx, "Birthing  {1}{R}  Sorcery\n/ If you control an artifact, create three 0/1 colorless Eldrazi "
                 "Spawn creature tokens. They have \"Sacrifice this creature: Add {C}.\" Otherwise, create one of "
                 "those tokens.\n");
    of = find_of_those(fx.ff.cards->abilities->ast);
    CU_ASSERT_PTR_NOT_NULL(of);
    CU_ASSERT_PTR_NULL(meaning_more_of_those_tokens(fx.ff.cards, of));
    card_fx_close(&fx);
}

/* CR 602.1, 606.4: an activated ability's costs and restrictions, read once. */
static void test_cr_602_1_costs(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Altar  {2}  Artifact\n/ {1}, {T}, Sacrifice two creatures: Draw a card. "
                 "Activate only as a sorcery.\n");
    const node *costs = fx.ff.cards->abilities->ast->a;
    const node *c = kid_a(costs);
    CU_ASSERT_EQUAL(ir_cost_entry_of(c), IR_CE_MANA);
    c = c ? c->next : NULL;
    CU_ASSERT_EQUAL(ir_cost_entry_of(c), IR_CE_TAP);
    c = c ? c->next : NULL;
    CU_ASSERT_EQUAL_FATAL(ir_cost_entry_of(c), IR_CE_ACTION);
    CU_ASSERT_EQUAL(ir_verb_of(kid_a(c)), IR_VERB_SACRIFICE);
    CU_ASSERT_EQUAL(ir_constant_count(kid_b(kid_a(c))), 2);
    const node *s = find(fx.ff.cards->abilities->ast->b, N_MODIFIER);
    CU_ASSERT(ir_activate_only(s));
    CU_ASSERT_EQUAL(ir_timing_of(kid_a(s)), IR_TIMING_SORCERY);
    card_fx_close(&fx);

    int n = 0;
    node w = { .kind = N_WORD, .text = "\xe2\x88\x92" "3" };
    CU_ASSERT(ir_loyalty_of(&w, &n));
    CU_ASSERT_EQUAL(n, -3);
    w.text = "+1";
    CU_ASSERT(ir_loyalty_of(&w, &n));
    CU_ASSERT_EQUAL(n, 1);
    w.text = "2";           /* a loyalty cost has its sign (CR 606.4) */
    CU_ASSERT(!ir_loyalty_of(&w, &n));
}

/* CR 702: keyword abilities with parameters; CR 702.29e typecycling,
 * CR 702.16a protection's qualities, CR 111.4 a token's P/T. */
static void test_cr_702_keyword_abilities(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Knight  {2}{W}  Creature — Human Knight  2/2\n/ Bushido 2\n"
                 "/ Protection from black and from red\n/ Mountaincycling {2}\n");
    const ability *ab = fx.ff.cards->abilities;
    const node *k = kid_a(ab->ast->b);
    CU_ASSERT_EQUAL(ir_kw_ability_of(k), IR_KA_BUSHIDO);
    CU_ASSERT_EQUAL(ir_keyword_number(k), 2);
    ab = ab->next;
    CU_ASSERT_PTR_NOT_NULL_FATAL(ab);
    k = kid_a(ab->ast->b);
    CU_ASSERT_EQUAL_FATAL(ir_kw_ability_of(k), IR_KA_PROTECTION);
    CU_ASSERT_EQUAL(ir_protection_of(kid_a(k)), 1u << IR_COLOR_BLACK | 1u << IR_COLOR_RED);
    ab = ab->next;
    CU_ASSERT_PTR_NOT_NULL_FATAL(ab);
    k = kid_a(ab->ast->b);
    CU_ASSERT_EQUAL(ir_kw_ability_of(k), IR_KA_CYCLING);
    const char *sub = NULL;
    CU_ASSERT_EQUAL(ir_cycling_of(fx.a, k, &sub), IR_CYCLING_SUBTYPE);
    CU_ASSERT_PTR_NOT_NULL_FATAL(sub);
    CU_ASSERT_STRING_EQUAL(sub, "mountain");
    card_fx_close(&fx);

    node pt = { .kind = N_WORD, .token = PT, .text = "3/1" };
    int p = 0, t = 0;
    CU_ASSERT(ir_pt_of(&pt, &p, &t));
    CU_ASSERT_EQUAL(p, 3);
    CU_ASSERT_EQUAL(t, 1);
}

/* CR 603.2, 509.1h: the events lowering and the code generator read alike
 * lower to the trigger's event ("becomes blocked", "becomes tapped"). */
static void test_cr_603_2_events_lower(void)
{
    static const struct {
        const char *text;
        ir_event event;
    } cases[] = {
        { "Wall  {1}  Creature — Wall  0/4\n/ Whenever Wall becomes blocked, you gain 1 life.\n", IR_EV_BLOCKED },
        { "Wall  {1}  Creature — Wall  0/4\n/ Whenever Wall becomes tapped, you gain 1 life.\n", IR_EV_TAPPED },
        { "Wall  {1}  Creature — Wall  0/4\n/ When Wall leaves the battlefield, you gain 1 life.\n", IR_EV_LEAVES },
        { "Wall  {1}  Creature — Wall  0/4\n/ Whenever Wall is dealt damage, you gain 1 life.\n", IR_EV_DEALT_DAMAGE },
        { "Wall  {1}  Creature — Wall  0/4\n/ Whenever Wall blocks, you gain 1 life.\n", IR_EV_BLOCKS },
        { "Wall  {1}  Creature — Wall  0/4\n/ When Wall is put into a graveyard from the battlefield, you gain 1 life.\n",
          IR_EV_PUT },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        card_fixture fx;
        card_fx_open(&fx, cases[i].text);
        char *errs = NULL;
        ir_card *ic = card_fx_lower(&fx, &errs);
        CU_ASSERT_PTR_NOT_NULL(ic);
        const ir_ability *ab = ic ? ic->abilities : NULL;
        CU_ASSERT(ab && ab->kind == IR_AB_TRIGGERED && ab->trigger && ab->trigger->event == cases[i].event
                  && ab->trigger->who && ab->trigger->who->kind == IR_SEL_SELF);
        if (ab && ab->trigger && ab->trigger->event == IR_EV_PUT)     /* from the battlefield, into anyone's */
            CU_ASSERT(ab->trigger->from == IR_ZONE_BATTLEFIELD && ab->trigger->into_owner == IR_CTRL_ANY);
        free(errs);
        card_fx_close(&fx);
    }
}

/* CR 510.2, 603.2: "deals combat damage to a player": the event says what
 * the damage is dealt to, and "that player" is that player (event_to);
 * CR 303.4: "enchanted creature" as the subject is what the Aura is on. */
static void test_cr_510_2_damage_to(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Rat  {B}  Creature — Rat  1/1\n"
                 "/ Whenever Rat deals combat damage to a player, that player loses 1 life.\n");
    char *errs = NULL;
    ir_card *ic = card_fx_lower(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_trigger *t = ic->abilities->trigger;
    CU_ASSERT_PTR_NOT_NULL_FATAL(t);
    CU_ASSERT_EQUAL(t->event, IR_EV_DEALS_COMBAT_DAMAGE);
    CU_ASSERT_PTR_NOT_NULL_FATAL(t->to);
    CU_ASSERT_EQUAL(t->to->kind, IR_SEL_ALL);
    CU_ASSERT_EQUAL(t->to->filter->any_of->traits[0].kind, IR_TRAIT_PLAYER);
    const ir_instr *lose = ic->abilities->body;
    CU_ASSERT_PTR_NOT_NULL_FATAL(lose);
    CU_ASSERT_EQUAL(lose->op, IR_LOSE_LIFE);
    CU_ASSERT_EQUAL(lose->subject->kind, IR_SEL_EVENT_TO);
    free(errs);
    card_fx_close(&fx);

    /* CR 509.1a: "blocks a creature": the attacker is what the block is done to */
    card_fx_open(&fx, "Wall  {1}  Creature — Wall  0/4\n"
                 "/ Whenever Wall blocks a creature, that creature gets -1/-0 until end of turn.\n");
    ic = card_fx_lower(&fx, &errs);
    t = ic && ic->abilities ? ic->abilities->trigger : NULL;
    CU_ASSERT(t && t->event == IR_EV_BLOCKS && t->what && t->what->kind == IR_SEL_ALL);
    CU_ASSERT(ic && ic->abilities->body && ic->abilities->body->object
              && ic->abilities->body->object->kind == IR_SEL_EVENT_TO);
    free(errs);
    card_fx_close(&fx);

    /* CR 701.8: the discarded card, from a hand */
    card_fx_open(&fx, "Mind  {B}  Enchantment\n/ Whenever an opponent discards a card, you gain 1 life.\n");
    ic = card_fx_lower(&fx, &errs);
    t = ic && ic->abilities ? ic->abilities->trigger : NULL;
    CU_ASSERT(t && t->event == IR_EV_DISCARD && t->what && t->what->kind == IR_SEL_ALL
              && t->what->filter->zone == IR_ZONE_HAND && t->who && t->who->kind == IR_SEL_ALL);
    free(errs);
    card_fx_close(&fx);

    card_fx_open(&fx, "Spur  {R}  Enchantment — Aura\n/ Enchant creature\n"
                 "/ Whenever enchanted creature attacks, you gain 1 life.\n");
    ic = card_fx_lower(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_ability *ab = ic->abilities ? ic->abilities->next : NULL;
    CU_ASSERT(ab && ab->trigger && ab->trigger->event == IR_EV_ATTACKS && ab->trigger->who
              && ab->trigger->who->kind == IR_SEL_ATTACHED);
    free(errs);
    card_fx_close(&fx);
}

/* CR 602.1, 701.21a: costs the code generator pays lower to typed costs:
 * tapping, sacrificing, exiling and returning N of what a filter accepts. */
static void test_cr_602_1_costs_lower(void)
{
    static const struct {
        const char *cost;
        ir_cost_kind kind;
        int amount;
        ir_zone zone;
    } cases[] = {
        { "Tap two untapped creatures you control", IR_COST_TAP_OTHERS, 2, IR_ZONE_BATTLEFIELD },
        { "Sacrifice two lands", IR_COST_SACRIFICE, 2, IR_ZONE_BATTLEFIELD },
        { "Exile a creature card from your graveyard", IR_COST_EXILE, 1, IR_ZONE_GRAVEYARD },
        { "Return a land you control to its owner's hand", IR_COST_RETURN, 1, IR_ZONE_BATTLEFIELD },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char text[256];
        snprintf(text, sizeof text, "Relic  {2}  Artifact\n/ %s: You gain 1 life.\n", cases[i].cost);
        card_fixture fx;
        card_fx_open(&fx, text);
        char *errs = NULL;
        ir_card *ic = card_fx_lower(&fx, &errs);
        const ir_cost *c = ic && ic->abilities ? ic->abilities->costs : NULL;
        CU_ASSERT(c && c->kind == cases[i].kind && c->amount && c->amount->value == cases[i].amount && c->filter
                  && c->filter->zone == cases[i].zone);
        free(errs);
        card_fx_close(&fx);
    }
}

/* CR 508.4, 707.2: how a created token enters ("tapped and attacking", as
 * words or "that's ..."), and "a token that's a copy of X" with the X
 * copied; a copy that says more of the token is no plain copy.  "a token
 * copy of X" is one too, and "a 1/1 token copy of X" one whose P/T is an
 * exception (CR 707.9b); a P/T before "token that's a copy" is no copy. */
static void test_cr_508_4_token_enters(void)
{
    static const struct {
        const char *effect;
        unsigned enters;
        bool copy, pt;
    } cases[] = {
        { "Create a 1/1 white Soldier creature token that's tapped and attacking.", 0, false, false },
        { "Create a tapped and attacking token that's a copy of target creature.",
          IR_ENTERS_TAPPED | IR_ENTERS_ATTACKING, true, false },
        { "Create two tokens that are copies of target creature.", 0, true, false },
        { "Create a Soldier token that's a copy of target creature.", 0, false, false },
        { "Create a token copy of target creature.", 0, true, false },
        { "Create a 1/1 token copy of target creature.", 0, true, true },
        { "Create a 1/1 token that's a copy of target creature.", 0, false, false },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char text[256];
        snprintf(text, sizeof text, "Spell  {2}  Sorcery\n/ %s\n", cases[i].effect);
        card_fixture fx;
        card_fx_open(&fx, text);
        const node *st = first_statement(&fx);
        unsigned enters = 99;
        const node *pt = NULL;
        const node *of = ir_token_copy_of(kid_b(st), &enters, &pt);
        CU_ASSERT_EQUAL(of != NULL, cases[i].copy);
        if (of)
            CU_ASSERT_EQUAL(pt != NULL, cases[i].pt);
        if (of)
            CU_ASSERT_EQUAL(enters, cases[i].enters);
        if (i == 0) {
            const node *f = kid_a(kid_b(st));
            CU_ASSERT_EQUAL(ir_enters_as_of(f && f->b ? f->b->a : NULL), IR_ENTERS_TAPPED | IR_ENTERS_ATTACKING);
        }
        card_fx_close(&fx);
    }
}

/* CR 714.2 of the current rules: a Saga's chapter ability says its
 * chapter numbers in Roman numerals before the dash ("I, II —"); an
 * ability word is no chapter. */
static void test_cr_714_2_chapters(void)
{
    CU_ASSERT_EQUAL(ir_chapters_of("I"), 1u << 1);
    CU_ASSERT_EQUAL(ir_chapters_of("I, II"), (1u << 1) | (1u << 2));
    CU_ASSERT_EQUAL(ir_chapters_of("IV, V, VI"), (1u << 4) | (1u << 5) | (1u << 6));
    CU_ASSERT_EQUAL(ir_chapters_of("IIII"), 0u);
    CU_ASSERT_EQUAL(ir_chapters_of("I, "), 0u);
    CU_ASSERT_EQUAL(ir_chapters_of("Landfall"), 0u);
    CU_ASSERT_EQUAL(ir_chapters_of(NULL), 0u);
}

void register_meaning_tests(void)
{
    CU_pSuite s = test_suite("meaning");
    test_add(s, "cr_205_words", test_cr_205_words);
    test_add(s, "cr_208_qualifiers", test_cr_208_qualifiers);
    test_add(s, "cr_400_1_zone_phrase", test_cr_400_1_zone_phrase);
    test_add(s, "cr_205_4a_traits_lower", test_cr_205_4a_traits_lower);
    test_add(s, "cr_603_2_events", test_cr_603_2_events);
    test_add(s, "cr_613_1_static_changes", test_cr_613_1_static_changes);
    test_add(s, "cr_700_2_modes_chosen", test_cr_700_2_modes_chosen);
    test_add(s, "cr_111_1_more_of_those_tokens", test_cr_111_1_more_of_those_tokens);
    test_add(s, "cr_602_1_costs", test_cr_602_1_costs);
    test_add(s, "cr_702_keyword_abilities", test_cr_702_keyword_abilities);
    test_add(s, "cr_603_2_events_lower", test_cr_603_2_events_lower);
    test_add(s, "cr_510_2_damage_to", test_cr_510_2_damage_to);
    test_add(s, "cr_602_1_costs_lower", test_cr_602_1_costs_lower);
    test_add(s, "cr_508_4_token_enters", test_cr_508_4_token_enters);
    test_add(s, "cr_714_2_chapters", test_cr_714_2_chapters);
}
