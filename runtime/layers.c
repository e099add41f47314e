/* layers.c — characteristics through the layers of CR 418.5a.
 *
 * Each object starts from its printed characteristics.  Layer 1 applies
 * copy effects: an object's copiable values become another object's (its
 * printed values plus the copy effects on it), abilities included; the
 * static abilities in force are then those of each permanent's copiable
 * values.  Then, layer after layer (control, text, type, other, then P/T in
 * 6a-6e), the changes of every continuous effect in that layer apply:
 * characteristic-defining abilities first, then in timestamp order, except
 * that an effect goes after the effects it depends on.
 *
 * What an effect applies to is fixed in the first layer it has a change in,
 * and kept for its other layers (418.5b); a static ability's is found anew
 * at each recomputation (418.4a), so "white creatures" in layer 6 means
 * white after layer 5.  A static ability exists (and its condition is
 * judged) where it first applies: one whose permanent lost its abilities in
 * an earlier layer, or whose condition fails, does not apply at all, while
 * one that has started keeps applying in its later layers even if its
 * ability is removed meanwhile (418.5b).
 *
 * Dependency (CR 418.5, later rules 613.8): within a layer, B depends on A
 * if applying A would change whether B exists, what it applies to, or what
 * it does, and neither or both come from characteristic-defining abilities.
 * The queries an effect's functions make are recorded by kind (types,
 * colors, P/T...), and each change says which kinds it writes, so only an
 * effect that writes what another reads is tried: its changes are applied
 * to the characteristics and taken back again.  Dependents go after what
 * they depend on; a loop of dependencies falls back to timestamp order.  A
 * layer's dependencies are found once, as it begins.
 *
 * The results are cached until the game changes; the room the computation
 * needs is kept from one recomputation to the next. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rt.h"

struct rt_applied {
    cardrt_id source;
    uint64_t timestamp;
    unsigned seq;               /* the order it was gathered in, after the timestamp */
    const cardrt_change *changes;
    unsigned nchanges;
    const cardrt_static_def *st;    /* a static ability's, or NULL: a resolved effect's */
    const cardrt_id *objects;   /* a resolved effect's objects, locked in (418.3b) */
    unsigned nobjects;
    bool cda;
    unsigned layers;            /* bit L: it has a change in layer L */
    unsigned reads;             /* RT_READ_*: what finding its set and whether it exists read */
    enum { OPEN, STARTED, DEAD } state;
    bool probed;                /* SET holds what it applied to as the layer began */
    size_t set, nset;           /* a static ability's objects: a run of cache->ids */
};

/* One recomputation. */
typedef struct pass {
    const cardrt_game *g;
    rt_cache *c;
    size_t napplied;
    size_t nbf;                 /* cache->ids[0 .. nbf) are the permanents, in id order */
    size_t nids;
    bool ok;
} pass;

static const char *const land_type[5] = { "Plains", "Island", "Swamp", "Mountain", "Forest" };
static const unsigned char same_words[5] = { 0, 1, 2, 3, 4 };

/* Is S a basic land type? */
static bool basic_land_type(const char *s)
{
    for (int i = 0; s && i < 5; i++)
        if (strcasecmp(s, land_type[i]) == 0)
            return true;
    return false;
}

static int layer_of(const cardrt_change *c, bool cda, bool from_static)
{
    switch (c->kind) {
    case CARDRT_COPY: return CARDRT_L1_COPY;
    case CARDRT_SET_CONTROLLER: case CARDRT_SOURCE_CONTROLS: return CARDRT_L2_CONTROL;
    case CARDRT_CHANGE_COLOR_WORD: case CARDRT_CHANGE_LAND_WORD: return CARDRT_L3_TEXT;
    case CARDRT_ADD_TYPES: case CARDRT_SET_TYPES: case CARDRT_ADD_SUBTYPE: case CARDRT_REMOVE_TYPES:
    case CARDRT_SET_SUBTYPE:
        return CARDRT_L4_TYPE;
    case CARDRT_SET_COLORS: case CARDRT_ADD_COLORS: case CARDRT_ADD_KEYWORDS:
    case CARDRT_REMOVE_KEYWORDS: case CARDRT_LOSE_ABILITIES: case CARDRT_ADD_ABILITIES:
    case CARDRT_FORBID_KEYWORDS:
        return CARDRT_L5_OTHER;
    case CARDRT_SET_PT: return cda ? CARDRT_L6A_CDA : CARDRT_L6B_SET;
    case CARDRT_MODIFY_PT: return from_static ? CARDRT_L6D_STATIC_MODIFY : CARDRT_L6B_SET;
    case CARDRT_SWITCH_PT: return CARDRT_L6E_SWITCH;
    case CARDRT_RULE_CHANGE: return CARDRT_LAYER_COUNT;     /* no layer (rules.c) */
    }
    return CARDRT_L5_OTHER;
}

/* What applying C changes, as queries read it. */
static unsigned writes_of(const cardrt_change *c)
{
    switch (c->kind) {
    case CARDRT_COPY: return RT_READ_ALL;
    case CARDRT_SET_CONTROLLER: case CARDRT_SOURCE_CONTROLS: return RT_READ_CONTROLLER;
    case CARDRT_CHANGE_COLOR_WORD: return RT_READ_TEXT | RT_READ_KEYWORDS;
    case CARDRT_CHANGE_LAND_WORD: return RT_READ_TEXT | RT_READ_KEYWORDS | RT_READ_SUBTYPES;
    case CARDRT_ADD_TYPES: return RT_READ_TYPES;
    case CARDRT_SET_TYPES: case CARDRT_REMOVE_TYPES: return RT_READ_TYPES | RT_READ_SUBTYPES;
    case CARDRT_ADD_SUBTYPE: return RT_READ_SUBTYPES;
    case CARDRT_SET_SUBTYPE:    /* a basic land type takes abilities away (CR 305.7); the type
                                 * chosen for the source may be one */
        return RT_READ_SUBTYPES | (basic_land_type(c->subtype) || (!c->subtype && c->value == CARDRT_CHOSEN)
                                   ? RT_READ_KEYWORDS | RT_READ_ABILITIES : 0);
    case CARDRT_SET_COLORS: case CARDRT_ADD_COLORS: return RT_READ_COLORS;
    case CARDRT_ADD_KEYWORDS: case CARDRT_REMOVE_KEYWORDS: case CARDRT_FORBID_KEYWORDS: return RT_READ_KEYWORDS;
    case CARDRT_LOSE_ABILITIES: return RT_READ_KEYWORDS | RT_READ_ABILITIES;
    case CARDRT_ADD_ABILITIES: return RT_READ_ABILITIES;
    case CARDRT_SET_PT: case CARDRT_MODIFY_PT: case CARDRT_SWITCH_PT: return RT_READ_PT;
    case CARDRT_RULE_CHANGE: return 0;
    }
    return RT_READ_ALL;
}

static unsigned writes_in(const rt_applied *a, int layer)
{
    unsigned w = 0;
    for (unsigned k = 0; k < a->nchanges; k++)
        if (layer_of(&a->changes[k], a->cda, a->st != NULL) == layer)
            w |= writes_of(&a->changes[k]);
    return w;
}

/* Is A a static ability that has not started to apply (its existence and
 * its set still to be found)? */
static bool is_open(const rt_applied *a)
{
    return a->st && a->state == OPEN;
}

/* Does what A does in LAYER depend on the game (a copy's original, a P/T
 * computed by a function)?  Then what it reads is anything. */
static bool computed_in(const rt_applied *a, int layer)
{
    for (unsigned k = 0; k < a->nchanges; k++) {
        const cardrt_change *c = &a->changes[k];
        if (layer_of(c, a->cda, a->st != NULL) == layer
            && (c->kind == CARDRT_COPY || c->kind == CARDRT_SOURCE_CONTROLS || c->pt_fn))
            return true;
    }
    return false;
}

/* ---- applying one change ------------------------------------------------------ */

/* The subtypes that belong to a card type other than creature (CR 205.3);
 * any other is a creature type, or a planeswalker's on a planeswalker. */
static unsigned subtype_type(const char *s, const cardrt_card_def *d)
{
    static const struct {
        unsigned type;
        const char *names;
    } kinds[] = {
        { CARDRT_LAND, "|Plains|Island|Swamp|Mountain|Forest|Desert|Gate|Lair|Locus|Mine|"
                       "Power-Plant|Tower|Urza's|Cave|Sphere|Town|" },
        { CARDRT_ARTIFACT, "|Equipment|Vehicle|Fortification|Clue|Food|Treasure|Gold|Blood|"
                           "Powerstone|Map|Incubator|Attraction|Contraption|Bobblehead|Junk|"
                           "Spacecraft|Lander|" },
        { CARDRT_ENCHANTMENT, "|Aura|Cartouche|Curse|Saga|Shrine|Class|Case|Room|Rune|Background|"
                              "Role|Shard|" },
        { CARDRT_INSTANT | CARDRT_SORCERY, "|Arcane|Trap|Adventure|Lesson|Omen|" },
        { CARDRT_PLANESWALKER, "|Ajani|Aminatou|Angrath|Arlinn|Ashiok|Bahamut|Basri|Bolas|Calix|"
                               "Chandra|Comet|Dack|Dakkon|Daretti|Davriel|Dihada|Domri|Dovin|"
                               "Ellywick|Elminster|Elspeth|Estrid|Freyalise|Garruk|Gideon|Grist|"
                               "Guff|Huatli|Jace|Jared|Jaya|Jeska|Kaito|Karn|Kasmina|Kaya|Kiora|"
                               "Koth|Liliana|Lolth|Lukka|Minsc|Mordenkainen|Nahiri|Narset|Niko|"
                               "Nissa|Nixilis|Oko|Quintorius|Ral|Rowan|Saheeli|Samut|Sarkhan|"
                               "Serra|Sivitri|Sorin|Szat|Tamiyo|Tasha|Teferi|Teyo|Tezzeret|"
                               "Tibalt|Tyvar|Ugin|Urza|Venser|Vivien|Vraska|Vronos|Will|"
                               "Windgrace|Wrenn|Xenagos|Yanggu|Yanling|Zariel|" },
    };
    size_t n = strlen(s);
    for (size_t i = 0; n && i < sizeof kinds / sizeof *kinds; i++)    /* "forest" is "Forest" */
        for (const char *p = strchr(kinds[i].names, '|'); p && p[1]; p = strchr(p + 1, '|'))
            if (strncasecmp(p + 1, s, n) == 0 && p[1 + n] == '|')
                return kinds[i].type;
    bool walker = (d->types & CARDRT_PLANESWALKER) && !(d->types & CARDRT_CREATURE);
    return walker ? CARDRT_PLANESWALKER : CARDRT_CREATURE;
}

/* The card types whose subtype S is: a creature type is a Kindred card's
 * too (CR 205.3d, 308.3). */
static unsigned subtype_owner(const char *s, const cardrt_card_def *d)
{
    unsigned t = subtype_type(s, d);
    return t == CARDRT_CREATURE ? CARDRT_CREATURE | CARDRT_KINDRED : t;
}

/* The copiable values of D (layer 1). */
static void set_copiable(rt_chars *ch, const cardrt_card_def *d)
{
    ch->def = d;
    ch->colors = d->colors;
    ch->types = d->types;
    ch->keywords = d->keywords;
    ch->power = ch->base_power = d->power;
    ch->toughness = ch->base_toughness = d->toughness;
    memcpy(ch->subtypes, d->subtypes, sizeof ch->subtypes);
}

static unsigned count_subtypes(const rt_chars *ch)
{
    unsigned n = 0;
    while (n < CARDRT_MAX_SUBTYPES && ch->subtypes[n])
        n++;
    return n;
}

bool rt_has_subtype(const rt_chars *ch, const char *name)
{
    /* Changeling (CR 702.73a in later rules): a characteristic-defining
     * ability, "this object is every creature type", in every zone; as a
     * copiable value it holds whatever later layers do to its abilities. */
    if (ch->def && (ch->def->keywords & CARDRT_KW(CARDRT_KW_CHANGELING))
        && subtype_type(name, ch->def) == CARDRT_CREATURE)
        return true;
    for (unsigned i = 0; i < CARDRT_MAX_SUBTYPES && ch->subtypes[i]; i++)
        if (strcasecmp(ch->subtypes[i], name) == 0)
            return true;
    return false;
}

/* SUBTYPE added to CH's subtypes, unless it has it (or all of them, or NULL) */
static void add_subtype(rt_chars *ch, const char *subtype)
{
    unsigned n = count_subtypes(ch);
    if (subtype && n < CARDRT_MAX_SUBTYPES && !rt_has_subtype(ch, subtype))
        ch->subtypes[n] = subtype;
}

/* A word of CARDRT_WORDS: one of the five bits, as an index (-1: not one). */
static int word_index(int bits)
{
    return bits > 0 && bits < 32 && __builtin_popcount((unsigned)bits) == 1 ? __builtin_ctz((unsigned)bits)
                                                                            : -1;
}

/* Layer 3: the word FROM of CH's text now reads TO (FROM, TO: indexes of
 * the five colors or basic land types); KW0 is the first of the five
 * keywords that name them (protection from white, plainswalk). */
static void change_word(rt_chars *ch, unsigned char words[5], int value, cardrt_keyword kw0)
{
    int from = word_index(value & 0xff), to = word_index((value >> 8) & 0xff);
    if (from < 0 || to < 0 || from > 4 || to > 4)
        return;
    for (int i = 0; i < 5; i++)
        if (words[i] == from)
            words[i] = (unsigned char)to;
    uint64_t f = CARDRT_KW(kw0 + from), t = CARDRT_KW(kw0 + to);
    if (ch->keywords & f)
        ch->keywords = (ch->keywords & ~f) | t;
}

/* CR 305.7 (of the current rules): an effect that sets a land's subtype to
 * a basic land type takes away the abilities of its rules text (and those
 * an earlier layer gave it); the mana abilities of its land types stay
 * (rt_basic_land_ability). */
static void lose_text_abilities(rt_chars *ch)
{
    ch->keywords = 0;
    ch->lost_abilities = true;
    ch->ngranted = 0;
}

/* The subtype change C gives: its own, or with CARDRT_CHOSEN the type
 * chosen for SOURCE as it entered (NULL while none is). */
static const char *subtype_of(const cardrt_game *g, const cardrt_change *c, cardrt_id source)
{
    return !c->subtype && c->value == CARDRT_CHOSEN ? cardrt_chosen_type(g, source) : c->subtype;
}

/* CH's card types become TYPES, and it loses the subtypes of the types it
 * no longer has (CR 205.1b). */
static void set_types(rt_chars *ch, unsigned types)
{
    ch->types = types;
    unsigned k = 0, n = count_subtypes(ch);
    for (unsigned i = 0; i < n; i++)
        if (subtype_owner(ch->subtypes[i], ch->def) & ch->types)
            ch->subtypes[k++] = ch->subtypes[i];
    while (k < n)
        ch->subtypes[k++] = NULL;
}
static void apply(const cardrt_game *g, const cardrt_change *c, cardrt_id source, cardrt_id id,
                  rt_chars *ch)
{
    switch (c->kind) {
    case CARDRT_COPY:   /* with exceptions, the definition made as the effect began (cardrt_fx_effect) */
        if (c->value > 0 && (size_t)c->value <= g->nobjs && c->value != id)
            set_copiable(ch, c->abilities ? c->abilities : g->cache->chars[c->value - 1].def);
        break;
    case CARDRT_SET_CONTROLLER:
        if ((unsigned)c->value < g->nplayers)
            ch->controller = (unsigned)c->value;
        break;
    case CARDRT_SOURCE_CONTROLS:    /* the source's controller as layer 2 has it so far */
        if (source > 0 && (size_t)source <= g->nobjs)
            ch->controller = g->cache->chars[source - 1].controller;
        break;
    case CARDRT_CHANGE_COLOR_WORD:
        change_word(ch, ch->color_word, c->value, CARDRT_KW_PROT_WHITE);
        break;
    case CARDRT_CHANGE_LAND_WORD: {
        int from = word_index(c->value & 0xff), to = word_index((c->value >> 8) & 0xff);
        for (unsigned i = 0; from >= 0 && from < 5 && to >= 0 && to < 5 && i < count_subtypes(ch); i++)
            if (strcmp(ch->subtypes[i], land_type[from]) == 0)
                ch->subtypes[i] = land_type[to];
        change_word(ch, ch->land_word, c->value, CARDRT_KW_PLAINSWALK);
        break;
    }
    case CARDRT_ADD_TYPES:
        ch->types |= (unsigned)c->value;
        break;
    case CARDRT_SET_TYPES:      /* and the subtypes of the types it no longer has */
    case CARDRT_REMOVE_TYPES:
        set_types(ch, c->kind == CARDRT_SET_TYPES ? (unsigned)c->value : ch->types & ~(unsigned)c->value);
        break;
    case CARDRT_SET_SUBTYPE: {  /* CR 205.1a: the old ones of its kind go */
        const char *subtype = subtype_of(g, c, source);
        unsigned kind = subtype ? subtype_type(subtype, ch->def) : 0, k = 0, n = count_subtypes(ch);
        for (unsigned i = 0; kind && i < n; i++)
            if (subtype_type(ch->subtypes[i], ch->def) != kind)
                ch->subtypes[k++] = ch->subtypes[i];
        while (kind && k < n)
            ch->subtypes[k++] = NULL;
        add_subtype(ch, subtype);
        if (basic_land_type(subtype))
            lose_text_abilities(ch);
        break;
    }
    case CARDRT_ADD_SUBTYPE:
        add_subtype(ch, subtype_of(g, c, source));
        break;
    case CARDRT_SET_COLORS:     /* CARDRT_CHOSEN: the color chosen for the source, once one is */
        if (c->value != CARDRT_CHOSEN)
            ch->colors = (unsigned)c->value;
        else if (cardrt_chosen_color(g, source))
            ch->colors = cardrt_chosen_color(g, source);
        break;
    case CARDRT_ADD_COLORS:
        ch->colors |= (unsigned)c->value;
        break;
    case CARDRT_LOSE_ABILITIES:
        lose_text_abilities(ch);
        ch->lost_land_mana = true;
        break;
    case CARDRT_ADD_ABILITIES:
        if (c->abilities && ch->ngranted < RT_MAX_GRANTED) {
            ch->granters[ch->ngranted] = source;
            ch->granted[ch->ngranted++] = c->abilities;
        }
        break;
    case CARDRT_ADD_KEYWORDS:
        ch->keywords |= c->keywords & ~ch->forbidden;
        break;
    case CARDRT_REMOVE_KEYWORDS:
        ch->keywords &= ~c->keywords;
        break;
    case CARDRT_FORBID_KEYWORDS:    /* before or after the effects that grant them */
        ch->forbidden |= c->keywords;
        ch->keywords &= ~c->keywords;
        break;
    case CARDRT_SET_PT:
        if (c->pt_fn) {
            c->pt_fn(g, source, id, &ch->power, &ch->toughness);
        } else {
            if (c->value != CARDRT_SET_TOUGHNESS_ONLY)
                ch->power = c->power;
            if (c->value != CARDRT_SET_POWER_ONLY)
                ch->toughness = c->toughness;
        }
        ch->base_power = ch->power;
        ch->base_toughness = ch->toughness;
        break;
    case CARDRT_MODIFY_PT:
        if (c->pt_fn) {
            int p = 0, t = 0;
            c->pt_fn(g, source, id, &p, &t);
            ch->power = rt_sat_add(ch->power, p);
            ch->toughness = rt_sat_add(ch->toughness, t);
        } else {
            ch->power = rt_sat_add(ch->power, c->power);
            ch->toughness = rt_sat_add(ch->toughness, c->toughness);
        }
        break;
    case CARDRT_SWITCH_PT: {
        int p = ch->power;
        ch->power = ch->toughness;
        ch->toughness = p;
        break;
    }
    case CARDRT_RULE_CHANGE:    /* no characteristic (never in a layer) */
        break;
    }
}

/* ---- the effects in force ---------------------------------------------------- */

static bool room_for(pass *p, size_t n)
{
    rt_cache *c = p->c;
    if (!rt_grow((void **)&c->applied, &c->capapplied, p->napplied + n, sizeof *c->applied))
        p->ok = false;
    return p->ok;
}

static rt_applied *add_applied(pass *p, cardrt_id source, uint64_t timestamp, const cardrt_change *changes,
                               unsigned nchanges, const cardrt_static_def *st)
{
    rt_applied *a = &p->c->applied[p->napplied];
    *a = (rt_applied){ .source = source, .timestamp = timestamp, .seq = (unsigned)p->napplied,
                       .changes = changes, .nchanges = nchanges, .st = st, .cda = st && st->cda };
    for (unsigned k = 0; k < nchanges; k++) {
        int layer = layer_of(&changes[k], a->cda, st != NULL);
        if (layer < CARDRT_LAYER_COUNT)
            a->layers |= 1u << layer;
    }
    if (a->layers)
        p->napplied++;
    return a;
}

/* The static abilities of permanent ID's copiable values (418.4b). */
static void add_statics(pass *p, cardrt_id id)
{
    const cardrt_card_def *d = p->c->chars[id - 1].def;
    const rt_object *o = &p->g->objs[id - 1];
    if (!room_for(p, d->nstatics))
        return;
    for (unsigned s = 0; s < d->nstatics; s++)
        if (!rt_static_kept(p->g, id, &d->statics[s]))
            add_applied(p, id, o->timestamp, d->statics[s].changes, d->statics[s].nchanges, &d->statics[s]);
}

/* A card's characteristic-defining abilities of its own in the zones but
 * the battlefield (CR 604.3: they function in all zones): "Crackling
 * Drake's power is equal to ..." in a hand, a graveyard, on the stack. */
static void add_cdas(pass *p, cardrt_id id)
{
    const cardrt_card_def *d = p->c->chars[id - 1].def;
    if (!room_for(p, d->nstatics))
        return;
    for (unsigned s = 0; s < d->nstatics; s++) {
        const cardrt_static_def *st = &d->statics[s];
        if (st->cda && !st->affects && !st->condition)
            add_applied(p, id, p->g->objs[id - 1].timestamp, st->changes, st->nchanges, st);
    }
}

static bool before(const rt_applied *a, const rt_applied *b)
{
    if (a->cda != b->cda)
        return a->cda;
    return a->timestamp != b->timestamp ? a->timestamp < b->timestamp : a->seq < b->seq;
}

/* Characteristic-defining abilities first, then timestamp order (the
 * list is nearly in order already: insertion sort). */
static void sort_applied(pass *p)
{
    rt_applied *list = p->c->applied;
    for (size_t i = 1; i < p->napplied; i++) {
        rt_applied t = list[i];
        size_t j = i;
        for (; j > 0 && before(&t, &list[j - 1]); j--)
            list[j] = list[j - 1];
        list[j] = t;
    }
}

/* Every continuous effect in force: resolved effects, and the static
 * abilities of permanents on the battlefield and of emblems in the command
 * zone (CR 114.4), each with its object's timestamp. */
static void gather(pass *p)
{
    const cardrt_game *g = p->g;
    if (!room_for(p, g->neffects))
        return;
    for (size_t i = 0; i < g->neffects; i++) {
        const rt_effect *e = &g->effects[i];
        if (rt_effect_lapsed(g, e, false))
            continue;
        rt_applied *a = add_applied(p, e->source, e->timestamp, e->changes, e->nchanges, NULL);
        a->objects = e->objects;
        a->nobjects = e->nobjects;
    }
    for (size_t i = 0; i < p->nbf; i++)
        add_statics(p, p->c->ids[i]);
    for (size_t i = 0; i < g->nobjs; i++)
        if (g->objs[i].zone == CARDRT_COMMAND)
            add_statics(p, (cardrt_id)(i + 1));
        else if (g->objs[i].zone != CARDRT_BATTLEFIELD && g->objs[i].zone != CARDRT_NOWHERE)
            add_cdas(p, (cardrt_id)(i + 1));
    sort_applied(p);
}

/* After layer 1: a permanent that became a copy has the static abilities
 * of what it copies, not its own. */
static void regather_copies(pass *p)
{
    const cardrt_game *g = p->g;
    rt_cache *c = p->c;
    size_t k = 0;
    for (size_t i = 0; i < p->napplied; i++) {
        const rt_applied *a = &c->applied[i];
        if (!a->st || c->chars[a->source - 1].def == g->objs[a->source - 1].def)
            c->applied[k++] = *a;
    }
    if (k == p->napplied) {
        bool copied = false;
        for (size_t i = 0; i < p->nbf && !copied; i++)
            copied = c->chars[c->ids[i] - 1].def != g->objs[c->ids[i] - 1].def;
        if (!copied)
            return;
    }
    p->napplied = k;
    for (size_t i = 0; i < p->nbf; i++) {
        cardrt_id id = c->ids[i];
        if (c->chars[id - 1].def != g->objs[id - 1].def)
            add_statics(p, id);
    }
    sort_applied(p);
}

/* ---- what an effect applies to, and whether it exists ----------------------------- */

static const cardrt_id *set_of(const pass *p, const rt_applied *a, size_t *n)
{
    if (!a->st) {
        *n = a->nobjects;
        return a->objects;
    }
    *n = a->nset;
    return p->c->ids + a->set;
}

/* The permanents static ability A affects now (418.4a). */
static void find_set(pass *p, rt_applied *a)
{
    rt_cache *c = p->c;
    if (!rt_grow((void **)&c->ids, &c->capids, p->nids + p->nbf + 1, sizeof *c->ids)) {
        p->ok = false;
        a->nset = 0;
        return;
    }
    cardrt_affects_fn affects = a->st->affects;
    a->set = p->nids;
    if (p->g->objs[a->source - 1].zone != CARDRT_BATTLEFIELD && p->g->objs[a->source - 1].zone != CARDRT_COMMAND) {
        c->ids[p->nids++] = a->source;  /* a CDA of a card elsewhere (add_cdas): itself */
        a->nset = 1;
        return;
    }
    for (size_t i = 0; i < p->nbf; i++) {
        cardrt_id id = c->ids[i];
        if (affects ? affects(p->g, a->source, id) : id == a->source)
            c->ids[p->nids++] = id;
    }
    a->nset = p->nids - a->set;
}

/* Does A exist at this point: is its ability still its permanent's, and
 * does its condition hold?  (A resolved effect exists.) */
static bool exists(const pass *p, const rt_applied *a)
{
    if (!a->st)
        return true;
    if (p->c->chars[a->source - 1].lost_abilities)
        return false;
    return !a->st->condition || a->st->condition(p->g, a->source);
}

/* Where A stands as a layer begins: whether it exists, its set, and what
 * that read. */
static void probe(pass *p, rt_applied *a)
{
    p->c->reads = 0;
    exists(p, a);
    find_set(p, a);
    a->reads = p->c->reads | RT_READ_ABILITIES;
    a->probed = true;
}

static void apply_layer(const pass *p, const rt_applied *a, int layer)
{
    size_t n;
    const cardrt_id *set = set_of(p, a, &n);
    rt_chars *chars = p->c->chars;
    for (unsigned k = 0; k < a->nchanges; k++) {
        const cardrt_change *c = &a->changes[k];
        if (layer_of(c, a->cda, a->st != NULL) != layer)
            continue;
        if (c->kind == CARDRT_MODIFY_PT && !c->pt_fn) {     /* the common case, in one loop */
            for (size_t i = 0; i < n; i++) {
                rt_chars *ch = &chars[set[i] - 1];
                ch->power = rt_sat_add(ch->power, c->power);
                ch->toughness = rt_sat_add(ch->toughness, c->toughness);
            }
            continue;
        }
        for (size_t i = 0; i < n; i++)
            apply(p->g, c, a->source, set[i], &chars[set[i] - 1]);
    }
}

/* ---- dependency ------------------------------------------------------------------ */

/* What B does in LAYER, where that is computed: the copiable values a
 * copy takes, the P/T a function gives each object.  N values at most. */
static size_t results(const pass *p, const rt_applied *b, int layer, intptr_t *out, size_t n)
{
    size_t k = 0, nset;
    const cardrt_id *set = set_of(p, b, &nset);
    for (unsigned i = 0; i < b->nchanges; i++) {
        const cardrt_change *c = &b->changes[i];
        if (layer_of(c, b->cda, b->st != NULL) != layer)
            continue;
        if (c->kind == CARDRT_COPY && k < n)
            out[k++] = c->abilities ? (intptr_t)c->abilities
                     : c->value > 0 && (size_t)c->value <= p->g->nobjs ? (intptr_t)p->c->chars[c->value - 1].def : 0;
        for (size_t j = 0; c->pt_fn && j < nset && k + 2 <= n; j++) {
            int pw = 0, t = 0;
            c->pt_fn(p->g, b->source, set[j], &pw, &t);
            out[k++] = pw;
            out[k++] = t;
        }
    }
    return k;
}

/* What another effect in LAYER could change for A, as queries read it. */
static unsigned reads_in(const rt_applied *a, int layer)
{
    return (is_open(a) ? a->reads : 0) | (computed_in(a, layer) ? RT_READ_ALL : 0);
}

/* Does B depend on A in LAYER: would applying A change whether B exists,
 * what it applies to, or what it does? */
static bool depends(pass *p, rt_applied *b, rt_applied *a, int layer)
{
    if (a->state == OPEN && !exists(p, a))
        return false;           /* A would do nothing */
    rt_cache *c = p->c;
    size_t n = p->g->nobjs, nvals = 2 * n + b->nchanges + 2, na;
    const cardrt_id *aset = set_of(p, a, &na);
    if (!rt_grow((void **)&c->saved, &c->capsaved, na ? na : 1, sizeof *c->saved)) {
        p->ok = false;
        return false;
    }
    intptr_t *vals = malloc(2 * nvals * sizeof *vals);
    if (!vals) {
        p->ok = false;
        return false;
    }
    bool open = is_open(b);
    bool was = open && exists(p, b);
    size_t set = b->set, nset = b->nset;
    size_t nbefore = results(p, b, layer, vals, nvals);
    for (size_t i = 0; i < na; i++)     /* A changes only what it applies to */
        c->saved[i] = c->chars[aset[i] - 1];
    apply_layer(p, a, layer);
    bool changed = open && exists(p, b) != was;
    if (open && !changed) {
        find_set(p, b);
        changed = b->nset != nset
               || memcmp(c->ids + b->set, c->ids + set, nset * sizeof *c->ids) != 0;
        p->nids = b->set;       /* the probe's set stands */
        b->set = set;
        b->nset = nset;
    }
    if (!changed) {
        size_t nafter = results(p, b, layer, vals + nvals, nvals);
        changed = nafter != nbefore || memcmp(vals, vals + nvals, nafter * sizeof *vals) != 0;
    }
    aset = set_of(p, a, &na);   /* B's sets may have moved the runs */
    for (size_t i = 0; i < na; i++)
        c->chars[aset[i] - 1] = c->saved[i];
    free(vals);
    return changed;
}

/* The order to apply IN[0..K) in: timestamp order (IN's), except that an
 * effect goes after the effects it depends on; a loop of dependencies
 * falls back to timestamp order (613.8b in later rules). */
static void order_layer(pass *p, rt_applied **in, size_t k, int layer)
{
    unsigned written = 0, read = 0;
    for (size_t i = 0; i < k; i++) {
        rt_applied *a = in[i];
        written |= writes_in(a, layer);
        if (is_open(a))
            probe(p, a);
        read |= reads_in(a, layer);
    }
    if (!(written & read))
        return;                 /* nothing here changes what another looks at */
    rt_cache *c = p->c;
    size_t need = k * k + k;
    if (!rt_grow((void **)&c->order, &c->caporder, need, 1)) {
        p->ok = false;
        return;
    }
    unsigned char *dep = c->order, *done = c->order + k * k;   /* dep[a * k + b]: B depends on A */
    memset(dep, 0, need);
    bool any = false;
    for (size_t j = 0; j < k && p->ok; j++) {
        rt_applied *b = in[j];
        unsigned r = reads_in(b, layer);
        if (!(r & written))
            continue;
        for (size_t i = 0; i < k && p->ok; i++)
            if (i != j && in[i]->cda == b->cda && (writes_in(in[i], layer) & r)
                && depends(p, b, in[i], layer))
                dep[i * k + j] = any = 1;
    }
    if (!any)
        return;
    rt_applied **out = malloc(k * sizeof *out);
    if (!out) {
        p->ok = false;
        return;
    }
    for (size_t n = 0; n < k; n++) {
        size_t pick = k;
        for (size_t j = 0; j < k && pick == k; j++) {
            if (done[j])
                continue;
            bool waits = false;
            for (size_t i = 0; i < k && !waits; i++)
                waits = !done[i] && dep[i * k + j];
            if (!waits)
                pick = j;
        }
        for (size_t j = 0; j < k && pick == k; j++)     /* a loop: the earliest */
            if (!done[j])
                pick = j;
        done[pick] = 1;
        out[n] = in[pick];
    }
    memcpy(in, out, k * sizeof *in);
    free(out);
}

static void run_layer(pass *p, rt_applied **in, int layer)
{
    size_t k = 0;
    for (size_t e = 0; e < p->napplied; e++) {
        rt_applied *a = &p->c->applied[e];
        if ((a->layers & (1u << layer)) && a->state != DEAD)
            in[k++] = a;
    }
    if (k >= 2)
        order_layer(p, in, k, layer);
    unsigned written = 0;
    for (size_t e = 0; e < k && p->ok; e++) {
        rt_applied *a = in[e];
        if (a->state == OPEN) {
            /* It starts here: does it exist, and what does it apply to
             * (fixed now for its later layers too, 418.5b)? */
            if (!exists(p, a)) {
                a->state = DEAD;
                continue;
            }
            if (a->st && !(a->probed && !(written & a->reads)))
                find_set(p, a);
            a->state = STARTED;
        }
        apply_layer(p, a, layer);
        written |= writes_in(a, layer);
    }
    for (size_t e = 0; e < k; e++)
        in[e]->probed = false;
}

/* The power and toughness change a counter named NAME makes: "+1/+0",
 * "-0/-1" (one digit each, signed); false for any other name. */
static bool pt_counter(const char *name, int *p, int *t)
{
    if (!name || (name[0] != '+' && name[0] != '-') || name[1] < '0' || name[1] > '9' || name[2] != '/'
        || (name[3] != '+' && name[3] != '-') || name[4] < '0' || name[4] > '9' || name[5])
        return false;
    *p = (name[0] == '-' ? -1 : 1) * (name[1] - '0');
    *t = (name[3] == '-' ? -1 : 1) * (name[4] - '0');
    return true;
}

/* Layer 6c: +1/+1 and -1/-1 counters, and the older kinds that change
 * power and toughness ("+1/+0"), on every object or ONLY one. */
static void counters_layer(const cardrt_game *g, cardrt_id only)
{
    for (size_t i = 0; i < g->ncounters; i++) {
        const rt_counter *k = &g->counters[i];
        if (k->on.kind != CARDRT_REF_OBJECT || k->last || (only && k->on.id != only))
            continue;
        int dp, dt;
        if (k->kind == RT_COUNTER_PLUS || k->kind == RT_COUNTER_MINUS)
            dp = dt = k->kind == RT_COUNTER_PLUS ? 1 : -1;
        else if (k->kind < RT_COUNTER_BUILTIN || !pt_counter(rt_counter_name(g, k->kind), &dp, &dt))
            continue;
        long long p = (long long)dp * k->n, t = (long long)dt * k->n;   /* |d| <= 9: no overflow */
        rt_chars *ch = &g->cache->chars[k->on.id - 1];
        ch->power = rt_sat_add(ch->power, p > INT_MAX ? INT_MAX : p < INT_MIN ? INT_MIN : (int)p);
        ch->toughness = rt_sat_add(ch->toughness, t > INT_MAX ? INT_MAX : t < INT_MIN ? INT_MIN : (int)t);
    }
}

/* The keyword a keyword counter named NAME gives (CR 122.1b in later
 * rules: a permanent with a flying counter on it has flying), or
 * CARDRT_KW_COUNT for another name.  The same list as the compiler's
 * (ir_counter_kind). */
static cardrt_keyword counter_keyword(const char *name)
{
    static const struct { const char *name; cardrt_keyword kw; } kws[] = {
        { "flying", CARDRT_KW_FLYING }, { "first strike", CARDRT_KW_FIRST_STRIKE },
        { "double strike", CARDRT_KW_DOUBLE_STRIKE }, { "deathtouch", CARDRT_KW_DEATHTOUCH },
        { "haste", CARDRT_KW_HASTE }, { "hexproof", CARDRT_KW_HEXPROOF },
        { "indestructible", CARDRT_KW_INDESTRUCTIBLE }, { "lifelink", CARDRT_KW_LIFELINK },
        { "menace", CARDRT_KW_MENACE }, { "reach", CARDRT_KW_REACH }, { "trample", CARDRT_KW_TRAMPLE },
        { "vigilance", CARDRT_KW_VIGILANCE },
    };
    for (size_t i = 0; name && i < sizeof kws / sizeof *kws; i++)
        if (strcmp(name, kws[i].name) == 0)
            return kws[i].kw;
    return CARDRT_KW_COUNT;
}

/* Layer 5 (abilities): keyword counters give their keyword to the
 * permanent they are on, on every object or ONLY one; applied before the
 * continuous effects of the layer, as if older than each of them. */
static void keyword_counters(const cardrt_game *g, cardrt_id only)
{
    for (size_t i = 0; i < g->ncounters; i++) {
        const rt_counter *k = &g->counters[i];
        if (k->on.kind != CARDRT_REF_OBJECT || k->last || (only && k->on.id != only)
            || k->kind < RT_COUNTER_BUILTIN)
            continue;
        cardrt_keyword kw = counter_keyword(rt_counter_name(g, k->kind));
        if (kw < CARDRT_KW_COUNT)
            g->cache->chars[k->on.id - 1].keywords |= CARDRT_KW(kw);
    }
}

/* A face-down spell or permanent (CR 708.2a in later rules): a 2/2
 * creature with no text, no name, no subtypes and no mana cost. */
const cardrt_card_def rt_face_down = { .name = "", .types = CARDRT_CREATURE, .has_pt = true, .power = 2,
                                       .toughness = 2 };

/* A card exiled face down: no characteristics (CR 406.3a of the current rules). */
static const cardrt_card_def no_characteristics = { .name = "" };

/* An object's characteristics before any continuous effect. */
static void init_chars(rt_chars *ch, const rt_object *o)
{
    set_copiable(ch, o->face_down ? (o->zone == CARDRT_EXILE ? &no_characteristics : &rt_face_down)
                                  : o->entered_as ? o->entered_as : o->def);
    if (o->bestowed) {          /* 702.103b: an Aura enchantment, no creature */
        ch->types = (ch->types & ~(unsigned)CARDRT_CREATURE) | CARDRT_ENCHANTMENT;
        memset(ch->subtypes, 0, sizeof ch->subtypes);
        ch->subtypes[0] = "Aura";
    }
    /* Reconfigure (702.151b of the current rules): attached to a creature,
     * it stops being a creature until it becomes unattached */
    if (o->zone == CARDRT_BATTLEFIELD && o->attached_to && rt_reconfigures(ch->def))
        set_types(ch, ch->types & ~(unsigned)CARDRT_CREATURE);
    ch->gone = o->zone == CARDRT_NOWHERE;
    ch->controller = o->base_controller;
    ch->lost_abilities = ch->lost_land_mana = false;
    ch->forbidden = 0;
    ch->ngranted = 0;
    memcpy(ch->color_word, same_words, 5);
    memcpy(ch->land_word, same_words, 5);
}

/* Out of line: queries stay small. */
static __attribute__((noinline)) void compute(const cardrt_game *g)
{
    rt_cache *c = g->cache;
    if (!rt_grow((void **)&c->chars, &c->cap, g->nobjs ? g->nobjs : 1, sizeof *c->chars))
        return;                 /* keep the old values: queries stay defined */
    c->computing = true;
    pass p = { g, c, 0, 0, 0, true };
    bool room = rt_grow((void **)&c->ids, &c->capids, g->nobjs ? g->nobjs : 1, sizeof *c->ids);
    for (size_t i = 0; i < g->nobjs; i++) {     /* every one, whatever fails next */
        init_chars(&c->chars[i], &g->objs[i]);
        if (room && g->objs[i].zone == CARDRT_BATTLEFIELD)
            c->ids[p.nbf++] = (cardrt_id)(i + 1);
    }
    p.nids = p.nbf;
    p.ok = room;
    if (p.ok)
        gather(&p);
    for (int layer = 0; p.ok && layer < CARDRT_LAYER_COUNT; layer++) {
        if (layer == CARDRT_L6C_COUNTERS) {
            counters_layer(g, 0);
            continue;
        }
        if (layer == CARDRT_L5_OTHER)
            keyword_counters(g, 0);
        if (!rt_grow((void **)&c->in, &c->capin, p.napplied ? p.napplied : 1, sizeof *c->in)) {
            p.ok = false;
            break;
        }
        run_layer(&p, c->in, layer);
        if (layer == CARDRT_L1_COPY && g->copies)
            regather_copies(&p);
    }
    c->effects = p.napplied > 0 || g->neffects > 0;
    c->computing = false;
    c->dirty = !p.ok;
}

void rt_touch_object(const cardrt_game *g, cardrt_id obj)
{
    rt_cache *c = g->cache;
    const rt_object *o = &g->objs[obj - 1];
    if (c->dirty)
        return;
    /* With no continuous effect, an object's characteristics are its own
     * business; one that brings static abilities brings effects. */
    if (c->effects || g->copies || o->def->nstatics || (size_t)obj > c->cap) {
        c->dirty = true;
        return;
    }
    init_chars(&c->chars[obj - 1], o);
    keyword_counters(g, obj);
    counters_layer(g, obj);
}

void rt_touch_state(const cardrt_game *g)
{
    if (g->cache->effects)
        g->cache->dirty = true;     /* effects may look at it ("as long as it's tapped") */
}

void rt_cache_free(rt_cache *c)
{
    if (!c)
        return;
    free(c->chars);
    free(c->applied);
    free(c->ids);
    free(c->saved);
    free(c->order);
    free(c->in);
    free(c);
}

/* ---- queries ------------------------------------------------------------------------ */

const rt_chars *rt_chars_of(const cardrt_game *g, cardrt_id id, unsigned what)
{
    if (!g || id <= 0 || (size_t)id > g->nobjs)
        return NULL;
    rt_cache *c = g->cache;
    c->reads |= what;
    if (__builtin_expect(c->dirty && !c->computing, 0))
        compute(g);
    /* Every entry below the capacity has been computed once: the capacity
     * only grows where a computation begins. */
    if ((size_t)id > c->cap || c->chars[id - 1].gone)
        return NULL;
    return &c->chars[id - 1];
}

const char *cardrt_name(const cardrt_game *g, cardrt_id obj)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_DEF);
    return c ? c->def->name : NULL;
}

const char *cardrt_mana_cost_of(const cardrt_game *g, cardrt_id obj)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_DEF);
    return c ? c->def->mana_cost : NULL;
}

unsigned cardrt_controller(const cardrt_game *g, cardrt_id obj)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_CONTROLLER);
    return c ? c->controller : 0;
}

unsigned cardrt_colors(const cardrt_game *g, cardrt_id obj)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_COLORS);
    return c ? c->colors : 0;
}

unsigned cardrt_types(const cardrt_game *g, cardrt_id obj)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_TYPES);
    return c ? c->types : 0;
}

bool cardrt_has_keyword(const cardrt_game *g, cardrt_id obj, cardrt_keyword k)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_KEYWORDS);
    return c && k < CARDRT_KW_COUNT && (c->keywords & CARDRT_KW(k));
}

void rt_creature_types(const cardrt_game *g, cardrt_id obj, rt_ctypes *out)
{
    const rt_chars *ch = rt_chars_of(g, obj, RT_READ_SUBTYPES);
    out->n = 0;
    out->every = ch && ch->def && (ch->def->keywords & CARDRT_KW(CARDRT_KW_CHANGELING));
    for (unsigned i = 0; ch && ch->def && i < CARDRT_MAX_SUBTYPES && ch->subtypes[i]; i++)
        if (subtype_type(ch->subtypes[i], ch->def) == CARDRT_CREATURE)
            out->names[out->n++] = ch->subtypes[i];
}

bool rt_ctypes_shared(const rt_ctypes *a, const rt_ctypes *b)
{
    if ((a->every && (b->n || b->every)) || (b->every && a->n))
        return true;
    for (unsigned i = 0; i < a->n; i++)
        for (unsigned j = 0; j < b->n; j++)
            if (strcasecmp(a->names[i], b->names[j]) == 0)
                return true;
    return false;
}

bool cardrt_shares_creature_type(const cardrt_game *g, cardrt_id a, cardrt_id b)
{
    rt_ctypes mine, theirs;
    rt_creature_types(g, a, &mine);
    rt_creature_types(g, b, &theirs);
    return rt_ctypes_shared(&mine, &theirs);
}

bool cardrt_has_subtype(const cardrt_game *g, cardrt_id obj, const char *name)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_SUBTYPES);
    return c && name && rt_has_subtype(c, name);
}

cardrt_status cardrt_pt(const cardrt_game *g, cardrt_id obj, int *power, int *toughness)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_PT);
    if (!c || !power || !toughness)
        return CARDRT_EINVAL;
    *power = c->power;
    *toughness = c->toughness;
    return CARDRT_OK;
}

cardrt_status cardrt_base_pt(const cardrt_game *g, cardrt_id obj, int *power, int *toughness)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_PT);
    if (!c || !power || !toughness)
        return CARDRT_EINVAL;
    *power = c->base_power;
    *toughness = c->base_toughness;
    return CARDRT_OK;
}

int cardrt_power(const cardrt_game *g, cardrt_id obj)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_PT);
    return c ? c->power : 0;
}

int cardrt_toughness(const cardrt_game *g, cardrt_id obj)
{
    const rt_chars *c = rt_chars_of(g, obj, RT_READ_PT);
    return c ? c->toughness : 0;
}

unsigned cardrt_text_color(const cardrt_game *g, cardrt_id source, unsigned color)
{
    const rt_chars *c = rt_chars_of(g, source, RT_READ_TEXT);
    const unsigned char *words = c ? c->color_word : same_words;
    unsigned out = 0;
    for (int i = 0; i < 5; i++)
        if (color & (1u << i))
            out |= 1u << words[i];
    return out;
}

const char *cardrt_text_subtype(const cardrt_game *g, cardrt_id source, const char *name)
{
    const rt_chars *c = rt_chars_of(g, source, RT_READ_TEXT);
    for (int i = 0; c && name && i < 5; i++)
        if (strcmp(name, land_type[i]) == 0)
            return land_type[c->land_word[i]];
    return name;
}
