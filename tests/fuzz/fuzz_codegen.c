/* fuzz_codegen.c — libFuzzer target: a card file through the front end,
 * then every card without errors lowered and compiled into a scratch LLVM
 * module, as `cardc --stats` does (no object is emitted: LLVM's own passes
 * are not what is tested, and they are slow). */
#include <stddef.h>
#include <stdint.h>

#include "codegen.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_front f;
    front_file ff;
    fuzz_front_begin(&f, data, size, &ff);
    codegen *cg = ff.nparsed ? codegen_new("fuzz", f.fe.diag) : NULL;
    for (const card *c = ff.cards; cg && c; c = c->next)
        if (c->header_errors == 0 && c->text_errors == 0)
            codegen_card(cg, c, true);
    codegen_free(cg);
    fuzz_front_end(&f);
    return 0;
}
