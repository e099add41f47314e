/* lower.c — the checked AST to the card IR (docs/ir.md).
 *
 * This is the only pass that reads card words to decide what they mean:
 * verbs become instruction kinds, noun phrases selections and filters,
 * numbers amounts, "until end of turn" a duration.  It never guesses: a
 * construct it cannot say in the IR is reported at its node, naming it
 * (ERR_LOWER_UNSUPPORTED), and the card gets no IR.  Pronouns take the
 * selection of what sema bound them to (node.refers), and only when that
 * selection names the same objects wherever it is read: a target slot, the
 * card itself, you, a part of the trigger event. */
#include <setjmp.h>
#include <string.h>

#include "front.h"
#include "ir.h"
#include "meaning_effect.h"
#include "meaning.h"
#include "parser.h"
#include "syntax.h"

/* Where objects are looked for: a zone, and whose ("your graveyard"). */
typedef struct place {
    ir_zone zone;
    ir_controller owner;
} place;

typedef struct lower {
    arena *a;
    diag_engine *diag;
    const card *card;
    const ability *ab;          /* the ability being lowered */
    ir_ability *out;
    const node *event_subject;  /* a triggered ability's event subject */
    ir_duration duration;       /* "Until end of turn, ...": the sentence's, for each change in it */
    bool may_before;            /* an optional instruction came before ("if you do") */
    const node *found[4];       /* what the ability's searches looked for, in order ("it" after) */
    unsigned nfound;
    const ir_target *slot;      /* the target slot whose description is being lowered */
    const node *event_to;       /* what its event was done to ("to a player") */
    jmp_buf fail;               /* taken after a construct is reported */
} lower;

/* Report N (or the ability when N is NULL) as a construct with no IR yet
 * and stop lowering the card. */
static _Noreturn void refuse(lower *l, const node *n, const char *what)
{
    src_range r = n ? n->range : l->ab->range;
    if (diag_report(l->diag, l->card->src, r, ERR_LOWER_UNSUPPORTED, what))
        diag_note(l->diag, NULL, r, "The IR says only what it can say for sure; "
                  "docs/ir.md lists what lowers today.");
    longjmp(l->fail, 1);
}

static const char *quoted(lower *l, const node *n)
{
    return arena_printf(l->a, "'%.*s'", (int)(n->range.end - n->range.begin),
                        l->card->src->text + n->range.begin);
}

static bool is(const node *n, node_kind k, const char *text)
{
    return n && n->kind == k && n->text && strcmp(n->text, text) == 0;
}

/* Is N the player "you"? */
static bool is_you(const node *n)
{
    return n && n->kind == N_PLAYER && meaning_player(n) == FX_PLAYER_YOU;
}

static void *alloc(lower *l, size_t size)
{
    void *p = arena_alloc(l->a, size);
    memset(p, 0, size);
    return p;
}

/* The one word of object phrase OBJ's description ("card" in "two cards",
 * "opponent" in "an opponent"), or NULL if it says more. */
static const node *only_word(const node *obj)
{
    const node *f = obj && obj->kind == N_OBJECT ? obj->a : NULL;
    if (!f || f->kind != N_FILTER || f->text || f->b || f->lossy || !f->a || !f->a->a || f->a->a->next)
        return NULL;
    const node *traits = f->a->a;
    const node *w = traits->kind == N_TRAITS && traits->a ? traits->a->a : NULL;
    return w && w->kind == N_WORD && !w->next ? w : NULL;
}

/* Is X the value chosen for {X} in what is paid (CR 107.3a, 107.3k): a
 * spell's mana cost, or an activated ability's mana cost? */
static bool x_is_paid(lower *l)
{
    const char *cost = NULL;
    if (l->out->kind == IR_AB_SPELL)
        cost = l->card->mana_cost;
    for (const ir_cost *c = l->out->kind == IR_AB_ACTIVATED ? l->out->costs : NULL; c; c = c->next)
        if (c->kind == IR_COST_MANA && strstr(arena_strndup(l->a, l->card->src->text + c->range.begin,
                                                            c->range.end - c->range.begin), "{X}"))
            return true;
    return cost && strstr(cost, "{X}");
}

/* ---- amounts --------------------------------------------------------- */

static const ir_sel *lower_sel(lower *l, const node *n, const place *zone);

/* "its power", "the toughness of target creature": a stat of OWNER's selection. */
static const ir_amount *stat_amount(lower *l, ir_amount *am, const node *owner, const node *thing)
{
    int t = thing && thing->kind == N_WORD ? thing->token : 0;
    am->stat = t == POWER ? "power" : t == TOUGHNESS ? "toughness" : t == VALUE ? "mana_value" : t == LIFE ? "life" : NULL;
    if (!am->stat || !owner)
        refuse(l, thing, arena_printf(l->a, "the amount %s", thing ? quoted(l, thing) : "(none)"));
    am->kind = IR_AMOUNT_STAT;
    am->of = lower_sel(l, owner, NULL);
    return am;
}

/* An amount: a number or X, and when COMPUTED (an instruction's, found as
 * it is carried out) also a count, a stat or "that much". */
static const ir_amount *amount_of(lower *l, const node *n, bool computed)
{
    if (!n || n->kind != N_AMOUNT || n->lossy)
        refuse(l, n, n ? arena_printf(l->a, "the amount %s", quoted(l, n)) : "a missing amount");
    ir_amount *am = alloc(l, sizeof *am);
    am->range = n->range;
    node thing = { .kind = N_WORD, .range = n->range };
    switch (computed || meaning_amount(n) == FX_AMT_X ? meaning_amount(n) : FX_AMT_NONE) {
    case FX_AMT_X:
        if (!x_is_paid(l))
            refuse(l, n, "an X that no cost defines");
        am->kind = IR_AMOUNT_X;
        return am;
    case FX_AMT_THAT_MUCH:
        am->kind = IR_AMOUNT_RESULT;
        return am;
    case FX_AMT_NUMBER_OF:      /* "the number of creatures you control" */
        if (!n->a)
            break;
        am->kind = IR_AMOUNT_COUNT;
        am->value = 1;
        am->of = lower_sel(l, n->a, NULL);
        return am;
    case FX_AMT_STAT_OF:        /* "its power" */
        if (n->a && n->a->kind == N_POSSESSIVE)
            return stat_amount(l, am, n->a->a, n->a->b);
        break;
    case FX_AMT_POWER_OF:       /* "the power of target creature" */
    case FX_AMT_TOUGHNESS_OF:
        thing.token = meaning_amount(n) == FX_AMT_POWER_OF ? POWER : TOUGHNESS;
        return stat_amount(l, am, n->a, &thing);
    default:
        break;
    }
    int v = meaning_number(n);
    if (v < 0)
        refuse(l, n, arena_printf(l->a, "the amount %s", quoted(l, n)));
    am->value = v;
    return am;
}

/* A number or X ("with power 2 or less", "Pay 3 life", "Crew 3"). */
static const ir_amount *lower_amount(lower *l, const node *n)
{
    return amount_of(l, n, false);
}

/* An instruction's amount: a number, X, or computed as it is carried out. */
static const ir_amount *lower_effect_amount(lower *l, const node *n)
{
    return amount_of(l, n, true);
}

/* ---- filters --------------------------------------------------------- */

static void lower_trait(lower *l, const node *w, ir_trait *t)
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
    case IR_WORD_PLAYER: t->kind = IR_TRAIT_PLAYER; t->word = NULL; return;
    case IR_WORD_OPPONENT: t->kind = IR_TRAIT_PLAYER; return;
    default:
        refuse(l, w, w && w->text ? arena_printf(l->a, "the word '%s' in a description", w->text)
                                  : "a description");
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

/* "with power 2 or less", "with mana value 3 or greater", "with toughness 4",
 * "with power less than 3"
 * (CR 208, 202.3): the comparison, into OUT. */
static void lower_compare(lower *l, const node *q, const node *c, ir_filter *out)
{
    ir_stat stat = ir_stat_of(c);
    const node *v = c->a;
    ir_cmp op = ir_cmp_of(&v);      /* "2 or less": the "<=" inside the "=" */
    if (stat == IR_STAT_NONE || c->lossy || op == IR_CMP_NONE || c->a->lossy || v->lossy || !v->a
        || v->a->kind != N_AMOUNT)
        refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
    ir_compare *cmp = alloc(l, sizeof *cmp);
    cmp->stat = ir_stat_name(stat);
    cmp->op = ir_cmp_name(op);
    cmp->value = lower_amount(l, v->a);
    cmp->next = out->compares;
    out->compares = cmp;
}

/* A description F (N_FILTER) after the determiner DET (or NULL).  A
 * phrase that says "card" names objects in a zone other than the
 * battlefield: ZONE (from "from your graveyard" on the same action), else
 * it is refused; one that says "spell" names objects on the stack, where
 * ZONE must say it looks. */
static ir_filter *lower_description(lower *l, const node *f, const node *obj, const place *zone)
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
    if (out->other && l->out->kind == IR_AB_SPELL)
        refuse(l, obj, arena_printf(l->a, "'other' in a spell's %s", quoted(l, obj)));
    if (is(f, N_FILTER, "any target")) {
        out->any_of = any_target(l);
        return out;
    }
    if (f->text)
        refuse(l, f, arena_printf(l->a, "the description %s", quoted(l, f)));
    bool card_word = false, spell_word = false;
    ir_alt **tail = &out->any_of;
    for (const node *traits = f->a ? f->a->a : NULL; traits; traits = traits->next) {
        if (traits->kind != N_TRAITS || !traits->a)
            refuse(l, traits, arena_printf(l->a, "the description %s", quoted(l, traits)));
        ir_alt *alt = alloc(l, sizeof *alt);
        unsigned n = 0;
        for (const node *w = traits->a->a; w; w = w->next)
            n++;
        alt->traits = alloc(l, n * sizeof *alt->traits);
        for (const node *w = traits->a->a; w; w = w->next) {
            ir_word_kind k = ir_word_of(w).kind;
            if (k == IR_WORD_CARD || k == IR_WORD_SPELL) {
                *(k == IR_WORD_CARD ? &card_word : &spell_word) = true;
                continue;
            }
            lower_trait(l, w, &alt->traits[alt->ntraits++]);
        }
        *tail = alt;
        tail = &alt->next;
    }
    if (!out->any_of)
        refuse(l, f, arena_printf(l->a, "the description %s", quoted(l, f)));
    for (const node *q = f->b ? f->b->a : NULL; q; q = q->next) {
        const node *arg = q->a;
        ir_qual_kind how = ir_qual_of(q);
        ir_who who = how == IR_QUAL_CONTROLLED_BY || how == IR_QUAL_NOT_CONTROLLED_BY ? ir_who_of(arg)
                                                                                        : IR_WHO_NONE;
        if (how == IR_QUAL_CONTROLLED_BY && who == IR_WHO_YOU && !out->controller)
            out->controller = IR_CTRL_YOU;
        else if (how == IR_QUAL_NOT_CONTROLLED_BY && who == IR_WHO_YOU && !out->controller)
            out->controller = IR_CTRL_NOT_YOU;
        else if (how == IR_QUAL_CONTROLLED_BY && who == IR_WHO_OPPONENT && !arg->c && !out->controller)
            out->controller = IR_CTRL_OPPONENT;
        else if (how == IR_QUAL_WITH && arg && arg->kind == N_COMPARE)
            lower_compare(l, q, arg, out);
        else if (how == IR_QUAL_WITH && ir_list_of(arg) == IR_LIST_PLAIN && arg->a && !arg->a->next
                 && ir_keyword_node(arg->a) != IR_KW_NONE && !out->nwith) {
            out->with = alloc(l, sizeof *out->with);
            out->with[out->nwith++] = ir_keyword_name(ir_keyword_node(arg->a));     /* "with flying" */
        } else
            refuse(l, q, arena_printf(l->a, "the qualifier %s", quoted(l, q)));
    }
    if (spell_word) {
        if (card_word || !zone || zone->zone != IR_ZONE_STACK)
            refuse(l, f, arena_printf(l->a, "spells here: %s", quoted(l, f)));
        out->zone = IR_ZONE_STACK;
    } else if (card_word) {
        if (!zone || zone->zone == IR_ZONE_STACK)
            refuse(l, f, arena_printf(l->a, "cards in no zone said: %s", quoted(l, f)));
        out->zone = zone->zone;
        out->zone_owner = zone->owner;
    }
    return out;
}

/* The filter of object phrase OBJ ("another creature you control"). */
static ir_filter *lower_filter(lower *l, const node *obj, const place *zone)
{
    const node *f = obj->a;
    if (!f || f->kind != N_FILTER || f->lossy || obj->c)
        refuse(l, obj, arena_printf(l->a, "the description %s", quoted(l, obj)));
    return lower_description(l, f, obj, zone);
}

/* The filter of OBJ whose count ("two lands") the caller reads itself. */
static ir_filter *counted_filter(lower *l, const node *obj, const place *zone)
{
    const node *f = obj->a;
    if (!f || f->kind != N_FILTER || f->lossy)
        refuse(l, obj, arena_printf(l->a, "the description %s", quoted(l, obj)));
    return lower_description(l, f, obj, zone);
}

/* ---- selections ------------------------------------------------------ */

static ir_sel *sel_new(lower *l, ir_sel_kind k, src_range r)
{
    ir_sel *s = alloc(l, sizeof *s);
    s->kind = k;
    s->range = r;
    return s;
}

static int target_slot(lower *l, const node *t)
{
    int i = 0;
    for (const target_use *u = l->ab->targets; u; u = u->next, i++)
        if (u->object == t->a)
            return i;
    refuse(l, t, "a target that is not one of its ability's");
}


/* A pronoun names what it was bound to, when that is the same objects
 * wherever it is read. */
static const ir_sel *lower_pronoun(lower *l, const node *n)
{
    const node *to = n->refers;
    for (unsigned i = 0; to && i < l->nfound; i++)
        if (l->found[i] == to) {        /* "Search ... for a basic land card, put it onto ..." */
            ir_sel *f = sel_new(l, IR_SEL_FOUND, n->range);
            f->slot = (int)i;
            return f;
        }
    /* "enchanted creature" on an Aura, "equipped creature" on an Equipment */
    ir_pronoun pron = ir_pronoun_of(n);
    if (!to && !n->ambiguous
        && ((pron == IR_PRON_ENCHANTED && card_has_subtype(l->card, "Aura"))
            || (pron == IR_PRON_EQUIPPED && card_has_subtype(l->card, "Equipment"))))
        return sel_new(l, IR_SEL_ATTACHED, n->range);
    if (!to || n->ambiguous)
        refuse(l, n, arena_printf(l->a, "the pronoun %s, bound to nothing", quoted(l, n)));
    ir_sel *s;
    if (to == l->event_subject && to->kind != N_SELF)
        s = sel_new(l, IR_SEL_EVENT, n->range);
    else if (to == l->event_to)
        s = sel_new(l, IR_SEL_EVENT_TO, n->range);
    else if (to->kind == N_TARGET)
        s = sel_new(l, IR_SEL_TARGET, n->range), s->slot = target_slot(l, to);
    else if (to->kind == N_SELF)
        s = sel_new(l, IR_SEL_SELF, n->range);
    else if (is(to, N_PLAYER, "you"))
        s = sel_new(l, IR_SEL_YOU, n->range);
    else
        refuse(l, n, arena_printf(l->a, "the pronoun %s for %s", quoted(l, n), quoted(l, to)));
    return s;
}

static const ir_sel *lower_sel(lower *l, const node *n, const place *zone)
{
    if (!n)
        refuse(l, NULL, "an action with no object");
    if (n->lossy)
        refuse(l, n, quoted(l, n));
    switch (n->kind) {
    case N_SELF:
        return sel_new(l, IR_SEL_SELF, n->range);
    case N_PLAYER:
        if (meaning_player(n) == FX_PLAYER_YOU)
            return sel_new(l, IR_SEL_YOU, n->range);
        break;
    case N_PRONOUN:
        return lower_pronoun(l, n);
    case N_TARGET: {
        ir_sel *s = sel_new(l, IR_SEL_TARGET, n->range);
        s->slot = target_slot(l, n);
        return s;
    }
    case N_POSSESSIVE:
        if (n->b && (is(n->b, N_WORD, "controller") || is(n->b, N_WORD, "owner"))) {
            ir_sel *s = sel_new(l, is(n->b, N_WORD, "owner") ? IR_SEL_OWNER : IR_SEL_CONTROLLER, n->range);
            s->of = lower_sel(l, n->a, NULL);
            if (s->of->kind == IR_SEL_YOU || s->of->kind == IR_SEL_CONTROLLER || s->of->kind == IR_SEL_OWNER)
                refuse(l, n, arena_printf(l->a, "%s: a player's controller", quoted(l, n)));
            return s;
        }
        break;
    case N_OBJECT:
        /* "each creature", "all Goblins", "creatures you control", "other Elves" */
        if (meaning_det_is_set(meaning_det(n))) {
            ir_sel *s = sel_new(l, IR_SEL_ALL, n->range);
            s->filter = lower_filter(l, n, zone);
            return s;
        }
        break;
    default:
        break;
    }
    refuse(l, n, arena_printf(l->a, "the noun phrase %s", quoted(l, n)));
}

/* ---- instructions ---------------------------------------------------- */

static ir_instr *instr_new(lower *l, ir_op op, const node *n)
{
    ir_instr *in = alloc(l, sizeof *in);
    in->op = op;
    in->range = n->range;
    return in;
}

/* How many OBJ says: its count ("two cards"), or one for "a"/"an"; else
 * refused as WHAT. */
static const ir_amount *object_count(lower *l, const node *obj, const char *what)
{
    if (obj->c)
        return lower_effect_amount(l, obj->c);
    if (meaning_det(obj) == FX_DET_A) {
        ir_amount *one = alloc(l, sizeof *one);
        one->value = 1;
        one->range = obj->range;
        return one;
    }
    refuse(l, obj, arena_printf(l->a, "%s %s", what, quoted(l, obj)));
}

/* "a card", "two cards": the number of cards drawn or discarded. */
static const ir_amount *card_count(lower *l, const node *obj)
{
    if (!is(only_word(obj), N_WORD, "card"))
        refuse(l, obj, arena_printf(l->a, "the cards %s", obj ? quoted(l, obj) : "(none)"));
    return object_count(l, obj, "the cards");
}

/* "two 1/1 white Soldier creature tokens", "a 2/2 green Wolf creature
 * token with trample": a creature token whose power, toughness, color and
 * types the text states (CR 111.4); *OUT gets it, the result is how many.
 * Predefined tokens (Treasure, CR 111.10) and the rest are refused. */
static const ir_amount *lower_token(lower *l, const node *obj, const ir_token **out)
{
    const node *f = obj && obj->kind == N_OBJECT ? obj->a : NULL;
    if (!f || f->kind != N_FILTER || f->text || f->lossy || !f->a || !f->a->a || f->a->a->next
        || f->a->a->kind != N_TRAITS || !f->a->a->a)
        refuse(l, obj, arena_printf(l->a, "the token %s", obj ? quoted(l, obj) : "(none)"));
    ir_token *t = alloc(l, sizeof *t);
    unsigned n = 0;
    for (const node *w = f->a->a->a->a; w; w = w->next)
        n++;
    t->traits.traits = alloc(l, n * sizeof *t->traits.traits);
    bool pt = false, creature = false, color = false, token = false;
    for (const node *w = f->a->a->a->a; w; w = w->next) {
        int len = 0;
        if (w->kind == N_WORD && w->text && !pt && sscanf(w->text, "%d/%d%n", &t->power, &t->toughness, &len) == 2
            && !w->text[len] && t->power >= 0 && t->toughness >= 0) {
            pt = true;
            continue;
        }
        if (is(w, N_WORD, "token") && !w->next) {
            token = true;
            continue;
        }
        if (is(w, N_WORD, "colorless") && !color) {
            color = true;
            continue;
        }
        ir_trait *tr = &t->traits.traits[t->traits.ntraits++];
        lower_trait(l, w, tr);
        if (tr->negated || (tr->kind != IR_TRAIT_TYPE && tr->kind != IR_TRAIT_SUBTYPE && tr->kind != IR_TRAIT_COLOR))
            refuse(l, w, arena_printf(l->a, "the word '%s' in a token", w->text));
        color = color || tr->kind == IR_TRAIT_COLOR;
        creature = creature || (tr->kind == IR_TRAIT_TYPE && !strcmp(tr->word, "creature"));
    }
    if (!pt || !creature || !color || !token)
        refuse(l, obj, arena_printf(l->a, "the token %s", quoted(l, obj)));
    for (const node *q = f->b ? f->b->a : NULL; q; q = q->next) {
        const node *ks = q->a;
        if (!is(q, N_QUALIFIER, "with") || !ks || ks->kind != N_LIST || t->keywords)
            refuse(l, q, arena_printf(l->a, "%s on a token", quoted(l, q)));
        for (const node *k = ks->a; k; k = k->next)
            t->nkeywords++;
        t->keywords = alloc(l, t->nkeywords * sizeof *t->keywords);
        t->nkeywords = 0;
        for (const node *k = ks->a; k; k = k->next) {
            if (k->kind != N_KEYWORD || !k->text || k->a || k->b || k->lossy)
                refuse(l, k, arena_printf(l->a, "the keyword %s on a token", quoted(l, k)));
            t->keywords[t->nkeywords++] = k->text;
        }
    }
    *out = t;
    return object_count(l, obj, "the number of tokens");
}

/* Symbols as written ("{C}{C}"), from a mana node with no parts. */
static const char *mana_symbols(lower *l, const node *m)
{
    if (!m || m->kind != N_MANA || m->text || m->a || m->b || m->c || m->lossy)
        refuse(l, m, arena_printf(l->a, "the mana %s", m ? quoted(l, m) : "(none)"));
    return arena_strndup(l->a, l->card->src->text + m->range.begin, m->range.end - m->range.begin);
}

/* What "add" adds to your mana pool (CR 106.4): these symbols ("{G}",
 * "{C}{C}"), one of them ("{G} or {U}", "{C}, {G}, or {U}"), or N mana of
 * any one color ("one mana of any color", CR 106.1b). */
static void lower_mana(lower *l, const node *m, ir_instr *in)
{
    if (!m->text) {
        in->word = mana_symbols(l, m);
    } else if (!strcmp(m->text, "one of") && m->a && m->b) {
        const node *parts[] = { m->a, m->b, m->c };
        in->nchoices = m->c ? 3 : 2;
        in->choices = alloc(l, in->nchoices * sizeof *in->choices);
        for (unsigned i = 0; i < in->nchoices; i++)
            in->choices[i] = mana_symbols(l, parts[i]);
    } else if (!strcmp(m->text, "any color") && m->a && !m->b && !m->c) {
        in->any_color = true;
        in->amount = lower_amount(l, m->a);
    } else {
        refuse(l, m, arena_printf(l->a, "the mana %s", quoted(l, m)));
    }
}

/* The player who acts: the subject, or you when the sentence is imperative. */
static const ir_sel *player_subject(lower *l, const node *act)
{
    if (!act->a)
        return sel_new(l, IR_SEL_YOU, act->range);
    const ir_sel *s = lower_sel(l, act->a, NULL);
    return s;
}

static const struct { const char *word; ir_zone zone; } zone_words[] = {
    { "hand", IR_ZONE_HAND }, { "graveyard", IR_ZONE_GRAVEYARD }, { "library", IR_ZONE_LIBRARY },
};

/* Where a card goes: "your hand", "its owner's hand"; either is its
 * owner's (CR 400.3). */
static ir_zone zone_of(lower *l, const node *z)
{
    if (z && z->kind == N_POSSESSIVE && z->b && z->b->kind == N_WORD) {
        bool owners = is(z->a, N_PLAYER, "you")
                      || (z->a && z->a->kind == N_POSSESSIVE && is(z->a->b, N_WORD, "owner"));
        for (size_t i = 0; owners && i < sizeof zone_words / sizeof *zone_words; i++)
            if (strcmp(z->b->text, zone_words[i].word) == 0)
                return zone_words[i].zone;
    }
    refuse(l, z, arena_printf(l->a, "the zone %s", z ? quoted(l, z) : "(none)"));
}

/* Where a card is taken from: "your graveyard" (yours), "a graveyard"
 * (anyone's). */
static place place_of(lower *l, const node *z)
{
    const node *w = NULL;
    place p = { IR_ZONE_BATTLEFIELD, IR_CTRL_ANY };
    if (z && z->kind == N_POSSESSIVE && is(z->a, N_PLAYER, "you")) {
        w = z->b;
        p.owner = IR_CTRL_YOU;
    } else if (is(z, N_OBJECT, "a") && !z->c) {
        w = only_word(z);
    }
    for (size_t i = 0; w && w->kind == N_WORD && w->text && i < sizeof zone_words / sizeof *zone_words; i++)
        if (strcmp(w->text, zone_words[i].word) == 0) {
            p.zone = zone_words[i].zone;
            return p;
        }
    refuse(l, z, arena_printf(l->a, "the zone %s", z ? quoted(l, z) : "(none)"));
}

/* "Exile target card from a graveyard", "Return all creature cards from
 * your graveyard": the objects were chosen in the place FROM names (a
 * target slot's in lower_targets); anything else is refused. */
static void check_from(lower *l, const ir_sel *object, const node *from, place p)
{
    if (!from)
        return;
    const ir_filter *f = object->filter;
    if (object->kind == IR_SEL_TARGET) {
        const ir_target *t = l->out->targets;
        for (int i = 0; t && i < object->slot; i++)
            t = t->next;
        f = t ? t->filter : NULL;
    }
    /* "all cards from a graveyard" could mean one graveyard or every one */
    if (!f || (object->kind != IR_SEL_TARGET && object->kind != IR_SEL_ALL) || f->zone != p.zone
        || f->zone_owner != p.owner || (object->kind == IR_SEL_ALL && p.owner == IR_CTRL_ANY))
        refuse(l, from, arena_printf(l->a, "%s for objects not chosen there", quoted(l, from)));
}

static void emit(lower *l, ir_instr ***tail, ir_instr *in, bool optional)
{
    in->optional = optional;
    l->may_before |= optional;
    **tail = in;
    *tail = &in->next;
}

static void lower_restriction(lower *l, const node *neg, ir_instr ***tail, bool optional);

/* The amount of damage or life: ACT's object ("3 damage"), or what "equal
 * to" says (then there is no other); times the number "for each" names
 * ("1 life for each creature you control"). */
static const ir_amount *action_amount(lower *l, const node *act, const node *equal, const node *each)
{
    if (equal && act->b)
        refuse(l, act->b, arena_printf(l->a, "an amount given twice in %s", quoted(l, act)));
    const ir_amount *am = lower_effect_amount(l, equal ? equal : act->b);
    if (!each)
        return am;
    if (am->kind != IR_AMOUNT_CONST)
        refuse(l, act, arena_printf(l->a, "'for each' times %s", quoted(l, equal ? equal : act->b)));
    ir_amount *times = alloc(l, sizeof *times);
    times->kind = IR_AMOUNT_COUNT;
    times->value = am->value;
    times->range = act->range;
    times->of = lower_sel(l, each, NULL);
    return times;
}
static void lower_if(lower *l, const node *s, ir_instr ***tail, bool optional);

static void lower_action(lower *l, const node *act, ir_instr ***tail, bool optional)
{
    ir_duration duration = IR_DUR_NONE, d;
    if (act->kind == N_CONDITIONAL && meaning_word(act) == FX_W_FOR && meaning_duration(act->a, &d)
        && d == IR_DUR_END_OF_TURN && act->b && l->duration == IR_DUR_NONE) {
        /* "Until end of turn, creatures you control gain trample." */
        l->duration = d;
        lower_action(l, act->b, tail, optional);
        l->duration = IR_DUR_NONE;
        return;
    }
    if (act->kind == N_NEGATED) {
        lower_restriction(l, act, tail, optional);
        return;
    }
    if (act->kind == N_CONDITIONAL && (meaning_word(act) == FX_W_IF || meaning_word(act) == FX_W_UNLESS)
        && act->a && act->b && !act->lossy) {
        lower_if(l, act, tail, optional);
        return;
    }
    if (act->kind == N_OPTIONAL && !optional && act->text && strcmp(act->text, "may") == 0 && act->a
        && act->a->kind == N_ACTION && (!act->a->a || is(act->a->a, N_PLAYER, "you"))) {
        lower_action(l, act->a, tail, true);
        return;
    }
    if (act->kind == N_SEQUENCE && !act->text && act->a) {
        for (const node *s = act->a->a; s; s = s->next)
            lower_action(l, s, tail, optional);
        return;
    }
    if (act->kind != N_ACTION || !act->text || act->lossy)
        refuse(l, act, arena_printf(l->a, "the sentence %s", quoted(l, act)));
    const char *verb = meaning_words(act);
    fx_verb v = meaning_verb(act);
    const node *to = NULL, *from = NULL, *on = NULL, *equal = NULL, *each = NULL, *in_lib = NULL, *onto = NULL;
    bool tapped = false;
    ir_delay at = IR_DELAY_NONE, later;
    for (const node *m = act->c ? act->c->a : NULL; m; m = m->next) {
        if (m->kind == N_DURATION && at == IR_DELAY_NONE && (later = meaning_delay(m)) != IR_DELAY_NONE
            && later != IR_DELAY_SOURCE_LEAVES)
            at = later;     /* "at the beginning of the next end step" (CR 603.7) */
        else if (m->kind == N_PREP && meaning_word(m) == FX_W_IN && m->a && !in_lib)
            in_lib = m->a;
        else if (m->kind == N_PREP && (meaning_word(m) == FX_W_ONTO || meaning_word(m) == FX_W_INTO) && m->a && !onto)
            onto = m->a;
        else if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_TAPPED && !tapped)
            tapped = true;
        else if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_EQUAL_TO && m->a && !equal)
            equal = m->a;
        else if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_FOR_EACH && m->a && !each)
            each = m->a;
        else if (m->kind == N_PREP && meaning_word(m) == FX_W_TO && !to)
            to = m->a;
        else if (m->kind == N_PREP && meaning_word(m) == FX_W_FROM && !from)
            from = m->a;
        else if (m->kind == N_PREP && meaning_word(m) == FX_W_ON && !on)
            on = m->a;
        else if (duration == IR_DUR_NONE && meaning_duration(m, &d) && d == IR_DUR_END_OF_TURN)
            duration = d;
        else
            refuse(l, m, arena_printf(l->a, "%s in %s", quoted(l, m), quoted(l, act)));
    }
    if (l->duration != IR_DUR_NONE && duration != IR_DUR_NONE)
        refuse(l, act, arena_printf(l->a, "two durations for %s", quoted(l, act)));
    if (l->duration != IR_DUR_NONE)
        duration = l->duration;
    bool is_static = l->out->kind == IR_AB_STATIC;
    if (is_static) {
        /* "Creatures you control get +1/+1 and have trample." */
        if (act->c || optional || (v != FX_VERB_GET && v != FX_VERB_HAVE))
            refuse(l, act, arena_printf(l->a, "the static ability %s", quoted(l, act)));
        duration = IR_DUR_STATIC;
    }
    place from_place = from ? place_of(l, from) : (place){ IR_ZONE_BATTLEFIELD, IR_CTRL_ANY };
    bool lasting = v == FX_VERB_GET || v == FX_VERB_GAIN || v == FX_VERB_GAIN_CONTROL || is_static;
    bool wants_to = v == FX_VERB_DEAL_DAMAGE || v == FX_VERB_RETURN;
    bool wants_on = v == FX_VERB_PUT;
    bool counts = v == FX_VERB_DEAL_DAMAGE || v == FX_VERB_GAIN_LIFE || v == FX_VERB_LOSE_LIFE;
    if ((to && !wants_to) || (on && !wants_on) || (from && v != FX_VERB_RETURN && v != FX_VERB_EXILE)
        || (duration != IR_DUR_NONE && !lasting) || ((equal || each) && !counts)
        || (in_lib && v != FX_VERB_SEARCH) || (onto && v != FX_VERB_PUT)
        || (tapped && v != FX_VERB_PUT && v != FX_VERB_RETURN)
        || (at != IR_DELAY_NONE && (duration != IR_DUR_NONE || !(v == FX_VERB_DESTROY || v == FX_VERB_EXILE
                                                                  || v == FX_VERB_RETURN || v == FX_VERB_SACRIFICE
                                                                  || v == FX_VERB_TAP || v == FX_VERB_UNTAP))))
        refuse(l, act, arena_printf(l->a, "the verb '%s' with these modifiers", verb));
    ir_instr *in;
    fx_pt_change pt;
    if (v == FX_VERB_DEAL_DAMAGE) {
        if (!to)
            refuse(l, act, "damage dealt to nothing said");
        in = instr_new(l, IR_DAMAGE, act);
        in->subject = lower_sel(l, act->a, NULL);
        in->amount = action_amount(l, act, equal, each);
        in->object = lower_sel(l, to, NULL);
    } else if (v == FX_VERB_DESTROY || v == FX_VERB_EXILE || v == FX_VERB_TAP || v == FX_VERB_UNTAP
               || v == FX_VERB_COUNTER || v == FX_VERB_REGENERATE) {
        ir_op op = v == FX_VERB_DESTROY ? IR_DESTROY : v == FX_VERB_EXILE ? IR_EXILE : v == FX_VERB_TAP ? IR_TAP
                 : v == FX_VERB_UNTAP ? IR_UNTAP : v == FX_VERB_COUNTER ? IR_COUNTER : IR_REGENERATE;
        if (act->a && !(act->a->kind == N_PLAYER && meaning_player(act->a) == FX_PLAYER_YOU))
            refuse(l, act->a, arena_printf(l->a, "'%s' done by %s", verb, quoted(l, act->a)));
        in = instr_new(l, op, act);
        in->object = lower_sel(l, act->b, from ? &from_place : NULL);
        check_from(l, in->object, from, from_place);
    } else if (v == FX_VERB_SACRIFICE) {
        in = instr_new(l, IR_SACRIFICE, act);
        in->subject = player_subject(l, act);
        if (in->subject->kind != IR_SEL_YOU)
            refuse(l, act->a, arena_printf(l->a, "a sacrifice by %s", quoted(l, act->a)));
        in->object = lower_sel(l, act->b, NULL);
        if (in->object->kind == IR_SEL_ALL && in->object->filter->controller != IR_CTRL_YOU)
            refuse(l, act->b, arena_printf(l->a, "the sacrifice of %s", quoted(l, act->b)));
    } else if (v == FX_VERB_DRAW || v == FX_VERB_DISCARD) {
        in = instr_new(l, v == FX_VERB_DRAW ? IR_DRAW : IR_DISCARD, act);
        in->subject = player_subject(l, act);
        in->amount = card_count(l, act->b);
    } else if (v == FX_VERB_GAIN_LIFE || v == FX_VERB_LOSE_LIFE) {
        in = instr_new(l, v == FX_VERB_GAIN_LIFE ? IR_GAIN_LIFE : IR_LOSE_LIFE, act);
        in->subject = player_subject(l, act);
        in->amount = action_amount(l, act, equal, each);
    } else if (v == FX_VERB_GET && act->b && act->b->kind == N_PT_CHANGE) {
        if (duration == IR_DUR_NONE)
            refuse(l, act, "a P/T change with no duration");
        if (!meaning_pt_change(act->b, &pt) || pt.x_power || pt.x_toughness)
            refuse(l, act->b, arena_printf(l->a, "the P/T change %s", quoted(l, act->b)));
        in = instr_new(l, IR_MODIFY_PT, act);
        in->object = lower_sel(l, act->a, NULL);
        in->power = pt.power;
        in->toughness = pt.toughness;
    } else if ((v == FX_VERB_GAIN || (is_static && v == FX_VERB_HAVE)) && act->b
               && act->b->kind == N_LIST && act->b->a) {
        if (duration == IR_DUR_NONE)
            refuse(l, act, "a keyword gained with no duration");
        const ir_sel *who = lower_sel(l, act->a, NULL);
        for (const node *k = act->b->a; k; k = k->next) {
            if (k->kind != N_KEYWORD || !k->text || k->a || k->b)
                refuse(l, k, arena_printf(l->a, "the ability %s gained", quoted(l, k)));
            ir_instr *g = instr_new(l, IR_GRANT, act);
            g->object = who;
            g->word = k->text;
            g->duration = duration;
            emit(l, tail, g, optional);
        }
        return;
    } else if (v == FX_VERB_PUT && on && act->b && act->b->kind == N_OBJECT && act->b->a
               && act->b->a->kind == N_FILTER && !act->b->a->text && !act->b->a->b && act->b->a->a
               && act->b->a->a->a && !act->b->a->a->a->next && act->b->a->a->a->a) {
        /* "put a +1/+1 counter on X", "put two -1/-1 counters on X" */
        const node *words = act->b->a->a->a->a->a;
        if (!words || !words->next || words->next->next || !is(words->next, N_WORD, "counter")
            || words->kind != N_WORD || !words->text || act->a)
            refuse(l, act->b, arena_printf(l->a, "the counters %s", quoted(l, act->b)));
        in = instr_new(l, IR_COUNTERS, act);
        in->word = words->text;
        if (act->b->c)
            in->amount = lower_effect_amount(l, act->b->c);
        else if (meaning_det(act->b) == FX_DET_A) {
            ir_amount *one = alloc(l, sizeof *one);
            one->value = 1;
            one->range = act->b->range;
            in->amount = one;
        } else
            refuse(l, act->b, arena_printf(l->a, "the counters %s", quoted(l, act->b)));
        in->object = lower_sel(l, on, NULL);
    } else if (v == FX_VERB_SCRY || v == FX_VERB_MILL) {
        bool scry = v == FX_VERB_SCRY;
        in = instr_new(l, scry ? IR_SCRY : IR_MILL, act);
        in->subject = player_subject(l, act);
        in->amount = scry ? lower_effect_amount(l, act->b) : card_count(l, act->b);
        if (scry && in->subject->kind != IR_SEL_YOU)
            refuse(l, act->a, arena_printf(l->a, "a scry by %s", quoted(l, act->a)));
    } else if (v == FX_VERB_CREATE && !act->a) {
        in = instr_new(l, IR_CREATE_TOKEN, act);
        in->amount = lower_token(l, act->b, &in->token);
    } else if (v == FX_VERB_ADD && act->b && act->b->kind == N_MANA && !act->a && !act->b->lossy) {
        in = instr_new(l, IR_ADD_MANA, act);
        lower_mana(l, act->b, in);
    } else if (v == FX_VERB_SEARCH && in_lib && act->b && act->b->kind == N_OBJECT) {
        /* "Search your library for a basic land card", "for up to two ..." */
        const node *what = act->b, *c = what->c;
        if (in_lib->kind != N_POSSESSIVE || !is_you(in_lib->a) || !in_lib->b || in_lib->b->kind != N_WORD
            || in_lib->b->token != LIBRARY || (act->a && !is_you(act->a)) || meaning_det_is_set(meaning_det(what))
            || l->nfound == sizeof l->found / sizeof *l->found)
            refuse(l, act, arena_printf(l->a, "the search %s", quoted(l, act)));
        in = instr_new(l, IR_SEARCH, act);
        in->subject = sel_new(l, IR_SEL_YOU, act->range);
        /* finding fewer is always allowed: the library is hidden (CR 701.19b) */
        in->amount = c && c->kind == N_COMPARE && meaning_word(c) == FX_W_LE && c->a ? lower_effect_amount(l, c->a)
                   : object_count(l, what, "the search for");
        node plain = *what;
        plain.c = NULL;
        place lib = { IR_ZONE_LIBRARY, IR_CTRL_YOU };
        ir_filter *f = lower_filter(l, &plain, &lib);
        f->zone = IR_ZONE_LIBRARY;
        f->zone_owner = IR_CTRL_YOU;
        ir_sel *all = sel_new(l, IR_SEL_ALL, what->range);
        all->filter = f;
        in->object = all;
        l->found[l->nfound++] = what;
    } else if (v == FX_VERB_PUT && onto && !on && act->b && (!act->a || is_you(act->a))) {
        /* "put it onto the battlefield (tapped)", "put that card into your hand" */
        in = instr_new(l, IR_MOVE, act);
        in->object = lower_sel(l, act->b, NULL);
        in->zone = onto->kind == N_ZONE && meaning_word(onto) == FX_W_BATTLEFIELD && !onto->a ? IR_ZONE_BATTLEFIELD
                 : zone_of(l, onto);
        if (in->zone == IR_ZONE_LIBRARY)    /* "on top of", not "into" */
            refuse(l, onto, arena_printf(l->a, "the zone %s", quoted(l, onto)));
    } else if (v == FX_VERB_SHUFFLE && !act->c && (!act->a || is_you(act->a))
               && (!act->b || (act->b->kind == N_POSSESSIVE && is_you(act->b->a) && act->b->b
                               && act->b->b->kind == N_WORD && act->b->b->token == LIBRARY))) {
        in = instr_new(l, IR_SHUFFLE, act);     /* "Shuffle", "then shuffle your library" */
        in->subject = sel_new(l, IR_SEL_YOU, act->range);
    } else if (v == FX_VERB_GAIN_CONTROL && act->b) {
        if (act->a && !(act->a->kind == N_PLAYER && meaning_player(act->a) == FX_PLAYER_YOU))
            refuse(l, act->a, arena_printf(l->a, "control gained by %s", quoted(l, act->a)));
        in = instr_new(l, IR_GAIN_CONTROL, act);
        in->object = lower_sel(l, act->b, NULL);
        if (duration == IR_DUR_NONE)
            duration = IR_DUR_REST_OF_GAME;     /* CR 611.2a */
    } else if (v == FX_VERB_RETURN && to) {
        if (act->a && !(act->a->kind == N_PLAYER && meaning_player(act->a) == FX_PLAYER_YOU))
            refuse(l, act->a, arena_printf(l->a, "'return' done by %s", quoted(l, act->a)));
        in = instr_new(l, IR_MOVE, act);
        in->object = lower_sel(l, act->b, from ? &from_place : NULL);
        if (is(to, N_ZONE, "battlefield") && !to->a)    /* under its owner's control (CR 110.2a) */
            in->zone = IR_ZONE_BATTLEFIELD;
        else
            in->zone = zone_of(l, to);
        check_from(l, in->object, from, from_place);
    } else {
        refuse(l, act, arena_printf(l->a, "the verb '%s'", verb));
    }
    in->duration = duration;
    in->at = at;
    if (tapped && (in->op != IR_MOVE || in->zone != IR_ZONE_BATTLEFIELD))
        refuse(l, act, arena_printf(l->a, "'tapped' in %s", quoted(l, act)));
    in->tapped = tapped;
    emit(l, tail, in, optional);
}

/* "Target creature can't block this turn" (until end of turn), "It doesn't
 * untap during its controller's next untap step" (CR 502.3). */
static void lower_restriction(lower *l, const node *neg, ir_instr ***tail, bool optional)
{
    const node *a = neg->a;
    const node *m = a && a->c ? a->c->a : NULL;
    if (!a || a->kind != N_ACTION || a->b || a->lossy || neg->lossy || optional || (m && m->next)
        || l->out->kind == IR_AB_STATIC)
        refuse(l, neg, arena_printf(l->a, "the sentence %s", quoted(l, neg)));
    ir_duration d = IR_DUR_NONE;
    bool timed = m && meaning_duration(m, &d);
    if (meaning_word(neg) == FX_W_DONT && meaning_verb(a) == FX_VERB_UNTAP && timed && d == IR_DUR_NEXT_UNTAP_STEP
        && l->duration == IR_DUR_NONE) {
        ir_instr *in = instr_new(l, IR_SKIP_UNTAP, neg);
        in->object = lower_sel(l, a->a, NULL);
        emit(l, tail, in, false);
        return;
    }
    fx_verb v = meaning_word(neg) == FX_W_CANT ? meaning_verb(a) : FX_VERB_NONE;
    const char *what = v == FX_VERB_BLOCK ? "block" : v == FX_VERB_ATTACK ? "attack"
                     : v == FX_VERB_ATTACK_OR_BLOCK ? "attack_or_block" : v == FX_VERB_BLOCKED ? "be_blocked" : NULL;
    if (!what || (m && (!timed || d != IR_DUR_END_OF_TURN)) || (m && l->duration != IR_DUR_NONE))
        refuse(l, neg, arena_printf(l->a, "the sentence %s", quoted(l, neg)));
    ir_instr *in = instr_new(l, IR_CANT, neg);
    in->duration = m ? d : l->duration;
    if (in->duration == IR_DUR_NONE)        /* the code generator has no such effect yet */
        refuse(l, neg, arena_printf(l->a, "%s for the rest of the game", quoted(l, neg)));
    in->object = lower_sel(l, a->a, NULL);
    in->word = what;
    emit(l, tail, in, false);
}

static ir_amount *amount_const(lower *l, int v, src_range r)
{
    ir_amount *a = alloc(l, sizeof *a);
    a->value = v;
    a->range = r;
    return a;
}

/* "you control an artifact", "... no creatures", "... two or more Gates":
 * the number of the objects OBJ describes that you control, compared as
 * its determiner or count says ("two": at least two). */
static void lower_count_cond(lower *l, const node *obj, ir_condition *out)
{
    fx_det det = meaning_det(obj);
    const node *c = obj->c;
    fx_word op = c && c->kind == N_COMPARE && c->a ? meaning_word(c) : FX_W_NONE;
    if (!c && (det == FX_DET_NO || det == FX_DET_NO_OTHER)) {
        out->op = "=";
        out->value = amount_const(l, 0, obj->range);
    } else if (!c && (det == FX_DET_A || det == FX_DET_ANOTHER)) {
        out->op = ">=";
        out->value = amount_const(l, 1, obj->range);
    } else if (op == FX_W_GE || op == FX_W_LE || op == FX_W_EQ) {
        out->op = op == FX_W_GE ? ">=" : op == FX_W_LE ? "<=" : "=";
        out->value = lower_amount(l, c->a);
    } else if (c && c->kind == N_AMOUNT) {
        out->op = ">=";
        out->value = lower_amount(l, c);
    } else {
        refuse(l, obj, arena_printf(l->a, "the number in %s", quoted(l, obj)));
    }
    node plain = *obj;
    plain.c = NULL;
    ir_filter *f = lower_filter(l, &plain, NULL);
    if (f->controller != IR_CTRL_ANY)
        refuse(l, obj, arena_printf(l->a, "the condition on %s", quoted(l, obj)));
    f->controller = IR_CTRL_YOU;
    ir_sel *all = sel_new(l, IR_SEL_ALL, obj->range);
    all->filter = f;
    out->kind = IR_CONDITION_COUNT;
    out->of = all;
}

/* What an "if" asks: "you do" / "you don't" (after a "you may"), "it was
 * kicked", "you control ...", "it's your turn". */
static ir_condition *lower_cond(lower *l, const node *c)
{
    ir_condition *out = alloc(l, sizeof *out);
    out->range = c->range;
    fx_verb v = c->kind == N_ACTION && !c->lossy ? meaning_verb(c) : FX_VERB_NONE;
    if ((v == FX_VERB_DO || v == FX_VERB_DONT) && !c->b && !c->c && (!c->a || is_you(c->a))) {
        if (!l->may_before)
            refuse(l, c, "'if you do' with no 'you may' before it");
        out->kind = IR_CONDITION_DID;
        out->negated = v == FX_VERB_DONT;
    } else if (v == FX_VERB_KICKED && c->a && !c->b && !c->c) {
        out->kind = IR_CONDITION_KICKED;
        out->of = lower_sel(l, c->a, NULL);
        if (out->of->kind != IR_SEL_SELF)
            refuse(l, c->a, arena_printf(l->a, "kicked: %s", quoted(l, c->a)));
    } else if (v == FX_VERB_PAY && meaning_mana_symbols(c->b) && !c->c) {
        /* "unless its controller pays {3}": asked of that one player */
        out->kind = IR_CONDITION_PAYS;
        out->of = c->a ? lower_sel(l, c->a, NULL) : sel_new(l, IR_SEL_YOU, c->range);
        out->mana = mana_symbols(l, c->b);
        if (out->of->kind == IR_SEL_ALL || strchr(out->mana, 'X'))
            refuse(l, c, arena_printf(l->a, "the payment %s", quoted(l, c)));
    } else if (v == FX_VERB_CONTROL && is_you(c->a) && c->b && c->b->kind == N_OBJECT && !c->c) {
        lower_count_cond(l, c->b, out);
    } else if (v == FX_VERB_IS && !c->c && (!c->a || (c->a->kind == N_PRONOUN && meaning_word(c->a) == FX_W_IT))
               && c->b && c->b->kind == N_POSSESSIVE && is_you(c->b->a) && c->b->b && c->b->b->kind == N_WORD
               && c->b->b->token == TURN) {
        out->kind = IR_CONDITION_YOUR_TURN;      /* "if it's your turn" */
    } else {
        refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
    }
    return out;
}

/* "If you do, draw a card", "If it was kicked, ... instead" is refused:
 * CR 608.2c, the instructions in order, some only as a condition holds. */
static void lower_if(lower *l, const node *s, ir_instr ***tail, bool optional)
{
    if (optional || meaning_says_instead(l->card, s))
        refuse(l, s, arena_printf(l->a, "the sentence %s", quoted(l, s)));
    ir_instr *in = instr_new(l, IR_IF, s);
    ir_condition *cond = lower_cond(l, s->a);
    if (meaning_word(s) == FX_W_UNLESS) {
        /* "Counter target spell unless its controller pays {3}"; an
         * "unless you discard ..." is the code generator's "you may" */
        if (cond->kind != IR_CONDITION_PAYS || s->c)
            refuse(l, s, arena_printf(l->a, "the sentence %s", quoted(l, s)));
        cond->negated = true;
    }
    in->cond = cond;
    ir_instr **then = &in->then;
    lower_action(l, s->b, &then, false);
    if (s->c) {
        ir_instr **other = &in->otherwise;
        lower_action(l, s->c, &other, false);
    }
    emit(l, tail, in, false);
}

/* ---- abilities ------------------------------------------------------- */

/* A target slot's filter; "card" in it takes the zone of "from ..." on the
 * action the target is the object of. */
static ir_target *lower_targets(lower *l, const node *effect)
{
    ir_target *head = NULL, **tail = &head;
    for (const target_use *u = l->ab->targets; u; u = u->next) {
        const node *obj = u->object;
        if (!obj || obj->kind != N_OBJECT || u->min < 0 || u->max < 0)
            refuse(l, NULL, arena_printf(l->a, "the targets '%s'", u->text));
        ir_target *t = alloc(l, sizeof *t);
        t->min = u->min;
        t->max = u->max;
        t->another = sema_target_says_other(l->card, u);
        t->range = u->range;
        /* the zone: from a "from" on the action whose object this target is */
        const node *from = NULL;
        for (const node *s = effect ? effect->a : NULL; s; s = s->next) {
            const node *act = s->kind == N_OPTIONAL ? s->a : s;
            if (act && act->kind == N_ACTION && act->b && act->b->kind == N_TARGET && act->b->a == obj)
                for (const node *m = act->c ? act->c->a : NULL; m; m = m->next)
                    if (is(m, N_PREP, "from"))
                        from = m->a;
        }
        /* a "spell" is on the stack (CR 112.1); a "card" where "from" says */
        place z = from ? place_of(l, from) : (place){ IR_ZONE_STACK, IR_CTRL_ANY };
        l->slot = t;
        t->filter = lower_filter(l, obj, &z);
        l->slot = NULL;
        *tail = t;
        tail = &t->next;
    }
    return head;
}

/* A cost that is an action, ACT, written at K: "Sacrifice ~", "Sacrifice
 * a creature", "Discard a card", "Pay 2 life"; into C. */
static void lower_cost_action(lower *l, const node *k, const node *act, ir_cost *c)
{
    const node *obj = act && act->kind == N_ACTION && !act->a && !act->c ? act->b : NULL;
    ir_verb verb = ir_verb_of(act);
    ir_det det = ir_det_of(obj);
    if (verb == IR_VERB_SACRIFICE && obj && obj->kind == N_SELF) {
        c->kind = IR_COST_SACRIFICE;
        c->object = lower_sel(l, obj, NULL);
    } else if (verb == IR_VERB_SACRIFICE && obj && obj->kind == N_OBJECT
               && (obj->c || det == IR_DET_A || det == IR_DET_ANOTHER)) {
        /* "Sacrifice a creature", "Sacrifice two lands": permanents you control (CR 701.21a) */
        c->kind = IR_COST_SACRIFICE;
        ir_filter *f = counted_filter(l, obj, NULL);
        if (f->controller != IR_CTRL_ANY)
            refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
        f->controller = IR_CTRL_YOU;
        c->filter = f;
        if (obj->c)
            c->amount = object_count(l, obj, "the cost");
    } else if (verb == IR_VERB_TAP && obj && obj->kind == N_OBJECT && (obj->c || det == IR_DET_A)) {
        /* "Tap an untapped creature you control" (CR 602.1) */
        c->kind = IR_COST_TAP_OTHERS;
        c->filter = counted_filter(l, obj, NULL);
        c->amount = object_count(l, obj, "the cost");
        if (c->filter->controller != IR_CTRL_YOU)
            refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
    } else if ((verb == IR_VERB_EXILE || verb == IR_VERB_RETURN) && act->b && act->b->kind == N_OBJECT && !act->a
               && act->c && act->c->a && !act->c->a->next
               && ir_prep_of(act->c->a) == (verb == IR_VERB_EXILE ? IR_PREP_FROM : IR_PREP_TO)
               && (act->b->c || ir_det_of(act->b) == IR_DET_A)) {
        /* "Exile a creature card from your graveyard"; "Return a land you
         * control to its owner's hand" */
        const node *m = act->c->a;
        place p = verb == IR_VERB_EXILE ? place_of(l, m->a) : (place){ IR_ZONE_BATTLEFIELD, IR_CTRL_ANY };
        if (verb == IR_VERB_RETURN && zone_of(l, m->a) != IR_ZONE_HAND)
            refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
        c->kind = verb == IR_VERB_EXILE ? IR_COST_EXILE : IR_COST_RETURN;
        c->filter = counted_filter(l, act->b, verb == IR_VERB_EXILE ? &p : NULL);
        c->amount = object_count(l, act->b, "the cost");
        if (verb == IR_VERB_EXILE ? c->filter->zone != p.zone : c->filter->controller != IR_CTRL_YOU)
            refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
    } else if (verb == IR_VERB_DISCARD && obj) {
        c->kind = IR_COST_DISCARD;      /* "Discard a card", "Discard two cards" */
        c->amount = card_count(l, obj);
    } else if (verb == IR_VERB_PAY_LIFE && obj) {
        c->kind = IR_COST_PAY_LIFE;
        c->amount = lower_amount(l, obj);
    } else {
        refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
    }
}

/* "As an additional cost to cast this spell, sacrifice a creature." (CR
 * 601.2f): an ability of its own whose one cost is paid as the spell is cast. */
static ir_ability *lower_additional_cost(lower *l, ir_ability *out, const node *cond)
{
    if (cond->c || ir_verb_of(cond->a) != IR_VERB_CAST || !cond->a->b || cond->a->b->kind != N_SELF || cond->a->a
        || cond->a->c || !cond->b)
        refuse(l, cond, arena_printf(l->a, "the additional cost %s", quoted(l, cond)));
    out->kind = IR_AB_ADDITIONAL_COST;
    ir_cost *c = alloc(l, sizeof *c);
    c->range = cond->b->range;
    lower_cost_action(l, cond->b, cond->b, c);
    out->costs = c;
    return out;
}

static ir_cost *lower_costs(lower *l, const node *costs)
{
    if (!costs || costs->kind != N_LIST)
        refuse(l, costs, "these costs");
    ir_cost *head = NULL, **tail = &head;
    for (const node *k = costs->a; k; k = k->next) {
        ir_cost *c = alloc(l, sizeof *c);
        c->range = k->range;
        ir_cost_entry e = ir_cost_entry_of(k);
        if (e == IR_CE_MANA && !k->a && !k->b && !k->c)
            c->kind = IR_COST_MANA;
        else if (e == IR_CE_TAP)
            c->kind = IR_COST_TAP;
        else if (e == IR_CE_UNTAP)
            c->kind = IR_COST_UNTAP;
        else if (e == IR_CE_ACTION)
            lower_cost_action(l, k, k->a, c);
        else
            refuse(l, k, arena_printf(l->a, "the cost %s", quoted(l, k)));
        *tail = c;
        tail = &c->next;
    }
    return head;
}

/* "At the beginning of your upkeep", "... of each end step". */
static const ir_trigger *lower_step_trigger(lower *l, const node *t)
{
    const node *st = t->a;
    if (!st || st->kind != N_STEP || !st->text || st->lossy || !st->a || st->b || st->c)
        refuse(l, st ? st : t, arena_printf(l->a, "the trigger %s", quoted(l, t)));
    ir_trigger *tr = alloc(l, sizeof *tr);
    tr->range = t->range;
    tr->event = IR_EV_STEP;
    if (!ir_step_of(st, &tr->step))     /* "combat" is "combat on your turn" */
        refuse(l, st, arena_printf(l->a, "the step %s", quoted(l, st)));
    if (is(st->a, N_WORD, "your")) {
        tr->who = sel_new(l, IR_SEL_YOU, st->a->range);
    } else if (is(st->a, N_WORD, "each")) {
        /* every player's: a filter of players */
        ir_filter *f = alloc(l, sizeof *f);
        f->range = st->a->range;
        f->zone = IR_ZONE_BATTLEFIELD;
        f->any_of = alloc(l, sizeof *f->any_of);
        f->any_of->traits = alloc(l, sizeof *f->any_of->traits);
        f->any_of->traits->kind = IR_TRAIT_PLAYER;
        f->any_of->ntraits = 1;
        ir_sel *s = sel_new(l, IR_SEL_ALL, st->a->range);
        s->filter = f;
        tr->who = s;
    } else if (is(st->a, N_OBJECT, "each")) {
        /* "each player's upkeep", "each opponent's upkeep": "that player" is
         * the player whose step it is */
        tr->who = lower_sel(l, st->a, NULL);
        l->event_subject = st->a;
    } else {
        refuse(l, st, arena_printf(l->a, "the step %s", quoted(l, st)));
    }
    return tr;
}

static const ir_trigger *lower_trigger(lower *l, const node *t)
{
    if (!t || t->kind != N_TRIGGER || !t->text)
        refuse(l, t, "this trigger");
    const node *ev = t->a;
    if (strcmp(t->text, "at") == 0)
        return lower_step_trigger(l, t);
    ir_trigger *tr = alloc(l, sizeof *tr);
    /* "enters the battlefield under your control" */
    const node *mods = ev && ev->c ? ev->c->a : NULL;
    if (mods && !mods->next && ir_event_of(ev, &tr->event) && tr->event == IR_EV_ENTERS
        && ir_prep_of(mods) == IR_PREP_UNDER_CONTROL_OF && ir_who_of(mods->a) == IR_WHO_YOU) {
        tr->under = IR_CTRL_YOU;
        mods = NULL;
    }
    /* "is put into a graveyard from the battlefield": from where, and whose */
    const node *whose;
    bool into_yard = mods && ir_event_of(ev, &tr->event) && tr->event == IR_EV_PUT
                     && ir_into_graveyard(ev->c, &whose, &tr->from);
    if (into_yard) {
        ir_who who = whose ? ir_who_of(whose) : IR_WHO_ANY;
        if (who != IR_WHO_ANY && who != IR_WHO_YOU && who != IR_WHO_OPPONENT)
            refuse(l, whose, arena_printf(l->a, "the graveyard of %s", quoted(l, whose)));
        tr->into_owner = who == IR_WHO_YOU ? IR_CTRL_YOU : who == IR_WHO_OPPONENT ? IR_CTRL_OPPONENT : IR_CTRL_ANY;
        mods = NULL;
    }
    /* "deals (combat) damage to a player": what it is dealt to */
    if (mods && !mods->next && ir_event_of(ev, &tr->event)
        && (tr->event == IR_EV_DEALS_DAMAGE || tr->event == IR_EV_DEALS_COMBAT_DAMAGE)
        && ir_prep_of(mods) == IR_PREP_TO && mods->a && mods->a->kind == N_OBJECT && ir_det_of(mods->a) == IR_DET_A) {
        ir_sel *s = sel_new(l, IR_SEL_ALL, mods->a->range);
        s->filter = lower_filter(l, mods->a, NULL);
        tr->to = s;
        l->event_to = mods->a;
        mods = NULL;
    }
    if (!ev || ev->kind != N_ACTION || !ev->text || mods || ev->lossy || !ev->a)
        refuse(l, ev ? ev : t, arena_printf(l->a, "the event %s", quoted(l, ev ? ev : t)));
    tr->range = t->range;
    tr->whenever = strcmp(t->text, "whenever") == 0;
    /* the events the IR says today (docs/ir.md); "becomes tapped" is the
     * event of being tapped */
    const node *object = ev->b;
    bool known = ir_event_of(ev, &tr->event);
    ir_word_kind become = known && tr->event == IR_EV_BECOMES ? ir_word_of(object).kind : IR_WORD_UNKNOWN;
    if (become == IR_WORD_TAPPED || become == IR_WORD_UNTAPPED) {
        tr->event = become == IR_WORD_TAPPED ? IR_EV_TAPPED : IR_EV_UNTAPPED;
        object = NULL;
    }
    switch (known ? tr->event : IR_EV_BECOMES) {
    case IR_EV_ENTERS: case IR_EV_DIES: case IR_EV_LEAVES: case IR_EV_ATTACKS: case IR_EV_BLOCKS:
    case IR_EV_ATTACKS_OR_BLOCKS: case IR_EV_BLOCKED: case IR_EV_TAPPED: case IR_EV_UNTAPPED:
    case IR_EV_GAIN_LIFE: case IR_EV_LOSE_LIFE: case IR_EV_DRAW: case IR_EV_CAST:
    case IR_EV_DISCARD: case IR_EV_CYCLE: case IR_EV_SACRIFICE:
    case IR_EV_DEALS_DAMAGE: case IR_EV_DEALS_COMBAT_DAMAGE: case IR_EV_DEALT_DAMAGE: case IR_EV_DEALT_COMBAT_DAMAGE:
        break;
    case IR_EV_PUT:
        if (into_yard)
            break;
        /* fall through */
    default:
        refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
    }
    /* "draw" events say "draw a card": the count is part of the event;
     * "cast" events name the spell */
    if (tr->event == IR_EV_CAST && object && object->kind == N_OBJECT && ir_det_of(object) == IR_DET_A) {
        ir_sel *s = sel_new(l, IR_SEL_ALL, object->range);
        static const place stack = { IR_ZONE_STACK, IR_CTRL_ANY };
        s->filter = lower_filter(l, object, &stack);
        tr->what = s;
    } else if ((tr->event == IR_EV_CAST || tr->event == IR_EV_CYCLE) && object && object->kind == N_SELF) {
        tr->what = sel_new(l, IR_SEL_SELF, object->range);     /* "When you cast this spell", "cycle ~" */
    } else if (tr->event == IR_EV_BLOCKS && object && object->kind == N_OBJECT && ir_det_of(object) == IR_DET_A) {
        /* "blocks a creature": the attacker it blocks, what the block is done to */
        ir_sel *s = sel_new(l, IR_SEL_ALL, object->range);
        s->filter = lower_filter(l, object, NULL);
        tr->what = s;
        l->event_to = object;
    } else if ((tr->event == IR_EV_DISCARD || tr->event == IR_EV_CYCLE || tr->event == IR_EV_SACRIFICE)
               && object && object->kind == N_OBJECT && ir_det_of(object) == IR_DET_A) {
        /* "discards a creature card", "cycle a card": a card from a hand;
         * "sacrifice a creature": a permanent */
        static const place hand = { IR_ZONE_HAND, IR_CTRL_ANY };
        ir_sel *s = sel_new(l, IR_SEL_ALL, object->range);
        s->filter = lower_filter(l, object, tr->event == IR_EV_SACRIFICE ? NULL : &hand);
        tr->what = s;
    } else if (object && !(tr->event == IR_EV_DRAW && card_count(l, object)->value == 1))
        refuse(l, ev, arena_printf(l->a, "the event %s", quoted(l, ev)));
    const node *who = ev->a;
    if (who->kind == N_OBJECT && (ir_det_of(who) == IR_DET_A || ir_det_of(who) == IR_DET_ANOTHER)) {
        ir_sel *s = sel_new(l, IR_SEL_ALL, who->range);
        s->filter = lower_filter(l, who, NULL);
        tr->who = s;
    } else if (who->kind == N_SELF || (who->kind == N_PLAYER && ir_who_of(who) == IR_WHO_YOU)
               || (who->kind == N_PRONOUN && ir_pronoun_of(who) != IR_PRON_OTHER)) {
        /* "enchanted creature", "equipped creature": what it is attached to */
        tr->who = lower_sel(l, who, NULL);
    } else {
        refuse(l, who, arena_printf(l->a, "the event's subject %s", quoted(l, who)));
    }
    l->event_subject = who;
    return tr;
}

/* A keyword line: each keyword a name the rules define (CR 702), when it
 * has no parameter, cost or target. */
/* "Protection from red", "from black and from red", "from Goblins"
 * (CR 702.16a): objects with any of these qualities, wherever they are. */
static const ir_filter *lower_protection(lower *l, const node *from)
{
    ir_filter *out = alloc(l, sizeof *out);
    out->range = from->range;
    out->zone = IR_ZONE_ANY;
    ir_alt **tail = &out->any_of;
    for (const node *p = from->a; p; p = p->next) {
        if (p->kind == N_WORD) {
            ir_alt *alt = alloc(l, sizeof *alt);
            alt->traits = alloc(l, sizeof *alt->traits);
            lower_trait(l, p, alt->traits);
            alt->ntraits = 1;
            if (alt->traits->kind != IR_TRAIT_COLOR || alt->traits->negated)
                refuse(l, p, arena_printf(l->a, "protection from %s", quoted(l, p)));
            *tail = alt;
        } else if (p->kind == N_FILTER && !p->text && !p->b && !p->lossy) {
            const ir_filter *f = lower_description(l, p, NULL, NULL);
            *tail = f->any_of;
        } else {
            refuse(l, p, arena_printf(l->a, "protection from %s", quoted(l, p)));
        }
        while (*tail)
            tail = &(*tail)->next;
    }
    return out;
}

/* A loyalty ability's cost, "+1", "−2", "0" (CR 606.4): the loyalty
 * counters put on or removed from the planeswalker. */
static ir_cost *lower_loyalty(lower *l, const node *k)
{
    int v;
    if (!ir_loyalty_of(k, &v))
        refuse(l, k, arena_printf(l->a, "the loyalty cost %s", k ? quoted(l, k) : "(none)"));
    ir_cost *c = alloc(l, sizeof *c);
    c->kind = IR_COST_LOYALTY;
    c->range = k->range;
    ir_amount *am = alloc(l, sizeof *am);
    am->value = v;
    am->range = k->range;
    c->amount = am;
    return c;
}

static ir_ability *lower_keywords(lower *l, ir_ability *out)
{
    const node *list = l->ab->ast->b;
    if (!list || list->kind != N_LIST || !list->a)
        refuse(l, NULL, "this keyword ability");
    /* one keyword with a cost ("Equip {3}") or a number ("Crew 3") */
    const node *k1 = list->a;
    if (!k1->next && k1->kind == N_KEYWORD && k1->b) {
        out->costs = lower_costs(l, k1->b);
        for (const ir_cost *c = out->costs; c; c = c->next)
            if (c->kind != IR_COST_MANA)
                refuse(l, k1, arena_printf(l->a, "the keyword %s", quoted(l, k1)));
    }
    if (!k1->next && k1->kind == N_KEYWORD && k1->a && k1->a->kind == N_AMOUNT)
        out->amount = lower_amount(l, k1->a);
    /* the target of equip, fortify, reconfigure is their rules' (CR 702.6a) */
    ir_kw_ability ka = ir_kw_ability_of(k1);
    bool own_target = !k1->next && k1->b
                      && (ka == IR_KA_EQUIP || ka == IR_KA_FORTIFY || ka == IR_KA_RECONFIGURE);
    if (l->ab->targets && !own_target)
        refuse(l, NULL, "this keyword ability");
    out->kind = IR_AB_KEYWORD;
    for (const node *k = list->a; k; k = k->next)
        out->nkeywords++;
    out->keywords = alloc(l, out->nkeywords * sizeof *out->keywords);
    out->nkeywords = 0;
    for (const node *k = list->a; k; k = k->next) {
        bool enchant = ir_kw_ability_of(k) == IR_KA_ENCHANT && k->a && k->a->kind == N_FILTER && !k->b && !k->a->lossy
                       && !list->a->next;
        bool protection = ir_kw_ability_of(k) == IR_KA_PROTECTION && k->a && k->a->kind == N_LIST && k->a->a && !k->b
                          && !list->a->next;
        if (k->unknown && !k->granted)
            refuse(l, k, arena_printf(l->a, "the unknown keyword %s, which has no reminder text,", quoted(l, k)));
        /* an unknown keyword's parameter is its reminder text's: that
         * text is the ability after this one (ability.defines) */
        bool defined = k->unknown && k->granted;
        if (k->kind != N_KEYWORD || !k->text || (k->a && !enchant && !protection && !out->amount && !defined)
            || (k->b && !out->costs && !defined)
            || k->lossy)
            refuse(l, k, arena_printf(l->a, "the keyword %s", quoted(l, k)));
        if (enchant)    /* "Enchant creature" (CR 702.5a) */
            out->filter = lower_description(l, k->a, NULL, NULL);
        else if (protection)
            out->filter = lower_protection(l, k->a);
        out->keywords[out->nkeywords++] = k->text;
    }
    return out;
}

static void lower_body(lower *l, ir_ability *out, const node *effect);
static ir_ability *lower_modes(lower *l, ir_ability *out);

static ir_ability *lower_ability(lower *l, const ability *ab)
{
    l->ab = ab;
    l->event_subject = l->event_to = NULL;
    const node *ast = ab->ast;
    if (ab->label && strspn(ab->label, "IVX, ") == strlen(ab->label))
        refuse(l, NULL, arena_printf(l->a, "the chapter ability '%s'", ab->label));
    ir_ability *out = alloc(l, sizeof *out);
    l->out = out;
    out->range = ab->range;
    switch (ab->kind) {
    case AB_SPELL:
        out->kind = IR_AB_SPELL;
        break;
    case AB_ACTIVATED:
        out->kind = IR_AB_ACTIVATED;
        out->costs = ab->loyalty ? lower_loyalty(l, ast->a) : lower_costs(l, ast->a);
        break;
    case AB_TRIGGERED:
        out->kind = IR_AB_TRIGGERED;
        out->trigger = lower_trigger(l, ast->a);
        break;
    case AB_KEYWORD:
        return lower_keywords(l, out);
    case AB_STATIC:
        out->kind = IR_AB_STATIC;
        break;
    }
    if (ast->c)
        refuse(l, ast->c, arena_printf(l->a, "the condition %s", quoted(l, ast->c)));
    if (!ast->b || ast->b->kind != N_LIST || !ast->b->a)
        refuse(l, NULL, "an ability with no effect");
    if (ab->modes)
        return lower_modes(l, out);
    if (ab->kind == AB_SPELL && ir_additional_cost(ast->b->a) && !ast->b->a->next)
        return lower_additional_cost(l, out, ast->b->a);
    lower_body(l, out, ast->b);
    if (ab->mana_ability)       /* CR 605.1a, as sema found it */
        out->kind = IR_AB_MANA;
    return out;
}

/* The targets and instructions of L->ab's EFFECT, into OUT. */
static void lower_body(lower *l, ir_ability *out, const node *effect)
{
    out->targets = lower_targets(l, effect);
    l->may_before = false;
    l->nfound = 0;
    ir_instr **tail = &out->body;
    for (const node *s = effect->a; s; s = s->next) {
        /* "Activate only as a sorcery", "Activate only once each turn" */
        if (out->kind == IR_AB_ACTIVATED && ir_activate_only(s) && !s->next
            && ir_timing_of(s->a) == IR_TIMING_SORCERY && !out->sorcery_speed)
            out->sorcery_speed = true;
        else if (out->kind == IR_AB_ACTIVATED && ir_activate_only(s) && !s->next
                 && ir_timing_of(s->a) == IR_TIMING_ONCE && !out->once_each_turn)
            out->once_each_turn = true;
        else if (out->kind == IR_AB_TRIGGERED && s == effect->a && effect == l->ab->ast->b
                 && s->kind == N_CONDITIONAL && meaning_word(s) == FX_W_IF && s->a && s->b
                 && s->a->range.begin < s->b->range.begin)
            /* "When ..., if ..., ...": checked as it triggers too, and
             * covering the sentences after it (cg_ability.c) */
            refuse(l, s, arena_printf(l->a, "the intervening 'if' %s (CR 603.4)", quoted(l, s->a)));
        else
            lower_action(l, s, &tail, false);
    }
}

/* "Choose one —" and its modes (CR 700.2): each mode its own targets and
 * instructions; the costs and trigger are the choosing ability's. */
static ir_ability *lower_modes(lower *l, ir_ability *out)
{
    const ability *ab = l->ab;
    const node *m = ab->ast->b->a;
    int n = m && is(m, N_MODAL, "choose") && !m->next && m->a && m->a->kind == N_AMOUNT && m->a->text
            && !m->a->lossy ? syn_number(m->a->text) : -1;
    if (n < 1 || strcmp(m->a->text, "X") == 0)
        refuse(l, m, arena_printf(l->a, "the choice %s", m ? quoted(l, m) : "of modes"));
    out->choose = n;
    ir_ability **tail = &out->modes;
    for (const ability *md = ab->modes; md; md = md->next) {
        if (md->modes || md->ast->a || md->ast->c || !md->ast->b || md->ast->b->kind != N_LIST || !md->ast->b->a)
            refuse(l, NULL, arena_printf(l->a, "the mode '%s'", md->label ? md->label : "•"));
        ir_ability *mo = alloc(l, sizeof *mo);
        mo->kind = out->kind;
        mo->range = md->range;
        l->ab = md;
        l->out = mo;
        lower_body(l, mo, md->ast->b);
        *tail = mo;
        tail = &mo->next;
    }
    l->ab = ab;
    l->out = out;
    return out;
}

/* Every ability in order; false when one was refused. */
static bool lower_abilities(lower *l, ir_card *ic)
{
    if (setjmp(l->fail))
        return false;
    ir_ability **tail = &ic->abilities;
    for (const ability *ab = l->card->abilities; ab; ab = ab->next) {
        *tail = lower_ability(l, ab);
        tail = &(*tail)->next;
    }
    return true;
}

ir_card *lower_card(arena *a, diag_engine *diag, const card *c)
{
    lower l = { .a = a, .diag = diag, .card = c };
    ir_card *ic = alloc(&l, sizeof *ic);
    ic->card = c;
    return lower_abilities(&l, ic) ? ic : NULL;
}
