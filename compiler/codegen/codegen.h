/* codegen.h — the LLVM back end: checked cards in, native code out.
 *
 * Each card becomes a constant cardrt_card_def (its printed characteristics,
 * target slots) and native functions: the resolution of its spell ability
 * and a legality test per target slot, which call libcardrt's public API
 * only.  A module also carries a registry of its cards:
 *     const struct { unsigned abi, count; const cardrt_card_def *const *cards; }
 *         cardc_registry;
 * (a cardrt_registry; cardc -fregistry-name=NAME names it otherwise).
 * A construct that parses but that the code generator does not support yet
 * is an error naming it, never a silent no-op.  Only codegen.c includes the
 * LLVM headers. */
#ifndef CARDC_CODEGEN_H
#define CARDC_CODEGEN_H

#include <stdbool.h>

#include "card.h"
#include "diag.h"

typedef enum cg_output {
    CG_OBJECT,          /* -c */
    CG_ASSEMBLY,        /* -S */
    CG_LLVM_IR,         /* -emit-llvm -S */
    CG_BITCODE,         /* -emit-llvm -c */
} cg_output;

typedef struct codegen codegen;

/* NULL if LLVM cannot target this machine (reported to DIAG). */
codegen *codegen_new(const char *module_name, diag_engine *diag);
void codegen_free(codegen *cg);

/* Compile C into the module.  False when the card has a construct the code
 * generator does not support yet; REPORT says whether to say so (an error
 * at the construct; every card left out has one).  The module is unchanged
 * then.  After codegen_jit the card is only checked. */
bool codegen_card(codegen *cg, const card *c, bool report);

/* Optimise at OPT_LEVEL (0-3), verify, and write the module to PATH ("-" is
 * standard output).  Returns 0, or -1 after reporting why not. */
int codegen_emit(codegen *cg, cg_output out, int opt_level, const char *path);

/* Compile the module in this process (ORC LLJIT) and return the address of
 * its registry (a cardrt_registry), or NULL after reporting why not.  The
 * code lives as long as CG.  The process must export libcardrt's symbols. */
const void *codegen_jit(codegen *cg, int opt_level);

/* The registry's symbol: CODEGEN_REGISTRY_NAME, or NAME (a C identifier,
 * which CG does not copy) when set before any card is compiled.  The card
 * definitions a part exports (see codegen_new_part) are named after it. */
#define CODEGEN_REGISTRY_NAME "cardc_registry"
void codegen_set_registry_name(codegen *cg, const char *name);
const char *codegen_registry_name(const codegen *cg);

/* Compiling one output in parts, in parallel (cardc -j): part PART (from 1)
 * of the module MODULE_NAME exports its card definitions (with hidden
 * visibility) and has no registry; part 0 is made with codegen_new, and
 * codegen_add_part lists the COUNT cards of each other part in its
 * registry, after its own. */
codegen *codegen_new_part(const char *module_name, unsigned part, diag_engine *diag);
unsigned codegen_card_count(const codegen *cg);
bool codegen_add_part(codegen *cg, unsigned part, unsigned count);

#endif
