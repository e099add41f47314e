/* explain.h — cardc --explain-targets: what each ability targets. */
#ifndef CARDC_EXPLAIN_H
#define CARDC_EXPLAIN_H

#include <stdio.h>

#include "card.h"

/* Per ability of C, each use of the word "target" with how many it takes
 * and whether it may take an object an earlier use took (Rules FAQ 1.1.01). */
void explain_targets(FILE *out, const card *c);

#endif
