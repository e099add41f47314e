/* cg_effect.c — what resolves (cg.h, cg_fx.h).
 *
 * An effect function follows the instructions of its text in order (CR
 * 413.2b): each statement, each action on its selections (cg_select.c),
 * with its amounts and conditions (cg_amount.c) and continuous effects
 * (cg_change.c). */
#include <string.h>

#include "cg_fx.h"
#include "meaning.h"
#include "parser.h"
#include "syntax.h"

/* ---- small things -------------------------------------------------------------- */

const node *cg_modifier(const node *mods, node_kind kind, fx_word w)
{
    for (const node *m = mods ? mods->a : NULL; m; m = m->next)
        if (m->kind == kind && (w == FX_W_NONE || meaning_word(m) == w))
            return m;
    return NULL;
}

/* Are all of A's modifiers among the ones the action understood? */
bool cg_only_mods(unit *u, const node *a, const node *const *known, unsigned n)
{
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next) {
        bool ok = (m->kind == N_MODIFIER && meaning_word(m) == FX_W_WHERE && m->a == u->where_x)
                  || (u->where_x && meaning_where_on_battlefield(a, m));    /* its zone */
        for (unsigned i = 0; i < n && !ok; i++)
            ok = known[i] == m;
        if (!ok)
            return cg_unsupported(u, m, m->kind == N_DURATION ? "this duration" : "this modifier");
    }
    return true;
}


/* A variable in the function's frame (its entry block), set to INIT there
 * if INIT is not NULL. */
LLVMValueRef cg_entry_alloca(unit *u, LLVMTypeRef ty, const char *name, LLVMValueRef init)
{
    LLVMBuilderRef entry = cg_entry_builder(u);
    LLVMValueRef v = LLVMBuildAlloca(entry, ty, name);
    if (init)
        LLVMBuildStore(entry, init, v);
    LLVMDisposeBuilder(entry);
    return v;
}

/* ---- actions ------------------------------------------------------------------------- */

static bool gen_statement(unit *u, const node *s, act_env *env);
/* "Destroy target creature. It can't be regenerated." */
static bool gen_destroy(unit *u, const node *a, act_env *env)
{
    bool regen = true;
    if (meaning_no_regeneration(env->next)) {
        regen = false;
        env->skip_next = true;
    }
    if (!cg_only_mods(u, a, NULL, 0))
        return false;
    int s = cg_sel_of(u, a->b);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_destroy", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_i1(u->cg, regen) }, 2);
    return true;
}

/* "Copy target instant or sorcery spell.", then "You may choose new
 * targets for the copy." (CR 707.10, 707.10c).  A copy of a permanent
 * spell would become a token: not yet, so the spell must be an instant or
 * a sorcery. */
static bool gen_copy(unit *u, const node *a, act_env *env)
{
    bool anew;
    if (!meaning_copy_spell(u->c, a, env->next, &anew))
        return cg_unsupported_word(u, a, "copy");
    env->skip_next = anew;
    int s = cg_sel_of(u, a->b);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_copy_spell", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_i1(u->cg, anew) }, 2);
    return true;
}

static bool simple_on_sel(unit *u, const node *a, const char *fx, LLVMValueRef extra)
{
    if (!cg_only_mods(u, a, NULL, 0))
        return false;
    int s = cg_sel_of(u, a->b);
    if (s < 0)
        return false;
    LLVMValueRef args[] = { i32(u, s), extra };
    ctx_call(u, fx, u->cg->i32, args, extra ? 2 : 1);
    return true;
}

static bool one_chooser(const unit *u, const node *np);

/* The selection of WHO, the object that acts ("~ deals 2 damage", "it
 * fights ..."): -1 in *SEL for the source itself. */
static bool acting_object(unit *u, const node *who, int *sel)
{
    *sel = -1;
    if (who->kind == N_SELF || (who->kind == N_PRONOUN && who->refers && who->refers->kind == N_SELF))
        return true;
    if (who->kind == N_PRONOUN && !who->refers && u->in_ability && meaning_word(who) == FX_W_IT && !u->event)
        return true;
    return (*sel = cg_sel_of(u, who)) >= 0;
}

/* Does a pronoun inside N (its list items too) mean WHAT? */
static bool names_pronoun_for(const node *n, const node *what)
{
    for (; n; n = n->next)
        if ((n->kind == N_PRONOUN && n->refers == what) || names_pronoun_for(n->a, what)
            || names_pronoun_for(n->b, what) || names_pronoun_for(n->c, what))
            return true;
    return false;
}

/* "Test deals 3 damage to any target", "... to each creature and each
 * player", "It deals damage equal to its power to target creature". */
static bool gen_damage(unit *u, const node *a)
{
    const node *known[4];
    unsigned nk = 0;
    const node *to = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && meaning_word(m) == FX_W_TO && !to) {
            to = m->a;
            known[nk++] = m;
        }
    if (!to)
        return cg_unsupported(u, a, "damage without saying to what");
    /* "Each creature you control deals damage equal to its power": each one's
     * own power, an amount the effect does not count once for all */
    const node *by = a->a && a->a->kind == N_PRONOUN && a->a->refers ? a->a->refers : a->a;
    for (const node *m = a->c ? a->c->a : NULL; by && by->kind == N_OBJECT && cg_is_set(by) && m; m = m->next)
        if (m != known[0] && (names_pronoun_for(m->a, by) || names_pronoun_for(m->b, by)))
            return cg_unsupported(u, m, "an amount of its own for each of several sources");
    LLVMValueRef amount = cg_action_amount(u, a, a->b, known, &nk);
    if (!amount || !cg_only_mods(u, a, known, nk))
        return false;
    int from = -1;
    if (a->a && !acting_object(u, a->a, &from))
        return false;
    int t = cg_sel_of(u, to);
    if (t < 0)
        return false;
    ctx_call(u, "cardrt_fx_damage", u->cg->i32, (LLVMValueRef[]){ i32(u, from), i32(u, t), amount }, 3);
    return true;
}

/* CR 701.12a: "Target creature you control fights target creature you
 * don't control", "it fights up to one target creature ...": one creature
 * each side (a set, "each creature you control fights ...", is refused). */
static bool gen_fight(unit *u, const node *a)
{
    if (!a->a || !a->b || a->b->kind == N_LIST || a->a->kind == N_LIST || cg_names_players(a->a)
        || cg_names_players(a->b))
        return cg_unsupported(u, a, "fighting this");
    if ((a->a->kind == N_OBJECT && cg_is_set(a->a)) || (a->b->kind == N_OBJECT && cg_is_set(a->b)))
        return cg_unsupported(u, a, "a set of creatures fighting");
    int one, other;
    if (!cg_only_mods(u, a, NULL, 0) || !acting_object(u, a->a, &one) || !acting_object(u, a->b, &other))
        return false;
    ctx_call(u, "cardrt_fx_fight", u->cg->i32, (LLVMValueRef[]){ i32(u, one), i32(u, other) }, 2);
    return true;
}

/* "Target player draws two cards", "You gain 3 life", "Each opponent loses
 * 1 life", "Target player discards a card at random", "mills three cards". */
static bool gen_player_action(unit *u, const node *a, fx_verb verb)
{
    const node *known[4];
    unsigned nk = 0;
    bool random = false;
    const node *obj = a->b;
    bool discard = verb == FX_VERB_DISCARD;
    if (discard) {
        const node *r = cg_modifier(a->c, N_MODIFIER, FX_W_AT_RANDOM);
        if (r) {
            random = true;
            known[nk++] = r;
        }
        /* any card ("a card", "two cards"; "a card at random", as the modifier says it) */
        bool at_random;
        bool any_card = obj && obj->kind == N_OBJECT && ir_any_card(obj, &at_random);
        if (obj && obj->kind == N_OBJECT && (!any_card || cg_any_number(obj) || cg_up_to(obj))) {
            /* "discard any number of cards", "up to two cards": a choice, as of a kind */
            /* "(you) discard a creature card": the controller chooses it from their hand */
            if ((a->a && ir_who_of(a->a) != IR_WHO_YOU) || !cg_only_mods(u, a, known, nk))
                return cg_unsupported(u, obj, "discarding cards of a kind");
            node you = { .kind = N_PLAYER, .text = "you", .range = obj->range };
            node hand_word = { .kind = N_WORD, .text = "hand", .token = HAND, .range = obj->range };
            node hand = { .kind = N_POSSESSIVE, .a = &you, .b = &hand_word, .range = obj->range };
            if (cg_is_set(obj)) {       /* "discard all the cards in your hand" */
                int p = cg_subject_players(u, a), c = p >= 0 ? cg_sel_of(u, obj) : -1;
                if (c >= 0)
                    ctx_call(u, "cardrt_fx_discard_these", u->cg->i32, (LLVMValueRef[]){ i32(u, p), i32(u, c) }, 2);
                return c >= 0;
            }
            LLVMValueRef n = cg_any_number(obj) ? i32(u, INT32_MAX) : cg_amount(u, cg_up_to(obj) ? cg_up_to(obj) : obj);
            int p = n ? cg_subject_players(u, a) : -1;
            int c = p >= 0 ? cg_chosen(u, cg_with_qualifier(u, obj, "in", &hand), CARDRT_IN(CARDRT_HAND), n, random)
                           : -1;
            if (c >= 0)
                ctx_call(u, "cardrt_fx_discard_these", u->cg->i32, (LLVMValueRef[]){ i32(u, p), i32(u, c) }, 2);
            return c >= 0;
        }
        random |= obj && obj->kind == N_OBJECT && at_random;
        /* "That player discards that card": the one chosen from their hand */
        if (obj && obj->kind == N_PRONOUN && obj->refers && !random && cg_only_mods(u, a, NULL, 0)) {
            int p = cg_subject_players(u, a), c = p >= 0 ? cg_sel_of(u, obj) : -1;
            if (c >= 0)
                ctx_call(u, "cardrt_fx_discard_these", u->cg->i32, (LLVMValueRef[]){ i32(u, p), i32(u, c) }, 2);
            return c >= 0;
        }
    }
    if ((verb == FX_VERB_DRAW || discard || verb == FX_VERB_MILL)
        && obj && obj->kind == N_OBJECT && !(obj->a && obj->a->kind == N_FILTER)) {
        return cg_unsupported(u, obj, "this object");
    }
    /* "Discard your hand", "discards their hand": as many as the hand holds. */
    bool whole_hand = discard && obj && obj->kind == N_POSSESSIVE && obj->b
                      && obj->b->kind == N_WORD && obj->b->token == HAND && obj->a
                      && (obj->a->kind == N_PLAYER || obj->a->kind == N_PRONOUN);
    LLVMValueRef n = whole_hand ? i32(u, 0)
                   : obj || cg_modifier(a->c, N_MODIFIER, FX_W_EQUAL_TO) || cg_modifier(a->c, N_MODIFIER, FX_W_FOR_EACH)
                     ? cg_action_amount(u, a, obj, known, &nk)
                     : verb == FX_VERB_DRAW ? i32(u, 1)    /* "draw" alone: "draws a card" elsewhere */
                     : NULL;
    if (!n && !obj)   /* "you gain life and draw cards equal to its power": the amount is the next verb's */
        return cg_unsupported(u, a, "this verb with no amount of its own");
    if (!n || !cg_only_mods(u, a, known, nk))
        return false;
    int s = cg_subject_players(u, a);
    if (s < 0)
        return false;
    bool mine = obj && obj->a && obj->a->kind == N_PLAYER && meaning_player(obj->a) == FX_PLAYER_YOU
                && (!a->a || (a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU));
    bool theirs = obj && obj->a && obj->a->kind == N_PRONOUN && meaning_word(obj->a) == FX_W_THEIR && a->a
                  && (!obj->a->refers || obj->a->refers == a->a);
    if (whole_hand && !mine && !theirs)         /* the hand is the discarding player's own */
        return cg_unsupported(u, obj, "discarding another player's hand");
    if (whole_hand)
        n = ctx_call(u, "cardrt_sel_stat", u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_STAT_HAND) }, 2);
    if (verb == FX_VERB_LOSE_LIFE) {
        ctx_call(u, "cardrt_fx_life", u->cg->i32, (LLVMValueRef[]){ i32(u, s), LLVMBuildNeg(u->b, n, "") }, 2);
    } else if (discard) {
        ctx_call(u, "cardrt_fx_discard", u->cg->i32, (LLVMValueRef[]){ i32(u, s), n, cg_i1(u->cg, random) }, 3);
    } else {
        const char *fx = verb == FX_VERB_DRAW ? "cardrt_fx_draw" : verb == FX_VERB_GAIN_LIFE ? "cardrt_fx_life"
                       : verb == FX_VERB_MILL ? "cardrt_fx_mill"
                       : verb == FX_VERB_SURVEIL ? "cardrt_fx_surveil" : "cardrt_fx_scry";
        ctx_call(u, fx, u->cg->i32, (LLVMValueRef[]){ i32(u, s), n }, 2);
    }
    return true;
}

/* "Sacrifice it", "Sacrifice Test", "Each player sacrifices a creature". */
static bool gen_sacrifice(unit *u, const node *a)
{
    /* "... sacrifices a permanent for each soot counter on ~": counted once
     * as it resolves; a count by each of several players ("for each land
     * they control") is not that */
    const node *each = cg_modifier(a->c, N_MODIFIER, FX_W_FOR_EACH);
    if (each && each->a && cg_has_relational(each->a))
        return cg_unsupported(u, each, "'for each' counted by each player");
    if (!cg_only_mods(u, a, &each, each ? 1 : 0))
        return false;
    const node *what = a->b;
    if (what && what->kind == N_OBJECT && cg_any_number(what) && !each && (!a->a || cg_is_you(a->a))) {
        /* "Sacrifice any number of lands": none to all of those you control */
        node you = { .kind = N_PLAYER, .text = "you", .range = what->range };
        int s = cg_chosen(u, cg_with_qualifier(u, what, "controlled by", &you), CARDRT_IN(CARDRT_BATTLEFIELD),
                          i32(u, INT32_MAX), false);
        if (s < 0)
            return false;
        cg_bind(u, what, s);
        ctx_call(u, "cardrt_fx_sacrifice", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
        return true;
    }
    if (what && what->kind == N_OBJECT && !cg_is_set(what)) {
        const node *known[3];
        unsigned nknown = 0;
        LLVMValueRef n = cg_action_amount(u, a, what, known, &nknown);
        LLVMValueRef which = n ? cg_affects_now_fn(u, what) : NULL;
        int s = which ? cg_subject_players(u, a) : -1, into = s >= 0 ? cg_new_sel(u, what) : -1;
        if (into < 0)
            return false;
        cg_bind(u, what, into);            /* "that creature's power" */
        ctx_call(u, "cardrt_fx_sacrifice_n", u->cg->i32, (LLVMValueRef[]){ i32(u, s), which, n, i32(u, into) }, 4);
        return true;
    }
    if (each)
        return cg_unsupported(u, each, "this modifier");
    if (a->a && !(a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU))
        return cg_unsupported(u, a->a, "another player sacrificing this");
    int s = cg_sel_of(u, what);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_sacrifice", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
    return true;
}

/* "Create two 1/1 white Soldier creature tokens with flying."  "Its
 * controller creates ..." */
static bool gen_create(unit *u, const node *a, act_env *env)
{
    /* "Create a 0/1 ... token. It has \"Sacrifice this creature: Add {C}.\"":
     * what the next statement gives the token is part of it. */
    const node *has = meaning_token_has(a, env->next);
    if (has)
        env->skip_next = true;
    /* "Create a token that's a copy of target creature" (CR 707.2) */
    unsigned enters;
    const node *original = ir_token_copy_of(a->b, &enters);
    if (original && has)
        return cg_unsupported(u, has, "this token");
    LLVMValueRef def = original ? NULL : cg_token_def(u, a->b, has ? has->b : NULL, &enters);
    /* "two ... tokens", "X ... tokens, where X is ...", "a ... token for each ..." */
    const node *known[2];
    unsigned nk = 0;
    int copied = original ? cg_sel_of(u, original) : -1;
    LLVMValueRef n = def || copied >= 0 ? cg_action_amount(u, a, a->b, known, &nk) : NULL;
    if (n && !cg_only_mods(u, a, known, nk))
        return false;
    int who = !n ? -2 : a->a && !(a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU) ? cg_subject_players(u, a) : -1;
    int into = who >= -1 ? cg_new_sel(u, a->b) : -1;
    if (into < 0)
        return false;
    cg_bind(u, a->b, into);
    if (original)
        ctx_call(u, "cardrt_fx_token_copies", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, who), i32(u, copied), n, i32(u, into) }, 4);
    else
        ctx_call(u, "cardrt_fx_tokens", u->cg->i32, (LLVMValueRef[]){ i32(u, who), def, n, i32(u, into) }, 4);
    if (enters)
        ctx_call(u, "cardrt_fx_enter_as", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, into), cg_i1(u->cg, enters & IR_ENTERS_TAPPED),
                                   cg_i1(u->cg, enters & IR_ENTERS_ATTACKING) }, 3);
    return true;
}

/* "Reveal the top card of your library", "look at it": only what it names
 * (a later "if it's a land card" reads it); nothing changes. */
static bool gen_look(unit *u, const node *a)
{
    if (a->a && !(a->a->kind == N_PLAYER && meaning_player(a->a) == FX_PLAYER_YOU)
        && !(meaning_verb(a) == FX_VERB_REVEAL && cg_names_players(a->a)))
        return cg_unsupported(u, a->a, "another player looking");
    return (!a->a || cg_sel_of(u, a->a) >= 0) && cg_sel_of(u, a->b) >= 0;
}

/* "Target player reveals a card at random from their hand": the card the
 * game's generator picks, which "that card" and "the revealed card" then
 * name (CR 701.20a: revealing shows it, it stays where it is). */
static bool gen_reveal_at_random(unit *u, const node *a)
{
    const node *from = cg_modifier(a->c, N_PREP, FX_W_FROM);
    const node *random = cg_modifier(a->c, N_MODIFIER, FX_W_AT_RANDOM);
    const node *known[] = { from, random };
    if (!from || !random)
        return cg_unsupported_word(u, a, meaning_words(a));
    const node *by;
    if (!cg_plain_noun(a->b, "card", &by) || by)
        return cg_unsupported(u, a->b, "revealing this at random");
    if (from->a->kind != N_POSSESSIVE || !from->a->b || from->a->b->kind != N_WORD || from->a->b->token != HAND)
        return cg_unsupported(u, from->a, "this zone");
    if (!cg_only_mods(u, a, known, 2) || (a->a && cg_sel_of(u, a->a) < 0))
        return false;
    LLVMValueRef n = cg_amount(u, a->b);
    int hand = n ? cg_sel_of(u, from->a) : -1, s;
    if (hand < 0 || (s = cg_new_sel(u, a->b)) < 0)
        return false;
    ctx_call(u, "cardrt_sel_random", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, hand), n }, 3);
    cg_bind(u, a->b, s);
    return true;
}

/* "Attach Test to target creature you control." */
static bool gen_attach(unit *u, const node *a)
{
    const node *to = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && meaning_word(m) == FX_W_TO)
            to = m;
    const node *known[] = { to };
    if (!to || !cg_only_mods(u, a, known, 1))
        return to ? false : cg_unsupported(u, a, "attaching without saying to what");
    int what = cg_chosen_or_named(u, a, a->b), host = what >= 0 ? cg_chosen_or_named(u, a, to->a) : -1;
    if (host < 0)
        return false;
    ctx_call(u, "cardrt_fx_attach", u->cg->i32, (LLVMValueRef[]){ i32(u, what), i32(u, host) }, 2);
    return true;
}

/* The source or recipient of damage a prevention effect names: a set by
 * its description, tested as the damage would be dealt ("creatures",
 * "creatures your opponents control": *FN, a test of the kind KIND), or
 * what a selection holds now (a target, "you", "it"). */
static bool prevention_side(unit *u, const node *np, bool recipient, int *sel, LLVMValueRef *fn)
{
    *sel = -1;
    *fn = LLVMConstNull(u->cg->ptr);
    const node *plain = recipient ? NULL : meaning_your_choice_of(u->arena, np);
    if (plain) {    /* "a source of your choice": among permanents and spells, as it resolves */
        *sel = cg_chosen(u, plain, CARDRT_IN(CARDRT_BATTLEFIELD) | CARDRT_IN(CARDRT_STACK), i32(u, 1), false);
        return *sel >= 0;
    }
    if (np->kind == N_OBJECT && cg_is_set(np) && cg_players_who(np) < 0 && !np->c) {
        if (!recipient)
            *fn = cg_affects_fn(u, np);
        else {
            unsigned zones;
            target_use tu = { .min = 1, .max = 1, .text = "", .range = np->range, .object = np };
            *fn = cg_legal_fn(u, &tu, &zones);
        }
        return *fn != NULL;
    }
    return (*sel = cg_sel_of(u, np)) >= 0;
}

/* "Prevent all damage creatures would deal this turn" (CR 418.3b's
 * Example), "Prevent all combat damage that would be dealt this turn",
 * "Prevent the next 3 damage that would be dealt to any target this turn",
 * "... dealt by target creature", "... to creatures you control". */
static bool gen_prevent(unit *u, const node *a)
{
    codegen *cg = u->cg;
    fx_prevent pv;
    fx_prevent_part bad = meaning_prevent(a, &pv);
    if (bad == FX_PREVENT_ACTION)
        return cg_unsupported(u, a, "preventing this");
    if (bad == FX_PREVENT_AMOUNT)
        return cg_unsupported(u, a->b, "preventing this damage");
    /* "Prevent the next X damage that would be dealt ..., where X is ...":
     * the "where" hangs on the "would" clause */
    const node *where = bad == FX_PREVENT_OK && pv.would && !u->where_x
                        ? cg_modifier(pv.would->c, N_MODIFIER, FX_W_WHERE) : NULL;
    if (where)
        u->where_x = where->a;
    LLVMValueRef amount = pv.next ? cg_amount(u, pv.next) : i32(u, -1);
    if (!amount)
        return false;
    if (bad == FX_PREVENT_DAMAGE)
        return cg_unsupported(u, a->b->b ? a->b->b : a->b, "this damage");
    bool combat = pv.combat, both = pv.both;
    const node *x = pv.would, *from = pv.from, *to = pv.to;
    const node *known[4] = { pv.used[0], pv.used[1] };
    unsigned nk = pv.nused;
    int duration;
    LLVMValueRef holds;
    if (!cg_duration_of(u, x, NULL, &duration, &holds, known, &nk) || !cg_only_mods(u, x, known, nk))
        return false;
    if (duration == CARDRT_AS_LONG_AS)
        return cg_unsupported(u, x, "this duration of a prevention effect");
    int from_sel = -1, to_sel = -1;
    LLVMValueRef from_fn = LLVMConstNull(cg->ptr), to_fn = LLVMConstNull(cg->ptr);
    if ((from && !prevention_side(u, from, false, &from_sel, &from_fn))
        || (to && !prevention_side(u, to, true, &to_sel, &to_fn)))
        return false;
    LLVMValueRef any = LLVMConstNull(cg->ptr);
    for (int side = 0; side < (both ? 2 : 1); side++)
        ctx_call(u, "cardrt_fx_prevent", cg->i32,
                 (LLVMValueRef[]){ i32(u, both && side ? -1 : from_sel), both && side ? any : from_fn,
                                   i32(u, both && !side ? -1 : to_sel), both && !side ? any : to_fn,
                                   cg_i1(cg, combat), amount, i32(u, duration) }, 7);
    return true;
}

/* "The next time a source of your choice would deal damage to you this
 * turn, prevent that damage" (CR 416.1; "a red source", "... to target
 * creature"): the controller chooses the source as it resolves, among
 * permanents and spells; all the damage it would deal to that recipient
 * the next time, then the effect ends (CARDRT_PREVENT_NEXT_TIME). */
static bool gen_next_time_prevent(unit *u, const node *s)
{
    codegen *cg = u->cg;
    const node *plain;      /* the source, without "of your choice" */
    const node *d = meaning_next_time_prevention(u->arena, s, &plain);
    if (!d)
        return cg_unsupported(u, s, "this condition");
    const node *to = cg_modifier(d->c, N_PREP, FX_W_TO);
    if (!to)        /* "that damage" to each of several recipients would be one event */
        return cg_unsupported(u, d, "the next time damage would be dealt to anything");
    const node *known[4] = { to };
    unsigned nk = 1;
    int duration;
    LLVMValueRef holds;
    if (!cg_duration_of(u, d, NULL, &duration, &holds, known, &nk) || !cg_only_mods(u, d, known, nk))
        return false;
    if (duration != CARDRT_UNTIL_END_OF_TURN)
        return cg_unsupported(u, d, "this duration of a prevention effect");
    int to_sel = -1;
    LLVMValueRef to_fn = LLVMConstNull(cg->ptr);
    if (!prevention_side(u, to->a, true, &to_sel, &to_fn))
        return false;
    int from_sel = cg_chosen(u, plain, CARDRT_IN(CARDRT_BATTLEFIELD) | CARDRT_IN(CARDRT_STACK), i32(u, 1), false);
    if (from_sel < 0)
        return false;
    ctx_call(u, "cardrt_fx_prevent", cg->i32,
             (LLVMValueRef[]){ i32(u, from_sel), LLVMConstNull(cg->ptr), i32(u, to_sel), to_fn, cg_i1(cg, false),
                               i32(u, CARDRT_PREVENT_NEXT_TIME), i32(u, duration) }, 7);
    return true;
}

/* "Target player gets two poison counters", "you get {E}{E}"'s like. */
static bool gen_get_counters(unit *u, const node *a)
{
    const node *what = a->b, *f = what->a;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a && !f->b
                    ? f->a->a->a->a : NULL;
    const char *kind = cg_counter_kind(w);
    if (!kind || what->b)
        return cg_unsupported(u, what, "getting this");
    LLVMValueRef n = cg_only_mods(u, a, NULL, 0) ? cg_amount(u, what) : NULL;
    int s = n ? cg_subject_players(u, a) : -1;
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_counters", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_cstring(u, kind), n }, 3);
    return true;
}

static bool gen_verb(unit *u, const node *a, act_env *env);

/* The step (CARDRT_STEP_*) a delayed action waits for (meaning_delay), or
 * CG_WHEN_SOURCE_LEAVES; -2 when D is no delay. */
static int delay_of(const node *d)
{
    switch (meaning_delay(d)) {
    case IR_DELAY_END_OF_COMBAT: return CARDRT_STEP_END_COMBAT;
    case IR_DELAY_NEXT_END_STEP: return CARDRT_STEP_END;
    case IR_DELAY_NEXT_CLEANUP_STEP: return CARDRT_STEP_CLEANUP;
    case IR_DELAY_NEXT_UPKEEP: return CARDRT_STEP_UPKEEP;
    case IR_DELAY_SOURCE_LEAVES: return CG_WHEN_SOURCE_LEAVES;
    default: return -2;
    }
}

/* A with its modifier M left out. */
static node *without(unit *u, const node *a, const node *m)
{
    return meaning_without(u->arena, a, m, NULL);
}

/* "Return it to the battlefield at the beginning of the next end step",
 * "Exile it at the beginning of the next end step", "destroy that creature
 * at end of combat" (CR 417.2: a delayed triggered ability, linked to what
 * the action names now); "exile target creature until ~ leaves the
 * battlefield" (exiled now, returned by a delayed triggered ability when
 * the source leaves; nothing happens if it has already left). */
static bool gen_delayed(unit *u, const node *a, const node *d, int when)
{
    codegen *cg = u->cg;
    bool exile_until = when == CG_WHEN_SOURCE_LEAVES;
    if (exile_until && (meaning_verb(a) != FX_VERB_EXILE || a->a || a->c->a->next))
        return cg_unsupported(u, d, "this duration");
    /* what it acts on: "remove a +1/+1 counter from it at end of combat"
     * acts on "it" */
    const node *from = meaning_verb(a) == FX_VERB_REMOVE ? cg_modifier(a->c, N_PREP, FX_W_FROM) : NULL;
    const node *obj = from ? from->a : a->b;
    if (!obj)
        return cg_unsupported(u, a, "waiting to do this");
    /* "Destroy all permanents at the beginning of the next end step": the
     * permanents then, found as it resolves; it is linked to nothing */
    bool then_found = !exile_until && obj->kind == N_OBJECT && cg_is_set(obj);
    /* "At the beginning of the next end step, untap up to two lands",
     * "create a 1/1 token ...", "discard three cards": chosen (made) then,
     * as it resolves (CR 413.2c) */
    fx_verb v = meaning_verb(a);
    then_found |= !exile_until && obj->kind == N_OBJECT && !cg_names_players(obj) && meaning_det(obj) != FX_DET_TOP
                  && (!a->a || cg_is_you(a->a))
                  && (v == FX_VERB_TAP || v == FX_VERB_UNTAP || v == FX_VERB_EXILE || v == FX_VERB_DISCARD
                      || v == FX_VERB_CREATE || v == FX_VERB_SACRIFICE || v == FX_VERB_RETURN || v == FX_VERB_DESTROY);
    /* "Draw a card at the beginning of the next turn's upkeep": the delayed
     * ability's controller, who controlled this one (CR 603.7d), draws */
    then_found |= meaning_verb(a) == FX_VERB_DRAW && !a->a;
    LLVMBasicBlockRef cont = NULL;
    if (exile_until) {          /* the source is still on the battlefield */
        LLVMValueRef z = cg_call(u, "cardrt_zone_of", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
        LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "then");
        cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "cont");
        LLVMBuildCondBr(u->b, LLVMBuildICmp(u->b, LLVMIntEQ, z, cg_i32(cg, CARDRT_BATTLEFIELD), ""), then, cont);
        LLVMPositionBuilderAtEnd(u->b, then);
    }
    int s = then_found ? -1 : cg_sel_of(u, obj);
    if (s < 0 && !then_found)
        return false;
    if (exile_until)
        ctx_call(u, "cardrt_fx_move", cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_EXILE), i32(u, 0) }, 3);
    /* What it will do, on the objects it is linked to. */
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.later", &save);
    int linked = then_found ? -1 : cg_new_sel(u, obj);
    if (linked < 0 && !then_found)
        return false;
    if (!then_found) {
        ctx_call(u, "cardrt_sel_linked", NULL, (LLVMValueRef[]){ i32(u, linked) }, 1);
        const node *what = obj;
        while (what->kind == N_PRONOUN && what->refers)
            what = what->refers;
        cg_bind(u, obj, linked);
        cg_bind(u, what, linked);
    }
    act_env later = { NULL, false, NULL };
    bool ok;
    if (exile_until) {          /* "return that card to the battlefield under its owner's control" */
        ctx_call(u, "cardrt_fx_move", cg->i32,
                 (LLVMValueRef[]){ i32(u, linked), i32(u, CARDRT_BATTLEFIELD), i32(u, 0) }, 3);
        ok = true;
    } else {
        ok = gen_verb(u, without(u, a, d), &later);
    }
    LLVMValueRef fn = cg_end_fn(u, NULL, &save);
    if (!ok)
        return false;
    LLVMValueRef def = cg_delayed_def(u, when, fn, cg_text(u, a->range));
    ctx_call(u, "cardrt_fx_delayed", cg->i32, (LLVMValueRef[]){ i32(u, s), def }, 2);
    if (cont) {
        LLVMBuildBr(u->b, cont);
        LLVMPositionBuilderAtEnd(u->b, cont);
    }
    /* "At the beginning of the next end step, sacrifice that creature. If
     * you do, ...": that asks about the action done later, by the delayed
     * ability (CR 603.7), not about a "you may" before it: refused */
    u->last_may = NULL;
    u->last_may_who = NULL;
    return true;
}

static bool gen_action(unit *u, const node *a, act_env *env)
{
    const node *d = cg_modifier(a->c, N_DURATION, FX_W_NONE);
    int when = d ? delay_of(d) : -2;
    if (when != -2)
        return gen_delayed(u, a, d, when);
    const node *where = cg_modifier(a->c, N_MODIFIER, FX_W_WHERE);
    const node *saved = u->where_x;
    u->where_x = where ? where->a : NULL;
    bool ok = gen_verb(u, a, env);
    u->where_x = saved;
    return ok;
}

static bool gen_verb(unit *u, const node *a, act_env *env)
{
    fx_verb v = meaning_verb(a);
    switch (v) {
    case FX_VERB_DESTROY:
        return gen_destroy(u, a, env);
    case FX_VERB_EXILE:
        return cg_move(u, a, CARDRT_EXILE, 0, NULL);
    case FX_VERB_RETURN:
        return cg_return(u, a);
    case FX_VERB_PUT:
        return cg_put(u, a);
    case FX_VERB_COUNTER: {
        /* "Counter target spell. If that spell is countered this way, exile
         * it instead of putting it into its owner's graveyard": countered,
         * it goes there (the move of the sentence after, on the same spell) */
        const node *instead, *to = env->next ? ir_countered_instead_of(env->next, &instead) : NULL;
        if (to && !a->a && !a->c) {
            int s = cg_sel_of(u, a->b), t = s >= 0 ? cg_sel_of(u, to->b) : -1;
            if (s < 0 || t < 0)
                return false;
            if (s == t) {
                act_env e = { NULL, false, NULL };
                u->countering = true;
                bool ok = gen_verb(u, without(u, to, instead), &e);
                if (ok && u->countering)
                    ok = cg_unsupported(u, to, "this destination of a countered spell");
                u->countering = false;
                env->skip_next = true;
                return ok;
            }
        }
        return simple_on_sel(u, a, "cardrt_fx_counter", NULL);
    }
    case FX_VERB_CAST: {
        /* "you may cast it without paying its mana cost": now (cardrt_fx_cast) */
        fx_cast_now cast;
        if (!meaning_cast_now(a, &cast))
            break;
        if (cast.cards->kind == N_OBJECT) {     /* "a spell ... from your hand": chosen as it resolves */
            const node *there = cg_with_qualifier(u, cast.cards, "in", cast.from);
            unsigned zones = cg_zones(u, there, 0);
            LLVMValueRef which = zones ? cg_affects_fn(u, there) : NULL;
            if (which)
                ctx_call(u, "cardrt_fx_cast_chosen", u->cg->i32,
                         (LLVMValueRef[]){ which, i32(u, (int)zones), cg_i1(u->cg, cast.free_cast) }, 3);
            return which ? true : zones ? false : cg_unsupported(u, cast.from, "this zone");
        }
        int s = cast.from ? cg_moved(u, cast.cards, cast.from, false) : cg_sel_of(u, cast.cards);
        if (s >= 0)
            ctx_call(u, "cardrt_fx_cast", u->cg->i32, (LLVMValueRef[]){ i32(u, s), cg_i1(u->cg, cast.free_cast) }, 2);
        return s >= 0;
    }
    case FX_VERB_COPY:
        return gen_copy(u, a, env);
    case FX_VERB_TAP:
    case FX_VERB_UNTAP:
        if (a->a && a->a->kind == N_OBJECT && a->b)    /* "Simultaneously untap ...": no object taps another */
            return cg_unsupported(u, a->a, "this subject of 'tap' or 'untap'");
        if (cg_your_choice(u, a, a->b)) {  /* "tap an untapped creature you control" */
            int s = cg_only_mods(u, a, NULL, 0) ? cg_moved(u, a->b, NULL, false) : -1;
            if (s >= 0)
                ctx_call(u, "cardrt_fx_tap", u->cg->i32,
                         (LLVMValueRef[]){ i32(u, s), cg_i1(u->cg, v == FX_VERB_TAP) }, 2);
            return s >= 0;
        }
        return simple_on_sel(u, a, "cardrt_fx_tap", cg_i1(u->cg, v == FX_VERB_TAP));
    case FX_VERB_REGENERATE:
        return simple_on_sel(u, a, "cardrt_fx_regenerate", NULL);
    case FX_VERB_DEAL_DAMAGE:
        return gen_damage(u, a);
    case FX_VERB_PREVENT:
        return gen_prevent(u, a);
    case FX_VERB_FIGHT:
        return gen_fight(u, a);
    case FX_VERB_DRAW:
    case FX_VERB_GAIN_LIFE:
    case FX_VERB_LOSE_LIFE:
    case FX_VERB_DISCARD:
    case FX_VERB_MILL:
    case FX_VERB_SCRY:
    case FX_VERB_SURVEIL:
        return gen_player_action(u, a, v);
    case FX_VERB_SACRIFICE:
        return gen_sacrifice(u, a);
    case FX_VERB_HAVE: {
        /* "(you may) have ~ deal 2 damage to any target", "have target creature
         * get -2/-2 until end of turn": what is had done, done by it. */
        bool gapped;
        const node *done = meaning_had_done(a, &gapped);
        if (gapped)
            return cg_unsupported(u, a->next, "a verb joined to 'have' with its subject not said");
        if (done) {
            node act = *done;
            act.a = a->b;
            return gen_verb(u, &act, env);
        }
        if (a->a && a->b && a->b->kind == N_PT)
            return cg_become(u, a, env);  /* "has base power and toughness 4/4": layer 7b, as "becomes 4/4" */
        break;
    }
    case FX_VERB_GET:
    case FX_VERB_GAIN:
        if (v == FX_VERB_GET && a->b && a->b->kind == N_OBJECT)
            return gen_get_counters(u, a);
        if (a->b && (a->b->kind == N_PT_CHANGE || a->b->kind == N_LIST || a->b->kind == N_KEYWORD))
            return cg_pump(u, a, env);
        break;
    case FX_VERB_LOSE:          /* "Target creature loses flying until end of turn" */
        if (a->b && (a->b->kind == N_LIST || a->b->kind == N_KEYWORD))
            return cg_pump(u, a, env);
        if (a->b && a->b->kind == N_AMOUNT && !a->c) {
            /* "You lose half your life, rounded up": life lost */
            LLVMValueRef n = cg_amount(u, a->b);
            int s = n ? cg_subject_players(u, a) : -1;
            if (s < 0)
                return false;
            ctx_call(u, "cardrt_fx_life", u->cg->i32,
                     (LLVMValueRef[]){ i32(u, s), LLVMBuildNeg(u->b, n, "") }, 2);
            return true;
        }
        break;
    case FX_VERB_GET_ENERGY:
        return cg_get_energy(u, a);
    case FX_VERB_REMOVE:
        if (a->b && a->b->kind == N_OBJECT)
            return cg_remove_counters(u, a);
        break;
    case FX_VERB_GAIN_CONTROL:
        return cg_gain_control(u, a, env);
    case FX_VERB_BECOME:
        if (meaning_becomes_monarch(u->c, a))
            return cg_become_monarch(u, a);
        if (a->a)
            return cg_become(u, a, env);
        break;
    case FX_VERB_ADD:
        return cg_add_mana(u, a);
    case FX_VERB_CREATE:
        return gen_create(u, a, env);
    case FX_VERB_CHOOSE:
        if (!a->a && !a->c && cg_choice_kind(a->b) >= 0) {
            /* "Choose a color. Creatures of the chosen color get ...": kept on
             * the resolving spell or ability's source, as an "as it enters" one. */
            ctx_call(u, "cardrt_fx_choose_for_source", u->cg->i32,
                     (LLVMValueRef[]){ i32(u, cg_choice_kind(a->b)) }, 1);
            u->chose |= 1u << ir_choice_of(a->b);
            return true;
        }
        /* "Choose target creature. Mill four cards, then that creature gets
         * ...": the target is chosen as the spell is cast (CR 601.2c); the
         * sentence names it for what follows. */
        if (a->b && a->b->kind == N_TARGET && !a->c && (!a->a || cg_is_you(a->a)))
            return cg_sel_of(u, a->b) >= 0;
        /* "You choose a nonland card from it": the controller chooses among
         * what the zone holds; the sentence names the card for what follows. */
        if (a->b && a->b->kind == N_OBJECT && !cg_is_set(a->b) && (!a->a || cg_is_you(a->a)) && a->c
            && a->c->a && !a->c->a->next && a->c->a->kind == N_PREP && meaning_word(a->c->a) == FX_W_FROM)
            return cg_choose_from(u, a->b, a->c->a->a);
        /* "Choose a creature you control. It deals damage ...": the controller
         * chooses one (or N) of what the phrase describes as the effect
         * resolves (CR 413.2c); the sentence names it for what follows. */
        if (cg_your_choice(u, a, a->b) && !a->c)
            return cg_moved(u, a->b, NULL, false) >= 0;
        /* "Target opponent chooses a creature they control. Destroy that
         * creature.": that one player's choice (not each of several's) */
        if (a->a && !cg_is_you(a->a) && one_chooser(u, a->a)
            && cg_names_players(a->a->kind == N_PRONOUN && a->a->refers ? a->a->refers : a->a) && !a->c && a->b
            && a->b->kind == N_OBJECT && !cg_is_set(a->b) && !cg_names_players(a->b)
            && meaning_det(a->b) != FX_DET_TOP && !cg_up_to(a->b) && !cg_any_number(a->b))
            return cg_choose_by(u, a->a, a->b);
        break;
    case FX_VERB_SEARCH:
        return cg_search(u, a);
    case FX_VERB_SHUFFLE:
        return cg_shuffle(u, a);
    case FX_VERB_ATTACH:
        return gen_attach(u, a);
    case FX_VERB_MONSTROSITY:
        if (!a->a && a->b && a->b->kind == N_AMOUNT && !a->c) {
            /* CR 701.37a (later rules): "If this permanent isn't monstrous, put N
             * +1/+1 counters on it and it becomes monstrous." */
            LLVMValueRef n = u->in_ability ? cg_amount(u, a->b)
                                           : (cg_unsupported(u, a, "monstrosity outside an ability"), NULL);
            if (n)
                ctx_call(u, "cardrt_fx_monstrosity", u->cg->i32, &n, 1);
            return n != NULL;
        }
        break;
    case FX_VERB_REVEAL:
    case FX_VERB_LOOK_AT:
        if (a->b && !a->c)
            return gen_look(u, a);
        if (v == FX_VERB_REVEAL && a->b && cg_modifier(a->c, N_DURATION, FX_W_NONE))
            return cg_reveal_until(u, a, cg_modifier(a->c, N_DURATION, FX_W_NONE));
        /* "You may reveal a creature card from among them (and put it into
         * your hand)": revealing shows it (CR 701.20a); the card is chosen */
        if (v == FX_VERB_REVEAL && a->b && a->c && a->c->a && !a->c->a->next && a->c->a->kind == N_PREP
            && meaning_word(a->c->a) == FX_W_FROM_AMONG && a->c->a->a && (!a->a || cg_is_you(a->a)))
            return cg_from_among(u, a->b, a->c->a->a) >= 0;
        if (a->b && meaning_verb(a) == FX_VERB_REVEAL)
            return gen_reveal_at_random(u, a);
        break;
    default:
        break;
    }
    return cg_unsupported_word(u, a, meaning_words(a));
}

/* ---- statements -------------------------------------------------------------------------- */

/* Run BODY only when COND holds. */
static bool gen_when(unit *u, LLVMValueRef cond, const node *body, const node *otherwise, act_env *outer)
{
    codegen *cg = u->cg;
    LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "then");
    LLVMBasicBlockRef other = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "else");
    LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "cont");
    LLVMBuildCondBr(u->b, cond, then, other);
    LLVMPositionBuilderAtEnd(u->b, then);
    /* "If you do, destroy target creature. It can't be regenerated.": the
     * sentence after it, when it is no "Otherwise", may be the branch's
     * (CR 701.19c; gen_destroy) */
    act_env env = { outer && !otherwise ? outer->next : NULL, false, outer ? outer->duration : NULL };
    bool ok = gen_statement(u, body, &env);
    if (outer && !otherwise)
        outer->skip_next |= env.skip_next;
    env.next = NULL;
    env.skip_next = false;
    LLVMBuildBr(u->b, cont);
    LLVMPositionBuilderAtEnd(u->b, other);
    if (ok && otherwise)
        ok = gen_statement(u, otherwise, &env);
    LLVMBuildBr(u->b, cont);
    LLVMPositionBuilderAtEnd(u->b, cont);
    return ok;
}

/* Does NP name one player, who chooses for themselves: not "each
 * opponent", nor "they" after it, but "they" for the player of the event
 * ("At the beginning of each opponent's upkeep, ... unless they ...")? */
static bool one_chooser(const unit *u, const node *np)
{
    return !cg_several_players(np) || (np->kind == N_PRONOUN && cg_within(u->event, np->refers));
}

static int count_needed(const node *obj);

/* Whether the player ARGS[0] says yes to doing ARGS[1] (cardrt_fx_may),
 * asked only when CAN holds: false when it does not. */
static LLVMValueRef may_if(unit *u, LLVMValueRef can, LLVMValueRef args[2])
{
    LLVMBasicBlockRef from = LLVMGetInsertBlock(u->b);
    LLVMBasicBlockRef ask = LLVMAppendBasicBlockInContext(u->cg->ctx, u->fn, "ask");
    LLVMBasicBlockRef asked = LLVMAppendBasicBlockInContext(u->cg->ctx, u->fn, "asked");
    LLVMBuildCondBr(u->b, can, ask, asked);
    LLVMPositionBuilderAtEnd(u->b, ask);
    LLVMValueRef answer = ctx_call(u, "cardrt_fx_may", u->cg->i1, args, 2);
    LLVMBasicBlockRef after_ask = LLVMGetInsertBlock(u->b);
    LLVMBuildBr(u->b, asked);
    LLVMPositionBuilderAtEnd(u->b, asked);
    LLVMValueRef yes = LLVMBuildPhi(u->b, u->cg->i1, "yes");
    LLVMAddIncoming(yes, (LLVMValueRef[]){ cg_i1(u->cg, false), answer }, (LLVMBasicBlockRef[]){ from, after_ask }, 2);
    return yes;
}

/* What one player "any player" names (alone in its selection) chooses to
 * do in "any player may ..." (INNER, cg_any_player): whether they did;
 * CR 413.2c: one who can't sacrifice (discard, exile from their
 * graveyard) as many as it says can't choose to, and a payment is made
 * as it is asked. */
static LLVMValueRef any_may_attempt(unit *u, const void *arg)
{
    const node *inner = arg;
    fx_verb v = meaning_verb(inner);
    if (v == FX_VERB_PAY || v == FX_VERB_PAY_LIFE)
        return cg_condition(u, inner);  /* "any player may pay 5 life": cg_any_player asks each in turn */
    int who = cg_sel_of(u, inner->a);
    if (who < 0)
        return NULL;
    LLVMValueRef ask[] = { i32(u, who), cg_cstring(u, cg_text(u, inner->range)) };
    if (v == FX_VERB_HAVE)      /* "any player may have ~ deal 5 damage to them" */
        return ctx_call(u, "cardrt_fx_may", u->cg->i1, ask, 2);
    int need = count_needed(inner->b);
    unsigned zone = v == FX_VERB_SACRIFICE && !inner->c ? CARDRT_BATTLEFIELD
                  : v == FX_VERB_DISCARD && !inner->c ? CARDRT_HAND : CARDRT_NOWHERE;
    if (zone == CARDRT_NOWHERE || need <= 0 || cg_is_set(inner->b))
        return cg_unsupported(u, inner, "'any player may' do this"), NULL;
    LLVMValueRef which = cg_affects_now_fn(u, inner->b);
    int have = which ? cg_new_sel(u, inner->b) : -1;
    if (have < 0)
        return NULL;
    ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, have), which, i32(u, CARDRT_IN(zone)) }, 3);
    ctx_call(u, "cardrt_sel_keep_controlled", NULL,
             (LLVMValueRef[]){ i32(u, have), i32(u, who), cg_i1(u->cg, zone != CARDRT_BATTLEFIELD) }, 3);
    LLVMValueRef can = LLVMBuildICmp(u->b, LLVMIntSGE, ctx_call(u, "cardrt_sel_count", u->cg->i32,
                                                                (LLVMValueRef[]){ i32(u, have) }, 1), i32(u, need), "");
    return may_if(u, can, ask);
}

/* "Any player may sacrifice a creature. If a player does, ...": the first
 * of them, in turn order, who chooses to does it (cg_any_player); "If a
 * player does" and "If no one does" ask whether one did. */
static bool gen_any_may(unit *u, const node *s, const node *inner, act_env *env)
{
    LLVMValueRef yes = cg_any_player(u, inner->a, any_may_attempt, inner);
    if (!yes)
        return false;
    if (!u->last_may)
        u->last_may = cg_entry_alloca(u, u->cg->i1, "you.did", cg_i1(u->cg, false));
    LLVMBuildStore(u->b, yes, u->last_may);
    u->last_may_who = inner->a;
    fx_verb v = meaning_verb(inner);
    if (v == FX_VERB_PAY || v == FX_VERB_PAY_LIFE)
        return true;            /* paid as it was asked */
    return gen_when(u, yes, s->a, NULL, env);   /* "... may have ~ deal 5 damage to them": ~ does it */
}

/* "You may draw a card." (and "If you do, ..." after it) */
static bool gen_may(unit *u, const node *s, act_env *env)
{
    ir_who players;
    int more;
    const node *timed;
    if (!env->duration && ir_player_rule_of(s, &players, &more, &timed) == IR_PRULE_EXTRA_LANDS)
        return cg_restriction(u, s, env);   /* "You may play an additional land this turn": a rule */
    /* "You may cast spells this turn as though they had flash": a rule until end of turn */
    const node *flash = env->duration ? NULL : meaning_cast_as_flash_timed(s, &timed);
    if (flash) {
        LLVMValueRef applies = cg_play_match_fn(u, &flash, 1);
        if (applies)
            ctx_call(u, "cardrt_fx_rule", u->cg->i32,
                     (LLVMValueRef[]){ cg_rule_applies_const(u, CARDRT_RULE_CAST_AS_FLASH, applies),
                                       LLVMConstNull(u->cg->ptr), i32(u, CARDRT_UNTIL_END_OF_TURN) }, 3);
        return applies != NULL;
    }
    fx_may_play may_play;
    if (meaning_may_play(s, env->duration != NULL, &may_play))
        return cg_may_play(u, &may_play, env);     /* a permission, asked of no one */
    const node *a = s->a;
    const node *inner = a && a->kind == N_SEQUENCE && a->a ? a->a->a : a;
    int who = -1;
    if (inner == a && a && a->kind == N_ACTION && ir_any_player_of(a->a) != IR_WHO_NONE)
        return gen_any_may(u, s, a, env);
    if (inner && inner->kind == N_ACTION && inner->a
        && !(inner->a->kind == N_PLAYER && meaning_player(inner->a) == FX_PLAYER_YOU)) {
        const node *p = inner->a->kind == N_PRONOUN && inner->a->refers ? inner->a->refers : inner->a;
        if (!cg_names_players(p) && p->kind != N_POSSESSIVE)
            return cg_unsupported(u, s, "'may' for another player");
        if (!one_chooser(u, inner->a))  /* "Each opponent may ...": each one's choice */
            return cg_unsupported(u, s, "'may' for each of several players");
        if ((who = cg_sel_of(u, inner->a)) < 0)
            return false;
    }
    /* CR 413.2c: an option that can't be carried out can't be chosen ("You
     * may sacrifice a creature" with no creature to sacrifice). */
    LLVMValueRef possible = NULL;
    bool discard = inner && inner->kind == N_ACTION && meaning_verb(inner) == FX_VERB_DISCARD;
    bool return_yours = inner && inner->kind == N_ACTION && meaning_verb(inner) == FX_VERB_RETURN
                        && !cg_modifier(inner->c, N_PREP, FX_W_FROM);    /* a permanent, not a card in a zone */
    if (inner && inner->kind == N_ACTION && (meaning_verb(inner) == FX_VERB_SACRIFICE || return_yours || discard)
        && who < 0 && inner->b && inner->b->kind == N_OBJECT && !cg_is_set(inner->b)) {
        /* what you control ("sacrifice a creature", "return a land you
         * control"), or cards in your hand ("discard two cards") */
        node you = { .kind = N_PLAYER, .text = "you", .range = inner->range };
        node hand_word = { .kind = N_WORD, .text = "hand", .token = HAND, .range = inner->range };
        node hand = { .kind = N_POSSESSIVE, .a = &you, .b = &hand_word, .range = inner->range };
        /* "discard a card at random": any card can be */
        const node *what = inner->b, *q = what->a && what->a->b ? what->a->b->a : NULL;
        node plain, plain_filter;
        if (discard && q && !q->next && ir_qual_of(q) == IR_QUAL_AT_RANDOM) {
            plain_filter = *what->a;
            plain_filter.b = NULL;
            plain = *what;
            plain.a = &plain_filter;
            what = &plain;
        }
        node *mine = discard ? cg_with_qualifier(u, cg_with_qualifier(u, what, "in", &hand), "owned by", &you)
                             : cg_with_qualifier(u, what, "controlled by", &you);
        if (!ir_np_other(inner->b))     /* "another creature": not this one */
            mine->text = NULL;
        mine->c = NULL;
        LLVMValueRef have = cg_count(u, mine), need = have ? cg_amount(u, what) : NULL;
        if (!need)
            return false;
        possible = LLVMBuildICmp(u->b, LLVMIntSGE, have, need, "");
    }
    /* "You may choose a creature you control. If you do, ...", "you may put
     * a +1/+1 counter on a creature you control", "you may attach an
     * Equipment you control to it", "you may tap an untapped creature you
     * control": only when there are enough to choose */
    fx_verb iv = inner && inner->kind == N_ACTION && who < 0 ? meaning_verb(inner) : FX_VERB_NONE;
    if (iv == FX_VERB_CHOOSE || iv == FX_VERB_PUT || iv == FX_VERB_ATTACH || iv == FX_VERB_TAP || iv == FX_VERB_UNTAP) {
        const node *on = cg_modifier(inner->c, N_PREP, iv == FX_VERB_PUT ? FX_W_ON : FX_W_TO);
        const node *chosen[] = { iv == FX_VERB_PUT ? NULL : inner->b, on ? on->a : NULL };
        for (int i = 0; i < 2; i++)
            if (cg_your_choice(u, inner, chosen[i])) {
                node all = *chosen[i];
                all.c = NULL;
                LLVMValueRef have = cg_count(u, &all), need = have ? cg_amount(u, chosen[i]) : NULL;
                if (!need)
                    return false;
                LLVMValueRef enough = LLVMBuildICmp(u->b, LLVMIntSGE, have, need, "");
                possible = possible ? LLVMBuildAnd(u->b, possible, enough, "") : enough;
            }
    }
    /* "You may remove a charge counter from ~. If you do, ...": only when
     * there is one to remove; from something else, not yet */
    if (inner && inner->kind == N_ACTION && meaning_verb(inner) == FX_VERB_REMOVE) {
        const node *from = cg_modifier(inner->c, N_PREP, FX_W_FROM);
        const node *f = inner->b && inner->b->kind == N_OBJECT ? inner->b->a : NULL;
        const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a && !f->b
                        ? f->a->a->a->a : NULL;
        const char *kind = cg_counter_kind(w);
        if (!from || !is_self(from->a) || !kind || meaning_det(inner->b) == FX_DET_ALL)
            return cg_unsupported(u, s, "'may' for removing counters from this");
        LLVMValueRef need = cg_amount(u, inner->b);
        if (!need)
            return false;
        LLVMValueRef have = cg_call(u, "cardrt_counter_count", u->cg->i32,
                                    (LLVMValueRef[]){ cg_game(u), cg_src(u), cg_cstring(u, kind) }, 3);
        possible = LLVMBuildICmp(u->b, LLVMIntSGE, have, need, "");
    }
    /* "You may pay {2}. If you do, ...": the answer is whether it was paid
     * (cardrt_fx_pay: from the pool under strict mana). */
    /* "You may pay {E}{E}" too: energy counters, only by one who has them
     * (CR 107.14). */
    const char *cost = inner == a && a->kind == N_ACTION && !a->c && a->b
                       && ((meaning_verb(a) == FX_VERB_PAY && meaning_mana_symbols(a->b))
                           || (meaning_verb(a) == FX_VERB_PAY_ENERGY && meaning_energy(u->c, a->b)))
                       ? cg_text(u, a->b->range) : NULL;
    if (cost && strchr(cost, 'X'))
        return cg_unsupported(u, a->b, "paying X");
    LLVMValueRef a2[] = { i32(u, who), cg_cstring(u, cost ? cost : cg_text(u, s->range)) };
    LLVMValueRef yes;
    if (cost) {
        yes = ctx_call(u, "cardrt_fx_pay", u->cg->i1, a2, 2);
    } else if (possible) {      /* ask only when it can be done */
        yes = may_if(u, possible, a2);
    } else {
        yes = ctx_call(u, "cardrt_fx_may", u->cg->i1, a2, 2);
    }
    if (!u->last_may)           /* false until a "you may" is asked: "if you do" after one not reached */
        u->last_may = cg_entry_alloca(u, u->cg->i1, "you.did", cg_i1(u->cg, false));
    LLVMBuildStore(u->b, yes, u->last_may);
    u->last_may_who = who >= 0 ? inner->a : NULL;
    return cost || gen_when(u, yes, a, NULL, env);
}

/* How many objects OBJ says one must act on: "a card", "another creature"
 * (one), "two cards"; -1 for any other. */
static int count_needed(const node *obj)
{
    if (obj && obj->kind == N_PRONOUN && (meaning_word(obj) == FX_W_THAT || meaning_word(obj) == FX_W_IT))
        return 1;               /* "that artifact", "it" */
    if (!obj || obj->kind != N_OBJECT)
        return -1;
    if ((meaning_det(obj) == FX_DET_A || meaning_det(obj) == FX_DET_ANOTHER) && !obj->c)
        return 1;
    return obj->c && obj->c->kind == N_AMOUNT && meaning_number(obj->c) > 0 ? meaning_number(obj->c) : -1;
}

/* Is P, the subject of "If you can't", "If that player does", "If the
 * player can't" (none: you), the one player BY names, the subject of the
 * action just before (none: you)?  "The player" is bound to no phrase: the
 * player just named (meaning_the_player). */
static bool same_doer(const unit *u, const node *p, const node *by)
{
    if (!p || cg_is_you(p))
        return !by || cg_is_you(by);
    if (!by || p->kind != N_PRONOUN || cg_is_you(by) || !one_chooser(u, by))
        return false;
    if (!p->refers)
        return meaning_the_player(p);
    return p->refers == by || (by->kind == N_PRONOUN && by->refers == p->refers);
}

/* "Sacrifice a creature. If you can't, ...", "Target opponent sacrifices a
 * creature. If that player does, ...": DONE, the action just carried out
 * by the player C names, acted on fewer objects than it says (CR 101.3:
 * what can't be done is ignored), or (DID) on all of them. */
static LLVMValueRef could_not(unit *u, const node *c, const node *done, bool did)
{
    fx_verb v = done ? meaning_verb(done) : FX_VERB_NONE;
    int need = done && same_doer(u, c->a, done->a) ? count_needed(done->b) : -1;
    if (need < 0 || !(v == FX_VERB_SACRIFICE || v == FX_VERB_EXILE || v == FX_VERB_RETURN || v == FX_VERB_DISCARD))
        return cg_unsupported(u, c, did ? "'if they do' after this" : "'if you can't' after this"), NULL;
    return LLVMBuildICmp(u->b, did ? LLVMIntSGE : LLVMIntSLT, ctx_call(u, "cardrt_fx_result", u->cg->i32, NULL, 0),
                         i32(u, need), "");
}

/* "If a land card was milled this way", "If that player discards an
 * artifact card this way" (meaning_moved_this_way): does it ask about
 * BEFORE, the action carried out just before, by VERB, of the player WHO
 * says (NULL: any), on cards that are not permanents?  (The cards it moved
 * are tested where they went: a permanent's last known information would
 * be needed.) */
static bool moved_by(unit *u, const node *before, fx_verb verb, const node *who)
{
    if (!before || meaning_verb(before) != verb)
        return false;
    const node *p = who && who->kind == N_PRONOUN && who->refers ? who->refers : who;
    if (p && !(cg_is_you(p) ? !before->a || cg_is_you(before->a) : p == before->a))
        return false;
    if (verb != FX_VERB_EXILE)
        return true;            /* milled or discarded: from a library or a hand */
    const node *obj = before->b;
    while (obj && obj->kind == N_PRONOUN && obj->refers)
        obj = obj->refers;
    /* "a card" is anywhere but on the battlefield (a permanent is no card) */
    return obj && !(cg_zones(u, obj, ~CARDRT_IN(CARDRT_BATTLEFIELD)) & CARDRT_IN(CARDRT_BATTLEFIELD));
}

/* "For each land you control, create a Treasure token": the action, as
 * "create a Treasure token for each land you control" says it (the count
 * taken as it is done). */
static bool gen_for_each(unit *u, const node *s, act_env *env)
{
    const node *named, *act = meaning_for_each(u->arena, s, &named);
    if (!act)
        return cg_unsupported(u, named ? named : s, named ? "a pronoun for each one counted" : "this 'for each'");
    return gen_statement(u, act, env);
}

/* S, an "if", "unless" or "for" sentence; BEFORE the action carried out
 * just before it (NULL: none, or not for sure). */
static bool gen_conditional(unit *u, const node *s, act_env *env, const node *before)
{
    fx_word how = meaning_word(s);
    const node *c = s->a;
    /* "If it's a Human, instead it gets +3/+3": the text it replaces is
     * earlier, and the grammar keeps no trace of the word */
    const node *dying = ir_die_exile_this_turn_of(s);
    if (dying)
        return cg_die_exile(u, dying);
    if (meaning_says_instead(u->c, s))
        return cg_unsupported_word(u, s, "instead");
    if (ir_dealt_damage_this_way_of(c) && (!before || meaning_verb(before) != FX_VERB_DEAL_DAMAGE))
        return cg_unsupported(u, c, "'dealt damage this way' after this");     /* cardrt_sel_dealt: that damage */
    fx_verb moved_verb;
    const node *moved_who;
    if (meaning_moved_this_way(c, &moved_verb, &moved_who) && !moved_by(u, before, moved_verb, moved_who))
        return cg_unsupported(u, c, "'this way' after this");  /* cardrt_sel_moved: what that action moved */
    const node *reflexive = ir_reflexive_of(s);
    if (reflexive)
        return cg_reflexive(u, s, reflexive);
    if (how == FX_W_FOR_EACH && c && c->kind == N_OBJECT && s->b && !s->c)
        return gen_for_each(u, s, env);
    if (how == FX_W_IF) {
        /* "If ..., A. Otherwise, B.": B when the condition did not hold, as
         * it was then (A may change it) */
        const node *other = s->c ? s->c : ir_otherwise_of(env->next);
        env->skip_next |= !s->c && other;
        LLVMValueRef cond;
        /* "If you do", and "If that player does" after "defending player may ..." */
        bool does = c && c->kind == N_ACTION && (meaning_verb(c) == FX_VERB_DO || meaning_verb(c) == FX_VERB_DONT)
                    && !c->b && !c->c;
        bool none = false;
        bool you_do = does
                      && (!c->a || cg_is_you(c->a)
                          || (u->last_may_who && ir_any_player_of(u->last_may_who) != IR_WHO_NONE
                              && ir_a_player_or_no_one(c->a, &none))     /* "If a player does", "If no one does" */
                          || (u->last_may_who && c->a->kind == N_PRONOUN
                              && (c->a->refers == u->last_may_who || (!c->a->refers && meaning_the_player(c->a))
                                  /* "that player may pay {3}. If they don't": both of one player */
                                  || (c->a->refers && u->last_may_who->kind == N_PRONOUN
                                      && c->a->refers == u->last_may_who->refers))));
        if (does && !(you_do && u->last_may) && before && c->a && !cg_is_you(c->a)) {
            /* "Target opponent sacrifices a creature. If that player does, ..." */
            if (!(cond = could_not(u, c, before, true)))
                return false;
            if (meaning_verb(c) == FX_VERB_DONT)
                cond = LLVMBuildNot(u->b, cond, "");
        } else if (you_do) {
            if (!u->last_may)
                return cg_unsupported(u, s, "'if you do' without 'you may'");
            if (c->a && ir_any_player_of(u->last_may_who) != IR_WHO_NONE && ir_a_player_or_no_one(c->a, &none)) {
                int who = cg_sel_of(u, u->last_may_who);    /* "If a player does, ... that player": that one */
                if (who < 0)
                    return false;
                cg_bind(u, c->a, who);
            }
            LLVMValueRef did = LLVMBuildLoad2(u->b, u->cg->i1, u->last_may, "did");
            cond = (meaning_verb(c) == FX_VERB_DONT) != none ? LLVMBuildNot(u->b, did, "") : did;
        } else if (c && c->kind == N_ACTION && meaning_word(c) == FX_W_CANT && !c->b && !c->c
                   && (!c->a || c->a->kind == N_PRONOUN)) {
            if (!(cond = could_not(u, c, before, false)))       /* "If you can't, ...", "If the player can't" */
                return false;
        } else if (!(cond = cg_condition(u, c))) {
            return false;
        }
        if (s->b && s->b->kind == N_OPTIONAL) {
            /* "If it shares a creature type with ~, you may reveal it. If
             * you do, ...": not done when the condition did not hold */
            if (!u->last_may)
                u->last_may = cg_entry_alloca(u, u->cg->i1, "you.did", cg_i1(u->cg, false));
            LLVMBuildStore(u->b, cg_i1(u->cg, false), u->last_may);
        }
        return gen_when(u, cond, s->b, other, env);
    }
    fx_verb cv = c && c->kind == N_ACTION ? meaning_verb(c) : FX_VERB_NONE;
    if (how == FX_W_UNLESS && !s->c && cv != FX_VERB_NONE
        && (!c->c || cv == FX_VERB_RETURN || (cv == FX_VERB_EXILE && cg_modifier(c->c, N_PREP, FX_W_FROM) && !c->c->a->next))
        && (!c->a || cg_is_you(c->a) || one_chooser(u, c->a))
        && (cv == FX_VERB_DISCARD || cv == FX_VERB_SACRIFICE || cv == FX_VERB_RETURN || cv == FX_VERB_EXILE)
        && count_needed(c->b) > 0) {
        /* "Sacrifice Test unless you discard a card (two cards)", "...
         * unless they sacrifice a creature", "... unless you exile a card
         * from your graveyard": that player may do it; unless they did it
         * all, the rest (CR 413.2c: what can't be done can't be chosen) */
        int need = count_needed(c->b);
        node act = *c;
        act.next = NULL;
        node opt = { .kind = N_OPTIONAL, .a = &act, .range = c->range };
        act_env inner = { NULL, false, NULL };
        if (!gen_may(u, &opt, &inner))
            return false;
        LLVMValueRef did = LLVMBuildLoad2(u->b, u->cg->i1, u->last_may, "did");
        LLVMValueRef done = LLVMBuildICmp(u->b, LLVMIntSGE, ctx_call(u, "cardrt_fx_result", u->cg->i32, NULL, 0),
                                          i32(u, need), "");
        return gen_when(u, LLVMBuildNot(u->b, LLVMBuildAnd(u->b, did, done, ""), ""), s->b, NULL, env);
    }
    if (how == FX_W_UNLESS && !s->c && cv == FX_VERB_HAVE && c->a && c->b && c->b->kind == N_SELF && c->c
        && !c->c->a->next && c->c->a->kind == N_ACTION && meaning_verb(c->c->a) == FX_VERB_DEAL_DAMAGE && !c->c->a->a
        && one_chooser(u, c->a)) {
        /* "Destroy target land unless its controller has ~ deal 6 damage to
         * them": that player chooses; the damage if they do, else the rest */
        int who = cg_is_you(c->a) ? -1 : cg_sel_of(u, c->a);
        if (who < 0 && !cg_is_you(c->a))
            return false;
        node deal = *c->c->a;
        deal.a = c->b;
        deal.next = NULL;
        LLVMValueRef yes = ctx_call(u, "cardrt_fx_may", u->cg->i1,
                                    (LLVMValueRef[]){ i32(u, who), cg_cstring(u, cg_text(u, c->range)) }, 2);
        return gen_when(u, yes, &deal, s->b, env);
    }
    if (how == FX_W_UNLESS && !s->c) {       /* "Counter target spell unless ..." */
        LLVMValueRef cond = cg_condition(u, c);
        return cond && gen_when(u, LLVMBuildNot(u->b, cond, ""), s->b, NULL, env);
    }
    if (how == FX_W_FOR && c && c->kind == N_DURATION && delay_of(c) >= 0) {
        /* "At the beginning of the next end step, untap target land": done
         * then, by a delayed triggered ability (CR 603.7), not now */
        if (s->b->kind != N_ACTION)
            return cg_unsupported(u, c, "a delay before several actions");
        return gen_delayed(u, s->b, c, delay_of(c));
    }
    if (how == FX_W_FOR && c && c->kind == N_DURATION
        && meaning_time(c) == FX_TIME_AT_THIS_TURNS_NEXT_END_OF_COMBAT)
        return cg_unsupported(u, c, "'this turn's next end of combat'");   /* no delay that ends with the turn */
    if (how == FX_W_FOR && c && c->kind == N_DURATION && meaning_time(c) == FX_TIME_AT)
        return cg_unsupported(u, c, "this delay");      /* "At the beginning of your next main phase, ...": then, not now */
    if (how == FX_W_FOR && c && c->kind == N_DURATION) {     /* "Until end of turn, ..." */
        act_env inner = { env->next, false, c };
        bool ok = gen_statement(u, s->b, &inner);
        env->skip_next = inner.skip_next;
        return ok;
    }
    if (how == FX_W_THE_NEXT_TIME)
        return gen_next_time_prevent(u, s);
    return cg_unsupported(u, s, *meaning_words(s) ? "this condition" : "a condition");
}

/* "Target player draws a card, then discards a card", "Any number of
 * target opponents each discard their hands, then draw seven cards": a step
 * with no subject after one whose subject is players other than you is
 * theirs, which the grammar does not give it yet; read as an imperative it
 * would be yours.  That step, or NULL. */
static const node *subject_left_out(const node *seq)
{
    const node *first = seq->a ? seq->a->a : NULL;
    const node *who = first && first->kind == N_ACTION ? first->a : NULL;
    if (!who || !cg_names_players(who) || (who->kind == N_PLAYER && meaning_player(who) == FX_PLAYER_YOU))
        return NULL;
    for (const node *i = first->next; i; i = i->next)
        if (i->kind == N_ACTION && !i->a)
            return i;
    return NULL;
}

/* "Tap or untap target permanent": the controller chooses one of the
 * actions as the effect resolves; the AST gives each verb the one object,
 * whose selection is made before the choice.  Only tapping and untapping
 * for now: whether an action that can't be done may be chosen ("sacrifice
 * a creature or discard a creature card") is not settled here. */
static bool gen_choice(unit *u, const node *s, act_env *env)
{
    codegen *cg = u->cg;
    unsigned n = 0;
    for (const node *i = s->a->a; i; i = i->next, n++)
        if (i->kind != N_ACTION || (i->a && !cg_is_you(i->a)) || !i->b || i->c
            || (meaning_verb(i) != FX_VERB_TAP && meaning_verb(i) != FX_VERB_UNTAP))
            return cg_unsupported(u, s, "a choice between actions");
    for (const node *i = s->a->a; i; i = i->next)
        if (cg_sel_of(u, i->b) < 0)
            return false;
    LLVMValueRef k = ctx_call(u, "cardrt_fx_choose_action", cg->i32,
                              (LLVMValueRef[]){ i32(u, n), cg_cstring(u, cg_text(u, s->range)) }, 2);
    LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "chosen");
    LLVMValueRef sw = LLVMBuildSwitch(u->b, k, cont, n);
    unsigned j = 0;
    for (const node *i = s->a->a; i; i = i->next) {
        LLVMBasicBlockRef act = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "action");
        LLVMAddCase(sw, i32(u, j++), act);
        LLVMPositionBuilderAtEnd(u->b, act);
        act_env e = { env->next, false, env->duration };
        if (!gen_statement(u, i, &e))
            return false;
        LLVMBuildBr(u->b, cont);
    }
    LLVMPositionBuilderAtEnd(u->b, cont);
    return true;
}

/* P, or ALT instead when COND holds ("Test deals 2 damage to any target. If
 * this spell was kicked, it deals 4 damage instead": meaning_instead); each
 * branch binds its own selections, and what follows binds them anew.
 * ENV's next is the sentence after ALT's, which ALT may say with it
 * ("instead destroy that creature. It can't be regenerated.", CR 701.19c:
 * env->skip_next then). */
static bool gen_instead(unit *u, const node *p, const node *cond_node, const node *alt, act_env *env)
{
    codegen *cg = u->cg;
    LLVMValueRef cond = cg_condition(u, cond_node);
    if (!cond)
        return false;
    binding saved[CARDRT_NSEL];
    unsigned nbound = u->nbound;
    memcpy(saved, u->bound, sizeof saved);
    LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "instead");
    LLVMBasicBlockRef other = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "as.said");
    LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "cont");
    LLVMBuildCondBr(u->b, cond, then, other);
    bool ok = true;
    for (int k = 0; k < 2; k++) {
        LLVMPositionBuilderAtEnd(u->b, k ? other : then);
        act_env e = { k ? NULL : env->next, false, env->duration };
        ok = ok && gen_statement(u, k ? p : alt, &e);
        if (!k)
            env->skip_next = e.skip_next;
        LLVMBuildBr(u->b, cont);
        memcpy(u->bound, saved, sizeof saved);
        u->nbound = nbound;
    }
    LLVMPositionBuilderAtEnd(u->b, cont);
    u->last_verb = FX_VERB_NONE;
    return ok;
}

static bool statement(unit *u, const node *s, act_env *env);

/* A statement; one that says "creatures of the creature type of your
 * choice" (in each of the actions of "get +2/+2 and gain trample") has its
 * controller choose it first, once, for the source (as "Choose a creature
 * type. Destroy all creatures of the chosen type." does). */
static bool gen_statement(unit *u, const node *s, act_env *env)
{
    ir_choice choice = (s->kind == N_ACTION || s->kind == N_SEQUENCE) && !u->chosen_now
                       ? ir_says_of_your_choice(s) : IR_CHOICE_NONE;
    if (choice != IR_CHOICE_NONE) {
        int what = choice == IR_CHOICE_COLOR ? CARDRT_CHOICE_COLOR : CARDRT_CHOICE_CREATURE_TYPE;
        ctx_call(u, "cardrt_fx_choose_for_source", u->cg->i32, (LLVMValueRef[]){ i32(u, what) }, 1);
        u->chosen_now = 1u << choice;
    }
    bool ok = statement(u, s, env);
    if (choice != IR_CHOICE_NONE)
        u->chosen_now = 0;
    return ok;
}

static bool statement(unit *u, const node *s, act_env *env)
{
    const node *left_out = s->kind == N_SEQUENCE ? subject_left_out(s) : NULL;
    if (left_out)
        return cg_unsupported(u, left_out, "a clause whose subject is left out");
    fx_timed timed;
    if (meaning_timed_rule(s, &timed)) {       /* "Target creature attacks this turn if able" */
        u->last_verb = FX_VERB_NONE;
        u->last_act = NULL;
        return cg_timed_rule(u, &timed, env);
    }
    switch (s->kind) {
    case N_ACTION: {
        bool ok = gen_action(u, s, env);
        /* a delayed action is not carried out now */
        u->last_verb = cg_modifier(s->c, N_DURATION, FX_W_NONE) ? FX_VERB_NONE : meaning_verb(s);
        u->last_act = u->last_verb != FX_VERB_NONE ? s : NULL;
        return ok;
    }
    case N_SEQUENCE: {
        if (meaning_word(s) == FX_W_OR)
            return gen_choice(u, s, env);
        /* A duration at the end that every step shares is in each step's
         * modifiers already (syntax.c, share_duration). */
        for (const node *i = s->a->a; i; i = i->next) {
            act_env e = { i->next ? i->next : env->next, false, env->duration };
            if (!gen_statement(u, i, &e))
                return false;
            if (e.skip_next) {
                if (i->next)
                    i = i->next;
                else
                    env->skip_next = true;
            }
        }
        return true;
    }
    case N_CONDITIONAL:
    case N_OPTIONAL:
    case N_NEGATED: {
        const node *before = u->last_act;
        u->last_verb = FX_VERB_NONE;    /* what a branch or a "you may" does may not be done */
        u->last_act = NULL;
        bool ok = s->kind == N_CONDITIONAL ? gen_conditional(u, s, env, before)
                : s->kind == N_OPTIONAL ? gen_may(u, s, env) : cg_restriction(u, s, env);
        u->last_verb = FX_VERB_NONE;
        u->last_act = NULL;
        return ok;
    }
    default:
        return cg_unsupported(u, s, node_kind_name(s->kind));
    }
}

/* Is S a sentence the effect skips, because the ability says it elsewhere
 * ("Activate only as a sorcery.", "Any player may activate this ability.",
 * "As an additional cost to cast this spell, ...", "Choose one —")? */
static bool not_an_effect(const unit *u, const node *s)
{
    bool sorcery;
    return s->kind == N_MODAL || (s->kind == N_MODIFIER && meaning_word(s) == FX_W_ACTIVATE_ONLY)
           || (ir_any_player_may_activate(s, &sorcery) && !s->next && u->in_ability)
           || (s->kind == N_CONDITIONAL && meaning_word(s) == FX_W_ADDITIONAL_COST);
}

static bool gen_list(unit *u, const node *list)
{
    for (const node *s = list ? list->a : NULL; s && !u->failed; s = s->next) {
        if (not_an_effect(u, s))
            continue;
        act_env env = { s->next, false, NULL };
        /* a sentence, and the next that says what is done instead of it */
        const node *alt = s->next ? meaning_instead(u->arena, s, s->next) : NULL;
        if (alt) {
            env.next = s->next->next;
            if (!gen_instead(u, s, s->next->a, alt, &env))
                return false;
            s = s->next;
            if (env.skip_next && s->next)
                s = s->next;
            continue;
        }
        if (!gen_statement(u, s, &env))
            return false;
        if (env.skip_next && s->next)
            s = s->next;
    }
    return !u->failed;
}

LLVMValueRef cg_effect_fn(unit *u, const node *const *lists, unsigned nlists,
                          const node *const *modes, unsigned nmodes)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.effect", &save);
    u->among_sel = u->taken_sel = -1;
    u->revealed_fn = NULL;
    u->chose = 0;
    bool ok = true;
    for (unsigned l = 0; l < nlists && ok; l++) {
        const node *list = lists[l], *joined;
        while (l + 1 < nlists && (joined = meaning_with_instead(u->arena, list, lists[l + 1]))) {
            list = joined;
            l++;
        }
        ok = gen_list(u, list);
    }
    for (unsigned m = 0; m < nmodes && ok; m++) {
        LLVMValueRef chosen_modes = ctx_call(u, "cardrt_ctx_modes", cg->i32, NULL, 0);
        LLVMValueRef bit = LLVMBuildAnd(u->b, chosen_modes, i32(u, 1u << m), "");
        LLVMValueRef on = LLVMBuildICmp(u->b, LLVMIntNE, bit, i32(u, 0), "");
        LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "mode");
        LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "next");
        LLVMBuildCondBr(u->b, on, then, cont);
        LLVMPositionBuilderAtEnd(u->b, then);
        u->chose = 0;
        ok = gen_list(u, modes[m]);
        LLVMBuildBr(u->b, cont);
        LLVMPositionBuilderAtEnd(u->b, cont);
    }
    u->chose = 0;               /* no other ability's words name its choice */
    LLVMValueRef f = cg_end_fn(u, NULL, &save);
    return ok && !u->failed ? f : NULL;
}
