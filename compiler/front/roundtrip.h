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

/* Where a face's rendering first differs from its text. */
typedef struct {
    const paragraph *para;      /* the first paragraph that differs */
    long at;                    /* the offset of the difference in both normalised texts */
    char *text, *rendering;     /* the two normalised texts */
    char *said, *read;          /* a few words of each from the start of the word that differs */
    src_range range;            /* the source of that word of the text */
} roundtrip_difference;

/* Round trip of card face C: true when every paragraph's rendering equals
 * its source text once both are normalised; otherwise, when OUT is not
 * NULL, *OUT says where they first differ. */
bool roundtrip_card(arena *a, const card *c, roundtrip_difference *out);

/* The same, and when C does not round-trip and OUT is not NULL, a report
 * on OUT: "FILE:LINE: NAME: the rendering differs at column N" and the
 * two normalised texts. */
bool roundtrip_check(FILE *out, arena *a, const card *c);

#endif
