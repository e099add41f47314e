/* ast.c — node construction and the kind table. */
#include <string.h>

#include "ast.h"

static const struct {
    const char *name;
    const char *field[3];
} kinds[] = {
#define NODE(id, name, a, b, c) { name, { a, b, c } },
#include "ast.def"
#undef NODE
};

const char *node_kind_name(node_kind k)
{
    return k < NODE_KIND_COUNT ? kinds[k].name : "?";
}

const char *ability_kind_name(ability_kind k)
{
    static const char *const names[] = {
        [AB_KEYWORD] = "keyword", [AB_SPELL] = "spell", [AB_ACTIVATED] = "activated",
        [AB_TRIGGERED] = "triggered", [AB_STATIC] = "static",
    };
    return (unsigned)k < sizeof names / sizeof *names ? names[k] : "?";
}

const char *node_field_name(node_kind k, int field)
{
    return k < NODE_KIND_COUNT && field >= 0 && field < 3 ? kinds[k].field[field] : NULL;
}

const char *form_name(form_bits bit)
{
    static const struct {
        unsigned bit;
        const char *name;
    } forms[] = {
#define FORM(id, b, name) { b, name },
#include "form.def"
#undef FORM
    };
    for (size_t i = 0; i < sizeof forms / sizeof *forms; i++)
        if (bit == (form_bits)1 << forms[i].bit)
            return forms[i].name;
    return NULL;
}

node *node_new(arena *a, node_kind k, src_range r)
{
    node *n = arena_alloc_raw(a, sizeof *n);
    memset(n, 0, sizeof *n);
    n->kind = k;
    n->range = r;
    return n;
}

node *list_new(arena *a, src_range r)
{
    return node_new(a, N_LIST, r);
}

node *list_append(node *list, node *item)
{
    if (!item)
        return list;
    item->next = NULL;
    if (list->last)
        list->last->next = item;
    else
        list->a = item;
    list->last = item;
    if (list->range.end < item->range.end)
        list->range.end = item->range.end;
    if (list->range.begin > item->range.begin || list->range.begin == list->range.end)
        list->range.begin = item->range.begin;
    return list;
}
