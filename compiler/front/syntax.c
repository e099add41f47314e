/* syntax.c — AST construction for the grammar's actions, and syntax errors. */
#include "syntax.h"
#include "syntax_int.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "parser.h"

/* The index of the first token that begins at or after byte AT. */
unsigned syn_token_index(const parse_ctx *ctx, uint32_t at)
{
    const token_stream *ts = ctx->tokens;
    unsigned lo = 0, hi = ts ? ts->n : 0;
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        if (ts->tok[mid]->range.begin < at)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The first token that begins at or after byte AT, or NULL. */
static const node *token_from(const parse_ctx *ctx, uint32_t at)
{
    unsigned i = syn_token_index(ctx, at);
    return i < (ctx->tokens ? ctx->tokens->n : 0) ? ctx->tokens->tok[i] : NULL;
}

/* The token that begins at byte AT, or NULL. */
static const node *token_at(const parse_ctx *ctx, uint32_t at)
{
    const node *t = token_from(ctx, at);
    return t && t->range.begin == at ? t : NULL;
}

/* Is token T written WORD (not another word of its lemma)? */
bool syn_written(const parse_ctx *ctx, const node *t, const char *word)
{
    size_t k = strlen(word);
    return t->range.end - t->range.begin == k && strncasecmp(ctx->src->text + t->range.begin, word, k) == 0;
}

/* Does token T begin inside node N? */
static bool inside(const node *t, const node *n)
{
    return n && t->range.begin >= n->range.begin && t->range.begin < n->range.end;
}

/* The words between "is" at R and its complement B ("are each equal to",
 * "is on the", "is still"): FORM_EACH, FORM_IN, FORM_ON, FORM_EQUAL_TO, FORM_THE,
 * FORM_STILL. */
static form_bits be_words(const parse_ctx *ctx, src_range r, const node *b)
{
    const token_stream *ts = ctx->tokens;
    form_bits f = 0;
    for (unsigned i = syn_token_index(ctx, r.begin); ts && i < ts->n; i++) {
        const node *t = ts->tok[i];
        if (t->range.begin >= b->range.begin)
            break;
        f |= t->token == EACH ? FORM_EACH : t->token == IN ? FORM_IN : t->token == ON ? FORM_ON
             : t->token == EQUAL ? FORM_EQUAL_TO : t->token == THE ? FORM_THE
             : t->token == STILL ? FORM_STILL : 0;
    }
    return f;
}

/* How the comparison N_TEXT at R with the amount A was written ("at least
 * three", "one or fewer", "less than or equal to X", "equal to X",
 * "power and toughness each equal to X"). */
static form_bits compare_words(const parse_ctx *ctx, src_range r, const char *n_text, const node *a)
{
    const token_stream *ts = ctx->tokens;
    bool bound = strcmp(n_text, "<=") == 0 || strcmp(n_text, ">=") == 0;
    form_bits f = 0;
    for (unsigned i = syn_token_index(ctx, r.begin); ts && i < ts->n && ts->tok[i]->range.begin < r.end; i++) {
        const node *t = ts->tok[i];
        if (inside(t, a))
            continue;
        if (t->range.begin < a->range.begin) {
            if (t->token == EACH)
                f |= FORM_EACH;
            else if (t->token == EQUAL && strcmp(n_text, "=") == 0)
                f |= FORM_EQUAL_TO;
            else if (bound)
                f |= t->token == LEAST ? FORM_AT_LEAST : t->token == UP ? FORM_UP_TO
                     : t->token == EQUAL ? FORM_OR_EQUAL : 0;
            else if (strcmp(n_text, "<") == 0 && t->token == LESS && t->text
                     && strcasecmp(t->text, "fewer") == 0)
                f |= FORM_FEWER;
        } else if (bound && t->token == LESS) {
            f |= t->text && strcasecmp(t->text, "fewer") == 0 ? FORM_OR_FEWER : FORM_OR_LESS;
        } else if (bound) {
            f |= t->token == MORE ? FORM_OR_MORE : t->token == GREATER ? FORM_OR_GREATER : 0;
        }
    }
    return f;
}

/* A step's words the node does not keep: the plural ("their untap steps",
 * "each of your turns"), "step" after "upkeep"
 * and "the upkeep of X" (not "X's upkeep"); OWNER is its owner, or NULL. */
static form_bits step_words(const parse_ctx *ctx, src_range r, const node *owner)
{
    const token_stream *ts = ctx->tokens;
    form_bits f = 0;
    unsigned i = syn_token_index(ctx, r.begin);
    for (; ts && i < ts->n && ts->tok[i]->range.begin < r.end; i++) {
        const node *t = ts->tok[i];
        if (inside(t, owner))
            continue;
        if ((t->token == STEP || t->token == UPKEEP || t->token == PHASE || t->token == TURN) && (t->form & FORM_S))
            f |= FORM_S;
        if (t->token == STEP && i > 0 && ts->tok[i - 1]->token == UPKEEP)
            f |= FORM_STEP;     /* "upkeep step" */
    }
    const node *first = token_at(ctx, r.begin);
    i = owner ? syn_token_index(ctx, owner->range.begin) : 0;
    /* "the untap step of that turn", "the declare attackers step on your next turn" */
    unsigned last = ts ? syn_token_index(ctx, r.end) : 0;
    bool the = first && (first->token == THE || first->token == ALL);     /* "all combat phases of" */
    if (owner && last > 0 && owner->range.end < r.end && ts->tok[last - 1]->token == TURN
        && the && owner->range.begin > r.begin)
        f |= FORM_TURN;
    if (owner && the && i > 0 && ts->tok[i - 1]->token == OF
        && (owner->range.end == r.end || (f & FORM_TURN)))
        f |= FORM_OF;
    return f;
}

/* The synonyms written in an amount or comparison at R, outside its
 * children A, B, C ("highest", "amount", "double", "total"), and a word in the past
 * ("the amount of life you gained this turn"). */
static form_bits synonym_words(const parse_ctx *ctx, src_range r, const node *a, const node *b, const node *c)
{
    const token_stream *ts = ctx->tokens;
    form_bits f = 0;
    for (unsigned i = syn_token_index(ctx, r.begin); ts && i < ts->n && ts->tok[i]->range.begin < r.end; i++) {
        const node *t = ts->tok[i];
        if (inside(t, a) || inside(t, b) || inside(t, c))
            continue;
        f |= syn_written(ctx, t, "highest") ? FORM_HIGHEST : syn_written(ctx, t, "lowest") ? FORM_LOWEST
             : syn_written(ctx, t, "fewest") ? FORM_FEWEST : syn_written(ctx, t, "amount") ? FORM_AMOUNT
             : t->token == DOUBLE ? FORM_DOUBLE : t->token == TOTAL ? FORM_TOTAL
             : t->token == VALUE && syn_written(ctx, t, "values") ? FORM_S    /* "mana values 2 and 1" */
             : (t->form & FORM_PAST) ? FORM_PAST : 0;
    }
    return f;
}

/* A qualifier "controlled by" at R with the player A: written so
 * (FORM_PASSIVE), or as a clause "A controlled" (its tense). */
static form_bits by_words(const parse_ctx *ctx, src_range r, const node *a)
{
    unsigned i = syn_token_index(ctx, a->range.begin);
    if (a->range.begin > r.begin)
        return i > 0 && ctx->tokens->tok[i - 1]->token == BY ? FORM_PASSIVE : 0;
    const node *v = token_from(ctx, a->range.end);
    return v && v->range.begin < r.end ? v->form & FORM_PAST : 0;
}

/* Is the verb VERB written at T in its base form, one whose past is the
 * same word ("cast", "put")?  With a singular subject it is the past. */
static form_bits base_form(const parse_ctx *ctx, const node *t, const char *verb)
{
    static const char *const same[] = { "cast", "put", "hit", "cost", "set", "cut", "let", "shut",
                                        "split", "spread", "bet", "burst", "hurt", "quit", "read" };
    if (!t || !verb || (t->form & (FORM_S | FORM_PAST)))
        return 0;
    size_t k = strcspn(verb, " ");
    for (size_t i = 0; i < sizeof same / sizeof *same; i++)
        if (strlen(same[i]) == k && strncmp(verb, same[i], k) == 0 && syn_written(ctx, t, same[i]))
            return FORM_BASE;
    return 0;
}

/* The person of verb VERB written at T: FORM_S when written in the third
 * person ("gets", "has", "is"), FORM_BASE when written in its base form
 * ("get", "have", "be"), nothing when T is not the verb's word. */
static form_bits written_person(const parse_ctx *ctx, const node *t, const char *verb)
{
    if (!t || !verb || !t->text || (t->form & FORM_PAST))
        return 0;
    size_t k = strcspn(verb, " ");
    /* "has": a word of its own in the lexicon, the verb "have" */
    const char *base = t->token == HAVE && k == 4 && strncmp(verb, "have", 4) == 0 ? "have"
                       : strlen(t->text) == k && strncmp(t->text, verb, k) == 0 ? t->text : NULL;
    if (!base)
        return 0;       /* an adverb, a keyword, another word of the verb */
    if (t->form & FORM_S)
        return FORM_S;
    return syn_written(ctx, t, base) ? FORM_BASE : 0;
}

/* The tense of verb VERB whose clause begins at R: the past when its first
 * word is written in the past ("died", "was", "didn't"), not when the word
 * is one of the verb's own (the participle of "is blocked", "has dealt damage"). */
static form_bits verb_form(const parse_ctx *ctx, src_range r, const char *verb)
{
    const node *t = token_at(ctx, r.begin);
    if (!t || !(t->form & FORM_PAST) || !verb)
        return 0;
    const char *w = ctx->src->text + t->range.begin;
    size_t len = t->range.end - t->range.begin;
    /* The first word is the verb's: "be", "have", "do" ("was", "had",
     * "didn't"), a regular past of it ("attacked", "died", "copied") or,
     * for a verb other than "be", an irregular one ("lost", "drew").  An
     * adjective before an unwritten "is" ("it's enchanted") is not. */
    size_t k0 = strcspn(verb, " ");
    size_t stem = k0 > 2 && strchr("ey", verb[k0 - 1]) ? k0 - 1 : k0;
    bool aux = t->token == BE || t->token == BE_NOT || t->token == HAVE || t->token == HAVE_NOT
               || t->token == DO || t->token == DONT;
    bool regular = stem <= len && strncasecmp(w, verb, stem) == 0;
    bool irregular = !regular && len > 2 && strncasecmp(w + len - 2, "ed", 2) != 0
                     && !(k0 == 2 && strncmp(verb, "is", 2) == 0);
    if (!aux && !regular && !irregular)
        return 0;
    for (const char *v = verb; *v; v += strspn(v, " ")) {
        size_t k = strcspn(v, " ");
        if (k == len && strncasecmp(w, v, k) == 0)
            return 0;
        v += k;
    }
    return t->form & (FORM_PAST | FORM_WERE);
}

/* Is the verb of the clause at R written in the third person ("has shroud")? */
static bool verb_third_person(const parse_ctx *ctx, src_range r)
{
    const node *t = token_at(ctx, r.begin);
    return t && (t->form & FORM_S);
}

bool syn_come(const parse_ctx *ctx, src_range r)
{
    const node *t = token_at(ctx, r.begin);
    return t && (syn_written(ctx, t, "come") || syn_written(ctx, t, "comes"));
}

bool syn_third_person_from(const parse_ctx *ctx, uint32_t at)
{
    const node *t = token_from(ctx, at);
    return t && (t->form & FORM_S);
}

bool syn_word_before_is(const parse_ctx *ctx, uint32_t at, int token)
{
    unsigned i = syn_token_index(ctx, at);
    const token_stream *ts = ctx->tokens;
    return ts && i > 0 && i <= ts->n && ts->tok[i - 1]->token == token;
}

bool syn_opening_trigger(const parse_ctx *ctx, uint32_t at)
{
    const token_stream *ts = ctx->tokens;
    unsigned end = syn_token_index(ctx, at);
    if (!ts || ts->n == 0)
        return false;
    int first = ts->tok[0]->token;
    if (first != WHEN && first != WHENEVER && first != AT)
        return false;
    for (unsigned i = 1; i < end && i < ts->n; i++)
        if (ts->tok[i]->token == '.' || ts->tok[i]->token == QOPEN)
            return false;
    return true;
}

bool syn_event_ends_before(const parse_ctx *ctx, uint32_t at)
{
    const token_stream *ts = ctx->tokens;
    unsigned comma = syn_token_index(ctx, at);
    if (!ts || comma == 0 || comma > ts->n || ts->tok[--comma]->token != ','
        || !syn_opening_trigger(ctx, at))
        return false;
    for (unsigned i = 1; i < comma; i++)
        if (ts->tok[i]->token == ',')
            return false;       /* a list in the event, or past it */
    for (unsigned i = comma + 1; i + 1 < ts->n && ts->tok[i]->token != '.'; i++)
        if (ts->tok[i]->token == ',' && (ts->tok[i + 1]->token == AND || ts->tok[i + 1]->token == OR))
            return false;       /* "Whenever ~ attacks, blocks, or becomes blocked, ..." */
    return true;
}

bool syn_opening_time_ends(const parse_ctx *ctx, uint32_t at)
{
    const token_stream *ts = ctx->tokens;
    unsigned comma = syn_token_index(ctx, at);
    if (!ts || comma >= ts->n || ts->tok[comma]->token != ',' || ts->tok[0]->token != AT)
        return false;
    for (unsigned i = 1; i < comma; i++)
        if (ts->tok[i]->token == ',' || ts->tok[i]->token == '.' || ts->tok[i]->token == QOPEN)
            return false;
    return true;
}

bool syn_second_damage_ahead(const parse_ctx *ctx, bool lookahead)
{
    const token_stream *ts = ctx->tokens;
    if (!ts)
        return true;
    unsigned from = ts->next - (lookahead && ts->next > 0);
    for (unsigned i = from; i < ts->n && ts->tok[i]->token != '.'; i++)
        for (unsigned k = i + 2; ts->tok[i]->token == AND && k < ts->n && k <= i + 4; k++)
            if (ts->tok[k]->token == DAMAGE)
                return true;
    return false;
}

bool syn_written_before(const parse_ctx *ctx, uint32_t at, const char *word)
{
    unsigned i = syn_token_index(ctx, at);
    const token_stream *ts = ctx->tokens;
    return ts && i > 0 && i <= ts->n && syn_written(ctx, ts->tok[i - 1], word);
}

bool syn_bare_type_from(const parse_ctx *ctx, uint32_t at)
{
    const node *t = token_from(ctx, at);
    return t && (t->token == SUBTYPE || t->token == CARDTYPE) && !(t->form & FORM_S);
}

node *syn_gerund(parse_ctx *ctx, node *clause)
{
    const node *t = token_at(ctx, clause->range.begin);
    size_t n = t && t->text ? strlen(t->text) : 0;
    if (clause->kind == N_ACTION && !clause->a && n > 4 && strcmp(t->text + n - 3, "ing") == 0) {
        clause = syn_copy(ctx, clause);
        clause->form |= FORM_GERUND;
    }
    return clause;
}

node *syn_passive(parse_ctx *ctx, src_range be, node *participle)
{
    const node *t = token_at(ctx, be.begin);
    bool become = t && t->token == BECOME;
    participle = syn_copy(ctx, participle);
    participle->form |= verb_form(ctx, be, become ? "become" : "is") | (become ? FORM_BECOME : FORM_PASSIVE);
    if (!become && t && t->token == BE && (t->form & FORM_S))
        participle->form |= FORM_S;     /* "must be blocked if able, and is goaded" */
    return participle;
}

node *syn_node(parse_ctx *ctx, node_kind k, src_range r, const char *text,
               node *a, node *b, node *c)
{
    node *n = node_new(ctx->a, k, r);
    n->text = text;
    n->a = a;
    n->b = b;
    n->c = c;
    if ((k == N_ACTION && !a) || k == N_NEGATED)   /* a subject begins R otherwise */
        n->form = verb_form(ctx, r, text);
    if (k == N_ACTION && !a)    /* "then puts the rest", "or discards a card" */
        n->form |= written_person(ctx, token_at(ctx, r.begin), text);
    if (k == N_NEGATED && a && a->kind == N_ACTION && a->a && a->a->range.begin == r.begin) {
        /* "tribute wasn't paid": the verb after the subject the clause holds */
        const node *v = token_from(ctx, a->a->range.end);
        if (v)
            n->form = verb_form(ctx, (src_range){ v->range.begin, r.end }, text);
    }
    if (k == N_QUALIFIER && a && text && strlen(text) > 3 && strcmp(text + strlen(text) - 3, " by") == 0)
        n->form |= by_words(ctx, r, a);
    if (k == N_ACTION && b && text && strcmp(text, "is") == 0)
        n->form |= be_words(ctx, r, b);
    if (k == N_ACTION && b && text && strcmp(text, "become") == 0)
        n->form |= be_words(ctx, r, b) & FORM_EQUAL_TO;     /* "becomes equal to" */
    if (k == N_ACTION && !a && text && strcmp(text, "put") == 0) {
        /* The grammar reads "distribute" as "put"; the action keeps the verb
         * written ("distribute two +1/+1 counters among ...", divided as the
         * player chooses: not one "put" on each) */
        const node *t = token_at(ctx, r.begin);
        if (t && t->token == PUT && t->text && strcmp(t->text, "distribute") == 0)
            n->text = "distribute";
    }
    if (k == N_MODIFIER && text && strcmp(text, "have") == 0) {
        const node *t = token_at(ctx, r.begin);   /* "you've cast" */
        n->form = t ? t->form & FORM_CONTRACTED : 0;
    }
    if (k == N_STEP)
        n->form |= step_words(ctx, r, a);
    if (k == N_AMOUNT || k == N_COMPARE) {
        /* "mana values" of a comparison ("with mana values 2 and 1"); an
         * amount's own value says its plural ("mana values among") */
        n->form |= synonym_words(ctx, r, a, b, c) & (k == N_COMPARE ? ~(form_bits)0 : ~FORM_S);
        if (text && strncmp(text, "total ", 6) == 0)
            n->form &= ~FORM_TOTAL;     /* "total power": the value says it */
        /* "the lowest mana value", "the fewest": the grammar reads them as
         * "greatest", the opposite; the code generator does not compile them */
        if (n->form & (FORM_LOWEST | FORM_FEWEST))
            n->lossy = true;
        if (!(k == N_AMOUNT && text && (strcmp(text, "life gained") == 0 || strcmp(text, "life lost") == 0)))
            n->form &= ~FORM_PAST;    /* only a verb the printer writes has a tense */
    }
    if (k == N_COMPARE && a && text)
        n->form |= compare_words(ctx, r, text, a);
    if (k == N_ZONE && text && (strcmp(text, "top") == 0 || strcmp(text, "bottom") == 0)) {
        unsigned i = syn_token_index(ctx, r.begin);     /* "on top of" */
        const token_stream *ts = ctx->tokens;
        if (ts && i < ts->n && ts->tok[i]->token != THE && (i == 0 || ts->tok[i - 1]->token != THE))
            n->form |= FORM_NO_THE;
    }
    if (k == N_PRONOUN && token_at(ctx, r.begin)) {
        /* the word written: "itself", "him" (the value is "it", "him or her") */
        static const struct { const char *word; form_bits form; } pronouns[] = {
            { "itself", FORM_SELF }, { "themselves", FORM_SELF }, { "he", FORM_HE }, { "she", FORM_SHE },
            { "him", FORM_HIM }, { "her", FORM_HER }, { "his", FORM_HIS },
        };
        for (size_t i = 0; i < sizeof pronouns / sizeof *pronouns; i++)
            if (syn_written(ctx, token_at(ctx, r.begin), pronouns[i].word))
                n->form |= pronouns[i].form;
    }
    if (k == N_QUALIFIER && a && a->kind == N_ACTION && !a->a && text
        && (strcmp(text, "who") == 0 || strcmp(text, "that") == 0)) {
        form_bits base = base_form(ctx, token_at(ctx, a->range.begin), a->text);    /* "who cast a spell" */
        if (base) {
            n->a = syn_copy(ctx, a);
            n->a->form |= base;
        }
    }
    if (k == N_QUALIFIER && text && strcmp(text, "that") == 0) {
        /* "all damage a creature would deal": "that" neither begins R nor comes before it;
         * "cards that player discarded": the "that" of the subject B */
        unsigned i = syn_token_index(ctx, r.begin);
        const token_stream *ts = ctx->tokens;
        bool own = ts && i < ts->n && ts->tok[i]->token == THAT
                   && !(b && b->range.begin == r.begin);
        if (ts && !own && (i == 0 || ts->tok[i - 1]->token != THAT))
            n->form |= FORM_NO_THAT;
    }
    if (k == N_ACTION && b && b->kind == N_MANA) {
        unsigned i = syn_token_index(ctx, b->range.begin);
        if (i > 0 && ctx->tokens->tok[i - 1]->token == ADDITIONAL) {
            n->b = syn_copy(ctx, b);
            n->b->form |= FORM_ADDITIONAL;     /* "add an additional {B}" */
        }
    }
    if (k == N_QUALIFIER && !a && !b && text && !strstr(text, "this way")) {
        /* "revealed this way", "destroyed this way": the qualifier keeps its verb */
        unsigned i = syn_token_index(ctx, r.end);
        const token_stream *ts = ctx->tokens;
        if (i >= 2 && ts->tok[i - 1]->token == WAY && ts->tok[i - 2]->token == THIS
            && ts->tok[i - 1]->range.end == r.end)
            n->form |= FORM_THIS_WAY;
    }
    if (k == N_NEGATED && (n->form & FORM_PAST) && text && strcmp(text, "can't") == 0)
        n->lossy = true;       /* "if it couldn't attack": what could not be done before */
    return n;
}

node *syn_name_np(parse_ctx *ctx, src_range r, node *det, node *nominal, node *other_than)
{
    const node *d = token_at(ctx, det->range.begin), *w = token_at(ctx, nominal->range.begin);
    bool a = d && d->token == A && d->range.end == det->range.end;
    bool any = d && d->token == ANY && d->range.end == det->range.end;
    if ((a || any) && !other_than && w && w->token == CARD && w->range.end == nominal->range.end) {
        node *n = syn_node(ctx, N_WORD, r, "a card name", NULL, NULL, NULL);
        n->form |= any ? FORM_ANY : 0;      /* "choose any card name": one name, as "a" */
        return n;
    }
    node *n = syn_node(ctx, N_OBJECT, r, "name", nominal, other_than ? syn_list1(ctx, other_than) : NULL, NULL);
    n->lossy = !a;
    return n;
}

node *syn_np_amount(parse_ctx *ctx, node *amount)
{
    const node *t = token_at(ctx, amount->range.begin);
    if (amount->kind == N_AMOUNT && !amount->a && t && t->token == ONE_W
        && t->range.end == amount->range.end)
        return syn_node(ctx, N_PRONOUN, amount->range, "one", NULL, NULL, NULL);
    return amount;
}

node *syn_each_of(parse_ctx *ctx, node *np)
{
    np = syn_copy(ctx, np);
    np->form |= FORM_EACH_OF;
    return np;
}

node *syn_copy(parse_ctx *ctx, const node *n)
{
    node *c = arena_alloc_raw(ctx->a, sizeof *c);
    *c = *n;
    c->next = NULL;
    return c;
}

node *syn_join(parse_ctx *ctx, const node *n, const char *join)
{
    node *c = syn_copy(ctx, n);
    c->join = join;
    return c;
}

/* A copy of LIST whose items are copies too (their children shared), so
 * that they can be changed and linked: a list built by a reading is not
 * the list another reading of the same words goes on with. */
node *syn_list_copy(parse_ctx *ctx, const node *list)
{
    node *l = syn_copy(ctx, list);
    l->a = l->last = NULL;
    for (const node *i = list->a; i; i = i == list->last ? NULL : i->next) {
        node *c = syn_copy(ctx, i);
        if (l->last)
            l->last->next = c;
        else
            l->a = c;
        l->last = c;
    }
    return l;
}

node *syn_append(parse_ctx *ctx, node *list, node *item)
{
    if (!item)
        return list;
    return list_append(syn_list_copy(ctx, list), syn_copy(ctx, item));
}

node *syn_list1(parse_ctx *ctx, node *item)
{
    node *l = list_new(ctx->a, item ? item->range : (src_range){ 0, 0 });
    return list_append(l, item && item->next ? syn_copy(ctx, item) : item);
}

node *syn_lossy(parse_ctx *ctx, node *n)
{
    if (!n)
        return NULL;
    n = syn_copy(ctx, n);
    n->lossy = true;
    return n;
}

node *syn_concat(parse_ctx *ctx, node *list, node *more)
{
    list = syn_list_copy(ctx, list);
    for (const node *i = more->a; i; i = i == more->last ? NULL : i->next)
        list_append(list, syn_copy(ctx, i));
    return list;
}

/* Modifiers that a copula with an adjective or a qualifier ("isn't
 * enchanted", "isn't of the chosen type") cannot take: a destination ("to
 * its owner's hand") or a duration ("for as long as ~ remains tapped"). */
static bool copula_strays(const node *mods)
{
    if (!mods || !mods->a)
        return false;
    for (const node *i = mods->a; i; i = i == mods->last ? NULL : i->next)
        if (i->kind != N_DURATION && !(i->kind == N_PREP && i->text && strcmp(i->text, "to") == 0))
            return false;
    return true;
}

/* N, a noun phrase whose last words are a relative clause with a copula
 * that took such modifiers (the parser gives a modifier to the nearest
 * verb): a copy of N without them, which *STRAYS receives; NULL when there
 * are none.  N and what it holds are left as they are. */
static node *np_without_strays(parse_ctx *ctx, const node *n, node **strays)
{
    node *c = NULL, *inner = NULL;
    switch (n->kind) {
    case N_TARGET:
        if ((inner = n->a ? np_without_strays(ctx, n->a, strays) : NULL)) {
            c = syn_copy(ctx, n);
            c->a = inner;
            c->range.end = inner->range.end;
        }
        break;
    case N_OBJECT: case N_FILTER:
        if (n->b && n->b->last && n->b->last->range.end == n->range.end) {
            if ((inner = np_without_strays(ctx, n->b->last, strays))) {
                c = syn_copy(ctx, n);
                c->b = syn_list_copy(ctx, n->b);
                node *next = c->b->last->next;
                *c->b->last = *inner;
                c->b->last->next = next;
                c->b->range.end = c->range.end = inner->range.end;
            }
        } else if (n->kind == N_OBJECT && n->a && n->a->range.end == n->range.end
                   && (inner = np_without_strays(ctx, n->a, strays))) {
            c = syn_copy(ctx, n);
            c->a = inner;
            c->range.end = inner->range.end;
        }
        break;
    case N_QUALIFIER: {
        const node *arg = n->a, *is = arg && arg->kind == N_NEGATED ? arg->a : arg;
        if (!n->text || (strcmp(n->text, "that") != 0 && strcmp(n->text, "who") != 0) || !is
            || is->kind != N_ACTION || !is->text || strcmp(is->text, "is") != 0 || !is->b
            || !copula_strays(is->c))
            break;
        *strays = is->c;
        node *bare = syn_copy(ctx, is);
        bare->c = NULL;
        bare->range.end = is->b->range.end;
        if (arg != is) {
            inner = syn_copy(ctx, arg);
            inner->a = bare;
            inner->range.end = bare->range.end;
            bare = inner;
        }
        c = syn_copy(ctx, n);
        c->a = bare;
        c->range.end = bare->range.end;
        break;
    }
    default:
        break;
    }
    return c;
}

static void object_counters_on(parse_ctx *ctx, node *action);

node *syn_action(parse_ctx *ctx, src_range r, const char *verb, node *subject,
                 node *object, node *mods)
{
    /* "return target permanent that isn't enchanted to its owner's hand":
     * the destination is the verb's, not the relative clause's */
    node *strays = NULL, *bare = object ? np_without_strays(ctx, object, &strays) : NULL;
    if (bare) {
        object = bare;
        mods = mods ? syn_concat(ctx, syn_list_copy(ctx, strays), mods) : syn_list_copy(ctx, strays);
    }
    node *action = syn_node(ctx, N_ACTION, r, verb, subject, object, mods);
    object_counters_on(ctx, action);
    return action;
}

/* A verb and its object: "gain life", "lose the game", "win the game" and
 * "leave the battlefield" (or "leave play") are verbs of their own, told
 * from "gain flying" or "leave your graveyard" by the object's words. */
node *syn_verb_np(parse_ctx *ctx, src_range r, const char *verb, node *np)
{
    bool life = np->kind == N_WORD && np->token == LIFE;
    bool game = np->kind == N_WORD && np->text && strcmp(np->text, "the game") == 0;
    bool battlefield = np->kind == N_ZONE && !np->a && strcmp(np->text, "battlefield") == 0;
    const char *fixed = NULL;
    if (life && (strcmp(verb, "gain") == 0 || strcmp(verb, "lose") == 0))
        fixed = arena_printf(ctx->a, "%s life", verb);
    else if (game && (strcmp(verb, "win") == 0 || strcmp(verb, "lose") == 0))
        fixed = arena_printf(ctx->a, "%s the game", verb);
    else if (battlefield && strcmp(verb, "leave") == 0)
        fixed = "leave the battlefield";
    return fixed ? syn_action(ctx, r, fixed, NULL, NULL, NULL) : syn_action(ctx, r, verb, NULL, np, NULL);
}

/* Does a verb make a change that lasts ("gets +2/+2", "gains flying",
 * "loses all abilities")?  ("has", had_for_a_while) */
static bool lasting_verb(const node *n)
{
    static const char *const verbs[] = { "get", "gain", "lose", "become", "gain control", "lose all abilities" };
    for (size_t i = 0; n->kind == N_ACTION && n->text && i < sizeof verbs / sizeof *verbs; i++)
        if (strcmp(n->text, verbs[i]) == 0)
            return true;
    return false;
}

static const node *duration_in(const node *mods)
{
    for (const node *m = mods ? mods->a : NULL; m; m = m->next)
        if (m->kind == N_DURATION)
            return m;
    return NULL;
}

/* "Target creature gets +2/+2 and gains flying until end of turn": a
 * duration after verbs that share their subject ends every lasting change
 * among them (CR 413.2b reads the text in order, and Oracle templating puts
 * the duration once, at the end). Each earlier step gets its own copy.
 * SEQ and the items of its list are the caller's own. */
static void share_subject(parse_ctx *ctx, node *seq);

/* "has trample for as long as ~ remains tapped": keywords had for a while,
 * as gained (meaning_has_for_a_while); "has base power and toughness 3/1":
 * as "becomes 3/1" */
static bool had_for_a_while(const node *n)
{
    if (n->kind != N_ACTION || !n->text || strcmp(n->text, "have") != 0 || !n->b)
        return false;
    if (n->b->kind == N_PT || n->b->kind == N_KEYWORD)
        return true;
    if (n->b->kind != N_LIST || !n->b->a)
        return false;
    for (const node *k = n->b->a; k; k = k->next)
        if (k->kind != N_KEYWORD)
            return false;
    return true;
}

static void share_duration(parse_ctx *ctx, node *seq)
{
    node *last = seq->a->last;
    const node *d = lasting_verb(last) || had_for_a_while(last) ? duration_in(last->c) : NULL;
    if (!d)
        return;
    for (node *i = seq->a->a; i && i != last; i = i->next) {
        if ((!lasting_verb(i) && !had_for_a_while(i)) || i->a != last->a || duration_in(i->c))
            continue;
        node *copy = syn_node(ctx, N_DURATION, d->range, d->text, d->a, d->b, d->c);
        copy->implied = true;
        i->c = i->c ? syn_append(ctx, i->c, copy) : syn_list1(ctx, copy);
    }
}

/* Does N's subtree say X ("X life", "X cards", "+X/+0")? */
static bool says_x(const node *n)
{
    for (; n; n = n->next) {
        if (n->kind == N_QUOTED)
            continue;
        if ((n->kind == N_AMOUNT && n->text && strcmp(n->text, "x") == 0)
            || ((n->kind == N_PT_CHANGE || n->kind == N_PT) && n->text && strpbrk(n->text, "Xx")))
            return true;
        if (says_x(n->a) || says_x(n->b) || says_x(n->c))
            return true;
    }
    return false;
}

/* "You gain X life and draw X cards, where X is the number of creatures
 * you control": the ", where X is ..." written after the last step says
 * what X is in each step before it that says X and does not say it itself
 * (an implied copy, as share_duration's). */
static void share_where(parse_ctx *ctx, node *seq)
{
    node *last = seq->a->last;
    const node *w = NULL;
    for (const node *m = last->kind == N_ACTION && last->c ? last->c->a : NULL; m; m = m->next)
        if (m->kind == N_MODIFIER && m->text && strcmp(m->text, "where") == 0)
            w = m;
    if (!w)
        return;
    for (node *i = seq->a->a; i && i != last; i = i->next) {
        bool own = false;
        for (const node *m = i->kind == N_ACTION && i->c ? i->c->a : NULL; m; m = m->next)
            own |= m->kind == N_MODIFIER && m->text && strcmp(m->text, "where") == 0;
        if (i->kind != N_ACTION || own || !(says_x(i->a) || says_x(i->b) || says_x(i->c)))
            continue;
        node *copy = syn_node(ctx, N_MODIFIER, w->range, w->text, w->a, w->b, w->c);
        copy->implied = true;
        if (i->c)
            list_append(i->c, copy);
        else
            i->c = syn_list1(ctx, copy);
    }
}

/* Verbs that act on an object, so that one written before "or" with
 * nothing after it acts on the object of the verb after "or". */
static bool takes_object(const node *n)
{
    static const char *const verbs[] = { "tap", "untap", "cycle", "discard", "cast", "copy", "block",
                                         "sacrifice", "exile", "destroy", "draw", "play" };
    for (size_t i = 0; n->kind == N_ACTION && n->text && i < sizeof verbs / sizeof *verbs; i++)
        if (strcmp(n->text, verbs[i]) == 0)
            return true;
    return false;
}

/* What a verb acts on: its object, or who blocks it in "becomes blocked
 * by a creature". */
static node *acted_on(const node *n)
{
    if (n->kind != N_ACTION)
        return NULL;
    if (n->b)
        return n->b;
    const node *m = n->text && strcmp(n->text, "blocked") == 0 && n->c ? n->c->a : NULL;
    return m && !m->next && m->kind == N_MODIFIER && m->text && strcmp(m->text, "by") == 0 ? m->a : NULL;
}

/* "Tap or untap target permanent", "Whenever you cycle or discard a card",
 * "Whenever ~ blocks or becomes blocked by a creature": a verb before "or"
 * with nothing after it acts on what the verb after "or" does.  The object
 * is the one node (one target, Rules FAQ 1.1.01), written once
 * (FORM_OBJECT_LATER).  SEQ and the items of its list are the caller's own. */
static void share_object(node *seq, const char *join)
{
    node *last = seq->a->last;
    node *o = acted_on(last);
    if (!o || (strcmp(join, "or") != 0 && strcmp(join, ", or") != 0))
        return;
    for (node *i = seq->a->a; i && i != last; i = i->next)
        if (takes_object(i) && !i->b && !i->c) {
            i->b = o;
            i->form |= FORM_OBJECT_LATER;
        }
}

node *syn_seq(parse_ctx *ctx, src_range r, node *first, node *second, const char *join)
{
    node *seq;
    second = syn_join(ctx, second, join);
    if (first->kind == N_SEQUENCE) {
        seq = syn_copy(ctx, first);
        seq->a = syn_append(ctx, first->a, second);
        seq->range = r;
    } else {
        node *l = list_append(syn_list1(ctx, syn_copy(ctx, first)), second);
        seq = syn_node(ctx, N_SEQUENCE, r, NULL, l, NULL, NULL);
    }
    share_duration(ctx, seq);
    share_where(ctx, seq);
    share_object(seq, join);
    share_subject(ctx, seq);
    return seq;
}

node *syn_cant(parse_ctx *ctx, src_range r, node *list)
{
    if (list->kind == N_SEQUENCE) {
        list = syn_copy(ctx, list);
        list->a = syn_list_copy(ctx, list->a);
        for (node *i = list->a->a; i; i = i->next)
            if (i->kind == N_NEGATED && i->join && strcmp(i->text, "can't") == 0) {
                /* "can't block and can't be blocked": one "can't" for both */
                node *next = i->next;
                *i = *i->a;
                i->next = next;
                i->join = "and can't";
            }
    }
    return syn_node(ctx, N_NEGATED, r, "can't", list, NULL, NULL);
}

/* The nodes below N (the caller's own) that set_subject and modal_scope
 * change made the caller's own too: the lists and items of sequences and
 * what the "can't", "may" and modal wrappers hold. */
static void spine_own(parse_ctx *ctx, node *n)
{
    switch (n->kind) {
    case N_SEQUENCE:
        n->a = syn_list_copy(ctx, n->a);
        for (node *i = n->a->a; i; i = i->next)
            spine_own(ctx, i);
        break;
    case N_NEGATED: case N_OPTIONAL: case N_MODIFIER:
        if (n->a) {
            n->a = syn_copy(ctx, n->a);
            spine_own(ctx, n->a);
        }
        break;
    default:
        break;
    }
}

/* The subject goes to every action of the predicate that has none (N is
 * the caller's own: spine_own). */
static void set_subject(node *n, node *subject)
{
    if (!n)
        return;
    switch (n->kind) {
    case N_ACTION:
        if (!n->a)
            n->a = subject;
        break;
    case N_SEQUENCE:
        for (node *i = n->a->a; i; i = i->next)
            set_subject(i, subject);
        break;
    case N_NEGATED: case N_OPTIONAL: case N_MODIFIER:
        set_subject(n->a, subject);
        break;
    default:
        break;
    }
}

/* "Enchanted creature gets +3/+3 and doesn't untap ...", "... has flying,
 * and can't attack you", "... until end of turn and must be blocked this
 * turn if able": a last clause of "can't", "doesn't", "can" or "must" with
 * no subject is no imperative (which takes none of them); the subject of
 * the step before it is its own. SEQ is the caller's own. */
static void share_subject(parse_ctx *ctx, node *seq)
{
    node *last = seq->a->last, *prev = seq->a->a;
    while (prev && prev->next != last)
        prev = prev->next;
    const node *pa = prev && prev->kind != N_ACTION ? prev->a : prev;
    if (!pa || pa->kind != N_ACTION || !pa->a || !last->a || last->a->kind != N_ACTION || last->a->a
        || !(last->kind == N_NEGATED
             || (last->kind == N_MODIFIER && (strcmp(last->text, "can") == 0 || strcmp(last->text, "must") == 0))))
        return;
    spine_own(ctx, last);
    set_subject(last, pa->a);
}

/* "can't be blocked and has shroud": a verb in the third person is not
 * under "can't" or "may", which take the base form; the wrapper covers only
 * the steps before it, and the steps from it on follow as their own. */
static node *modal_scope(parse_ctx *ctx, src_range r, node *pred)
{
    bool wrapper = pred->kind == N_NEGATED || pred->kind == N_OPTIONAL
                   || (pred->kind == N_MODIFIER && pred->text && strncmp(pred->text, "can", 3) == 0);
    node *seq = pred->a;
    if (!wrapper || !seq || seq->kind != N_SEQUENCE)
        return pred;
    node *first = seq->a->a, *before = first, *from = first ? first->next : NULL;
    while (from && !(from->kind == N_ACTION && verb_third_person(ctx, from->range))) {
        before = from;
        from = from->next;
    }
    if (!from)
        return pred;
    if (before == first) {
        pred->a = first;
    } else {
        node *steps = list_new(ctx->a, first->range);
        for (node *i = first, *next; i != from; i = next) {
            next = i->next;
            list_append(steps, i);
        }
        pred->a = syn_node(ctx, N_SEQUENCE, steps->range, NULL, steps, NULL, NULL);
    }
    pred->range.end = before->range.end;
    node *steps = list_new(ctx->a, pred->range);
    list_append(steps, pred);
    for (node *i = from, *next; i; i = next) {
        next = i->next;
        list_append(steps, i);
    }
    return syn_node(ctx, N_SEQUENCE, r, NULL, steps, NULL, NULL);
}

/* Is STEP, an action with no subject, written with its verb in the base
 * form ("scry 1", "put a counter on it"), not the third person or the past? */
static bool base_step(const parse_ctx *ctx, const node *step)
{
    if (!step->join || strstr(step->join, "can't") || strstr(step->join, "may") || strstr(step->join, "or"))
        return false;       /* "and can't block", "and may choose": the modal's; "or": no order */
    const node *t = step->kind == N_ACTION && !step->a && step->text ? token_at(ctx, step->range.begin) : NULL;
    if (!t || (t->form & (FORM_S | FORM_PAST)) || t->token == KW || t->token == KW_N || t->token == KW_COST
        || t->token == KW_COST_N || t->token == KW_VERB)
        return false;       /* "has trample and annihilator 2" */
    size_t k = strcspn(step->text, " ");
    return t->range.end - t->range.begin == k && strncasecmp(ctx->src->text + t->range.begin, step->text, k) == 0;
}

const char *syn_negation(const node *word, const char *plain)
{
    return word->text && strcmp(word->text, "no longer") == 0 ? "no longer" : plain;
}

form_bits syn_adverb_form(const node *adverb)
{
    return adverb->text && strcmp(adverb->text, "secretly") == 0 ? FORM_SECRETLY : FORM_ALSO;
}

node *syn_subject(parse_ctx *ctx, src_range r, node *subject, node *predicate)
{
    predicate = syn_copy(ctx, predicate);
    spine_own(ctx, predicate);
    predicate = modal_scope(ctx, r, predicate);
    /* "it's", "they're": the subject's word is the verb's too */
    const node *t = token_at(ctx, r.begin);
    if (t && (t->form & FORM_CONTRACTED) && (predicate->kind == N_ACTION || predicate->kind == N_NEGATED))
        predicate->form |= FORM_CONTRACTED;
    if (predicate->kind == N_ACTION)    /* "if a player cast two spells" */
        predicate->form |= base_form(ctx, token_at(ctx, predicate->range.begin), predicate->text);
    const node *also = token_at(ctx, predicate->range.begin);
    if (also && also->token == ALSO)
        predicate->form |= syn_adverb_form(also);   /* "it also gains lifelink", "secretly chooses" */
    /* "creatures each get": the predicate begins after "each" */
    const node *after = token_from(ctx, subject->range.end);
    if ((predicate->kind == N_ACTION || predicate->kind == N_SEQUENCE) && after && after->token == EACH
        && after->range.end <= predicate->range.begin)
        predicate->form |= FORM_SUBJECT_EACH;   /* a sequence: "each get +1/+0 and gain ..." */
    /* "~ gets +1/+0 until end of turn, then scry 1": after a verb in the
     * third person, a step in the base form does not agree with the subject;
     * it is imperative, yours ("target player draws a card, then discards a
     * card" shares the subject) */
    const node *first = predicate->kind == N_SEQUENCE ? predicate->a->a : NULL;
    bool third = first && first->kind == N_ACTION && verb_third_person(ctx, first->range);
    if (first) {
        for (node *i = predicate->a->a; i; i = i->next)
            if (!(third && i != first && base_step(ctx, i)))
                set_subject(i, subject);
    } else {
        set_subject(predicate, subject);
    }
    predicate->range = r;
    return predicate;
}

node *syn_you_have(parse_ctx *ctx, src_range r, src_range you, src_range be_at, node *vp)
{
    node *subject = syn_node(ctx, N_PLAYER, you, "you", NULL, NULL, NULL);
    /* "you've been attacked" is "have" and a passive, as "you were
     * attacked" is a passive in the past; not "you attacked" */
    return syn_node(ctx, N_MODIFIER, r, "have", syn_subject(ctx, be_at, subject, vp), NULL, NULL);
}

/* "all damage that creatures would deal": "that" before a plural noun is
 * the relative word, not the pronoun "that creature", which takes no plural;
 * the source is the plural noun phrase.  SOURCE itself otherwise. */
static node *that_plural(parse_ctx *ctx, node *source)
{
    node *f = source->kind == N_PRONOUN && source->text && strcmp(source->text, "that") == 0 ? source->a : NULL;
    const node *traits = f && f->kind == N_FILTER && f->a ? f->a->last : NULL;
    const node *head = traits && traits->a ? traits->a->last : NULL;
    if (!head || head->kind != N_WORD || !(head->form & FORM_S))
        return source;
    return syn_object_with(ctx, f->range, NULL, f);
}

node *syn_damage_by(parse_ctx *ctx, src_range r, node *damage, node *source, src_range would, node *mods)
{
    source = that_plural(ctx, source);
    src_range cr = { source->range.begin, r.end };
    src_range wr = { would.begin, r.end };
    node *deal = syn_action(ctx, wr, "deal damage", source, NULL, NULL);
    if (mods)
        deal = syn_modify(ctx, wr, deal, mods);
    node *clause = syn_node(ctx, N_MODIFIER, cr, "would", deal, NULL, NULL);
    damage = syn_copy(ctx, damage);
    damage->b = syn_node(ctx, N_QUALIFIER, cr, "that", clause, NULL, NULL);
    damage->range = r;
    return damage;
}

/* NP is counters of one kind with no qualifier yet ("charge counters"). */
static bool bare_counters(const node *np)
{
    const node *f = np && np->kind == N_OBJECT && !np->b ? np->a : NULL;
    const node *w = f && f->kind == N_FILTER && !f->b && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    while (w && w->next)
        w = w->next;
    return w && w->token == COUNTER;
}

/* The counters an amount of modifier M counts ("for each charge counter",
 * "where X is the number of charge counters", "equal to the number of
 * +1/+1 counters"), with no qualifier yet; NULL for another modifier. */
static node *counters_counted(node *m)
{
    node *np = m->kind == N_MODIFIER && m->text
               && (strcmp(m->text, "for each") == 0 || strcmp(m->text, "where") == 0
                   || strcmp(m->text, "equal to") == 0) ? m->a : NULL;
    if (np && np->kind == N_AMOUNT && np->text && strcmp(np->text, "number of") == 0)
        np = np->a;
    return bare_counters(np) ? np : NULL;
}

/* "each nonland permanent with mana value equal to the number of charge
 * counters", then the verb's modifier "on ~": a copy of N whose counters,
 * counted by the amount N ends with, have the qualifier Q ("on ~"), as
 * counters_on does for the verb's own amounts; NULL when N ends with no
 * such amount.  N and what it holds are left as they are. */
static node *np_counters_on(parse_ctx *ctx, const node *n, node *q)
{
    node *c = NULL, *inner = NULL;
    const node *last = n->kind == N_OBJECT || n->kind == N_FILTER ? (n->b ? n->b->last : NULL) : NULL;
    if (n->kind == N_AMOUNT && n->text && strcmp(n->text, "number of") == 0 && n->a
        && n->a->range.end == n->range.end && bare_counters(n->a)) {
        c = syn_copy(ctx, n);           /* "the number of charge counters" */
        c->a = syn_qualify(ctx, (src_range){ n->a->range.begin, q->range.end }, n->a, syn_list1(ctx, q));
    } else if (last && last->range.end == n->range.end) {
        if ((inner = np_counters_on(ctx, last, q))) {   /* "... with mana value equal to ..." */
            c = syn_copy(ctx, n);
            c->b = syn_list_copy(ctx, n->b);
            node *next = c->b->last->next;
            *c->b->last = *inner;
            c->b->last->next = next;
            c->b->range.end = q->range.end;
        }
    } else if ((n->kind == N_TARGET || n->kind == N_OBJECT || n->kind == N_QUALIFIER || n->kind == N_COMPARE)
               && n->a && n->a->range.end == n->range.end && (inner = np_counters_on(ctx, n->a, q))) {
        c = syn_copy(ctx, n);
        c->a = inner;
    }
    if (c)
        c->range.end = q->range.end;
    return c;
}

/* The verb's first modifier "on ~" right after its object that ends with
 * counters an amount counts ("Destroy each nonland permanent with mana
 * value equal to the number of charge counters on ~"): whose counters
 * they are, so it becomes their qualifier.  ACTION (N_ACTION) is the
 * caller's own; its
 * modifier list is left as it is. */
static void object_counters_on(parse_ctx *ctx, node *action)
{
    node *mods = action->c, *on = mods ? mods->a : NULL;
    node *q, *np;
    if (!on || !action->b || on->kind != N_PREP || !on->text || strcmp(on->text, "on") != 0 || !on->a
        || on->a->kind == N_ZONE || on->range.begin < action->b->range.end || on->range.begin > action->b->range.end + 1)
        return;
    q = syn_node(ctx, N_QUALIFIER, on->range, "on", on->a, NULL, NULL);
    if (!(np = np_counters_on(ctx, action->b, q)))
        return;
    action->b = np;
    if (on == mods->last) {
        action->c = NULL;
    } else {
        action->c = syn_list_copy(ctx, mods);
        action->c->a = action->c->a->next;
    }
}

/* "+1/+1 for each charge counter on ~", "where X is the number of charge
 * counters on it": the verb's modifier "on ~" after counters says whose
 * they are, so it becomes the counters' qualifier (as in "with a +1/+1
 * counter on it"), not a place the verb acts on.  MODS and its items are
 * the caller's own. */
static void counters_on(parse_ctx *ctx, node *mods)
{
    for (node *m = mods->a; m; m = m->next) {
        node *on = m->next, *np = counters_counted(m);
        if (!np || !on || on->kind != N_PREP || !on->text || strcmp(on->text, "on") != 0 || !on->a
            || on->a->kind == N_ZONE)
            continue;
        node *q = syn_node(ctx, N_QUALIFIER, on->range, "on", on->a, NULL, NULL);
        bool counted = m->a != np;      /* "the number of ..." */
        np = syn_qualify(ctx, (src_range){ np->range.begin, on->range.end }, np, syn_list1(ctx, q));
        if (counted) {
            m->a = syn_copy(ctx, m->a);
            m->a->a = np;
            m->a->range.end = on->range.end;
        } else {
            m->a = np;
        }
        m->range.end = on->range.end;
        m->next = on->next;
        if (mods->last == on)
            mods->last = m;
    }
}

/* "Put a +1/+1 counter on target creature and a +1/+1 counter on ~": the
 * grammar reads "and a +1/+1 counter" into the first place ("on [target
 * creature and a +1/+1 counter]") and "on ~" as a second place of the one
 * verb.  It is a second "put" not written again (FORM_GAPPED), with
 * counters and a place of its own, as "and the other into your hand" is
 * (parser.y, vp_m): a new sequence of the two, or NULL when ACT (the
 * caller's own), an imperative "put" of counters, has no such places, and
 * nothing after them. */
static node *gapped_counters(parse_ctx *ctx, const node *act)
{
    const node *first = act->c ? act->c->a : NULL, *second = first ? first->next : NULL;
    const node *both = first ? first->a : NULL;
    if (act->kind != N_ACTION || act->a || !act->text || strcmp(act->text, "put") != 0 || !bare_counters(act->b)
        || !first || first->kind != N_PREP || !first->text || strcmp(first->text, "on") != 0
        || !second || second->next || second->kind != N_PREP || !second->text || strcmp(second->text, "on") != 0
        || !both || both->kind != N_LIST || !both->text || strcmp(both->text, "and") != 0
        || !both->a || !both->a->next || both->a->next->next || !bare_counters(both->a->next))
        return NULL;
    node *place = syn_copy(ctx, both->a), *counters = syn_copy(ctx, both->a->next);
    place->join = counters->join = NULL;
    node *on = syn_copy(ctx, first);
    on->a = place;
    on->range.end = place->range.end;
    node *put = syn_copy(ctx, act);
    put->c = syn_list1(ctx, on);
    put->range.end = on->range.end;
    node *again = syn_node(ctx, N_ACTION, (src_range){ counters->range.begin, second->range.end }, "put", NULL, counters,
                           syn_list1(ctx, syn_copy(ctx, second)));
    again->form |= FORM_GAPPED;
    return syn_seq(ctx, (src_range){ act->range.begin, second->range.end }, put, again, "and");
}

/* ", where X is the number of cards revealed this way" at the end of a
 * sentence: the parser hangs "revealed" and "this way" on the action, after
 * the "where"; they are the counted cards' qualifier, as in "for each card
 * revealed this way" (one N_QUALIFIER "revealed", FORM_THIS_WAY).  MODS is
 * the action's own list (syn_concat's copies). */
static void where_this_way(parse_ctx *ctx, node *mods)
{
    for (node *m = mods->a; m && m->next && m->next->next; m = m->next) {
        node *st = m->next, *way = st->next;
        const node *amt = m->a, *tok = token_at(ctx, st->range.begin);
        const node *obj = amt && amt->kind == N_AMOUNT && amt->text && strcmp(amt->text, "number of") == 0 ? amt->a : NULL;
        const node *f = obj && obj->kind == N_OBJECT && !obj->b && !obj->c ? obj->a : NULL;
        if (m->kind != N_MODIFIER || !m->text || strcmp(m->text, "where") != 0 || !f || f->kind != N_FILTER || f->b
            || st->kind != N_MODIFIER || st->a || !tok || tok->token != STATUS || tok->range.end != st->range.end
            || way->kind != N_MODIFIER || !way->text || strcmp(way->text, "this way") != 0 || way->next)
            continue;
        src_range qr = { st->range.begin, way->range.end };
        node *q = syn_node(ctx, N_QUALIFIER, qr, st->text, NULL, NULL, NULL);
        node *filter = syn_copy(ctx, f), *o = syn_copy(ctx, obj), *am = syn_copy(ctx, amt);
        filter->b = syn_list1(ctx, q);
        filter->range.end = o->range.end = am->range.end = m->range.end = qr.end;
        o->a = filter;
        am->a = o;
        m->a = am;
        m->next = NULL;
        mods->last = m;
        return;
    }
}

node *syn_modify(parse_ctx *ctx, src_range r, node *action, node *mods)
{
    /* "deal 2 damage to A and X damage to B, where X is ...": the last step's;
     * "instead destroy all enchantments, then draw a card": the first step's */
    bool leading = mods->a && mods->a->range.end <= action->range.begin;
    action = syn_copy(ctx, action);
    node *target = action;
    while (target->kind == N_NEGATED || target->kind == N_OPTIONAL || target->kind == N_SEQUENCE) {
        if (target->kind != N_SEQUENCE) {
            target->a = syn_copy(ctx, target->a);
            target = target->a;
        } else {
            target->a = syn_list_copy(ctx, target->a);
            target = leading ? target->a->a : target->a->last;
        }
    }
    if (target->kind == N_ACTION) {
        if (target->c)
            target->c = syn_concat(ctx, target->c, mods);
        else
            target->c = syn_list_copy(ctx, mods);
        counters_on(ctx, target->c);
        where_this_way(ctx, target->c);
        object_counters_on(ctx, target);
        if (!leading || target == action)
            target->range.end = r.end;
        node *split = gapped_counters(ctx, target);
        if (split) {            /* "... and a +1/+1 counter on ~" */
            split->range = target->range;
            split->next = target->next;
            split->join = target->join;
            *target = *split;
        }
    }
    action->range = r;
    return action;
}


void syn_error(parse_ctx *ctx, src_range r, const char *msg)
{
    if (strcmp(msg, "memory exhausted") == 0)   /* the GLR stack's limit */
        msg = "paragraph too long or nested too deeply to parse";
    else if (strcmp(msg, "syntax is ambiguous") == 0)   /* a tie on a rule with no %merge */
        msg = "two readings of this text, and the grammar has no rule to choose between them";
    if (!ctx->errors++)
        ctx->first_error = msg;
    diag_report(ctx->diag, ctx->src, r, ERR_SYNTAX, msg);
}

/* A grammar symbol as users read it.  Words are token names in capitals
 * (DESTROY -> 'destroy'); descriptions ("number", "mana symbol") and quoted
 * punctuation are shown as they are.  A token the scanner gives a word in
 * one of its roles is named with a one-letter suffix (ENCHANT_G, "enchant"
 * after "can"; COMMA_F, a comma inside a filter): the user reads the word,
 * so the suffix goes, and the roles of tokens that are no word read as the
 * word's own token does. */
static const char *symbol_text(parse_ctx *ctx, const char *sym)
{
    static const struct {
        const char *base, *text;
    } roles[] = {
        { "COMMA", "','" }, { "KW", "keyword" }, { "KW_COST", "keyword" }, { "PT_CHANGE", "'+N/+N'" },
    };
    bool word = true;
    for (const char *p = sym; *p; p++)
        word &= isupper((unsigned char)*p) || *p == '_';
    if (!word)
        return sym;
    size_t n = strlen(sym);
    if (n > 2 && sym[n - 2] == '_') {
        n -= 2;
        for (size_t k = 0; k < sizeof roles / sizeof *roles; k++)
            if (strlen(roles[k].base) == n && strncmp(sym, roles[k].base, n) == 0)
                return roles[k].text;
    }
    char *s = arena_alloc(ctx->a, n + 3);
    s[0] = '\'';
    for (size_t i = 0; i < n; i++)
        s[i + 1] = sym[i] == '_' ? ' ' : (char)tolower((unsigned char)sym[i]);
    s[n + 1] = '\'';
    return s;
}

void syn_syntax_error(parse_ctx *ctx, src_range r, const char *got,
                      int nexpected, const char *const *expected)
{
    const char *word = arena_strndup(ctx->a, ctx->src->text + r.begin, r.end - r.begin);
    char *msg;
    if (r.begin >= ctx->end || r.begin == r.end)
        msg = arena_printf(ctx->a, "unexpected end of text");
    else {
        /* A word: the word as written ("unexpected 'spent'"); else what it
         * is, then the text ("unexpected number '3'"). */
        const char *sym = symbol_text(ctx, got);
        if (sym[0] == '\'' || strcmp(sym, got) != 0)
            msg = arena_printf(ctx->a, "unexpected '%s'", word);
        else
            msg = arena_printf(ctx->a, "unexpected %s '%s'", sym, word);
    }
    /* the symbols as read, each once: a word and its role read alike */
    enum { MAXSHOWN = 8 };          /* the parser lists at most 6 */
    const char *shown[MAXSHOWN];
    int nshown = 0;
    for (int i = 0; i < nexpected && nshown < MAXSHOWN; i++) {
        const char *t = symbol_text(ctx, expected[i]);
        int k = 0;
        while (k < nshown && strcmp(shown[k], t) != 0)
            k++;
        if (k == nshown)
            shown[nshown++] = t;
    }
    /* "unexpected 'than', expected 'than'": the word is wanted here, in a
     * role it does not have in this sentence; such a list would mislead */
    const char *got_text = symbol_text(ctx, got);
    for (int i = 0; i < nshown; i++)
        if (strcmp(shown[i], got_text) == 0)
            nshown = 0;
    for (int i = 0; i < nshown; i++)
        msg = arena_printf(ctx->a, "%s%s%s", msg,
                           i == 0 ? ", expected " : i + 1 == nshown ? " or " : ", ", shown[i]);
    syn_error(ctx, r, msg);
}
