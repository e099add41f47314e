/* turns.c — the steps of a turn, priority, timing and playing lands.
 *
 * The player with priority may act; each time every player still in the
 * game has passed in succession, the top of the stack resolves (CR 413.1)
 * and the active player receives priority, or, with the stack empty, the
 * step ends and the next begins.  As a step begins its turn-based actions
 * happen (untap, draw, combat damage, cleanup), a CARDRT_EV_STEP event
 * reports it, and the abilities that triggered go on the stack as the
 * active player receives priority.  Nobody receives priority in the untap
 * step, nor in cleanup unless something happened there; while attackers or
 * blockers are to be declared the game waits for the declaration. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "rt.h"

unsigned rt_alive(const cardrt_game *g)
{
    unsigned bits = 0;
    for (unsigned p = 0; p < g->nplayers; p++)
        if (!g->players[p].lost)
            bits |= 1u << p;
    return bits;
}

unsigned rt_next_player(const cardrt_game *g, unsigned p)
{
    for (unsigned k = 1; k < g->nplayers; k++) {
        unsigned q = (p + k) % g->nplayers;
        if (!g->players[q].lost)
            return q;
    }
    return p;
}

/* The active player, or the next player in the game after them. */
static unsigned first_alive(const cardrt_game *g)
{
    return g->players[g->active].lost ? rt_next_player(g, g->active) : g->active;
}

bool rt_may_act(const cardrt_game *g, unsigned player)
{
    return !g->over && g->awaiting == RT_AWAIT_NONE && player < g->nplayers
           && !g->players[player].lost
           && (player == g->priority || !(g->passed & (1u << player)));
}

void rt_acted(cardrt_game *g, unsigned player)
{
    g->priority = player;
    g->passed = 0;
}

bool rt_sorcery_time(const cardrt_game *g, unsigned player)
{
    return player == g->active && g->nstack == 0 && g->awaiting == RT_AWAIT_NONE
           && (g->step == CARDRT_STEP_MAIN || g->step == CARDRT_STEP_MAIN2);
}

unsigned cardrt_priority_player(const cardrt_game *g)
{
    return g ? g->priority : 0;
}

cardrt_step cardrt_current_step(const cardrt_game *g)
{
    return g ? g->step : CARDRT_STEP_UNTAP;
}

unsigned cardrt_turn_number(const cardrt_game *g)
{
    return g ? g->turn : 0;
}

/* ---- the steps ----------------------------------------------------------------- */

/* Does a cardrt_fx_skip_untap_all of the active player keep ID tapped in
 * this untap step? */
static bool skipped_by_rule(const cardrt_game *g, cardrt_id id)
{
    for (size_t k = 0; k < g->nskip_untaps; k++) {
        const rt_skip_untap *r = &g->skip_untaps[k];
        if (r->player == g->active && (!r->which || r->which(g, r->source, id)))
            return true;
    }
    return false;
}

/* The untap step of the active player was their next one: the rules of
 * cardrt_fx_skip_untap_all for them end. */
static void end_skip_untaps(cardrt_game *g)
{
    size_t k = 0;
    for (size_t i = 0; i < g->nskip_untaps; i++)
        if (g->skip_untaps[i].player != g->active)
            g->skip_untaps[k++] = g->skip_untaps[i];
    g->nskip_untaps = k;
}

/* Whose turn begins: the player of the most recently created extra turn
 * still waiting, else the next in the normal order after the last turn of
 * that order (CR 500.7); a player who has left the game takes none (CR
 * 800.4a). */
static unsigned next_turn_player(cardrt_game *g)
{
    for (;;) {
        while (g->nextra_turns > 0) {
            unsigned p = g->extra_turns[--g->nextra_turns];
            if (!g->resume_after)
                g->resume_after = g->active + 1;
            if (g->players[p].lost)
                continue;
            /* "If an opponent would begin an extra turn, that player skips
             * that turn instead" (CR 614.10) */
            if (rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)p }, CARDRT_RULE_SKIP_EXTRA_TURNS))
                continue;
            if (!g->players[p].skips[CARDRT_SKIP_TURN])
                return p;
            g->players[p].skips[CARDRT_SKIP_TURN]--;    /* a skipped turn is not taken (CR 500.11) */
        }
        unsigned after = g->resume_after ? g->resume_after - 1 : g->active;
        g->resume_after = 0;
        unsigned p = rt_next_player(g, after);
        if (!g->players[p].skips[CARDRT_SKIP_TURN])
            return p;
        g->players[p].skips[CARDRT_SKIP_TURN]--;    /* the order goes on after it */
        g->resume_after = p + 1;
    }
}

/* Does the active player skip this WHAT of their turn (CR 500.11)? One of
 * their skips is used up if so. */
static bool skipped(cardrt_game *g, cardrt_skip what)
{
    unsigned *n = &g->players[g->active].skips[what];
    if (!*n)
        return false;
    (*n)--;
    return true;
}

/* "Take an extra turn after this one", "Target player takes an extra turn
 * after this one": each player of SEL gets one, directly after this turn,
 * added one at a time in APNAP order, so the last added is taken first
 * (CR 500.7). */
cardrt_status cardrt_fx_extra_turn(cardrt_ctx *ctx, int sel)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!ctx || !s)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    ctx->result = 0;
    for (unsigned k = 0; k < g->nplayers; k++) {
        unsigned p = (g->active + k) % g->nplayers;
        bool named = false;
        for (unsigned i = 0; i < s->n && !named; i++)
            named = s->items[i].kind == CARDRT_REF_PLAYER && (unsigned)s->items[i].id == p;
        if (!named || g->players[p].lost)
            continue;
        if (g->nextra_turns == RT_MAX_EXTRA_TURNS)
            return CARDRT_ELIMIT;
        g->extra_turns[g->nextra_turns++] = p;
        ctx->result++;
    }
    return CARDRT_OK;
}

cardrt_status cardrt_fx_skip_next(cardrt_ctx *ctx, int sel, int what, int n)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!ctx || !s || what < CARDRT_SKIP_TURN || what > CARDRT_SKIP_COMBAT_PHASE || n < 0)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    ctx->result = 0;
    for (unsigned i = 0; i < s->n; i++) {
        if (s->items[i].kind != CARDRT_REF_PLAYER || (unsigned)s->items[i].id >= g->nplayers)
            continue;
        unsigned *skips = &g->players[s->items[i].id].skips[what];
        *skips = *skips > UINT_MAX - (unsigned)n ? UINT_MAX : *skips + (unsigned)n;
        ctx->result++;
    }
    return CARDRT_OK;
}

void rt_turn_begins(cardrt_game *g)
{
    rt_player *p = &g->players[g->active];
    if (p->turn != g->turn)
        p->last_turn = p->turn;
    p->turn = g->turn;
}

static void untap_step(cardrt_game *g)
{
    unsigned prev = g->active;
    g->active = next_turn_player(g);
    g->turn++;
    rt_turn_begins(g);
    g->lands_played = g->spells_cast = g->to_graveyard = 0;
    g->nhits = 0;               /* the damage dealt last turn */
    rt_history_turn(g);
    memset(g->attacked_power, 0, sizeof g->attacked_power);     /* no combat yet this turn */
    memset(g->attacked_players, 0, sizeof g->attacked_players);
    rt_end_effects(g, RT_ENDING_NEXT_TURN);    /* "until your next turn" */
    rt_end_next_turn_triggers(g);
    if (rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)g->active }, CARDRT_RULE_SKIP_UNTAP_STEP)
        || skipped(g, CARDRT_SKIP_UNTAP_STEP)) {   /* nothing untaps; "next untap step" waits (CR 500.11) */
        rt_touch_state(g);
        return;
    }
    rt_phasing_step(g);
    rt_day_night_turn(g, prev);     /* as the untap step begins (CR 726.3a of the current rules) */
    bool *untap = calloc(g->nobjs ? g->nobjs : 1, sizeof *untap);
    for (size_t i = 0; i < g->nobjs; i++) {
        rt_object *o = &g->objs[i];
        cardrt_id id = (cardrt_id)(i + 1);
        /* exerted by the active player: this is their next untap step,
         * whoever controls it now (CR 701.39a-b of the current rules) */
        bool exerted = o->exerted_by == g->active + 1;
        if (exerted)
            o->exerted_by = 0;
        if (o->zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) == g->active) {
            bool keep = o->skip_untap || exerted || skipped_by_rule(g, id)
                        || cardrt_has_keyword(g, id, CARDRT_KW_DOESNT_UNTAP)
                        || (o->tapped && cardrt_has_keyword(g, id, CARDRT_KW_MAY_NOT_UNTAP)
                            && cardrt_ask(g, g->active, id, "keep it tapped"));
            g->objs[i].settled = g->active;     /* under control since the turn began */
            g->objs[i].skip_untap = false;      /* that was its controller's next untap step */
            if (untap)
                untap[i] = !keep && o->tapped;
            else if (!keep)
                rt_tap(g, id, false);
        } else if (o->zone == CARDRT_BATTLEFIELD && o->tapped
                   && cardrt_rule_applies(g, (cardrt_ref){ CARDRT_REF_OBJECT, id }, CARDRT_RULE_UNTAP_IN_OTHERS_STEPS)) {
            rt_tap(g, id, false);       /* "Untap all permanents you control during each other player's untap step" */
        }
    }
    if (untap)                  /* "Players can't untap more than one land during their untap steps" */
        rt_untap_limits(g, untap);
    for (size_t i = 0; untap && i < g->nobjs; i++)
        if (untap[i])
            rt_tap(g, (cardrt_id)(i + 1), false);
    free(untap);
    end_skip_untaps(g);
    rt_touch_state(g);
}

/* Cleanup (the Fourth Edition rulebook's discard and cleanup phases): the
 * active player discards down to seven cards (their maximum hand size,
 * cardrt_max_hand_size), chosen through the chooser;
 * then damage wears off and "until end of turn" effects end, together. */
static void cleanup_step(cardrt_game *g)
{
    unsigned p = g->active;
    unsigned n = cardrt_zone_size(g, p, CARDRT_HAND);
    int max = cardrt_max_hand_size(g, p);
    if (max >= 0 && n > (unsigned)max) {
        cardrt_ref *cand = malloc(n * sizeof *cand);
        unsigned *answers = malloc(n * sizeof *answers);
        unsigned k = 0;
        for (size_t i = 0; cand && i < g->nobjs; i++)
            if (g->objs[i].zone == CARDRT_HAND && g->objs[i].owner == p)
                cand[k++] = (cardrt_ref){ CARDRT_REF_OBJECT, (cardrt_id)(i + 1) };
        if (cand && answers) {
            cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = p, .source = 0,
                .prompt = "discard down to your maximum hand size", .candidates = cand, .ncandidates = n,
                .min = n - (unsigned)max, .max = n - (unsigned)max };
            unsigned got = cardrt_choose(g, &c, answers);
            for (unsigned i = 0; i < got; i++)
                rt_discard(g, cand[answers[i]].id, NULL);
        }
        free(cand);
        free(answers);
    }
    for (size_t i = 0; i < g->nobjs; i++) {
        g->objs[i].damage = 0;
        g->objs[i].regeneration_shields = 0;
    }
    rt_end_effects(g, RT_ENDING_TURN);
    rt_end_turn_triggers(g);
    rt_touch_state(g);
}

/* Begin step S: its turn-based actions, its event, and priority for the
 * active player (triggered abilities go on the stack then).  False when
 * nobody receives priority in it, so the game goes on to the next step. */
static bool begin_step(cardrt_game *g, cardrt_step s)
{
    g->step = s;
    g->steps_begun++;
    g->passed = 0;
    if (s == CARDRT_STEP_UNTAP) {      /* phases added to the last turn are gone with it */
        g->phase = 0;
        g->nadded_phases = 0;
        g->resuming = false;
    }
    if (s == CARDRT_STEP_UNTAP || s == CARDRT_STEP_MAIN || s == CARDRT_STEP_BEGIN_COMBAT || s == CARDRT_STEP_MAIN2
        || s == CARDRT_STEP_END)
        g->phase++;                     /* a phase begins (CR 500.1) */
    if (s == CARDRT_STEP_UPKEEP || s == CARDRT_STEP_END)    /* "until your next upkeep (end step)" */
        rt_end_effects(g, s == CARDRT_STEP_UPKEEP ? RT_ENDING_UPKEEP : RT_ENDING_END_STEP);
    cardrt_event ev = { .kind = CARDRT_EV_STEP, .step = s };
    switch (s) {
    case CARDRT_STEP_UNTAP:
        untap_step(g);
        g->priority = first_alive(g);
        ev.player = g->active;
        rt_event(g, &ev);       /* its triggers wait for the upkeep */
        return false;
    case CARDRT_STEP_DRAW:
        g->draw_step_draws = 0;
        cardrt_draw(g, g->active, 1);
        break;
    case CARDRT_STEP_MAIN:
        rt_saga_main_phase(g);
        break;
    case CARDRT_STEP_BEGIN_COMBAT:
        g->combats++;           /* a new combat: "this combat" (CR 506.1) */
        g->damage_steps = 0;
        memset(g->attacked_power, 0, sizeof g->attacked_power);
        memset(g->attacked_players, 0, sizeof g->attacked_players);
        g->first_strike_step = false;
        break;
    case CARDRT_STEP_DECLARE_ATTACKERS:
        g->priority = first_alive(g);
        ev.player = g->active;
        rt_event(g, &ev);
        g->awaiting = RT_AWAIT_ATTACKERS;
        return true;
    case CARDRT_STEP_DECLARE_BLOCKERS:
        g->defenders = rt_defending_players(g);
        g->declared = 0;
        if (!g->defenders)
            break;
        ev.player = g->active;
        rt_event(g, &ev);
        g->awaiting = RT_AWAIT_BLOCKERS;
        g->priority = rt_next_defender(g);
        return true;
    case CARDRT_STEP_COMBAT_DAMAGE:
        g->damage_steps++;
        rt_assign_combat_damage(g);
        break;
    case CARDRT_STEP_CLEANUP:
        cleanup_step(g);
        g->priority = first_alive(g);
        ev.player = g->active;
        rt_event(g, &ev);
        /* Players receive priority only if something happened (then
         * another cleanup step follows). */
        g->cleanup_again = rt_check_sba(g) || g->nstack > 0;
        return g->cleanup_again || g->over;
    default:
        break;
    }
    g->priority = first_alive(g);
    ev.player = g->active;
    rt_event(g, &ev);
    if (s == CARDRT_STEP_UPKEEP)
        rt_upkeep_seen(g);
    rt_check_sba(g);
    return true;
}

/* The first step of the phase after the one whose last step is LAST, in
 * the turn's own order (CR 500.1): a skipped combat phase doesn't happen
 * (CR 500.11). */
static cardrt_step own_order(cardrt_game *g, cardrt_step last)
{
    switch (last) {
    case CARDRT_STEP_DRAW:
        return CARDRT_STEP_MAIN;
    case CARDRT_STEP_MAIN:
        return skipped(g, CARDRT_SKIP_COMBAT_PHASE) ? CARDRT_STEP_MAIN2 : CARDRT_STEP_BEGIN_COMBAT;
    case CARDRT_STEP_END_COMBAT:
        return CARDRT_STEP_MAIN2;
    case CARDRT_STEP_MAIN2:
        return CARDRT_STEP_END;
    default:                            /* the cleanup step: the next turn */
        return CARDRT_STEP_UNTAP;
    }
}

/* The current phase is over, LAST its last step: a phase added directly
 * after it comes next, the most recently added first (CR 500.8); else the
 * turn's own order goes on, after the phase the added phases followed. */
static cardrt_step phase_over(cardrt_game *g, cardrt_step last)
{
    for (unsigned i = g->nadded_phases; i-- > 0;) {
        if (g->added_phases[i].after != g->phase)
            continue;
        bool main = g->added_phases[i].main, then_main = g->added_phases[i].then_main;
        /* the phases added after this one before it come after the new
         * one, phase + 1 as it begins; and so does a main phase that
         * follows the combat phase taken */
        for (unsigned k = 0; k < g->nadded_phases; k++)
            if (g->added_phases[k].after == g->phase)
                g->added_phases[k].after = g->phase + 1;
        if (then_main)
            g->added_phases[i] = (struct rt_added_phase){ g->phase + 1, true, false };
        else
            memmove(&g->added_phases[i], &g->added_phases[i + 1], (g->nadded_phases - i - 1) * sizeof g->added_phases[0]);
        g->nadded_phases -= !then_main;
        if (!g->resuming) {
            g->resuming = true;
            g->resume = last;
        }
        return main ? CARDRT_STEP_MAIN2 : CARDRT_STEP_BEGIN_COMBAT;
    }
    if (g->resuming) {
        g->resuming = false;
        last = g->resume;
    }
    return own_order(g, last);
}

static cardrt_step following(cardrt_game *g)
{
    switch (g->step) {
    case CARDRT_STEP_UNTAP:             /* "Players skip their upkeep steps" */
        if (!rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)g->active }, CARDRT_RULE_SKIP_UPKEEP_STEP))
            return CARDRT_STEP_UPKEEP;
        g->step = CARDRT_STEP_UPKEEP;   /* as though it had been: the draw step next */
        return following(g);
    case CARDRT_STEP_UPKEEP:            /* a skipped step doesn't happen (CR 500.11) */
        return rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)g->active }, CARDRT_RULE_SKIP_DRAW_STEP)
               || skipped(g, CARDRT_SKIP_DRAW_STEP) ? phase_over(g, CARDRT_STEP_DRAW) : CARDRT_STEP_DRAW;
    case CARDRT_STEP_DECLARE_ATTACKERS:
        return rt_any_attacker(g) ? CARDRT_STEP_DECLARE_BLOCKERS : CARDRT_STEP_END_COMBAT;
    case CARDRT_STEP_COMBAT_DAMAGE:     /* after first-strike damage, the regular damage */
        return g->first_strike_step && g->damage_steps == 1 ? CARDRT_STEP_COMBAT_DAMAGE
                                                            : CARDRT_STEP_END_COMBAT;
    case CARDRT_STEP_DRAW: case CARDRT_STEP_MAIN: case CARDRT_STEP_END_COMBAT: case CARDRT_STEP_MAIN2:
        return phase_over(g, g->step);
    case CARDRT_STEP_CLEANUP:
        return g->cleanup_again ? CARDRT_STEP_CLEANUP : phase_over(g, CARDRT_STEP_CLEANUP);
    default:
        return (cardrt_step)(g->step + 1);
    }
}

/* "After this phase, there is an additional combat phase", "After this
 * main phase, there is an additional combat phase followed by an
 * additional main phase" (CR 500.8): added directly after the current
 * phase, if it is the kind AFTER names. */
cardrt_status cardrt_fx_add_phases(cardrt_ctx *ctx, int after, bool then_main)
{
    if (!ctx || after < CARDRT_PHASE_THIS || after > CARDRT_PHASE_COMBAT)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    ctx->result = 0;
    bool main = g->step == CARDRT_STEP_MAIN || g->step == CARDRT_STEP_MAIN2;
    bool combat = g->step >= CARDRT_STEP_BEGIN_COMBAT && g->step <= CARDRT_STEP_END_COMBAT;
    if ((after == CARDRT_PHASE_MAIN && !main) || (after == CARDRT_PHASE_COMBAT && !combat))
        return CARDRT_OK;               /* no "this main phase" now: nothing is added */
    if (g->nadded_phases == RT_MAX_ADDED_PHASES)
        return CARDRT_ELIMIT;
    g->added_phases[g->nadded_phases++] = (struct rt_added_phase){ g->phase, false, then_main };
    ctx->result = 1;
    return CARDRT_OK;
}

/* The step ends (mana empties from the pools; creatures leave combat as
 * combat ends) and the next ones begin, up to one where a player receives
 * priority. */
static void next_step(cardrt_game *g)
{
    do {
        for (unsigned p = 0; p < g->nplayers; p++) {
            unsigned keep = rt_mana_kept(g, p);     /* "Players don't lose unspent mana ..." */
            rt_player *pl = &g->players[p];
            /* "If you would lose unspent mana, that mana becomes colorless
             * instead" (a replacement effect, CR 614.1a): from the same
             * sources, so still snow, a Treasure's, or restricted (CR 106.6) */
            bool colorless = rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)p },
                                             CARDRT_RULE_MANA_BECOMES_COLORLESS);
            for (unsigned k = 0; colorless && k < 5; k++)
                if (!(keep & 1u << k)) {
                    pl->mana[5] = rt_sat_add(pl->mana[5], pl->mana[k]);
                    pl->snow[5] = rt_sat_add(pl->snow[5], pl->snow[k]);
                    pl->treasure[5] = rt_sat_add(pl->treasure[5], pl->treasure[k]);
                    pl->mana[k] = pl->snow[k] = pl->treasure[k] = 0;
                }
            for (unsigned i = 0; colorless && i < pl->nrestricted; i++)
                if (!(keep & 1u << pl->restricted[i].kind))
                    pl->restricted[i].kind = CARDRT_MANA_C;
            rt_mana_empty(g, p, keep | (colorless ? 1u << CARDRT_MANA_C : 0));
        }
        if (g->step == CARDRT_STEP_END_COMBAT) {
            rt_end_combat(g);
            rt_end_effects(g, RT_ENDING_COMBAT);   /* CR 511.3 */
        }
    } while (!begin_step(g, following(g)) && !g->over);
}

/* Every player has passed in succession. */
static void all_passed(cardrt_game *g)
{
    if (g->nstack > 0)
        rt_resolve(g);
    else
        next_step(g);
}

/* All players pass once: a declaration that is due is made empty. */
static void pass_round(cardrt_game *g)
{
    if (g->awaiting == RT_AWAIT_ATTACKERS) {
        rt_declare_required_attackers(g, g->active);
    } else if (g->awaiting == RT_AWAIT_BLOCKERS) {
        for (unsigned k = 0; k < g->nplayers && g->awaiting == RT_AWAIT_BLOCKERS; k++)
            rt_declare_required_blockers(g, g->priority);
    } else {
        g->passed = rt_alive(g);
        all_passed(g);
    }
}

cardrt_status cardrt_pass(cardrt_game *g, unsigned player)
{
    if (!g || player >= g->nplayers || g->players[player].lost)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    if (g->awaiting == RT_AWAIT_ATTACKERS)
        return rt_declare_required_attackers(g, player);
    if (g->awaiting == RT_AWAIT_BLOCKERS)
        return rt_declare_required_blockers(g, player);
    if (!rt_may_act(g, player))
        return CARDRT_ETIMING;
    for (unsigned p = g->priority;; p = rt_next_player(g, p)) {   /* those before, then PLAYER */
        g->passed |= 1u << p;
        if (p == player)
            break;
    }
    g->priority = rt_next_player(g, player);
    unsigned alive = rt_alive(g);
    if ((g->passed & alive) == alive)
        all_passed(g);
    return CARDRT_OK;
}

cardrt_status cardrt_pass_all(cardrt_game *g)
{
    if (!g)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    pass_round(g);
    return CARDRT_OK;
}

/* Pass until a step begins that is STEP of turn TURN or later; AGAIN: or
 * STEP later in this turn, where a phase added to it (CR 500.8) may bring
 * a step again after the turn's own. */
static cardrt_status advance(cardrt_game *g, unsigned turn, cardrt_step step, bool again)
{
    uint64_t begun = g->steps_begun;
    unsigned now = g->turn;
    for (unsigned guard = 0; guard < 100000; guard++) {
        if (g->over)
            return CARDRT_EOVER;
        if (g->steps_begun != begun
            && ((again && g->turn == now && g->step == step) || g->turn > turn || (g->turn == turn && g->step >= step)))
            return CARDRT_OK;
        pass_round(g);
    }
    return CARDRT_ELIMIT;       /* triggered abilities that never stop */
}

cardrt_status cardrt_advance_to(cardrt_game *g, cardrt_step step)
{
    if (!g || step <= CARDRT_STEP_UNTAP || step >= CARDRT_STEP_CLEANUP)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    if (g->nstack > 0)
        return CARDRT_ETIMING;
    bool this_turn = step > g->step
                     || (step == CARDRT_STEP_COMBAT_DAMAGE && g->step == step
                         && g->first_strike_step && g->damage_steps == 1);
    return advance(g, this_turn ? g->turn : g->turn + 1, step, true);
}

cardrt_status cardrt_begin_game(cardrt_game *g)
{
    if (!g)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    if (g->steps_begun > 0 || g->nstack > 0 || g->passed || g->spells_cast > 0 || g->lands_played > 0)
        return CARDRT_ETIMING;
    for (unsigned k = 0, p = g->active; k < g->nplayers; k++, p = rt_next_player(g, p))
        for (size_t i = 0; i < g->nobjs; i++) {
            cardrt_id id = (cardrt_id)(i + 1);
            if (g->objs[i].zone == CARDRT_HAND && g->objs[i].owner == p
                && rt_cost_of(g->objs[i].def, CARDRT_COST_OPENING_HAND)
                && cardrt_ask(g, p, id, "begin the game with it on the battlefield"))
                cardrt_move(g, id, CARDRT_BATTLEFIELD);
        }
    return CARDRT_OK;
}

cardrt_status cardrt_start_at(cardrt_game *g, unsigned turn, unsigned player, cardrt_step step)
{
    if (!g || turn == 0 || player >= g->nplayers || g->players[player].lost
        || step <= CARDRT_STEP_UNTAP || step >= CARDRT_STEP_CLEANUP
        || step == CARDRT_STEP_DECLARE_BLOCKERS || step == CARDRT_STEP_COMBAT_DAMAGE)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    if (g->steps_begun > 0 || g->nstack > 0 || g->passed || g->spells_cast > 0 || g->lands_played > 0)
        return CARDRT_ETIMING;
    g->turn = turn;
    g->active = player;
    rt_turn_begins(g);
    begin_step(g, step);
    return CARDRT_OK;
}

cardrt_status cardrt_end_turn(cardrt_game *g)
{
    if (!g)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    return advance(g, g->turn + 1, CARDRT_STEP_MAIN, false);
}

/* Has PLAYER a land play left this turn (CR 305.2), with no rule that
 * forbids them to play lands? */
static bool land_play_left(const cardrt_game *g, unsigned player)
{
    return g->lands_played < (unsigned)rt_lands_allowed(g, player)
           && !rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)player }, CARDRT_RULE_CANT_PLAY_LANDS);
}

/* PLAYER plays the land OBJ: their land play for the turn. */
static void put_land(cardrt_game *g, unsigned player, cardrt_id obj)
{
    g->lands_played++;
    cardrt_move(g, obj, CARDRT_BATTLEFIELD);
    cardrt_event ev = { .kind = CARDRT_EV_PLAY_LAND, .object = obj, .player = player };
    rt_event(g, &ev);
}

/* The Fourth Edition rulebook's main phase: "if you haven't played a land
 * this turn, you may do so"; the FAQ: playing a land is not a fast effect,
 * so it cannot be done in response to anything. */
cardrt_status cardrt_play_land(cardrt_game *g, unsigned player, cardrt_id obj)
{
    rt_object *o = rt_obj(g, obj);
    if (!o || player >= g->nplayers)
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    /* "You may play lands from the top of your library" (CARDRT_RULE_PLAY_FROM_TOP);
     * "You may play that card this turn" (CARDRT_RULE_MAY_PLAY), whoever owns it */
    bool allowed = o->zone != CARDRT_HAND && o->zone != CARDRT_BATTLEFIELD
                   && (rt_may_play(g, player, obj, false)
                       || rt_may_play_from_graveyard(g, player, obj, CARDRT_EV_PLAY_LAND));     /* "from your graveyard" */
    if (!allowed
        && ((o->zone != CARDRT_HAND
             && !(o->zone == CARDRT_LIBRARY && rt_may_play_from_top(g, player, obj, CARDRT_EV_PLAY_LAND)))
            || o->owner != player))
        return CARDRT_EZONE;
    if (!(cardrt_types(g, obj) & CARDRT_LAND))
        return CARDRT_EINVAL;
    if (!rt_may_act(g, player) || !rt_sorcery_time(g, player) || !land_play_left(g, player))
        return CARDRT_ETIMING;
    put_land(g, player, obj);
    rt_acted(g, player);
    rt_check_sba(g);   /* the player receives priority: CR 117.3c, 704.3 */
    return CARDRT_OK;
}

cardrt_status cardrt_fx_play(cardrt_ctx *ctx, int sel, bool free_cast)
{
    unsigned n, k = 0;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return CARDRT_ENOMEM;
    cardrt_game *g = ctx->g;
    unsigned you = ctx->item->controller;
    for (unsigned i = 0; i < n; i++) {
        const rt_object *o = rt_obj(g, ids[i]);
        if (!o || o->zone == CARDRT_BATTLEFIELD || o->zone == CARDRT_STACK)
            continue;           /* a permanent or a spell: not played */
        if (!(o->def->types & CARDRT_LAND))    /* its own, face down in exile too */
            k += rt_cast_during(g, you, ids[i], free_cast ? NULL : o->def->mana_cost, 0) == CARDRT_OK;
        else if (g->active == you && land_play_left(g, you)) {     /* CR 305.2, 305.3 */
            put_land(g, you, ids[i]);
            k++;
        }
    }
    ctx->result = (int)k;
    free(ids);
    return CARDRT_OK;
}
