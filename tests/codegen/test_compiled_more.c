/* test_compiled_more.c — more cards compiled by cardc played on libcardrt
 * (test_compiled.c has the first ones and registers these). */
#include "compiled.h"

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
    cardrt_play kicked = { .targets = &bob, .ntargets = &one, .modes = 0, .x = 0, .options = CARDRT_PLAY_KICKED };
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
    cardrt_play wrong = { .targets = t, .ntargets = &one, .modes = 0, .x = 2, .options = 0 }, play = { .targets = t, .ntargets = &two, .modes = 0, .x = 2, .options = 0 };
    CU_ASSERT_EQUAL(cardrt_cast_play(g, 0, quake, &wrong), CARDRT_ETARGET);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast_play(g, 0, quake, &play), CARDRT_OK);
    settle(g);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, lands[0]), CARDRT_GRAVEYARD);
    CU_ASSERT_EQUAL(cardrt_zone_of(g, lands[1]), CARDRT_GRAVEYARD);
    cardrt_id ogres[] = { put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD), put(g, "Gray Ogre", 1, CARDRT_BATTLEFIELD) };
    cardrt_id frost = put(g, "Test Frost", 0, CARDRT_HAND);
    cardrt_ref c[] = { obj(ogres[0]), obj(ogres[1]) };
    cardrt_play too_many = { .targets = c, .ntargets = &two, .modes = 0, .x = 1, .options = 0 }, some = { .targets = c, .ntargets = &one, .modes = 0, .x = 3, .options = 0 };
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
        cardrt_play play = { .targets = NULL, .ntargets = NULL, .modes = 0, .x = x, .options = 0 };
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

void register_compiled_more(CU_pSuite s)
{
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
