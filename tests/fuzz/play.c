/* play.c — random actions on games of compiled cards, invariants checked
 * after each (play.h).  The invariants read the runtime's own structures
 * (rt.h): the public API answers from the same fields it would check. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"
#include "rt.h"

typedef struct play {
    const cardrt_registry *reg;
    play_rand *r;
    play_stats *st;
    cardrt_game *g;
    unsigned nplayers;
    unsigned cards[CARDRT_MAX_PLAYERS];     /* cards each player owns */
    const char *action;                     /* the action being done */
} play;

static void play_fail(const play *p, const char *fmt, ...) __attribute__((format(printf, 2, 3), noreturn));

static void play_fail(const play *p, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "play: game %lu, action %lu (%s): ", p->st->games, p->st->actions,
            p->action ? p->action : "setup");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    abort();
}

/* ---- randomness --------------------------------------------------------------- */

static bool rand_done(const play_rand *r)
{
    return r->data && r->pos >= r->size;
}

static unsigned rand_byte(play_rand *r)
{
    if (r->data)
        return r->pos < r->size ? r->data[r->pos++] : 0;
    r->state += 0x9e3779b97f4a7c15u;    /* splitmix64 */
    uint64_t z = r->state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return (unsigned)((z ^ (z >> 31)) & 0xff);
}

/* 0 .. N-1 (0 for N 0). */
static unsigned pick(play_rand *r, unsigned n)
{
    unsigned v = rand_byte(r);
    if (n > 256)
        v = v << 8 | rand_byte(r);
    return n ? v % n : 0;
}

/* A number, often one at the edge of int. */
static int any_int(play_rand *r)
{
    static const int edge[] = { 0, 1, 2, 3, -1, -2, 7, 20, 100, INT_MAX, INT_MIN, INT_MAX - 1, INT_MIN + 1 };
    unsigned k = pick(r, 32);
    return k < sizeof edge / sizeof *edge ? edge[k] : (int)pick(r, 10);
}

static unsigned any_player(play *p)
{
    unsigned k = pick(p->r, p->nplayers * 4 + 1);
    return k < p->nplayers * 4 ? k % p->nplayers : k % 2 ? UINT_MAX : p->nplayers;
}

static cardrt_id any_object(play *p)
{
    unsigned n = cardrt_object_count(p->g), k = pick(p->r, 16);
    if (k == 0)
        return (cardrt_id)pick(p->r, 3) - 1;    /* -1, 0 or 1 */
    if (k == 1)
        return pick(p->r, 2) ? INT32_MAX : (cardrt_id)n + 1;
    return (cardrt_id)(1 + pick(p->r, n));
}

static bool object_fits(play *p, cardrt_id id, cardrt_zone z, unsigned player, bool abilities)
{
    const cardrt_card_def *d = cardrt_def_of(p->g, id);
    return cardrt_zone_of(p->g, id) == z && (player >= p->nplayers || cardrt_controller(p->g, id) == player)
        && (!abilities || (d && d->nactivated));
}

/* Mostly an object in zone Z (controlled by PLAYER, if PLAYER is one; with
 * activated abilities, if ABILITIES), which makes most actions legal;
 * else any object. */
static cardrt_id object_with(play *p, cardrt_zone z, unsigned player, bool abilities)
{
    if (pick(p->r, 4) == 0)
        return any_object(p);
    unsigned n = cardrt_object_count(p->g), found = 0;
    for (cardrt_id id = 1; id <= (cardrt_id)n; id++)
        found += object_fits(p, id, z, player, abilities);
    unsigned k = pick(p->r, found);
    for (cardrt_id id = 1; found && id <= (cardrt_id)n; id++)
        if (object_fits(p, id, z, player, abilities) && k-- == 0)
            return id;
    return any_object(p);
}

static cardrt_id object_in(play *p, cardrt_zone z, unsigned player)
{
    return object_with(p, z, player, false);
}

static cardrt_ref any_ref(play *p)
{
    unsigned k = pick(p->r, 8);
    if (k == 0)
        return (cardrt_ref){ CARDRT_REF_NONE, 0 };
    if (k < 3)
        return (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)any_player(p) };
    return (cardrt_ref){ CARDRT_REF_OBJECT, k < 6 ? object_in(p, CARDRT_BATTLEFIELD, UINT_MAX)
                                          : k == 6 ? object_in(p, CARDRT_STACK, UINT_MAX) : any_object(p) };
}

/* Mostly the player who may act. */
static unsigned acting_player(play *p)
{
    return pick(p->r, 4) ? cardrt_priority_player(p->g) : any_player(p);
}

static const cardrt_card_def *any_def(play *p)
{
    return p->reg->cards[pick(p->r, p->reg->count)];
}

/* ---- invariants ---------------------------------------------------------------- */

static bool is_spell_item(const rt_stack_item *it)
{
    return !it->ability && !it->trigger && !it->copy && !it->combat;
}

static bool same_ref(cardrt_ref a, cardrt_ref b)
{
    return a.kind == b.kind && a.id == b.id;
}

static void check_game(play *p, const cardrt_game *g)
{
    if (cardrt_player_count(g) != p->nplayers)
        play_fail(p, "%u players, not %u", cardrt_player_count(g), p->nplayers);
    if (cardrt_stack_size(g) != g->nstack)
        play_fail(p, "stack size %u, %zu items", cardrt_stack_size(g), g->nstack);
    unsigned owned[CARDRT_MAX_PLAYERS] = { 0 };
    for (size_t i = 0; i < g->nobjs; i++) {
        const rt_object *o = &g->objs[i];
        cardrt_id id = (cardrt_id)i + 1;
        if ((unsigned)o->zone > CARDRT_NOWHERE || o->owner >= p->nplayers)
            play_fail(p, "object %d: zone %d, owner %u", id, (int)o->zone, o->owner);
        if (!o->token && o->zone != CARDRT_NOWHERE)
            owned[o->owner]++;
        /* A spell is one item on the stack, and only there. */
        unsigned items = 0;
        for (size_t k = 0; k < g->nstack; k++)
            items += is_spell_item(&g->stack[k]) && g->stack[k].source == id;
        if (items != (o->zone == CARDRT_STACK))
            play_fail(p, "object %d in zone %d is %u spells on the stack", id, (int)o->zone, items);
        if (o->zone == CARDRT_NOWHERE)
            continue;
        if ((cardrt_is_attacking(g, id) || cardrt_is_blocking(g, id)) && o->zone != CARDRT_BATTLEFIELD)
            play_fail(p, "object %d in combat from zone %d", id, (int)o->zone);
        if (cardrt_damage_marked(g, id) < 0)
            play_fail(p, "object %d has %d damage", id, cardrt_damage_marked(g, id));
        if (o->zone == CARDRT_BATTLEFIELD && cardrt_controller(g, id) >= p->nplayers)
            play_fail(p, "object %d controlled by %u", id, cardrt_controller(g, id));
        int pw, tg;
        cardrt_pt(g, id, &pw, &tg);     /* the layers run on every object */
        (void)cardrt_name(g, id);
        (void)cardrt_mana_value(g, id);
    }
    for (unsigned pl = 0; pl < p->nplayers; pl++) {
        if (owned[pl] != p->cards[pl])
            play_fail(p, "player %u has %u cards, not %u", pl, owned[pl], p->cards[pl]);
        for (int m = CARDRT_MANA_W; m <= CARDRT_MANA_C; m++)
            if (cardrt_mana(g, pl, m) < 0)
                play_fail(p, "player %u has %d mana of kind %d", pl, cardrt_mana(g, pl, m), m);
        if (cardrt_poison(g, pl) < 0)
            play_fail(p, "player %u has %d poison counters", pl, cardrt_poison(g, pl));
        (void)cardrt_life(g, pl);
    }
    /* One use of "target" takes different objects and players. */
    for (size_t k = 0; k < g->nstack; k++) {
        const rt_stack_item *it = &g->stack[k];
        for (unsigned s = 0; s < it->nslots && s < CARDRT_MAX_TARGETS; s++)
            for (unsigned i = 0; i < it->ntargets[s]; i++)
                for (unsigned j = 0; j < i; j++)
                    if (same_ref(it->targets[s][i], it->targets[s][j]))
                        play_fail(p, "stack item %zu of object %d has kind %d id %d twice in slot %u", k,
                                  it->source, (int)it->targets[s][i].kind, it->targets[s][i].id, s);
        if (it->nslots > CARDRT_MAX_TARGETS)
            play_fail(p, "stack item %zu of object %d has %u target slots", k, it->source, it->nslots);
    }
    for (size_t i = 0; i < g->ncounters; i++)
        if (g->counters[i].n < 0)
            play_fail(p, "%d counters of kind %u", g->counters[i].n, g->counters[i].kind);
    if (!cardrt_game_over(g, NULL, NULL) && g->awaiting == RT_AWAIT_NONE
        && cardrt_priority_player(g) >= p->nplayers)
        play_fail(p, "priority with player %u", cardrt_priority_player(g));
}

/* Right after state-based actions: a player at 0 life or less, or with ten
 * poison counters, has lost (CR 704.5a-c in later rules; the Fourth
 * Edition rulebook's "Poison"). */
static void check_losses(play *p)
{
    for (unsigned pl = 0; pl < p->nplayers; pl++)
        if ((cardrt_life(p->g, pl) <= 0 || cardrt_poison(p->g, pl) >= 10) && !cardrt_player_lost(p->g, pl))
            play_fail(p, "player %u at %d life and %d poison has not lost", pl, cardrt_life(p->g, pl),
                      cardrt_poison(p->g, pl));
}

/* Does SOURCE have protection from anything OBJ has protection from (its
 * colors, its card types, being multicolored; the Fourth Edition
 * rulebook's "Protection")? */
static bool protected_from(const cardrt_game *g, cardrt_id obj, cardrt_id source)
{
    static const struct {
        cardrt_keyword kw;
        unsigned colors, types;
    } prot[] = {
        { CARDRT_KW_PROT_WHITE, CARDRT_WHITE, 0 }, { CARDRT_KW_PROT_BLUE, CARDRT_BLUE, 0 },
        { CARDRT_KW_PROT_BLACK, CARDRT_BLACK, 0 }, { CARDRT_KW_PROT_RED, CARDRT_RED, 0 },
        { CARDRT_KW_PROT_GREEN, CARDRT_GREEN, 0 }, { CARDRT_KW_PROT_ARTIFACTS, 0, CARDRT_ARTIFACT },
        { CARDRT_KW_PROT_CREATURES, 0, CARDRT_CREATURE }, { CARDRT_KW_PROT_ENCHANTMENTS, 0, CARDRT_ENCHANTMENT },
    };
    unsigned colors = cardrt_colors(g, source), types = cardrt_types(g, source);
    if (cardrt_has_keyword(g, obj, CARDRT_KW_PROT_EVERYTHING)
        || (__builtin_popcount(colors & 31u) >= 2 && cardrt_has_keyword(g, obj, CARDRT_KW_PROT_MULTICOLORED)))
        return true;
    for (size_t i = 0; i < sizeof prot / sizeof *prot; i++)
        if (((colors & prot[i].colors) || (types & prot[i].types)) && cardrt_has_keyword(g, obj, prot[i].kw))
            return true;
    return false;
}

/* Is T a legal target for slot SPEC of SOURCE's spell (SPELL) or ability,
 * which CONTROLLER controls?  The rules every target obeys, judged here
 * apart from the runtime's own test: a player still in the game; an
 * object in the slot's zones (the battlefield if it names none, CR
 * 415.5), not the spell itself (415.6), and on the battlefield without
 * shroud, without hexproof unless CONTROLLER controls it, and without
 * protection from SOURCE; an ability on the stack of a kind the slot takes;
 * then the slot's legality test. */
static bool target_legal(const cardrt_game *g, cardrt_id source, unsigned controller, bool spell,
                         const cardrt_target_spec *spec, cardrt_ref t)
{
    if (t.kind == CARDRT_REF_PLAYER) {
        if (t.id < 0 || (unsigned)t.id >= cardrt_player_count(g) || cardrt_player_lost(g, (unsigned)t.id))
            return false;
    } else if (t.kind == CARDRT_REF_OBJECT) {
        cardrt_zone z = cardrt_zone_of(g, t.id);
        unsigned zones = spec->zones ? spec->zones : CARDRT_IN(CARDRT_BATTLEFIELD);
        if (z == CARDRT_NOWHERE || !(zones & CARDRT_IN(z)) || (spell && t.id == source))
            return false;
        if (z == CARDRT_BATTLEFIELD
            && (cardrt_has_keyword(g, t.id, CARDRT_KW_SHROUD)
                || (cardrt_has_keyword(g, t.id, CARDRT_KW_HEXPROOF) && cardrt_controller(g, t.id) != controller)
                || protected_from(g, t.id, source)))
            return false;
    } else if (t.kind == CARDRT_REF_ABILITY) {     /* on the stack, of a kind the slot takes */
        if (!(spec->abilities & (unsigned)cardrt_stack_ability_kind(g, t.id)))
            return false;
    } else {
        return false;
    }
    return !spec->legal || spec->legal(g, source, &t);
}

/* A target choice says what it is for: slot SLOT of the spell, of
 * activated ability ABILITY or of triggered ability TRIGGER of its source,
 * and SPEC is that slot.  Its bounds are the slot's, and every candidate
 * is a legal target for it, none twice (Rules FAQ 1.1.01: one "target"
 * takes different objects) and, for "another target", none an earlier
 * slot took, except the targets a copy keeps as they are (the first KEPT,
 * CR 707.10c). */
static void check_target_choice(play *p, const cardrt_game *g, const cardrt_choice *c)
{
    const cardrt_card_def *d = cardrt_def_of(g, c->source);
    const cardrt_target_spec *specs = c->trigger ? c->trigger->targets : c->ability ? c->ability->targets
                                    : d ? d->targets : NULL;
    unsigned nslots = c->trigger ? c->trigger->ntargets : c->ability ? c->ability->ntargets : d ? d->ntargets : 0;
    if ((c->trigger && c->ability) || !c->spec || c->slot >= nslots || c->spec != &specs[c->slot])
        play_fail(p, "a target choice of object %d for slot %u that is not one of its %u slots (\"%s\")",
                  c->source, c->slot, nslots, c->prompt ? c->prompt : "");
    const cardrt_target_spec *spec = c->spec;
    bool bounded = !spec->count_is_x && spec->max >= 0;
    if (c->max > CARDRT_MAX_TARGETS || (bounded && c->max > (unsigned)spec->max)
        || (c->kept ? c->min != c->kept || c->max != c->kept
                    : !spec->count_is_x && c->min != (unsigned)spec->min && c->min != 0))
        play_fail(p, "a choice of %u to %u targets for \"%s\" (%d to %d, %u kept)", c->min, c->max,
                  spec->text, spec->min, spec->max, c->kept);
    if (c->ntaken > CARDRT_MAX_TARGETS * c->slot || (c->ntaken && !c->taken))
        play_fail(p, "a choice for slot %u after %u targets taken", c->slot, c->ntaken);
    bool spell = !c->ability && !c->trigger;
    for (unsigned i = 0; i < c->ncandidates; i++) {
        cardrt_ref t = c->candidates[i];
        p->st->targets++;
        if (i >= c->kept && !target_legal(g, c->source, c->player, spell, spec, t))
            play_fail(p, "object %d's slot %u (\"%s\") offers an illegal target: kind %d id %d", c->source,
                      c->slot, spec->text, (int)t.kind, t.id);
        for (unsigned j = 0; i >= c->kept && spec->another && j < c->ntaken; j++)
            if (same_ref(t, c->taken[j]))
                play_fail(p, "object %d's slot %u (\"another %s\") offers kind %d id %d, an earlier slot's",
                          c->source, c->slot, spec->text, (int)t.kind, t.id);
        for (unsigned j = 0; j < i; j++)
            if (same_ref(t, c->candidates[j]))
                play_fail(p, "object %d's slot %u (\"%s\") offers kind %d id %d twice", c->source, c->slot,
                          spec->text, (int)t.kind, t.id);
    }
}

/* Every choice the runtime offers can be answered: its player is in the
 * game, its bounds fit its candidates, and each candidate exists; a
 * target choice's candidates are legal targets for its slot. */
static void check_choice(play *p, const cardrt_game *g, const cardrt_choice *c)
{
    if (c->player >= p->nplayers)
        play_fail(p, "a choice for player %u", c->player);
    if (c->min > c->max)
        play_fail(p, "a choice of at least %u and at most %u", c->min, c->max);
    if (c->kind == CARDRT_CHOOSE_YES_NO)
        return;
    if (c->min > c->ncandidates)
        play_fail(p, "a choice of at least %u of %u (kind %d)", c->min, c->ncandidates, (int)c->kind);
    if (c->kind == CARDRT_CHOOSE_ORDER && (c->min != c->ncandidates || c->max != c->ncandidates))
        play_fail(p, "an order of %u to %u of %u triggered abilities", c->min, c->max, c->ncandidates);
    if (c->kind == CARDRT_CHOOSE_NAME || c->kind == CARDRT_CHOOSE_ORDER) {
        for (unsigned i = 0; i < c->ncandidates; i++)
            if (!c->names || !c->names[i])
                play_fail(p, "a choice of names without name %u", i);
        return;
    }
    if (c->kind == CARDRT_CHOOSE_MODES)
        return;
    if (c->ncandidates && !c->candidates)
        play_fail(p, "a choice of %u candidates without them", c->ncandidates);
    for (unsigned i = 0; i < c->ncandidates; i++) {
        cardrt_ref r = c->candidates[i];
        bool ok = c->kind == CARDRT_CHOOSE_MANA ? r.id >= CARDRT_MANA_W && r.id <= CARDRT_MANA_C
                : r.kind == CARDRT_REF_PLAYER ? r.id >= 0 && (unsigned)r.id < p->nplayers
                : r.kind == CARDRT_REF_ABILITY ? cardrt_stack_ability_kind(g, r.id) != 0
                : r.kind == CARDRT_REF_OBJECT && cardrt_zone_of(g, r.id) != CARDRT_NOWHERE;
        if (!ok)
            play_fail(p, "choice (kind %d) offers candidate %u: kind %d id %d", (int)c->kind, i,
                      (int)r.kind, r.id);
    }
    if (c->kind == CARDRT_CHOOSE_TARGETS)
        check_target_choice(p, g, c);
}

/* Answers at random: often legal, sometimes too few, too many, repeated
 * or out of range (the runtime takes its default then). */
static unsigned chooser(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *answers)
{
    play *p = user;
    check_choice(p, g, c);
    p->st->choices++;
    if (pick(p->r, 16) == 0)
        return c->max + 1;
    if (c->kind == CARDRT_CHOOSE_ORDER && pick(p->r, 2) == 0) {   /* any order of them */
        for (unsigned i = 0; i < c->ncandidates; i++) {
            unsigned j = pick(p->r, i + 1);
            answers[i] = j < i ? answers[j] : i;
            answers[j] = i;
        }
        return c->ncandidates;
    }
    unsigned n = pick(p->r, c->max + 1);
    for (unsigned i = 0; i < n; i++)
        answers[i] = pick(p->r, c->ncandidates + 1);
    return n;
}

/* ---- actions ----------------------------------------------------------------- */

/* Targets, modes, X and options for a spell or ability with SLOTS target
 * slots. */
typedef struct play_choices {
    cardrt_ref targets[CARDRT_MAX_TARGETS * 2];
    unsigned ntargets[CARDRT_MAX_TARGETS];
    cardrt_play play;
} play_choices;

static void any_choices(play *p, unsigned slots, unsigned nmodes, play_choices *pc)
{
    unsigned n = 0;
    memset(pc, 0, sizeof *pc);
    if (slots > CARDRT_MAX_TARGETS)
        slots = CARDRT_MAX_TARGETS;
    for (unsigned i = 0; i < slots; i++) {
        pc->ntargets[i] = pick(p->r, 3);
        for (unsigned k = 0; k < pc->ntargets[i] && n < sizeof pc->targets / sizeof *pc->targets; k++, n++)
            /* Sometimes one given already: the one before, or any. */
            pc->targets[n] = n && pick(p->r, 4) == 0 ? pc->targets[n - 1 - pick(p->r, 2) * pick(p->r, n)]
                                                     : any_ref(p);
        if (n == sizeof pc->targets / sizeof *pc->targets)
            pc->ntargets[i] = 0;
    }
    /* Mostly one of its modes (if it has modes) and no optional cost. */
    unsigned modes = pick(p->r, 8) == 0 ? pick(p->r, 8) : nmodes ? 1u << pick(p->r, nmodes) : 0;
    pc->play = (cardrt_play){ .targets = pc->targets, .ntargets = pc->ntargets, .modes = modes,
                              .x = pick(p->r, 4) ? (int)pick(p->r, 4) : any_int(p->r),
                              .options = pick(p->r, 8) ? 0 : pick(p->r, 128) };
}

/* Are the targets of PC for the NSLOTS slots SPECS of SOURCE's spell
 * (SPELL) or ability, which PLAYER would control, each a legal target for
 * its slot, different from the others of its slot, and for a slot that
 * says "another", from those of the slots before it?  A cast or an
 * activation the runtime accepts must have had such targets: it judges
 * them before anything is paid. */
static bool targets_legal(play *p, cardrt_id source, unsigned player, bool spell,
                          const cardrt_target_spec *specs, unsigned nslots, const play_choices *pc)
{
    const cardrt_game *g = p->g;
    unsigned at = 0;
    for (unsigned s = 0; s < nslots && s < CARDRT_MAX_TARGETS; s++) {
        const cardrt_ref *t = &pc->targets[at];
        for (unsigned i = 0; i < pc->ntargets[s]; i++) {
            p->st->targets++;
            if (!target_legal(g, source, player, spell, &specs[s], t[i]))
                return false;
            for (unsigned j = 0; j < i; j++)
                if (same_ref(t[i], t[j]))
                    return false;
            for (unsigned j = 0; specs[s].another && j < at; j++)     /* "another target" */
                if (same_ref(t[i], pc->targets[j]))
                    return false;
        }
        at += pc->ntargets[s];
    }
    return true;
}

static const char *const counter_kinds[] = { "+1/+1", "-1/-1", "loyalty", "charge", "time", "poison", "", "x" };
static const char *const mana_texts[] = { "{R}", "{W}{W}", "{C}{C}{C}", "{G}", "{U}{B}", "{2}", "", "{X}" };
static const cardrt_zone zones[] = { CARDRT_LIBRARY, CARDRT_HAND, CARDRT_BATTLEFIELD, CARDRT_GRAVEYARD,
                                     CARDRT_STACK, CARDRT_EXILE, CARDRT_NOWHERE, (cardrt_zone)9 };

enum { ACT_CAST, ACT_ACTIVATE, ACT_PASS, ACT_PASS_ALL, ACT_RESOLVE, ACT_END_TURN, ACT_ADVANCE,
       ACT_PLAY_LAND, ACT_ATTACK, ACT_BLOCK, ACT_SBA, ACT_MANA, ACT_DRAW, ACT_DAMAGE, ACT_LIFE,
       ACT_COUNTER, ACT_MOVE, ACT_DESTROY, ACT_TAP, ACT_SPECIAL, ACT_TOKEN, ACT_CLONE, ACT_SHUFFLE,
       ACT_POISON, ACT_COUNTER_SPELL, ACT_NEW_CARD, ACT_COUNT };
static const char *const act_names[ACT_COUNT] = {
    "cast", "activate", "pass", "pass all", "resolve", "end turn", "advance", "play land", "attack",
    "block", "state-based actions", "add mana", "draw", "damage", "life", "counters", "move", "destroy",
    "tap", "suspend/foretell/face up", "token", "clone", "shuffle", "poison", "counter a spell",
    "new card",
};

/* Casts, activations and passes come most often: they are what a game is. */
static unsigned any_action(play_rand *r)
{
    unsigned k = pick(r, 23 + ACT_COUNT);
    if (k < 8)
        return ACT_CAST;
    if (k < 14)
        return ACT_ACTIVATE;
    if (k < 20)
        return ACT_PASS;
    if (k < 23)
        return ACT_PASS_ALL;
    return k - 23;
}

static cardrt_status do_action(play *p, unsigned act)
{
    cardrt_game *g = p->g;
    play_rand *r = p->r;
    play_choices pc;
    cardrt_id ids[4], other[4];
    cardrt_ref refs[4];
    switch (act) {
    case ACT_CAST: {
        unsigned pl = acting_player(p);
        cardrt_id obj = object_in(p, CARDRT_HAND, pl);
        const cardrt_card_def *d = cardrt_def_of(g, obj);
        any_choices(p, d ? d->ntargets : pick(r, 3), d ? d->nmodes : 0, &pc);
        const cardrt_play *how = pick(r, 8) ? &pc.play : NULL;
        /* Face down it is a spell with no targets (CR 702.37c in later rules). */
        bool legal = !d || !how || (how->options & CARDRT_PLAY_FACE_DOWN)
                  || targets_legal(p, obj, pl, true, d->targets, d->ntargets, &pc);
        cardrt_status st = cardrt_cast_play(g, pl, obj, how);
        if (st == CARDRT_OK && !legal)
            play_fail(p, "casting object %d with an illegal or repeated target was accepted", obj);
        return st;
    }
    case ACT_ACTIVATE: {
        unsigned pl = acting_player(p);
        cardrt_id obj = object_with(p, CARDRT_BATTLEFIELD, pl, true);
        const cardrt_card_def *d = cardrt_def_of(g, obj);
        unsigned n = d ? d->nactivated : 0, i = pick(r, 8) ? pick(r, n) : pick(r, n + 2);
        any_choices(p, i < n ? d->activated[i].ntargets : pick(r, 3), i < n ? d->activated[i].nmodes : 0, &pc);
        const cardrt_play *how = pick(r, 8) ? &pc.play : NULL;
        /* Its abilities are its copiable values', as the runtime reads them. */
        const rt_chars *c = rt_chars_of(g, obj, RT_READ_DEF | RT_READ_ABILITIES);
        const cardrt_activated_def *ab = c && i < c->def->nactivated ? &c->def->activated[i] : NULL;
        bool legal = !ab || !how || targets_legal(p, obj, pl, false, ab->targets, ab->ntargets, &pc);
        cardrt_status st = cardrt_activate_play(g, pl, obj, i, how);
        if (st == CARDRT_OK && !legal)
            play_fail(p, "activating ability %u of object %d with an illegal or repeated target was accepted",
                      i, obj);
        return st;
    }
    case ACT_PASS:
        return cardrt_pass(g, acting_player(p));
    case ACT_PASS_ALL:
        return cardrt_pass_all(g);
    case ACT_RESOLVE:
        return cardrt_resolve_top(g);
    case ACT_END_TURN:
        return cardrt_end_turn(g);
    case ACT_ADVANCE:
        return cardrt_advance_to(g, (cardrt_step)pick(r, CARDRT_STEP_CLEANUP + 3));
    case ACT_PLAY_LAND: {
        unsigned pl = acting_player(p);
        return cardrt_play_land(g, pl, object_in(p, CARDRT_HAND, pl));
    }
    case ACT_ATTACK: {
        unsigned n = pick(r, 5), pl = acting_player(p);
        for (unsigned i = 0; i < n; i++) {
            ids[i] = object_in(p, CARDRT_BATTLEFIELD, pl);
            refs[i] = any_ref(p);
        }
        return cardrt_declare_attackers(g, pl, ids, pick(r, 2) ? refs : NULL, n);
    }
    case ACT_BLOCK: {
        unsigned n = pick(r, 5), pl = acting_player(p);
        for (unsigned i = 0; i < n; i++) {
            ids[i] = object_in(p, CARDRT_BATTLEFIELD, pl);
            other[i] = object_in(p, CARDRT_BATTLEFIELD, cardrt_active_player(g));
        }
        return cardrt_declare_blockers(g, pl, ids, other, n);
    }
    case ACT_SBA: {
        cardrt_status st = cardrt_check_sba(g);
        check_losses(p);
        return st;
    }
    case ACT_MANA:
        return cardrt_add_mana(g, any_player(p), mana_texts[pick(r, 8)], pick(r, 2));
    case ACT_DRAW:
        return cardrt_draw(g, any_player(p), pick(r, 4) ? pick(r, 4) : (unsigned)any_int(r));
    case ACT_DAMAGE:
        return cardrt_deal_damage(g, any_object(p), any_ref(p), any_int(r));
    case ACT_LIFE:
        return pick(r, 2) ? cardrt_gain_life(g, any_player(p), any_int(r))
                          : cardrt_lose_life(g, any_player(p), any_int(r));
    case ACT_COUNTER:
        if (pick(r, 4) == 0)
            return cardrt_add_player_counter(g, any_player(p), counter_kinds[pick(r, 8)], any_int(r));
        return cardrt_add_counter(g, any_object(p), counter_kinds[pick(r, 8)], any_int(r));
    case ACT_MOVE:
        return cardrt_move(g, any_object(p), zones[pick(r, 8)]);
    case ACT_DESTROY:
        return pick(r, 4) ? cardrt_destroy(g, any_object(p), pick(r, 2)) : cardrt_regenerate(g, any_object(p));
    case ACT_TAP:
        return cardrt_set_tapped(g, any_object(p), pick(r, 2));
    case ACT_SPECIAL: {
        unsigned k = pick(r, 3);
        return k == 0 ? cardrt_suspend(g, any_player(p), any_object(p))
             : k == 1 ? cardrt_foretell(g, any_player(p), any_object(p))
                      : cardrt_turn_face_up(g, any_player(p), any_object(p));
    }
    case ACT_TOKEN: {
        cardrt_id id;
        return cardrt_create_token(g, any_def(p), any_player(p), &id);
    }
    case ACT_CLONE: {
        cardrt_game *c = cardrt_game_clone(g);
        if (!c)
            return CARDRT_ENOMEM;
        check_game(p, c);
        cardrt_game_free(g);
        p->g = c;
        return CARDRT_OK;
    }
    case ACT_SHUFFLE:
        return cardrt_shuffle(g, any_player(p));
    case ACT_POISON:
        return cardrt_add_poison(g, any_player(p), any_int(r));
    case ACT_COUNTER_SPELL:
        return cardrt_counter(g, any_object(p));
    case ACT_NEW_CARD: {
        unsigned pl = any_player(p);
        cardrt_id id;
        cardrt_status st = cardrt_object_new(g, any_def(p), pl, zones[pick(r, 8)], &id);
        if (st == CARDRT_OK)
            p->cards[pl]++;
        return st;
    }
    }
    return CARDRT_EINVAL;
}

/* ---- games ------------------------------------------------------------------- */

static void setup(play *p)
{
    static const cardrt_zone start[] = { CARDRT_LIBRARY, CARDRT_HAND, CARDRT_BATTLEFIELD, CARDRT_GRAVEYARD };
    static const unsigned per_zone[] = { 12, 5, 5, 2 };
    for (unsigned pl = 0; pl < p->nplayers; pl++)
        for (unsigned z = 0; z < 4; z++)
            for (unsigned k = 0; k < per_zone[z]; k++) {
                cardrt_id id;
                if (cardrt_object_new(p->g, any_def(p), pl, start[z], &id) == CARDRT_OK)
                    p->cards[pl]++;
            }
    if (pick(p->r, 4) == 0)
        cardrt_set_strict_mana(p->g, true);
    if (pick(p->r, 4) == 0)
        cardrt_start_at(p->g, 1 + pick(p->r, 3), pick(p->r, p->nplayers),
                        (cardrt_step)pick(p->r, CARDRT_STEP_CLEANUP + 1));
}

void play_game(const cardrt_registry *reg, play_rand *r, unsigned long max_actions, play_stats *st)
{
    if (!reg || reg->count == 0)
        return;
    play p = { .reg = reg, .r = r, .st = st, .nplayers = 2 + pick(r, 3) };
    uint64_t seed = rand_byte(r);
    p.g = cardrt_game_new(p.nplayers, pick(r, 8) ? 20 : any_int(r), seed);
    if (!p.g)
        play_fail(&p, "no game");
    st->games++;
    cardrt_set_chooser(p.g, chooser, &p);
    setup(&p);
    check_game(&p, p.g);
    for (unsigned long n = 0; n < max_actions && !rand_done(r) && !cardrt_game_over(p.g, NULL, NULL); n++) {
        unsigned act = any_action(r);
        p.action = act_names[act];
        st->actions++;
        if (do_action(&p, act) == CARDRT_OK)
            st->accepted++;
        check_game(&p, p.g);
    }
    cardrt_game_free(p.g);
}
