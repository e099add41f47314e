/* cg_effect.c — what resolves (cg.h, cg_fx.h).
 *
 * An effect function follows the instructions of its text in order (CR
 * 413.2b): each statement, each action on its selections (cg_select.c),
 * with its amounts and conditions (cg_amount.c) and continuous effects
 * (cg_change.c). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "cg_fx.h"
#include "parser.h"
#include "syntax.h"

/* ---- small things -------------------------------------------------------------- */

const node *cg_modifier(const node *mods, node_kind kind, const char *text)
{
    for (const node *m = mods ? mods->a : NULL; m; m = m->next)
        if (m->kind == kind && (!text || (m->text && strcmp(m->text, text) == 0)))
            return m;
    return NULL;
}

/* Are all of A's modifiers among the ones the action understood? */
bool cg_only_mods(unit *u, const node *a, const node *const *known, unsigned n)
{
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next) {
        bool ok = m->kind == N_MODIFIER && is_word(m, "where") && m->a == u->where_x;
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
    const node *n = env->next;
    if (n && n->kind == N_NEGATED && n->a && n->a->kind == N_ACTION && is_word(n->a, "regenerated")) {
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

/* Does NP ("target instant or sorcery spell you control") name instant or
 * sorcery spells only, each of its kinds one or the other? */
static bool instants_or_sorceries(const node *np)
{
    const node *o = np && np->kind == N_TARGET ? np->a : NULL;
    const node *f = o && o->kind == N_OBJECT ? o->a : NULL;
    if (!f || f->kind != N_FILTER || !f->a || !f->a->a)
        return false;
    for (const node *alt = f->a->a; alt; alt = alt->next) {
        bool either = false;
        for (const node *w = alt->a ? alt->a->a : NULL; w; w = w->next)
            either |= w->kind == N_WORD && (is_word(w, "instant") || is_word(w, "sorcery"));
        if (!either)
            return false;
    }
    return true;
}

/* "Copy target instant or sorcery spell.", then "You may choose new
 * targets for the copy." (CR 707.10, 707.10c).  A copy of a permanent
 * spell would become a token: not yet, so the spell must be an instant or
 * a sorcery. */
static bool gen_copy(unit *u, const node *a, act_env *env)
{
    if (a->a || a->c || !instants_or_sorceries(a->b))
        return cg_unsupported_word(u, a, "copy");
    const node *n = env->next, *c = n && n->kind == N_OPTIONAL ? n->a : NULL;
    const node *m = c && c->kind == N_ACTION && c->c ? c->c->a : NULL;
    bool anew = c && is_word(c, "choose") && c->b && c->b->kind == N_WORD && is_word(c->b, "new targets")
                && (!c->a || (c->a->kind == N_PLAYER && is_word(c->a, "you")))
                && m && !m->next && m->kind == N_MODIFIER && is_word(m, "for") && m->a
                && cg_text(u, m->a->range) && strcmp(cg_text(u, m->a->range), "the copy") == 0;
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

/* Where a "to" / "onto" / "into" phrase sends things: a zone and placement. */
static bool destination(unit *u, const node *to, int *zone, unsigned *how)
{
    *how = 0;
    if (to && to->kind == N_ZONE && strcmp(to->text, "battlefield") == 0) {
        *zone = CARDRT_BATTLEFIELD;
        return true;
    }
    if (to && to->kind == N_POSSESSIVE && to->b && to->b->kind == N_WORD) {
        const node *owner = to->a;
        bool owners = owner && owner->kind == N_POSSESSIVE && owner->b && owner->b->token == OWNER;
        bool yours = owner && ((owner->kind == N_PLAYER && strcmp(owner->text, "you") == 0)
                               || (owner->kind == N_PRONOUN && is_word(owner, "their")));
        if (!owners && !yours)
            return cg_unsupported(u, to, "this destination");
        switch (to->b->token) {
        case HAND: *zone = CARDRT_HAND; return true;
        case GRAVEYARD: *zone = CARDRT_GRAVEYARD; return true;
        case LIBRARY: *zone = CARDRT_LIBRARY; *how = CARDRT_MOVE_TOP; return true;
        default: break;
        }
    }
    return cg_unsupported(u, to, "this destination");
}

/* The objects to move: a selection, or the controller's choice of N of what
 * the phrase describes in the zone FROM names ("a creature card from your
 * graveyard"). */
static int moved(unit *u, const node *what, const node *from)
{
    int s, zone = from && is_self(what) ? cg_own_zone(from) : -1;
    if (zone >= 0) {            /* "Return ~ from your graveyard": if it is still there (CR 400.7) */
        if ((s = cg_new_sel(u, what)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_source_in", NULL, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_IN(zone)) }, 2);
        cg_bind(u, what, s);
        return s;
    }
    if (!what || what->kind != N_OBJECT || cg_players_who(what) >= 0)
        return cg_sel_of(u, what);
    const node *np = what;
    if (from && !cg_zones(u, what, 0))
        np = cg_with_qualifier(u, what, "in", from);
    unsigned zones = cg_zones(u, np, 0);
    if (!zones)
        return cg_unsupported(u, from ? from : what, from ? "this zone" : "cards without their zone"), -1;
    if (cg_is_set_det(what->text)) {
        LLVMValueRef which = cg_affects_fn(u, np);
        if (!which || (s = cg_new_sel(u, what)) < 0)
            return -1;
        ctx_call(u, "cardrt_sel_objects", NULL, (LLVMValueRef[]){ i32(u, s), which, i32(u, zones) }, 3);
    } else {
        LLVMValueRef n = cg_amount(u, what);
        if (!n || (s = cg_chosen(u, np, zones, n)) < 0)
            return -1;
    }
    cg_bind(u, what, s);
    return s;
}

/* "Return target creature to its owner's hand", "Return a creature card from
 * your graveyard to the battlefield", "Exile target creature". */
static bool gen_move(unit *u, const node *a, int zone, unsigned how, const node *to_node)
{
    const node *known[4] = { to_node };
    unsigned nk = to_node ? 1 : 0;
    const node *from = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next) {
        if (m->kind == N_PREP && strcmp(m->text, "from") == 0) {
            from = m->a;
            known[nk++] = m;
        } else if (m->kind == N_MODIFIER && is_word(m, "tapped") && zone == CARDRT_BATTLEFIELD) {
            how |= CARDRT_MOVE_TAPPED;
            known[nk++] = m;
        } else if (m->kind == N_PREP && strcmp(m->text, "under control of") == 0 && zone == CARDRT_BATTLEFIELD
                   && m->a && ((m->a->kind == N_PLAYER && strcmp(m->a->text, "you") == 0)
                               || m->a->kind == N_WORD)) {
            if (m->a->kind == N_PLAYER)
                how |= CARDRT_MOVE_YOURS;
            known[nk++] = m;
        }
        if (nk == 4)
            break;
    }
    if (!cg_only_mods(u, a, known, nk))
        return false;
    /* "Target opponent exiles a creature they control": their choice, which
     * moved() would give to the controller. */
    if (a->a && !(a->a->kind == N_PLAYER && is_word(a->a, "you")) && a->b && a->b->kind == N_OBJECT
        && !cg_is_set_det(a->b->text) && cg_players_who(a->b) < 0)
        return cg_unsupported(u, a->a, "another player choosing what to move");
    int s = moved(u, a->b, from);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_move", u->cg->i32,
             (LLVMValueRef[]){ i32(u, s), i32(u, zone), i32(u, how) }, 3);
    return true;
}

static bool gen_return(unit *u, const node *a)
{
    const node *tom = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && strcmp(m->text, "to") == 0)
            tom = m;
    int zone;
    unsigned how;
    if (!tom)
        return cg_unsupported(u, a, "returning without saying where");
    if (!destination(u, tom->a, &zone, &how))
        return false;
    return gen_move(u, a, zone, how, tom);
}

/* "Put a +1/+1 counter on target creature"; "put it onto the battlefield";
 * "put that card into your hand". */
static bool gen_put(unit *u, const node *a)
{
    const node *what = a->b;
    const node *on = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && strcmp(m->text, "on") == 0)
            on = m;
    const node *f = what && what->kind == N_OBJECT ? what->a : NULL;
    const node *w = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && f->a->a->a
                    ? f->a->a->a->a : NULL;
    if (on && w && w->next && w->next->kind == N_WORD && w->next->token == COUNTER && !w->next->next) {
        const char *kind = cg_counter_kind(w);
        if (!kind)
            return cg_unsupported(u, w, "counters of this kind");
        const node *known[] = { on };
        if (!cg_only_mods(u, a, known, 1))
            return false;
        LLVMValueRef n = cg_amount(u, what);
        int s = n ? cg_sel_of(u, on->a) : -1;
        if (s < 0)
            return false;
        ctx_call(u, "cardrt_fx_counters", u->cg->i32,
                 (LLVMValueRef[]){ i32(u, s), cg_cstring(u, kind), n }, 3);
        return true;
    }
    const node *dest = NULL;
    const char *which = NULL;
    static const char *const preps[] = { "onto", "into" };
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        for (size_t i = 0; i < 2; i++)
            if (m->kind == N_PREP && strcmp(m->text, preps[i]) == 0) {
                dest = m;
                which = preps[i];
            }
    /* "on top of its owner's library" read as "on [top of its owner]'s
     * library": the library of the owner inside, its top or bottom. */
    const node *top = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m && !dest; m = m->next)
        if (m->kind == N_PREP && is_word(m, "on") && m->a && m->a->kind == N_POSSESSIVE && m->a->a
            && m->a->a->kind == N_ZONE && (is_word(m->a->a, "top") || is_word(m->a->a, "bottom")))
            top = m;
    node place, lib;
    if (top) {
        lib = *top->a;
        lib.a = top->a->a->a;                        /* the owner */
        place = *top;
        place.a = &lib;
        dest = &place;
        which = is_word(top->a->a, "top") ? "on top of" : "on the bottom of";
    }
    if (!dest)
        return cg_unsupported(u, a, "'put' without saying where");
    int zone;
    unsigned how;
    if (!destination(u, dest->a, &zone, &how))
        return false;
    if (strcmp(which, "on the bottom of") == 0)
        how = CARDRT_MOVE_BOTTOM;
    if ((zone == CARDRT_LIBRARY) != (which[0] == 'o' && which[1] == 'n' && which[2] == ' '))
        return cg_unsupported(u, dest, "this destination");
    return gen_move(u, a, zone, how, top ? top : dest);
}

/* "Test deals 3 damage to any target", "... to each creature and each
 * player", "It deals damage equal to its power to target creature". */
static bool gen_damage(unit *u, const node *a)
{
    const node *known[4];
    unsigned nk = 0;
    const node *to = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && strcmp(m->text, "to") == 0 && !to) {
            to = m->a;
            known[nk++] = m;
        }
    if (!to)
        return cg_unsupported(u, a, "damage without saying to what");
    LLVMValueRef amount = cg_action_amount(u, a, a->b, known, &nk);
    if (!amount || !cg_only_mods(u, a, known, nk))
        return false;
    int from = -1;
    if (a->a && a->a->kind != N_SELF && !(a->a->kind == N_PRONOUN && !a->a->refers && u->in_ability
                                          && is_word(a->a, "it") && !u->event)
        && (from = cg_sel_of(u, a->a)) < 0)
        return false;
    if (a->a && a->a->kind == N_PRONOUN && a->a->refers && a->a->refers->kind == N_SELF)
        from = -1;
    int t = cg_sel_of(u, to);
    if (t < 0)
        return false;
    ctx_call(u, "cardrt_fx_damage", u->cg->i32, (LLVMValueRef[]){ i32(u, from), i32(u, t), amount }, 3);
    return true;
}

/* "Target player draws two cards", "You gain 3 life", "Each opponent loses
 * 1 life", "Target player discards a card at random", "mills three cards". */
static bool gen_player_action(unit *u, const node *a, const char *fx)
{
    const node *known[4];
    unsigned nk = 0;
    bool random = false;
    const node *obj = a->b;
    if (strcmp(fx, "cardrt_fx_discard") == 0) {
        const node *r = cg_modifier(a->c, N_MODIFIER, "at random");
        if (r) {
            random = true;
            known[nk++] = r;
        }
        if (obj && obj->kind == N_OBJECT && (obj->b || (obj->a && obj->a->b)))
            return cg_unsupported(u, obj, "discarding cards of a kind");
    }
    if ((strcmp(fx, "cardrt_fx_draw") == 0 || strcmp(fx, "cardrt_fx_discard") == 0
         || strcmp(fx, "cardrt_fx_mill") == 0)
        && obj && obj->kind == N_OBJECT && !(obj->a && obj->a->kind == N_FILTER)) {
        return cg_unsupported(u, obj, "this object");
    }
    /* "Discard your hand", "discards their hand": as many as the hand holds. */
    bool whole_hand = strcmp(fx, "cardrt_fx_discard") == 0 && obj && obj->kind == N_POSSESSIVE && obj->b
                      && obj->b->kind == N_WORD && obj->b->token == HAND && obj->a
                      && (obj->a->kind == N_PLAYER || obj->a->kind == N_PRONOUN);
    LLVMValueRef n = whole_hand ? i32(u, 0)
                   : obj || cg_modifier(a->c, N_MODIFIER, "equal to") || cg_modifier(a->c, N_MODIFIER, "for each")
                     ? cg_action_amount(u, a, obj, known, &nk)
                     : i32(u, 1);      /* "draw" alone: "draws a card" elsewhere */
    if (!n || !cg_only_mods(u, a, known, nk))
        return false;
    int s = cg_subject_players(u, a);
    if (s < 0)
        return false;
    bool mine = obj && obj->a && obj->a->kind == N_PLAYER && is_word(obj->a, "you")
                && (!a->a || (a->a->kind == N_PLAYER && is_word(a->a, "you")));
    bool theirs = obj && obj->a && obj->a->kind == N_PRONOUN && is_word(obj->a, "their") && a->a
                  && (!obj->a->refers || obj->a->refers == a->a);
    if (whole_hand && !mine && !theirs)         /* the hand is the discarding player's own */
        return cg_unsupported(u, obj, "discarding another player's hand");
    if (whole_hand)
        n = ctx_call(u, "cardrt_sel_stat", u->cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_STAT_HAND) }, 2);
    if (strcmp(fx, "lose") == 0) {
        ctx_call(u, "cardrt_fx_life", u->cg->i32, (LLVMValueRef[]){ i32(u, s), LLVMBuildNeg(u->b, n, "") }, 2);
    } else if (strcmp(fx, "cardrt_fx_discard") == 0) {
        ctx_call(u, fx, u->cg->i32, (LLVMValueRef[]){ i32(u, s), n, cg_i1(u->cg, random) }, 3);
    } else {
        ctx_call(u, fx, u->cg->i32, (LLVMValueRef[]){ i32(u, s), n }, 2);
    }
    return true;
}

/* "Sacrifice it", "Sacrifice Test", "Each player sacrifices a creature". */
static bool gen_sacrifice(unit *u, const node *a)
{
    if (!cg_only_mods(u, a, NULL, 0))
        return false;
    const node *what = a->b;
    if (what && what->kind == N_OBJECT && !cg_is_set_det(what->text)) {
        LLVMValueRef n = cg_amount(u, what);
        LLVMValueRef which = n ? cg_affects_fn(u, what) : NULL;
        int s = which ? cg_subject_players(u, a) : -1, into = s >= 0 ? cg_new_sel(u, what) : -1;
        if (into < 0)
            return false;
        cg_bind(u, what, into);            /* "that creature's power" */
        ctx_call(u, "cardrt_fx_sacrifice_n", u->cg->i32, (LLVMValueRef[]){ i32(u, s), which, n, i32(u, into) }, 4);
        return true;
    }
    if (a->a && !(a->a->kind == N_PLAYER && strcmp(a->a->text, "you") == 0))
        return cg_unsupported(u, a->a, "another player sacrificing this");
    int s = cg_sel_of(u, what);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_sacrifice", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
    return true;
}

/* The kind (CARDRT_MANA_*) of every symbol of M, if they are all one
 * kind ("{R}", "{G}{G}"); *N gets how many. */
static int mana_kind(unit *u, const node *m, int *n)
{
    static const char kinds[] = "WUBRGC";
    const char *t = u->c->src->text;
    int kind = -1;
    *n = 0;
    for (uint32_t i = m->range.begin; i < m->range.end; i++) {
        if (t[i] != '{')
            continue;
        const char *k = i + 2 < m->range.end && t[i + 2] == '}' && t[i + 1] ? strchr(kinds, t[i + 1]) : NULL;
        if (!k || (kind >= 0 && kind != k - kinds))
            return -1;
        kind = (int)(k - kinds);
        (*n)++;
    }
    return kind;
}

/* "Add one mana of any color", "Add {R} or {G}", "two mana of any one color",
 * "two mana in any combination of colors": chosen as the ability resolves. */
static bool gen_mana_choice(unit *u, const node *m)
{
    unsigned kinds = 0;
    bool one_kind = true;
    LLVMValueRef n, chosen = NULL;
    if (is_word(m, "chosen color")) {           /* chosen as the source entered: W..G bits */
        if (!(n = cg_amount(u, m->a)))
            return false;
        chosen = cg_call(u, "cardrt_chosen_color", u->cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
    } else if (is_word(m, "any color") || is_word(m, "any one color") || is_word(m, "any combination")) {
        kinds = 31;             /* W U B R G */
        one_kind = !is_word(m, "any combination");
        if (!(n = cg_amount(u, m->a)))
            return false;
    } else if (is_word(m, "one of")) {
        int count = -1;
        const node *alts[] = { m->a, m->b, m->c };
        for (int i = 0; i < 3; i++) {
            int k, c;
            if (!alts[i])
                continue;
            if (alts[i]->kind != N_MANA || alts[i]->text || (k = mana_kind(u, alts[i], &c)) < 0
                || (count >= 0 && c != count))
                return cg_unsupported(u, m, "this choice of mana");
            count = c;
            kinds |= 1u << k;
        }
        n = i32(u, count);
    } else {
        return cg_unsupported(u, m, "this mana");
    }
    LLVMValueRef a[] = { n, chosen ? chosen : i32(u, kinds), cg_i1(u->cg, one_kind) };
    ctx_call(u, "cardrt_fx_add_mana_choice", u->cg->i32, a, 3);
    return true;
}

/* "Add {G}{G}" / "Add {C}": each symbol one mana of its kind. */
static bool gen_add_mana(unit *u, const node *a)
{
    const node *m = a->b;
    if (m && m->kind == N_MANA && m->text && !a->a && !a->c)
        return gen_mana_choice(u, m);
    if (!m || m->kind != N_MANA || m->text || a->a || a->c)
        return cg_unsupported(u, m ? m : a, "this mana");
    static const char kinds[] = "WUBRGC";
    int count[6] = { 0 };
    const char *t = u->c->src->text;
    for (uint32_t i = m->range.begin; i < m->range.end; i++) {
        if (t[i] != '{')
            continue;
        const char *k = i + 2 < m->range.end && t[i + 2] == '}' ? strchr(kinds, t[i + 1]) : NULL;
        if (!k || !t[i + 1])
            return cg_unsupported(u, m, "this mana symbol");
        count[k - kinds]++;
    }
    for (int k = 0; k < 6; k++)
        if (count[k])
            ctx_call(u, "cardrt_fx_add_mana", u->cg->i32, (LLVMValueRef[]){ i32(u, k), i32(u, count[k]) }, 2);
    return true;
}

/* "Create two 1/1 white Soldier creature tokens with flying."  "Its
 * controller creates ..." */
static bool gen_create(unit *u, const node *a, act_env *env)
{
    /* "Create a 0/1 ... token. It has \"Sacrifice this creature: Add {C}.\"":
     * what the next statement gives the token is part of it. */
    const node *has = env->next;
    if (has && has->kind == N_ACTION && is_word(has, "have") && has->a && has->a->kind == N_PRONOUN
        && has->a->refers == a->b && has->b && !has->c)
        env->skip_next = true;
    else
        has = NULL;
    LLVMValueRef def = cg_token_def(u, a->b, has ? has->b : NULL);
    /* "two ... tokens", "X ... tokens, where X is ...", "a ... token for each ..." */
    const node *known[2];
    unsigned nk = 0;
    LLVMValueRef n = def ? cg_action_amount(u, a, a->b, known, &nk) : NULL;
    if (n && !cg_only_mods(u, a, known, nk))
        return false;
    int who = !n ? -2 : a->a && !(a->a->kind == N_PLAYER && is_word(a->a, "you")) ? cg_subject_players(u, a) : -1;
    int into = who >= -1 ? cg_new_sel(u, a->b) : -1;
    if (into < 0)
        return false;
    cg_bind(u, a->b, into);
    ctx_call(u, "cardrt_fx_tokens", u->cg->i32, (LLVMValueRef[]){ i32(u, who), def, n, i32(u, into) }, 4);
    return true;
}

/* "Reveal the top card of your library", "look at it": only what it names
 * (a later "if it's a land card" reads it); nothing changes. */
static bool gen_look(unit *u, const node *a)
{
    if (a->a && !(a->a->kind == N_PLAYER && is_word(a->a, "you")))
        return cg_unsupported(u, a->a, "another player looking");
    return cg_sel_of(u, a->b) >= 0;
}

/* "Search your library for a basic land card" (then "put it onto the
 * battlefield", "shuffle"). */
static bool gen_search(unit *u, const node *a)
{
    const node *in = NULL, *what = a->b;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && strcmp(m->text, "in") == 0)
            in = m;
    const node *lib = in ? in->a : NULL;
    if (!lib || lib->kind != N_POSSESSIVE || !lib->b || lib->b->kind != N_WORD || lib->b->token != LIBRARY
        || !lib->a || lib->a->kind != N_PLAYER || strcmp(lib->a->text, "you") != 0)
        return cg_unsupported(u, in ? in : a, "searching this");
    const node *known[] = { in };
    if (!cg_only_mods(u, a, known, 1))
        return false;
    if (what && what->kind == N_LIST)   /* "a Forest card and a Plains card", "an Aura and/or ..." */
        return cg_unsupported(u, what, "searching for cards of several descriptions");
    if (!what || what->kind != N_OBJECT || cg_is_set_det(what->text))
        return cg_unsupported(u, what ? what : a, "searching for this");
    /* "for up to two basic land cards": as many as there are, up to two
     * (finding fewer is always allowed: the library is hidden). */
    const node *c = what->c;
    LLVMValueRef n = c && c->kind == N_COMPARE && is_word(c, "<=") && c->a ? cg_amount(u, c->a) : cg_amount(u, what);
    LLVMValueRef which = n ? cg_affects_fn(u, what) : NULL;
    int you = which ? cg_sel_of(u, lib->a) : -1, into;
    if (you < 0 || (into = cg_new_sel(u, what)) < 0)
        return false;
    cg_bind(u, what, into);
    ctx_call(u, "cardrt_fx_search", u->cg->i32, (LLVMValueRef[]){ i32(u, into), i32(u, you), which, n }, 4);
    return true;
}

/* "Shuffle", "shuffle your library", "Target player shuffles their library". */
static bool gen_shuffle(unit *u, const node *a)
{
    const node *lib = a->b;
    if (lib && !(lib->kind == N_POSSESSIVE && lib->b && lib->b->kind == N_WORD && lib->b->token == LIBRARY))
        return cg_unsupported(u, lib, "shuffling this");
    if (!cg_only_mods(u, a, NULL, 0))
        return false;
    int s = lib && lib->a && !a->a ? cg_sel_of(u, lib->a) : cg_subject_players(u, a);
    if (s < 0)
        return false;
    ctx_call(u, "cardrt_fx_shuffle", u->cg->i32, (LLVMValueRef[]){ i32(u, s) }, 1);
    return true;
}

/* "Attach Test to target creature you control." */
static bool gen_attach(unit *u, const node *a)
{
    const node *to = NULL;
    for (const node *m = a->c ? a->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && strcmp(m->text, "to") == 0)
            to = m;
    const node *known[] = { to };
    if (!to || !cg_only_mods(u, a, known, 1))
        return to ? false : cg_unsupported(u, a, "attaching without saying to what");
    int what = cg_sel_of(u, a->b), host = what >= 0 ? cg_sel_of(u, to->a) : -1;
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
    if (np->kind == N_OBJECT && cg_is_set_det(np->text) && cg_players_who(np) < 0 && !np->c) {
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
    const node *d = a->b;
    if (!d || d->kind != N_AMOUNT || !d->text || a->a || (a->c && a->c->a))
        return cg_unsupported(u, a, "preventing this");
    bool combat = strcmp(d->text, "all combat damage") == 0;
    LLVMValueRef amount = strcmp(d->text, "all damage") == 0 || combat ? i32(u, -1)
                        : strcmp(d->text, "next damage") == 0 && d->a ? cg_amount(u, d->a) : NULL;
    if (!amount)
        return u->failed ? false : cg_unsupported(u, d, "preventing this damage");
    const node *q = d->b;
    const node *would = q && q->kind == N_QUALIFIER && is_word(q, "that") ? q->a : NULL;
    const node *x = would && would->kind == N_MODIFIER && is_word(would, "would") ? would->a : NULL;
    if (!x || x->kind != N_ACTION || x->b
        || !(is_word(x, "dealt damage") || (is_word(x, "deal damage") && x->a)))
        return cg_unsupported(u, q ? q : d, "this damage");
    const node *from = is_word(x, "deal damage") ? x->a : NULL, *to = NULL;
    const node *known[4];
    unsigned nk = 0;
    for (const node *m = x->c ? x->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && is_word(m, "to") && !to && nk < 4)
            known[nk++] = m, to = m->a;
        else if (m->kind == N_MODIFIER && is_word(m, "by") && !from && nk < 4)
            known[nk++] = m, from = m->a;
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
    ctx_call(u, "cardrt_fx_prevent", cg->i32,
             (LLVMValueRef[]){ i32(u, from_sel), from_fn, i32(u, to_sel), to_fn, cg_i1(cg, combat), amount,
                               i32(u, duration) }, 7);
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

/* "at the beginning of the next end step", "at end of combat", "at the
 * beginning of the next cleanup step": the step (CARDRT_STEP_*) a delayed
 * action waits for; "until ~ leaves the battlefield": CG_WHEN_SOURCE_LEAVES;
 * -2 for any other duration. */
static int delay_of(const node *d)
{
    if (is_word(d, "at end of combat"))
        return CARDRT_STEP_END_COMBAT;
    const node *step = is_word(d, "at") ? d->a : NULL;
    if (step && step->kind == N_STEP && step->a && is_word(step->a, "next") && !step->a->next)
        return is_word(step, "end step") ? CARDRT_STEP_END : is_word(step, "cleanup step") ? CARDRT_STEP_CLEANUP : -2;
    const node *e = is_word(d, "until") ? d->a : NULL;
    if (e && e->kind == N_ACTION && is_word(e, "leave the battlefield") && e->a && e->a->kind == N_SELF
        && !e->b && !e->c)
        return CG_WHEN_SOURCE_LEAVES;
    return -2;
}

/* A with its modifier M left out. */
static node *without(unit *u, const node *a, const node *m)
{
    node *c = arena_alloc(u->arena, sizeof *c);
    *c = *a;
    node *mods = list_new(u->arena, a->c->range);
    for (const node *i = a->c->a; i; i = i->next)
        if (i != m) {
            node *k = arena_alloc(u->arena, sizeof *k);
            *k = *i;
            k->next = NULL;
            list_append(mods, k);
        }
    c->c = mods->a ? mods : NULL;
    return c;
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
    if (exile_until && (!is_word(a, "exile") || a->a || a->c->a->next))
        return cg_unsupported(u, d, "this duration");
    if (!a->b)
        return cg_unsupported(u, a, "waiting to do this");
    LLVMBasicBlockRef cont = NULL;
    if (exile_until) {          /* the source is still on the battlefield */
        LLVMValueRef z = cg_call(u, "cardrt_zone_of", cg->i32, (LLVMValueRef[]){ cg_game(u), cg_src(u) }, 2);
        LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "then");
        cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "cont");
        LLVMBuildCondBr(u->b, LLVMBuildICmp(u->b, LLVMIntEQ, z, cg_i32(cg, CARDRT_BATTLEFIELD), ""), then, cont);
        LLVMPositionBuilderAtEnd(u->b, then);
    }
    int s = cg_sel_of(u, a->b);
    if (s < 0)
        return false;
    if (exile_until)
        ctx_call(u, "cardrt_fx_move", cg->i32, (LLVMValueRef[]){ i32(u, s), i32(u, CARDRT_EXILE), i32(u, 0) }, 3);
    /* What it will do, on the objects it is linked to. */
    cg_saved save;
    cg_begin_fn(u, cg->effect_ty, "cardc.later", &save);
    int linked = cg_new_sel(u, a->b);
    if (linked < 0)
        return false;
    ctx_call(u, "cardrt_sel_linked", NULL, (LLVMValueRef[]){ i32(u, linked) }, 1);
    const node *what = a->b;
    while (what->kind == N_PRONOUN && what->refers)
        what = what->refers;
    cg_bind(u, a->b, linked);
    cg_bind(u, what, linked);
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
    return true;
}

static bool gen_action(unit *u, const node *a, act_env *env)
{
    const node *d = cg_modifier(a->c, N_DURATION, NULL);
    int when = d ? delay_of(d) : -2;
    if (when != -2)
        return gen_delayed(u, a, d, when);
    const node *where = cg_modifier(a->c, N_MODIFIER, "where");
    const node *saved = u->where_x;
    u->where_x = where ? where->a : NULL;
    bool ok = gen_verb(u, a, env);
    u->where_x = saved;
    return ok;
}

static bool gen_verb(unit *u, const node *a, act_env *env)
{
    const char *v = a->text;
    if (strcmp(v, "destroy") == 0)
        return gen_destroy(u, a, env);
    if (strcmp(v, "exile") == 0)
        return gen_move(u, a, CARDRT_EXILE, 0, NULL);
    if (strcmp(v, "return") == 0)
        return gen_return(u, a);
    if (strcmp(v, "put") == 0)
        return gen_put(u, a);
    if (strcmp(v, "counter") == 0)
        return simple_on_sel(u, a, "cardrt_fx_counter", NULL);
    if (strcmp(v, "copy") == 0)
        return gen_copy(u, a, env);
    if (strcmp(v, "tap") == 0 || strcmp(v, "untap") == 0)
        return simple_on_sel(u, a, "cardrt_fx_tap", cg_i1(u->cg, v[0] == 't'));
    if (strcmp(v, "regenerate") == 0)
        return simple_on_sel(u, a, "cardrt_fx_regenerate", NULL);
    if (strcmp(v, "deal damage") == 0)
        return gen_damage(u, a);
    if (strcmp(v, "prevent") == 0)
        return gen_prevent(u, a);
    if (strcmp(v, "draw") == 0)
        return gen_player_action(u, a, "cardrt_fx_draw");
    if (strcmp(v, "gain life") == 0)
        return gen_player_action(u, a, "cardrt_fx_life");
    if (strcmp(v, "lose life") == 0)
        return gen_player_action(u, a, "lose");
    if (strcmp(v, "discard") == 0)
        return gen_player_action(u, a, "cardrt_fx_discard");
    if (strcmp(v, "mill") == 0)
        return gen_player_action(u, a, "cardrt_fx_mill");
    if (strcmp(v, "sacrifice") == 0)
        return gen_sacrifice(u, a);
    /* "(you may) have ~ deal 2 damage to any target", "have target creature
     * get -2/-2 until end of turn": what is had done, done by it. */
    const node *done = strcmp(v, "have") == 0 && a->b && a->c && a->c->a && !a->c->a->next
                       && a->c->a->kind == N_ACTION && !a->c->a->a
                       && (!a->a || (a->a->kind == N_PLAYER && is_word(a->a, "you"))) ? a->c->a : NULL;
    if (done) {
        node act = *done;
        act.a = a->b;
        return gen_verb(u, &act, env);
    }
    if (strcmp(v, "have") == 0 && a->a && a->b && a->b->kind == N_PT)
        return cg_become(u, a, env);  /* "has base power and toughness 4/4": layer 7b, as "becomes 4/4" */
    if (strcmp(v, "get") == 0 && a->b && a->b->kind == N_OBJECT)
        return gen_get_counters(u, a);
    if (strcmp(v, "get") == 0 || strcmp(v, "gain") == 0)
        return a->b && (a->b->kind == N_PT_CHANGE || a->b->kind == N_LIST || a->b->kind == N_KEYWORD)
               ? cg_pump(u, a, env) : cg_unsupported_word(u, a, v);
    if (strcmp(v, "gain control") == 0)
        return cg_gain_control(u, a, env);
    if (strcmp(v, "become") == 0 && a->a)
        return cg_become(u, a, env);
    if (strcmp(v, "add") == 0)
        return gen_add_mana(u, a);
    if (strcmp(v, "create") == 0)
        return gen_create(u, a, env);
    if (strcmp(v, "choose") == 0 && !a->a && !a->c && cg_choice_kind(a->b) >= 0) {
        /* "Choose a color. Creatures of the chosen color get ...": kept on
         * the resolving spell or ability's source, as an "as it enters" one. */
        ctx_call(u, "cardrt_fx_choose_for_source", u->cg->i32, (LLVMValueRef[]){ i32(u, cg_choice_kind(a->b)) }, 1);
        return true;
    }
    if (strcmp(v, "search") == 0)
        return gen_search(u, a);
    if (strcmp(v, "shuffle") == 0)
        return gen_shuffle(u, a);
    if (strcmp(v, "attach") == 0)
        return gen_attach(u, a);
    if (strcmp(v, "scry") == 0)
        return gen_player_action(u, a, "cardrt_fx_scry");
    if (strcmp(v, "monstrosity") == 0 && !a->a && a->b && a->b->kind == N_AMOUNT && !a->c) {
        /* CR 701.37a (later rules): "If this permanent isn't monstrous, put N
         * +1/+1 counters on it and it becomes monstrous." */
        LLVMValueRef n = u->in_ability ? cg_amount(u, a->b)
                                       : (cg_unsupported(u, a, "monstrosity outside an ability"), NULL);
        if (n)
            ctx_call(u, "cardrt_fx_monstrosity", u->cg->i32, &n, 1);
        return n != NULL;
    }
    if ((strcmp(v, "reveal") == 0 || strcmp(v, "look at") == 0) && a->b && !a->c)
        return gen_look(u, a);
    return cg_unsupported_word(u, a, v);
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
    act_env env = { NULL, false, outer ? outer->duration : NULL };
    bool ok = gen_statement(u, body, &env);
    LLVMBuildBr(u->b, cont);
    LLVMPositionBuilderAtEnd(u->b, other);
    if (ok && otherwise)
        ok = gen_statement(u, otherwise, &env);
    LLVMBuildBr(u->b, cont);
    LLVMPositionBuilderAtEnd(u->b, cont);
    return ok;
}

/* "You may draw a card." (and "If you do, ..." after it) */
static bool gen_may(unit *u, const node *s, act_env *env)
{
    const node *a = s->a;
    const node *inner = a && a->kind == N_SEQUENCE && a->a ? a->a->a : a;
    int who = -1;
    if (inner && inner->kind == N_ACTION && inner->a
        && !(inner->a->kind == N_PLAYER && strcmp(inner->a->text, "you") == 0)) {
        if (!cg_names_players(inner->a) && inner->a->kind != N_POSSESSIVE)
            return cg_unsupported(u, s, "'may' for another player");
        if (cg_several_players(inner->a))  /* "Each opponent may ...": each one's choice */
            return cg_unsupported(u, s, "'may' for each of several players");
        if ((who = cg_sel_of(u, inner->a)) < 0)
            return false;
    }
    /* CR 413.2c: an option that can't be carried out can't be chosen ("You
     * may sacrifice a creature" with no creature to sacrifice). */
    LLVMValueRef possible = NULL;
    bool discard = inner && inner->kind == N_ACTION && is_word(inner, "discard");
    bool return_yours = inner && inner->kind == N_ACTION && is_word(inner, "return")
                        && !cg_modifier(inner->c, N_PREP, "from");    /* a permanent, not a card in a zone */
    if (inner && inner->kind == N_ACTION && (is_word(inner, "sacrifice") || return_yours || discard)
        && who < 0 && inner->b && inner->b->kind == N_OBJECT && !cg_is_set_det(inner->b->text)) {
        /* what you control ("sacrifice a creature", "return a land you
         * control"), or cards in your hand ("discard two cards") */
        node you = { .kind = N_PLAYER, .text = "you", .range = inner->range };
        node hand_word = { .kind = N_WORD, .text = "hand", .token = HAND, .range = inner->range };
        node hand = { .kind = N_POSSESSIVE, .a = &you, .b = &hand_word, .range = inner->range };
        node *mine = discard ? cg_with_qualifier(u, cg_with_qualifier(u, inner->b, "in", &hand), "owned by", &you)
                             : cg_with_qualifier(u, inner->b, "controlled by", &you);
        mine->text = NULL;
        mine->c = NULL;
        LLVMValueRef have = cg_count(u, mine), need = have ? cg_amount(u, inner->b) : NULL;
        if (!need)
            return false;
        possible = LLVMBuildICmp(u->b, LLVMIntSGE, have, need, "");
    }
    /* "You may pay {2}. If you do, ...": the answer is whether it was paid
     * (cardrt_fx_pay: from the pool under strict mana). */
    const char *cost = inner == a && a->kind == N_ACTION && is_word(a, "pay") && a->b && a->b->kind == N_MANA
                       && !a->b->text && !a->c ? cg_text(u, a->b->range) : NULL;
    if (cost && strchr(cost, 'X'))
        return cg_unsupported(u, a->b, "paying X");
    LLVMValueRef a2[] = { i32(u, who), cg_cstring(u, cost ? cost : cg_text(u, s->range)) };
    LLVMValueRef yes;
    if (cost) {
        yes = ctx_call(u, "cardrt_fx_pay", u->cg->i1, a2, 2);
    } else if (possible) {      /* ask only when it can be done */
        LLVMBasicBlockRef from = LLVMGetInsertBlock(u->b);
        LLVMBasicBlockRef ask = LLVMAppendBasicBlockInContext(u->cg->ctx, u->fn, "ask");
        LLVMBasicBlockRef asked = LLVMAppendBasicBlockInContext(u->cg->ctx, u->fn, "asked");
        LLVMBuildCondBr(u->b, possible, ask, asked);
        LLVMPositionBuilderAtEnd(u->b, ask);
        LLVMValueRef answer = ctx_call(u, "cardrt_fx_may", u->cg->i1, a2, 2);
        LLVMBasicBlockRef after_ask = LLVMGetInsertBlock(u->b);
        LLVMBuildBr(u->b, asked);
        LLVMPositionBuilderAtEnd(u->b, asked);
        yes = LLVMBuildPhi(u->b, u->cg->i1, "yes");
        LLVMValueRef vals[] = { cg_i1(u->cg, false), answer };
        LLVMBasicBlockRef blocks[] = { from, after_ask };
        LLVMAddIncoming(yes, vals, blocks, 2);
    } else {
        yes = ctx_call(u, "cardrt_fx_may", u->cg->i1, a2, 2);
    }
    if (!u->last_may)           /* false until a "you may" is asked: "if you do" after one not reached */
        u->last_may = cg_entry_alloca(u, u->cg->i1, "you.did", cg_i1(u->cg, false));
    LLVMBuildStore(u->b, yes, u->last_may);
    return cost || gen_when(u, yes, a, NULL, env);
}

/* Does TEXT have the word W ("instead", not "insteadof")? */
static bool has_word(const char *text, const char *w)
{
    size_t n = strlen(w);
    for (const char *p = strstr(text, w); p; p = strstr(p + 1, w))
        if ((p == text || !isalpha((unsigned char)p[-1])) && !isalpha((unsigned char)p[n]))
            return true;
    return false;
}

static bool gen_conditional(unit *u, const node *s, act_env *env)
{
    const char *how = s->text ? s->text : "";
    const node *c = s->a;
    /* "If it's a Human, instead it gets +3/+3": the text it replaces is
     * earlier, and the grammar keeps no trace of the word */
    if (has_word(cg_text(u, s->range), "instead"))
        return cg_unsupported_word(u, s, "instead");
    if (strcmp(how, "if") == 0) {
        LLVMValueRef cond;
        bool you_do = c && c->kind == N_ACTION && (is_word(c, "do") || is_word(c, "don't"))
                      && (!c->a || (c->a->kind == N_PLAYER && strcmp(c->a->text, "you") == 0));
        if (you_do) {
            if (!u->last_may)
                return cg_unsupported(u, s, "'if you do' without 'you may'");
            LLVMValueRef did = LLVMBuildLoad2(u->b, u->cg->i1, u->last_may, "did");
            cond = c->text[2] == 'n' ? LLVMBuildNot(u->b, did, "") : did;
        } else if (!(cond = cg_condition(u, c))) {
            return false;
        }
        return gen_when(u, cond, s->b, s->c, env);
    }
    if (strcmp(how, "unless") == 0 && !s->c && c && c->kind == N_ACTION && (!c->c || is_word(c, "return"))
        && (!c->a || (c->a->kind == N_PLAYER && is_word(c->a, "you")))
        && (is_word(c, "discard") || is_word(c, "sacrifice") || is_word(c, "return"))
        && c->b && c->b->kind == N_OBJECT
        && (((is_word(c->b, "a") || is_word(c->b, "an") || is_word(c->b, "another")) && !c->b->c)
            || (c->b->c && c->b->c->kind == N_AMOUNT && c->b->c->text && syn_number(c->b->c->text) > 0))) {
        /* "Sacrifice Test unless you discard a card (two cards)": you may
         * discard them; unless they all were, the rest (CR 413.2c: what can't
         * be done can't be chosen) */
        int need = c->b->c ? syn_number(c->b->c->text) : 1;
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
    if (strcmp(how, "unless") == 0 && !s->c) {       /* "Counter target spell unless ..." */
        LLVMValueRef cond = cg_condition(u, c);
        return cond && gen_when(u, LLVMBuildNot(u->b, cond, ""), s->b, NULL, env);
    }
    if (strcmp(how, "for") == 0 && c && c->kind == N_DURATION) {     /* "Until end of turn, ..." */
        act_env inner = { env->next, false, c };
        bool ok = gen_statement(u, s->b, &inner);
        env->skip_next = inner.skip_next;
        return ok;
    }
    return cg_unsupported(u, s, s->text ? "this condition" : "a condition");
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
    if (!who || !cg_names_players(who) || (who->kind == N_PLAYER && is_word(who, "you")))
        return NULL;
    for (const node *i = first->next; i; i = i->next)
        if (i->kind == N_ACTION && !i->a)
            return i;
    return NULL;
}

static bool gen_statement(unit *u, const node *s, act_env *env)
{
    const node *left_out = s->kind == N_SEQUENCE ? subject_left_out(s) : NULL;
    if (left_out)
        return cg_unsupported(u, left_out, "a clause whose subject is left out");
    switch (s->kind) {
    case N_ACTION:
        return gen_action(u, s, env);
    case N_SEQUENCE: {
        if (is_word(s, "or"))
            return cg_unsupported(u, s, "a choice between actions");
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
        return gen_conditional(u, s, env);
    case N_OPTIONAL:
        return gen_may(u, s, env);
    case N_NEGATED:
        return cg_restriction(u, s, env);
    default:
        return cg_unsupported(u, s, node_kind_name(s->kind));
    }
}

/* Is S a sentence the effect skips, because the ability says it elsewhere
 * ("Activate only as a sorcery.", "As an additional cost to cast this
 * spell, ...", "Choose one —")? */
static bool not_an_effect(const node *s)
{
    return s->kind == N_MODAL || (s->kind == N_MODIFIER && is_word(s, "activate only"))
           || (s->kind == N_CONDITIONAL && is_word(s, "additional cost"));
}

static bool gen_list(unit *u, const node *list)
{
    for (const node *s = list ? list->a : NULL; s && !u->failed; s = s->next) {
        if (not_an_effect(s))
            continue;
        act_env env = { s->next, false, NULL };
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
    bool ok = true;
    for (unsigned l = 0; l < nlists && ok; l++)
        ok = gen_list(u, lists[l]);
    for (unsigned m = 0; m < nmodes && ok; m++) {
        LLVMValueRef chosen_modes = ctx_call(u, "cardrt_ctx_modes", cg->i32, NULL, 0);
        LLVMValueRef bit = LLVMBuildAnd(u->b, chosen_modes, i32(u, 1u << m), "");
        LLVMValueRef on = LLVMBuildICmp(u->b, LLVMIntNE, bit, i32(u, 0), "");
        LLVMBasicBlockRef then = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "mode");
        LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(cg->ctx, u->fn, "next");
        LLVMBuildCondBr(u->b, on, then, cont);
        LLVMPositionBuilderAtEnd(u->b, then);
        ok = gen_list(u, modes[m]);
        LLVMBuildBr(u->b, cont);
        LLVMPositionBuilderAtEnd(u->b, cont);
    }
    LLVMValueRef f = cg_end_fn(u, NULL, &save);
    return ok && !u->failed ? f : NULL;
}
