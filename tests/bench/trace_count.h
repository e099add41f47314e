/* trace_count.h — the trace hook of the bench-splits program: its copy of
 * the generated parser is built with bison's own trace (CARDC_YYDEBUG) and
 * YYFPRINTF defined as trace_count, which counts the trace's messages
 * instead of printing them (compiler/compiler.mk, bench-splits). */
#ifndef CARDC_TRACE_COUNT_H
#define CARDC_TRACE_COUNT_H

#include <stdio.h>

int trace_count(FILE *f, const char *fmt, ...);
/* The trace's switch, defined by that copy of the parser. */
extern int cardc_yydebug;

#endif
