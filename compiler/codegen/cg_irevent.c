/* cg_irevent.c — trigger events compiled from the card IR (cg.h): the
 * match function's test of an event family from its ir_trigger (docs/ir.md,
 * `trigger`: the event, its parts' selections, zones and controllers), not
 * from the words of the trigger condition.  cg_event.c dispatches to it and
 * still reads the families not moved yet from their words. */
#include "cg.h"
#include "cg_fx.h"

static LLVMValueRef eq(unit *u, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildICmp(u->b, LLVMIntEQ, a, b, "");
}

static LLVMValueRef all(unit *u, LLVMValueRef a, LLVMValueRef b)
{
    return a && b ? LLVMBuildAnd(u->b, a, b, "") : NULL;
}

LLVMValueRef cg_ir_event_object(unit *u, LLVMValueRef obj, const ir_sel *s)
{
    codegen *cg = u->cg;
    switch (s->kind) {
    case IR_SEL_DELAYED_LINK:       /* "When that creature (target creature) dies this turn" (CR 603.7c) */
        return cg_call(u, "cardrt_trigger_linked", cg->i1, (LLVMValueRef[]){ cg_game(u), obj }, 2);
    case IR_SEL_SELF:               /* "When you cycle Test or it dies" */
        return eq(u, obj, cg_src(u));
    case IR_SEL_COMMANDER: {        /* "Whenever your commander attacks": a commander you own (CR 903.3) */
        LLVMValueRef a[] = { cg_game(u), obj };
        LLVMValueRef is = cg_call(u, "cardrt_is_commander", cg->i1, a, 2);
        return all(u, is, eq(u, cg_call(u, "cardrt_owner", cg->i32, a, 2), cg_you(u)));
    }
    case IR_SEL_AND: {              /* "Test or another Ally": either */
        LLVMValueRef r = cg_i1(cg, false);
        for (unsigned i = 0; i < s->nparts && r; i++) {
            LLVMValueRef one = cg_ir_event_object(u, obj, s->parts[i]);
            r = one ? LLVMBuildOr(u->b, r, one, "") : NULL;
        }
        return r;
    }
    case IR_SEL_ATTACHED: {         /* what this Aura or Equipment is on, or was on until it left (CR 603.10a) */
        LLVMValueRef a[] = { cg_game(u), cg_src(u), obj };
        return cg_call(u, "cardrt_was_attached_to", cg->i1, a, 3);
    }
    case IR_SEL_ALL:                /* "a creature you control", "another creature" */
        return cg_ir_object_test(u, obj, s->filter);
    default:
        return cg_unsupported_at(u, s->range, "this trigger event"), NULL;
    }
}

/* The object of a zone change the card IR's event T (enters, dies, leaves,
 * enters or leaves the battlefield) says, at the event EVP of kind KIND;
 * OBJ its object.  "enters the battlefield untapped" is asked of it there,
 * into *DURING; "from your graveyard" of its owner; "under an opponent's
 * control" of its controller once there. */
static LLVMValueRef zone_change(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t,
                                LLVMValueRef *during)
{
    codegen *cg = u->cg;
#define FIELD(member) cg_ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef r;
    if (t->event == IR_EV_ENTERS_OR_LEAVES) {   /* "When Test enters or leaves the battlefield" */
        LLVMValueRef to_bf = eq(u, FIELD(to), cg_i32(cg, CARDRT_BATTLEFIELD));
        LLVMValueRef from_bf = eq(u, FIELD(from), cg_i32(cg, CARDRT_BATTLEFIELD));
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE)), LLVMBuildXor(u->b, to_bf, from_bf, ""));
        return all(u, r, cg_ir_event_object(u, FIELD(object), t->who));
    }
    bool enters = t->event == IR_EV_ENTERS, dies = t->event == IR_EV_DIES;
    bool from = enters && t->from != IR_ZONE_ANY;   /* "enters the battlefield from a graveyard" */
    LLVMValueRef obj = FIELD(object);
    if (t->untapped) {
        LLVMValueRef a[] = { cg_game(u), obj };
        *during = all(u, *during, LLVMBuildNot(u->b, cg_call(u, "cardrt_is_tapped", cg->i1, a, 2), ""));
    }
    r = eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE));
    if (enters)
        r = all(u, r, eq(u, FIELD(to), cg_i32(cg, CARDRT_BATTLEFIELD)));
    if (from)
        r = all(u, r, eq(u, FIELD(from), cg_i32(cg, cg_rt_zone(t->from))));
    if (from && t->into_owner == IR_CTRL_YOU) {     /* "from your graveyard": a card you own */
        LLVMValueRef a[] = { cg_game(u), obj };
        r = all(u, r, eq(u, cg_call(u, "cardrt_owner", cg->i32, a, 2), cg_you(u)));
    }
    if (!enters)
        r = all(u, r, eq(u, FIELD(from), cg_i32(cg, CARDRT_BATTLEFIELD)));
    if (dies) {
        r = all(u, r, eq(u, FIELD(to), cg_i32(cg, CARDRT_GRAVEYARD)));
        LLVMValueRef types = LLVMBuildAnd(u->b, FIELD(types_before), cg_i32(cg, CARDRT_CREATURE), "");
        r = all(u, r, LLVMBuildICmp(u->b, LLVMIntNE, types, cg_i32(cg, 0), ""));
    } else if (!enters) {
        r = all(u, r, LLVMBuildICmp(u->b, LLVMIntNE, FIELD(to), cg_i32(cg, CARDRT_BATTLEFIELD), ""));
    }
    r = all(u, r, cg_ir_event_object(u, obj, t->who));
    if (r && t->under != IR_CTRL_ANY) {     /* "under your (an opponent's) control" */
        LLVMValueRef a[] = { cg_game(u), obj };
        LLVMValueRef c = cg_call(u, "cardrt_controller", cg->i32, a, 2);
        r = all(u, r, t->under == IR_CTRL_YOU ? eq(u, c, cg_you(u)) : cg_controller_is(u, c, t->under));
    }
#undef FIELD
    return r;
}

LLVMValueRef cg_ir_event_test(unit *u, LLVMValueRef evp, LLVMValueRef kind, const ir_trigger *t, LLVMValueRef *during)
{
    switch (t->event) {
    case IR_EV_ENTERS: case IR_EV_DIES: case IR_EV_LEAVES: case IR_EV_ENTERS_OR_LEAVES:
        return zone_change(u, evp, kind, t, during);
    default:
        return cg_unsupported_at(u, t->range, "this trigger event"), NULL;
    }
}

bool cg_ir_event_family(ir_event e)
{
    return e == IR_EV_ENTERS || e == IR_EV_DIES || e == IR_EV_LEAVES || e == IR_EV_ENTERS_OR_LEAVES;
}
