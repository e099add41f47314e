/* play.c — cardsim plays a scenario: the trace (-v), labels for the tokens
 * a command creates, the answers to the runtime's choices, casting and
 * activating, combat, mana, and the expectations checked (docs/cardsim.md;
 * sim.h). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "print.h"
#include "sim.h"

/* ---- the trace (-v) ---------------------------------------------------------------- */

/* OBJ as the trace names it: its name, and its label if that differs. */
static const char *object_name(const sim *s, const cardrt_game *g, cardrt_id obj)
{
    const char *name = cardrt_name(g, obj);
    const cardrt_card_def *d = name ? NULL : cardrt_def_of(g, obj);
    if (!name)
        name = d && d->name ? d->name : "an object that left the game";
    if (cardrt_zone_of(g, obj) == CARDRT_COMMAND)    /* an emblem has no name (CR 114.3) */
        name = arena_printf(s->a, "%s's emblem", s->players[cardrt_owner(g, obj) % s->nplayers]);
    for (unsigned i = s->nlabels; i-- > 0;)
        if (s->labels[i].id == obj)
            return strcmp(s->labels[i].name, name) == 0
                   ? name : arena_printf(s->a, "%s [%s]", name, s->labels[i].name);
    return name;
}

static const char *ref_name(const sim *s, const cardrt_game *g, cardrt_ref r)
{
    if (r.kind == CARDRT_REF_PLAYER && r.id >= 0 && (unsigned)r.id < s->nplayers)
        return s->players[r.id];
    if (r.kind == CARDRT_REF_ABILITY && cardrt_stack_ability_source(g, r.id))
        return arena_printf(s->a, "an ability of %s", object_name(s, g, cardrt_stack_ability_source(g, r.id)));
    return r.kind == CARDRT_REF_OBJECT ? object_name(s, g, r.id) : "nothing";
}

/* The runtime's observer: one line for each event, under the command. */
static void trace(void *user, const cardrt_game *g, const cardrt_event *ev)
{
    sim *s = user;
    const char *who = ev->player < s->nplayers ? s->players[ev->player] : "?";
    const char *obj = ev->object ? object_name(s, g, ev->object) : "";
    fputs("      ", stdout);
    switch (ev->kind) {
    case CARDRT_EV_ZONE_CHANGE:
        if (ev->from == CARDRT_NOWHERE)
            printf("%s is created on the %s\n", obj, zone_name(ev->to));
        else
            printf("%s: %s -> %s\n", obj, zone_name(ev->from), zone_name(ev->to));
        break;
    case CARDRT_EV_CAST:
        printf("%s casts %s\n", who, obj);
        break;
    case CARDRT_EV_ACTIVATE:
        printf("%s activates %s: %s\n", who, obj, ev->text ? ev->text : "an ability");
        break;
    case CARDRT_EV_RESOLVE:
        if (ev->text)   /* an ability of no object: the monarch's, a dungeon's room (its player's) */
            printf("%s's ability %s: %s\n", ev->object ? obj : who,
                   ev->amount ? "is countered on resolution" : "resolves", ev->text);
        else
            printf("%s %s\n", obj, ev->amount ? "is countered on resolution" : "resolves");
        break;
    case CARDRT_EV_DAMAGE:
        printf("%s deals %d %sdamage to %s\n", object_name(s, g, ev->source), ev->amount,
               ev->combat ? "combat " : "", ref_name(s, g, ev->target));
        break;
    case CARDRT_EV_LIFE_GAINED: case CARDRT_EV_LIFE_LOST:
        printf("%s %s %d life (now %d)\n", who, ev->kind == CARDRT_EV_LIFE_GAINED ? "gains" : "loses",
               ev->amount, cardrt_life(g, ev->player));
        break;
    case CARDRT_EV_COUNTERS:
        printf("%s %s %d %s counter%s\n", ref_name(s, g, ev->target), ev->amount < 0 ? "loses" : "gets",
               abs(ev->amount), ev->counter ? ev->counter : "", abs(ev->amount) == 1 ? "" : "s");
        break;
    case CARDRT_EV_STEP:
        printf("turn %u (%s): %s\n", cardrt_turn_number(g), who, step_names[ev->step]);
        break;
    case CARDRT_EV_CYCLE:
        printf("%s cycles %s\n", who, obj);
        break;
    case CARDRT_EV_ATTACKS:
        printf("%s attacks %s\n", obj, ref_name(s, g, ev->target));
        break;
    case CARDRT_EV_BLOCKS:
        printf("%s blocks %s\n", obj, object_name(s, g, ev->source));
        break;
    case CARDRT_EV_BLOCKED:
        printf("%s is blocked\n", obj);
        break;
    case CARDRT_EV_DRAW: case CARDRT_EV_DISCARD: case CARDRT_EV_SACRIFICE:
        printf("%s %s %s\n", who, ev->kind == CARDRT_EV_DRAW ? "draws" : ev->kind == CARDRT_EV_DISCARD
                                 ? "discards" : "sacrifices", obj);
        break;
    case CARDRT_EV_TAPPED: case CARDRT_EV_UNTAPPED:
        printf("%s becomes %s\n", obj, ev->kind == CARDRT_EV_TAPPED ? "tapped" : "untapped");
        break;
    case CARDRT_EV_TARGETED:
        printf("%s becomes a target of %s\n", ref_name(s, g, ev->target), object_name(s, g, ev->source));
        break;
    case CARDRT_EV_UNBLOCKED:
        printf("%s is not blocked\n", obj);
        break;
    case CARDRT_EV_ATTACKED:
        printf("%s attacks with %d creature%s\n", who, ev->amount, ev->amount == 1 ? "" : "s");
        break;
    case CARDRT_EV_PLAY_LAND:
        printf("%s plays %s\n", who, obj);
        break;
    case CARDRT_EV_COPY:
        printf("%s copies %s\n", who, obj);
        break;
    case CARDRT_EV_TURNED_FACE_UP:
        printf("%s turns %s face up\n", who, obj);
        break;
    case CARDRT_EV_TRANSFORMED:
        printf("%s transforms\n", obj);   /* named as its new face */
        break;
    case CARDRT_EV_DAY_NIGHT:
        printf("it becomes %s\n", ev->amount == CARDRT_NIGHT ? "night" : "day");
        break;
    case CARDRT_EV_MONSTROUS: case CARDRT_EV_RENOWNED:
        printf("%s becomes %s\n", obj, ev->kind == CARDRT_EV_MONSTROUS ? "monstrous" : "renowned");
        break;
    case CARDRT_EV_TAPPED_FOR_MANA:
        printf("%s taps %s for mana\n", who, obj);
        break;
    case CARDRT_EV_SCRY:
        printf("%s scries %d\n", who, ev->amount);
        break;
    case CARDRT_EV_SURVEIL:
        printf("%s surveils %d\n", who, ev->amount);
        break;
    case CARDRT_EV_SHUFFLE:
        printf("%s shuffles their library\n", who);
        break;
    case CARDRT_EV_EXERTED:
        printf("%s exerts %s\n", who, obj);
        break;
    case CARDRT_EV_MONARCH:
        printf("%s becomes the monarch\n", who);
        break;
    case CARDRT_EV_VENTURE:
        printf("%s ventures into %s: %s\n", who, cardrt_dungeon_name(g, ev->player),
               cardrt_dungeon_room(g, ev->player));
        break;
    case CARDRT_EV_DUNGEON_COMPLETED:
        printf("%s completes a dungeon\n", who);
        break;
    case CARDRT_EV_LOST_GAME:
        printf("%s loses the game\n", who);
        break;
    case CARDRT_EV_COUNTERED:
        printf("%s is countered by %s\n", obj, object_name(s, g, ev->source));
        break;
    case CARDRT_EV_DIE_ROLL:
        printf("%s rolls %d on a die\n", who, ev->amount);
        break;
    case CARDRT_EV_COIN_FLIP:
        printf("%s %s a coin flip\n", who, ev->amount ? "wins" : "loses");
        break;
    case CARDRT_EV_CREWS:
        printf("%s crews %s\n", obj, object_name(s, g, ev->source));
        break;
    case CARDRT_EV_EXPLORED:
        printf("%s explores\n", obj);
        break;
    case CARDRT_EV_CLASHED:
        printf("%s clashes%s\n", who, ev->amount ? " and wins" : "");
        break;
    case CARDRT_EV_ATTACHED: case CARDRT_EV_UNATTACHED:
        printf("%s becomes %s %s\n", obj, ev->kind == CARDRT_EV_ATTACHED ? "attached to" : "unattached from",
               ref_name(s, g, ev->target));
        break;
    case CARDRT_EV_PHASED_OUT: case CARDRT_EV_PHASED_IN:
        printf("%s phases %s\n", obj, ev->kind == CARDRT_EV_PHASED_OUT ? "out" : "in");
        break;
    case CARDRT_EV_STATE:       /* never reported: no event, a state a trigger asks of */
    case CARDRT_EV_TOKENS:      /* never reported: tokens that would be created */
        break;
    }
}

/* ---- labels for tokens ------------------------------------------------------------ */

/* `... creates token as T` / `creates tokens as T1 T2...` at the end of a
 * command: T names a token the command creates, as it runs or, for `cast`
 * and `activate`, as what it put on the stack resolves (the spell, or an
 * ability of the object, such as its enters-the-battlefield trigger).  The
 * words are taken off W; false after an error. */
bool take_creates(sim *s, char **w, unsigned *n)
{
    unsigned i = 1;
    while (i < *n && strcmp(w[i], "creates") != 0)
        i++;
    if (i == *n)
        return true;
    bool one = i + 1 < *n && strcmp(w[i + 1], "token") == 0;
    bool several = i + 1 < *n && strcmp(w[i + 1], "tokens") == 0;
    if (!(one || several) || i + 3 > *n || strcmp(w[i + 2], "as") != 0 || *n == i + 3
        || (one && *n != i + 4) || strcmp(w[0], "choose") == 0) {
        sim_error(s, "usage: COMMAND creates token as LABEL, or COMMAND creates tokens as LABEL...");
        return false;
    }
    bool stacks = strcmp(w[0], "cast") == 0 || strcmp(w[0], "activate") == 0;
    cardrt_id source = stacks && i > 2 ? label_id(s, w[2]) : 0;
    for (unsigned k = i + 3; k < *n; k++) {
        if (s->npending == MAX_PENDING) {
            sim_error(s, "too many labels waiting for tokens");
            return false;
        }
        s->pending[s->npending++] = (struct pending_label){ arena_strdup(s->a, w[k]), source,
                                                            s->commands, s->line };
    }
    *n = i;
    return true;
}

/* The token TOKEN was created: the first label waiting for it takes it. */
static void bind_token(sim *s, cardrt_id token)
{
    for (unsigned i = 0; i < s->npending; i++) {
        struct pending_label *q = &s->pending[i];
        if (q->name && (q->command == s->commands || (q->source && q->source == s->resolving))) {
            if (s->nlabels < MAX_LABELS)
                s->labels[s->nlabels++] = (label){ q->name, token };
            q->name = NULL;
            return;
        }
    }
}

/* After a command: the labels it took go if it was refused; those for
 * tokens it had to create itself are an error if none came.  Bound labels
 * leave the list. */
void end_creates(sim *s)
{
    unsigned k = 0;
    for (unsigned i = 0; i < s->npending; i++) {
        struct pending_label q = s->pending[i];
        bool mine = q.command == s->commands;
        if (!q.name || (mine && s->refused))
            continue;
        if (mine && !q.source)
            sim_error(s, "no token was created for '%s'", q.name);
        else
            s->pending[k++] = q;
    }
    s->npending = k;
}

/* The runtime's observer: tokens for the labels waiting for them, and
 * (-v) the trace. */
static void observe(void *user, const cardrt_game *g, const cardrt_event *ev)
{
    sim *s = user;
    if (ev->kind == CARDRT_EV_RESOLVE)
        s->resolving = ev->amount ? 0 : ev->object;
    else if (ev->kind == CARDRT_EV_ZONE_CHANGE && ev->from == CARDRT_NOWHERE && cardrt_is_token(g, ev->object))
        bind_token(s, ev->object);
    if (s->verbose)
        trace(user, g, ev);
}

/* "red", "R", "colorless", "C": a CARDRT_MANA_* kind, or -1. */
static int mana_kind(const char *w)
{
    static const char *const names[] = { "white", "blue", "black", "red", "green", "colorless" };
    static const char letters[] = "WUBRGC";
    for (int k = 0; k < 6; k++)
        if (strcmp(w, names[k]) == 0 || (w[0] == letters[k] && !w[1]))
            return k;
    return -1;
}

/* The index of answer A among the choice's candidates, or -1. */
static int answer_index(const sim *s, const cardrt_choice *c, const char *a)
{
    int v;
    if (c->kind == CARDRT_CHOOSE_YES_NO)
        return strcmp(a, "yes") == 0 ? 1 : strcmp(a, "no") == 0 ? 0 : -1;
    if (c->kind == CARDRT_CHOOSE_MODES)         /* a mode, counted from 1 */
        return number(a, &v) && v >= 1 && (unsigned)v <= c->ncandidates ? v - 1 : -1;
    if (c->kind == CARDRT_CHOOSE_NAME) {        /* a creature type, a basic land type; a card's label: its name */
        cardrt_id id = label_id(s, a);
        const char *name = id ? cardrt_name(s->g, id) : NULL;
        for (unsigned k = 0; c->names && k < c->ncandidates; k++)
            if (strcasecmp(c->names[k], a) == 0 || (name && strcmp(c->names[k], name) == 0))
                return (int)k;
        return -1;
    }
    if (c->kind == CARDRT_CHOOSE_MANA) {        /* a color, or a mana symbol's letter */
        int kind = mana_kind(a);
        for (unsigned k = 0; kind >= 0 && k < c->ncandidates; k++)
            if (c->candidates[k].id == kind)
                return (int)k;
        return -1;
    }
    int pl = player_index(s, a);
    cardrt_id id = label_id(s, a[0] == '@' ? a + 1 : a);
    cardrt_ref on_stack = a[0] == '@' ? cardrt_stack_ability_of(s->g, id) : (cardrt_ref){ CARDRT_REF_NONE, 0 };
    for (unsigned k = 0; c->candidates && k < c->ncandidates; k++) {
        const cardrt_ref *r = &c->candidates[k];
        if ((r->kind == CARDRT_REF_PLAYER && r->id == pl)
            || (r->kind == CARDRT_REF_OBJECT && id && r->id == id && a[0] != '@')
            || (r->kind == CARDRT_REF_ABILITY && on_stack.kind == CARDRT_REF_ABILITY && r->id == on_stack.id))
            return (int)k;
    }
    return -1;
}

/* The order of triggered abilities `choose PLAYER order LABEL...` names
 * (queued as "order LABEL..."): the abilities of those sources resolve
 * first, in that order (a label named twice takes two of its source's),
 * so they go on the stack last; the others keep the default order below
 * them.  Returns how many answers, or 0 if A names no such order. */
static unsigned order_answer(const sim *s, const cardrt_choice *c, const char *a, unsigned *out)
{
    if (strncmp(a, "order ", 6) != 0 || c->ncandidates > MAX_WORDS)
        return 0;
    bool taken[MAX_WORDS] = { false };
    unsigned top[MAX_WORDS], ntop = 0;
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", a + 6);
    for (char *save = NULL, *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        cardrt_id id = label_id(s, w);
        unsigned k = 0;
        while (k < c->ncandidates && (taken[k] || !id || c->candidates[k].id != id))
            k++;
        if (k == c->ncandidates)
            return 0;           /* a label with no ability (left) to order */
        taken[k] = true;
        top[ntop++] = k;
    }
    unsigned n = 0;
    for (unsigned k = 0; k < c->ncandidates; k++)
        if (!taken[k])
            out[n++] = k;
    while (ntop > 0)
        out[n++] = top[--ntop];
    return n;
}

/* The division `choose PLAYER divide LABEL N...` names (queued as "divide
 * LABEL N..."): N of the damage to each creature LABEL, none to those not
 * named (CARDRT_CHOOSE_DIVIDE, banding).  Returns NCANDIDATES, or 0 if A
 * names no such division. */
static unsigned divide_answer(const sim *s, const cardrt_choice *c, const char *a, unsigned *out)
{
    if (strncmp(a, "divide ", 7) != 0)
        return 0;
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", a + 7);
    memset(out, 0, c->ncandidates * sizeof *out);
    char *save = NULL;
    for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        cardrt_id id = label_id(s, w);
        const char *amount = strtok_r(NULL, " ", &save);
        unsigned k = 0;
        while (k < c->ncandidates && (!id || c->candidates[k].id != id))
            k++;
        int v;
        if (k == c->ncandidates || !amount || !number(amount, &v) || v < 0)
            return 0;
        out[k] += (unsigned)v;
    }
    return c->ncandidates;
}

/* Answers queued by `choose`: each choice takes the first that fits; a
 * choice of several objects (discarding, the blockers combat damage goes
 * to, a triggered ability's "up to two target creatures") takes every
 * answer that fits, in order, as many as it allows, or none for `nothing`
 * met first when it allows none. */
/* Answer I of PLAYER's queue taken away. */
static void drop_answer(sim *s, unsigned player, unsigned i)
{
    memmove(&s->answers[player][i], &s->answers[player][i + 1],
            (s->nanswers[player] - i - 1) * sizeof *s->answers[player]);
    s->nanswers[player]--;
}

/* The first answer of PLAYER's queue that READ makes an answer of C from,
 * taken away: how many values it put in OUT, 0 when none fits. */
static unsigned take_answer(sim *s, unsigned player, const cardrt_choice *c,
                            unsigned (*read)(const sim *, const cardrt_choice *, const char *, unsigned *),
                            unsigned *out)
{
    for (unsigned i = 0; i < s->nanswers[player]; i++) {
        unsigned n = read(s, c, s->answers[player][i].text, out);
        if (n > 0) {
            drop_answer(s, player, i);
            return n;
        }
    }
    return 0;
}

static unsigned chooser(void *user, const cardrt_game *g, const cardrt_choice *c, unsigned *out)
{
    (void)g;
    sim *s = user;
    unsigned p = c->player < CARDRT_MAX_PLAYERS ? c->player : 0;
    bool several = c->kind == CARDRT_CHOOSE_OBJECTS || c->kind == CARDRT_CHOOSE_DAMAGE || c->kind == CARDRT_CHOOSE_TARGETS;
    unsigned want = several ? c->max : 1, n = 0, used[MAX_ANSWERS];
    if (c->kind == CARDRT_CHOOSE_ORDER)     /* none named: the default order */
        return (n = take_answer(s, p, c, order_answer, out)) > 0 ? n : ~0u;
    if (c->kind == CARDRT_CHOOSE_DIVIDE)    /* none named: the default division */
        return take_answer(s, p, c, divide_answer, out);
    for (unsigned i = 0; i < s->nanswers[p] && n < want; i++) {
        if (several && c->min == 0 && n == 0 && strcmp(s->answers[p][i].text, "nothing") == 0) {
            drop_answer(s, p, i);
            return 0;           /* "nothing": a choice that allows none takes none */
        }
        int index = answer_index(s, c, s->answers[p][i].text);
        bool repeated = false;
        for (unsigned j = 0; j < n; j++)
            repeated |= out[j] == (unsigned)index;
        if (index < 0 || repeated)
            continue;
        out[n] = (unsigned)index;
        used[n++] = i;
    }
    if (n == 0 || n < c->min || n > c->max)
        return ~0u;             /* impossible: the runtime takes its default */
    for (unsigned k = n; k-- > 0;)
        drop_answer(s, p, used[k]);
    return n;
}

bool start_game(sim *s)
{
    if (s->g)
        return true;
    if (s->nplayers == 0) {
        sim_error(s, "no players: a scenario names its players first");
        return false;
    }
    s->g = cardrt_game_new(s->nplayers, 20, 1);
    if (!s->g) {
        sim_error(s, "cannot start a game");
        return false;
    }
    for (unsigned i = 0; i < s->nplayers; i++) {
        int d = s->life[i] - 20;
        if (d > 0)
            cardrt_gain_life(s->g, i, d);
        else if (d < 0)
            cardrt_lose_life(s->g, i, -d);
    }
    cardrt_set_chooser(s->g, chooser, s);
    cardrt_set_observer(s->g, observe, s);
    /* the dungeons of the cards loaded, which players venture into (CR 309.3) */
    for (unsigned r = 0; r < s->nregs; r++)
        for (unsigned i = 0; i < s->regs[r]->count; i++)
            if (cardrt_add_dungeon(s->g, s->regs[r]->cards[i]) == CARDRT_ELIMIT)
                sim_error(s, "more dungeons than a game offers");
    return true;
}

/* A mana pool as written: "{R}{R}{C}", or "none"; the count of each kind. */
static bool parse_pool(const char *w, int pool[6])
{
    cardrt_mana_cost c;
    memset(pool, 0, 6 * sizeof *pool);
    if (strcmp(w, "none") == 0)
        return true;
    if (cardrt_mana_cost_parse(w, &c) != CARDRT_OK || c.generic || c.x || c.nsymbols == 0)
        return false;
    for (unsigned i = 0; i < c.nsymbols; i++) {
        if (__builtin_popcount(c.symbols[i].kinds) != 1 || c.symbols[i].generic
            || c.symbols[i].phyrexian || c.symbols[i].snow)
            return false;
        pool[__builtin_ctz(c.symbols[i].kinds)]++;
    }
    return true;
}

/* mana strict / mana PLAYER [snow] {..}: the rule, or mana in a pool. */
void cmd_mana(sim *s, char **w, unsigned n)
{
    if (!start_game(s))
        return;
    if (n == 2 && strcmp(w[1], "strict") == 0) {
        cardrt_set_strict_mana(s->g, true);
        return;
    }
    int p = n >= 3 ? player_index(s, w[1]) : -1;
    bool snow = n == 4 && strcmp(w[2], "snow") == 0;
    if (p < 0 || n != (snow ? 4u : 3u)) {
        sim_error(s, "usage: mana strict, or mana PLAYER [snow] {..}");
        return;
    }
    if (cardrt_add_mana(s->g, (unsigned)p, w[n - 1], snow) != CARDRT_OK)
        sim_error(s, "malformed mana '%s'", w[n - 1]);
}

/* A target: a player's name or a label; "@LABEL", the topmost activated
 * or triggered ability on the stack whose source is LABEL's object (none:
 * an ability no longer on the stack, which no slot takes). */
static bool parse_ref(sim *s, const char *w, cardrt_ref *r)
{
    if (w[0] == '@') {
        cardrt_id id = label_id(s, w + 1);
        if (!id) {
            sim_error(s, "no label '%s'", w + 1);
            return false;
        }
        *r = cardrt_stack_ability_of(s->g, id);
        if (r->kind == CARDRT_REF_NONE)
            *r = (cardrt_ref){ CARDRT_REF_ABILITY, 0 };
        return true;
    }
    int p = player_index(s, w);
    if (p >= 0) {
        *r = (cardrt_ref){ CARDRT_REF_PLAYER, p };
        return true;
    }
    cardrt_id id = label_id(s, w);
    if (id) {
        *r = (cardrt_ref){ CARDRT_REF_OBJECT, id };
        return true;
    }
    sim_error(s, "no player or label '%s'", w);
    return false;
}

/* Why a command was refused, as `expect refused REASON` names it: the
 * runtime's status (cardrt.h). */
static const char *const refusal_names[] = {
    [CARDRT_EINVAL] = "invalid", [CARDRT_EZONE] = "zone", [CARDRT_ETARGET] = "target",
    [CARDRT_ECOST] = "cost", [CARDRT_ESTACK] = "stack", [CARDRT_ENOMEM] = "memory",
    [CARDRT_EOVER] = "over", [CARDRT_ELIMIT] = "limit", [CARDRT_ETIMING] = "timing",
};

static const char *refusal_name(cardrt_status st)
{
    return (size_t)st < sizeof refusal_names / sizeof *refusal_names && refusal_names[st]
           ? refusal_names[st] : "?";
}

/* The command was refused: it changed nothing, and the `choose` answers
 * queued for it go with it. */
void refused(sim *s, cardrt_status st, const char *what)
{
    s->refused = true;
    s->refusal_pending = true;
    s->refusal_line = s->line;
    s->refusal = st;
    for (unsigned p = 0; p < CARDRT_MAX_PLAYERS; p++) {
        unsigned k = 0;
        for (unsigned i = 0; i < s->nanswers[p]; i++)
            if (s->answers[p][i].command != s->commands)
                s->answers[p][k++] = s->answers[p][i];
        s->nanswers[p] = k;
    }
    fprintf(stderr, "%s:%u: note: %s refused (%s): %s\n", s->file, s->line, what, refusal_name(st),
            cardrt_strerror(st));
}

/* The option W of `cast` names (CARDRT_PLAY_*; 0: none). */
static unsigned cast_option(const char *w)
{
    static const struct {
        const char *word;
        unsigned option;
    } options[] = { { "kicked", CARDRT_PLAY_KICKED }, { "buyback", CARDRT_PLAY_BUYBACK },
                    { "evoked", CARDRT_PLAY_EVOKED }, { "dashed", CARDRT_PLAY_DASHED },
                    { "blitzed", CARDRT_PLAY_BLITZED }, { "bestowed", CARDRT_PLAY_BESTOWED },
                    { "face-down", CARDRT_PLAY_FACE_DOWN }, { "alternative", CARDRT_PLAY_ALTERNATIVE },
                    { "overloaded", CARDRT_PLAY_OVERLOADED }, { "adventure", CARDRT_PLAY_ADVENTURE },
                    { "awakened", CARDRT_PLAY_AWAKENED }, { "emerged", CARDRT_PLAY_EMERGED } };
    for (size_t i = 0; i < sizeof options / sizeof *options; i++)
        if (strcmp(w, options[i].word) == 0)
            return options[i].option;
    return 0;
}

/* cast PLAYER LABEL [targeting T, T...] [mode N]... [x N] [divided N...] [kicked] [buyback] [evoked] [dashed]
 *      [blitzed] [face-down] [alternative] [overloaded] [adventure] [awakened] [emerged] [replicate N]
 *      [multikicked N]
 *      [assisted PLAYER N]
 * activate PLAYER LABEL [ability N] [targeting ...] [mode N]... [x N] [divided N...] */
void cmd_play(sim *s, char **w, unsigned n, bool activate)
{
    if (n < 3 || !start_game(s)) {
        sim_error(s, "usage: %s PLAYER LABEL ...", w[0]);
        return;
    }
    int p = player_index(s, w[1]);
    cardrt_id id = label_id(s, w[2]);
    if (p < 0 || !id) {
        sim_error(s, "no %s '%s'", p < 0 ? "player" : "label", p < 0 ? w[1] : w[2]);
        return;
    }
    int which = 1, x = 0, mode, times = 0, assist = 0, assist_by = -1;
    unsigned modes = 0, options = 0;
    cardrt_ref refs[CARDRT_MAX_TARGETS * CARDRT_MAX_TARGETS];
    unsigned nrefs = 0, ndivided = 0;
    int divided[CARDRT_MAX_TARGETS];
    /* a mode chosen more than once (cardrt_card_def.mode_repeats): its next copy */
    const cardrt_card_def *cd = activate ? NULL : cardrt_def_of(s->g, id);
    unsigned repeats = cd ? cd->mode_repeats : 0, times_chosen[32] = { 0 };
    for (unsigned i = 3; i < n; i++) {
        if (strcmp(w[i], "ability") == 0 && i + 1 < n && number(w[i + 1], &which)) {
            i++;
        } else if (strcmp(w[i], "mode") == 0 && i + 1 < n && number(w[i + 1], &mode) && mode >= 1
                   && mode <= 32) {
            unsigned bit = repeats ? (unsigned)(mode - 1) * repeats + times_chosen[mode - 1]++ : (unsigned)mode - 1;
            if (bit >= 32 || (repeats && times_chosen[mode - 1] > repeats)) {
                sim_error(s, "mode %d: chosen more times than the card allows", mode);
                return;
            }
            modes |= 1u << bit;
            i++;
        } else if (strcmp(w[i], "x") == 0 && i + 1 < n && number(w[i + 1], &x) && x >= 0) {
            if (x > MAX_X) {
                sim_error(s, "x %d: a scenario's X is at most %d", x, MAX_X);
                return;
            }
            i++;
        } else if (!activate && (strcmp(w[i], "replicate") == 0 || strcmp(w[i], "multikicked") == 0) && i + 1 < n
                   && number(w[i + 1], &times) && times >= 0) {
            if (times > MAX_TIMES) {
                sim_error(s, "%s %d: a scenario pays a cost at most %d times", w[i], times, MAX_TIMES);
                return;
            }
            i++;
        } else if (!activate && strcmp(w[i], "assisted") == 0 && i + 2 < n
                   && (assist_by = player_index(s, w[i + 1])) >= 0 && number(w[i + 2], &assist) && assist >= 0) {
            i += 2;         /* "assisted Bob 3": Bob pays {3} of its generic mana (CR 702.132a) */
        } else if (!activate && cast_option(w[i])) {
            options |= cast_option(w[i]);
        } else if (strcmp(w[i], "divided") == 0) {
            /* the amount each target gets (CR 601.2d), in the order of the targets */
            for (; i + 1 < n && ndivided < CARDRT_MAX_TARGETS && number(w[i + 1], &divided[ndivided]); i++)
                ndivided++;
            if (!ndivided) {
                sim_error(s, "divided: an amount for each target");
                return;
            }
        } else if (strcmp(w[i], "targeting") == 0) {
            for (i++; i < n; i++) {
                if (strcmp(w[i], "mode") == 0 || strcmp(w[i], "x") == 0 || strcmp(w[i], "ability") == 0
                    || strcmp(w[i], "divided") == 0 || (!activate && cast_option(w[i]))
                    || (!activate && (strcmp(w[i], "replicate") == 0 || strcmp(w[i], "multikicked") == 0
                                      || strcmp(w[i], "assisted") == 0))) {
                    i--;
                    break;
                }
                if (nrefs == sizeof refs / sizeof *refs || !parse_ref(s, w[i], &refs[nrefs++]))
                    return;
            }
        } else {
            sim_error(s, "unexpected '%s'", w[i]);
            return;
        }
    }
    /* Targets in the order "target" appears: fill the slots of the chosen
     * modes in turn (the others take none); X slots take X, or, for an X
     * the text defines ("up to X target creatures, where X is ..."),
     * what is given (the runtime refuses more than that X). */
    const cardrt_card_def *d = cardrt_def_of(s->g, id);
    if (d && !activate && (options & CARDRT_PLAY_OVERLOADED) && d->overloaded)
        d = d->overloaded;      /* its text with "each" for "target": its targets, none */
    if (d && !activate && (options & CARDRT_PLAY_ADVENTURE) && d->other_face)
        d = d->other_face;      /* as an Adventure: the Adventure's targets (CR 715.3) */
    const cardrt_activated_def *ab = activate && which >= 1 ? cardrt_activated_of(s->g, id, (unsigned)which - 1)
                                                            : NULL;
    const cardrt_target_spec *specs = ab ? ab->targets : d && !activate ? d->targets : NULL;
    unsigned nslots = ab ? ab->ntargets : d && !activate ? d->ntargets : 0;
    unsigned counts[CARDRT_MAX_TARGETS] = { 0 }, left = nrefs;
    if (!activate && (options & CARDRT_PLAY_BESTOWED)) {
        nslots = 0;             /* a bestowed Aura spell: its one target, the creature it enchants */
        counts[0] = left;
        left = 0;
    }
    /* awakened (702.113a of the current rules): the last target given is
     * the land, in one more slot after the spell's own */
    bool awakened = !activate && (options & CARDRT_PLAY_AWAKENED) && left > 0 && nslots < CARDRT_MAX_TARGETS;
    left -= awakened;
    /* a slot of a kicked spell only, or of an unkicked one (CR 601.2c):
     * kicked, or multikicked once or more (702.33c) */
    bool multikicked = false;
    for (unsigned k = 0; d && !activate && times > 0 && k < d->ncosts; k++)
        multikicked |= d->costs[k].kind == CARDRT_COST_MULTIKICKER;
    int kicked = !activate && ((options & CARDRT_PLAY_KICKED) || multikicked) ? 1 : -1;
    for (unsigned k = 0; k < nslots && k < CARDRT_MAX_TARGETS; k++) {
        if ((specs[k].modes && !(specs[k].modes & modes)) || (specs[k].kicked && specs[k].kicked != kicked))
            continue;
        unsigned later = 0;
        for (unsigned j = k + 1; j < nslots; j++)
            if ((!specs[j].modes || (specs[j].modes & modes)) && (!specs[j].kicked || specs[j].kicked == kicked))
                later += specs[j].count_is_x ? (specs[j].x_now ? 0 : (unsigned)x) : (unsigned)specs[j].min;
        unsigned take = left > later ? left - later : 0;
        int max = specs[k].count_is_x ? (specs[k].x_now ? -1 : x) : specs[k].max;
        if (max >= 0 && take > (unsigned)max)
            take = (unsigned)max;
        counts[k] = take;
        left -= take;
    }
    if (awakened)
        counts[nslots] = 1;
    cardrt_play play = { refs, counts, modes, x, options, divided, ndivided, (unsigned)times, (unsigned)assist,
                         assist_by < 0 ? 0 : (unsigned)assist_by };
    cardrt_status st = activate && !ab ? CARDRT_EINVAL  /* no such ability: whatever the targets */
                     : left > 0 ? CARDRT_ETARGET    /* more targets given than the card has */
                     : activate ? cardrt_activate_play(s->g, (unsigned)p, id, (unsigned)(which - 1), &play)
                     : cardrt_cast_play(s->g, (unsigned)p, id, &play);
    if (st != CARDRT_OK)
        refused(s, st, w[0]);
}

/* The bands of `attack ... band LABEL... [band LABEL...]`, from W[I] on,
 * into BANDS[0..K) (those of IDS; 0: in none): the attackers after each
 * `band` are one band (CR 702.22c). */
static bool parse_bands(sim *s, char **w, unsigned i, unsigned n, const cardrt_id *ids, unsigned k,
                        unsigned *bands)
{
    unsigned band = 0;
    for (; i < n; i++) {
        if (strcmp(w[i], "band") == 0) {
            band++;
            continue;
        }
        cardrt_id id = label_id(s, w[i]);
        unsigned j = 0;
        while (j < k && ids[j] != id)
            j++;
        if (!band || j == k || bands[j]) {
            sim_error(s, "'%s' is no attacker named before, or is in a band already", w[i]);
            return false;
        }
        bands[j] = band;
    }
    return true;
}

/* attack PLAYER LABEL... [at DEFENDER] [LABEL... at DEFENDER] [band LABEL...]...:
 * each group of attackers attacks the player or planeswalker named after
 * it (none: the next player in turn order); the attackers after each
 * `band` attack in one band.  Before combat, the game moves on to the
 * declare attackers step first. */
void cmd_attack(sim *s, char **w, unsigned n)
{
    int p = n >= 2 && start_game(s) ? player_index(s, w[1]) : -1;
    if (p < 0) {
        sim_error(s, "usage: attack PLAYER LABEL... [at PLAYER|LABEL] [band LABEL...]...");
        return;
    }
    cardrt_id ids[MAX_WORDS];
    cardrt_ref defenders[MAX_WORDS];
    unsigned bands[MAX_WORDS] = { 0 }, k = 0, group = 0, first_band = n;
    for (unsigned i = 2; i < n; i++) {
        if (strcmp(w[i], "band") == 0) {
            first_band = i;
            break;
        }
        if (strcmp(w[i], "at") == 0 && i + 1 < n && k > group) {
            cardrt_ref d;
            if (!parse_ref(s, w[++i], &d))
                return;
            while (group < k)
                defenders[group++] = d;
            continue;
        }
        if (!(ids[k++] = label_id(s, w[i]))) {
            sim_error(s, "no label '%s'", w[i]);
            return;
        }
    }
    unsigned next = (unsigned)p;            /* the next player still in the game */
    do
        next = (next + 1) % s->nplayers;
    while (next != (unsigned)p && cardrt_player_lost(s->g, next));
    while (group < k)
        defenders[group++] = (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)next };
    if (!parse_bands(s, w, first_band, n, ids, k, bands))
        return;
    const unsigned *in = first_band < n ? bands : NULL;
    cardrt_status st = cardrt_declare_attackers_in_bands(s->g, (unsigned)p, ids, defenders, in, k);
    if (st == CARDRT_ETIMING && (unsigned)p == cardrt_active_player(s->g)
        && cardrt_current_step(s->g) < CARDRT_STEP_DECLARE_ATTACKERS
        && (st = cardrt_advance_to(s->g, CARDRT_STEP_DECLARE_ATTACKERS)) == CARDRT_OK)
        st = cardrt_declare_attackers_in_bands(s->g, (unsigned)p, ids, defenders, in, k);
    if (st != CARDRT_OK)
        refused(s, st, w[0]);
}

/* block PLAYER [BLOCKER ATTACKER]...: in the declare attackers step, the
 * game moves on to the declare blockers step first. */
void cmd_block(sim *s, char **w, unsigned n)
{
    int p = n >= 2 && n % 2 == 0 && start_game(s) ? player_index(s, w[1]) : -1;
    if (p < 0) {
        sim_error(s, "usage: block PLAYER [BLOCKER ATTACKER]...");
        return;
    }
    cardrt_id blockers[MAX_WORDS], attackers[MAX_WORDS];
    unsigned k = 0;
    for (unsigned i = 2; i + 1 < n; i += 2, k++)
        if (!(blockers[k] = label_id(s, w[i])) || !(attackers[k] = label_id(s, w[i + 1]))) {
            sim_error(s, "no label '%s'", blockers[k] ? w[i + 1] : w[i]);
            return;
        }
    cardrt_status st = cardrt_declare_blockers(s->g, (unsigned)p, blockers, attackers, k);
    if (st == CARDRT_ETIMING && cardrt_current_step(s->g) == CARDRT_STEP_DECLARE_ATTACKERS
        && (st = cardrt_advance_to(s->g, CARDRT_STEP_DECLARE_BLOCKERS)) == CARDRT_OK)
        st = cardrt_declare_blockers(s->g, (unsigned)p, blockers, attackers, k);
    if (st != CARDRT_OK)
        refused(s, st, w[0]);
}

static void cmd_expect_object(sim *s, cardrt_id id, const char *label_name, char **w, unsigned n)
{
    cardrt_game *g = s->g;
    const char *what = w[0];
    int a, b;
    if (strcmp(what, "pt") == 0 && n == 2 && pt_pair(w[1], &a, &b)) {
        int p = 0, t = 0;
        cardrt_pt(g, id, &p, &t);
        expect_result(s, p == a && t == b, "expected %s pt %d/%d, got %d/%d", label_name, a, b, p, t);
    } else if (strcmp(what, "zone") == 0 && n == 2) {
        cardrt_zone z = CARDRT_NOWHERE;     /* "nowhere": a token that ceased to exist */
        if (strcmp(w[1], "nowhere") != 0 && !parse_zone(w[1], &z)) {
            sim_error(s, "unknown zone '%s'", w[1]);
            return;
        }
        cardrt_zone got = cardrt_zone_of(g, id);
        expect_result(s, got == z, "expected %s zone %s, got %s", label_name, w[1], zone_name(got));
    } else if ((strcmp(what, "tapped") == 0 || strcmp(what, "untapped") == 0) && n == 1) {
        bool t = cardrt_is_tapped(g, id);
        expect_result(s, t == (what[0] == 't'), "expected %s %s, got %s", label_name, what,
                      t ? "tapped" : "untapped");
    } else if ((strcmp(what, "has") == 0 || strcmp(what, "lacks") == 0) && n == 2) {
        cardrt_keyword k;
        if (!parse_keyword(w[1], &k)) {
            sim_error(s, "unknown keyword '%s'", w[1]);
            return;
        }
        bool has = cardrt_has_keyword(g, id, k);
        expect_result(s, has == (what[0] == 'h'), "expected %s %s %s, got %s", label_name, what,
                      w[1], has ? "has it" : "lacks it");
    } else if (strcmp(what, "color") == 0 && n == 2) {
        unsigned want = parse_colors(w[1]), got = cardrt_colors(g, id);
        if (want == ~0u) {
            sim_error(s, "unknown color '%s'", w[1]);
            return;
        }
        expect_result(s, got == want, "expected %s color %s, got color bits %u", label_name, w[1], got);
    } else if (strcmp(what, "colorless") == 0 && n == 1) {
        expect_result(s, cardrt_colors(g, id) == 0, "expected %s colorless, got color bits %u",
                      label_name, cardrt_colors(g, id));
    } else if ((strcmp(what, "type") == 0 && n == 2) || (strcmp(what, "not") == 0 && n == 3
                                                          && strcmp(w[1], "type") == 0)) {
        unsigned t = parse_type(w[n - 1]), got = cardrt_types(g, id);
        if (!t) {
            sim_error(s, "unknown type '%s'", w[n - 1]);
            return;
        }
        expect_result(s, ((got & t) != 0) == (n == 2), "expected %s %s %s, got %s", label_name,
                      n == 2 ? "type" : "not type", w[n - 1], types_text(s, got));
    } else if ((strcmp(what, "subtype") == 0 && n == 2) || (strcmp(what, "lacks") == 0 && n == 3
                                                             && strcmp(w[1], "subtype") == 0)) {
        if (!known_subtype(s, w[n - 1])) {
            sim_error(s, "unknown subtype '%s'", w[n - 1]);
            return;
        }
        bool has = cardrt_has_subtype(g, id, w[n - 1]);     /* in any case */
        expect_result(s, has == (n == 2), "expected %s %s %s, got %s", label_name,
                      n == 2 ? "subtype" : "lacks subtype", w[n - 1], has ? "has it" : "lacks it");
    } else if (strcmp(what, "base-pt") == 0 && n == 2 && pt_pair(w[1], &a, &b)) {
        int p = 0, t = 0;
        cardrt_base_pt(g, id, &p, &t);
        expect_result(s, p == a && t == b, "expected %s base-pt %d/%d, got %d/%d", label_name, a, b, p, t);
    } else if (strcmp(what, "controller") == 0 && n == 2) {
        int p = player_index(s, w[1]);
        if (p < 0) {
            sim_error(s, "no player '%s'", w[1]);
            return;
        }
        unsigned got = cardrt_controller(g, id);
        expect_result(s, got == (unsigned)p, "expected %s controller %s, got %s", label_name, w[1],
                      got < s->nplayers ? s->players[got] : "?");
    } else if (strcmp(what, "counters") == 0 && n == 3 && number(w[2], &a)) {
        int got = cardrt_counter_count(g, id, w[1]);
        expect_result(s, got == a, "expected %s counters %s %d, got %d", label_name, w[1], a, got);
    } else if (strcmp(what, "damage") == 0 && n == 2 && number(w[1], &a)) {
        int got = cardrt_damage_marked(g, id);
        expect_result(s, got == a, "expected %s damage %d, got %d", label_name, a, got);
    } else if (strcmp(what, "loyalty") == 0 && n == 2 && number(w[1], &a)) {
        int got = cardrt_loyalty(g, id);
        expect_result(s, got == a, "expected %s loyalty %d, got %d", label_name, a, got);
    } else if (n == 1 && (strcmp(what, "attacking") == 0 || strcmp(what, "blocking") == 0
                          || strcmp(what, "blocked") == 0 || strcmp(what, "unblocked") == 0
                          || strcmp(what, "out-of-combat") == 0)) {
        bool att = cardrt_is_attacking(g, id), blk = cardrt_is_blocking(g, id);
        bool blocked = cardrt_is_blocked(g, id);
        const char *got = att ? (blocked ? "blocked" : "unblocked")
                        : blk ? "blocking" : "out-of-combat";
        bool ok = strcmp(what, "attacking") == 0 ? att : strcmp(what, got) == 0;
        expect_result(s, ok, "expected %s %s, got %s", label_name, what, got);
    } else {
        sim_error(s, "malformed expect about '%s'", label_name);
    }
}

/* ---- filters in card words ------------------------------------------------------------ */

/* The card "Cardsim Filter" with the static ability "FILTER VERB +0/+0.",
 * read by the front end into *FF; false after an error. */
static bool filter_card(sim *s, const char *text, const char *verb, front_file *ff)
{
    const char *block = arena_printf(s->a, "Cardsim Filter  {0}  Enchantment\n/ %s %s +0/+0.\n", text, verb);
    source_file *src = source_from_string(s->a, arena_printf(s->a, "%s:%u: filter", s->file, s->line),
                                          block, strlen(block));
    front fe = { .a = s->a, .diag = s->diag, .lex = s->lex };
    unsigned errors = diag_error_count(s->diag);
    front_source_check(&fe, src, ff);
    return diag_error_count(s->diag) == errors && ff->cards;
}

/* A filter, "creature tokens" or "untapped Soldiers", read by the front end
 * and compiled by the code generator as a noun phrase: the test of the
 * static ability "FILTER get +0/+0." of a card made for it (compiled once
 * a run), "gets" where the filter is singular ("Human gets"), as the
 * code generator compiles only text that reads back as written.  Its words
 * say what objects are, not whose: `controls` says that.  NULL after an
 * error. */
static cardrt_affects_fn filter_test(sim *s, const char *text)
{
    for (unsigned i = 0; i < s->nfilters; i++)
        if (strcmp(s->filters[i].text, text) == 0)
            return s->filters[i].test;
    static const char *const whose[] = { "you", "your", "other", "another", "control", "controls",
                                         "controlled", "own", "owns", "owned", "opponent", "opponents" };
    char words[256];
    snprintf(words, sizeof words, "%s", text);
    for (char *t = strtok(words, " "); t; t = strtok(NULL, " "))
        for (size_t i = 0; i < sizeof whose / sizeof *whose; i++)
            if (strcasecmp(t, whose[i]) == 0) {
                sim_error(s, "a filter says what objects are, not whose ('%s'): controls says whose", t);
                return NULL;
            }
    if (strpbrk(text, ".\"~:")) {
        sim_error(s, "a filter is a noun phrase: '%s'", text);
        return NULL;
    }
    if (s->nfilters == s->capfilters) {
        unsigned cap = s->capfilters ? 2 * s->capfilters : 16;
        struct filter *f = realloc(s->filters, cap * sizeof *f);
        if (!f) {
            sim_error(s, "out of memory for the filter '%s'", text);
            return NULL;
        }
        s->filters = f;
        s->capfilters = cap;
    }
    front_file ff;
    bool read = filter_card(s, text, "get", &ff);
    if (read) {
        const char *r = print_paragraph(s->a, ff.cards, ff.cards->paras);
        if (r && strstr(r, " gets +0/+0."))
            read = filter_card(s, text, "gets", &ff);
    }
    codegen *cg = read ? codegen_new(arena_printf(s->a, "filter%u", s->serial++), s->diag) : NULL;
    const cardrt_registry *reg = cg && codegen_card(cg, ff.cards, true) ? codegen_jit(cg, 1) : NULL;
    const cardrt_card_def *d = reg && reg->count == 1 ? reg->cards[0] : NULL;
    const cardrt_static_def *st = d && d->nstatics == 1 && !d->nactivated && !d->ntriggers ? d->statics : NULL;
    if (!st || !st->affects || st->cda || st->condition || st->nchanges != 1
        || st->changes[0].kind != CARDRT_MODIFY_PT) {
        codegen_free(cg);
        sim_error(s, "cannot read '%s' as a filter in card words", text);
        return NULL;
    }
    s->filters[s->nfilters++] = (struct filter){ arena_strdup(s->a, text), st->affects, cg };
    return st->affects;
}

/* expect PLAYER controls N "NAME" / FILTER: permanents PLAYER controls. */
static void expect_controls(sim *s, unsigned p, int want, char **w, unsigned n)
{
    bool by_name = n == 1 && w[0][-1] == '"';      /* a quoted word: a name */
    const char *text = w[0];
    for (unsigned i = 1; i < n; i++)
        text = arena_printf(s->a, "%s %s", text, w[i]);
    cardrt_affects_fn test = by_name ? NULL : filter_test(s, text);
    if (!by_name && !test)
        return;
    int got = 0;
    for (cardrt_id id = 1; id <= (cardrt_id)cardrt_object_count(s->g); id++)
        if (cardrt_zone_of(s->g, id) == CARDRT_BATTLEFIELD && cardrt_controller(s->g, id) == p
            && (by_name ? cardrt_has_name(s->g, id, text) : test(s->g, 0, id)))
            got++;
    const char *q = by_name ? "\"" : "";
    expect_result(s, got == want, "expected %s controls %d %s%s%s, got %d", s->players[p], want, q, text, q,
                  got);
}

static void cmd_expect_player(sim *s, unsigned p, char **w, unsigned n)
{
    cardrt_game *g = s->g;
    const char *name = s->players[p], *what = w[0];
    int v;
    bool over, draw;
    unsigned winner;
    if (n == 2 && number(w[1], &v)) {
        int got;
        if (strcmp(what, "life") == 0)
            got = cardrt_life(g, p);
        else if (strcmp(what, "poison") == 0)
            got = cardrt_poison(g, p);
        else if (strcmp(what, "hand") == 0)
            got = (int)cardrt_zone_size(g, p, CARDRT_HAND);
        else if (strcmp(what, "library") == 0)
            got = (int)cardrt_zone_size(g, p, CARDRT_LIBRARY);
        else if (strcmp(what, "graveyard") == 0)
            got = (int)cardrt_zone_size(g, p, CARDRT_GRAVEYARD);
        else if (strcmp(what, "emblems") == 0)     /* in the command zone (CR 114.1) */
            got = (int)cardrt_zone_size(g, p, CARDRT_COMMAND);
        else if (strcmp(what, "sideboard") == 0)   /* outside the game (CR 400.11) */
            got = (int)cardrt_zone_size(g, p, CARDRT_OUTSIDE);
        else if (strcmp(what, "completed") == 0)
            got = cardrt_dungeons_completed(g, p);
        else {
            sim_error(s, "malformed expect about '%s'", name);
            return;
        }
        expect_result(s, got == v, "expected %s %s %d, got %d", name, what, v, got);
    } else if (n == 1 && (strcmp(what, "active") == 0 || strcmp(what, "priority") == 0
                          || strcmp(what, "monarch") == 0)) {
        int m = cardrt_monarch(g);
        unsigned got = what[0] == 'a' ? cardrt_active_player(g)
                     : what[0] == 'p' ? cardrt_priority_player(g) : m < 0 ? s->nplayers : (unsigned)m;
        expect_result(s, got == p, "expected %s %s, got %s", name, what,
                      got < s->nplayers ? s->players[got] : what[0] == 'm' ? "no monarch" : "?");
    } else if (n == 3 && strcmp(what, "counters") == 0 && number(w[2], &v)) {
        int got = cardrt_player_counter_count(g, p, w[1]);
        expect_result(s, got == v, "expected %s counters %s %d, got %d", name, w[1], v, got);
    } else if (n == 2 && (strcmp(what, "dungeon") == 0 || strcmp(what, "room") == 0)) {
        const char *got = what[0] == 'd' ? cardrt_dungeon_name(g, p) : cardrt_dungeon_room(g, p);
        expect_result(s, got ? strcmp(got, w[1]) == 0 : strcmp(w[1], "none") == 0, "expected %s %s %s, got %s",
                      name, what, w[1], got ? got : "none");
    } else if (n == 2 && strcmp(what, "mana") == 0) {
        int want[6];
        if (!parse_pool(w[1], want)) {
            sim_error(s, "malformed mana '%s'", w[1]);
            return;
        }
        static const char *const symbols[] = { "{W}", "{U}", "{B}", "{R}", "{G}", "{C}" };
        char got[128] = "";
        bool same = true;
        for (int k = 0; k < 6; k++) {
            int have = cardrt_mana(g, p, k);
            same &= have == want[k];
            for (int i = 0; i < have && strlen(got) + 4 < sizeof got; i++)
                strcat(got, symbols[k]);
        }
        expect_result(s, same, "expected %s mana %s, got %s", name, w[1], *got ? got : "none");
    } else if (n == 1 && strcmp(what, "loses") == 0) {
        bool lost = cardrt_player_lost(g, p);
        expect_result(s, lost, "expected %s loses, got %s still in the game", name, name);
    } else if (n >= 3 && strcmp(what, "controls") == 0 && number(w[1], &v) && v >= 0) {
        expect_controls(s, p, v, w + 2, n - 2);
    } else if (n == 1 && strcmp(what, "wins") == 0) {
        over = cardrt_game_over(g, &draw, &winner);
        expect_result(s, over && !draw && winner == p, "expected %s wins, got %s", name,
                      !over ? "the game still going" : draw ? "a draw" : "another winner");
    } else {
        sim_error(s, "malformed expect about '%s'", name);
    }
}

void cmd_expect(sim *s, char **w, unsigned n)
{
    if (n >= 2 && strcmp(w[1], "refused") == 0 && n <= 3) {
        size_t k = 0;
        while (n == 3 && k < sizeof refusal_names / sizeof *refusal_names
               && !(refusal_names[k] && strcmp(refusal_names[k], w[2]) == 0))
            k++;
        if (k == sizeof refusal_names / sizeof *refusal_names) {
            sim_error(s, "unknown reason '%s'", w[2]);
            return;
        }
        if (n == 2)
            expect_result(s, s->refused, "expected the command before to be refused, got it done");
        else
            expect_result(s, s->refused && s->refusal == (cardrt_status)k,
                          "expected the command before to be refused (%s), got %s%s%s", w[2],
                          s->refused ? "refused (" : "it done", s->refused ? refusal_name(s->refusal) : "",
                          s->refused ? ")" : "");
        s->refusal_pending = false;
        return;
    }
    if (!start_game(s))
        return;
    static const char *const day_night[] = { "neither", "day", "night" };
    for (int d = CARDRT_NEITHER; n == 3 && strcmp(w[1], "game") == 0 && d <= CARDRT_NIGHT; d++)
        if (strcmp(w[2], day_night[d]) == 0) {  /* CR 726 of the current rules */
            cardrt_day_night got = cardrt_day_or_night(s->g);
            expect_result(s, got == (cardrt_day_night)d, "expected %s, got %s", day_night[d], day_night[got]);
            return;
        }
    if (n == 3 && strcmp(w[1], "game") == 0 && strcmp(w[2], "draw") == 0) {
        bool draw = false;
        bool over = cardrt_game_over(s->g, &draw, NULL);
        expect_result(s, over && draw, "expected game draw, got %s",
                      !over ? "the game still going" : "a winner");
        return;
    }
    cardrt_step step;
    if (n == 3 && strcmp(w[1], "step") == 0) {
        if (!parse_step(w[2], &step)) {
            sim_error(s, "unknown step '%s'", w[2]);
            return;
        }
        cardrt_step got = cardrt_current_step(s->g);
        expect_result(s, got == step, "expected step %s, got %s", w[2], step_names[got]);
        return;
    }
    int v;
    if (n == 3 && strcmp(w[1], "stack") == 0 && number(w[2], &v)) {
        unsigned got = cardrt_stack_size(s->g);
        expect_result(s, got == (unsigned)v, "expected stack %d, got %u", v, got);
        return;
    }
    if (n < 3) {
        sim_error(s, "malformed expect");
        return;
    }
    int p = player_index(s, w[1]);
    if (p >= 0) {
        cmd_expect_player(s, (unsigned)p, w + 2, n - 2);
        return;
    }
    cardrt_id id = label_id(s, w[1]);
    if (!id) {
        sim_error(s, "no player or label '%s'", w[1]);
        return;
    }
    cmd_expect_object(s, id, w[1], w + 2, n - 2);
}
