/* json.h — writing JSON text (used by --dump-ast, --stats=json and the
 * json/sarif diagnostic formats). */
#ifndef CARDC_JSON_H
#define CARDC_JSON_H

#include <stddef.h>
#include <stdio.h>

/* Write S (N bytes) as a JSON string literal, quotes included.  Control
 * characters are escaped; bytes that are not valid UTF-8 become U+FFFD. */
void jsonw_string(FILE *out, const char *s, size_t n);
/* The same for a NUL-terminated string, or `null` when S is NULL. */
void jsonw_cstring(FILE *out, const char *s);

#endif
