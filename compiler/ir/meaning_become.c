/* meaning_become.c — what "becomes" makes an object (meaning_effect.h,
 * ir_becoming): "Target creature becomes 0/1 until end of turn", "...
 * becomes white", "... becomes the color of your choice", "target land
 * becomes a 3/3 creature that's still a land", "~ becomes a 2/2 Bird
 * artifact creature with flying", "... in addition to its other types";
 * and the exceptions of a copy (", except it has haste", CR 707.9b).
 * Lowering (lower_effect.c) builds the IR's `become` from the record, and
 * the code generator (cg_change.c, cg_static.c) its changes in the layers. */
#include <strings.h>

#include "meaning.h"
#include "meaning_effect.h"
#include "meaning_int.h"

/* "It's still a land." (the sentence NX after a "becomes"), "that's still a
 * land" (a qualifier's clause): the card types it keeps, bits 1 <<
 * ir_card_type; 0 for anything else. */
static unsigned still_type(const card *c, const node *says, const node *obj)
{
    const node *f = obj && obj->kind == N_OBJECT ? obj->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && f->a->a->a ? f->a->a->a->a : NULL;
    ir_word t = ir_word_of(w);
    return w && !w->next && t.kind == IR_WORD_TYPE && !t.negated && meaning_says_still(c, says) ? 1u << t.value : 0;
}

unsigned ir_still_types_of(const card *c, const node *nx)
{
    if (!nx || nx->kind != N_ACTION || meaning_verb(nx) != FX_VERB_IS || !nx->a || nx->a->kind != N_PRONOUN || nx->c)
        return 0;
    const node *f = nx->b && nx->b->kind == N_OBJECT ? nx->b->a : NULL;
    if (!f || f->kind != N_FILTER || !f->a || !f->a->a || f->a->a->next)
        return 0;
    return still_type(c, nx, nx->b);
}

/* Refuse N as WHY. */
static const node *cannot(const node *n, const char *why, const char **out)
{
    *out = why;
    return n;
}

/* One word of "a 3/3 red Dragon artifact creature". */
static const node *become_word(const node *w, ir_becoming *b, const char **why)
{
    ir_word r = ir_word_of(w);
    int p, t;
    if (r.kind == IR_WORD_PT && meaning_pt(w, &p, &t)) {
        if (b->has_pt)
            return cannot(w, "this power and toughness", why);
        b->has_pt = true;
        b->power = p;
        b->toughness = t;
    } else if (r.kind == IR_WORD_TYPE && !r.negated) {
        b->types |= 1u << r.value;
    } else if ((r.kind == IR_WORD_COLOR && !r.negated && r.value >= 0) || r.kind == IR_WORD_COLORLESS) {
        b->colors |= r.kind == IR_WORD_COLOR ? 1u << r.value : 0;
        b->has_colors = true;
    } else if (r.kind == IR_WORD_SUBTYPE && !r.negated && b->nsubtypes < IR_BECOMING_MAX) {
        b->subtypes[b->nsubtypes++] = w;
    } else {
        return cannot(w, NULL, why);    /* the word itself: "cannot compile 'W' yet" */
    }
    return NULL;
}

/* "power and toughness each equal to its mana value" (ARG, N_COMPARE), "its"
 * naming SUBJECT, what becomes it. */
static bool pt_its_mana_value(const node *arg, const node *subject)
{
    const node *eq = arg->a;
    const node *amt = eq && eq->kind == N_COMPARE && ir_cmp_op(eq) == IR_CMP_EQ && !eq->b ? eq->a : NULL;
    const node *pos = amt && amt->kind == N_AMOUNT && !amt->b ? amt->a : NULL;
    return text_is(arg, "power and toughness") && !arg->b && pos && pos->kind == N_POSSESSIVE && pos->a
           && pos->a->kind == N_PRONOUN && pos->a->refers == subject && pos->b && pos->b->kind == N_WORD
           && text_is(pos->b, "value");
}

/* A qualifier of "a 3/3 ... creature": "that's still a land", "with base
 * power and toughness 2/2", "with flying and haste", "with \"This
 * creature's power and toughness are each equal to ...\"", "with power and
 * toughness each equal to its mana value" (SUBJECT: what becomes it). */
static const node *become_qualifier(const card *c, const node *q, const node *subject, ir_becoming *b,
                                    const char **why)
{
    const node *arg = q->kind == N_QUALIFIER ? q->a : NULL;
    int p, t;
    if ((meaning_word(q) == FX_W_THAT_IS || meaning_word(q) == FX_W_THAT) && arg && arg->kind == N_ACTION
        && meaning_verb(arg) == FX_VERB_IS && arg->b && arg->b->kind == N_OBJECT && meaning_says_still(c, q)) {
        unsigned still = still_type(c, q, arg->b);
        if (!still)
            return cannot(q, "this description", why);
        b->still |= still;
    } else if (meaning_word(q) == FX_W_WITH && arg && arg->kind == N_PT && meaning_pt(arg, &p, &t)) {
        if (b->has_pt)          /* "with base power and toughness 2/2": as "a 2/2 ..." */
            return cannot(arg, "this power and toughness", why);
        b->has_pt = b->pt_with = true;
        b->power = p;
        b->toughness = t;
    } else if (meaning_word(q) == FX_W_WITH && arg && arg->kind == N_COMPARE && pt_its_mana_value(arg, subject)) {
        if (b->has_pt)
            return cannot(arg, "this power and toughness", why);
        b->has_pt = b->pt_with = b->pt_mana_value = true;
    } else if (meaning_word(q) == FX_W_WITH && arg && arg->kind == N_LIST) {
        for (const node *k = arg->a; k; k = k->next) {
            if (k->kind == N_PT && k == arg->a && meaning_pt(k, &p, &t)) {
                /* "with base power and toughness 4/4, flying, and haste" */
                if (b->has_pt)
                    return cannot(k, "this power and toughness", why);
                b->has_pt = b->pt_with = true;
                b->power = p;
                b->toughness = t;
                continue;
            }
            if (b->nwith == IR_BECOMING_MAX)
                return cannot(q, "this many changes", why);
            if (k->kind == N_QUOTED && !(k->a && k->a->kind == N_ABILITY && k->a->b && k->a->b->a
                                         && !k->a->b->a->next))
                return cannot(k, "gaining this ability", why);
            b->with[b->nwith++] = k;
        }
    } else {
        return cannot(q, "this description", why);
    }
    return NULL;
}

/* "in addition to its other colors and types": does the modifier M name
 * colors among what is kept? */
static bool keeps_colors(const node *m)
{
    const node *thing = m->a && m->a->kind == N_POSSESSIVE ? m->a->b : NULL;
    const node *f = thing && thing->kind == N_OBJECT ? thing->a : NULL;
    for (const node *t = f && f->kind == N_FILTER && f->a ? f->a->a : NULL; t; t = t->next)    /* each of "colors and types" */
        if (t->a && t->a->a && t->a->a->kind == N_WORD && text_is(t->a->a, "colors"))
            return true;
    return false;
}

/* The choice card C makes as it enters ("As ~ enters the battlefield,
 * choose a creature type": a static ability of its own,
 * ir_enters_choice_of); IR_CHOICE_NONE for none. */
static ir_choice enters_choice(const card *c)
{
    unsigned except;
    for (const ability *ab = c->abilities; ab; ab = ab->next) {
        const node *st = ab->kind == AB_STATIC && ab->ast && ab->ast->b ? ab->ast->b->a : NULL;
        ir_choice ch = st && !st->next ? ir_enters_choice_of(st, &except) : IR_CHOICE_NONE;
        if (ch != IR_CHOICE_NONE)
            return ch;
    }
    return IR_CHOICE_NONE;
}

/* Is NP "the chosen WORD" ("the chosen type", "the chosen color"), what C
 * chose as it entered, of one of the kinds CHOICES (bits 1 << ir_choice)? */
static bool the_chosen(const card *c, const node *np, const char *word, unsigned choices)
{
    const node *w = np && np->kind == N_OBJECT && text_is(np, "chosen") && !np->b && !np->c && !np->lossy
                    ? ir_single_word(np) : NULL;
    ir_choice ch = w && text_is(w, word) ? enters_choice(c) : IR_CHOICE_NONE;
    return ch != IR_CHOICE_NONE && (choices & 1u << ch);
}

bool ir_is_the_chosen(const card *c, const node *np)
{
    return the_chosen(c, np, "type", 1u << IR_CHOICE_CREATURE_TYPE | 1u << IR_CHOICE_BASIC_LAND_TYPE)
           || the_chosen(c, np, "color", 1u << IR_CHOICE_COLOR);
}

bool meaning_is_becoming(const node *a)
{
    if (!a || a->kind != N_ACTION || meaning_verb(a) != FX_VERB_IS || !a->a || !a->b || a->b->kind != N_OBJECT
        || a->lossy)
        return false;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_IN_ADDITION_TO)
            return true;
    return false;
}

bool ir_base_pt_of(const node *n)
{
    return n && (n->kind == N_PT
                 || (n->kind == N_COMPARE && (text_is(n, "base power") || text_is(n, "base toughness"))));
}

const node *ir_becoming_of(const card *c, const node *a, const node *next, ir_becoming *b, const char **why)
{
    *b = (ir_becoming){ 0 };
    *why = NULL;
    const node *what = a->b;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_IN_ADDITION_TO && !b->also) {
            b->also = m;
            b->keep_colors = keeps_colors(m);
        }
    b->still = ir_still_types_of(c, next);
    b->still_next = b->still != 0;
    int p, t;
    bool power = ir_base_pt_of(what) && what->kind == N_COMPARE && text_is(what, "base power");
    if (what && what->kind == N_PT) {
        if (!meaning_pt(what, &p, &t))
            return cannot(what, "this power and toughness", why);
        b->has_pt = true;
        b->power = p;
        b->toughness = t;
    } else if (ir_base_pt_of(what)) {
        /* "has base power 0 until end of turn", "has base toughness 1": one
         * of them, a number (layer 7b) */
        const node *n = what->a && what->a->kind == N_COMPARE && ir_cmp_op(what->a) == IR_CMP_EQ && !what->b
                        ? what->a->a : NULL;
        int v = n && n->kind == N_AMOUNT && !n->a && !n->b ? meaning_number(n) : -1;
        if (v < 0)
            return cannot(what, "this power or toughness", why);
        b->has_pt = true;
        *(power ? &b->power : &b->toughness) = v;
        *(power ? &b->power_only : &b->toughness_only) = true;
    } else if (what && ((what->kind == N_WORD && ir_word_of(what).kind == IR_WORD_COLOR)
                        || (what->kind == N_WORD && ir_word_of(what).kind == IR_WORD_COLORLESS)
                        || (what->kind == N_LIST && meaning_word(what) == FX_W_AND))) {
        for (const node *w = what->kind == N_LIST ? what->a : what; w; w = what->kind == N_LIST ? w->next : NULL) {
            ir_word r = ir_word_of(w);     /* "white", "black and green", "colorless" */
            if (!((r.kind == IR_WORD_COLOR && !r.negated && r.value >= 0) || r.kind == IR_WORD_COLORLESS))
                return cannot(w, "this color", why);
            b->colors |= r.kind == IR_WORD_COLOR ? 1u << r.value : 0;
        }
        b->has_colors = true;
    } else if (what && what->kind == N_PRONOUN && meaning_phrase(c, what) == FX_PHRASE_COLOR_CHOICE) {
        b->has_colors = b->color_choice = true;
    } else if (what && what->kind == N_PRONOUN && meaning_phrase(c, what) == FX_PHRASE_TYPE_CHOICE) {
        b->type_choice = true;  /* "becomes the creature type of your choice" */
    } else if (what && what->kind == N_PRONOUN && meaning_phrase(c, what) == FX_PHRASE_LAND_TYPE_CHOICE) {
        b->land_type_choice = true;     /* "becomes the basic land type of your choice" */
        b->replace_land_types = !b->also;
    } else if (the_chosen(c, what, "type", 1u << IR_CHOICE_CREATURE_TYPE | 1u << IR_CHOICE_BASIC_LAND_TYPE)) {
        b->chosen_type = true;  /* "is the chosen type [in addition to its other types]" */
        b->replace_land_types = !b->also && enters_choice(c) == IR_CHOICE_BASIC_LAND_TYPE;
    } else if (what && what->kind == N_PRONOUN && meaning_phrase(c, what) == FX_PHRASE_THAT_TYPE) {
        b->chosen_type = b->that_type = true;   /* "Choose a creature type. ... becomes that type" */
    } else if (the_chosen(c, what, "color", 1u << IR_CHOICE_COLOR)) {
        b->has_colors = b->chosen_color = true;     /* "~ is the chosen color" */
    } else if (what && what->kind == N_OBJECT && what->a && what->a->kind == N_FILTER && what->a->a
               && !what->a->a->a->next) {
        for (const node *tw = what->a->a->a->a ? what->a->a->a->a->a : NULL; tw; tw = tw->next) {
            if (tw->kind == N_LIST && meaning_word(tw) != FX_W_AND)
                return cannot(tw, "this list of words", why);
            for (const node *w = tw->kind == N_LIST ? tw->a : tw; w; w = tw->kind == N_LIST ? w->next : NULL) {
                const node *bad = become_word(w, b, why);
                if (bad)
                    return bad;
            }
        }
        for (const node *q = what->a->b ? what->a->b->a : NULL; q; q = q->next) {
            const node *bad = become_qualifier(c, q, a->a, b, why);
            if (bad)
                return bad;
        }
        if (what->b)
            return cannot(what->b, "this description", why);
        if (!b->types && (b->still || (b->also && !b->nsubtypes)))
            return cannot(what, "this change of types", why);     /* "a Zombie in addition to ...": subtypes added */
    } else {
        return cannot(what ? what : a, "becoming this", why);
    }
    if (b->has_pt + b->nsubtypes + b->nwith >= 8)
        return cannot(what, "this many changes", why);
    unsigned artifact_creature = 1u << IR_TYPE_ARTIFACT | 1u << IR_TYPE_CREATURE;
    b->replace_subtypes = (b->nsubtypes || b->type_choice || (b->chosen_type && !b->replace_land_types)) && !b->also && !b->still && (b->types & artifact_creature) != artifact_creature;
    b->keep_types = b->also || b->still || (b->types & artifact_creature) == artifact_creature;
    for (unsigned i = 0; i < b->nsubtypes; i++) {
        b->replace_subtypes &= !ir_land_subtype(ir_word_of(b->subtypes[i]).name);
        b->replace_land_types |= !b->also && ir_basic_land_type(ir_word_of(b->subtypes[i]).name);
    }
    return NULL;
}

/* Are the words of description NP, one alternative with no qualifier,
 * card types and subtypes only, none negated? */
static bool only_types(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && !np->b && !np->c && !np->lossy ? np->a : NULL;
    const node *alt = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *w = alt && alt->kind == N_TRAITS && alt->a ? alt->a->a : NULL;
    if (!w || alt->b)
        return false;
    for (; w; w = w->next) {
        ir_word k = ir_word_of(w);
        if (k.negated || (k.kind != IR_WORD_TYPE && k.kind != IR_WORD_SUBTYPE))
            return false;
    }
    return true;
}

/* Is NP "this ability", the ability whose words these are? */
static bool is_this_ability(const node *np)
{
    const node *f = np && np->kind == N_SELF && text_is(np, "this") && !np->lossy ? np->a : NULL;
    return f && text_is(ir_single_word(f), "ability");
}

/* The exceptions M, the modifiers after "as a copy of X" (NULL: none),
 * into *X; false for one it cannot read. */
static bool copy_except_of(const node *m, ir_copy_except *x)
{
    *x = (ir_copy_except){ 0 };
    if (!m)
        return true;
    const node *a = m->kind == N_MODIFIER && text_is(m, "except") && !m->lossy ? m->a : NULL;
    const node *also = m->next;
    if (!a || a->kind != N_ACTION || a->lossy || !a->a || a->a->kind != N_PRONOUN || !a->b)
        return false;
    if (a->c && a->c->a && !also)   /* "it's an artifact in addition to its other types": the verb's */
        also = a->c->a;
    else if (a->c)
        return false;
    if (also && (also->next || also->kind != N_MODIFIER || meaning_word(also) != FX_W_IN_ADDITION_TO))
        return false;
    ir_verb v = ir_verb_of(a);
    if (v == IR_VERB_IS && a->b->kind == N_PT && !also)
        x->pt = a->b;           /* ", except it's 7/7" */
    else if (v == IR_VERB_IS && also && only_types(a->b))
        x->is = a->b;           /* ", except it's an artifact in addition to its other types" */
    else if (v == IR_VERB_HAVE && !also && (a->b->kind == N_KEYWORD || a->b->kind == N_QUOTED
                                              || (a->b->kind == N_LIST && (ir_list_of(a->b) == IR_LIST_PLAIN
                                                                              || ir_list_of(a->b) == IR_LIST_AND))))
        x->has = a->b;          /* ", except it has haste", "... has \"...\"" */
    else if (v == IR_VERB_HAVE && !also && is_this_ability(a->b))
        x->this_ability = a->b; /* ", except it has this ability" (CR 707.9a) */
    else
        return false;
    return true;
}

const node *ir_copy_except_mods(const node *m, ir_copy_except *x)
{
    if (!m || !copy_except_of(m, x))
        return NULL;
    return x->is && m->next ? m->next : m;  /* "in addition to its other types" after "it's an artifact" */
}

const node *ir_copy_except_more(const node *act, const node *next)
{
    ir_verb v = next && next->kind == N_ACTION ? ir_verb_of(next) : IR_VERB_OTHER;
    return (v == IR_VERB_IS || v == IR_VERB_HAVE) && next->a && next->a->kind == N_PRONOUN && act->b
           && next->a->refers == act->b ? next : NULL;
}

/* Does SUBJECT describe creatures only ("Creatures you control", "Each
 * creature with ...": every alternative of its filter says "creature")? */
static bool names_creatures(const node *subject)
{
    const node *f = subject && subject->kind == N_OBJECT ? subject->a : NULL;
    if (!f || f->kind != N_FILTER || !f->a || !f->a->a)
        return false;
    for (const node *alt = f->a->a; alt; alt = alt->next) {
        bool creature = false;
        for (const node *w = alt->a ? alt->a->a : NULL; w; w = w->next) {
            ir_word r = ir_word_of(w);
            creature |= r.kind == IR_WORD_TYPE && !r.negated && r.value == IR_TYPE_CREATURE;
        }
        if (!creature)
            return false;
    }
    return true;
}

/* Is SUBJECT "enchanted creature" or "equipped creature": a creature as
 * long as it is enchanted or equipped (CR 704.5m, 704.5n) */
static bool attached_creature(const card *c, const node *subject)
{
    size_t len = subject ? subject->range.end - subject->range.begin : 0;
    const char *s = subject ? c->src->text + subject->range.begin : NULL;
    return subject && subject->kind == N_PRONOUN && ir_pronoun_of(subject) != IR_PRON_OTHER
           && ((len == strlen("enchanted creature") && strncasecmp(s, "enchanted creature", len) == 0)
               || (len == strlen("equipped creature") && strncasecmp(s, "equipped creature", len) == 0));
}

bool ir_static_subtypes_ok(const card *c, const node *subject, const ir_becoming *b)
{
    /* creature types added to creatures (CR 205.1b): "Creatures you control
     * are Slivers in addition to their other creature types" */
    /* and to creatures whose card types it leaves alone: "Enchanted creature
     * is a blue Fish" (its creature types replaced, CR 205.1a) */
    bool creature = (b->types & 1u << IR_TYPE_CREATURE)
                    || ((b->also || !b->types) && (names_creatures(subject) || attached_creature(c, subject)));
    bool was_creature = subject && subject->kind == N_SELF && (ir_card_types(c) & (1u << IR_TYPE_CREATURE));
    if (b->chosen_type && enters_choice(c) == IR_CHOICE_CREATURE_TYPE && !was_creature && !names_creatures(subject))
        return false;           /* a creature type chosen: given to creatures only */
    for (unsigned i = 0; i < b->nsubtypes; i++) {
        const char *name = ir_word_of(b->subtypes[i]).name;
        if (ir_basic_land_type(name))
            continue;           /* CR 305.7: the runtime's CARDRT_SET_SUBTYPE of a basic land type */
        if (ir_land_subtype(name) || !creature || was_creature)
            return false;
    }
    return true;
}

bool meaning_names_monarch(const card *c, const node *m)
{
    return m && m->kind == N_PLAYER && meaning_player(m) == FX_PLAYER_MONARCH && m->range.end - m->range.begin >= 7
           && strncasecmp(c->src->text + m->range.end - 7, "monarch", 7) == 0;
}

bool meaning_becomes_monarch(const card *c, const node *a)
{
    return a && a->kind == N_ACTION && meaning_verb(a) == FX_VERB_BECOME && !a->c && meaning_names_monarch(c, a->b)
           && !(a->a && a->a->kind == N_LIST);
}

/* "day", "night" (the words W) */
static fx_day_night day_or_night(const node *w)
{
    return !w || w->kind != N_WORD || w->a || w->b ? FX_DAY_NIGHT_NONE
         : text_is(w, "day") ? FX_DAY : text_is(w, "night") ? FX_NIGHT : FX_DAY_NIGHT_NONE;
}

/* "as ~ enters the battlefield" (the modifiers MODS) */
static bool as_self_enters(const node *mods)
{
    const node *m = mods ? mods->a : NULL, *e = m ? m->a : NULL;
    return m && !m->next && m->kind == N_MODIFIER && text_is(m, "as") && e && e->kind == N_ACTION && !e->lossy
           && text_is(e, "enter the battlefield") && !e->b && !e->c && e->a && e->a->kind == N_SELF;
}

fx_day_night meaning_becomes_day_night(const node *a, bool as_enters)
{
    /* "it": no referent, the game's designation */
    bool it = a && a->kind == N_ACTION && !a->lossy && meaning_verb(a) == FX_VERB_BECOME && a->a
              && a->a->kind == N_PRONOUN && !a->a->refers && text_is(a->a, "it");
    return it && (as_enters ? as_self_enters(a->c) : !a->c) ? day_or_night(a->b) : FX_DAY_NIGHT_NONE;
}

fx_day_night meaning_is_day_night(const node *c)
{
    if (!c || c->kind != N_ACTION || c->lossy || c->a || c->b || c->c)
        return FX_DAY_NIGHT_NONE;
    return text_is(c, "it's day") ? FX_DAY : text_is(c, "it's night") ? FX_NIGHT
         : text_is(c, "it's neither day nor night") ? FX_NEITHER_DAY_NOR_NIGHT : FX_DAY_NIGHT_NONE;
}

fx_day_night meaning_day_night_event(const node *ev)
{
    fx_day_night from = ev && ev->kind == N_ACTION && !ev->lossy && !ev->c && meaning_verb(ev) == FX_VERB_BECOME
                        ? day_or_night(ev->a) : FX_DAY_NIGHT_NONE;
    fx_day_night to = from != FX_DAY_NIGHT_NONE ? day_or_night(ev->b) : FX_DAY_NIGHT_NONE;
    return to != from ? to : FX_DAY_NIGHT_NONE;
}

fx_day_night meaning_enters_day_night(const node *st)
{
    return st && st->kind == N_CONDITIONAL && meaning_word(st) == FX_W_IF && !st->c && !st->lossy && !st->next
           && meaning_is_day_night(st->a) == FX_NEITHER_DAY_NOR_NIGHT ? meaning_becomes_day_night(st->b, true)
                                                                     : FX_DAY_NIGHT_NONE;
}

bool meaning_has_blessing(const node *a)
{
    return a && a->kind == N_ACTION && meaning_verb(a) == FX_VERB_HAVE && !a->c && a->a && a->a->kind != N_LIST
           && a->b && a->b->kind == N_WORD && a->b->text && strcmp(a->b->text, "the city's blessing") == 0;
}

const node *meaning_completed_dungeon(const node *c)
{
    const node *a = c && c->kind == N_MODIFIER && !c->lossy && meaning_word(c) == FX_W_HAVE ? c->a : c, *by = NULL;
    return a && a->kind == N_ACTION && !a->lossy && text_is(a, "complete") && !a->c && a->a
           && a->a->kind == N_PLAYER && meaning_det(a->b) == FX_DET_A && ir_plain_noun(a->b, "dungeon", &by) && !by
           ? a->a : NULL;
}

bool meaning_is_monarch(const card *c, const node *a)
{
    return a && a->kind == N_ACTION && meaning_verb(a) == FX_VERB_IS && !a->c && a->a && a->a->kind != N_LIST
           && meaning_names_monarch(c, a->b);
}

/* "~ is paired with another creature" (soulbond, CR 702.95 of the current
 * rules): the card itself, nothing else said. */
bool meaning_is_paired(const node *c)
{
    const node *with = c && c->kind == N_ACTION && !c->lossy && meaning_verb(c) == FX_VERB_PAIRED && !c->b && c->a
                       && c->a->kind == N_SELF && c->c && c->c->a && !c->c->a->next ? c->c->a : NULL;
    const node *by = NULL;
    return with && with->kind == N_MODIFIER && meaning_word(with) == FX_W_WITH && with->a
           && meaning_det(with->a) == FX_DET_ANOTHER && ir_plain_noun(with->a, "creature", &by) && !by;
}

/* "both creatures", "each of those creatures" after "as long as ~ is
 * paired with another creature": the card and the creature it is paired
 * with (those "those" names, CR 702.95). */
bool meaning_pair_subject(const node *n)
{
    const node *by = NULL;
    if (n && n->kind == N_OBJECT && !n->lossy && text_is(n, "both"))
        return ir_plain_noun(n, "creature", &by) && !by;
    return n && n->kind == N_PRONOUN && (n->form & FORM_EACH_OF) && !n->refers && meaning_word(n) == FX_W_THOSE;
}
