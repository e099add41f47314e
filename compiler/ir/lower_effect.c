/* lower_effect.c — lowering the instructions of an effect (docs/ir.md)
 * with their conditions, on the operands lower_select.c lowers (amounts,
 * filters, selections).  lower.c lowers the abilities around them. */
#include "lower_int.h"
#include "parser.h"
#include "syntax.h"

/* ---- instructions ---------------------------------------------------- */

ir_instr *instr_new(lower *l, ir_op op, const node *n)
{
    ir_instr *in = alloc(l, sizeof *in);
    in->op = op;
    in->range = n->range;
    return in;
}

/* "a card", "two cards": the number of cards drawn or discarded. */
const ir_amount *card_count(lower *l, const node *obj)
{
    if (!is(only_word(obj), N_WORD, "card"))
        refuse(l, obj, arena_printf(l->a, "the cards %s", obj ? quoted(l, obj) : "(none)"));
    return object_count(l, obj, "the cards");
}

void emit(lower *l, ir_instr ***tail, ir_instr *in, bool optional)
{
    in->optional = optional;
    l->may_before |= optional;
    if (optional)
        l->may_act = NULL;      /* (lower_action: its own, once it is all emitted) */
    l->last = in;
    **tail = in;
    *tail = &in->next;
}


/* "Counter target spell. If that spell is countered this way, exile it
 * instead of putting it into its owner's graveyard", "..., put it on top of
 * its owner's library instead of into that player's graveyard" (CR 701.5a;
 * the counter of gen_verb in cg_action.c): the countered spell goes where
 * the move of the sentence NEXT puts it, and that sentence is done. */
static void countered_to(lower *l, ir_instr *in, const node *next)
{
    const node *instead, *to = ir_countered_instead_of(next, &instead);
    if (!to)
        return;
    ir_instr *moved = NULL, **mt = &moved;
    lower_action(l, meaning_without(l->a, to, instead, NULL), &mt, false);
    const ir_sel *s = moved ? moved->object : NULL;
    if (!moved || moved->next || (moved->op != IR_EXILE && moved->op != IR_MOVE) || moved->at != IR_DELAY_NONE
        || moved->tapped || moved->shuffle || !s || s->kind != IR_SEL_TARGET || in->object->kind != IR_SEL_TARGET
        || s->slot != in->object->slot)
        refuse(l, next, arena_printf(l->a, "the destination of a countered spell %s", quoted(l, next)));
    in->zone = moved->op == IR_EXILE ? IR_ZONE_EXILE : moved->zone;
    in->position = moved->position;
    l->skip_next = true;
}

/* Is NP a pronoun for what a search of the ability found ("puts it onto the battlefield")? */
static bool found_by_search(const lower *l, const node *np)
{
    for (unsigned i = 0; np && np->kind == N_PRONOUN && i < l->nfound; i++)
        if (np->refers == l->found[i])
            return true;
    return false;
}

/* The amount of damage or life: ACT's object ("3 damage"), or what "equal
 * to" says (then there is no other); times the number "for each" names
 * ("1 life for each creature you control"). */
static const ir_amount *action_amount(lower *l, const node *act, const node *equal, const node *each)
{
    if (equal && act->b)
        refuse(l, act->b, arena_printf(l->a, "an amount given twice in %s", quoted(l, act)));
    const ir_amount *am = lower_effect_amount(l, equal ? equal : act->b);
    if (!each)
        return am;
    if (am->kind != IR_AMOUNT_CONST)
        refuse(l, act, arena_printf(l->a, "'for each' times %s", quoted(l, equal ? equal : act->b)));
    return each_times(l, am->value, each, act->range);
}

static void emit_once(lower *l, const node *act, const char *verb, ir_instr *in, ir_instr ***tail, bool optional)
{
    in->at = l->delay;
    if (l->duration != IR_DUR_NONE)
        refuse(l, act, arena_printf(l->a, "the verb '%s' with these modifiers", verb));
    emit(l, tail, in, optional);
}

void lower_action(lower *l, const node *act, ir_instr ***tail, bool optional)
{
    const node *next = l->next;     /* for this statement only, not for the ones inside it */
    l->next = NULL;
    if ((act->form & FORM_GAPPED) && !ir_gapped_put_counters(act))    /* "... and the other into your hand" */
        refuse(l, act, "a verb not written again");
    if (act->kind == N_ACTION && act->a && ir_an_opponent(act->a) && act->b && act->b->kind == N_PRONOUN
        && act->b->refers == act->a)     /* "... then an opponent gains control of them" */
        refuse(l, act->b, "a pronoun naming the opponent who acts on it");
    if (act->kind == N_ACTION && act->a && ir_an_opponent(act->a))
        lower_chosen_opponent(l, act->a, tail, optional);   /* "An opponent gains control of it" */
    int sides;
    if (lower_spend_only(l, act, tail, optional))   /* "Spend this mana only to cast creature spells" */
        return;
    if (meaning_roll_choose_one(act, &sides)) {
        if (optional)
            refuse(l, act, arena_printf(l->a, "the sentence %s", quoted(l, act)));
        ir_instr *in = instr_new(l, IR_ROLL_CHOOSE, act);  /* "Roll two d6 and choose one result" (CR 706.2) */
        in->amount = amount_const(l, sides, act->range);
        l->rolled = l->rolled_two = true;
        emit(l, tail, in, false);
        return;
    }
    const node *outside, *linked = NULL;
    const ability *turn = act->kind == N_CONDITIONAL ? ir_sentence_turn_trigger_of(l->a, act, &outside, &linked) : NULL;
    if (turn) {                 /* "Whenever a creature dies this turn, you gain 1 life" (CR 603.7b) */
        if (outside)
            refuse(l, outside, arena_printf(l->a, "%s in a delayed triggered ability", quoted(l, outside)));
        bool next_turn = ir_turn_trigger_until_next_turn(act);     /* "Until your next turn, whenever ..." */
        if (optional || (next_turn && (linked || ir_turn_trigger_once(turn))) || l->duration != IR_DUR_NONE
            || l->delay != IR_DELAY_NONE || l->out->kind == IR_AB_STATIC)
            refuse(l, act, arena_printf(l->a, "the sentence %s", quoted(l, act)));
        ir_instr *in = instr_new(l, IR_TURN_TRIGGER, act);
        if (linked)             /* "When that creature dies this turn": linked to it now (CR 603.7c) */
            in->object = lower_sel(l, linked, NULL);
        in->ability = lower_sentence_trigger(l, turn, linked);
        in->duration = next_turn ? IR_DUR_YOUR_NEXT_TURN : IR_DUR_END_OF_TURN;
        emit(l, tail, in, false);
        return;
    }
    if (lower_sentence(l, act, next, tail, optional))
        return;
    ir_duration duration = IR_DUR_NONE, d;
    bool in_static = l->out->kind == IR_AB_STATIC;
    if (act->kind != N_ACTION || !act->text || act->lossy)
        refuse(l, act, arena_printf(l->a, "the sentence %s", quoted(l, act)));
    node *all_cards = ir_the_cards_of_zone(l->a, act->b, act);
    if (all_cards) {            /* "shuffle the cards from your hand into your library": all of them */
        node *copy = arena_alloc(l->a, sizeof *copy);
        *copy = *act;
        copy->b = all_cards;
        act = copy;
    }
    const char *verb = meaning_words(act);
    fx_verb v = meaning_verb(act);
    if (l->out->kind != IR_AB_STATIC && meaning_is_becoming(act))
        v = FX_VERB_BECOME;     /* "That creature is a black Zombie in addition to ...": as "becomes" (cg_action.c) */
    if (v == FX_VERB_NONE && l->out->kind == IR_AB_STATIC && ir_verb_of(act) == IR_VERB_GET)
        v = FX_VERB_GET;    /* "it gets an additional +1/+0": as much more (static_changes reads ir_verb_of) */
    bool gapped;
    const node *done = meaning_had_done(act, &gapped);
    if (gapped)
        refuse(l, act->next, arena_printf(l->a, "the verb joined to %s with its subject not said", quoted(l, act)));
    if (done) {
        /* "(you may) have target creature get -2/-2 until end of turn", "have
         * it deal 1 damage to any target", "have target player discard a
         * card": what is had done, done by that object or player (gen_verb's
         * FX_VERB_HAVE) */
        node *by = alloc(l, sizeof *by);
        *by = *done;
        by->a = act->b;
        l->next = next;
        lower_action(l, by, tail, optional);
        return;
    }
    fx_cast_now cast;
    if (!in_static && meaning_cast_now(act, &cast)) {
        /* "you may cast target instant card from your graveyard without
         * paying its mana cost": cast now, as it resolves (cardrt_fx_cast) */
        ir_instr *in = instr_new(l, cast.play ? IR_PLAY : IR_CAST, act);
        in->object = cast.among ? lower_spell_from_among(l, cast.cards, cast.among->a)
                   : cast.from ? put_object(l, cast.cards, cast.from, place_of(l, cast.from)) : lower_sel(l, cast.cards, NULL);
        in->word = cast.free_cast ? "free" : NULL;
        bool yours;     /* "If that spell would be put into your graveyard, exile it instead" */
        if (meaning_exiled_instead(next, cast.cards, &yours)) {
            if (cast.cards->kind == N_OBJECT || cast.play)
                refuse(l, next, arena_printf(l->a, "the sentence %s", quoted(l, next)));
            in->zone = IR_ZONE_EXILE;
            in->whose = yours ? sel_new(l, IR_SEL_YOU, next->range) : NULL;
            l->skip_next = true;
        }
        emit(l, tail, in, optional);
        return;
    }
    const char *moved_kind;
    const node *moved_onto, *counters_from = meaning_move_counters(act, &moved_kind, &moved_onto);
    if (counters_from) {
        /* "Move a +1/+1 counter from ~ onto target creature" (CR 122.5; cg_move_counters) */
        if (meaning_moved_onto_itself(counters_from, moved_onto))
            refuse(l, moved_onto, "moving counters onto what they are moved from");
        ir_instr *in = instr_new(l, IR_MOVE_COUNTERS, act);
        in->word = moved_kind;      /* none: all of each kind ("move all counters from ~ onto ...") */
        in->amount = !moved_kind ? NULL
                   : act->b->c ? lower_effect_amount(l, act->b->c) : amount_const(l, 1, act->b->range);
        in->object = lower_sel(l, counters_from, NULL);
        in->to = lower_sel(l, moved_onto, NULL);
        emit_once(l, act, verb, in, tail, optional);
        return;
    }
    const node *counters_onto, *counters_of = meaning_counters_of(act, l->short_of, &counters_onto);
    if (counters_of) {
        /* "When ~ dies, put its counters on target creature you control"
         * (cg_put): every kind, as it last existed (CR 608.2h) */
        ir_instr *in = instr_new(l, IR_COUNTERS_OF, act);
        in->object = lower_sel(l, counters_of, NULL);
        in->to = lower_sel(l, counters_onto, NULL);
        emit_once(l, act, verb, in, tail, optional);
        return;
    }
    if (meaning_clash(act)) {
        /* "Clash with an opponent" (CR 701.22a; cardrt_fx_clash) */
        ir_instr *in = instr_new(l, IR_CLASH, act);
        emit_once(l, act, verb, in, tail, optional);
        l->clashed = true;
        return;
    }
    ir_instr *player_change = lower_player_change(l, act);
    if (player_change) {    /* an extra turn, the game won or lost, a step skipped, doubling, a life total set */
        emit_once(l, act, verb, player_change, tail, optional);
        return;
    }
    if (meaning_proliferate(act)) {
        /* "Proliferate", "then proliferate again" (CR 701.27a; cardrt_fx_proliferate) */
        ir_instr *in = instr_new(l, IR_PROLIFERATE, act);
        emit_once(l, act, verb, in, tail, optional);
        return;
    }
    if (meaning_keyword_action(act) == FX_VERB_DETAIN) {
        /* "Detain target creature an opponent controls" (CR 701.35a): until
         * your next turn, it can't attack or block and its activated
         * abilities can't be activated (cg_detain) */
        if (act->c)
            refuse(l, act, arena_printf(l->a, "the verb '%s' with these modifiers", verb));
        const ir_sel *detained = lower_sel(l, act->b, NULL);
        for (int i = 0; i < 2; i++) {
            ir_instr *in = instr_new(l, IR_CANT, act);
            in->object = detained;
            in->word = i ? "activate" : "attack_or_block";
            in->duration = IR_DUR_YOUR_NEXT_TURN;
            emit_once(l, act, verb, in, tail, optional);
        }
        return;
    }
    if (v == FX_VERB_SEPARATE ? lower_separate(l, act, tail, optional)     /* "into two piles" */
        : (v == FX_VERB_REVEAL || v == FX_VERB_EXILE) && act->b && lower_reveal_until(l, act, tail, optional))
        return;     /* "Reveal (Exile) cards from the top of your library until you reveal a creature card" */
    for (const node *m = v == FX_VERB_PUT && act->c ? act->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && (meaning_word(m) == FX_W_INTO || meaning_word(m) == FX_W_ONTO) && m->a
            && m->a->kind == N_LIST
            && meaning_word(m->a) == FX_W_AND && m->a->a && m->a->a->next && !m->a->a->next->next
            && (m->a->a->next->kind == N_WORD || m->a->a->next->kind == N_PRONOUN)
            && meaning_word(m->a->a->next) == FX_W_THE_REST) {
            /* "Put one of them into your hand and the rest into your graveyard" (cg_put) */
            lower_put_apart(l, act, m, tail, optional);
            return;
        }
    const node *to = NULL, *from = NULL, *on = NULL, *equal = NULL, *each = NULL, *in_lib = NULL, *onto = NULL;
    const node *where = NULL, *on_top = NULL, *back = NULL, *any_order = NULL, *random_order = NULL;
    const node *among = NULL;   /* "from among them" */
    const node *depth = NULL;   /* "third from the top" */
    const node *divided = NULL; /* "divided as you choose among ..." */
    const node *copy_except = NULL;     /* ", except it has haste" of a token copy */
    ir_copy_except except_of = { 0 };
    bool until_leaves = false;  /* "until ~ leaves the battlefield" */
    const node *as_long_as = NULL;  /* "for as long as COND": COND */
    const node *host = NULL;    /* "attached to that creature" */
    unsigned enters_as = 0;       /* "tapped and attacking" (IR_ENTERS_*) */
    const node *attacks = NULL;   /* "... attacking that opponent": whom (cardrt_fx_enter_attacking) */
    bool or_planeswalker = false;
    bool tapped = false, at_random = false, face_down = false, of_a_kind_random = false, transformed = false;
    const node *under = NULL;   /* "under your control", "under its owner's control" */
    ir_delay at = l->delay, later;
    const node *with = NULL;    /* "with a +1/+1 counter on it" */
    const char *with_kind = NULL;
    int with_n = 0;
    for (const node *m = act->c ? act->c->a : NULL; m; m = m->next) {
        if (!with && (with_kind = ir_moved_with_counters(act, m, &with_n)))
            with = m, m = m->next;
        else if (m->kind == N_DURATION && at == IR_DELAY_NONE && (later = meaning_delay(m)) != IR_DELAY_NONE
            && later != IR_DELAY_SOURCE_LEAVES)
            at = later;     /* "at the beginning of the next end step" (CR 603.7) */
        else if (m->kind == N_DURATION && meaning_delay(m) == IR_DELAY_SOURCE_LEAVES && v == FX_VERB_EXILE
                 && (!act->a || is_you(act->a))
                 && m == act->c->a && !m->next)
            until_leaves = true;    /* "exile target creature until ~ leaves the battlefield" (cg_delayed) */
        else if (meaning_where_on_battlefield(act, m))
            continue;       /* ", where X is the number of Elves on the battlefield" */
        else if (meaning_keyword_action(act) && m->kind == N_MODIFIER && meaning_word(m) == FX_W_AGAIN && !m->a)
            continue;       /* "then it explores again": once more, as written */
        else if (meaning_keyword_action(act) == FX_VERB_AMASS && m->kind == N_MODIFIER
                 && meaning_word(m) == FX_W_ARMY_TYPE && m->a)
            continue;       /* "amass Phyrexians 2": the Army's type (IR_AMASS's word) */
        else if (m->kind == N_PREP && meaning_word(m) == FX_W_IN && m->a && !in_lib)
            in_lib = m->a;
        else if (m->kind == N_PREP && (meaning_word(m) == FX_W_ONTO || meaning_word(m) == FX_W_INTO) && m->a && !onto)
            onto = m->a;
        else if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_TAPPED && !tapped)
            tapped = true;
        else if (m->kind == N_PREP && meaning_word(m) == FX_W_UNDER_CONTROL_OF && m->a && !under
                 && (is_you(m->a) || meaning_word(m->a) == FX_W_YOUR || meaning_word(m->a) == FX_W_OWNER))
            under = m->a;   /* onto the battlefield (cg_move) */
        else if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_EQUAL_TO && m->a && !equal)
            equal = m->a;
        else if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_FOR_EACH && m->a && !each)
            each = m->a;
        else if (v == FX_VERB_DEAL_DAMAGE && m->kind == N_MODIFIER && meaning_word(m) == FX_W_DIVIDED && m->a
                 && m->a->kind == N_TARGET && !divided)
            divided = m->a;     /* (gen_damage_divided) */
        else if (m->kind == N_PREP && meaning_word(m) == FX_W_TO && !to)
            to = m->a;
        else if (m->kind == N_PREP && meaning_word(m) == FX_W_FROM && !from)
            from = m->a;
        else if (m->kind == N_PREP && meaning_word(m) == FX_W_ON && !on)
            on = m->a;
        else if (duration == IR_DUR_NONE && meaning_duration(m, &d) && resolving_duration(d))
            duration = d;
        else if (duration == IR_DUR_NONE && meaning_duration(m, &d) && d == IR_DUR_AS_LONG_AS && !in_static)
            duration = d, as_long_as = m->a;   /* "for as long as ~ remains on the battlefield" (cg_duration_of) */
        else if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_AT_RANDOM && !at_random
                 && (v == FX_VERB_DISCARD || v == FX_VERB_RETURN || v == FX_VERB_REVEAL))
            at_random = true;   /* "discard a card at random" (gen_player_action), "return a card at
                                 * random from your graveyard" (cg_moved), "reveals a card at random
                                 * from their hand" (gen_reveal_at_random) */
        else if (m->kind == N_MODIFIER && meaning_word(m) == FX_W_WHERE && m->a && !where)
            where = m->a;   /* ", where X is ...": X in this action (cg_effect.c's gen_action) */
        else if (v == FX_VERB_BECOME && m->kind == N_MODIFIER && meaning_word(m) == FX_W_IN_ADDITION_TO)
            continue;       /* "in addition to its other types": ir_becoming_of reads it */
        else if (v == FX_VERB_PUT && m->kind == N_PREP && meaning_word(m) == FX_W_ON_TOP && !m->a && !on_top)
            on_top = m;     /* "put that card on top": of its owner's library */
        else if (v == FX_VERB_PUT && m->kind == N_MODIFIER && meaning_word(m) == FX_W_BACK && !back)
            back = m;       /* "put them back in any order" */
        else if (v == FX_VERB_PUT && m->kind == N_MODIFIER && meaning_word(m) == FX_W_IN_ANY_ORDER && !any_order)
            any_order = m;
        else if (v == FX_VERB_PUT && m->kind == N_MODIFIER && meaning_word(m) == FX_W_IN_RANDOM_ORDER && !random_order)
            random_order = m;   /* "on the bottom of your library in a random order" */
        else if ((v == FX_VERB_PUT || v == FX_VERB_RETURN) && m->kind == N_MODIFIER && meaning_word(m) == FX_W_ATTACHED_TO
                 && m->a && !host)
            host = m->a;        /* "onto the battlefield attached to it" (cg_move) */
        else if ((v == FX_VERB_PUT || v == FX_VERB_RETURN) && !enters_as && !tapped && ir_enters_as_of(m))
            enters_as = ir_enters_as_of(m);   /* "to the battlefield tapped and attacking" (CR 508.4) */
        else if ((v == FX_VERB_PUT || v == FX_VERB_RETURN) && !enters_as && !tapped && ir_attacking_whom(m, &or_planeswalker)) {
            enters_as = IR_ENTERS_TAPPED | IR_ENTERS_ATTACKING;     /* "... tapped and attacking that opponent" */
            attacks = ir_attacking_whom(m, &or_planeswalker);
        }
        else if ((v == FX_VERB_PUT || v == FX_VERB_REVEAL || v == FX_VERB_RETURN) && m->kind == N_PREP && meaning_word(m) == FX_W_FROM_AMONG
                 && m->a && !among && !from)
            among = m->a;       /* "reveal (put) a creature card from among them" (cg_from_among) */
        else if (v == FX_VERB_PUT && m->kind == N_MODIFIER && !depth
                 && (meaning_word(m) == FX_W_SECOND_FROM_TOP || meaning_word(m) == FX_W_THIRD_FROM_TOP))
            depth = m;          /* "into its owner's library third from the top" */
        else if ((v == FX_VERB_PUT || v == FX_VERB_RETURN) && m->kind == N_MODIFIER
                 && meaning_word(m) == FX_W_TRANSFORMED && !transformed)
            transformed = true; /* "return it to the battlefield transformed" (CR 712; cardrt_fx_move) */
        else if (v == FX_VERB_EXILE && m->kind == N_MODIFIER && meaning_word(m) == FX_W_FACE_DOWN && !face_down)
            face_down = true;   /* "exile the top card of your library face down" (CR 406.3) */
        else if (v == FX_VERB_CHOOSE && meaning_new_targets(act))
            continue;           /* "choose new targets for target spell": the spell (IR_NEW_TARGETS) */
        else if (meaning_removed_from_combat(act))
            continue;           /* "remove it from combat" (IR_REMOVE_FROM_COMBAT) */
        else if (l->ab->kind == AB_SPELL && ir_where_as_cast(act, m))
            continue;           /* "..., where X is ... as you cast this spell": the target's x (lower_targets) */
        else if ((v == FX_VERB_CREATE || (v == FX_VERB_BECOME && ir_become_copy_of(act->b))) && !copy_except
                 && ir_copy_except_mods(m, &except_of))
            m = copy_except = ir_copy_except_mods(m, &except_of);   /* "a copy of X, except it has haste" (cg_create, cg_become) */
        else
            refuse(l, m, arena_printf(l->a, "%s in %s", quoted(l, m), quoted(l, act)));
    }
    l->where_x = where;
    l->act = act;
    l->each_one = at != IR_DELAY_NONE ? NULL : l->each_unless ? l->each_unless : ir_each_in_turn(act);
    if (among && from)
        refuse(l, act, arena_printf(l->a, "moving %s from among them", quoted(l, act->b)));
    if (l->duration != IR_DUR_NONE && duration != IR_DUR_NONE)
        refuse(l, act, arena_printf(l->a, "two durations for %s", quoted(l, act)));
    if (l->duration != IR_DUR_NONE)
        duration = l->duration;
    if (l->as_long_as)
        as_long_as = l->as_long_as;
    bool is_static = l->out->kind == IR_AB_STATIC;
    /* "~ gets +1/+1 for each artifact you control": counted continuously (CR 611.3a) */
    bool static_each = is_static && v == FX_VERB_GET && each && !equal && act->b && act->b->kind == N_PT_CHANGE
                       && act->c && act->c->a && !act->c->a->next;
    /* "Enchanted creature gets +X/+X, where X is the number of creature
     * cards in all graveyards": X counted continuously too (static_changes) */
    bool static_where = is_static && v == FX_VERB_GET && where && !each && !equal && act->b
                        && act->b->kind == N_PT_CHANGE;
    if (is_static) {
        /* "Creatures you control get +1/+1 and have trample." */
        bool static_verb = v == FX_VERB_GET || v == FX_VERB_HAVE || v == FX_VERB_LOSE || v == FX_VERB_LOSE_ALL_ABILITIES
                           || v == FX_VERB_CONTROL;
        if ((act->c && !static_each && !static_where) || optional || !static_verb)
            refuse(l, act, arena_printf(l->a, "the static ability %s", quoted(l, act)));
        duration = IR_DUR_STATIC;
    }
    place from_place = from && v != FX_VERB_REMOVE && v != FX_VERB_CHOOSE && v != FX_VERB_REVEAL ? place_of(l, from)
                                                                          : (place){ IR_ZONE_BATTLEFIELD, IR_CTRL_ANY };
    /* "Target creature has base power and toughness 4/4 until end of turn": as "becomes 4/4" (cg_become) */
    bool base_pt = v == FX_VERB_HAVE && act->a && ir_base_pt_of(act->b);    /* a static ability's too */
    bool had = !is_static && meaning_has_for_a_while(act);     /* "has shroud for as long as ..." */
    bool lasting = v == FX_VERB_GET || v == FX_VERB_GAIN || v == FX_VERB_LOSE || v == FX_VERB_LOSE_ALL_ABILITIES
                   || v == FX_VERB_GAIN_CONTROL || v == FX_VERB_BECOME || is_static || base_pt || had
                   || v == FX_VERB_PREVENT;    /* "Until your next turn, prevent all damage ..." (lower_prevent) */
    bool wants_to = v == FX_VERB_DEAL_DAMAGE || v == FX_VERB_RETURN || v == FX_VERB_ATTACH;
    bool wants_on = v == FX_VERB_PUT;
    bool a_number = equal && !each && act->b && act->b->kind == N_OBJECT && act->b->c && act->b->c->kind == N_AMOUNT
                    && meaning_amount(act->b->c) == FX_AMT_A_NUMBER;
    /* "Draw a card for each ...", "Draw cards equal to ..." (a plural with no number: cg_action_amount) */
    bool plural = act->b && act->b->kind == N_OBJECT && meaning_det(act->b) == FX_DET_NONE && !act->b->b && !act->b->c;
    bool cards_counted = (v == FX_VERB_DRAW || v == FX_VERB_DISCARD || v == FX_VERB_MILL)
                         && ((each && !equal) || (equal && !each && plural));
    bool pt_each = v == FX_VERB_GET && each && !equal && act->b && act->b->kind == N_PT_CHANGE;
    bool tokens_each = (v == FX_VERB_CREATE || meaning_action_token(act)) && each && !equal;
    /* "put a +1/+1 counter on it for each ...", "put a number of +1/+1 counters on it equal to ..." */
    const char *in_kind = NULL;      /* "put its +1/+1 counters on": their kind */
    bool counters_each = v == FX_VERB_PUT && on && each && !equal;
    bool counts = v == FX_VERB_DEAL_DAMAGE || v == FX_VERB_GAIN_LIFE || v == FX_VERB_LOSE_LIFE
                  || (v == FX_VERB_ADD && (!each || !equal))    /* "Add {G} for each ...", "an amount of {G} equal to" */
                  || (a_number && (v == FX_VERB_CREATE || v == FX_VERB_DRAW || v == FX_VERB_DISCARD
                                   || (v == FX_VERB_PUT && on)))
                  || cards_counted || pt_each || tokens_each || counters_each
                  || (v == FX_VERB_SACRIFICE && each && !equal)   /* "sacrifices a creature for each ..." */
                  || (v == FX_VERB_GET_ENERGY && each && !equal); /* "you get {E} for each creature you control" */
    l->a_number = a_number ? equal : NULL;
    if ((to && !wants_to) || (on && !wants_on)
        || (from && v != FX_VERB_RETURN && v != FX_VERB_EXILE && v != FX_VERB_REMOVE && v != FX_VERB_PUT
            && v != FX_VERB_CHOOSE && !(v == FX_VERB_REVEAL && at_random) && !(v == FX_VERB_SHUFFLE && onto))
        || (duration != IR_DUR_NONE && !lasting) || ((equal || each) && !counts)
        || (in_lib && v != FX_VERB_SEARCH) || (onto && v != FX_VERB_PUT && v != FX_VERB_SHUFFLE)
        || (tapped && v != FX_VERB_PUT && v != FX_VERB_RETURN)
        || (at != IR_DELAY_NONE && (duration != IR_DUR_NONE || !(v == FX_VERB_DESTROY || v == FX_VERB_EXILE
                                                                  || v == FX_VERB_RETURN || v == FX_VERB_SACRIFICE
                                                                  || v == FX_VERB_TAP || v == FX_VERB_UNTAP
                                                                  || (v == FX_VERB_DRAW && (!act->a || is_you(act->a) || ir_delayed_drawer(act)))
                                                                  || (v == FX_VERB_CREATE && (!act->a || is_you(act->a)))
                                                                  || (v == FX_VERB_DISCARD && (!act->a || is_you(act->a)))
                                                                  || (v == FX_VERB_GAIN_CONTROL && !act->a)
                                                                  || v == FX_VERB_PUT || v == FX_VERB_REMOVE))))
        refuse(l, act, arena_printf(l->a, "the verb '%s' with these modifiers", verb));
    ir_instr *in;
    bool anew;
    ir_name_choice name_kind;
    fx_pt_change pt;
    fx_prevent prevention;
    if (v == FX_VERB_PREVENT && !is_static && meaning_prevent(act, &prevention) == FX_PREVENT_OK) {
        lower_prevent(l, act, &prevention, NULL, tail, optional);    /* gen_prevent */
        l->last_act = l->act;
        l->where_x = l->act = l->each_one = NULL;
        return;
    }
    const node *dest = v == FX_VERB_RETURN ? to : v == FX_VERB_PUT ? (onto ? onto : on) : NULL;
    if ((v == FX_VERB_EXILE || v == FX_VERB_TAP || v == FX_VERB_UNTAP || dest) && ir_chooses_own(act, from) && !tapped && !host && !enters_as && !under
        && !among && !at_random && !on_top && !back && !any_order && !random_order && !(onto && on)) {
        in = lower_own_choice(l, act, from, dest);  /* "Target player exiles a card from their graveyard" */
    } else if (v == FX_VERB_DEAL_DAMAGE) {
        if (!to && !divided)
            refuse(l, act, "damage dealt to nothing said");
        in = instr_new(l, IR_DAMAGE, act);
        in->subject = lower_sel(l, act->a, NULL);
        in->amount = action_amount(l, act, equal, each);
        in->object = lower_sel(l, to ? to : divided, NULL);
        in->divided = divided != NULL;
        if (ir_the_damage_unpreventable(next)) {   /* "... The damage can't be prevented." (cg_action.c) */
            if (l->last && l->last->op == IR_DAMAGE)    /* which damage? all of it, or this one */
                refuse(l, next, arena_printf(l->a, "%s after several damage", quoted(l, next)));
            in->unpreventable = l->skip_next = true;
        }
        if (divided && (to || (in->subject && in->subject->kind != IR_SEL_SELF)))
            refuse(l, act, arena_printf(l->a, "the damage divided %s", quoted(l, act)));
    } else if (v == FX_VERB_DESTROY || v == FX_VERB_EXILE || v == FX_VERB_TAP || v == FX_VERB_UNTAP
               || v == FX_VERB_COUNTER || v == FX_VERB_REGENERATE) {
        ir_op op = v == FX_VERB_DESTROY ? IR_DESTROY : v == FX_VERB_EXILE ? IR_EXILE : v == FX_VERB_TAP ? IR_TAP
                 : v == FX_VERB_UNTAP ? IR_UNTAP : v == FX_VERB_COUNTER ? IR_COUNTER : IR_REGENERATE;
        if (act->a && !(act->a->kind == N_PLAYER && meaning_player(act->a) == FX_PLAYER_YOU)
            && !(v == FX_VERB_EXILE && act->b && act->b->kind == N_OBJECT
                 && (meaning_det(act->b) == FX_DET_TOP || meaning_det_is_set(meaning_det(act->b))))
            && !(v == FX_VERB_EXILE && act->b && (act->b->kind == N_PRONOUN || meaning_word(act->b) == FX_W_THE_REST))
            && !((v == FX_VERB_TAP || v == FX_VERB_UNTAP) && act->b && act->b->kind == N_OBJECT
                 && meaning_det_is_set(meaning_det(act->b)))
            && !(v == FX_VERB_EXILE && lower_puts_own_cards(l, act)))    /* "..., and exiles the rest" */
            refuse(l, act->a, arena_printf(l->a, "'%s' done by %s", verb, quoted(l, act->a)));
        /* ("that player exiles the top two cards of their library", "Target player exiles all land
         * cards from their graveyard", "Target player untaps all basic lands they control", "That
         * player exiles that card", "... and exiles the rest": no choice, the objects named (cg_move)) */
        in = instr_new(l, op, act);
        /* "exile a creature card from a graveyard": one the controller chooses there (cg_moved);
         * "untap up to two lands", "tap an untapped creature you control" (cg_your_choice) */
        const ir_sel *in_zone = from_zone_sel(l, act->b, from);
        in->object = in_zone ? in_zone
                   : from ? put_object(l, act->b, from, from_place)
                   : v == FX_VERB_TAP || v == FX_VERB_UNTAP ? chosen_or_sel(l, act->b)
                   : moved_from(l, v == FX_VERB_EXILE && act->b && !act->b->c ? chosen_or_sel(l, act->b)
                                                                          : lower_sel(l, act->b, NULL), NULL,
                                from_place);    /* "exile a land you control": one chosen (cg_moved) */
        if (until_leaves)
            duration = IR_DUR_SOURCE_LEAVES;
        in->face_down = face_down;
        if (v == FX_VERB_DESTROY && meaning_no_regeneration(next)) {
            in->no_regeneration = true;     /* "Destroy X. It can't be regenerated." (gen_destroy) */
            l->skip_next = true;
        }
        if (v == FX_VERB_COUNTER) {
            in->zone = IR_ZONE_GRAVEYARD;   /* its owner's (CR 701.5a) */
            if (!act->a && !act->c && next)
                countered_to(l, in, next);
        }
    } else if (v == FX_VERB_TRANSFORM && act->b && !act->c && (!act->a || is_you(act->a))) {
        /* "transform ~", "you may transform it" (cardrt_fx_transform) */
        in = instr_new(l, IR_TRANSFORM, act);
        in->object = lower_sel(l, act->b, NULL);
    } else if (v == FX_VERB_LOSE_ALL_ABILITIES && act->a && !act->b) {
        /* "Enchanted creature loses all abilities" (layer 6, CR 613.1f; static_changes),
         * "Target creature loses all abilities until end of turn" (cg_lose_all_abilities) */
        in = instr_new(l, IR_BECOME, act);
        in->object = lower_sel(l, act->a, NULL);
        ir_becomes *b = alloc(l, sizeof *b);
        b->lose_abilities = true;
        in->becomes = b;
    } else if (meaning_becomes_monarch(l->card, act)) {
        in = instr_new(l, IR_BECOME_MONARCH, act);  /* "you become the monarch" (cg_become_monarch) */
        in->subject = player_subject(l, act);
        if (in->subject->kind == IR_SEL_ALL)
            refuse(l, act->a, "several players becoming the monarch");
    } else if (meaning_becomes_day_night(act, false) != FX_DAY_NIGHT_NONE) {
        in = instr_new(l, IR_DAY_NIGHT, act);       /* "it becomes night" (cg_day_night) */
        in->word = meaning_becomes_day_night(act, false) == FX_DAY ? "day" : "night";
    } else if ((v == FX_VERB_BECOME && act->a) || base_pt) {
        /* "Target land becomes a 3/3 creature that's still a land until end
         * of turn" (cg_become) */
        in = instr_new(l, IR_BECOME, act);
        const node *copied = ir_become_copy_of(act->b);
        ir_becomes *copy = copied ? alloc(l, sizeof *copy) : NULL;
        if (copy)               /* "becomes a copy of target creature" (layer 1, CR 707.2; cg_become):
                                 * found first ("Each other creature becomes a copy of target ...") */
            copy->copy_of = lower_sel(l, copied, NULL);
        if (copy && copy_except && ir_copy_except_more(act, next))
            refuse(l, next, arena_printf(l->a, "%s after a copy's exceptions", quoted(l, next)));
        if (copy && copy_except)    /* ", except it has this ability" (CR 707.9) */
            lower_become_copy_exceptions(l, &except_of, copy);
        in->object = lower_sel(l, act->a, NULL);
        in->becomes = copy ? copy : lower_becoming(l, act, next);
        if (duration == IR_DUR_NONE)
            duration = IR_DUR_REST_OF_GAME;     /* CR 611.2a */
    } else if (v == FX_VERB_ATTACH) {
        /* "attach it to target creature you control", "attach an Equipment
         * you control to it" (gen_attach) */
        if (!to || (act->a && !is_you(act->a)))
            refuse(l, act, arena_printf(l->a, "the verb '%s' with these modifiers", verb));
        in = instr_new(l, IR_ATTACH, act);
        in->object = chosen_or_sel(l, act->b);
        in->to = chosen_or_sel(l, to);
    } else if (v == FX_VERB_SACRIFICE && act->b && act->b->kind == N_OBJECT && !meaning_det_is_set(meaning_det(act->b))
               && !(act->b->c && act->b->c->kind == N_AMOUNT && meaning_amount(act->b->c) == FX_AMT_ANY_NUMBER)) {
        /* "Target player sacrifices a creature", "Each player sacrifices two
         * lands": each of them chooses among the permanents they control
         * (CR 701.17a; cardrt_fx_sacrifice_n in gen_sacrifice) */
        in = instr_new(l, IR_SACRIFICE, act);
        in->subject = player_subject(l, act);
        ir_sel *s = sel_new(l, IR_SEL_CHOSEN, act->b->range);
        l->sacrificer = act->a;     /* "a creature with the greatest power among creatures they control" */
        s->filter = counted_filter(l, act->b, NULL);   /* "two lands": `amount` says how many */
        l->sacrificer = NULL;
        in->object = s;
        in->amount = object_count(l, act->b, "the number of permanents");
        if (each) {     /* "... for each black creature you control": counted once as it resolves (gen_sacrifice) */
            if (in->amount->kind != IR_AMOUNT_CONST)
                refuse(l, act, arena_printf(l->a, "'for each' times %s", quoted(l, act->b)));
            in->amount = each_times(l, in->amount->value, each, act->range);
            const ir_filter *f = in->amount->of && in->amount->of->kind == IR_SEL_ALL ? in->amount->of->filter : NULL;
            if (f && (f->controlled_by || f->owned_by || f->attached_to || f->except || f->shares_with
                      || f->block_with || f->same_name_as))
                refuse(l, each, arena_printf(l->a, "'for each' counted by each player: %s", quoted(l, each)));
        }
        remember_sel(l, act->b, s);     /* "the sacrificed creature's power", "that creature" */
    } else if (v == FX_VERB_SACRIFICE && act->b && ir_list_of(act->b) == IR_LIST_AND && !each) {
        /* "Target player sacrifices an artifact and a land": each of them
         * chooses one of each among the permanents they control, none
         * twice, all sacrificed at once (CR 701.21a; gen_sacrifice) */
        in = instr_new(l, IR_SACRIFICE, act);
        in->subject = player_subject(l, act);
        ir_sel *all = sel_new(l, IR_SEL_AND, act->b->range);
        for (const node *i = act->b->a; i; i = i->next)
            all->nparts++;
        all->parts = alloc(l, all->nparts * sizeof *all->parts);
        all->nparts = 0;
        for (const node *i = act->b->a; i; i = i->next) {
            if (i->kind != N_OBJECT || meaning_det(i) != FX_DET_A || i->b || i->c)
                refuse(l, i, arena_printf(l->a, "the sacrifice of %s with the others", quoted(l, i)));
            ir_sel *one = sel_new(l, IR_SEL_CHOSEN, i->range);
            one->filter = counted_filter(l, i, NULL);
            all->parts[all->nparts++] = one;
        }
        in->object = all;
    } else if (v == FX_VERB_SACRIFICE) {
        in = instr_new(l, IR_SACRIFICE, act);
        in->subject = player_subject(l, act);
        /* "Its controller sacrifices it": of one named permanent, what that
         * player controls (CR 701.21a of the current rules; gen_sacrifice) */
        if (in->subject->kind != IR_SEL_YOU && (!act->b || act->b->kind == N_OBJECT))
            refuse(l, act->a, arena_printf(l->a, "a sacrifice by %s", quoted(l, act->a)));
        if (act->b && act->b->kind == N_OBJECT && !each && act->b->c && act->b->c->kind == N_AMOUNT
            && meaning_amount(act->b->c) == FX_AMT_ANY_NUMBER) {
            /* "Sacrifice any number of lands": none to all of those you
             * control, chosen as it resolves (gen_sacrifice) */
            ir_sel *any = sel_new(l, IR_SEL_CHOSEN, act->b->range);
            ir_filter *f = counted_filter(l, act->b, NULL);
            if ((f->controller != IR_CTRL_ANY && f->controller != IR_CTRL_YOU) || f->zone != IR_ZONE_BATTLEFIELD)
                refuse(l, act->b, arena_printf(l->a, "the sacrifice of %s", quoted(l, act->b)));
            f->controller = IR_CTRL_YOU;
            any->filter = f;
            any->up_to = true;
            remember_sel(l, act->b, any);
            in->object = any;
        } else {
            in->object = lower_sel(l, act->b, NULL);
        }
        if (in->object->kind == IR_SEL_ALL && in->object->filter->controller != IR_CTRL_YOU)
            refuse(l, act->b, arena_printf(l->a, "the sacrifice of %s", quoted(l, act->b)));
    } else if (v == FX_VERB_SUPPORT && !act->a && act->b && act->b->kind == N_AMOUNT && !act->c) {
        /* "Support 2": a +1/+1 counter on each of up to two (other) target
         * creatures, the target sema gave it (CR 701.33a of the 2017 rules) */
        in = instr_new(l, IR_COUNTERS, act);
        in->word = "+1/+1";
        in->amount = amount_const(l, 1, act->range);
        in->object = lower_support_target(l, act);
    } else if (meaning_keyword_action(act) && meaning_keyword_action(act) != FX_VERB_DETAIN) {
        /* "Adapt 2", "bolster 1", "amass X", "it explores", "~ connives", "learn",
         * "target creature phases out" (cardrt_fx_adapt ... in cg_kwaction.c) */
        static const ir_op ops[] = { [FX_VERB_ADAPT] = IR_ADAPT, [FX_VERB_BOLSTER] = IR_BOLSTER,
                                     [FX_VERB_AMASS] = IR_AMASS, [FX_VERB_EXPLORE] = IR_EXPLORE,
                                     [FX_VERB_CONNIVE] = IR_CONNIVE, [FX_VERB_POPULATE] = IR_POPULATE,
                                     [FX_VERB_VENTURE] = IR_VENTURE, [FX_VERB_LEARN] = IR_LEARN,
                                     [FX_VERB_PHASE_OUT] = IR_PHASE_OUT, [FX_VERB_ENDURE] = IR_ENDURE,
                                     [FX_VERB_DISCOVER] = IR_DISCOVER };
        if (v == FX_VERB_ADAPT && l->out->kind == IR_AB_SPELL)
            refuse(l, act, "adapt outside an ability");
        const node *army = NULL;
        for (const node *m = act->c ? act->c->a : NULL; m; m = m->next)
            if (v == FX_VERB_AMASS && m->kind == N_MODIFIER && meaning_word(m) == FX_W_ARMY_TYPE && m->a && !army)
                army = m->a;    /* "amass Phyrexians 2": the Army's creature type */
            else if (m->kind != N_MODIFIER || (meaning_word(m) != FX_W_WHERE && meaning_word(m) != FX_W_AGAIN))
                refuse(l, m, arena_printf(l->a, "%s in %s", quoted(l, m), quoted(l, act)));
        in = instr_new(l, ops[v], act);
        in->word = army ? army->text : NULL;
        if (act->a && v != FX_VERB_LEARN)       /* "you ... learn": the controller */
            in->object = lower_sel(l, act->a, NULL);
        else if (v == FX_VERB_ADAPT)
            in->object = sel_new(l, IR_SEL_SELF, act->range);
        if (act->b)
            in->amount = lower_effect_amount(l, act->b);
    } else if (v == FX_VERB_MONSTROSITY && !act->a && act->b && act->b->kind == N_AMOUNT && !act->c
               && l->out->kind != IR_AB_SPELL) {
        /* "{5}{G}: Monstrosity 3." (cardrt_fx_monstrosity): the ability's permanent */
        in = instr_new(l, IR_MONSTROSITY, act);
        in->object = sel_new(l, IR_SEL_SELF, act->range);
        in->amount = lower_effect_amount(l, act->b);
    } else if (v == FX_VERB_CHOOSE && (!act->a || is_you(act->a)) && act->b && !act->c
               && (ir_choice_of(act->b) == IR_CHOICE_COLOR || ir_choice_of(act->b) == IR_CHOICE_CREATURE_TYPE
                   || ir_choice_of(act->b) == IR_CHOICE_BASIC_LAND_TYPE || ir_choice_of(act->b) == IR_CHOICE_CARD_NAME
                   || ir_choice_of(act->b) == IR_CHOICE_NONLAND_CARD_NAME)) {
        /* "Choose a color. Creatures you control gain protection from the
         * chosen color ...": kept on the source, as an "as it enters" one
         * (cardrt_fx_choose_for_source in cg_effect.c), for "the chosen
         * color" after it; a player chosen is named by "that player" */
        in = instr_new(l, IR_CHOOSE, act);
        in->word = lower_choice_word(ir_choice_of(act->b));
        l->chose |= 1u << ir_choice_of(act->b);
    } else if (v == FX_VERB_CHOOSE && (!act->a || is_you(act->a)) && ir_ability_choice_of(act)) {
        /* "Choose hexproof or indestructible. Creatures you control gain
         * that ability ...": the choice is the next statement's, "gain your
         * choice of hexproof or indestructible" (IR_ONE_OF below) */
        l->last_act = l->act;
        l->where_x = l->act = l->each_one = NULL;
        return;
    } else if (v == FX_VERB_CHOOSE && ir_list_of(act->b) == IR_LIST_OR && act->b->a && act->b->a->kind == N_KEYWORD) {
        refuse(l, act, "this choice of an ability");
    } else if (v == FX_VERB_CHOOSE && (!act->a || is_you(act->a)) && act->b && !act->c
               && ir_name_choice_of(act->b, &name_kind)) {
        /* "Choose a creature card name": as "a card name" above, of the
         * names of cards of that kind (cardrt_fx_choose_name_for_source) */
        in = instr_new(l, IR_CHOOSE, act);
        in->word = lower_choice_word(IR_CHOICE_CARD_NAME);
        in->name_of = name_kind;
        l->chose |= 1u << IR_CHOICE_CARD_NAME;
    } else if (v == FX_VERB_CHOOSE && !act->a && act->b && !act->c && ir_choice_other_type(act->b)) {
        /* "Choose a creature type other than Wall": as the one above, that
         * type not offered (cardrt_fx_choose_type_for_source_except) */
        in = instr_new(l, IR_CHOOSE, act);
        in->word = lower_choice_word(IR_CHOICE_CREATURE_TYPE);
        in->except_type = ir_choice_other_type(act->b);
        l->chose |= 1u << IR_CHOICE_CREATURE_TYPE;
    } else if (v == FX_VERB_CHOOSE && meaning_new_targets(act)) {
        /* "You may choose new targets for target spell" (cg_action.c's gen_verb) */
        in = instr_new(l, IR_NEW_TARGETS, act);
        in->object = lower_sel(l, meaning_new_targets(act), NULL);
    } else if (v == FX_VERB_CHOOSE && act->b && (!act->a || is_you(act->a))) {
        in = instr_new(l, IR_CHOOSE, act);
        in->object = lower_choice(l, act, from);
        in->at_random = ir_at_random_of(act->b) != NULL;   /* "Choose a creature at random" */
    } else if (v == FX_VERB_CHOOSE && act->b && act->b->kind == N_OBJECT && !act->c) {
        /* "Target opponent chooses a creature they control": one player's
         * choice, as it resolves (cg_choose_by) */
        in = instr_new(l, IR_CHOOSE, act);
        in->chooser = lower_sel(l, act->a, NULL);
        /* "Each opponent chooses a creature they control": each of them one
         * of their own, in turn (CR 101.4; cg_moved_by) */
        bool each_own = in->chooser->kind == IR_SEL_ALL && ir_chooses_own(act, NULL);
        if (in->chooser->kind != IR_SEL_TARGET && in->chooser->kind != IR_SEL_CONTROLLER
            && in->chooser->kind != IR_SEL_OWNER && in->chooser->kind != IR_SEL_EVENT
            && in->chooser->kind != IR_SEL_DEFENDING && !each_own
            && !(in->chooser->kind == IR_SEL_SAME && ir_an_opponent(act->a)))   /* the opponent chosen before */
            refuse(l, act->a, arena_printf(l->a, "'choose' for %s", quoted(l, act->a)));
        in->object = lower_choice(l, act, NULL);
        in->at_random = ir_at_random_of(act->b) != NULL;   /* "chooses a permanent they control at random" */
        if (each_own) {     /* "Destroy the rest": those they chose from but did not choose (cg_the_rest) */
            ir_sel *pool = sel_new(l, IR_SEL_ALL, act->b->range);
            pool->filter = counted_filter(l, act->b, NULL);
            l->among = pool;
            l->taken = in->object;
        }
    } else if (v == FX_VERB_DISCARD && act->b && act->b->kind == N_PRONOUN && act->b->refers && !at_random) {
        /* "That player discards that card": the one chosen from their hand
         * (cardrt_fx_discard_these in gen_player_action) */
        in = instr_new(l, IR_DISCARD, act);
        in->subject = player_subject(l, act);
        in->object = lower_sel(l, act->b, NULL);
    } else if (v == FX_VERB_DISCARD && act->b && act->b->kind == N_POSSESSIVE && !at_random && !each && !equal) {
        /* "Discard your hand", "Target player discards their hand", "Each
         * player discards their hand": all of the discarding player's own
         * hand (gen_player_action) */
        ir_zone z;
        in = instr_new(l, IR_DISCARD, act);
        in->subject = player_subject(l, act);
        bool own = act->a && act->b->a && act->b->a->kind == N_PRONOUN && act->b->a->refers == act->a;
        if (own && zone_word(act->b->b, &z)) {      /* "Each player discards their hand": each their own */
            ir_sel *hand = sel_new(l, IR_SEL_ZONE, act->b->range);
            hand->of = in->subject;
            hand->in = z;
            in->object = hand;
        } else {
            in->object = lower_sel(l, act->b, NULL);
        }
        if (!zone_word(act->b->b, &z) || z != IR_ZONE_HAND || in->object->kind != IR_SEL_ZONE
            || !(own || same_sel(in->object->of, in->subject)))
            refuse(l, act->b, arena_printf(l->a, "the cards %s", quoted(l, act->b)));
    } else if (v == FX_VERB_DISCARD && act->b && act->b->kind == N_OBJECT && meaning_det(act->b) == FX_DET_ALL
               && !at_random && !each && !equal && (!act->a || is_you(act->a))) {
        /* "Discard all the cards in your hand": those cards, found as it is
         * done (gen_player_action's set) */
        in = instr_new(l, IR_DISCARD, act);
        in->subject = player_subject(l, act);
        in->object = lower_sel(l, act->b, NULL);
        if (in->object->kind != IR_SEL_ALL || in->object->filter->zone != IR_ZONE_HAND
            || in->object->filter->zone_owner != IR_CTRL_YOU)
            refuse(l, act->b, arena_printf(l->a, "the cards %s", quoted(l, act->b)));
    } else if (v == FX_VERB_DISCARD && act->b && act->b->kind == N_OBJECT && meaning_det(act->b) == FX_DET_ALL
               && !at_random && !each && !equal) {
        /* "Target player discards all nonland cards", "... all the cards in
         * their hand": every card of its kind in the discarding player's
         * own hand, found as it is done (CR 701.8a; gen_player_action) */
        static const place hand = { IR_ZONE_HAND, IR_CTRL_ANY };
        const node *plain;
        in = discard_of_kind(l, act, &plain);
        ir_sel *all = sel_new(l, IR_SEL_ALL, act->b->range);
        all->filter = lower_filter(l, plain, &hand);
        in->object = all;
    } else if (v == FX_VERB_DISCARD && act->b && act->b->kind == N_OBJECT && !each && !equal && act->a
               && !is_you(act->a) && !act->b->c && !at_random && !ir_any_card(act->b, &of_a_kind_random)
               && !of_a_kind_random) {
        /* "Target player discards a land card", "that player discards an
         * artifact card": chosen by the discarding player from their own
         * hand (CR 701.8a; gen_player_action: cardrt_sel_choose_each) */
        static const place hand = { IR_ZONE_HAND, IR_CTRL_ANY };
        const node *plain;
        in = discard_of_kind(l, act, &plain);
        ir_sel *one = sel_new(l, IR_SEL_CHOSEN, act->b->range);
        one->filter = counted_filter(l, plain, &hand);
        one->count = object_count(l, act->b, "the cards");
        in->object = one;
    } else if (v == FX_VERB_DISCARD && act->b && act->b->kind == N_OBJECT && !each && !equal
               && (!act->a || is_you(act->a))
               && ((act->b->c && !at_random
                    && ((act->b->c->kind == N_COMPARE && meaning_word(act->b->c) == FX_W_LE)
                        || (act->b->c->kind == N_AMOUNT && meaning_amount(act->b->c) == FX_AMT_ANY_NUMBER)))
                   || (!ir_any_card(act->b, &of_a_kind_random) && !of_a_kind_random && !at_random))) {
        /* "Discard up to two cards", "Discard any number of cards", "you
         * may discard a creature card": those the controller chooses in
         * their hand (cg_chosen, discard_these) */
        static const place hand = { IR_ZONE_HAND, IR_CTRL_YOU };
        in = instr_new(l, IR_DISCARD, act);
        in->subject = player_subject(l, act);
        if (act->b->c) {
            in->object = counted_chosen(l, act->b, &hand);
        } else {
            ir_sel *one = sel_new(l, IR_SEL_CHOSEN, act->b->range);
            one->filter = counted_filter(l, act->b, &hand);
            one->count = object_count(l, act->b, "the cards");
            remember_sel(l, act->b, one);
            in->object = one;
        }
        if (!in->object || in->object->filter->zone != IR_ZONE_HAND || in->object->filter->zone_owner != IR_CTRL_YOU)
            refuse(l, act->b, arena_printf(l->a, "the cards %s", quoted(l, act->b)));
    } else if (v == FX_VERB_DRAW || v == FX_VERB_DISCARD || (v == FX_VERB_MILL && cards_counted)) {
        /* "mills cards equal to ...", "mill a card for each ..." as "draw" counts them (cg_action_amount) */
        in = instr_new(l, v == FX_VERB_DRAW ? IR_DRAW : v == FX_VERB_MILL ? IR_MILL : IR_DISCARD, act);
        in->subject = player_subject(l, act);
        if (cards_counted && equal && !is(only_word(act->b), N_WORD, "card"))
            refuse(l, act->b, arena_printf(l->a, "the cards %s", quoted(l, act->b)));
        bool random_card = false;       /* "a card at random": any card, the game picks it */
        if (v == FX_VERB_DISCARD && !cards_counted && act->b && act->b->kind == N_OBJECT
            && ir_any_card(act->b, &random_card) && random_card) {
            in->amount = object_count(l, act->b, "the cards");
            at_random = true;
        } else
            in->amount = cards_counted && equal ? lower_effect_amount(l, equal) : card_count(l, act->b);
        in->at_random = at_random;
        if (cards_counted && each) {    /* "a card for each ...": that many times */
            if (in->amount->kind != IR_AMOUNT_CONST)
                refuse(l, act, arena_printf(l->a, "'for each' times %s", quoted(l, act->b)));
            in->amount = each_times(l, in->amount->value, each, act->range);
        }
    } else if (v == FX_VERB_GAIN_LIFE || v == FX_VERB_LOSE_LIFE) {
        in = instr_new(l, v == FX_VERB_GAIN_LIFE ? IR_GAIN_LIFE : IR_LOSE_LIFE, act);
        in->subject = player_subject(l, act);
        in->amount = action_amount(l, act, equal, each);
    } else if (v == FX_VERB_LOSE && act->b && act->b->kind == N_AMOUNT && !act->c && !equal && !each
               && (meaning_amount(act->b) == FX_AMT_ROUNDED_UP || meaning_amount(act->b) == FX_AMT_ROUNDED_DOWN)) {
        in = instr_new(l, IR_LOSE_LIFE, act);  /* "You lose half your life, rounded up" */
        in->subject = player_subject(l, act);
        in->amount = lower_effect_amount(l, act->b);
    } else if (v == FX_VERB_GET && ir_pt_choice_of(act->b) && !pt_each) {
        /* "gets +1/-1 or -1/+1 until end of turn": one chosen as it resolves (cg_pump) */
        if (duration == IR_DUR_NONE)
            duration = IR_DUR_REST_OF_GAME;     /* CR 611.2a */
        in = instr_new(l, IR_ONE_OF, act);
        ir_instr **then = &in->then;
        const ir_sel *who = lower_sel(l, act->a, NULL);
        for (const node *c = ir_pt_choice_of(act->b); c; c = c->next) {
            ir_instr *m = instr_new(l, IR_MODIFY_PT, act);
            ir_pt_change_of(c, &m->power, &m->toughness);
            m->object = who;
            m->duration = duration;
            emit(l, &then, m, false);
        }
    } else if (v == FX_VERB_GET && act->b && act->b->kind == N_PT_CHANGE) {
        if (duration == IR_DUR_NONE)
            duration = IR_DUR_REST_OF_GAME;     /* CR 611.2a */
        if (!meaning_pt_change(act->b, &pt))
            refuse(l, act->b, arena_printf(l->a, "the P/T change %s", quoted(l, act->b)));
        in = instr_new(l, IR_MODIFY_PT, act);
        in->object = lower_sel(l, act->a, NULL);
        in->power = pt.x_power ? 0 : pt.power;
        in->toughness = pt.x_toughness ? 0 : pt.toughness;
        if (pt_each) {      /* "+1/+1 for each ...": the count as the change is made (cg_pump) */
            if (pt.x_power || pt.x_toughness)
                refuse(l, act->b, arena_printf(l->a, "the P/T change %s for each", quoted(l, act->b)));
            in->amount = each_defending_of(l, each_times(l, 1, each, act->range), in->object);
            in->power_x = pt.power;
            in->toughness_x = pt.toughness;
            in->power = in->toughness = 0;
        } else if (pt.x_power || pt.x_toughness) {     /* "+X/+X": X as the change is made (pt_values) */
            node x = { .kind = N_AMOUNT, .text = "X", .range = act->b->range };
            in->amount = lower_effect_amount(l, &x);
            in->power_x = pt.x_power ? (pt.power < 0 ? -1 : 1) : 0;
            in->toughness_x = pt.x_toughness ? (pt.toughness < 0 ? -1 : 1) : 0;
        }
    } else if ((v == FX_VERB_GAIN || v == FX_VERB_LOSE || ((is_static || had) && v == FX_VERB_HAVE)) && act->b
               && ((act->b->kind == N_LIST && act->b->a) || (v == FX_VERB_GAIN && ir_keyword_choice_of(act->b)))) {
        lower_keywords_changed(l, act, v, duration, is_static, as_long_as, tail, optional);
        l->last_act = l->act;
        l->where_x = l->act = l->each_one = NULL;
        return;
    } else if (v == FX_VERB_PUT && on && act->b && act->b->kind == N_OBJECT && act->b->a
               && !(on->kind == N_ZONE && (meaning_word(on) == FX_W_TOP || meaning_word(on) == FX_W_BOTTOM))
               && act->b->a->kind == N_FILTER && !act->b->a->text && !act->b->a->b && act->b->a->a
               && act->b->a->a->a && !act->b->a->a->a->next && act->b->a->a->a->a) {
        /* "put a +1/+1 counter on X", "put two -1/-1 counters on X" */
        const node *words = act->b->a->a->a->a->a;
        if (!words || !words->next || words->next->next || !is(words->next, N_WORD, "counter") || words->kind != N_WORD
            || !ir_counter_kind(words))
            refuse(l, act->b, arena_printf(l->a, "the counters %s", quoted(l, act->b)));
        in = instr_new(l, IR_COUNTERS, act);
        if (act->a && !is_you(act->a)) {
            /* "that player puts a flood counter on ...": that player puts them (CR
             * 122.6a), one player: "that player" of "each player's upkeep" the event's */
            in->subject = player_subject(l, act);
            if (ir_several_players(act->a) && in->subject->kind != IR_SEL_EVENT)
                refuse(l, act->a, "counters put by each of several players");
        }
        in->word = ir_counter_kind(words);
        if (act->b->c || meaning_det(act->b) == FX_DET_A)
            in->amount = object_count(l, act->b, "the counters");   /* "a number of ... equal to": that */
        else if (meaning_det(act->b) == FX_DET_ANOTHER)
            in->amount = amount_const(l, 1, act->b->range);     /* "put another +1/+1 counter on ~": one more */
        else
            refuse(l, act->b, arena_printf(l->a, "the counters %s", quoted(l, act->b)));
        if (counters_each) {        /* "for each ...": counted as they are put */
            if (in->amount->kind != IR_AMOUNT_CONST)
                refuse(l, act, arena_printf(l->a, "'for each' times %s", quoted(l, act->b)));
            in->amount = each_times(l, in->amount->value, each, act->range);
        }
        in->object = chosen_or_sel(l, on);     /* "on a creature you control": one chosen */
        if (in->subject && in->object->kind == IR_SEL_CHOSEN)   /* the one who puts them would choose */
            refuse(l, on, arena_printf(l->a, "counters put by %s on one they choose", quoted(l, act->a)));
        if (l->out->kind == IR_AB_SPELL && in->object && in->object->kind == IR_SEL_SELF)
            refuse(l, on, "counters put on the resolving spell itself");   /* a pronoun misread */
    } else if (meaning_distribute(act, &in_kind)) {
        /* "Distribute three +1/+1 counters among one, two, or three target
         * creatures": each target its share, announced as it was cast (CR
         * 601.2d; gen_counters_divided) */
        in = instr_new(l, IR_COUNTERS, act);
        in->word = in_kind;
        in->amount = object_count(l, act->b, "the counters");
        in->object = lower_sel(l, meaning_distribute(act, &in_kind), NULL);
        in->divided = true;
    } else if (v == FX_VERB_PUT && on && ir_possessed_counters(act->b, &in_kind) && (!act->a || is_you(act->a))) {
        /* "put its +1/+1 counters on target artifact creature": as many as
         * it has, or had as it last was (modular, CR 702.43a) */
        in = instr_new(l, IR_COUNTERS, act);
        in->word = in_kind;
        ir_amount *k = alloc(l, sizeof *k);
        k->kind = IR_AMOUNT_COUNTERS;
        k->value = 1;
        k->counter = in_kind;
        k->of = lower_sel(l, ir_possessed_counters(act->b, &in_kind), NULL);
        k->range = act->b->range;
        in->amount = k;
        in->object = chosen_or_sel(l, on);
    } else if (v == FX_VERB_REMOVE && from && act->b && act->b->kind == N_OBJECT && act->b->a
               && act->b->a->kind == N_FILTER && !act->b->a->b && act->b->a->a && act->b->a->a->a
               && !act->b->a->a->a->next && act->b->a->a->a->a && !act->b->b
               && ir_counter_kind(act->b->a->a->a->a->a) && (!act->a || is_you(act->a))) {
        /* "remove a -1/-1 counter from target creature", "remove all +1/+1
         * counters from ~" (no amount: all of them) */
        in = instr_new(l, IR_REMOVE_COUNTERS, act);
        in->word = ir_counter_kind(act->b->a->a->a->a->a);
        if (act->b->c)
            in->amount = lower_effect_amount(l, act->b->c);
        else if (meaning_det(act->b) == FX_DET_A)
            in->amount = amount_const(l, 1, act->b->range);
        else if (meaning_det(act->b) != FX_DET_ALL)
            refuse(l, act->b, arena_printf(l->a, "the counters %s", quoted(l, act->b)));
        in->object = lower_sel(l, from, NULL);
    } else if (meaning_removed_from_combat(act)) {     /* CR 506.4 */
        if (act->a && !is_you(act->a))
            refuse(l, act->a, arena_printf(l->a, "'%s' done by %s", verb, quoted(l, act->a)));
        in = instr_new(l, IR_REMOVE_FROM_COMBAT, act);
        in->object = lower_sel(l, meaning_removed_from_combat(act), NULL);
    } else if (meaning_emblem(act)) {    /* "You get an emblem with \"...\"" (CR 114.1) */
        in = instr_new(l, IR_EMBLEM, act);
        in->subject = player_subject(l, act);
        in->ability = lower_granted(l, meaning_emblem(act), false);
    } else if (v == FX_VERB_GET && act->b && act->b->kind == N_OBJECT && !act->c && !act->b->b && act->b->a
               && act->b->a->kind == N_FILTER && !act->b->a->b && act->b->a->a && act->b->a->a->a
               && !act->b->a->a->a->next && act->b->a->a->a->a && ir_counter_kind(act->b->a->a->a->a->a)) {
        /* "Target player gets two poison counters", "you get an experience
         * counter": counters on the player (CR 122.1; gen_get_counters) */
        in = instr_new(l, IR_COUNTERS, act);
        in->word = ir_counter_kind(act->b->a->a->a->a->a);
        in->amount = object_count(l, act->b, "the counters");
        in->object = player_subject(l, act);
    } else if (v == FX_VERB_GET_ENERGY && meaning_energy(l->card, act->b)) {
        /* "you get {E}{E}": energy counters on the player (CR 107.14) */
        in = instr_new(l, IR_COUNTERS, act);
        in->word = "energy";
        ir_amount *k = alloc(l, sizeof *k);
        k->value = meaning_energy(l->card, act->b);
        k->range = act->b->range;
        in->amount = each ? each_times(l, k->value, each, act->range) : k;    /* counted as they are got */
        in->object = player_subject(l, act);
    } else if (v == FX_VERB_SCRY || v == FX_VERB_SURVEIL || v == FX_VERB_MILL) {
        bool scry = v != FX_VERB_MILL;      /* or surveil: "surveil 2" */
        in = instr_new(l, v == FX_VERB_SCRY ? IR_SCRY : v == FX_VERB_SURVEIL ? IR_SURVEIL : IR_MILL, act);
        in->subject = player_subject(l, act);
        in->amount = scry ? lower_effect_amount(l, act->b) : milled_count(l, act->b);
    } else if (v == FX_VERB_CREATE || (meaning_action_token(act) && (!act->b || act->b->kind == N_AMOUNT))) {
        in = instr_new(l, IR_CREATE_TOKEN, act);
        if (v == FX_VERB_CREATE) {
            const node *has = meaning_token_has(act, next);     /* "It has \"...\"": read with it */
            const node *again = meaning_more_of_those_tokens(l->card, act->b);
            if (again && has)
                refuse(l, has, arena_printf(l->a, "%s of those tokens", quoted(l, has)));
            if (again) {    /* "create four of those tokens instead": the phrase's tokens, that many */
                lower_token(l, again, NULL, &in->token);
                in->amount = object_count(l, act->b, "the number of tokens");
            } else {
                in->amount = lower_token(l, act->b, has ? has->b : NULL, &in->token);
            }
            unsigned enters;
            const node *copy_pt;
            if (!again && ir_token_copy_of(act->b, &enters, &copy_pt) && copy_pt) {
                /* "create a 1/1 token copy of it" (offspring): an exception, as ", except it's 1/1" */
                if (except_of.pt)
                    refuse(l, copy_except, arena_printf(l->a, "%s after a copy's power and toughness",
                                                        quoted(l, copy_except)));
                except_of.pt = copy_pt;
                copy_except = copy_except ? copy_except : copy_pt;
            }
            if (copy_except && ir_copy_except_more(act, next))
                refuse(l, next, arena_printf(l->a, "%s after a copy's exceptions", quoted(l, next)));
            if (copy_except)
                in->becomes = lower_copy_exceptions(l, &except_of, in->token, copy_except);
            l->skip_next |= has != NULL;
            remember_sel(l, act->b, sel_new(l, IR_SEL_CREATED, act->b->range));     /* "it", "those tokens" */
        } else {    /* "Investigate", "investigate twice": a Clue each time (CR 701.16a; cg_action_token) */
            in->token = lower_predefined_token(l, meaning_action_token(act), NULL);
            in->amount = act->b ? lower_effect_amount(l, act->b) : amount_const(l, 1, act->range);
        }
        if (act->a && !is_you(act->a))      /* "Its controller creates ...", "... investigates" (cg_create) */
            in->subject = lower_sel(l, act->a, NULL);
        if (tokens_each && in->amount->kind == IR_AMOUNT_CONST)     /* "a ... token for each ...", */
            in->amount = each_times(l, in->amount->value, each, act->range);    /* "investigate for each ..." */
        else if (tokens_each) {             /* "For each opponent who does, create X ... tokens": X times that */
            ir_amount *times = amount_const(l, 1, act->range);
            times->kind = IR_AMOUNT_TIMES;
            times->left = in->amount;
            times->right = each_times(l, 1, each, act->range);
            in->amount = times;
        }
    } else if (v == FX_VERB_ADD && act->b && act->b->kind == N_MANA && !act->b->lossy) {
        in = instr_new(l, IR_ADD_MANA, act);
        if (act->a && !is_you(act->a))      /* "its controller adds an additional {G}" */
            in->subject = player_subject(l, act);
        bool amount_of = meaning_word(act->b) == FX_W_AN_AMOUNT_OF;
        if (amount_of != (equal != NULL))
            refuse(l, act, arena_printf(l->a, "the mana %s", quoted(l, act)));
        lower_mana(l, amount_of ? act->b->a : act->b, in);
        bool one_symbol = in->word && strlen(in->word) == 3 && strchr("WUBRGC", in->word[1]);
        if ((each && !in->word) || (amount_of && !one_symbol))
            refuse(l, act, arena_printf(l->a, "the mana %s", quoted(l, act)));
        if (each)       /* the symbols that many times (CR 605.1a) */
            in->amount = each_times(l, 1, each, act->range);
        if (amount_of)  /* "an amount of {G} equal to ...": one symbol, that many times */
            in->amount = lower_effect_amount(l, equal);
    } else if (v == FX_VERB_SEARCH && in_lib && act->b) {
        in = lower_search(l, act, in_lib);     /* (lower_library.c) */
    } else if (v == FX_VERB_PUT && on_top && !onto && !on && !back && act->b
               && (!act->a || is_you(act->a))) {
        /* "... then shuffle and put that card on top": its owner's library
         * (CR 400.3); "put those cards on top in any order": the
         * controller's order (cg_reorder) */
        in = instr_new(l, IR_MOVE, act);
        in->object = put_object(l, act->b, from, from_place);
        in->zone = IR_ZONE_LIBRARY;
        in->position = "top";
        in->any_order = any_order != NULL;
    } else if (v == FX_VERB_PUT && back && any_order && !on_top && !onto && !on && !from && act->b
               && act->b->kind == N_PRONOUN && act->b->refers && act->b->refers->kind == N_OBJECT
               && meaning_det(act->b->refers) == FX_DET_TOP && (!act->a || is_you(act->a))) {
        /* "Look at the top three cards ..., then put them back in any order" (cardrt_fx_put_back) */
        in = instr_new(l, IR_MOVE, act);
        in->object = lower_sel(l, act->b, NULL);
        in->zone = IR_ZONE_LIBRARY;
        in->position = "top";
        in->any_order = true;
    } else if (v == FX_VERB_PUT && onto && !on && act->b && (!act->a || is_you(act->a) || found_by_search(l, act->b)
                                                             || (act->b->kind == N_PRONOUN && meaning_word(onto) != FX_W_BATTLEFIELD)
                                                             || (!among && !from && lower_puts_own_cards(l, act)))) {
        /* "put it onto the battlefield (tapped)", "put that card into your hand", "put a land
         * card from among them into your hand"; "Each player searches their library for a
         * basic land card, puts it onto the battlefield": what a search found, under its
         * owner's control; "then puts those cards into their graveyard": what
         * another player puts, no choice, anywhere but the battlefield */
        in = instr_new(l, IR_MOVE, act);
        in->object = among ? lower_from_among(l, act->b, among) : put_object(l, act->b, from, from_place);
        among = NULL;
        in->zone = onto->kind == N_ZONE && meaning_word(onto) == FX_W_BATTLEFIELD && !onto->a ? IR_ZONE_BATTLEFIELD
                 : zone_of(l, onto);
        if (in->zone == IR_ZONE_LIBRARY && depth) {    /* "into ... library third from the top" */
            in->position = "top";
            in->from_top = meaning_word(depth) == FX_W_SECOND_FROM_TOP ? 2 : 3;
            depth = NULL;
        } else if (in->zone == IR_ZONE_LIBRARY)    /* "on top of", not "into" */
            refuse(l, onto, arena_printf(l->a, "the zone %s", quoted(l, onto)));
    } else if (v == FX_VERB_PUT && on && !onto && on->kind == N_ZONE && on->a && act->b
               && (!act->a || is_you(act->a)
                   || (!from && !any_order && act->b->kind == N_OBJECT && meaning_det_is_set(meaning_det(act->b))))
               && (meaning_word(on) == FX_W_TOP || meaning_word(on) == FX_W_BOTTOM)) {
        /* "put target creature on top of its owner's library" (gen_put); "Then that player
         * puts all cards revealed this way on the bottom of their library in a random order" */
        in = instr_new(l, IR_MOVE, act);
        in->object = put_object(l, act->b, from, from_place);
        in->zone = zone_of(l, on->a);
        in->position = meaning_word(on) == FX_W_TOP ? "top" : "bottom";
        in->any_order = any_order != NULL;      /* "in any order": the controller's (cg_reorder) */
        in->random_order = random_order != NULL;
        if (in->zone != IR_ZONE_LIBRARY)
            refuse(l, on, arena_printf(l->a, "the zone %s", quoted(l, on)));
    } else if (v == FX_VERB_COPY && meaning_copy_spell(l->card, act, next, &anew)) {
        /* "Copy target instant or sorcery spell. You may choose new targets
         * for the copy." (gen_copy) */
        if (act->b->kind == N_SELF && !optional && l->out->kind == IR_AB_SPELL)
            refuse(l, act, "a spell copying itself each time it resolves");   /* a loop (CR 104.4b) */
        in = instr_new(l, IR_COPY_SPELL, act);
        in->object = lower_sel(l, act->b, NULL);
        if (act->a && !is_you(act->a))     /* "That player may copy this spell": the copy is theirs */
            in->subject = lower_sel(l, act->a, NULL);
        in->new_targets = anew;
        l->skip_next = anew;
    } else if (v == FX_VERB_SHUFFLE && onto && act->b) {
        /* "Shuffle ~ into its owner's library", "Target player shuffles
         * their graveyard into their library" (cg_shuffle_into) */
        shuffle_into(l, act, onto, from, tail, optional);
        l->last_act = l->act;
        l->where_x = l->act = l->each_one = NULL;
        return;
    } else if (v == FX_VERB_SHUFFLE && !act->c && (!act->a || is_you(act->a))
               && (!act->b || (act->b->kind == N_POSSESSIVE && is_you(act->b->a) && act->b->b
                               && act->b->b->kind == N_WORD && act->b->b->token == LIBRARY))) {
        in = instr_new(l, IR_SHUFFLE, act);     /* "Shuffle", "then shuffle your library" */
        in->subject = sel_new(l, IR_SEL_YOU, act->range);
    } else if (v == FX_VERB_SHUFFLE && !act->c && act->a && act->a->kind != N_LIST
               && (!act->b || (act->b->kind == N_POSSESSIVE && act->b->a && act->b->a->kind == N_PRONOUN
                               && act->b->a->refers == act->a && act->b->b && act->b->b->kind == N_WORD
                               && act->b->b->token == LIBRARY))) {
        in = instr_new(l, IR_SHUFFLE, act);     /* "Target player shuffles their library", "Then that player shuffles" */
        in->subject = player_subject(l, act);   /* (cg_shuffle) */
    } else if (v == FX_VERB_FIGHT && act->a && act->b) {
        /* "Target creature you control fights target creature you don't control" */
        in = instr_new(l, IR_FIGHT, act);
        in->subject = lower_sel(l, act->a, NULL);
        in->object = lower_sel(l, act->b, NULL);
        for (const ir_sel *f = in->subject; f; f = f == in->subject ? in->object : NULL)
            if (f->kind != IR_SEL_SELF && f->kind != IR_SEL_TARGET && f->kind != IR_SEL_EVENT
                && f->kind != IR_SEL_ATTACHED)
                refuse(l, act, arena_printf(l->a, "fighting by or with a set or a player in %s", quoted(l, act)));
    } else if ((v == FX_VERB_GAIN_CONTROL || (v == FX_VERB_CONTROL && is_static)) && act->b) {
        /* "Target opponent gains control of target permanent you control":
         * one player (cg_gain_control); "You control enchanted creature" (a
         * static ability's, the controller's only) */
        if (act->a && (ir_several_players(act->a) || (v == FX_VERB_CONTROL && !is_you(act->a))))
            refuse(l, act->a, arena_printf(l->a, "control gained by %s", quoted(l, act->a)));
        in = instr_new(l, IR_GAIN_CONTROL, act);
        if (act->a && !is_you(act->a))
            in->subject = player_subject(l, act);
        in->object = lower_sel(l, act->b, NULL);
        if (duration == IR_DUR_NONE)
            duration = IR_DUR_REST_OF_GAME;     /* CR 611.2a */
    } else if (v == FX_VERB_RETURN && to) {
        if (act->a && !(act->a->kind == N_PLAYER && meaning_player(act->a) == FX_PLAYER_YOU)
            && !(act->b && act->b->kind == N_OBJECT && meaning_det_is_set(meaning_det(act->b))))
            refuse(l, act->a, arena_printf(l->a, "'return' done by %s", quoted(l, act->a)));
        in = instr_new(l, IR_MOVE, act);
        /* "return a land you control to its owner's hand": one chosen as it resolves (cg_moved) */
        const ir_sel *in_zone = at_random || among ? NULL : from_zone_sel(l, act->b, from);  /* "from their graveyard" */
        in->object = among ? lower_from_among(l, act->b, among)     /* "Return up to X cards from among cards exiled with ~" */
                   : at_random ? random_object(l, act->b, from, from_place) : in_zone ? in_zone
                   : from ? put_object(l, act->b, from, from_place) : chosen_or_sel(l, act->b);
        among = NULL;
        in->at_random = at_random;
        ir_zone z;
        if (is(to, N_ZONE, "battlefield") && !to->a)    /* under its owner's control (CR 110.2a) */
            in->zone = IR_ZONE_BATTLEFIELD;
        else if (to->kind == N_POSSESSIVE && to->a && to->a->kind == N_PRONOUN && from && from->kind == N_POSSESSIVE
                 && to->a->refers == from->a && from_place.zone == IR_ZONE_GRAVEYARD && zone_word(to->b, &z)
                 && z != IR_ZONE_LIBRARY)
            in->zone = z;   /* "from an opponent's graveyard to their hand": its owner's (CR 400.3) */
        else
            in->zone = zone_of(l, to);
    } else if (v == FX_VERB_REVEAL && among && act->b && !act->c->a->next && (!act->a || is_you(act->a))) {
        /* "You may reveal a creature card from among them": chosen, then shown (CR 701.20a);
         * "reveal up to two artifact cards from among them and put them ...": the second
         * "them" reads as the first (cg_action.c) */
        if (meaning_det(act->b) != FX_DET_A || act->b->c)
            refuse(l, act->b, arena_printf(l->a, "revealing %s from among them", quoted(l, act->b)));
        in = instr_new(l, IR_REVEAL, act);
        in->subject = sel_new(l, IR_SEL_YOU, act->range);
        in->object = lower_from_among(l, act->b, among);
        among = NULL;
    } else if (v == FX_VERB_REVEAL && at_random && from && act->b && !among) {
        /* "Target opponent reveals a card at random from their hand": that
         * card, picked at random among those there, which "that card" after
         * names (gen_reveal_at_random) */
        ir_zone z;
        in = instr_new(l, IR_REVEAL, act);
        in->subject = player_subject(l, act);
        if (!is(only_word(act->b), N_WORD, "card") || from->kind != N_POSSESSIVE || !zone_word(from->b, &z)
            || z != IR_ZONE_HAND)
            refuse(l, act, arena_printf(l->a, "revealing %s at random", quoted(l, act->b)));
        ir_sel *s = sel_new(l, IR_SEL_CHOSEN, act->b->range);
        s->of = lower_sel(l, from, NULL);
        place hand = { IR_ZONE_HAND, IR_CTRL_ANY };
        s->filter = counted_filter(l, act->b, &hand);
        s->count = object_count(l, act->b, "the cards");
        remember_sel(l, act->b, s);
        in->object = s;
        in->at_random = true;
    } else if ((v == FX_VERB_REVEAL || v == FX_VERB_LOOK_AT) && act->b && (!act->c || (where && !act->c->a->next))
               && (!act->a || is_you(act->a) || v == FX_VERB_REVEAL)) {
        /* "reveal it", "look at it": what it names, shown; nothing moves
         * (gen_look); "Look at the top X cards of your library, where X is
         * ...": that many, X as it resolves */
        in = instr_new(l, v == FX_VERB_REVEAL ? IR_REVEAL : IR_LOOK_AT, act);
        in->subject = player_subject(l, act);
        const node *c = act->b->kind == N_OBJECT ? act->b->c : NULL;
        static const place hand = { IR_ZONE_HAND, IR_CTRL_YOU };
        if (v == FX_VERB_REVEAL && c && !act->a
            && ((c->kind == N_AMOUNT && meaning_amount(c) == FX_AMT_ANY_NUMBER)
                || (c->kind == N_COMPARE && meaning_word(c) == FX_W_LE))) {
            /* "Reveal any number of white cards in your hand" (gen_look) */
            in->object = counted_chosen(l, act->b, &hand);
            if (in->object->filter->zone != IR_ZONE_HAND || in->object->filter->zone_owner != IR_CTRL_YOU)
                refuse(l, act->b, arena_printf(l->a, "the cards %s", quoted(l, act->b)));
        } else {
            in->object = lower_sel(l, act->b, NULL);
        }
        if (v == FX_VERB_REVEAL) {      /* "all Goblin cards revealed this way" after it */
            ir_sel *shown = sel_new(l, IR_SEL_SAME, act->b->range);
            shown->of = in->object;
            l->revealed = shown;
            l->reveal_act = act;
        }
    } else if (optional && (in = lower_payment(l, act, v))) {
        /* "You may pay {2}{U}", "you may pay {E}{E}", "you may pay 2 life" (lower_cond.c) */
    } else if (meaning_flip_coin(act)) {
        in = instr_new(l, IR_FLIP_COIN, act);   /* "Flip a coin." (CR 705.1; cardrt_fx_flip_coin) */
        l->flipped = true;
    } else if (meaning_roll_die(act, &sides)) {
        in = instr_new(l, IR_ROLL_DIE, act);    /* "Roll a d20." (CR 706.1; cardrt_fx_roll_die) */
        in->amount = amount_const(l, sides, act->b->range);
        l->rolled = true;
    } else if (meaning_die_added(act) && l->last && l->last->op == IR_ROLL_DIE) {
        in = instr_new(l, IR_DIE_ADD, act);     /* "Roll a d20 and add the number of ..." (cardrt_fx_die_add) */
        in->amount = lower_effect_amount(l, act->b);    /* as it resolves */
    } else {
        refuse(l, act, arena_printf(l->a, "the verb '%s'", verb));
    }
    l->a_number = NULL;
    l->last_act = l->act;
    l->where_x = l->act = l->each_one = NULL;
    if (as_long_as && (in->cond || in->op == IR_IF || (in->op != IR_GAIN_CONTROL && in->op != IR_BECOME
                                                        && in->op != IR_MODIFY_PT)))
        refuse(l, act, arena_printf(l->a, "the verb '%s' with these modifiers", verb));
    if (as_long_as)
        in->cond = lower_as_long_as(l, as_long_as);
    in->duration = in->op == IR_ONE_OF ? IR_DUR_NONE : duration;     /* its choices' own */
    in->at = at;
    if (depth)
        refuse(l, depth, arena_printf(l->a, "%s in %s", quoted(l, depth), quoted(l, act)));
    if ((on_top || back || any_order || random_order) && (in->op != IR_MOVE || in->zone != IR_ZONE_LIBRARY))
        refuse(l, act, arena_printf(l->a, "the verb '%s' with these modifiers", verb));
    if ((random_order && (any_order || !in->position || strcmp(in->position, "bottom") != 0)) || among)
        refuse(l, random_order && !among ? random_order : act, arena_printf(l->a, "the verb '%s' with these modifiers", verb));
    if (tapped && (in->op != IR_MOVE || in->zone != IR_ZONE_BATTLEFIELD))
        refuse(l, act, arena_printf(l->a, "'tapped' in %s", quoted(l, act)));
    in->tapped = tapped;
    if (transformed && (in->op != IR_MOVE || in->zone != IR_ZONE_BATTLEFIELD))
        refuse(l, act, arena_printf(l->a, "'transformed' in %s", quoted(l, act)));
    in->transformed = transformed;
    if ((host || enters_as) && (in->op != IR_MOVE || in->zone != IR_ZONE_BATTLEFIELD || with || (host && enters_as)))
        refuse(l, act, arena_printf(l->a, "the verb '%s' with these modifiers", verb));
    if (enters_as) {       /* cardrt_fx_enter_as */
        in->tapped |= (enters_as & IR_ENTERS_TAPPED) != 0;
        in->attacking = (enters_as & IR_ENTERS_ATTACKING) != 0;
        in->attacks = attacks ? lower_sel(l, attacks, NULL) : NULL;
        in->or_planeswalker = or_planeswalker;
    }
    if (host)           /* cardrt_fx_move_attached (CR 303.4f) */
        in->to = lower_sel(l, host, NULL);
    if (under && (in->op != IR_MOVE || in->zone != IR_ZONE_BATTLEFIELD))
        refuse(l, under, arena_printf(l->a, "'under control' in %s", quoted(l, act)));
    if (under && meaning_word(under) != FX_W_OWNER)     /* its owner's: as when not said (CR 110.2a) */
        in->under = IR_CTRL_YOU;
    if (with && ((in->op != IR_MOVE && in->op != IR_EXILE) || !ir_moved_with_counters(act, with, &with_n)))
        refuse(l, with, arena_printf(l->a, "%s in %s", quoted(l, with), quoted(l, act)));
    if (with) {                 /* on it as it arrives (CR 122.6) */
        ir_amount *n = alloc(l, sizeof *n);
        n->value = with_n;
        n->range = with->a->range;
        in->word = with_kind;
        in->amount = n;
    }
    emit(l, tail, in, optional);
}
