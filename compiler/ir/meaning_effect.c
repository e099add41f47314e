/* meaning_effect.c — the one reading of the words of effects
 * (meaning_effect.h): each vocabulary of meaning_effect.def looked up, and
 * the durations and delays those words make.  Lowering and the code
 * generator both ask here. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "meaning.h"
#include "meaning_effect.h"
#include "parser.h"
#include "syntax.h"

typedef struct entry {
    int id;
    const char *words;
} entry;

/* The id of TEXT in TABLE[0..N), or NONE. */
static int lookup(const entry *table, size_t n, const node *nd, int none)
{
    if (!nd || !nd->text)
        return none;
    for (size_t i = 0; i < n; i++)
        if (strcmp(nd->text, table[i].words) == 0)
            return table[i].id;
    return none;
}

#define N(t) (sizeof t / sizeof *t)

static const entry verbs[] = {
#define FX_VERB(id, name, words) { id, words },
#include "meaning_effect.def"
};

static const entry dets[] = {
#define FX_DET(id, name, words, set) { id, words },
#define FX_DET_ALSO(id, words) { id, words },
#include "meaning_effect.def"
};

static const entry players[] = {
#define FX_PLAYER(id, name, words) { id, words },
#include "meaning_effect.def"
};

static const entry amounts[] = {
#define FX_AMOUNT(id, name, words) { id, words },
#define FX_AMOUNT_ALSO(id, words) { id, words },
#include "meaning_effect.def"
};

static const entry durations[] = {
#define FX_TIME(id, name, words) { id, words },
#define FX_TIME_ALSO(id, words) { id, words },
#include "meaning_effect.def"
};

static const entry words[] = {
#define FX_WORD(id, name, w) { id, w },
#define FX_WORD_ALSO(id, w) { id, w },
#include "meaning_effect.def"
};

fx_verb meaning_verb(const node *n)
{
    return (fx_verb)lookup(verbs, N(verbs), n, FX_VERB_NONE);
}

fx_det meaning_det(const node *n)
{
    if (n && !n->text)
        return FX_DET_NONE;
    return (fx_det)lookup(dets, N(dets), n, n ? FX_DET_OTHER_WORD : FX_DET_NONE);
}

/* The first words of ID in TABLE[0..N) ("a" of FX_DET_A), or NULL. */
static const char *words_of(const entry *table, size_t n, int id)
{
    for (size_t i = 0; i < n; i++)
        if (table[i].id == id)
            return table[i].words;
    return NULL;
}

node *meaning_with_det(arena *a, const node *np, fx_det d)
{
    node *copy = node_new(a, np->kind, np->range);
    *copy = *np;
    copy->text = words_of(dets, N(dets), d);
    return copy;
}

node *meaning_stat_amount(arena *a, const node *p)
{
    node *of = node_new(a, p->kind, p->range), *am = node_new(a, N_AMOUNT, p->range);
    *of = *p;
    am->text = words_of(amounts, N(amounts), FX_AMT_STAT_OF);
    am->a = of;
    return am;
}

fx_player meaning_player(const node *n)
{
    return (fx_player)lookup(players, N(players), n, FX_PLAYER_NONE);
}

fx_amount meaning_amount(const node *n)
{
    return (fx_amount)lookup(amounts, N(amounts), n, FX_AMT_NONE);
}

fx_time meaning_time(const node *n)
{
    return (fx_time)lookup(durations, N(durations), n, FX_TIME_NONE);
}

fx_word meaning_word(const node *n)
{
    return (fx_word)lookup(words, N(words), n, FX_W_NONE);
}

const char *meaning_verb_name(fx_verb v)
{
    static const char *const names[] = {
        "none",
#define FX_VERB(id, name, words) name,
#include "meaning_effect.def"
    };
    return (unsigned)v < N(names) ? names[v] : "?";
}

bool meaning_det_is_set(fx_det d)
{
    switch (d) {
    case FX_DET_NONE:
        return true;
#define FX_DET(id, name, words, set) case id: return set;
#include "meaning_effect.def"
    default:
        return false;
    }
}

/* Whose next untap step D, "during X's next untap step", names: X's phrase */
static const node *next_untap_whose(const node *d)
{
    const node *step = d && d->kind == N_DURATION && meaning_time(d) == FX_TIME_DURING ? d->a : NULL;
    const node *next = step && step->kind == N_STEP && meaning_word(step) == FX_W_UNTAP_STEP ? step->a : NULL;
    return next && next->kind == N_MODIFIER && meaning_word(next) == FX_W_NEXT ? next->a : NULL;
}

bool meaning_your_next_untap(const node *d)
{
    const node *whose = next_untap_whose(d);
    return whose && whose->kind == N_WORD && meaning_word(whose) == FX_W_YOUR;
}

/* "during your next untap step", "during its controller's next untap step" */
static bool next_untap_step(const node *d)
{
    const node *whose = next_untap_whose(d);
    return meaning_your_next_untap(d)
           || (whose && whose->kind == N_POSSESSIVE && whose->b && whose->b->token == CONTROLLER);
}

bool meaning_controllers_next_untap(const node *d, const node *subject)
{
    const node *whose = next_untap_whose(d);
    const node *set = subject && subject->kind == N_PRONOUN ? subject->refers : subject;
    const node *f = set && set->kind == N_OBJECT && !set->c ? set->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b && f->b->a && !f->b->a->next ? f->b->a : NULL;
    const node *by = q && ir_qual_of(q) == IR_QUAL_CONTROLLED_BY ? q->a : NULL;
    if (!by || !whose || whose->kind != N_PRONOUN || !whose->refers || (by->kind != N_TARGET && by->kind != N_PRONOUN))
        return false;
    /* "their": the objects' own; "that player's": the one who controls them */
    return whose->refers == subject || whose->refers == set || whose->refers == by
           || (by->kind == N_PRONOUN && by->refers && whose->refers == by->refers);
}

/* The step STEP names if it is "your next upkeep (end step, turn)" (FX_W_UPKEEP,
 * FX_W_END_STEP, FX_W_TURN), else FX_W_NONE. */
static fx_word your_next(const node *step)
{
    const node *next = step && step->kind == N_STEP && !step->b && step->a && !step->a->next
                       && step->a->kind == N_MODIFIER && meaning_word(step->a) == FX_W_NEXT ? step->a->a : NULL;
    return next && next->kind == N_WORD && meaning_word(next) == FX_W_YOUR && !next->next ? meaning_word(step)
                                                                                           : FX_W_NONE;
}

bool meaning_duration(const node *d, ir_duration *out)
{
    switch (d && d->kind == N_DURATION ? meaning_time(d) : FX_TIME_NONE) {
    case FX_TIME_UNTIL_END_OF_TURN:
    case FX_TIME_THIS_TURN:
        *out = IR_DUR_END_OF_TURN;
        return true;
    case FX_TIME_UNTIL_END_OF_COMBAT:
        *out = IR_DUR_END_OF_COMBAT;
        return true;
    case FX_TIME_UNTIL_YOUR_NEXT_TURN:
        *out = IR_DUR_YOUR_NEXT_TURN;
        return true;
    case FX_TIME_UNTIL_THE_END_OF:      /* "until the end of your next turn" */
        *out = IR_DUR_END_OF_YOUR_NEXT_TURN;
        return your_next(d->a) == FX_W_TURN;
    case FX_TIME_UNTIL:                 /* "until (the beginning of) your next upkeep (end step)" */
    case FX_TIME_UNTIL_THE_BEGINNING_OF:
        *out = your_next(d->a) == FX_W_UPKEEP ? IR_DUR_YOUR_NEXT_UPKEEP : IR_DUR_YOUR_NEXT_END_STEP;
        return your_next(d->a) == FX_W_UPKEEP || your_next(d->a) == FX_W_END_STEP;
    case FX_TIME_AS_LONG_AS:
        *out = IR_DUR_AS_LONG_AS;
        return d->a != NULL;
    case FX_TIME_DURING:
        *out = IR_DUR_NEXT_UNTAP_STEP;
        return next_untap_step(d);
    default:
        return false;
    }
}

ir_delay meaning_delay(const node *d)
{
    fx_time w = meaning_time(d);
    if (w == FX_TIME_AT_END_OF_COMBAT)
        return IR_DELAY_END_OF_COMBAT;
    const node *step = w == FX_TIME_AT ? d->a : NULL;
    /* "at the beginning of your next upkeep (end step)": the next one of
     * the turns of the delayed ability's controller (CR 603.7d) */
    fx_word yours = your_next(step);
    if (yours != FX_W_NONE)
        return yours == FX_W_UPKEEP ? IR_DELAY_YOUR_NEXT_UPKEEP
             : yours == FX_W_END_STEP ? IR_DELAY_YOUR_NEXT_END_STEP : IR_DELAY_NONE;
    if (step && step->kind == N_STEP && step->a && meaning_word(step->a) == FX_W_NEXT && !step->a->next
        && !step->a->a)
        return meaning_word(step) == FX_W_END_STEP ? IR_DELAY_NEXT_END_STEP
             : meaning_word(step) == FX_W_CLEANUP_STEP ? IR_DELAY_NEXT_CLEANUP_STEP : IR_DELAY_NONE;
    if (step && step->kind == N_STEP && meaning_word(step) == FX_W_UPKEEP && step->a
        && meaning_word(step->a) == FX_W_NEXT_TURNS && !step->a->next)
        return IR_DELAY_NEXT_UPKEEP;    /* an upkeep happens once each turn */
    const node *e = w == FX_TIME_UNTIL ? d->a : NULL;
    if (e && e->kind == N_ACTION && meaning_verb(e) == FX_VERB_LEAVE && e->a && e->a->kind == N_SELF
        && !e->b && !e->c)
        return IR_DELAY_SOURCE_LEAVES;
    return IR_DELAY_NONE;
}

bool meaning_pt_change(const node *n, fx_pt_change *out)
{
    char buf[32];
    size_t k = 0;
    const char *s = n && n->text ? n->text : "";
    for (size_t i = 0; s[i] && k + 1 < sizeof buf; i++) {
        if ((unsigned char)s[i] == 0xE2 && s[i + 1] && s[i + 2]) {     /* U+2212 minus sign */
            buf[k++] = '-';
            i += 2;
        } else {
            buf[k++] = s[i];
        }
    }
    buf[k] = '\0';
    char *slash = strchr(buf, '/');
    if (!slash || (buf[0] != '+' && buf[0] != '-') || (slash[1] != '+' && slash[1] != '-'))
        return false;
    *slash = '\0';
    const char *parts[] = { buf, slash + 1 };
    int *value[] = { &out->power, &out->toughness };
    bool *x[] = { &out->x_power, &out->x_toughness };
    for (int i = 0; i < 2; i++) {
        int sign = parts[i][0] == '-' ? -1 : 1;
        const char *v = parts[i] + 1;
        *x[i] = (v[0] == 'X' || v[0] == 'x') && !v[1];
        if (*x[i]) {
            *value[i] = sign;
        } else {
            char *end;
            long val = strtol(v, &end, 10);
            if (*end || end == v)
                return false;
            *value[i] = sign * (int)val;
        }
    }
    return true;
}

bool meaning_pt(const node *n, int *power, int *toughness)
{
    int len = 0;
    return n && n->text && sscanf(n->text, "%d/%d%n", power, toughness, &len) == 2 && !n->text[len];
}

bool meaning_pt_x(const node *n, fx_pt_change *out)
{
    const char *s = n && n->text ? n->text : "", *slash = strchr(s, '/');
    if (!slash)
        return false;
    const char *parts[] = { s, slash + 1 };
    size_t lens[] = { (size_t)(slash - s), strlen(slash + 1) };
    int *value[] = { &out->power, &out->toughness };
    bool *x[] = { &out->x_power, &out->x_toughness };
    for (int i = 0; i < 2; i++) {
        *x[i] = lens[i] == 1 && parts[i][0] == 'X';
        *value[i] = 0;
        if (*x[i])
            continue;
        if (lens[i] == 0 || lens[i] > 3)
            return false;
        for (size_t k = 0; k < lens[i]; k++)
            if (parts[i][k] < '0' || parts[i][k] > '9')
                return false;
        *value[i] = atoi(parts[i]);
    }
    return out->x_power || out->x_toughness;
}

const node *meaning_token_pt_x(const node *obj, fx_pt_change *out)
{
    const node *f = obj && obj->kind == N_OBJECT ? obj->a : NULL;
    const node *traits = f && f->kind == N_FILTER && f->a ? f->a->a : NULL;
    for (const node *w = traits && traits->kind == N_TRAITS && traits->a ? traits->a->a : NULL; w; w = w->next)
        if (w->kind == N_WORD && meaning_pt_x(w, out))
            return w;
    return NULL;
}

/* Does the source text of N hold the word W (not a part of another word)?
 * For words the grammar reads and leaves out of the AST. */
static bool says(const card *c, const node *n, const char *w)
{
    const char *text = c->src->text + n->range.begin, *end = c->src->text + n->range.end;
    size_t len = strlen(w);
    for (const char *p = text; p + len <= end; p++)
        if (memcmp(p, w, len) == 0 && (p == text || !isalpha((unsigned char)p[-1]))
            && (p + len == end || !isalpha((unsigned char)p[len])))
            return true;
    return false;
}

bool meaning_says_still(const card *c, const node *n)
{
    return says(c, n, "still");
}

bool meaning_says_instead(const card *c, const node *n)
{
    return says(c, n, "instead");
}

bool meaning_if_says_instead(const card *c, const node *s)
{
    const node *seq = s && s->kind == N_CONDITIONAL && s->a && s->b && !s->c && !says(c, s->a, "instead")
                      && s->b->kind == N_SEQUENCE && meaning_word(s->b) != FX_W_OR && s->b->a ? s->b->a->a : NULL;
    if (!seq)
        return says(c, s, "instead");
    for (const node *step = seq; step; step = step->next)
        if (says(c, step, "instead") && !ir_die_exile_this_turn_of(step))
            return true;
    return false;
}

/* Does N, or a node below it, say "target"? */
bool meaning_names_target(const node *n)
{
    for (; n; n = n->next)
        if (n->kind == N_TARGET || meaning_names_target(n->a) || meaning_names_target(n->b)
            || meaning_names_target(n->c))
            return true;
    return false;
}

/* N's modifier "instead" (with no "of ..."), or NULL. */
static const node *instead_mod(const node *n)
{
    for (const node *m = n && n->kind == N_ACTION && n->c ? n->c->a : NULL; m; m = m->next)
        if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_INSTEAD && !m->a && !m->b)
            return m;
    return NULL;
}

node *meaning_without(arena *a, const node *n, const node *skip, const node *add)
{
    const node *list = n->c;
    node *c = arena_alloc(a, sizeof *c);
    *c = *n;
    c->next = NULL;
    node *items = list_new(a, list ? list->range : n->range);
    for (const node *i = list ? list->a : NULL; i; i = i->next)
        if (i != skip) {
            node *k = arena_alloc(a, sizeof *k);
            *k = *i;
            k->next = NULL;
            list_append(items, k);
        }
    if (add) {
        node *k = arena_alloc(a, sizeof *k);
        *k = *add;
        k->next = NULL;
        list_append(items, k);
    }
    c->c = items->a ? items : NULL;
    return c;
}

/* "of your choice of the chosen color" (Q, as the grammar reads it: "of"
 * "your choice of" "the chosen color"): the qualifier "of the chosen color"
 * (made in A) that goes with "of your choice"; NULL for another phrase. */
static node *of_your_choice_of_chosen_color(arena *a, const node *q)
{
    const node *m = q && q->kind == N_QUALIFIER && strcmp(meaning_words(q), "of") == 0 && !q->b && q->a
                    && q->a->kind == N_MODIFIER && strcmp(meaning_words(q->a), "your choice of") == 0 && !q->a->b
                    ? q->a->a : NULL;
    const node *w = m && m->kind == N_OBJECT && strcmp(meaning_words(m), "chosen") == 0 && !m->b && !m->c
                    ? ir_single_word(m) : NULL;
    if (!w || w->kind != N_WORD || strcmp(meaning_words(w), "color") != 0 || m->next)
        return NULL;
    node *chosen = node_new(a, N_QUALIFIER, m->range);
    chosen->text = "of the chosen color";
    return chosen;
}

const node *meaning_your_choice_of(arena *a, const node *np)
{
    const node *f = np && np->kind == N_OBJECT && meaning_det(np) == FX_DET_A && !np->b && !np->c ? np->a : NULL;
    const node *mine = NULL;    /* its one "of your choice" */
    node *also = NULL;
    for (const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL; q; q = q->next)
        if (ir_of_your_choice(q) || (also = of_your_choice_of_chosen_color(a, q))) {
            if (mine)
                return NULL;
            mine = q;
        }
    if (!mine)
        return NULL;
    /* the other qualifiers kept: "a source of your choice of the chosen
     * color", "a creature of your choice with shadow" */
    node *fc = arena_alloc(a, sizeof *fc), *plain = arena_alloc(a, sizeof *plain);
    *fc = *f;
    fc->b = NULL;
    for (const node *q = f->b->a; q; q = q->next)
        if (q != mine) {
            node *k = arena_alloc(a, sizeof *k);
            *k = *q;
            k->next = NULL;
            list_append(fc->b ? fc->b : (fc->b = list_new(a, q->range)), k);
        }
    if (also)
        list_append(fc->b ? fc->b : (fc->b = list_new(a, also->range)), also);
    *plain = *np;
    plain->a = fc;
    return plain;
}

const node *meaning_next_time_prevention(arena *a, const node *s, const node **source)
{
    const node *w = s && s->kind == N_CONDITIONAL && meaning_word(s) == FX_W_THE_NEXT_TIME ? s->a : NULL;
    const node *then = w ? s->b : NULL;
    const node *d = w && w->kind == N_MODIFIER && meaning_word(w) == FX_W_WOULD ? w->a : NULL;
    const node *src = d && d->kind == N_ACTION && meaning_verb(d) == FX_VERB_DEAL_DAMAGE && !d->b ? d->a : NULL;
    if (!src || s->c || !then || then->kind != N_ACTION || then->next
        || meaning_verb(then) != FX_VERB_PREVENT || then->a || then->c || !then->b || then->b->kind != N_AMOUNT
        || meaning_amount(then->b) != FX_AMT_THAT_DAMAGE || !(*source = meaning_your_choice_of(a, src)))
        return NULL;
    return d;
}

static bool damage_filter(const node *f, bool *combat);

/* Is N "that damage" ("that damage is dealt to ...")? */
static bool that_damage(const node *n)
{
    return n && ((n->kind == N_PRONOUN && meaning_word(n) == FX_W_THAT)
                 || (n->kind == N_AMOUNT && meaning_amount(n) == FX_AMT_THAT_DAMAGE));
}

bool meaning_next_time_redirect(arena *a, const node *s, fx_next_redirect *out)
{
    *out = (fx_next_redirect){ 0 };
    const node *w = s && s->kind == N_CONDITIONAL && meaning_word(s) == FX_W_THE_NEXT_TIME && !s->c ? s->a : NULL;
    const node *d = w && w->kind == N_MODIFIER && meaning_word(w) == FX_W_WOULD ? w->a : NULL;
    const node *then = d ? s->b : NULL;
    if (!then || d->kind != N_ACTION || d->b || d->lossy || then->kind != N_ACTION || then->next || then->lossy)
        return false;
    fx_verb v = meaning_verb(d);
    bool combat = v == FX_VERB_DEAL_COMBAT_DAMAGE, plain;
    if ((v == FX_VERB_DEAL_DAMAGE || combat) && d->a)
        out->source = d->a;         /* "a source of your choice would deal damage to you" */
    else if (!(v == FX_VERB_DEALT_DAMAGE && d->a && d->a->kind == N_OBJECT && !d->a->b && !d->a->c && !d->a->text
               && damage_filter(d->a->a, &combat)))
        return false;               /* not "damage would be dealt to ~" */
    /* "that damage is dealt to Z instead", "it deals that damage to Z instead" (it: the source) */
    const node *by = then->a;
    fx_verb tv = meaning_verb(then);
    if (tv == FX_VERB_DEALT_DAMAGE ? !that_damage(by) || then->b
        : tv != FX_VERB_DEAL_DAMAGE || !that_damage(then->b) || !out->source || !by || by->kind != N_PRONOUN
          || !by->refers || by->refers->range.begin < out->source->range.begin
          || by->refers->range.end > out->source->range.end)
        return false;
    const node *m = then->c ? then->c->a : NULL;
    if (!m || m->kind != N_PREP || meaning_word(m) != FX_W_TO || !m->a || !m->next || m->next->next
        || m->next->kind != N_MODIFIER || meaning_word(m->next) != FX_W_INSTEAD || m->next->a)
        return false;
    const node *chosen = meaning_your_choice_of(a, out->source);
    out->chosen = chosen != NULL;
    if (chosen)
        out->source = chosen;
    out->would = d;
    out->onto = m->a;
    out->combat = combat;
    (void)plain;
    return true;
}

const node *meaning_refers_into(const node *n, const node *root)
{
    for (; n; n = n->next) {
        if (n->kind == N_PRONOUN && n->refers && n->refers->range.begin >= root->range.begin
            && n->refers->range.end <= root->range.end)
            return n;
        const node *r = meaning_refers_into(n->a, root);
        if (r || (r = meaning_refers_into(n->b, root)) || (r = meaning_refers_into(n->c, root)))
            return r;
    }
    return NULL;
}

node *meaning_for_each(arena *ar, const node *s, const node **named)
{
    const node *each = s && s->kind == N_CONDITIONAL && meaning_word(s) == FX_W_FOR_EACH && !s->c && !s->lossy ? s->a : NULL;
    /* "For each ruin vote, draw a card" too (CR 701.38a) */
    const node *a = each && (each->kind == N_OBJECT || meaning_votes_counted(each)) ? s->b : NULL;
    *named = a ? meaning_refers_into(a, each) : NULL;
    if (!a || *named || a->kind != N_ACTION || a->next || a->lossy)
        return NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_FOR_EACH)
            return NULL;        /* "for each" twice */
    node *counted = arena_alloc(ar, sizeof *counted);
    *counted = *each;
    counted->next = NULL;
    node by = { .kind = N_MODIFIER, .text = "for each", .a = counted, .range = each->range };
    return meaning_without(ar, a, NULL, &by);
}

const node *meaning_n_of_them(const node *np, int *n)
{
    const node *q = np && np->kind == N_OBJECT && !np->a && np->b && np->b->a && !np->b->a->next ? np->b->a : NULL;
    *n = q && np->c ? meaning_number(np->c) : 0;
    if (q && np->c && np->c->kind == N_AMOUNT && meaning_amount(np->c) == FX_AMT_ANY_NUMBER)
        *n = FX_ANY_NUMBER;     /* "any number of them" */
    return q && q->kind == N_QUALIFIER && meaning_word(q) == FX_W_AMONG && q->a && (*n > 0 || *n == FX_ANY_NUMBER)
           ? q->a : NULL;
}

/* "Counter target spell unless its controller pays {1}" (P): one action
 * done unless a condition holds, which a sentence may replace whole
 * ("Ferocious — If you control a creature with power 4 or greater, counter
 * that spell instead": no payment offered then). */
static bool unless_action(const node *p)
{
    return p->kind == N_CONDITIONAL && meaning_word(p) == FX_W_UNLESS && p->a && p->b && p->b->kind == N_ACTION
           && !p->c && !p->lossy;
}

/* "If a source you control would deal damage this turn, it deals double
 * that damage instead", "If a card would be put into your graveyard from
 * anywhere this turn, exile that card instead": a replacement effect of its
 * own, not the sentence before it done another way (copies made in A). */
static bool replaced_this_turn(arena *a, const node *s)
{
    ir_prevention dealt;
    int times, plus;
    bool shuffle;
    const node *whose;
    return ir_damage_replacement_this_turn_of(s, &dealt, &times, &plus)
           || ir_graveyard_replacement_this_turn_of(a, s, &shuffle, &whose);
}

/* "Counter target spell if its mana value is 2 or less. If this spell was
 * kicked, counter that spell if its mana value is 4 or less instead" (P,
 * then ALT, S's statement), "... unless its controller pays {4} instead":
 * ALT's "A if (unless) C" with the same verb as P's, its
 * "instead" (which the grammar gives C) left out (a copy made in A, its
 * words up to "instead"); NULL for other statements. */
static node *if_instead(arena *a, const node *p, const node *alt)
{
    fx_word w = p->kind == N_CONDITIONAL ? meaning_word(p) : FX_W_NONE;
    bool ifs = (w == FX_W_IF || w == FX_W_UNLESS) && p->a && p->b && p->b->kind == N_ACTION
               && !p->c && !p->lossy && alt->kind == N_CONDITIONAL && meaning_word(alt) == w && alt->a
               && alt->b && alt->b->kind == N_ACTION && !alt->c && !alt->lossy && !alt->b->lossy
               && meaning_verb(alt->b) == meaning_verb(p->b) && meaning_verb(p->b) != FX_VERB_NONE
               && !instead_mod(alt->b) && alt->b->range.end <= alt->a->range.begin;
    const node *m = ifs ? instead_mod(alt->a) : NULL;
    if (!m || m->range.end != alt->range.end)
        return NULL;
    node *c = meaning_without(a, alt->a, m, NULL), *out = arena_alloc(a, sizeof *out);
    c->range.end = m->range.begin;
    *out = *alt;
    out->a = c;
    out->next = NULL;
    out->range.end = m->range.begin;
    return out;
}

/* "you may X" (N): X, one action of yours; else NULL. */
static const node *your_may(const node *n)
{
    return n && n->kind == N_OPTIONAL && !n->lossy && n->text && strcmp(n->text, "may") == 0 && n->a
           && n->a->kind == N_ACTION && !n->a->next && n->a->a && n->a->a->kind == N_PLAYER
           && meaning_player(n->a->a) == FX_PLAYER_YOU ? n->a : NULL;
}

bool meaning_instead_declined(const node *p, const node *s)
{
    const node *y = s && s->kind == N_CONDITIONAL ? your_may(s->b) : NULL, *m = y ? instead_mod(y) : NULL;
    /* "you may Y instead" ("instead" after "you may"), not "instead you may Y" */
    return m && (p->kind == N_ACTION || your_may(p)) && m->range.begin > y->range.begin;
}

bool meaning_kicked_spell(const node *c)
{
    return c && c->kind == N_ACTION && meaning_verb(c) == FX_VERB_KICKED && c->a && c->a->kind == N_SELF && !c->b
           && !c->c && !c->lossy;
}

const node *meaning_instead(arena *a, const node *p, const node *s)
{
    /* what is done instead names its own targets only when they are
     * chosen for it alone, as the spell is cast kicked (CR 601.2b-c) */
    if (!p || !s || s->kind != N_CONDITIONAL || meaning_word(s) != FX_W_IF || !s->a || !s->b || s->c || s->lossy
        || ir_die_exile_this_turn_of(s) || replaced_this_turn(a, s)
        || (meaning_names_target(s->b) && !meaning_kicked_spell(s->a)))
        return NULL;
    node *ifs = if_instead(a, p, s->b);
    if (ifs)
        return ifs;
    /* "Exile target creature if it has mana value 3 or less. / Corrupted —
     * Exile that creature instead if ...": P's one action, its condition
     * written after it, is what S's statement replaces, whatever P's
     * condition (P whole in the other branch); not "If you do, A. If C,
     * A' instead", whose A' is done only if you do */
    if (p->kind == N_CONDITIONAL && meaning_word(p) == FX_W_IF && p->a && p->b && p->b->kind == N_ACTION
        && !p->b->next && !p->c && !p->lossy && p->b->range.end <= p->a->range.begin && s->b->kind == N_ACTION)
        p = p->b;
    if (p->kind != N_ACTION && !(p->kind == N_SEQUENCE && meaning_word(p) != FX_W_OR) && !unless_action(p)
        && !(your_may(p) && your_may(s->b)))
        return NULL;
    const node *alt = s->b, *may = NULL;
    if (your_may(alt) && (p->kind == N_ACTION || your_may(p))) {
        /* "you may put it on top of its owner's library instead"; after
         * "you may put a land card ...", "instead you may put a creature or
         * land card ..." (the choice offered in its place) */
        may = alt;
        alt = alt->a;
    }
    bool seq = alt->kind == N_SEQUENCE && meaning_word(alt) != FX_W_OR && alt->a && alt->a->a;
    const node *first = seq ? alt->a->a : alt;
    const node *m = instead_mod(first);
    if (!m || first->lossy || (p->kind == N_SEQUENCE && !seq))
        return NULL;
    /* The same verb: "it deals 4 damage instead" to what the damage before
     * it is dealt to, "That creature gets -4/-4 instead" for as long as the
     * change before it lasts. */
    const node *to = NULL, *lasting = NULL;
    if (!seq && p->kind == N_ACTION && meaning_verb(p) == meaning_verb(first) && meaning_verb(p) != FX_VERB_NONE) {
        bool says_to = false, says_duration = false;
        for (const node *i = first->c ? first->c->a : NULL; i; i = i->next) {
            says_to |= i->kind == N_PREP && meaning_word(i) == FX_W_TO;
            says_duration |= i->kind == N_DURATION;
        }
        for (const node *i = p->c ? p->c->a : NULL; i; i = i->next)
            if (i->kind == N_PREP && meaning_word(i) == FX_W_TO && !says_to && meaning_verb(p) == FX_VERB_DEAL_DAMAGE)
                to = i;
            else if (i->kind == N_DURATION && !says_duration)
                lasting = i;
    }
    node *r = meaning_without(a, first, m, to);
    if (lasting)
        r = meaning_without(a, r, NULL, lasting);
    if (may) {              /* the choice, whose "no" does what the sentence before says */
        node *opt = arena_alloc(a, sizeof *opt);
        *opt = *may;
        opt->next = NULL;
        opt->a = r;
        return opt;
    }
    if (!seq)
        return r;
    node *steps = list_new(a, alt->a->range);
    list_append(steps, r);
    for (const node *i = first->next; i; i = i->next) {
        node *k = arena_alloc(a, sizeof *k);
        *k = *i;
        k->next = NULL;
        list_append(steps, k);
    }
    node *out = arena_alloc(a, sizeof *out);
    *out = *alt;
    out->a = steps;
    return out;
}

bool meaning_cards_in_hand(const card *c, const node *obj)
{
    const node *f = obj && obj->kind == N_OBJECT ? obj->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL, *by;
    if (!q || q->next || q->kind != N_QUALIFIER || meaning_word(q) != FX_W_IN || !q->a || q->a->kind != N_OBJECT
        || meaning_phrase(c, q->a) != FX_PHRASE_HAND)
        return false;
    node no_q = *f, plain = *obj;
    no_q.b = NULL;
    plain.a = &no_q;
    return ir_plain_noun(&plain, "card", &by) && !by;
}

bool meaning_more(const card *c, const node *cond, fx_more *out)
{
    fx_verb v = cond && cond->kind == N_ACTION && !cond->c ? meaning_verb(cond) : FX_VERB_NONE;
    const node *obj = v == FX_VERB_CONTROL || v == FX_VERB_HAVE ? cond->b : NULL;
    const node *cmp = !obj ? NULL : obj->kind == N_OBJECT ? obj->c
                    : v == FX_VERB_HAVE && obj->kind == N_AMOUNT && meaning_amount(obj) == FX_AMT_LIFE ? obj->a : NULL;
    fx_word w = cmp && cmp->kind == N_COMPARE && cmp->a ? meaning_word(cmp) : FX_W_NONE;
    if (!cond || !cond->a || (w != FX_W_MORE_THAN && w != FX_W_FEWER_THAN)
        || (cmp->a->kind != N_PLAYER && cmp->a->kind != N_OBJECT))
        return false;
    *out = (fx_more){ .fewer = w == FX_W_FEWER_THAN, .who = cond->a, .than = cmp->a };
    if (obj->kind == N_AMOUNT)
        out->what = FX_MORE_LIFE;       /* "more life than you" */
    else if (v == FX_VERB_HAVE && meaning_cards_in_hand(c, obj))
        out->what = FX_MORE_HAND;
    else if (v == FX_VERB_CONTROL)
        out->what = FX_MORE_CONTROL, out->counted = obj;
    else
        return false;
    return true;
}

bool meaning_this_way(const node *n)
{
    return n && n->kind == N_MODIFIER && n->text && strcmp(n->text, "this way") == 0;
}

/* "into exile" */
static bool into_exile(const node *n)
{
    return n && n->kind == N_PREP && meaning_word(n) == FX_W_INTO && n->a && n->a->kind == N_ZONE && n->a->text
           && strcmp(n->a->text, "exile") == 0;
}

const node *meaning_moved_this_way(const node *c, fx_verb *verb, const node **who)
{
    static const entry passive[] = { { FX_VERB_MILL, "milled" }, { FX_VERB_DISCARD, "discarded" },
                                     { FX_VERB_EXILE, "exiled" }, { FX_VERB_DESTROY, "destroyed" },
                                     { FX_VERB_SACRIFICE, "sacrificed" } };
    const node *m = c && c->kind == N_ACTION && !c->lossy && c->c ? c->c->a : NULL;
    const node *into = m && m->next && !m->next->next && into_exile(m) ? m : NULL;
    if (into)           /* "a card is put into exile this way": exiled */
        m = m->next;
    if (!m || m->next || !meaning_this_way(m))
        return NULL;
    const node *what;
    if (into) {
        *verb = (c->form & FORM_PASSIVE) && meaning_verb(c) == FX_VERB_PUT ? FX_VERB_EXILE : FX_VERB_NONE;
        *who = NULL;
        what = c->b ? NULL : c->a;
    } else if (c->form & FORM_PASSIVE) {       /* "a land card was milled this way" */
        *verb = (fx_verb)lookup(passive, N(passive), c, FX_VERB_NONE);
        *who = NULL;
        what = c->b ? NULL : c->a;
    } else if (meaning_verb(c) == FX_VERB_DIE && !c->b) {   /* "a white creature dies this way": destroyed */
        *verb = FX_VERB_DESTROY;
        *who = NULL;
        what = c->a;
    } else {                            /* "you discard a creature card this way" */
        *verb = meaning_verb(c);
        *who = c->a;
        what = c->a ? c->b : NULL;
        if (*verb != FX_VERB_DISCARD && *verb != FX_VERB_EXILE && *verb != FX_VERB_SACRIFICE)
            *verb = FX_VERB_NONE;       /* ("you mill a land card" does not describe what was milled) */
    }
    if (*verb == FX_VERB_NONE || !what)
        return NULL;
    /* "that creature dies this way", "if ~ is destroyed this way": what the
     * action acted on, named again (meaning_moved_named) */
    if (!*who && (what->kind == N_SELF || (what->kind == N_PRONOUN && what->refers)))
        return what;
    fx_det det = what->kind == N_OBJECT ? meaning_det(what) : FX_DET_NONE;
    bool counted = det == FX_DET_A || (what->kind == N_OBJECT && what->c);     /* "a", "fewer than two" */
    if (!counted || what->b || !what->a || what->a->kind != N_FILTER)
        return NULL;
    return what;
}

bool meaning_moved_named(const node *what, const node *object)
{
    if (!what || !object)
        return false;
    if (what->kind == N_SELF)
        return object->kind == N_SELF || (object->kind == N_PRONOUN && object->refers && object->refers->kind == N_SELF);
    const node *named = object->kind == N_PRONOUN && object->refers ? object->refers : object;
    return what->kind == N_PRONOUN && what->refers
           && (what->refers == named || what->refers == object || (named->kind == N_TARGET && what->refers == named->a));
}

/* One word of a search's zones: its bit (1 << ir_zone), 0 for another. */
static unsigned search_zone_bit(const node *w)
{
    int t = w && w->kind == N_WORD && !w->next ? w->token : 0;
    return t == LIBRARY ? 1u << IR_ZONE_LIBRARY : t == GRAVEYARD ? 1u << IR_ZONE_GRAVEYARD
         : t == HAND ? 1u << IR_ZONE_HAND : 0;
}

unsigned meaning_search_zones(const node *z, const node **whose, bool *any_of)
{
    const node *t = z && z->kind == N_POSSESSIVE && !z->lossy && z->a ? z->b : NULL;
    unsigned zones = t && t->kind == N_WORD ? search_zone_bit(t) : 0;
    *whose = z ? z->a : NULL;
    *any_of = false;
    if (t && t->kind == N_FILTER && !t->lossy && !t->b && t->a && t->a->a && t->a->a->next) {
        /* "your library and/or graveyard", "its controller's graveyard, hand, and library" */
        for (const node *alt = t->a->a; alt; alt = alt->next) {
            unsigned bit = alt->kind == N_TRAITS && alt->a ? search_zone_bit(alt->a->a) : 0;
            if (!bit || (zones & bit))
                return 0;
            zones |= bit;
            if (!alt->next) {   /* the words joining the last one say which */
                const char *j = alt->join ? alt->join : "";
                *any_of = strcmp(j, "and/or") == 0 || strcmp(j, ", and/or") == 0;
                if (!*any_of && strcmp(j, "and") != 0 && strcmp(j, ", and") != 0)
                    return 0;
            }
        }
    }
    return zones;
}

/* Does pronoun P name what CARDS names (a target or a pronoun for one)? */
static bool names_same(const node *p, const node *cards)
{
    const node *what = cards && cards->kind == N_PRONOUN ? cards->refers : cards;
    return p && p->kind == N_PRONOUN && what && p->refers == what;
}

bool meaning_exiled_instead(const node *next, const node *cards, bool *yours)
{
    const node *would = next && next->kind == N_CONDITIONAL && meaning_word(next) == FX_W_IF && !next->lossy
                        && !next->c ? next->a : NULL;
    const node *put = would && would->kind == N_MODIFIER && meaning_word(would) == FX_W_WOULD ? would->a : NULL;
    const node *into = put && put->kind == N_ACTION && meaning_verb(put) == FX_VERB_PUT && !put->b && put->c
                       && put->c->a && !put->c->a->next ? put->c->a : NULL;
    const node *exile = next ? next->b : NULL;
    if (!into || into->kind != N_PREP || meaning_word(into) != FX_W_INTO || !into->a || !names_same(put->a, cards)
        || !exile || exile->kind != N_ACTION || meaning_verb(exile) != FX_VERB_EXILE || exile->a
        || !names_same(exile->b, cards) || !exile->c || !exile->c->a || exile->c->a->next
        || exile->c->a->kind != N_MODIFIER || meaning_word(exile->c->a) != FX_W_INSTEAD)
        return false;
    const node *z = into->a;
    /* "your graveyard"; "a graveyard" */
    *yours = z->kind == N_POSSESSIVE && z->a && z->a->kind == N_PLAYER && meaning_player(z->a) == FX_PLAYER_YOU;
    const node *f = z->kind == N_OBJECT && meaning_det(z) == FX_DET_A && !z->b && !z->c ? z->a : NULL;
    const node *alt = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *w = *yours ? z->b : alt && alt->a ? alt->a->a : NULL;
    return w && !w->next && search_zone_bit(w) == 1u << IR_ZONE_GRAVEYARD;
}

/* Do P and Q, the possessors of two zones, name the same player as the
 * words say: "your" twice, a pronoun bound to the other ("that player's"
 * after "target player's"), two pronouns bound alike ("their" ... "their")? */
static bool same_possessor(const node *p, const node *q)
{
    if (!p || !q)
        return false;
    if (p->kind == N_PLAYER && q->kind == N_PLAYER)
        return meaning_player(p) == FX_PLAYER_YOU && meaning_player(q) == FX_PLAYER_YOU;
    if (q->kind == N_PRONOUN && q->refers && (q->refers == p || (p->kind == N_PRONOUN && p->refers == q->refers)))
        return true;
    return p->kind == N_PRONOUN && p->refers == q;
}

bool meaning_into_owners_library(const node *a, const node *lib, const node *from)
{
    const node *who = lib && lib->kind == N_POSSESSIVE ? lib->a : NULL, *s = a->a;
    bool you = !s || (s->kind == N_PLAYER && meaning_player(s) == FX_PLAYER_YOU);
    if (!who || search_zone_bit(lib->b) != 1u << IR_ZONE_LIBRARY || !a->b)
        return false;
    if (from) {     /* "a card from your hand into your library" */
        unsigned z = from->kind == N_POSSESSIVE ? search_zone_bit(from->b) : 0;
        return (z == 1u << IR_ZONE_GRAVEYARD || z == 1u << IR_ZONE_HAND) && same_possessor(from->a, who)
               && (you || same_possessor(s, from->a));
    }
    /* "The owner of target permanent shuffles it into their library", "Its owner shuffles it ..." */
    const node *of = s && s->kind == N_POSSESSIVE && meaning_word(s->b) == FX_W_OWNER ? s->a : NULL;
    const node *it = a->b->kind == N_PRONOUN ? a->b->refers : NULL;
    return of && it && (of == it || (of->kind == N_PRONOUN && of->refers == it)) && who->kind == N_PRONOUN
           && who->refers == s;
}

bool meaning_searched_this_way(const node *c)
{
    const node *m = c && c->kind == N_ACTION && !c->lossy && meaning_verb(c) == FX_VERB_SEARCH && c->c && c->c->a
                    && !c->c->a->next ? c->c->a : NULL;
    const node *z = c ? c->b : NULL, *whose;
    bool any_of;
    return meaning_this_way(m) && c->a && c->a->kind == N_PLAYER && meaning_player(c->a) == FX_PLAYER_YOU
           && meaning_search_zones(z, &whose, &any_of) == 1u << IR_ZONE_LIBRARY
           && whose->kind == N_PLAYER && meaning_player(whose) == FX_PLAYER_YOU;
}

bool meaning_then_step(const node *s)
{
    return s->join && strstr(s->join, "then");
}

const node *meaning_keep_the_rest(const node *s, const node **sacrifice)
{
    const node *c = s && s->kind == N_SEQUENCE && meaning_word(s) != FX_W_OR && s->a && !s->lossy ? s->a->a : NULL;
    const node *r = c ? c->next : NULL, *kept = c ? c->b : NULL;
    *sacrifice = r;
    return c && r && !r->next && c->kind == N_ACTION && !c->lossy && meaning_verb(c) == FX_VERB_CHOOSE && c->a
           && !c->c && kept && kept->kind == N_OBJECT && !kept->lossy
           && ((kept->c && kept->c->kind == N_AMOUNT && !kept->c->a && !kept->c->b && kept->c->text
                && syn_number(kept->c->text) >= 1)
               || (!kept->c && meaning_det(kept) == FX_DET_A))
           && r->kind == N_ACTION && !r->lossy && meaning_verb(r) == FX_VERB_SACRIFICE && r->a == c->a && !r->c
           && r->b && r->b->kind == N_WORD && r->b->text && strcmp(r->b->text, "the rest") == 0
               ? kept : NULL;
}

bool meaning_damage_this_way(const node *n)
{
    const node *m = n && n->kind == N_AMOUNT && meaning_amount(n) == FX_AMT_DAMAGE_DEALT && !n->b && n->a
                    && n->a->kind == N_LIST ? n->a->a : NULL;
    return m && !m->next && m->kind == N_MODIFIER && m->text && strcmp(m->text, "this way") == 0;
}

/* Is T "this turn" or "last turn" (*LAST)? */
static bool this_or_last(const node *t, bool *last)
{
    *last = t && t->kind == N_DURATION && meaning_time(t) == FX_TIME_LAST_TURN;
    return t && t->kind == N_DURATION && (*last || meaning_time(t) == FX_TIME_THIS_TURN);
}

const node *meaning_player_history(const node *n, fx_hist_amount *what, bool *last)
{
    fx_amount a = n && n->kind == N_AMOUNT && !n->lossy ? meaning_amount(n) : FX_AMT_NONE;
    if ((a == FX_AMT_LIFE_GAINED_BY || a == FX_AMT_LIFE_LOST_BY) && n->a && this_or_last(n->b, last)
        && (n->a->kind == N_PLAYER || (n->a->kind == N_PRONOUN && n->a->refers))) {
        *what = a == FX_AMT_LIFE_GAINED_BY ? FX_HIST_LIFE_GAINED : FX_HIST_LIFE_LOST;
        return n->a;            /* "the life you (they, that player) lost this turn" */
    }
    const node *to = a == FX_AMT_DAMAGE_DEALT && !n->b && n->a && n->a->kind == N_LIST ? n->a->a : NULL;
    if (!to || to->kind != N_PREP || meaning_word(to) != FX_W_TO || !to->a || !to->next || to->next->next
        || !this_or_last(to->next, last) || !ir_names_players(to->a))
        return NULL;
    *what = FX_HIST_DAMAGE_TAKEN;   /* "the damage dealt to you this turn" */
    return to->a;
}

bool meaning_the_player(const node *p)
{
    const node *f = p && p->kind == N_PRONOUN && !p->refers && p->text && strcmp(p->text, "the") == 0 ? p->a : NULL;
    const node *alt = f && f->kind == N_FILTER && !f->b && f->a ? f->a->a : NULL;
    const node *w = alt && !alt->next && alt->a ? alt->a->a : NULL;
    return w && !w->next && ir_word_of(w).kind == IR_WORD_PLAYER && !ir_word_of(w).negated;
}

/* The words of the description of mana F ("white mana", "colored mana",
 * "mana"): the one word before "mana", or NULL for "mana" alone; *OK false
 * for other words. */
static const node *mana_word(const node *f, bool *ok)
{
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    const node *last = w && w->next && !w->next->next ? w->next : w && !w->next ? w : NULL;
    *ok = last && last->token == MANA;
    return *ok && last != w ? w : NULL;
}

/* "colored" (the word "color" in its past form, "colored mana") */
static bool is_colored(const node *w)
{
    return w && w->kind == N_WORD && w->token == COLOR_N && (w->form & FORM_PAST) && w->text && strcmp(w->text, "color") == 0;
}

bool meaning_spent(const card *c, const node *cond, fx_spent *out)
{
    const node *to = cond && cond->kind == N_ACTION && meaning_verb(cond) == FX_VERB_SPENT && cond->a && !cond->b
                     && cond->c && cond->c->a && !cond->c->a->next ? cond->c->a : NULL;
    const node *cast = to && to->kind == N_MODIFIER && meaning_word(to) == FX_W_TO ? to->a : NULL;
    const node *spell = cast && cast->kind == N_ACTION && meaning_verb(cast) == FX_VERB_CAST && !cast->a && !cast->c
                        ? cast->b : NULL;
    /* "to activate this ability": the mana its cost was paid with (CR 602.2b, 601.2h) */
    const node *self = cast && cast->kind == N_ACTION && strcmp(meaning_words(cast), "activate") == 0 && !cast->lossy
                       && !cast->a && !cast->c
                       && cast->b && cast->b->kind == N_SELF ? cast->b->a : NULL;
    const node *noun = self && self->kind == N_FILTER && !self->b && self->a && self->a->a && !self->a->a->next
                    && self->a->a->a ? self->a->a->a->a : NULL;
    bool activated = noun && !noun->next && noun->kind == N_WORD && strcmp(meaning_words(noun), "ability") == 0;
    if (!activated && (!spell || !(spell->kind == N_SELF || (spell->kind == N_PRONOUN && spell->refers))))
        return false;
    const node *m = cond->a;
    *out = (fx_spent){ .what = FX_SPENT_KINDS, .spell = spell };
    size_t len = m->range.end - m->range.begin;
    if (m->kind == N_MANA && len == 3 && memcmp(c->src->text + m->range.begin, "{S}", 3) == 0) {
        out->what = FX_SPENT_SNOW;      /* "{S} was spent": mana from a snow source */
        out->at_least = 1;
        return true;
    }
    if (m->kind == N_MANA && !m->a && !m->b && !m->c)   /* "{G}", "{U}{B}": each of them */
        return meaning_mana_counts(c, m, out->count);
    const node *from = m->kind == N_OBJECT && m->b && m->b->a && !m->b->a->next ? m->b->a : NULL;
    const node *source = from && from->kind == N_QUALIFIER && strcmp(meaning_words(from), "from") == 0 ? from->a : NULL;
    const node *tw = source && source->kind == N_OBJECT && meaning_det(source) == FX_DET_A && !source->b && !source->c
                     ? ir_single_word(source) : NULL;
    bool plain;
    if (tw && tw->text && strcmp(tw->text, "treasure") == 0 && !m->text && !m->c && !mana_word(m->a, &plain)
        && plain && !m->a->b) {
        out->what = FX_SPENT_TREASURE;          /* "mana from a Treasure": some of it */
        out->at_least = 1;
        return true;
    }
    const node *f = m->kind == N_OBJECT && !m->b ? m->a : NULL;
    const node *cmp = m->c;
    bool ok;
    const node *w = mana_word(f, &ok);
    if (!ok)
        return false;
    const node *q = f->b ? f->b->a : NULL;
    if (meaning_det(m) == FX_DET_NO && !cmp && !q) {    /* "no mana", "no colored mana" */
        if (w && !is_colored(w))
            return false;
        out->what = w ? FX_SPENT_COLORED : FX_SPENT_ALL;
        out->none = true;
        return true;
    }
    if (!cmp || cmp->kind != N_COMPARE || meaning_word(cmp) != FX_W_GE || !cmp->a || meaning_number(cmp->a) < 1)
        return false;
    int n = meaning_number(cmp->a);
    if (!w && q && !q->next && q->kind == N_QUALIFIER && strcmp(meaning_words(q), "of") == 0 && q->a && q->a->kind == N_PRONOUN
        && meaning_phrase(c, q->a) == FX_PHRASE_SAME_COLOR) {
        out->what = FX_SPENT_ONE_COLOR;         /* "at least three mana of the same color" (adamant) */
        out->at_least = n;
        return true;
    }
    ir_word color = w && !q ? ir_word_of(w) : (ir_word){ .kind = IR_WORD_UNKNOWN };
    if (color.kind != IR_WORD_COLOR || color.negated)
        return false;
    out->count[color.value] = n;    /* "at least three white mana" (ir_color: W U B R G, as the runtime's kinds) */
    return true;
}

fx_phrase meaning_phrase(const card *c, const node *n)
{
    static const struct {
        fx_phrase id;
        const char *words;
    } phrases[] = {
#define FX_PHRASE(id, name, words) { id, words },
#include "meaning_effect.def"
    };
    size_t len = n->range.end - n->range.begin;
    for (size_t i = 0; i < N(phrases); i++)
        if (strlen(phrases[i].words) == len && memcmp(c->src->text + n->range.begin, phrases[i].words, len) == 0)
            return phrases[i].id;
    return FX_PHRASE_NONE;
}

int meaning_energy(const card *c, const node *n)
{
    if (!n || n->kind != N_COST || !n->text || strcmp(n->text, "energy") != 0)
        return 0;
    int k = 0;
    for (uint32_t i = n->range.begin; i + 3 <= n->range.end; i++)
        if (memcmp(c->src->text + i, "{E}", 3) == 0)
            k++;
    return k;
}

bool meaning_mana_symbols(const node *m)
{
    return m && m->kind == N_MANA && !m->text;
}

bool meaning_pay_or_not(const node *act, const node *next)
{
    const node *c = next && next->kind == N_CONDITIONAL && meaning_word(next) == FX_W_IF ? next->a : NULL;
    fx_verb v = c && c->kind == N_ACTION ? meaning_verb(c) : FX_VERB_NONE;
    return act && act->kind == N_ACTION && meaning_verb(act) == FX_VERB_PAY && meaning_mana_symbols(act->b)
           && !act->c && !act->lossy && (!act->a || (act->a->kind == N_PLAYER && meaning_player(act->a) == FX_PLAYER_YOU))
           && (v == FX_VERB_DO || v == FX_VERB_DONT) && !c->b && !c->c && !c->lossy
           && (!c->a || (c->a->kind == N_PLAYER && meaning_player(c->a) == FX_PLAYER_YOU));
}

/* The color bit of the color word WORD ("green"), 0 for another word. */
static unsigned color_bit(const char *word)
{
    int c = word ? (int)ir_color_of(word) : -1;
    return c >= 0 ? 1u << c : 0;
}

const node *meaning_half(const node *n, bool *up, int *parts)
{
    if (!n || n->kind != N_AMOUNT || n->lossy || !n->a || n->a->kind != N_AMOUNT || n->a->lossy)
        return NULL;
    fx_amount outer = meaning_amount(n), inner = meaning_amount(n->a);
    *parts = 2;
    if ((outer == FX_AMT_ROUNDED_UP || outer == FX_AMT_ROUNDED_DOWN) && (inner == FX_AMT_HALF || inner == FX_AMT_THIRD)
        && n->a->a && n->a->a->kind == N_POSSESSIVE) {
        *up = outer == FX_AMT_ROUNDED_UP;       /* "half your life, rounded up", "a third of their life, ..." */
        *parts = inner == FX_AMT_THIRD ? 3 : 2;
        return n->a->a;
    }
    if (outer == FX_AMT_HALF && (inner == FX_AMT_ROUNDED_UP || inner == FX_AMT_ROUNDED_DOWN) && n->a->a
        && n->a->a->kind == N_AMOUNT) {
        *up = inner == FX_AMT_ROUNDED_UP;       /* "half the number of Zombies you control, rounded down" */
        return n->a->a;
    }
    return NULL;
}

const node *meaning_times(const node *n, int *times)
{
    if (!n || n->kind != N_LIST || n->lossy || meaning_word(n) != FX_W_TIMES || !n->a || !n->a->next
        || n->a->next->next || meaning_number(n->a) <= 0)
        return NULL;
    *times = meaning_number(n->a);
    return n->a->next;
}

unsigned meaning_devotion(const node *n)
{
    static const char devotion_to[] = "devotion to ";
    if (!n || n->kind != N_AMOUNT || n->lossy || !n->a)
        return 0;
    if (meaning_amount(n) == FX_AMT_NUMBER_OF)  /* "the number of red mana symbols in the mana costs of ..." */
        return meaning_chroma(n->a);
    if (meaning_amount(n) == FX_AMT_DEVOTION) {         /* "your devotion to white and black" */
        if (n->a->kind != N_LIST)
            return n->a->kind == N_WORD ? color_bit(n->a->text) : 0;
        unsigned colors = 0;
        for (const node *w = n->a->a; w; w = w->next) {
            unsigned bit = meaning_word(n->a) == FX_W_AND && w->kind == N_WORD ? color_bit(w->text) : 0;
            if (!bit)
                return 0;
            colors |= bit;
        }
        return colors;
    }
    /* "your devotion to green": read as the possessive "your" + "devotion to green" */
    const node *p = meaning_amount(n) == FX_AMT_STAT_OF && n->a->kind == N_POSSESSIVE ? n->a : NULL;
    const node *w = p && p->a && p->a->kind == N_PLAYER && meaning_player(p->a) == FX_PLAYER_YOU ? p->b : NULL;
    if (!w || w->kind != N_WORD || !w->text || strncmp(w->text, devotion_to, sizeof devotion_to - 1) != 0)
        return 0;
    return color_bit(w->text + sizeof devotion_to - 1);
}

int meaning_number(const node *n)
{
    return n && n->text ? syn_number(n->text) : -1;
}

/* NP's one qualifier "VERBED this way": its verb's words, their length in *N. */
static const char *this_way(const node *np, size_t *n)
{
    const node *f = np && np->kind == N_OBJECT && !np->b ? np->a : NULL;
    const node *q = f && f->kind == N_FILTER && f->b ? f->b->a : NULL;
    if (!q || q->next || q->kind != N_QUALIFIER || q->a || !q->text)
        return NULL;
    size_t way = sizeof " this way" - 1;
    *n = strlen(q->text);
    if (!(q->form & FORM_THIS_WAY)) {       /* "tapped this way" as one qualifier */
        if (*n <= way || strcmp(q->text + *n - way, " this way") != 0)
            return NULL;
        *n -= way;
    }
    return q->text;
}

fx_verb meaning_done_this_way(const node *np)
{
    static const entry done[] = {
        { FX_VERB_DESTROY, "destroyed" }, { FX_VERB_SACRIFICE, "sacrificed" }, { FX_VERB_DISCARD, "discarded" },
        { FX_VERB_EXILE, "exiled" }, { FX_VERB_RETURN, "returned" }, { FX_VERB_TAP, "tapped" },
    };
    size_t n;
    const char *w = this_way(np, &n);
    for (size_t i = 0; w && i < N(done); i++)
        if (strlen(done[i].words) == n && strncmp(w, done[i].words, n) == 0)
            return (fx_verb)done[i].id;
    return FX_VERB_NONE;
}

node *meaning_discarded_kind(arena *a, const node *obj, const node *player)
{
    const node *f = obj && obj->kind == N_OBJECT && !obj->b && !obj->c ? obj->a : NULL;
    if (!f || f->kind != N_FILTER || !player)
        return NULL;
    node *filt = arena_alloc(a, sizeof *filt), *plain = arena_alloc(a, sizeof *plain);
    *filt = *f;
    *plain = *obj;
    plain->next = NULL;
    plain->a = filt;
    filt->b = f->b ? list_new(a, f->b->range) : NULL;
    for (const node *q = f->b ? f->b->a : NULL; q; q = q->next) {
        const node *z = q->a;
        if (ir_qual_of(q) == IR_QUAL_IN && z && z->kind == N_POSSESSIVE && z->a && z->a->kind == N_PRONOUN
            && (z->a->refers == player || (player->kind == N_PRONOUN && z->a->refers == player->refers))
            && !z->a->ambiguous && z->b && z->b->kind == N_WORD && z->b->token == HAND)
            continue;           /* "in their hand": the discarding player's own */
        if (ir_qual_of(q) == IR_QUAL_IN || ir_qual_of(q) == IR_QUAL_ON_BATTLEFIELD)
            return NULL;        /* another zone */
        node *copy = arena_alloc(a, sizeof *copy);
        *copy = *q;
        copy->next = NULL;
        list_append(filt->b, copy);
    }
    filt->b = filt->b && filt->b->a ? filt->b : NULL;
    return plain;
}

/* NP, whose one qualifier is "revealed this way", with determiner DET:
 * a copy of it without that qualifier (the kind of the cards), or NULL. */
static node *kind_revealed(arena *a, const node *np, fx_det det)
{
    size_t n;
    const char *w = this_way(np, &n);
    if (!w || n != sizeof "revealed" - 1 || strncmp(w, "revealed", n) != 0 || meaning_det(np) != det)
        return NULL;
    node *f = arena_alloc(a, sizeof *f), *obj = arena_alloc(a, sizeof *obj);
    *f = *np->a;
    f->b = NULL;                /* its one qualifier, "revealed this way" (this_way) */
    *obj = *np;
    obj->next = NULL;
    obj->a = f;
    return obj;
}

node *meaning_kind_revealed_this_way(arena *a, const node *np)
{
    return !np || meaning_revealed_this_way(np) ? NULL : kind_revealed(a, np, FX_DET_ALL);
}

node *meaning_kind_counted_revealed(arena *a, const node *np)
{
    return !np || np->c || meaning_counted_revealed(np) ? NULL : kind_revealed(a, np, FX_DET_NONE);
}

bool meaning_counted_revealed(const node *np)
{
    size_t n;
    const char *w = this_way(np, &n);
    const node *f = w ? np->a : NULL;
    const node *word = f && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    return w && n == sizeof "revealed" - 1 && strncmp(w, "revealed", n) == 0 && word && word->kind == N_WORD
           && !word->next && word->token == CARD && meaning_det(np) == FX_DET_NONE && !np->c;
}

bool meaning_revealed_this_way(const node *np)
{
    size_t n;
    const char *w = this_way(np, &n);
    const node *f = w ? np->a : NULL;
    const node *word = f && f->a && f->a->a && !f->a->a->next && f->a->a->a ? f->a->a->a->a : NULL;
    fx_det det = meaning_det(np);
    return w && n == sizeof "revealed" - 1 && strncmp(w, "revealed", n) == 0 && word && word->kind == N_WORD
           && !word->next && word->token == CARD && (det == FX_DET_ALL || det == FX_DET_ALL_OTHER);
}

bool meaning_no_regeneration(const node *n)
{
    return n && n->kind == N_NEGATED && n->a && n->a->kind == N_ACTION && meaning_verb(n->a) == FX_VERB_REGENERATED;
}

const node *meaning_token_has(const node *create, const node *next)
{
    return next && next->kind == N_ACTION && meaning_verb(next) == FX_VERB_HAVE && next->a
           && next->a->kind == N_PRONOUN && next->a->refers == create->b && next->b && !next->c ? next : NULL;
}

/* Does a statement in N (and after it) say "It has ..." of PHRASE? */
static bool said_to_have(const node *n, const node *phrase)
{
    for (; n; n = n->next)
        if ((n->kind == N_ACTION && meaning_verb(n) == FX_VERB_HAVE && n->a && n->a->kind == N_PRONOUN
             && n->a->refers == phrase)
            || said_to_have(n->a, phrase) || said_to_have(n->b, phrase) || said_to_have(n->c, phrase))
            return true;
    return false;
}

const node *meaning_more_of_those_tokens(const card *c, const node *obj)
{
    const node *q = obj && obj->kind == N_OBJECT && !obj->lossy && obj->text && strcmp(obj->text, "of") == 0 && !obj->a
                    && obj->b && obj->b->a && !obj->b->a->next && obj->c && obj->c->kind == N_AMOUNT ? obj->b->a : NULL;
    const node *p = q && q->kind == N_QUALIFIER && q->text && strcmp(q->text, "among") == 0 && q->a
                    && q->a->kind == N_PRONOUN && q->a->text && strcmp(q->a->text, "those") == 0 ? q->a->refers : NULL;
    if (!p || p->kind != N_OBJECT)
        return NULL;
    for (const ability *ab = c->abilities; ab; ab = ab->next)
        for (const ability *m = ab; m; m = m == ab ? ab->modes : m->next)
            if (said_to_have(m->ast, p))
                return NULL;
    return p;
}

const node *meaning_removed_from_combat(const node *a)
{
    const node *m = a && a->kind == N_ACTION && meaning_verb(a) == FX_VERB_REMOVE && a->c ? a->c->a : NULL;
    return m && !m->next && ir_prep_of(m) == IR_PREP_FROM_COMBAT && a->b ? a->b : NULL;
}

const node *meaning_emblem(const node *a)
{
    const node *o = a && a->kind == N_ACTION && meaning_verb(a) == FX_VERB_GET && !a->c ? a->b : NULL;
    const node *f = o && o->kind == N_OBJECT && !o->b && !o->c && meaning_det(o) == FX_DET_A ? o->a : NULL;
    const node *t = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    const node *q = t && !t->next && ir_word_of(t).kind == IR_WORD_EMBLEM && f->b ? f->b->a : NULL;
    const node *g = q && !q->next && ir_qual_of(q) == IR_QUAL_WITH ? q->a : NULL;
    if (g && g->kind == N_LIST)     /* "with \"...\"": a list of one */
        g = g->a && !g->a->next ? g->a : NULL;
    return g && g->kind == N_QUOTED ? g : NULL;
}

const char *meaning_action_token(const node *a)
{
    return a && a->kind == N_ACTION && meaning_verb(a) == FX_VERB_INVESTIGATE ? "Clue" : NULL;
}

const node *meaning_had_done(const node *act, bool *gapped)
{
    bool yours = !act->a || (act->a->kind == N_PLAYER && meaning_player(act->a) == FX_PLAYER_YOU)
                 || ir_any_player_of(act->a) != IR_WHO_NONE;   /* "any player may have ~ deal 5 damage to them" */
    const node *done = act->kind == N_ACTION && meaning_verb(act) == FX_VERB_HAVE && act->b && act->c && act->c->a
                       && !act->c->a->next && act->c->a->kind == N_ACTION && !act->c->a->a && yours ? act->c->a : NULL;
    *gapped = done && act->next && act->next->join && act->next->a == act->a;
    return done;
}

static fx_prevent_part damage_that_would(const node *q, fx_prevent *out);

fx_prevent_part meaning_prevent(const node *a, fx_prevent *out)
{
    *out = (fx_prevent){ 0 };
    const node *d = a->b;
    if (!d || d->kind != N_AMOUNT || a->a || (a->c && a->c->a))
        return FX_PREVENT_ACTION;
    fx_amount how = meaning_amount(d);
    out->combat = how == FX_AMT_ALL_COMBAT_DAMAGE;
    if (how == FX_AMT_NEXT_DAMAGE && d->a)
        out->next = d->a;
    else if (how != FX_AMT_ALL_DAMAGE && !out->combat)
        return FX_PREVENT_AMOUNT;
    return damage_that_would(d->b, out);
}

/* The clause Q, "that would be dealt to X [by Y] [this turn]" (or "that Y
 * would deal [to X]"), of damage prevented or redirected, read into OUT. */
static fx_prevent_part damage_that_would(const node *q, fx_prevent *out)
{
    const node *would = q && q->kind == N_QUALIFIER && meaning_word(q) == FX_W_THAT ? q->a : NULL;
    const node *x = would && would->kind == N_MODIFIER && meaning_word(would) == FX_W_WOULD ? would->a : NULL;
    /* "... dealt to and dealt by target creature": damage from it, and to it */
    out->both = x && meaning_verb(x) == FX_VERB_DEALT_DAMAGE_TO_AND_BY && x->b && !x->a;
    if (!x || x->kind != N_ACTION || (x->b && !out->both)
        || !(out->both || meaning_verb(x) == FX_VERB_DEALT_DAMAGE || (meaning_verb(x) == FX_VERB_DEAL_DAMAGE && x->a)))
        return FX_PREVENT_DAMAGE;
    out->would = x;
    out->from = meaning_verb(x) == FX_VERB_DEAL_DAMAGE ? x->a : out->both ? x->b : NULL;
    out->to = out->both ? x->b : NULL;
    for (const node *m = x->c ? x->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && meaning_word(m) == FX_W_TO && !out->to && out->nused < 2)
            out->used[out->nused++] = m, out->to = m->a;
        else if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_BY && !out->from && out->nused < 2)
            out->used[out->nused++] = m, out->from = m->a;
        else if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_DIVIDED_AFTER && !m->a && out->to
                 && out->to->kind == N_TARGET && !out->divided)
            out->divided = m;   /* "to any number of targets, divided as you choose" */
    return FX_PREVENT_OK;
}

/* Is the filter F "damage" ("combat damage": *COMBAT) alone? */
static bool damage_filter(const node *f, bool *combat)
{
    const node *t = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next ? f->a->a : NULL;
    const node *w = t && t->kind == N_TRAITS && t->a ? t->a->a : NULL;
    *combat = w && meaning_word(w) == FX_W_COMBAT && w->next && !w->next->next;
    if (*combat)
        w = w->next;
    return w && w->kind == N_WORD && !w->next && meaning_word(w) == FX_W_DAMAGE && !w->form;
}

const node *meaning_redirect(const node *a, fx_prevent *out)
{
    *out = (fx_prevent){ 0 };
    const node *d = a && a->kind == N_ACTION && meaning_verb(a) == FX_VERB_DEALT_DAMAGE && !a->b && !a->lossy
                    ? a->a : NULL;
    bool all = d && d->kind == N_OBJECT && meaning_det(d) == FX_DET_ALL;
    const node *f = all || (d && d->kind == N_OBJECT && meaning_word(d) == FX_W_THE_NEXT) ? d->a : NULL;
    const node *m = a ? (a->c ? a->c->a : NULL) : NULL;
    if (!f || f->kind != N_FILTER || !f->b || f->b->a->next || d->b || all != !d->c
        || !m || m->kind != N_PREP || meaning_word(m) != FX_W_TO || !m->a || !m->next || m->next->next
        || m->next->kind != N_MODIFIER || meaning_word(m->next) != FX_W_INSTEAD || m->next->a)
        return NULL;
    node plain = *f;
    plain.b = NULL;
    bool combat;
    /* (not "to you and permanents you control": a list is found as the
     * effect begins, and a redirection judges the damage as it would be
     * dealt) */
    if (!damage_filter(&plain, &combat) || damage_that_would(f->b->a, out) != FX_PREVENT_OK || out->both
        || (out->to && out->to->kind == N_LIST) || (out->from && out->from->kind == N_LIST))
        return NULL;
    out->combat = combat;
    out->next = d->c;
    return m->a;
}

bool meaning_symbol_counts(const char *t, size_t len, int count[6])
{
    static const char kinds[] = "WUBRGC";
    for (int k = 0; k < 6; k++)
        count[k] = 0;
    for (size_t i = 0; i < len; i++) {
        if (t[i] != '{')
            continue;
        const char *k = i + 2 < len && t[i + 2] == '}' && t[i + 1] ? strchr(kinds, t[i + 1]) : NULL;
        if (!k)
            return false;
        count[k - kinds]++;
    }
    return true;
}

bool meaning_mana_counts(const card *c, const node *m, int count[6])
{
    return meaning_symbol_counts(c->src->text + m->range.begin, m->range.end - m->range.begin, count);
}

const char *meaning_words(const node *n)
{
    return n && n->text ? n->text : "";
}

bool meaning_bare_modifier(const node *m)
{
    return m && m->kind == N_MODIFIER && !m->a && !m->b && m->text;
}

bool meaning_where_on_battlefield(const node *a, const node *m)
{
    const node *where = a && a->c ? a->c->a : NULL;
    while (where && where->next != m)
        where = where->next;
    const node *amt = where && where->kind == N_MODIFIER && meaning_word(where) == FX_W_WHERE ? where->a : NULL;
    const node *np = amt && amt->kind == N_AMOUNT && meaning_amount(amt) == FX_AMT_NUMBER_OF ? amt->a : NULL;
    const node *w = np && np->kind == N_OBJECT && !np->b && !np->c && !np->text ? ir_single_word(np) : NULL;
    ir_word iw = ir_word_of(w);
    ir_zone zone;
    ir_who whose;
    return w && !iw.negated && (iw.kind == IR_WORD_TYPE || iw.kind == IR_WORD_SUBTYPE || iw.kind == IR_WORD_PERMANENT)
           && m->kind == N_PREP && meaning_word(m) == FX_W_ON && !m->next && ir_zone_phrase(m->a, &zone, &whose)
           && zone == IR_ZONE_BATTLEFIELD;
}
