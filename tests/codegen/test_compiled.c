/* test_compiled.c — cards compiled by cardc (tests/codegen/cards.cards, built
 * with `cardc -c`) played on libcardrt: the generated characteristics,
 * target legality and resolution behave as the card text says. */
#include <stddef.h>
#include <string.h>

#include "cardrt.h"
#include "cunit_main.h"

extern const cardrt_registry cardc_registry;

static const cardrt_card_def *card(const char *name)
{
    const cardrt_card_def *d = cardrt_registry_find(&cardc_registry, name);
    CU_ASSERT_PTR_NOT_NULL_FATAL(d);
    return d;
}

static cardrt_id put(cardrt_game *g, const char *name, unsigned player, cardrt_zone z)
{
    cardrt_id id = 0;
    CU_ASSERT_EQUAL_FATAL(cardrt_object_new(g, card(name), player, z, &id), CARDRT_OK);
    return id;
}

static cardrt_ref obj(cardrt_id id)
{
    return (cardrt_ref){ CARDRT_REF_OBJECT, id };
}

static void registry_and_characteristics(void)
{
    CU_ASSERT_EQUAL(cardc_registry.abi, CARDRT_ABI_VERSION);
    CU_ASSERT_EQUAL(cardc_registry.count, 182);
    const cardrt_card_def *ogre = card("Gray Ogre");
    CU_ASSERT_STRING_EQUAL(ogre->mana_cost, "{2}{R}");
    CU_ASSERT_EQUAL(ogre->colors, CARDRT_RED);
    CU_ASSERT_EQUAL(ogre->types, CARDRT_CREATURE);
    CU_ASSERT_STRING_EQUAL(ogre->subtypes[0], "Ogre");
    CU_ASSERT(ogre->has_pt);
    CU_ASSERT_EQUAL(ogre->power, 2);
    CU_ASSERT_EQUAL(ogre->toughness, 2);
    const cardrt_card_def *angel = card("Serra Angel");
    CU_ASSERT_EQUAL(angel->keywords, CARDRT_KW(CARDRT_KW_FLYING) | CARDRT_KW(CARDRT_KW_VIGILANCE));
    const cardrt_card_def *decimate = card("Decimate");
    CU_ASSERT_EQUAL(decimate->ntargets, 4);
    CU_ASSERT_EQUAL(decimate->colors, CARDRT_RED | CARDRT_GREEN);
    CU_ASSERT_PTR_NULL(cardrt_registry_find(&cardc_registry, "No Such Card"));
}

static void bolt_and_growth(void)
{
    /* Fourth Edition FAQ: Giant Growth in response saves Scryb Sprites. */
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id sprites = put(g, "Scryb Sprites", 1, CARDRT_BATTLEFIELD);
    cardrt_id bolt = put(g, "Lightning Bolt", 0, CARDRT_HAND);
    cardrt_id growth = put(g, "Giant Growth", 1, CARDRT_HAND);
    cardrt_ref t = obj(sprites);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bolt, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, growth, &t, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, sprites), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, sprites), 3);
    /* and a Bolt at a player ("any target") */
    cardrt_id bolt2 = put(g, "Lightning Bolt", 0, CARDRT_HAND);
    cardrt_ref p = { CARDRT_REF_PLAYER, 1 };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bolt2, &p, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 17);
    cardrt_game_free(g);
}

static void doom_blade_targets_nonblack_only(void)
{
    /* Rules FAQ 1.1.05: a black creature is not a legal target. */
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id ogre = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    cardrt_id blade = put(g, "Doom Blade", 0, CARDRT_HAND);
    cardrt_ref p = { CARDRT_REF_PLAYER, 1 };
    unsigned n = 1;
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, blade, &p, &n), CARDRT_ETARGET);     /* not a player */
    cardrt_ref t = obj(ogre);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, blade, &t, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void terminate_cant_be_regenerated(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id ogre = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    cardrt_regenerate(g, ogre);
    cardrt_id term = put(g, "Terminate", 0, CARDRT_HAND);
    cardrt_ref t = obj(ogre);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, term, &t, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void divination_draws_two(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    for (int i = 0; i < 3; i++)
        put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_id div = put(g, "Divination", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, div, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 2);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_LIBRARY), 1);
    cardrt_game_free(g);
}

static void counterspell_counters(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id div = put(g, "Divination", 0, CARDRT_HAND);
    cardrt_id cs = put(g, "Counterspell", 1, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, div, NULL, NULL), CARDRT_OK);
    cardrt_ref t = obj(div);
    unsigned n = 1;
    CU_ASSERT_EQUAL(cardrt_cast(g, 1, cs, &t, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, div), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    cardrt_game_free(g);
}

static void decimate_four_targets(void)
{
    /* Rules FAQ 1.1.01: four uses of "target"; each slot takes its own kind. */
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id mox = put(g, "Mox Test", 1, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    cardrt_id ench = put(g, "Test Enchantment", 1, CARDRT_BATTLEFIELD);
    cardrt_id dec = put(g, "Decimate", 0, CARDRT_HAND);
    cardrt_ref wrong[4] = { obj(ogre), obj(mox), obj(ench), obj(ench) };
    unsigned n[4] = { 1, 1, 1, 1 };
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, dec, wrong, n), CARDRT_ETARGET);
    cardrt_game_free(g);
}

static void triggered_abilities(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_id elf = put(g, "Elvish Visionary", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, elf, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);                      /* it enters: its trigger waits */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);
    cardrt_id martyr = put(g, "Test Martyr", 1, CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, 0, obj(martyr), 1);
    cardrt_check_sba(g);                        /* it dies */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 22);
    put(g, "Test Shrine", 0, CARDRT_BATTLEFIELD);
    cardrt_advance_to(g, CARDRT_STEP_UPKEEP);   /* Bob's upkeep: not Ann's shrine */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    cardrt_advance_to(g, CARDRT_STEP_UPKEEP);   /* Ann's upkeep */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 19);
    cardrt_game_free(g);
}

static void activated_abilities(void)
{
    /* Fourth Edition FAQ: destroying Prodigal Sorcerer in response does not
     * stop its damage. */
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id sorcerer = put(g, "Prodigal Sorcerer", 0, CARDRT_BATTLEFIELD);
    cardrt_ref bob = { CARDRT_REF_PLAYER, 1 };
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, sorcerer, 0, &bob, &n), CARDRT_OK);
    CU_ASSERT(cardrt_is_tapped(g, sorcerer));
    cardrt_destroy(g, sorcerer, true);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    /* A sacrifice cost is paid as the ability is activated. */
    cardrt_id altar = put(g, "Test Altar", 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    cardrt_ref t = obj(ogre);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, altar, 0, &t, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, altar), CARDRT_GRAVEYARD);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void static_abilities(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id ogre = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    cardrt_id theirs = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    put(g, "Glorious Anthem", 0, CARDRT_BATTLEFIELD);     /* creatures you control */
    int p, t;
    cardrt_pt(g, ogre, &p, &t);
    CU_ASSERT(p == 3 && t == 3);
    cardrt_pt(g, theirs, &p, &t);
    CU_ASSERT(p == 2 && t == 2);
    cardrt_id lord = put(g, "Test Lord", 0, CARDRT_BATTLEFIELD);
    cardrt_id elf = put(g, "Elvish Visionary", 0, CARDRT_BATTLEFIELD);
    cardrt_pt(g, elf, &p, &t);                            /* anthem and lord */
    CU_ASSERT(p == 3 && t == 3);
    CU_ASSERT(cardrt_has_keyword(g, elf, CARDRT_KW_FLYING));
    CU_ASSERT(!cardrt_has_keyword(g, lord, CARDRT_KW_FLYING));    /* "other" */
    /* An Aura spell targets what it enchants and pumps it once attached. */
    cardrt_id aura = put(g, "Holy Strength", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL(card("Holy Strength")->ntargets, 1);
    cardrt_ref tgt = obj(theirs);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, aura, &tgt, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_attached_to(g, aura), theirs);
    cardrt_pt(g, theirs, &p, &t);
    CU_ASSERT(p == 3 && t == 4);
    cardrt_game_free(g);
}

static void mana_abilities(void)
{
    /* A mana ability happens at once, without the stack; the pool empties
     * as the turn ends. */
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id elves = put(g, "Llanowar Elves", 0, CARDRT_BATTLEFIELD);
    cardrt_id ring = put(g, "Sol Ring", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT(card("Llanowar Elves")->activated[0].mana_ability);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, elves, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, ring, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_G), 1);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_C), 2);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, elves, 0, NULL, NULL), CARDRT_ECOST);   /* tapped */
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_G), 0);
    cardrt_game_free(g);
}

static void sets_of_objects(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id ogre = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    cardrt_id angel = put(g, "Serra Angel", 1, CARDRT_BATTLEFIELD);
    cardrt_id ring = put(g, "Sol Ring", 1, CARDRT_BATTLEFIELD);
    cardrt_id rally = put(g, "Test Muster", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, rally, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    int p, t;
    cardrt_pt(g, ogre, &p, &t);
    CU_ASSERT(p == 3 && t == 3);                    /* yours only */
    cardrt_pt(g, angel, &p, &t);
    CU_ASSERT(p == 4 && t == 4);
    cardrt_id pyro = put(g, "Pyroclasm", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, pyro, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);                          /* 2 to each creature: the 3/3 lives */
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, ogre), 2);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, angel), 2);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_BATTLEFIELD);
    cardrt_end_turn(g);                             /* Bob's turn: his sorceries */
    cardrt_id rift = put(g, "Flame Rift", 1, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, rift, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 16);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 16);
    cardrt_regenerate(g, angel);
    cardrt_id wrath = put(g, "Wrath of God", 1, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, wrath, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);                          /* all creatures, no regeneration */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, angel), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ring), CARDRT_BATTLEFIELD);
    /* "another target creature": not the source itself */
    cardrt_id prodder = put(g, "Test Prodder", 0, CARDRT_BATTLEFIELD);
    cardrt_ref self = obj(prodder);
    unsigned n = 1;
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, prodder, 0, &self, &n), CARDRT_ETARGET);
    cardrt_game_free(g);
}

static void triggers_on_other_objects(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    put(g, "Test Watcher", 0, CARDRT_BATTLEFIELD);
    put(g, "Test Welcomer", 0, CARDRT_BATTLEFIELD);
    put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_id div = put(g, "Divination", 0, CARDRT_HAND);         /* noncreature: +1 */
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, div, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);                       /* spell and trigger */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 21);
    cardrt_resolve_top(g);
    cardrt_id ogre = put(g, "Gray Ogre", 0, CARDRT_HAND);         /* a creature spell: no */
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, ogre, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    cardrt_resolve_top(g);                                          /* it enters: +1 */
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);
    cardrt_end_turn(g);
    cardrt_id theirs = put(g, "Gray Ogre", 1, CARDRT_HAND);       /* theirs: no */
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, theirs, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    cardrt_game_free(g);
}

static void targets_you_control(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id mine = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    cardrt_id theirs = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    cardrt_id boost = put(g, "Test Boost", 0, CARDRT_HAND);
    cardrt_id snipe = put(g, "Test Snipe", 0, CARDRT_HAND);
    cardrt_ref t = obj(theirs);
    unsigned n = 1;
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, boost, &t, &n), CARDRT_ETARGET);   /* not yours */
    t = obj(mine);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, snipe, &t, &n), CARDRT_ETARGET);   /* not an opponent's */
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, boost, &t, &n), CARDRT_OK);
    t = obj(theirs);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, snipe, &t, &n), CARDRT_OK);
    cardrt_game_free(g);
}

static void tokens(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id alarm = put(g, "Raise the Alarm", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, alarm, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    unsigned soldiers = 0;
    for (cardrt_id i = 1; i <= (cardrt_id)cardrt_object_count(g); i++) {
        const cardrt_card_def *d = cardrt_def_of(g, i);
        if (d && cardrt_zone_of(g, i) == CARDRT_BATTLEFIELD && strcmp(d->name, "Soldier Token") == 0) {
            int p, t;
            cardrt_pt(g, i, &p, &t);
            CU_ASSERT(p == 1 && t == 1);
            CU_ASSERT_EQUAL(cardrt_colors(g, i), CARDRT_WHITE);
            CU_ASSERT(cardrt_has_subtype(g, i, "Soldier"));
            soldiers++;
        }
    }
    CU_ASSERT_EQUAL(soldiers, 2);
    cardrt_id hatchery = put(g, "Test Hatchery", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, hatchery, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    cardrt_resolve_top(g);                      /* its enters trigger */
    cardrt_id last = (cardrt_id)cardrt_object_count(g);
    CU_ASSERT_STRING_EQUAL(cardrt_def_of(g, last)->name, "Saproling Token");
    CU_ASSERT(cardrt_has_keyword(g, last, CARDRT_KW_FLYING));
    cardrt_game_free(g);
}

static unsigned say_yes(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    answers[0] = c->kind == CARDRT_CHOOSE_YES_NO ? 1 : 0;
    return 1;
}

static void may_and_if_you_do(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_id first = put(g, "Test Gamble", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, first, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);                      /* the default answer is no */
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 0);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 20);
    cardrt_set_chooser(g, say_yes, NULL);
    cardrt_id second = put(g, "Test Gamble", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, second, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 18);
    cardrt_game_free(g);
}

static void restrictions(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id golem = put(g, "Test Sleeper", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT(cardrt_has_keyword(g, golem, CARDRT_KW_CANT_BLOCK));
    cardrt_set_tapped(g, golem, true);
    cardrt_end_turn(g);
    cardrt_end_turn(g);                         /* its controller's untap step */
    CU_ASSERT(cardrt_is_tapped(g, golem));
    cardrt_game_free(g);
}

static void sacrifice_and_discard_costs(void)
{
    /* Rules FAQ 1.1.04: costs are paid as the ability is activated; one
     * that cannot be paid refuses it. */
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id pit = put(g, "Test Pit", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, pit, 0, NULL, NULL), CARDRT_ECOST);   /* no creature */
    cardrt_id ogre = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);                                /* not yours */
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, pit, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);                 /* paid */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);
    cardrt_id looter = put(g, "Test Looter", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, looter, 0, NULL, NULL), CARDRT_ECOST); /* empty hand */
    cardrt_id card_in_hand = put(g, "Gray Ogre", 0, CARDRT_HAND);
    put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, looter, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, card_in_hand), CARDRT_GRAVEYARD);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);
    cardrt_game_free(g);
}

static void self_references_and_grants(void)
{
    /* "It" in a permanent's ability with nothing before it is the permanent;
     * "gains flying until end of turn" ends at cleanup; damage to "you". */
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id fanatic = put(g, "Mogg Fanatic", 0, CARDRT_BATTLEFIELD);
    cardrt_ref bob = { CARDRT_REF_PLAYER, 1 };
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, fanatic, 0, &bob, &n), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, fanatic), CARDRT_GRAVEYARD);     /* the cost */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    cardrt_id ogre = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    cardrt_id wings = put(g, "Test Wings", 0, CARDRT_HAND);
    cardrt_ref t = obj(ogre);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, wings, &t, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT(cardrt_has_keyword(g, ogre, CARDRT_KW_FLYING));
    cardrt_end_turn(g);
    CU_ASSERT(!cardrt_has_keyword(g, ogre, CARDRT_KW_FLYING));
    cardrt_id bomb = put(g, "Test Bomb", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, bomb, 0, &t, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 18);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    cardrt_game_free(g);
}

/* A chooser that answers every choice with the candidate whose id is in
 * ANSWER_ID (or "yes"), else the default. */
static int answer_id;

static unsigned choose_id(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *out)
{
    (void)user;
    (void)g;
    if (c->kind == CARDRT_CHOOSE_YES_NO) {
        out[0] = 1;
        return 1;
    }
    for (unsigned i = 0; i < c->ncandidates; i++)
        if (c->candidates && c->candidates[i].id == answer_id && c->min <= 1 && c->max >= 1) {
            out[0] = i;
            return 1;
        }
    return ~0u;
}

static void as_it_enters(void)
{
    /* CR 418.2: "enters the battlefield tapped", "with X +1/+1 counters". */
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id tap = put(g, "Test Tapland", 0, CARDRT_HAND);
    cardrt_move(g, tap, CARDRT_BATTLEFIELD);
    CU_ASSERT(cardrt_is_tapped(g, tap));
    cardrt_id check = put(g, "Test Checkland", 0, CARDRT_HAND);
    cardrt_move(g, check, CARDRT_BATTLEFIELD);
    CU_ASSERT(cardrt_is_tapped(g, check));              /* no Forest yet */
    put(g, "Forest", 0, CARDRT_BATTLEFIELD);
    cardrt_id check2 = put(g, "Test Checkland", 0, CARDRT_HAND);
    cardrt_move(g, check2, CARDRT_BATTLEFIELD);
    CU_ASSERT(!cardrt_is_tapped(g, check2));
    cardrt_id hydra = put(g, "Test Hydra", 0, CARDRT_HAND);
    cardrt_play play = { NULL, NULL, 0, 4, 0 };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, hydra, &play), CARDRT_OK);
    cardrt_resolve_top(g);
    int p = 0, t = 0;
    cardrt_pt(g, hydra, &p, &t);
    CU_ASSERT_EQUAL(p, 4);
    CU_ASSERT_EQUAL(t, 4);
    cardrt_game_free(g);
}

static void choices_as_it_resolves(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_set_chooser(g, choose_id, NULL);
    cardrt_id prism = put(g, "Test Prism", 0, CARDRT_BATTLEFIELD);
    answer_id = CARDRT_MANA_R;
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, prism, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_R), 1);   /* a mana ability: at once */
    /* Scry 2: the top card (chosen) goes to the bottom, then draw. */
    cardrt_id bottom = put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_id second = put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_id top = put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_id augury = put(g, "Test Augury", 0, CARDRT_HAND);
    answer_id = top;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, augury, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, second), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, top), CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bottom), CARDRT_LIBRARY);
    cardrt_game_free(g);
}

static void cards_in_a_graveyard_as_targets(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id dead = put(g, "Gray Ogre", 0, CARDRT_GRAVEYARD);
    cardrt_id theirs = put(g, "Gray Ogre", 1, CARDRT_GRAVEYARD);
    cardrt_id alive = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    cardrt_id raise = put(g, "Test Raise", 0, CARDRT_HAND);
    unsigned n = 1;
    cardrt_ref t = obj(alive);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, raise, &t, &n), CARDRT_ETARGET);    /* not in the graveyard */
    t = obj(theirs);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, raise, &t, &n), CARDRT_ETARGET);    /* not your graveyard */
    t = obj(dead);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, raise, &t, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, dead), CARDRT_HAND);
    cardrt_game_free(g);
}

static void amounts_and_conditions(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    /* "where X is the number of creatures you control" */
    put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    cardrt_id victim = put(g, "Serra Angel", 1, CARDRT_BATTLEFIELD);
    cardrt_id surge = put(g, "Test Surge", 0, CARDRT_HAND);
    unsigned n = 1;
    cardrt_ref t = obj(victim);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, surge, &t, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, victim), 2);
    /* threshold: one card drawn with six cards in the graveyard, two with seven */
    for (int i = 0; i < 5; i++)
        put(g, "Gray Ogre", 0, CARDRT_GRAVEYARD);
    for (int i = 0; i < 6; i++)
        put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_id th = put(g, "Test Threshold", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, th, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);                      /* 6 in the graveyard as it resolves */
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);
    cardrt_id th2 = put(g, "Test Threshold", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, th2, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);                      /* 7 now */
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 3);
    /* "If you have 5 or less life" */
    cardrt_id d = put(g, "Test Desperation", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, d, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 20);
    cardrt_lose_life(g, 0, 15);
    cardrt_id d2 = put(g, "Test Desperation", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, d2, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 9);
    /* "Activate only during your turn" */
    cardrt_id study = put(g, "Test Study", 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_activate(g, 1, study, 0, NULL, NULL), CARDRT_ETIMING);
    cardrt_game_free(g);
}

static void reveal_and_relations(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    /* The top card is a land: onto the battlefield; then it is not. */
    cardrt_id land = put(g, "Forest", 0, CARDRT_LIBRARY);
    cardrt_id oracle = put(g, "Test Oracle", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, oracle, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, land), CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_id oracle2 = put(g, "Test Oracle", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, oracle2, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_LIBRARY);
    /* "each creature target player controls" */
    cardrt_id mine = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    cardrt_id a = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD), b = put(g, "Serra Angel", 1, CARDRT_BATTLEFIELD);
    cardrt_id purge = put(g, "Test Purge", 0, CARDRT_HAND);
    cardrt_ref bob = { CARDRT_REF_PLAYER, 1 };
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, purge, &bob, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, mine), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, a), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, b), CARDRT_GRAVEYARD);
    /* "Target opponent creates a 1/1 ... token" */
    cardrt_id gift = put(g, "Test Gift", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, gift, &bob, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    unsigned tokens = 0;
    for (cardrt_id i = 1; i <= (cardrt_id)cardrt_object_count(g); i++)
        if (cardrt_is_token(g, i)) {
            tokens++;
            CU_ASSERT_EQUAL(cardrt_controller(g, i), 1);
        }
    CU_ASSERT_EQUAL(tokens, 1);
    /* "red or green creature": a red one is, a white one is not */
    cardrt_id red = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD), white = put(g, "Serra Angel", 1, CARDRT_BATTLEFIELD);
    cardrt_id cull = put(g, "Test Cull", 0, CARDRT_HAND);
    cardrt_ref tw = obj(white), tr = obj(red);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, cull, &tw, &n), CARDRT_ETARGET);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, cull, &tr, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, red), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

static void combat_triggers(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id raider = put(g, "Test Raider", 0, CARDRT_BATTLEFIELD);
    cardrt_id ninja = put(g, "Test Ninja", 0, CARDRT_BATTLEFIELD);
    put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    cardrt_id attackers[] = { raider, ninja };
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, attackers, NULL, 2), CARDRT_OK);
    CU_ASSERT(cardrt_is_attacking(g, raider));
    while (cardrt_stack_size(g) > 0)            /* "it deals 1 damage to defending player" */
        cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    /* "Destroy target attacking creature" */
    cardrt_id archer = put(g, "Test Archer", 1, CARDRT_HAND);
    cardrt_ref t = obj(raider);
    unsigned n = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, archer, &t, &n), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, raider), CARDRT_GRAVEYARD);
    /* the Ninja deals combat damage to the player: draw a card */
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_END_COMBAT), CARDRT_OK);
    while (cardrt_stack_size(g) > 0)
        cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);
    /* a creature not attacking is no legal target */
    cardrt_id other = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    cardrt_id archer2 = put(g, "Test Archer", 0, CARDRT_HAND);
    t = obj(other);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, archer2, &t, &n), CARDRT_ETARGET);
    cardrt_game_free(g);
}

static void triggers_on_alternatives(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id ally = put(g, "Test Ally", 0, CARDRT_HAND);
    cardrt_move(g, ally, CARDRT_BATTLEFIELD);           /* itself */
    cardrt_check_sba(g);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 21);
    cardrt_id other = put(g, "Test Ally", 0, CARDRT_HAND);
    cardrt_move(g, other, CARDRT_BATTLEFIELD);          /* another Ally: both trigger */
    cardrt_check_sba(g);
    while (cardrt_stack_size(g) > 0)
        cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    cardrt_id ogre = put(g, "Gray Ogre", 0, CARDRT_HAND);
    cardrt_move(g, ogre, CARDRT_BATTLEFIELD);           /* not an Ally */
    cardrt_check_sba(g);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);
    cardrt_destroy(g, ally, true);                      /* put into a graveyard from the battlefield */
    cardrt_check_sba(g);
    while (cardrt_stack_size(g) > 0)
        cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 25);
    cardrt_game_free(g);
}

/* Cast NAME for player 0 at T (NULL: no target) and resolve it. */
static void cast_and_resolve(cardrt_game *g, const char *name, const cardrt_ref *t)
{
    cardrt_id spell = put(g, name, 0, CARDRT_HAND);
    unsigned n = t ? 1 : 0;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, spell, t, t ? &n : NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
}

static void prevention(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id ogre = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    cardrt_id theirs = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    /* The next 3 damage to Bob: a 2 and a 2 lose 3 of the 4. */
    cardrt_ref bob = { CARDRT_REF_PLAYER, 1 };
    cast_and_resolve(g, "Test Shield", &bob);
    cardrt_deal_damage(g, ogre, bob, 2);
    cardrt_deal_damage(g, ogre, bob, 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    /* Damage to creatures Ann controls, this turn, whatever the source. */
    cast_and_resolve(g, "Test Haven", NULL);
    cardrt_deal_damage(g, theirs, obj(ogre), 2);
    cardrt_deal_damage(g, ogre, obj(theirs), 1);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, ogre), 0);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, theirs), 1);
    /* Damage the target creature would deal; other sources still deal it. */
    cardrt_ref t = obj(theirs);
    cast_and_resolve(g, "Test Pacify", &t);
    cardrt_deal_damage(g, theirs, (cardrt_ref){ CARDRT_REF_PLAYER, 0 }, 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 20);
    cardrt_deal_damage(g, ogre, (cardrt_ref){ CARDRT_REF_PLAYER, 0 }, 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 18);
    /* "This turn": over at cleanup. */
    cardrt_end_turn(g);
    cardrt_deal_damage(g, theirs, obj(ogre), 1);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, ogre), 1);
    cardrt_game_free(g);
}

static void counters_of_any_kind(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id battery = put(g, "Test Battery", 0, CARDRT_BATTLEFIELD);
    for (int i = 0; i < 4; i++)
        put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, battery, 1, NULL, NULL), CARDRT_ECOST);   /* no counters */
    for (int turn = 0; turn < 2; turn++) {
        CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, battery, 0, NULL, NULL), CARDRT_OK);
        cardrt_resolve_top(g);
        cardrt_end_turn(g);
        cardrt_end_turn(g);
    }
    CU_ASSERT_EQUAL(cardrt_counter_count(g, battery, "charge"), 2);
    unsigned hand = cardrt_zone_size(g, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, battery, 1, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, battery, "charge"), 0);            /* paid at once */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), hand + 1);
    cardrt_ref bob = { CARDRT_REF_PLAYER, 1 };
    cast_and_resolve(g, "Test Venom", &bob);
    CU_ASSERT_EQUAL(cardrt_player_counter_count(g, 1, "poison"), 2);
    cardrt_game_free(g);
}

static void loyalty_abilities(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id walker = put(g, "Test Walker", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_loyalty(g, walker), 3);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, walker, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_loyalty(g, walker), 4);                     /* paid as activated */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);
    cardrt_ref bob = { CARDRT_REF_PLAYER, 1 };
    unsigned one = 1;
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, walker, 1, &bob, &one), CARDRT_ETIMING);   /* once a turn */
    cardrt_end_turn(g);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, walker, 1, &bob, &one), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_loyalty(g, walker), 2);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    cardrt_game_free(g);
}

/* Answers "choose a creature type" with the name in USER, a color with green. */
static unsigned choose_named(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)g;
    for (unsigned i = 0; i < c->ncandidates; i++)
        if ((c->kind == CARDRT_CHOOSE_NAME && strcmp(c->names[i], user) == 0)
            || (c->kind == CARDRT_CHOOSE_MANA && c->candidates[i].id == CARDRT_MANA_G)) {
            answers[0] = i;
            return 1;
        }
    return 0;
}

static void choices_as_it_enters(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id elf = put(g, "Test Elf", 0, CARDRT_BATTLEFIELD);
    put(g, "Test Elf", 0, CARDRT_LIBRARY);
    cardrt_id theirs = put(g, "Test Elf", 1, CARDRT_BATTLEFIELD);
    cardrt_id lord = put(g, "Test Overseer", 0, CARDRT_HAND);
    /* The default: the creature type most common among Ann's cards. */
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, lord, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_STRING_EQUAL(cardrt_chosen_type(g, lord), "Elf");
    int p, t;
    cardrt_pt(g, elf, &p, &t);
    CU_ASSERT_EQUAL(p, 2);
    cardrt_pt(g, theirs, &p, &t);                       /* not Ann's */
    CU_ASSERT_EQUAL(p, 1);
    cardrt_pt(g, lord, &p, &t);                         /* a Construct */
    CU_ASSERT_EQUAL(p, 2);
    /* Back to the hand and cast again: a new object, a new choice. */
    cardrt_move(g, lord, CARDRT_HAND);
    CU_ASSERT_PTR_NULL(cardrt_chosen_type(g, lord));
    static char construct[] = "Construct";
    cardrt_set_chooser(g, choose_named, construct);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, lord, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_STRING_EQUAL(cardrt_chosen_type(g, lord), "Construct");
    cardrt_pt(g, lord, &p, &t);
    CU_ASSERT_EQUAL(p, 3);
    cardrt_pt(g, elf, &p, &t);
    CU_ASSERT_EQUAL(p, 1);
    /* A color, and mana of it. */
    cardrt_id stone = put(g, "Test Stone", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, stone, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_chosen_color(g, stone), CARDRT_GREEN);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, stone, 0, NULL, NULL), CARDRT_OK);   /* a mana ability */
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_G), 1);
    CU_ASSERT_EQUAL(cardrt_chosen_player(g, stone), -1);
    /* A spell's choice, as it resolves: the Elf (Ann's) is chosen by default. */
    cardrt_set_chooser(g, NULL, NULL);
    cardrt_id rally = put(g, "Test Muster", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, rally, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    cardrt_pt(g, theirs, &p, &t);                       /* every Elf, Bob's too */
    CU_ASSERT_EQUAL(p, 2);
    CU_ASSERT_PTR_NULL(cardrt_chosen_type(g, rally));   /* in the graveyard: a new object */
    cardrt_game_free(g);
}

/* The first object named NAME controlled by PLAYER on the battlefield, or 0. */
static cardrt_id find_named(const cardrt_game *g, const char *name, unsigned player)
{
    for (cardrt_id id = 1; id < 1000; id++)
        if (cardrt_zone_of(g, id) == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == player
            && cardrt_has_name(g, id, name))
            return id;
    return 0;
}

static void predefined_tokens(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id pirate = put(g, "Test Pirate", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, pirate, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);      /* the creature */
    cardrt_resolve_top(g);      /* its trigger */
    cardrt_id treasure = find_named(g, "Treasure", 0);
    CU_ASSERT_FATAL(treasure != 0);
    CU_ASSERT(cardrt_is_token(g, treasure));
    CU_ASSERT_EQUAL(cardrt_types(g, treasure), CARDRT_ARTIFACT);
    CU_ASSERT(cardrt_has_subtype(g, treasure, "Treasure"));
    /* {T}, Sacrifice this artifact: Add one mana of any color (a mana ability). */
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, treasure, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_NOT_EQUAL(cardrt_zone_of(g, treasure), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_W), 1);      /* the default color */
    cast_and_resolve(g, "Test Baker", NULL);
    cardrt_id food = find_named(g, "Food", 0);
    CU_ASSERT_FATAL(food != 0);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, food, 0, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    CU_ASSERT(find_named(g, "Food", 0) != 0);                   /* the second one */
    cast_and_resolve(g, "Test Assembly", NULL);
    cardrt_id knight = find_named(g, "Elf Knight Token", 0);
    CU_ASSERT_FATAL(knight != 0);
    CU_ASSERT_EQUAL(cardrt_colors(g, knight), CARDRT_GREEN | CARDRT_WHITE);
    CU_ASSERT(cardrt_has_subtype(g, knight, "Knight"));
    CU_ASSERT(cardrt_has_keyword(g, knight, CARDRT_KW_VIGILANCE));
    cardrt_game_free(g);
}

static void tokens_with_granted_abilities(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cast_and_resolve(g, "Test Spawner", NULL);
    cardrt_id spawn = find_named(g, "Eldrazi Spawn Token", 0);
    CU_ASSERT_FATAL(spawn != 0);
    CU_ASSERT_EQUAL(cardrt_def_of(g, spawn)->nactivated, 1);
    /* "Sacrifice this creature: Add {C}.": a mana ability of the token. */
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, spawn, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_C), 1);
    CU_ASSERT(find_named(g, "Eldrazi Spawn Token", 0) != 0);    /* the other one */
    cast_and_resolve(g, "Test Sprouting", NULL);
    cardrt_id sap = find_named(g, "Saproling Token", 0);
    CU_ASSERT_FATAL(sap != 0);
    cardrt_end_turn(g);                 /* no longer summoning sick */
    cardrt_end_turn(g);
    cardrt_ref bob = { CARDRT_REF_PLAYER, 1 };
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, sap, 0, &bob, &one), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);     /* the token dealt it */
    cardrt_game_free(g);
}

static void may_pay(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_set_chooser(g, say_yes, NULL);
    cardrt_set_strict_mana(g, true);
    put(g, "Test Tithe", 0, CARDRT_BATTLEFIELD);
    /* {G} for the Elf and {1} for the Shrine: paid, and 2 life. */
    cardrt_add_mana(g, 0, "{G}{G}", false);
    cardrt_id elf = put(g, "Test Elf", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, elf, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);                      /* the trigger, above the Elf */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_G), 0);
    cardrt_resolve_top(g);
    /* Nothing left to pay with: no life (CR 413.2c: it can't be chosen). */
    cardrt_add_mana(g, 0, "{G}", false);
    cardrt_id elf2 = put(g, "Test Elf", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, elf2, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);
    cardrt_game_free(g);
}

static void descriptions(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id ogre = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);        /* mana value 3 */
    cardrt_id angel = put(g, "Serra Angel", 1, CARDRT_BATTLEFIELD);     /* 5 */
    cardrt_id decay = put(g, "Test Decay", 0, CARDRT_HAND);
    cardrt_ref t = obj(angel);
    unsigned one = 1;
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, decay, &t, &one), CARDRT_ETARGET);
    t = obj(ogre);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, decay, &t, &one), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
    /* "target card from a graveyard": any player's, and only there. */
    cardrt_id apostle = put(g, "Test Apostle", 0, CARDRT_BATTLEFIELD);
    cardrt_id in_hand = put(g, "Gray Ogre", 1, CARDRT_HAND);
    t = obj(in_hand);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, apostle, 0, &t, &one), CARDRT_ETARGET);
    t = obj(ogre);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, apostle, 0, &t, &one), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_EXILE);
    /* "target creature defending player controls": only while it attacks. */
    cardrt_id kite = put(g, "Test Hellkite", 0, CARDRT_BATTLEFIELD);
    cardrt_id mine = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    t = obj(angel);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, kite, 0, &t, &one), CARDRT_ETARGET);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, &kite, NULL, 1), CARDRT_OK);
    t = obj(mine);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, kite, 0, &t, &one), CARDRT_ETARGET);
    t = obj(angel);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, kite, 0, &t, &one), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_damage_marked(g, angel), 1);
    cardrt_game_free(g);
    /* "You lose life equal to its mana value": the Ogre's, {2}{R}. */
    g = cardrt_game_new(2, 20, 1);
    cardrt_id ogre2 = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    t = obj(ogre2);
    cast_and_resolve(g, "Test Nausea", &t);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre2), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 17);
    /* "Search your library for up to two basic land cards": two of three. */
    cardrt_id forests[3];
    for (int i = 0; i < 3; i++)
        forests[i] = put(g, "Forest", 0, CARDRT_LIBRARY);
    put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_id sphere = put(g, "Test Sphere", 0, CARDRT_BATTLEFIELD);
    unsigned hand = cardrt_zone_size(g, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, sphere, 0, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), hand + 2);
    CU_ASSERT_EQUAL((cardrt_zone_of(g, forests[0]) == CARDRT_HAND) + (cardrt_zone_of(g, forests[1]) == CARDRT_HAND)
                    + (cardrt_zone_of(g, forests[2]) == CARDRT_HAND), 2);
    /* "Target opponent discards their hand": all of it, theirs only. */
    for (int i = 0; i < 3; i++)
        put(g, "Gray Ogre", 1, CARDRT_HAND);
    unsigned ann_hand = cardrt_zone_size(g, 0, CARDRT_HAND);
    cardrt_ref bob = { CARDRT_REF_PLAYER, 1 };
    cast_and_resolve(g, "Test Brink", &bob);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_HAND), 0);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_GRAVEYARD), 4);   /* with the Ogre destroyed before */
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), ann_hand);
    cardrt_game_free(g);
}

static void keyword_abilities(void)
{
    /* CR 702.90, 702.80, 702.73, 702.108, 702.25, 702.83 (later rules). */
    CU_ASSERT_EQUAL(card("Test Blightling")->keywords, CARDRT_KW(CARDRT_KW_INFECT));
    CU_ASSERT_EQUAL(card("Test Changeling")->keywords,
                    CARDRT_KW(CARDRT_KW_CHANGELING) | CARDRT_KW(CARDRT_KW_WITHER));
    CU_ASSERT_EQUAL(card("Test Monk")->keywords, CARDRT_KW(CARDRT_KW_PROWESS) | CARDRT_KW(CARDRT_KW_FLANKING)
                                                 | CARDRT_KW(CARDRT_KW_EXALTED));
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id blight = put(g, "Test Blightling", 0, CARDRT_BATTLEFIELD);
    cardrt_id shifter = put(g, "Test Changeling", 1, CARDRT_BATTLEFIELD);
    cardrt_id monk = put(g, "Test Monk", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT(cardrt_has_subtype(g, shifter, "Elf"));
    CU_ASSERT(!cardrt_has_subtype(g, monk, "Elf"));
    cardrt_deal_damage(g, blight, (cardrt_ref){ CARDRT_REF_PLAYER, 1 }, 1);
    CU_ASSERT_EQUAL(cardrt_poison(g, 1), 1);
    cardrt_deal_damage(g, shifter, obj(monk), 1);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, monk, "-1/-1"), 1);
    cast_and_resolve(g, "Divination", NULL);
    int p, t;
    cardrt_pt(g, monk, &p, &t);
    CU_ASSERT_EQUAL(p, 1);                      /* 1/2, -1/-1, then prowess */
    CU_ASSERT_EQUAL(t, 2);
    cardrt_game_free(g);
}

static void optional_costs(void)
{
    /* CR 702.33 kicker, 702.27 buyback, 702.34 flashback (later rules). */
    const cardrt_card_def *burst = card("Test Burst");
    CU_ASSERT_EQUAL_FATAL(burst->ncosts, 1);
    CU_ASSERT_EQUAL(burst->costs[0].kind, CARDRT_COST_KICKER);
    CU_ASSERT_STRING_EQUAL(burst->costs[0].counter, "{2}");
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    for (int i = 0; i < 3; i++)
        put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_ref bob = { CARDRT_REF_PLAYER, 1 };
    unsigned one = 1;
    cardrt_id b = put(g, "Test Burst", 0, CARDRT_HAND);
    cardrt_play kicked = { &bob, &one, 0, 0, CARDRT_PLAY_KICKED };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, b, &kicked), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);              /* drew */
    cardrt_id b2 = put(g, "Test Burst", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, b2, &bob, &one), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);              /* not kicked */
    /* A kicked creature enters with counters; its trigger's "if". */
    cardrt_id elf = put(g, "Test Kicked", 0, CARDRT_HAND);
    cardrt_play k = { .options = CARDRT_PLAY_KICKED };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, elf, &k), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, elf, "+1/+1"), 2);
    cardrt_id elf2 = put(g, "Test Kicked", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, elf2, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, elf2, "+1/+1"), 0);
    cardrt_id raider = put(g, "Test Marauder", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, raider, &k), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0) + cardrt_life(g, 1), 20 + 16 - 2);     /* either player */
    cardrt_id raider2 = put(g, "Test Marauder", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, raider2, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 0);                            /* no trigger */
    /* Buyback: back to the hand. */
    cardrt_id recall = put(g, "Test Recall", 0, CARDRT_HAND);
    cardrt_play bb = { .options = CARDRT_PLAY_BUYBACK };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, recall, &bb), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, recall), CARDRT_HAND);
    /* Flashback: from the graveyard, then exiled. */
    cardrt_id flare = put(g, "Test Flare", 0, CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, flare, &bob, &one), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, flare), CARDRT_EXILE);
    CU_ASSERT_EQUAL(cardrt_life(g, 0) + cardrt_life(g, 1), 20 + 16 - 2 - 1);
    cardrt_game_free(g);
}

static unsigned yes_to_all(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    answers[0] = c->kind == CARDRT_CHOOSE_YES_NO ? 1 : 0;
    return c->kind == CARDRT_CHOOSE_YES_NO || c->min ? 1 : 0;
}

static void keyword_triggers(void)
{
    /* CR 702.45 bushido, 702.30 echo, 702.24 cumulative upkeep, 702.32
     * fading, 702.63 vanishing (later rules). */
    CU_ASSERT_EQUAL(card("Test Samurai")->ntriggers, 1);
    CU_ASSERT_EQUAL(card("Test Vanishing")->ntriggers, 2);
    CU_ASSERT_STRING_EQUAL(card("Test Echo")->triggers[0].text, "Echo {1}{R}");
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id samurai = put(g, "Test Samurai", 1, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    cardrt_id echo = put(g, "Test Echo", 0, CARDRT_BATTLEFIELD);
    cardrt_id ageing = put(g, "Test Ageing", 0, CARDRT_BATTLEFIELD);
    cardrt_id fading = put(g, "Test Fading", 0, CARDRT_HAND);
    cardrt_id vanishing = put(g, "Test Vanishing", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, fading, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, fading, "fade"), 2);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, vanishing, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, vanishing, "time"), 1);
    /* Bushido: the Samurai blocks and gets +2/+2. */
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, &ogre, NULL, 1), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_blockers(g, 1, &samurai, &ogre, 1), CARDRT_OK);
    cardrt_resolve_top(g);
    int p, t;
    cardrt_pt(g, samurai, &p, &t);
    CU_ASSERT_EQUAL(p, 4);
    CU_ASSERT_EQUAL(t, 4);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END_COMBAT), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, samurai), CARDRT_BATTLEFIELD);
    /* The next upkeep: echo paid, an age counter and 1 life, a fade
     * counter, the last time counter and the Vanishing sacrificed. */
    cardrt_set_chooser(g, yes_to_all, NULL);
    cardrt_end_turn(g);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, echo), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, ageing, "age"), 1);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 19);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, fading, "fade"), 1);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, vanishing), CARDRT_GRAVEYARD);
    cardrt_set_chooser(g, NULL, NULL);
    cardrt_end_turn(g);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, echo), CARDRT_BATTLEFIELD);      /* echo only once */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ageing), CARDRT_GRAVEYARD);      /* not paid */
    cardrt_game_free(g);
}

static void typecycling(void)
{
    /* CR 702.29e (later rules): "Mountaincycling {2}" is "{2}, Discard this
     * card: Search your library for a Mountain card, reveal it, put it into
     * your hand, then shuffle"; it is cycling (702.29f). */
    const cardrt_card_def *d = card("Test Cycler");
    CU_ASSERT_EQUAL_FATAL(d->nactivated, 2);
    CU_ASSERT_EQUAL(d->activated[0].zones, CARDRT_IN(CARDRT_HAND));
    CU_ASSERT(d->activated[1].timing & CARDRT_TIMING_CYCLING);
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id forest = put(g, "Forest", 0, CARDRT_LIBRARY);
    cardrt_id ogre = put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_id c1 = put(g, "Test Cycler", 0, CARDRT_HAND);
    /* No Mountain: nothing found, the card is still cycled. */
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, c1, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, c1), CARDRT_GRAVEYARD);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, forest), CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 0);
    cardrt_id c2 = put(g, "Test Cycler", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, c2, 1, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, forest), CARDRT_HAND);      /* a basic land card */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_LIBRARY);
    cardrt_game_free(g);
}

static void crew(void)
{
    /* CR 702.122a (later rules): Crew N. */
    const cardrt_card_def *d = card("Test Wagon");
    CU_ASSERT_EQUAL_FATAL(d->nactivated, 1);
    CU_ASSERT_EQUAL(d->activated[0].costs[0].kind, CARDRT_COST_TAP_POWER);
    CU_ASSERT_EQUAL(d->activated[0].costs[0].n, 1);
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id wagon = put(g, "Test Wagon", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, wagon, 0, NULL, NULL), CARDRT_ECOST);
    cardrt_id ogre = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, wagon, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT(cardrt_is_tapped(g, ogre));
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_types(g, wagon), CARDRT_ARTIFACT | CARDRT_CREATURE);
    CU_ASSERT_EQUAL(cardrt_power(g, wagon), 3);
    cardrt_game_free(g);
}

static void more_keywords(void)
{
    /* Skulk, split second, extort, evolve, persist, undying (CR 702.x of
     * the current rules); rampage (Fourth Edition) and afflict as triggers. */
    CU_ASSERT_EQUAL(card("Test Shade")->keywords,
                    CARDRT_KW(CARDRT_KW_SKULK) | CARDRT_KW(CARDRT_KW_EXTORT) | CARDRT_KW(CARDRT_KW_EVOLVE)
                    | CARDRT_KW(CARDRT_KW_PERSIST) | CARDRT_KW(CARDRT_KW_UNDYING));
    CU_ASSERT_EQUAL(card("Test Splitter")->keywords, CARDRT_KW(CARDRT_KW_SPLIT_SECOND));
    CU_ASSERT_EQUAL(card("Test Paladin")->keywords,
                    CARDRT_KW(CARDRT_KW_PROT_ARTIFACTS) | CARDRT_KW(CARDRT_KW_PROT_MULTICOLORED)
                    | CARDRT_KW(CARDRT_KW_PROT_BLACK) | CARDRT_KW(CARDRT_KW_PROT_RED));
    const cardrt_card_def *r = card("Test Rampager");
    CU_ASSERT_EQUAL_FATAL(r->ntriggers, 2);
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id rampager = put(g, "Test Rampager", 0, CARDRT_BATTLEFIELD);
    cardrt_id o1 = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD), o2 = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, &rampager, NULL, 1), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    cardrt_id ogres[] = { o1, o2 }, at[] = { rampager, rampager };
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_blockers(g, 1, ogres, at, 2), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);
    cardrt_resolve_top(g);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_power(g, rampager), 5);       /* one blocker beyond the first */
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);              /* afflict 1 */
    cardrt_game_free(g);
}

/* Put the triggered abilities that wait on the stack, and resolve everything. */
static void settle(cardrt_game *g)
{
    cardrt_check_sba(g);
    for (int i = 0; i < 32 && cardrt_stack_size(g) > 0; i++)
        cardrt_resolve_top(g);
}

/* Drawing, discarding, sacrificing, becoming tapped and untapped, casting
 * this spell, casting during your turn, the other creature of a block. */
static void triggers_on_player_events(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    put(g, "Test Bookworm", 0, CARDRT_BATTLEFIELD);
    for (int i = 0; i < 3; i++)
        put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    put(g, "Gray Ogre", 1, CARDRT_LIBRARY);
    cardrt_draw(g, 0, 2);                       /* once for each card */
    cardrt_draw(g, 1, 1);                       /* not Ann's */
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);
    /* "Whenever you cycle or discard a card": a discard as a cost */
    put(g, "Test Channeler", 0, CARDRT_BATTLEFIELD);
    cardrt_id looter = put(g, "Test Looter", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, looter, 0, NULL, NULL), CARDRT_OK);
    settle(g);                                  /* + 1 (discard), + 1 (the draw) */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 24);
    /* "Whenever you sacrifice a creature" */
    put(g, "Test Scavenger", 0, CARDRT_BATTLEFIELD);
    cardrt_id pit = put(g, "Test Pit", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, pit, 0, NULL, NULL), CARDRT_OK);
    settle(g);                                  /* + 2 (the Pit), + 2 (the Scavenger) */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 28);
    /* "becomes tapped", "becomes untapped": only when it changes */
    cardrt_id sentry = put(g, "Test Sentry", 0, CARDRT_BATTLEFIELD);
    cardrt_set_tapped(g, sentry, true);
    cardrt_set_tapped(g, sentry, true);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 30);
    cardrt_set_tapped(g, sentry, false);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 29);
    /* "When you cast this spell": it resolves first, from the stack */
    cardrt_id herald = put(g, "Test Herald", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, herald, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 32);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, herald), CARDRT_STACK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, herald), CARDRT_BATTLEFIELD);
    /* "an opponent casts a spell during your turn" */
    put(g, "Test Magus", 0, CARDRT_BATTLEFIELD);
    cardrt_id bolt = put(g, "Lightning Bolt", 1, CARDRT_HAND);
    cardrt_ref ann = { CARDRT_REF_PLAYER, 0 };
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, bolt, &ann, &one), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 30);     /* + 1, - 3 */
    cardrt_game_free(g);
}

/* "Whenever this becomes the target of a spell an opponent controls,
 * counter that spell": the spell (CR 415.1: targets are chosen as it is
 * cast); Ann's own spell is not an opponent's. */
static void triggers_on_becoming_a_target(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id ward = put(g, "Test Ward", 1, CARDRT_BATTLEFIELD);
    cardrt_id bolt = put(g, "Lightning Bolt", 0, CARDRT_HAND);
    cardrt_ref t = obj(ward);
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bolt, &t, &one), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bolt), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ward), CARDRT_BATTLEFIELD);     /* countered */
    cardrt_id own = put(g, "Lightning Bolt", 1, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, own, &t, &one), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ward), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

/* Attacks on you, attackers not blocked, combat damage to a player
 * ("that player" is the player dealt damage), blocks either way, the end
 * of combat, creatures put into an opponent's graveyard. */
static void triggers_in_combat(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id duelist = put(g, "Test Duelist", 0, CARDRT_BATTLEFIELD);
    cardrt_id stinger = put(g, "Test Stinger", 0, CARDRT_BATTLEFIELD);
    put(g, "Test Taunter", 0, CARDRT_BATTLEFIELD);
    put(g, "Test Sundial", 0, CARDRT_BATTLEFIELD);
    put(g, "Test Lookout", 1, CARDRT_BATTLEFIELD);
    put(g, "Gray Ogre", 1, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    cardrt_id attackers[] = { duelist, stinger };
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, attackers, NULL, 2), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 22);     /* the Lookout, twice */
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_blockers(g, 1, NULL, NULL, 0), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);     /* the Stinger: not blocked */
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_END_COMBAT), CARDRT_OK);
    settle(g);
    /* 1 + 1 combat damage; the Duelist makes Bob discard, the Taunter makes him lose 1 */
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 17);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_HAND), 0);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 21);     /* the Sundial, at end of combat */
    cardrt_game_free(g);

    /* "blocks or becomes blocked by a creature, destroy that creature" */
    for (int side = 0; side < 2; side++) {
        g = cardrt_game_new(2, 20, 1);
        put(g, "Test Collector", side, CARDRT_BATTLEFIELD);
        cardrt_id basilisk = put(g, "Test Basilisk", side, CARDRT_BATTLEFIELD);
        cardrt_id ogre = put(g, "Gray Ogre", 1 - side, CARDRT_BATTLEFIELD);
        cardrt_id attacker = side == 0 ? basilisk : ogre, blocker = side == 0 ? ogre : basilisk;
        CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
        CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, &attacker, NULL, 1), CARDRT_OK);
        CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
        CU_ASSERT_EQUAL_FATAL(cardrt_declare_blockers(g, 1, &blocker, &attacker, 1), CARDRT_OK);
        settle(g);
        CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
        CU_ASSERT_EQUAL(cardrt_zone_of(g, basilisk), CARDRT_BATTLEFIELD);
        /* the Ogre went to its owner's graveyard, an opponent's for the Collector */
        CU_ASSERT_EQUAL(cardrt_life(g, side), 21);
        cardrt_game_free(g);
    }
}

/* "At the beginning of each opponent's upkeep", "of the upkeep of
 * enchanted creature's controller". */
static void triggers_on_whose_upkeep(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    put(g, "Test Tollkeeper", 0, CARDRT_BATTLEFIELD);
    cardrt_id bear = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    cardrt_id hex = put(g, "Test Hex", 0, CARDRT_HAND);
    cardrt_ref t = obj(bear);
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, hex, &t, &one), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL_FATAL(cardrt_attached_to(g, hex), bear);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);     /* Bob's upkeep */
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 21);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);     /* Ann's: neither */
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 21);
    cardrt_game_free(g);
}

/* Intervening "if" clauses read what happened this turn and last turn:
 * deaths, attacks, spells cast, life lost and gained, lands entered. */
static void conditions_from_history(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    put(g, "Test Mourner", 0, CARDRT_BATTLEFIELD);
    put(g, "Test Leech", 0, CARDRT_BATTLEFIELD);
    put(g, "Test Moon", 0, CARDRT_BATTLEFIELD);
    cardrt_id surveyor = put(g, "Test Surveyor", 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    cardrt_id forest = put(g, "Forest", 0, CARDRT_HAND);
    cardrt_id bolts[] = { put(g, "Lightning Bolt", 0, CARDRT_HAND), put(g, "Lightning Bolt", 0, CARDRT_HAND) };
    for (int i = 0; i < 2; i++)
        put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    for (int i = 0; i < 3; i++)
        put(g, "Gray Ogre", 1, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL_FATAL(cardrt_play_land(g, 0, forest), CARDRT_OK);
    cardrt_ref t[] = { obj(ogre), { CARDRT_REF_PLAYER, 1 } };
    unsigned one = 1;
    for (int i = 0; i < 2; i++) {
        CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bolts[i], &t[i], &one), CARDRT_OK);
        settle(g);
    }
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, &surveyor, NULL, 1), CARDRT_OK);
    cardrt_lose_life(g, 1, 10);
    /* Ann's end step: a creature died (+1), she attacked (+2), a land
     * entered (+1), Bob lost 3 or more (+4), Bob has 10 or less (+5); she
     * had gained no life as the end step began: no card. */
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 6);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 32);     /* 33, and Bob's upkeep: Ann cast two spells last turn */
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 0);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);     /* Ann's upkeep: no spells last turn */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 33);
    /* Ann's end step: Bob has 10 or less (+5); she gained life: a card;
     * Bob's upkeep: no spells last turn (+1) */
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 39);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 2);
    cardrt_game_free(g);
}

/* "As long as enchanted creature is red", "Activate only during combat",
 * "during an opponent's turn". */
static void conditions_now(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id skirmisher = put(g, "Test Skirmisher", 0, CARDRT_BATTLEFIELD);
    cardrt_id worm = put(g, "Test Bookworm", 0, CARDRT_BATTLEFIELD);
    cardrt_id pennants[] = { put(g, "Test Pennant", 0, CARDRT_HAND), put(g, "Test Pennant", 0, CARDRT_HAND) };
    cardrt_ref t[] = { obj(skirmisher), obj(worm) };
    unsigned one = 1;
    for (int i = 0; i < 2; i++) {
        CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, pennants[i], &t[i], &one), CARDRT_OK);
        settle(g);
    }
    CU_ASSERT_EQUAL(cardrt_power(g, skirmisher), 3);
    CU_ASSERT_EQUAL(cardrt_power(g, worm), 1);      /* blue */
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, skirmisher, 0, NULL, NULL), CARDRT_ETIMING);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_BEGIN_COMBAT), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, skirmisher, 0, NULL, NULL), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 21);
    cardrt_game_free(g);

    g = cardrt_game_new(2, 20, 1);
    put(g, "Test Skirmisher", 1, CARDRT_BATTLEFIELD);
    cardrt_id bolt = put(g, "Lightning Bolt", 1, CARDRT_HAND);
    cardrt_ref ann = { CARDRT_REF_PLAYER, 0 };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, bolt, &ann, &one), CARDRT_OK);     /* in Ann's turn */
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 22);
    put(g, "Gray Ogre", 1, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    bolt = put(g, "Lightning Bolt", 1, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, bolt, &ann, &one), CARDRT_OK);     /* in his own */
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 22);
    cardrt_game_free(g);
}

/* Attacking alone, with two or more, "one or more creatures you control
 * attack" (once), entering or leaving, playing lands, "cycle this or it
 * dies", becoming the target of an instant or sorcery spell. */
static void triggers_on_attacks_and_more(void)
{
    for (int two = 0; two < 2; two++) {
        cardrt_game *g = cardrt_game_new(2, 20, 1);
        cardrt_id ronin = put(g, "Test Ronin", 0, CARDRT_BATTLEFIELD);
        cardrt_id ogre = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
        put(g, "Test Drummer", 0, CARDRT_BATTLEFIELD);
        cardrt_id attackers[] = { ronin, ogre };
        CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
        CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, attackers, NULL, two ? 2 : 1), CARDRT_OK);
        settle(g);
        CU_ASSERT_EQUAL(cardrt_life(g, 0), two ? 25 : 24);     /* 2 + 3, or 1 + 3 */
        cardrt_game_free(g);
    }

    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id gate = put(g, "Test Gatekeeper", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, gate, NULL, NULL), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 21);
    cardrt_id bolt = put(g, "Lightning Bolt", 0, CARDRT_HAND);
    cardrt_ref t = obj(gate);
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bolt, &t, &one), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);     /* it left: it looks back */
    put(g, "Test Gatekeeper", 0, CARDRT_BATTLEFIELD);
    cardrt_id forest = put(g, "Forest", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_play_land(g, 0, forest), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);     /* Ann's own land */
    put(g, "Gray Ogre", 1, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    cardrt_id theirs = put(g, "Forest", 1, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_play_land(g, 1, theirs), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 24);
    cardrt_game_free(g);

    g = cardrt_game_new(2, 20, 1);
    put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_id cycler = put(g, "Test Sojourner", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, cycler, 0, NULL, NULL), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    cardrt_id dier = put(g, "Test Sojourner", 0, CARDRT_BATTLEFIELD);
    t = obj(dier);
    bolt = put(g, "Lightning Bolt", 1, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, bolt, &t, &one), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 26);
    /* an instant targets the Wolfkin; an activated ability does not count */
    cardrt_id wolf = put(g, "Test Wolfkin", 0, CARDRT_BATTLEFIELD);
    cardrt_id growth = put(g, "Giant Growth", 0, CARDRT_HAND);
    t = obj(wolf);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, growth, &t, &one), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 28);
    cardrt_id sorcerer = put(g, "Prodigal Sorcerer", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, sorcerer, 0, &t, &one), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 28);
    cardrt_game_free(g);
}

/* "X target lands": exactly X; "up to X target creatures": 0 to X. */
static void x_targets(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id lands[] = { put(g, "Forest", 1, CARDRT_BATTLEFIELD), put(g, "Forest", 1, CARDRT_BATTLEFIELD) };
    cardrt_id quake = put(g, "Test Quake", 0, CARDRT_HAND);
    cardrt_ref t[] = { obj(lands[0]), obj(lands[1]) };
    unsigned one = 1, two = 2;
    cardrt_play wrong = { t, &one, 0, 2, 0 }, play = { t, &two, 0, 2, 0 };
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, quake, &wrong), CARDRT_ETARGET);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, quake, &play), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, lands[0]), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, lands[1]), CARDRT_GRAVEYARD);
    cardrt_id ogres[] = { put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD), put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD) };
    cardrt_id frost = put(g, "Test Frost", 0, CARDRT_HAND);
    cardrt_ref c[] = { obj(ogres[0]), obj(ogres[1]) };
    cardrt_play too_many = { c, &two, 0, 1, 0 }, some = { c, &one, 0, 3, 0 };
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, frost, &too_many), CARDRT_ETARGET);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, frost, &some), CARDRT_OK);
    settle(g);
    CU_ASSERT(cardrt_is_tapped(g, ogres[0]));
    CU_ASSERT(!cardrt_is_tapped(g, ogres[1]));
    cardrt_game_free(g);
}

static void blocks_only_flyers(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id ogre = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    cardrt_id angel = put(g, "Serra Angel", 0, CARDRT_BATTLEFIELD);
    cardrt_id percher = put(g, "Test Percher", 1, CARDRT_BATTLEFIELD);
    CU_ASSERT(cardrt_has_keyword(g, percher, CARDRT_KW_BLOCKS_ONLY_FLYERS));
    cardrt_id attackers[] = { ogre, angel };
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, attackers, NULL, 2), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &percher, &ogre, 1), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &percher, &angel, 1), CARDRT_OK);
    CU_ASSERT(cardrt_is_blocked(g, angel));
    cardrt_game_free(g);
    /* "can't be blocked by more than one creature" */
    g = cardrt_game_new(2, 20, 1);
    cardrt_id krushok = put(g, "Test Krushok", 0, CARDRT_BATTLEFIELD);
    cardrt_id b1 = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD), b2 = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, &krushok, NULL, 1), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    cardrt_id two[] = { b1, b2 }, at[] = { krushok, krushok };
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, two, at, 2), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, two, at, 1), CARDRT_OK);
    cardrt_game_free(g);
}

static void top_and_bottom_of_a_library(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    put(g, "Serra Angel", 1, CARDRT_LIBRARY);
    cardrt_id low = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD), high = put(g, "Test Spinner", 1, CARDRT_BATTLEFIELD);
    cardrt_ref t = obj(low);
    cast_and_resolve(g, "Test Tucker", &t);
    cardrt_pass_all(g);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 1, high, 0, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, low), CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_LIBRARY), 3);
    cardrt_draw(g, 1, 1);                       /* the top: the Spinner */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, high), CARDRT_HAND);
    cardrt_draw(g, 1, 1);                       /* then the Angel; the Ogre is last */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, low), CARDRT_LIBRARY);
    cardrt_game_free(g);
}

static void costs_from_the_graveyard_and_returning(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id wurm = put(g, "Test Wurm", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_activate(g, 0, wurm, 0, NULL, NULL), CARDRT_EZONE);     /* only from the graveyard */
    cardrt_move(g, wurm, CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, wurm, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, wurm), CARDRT_EXILE);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    /* "return a land you control to its owner's hand": none, no spell. */
    cardrt_id bolt = put(g, "Lightning Bolt", 1, CARDRT_HAND);
    cardrt_ref ann = { CARDRT_REF_PLAYER, 0 };
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 1, bolt, &ann, &one), CARDRT_OK);
    cardrt_id deprive = put(g, "Test Deprive", 0, CARDRT_HAND);
    cardrt_ref spell = obj(bolt);
    CU_ASSERT_EQUAL(cardrt_cast(g, 0, deprive, &spell, &one), CARDRT_ECOST);
    cardrt_id forest = put(g, "Forest", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, deprive, &spell, &one), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, forest), CARDRT_HAND);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bolt), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    cardrt_game_free(g);
}

/* "When enchanted land becomes tapped, destroy it": the land; "Whenever
 * enchanted creature is dealt damage, its controller loses that much life":
 * the damage dealt. */
static void triggers_on_what_an_aura_enchants(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id forest = put(g, "Forest", 1, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    cardrt_id blight = put(g, "Test Blight", 0, CARDRT_HAND);
    cardrt_id thorns = put(g, "Test Thorns", 0, CARDRT_HAND);
    cardrt_ref t = obj(forest);
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, blight, &t, &one), CARDRT_OK);
    settle(g);
    t = obj(ogre);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, thorns, &t, &one), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL_FATAL(cardrt_attached_to(g, thorns), ogre);
    cardrt_id sorcerer = put(g, "Prodigal Sorcerer", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, sorcerer, 0, &t, &one), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 19);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 20);
    cardrt_set_tapped(g, forest, true);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, forest), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, blight), CARDRT_GRAVEYARD);   /* it enchants nothing now */
    cardrt_game_free(g);
}

/* The chooser: yes to every yes-or-no choice, the default otherwise. */
static unsigned always_yes(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    if (c->kind != CARDRT_CHOOSE_YES_NO)
        return 0;       /* the default */
    answers[0] = 1;
    return 1;
}

/* "Sacrifice this unless you sacrifice a land" (CR 413.2c): with no land
 * the option can't be chosen. */
static void unless_you_sacrifice(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_set_chooser(g, always_yes, NULL);
    cardrt_id glutton = put(g, "Test Glutton", 1, CARDRT_BATTLEFIELD);
    cardrt_id mine = put(g, "Test Glutton", 0, CARDRT_BATTLEFIELD);
    cardrt_id forest = put(g, "Forest", 0, CARDRT_BATTLEFIELD);
    put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    put(g, "Gray Ogre", 1, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);     /* Bob's upkeep: no land */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, glutton), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);     /* Ann's: the Forest goes */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, mine), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, forest), CARDRT_GRAVEYARD);
    cardrt_game_free(g);
}

/* "if you cast it from your hand", "if you cast this spell during your
 * main phase": how the spell was cast. */
static void conditions_on_casting(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    for (int i = 0; i < 4; i++)
        put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_id avatar = put(g, "Test Avatar", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, avatar, NULL, NULL), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    cardrt_id other = put(g, "Test Avatar", 0, CARDRT_GRAVEYARD);
    cardrt_move(g, other, CARDRT_BATTLEFIELD);        /* not cast */
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    cardrt_id addendum = put(g, "Test Addendum", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, addendum, NULL, NULL), CARDRT_OK);      /* main phase */
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 24);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_BEGIN_COMBAT), CARDRT_OK);
    addendum = put(g, "Test Addendum", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, addendum, NULL, NULL), CARDRT_OK);      /* combat */
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 25);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);
    cardrt_game_free(g);

    /* as it enters: "with a divinity counter on it if you cast it from your hand" */
    g = cardrt_game_new(2, 20, 1);
    cardrt_id myojin = put(g, "Test Myojin", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, myojin, NULL, NULL), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, myojin, "divinity"), 1);
    cardrt_id moved = put(g, "Test Myojin", 0, CARDRT_GRAVEYARD);
    cardrt_move(g, moved, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, moved, "divinity"), 0);
    cardrt_game_free(g);
}

/* "defending player" in conditions and target descriptions: the player
 * the creature attacks, or the one attacked when an Equipment's ability
 * says it; "two or more opponents"; "no creatures are on the battlefield". */
static void defending_player_and_opponents(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id beebles = put(g, "Test Beebles", 0, CARDRT_BATTLEFIELD);
    cardrt_id bearer = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    cardrt_id lance = put(g, "Test Lance", 0, CARDRT_BATTLEFIELD);
    cardrt_id blocker = put(g, "Scryb Sprites", 1, CARDRT_BATTLEFIELD);
    cardrt_id mox = put(g, "Mox Test", 1, CARDRT_BATTLEFIELD);
    cardrt_ref t = obj(bearer);
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, lance, 0, &t, &one), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL_FATAL(cardrt_attached_to(g, lance), bearer);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    cardrt_id attackers[] = { beebles, bearer };
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, attackers, NULL, 2), CARDRT_OK);
    settle(g);                  /* 1 damage to Bob's only creature */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, blocker), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bearer), CARDRT_BATTLEFIELD);
    cardrt_id wall = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &wall, &beebles, 1), CARDRT_EINVAL);   /* Bob has the Mox */
    cardrt_move(g, mox, CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_declare_blockers(g, 1, &wall, &beebles, 1), CARDRT_OK);
    cardrt_game_free(g);

    g = cardrt_game_new(3, 20, 1);
    cardrt_id outpost = put(g, "Test Outpost", 0, CARDRT_HAND);
    put(g, "Test Silence", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_play_land(g, 0, outpost), CARDRT_OK);
    CU_ASSERT(!cardrt_is_tapped(g, outpost));
    cardrt_game_free(g);
    g = cardrt_game_new(2, 20, 1);
    outpost = put(g, "Test Outpost", 0, CARDRT_HAND);
    put(g, "Test Silence", 0, CARDRT_BATTLEFIELD);
    for (int p = 0; p < 2; p++)
        put(g, "Gray Ogre", (unsigned)p, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL_FATAL(cardrt_play_land(g, 0, outpost), CARDRT_OK);
    CU_ASSERT(cardrt_is_tapped(g, outpost));
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);     /* Ann's upkeep: no creatures */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);
    cardrt_game_free(g);
}

/* From the library to the graveyard, combat damage only, "unless you
 * discard two cards" with one card (CR 413.2c: it can't be chosen). */
static void triggers_from_the_library_and_combat_damage(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id lurker = put(g, "Test Lurker", 0, CARDRT_LIBRARY);
    cardrt_id other = put(g, "Test Lurker", 0, CARDRT_HAND);
    cardrt_move(g, other, CARDRT_GRAVEYARD);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 20);
    cardrt_move(g, lurker, CARDRT_GRAVEYARD);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 22);
    cardrt_id bulwark = put(g, "Test Bulwark", 1, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    cardrt_deal_damage(g, ogre, obj(bulwark), 1);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 20);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_ATTACKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_attackers(g, 0, &ogre, NULL, 1), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_DECLARE_BLOCKERS), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_declare_blockers(g, 1, &bulwark, &ogre, 1), CARDRT_OK);
    CU_ASSERT_EQUAL_FATAL(cardrt_advance_to(g, CARDRT_STEP_END_COMBAT), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 21);
    cardrt_game_free(g);

    for (int cards = 1; cards <= 2; cards++) {
        g = cardrt_game_new(2, 20, 1);
        cardrt_set_chooser(g, always_yes, NULL);
        for (int i = 0; i < cards; i++)
            put(g, "Gray Ogre", 0, CARDRT_HAND);
        cardrt_id hulk = put(g, "Test Hulk", 0, CARDRT_HAND);
        CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, hulk, NULL, NULL), CARDRT_OK);
        settle(g);
        CU_ASSERT_EQUAL(cardrt_zone_of(g, hulk), cards == 2 ? CARDRT_BATTLEFIELD : CARDRT_GRAVEYARD);
        CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), cards == 2 ? 0 : 1);
        cardrt_game_free(g);
    }
}

/* "If X is 3 or more", "if you have two or more creature cards in your
 * graveyard", "if it was cast", "if an opponent has no cards in hand". */
static void conditions_on_amounts_and_zones(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    for (int i = 0; i < 2; i++)
        put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    for (int x = 2; x <= 3; x++) {
        cardrt_id coup = put(g, "Test Coup", 0, CARDRT_HAND);
        cardrt_play play = { NULL, NULL, 0, x, 0 };
        CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, coup, &play), CARDRT_OK);
        settle(g);
    }
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 25);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 1);       /* X 3 only */
    put(g, "Gray Ogre", 0, CARDRT_GRAVEYARD);
    put(g, "Gray Ogre", 1, CARDRT_GRAVEYARD);                       /* Bob's: not yours */
    cardrt_id keeper = put(g, "Test Keeper", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, keeper, NULL, NULL), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 26);     /* cast (+1), one creature card of yours */
    put(g, "Gray Ogre", 0, CARDRT_GRAVEYARD);
    cardrt_id keeper2 = put(g, "Test Keeper", 0, CARDRT_GRAVEYARD);
    cardrt_move(g, keeper2, CARDRT_BATTLEFIELD);    /* not cast; now two other creature cards */
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 28);
    cardrt_game_free(g);

    g = cardrt_game_new(2, 20, 1);
    put(g, "Test Flame", 0, CARDRT_BATTLEFIELD);
    cardrt_id card = put(g, "Gray Ogre", 1, CARDRT_HAND);
    for (int i = 0; i < 2; i++)
        put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);     /* Bob has a card */
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 20);
    cardrt_move(g, card, CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 1, CARDRT_HAND), 0);
    CU_ASSERT_EQUAL(cardrt_end_turn(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 21);
    cardrt_game_free(g);
}

/* The chooser: the object *USER among the candidates, the default otherwise. */
static unsigned pick_object(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)g;
    for (unsigned i = 0; c->kind == CARDRT_CHOOSE_OBJECTS && i < c->ncandidates; i++)
        if (c->candidates[i].kind == CARDRT_REF_OBJECT && c->candidates[i].id == *(const cardrt_id *)user) {
            answers[0] = i;
            return 1;
        }
    return 0;
}

/* "the sacrificed creature's power": the creature a cost sacrificed, as it
 * last was on the battlefield (CR 413.2f; Rules FAQ 1.1.04). */
static void what_the_costs_paid_with(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id cyclops = put(g, "Test Cyclops", 0, CARDRT_BATTLEFIELD);
    cardrt_id ogre = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    cardrt_id growth = put(g, "Giant Growth", 0, CARDRT_HAND);
    cardrt_ref t = obj(ogre);
    unsigned one = 1;
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, growth, &t, &one), CARDRT_OK);
    settle(g);                                  /* the Ogre is 5/5 */
    cardrt_ref bob = { CARDRT_REF_PLAYER, 1 };
    cardrt_set_chooser(g, pick_object, &ogre);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, cyclops, 0, &bob, &one), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 15);     /* 5: its power as it was sacrificed */
    cardrt_game_free(g);

    g = cardrt_game_new(2, 20, 1);
    ogre = put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    cardrt_id fling = put(g, "Test Fling", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, fling, &bob, &one), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);     /* paid as it was cast */
    settle(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 18);
    cardrt_game_free(g);
}

static void alternative_costs_and_designations(void)
{
    /* CR 702.74 evoke, 702.109 dash, 702.84 unearth, 702.54 bloodthirst,
     * 702.112 renown, 701.37 monstrosity (later rules). */
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id evoker = put(g, "Test Evoker", 0, CARDRT_HAND);
    cardrt_play evoked = { .options = CARDRT_PLAY_EVOKED };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, evoker, &evoked), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 2);                /* gain 3, and the sacrifice */
    while (cardrt_stack_size(g))
        cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, evoker), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    cardrt_id dasher = put(g, "Test Dasher", 0, CARDRT_HAND);
    cardrt_play dashed = { .options = CARDRT_PLAY_DASHED };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, dasher, &dashed), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT(cardrt_has_keyword(g, dasher, CARDRT_KW_HASTE));
    cardrt_id un = put(g, "Test Unearther", 0, CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, un, 0, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, un), CARDRT_BATTLEFIELD);
    cardrt_id monster = put(g, "Test Monster", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT(!cardrt_has_keyword(g, monster, CARDRT_KW_TRAMPLE));
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, monster, 0, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_power(g, monster), 5);
    CU_ASSERT(cardrt_has_keyword(g, monster, CARDRT_KW_TRAMPLE));       /* "as long as ... monstrous" */
    cardrt_deal_damage(g, monster, (cardrt_ref){ CARDRT_REF_PLAYER, 1 }, 1);
    cardrt_id bloody = put(g, "Test Bloody", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, bloody, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, bloody, "+1/+1"), 2);
    CU_ASSERT_EQUAL(card("Test Renowned")->ntriggers, 1);
    CU_ASSERT_EQUAL(cardrt_advance_to(g, CARDRT_STEP_END), CARDRT_OK);
    while (cardrt_stack_size(g))
        cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, dasher), CARDRT_HAND);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, un), CARDRT_EXILE);
    cardrt_game_free(g);
}

static void help_paying(void)
{
    /* CR 702.41 affinity, 702.51 convoke, 702.66 delve, 702.126 improvise. */
    const cardrt_card_def *d = card("Test Affinity");
    CU_ASSERT_EQUAL_FATAL(d->ncosts, 1);
    CU_ASSERT_EQUAL(d->costs[0].kind, CARDRT_COST_AFFINITY);
    CU_ASSERT_EQUAL(card("Test Convoke")->keywords, CARDRT_KW(CARDRT_KW_CONVOKE));
    CU_ASSERT_EQUAL(card("Test Delve")->keywords, CARDRT_KW(CARDRT_KW_DELVE));
    CU_ASSERT_EQUAL(card("Test Improvise")->keywords, CARDRT_KW(CARDRT_KW_IMPROVISE));
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_set_strict_mana(g, true);
    for (int i = 0; i < 4; i++)
        put(g, "Mox Test", 0, CARDRT_BATTLEFIELD);
    put(g, "Mox Test", 1, CARDRT_BATTLEFIELD);
    cardrt_id golem = put(g, "Test Affinity", 0, CARDRT_HAND);
    cardrt_add_mana(g, 0, "{U}", false);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, golem, NULL, NULL), CARDRT_OK);     /* {4} less */
    cardrt_game_free(g);
}

static unsigned yes_bob(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    if (c->kind == CARDRT_CHOOSE_YES_NO) {
        answers[0] = 1;
        return 1;
    }
    for (unsigned i = 0; i < c->ncandidates && c->max; i++)
        if (c->candidates && c->candidates[i].kind == CARDRT_REF_PLAYER && c->candidates[i].id == 1) {
            answers[0] = i;
            return 1;
        }
    for (unsigned i = 0; i < c->min; i++)
        answers[i] = i;
    return c->min;
}

static void cast_while_resolving(void)
{
    /* CR 702.85 cascade, 702.62 suspend, 702.35 madness (later rules). */
    CU_ASSERT_EQUAL(card("Test Cascader")->keywords, CARDRT_KW(CARDRT_KW_CASCADE));
    CU_ASSERT_EQUAL(card("Test Grapeshot")->keywords, CARDRT_KW(CARDRT_KW_STORM));
    const cardrt_card_def *s = card("Test Suspender");
    CU_ASSERT_EQUAL_FATAL(s->ncosts, 1);
    CU_ASSERT_EQUAL(s->costs[0].kind, CARDRT_COST_SUSPEND);
    CU_ASSERT_EQUAL(s->costs[0].n, 3);
    CU_ASSERT_EQUAL(s->ntriggers, 2);
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_set_chooser(g, yes_bob, NULL);
    cardrt_id sus = put(g, "Test Suspender", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_suspend(g, 0, sus), CARDRT_OK);
    for (int i = 0; i < 6; i++)
        cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, sus), CARDRT_GRAVEYARD);          /* cast and resolved */
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 15);
    cardrt_id mad = put(g, "Test Mad", 0, CARDRT_HAND);
    cardrt_id lib = put(g, "Gray Ogre", 0, CARDRT_LIBRARY);
    cardrt_id bolt = put(g, "Lightning Bolt", 0, CARDRT_LIBRARY);
    cardrt_id casc = put(g, "Test Cascader", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, casc, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);                                              /* cascade into the Bolt */
    CU_ASSERT_EQUAL(cardrt_zone_of(g, bolt), CARDRT_STACK);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, lib), CARDRT_LIBRARY);
    while (cardrt_stack_size(g))
        cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 12);
    /* Discarded to seven at cleanup: madness. */
    for (int i = 0; i < 7; i++)
        put(g, "Gray Ogre", 0, CARDRT_HAND);
    cardrt_end_turn(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, mad), CARDRT_GRAVEYARD);          /* cast, resolved */
    CU_ASSERT_EQUAL(cardrt_life(g, 1), 10);
    cardrt_game_free(g);
}

static void morph(void)
{
    /* CR 702.37: morph and megamorph (later rules). */
    const cardrt_card_def *d = card("Test Megamorph");
    CU_ASSERT_EQUAL_FATAL(d->ncosts, 1);
    CU_ASSERT_EQUAL(d->costs[0].kind, CARDRT_COST_MORPH);
    CU_ASSERT_EQUAL(d->costs[0].n, 1);
    CU_ASSERT_STRING_EQUAL(d->costs[0].counter, "{G}");
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id m = put(g, "Test Morphling", 0, CARDRT_HAND);
    cardrt_play down = { .options = CARDRT_PLAY_FACE_DOWN };
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, m, &down), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT(cardrt_is_face_down(g, m));
    CU_ASSERT(!cardrt_has_keyword(g, m, CARDRT_KW_FLYING));
    CU_ASSERT_EQUAL(cardrt_power(g, m), 2);
    CU_ASSERT_EQUAL_FATAL(cardrt_turn_face_up(g, 0, m), CARDRT_OK);
    CU_ASSERT(cardrt_has_keyword(g, m, CARDRT_KW_FLYING));
    cardrt_id mega = put(g, "Test Megamorph", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, mega, &down), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL_FATAL(cardrt_turn_face_up(g, 0, mega), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_power(g, mega), 5);
    cardrt_game_free(g);
}

static void returning_keywords(void)
{
    /* CR 702.88 rebound, 702.143 foretell, 702.92 living weapon, 702.89
     * totem armor, 702.136 riot, 702.107 outlast (later rules). */
    CU_ASSERT_EQUAL(card("Test Rebound")->keywords, CARDRT_KW(CARDRT_KW_REBOUND));
    CU_ASSERT_EQUAL(card("Test Germ")->keywords, CARDRT_KW(CARDRT_KW_LIVING_WEAPON));
    CU_ASSERT_EQUAL(card("Test Umbra")->keywords, CARDRT_KW(CARDRT_KW_TOTEM_ARMOR));
    CU_ASSERT_EQUAL(card("Test Riot")->keywords, CARDRT_KW(CARDRT_KW_RIOT));
    const cardrt_card_def *f = card("Test Foretell");
    CU_ASSERT_EQUAL_FATAL(f->ncosts, 1);
    CU_ASSERT_EQUAL(f->costs[0].kind, CARDRT_COST_FORETELL);
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id o = put(g, "Test Outlast", 0, CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, o, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT(cardrt_is_tapped(g, o));
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_counter_count(g, o, "+1/+1"), 1);
    cardrt_id germ = put(g, "Test Germ", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, germ, NULL, NULL), CARDRT_OK);
    while (cardrt_stack_size(g))
        cardrt_resolve_top(g);
    cardrt_id token = cardrt_attached_to(g, germ);
    CU_ASSERT_EQUAL(cardrt_power(g, token), 1);
    cardrt_game_free(g);
}

static void may_have_it_do(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_set_chooser(g, say_yes, NULL);
    cardrt_id ogre = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    cardrt_id caster = put(g, "Test Caster", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, caster, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);                      /* the creature; its trigger targets the Ogre */
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, ogre), CARDRT_GRAVEYARD);     /* 2/2 got -2/-2 */
    /* "has base power and toughness 1/1 until end of turn" (layer 7b). */
    cardrt_id angel = put(g, "Serra Angel", 1, CARDRT_BATTLEFIELD);
    cardrt_ref t = obj(angel);
    cast_and_resolve(g, "Test Conform", &t);
    int p, q;
    cardrt_pt(g, angel, &p, &q);
    CU_ASSERT_EQUAL(p, 1);
    CU_ASSERT_EQUAL(q, 1);
    /* "a ... token for each Forest you control": two. */
    put(g, "Forest", 0, CARDRT_BATTLEFIELD);
    put(g, "Forest", 0, CARDRT_BATTLEFIELD);
    put(g, "Forest", 1, CARDRT_BATTLEFIELD);
    unsigned before = cardrt_zone_size(g, 0, CARDRT_BATTLEFIELD);
    cast_and_resolve(g, "Test Beacon", NULL);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_BATTLEFIELD), before + 2);
    cardrt_game_free(g);
    /* "equal to the number of opponents you have" (three), "Draw cards equal
     * to the number of creatures you control" (two). */
    g = cardrt_game_new(4, 20, 1);
    put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    put(g, "Gray Ogre", 0, CARDRT_BATTLEFIELD);
    for (int i = 0; i < 5; i++)
        put(g, "Forest", 0, CARDRT_LIBRARY);
    cast_and_resolve(g, "Test Census", NULL);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    CU_ASSERT_EQUAL(cardrt_zone_size(g, 0, CARDRT_HAND), 2);
    /* "the greatest power among creatures you control": the Angel's 4. */
    put(g, "Serra Angel", 0, CARDRT_BATTLEFIELD);
    put(g, "Serra Angel", 1, CARDRT_BATTLEFIELD);
    cast_and_resolve(g, "Test Measure", NULL);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 27);
    cardrt_game_free(g);
}

static void skips_its_next_untap_step(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id ogre = put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD);
    cardrt_ref t = obj(ogre);
    cast_and_resolve(g, "Test Chill", &t);
    CU_ASSERT(cardrt_is_tapped(g, ogre));
    cardrt_end_turn(g);                         /* Bob's untap step: it stays tapped */
    CU_ASSERT(cardrt_is_tapped(g, ogre));
    cardrt_end_turn(g);
    cardrt_end_turn(g);                         /* Bob's next one: it untaps */
    CU_ASSERT(!cardrt_is_tapped(g, ogre));
    cardrt_game_free(g);
}

void test_register(void)
{
    CU_pSuite s = test_suite("compiled");
    test_add(s, "registry_and_characteristics", registry_and_characteristics);
    test_add(s, "ed4_bolt_and_growth", bolt_and_growth);
    test_add(s, "faq_1_1_05_doom_blade_nonblack", doom_blade_targets_nonblack_only);
    test_add(s, "terminate_cant_be_regenerated", terminate_cant_be_regenerated);
    test_add(s, "divination_draws_two", divination_draws_two);
    test_add(s, "cr_414_counterspell", counterspell_counters);
    test_add(s, "faq_1_1_01_decimate_four_targets", decimate_four_targets);
    test_add(s, "triggered_abilities", triggered_abilities);
    test_add(s, "cr_418_4_static_abilities", static_abilities);
    test_add(s, "mana_abilities", mana_abilities);
    test_add(s, "cr_413_2f_sets_of_objects", sets_of_objects);
    test_add(s, "triggers_on_other_objects", triggers_on_other_objects);
    test_add(s, "targets_you_control", targets_you_control);
    test_add(s, "tokens", tokens);
    test_add(s, "cr_413_2c_may_and_if_you_do", may_and_if_you_do);
    test_add(s, "restrictions", restrictions);
    test_add(s, "faq_1_1_04_sacrifice_and_discard_costs", sacrifice_and_discard_costs);
    test_add(s, "ed4_destroying_the_source_does_not_stop_it", activated_abilities);
    test_add(s, "self_references_and_grants", self_references_and_grants);
    test_add(s, "cr_418_2_as_it_enters", as_it_enters);
    test_add(s, "cr_413_2c_choices_as_it_resolves", choices_as_it_resolves);
    test_add(s, "cr_415_5_cards_in_a_graveyard_as_targets", cards_in_a_graveyard_as_targets);
    test_add(s, "cr_413_2f_amounts_and_conditions", amounts_and_conditions);
    test_add(s, "reveal_and_relations", reveal_and_relations);
    test_add(s, "combat_triggers", combat_triggers);
    test_add(s, "triggers_on_alternatives", triggers_on_alternatives);
    test_add(s, "cr_416_1_prevention", prevention);
    test_add(s, "counters_of_any_kind", counters_of_any_kind);
    test_add(s, "cr_606_loyalty_abilities", loyalty_abilities);
    test_add(s, "cr_418_2_choices_as_it_enters", choices_as_it_enters);
    test_add(s, "predefined_tokens", predefined_tokens);
    test_add(s, "tokens_with_granted_abilities", tokens_with_granted_abilities);
    test_add(s, "cr_413_2c_may_pay", may_pay);
    test_add(s, "cr_415_descriptions", descriptions);
    test_add(s, "blocks_only_flyers", blocks_only_flyers);
    test_add(s, "may_have_it_do", may_have_it_do);
    test_add(s, "skips_its_next_untap_step", skips_its_next_untap_step);
    test_add(s, "top_and_bottom_of_a_library", top_and_bottom_of_a_library);
    test_add(s, "costs_from_the_graveyard_and_returning", costs_from_the_graveyard_and_returning);
    test_add(s, "cr_702_keyword_abilities", keyword_abilities);
    test_add(s, "cr_702_optional_costs", optional_costs);
    test_add(s, "cr_702_keyword_triggers", keyword_triggers);
    test_add(s, "cr_702_29e_typecycling", typecycling);
    test_add(s, "cr_702_122a_crew", crew);
    test_add(s, "cr_702_more_keywords", more_keywords);
    test_add(s, "triggers_on_player_events", triggers_on_player_events);
    test_add(s, "cr_415_1_triggers_on_becoming_a_target", triggers_on_becoming_a_target);
    test_add(s, "triggers_in_combat", triggers_in_combat);
    test_add(s, "triggers_on_whose_upkeep", triggers_on_whose_upkeep);
    test_add(s, "conditions_from_history", conditions_from_history);
    test_add(s, "conditions_now", conditions_now);
    test_add(s, "triggers_on_attacks_and_more", triggers_on_attacks_and_more);
    test_add(s, "cr_415_4_x_targets", x_targets);
    test_add(s, "triggers_on_what_an_aura_enchants", triggers_on_what_an_aura_enchants);
    test_add(s, "cr_413_2c_unless_you_sacrifice", unless_you_sacrifice);
    test_add(s, "conditions_on_casting", conditions_on_casting);
    test_add(s, "defending_player_and_opponents", defending_player_and_opponents);
    test_add(s, "triggers_from_the_library_and_combat_damage", triggers_from_the_library_and_combat_damage);
    test_add(s, "conditions_on_amounts_and_zones", conditions_on_amounts_and_zones);
    test_add(s, "faq_1_1_04_what_the_costs_paid_with", what_the_costs_paid_with);
    test_add(s, "cr_702_alternative_costs_and_designations", alternative_costs_and_designations);
    test_add(s, "cr_702_help_paying", help_paying);
    test_add(s, "cr_702_cast_while_resolving", cast_while_resolving);
    test_add(s, "cr_702_37_morph", morph);
    test_add(s, "cr_702_returning_keywords", returning_keywords);
}
