/* cardjson.h — card data in the JSON formats of the community's databases
 * (Scryfall card objects, MTGJSON AtomicCards), read as card-file text.
 *
 * Each card face becomes the `.cards` text of one face (docs/card-format.md)
 * in a source of its own, named after where it came from in the JSON file
 * (`cards.json: [12] "Fire // Ice" card_faces[0]`), and goes through the
 * front end as a card file does: diagnostics name the card and its JSON
 * path, and the rest of the pipeline never sees JSON.  The file is read one
 * card at a time (a scanner finds where each card's value ends; jansson
 * parses it), so memory does not grow with the JSON text. */
#ifndef CARDC_CARDJSON_H
#define CARDC_CARDJSON_H

#include <stdio.h>

#include "front.h"

typedef enum cardjson_format {
    CARDJSON_AUTO,          /* from the content: JSON is Scryfall or MTGJSON, else a card file */
    CARDJSON_CARDS,
    CARDJSON_SCRYFALL,
    CARDJSON_MTGJSON,
} cardjson_format;

/* The format `-x NAME` names ("cards", "scryfall", "mtgjson"), or -1. */
int cardjson_format_named(const char *name);

/* Read PATH ("-" is standard input) in FORMAT and check its cards, as
 * front_file_check does for a card file; OUT gets every face read.  When
 * EMIT is not NULL the faces are not checked: their `.cards` text is written
 * to EMIT instead (a card file's text as it is).  Returns 0, or -1 when the
 * file cannot be read (reported). */
int cardjson_file_check(front *fe, const char *path, cardjson_format format, FILE *emit,
                        front_file *out);

#endif
