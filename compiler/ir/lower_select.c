/* lower_select.c — lowering the operands of instructions (docs/ir.md):
 * descriptions as filters, selections (what a target, a pronoun, "each
 * creature", "their hand" name), and the zones phrases name (amounts are
 * lower_amount.c's). lower_effect.c lowers the instructions that use them. */
#include "lower_int.h"
#include "parser.h"
#include "syntax.h"

/* ---- filters --------------------------------------------------------- */

void lower_trait(lower *l, const node *w, ir_trait *t)
{
    ir_word m = ir_word_of(w);      /* the one reading of the word (meaning_filter.c) */
    t->negated = m.negated;
    t->word = m.name;
    switch (m.kind) {
    case IR_WORD_TYPE: t->kind = IR_TRAIT_TYPE; t->word = ir_card_type_name(m.value); return;
    case IR_WORD_SUPERTYPE: t->kind = IR_TRAIT_SUPERTYPE; t->word = ir_supertype_name(m.value); return;
    case IR_WORD_SUBTYPE: t->kind = IR_TRAIT_SUBTYPE; return;
    case IR_WORD_COLOR: t->kind = IR_TRAIT_COLOR; return;
    case IR_WORD_COLORLESS: case IR_WORD_MULTICOLORED: case IR_WORD_MONOCOLORED:
        t->kind = IR_TRAIT_COLORS;
        return;
    case IR_WORD_KEYWORD: t->kind = IR_TRAIT_KEYWORD; t->word = ir_keyword_name(m.value); return;
    case IR_WORD_TOKEN: t->kind = IR_TRAIT_TOKEN; t->word = NULL; return;
    case IR_WORD_PERMANENT: t->kind = IR_TRAIT_PERMANENT; t->word = NULL; return;
    case IR_WORD_TAPPED: case IR_WORD_UNTAPPED: case IR_WORD_ATTACKING: case IR_WORD_BLOCKING:
    case IR_WORD_BLOCKED: case IR_WORD_UNBLOCKED:
        t->kind = IR_TRAIT_STATUS;
        return;
    case IR_WORD_HISTORIC: t->kind = IR_TRAIT_STATUS; t->word = "historic"; return;
    case IR_WORD_MODIFIED: t->kind = IR_TRAIT_STATUS; t->word = "modified"; return;
    case IR_WORD_PLAYER: t->kind = IR_TRAIT_PLAYER; t->word = NULL; return;
    case IR_WORD_OPPONENT: t->kind = IR_TRAIT_PLAYER; return;
    default:
        refuse(l, w, w && w->text ? arena_printf(l->a, "the word '%s' in a description", w->text)
                                  : "a description");
    }
}

/* A word of an alternative of a description into T: "activated" and
 * "triggered" before "ability" (lower_abilities checks that it follows),
 * else lower_trait's. */
static void lower_word(lower *l, const node *w, ir_trait *t)
{
    bool activated = w && w->text && strcmp(w->text, "activated") == 0;
    if (w && w->kind == N_WORD && w->token == ACTIVATED && (activated || strcmp(w->text, "triggered") == 0)) {
        *t = (ir_trait){ IR_TRAIT_ABILITY, activated ? "activated" : "triggered", false };
        return;
    }
    lower_trait(l, w, t);
}

/* An alternative ALT of the description TRAITS, which says "ability" when
 * SAYS: an activated or triggered ability on the stack (CR 113.7a of the
 * current rules), its one trait of kind IR_TRAIT_ABILITY ("ability" alone:
 * either kind); with no "ability", none of that kind. */
static void lower_abilities(lower *l, const node *traits, ir_alt *alt, bool says)
{
    unsigned kinds = 0;
    for (unsigned i = 0; i < alt->ntraits; i++)
        kinds += alt->traits[i].kind == IR_TRAIT_ABILITY;
    if (!says && kinds == 0)
        return;
    if (!says || kinds != alt->ntraits || kinds > 1)     /* "legendary activated ability" */
        refuse(l, traits, arena_printf(l->a, "the description %s", quoted(l, traits)));
    if (kinds == 0) {           /* "target ability": activated or triggered */
        alt->traits = alloc(l, sizeof *alt->traits);
        alt->traits[0] = (ir_trait){ IR_TRAIT_ABILITY, NULL, false };
        alt->ntraits = 1;
    }
}

/* "any target" (CR 115.4): a creature, a player, a planeswalker or a battle. */
static ir_alt *any_target(lower *l)
{
    static const struct { ir_trait_kind kind; const char *word; } parts[] = {
        { IR_TRAIT_TYPE, "creature" }, { IR_TRAIT_PLAYER, NULL },
        { IR_TRAIT_TYPE, "planeswalker" }, { IR_TRAIT_TYPE, "battle" },
    };
    ir_alt *head = NULL, **tail = &head;
    for (size_t i = 0; i < sizeof parts / sizeof *parts; i++) {
        ir_alt *alt = alloc(l, sizeof *alt);
        alt->traits = alloc(l, sizeof *alt->traits);
        alt->traits->kind = parts[i].kind;
        alt->traits->word = parts[i].word;
        alt->ntraits = 1;
        *tail = alt;
        tail = &alt->next;
    }
    return head;
}

/* Does a pronoun in N (its parts, not the items after it) stand for a
 * phrase around R ("its toughness" in "creature with power greater than
 * its toughness": each object the phrase tests, not a selection)? */
static bool names_around(const node *n, src_range r)
{
    if (!n)
        return false;
    if (n->kind == N_PRONOUN && n->refers && n->refers->range.begin <= r.begin && n->refers->range.end >= r.end)
        return true;
    const node *parts[] = { n->a, n->b, n->c };
    for (int i = 0; i < 3; i++)
        for (const node *p = parts[i]; p; p = p->next)
            if (names_around(p, r))
                return true;
    return false;
}

/* "with power 2 or less", "with mana value 3 or greater", "with toughness 4",
 * "with power less than 3"
 * (CR 208, 202.3): the comparison, into OUT. */
/* Is each event of TR done by one object, the card or one a filter of
 * objects accepts ("Whenever ~ or another Cleric you control dies")? */
static bool sel_of_objects(const ir_sel *who)
{
    if (who && who->kind == IR_SEL_AND) {
        for (unsigned i = 0; i < who->nparts; i++)
            if (!sel_of_objects(who->parts[i]))
                return false;
        return who->nparts > 0;
    }
    if (!who || (who->kind != IR_SEL_SELF && (who->kind != IR_SEL_ALL || !who->filter)))
        return false;
    for (const ir_alt *alt = who->filter ? who->filter->any_of : NULL; alt; alt = alt->next)
        for (unsigned i = 0; i < alt->ntraits; i++)
            if (alt->traits[i].kind == IR_TRAIT_PLAYER)
                return false;
    return true;
}

static bool events_of_objects(const ir_trigger *tr)
{
    for (; tr; tr = tr->or)
        if (!sel_of_objects(tr->who)
            || (tr->event != IR_EV_DIES && tr->event != IR_EV_ENTERS && tr->event != IR_EV_PUT
                && tr->event != IR_EV_LEAVES && tr->event != IR_EV_ATTACKS))
            return false;
    return true;
}

static void lower_compare(lower *l, const node *q, const node *c, ir_filter *out)
{
    ir_cmp rel;
    ir_stat relative = ir_relative_stat_of(c, &rel);
    const ir_trigger *tr = l->out->trigger;
    if (relative != IR_STAT_NONE) {
        /* "Whenever this creature attacks, put a +1/+1 counter on target
         * attacking creature with lesser power" (mentor, CR 702.134a):
         * lesser than the card's own, the trigger's subject, as it is or
         * last was on the battlefield; "Whenever ~ or another Cleric you
         * control dies, return target Cleric card with lesser mana value":
         * than the object that did the event, as it last was there; for
         * another subject it is refused */
        bool self = tr && tr->who && tr->who->kind == IR_SEL_SELF && !tr->or;
        if (!tr || l->granted || (!self && (!events_of_objects(tr) || q->range.begin < tr->range.end)))
            refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
        /* "up to one other target creature card with lesser toughness": other
         * than the card that died, which "another" (not the card itself) is not */
        for (const target_use *t = self || !l->ab ? NULL : l->ab->targets; t; t = t->next)
            if (t->range.begin <= q->range.begin && q->range.end <= t->range.end && sema_target_says_other(l->card, t))
                refuse(l, q, arena_printf(l->a, "'other' beside the qualifier %s", quoted(l, q)));
        ir_compare *cmp = alloc(l, sizeof *cmp);
        ir_amount *am = alloc(l, sizeof *am);
        *am = (ir_amount){ .kind = IR_AMOUNT_STAT, .range = c->range, .stat = ir_stat_name(relative),
                           .of = sel_new(l, self ? IR_SEL_SELF : IR_SEL_EVENT, c->range) };
        *cmp = (ir_compare){ .next = out->compares, .stat = am->stat, .op = ir_cmp_name(rel), .value = am };
        out->compares = cmp;
        return;
    }
    ir_stat other = IR_STAT_NONE, stat = ir_stat_of(c) != IR_STAT_NONE ? ir_stat_of(c) : ir_either_stat_of(c, &other);
    bool sum = ir_total_power_and_toughness(c);     /* "with total power and toughness 5 or less" */
    if (sum)
        stat = IR_STAT_POWER;
    const node *v = c->a;
    ir_cmp op = ir_cmp_of(&v);      /* "2 or less": the "<=" inside the "=" */
    if (stat == IR_STAT_NONE || c->lossy || op == IR_CMP_NONE || c->a->lossy || v->lossy || !v->a
        || v->a->kind != N_AMOUNT)
        refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
    ir_compare *cmp = alloc(l, sizeof *cmp);
    cmp->stat = sum ? "power_plus_toughness" : ir_stat_name(stat);
    cmp->op = ir_cmp_name(op);
    if (names_around(v->a, q->range))
        refuse(l, v->a, arena_printf(l->a, "the amount %s", quoted(l, v->a)));
    cmp->value = lower_effect_amount(l, v->a);    /* "less than ~'s power": as the filter is tested (cg_irfilter.c) */
    if (ir_stat_of(c) == IR_STAT_NONE && !sum) {    /* "power or toughness 1 or less": either */
        ir_compare *either = alloc(l, sizeof *either);
        *either = (ir_compare){ .stat = ir_stat_name(other), .op = cmp->op, .value = cmp->value };
        cmp->or = either;
    }
    cmp->next = out->compares;
    out->compares = cmp;
}

/* "a +1/+1 counter", "two -1/-1 counters", "a counter", "no counters"
 * (qualifier Q, its object ARG; cg_filter.c reads it so): how many
 * counters of that kind (any) are on the object, compared (NEGATED: "a"
 * as none), into OUT. */
static void lower_counters(lower *l, const node *q, const node *arg, ir_filter *out, bool negated)
{
    const node *w = arg->a->a->a->a->a;
    const char *kind = ir_counter_kind(w);
    ir_compare *cmp = alloc(l, sizeof *cmp);
    cmp->stat = "counters";
    cmp->counter = kind;
    cmp->op = ">=";
    if ((!kind && !ir_any_counter(w)) || arg->a->b || (negated && (arg->c || ir_det_of(arg) != IR_DET_A)))
        refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
    if (negated)
        cmp->op = "=", cmp->value = amount_const(l, 0, arg->range);
    else if (!arg->c && (ir_det_of(arg) == IR_DET_A || ir_bare_plural(arg, w)))
        cmp->value = amount_const(l, 1, arg->range);    /* "a counter", "counters": one or more */
    else if (arg->c && arg->c->kind != N_COMPARE && ir_number(arg->c) > 0)
        cmp->value = amount_const(l, ir_number(arg->c), arg->c->range);
    else if (!arg->c && ir_det_of(arg) == IR_DET_NO)
        cmp->op = "=", cmp->value = amount_const(l, 0, arg->range);
    else if (arg->c && arg->c->kind == N_COMPARE) {
        const node *c = arg->c;         /* "three or more +1/+1 counters" (cg_irfilter.c) */
        ir_cmp op = ir_cmp_of(&c);
        if (op == IR_CMP_NONE || !c->a)
            refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
        cmp->op = ir_cmp_name(op);
        cmp->value = lower_amount(l, c->a);
    } else
        refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
    cmp->next = out->compares;
    out->compares = cmp;
}

/* "with a +1/+1 counter on it", "with two -1/-1 counters on it", "with a
 * counter on it", "with no counters on it": the counters "on it". */
static void lower_counters_on(lower *l, const node *q, const node *arg, ir_filter *out, bool without)
{
    const node *on = arg->b ? arg->b->a : NULL;
    if (!on || on->next || ir_qual_of(on) != IR_QUAL_ON)
        refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
    lower_counters(l, q, arg, out, without);   /* "without a fate counter on it": none */
}

bool or_list_whole(const node *p)
{
    if (p->kind != N_LIST || ir_list_of(p) != IR_LIST_OR || !p->a)
        return false;
    for (const node *i = p->a; i->next; i = i->next)
        if (i->kind == N_OBJECT && !(i->a && i->a->kind == N_FILTER && i->a->b))
            return false;   /* "a Shaman or another Wizard you control": "you control" of both? */
    return true;
}

/* The phrase P of qualifier Q as a selection: "a creature" (a
 * description) is every object it accepts, any of which will do; "~",
 * "it", "you", a target as they are. */
const ir_sel *phrase_sel(lower *l, const node *q, const node *p)
{
    if (!p)
        refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
    if (or_list_whole(p)) {
        /* "(a spell) that targets you or a permanent you control": any of them will do,
         * the players and objects of each */
        ir_sel *s = sel_parts_new(l, IR_SEL_AND, p);
        for (const node *i = p->a; i; i = i->next)
            s->parts[s->nparts++] = phrase_sel(l, q, i);
        return s;
    }
    if (p->kind != N_OBJECT || (ir_det_of(p) != IR_DET_A && ir_det_of(p) != IR_DET_NONE))
        return lower_sel(l, p, NULL);
    ir_sel *s = sel_new(l, IR_SEL_ALL, p->range);
    s->filter = lower_filter(l, p, NULL);
    return s;
}

/* "attached to ~", "attached to it", "attached to a creature" (qualifier
 * Q; CR 301.5, 303.4): the selection of what the object is attached to. */
static const ir_sel *attached_host(lower *l, const node *q)
{
    const node *host;
    return phrase_sel(l, q, ir_qual_host(q, &host) != IR_HOST_NONE ? host : NULL);
}

/* ALT with one more trait, T. */
ir_alt *alt_with(lower *l, const ir_alt *alt, const ir_trait *t)
{
    ir_alt *one = alloc(l, sizeof *one);
    *one = *alt;
    one->next = NULL;
    one->traits = alloc(l, (alt->ntraits + 1) * sizeof *one->traits);
    memcpy(one->traits, alt->traits, alt->ntraits * sizeof *alt->traits);
    one->traits[alt->ntraits] = *t;
    one->ntraits = alt->ntraits + 1;
    return one;
}

/* T, added to each alternative of OUT. */
void add_trait(lower *l, ir_filter *out, ir_trait t)
{
    ir_alt *head = NULL, **tail = &head;
    for (const ir_alt *alt = out->any_of; alt; alt = alt->next) {
        *tail = alt_with(l, alt, &t);
        tail = &(*tail)->next;
    }
    out->any_of = head;
}


/* "that's red or green": each alternative once for each word; "that
 * aren't legendary", "that isn't red or green" (neither): every word
 * negated, in each alternative (qualifier Q, IR_QUAL_IS, into OUT). */
static void lower_is(lower *l, const node *q, ir_filter *out)
{
    bool negated;
    const node *what = ir_qual_is(q, &negated);
    if (what->kind == N_QUALIFIER && negated && ir_qual_of(what) == IR_QUAL_CHOSEN_TYPE && !what->a
        && !out->not_chosen_type) {
        out->not_chosen_type = true;    /* "that aren't of the chosen type" (cg_irfilter.c) */
        return;
    }
    if (what->kind == N_QUALIFIER)
        refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
    if (ir_one_or_more_colors(what)) {      /* "that's one or more colors": not colorless (CR 105.2) */
        add_trait(l, out, (ir_trait){ IR_TRAIT_COLORS, "colorless", !negated });
        return;
    }
    const node *each = ir_both_words(what);     /* "that's both red and white": all of them */
    const node *words = each ? each : what->kind == N_LIST ? what->a : what;
    if (each && negated)
        refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
    ir_alt *head = NULL, **tail = &head;
    for (const ir_alt *alt = out->any_of; alt; alt = alt->next) {
        ir_alt *both = NULL;
        for (const node *w = words; w; w = each || what->kind == N_LIST ? w->next : NULL) {
            ir_trait t;
            if (!attachment_trait(w, &t))   /* "that isn't enchanted" */
                lower_trait(l, w, &t);
            t.negated ^= negated;
            if (!negated && !each) {    /* one alternative each */
                *tail = alt_with(l, alt, &t);
                tail = &(*tail)->next;
            } else {                    /* all of them */
                both = alt_with(l, both ? both : alt, &t);
            }
        }
        if (negated || each) {
            *tail = both;
            tail = &both->next;
        }
    }
    out->any_of = head;
}

/* "that has flash", "that doesn't have a +1/+1 counter on it", "that each
 * have mana value X" (qualifier Q, IR_QUAL_HAS): as "with" and "without"
 * say them, into OUT. */
static void lower_has(lower *l, const node *q, ir_filter *out)
{
    bool negated;
    const node *what = ir_qual_has(q, &negated);
    if (what->kind == N_COMPARE) {
        lower_compare(l, q, what, out);
        return;
    }
    if (what->kind == N_OBJECT) {
        lower_counters(l, q, what, out, negated);
        return;
    }
    const node *k = what->kind == N_LIST && ir_list_of(what) == IR_LIST_PLAIN && what->a && !what->a->next ? what->a
                  : what->kind == N_LIST ? NULL : what;
    if (!k || (!negated && out->nwith))
        refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
    ir_trait t = { IR_TRAIT_KEYWORD, ir_keyword_name(ir_keyword_node(k)), true };
    if (!negated) {
        out->with = alloc(l, sizeof *out->with);
        out->with[out->nwith++] = t.word;
        return;
    }
    add_trait(l, out, t);       /* "that doesn't have flying": nonflying, in each */
}

static const ir_sel *other_than_named(lower *l, const node *obj);

bool lower_could_be_own(const lower *l, const ir_filter *f)
{
    unsigned own = ir_card_types(l->card);
    for (const ir_alt *a = f->any_of; a; a = a->next) {
        bool typed = false, fits = true;
        for (unsigned i = 0; i < a->ntraits; i++) {
            int t = a->traits[i].kind == IR_TRAIT_TYPE && !a->traits[i].negated && a->traits[i].word
                    ? (int)ir_card_type_of(a->traits[i].word) : -1;
            if (t >= 0) {
                typed = true;
                fits = fits && (own & 1u << t);
            }
        }
        if (!typed || fits)
            return true;
    }
    return false;
}

/* "each other creature defending player controls" in a triggered ability
 * whose own object could be none of them, when its event names objects
 * the description could be of, the damage's recipient a creature
 * ("Whenever equipped creature deals damage to a blocking creature"):
 * other than the objects the event names (the one dealing damage, the one
 * dealt it); NULL for any other, refused (lower.c). */
static const ir_sel *other_than_event(lower *l, const ir_filter *f)
{
    const ir_trigger *tr = l->out->kind == IR_AB_TRIGGERED ? l->out->trigger : NULL;
    bool damage = tr && (tr->event == IR_EV_DEALS_DAMAGE || tr->event == IR_EV_DEALS_COMBAT_DAMAGE
                         || tr->event == IR_EV_DEALS_NONCOMBAT_DAMAGE);
    if (!damage || !tr->to || tr->to->kind != IR_SEL_ALL || !tr->to->filter || tr->or
        || lower_could_be_own(l, f))
        return NULL;
    for (const ir_alt *a = tr->to->filter->any_of; a; a = a->next) {
        bool typed = false;     /* an object: a card type said ("a player" is not) */
        for (unsigned i = 0; i < a->ntraits; i++)
            typed |= a->traits[i].kind == IR_TRAIT_TYPE && !a->traits[i].negated && a->traits[i].word
                     && (int)ir_card_type_of(a->traits[i].word) >= 0;
        if (!typed)
            return NULL;
    }
    ir_sel *both = sel_new(l, IR_SEL_AND, f->range);
    const ir_sel **parts = alloc(l, 2 * sizeof *parts);
    parts[0] = sel_new(l, IR_SEL_EVENT, f->range);
    parts[1] = sel_new(l, IR_SEL_EVENT_TO, f->range);
    both->parts = parts;
    both->nparts = 2;
    return both;
}

ir_filter *described(lower *l, ir_filter *out, const node *words)
{
    ir_described *d = alloc(l, sizeof *d);
    d->filter = out;
    d->words = words;
    d->alts = words ? words->a : NULL;
    for (const node *q = words && words->b ? words->b->a : NULL; q; q = q->next)
        d->nquals++;
    src_range *quals = d->nquals ? alloc(l, d->nquals * sizeof *quals) : NULL;
    unsigned n = 0;
    for (const node *q = quals ? words->b->a : NULL; q; q = q->next)
        quals[n++] = q->range;
    d->quals = quals;
    d->next = *l->described;
    *l->described = d;
    return out;
}

void redescribed(lower *l, const ir_filter *was, ir_filter *now)
{
    for (ir_described *d = *l->described; d; d = d->next)
        if (d->filter == was)
            d->filter = now;
}

/* Can Q "exiled with ~" in the ability being lowered be tested for sure
 * (ir_exiled_with_known): not in an ability in quotes another object
 * gains, nor in one that triggers as the card leaves the battlefield,
 * whose cards exiled were the old object's (CR 400.7). */
static bool exiled_with_known(const lower *l, const node *q)
{
    const ir_trigger *tr = l->out->kind == IR_AB_TRIGGERED ? l->out->trigger : NULL;
    bool left = tr && (tr->event == IR_EV_DIES || tr->event == IR_EV_LEAVES || tr->event == IR_EV_ENTERS_OR_LEAVES
                       || tr->event == IR_EV_PUT || tr->event == IR_EV_MOVED);
    return ir_exiled_with_known(l->card, q) && !l->granted && !left;
}

/* A description F (N_FILTER) after the determiner DET (or NULL).  A
 * phrase that says "card" names objects in a zone other than the
 * battlefield: ZONE (from "from your graveyard" on the same action), else
 * it is refused; one that says "spell" names objects on the stack, where
 * ZONE must say it looks. */
ir_filter *lower_description(lower *l, const node *f, const node *obj, const place *zone)
{
    ir_filter *out = alloc(l, sizeof *out);
    out->range = f->range;
    out->zone = IR_ZONE_BATTLEFIELD;
    out->other = ir_det_other(obj ? obj->text : NULL);
    /* A spell is not among the objects it describes: its "other" ("each
     * other creature you control" after a target) means other than what
     * it named before, which a filter does not say. */
    if (out->other && l->slot && l->slot->another)
        out->other = false;     /* "another target creature": the slot says it (another) */
    const node *besides = obj && out->other ? ir_other_sharing_with(obj) : NULL;
    if (besides) {              /* "other creatures that share a creature type with it": not it */
        out->other = false;
        out->except = phrase_sel(l, obj, besides);
    }
    bool spell_other = out->other && l->out->kind == IR_AB_SPELL;   /* (below) */
    out->other &= !spell_other;
    if (is(f, N_FILTER, "any target")) {
        if (f->b)               /* "any target of an opponent's choice" */
            refuse(l, f->b->a, arena_printf(l->a, "the qualifier %s", quoted(l, f->b->a)));
        out->any_of = any_target(l);
        return described(l, out, f);
    }
    if (f->text)
        refuse(l, f, arena_printf(l->a, "the description %s", quoted(l, f)));
    bool card_word = false, spell_word = false, source_word = false, ability_word = false;
    ir_alt **tail = &out->any_of;
    for (const node *traits = f->a ? f->a->a : NULL; traits; traits = traits->next) {
        if (traits->kind != N_TRAITS || !traits->a)
            refuse(l, traits, arena_printf(l->a, "the description %s", quoted(l, traits)));
        ir_alt *alt = alloc(l, sizeof *alt);
        unsigned n = 0;
        for (const node *w = traits->a->a; w; w = w->next)
            for (const node *i = w->kind == N_LIST ? w->a : w; i; i = w->kind == N_LIST ? i->next : NULL)
                n++;
        alt->traits = alloc(l, n * sizeof *alt->traits);
        const node *either = NULL;      /* "attacking or blocking": one alternative each */
        unsigned either_at = 0;
        bool says_ability = false;      /* "activated ability" */
        for (const node *w = traits->a->a; w; w = w->next) {
            if (w->kind == N_LIST && ir_list_of(w) == IR_LIST_OR && w->a && !either) {
                either = w;
                either_at = alt->ntraits++;
                continue;
            }
            if (ir_words_all(w)) {      /* "black and red", "nonartifact, nonblack": each */
                for (const node *i = w->a; i; i = i->next)
                    lower_trait(l, i, &alt->traits[alt->ntraits++]);
                continue;
            }
            ir_word_kind k = ir_word_of(w).kind;
            if (k == IR_WORD_CARD || k == IR_WORD_SPELL) {
                *(k == IR_WORD_CARD ? &card_word : &spell_word) = true;
                continue;
            }
            if (k == IR_WORD_SOURCE) {      /* "a red source": any object, in any zone */
                source_word = true;
                continue;
            }
            if (k == IR_WORD_ABILITY && (!w->next || (w->next->implied && !w->next->next))) {
                /* "activated or triggered ability"; the noun of "activated
                 * ability, triggered ability, or legendary spell" that the
                 * grammar repeats after it is not its own */
                says_ability = ability_word = true;
                if (w->next)
                    w = w->next;
                continue;
            }
            lower_word(l, w, &alt->traits[alt->ntraits++]);
        }
        for (const node *i = either ? either->a : NULL; i; i = i->next) {
            ir_alt *one = alt;
            if (i != either->a) {
                one = alloc(l, sizeof *one);
                one->ntraits = alt->ntraits;
                one->traits = alloc(l, n * sizeof *one->traits);
                memcpy(one->traits, alt->traits, alt->ntraits * sizeof *alt->traits);
            }
            lower_word(l, i, &one->traits[either_at]);
            lower_abilities(l, traits, one, says_ability);
            *tail = one;
            tail = &one->next;
        }
        if (!either) {
            lower_abilities(l, traits, alt, says_ability);
            *tail = alt;
            tail = &alt->next;
        }
    }
    if (!out->any_of)
        refuse(l, f, arena_printf(l->a, "the description %s", quoted(l, f)));
    if (spell_other && spell_word)
        out->other = true;      /* "if you've cast another white spell this turn": not this one */
    else if (spell_other)
        out->except = other_than_named(l, obj);
    const ir_sel *named = out->other ? other_than_event(l, out) : NULL;
    if (named) {                /* not the objects the trigger event names */
        out->other = false;
        out->except = named;
    }
    place in = { IR_ZONE_BATTLEFIELD, IR_CTRL_ANY };     /* "in your graveyard" */
    ir_who whose;
    bool died = false, yours;
    for (const node *q = f->b ? f->b->a : NULL; q; q = q->next) {
        const node *arg = q->a;
        ir_qual_kind how = ir_qual_of(q);
        if (lower_player_qualifier(l, q, obj, out))     /* lower_qual.c: "each opponent who ..." */
            continue;
        node plain[2];
        if (!died && ir_died_qual(q, &yours) && !yours && !card_word && !spell_word && !source_word) {
            /* "each Zubera that died this turn": as it last was on the battlefield (cg_amount, cardrt_died_count) */
            add_trait(l, out, (ir_trait){ IR_TRAIT_STATUS, "died_this_turn", false });
            died = true;
            continue;
        }
        const node *in_zone = arg;
        if (how == IR_QUAL_IN && card_word && ir_put_there_from_battlefield(arg, plain)) {
            /* "in your graveyard that was put there from the battlefield this turn" (CR 400.7):
             * the card's, which is in the zone said */
            add_trait(l, out, (ir_trait){ IR_TRAIT_STATUS, "from_battlefield_this_turn", false });
            in_zone = plain;
        }
        if (how == IR_QUAL_IN && card_word && in.zone == IR_ZONE_BATTLEFIELD && ir_zone_phrase(in_zone, &in.zone, &whose)
            && in.zone != IR_ZONE_ANY && in.zone != IR_ZONE_BATTLEFIELD && in.zone != IR_ZONE_STACK
            && (whose == IR_WHO_YOU || whose == IR_WHO_ANY || whose == IR_WHO_OPPONENT || whose == IR_WHO_DEFENDING)
            && (!zone || zone->zone == in.zone)) {
            in.owner = whose == IR_WHO_YOU ? IR_CTRL_YOU : whose == IR_WHO_OPPONENT ? IR_CTRL_OPPONENT
                     : whose == IR_WHO_DEFENDING ? IR_CTRL_DEFENDING : IR_CTRL_ANY;   /* "defending player's graveyard" */
            zone = &in;
            continue;
        }
        if (how == IR_QUAL_IN_EXILE_AND_GRAVEYARD && card_word && !zone && ir_who_of(arg) == IR_WHO_YOU) {
            /* "cards you own in exile and in your graveyard": either zone (CR 400.1; cg_zones) */
            in = (place){ IR_ZONE_GRAVEYARD, IR_CTRL_YOU };
            out->and_exile = true;
            zone = &in;
            continue;
        }
        const node *owner = how == IR_QUAL_IN && card_word && !zone ? ir_zone_of_player(in_zone, &in.zone) : NULL;
        if (how == IR_QUAL_IN && card_word && !zone && ir_chosen_players_zone(in_zone, &in.zone)) {
            /* "cards in the chosen player's hand": the player chosen as the card entered (cg_filter.c) */
            in.owner = IR_CTRL_SEL;
            out->zone_owned_by = sel_new(l, IR_SEL_CHOSEN_PLAYER, in_zone->range);
            zone = &in;
            continue;
        }
        if (owner) {            /* "cards in that player's hand" (cg_keep_related) */
            in.owner = IR_CTRL_SEL;
            out->zone_owned_by = lower_sel(l, owner, NULL);
            zone = &in;
            continue;
        }
        if (how == IR_QUAL_ON_BATTLEFIELD && !card_word && !spell_word && !source_word
            && (!zone || zone->zone == IR_ZONE_BATTLEFIELD))
            continue;       /* "each creature on the battlefield": where permanents are anyway (cg_zones) */
        ir_who who = how == IR_QUAL_CONTROLLED_BY ? ir_controller_who(arg)     /* "each opponent controls" */
                   : how == IR_QUAL_NOT_CONTROLLED_BY ? ir_who_of(arg) : IR_WHO_NONE;
        if (how == IR_QUAL_CONTROLLED_BY && who == IR_WHO_YOU && !out->controller)
            out->controller = IR_CTRL_YOU;
        else if (how == IR_QUAL_CAST_BY && (ir_who_of(arg) == IR_WHO_YOU || ir_who_of(arg) == IR_WHO_OPPONENT)
                 && zone && zone->zone == IR_ZONE_STACK && !out->controller)
            /* "spells you cast": a spell's caster controls it (CR 110.2) */
            out->controller = ir_who_of(arg) == IR_WHO_YOU ? IR_CTRL_YOU : IR_CTRL_OPPONENT;
        else if (how == IR_QUAL_NOT_CONTROLLED_BY && who == IR_WHO_YOU && !out->controller)
            out->controller = IR_CTRL_NOT_YOU;
        else if (how == IR_QUAL_CONTROLLED_BY && who == IR_WHO_OPPONENT && !arg->c && !out->controller)
            out->controller = IR_CTRL_OPPONENT;
        else if (how == IR_QUAL_CONTROLLED_BY && who == IR_WHO_DEFENDING && !out->controller)
            out->controller = IR_CTRL_DEFENDING;    /* "defending player controls" (cg_filter.c, player_is) */
        else if (how == IR_QUAL_CONTROLLED_BY && who == IR_WHO_NONE && !out->controller && ir_the_chosen_player(arg)) {
            out->controller = IR_CTRL_SEL;      /* "the chosen player controls": chosen as the card entered */
            out->controlled_by = sel_new(l, IR_SEL_CHOSEN_PLAYER, arg->range);
        } else if (how == IR_QUAL_CONTROLLED_BY && who == IR_WHO_NONE && !out->controller
                   && meaning_names_monarch(l->card, arg)) {
            out->controller = IR_CTRL_SEL;      /* "the monarch controls": whoever is the monarch now */
            out->controlled_by = sel_new(l, IR_SEL_MONARCH, arg->range);
        } else if (how == IR_QUAL_CONTROLLED_BY && who == IR_WHO_NONE && !out->controller && arg
                 && (arg->kind == N_PRONOUN || arg->kind == N_TARGET || arg->kind == N_POSSESSIVE)) {
            /* "that player controls", "target opponent controls", "its controller controls": the
             * player that selection names */
            const ir_sel *who_sel = lower_sel(l, arg, NULL);
            ir_sel_kind k = who_sel->kind;
            if (k != IR_SEL_TARGET && k != IR_SEL_EVENT && k != IR_SEL_EVENT_TO && k != IR_SEL_EVENT_SOURCE
                && k != IR_SEL_CONTROLLER
                && k != IR_SEL_OWNER && k != IR_SEL_DEFENDING    /* "defending player exiles two permanents they control" */
                && k != IR_SEL_EACH     /* "Each opponent loses 1 life for each creature they control" */
                && !(k == IR_SEL_ALL && ir_players_each_own(l->act, arg))   /* "each creature they control" */
                && !(k == IR_SEL_ATTACHED && ir_enchanted_player(l->card, arg)))   /* "enchanted player controls" */
                refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
            out->controller = IR_CTRL_SEL;
            out->controlled_by = who_sel;
        }
        else if (how == IR_QUAL_WITH && arg && arg->kind == N_COMPARE)
            lower_compare(l, q, arg, out);
        else if (how == IR_QUAL_WITH && ir_possessed_stat(arg) != IR_STAT_NONE) {
            /* "with that spell's mana value": its own equal to that object's, as the filter is
             * tested (cg_filter.c); not the object's own ("with its power") */
            if (names_around(arg, q->range) || ir_names_players(arg->a))
                refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
            ir_compare *cmp = alloc(l, sizeof *cmp);
            *cmp = (ir_compare){ .next = out->compares, .stat = ir_stat_name(ir_possessed_stat(arg)),
                                 .op = ir_cmp_name(IR_CMP_EQ), .value = lower_possessed_stat(l, arg) };
            out->compares = cmp;
        } else if (how == IR_QUAL_WITH && ir_greatest_stat(arg) != IR_STAT_NONE) {
            /* "with the greatest power among creatures on the battlefield": its power is that one (cg_filter.c) */
            ir_compare *cmp = alloc(l, sizeof *cmp);
            cmp->stat = ir_stat_name(ir_greatest_stat(arg));
            cmp->op = ir_cmp_name(IR_CMP_EQ);
            cmp->value = lower_effect_amount(l, arg);
            cmp->next = out->compares;
            out->compares = cmp;
        }
        else if ((how == IR_QUAL_WITH || how == IR_QUAL_WITHOUT) && arg && arg->kind == N_OBJECT && arg->a
                 && arg->a->kind == N_FILTER && ir_keyword_ability_said(arg) == IR_KA_NONE
                 && arg->a->a && arg->a->a->a && !arg->a->a->a->next && arg->a->a->a->a && arg->a->a->a->a->a)
            lower_counters_on(l, q, arg, out, how == IR_QUAL_WITHOUT);     /* "with a +1/+1 counter on it" */
        else if (how == IR_QUAL_WITH && ir_list_of(arg) == IR_LIST_PLAIN && arg->a && !arg->a->next
                 && ir_keyword_node(arg->a) != IR_KW_NONE && !out->nwith) {
            filter_with_keyword(l, out, ir_keyword_name(ir_keyword_node(arg->a)));     /* "with flying" */
        } else if (how == IR_QUAL_WITHOUT && ir_list_of(arg) == IR_LIST_PLAIN && arg->a && !arg->a->next
                   && ir_keyword_node(arg->a) != IR_KW_NONE) {
            /* "creature without flying": a nonflying one, in each alternative */
            add_trait(l, out, (ir_trait){ IR_TRAIT_KEYWORD, ir_keyword_name(ir_keyword_node(arg->a)), true });
        } else if (how == IR_QUAL_ATTACHED_TO && !out->attached_to)
            out->attached_to = attached_host(l, q);
        else if (how == IR_QUAL_IS)
            lower_is(l, q, out);
        else if (how == IR_QUAL_HAS)
            lower_has(l, q, out);
        else if (how == IR_QUAL_TARGETS && !out->targets)  /* "(spells) that target ~" */
            out->targets = phrase_sel(l, q, ir_targeted(q));
        else if ((how == IR_QUAL_SHARES || how == IR_QUAL_NOT_SHARES) && !out->shares_with) {
            /* "that shares a color with it"; "that doesn't share a color with a creature you
             * control": with none of those objects (CR 105.1: a colorless one shares none) */
            ir_shared what;
            static const char *const names[] = { [IR_SHARED_COLOR] = "color",
                                                 [IR_SHARED_CREATURE_TYPE] = "creature_type",
                                                 [IR_SHARED_CARD_TYPE] = "card_type" };
            out->not_shares = how == IR_QUAL_NOT_SHARES;
            out->shares_with = phrase_sel(l, q, out->not_shares ? ir_not_shares_with(q, &what) : ir_shares_with(q, &what));
            if (out->not_shares && out->shares_with->kind != IR_SEL_ALL)
                refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
            out->shares = names[what];
        } else if (how == IR_QUAL_OTHER_THAN && !out->except) {  /* "except for lands", "other than ~" */
            const node *what;
            out->except = phrase_sel(l, q, ir_qual_host(q, &what) != IR_HOST_NONE ? what : NULL);
        } else if (how == IR_QUAL_DAMAGED_THIS_TURN || how == IR_QUAL_ENTERED_THIS_TURN
                   || how == IR_QUAL_ATTACKED_THIS_TURN || how == IR_QUAL_BLOCKED_THIS_TURN) {
            /* "creature that was dealt damage this turn" (CR 120.3), "... that entered the battlefield
             * this turn", "... that attacked (blocked) this turn": declared so (CR 508.1, 509.1) */
            add_trait(l, out, (ir_trait){ IR_TRAIT_STATUS, how == IR_QUAL_DAMAGED_THIS_TURN ? "damaged_this_turn"
                                                         : how == IR_QUAL_ENTERED_THIS_TURN ? "entered_this_turn"
                                                         : how == IR_QUAL_ATTACKED_THIS_TURN ? "attacked_this_turn"
                                                                                            : "blocked_this_turn", false });
        } else if (how == IR_QUAL_EXILED_WITH && card_word && !zone && !out->exiled_with && exiled_with_known(l, q)
                   && !(obj && ir_np_other(obj))) {    /* "all other cards exiled with ~": other than which? */
            /* "cards exiled with ~": in exile, exiled by its abilities (CR 607.2a; cardrt_exiled_with) */
            in = (place){ IR_ZONE_EXILE, IR_CTRL_ANY };
            zone = &in;
            out->exiled_with = sel_new(l, IR_SEL_SELF, arg->range);
        } else
            lower_relation(l, q, out);     /* lower_qual.c */
    }
    if (ability_word && (card_word || source_word || (zone && zone->zone != IR_ZONE_STACK) || !l->slot))
        /* abilities on the stack as targets only ("Counter target activated ability") */
        refuse(l, f, arena_printf(l->a, "abilities here: %s", quoted(l, f)));
    if (source_word) {
        if (card_word || spell_word)
            refuse(l, f, arena_printf(l->a, "the description %s", quoted(l, f)));
        out->zone = IR_ZONE_ANY;
    } else if (spell_word || ability_word) {
        /* a spell is on the stack (CR 112.1; cg_zones) when the phrase's
         * place says none: "Whenever an instant or sorcery spell you control
         * deals damage" */
        if (card_word || (zone && (zone->zone == IR_ZONE_BATTLEFIELD || zone->zone == IR_ZONE_ANY
                                   || (zone->owner == IR_CTRL_SEL && !out->zone_owned_by))))
            refuse(l, f, arena_printf(l->a, "spells here: %s", quoted(l, f)));
        out->zone = zone ? zone->zone : IR_ZONE_STACK;  /* "cast an instant spell from your hand": */
        out->zone_owner = zone ? zone->owner : IR_CTRL_ANY;     /* the card there (CR 601.2a) */
    } else if (card_word) {
        if (!zone || zone->zone == IR_ZONE_STACK)
            refuse(l, f, arena_printf(l->a, "cards in no zone said: %s", quoted(l, f)));
        out->zone = zone->zone;
        out->zone_owner = zone->owner;
        if (zone->owner == IR_CTRL_SEL && !out->zone_owned_by)  /* a place_of whose player this does not say */
            refuse(l, f, arena_printf(l->a, "cards in no zone said: %s", quoted(l, f)));
    }
    /* "cast from a graveyard": of spells only, and of a target only (as a
     * spell's cost is determined, CR 601.2f, the runtime knows not yet
     * where it is cast from) */
    if (out->cast_from && (out->zone != IR_ZONE_STACK || !l->slot))
        refuse(l, f, arena_printf(l->a, "the description %s", quoted(l, f)));
    if (died)
        out->zone = IR_ZONE_ANY;    /* wherever it went, or gone (a token) */
    if (card_word)              /* a token is no card (CR 111.1), wherever it is */
        add_trait(l, out, (ir_trait){ IR_TRAIT_TOKEN, NULL, true });
    return described(l, out, f);
}
/* The filter of object phrase OBJ ("another creature you control"). */
ir_filter *lower_filter(lower *l, const node *obj, const place *zone)
{
    const node *f = obj->a;
    if (!f || f->kind != N_FILTER || f->lossy || obj->c)
        refuse(l, obj, arena_printf(l->a, "the description %s", quoted(l, obj)));
    return lower_description(l, f, obj, zone);
}

static bool spell_word(ir_word k)
{
    return k.kind == IR_WORD_SPELL;
}

bool names_spells(const node *np)
{
    return ir_each_alternative_has(np, spell_word);
}

ir_filter *is_description(lower *l, const node *np)
{
    static const place stack = { IR_ZONE_STACK, IR_CTRL_ANY }, anywhere = { IR_ZONE_ANY, IR_CTRL_ANY };
    ir_filter *f = lower_filter(l, np, names_spells(np) ? &stack : &anywhere);
    if (f->zone == IR_ZONE_BATTLEFIELD || f->zone == IR_ZONE_STACK)     /* what it is, wherever it is */
        f->zone = IR_ZONE_ANY;
    return f;
}

/* The filter of OBJ whose count ("two lands") the caller reads itself. */
ir_filter *counted_filter(lower *l, const node *obj, const place *zone)
{
    const node *f = obj->a;
    if (!f || f->kind != N_FILTER || f->lossy)
        refuse(l, obj, arena_printf(l->a, "the description %s", quoted(l, obj)));
    return lower_description(l, f, obj, zone);
}

/* ---- selections ------------------------------------------------------ */

ir_sel *sel_new(lower *l, ir_sel_kind k, src_range r)
{
    ir_sel *s = alloc(l, sizeof *s);
    s->kind = k;
    s->in = IR_ZONE_ANY;
    s->range = r;
    return s;
}

ir_sel *sel_parts_new(lower *l, ir_sel_kind k, const node *list)
{
    ir_sel *s = sel_new(l, k, list->range);
    unsigned n = 0;
    for (const node *i = list->a; i; i = i->next)
        n++;
    s->parts = alloc(l, n * sizeof *s->parts);
    return s;
}

/* The slot of the ability's target use whose object is OBJ (T's words). */
static int slot_of(lower *l, const node *obj, const node *t)
{
    int i = 0;
    for (const target_use *u = l->ab->targets; u; u = u->next) {
        if (!lower_own_target(l, u))
            continue;
        if (u->object == obj)
            return i;
        i++;
    }
    refuse(l, t, "a target that is not one of its ability's");
}

static int target_slot(lower *l, const node *t)
{
    return slot_of(l, t->a, t);
}

ir_sel *lower_support_target(lower *l, const node *act)
{
    ir_sel *s = sel_new(l, IR_SEL_TARGET, act->range);
    s->slot = slot_of(l, act, act);
    return s;
}


/* "the sacrificed creature", "the discarded card", "the exiled card", which
 * sema binds to the object of the cost that paid with it (TO): the index of
 * that cost among the ability's costs, or among a spell's additional
 * costs; -1 when TO is in no cost. */
static int paid_slot(lower *l, const node *to)
{
    bool own = l->out->kind == IR_AB_ACTIVATED || l->out->kind == IR_AB_MANA;
    int i = 0;
    for (const ir_ability *ab = own ? l->out : l->out->kind == IR_AB_SPELL ? l->ic->abilities : NULL; ab;
         ab = own ? NULL : ab->next)
        for (const ir_cost *c = own || (ab->kind == IR_AB_ADDITIONAL_COST && !ab->optional) ? ab->costs : NULL; c; c = c->next, i++)
            if (c->range.begin <= to->range.begin && to->range.end <= c->range.end)
                return i;
    return -1;
}

/* NP (a set of objects, the tokens an instruction makes) selected as S:
 * what a later pronoun bound to NP means. */
/* S, a target or a set, choice or tokens remembered, among the objects
 * the ability's instructions named (once). */
static void named(lower *l, const ir_sel *s)
{
    for (unsigned i = 0; i < l->nnamed; i++)
        if (same_sel(l->named[i], s) || (s->kind == IR_SEL_SAME && l->named[i]->of == s->of))
            return;
    if (l->nnamed < sizeof l->named / sizeof *l->named)
        l->named[l->nnamed++] = s;
}

/* Does S name players only ("you", "its controller", "each opponent",
 * "target opponent")? */
static bool players_only(const lower *l, const ir_sel *s)
{
    if (s->kind == IR_SEL_YOU || s->kind == IR_SEL_CONTROLLER || s->kind == IR_SEL_OWNER
        || s->kind == IR_SEL_DEFENDING)
        return true;
    const ir_filter *f = s->filter;
    if (s->kind == IR_SEL_TARGET) {
        const ir_target *t = l->reflexive ? l->reflexive_targets : l->out->targets;   /* (a reflexive one's are its own) */
        for (int i = 0; t && i < s->slot; i++)
            t = t->next;
        f = t ? t->filter : NULL;
    } else if (s->kind != IR_SEL_ALL && s->kind != IR_SEL_FIRST_OF) {
        return false;
    }
    if (!f)
        return false;
    for (const ir_alt *a = f->any_of; a; a = a->next) {
        bool player = false;
        for (unsigned i = 0; i < a->ntraits; i++)
            player |= a->traits[i].kind == IR_TRAIT_PLAYER;
        if (!player)
            return false;
    }
    return true;
}

/* NP was selected as S: a later pronoun bound to NP names what S held. */
static void bind_sel(lower *l, const node *np, const ir_sel *s)
{
    if (l->nbound < sizeof l->bound / sizeof *l->bound) {
        l->bound[l->nbound] = np;
        l->bound_sel[l->nbound++] = s;
    }
}

void remember_sel(lower *l, const node *np, const ir_sel *s)
{
    bind_sel(l, np, s);
    if (!players_only(l, s)) {
        ir_sel *same = sel_new(l, IR_SEL_SAME, np->range);
        same->of = s;
        named(l, same);
    }
}

/* A spell's "other" set (OBJ, "Other creatures you control" after
 * "target creature you control"): other than the objects its
 * instructions named before, as they were (cg_other_than_named; a spell
 * is never among the objects it describes); refused when they named none. */
static const ir_sel *other_than_named(lower *l, const node *obj)
{
    if (!l->nnamed)
        refuse(l, obj, arena_printf(l->a, "'other' in a spell's %s", quoted(l, obj)));
    if (l->nnamed == 1)
        return l->named[0];
    ir_sel *s = sel_new(l, IR_SEL_AND, obj->range);
    s->parts = alloc(l, l->nnamed * sizeof *s->parts);
    for (unsigned i = 0; i < l->nnamed; i++)
        s->parts[s->nparts++] = l->named[i];
    return s;
}

/* The selection NP was remembered as, or NULL. */
static const ir_sel *remembered(const lower *l, const node *np)
{
    for (unsigned i = 0; i < l->nbound; i++)
        if (l->bound[i] == np)
            return l->bound_sel[i];
    return NULL;
}

void lower_chosen_opponent(lower *l, const node *np, ir_instr ***tail, bool optional)
{
    if (remembered(l, np))
        return;             /* "an opponent chooses ... and exiles it": chosen once */
    if (optional)
        refuse(l, np, arena_printf(l->a, "%s who may", quoted(l, np)));
    ir_instr *in = instr_new(l, IR_CHOOSE, np);
    ir_sel *s = sel_new(l, IR_SEL_CHOSEN, np->range);
    s->filter = counted_filter(l, np, NULL);
    s->count = object_count(l, np, "the number of players");
    remember_sel(l, np, s);
    in->object = s;
    emit(l, tail, in, false);
}

/* P, the player phrase of a target's "controlled by" or "owned by"
 * qualifier (ir_whose_target): that one target's controller (owner), as
 * the code generator takes it (cg_select.c, whose_target); NULL for
 * another phrase. */
static ir_sel *whose_target(lower *l, const node *p, src_range r)
{
    int i = 0;
    for (const target_use *u = l->ab->targets; u; u = u->next) {
        if (!lower_own_target(l, u))
            continue;
        bool owner = false;
        if (u->min == 1 && u->max == 1 && ir_whose_target(u->object, &owner) == p) {
            ir_sel *t = sel_new(l, IR_SEL_TARGET, u->range), *s = sel_new(l, owner ? IR_SEL_OWNER : IR_SEL_CONTROLLER, r);
            t->slot = i;
            s->of = t;
            return s;
        }
        i++;
    }
    return NULL;
}

/* "For each creature destroyed this way, its controller ...", "For each
 * player, ... that player" (ir_for_each_one): one of them at a time, of
 * the objects the instruction just before moved (it destroyed, exiled or
 * returned: cardrt_sel_moved), or of all those X names. */
static const ir_sel *each_counted(lower *l, const node *n)
{
    const node *x = l->for_one;
    ir_sel *s = sel_new(l, IR_SEL_EACH, n->range);
    if (meaning_done_this_way(x) != FX_VERB_NONE) {
        fx_verb v = done_this_way_by(l, x);
        if (v != FX_VERB_DESTROY && v != FX_VERB_EXILE && v != FX_VERB_RETURN)
            refuse(l, x, arena_printf(l->a, "one at a time of %s", quoted(l, x)));
        s->of = sel_new(l, IR_SEL_MOVED, x->range);
        return s;
    }
    l->for_one = NULL;
    s->of = lower_sel(l, x, NULL);
    l->for_one = x;
    return s;
}

/* A pronoun names what it was bound to, when that is the same objects
 * wherever it is read. */
static const ir_sel *lower_pronoun(lower *l, const node *n)
{
    const node *to = n->refers;
    const node *ev = l->ab->kind == AB_TRIGGERED && l->ab->ast && l->ab->ast->a ? l->ab->ast->a->a : NULL;
    if (ir_top_of_several(to, ev))  /* "loses life equal to that card's mana value": each one's */
        refuse(l, n, arena_printf(l->a, "the pronoun %s for each of several players' cards", quoted(l, n)));
    if (to && l->for_one == to && !n->ambiguous)
        return each_counted(l, n);
    if (to && ir_within(l->for_done, to))   /* "Those tokens gain haste" after it */
        refuse(l, n, arena_printf(l->a, "the pronoun %s for each one counted, after them", quoted(l, n)));
    for (unsigned i = 0; to && i < l->nfound; i++)
        if (l->found[i] == to) {        /* "Search ... for a basic land card, put it onto ..." */
            ir_sel *f = sel_new(l, IR_SEL_FOUND, n->range);
            f->slot = (int)i;
            return f;
        }
    /* "enchanted creature" on an Aura, "equipped creature" on an Equipment */
    ir_pronoun pron = ir_pronoun_of(n);
    if (!to && !n->ambiguous && !l->granted
        && ((pron == IR_PRON_ENCHANTED && ir_card_may_be_aura(l->card))
            || (pron == IR_PRON_EQUIPPED && card_has_subtype(l->card, "Equipment"))))
        return sel_new(l, IR_SEL_ATTACHED, n->range);
    ir_sel *s;
    const node *attacker = ir_attacked_by(n, ev);
    if (attacker) {         /* "the player or planeswalker it's attacking" (cg_select.c) */
        if (attacker->kind != N_SELF && attacker != l->event_subject)
            refuse(l, n, arena_printf(l->a, "the pronoun %s for %s", quoted(l, n), quoted(l, attacker)));
        s = sel_new(l, IR_SEL_ATTACKED, n->range);
        s->of = sel_new(l, attacker->kind == N_SELF ? IR_SEL_SELF : IR_SEL_EVENT, attacker->range);
        return s;
    }
    fx_verb moved = (!n->refers || paid_slot(l, n->refers) < 0) && l->last && l->last_act ? ir_moved_by_last(n, l->last_act)
                                                                                        : FX_VERB_NONE;
    if (moved != FX_VERB_NONE && l->last->op == (moved == FX_VERB_MILL ? IR_MILL : IR_DISCARD) && !l->last->optional
        && l->last->at == IR_DELAY_NONE && l->last->range.begin == l->last_act->range.begin)
        return sel_new(l, IR_SEL_MOVED, n->range);  /* "Mill a card, then draw cards equal to the milled card's ..." */
    int linked = ir_linked_exile(l->card, n);
    if (linked >= 0) {      /* "When ~ leaves the battlefield, return the exiled card ..." (CR 607.2a) */
        s = sel_new(l, IR_SEL_LINKED, n->range);
        s->slot = linked;
        return s;
    }
    if (l->sole && n->refers == l->sole->of)    /* "that creature": the one creature you control */
        return lower_sel(l, &l->sole->object, NULL);
    fx_more most;
    if (!to && !n->ambiguous && meaning_most_player(l->card, n, &most))
        return lower_most_player(l, n, &most);     /* "the player with the most life gains control of ~" */
    if (!to || n->ambiguous)
        refuse(l, n, arena_printf(l->a, "the pronoun %s, bound to nothing", quoted(l, n)));
    if (l->each_one && to == l->each_one)   /* "Each opponent loses 1 life for each creature they control" */
        return lower_sel(l, to, NULL);
    if (l->sacrificer && to == l->sacrificer && ir_several_players(to)) {
        /* "Each opponent sacrifices a creature with the greatest power among
         * creatures they control": each one's own (cg_filter.c, greatest_of_own) */
        s = sel_new(l, IR_SEL_EACH, n->range);
        s->of = lower_sel(l, to, NULL);
        return s;
    }
    if (ir_players_each_own(l->act, n))     /* "Each player returns all creature cards from their
                                             * graveyard ...": all of theirs at once (cg_select.c) */
        return lower_sel(l, to, NULL);
    int paid = paid_slot(l, to);
    if (paid >= 0 && l->taken)      /* "Discard a card: ... choose one of them. You may play that card": which? */
        refuse(l, n, arena_printf(l->a, "the pronoun %s for what a cost paid, after a choice among cards", quoted(l, n)));
    if (paid >= 0)
        s = sel_new(l, IR_SEL_PAID, n->range), s->slot = paid;
    else if ((to == l->event_subject && to->kind != N_SELF) || (l->linked && to == l->linked))
        s = sel_new(l, IR_SEL_EVENT, n->range);     /* the linked object is the event's (lower_event_part) */
    else if (to == l->event_to)
        s = sel_new(l, IR_SEL_EVENT_TO, n->range);
    else if (to == l->event_source)
        s = sel_new(l, IR_SEL_EVENT_SOURCE, n->range);
    else if (to == l->event_controller && l->event_subject) {
        /* "that player" for "an opponent" of "enters the battlefield under an
         * opponent's control": the controller of what entered */
        s = sel_new(l, IR_SEL_CONTROLLER, n->range);
        s->of = sel_new(l, IR_SEL_EVENT, n->range);
    }
    else if (to == l->event_by && l->event_source) {
        /* "that player" for "an opponent" of "the target of a spell or
         * ability an opponent controls": the spell's or ability's controller */
        s = sel_new(l, IR_SEL_CONTROLLER, n->range);
        s->of = sel_new(l, IR_SEL_EVENT_SOURCE, n->range);
    }
    else if (to == l->event_owner && l->event_subject) {
        /* "that player" for "a player" of "is returned to a player's hand" */
        s = sel_new(l, IR_SEL_OWNER, n->range);
        s->of = sel_new(l, IR_SEL_EVENT, n->range);
    }
    else if (to->kind == N_TARGET)
        s = sel_new(l, IR_SEL_TARGET, n->range), s->slot = target_slot(l, to);
    else if (to->kind == N_SELF)
        s = sel_new(l, IR_SEL_SELF, n->range);
    else if (ir_joins_target(to, to->a))
        return lower_sel(l, to, NULL);  /* "Choose target creature and target land. Tap them.": those targets */
    else if (is(to, N_PLAYER, "you"))
        s = sel_new(l, IR_SEL_YOU, n->range);
    else if (to->kind == N_PLAYER && ir_who_of(to) == IR_WHO_DEFENDING)
        return lower_sel(l, to, NULL);  /* "defending player ... their hand" */
    else if (to->kind == N_PRONOUN && !to->refers && ir_pronoun_of(to) != IR_PRON_OTHER)
        return lower_pronoun(l, to);    /* "it" for "enchanted creature": what that names */
    else if (to->kind == N_POSSESSIVE && to->b && to->b->kind == N_WORD
             && (to->b->token == CONTROLLER || (to->b->token == OWNER && !(ir_single_word(n->a)
                                                && ir_single_word(n->a)->token == OPPONENT))))
        return lower_sel(l, to, NULL);  /* "Search its controller's library ... Then that player shuffles.";
                                         * "its owner", not for "that opponent", one named as such before
                                         * ("target permanent an opponent controls"), who may not own it */
    else if ((s = whose_target(l, to, n->range)))
        ;   /* "Destroy target creature an opponent controls. That player ..." */
    else if (remembered(l, to))     /* "Creatures you control get +1/+1 ... Those creatures ...", "create a
                                     * token ..., then attach ~ to it": what it held (cg_sel_of's cache) */
        s = sel_new(l, IR_SEL_SAME, n->range), s->of = remembered(l, to);
    else if (ir_players_again(l->act, n))
        return lower_sel(l, to, NULL);  /* "Each opponent discards a card. That player loses 1 life": each
                                         * of them again, at once (cg_sel_of: the players of that phrase) */
    else if (to->kind == N_OBJECT && meaning_det_is_set(meaning_det(to)) && ir_within(l->instead_of, to))
        return lower_sel(l, to, NULL);  /* "X. If ..., those creatures get +2/+0 instead": X is not
                                         * done, the objects it names found as Y is (cg_sel_of) */
    else
        refuse(l, n, arena_printf(l->a, "the pronoun %s for %s", quoted(l, n), quoted(l, to)));
    return s;
}

/* "the top two cards of your library" (det "top"): the top cards of a
 * player's library (cardrt_sel_top in cg_select.c); NULL for another phrase. */
static const ir_sel *top_cards(lower *l, const node *n)
{
    const node *of = n->b && n->b->a && !n->b->a->next && n->b->a->kind == N_PREP ? n->b->a->a : NULL;
    const node *w = only_word(n);
    ir_zone z;
    if (!of || of->kind != N_POSSESSIVE || !zone_word(of->b, &z) || z != IR_ZONE_LIBRARY
        || !w || ir_word_of(w).kind != IR_WORD_CARD || w->lossy)
        return NULL;
    ir_sel *s = sel_new(l, IR_SEL_TOP, n->range);
    s->of = lower_sel(l, of->a, NULL);
    s->count = n->c ? lower_effect_amount(l, n->c) : amount_const(l, 1, n->range);
    remember_sel(l, n, s);      /* "Reveal the top card of your library. ... that card" */
    return s;
}

/* Every opponent of the controller, for N ("your opponents", "each other
 * player": CR 102.3), as "each opponent" is. */
static ir_sel *every_opponent(lower *l, const node *n)
{
    ir_sel *s = sel_new(l, IR_SEL_ALL, n->range);
    ir_filter *f = alloc(l, sizeof *f);
    f->range = n->range;
    f->zone = IR_ZONE_BATTLEFIELD;
    f->any_of = alloc(l, sizeof *f->any_of);
    f->any_of->traits = alloc(l, sizeof *f->any_of->traits);
    f->any_of->traits[0] = (ir_trait){ IR_TRAIT_PLAYER, "opponent", false };
    f->any_of->ntraits = 1;
    s->filter = f;
    return s;
}

static const ir_sel *lower_sel_of(lower *l, const node *n, const place *zone)
{
    if (!n)
        refuse(l, NULL, "an action with no object");
    if (n->lossy)
        refuse(l, n, quoted(l, n));
    if ((n->kind == N_WORD || (n->kind == N_PRONOUN && l->among)) && meaning_word(n) == FX_W_THE_REST)
        return lower_the_rest(l, n);    /* "Put the rest into your graveyard" (cg_the_rest) */
    if (l->tested && n == l->tested)    /* "(each opponent) who lost life this turn": that player */
        return sel_new(l, IR_SEL_TESTED, n->range);
    if (l->paired && meaning_pair_subject(n))   /* "both creatures" (cg_static.c: subject_affects) */
        return sel_new(l, IR_SEL_PAIRED, n->range);
    if (n == l->each_one) {     /* each of them in turn (ir_each_in_turn) */
        ir_sel *s = sel_new(l, IR_SEL_EACH, n->range);
        l->each_one = NULL;
        s->of = lower_sel(l, n, zone);
        l->each_one = n;
        return s;
    }
    switch (n->kind) {
    case N_SELF:
        return sel_new(l, l->granter && ir_self_by_name(l->card, n) ? IR_SEL_GRANTER : IR_SEL_SELF, n->range);
    case N_PLAYER:
        if (meaning_player(n) == FX_PLAYER_YOU)
            return sel_new(l, IR_SEL_YOU, n->range);
        if (meaning_player(n) == FX_PLAYER_DEFENDING)   /* CARDRT_WHO_DEFENDING */
            return sel_new(l, IR_SEL_DEFENDING, n->range);
        if (meaning_player(n) == FX_PLAYER_OPPONENTS)  /* "Your opponents": each opponent, as "each opponent" */
            return every_opponent(l, n);
        break;
    case N_PRONOUN:
        return lower_pronoun(l, n);
    case N_TARGET: {
        ir_sel *s = sel_new(l, IR_SEL_TARGET, n->range);
        s->slot = target_slot(l, n);
        if (!players_only(l, s))
            named(l, s);
        return s;
    }
    case N_LIST:
        if ((meaning_word(n) == FX_W_AND || ir_player_or_controller(n) || ir_either_set(n)) && n->a) {
            /* "each creature and each player", "~ and target creature" (cardrt_sel_add);
             * "that player or that planeswalker's controller": both, the players of which are one;
             * "all lands or all creatures": one of them, chosen (cg_sel_of) */
            ir_sel *s = sel_parts_new(l, ir_either_set(n) ? IR_SEL_EITHER : IR_SEL_AND, n);
            bool several = false;
            for (const node *i = n->a; i; i = i->next) {
                s->parts[s->nparts++] = lower_sel(l, i, zone);
                several |= ir_several_players(i);
            }
            /* "Tap it and up to one target creature. They ...", "Untap target creature and each other
             * creature that shares a color with it. Those creatures ...": all of them, as they were
             * (its parts are named each: named); not of "each opponent and each creature they control",
             * whose pronoun names each of those players (cg_sel_of) */
            if (s->kind == IR_SEL_AND && !several)
                bind_sel(l, n, s);
            return s;
        }
        break;
    case N_POSSESSIVE: {
        ir_zone z;
        if (zone_word(n->b, &z)) {     /* "their hand", "target player's graveyard": every card in it */
            ir_sel *s = sel_new(l, IR_SEL_ZONE, n->range);
            s->of = lower_sel(l, n->a, NULL);
            s->in = z;
            return s;
        }
        if (n->b && (is(n->b, N_WORD, "controller") || is(n->b, N_WORD, "owner"))) {
            ir_sel *s = sel_new(l, is(n->b, N_WORD, "owner") ? IR_SEL_OWNER : IR_SEL_CONTROLLER, n->range);
            s->of = lower_sel(l, n->a, NULL);
            if (s->of->kind == IR_SEL_YOU || s->of->kind == IR_SEL_CONTROLLER || s->of->kind == IR_SEL_OWNER)
                refuse(l, n, arena_printf(l->a, "%s: a player's controller", quoted(l, n)));
            return s;
        }
        break;
    }
    case N_OBJECT: {
        if (ir_an_opponent(n)) {       /* the subject "an opponent", chosen before (lower_chosen_opponent) */
            if (!remembered(l, n))
                refuse(l, n, arena_printf(l->a, "%s other than the subject of an action", quoted(l, n)));
            ir_sel *s = sel_new(l, IR_SEL_SAME, n->range);
            s->of = remembered(l, n);
            return s;
        }
        if (ir_dealt_damage_this_way(n)) {  /* "Each creature dealt damage this way attacks this turn if able" */
            const ir_sel *s = dealt_this_way(l, n);     /* (cg_sel_of: cardrt_sel_dealt) */
            remember_sel(l, n, s);
            return s;
        }
        if (ir_the_chosen_player(n))    /* "the chosen player" (CARDRT_WHO_CHOSEN) */
            return sel_new(l, IR_SEL_CHOSEN_PLAYER, n->range);
        const ir_sel *top = meaning_det(n) == FX_DET_TOP ? top_cards(l, n) : NULL;
        if (top)
            return top;
        int among;
        if (meaning_n_of_them(n, &among) && !zone)
            return lower_n_of_them(l, n);   /* "Put one of them into your graveyard" (cg_moved) */
        if (meaning_revealed_this_way(n) && !zone)
            return lower_revealed_this_way(l, n);  /* "all other cards revealed this way" (cg_moved) */
        if (!zone && meaning_kind_revealed_this_way(l->a, n))
            return lower_from_among(l, n, NULL);    /* "all land cards revealed this way" (cg_moved) */
        if (ir_any_player_of(n) != IR_WHO_NONE) {      /* "any player may ...": cg_any_player */
            ir_sel *s = sel_new(l, IR_SEL_FIRST_OF, n->range);
            s->filter = lower_filter(l, n, zone);
            remember_sel(l, n, s);      /* "them", "that player": the one who did */
            return s;
        }
        const node *plain = NULL;
        int linked = meaning_det_is_set(meaning_det(n)) && !zone ? ir_exiled_with_linked(l->a, l->card, n, &plain) : -1;
        if (linked >= 0) {      /* "each creature card exiled with ~" (CR 607.2a) */
            ir_sel *s = sel_new(l, IR_SEL_LINKED, n->range);
            s->slot = linked;
            s->filter = lower_filter(l, plain, &(place){ IR_ZONE_EXILE, IR_CTRL_ANY });
            return s;
        }
        if (meaning_det(n) == FX_DET_EACH_OTHER && ir_opponents_of(n)) {
            /* "each other player": every player but you; after "Whenever a
             * player casts ...", other than that player, not yet (cg_sel_of) */
            const node *ev = l->event_subject;
            if (ev && !is_you(ev) && (ir_names_players(ev) || ir_enchanted_player(l->card, ev)))
                refuse(l, n, "'each other player' after another player");
            return every_opponent(l, n);
        }
        /* "each creature", "all Goblins", "creatures you control", "other Elves" */
        if (meaning_det_is_set(meaning_det(n))) {
            ir_sel *s = sel_new(l, IR_SEL_ALL, n->range);
            s->filter = lower_filter(l, n, zone);
            bool players = false;
            for (const ir_alt *a = s->filter->any_of; a; a = a->next)
                for (unsigned i = 0; i < a->ntraits; i++)
                    players |= a->traits[i].kind == IR_TRAIT_PLAYER;
            if (!players)       /* "those creatures" after it: these objects */
                remember_sel(l, n, s);
            return s;
        }
        break;
    }
    default:
        break;
    }
    refuse(l, n, arena_printf(l->a, "the noun phrase %s", quoted(l, n)));
}

/* N's selection, listed among the card's phrases lowered (ir_card's
 * `selected`) by N's range. */
const ir_sel *lower_sel(lower *l, const node *n, const place *zone)
{
    const ir_sel *s = lower_sel_of(l, n, zone);
    lower_list_sel(l, n, s);
    return s;
}

void lower_list_sel(lower *l, const node *n, const ir_sel *s)
{
    ir_selected *e = alloc(l, sizeof *e);
    e->range = n->range;
    e->sel = s;
    e->next = *l->selected;
    *l->selected = e;
}

static const struct { const char *word; ir_zone zone; } zone_words[] = {
    { "hand", IR_ZONE_HAND }, { "graveyard", IR_ZONE_GRAVEYARD }, { "library", IR_ZONE_LIBRARY },
};

/* Is W the word of a player's zone ("hand" of "their hand")? *OUT: which. */
bool zone_word(const node *w, ir_zone *out)
{
    for (size_t i = 0; w && w->kind == N_WORD && w->text && i < sizeof zone_words / sizeof *zone_words; i++)
        if (strcmp(w->text, zone_words[i].word) == 0) {
            *out = zone_words[i].zone;
            return true;
        }
    return false;
}

/* Where a card goes: "your hand", "its owner's hand", "that player's
 * graveyard"; any is its owner's (CR 400.3, ir_owner_zone). */
ir_zone zone_of(lower *l, const node *z)
{
    ir_zone zone;
    if (ir_owner_zone(z, &zone))
        return zone;
    refuse(l, z, arena_printf(l->a, "the zone %s", z ? quoted(l, z) : "(none)"));
}

bool every_graveyard(const node *z)
{
    return z && z->kind == N_OBJECT && (meaning_det(z) == FX_DET_ALL || meaning_det(z) == FX_DET_NONE) && !z->c
           && is(only_word(z), N_WORD, "graveyard");
}

bool any_graveyard(const node *z)
{
    return every_graveyard(z) || (is(z, N_OBJECT, "a") && !z->c && is(only_word(z), N_WORD, "graveyard"));
}

/* Where a card is taken from: "your graveyard" (yours), "a graveyard"
 * (anyone's), "all graveyards" (anyone's: every_graveyard). */
place place_of(lower *l, const node *z)
{
    const node *w = NULL;
    place p = { IR_ZONE_BATTLEFIELD, IR_CTRL_ANY };
    if (z && z->kind == N_POSSESSIVE && is(z->a, N_PLAYER, "you")) {
        w = z->b;
        p.owner = IR_CTRL_YOU;
    } else if (is(z, N_OBJECT, "a") && !z->c) {
        w = only_word(z);
    } else if (every_graveyard(z)) {
        w = only_word(z);   /* "from all graveyards": every player's (cg_zones) */
    } else if (z && z->kind == N_POSSESSIVE && z->a && z->a->kind == N_OBJECT && meaning_det(z->a) == FX_DET_A
               && !z->a->b && !z->a->c && ir_who_of(z->a) == IR_WHO_OPPONENT) {
        w = z->b;       /* "from an opponent's graveyard": any opponent's */
        p.owner = IR_CTRL_OPPONENT;
    } else if (z && z->kind == N_POSSESSIVE && z->a && ir_who_of(z->a) == IR_WHO_DEFENDING) {
        w = z->b;       /* "from defending player's graveyard" (CR 506.2) */
        p.owner = IR_CTRL_DEFENDING;
    } else if (ir_zone_of_player(z, &p.zone)) {
        p.owner = IR_CTRL_SEL;  /* "from target player's graveyard": that player's (from_zone_sel) */
        return p;
    } else if (is(z, N_ZONE, "exile")) {
        p.zone = IR_ZONE_EXILE;     /* "from exile": the one exile zone (CR 406.1) */
        return p;
    }
    for (size_t i = 0; w && w->kind == N_WORD && w->text && i < sizeof zone_words / sizeof *zone_words; i++)
        if (strcmp(w->text, zone_words[i].word) == 0) {
            p.zone = zone_words[i].zone;
            return p;
        }
    refuse(l, z, arena_printf(l->a, "the zone %s", z ? quoted(l, z) : "(none)"));
}
