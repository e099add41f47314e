/* actions.c — one-shot effects (CR 417), continuous effects from resolving
 * spells and abilities (418.3), state-based actions. */
#include <stdlib.h>
#include <string.h>

#include "rt.h"

/* OBJ's spell IT, leaving the stack, is remembered as it was there
 * (g->left_stack: the last time for each object). */
static void remember_spell(cardrt_game *g, const rt_stack_item *it)
{
    size_t j = 0;
    while (j < g->nleft_stack && g->left_stack[j].source != it->source)
        j++;
    if (j == g->nleft_stack
        && !rt_grow((void **)&g->left_stack, &g->capleft_stack, g->nleft_stack + 1, sizeof *g->left_stack))
        return;                 /* then it is not known */
    g->left_stack[j] = *it;
    g->nleft_stack += j == g->nleft_stack;
}

/* A spell that leaves the stack takes its place on the stack with it (its
 * triggered abilities stay). */
static void unstack(cardrt_game *g, cardrt_id obj)
{
    size_t k = 0;
    for (size_t i = 0; i < g->nstack; i++) {
        const rt_stack_item *it = &g->stack[i];
        if (it->ability || it->trigger || it->combat || it->copy || it->source != obj)
            g->stack[k++] = *it;
        else
            remember_spell(g, it);
    }
    g->nstack = k;
}

/* OBJ's copiable values: its card's, or what it copies. */
static const cardrt_card_def *copiable(const cardrt_game *g, cardrt_id obj)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_DEF);
    return c ? c->def : g->objs[obj - 1].def;
}

/* Is ID among the objects entering the battlefield at once with another (g->entering)? */
static bool entering_too(const cardrt_game *g, cardrt_id id)
{
    for (unsigned i = 0; i < g->nentering; i++)
        if (g->entering[i] == id)
            return true;
    return false;
}

/* "You may have ~ enter the battlefield as a copy of ...": OBJ, about to
 * enter under PLAYER's control, becomes a copy of what PLAYER chooses, if
 * anything, before the replacement effects are found (CR 614.12 of the
 * current rules). */
static void enter_as_copy(cardrt_game *g, cardrt_id obj, unsigned player)
{
    const rt_object *o = rt_obj(g, obj);
    if (!o || !o->def->enters_as_copy || o->face_down)
        return;
    cardrt_ref *cand = malloc((g->nobjs + 1) * sizeof *cand);
    if (!cand)
        return;
    unsigned n = 0;
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (id != obj && g->objs[i].zone == CARDRT_BATTLEFIELD && !entering_too(g, id)
            && o->def->enters_as_copy(g, obj, id))
            cand[n++] = (cardrt_ref){ CARDRT_REF_OBJECT, id };
    }
    unsigned answer[1];
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = player, .source = obj,
                        .prompt = "enter the battlefield as a copy of", .candidates = cand, .ncandidates = n,
                        .min = 0, .max = 1 };
    if (n && cardrt_choose(g, &c, answer) == 1) {
        const cardrt_card_def *copied = rt_copy_except(g, copiable(g, cand[answer[0]].id), o->def->copy_except);
        g->objs[obj - 1].entered_as = copied ? copied : copiable(g, cand[answer[0]].id);
        g->copies = true;       /* the rules of its copiable values: looked for through the layers */
        rt_touch_object(g, obj);
    }
    free(cand);
}

/* N counters of KIND OBJ enters the battlefield with: its controller puts
 * them on it, the effect naming no other player (CR 122.6a). */
static void enter_with(cardrt_game *g, cardrt_id obj, const char *kind, int n)
{
    unsigned before = g->putting;
    g->putting = cardrt_controller(g, obj) + 1;
    cardrt_add_counter(g, obj, kind, n);
    g->putting = before;
}

cardrt_status cardrt_move(cardrt_game *g, cardrt_id obj, cardrt_zone to)
{
    rt_object *o = rt_obj(g, obj);
    if (!o || to >= CARDRT_NOWHERE || to == CARDRT_STACK)
        return CARDRT_EINVAL;
    if (o->zone == CARDRT_COMMAND || o->zone == CARDRT_PHASED_OUT)
        return CARDRT_EZONE;    /* an emblem stays (CR 114 of the current rules); a phased-out
                                 * permanent can't be affected (CR 702.26d) */
    /* CR 702.34a, 702.133a (later rules): a spell cast with flashback or
     * jump-start is exiled instead of going anywhere else from the stack. */
    if (o->zone == CARDRT_STACK && (o->cast_options & (CARDRT_PLAY_FLASHBACK | CARDRT_PLAY_JUMP_START)))
        to = CARDRT_EXILE;
    /* "If that spell would be put into your graveyard, exile it instead" (cardrt_fx_cast) */
    if (o->zone == CARDRT_STACK && (o->cast_options & CARDRT_PLAY_EXILE_INSTEAD) && to == CARDRT_GRAVEYARD)
        to = CARDRT_EXILE;
    if (o->zone == CARDRT_BATTLEFIELD && o->unearthed)    /* 702.84a: unearth's replacement */
        to = CARDRT_EXILE;
    cardrt_event ev = { .kind = CARDRT_EV_ZONE_CHANGE, .object = obj, .from = o->zone, .to = to,
                        .player = o->owner, .types_before = cardrt_types(g, obj) };
    cardrt_id host = o->zone == CARDRT_BATTLEFIELD ? o->attached_to : 0;
    if (to == CARDRT_BATTLEFIELD && o->zone != CARDRT_BATTLEFIELD && rt_cant_enter(g, obj))
        return CARDRT_OK;       /* "Creature cards in graveyards can't enter the battlefield": it stays */
    if (to == CARDRT_BATTLEFIELD && o->zone != CARDRT_BATTLEFIELD)
        enter_as_copy(g, obj, o->zone == CARDRT_STACK ? cardrt_controller(g, obj) : o->owner);
    /* Replacement effects: "If a creature would die, exile it instead",
     * "enters the battlefield tapped", "with N +1/+1 counters". */
    unsigned how = 0;
    const char *counter = NULL;
    int counters = 0;
    if (!rt_replace(g, &ev, &how, &counter, &counters)) {
        if ((o = rt_obj(g, obj)) && o->zone == ev.from && o->entered_as) {
            o->entered_as = NULL;       /* it did not enter */
            rt_touch_object(g, obj);
        }
        return CARDRT_OK;
    }
    o = rt_obj(g, obj);         /* (what a replacement did may have made objects) */
    if (!o || o->zone != ev.from)
        return CARDRT_OK;       /* what it did instead moved it */
    if (ev.to == CARDRT_BATTLEFIELD && ev.from != CARDRT_BATTLEFIELD && !rt_aura_can_enter(g, obj))
        return CARDRT_OK;       /* an Aura with nothing to enchant stays (CR 303.4g) */
    if (o->zone == CARDRT_STACK)
        unstack(g, obj);
    to = ev.to;
    if (ev.from == to) {
        o->seq = rt_tick(g);
        return CARDRT_OK;
    }
    rt_zone_change(g, obj, to);
    if (to == CARDRT_LIBRARY && (how & CARDRT_MOVE_BOTTOM))
        rt_to_bottom(g, o);
    if (to == CARDRT_BATTLEFIELD) {
        o->tapped |= (how & CARDRT_MOVE_TAPPED) != 0;
        rt_enter_battlefield(g, obj);
        if (counter && counters > 0)
            enter_with(g, obj, counter, counters);
    }
    rt_event(g, &ev);
    if (ev.from == CARDRT_BATTLEFIELD)
        rt_left_attachments(g, obj, host);
    if (to == CARDRT_LIBRARY && (how & CARDRT_MOVE_SHUFFLE))
        cardrt_shuffle(g, o->owner);
    return CARDRT_OK;
}

void rt_enter_battlefield(cardrt_game *g, cardrt_id obj)
{
    /* CR 306.5b (later rules): a planeswalker enters with loyalty counters
     * equal to its printed loyalty. */
    const cardrt_card_def *c = copiable(g, obj);
    if ((cardrt_types(g, obj) & CARDRT_PLANESWALKER) && c->loyalty > 0) {
        unsigned before = g->putting;
        g->putting = cardrt_controller(g, obj) + 1;     /* CR 122.6a */
        rt_add_counters(g, (cardrt_ref){ CARDRT_REF_OBJECT, obj }, RT_COUNTER_LOYALTY, c->loyalty);
        g->putting = before;
    }
    rt_object *o = &g->objs[obj - 1];
    if (o->enters_with) {       /* "return it ... with a -1/-1 counter on it" */
        const char *kind = o->enters_with;
        o->enters_with = NULL;
        enter_with(g, obj, kind, o->enters_n);
    }
    if (o->cast_options & CARDRT_PLAY_DASHED)   /* CR 702.109a */
        rt_until_next_end_step(g, obj, CARDRT_HAND);
    if (o->cast_options & CARDRT_PLAY_BLITZED)  /* CR 702.152a */
        rt_blitz(g, obj);
    if ((o->cast_options & CARDRT_PLAY_NOT_SORCERY_TIME) && rt_has_own_rule(c, CARDRT_RULE_SACRIFICE_IF_FLASHED))
        rt_sacrifice_at_cleanup(g, obj);
    if ((o->cast_options & CARDRT_PLAY_SUSPENDED) && (cardrt_types(g, obj) & CARDRT_CREATURE))
        rt_gain_haste(g, obj);                  /* CR 702.62a */
    rt_riot(g, obj);
    rt_note_statics(g, obj);
    rt_saga_enters(g, obj);
    rt_aura_enters(g, obj);
    rt_as_enters(g, obj);
}

void rt_note_statics(cardrt_game *g, cardrt_id obj)
{
    /* A permanent whose static abilities copy: the layers must look for
     * copies; or grant abilities: events must look for granted triggers. */
    const cardrt_card_def *d = copiable(g, obj);
    for (unsigned s = 0; s < d->nstatics; s++)
        for (unsigned k = 0; k < d->statics[s].nchanges; k++) {
            int kind = d->statics[s].changes[k].kind;
            g->copies |= kind == CARDRT_COPY;
            g->grants |= kind == CARDRT_ADD_ABILITIES;
            g->retyped |= kind == CARDRT_ADD_SUBTYPE || kind == CARDRT_SET_SUBTYPE || kind == CARDRT_SET_TYPES;
        }
}

/* "As ~ enters": its choices are made as it arrives (later CR 614.12). */
void rt_as_enters(cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    const cardrt_card_def *d = o ? copiable(g, obj) : NULL;     /* a copy's are those of what it copies */
    if (!o || !d->as_enters || o->face_down)
        return;                 /* a face-down permanent has no abilities */
    rt_stack_item item = { .source = obj, .controller = cardrt_controller(g, obj), .x = o->x };
    cardrt_ctx ctx;
    rt_ctx_init(&ctx, g, &item);
    d->as_enters(&ctx);
    rt_ctx_free(&ctx);
}

/* xorshift64*: small, fast and the same everywhere. */
uint64_t rt_random(cardrt_game *g)
{
    g->rng ^= g->rng >> 12;
    g->rng ^= g->rng << 25;
    g->rng ^= g->rng >> 27;
    return g->rng * UINT64_C(2685821657736338717);
}

cardrt_status cardrt_shuffle(cardrt_game *g, unsigned player)
{
    if (!g || player >= g->nplayers)
        return CARDRT_EINVAL;
    /* Fisher-Yates over the library's order keys. */
    size_t n = 0;
    for (size_t i = 0; i < g->nobjs; i++)
        n += g->objs[i].zone == CARDRT_LIBRARY && g->objs[i].owner == player;
    rt_object **lib = malloc((n ? n : 1) * sizeof *lib);
    if (!lib)
        return CARDRT_ENOMEM;
    size_t k = 0;
    for (size_t i = 0; i < g->nobjs; i++)
        if (g->objs[i].zone == CARDRT_LIBRARY && g->objs[i].owner == player)
            lib[k++] = &g->objs[i];
    for (size_t i = n; i > 1; i--) {
        size_t j = (size_t)(rt_random(g) % i);
        rt_object *t = lib[i - 1];
        lib[i - 1] = lib[j];
        lib[j] = t;
    }
    for (size_t i = 0; i < n; i++)
        lib[i]->seq = rt_tick(g);
    free(lib);
    cardrt_event ev = { .kind = CARDRT_EV_SHUFFLE, .player = player };
    rt_event(g, &ev);
    return CARDRT_OK;
}

void rt_to_bottom(cardrt_game *g, rt_object *o)
{
    uint64_t low = UINT64_MAX;
    for (size_t i = 0; i < g->nobjs; i++)
        if (&g->objs[i] != o && g->objs[i].zone == CARDRT_LIBRARY && g->objs[i].owner == o->owner
            && g->objs[i].seq < low)
            low = g->objs[i].seq;
    if (low == UINT64_MAX) {
        o->seq = rt_tick(g);
        return;
    }
    if (low == 0)               /* make room below: every card of the library moves up one */
        for (size_t i = 0; i < g->nobjs; i++)
            if (g->objs[i].zone == CARDRT_LIBRARY && g->objs[i].owner == o->owner)
                g->objs[i].seq++;
    o->seq = low == 0 ? 0 : low - 1;
}

/* O, just put on top of its owner's library, goes under the ABOVE cards at
 * the top ("third from the top": 2); to the bottom when there are no more
 * than that many. */
void rt_to_depth(cardrt_game *g, rt_object *o, unsigned above)
{
    rt_object *top[16];         /* the ABOVE topmost others, highest first */
    unsigned n = 0;
    if (above > 16)
        above = 16;
    for (size_t i = 0; i < g->nobjs; i++) {
        rt_object *c = &g->objs[i];
        if (c == o || c->zone != CARDRT_LIBRARY || c->owner != o->owner)
            continue;
        unsigned j = n < above ? n++ : above;
        if (j == above && c->seq < top[above - 1]->seq)
            continue;
        if (j == above)
            j = above - 1;
        for (; j > 0 && top[j - 1]->seq < c->seq; j--)
            top[j] = top[j - 1];
        top[j] = c;
    }
    bool below = false;         /* a card of the library below them */
    for (size_t i = 0; i < g->nobjs && n == above; i++)
        below |= &g->objs[i] != o && g->objs[i].zone == CARDRT_LIBRARY && g->objs[i].owner == o->owner
                 && g->objs[i].seq < top[above - 1]->seq;
    if (!below) {
        rt_to_bottom(g, o);
        return;
    }
    o->seq = top[above - 1]->seq;
    for (unsigned j = above; j-- > 0;)     /* the lowest of them first: the order kept */
        top[j]->seq = rt_tick(g);
}

cardrt_status cardrt_counter(cardrt_game *g, cardrt_id obj)
{
    return rt_counter_to(g, obj, CARDRT_GRAVEYARD);
}

cardrt_status rt_counter_to(cardrt_game *g, cardrt_id obj, cardrt_zone to)
{
    rt_object *o = rt_obj(g, obj);
    if (!o)
        return CARDRT_EINVAL;
    if (o->zone != CARDRT_STACK)
        return CARDRT_EZONE;
    if (cardrt_has_keyword(g, obj, CARDRT_KW_CANT_BE_COUNTERED)
        || rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_OBJECT, obj }, CARDRT_RULE_CANT_BE_COUNTERED))
        return CARDRT_OK;       /* the attempt does nothing */
    return cardrt_move(g, obj, to);
}

cardrt_status cardrt_destroy(cardrt_game *g, cardrt_id obj, bool can_regenerate)
{
    rt_object *o = rt_obj(g, obj);
    if (!o)
        return CARDRT_EINVAL;
    if (o->zone != CARDRT_BATTLEFIELD)
        return CARDRT_EZONE;
    if (cardrt_has_keyword(g, obj, CARDRT_KW_INDESTRUCTIBLE) || rt_totem_armor(g, obj) || rt_shield_used(g, obj))
        return CARDRT_OK;
    cardrt_ref it = { CARDRT_REF_OBJECT, obj };
    bool always = rt_rule_applies(g, it, CARDRT_RULE_REGENERATES);     /* "If ~ would be destroyed, regenerate it" */
    if (can_regenerate && (always || o->regeneration_shields > 0)
        && !rt_rule_applies(g, it, CARDRT_RULE_CANT_BE_REGENERATED)) {
        if (!always)
            o->regeneration_shields--;
        o->damage = 0;
        rt_touch_state(g);
        rt_tap(g, obj, true);
        return CARDRT_OK;
    }
    return cardrt_move(g, obj, CARDRT_GRAVEYARD);
}

cardrt_status cardrt_regenerate(cardrt_game *g, cardrt_id obj)
{
    rt_object *o = rt_obj(g, obj);
    if (!o)
        return CARDRT_EINVAL;
    if (o->zone != CARDRT_BATTLEFIELD)
        return CARDRT_EZONE;
    o->regeneration_shields++;
    return CARDRT_OK;
}

/* Dredge N (CR 702.52a): "As long as you have at least N cards in your
 * library, if you would draw a card, you may mill N cards instead. If you
 * do, return this card from your graveyard to your hand."  PLAYER, about to
 * draw, may choose one card of their graveyard with dredge N, N no more
 * than the cards of their library (702.52b; the default: none); it replaces
 * the draw.  It is offered before the other replacement effects of the
 * draw (the player orders those, CR 616.1).  True if the draw was
 * replaced. */
static bool dredged(cardrt_game *g, unsigned player)
{
    size_t k = 0;               /* first, cheaply: is there a card with dredge to offer at all? */
    while (k < g->nobjs && !(g->objs[k].zone == CARDRT_GRAVEYARD && g->objs[k].owner == player
                             && g->objs[k].def->dredge > 0))
        k++;
    if (k == g->nobjs)
        return false;
    unsigned nlib, ngy, n = 0;
    cardrt_ref *lib = rt_cards_in(g, player, CARDRT_LIBRARY, &nlib);
    cardrt_ref *gy = lib ? rt_cards_in(g, player, CARDRT_GRAVEYARD, &ngy) : NULL;
    free(lib);
    if (!gy)
        return false;
    for (unsigned i = 0; i < ngy; i++) {
        const rt_object *o = rt_obj(g, gy[i].id);
        if (o && o->def->dredge > 0 && (unsigned)o->def->dredge <= nlib)
            gy[n++] = gy[i];
    }
    unsigned answer[1];
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = player, .prompt = "dredge instead of drawing",
                        .candidates = gy, .ncandidates = n, .min = 0, .max = 1 };
    cardrt_id card = n && cardrt_choose(g, &c, answer) == 1 ? gy[answer[0]].id : 0;
    free(gy);
    const rt_object *o = rt_obj(g, card);
    if (!o)
        return false;
    int many = o->def->dredge;
    bool batch = rt_batch_begin(g);     /* milled at once (CARDRT_BATCH_AT_ONCE) */
    rt_mill(g, player, many, NULL);
    if (batch)
        rt_batch_end(g);
    o = rt_obj(g, card);
    if (o && o->zone == CARDRT_GRAVEYARD)
        cardrt_move(g, card, CARDRT_HAND);
    return true;
}

cardrt_status cardrt_draw(cardrt_game *g, unsigned player, unsigned n)
{
    if (!g || player >= g->nplayers)
        return CARDRT_EINVAL;
    for (unsigned k = 0; k < n; k++) {
        int most = rt_draw_limit(g, player);    /* "Players can't draw cards" */
        if (most >= 0 && g->history[0].n[CARDRT_HIST_CARDS_DRAWN][player] >= most)
            break;
        rt_object *top = NULL;
        for (size_t i = 0; i < g->nobjs; i++) {
            rt_object *o = &g->objs[i];
            if (o->zone == CARDRT_LIBRARY && o->owner == player && (!top || o->seq > top->seq))
                top = o;
        }
        /* "If you would draw a card, ... instead": a draw from an empty
         * library is replaced too ("If you would draw a card while your
         * library has no cards in it, you win the game instead"); drawing
         * from one is not impossible (413.2c), but draws nothing */
        cardrt_event would = { .kind = CARDRT_EV_DRAW, .player = player };
        /* "except the first one you draw in each of your draw steps" */
        bool in_step = g->step == CARDRT_STEP_DRAW && player == g->active, was = g->first_draw;
        g->first_draw = in_step && g->draw_step_draws++ == 0;
        bool replaced = dredged(g, player) || !rt_replace(g, &would, NULL, NULL, NULL);
        g->first_draw = was;
        if (replaced)
            continue;
        if (!top) {
            g->players[player].drew_empty = true;
            break;
        }
        cardrt_id id = (cardrt_id)(top - g->objs + 1);
        bool first = g->history[0].n[CARDRT_HIST_CARDS_DRAWN][player] == 0;
        rt_zone_change(g, id, CARDRT_HAND);
        if (first)
            rt_miracle(g, id, player);
        cardrt_event ev = { .kind = CARDRT_EV_DRAW, .object = id, .player = player };
        rt_event(g, &ev);
    }
    return CARDRT_OK;
}

cardrt_status cardrt_set_draw_loss(cardrt_game *g, unsigned player, bool loses)
{
    if (!g || player >= g->nplayers)
        return CARDRT_EINVAL;
    g->players[player].draw_loss = loses;
    return CARDRT_OK;
}

cardrt_status rt_sacrifice(cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    if (!o || o->zone != CARDRT_BATTLEFIELD)
        return CARDRT_EZONE;
    cardrt_event ev = { .kind = CARDRT_EV_SACRIFICE, .object = obj, .player = cardrt_controller(g, obj),
                        .from = CARDRT_BATTLEFIELD, .to = CARDRT_GRAVEYARD,
                        .types_before = cardrt_types(g, obj) };
    const rt_stack_item *by = g->asking;    /* the spell or ability whose effect sacrifices it */
    if (by) {
        ev.source = by->source;
        ev.text = by->ability ? by->ability->text : by->trigger ? by->trigger->text : NULL;
    }
    cardrt_status st = cardrt_move(g, obj, CARDRT_GRAVEYARD);
    if (st == CARDRT_OK)
        rt_event(g, &ev);
    return st;
}

cardrt_status cardrt_gain_life(cardrt_game *g, unsigned player, int n)
{
    if (!g || player >= g->nplayers || n < 0)
        return CARDRT_EINVAL;
    if (rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)player }, CARDRT_RULE_CANT_GAIN_LIFE))
        return CARDRT_OK;
    cardrt_event would = { .kind = CARDRT_EV_LIFE_GAINED, .player = player, .amount = n };
    if (n > 0 && !rt_replace(g, &would, NULL, NULL, NULL))
        return CARDRT_OK;
    n = would.amount;
    g->players[player].life = rt_sat_add(g->players[player].life, n);
    rt_touch_state(g);          /* static abilities may depend on life totals */
    if (n > 0) {
        cardrt_event ev = { .kind = CARDRT_EV_LIFE_GAINED, .player = player, .amount = n };
        rt_event(g, &ev);
    }
    return CARDRT_OK;
}

cardrt_status cardrt_lose_life(cardrt_game *g, unsigned player, int n)
{
    if (!g || player >= g->nplayers || n < 0)
        return CARDRT_EINVAL;
    if (rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)player }, CARDRT_RULE_CANT_LOSE_LIFE))
        return CARDRT_OK;
    cardrt_event would = { .kind = CARDRT_EV_LIFE_LOST, .player = player, .amount = n };
    if (n > 0 && !rt_replace(g, &would, NULL, NULL, NULL))
        return CARDRT_OK;
    n = would.amount;
    g->players[player].life = rt_sat_add(g->players[player].life, -n);
    rt_touch_state(g);
    if (n > 0) {
        cardrt_event ev = { .kind = CARDRT_EV_LIFE_LOST, .player = player, .amount = n };
        rt_event(g, &ev);
    }
    return CARDRT_OK;
}

cardrt_status cardrt_set_tapped(cardrt_game *g, cardrt_id obj, bool tapped)
{
    rt_object *o = rt_obj(g, obj);
    if (!o)
        return CARDRT_EINVAL;
    if (o->zone != CARDRT_BATTLEFIELD)
        return CARDRT_EZONE;
    rt_tap(g, obj, tapped);
    return CARDRT_OK;
}

void rt_exert(cardrt_game *g, unsigned player, cardrt_id obj)
{
    rt_at(g, obj)->exerted_by = player + 1;
    cardrt_event ev = { .kind = CARDRT_EV_EXERTED, .object = obj, .player = player };
    rt_event(g, &ev);
}

void rt_tap(cardrt_game *g, cardrt_id obj, bool tapped)
{
    rt_object *o = rt_at(g, obj);
    if (o->tapped == tapped)
        return;                 /* untapping an untapped permanent does nothing (FAQ 1.1.08) */
    if (!tapped && rt_stun_used(g, obj))
        return;                 /* a stun counter removed instead */
    o->tapped = tapped;
    rt_touch_state(g);
    cardrt_event ev = { .kind = tapped ? CARDRT_EV_TAPPED : CARDRT_EV_UNTAPPED, .object = obj,
                        .player = cardrt_controller(g, obj) };
    rt_event(g, &ev);
}

cardrt_status cardrt_add_effect(cardrt_game *g, cardrt_id source, const cardrt_effect_spec *spec)
{
    if (!g || !spec || (spec->nchanges && !spec->changes) || (spec->nobjects && !spec->objects))
        return CARDRT_EINVAL;
    /* CR 418.3d: an "as long as" duration already over means no effect. */
    if (spec->duration == CARDRT_AS_LONG_AS && (!spec->holds || !spec->holds(g, source)))
        return CARDRT_OK;
    const rt_object *src = rt_obj(g, source);
    if (spec->duration == CARDRT_WHILE_YOU_CONTROL     /* CR 611.2b */
        && (!src || src->zone != CARDRT_BATTLEFIELD || (spec->holds && !spec->holds(g, source))))
        return CARDRT_OK;
    /* CR 418.3b: lock in what it affects now. */
    size_t n = spec->nobjects;
    if (spec->affects) {
        n = 0;
        for (size_t i = 0; i < g->nobjs; i++)
            n += g->objs[i].zone == CARDRT_BATTLEFIELD
                 && spec->affects(g, source, (cardrt_id)(i + 1));
    }
    cardrt_id *objs = malloc((n ? n : 1) * sizeof *objs);
    cardrt_change *changes = malloc((spec->nchanges ? spec->nchanges : 1) * sizeof *changes);
    for (unsigned i = 0; i < spec->nchanges; i++) {
        g->copies |= spec->changes[i].kind == CARDRT_COPY;
        g->grants |= spec->changes[i].kind == CARDRT_ADD_ABILITIES;
        g->retyped |= spec->changes[i].kind == CARDRT_ADD_SUBTYPE || spec->changes[i].kind == CARDRT_SET_SUBTYPE
                      || spec->changes[i].kind == CARDRT_SET_TYPES;
    }
    if (!objs || !changes
        || !rt_grow((void **)&g->effects, &g->capeffects, g->neffects + 1, sizeof *g->effects)) {
        free(objs);
        free(changes);
        return CARDRT_ENOMEM;
    }
    if (spec->nchanges)
        memcpy(changes, spec->changes, spec->nchanges * sizeof *changes);
    /* "~ becomes a copy of target creature, except it has this ability"
     * (CR 707.9): the copiable values it copies now with the exceptions,
     * one definition, which layer 1 gives it from now on (layers.c) */
    for (unsigned i = 0; i < spec->nchanges; i++)
        if (changes[i].kind == CARDRT_COPY && changes[i].abilities && rt_obj(g, changes[i].value)
            && !(changes[i].abilities = rt_copy_except(g, copiable(g, changes[i].value), changes[i].abilities))) {
            free(objs);
            free(changes);
            return CARDRT_ENOMEM;
        }
    if (spec->affects) {
        size_t k = 0;
        for (size_t i = 0; i < g->nobjs && k < n; i++)
            if (g->objs[i].zone == CARDRT_BATTLEFIELD
                && spec->affects(g, source, (cardrt_id)(i + 1)))
                objs[k++] = (cardrt_id)(i + 1);
    } else if (n) {
        memcpy(objs, spec->objects, n * sizeof *objs);
    }
    unsigned controller = cardrt_last_controller(g, source);    /* before the effect is one */
    g->effects[g->neffects++] = (rt_effect){ source, rt_tick(g), changes, spec->nchanges,
                                             spec->duration, spec->holds, objs, (unsigned)n, controller,
                                             src ? src->moves : 0 };
    rt_touch(g);
    return CARDRT_OK;
}

void rt_effects_forget(cardrt_game *g, cardrt_id obj)
{
    rt_preventions_forget(g, obj);
    for (size_t i = 0; i < g->neffects; i++) {
        rt_effect *e = &g->effects[i];
        unsigned k = 0;
        for (unsigned j = 0; j < e->nobjects; j++)
            if (e->objects[j] != obj)
                e->objects[k++] = e->objects[j];
        e->nobjects = k;
    }
}

bool rt_duration_over(const cardrt_game *g, cardrt_duration d, unsigned controller, rt_ending ending)
{
    return (ending == RT_ENDING_TURN && d == CARDRT_UNTIL_END_OF_TURN)
        || (ending == RT_ENDING_COMBAT && d == CARDRT_UNTIL_END_OF_COMBAT)
        || (ending == RT_ENDING_NEXT_TURN && d == CARDRT_UNTIL_YOUR_NEXT_TURN && controller == g->active)
        || (ending == RT_ENDING_UPKEEP && d == CARDRT_UNTIL_YOUR_NEXT_UPKEEP && controller == g->active)
        || (ending == RT_ENDING_END_STEP && d == CARDRT_UNTIL_YOUR_NEXT_END_STEP && controller == g->active);
}

bool rt_duration_yours(int d)
{
    return d == CARDRT_UNTIL_YOUR_NEXT_TURN || d == CARDRT_UNTIL_END_OF_YOUR_NEXT_TURN
        || d == CARDRT_UNTIL_YOUR_NEXT_UPKEEP || d == CARDRT_UNTIL_YOUR_NEXT_END_STEP;
}

bool rt_duration_timed(int d)
{
    return d == CARDRT_UNTIL_END_OF_TURN || d == CARDRT_UNTIL_END_OF_COMBAT || rt_duration_yours(d);
}

cardrt_duration rt_duration_turn_begins(const cardrt_game *g, cardrt_duration d, unsigned controller)
{
    return d == CARDRT_UNTIL_END_OF_YOUR_NEXT_TURN && controller == g->active ? CARDRT_UNTIL_END_OF_TURN : d;
}

/* Has the condition of E's duration failed: "as long as" its `holds`,
 * "for as long as you control ~" its source left the battlefield (a new
 * object if it came back, CR 400.7) or, with CONTROL, another player
 * controls it (CR 611.2b)?  The layers ask without CONTROL: control is a
 * characteristic they compute; rt_end_effects asks with it. */
bool rt_effect_lapsed(const cardrt_game *g, const rt_effect *e, bool control)
{
    if (e->duration != CARDRT_AS_LONG_AS && e->duration != CARDRT_WHILE_YOU_CONTROL)
        return false;
    if (e->holds && !e->holds(g, e->source))
        return true;
    if (e->duration != CARDRT_WHILE_YOU_CONTROL)
        return false;
    const rt_object *src = rt_obj(g, e->source);
    return !src || src->zone != CARDRT_BATTLEFIELD || src->moves != e->source_moves
           || (control && cardrt_controller(g, e->source) != e->controller);
}

/* Drop effects whose duration is over: "until end of turn" at cleanup,
 * "until end of combat" as combat ends, "until your next turn" as it
 * begins ("until the end of your next turn" then lasts until end of turn),
 * "as long as" once its condition has failed. */
void rt_end_effects(cardrt_game *g, rt_ending ending)
{
    size_t k = 0;
    for (size_t i = 0; i < g->neffects; i++) {
        rt_effect *e = &g->effects[i];
        if (ending == RT_ENDING_NEXT_TURN)      /* "until the end of your next turn": this one */
            e->duration = rt_duration_turn_begins(g, e->duration, e->controller);
        bool over = rt_duration_over(g, e->duration, e->controller, ending) || rt_effect_lapsed(g, e, true);
        if (over) {
            free(e->objects);
            free(e->changes);
        } else
            g->effects[k++] = *e;
    }
    if (k != g->neffects) {
        g->neffects = k;
        rt_touch(g);
    }
    rt_preventions_end(g, ending);
    rt_rules_end(g, ending);
}

/* Objects I and J are legendary permanents with the same name under one
 * player's control (with the names and supertypes they have, copies
 * included). */
static bool same_legend(const cardrt_game *g, size_t i, size_t j)
{
    cardrt_id a = (cardrt_id)(i + 1), b = (cardrt_id)(j + 1);
    if (g->objs[i].zone != CARDRT_BATTLEFIELD || g->objs[j].zone != CARDRT_BATTLEFIELD
        || cardrt_controller(g, a) != cardrt_controller(g, b))
        return false;
    const cardrt_card_def *d = copiable(g, a), *e = copiable(g, b);
    return (d->supertypes & CARDRT_LEGENDARY) && (e->supertypes & CARDRT_LEGENDARY)
        && strcmp(d->name, e->name) == 0;
}

/* The legend rule (CR 704.5j; the Rules FAQ 1.1.09 has the rule of its
 * time, which put all of them into the graveyard): a player who controls
 * two or more legendary permanents with the same name chooses one of them
 * (the default: the first to have become an object), and the rest are put
 * into their owners' graveyards (marked in TO_YARD). */
static void legend_rule(cardrt_game *g, unsigned char *to_yard)
{
    size_t n = g->nobjs;
    unsigned char *seen = calloc(n ? n : 1, 1);
    cardrt_ref *cand = malloc((n ? n : 1) * sizeof *cand);
    for (size_t i = 0; seen && cand && i < n; i++) {
        if (seen[i] || !same_legend(g, i, i)
            || rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)cardrt_controller(g, (cardrt_id)(i + 1)) },
                               CARDRT_RULE_NO_LEGEND_RULE))
            continue;       /* not a legendary permanent, or counted with an earlier one; "The
                             * "legend rule" doesn't apply" to its controller's */
        unsigned k = 0;
        for (size_t j = i; j < n; j++)
            if (!seen[j] && (j == i || same_legend(g, i, j))) {
                seen[j] = 1;
                cand[k++] = (cardrt_ref){ CARDRT_REF_OBJECT, (cardrt_id)(j + 1) };
            }
        if (k < 2)
            continue;
        unsigned keep = 0;
        cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = cardrt_controller(g, cand[0].id),
            .prompt = "the legend rule: the legendary permanent to keep", .candidates = cand,
            .ncandidates = k, .min = 1, .max = 1 };
        if (cardrt_choose(g, &c, &keep) != 1)
            keep = 0;
        for (unsigned j = 0; j < k; j++)
            if (j != keep)
                to_yard[cand[j].id - 1] = 1;
    }
    free(seen);
    free(cand);
}

/* The world rule (CR 704.5k; the Rules FAQ 1.1.09 has it too): of two or
 * more permanents with the world supertype, all but the one that has had
 * it for the shortest time (the last to have entered the battlefield) are
 * put into their owners' graveyards (marked in TO_YARD); all of them on a
 * tie. */
static void world_rule(const cardrt_game *g, unsigned char *to_yard)
{
    uint64_t newest = 0;
    unsigned worlds = 0, at_newest = 0;
    for (size_t i = 0; i < g->nobjs; i++) {
        const rt_object *o = &g->objs[i];
        if (o->zone != CARDRT_BATTLEFIELD || !(copiable(g, (cardrt_id)(i + 1))->supertypes & CARDRT_WORLD))
            continue;
        worlds++;
        if (o->timestamp > newest) {
            newest = o->timestamp;
            at_newest = 0;
        }
        at_newest += o->timestamp == newest;
    }
    for (size_t i = 0; worlds > 1 && i < g->nobjs; i++) {
        const rt_object *o = &g->objs[i];
        if (o->zone == CARDRT_BATTLEFIELD && (copiable(g, (cardrt_id)(i + 1))->supertypes & CARDRT_WORLD)
            && (o->timestamp < newest || at_newest > 1))
            to_yard[i] = 1;
    }
}

/* One pass of the state-based actions; true if any was performed. */
static bool sba_once(cardrt_game *g)
{
    bool any = false;
    for (unsigned p = 0; p < g->nplayers; p++) {
        rt_player *pl = &g->players[p];
        bool no_life = pl->life <= 0     /* "You don't lose the game for having 0 or less life" */
                       && !rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)p }, CARDRT_RULE_NO_LOSS_AT_ZERO_LIFE);
        bool drew_empty = pl->drew_empty && pl->draw_loss;
        pl->drew_empty = false;
        if (!pl->lost && (no_life || drew_empty || cardrt_poison(g, p) >= 10) && !rt_cant_lose(g, p)) {
            pl->lost = true;    /* all at once: two players at 0 life draw (4th Ed. FAQ) */
            any = true;
        }
    }
    for (unsigned p = 0; p < g->nplayers; p++)
        if (g->players[p].lost && !g->players[p].lost_told) {
            g->players[p].lost_told = true;     /* "Whenever a player loses the game" (CR 104.3) */
            rt_event(g, &(cardrt_event){ .kind = CARDRT_EV_LOST_GAME, .player = p });
        }
    /* Not a state-based action: ascend's static ability, applied as they are checked */
    any |= rt_ascend_permanents(g);
    rt_unpair_stale(g);         /* nor is becoming unpaired (CR 702.95d) */
    /* Decide every object first, then move them together. */
    size_t n = g->nobjs;
    unsigned char *to_yard = calloc(n ? n : 1, 1), *destroy = calloc(n ? n : 1, 1);
    unsigned char *unattach = calloc(n ? n : 1, 1);
    if (!to_yard || !destroy || !unattach) {
        free(to_yard);
        free(destroy);
        free(unattach);
        return any;
    }
    for (size_t i = 0; i < n; i++) {
        rt_object *o = &g->objs[i];
        cardrt_id id = (cardrt_id)(i + 1);
        if (o->token && o->zone != CARDRT_BATTLEFIELD && o->zone != CARDRT_NOWHERE && o->zone != CARDRT_PHASED_OUT) {
            o->zone = CARDRT_NOWHERE;   /* a token that left ceases to exist */
            rt_touch_object(g, id);
            any = true;
            continue;
        }
        if (o->zone != CARDRT_BATTLEFIELD)
            continue;
        unsigned types = cardrt_types(g, id);
        /* CR 506.4: a permanent that stops being a creature is removed from
         * combat (no state-based action: it is done whenever they are checked,
         * before anyone has priority again) */
        /* ... as is one whose controller changes: an attacker no longer
         * the active player's, a blocker now the active player's */
        unsigned ctl = cardrt_controller(g, id);
        if ((!(types & CARDRT_CREATURE) && (o->attacking.kind != CARDRT_REF_NONE || o->blocking))
            || (o->attacking.kind != CARDRT_REF_NONE && ctl != g->active) || (o->blocking && ctl == g->active)) {
            rt_remove_from_combat(g, id);
            any = true;
        }
        /* CR 704.5q (later rules): N +1/+1 and N -1/-1 counters removed,
         * N the smaller number (P/T unchanged: the 704.5f check below is the same) */
        cardrt_ref on = { CARDRT_REF_OBJECT, id };
        int pairs = rt_counter_count(g, on, RT_COUNTER_PLUS, false);
        int minus = rt_counter_count(g, on, RT_COUNTER_MINUS, false);
        if (minus < pairs)
            pairs = minus;
        if (pairs > 0) {
            rt_add_counters(g, on, RT_COUNTER_PLUS, -pairs);
            rt_add_counters(g, on, RT_COUNTER_MINUS, -pairs);
            any = true;
        }
        /* CR 704.5i (later rules): a planeswalker with no loyalty. */
        if ((types & CARDRT_PLANESWALKER)
            && rt_counter_count(g, (cardrt_ref){ CARDRT_REF_OBJECT, id }, RT_COUNTER_LOYALTY, false) <= 0)
            to_yard[i] = 1;
        if (types & CARDRT_CREATURE) {
            int p, t;
            cardrt_pt(g, id, &p, &t);
            if (t <= 0)
                to_yard[i] = 1;
            else if (o->damage >= t || o->deathtouched)     /* deathtouch: any damage is lethal */
                destroy[i] = 1;
        }
        o->deathtouched = false;        /* "since the last check" */
        if (cardrt_has_subtype(g, id, "Aura") && o->attached_player) {
            if (g->players[o->attached_player - 1].lost     /* its player left the game */
                || rt_player_protected_from(g, o->attached_player - 1, cardrt_colors(g, id)))
                to_yard[i] = 1;
        } else if (cardrt_has_subtype(g, id, "Aura")) {
            const rt_object *host = rt_obj(g, o->attached_to);
            if (!host || host->zone != CARDRT_BATTLEFIELD
                || rt_aura_protected(g, id, o->attached_to)
                || rt_enchant_rejects(g, id, o->attached_to)) {    /* no longer what it may enchant */
                if (o->bestowed)
                    unattach[i] = 1;    /* 702.103f: unattached, it is a creature again */
                else
                    to_yard[i] = 1;
            }
        } else if (o->attached_to && cardrt_has_subtype(g, id, "Equipment")) {
            /* CR 704.5n (later rules): Equipment attached to an illegal
             * permanent (no creature, gone, or with protection from it)
             * becomes unattached and stays on the battlefield; so does an
             * Equipment that is a creature itself, which can't equip a
             * creature unless it has reconfigure (CR 301.5c of the current
             * rules). */
            const rt_object *host = rt_obj(g, o->attached_to);
            unattach[i] = !host || host->zone != CARDRT_BATTLEFIELD
                          || ((cardrt_types(g, id) & CARDRT_CREATURE) && !rt_reconfigures(o->def))
                          || !(cardrt_types(g, o->attached_to) & CARDRT_CREATURE)
                          || rt_protected_from(g, o->attached_to, cardrt_colors(g, id), cardrt_types(g, id), id);
        }
    }
    for (size_t i = 0; i < n; i++)
        if (unattach[i]) {
            cardrt_id was = g->objs[i].attached_to;
            g->objs[i].attached_to = 0;
            g->objs[i].bestowed = false;
            rt_touch_object(g, (cardrt_id)(i + 1));
            rt_attach_event(g, (cardrt_id)(i + 1), was, false);
            any = true;
        }
    free(unattach);
    legend_rule(g, to_yard);
    world_rule(g, to_yard);
    for (size_t i = 0; i < n; i++)
        if (to_yard[i] || destroy[i])
            rt_lki_leaving(g, (cardrt_id)(i + 1));     /* they leave together */
    bool batch = rt_batch_begin(g);     /* at once (CARDRT_BATCH_AT_ONCE) */
    for (size_t i = 0; i < n; i++) {
        if (to_yard[i]) {
            cardrt_move(g, (cardrt_id)(i + 1), CARDRT_GRAVEYARD);
            any = true;
        } else if (destroy[i]) {
            rt_object *o = &g->objs[i];
            int before = o->regeneration_shields, damage = o->damage;
            cardrt_zone z = o->zone;
            cardrt_destroy(g, (cardrt_id)(i + 1), true);
            any |= o->zone != z || o->regeneration_shields != before || o->damage != damage;
        }
    }
    if (batch)
        rt_batch_end(g);
    rt_lki_batch_end(g);
    any |= rt_saga_sba(g);
    any |= rt_dungeon_sba(g);
    free(to_yard);
    free(destroy);
    return any;
}

bool rt_check_sba(cardrt_game *g)
{
    bool any = false;
    /* CR 117.5: state-based actions, then triggered abilities go on the
     * stack, again while that made more trigger (an ability that becomes
     * the target of one just put on the stack) */
    for (int flushes = 0; flushes < 1000; flushes++) {
        rt_end_effects(g, RT_ENDING_NONE);
        for (int rounds = 0; rounds < 1000 && sba_once(g); rounds++) {
            any = true;
            rt_end_effects(g, RT_ENDING_NONE);
        }
        if (cardrt_game_over(g, NULL, NULL))
            g->over = true;
        if (g->players[g->priority].lost)   /* a player who lost gets no priority */
            g->priority = rt_next_player(g, g->priority);
        rt_day_night_check(g);      /* CR 702.145c, 702.145f */
        rt_state_triggers(g);       /* CR 603.8 */
        rt_flush_triggers(g);       /* then triggered abilities go on the stack */
        if (g->npending == 0 || g->over)
            break;
    }
    return any;
}

cardrt_status cardrt_check_sba(cardrt_game *g)
{
    if (!g)
        return CARDRT_EINVAL;
    rt_check_sba(g);
    return CARDRT_OK;
}

cardrt_status cardrt_create_token(cardrt_game *g, const cardrt_card_def *def, unsigned player,
                                  cardrt_id *id)
{
    cardrt_id t = 0;
    cardrt_status st = cardrt_object_new(g, def, player, CARDRT_EXILE, &t);
    if (st != CARDRT_OK)
        return st;
    rt_object *o = &g->objs[t - 1];
    o->token = true;
    cardrt_event ev = { .kind = CARDRT_EV_ZONE_CHANGE, .object = t, .from = CARDRT_NOWHERE,
                        .to = CARDRT_BATTLEFIELD, .player = player };
    /* Replacement effects see it as it would enter; one that puts it
     * anywhere else, or nowhere, leaves no token (a token anywhere
     * but the battlefield ceases to exist). */
    enter_as_copy(g, t, player);
    unsigned how = 0;
    const char *counter = NULL;
    int counters = 0;
    bool enters = rt_replace(g, &ev, &how, &counter, &counters) && ev.to == CARDRT_BATTLEFIELD;
    o = &g->objs[t - 1];
    o->zone = CARDRT_NOWHERE;   /* it comes from nowhere onto the battlefield */
    rt_touch_object(g, t);
    if (id)
        *id = t;
    if (!enters)
        return CARDRT_OK;
    rt_zone_change(g, t, CARDRT_BATTLEFIELD);
    o->tapped |= (how & CARDRT_MOVE_TAPPED) != 0;
    rt_enter_battlefield(g, t);
    if (counter && counters > 0)
        enter_with(g, t, counter, counters);
    rt_event(g, &ev);
    return CARDRT_OK;
}
