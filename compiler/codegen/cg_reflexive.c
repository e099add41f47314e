/* cg_reflexive.c — reflexive triggered abilities (cg.h, CR 603.12): "You
 * may pay {1}. When you do, ...", an ability of its own that triggers only
 * if the instruction before it was done. */
#include "cg.h"
#include "cg_fx.h"
#include "meaning.h"

/* A pronoun in N that names something outside it, the source and the
 * event: what the ability before it acted on; NULL if none does. */
static const node *refers_outside(const unit *u, const node *root, const node *n)
{
    for (; n; n = n->next) {
        if (n->kind == N_PRONOUN && n->refers && !ir_within(root, n->refers) && !ir_within(u->event, n->refers)
            && !is_self(n->refers))
            return n;
        const node *r = refers_outside(u, root, n->a);
        if (r || (r = refers_outside(u, root, n->b)) || (r = refers_outside(u, root, n->c)))
            return r;
    }
    return NULL;
}

/* "You may pay {1}. When you do, ~ deals 2 damage to target creature": a
 * reflexive triggered ability (CR 603.12), which triggers only if the
 * controller did (DID); it goes on the stack after this one has resolved, its
 * targets chosen then, and resolves on its own (cardrt_fx_reflexive).  What
 * it says of the source and of this ability's event it says of them then;
 * a pronoun for what this ability acted on is refused (not linked yet). */
bool cg_reflexive(unit *u, const node *body, LLVMValueRef did)
{
    codegen *cg = u->cg;
    const node *outside = refers_outside(u, body, body);
    if (outside)
        return cg_unsupported(u, outside, "a pronoun in a reflexive ability for what the ability before it acted on");
    cg_slots slots;
    cg_save_slots(u, &slots);
    unsigned n;
    uint64_t paid = u->paid_costs;
    u->paid_costs = 0;          /* "the sacrificed creature": this ability's cost, not its */
    int among = u->among_sel, taken = u->taken_sel;     /* "from among them" before it, for after */
    LLVMValueRef among_fn = u->among_fn;
    LLVMValueRef specs = cg_reflexive_specs(u, body, &n), fn = NULL;
    if (specs) {
        node one = *body;       /* its sentence, as a list of one */
        one.next = NULL;
        node list = { .kind = N_LIST, .a = &one, .last = &one, .range = body->range };
        fn = cg_effect_fn(u, (const node *const[]){ &list }, 1, NULL, 0);
    }
    cg_restore_slots(u, &slots);
    u->paid_costs = paid;
    u->among_sel = among;
    u->taken_sel = taken;
    u->among_fn = among_fn;
    if (!fn)
        return false;
    LLVMValueRef null = LLVMConstNull(cg->ptr);
    LLVMValueRef f[] = { cg_cstring(u, cg_text(u, body->range)), null, null, specs, cg_i32(cg, (int)n), fn,
                         cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, CARDRT_BATCH_NONE),
                         cg_i32(cg, 0), LLVMConstInt(cg->i8, 0, 0) };
    LLVMValueRef def = cg_const_global(u, cg_trigger_struct(cg, f, NULL), "cardc.reflexive");
    LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "then");
    LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "cont");
    LLVMBuildCondBr(u->b, did, then, cont);
    LLVMPositionBuilderAtEnd(u->b, then);
    ctx_call(u, "cardrt_fx_reflexive", cg->i32, (LLVMValueRef[]){ def }, 1);
    LLVMBuildBr(u->b, cont);
    LLVMPositionBuilderAtEnd(u->b, cont);
    return true;
}
