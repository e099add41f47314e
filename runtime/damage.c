/* damage.c — dealing damage, and prevention effects (CR 416.1: effects
 * that prevent damage).
 *
 * A prevention effect says which damage it prevents (from a source a
 * function accepts or one object, to a recipient a function accepts or
 * one object or player, combat damage only or all) and how much: all of
 * it, or a shield of N that is used up ("prevent the next 3 damage").  It
 * modifies the rules of the game rather than objects, so what it prevents
 * is judged as the damage would be dealt (418.3b's Example: "Prevent all
 * damage creatures would deal this turn" applies to creatures that enter
 * later).  Protection prevents damage first; then the prevention effects
 * of static abilities (CARDRT_RULE_PREVENT, rules.c), then these in the
 * order they began. */
#include <stdlib.h>

#include "rt.h"

cardrt_status cardrt_add_prevention(cardrt_game *g, cardrt_id creator, const cardrt_prevention_spec *spec)
{
    if (!g || !spec || spec->amount == 0 || (!rt_duration_timed(spec->duration) && spec->duration != CARDRT_FOREVER
                                             && spec->duration != CARDRT_AS_LONG_AS)
        || (spec->recipient.kind == CARDRT_REF_OBJECT && !rt_obj(g, spec->recipient.id))
        || (spec->recipient.kind == CARDRT_REF_PLAYER
            && (spec->recipient.id < 0 || (unsigned)spec->recipient.id >= g->nplayers))
        || (spec->source && !rt_obj(g, spec->source))
        || (spec->redirect.kind == CARDRT_REF_OBJECT && !rt_obj(g, spec->redirect.id))
        || (spec->redirect.kind == CARDRT_REF_PLAYER
            && (spec->redirect.id < 0 || (unsigned)spec->redirect.id >= g->nplayers)))
        return CARDRT_EINVAL;
    /* CR 418.3d: an "as long as" duration already over means no effect. */
    if (spec->duration == CARDRT_AS_LONG_AS && (!spec->holds || !spec->holds(g, creator)))
        return CARDRT_OK;
    if (!rt_grow((void **)&g->preventions, &g->cappreventions, g->npreventions + 1,
                 sizeof *g->preventions))
        return CARDRT_ENOMEM;
    unsigned controller = cardrt_last_controller(g, creator);  /* before the effect is one */
    g->preventions[g->npreventions++] = (rt_prevention){ creator, rt_tick(g), *spec, spec->amount, controller,
                                                         false };
    return CARDRT_OK;
}

static bool prevents(const cardrt_game *g, const rt_prevention *p, cardrt_id source, cardrt_ref to,
                     bool combat)
{
    const cardrt_prevention_spec *s = &p->spec;
    if (s->combat_only && !combat)
        return false;
    if (s->duration == CARDRT_AS_LONG_AS && s->holds && !s->holds(g, p->creator))
        return false;
    if (s->source && s->source != source)
        return false;
    if (s->recipient.kind != CARDRT_REF_NONE
        && (s->recipient.kind != to.kind || s->recipient.id != to.id))
        return false;
    if (s->from && !(rt_obj(g, source) && s->from(g, p->creator, source)))
        return false;
    return !s->to || s->to(g, p->creator, &to);
}

/* Used-up shields go. */
static void forget_used(cardrt_game *g)
{
    size_t k = 0;
    for (size_t i = 0; i < g->npreventions; i++)
        if (g->preventions[i].left != 0)
            g->preventions[k++] = g->preventions[i];
    g->npreventions = k;
}

/* What is left of AMOUNT after prevention effects. */
static int prevent(cardrt_game *g, cardrt_id source, cardrt_ref to, int amount, bool combat)
{
    for (size_t i = 0; i < g->npreventions && amount > 0; i++) {
        rt_prevention *p = &g->preventions[i];
        if (p->spec.redirect.kind != CARDRT_REF_NONE || !prevents(g, p, source, to, combat))
            continue;
        if (p->left < 0) {
            amount = 0;         /* all of it */
            if (p->spec.next_time)
                p->left = 0;    /* "the next time": this time only */
            break;
        }
        int n = p->left < amount ? p->left : amount;
        p->left -= n;
        amount -= n;
    }
    forget_used(g);
    return amount;
}

/* Can damage be dealt to TO (CR 614.9: a redirection to a permanent no
 * longer on the battlefield, or no longer a creature or planeswalker, or to
 * a player who left the game, does nothing)? */
static bool can_be_dealt(const cardrt_game *g, cardrt_ref to)
{
    if (to.kind == CARDRT_REF_PLAYER)
        return !g->players[to.id].lost;
    const rt_object *o = rt_obj(g, to.id);
    return o && o->zone == CARDRT_BATTLEFIELD
           && (cardrt_types(g, to.id) & (CARDRT_CREATURE | CARDRT_PLANESWALKER));
}

/* Redirection effects (CR 614.9) of AMOUNT damage from SRC to TO, in the
 * order they began: what each redirects is dealt to its new recipient, by
 * the same source, while that effect applies to none of it (614.5); the
 * damage left for TO. */
static int redirect(cardrt_game *g, const rt_source *src, cardrt_ref to, int amount, bool combat)
{
    enum { MAX = 8 };
    struct { uint64_t timestamp; cardrt_ref onto; int n; } moved[MAX];
    unsigned nmoved = 0;
    for (size_t i = 0; i < g->npreventions && amount > 0 && nmoved < MAX; i++) {
        rt_prevention *p = &g->preventions[i];
        if (p->spec.redirect.kind == CARDRT_REF_NONE || p->busy || !prevents(g, p, src->id, to, combat)
            || !can_be_dealt(g, p->spec.redirect))
            continue;
        int n = p->left < 0 || p->left > amount ? amount : p->left;
        if (p->left > 0)
            p->left -= n;
        else if (p->spec.next_time)
            p->left = 0;        /* "the next time": this time only */
        amount -= n;
        p->busy = true;
        moved[nmoved].timestamp = p->timestamp;
        moved[nmoved].onto = p->spec.redirect;
        moved[nmoved++].n = n;
    }
    forget_used(g);
    /* what goes to one recipient is dealt to it at once, one event */
    for (unsigned k = 0; k < nmoved; k++) {
        int n = moved[k].n;
        for (unsigned j = k + 1; j < nmoved; j++)
            if (moved[j].n && moved[j].onto.kind == moved[k].onto.kind && moved[j].onto.id == moved[k].onto.id)
                n += moved[j].n, moved[j].n = 0;
        if (n)
            rt_deal_damage(g, src, moved[k].onto, n, combat);
    }
    for (size_t i = 0; i < g->npreventions; i++)
        for (unsigned k = 0; k < nmoved; k++)
            if (g->preventions[i].timestamp == moved[k].timestamp)
                g->preventions[i].busy = false;
    return amount;
}

rt_source rt_source_of(const cardrt_game *g, cardrt_id id)
{
    const rt_object *o = rt_obj(g, id);
    /* A permanent that has left the battlefield deals damage as it last
     * existed there (CR 413.2f's last known information). */
    const rt_chars *c = o && o->zone != CARDRT_BATTLEFIELD && o->zone != CARDRT_STACK ? rt_lki_of(g, id) : NULL;
    if (o && !c)
        c = rt_chars_of(g, id, RT_READ_COLORS | RT_READ_CONTROLLER | RT_READ_KEYWORDS | RT_READ_TYPES);
    if (!c)
        return (rt_source){ id, 0, 0, false, false, false, false, 0, 0 };
#define HAS(k) ((c->keywords & CARDRT_KW(CARDRT_KW_##k)) != 0)
    /* toxic: of its copiable values, unless it has lost all abilities */
    rt_source s = { id, c->colors, c->controller, HAS(LIFELINK), HAS(DEATHTOUCH), HAS(INFECT), HAS(WITHER),
                    c->types, c->def && !c->lost_abilities ? c->def->toxic : 0 };
#undef HAS
    return s;
}

bool rt_batch_begin(cardrt_game *g)
{
    if (g->batch)
        return false;
    g->batch = ++g->nbatches;
    return true;
}

void rt_batch_end(cardrt_game *g)
{
    rt_lifelink *owed = g->lifelink;
    size_t n = g->nlifelink;
    g->lifelink = NULL;
    g->nlifelink = g->caplifelink = 0;
    g->batch = 0;
    for (size_t i = 0; i < n; i++)
        cardrt_gain_life(g, owed[i].controller, owed[i].amount);
    free(owed);
    rt_prevented_end(g);
}

/* Lifelink in simultaneous damage: the life is gained at its end, all of a
 * source's at once.  False if it is to be gained now. */
static bool owe_life(cardrt_game *g, const rt_source *src, int amount)
{
    if (!g->batch)
        return false;
    for (size_t i = 0; i < g->nlifelink; i++)
        if (g->lifelink[i].source == src->id && g->lifelink[i].controller == src->controller) {
            g->lifelink[i].amount += amount;
            return true;
        }
    if (!rt_grow((void **)&g->lifelink, &g->caplifelink, g->nlifelink + 1, sizeof *g->lifelink))
        return false;
    g->lifelink[g->nlifelink++] = (rt_lifelink){ src->id, src->controller, amount };
    return true;
}

cardrt_status rt_deal_damage(cardrt_game *g, const rt_source *src, cardrt_ref to, int amount,
                             bool combat)
{
    if (amount < 0)
        return CARDRT_EINVAL;
    rt_object *o = NULL;
    if (to.kind == CARDRT_REF_PLAYER) {
        if (to.id < 0 || (unsigned)to.id >= g->nplayers)
            return CARDRT_EINVAL;
    } else if (to.kind == CARDRT_REF_OBJECT) {
        if (!(o = rt_obj(g, to.id)))
            return CARDRT_EINVAL;
        if (o->zone != CARDRT_BATTLEFIELD)
            return CARDRT_EZONE;
    } else {
        return CARDRT_EINVAL;
    }
    /* "Damage can't be prevented", "The damage can't be prevented" (of the
     * instruction dealing it): neither protection nor prevention effects. */
    bool preventable = !g->no_prevention && !rt_damage_unpreventable(g, src->id, to, combat);
    if (preventable && (o ? rt_protected_from(g, to.id, src->colors, src->types, src->id)
                          : rt_player_protected_from(g, (unsigned)to.id, src->colors)))
        return CARDRT_OK;       /* the damage is prevented */
    cardrt_event would = { .kind = CARDRT_EV_DAMAGE, .object = o ? to.id : 0, .source = src->id,
                           .target = to, .player = src->controller, .amount = amount, .combat = combat };
    /* Prevention effects of static abilities ("Prevent all damage that
     * would be dealt to ~"), then those of resolved spells and abilities,
     * whose shields are so used up last (the order the affected player
     * would choose, the current CR 616.1). */
    if (preventable && ((would.amount = rt_prevent_static(g, &would)) == 0
                        || (would.amount = prevent(g, src->id, to, would.amount, combat)) == 0))
        return CARDRT_OK;
    /* Redirection effects, replacement effects applied before the others
     * ("The next 1 damage that would be dealt to ~ this turn is dealt to
     * target creature you control instead"). */
    if ((would.amount = redirect(g, src, to, would.amount, combat)) == 0)
        return CARDRT_OK;
    rt_redirecting me;
    cardrt_ref onto;
    if (rt_redirect_static(g, &would, &me, &onto) && can_be_dealt(g, onto)) {
        g->redirecting = &me;   /* "All damage that would be dealt to you is dealt to ~ instead" */
        cardrt_status st = rt_deal_damage(g, src, onto, would.amount, combat);
        g->redirecting = me.next;
        return st;
    }
    /* Replacement effects, after prevention: "If a source would deal damage
     * to ~, it deals double that damage instead". */
    if (would.amount > 0 && !rt_replace(g, &would, NULL, NULL, NULL))
        return CARDRT_OK;
    if ((amount = would.amount) == 0 || (o && o->zone != CARDRT_BATTLEFIELD))
        return CARDRT_OK;
    if (o && rt_shield_used(g, to.id))
        return CARDRT_OK;       /* a shield counter removed instead */
    g->damage_dealt++;
    g->damage_amount += (uint64_t)amount;
    if (!o)
        g->players[to.id].damaged_turn = g->turn;
    else
        o->damaged_turn = g->turn;
    const rt_object *s = rt_obj(g, src->id);
    if (s && rt_grow((void **)&g->hits, &g->caphits, g->nhits + 1, sizeof *g->hits)) {
        rt_hit *h = &g->hits[g->nhits++];
        *h = (rt_hit){ src->id, to, s->moves, o ? o->moves : 0, combat, src->controller, { { NULL }, 0, false } };
        if (combat)
            rt_creature_types(g, src->id, &h->types);
    }
    if (!o && src->infect) {
        /* CR 120.3b (later rules): damage from a source with infect to a
         * player gives them that many poison counters instead of life loss. */
        cardrt_add_poison(g, (unsigned)to.id, amount);
    } else if (!o) {
        /* "Damage that would reduce your life total to less than 1 reduces
         * it to 1 instead" (CR 614.1a): the damage is dealt all the same */
        int life = g->players[to.id].life;
        bool floor = life <= amount     /* life - amount < 1, with no overflow */
                     && rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_PLAYER, to.id }, CARDRT_RULE_DAMAGE_LIFE_FLOOR);
        cardrt_lose_life(g, (unsigned)to.id, !floor ? amount : life > 1 ? life - 1 : 0);
    }
    if (!o && combat && src->toxic > 0) {
        /* CR 702.164b (current rules): combat damage to a player from a
         * creature with toxic also gives them its total toxic value in
         * poison counters, in addition to the damage's other results */
        cardrt_add_poison(g, (unsigned)to.id, src->toxic);
    }
    if (o) {
        /* CR 306.8 (later rules): damage to a planeswalker removes that many
         * loyalty counters from it; to anything else it is marked, or, from
         * a source with wither or infect, put on it as -1/-1 counters (CR
         * 120.3d).  Deathtouch applies either way (702.2b). */
        unsigned types = cardrt_types(g, to.id);
        if (types & CARDRT_PLANESWALKER)
            rt_add_counters(g, to, RT_COUNTER_LOYALTY, -amount);
        if (!(types & CARDRT_PLANESWALKER) || (types & CARDRT_CREATURE)) {
            if (src->infect || src->wither) {
                unsigned before = g->putting;
                g->putting = src->controller + 1;   /* the source's controller puts them */
                rt_add_counters(g, to, RT_COUNTER_MINUS, amount);
                g->putting = before;
            } else
                o->damage = rt_sat_add(o->damage, amount);
            o->deathtouched |= src->deathtouch;
        }
    }
    if (src->lifelink && !owe_life(g, src, amount))
        cardrt_gain_life(g, src->controller, amount);
    rt_touch_state(g);
    cardrt_event ev = { .kind = CARDRT_EV_DAMAGE, .object = o ? to.id : 0, .source = src->id,
                        .target = to, .player = src->controller, .amount = amount,
                        .combat = combat };
    rt_event(g, &ev);
    return CARDRT_OK;
}

/* Is OBJ still the object it was after MOVES zone changes, or, having left
 * the battlefield once since, what it last was there (CR 413.2f)? */
static bool same_object(const cardrt_game *g, cardrt_id obj, uint32_t moves)
{
    const rt_object *o = rt_obj(g, obj);
    return o && (o->moves == moves || (o->moves == moves + 1 && o->zone != CARDRT_BATTLEFIELD));
}

bool cardrt_damage_dealt(const cardrt_game *g, cardrt_id source, int to_kind, cardrt_id to)
{
    for (size_t i = 0; g && i < g->nhits; i++) {
        const rt_hit *h = &g->hits[i];
        if (h->source == source && same_object(g, source, h->source_moves)
            && (to_kind == CARDRT_REF_NONE
                || ((int)h->to.kind == to_kind && h->to.id == to
                    && (to_kind != CARDRT_REF_OBJECT || same_object(g, to, h->to_moves)))))
            return true;
    }
    return false;
}

static cardrt_status deal(cardrt_game *g, cardrt_id source, cardrt_ref to, int amount, bool combat)
{
    if (!g)
        return CARDRT_EINVAL;
    rt_source src = rt_source_of(g, source);
    return rt_deal_damage(g, &src, to, amount, combat);
}

cardrt_status cardrt_deal_damage(cardrt_game *g, cardrt_id source, cardrt_ref to, int amount)
{
    return deal(g, source, to, amount, false);
}

cardrt_status cardrt_deal_combat_damage(cardrt_game *g, cardrt_id source, cardrt_ref to, int amount)
{
    return deal(g, source, to, amount, true);
}

void rt_preventions_end(cardrt_game *g, rt_ending ending)
{
    size_t k = 0;
    for (size_t i = 0; i < g->npreventions; i++) {
        rt_prevention *p = &g->preventions[i];
        if (ending == RT_ENDING_NEXT_TURN)
            p->spec.duration = rt_duration_turn_begins(g, p->spec.duration, p->controller);
        bool over = rt_duration_over(g, p->spec.duration, p->controller, ending)
                 || (p->spec.duration == CARDRT_AS_LONG_AS && p->spec.holds
                     && !p->spec.holds(g, p->creator));
        if (!over)
            g->preventions[k++] = *p;
    }
    g->npreventions = k;
}

void rt_preventions_forget(cardrt_game *g, cardrt_id obj)
{
    size_t k = 0;
    for (size_t i = 0; i < g->npreventions; i++) {
        const cardrt_prevention_spec *s = &g->preventions[i].spec;
        if (s->source != obj && !(s->recipient.kind == CARDRT_REF_OBJECT && s->recipient.id == obj)
            && !(s->redirect.kind == CARDRT_REF_OBJECT && s->redirect.id == obj))
            g->preventions[k++] = g->preventions[i];
    }
    g->npreventions = k;
}
