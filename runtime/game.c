/* game.c — games, players, objects and zones; cloning; queries. */
#include <stdlib.h>
#include <string.h>

#include "rt.h"

unsigned cardrt_abi_version(void)
{
    return CARDRT_ABI_VERSION;
}

const cardrt_card_def *cardrt_registry_find(const cardrt_registry *reg, const char *name)
{
    if (!reg || !name || reg->abi != CARDRT_ABI_VERSION)
        return NULL;
    for (unsigned i = 0; i < reg->count; i++)
        if (reg->cards[i] && reg->cards[i]->name && strcmp(reg->cards[i]->name, name) == 0)
            return reg->cards[i];
    return NULL;
}

const char *cardrt_strerror(cardrt_status s)
{
    switch (s) {
    case CARDRT_OK: return "success";
    case CARDRT_EINVAL: return "invalid argument";
    case CARDRT_EZONE: return "object is not in the zone the action needs";
    case CARDRT_ETARGET: return "illegal, missing or repeated target";
    case CARDRT_ECOST: return "cost cannot be paid";
    case CARDRT_ESTACK: return "the stack is empty";
    case CARDRT_ENOMEM: return "out of memory";
    case CARDRT_EOVER: return "the game is over";
    case CARDRT_ELIMIT: return "too many objects, effects or players";
    case CARDRT_ETIMING: return "not now: priority passed, or the timing rules forbid it";
    }
    return "unknown status";
}

bool rt_grow(void **p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return true;
    size_t n = *cap ? *cap * 2 : 16;
    while (n < need)
        n *= 2;
    void *q = realloc(*p, n * size);
    if (!q)
        return false;
    memset((char *)q + *cap * size, 0, (n - *cap) * size);
    *p = q;
    *cap = n;
    return true;
}

uint64_t rt_tick(cardrt_game *g)
{
    return ++g->clock;
}

void rt_touch(const cardrt_game *g)
{
    g->cache->dirty = true;
}

cardrt_game *cardrt_game_new(unsigned nplayers, int starting_life, uint64_t seed)
{
    if (nplayers == 0 || nplayers > CARDRT_MAX_PLAYERS)
        return NULL;
    cardrt_game *g = calloc(1, sizeof *g);
    rt_cache *c = calloc(1, sizeof *c);
    if (!g || !c) {
        free(g);
        free(c);
        return NULL;
    }
    g->cache = c;
    c->dirty = true;
    g->nplayers = nplayers;
    g->turn = 1;                /* the game starts in the first player's first main phase */
    g->step = CARDRT_STEP_MAIN;
    g->starting_life = starting_life;
    for (unsigned i = 0; i < nplayers; i++)
        g->players[i].life = starting_life;
    rt_turn_begins(g);
    g->rng = seed ? seed : 0x9E3779B97F4A7C15u;
    return g;
}

void cardrt_game_free(cardrt_game *g)
{
    if (!g)
        return;
    for (size_t i = 0; i < g->neffects; i++) {
        free(g->effects[i].objects);
        free(g->effects[i].changes);
    }
    free(g->effects);
    rt_counters_free(g);
    free(g->lki);
    free(g->exiled_by);
    free(g->hits);
    free(g->preventions);
    free(g->rules);
    free(g->skip_untaps);
    free(g->objs);
    free(g->stack);
    free(g->left_stack);
    free(g->epics);
    free(g->pending);
    free(g->delayed);
    free(g->combat_damage);
    free(g->extra_blocks);
    free(g->lifelink);
    free(g->prevented);
    rt_cache_free(g->cache);
    rt_made_defs_free(g);
    free(g);
}

static void *dup_array(const void *p, size_t n, size_t size)
{
    if (n == 0)
        return NULL;
    void *q = malloc(n * size);
    if (q)
        memcpy(q, p, n * size);
    return q;
}

cardrt_game *cardrt_game_clone(const cardrt_game *g)
{
    if (!g)
        return NULL;
    cardrt_game *c = malloc(sizeof *c);
    rt_cache *cache = calloc(1, sizeof *cache);
    if (!c || !cache) {
        free(c);
        free(cache);
        return NULL;
    }
    *c = *g;
    rt_made_defs_share(c);
    c->cache = cache;
    cache->dirty = true;
    c->objs = dup_array(g->objs, g->nobjs, sizeof *g->objs);
    c->effects = dup_array(g->effects, g->neffects, sizeof *g->effects);
    c->stack = dup_array(g->stack, g->nstack, sizeof *g->stack);
    c->left_stack = dup_array(g->left_stack, g->nleft_stack, sizeof *g->left_stack);
    c->epics = dup_array(g->epics, g->nepics, sizeof *g->epics);
    c->pending = dup_array(g->pending, g->npending, sizeof *g->pending);
    c->delayed = dup_array(g->delayed, g->ndelayed, sizeof *g->delayed);
    c->combat_damage = dup_array(g->combat_damage, g->ncombat_damage, sizeof *g->combat_damage);
    c->lifelink = dup_array(g->lifelink, g->nlifelink, sizeof *g->lifelink);
    c->prevented = dup_array(g->prevented, g->nprevented, sizeof *g->prevented);
    c->extra_blocks = dup_array(g->extra_blocks, g->nextra_blocks, sizeof *g->extra_blocks);
    c->lki = dup_array(g->lki, g->nlki, sizeof *g->lki);
    c->exiled_by = dup_array(g->exiled_by, g->nexiled_by, sizeof *g->exiled_by);
    c->hits = dup_array(g->hits, g->nhits, sizeof *g->hits);
    c->preventions = dup_array(g->preventions, g->npreventions, sizeof *g->preventions);
    c->rules = dup_array(g->rules, g->nrules, sizeof *g->rules);
    c->skip_untaps = dup_array(g->skip_untaps, g->nskip_untaps, sizeof *g->skip_untaps);
    c->capobjs = g->nobjs;
    c->capeffects = g->neffects;
    c->capstack = g->nstack;
    c->cappending = g->npending;
    c->capdelayed = c->ndelayed = c->delayed ? g->ndelayed : 0;
    c->capcombat_damage = c->ncombat_damage = c->combat_damage ? g->ncombat_damage : 0;
    c->caplifelink = c->nlifelink = c->lifelink ? g->nlifelink : 0;
    c->capprevented = c->nprevented = c->prevented ? g->nprevented : 0;
    c->capextra_blocks = c->nextra_blocks = c->extra_blocks ? g->nextra_blocks : 0;
    c->caplki = c->nlki = c->lki ? g->nlki : 0;
    c->capexiled_by = c->nexiled_by = c->exiled_by ? g->nexiled_by : 0;
    c->caphits = c->nhits = c->hits ? g->nhits : 0;
    c->cappreventions = c->npreventions = c->preventions ? g->npreventions : 0;
    c->caprules = c->nrules = c->rules ? g->nrules : 0;
    c->capskip_untaps = c->nskip_untaps = c->skip_untaps ? g->nskip_untaps : 0;
    c->capleft_stack = c->nleft_stack = c->left_stack ? g->nleft_stack : 0;
    c->capepics = c->nepics = c->epics ? g->nepics : 0;
    bool ok = (!g->nobjs || c->objs) && (!g->neffects || c->effects) && (!g->nstack || c->stack)
              && (!g->npending || c->pending) && (!g->ndelayed || c->delayed)
              && (!g->ncombat_damage || c->combat_damage) && (!g->nlki || c->lki) && (!g->nhits || c->hits)
              && (!g->nexiled_by || c->exiled_by)
              && (!g->npreventions || c->preventions) && (!g->nlifelink || c->lifelink)
              && (!g->nprevented || c->prevented)
              && (!g->nrules || c->rules) && (!g->nleft_stack || c->left_stack) && (!g->nepics || c->epics)
              && (!g->nskip_untaps || c->skip_untaps)
              && (!g->nextra_blocks || c->extra_blocks);
    if (!c->effects)            /* free nothing of G's with C */
        c->neffects = 0;
    if (!c->stack)
        c->nstack = 0;
    if (!c->pending)
        c->npending = 0;
    ok = rt_counters_clone(c, g) && ok;
    for (size_t i = 0; ok && i < c->neffects; i++) {
        rt_effect *e = &c->effects[i];
        e->objects = dup_array(g->effects[i].objects, e->nobjects, sizeof *e->objects);
        e->changes = dup_array(g->effects[i].changes, e->nchanges, sizeof *e->changes);
        ok = (!e->nobjects || e->objects) && (!e->nchanges || e->changes);
        if (!ok) {
            free(e->objects);
            free(e->changes);
            c->neffects = i;    /* free only what was copied */
        }
    }
    if (!ok) {
        cardrt_game_free(c);
        return NULL;
    }
    return c;
}

cardrt_status cardrt_object_new(cardrt_game *g, const cardrt_card_def *def, unsigned player,
                                cardrt_zone zone, cardrt_id *id)
{
    if (!g || !def || player >= g->nplayers || zone >= CARDRT_NOWHERE || zone == CARDRT_STACK)
        return CARDRT_EINVAL;
    if (g->nobjs >= INT32_MAX - 1)
        return CARDRT_ELIMIT;
    if (!rt_grow((void **)&g->objs, &g->capobjs, g->nobjs + 1, sizeof *g->objs))
        return CARDRT_ENOMEM;
    rt_object *o = &g->objs[g->nobjs++];
    memset(o, 0, sizeof *o);
    o->def = def;
    /* its other face's rules too, which it may have up later (faces.c) */
    g->rule_defs |= rt_def_has_rules(def) || (def->other_face && rt_def_has_rules(def->other_face));
    o->zone = zone;
    o->owner = o->base_controller = player;
    o->timestamp = rt_tick(g);
    o->seq = o->timestamp;
    o->settled = player;        /* set up as under control since the turn began */
    o->upkept = CARDRT_MAX_PLAYERS;
    rt_touch_object(g, (cardrt_id)g->nobjs);
    if (id)
        *id = (cardrt_id)g->nobjs;
    if (zone == CARDRT_BATTLEFIELD)
        rt_enter_battlefield(g, (cardrt_id)g->nobjs);
    return CARDRT_OK;
}

/* A new object made from DEF in ZONE, one beyond CARDRT_NOWHERE that no
 * move reaches: made in exile, which cardrt_object_new knows, then put
 * there. */
static cardrt_status object_beyond(cardrt_game *g, const cardrt_card_def *def, unsigned player, cardrt_zone zone,
                                   cardrt_id *id)
{
    cardrt_id e = 0;
    cardrt_status st = cardrt_object_new(g, def, player, CARDRT_EXILE, &e);
    if (st != CARDRT_OK)
        return st;
    g->objs[e - 1].zone = zone;
    rt_touch_object(g, e);
    if (id)
        *id = e;
    return CARDRT_OK;
}

cardrt_status cardrt_emblem_new(cardrt_game *g, const cardrt_card_def *def, unsigned player, cardrt_id *id)
{
    return object_beyond(g, def, player, CARDRT_COMMAND, id);     /* CR 114.1 */
}

cardrt_status cardrt_outside_new(cardrt_game *g, const cardrt_card_def *def, unsigned player, cardrt_id *id)
{
    return object_beyond(g, def, player, CARDRT_OUTSIDE, id);     /* CR 400.11 */
}

void cardrt_set_chooser(cardrt_game *g, cardrt_chooser fn, void *user)
{
    if (!g)
        return;
    g->chooser = fn;
    g->chooser_user = user;
}

void cardrt_set_observer(cardrt_game *g, cardrt_observer fn, void *user)
{
    if (!g)
        return;
    g->observer = fn;
    g->observer_user = user;
}

bool cardrt_is_sick(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    if (!o || o->zone != CARDRT_BATTLEFIELD || !(cardrt_types(g, obj) & CARDRT_CREATURE))
        return false;
    if (cardrt_has_keyword(g, obj, CARDRT_KW_HASTE))
        return false;
    return o->settled != cardrt_controller(g, obj);
}

unsigned cardrt_player_count(const cardrt_game *g)
{
    return g ? g->nplayers : 0;
}

int cardrt_life(const cardrt_game *g, unsigned player)
{
    return g && player < g->nplayers ? g->players[player].life : 0;
}

int cardrt_mana(const cardrt_game *g, unsigned player, int kind)
{
    return g && player < g->nplayers && kind >= 0 && kind < 6 ? g->players[player].mana[kind] : 0;
}

bool cardrt_player_lost(const cardrt_game *g, unsigned player)
{
    return g && player < g->nplayers && g->players[player].lost;
}

/* Is player P one of the players of S? */
static bool sel_names_player(const rt_sel *s, unsigned p)
{
    for (unsigned i = 0; i < s->n; i++)
        if (s->items[i].kind == CARDRT_REF_PLAYER && (unsigned)s->items[i].id == p)
            return true;
    return false;
}

/* "you win the game" (CR 104.2b; in a multiplayer game each of the
 * winner's opponents loses it, 104.3h), "that player loses the game" (CR
 * 104.3e): decided now, not by state-based actions; a player who has
 * already lost wins nothing.  The result is how many players lost. */
cardrt_status cardrt_fx_game_over(cardrt_ctx *ctx, int sel, bool win)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!ctx || !s)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    bool *loses = calloc(g->nplayers ? g->nplayers : 1, sizeof *loses);
    if (!loses)
        return CARDRT_ENOMEM;
    for (unsigned p = 0; p < g->nplayers; p++) {
        /* "Your opponents can't win the game" (CR 104.2): no winning, and so no loss for the others */
        if (g->players[p].lost || !sel_names_player(s, p)
            || (win && rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)p }, CARDRT_RULE_CANT_WIN)))
            continue;
        for (unsigned q = 0; q < g->nplayers; q++)
            if (win ? q != p : q == p)
                loses[q] = true;
    }
    ctx->result = 0;
    for (unsigned p = 0; p < g->nplayers; p++)
        if (loses[p] && !g->players[p].lost && !rt_cant_lose(g, p)) {
            g->players[p].lost = true;
            ctx->result++;
        }
    free(loses);
    return CARDRT_OK;
}

bool cardrt_game_over(const cardrt_game *g, bool *draw, unsigned *winner)
{
    if (!g)
        return false;
    unsigned alive = 0, last = 0;
    for (unsigned i = 0; i < g->nplayers; i++)
        if (!g->players[i].lost) {
            alive++;
            last = i;
        }
    bool over = g->nplayers > 1 ? alive <= 1 : alive == 0;
    if (draw)
        *draw = over && alive == 0;
    if (winner)
        *winner = over && alive == 1 ? last : 0;
    return over;
}

unsigned cardrt_zone_size(const cardrt_game *g, unsigned player, cardrt_zone z)
{
    if (!g || player >= g->nplayers)
        return 0;
    unsigned n = 0;
    for (size_t i = 0; i < g->nobjs; i++)
        n += g->objs[i].zone == z && g->objs[i].owner == player;
    return n;
}

unsigned cardrt_object_count(const cardrt_game *g)
{
    return g ? (unsigned)g->nobjs : 0;
}

cardrt_id rt_library_top(const cardrt_game *g, unsigned player)
{
    cardrt_id top = 0;
    for (size_t i = 0; i < g->nobjs; i++)
        if (g->objs[i].zone == CARDRT_LIBRARY && g->objs[i].owner == player
            && (!top || g->objs[i].seq > g->objs[top - 1].seq))
            top = (cardrt_id)(i + 1);
    return top;
}

cardrt_zone cardrt_zone_of(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o ? o->zone : CARDRT_NOWHERE;
}

const cardrt_card_def *cardrt_def_of(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o ? o->def : NULL;
}

unsigned cardrt_owner(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o ? o->owner : 0;
}

cardrt_status cardrt_set_commander(cardrt_game *g, cardrt_id card)
{
    rt_object *o = rt_obj(g, card);
    if (!o || cardrt_is_token(g, card))
        return CARDRT_EINVAL;
    o->commander = true;
    return CARDRT_OK;
}

bool cardrt_is_commander(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->commander;
}

int cardrt_commanders_controlled(const cardrt_game *g, unsigned player, int owner)
{
    int n = 0;
    for (size_t i = 0; g && i < g->nobjs; i++)
        n += g->objs[i].zone == CARDRT_BATTLEFIELD && g->objs[i].commander
             && cardrt_controller(g, (cardrt_id)(i + 1)) == player && (owner < 0 || g->objs[i].owner == (unsigned)owner);
    return n;
}

int cardrt_starting_life(const cardrt_game *g)
{
    return g ? g->starting_life : 0;
}

unsigned cardrt_most_common_colors(const cardrt_game *g)
{
    int n[5] = { 0 }, most = 0;
    for (size_t i = 0; g && i < g->nobjs; i++)
        if (g->objs[i].zone == CARDRT_BATTLEFIELD) {
            unsigned colors = cardrt_colors(g, (cardrt_id)(i + 1));
            for (int k = 0; k < 5; k++)
                n[k] += (colors >> k) & 1;
        }
    unsigned bits = 0;
    for (int k = 0; k < 5; k++)
        most = n[k] > most ? n[k] : most;
    for (int k = 0; k < 5; k++)
        bits |= n[k] == most ? 1u << k : 0;
    return bits;
}

bool cardrt_is_tapped(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->tapped;
}

int cardrt_attachments(const cardrt_game *g, cardrt_id obj, const char *subtype)
{
    if (!rt_obj(g, obj))
        return 0;
    int n = 0;
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (g->objs[i].zone == CARDRT_BATTLEFIELD && g->objs[i].attached_to == obj
            && (!subtype || cardrt_has_subtype(g, id, subtype)))
            n++;
    }
    return n;
}

bool cardrt_is_token(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->token;
}

unsigned cardrt_supertypes(const cardrt_game *g, cardrt_id obj)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_DEF);     /* a copy has the original's */
    return c ? c->def->supertypes : 0;
}

bool cardrt_cast_info(const cardrt_game *g, cardrt_id obj, cardrt_zone *from, cardrt_step *step,
                      bool *own_turn)
{
    const rt_object *o = rt_obj(g, obj);
    if (!o || !o->cast)
        return false;
    if (from)
        *from = o->cast_from;
    if (step)
        *step = o->cast_step;
    if (own_turn)
        *own_turn = o->cast_own_turn;
    return true;
}

cardrt_id cardrt_attached_to(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o && o->zone == CARDRT_BATTLEFIELD && rt_obj(g, o->attached_to) ? o->attached_to : 0;
}

bool cardrt_was_attached_to(const cardrt_game *g, cardrt_id obj, cardrt_id host)
{
    const rt_object *o = rt_obj(g, obj), *h = rt_obj(g, host);
    if (o && h && o->zone != CARDRT_BATTLEFIELD)
        return rt_lki_left_with_host(g, obj, host);     /* they left together (CR 603.10a) */
    if (!o || !h)
        return false;
    return cardrt_attached_to(g, obj) == host || (o->left_host == host && h->moves == o->left_host_moves);
}

int cardrt_enchanted_player(const cardrt_game *g, cardrt_id aura)
{
    const rt_object *o = rt_obj(g, aura);
    return o && o->zone == CARDRT_BATTLEFIELD && o->attached_player ? (int)o->attached_player - 1 : -1;
}

bool cardrt_mana_cost_has(const cardrt_game *g, cardrt_id obj, const char *symbol)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_DEF);
    if (symbol && strcmp(symbol, "{P}") == 0)   /* any Phyrexian symbol: its "/P}" */
        symbol = "/P}";
    return c && c->def && c->def->mana_cost && symbol && strstr(c->def->mana_cost, symbol);
}

bool cardrt_has_name(const cardrt_game *g, cardrt_id obj, const char *name)
{
    const char *n = cardrt_name(g, obj);
    return n && name && strcmp(n, name) == 0;
}

int cardrt_damage_marked(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o ? o->damage : 0;
}

unsigned cardrt_active_player(const cardrt_game *g)
{
    return g ? g->active : 0;
}

/* OBJ moves to TO, a zone it is not in: it is a new object there (CR 400.7
 * in later rules), which forgets what happened to it (and leaves combat),
 * and a permanent that arrives gets a new timestamp (CR 418.5) and is
 * summoning sick. */
void rt_zone_change(cardrt_game *g, cardrt_id obj, cardrt_zone to)
{
    rt_object *o = &g->objs[obj - 1];
    cardrt_id host = o->zone == CARDRT_BATTLEFIELD ? o->attached_to : 0;
    unsigned cast_options = o->cast_options, cast_times = o->cast_times;
    if (o->zone == CARDRT_BATTLEFIELD) {
        /* What was attached to it is attached to nothing now: the object
         * that comes back is another (an Aura goes to the graveyard and
         * an Equipment stays unattached, CR 704.5m-n). */
        for (size_t i = 0; i < g->nobjs; i++)
            if (g->objs[i].attached_to == obj) {
                g->objs[i].attached_to = 0;
                g->objs[i].left_host = obj;     /* looked back at (CR 603.10a) */
                g->objs[i].left_host_moves = o->moves + 1;
            }
        o->tapped = false;
        o->damage = 0;
        o->x = 0;               /* X of the spell it was: 0 for the new object (CR 400.7, 107.3) */
        o->attached_to = 0;
        o->attached_player = 0;
        o->regeneration_shields = 0;
        o->base_controller = o->owner;
        o->loyalty_turn = 0;
    }
    o->skip_untap = false;
    o->exerted_by = 0;          /* an object that isn't on the battlefield is no longer exerted */
    o->left_host = 0;
    o->once_turn = 0;           /* "only once each turn" counts for this object (CR 400.7) */
    o->once_used = 0;
    o->once_ever_used = 0;
    o->chosen_color = o->chosen_player = 0;     /* a new object has chosen nothing */
    o->chosen_type = NULL;
    if (to != CARDRT_BATTLEFIELD)
        o->entered_as = NULL;   /* a copy only while it is on the battlefield (CR 400.7) */
    if (to == CARDRT_BATTLEFIELD)
        o->timestamp = rt_tick(g);
    o->entered_turn = to == CARDRT_BATTLEFIELD ? g->turn : 0;
    o->from_battlefield_turn = o->zone == CARDRT_BATTLEFIELD && to == CARDRT_GRAVEYARD ? g->turn : 0;
    o->damaged_turn = 0;
    o->attacked_turn = o->targeted_turn = o->blocked_turn = 0;
    o->attacked_combat = o->blocked_combat = 0;
    o->settled = o->upkept = CARDRT_MAX_PLAYERS;
    o->deathtouched = o->unearthed = o->renowned = o->monstrous = false;
    o->paired = 0;              /* unpaired as it leaves (CR 702.95d of the current rules) */
    o->cast &= o->zone == CARDRT_STACK && to == CARDRT_BATTLEFIELD;     /* the spell resolved */
    if (!(o->zone == CARDRT_STACK && to == CARDRT_BATTLEFIELD)) {
        o->cast_options = o->cast_times = 0;    /* a permanent remembers how it was cast, nothing else does */
        o->face_down = false;   /* and a face-down spell stays face down as it resolves */
        o->bestowed = false;    /* as a bestowed one stays an Aura (702.103b) */
    }
    o->foretold_turn = 0;
    o->adventure_by = 0;        /* a new object, on no adventure (CR 400.7) */
    memset(o->triggered_once_turn, 0, sizeof o->triggered_once_turn);     /* a new object */
    o->attacking = (cardrt_ref){ CARDRT_REF_NONE, 0 };
    cardrt_id blocking = o->blocking;
    o->blocking = 0;
    rt_forget_blocks(g, obj);
    o->blocked = o->first_striker = false;
    o->band = 0;
    rt_lki_move(g, obj, o->zone, to, blocking);
    rt_lki_set_host(g, obj, host);
    rt_lki_set_cast(g, obj, cast_options, cast_times);
    rt_counters_move(g, obj, o->zone, to);
    if (o->zone == CARDRT_STACK && to == CARDRT_BATTLEFIELD)
        rt_preventions_forget(g, obj);  /* what changed the spell goes on changing the permanent it
                                         * becomes ("Target spell becomes colorless", CR 400.7a) */
    else
        rt_effects_forget(g, obj);
    rt_front_face(g, obj, to);
    o->left = o->zone;
    o->zone = to;
    o->moves++;
    o->seq = rt_tick(g);
    rt_touch_object(g, obj);
}
