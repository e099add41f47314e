/* lower_cond.c — lowering conditions (docs/ir.md, `cond`): what an "if",
 * "unless", "as long as" or "Activate only if" asks, as the card IR's
 * ir_condition.  lower_effect.c lowers the instructions around them. */
#include "lower_int.h"
#include "parser.h"
#include "syntax.h"

/* A number compared as OBJ's determiner or count says ("two": at least
 * two, "no": none, "two or more"): OUT's `op` and `value`. */
static void count_compare(lower *l, const node *obj, ir_condition *out)
{
    fx_det det = meaning_det(obj);
    const node *c = obj->c;
    fx_word op = c && c->kind == N_COMPARE && c->a ? meaning_word(c) : FX_W_NONE;
    if (!c && (det == FX_DET_NO || det == FX_DET_NO_OTHER)) {
        out->op = "=";
        out->value = amount_const(l, 0, obj->range);
    } else if (!c && (det == FX_DET_A || det == FX_DET_ANOTHER)) {
        out->op = ">=";
        out->value = amount_const(l, 1, obj->range);
    } else if (op == FX_W_GE || op == FX_W_LE || op == FX_W_EQ) {
        out->op = op == FX_W_GE ? ">=" : op == FX_W_LE ? "<=" : "=";
        out->value = lower_amount(l, c->a);
    } else if (c && c->kind == N_AMOUNT) {
        out->op = ">=";
        out->value = lower_amount(l, c);
    } else {
        refuse(l, obj, arena_printf(l->a, "the number in %s", quoted(l, obj)));
    }
}

/* "you control an artifact", "... no creatures", "... two or more Gates":
 * the number of the objects OBJ describes that you control, compared as
 * its determiner or count says; with ZONE, those in that zone ("seven or
 * more cards are in your graveyard"). */
static void lower_count_cond(lower *l, const node *obj, const place *zone, ir_condition *out)
{
    count_compare(l, obj, out);
    node plain = *obj;
    plain.c = NULL;
    ir_filter *f = lower_filter(l, &plain, zone);
    if (f->controller != IR_CTRL_ANY || (zone && (f->zone != zone->zone || f->zone_owner != zone->owner)))
        refuse(l, obj, arena_printf(l->a, "the condition on %s", quoted(l, obj)));
    if (!zone)          /* "you control ...", not "... are in your graveyard" */
        f->controller = IR_CTRL_YOU;
    ir_sel *all = sel_new(l, IR_SEL_ALL, obj->range);
    all->filter = f;
    out->kind = IR_CONDITION_COUNT;
    out->of = all;
}

/* "you control an artifact and an enchantment", "an instant card and a
 * sorcery card are in your graveyard" (ZONE): each of the objects LIST
 * names, the next in `also`. */
static void lower_each_cond(lower *l, const node *list, const place *zone, ir_condition *out)
{
    ir_condition *part = out;
    for (const node *i = list->a; i; i = i->next) {
        if (i->kind != N_OBJECT)
            refuse(l, i, arena_printf(l->a, "the condition on %s", quoted(l, i)));
        lower_count_cond(l, i, zone, part);
        part->range = i->range;
        if (i->next) {
            ir_condition *next = alloc(l, sizeof *next);
            part->also = next;
            part = next;
        }
    }
}

/* "you control a Mountain or a Plains": at least one of either, one
 * filter of their alternatives. */
static void lower_either_cond(lower *l, const node *list, ir_condition *out)
{
    ir_filter *either = NULL;
    ir_alt **tail = NULL;
    for (const node *i = list->a; i; i = i->next) {
        if (i->kind != N_OBJECT || meaning_det(i) != FX_DET_A || i->b || i->c)
            refuse(l, i, arena_printf(l->a, "the condition on %s", quoted(l, i)));
        ir_filter *f = lower_filter(l, i, NULL);
        if (f->controller != IR_CTRL_ANY || f->zone != IR_ZONE_BATTLEFIELD || f->compares || f->nwith || f->other)
            refuse(l, i, arena_printf(l->a, "the condition on %s", quoted(l, i)));
        if (!either)
            either = f;
        else
            *tail = f->any_of;
        for (tail = &either->any_of; *tail; tail = &(*tail)->next)
            ;
    }
    either->controller = IR_CTRL_YOU;
    ir_sel *all = sel_new(l, IR_SEL_ALL, list->range);
    all->filter = either;
    out->kind = IR_CONDITION_COUNT;
    out->of = all;
    out->op = ">=";
    out->value = amount_const(l, 1, list->range);
}

/* The players "you", "an opponent", "each opponent", "each other player"
 * name in a comparison between players; *QUANT "some", "each" or
 * "each_other". */
static const ir_sel *compared_players(lower *l, const node *n, const char **quant)
{
    *quant = "some";
    if (n->kind == N_PLAYER && meaning_player(n) == FX_PLAYER_YOU)
        return sel_new(l, IR_SEL_YOU, n->range);
    fx_det det = n->kind == N_OBJECT && !n->b && !n->c ? meaning_det(n) : FX_DET_NONE;
    if (det != FX_DET_A && det != FX_DET_EACH && det != FX_DET_EACH_OTHER)
        refuse(l, n, arena_printf(l->a, "the players %s", quoted(l, n)));
    ir_sel *s = sel_new(l, IR_SEL_ALL, n->range);
    node players = *n;          /* "each other player": players, QUANT says which */
    players.text = NULL;
    s->filter = lower_filter(l, &players, NULL);
    for (const ir_alt *a = s->filter->any_of; a; a = a->next)
        if (a->ntraits != 1 || a->traits[0].kind != IR_TRAIT_PLAYER)
            refuse(l, n, arena_printf(l->a, "the players %s", quoted(l, n)));
    *quant = det == FX_DET_EACH ? "each" : det == FX_DET_EACH_OTHER ? "each_other" : "some";
    return s;
}

/* "an opponent controls more creatures than you", "you have more cards in
 * hand than each opponent", "you have less life than an opponent"
 * (meaning_more): you or some player against you, some player or each. */
static void lower_more_cond(lower *l, const node *c, const fx_more *m, ir_condition *out)
{
    const char *quant;
    out->kind = IR_CONDITION_MORE;
    out->of = compared_players(l, m->who, &quant);
    if (strcmp(quant, "some") != 0)
        refuse(l, m->who, arena_printf(l->a, "the players %s", quoted(l, m->who)));
    out->than = compared_players(l, m->than, &out->quant);
    if (strcmp(out->quant, "each") == 0 && out->of->kind != IR_SEL_YOU)   /* whose opponents? */
        refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
    out->op = m->fewer ? "<" : ">";
    out->stat = m->what == FX_MORE_LIFE ? "life" : m->what == FX_MORE_HAND ? "hand" : "count";
    if (m->what == FX_MORE_CONTROL) {
        node counted = *m->counted;     /* "more creatures": creatures */
        counted.text = NULL;
        counted.c = NULL;
        ir_filter *f = lower_filter(l, &counted, NULL);
        if (f->controller != IR_CTRL_ANY || f->zone != IR_ZONE_BATTLEFIELD)
            refuse(l, m->counted, arena_printf(l->a, "the condition on %s", quoted(l, m->counted)));
        out->counted = f;
    }
}

/* "a creature died this turn", "you attacked this turn", "an opponent lost
 * 3 or more life last turn" (ir_history_cond_of, as cg_amount.c reads it):
 * the number of those events of some player of `of` (none: all players'). */
static void lower_history_cond(lower *l, const node *c, const ir_hist_cond *h, ir_condition *out)
{
    static const char *const stats[] = {
        [IR_HEV_DIED] = "died", [IR_HEV_LEFT] = "left", [IR_HEV_SPELLS] = "spells_cast",
        [IR_HEV_ATTACKED] = "attacked", [IR_HEV_DREW] = "drew", [IR_HEV_DISCARDED] = "discarded",
        [IR_HEV_TOKENS] = "tokens_created", [IR_HEV_LIFE_GAINED] = "life_gained", [IR_HEV_LIFE_LOST] = "life_lost",
        [IR_HEV_ENTERED] = "entered", [IR_HEV_LANDS_ENTERED] = "lands_entered",
    };
    if (h->what == IR_HEV_SPELLS_OF)    /* "you've cast a creature spell this turn" */
        refuse(l, h->count, arena_printf(l->a, "the spells %s", quoted(l, h->count)));
    out->kind = IR_CONDITION_HISTORY;
    out->stat = stats[h->what];
    out->last_turn = h->last_turn;
    if (h->who) {
        const char *quant;
        out->of = compared_players(l, h->who, &quant);
        if (strcmp(quant, "some") != 0)
            refuse(l, h->who, arena_printf(l->a, "the players %s", quoted(l, h->who)));
    }
    node cmp = { .kind = N_OBJECT, .c = h->cmp, .range = c->range };
    if (h->count || h->cmp) {
        count_compare(l, h->count ? h->count : &cmp, out);
    } else {            /* at least one */
        out->op = ">=";
        out->value = amount_const(l, 1, c->range);
    }
}

static const place any_zone = { IR_ZONE_ANY, IR_CTRL_ANY };

/* "If a land card was milled this way", "If you discard a creature card
 * this way" (meaning_moved_this_way): of what the mill or discard
 * instruction just before, by you, moved. */
static void lower_moved_cond(lower *l, const node *c, const node *what, fx_verb verb, const node *who,
                             ir_condition *out)
{
    const ir_instr *last = l->last;
    ir_op op = verb == FX_VERB_MILL ? IR_MILL : IR_DISCARD;
    if (verb == FX_VERB_EXILE || !last || last->op != op || last->optional || last->at != IR_DELAY_NONE
        || (who && (!is_you(who) || (last->subject && last->subject->kind != IR_SEL_YOU))))
        refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
    lower_count_cond(l, what, &any_zone, out);
    out->kind = IR_CONDITION_MOVED;
}

/* What "X is ..." (the condition C) says X is, as cg_condition tests it: a
 * description ("an artifact creature": C->b), or one word of one
 * ("blue", "legendary", "tapped": a description of it, returned as C);
 * NULL for another phrase. */
static const node *is_filter(const node *c)
{
    const node *w = c->b;
    if (w->kind == N_OBJECT && w->a && w->a->kind == N_FILTER && !w->c)
        return w;
    ir_word_kind k = w->kind == N_WORD ? ir_word_of(w).kind : IR_WORD_UNKNOWN;
    return w->kind == N_WORD && (w->token == COLOR || w->token == SUPERTYPE || w->token == TAPPED
                                 || w->token == UNTAPPED || w->token == ATTACKING || w->token == BLOCKING)
           && k != IR_WORD_UNKNOWN ? c : NULL;
}

/* The filter of one word W ("blue"): any object that is so. */
static ir_filter *word_filter(lower *l, const node *w)
{
    ir_filter *f = alloc(l, sizeof *f);
    f->range = w->range;
    f->zone = IR_ZONE_ANY;
    ir_alt *alt = alloc(l, sizeof *alt);
    alt->traits = alloc(l, sizeof *alt->traits);
    alt->ntraits = 1;
    lower_trait(l, w, &alt->traits[0]);
    f->any_of = alt;
    return f;
}

/* What an "if" asks: "you do" / "you don't" (after a "you may"), "it was
 * kicked", "you control ...", "it's your turn". */
ir_condition *lower_cond(lower *l, const node *c)
{
    ir_condition *out = alloc(l, sizeof *out);
    out->range = c->range;
    fx_verb v = c->kind == N_ACTION && !c->lossy ? meaning_verb(c) : FX_VERB_NONE;
    fx_more more;
    fx_spent spent;
    fx_verb moved_verb;
    const node *moved_who, *moved = meaning_moved_this_way(c, &moved_verb, &moved_who);
    ir_hist_cond hist;
    if (moved) {
        lower_moved_cond(l, c, moved, moved_verb, moved_who, out);
    } else if ((v == FX_VERB_DO || v == FX_VERB_DONT) && !c->b && !c->c && (!c->a || is_you(c->a))) {
        if (!l->may_before)
            refuse(l, c, "'if you do' with no 'you may' before it");
        out->kind = IR_CONDITION_DID;
        out->negated = v == FX_VERB_DONT;
    } else if (v == FX_VERB_IS && c->a && c->a->kind == N_AMOUNT && c->b && c->b->kind == N_COMPARE && !c->c
               && c->b->a && (meaning_word(c->b) == FX_W_GE || meaning_word(c->b) == FX_W_LE
                              || meaning_word(c->b) == FX_W_EQ || meaning_word(c->b) == FX_W_LT
                              || meaning_word(c->b) == FX_W_GT)) {
        /* "If X is 10 or more" (cg_condition's stat_compare) */
        fx_word w = meaning_word(c->b);
        out->kind = IR_CONDITION_AMOUNT;
        out->amount = lower_effect_amount(l, c->a);
        out->op = w == FX_W_GE ? ">=" : w == FX_W_LE ? "<=" : w == FX_W_EQ ? "=" : w == FX_W_LT ? "<" : ">";
        out->value = lower_effect_amount(l, c->b->a);
    } else if (meaning_searched_this_way(c)) {
        if (!l->nfound)         /* "this way": a search of the ability before it (cardrt_fx_searched) */
            refuse(l, c, "'this way' with no search before it");
        out->kind = IR_CONDITION_SEARCHED;
    } else if (v == FX_VERB_KICKED && c->a && !c->b && !c->c) {
        out->kind = IR_CONDITION_KICKED;
        out->of = lower_sel(l, c->a, NULL);
        if (out->of->kind != IR_SEL_SELF)
            refuse(l, c->a, arena_printf(l->a, "kicked: %s", quoted(l, c->a)));
    } else if (v == FX_VERB_KICKED && c->c) {
        refuse(l, c, "which kicker cost was paid");    /* "... with its {R} kicker" */
    } else if (v == FX_VERB_PAY && meaning_mana_symbols(c->b) && (!c->c || !c->c->a->next)) {
        /* "unless its controller pays {3}": asked of that one player; "...
         * pays {1} for each card in your hand" ({X}: `value` of them), "...
         * pays {X}, where X is its mana value" */
        out->kind = IR_CONDITION_PAYS;
        out->of = c->a ? lower_sel(l, c->a, NULL) : sel_new(l, IR_SEL_YOU, c->range);
        out->mana = mana_symbols(l, c->b);
        const node *m = c->c ? c->c->a : NULL;
        fx_word how = m && m->kind == N_MODIFIER && m->a ? meaning_word(m) : FX_W_NONE;
        if (how == FX_W_FOR_EACH && ir_generic_mana(out->mana) > 0) {
            out->value = each_times(l, ir_generic_mana(out->mana), m->a, m->range);
            out->mana = "{X}";
        } else if (how == FX_W_WHERE && strchr(out->mana, 'X')) {
            out->value = lower_effect_amount(l, m->a);
        } else if (m || strchr(out->mana, 'X')) {
            refuse(l, c, arena_printf(l->a, "the payment %s", quoted(l, c)));
        }
        out->op = out->value ? "=" : NULL;
        if (out->of->kind == IR_SEL_ALL)
            refuse(l, c, arena_printf(l->a, "the payment %s", quoted(l, c)));
    } else if (v == FX_VERB_PAY_LIFE && c->b && c->b->kind == N_AMOUNT && !c->c) {
        out->kind = IR_CONDITION_PAYS_LIFE;     /* "unless you pay 2 life" */
        out->of = c->a ? lower_sel(l, c->a, NULL) : sel_new(l, IR_SEL_YOU, c->range);
        out->op = "=";
        out->value = lower_effect_amount(l, c->b);
        if (out->of->kind == IR_SEL_ALL)
            refuse(l, c, arena_printf(l->a, "the payment %s", quoted(l, c)));
    } else if (v == FX_VERB_SPENT && meaning_spent(l->card, c, &spent)) {
        static const char *const kinds[] = { "{W}", "{U}", "{B}", "{R}", "{G}", "{C}" };
        out->kind = IR_CONDITION_SPENT;         /* "{G} was spent to cast it" */
        out->of = sel_new(l, IR_SEL_SELF, c->range);
        out->op = ">=";
        out->value = amount_const(l, spent.at_least, c->a->range);
        out->mana = kinds[spent.kind];
    } else if (v != FX_VERB_NONE && meaning_more(l->card, c, &more)) {
        lower_more_cond(l, c, &more, out);
    } else if (v == FX_VERB_CONTROL && is_you(c->a) && c->b && c->b->kind == N_OBJECT && !c->c) {
        lower_count_cond(l, c->b, NULL, out);
    } else if (v == FX_VERB_HAVE && is_you(c->a) && !c->c && meaning_cards_in_hand(l->card, c->b)) {
        /* "you have no cards in hand", "... seven or more cards in hand": those in your hand */
        node no_q = *c->b->a, plain = *c->b;
        no_q.b = NULL;
        plain.a = &no_q;
        static const place hand = { IR_ZONE_HAND, IR_CTRL_YOU };
        lower_count_cond(l, &plain, &hand, out);
    } else if (v == FX_VERB_CONTROL && is_you(c->a) && c->b && c->b->kind == N_LIST && meaning_word(c->b) == FX_W_OR
               && c->b->a && !c->c) {
        lower_either_cond(l, c->b, out);
    } else if (v == FX_VERB_CONTROL && is_you(c->a) && c->b && c->b->kind == N_LIST && meaning_word(c->b) == FX_W_AND
               && c->b->a && c->b->a->kind == N_OBJECT && c->b->a->next && !c->c) {
        lower_each_cond(l, c->b, NULL, out);     /* "you control an artifact and an enchantment" */
        out->range = c->range;
    } else if (v == FX_VERB_IS && !c->c && c->a && c->a->kind == N_LIST && meaning_word(c->a) == FX_W_AND && c->a->a
               && c->a->a->next && c->b && (c->b->kind == N_POSSESSIVE || c->b->kind == N_ZONE)) {
        place in = place_of(l, c->b);           /* "an instant card and a sorcery card are in your graveyard" */
        if (in.zone == IR_ZONE_BATTLEFIELD)
            refuse(l, c->b, arena_printf(l->a, "the zone %s", quoted(l, c->b)));
        lower_each_cond(l, c->a, &in, out);
        out->range = c->range;
    } else if (ir_self_targets_of(c) && l->out->kind == IR_AB_STATIC) {
        out->kind = IR_CONDITION_TARGETS;       /* "... costs {2} less to cast if it targets a black permanent" */
        out->of = sel_new(l, IR_SEL_SELF, c->range);
        out->filter = lower_filter(l, ir_self_targets_of(c), NULL);
    } else if (v == FX_VERB_IS && !c->c && (!c->a || (c->a->kind == N_PRONOUN && meaning_word(c->a) == FX_W_IT))
               && c->b && c->b->kind == N_POSSESSIVE && is_you(c->b->a) && c->b->b && c->b->b->kind == N_WORD
               && c->b->b->token == TURN) {
        out->kind = IR_CONDITION_YOUR_TURN;      /* "if it's your turn" */
    } else if (c->kind == N_STEP && c->a && meaning_word(c->a) == FX_W_YOUR && !c->b && !c->c
               && (meaning_word(c) == FX_W_TURN || meaning_word(c) == FX_W_UPKEEP)) {
        /* "during your turn", "during your upkeep" (cg_condition) */
        out->kind = meaning_word(c) == FX_W_TURN ? IR_CONDITION_YOUR_TURN : IR_CONDITION_YOUR_UPKEEP;
    } else if (c->kind == N_NEGATED && (meaning_word(c) == FX_W_NOT || meaning_word(c) == FX_W_DONT
                                        || meaning_word(c) == FX_W_ISNT) && c->a && !c->lossy) {
        out = lower_cond(l, c->a);              /* "it's not your turn" */
        out->negated = !out->negated;
        out->range = c->range;
    } else if (v == FX_VERB_IS && !c->c && c->a && c->a->kind == N_OBJECT
               && (c->a->c || meaning_det(c->a) == FX_DET_A || meaning_det(c->a) == FX_DET_NO) && c->b
               && (c->b->kind == N_POSSESSIVE || c->b->kind == N_ZONE)) {
        /* "seven or more cards are in your graveyard", "an artifact card is in your graveyard" */
        place in = place_of(l, c->b);
        if (in.zone == IR_ZONE_BATTLEFIELD)
            refuse(l, c->b, arena_printf(l->a, "the zone %s", quoted(l, c->b)));
        lower_count_cond(l, c->a, &in, out);
    } else if (v == FX_VERB_IS && !c->c && c->a && c->b && is_filter(c)) {
        out->kind = IR_CONDITION_IS;            /* "enchanted creature is red", "it's an artifact creature" */
        out->of = lower_sel(l, c->a, NULL);
        ir_filter *f = is_filter(c) == c->b ? lower_filter(l, c->b, &any_zone) : word_filter(l, c->b);
        if (f->zone == IR_ZONE_BATTLEFIELD)     /* what it is, wherever it is */
            f->zone = IR_ZONE_ANY;
        out->filter = f;
        if (out->of->kind == IR_SEL_ALL || out->of->kind == IR_SEL_CHOSEN)
            refuse(l, c->a, arena_printf(l->a, "the condition on %s", quoted(l, c->a)));
    } else if (v == FX_VERB_IS && !c->c && c->a && c->b && c->b->kind == N_WORD
               && meaning_word(c->b) == FX_W_BATTLEFIELD
               && (c->a->kind == N_SELF || (c->a->kind == N_PRONOUN && c->a->refers && c->a->refers->kind == N_SELF))) {
        if (l->out->kind == IR_AB_STATIC)       /* (it works there only, CR 113.6) */
            refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
        out->kind = IR_CONDITION_ON_BATTLEFIELD;        /* "if ~ is on the battlefield" (cg_condition) */
        out->of = sel_new(l, IR_SEL_SELF, c->a->range);
    } else if (ir_resolved_nth_of(c)) {
        /* "the second time" (= 2), "the first or second time" (<= 2) (cg_condition) */
        unsigned times = ir_resolved_nth_of(c), n = 0;
        while (times >> n)
            n++;
        if (l->out->kind != IR_AB_ACTIVATED && l->out->kind != IR_AB_TRIGGERED)
            refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
        if ((times & (times - 1)) && times != (1u << n) - 1)
            refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
        out->kind = IR_CONDITION_RESOLVED;
        out->op = times & (times - 1) ? "<=" : "=";
        out->value = amount_const(l, (int)n, c->range);
    } else if (ir_history_cond_of(c, &hist)) {
        lower_history_cond(l, c, &hist, out);
    } else if (ir_full_party_of(c)) {
        out->kind = IR_CONDITION_FULL_PARTY;    /* "you have a full party" (cg_condition) */
    } else if (ir_attacked_total_power_of(c)) {
        /* "you attacked with creatures with total power 6 or greater this combat" (cg_condition) */
        const node *cmp = ir_attacked_total_power_of(c);
        ir_cmp op = ir_cmp_of(&cmp);
        if (op == IR_CMP_NONE || cmp->lossy || !cmp->a || cmp->a->kind != N_AMOUNT)
            refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
        out->kind = IR_CONDITION_ATTACKED_POWER;
        out->op = ir_cmp_name(op);
        out->value = lower_amount(l, cmp->a);
    } else {
        refuse(l, c, arena_printf(l->a, "the condition %s", quoted(l, c)));
    }
    return out;
}
