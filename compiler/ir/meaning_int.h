/* meaning_int.h — what the files of readings (meaning_filter.c, meaning_qual.c, meaning_ability.c,
 * meaning_static.c, meaning_player.c, meaning_replace.c, meaning_history.c) share; not part
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

/* Is the last of modifiers M "this turn" alone? */
static inline bool this_turn_last(const node *m)
{
    while (m && m->next)
        m = m->next;
    return m && m->kind == N_DURATION && text_is(m, "this turn") && !m->a;
}

/* The one keyword K is, or a plain list of one keyword is. */
static inline ir_keyword one_keyword(const node *k)
{
    if (k && k->kind == N_LIST && ir_list_of(k) == IR_LIST_PLAIN && k->a && !k->a->next)
        k = k->a;
    return ir_keyword_node(k);
}

/* The players a static ability's subject names: "you", "your opponents",
 * "each opponent", "players", "each player" (IR_WHO_ANY: every player);
 * IR_WHO_NONE for another phrase (meaning_player.c). */
ir_who ir_players_of(const node *s);
/* NP with one more qualifier Q after its own, a copy made in A
 * (meaning_filter.c). */
node *ir_np_with(arena *a, const node *np, node *q);

#endif
