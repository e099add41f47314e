/* fixit.h — cardc --fix: the fix-its of wording warnings applied to their
 * files (in place, by a new file renamed over the old) or shown as a diff. */
#ifndef CARDC_FIXIT_H
#define CARDC_FIXIT_H

#include <stdbool.h>
#include <stdio.h>

#include "diag.h"

typedef struct fixit_set fixit_set;

/* A set that collects the fix-its E reports from now on (diag_on_fixit). */
fixit_set *fixit_new(diag_engine *e);
void fixit_free(fixit_set *s);
/* Apply the fix-its collected: DRY_RUN prints a unified diff to OUT, else
 * each file is replaced whole by its fixed text.  Fix-its that overlap one
 * before them are left out.  0, or -1 after a message on stderr. */
int fixit_apply(fixit_set *s, bool dry_run, FILE *out);

#endif
