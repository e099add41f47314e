/* test_meaning_effect.c — the one reading of the words of effects
 * (compiler/ir/meaning_effect.c), which lowering and the code generator
 * share: verbs, determiners, amounts, durations (CR 611.2a), delays (CR
 * 603.7), P/T changes, and lowering that follows them. */
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "ir.h"
#include "meaning.h"
#include "meaning_effect.h"
#include "unit.h"

/* The first node of kind K in the subtree N (depth first, a b c then next). */
static const node *find(const node *n, node_kind k)
{
    for (; n; n = n->next) {
        if (n->kind == k)
            return n;
        const node *parts[] = { n->a, n->b, n->c };
        for (int i = 0; i < 3; i++) {
            const node *f = find(parts[i], k);
            if (f)
                return f;
        }
    }
    return NULL;
}

/* The first node of kind K in the first ability of TEXT's card; the
 * fixture stays open (the caller closes it). */
static const node *first(card_fixture *fx, const char *text, node_kind k)
{
    card_fx_open(fx, text);
    CU_ASSERT_PTR_NOT_NULL_FATAL(fx->ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(fx->ff.cards->abilities);
    return find(fx->ff.cards->abilities->ast, k);
}

/* Lower the first card of FX; *ERRS gets the diagnostics (freed by the caller). */
static ir_card *lower_fx(card_fixture *fx, char **errs)
{
    size_t n;
    FILE *out = open_memstream(errs, &n);
    diag_engine *d = diag_new(out);
    diag_option(d, "-fdiagnostics-color=never");
    ir_card *ic = lower_card(fx->a, d, fx->ff.cards);
    diag_finish(d);
    diag_free(d);
    fclose(out);
    return ic;
}

/* TEXT's card lowered (NULL if refused); the fixture stays open. */
static const ir_card *lowered_card(card_fixture *fx, const char *text)
{
    card_fx_open(fx, text);
    char *errs = NULL;
    const ir_card *ic = lower_fx(fx, &errs);
    free(errs);
    return ic;
}

/* The first instruction of TEXT's first ability, which must lower. */
static const ir_instr *lowered(card_fixture *fx, const char *text)
{
    const ir_card *ic = lowered_card(fx, text);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->abilities);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->abilities->body);
    return ic->abilities->body;
}

/* Verbs are typed once: "deals damage" and "loses life" are one verb each. */
static void test_verbs(void)
{
    card_fixture fx;
    const node *a = first(&fx, "Shock  {R}  Instant\n/ Shock deals 2 damage to any target.\n", N_ACTION);
    CU_ASSERT_PTR_NOT_NULL_FATAL(a);
    CU_ASSERT_EQUAL(meaning_verb(a), FX_VERB_DEAL_DAMAGE);
    CU_ASSERT_STRING_EQUAL(meaning_verb_name(meaning_verb(a)), "deal_damage");
    card_fx_close(&fx);
    a = first(&fx, "Drain  {B}  Sorcery\n/ Target player loses 3 life.\n", N_ACTION);
    CU_ASSERT_PTR_NOT_NULL_FATAL(a);
    CU_ASSERT_EQUAL(meaning_verb(a), FX_VERB_LOSE_LIFE);
    CU_ASSERT_EQUAL(meaning_det(a), FX_DET_OTHER_WORD);    /* not a determiner's word */
    card_fx_close(&fx);
}

/* CR 615: a resolving prevention effect read once: how much, from what, to
 * what, and the action whose modifiers say for how long. */
static void test_cr_615_prevention(void)
{
    card_fixture fx;
    fx_prevent pv;
    const node *a = first(&fx, "Mend  {W}  Instant\n/ Prevent the next 3 damage that would be dealt to any target "
                          "this turn.\n", N_ACTION);
    CU_ASSERT_EQUAL_FATAL(meaning_prevent(a, &pv), FX_PREVENT_OK);
    CU_ASSERT_PTR_NOT_NULL(pv.next);
    CU_ASSERT_EQUAL(meaning_number(pv.next), 3);
    CU_ASSERT_FALSE(pv.combat);
    CU_ASSERT_PTR_NULL(pv.from);
    CU_ASSERT_PTR_NOT_NULL_FATAL(pv.to);
    CU_ASSERT_EQUAL(pv.to->kind, N_TARGET);
    CU_ASSERT_EQUAL(pv.nused, 1);
    card_fx_close(&fx);
    a = first(&fx, "Fog  {G}  Instant\n/ Prevent all combat damage that would be dealt this turn.\n", N_ACTION);
    CU_ASSERT_EQUAL_FATAL(meaning_prevent(a, &pv), FX_PREVENT_OK);
    CU_ASSERT_TRUE(pv.combat);
    CU_ASSERT_PTR_NULL(pv.next);
    CU_ASSERT_PTR_NULL(pv.from);
    CU_ASSERT_PTR_NULL(pv.to);
    card_fx_close(&fx);
    a = first(&fx, "Day  {W}  Instant\n/ Prevent all damage that would be dealt to and dealt by target creature "
              "this turn.\n", N_ACTION);
    CU_ASSERT_EQUAL_FATAL(meaning_prevent(a, &pv), FX_PREVENT_OK);
    CU_ASSERT_TRUE(pv.both);
    CU_ASSERT_PTR_EQUAL(pv.from, pv.to);
    card_fx_close(&fx);
    a = first(&fx, "Shock  {R}  Instant\n/ Shock deals 2 damage to any target.\n", N_ACTION);
    CU_ASSERT_EQUAL(meaning_prevent(a, &pv), FX_PREVENT_ACTION);
    card_fx_close(&fx);
}

/* CR 611.2a: "until end of turn" and "this turn" end at the cleanup step;
 * "for as long as" lasts while its condition holds; CR 502.3: "during its
 * controller's next untap step". */
static void test_cr_611_2a_durations(void)
{
    card_fixture fx;
    ir_duration d = IR_DUR_NONE;
    const node *n = first(&fx, "Giant Growth  {G}  Instant\n/ Target creature gets +3/+3 until end of turn.\n",
                          N_DURATION);
    CU_ASSERT_TRUE(meaning_duration(n, &d));
    CU_ASSERT_EQUAL(d, IR_DUR_END_OF_TURN);
    card_fx_close(&fx);
    n = first(&fx, "Stand  {R}  Instant\n/ Target creature can't block this turn.\n", N_DURATION);
    d = IR_DUR_NONE;
    CU_ASSERT_TRUE(meaning_duration(n, &d));
    CU_ASSERT_EQUAL(d, IR_DUR_END_OF_TURN);
    CU_ASSERT_EQUAL(meaning_delay(n), IR_DELAY_NONE);
    card_fx_close(&fx);
    n = first(&fx, "Freeze  {U}  Instant\n/ Tap target creature. It doesn't untap during its controller's next untap step.\n",
              N_DURATION);
    d = IR_DUR_NONE;
    CU_ASSERT_TRUE(meaning_duration(n, &d));
    CU_ASSERT_EQUAL(d, IR_DUR_NEXT_UNTAP_STEP);
    CU_ASSERT_STRING_EQUAL(ir_duration_name(d), "next_untap_step");
    card_fx_close(&fx);
    /* CR 511.3: "this combat" is "until end of combat"; "until your next turn" */
    n = first(&fx, "Snare  {W}  Instant\n/ Target creature can't block this combat.\n", N_DURATION);
    CU_ASSERT_TRUE(meaning_duration(n, &d));
    CU_ASSERT_EQUAL(d, IR_DUR_END_OF_COMBAT);
    card_fx_close(&fx);
    n = first(&fx, "Weaken  {B}  Instant\n/ Target creature gets -2/-0 until your next turn.\n", N_DURATION);
    CU_ASSERT_TRUE(meaning_duration(n, &d));
    CU_ASSERT_EQUAL(d, IR_DUR_YOUR_NEXT_TURN);
    CU_ASSERT_EQUAL(meaning_delay(n), IR_DELAY_NONE);
    card_fx_close(&fx);
}

/* CR 603.7: an action that waits is a delayed triggered ability; what it
 * waits for is typed, and a duration is no delay. */
static void test_cr_603_7_delays(void)
{
    card_fixture fx;
    const node *n = first(&fx, "Flicker  {W}  Instant\n/ Exile target creature. Return it to the battlefield under "
                          "its owner's control at the beginning of the next end step.\n", N_DURATION);
    CU_ASSERT_PTR_NOT_NULL_FATAL(n);
    CU_ASSERT_EQUAL(meaning_delay(n), IR_DELAY_NEXT_END_STEP);
    CU_ASSERT_STRING_EQUAL(ir_delay_name(meaning_delay(n)), "next_end_step");
    ir_duration d;
    CU_ASSERT_FALSE(meaning_duration(n, &d));
    card_fx_close(&fx);
    n = first(&fx, "Later  {R}  Instant\n/ Destroy target creature at end of combat.\n", N_DURATION);
    CU_ASSERT_EQUAL(meaning_delay(n), IR_DELAY_END_OF_COMBAT);
    card_fx_close(&fx);
    /* lowered: done later to the target named now */
    const ir_instr *in = lowered(&fx, "Later  {R}  Instant\n/ Destroy target creature at end of combat.\n");
    CU_ASSERT_EQUAL(in->op, IR_DESTROY);
    CU_ASSERT_EQUAL(in->at, IR_DELAY_END_OF_COMBAT);
    CU_ASSERT_EQUAL(in->object->kind, IR_SEL_TARGET);
    card_fx_close(&fx);
    /* "all permanents": those then, an `all` selection found as it is done */
    in = lowered(&fx, "Bearer  {7}{R}  Creature — Giant  10/10\n/ When Bearer dies, "
                 "destroy all permanents at the beginning of the next end step.\n");
    CU_ASSERT_EQUAL(in->at, IR_DELAY_NEXT_END_STEP);
    CU_ASSERT_EQUAL(in->object->kind, IR_SEL_ALL);
    card_fx_close(&fx);
    /* "the next turn's upkeep": the next upkeep; you draw, or the one
     * player named now (CR 603.7c); several players are refused */
    in = lowered(&fx, "Cantrip  {R}  Instant\n/ Draw a card at the beginning of the next turn's upkeep.\n");
    CU_ASSERT_EQUAL(in->op, IR_DRAW);
    CU_ASSERT_EQUAL(in->at, IR_DELAY_NEXT_UPKEEP);
    card_fx_close(&fx);
    in = lowered(&fx, "Gift  {R}  Instant\n/ Target player draws a card at the beginning of the next turn's upkeep.\n");
    CU_ASSERT_EQUAL(in->op, IR_DRAW);
    CU_ASSERT_EQUAL(in->at, IR_DELAY_NEXT_UPKEEP);
    CU_ASSERT_EQUAL(in->subject->kind, IR_SEL_TARGET);
    card_fx_close(&fx);
    CU_ASSERT_PTR_NULL(lowered_card(&fx, "Gifts  {R}  Instant\n/ Each player draws a card at the beginning of the "
                                    "next turn's upkeep.\n"));
    card_fx_close(&fx);
}

/* Amounts: X (CR 107.3), "that much", a number's value. */
static void test_cr_107_3_amounts(void)
{
    card_fixture fx;
    const node *n = first(&fx, "Blaze  {X}{R}  Sorcery\n/ Blaze deals X damage to any target.\n", N_AMOUNT);
    CU_ASSERT_PTR_NOT_NULL_FATAL(n);
    CU_ASSERT_EQUAL(meaning_amount(n), FX_AMT_X);
    CU_ASSERT_TRUE(meaning_number(n) < 0);      /* a letter is no number */
    card_fx_close(&fx);
    n = first(&fx, "Gift  {G}  Sorcery\n/ You gain seven life.\n", N_AMOUNT);
    CU_ASSERT_PTR_NOT_NULL_FATAL(n);
    CU_ASSERT_EQUAL(meaning_amount(n), FX_AMT_NONE);
    CU_ASSERT_EQUAL(meaning_number(n), 7);
    card_fx_close(&fx);
}

/* A P/T change, either minus sign (U+2212 or '-'), and X. */
static void test_pt_change(void)
{
    fx_pt_change pt;
    node n = { .kind = N_PT_CHANGE, .text = "+X/\xE2\x88\x92" "2" };
    CU_ASSERT_TRUE(meaning_pt_change(&n, &pt));
    CU_ASSERT_TRUE(pt.x_power);
    CU_ASSERT_EQUAL(pt.power, 1);
    CU_ASSERT_FALSE(pt.x_toughness);
    CU_ASSERT_EQUAL(pt.toughness, -2);
    n.text = "3/3";                     /* a P/T, not a change */
    CU_ASSERT_FALSE(meaning_pt_change(&n, &pt));
    int p, t;
    CU_ASSERT_TRUE(meaning_pt(&n, &p, &t));
    CU_ASSERT_EQUAL(p, 3);
    CU_ASSERT_EQUAL(t, 3);
}

/* Determiners: "each other" describes every object but the ability's own
 * one; "an" is "a". */
static void test_determiners(void)
{
    card_fixture fx;
    const node *n = first(&fx, "Lieutenant  {1}{W}  Creature — Human Soldier  1/1\n/ When Lieutenant enters, "
                          "put a +1/+1 counter on each other Human you control.\n", N_OBJECT);
    CU_ASSERT_PTR_NOT_NULL_FATAL(n);
    CU_ASSERT_EQUAL(meaning_det(n), FX_DET_A);          /* "a +1/+1 counter" */
    card_fx_close(&fx);
    node each_other = { .kind = N_OBJECT, .text = "each other" }, an = { .kind = N_OBJECT, .text = "an" };
    CU_ASSERT_EQUAL(meaning_det(&each_other), FX_DET_EACH_OTHER);
    CU_ASSERT_TRUE(meaning_det_is_set(meaning_det(&each_other)));
    CU_ASSERT_TRUE(ir_np_other(&each_other));
    CU_ASSERT_EQUAL(meaning_det(&an), FX_DET_A);
    CU_ASSERT_FALSE(meaning_det_is_set(meaning_det(&an)));
    CU_ASSERT_FALSE(ir_np_other(&an));
}

/* Issue 10: the code generator names a relation, a determiner, a zone or
 * a possessive's amount by kind, never by its words; what compiler/ir
 * makes of each kind reads back as that kind. */
static void test_made_by_kind(void)
{
    card_fixture fx;
    const node *np = first(&fx, "Scout  {G}  Creature — Elf  1/1\n/ {T}: Destroy target creature.\n", N_OBJECT);
    CU_ASSERT_PTR_NOT_NULL_FATAL(np);
    const node *by = np;
    CU_ASSERT_TRUE(ir_plain_noun(np, "creature", &by));         /* "creature" alone */
    CU_ASSERT_PTR_NULL(by);
    static const ir_qual_kind kinds[] = { IR_QUAL_IN, IR_QUAL_CONTROLLED_BY, IR_QUAL_WITH, IR_QUAL_ON,
                                          IR_QUAL_ON_BATTLEFIELD, IR_QUAL_ATTACKING, IR_QUAL_BLOCKING,
                                          IR_QUAL_BLOCKED_BY, IR_QUAL_TAPPED, IR_QUAL_ATTACHED_TO };
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        CU_ASSERT_EQUAL(ir_qual_of(ir_qualifier_new(fx.a, kinds[i], NULL, np->range)), kinds[i]);
    const node *attacking = ir_with_relation(fx.a, np, IR_QUAL_ATTACKING, NULL);    /* "creature attacking" */
    CU_ASSERT_PTR_NOT_NULL_FATAL(attacking->b);
    CU_ASSERT_EQUAL(ir_qual_of(attacking->b->last), IR_QUAL_ATTACKING);
    CU_ASSERT_FALSE(ir_plain_noun(attacking, "creature", &by));
    CU_ASSERT_TRUE(ir_plain_noun(np, "creature", &by));         /* NP itself unchanged */
    CU_ASSERT_EQUAL(meaning_det(meaning_with_det(fx.a, np, FX_DET_NO)), FX_DET_NO);
    CU_ASSERT_EQUAL(meaning_det(meaning_with_det(fx.a, np, FX_DET_A)), FX_DET_A);
    ir_zone zone = IR_ZONE_ANY;
    ir_who whose;
    CU_ASSERT_TRUE(ir_zone_phrase(ir_zone_node(fx.a, IR_ZONE_BATTLEFIELD, np->range), &zone, &whose));
    CU_ASSERT_EQUAL(zone, IR_ZONE_BATTLEFIELD);
    CU_ASSERT_PTR_NULL(ir_zone_node(fx.a, IR_ZONE_HAND, np->range));     /* "your hand": no N_ZONE */
    node you = { .kind = N_PLAYER, .text = "you" }, life = { .kind = N_WORD, .text = "life" };
    node yours = { .kind = N_POSSESSIVE, .a = &you, .b = &life };
    const node *amount = meaning_stat_amount(fx.a, &yours);     /* "your life" */
    CU_ASSERT_EQUAL(meaning_amount(amount), FX_AMT_STAT_OF);
    CU_ASSERT_EQUAL(amount->a->kind, N_POSSESSIVE);
    card_fx_close(&fx);
}

/* Lowering reads the same meaning: "each other Human you control" on a
 * permanent is every Human but it; "this turn" is until end of turn. */
static void test_lowering_follows_meaning(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Lieutenant  {1}{W}  Creature — Human Soldier  1/1\n/ When Lieutenant enters, "
                 "put a +1/+1 counter on each other Human you control.\n");
    char *errs = NULL;
    ir_card *ic = lower_fx(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_instr *in = ic->abilities->body;
    CU_ASSERT_PTR_NOT_NULL_FATAL(in);
    CU_ASSERT_EQUAL(in->op, IR_COUNTERS);
    CU_ASSERT_EQUAL(in->object->kind, IR_SEL_ALL);
    CU_ASSERT_TRUE(in->object->filter->other);
    CU_ASSERT_EQUAL(in->object->filter->controller, IR_CTRL_YOU);
    free(errs);
    card_fx_close(&fx);
    card_fx_open(&fx, "Surge  {R}  Instant\n/ Target creature gets +2/+0 this turn.\n");
    errs = NULL;
    ic = lower_fx(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_EQUAL(ic->abilities->body->op, IR_MODIFY_PT);
    CU_ASSERT_EQUAL(ic->abilities->body->duration, IR_DUR_END_OF_TURN);
    free(errs);
    card_fx_close(&fx);
}

/* A spell's "other" is other than what it named before ("Other creatures
 * you control get +1/+1" after "Zombies you control get +2/+1"): the
 * filter's `except` is those Zombies as they were (`same`); with nothing
 * named before, refused by name, not read as "all". */
static void test_spell_other_refused(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Rally  {1}{W}  Instant\n/ Zombies you control get +2/+1 until end of turn. "
                 "Other creatures you control get +1/+1 until end of turn.\n");
    char *errs = NULL;
    ir_card *ic = lower_fx(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_instr *other = ic->abilities->body->next;
    CU_ASSERT_PTR_NOT_NULL_FATAL(other);
    CU_ASSERT_PTR_NOT_NULL_FATAL(other->object->filter->except);
    CU_ASSERT_EQUAL(other->object->filter->except->kind, IR_SEL_SAME);
    CU_ASSERT_PTR_EQUAL(other->object->filter->except->of, ic->abilities->body->object);
    CU_ASSERT_FALSE(other->object->filter->other);
    free(errs);
    card_fx_close(&fx);
    card_fx_open(&fx, "Rally  {1}{W}  Instant\n/ Other creatures you control get +1/+1 until end of turn.\n");
    errs = NULL;
    ic = lower_fx(&fx, &errs);
    CU_ASSERT_PTR_NULL(ic);
    CU_ASSERT_PTR_NOT_NULL_FATAL(errs);
    CU_ASSERT_PTR_NOT_NULL(strstr(errs, "'other' in a spell's"));
    free(errs);
    card_fx_close(&fx);
}

/* CR 611.2a: a change lasts as long as its sentence says ("Until end of
 * turn, ..." before it), or for the rest of the game when it says nothing;
 * CR 613.1b: a control change applies in layer 2. */
static void test_cr_611_2a_sentence_duration_and_control(void)
{
    card_fixture fx;
    const ir_instr *in = lowered(&fx, "Rush  {R}  Instant\n/ Until end of turn, target creature gets +2/+0.\n");
    CU_ASSERT_EQUAL(in->op, IR_MODIFY_PT);
    CU_ASSERT_EQUAL(in->duration, IR_DUR_END_OF_TURN);
    card_fx_close(&fx);
    in = lowered(&fx, "Threaten  {2}{R}  Sorcery\n/ Untap target creature and gain control of it until end of turn.\n");
    CU_ASSERT_EQUAL(in->op, IR_UNTAP);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->next);
    CU_ASSERT_EQUAL(in->next->op, IR_GAIN_CONTROL);
    CU_ASSERT_EQUAL(in->next->object->kind, IR_SEL_TARGET);
    CU_ASSERT_EQUAL(in->next->duration, IR_DUR_END_OF_TURN);
    CU_ASSERT_STRING_EQUAL(ir_op_layer(in->next->op), "2");
    card_fx_close(&fx);
    in = lowered(&fx, "Steal  {3}{U}{U}  Sorcery\n/ Gain control of target creature.\n");
    CU_ASSERT_EQUAL(in->op, IR_GAIN_CONTROL);
    CU_ASSERT_EQUAL(in->duration, IR_DUR_REST_OF_GAME);
    card_fx_close(&fx);
}

/* Restrictions: "can't block this turn" until end of turn; "doesn't untap
 * during its controller's next untap step" (CR 502.3); "can't block" with
 * no duration is refused, not read as one. */
static void test_cr_502_3_restrictions(void)
{
    card_fixture fx;
    const ir_card *ic = lowered_card(&fx, "Stand  {R}  Instant\n/ Target creature can't block this turn.\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->abilities);
    const ir_instr *in = ic->abilities->body;
    CU_ASSERT_PTR_NOT_NULL_FATAL(in);
    CU_ASSERT_EQUAL(in->op, IR_CANT);
    CU_ASSERT_STRING_EQUAL(in->word, "block");
    CU_ASSERT_EQUAL(in->duration, IR_DUR_END_OF_TURN);
    CU_ASSERT_EQUAL(in->object->kind, IR_SEL_TARGET);
    char *json = NULL;
    size_t n;
    FILE *out = open_memstream(&json, &n);
    ir_dump_json(out, ic);
    fclose(out);
    CU_ASSERT_PTR_NOT_NULL(strstr(json, "\"op\":\"cant\""));
    CU_ASSERT_PTR_NOT_NULL(strstr(json, "\"word\":\"block\",\"duration\":\"end_of_turn\"}"));
    free(json);
    card_fx_close(&fx);
    in = lowered(&fx, "Freeze  {U}  Instant\n/ Tap target creature. It doesn't untap during its controller's next untap step.\n");
    CU_ASSERT_EQUAL(in->op, IR_TAP);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->next);
    CU_ASSERT_EQUAL(in->next->op, IR_SKIP_UNTAP);
    CU_ASSERT_EQUAL(in->next->object->kind, IR_SEL_TARGET);
    CU_ASSERT_EQUAL(in->next->object->slot, 0);
    card_fx_close(&fx);
    CU_ASSERT_PTR_NULL(lowered_card(&fx, "Fear  {B}  Sorcery\n/ Target creature can't block.\n"));
    card_fx_close(&fx);
}

/* CR 608.2c: "If you do" asks whether the optional instruction before it
 * was done; "if it was kicked" (CR 702.33d) and "if you control two or
 * more Gates" (at least two) are asked as it resolves. */
static void test_cr_608_2c_if(void)
{
    card_fixture fx;
    const ir_instr *in = lowered(&fx, "Vandal  {2}{R}  Creature — Satyr  2/1\n"
                                 "/ Whenever Vandal attacks, you may discard a card. If you do, draw a card.\n");
    CU_ASSERT_EQUAL(in->op, IR_DISCARD);
    CU_ASSERT_TRUE(in->optional);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->next);
    CU_ASSERT_EQUAL(in->next->op, IR_IF);
    CU_ASSERT_EQUAL(in->next->cond->kind, IR_CONDITION_DID);
    CU_ASSERT_FALSE(in->next->cond->negated);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->next->then);
    CU_ASSERT_EQUAL(in->next->then->op, IR_DRAW);
    card_fx_close(&fx);
    in = lowered(&fx, "Gate Call  {1}{U}  Instant\n/ Draw a card. If you control two or more Gates, draw a card.\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->next);
    const ir_condition *c = in->next->cond;
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT_EQUAL(c->kind, IR_CONDITION_COUNT);
    CU_ASSERT_STRING_EQUAL(c->op, ">=");
    CU_ASSERT_EQUAL(c->value->value, 2);
    CU_ASSERT_EQUAL(c->of->kind, IR_SEL_ALL);
    CU_ASSERT_EQUAL(c->of->filter->controller, IR_CTRL_YOU);
    CU_ASSERT_STRING_EQUAL(c->of->filter->any_of->traits[0].word, "gate");
    card_fx_close(&fx);
    const ir_card *ic = lowered_card(&fx, "Kick  {R}  Sorcery\n/ Kicker {1}\n"
                                     "/ Draw a card. If this spell was kicked, draw a card.\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->abilities->next);
    in = ic->abilities->next->body;
    CU_ASSERT_PTR_NOT_NULL_FATAL(in);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->next);
    CU_ASSERT_EQUAL(in->next->cond->kind, IR_CONDITION_KICKED);
    CU_ASSERT_EQUAL(in->next->cond->of->kind, IR_SEL_SELF);
    card_fx_close(&fx);
    /* "If you do" with no "you may" before it: nothing to ask */
    CU_ASSERT_PTR_NULL(lowered_card(&fx, "Odd  {R}  Sorcery\n/ Draw a card. If you do, draw a card.\n"));
    card_fx_close(&fx);
}

/* CR 608.2c: "if an opponent controls more lands than you" reads as one
 * player's number against another's (meaning_more), and lowers as `more`;
 * "each opponent" of a player other than you is refused. */
static void test_cr_608_2c_more_than_a_player(void)
{
    card_fixture fx;
    const node *c = first(&fx, "Scout  {W}  Sorcery\n/ If an opponent controls more lands than you, draw a card.\n",
                          N_CONDITIONAL);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    fx_more m;
    CU_ASSERT_TRUE_FATAL(meaning_more(fx.ff.cards, c->a, &m));
    CU_ASSERT_EQUAL(m.what, FX_MORE_CONTROL);
    CU_ASSERT_FALSE(m.fewer);
    CU_ASSERT_EQUAL(meaning_player(m.than), FX_PLAYER_YOU);
    card_fx_close(&fx);
    c = first(&fx, "Sage  {U}  Sorcery\n/ If you have fewer than seven cards in hand, draw a card.\n", N_CONDITIONAL);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT_FALSE(meaning_more(fx.ff.cards, c->a, &m));       /* a number, not a player */
    card_fx_close(&fx);
    const ir_instr *in = lowered(&fx, "Plea  {W}  Sorcery\n/ If you have less life than an opponent, you gain 6 life.\n");
    CU_ASSERT_EQUAL_FATAL(in->op, IR_IF);
    CU_ASSERT_EQUAL(in->cond->kind, IR_CONDITION_MORE);
    CU_ASSERT_STRING_EQUAL(in->cond->stat, "life");
    CU_ASSERT_STRING_EQUAL(in->cond->op, "<");
    CU_ASSERT_STRING_EQUAL(in->cond->quant, "some");
    CU_ASSERT_EQUAL(in->cond->of->kind, IR_SEL_YOU);
    CU_ASSERT_EQUAL(in->cond->than->kind, IR_SEL_ALL);
    card_fx_close(&fx);
    in = lowered(&fx, "Poll  {U}  Sorcery\n/ If you have more cards in hand than each opponent, draw a card.\n");
    CU_ASSERT_STRING_EQUAL(in->cond->stat, "hand");
    CU_ASSERT_STRING_EQUAL(in->cond->quant, "each");
    card_fx_close(&fx);
    CU_ASSERT_PTR_NULL(lowered_card(&fx, "Odd  {U}  Sorcery\n"
                                    "/ If an opponent has more cards in hand than each opponent, draw a card.\n"));
    card_fx_close(&fx);
}

/* CR 102.3, 608.2h: a qualifier of a description of players is a clause
 * of the player tested (ir_player_qual_clause): "who controls fewer
 * creatures than you" is its own comparison (meaning_more, not the count of
 * "who controls a white creature"), "with no cards in hand" is "has no
 * cards in hand"; they lower as the filter's `holds` over `tested`; "who
 * does" is `answered`, "other than target player" `except`. */
static void test_cr_102_3_described_players(void)
{
    card_fixture fx;
    const node *q = first(&fx, "Voice  {G}  Sorcery\n"
                          "/ Draw a card for each opponent who controls fewer creatures than you.\n", N_QUALIFIER);
    CU_ASSERT_PTR_NOT_NULL_FATAL(q);
    node subj, what, clause;
    fx_more m;
    CU_ASSERT_TRUE_FATAL(ir_player_qual_clause(q, &subj, &what, &clause));
    CU_ASSERT_PTR_EQUAL(clause.a, &subj);
    CU_ASSERT_TRUE_FATAL(meaning_more(fx.ff.cards, &clause, &m));
    CU_ASSERT_TRUE(m.fewer);
    CU_ASSERT_PTR_EQUAL(m.who, &subj);
    card_fx_close(&fx);
    q = first(&fx, "Thief  {B}  Sorcery\n/ Each opponent with no cards in hand loses 10 life.\n", N_QUALIFIER);
    CU_ASSERT_PTR_NOT_NULL_FATAL(q);
    CU_ASSERT_TRUE_FATAL(ir_player_qual_clause(q, &subj, &what, &clause));
    CU_ASSERT_EQUAL(meaning_verb(&clause), FX_VERB_HAVE);
    CU_ASSERT_PTR_EQUAL(clause.b, &what);
    card_fx_close(&fx);
    q = first(&fx, "Flying  {U}  Sorcery\n/ Destroy each creature with flying.\n", N_QUALIFIER);
    CU_ASSERT_PTR_NOT_NULL_FATAL(q);
    CU_ASSERT_FALSE(ir_player_qual_clause(q, &subj, &what, &clause));     /* a keyword: no clause */
    card_fx_close(&fx);
    const ir_instr *in = lowered(&fx, "Thief  {B}  Sorcery\n/ Each opponent with no cards in hand loses 10 life.\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->subject);
    const ir_filter *f = in->subject->filter;
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    CU_ASSERT_PTR_NOT_NULL_FATAL(f->holds);
    CU_ASSERT_EQUAL(f->holds->kind, IR_CONDITION_PLAYER);
    CU_ASSERT_EQUAL(f->holds->of->kind, IR_SEL_TESTED);
    card_fx_close(&fx);
    in = lowered(&fx, "Contract  {4}  Sorcery\n"
                 "/ Each opponent may create a Treasure token. For each opponent who does, you create a Treasure token.\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->next);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->next->amount);
    CU_ASSERT_EQUAL_FATAL(in->next->amount->kind, IR_AMOUNT_COUNT);
    CU_ASSERT_STRING_EQUAL(in->next->amount->of->filter->answered, "yes");
    card_fx_close(&fx);
    in = lowered(&fx, "Dragons  {R}  Sorcery\n/ Each player other than target player draws a card.\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->subject);
    f = in->subject->filter;
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    CU_ASSERT_PTR_NOT_NULL_FATAL(f->except);
    CU_ASSERT_EQUAL(f->except->kind, IR_SEL_TARGET);
    card_fx_close(&fx);
}

/* "Counter target spell unless its controller pays {3}" (CR 701.5): an
 * "if" whose condition, the payment asked of that player, is negated. */
static void test_cr_701_5_unless_pays(void)
{
    card_fixture fx;
    const ir_instr *in = lowered(&fx, "Tax  {1}{U}  Instant\n/ Counter target spell unless its controller pays {3}.\n");
    CU_ASSERT_EQUAL(in->op, IR_IF);
    CU_ASSERT_EQUAL(in->cond->kind, IR_CONDITION_PAYS);
    CU_ASSERT_TRUE(in->cond->negated);
    CU_ASSERT_STRING_EQUAL(in->cond->mana, "{3}");
    CU_ASSERT_EQUAL(in->cond->of->kind, IR_SEL_CONTROLLER);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->then);
    CU_ASSERT_EQUAL(in->then->op, IR_COUNTER);
    card_fx_close(&fx);
    /* "unless you discard a card": the action you may do, as a cost says it */
    in = lowered(&fx, "Hound  {1}{R}  Creature — Dog  3/3\n/ At the beginning of your upkeep, "
                 "sacrifice Hound unless you discard a card.\n");
    CU_ASSERT_EQUAL(in->op, IR_IF);
    CU_ASSERT_EQUAL(in->cond->kind, IR_CONDITION_PAYS_COST);
    CU_ASSERT_TRUE(in->cond->negated);
    CU_ASSERT_EQUAL(in->cond->of->kind, IR_SEL_YOU);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->cond->cost);
    CU_ASSERT_EQUAL(in->cond->cost->kind, IR_COST_DISCARD);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->then);
    CU_ASSERT_EQUAL(in->then->op, IR_SACRIFICE);
    card_fx_close(&fx);
    /* "unless that player discards a card": that player's choice, a cost of discarding */
    in = lowered(&fx, "Hound  {1}{R}  Creature — Dog  3/3\n/ At the beginning of each opponent's "
                 "upkeep, Hound deals 2 damage to that player unless that player discards a card.\n");
    CU_ASSERT_EQUAL(in->op, IR_IF);
    CU_ASSERT_EQUAL(in->cond->kind, IR_CONDITION_PAYS_COST);
    CU_ASSERT_TRUE(in->cond->negated);
    CU_ASSERT_EQUAL(in->cond->of->kind, IR_SEL_EVENT);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->cond->cost);
    CU_ASSERT_EQUAL(in->cond->cost->kind, IR_COST_DISCARD);
    card_fx_close(&fx);
    /* "unless that player sacrifices a creature": a creature that player controls (CR 701.21a) */
    in = lowered(&fx, "Hound  {1}{R}  Creature — Dog  3/3\n/ At the beginning of each opponent's "
                 "upkeep, Hound deals 2 damage to that player unless that player sacrifices a creature.\n");
    CU_ASSERT_EQUAL(in->op, IR_IF);
    CU_ASSERT_EQUAL(in->cond->kind, IR_CONDITION_PAYS_COST);
    CU_ASSERT_EQUAL(in->cond->of->kind, IR_SEL_EVENT);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->cond->cost);
    CU_ASSERT_EQUAL(in->cond->cost->kind, IR_COST_SACRIFICE);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->cond->cost->filter);
    CU_ASSERT_EQUAL(in->cond->cost->filter->controller, IR_CTRL_SEL);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->cond->cost->filter->controlled_by);
    CU_ASSERT_EQUAL(in->cond->cost->filter->controlled_by->kind, IR_SEL_EVENT);
    card_fx_close(&fx);
}

/* CR 413.2b: later text done instead of earlier text.  "it deals 4 damage
 * instead" lowers as an "if" with the damage dealt where the first is; a
 * replacement naming a target of its own, but a kicked spell's (CR
 * 601.2c), or one of two steps, is not read (meaning_instead). */
static void test_cr_413_2b_instead(void)
{
    card_fixture fx;
    const ir_card *ic = lowered_card(&fx, "Burst  {R}  Instant\n/ Kicker {4}\n/ Burst deals 2 damage to any "
                                          "target. If this spell was kicked, it deals 4 damage instead.\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->abilities);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->abilities->next);     /* after the kicker keyword */
    const ir_instr *in = ic->abilities->next->body;
    CU_ASSERT_PTR_NOT_NULL_FATAL(in);
    CU_ASSERT_EQUAL_FATAL(in->op, IR_IF);
    CU_ASSERT_EQUAL(in->cond->kind, IR_CONDITION_KICKED);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->then);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->otherwise);
    CU_ASSERT_EQUAL(in->then->op, IR_DAMAGE);
    CU_ASSERT_EQUAL(in->then->amount->value, 4);
    CU_ASSERT_EQUAL(in->then->object->kind, IR_SEL_TARGET);
    CU_ASSERT_EQUAL(in->otherwise->amount->value, 2);
    card_fx_close(&fx);
    /* a target of its own under "If this spell was kicked": taken only
     * if it is kicked, the first sentence's only if it isn't (CR 601.2c) */
    ic = lowered_card(&fx, "Fire  {R}  Sorcery\n/ Kicker {2}\n/ Fire deals 5 damage to target creature. "
                           "If this spell was kicked, it deals 10 damage to target player instead.\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->abilities->next);
    const ir_target *t = ic->abilities->next->targets;
    CU_ASSERT_PTR_NOT_NULL_FATAL(t);
    CU_ASSERT_PTR_NOT_NULL_FATAL(t->next);
    CU_ASSERT_EQUAL(t->kicked, -1);
    CU_ASSERT_EQUAL(t->next->kicked, 1);
    in = ic->abilities->next->body;
    CU_ASSERT_EQUAL_FATAL(in->op, IR_IF);
    CU_ASSERT_EQUAL(in->then->object->slot, 1);
    CU_ASSERT_EQUAL(in->otherwise->object->slot, 0);
    card_fx_close(&fx);
    /* under a condition known only as it resolves: not read */
    CU_ASSERT_PTR_NULL(lowered_card(&fx, "Fire  {R}  Sorcery\n/ Fire deals 5 damage to target creature. If you "
                                    "control a Mountain, it deals 10 damage to target player instead.\n"));
    card_fx_close(&fx);
    CU_ASSERT_PTR_NULL(lowered_card(&fx, "Flare  {W}  Instant\n/ Target creature gets +2/+2 and gains trample until "
                                    "end of turn. If it's a Human, it gets +3/+3 until end of turn instead.\n"));
    card_fx_close(&fx);
}

/* CR 107.14: "you get {E}{E}{E}" is three energy counters on the player. */
static void test_cr_107_14_energy(void)
{
    card_fixture fx;
    const ir_instr *in = lowered(&fx, "Spark  {R}  Sorcery\n/ You get {E}{E}{E}.\n");
    CU_ASSERT_EQUAL(in->op, IR_COUNTERS);
    CU_ASSERT_STRING_EQUAL(in->word, "energy");
    CU_ASSERT_EQUAL(in->amount->value, 3);
    CU_ASSERT_EQUAL(in->object->kind, IR_SEL_YOU);
    card_fx_close(&fx);
}

/* CR 603.4: "When ..., if ..., ..." is an intervening "if", checked as the
 * ability triggers too: the trigger's condition, not an "if" inside, and it
 * covers the sentences after it; with an "Otherwise" after it, refused. */
static void test_cr_603_4_intervening_if(void)
{
    card_fixture fx;
    const ir_card *ic = lowered_card(&fx, "Cleric  {1}{W}  Creature — Human Cleric  2/2\n/ Kicker {2}\n"
                                     "/ When Cleric enters, if it was kicked, you gain 3 life. Draw a card.\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_ability *ab = ic->abilities->next;
    CU_ASSERT_PTR_NOT_NULL_FATAL(ab);
    CU_ASSERT_EQUAL(ab->kind, IR_AB_TRIGGERED);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ab->trigger->cond);
    CU_ASSERT_EQUAL(ab->trigger->cond->kind, IR_CONDITION_KICKED);
    CU_ASSERT_EQUAL(ab->trigger->cond->of->kind, IR_SEL_SELF);
    CU_ASSERT_EQUAL(ab->body->op, IR_GAIN_LIFE);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ab->body->next);
    CU_ASSERT_EQUAL(ab->body->next->op, IR_DRAW);
    card_fx_close(&fx);
    card_fx_open(&fx, "Seer  {1}{U}  Creature — Human  1/1\n"
                 "/ When Seer enters, if you control an artifact, draw a card. Otherwise, scry 1.\n");
    char *errs = NULL;
    CU_ASSERT_PTR_NULL(lower_fx(&fx, &errs));
    CU_ASSERT_PTR_NOT_NULL_FATAL(errs);
    CU_ASSERT_PTR_NOT_NULL(strstr(errs, "the intervening 'if'"));
    free(errs);
    card_fx_close(&fx);
}

/* Amounts the text computes as it resolves (CR 608.2h): "for each" counts,
 * "equal to its power" reads a stat, "that much" what was just done. */
static void test_cr_608_2h_computed_amounts(void)
{
    card_fixture fx;
    const ir_instr *in = lowered(&fx, "Gift  {1}{G}  Sorcery\n/ You gain 2 life for each creature you control.\n");
    CU_ASSERT_EQUAL(in->op, IR_GAIN_LIFE);
    CU_ASSERT_EQUAL(in->amount->kind, IR_AMOUNT_COUNT);
    CU_ASSERT_EQUAL(in->amount->value, 2);
    CU_ASSERT_EQUAL(in->amount->of->kind, IR_SEL_ALL);
    CU_ASSERT_EQUAL(in->amount->of->filter->controller, IR_CTRL_YOU);
    card_fx_close(&fx);
    in = lowered(&fx, "Brute  {3}{R}  Creature — Giant  4/4\n"
                 "/ {T}: Brute deals damage equal to its power to target creature.\n");
    CU_ASSERT_EQUAL(in->op, IR_DAMAGE);
    CU_ASSERT_EQUAL(in->amount->kind, IR_AMOUNT_STAT);
    CU_ASSERT_STRING_EQUAL(in->amount->stat, "power");
    CU_ASSERT_EQUAL(in->amount->of->kind, IR_SEL_SELF);
    card_fx_close(&fx);
    /* an amount given twice is refused, not one of them chosen */
    CU_ASSERT_PTR_NULL(lowered_card(&fx, "Odd  {R}  Sorcery\n/ Odd deals 2 damage equal to the number of "
                                    "creatures you control to any target.\n"));
    card_fx_close(&fx);
}

/* CR 701.19: a search finds up to the cards it names in the library (fewer
 * is always allowed: it is hidden); "it" after it is what it found, put
 * onto the battlefield tapped; then the library is shuffled (CR 701.20). */
static void test_cr_701_19_search(void)
{
    card_fixture fx;
    const ir_instr *in = lowered(&fx, "Rampant  {2}{G}  Sorcery\n/ Search your library for up to two Forest "
                                 "cards, put them onto the battlefield tapped, then shuffle.\n");
    CU_ASSERT_EQUAL(in->op, IR_SEARCH);
    CU_ASSERT_EQUAL(in->subject->kind, IR_SEL_YOU);
    CU_ASSERT_EQUAL(in->amount->value, 2);
    CU_ASSERT_EQUAL(in->object->kind, IR_SEL_ALL);
    CU_ASSERT_EQUAL(in->object->filter->zone, IR_ZONE_LIBRARY);
    CU_ASSERT_EQUAL(in->object->filter->zone_owner, IR_CTRL_YOU);
    const ir_instr *put = in->next;
    CU_ASSERT_PTR_NOT_NULL_FATAL(put);
    CU_ASSERT_EQUAL(put->op, IR_MOVE);
    CU_ASSERT_EQUAL(put->object->kind, IR_SEL_FOUND);
    CU_ASSERT_EQUAL(put->object->slot, 0);
    CU_ASSERT_EQUAL(put->zone, IR_ZONE_BATTLEFIELD);
    CU_ASSERT_TRUE(put->tapped);
    CU_ASSERT_PTR_NOT_NULL_FATAL(put->next);
    CU_ASSERT_EQUAL(put->next->op, IR_SHUFFLE);
    card_fx_close(&fx);
    /* another player's library: the controller searches it, whose it is said */
    in = lowered(&fx, "Peek  {U}  Sorcery\n/ Search target opponent's library for a card "
                 "and exile it. Then that player shuffles.\n");
    CU_ASSERT_EQUAL(in->op, IR_SEARCH);
    CU_ASSERT_EQUAL(in->subject->kind, IR_SEL_YOU);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->whose);
    CU_ASSERT_EQUAL(in->whose->kind, IR_SEL_TARGET);
    CU_ASSERT_EQUAL(in->zones, 1u << IR_ZONE_LIBRARY);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->next);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->next->next);
    CU_ASSERT_EQUAL(in->next->next->op, IR_SHUFFLE);
    CU_ASSERT_EQUAL(in->next->next->subject->kind, IR_SEL_TARGET);
    card_fx_close(&fx);
    /* "and/or": the zones, the searcher's pick among them */
    in = lowered(&fx, "Aid  {W}  Sorcery\n/ Search your library and/or graveyard for a card named Aid, "
                 "reveal it, and put it into your hand. If you search your library this way, shuffle.\n");
    CU_ASSERT_EQUAL(in->op, IR_SEARCH);
    CU_ASSERT_PTR_NULL(in->whose);
    CU_ASSERT_EQUAL(in->zones, 1u << IR_ZONE_LIBRARY | 1u << IR_ZONE_GRAVEYARD);
    CU_ASSERT_TRUE(in->any_of);
    CU_ASSERT_STRING_EQUAL(in->object->filter->named, "Aid");
    card_fx_close(&fx);
    /* "library or graveyard": not a search's zones */
    CU_ASSERT_EQUAL(meaning_search_zones(NULL, &(const node *){ NULL }, &(bool){ false }), 0);
}

/* CR 205.1b, 105.3: what "becomes" makes an object, read once for lowering
 * and the code generator (ir_becoming_of). */
static void test_cr_205_1b_becoming(void)
{
    card_fixture fx;
    const node *a = first(&fx, "Hydro  {2}{U}  Instant\n/ Target land becomes a 3/3 Elemental creature with "
                               "flying until end of turn. It's still a land.\n", N_ACTION);
    CU_ASSERT_PTR_NOT_NULL_FATAL(a);
    ir_becoming b;
    const char *why;
    CU_ASSERT_PTR_NULL(ir_becoming_of(fx.ff.cards, a, a->next, &b, &why));
    CU_ASSERT(b.has_pt && b.power == 3 && b.toughness == 3);
    CU_ASSERT_EQUAL(b.types, 1u << IR_TYPE_CREATURE);
    CU_ASSERT_EQUAL(b.still, 1u << IR_TYPE_LAND);
    CU_ASSERT(b.still_next);
    CU_ASSERT_EQUAL(b.nsubtypes, 1);
    CU_ASSERT_EQUAL(b.nwith, 1);
    CU_ASSERT(!b.has_colors && !b.also);
    card_fx_close(&fx);
    a = first(&fx, "Wisps  {B}  Instant\n/ Target creature becomes black and green until end of turn.\n", N_ACTION);
    CU_ASSERT_PTR_NULL(ir_becoming_of(fx.ff.cards, a, a->next, &b, &why));
    CU_ASSERT(b.has_colors && !b.color_choice);
    CU_ASSERT_EQUAL(b.colors, (1u << IR_COLOR_BLACK) | (1u << IR_COLOR_GREEN));
    card_fx_close(&fx);
    a = first(&fx, "Armory  {1}{W}  Instant\n/ Target permanent becomes an artifact in addition to its other "
                   "types until end of turn.\n", N_ACTION);
    CU_ASSERT_PTR_NULL(ir_becoming_of(fx.ff.cards, a, a->next, &b, &why));
    CU_ASSERT_EQUAL(b.types, 1u << IR_TYPE_ARTIFACT);
    CU_ASSERT_PTR_NOT_NULL(b.also);
    card_fx_close(&fx);
    a = first(&fx, "Odd  {1}{W}  Instant\n/ Target creature becomes tapped.\n", N_ACTION);
    CU_ASSERT_PTR_NOT_NULL(ir_becoming_of(fx.ff.cards, a, a->next, &b, &why));
    card_fx_close(&fx);
}

/* CR 614.12 (of the current rules), 205.1b, 305.7: "the chosen type" ("the
 * chosen color") of a static ability is what the card chose as it entered
 * (ir_is_the_chosen): a creature type for creatures only, a basic land type
 * replacing the land's own without "in addition to its other types"; none
 * chosen, no reading. */
static const node *second_ability_action(card_fixture *fx, const char *text)
{
    card_fx_open(fx, text);
    CU_ASSERT_PTR_NOT_NULL_FATAL(fx->ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(fx->ff.cards->abilities);
    CU_ASSERT_PTR_NOT_NULL_FATAL(fx->ff.cards->abilities->next);
    return find(fx->ff.cards->abilities->next->ast, N_ACTION);
}

static void test_cr_614_12_the_chosen_type(void)
{
    card_fixture fx;
    ir_becoming b;
    const char *why;
    const node *a = second_ability_action(&fx, "Mimic  {2}  Artifact Creature — Shapeshifter  2/1\n"
        "/ As Mimic enters the battlefield, choose a creature type.\n"
        "/ Mimic is the chosen type in addition to its other types.\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(a);
    CU_ASSERT_TRUE(ir_is_the_chosen(fx.ff.cards, a->b));
    CU_ASSERT_PTR_NULL(ir_becoming_of(fx.ff.cards, a, a->next, &b, &why));
    CU_ASSERT(b.chosen_type && b.also && b.keep_types && !b.replace_subtypes && !b.replace_land_types);
    CU_ASSERT_TRUE(ir_static_subtypes_ok(fx.ff.cards, a->a, &b));
    card_fx_close(&fx);
    a = second_ability_action(&fx, "Terrain  {U}{U}  Enchantment — Aura\n/ Enchant land\n"
        "/ As Terrain enters the battlefield, choose a basic land type.\n/ Enchanted land is the chosen type.\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(a);
    a = find(fx.ff.cards->abilities->next->next->ast, N_ACTION);
    CU_ASSERT_PTR_NULL(ir_becoming_of(fx.ff.cards, a, a->next, &b, &why));
    CU_ASSERT(b.chosen_type && b.replace_land_types && !b.replace_subtypes && !b.keep_types);
    card_fx_close(&fx);
    /* a creature type given to lands: refused */
    a = second_ability_action(&fx, "Graft  {U}  Enchantment\n/ As Graft enters the battlefield, choose a creature type.\n"
        "/ Lands you control are the chosen type in addition to their other types.\n");
    CU_ASSERT_PTR_NULL(ir_becoming_of(fx.ff.cards, a, a->next, &b, &why));
    CU_ASSERT_FALSE(ir_static_subtypes_ok(fx.ff.cards, a->a, &b));
    card_fx_close(&fx);
    a = second_ability_action(&fx, "Golem  {6}  Artifact Creature — Golem  4/4\n"
        "/ As Golem enters the battlefield, choose a color.\n/ Golem is the chosen color.\n");
    CU_ASSERT_PTR_NULL(ir_becoming_of(fx.ff.cards, a, a->next, &b, &why));
    CU_ASSERT(b.chosen_color && b.has_colors && !b.colors && !b.chosen_type);
    card_fx_close(&fx);
    /* nothing chosen as it entered: "the chosen type" is not read */
    a = second_ability_action(&fx, "Odd  {2}  Artifact Creature — Shapeshifter  2/1\n/ Flying\n"
        "/ Odd is the chosen type in addition to its other types.\n");
    CU_ASSERT_FALSE(ir_is_the_chosen(fx.ff.cards, a->b));
    CU_ASSERT_PTR_NOT_NULL(ir_becoming_of(fx.ff.cards, a, a->next, &b, &why));
    card_fx_close(&fx);
    /* a resolving ability's "Choose a creature type other than Wall. Target
     * creature becomes that type": the type not offered, and "that type" */
    a = first(&fx, "Mutant  {1}{U}  Creature — Mutant  3/4\n/ {1}{U}: Choose a creature type other than Wall. "
                   "Target creature becomes that type until end of turn.\n", N_ACTION);
    CU_ASSERT_PTR_NOT_NULL_FATAL(a);
    CU_ASSERT_STRING_EQUAL(ir_choice_other_type(a->b), "wall");
    CU_ASSERT_EQUAL(ir_choice_of(a->b), IR_CHOICE_NONE);
    CU_ASSERT_PTR_NOT_NULL_FATAL(a->next);
    CU_ASSERT_PTR_NULL(ir_becoming_of(fx.ff.cards, a->next, NULL, &b, &why));
    CU_ASSERT(b.that_type && b.chosen_type && b.replace_subtypes && !b.keep_types);
    card_fx_close(&fx);
    a = first(&fx, "Odd  {1}{U}  Sorcery\n/ Choose a creature type other than Plains.\n", N_ACTION);
    CU_ASSERT_PTR_NULL(ir_choice_other_type(a->b));
    card_fx_close(&fx);
    a = first(&fx, "Odd  {1}{U}  Sorcery\n/ Choose a color other than red.\n", N_ACTION);
    CU_ASSERT_PTR_NULL(ir_choice_other_type(a->b));
    card_fx_close(&fx);
}

/* CR 706.1-2: "roll a dN" rolls one die of N sides; the rows of its table
 * after the paragraph ("1—3 | ...", "4+ | ...") are conditionals of the
 * ability that rolls, right after its sentence that rolls, read as ranges. */
static void test_cr_706_2_dice(void)
{
    card_fixture fx;
    int sides = 0, lo = 0, hi = -1;
    const node *a = first(&fx, "Die  {1}  Sorcery\n/ Roll a d20.\n", N_ACTION);
    CU_ASSERT(meaning_roll_die(a, &sides));
    CU_ASSERT_EQUAL(sides, 20);
    card_fx_close(&fx);
    a = first(&fx, "Die  {1}  Sorcery\n/ You roll a d4.\n", N_ACTION);
    CU_ASSERT(meaning_roll_die(a, &sides));
    CU_ASSERT_EQUAL(sides, 4);
    card_fx_close(&fx);
    a = first(&fx, "Die  {1}  Sorcery\n/ Target opponent rolls a d4.\n", N_ACTION);
    CU_ASSERT_FALSE(meaning_roll_die(a, &sides));     /* only the controller's roll */
    card_fx_close(&fx);
    const node *row = first(&fx, "Die  {1}  Artifact\n/ {T}: Roll a d6. Activate only as a sorcery.\n"
                                 "/ 1—3 | Draw a card.\n/ 4+ | Draw two cards.\n", N_CONDITIONAL);
    CU_ASSERT_PTR_NULL(fx.ff.cards->abilities->next);   /* the rows are no abilities of their own */
    CU_ASSERT(meaning_die_row(row, &lo, &hi));
    CU_ASSERT_EQUAL(lo, 1);
    CU_ASSERT_EQUAL(hi, 3);
    CU_ASSERT_PTR_NOT_NULL_FATAL(row->next);
    CU_ASSERT(meaning_die_row(row->next, &lo, &hi));
    CU_ASSERT_EQUAL(lo, 4);
    CU_ASSERT_EQUAL(hi, 0);                 /* "4+": no bound */
    CU_ASSERT_PTR_NOT_NULL(row->next->next);    /* "Activate only as a sorcery." after the rows */
    card_fx_close(&fx);
    const ir_instr *in = lowered(&fx, "Die  {1}  Sorcery\n/ Roll a d8 and add the number of cards in your hand.\n"
                                      "/ 1—4 | Draw a card.\n/ 5+ | Draw two cards.\n");
    CU_ASSERT_EQUAL_FATAL(in->op, IR_ROLL_DIE);
    CU_ASSERT_EQUAL(in->amount->value, 8);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->next);
    CU_ASSERT_EQUAL(in->next->op, IR_DIE_ADD);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->next->next);
    CU_ASSERT_EQUAL(in->next->next->op, IR_IF);
    CU_ASSERT_EQUAL(in->next->next->cond->kind, IR_CONDITION_DIE_ROLL);
    CU_ASSERT_EQUAL(in->next->next->cond->value->value, 4);
    CU_ASSERT_PTR_NULL(in->next->next->next->cond->value);   /* "5+" */
    card_fx_close(&fx);
}

/* CR 601.2h: what a condition counts of the mana spent to cast a spell
 * (meaning_spent): each symbol, all of it, the colored mana, the most of
 * one color; "three mana of any color" is no reading. */
static void test_cr_601_2h_mana_spent(void)
{
    card_fixture fx;
    fx_spent sp;
    const node *c = first(&fx, "Myth  {2}{G}  Sorcery\n/ If {U}{B} was spent to cast this spell, draw a card.\n",
                          N_CONDITIONAL);
    CU_ASSERT_TRUE_FATAL(meaning_spent(fx.ff.cards, c->a, &sp));
    CU_ASSERT_EQUAL(sp.what, FX_SPENT_KINDS);
    CU_ASSERT(sp.count[1] == 1 && sp.count[2] == 1 && sp.count[0] == 0 && !sp.none);
    CU_ASSERT_EQUAL(sp.spell->kind, N_SELF);
    card_fx_close(&fx);
    c = first(&fx, "Nix  {U}  Instant\n/ Counter target spell if no mana was spent to cast it.\n", N_CONDITIONAL);
    CU_ASSERT_TRUE_FATAL(meaning_spent(fx.ff.cards, c->a, &sp));
    CU_ASSERT(sp.what == FX_SPENT_ALL && sp.none);
    CU_ASSERT(sp.spell->kind == N_PRONOUN && sp.spell->refers && sp.spell->refers->kind == N_TARGET);
    card_fx_close(&fx);
    const ir_card *ic = lowered_card(&fx, "Mirror  {2}  Artifact\n/ Whenever a player casts a spell, if no "
                                     "colored mana was spent to cast it, counter that spell.\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_condition *ifc = ic->abilities->trigger->cond;
    CU_ASSERT_PTR_NOT_NULL_FATAL(ifc);
    CU_ASSERT(ifc->kind == IR_CONDITION_SPENT && strcmp(ifc->mana, "colored") == 0 && strcmp(ifc->op, "=") == 0);
    CU_ASSERT_EQUAL(ifc->value->value, 0);
    card_fx_close(&fx);
    ic = lowered_card(&fx, "Servant  {3}  Artifact Creature — Gnome  2/3\n/ When Servant enters the "
                                     "battlefield, if at least three mana of the same color was spent to cast it, "
                                     "draw a card.\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    ifc = ic->abilities->trigger->cond;
    CU_ASSERT_PTR_NOT_NULL_FATAL(ifc);
    CU_ASSERT_EQUAL(ifc->kind, IR_CONDITION_SPENT);
    CU_ASSERT_STRING_EQUAL(ifc->mana, "one_color");
    CU_ASSERT_EQUAL(ifc->value->value, 3);
    CU_ASSERT_EQUAL(ifc->of->kind, IR_SEL_SELF);    /* "it": the card, not "the same color" */
    card_fx_close(&fx);
    c = first(&fx, "Odd  {3}  Sorcery\n/ If three mana of any color was spent to cast this spell, draw a card.\n",
              N_CONDITIONAL);
    CU_ASSERT(!c || !meaning_spent(fx.ff.cards, c->a, &sp));
    card_fx_close(&fx);
}

/* Soulbond (CR 702.95 of the current rules): "as long as ~ is paired with
 * another creature" is the pairing, and "both creatures" / "each of those
 * creatures" after it the pair (selection paired); a partner described
 * otherwise is no pairing, and "both creatures" without it no pair. */
static void test_cr_702_95_paired(void)
{
    card_fixture fx;
    const node *c = first(&fx, "Test  {U}  Creature — Wizard  1/1\n/ As long as Test is paired with another creature, "
                               "both creatures have flying.\n", N_CONDITIONAL);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT(meaning_is_paired(c->a));
    CU_ASSERT(c->b && meaning_pair_subject(c->b->a));
    card_fx_close(&fx);
    c = first(&fx, "Test  {G}  Creature — Elf  1/1\n/ As long as Test is paired with another creature, each of those "
                   "creatures gets +1/+1.\n", N_CONDITIONAL);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT(c->b && meaning_pair_subject(c->b->a));
    card_fx_close(&fx);
    c = first(&fx, "Test  {G}  Creature — Treefolk  5/5\n/ As long as Test is paired with a creature with soulbond, "
                   "both creatures have reach.\n", N_CONDITIONAL);
    CU_ASSERT(!c || !meaning_is_paired(c->a));
    card_fx_close(&fx);
    const ir_card *ic = lowered_card(&fx, "Test  {U}  Creature — Wizard  1/1\n/ As long as Test is paired with another "
                                          "creature, both creatures have flying.\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->abilities->cond);
    CU_ASSERT_EQUAL(ic->abilities->cond->kind, IR_CONDITION_DESIGNATED);
    CU_ASSERT_STRING_EQUAL(ic->abilities->cond->stat, "paired");
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->abilities->body);
    CU_ASSERT_EQUAL(ic->abilities->body->object->kind, IR_SEL_PAIRED);
    card_fx_close(&fx);
    CU_ASSERT_PTR_NULL(lowered_card(&fx, "Test  {U}  Creature — Wizard  1/1\n/ As long as Test is untapped, both "
                                         "creatures have flying.\n"));
    card_fx_close(&fx);
}

void register_meaning_effect_tests(void)
{
    CU_pSuite s = test_suite("meaning_effect");
    test_add(s, "verbs", test_verbs);
    test_add(s, "cr_615_prevention", test_cr_615_prevention);
    test_add(s, "cr_611_2a_durations", test_cr_611_2a_durations);
    test_add(s, "cr_603_7_delays", test_cr_603_7_delays);
    test_add(s, "cr_107_3_amounts", test_cr_107_3_amounts);
    test_add(s, "pt_change", test_pt_change);
    test_add(s, "determiners", test_determiners);
    test_add(s, "made_by_kind", test_made_by_kind);
    test_add(s, "lowering_follows_meaning", test_lowering_follows_meaning);
    test_add(s, "spell_other_refused", test_spell_other_refused);
    test_add(s, "cr_611_2a_sentence_duration_and_control", test_cr_611_2a_sentence_duration_and_control);
    test_add(s, "cr_502_3_restrictions", test_cr_502_3_restrictions);
    test_add(s, "cr_608_2c_if", test_cr_608_2c_if);
    test_add(s, "cr_608_2c_more_than_a_player", test_cr_608_2c_more_than_a_player);
    test_add(s, "cr_102_3_described_players", test_cr_102_3_described_players);
    test_add(s, "cr_603_4_intervening_if", test_cr_603_4_intervening_if);
    test_add(s, "cr_608_2h_computed_amounts", test_cr_608_2h_computed_amounts);
    test_add(s, "cr_701_19_search", test_cr_701_19_search);
    test_add(s, "cr_701_5_unless_pays", test_cr_701_5_unless_pays);
    test_add(s, "cr_413_2b_instead", test_cr_413_2b_instead);
    test_add(s, "cr_107_14_energy", test_cr_107_14_energy);
    test_add(s, "cr_205_1b_becoming", test_cr_205_1b_becoming);
    test_add(s, "cr_614_12_the_chosen_type", test_cr_614_12_the_chosen_type);
    test_add(s, "cr_706_2_dice", test_cr_706_2_dice);
    test_add(s, "cr_601_2h_mana_spent", test_cr_601_2h_mana_spent);
    test_add(s, "cr_702_95_paired", test_cr_702_95_paired);
}
