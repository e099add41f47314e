/* events.c — events, triggered abilities and choices.
 *
 * Every action reports what happened as an event.  Each triggered ability
 * of a permanent on the battlefield (or of the object an event moved, which
 * looks back at the moment before) that matches, and each delayed triggered
 * ability waiting for it (CR 417.2), waits until a player would next
 * receive priority; then they go on the stack in APNAP order: the active
 * player's first, so the others' resolve first.  Targets are chosen as each
 * goes on the stack, through the game's chooser. */
#include <stdlib.h>
#include <string.h>

#include "rt.h"

/* Has T of SOURCE triggered already on an event of this batch that EV is
 * one with (CR 603.2c)?  Then EV's amount is added to that one's. */
static bool same_occurrence(cardrt_game *g, cardrt_id source, const cardrt_trigger_def *t,
                            const cardrt_event *ev, unsigned instance)
{
    bool at_once = t->batch == CARDRT_BATCH_AT_ONCE;
    if (!g->batch || t->batch == CARDRT_BATCH_NONE || (ev->kind != CARDRT_EV_DAMAGE && !at_once))
        return false;
    for (size_t i = 0; i < g->npending; i++) {
        rt_pending *p = &g->pending[i];
        bool same = at_once || (t->batch == CARDRT_BATCH_SOURCE
                                    ? p->event.source == ev->source
                                    : p->event.target.kind == ev->target.kind && p->event.target.id == ev->target.id);
        if (p->batch == g->batch && p->source == source && p->trigger == t && same && p->instance == instance) {
            p->event.amount += at_once ? 1 : ev->amount;     /* one more object, or damage */
            return true;
        }
    }
    return false;
}

/* "This ability triggers only once each turn": has T of SOURCE triggered
 * this turn already?  If not, it does now. */
static bool triggered_this_turn(cardrt_game *g, cardrt_id source, const cardrt_trigger_def *t)
{
    rt_object *o = source > 0 && (size_t)source <= g->nobjs ? &g->objs[source - 1] : NULL;
    if (!o || t->batch != CARDRT_BATCH_ONCE_EACH_TURN)
        return false;
    int free_slot = -1;
    for (int i = 0; i < 2; i++) {
        bool now = o->triggered_once_turn[i] == g->turn;
        if (now && o->triggered_once[i] == t)
            return true;
        if (!now && free_slot < 0)
            free_slot = i;
    }
    if (free_slot < 0)
        return true;            /* a third such ability (no card has one): it waits for next turn */
    o->triggered_once[free_slot] = t;
    o->triggered_once_turn[free_slot] = g->turn;
    return false;
}

bool rt_trigger_condition(cardrt_game *g, const cardrt_trigger_def *t, cardrt_id source, const cardrt_event *ev)
{
    if (!t->condition)
        return true;
    const cardrt_event *outer = g->cond_event;
    g->cond_event = ev;
    bool holds = t->condition(g, source);
    g->cond_event = outer;
    return holds;
}

/* WHAT (CARDRT_EVENT_OBJECT, _SOURCE, _PLAYER) of EV, or -1. */
static int event_part(const cardrt_game *g, const cardrt_event *ev, int what)
{
    if (!ev)
        return -1;
    switch (what) {
    case CARDRT_EVENT_OBJECT:
        return rt_obj(g, ev->object) ? ev->object : -1;
    case CARDRT_EVENT_SOURCE:
        return rt_obj(g, ev->source) ? ev->source : -1;
    case CARDRT_EVENT_PLAYER:
        return ev->player < g->nplayers ? (int)ev->player : -1;
    default:
        return -1;
    }
}

int cardrt_condition_event(const cardrt_game *g, int what)
{
    return event_part(g, g ? g->cond_event : NULL, what);
}

int cardrt_item_event(const cardrt_game *g, int what)
{
    const rt_stack_item *item = g ? g->asking : NULL;
    return event_part(g, item && item->has_event ? &item->event : NULL, what);
}

static void add_instance(cardrt_game *g, cardrt_id source, const cardrt_trigger_def *t,
                         unsigned controller, const cardrt_event *ev, const rt_links *links, unsigned instance)
{
    if (!rt_trigger_condition(g, t, source, ev))
        return;                 /* intervening "if": false, no trigger */
    if (same_occurrence(g, source, t, ev, instance) || triggered_this_turn(g, source, t))
        return;
    if (t->mana) {              /* a triggered mana ability: at once, without the stack (CR 605.4a) */
        const rt_object *src = rt_obj(g, source), *obj = rt_obj(g, ev->object);
        rt_stack_item item = { .source = source, .source_moves = src ? src->moves : 0, .trigger = t,
                               .controller = controller, .has_event = true, .event = *ev,
                               .event_moves = obj ? obj->moves : 0, .links = *links };
        cardrt_ctx ctx;
        rt_ctx_init(&ctx, g, &item);
        if (t->effect)
            t->effect(&ctx);
        rt_ctx_free(&ctx);
        return;
    }
    if (!rt_grow((void **)&g->pending, &g->cappending, g->npending + 1, sizeof *g->pending))
        return;
    const rt_object *src = rt_obj(g, source), *obj = rt_obj(g, ev->object);
    g->pending[g->npending++] = (rt_pending){ source, t, controller, *ev, *links, g->batch, src ? src->moves : 0,
                                              obj ? obj->moves : 0, instance };
    if (t->batch == CARDRT_BATCH_AT_ONCE)
        g->pending[g->npending - 1].event.amount = 1;       /* how many moved at once */
}

static void add_pending(cardrt_game *g, cardrt_id source, const cardrt_trigger_def *t,
                        unsigned controller, const cardrt_event *ev, const rt_links *links)
{
    add_instance(g, source, t, controller, ev, links, 0);
}

/* A triggered ability of permanent SOURCE that EV makes trigger: once, and
 * an additional time for each rule that says so (CR 603.2d of the current
 * rules), each instance its own (a batch adds to each). */
static void add_triggered(cardrt_game *g, cardrt_id source, const cardrt_trigger_def *t, const cardrt_event *ev)
{
    int more = t->mana || t->batch == CARDRT_BATCH_ONCE_EACH_TURN ? 0 : rt_extra_triggers(g, source, ev);
    for (int i = 0; i <= more; i++)
        add_instance(g, source, t, cardrt_controller(g, source), ev, &(rt_links){ 0 }, (unsigned)i);
}

cardrt_status cardrt_add_delayed_trigger(cardrt_game *g, cardrt_id source, unsigned controller,
                                         const cardrt_trigger_def *def, const cardrt_ref *linked,
                                         unsigned nlinked)
{
    if (!g || !def || !def->matches || controller >= g->nplayers || (nlinked && !linked)
        || source < 0 || (size_t)source > g->nobjs)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    if (nlinked > CARDRT_MAX_LINKED || def->ntargets > CARDRT_MAX_TARGETS)
        return CARDRT_ELIMIT;
    rt_delayed d = { .source = source, .controller = controller, .trigger = def, .links = { .n = nlinked } };
    for (unsigned i = 0; i < nlinked; i++) {
        cardrt_ref r = linked[i];
        const rt_object *o = r.kind == CARDRT_REF_OBJECT ? rt_obj(g, r.id) : NULL;
        if (r.kind == CARDRT_REF_OBJECT ? !o
                                        : r.kind != CARDRT_REF_PLAYER || r.id < 0
                                              || (unsigned)r.id >= g->nplayers)
            return CARDRT_EINVAL;
        d.links.ref[i] = r;
        d.links.moves[i] = o ? o->moves : 0;
    }
    if (!rt_grow((void **)&g->delayed, &g->capdelayed, g->ndelayed + 1, sizeof *g->delayed))
        return CARDRT_ENOMEM;
    g->delayed[g->ndelayed++] = d;
    return CARDRT_OK;
}

cardrt_status cardrt_add_turn_trigger(cardrt_game *g, cardrt_id source, unsigned controller,
                                      const cardrt_trigger_def *def)
{
    cardrt_status st = cardrt_add_delayed_trigger(g, source, controller, def, NULL, 0);
    if (st == CARDRT_OK)
        g->delayed[g->ndelayed - 1].this_turn = true;
    return st;
}

unsigned cardrt_trigger_controller(const cardrt_game *g)
{
    return g ? g->delayed_matching : 0;
}

bool cardrt_trigger_linked(const cardrt_game *g, cardrt_id obj)
{
    const rt_links *l = g ? g->links_matching : NULL;
    const rt_object *o = l ? rt_obj(g, obj) : NULL;
    const cardrt_event *ev = g ? g->event_matching : NULL;
    for (unsigned i = 0; o && i < l->n; i++)
        if (l->ref[i].kind == CARDRT_REF_OBJECT && l->ref[i].id == obj
            && (o->moves == l->moves[i]
                || (o->moves == l->moves[i] + 1 && ev->kind == CARDRT_EV_ZONE_CHANGE && ev->object == obj)))
            return true;
    return false;
}

void rt_end_turn_triggers(cardrt_game *g)
{
    size_t k = 0;
    for (size_t i = 0; i < g->ndelayed; i++)
        if (!g->delayed[i].this_turn)
            g->delayed[k++] = g->delayed[i];
    g->ndelayed = k;
}

void rt_end_next_turn_triggers(cardrt_game *g)
{
    size_t k = 0;
    for (size_t i = 0; i < g->ndelayed; i++)
        if (!g->delayed[i].until_next_turn || g->delayed[i].controller != g->active)
            g->delayed[k++] = g->delayed[i];
    g->ndelayed = k;
}

void rt_trigger_now(cardrt_game *g, const rt_stack_item *item, const cardrt_trigger_def *t)
{
    add_pending(g, item->source, t, item->controller, &item->event, &(rt_links){ 0 });
}

/* The defs whose triggered abilities OBJ (moved by the event EV or not) has,
 * into D; how many: those of its copiable values, none if it lost its
 * abilities, then those effects grant it.  On the battlefield as it is; the
 * object an event moved off the battlefield looks back at the moment before
 * (a creature that died had its abilities as it died). */
static unsigned triggers_of(const cardrt_game *g, cardrt_id obj, bool moved_self,
                            const cardrt_card_def *d[RT_MAX_GRANTED + 1])
{
    const rt_object *o = &g->objs[obj - 1];
    if (!o->def->ntriggers && !g->copies && !g->grants)
        return 0;               /* none, and none copied or granted */
    const rt_chars *c = moved_self ? rt_lki_of(g, obj)
                      : o->zone == CARDRT_BATTLEFIELD ? rt_chars_of(g, obj, 0) : NULL;
    if (!c) {
        d[0] = o->def;
        return 1;
    }
    unsigned n = 0;
    if (!c->lost_abilities)
        d[n++] = c->def;
    for (unsigned k = 0; k < c->ngranted; k++)
        d[n++] = c->granted[k];
    return n;
}

/* ---- what happened this turn --------------------------------------------------- */

static void count(cardrt_game *g, cardrt_history_kind what, unsigned player, int n)
{
    if (player < g->nplayers)
        g->history[0].n[what][player] = rt_sat_add(g->history[0].n[what][player], n);
}

/* Count EV in this turn's history. */
static void record(cardrt_game *g, const cardrt_event *ev)
{
    switch (ev->kind) {
    case CARDRT_EV_CAST: {
        count(g, CARDRT_HIST_SPELLS_CAST, ev->player, 1);
        rt_history *h = &g->history[0];
        if (h->nspells < RT_MAX_SPELLS_TURN) {      /* what it was as it was cast */
            h->spells[h->nspells].player = ev->player;
            h->spells[h->nspells].types = cardrt_types(g, ev->object);
            h->spells[h->nspells].colors = cardrt_colors(g, ev->object);
            h->spells[h->nspells++].obj = ev->object;
        }
        break;
    }
    case CARDRT_EV_LIFE_GAINED:
        count(g, CARDRT_HIST_LIFE_GAINED, ev->player, ev->amount);
        break;
    case CARDRT_EV_LIFE_LOST:
        count(g, CARDRT_HIST_LIFE_LOST, ev->player, ev->amount);
        break;
    case CARDRT_EV_ATTACKS:
        count(g, CARDRT_HIST_ATTACKERS, cardrt_controller(g, ev->object), 1);
        break;
    case CARDRT_EV_DRAW:
        count(g, CARDRT_HIST_CARDS_DRAWN, ev->player, 1);
        break;
    case CARDRT_EV_DISCARD:
        count(g, CARDRT_HIST_DISCARDED, ev->player, 1);
        break;
    case CARDRT_EV_SURVEIL:
        count(g, CARDRT_HIST_SURVEILS, ev->player, 1);
        break;
    case CARDRT_EV_CYCLE:
        count(g, CARDRT_HIST_CYCLES, ev->player, 1);
        break;
    case CARDRT_EV_PLAY_LAND:
        count(g, CARDRT_HIST_LANDS_PLAYED, ev->player, 1);
        break;
    case CARDRT_EV_DAMAGE:
        if (ev->target.kind == CARDRT_REF_PLAYER)
            count(g, CARDRT_HIST_DAMAGE_TAKEN, (unsigned)ev->target.id, ev->amount);
        break;
    case CARDRT_EV_TARGETED: {
        rt_object *o = ev->target.kind == CARDRT_REF_OBJECT ? rt_obj(g, ev->target.id) : NULL;
        if (o) {
            o->targeted_n = o->targeted_turn == g->turn ? o->targeted_n + 1 : 1;
            o->targeted_turn = g->turn;
        }
        break;
    }
    case CARDRT_EV_ZONE_CHANGE:
        if (ev->from == CARDRT_BATTLEFIELD && ev->to != CARDRT_BATTLEFIELD) {
            unsigned was = cardrt_last_controller(g, ev->object);
            count(g, CARDRT_HIST_LEFT, was, 1);
            g->to_graveyard += ev->to == CARDRT_GRAVEYARD;
            if (ev->to == CARDRT_GRAVEYARD && (ev->types_before & CARDRT_CREATURE)) {
                count(g, CARDRT_HIST_DIED, was, 1);     /* CR 700.4 in later rules: "dies" */
                rt_history *h = &g->history[0];
                if (h->ndied < RT_MAX_SPELLS_TURN)
                    h->died[h->ndied++] = ev->object;
                if (!cardrt_is_token(g, ev->object))
                    count(g, CARDRT_HIST_NONTOKEN_DIED, was, 1);
            }
        } else if (ev->to == CARDRT_BATTLEFIELD && ev->from != CARDRT_BATTLEFIELD) {
            unsigned now = cardrt_controller(g, ev->object);
            count(g, CARDRT_HIST_ENTERED, now, 1);
            rt_history *h = &g->history[0];
            if (h->nentered < RT_MAX_SPELLS_TURN) {     /* what it was as it entered */
                h->entered[h->nentered].player = now;
                h->entered[h->nentered].types = cardrt_types(g, ev->object);
                h->entered[h->nentered].colors = cardrt_colors(g, ev->object);
                h->entered[h->nentered].moves = rt_at(g, ev->object)->moves;
                h->entered[h->nentered++].obj = ev->object;
            }
            if (cardrt_types(g, ev->object) & CARDRT_LAND)
                count(g, CARDRT_HIST_LANDS_ENTERED, now, 1);
            if (ev->from == CARDRT_NOWHERE && cardrt_is_token(g, ev->object))
                count(g, CARDRT_HIST_TOKENS_CREATED, now, 1);   /* a token is created (CR 111.1) */
        }
        break;
    default:
        break;
    }
}

void rt_history_turn(cardrt_game *g)
{
    g->history[1] = g->history[0];
    memset(&g->history[0], 0, sizeof g->history[0]);
}

int cardrt_history(const cardrt_game *g, unsigned players, cardrt_history_kind what, bool last_turn)
{
    if (!g || (unsigned)what >= CARDRT_HIST_COUNT)
        return 0;
    int total = 0;
    for (unsigned p = 0; p < g->nplayers; p++)
        if (players & (1u << p))
            total += g->history[last_turn].n[what][p];
    return total;
}

int cardrt_times_targeted(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = g ? rt_obj(g, obj) : NULL;
    return o && o->targeted_turn == g->turn ? o->targeted_n : 0;
}

int cardrt_times_attacked(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = g ? rt_obj(g, obj) : NULL;
    return o && o->attacked_turn == g->turn ? o->attacked_n : 0;
}

int cardrt_spells_cast(const cardrt_game *g, unsigned players, unsigned types_any, unsigned types_none,
                       unsigned colors_any, cardrt_id except, bool last_turn)
{
    if (!g)
        return 0;
    const rt_history *h = &g->history[last_turn];
    if (h->nspells == RT_MAX_SPELLS_TURN)
        return -1;              /* more than it describes */
    int n = 0;
    for (unsigned i = 0; i < h->nspells; i++)
        n += h->spells[i].player < 32 && (players & (1u << h->spells[i].player)) && h->spells[i].obj != except
             && (!types_any || (h->spells[i].types & types_any)) && !(h->spells[i].types & types_none)
             && (!colors_any || (h->spells[i].colors & colors_any));
    return n;
}

int cardrt_entered_count(const cardrt_game *g, unsigned players, unsigned types_any, unsigned types_none,
                         unsigned colors_any, cardrt_id except, bool last_turn)
{
    if (!g)
        return 0;
    const rt_history *h = &g->history[last_turn];
    if (h->nentered == RT_MAX_SPELLS_TURN)
        return -1;              /* more than it describes */
    const rt_object *x = rt_obj(g, except);
    int n = 0;
    for (unsigned i = 0; i < h->nentered; i++)
        n += h->entered[i].player < 32 && (players & (1u << h->entered[i].player))
             && !(x && h->entered[i].obj == except && h->entered[i].moves == x->moves)
             && (!types_any || (h->entered[i].types & types_any)) && !(h->entered[i].types & types_none)
             && (!colors_any || (h->entered[i].colors & colors_any));
    return n;
}

int cardrt_died_count(const cardrt_game *g, cardrt_id source, cardrt_affects_fn which, bool last_turn)
{
    if (!g)
        return 0;
    const rt_history *h = &g->history[last_turn];
    int n = 0;
    for (unsigned i = 0; i < h->ndied; i++)
        n += !which || which(g, source, h->died[i]);
    return n;
}

bool cardrt_event_text_is(const cardrt_event *ev, const char *text)
{
    return ev && text && ev->text && strcmp(ev->text, text) == 0;
}

void rt_retargeted(cardrt_game *g, const rt_stack_item *item, const rt_stack_item *before)
{
    const char *text = item->ability ? item->ability->text : item->trigger ? item->trigger->text : NULL;
    for (unsigned s = 0; s < item->nslots; s++)
        for (unsigned i = 0; i < item->ntargets[s]; i++) {
            cardrt_ref t = item->targets[s][i], was = before ? before->targets[s][i] : (cardrt_ref){ 0 };
            if (before && was.kind == t.kind && was.id == t.id)
                continue;
            cardrt_event ev = { .kind = CARDRT_EV_TARGETED, .target = t, .source = item->source,
                                .object = t.kind == CARDRT_REF_OBJECT ? t.id : 0,
                                .player = item->controller, .text = text,
                                .amount = item->ability || item->trigger ? item->number : 0 };
            rt_event(g, &ev);
        }
}

void rt_targeted(cardrt_game *g, const rt_stack_item *item)
{
    rt_retargeted(g, item, NULL);
}

/* ---- events and triggered abilities ----------------------------------------------- */

/* How many times the counters event EV triggers an ability that triggers
 * once for each counter (CARDRT_BATCH_EACH); at most 1000 (a game with
 * more is no game anyone plays: a bound on memory, not a rule). */
static int each_count(const cardrt_event *ev)
{
    int n = ev->amount < 0 ? -ev->amount : ev->amount;
    return n > 1000 ? 1000 : n;
}

void rt_event(cardrt_game *g, const cardrt_event *ev)
{
    if (g->observer)
        g->observer(g->observer_user, g, ev);
    record(g, ev);
    if (ev->kind == CARDRT_EV_ZONE_CHANGE && ev->to == CARDRT_BATTLEFIELD
        && rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_OBJECT, ev->object }, CARDRT_RULE_NO_ENTER_TRIGGERS))
        return;                 /* its entering causes no ability to trigger (CR 603.2) */
    for (size_t i = 0; i < g->nobjs; i++) {
        const rt_object *o = &g->objs[i];
        cardrt_id id = (cardrt_id)(i + 1);
        /* it left the battlefield, or became unattached as it left (CR 603.10a) */
        bool moved_self = ev->object == id && ((ev->kind == CARDRT_EV_ZONE_CHANGE && ev->from == CARDRT_BATTLEFIELD)
                                               || ev->kind == CARDRT_EV_SACRIFICE
                                               || (ev->kind == CARDRT_EV_UNATTACHED && o->zone != CARDRT_BATTLEFIELD));
        /* it left with this one, at once ("destroy all creatures"): it sees
         * the others leave, as it was (CR 603.10a: Blood Artist destroyed with
         * three other creatures triggers four times) */
        moved_self |= ev->kind == CARDRT_EV_ZONE_CHANGE && ev->from == CARDRT_BATTLEFIELD
                      && o->zone != CARDRT_BATTLEFIELD && rt_lki_left_together(g, id);
        const cardrt_card_def *defs[RT_MAX_GRANTED + 1];
        unsigned ndefs = triggers_of(g, id, moved_self, defs);
        for (unsigned j = 0; j < ndefs; j++)
            for (unsigned k = 0; k < defs[j]->ntriggers; k++) {
                const cardrt_trigger_def *t = &defs[j]->triggers[k];
                /* an emblem's abilities function in the command zone, whatever
                 * zone its text names (CR 114.4 of the current rules) */
                bool here = o->zone == CARDRT_COMMAND
                            || (t->zones ? (CARDRT_IN(o->zone) & t->zones) != 0
                                         : o->zone == CARDRT_BATTLEFIELD || moved_self);
                if (here && o->zone != CARDRT_NOWHERE && t->matches && t->matches(g, id, ev))
                    for (int n = t->batch == CARDRT_BATCH_EACH ? each_count(ev) : 1; n > 0; n--)
                        add_triggered(g, id, t, ev);
            }
        bool cast = ev->kind == CARDRT_EV_CAST && ev->object == id;     /* the spell itself */
        const rt_chars *c = moved_self ? rt_lki_of(g, id)
                          : o->zone == CARDRT_BATTLEFIELD || cast ? rt_chars_of(g, id, RT_READ_KEYWORDS) : NULL;
        uint64_t kws = c ? c->keywords : 0;
        for (size_t k = 0; kws && k < RT_NKW_TRIGGERS; k++) {
            const rt_kw_trigger *t = &rt_kw_triggers[k];
            if ((kws & CARDRT_KW(t->kw)) && t->spell == cast && t->def.matches(g, id, ev))
                add_triggered(g, id, &t->def, ev);
        }
    }
    /* A delayed triggered ability triggers once, then is gone; one that
     * lasts the turn, each time, until the cleanup step (CR 603.7b, 603.7c) */
    for (size_t i = 0; i < g->ndelayed;) {
        rt_delayed d = g->delayed[i];
        g->delayed_matching = d.controller;
        g->links_matching = &d.links;
        g->event_matching = ev;
        bool matches = d.trigger->matches(g, d.source, ev);
        g->delayed_matching = 0;
        g->links_matching = NULL;
        g->event_matching = NULL;
        if (!matches) {
            i++;
            continue;
        }
        if ((d.this_turn && !d.once) || d.until_next_turn) {
            for (int n = d.trigger->batch == CARDRT_BATCH_EACH ? each_count(ev) : 1; n > 0; n--)
                add_pending(g, d.source, d.trigger, d.controller, ev, &d.links);
            i++;
            continue;
        }
        memmove(&g->delayed[i], &g->delayed[i + 1], (g->ndelayed - i - 1) * sizeof *g->delayed);
        g->ndelayed--;
        add_pending(g, d.source, d.trigger, d.controller, ev, &d.links);
    }
    /* Epic's delayed triggered ability, for each epic spell that resolved:
     * at each of its controller's upkeeps for the rest of the game (CR
     * 702.50a); the event's amount says which spell (rt_epic_trigger) */
    for (size_t k = 0; ev->kind == CARDRT_EV_STEP && ev->step == CARDRT_STEP_UPKEEP && k < g->nepics; k++)
        if (g->epics[k].controller == ev->player) {
            cardrt_event at = *ev;
            at.amount = (int)k + 1;
            add_pending(g, g->epics[k].source, &rt_epic_trigger, ev->player, &at, &(rt_links){ 0 });
        }
    /* The monarch's abilities: no source, controlled by the player who is
     * the monarch as they trigger (CR 724.2 of the current rules). */
    for (unsigned k = 0; g->monarch && k < RT_NMONARCH_TRIGGERS; k++)
        if (rt_monarch_triggers[k].matches(g, 0, ev))
            add_pending(g, 0, &rt_monarch_triggers[k], g->monarch - 1, ev, &(rt_links){ 0 });
    /* The room ability of the room a player's venture marker moved into:
     * no object of the game holds it, its player controls it (CR 309.4c
     * of the current rules; dungeon.c) */
    const cardrt_card_def *dungeon = ev->kind == CARDRT_EV_VENTURE && ev->player < g->nplayers
                                     ? g->players[ev->player].dungeon : NULL;
    for (unsigned k = 0; dungeon && k < dungeon->ntriggers; k++)
        if (dungeon->triggers[k].room && dungeon->triggers[k].room->number == (unsigned)ev->amount)
            add_pending(g, 0, &dungeon->triggers[k], ev->player, ev, &(rt_links){ 0 });
}

/* Is T of SOURCE, a state-triggered ability, waiting to go on the stack or
 * on it (CR 603.8: then it does not trigger again)? */
static bool state_trigger_waits(const cardrt_game *g, cardrt_id source, const cardrt_trigger_def *t)
{
    for (size_t i = 0; i < g->npending; i++)
        if (g->pending[i].source == source && g->pending[i].trigger == t)
            return true;
    for (size_t i = 0; i < g->nstack; i++)
        if (g->stack[i].source == source && g->stack[i].trigger == t)
            return true;
    return false;
}

static bool has_state_trigger(const cardrt_card_def *d)
{
    for (unsigned k = 0; k < d->ntriggers; k++)
        if (d->triggers[k].batch == CARDRT_BATCH_STATE)
            return true;
    return false;
}

void rt_state_triggers(cardrt_game *g)
{
    const cardrt_event ev = { .kind = CARDRT_EV_STATE };
    for (size_t i = 0; i < g->nobjs; i++) {
        const rt_object *o = &g->objs[i];
        cardrt_id id = (cardrt_id)(i + 1);
        if (o->zone != CARDRT_BATTLEFIELD || (!g->copies && !g->grants && !has_state_trigger(o->def)))
            continue;
        const cardrt_card_def *defs[RT_MAX_GRANTED + 1];
        unsigned ndefs = triggers_of(g, id, false, defs);
        for (unsigned j = 0; j < ndefs; j++)
            for (unsigned k = 0; k < defs[j]->ntriggers; k++) {
                const cardrt_trigger_def *t = &defs[j]->triggers[k];
                if (t->batch == CARDRT_BATCH_STATE && !state_trigger_waits(g, id, t) && t->matches(g, id, &ev))
                    add_pending(g, id, t, cardrt_controller(g, id), &ev, &(rt_links){ 0 });
            }
    }
}

unsigned cardrt_choose(cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    if (!g || !c || !answers || c->min > c->max)
        return 0;
    unsigned n = 0;
    if (c->kind == CARDRT_CHOOSE_DIVIDE) {      /* amounts that add up to max, or none */
        n = g->chooser ? g->chooser(g->chooser_user, g, c, answers) : 0;
        unsigned sum = 0;
        for (unsigned i = 0; n == c->ncandidates && i < n && sum <= c->max; i++)
            sum += answers[i] <= c->max ? answers[i] : c->max + 1;
        return n == c->ncandidates && sum == c->max ? n : 0;
    }
    if (g->chooser) {
        n = g->chooser(g->chooser_user, g, c, answers);
        bool ok = n >= c->min && n <= c->max;
        unsigned limit = c->kind == CARDRT_CHOOSE_YES_NO ? 2 : c->ncandidates;
        for (unsigned i = 0; ok && i < n; i++) {
            ok = answers[i] < limit;
            for (unsigned j = 0; ok && j < i; j++)
                ok = answers[i] != answers[j];
        }
        if (ok)
            return n;
    }
    /* The default: "no" (0) for a yes/no choice, every blocker in order for
     * combat damage, else the first candidates. */
    if (c->kind == CARDRT_CHOOSE_YES_NO) {
        answers[0] = 0;
        return 1;
    }
    unsigned take = c->kind == CARDRT_CHOOSE_DAMAGE ? c->max : c->min;
    for (n = 0; n < take && n < c->ncandidates; n++)
        answers[n] = n;
    return n;
}

bool cardrt_ask(cardrt_game *g, unsigned player, cardrt_id source, const char *prompt)
{
    cardrt_choice c = { .kind = CARDRT_CHOOSE_YES_NO, .player = player, .source = source, .prompt = prompt,
        .min = 1, .max = 1 };
    unsigned answer = 0;
    return g && cardrt_choose(g, &c, &answer) == 1 && answer == 1;
}

bool rt_choose_modes(cardrt_game *g, rt_stack_item *item, unsigned nmodes, int min, int max_modes,
                     const char *prompt)
{
    if (nmodes == 0)
        return true;
    if (nmodes > 32 || min < 0)
        return false;
    unsigned max = max_modes < 0 || (unsigned)max_modes > nmodes ? nmodes : (unsigned)max_modes;
    unsigned answers[32];
    cardrt_choice c = { .kind = CARDRT_CHOOSE_MODES, .player = item->controller, .source = item->source,
        .prompt = prompt, .ncandidates = nmodes, .min = (unsigned)min, .max = max };
    unsigned got = cardrt_choose(g, &c, answers);
    for (unsigned i = 0; i < got; i++)
        item->modes |= 1u << answers[i];
    return rt_modes_ok(item->modes, nmodes, min, max_modes);
}

/* The Ith of every player, object and ability on the stack that could be
 * a target (ncandidates of them), in that order. */
static size_t ncandidates(const cardrt_game *g)
{
    return g->nplayers + g->nobjs + g->nstack;
}

static cardrt_ref candidate(const cardrt_game *g, size_t i)
{
    if (i < g->nplayers)
        return (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)i };
    if (i < g->nplayers + g->nobjs)
        return (cardrt_ref){ CARDRT_REF_OBJECT, (int32_t)(i - g->nplayers + 1) };
    const rt_stack_item *it = &g->stack[i - g->nplayers - g->nobjs];
    return rt_stack_ability(g, it->number) == it ? (cardrt_ref){ CARDRT_REF_ABILITY, it->number }
                                                 : (cardrt_ref){ CARDRT_REF_NONE, 0 };
}

/* Who chooses the targets of slot SPEC of ITEM (CR 601.2c): its
 * controller, or the player its spec's chosen_by names (none: its controller). */
static unsigned target_chooser(const cardrt_game *g, const rt_stack_item *item, const cardrt_target_spec *spec)
{
    int p = spec->chosen_by == CARDRT_BY_EVENT_PLAYER && item->has_event ? (int)item->event.player
          : spec->chosen_by == CARDRT_BY_DEFENDING ? cardrt_defending_player_of(g, item->source) : -1;
    return p >= 0 && (unsigned)p < g->nplayers ? (unsigned)p : item->controller;
}

bool rt_choose_targets(cardrt_game *g, rt_stack_item *item)
{
    size_t ncand = ncandidates(g);
    cardrt_ref *cand = malloc(ncand * sizeof *cand);
    unsigned *answers = malloc(ncand * sizeof *answers);
    cardrt_ref taken[CARDRT_MAX_TARGETS * CARDRT_MAX_TARGETS];
    bool ok = cand && answers;
    for (unsigned s = 0; ok && s < item->nslots; s++) {
        const cardrt_target_spec *spec = rt_slot_spec(item, s);
        unsigned n = 0;
        for (size_t i = 0; i < ncand; i++) {
            cardrt_ref r = candidate(g, i);
            if (rt_target_legal(g, item, spec, r) && !rt_taken_before(item, s, r))
                cand[n++] = r;
        }
        int smin, smax;
        rt_slot_bounds(g, item, spec, &smin, &smax);
        unsigned max = smax < 0 || (unsigned)smax > n ? n : (unsigned)smax;
        if (max > CARDRT_MAX_TARGETS)
            max = CARDRT_MAX_TARGETS;
        if (smin < 0 || (unsigned)smin > max) {
            ok = false;
            break;
        }
        cardrt_choice c = { .kind = CARDRT_CHOOSE_TARGETS, .player = target_chooser(g, item, spec),
            .source = item->source, .prompt = spec->text, .candidates = cand, .ncandidates = n, .min = (unsigned)smin, .max = max,
            .spec = spec, .slot = s, .ability = item->ability, .trigger = item->trigger, .taken = taken,
            .ntaken = rt_targets_before(item, s, taken) };
        unsigned got = cardrt_choose(g, &c, answers), kept = 0;
        for (unsigned i = 0; i < got; i++)     /* "from a single graveyard": the first one's */
            if (kept == 0 || rt_one_owner_ok(g, spec, item->targets[s][0], cand[answers[i]]))
                rt_set_target(g, item, s, kept++, cand[answers[i]]);
        item->ntargets[s] = kept;
        if ((int)kept < smin)
            ok = false;
    }
    free(cand);
    free(answers);
    return ok;
}

void rt_choose_new_targets(cardrt_game *g, rt_stack_item *copy, unsigned chooser)
{
    size_t ncand = ncandidates(g) + CARDRT_MAX_TARGETS;
    cardrt_ref *cand = malloc(ncand * sizeof *cand);
    unsigned *answers = malloc(ncand * sizeof *answers);
    cardrt_ref taken[CARDRT_MAX_TARGETS * CARDRT_MAX_TARGETS];
    for (unsigned s = 0; cand && answers && s < copy->nslots; s++) {
        const cardrt_target_spec *spec = rt_slot_spec(copy, s);
        unsigned n = copy->ntargets[s], k = n;
        if (n == 0)
            continue;
        /* Its targets first (kept, legal or not), then every other legal one. */
        memcpy(cand, copy->targets[s], n * sizeof *cand);
        for (size_t i = 0; i < ncandidates(g); i++) {
            cardrt_ref r = candidate(g, i);
            bool kept = false;
            for (unsigned j = 0; j < n && !kept; j++)
                kept = cand[j].kind == r.kind && cand[j].id == r.id;
            if (!kept && rt_target_legal(g, copy, spec, r) && !rt_taken_before(copy, s, r))
                cand[k++] = r;
        }
        cardrt_choice c = { .kind = CARDRT_CHOOSE_TARGETS, .player = chooser, .source = copy->source,
            .prompt = spec->text, .candidates = cand, .ncandidates = k, .min = n, .max = n, .spec = spec,
            .slot = s, .ability = copy->ability, .trigger = copy->trigger, .taken = taken,
            .ntaken = rt_targets_before(copy, s, taken), .kept = n };
        bool one = true;    /* "from a single graveyard": new targets of one owner, or none */
        if (k > n && cardrt_choose(g, &c, answers) == n) {
            for (unsigned i = 1; i < n; i++)
                one = one && rt_one_owner_ok(g, spec, cand[answers[0]], cand[answers[i]]);
            for (unsigned i = 0; one && i < n; i++)
                rt_set_target(g, copy, s, i, cand[answers[i]]);
        }
    }
    free(cand);
    free(answers);
}

bool rt_change_target(cardrt_game *g, cardrt_id spell, unsigned chooser)
{
    const rt_stack_item *found = rt_spell_item(g, spell);
    if (!found || found == g->asking || cardrt_spell_target_count(g, spell) != 1)
        return false;
    rt_stack_item *item = &g->stack[found - g->stack];
    unsigned s = 0;
    while (item->ntargets[s] == 0)
        s++;
    cardrt_ref was = item->targets[s][0];
    cardrt_ref *cand = malloc((ncandidates(g) + 1) * sizeof *cand);
    unsigned k = 0, answer = 0;
    for (size_t i = 0; cand && i < ncandidates(g); i++) {
        cardrt_ref r = candidate(g, i);     /* another legal target (CR 415.7a): not the one it has */
        if ((r.kind != was.kind || r.id != was.id) && rt_target_legal(g, item, rt_slot_spec(item, s), r))
            cand[k++] = r;
    }
    cardrt_choice c = { .kind = CARDRT_CHOOSE_TARGETS, .player = chooser, .source = item->source,
        .prompt = rt_slot_spec(item, s)->text, .candidates = cand, .ncandidates = k, .min = 1, .max = 1,
        .spec = rt_slot_spec(item, s), .slot = s, .ability = item->ability, .trigger = item->trigger };
    rt_stack_item *before = malloc(sizeof *before);
    bool changed = before && k && cardrt_choose(g, &c, &answer) == 1 && answer < k;
    if (changed) {
        *before = *item;
        rt_set_target(g, item, s, 0, cand[answer]);
        rt_retargeted(g, item, before);
    }
    free(before);
    free(cand);
    return changed;
}

/* Player P's triggered abilities of LIST, in the order they go on the
 * stack (their indexes in ORDER; how many is returned): P chooses it (CR
 * 603.3b), a CARDRT_CHOOSE_ORDER choice of all of them; the default is
 * the order they triggered in. */
static size_t order_triggers(cardrt_game *g, unsigned p, const rt_pending *list, size_t n, size_t *order)
{
    size_t mine = 0;
    for (size_t i = 0; i < n; i++)
        if (list[i].controller == p)
            order[mine++] = i;
    if (mine < 2 || mine > UINT_MAX)
        return mine;
    cardrt_ref *cand = malloc(mine * sizeof *cand);
    const char **names = malloc(mine * sizeof *names);
    unsigned *answers = malloc(mine * sizeof *answers);
    size_t *was = malloc(mine * sizeof *was);
    if (cand && names && answers && was) {
        for (size_t j = 0; j < mine; j++) {
            cand[j] = (cardrt_ref){ CARDRT_REF_OBJECT, list[order[j]].source };
            names[j] = list[order[j]].trigger->text ? list[order[j]].trigger->text : "";
            was[j] = order[j];
        }
        cardrt_choice c = { .kind = CARDRT_CHOOSE_ORDER, .player = p, .prompt = "order of triggered abilities",
            .candidates = cand, .ncandidates = (unsigned)mine, .min = (unsigned)mine, .max = (unsigned)mine,
            .names = names };
        if (cardrt_choose(g, &c, answers) == mine)
            for (size_t j = 0; j < mine; j++)
                order[j] = was[answers[j]];
    }
    free(cand);
    free(names);
    free(answers);
    free(was);
    return mine;
}

void rt_flush_triggers(cardrt_game *g)
{
    if (g->npending == 0 || g->over)
        return;
    rt_pending *list = g->pending;
    size_t n = g->npending;
    g->pending = NULL;
    g->npending = g->cappending = 0;
    size_t *order = malloc(n * sizeof *order);
    for (unsigned k = 0; order && k < g->nplayers; k++) {      /* APNAP */
        unsigned p = (g->active + k) % g->nplayers;
        size_t mine = order_triggers(g, p, list, n, order);
        for (size_t j = 0; j < mine; j++) {
            size_t i = order[j];
            const rt_object *src = rt_obj(g, list[i].source);
            /* X: the spell's it was, for "When ~ enters the battlefield" (CR 107.3m) */
            rt_stack_item item = { .source = list[i].source, .source_moves = src ? src->moves : 0,
                                   .triggered_moves = list[i].source_moves,
                                   .trigger = list[i].trigger, .x = src ? src->x : 0,
                                   .controller = p, .specs = list[i].trigger->targets,
                                   .nslots = list[i].trigger->ntargets, .has_event = true,
                                   .event = list[i].event, .event_moves = list[i].event_moves,
                                   .links = list[i].links };
            const cardrt_trigger_def *t = item.trigger;
            /* a modal one with no mode chosen ("choose up to one —") is
             * removed from the stack (CR 603.3c) */
            if (item.nslots > CARDRT_MAX_TARGETS
                || !rt_choose_modes(g, &item, t->nmodes, t->min_modes, t->max_modes, t->text)
                || (t->nmodes && !item.modes) || !rt_choose_targets(g, &item))
                continue;
            if (rt_push(g, &item) != CARDRT_OK)
                continue;
            rt_targeted(g, &item);
        }
    }
    free(order);
    free(list);
}
