/* combat.c — attackers, blockers and combat damage.
 *
 * The Fourth Edition rulebook (../shared/rules/002_*, "More on Combat") and
 * the Fourth Edition FAQ (004_*) are the documents that speak of combat;
 * combat damage goes on the stack as an object, as CR 413.1 (000_*) says,
 * and resolves when all players pass.  docs/runtime.md lists the rulings. */
#include <stdlib.h>
#include <string.h>

#include "rt.h"

static bool kw(const cardrt_game *g, cardrt_id id, cardrt_keyword k)
{
    return cardrt_has_keyword(g, id, k);
}

static bool in_play(const rt_object *o)
{
    return o && o->zone == CARDRT_BATTLEFIELD;
}

/* Has OBJ banding (CARDRT_RULE_BANDING, CR 702.22a)?  One that has lost
 * all its abilities has not. */
static bool banding(const cardrt_game *g, cardrt_id obj)
{
    const rt_chars *ch = rt_chars_of(g, obj, RT_READ_ABILITIES);
    return ch && !ch->lost_abilities && rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_OBJECT, obj }, CARDRT_RULE_BANDING);
}

bool cardrt_is_attacking(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return in_play(o) && o->attacking.kind != CARDRT_REF_NONE;
}

int cardrt_attacking_greater_power(const cardrt_game *g, cardrt_id obj)
{
    if (!g || !rt_obj(g, obj))
        return 0;
    int n = 0, p = cardrt_power(g, obj);
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        n += id != obj && cardrt_is_attacking(g, id) && cardrt_power(g, id) > p;
    }
    return n;
}

unsigned cardrt_attacker_count(const cardrt_game *g)
{
    unsigned n = 0;
    for (size_t i = 0; g && i < g->nobjs; i++)
        n += cardrt_is_attacking(g, (cardrt_id)(i + 1));
    return n;
}

bool cardrt_banded_with(const cardrt_game *g, cardrt_id a, cardrt_id b)
{
    return a != b && cardrt_is_attacking(g, a) && cardrt_is_attacking(g, b) && rt_at(g, a)->band
           && rt_at(g, a)->band == rt_at(g, b)->band;
}

bool cardrt_is_blocking(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return in_play(o) && o->blocking != 0;
}

cardrt_id cardrt_attacker_blocked(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return in_play(o) ? o->blocking : 0;
}

/* Does BLOCKER, on the battlefield, block ATTACKER: its first block or one beyond? */
static bool blocks_now(const cardrt_game *g, cardrt_id blocker, cardrt_id attacker)
{
    if (rt_at(g, blocker)->blocking == attacker)
        return true;
    for (size_t i = 0; i < g->nextra_blocks; i++)
        if (g->extra_blocks[i].blocker == blocker && g->extra_blocks[i].attacker == attacker)
            return true;
    return false;
}

void rt_forget_blocks(cardrt_game *g, cardrt_id obj)
{
    size_t k = 0;
    for (size_t i = 0; i < g->nextra_blocks; i++)
        if (g->extra_blocks[i].blocker != obj)
            g->extra_blocks[k++] = g->extra_blocks[i];
    g->nextra_blocks = k;
}

bool cardrt_blocks(const cardrt_game *g, cardrt_id blocker, cardrt_id attacker)
{
    const rt_object *b = rt_obj(g, blocker);
    if (!b || !attacker)
        return false;
    if (in_play(b))
        return blocks_now(g, blocker, attacker);
    /* a blocker that has left the battlefield, as it last was there (CR
     * 413.2f), while the creature it blocked is still attacking */
    return rt_lki_blocking(g, blocker) == attacker && cardrt_is_attacking(g, attacker);
}

bool cardrt_is_blocked(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return cardrt_is_attacking(g, obj) && o->blocked;
}

bool cardrt_is_unblocked(const cardrt_game *g, cardrt_id obj)
{
    return cardrt_is_attacking(g, obj) && !rt_at(g, obj)->blocked
           && (g->declared & (1u << rt_at(g, obj)->defender));
}

int cardrt_defending_player(const cardrt_game *g, cardrt_id attacker)
{
    return cardrt_is_attacking(g, attacker) ? (int)rt_at(g, attacker)->defender : -1;
}

int cardrt_attacked_player(const cardrt_game *g, cardrt_id attacker)
{
    return cardrt_is_attacking(g, attacker) && rt_at(g, attacker)->attacking.kind == CARDRT_REF_PLAYER
               ? rt_at(g, attacker)->attacking.id : -1;
}

bool cardrt_attacks_player_or_walker(const cardrt_game *g, cardrt_id attacker, int player)
{
    if (!cardrt_is_attacking(g, attacker) || player < 0)
        return false;
    cardrt_ref at = rt_at(g, attacker)->attacking;
    return at.kind == CARDRT_REF_PLAYER ? (int)at.id == player
         : at.kind == CARDRT_REF_OBJECT && rt_obj(g, at.id) && rt_obj(g, at.id)->zone == CARDRT_BATTLEFIELD
           && (cardrt_types(g, at.id) & CARDRT_PLANESWALKER) && (int)cardrt_controller(g, at.id) == player;
}

bool cardrt_attacks_same(const cardrt_game *g, cardrt_id a, cardrt_id b)
{
    if (!cardrt_is_attacking(g, a) || !cardrt_is_attacking(g, b))
        return false;
    cardrt_ref x = rt_at(g, a)->attacking, y = rt_at(g, b)->attacking;
    return x.kind == y.kind && x.id == y.id;
}

int cardrt_opponents_attacked(const cardrt_game *g, unsigned player)
{
    unsigned n = 0;
    for (unsigned p = 0; g && player < g->nplayers && p < g->nplayers; p++)
        n += p != player && (g->attacked_players[player] & 1u << p);     /* every other player (sel.c) */
    return (int)n;
}

int cardrt_attacked_power(const cardrt_game *g, unsigned player)
{
    return g && player < g->nplayers ? g->attacked_power[player] : 0;
}

bool cardrt_player_attacked(const cardrt_game *g, unsigned player)
{
    /* a creature declared attacking PLAYER this combat: PLAYER has been
     * attacked, also once it has left combat (CR 506.4) */
    for (unsigned p = 0; g && player < CARDRT_MAX_PLAYERS && p < g->nplayers; p++)
        if (g->attacked_players[p] & 1u << player)
            return true;
    /* one put onto the battlefield attacking PLAYER (CR 508.4) */
    for (size_t i = 0; g && i < g->nobjs; i++)
        if (cardrt_attacked_player(g, (cardrt_id)(i + 1)) == (int)player)
            return true;
    return false;
}

int cardrt_defending_player_of(const cardrt_game *g, cardrt_id source)
{
    if (!g)
        return -1;
    if (g->asking_attacker && source == g->asking_attacker)
        return (int)g->asking_defender;     /* an attack being declared (rt_attack_forbidden) */
    if (cardrt_is_attacking(g, source))
        return (int)rt_at(g, source)->defender;
    /* an ability that triggered on a creature's attack or block: the player
     * that creature attacks, also once it is no longer attacking (CR 508.5,
     * 802.2a of the current rules: "Whenever equipped creature attacks,
     * defending player ...", of the Equipment, is that creature's) */
    const rt_stack_item *it = g->asking;
    if (it && it->trigger && it->has_event && it->source == source
        && (it->event.kind == CARDRT_EV_ATTACKS || it->event.kind == CARDRT_EV_BLOCKED
            || it->event.kind == CARDRT_EV_UNBLOCKED))
        return (int)it->event.player;
    /* an Aura's or Equipment's: the player the creature it is attached to
     * attacks (CR 802.2a of the current rules) */
    cardrt_id host = cardrt_attached_to(g, source);
    if (host && cardrt_is_attacking(g, host))
        return (int)rt_at(g, host)->defender;
    /* From the declare blockers step on, the players attacked stay the
     * defending players, also when the attackers have left combat (CR 506.2) */
    bool blocked_yet = g->step >= CARDRT_STEP_DECLARE_BLOCKERS && g->step <= CARDRT_STEP_END_COMBAT;
    unsigned bits = blocked_yet ? g->defenders : rt_defending_players(g);
    if (!bits || (bits & (bits - 1)))
        return -1;              /* no combat, or several defending players */
    int p = 0;
    while (!(bits & (1u << p)))
        p++;
    return p;
}

int cardrt_loyalty(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return in_play(o) && (cardrt_types(g, obj) & CARDRT_PLANESWALKER)
               ? rt_counter_count(g, (cardrt_ref){ CARDRT_REF_OBJECT, obj }, RT_COUNTER_LOYALTY, false)
               : 0;
}

bool rt_any_attacker(const cardrt_game *g)
{
    for (size_t i = 0; i < g->nobjs; i++)
        if (cardrt_is_attacking(g, (cardrt_id)(i + 1)))
            return true;
    return false;
}

unsigned rt_defending_players(const cardrt_game *g)
{
    unsigned bits = 0;
    for (size_t i = 0; i < g->nobjs; i++)
        if (cardrt_is_attacking(g, (cardrt_id)(i + 1)) && !g->players[g->objs[i].defender].lost)
            bits |= 1u << g->objs[i].defender;
    return bits;
}

unsigned rt_next_defender(const cardrt_game *g)
{
    unsigned left = g->defenders & ~g->declared;
    for (unsigned k = 1; k <= g->nplayers; k++) {
        unsigned p = (g->active + k) % g->nplayers;
        if (left & (1u << p))
            return p;
    }
    return g->active;
}

void rt_remove_from_combat(cardrt_game *g, cardrt_id obj)
{
    rt_object *o = &g->objs[obj - 1];
    o->attacking = (cardrt_ref){ CARDRT_REF_NONE, 0 };
    o->blocking = 0;
    o->band = 0;                /* and from its band (CR 702.22f) */
    rt_forget_blocks(g, obj);
    rt_touch_state(g);
}

void rt_end_combat(cardrt_game *g)
{
    for (size_t i = 0; i < g->nobjs; i++) {
        rt_object *o = &g->objs[i];
        o->attacking = (cardrt_ref){ CARDRT_REF_NONE, 0 };
        o->blocking = o->band = 0;
        o->blocked = o->first_striker = false;
    }
    g->nextra_blocks = 0;
    rt_touch_state(g);          /* "as long as it's attacking" ends with combat (CR 511.3) */
}

/* ---- declaring attackers ------------------------------------------------------- */

/* May PLAYER's creatures attack D: an opponent in the game, or a
 * planeswalker an opponent controls? */
static bool attackable(const cardrt_game *g, unsigned player, cardrt_ref d)
{
    if (d.kind == CARDRT_REF_PLAYER)
        return d.id >= 0 && (unsigned)d.id < g->nplayers && (unsigned)d.id != player
               && !g->players[d.id].lost;
    return d.kind == CARDRT_REF_OBJECT && in_play(rt_obj(g, d.id))
           && (cardrt_types(g, d.id) & CARDRT_PLANESWALKER) && cardrt_controller(g, d.id) != player;
}

/* CR 508.4: a creature put onto the battlefield attacking attacks a player
 * or planeswalker its controller chooses (WHOM, when it is a player: that
 * player, or with PLANESWALKERS a planeswalker they control), and never
 * "attacked" (no "attacks" trigger).  It is attacking only in the combat
 * of its controller's turn, once attackers can be declared (CR 506.3d:
 * under another player's control it is never an attacking creature). */
void rt_enter_attacking(cardrt_game *g, cardrt_id obj, cardrt_id source, int whom, bool planeswalkers)
{
    rt_object *o = rt_obj(g, obj);
    unsigned player = in_play(o) ? cardrt_controller(g, obj) : g->nplayers;
    if (player != g->active || g->step < CARDRT_STEP_DECLARE_ATTACKERS || g->step > CARDRT_STEP_COMBAT_DAMAGE
        || !(cardrt_types(g, obj) & CARDRT_CREATURE))
        return;
    cardrt_ref *can = malloc((g->nplayers + g->nobjs) * sizeof *can);
    unsigned n = 0, answer = 0;
    if (!can)
        return;
    for (unsigned p = 0; p < g->nplayers; p++)
        if (attackable(g, player, (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)p }) && (whom < 0 || p == (unsigned)whom))
            can[n++] = (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)p };
    for (size_t i = 0; i < g->nobjs; i++)
        if (attackable(g, player, (cardrt_ref){ CARDRT_REF_OBJECT, (cardrt_id)(i + 1) })
            && (whom < 0 || (planeswalkers && cardrt_controller(g, (cardrt_id)(i + 1)) == (unsigned)whom)))
            can[n++] = (cardrt_ref){ CARDRT_REF_OBJECT, (cardrt_id)(i + 1) };
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = player, .source = source,
        .prompt = "what it attacks", .candidates = can, .ncandidates = n, .min = 1, .max = 1 };
    if (n && cardrt_choose(g, &c, &answer) == 1 && answer < n && (o = rt_obj(g, obj)) != NULL) {
        o->attacking = can[answer];
        o->defender = o->attacking.kind == CARDRT_REF_PLAYER ? (unsigned)o->attacking.id
                                                             : cardrt_controller(g, o->attacking.id);
        rt_touch_state(g);
    }
    free(can);
}

static bool may_attack(const cardrt_game *g, unsigned player, cardrt_id a)
{
    const rt_object *o = rt_obj(g, a);
    return in_play(o) && (cardrt_types(g, a) & CARDRT_CREATURE) && cardrt_controller(g, a) == player
           && !o->tapped && !cardrt_is_sick(g, a) && !kw(g, a, CARDRT_KW_CANT_ATTACK)
           && (!kw(g, a, CARDRT_KW_DEFENDER)    /* "can attack as though it didn't have defender" */
               || rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_OBJECT, a }, CARDRT_RULE_ATTACK_DESPITE_DEFENDER));
}

/* Must A attack, and can it attack what it must (CR 508.1d: the
 * requirements are obeyed as far as the restrictions allow)?  0: no; 1:
 * it must attack, *WHOM (the next player) or another; 2: it must attack
 * *WHOM, the player "attacks that opponent this turn if able" names. */
static int must_attack(cardrt_game *g, unsigned player, cardrt_id a, cardrt_ref *whom)
{
    const rt_object *o = rt_obj(g, a);
    *whom = (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)rt_next_player(g, player) };
    if (!may_attack(g, player, a))
        return 0;
    cardrt_ref that = { CARDRT_REF_PLAYER, (int32_t)o->must_attack_player };
    if (o->must_attack_turn == g->turn && attackable(g, player, that) && !rt_attack_forbidden(g, a, that, 0)) {
        *whom = that;
        return 2;
    }
    return attackable(g, player, *whom)
           && rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_OBJECT, a }, CARDRT_RULE_MUST_ATTACK)
           && !rt_attack_forbidden(g, a, *whom, 0);
}

cardrt_status rt_declare_required_attackers(cardrt_game *g, unsigned player)
{
    cardrt_id *ids = malloc((g->nobjs + 1) * sizeof *ids);
    cardrt_ref *whom = malloc((g->nobjs + 1) * sizeof *whom);
    cardrt_status st = CARDRT_ENOMEM;
    if (ids && whom) {
        unsigned n = 0;
        for (size_t i = 0; i < g->nobjs; i++)
            if (must_attack(g, player, (cardrt_id)(i + 1), &whom[n]))
                ids[n++] = (cardrt_id)(i + 1);
        st = cardrt_declare_attackers(g, player, ids, whom, n);
    }
    free(ids);
    free(whom);
    return st;
}

/* CR 702.22c-d: each band of BANDS has a creature with banding, at most
 * one without, and attacks one player or planeswalker (WHOM[i]: what
 * ATTACKERS[i] attacks). */
static bool bands_ok(const cardrt_game *g, const cardrt_id *attackers, const cardrt_ref *whom,
                     const unsigned *bands, unsigned n)
{
    for (unsigned i = 0; bands && i < n; i++) {
        unsigned with = 0, without = 0;
        for (unsigned j = 0; bands[i] && j < n; j++) {
            if (bands[j] != bands[i])
                continue;
            if (!rt_same_ref(whom[j], whom[i]))
                return false;
            if (banding(g, attackers[j]))
                with++;
            else
                without++;
        }
        if (bands[i] && (!with || without > 1))
            return false;
    }
    return true;
}

cardrt_status cardrt_declare_attackers(cardrt_game *g, unsigned player, const cardrt_id *attackers,
                                       const cardrt_ref *defenders, unsigned n)
{
    return cardrt_declare_attackers_in_bands(g, player, attackers, defenders, NULL, n);
}

cardrt_status cardrt_declare_attackers_in_bands(cardrt_game *g, unsigned player, const cardrt_id *attackers,
                                                const cardrt_ref *defenders, const unsigned *bands, unsigned n)
{
    if (!g || player >= g->nplayers || (n && !attackers))
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    if (g->awaiting != RT_AWAIT_ATTACKERS || player != g->active)
        return CARDRT_ETIMING;
    cardrt_ref next = { CARDRT_REF_PLAYER, (int32_t)rt_next_player(g, player) };
    for (unsigned i = 0; i < n; i++) {
        if (!may_attack(g, player, attackers[i])
            || !attackable(g, player, defenders ? defenders[i] : next)
            || rt_attack_forbidden(g, attackers[i], defenders ? defenders[i] : next, n))
            return CARDRT_EINVAL;
        for (unsigned j = 0; j < i; j++)
            if (attackers[j] == attackers[i])
                return CARDRT_EINVAL;
    }
    for (size_t i = 0; i < g->nobjs; i++) {
        unsigned j = 0;
        while (j < n && attackers[j] != (cardrt_id)(i + 1))
            j++;
        cardrt_ref whom;
        int must = must_attack(g, player, (cardrt_id)(i + 1), &whom);
        if (must && (j == n || (must == 2 && !rt_same_ref(defenders ? defenders[j] : next, whom))))
            return CARDRT_EINVAL;
    }
    if (bands) {
        cardrt_ref *whom = malloc((n + 1) * sizeof *whom);
        if (!whom)
            return CARDRT_ENOMEM;
        for (unsigned i = 0; i < n; i++)
            whom[i] = defenders ? defenders[i] : next;
        bool ok = bands_ok(g, attackers, whom, bands, n);
        free(whom);
        if (!ok)
            return CARDRT_EINVAL;
    }
    /* the costs to attack (CR 508.1g-h of the current rules): "unless their
     * controller pays {2} for each creature they control that's attacking you" */
    int tax = 0;
    for (unsigned i = 0; i < n; i++)
        tax += rt_attack_tax(g, attackers[i], defenders ? defenders[i] : next, n);
    rt_payment pay = { 0 };
    if (tax > 0) {
        cardrt_status paid = rt_mana_plan(g, player, "{X}", tax, 0, NULL, &pay);
        if (paid != CARDRT_OK)
            return paid;
        rt_mana_pay(g, player, &pay);
    }
    for (unsigned i = 0; i < n; i++) {
        rt_object *o = rt_obj(g, attackers[i]);
        o->attacking = defenders ? defenders[i] : next;
        o->attacked_n = o->attacked_turn == g->turn ? o->attacked_n + 1 : 1;
        o->attacked_turn = g->turn;     /* declared: it attacked (CR 508.1) */
        o->attacked_combat = g->combats;
        unsigned first = 0;             /* its band, named after its first member */
        while (bands && bands[i] && bands[first] != bands[i])
            first++;
        o->band = bands && bands[i] ? attackers[first] : 0;
        o->defender = o->attacking.kind == CARDRT_REF_PLAYER ? (unsigned)o->attacking.id
                                                             : cardrt_controller(g, o->attacking.id);
    }
    rt_touch_state(g);
    g->attacked_power[player] = 0;
    g->attacked_players[player] = 0;
    for (unsigned i = 0; i < n; i++) {
        const rt_object *o = rt_at(g, attackers[i]);
        g->attacked_power[player] = rt_sat_add(g->attacked_power[player], cardrt_power(g, attackers[i]));
        if (o->attacking.kind == CARDRT_REF_PLAYER && o->attacking.id >= 0 && o->attacking.id < CARDRT_MAX_PLAYERS)
            g->attacked_players[player] |= 1u << o->attacking.id;    /* a player, not a planeswalker */
    }
    for (unsigned i = 0; i < n; i++)
        if (!kw(g, attackers[i], CARDRT_KW_VIGILANCE))
            rt_tap(g, attackers[i], true);
    /* "You may exert ~ as it attacks": an optional cost to attack (CR
     * 508.1g, 701.39d of the current rules), chosen as it is declared */
    for (unsigned i = 0; i < n; i++)
        if (kw(g, attackers[i], CARDRT_KW_MAY_EXERT) && cardrt_ask(g, player, attackers[i], "exert"))
            rt_exert(g, player, attackers[i]);
    for (unsigned i = 0; i < n; i++) {
        const rt_object *o = rt_at(g, attackers[i]);
        cardrt_event ev = { .kind = CARDRT_EV_ATTACKS, .object = attackers[i], .target = o->attacking,
                            .player = o->defender, .amount = (int)n };
        rt_event(g, &ev);
    }
    if (n > 0) {
        cardrt_event ev = { .kind = CARDRT_EV_ATTACKED, .player = player, .amount = (int)n };
        rt_event(g, &ev);
    }
    g->awaiting = RT_AWAIT_NONE;
    rt_acted(g, g->active);
    rt_check_sba(g);
    return CARDRT_OK;
}

/* ---- declaring blockers ---------------------------------------------------------- */

/* Does DEFENDER control a land with the subtype of A's landwalk? */
static bool landwalk(const cardrt_game *g, cardrt_id a, unsigned defender)
{
    static const struct {
        cardrt_keyword kw;
        const char *land;
    } walks[] = {
        { CARDRT_KW_PLAINSWALK, "Plains" }, { CARDRT_KW_ISLANDWALK, "Island" },
        { CARDRT_KW_SWAMPWALK, "Swamp" }, { CARDRT_KW_MOUNTAINWALK, "Mountain" },
        { CARDRT_KW_FORESTWALK, "Forest" },
    };
    for (size_t w = 0; w < sizeof walks / sizeof *walks; w++) {
        if (!kw(g, a, walks[w].kw) || rt_landwalk_ignored(g, a, (int)walks[w].kw))
            continue;       /* "... can be blocked as though they didn't have islandwalk" */
        for (size_t i = 0; i < g->nobjs; i++) {
            cardrt_id id = (cardrt_id)(i + 1);
            if (g->objs[i].zone == CARDRT_BATTLEFIELD && (cardrt_types(g, id) & CARDRT_LAND)
                && cardrt_controller(g, id) == defender && cardrt_has_subtype(g, id, walks[w].land))
                return true;
        }
    }
    return false;
}

/* Evasion (the rulebook: a blocker has to deal with all of them), and
 * restrictions on blocks (N: the blockers declared in all). */
static bool can_block(const cardrt_game *g, cardrt_id b, cardrt_id a, unsigned defender, unsigned n)
{
    unsigned btypes = cardrt_types(g, b), bcolors = cardrt_colors(g, b);
    if (kw(g, a, CARDRT_KW_CANT_BE_BLOCKED))
        return false;
    if (kw(g, a, CARDRT_KW_FLYING) && !kw(g, b, CARDRT_KW_FLYING) && !kw(g, b, CARDRT_KW_REACH))
        return false;
    if (kw(g, b, CARDRT_KW_BLOCKS_ONLY_FLYERS) && !kw(g, a, CARDRT_KW_FLYING))
        return false;
    if (kw(g, a, CARDRT_KW_SHADOW) != kw(g, b, CARDRT_KW_SHADOW)   /* shadow blocks only shadow */
        && !(kw(g, a, CARDRT_KW_SHADOW)     /* "~ can block creatures with shadow as though ~ had shadow" */
             && rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_OBJECT, b }, CARDRT_RULE_BLOCK_SHADOW)))
        return false;
    if (kw(g, a, CARDRT_KW_HORSEMANSHIP) && !kw(g, b, CARDRT_KW_HORSEMANSHIP))
        return false;
    if (kw(g, a, CARDRT_KW_FEAR) && !(btypes & CARDRT_ARTIFACT) && !(bcolors & CARDRT_BLACK))
        return false;
    if (kw(g, a, CARDRT_KW_INTIMIDATE) && !(btypes & CARDRT_ARTIFACT)
        && !(bcolors & cardrt_colors(g, a)))
        return false;
    if (rt_protected_from(g, a, bcolors, btypes, b))   /* protection: not blocked by that color */
        return false;
    if (kw(g, a, CARDRT_KW_SKULK) && cardrt_power(g, b) > cardrt_power(g, a))  /* CR 702.118b */
        return false;
    if (rt_block_forbidden(g, b, a, defender, n))  /* "~ can't be blocked by Walls" */
        return false;
    return !landwalk(g, a, defender);
}

static bool may_block(const cardrt_game *g, unsigned player, cardrt_id b, cardrt_id a, unsigned n)
{
    const rt_object *ob = rt_obj(g, b), *oa = rt_obj(g, a);
    return in_play(ob) && (cardrt_types(g, b) & CARDRT_CREATURE) && cardrt_controller(g, b) == player
           && !ob->tapped && !kw(g, b, CARDRT_KW_CANT_BLOCK)   /* tapped creatures can't block */
           && cardrt_is_attacking(g, a) && oa->defender == player && can_block(g, b, a, player, n);
}

static bool must_be_blocked(const cardrt_game *g, unsigned player, cardrt_id a)
{
    const rt_object *o = rt_obj(g, a);
    return in_play(o) && cardrt_is_attacking(g, a) && o->defender == player
           && rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_OBJECT, a }, CARDRT_RULE_MUST_BE_BLOCKED);
}

/* A creature of PLAYER that could block A, beyond the N BLOCKERS declared
 * (or blocking an attacker that need not be blocked); 0 if none. */
static cardrt_id could_block(const cardrt_game *g, unsigned player, cardrt_id a, const cardrt_id *blockers,
                             const cardrt_id *attackers, unsigned n)
{
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id b = (cardrt_id)(i + 1);
        unsigned k = 0;
        while (k < n && blockers[k] != b)
            k++;
        if ((k == n || !must_be_blocked(g, player, attackers[k])) && may_block(g, player, b, a, n + 1))
            return b;
    }
    return 0;
}

/* An attacker that B, a creature of PLAYER, must block and may block in a
 * declaration of N blockers (CARDRT_RULE_MUST_BLOCK); 0 if none. */
static cardrt_id required_block(const cardrt_game *g, unsigned player, cardrt_id b, unsigned n)
{
    if (!rt_block_required(g, b, 0))
        return 0;
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id a = (cardrt_id)(i + 1);
        if (may_block(g, player, b, a, n) && rt_block_required(g, b, a))
            return a;
    }
    return 0;
}

/* CR 509.1c (the current rules): "must be blocked if able" and "blocks
 * (~) if able" obeyed as far as the restrictions allow: a creature that
 * must block blocks an attacker it must block, or one that must be
 * blocked, when it can block one it must. */
static bool requirements_met(const cardrt_game *g, unsigned player, const cardrt_id *blockers,
                             const cardrt_id *attackers, unsigned n)
{
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id b = (cardrt_id)(i + 1);
        unsigned k = 0;
        while (k < n && blockers[k] != b)
            k++;
        if (k < n && (rt_block_required(g, b, attackers[k]) || must_be_blocked(g, player, attackers[k])))
            continue;
        if (required_block(g, player, b, k < n ? n : n + 1))
            return false;
    }
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id a = (cardrt_id)(i + 1);
        unsigned k = 0;
        while (k < n && attackers[k] != a)
            k++;
        if (k == n && must_be_blocked(g, player, a) && could_block(g, player, a, blockers, attackers, n))
            return false;
    }
    return true;
}

cardrt_status rt_declare_required_blockers(cardrt_game *g, unsigned player)
{
    size_t cap = g->nobjs ? g->nobjs : 1;
    cardrt_id *blockers = calloc(cap, sizeof *blockers), *attackers = calloc(cap, sizeof *attackers);
    unsigned n = 0;
    if (!blockers || !attackers) {
        free(blockers);
        free(attackers);
        return CARDRT_ENOMEM;
    }
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id a = (cardrt_id)(i + 1), b;
        if (must_be_blocked(g, player, a) && (b = could_block(g, player, a, blockers, attackers, n)) != 0) {
            blockers[n] = b;
            attackers[n++] = a;
        }
    }
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id b = (cardrt_id)(i + 1), a;
        unsigned k = 0;
        while (k < n && blockers[k] != b)
            k++;
        if (k == n && (a = required_block(g, player, b, n + 1)) != 0) {
            blockers[n] = b;
            attackers[n++] = a;
        }
    }
    cardrt_status st = cardrt_declare_blockers(g, player, blockers, attackers, n);
    if (st == CARDRT_EINVAL && n)       /* a block the others make illegal (menace): none */
        st = cardrt_declare_blockers(g, player, NULL, NULL, 0);
    free(blockers);
    free(attackers);
    return st;
}

cardrt_status cardrt_declare_blockers(cardrt_game *g, unsigned player, const cardrt_id *blockers,
                                      const cardrt_id *attackers, unsigned n)
{
    if (!g || player >= g->nplayers || (n && (!blockers || !attackers)))
        return CARDRT_EINVAL;
    if (g->over)
        return CARDRT_EOVER;
    unsigned bit = 1u << player;
    if (g->awaiting != RT_AWAIT_BLOCKERS || !(g->defenders & bit) || (g->declared & bit))
        return CARDRT_ETIMING;
    for (unsigned i = 0; i < n; i++) {
        if (!may_block(g, player, blockers[i], attackers[i], n))
            return CARDRT_EINVAL;
        /* each blocks one attacker, or as many as its rules allow (CR 509.1a
         * of the current rules); menace needs two or more blockers */
        unsigned count = 0, times = 0;
        for (unsigned j = 0; j < n; j++) {
            if (blockers[j] == blockers[i]) {
                if (j != i && attackers[j] == attackers[i])
                    return CARDRT_EINVAL;
                times++;
            }
            count += attackers[j] == attackers[i];
        }
        int allowed = times > 1 ? rt_blocks_allowed(g, blockers[i]) : 1;
        if (allowed >= 0 && times > (unsigned)allowed)
            return CARDRT_EINVAL;
        if ((count < 2 && kw(g, attackers[i], CARDRT_KW_MENACE))
            || (int)count < rt_min_blockers(g, attackers[i])    /* "except by three or more creatures" */
            || (count > 1 && kw(g, attackers[i], CARDRT_KW_BLOCKED_BY_ONE)))
            return CARDRT_EINVAL;
    }
    if (!requirements_met(g, player, blockers, attackers, n))
        return CARDRT_EINVAL;
    int most = rt_block_limit(g);       /* "No more than two creatures can block each combat" */
    if (most >= 0) {
        int count = 0;
        for (size_t i = 0; i < g->nobjs; i++)    /* those of the defending players declared before */
            count += cardrt_is_blocking(g, (cardrt_id)(i + 1));
        for (unsigned i = 0; i < n; i++) {
            unsigned j = 0;
            while (j < i && blockers[j] != blockers[i])
                j++;
            count += j == i;
        }
        if (count > most)
            return CARDRT_EINVAL;
    }
    /* A creature blocking a member of an attacking band blocks each of them
     * (CR 702.22h; the Fourth Edition rulebook: "considered to block the
     * other member(s) of the band as well, but not to be assigned to block
     * them"): those blocks follow the N declared in BL and AT. */
    size_t cap = n + 1;
    for (unsigned i = 0; i < n; i++)
        for (size_t m = 0; rt_at(g, attackers[i])->band && m < g->nobjs; m++)
            cap += g->objs[m].band == rt_at(g, attackers[i])->band;
    cardrt_id *bl = malloc(cap * sizeof *bl), *at = malloc(cap * sizeof *at);
    if (!bl || !at
        || !rt_grow((void **)&g->extra_blocks, &g->capextra_blocks, g->nextra_blocks + cap, sizeof *g->extra_blocks)) {
        free(bl);
        free(at);
        return CARDRT_ENOMEM;
    }
    unsigned total = n;
    if (n) {                    /* no blocks: BLOCKERS and ATTACKERS may be NULL */
        memcpy(bl, blockers, n * sizeof *bl);
        memcpy(at, attackers, n * sizeof *at);
    }
    for (unsigned i = 0; i < n; i++)
        for (size_t m = 0; rt_at(g, attackers[i])->band && m < g->nobjs; m++) {
            cardrt_id id = (cardrt_id)(m + 1);
            unsigned k = 0;
            while (k < total && !(bl[k] == blockers[i] && at[k] == id))
                k++;
            if (k == total && g->objs[m].band == rt_at(g, attackers[i])->band && cardrt_is_attacking(g, id)) {
                bl[total] = blockers[i];
                at[total++] = id;
            }
        }
    for (unsigned i = 0; i < total; i++) {
        rt_object *o = rt_at(g, bl[i]);
        unsigned j = 0;
        while (j < i && bl[j] != bl[i])
            j++;
        if (j < i) {            /* a block beyond its first */
            g->extra_blocks[g->nextra_blocks++] = (rt_block){ bl[i], at[i] };
            continue;
        }
        o->blocking = at[i];
        o->block_seq = ++g->block_clock;
        o->blocked_turn = g->turn;      /* declared: it blocked (CR 509.1) */
        o->blocked_combat = g->combats;
    }
    for (unsigned i = 0; i < total; i++) {
        cardrt_event ev = { .kind = CARDRT_EV_BLOCKS, .object = bl[i], .source = at[i], .player = player };
        rt_event(g, &ev);
    }
    for (unsigned i = 0; i < total; i++) {
        rt_object *oa = rt_at(g, at[i]);
        if (oa->blocked)
            continue;           /* reported once, with its first blocker */
        oa->blocked = true;
        int count = 0;
        for (unsigned j = 0; j < total; j++)
            count += at[j] == at[i];
        cardrt_event ev = { .kind = CARDRT_EV_BLOCKED, .object = at[i], .source = bl[i], .player = player,
                            .amount = count };
        rt_event(g, &ev);
    }
    free(bl);
    free(at);
    rt_touch_state(g);
    for (size_t i = 0; i < g->nobjs; i++) {     /* the attackers no one blocked */
        const rt_object *oa = &g->objs[i];
        if (oa->zone == CARDRT_BATTLEFIELD && oa->attacking.kind != CARDRT_REF_NONE && !oa->blocked
            && oa->defender == player) {
            cardrt_event ev = { .kind = CARDRT_EV_UNBLOCKED, .object = (cardrt_id)(i + 1), .player = player };
            rt_event(g, &ev);
        }
    }
    g->declared |= bit;
    if ((g->declared & g->defenders) != g->defenders) {
        g->priority = rt_next_defender(g);
        return CARDRT_OK;
    }
    g->awaiting = RT_AWAIT_NONE;
    rt_acted(g, g->active);
    rt_check_sba(g);
    return CARDRT_OK;
}

/* ---- combat damage ---------------------------------------------------------------- */

static void add_damage(cardrt_game *g, const rt_source *src, cardrt_ref to, int amount)
{
    if (amount <= 0)
        return;
    if (to.kind == CARDRT_REF_PLAYER ? g->players[to.id].lost : !in_play(rt_obj(g, to.id)))
        return;                 /* a planeswalker that left, a player who lost */
    if (!rt_grow((void **)&g->combat_damage, &g->capcombat_damage, g->ncombat_damage + 1,
                 sizeof *g->combat_damage))
        return;
    uint32_t to_moves = to.kind == CARDRT_REF_OBJECT ? rt_at(g, to.id)->moves : 0;
    g->combat_damage[g->ncombat_damage++] = (rt_damage){ *src, to, amount, rt_at(g, src->id)->moves,
                                                          to_moves };
}

/* Lethal damage for B, counting damage marked and damage already assigned
 * this step; any damage is lethal from a deathtouch source. */
static int lethal(const cardrt_game *g, cardrt_id b, const int *assigned, bool deathtouch)
{
    int p, t;
    cardrt_pt(g, b, &p, &t);
    int need = t - rt_at(g, b)->damage - assigned[b - 1];
    if (need <= 0)
        return 0;
    return deathtouch ? 1 : need;
}

/* The blockers of attacker A still on the battlefield, in the order they blocked. */
static unsigned blockers_of(const cardrt_game *g, cardrt_id a, cardrt_ref *out)
{
    unsigned n = 0;
    for (size_t i = 0; i < g->nobjs; i++)
        if (in_play(&g->objs[i]) && blocks_now(g, (cardrt_id)(i + 1), a)) {
            unsigned k = n++;
            for (; k > 0 && rt_at(g, out[k - 1].id)->block_seq > g->objs[i].block_seq; k--)
                out[k] = out[k - 1];
            out[k] = (cardrt_ref){ CARDRT_REF_OBJECT, (cardrt_id)(i + 1) };
        }
    return n;
}

/* POWER damage from SRC to the N creatures CAND[ORDER[k]] in turn: lethal
 * damage to each, what is left to the last unless it is KEPT (trample);
 * the damage left. */
static int assign_in_order(cardrt_game *g, const rt_source *src, int power, const cardrt_ref *cand,
                           const unsigned *order, unsigned n, int *assigned, bool kept)
{
    int left = power;
    for (unsigned k = 0; k < n && left > 0; k++) {
        cardrt_id b = cand[order[k]].id;
        int give = k + 1 == n && !kept ? left : lethal(g, b, assigned, src->deathtouch);
        give = give < left ? give : left;
        add_damage(g, src, cand[order[k]], give);
        assigned[b - 1] += give;
        left -= give;
    }
    return left;
}

/* Banding (CR 702.22j-k; the Fourth Edition rulebook: "whoever controls
 * those creatures decides how the damage is assigned"): if a creature with
 * banding is among the N creatures CAND that SRC's POWER combat damage
 * goes to, its controller divides that damage among them as they choose
 * (CARDRT_CHOOSE_DIVIDE), none of it to a player (trample's excess
 * neither); with no division chosen, each gets lethal damage in turn, the
 * last the rest.  False if none has banding. */
static bool divided_by_banding(cardrt_game *g, const rt_source *src, int power, const cardrt_ref *cand,
                               unsigned n, int *assigned, unsigned *answers)
{
    unsigned k = 0;
    while (k < n && !banding(g, cand[k].id))
        k++;
    if (k == n)
        return false;
    cardrt_choice c = { .kind = CARDRT_CHOOSE_DIVIDE, .player = cardrt_controller(g, cand[k].id),
        .source = src->id, .prompt = "divide combat damage", .candidates = cand, .ncandidates = n,
        .max = (unsigned)power };
    if (cardrt_choose(g, &c, answers) != n) {
        for (unsigned i = 0; i < n; i++)
            answers[i] = i;
        assign_in_order(g, src, power, cand, answers, n, assigned, false);
        return true;
    }
    for (unsigned i = 0; i < n; i++) {
        add_damage(g, src, cand[i], (int)answers[i]);
        assigned[cand[i].id - 1] += (int)answers[i];
    }
    return true;
}

/* An attacker's damage to its blockers (the Fourth Edition FAQ: its
 * controller chooses which, in order, and may leave some out): each gets
 * lethal damage in turn; what is left goes to the last one, or, with
 * trample, to the player or planeswalker it attacks.  Blocked with no
 * blocker left, only a trampler deals damage (the rulebook). */
static void assign_attacker(cardrt_game *g, cardrt_id a, int power, int *assigned,
                            cardrt_ref *cand, unsigned *order)
{
    const rt_object *o = rt_at(g, a);
    rt_source src = rt_source_of(g, a);
    bool trample = kw(g, a, CARDRT_KW_TRAMPLE);
    /* "You may have ~ assign its combat damage as though it weren't blocked" */
    if (!o->blocked
        || (rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_OBJECT, a }, CARDRT_RULE_ASSIGN_AS_UNBLOCKED)
            && cardrt_ask(g, cardrt_controller(g, a), a, "assign its combat damage as though it weren't blocked"))) {
        add_damage(g, &src, o->attacking, power);
        return;
    }
    unsigned nb = blockers_of(g, a, cand), n = nb;
    if (divided_by_banding(g, &src, power, cand, nb, assigned, order))
        return;
    if (nb > 1) {
        cardrt_choice c = { .kind = CARDRT_CHOOSE_DAMAGE, .player = g->active, .source = a,
            .prompt = "assign combat damage", .candidates = cand, .ncandidates = nb, .min = 1, .max = nb };
        n = cardrt_choose(g, &c, order);
    } else if (nb == 1) {
        order[0] = 0;
    }
    int left = assign_in_order(g, &src, power, cand, order, n, assigned, trample);
    if (trample)                /* only an attacking creature tramples (FAQ) */
        add_damage(g, &src, o->attacking, left);
}

/* A blocker's damage (CR 510.1d of the current rules): all of it to the
 * one attacker it blocks that is still attacking; blocking several, its
 * controller chooses which get damage, in order, as an attacker's
 * controller does. */
static void assign_blocker(cardrt_game *g, cardrt_id b, int power, int *assigned, cardrt_ref *cand,
                           unsigned *order)
{
    const rt_object *o = rt_at(g, b);
    rt_source src = rt_source_of(g, b);
    unsigned nb = 0;
    if (cardrt_is_attacking(g, o->blocking))
        cand[nb++] = (cardrt_ref){ CARDRT_REF_OBJECT, o->blocking };
    for (size_t i = 0; i < g->nextra_blocks; i++)
        if (g->extra_blocks[i].blocker == b && cardrt_is_attacking(g, g->extra_blocks[i].attacker))
            cand[nb++] = (cardrt_ref){ CARDRT_REF_OBJECT, g->extra_blocks[i].attacker };
    unsigned n = nb;
    if (divided_by_banding(g, &src, power, cand, nb, assigned, order))
        return;
    if (nb > 1) {
        cardrt_choice c = { .kind = CARDRT_CHOOSE_DAMAGE, .player = cardrt_controller(g, b), .source = b,
            .prompt = "assign combat damage", .candidates = cand, .ncandidates = nb, .min = 1, .max = nb };
        n = cardrt_choose(g, &c, order);
    } else if (nb == 1) {
        order[0] = 0;
    }
    assign_in_order(g, &src, power, cand, order, n, assigned, false);
}

bool rt_assign_combat_damage(cardrt_game *g)
{
    g->ncombat_damage = 0;
    size_t n = g->nobjs ? g->nobjs : 1;
    int *assigned = calloc(n, sizeof *assigned);
    cardrt_ref *cand = malloc(n * sizeof *cand);
    unsigned *order = malloc(n * sizeof *order);
    if (!assigned || !cand || !order) {
        free(assigned);
        free(cand);
        free(order);
        return false;
    }
    if (g->damage_steps == 1) {         /* first strike or double strike: two damage steps */
        for (size_t i = 0; i < g->nobjs; i++) {
            cardrt_id id = (cardrt_id)(i + 1);
            rt_object *o = &g->objs[i];
            o->first_striker = (cardrt_is_attacking(g, id) || cardrt_is_blocking(g, id))
                               && (kw(g, id, CARDRT_KW_FIRST_STRIKE)
                                   || kw(g, id, CARDRT_KW_DOUBLE_STRIKE));
            g->first_strike_step |= o->first_striker;
        }
    }
    bool first = g->first_strike_step && g->damage_steps == 1;
    /* The attacking player's choices first, then the blockers'. */
    for (int blocking = 0; blocking < 2; blocking++)
        for (size_t i = 0; i < g->nobjs; i++) {
            cardrt_id id = (cardrt_id)(i + 1);
            const rt_object *o = &g->objs[i];
            bool deals = first ? o->first_striker
                               : !o->first_striker || kw(g, id, CARDRT_KW_DOUBLE_STRIKE);
            int power, toughness;
            if (!deals || cardrt_pt(g, id, &power, &toughness) != CARDRT_OK)
                continue;
            if (rt_rule_applies(g, (cardrt_ref){ CARDRT_REF_OBJECT, id }, CARDRT_RULE_DAMAGE_BY_TOUGHNESS))
                power = toughness;      /* CR 510.1a: "assigns combat damage equal to its toughness" */
            if (power <= 0)
                continue;
            if (!blocking && cardrt_is_attacking(g, id)) {
                assign_attacker(g, id, power, assigned, cand, order);
            } else if (blocking && cardrt_is_blocking(g, id) && !o->tapped) {
                /* A blocker that became tapped deals no combat damage (FAQ:
                 * Prodigal Sorcerer). */
                assign_blocker(g, id, power, assigned, cand, order);
            }
        }
    free(assigned);
    free(cand);
    free(order);
    if (g->ncombat_damage == 0
        || !rt_grow((void **)&g->stack, &g->capstack, g->nstack + 1, sizeof *g->stack)) {
        g->ncombat_damage = 0;
        return false;
    }
    g->stack[g->nstack++] = (rt_stack_item){ .controller = g->active, .combat = true };
    return true;
}

/* All the combat damage at once, by the sources as they are, or as they
 * were when it was assigned if they have left; damage to an object that
 * has left the battlefield, or to a player who lost, is not dealt. */
void rt_resolve_combat_damage(cardrt_game *g)
{
    rt_damage *list = g->combat_damage;
    size_t n = g->ncombat_damage;
    g->combat_damage = NULL;
    g->ncombat_damage = g->capcombat_damage = 0;
    bool batch = rt_batch_begin(g);     /* one event (CR 510.2) */
    for (size_t i = 0; i < n; i++) {
        const rt_object *s = rt_obj(g, list[i].source.id);
        if (in_play(s) && s->moves == list[i].source_moves)
            list[i].source = rt_source_of(g, list[i].source.id);
    }
    for (size_t i = 0; i < n; i++) {
        cardrt_ref to = list[i].to;
        if (to.kind == CARDRT_REF_PLAYER ? g->players[to.id].lost
                                         : !in_play(rt_obj(g, to.id))
                                               || rt_obj(g, to.id)->moves != list[i].to_moves)
            continue;
        rt_deal_damage(g, &list[i].source, to, list[i].amount, true);
    }
    if (batch)
        rt_batch_end(g);
    free(list);
}

cardrt_status cardrt_fx_remove_from_combat(cardrt_ctx *ctx, int sel)
{
    unsigned n;
    cardrt_id *ids = rt_objects_of(ctx, sel, &n);
    if (!ids)
        return ctx ? CARDRT_ENOMEM : CARDRT_EINVAL;
    for (unsigned i = 0; i < n; i++)
        if (cardrt_zone_of(ctx->g, ids[i]) == CARDRT_BATTLEFIELD)
            rt_remove_from_combat(ctx->g, ids[i]);
    ctx->result = (int)n;
    free(ids);
    return CARDRT_OK;
}
