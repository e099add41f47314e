/* cg_change.c — continuous effects from resolution (cg_fx.h): "gets
 * +3/+3", "gains flying", "becomes a 3/3 creature", "gain control of",
 * "can't block", with their durations (CR 611.2a). */
#include "cg_fx.h"
#include "meaning.h"
#include "parser.h"

/* ---- continuous effects ----------------------------------------------------------------- */

/* Build the changes in a stack array and add the effect to selection SEL. */
static void effect_on(unit *u, int sel, const change *ch, unsigned n, int duration, LLVMValueRef holds)
{
    codegen *cg = u->cg;
    LLVMValueRef arr = cg_entry_alloca(u, LLVMArrayType2(cg->change_ty, n), "changes", NULL);
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef idx[] = { i32(u, 0), i32(u, i) };
        LLVMValueRef p = LLVMBuildGEP2(u->b, LLVMArrayType2(cg->change_ty, n), arr, idx, 2, "");
        LLVMValueRef kws = LLVMConstInt(cg->i64, ch[i].keywords, 0);
        if (ch[i].chosen_keywords)
            kws = LLVMBuildOr(u->b, kws, ch[i].chosen_keywords, "");
        LLVMValueRef f[] = { i32(u, ch[i].kind), ch[i].value ? ch[i].value : i32(u, 0), kws,
                             ch[i].power ? ch[i].power : i32(u, 0),
                             ch[i].toughness ? ch[i].toughness : i32(u, 0),
                             ch[i].pt_fn ? ch[i].pt_fn : LLVMConstNull(cg->ptr),
                             ch[i].rule        ? ch[i].rule
                             : ch[i].abilities ? ch[i].abilities
                             : ch[i].chosen_subtype ? ch[i].chosen_subtype
                                               : cg_cstring(u, ch[i].subtype) };
        for (unsigned k = 0; k < 7; k++)
            LLVMBuildStore(u->b, f[k], LLVMBuildStructGEP2(u->b, cg->change_ty, p, k, ""));
    }
    LLVMValueRef a[] = { i32(u, sel), arr, i32(u, n), i32(u, duration),
                         holds ? holds : LLVMConstNull(cg->ptr) };
    ctx_call(u, "cardrt_fx_effect", cg->i32, a, 5);
}

/* The card IR instruction lowered from KEY that has the duration of its
 * change: the first at KEY's range with one ("Creatures of the creature
 * type of your choice get +0/+4 until end of turn": the `choose` before it
 * has none), a `one_of`'s first choice (each choice has the duration); the
 * first at KEY's range else; NULL when none is (its ability does not lower). */
static const ir_instr *lasting_instr(unit *u, const node *key)
{
    const ir_instr *at[8];
    unsigned n = cg_ir_instrs(u, key, at, 8);
    for (unsigned i = 0; i < n && i < 8; i++) {
        const ir_instr *in = at[i]->op == IR_ONE_OF && at[i]->then ? at[i]->then : at[i];
        if (in->duration != IR_DUR_NONE)
            return in;
    }
    return n ? at[0] : NULL;
}

/* The words among action A's modifiers that IN's duration was lowered
 * from: "for as long as ..." the one of its condition (the same range), else
 * the first duration; NULL when there are none (said before the clause:
 * "Until end of turn, ..."). */
static const node *duration_words(const node *a, const ir_instr *in)
{
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_DURATION
            && (in->duration != IR_DUR_AS_LONG_AS
                || (in->cond && m->a && m->a->range.begin == in->cond->range.begin
                    && m->a->range.end == in->cond->range.end)))
            return m;
    return NULL;
}

bool cg_duration_of(unit *u, const node *key, const node *a, int *duration, LLVMValueRef *holds,
                    const node **known, unsigned *nknown)
{
    *holds = NULL;
    *duration = CARDRT_FOREVER;
    const ir_instr *in = lasting_instr(u, key);
    if (!in)
        return cg_no_ir_in(u, key, "this duration");
    const node *words = duration_words(a, in);
    if (words)
        known[(*nknown)++] = words;
    static const struct { ir_duration ir; cardrt_duration rt; } timed[] = {
        { IR_DUR_NONE, CARDRT_FOREVER }, { IR_DUR_REST_OF_GAME, CARDRT_FOREVER },   /* CR 611.2a */
        { IR_DUR_END_OF_TURN, CARDRT_UNTIL_END_OF_TURN }, { IR_DUR_END_OF_COMBAT, CARDRT_UNTIL_END_OF_COMBAT },
        { IR_DUR_YOUR_NEXT_TURN, CARDRT_UNTIL_YOUR_NEXT_TURN },
        { IR_DUR_END_OF_YOUR_NEXT_TURN, CARDRT_UNTIL_END_OF_YOUR_NEXT_TURN },
        { IR_DUR_YOUR_NEXT_UPKEEP, CARDRT_UNTIL_YOUR_NEXT_UPKEEP },
        { IR_DUR_YOUR_NEXT_END_STEP, CARDRT_UNTIL_YOUR_NEXT_END_STEP },
    };
    for (size_t i = 0; i < sizeof timed / sizeof *timed; i++)
        if (timed[i].ir == in->duration) {
            *duration = (int)timed[i].rt;
            return true;
        }
    if (in->duration != IR_DUR_AS_LONG_AS || !in->cond)
        return cg_unsupported(u, words ? words : key, "this duration");
    return cg_lasting(u, in->cond, words ? words->a : NULL, duration, holds);
}

/* One part of a P/T change N ("+3/+3", "+X/-X") as the card IR's
 * modify_pt says it: the number PART, or X (N's, cg_x, as X is found there,
 * once: *X) times PART_X, 1 or -1; NULL after reporting another. */
static LLVMValueRef pt_part(unit *u, const node *n, int part, int part_x, LLVMValueRef *x)
{
    if (!part_x)
        return i32(u, part);
    if (part || (part_x != 1 && part_x != -1))
        return cg_unsupported(u, n, "this P/T change"), NULL;
    if (!*x && !(*x = cg_x(u, n)))
        return NULL;
    return part_x < 0 ? LLVMBuildNeg(u->b, *x, "") : *x;
}

/* The keywords of a "gains flying and haste" ("loses flying and haste")
 * list, as bits; "protection from red" (702.16) too, and in *CHOSEN
 * "protection from the color of your choice", the color chosen as it
 * resolves (NULL when there is none).  An ability in quotes it gains
 * ("gains \"{T}: Add {G}.\"") by SUBJECT is a change of its own, added to
 * GRANTS[*NGRANTS] (room for CAP), and so is banding, a rule. */
static bool keyword_list(unit *u, const node *list, bool lose, uint64_t *bits, LLVMValueRef *chosen,
                         const node *subject, change *grants, unsigned *ngrants, unsigned cap)
{
    *bits = 0;
    *chosen = NULL;
    for (const node *k = list->kind == N_LIST ? list->a : list; k; k = list->kind == N_LIST ? k->next : NULL) {
        if (k->kind == N_QUOTED && !lose) {
            LLVMValueRef def = *ngrants < cap ? cg_granted_def(u, k, subject) : NULL;
            if (!def)
                return u->failed ? false : cg_unsupported(u, list, "this many changes");
            grants[(*ngrants)++] = (change){ .kind = CARDRT_ADD_ABILITIES, .abilities = def };
            continue;
        }
        if (ir_keyword_rule(k) != IR_KA_NONE && !lose) {  /* "gains banding", "phasing": a rule (CR 702.22) */
            if (*ngrants == cap)
                return cg_unsupported(u, list, "this many changes");
            grants[(*ngrants)++] = (change){ .kind = CARDRT_RULE_CHANGE,
                                             .rule = cg_rule_const(u, cg_keyword_rule_kind(ir_keyword_rule(k)), 0, 0) };
            continue;
        }
        const node *options = lose ? NULL : ir_keyword_choice_of(k);
        if (options) {
            /* "your choice of deathtouch or lifelink": one chosen as it
             * resolves (cardrt_fx_choose_action, from 0 in text order) */
            uint64_t opts[8];
            unsigned n = 0;
            for (const node *i = options; i; i = i->next)
                if (n == 8 || !(opts[n++] = cg_keyword_node_bit(i)))
                    return cg_unsupported(u, i, "gaining this ability");
            LLVMValueRef idx = ctx_call(u, "cardrt_fx_choose_action", u->cg->i32,
                                        (LLVMValueRef[]){ i32(u, (int)n), cg_cstring(u, cg_text(u, k->range)) }, 2);
            LLVMValueRef v = LLVMConstInt(u->cg->i64, opts[0], 0);
            for (unsigned i = 1; i < n; i++)
                v = LLVMBuildSelect(u->b, LLVMBuildICmp(u->b, LLVMIntEQ, idx, i32(u, (int)i), ""),
                                    LLVMConstInt(u->cg->i64, opts[i], 0), v, "");
            *chosen = *chosen ? LLVMBuildOr(u->b, *chosen, v, "") : v;
            continue;
        }
        uint64_t b = cg_keyword_node_bit(k);
        if (!b && ir_keyword_protection(k))
            b = cg_protection_bits(k->a);
        const node *from = ir_keyword_protection(k) && k->a->kind == N_LIST ? k->a->a : NULL;
        bool choice = from && meaning_phrase(u->c, from) == FX_PHRASE_COLOR_CHOICE;
        if (!b && from && !from->next && from->kind == N_WORD && !lose && !*chosen
            && (choice || meaning_word(from) == FX_W_CHOSEN_COLOR)) {
            /* the color of your choice, or the one chosen before ("Choose a
             * color. Creatures you control gain protection from the chosen
             * color"); the protection keywords are in the order of the
             * color bits */
            _Static_assert(CARDRT_KW_PROT_GREEN == CARDRT_KW_PROT_WHITE + 4 && CARDRT_GREEN == 16,
                           "protection from a color is its color bit's place after CARDRT_KW_PROT_WHITE");
            LLVMValueRef c = choice ? ctx_call(u, "cardrt_fx_choose_color", u->cg->i32, NULL, 0)
                                    : cg_call(u, "cardrt_chosen_color", u->cg->i32,
                                              (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
            *chosen = LLVMBuildShl(u->b, LLVMBuildZExt(u->b, c, u->cg->i64, ""),
                                   LLVMConstInt(u->cg->i64, CARDRT_KW_PROT_WHITE, 0), "");
            continue;
        }
        if (!b)
            return cg_unsupported(u, k, lose ? "losing this ability" : "gaining this ability");
        *bits |= b;
    }
    return true;
}


/* The continuous effect of CH[0..N) on what action A's subject names, for
 * the duration of KEY's card IR instruction (cg_duration_of); KNOWN are A's
 * modifiers read so far. */
static bool effect_on_subject(unit *u, const node *key, const node *a, const change *ch, unsigned n,
                              const node **known, unsigned nk)
{
    int duration;
    LLVMValueRef holds;
    if (!cg_duration_of(u, key, a, &duration, &holds, known, &nk) || !cg_only_mods(u, a, known, nk))
        return false;
    int s = cg_sel_of(u, a->a);
    if (s < 0)
        return false;
    effect_on(u, s, ch, n, duration, holds);
    return true;
}


/* Does NP name a player, alone ("you", "target player") or with objects
 * ("you and each permanent you control")? */
static bool names_a_player(const node *np)
{
    if (np && np->kind == N_LIST) {
        for (const node *it = np->a; it; it = it->next)
            if (cg_names_players(it))
                return true;
        return false;
    }
    return cg_names_players(np);
}

/* "You gain hexproof until your next turn", "You gain shroud until end of
 * turn", "you and each permanent you control gain protection from the
 * color of your choice until end of turn": for a player, hexproof and
 * shroud are rules about targets (CR 702.11, 702.18 of the current rules)
 * and protection from colors a rule with those colors (702.16), each for
 * the players A's subject names; the objects it names too get the keywords
 * as any object does.  CH[0..N) are the changes keyword_list read. */
static bool players_gain(unit *u, const node *a, const change *ch, unsigned n,
                         const node **known, unsigned nk)
{
    const uint64_t colors = CARDRT_KW(CARDRT_KW_PROT_WHITE) | CARDRT_KW(CARDRT_KW_PROT_BLUE)
                          | CARDRT_KW(CARDRT_KW_PROT_BLACK) | CARDRT_KW(CARDRT_KW_PROT_RED)
                          | CARDRT_KW(CARDRT_KW_PROT_GREEN);
    const uint64_t hexproof = CARDRT_KW(CARDRT_KW_HEXPROOF), shroud = CARDRT_KW(CARDRT_KW_SHROUD);
    if (n != 1 || ch[0].kind != CARDRT_ADD_KEYWORDS || (ch[0].keywords & ~(colors | hexproof | shroud)))
        return cg_unsupported(u, a->b, "a player gaining this ability");
    int duration;
    LLVMValueRef holds;
    if (!cg_duration_of(u, a, a, &duration, &holds, known, &nk) || !cg_only_mods(u, a, known, nk))
        return false;
    if (duration < CARDRT_UNTIL_END_OF_TURN || duration > CARDRT_UNTIL_YOUR_NEXT_TURN
        || duration == CARDRT_AS_LONG_AS)
        return cg_unsupported(u, a, "this duration");
    int s = cg_sel_of(u, a->a);
    if (s < 0)
        return false;
    if (!cg_names_players(a->a))
        effect_on(u, s, ch, n, duration, holds);
    static const cardrt_rule_kind kinds[] = { CARDRT_RULE_HEXPROOF, CARDRT_RULE_SHROUD };
    const uint64_t bits[] = { hexproof, shroud };
    for (unsigned i = 0; i < 2; i++)
        if (ch[0].keywords & bits[i])
            ctx_call(u, "cardrt_fx_player_rule", u->cg->i32,
                     (LLVMValueRef[]){ cg_rule_const(u, kinds[i], CARDRT_WHO_EACH, 0), i32(u, s), i32(u, duration) }, 3);
    if ((ch[0].keywords & colors) || ch[0].chosen_keywords) {
        /* the protection keywords are in the order of the color bits (keyword_list) */
        LLVMValueRef kws = LLVMConstInt(u->cg->i64, ch[0].keywords & colors, 0);
        if (ch[0].chosen_keywords)
            kws = LLVMBuildOr(u->b, kws, ch[0].chosen_keywords, "");
        LLVMValueRef c = LLVMBuildTrunc(u->b, LLVMBuildLShr(u->b, kws, LLVMConstInt(u->cg->i64, CARDRT_KW_PROT_WHITE, 0), ""),
                                        u->cg->i32, "");
        ctx_call(u, "cardrt_fx_player_protection", u->cg->i32, (LLVMValueRef[]){ i32(u, s), c, i32(u, duration) }, 3);
    }
    return true;
}

/* "Each attacking creature gets +1/+0 until end of turn for each nonbasic
 * land defending player controls": for each object A's subject names, CH
 * (one P/T change) times the objects of THEIRS (an IR_CTRL_DEFENDING_EACH
 * count) the player it attacks controls (CR 802.2a of the current rules;
 * none for one not attacking), counted as it resolves (CR 608.2h). */
static bool pump_each_defending(unit *u, const node *a, change ch, const ir_filter *theirs,
                                const node **known, unsigned nk)
{
    codegen *cg = u->cg;
    int duration;
    LLVMValueRef holds;
    if (!cg_duration_of(u, a, a, &duration, &holds, known, &nk) || !cg_only_mods(u, a, known, nk))
        return false;
    ir_filter any = *theirs;
    any.controller = IR_CTRL_ANY;
    int zone = cg_rt_zone(any.zone);
    if (zone < 0)
        return cg_unsupported_at(u, any.range, "cards without their zone");
    bool was = u->item_x;
    u->item_x = was || u->ctx_arg;      /* as cg_ir_count */
    LLVMValueRef which = cg_ir_affects_fn(u, &any);
    u->item_x = was;
    int all = which ? cg_sel_of(u, a->a) : -1;
    int counted = all >= 0 ? cg_new_sel(u, a->a) : -1, one = counted >= 0 ? cg_new_sel(u, a->a) : -1;
    int players = one >= 0 ? cg_new_sel(u, a->a) : -1, kept = players >= 0 ? cg_new_sel(u, a->a) : -1;
    if (kept < 0)
        return false;
    ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, counted), which, i32(u, CARDRT_IN(zone)) }, 3);
    LLVMValueRef i = cg_entry_alloca(u, cg->i32, "defending.i", NULL);
    LLVMBuildStore(u->b, i32(u, 0), i);
    LLVMBasicBlockRef loop = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "defending.loop");
    LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "defending.body");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "defending.done");
    LLVMBuildBr(u->b, loop);
    LLVMPositionBuilderAtEnd(u->b, loop);
    LLVMValueRef n = LLVMBuildLoad2(u->b, cg->i32, i, "n");
    LLVMValueRef has = ctx_call(u, "cardrt_sel_nth", cg->i1, (LLVMValueRef[]){ i32(u, one), i32(u, all), n }, 3);
    LLVMBuildCondBr(u->b, has, body, done);
    LLVMPositionBuilderAtEnd(u->b, body);
    /* the objects its defending player controls: of all players, that one alone */
    LLVMValueRef obj = ctx_call(u, "cardrt_sel_first_object", cg->i32, (LLVMValueRef[]){ i32(u, one) }, 1);
    LLVMValueRef p = cg_call(u, "cardrt_defending_player", cg->i32, (LLVMValueRef[]){ cg_game(u), obj }, 2);
    LLVMValueRef none = LLVMBuildICmp(u->b, LLVMIntSLT, p, i32(u, 0), "");
    LLVMValueRef bit = LLVMBuildSelect(u->b, none, i32(u, 0),
                                       LLVMBuildShl(u->b, i32(u, 1), LLVMBuildSelect(u->b, none, i32(u, 0), p, ""), ""), "");
    ctx_call(u, "cardrt_sel_clear", NULL, (LLVMValueRef[]){ i32(u, players), i32(u, 2) }, 2);  /* and kept */
    ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, players), i32(u, CARDRT_WHO_EACH) }, 2);
    ctx_call(u, "cardrt_sel_keep_players", NULL, (LLVMValueRef[]){ i32(u, players), bit }, 2);
    ctx_call(u, "cardrt_sel_add", NULL, (LLVMValueRef[]){ i32(u, kept), i32(u, counted) }, 2);
    ctx_call(u, "cardrt_sel_keep_controlled", NULL, (LLVMValueRef[]){ i32(u, kept), i32(u, players), cg_i1(cg, false) }, 3);
    LLVMValueRef k = ctx_call(u, "cardrt_sel_count", cg->i32, (LLVMValueRef[]){ i32(u, kept) }, 1);
    ch.power = LLVMBuildMul(u->b, ch.power, k, "");
    ch.toughness = LLVMBuildMul(u->b, ch.toughness, k, "");
    effect_on(u, one, &ch, 1, duration, holds);
    LLVMBuildStore(u->b, LLVMBuildAdd(u->b, n, i32(u, 1), ""), i);
    LLVMBuildBr(u->b, loop);
    LLVMPositionBuilderAtEnd(u->b, done);
    return true;
}

/* "Target creature gets +3/+3 until end of turn", "gains flying", "loses
 * flying" (layer 6 of CR 418.5a, the runtime's 5), "Creatures you control
 * get +1/+1 until end of turn" (locked in, CR 418.3b). */
bool cg_pump(unit *u, const node *a)
{
    const node *known[4];
    unsigned nk = 0;
    change ch[4];
    unsigned n = 0;
    const ir_instr *choice = cg_ir_instr(u, IR_ONE_OF, a);
    const ir_instr *in = choice ? NULL : cg_ir_instr(u, IR_MODIFY_PT, a);
    if (in) {
        /* the card IR's modify_pt: power plus power_x times its amount ("+X/+0":
         * X; "+1/+1 for each creature you control": the count, power_x each) */
        ch[n] = (change){ .kind = CARDRT_MODIFY_PT };
        const node *each = cg_modifier(a->c, N_MODIFIER, FX_W_FOR_EACH);
        if (each && (in->power || in->toughness))
            return cg_unsupported(u, a->b, "this P/T change");
        LLVMValueRef x = NULL;
        ch[n].power = each ? i32(u, in->power_x) : pt_part(u, a->b, in->power, in->power_x, &x);
        ch[n].toughness = each ? i32(u, in->toughness_x)
                        : ch[n].power ? pt_part(u, a->b, in->toughness, in->toughness_x, &x) : NULL;
        if (!ch[n].power || !ch[n].toughness)
            return false;
        if (each && each->a && each->a->kind == N_OBJECT && ir_np_other(each->a) && !ir_other_sharing_with(each->a)
            && !is_self(a->a))
            /* "Attacking creatures you control get +1/+0 for each other attacking
             * creature": other than each one changed, a count of its own */
            return cg_unsupported(u, each, "'other' counted for each object changed");
        const ir_filter *theirs = each && in->amount && in->amount->kind == IR_AMOUNT_COUNT && in->amount->of
                                  && in->amount->of->filter
                                  && in->amount->of->filter->controller == IR_CTRL_DEFENDING_EACH
                                  ? in->amount->of->filter : NULL;
        if (theirs) {
            known[nk++] = each;
            return pump_each_defending(u, a, ch[n], theirs, known, nk);
        }
        const node *by = each ? ir_controlled_by_of(each->a) : NULL;
        if (by && ir_controller_who(by) == IR_WHO_DEFENDING && !is_self(a->a))
            /* "Each attacking creature gets +1/+0 ... for each nonbasic land
             * defending player controls": for each one changed, the player it
             * attacks (CR 802.2a); the count is made once, with no defending
             * player while several are attacked */
            return cg_unsupported(u, each, "'defending player' counted for each object changed");
        if (each) {
            known[nk++] = each;
            LLVMValueRef k = cg_count(u, each->a);
            if (!k)
                return false;
            ch[n].power = LLVMBuildMul(u->b, ch[n].power, k, "");
            ch[n].toughness = LLVMBuildMul(u->b, ch[n].toughness, k, "");
        }
        n++;
    } else if (choice && choice->then && choice->then->op == IR_MODIFY_PT) {
        /* "gets +1/-1 or -1/+1 until end of turn": the card IR's one_of of
         * modify_pt, one chosen as it resolves (cardrt_fx_choose_action,
         * from 0 in text order) */
        unsigned k = 0;
        for (const ir_instr *c = choice->then; c; c = c->next)
            k++;
        LLVMValueRef idx = ctx_call(u, "cardrt_fx_choose_action", u->cg->i32,
                                    (LLVMValueRef[]){ i32(u, (int)k), cg_cstring(u, cg_text(u, a->b->range)) }, 2);
        ch[n] = (change){ .kind = CARDRT_MODIFY_PT };
        k = 0;
        for (const ir_instr *c = choice->then; c; c = c->next, k++) {
            if (c->op != IR_MODIFY_PT || c->power_x || c->toughness_x)
                return cg_unsupported(u, a->b, "this P/T change");
            LLVMValueRef is = LLVMBuildICmp(u->b, LLVMIntEQ, idx, i32(u, (int)k), "");
            ch[n].power = k ? LLVMBuildSelect(u->b, is, i32(u, c->power), ch[n].power, "") : i32(u, c->power);
            ch[n].toughness = k ? LLVMBuildSelect(u->b, is, i32(u, c->toughness), ch[n].toughness, "")
                                : i32(u, c->toughness);
        }
        n++;
    } else if (a->b && (a->b->kind == N_LIST || a->b->kind == N_KEYWORD || ir_keyword_choice_of(a->b))) {
        bool lose = meaning_verb(a) == FX_VERB_LOSE;
        change kw = { .kind = lose ? CARDRT_REMOVE_KEYWORDS : CARDRT_ADD_KEYWORDS };
        if (!keyword_list(u, a->b, lose, &kw.keywords, &kw.chosen_keywords, a->a, ch, &n, 3))
            return false;
        if (kw.keywords || kw.chosen_keywords || !n)
            ch[n++] = kw;
        if (names_a_player(a->a))
            return players_gain(u, a, ch, n, known, nk);
    } else {
        return cg_no_ir_in(u, a->b ? a->b : a, "this change");     /* (a P/T change the card IR does not say) */
    }
    return effect_on_subject(u, a, a, ch, n, known, nk);
}

/* "Target creature becomes 0/1 until end of turn", "... becomes white",
 * "... becomes the color of your choice", "target land becomes a 3/3
 * creature that's still a land", "... becomes a black and green Plant
 * Zombie creature with \"This creature's power and toughness are each
 * equal to ...\"" (CR 418.5a's Svogthos).  Types named replace the old
 * ones unless it is "still" one or they come "in addition to its other
 * types". */
bool cg_become(unit *u, const node *a, act_env *env)
{
    const node *known[4];
    unsigned nk = 0;
    change ch[12];
    unsigned n = 0;
    const node *of = ir_become_copy_of(a->b);
    if (of) {                   /* "~ becomes a copy of target creature": layer 1 (CR 707.2) */
        /* "..., except it has this ability" (CR 707.9; the lowering's) */
        LLVMValueRef except;
        if (!cg_copy_exceptions(u, a, env, a->c ? a->c->a : NULL, NULL, &except, known, &nk))
            return false;
        int s = cg_sel_of(u, of);
        if (s < 0)
            return false;
        ch[0] = (change){ .kind = CARDRT_COPY,
                          .value = ctx_call(u, "cardrt_sel_first_object", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1),
                          .abilities = except };
        return effect_on_subject(u, a, a, ch, 1, known, nk);
    }
    if (!cg_become_changes(u, a, env->next, ch, &n, known, &nk))
        return false;
    env->skip_next = cg_still_types(u, env->next) != 0;
    return effect_on_subject(u, a, a, ch, n, known, nk);
}

/* The runtime's card type bits of TYPES (bits 1 << ir_card_type); 0 when
 * one of them is not in the runtime. */
static unsigned runtime_types(unsigned types)
{
    unsigned bits = 0;
    for (int i = 0; i < 32; i++)
        if (types & 1u << i) {
            if (!cg_type_bit_of(i))
                return 0;
            bits |= cg_type_bit_of(i);
        }
    return bits;
}

unsigned cg_still_types(unit *u, const node *nx)
{
    return runtime_types(ir_still_types_of(u->c, nx));
}

/* void pt(game, source, obj, int *p, int *t): both the mana value of OBJ,
 * the object it applies to ("with power and toughness each equal to its
 * mana value", layer 7b). */
LLVMValueRef cg_mana_value_pt_fn(unit *u)
{
    codegen *cg = u->cg;
    LLVMTypeRef params[] = { cg->ptr, cg->i32, cg->i32, cg->ptr, cg->ptr };
    LLVMTypeRef ty = LLVMFunctionType(LLVMVoidTypeInContext(cg->ctx), params, 5, 0);
    cg_saved save;
    cg_begin_fn(u, ty, "cardc.pt", &save);
    LLVMValueRef a[] = { cg_game(u), LLVMGetParam(u->fn, 2) };
    LLVMValueRef v = cg_call(u, "cardrt_mana_value", cg->i32, a, 2);
    LLVMBuildStore(u->b, v, LLVMGetParam(u->fn, 3));
    LLVMBuildStore(u->b, v, LLVMGetParam(u->fn, 4));
    return cg_end_fn(u, NULL, &save);
}

/* The changes of "becomes" (ir_becoming_of), in the order its words say
 * them: P/T, subtypes, keywords and a characteristic-defining P/T, then
 * card types and colors. */
bool cg_become_changes(unit *u, const node *a, const node *next, change *ch, unsigned *nch,
                       const node **known, unsigned *nknown)
{
    ir_becoming b;
    const char *why;
    const node *bad = ir_becoming_of(u->c, a, next, &b, &why);
    if (bad)
        return why ? cg_unsupported(u, bad, why) : cg_unsupported_word(u, bad, ir_word_text(bad));
    unsigned nk = *nknown, n = 0;
    if (b.also)
        known[nk++] = b.also;
    if (b.has_pt && !b.pt_with)     /* "has base power 0": that one only (CARDRT_SET_POWER_ONLY) */
        ch[n++] = (change){ .kind = CARDRT_SET_PT, .power = i32(u, b.power), .toughness = i32(u, b.toughness),
                            .value = i32(u, b.power_only ? CARDRT_SET_POWER_ONLY
                                            : b.toughness_only ? CARDRT_SET_TOUGHNESS_ONLY : 0) };
    bool land_set = false;
    for (unsigned i = 0; i < b.nsubtypes; i++) {
        /* the first replaces its creature types; the first basic land type
         * its land types, the abilities of its text with them (CR 305.7) */
        const char *name = ir_word_of(b.subtypes[i]).name;
        bool set = (b.replace_subtypes && i == 0) || (b.replace_land_types && !land_set && ir_basic_land_type(name));
        land_set |= set && ir_basic_land_type(name);
        ch[n++] = (change){ .kind = set ? CARDRT_SET_SUBTYPE : CARDRT_ADD_SUBTYPE, .subtype = cg_subtype_name(u, name) };
    }
    if (b.type_choice)      /* "in addition to its other types": added */
        ch[n++] = (change){ .kind = b.replace_subtypes ? CARDRT_SET_SUBTYPE : CARDRT_ADD_SUBTYPE,
                            .chosen_subtype = ctx_call(u, "cardrt_fx_choose_creature_type", u->cg->ptr, NULL, 0) };
    if (b.land_type_choice)     /* its land types replaced (CR 305.7), or one added */
        ch[n++] = (change){ .kind = b.replace_land_types ? CARDRT_SET_SUBTYPE : CARDRT_ADD_SUBTYPE,
                            .chosen_subtype = ctx_call(u, "cardrt_fx_choose_basic_land_type", u->cg->ptr, NULL, 0) };
    if (b.that_type && !(u->chose & (1u << IR_CHOICE_CREATURE_TYPE | 1u << IR_CHOICE_BASIC_LAND_TYPE)))
        return cg_unsupported(u, a->b, "becoming this");    /* "that type" with no type chosen just before */
    /* the type chosen for the source, read as the effect begins (CR 608.2h) */
    if (b.chosen_type)
        ch[n++] = (change){ .kind = b.replace_subtypes || b.replace_land_types ? CARDRT_SET_SUBTYPE : CARDRT_ADD_SUBTYPE,
                            .chosen_subtype = cg_call(u, "cardrt_chosen_type", u->cg->ptr,
                                                      (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2) };
    if (b.chosen_color)
        return cg_unsupported(u, a->b, "becoming the chosen color as it resolves");
    if (b.pt_mana_value)
        ch[n++] = (change){ .kind = CARDRT_SET_PT, .pt_fn = cg_mana_value_pt_fn(u) };
    else if (b.has_pt && b.pt_with)
        ch[n++] = (change){ .kind = CARDRT_SET_PT, .power = i32(u, b.power), .toughness = i32(u, b.toughness) };
    for (unsigned i = 0; i < b.nwith; i++) {
        const node *k = b.with[i];
        ir_cda cda;
        if (k->kind == N_QUOTED && !ir_cda_of(k->a->b->a, &cda)) {
            /* "with \"Whenever this creature attacks, ...\"": gained (layer 6) */
            LLVMValueRef def = cg_granted_def(u, k, a->a);
            if (!def)
                return false;
            ch[n++] = (change){ .kind = CARDRT_ADD_ABILITIES, .abilities = def };
            continue;
        }
        if (k->kind == N_QUOTED) {
            LLVMValueRef fn = cg_cda_pt_fn(u, k->a->b->a);  /* "This creature's power and toughness ..." */
            if (!fn)
                return u->failed ? false : cg_unsupported(u, k, "gaining this ability");
            ch[n++] = (change){ .kind = CARDRT_SET_PT, .pt_fn = fn };
            continue;
        }
        uint64_t bit = cg_keyword_node_bit(k);
        if (!bit)
            return cg_unsupported(u, k, "gaining this ability");
        ch[n++] = (change){ .kind = CARDRT_ADD_KEYWORDS, .keywords = bit };
    }
    unsigned types = runtime_types(b.types), still = runtime_types(b.still);
    if (b.types && !types)
        return cg_unsupported(u, a->b, "this card type");
    if (types)
        ch[n++] = (change){ .kind = b.keep_types ? CARDRT_ADD_TYPES : CARDRT_SET_TYPES,
                            .value = i32(u, b.also ? types : types | still) };
    if (b.color_choice)
        ch[n++] = (change){ .kind = CARDRT_SET_COLORS,
                            .value = ctx_call(u, "cardrt_fx_choose_color", u->cg->i32, NULL, 0) };
    else if (b.has_colors)      /* "in addition to its other colors and types": added */
        ch[n++] = (change){ .kind = b.keep_colors ? CARDRT_ADD_COLORS : CARDRT_SET_COLORS, .value = i32(u, b.colors) };
    *nch = n;
    *nknown = nk;
    return true;
}

/* "The next time you would draw a card this turn, you gain 5 life instead"
 * (ir_next_draw_replacement_of): a replacement effect until end of turn
 * that applies once (CR 614.11): the draw DRAWN does not happen, INSTEAD is
 * done in its place. */
bool cg_next_draw_instead(unit *u, const node *drawn, node *instead)
{
    codegen *cg = u->cg;
    node drawing = *drawn;      /* the draw, without its "this turn" */
    drawing.c = NULL;
    LLVMValueRef applies = cg_event_match_fn(u, &drawing);
    const node *list = list_append(list_new(u->arena, instead->range), instead);
    LLVMValueRef fn = applies ? cg_effect_fn(u, &list, 1, NULL, 0) : NULL;
    if (!fn)
        return false;
    LLVMValueRef f[CG_RULE_FIELDS] = { i32(u, CARDRT_RULE_REPLACE), [5] = applies, [13] = LLVMConstInt(cg->i8, 1, 0), [14] = fn };
    ctx_call(u, "cardrt_fx_rule_once", cg->i32,
             (LLVMValueRef[]){ cg_rule_global(u, f), LLVMConstNull(cg->ptr), i32(u, CARDRT_UNTIL_END_OF_TURN) }, 3);
    return true;
}

/* "If that creature would die this turn, exile it instead" (an effect
 * locked on what the pronoun names), "If a creature would die this turn,
 * ..." (a rule for every creature as it would die): a replacement effect
 * until end of turn (CR 416.1, 418.3b). */
bool cg_leave_exile(unit *u, const node *what)
{
    codegen *cg = u->cg;
    LLVMValueRef f[CG_RULE_FIELDS] = { i32(u, CARDRT_RULE_REPLACE), [5] = cg_runtime_fn(u, "cardrt_match_leaves", cg->legal_ty),
                                       [6] = i32(u, CARDRT_EXILE), [7] = LLVMConstInt(cg->i8, 1, 0) };
    int s = cg_sel_of(u, what);
    if (s < 0)
        return false;
    change ch = { .kind = CARDRT_RULE_CHANGE, .rule = cg_rule_global(u, f) };
    effect_on(u, s, &ch, 1, CARDRT_FOREVER, NULL);     /* on these permanents, over as they leave (CR 400.7) */
    return true;
}

bool cg_die_exile(unit *u, const node *what)
{
    codegen *cg = u->cg;
    LLVMValueRef f[CG_RULE_FIELDS] = { i32(u, CARDRT_RULE_REPLACE), [5] = cg_runtime_fn(u, "cardrt_match_dies", cg->legal_ty),
                           [6] = i32(u, CARDRT_EXILE), [7] = LLVMConstInt(cg->i8, 1, 0) };
    LLVMValueRef rule = cg_rule_global(u, f);
    if (what->kind == N_PRONOUN || ir_dealt_damage_this_way(what)) {
        int s = what->kind == N_PRONOUN ? cg_sel_of(u, what) : cg_dealt_this_way(u, what);
        if (s < 0)
            return false;
        change ch = { .kind = CARDRT_RULE_CHANGE, .rule = rule };
        effect_on(u, s, &ch, 1, CARDRT_UNTIL_END_OF_TURN, NULL);
        return true;
    }
    LLVMValueRef which = cg_affects_fn(u, what);
    if (!which)
        return false;
    ctx_call(u, "cardrt_fx_rule", cg->i32, (LLVMValueRef[]){ rule, which, i32(u, CARDRT_UNTIL_END_OF_TURN) }, 3);
    return true;
}

/* The duration of action A's change ("until end of turn", "for as long as
 * ..."), which must be its only modifier, from the card IR instruction of
 * KEY (cg_duration_of): *DURATION, and *HOLDS for "as long as". */
static bool lasting_of(unit *u, const node *key, const node *a, int *duration, LLVMValueRef *holds)
{
    const node *known[2];
    unsigned nk = 0;
    return cg_duration_of(u, key, a, duration, holds, known, &nk) && cg_only_mods(u, a, known, nk);
}

/* "Until end of turn, you gain control of target creature." */
bool cg_gain_control(unit *u, const node *a)
{
    int duration;
    LLVMValueRef holds;
    if (a->a && !cg_is_you(a->a) && ir_several_players(a->a))
        return cg_unsupported(u, a->a, "another player gaining control");
    if (!lasting_of(u, a, a, &duration, &holds))
        return false;
    int who = a->a && !cg_is_you(a->a) ? cg_subject_players(u, a) : -1;
    if (who < -1)
        return false;
    int s = cg_sel_of(u, a->b);
    if (s < 0)
        return false;
    if (who < 0) {
        change ch = { .kind = CARDRT_SET_CONTROLLER,
                      .value = ctx_call(u, "cardrt_ctx_controller", u->cg->i32, NULL, 0) };
        effect_on(u, s, &ch, 1, duration, holds);
        return true;
    }
    /* "Target opponent gains control of target permanent you control": that
     * player, when there is one still (CR 608.2b) */
    LLVMValueRef p = ctx_call(u, "cardrt_sel_first_player", u->cg->i32, (LLVMValueRef[]){ i32(u, who) }, 1);
    LLVMBasicBlockRef give = LLVMAppendBasicBlockInContext(u->cg->ctx, u->fn, "give");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(u->cg->ctx, u->fn, "given");
    LLVMBuildCondBr(u->b, LLVMBuildICmp(u->b, LLVMIntSGE, p, i32(u, 0), ""), give, done);
    LLVMPositionBuilderAtEnd(u->b, give);
    change ch = { .kind = CARDRT_SET_CONTROLLER, .value = p };
    effect_on(u, s, &ch, 1, duration, holds);
    LLVMBuildBr(u->b, done);
    LLVMPositionBuilderAtEnd(u->b, done);
    return true;
}

/* "Target creature loses all abilities until end of turn" (layer 6, CR
 * 613.1f): its keywords and its static, triggered and activated abilities,
 * those gained before it too; one gained later stays (timestamp order). */
bool cg_lose_all_abilities(unit *u, const node *a)
{
    int duration;
    LLVMValueRef holds;
    if (!lasting_of(u, a, a, &duration, &holds))
        return false;
    int s = cg_sel_of(u, a->a);
    if (s < 0)
        return false;
    change ch = { .kind = CARDRT_LOSE_ABILITIES };
    effect_on(u, s, &ch, 1, duration, holds);
    return true;
}

/* "Switch target creature's power and toughness until end of turn"
 * (meaning_switch_pt; its card IR switch_pt, whose duration is always
 * end_of_turn): an effect of sublayer 6e (CR 418.5a), applied after every
 * other P/T change, switches among themselves in timestamp order. */
bool cg_switch_pt(unit *u, const node *a)
{
    const node *whose = meaning_switch_pt(a);
    if (!whose)
        return cg_unsupported_word(u, a, meaning_words(a));
    if (!cg_ir_instr(u, IR_SWITCH_PT, a))   /* "Until end of turn, switch ...": refused by lowering */
        return cg_no_ir_in(u, a, "switching power and toughness");
    int s = cg_sel_of(u, whose);
    if (s < 0)
        return false;
    change ch = { .kind = CARDRT_SWITCH_PT };
    effect_on(u, s, &ch, 1, CARDRT_UNTIL_END_OF_TURN, NULL);
    return true;
}

/* A rule against casting the spells CC (of the restriction NEG)
 * describes, until end of turn, for the players it names or one player a
 * selection holds. */
static bool cant_cast(unit *u, const node *neg, const fx_cant_cast *cc)
{
    int duration;
    LLVMValueRef holds;
    if (!lasting_of(u, neg, cc->act, &duration, &holds))
        return false;
    if (duration != CARDRT_UNTIL_END_OF_TURN)
        return cg_unsupported(u, cc->act, "a restriction for the rest of the game");
    LLVMValueRef applies = cg_cast_match_fn(u, cc->spells);
    if (!applies)
        return false;
    int w = cc->players == IR_WHO_YOU ? CARDRT_WHO_YOU : cc->players == IR_WHO_OPPONENT ? CARDRT_WHO_OPPONENTS
          : CARDRT_WHO_EACH;
    LLVMValueRef f[CG_RULE_FIELDS] = { i32(u, CARDRT_RULE_CANT_CAST), i32(u, w), [5] = applies };
    LLVMValueRef rule = cg_rule_global(u, f);
    if (cc->players != IR_WHO_NONE) {
        ctx_call(u, "cardrt_fx_rule", u->cg->i32, (LLVMValueRef[]){ rule, LLVMConstNull(u->cg->ptr), i32(u, duration) }, 3);
        return true;
    }
    if (!cg_names_players(cc->who) && cc->who->kind != N_PRONOUN)
        return cg_unsupported(u, cc->who, "this restriction");
    int s = cg_sel_of(u, cc->who);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_player_rule", u->cg->i32, (LLVMValueRef[]){ rule, i32(u, s), i32(u, duration) }, 3);
    return true;
}

/* "You may play that card this turn", "Until end of turn, you may cast
 * those cards", "For as long as that card remains exiled, its owner may
 * cast it without paying its mana cost": a rule for the cards, locked in,
 * that lets the controller (their owner) play (cast) them from where they
 * are (cardrt_fx_may_play) for a duration the text says; "for as long as
 * it remains exiled" is the cards in exile, for good (CR 400.7: once they
 * leave they are new objects). */
bool cg_may_play(unit *u, const fx_may_play *mp, act_env *env)
{
    const node *known[4];
    unsigned nk = 0;
    int duration;
    LLVMValueRef holds;
    fx_may_play spend = *mp;    /* "..., and you may spend mana as though it were mana of any color ..." */
    bool spent = meaning_may_play_spend(&spend, env->next);
    bool exiled = !spent && meaning_may_play_exiled_instead(mp, env->next);     /* "If that spell would be ..." */
    unsigned how = (mp->cast ? CARDRT_MAY_CAST : 0) | (mp->free_cast ? CARDRT_MAY_FREE : 0)
                   | (mp->owner ? CARDRT_MAY_OWNER : 0) | (exiled ? CARDRT_MAY_EXILE_INSTEAD : 0)
                   | (spend.spend_as == FX_SPEND_ANY_COLOR ? CARDRT_MAY_ANY_COLOR : 0)
                   | (spend.spend_as == FX_SPEND_ANY_TYPE ? CARDRT_MAY_ANY_TYPE : 0);
    env->skip_next |= exiled || spent;
    if (mp->from)
        known[nk++] = mp->from;     /* the target's zone, which its slot says */
    if (mp->free_cast)
        known[nk++] = cg_modifier(mp->act->c, N_MODIFIER, FX_W_WITHOUT_PAYING);
    if (mp->among)
        known[nk++] = mp->among;
    if (!cg_duration_of(u, mp->act, mp->act, &duration, &holds, known, &nk))
        return false;
    if (lasting_instr(u, mp->act)->duration == IR_DUR_REST_OF_GAME)
        how |= CARDRT_MAY_IN_EXILE;     /* "for as long as it remains exiled" (lower_may_play) */
    else if (duration == CARDRT_FOREVER || duration == CARDRT_AS_LONG_AS || duration == CARDRT_WHILE_YOU_CONTROL)
        return cg_unsupported(u, mp->act, "a permission without a duration");
    if (!cg_only_mods(u, mp->act, known, nk))
        return false;
    int s;
    if (mp->among) {        /* "spells from among them": those of them the description accepts */
        int them = cg_sel_of(u, mp->among->a);
        LLVMValueRef which = them >= 0 ? cg_affects_fn(u, mp->cards) : NULL;
        if (!which || (s = cg_new_sel(u, mp->cards)) < 0)
            return false;
        ctx_call(u, "cardrt_sel_add", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, them) }, 2);
        ctx_call(u, "cardrt_sel_keep", NULL, (LLVMValueRef[]){ i32(u, s), which }, 2);
    } else if (mp->cards->kind == N_OBJECT) {  /* "cards exiled this way": those the exile just before moved */
        if (u->last_verb != FX_VERB_EXILE || !u->last_act || u->last_act->a || !ir_covers(mp->cards, u->last_act->b))
            return cg_unsupported(u, mp->cards, "cards exiled this way here");
        if ((s = cg_new_sel(u, mp->cards)) < 0)
            return false;
        ctx_call(u, "cardrt_sel_moved", NULL, (LLVMValueRef[]){ i32(u, s) }, 1);
    } else if ((s = cg_sel_of(u, mp->cards)) < 0) {
        return false;
    }
    ctx_call(u, "cardrt_fx_may_play", u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, (int)how), i32(u, duration) }, 3);
    return true;
}

/* "Creatures target player controls don't untap during that player's next
 * untap step", "Lands you control don't untap during your next untap step":
 * a rule of the game, not a change of the objects there now (CR 418.3b):
 * in that player's next untap step, whatever the filter of SET accepts then
 * stays tapped.  DURING says whose step; the player of SET's one "controlled
 * by" qualifier, or you.  ("Each attacking creature doesn't untap during its
 * controller's next untap step" names the creatures attacking now: each one
 * is marked, cardrt_fx_skip_untap.) */
static bool skip_untap_all(unit *u, const node *set, const node *during)
{
    const node *f = set->a && set->a->kind == N_FILTER ? set->a : NULL;
    const node *by = NULL;
    for (const node *q = f && f->b ? f->b->a : NULL; q; q = q->next)
        if (cg_is_relational(q)) {
            if (by || ir_qual_of(q) != IR_QUAL_CONTROLLED_BY)
                return cg_unsupported(u, q, "this qualifier here");
            by = q->a;
        }
    if (set->b || set->c || (!by && !meaning_your_next_untap(during))
        || (by && !meaning_controllers_next_untap(during, set)))
        return cg_unsupported(u, set, "a next untap step of these");
    int players = by ? cg_sel_of(u, by) : cg_new_sel(u, set);
    if (players < 0)
        return false;
    if (!by)
        ctx_call(u, "cardrt_sel_players", NULL, (LLVMValueRef[]){ i32(u, players), i32(u, CARDRT_WHO_YOU) }, 2);
    u->relational = true;
    LLVMValueRef which = cg_affects_fn(u, set);
    u->relational = false;
    if (!which)
        return false;
    ctx_call(u, "cardrt_fx_skip_untap_all", u->cg->i32, (LLVMValueRef[]){ i32(u, players), which }, 2);
    return true;
}

/* "Target creature can't block this turn": a restriction until end of turn. */
bool cg_restriction(unit *u, const node *neg, act_env *env)
{
    const node *a = neg->kind == N_ACTION ? neg : neg->a;  /* (a rule said so: "You have no maximum hand size ...") */
    uint64_t bits = 0;
    /* "It doesn't untap during its controller's next untap step": its card
     * IR skip_untap (its words "during ...", lowering's one modifier, still
     * read by skip_untap_all) */
    const ir_instr *skip = cg_ir_instr(u, IR_SKIP_UNTAP, neg);
    if (skip && a && a->c && a->c->a) {
        if (skip->word)         /* `rule`: the permanents as that step begins */
            return skip_untap_all(u, a->a, a->c->a);
        int s = cg_sel_of(u, a->a);
        if (s < 0)
            return false;
        ctx_call(u, "cardrt_fx_skip_untap", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
        return true;
    }
    /* "Target player can't cast creature spells this turn", "Your opponents
     * can't cast instant or sorcery spells this turn" */
    fx_cant_cast cc;
    if (meaning_cant_cast(neg, &cc))
        return cant_cast(u, neg, &cc);
    /* "Target creature can't be the target of spells or abilities your
     * opponents control this turn" (CR 415) */
    const node *untargetable, *timed_target, *by = meaning_cant_be_targeted(neg, &untargetable, &timed_target);
    if (by && !timed_target && !env->timed)
        return cg_unsupported(u, neg, "a restriction for the rest of the game");
    if (by) {
        LLVMValueRef applies = cg_targeting_match_fn(u, by);
        if (!applies)
            return false;
        change ch = { .kind = CARDRT_RULE_CHANGE,
                      .rule = cg_rule_applies_const(u, CARDRT_RULE_CANT_BE_TARGETED, applies) };
        const node *known[1];
        return effect_on_subject(u, neg, neg->a, &ch, 1, known, 0);
    }
    /* "Target creature can't be blocked by Walls this turn", "~ can't be
     * blocked this turn except by creatures with haste": blocks of the
     * attackers it names (CR 509.1b) */
    const node *blocker, *lasting;
    bool except;
    const node *by_blocker = ir_timed_block_restriction_of(neg, &blocker, &except, &lasting);
    if (by_blocker) {
        LLVMValueRef applies = cg_block_match_fn(u, blocker, NULL, except);
        if (!applies)
            return false;
        change ch = { .kind = CARDRT_RULE_CHANGE,
                      .rule = cg_rule_applies_const(u, CARDRT_RULE_CANT_BE_BLOCKED_THIS, applies) };
        const node *known[2] = { by_blocker };
        return effect_on_subject(u, neg, a, &ch, 1, known, 1);
    }
    /* "Target creature can't block this turn", "That creature doesn't untap
     * during its controller's untap step for as long as ~ remains tapped",
     * "Target spell can't be countered" (for as long as it is that spell, CR
     * 400.7): what its card IR `cant` says it can't do */
    static const uint64_t cant_bits[] = {
        [IR_TCANT_BLOCK] = CARDRT_KW(CARDRT_KW_CANT_BLOCK), [IR_TCANT_ATTACK] = CARDRT_KW(CARDRT_KW_CANT_ATTACK),
        [IR_TCANT_ATTACK_OR_BLOCK] = CARDRT_KW(CARDRT_KW_CANT_ATTACK) | CARDRT_KW(CARDRT_KW_CANT_BLOCK),
        [IR_TCANT_BE_BLOCKED] = CARDRT_KW(CARDRT_KW_CANT_BE_BLOCKED), [IR_TCANT_UNTAP] = CARDRT_KW(CARDRT_KW_DOESNT_UNTAP),
        [IR_TCANT_BE_COUNTERED] = CARDRT_KW(CARDRT_KW_CANT_BE_COUNTERED),
    };
    const ir_instr *cant = cg_ir_instr(u, IR_CANT, neg);
    ir_timed_cant what = cant ? ir_timed_cant_of(cant) : IR_TCANT_NONE;
    bits = cant_bits[what];
    bool countered = what == IR_TCANT_BE_COUNTERED;
    /* its words "during its controller's untap step" (its duration's after them) */
    const node *untap_step = what == IR_TCANT_UNTAP ? ir_untap_step_restriction_of(neg) : NULL;
    /* which: its card IR `rule`'s word; whose and how many: its words
     * (the same reading lowering made), refused where they say another */
    const ir_instr *rule = cg_ir_instr(u, IR_RULE, neg);
    ir_player_rule pr = rule ? ir_player_rule_word(rule) : IR_PRULE_NONE;
    ir_who who = IR_WHO_NONE;
    int n = 0;
    const node *timed = NULL, *chosen = NULL;
    if (pr != IR_PRULE_NONE && ir_player_rule_of(neg, &who, &n, &timed) != pr
        && ir_chosen_player_rule_of(neg, &chosen, &n, &timed) != pr)
        return cg_unsupported(u, neg, "this restriction");
    /* "Target player can't play lands this turn": that player's alone */
    if (chosen && !cg_names_players(chosen) && chosen->kind != N_POSSESSIVE)   /* "its controller" */
        return cg_unsupported(u, chosen, "this restriction");
    /* "Damage can't be prevented this turn": a rule for all damage (CR 416.1) */
    const node *nd;
    bool no_prevention = !env->timed && ir_no_prevention_of(neg, &nd);
    /* "It can't be regenerated this turn": a rule for the objects (CR 416.1) */
    bool regen = what == IR_TCANT_BE_REGENERATED;
    /* "Target creature can't block ~ this turn": a block it can't make (CR
     * 509.1b; the card IR's cant_block of its blocker, the one of a blocked
     * attacker returned above) */
    bool block_this = cg_ir_instr(u, IR_CANT_BLOCK, neg) != NULL;
    /* "Its activated abilities can't be activated this turn": a rule for
     * its object (the words of whose, without their duration) */
    node bare = a ? *a : (node){ 0 }, bare_neg = *neg;
    bare.c = NULL;
    bare_neg.a = &bare;
    const node *activator = a && what == IR_TCANT_ACTIVATE ? ir_cant_activate_of(&bare_neg) : NULL;
    if ((!bits && !regen && !no_prevention && pr == IR_PRULE_NONE && !block_this && !activator)
        || (a->b && pr == IR_PRULE_NONE && !block_this))
        return cg_no_ir_in(u, neg, "this restriction");
    const node *known[3];
    unsigned nk = 0;
    if (untap_step)             /* its duration is the modifier after "during ..." */
        known[nk++] = untap_step;
    int duration;
    LLVMValueRef holds;
    if (!cg_duration_of(u, neg, a, &duration, &holds, known, &nk) || !cg_only_mods(u, a, known, nk))
        return false;
    if (no_prevention) {
        if (duration != CARDRT_UNTIL_END_OF_TURN)
            return cg_unsupported(u, nd, "this duration");
        LLVMValueRef args[] = { cg_rule_const(u, CARDRT_RULE_NO_PREVENTION, 0, 0), LLVMConstNull(u->cg->ptr),
                                i32(u, duration) };
        ctx_call(u, "cardrt_fx_rule", u->cg->i32, args, 3);
        return true;
    }
    if (pr != IR_PRULE_NONE) {
        if (duration == CARDRT_AS_LONG_AS || duration == CARDRT_WHILE_YOU_CONTROL)
            return cg_unsupported(u, timed, "this duration");
        int w = who == IR_WHO_YOU ? CARDRT_WHO_YOU : who == IR_WHO_OPPONENT ? CARDRT_WHO_OPPONENTS : CARDRT_WHO_EACH;
        if (chosen) {
            int s = cg_sel_of(u, chosen);
            if (s < 0)
                return false;
            LLVMValueRef args[] = { cg_rule_const(u, cg_player_rule_kind(pr), CARDRT_WHO_EACH, n), i32(u, s), i32(u, duration) };
            ctx_call(u, "cardrt_fx_player_rule", u->cg->i32, args, 3);
            return true;
        }
        LLVMValueRef args[] = { cg_rule_const(u, cg_player_rule_kind(pr), w, n), LLVMConstNull(u->cg->ptr), i32(u, duration) };
        ctx_call(u, "cardrt_fx_rule", u->cg->i32, args, 3);
        return true;
    }
    /* "can't be regenerated" with no duration: for as long as its object
     * stays (CR 611.2a; an effect for an object ends as it changes zones) */
    if (duration == CARDRT_FOREVER && !regen && !countered)
        return cg_unsupported(u, neg, "a restriction for the rest of the game");
    int s = cg_sel_of(u, activator ? activator : a->a);
    if (s < 0)
        return false;
    change ch = { .kind = CARDRT_ADD_KEYWORDS, .keywords = bits };
    if (activator)
        ch = (change){ .kind = CARDRT_RULE_CHANGE, .rule = cg_rule_const(u, CARDRT_RULE_CANT_ACTIVATE, 0, 0) };
    if (regen)
        ch = (change){ .kind = CARDRT_RULE_CHANGE, .rule = cg_rule_const(u, CARDRT_RULE_CANT_BE_REGENERATED, 0, 0) };
    if (block_this) {
        LLVMValueRef applies = cg_block_match_fn(u, NULL, a->b, false);
        if (!applies)
            return false;
        ch = (change){ .kind = CARDRT_RULE_CHANGE, .rule = cg_rule_applies_const(u, CARDRT_RULE_CANT_BLOCK_THIS, applies) };
    }
    effect_on(u, s, &ch, 1, duration, holds);
    return true;
}

bool cg_detain(unit *u, const node *a)
{
    int s = cg_sel_of(u, a->b);
    if (s < 0)
        return false;
    change ch[] = {
        { .kind = CARDRT_ADD_KEYWORDS, .keywords = CARDRT_KW(CARDRT_KW_CANT_ATTACK) | CARDRT_KW(CARDRT_KW_CANT_BLOCK) },
        { .kind = CARDRT_RULE_CHANGE, .rule = cg_rule_const(u, CARDRT_RULE_CANT_ACTIVATE, 0, 0) },
    };
    effect_on(u, s, ch, 2, CARDRT_UNTIL_YOUR_NEXT_TURN, NULL);
    return true;
}

/* "Target creature attacks this turn if able", "blocks ~ this turn if
 * able" (requirements, CR 508.1d, 509.1c), "~ must be blocked this turn if
 * able", "~ can attack this turn as though it didn't have defender": a rule
 * for the objects the subject names, for the duration of the statement S's
 * card IR instruction (meaning_timed_rule).
 * A creature it must block is ~ itself, or any attacker. */
bool cg_timed_rule(unit *u, const node *s, const fx_timed *t)
{
    static const cardrt_rule_kind kinds[] = {
        [FX_TRULE_MUST_ATTACK] = CARDRT_RULE_MUST_ATTACK, [FX_TRULE_MUST_BLOCK] = CARDRT_RULE_MUST_BLOCK,
        [FX_TRULE_MUST_BE_BLOCKED] = CARDRT_RULE_MUST_BE_BLOCKED,
        [FX_TRULE_ATTACK_DESPITE_DEFENDER] = CARDRT_RULE_ATTACK_DESPITE_DEFENDER,
        [FX_TRULE_EXTRA_BLOCKS] = CARDRT_RULE_EXTRA_BLOCKS,
    };
    change ch = { .kind = CARDRT_RULE_CHANGE, .rule = cg_rule_const(u, kinds[t->rule], 0, t->amount) };
    if (t->attacker) {
        if (!is_self(t->attacker))
            return cg_unsupported(u, t->attacker, "blocking this creature as a requirement");
        LLVMValueRef applies = cg_block_match_fn(u, NULL, t->attacker, false);
        if (!applies)
            return false;
        ch.rule = cg_rule_applies_const(u, kinds[t->rule], applies);
    }
    const node *known[2] = { t->modifier };
    return effect_on_subject(u, s, t->act, &ch, 1, known, t->modifier ? 1 : 0);
}
