/* test_compiled.c — cards compiled by cardc (tests/codegen/cards.cards, built
 * with `cardc -c`) played on libcardrt: the generated characteristics,
 * target legality and resolution behave as the card text says. */
#include "compiled.h"

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
    cardrt_play play = { .targets = NULL, .ntargets = NULL, .modes = 0, .x = 4, .options = 0 };
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

static void predefined_tokens(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 1);
    cardrt_id pirate = put(g, "Test Pirate", 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, pirate, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);      /* the creature */
    cardrt_resolve_top(g);      /* its trigger */
    /* named as every token the effect does not name: "Treasure Token" (CR 111.4) */
    cardrt_id treasure = find_named(g, "Treasure Token", 0);
    CU_ASSERT_FATAL(treasure != 0);
    CU_ASSERT(cardrt_is_token(g, treasure));
    CU_ASSERT_EQUAL(cardrt_types(g, treasure), CARDRT_ARTIFACT);
    CU_ASSERT(cardrt_has_subtype(g, treasure, "Treasure"));
    /* {T}, Sacrifice this artifact: Add one mana of any color (a mana ability). */
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, treasure, 0, NULL, NULL), CARDRT_OK);
    CU_ASSERT_NOT_EQUAL(cardrt_zone_of(g, treasure), CARDRT_BATTLEFIELD);
    CU_ASSERT_EQUAL(cardrt_mana(g, 0, CARDRT_MANA_W), 1);      /* the default color */
    cast_and_resolve(g, "Test Baker", NULL);
    cardrt_id food = find_named(g, "Food Token", 0);
    CU_ASSERT_FATAL(food != 0);
    CU_ASSERT_EQUAL_FATAL(cardrt_activate(g, 0, food, 0, NULL, NULL), CARDRT_OK);
    cardrt_resolve_top(g);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    CU_ASSERT(find_named(g, "Food Token", 0) != 0);                   /* the second one */
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
    register_compiled_more(s);
}
