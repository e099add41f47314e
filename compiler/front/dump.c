/* dump.c — the AST as JSON Lines.  Field names come from ast.def, so the
 * dumper never drifts from the node kinds. */
#include "dump.h"

#include "json.h"

static void dump_text(FILE *out, const source_file *src, src_range r)
{
    jsonw_string(out, src->text + r.begin, r.end - r.begin);
}

static void dump_strings(FILE *out, const char *const *list, unsigned n)
{
    putc('[', out);
    for (unsigned i = 0; i < n; i++) {
        if (i)
            putc(',', out);
        jsonw_cstring(out, list[i]);
    }
    putc(']', out);
}

static void dump_node(FILE *out, const source_file *src, const node *n);

static void dump_list(FILE *out, const source_file *src, const node *l)
{
    putc('[', out);
    for (const node *i = l ? l->a : NULL; i; i = i->next) {
        dump_node(out, src, i);
        if (i->next)
            putc(',', out);
    }
    putc(']', out);
}

static void dump_node(FILE *out, const source_file *src, const node *n)
{
    if (!n) {
        fputs("null", out);
        return;
    }
    if (n->kind == N_LIST && !n->text) {
        dump_list(out, src, n);
        return;
    }
    fprintf(out, "{\"node\":\"%s\"", n->kind == N_LIST ? "join" : node_kind_name(n->kind));
    if (n->text) {
        fputs(",\"value\":", out);
        jsonw_cstring(out, n->text);
    }
    if (n->kind == N_LIST) {
        fputs(",\"items\":", out);
        dump_list(out, src, n);
    }
    if (n->kind == N_TARGET) {
        if (n->lo == -2)
            fputs(",\"min\":\"X\",\"max\":", out);
        else
            fprintf(out, ",\"min\":%d,\"max\":", n->lo);
        if (n->hi < 0)
            fputs(n->hi == -2 ? "\"X\"" : "null", out);
        else
            fprintf(out, "%d", n->hi);
    }
    if (n->kind != N_WORD) {
        fputs(",\"text\":", out);
        dump_text(out, src, n->range);
    }
    if (n->kind != N_WORD && (n->form & FORM_PAST))
        fputs(",\"tense\":\"past\"", out);
    if (n->kind != N_WORD && (n->form & FORM_BECOME))
        fputs(",\"linking\":\"become\"", out);
    /* the rest of the written form (a verb's tense and "become" are said above) */
    form_bits form = n->kind == N_WORD ? n->form : n->form & ~(FORM_PAST | FORM_BECOME);
    unsigned k = 0;
    for (form_bits bit = 1; form; bit <<= 1) {
        if (!(form & bit))
            continue;
        form &= ~bit;
        fputs(k++ ? "," : ",\"form\":[", out);
        jsonw_cstring(out, form_name(bit));
        if (!form)
            putc(']', out);
    }
    if (n->lossy)
        fputs(",\"partial\":true", out);
    if (n->implied)
        fputs(",\"implied\":true", out);
    const node *kids[3] = { n->a, n->b, n->c };
    for (int i = 0; i < 3; i++) {
        const char *f = node_field_name(n->kind, i);
        if (!f || !kids[i])
            continue;
        fprintf(out, ",\"%s\":", f);
        dump_node(out, src, kids[i]);
    }
    if (n->kind == N_PRONOUN) {
        fputs(",\"refers_to\":", out);
        if (n->refers)
            dump_text(out, src, n->refers->range);
        else
            fputs("null", out);
    }
    if (n->ambiguous)       /* a pronoun sema could not bind, or a tie (syn_merge) */
        fputs(",\"ambiguous\":true", out);
    putc('}', out);
}

void dump_ast(FILE *out, const source_file *src, const node *n)
{
    dump_node(out, src, n);
}

static void dump_targets(FILE *out, const source_file *src, const target_use *t)
{
    putc('[', out);
    for (; t; t = t->next) {
        if (t->min == -2)
            fputs("{\"min\":\"X\",\"max\":", out);
        else
            fprintf(out, "{\"min\":%d,\"max\":", t->min);
        if (t->max == -1)
            fputs("null", out);
        else if (t->max == -2)
            fputs("\"X\"", out);
        else
            fprintf(out, "%d", t->max);
        fputs(",\"text\":", out);
        jsonw_cstring(out, t->text);
        fputs(",\"at\":", out);
        dump_text(out, src, t->range);
        putc('}', out);
        if (t->next)
            putc(',', out);
    }
    putc(']', out);
}

static void dump_ability(FILE *out, const source_file *src, const ability *ab)
{
    fprintf(out, "{\"kind\":\"%s\",\"text\":", ability_kind_name(ab->kind));
    dump_text(out, src, ab->range);
    if (ab->label) {
        fputs(",\"label\":", out);
        jsonw_cstring(out, ab->label);
    }
    if (ab->name) {
        fputs(",\"name\":", out);
        jsonw_cstring(out, ab->name);
    }
    if (ab->leads) {
        fputs(",\"leads\":", out);
        jsonw_cstring(out, ab->leads);
    }
    if (ab->loyalty)
        fputs(",\"loyalty\":true", out);
    if (ab->defines) {
        fputs(",\"defines\":", out);
        jsonw_cstring(out, ab->defines->text);
    }
    fputs(",\"targets\":", out);
    dump_targets(out, src, ab->targets);
    const node *ast = ab->ast;
    if (ast->a) {
        fprintf(out, ",\"%s\":", ab->kind == AB_TRIGGERED ? "trigger" : "cost");
        dump_node(out, src, ast->a);
    }
    if (ast->c) {
        fputs(",\"condition\":", out);
        dump_node(out, src, ast->c);
    }
    fprintf(out, ",\"%s\":", ab->kind == AB_KEYWORD ? "keywords" : "effect");
    dump_node(out, src, ast->b);
    if (ab->modes) {
        fputs(",\"modes\":[", out);
        for (const ability *m = ab->modes; m; m = m->next) {
            dump_ability(out, src, m);
            if (m->next)
                putc(',', out);
        }
        putc(']', out);
    }
    putc('}', out);
}

void dump_card(FILE *out, const card *c)
{
    const source_file *src = c->src;
    fputs("{\"name\":", out);
    jsonw_cstring(out, c->name);
    fprintf(out, ",\"line\":%u,\"mana_cost\":", source_line(src, c->header_range.begin));
    jsonw_cstring(out, c->mana_cost);
    fputs(",\"colors\":[", out);
    static const char letters[] = "WUBRG";
    int first = 1;
    for (int i = 0; i < 5; i++)
        if (c->colors & (1u << i)) {
            fprintf(out, "%s\"%c\"", first ? "" : ",", letters[i]);
            first = 0;
        }
    fputs("],\"supertypes\":", out);
    dump_strings(out, c->supertypes, c->nsupertypes);
    fputs(",\"types\":", out);
    dump_strings(out, c->types, c->ntypes);
    fputs(",\"subtypes\":", out);
    dump_strings(out, c->subtypes, c->nsubtypes);
    fputs(",\"power\":", out);
    jsonw_cstring(out, c->power);
    fputs(",\"toughness\":", out);
    jsonw_cstring(out, c->toughness);
    fputs(",\"loyalty\":", out);
    jsonw_cstring(out, c->loyalty);
    fputs(",\"defense\":", out);
    jsonw_cstring(out, c->defense);
    fprintf(out, ",\"parsed\":%s", c->header_errors || c->text_errors ? "false" : "true");
    fputs(",\"spell_targets\":", out);
    dump_targets(out, src, c->spell_targets);
    fputs(",\"abilities\":[", out);
    for (const ability *ab = c->abilities; ab; ab = ab->next) {
        dump_ability(out, src, ab);
        if (ab->next)
            putc(',', out);
    }
    fputs("]}\n", out);
}
