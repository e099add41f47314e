/* test_dungeon.c — dungeons and venturing into them (CR 309 "Dungeons",
 * 701.49 "Venture into the Dungeon", 309.7 completing a dungeon, 704.5t of
 * the current rules; runtime/dungeon.c). */
#include "rt_tests.h"

/* Room abilities: "You gain 1 life." (room 1), "You gain 2 life." (rooms
 * 2 and 3). */
static void gain_one(cardrt_ctx *ctx)
{
    cardrt_gain_life(cardrt_ctx_game(ctx), cardrt_ctx_controller(ctx), 1);
}
static void gain_two(cardrt_ctx *ctx)
{
    cardrt_gain_life(cardrt_ctx_game(ctx), cardrt_ctx_controller(ctx), 2);
}
/* Hall leads to Left and Right; Left is the bottommost room, Right leads
 * to Left. */
static const cardrt_room hall = { "Hall", 1, 1u << 2 | 1u << 3 };
static const cardrt_room left = { "Left", 2, 0 };
static const cardrt_room right = { "Right", 3, 1u << 2 };
static const cardrt_trigger_def rooms[] = {
    { .text = "Hall — You gain 1 life.", .effect = gain_one, .room = &hall },
    { .text = "Left — You gain 2 life.", .effect = gain_two, .room = &left },
    { .text = "Right — You gain 2 life.", .effect = gain_two, .room = &right },
};
static const cardrt_card_def CELLAR = { .name = "Cellar", .triggers = rooms, .ntriggers = 3 };
static const cardrt_card_def BEAR = {
    .name = "Bear", .types = CARDRT_CREATURE, .has_pt = true, .power = 2, .toughness = 2,
};

static void venture(cardrt_ctx *ctx)
{
    cardrt_fx_venture(ctx);
}
static const cardrt_card_def DELVE = { .name = "Delve", .types = CARDRT_SORCERY, .resolve = venture };

/* Player 0 casts Delve and it resolves: they venture. */
static void cast_delve(cardrt_game *g)
{
    cardrt_id d = put(g, &DELVE, 0, CARDRT_HAND);
    CU_ASSERT_EQUAL_FATAL(cardrt_cast(g, 0, d, NULL, NULL), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
}

/* Answers the room "Right" when offered, else the default. */
static unsigned choose_right(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    (void)user;
    (void)g;
    for (unsigned k = 0; c->kind == CARDRT_CHOOSE_NAME && k < c->ncandidates; k++)
        if (strcmp(c->names[k], "Right") == 0) {
            answers[0] = k;
            return 1;
        }
    return 0;
}

static void cr_701_49_venture_through_a_dungeon(void)
{
    cardrt_game *g = new_game();
    CU_ASSERT_EQUAL(cardrt_add_dungeon(g, &CELLAR), CARDRT_OK);
    cardrt_set_chooser(g, choose_right, NULL);
    cast_delve(g);              /* 701.49a: the topmost room */
    CU_ASSERT_STRING_EQUAL(cardrt_dungeon_name(g, 0), "Cellar");
    CU_ASSERT_STRING_EQUAL(cardrt_dungeon_room(g, 0), "Hall");
    CU_ASSERT_PTR_NULL(cardrt_dungeon_room(g, 1));
    CU_ASSERT_EQUAL(cardrt_stack_size(g), 1);           /* the room's ability (309.4c) */
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 21);
    cast_delve(g);              /* 701.49b: the player chooses where two branch */
    CU_ASSERT_STRING_EQUAL(cardrt_dungeon_room(g, 0), "Right");
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 23);
    cast_delve(g);              /* the one room Right leads to, the bottommost */
    CU_ASSERT_STRING_EQUAL(cardrt_dungeon_room(g, 0), "Left");
    CU_ASSERT_EQUAL(cardrt_dungeons_completed(g, 0), 0);       /* its ability is on the stack */
    CU_ASSERT_EQUAL(cardrt_resolve_top(g), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_life(g, 0), 25);
    CU_ASSERT_EQUAL(cardrt_dungeons_completed(g, 0), 1);       /* 309.7, 704.5t */
    CU_ASSERT_PTR_NULL(cardrt_dungeon_name(g, 0));
    CU_ASSERT_EQUAL(cardrt_dungeons_completed(g, 1), 0);
    cardrt_game_free(g);
}

static void api_dungeon_bad_use(void)
{
    cardrt_game *g = new_game();
    CU_ASSERT_EQUAL(cardrt_add_dungeon(NULL, &CELLAR), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_dungeon(g, NULL), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_add_dungeon(g, &BEAR), CARDRT_EINVAL);      /* no room */
    CU_ASSERT_EQUAL(cardrt_venture(g, 2), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_venture(NULL, 0), CARDRT_EINVAL);
    CU_ASSERT_EQUAL(cardrt_venture(g, 0), CARDRT_OK);   /* no dungeon offered: nothing */
    CU_ASSERT_PTR_NULL(cardrt_dungeon_name(g, 0));
    CU_ASSERT_PTR_NULL(cardrt_dungeon_room(NULL, 0));
    CU_ASSERT_EQUAL(cardrt_dungeons_completed(g, 5), 0);
    static cardrt_card_def many[9];
    for (unsigned i = 0; i < 9; i++)
        many[i] = CELLAR;
    for (unsigned i = 0; i < 8; i++)
        CU_ASSERT_EQUAL(cardrt_add_dungeon(g, &many[i]), CARDRT_OK);
    CU_ASSERT_EQUAL(cardrt_add_dungeon(g, &many[0]), CARDRT_OK);       /* already offered */
    CU_ASSERT_EQUAL(cardrt_add_dungeon(g, &many[8]), CARDRT_ELIMIT);
    cardrt_game_free(g);
}

void register_dungeon_tests(void)
{
    CU_pSuite s = test_suite("dungeon");
    test_add(s, "cr_701_49_venture_through_a_dungeon", cr_701_49_venture_through_a_dungeon);
    test_add(s, "api_dungeon_bad_use", api_dungeon_bad_use);
}
