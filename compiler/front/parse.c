/* parse.c — one paragraph: scan it into tokens, report lexical errors (every
 * unknown word, with a suggestion), then run the GLR parser on the tokens. */
#include "parse.h"
#include "front.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "parser.h"
#include "syntax.h"

/* The flex scanner (grammar/lexer.l, prefix cardc_lex_). */
typedef void *yyscan_t;
int cardc_lex_lex_init_extra(parse_ctx *extra, yyscan_t *scanner);
int cardc_lex_lex_destroy(yyscan_t scanner);
int cardc_lex_lex(CARDC_YYSTYPE *val, CARDC_YYLTYPE *loc, yyscan_t scanner);
void *cardc_lex__scan_bytes(const char *bytes, int len, yyscan_t scanner);

/* A granted ability inside the quotes of another is in single quotes:
 * 'Swamps you control have \'{T}: Add {B}{B}{B}{B}.\''.  Inside double
 * quotes, a lone apostrophe after white space opens one (QOPEN), and the
 * next lone apostrophe closes it (QCLOSE); elsewhere it is a possessive
 * ("players' life totals"). */
static void single_quotes(token_stream *ts, const char *text)
{
    if (!token_seen(ts, POSS))
        return;
    int depth = 0;
    bool open = false;
    for (unsigned i = 0; i < ts->n; i++) {
        node *t = ts->tok[i];
        depth += t->token == QOPEN ? 1 : t->token == QCLOSE ? -1 : 0;
        uint32_t len = t->range.end - t->range.begin;
        bool lone = t->token == POSS
                    && (len == 1 || (len == 3 && memcmp(text + t->range.begin, "\xE2\x80\x99", 3) == 0));
        if (!lone || depth <= 0)
            continue;
        if (open) {
            t->token = QCLOSE;
            note_token(ts, QCLOSE);
            open = false;
        } else if (t->range.begin > 0 && text[t->range.begin - 1] == ' ') {
            t->token = QOPEN;
            note_token(ts, QOPEN);
            open = true;
        }
    }
}

/* Oracle ends a sentence inside the quotes of a granted ability:
 * 'with "... in your graveyard." It's still a land.'  The period before the
 * closing quote ends both sentences, so the parser gets one after it too. */
static void close_quoted_sentences(parse_ctx *ctx, token_stream *ts)
{
    if (!token_seen(ts, QCLOSE))
        return;
    unsigned extra = 0;
    for (unsigned i = 1; i < ts->n; i++)
        extra += ts->tok[i]->token == QCLOSE
                 && (ts->tok[i - 1]->token == '.' || ts->tok[i - 1]->token == QCLOSE);
    if (!extra)
        return;
    node **nt = arena_alloc(ctx->a, (ts->n + extra) * sizeof *nt);
    unsigned k = 0;
    for (unsigned i = 0; i < ts->n; i++) {
        node *t = ts->tok[i];
        nt[k++] = t;
        /* a quoted ability inside another ('... draw a card.\'"') ends
         * the sentences of both: a period after each closing quote */
        bool ends = i + 1 == ts->n || (ts->tok[i + 1]->token != '.'
                                       && ts->tok[i + 1]->token != ',');
        if (k > 1 && t->token == QCLOSE && nt[k - 2]->token == '.' && ends) {
            node *dot = node_new(ctx->a, N_WORD, (src_range){ t->range.end, t->range.end });
            dot->token = '.';
            dot->text = ".";
            nt[k++] = dot;
        }
    }
    ts->tok = nt;
    ts->n = k;
}

/* Oracle puts the comma of the sentence inside the quotes of a granted
 * ability: 'and "... until end of turn," and it loses all other abilities',
 * '"Equipped creature gets +X/+0," where X is ...'.  The comma is the
 * sentence's, so the parser gets it after the closing quote (at the quote's
 * end, with no width), and --print writes it inside again. */
static void comma_after_quote(parse_ctx *ctx, token_stream *ts)
{
    if (!token_seen(ts, QCLOSE))
        return;
    for (unsigned i = 1; i < ts->n; i++) {
        node *q = ts->tok[i];
        if (q->token != QCLOSE || ts->tok[i - 1]->token != ',')
            continue;
        node *comma = node_new(ctx->a, N_WORD, (src_range){ q->range.end, q->range.end });
        comma->token = ',';
        comma->text = ",";
        ts->tok[i - 1] = q;
        ts->tok[i] = comma;
    }
}

/* ", where X is ...", ", except ...", ", divided as you choose": the comma
 * before a modifier's word is the modifier's (COMMA_M), so that the parser
 * does not also read every other comma after a verb phrase as one. */
static void comma_modifier(token_stream *ts)
{
    if (!token_seen(ts, WHERE) && !token_seen(ts, EXCEPT) && !token_seen(ts, DIVIDED) && !token_seen(ts, WHICHEVER) && !token_seen(ts, ROUNDED))
        return;
    for (unsigned i = 0; i + 1 < ts->n; i++) {
        int next = ts->tok[i + 1]->token;
        if (ts->tok[i]->token == ',' && (next == WHERE || next == EXCEPT || next == DIVIDED
                                                || next == WHICHEVER))
            ts->tok[i]->token = COMMA_M;
        /* "half that damage, rounded down, to that player": "to" after a
         * rounding and its comma */
        if (ts->tok[i]->token == ',' && next == TO && i >= 2 && ts->tok[i - 2]->token == ROUNDED
            && (ts->tok[i - 1]->token == UP || ts->tok[i - 1]->token == DOWN))
            ts->tok[i]->token = COMMA_M;
    }
}

/* A word of a kind that a list of filters joins ("artifact", "Zombie",
 * "card", "nonland", "legendary"). */
static bool kind_word(int token)
{
    return token == CARDTYPE || token == SUBTYPE || token == PERMANENT || token == CARD
        || token == SPELL || token == TOKEN || token == SUPERTYPE || token == NON;
}

/* "artifact, creature, or enchantment", "Plains, Island, Swamp, or
 * Mountain": the commas of a list of words of kinds that goes on to "or"
 * or "and" (the first after a word of a kind and before another) are the
 * list's (COMMA_F), so that the parser does not also end the filter there and
 * read the rest as a list of noun phrases ("[a creature], [instant], or
 * [sorcery card]"), which always lost. */
static void filter_commas(token_stream *ts)
{
    if (!token_seen(ts, OR) && !token_seen(ts, AND))
        return;
    for (unsigned i = 1; i + 1 < ts->n; i++) {
        if (ts->tok[i]->token != ',' || !kind_word(ts->tok[i - 1]->token)
            || !kind_word(ts->tok[i + 1]->token) || ts->tok[i - 1]->token == NON)
            continue;
        unsigned j = i + 1;
        for (;;) {
            while (j < ts->n && kind_word(ts->tok[j]->token))
                j++;
            if (j < ts->n && ts->tok[j]->token == ',' && j + 1 < ts->n
                && kind_word(ts->tok[j + 1]->token)) {
                j++;
                continue;
            }
            if (j < ts->n && ts->tok[j]->token == ',')
                j++;
            break;
        }
        if (j < ts->n && (ts->tok[j]->token == OR || ts->tok[j]->token == AND))
            for (unsigned k = i; k < j; k++)
                if (ts->tok[k]->token == ',')
                    ts->tok[k]->token = COMMA_F;
    }
}

/* "among one, two, or three target creatures", "among one, two, or three
 * targets": the commas of a list of numbers that goes on to "or", a number
 * and "target" are the count's (COMMA_N), never commas between the noun
 * phrases "[one], [two], or [three targets]". */
static void count_commas(token_stream *ts)
{
    if (!token_seen(ts, NUM) || !token_seen(ts, OR))
        return;
    for (unsigned i = 0; i + 6 < ts->n; i++) {
        node **t = ts->tok + i;
        bool nums = (t[0]->token == NUM || t[0]->token == ONE_W) && t[2]->token == NUM
            && t[5]->token == NUM;
        if (nums && t[1]->token == ',' && t[3]->token == ',' && t[4]->token == OR
            && (t[6]->token == TARGET || t[6]->token == TARGETS_V))
            t[1]->token = t[3]->token = COMMA_N;
    }
}

/* "equip costs you pay cost {1} less", "flashback costs your opponents pay
 * cost {2} more": "pay" between the noun "costs" and the verb "cost" ends
 * the clause that qualifies the noun (PAY_Q), never a verb "pay cost". */
static void costs_paid(token_stream *ts)
{
    if (!token_seen(ts, PAY))
        return;
    for (unsigned i = 2; i + 1 < ts->n; i++) {
        if (ts->tok[i]->token != PAY || ts->tok[i + 1]->token != COST)
            continue;
        for (unsigned j = i - 1; j + 4 > i && j > 0; j--)
            if (ts->tok[j]->token == COST) {
                ts->tok[i]->token = PAY_Q;
                break;
            }
    }
}

/* "a token that's red, green, and white": the commas of a list of colors
 * after "is" or "that's" (its first color COLOR_A, parse.c predicative)
 * that goes on to "and" are the list's (COMMA_F), as a list of filters'. */
static void color_commas(token_stream *ts)
{
    if (!token_seen(ts, COLOR) || !token_seen(ts, AND))
        return;
    for (unsigned i = 0; i + 5 < ts->n; i++) {
        node **t = ts->tok + i;
        if (t[0]->token == COLOR_A && t[1]->token == ',' && t[2]->token == COLOR && t[3]->token == ','
            && t[4]->token == AND && t[5]->token == COLOR)
            t[1]->token = t[3]->token = COMMA_F;
    }
}

/* "spells you control but don't own": "control" before "but don't own" is a
 * word of that qualifier (CONTROL_BUT), so that the parser does not also
 * try it after every "you" before "control" ("creatures you control"). */
static void control_but(token_stream *ts)
{
    if (!token_seen(ts, BUT))
        return;
    for (unsigned i = 0; i + 3 < ts->n; i++)
        if (ts->tok[i]->token == CONTROL && ts->tok[i + 1]->token == BUT && ts->tok[i + 2]->token == DONT
            && ts->tok[i + 3]->token == OWN)
            ts->tok[i]->token = CONTROL_BUT;
}

int cardc_yylex(CARDC_YYSTYPE *val, CARDC_YYLTYPE *loc, token_stream *ts)
{
    if (ts->next >= ts->n) {
        *val = NULL;
        loc->begin = loc->end = ts->end;
        return 0;
    }
    node *t = ts->tok[ts->next++];
    *val = t;
    *loc = t->range;
    return t->token;
}

/* An unknown word, with the closest word of the lexicon when there is one. */
static void report_unknown(parse_ctx *ctx, node *t)
{
    enum { SHOWN = 60 };    /* a longer word is no word: its start says enough */
    size_t n = strlen(t->text);
    if (n > SHOWN) {
        diag_report(ctx->diag, ctx->src, t->range, ERR_UNKNOWN_WORD,
                    arena_printf(ctx->a, "%.*s...", (int)SHOWN, t->text));
        return;
    }
    const char *s = ctx->suggest ? lexicon_suggest(ctx->lex, t->text, n) : NULL;
    if (!s) {
        diag_report(ctx->diag, ctx->src, t->range, ERR_UNKNOWN_WORD, t->text);
        return;
    }
    if (diag_report(ctx->diag, ctx->src, t->range, ERR_UNKNOWN_WORD_SUGGEST, t->text, s))
        diag_fixit(ctx->diag, t->range, s);
}

static bool lexical_errors(parse_ctx *ctx, token_stream *ts)
{
    bool bad = false;
    for (unsigned i = 0; i < ts->n; i++) {
        node *t = ts->tok[i];
        const char *what = "bad character";    /* for the --stats summary */
        switch (t->token) {
        case UNKNOWN_WORD:
            report_unknown(ctx, t);
            what = "unknown word";
            break;
        case STRAY:
            diag_report(ctx->diag, ctx->src, t->range, ERR_STRAY_CHAR, t->text);
            break;
        case BAD_UTF8:
            diag_report(ctx->diag, ctx->src, t->range, ERR_INVALID_UTF8);
            break;
        case BAD_SYMBOL:
            diag_report(ctx->diag, ctx->src, t->range, ERR_MANA_COST, t->text);
            break;
        case NUM: case MANA_SYM: case LOYALTY_COST: case PT: case PT_CHANGE:
            if (numbers_fit(t->text, strlen(t->text)))
                continue;
            diag_report(ctx->diag, ctx->src, t->range, ERR_NUMBER_RANGE, t->text);
            what = "number out of range";
            break;
        case ERROR_TOKEN:       /* reported by the scanner */
            break;
        default:
            continue;
        }
        bad = true;
        if (!ctx->errors++)
            ctx->first_error = arena_printf(ctx->a, "%s '%s'", what, t->text);
    }
    return bad;
}

/* "If you casting or copying an instant or sorcery spell causes ...": a
 * verb in "-ing" right after its subject, a clause used as a noun, which
 * the grammar does not read (it would read "you cast" and lose the
 * clause's role): an error at the verb, so that the card is refused, not
 * misread.  A word in "-ing" the scanner keeps as written ("during") is
 * no verb form. */
static bool gerund_after_subject(parse_ctx *ctx, const token_stream *ts)
{
    if (!token_seen(ts, YOU))
        return false;
    for (unsigned i = 1; i < ts->n; i++) {
        if (ts->tok[i - 1]->token != YOU)
            continue;
        const node *t = ts->tok[i];
        uint32_t n = t->range.end - t->range.begin;
        const char *w = ctx->src->text + t->range.begin;
        if (n < 5 || strncmp(w + n - 3, "ing", 3) != 0 || !t->text
            || (strlen(t->text) == n && strncmp(t->text, w, n) == 0))
            continue;
        diag_report(ctx->diag, ctx->src, t->range, ERR_SYNTAX,
                    arena_printf(ctx->a, "'%.*s' after its subject (a clause used as a noun) is not read yet",
                                 (int)n, w));
        if (!ctx->errors++)
            ctx->first_error = arena_printf(ctx->a, "'%.*s' after its subject", (int)n, w);
        return true;
    }
    return false;
}

/* Scan the body of P into TS.  Returns false if the scanner could not start. */
bool scan_paragraph(parse_ctx *ctx, const card *c, const paragraph *p, token_stream *out)
{
    ctx->card = c;
    ctx->src = c->src;
    ctx->base = p->body.begin;
    ctx->pos = 0;
    ctx->end = p->body.end;
    ctx->quote_depth = 0;
    ctx->paren_depth = 0;
    yyscan_t scanner;
    if (cardc_lex_lex_init_extra(ctx, &scanner) != 0) {
        ctx->errors++;
        return false;
    }
    cardc_lex__scan_bytes(ctx->src->text + p->body.begin, (int)(p->body.end - p->body.begin),
                          scanner);
    token_stream ts;            /* note_tokens fills `seen` later */
    ts.tok = NULL;
    ts.n = ts.next = 0;
    ts.end = p->body.end;
    unsigned cap = 0;
    for (;;) {
        CARDC_YYSTYPE val = NULL;
        CARDC_YYLTYPE loc;
        int tok = cardc_lex_lex(&val, &loc, scanner);
        if (tok == 0)
            break;
        if (ts.n == cap) {
            cap = cap ? cap * 2 : 32;
            node **nt = arena_alloc(ctx->a, cap * sizeof *nt);
            if (ts.n)
                memcpy(nt, ts.tok, ts.n * sizeof *nt);
            ts.tok = nt;
        }
        if (!val) {             /* a token the scanner made without a node */
            val = node_new(ctx->a, N_WORD, loc);
            val->token = tok;
        }
        ts.tok[ts.n++] = val;
        if (tok == ERROR_TOKEN)
            break;
    }
    cardc_lex_lex_destroy(scanner);
    if (ctx->quote_depth > 0 && ctx->errors == 0) {
        for (unsigned i = ts.n; i-- > 0;)
            if (ts.tok[i]->token == QOPEN) {
                diag_report(ctx->diag, ctx->src, ts.tok[i]->range, ERR_UNTERMINATED_QUOTE);
                if (!ctx->errors++)
                    ctx->first_error = "unterminated quoted ability";
                break;
            }
    }

    out->tok = ts.tok;
    out->n = ts.n;
    out->next = 0;
    out->end = ts.end;
    return true;
}

/* ---- keywords the lexicon does not know ------------------------------------- */

/* A word of a keyword the lexicon does not know, at I of TS: letters and
 * hyphens that no lexicon entry reads; capitalised (NAMEWORD) where it
 * begins the paragraph, in either case after a comma ("Flying, mobilize 2"),
 * as Oracle writes keywords. */
static bool new_keyword_word(const token_stream *ts, unsigned i, bool capital)
{
    const node *t = ts->tok[i];
    if (t->token != NAMEWORD && (capital || t->token != UNKNOWN_WORD))
        return false;
    for (const char *c = t->text; *c; c++)
        if (!isalpha((unsigned char)*c) && *c != '-')
            return false;
    return true;
}

/* The tokens that begin a keyword the grammar knows. */
static bool known_keyword_token(int tok)
{
    return tok == KW || tok == KW_N || tok == KW_COST || tok == KW_SPLIT || tok == KW_LIVING
           || tok == KW_SUSPEND || tok == PROTECTION || tok == ENCHANT || tok == CUMULATIVE;
}

/* Tokens [S, E) of a keyword line, between its commas or semicolons, in the
 * shape of a keyword the lexicon does not know (CR 702.1: a keyword, then a
 * number or a cost when it takes one): one or two such words, then a
 * number ("Mobilize 2"), a mana cost ("Warp {1}{W}"), both with a dash
 * between ("Impending 4—{2}{B}") or nothing ("Station").  Where PARAM (a
 * line of one keyword and its reminder text), the one word may take words
 * after "a" or "with" as its parameter, as "Enchant creature" and
 * "Affinity for artifacts" do: "Gift a card", "Gift a tapped Fish", "Craft
 * with artifact {4}", all the keyword's words.  Returns the token the
 * grammar reads it as (KW_N, KW_COST, KW) and its number of words in
 * *WORDS; 0 when it is not in that shape. */
static int new_keyword_shape(const token_stream *ts, unsigned s, unsigned e, bool param, unsigned *words)
{
    /* "Craft with artifact {4}": a word the lexicon knows as a keyword
     * with a cost alone, with a parameter no rule of the grammar reads */
    bool known = param && s + 2 < e && ts->tok[s]->token == KW_COST && ts->tok[s + 1]->token == WITH;
    if (s >= e || !(known || new_keyword_word(ts, s, s == 0)))
        return 0;
    /* "Partner with Haldan, Avid Arcanist": after a name, a comma and
     * capitalised words go on with the name */
    if (s >= 2 && (ts->tok[s - 2]->token == NAMEWORD || ts->tok[s - 2]->token == SELF)
        && ts->tok[s]->token == NAMEWORD)
        return 0;
    unsigned j = s + 1;
    if (j < e && new_keyword_word(ts, j, false))
        j++;
    else if (param && j + 1 < e && (ts->tok[j]->token == A || ts->tok[j]->token == WITH)) {
        unsigned k = j + 1;
        while (k < e && k - j <= 5 && ts->tok[k]->token != MANA_SYM && ts->tok[k]->text
               && isalpha((unsigned char)ts->tok[k]->text[0]))
            k++;
        if (k - j <= 5)
            j = k;
    }
    *words = j - s;
    if (j == e)
        return KW;
    if (j + 1 == e && (ts->tok[j]->token == NUM || ts->tok[j]->token == XVAR))
        return KW_N;
    if (j + 2 < e && (ts->tok[j]->token == NUM || ts->tok[j]->token == XVAR) && ts->tok[j + 1]->token == EMDASH)
        j += 2;                 /* "Impending 4—{2}{B}", as "Suspend 4—{1}{G}" */
    for (unsigned k = j; k < e; k++)
        if (ts->tok[k]->token != MANA_SYM)
            return 0;
    return KW_COST;
}

/* "For Mirrodin!", "Start your engines!": a paragraph of one to four words
 * and an exclamation mark, capitalised as Oracle writes a keyword line, is
 * one keyword the lexicon does not know (KW, remembered in ctx->new_kw), its
 * words in lower case with the '!'; its reminder text is its meaning (CR
 * 702.1a).  Oracle's rules text has no other '!'.  False if TS is not one. */
static bool exclaimed_keyword(parse_ctx *ctx, token_stream *ts, unsigned n)
{
    const char *src = ctx->src->text;
    if (n < 2 || n > 5 || ts->tok[n - 1]->token != STRAY || src[ts->tok[n - 1]->range.begin] != '!'
        || !isupper((unsigned char)src[ts->tok[0]->range.begin]))
        return false;
    src_range r = { ts->tok[0]->range.begin, ts->tok[n - 1]->range.end };
    for (uint32_t i = r.begin; i + 1 < r.end; i++)
        if (!isalpha((unsigned char)src[i]) && src[i] != ' ' && src[i] != '-' && src[i] != '\'')
            return false;       /* words only, then the '!' */
    node *t = node_new(ctx->a, N_WORD, r);
    t->token = KW;
    char *text = arena_strndup(ctx->a, src + r.begin, r.end - r.begin);
    for (char *c = text; *c; c++)
        *c = (char)tolower((unsigned char)*c);
    t->text = text;
    ctx->new_kw[ctx->nnew_kw++] = t;
    ts->tok[0] = t;
    ts->n = 1;
    return true;
}

/* A paragraph in the shape of a keyword line (keywords separated by commas
 * or semicolons, a period at most at its end) where some keywords are no
 * keyword of the lexicon but have a keyword's shape: each of those becomes
 * one token the grammar reads as a keyword (KW, KW_N or KW_COST), its
 * words in lower case, remembered in ctx->new_kw.  Any other paragraph is
 * left as it is. */
static void new_keywords(parse_ctx *ctx, token_stream *ts)
{
    unsigned n = ts->n;
    if (n && ts->tok[n - 1]->token == '.')
        n--;
    if (exclaimed_keyword(ctx, ts, n))
        return;
    unsigned found = 0, kind[8], words[8], at[8];
    for (unsigned s = 0; s < n;) {
        unsigned e = s;
        while (e < n && ts->tok[e]->token != ',' && ts->tok[e]->token != ';')
            e++;
        unsigned w = 0;
        int k = new_keyword_shape(ts, s, e, s == 0 && e == n && ctx->reminders && ctx->reminders->a, &w);
        if (k && found == 8)
            return;
        if (k) {
            kind[found] = (unsigned)k;
            words[found] = w;
            at[found++] = s;
        } else if (s == e || !known_keyword_token(ts->tok[s]->token)) {
            return;
        }
        if (e == n)
            break;
        s = e + 1;
        if (s == n)
            return;             /* a comma at the end */
    }
    if (!found)
        return;
    unsigned k = 0, f = 0;
    for (unsigned i = 0; i < ts->n; i++) {
        if (f < found && i == at[f]) {
            node *first = ts->tok[i], *last = ts->tok[i + words[f] - 1];
            node *t = node_new(ctx->a, N_WORD, (src_range){ first->range.begin, last->range.end });
            t->token = (int)kind[f];
            char *text = words[f] == 1 ? arena_strdup(ctx->a, first->text)
                         : words[f] == 2 ? arena_printf(ctx->a, "%s %s", first->text, last->text)
                                         : arena_strndup(ctx->a, ctx->src->text + first->range.begin,
                                                         last->range.end - first->range.begin);
            for (char *c = text; *c; c++)
                *c = (char)tolower((unsigned char)*c);
            t->text = text;
            ctx->new_kw[ctx->nnew_kw++] = t;
            ts->tok[k++] = t;
            i += words[f++] - 1;
            continue;
        }
        ts->tok[k++] = ts->tok[i];
    }
    ts->n = k;
}

/* "7+ | Flying", "15+ | Draw two cards.": a threshold line (a Spacecraft's
 * station, a die roll's result), whose meaning the card gives elsewhere.
 * The threshold is taken off the tokens, to be the condition (field c) of
 * the ability the rest of the line is: an N_CONDITION "threshold" of the
 * N_AMOUNT "7+"; NULL when the line has none. */
static node *threshold(parse_ctx *ctx, token_stream *ts)
{
    if (ts->n < 3 || ts->tok[0]->token != NUM || ts->tok[1]->token != '|')
        return NULL;
    const node *n = ts->tok[0];
    size_t len = strlen(n->text);
    if (len < 2 || n->text[len - 1] != '+')
        return NULL;
    node *c = node_new(ctx->a, N_CONDITION, (src_range){ n->range.begin, ts->tok[1]->range.end });
    c->text = "threshold";
    c->a = node_new(ctx->a, N_AMOUNT, n->range);
    c->a->text = n->text;
    ts->tok += 2;
    ts->n -= 2;
    return c;
}

bool front_participle_of(const char *w, const char *name)
{
    size_t n = strlen(name), m = strlen(w);
    size_t stem = n > 0 && name[n - 1] == 'e' ? n - 1 : n;     /* "saddle" + "d" */
    return m == stem + 2 && strncasecmp(w, name, stem) == 0 && strcasecmp(w + stem, "ed") == 0;
}

/* In a keyword's reminder text (ctx->defining) its own name is the keyword:
 * before "only" the verb "activate" ("Saddle only as a sorcery", CR 602.5d),
 * elsewhere the keyword the grammar read it as ("for its warp cost", as
 * "for its flashback cost"); its participle is a status the keyword gives
 * ("becomes saddled", as "becomes monstrous"). */
static void keyword_self_reference(parse_ctx *ctx, token_stream *ts)
{
    const node *k = ctx->defining;
    /* "When it dies, ...": a trigger's "it" that begins a part of a
     * keyword's reminder text is the permanent with the keyword, the
     * "this creature" of the sentence before (front.c, read_reminder) */
    if (k && ts->n > 2 && (ts->tok[0]->token == WHEN || ts->tok[0]->token == WHENEVER) && ts->tok[1]->token == IT)
        ts->tok[1]->token = SELF;
    /* "create a 2/2 red Rebel creature token, then attach this to it" (For
     * Mirrodin!'s): "this" alone, attached, is the permanent with the keyword */
    for (unsigned i = 1; k && i + 1 < ts->n; i++)
        if (ts->tok[i]->token == THIS && ts->tok[i - 1]->token == ATTACH && ts->tok[i + 1]->token == TO)
            ts->tok[i]->token = SELF;
    for (unsigned i = 0; k && i < ts->n; i++) {
        node *t = ts->tok[i];
        if (t->token != NAMEWORD && t->token != UNKNOWN_WORD)
            continue;
        if (front_participle_of(t->text, k->text)) {
            t->token = STATUS;
            char *w = arena_strdup(ctx->a, t->text);
            w[0] = (char)tolower((unsigned char)w[0]);
            t->text = w;
            continue;
        }
        if (strcasecmp(t->text, k->text) != 0)
            continue;
        if (i + 1 < ts->n && ts->tok[i + 1]->token == ONLY) {
            t->token = ACTIVATE;
            t->text = "activate";
        } else {
            t->token = k->a ? KW_N : k->b ? KW_COST : KW;
            t->text = k->text;
        }
    }
}

/* "a slumber counter", "muster counters": a word no lexicon entry reads,
 * just before "counter", is the name of a kind of counter (CR 122.1: a
 * counter's name is any word), so a counter a new card invents is read as
 * one; whether the compiler knows its rules is the compiler's business
 * (ir_counter_kind).  So is a subtype or a keyword with a cost there ("a
 * gold counter", "a fungus counter", "a plot counter"), and so are "time"
 * and "level" there ("a time counter",
 * "level counters"), which the grammar otherwise reads as a phrase's word
 * ("any time", "level up"), never a filter's, and the nouns "devotion",
 * "night" and "coin" ("a devotion counter", "a coin counter"), which are
 * otherwise "devotion to", "it's night", "flip a coin". */
static void counter_names(token_stream *ts)
{
    if (!token_seen(ts, COUNTER))
        return;
    for (unsigned i = 0; i + 1 < ts->n; i++) {
        int t = ts->tok[i]->token;
        if ((t == UNKNOWN_WORD || t == TIME || t == LEVEL || t == DEVOTION || t == DAY || t == COIN
             || t == SUBTYPE || t == KW_COST) && ts->tok[i + 1]->token == COUNTER)
            ts->tok[i]->token = COUNTER_KIND;
    }
}

/* "each player votes for death or taxes", "choose friend or foe", "each
 * opponent chooses money, friends, or secrets": words a card names as the
 * choices of a vote or a choice, one of them a word the lexicon does not
 * know, are those choices' names wherever the paragraph says them again
 * ("if death gets more votes", "for each taxes vote", "each foe"):
 * CHOICE_W, never an unknown word. */
static void choice_words(token_stream *ts)
{
    if (!token_seen(ts, VOTE) && !token_seen(ts, CHOOSE))
        return;
    for (unsigned i = 0; i + 3 < ts->n; i++) {
        int t = ts->tok[i]->token;
        unsigned j = i + 1;
        if (t == VOTE && ts->tok[j]->token == FOR)
            j++;
        else if (t != CHOOSE)
            continue;
        /* w (, w)* ,? or w . */
        unsigned first = j, n = 0;
        bool unknown = false, ok = false;
        while (j < ts->n) {
            const node *w = ts->tok[j];
            if (!w->text || strchr(w->text, ' ') || !isalpha((unsigned char)w->text[0]))
                break;
            unknown |= w->token == UNKNOWN_WORD;
            n++;
            j++;
            if (j < ts->n && ts->tok[j]->token == ',')
                j++;
            if (j < ts->n && ts->tok[j]->token == OR) {
                j++;
                continue;
            }
            if (j < ts->n && ts->tok[j]->token == '.' && ts->tok[j - 1]->token != ',') {
                ok = n >= 2;
                break;
            }
            if (j < ts->n && ts->tok[j - 1]->token == ',')
                continue;
            break;
        }
        if (!ok || !unknown)
            continue;
        for (unsigned k = first; k < j; k++) {
            const char *name = ts->tok[k]->text;
            if (ts->tok[k]->token == ',' || ts->tok[k]->token == OR)
                continue;
            for (unsigned m = 0; m < ts->n; m++)
                if (ts->tok[m]->text && strcasecmp(ts->tok[m]->text, name) == 0)
                    ts->tok[m]->token = CHOICE_W;
        }
    }
}

/* "her" is a possessive before the thing it owns ("her graveyard", "her
 * owner") and the pronoun "him or her" before a preposition, a conjunction
 * or the end of a phrase ("gives control of it to her", "pay {2} for her"):
 * the grammar reads the pronoun as "him" is (HE), so that "her" is never a
 * pronoun and a possessive at once. */
static void her_pronouns(token_stream *ts)
{
    static const int ends[] = { ',', '.', ';', TO, FOR, FROM, ON, INTO, ONTO, WITH, UNDER, AND, OR,
                                THEN, UNTIL, AT, IN, AS, IF, UNLESS, WHILE, BEFORE, AFTER };
    if (!token_seen(ts, HIS))
        return;
    for (unsigned i = 0; i < ts->n; i++) {
        node *t = ts->tok[i];
        if (t->token != HIS || strcmp(t->text, "her") != 0)
            continue;
        bool end = i + 1 == ts->n;
        for (size_t k = 0; !end && k < sizeof ends / sizeof *ends; k++)
            end = ts->tok[i + 1]->token == ends[k];
        if (end)
            t->token = HE;
    }
}

/* Is token I of TS a word written with a capital? */
static bool capitalised(const parse_ctx *ctx, const token_stream *ts, unsigned i)
{
    const node *t = ts->tok[i];
    return t->range.end > t->range.begin && isupper((unsigned char)ctx->src->text[t->range.begin]);
}

/* The words between the capitalised words of a name. */
static bool name_link(int token)
{
    return token == OF || token == THE || token == ',' || token == POSS;
}

/* The words BEGIN to END (not included) are a name's, links too: one
 * reading (NAMEWORD), but a first "The" ("The Unspeakable"). */
static void name_words(parse_ctx *ctx, token_stream *ts, unsigned begin, unsigned end)
{
    for (unsigned j = begin; j < end; j++) {
        node *t = ts->tok[j];
        if (t->token == NAMEWORD || (j == begin && t->token == THE))
            continue;
        t->token = NAMEWORD;
        note_token(ts, NAMEWORD);
        t->text = arena_strndup(ctx->a, ctx->src->text + t->range.begin, t->range.end - t->range.begin);
    }
}

/* After "named", a card's name is a name whatever else its capitalised
 * words are: "a card named Sorin, Vampire Lord", "Ashiok, Sculptor of
 * Fears", "Oko, the Trickster", "a token named Land Mine", "a card named
 * Spirit of the Night", "Nissa's Chosen" (a type, a subtype, a keyword, a
 * word of card text), with "of", "the", "'s" and a comma between
 * capitalised words, all of them name words (so that "named Eye of Vecna"
 * is never "named Eye" and a qualifier "of Vecna"); the name ends at the
 * first other word ("..., reveal it").  Its first word is never the card's own name ("named ~"), a later
 * one may be ("Kobolds of ~", the card Kher Keep).  So is the name after
 * "Partner with" (CR 702.124j), with or without an epithet: "Partner with
 * Will Kenrith". */
static void card_names(parse_ctx *ctx, token_stream *ts)
{
    if (!token_seen(ts, NAMED) && !token_seen(ts, KW))
        return;
    for (unsigned i = 0; i + 1 < ts->n; i++) {
        bool partner = i == 0 && ts->tok[0]->token == KW && strcmp(ts->tok[0]->text, "partner") == 0
                       && ts->tok[1]->token == WITH;
        if (ts->tok[i]->token != NAMED && !partner)
            continue;
        if (partner)
            i++;
        unsigned end = i + 1;
        for (; end < ts->n; end++) {
            const node *t = ts->tok[end];
            if (end > i + 1 && name_link(ts->tok[end]->token)) {
                unsigned w = end + 1;       /* the word after the links: "of the Night" */
                while (w < ts->n && w < end + 3 && name_link(ts->tok[w]->token))
                    w++;
                if (w < ts->n && capitalised(ctx, ts, w)
                    && (ts->tok[w]->token != SELF || ts->tok[w - 1]->token != ','))
                    continue;
            }
            if ((t->token == SELF && end == i + 1) || !capitalised(ctx, ts, end)
                || !isalpha((unsigned char)ctx->src->text[t->range.begin]))
                break;
        }
        name_words(ctx, ts, i + 1, end);
    }
}

/* "create Marit Lage, a legendary 20/20 black Avatar creature token": the
 * comma between a name right after "create" and "a" or "an" and words up to
 * "token" (no comma or sentence end between) is the comma of a name and the
 * token it names (COMMA_A), never one of a list of noun phrases, so that
 * the parser does not also read the name as a name and the token going on
 * after every noun phrase and its comma ("a 1/1 white Soldier creature
 * token, a Food token, ...").  The name is capitalised words and the links
 * between them ("of", "the", "to", "'s", a comma), its first and last
 * words capitalised: all of them name words (NAMEWORD), whatever else they
 * are, as after "named" ("Voja, Friend to Elves", "Ashaya, the Awoken
 * World", "Stangg Twin" on Stangg, "Tamiyo's Notebook"). */
static void name_commas(parse_ctx *ctx, token_stream *ts)
{
    if (!token_seen(ts, TOKEN) || !token_seen(ts, A) || !token_seen(ts, CREATE))
        return;
    for (unsigned i = 2; i + 2 < ts->n; i++) {
        if (ts->tok[i]->token != ',' || ts->tok[i + 1]->token != A || !capitalised(ctx, ts, i - 1))
            continue;
        unsigned j = i + 2;
        while (j < ts->n && ts->tok[j]->token != TOKEN && ts->tok[j]->token != ','
               && ts->tok[j]->token != '.' && ts->tok[j]->token != ';')
            j++;
        unsigned k = i - 1;     /* the name's first word, right after "create" */
        while (k > 1 && ts->tok[k - 1]->token != CREATE
               && (capitalised(ctx, ts, k - 1) || name_link(ts->tok[k - 1]->token) || ts->tok[k - 1]->token == TO))
            k--;
        if (j < ts->n && ts->tok[j]->token == TOKEN && ts->tok[k - 1]->token == CREATE && capitalised(ctx, ts, k)) {
            ts->tok[i]->token = COMMA_A;
            name_words(ctx, ts, k, i);
        }
    }
}

/* The card's own name where a subtype stands, after a determiner ("target
 * Assembly-Worker creature", "each other attacking Aurochs", "each Garruk
 * you control", "a Lukka planeswalker"), is that subtype: Oracle never
 * writes the card's name there. */
static void name_as_subtype(parse_ctx *ctx, token_stream *ts)
{
    static const int before[] = { A, TARGET, EACH, ANOTHER, OTHER, ATTACKING, BLOCKING, ALL };
    if (!token_seen(ts, SELF))
        return;
    for (unsigned i = 1; i < ts->n; i++) {
        node *t = ts->tok[i];
        if (t->token != SELF || !t->text)
            continue;
        bool after = token_in(ts->tok[i - 1]->token, before, sizeof before / sizeof *before);
        const lex_entry *e = after ? lexicon_lookup(ctx->lex, t->text, strlen(t->text)) : NULL;
        if (e && e->token == SUBTYPE)
            t->token = SUBTYPE;
    }
}

/* The subtype of the card's own type line that W (N bytes) names, in the
 * singular or with a plural "s" ("Glimmers" on a Glimmer), or NULL. */
static const char *own_subtype(const card *c, const char *w, size_t n)
{
    for (unsigned k = 0; c && k < c->nsubtypes; k++) {
        size_t m = strlen(c->subtypes[k]);
        if ((n == m || (n == m + 1 && w[m] == 's')) && strncasecmp(w, c->subtypes[k], m) == 0)
            return c->subtypes[k];
    }
    return NULL;
}

/* A capitalised word the lexicon does not know (NAMEWORD) where Oracle
 * writes a subtype, after a determiner, a number, "N/N", a color, a
 * supertype or a subtype and right before a card type or a subtype ("a
 * 1/1 white Glimmer enchantment creature token", "target Glimmer
 * creature"), or after one of those words naming a subtype of the card's
 * own type line ("Other Glimmers you control" on a Glimmer), is a subtype
 * of a newer set than the lexicon (CR 205.3), with a warning that names
 * it.  A name after "named" is never one (card_names leaves its words
 * after a NAMED or another name word). */
static void new_subtypes(parse_ctx *ctx, token_stream *ts)
{
    static const int before[] = { A, TARGET, EACH, ANOTHER, OTHER, ALL, NUM, ONE_W, NUMBER_N, PT, COLOR,
                                  SUPERTYPE, SUBTYPE, ATTACKING, BLOCKING, TAPPED, UNTAPPED };
    if (!token_seen(ts, NAMEWORD))
        return;
    for (unsigned i = 1; i < ts->n; i++) {
        node *t = ts->tok[i];
        if (t->token != NAMEWORD)
            continue;
        int next = i + 1 < ts->n ? ts->tok[i + 1]->token : 0;
        const char *text = ctx->src->text + t->range.begin;
        const char *own = own_subtype(ctx->card, text, t->range.end - t->range.begin);
        if (!own && next != CARDTYPE && next != SUBTYPE)
            continue;
        if (!token_in(ts->tok[i - 1]->token, before, sizeof before / sizeof *before))
            continue;
        char *w = arena_strndup(ctx->a, text, t->range.end - t->range.begin);
        diag_report(ctx->diag, ctx->src, t->range, WARN_NEW_SUBTYPE, w);
        if (own)                        /* "Glimmers": the subtype Glimmer */
            w = arena_strdup(ctx->a, own);
        for (char *c = w; *c; c++)      /* as the lexicon's subtypes are written */
            *c = (char)tolower((unsigned char)*c);
        t->token = SUBTYPE;
        t->text = w;
    }
}

/* "there's": the "'s" after "there" is "is", contracted ("if there's
 * another creature on the battlefield"), never a possessive. */
static void there_is(token_stream *ts)
{
    if (!token_seen(ts, THERE))
        return;
    for (unsigned i = 1; i < ts->n; i++)
        if (ts->tok[i]->token == POSS && ts->tok[i - 1]->token == THERE) {
            ts->tok[i]->token = BE;
            ts->tok[i]->form |= FORM_CONTRACTED;
        }
}

/* "combat" before "damage" is a word of the filter "combat damage"
 * (COMBAT_T); elsewhere it names combat ("after combat", "each combat",
 * "removed from combat"), never a filter's word. */
static void combat_damage(token_stream *ts)
{
    if (!token_seen(ts, COMBAT))
        return;
    for (unsigned i = 0; i + 1 < ts->n; i++)
        if (ts->tok[i]->token == COMBAT && ts->tok[i + 1]->token == DAMAGE)
            ts->tok[i]->token = COMBAT_T;
}

/* A color or a supertype right after "is", "isn't", "it's", "becomes" or
 * "not" and before the end of the phrase ("is red.", "becomes black until
 * end of turn", "it's not legendary and ...") is the word itself, an
 * adjective, never the first word of a filter (which a filter's next word
 * would follow: "they're black Zombies"): COLOR_A, SUPERTYPE_A.  A
 * participle right after them is the participle wherever the phrase goes
 * ("is untapped", "was kicked", "is sacrificed this way"): PART_A, and
 * TAPPED_A, BLOCKED_A, ACTIVATED_A for the words whose node or reading is
 * their own ("is tapped", "is unblocked", "was triggered"); "played" there is
 * the participle, not the zone "play" ("can't be played").  So are "+N/+N"
 * after "get" ("gets +1/+1") and a color after "from" or "than" before the
 * phrase's end ("protection from red", "each color other than white"). */
static void predicative(token_stream *ts)
{
    static const int ends[] = { '.', ',', ';', AND, OR, IF, IN, UNTIL, THEN, AS, FOR, UNLESS, WHILE, AT,
                                INSTEAD };
    for (unsigned i = 1; i < ts->n; i++) {
        node *t = ts->tok[i];
        switch (t->token) {     /* the words retagged below */
        case PT_CHANGE: case COLOR: case SUPERTYPE: case UNTAPPED: case STATUS: case KICKED:
        case EXILED: case PLAY: case TAPPED: case BLOCKED: case ACTIVATED:
            break;
        default:
            continue;
        }
        int b = ts->tok[i - 1]->token;
        bool end = i + 1 == ts->n;     /* asked of a color or a supertype only */
        for (size_t k = 0; !end && (t->token == COLOR || t->token == SUPERTYPE) && k < sizeof ends / sizeof *ends;
             k++)
            end = ts->tok[i + 1]->token == ends[k];
        if (b == GET && t->token == PT_CHANGE && !(i + 1 < ts->n && ts->tok[i + 1]->token == COUNTER))
            t->token = PT_CHANGE_A;     /* "gets +1/+1" */
        if ((b == FROM || b == THAN) && t->token == COLOR && end)
            t->token = COLOR_A;         /* "protection from red", "other than white" */
        if (b == BOTH && i >= 2 && ts->tok[i - 2]->token == THATS && t->token == COLOR && end)
            t->token = COLOR_A;         /* "a spell that's both red and white" */
        if (b != BE && b != BE_NOT && b != ITS_BE && b != THEY_BE && b != YOU_BE && b != THATS
            && b != BECOME && b != NOT)
            continue;
        if (t->token == COLOR && end)
            t->token = COLOR_A;
        else if (t->token == SUPERTYPE && end)
            t->token = SUPERTYPE_A;
        else if (t->token == UNTAPPED || t->token == STATUS || t->token == KICKED || t->token == EXILED
                 || (t->token == PLAY && (t->form & FORM_PAST)))
            t->token = PART_A;          /* "can't be played": never the zone "play" */
        else if (t->token == TAPPED)
            t->token = TAPPED_A;
        else if (t->token == BLOCKED)
            t->token = BLOCKED_A;
        else if (t->token == ACTIVATED)
            t->token = ACTIVATED_A;
    }
}

/* Is T a token that ends a noun phrase's words (punctuation, a
 * conjunction, "beyond")? */
static bool ends_words(int t)
{
    return t == '.' || t == ',' || t == ';' || t == AND || t == OR || t == BEYOND;
}

/* "fight each other", "for each target", "another target" and "any other
 * target" end with "other" and "target" ("... fight each other.", "costs
 * {1} more for each target beyond the first", "1 damage to another
 * target."): their words are tokens of their own there (EACH_OTHER,
 * TARGET_N), so that the grammar never reads "each other" or "target"
 * there as the determiner of a filter too. */
static void each_other(token_stream *ts)
{
    for (unsigned i = 0; token_seen(ts, EACH) && i + 2 < ts->n; i++) {
        if (ts->tok[i]->token != FIGHT && ts->tok[i]->token != FOR)
            continue;
        int after = i + 3 < ts->n ? ts->tok[i + 3]->token : '.';
        if (!ends_words(after))
            continue;
        if (ts->tok[i]->token == FIGHT && ts->tok[i + 1]->token == EACH && ts->tok[i + 2]->token == OTHER)
            ts->tok[i + 1]->token = EACH_OTHER;
        else if (ts->tok[i]->token == FOR && ts->tok[i + 1]->token == EACH && ts->tok[i + 2]->token == TARGET)
            ts->tok[i + 2]->token = TARGET_N;
    }
    /* "1 damage to another target.", "to any other target." */
    for (unsigned i = 0; token_seen(ts, TARGET) && i + 1 < ts->n; i++) {
        if (ts->tok[i + 1]->token != TARGET)
            continue;
        int after = i + 2 < ts->n ? ts->tok[i + 2]->token : '.';
        bool other = ts->tok[i]->token == ANOTHER || (ts->tok[i]->token == OTHER && i > 0
                                                      && ts->tok[i - 1]->token == ANY);
        if (other && ts->tok[i + 1]->token == TARGET && ends_words(after))
            ts->tok[i + 1]->token = TARGET_N;
    }
}

/* "for each poison counter your opponents have", "a card for each poison
 * counter they have": "have" that ends the phrase a few words after
 * "counter" ends the clause that qualifies the counters (HAVE_Q), never a
 * verb with no object ("you have" keeps its own rule). */
static void counters_had(token_stream *ts)
{
    if (!token_seen(ts, HAVE) || !token_seen(ts, COUNTER))
        return;
    for (unsigned i = 2; i < ts->n; i++) {
        if (ts->tok[i]->token != HAVE)
            continue;
        int after = i + 1 < ts->n ? ts->tok[i + 1]->token : '.';
        if (!ends_words(after) || ts->tok[i - 1]->token == YOU)
            continue;
        for (unsigned j = i - 1; j + 5 > i && j > 0; j--)
            if (ts->tok[j]->token == COUNTER) {
                ts->tok[i]->token = HAVE_Q;
                break;
            }
    }
}

/* "a commander you own on the battlefield or in the command zone": "or"
 * there joins two places (OR_Z), never two noun phrases or clauses. */
static void zones_or(token_stream *ts)
{
    for (unsigned i = 0; i + 4 < ts->n; i++)
        if (ts->tok[i]->token == ON && ts->tok[i + 1]->token == THE && ts->tok[i + 2]->token == BATTLEFIELD
            && ts->tok[i + 3]->token == OR && ts->tok[i + 4]->token == IN)
            ts->tok[i + 3]->token = OR_Z;
    /* "in exile and in your graveyard" */
    for (unsigned i = 0; i + 3 < ts->n; i++)
        if (ts->tok[i]->token == IN && ts->tok[i + 1]->token == EXILE && ts->tok[i + 2]->token == AND
            && ts->tok[i + 3]->token == IN)
            ts->tok[i + 2]->token = AND_Z;
}

/* "you choose which creatures block this combat and how those creatures
 * block": "and" before "how" joins two choices (AND_C), never two verbs. */
static void choice_and(token_stream *ts)
{
    if (!token_seen(ts, HOW))
        return;
    for (unsigned i = 0; i + 1 < ts->n; i++)
        if (ts->tok[i]->token == AND && ts->tok[i + 1]->token == HOW)
            ts->tok[i]->token = AND_C;
}

/* "+X/+Y, where X is its power and Y is its toughness": "and" before "Y
 * is" joins the second letter's amount to the first (AND_Y), never two
 * amounts or two clauses. */
static void where_and_y(token_stream *ts)
{
    if (!token_seen(ts, XVAR))
        return;
    for (unsigned i = 0; i + 2 < ts->n; i++)
        if (ts->tok[i]->token == AND && ts->tok[i + 1]->token == XVAR && ts->tok[i + 1]->text
            && (ts->tok[i + 1]->text[0] == 'y' || ts->tok[i + 1]->text[0] == 'Y')
            && ts->tok[i + 2]->token == BE)
            ts->tok[i]->token = AND_Y;
}

/* "If damage from a red source is prevented this way": "from" after
 * "damage" and before "a" says where the damage comes from (FROM_D), a
 * qualifier of the noun, never the verb's "from" ("remove all damage from
 * it"). */
static void damage_from(token_stream *ts)
{
    if (!token_seen(ts, DAMAGE))
        return;
    for (unsigned i = 1; i + 1 < ts->n; i++)
        if (ts->tok[i]->token == FROM && ts->tok[i - 1]->token == DAMAGE && ts->tok[i + 1]->token == A)
            ts->tok[i]->token = FROM_D;
}

/* "Auras already attached to it", "the damage already dealt to it this
 * turn": "already" after a noun and before "attached", or after "damage"
 * and before "dealt", is the participle's (FORM_ALREADY, which the code
 * generator refuses); elsewhere ("that are already attached", "you already
 * control") it stays a token no rule reads. */
static void already_done(token_stream *ts)
{
    if (!token_seen(ts, ALREADY))
        return;
    unsigned k = 0;
    for (unsigned i = 0; i < ts->n; i++) {
        if (i + 1 < ts->n && ts->tok[i]->token == ALREADY
            && k > 0
            && ((ts->tok[i + 1]->token == ATTACHED && ts->tok[k - 1]->token != BE)
                || (ts->tok[i + 1]->token == DEALT && ts->tok[k - 1]->token == DAMAGE))) {
            ts->tok[i + 1]->range.begin = ts->tok[i]->range.begin;
            ts->tok[i + 1]->form |= FORM_ALREADY;
            continue;
        }
        ts->tok[k++] = ts->tok[i];
    }
    ts->n = k;
}

/* "is no longer snow", "that's no longer an Equipment": "is no longer" is
 * one word BE_NOT and "no longer" after another word one word NOT, their
 * text "no longer", so that the grammar reads them where it reads "isn't"
 * and "not". */
static void no_longer(parse_ctx *ctx, token_stream *ts)
{
    if (!token_seen(ts, LONGER))
        return;
    unsigned k = 0;
    for (unsigned i = 0; i < ts->n; i++) {
        if (i + 1 < ts->n && ts->tok[i]->token == NO && ts->tok[i + 1]->token == LONGER) {
            bool be = k > 0 && ts->tok[k - 1]->token == BE;
            uint32_t from = (be ? ts->tok[k - 1] : ts->tok[i])->range.begin;
            node *t = node_new(ctx->a, N_WORD, (src_range){ from, ts->tok[i + 1]->range.end });
            t->token = be ? BE_NOT : NOT;
            t->text = "no longer";
            if (be)
                t->form = ts->tok[--k]->form;
            ts->tok[k++] = t;
            i++;
            continue;
        }
        ts->tok[k++] = ts->tok[i];
    }
    ts->n = k;
}

/* A card named with one word of card text ("Exile", "Regenerate"): at a
 * sentence's start before "target" the name is that word, the verb
 * ("Exile target nonwhite attacking creature"), never the card itself. */
static void name_as_verb(parse_ctx *ctx, token_stream *ts)
{
    if (!token_seen(ts, SELF) || !token_seen(ts, TARGET))
        return;
    for (unsigned i = 0; i + 1 < ts->n; i++) {
        node *t = ts->tok[i];
        int before = i ? ts->tok[i - 1]->token : '.';
        if (t->token != SELF || ts->tok[i + 1]->token != TARGET || (before != '.' && before != ':')
            || !t->text || strchr(t->text, ' '))
            continue;
        const lex_entry *e = lexicon_lookup(ctx->lex, t->text, strlen(t->text));
        if (e) {
            t->token = e->token;
            note_token(ts, e->token);   /* a word of any role: the passes after may ask it */
        }
    }
}

/* "die" is the noun after "a", "the" or a word before a noun ("roll a die",
 * "the planar die") and the verb everywhere else ("creatures that would
 * die", "creatures you control die"): the verb is read as "dies" is, so
 * the grammar never has the noun and the verb begin at one word. */
static void die_verbs(token_stream *ts)
{
    if (!token_seen(ts, DIE))
        return;
    for (unsigned i = 0; i < ts->n; i++) {
        node *t = ts->tok[i];
        if (t->token != DIE || strcmp(t->text, "die") != 0)
            continue;
        int before = i ? ts->tok[i - 1]->token : 0;
        if (before != A && before != THE && before != UNKNOWN_WORD && before != NAMEWORD
            && before != NUM && before != ONE_W)
            t->token = DIES;
    }
}

/* The N_KEYWORD nodes of RESULT that the tokens of new_keywords begin are
 * keywords the lexicon does not know. */
static void mark_new_keywords(parse_ctx *ctx, node *result)
{
    const node *list = result && result->kind == N_ABILITY ? result->b : NULL;
    for (node *k = list && list->kind == N_LIST ? list->a : NULL; k; k = k->next)
        for (unsigned i = 0; i < ctx->nnew_kw; i++)
            if (k->kind == N_KEYWORD && k->range.begin == ctx->new_kw[i]->range.begin)
                k->unknown = true;
}

/* After a syntax error: a capitalised word that begins a sentence and is
 * not a word of card text is read as a name ("Destory target creature"),
 * so the error falls later; when a word of the lexicon is close to it, a
 * note and a fix-it say which. */
static void name_typo_note(parse_ctx *ctx, const token_stream *ts)
{
    for (unsigned i = 0; i < ts->n; i++) {
        const node *t = ts->tok[i];
        bool starts = i == 0 || ts->tok[i - 1]->token == '.';
        if (!starts || t->token != NAMEWORD || !t->text)
            continue;
        const char *s = lexicon_suggest(ctx->lex, t->text, strlen(t->text));
        if (!s)
            continue;
        char *fix = arena_printf(ctx->a, "%c%s", toupper((unsigned char)s[0]), s + 1);
        diag_note(ctx->diag, ctx->src, t->range, "'%s' was read as a name; did you mean '%s'?", t->text, fix);
        diag_fixit(ctx->diag, t->range, fix);
        return;
    }
}

/* The card's keywords the lexicon does not know, as the paragraphs that
 * say them are read: their words go to ctx->card_kw. */
static void remember_card_keywords(parse_ctx *ctx)
{
    /* "collect evidence": a keyword action of two words, whose noun and
     * participle "If evidence was collected" says (card_keyword_verbs) */
    for (unsigned i = 0; i < ctx->nnew_act && ctx->ncard_kw < 8; i++) {
        const char *w = ctx->new_act[i]->text, *space = w ? strchr(w, ' ') : NULL;
        bool known = !space || strchr(space + 1, ' ');
        for (unsigned k = 0; k < ctx->ncard_kw && !known; k++)
            known = strcmp(ctx->card_kw[k], w) == 0;
        if (!known)
            ctx->card_kw[ctx->ncard_kw++] = w;
    }
    for (unsigned i = 0; i < ctx->nnew_kw && ctx->ncard_kw < 8; i++) {
        const char *w = ctx->new_kw[i]->text;
        bool known = !w || strchr(w, ' ') || strchr(w, '!');
        for (unsigned k = 0; k < ctx->ncard_kw && !known; k++)
            known = strcmp(ctx->card_kw[k], w) == 0;
        if (!known)
            ctx->card_kw[ctx->ncard_kw++] = w;
    }
}

/* Does the word W end in "ed" ("promised", "collected")? */
static bool ends_in_ed(const char *w)
{
    size_t n = w ? strlen(w) : 0;
    return n > 3 && strcmp(w + n - 2, "ed") == 0;
}

/* "If this spell was bargained", "isn't saddled": the past participle of a
 * keyword of the card that the lexicon does not know (issue 12: a keyword
 * used as a verb) is a status the keyword gives, as in its own reminder
 * text (keyword_self_reference), which the code generator refuses by name;
 * never an unknown word. */
static void card_keyword_verbs(parse_ctx *ctx, token_stream *ts)
{
    for (unsigned i = 0; i < ts->n; i++) {
        node *t = ts->tok[i];
        /* "If the gift was promised", "if the gift wasn't promised" (after
         * "Gift a card (You may promise ...)"): the card's keyword as a
         * noun after "the", and a participle no lexicon knows after its
         * "was", a status of it, which the code generator refuses by name */
        for (unsigned k = 0; t->token == UNKNOWN_WORD && t->text && i > 0 && i + 2 < ts->n && k < ctx->ncard_kw; k++)
            if (strcasecmp(t->text, ctx->card_kw[k]) == 0 && ts->tok[i - 1]->token == THE
                && (ts->tok[i + 1]->token == BE || ts->tok[i + 1]->token == BE_NOT)
                && ts->tok[i + 2]->token == UNKNOWN_WORD && ends_in_ed(ts->tok[i + 2]->text)) {
                t->token = NAMEWORD;
                ts->tok[i + 2]->token = STATUS;
            }
        /* "If evidence was collected" (after "collect evidence 6") */
        for (unsigned k = 0; t->token == UNKNOWN_WORD && t->text && i + 2 < ts->n && k < ctx->ncard_kw; k++) {
            const char *space = strchr(ctx->card_kw[k], ' ');
            if (!space || strcasecmp(t->text, space + 1) != 0
                || !(ts->tok[i + 1]->token == BE || ts->tok[i + 1]->token == BE_NOT)
                || ts->tok[i + 2]->token != UNKNOWN_WORD || !ts->tok[i + 2]->text)
                continue;
            char *verb = arena_strndup(ctx->a, ctx->card_kw[k], (size_t)(space - ctx->card_kw[k]));
            if (front_participle_of(ts->tok[i + 2]->text, verb)) {
                t->token = NAMEWORD;
                ts->tok[i + 2]->token = STATUS;
            }
        }
        for (unsigned k = 0; t->token == UNKNOWN_WORD && t->text && k < ctx->ncard_kw; k++)
            if (front_participle_of(t->text, ctx->card_kw[k])) {
                t->token = STATUS;
                char *w = arena_strdup(ctx->a, t->text);
                w[0] = (char)tolower((unsigned char)w[0]);
                t->text = w;
            }
    }
}

/* Is T a word the lexicon does not know: an unknown word, or a capitalised
 * one at the start of a sentence ("Forage.") that is no word of card text? */
static bool unknown_word_at(const parse_ctx *ctx, const node *t, bool sentence_start)
{
    if (t->token == UNKNOWN_WORD)
        return true;
    return sentence_start && t->token == NAMEWORD && t->text
        && !lexicon_lookup(ctx->lex, t->text, strlen(t->text));
}

/* The keyword actions of CR 701 the lexicon knows, which a new one may
 * extend with a word of its own ("manifest dread"). */
static bool keyword_action_token(int t)
{
    return t == MANIFEST || t == INVESTIGATE || t == PROLIFERATE || t == EXPLORE || t == POPULATE
        || t == VENTURE || t == AMASS || t == EXERT || t == GOAD || t == SCRY || t == MILL;
}

/* Is there a ':' among the first N tokens of TS (an activated ability's
 * costs end there)? */
static bool colon_before(const token_stream *ts, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        if (ts->tok[i]->token == ':')
            return true;
    return false;
}

/* "When this creature enters, forage. (Exile three cards ...)", "collect
 * evidence 4", "manifest dread", "Discover 3.": a keyword action the
 * lexicon does not know (issue 12: a keyword used as a verb), one to three
 * words at the start of a clause, each unknown but a first one that is a
 * keyword action of its own (keyword_action_token), then
 * perhaps a number, then the clause's end; in a paragraph that prints
 * reminder text after it (Oracle explains a new keyword action where it is
 * used, CR 701.1), which keeps a misspelt word of any other paragraph an
 * unknown word.  Its words become one token the grammar reads as a verb
 * (ACTION_WORD), in lower case, remembered in ctx->new_act. */
static void new_actions(parse_ctx *ctx, token_stream *ts)
{
    uint32_t last_reminder = 0;
    for (const node *r = ctx->reminders ? ctx->reminders->a : NULL; r; r = r->next)
        last_reminder = r->range.begin;
    if (!last_reminder)
        return;
    unsigned k = 0;
    for (unsigned i = 0; i < ts->n; i++) {
        int before = k ? ts->tok[k - 1]->token : '.';
        bool start = before == '.' || before == ':';
        /* "Whenever you expend 4, ...": the event of a trigger */
        bool event = before == YOU && k >= 2 && (ts->tok[k - 2]->token == WHENEVER || ts->tok[k - 2]->token == WHEN);
        /* "if you descended this turn": a condition */
        bool cond = before == YOU && k >= 2 && ts->tok[k - 2]->token == IF;
        /* "{T}, Forage: Add ...": a cost, capitalised after the comma */
        bool cost = before == ',' && !colon_before(ts, k);
        unsigned e = i, unknown = 0;
        if (before == '.' || before == ':' || before == ',' || before == THEN || before == MAY || event || cond)
            while (e < ts->n && e - i < 3 && ts->tok[e]->text && isalpha((unsigned char)ts->tok[e]->text[0])
                   && ts->tok[e]->token != NUM) {
                bool u = unknown_word_at(ctx, ts->tok[e], (start || cost) && e == i);
                if (!u && (e > i || !keyword_action_token(ts->tok[e]->token)))
                    break;
                unknown += u;
                e++;
            }
        unsigned end = e < ts->n && (ts->tok[e]->token == NUM || ts->tok[e]->token == XVAR) ? e + 1 : e;
        int after = end < ts->n ? ts->tok[end]->token : '.';
        /* "Suspect target creature.", "Cloak the top card of your library.":
         * an object after a sentence's first word */
        bool object = start && e == i + 1 && end == e && (after == TARGET || after == THE || after == IT);
        if (!unknown || ctx->nnew_act == 8 || ts->tok[e - 1]->range.end > last_reminder
            || !(after == '.' || after == ',' || after == THEN || (after == ':' && cost) || object
                 || (cond && after == THIS))) {
            ts->tok[k++] = ts->tok[i];
            continue;
        }
        node *first = ts->tok[i], *last = ts->tok[e - 1];
        node *t = node_new(ctx->a, N_WORD, (src_range){ first->range.begin, last->range.end });
        t->token = object ? STATUS : ACTION_WORD;
        t->unknown = object;
        char *text = arena_strndup(ctx->a, ctx->src->text + first->range.begin,
                                   last->range.end - first->range.begin);
        for (char *c = text; *c; c++)
            *c = (char)tolower((unsigned char)*c);
        t->text = text;
        ctx->new_act[ctx->nnew_act++] = t;
        ts->tok[k++] = t;
        i = e - 1;
    }
    ts->n = k;
}

/* The first word of each keyword line of C that says one keyword with a
 * number, a cost, reminder text or nothing after it ("Harness 2 (...)"),
 * into ctx->card_kw before any paragraph is read: a card may test the
 * status its keyword gives before the keyword's own line ("Whenever this
 * creature attacks while saddled, ..." above "Saddle 1"). */
static void card_keyword_lines(parse_ctx *ctx, const card *c)
{
    const char *t = c->src->text;
    for (const paragraph *p = c->paras; p && ctx->ncard_kw < 8; p = p->next) {
        uint32_t b = p->body.begin, e = b;
        while (e < p->body.end && isalpha((unsigned char)t[e]))
            e++;
        /* "Gift a card (...)": a word no lexicon knows, its parameter after "a" */
        bool param = e + 4 < p->body.end && (strncmp(t + e, " a ", 3) == 0 || strncmp(t + e, " an ", 4) == 0)
                     && memchr(t + e, '(', p->body.end - e) && !lexicon_lookup(ctx->lex, t + b, e - b);
        if (e == b || !isupper((unsigned char)t[b]) || e - b > 20
            || (e < p->body.end && !param && (t[e] != ' ' || e + 1 >= p->body.end
                                              || !(isdigit((unsigned char)t[e + 1]) || t[e + 1] == '{'
                                                   || t[e + 1] == '('))))
            continue;
        char *w = arena_strndup(ctx->a, t + b, e - b);
        w[0] = (char)tolower((unsigned char)w[0]);
        bool known = false;
        for (unsigned k = 0; k < ctx->ncard_kw && !known; k++)
            known = strcmp(ctx->card_kw[k], w) == 0;
        if (!known)
            ctx->card_kw[ctx->ncard_kw++] = w;
    }
}

void note_tokens(token_stream *ts)
{
    memset(ts->seen, 0, sizeof ts->seen);
    for (unsigned i = 0; i < ts->n; i++)
        note_token(ts, ts->tok[i]->token);
}

node *parse_paragraph(parse_ctx *ctx, const card *c, const paragraph *p)
{
    if (ctx->kw_card != c) {
        ctx->kw_card = c;
        ctx->ncard_kw = 0;
        card_keyword_lines(ctx, c);
    }
    ctx->card = c;
    ctx->src = c->src;
    ctx->errors = 0;
    ctx->nnew_kw = 0;
    ctx->nnew_act = 0;
    ctx->first_error = NULL;
    ctx->result = NULL;
    ctx->ambiguities = NULL;
    ctx->merges = ctx->ties = 0;
    ctx->reminders = list_new(ctx->a, p->body);

    if (p->body.begin >= p->body.end) {
        ctx->errors++;
        diag_report(ctx->diag, ctx->src, p->range, ERR_EMPTY_PARAGRAPH);
        return NULL;
    }

    token_stream ts;
    if (!scan_paragraph(ctx, c, p, &ts))
        return NULL;
    node *limit = threshold(ctx, &ts);
    new_keywords(ctx, &ts);
    card_keyword_verbs(ctx, &ts);
    new_actions(ctx, &ts);
    remember_card_keywords(ctx);
    keyword_self_reference(ctx, &ts);
    note_tokens(&ts);
    counter_names(&ts);
    choice_words(&ts);
    die_verbs(&ts);
    name_as_verb(ctx, &ts);
    if (lexical_errors(ctx, &ts) || gerund_after_subject(ctx, &ts) || ctx->errors)
        return NULL;
    /* word roles decided by the words around them (after the checks of
     * the words themselves, which know their own tokens) */
    her_pronouns(&ts);
    card_names(ctx, &ts);
    name_as_subtype(ctx, &ts);
    new_subtypes(ctx, &ts);
    each_other(&ts);
    retag_roles(&ts);
    combat_damage(&ts);
    there_is(&ts);
    no_longer(ctx, &ts);
    predicative(&ts);
    retag_counts(&ts);
    single_quotes(&ts, ctx->src->text);
    close_quoted_sentences(ctx, &ts);
    comma_after_quote(ctx, &ts);
    comma_modifier(&ts);
    filter_commas(&ts);
    count_commas(&ts);
    color_commas(&ts);
    name_commas(ctx, &ts);
    costs_paid(&ts);
    counters_had(&ts);
    zones_or(&ts);
    choice_and(&ts);
    where_and_y(&ts);
    damage_from(&ts);
    already_done(&ts);
    control_but(&ts);
    if (ts.n == 0)              /* only reminder text */
        return NULL;
    ctx->tokens = &ts;
    unsigned before = ctx->errors;
    int rc = cardc_yyparse(&ts, ctx);
    ctx->tokens = NULL;
    if (ctx->errors > before && ctx->suggest)
        name_typo_note(ctx, &ts);
    if (rc != 0 && ctx->errors == 0) {
        ctx->errors++;
        diag_report(ctx->diag, ctx->src, p->body, ERR_NESTING);
    }
    if (rc != 0)
        return NULL;
    syn_report_ambiguities(ctx, ctx->result);
    mark_new_keywords(ctx, ctx->result);
    if (limit && ctx->result)
        ctx->result->c = limit;
    return ctx->result;
}
