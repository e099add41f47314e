/* explain.c — cardc --explain-targets (docs/cardc.md).
 *
 * Rules FAQ 1.1.01: each use of the word "target" before a noun phrase is
 * one target slot; it takes the right number of *different* objects ("six
 * target creatures": six different creatures), and a later use may take an
 * object an earlier use took ("target artifact, target creature": one
 * artifact creature can be both) unless its words say "another" or "other".
 * An Aura spell targets what its enchant ability names (CR 415.3). */
#include "explain.h"
#include "front.h"

#include <string.h>

static void print_count(FILE *out, const target_use *u)
{
    if (u->max == -2)
        fputs("X", out);
    else if (u->max < 0)
        fputs("any number", out);
    else if (u->min == u->max)
        fprintf(out, "%d", u->max);
    else
        fprintf(out, "%d to %d", u->min, u->max);
    if (u->max != 1 && u->max != 0)
        fputs(", all different", out);
}

static void print_uses(FILE *out, const card *c, const target_use *list, const char *indent)
{
    unsigned k = 0;
    for (const target_use *u = list; u; u = u->next, k++) {
        fprintf(out, "%s%u. %s: ", indent, k + 1, u->text);
        print_count(out, u);
        if (sema_target_says_other(c, u))
            fputs(k > 0 ? "; not this card nor one an earlier use took (\"another\")"
                        : "; not this card (\"another\")", out);
        else if (k > 0)
            fputs("; may be one an earlier use took", out);
        fprintf(out, " [%u:%u]\n", source_line(c->src, u->range.begin), source_column(c->src, u->range.begin));
    }
}

/* "2 uses of \"target\"", or "no target". */
static void print_total(FILE *out, const target_use *u)
{
    unsigned n = 0;
    for (; u; u = u->next)
        n++;
    if (n)
        fprintf(out, "%u use%s of \"target\"\n", n, n == 1 ? "" : "s");
    else
        fputs("no target\n", out);
}

static void explain_ability(FILE *out, const card *c, const ability *ab, unsigned number)
{
    fprintf(out, "  ability %u, %s (line %u): ", number, ability_kind_name(ab->kind),
            source_line(c->src, ab->range.begin));
    print_total(out, ab->targets);
    print_uses(out, c, ab->targets, "    ");
    unsigned m = 0;
    for (const ability *mode = ab->modes; mode; mode = mode->next) {
        fprintf(out, "    mode %u (line %u): ", ++m, source_line(c->src, mode->range.begin));
        print_total(out, mode->targets);
        print_uses(out, c, mode->targets, "      ");
    }
}

void explain_targets(FILE *out, const card *c)
{
    fprintf(out, "%s (%s:%u)\n", c->name ? c->name : "?", c->src->name, source_line(c->src, c->header_range.begin));
    if (c->header_errors || c->text_errors) {
        fputs("  not read whole (see the errors)\n", out);
        return;
    }
    if (card_has_subtype(c, "Aura") && c->spell_targets) {
        fputs("  Aura spell: what its enchant ability names (CR 415.3)\n", out);
        print_uses(out, c, c->spell_targets, "    ");
    }
    unsigned k = 0;
    for (const ability *ab = c->abilities; ab; ab = ab->next)
        explain_ability(out, c, ab, ++k);
}
