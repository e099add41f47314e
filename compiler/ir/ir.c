/* ir.c — names of the IR's kinds (from ir.def) and readers of its nodes;
 * --dump-ir's JSON form is ir_json.c, its text form ir_text.c. */
#include "ir.h"

#include <string.h>

#include "meaning.h"

const char ir_chosen_color_choice[] = "chosen_color";

ir_colors ir_trait_colors(const ir_trait *t)
{
    static const char *const words[] = { [IR_COLORLESS] = "colorless", [IR_MULTICOLORED] = "multicolored",
                                         [IR_MONOCOLORED] = "monocolored" };
    for (int k = IR_COLORLESS; t && t->kind == IR_TRAIT_COLORS && t->word && k <= IR_MONOCOLORED; k++)
        if (strcmp(t->word, words[k]) == 0)
            return (ir_colors)k;
    return IR_COLORS_NONE;
}

ir_word ir_trait_word(const ir_trait *t)
{
    static const struct { const char *word; ir_word_kind kind; } words[] = {
        { "colorless", IR_WORD_COLORLESS }, { "multicolored", IR_WORD_MULTICOLORED },
        { "monocolored", IR_WORD_MONOCOLORED }, { "tapped", IR_WORD_TAPPED }, { "untapped", IR_WORD_UNTAPPED },
        { "attacking", IR_WORD_ATTACKING }, { "blocking", IR_WORD_BLOCKING }, { "blocked", IR_WORD_BLOCKED },
        { "unblocked", IR_WORD_UNBLOCKED }, { "historic", IR_WORD_HISTORIC }, { "opponent", IR_WORD_OPPONENT },
        { "modified", IR_WORD_MODIFIED },
    };
    ir_word r = { IR_WORD_UNKNOWN, t->negated, -1, t->word };
    switch (t->kind) {
    case IR_TRAIT_TYPE:
        if ((r.value = ir_card_type_of(t->word)) >= 0)
            r.kind = IR_WORD_TYPE;
        return r;
    case IR_TRAIT_SUPERTYPE:
        if ((r.value = ir_supertype_of(t->word)) >= 0)
            r.kind = IR_WORD_SUPERTYPE;
        return r;
    case IR_TRAIT_COLOR:
        if ((r.value = ir_color_of(t->word)) >= 0)
            r.kind = IR_WORD_COLOR;
        return r;
    case IR_TRAIT_KEYWORD:
        if ((r.value = ir_keyword_of(t->word)) >= 0)
            r.kind = IR_WORD_KEYWORD;
        return r;
    case IR_TRAIT_SUBTYPE:
        if (t->word)
            r.kind = IR_WORD_SUBTYPE;
        return r;
    case IR_TRAIT_TOKEN: r.kind = IR_WORD_TOKEN; return r;
    case IR_TRAIT_PERMANENT: r.kind = IR_WORD_PERMANENT; return r;
    case IR_TRAIT_PLAYER:
        if (!t->word) {
            r.kind = IR_WORD_PLAYER;
            return r;
        }
        break;
    case IR_TRAIT_STATUS: case IR_TRAIT_COLORS:
        break;
    case IR_TRAIT_ABILITY:      /* no word of a description of objects (cg_filter.c, abilities_legal_fn) */
        return r;
    }
    for (size_t i = 0; t->word && i < sizeof words / sizeof *words; i++)
        if (strcmp(t->word, words[i].word) == 0)
            r.kind = words[i].kind;
    return r;
}

unsigned ir_trait_abilities(const ir_trait *t)
{
    if (t->kind != IR_TRAIT_ABILITY)
        return 0;
    return !t->word ? 1u << IR_AB_ACTIVATED | 1u << IR_AB_TRIGGERED
         : strcmp(t->word, "activated") == 0 ? 1u << IR_AB_ACTIVATED : 1u << IR_AB_TRIGGERED;
}

bool ir_on_bottom(const ir_instr *in)
{
    return in->position && strcmp(in->position, "bottom") == 0;
}

bool ir_on_top_or_bottom(const ir_instr *in)
{
    return in->position && strcmp(in->position, "top_or_bottom") == 0;
}

bool ir_rule_cant_be_countered(const ir_instr *in)
{
    return in && in->op == IR_RULE && in->word && strcmp(in->word, "cant_be_countered") == 0;
}

bool ir_filter_just_tapped(const ir_filter *f)
{
    const ir_alt *alt = f ? f->any_of : NULL;
    return alt && !alt->next && alt->ntraits == 1 && alt->traits[0].kind == IR_TRAIT_STATUS
           && !alt->traits[0].negated && alt->traits[0].word && strcmp(alt->traits[0].word, "tapped") == 0;
}

ir_combat_status ir_trait_combat(const ir_trait *t)
{
    static const char *const words[] = {
        [IR_COMBAT_ATTACKED_THIS_COMBAT] = "attacked_this_combat", [IR_COMBAT_BLOCKED_THIS_COMBAT] = "blocked_this_combat",
        [IR_COMBAT_ATTACKED_LAST_TURN] = "attacked_last_turn", [IR_COMBAT_ATTACKING_ALONE] = "attacking_alone",
    };
    for (unsigned i = 1; t->kind == IR_TRAIT_STATUS && !t->negated && t->word && i < sizeof words / sizeof *words; i++)
        if (strcmp(t->word, words[i]) == 0)
            return (ir_combat_status)i;
    return IR_COMBAT_NONE;
}

bool ir_filter_only_traits(const ir_filter *f)
{
    return f->any_of && f->controller != IR_CTRL_SEL && f->controller != IR_CTRL_DEFENDING_EACH
           && f->zone_owner != IR_CTRL_SEL && !f->compares && !f->nwith
           && !f->attached_to && !f->targets && !f->except && !f->shares && !f->named && !f->block && !f->damaged_by
           && !f->dealt_damage_to && f->owner == IR_CTRL_ANY && !f->same_name_as && !f->attacking && !f->chosen_by && !f->chosen_type
           && !f->chosen_color && !f->not_chosen_type && !f->chosen_name && !f->cost_symbol && !f->cast_from
           && !f->holds && !f->answered && !f->moved_none && !f->exiled_with;
}

const ir_compare *ir_filter_counters(const ir_filter *f)
{
    const ir_compare *one = NULL;
    for (const ir_compare *c = f ? f->compares : NULL; c; c = c->next)
        if (strcmp(c->stat, "counters") == 0) {
            if (one)
                return NULL;
            one = c;
        }
    return one;
}

bool ir_filter_other_than_event(const ir_filter *f)
{
    const ir_sel *e = f ? f->except : NULL;
    return e && e->kind == IR_SEL_AND && e->nparts == 2 && e->parts[0]->kind == IR_SEL_EVENT
           && e->parts[1]->kind == IR_SEL_EVENT_TO;
}

const ir_cost *ir_cost_paid_with(const ir_card *ic, const ir_sel *paid)
{
    const ir_ability *of = NULL;    /* (one in quotes is within the card's that grants it) */
    for (const ir_ability *ab = ic->granted; ab && !of; ab = ab->next)
        if (ab->range.begin <= paid->range.begin && paid->range.end <= ab->range.end)
            of = ab;
    for (const ir_ability *ab = ic->abilities; ab && !of; ab = ab->next)
        if (ab->range.begin <= paid->range.begin && paid->range.end <= ab->range.end)
            of = ab;
    bool own = of && (of->kind == IR_AB_ACTIVATED || of->kind == IR_AB_MANA);
    int i = 0;      /* as lowering counts them (lower_select.c, paid_slot) */
    for (const ir_ability *ab = own ? of : of && of->kind == IR_AB_SPELL ? ic->abilities : NULL; ab;
         ab = own ? NULL : ab->next)
        for (const ir_cost *c = own || (ab->kind == IR_AB_ADDITIONAL_COST && !ab->optional) ? ab->costs : NULL; c;
             c = c->next, i++)
            if (i == paid->slot)
                return c;
    return NULL;
}

bool ir_filter_has_status(const ir_filter *f, const char *word)
{
    if (!f || !f->any_of)
        return false;
    for (const ir_alt *alt = f->any_of; alt; alt = alt->next) {
        bool has = false;
        for (unsigned i = 0; i < alt->ntraits && !has; i++)
            has = alt->traits[i].kind == IR_TRAIT_STATUS && !alt->traits[i].negated && alt->traits[i].word
                  && strcmp(alt->traits[i].word, word) == 0;
        if (!has)
            return false;
    }
    return true;
}

const ir_filter *ir_filter_without_status(arena *a, const ir_filter *f, const char *word)
{
    ir_alt *head = NULL, **tail = &head;
    for (const ir_alt *alt = f->any_of; alt; alt = alt->next) {
        ir_alt *rest = arena_alloc(a, sizeof *rest);
        *rest = (ir_alt){ .traits = arena_alloc(a, (alt->ntraits + 1) * sizeof *rest->traits) };
        for (unsigned i = 0; i < alt->ntraits; i++)
            if (alt->traits[i].kind != IR_TRAIT_STATUS || alt->traits[i].negated || !alt->traits[i].word
                || strcmp(alt->traits[i].word, word) != 0)
                rest->traits[rest->ntraits++] = alt->traits[i];
        *tail = rest;
        tail = &rest->next;
    }
    ir_filter *plain = arena_alloc(a, sizeof *plain);
    *plain = *f;
    plain->any_of = head;
    return plain;
}

ir_status ir_trait_status(const ir_trait *t)
{
    static const char *const words[] = {
        [IR_STATUS_DAMAGED_THIS_TURN] = "damaged_this_turn", [IR_STATUS_ENTERED_THIS_TURN] = "entered_this_turn",
        [IR_STATUS_ATTACKED_THIS_TURN] = "attacked_this_turn", [IR_STATUS_BLOCKED_THIS_TURN] = "blocked_this_turn",
        [IR_STATUS_FROM_BATTLEFIELD_THIS_TURN] = "from_battlefield_this_turn", [IR_STATUS_ADVENTURER] = "adventurer",
        [IR_STATUS_ENCHANTED] = "enchanted", [IR_STATUS_EQUIPPED] = "equipped",
        [IR_STATUS_DEALT_DAMAGE_THIS_TURN] = "dealt_damage_this_turn",
    };
    for (unsigned i = 1; t->kind == IR_TRAIT_STATUS && t->word && i < sizeof words / sizeof *words; i++)
        if (strcmp(t->word, words[i]) == 0)
            return (ir_status)i;
    return IR_STATUS_NONE;
}

ir_block ir_filter_block(const ir_filter *f)
{
    static const char *const words[] = { [IR_BLOCK_BLOCKING] = "blocking", [IR_BLOCK_BLOCKED_BY] = "blocked_by",
                                         [IR_BLOCK_EITHER] = "blocking_or_blocked_by", [IR_BLOCK_BANDED] = "banded_with" };
    for (unsigned i = 1; f->block && i < sizeof words / sizeof *words; i++)
        if (strcmp(f->block, words[i]) == 0)
            return (ir_block)i;
    return IR_BLOCK_NONE;
}

bool ir_compare_counts_counters(const ir_compare *c)
{
    return c->stat && strcmp(c->stat, "counters") == 0;
}

bool ir_compare_total_pt(const ir_compare *c)
{
    return c->stat && strcmp(c->stat, "power_plus_toughness") == 0;
}

bool ir_amount_is_life(const ir_amount *a)
{
    return a->kind == IR_AMOUNT_STAT && a->stat && strcmp(a->stat, "life") == 0;
}

bool ir_filter_answered_yes(const ir_filter *f)
{
    return f->answered && strcmp(f->answered, "yes") == 0;
}

ir_shared ir_filter_shared(const ir_filter *f)
{
    return !f->shares || strcmp(f->shares, "color") == 0 ? IR_SHARED_COLOR
         : strcmp(f->shares, "creature_type") == 0 ? IR_SHARED_CREATURE_TYPE : IR_SHARED_CARD_TYPE;
}

const char *ir_ability_name(ir_ability_kind k)
{
    static const char *const names[] = {
#define IR_ABILITY(id, name) [id] = name,
#include "ir.def"
    };
    return names[k];
}

const char *ir_op_name(ir_op k)
{
    static const char *const names[] = {
#define IR_OP(id, name, layer) [id] = name,
#include "ir.def"
    };
    return names[k];
}

const char *ir_sel_name(ir_sel_kind k)
{
    static const char *const names[] = {
#define IR_SEL(id, name) [id] = name,
#include "ir.def"
    };
    return names[k];
}

const char *ir_event_name(ir_event k)
{
    static const char *const names[] = {
#define IR_EVENT(id, name) [id] = name,
#include "ir.def"
    };
    return names[k];
}

const char *ir_cost_name(ir_cost_kind k)
{
    static const char *const names[] = {
#define IR_COST(id, name) [id] = name,
#include "ir.def"
    };
    return names[k];
}

const char *ir_zone_name(ir_zone k)
{
    static const char *const names[] = {
#define IR_ZONE(id, name) [id] = name,
#include "ir.def"
    };
    return names[k];
}

ir_zone ir_zone_named(const char *name)
{
    static const ir_zone zones[] = {
#define IR_ZONE(id, name) id,
#include "ir.def"
    };
    for (unsigned i = 0; name && i < sizeof zones / sizeof *zones; i++)
        if (strcmp(name, ir_zone_name(zones[i])) == 0)
            return zones[i];
    return IR_ZONE_ANY;
}

ir_amount_history ir_history_named(const char *stat)
{
    static const char *const names[] = {
        [IR_AH_LIFE_GAINED] = "life_gained", [IR_AH_LIFE_LOST] = "life_lost", [IR_AH_DAMAGE_TAKEN] = "damage_taken",
        [IR_AH_DIED] = "died", [IR_AH_NONTOKEN_DIED] = "nontoken_died", [IR_AH_DREW] = "drew",
        [IR_AH_DISCARDED] = "discarded", [IR_AH_TOKENS_CREATED] = "tokens_created",
        [IR_AH_SPELLS_CAST] = "spells_cast", [IR_AH_OPPONENTS_ATTACKED] = "opponents_attacked",
    };
    for (size_t i = 1; stat && i < sizeof names / sizeof *names; i++)
        if (strcmp(stat, names[i]) == 0)
            return (ir_amount_history)i;
    return IR_AH_NONE;
}

ir_amount_stat ir_amount_stat_named(const char *stat)
{
    static const char *const names[] = {
        [IR_AS_POWER] = "power", [IR_AS_TOUGHNESS] = "toughness", [IR_AS_MANA_VALUE] = "mana_value",
        [IR_AS_LIFE] = "life", [IR_AS_STARTING_LIFE] = "starting_life", [IR_AS_LIBRARY] = "library",
        [IR_AS_HAND] = "hand", [IR_AS_COUNT] = "count", [IR_AS_CARD_TYPE] = "card_type",
        [IR_AS_BASIC_LAND_TYPE] = "basic_land_type", [IR_AS_COLOR] = "color", [IR_AS_COLOR_SPENT] = "color_spent",
    };
    for (size_t i = 1; stat && i < sizeof names / sizeof *names; i++)
        if (strcmp(stat, names[i]) == 0)
            return (ir_amount_stat)i;
    return IR_AS_NONE;
}

ir_designation ir_designation_named(const char *stat)
{
    static const char *const names[] = {
        [IR_DESIG_MONSTROUS] = "monstrous", [IR_DESIG_RENOWNED] = "renowned", [IR_DESIG_PAIRED] = "paired",
        [IR_DESIG_MONARCH] = "monarch", [IR_DESIG_BLESSING] = "city's blessing",
        [IR_DESIG_COMPLETED_DUNGEON] = "completed_dungeon", [IR_DESIG_DAY] = "day", [IR_DESIG_NIGHT] = "night",
        [IR_DESIG_NEITHER_DAY_NOR_NIGHT] = "neither_day_nor_night",
    };
    for (size_t i = 1; stat && i < sizeof names / sizeof *names; i++)
        if (strcmp(stat, names[i]) == 0)
            return (ir_designation)i;
    return IR_DESIG_NONE;
}

bool ir_flip_won(const ir_condition *c)
{
    return c->stat && strcmp(c->stat, "won") == 0;
}

ir_turn_replacement ir_turn_replacement_of(const ir_instr *in)
{
    static const struct {
        ir_op op;
        const char *word;
        ir_turn_replacement kind;
    } kinds[] = {
        { IR_REPLACE, "damage", IR_TURN_DAMAGE }, { IR_REPLACE, "combat_damage", IR_TURN_DAMAGE },
        { IR_REPLACE, "noncombat_damage", IR_TURN_DAMAGE },
        { IR_REPLACE, "put_into_graveyard", IR_TURN_PUT_INTO_GRAVEYARD },
        { IR_REPLACE, "next_draw", IR_TURN_NEXT_DRAW }, { IR_REPLACE, "create_token", IR_TURN_CREATE_TOKEN },
        { IR_RULE, "exile_if_it_would_die", IR_TURN_EXILE_IF_DIES },
        { IR_RULE, "exile_if_it_would_leave", IR_TURN_EXILE_IF_LEAVES },
        { IR_RULE, "damage_life_floor", IR_TURN_LIFE_FLOOR },
    };
    for (size_t i = 0; in && in->word && i < sizeof kinds / sizeof *kinds; i++)
        if (in->op == kinds[i].op && strcmp(in->word, kinds[i].word) == 0)
            return kinds[i].kind;
    return IR_TURN_OTHER;
}

bool ir_cond_each(const ir_condition *c)
{
    return c->quant && strcmp(c->quant, "each") == 0;
}

bool ir_cond_each_other(const ir_condition *c)
{
    return c->quant && strcmp(c->quant, "each_other") == 0;
}

ir_spent_kind ir_spent_named(const ir_condition *c)
{
    static const char *const names[] = {
        [IR_SPENT_W] = "{W}", [IR_SPENT_U] = "{U}", [IR_SPENT_B] = "{B}", [IR_SPENT_R] = "{R}", [IR_SPENT_G] = "{G}",
        [IR_SPENT_C] = "{C}", [IR_SPENT_ALL] = "mana", [IR_SPENT_COLORED] = "colored", [IR_SPENT_ONE_COLOR] = "one_color",
        [IR_SPENT_TREASURE] = "treasure", [IR_SPENT_SNOW] = "snow",
    };
    for (size_t i = 0; c->mana && i < sizeof names / sizeof *names; i++)
        if (strcmp(c->mana, names[i]) == 0)
            return (ir_spent_kind)i;
    return IR_SPENT_NONE;
}

bool ir_clash_of_event(const ir_condition *c)
{
    return c->stat && strcmp(c->stat, "event") == 0;
}

ir_count_of ir_count_different(const ir_condition *c)
{
    static const char *const names[] = {
        [IR_COUNT_POWERS] = "power", [IR_COUNT_NAMES] = "name", [IR_COUNT_MANA_VALUES] = "mana_value",
    };
    for (size_t i = 1; c->different && i < sizeof names / sizeof *names; i++)
        if (strcmp(c->different, names[i]) == 0)
            return (ir_count_of)i;
    return IR_COUNT_OBJECTS;
}

const char *ir_duration_name(ir_duration k)
{
    static const char *const names[] = {
#define IR_DURATION(id, name) [id] = name,
#include "ir.def"
    };
    return names[k];
}

const char *ir_step_name(ir_step k)
{
    static const char *const names[] = {
#define IR_STEP(id, name) [id] = name,
#include "ir.def"
    };
    return names[k];
}

const char *ir_phase_name(ir_phase k)
{
    static const char *const names[] = {
#define IR_PHASE(id, name) [id] = name,
#include "ir.def"
    };
    return names[k];
}

const char *ir_condition_name(ir_condition_kind k)
{
    static const char *const names[] = {
#define IR_CONDITION(id, name) [id] = name,
#include "ir.def"
    };
    return names[k];
}

const char *ir_delay_name(ir_delay k)
{
    static const char *const names[] = {
#define IR_DELAY(id, name) [id] = name,
#include "ir.def"
    };
    return names[k];
}

const char *ir_op_layer(ir_op k)
{
    static const char *const layers[] = {
#define IR_OP(id, name, layer) [id] = layer,
#include "ir.def"
    };
    return layers[k];
}

const char *ir_trait_name(ir_trait_kind k)
{
    static const char *const trait_names[] = {
        [IR_TRAIT_TYPE] = "type", [IR_TRAIT_SUBTYPE] = "subtype", [IR_TRAIT_COLOR] = "color",
        [IR_TRAIT_PLAYER] = "player", [IR_TRAIT_PERMANENT] = "permanent", [IR_TRAIT_STATUS] = "status",
        [IR_TRAIT_TOKEN] = "token", [IR_TRAIT_SUPERTYPE] = "supertype", [IR_TRAIT_COLORS] = "colors",
        [IR_TRAIT_KEYWORD] = "keyword", [IR_TRAIT_ABILITY] = "ability",
    };
    return trait_names[k];
}

const char *ir_controller_name(ir_controller k)
{
    static const char *const controller_names[] = {
        [IR_CTRL_ANY] = "any", [IR_CTRL_YOU] = "you", [IR_CTRL_OPPONENT] = "opponent", [IR_CTRL_NOT_YOU] = "not_you",
        [IR_CTRL_DEFENDING] = "defending", [IR_CTRL_SEL] = "player", [IR_CTRL_DEFENDING_EACH] = "defending_each",
    };
    return controller_names[k];
}
