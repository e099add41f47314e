/* cg_trigger.c — triggered abilities (cg.h): their definitions (how events
 * at once trigger them, an intervening "if", a Saga's chapters, "only once
 * each turn"), the delayed ones a resolving sentence makes, those linked to
 * exerting, and delayed triggered abilities (reflexive ones:
 * cg_reflexive.c).  The events they wait for: cg_event.c. */
#include "cg.h"
#include "cg_fx.h"
#include "meaning.h"
#include "parser.h"
#include "syntax.h"

cardrt_step cg_step_of(ir_step st)
{
    static const cardrt_step steps[] = {
        [IR_STEP_UPKEEP] = CARDRT_STEP_UPKEEP, [IR_STEP_END] = CARDRT_STEP_END,
        [IR_STEP_DRAW] = CARDRT_STEP_DRAW, [IR_STEP_COMBAT] = CARDRT_STEP_BEGIN_COMBAT,
        [IR_STEP_END_COMBAT] = CARDRT_STEP_END_COMBAT, [IR_STEP_MAIN] = CARDRT_STEP_MAIN,
        [IR_STEP_MAIN2] = CARDRT_STEP_MAIN2, [IR_STEP_DECLARE_ATTACKERS] = CARDRT_STEP_DECLARE_ATTACKERS,
        [IR_STEP_DECLARE_BLOCKERS] = CARDRT_STEP_DECLARE_BLOCKERS,
    };
    return steps[st];
}

/* How events happening at once trigger the ability of trigger TR (CR
 * 603.2c): damage dealt at once (one event: a combat damage step, CR
 * 510.2), "Test deals combat damage" once for Test, "one or more creatures
 * you control deal combat damage to a player" once for each player, "Test
 * is dealt damage" once for Test; "a creature deals combat damage to a
 * player" once for each creature and player, as each event does; "one or
 * more cards leave your graveyard" (enter, are put into a graveyard, are
 * exiled), "you roll one or more dice" once for those one action moves or
 * rolls; "a +1/+1 counter is put on ~" once for each counter.  A
 * state-triggered ability is asked of the game's state (CR 603.8). */
int cg_ir_trigger_batch(const ir_trigger *tr)
{
    if (tr->event == IR_EV_STATE)
        return CARDRT_BATCH_STATE;
    if (tr->or)
        return CARDRT_BATCH_NONE;
    switch (tr->event) {
    case IR_EV_LEAVES_GRAVEYARD: case IR_EV_MOVED: case IR_EV_ENTERS: case IR_EV_PUT:
        return tr->one_or_more ? CARDRT_BATCH_AT_ONCE : CARDRT_BATCH_NONE;
    case IR_EV_ROLLS_DICE:
        return CARDRT_BATCH_AT_ONCE;
    case IR_EV_COUNTERS_PUT: case IR_EV_COUNTERS_REMOVED:
        return tr->each_counter ? CARDRT_BATCH_EACH : CARDRT_BATCH_NONE;
    case IR_EV_DEALT_DAMAGE: case IR_EV_DEALT_COMBAT_DAMAGE: case IR_EV_DEALT_NONCOMBAT_DAMAGE:
        return tr->at_least ? CARDRT_BATCH_NONE : CARDRT_BATCH_TARGET;     /* "by a single source" */
    case IR_EV_DEALS_DAMAGE: case IR_EV_DEALS_COMBAT_DAMAGE: case IR_EV_DEALS_NONCOMBAT_DAMAGE:
        /* "deals damage to one or more creatures": once for it */
        return tr->one_or_more ? CARDRT_BATCH_TARGET
             : (!tr->to && !tr->during && !tr->at_least) || (tr->to_one_or_more && !tr->what) ? CARDRT_BATCH_SOURCE
             : CARDRT_BATCH_NONE;
    default:
        return CARDRT_BATCH_NONE;
    }
}

/* The statements of EFFECTS but its last, "This ability triggers only once
 * each turn" (ir_triggers_once_each_turn), or EFFECTS itself when its
 * last says something else. */
static const node *without_once_each_turn(unit *u, const node *effects)
{
    const node *last = effects ? effects->a : NULL;
    while (last && last->next)
        last = last->next;
    if (!ir_triggers_once_each_turn(last) || last == effects->a)
        return effects;
    node *list = list_new(u->arena, effects->range);
    for (const node *s = effects->a; s != last; s = s->next) {
        node *copy = node_new(u->arena, s->kind, s->range);
        *copy = *s;
        list_append(list, copy);
    }
    return list;
}

/* "III — Whenever an Elf you control attacks this turn, ...": the chapter
 * ability of the chapter numbers CHAPTERS that makes, as it resolves, the
 * delayed triggered ability lasting the turn (once: "When you cast your
 * next creature spell this turn"), CR 714.2b, 603.7b. */
static LLVMValueRef chapter_turn_trigger(unit *u, const ability *ab, unsigned chapters)
{
    codegen *cg = u->cg;
    const ability *delayed = ir_chapter_turn_trigger_of(u->arena, u->c, ab);
    if (!delayed)
        return cg_no_ir(u, ab), NULL;
    LLVMValueRef def = cg_trigger_def(u, delayed);
    if (!def)
        return NULL;
    def = cg_const_global(u, def, "cardc.turn_trigger");
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.effect", &save);
    cg_call(u, ir_turn_trigger_once(delayed) ? "cardrt_fx_next_trigger" : "cardrt_fx_turn_trigger", cg->i32,
            (LLVMValueRef[]){ u->ctx_arg, def }, 2);
    LLVMValueRef fn = cg_end_fn(u, NULL, &save), null = LLVMConstNull(cg->ptr);
    LLVMValueRef f[] = { cg_cstring(u, cg_text(u, ab->range)), cg_chapter_match_fn(u, chapters), null, null,
                         cg_i32(cg, 0), fn, cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0),
                         cg_i32(cg, CARDRT_BATCH_NONE), cg_i32(cg, (long long)chapters), LLVMConstInt(cg->i8, 0, 0) };
    return cg_trigger_struct(cg, f, NULL);
}

/* The triggered ability in quotes at AB's words a `become` instruction of
 * the card gives ("~ becomes a 3/3 Illusion creature with flying and \"At
 * the beginning of your upkeep, ...\""), or cg_ir_trigger_of's; NULL if
 * none. */
static const ir_ability *trigger_ir(unit *u, const ability *ab)
{
    const ir_ability *ia = cg_ir_trigger_of(u, ab);
    for (const ir_ability *i = u->ir && !ia ? u->ir->abilities : NULL; i; i = i->next)
        for (const ir_instr *in = i->body; in; in = in->next)
            for (const ir_ability *g = in->becomes ? in->becomes->abilities : NULL; g; g = g->next)
                if (g->kind == IR_AB_TRIGGERED && g->range.begin == ab->range.begin && g->range.end == ab->range.end)
                    return g;
    return ia;
}

/* A triggered ability, a Saga's chapter ability (its IR trigger says
 * which chapters), or a dungeon's room (ir_is_room). */
LLVMValueRef cg_trigger_def(unit *u, const ability *ab)
{
    codegen *cg = u->cg;
    const node *effects = without_once_each_turn(u, ab->ast->b);
    bool once = effects != ab->ast->b;
    /* from its card IR; an ability in quotes that lowering refused
     * ("... sacrifice Veiled Apparition unless ...") from its words */
    const ir_ability *ia = trigger_ir(u, ab);
    int batch = ia && ia->trigger ? cg_ir_trigger_batch(ia->trigger) : cg_trigger_batch(u->arena, ab->ast->a);
    if (once && batch != CARDRT_BATCH_NONE && batch != CARDRT_BATCH_AT_ONCE && batch != CARDRT_BATCH_EACH)
        return cg_unsupported(u, ab->ast, "'triggers only once each turn' of damage dealt at once"), NULL;
    LLVMValueRef condition = LLVMConstNull(cg->ptr);
    if (ab->ast->a && ab->ast->a->kind == N_TRIGGER && ab->ast->a->b)
        return cg_no_ir(u, ab), NULL;   /* "attacks while saddled": refused where it lowers */
    /* a Saga's chapter ability ("I, II — ..."): its chapter numbers from
     * its card IR only (lowering refuses "III — Whenever ... this turn") */
    unsigned chapters = 0;
    if (ir_chapters_of(ab->label)) {
        const ir_ability *chapter = cg_ir_of(u, ab);
        if (!chapter)
            return cg_no_ir(u, ab), NULL;
        chapters = chapter->trigger->chapters;
    }
    if (chapters && ab->kind == AB_TRIGGERED)   /* "III — Whenever ... this turn, ..." */
        return chapter_turn_trigger(u, ab, chapters);
    /* a dungeon's room (CR 309.4c): its number and the rooms it leads to,
     * from its card IR; the runtime triggers it (no match function) */
    LLVMValueRef room = NULL;
    if (ir_is_room(u->c, ab)) {
        if (!ia)
            return cg_no_ir(u, ab), NULL;
        LLVMValueRef r[] = { cg_cstring(u, ia->trigger->room_name), cg_i32(cg, ia->trigger->room),
                             cg_i32(cg, ia->trigger->leads) };
        room = cg_const_global(u, LLVMConstNamedStruct(cg->room_ty, r, 3), "cardc.room");
    }
    /* "When ..., if ..., ...": an intervening "if" (CR 603.4), checked as it
     * triggers and as it resolves; it covers every sentence after it ("if
     * ..., A. B."), unless one says what happens "otherwise".  "When ...,
     * A if ..." is no intervening "if": A's own condition. */
    const node *first = chapters || room ? NULL : ir_intervening_if(effects);
    for (const ir_refusal *r = u->ir ? u->ir->refused : NULL; r; r = r->next)
        if ((r->what == ir_other_than_named && r->range.begin == ab->range.begin)   /* than the blocker */
            || (first && r->what == ir_other_than_event && r->range.begin == first->a->range.begin))
            return cg_no_ir(u, ab), NULL;       /* "other" than the entering Mountain */
    if (first) {
        u->event = ab->ast->a ? ab->ast->a->a : NULL;
        u->trigger_if = true;
        condition = cg_holds_fn(u, first->a);
        u->trigger_if = false;
        u->event = NULL;
        if (!condition)
            return NULL;
        node *body = node_new(u->arena, first->b->kind, first->b->range);
        *body = *first->b;
        node *list = list_append(list_new(u->arena, first->range), body);
        body->next = (node *)first->next;
        while (list->last->next)
            list->last = list->last->next;
        effects = list;
    }
    u->once_each_turn = once;
    u->at_once = batch == CARDRT_BATCH_AT_ONCE;
    LLVMValueRef match = room       ? LLVMConstNull(cg->ptr)
                       : chapters ? cg_chapter_match_fn(u, chapters)
                       : cg_trigger_match_fn(u, ab->ast->a, ia ? ia->trigger : NULL);
    u->once_each_turn = u->at_once = false;
    const node *modes[16];
    unsigned nmodes;
    int min, max;
    if (!match || !cg_modes_of(u, ab, modes, &nmodes, &min, &max))
        return NULL;
    unsigned n;
    u->event = ab->ast->a ? ab->ast->a->a : NULL;     /* "target creature with that spell's mana value" */
    LLVMValueRef specs = cg_target_specs(u, ab, &n);
    if (!specs)
        return u->event = NULL, NULL;
    u->in_ability = true;
    u->paid_costs = 0;
    u->short_of = first ? first->a : NULL;      /* "... draw cards equal to the difference" */
    LLVMValueRef fn = cg_effect_fn(u, (const node *const[]){ effects }, 1, modes, nmodes);
    u->short_of = NULL;
    u->in_ability = false;
    u->event = NULL;
    if (!fn)
        return NULL;
    unsigned zones = 0;     /* a chapter ability's Saga is on the battlefield; a room's dungeon in no zone */
    if (!chapters && !room && !cg_trigger_zones(u, ab, &zones))
        return NULL;
    LLVMValueRef f[] = { cg_cstring(u, cg_text(u, ab->range)), match, condition, specs, cg_i32(cg, n), fn,
                         cg_i32(cg, zones), cg_i32(cg, nmodes), cg_i32(cg, min), cg_i32(cg, max),
                         cg_i32(cg, once ? CARDRT_BATCH_ONCE_EACH_TURN : batch), cg_i32(cg, (long long)chapters),
                         LLVMConstInt(cg->i8, ia && ia->trigger && cg_ir_mana_trigger(ia->trigger, n), 0) };
    return cg_trigger_struct(cg, f, room);
}

/* "Whenever a creature dies this turn, you gain 1 life" (S), a sentence of
 * a resolving spell or ability: it makes the delayed triggered ability
 * TURN, which triggers each time until the cleanup step (CR 603.7b;
 * cardrt_fx_turn_trigger), compiled as a triggered ability of the card. */
bool cg_sentence_turn_trigger(unit *u, const node *s, const ability *turn, const node *outside, const node *linked)
{
    if (outside)
        return cg_unsupported(u, outside, arena_printf(u->arena, "'%s' in a delayed triggered ability",
                                                       cg_text(u, outside->range)));
    if (!u->ctx_arg || u->static_condition)
        return cg_unsupported(u, s, "a delayed triggered ability here");
    int to = linked ? cg_sel_of(u, linked) : -1;    /* the objects it is linked to, now (CR 603.7c) */
    if (linked && to < 0)
        return false;
    cg_slots slots;
    cg_save_slots(u, &slots);
    bool in_ability = u->in_ability;
    const node *event = u->event;
    uint64_t paid = u->paid_costs;
    int among = u->among_sel, taken = u->taken_sel;
    LLVMValueRef among_fn = u->among_fn;
    unsigned chose = u->chose;
    u->linked = linked;
    LLVMValueRef def = cg_trigger_def(u, turn);
    u->linked = NULL;
    cg_restore_slots(u, &slots);
    u->in_ability = in_ability;
    u->event = event;
    u->paid_costs = paid;
    u->among_sel = among;
    u->taken_sel = taken;
    u->among_fn = among_fn;
    u->chose = chose;
    if (!def)
        return false;
    LLVMValueRef g = cg_const_global(u, def, "cardc.turn_trigger");
    bool once = ir_turn_trigger_once(turn);
    if (ir_turn_trigger_until_next_turn(s) && (linked || once))
        return cg_unsupported(u, s, "this delayed triggered ability");
    if (ir_turn_trigger_until_next_turn(s))     /* "Until your next turn, whenever ..." (CR 603.7b) */
        ctx_call(u, "cardrt_fx_turn_trigger_until_next_turn", u->cg->i32, (LLVMValueRef[]){ g }, 1);
    else if (linked)
        ctx_call(u, "cardrt_fx_turn_trigger_linked", u->cg->i32,
                 (LLVMValueRef[]){ cg_i32(u->cg, to), g, cg_i32(u->cg, once) }, 3);
    else
        ctx_call(u, once ? "cardrt_fx_next_trigger" : "cardrt_fx_turn_trigger", u->cg->i32, (LLVMValueRef[]){ g }, 1);
    return true;
}

/* ---- abilities linked to exerting (CR 607.2h) --------------------------------------------- */

/* "You may exert ~ as it attacks. When you do, B" (S, B its body): a
 * triggered ability of the card linked to its exert ability (CR 607.2h),
 * which triggers when its controller exerts it (CARDRT_EV_EXERTED of the
 * card itself, CR 701.39d of the current rules); its targets are chosen as
 * it is put on the stack. */
LLVMValueRef cg_exerted_def(unit *u, const node *s, const node *body)
{
    codegen *cg = u->cg;
    unsigned n;
    LLVMValueRef specs = cg_reflexive_specs(u, body, &n), fn = NULL;
    if (!specs)
        return NULL;
    node one = *body;           /* its sentence, as a list of one */
    one.next = NULL;
    node list = { .kind = N_LIST, .a = &one, .last = &one, .range = body->range };
    u->in_ability = true;
    u->paid_costs = 0;
    fn = cg_effect_fn(u, (const node *const[]){ &list }, 1, NULL, 0);
    u->in_ability = false;
    if (!fn)
        return NULL;
    LLVMValueRef match = cg_exerted_match_fn(u);
    LLVMValueRef null = LLVMConstNull(cg->ptr);
    LLVMValueRef f[] = { cg_cstring(u, cg_text(u, s->range)), match, null, specs, cg_i32(cg, (int)n), fn,
                         cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, CARDRT_BATCH_NONE),
                         cg_i32(cg, 0), LLVMConstInt(cg->i8, 0, 0) };
    return cg_trigger_struct(cg, f, NULL);
}

/* ---- delayed triggered abilities -------------------------------------------------------- */

LLVMValueRef cg_delayed_def(unit *u, int when, LLVMValueRef effect, const char *text)
{
    codegen *cg = u->cg;
    LLVMValueRef match = cg_delayed_match_fn(u, when);
    LLVMValueRef null = LLVMConstNull(cg->ptr);
    LLVMValueRef f[] = { cg_cstring(u, text), match, null, null, cg_i32(cg, 0), effect,
                         cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, CARDRT_BATCH_NONE),
                         cg_i32(cg, 0), LLVMConstInt(cg->i8, 0, 0) };
    return cg_const_global(u, cg_trigger_struct(cg, f, NULL), "cardc.delayed");
}
