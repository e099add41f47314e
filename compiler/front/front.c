/* front.c — runs the phases of the front end over one file. */
#include "front.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "parse.h"
#include "parser.h"

static bool is_spell_card(const card *c)
{
    return card_has_type(c, "Instant") || card_has_type(c, "Sorcery");
}

static ability_kind kind_of(const card *c, const node *ab)
{
    const char *k = ab->text;
    if (strcmp(k, "keyword") == 0)
        return AB_KEYWORD;
    if (strcmp(k, "activated") == 0 || strcmp(k, "loyalty") == 0)
        return AB_ACTIVATED;
    if (strcmp(k, "triggered") == 0)
        return AB_TRIGGERED;
    return is_spell_card(c) ? AB_SPELL : AB_STATIC;
}

/* Does the ability end in "choose one —", or begin with "Choose one."? */
static bool is_choice(const node *ab)
{
    const node *effects = ab->b;
    return effects && effects->kind == N_LIST && effects->last
        && (effects->last->kind == N_MODAL || effects->a->kind == N_MODAL);
}

static bool is_die_result(const node *s)
{
    return s->kind == N_CONDITIONAL && strcmp(s->text, "die result") == 0;
}

/* Is the ability a row of a die's table ("1—9 | Scry 1.")? */
static bool is_die_row(const node *ab)
{
    const node *effects = ab->b;
    if (ab->c || !effects || effects->kind != N_LIST || !effects->a)
        return false;
    for (const node *s = effects->a; s; s = s->next)
        if (!is_die_result(s))
            return false;
    return true;
}

/* The row "15+ | Draw two cards." of a die's table, which the parser read
 * as a threshold line (parse.c, threshold), as a row: a copy of the
 * paragraph's ability AST with the one conditional "die result" of the
 * threshold's amount; NULL when AB has no threshold. */
static node *die_row_of_threshold(front *fe, const node *ab)
{
    const node *t = ab->c;
    if (!t || t->kind != N_CONDITION || strcmp(t->text, "threshold") != 0 || !t->a || !ab->b || !ab->b->a)
        return NULL;
    node *row = node_new(fe->a, N_CONDITIONAL, ab->range);
    row->text = "die result";
    row->a = t->a;
    row->b = ab->b;
    node *copy = node_new(fe->a, N_ABILITY, ab->range);
    *copy = *ab;
    copy->c = NULL;
    copy->b = list_new(fe->a, ab->range);
    list_append(copy->b, row);
    return copy;
}

static bool rolls_die(const node *n);

/* Does the node N (not those after it) roll a die ("roll a d20"), outside
 * an ability it grants? */
static bool node_rolls(const node *n)
{
    return n->kind != N_QUOTED
           && ((n->kind == N_ACTION && n->text && strcmp(n->text, "roll") == 0)
               || rolls_die(n->a) || rolls_die(n->b) || rolls_die(n->c));
}

/* Does N or a node after it roll a die? */
static bool rolls_die(const node *n)
{
    for (; n; n = n->next)
        if (node_rolls(n))
            return true;
    return false;
}

/* The ability AB that rolls a die with the row ROW (the ability AST of the
 * paragraph PARA) of the die's table after its sentence that rolls: one
 * ability (CR 706.2: the table says what the result does, as the ability
 * resolves), so that the row's "that creature" is the ability's target.  The paragraphs keep their own abilities for printing
 * (print_paragraph); the card's list holds the joined one. */
static ability *with_die_row(front *fe, const ability *ab, const node *row, src_range para)
{
    ability *joined = arena_alloc(fe->a, sizeof *joined);
    node *ast = arena_alloc(fe->a, sizeof *ast);
    *joined = *ab;
    *ast = *ab->ast;
    ast->b = list_new(fe->a, ab->ast->b->range);
    /* the row goes after the sentence that rolls and the rows before it,
     * not after "Activate only as a sorcery." */
    const node *last = NULL;
    for (const node *s = ab->ast->b->a; s; s = s->next)
        if (is_die_result(s) || node_rolls(s))
            last = s;
    for (const node *s = ab->ast->b->a; s; s = s->next) {
        node *copy = node_new(fe->a, s->kind, s->range);
        *copy = *s;
        copy->next = NULL;
        list_append(ast->b, copy);
        for (const node *r = s == last ? row->b->a : NULL; r; r = r->next) {
            copy = node_new(fe->a, r->kind, r->range);
            *copy = *r;
            copy->next = NULL;
            list_append(ast->b, copy);
        }
    }
    joined->ast = ast;
    joined->range.end = para.end;
    return joined;
}

/* Whether N holds "choose" with an object whose words name LABEL as one of
 * its options ("choose Khans or Dragons", "choose Mirran or Phyrexian"). */
static bool names_option(const source_file *src, const node *n, const char *label)
{
    for (; n; n = n->next) {
        if (n->kind == N_ACTION && n->text && strcmp(n->text, "choose") == 0 && n->b) {
            size_t len = strlen(label);
            const char *t = src->text;
            for (uint32_t i = n->b->range.begin; i + len <= n->b->range.end; i++)
                if (strncmp(t + i, label, len) == 0
                    && (i == n->b->range.begin || !isalpha((unsigned char)t[i - 1]))
                    && (i + len == n->b->range.end || !isalpha((unsigned char)t[i + len])))
                    return true;
        }
        if (names_option(src, n->a, label) || names_option(src, n->b, label)
            || names_option(src, n->c, label))
            return true;
    }
    return false;
}

static void check_binary(front *fe, const source_file *src, unsigned *errors)
{
    const char *nul = memchr(src->text, '\0', src->len);
    if (nul) {
        uint32_t off = (uint32_t)(nul - src->text);
        diag_report(fe->diag, src, (src_range){ off, off + 1 }, ERR_BINARY_FILE);
        (*errors)++;
    }
}

/* A subtype no list knows but close to one that is ("Ogrre"): a warning
 * with the one meant.  One close to none may be new (each set brings
 * creature types) and is left alone, and so is a short one: among words of
 * four letters or fewer, one edit reaches too many ("Test", "Pest"). */
static void check_subtypes(front *fe, const card *c)
{
    const char *t = c->src->text;
    uint32_t from = c->header_range.begin;
    for (uint32_t i = from; i + 2 < c->header_range.end; i++)      /* after the dash */
        if ((unsigned char)t[i] == 0xE2 || (t[i] == ' ' && t[i + 1] == '-' && t[i + 2] == ' ')) {
            from = i;
            break;
        }
    for (unsigned k = 0; k < c->nsubtypes; k++) {
        const char *w = c->subtypes[k];
        size_t n = strlen(w);
        const lex_entry *e = lexicon_lookup(fe->lex, w, n);
        const char *near = e || n < 5 ? NULL : lexicon_suggest_token(fe->lex, w, n, SUBTYPE);
        if (!near)
            continue;
        const char *at = strstr(t + from, w);
        if (!at || (uint32_t)(at - t) + n > c->header_range.end)
            continue;
        src_range r = { (uint32_t)(at - t), (uint32_t)(at - t + n) };
        char *fix = arena_strdup(fe->a, near);
        fix[0] = (char)toupper((unsigned char)fix[0]);
        if (diag_report(fe->diag, c->src, r, WARN_UNKNOWN_SUBTYPE, w, fix))
            diag_fixit(fe->diag, r, fix);
    }
}

/* A keyword the lexicon does not know that might be one it knows misspelt
 * ("Warp" for "ward"), or NULL. */
static const char *near_keyword(const lexicon *lex, const char *w, size_t n)
{
    static const int kinds[] = { KW, KW_N, KW_COST };
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++) {
        const char *s = lexicon_suggest_token(lex, w, n, kinds[i]);
        if (s)
            return s;
    }
    return NULL;
}

/* Keywords the code generator has no rules of its own for, whose reminder
 * text, as Oracle prints it, states their whole rule (CR 702): "Ward {2}
 * (Whenever this creature becomes the target of a spell or ability an
 * opponent controls, counter it unless that player pays {2}.)".  Their
 * reminder text is read as their meaning, as an unknown keyword's is. */
static bool reminder_states_rule(const node *k)
{
    static const char *const names[] = {
        "afflict", "afterlife", "exploit", "fabricate", "graft", "melee", "mentor", "modular",
        "outlast", "poisonous", "provoke", "soulshift", "training", "unleash", "ward", "ingest",
    };
    for (size_t i = 0; k->text && i < sizeof names / sizeof *names; i++)
        if (strcmp(k->text, names[i]) == 0)
            return true;
    return false;
}

/* The abilities reminder TEXT defines for keyword K, appended at *TAIL:
 * one, or, when its first sentences are a static ability and a later
 * sentence begins a triggered one ("This creature enters the battlefield
 * with two +1/+1 counters on it. Whenever another creature enters the
 * battlefield, ..."), one for each part, since a static ability makes no
 * delayed trigger.  Errors go to ctx->diag.  False if a part does not parse. */
static bool read_reminder(front *fe, parse_ctx *ctx, card *c, node *k, src_range text, ability ***tail)
{
    static const char *const starts[] = { "When ", "Whenever ", "At the beginning " };
    const char *t = c->src->text;
    src_range parts[4];
    unsigned n = 0;
    uint32_t from = text.begin;
    for (uint32_t i = text.begin + 2; i < text.end && n < 3; i++) {
        if (t[i - 2] != '.' || t[i - 1] != ' ')
            continue;
        for (size_t s = 0; s < sizeof starts / sizeof *starts; s++)
            if (text.end - i > strlen(starts[s]) && strncmp(t + i, starts[s], strlen(starts[s])) == 0) {
                parts[n++] = (src_range){ from, i - 1 };
                from = i;
                break;
            }
    }
    parts[n++] = (src_range){ from, text.end };
    node *asts[4];
    for (unsigned i = 0; i < n; i++) {
        paragraph rp = { .kind = PARA_TEXT, .range = parts[i], .body = parts[i],
                         .label = { parts[i].begin, parts[i].begin } };
        ctx->defining = k;
        asts[i] = parse_paragraph(ctx, c, &rp);
        ctx->defining = NULL;
        if (ctx->errors)
            return false;
        /* only a static ability's sentences are parted from a trigger after them */
        if (n > 1 && i == 0 && (!asts[0] || kind_of(c, asts[0]) != AB_STATIC)) {
            n = 1;
            parts[0] = text;
            i = (unsigned)-1;
        }
    }
    for (unsigned i = 0; i < n; i++) {
        if (!asts[i])
            continue;
        ability *d = arena_alloc(fe->a, sizeof *d);
        d->kind = kind_of(c, asts[i]);
        d->range = parts[i];
        d->ast = asts[i];
        d->defines = k;
        if (!k->granted)
            k->granted = d;
        **tail = d;
        *tail = &d->next;
    }
    return true;
}

/* The text inside the first of REMINDERS[0..N) after keyword K and before
 * the keyword after it (without its parentheses); empty if there is none. */
static src_range reminder_of(const node *k, const src_range *reminders, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        if (reminders[i].begin >= k->range.end && (!k->next || reminders[i].begin < k->next->range.begin))
            return (src_range){ reminders[i].begin + 1, reminders[i].end - 1 };
    return (src_range){ 0, 0 };
}

/* Reading reminder text quietly: its errors go to a silent diagnostics
 * engine.  hush returns the one CTX reported to; unhush puts it back and
 * says whether what was read since had no error. */
static diag_engine *hush(parse_ctx *ctx)
{
    diag_engine *loud = ctx->diag;
    ctx->diag = diag_new(NULL);
    diag_silence(ctx->diag);
    return loud;
}

static bool unhush(parse_ctx *ctx, diag_engine *loud)
{
    bool clean = !ctx->errors && diag_error_count(ctx->diag) == 0;
    diag_free(ctx->diag);
    ctx->diag = loud;
    ctx->errors = 0;
    return clean;
}

/* The note under the warning of an unknown keyword or keyword action whose
 * reminder TEXT did not parse: why (the first error reading it). */
static void unread_note(front *fe, const parse_ctx *ctx, const source_file *src, src_range text)
{
    diag_note(fe->diag, src, text, "Its reminder text does not parse%s%s%s, so its meaning is unknown and the "
              "card is not compiled.", ctx->first_error ? " (" : "", ctx->first_error ? ctx->first_error : "",
              ctx->first_error ? ")" : "");
}

/* The abilities reminder TEXT defines for keyword K, read quietly (hush)
 * onto *TAIL; none, and false, if it does not parse with no error. */
static bool read_reminder_quietly(front *fe, parse_ctx *ctx, card *c, node *k, src_range text, ability ***tail)
{
    diag_engine *loud = hush(ctx);
    ability **before = *tail;
    bool read = read_reminder(fe, ctx, c, k, text, tail);
    if (unhush(ctx, loud) && read)
        return true;
    *before = NULL;
    *tail = before;
    k->granted = NULL;
    return false;
}

/* The reminder text of known keyword K, the first of REMINDERS[0..N) after
 * it and before the next keyword, read as its meaning into *TAIL, when it
 * parses with no error (read quietly: if it does not, K stays as it is). */
static void define_known(front *fe, parse_ctx *ctx, card *c, node *k, const src_range *reminders,
                         unsigned n, ability ***tail)
{
    src_range text = reminder_of(k, reminders, n);
    if (text.end)
        read_reminder_quietly(fe, ctx, c, k, text, tail);  /* if it does not parse, K stays as it is */
}

/* The keywords of AB that the lexicon does not know (read from their shape,
 * parse.c) are reported; the reminder text its paragraph prints after
 * one is read as a paragraph of its own, its meaning (CR 702.1a, 207.2a):
 * an ability put after AB in the card's abilities (at *TAIL), compiled as
 * any other.  So is the reminder text of a keyword reminder_states_rule
 * accepts, when it parses (else the keyword stays as it is, and the code
 * generator refuses it by name).  An unknown keyword whose reminder text
 * does not parse keeps no meaning (`lossy`): the card parses (reminder
 * text is no rules text, CR 207.2a), and the code generator refuses it by
 * name.  Returns the new tail. */
static ability **define_keywords(front *fe, parse_ctx *ctx, card *c, ability *ab, ability **tail)
{
    const source_file *src = c->src;
    src_range words[8], reminders[8];
    unsigned nwords = ctx->nnew_kw, nreminders = 0;
    for (unsigned i = 0; i < nwords; i++)
        words[i] = ctx->new_kw[i]->range;
    for (const node *r = ctx->reminders ? ctx->reminders->a : NULL; r && nreminders < 8; r = r->next)
        reminders[nreminders++] = r->range;
    for (node *k = ab->kind == AB_KEYWORD && ab->ast->b ? ab->ast->b->a : NULL; k; k = k->next) {
        if (!k->unknown && k->kind == N_KEYWORD && reminder_states_rule(k)) {
            define_known(fe, ctx, c, k, reminders, nreminders, &tail);
            continue;
        }
        if (!k->unknown)
            continue;
        src_range w = k->range;
        for (unsigned i = 0; i < nwords; i++)
            if (words[i].begin == k->range.begin)
                w = words[i];
        const char *name = arena_strndup(fe->a, src->text + w.begin, w.end - w.begin);
        src_range text = reminder_of(k, reminders, nreminders);
        bool shown = diag_report(fe->diag, src, w, WARN_UNKNOWN_KEYWORD, name);
        if (!text.end) {
            const char *kw = shown ? near_keyword(fe->lex, name, strlen(name)) : NULL;
            char *near = kw ? arena_strdup(fe->a, kw) : NULL;
            if (near)
                near[0] = (char)toupper((unsigned char)near[0]);
            if (shown)
                diag_note(fe->diag, NULL, (src_range){ 0, 0 }, "The card prints no reminder text for it, "
                          "so its meaning is unknown and the card is not compiled%s%s%s",
                          near ? "; did you mean '" : ".", near ? near : "", near ? "'?" : "");
            continue;
        }
        if (!read_reminder_quietly(fe, ctx, c, k, text, &tail)) {
            k->lossy = true;    /* no meaning: the code generator refuses it by name */
            if (shown)
                unread_note(fe, ctx, src, text);
        }
    }
    return tail;
}

/* The N_ACTION under N whose verb is the unknown keyword action that begins
 * at BEGIN (parse.c, new_actions; "you expend 4": after its subject), or
 * NULL. */
static node *unknown_action_at(node *n, uint32_t begin)
{
    for (; n; n = n->next) {
        if (n->kind == N_ACTION && n->unknown && n->range.begin <= begin && begin < n->range.end)
            return n;
        node *in = unknown_action_at(n->a, begin);
        if (!in)
            in = unknown_action_at(n->b, begin);
        if (!in)
            in = unknown_action_at(n->c, begin);
        if (in)
            return in;
    }
    return NULL;
}

/* The keyword actions of AB that the lexicon does not know ("forage",
 * "collect evidence 4") are reported; the reminder text its paragraph
 * prints after one is read, quietly, as what the action does (CR 701.1,
 * 207.2a): an ability (spell-like: "Exile three cards from your graveyard
 * or sacrifice a Food.") in the action's `granted`, which semantic
 * analysis checks as an ability of its own and lowering does where the
 * action stands.  An action whose reminder text does not parse, or that
 * has none, keeps no meaning: the card parses, and is refused by name. */
typedef struct action_words {
    src_range words[8], reminders[8];   /* of the actions, and of the paragraph's reminder texts */
    unsigned nwords, nreminders;
} action_words;

/* What parsing AB's paragraph left in CTX that define_actions reads (before
 * define_keywords parses reminder text, which sets CTX anew). */
static void note_actions(const parse_ctx *ctx, action_words *aw)
{
    aw->nwords = ctx->nnew_act;
    aw->nreminders = 0;
    for (unsigned i = 0; i < aw->nwords; i++)
        aw->words[i] = ctx->new_act[i]->range;
    for (const node *r = ctx->reminders ? ctx->reminders->a : NULL; r && aw->nreminders < 8; r = r->next)
        aw->reminders[aw->nreminders++] = r->range;
}

/* Reminder TEXT of the keyword action NAME without the purpose it opens
 * with ("To forage, exile three cards ...", "To collect evidence 6, exile
 * cards ..."): what the action does, the instructions after the comma;
 * TEXT itself when it does not begin so, or when the purpose names an
 * object the instructions go on to name ("To cloak a card, put it ..."). */
static src_range without_to_do(const char *t, src_range text, const char *name)
{
    size_t n = strlen(name);
    uint32_t i = text.begin + 3 + (uint32_t)n;
    if (text.end - text.begin < n + 6 || strncmp(t + text.begin, "To ", 3) != 0
        || strncasecmp(t + text.begin + 3, name, n) != 0)
        return text;
    if (t[i] == ' ' && (isdigit((unsigned char)t[i + 1]) || t[i + 1] == 'X'))
        for (i++; i < text.end && (isdigit((unsigned char)t[i]) || t[i] == 'X'); i++)
            ;           /* "To collect evidence 6," */
    return i + 1 < text.end && t[i] == ',' && t[i + 1] == ' ' ? (src_range){ i + 2, text.end } : text;
}

static void define_actions(front *fe, parse_ctx *ctx, card *c, ability *ab, const action_words *aw)
{
    const source_file *src = c->src;
    const src_range *words = aw->words, *reminders = aw->reminders;
    unsigned nwords = aw->nwords, nreminders = aw->nreminders;
    for (unsigned i = 0; i < nwords; i++) {
        node *act = unknown_action_at(ab->ast, words[i].begin);
        if (!act)
            continue;
        const char *name = arena_strndup(fe->a, src->text + words[i].begin, words[i].end - words[i].begin);
        bool shown = diag_report(fe->diag, src, words[i], WARN_UNKNOWN_KEYWORD, name);
        char *lower = arena_strdup(fe->a, name);
        for (char *ch = lower; *ch; ch++)
            *ch = (char)tolower((unsigned char)*ch);
        const char *near = shown && !strchr(lower, ' ') ? lexicon_suggest(fe->lex, lower, strlen(lower)) : NULL;
        if (near)               /* "scyr 2. (Look at ...)": perhaps a typo, which its reminder text defines */
            diag_note(fe->diag, NULL, (src_range){ 0, 0 }, "Did you mean '%s'?", near);
        src_range text = { 0, 0 };
        for (unsigned r = 0; r < nreminders && !text.end; r++)
            if (reminders[r].begin >= act->range.end)
                text = (src_range){ reminders[r].begin + 1, reminders[r].end - 1 };
        if (!text.end)
            continue;
        text = without_to_do(src->text, text, name);
        diag_engine *loud = hush(ctx);
        paragraph rp = { .kind = PARA_TEXT, .range = text, .body = text, .label = { text.begin, text.begin } };
        node *ast = parse_paragraph(ctx, c, &rp);
        if (!unhush(ctx, loud) || !ast) {
            if (shown)
                unread_note(fe, ctx, src, text);
            continue;
        }
        ability *d = arena_alloc(fe->a, sizeof *d);
        d->kind = kind_of(c, ast);
        d->range = text;
        d->ast = ast;
        d->defines = act;
        act->granted = d;
    }
}

/* An instant's or sorcery's paragraph "When target creature dies this
 * turn, return that card to the battlefield ..." (AST, parsed as a
 * triggered ability) is no ability of the card, which is never on the
 * battlefield, but the spell's effect: the delayed triggered ability it
 * makes as it resolves (CR 603.7a), as "Choose target creature. When that
 * creature dies this turn, ..." is; one sentence, its event ending in
 * "this turn". */
static node *spell_delayed_trigger(front *fe, const card *c, node *ast)
{
    node *t = strcmp(ast->text, "triggered") == 0 ? ast->a : NULL;
    const node *ev = t && t->kind == N_TRIGGER && !t->b && strcmp(t->text, "when") == 0 ? t->a : NULL;
    const node *last = ev && ev->kind == N_ACTION && ev->c && ev->c->kind == N_LIST ? ev->c->a : NULL;
    while (last && last->next)
        last = last->next;
    node *effect = ast->b && ast->b->kind == N_LIST && ast->b->a && !ast->b->a->next ? ast->b->a : NULL;
    if (!is_spell_card(c) || !effect || !last || last->kind != N_DURATION || !last->text
        || strcmp(last->text, "this turn") != 0 || last->a)
        return ast;
    node *delayed = node_new(fe->a, N_CONDITIONAL, (src_range){ t->range.begin, effect->range.end });
    delayed->text = "delayed trigger";
    delayed->a = t;
    delayed->b = effect;
    node *body = list_append(list_new(fe->a, ast->b->range), delayed);
    node *spell = node_new(fe->a, N_ABILITY, ast->range);
    spell->text = "effect";
    spell->b = body;
    return spell;
}

/* Parse the paragraphs of C, attach modes to their choice, then check it. */
static void check_card(front *fe, parse_ctx *ctx, card *c)
{
    const source_file *src = c->src;
    ctx->kw_card = NULL;        /* a card read after another is released may have its address */
    if (c->header_errors == 0)
        check_subtypes(fe, c);
    ability **tail = &c->abilities, *choice = NULL, *named = NULL;
    ability **rolling = NULL;   /* the link to the last ability, when it rolls a die */
    bool lost = false;          /* the paragraph before the modes failed: it may be their choice */
    for (paragraph *p = c->paras; p; p = p->next) {
        node *ast = parse_paragraph(ctx, c, p);
        p->merges = ctx->merges;
        p->ties = ctx->ties;
        wording_paragraph(fe, c, p);
        if (ctx->errors) {
            p->failed = true;
            p->error = ctx->first_error;
            c->text_errors++;
            if (p->kind != PARA_MODE) {
                lost = true;
                named = NULL;
            }
            rolling = NULL;
            continue;
        }
        if (p->kind != PARA_MODE && !(ast && is_die_row(ast)))
            lost = false;       /* (the rows of a table after it are as lost) */
        if (!ast)
            continue;           /* reminder text alone */
        ast = spell_delayed_trigger(fe, c, ast);
        ability *ab = arena_alloc(fe->a, sizeof *ab);
        ab->kind = kind_of(c, ast);
        ab->loyalty = strcmp(ast->text, "loyalty") == 0;
        ab->range = p->range;
        ab->ast = ast;
        if (p->label.end > p->label.begin)
            ab->label = arena_strndup(fe->a, src->text + p->label.begin,
                                      p->label.end - p->label.begin);
        if (p->name.end > p->name.begin)
            ab->name = arena_strndup(fe->a, src->text + p->name.begin, p->name.end - p->name.begin);
        if (p->leads.end > p->leads.begin) {
            ab->leads = arena_strndup(fe->a, src->text + p->leads.begin, p->leads.end - p->leads.begin);
            ab->leads_reminder = p->leads.end < p->range.end;  /* "(→ ...)": before its ")" */
        }
        p->ability = ab;
        node *row = rolling && p->kind != PARA_MODE ? die_row_of_threshold(fe, ast) : NULL;
        if (!rolling && p->kind != PARA_MODE && is_die_row(ast)) {
            if (!lost)          /* as for modes: the paragraph that failed may roll */
                diag_report(fe->diag, src, p->range, ERR_DIE_ROW_NO_ROLL);
            c->text_errors++;
            continue;
        }
        if (rolling && p->kind != PARA_MODE && (row || is_die_row(ast))) {
            ability *old = *rolling;
            *rolling = with_die_row(fe, old, row ? row : ast, p->range);
            if (tail == &old->next)
                tail = &(*rolling)->next;
            if (choice == old)
                choice = *rolling;
            if (named == old)
                named = *rolling;
            continue;
        }
        if (p->kind == PARA_MODE && !choice && ab->label && named && names_option(src, named->ast, ab->label)) {
            /* "• Khans — At the beginning of combat ...": an ability of
             * its own, the option of that name of the choice before it */
            ability **mt = &named->modes;
            while (*mt)
                mt = &(*mt)->next;
            *mt = ab;
            continue;
        }
        if (p->kind == PARA_MODE && !choice && ab->label && ab->label[0] == '+' && named
            && named->kind == AB_KEYWORD)
            choice = named;     /* "Spree (...)" then "+ {1} — ...": the keyword's modes */
        if (p->kind == PARA_MODE) {
            if (!choice) {
                /* after a paragraph that failed, already an error, a mode
                 * without its choice is no error of its own */
                if (!lost)
                    diag_report(fe->diag, src, p->range, ERR_MODE_NO_CHOICE);
                c->text_errors++;
                continue;
            }
            ab->kind = choice->kind;
            ability **mt = &choice->modes;
            while (*mt)
                mt = &(*mt)->next;
            *mt = ab;
            continue;
        }
        if (choice && !choice->modes) {
            diag_report(fe->diag, src, choice->range, ERR_CHOICE_NO_MODES);
            c->text_errors++;
        }
        choice = is_choice(ast) ? ab : NULL;
        rolling = ab->kind != AB_KEYWORD && ab->kind != AB_STATIC && rolls_die(ast->b) ? tail : NULL;
        named = ab;
        *tail = ab;
        tail = &ab->next;
        action_words aw;
        note_actions(ctx, &aw);
        tail = define_keywords(fe, ctx, c, ab, tail);
        define_actions(fe, ctx, c, ab, &aw);
    }
    if (choice && !choice->modes) {
        diag_report(fe->diag, src, choice->range, ERR_CHOICE_NO_MODES);
        c->text_errors++;
    }
    sema_card(fe, c);
}

void front_source_check(front *fe, const source_file *src, front_file *out)
{
    memset(out, 0, sizeof *out);
    out->src = src;
    diag_add_source(fe->diag, src);
    unsigned binary = 0;
    check_binary(fe, src, &binary);
    if (binary)
        return;             /* binary data: nothing in it is card text */

    parse_ctx ctx = { .a = fe->a, .src = src, .diag = fe->diag, .lex = fe->lex,
                      .suggest = !fe->quiet };
    cardfile *r = cardfile_open(fe->a, src, fe->diag);
    card **tail = &out->cards;
    while (!diag_limit_reached(fe->diag)) {
        arena_mark before = arena_get_mark(fe->a);
        card *c = cardfile_next(r);
        if (!c)
            break;
        out->ncards++;
        check_card(fe, &ctx, c);
        if (c->header_errors == 0 && c->text_errors == 0)
            out->nparsed++;
        if (!fe->each) {
            *tail = c;
            tail = &c->next;
            continue;
        }
        fe->each(fe->each_arg, c);
        if (fe->release)
            arena_release(fe->a, before);
    }
    if (!out->ncards && cardfile_stray_errors(r) == 0)
        diag_report(fe->diag, src, (src_range){ 0, 0 }, WARN_EMPTY_FILE);
}

int front_file_check(front *fe, const char *path, front_file *out)
{
    const char *why = NULL;
    source_file *src = source_load(fe->a, path, &why);
    if (!src) {
        memset(out, 0, sizeof *out);
        diag_report(fe->diag, NULL, (src_range){ 0, 0 }, ERR_FILE_OPEN, path, why);
        return -1;
    }
    front_source_check(fe, src, out);
    return 0;
}

front_name front_name_of(const card *c)
{
    return (front_name){ c->name, c->src, c->name_range };
}

typedef struct named {
    const front_name *c;
    unsigned order;             /* in the input */
} named;

static int by_name(const void *x, const void *y)
{
    const named *a = x, *b = y;
    int c = strcmp(a->c->name, b->c->name);
    return c ? c : (a->order > b->order) - (a->order < b->order);
}

void front_check_names(front *fe, const front_name *names, unsigned n)
{
    named *sorted = malloc((n ? n : 1) * sizeof *sorted);
    unsigned k = 0;
    for (unsigned i = 0; sorted && i < n; i++)
        if (names[i].name)
            sorted[k++] = (named){ &names[i], i };
    if (!sorted)
        return;                 /* only a warning is lost */
    qsort(sorted, k, sizeof *sorted, by_name);
    for (unsigned i = 1, first = 0; i < k; i++) {
        if (strcmp(sorted[i].c->name, sorted[first].c->name) != 0) {
            first = i;
            continue;
        }
        const front_name *c = sorted[i].c, *f = sorted[first].c;
        if (diag_report(fe->diag, c->src, c->range, WARN_DUPLICATE_CARD, c->name))
            diag_note(fe->diag, f->src, f->range, "The first definition is here.");
    }
    free(sorted);
}

/* ---- faces of one card ------------------------------------------------------------- */

static int by_card_name(const void *x, const void *y)
{
    const card *const *a = x, *const *b = y;
    int c = strcmp((*a)->name, (*b)->name);
    return c ? c : ((*a)->order > (*b)->order) - ((*a)->order < (*b)->order);
}

/* The first face named NAME among SORTED (N, by name then input order). */
static card *face_named(card *const *sorted, unsigned n, const char *name)
{
    unsigned lo = 0, hi = n;
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        if (strcmp(sorted[mid]->name, name) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < n && strcmp(sorted[lo]->name, name) == 0 ? sorted[lo] : NULL;
}

/* What in N (a node and those after it) needs the card's other face, as
 * the warning that says it has none: "transform ~", "transform it" (its
 * pronoun bound to the card), or the keyword daybound or nightbound (CR
 * 702.145 of the current rules), WARN_NO_BACK_FACE; "return it to the
 * battlefield transformed" (CR 712), WARN_NO_BACK_FACE_ENTERS; disturb (CR
 * 702.146), WARN_NO_BACK_FACE_DISTURB; fuse (CR 702.102), WARN_NO_OTHER_HALF;
 * DIAG_COUNT for none. */
static diag_id other_face_use(const node *n)
{
    static const struct { const char *keyword; diag_id id; } keywords[] = {
        { "daybound", WARN_NO_BACK_FACE }, { "nightbound", WARN_NO_BACK_FACE },
        { "disturb", WARN_NO_BACK_FACE_DISTURB }, { "fuse", WARN_NO_OTHER_HALF },
    };
    for (; n; n = n->next) {
        for (size_t i = 0; n->kind == N_KEYWORD && n->text && i < sizeof keywords / sizeof *keywords; i++)
            if (strcmp(n->text, keywords[i].keyword) == 0)
                return keywords[i].id;
        const node *o = n->kind == N_ACTION && n->text && strcmp(n->text, "transform") == 0 ? n->b : NULL;
        if (o && (o->kind == N_SELF || (o->kind == N_PRONOUN && o->refers && o->refers->kind == N_SELF)))
            return WARN_NO_BACK_FACE;
        if (n->kind == N_MODIFIER && !n->a && !n->b && n->text && strcmp(n->text, "transformed") == 0)
            return WARN_NO_BACK_FACE_ENTERS;
        diag_id id = other_face_use(n->a);
        if (id == DIAG_COUNT)
            id = other_face_use(n->b);
        if (id == DIAG_COUNT)
            id = other_face_use(n->c);
        if (id != DIAG_COUNT)
            return id;
    }
    return DIAG_COUNT;
}

void front_link_faces(front *fe, card *const *cards, unsigned n)
{
    card **sorted = malloc((n ? n : 1) * sizeof *sorted);
    unsigned k = 0;
    for (unsigned i = 0; sorted && i < n; i++)
        if (cards[i]->name) {
            cards[i]->order = i;
            sorted[k++] = cards[i];
        }
    if (sorted)
        qsort(sorted, k, sizeof *sorted, by_card_name);
    for (unsigned i = 0; sorted && i < n; i++) {
        card *c = cards[i];
        if (!c->link_name)
            continue;
        card *o = face_named(sorted, k, c->link_name);
        if (!o || o == c)
            diag_report(fe->diag, c->src, c->link_range, WARN_LINK_NOT_FOUND, c->link_name);
        else if (c->other == o && o->other == c && o->layout == c->layout)
            continue;       /* both faces name each other: the first is the front */
        else if (c->other || o->other)
            diag_report(fe->diag, c->src, c->link_range, WARN_LINK_CONFLICT, c->other ? c->name : o->name);
        else {
            c->other = o;
            o->other = c;
            o->back = true;
            o->layout = c->layout;
        }
    }
    free(sorted);
    for (unsigned i = 0; i < n; i++) {
        const card *c = cards[i];
        if (c->other)
            continue;
        for (const ability *ab = c->abilities; ab; ab = ab->next) {
            diag_id id = other_face_use(ab->ast);
            for (const ability *m = ab->modes; m && id == DIAG_COUNT; m = m->next)
                id = other_face_use(m->ast);
            if (id != DIAG_COUNT) {
                diag_report(fe->diag, c->src, c->name_range, id);
                break;
            }
        }
    }
}
