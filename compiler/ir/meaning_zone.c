/* meaning_zone.c — where an ability works from (CR 113.6 of the current
 * rules; meaning.h): the zone its words say its card is in.  Lowering
 * (lower.c) reads it into an ability's `works_in`, which the code
 * generator (cg_ability.c, cg_event.c) reads. */
#include "meaning_effect.h"
#include "meaning_int.h"
#include "meaning_static.h"

/* Is NP this card ("Test", "this creature", a pronoun bound to it)? */
static bool names_self(const node *np)
{
    return np && (np->kind == N_SELF || (np->kind == N_PRONOUN && np->refers && np->refers->kind == N_SELF));
}

/* The zone Z names if it is your hand or your graveyard; IR_ZONE_ANY
 * otherwise. */
static ir_zone own_zone(const node *z)
{
    ir_zone zone;
    ir_who whose;
    return ir_zone_phrase(z, &zone, &whose) && whose == IR_WHO_YOU
           && (zone == IR_ZONE_HAND || zone == IR_ZONE_GRAVEYARD) ? zone : IR_ZONE_ANY;
}

ir_zone ir_self_zone(const node *a)
{
    if (!a || a->kind != N_ACTION)
        return IR_ZONE_ANY;
    ir_verb v = ir_verb_of(a);
    if (v == IR_VERB_DISCARD && names_self(a->b))
        return IR_ZONE_HAND;
    if (v == IR_VERB_SACRIFICE && names_self(a->b))
        return IR_ZONE_BATTLEFIELD;
    if (v == IR_VERB_IS && names_self(a->a))
        return own_zone(a->b);
    if (meaning_verb(a) == FX_VERB_SUSPENDED && names_self(a->a))
        return IR_ZONE_EXILE;   /* "if ~ is suspended" (CR 702.62b) */
    /* a verb that moves it, or shows it, from where it is */
    bool moves = v == IR_VERB_EXILE || v == IR_VERB_RETURN || v == IR_VERB_PUT || v == IR_VERB_REVEAL
                 || v == IR_VERB_SHUFFLE;
    ir_zone zone = IR_ZONE_ANY;
    for (const node *m = moves && names_self(a->b) && a->c ? a->c->a : NULL; m; m = m->next)
        if (ir_prep_of(m) == IR_PREP_FROM)
            zone = own_zone(m->a);
    return zone;
}

bool ir_said_zone(const node *n, ir_zone *zone)
{
    for (; n; n = n->next) {
        ir_zone z = n->kind == N_QUOTED ? IR_ZONE_ANY : ir_self_zone(n);
        if (z != IR_ZONE_ANY && *zone != IR_ZONE_ANY && z != *zone)
            return false;
        if (z != IR_ZONE_ANY)
            *zone = z;
        if (n->kind != N_QUOTED && (!ir_said_zone(n->a, zone) || !ir_said_zone(n->b, zone) || !ir_said_zone(n->c, zone)))
            return false;
    }
    return true;
}
