/* kwaction.c — keyword actions (CR 701) whose whole rule the runtime does,
 * the action of a resolving spell or ability: adapt, bolster and amass put
 * +1/+1 counters on a permanent the rule picks; a permanent explores or
 * connives; a player learns.  Their choices go through cardrt_choose and
 * cardrt_ask. */
#include <stdlib.h>
#include "rt.h"

/* Adapt N (CR 701.46a of the current rules): if the ability's permanent,
 * on the battlefield, has no +1/+1 counters on it, N are put on it.  The
 * result is how many were put. */
cardrt_status cardrt_fx_adapt(cardrt_ctx *ctx, int n)
{
    cardrt_id self = ctx ? cardrt_ctx_source(ctx) : 0;
    const rt_object *o = self ? rt_obj(ctx->g, self) : NULL;
    if (!o || n < 0)
        return CARDRT_EINVAL;
    ctx->result = 0;
    if (o->zone != CARDRT_BATTLEFIELD || cardrt_counter_count(ctx->g, self, "+1/+1") > 0)
        return CARDRT_OK;
    ctx->result = n;
    return cardrt_add_counter(ctx->g, self, "+1/+1", n);
}

/* The creatures (with SUBTYPE, if not NULL; tokens only, with TOKENS)
 * PLAYER controls, into a new array (*N of them); NULL when out of memory. */
static cardrt_ref *creatures_of(const cardrt_game *g, unsigned player, const char *subtype, bool tokens,
                                unsigned *n)
{
    cardrt_ref *out = malloc((g->nobjs + 1) * sizeof *out);
    *n = 0;
    for (size_t i = 0; out && i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (g->objs[i].zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == player
            && (!tokens || g->objs[i].token) && (cardrt_types(g, id) & CARDRT_CREATURE)
            && (!subtype || cardrt_has_subtype(g, id, subtype)))
            out[(*n)++] = (cardrt_ref){ CARDRT_REF_OBJECT, id };
    }
    return out;
}

/* The one of CANDIDATES (K of them, K > 0) player WHO chooses
 * (CARDRT_CHOOSE_OBJECTS, the default the first), for PROMPT. */
static cardrt_id choose_one(cardrt_ctx *ctx, unsigned who, const cardrt_ref *candidates, unsigned k,
                            const char *prompt)
{
    if (k == 1)
        return candidates[0].id;
    unsigned answer = 0;
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = who, .source = ctx->item->source,
                        .prompt = prompt, .candidates = candidates, .ncandidates = k, .min = 1, .max = 1 };
    return cardrt_choose(ctx->g, &c, &answer) == 1 && answer < k ? candidates[answer].id : candidates[0].id;
}

/* Bolster N (CR 701.39a of the current rules): the controller chooses a
 * creature with the least toughness among the creatures they control and
 * puts N +1/+1 counters on it; with none, nothing happens.  The result is
 * how many were put. */
cardrt_status cardrt_fx_bolster(cardrt_ctx *ctx, int n)
{
    if (!ctx || n < 0)
        return CARDRT_EINVAL;
    unsigned k;
    cardrt_ref *mine = creatures_of(ctx->g, ctx->item->controller, NULL, false, &k);
    if (!mine)
        return CARDRT_ENOMEM;
    int least = 0;
    for (unsigned i = 0; i < k; i++)
        if (i == 0 || cardrt_toughness(ctx->g, mine[i].id) < least)
            least = cardrt_toughness(ctx->g, mine[i].id);
    unsigned m = 0;
    for (unsigned i = 0; i < k; i++)
        if (cardrt_toughness(ctx->g, mine[i].id) == least)
            mine[m++] = mine[i];
    ctx->result = 0;
    cardrt_status st = CARDRT_OK;
    if (m) {
        st = cardrt_add_counter(ctx->g, choose_one(ctx, ctx->item->controller, mine, m, "bolster"), "+1/+1", n);
        ctx->result = n;
    }
    free(mine);
    return st;
}

/* The token amass creates (CR 701.47a of the current rules). */
static const cardrt_card_def zombie_army = {
    .name = "Zombie Army Token", .colors = CARDRT_BLACK, .types = CARDRT_CREATURE,
    .subtypes = { "Zombie", "Army" }, .has_pt = true, .power = 0, .toughness = 0,
};

/* Amass N (CR 701.47a of the current rules, as War of the Spark printed
 * it): if the controller controls no Army, they create a 0/0 black Zombie
 * Army creature token first; then they put N +1/+1 counters on an Army they
 * control, of their choice.  The result is how many were put.  With
 * TYPED (amass [subtype] N, the subtype ARMY's first), the Army chosen
 * becomes that subtype too if it isn't. */
static cardrt_status amass(cardrt_ctx *ctx, int n, const cardrt_card_def *army, bool typed)
{
    if (!ctx || n < 0 || !army || (typed && !army->subtypes[0]))
        return CARDRT_EINVAL;
    unsigned you = ctx->item->controller, k;
    cardrt_ref *armies = creatures_of(ctx->g, you, "Army", false, &k);
    if (!armies)
        return CARDRT_ENOMEM;
    ctx->result = 0;
    cardrt_status st = CARDRT_OK;
    if (!k) {
        cardrt_id id;
        st = cardrt_create_token(ctx->g, army, you, &id);
        free(armies);
        armies = st == CARDRT_OK ? creatures_of(ctx->g, you, "Army", false, &k) : NULL;
        if (!armies)
            return st == CARDRT_OK ? CARDRT_ENOMEM : st;
    }
    if (k) {
        cardrt_id chosen = choose_one(ctx, you, armies, k, "amass");
        st = cardrt_add_counter(ctx->g, chosen, "+1/+1", n);
        ctx->result = n;
        if (st == CARDRT_OK && typed && !cardrt_has_subtype(ctx->g, chosen, army->subtypes[0])) {
            const cardrt_change also[] = { { .kind = CARDRT_ADD_SUBTYPE, .subtype = army->subtypes[0] } };
            cardrt_effect_spec e = { also, 1, CARDRT_FOREVER, NULL, &chosen, 1, NULL };
            st = cardrt_add_effect(ctx->g, ctx->item->source, &e);
        }
    }
    free(armies);
    return st;
}

cardrt_status cardrt_fx_amass(cardrt_ctx *ctx, int n)
{
    return amass(ctx, n, &zombie_army, false);
}

cardrt_status cardrt_fx_amass_army(cardrt_ctx *ctx, int n, const cardrt_card_def *army)
{
    return amass(ctx, n, army, true);
}

/* Populate (CR 701.36a): a token that's a copy of a creature token the
 * controller controls and chooses. */
cardrt_status cardrt_fx_populate(cardrt_ctx *ctx)
{
    if (!ctx)
        return CARDRT_EINVAL;
    unsigned you = ctx->item->controller, k;
    cardrt_ref *tokens = creatures_of(ctx->g, you, NULL, true, &k);
    if (!tokens)
        return CARDRT_ENOMEM;
    ctx->result = 0;
    cardrt_status st = CARDRT_OK;
    if (k) {
        cardrt_id of = choose_one(ctx, you, tokens, k, "populate"), id;
        const rt_chars *c = rt_chars_of(ctx->g, of, RT_READ_DEF);    /* its copiable values (CR 707.2) */
        st = c ? cardrt_create_token(ctx->g, c->def, you, &id) : CARDRT_OK;
        ctx->result = c && st == CARDRT_OK;
    }
    free(tokens);
    return st;
}

/* Is OBJ on the battlefield? */
static bool on_battlefield(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->zone == CARDRT_BATTLEFIELD;
}

/* Explore (CR 701.44a of the current rules): each permanent of SEL, in
 * turn, explores: its controller reveals the top card of their library and
 * puts it into their hand if it's a land card; otherwise (also with no card
 * to reveal) a +1/+1 counter is put on the permanent, if it is still on the
 * battlefield (701.44), and its controller may put the card into their
 * graveyard (cardrt_ask "put it into your graveyard", the default no: it
 * stays on top).  The result is how many explored. */
cardrt_status cardrt_fx_explore(cardrt_ctx *ctx, int sel)
{
    if (!ctx)
        return CARDRT_EINVAL;
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return CARDRT_ENOMEM;
    cardrt_status st = CARDRT_OK;
    ctx->result = 0;
    for (unsigned i = 0; i < n && st == CARDRT_OK; i++) {
        unsigned who = cardrt_controller(ctx->g, ids[i]);
        cardrt_id top = rt_library_top(ctx->g, who);
        if (top && (cardrt_types(ctx->g, top) & CARDRT_LAND)) {
            st = cardrt_move(ctx->g, top, CARDRT_HAND);
        } else {
            if (on_battlefield(ctx->g, ids[i]))
                st = cardrt_add_counter(ctx->g, ids[i], "+1/+1", 1);
            if (st == CARDRT_OK && top && cardrt_ask(ctx->g, who, ids[i], "put it into your graveyard"))
                st = cardrt_move(ctx->g, top, CARDRT_GRAVEYARD);
        }
        /* it explored, even if some of that was impossible (CR 701.44 of the current rules) */
        cardrt_event ev = { .kind = CARDRT_EV_EXPLORED, .object = ids[i], .player = who };
        rt_event(ctx->g, &ev);
        ctx->result++;
    }
    free(ids);
    return st;
}

/* Connive (CR 701.50a of the current rules): each permanent of SEL, in
 * turn, connives: its controller draws a card, then discards a card (their
 * choice, CARDRT_CHOOSE_OBJECTS); if a nonland card was discarded, a +1/+1
 * counter is put on the permanent, if it is still on the battlefield
 * (701.50).  The result is how many connived. */
cardrt_status cardrt_fx_connive(cardrt_ctx *ctx, int sel)
{
    if (!ctx)
        return CARDRT_EINVAL;
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return CARDRT_ENOMEM;
    cardrt_status st = CARDRT_OK;
    ctx->result = 0;
    for (unsigned i = 0; i < n && st == CARDRT_OK; i++) {
        unsigned who = cardrt_controller(ctx->g, ids[i]), k;
        cardrt_draw(ctx->g, who, 1);
        cardrt_ref *hand = rt_cards_in(ctx->g, who, CARDRT_HAND, &k);
        if (!hand) {
            st = CARDRT_ENOMEM;
            break;
        }
        if (k) {
            cardrt_id card = choose_one(ctx, who, hand, k, "discard");
            bool nonland = !(cardrt_types(ctx->g, card) & CARDRT_LAND);
            st = rt_discard(ctx->g, card, ctx->item);
            if (st == CARDRT_OK && nonland && on_battlefield(ctx->g, ids[i]))
                st = cardrt_add_counter(ctx->g, ids[i], "+1/+1", 1);
        }
        free(hand);
        ctx->result++;
    }
    free(ids);
    return st;
}

/* Discover N (CR 701.57a of the current rules): the controller exiles
 * cards from the top of their library until a nonland card with mana value
 * N or less, casts it without paying its mana cost or puts it into their
 * hand, and puts the rest on the bottom in a random order
 * (rt_exile_until_cast). */
cardrt_status cardrt_fx_discover(cardrt_ctx *ctx, int n)
{
    if (!ctx || n < 0)
        return CARDRT_EINVAL;
    ctx->result = 0;
    return rt_exile_until_cast(ctx->g, ctx->item->controller, cardrt_ctx_source(ctx), n, true);
}

/* The token endure creates (CR 701.63a of the current rules). */
static const cardrt_card_def spirit = {
    .name = "Spirit Token", .colors = CARDRT_WHITE, .types = CARDRT_CREATURE,
    .subtypes = { "Spirit" }, .has_pt = true, .power = 0, .toughness = 0,
};

/* Endure N (CR 701.63a of the current rules): each permanent of SEL, in
 * turn, endures: its controller puts N +1/+1 counters on it, or creates a
 * 0/0 white Spirit creature token and puts N +1/+1 counters on that
 * (cardrt_ask "create a Spirit token", the default no: the counters on
 * it); one no longer on the battlefield makes the token (701.63b).  The
 * result is how many endured. */
cardrt_status cardrt_fx_endure(cardrt_ctx *ctx, int sel, int n)
{
    if (!ctx || n < 0)
        return CARDRT_EINVAL;
    unsigned k;
    cardrt_id *ids = rt_objects_of(ctx, sel, &k);
    if (!ids)
        return CARDRT_ENOMEM;
    cardrt_status st = CARDRT_OK;
    ctx->result = 0;
    for (unsigned i = 0; i < k && st == CARDRT_OK; i++) {
        unsigned who = cardrt_controller(ctx->g, ids[i]);
        cardrt_id on = ids[i];
        if (!on_battlefield(ctx->g, on) || cardrt_ask(ctx->g, who, on, "create a Spirit token"))
            st = cardrt_create_token(ctx->g, &spirit, who, &on);
        if (st == CARDRT_OK)
            st = cardrt_add_counter(ctx->g, on, "+1/+1", n);
        ctx->result++;
    }
    free(ids);
    return st;
}

/* Learn (CR 701.48a of the current rules): the controller chooses none or
 * one among the Lesson cards they own outside the game (CR 400.11) and the
 * cards in their hand: a Lesson card is revealed and put into their hand;
 * a card of their hand is discarded, then they draw a card. */
cardrt_status cardrt_fx_learn(cardrt_ctx *ctx)
{
    if (!ctx)
        return CARDRT_EINVAL;
    unsigned who = ctx->item->controller, nout, nhand;
    cardrt_ref *outside = rt_cards_in(ctx->g, who, CARDRT_OUTSIDE, &nout);
    cardrt_ref *hand = rt_cards_in(ctx->g, who, CARDRT_HAND, &nhand);
    cardrt_ref *cand = outside && hand ? malloc((nout + nhand + 1) * sizeof *cand) : NULL;
    cardrt_status st = cand ? CARDRT_OK : CARDRT_ENOMEM;
    unsigned k = 0;
    for (unsigned i = 0; cand && i < nout; i++)
        if (cardrt_has_subtype(ctx->g, outside[i].id, "Lesson"))
            cand[k++] = outside[i];
    for (unsigned i = 0; cand && i < nhand; i++)
        cand[k++] = hand[i];
    ctx->result = 0;
    unsigned answer = 0;
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = who, .source = ctx->item->source,
                        .prompt = "learn", .candidates = cand, .ncandidates = k, .min = 0, .max = 1 };
    if (k && cardrt_choose(ctx->g, &c, &answer) == 1 && answer < k) {
        cardrt_id card = cand[answer].id;
        if (cardrt_zone_of(ctx->g, card) == CARDRT_OUTSIDE) {
            st = cardrt_move(ctx->g, card, CARDRT_HAND);
        } else {
            st = rt_discard(ctx->g, card, ctx->item);
            if (st == CARDRT_OK)
                cardrt_draw(ctx->g, who, 1);
        }
        ctx->result = st == CARDRT_OK;
    }
    free(cand);
    free(outside);
    free(hand);
    return st;
}
