/* mana.c — mana costs, the mana pool, and paying the one from the other.
 *
 * A cost is parsed into numbers (generic mana), {X}s and other symbols,
 * each of which names the mana that may pay it and what may replace it
 * (generic mana for {2/W}, 2 life for {W/P}).  Paying (strict mana only)
 * is a search over the symbols that offer a choice, in a fixed order, so
 * the same pool and cost always give the same payment:
 *
 *   1. symbols of one kind of mana ({W}, {C}) first, from mana that did not
 *      come from a snow source where there is some (snow mana can also pay
 *      {S});
 *   2. then the symbols with a choice, in the order written: each tries
 *      the kinds W U B R G C in turn (non-snow mana before snow mana), then
 *      generic mana ({2/W}), then 2 life ({W/P}); the first choice that lets
 *      the rest be paid is kept;
 *   3. last the generic mana (the numbers, X times the {X}s, the {2/W}s paid
 *      with generic mana), from what is left: colorless first, then W U B R
 *      G, non-snow mana before snow mana of each kind. */
#include <stdio.h>
#include <string.h>

#include "rt.h"

static int mana_kind(char c)
{
    static const char kinds[] = "WUBRGC";
    const char *p = c ? strchr(kinds, c) : NULL;
    return p ? (int)(p - kinds) : -1;
}

/* One symbol between braces, TEXT[0..LEN): add it to C. */
static cardrt_status parse_symbol(const char *text, size_t len, cardrt_mana_cost *c)
{
    if (len == 0)
        return CARDRT_EINVAL;
    if (text[0] >= '0' && text[0] <= '9' && (len < 2 || text[1] != '/')) {
        long n = 0;
        for (size_t i = 0; i < len; i++) {
            if (text[i] < '0' || text[i] > '9' || n > 1000000)
                return CARDRT_EINVAL;
            n = n * 10 + (text[i] - '0');
        }
        if (n > 1000000 || c->generic > 1000000)
            return CARDRT_EINVAL;
        c->generic += (int)n;
        c->value += (int)n;
        return CARDRT_OK;
    }
    if (len == 1 && text[0] == 'X') {
        c->x++;
        return CARDRT_OK;
    }
    cardrt_mana_symbol sym = { 0, 0, false, false };
    if (len == 1 && text[0] == 'S') {
        sym.kinds = 0x3f;
        sym.snow = true;
    } else if (len >= 3 && text[0] == '2' && text[1] == '/') {   /* {2/W} */
        int k = mana_kind(text[2]);
        if (len != 3 || k < 0 || k == CARDRT_MANA_C)
            return CARDRT_EINVAL;
        sym.kinds = 1u << k;
        sym.generic = 2;
    } else {            /* {W}, {W/U}, {W/P}, {W/U/P}: kinds joined by '/' */
        for (size_t i = 0; i < len; i += 2) {
            if (i > 0 && text[i - 1] != '/')
                return CARDRT_EINVAL;
            if (text[i] == 'P' && i > 0 && i + 1 == len && !sym.phyrexian) {
                sym.phyrexian = true;
                continue;
            }
            int k = mana_kind(text[i]);
            if (k < 0 || (sym.kinds & (1u << k)))
                return CARDRT_EINVAL;
            sym.kinds |= 1u << k;
        }
        if (len % 2 == 0 || __builtin_popcount(sym.kinds) > 2
            || (sym.phyrexian && (sym.kinds & (1u << CARDRT_MANA_C))))
            return CARDRT_EINVAL;
    }
    if (c->nsymbols == CARDRT_MAX_MANA_SYMBOLS)
        return CARDRT_ELIMIT;
    c->symbols[c->nsymbols++] = sym;
    c->value += sym.generic ? sym.generic : 1;
    return CARDRT_OK;
}

cardrt_status cardrt_mana_cost_parse(const char *text, cardrt_mana_cost *out)
{
    if (!out)
        return CARDRT_EINVAL;
    memset(out, 0, sizeof *out);
    cardrt_status st = CARDRT_OK;
    for (const char *p = text ? text : ""; *p && st == CARDRT_OK;) {
        const char *end = *p == '{' ? strchr(p, '}') : NULL;
        if (!end)
            st = CARDRT_EINVAL;
        else {
            st = parse_symbol(p + 1, (size_t)(end - p - 1), out);
            p = end + 1;
        }
    }
    if (st != CARDRT_OK)
        memset(out, 0, sizeof *out);
    return st;
}

cardrt_status cardrt_set_strict_mana(cardrt_game *g, bool strict)
{
    if (!g)
        return CARDRT_EINVAL;
    g->strict_mana = strict;
    return CARDRT_OK;
}

int cardrt_mana_value(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    const rt_chars *ch = rt_chars_of(g, obj, RT_READ_DEF);     /* a copy's is the original's */
    cardrt_mana_cost c;
    if (!o || !ch || cardrt_mana_cost_parse(ch->def->mana_cost, &c) != CARDRT_OK)
        return 0;
    long value = c.value;
    if (o->zone == CARDRT_STACK)        /* X is what was chosen as it was cast */
        for (size_t i = 0; i < g->nstack; i++)
            if (g->stack[i].source == obj && !g->stack[i].ability && !g->stack[i].trigger)
                value += (long)c.x * g->stack[i].x;
    return value > INT32_MAX ? INT32_MAX : (int)value;
}

int cardrt_devotion(const cardrt_game *g, unsigned player, unsigned colors)
{
    if (!g || player >= g->nplayers)
        return 0;
    long n = 0;
    for (size_t i = 0; i < g->nobjs; i++) {
        const rt_chars *ch = g->objs[i].zone == CARDRT_BATTLEFIELD
                             ? rt_chars_of(g, (cardrt_id)(i + 1), RT_READ_DEF | RT_READ_CONTROLLER) : NULL;
        cardrt_mana_cost c;
        if (!ch || ch->gone || ch->controller != player || cardrt_mana_cost_parse(ch->def->mana_cost, &c) != CARDRT_OK)
            continue;
        for (unsigned k = 0; k < c.nsymbols; k++)
            n += !c.symbols[k].snow && (c.symbols[k].kinds & colors & 31u) != 0;
    }
    return n > INT32_MAX ? INT32_MAX : (int)n;
}

/* Can role R of the party go to one of the creatures of ROLES (their role
 * bits; HELD: the role each holds, -1 none), moving those that hold others
 * (an augmenting path)? */
static bool party_assign(unsigned r, const unsigned *roles, unsigned n, int *held, uint64_t *seen)
{
    for (unsigned c = 0; c < n; c++) {
        if (!(roles[c] & (1u << r)) || (*seen & (UINT64_C(1) << c)))
            continue;
        *seen |= UINT64_C(1) << c;
        if (held[c] < 0 || party_assign((unsigned)held[c], roles, n, held, seen)) {
            held[c] = (int)r;
            return true;
        }
    }
    return false;
}

int cardrt_party_size(const cardrt_game *g, unsigned player)
{
    static const char *const names[4] = { "Cleric", "Rogue", "Warrior", "Wizard" };
    if (!g || player >= g->nplayers)
        return 0;
    /* four creatures of each combination of roles are all a party can use */
    unsigned roles[15 * 4], n = 0, per[16] = { 0 };
    int held[15 * 4];
    for (size_t i = 0; i < g->nobjs; i++) {
        cardrt_id id = (cardrt_id)(i + 1);
        if (g->objs[i].zone != CARDRT_BATTLEFIELD || !(cardrt_types(g, id) & CARDRT_CREATURE)
            || cardrt_controller(g, id) != player)
            continue;
        unsigned bits = 0;
        for (unsigned r = 0; r < 4; r++)
            bits |= cardrt_has_subtype(g, id, names[r]) ? 1u << r : 0;
        if (bits && per[bits] < 4) {
            per[bits]++;
            held[n] = -1;
            roles[n++] = bits;
        }
    }
    int size = 0;
    for (unsigned r = 0; r < 4; r++) {
        uint64_t seen = 0;
        size += party_assign(r, roles, n, held, &seen);
    }
    return size;
}

cardrt_status cardrt_add_mana(cardrt_game *g, unsigned player, const char *mana, bool snow)
{
    cardrt_mana_cost c;
    if (!g || player >= g->nplayers || cardrt_mana_cost_parse(mana, &c) != CARDRT_OK
        || c.generic || c.x)
        return CARDRT_EINVAL;
    for (unsigned i = 0; i < c.nsymbols; i++) {
        const cardrt_mana_symbol *s = &c.symbols[i];
        if (__builtin_popcount(s->kinds) != 1 || s->generic || s->phyrexian || s->snow)
            return CARDRT_EINVAL;
    }
    for (unsigned i = 0; i < c.nsymbols; i++)
        rt_mana_add(g, player, __builtin_ctz(c.symbols[i].kinds), 1, snow, false);
    return CARDRT_OK;
}

void rt_mana_add(cardrt_game *g, unsigned player, int kind, int n, bool snow, bool treasure)
{
    if (player >= g->nplayers)
        return;                 /* nobody (cardrt_fx_mana_to) */
    g->players[player].mana[kind] = rt_sat_add(g->players[player].mana[kind], n);
    if (snow)
        g->players[player].snow[kind] = rt_sat_add(g->players[player].snow[kind], n);
    else if (treasure)
        g->players[player].treasure[kind] = rt_sat_add(g->players[player].treasure[kind], n);
}

void rt_ctx_mana_add(cardrt_ctx *ctx, unsigned player, int kind, int n, bool snow, bool treasure)
{
    rt_mana_add(ctx->g, player, kind, n, snow, treasure);
    ctx->added[kind] = rt_sat_add(ctx->added[kind], n);
}

void rt_mana_empty(cardrt_game *g, unsigned player, unsigned keep)
{
    rt_player *p = &g->players[player];
    for (unsigned k = 0; k < 6; k++)
        if (!(keep & 1u << k))
            p->mana[k] = p->snow[k] = p->treasure[k] = 0;
    unsigned n = 0;
    for (unsigned i = 0; i < p->nrestricted; i++)
        if (keep & 1u << p->restricted[i].kind)
            p->restricted[n++] = p->restricted[i];
    p->nrestricted = n;
}

/* How much of PLAYER's mana of KIND is restricted (CR 106.6). */
static int restricted_of(const rt_player *p, int kind)
{
    int n = 0;
    for (unsigned i = 0; i < p->nrestricted; i++)
        if (p->restricted[i].kind == kind)
            n += p->restricted[i].n;
    return n;
}

cardrt_status cardrt_fx_spend_only(cardrt_ctx *ctx, cardrt_affects_fn spells, cardrt_affects_fn abilities,
                                   unsigned flags)
{
    if (!ctx || flags > (CARDRT_SPEND_ANY_ABILITY | CARDRT_SPEND_NOT))
        return CARDRT_EINVAL;
    unsigned who = rt_mana_player(ctx);
    if (who >= ctx->g->nplayers)
        return CARDRT_OK;       /* nobody added it */
    rt_player *p = &ctx->g->players[who];
    cardrt_id source = cardrt_ctx_source(ctx);
    cardrt_status st = CARDRT_OK;
    for (int k = 0; k < 6; k++) {
        int n = ctx->added[k], free = p->mana[k] - restricted_of(p, k);
        n = n < free ? n : free;    /* what of it is still in the pool, not restricted already */
        ctx->added[k] = 0;
        if (n <= 0)
            continue;
        unsigned i = 0;
        while (i < p->nrestricted && !(p->restricted[i].kind == k && p->restricted[i].source == source
                                       && p->restricted[i].spells == spells
                                       && p->restricted[i].abilities == abilities && p->restricted[i].flags == flags))
            i++;
        if (i == RT_MAX_RESTRICTED) {   /* no room: the mana goes, never spent as it may not be */
            p->mana[k] -= n;
            p->snow[k] = p->snow[k] < p->mana[k] ? p->snow[k] : p->mana[k];
            p->treasure[k] = p->treasure[k] < p->mana[k] - p->snow[k] ? p->treasure[k] : p->mana[k] - p->snow[k];
            st = CARDRT_ELIMIT;
            continue;
        }
        if (i == p->nrestricted)
            p->restricted[p->nrestricted++] = (rt_restricted){ k, 0, source, spells, abilities, flags };
        p->restricted[i].n += n;
    }
    return st;
}

void rt_paying_for(cardrt_game *g, cardrt_id spell, cardrt_id ability_of)
{
    g->paying_spell = spell;
    g->paying_ability_of = ability_of;
}

/* May the restricted mana R be spent on what G is paying for now? */
static bool restricted_may(const cardrt_game *g, const rt_restricted *r)
{
    bool not = r->flags & CARDRT_SPEND_NOT;
    if (g->paying_spell)
        return not != (r->spells && r->spells(g, r->source, g->paying_spell));
    if (g->paying_ability_of)
        return not || (r->flags & CARDRT_SPEND_ANY_ABILITY)
               || (r->abilities && r->abilities(g, r->source, g->paying_ability_of));
    return not;
}

/* ---- paying ------------------------------------------------------------------------ */

enum { SEARCH_STEPS = 1 << 16 };    /* far beyond any printed cost */

typedef struct search {
    int left[6][2];             /* the pool: [kind][0 not snow, 1 snow] */
    const cardrt_mana_symbol *const *sym;   /* the symbols with a choice */
    unsigned nsym;
    long generic;               /* generic mana to pay after them */
    int life, life_left;        /* life paid so far, and what may still be */
    long steps;
    rt_payment *out;
} search;

static long pool_total(const search *s)
{
    long n = 0;
    for (int k = 0; k < 6; k++)
        n += s->left[k][0] + s->left[k][1];
    return n;
}

/* Generic mana from what is left: colorless first, then W U B R G. */
static bool pay_generic(search *s)
{
    if (pool_total(s) < s->generic)
        return false;
    long need = s->generic;
    static const int order[] = { CARDRT_MANA_C, CARDRT_MANA_W, CARDRT_MANA_U, CARDRT_MANA_B,
                                 CARDRT_MANA_R, CARDRT_MANA_G };
    for (int i = 0; i < 6 && need > 0; i++)
        for (int snow = 0; snow < 2 && need > 0; snow++) {
            int k = order[i];
            int take = s->left[k][snow] < need ? s->left[k][snow] : (int)need;
            s->left[k][snow] -= take;
            s->out->spend[k][snow] += take;
            need -= take;
        }
    s->out->life = s->life;
    return true;
}

static bool pay_from(search *s, unsigned i);

static bool try_mana(search *s, unsigned i, int k, int snow)
{
    if (s->left[k][snow] == 0)
        return false;
    s->left[k][snow]--;
    s->out->spend[k][snow]++;
    if (pay_from(s, i + 1))
        return true;
    s->left[k][snow]++;
    s->out->spend[k][snow]--;
    return false;
}

/* Pay symbols I.. and then the generic mana; on failure nothing is changed. */
static bool pay_from(search *s, unsigned i)
{
    if (++s->steps > SEARCH_STEPS)
        return false;
    if (i == s->nsym)
        return pay_generic(s);
    const cardrt_mana_symbol *sym = s->sym[i];
    for (int k = 0; k < 6; k++)
        if (sym->kinds & (1u << k))
            for (int snow = sym->snow; snow < 2; snow++)
                if (try_mana(s, i, k, snow))
                    return true;
    if (sym->generic) {
        s->generic += sym->generic;
        if (pay_from(s, i + 1))
            return true;
        s->generic -= sym->generic;
    }
    if (sym->phyrexian && s->life_left >= 2) {
        s->life += 2;
        s->life_left -= 2;
        if (pay_from(s, i + 1))
            return true;
        s->life -= 2;
        s->life_left += 2;
    }
    return false;
}

/* A symbol only mana of one kind pays ("{R}", "{C}"). */
static bool mono(const cardrt_mana_symbol *sym)
{
    return __builtin_popcount(sym->kinds) == 1 && !sym->generic && !sym->phyrexian && !sym->snow;
}

/* The kinds of mana that may pay a symbol KINDS pays, when HELP lets mana
 * be spent as though it were mana of any color (a colored symbol: any mana)
 * or of any type (any symbol: any mana), CR 609.4b of the current rules. */
static unsigned spent_as(const rt_help *help, unsigned kinds)
{
    enum { ANY = (1u << 6) - 1, COLORS = ANY & ~(1u << CARDRT_MANA_C) };
    if ((help->spend_as & RT_MAY_ANY_TYPE) || ((help->spend_as & RT_MAY_ANY_COLOR) && (kinds & COLORS)))
        return kinds ? ANY : 0;
    return kinds;
}

/* Pay one mana of kind K from the pool (not snow first). */
static bool pay_one(search *s, int k)
{
    int from = s->left[k][0] ? 0 : 1;
    if (s->left[k][from] == 0)
        return false;
    s->left[k][from]--;
    s->out->spend[k][from]++;
    return true;
}

static bool mana_added(const rt_help *h)
{
    for (int k = 0; k < 6; k++)
        if (h->mana_more[k] > 0)
            return true;
    return false;
}

bool rt_help_mana(rt_help *h, const char *mana, int times, bool only)
{
    cardrt_mana_cost c;
    if (cardrt_mana_cost_parse(mana, &c) != CARDRT_OK || c.x)
        return false;
    for (unsigned i = 0; i < c.nsymbols; i++)
        if (!mono(&c.symbols[i]))
            return false;
    long n = times < 0 ? -(long)times : times;
    int generic = n * c.generic > INT_MAX ? INT_MAX : (int)(n * c.generic);
    if (times > 0)
        h->more = rt_sat_add(h->more, generic);
    else
        h->less = rt_sat_add(h->less, generic);
    for (unsigned i = 0; i < c.nsymbols; i++) {
        int k = __builtin_ctz(c.symbols[i].kinds), by = n > INT_MAX ? INT_MAX : (int)n;
        int *to = times > 0 ? &h->mana_more[k] : only ? &h->mana_less_only[k] : &h->mana_less[k];
        *to = rt_sat_add(*to, by);
    }
    return true;
}

cardrt_status rt_mana_plan(const cardrt_game *g, unsigned player, const char *cost, int x,
                           int life_elsewhere, const rt_help *help, rt_payment *out)
{
    memset(out, 0, sizeof *out);
    if (!g->strict_mana || (!cost && !(help && (help->more > 0 || mana_added(help)))))
        return CARDRT_OK;
    cardrt_mana_cost c;
    cardrt_status st = cardrt_mana_cost_parse(cost, &c);
    if (st != CARDRT_OK)
        return CARDRT_EINVAL;
    const rt_player *p = &g->players[player];
    const cardrt_mana_symbol *choices[2 * CARDRT_MAX_MANA_SYMBOLS];
    cardrt_mana_symbol widened[2 * CARDRT_MAX_MANA_SYMBOLS];    /* symbols mana spent as though
                                                                 * of another kind may pay */
    unsigned nwide = 0;
    /* A player can pay life only up to their life total (Phyrexian mana). */
    search s = { .sym = choices, .generic = c.generic + (long)c.x * x, .out = out,
                 .life_left = p->life - life_elsewhere };
    static const rt_help none;
    if (!help)
        help = &none;
    /* CR 601.2f (current rules): increases, then reductions, which reduce
     * only generic mana, and not below 0. */
    s.generic += help->more;
    if (s.generic > 0 && help->less_one > 0) {  /* "... to less than one mana": one symbol stays */
        long keep = c.nsymbols ? 0 : 1;
        s.generic = s.generic - help->less_one > keep ? s.generic - help->less_one : keep;
    }
    /* Mana of one kind taken off (CR 118.7c of the current rules): the
     * symbols of that kind, the reductions that take off only those first;
     * what the cost has fewer of comes off its generic mana. */
    int skip[6] = { 0 }, less = help->less;
    for (int k = 0; k < 6; k++) {
        int has = 0;
        for (unsigned i = 0; i < c.nsymbols; i++)
            has += mono(&c.symbols[i]) && c.symbols[i].kinds == 1u << k;
        int only = help->mana_less_only[k] < has ? help->mana_less_only[k] : has;
        int rest = help->mana_less[k] < has - only ? help->mana_less[k] : has - only;
        skip[k] = only + rest;
        less = rt_sat_add(less, help->mana_less[k] - rest);
    }
    s.generic = s.generic > less ? s.generic - less : 0;
    for (int k = 0; k < 6; k++) {
        s.left[k][1] = p->snow[k];
        s.left[k][0] = p->mana[k] - p->snow[k] + help->extra[k];
    }
    for (unsigned i = 0; i < p->nrestricted; i++) {  /* CR 106.6 */
        const rt_restricted *r = &p->restricted[i];
        if (restricted_may(g, r)) {
            out->restricted_ok |= UINT32_C(1) << i;
            continue;
        }
        int from_free = r->n < s.left[r->kind][0] ? r->n : s.left[r->kind][0];
        s.left[r->kind][0] -= from_free;
        s.left[r->kind][1] -= r->n - from_free;
    }
    for (unsigned i = 0; i < c.nsymbols; i++) {
        const cardrt_mana_symbol *sym = &c.symbols[i];
        if (mono(sym) && skip[__builtin_ctz(sym->kinds)] > 0) {
            skip[__builtin_ctz(sym->kinds)]--;
            continue;
        }
        if (spent_as(help, sym->kinds) != sym->kinds) {
            widened[nwide] = *sym;
            widened[nwide].kinds = spent_as(help, sym->kinds);
            choices[s.nsym++] = &widened[nwide++];
        } else if (!mono(sym)) {
            choices[s.nsym++] = sym;
        } else if (!pay_one(&s, __builtin_ctz(sym->kinds))) {
            return CARDRT_ECOST;
        }
    }
    for (int k = 0; k < 6; k++)         /* "cost {B} more": symbols of that kind */
        for (int i = 0; i < help->mana_more[k]; i++) {
            if (spent_as(help, 1u << k) == 1u << k) {
                if (!pay_one(&s, k))
                    return CARDRT_ECOST;
            } else if (s.nsym < 2 * CARDRT_MAX_MANA_SYMBOLS) {
                widened[nwide] = (cardrt_mana_symbol){ .kinds = spent_as(help, 1u << k) };
                choices[s.nsym++] = &widened[nwide++];
            } else {
                return CARDRT_ECOST;
            }
        }
    int xk = help->x_only - 1;
    if (xk >= 0 && xk < 6 && c.x && x > 0 && spent_as(help, 1u << xk) == 1u << xk) {
        /* "Spend only black mana on X" (CR 107.3): X of that mana; what
         * reductions took off comes off the rest of the generic mana first */
        long on_x = (long)c.x * x < s.generic ? (long)c.x * x : s.generic;
        s.generic -= on_x;
        for (long i = 0; i < on_x; i++)
            if (!pay_one(&s, xk))
                return CARDRT_ECOST;
    }
    if (!pay_from(&s, 0))
        return CARDRT_ECOST;
    for (int k = 0; k < 6; k++) {       /* the extra mana is spent first */
        out->spend[k][0] -= out->spend[k][0] < help->extra[k] ? out->spend[k][0] : help->extra[k];
        out->treasure += out->spend[k][0] < p->treasure[k] ? out->spend[k][0] : p->treasure[k];
    }
    return CARDRT_OK;
}

void rt_mana_spent(rt_spent *out, const rt_payment *pay)
{
    for (int k = 0; k < 6; k++)
        out->kinds[k] = pay->spend[k][0] + pay->spend[k][1];
    out->treasure = pay->treasure;
    out->snow = 0;
    for (int k = 0; k < 6; k++)
        out->snow += pay->spend[k][1];
}

/* OBJ, while it is a spell that was cast or the permanent it became, not
 * while a copy of it resolves (a copy is not cast, CR 707.10); else NULL. */
static const rt_object *cast_object(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = rt_obj(g, obj);
    if (g && g->asking && g->asking->copy && g->asking->source == obj)
        return NULL;
    return o && o->cast ? o : NULL;
}

int cardrt_mana_spent_treasure(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = cast_object(g, obj);
    return o ? o->spent.treasure : 0;
}

int cardrt_mana_spent_snow(const cardrt_game *g, cardrt_id obj)
{
    const rt_object *o = cast_object(g, obj);
    return o ? o->spent.snow : 0;
}

int cardrt_mana_spent(const cardrt_game *g, cardrt_id obj, int kind)
{
    const rt_object *o = cast_object(g, obj);
    return o && kind >= CARDRT_MANA_W && kind <= CARDRT_MANA_C ? o->spent.kinds[kind] : 0;
}

/* The activated ability CTX resolves, not a spell or a triggered ability. */
static const rt_spent *activated_spent(const cardrt_ctx *ctx)
{
    return ctx && ctx->item && ctx->item->ability ? &ctx->item->spent : NULL;
}

int cardrt_ctx_mana_spent(const cardrt_ctx *ctx, int kind)
{
    const rt_spent *s = activated_spent(ctx);
    return s && kind >= CARDRT_MANA_W && kind <= CARDRT_MANA_C ? s->kinds[kind] : 0;
}

int cardrt_ctx_mana_spent_treasure(const cardrt_ctx *ctx)
{
    const rt_spent *s = activated_spent(ctx);
    return s ? s->treasure : 0;
}

int cardrt_ctx_mana_spent_snow(const cardrt_ctx *ctx)
{
    const rt_spent *s = activated_spent(ctx);
    return s ? s->snow : 0;
}

/* The generic mana and the colored symbols of one color (bits) in COST. */
void rt_cost_shape(const char *cost, int x, int *generic, unsigned *colors)
{
    cardrt_mana_cost c;
    *generic = 0;
    *colors = 0;
    if (!cost || cardrt_mana_cost_parse(cost, &c) != CARDRT_OK)
        return;
    *generic = c.generic + c.x * x;
    for (unsigned i = 0; i < c.nsymbols; i++)
        if (__builtin_popcount(c.symbols[i].kinds) == 1 && c.symbols[i].kinds < (1u << CARDRT_MANA_C))
            *colors |= c.symbols[i].kinds;
}

/* Assist (CR 702.132a): PLAY's assisting player pays its `assist` generic
 * mana of COST (the spell's total cost, X being PLAY's), at most the generic
 * mana of it after HELP's changes, from their own pool: *HELPED, and HELP
 * then has the caster pay that much less. */
cardrt_status rt_mana_assist(const cardrt_game *g, const cardrt_card_def *d, unsigned player,
                              const cardrt_play *play, const char *cost, rt_help *help, rt_payment *helped)
{
    int generic;
    unsigned colors;
    rt_cost_shape(cost, play->x, &generic, &colors);
    if (!rt_cost_of(d, CARDRT_COST_ASSIST) || play->assist_by == player || play->assist_by >= g->nplayers
        || g->players[play->assist_by].lost || play->assist > 1000000
        || (int)play->assist > generic + help->more - help->less)
        return CARDRT_EINVAL;
    char mana[16];
    snprintf(mana, sizeof mana, "{%u}", play->assist);
    cardrt_status st = rt_mana_plan(g, play->assist_by, mana, 0, 0, NULL, helped);
    if (st == CARDRT_OK)
        help->less += (int)play->assist;
    return st;
}

void rt_mana_pay(cardrt_game *g, unsigned player, const rt_payment *pay)
{
    rt_player *p = &g->players[player];
    int spent[6];
    for (int k = 0; k < 6; k++)
        spent[k] = pay->spend[k][0] + pay->spend[k][1];
    unsigned n = 0;     /* the restricted mana that may pay it first (CR 106.6) */
    for (unsigned i = 0; i < p->nrestricted; i++) {
        rt_restricted *r = &p->restricted[i];
        if (pay->restricted_ok & UINT32_C(1) << i) {
            int take = r->n < spent[r->kind] ? r->n : spent[r->kind];
            r->n -= take;
            spent[r->kind] -= take;
        }
        if (r->n > 0)
            p->restricted[n++] = *r;
    }
    p->nrestricted = n;
    for (int k = 0; k < 6; k++) {
        p->mana[k] -= pay->spend[k][0] + pay->spend[k][1];
        p->snow[k] -= pay->spend[k][1];
        p->treasure[k] -= pay->spend[k][0] < p->treasure[k] ? pay->spend[k][0] : p->treasure[k];
    }
    if (pay->life)
        cardrt_lose_life(g, player, pay->life);
}

/* ---- the mana abilities of the basic land types ------------------------------------ */

/* CR 305.6: an object with the land type Plains has "{T}: Add {W}", Island
 * "{T}: Add {U}", Swamp "{T}: Add {B}", Mountain "{T}: Add {R}", Forest
 * "{T}: Add {G}" (a basic land's own line is reminder text). */
static void add_white(cardrt_ctx *ctx) { cardrt_fx_add_mana(ctx, CARDRT_MANA_W, 1); }
static void add_blue(cardrt_ctx *ctx) { cardrt_fx_add_mana(ctx, CARDRT_MANA_U, 1); }
static void add_black(cardrt_ctx *ctx) { cardrt_fx_add_mana(ctx, CARDRT_MANA_B, 1); }
static void add_red(cardrt_ctx *ctx) { cardrt_fx_add_mana(ctx, CARDRT_MANA_R, 1); }
static void add_green(cardrt_ctx *ctx) { cardrt_fx_add_mana(ctx, CARDRT_MANA_G, 1); }

static const cardrt_cost tap_cost[] = { { .kind = CARDRT_COST_TAP } };
static const struct {
    const char *type;
    cardrt_activated_def ability;
} basic_land_abilities[] = {
#define BASIC_LAND_ABILITY(TYPE, TEXT, FN) \
    { TYPE, { .text = TEXT, .costs = tap_cost, .ncosts = 1, .effect = FN, .mana_ability = true } }
    BASIC_LAND_ABILITY("Plains", "{T}: Add {W}.", add_white),
    BASIC_LAND_ABILITY("Island", "{T}: Add {U}.", add_blue),
    BASIC_LAND_ABILITY("Swamp", "{T}: Add {B}.", add_black),
    BASIC_LAND_ABILITY("Mountain", "{T}: Add {R}.", add_red),
    BASIC_LAND_ABILITY("Forest", "{T}: Add {G}.", add_green),
#undef BASIC_LAND_ABILITY
};

const cardrt_activated_def *rt_basic_land_ability(const cardrt_game *g, cardrt_id obj, unsigned index)
{
    for (size_t k = 0; k < sizeof basic_land_abilities / sizeof *basic_land_abilities; k++)
        if (cardrt_has_subtype(g, obj, basic_land_abilities[k].type) && index-- == 0)
            return &basic_land_abilities[k].ability;
    return NULL;
}
