/* search.c — searching zones for cards (CR 701.19): cardrt_fx_search,
 * cardrt_fx_search_zones (runtime/cardrt/fx.h). */
#include <stdlib.h>
#include <string.h>

#include "rt.h"

cardrt_status cardrt_fx_search(cardrt_ctx *ctx, int into, int sel, cardrt_affects_fn which, int n)
{
    return cardrt_fx_search_zones(ctx, into, sel, CARDRT_IN(CARDRT_LIBRARY), 0, which, -1, n);
}

cardrt_status cardrt_fx_search_zones(cardrt_ctx *ctx, int into, int sel, unsigned zones, unsigned how,
                                     cardrt_affects_fn which, int among, int n)
{
    static const cardrt_zone order[] = { CARDRT_GRAVEYARD, CARDRT_HAND, CARDRT_LIBRARY };
    static const char *const asks[] = { "search your graveyard", "search your hand", "search your library" };
    unsigned ps[CARDRT_MAX_PLAYERS];
    unsigned np = rt_players_of(ctx, sel, ps);
    rt_sel *dst = rt_sel_at(ctx, into), *only = among >= 0 ? rt_sel_at(ctx, among) : NULL;
    if (!ctx || !dst || (n < 0 && n != CARDRT_ANY_NUMBER) || (among >= 0 && !only))
        return CARDRT_EINVAL;
    ctx->result = 0;
    ctx->searched = 0;
    for (unsigned i = 0; i < np; i++) {
        unsigned who = how & CARDRT_SEARCH_OWN ? ps[i] : ctx->item->controller, k = 0, m = 0;
        cardrt_ref *cards = NULL;
        size_t cap = 0;
        for (unsigned z = 0; z < 3; z++) {
            if (!(zones & CARDRT_IN(order[z]))
                || ((how & CARDRT_SEARCH_ANY_OF) && !cardrt_ask(ctx->g, who, ctx->item->source, asks[z])))
                continue;
            if (order[z] == CARDRT_LIBRARY     /* "Players can't search libraries" */
                && rt_rule_applies(ctx->g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)who }, CARDRT_RULE_CANT_SEARCH))
                continue;
            ctx->searched |= CARDRT_IN(order[z]);
            unsigned kz;
            cardrt_ref *in = rt_cards_in(ctx->g, ps[i], order[z], &kz);
            if (!in || !rt_grow((void **)&cards, &cap, k + kz + 1, sizeof *cards)) {
                free(in);
                free(cards);
                return CARDRT_ENOMEM;
            }
            memcpy(cards + k, in, kz * sizeof *in);
            k += kz;
            free(in);
        }
        unsigned *answers = malloc((k + 1) * sizeof *answers);
        if (!answers) {
            free(cards);
            return CARDRT_ENOMEM;
        }
        for (unsigned j = 0; j < k; j++) {
            bool listed = !only;
            for (unsigned o = 0; only && o < only->n && !listed; o++)
                listed = rt_same_ref(only->items[o], cards[j]);
            if (listed && (!which || which(ctx->g, ctx->item->source, cards[j].id))) {
                /* "for all cards ...": found in the graveyard, a public zone; in a
                 * hidden one, as many as the searcher finds (CR 701.19b) */
                if ((how & CARDRT_SEARCH_ALL) && rt_at(ctx->g, cards[j].id)->zone == CARDRT_GRAVEYARD) {
                    rt_sel_add(dst, cards[j]);
                    ctx->result++;
                } else
                    cards[m++] = cards[j];
            }
        }
        unsigned names = m;     /* "with different names": at most one of each name is found */
        for (unsigned j = 0; (how & CARDRT_SEARCH_DIFFERENT_NAMES) && j < m; j++)
            for (unsigned o = 0; o < j; o++)
                if (rt_same_name(ctx->g, cards[o].id, cards[j].id)) {
                    names--;
                    break;
                }
        unsigned want = n == CARDRT_ANY_NUMBER || (unsigned)n > names ? names : (unsigned)n;
        cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = who,
            .source = ctx->item->source, .prompt = "search", .candidates = cards, .ncandidates = m,
            .min = n == CARDRT_ANY_NUMBER ? 0 : want, .max = want };
        unsigned got = want ? cardrt_choose(ctx->g, &c, answers) : 0;
        unsigned found = 0;
        for (unsigned j = 0; j < got; j++) {
            bool named = false;     /* "with different names": one of each name */
            for (unsigned o = 0; (how & CARDRT_SEARCH_DIFFERENT_NAMES) && o < j && !named; o++)
                named = rt_same_name(ctx->g, cards[answers[o]].id, cards[answers[j]].id);
            if (!named) {
                rt_sel_add(dst, cards[answers[j]]);
                found++;
            }
        }
        ctx->result += (int)found;
        free(cards);
        free(answers);
    }
    return CARDRT_OK;
}

bool cardrt_fx_searched(const cardrt_ctx *ctx, int zone)
{
    return ctx && (ctx->searched & CARDRT_IN(zone));
}

cardrt_status cardrt_fx_reveal_until(cardrt_ctx *ctx, int found, int all, int players,
                                     cardrt_affects_fn which, int n)
{
    unsigned ps[CARDRT_MAX_PLAYERS];
    rt_sel *f = rt_sel_at(ctx, found), *a = rt_sel_at(ctx, all);
    if (!ctx || !f || !a || f == a || !which)
        return CARDRT_EINVAL;
    unsigned np = rt_players_of(ctx, players, ps);
    ctx->result = 0;
    for (unsigned i = 0; i < np; i++) {
        unsigned k;
        cardrt_ref *lib = rt_cards_in(ctx->g, ps[i], CARDRT_LIBRARY, &k);
        if (!lib)
            return CARDRT_ENOMEM;
        int got = 0;
        for (unsigned j = 0; j < k && got < n; j++) {
            rt_sel_add(a, lib[j]);
            ctx->result++;
            if (which(ctx->g, ctx->item->source, lib[j].id)) {
                rt_sel_add(f, lib[j]);
                got++;
            }
        }
        free(lib);
    }
    return CARDRT_OK;
}
