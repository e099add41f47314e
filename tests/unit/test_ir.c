/* test_ir.c — lowering to the card IR (docs/ir.md): instructions in order
 * with pronouns resolved to selections (CR 608.2c), refusal by name, and
 * --dump-ir's JSON, checked by a small JSON reader of RFC 8259's grammar. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "ir.h"
#include "meaning.h"
#include "unit.h"

static ir_card *lower_first(card_fixture *fx, char **errs)
{
    return card_fx_lower(fx, errs);
}

/* CR 608.2c: the instructions in order; "Its" is the target's (slot 0). */
static void test_cr_608_2c_pronoun_is_target_slot(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Murder  {1}{B}{B}  Instant\n/ Destroy target creature. Its controller loses 2 life.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_ability *ab = ic->abilities;
    CU_ASSERT_PTR_NOT_NULL_FATAL(ab);
    CU_ASSERT_EQUAL(ab->kind, IR_AB_SPELL);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ab->targets);
    CU_ASSERT_PTR_NULL(ab->targets->next);
    CU_ASSERT_EQUAL(ab->targets->filter->any_of->traits[0].kind, IR_TRAIT_TYPE);
    CU_ASSERT_STRING_EQUAL(ab->targets->filter->any_of->traits[0].word, "creature");
    const ir_instr *d = ab->body;
    CU_ASSERT_PTR_NOT_NULL_FATAL(d);
    CU_ASSERT_EQUAL(d->op, IR_DESTROY);
    CU_ASSERT_EQUAL(d->object->kind, IR_SEL_TARGET);
    CU_ASSERT_EQUAL(d->object->slot, 0);
    const ir_instr *lose = d->next;
    CU_ASSERT_PTR_NOT_NULL_FATAL(lose);
    CU_ASSERT_EQUAL(lose->op, IR_LOSE_LIFE);
    CU_ASSERT_EQUAL(lose->subject->kind, IR_SEL_CONTROLLER);
    CU_ASSERT_EQUAL(lose->subject->of->kind, IR_SEL_TARGET);
    CU_ASSERT_EQUAL(lose->subject->of->slot, 0);
    CU_ASSERT_EQUAL(lose->amount->value, 2);
    CU_ASSERT_PTR_NULL(lose->next);
    free(errs);
    card_fx_close(&fx);
}

/* CR 603.2: a pronoun bound to the trigger event's subject is that part
 * of the event, not the objects its filter accepts now. */
static void test_cr_603_2_pronoun_is_event_part(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Rally  {1}{R}  Enchantment\n"
                 "/ Whenever a creature you control attacks, it gets +1/+0 until end of turn.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_ability *ab = ic->abilities;
    CU_ASSERT_EQUAL(ab->kind, IR_AB_TRIGGERED);
    CU_ASSERT_EQUAL(ab->trigger->event, IR_EV_ATTACKS);
    CU_ASSERT_EQUAL(ab->trigger->who->kind, IR_SEL_ALL);
    CU_ASSERT_EQUAL(ab->trigger->who->filter->controller, IR_CTRL_YOU);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ab->body);
    CU_ASSERT_EQUAL(ab->body->op, IR_MODIFY_PT);
    CU_ASSERT_EQUAL(ab->body->object->kind, IR_SEL_EVENT);
    CU_ASSERT_EQUAL(ab->body->power, 1);
    CU_ASSERT_EQUAL(ab->body->toughness, 0);
    CU_ASSERT_EQUAL(ab->body->duration, IR_DUR_END_OF_TURN);
    free(errs);
    card_fx_close(&fx);
}

/* CR 605.1a: an activated ability with no target that only adds mana is
 * a mana ability; one with a target is not. */
static void test_cr_605_1a_mana_ability(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Elf  {G}  Creature \xE2\x80\x94 Elf  1/1\n/ {T}: Add {G}.\n"
                      "/ {T}: Elf deals 1 damage to any target.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_ability *mana = ic->abilities, *ping = mana->next;
    CU_ASSERT_EQUAL(mana->kind, IR_AB_MANA);
    CU_ASSERT_EQUAL(mana->costs->kind, IR_COST_TAP);
    CU_ASSERT_EQUAL(mana->body->op, IR_ADD_MANA);
    CU_ASSERT_STRING_EQUAL(mana->body->word, "{G}");
    CU_ASSERT_PTR_NOT_NULL_FATAL(ping);
    CU_ASSERT_EQUAL(ping->kind, IR_AB_ACTIVATED);
    free(errs);
    card_fx_close(&fx);
    /* CR 106.1b: one of the symbols, or mana of any one color */
    card_fx_open(&fx, "Stone  {1}  Artifact\n/ {T}: Add {G} or {U}.\n/ {T}: Add one mana of any color.\n");
    ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_instr *one_of = ic->abilities->body, *any = ic->abilities->next->body;
    CU_ASSERT_EQUAL_FATAL(one_of->nchoices, 2);
    CU_ASSERT_STRING_EQUAL(one_of->choices[1], "{U}");
    CU_ASSERT_PTR_NULL(one_of->word);
    CU_ASSERT(any->any_color);
    CU_ASSERT_EQUAL(any->amount->value, 1);
    free(errs);
    card_fx_close(&fx);
}

/* CR 207.2c: an ability word has no rules meaning; the spell a cast
 * trigger names is on the stack (CR 601.2a), and "Sacrifice another
 * creature" is one creature you control other than this one. */
static void test_cr_207_2c_ability_word_and_cast_trigger(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Adept  {1}{U}  Creature \xE2\x80\x94 Human  1/1\n"
                      "/ Magecraft \xE2\x80\x94 Whenever you cast a noncreature spell, draw a card.\n"
                      "/ Sacrifice another creature: Adept gets +1/+1 until end of turn.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_trigger *t = ic->abilities->trigger;
    CU_ASSERT_PTR_NOT_NULL_FATAL(t);
    CU_ASSERT_EQUAL(t->event, IR_EV_CAST);
    CU_ASSERT_EQUAL(t->who->kind, IR_SEL_YOU);
    CU_ASSERT_PTR_NOT_NULL_FATAL(t->what);
    CU_ASSERT_EQUAL(t->what->filter->zone, IR_ZONE_STACK);
    CU_ASSERT(t->what->filter->any_of->traits[0].negated);
    CU_ASSERT_STRING_EQUAL(t->what->filter->any_of->traits[0].word, "creature");
    const ir_cost *sac = ic->abilities->next->costs;
    CU_ASSERT_EQUAL(sac->kind, IR_COST_SACRIFICE);
    CU_ASSERT(sac->filter->other);
    CU_ASSERT_EQUAL(sac->filter->controller, IR_CTRL_YOU);
    free(errs);
    card_fx_close(&fx);
}

/* CR 611.3a, 613.1: a static ability's changes last as long as it exists,
 * each in its layer, on every object its filter accepts at each moment;
 * CR 503.1a: an "at the beginning of your upkeep" trigger. */
static void test_cr_613_1_static_layers_and_step_trigger(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Lord  {1}{G}  Creature \xE2\x80\x94 Elf  2/2\n"
                      "/ Other Elf creatures you control get +1/+1 and have trample.\n"
                      "/ At the beginning of your upkeep, you lose 1 life.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_ability *st = ic->abilities;
    CU_ASSERT_EQUAL(st->kind, IR_AB_STATIC);
    const ir_instr *pt = st->body, *kw = pt->next;
    CU_ASSERT_EQUAL(pt->op, IR_MODIFY_PT);
    CU_ASSERT_EQUAL(pt->duration, IR_DUR_STATIC);
    CU_ASSERT_STRING_EQUAL(ir_op_layer(pt->op), "7c");
    CU_ASSERT_EQUAL(pt->object->kind, IR_SEL_ALL);
    CU_ASSERT(pt->object->filter->other);
    CU_ASSERT_PTR_NOT_NULL_FATAL(kw);
    CU_ASSERT_EQUAL(kw->op, IR_GRANT);
    CU_ASSERT_STRING_EQUAL(kw->word, "trample");
    CU_ASSERT_STRING_EQUAL(ir_op_layer(kw->op), "6");
    CU_ASSERT_PTR_NULL(ir_op_layer(IR_DESTROY));
    const ir_trigger *t = st->next->trigger;
    CU_ASSERT_EQUAL(t->event, IR_EV_STEP);
    CU_ASSERT_EQUAL(t->step, IR_STEP_UPKEEP);
    CU_ASSERT_EQUAL(t->who->kind, IR_SEL_YOU);
    free(errs);
    card_fx_close(&fx);
}

/* CR 303.4a, 702.5a: an Aura's enchant filter; "enchanted creature" is
 * what it is attached to.  CR 119.4: a life payment as a cost. */
static void test_cr_303_4a_aura_attached(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Blessing  {W}  Enchantment \xE2\x80\x94 Aura\n/ Enchant creature you control\n"
                      "/ Enchanted creature gets +1/+2.\n/ Pay 2 life: Scry 1.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_ability *kw = ic->abilities;
    CU_ASSERT_EQUAL(kw->kind, IR_AB_KEYWORD);
    CU_ASSERT_STRING_EQUAL(kw->keywords[0], "enchant");
    CU_ASSERT_PTR_NOT_NULL_FATAL(kw->filter);
    CU_ASSERT_EQUAL(kw->filter->controller, IR_CTRL_YOU);
    const ir_ability *st = kw->next;
    CU_ASSERT_EQUAL(st->body->object->kind, IR_SEL_ATTACHED);
    const ir_ability *act = st->next;
    CU_ASSERT_EQUAL(act->costs->kind, IR_COST_PAY_LIFE);
    CU_ASSERT_EQUAL(act->costs->amount->value, 2);
    CU_ASSERT_EQUAL(act->body->op, IR_SCRY);
    free(errs);
    card_fx_close(&fx);
    /* On a card that is no Aura, "enchanted creature" means nothing sure. */
    card_fx_open(&fx, "Odd  {W}  Enchantment\n/ Enchanted creature gets +1/+2.\n");
    CU_ASSERT_PTR_NULL(lower_first(&fx, &errs));
    CU_ASSERT_PTR_NOT_NULL(strstr(errs, "cannot lower the pronoun 'Enchanted creature'"));
    free(errs);
    card_fx_close(&fx);
}

/* CR 701.5, 112.1: "target spell" is any object on the stack; CR 602.5d:
 * "Activate only as a sorcery"; "enters the battlefield under your
 * control" says who controls the object as it enters. */
static void test_cr_701_5_counter_and_restrictions(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Cancel  {1}{U}{U}  Instant\n/ Counter target spell.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_ability *sp = ic->abilities;
    CU_ASSERT_EQUAL(sp->targets->filter->zone, IR_ZONE_STACK);
    CU_ASSERT_EQUAL(sp->targets->filter->any_of->ntraits, 0);
    CU_ASSERT_EQUAL(sp->body->op, IR_COUNTER);
    free(errs);
    card_fx_close(&fx);
    card_fx_open(&fx, "Lander  {G}  Creature \xE2\x80\x94 Elf  1/1\n"
                      "/ Whenever a land enters the battlefield under your control, you gain 1 life.\n"
                      "/ {T}: Draw a card. Activate only as a sorcery.\n");
    ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_EQUAL(ic->abilities->trigger->under, IR_CTRL_YOU);
    const ir_ability *act = ic->abilities->next;
    CU_ASSERT(act->sorcery_speed);
    CU_ASSERT(!act->once_each_turn);
    CU_ASSERT_EQUAL(act->body->op, IR_DRAW);
    CU_ASSERT_PTR_NULL(act->body->next);
    free(errs);
    card_fx_close(&fx);
}

/* CR 508.1c, 509.1b, 502.3: a static ability's restrictions, each a
 * `cant` whose word ir_cant_rule reads back; not a resolving one's. */
static void test_cr_508_1c_static_restriction_rules(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Test Ogre  {1}{R}  Creature \xE2\x80\x94 Ogre  2/2\n"
                      "/ Test Ogre can't attack, block, or crew Vehicles.\n"
                      "/ Test Ogre can block only creatures with flying.\n"
                      "/ Test Ogre doesn't untap during your untap step.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_instr *in = ic->abilities->body;
    CU_ASSERT_PTR_NOT_NULL_FATAL(in);
    CU_ASSERT_EQUAL(ir_cant_rule(in), IR_RULE_CANT_ATTACK);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->next);
    CU_ASSERT_EQUAL(ir_cant_rule(in->next), IR_RULE_CANT_BLOCK);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->next->next);
    CU_ASSERT_EQUAL(ir_cant_rule(in->next->next), IR_RULE_CANT_CREW);
    CU_ASSERT_EQUAL(ir_cant_rule(ic->abilities->next->body), IR_RULE_BLOCKS_ONLY_FLYERS);
    CU_ASSERT_EQUAL(ir_cant_rule(ic->abilities->next->next->body), IR_RULE_DOESNT_UNTAP);
    free(errs);
    card_fx_close(&fx);
    card_fx_open(&fx, "Test Snare  {U}  Instant\n/ Target creature can't block this turn.\n");
    ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_EQUAL(ic->abilities->body->op, IR_CANT);
    CU_ASSERT_EQUAL(ir_cant_rule(ic->abilities->body), IR_RULE_NONE);  /* until end of turn */
    free(errs);
    card_fx_close(&fx);
}

/* CR 509.1b, 701.19c, 602.5, 400.7, 611.2b: a resolving spell's or
 * ability's restrictions for a while, each a `cant` whose word
 * ir_timed_cant_of reads back (the code generator's cg_restriction); not a
 * static ability's. */
static void test_cr_509_1b_timed_restrictions(void)
{
    static const struct { const char *text; ir_timed_cant what; } cases[] = {
        { "/ Target creature can't block this turn.\n", IR_TCANT_BLOCK },
        { "/ Target creature can't attack or block this turn.\n", IR_TCANT_ATTACK_OR_BLOCK },
        { "/ Target creature can't be blocked this turn.\n", IR_TCANT_BE_BLOCKED },
        { "/ Destroy target creature. It can't be regenerated.\n", IR_TCANT_NONE },    /* destroy's own */
        { "/ Target creature can't be regenerated this turn.\n", IR_TCANT_BE_REGENERATED },
        { "/ Target spell can't be countered.\n", IR_TCANT_BE_COUNTERED },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char text[256];
        snprintf(text, sizeof text, "Test Snare  {U}  Instant\n%s", cases[i].text);
        card_fixture fx;
        card_fx_open(&fx, text);
        char *errs = NULL;
        ir_card *ic = lower_first(&fx, &errs);
        CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
        const ir_instr *in = ic->abilities->body;
        while (in && in->op != IR_CANT && in->next)
            in = in->next;
        CU_ASSERT_PTR_NOT_NULL_FATAL(in);
        CU_ASSERT_EQUAL(ir_timed_cant_of(in), cases[i].what);
        free(errs);
        card_fx_close(&fx);
    }
    card_fixture fx;
    card_fx_open(&fx, "Test Wall  {1}{W}  Creature \xE2\x80\x94 Wall  0/4\n/ Test Wall can't attack.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_EQUAL(ir_timed_cant_of(ic->abilities->body), IR_TCANT_NONE);  /* a static ability's */
    free(errs);
    card_fx_close(&fx);
}

/* CR 416.1: the rules for players a resolving spell changes for the turn,
 * each a `rule` whose word ir_player_rule_word reads back (cg_restriction). */
static void test_cr_416_1_timed_player_rules(void)
{
    static const struct { const char *text; ir_player_rule pr; } cases[] = {
        { "/ Players can't gain life this turn.\n", IR_PRULE_CANT_GAIN_LIFE },
        { "/ Target player can't play lands this turn.\n", IR_PRULE_CANT_PLAY_LANDS },
        { "/ Your opponents can't search libraries this turn.\n", IR_PRULE_CANT_SEARCH },
        { "/ Target creature can't block this turn.\n", IR_PRULE_NONE },     /* a `cant` */
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char text[256];
        snprintf(text, sizeof text, "Test Edict  {W}  Instant\n%s", cases[i].text);
        card_fixture fx;
        card_fx_open(&fx, text);
        char *errs = NULL;
        ir_card *ic = lower_first(&fx, &errs);
        CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
        CU_ASSERT_PTR_NOT_NULL_FATAL(ic->abilities->body);
        CU_ASSERT_EQUAL(ir_player_rule_word(ic->abilities->body), cases[i].pr);
        free(errs);
        card_fx_close(&fx);
    }
}

/* CR 400.3, 110.2a: a card returned from your graveyard is chosen there
 * and goes onto the battlefield under its owner's control. */
static void test_cr_110_2a_return_to_battlefield(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Raise  {2}{B}  Sorcery\n"
                      "/ Return target creature card from your graveyard to the battlefield.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_EQUAL(ic->abilities->targets->filter->zone, IR_ZONE_GRAVEYARD);
    CU_ASSERT_EQUAL(ic->abilities->body->op, IR_MOVE);
    CU_ASSERT_EQUAL(ic->abilities->body->zone, IR_ZONE_BATTLEFIELD);
    CU_ASSERT_EQUAL(ic->abilities->targets->filter->zone_owner, IR_CTRL_YOU);
    free(errs);
    card_fx_close(&fx);
    /* a target from anyone's graveyard; "all ... from a graveyard" is refused */
    card_fx_open(&fx, "Purge  {B}  Instant\n/ Exile target card from a graveyard.\n"
                      "/ Exile all creature cards from a graveyard.\n");
    CU_ASSERT_PTR_NULL(lower_first(&fx, &errs));
    CU_ASSERT_PTR_NOT_NULL(strstr(errs, "t.cards:3:33: error: cannot lower 'a graveyard' for objects not chosen there"));
    free(errs);
    card_fx_close(&fx);
}

/* CR 700.2: a modal spell's modes each have their own targets (slot 0 of
 * each mode) and instructions. */
static void test_cr_700_2_modes(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Charm  {U}{U}  Instant\n/ Choose one \xE2\x80\x94\n/ \xE2\x80\xA2 Counter target spell.\n"
                      "/ \xE2\x80\xA2 Target player draws two cards.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_ability *ab = ic->abilities;
    CU_ASSERT_EQUAL(ab->choose, 1);
    CU_ASSERT_PTR_NULL(ab->body);
    const ir_ability *m0 = ab->modes;
    CU_ASSERT_PTR_NOT_NULL_FATAL(m0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(m0->next);
    CU_ASSERT_EQUAL(m0->body->op, IR_COUNTER);
    CU_ASSERT_EQUAL(m0->targets->filter->zone, IR_ZONE_STACK);
    const ir_instr *draw = m0->next->body;
    CU_ASSERT_EQUAL(draw->op, IR_DRAW);
    CU_ASSERT_EQUAL(draw->subject->kind, IR_SEL_TARGET);
    CU_ASSERT_EQUAL(draw->subject->slot, 0);
    CU_ASSERT_EQUAL(draw->amount->value, 2);
    free(errs);
    card_fx_close(&fx);
}

/* CR 208.1, 202.3: descriptions that compare power or mana value, and
 * "with KEYWORD"; a comparison with another object's value is refused. */
static void test_cr_208_1_compare_filters(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Cut  {B}  Sorcery\n/ Destroy target creature with power 2 or less.\n"
                      "/ Destroy each creature with mana value less than 3.\n/ Tap target creature with flying.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_compare *c = ic->abilities->targets->filter->compares;
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT_STRING_EQUAL(c->stat, "power");
    CU_ASSERT_STRING_EQUAL(c->op, "<=");
    CU_ASSERT_EQUAL(c->value->value, 2);
    c = ic->abilities->next->body->object->filter->compares;
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT_STRING_EQUAL(c->stat, "mana_value");
    CU_ASSERT_STRING_EQUAL(c->op, "<");
    const ir_filter *f = ic->abilities->next->next->targets->filter;
    CU_ASSERT_EQUAL(f->nwith, 1);
    CU_ASSERT_STRING_EQUAL(f->with[0], "flying");
    free(errs);
    card_fx_close(&fx);
    card_fx_open(&fx, "Odd  {B}  Sorcery\n/ Destroy target creature with power greater than its toughness.\n");
    CU_ASSERT_PTR_NULL(lower_first(&fx, &errs));
    CU_ASSERT_PTR_NOT_NULL(strstr(errs, "cannot lower the amount 'its toughness'"));
    free(errs);
    card_fx_close(&fx);
}

/* CR 111.4: a token's characteristics are those the effect states; a
 * predefined token (CR 111.10 of the current rules) is named, an artifact
 * of its subtype; one described further ("a tapped Treasure token") is
 * refused. */
static void test_cr_111_4_tokens(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Call  {2}{W}  Sorcery\n/ Create two 2/2 green Wolf creature tokens with trample.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_instr *in = ic->abilities->body;
    CU_ASSERT_EQUAL(in->op, IR_CREATE_TOKEN);
    CU_ASSERT_EQUAL(in->amount->value, 2);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->token);
    CU_ASSERT_EQUAL(in->token->power, 2);
    CU_ASSERT_EQUAL(in->token->toughness, 2);
    CU_ASSERT_EQUAL(in->token->traits.ntraits, 3);
    CU_ASSERT_STRING_EQUAL(in->token->traits.traits[1].word, "wolf");
    CU_ASSERT_EQUAL(in->token->nkeywords, 1);
    free(errs);
    card_fx_close(&fx);
    card_fx_open(&fx, "Loot  {R}  Sorcery\n/ Create a Treasure token.\n");
    ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    in = ic->abilities->body;
    CU_ASSERT_EQUAL(in->op, IR_CREATE_TOKEN);
    CU_ASSERT_EQUAL(in->amount->value, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->token);
    CU_ASSERT_STRING_EQUAL(in->token->predefined, "Treasure");
    CU_ASSERT_EQUAL(in->token->traits.ntraits, 2);
    CU_ASSERT_STRING_EQUAL(in->token->traits.traits[0].word, "artifact");
    CU_ASSERT_STRING_EQUAL(in->token->traits.traits[1].word, "treasure");
    free(errs);
    card_fx_close(&fx);
    card_fx_open(&fx, "Loot  {R}  Sorcery\n/ Create a tapped Treasure token.\n");
    ic = lower_first(&fx, &errs);       /* "a tapped Treasure token": it enters tapped */
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    in = ic->abilities->body;
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->token);
    CU_ASSERT_STRING_EQUAL(in->token->predefined, "Treasure");
    CU_ASSERT_TRUE(in->token->tapped);
    free(errs);
    card_fx_close(&fx);
    /* a token the reminder text after it defines (CR 111.10 of the current rules) */
    card_fx_open(&fx, "Loot  {R}  Sorcery\n/ Create a Glimmer token. (It's an artifact with \"{T}, Sacrifice this "
                      "artifact: You gain 2 life.\")\n");
    ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    in = ic->abilities->body;
    CU_ASSERT_PTR_NOT_NULL_FATAL(in->token);
    CU_ASSERT_STRING_EQUAL(in->token->predefined, "Glimmer");
    CU_ASSERT_STRING_EQUAL(in->token->rules, "{T}, Sacrifice this artifact: You gain 2 life.");
    free(errs);
    card_fx_close(&fx);
}

/* CR 714.2b (current rules), 603.7b: a chapter ability's chapters are its
 * IR trigger's; "III — Whenever ... this turn" makes a delayed trigger
 * lasting the turn (`turn_trigger`); "III — Whenever ..." with no "this
 * turn" is refused by name. */
static void test_cr_714_2b_chapters(void)
{
    card_fixture fx;
    char *errs;
    card_fx_open(&fx, "Saga  {1}{U}  Enchantment \xE2\x80\x94 Saga\n/ I, III \xE2\x80\x94 Scry 1.\n"
                      "/ II \xE2\x80\x94 Draw a card.\n");
    const ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_EQUAL(ic->abilities->trigger->event, IR_EV_CHAPTER);
    CU_ASSERT_EQUAL(ic->abilities->trigger->chapters, (1u << 1) | (1u << 3));
    CU_ASSERT_EQUAL(ic->abilities->next->trigger->chapters, 1u << 2);
    free(errs);
    card_fx_close(&fx);
    card_fx_open(&fx, "Saga  {1}{U}  Enchantment \xE2\x80\x94 Saga\n/ I, II \xE2\x80\x94 Scry 1.\n"
                      "/ III \xE2\x80\x94 Whenever you cast a spell this turn, draw a card.\n");
    ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_ability *third = ic->abilities->next;
    CU_ASSERT_PTR_NOT_NULL_FATAL(third);
    CU_ASSERT_EQUAL(third->trigger->event, IR_EV_CHAPTER);
    CU_ASSERT_EQUAL(third->trigger->chapters, 1u << 3);
    CU_ASSERT_PTR_NOT_NULL_FATAL(third->body);
    CU_ASSERT_EQUAL(third->body->op, IR_TURN_TRIGGER);
    CU_ASSERT_EQUAL(third->body->ability->trigger->event, IR_EV_CAST);
    free(errs);
    card_fx_close(&fx);
    card_fx_open(&fx, "Saga  {1}{U}  Enchantment \xE2\x80\x94 Saga\n/ I, II \xE2\x80\x94 Scry 1.\n"
                      "/ III \xE2\x80\x94 Whenever you cast a spell, draw a card.\n");
    CU_ASSERT_PTR_NULL(lower_first(&fx, &errs));
    CU_ASSERT_PTR_NOT_NULL(strstr(errs, "cannot lower a chapter ability that is a triggered ability not lasting the turn"));
    free(errs);
    card_fx_close(&fx);
}

/* CR 107.3a: X in a spell's text is the value chosen for {X} in its mana
 * cost; an X nothing defines is refused. */
static void test_cr_107_3a_x(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Blaze  {X}{R}  Sorcery\n/ Blaze deals X damage to any target.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_EQUAL(ic->abilities->body->amount->kind, IR_AMOUNT_X);
    free(errs);
    card_fx_close(&fx);
    card_fx_open(&fx, "Odd  {R}  Sorcery\n/ Odd deals X damage to any target.\n");
    CU_ASSERT_PTR_NULL(lower_first(&fx, &errs));
    CU_ASSERT_PTR_NOT_NULL(strstr(errs, "cannot lower an X that no cost defines"));
    free(errs);
    card_fx_close(&fx);
}

/* CR 606.4: a loyalty ability's cost; CR 702.6a, 702.122a: a keyword's
 * cost or number is part of the keyword ability. */
static void test_cr_606_4_loyalty_and_keyword_costs(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Walker  {2}{W}  Planeswalker \xE2\x80\x94 Ajani  Loyalty: 3\n"
                      "/ \xE2\x88\x92" "2: Draw a card.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_EQUAL(ic->abilities->kind, IR_AB_ACTIVATED);
    CU_ASSERT_EQUAL(ic->abilities->costs->kind, IR_COST_LOYALTY);
    CU_ASSERT_EQUAL(ic->abilities->costs->amount->value, -2);
    free(errs);
    card_fx_close(&fx);
    /* CR 605.1a: a loyalty ability that adds mana is no mana ability */
    card_fx_open(&fx, "Walker  {2}{R}  Planeswalker \xE2\x80\x94 Chandra  Loyalty: 3\n/ +1: Add {R}{R}.\n");
    ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_EQUAL(ic->abilities->kind, IR_AB_ACTIVATED);
    CU_ASSERT_EQUAL(ic->abilities->body->op, IR_ADD_MANA);
    free(errs);
    card_fx_close(&fx);
    card_fx_open(&fx, "Gear  {1}  Artifact \xE2\x80\x94 Equipment\n/ Equip {3}\n");
    ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_STRING_EQUAL(ic->abilities->keywords[0], "equip");
    CU_ASSERT_EQUAL(ic->abilities->costs->kind, IR_COST_MANA);
    free(errs);
    card_fx_close(&fx);
}

/* CR 702.1: each keyword of a line is an ability of its own, with its own
 * parameter (`each`); lower_card_each gives a card's abilities that lower
 * when another does not (an unknown keyword with no reminder text). */
static void test_cr_702_1_each_keyword_and_ability(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Gear  {1}  Artifact \xE2\x80\x94 Equipment\n/ Frobnicate\n/ Equip {3}\n");
    char *errs = NULL;
    CU_ASSERT_PTR_NULL(lower_first(&fx, &errs));
    CU_ASSERT_PTR_NOT_NULL(strstr(errs, "Frobnicate"));
    free(errs);
    ir_card *ic = lower_card_each(fx.a, fx.ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_ability *ab = ic->abilities;
    CU_ASSERT_PTR_NOT_NULL_FATAL(ab);
    CU_ASSERT_PTR_NULL(ab->next);
    CU_ASSERT_EQUAL(ab->nkeywords, 1);
    CU_ASSERT_STRING_EQUAL(ab->each[0].name, "equip");
    CU_ASSERT_EQUAL(ab->each[0].range.end - ab->each[0].range.begin, strlen("Equip {3}"));
    CU_ASSERT_EQUAL(ab->each[0].costs->kind, IR_COST_MANA);
    card_fx_close(&fx);
    /* bushido among keywords with no parameter: the line's parameter is its */
    card_fx_open(&fx, "Samurai  {3}{B}  Creature \xE2\x80\x94 Human Samurai  3/4\n/ Double strike; bushido 2\n");
    ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    ab = ic->abilities;
    CU_ASSERT_EQUAL(ab->nkeywords, 2);
    CU_ASSERT_PTR_NULL(ab->each[0].amount);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ab->each[1].amount);
    CU_ASSERT_EQUAL(ab->each[1].amount->value, 2);
    CU_ASSERT_PTR_EQUAL(ab->amount, ab->each[1].amount);
    CU_ASSERT_EQUAL(ir_kw_ability_named(ab->each[1].name), IR_KA_BUSHIDO);
    free(errs);
    card_fx_close(&fx);
    /* two keywords with a cost: each its own, and none the line's */
    card_fx_open(&fx, "Pouncer  {4}{B}  Creature \xE2\x80\x94 Elemental  4/4\n/ Swampcycling {2}, mountaincycling {1}\n");
    ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    ab = ic->abilities;
    CU_ASSERT_PTR_NULL(ab->costs);
    CU_ASSERT_EQUAL(ab->nkeywords, 2);
    CU_ASSERT_EQUAL(ab->each[0].costs->kind, IR_COST_MANA);
    CU_ASSERT_EQUAL(ab->each[1].costs->range.end - ab->each[1].costs->range.begin, 3);
    const char *sub;
    CU_ASSERT_EQUAL(ir_cycling_named(fx.a, ab->each[1].name, &sub), IR_CYCLING_SUBTYPE);
    CU_ASSERT_STRING_EQUAL(sub, "mountain");
    free(errs);
    card_fx_close(&fx);
}

/* CR 113.1a: an ability in quotes is an ability of the object that gains
 * it, lowered on its own by lower_card_each (`granted`, found by its
 * range), its refusal named apart from the ability it is written in. */
static void test_cr_113_1a_quoted_each(void)
{
    const char *text = "Grove  {2}{G}  Enchantment\n/ Creatures you control have \"{T}: Add {G}.\"\n"
                       "/ {1}: Create a 1/1 green Saproling creature token with \"{T}: Grove deals 1 damage to any target.\"\n";
    card_fixture fx;
    card_fx_open(&fx, text);
    ir_card *ic = lower_card_each(fx.a, fx.ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_ability *g = ic->granted;
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    CU_ASSERT_PTR_NULL(g->next);
    CU_ASSERT_EQUAL(g->kind, IR_AB_MANA);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g->body);
    CU_ASSERT_EQUAL(g->body->op, IR_ADD_MANA);
    const char *quoted = strstr(text, "{T}: Add");
    CU_ASSERT_EQUAL(g->range.end - g->range.begin, strlen("{T}: Add {G}."));
    CU_ASSERT_EQUAL(g->range.begin, (uint32_t)(quoted - text));
    /* the token's ability names the card: refused on its own, after its paragraph */
    const ir_refusal *r = ic->refused;
    CU_ASSERT_PTR_NOT_NULL_FATAL(r);
    CU_ASSERT_PTR_NOT_NULL_FATAL(r->next);
    r = r->next;
    CU_ASSERT_EQUAL(r->ability.begin, (uint32_t)(strstr(text, "{T}: Grove") - text));
    CU_ASSERT_PTR_NOT_NULL_FATAL(r->what);
    CU_ASSERT_PTR_NOT_NULL(strstr(r->what, "the card's name"));
    card_fx_close(&fx);
    /* one in a mode (CR 700.2), whose paragraph is the mode's */
    card_fx_open(&fx, "Sunrise  {3}{G}  Sorcery\n/ Choose one \xE2\x80\x94\n/ \xE2\x80\xA2 You gain 3 life.\n"
                      "/ \xE2\x80\xA2 Target land gains \"{T}: Add {G}{G}{G}\" until end of turn.\n");
    ic = lower_card_each(fx.a, fx.ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->granted);
    CU_ASSERT_EQUAL(ic->granted->kind, IR_AB_MANA);
    card_fx_close(&fx);
}

/* CR 702.16a: protection from each quality named, wherever the object
 * having it is. */
static void test_cr_702_16a_protection(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Knight  {W}  Creature \xE2\x80\x94 Knight  2/2\n/ Protection from black and from red\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_filter *f = ic->abilities->filter;
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    CU_ASSERT_EQUAL(f->zone, IR_ZONE_ANY);
    CU_ASSERT_STRING_EQUAL(f->any_of->traits[0].word, "black");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f->any_of->next);
    CU_ASSERT_STRING_EQUAL(f->any_of->next->traits[0].word, "red");
    free(errs);
    card_fx_close(&fx);
}

/* CR 105.2b, 702.16a: "protection from multicolored" is a colors trait
 * the IR reads (ir_trait_colors); CR 101.2: "This spell can't be countered."
 * is the rule cant_be_countered of the card itself. */
static void test_cr_105_2b_multicolored_and_uncounterable(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Knight  {W}{U}  Creature \xE2\x80\x94 Knight  2/2\n/ This spell can't be countered.\n"
                      "/ Protection from multicolored\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_ability *rule = ic->abilities;
    CU_ASSERT_EQUAL_FATAL(rule->kind, IR_AB_STATIC);
    CU_ASSERT(ir_rule_cant_be_countered(rule->body));
    CU_ASSERT_EQUAL(rule->body->object->kind, IR_SEL_SELF);
    CU_ASSERT_PTR_NOT_NULL_FATAL(rule->next);
    const ir_filter *f = rule->next->filter;
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    CU_ASSERT_EQUAL(ir_trait_colors(&f->any_of->traits[0]), IR_MULTICOLORED);
    ir_trait red = { IR_TRAIT_COLOR, "red", false };
    CU_ASSERT_EQUAL(ir_trait_colors(&red), IR_COLORS_NONE);
    CU_ASSERT(!ir_rule_cant_be_countered(NULL));
    free(errs);
    card_fx_close(&fx);
}

/* CR 602.1a: an activated ability whose effect does not lower keeps the
 * costs it lowered in its refusal (lower_card_each), for the code
 * generator; CR 118.3: "Exile an instant or sorcery spell you control" is
 * an exile cost of a spell on the stack. */
static void test_cr_602_1a_refused_keeps_costs(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Elemental  {2}{U}{R}  Creature \xE2\x80\x94 Elemental  1/1\n"
                      "/ {2}{U}, {T}: Goad Elemental.\n"
                      "/ Exile an instant or sorcery spell you control: Put two +1/+1 counters on Elemental.\n");
    ir_card *ic = lower_card_each(fx.a, fx.ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->refused);
    const ir_cost *c = ic->refused->costs;
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT_EQUAL(c->kind, IR_COST_MANA);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c->next);
    CU_ASSERT_EQUAL(c->next->kind, IR_COST_TAP);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->abilities);
    const ir_cost *exile = ic->abilities->costs;
    CU_ASSERT_PTR_NOT_NULL_FATAL(exile);
    CU_ASSERT_EQUAL(exile->kind, IR_COST_EXILE);
    CU_ASSERT_EQUAL(exile->filter->zone, IR_ZONE_STACK);
    CU_ASSERT_EQUAL(exile->filter->controller, IR_CTRL_YOU);
    card_fx_close(&fx);
}

/* CR 506.4, 111, 102.3: status and token traits; "you don't control" is
 * any other player, not only an opponent; CR 701.19a: regenerate. */
static void test_cr_506_4_status_and_controller(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Ambush  {B}  Instant\n/ Destroy target attacking nontoken creature you don't control.\n"
                      "/ Regenerate target creature.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_filter *f = ic->abilities->targets->filter;
    CU_ASSERT_EQUAL(f->controller, IR_CTRL_NOT_YOU);
    CU_ASSERT_EQUAL_FATAL(f->any_of->ntraits, 3);
    CU_ASSERT_EQUAL(f->any_of->traits[0].kind, IR_TRAIT_STATUS);
    CU_ASSERT_STRING_EQUAL(f->any_of->traits[0].word, "attacking");
    CU_ASSERT_EQUAL(f->any_of->traits[1].kind, IR_TRAIT_TOKEN);
    CU_ASSERT(f->any_of->traits[1].negated);
    CU_ASSERT_EQUAL(ic->abilities->next->body->op, IR_REGENERATE);
    free(errs);
    card_fx_close(&fx);
}

/* CR 601.2f: an additional cost is paid as the spell is cast. */
static void test_cr_601_2f_additional_cost(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Bargain  {B}  Sorcery\n/ As an additional cost to cast this spell, discard a card.\n"
                      "/ Draw two cards.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_EQUAL(ic->abilities->kind, IR_AB_ADDITIONAL_COST);
    CU_ASSERT_EQUAL(ic->abilities->costs->kind, IR_COST_DISCARD);
    CU_ASSERT_EQUAL(ic->abilities->costs->amount->value, 1);
    CU_ASSERT_PTR_NULL(ic->abilities->body);
    CU_ASSERT_EQUAL(ic->abilities->next->kind, IR_AB_SPELL);
    free(errs);
    card_fx_close(&fx);
}

/* CR 503.1a: "each player's upkeep"; "that player" is the player whose
 * upkeep it is (the event's part), not every player. */
static void test_cr_503_1a_that_player_is_event(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Tax  {B}  Enchantment\n"
                      "/ At the beginning of each player's upkeep, that player loses 1 life.\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_EQUAL(ic->abilities->trigger->who->kind, IR_SEL_ALL);
    CU_ASSERT_EQUAL(ic->abilities->body->subject->kind, IR_SEL_EVENT);
    free(errs);
    card_fx_close(&fx);
    /* CR 507.1: "at the beginning of combat on your turn" */
    card_fx_open(&fx, "Goad  {R}  Enchantment\n"
                      "/ At the beginning of combat on your turn, target creature you control gets +1/+0 until end of turn.\n");
    ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_EQUAL(ic->abilities->trigger->step, IR_STEP_COMBAT);
    CU_ASSERT_EQUAL(ic->abilities->trigger->who->kind, IR_SEL_YOU);
    free(errs);
    card_fx_close(&fx);
}

/* What the IR cannot say is an error at the construct, naming it, and
 * the card gets no IR (no part of one). */
static void test_refused_by_name(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Delve Deep  {U}  Sorcery\n/ Draw a card. Goad target creature.\n");
    char *errs = NULL;
    CU_ASSERT_PTR_NULL(lower_first(&fx, &errs));
    CU_ASSERT_PTR_NOT_NULL_FATAL(errs);
    CU_ASSERT_PTR_NOT_NULL(strstr(errs, "t.cards:2:16: error: cannot lower the verb 'goad' to the card IR yet"));
    free(errs);
    card_fx_close(&fx);
}

/* CR 613.1f: an ability in quotes an object gains is an ability of its
 * own, nested in `grant_ability`, with its own target slot; "this
 * creature" in it is the object that has it.  The card's name in it is
 * refused, not read as that object. */
static void test_cr_613_1f_granted_ability(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Teachings  {2}{R}  Instant\n"
                 "/ Until end of turn, target creature gains \"{T}: This creature deals 1 damage to any target.\"\n");
    char *errs = NULL;
    ir_card *ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->abilities);
    const ir_instr *g = ic->abilities->body;
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    CU_ASSERT_EQUAL(g->op, IR_GRANT_ABILITY);
    CU_ASSERT_EQUAL(g->object->kind, IR_SEL_TARGET);
    CU_ASSERT_EQUAL(g->duration, IR_DUR_END_OF_TURN);
    const ir_ability *ab = g->ability;
    CU_ASSERT_PTR_NOT_NULL_FATAL(ab);
    CU_ASSERT_EQUAL(ab->kind, IR_AB_ACTIVATED);
    CU_ASSERT_EQUAL(ab->costs->kind, IR_COST_TAP);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ab->targets);      /* its own slot 0, not the spell's */
    CU_ASSERT_EQUAL(ab->body->op, IR_DAMAGE);
    CU_ASSERT_EQUAL(ab->body->subject->kind, IR_SEL_SELF);
    CU_ASSERT_EQUAL(ab->body->object->kind, IR_SEL_TARGET);
    CU_ASSERT_EQUAL(ab->body->object->slot, 0);
    free(errs);
    card_fx_close(&fx);

    /* the card's name in an ability the card itself gains is the card (CR 201.5) */
    card_fx_open(&fx, "Ogre  {2}{B}  Creature — Ogre  3/2\n/ As long as you control a Demon, Ogre has \"{B}: Regenerate Ogre.\"\n");
    errs = NULL;
    ic = lower_first(&fx, &errs);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    g = ic->abilities->body;
    CU_ASSERT_EQUAL(g->op, IR_GRANT_ABILITY);
    CU_ASSERT_EQUAL(g->object->kind, IR_SEL_SELF);
    CU_ASSERT_EQUAL(g->ability->body->op, IR_REGENERATE);
    CU_ASSERT_EQUAL(g->ability->body->object->kind, IR_SEL_SELF);
    free(errs);
    card_fx_close(&fx);

    /* ... and refused in an ability other objects gain */
    card_fx_open(&fx, "Ogre  {2}{B}  Creature — Ogre  3/2\n/ Other creatures you control have \"{B}: Regenerate Ogre.\"\n");
    errs = NULL;
    CU_ASSERT_PTR_NULL(lower_first(&fx, &errs));
    CU_ASSERT_PTR_NOT_NULL_FATAL(errs);
    CU_ASSERT_PTR_NOT_NULL(strstr(errs, "error: cannot lower the card's name in the ability '\"{B}: Regenerate Ogre.\"'"));
    free(errs);
    card_fx_close(&fx);
}

/* ---- a JSON reader: true if [*P, END) starts with one value ----------- */

static void ws(const char **p, const char *end)
{
    while (*p < end && (**p == ' ' || **p == '\t' || **p == '\n' || **p == '\r'))
        (*p)++;
}

static bool json_value(const char **p, const char *end, int depth);

static bool json_str(const char **p, const char *end)
{
    if (*p == end || **p != '"')
        return false;
    for ((*p)++; *p < end; (*p)++) {
        unsigned char c = (unsigned char)**p;
        if (c == '"') {
            (*p)++;
            return true;
        }
        if (c < 0x20)
            return false;
        if (c == '\\') {
            if (++*p == end || !strchr("\"\\/bfnrtu", **p))
                return false;
            if (**p == 'u')
                for (int i = 0; i < 4; i++)
                    if (++*p == end || !isxdigit((unsigned char)**p))
                        return false;
        }
    }
    return false;
}

static bool json_value(const char **p, const char *end, int depth)
{
    ws(p, end);
    if (*p == end || depth > 100)
        return false;
    char c = **p;
    if (c == '{' || c == '[') {
        char close = c == '{' ? '}' : ']';
        (*p)++;
        ws(p, end);
        if (*p < end && **p == close) {
            (*p)++;
            return true;
        }
        for (;;) {
            if (c == '{') {
                ws(p, end);
                if (!json_str(p, end))
                    return false;
                ws(p, end);
                if (*p == end || *(*p)++ != ':')
                    return false;
            }
            if (!json_value(p, end, depth + 1))
                return false;
            ws(p, end);
            if (*p == end)
                return false;
            if (**p == close) {
                (*p)++;
                return true;
            }
            if (*(*p)++ != ',')
                return false;
        }
    }
    if (c == '"')
        return json_str(p, end);
    static const char *const words[] = { "true", "false", "null" };
    for (int i = 0; i < 3; i++)
        if ((size_t)(end - *p) >= strlen(words[i]) && strncmp(*p, words[i], strlen(words[i])) == 0) {
            *p += strlen(words[i]);
            return true;
        }
    const char *s = *p;
    if (*p < end && **p == '-')
        (*p)++;
    if (*p == end || !isdigit((unsigned char)**p))
        return false;
    if (**p == '0')
        (*p)++;
    else
        while (*p < end && isdigit((unsigned char)**p))
            (*p)++;
    return *p > s;
}

static bool json_line_ok(const char *line, size_t n)
{
    const char *p = line, *end = line + n;
    if (!json_value(&p, end, 0))
        return false;
    ws(&p, end);
    return p == end;
}

static bool json_ok(const char *s)
{
    return json_line_ok(s, strlen(s));
}

static void test_json_reader(void)
{
    CU_ASSERT(json_ok("{\"a\":[1,-2,\"x\\u00e9\",true,null,{}]}"));
    CU_ASSERT(!json_ok("{\"a\":[1,]}"));
    CU_ASSERT(!json_ok("{\"a\" 1}"));
    CU_ASSERT(!json_ok("[\"\n\"]"));
    CU_ASSERT(!json_ok("{} {}"));
}

/* Every face of the rules documents' cards and of the corpus sample that
 * lowers prints one valid JSON line, of this schema version. */
static void test_dump_ir_json_lines(void)
{
    static const char *const files[] = {
        "cards/rules-examples.cards", "cards/faq.cards", "tests/golden/corpus-sample.cards",
        "tests/golden/paid-objects.cards", "tests/golden/predefined-tokens.cards", "tests/golden/attach.cards",
        "tests/golden/become.cards", "tests/golden/trigger-parts.cards",
        "tests/golden/zones-and-top.cards", "tests/golden/same-objects.cards",
        "tests/golden/joined-and-each-step.cards", "tests/golden/defending-player.cards",
        "tests/golden/counters-on.cards", "tests/golden/where-x.cards", "tests/golden/shuffle-into.cards",
        "tests/golden/sacrifice-chosen.cards", "tests/golden/choose.cards",
        "tests/golden/library-top.cards", "tests/golden/discard-random-cost.cards",
        "tests/golden/monstrosity.cards", "tests/golden/pay-energy.cards",
        "tests/golden/put-counters-you.cards",
    };
    char version[32];
    snprintf(version, sizeof version, "{\"ir\":%d,", IR_VERSION);
    unsigned lowered = 0;
    for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
        arena *a = arena_new();
        FILE *devnull = fopen("/dev/null", "w");
        CU_ASSERT_PTR_NOT_NULL_FATAL(devnull);
        front fe = { .a = a, .diag = diag_new(devnull), .lex = lexicon_new(), .quiet = true };
        diag_option(fe.diag, "-ferror-limit=0");
        front_file ff;
        CU_ASSERT_EQUAL_FATAL(front_file_check(&fe, files[f], &ff), 0);
        for (const card *c = ff.cards; c; c = c->next) {
            if (c->header_errors || c->text_errors)
                continue;
            ir_card *ic = lower_card(a, fe.diag, c);
            if (!ic)
                continue;
            lowered++;
            char *buf = NULL;
            size_t n = 0;
            FILE *out = open_memstream(&buf, &n);
            ir_dump_json(out, ic);
            fclose(out);
            CU_ASSERT(n > 0 && buf[n - 1] == '\n' && memchr(buf, '\n', n) == buf + n - 1);
            CU_ASSERT(json_line_ok(buf, n - 1));
            CU_ASSERT(strncmp(buf, version, strlen(version)) == 0);
            free(buf);
        }
        diag_finish(fe.diag);
        diag_free(fe.diag);
        lexicon_free(fe.lex);
        fclose(devnull);
        arena_free(a);
    }
    CU_ASSERT(lowered >= 20);
}

/* CR 201.2: "named NAME" and "dealt damage by ~ this turn" are read once,
 * into the filter lowering lists among the card's descriptions (ir_card's
 * `described`, found by the description's range), where the code generator
 * reads them (cg_filter.c); a description lowered in an ability refused
 * after it is listed too. */
/* The amount lowered from a phrase, as lower_card_each lists it (ir_card's
 * `amounts`): the phrase's range, the amount; NULL when none is. */
static const ir_amount *amount_at(const ir_card *ic, const char *text, const char *phrase)
{
    const char *at = strstr(text, phrase);
    for (const ir_amount_at *a = at ? ic->amounts : NULL; a; a = a->next)
        if (a->range.begin == (uint32_t)(at - text) && a->range.end == (uint32_t)(at - text + strlen(phrase)))
            return a->amount;
    return NULL;
}

/* CR 608.2h: an amount is computed as the instruction is carried out; the
 * code generator finds the amount lowered from a phrase by its range
 * (cg_ir_amount_at): an amount's words, ", where X is N" (X's is N's), the
 * objects "for each" counts (value: what the action gives for each). */
static void test_cr_608_2h_amounts_by_phrase(void)
{
    const char *text = "Sage  {2}{U}  Creature \xE2\x80\x94 Human Wizard  1/1\n"
                       "/ {T}: You gain 2 life for each card you've drawn this turn.\n"
                       "/ {1}: Sage deals X damage to any target, where X is your devotion to blue.\n"
                       "/ {2}: Draw cards equal to the number of creatures in your party.\n";
    card_fixture fx;
    card_fx_open(&fx, text);
    ir_card *ic = lower_card_each(fx.a, fx.ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_amount *drawn = amount_at(ic, text, "card you've drawn this turn");
    const ir_amount *x = amount_at(ic, text, "X");
    const ir_amount *devotion = amount_at(ic, text, "your devotion to blue");
    const ir_amount *party = amount_at(ic, text, "the number of creatures in your party");
    if (!drawn || !x || !devotion || !party) {  /* (CU_ASSERT_*_FATAL does not return) */
        CU_FAIL("an amount is not listed");
        card_fx_close(&fx);
        return;
    }
    CU_ASSERT_EQUAL(drawn->kind, IR_AMOUNT_HISTORY);
    CU_ASSERT_EQUAL(drawn->value, 2);
    CU_ASSERT_EQUAL(ir_history_named(drawn->stat), IR_AH_DREW);
    CU_ASSERT_PTR_EQUAL(x, devotion);
    CU_ASSERT_EQUAL(devotion->kind, IR_AMOUNT_DEVOTION);
    CU_ASSERT_EQUAL(party->kind, IR_AMOUNT_PARTY);
    CU_ASSERT_EQUAL(ir_history_named("spells_cast"), IR_AH_SPELLS_CAST);
    CU_ASSERT_EQUAL(ir_history_named("power"), IR_AH_NONE);
    card_fx_close(&fx);
}

static void test_cr_201_2_described_filters(void)
{
    const char *text = "Hunter  {2}{B}  Creature \xE2\x80\x94 Human  2/2\n"
                       "/ {T}: Destroy target creature named Grizzly Bears dealt damage by Hunter this turn.\n"
                       "/ {1}: Destroy target artifact named Ornithopter. Target opponent puts a +1/+1 counter on a creature they control.\n";
    card_fixture fx;
    card_fx_open(&fx, text);
    ir_card *ic = lower_card_each(fx.a, fx.ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const char *bears = strstr(text, "creature named"), *thopter = strstr(text, "artifact named");
    const ir_filter *one = NULL, *two = NULL;
    for (const ir_described *d = ic->described; d; d = d->next) {
        if (d->filter->range.begin == (uint32_t)(bears - text))
            one = d->filter;
        if (d->filter->range.begin == (uint32_t)(thopter - text))
            two = d->filter;
    }
    if (!one || !two) {         /* (a test the compiler sees: CU_ASSERT_*_FATAL does not return) */
        CU_FAIL("a description is not listed");
        card_fx_close(&fx);
        return;
    }
    CU_ASSERT_STRING_EQUAL(one->named, "Grizzly Bears");
    CU_ASSERT_FALSE(one->not_named);
    CU_ASSERT_PTR_NOT_NULL_FATAL(one->damaged_by);
    CU_ASSERT_EQUAL(one->damaged_by->kind, IR_SEL_SELF);
    CU_ASSERT_EQUAL(one->range.end - one->range.begin, strlen("creature named Grizzly Bears dealt damage by Hunter this turn"));
    CU_ASSERT_STRING_EQUAL(two->named, "Ornithopter");
    CU_ASSERT_PTR_NULL(ir_filter_counters(two));
    CU_ASSERT_PTR_NOT_NULL(ic->refused);
    card_fx_close(&fx);
    /* CR 122.1: "with two or more +1/+1 counters on it", its one comparison of counters */
    card_fx_open(&fx, "Culler  {B}  Sorcery\n/ Destroy target creature with two or more +1/+1 counters on it.\n");
    ic = lower_card_each(fx.a, fx.ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->described);
    const ir_compare *c = ir_filter_counters(ic->described->filter);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT_STRING_EQUAL(c->counter, "+1/+1");
    CU_ASSERT_EQUAL(ir_cmp_named(c->op), IR_CMP_GE);
    CU_ASSERT_EQUAL(c->value->value, 2);
    CU_ASSERT_EQUAL(ir_cmp_named("<="), IR_CMP_LE);
    CU_ASSERT_EQUAL(ir_cmp_named("~"), IR_CMP_NONE);
    CU_ASSERT_EQUAL(ir_stat_named("mana_value"), IR_STAT_MANA_VALUE);
    CU_ASSERT_EQUAL(ir_stat_named(c->stat), IR_STAT_NONE);   /* "counters" */
    CU_ASSERT(!ir_filter_only_traits(ic->described->filter));
    card_fx_close(&fx);
    /* CR 702.6a: equip's target, which its keyword line does not say, is
     * the rules' "target creature you control": traits and a controller */
    card_fx_open(&fx, "Shield  {1}  Artifact — Equipment\n/ Equip {3}\n");
    ic = lower_card_each(fx.a, fx.ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->abilities);
    const ir_target *t = ic->abilities->targets;
    CU_ASSERT_PTR_NOT_NULL_FATAL(t);
    CU_ASSERT_PTR_NULL(t->next);
    CU_ASSERT(t->min == 1 && t->max == 1);
    CU_ASSERT_EQUAL(t->filter->controller, IR_CTRL_YOU);
    CU_ASSERT_STRING_EQUAL(t->filter->any_of->traits[0].word, "creature");
    CU_ASSERT(ir_filter_only_traits(t->filter));
    card_fx_close(&fx);
    /* CR 702.29e of the current rules: typecycling's card, in your library */
    card_fx_open(&fx, "Hulk  {5}  Creature — Beast  4/4\n/ Mountaincycling {2}\n");
    ic = lower_card_each(fx.a, fx.ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic->abilities);
    const ir_filter *f = ic->abilities->each[0].filter;
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    CU_ASSERT_EQUAL(f->zone, IR_ZONE_LIBRARY);
    CU_ASSERT_EQUAL(f->zone_owner, IR_CTRL_YOU);
    CU_ASSERT_EQUAL(f->any_of->traits[0].kind, IR_TRAIT_SUBTYPE);
    CU_ASSERT_STRING_EQUAL(f->any_of->traits[0].word, "Mountain");
    CU_ASSERT(ir_filter_only_traits(f));
    card_fx_close(&fx);
}

/* CR 601.2a: "spell cast from a graveyard" lowers the zone by its IR name,
 * which ir_zone_named reads back for the code generator. */
static void test_cr_601_2a_zone_named(void)
{
    CU_ASSERT_EQUAL(ir_zone_named("graveyard"), IR_ZONE_GRAVEYARD);
    CU_ASSERT_EQUAL(ir_zone_named(ir_zone_name(IR_ZONE_EXILE)), IR_ZONE_EXILE);
    CU_ASSERT_EQUAL(ir_zone_named("hand"), IR_ZONE_HAND);
    CU_ASSERT_EQUAL(ir_zone_named("sideboard"), IR_ZONE_ANY);
    CU_ASSERT_EQUAL(ir_zone_named(NULL), IR_ZONE_ANY);
}

/* CR 614.1a: the replacement effects a resolving ability makes for the
 * turn, as ir_turn_replacement_of tells the code generator which (by the
 * instruction's operation and word); another instruction is none. */
static void test_cr_614_1a_turn_replacements(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Doubler  {2}{R}  Creature \xE2\x80\x94 Elemental  1/1\n"
                      "/ {1}: If a source you control would deal damage this turn, it deals double that damage instead.\n"
                      "/ {2}: Until end of turn, if one or more tokens would be created under your control, twice that many "
                      "of those tokens are created instead.\n"
                      "/ {3}: Until end of turn, damage that would reduce your life total to less than 1 reduces it to 1 instead.\n"
                      "/ {4}: Draw a card.\n");
    ir_card *ic = lower_card_each(fx.a, fx.ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    static const ir_turn_replacement kinds[] = { IR_TURN_DAMAGE, IR_TURN_CREATE_TOKEN, IR_TURN_LIFE_FLOOR, IR_TURN_OTHER };
    const ir_ability *ia = ic->abilities;
    for (unsigned i = 0; i < 4; i++, ia = ia->next) {
        CU_ASSERT_PTR_NOT_NULL_FATAL(ia);
        CU_ASSERT_PTR_NOT_NULL_FATAL(ia->body);
        CU_ASSERT_EQUAL(ir_turn_replacement_of(ia->body), kinds[i]);
    }
    CU_ASSERT_EQUAL(ir_turn_replacement_of(NULL), IR_TURN_OTHER);
    card_fx_close(&fx);
}

/* CR 207.2c: a `count` condition's `different` ("three or more creatures
 * with different powers", "... lands with different names") is read by
 * ir_count_different; a count of objects says none. */
static void test_cr_207_2c_count_different(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Coven  {1}{G}  Instant\n"
                      "/ If you control three or more creatures with different powers, draw a card.\n"
                      "/ If you control three or more lands with different names, you gain 3 life.\n"
                      "/ If you control two or more Forests, you gain 1 life.\n");
    ir_card *ic = lower_card_each(fx.a, fx.ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    static const ir_count_of kinds[] = { IR_COUNT_POWERS, IR_COUNT_NAMES, IR_COUNT_OBJECTS };
    const ir_ability *ia = ic->abilities;
    for (unsigned i = 0; i < 3; i++, ia = ia->next) {
        CU_ASSERT_PTR_NOT_NULL_FATAL(ia);
        const ir_instr *in = ia->body;
        CU_ASSERT_PTR_NOT_NULL_FATAL(in);
        CU_ASSERT_EQUAL_FATAL(in->op, IR_IF);
        CU_ASSERT_PTR_NOT_NULL_FATAL(in->cond);
        CU_ASSERT_EQUAL(in->cond->kind, IR_CONDITION_COUNT);
        CU_ASSERT_EQUAL(ir_count_different(in->cond), kinds[i]);
    }
    card_fx_close(&fx);
}

/* CR 201.2: lowering lists a description with its words' qualifiers (their
 * ranges, in order) and alternatives, so that the code generator takes a
 * copy of the description with the same words for it. */
static void test_cr_201_2_described_words(void)
{
    const char *text = "Hunter  {2}{B}  Creature \xE2\x80\x94 Human  2/2\n"
                       "/ {T}: Destroy target creature named Grizzly Bears dealt damage by Hunter this turn.\n";
    card_fixture fx;
    card_fx_open(&fx, text);
    ir_card *ic = lower_card_each(fx.a, fx.ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    uint32_t begin = (uint32_t)(strstr(text, "creature named") - text);
    uint32_t named = (uint32_t)(strstr(text, "named") - text), dealt = (uint32_t)(strstr(text, "dealt") - text);
    const ir_described *found = NULL;
    for (const ir_described *d = ic->described; d; d = d->next)
        if (d->filter->range.begin == begin && d->words)
            found = d;
    CU_ASSERT_PTR_NOT_NULL(found);
    if (!found)
        return;
    CU_ASSERT_PTR_NOT_NULL(found->alts);
    CU_ASSERT_EQUAL_FATAL(found->nquals, 2);
    CU_ASSERT(found->quals[0].begin >= named && found->quals[0].end <= dealt);
    CU_ASSERT(found->quals[1].begin >= dealt && found->quals[1].end <= found->filter->range.end);
    card_fx_close(&fx);
    /* a description lowering made itself: no words, no qualifiers */
    card_fx_open(&fx, "Culler  {B}  Sorcery\n/ Destroy target creature.\n");
    ic = lower_card_each(fx.a, fx.ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    for (const ir_described *d = ic->described; d; d = d->next) {
        CU_ASSERT_EQUAL(d->nquals, 0);
        CU_ASSERT(d->words ? d->alts != NULL : d->alts == NULL);
    }
    card_fx_close(&fx);
}

/* The selection of a player phrase an instruction keeps no selection of
 * its own for: "your" of "Search your library" (CR 701.19a; the search's
 * `whose` none) and "you" of "unless you discard a card" (CR 118.12),
 * listed in `selected` at its words, `you`, so that the code generator
 * compiles it from the IR. */
static void test_cr_701_19a_search_player_selected(void)
{
    static const char *const texts[][3] = {
        { "Tutor  {1}{B}  Sorcery\n/ Search your library for a card, put that card into your hand, then shuffle.\n",
          "your library", "your" },
        { "Horde  {2}{R}  Creature \xE2\x80\x94 Human  5/5\n"
          "/ When Horde enters the battlefield, sacrifice it unless you discard a card.\n", "you discard", "you" },
    };
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        card_fixture fx;
        card_fx_open(&fx, texts[i][0]);
        ir_card *ic = lower_card_each(fx.a, fx.ff.cards);
        CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
        uint32_t begin = (uint32_t)(strstr(texts[i][0], texts[i][1]) - texts[i][0]);
        const ir_sel *found = NULL;
        for (const ir_selected *e = ic->selected; e && !found; e = e->next)
            if (e->range.begin == begin && e->range.end == begin + strlen(texts[i][2]))
                found = e->sel;
        CU_ASSERT_PTR_NOT_NULL(found);
        if (found)
            CU_ASSERT_EQUAL(found->kind, IR_SEL_YOU);
        card_fx_close(&fx);
    }
}

/* CR 700.4: "for each Zubera that died this turn" counts the objects of
 * its filter but the status, as each last was: every alternative has the
 * status died_this_turn, and the filter without it has the rest. */
static void test_cr_700_4_filter_without_died_status(void)
{
    card_fixture fx;
    card_fx_open(&fx, "Dream Spirit  {1}{U}  Creature \xE2\x80\x94 Zubera Spirit  1/2\n"
                      "/ When Dream Spirit dies, draw a card for each Zubera that died this turn.\n");
    ir_card *ic = lower_card_each(fx.a, fx.ff.cards);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ic);
    const ir_filter *died = NULL;
    for (const ir_described *d = ic->described; d && !died; d = d->next)
        if (ir_filter_has_status(d->filter, "died_this_turn"))
            died = d->filter;
    if (!died) {                /* (a test the compiler sees: CU_ASSERT_*_FATAL does not return) */
        CU_FAIL("no description that died this turn");
        card_fx_close(&fx);
        return;
    }
    const ir_filter *rest = ir_filter_without_status(fx.a, died, "died_this_turn");
    CU_ASSERT_FALSE(ir_filter_has_status(rest, "died_this_turn"));
    CU_ASSERT_TRUE(ir_filter_has_status(died, "died_this_turn"));   /* the filter itself is left as it was */
    CU_ASSERT_PTR_NOT_NULL_FATAL(rest->any_of);
    CU_ASSERT_PTR_NULL(rest->any_of->next);
    CU_ASSERT_EQUAL(rest->any_of->ntraits, died->any_of->ntraits - 1);
    CU_ASSERT_EQUAL(rest->any_of->ntraits, 1);
    if (rest->any_of->ntraits == 1)
        CU_ASSERT_STRING_EQUAL(rest->any_of->traits[0].word, "zubera");
    CU_ASSERT_EQUAL(rest->zone, died->zone);
    card_fx_close(&fx);
}

void register_ir_tests(void)
{
    CU_pSuite s = test_suite("ir");
    test_add(s, "cr_608_2c_pronoun_is_target_slot", test_cr_608_2c_pronoun_is_target_slot);
    test_add(s, "cr_603_2_pronoun_is_event_part", test_cr_603_2_pronoun_is_event_part);
    test_add(s, "cr_605_1a_mana_ability", test_cr_605_1a_mana_ability);
    test_add(s, "cr_207_2c_ability_word_and_cast_trigger", test_cr_207_2c_ability_word_and_cast_trigger);
    test_add(s, "cr_613_1_static_layers_and_step_trigger", test_cr_613_1_static_layers_and_step_trigger);
    test_add(s, "cr_303_4a_aura_attached", test_cr_303_4a_aura_attached);
    test_add(s, "cr_701_5_counter_and_restrictions", test_cr_701_5_counter_and_restrictions);
    test_add(s, "cr_508_1c_static_restriction_rules", test_cr_508_1c_static_restriction_rules);
    test_add(s, "cr_509_1b_timed_restrictions", test_cr_509_1b_timed_restrictions);
    test_add(s, "cr_416_1_timed_player_rules", test_cr_416_1_timed_player_rules);
    test_add(s, "cr_110_2a_return_to_battlefield", test_cr_110_2a_return_to_battlefield);
    test_add(s, "cr_700_2_modes", test_cr_700_2_modes);
    test_add(s, "cr_208_1_compare_filters", test_cr_208_1_compare_filters);
    test_add(s, "cr_111_4_tokens", test_cr_111_4_tokens);
    test_add(s, "cr_714_2b_chapters", test_cr_714_2b_chapters);
    test_add(s, "cr_107_3a_x", test_cr_107_3a_x);
    test_add(s, "cr_606_4_loyalty_and_keyword_costs", test_cr_606_4_loyalty_and_keyword_costs);
    test_add(s, "cr_702_16a_protection", test_cr_702_16a_protection);
    test_add(s, "cr_105_2b_multicolored_and_uncounterable", test_cr_105_2b_multicolored_and_uncounterable);
    test_add(s, "cr_602_1a_refused_keeps_costs", test_cr_602_1a_refused_keeps_costs);
    test_add(s, "cr_702_1_each_keyword_and_ability", test_cr_702_1_each_keyword_and_ability);
    test_add(s, "cr_113_1a_quoted_each", test_cr_113_1a_quoted_each);
    test_add(s, "cr_506_4_status_and_controller", test_cr_506_4_status_and_controller);
    test_add(s, "cr_601_2f_additional_cost", test_cr_601_2f_additional_cost);
    test_add(s, "cr_503_1a_that_player_is_event", test_cr_503_1a_that_player_is_event);
    test_add(s, "cr_613_1f_granted_ability", test_cr_613_1f_granted_ability);
    test_add(s, "refused_by_name", test_refused_by_name);
    test_add(s, "json_reader", test_json_reader);
    test_add(s, "dump_ir_json_lines", test_dump_ir_json_lines);
    test_add(s, "cr_201_2_described_filters", test_cr_201_2_described_filters);
    test_add(s, "cr_608_2h_amounts_by_phrase", test_cr_608_2h_amounts_by_phrase);
    test_add(s, "cr_601_2a_zone_named", test_cr_601_2a_zone_named);
    test_add(s, "cr_614_1a_turn_replacements", test_cr_614_1a_turn_replacements);
    test_add(s, "cr_201_2_described_words", test_cr_201_2_described_words);
    test_add(s, "cr_701_19a_search_player_selected", test_cr_701_19a_search_player_selected);
    test_add(s, "cr_207_2c_count_different", test_cr_207_2c_count_different);
    test_add(s, "cr_700_4_filter_without_died_status", test_cr_700_4_filter_without_died_status);
}
