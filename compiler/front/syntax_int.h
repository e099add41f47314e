/* syntax_int.h — what the two files of the grammar's AST building share.
 *
 *   syntax.c     words as written (tense, person, synonyms), nodes and
 *                lists, clauses: actions, sequences and what their verbs
 *                share (subject, object, duration, "where X is"),
 *                modifiers; syntax errors
 *   syntax_np.c  noun phrases: lists, numbers and targets, "this",
 *                possessives, "of"/"in"/"the chosen", objects, filters */
#ifndef CARDC_SYNTAX_INT_H
#define CARDC_SYNTAX_INT_H

#include "parse.h"

/* The index of the first token that begins at or after byte AT. */
unsigned syn_token_index(const parse_ctx *ctx, uint32_t at);
/* Is token T written WORD (not another word of its lemma)? */
bool syn_written(const parse_ctx *ctx, const node *t, const char *word);
/* A copy of LIST whose items are copies too (their children shared). */
node *syn_list_copy(parse_ctx *ctx, const node *list);

#endif
