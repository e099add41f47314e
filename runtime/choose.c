/* choose.c — what generated code calls as a spell or ability resolves and
 * a player chooses or pays: mana of a kind, a color, a creature type or a
 * player for its source, scry, the order of cards put back, costs paid on
 * resolution ("unless ... pays {2}"), "you may" (cardrt.h, "Helpers for
 * generated code"). */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rt.h"

cardrt_status cardrt_fx_add_mana_choice(cardrt_ctx *ctx, int n, unsigned kinds, bool one_kind)
{
    if (!ctx || n < 0 || !(kinds & 63))
        return CARDRT_EINVAL;
    cardrt_ref cand[6];
    unsigned k = 0, answer = 0;
    for (int kind = CARDRT_MANA_W; kind <= CARDRT_MANA_C; kind++)
        if (kinds & (1u << kind))
            cand[k++] = (cardrt_ref){ CARDRT_REF_NONE, kind };
    unsigned to = rt_mana_player(ctx);
    if (to >= ctx->g->nplayers)
        return CARDRT_OK;       /* nobody adds it */
    cardrt_choice c = { .kind = CARDRT_CHOOSE_MANA, .player = to,
        .source = ctx->item->source, .prompt = "mana", .candidates = cand, .ncandidates = k, .min = 1,
        .max = 1 };
    const rt_chars *src = rt_chars_of(ctx->g, ctx->item->source, RT_READ_DEF);
    bool snow = src && (src->def->supertypes & CARDRT_SNOW), treasure = src && rt_has_subtype(src, "Treasure");
    for (int i = 0; i < n; i++) {
        if (i == 0 || !one_kind)
            answer = cardrt_choose(ctx->g, &c, &answer) == 1 ? answer : 0;
        rt_ctx_mana_add(ctx, to, cand[answer].id, 1, snow, treasure);
    }
    ctx->result = n;
    return CARDRT_OK;
}

/* The controller chooses a color not among EXCEPT (CARDRT_WHITE ... bits):
 * its bit; the first offered if no answer. */
static int choose_color(cardrt_ctx *ctx, unsigned except)
{
    cardrt_ref cand[5];
    unsigned n = 0;
    for (int k = 0; k < 5; k++)
        if (!(except & (1u << k)))      /* CARDRT_WHITE ... CARDRT_GREEN follow CARDRT_MANA_W ... */
            cand[n++] = (cardrt_ref){ CARDRT_REF_NONE, k };
    if (!n)
        return 0;
    cardrt_choice c = { .kind = CARDRT_CHOOSE_MANA, .player = ctx->item->controller,
        .source = ctx->item->source, .prompt = "color", .candidates = cand, .ncandidates = n, .min = 1,
        .max = 1 };
    unsigned answer = 0;
    if (cardrt_choose(ctx->g, &c, &answer) != 1 || answer >= n)
        answer = 0;
    return 1 << cand[answer].id;
}

int cardrt_fx_choose_color(cardrt_ctx *ctx)
{
    return ctx ? choose_color(ctx, 0) : 0;
}

static const char *const basic_land_types[] = { "Plains", "Island", "Swamp", "Mountain", "Forest" };

/* Every creature type (CR 205.3m): one no card in the game has can be
 * chosen too, and matters ("Creatures that aren't of the chosen type
 * get -3/-3", a token of that type made later). */
static const char *const all_creature_types[] = {
    "Advisor", "Aetherborn", "Ally", "Angel", "Antelope", "Ape", "Archer", "Archon", "Army",
    "Artificer", "Assassin", "Assembly-Worker", "Atog", "Aurochs", "Avatar", "Azra", "Badger",
    "Barbarian", "Bard", "Basilisk", "Bat", "Bear", "Beast", "Beeble", "Beholder", "Berserker",
    "Bird", "Blinkmoth", "Boar", "Bringer", "Brushwagg", "Camarid", "Camel", "Caribou", "Carrier",
    "Cat", "Centaur", "Cephalid", "Chimera", "Citizen", "Cleric", "Cockatrice", "Construct",
    "Coward", "Crab", "Crocodile", "Cyclops", "Dauthi", "Demigod", "Demon", "Deserter", "Devil",
    "Dinosaur", "Djinn", "Dog", "Dragon", "Drake", "Dreadnought", "Drone", "Druid", "Dryad",
    "Dwarf", "Efreet", "Egg", "Elder", "Eldrazi", "Elemental", "Elephant", "Elf", "Elk", "Eye",
    "Faerie", "Ferret", "Fish", "Flagbearer", "Fox", "Fractal", "Frog", "Fungus", "Gargoyle",
    "Germ", "Giant", "Gith", "Gnoll", "Gnome", "Goat", "Goblin", "God", "Golem", "Gorgon",
    "Graveborn", "Gremlin", "Griffin", "Hag", "Halfling", "Hamster", "Harpy", "Hellion", "Hippo",
    "Hippogriff", "Homarid", "Homunculus", "Horror", "Horse", "Human", "Hydra", "Hyena", "Illusion",
    "Imp", "Incarnation", "Inkling", "Inquisitor", "Insect", "Jackal", "Jellyfish", "Juggernaut",
    "Kavu", "Kirin", "Kithkin", "Knight", "Kobold", "Kor", "Kraken", "Lamia", "Lammasu", "Leech",
    "Leviathan", "Lhurgoyf", "Licid", "Lizard", "Manticore", "Masticore", "Mercenary", "Merfolk",
    "Metathran", "Minion", "Minotaur", "Mole", "Monger", "Mongoose", "Monk", "Monkey", "Moonfolk",
    "Mouse", "Mutant", "Myr", "Mystic", "Naga", "Nautilus", "Nephilim", "Nightmare", "Nightstalker",
    "Ninja", "Noble", "Noggle", "Nomad", "Nymph", "Octopus", "Ogre", "Ooze", "Orb", "Orc", "Orgg",
    "Otter", "Ouphe", "Ox", "Oyster", "Pangolin", "Peasant", "Pegasus", "Pentavite", "Pest",
    "Phelddagrif", "Phoenix", "Phyrexian", "Pilot", "Pincher", "Pirate", "Plant", "Praetor",
    "Prism", "Processor", "Rabbit", "Ranger", "Rat", "Rebel", "Reflection", "Rhino", "Rigger",
    "Rogue", "Sable", "Salamander", "Samurai", "Sand", "Saproling", "Satyr", "Scarecrow", "Scion",
    "Scorpion", "Scout", "Sculpture", "Serf", "Serpent", "Servo", "Shade", "Shaman", "Shapeshifter",
    "Shark", "Sheep", "Siren", "Skeleton", "Slith", "Sliver", "Slug", "Snake", "Soldier", "Soltari",
    "Spawn", "Specter", "Spellshaper", "Sphinx", "Spider", "Spike", "Spirit", "Splinter", "Sponge",
    "Squid", "Squirrel", "Starfish", "Surrakar", "Survivor", "Tentacle", "Tetravite", "Thalakos",
    "Thopter", "Thrull", "Tiefling", "Treefolk", "Trilobite", "Triskelavite", "Troll", "Turtle",
    "Unicorn", "Vampire", "Vedalken", "Viashino", "Volver", "Wall", "Walrus", "Warlock", "Warrior",
    "Weird", "Werewolf", "Whale", "Wizard", "Wolf", "Wolverine", "Wombat", "Worm", "Wraith", "Wurm",
    "Yeti", "Zombie", "Zubera",
};

/* The candidates for "choose a creature type": those of the cards in the
 * game (every zone), those of PLAYER's cards first, the most common first,
 * then every other creature type.  *N gets how many; NULL if out of memory. */
static const char **creature_types(const cardrt_game *g, unsigned player, unsigned *n)
{
    size_t every = sizeof all_creature_types / sizeof *all_creature_types;
    size_t cap = g->nobjs * CARDRT_MAX_SUBTYPES + every + 1;
    const char **names = malloc(cap * sizeof *names);
    unsigned *mine = calloc(cap, sizeof *mine);
    *n = 0;
    for (size_t i = 0; names && mine && i < g->nobjs; i++) {
        const cardrt_card_def *d = g->objs[i].def;
        if (g->objs[i].zone == CARDRT_NOWHERE || g->objs[i].zone == CARDRT_OUTSIDE || !(d->types & CARDRT_CREATURE))
            continue;
        for (unsigned k = 0; k < CARDRT_MAX_SUBTYPES && d->subtypes[k]; k++) {
            unsigned j = 0;
            while (j < *n && strcmp(names[j], d->subtypes[k]) != 0)
                j++;
            if (j == *n)
                names[(*n)++] = d->subtypes[k];
            mine[j] += g->objs[i].owner == player;
        }
    }
    for (unsigned i = 1; names && mine && i < *n; i++)    /* stable: most of PLAYER's first */
        for (unsigned j = i; j > 0 && mine[j] > mine[j - 1]; j--) {
            const char *t = names[j];
            names[j] = names[j - 1];
            names[j - 1] = t;
            unsigned m = mine[j];
            mine[j] = mine[j - 1];
            mine[j - 1] = m;
        }
    free(mine);
    unsigned in_game = *n;
    for (size_t t = 0; names && t < every; t++) {
        unsigned j = 0;
        while (j < in_game && strcmp(names[j], all_creature_types[t]) != 0)
            j++;
        if (j == in_game)
            names[(*n)++] = all_creature_types[t];
    }
    return names;
}

/* The names of the cards in the game (every zone; not lands for
 * NONLAND), those PLAYER's opponents own first, each once: the candidates
 * for "choose a card name" (a name no card has would change nothing).  *N
 * gets how many; NULL if out of memory. */
/* The names of the cards in the game (no tokens), PLAYER's opponents' first,
 * of cards of the kind cardrt_fx_choose_name_for_source says. */
static const char **card_names(const cardrt_game *g, unsigned player, unsigned types, unsigned nontypes,
                               bool nonbasic_land, unsigned *n)
{
    const char **names = malloc((g->nobjs + 1) * sizeof *names);
    *n = 0;
    for (int theirs = 1; names && theirs >= 0; theirs--)
        for (size_t i = 0; i < g->nobjs; i++) {
            const rt_object *o = &g->objs[i];
            const char *name = cardrt_name(g, (cardrt_id)(i + 1));
            if (o->zone == CARDRT_NOWHERE || o->zone == CARDRT_OUTSIDE || o->token || (o->owner != player) != theirs || !name
                || (types && !(o->def->types & types)) || (o->def->types & nontypes)
                || (nonbasic_land && (o->def->types & CARDRT_LAND) && (o->def->supertypes & CARDRT_BASIC)))
                continue;
            unsigned j = 0;
            while (j < *n && strcmp(names[j], name) != 0)
                j++;
            if (j == *n)
                names[(*n)++] = name;
        }
    return names;
}

const char *cardrt_fx_choose_basic_land_type(cardrt_ctx *ctx)
{
    unsigned answer = 0;
    if (!ctx)
        return NULL;
    cardrt_choice c = { .kind = CARDRT_CHOOSE_NAME, .player = ctx->item->controller, .source = ctx->item->source,
                        .prompt = "basic land type", .ncandidates = 5, .min = 1, .max = 1,
                        .names = basic_land_types };
    return basic_land_types[cardrt_choose(ctx->g, &c, &answer) == 1 && answer < 5 ? answer : 0];
}

const char *cardrt_fx_choose_creature_type(cardrt_ctx *ctx)
{
    unsigned k = 0, answer = 0;
    const char **names = ctx ? creature_types(ctx->g, ctx->item->controller, &k) : NULL;
    cardrt_choice c = { .kind = CARDRT_CHOOSE_NAME, .player = ctx ? ctx->item->controller : 0,
                        .source = ctx ? ctx->item->source : 0, .prompt = "creature type", .ncandidates = k,
                        .min = 1, .max = 1, .names = names };
    const char *chosen = names && k > 0 ? names[cardrt_choose(ctx->g, &c, &answer) == 1 && answer < k ? answer : 0]
                                        : NULL;
    free(names);
    return chosen;
}

cardrt_status cardrt_fx_choose_for_source(cardrt_ctx *ctx, int what)
{
    return cardrt_fx_choose_for_source_except(ctx, what, 0);
}

cardrt_status cardrt_fx_choose_for_source_except(cardrt_ctx *ctx, int what, unsigned except)
{
    rt_object *o = ctx ? rt_obj(ctx->g, ctx->item->source) : NULL;
    if (!o || what < CARDRT_CHOICE_COLOR || what > CARDRT_CHOICE_NONLAND_CARD_NAME)
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    unsigned me = ctx->item->controller, answer = 0;
    if (what == CARDRT_CHOICE_COLOR) {
        o->chosen_color = (unsigned)choose_color(ctx, except);
        o = rt_at(g, ctx->item->source);
    } else if (what == CARDRT_CHOICE_OPPONENT || what == CARDRT_CHOICE_PLAYER) {
        cardrt_ref cand[CARDRT_MAX_PLAYERS];
        unsigned k = 0;
        for (unsigned p = 0; p < g->nplayers; p++)
            if (!g->players[p].lost && (what == CARDRT_CHOICE_PLAYER || p != me))
                cand[k++] = (cardrt_ref){ CARDRT_REF_PLAYER, (int32_t)p };
        cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = me, .source = ctx->item->source,
                            .prompt = what == CARDRT_CHOICE_PLAYER ? "player" : "opponent",
                            .candidates = cand, .ncandidates = k, .min = 1, .max = 1 };
        if (k > 0 && cardrt_choose(g, &c, &answer) == 1)
            rt_at(g, ctx->item->source)->chosen_player = (unsigned)cand[answer].id + 1;
    } else if (what == CARDRT_CHOICE_CARD_NAME || what == CARDRT_CHOICE_NONLAND_CARD_NAME) {
        return cardrt_fx_choose_name_for_source(ctx, 0, what == CARDRT_CHOICE_NONLAND_CARD_NAME ? CARDRT_LAND : 0,
                                                false);
    } else {
        return cardrt_fx_choose_type_for_source_except(ctx, what, NULL);
    }
    rt_touch(g);                /* static abilities may read the choice */
    return CARDRT_OK;
}

cardrt_status cardrt_fx_choose_name_for_source(cardrt_ctx *ctx, unsigned types, unsigned nontypes,
                                               bool nonbasic_land)
{
    if (!ctx || !rt_obj(ctx->g, ctx->item->source))
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    unsigned me = ctx->item->controller, answer = 0, k;
    const char **names = card_names(g, me, types, nontypes, nonbasic_land, &k);
    if (!names)
        return CARDRT_ENOMEM;
    cardrt_choice c = { .kind = CARDRT_CHOOSE_NAME, .player = me, .source = ctx->item->source,
                        .prompt = "card name", .ncandidates = k, .min = 1, .max = 1, .names = names };
    if (k > 0)
        rt_at(g, ctx->item->source)->chosen_name = names[cardrt_choose(g, &c, &answer) == 1 ? answer : 0];
    free(names);
    rt_touch(g);                /* static abilities may read the choice */
    return CARDRT_OK;
}

cardrt_status cardrt_fx_choose_type_for_source_except(cardrt_ctx *ctx, int what, const char *except)
{
    if (!ctx || !rt_obj(ctx->g, ctx->item->source)
        || (what != CARDRT_CHOICE_CREATURE_TYPE && what != CARDRT_CHOICE_BASIC_LAND_TYPE))
        return CARDRT_EINVAL;
    cardrt_game *g = ctx->g;
    unsigned k = 5, n = 0, answer = 0;
    const char **names = what == CARDRT_CHOICE_CREATURE_TYPE ? creature_types(g, ctx->item->controller, &k)
                                                            : malloc(5 * sizeof *names);
    if (!names)
        return CARDRT_ENOMEM;
    for (unsigned i = 0; i < k; i++) {     /* the candidates but EXCEPT */
        const char *t = what == CARDRT_CHOICE_CREATURE_TYPE ? names[i] : basic_land_types[i];
        if (!except || strcasecmp(t, except) != 0)
            names[n++] = t;
    }
    cardrt_choice c = { .kind = CARDRT_CHOOSE_NAME, .player = ctx->item->controller, .source = ctx->item->source,
                        .prompt = what == CARDRT_CHOICE_CREATURE_TYPE ? "creature type" : "basic land type",
                        .ncandidates = n, .min = 1, .max = 1, .names = names };
    if (n > 0 && cardrt_choose(g, &c, &answer) == 1 && answer < n)
        rt_at(g, ctx->item->source)->chosen_type = names[answer];
    free(names);
    rt_touch(g);                /* static abilities may read the choice */
    return CARDRT_OK;
}

unsigned cardrt_chosen_color(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o ? o->chosen_color : 0;
}

const char *cardrt_chosen_type(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o ? o->chosen_type : NULL;
}

int cardrt_chosen_player(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o ? (int)o->chosen_player - 1 : -1;
}

const char *cardrt_chosen_name(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    return o ? o->chosen_name : NULL;
}

bool cardrt_has_chosen_name(const cardrt_game *g, cardrt_id src, cardrt_id obj)
{
    const char *name = cardrt_chosen_name(g, src);
    return name && cardrt_has_name(g, obj, name);
}

/* PLAYER puts the N library cards CARDS back on top in the order they
 * choose, the first answer on top (a choice only when N > 1). */
static void order_on_top(cardrt_ctx *ctx, unsigned player, cardrt_ref *cards, unsigned n, unsigned *answers)
{
    cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = player, .source = ctx->item->source,
        .prompt = "put back on top, the first on top", .candidates = cards, .ncandidates = n, .min = n, .max = n };
    unsigned got = n > 1 ? cardrt_choose(ctx->g, &c, answers) : 0;
    for (unsigned j = got; j-- > 0;) {          /* the last answer first: the first ends on top */
        rt_object *o = rt_obj(ctx->g, cards[answers[j]].id);
        if (o)
            o->seq = rt_tick(ctx->g);
    }
}

/* Scry N (into the library's bottom) or surveil N (into its owner's
 * graveyard) for each player of SEL: they look at the top N cards of their
 * library, choose any number of them to move (to the bottom in the order
 * chosen, the last answer lowest) and put the rest back on top in any order
 * (CR 701.18a, 701.25a of the current rules). */
static cardrt_status look_and_move(cardrt_ctx *ctx, int sel, int n, bool surveil)
{
    unsigned ps[CARDRT_MAX_PLAYERS];
    unsigned np = rt_players_of(ctx, sel, ps);
    if (!ctx || n < 0)
        return CARDRT_EINVAL;
    for (unsigned i = 0; i < np; i++) {
        unsigned k;
        cardrt_ref *lib = rt_cards_in(ctx->g, ps[i], CARDRT_LIBRARY, &k);
        unsigned look = k < (unsigned)n ? k : (unsigned)n;
        unsigned *answers = malloc((look + 1) * sizeof *answers);
        if (!lib || !answers) {
            free(lib);
            free(answers);
            return CARDRT_ENOMEM;
        }
        cardrt_choice c = { .kind = CARDRT_CHOOSE_OBJECTS, .player = ps[i], .source = ctx->item->source,
            .prompt = surveil ? "put into your graveyard" : "put on the bottom", .candidates = lib,
            .ncandidates = look, .min = 0, .max = look };
        unsigned got = look ? cardrt_choose(ctx->g, &c, answers) : 0;
        for (unsigned j = 0; j < got; j++)
            if (surveil)
                cardrt_move(ctx->g, lib[answers[j]].id, CARDRT_GRAVEYARD);
            else
                rt_to_bottom(ctx->g, rt_obj(ctx->g, lib[answers[j]].id));
        unsigned rest = 0;
        for (unsigned j = 0; j < look; j++) {
            bool moved = false;
            for (unsigned a = 0; a < got; a++)
                moved |= answers[a] == j;
            if (!moved)
                lib[rest++] = lib[j];
        }
        order_on_top(ctx, ps[i], lib, rest, answers);
        free(lib);
        free(answers);
        if (n > 0) {            /* scry 0 (surveil 0) is no event (CR 701.22b, 701.25b of the current rules) */
            cardrt_event ev = { .kind = surveil ? CARDRT_EV_SURVEIL : CARDRT_EV_SCRY, .player = ps[i], .amount = n };
            rt_event(ctx->g, &ev);
        }
    }
    return CARDRT_OK;
}

cardrt_status cardrt_fx_scry(cardrt_ctx *ctx, int sel, int n)
{
    return look_and_move(ctx, sel, n, false);
}

cardrt_status cardrt_fx_surveil(cardrt_ctx *ctx, int sel, int n)
{
    return look_and_move(ctx, sel, n, true);
}

cardrt_status cardrt_fx_put_back(cardrt_ctx *ctx, int sel)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    if (!s)
        return CARDRT_EINVAL;
    for (unsigned p = 0; p < ctx->g->nplayers; p++) {
        unsigned k, n = 0;
        cardrt_ref *lib = rt_cards_in(ctx->g, p, CARDRT_LIBRARY, &k);
        unsigned *answers = malloc((k + 1) * sizeof *answers);
        if (!lib || !answers) {
            free(lib);
            free(answers);
            return CARDRT_ENOMEM;
        }
        for (unsigned i = 0; i < k; i++)        /* those of SEL, top first */
            for (unsigned j = 0; j < s->n; j++)
                if (rt_same_ref(s->items[j], lib[i]))
                    lib[n++] = lib[i];
        order_on_top(ctx, ctx->item->controller, lib, n, answers);
        free(lib);
        free(answers);
    }
    return CARDRT_OK;
}

/* The player SEL names (-1: the controller); CARDRT_MAX_PLAYERS if none. */
static unsigned asked(cardrt_ctx *ctx, int sel)
{
    unsigned ps[CARDRT_MAX_PLAYERS];
    unsigned who = sel < 0 ? ctx->item->controller : rt_players_of(ctx, sel, ps) ? ps[0] : CARDRT_MAX_PLAYERS;
    return who < ctx->g->nplayers ? who : CARDRT_MAX_PLAYERS;
}

/* How many energy symbols COST is ("{E}{E}"), or 0 when it is anything else. */
static int energy_symbols(const char *cost)
{
    int n = 0;
    for (; strncmp(cost, "{E}", 3) == 0; cost += 3)
        n++;
    return *cost ? 0 : n;
}

bool cardrt_fx_pay(cardrt_ctx *ctx, int sel, const char *cost)
{
    return cardrt_fx_pay_x(ctx, sel, cost, 0);
}

bool cardrt_fx_pay_x(cardrt_ctx *ctx, int sel, const char *cost, int x)
{
    if (!ctx || !cost || x < 0)
        return false;
    unsigned who = asked(ctx, sel);
    int energy = energy_symbols(cost);
    if (energy) {               /* CR 107.14: only a player with that many energy counters pays */
        if (who == CARDRT_MAX_PLAYERS || cardrt_player_counter_count(ctx->g, who, "energy") < energy
            || !cardrt_ask(ctx->g, who, ctx->item->source, cost))
            return false;
        cardrt_add_player_counter(ctx->g, who, "energy", -energy);
        return true;
    }
    rt_payment pay;
    /* With strict mana, only a player who can pay from their pool is asked;
     * otherwise their answer alone decides. */
    if (who == CARDRT_MAX_PLAYERS || rt_mana_plan(ctx->g, who, cost, x, 0, NULL, &pay) != CARDRT_OK
        || !cardrt_ask(ctx->g, who, ctx->item->source, cost))
        return false;
    rt_mana_pay(ctx->g, who, &pay);
    return true;
}

bool cardrt_fx_pay_life(cardrt_ctx *ctx, int sel, int n)
{
    if (!ctx || n < 0)
        return false;
    unsigned who = asked(ctx, sel);
    if (who == CARDRT_MAX_PLAYERS || ctx->g->players[who].life < n
        || !cardrt_ask(ctx->g, who, ctx->item->source, "pay life"))
        return false;
    cardrt_lose_life(ctx->g, who, n);
    return true;
}

bool cardrt_fx_may(cardrt_ctx *ctx, int sel, const char *prompt)
{
    if (!ctx)
        return false;
    unsigned who = asked(ctx, sel);
    return who != CARDRT_MAX_PLAYERS && cardrt_ask(ctx->g, who, ctx->item->source, prompt);
}

cardrt_status cardrt_fx_vote(cardrt_ctx *ctx, unsigned n, const char *const *names)
{
    if (!ctx || n < 2 || n > RT_MAX_VOTE_CHOICES || !names)
        return CARDRT_EINVAL;
    memset(ctx->votes, 0, sizeof ctx->votes);
    cardrt_game *g = ctx->g;
    unsigned first = ctx->item->controller, p = first;
    if (g->players[p].lost)
        p = first = rt_next_player(g, p);
    do {        /* starting with the controller, in turn order (CR 701.38a) */
        unsigned answer = 0;
        cardrt_choice c = { .kind = CARDRT_CHOOSE_NAME, .player = p, .source = ctx->item->source,
                            .prompt = "vote", .ncandidates = n, .min = 1, .max = 1, .names = names };
        if (cardrt_choose(g, &c, &answer) != 1 || answer >= n)
            answer = 0;
        ctx->votes[answer]++;
        p = rt_next_player(g, p);
    } while (p != first);
    return CARDRT_OK;
}

int cardrt_fx_votes(const cardrt_ctx *ctx, unsigned k)
{
    return ctx && k < RT_MAX_VOTE_CHOICES ? ctx->votes[k] : 0;
}

int cardrt_fx_choose_action(cardrt_ctx *ctx, unsigned n, const char *prompt)
{
    if (!ctx || n == 0 || n > 32)
        return 0;
    unsigned answers[32];
    cardrt_choice c = { .kind = CARDRT_CHOOSE_MODES, .player = ctx->item->controller,
        .source = ctx->item->source, .prompt = prompt, .ncandidates = n, .min = 1, .max = 1 };
    return cardrt_choose(ctx->g, &c, answers) == 1 ? (int)answers[0] : 0;
}

int cardrt_fx_choose_possible_action(cardrt_ctx *ctx, unsigned n, uint32_t possible, const char *prompt)
{
    if (!ctx || n == 0 || n > 32)
        return -1;
    if (n < 32)
        possible &= (1u << n) - 1;
    if (!possible)
        return -1;              /* none can be done: nothing happens */
    int first = 0;
    while (!(possible & (1u << first)))
        first++;
    if (!(possible & (possible - 1)))
        return first;           /* the only one that can be (CR 413.2c) */
    int k = cardrt_fx_choose_action(ctx, n, prompt);
    return possible & (1u << k) ? k : first;
}

bool cardrt_fx_counters_possible(cardrt_ctx *ctx, int sel, const char *kind, bool remove)
{
    rt_sel *s = rt_sel_at(ctx, sel);
    for (unsigned i = 0; ctx && s && i < s->n; i++) {
        cardrt_ref r = s->items[i];
        if (r.kind == CARDRT_REF_PLAYER) {
            if (!remove || (kind && cardrt_player_counter_count(ctx->g, (unsigned)r.id, kind) > 0))
                return true;
            continue;
        }
        const rt_object *o = rt_obj(ctx->g, r.id);
        if (o && o->zone == CARDRT_BATTLEFIELD && (!remove || (kind && cardrt_counter_count(ctx->g, r.id, kind) > 0)))
            return true;
    }
    return false;
}
