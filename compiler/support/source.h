/* source.h — source files and locations.
 *
 * A location is a byte offset into the file's text.  Offsets become
 * line:column only when something is printed (as in jq and PostgreSQL).
 * Columns are 1-based and count Unicode code points, as gcc's default
 * "display" column unit does for text without wide characters. */
#ifndef CARDC_SOURCE_H
#define CARDC_SOURCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"

typedef struct src_range {
    uint32_t begin, end;        /* byte offsets, [begin, end) */
} src_range;

typedef struct source_file {
    const char *name;           /* as given on the command line; "<stdin>" for - */
    const char *text;           /* the bytes, with a NUL after the last one */
    size_t len;
    uint32_t *line_start;       /* offset of the first byte of each line */
    uint32_t nlines;
    /* A window into a larger file (a JSON card file, compiler/front/cardjson.c):
     * the lines before the text, and the columns before its first line. */
    uint32_t line_base, column_base;
} source_file;

/* Largest file accepted, so that every offset fits in 32 bits. */
#define SOURCE_MAX_BYTES ((size_t)1 << 30)

/* Read PATH ("-" is standard input) into the arena.  On failure returns NULL
 * and stores a message (strerror text or why the file was refused) in *why. */
source_file *source_load(arena *a, const char *path, const char **why);
/* A source held in memory (tests, inline cards). */
source_file *source_from_string(arena *a, const char *name, const char *text, size_t len);

/* A window of TEXT (LEN bytes) that starts at LINE:COLUMN (1-based) of the
 * file NAME: locations in it print as locations in that file. */
source_file *source_window(arena *a, const char *name, const char *text, size_t len,
                           uint32_t line, uint32_t column);

/* 1-based line of OFF. */
uint32_t source_line(const source_file *f, uint32_t off);
/* 1-based column of OFF, in code points from the start of its line. */
uint32_t source_column(const source_file *f, uint32_t off);
/* The text of line LINE (1-based, as source_line numbers it) without its line
 * end; *len gets its length. */
const char *source_line_text(const source_file *f, uint32_t line, size_t *len);

/* Length of the valid UTF-8 sequence at S (of at most N bytes), or 0 when the
 * bytes there are not valid UTF-8 (overlong forms and surrogates included). */
size_t utf8_valid_len(const unsigned char *s, size_t n);

/* The largest number card text, a header or a scenario may write: no card
 * comes near it (the Oracle corpus tops out at 200; "{1000000}" is the
 * largest mana symbol printed), and sums of such numbers fit an int. */
#define CARD_NUMBER_MAX 1000000UL
/* Does every run of digits in S (N bytes) stand for at most CARD_NUMBER_MAX? */
bool numbers_fit(const char *s, size_t n);
/* Decode one valid sequence (utf8_valid_len(s) > 0). */
uint32_t utf8_decode(const unsigned char *s);

#endif
