/* helpers.c — helpers the runtime's test files share (rt_tests.h). */
#include "rt_tests.h"

cardrt_game *new_game(void)
{
    cardrt_game *g = cardrt_game_new(2, 20, 42);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    return g;
}

cardrt_id put(cardrt_game *g, const cardrt_card_def *def, unsigned player, cardrt_zone z)
{
    cardrt_id id = 0;
    CU_ASSERT_EQUAL_FATAL(cardrt_object_new(g, def, player, z, &id), CARDRT_OK);
    return id;
}

cardrt_ref obj(cardrt_id id)
{
    return (cardrt_ref){ CARDRT_REF_OBJECT, id };
}

cardrt_ref player(unsigned p)
{
    return (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)p };
}

void assert_pt(cardrt_game *g, cardrt_id id, int p, int t)
{
    int gp = -99, gt = -99;
    CU_ASSERT_EQUAL(cardrt_pt(g, id, &gp, &gt), CARDRT_OK);
    CU_ASSERT_EQUAL(gp, p);
    CU_ASSERT_EQUAL(gt, t);
}

bool rt_any_target(const cardrt_game *g, cardrt_id src, const cardrt_ref *t)
{
    (void)src;
    return t->kind == CARDRT_REF_PLAYER || (cardrt_types(g, t->id) & CARDRT_CREATURE);
}

const cardrt_target_spec rt_target_any[1] = {
    { .text = "any target", .min = 1, .max = 1, .legal = rt_any_target },
};

static void shock(cardrt_ctx *ctx)
{
    cardrt_sel_target(ctx, 0, 0);
    cardrt_fx_damage(ctx, -1, 0, 2);
}

const cardrt_card_def rt_shock = {
    .name = "Shock", .colors = CARDRT_RED, .types = CARDRT_INSTANT, .targets = rt_target_any, .ntargets = 1,
    .resolve = shock,
};
