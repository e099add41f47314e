/* dump.h — --dump-ast: one JSON object per card face (docs/ast.md). */
#ifndef CARDC_DUMP_H
#define CARDC_DUMP_H

#include <stdio.h>

#include "card.h"

void dump_card(FILE *out, const card *c);
/* One node and the tree under it, as --dump-ast writes it. */
void dump_ast(FILE *out, const source_file *src, const node *n);

#endif
