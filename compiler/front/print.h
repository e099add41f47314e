/* print.h — card text rendered back from the AST (cardc --print).
 *
 * The rendering is built from the nodes' kinds, values and children; only
 * leaves (a word, a number, a name, a run of mana or energy symbols) print
 * their token text.  Compared with the source (roundtrip.h), it shows where
 * a parse kept less than the text says. */
#ifndef CARDC_PRINT_H
#define CARDC_PRINT_H

#include <stdbool.h>
#include <stdio.h>

#include "card.h"

/* The rendering of paragraph P of card C (its ability word, then its text),
 * or NULL when the paragraph has no ability (reminder text alone). */
char *print_paragraph(arena *a, const card *c, const paragraph *p);

/* The rendering of node N alone, as if it began a sentence's clause (a
 * fragment: no capitals, no sentence around it). */
char *print_node(arena *a, const source_file *src, const node *n);

/* Card face C as a card file block: its header, then "/ " and the rendering
 * of each paragraph ("/ • " for a mode). */
void print_card(FILE *out, arena *a, const card *c);

#endif
