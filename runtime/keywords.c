/* keywords.c — keyword abilities that are triggered abilities and that the
 * runtime carries out by itself, for any object with the keyword (printed,
 * or gained from an effect).  Their definitions are the current
 * Comprehensive Rules' (CR 702.x, not in ../shared/rules): each is a
 * triggered ability that uses the stack like any other. */
#include "rt.h"

static const cardrt_change plus_one[] = { { .kind = CARDRT_MODIFY_PT, .power = 1, .toughness = 1 } };
static const cardrt_change minus_one[] = { { .kind = CARDRT_MODIFY_PT, .power = -1, .toughness = -1 } };

/* CR 702.108a: "Whenever you cast a noncreature spell, this creature gets
 * +1/+1 until end of turn." */
static bool prowess_matches(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_CAST && ev->player == cardrt_controller(g, self)
           && !(cardrt_types(g, ev->object) & CARDRT_CREATURE);
}

static void prowess_effect(cardrt_ctx *ctx)
{
    cardrt_sel_source(ctx, 0);
    cardrt_fx_effect(ctx, 0, plus_one, 1, CARDRT_UNTIL_END_OF_TURN, NULL);
}

/* CR 702.25a: "Whenever a creature without flanking blocks this creature,
 * the blocking creature gets -1/-1 until end of turn." */
static bool flanking_matches(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    return ev->kind == CARDRT_EV_BLOCKS && ev->source == self
           && !cardrt_has_keyword(g, ev->object, CARDRT_KW_FLANKING);
}

/* CR 702.83a: "Whenever a creature you control attacks alone, that
 * creature gets +1/+1 until end of turn" (506.5: it is the only creature
 * declared as an attacker). */
static bool exalted_matches(const cardrt_game *g, cardrt_id self, const cardrt_event *ev)
{
    if (ev->kind != CARDRT_EV_ATTACKS || cardrt_controller(g, ev->object) != cardrt_controller(g, self))
        return false;
    unsigned attackers = 0;
    for (size_t i = 0; i < g->nobjs; i++)
        attackers += cardrt_is_attacking(g, (cardrt_id)(i + 1));
    return attackers == 1;
}

/* The blocker (flanking), the attacker (exalted): the event's object. */
static void event_object_effect(cardrt_ctx *ctx, const cardrt_change *change)
{
    cardrt_sel_event(ctx, 0, CARDRT_EVENT_OBJECT);
    cardrt_fx_effect(ctx, 0, change, 1, CARDRT_UNTIL_END_OF_TURN, NULL);
}

static void flanking_effect(cardrt_ctx *ctx)
{
    event_object_effect(ctx, minus_one);
}

static void exalted_effect(cardrt_ctx *ctx)
{
    event_object_effect(ctx, plus_one);
}

const rt_kw_trigger rt_kw_triggers[RT_NKW_TRIGGERS] = {
    { CARDRT_KW_PROWESS, { .text = "Prowess", .matches = prowess_matches, .effect = prowess_effect } },
    { CARDRT_KW_FLANKING, { .text = "Flanking", .matches = flanking_matches, .effect = flanking_effect } },
    { CARDRT_KW_EXALTED, { .text = "Exalted", .matches = exalted_matches, .effect = exalted_effect } },
};
