/* print.h — card text rendered back from the AST (cardc --print).
 *
 * The rendering is built from the nodes' kinds, values and children; only
 * leaves (a word, a number, a name, a run of mana or energy symbols) print
 * their token text.  Compared with the source (both normalised), it shows
 * where a parse kept less than the text says. */
#ifndef CARDC_PRINT_H
#define CARDC_PRINT_H

#include <stdbool.h>
#include <stdio.h>

#include "card.h"

/* The rendering of paragraph P of card C (its ability word, then its text),
 * or NULL when the paragraph has no ability (reminder text alone). */
char *print_paragraph(arena *a, const card *c, const paragraph *p);

/* TEXT (LEN bytes) made comparable: reminder text in parentheses dropped,
 * curly quotes and apostrophes made straight, white space collapsed (none
 * around an em dash or inside quotes' edges), the card's name NAME (or its
 * short name SHORT; either may be NULL) and "CARDNAME" made "~", and letters
 * lower-cased: capitals follow a sentence's position, not its parse. */
char *print_normalise(arena *a, const char *text, size_t len, const char *name,
                      const char *short_name);

/* Where two normalised texts first differ (a byte offset), or -1 when they
 * are equal. */
long print_diff(const char *x, const char *y);

/* Round trip of card face C: true when every paragraph's rendering equals
 * its source text once both are normalised.  Otherwise (each out-parameter
 * may be NULL) *WHERE is the first paragraph that differs, *AT the offset
 * of the difference, *TEXT and *RENDERING the two normalised texts. */
bool print_round_trips(arena *a, const card *c, const paragraph **where, long *at,
                       char **text, char **rendering);

/* The same, and when C does not round-trip and OUT is not NULL, a report
 * on OUT: "FILE:LINE: NAME: the rendering differs at column N" and the
 * two normalised texts. */
bool print_check_card(FILE *out, arena *a, const card *c);

/* Card face C as a card file block: its header, then "/ " and the rendering
 * of each paragraph ("/ • " for a mode). */
void print_card(FILE *out, arena *a, const card *c);

#endif
