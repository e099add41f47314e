/* roundtrip.h — card text through the AST and back (roundtrip.c): each
 * paragraph's rendering (print.h) against its source, both normalised. */
#ifndef CARDC_ROUNDTRIP_H
#define CARDC_ROUNDTRIP_H

#include <stdbool.h>
#include <stdio.h>

#include "card.h"

/* TEXT (LEN bytes) made comparable: reminder text in parentheses dropped,
 * curly quotes and apostrophes made straight, white space collapsed (none
 * around an em dash or inside quotes' edges), the card's name NAME (or its
 * short name SHORT; either may be NULL) and "CARDNAME" made "~", and letters
 * lower-cased: capitals follow a sentence's position, not its parse. */
char *roundtrip_normalise(arena *a, const char *text, size_t len, const char *name,
                          const char *short_name);

/* Where two normalised texts first differ (a byte offset), or -1 when they
 * are equal. */
long roundtrip_diff(const char *x, const char *y);

/* Round trip of card face C: true when every paragraph's rendering equals
 * its source text once both are normalised.  Otherwise (each out-parameter
 * may be NULL) *WHERE is the first paragraph that differs, *AT the offset
 * of the difference, *TEXT and *RENDERING the two normalised texts. */
bool roundtrip_card(arena *a, const card *c, const paragraph **where, long *at,
                    char **text, char **rendering);

/* The same, and when C does not round-trip and OUT is not NULL, a report
 * on OUT: "FILE:LINE: NAME: the rendering differs at column N" and the
 * two normalised texts. */
bool roundtrip_check(FILE *out, arena *a, const card *c);

#endif
