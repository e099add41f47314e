/* meaning_int.h — what the files of abilities' readings (meaning_ability.c,
 * meaning_static.c, meaning_replace.c, meaning_history.c) share; not part
 * of meaning.h's interface. */
#ifndef CARDC_MEANING_INT_H
#define CARDC_MEANING_INT_H

#include <string.h>

#include "meaning.h"
#include "parser.h"
#include "syntax.h"

/* N's word is TEXT (its lemma). */
static inline bool text_is(const node *n, const char *text)
{
    return n && n->text && strcmp(n->text, text) == 0;
}

#endif
