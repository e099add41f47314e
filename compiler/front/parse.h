/* parse.h — parsing one paragraph of rules text with the flex scanner and
 * the bison grammar (grammar/lexer.l, grammar/parser.y). */
#ifndef CARDC_PARSE_H
#define CARDC_PARSE_H

#include <stdbool.h>
#include <stdint.h>

#include "card.h"
#include "diag.h"
#include "lexicon.h"

typedef struct parse_ctx {
    arena *a;
    const source_file *src;
    diag_engine *diag;
    const lexicon *lex;
    const card *card;
    bool suggest;           /* look for "did you mean" words (not in --stats) */
    uint32_t base;          /* offset in src of the first byte scanned */
    uint32_t pos;           /* scanner position, relative to base */
    uint32_t end;           /* offset in src after the last byte */
    int quote_depth;
    unsigned paren_depth;   /* inside reminder text */
    uint32_t reminder_begin;
    unsigned errors;        /* errors reported for this paragraph */
    const char *first_error;   /* the first one's message, for --stats */
    node *result;           /* N_ABILITY when the parse succeeds */
    node *reminders;        /* N_LIST of reminder-text ranges */
    const struct token_stream *tokens;  /* the paragraph's tokens, while it is parsed */
    /* Keywords the lexicon does not know, read from the shape of a keyword
     * line (parse.c, new_keywords): their tokens, found again in the result
     * as the N_KEYWORD nodes they begin, which are marked `unknown`. */
    node *new_kw[8];
    unsigned nnew_kw;
    /* Keyword actions the lexicon does not know ("forage", "collect
     * evidence 4"), read from where they stand (parse.c, new_actions):
     * their ACTION_WORD tokens, each the verb of an N_ACTION marked
     * `unknown` in the result. */
    node *new_act[8];
    unsigned nnew_act;
    /* The one-word keywords the lexicon does not know of the card's
     * paragraphs parsed so far (of KW_CARD), whose past participle a later
     * paragraph may use ("if this spell was bargained"; parse.c,
     * card_keyword_verbs). */
    const char *card_kw[8];
    unsigned ncard_kw;
    const struct card *kw_card;
    /* While the reminder text of an unknown keyword is read as its rules
     * text: the keyword (its N_KEYWORD node), whose name "Saddle only as a
     * sorcery" uses as "activate" (CR 602.5d) and "for its warp cost" as
     * the keyword it is; else NULL. */
    const node *defining;
    /* Ties no rule of the grammar decides (syn_merge): N_LIST of N_AMBIGUOUS
     * nodes, each with the reading kept (a) and the other (b); reported
     * after the parse if the reading kept is in its result. */
    node *ambiguities;
    unsigned merges;        /* the times two readings met in a %merge (syn_merge) */
    unsigned ties;          /* the ties of the result reported (-Wambiguous-parse) */
} parse_ctx;

/* The tokens of one paragraph, scanned before parsing. */
typedef struct token_stream {
    node **tok;
    unsigned n, next;
    uint32_t end;           /* where the text ends: the location of end of text */
    /* The tokens the paragraph has once its keywords are read (parse.c,
     * note_tokens, after keyword_self_reference), a bit each: token t is
     * bit t % 1024, so two tokens may share one.  A later pass that retags
     * only next to a token K skips a paragraph without K (token_seen),
     * which is right only while no pass after note_tokens writes K, or
     * notes what it writes (note_token: name_as_verb, card_names,
     * single_quotes).  Most keys are words the scanner makes ("each",
     * "target", "who"), never a token of a retagged role (EACH_F,
     * TARGET_N, COMMA_F). */
    uint64_t seen[16];
} token_stream;

/* Note the tokens of TS as they are now, for the passes after (token_seen):
 * parse_paragraph's, before the passes of retag.c. */
void note_tokens(token_stream *ts);
/* Note that token T now stands in TS. */
static inline void note_token(token_stream *ts, int t)
{
    ts->seen[(unsigned)t / 64 % 16] |= (uint64_t)1 << ((unsigned)t % 64);
}
/* May token T stand in TS (see token_stream's seen)? */
static inline bool token_seen(const token_stream *ts, int t)
{
    return ts->seen[(unsigned)t / 64 % 16] >> ((unsigned)t % 64) & 1;
}

/* retag.c: the roles of words the words around them decide, two runs of
 * passes parse_paragraph makes in its order ("for each", "any number of",
 * "the tapped", "who is"; then "activated ... times", "can enchant"). */
void retag_roles(token_stream *ts);
/* Is T one of the N tokens of SET? (retag.c) */
bool token_in(int t, const int *set, size_t n);
void retag_counts(token_stream *ts);

/* Scan the body of paragraph P of card C into tokens (N_WORD nodes whose
 * `token` is the grammar token).  Reminder text is set aside in
 * ctx->reminders.  Returns false if the scanner could not start. */
bool scan_paragraph(parse_ctx *ctx, const card *c, const paragraph *p, token_stream *out);

/* Parse the body of paragraph P of card C into an N_ABILITY node, or NULL
 * after reporting why not. */
node *parse_paragraph(parse_ctx *ctx, const card *c, const paragraph *p);

#endif
