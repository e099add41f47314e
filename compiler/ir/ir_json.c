/* ir_json.c — --dump-ir in its JSON form (docs/ir.md): one line of JSON
 * for each card; the text form is ir_text.c. */
#include "ir.h"

#include "json.h"
#include "meaning.h"

static void json_range(FILE *out, src_range r)
{
    fprintf(out, "\"range\":[%u,%u]", (unsigned)r.begin, (unsigned)r.end);
}

static void json_text(FILE *out, const source_file *src, src_range r)
{
    fputs(",\"text\":", out);
    jsonw_string(out, src->text + r.begin, r.end - r.begin);
}

static void json_amount(FILE *out, const ir_amount *a);

/* Traits of a token or a becoming, none negated: [{"trait": T, "word": W}, ...]. */
static void json_traits(FILE *out, const ir_alt *a)
{
    putc('[', out);
    for (unsigned i = 0; i < a->ntraits; i++) {
        fprintf(out, "%s{\"trait\":\"%s\",\"word\":", i ? "," : "", ir_trait_name(a->traits[i].kind));
        jsonw_cstring(out, a->traits[i].word);
        putc('}', out);
    }
    putc(']', out);
}

static void json_words(FILE *out, const char *const *words, unsigned n)
{
    putc('[', out);
    for (unsigned i = 0; i < n; i++) {
        if (i)
            putc(',', out);
        jsonw_cstring(out, words[i]);
    }
    putc(']', out);
}

static void json_sel(FILE *out, const ir_sel *s);

/* One comparison of a filter: {"stat": ..., "op": ..., "value": ...}, and the one it is "or". */
static void json_compare(FILE *out, const ir_compare *c)
{
    fprintf(out, "{\"stat\":\"%s\",", c->stat);
    if (c->counter) {
        fputs("\"counter\":", out);
        jsonw_cstring(out, c->counter);
        putc(',', out);
    }
    fprintf(out, "\"op\":\"%s\",\"value\":", c->op);
    json_amount(out, c->value);
    if (c->or) {
        fputs(",\"or\":", out);
        json_compare(out, c->or);
    }
    putc('}', out);
}

/* "KEY":S, when there is S. */
static void json_filter_sel(FILE *out, const char *key, const ir_sel *s)
{
    if (!s)
        return;
    fprintf(out, "\"%s\":", key);
    json_sel(out, s);
    putc(',', out);
}

/* A filter's relations to other objects and players (lower_qual.c). */
static void json_relations(FILE *out, const ir_filter *f)
{
    if (f->named) {
        fputs(f->not_named ? "\"not_named\":" : "\"named\":", out);
        jsonw_cstring(out, f->named);
        putc(',', out);
    }
    if (f->block)
        fprintf(out, "\"block\":\"%s\",", f->block);
    json_filter_sel(out, "block_with", f->block_with);
    json_filter_sel(out, "damaged_by", f->damaged_by);
    json_filter_sel(out, "dealt_damage_to", f->dealt_damage_to);
    if (f->owner != IR_CTRL_ANY)
        fprintf(out, "\"owner\":\"%s\",", ir_controller_name(f->owner));
    json_filter_sel(out, "owned_by", f->owned_by);
    if (f->owner_or_controller)
        fputs("\"owner_or_controller\":true,", out);
    json_filter_sel(out, "same_name_as", f->same_name_as);
    json_filter_sel(out, "exiled_with", f->exiled_with);
    json_filter_sel(out, "attacking", f->attacking);
    json_filter_sel(out, "chosen_by", f->chosen_by);
    if (f->attacking_walkers)
        fputs("\"attacking_walkers\":true,", out);
    if (f->chosen_type)
        fputs("\"chosen_type\":true,", out);
    if (f->chosen_color)
        fputs("\"chosen_color\":true,", out);
    if (f->not_chosen_type)
        fputs("\"not_chosen_type\":true,", out);
    if (f->chosen_name)
        fputs("\"chosen_name\":true,", out);
    if (f->cost_symbol)
        fprintf(out, "\"cost_symbol\":\"%s\",", f->cost_symbol);
    if (f->cast_from)
        fprintf(out, "\"cast_from\":\"%s\",%s", f->cast_from,
                f->cast_from_owner == IR_CTRL_YOU ? "\"cast_from_owner\":\"you\"," : "");
    if (f->cast_nth)
        fprintf(out, "\"cast_nth\":%d,", f->cast_nth);
}

static void json_cond(FILE *out, const char *key, const ir_condition *c);

static void json_filter(FILE *out, const ir_filter *f)
{
    fputs("{\"any_of\":[", out);
    for (const ir_alt *a = f->any_of; a; a = a->next) {
        putc('[', out);
        for (unsigned i = 0; i < a->ntraits; i++) {
            const ir_trait *t = &a->traits[i];
            fprintf(out, "%s{\"trait\":\"%s\"", i ? "," : "", ir_trait_name(t->kind));
            if (t->word) {
                fputs(",\"word\":", out);
                jsonw_cstring(out, t->word);
            }
            if (t->negated)
                fputs(",\"negated\":true", out);
            putc('}', out);
        }
        fputs(a->next ? "]," : "]", out);
    }
    fprintf(out, "],\"controller\":\"%s\",\"zone\":\"%s\",\"other\":%s", ir_controller_name(f->controller),
            ir_zone_name(f->zone), f->other ? "true" : "false");
    if (f->controls)
        json_cond(out, "controls", f->controls);
    if (f->holds)
        json_cond(out, "holds", f->holds);
    if (f->answered)
        fprintf(out, ",\"answered\":\"%s\"", f->answered);
    if (f->moved_none) {
        fputs(",\"moved_none\":", out);
        json_filter(out, f->moved_none);
    }
    putc(',', out);
    if (f->zone_owner != IR_CTRL_ANY)
        fprintf(out, "\"zone_owner\":\"%s\",", ir_controller_name(f->zone_owner));
    if (f->and_exile)
        fputs("\"and_exile\":true,", out);
    if (f->single_target)
        fputs("\"single_target\":true,", out);
    if (f->zone_owned_by) {
        fputs("\"zone_owned_by\":", out);
        json_sel(out, f->zone_owned_by);
        putc(',', out);
    }
    if (f->controlled_by) {
        fputs("\"controlled_by\":", out);
        json_sel(out, f->controlled_by);
        putc(',', out);
    }
    if (f->compares) {
        fputs("\"compare\":[", out);
        for (const ir_compare *c = f->compares; c; c = c->next) {
            json_compare(out, c);
            if (c->next)
                putc(',', out);
        }
        fputs("],", out);
    }
    if (f->nwith) {
        fputs("\"with\":[", out);
        for (unsigned i = 0; i < f->nwith; i++) {
            if (i)
                putc(',', out);
            jsonw_cstring(out, f->with[i]);
        }
        fputs("],", out);
    }
    if (f->attached_to) {
        fputs("\"attached_to\":", out);
        json_sel(out, f->attached_to);
        putc(',', out);
    }
    if (f->targets) {
        fputs("\"targets\":", out);
        json_sel(out, f->targets);
        putc(',', out);
    }
    if (f->except) {
        fputs("\"except\":", out);
        json_sel(out, f->except);
        putc(',', out);
    }
    if (f->shares_with) {
        fprintf(out, "\"shares\":\"%s\",%s\"shares_with\":", f->shares, f->not_shares ? "\"not_shares\":true," : "");
        json_sel(out, f->shares_with);
        putc(',', out);
    }
    json_relations(out, f);
    json_range(out, f->range);
    putc('}', out);
}

static void json_sel(FILE *out, const ir_sel *s)
{
    fprintf(out, "{\"sel\":\"%s\"", ir_sel_name(s->kind));
    if (s->kind == IR_SEL_TARGET || s->kind == IR_SEL_FOUND || s->kind == IR_SEL_PAID
        || s->kind == IR_SEL_LINKED)
        fprintf(out, ",\"slot\":%d", s->slot);
    if (s->filter) {
        fputs(",\"filter\":", out);
        json_filter(out, s->filter);
    }
    if (s->of) {
        fputs(",\"of\":", out);
        json_sel(out, s->of);
    }
    if (((s->kind == IR_SEL_SELF || s->kind == IR_SEL_EVENT || s->kind == IR_SEL_EVENT_TO) && s->in != IR_ZONE_ANY)
        || s->kind == IR_SEL_ZONE)
        fprintf(out, ",\"in\":\"%s\"", ir_zone_name(s->in));
    if (s->count) {
        fputs(",\"count\":", out);
        json_amount(out, s->count);
    }
    if (s->up_to)
        fputs(",\"up_to\":true", out);
    if (s->but) {
        fputs(",\"but\":", out);
        json_sel(out, s->but);
    }
    if (s->nparts) {
        fputs(",\"parts\":[", out);
        for (unsigned i = 0; i < s->nparts; i++) {
            if (i)
                putc(',', out);
            json_sel(out, s->parts[i]);
        }
        putc(']', out);
    }
    putc(',', out);
    json_range(out, s->range);
    putc('}', out);
}

/* The colors COLORS (bits 1 << ir_color) as their letters, in WUBRG order ("WB"). */
void ir_dump_colors(FILE *out, unsigned colors)
{
    for (int c = 0; c < 5; c++)
        if (colors & (1u << c))
            putc("WUBRG"[c], out);
}

/* Card types TYPES (bits 1 << ir_card_type) as a JSON array of their names. */
static void json_types(FILE *out, unsigned types)
{
    putc('[', out);
    int n = 0;
    for (ir_card_type t = 0; ir_card_type_name(t); t++)
        if (types & (1u << t))
            fprintf(out, "%s\"%s\"", n++ ? "," : "", ir_card_type_name(t));
    putc(']', out);
}

static void json_amount(FILE *out, const ir_amount *a)
{
    if (a->kind == IR_AMOUNT_X && a->value < 0)
        fputs("{\"amount\":\"x\",\"value\":-1,", out);     /* "−X" of a loyalty cost */
    else if (a->kind == IR_AMOUNT_X)
        fputs("{\"amount\":\"x\",", out);
    else if (a->kind == IR_AMOUNT_RESULT && a->value > 1)
        fprintf(out, "{\"amount\":\"result\",\"value\":%d,", a->value);     /* "2 life for each ... this way" */
    else if (a->kind == IR_AMOUNT_RESULT)
        fputs("{\"amount\":\"result\",", out);
    else if (a->kind == IR_AMOUNT_COUNT)
        fprintf(out, "{\"amount\":\"count\",\"value\":%d,", a->value);
    else if (a->kind == IR_AMOUNT_STAT)
        fprintf(out, "{\"amount\":\"stat\",\"stat\":\"%s\",", a->stat);
    else if (a->kind == IR_AMOUNT_DIE)
        fprintf(out, "{\"amount\":\"die\",\"value\":%d,", a->value);
    else if (a->kind == IR_AMOUNT_PARTY)
        fprintf(out, "{\"amount\":\"party\",\"value\":%d,", a->value);
    else if (a->kind == IR_AMOUNT_KICKED)
        fprintf(out, "{\"amount\":\"kicked\",\"value\":%d,", a->value);
    else if (a->kind == IR_AMOUNT_EVENT)
        fprintf(out, "{\"amount\":\"event_amount\",\"value\":%d,", a->value);
    else if (a->kind == IR_AMOUNT_VOTES)
        fprintf(out, "{\"amount\":\"votes\",\"value\":%d,\"stat\":\"%s\",\"choice\":%u,", a->value, a->stat, a->choice);
    else if (a->kind == IR_AMOUNT_COUNTERS) {
        fprintf(out, "{\"amount\":\"counters\",\"value\":%d,\"counter\":", a->value);
        jsonw_cstring(out, a->counter);
        putc(',', out);
    }
    else if (a->kind == IR_AMOUNT_GREATEST)
        fprintf(out, "{\"amount\":\"greatest\",\"stat\":\"%s\",", a->stat);
    else if (a->kind == IR_AMOUNT_TOTAL)
        fprintf(out, "{\"amount\":\"total\",\"stat\":\"%s\",", a->stat);
    else if (a->kind == IR_AMOUNT_DISTINCT)
        fprintf(out, "{\"amount\":\"distinct\",\"value\":%d,\"stat\":\"%s\",", a->value, a->stat);
    else if (a->kind == IR_AMOUNT_HISTORY)
        fprintf(out, "{\"amount\":\"history\",\"value\":%d,\"stat\":\"%s\",%s%s", a->value, a->stat,
                a->last_turn ? "\"last_turn\":true," : "", a->other ? "\"other\":true," : "");
    else if (a->kind == IR_AMOUNT_PLUS || a->kind == IR_AMOUNT_MINUS || a->kind == IR_AMOUNT_TIMES
             || a->kind == IR_AMOUNT_HALF || a->kind == IR_AMOUNT_THIRD) {
        if (a->kind == IR_AMOUNT_HALF || a->kind == IR_AMOUNT_THIRD)
            fprintf(out, "{\"amount\":\"%s\",\"rounded\":\"%s\",", a->kind == IR_AMOUNT_HALF ? "half" : "third",
                    a->value ? "up" : "down");
        else if (a->kind == IR_AMOUNT_TIMES)
            fprintf(out, "{\"amount\":\"times\",\"value\":%d,", a->value);
        else
            fprintf(out, "{\"amount\":\"%s\",", a->kind == IR_AMOUNT_PLUS ? "plus" : "minus");
        fputs("\"left\":", out);
        json_amount(out, a->left);
        if (a->right) {
            fputs(",\"right\":", out);
            json_amount(out, a->right);
        }
        putc(',', out);
    }
    else if (a->kind == IR_AMOUNT_DEVOTION) {
        fputs("{\"amount\":\"devotion\",\"colors\":\"", out);
        ir_dump_colors(out, (unsigned)a->value);
        fputs("\",", out);
    }
    else
        fprintf(out, "{\"amount\":\"const\",\"value\":%d,", a->value);
    if (a->of) {
        fputs("\"of\":", out);
        json_sel(out, a->of);
        putc(',', out);
    }
    if (a->per) {
        fputs("\"per\":", out);
        json_sel(out, a->per);
        putc(',', out);
    }
    json_range(out, a->range);
    putc('}', out);
}

static void json_instr(FILE *out, const source_file *src, const ir_instr *in);
static void json_ability(FILE *out, const source_file *src, const ir_ability *ab);

/* ",\"NAME\":[...]": the abilities of the chain AB. */
static void json_abilities(FILE *out, const source_file *src, const char *name, const ir_ability *ab)
{
    fprintf(out, ",\"%s\":[", name);
    for (; ab; ab = ab->next) {
        json_ability(out, src, ab);
        if (ab->next)
            putc(',', out);
    }
    putc(']', out);
}

static void json_body(FILE *out, const source_file *src, const char *name, const ir_instr *body)
{
    fprintf(out, ",\"%s\":[", name);
    for (const ir_instr *in = body; in; in = in->next) {
        json_instr(out, src, in);
        if (in->next)
            putc(',', out);
    }
    putc(']', out);
}

static void json_costs(FILE *out, const source_file *src, const ir_cost *costs);

/* C as the value of KEY ("cond", "if"), after a comma. */
static void json_cond(FILE *out, const char *key, const ir_condition *c)
{
    fprintf(out, ",\"%s\":{\"cond\":\"%s\",", key, ir_condition_name(c->kind));
    if (c->negated)
        fputs("\"negated\":true,", out);
    if (c->of) {
        fputs("\"of\":", out);
        json_sel(out, c->of);
        putc(',', out);
    }
    if (c->kind == IR_CONDITION_HISTORY)
        fprintf(out, "\"stat\":\"%s\",%s", c->stat, c->last_turn ? "\"last_turn\":true," : "");
    if (c->kind == IR_CONDITION_VOTE) {
        fprintf(out, "\"quant\":\"%s\",", c->quant);
        if (c->stat)
            fprintf(out, "\"stat\":\"%s\",", c->stat);
    }
    if (c->kind == IR_CONDITION_PLAYER && c->quant)
        fprintf(out, "\"quant\":\"%s\",", c->quant);
    if (c->kind == IR_CONDITION_PLAYER || c->kind == IR_CONDITION_TOTAL || c->kind == IR_CONDITION_DESIGNATED
        || c->kind == IR_CONDITION_DISTINCT || c->kind == IR_CONDITION_FLIP || c->kind == IR_CONDITION_COST_PAID
        || (c->kind == IR_CONDITION_CLASH && c->stat))
        fprintf(out, "\"stat\":\"%s\",", c->stat);
    if (c->kind == IR_CONDITION_PLAYER && c->counted) {
        fputs("\"counted\":", out);
        json_filter(out, c->counted);
        putc(',', out);
    }
    if (c->kind == IR_CONDITION_CAST && c->from != IR_ZONE_ANY)
        fprintf(out, "\"from\":\"%s\",", ir_zone_name(c->from));
    if (c->kind == IR_CONDITION_CAST && c->main_phase)
        fputs("\"main_phase\":true,", out);
    if (c->kind == IR_CONDITION_STEP)
        fprintf(out, "\"step\":\"%s\",", ir_step_name(c->step));
    if (c->amount) {
        fputs("\"amount\":", out);
        json_amount(out, c->amount);
        putc(',', out);
    }
    if (c->different)
        fprintf(out, "\"different\":\"%s\",", c->different);
    if (c->value) {
        fprintf(out, "\"compare\":\"%s\",\"value\":", c->op);
        json_amount(out, c->value);
        putc(',', out);
    } else if (c->kind == IR_CONDITION_DIE_ROLL) {
        fprintf(out, "\"compare\":\"%s\",", c->op);     /* "or_more" */
    }
    if (c->mana) {
        fputs("\"mana\":", out);
        jsonw_cstring(out, c->mana);
        putc(',', out);
    }
    if (c->cost_of) {
        fputs("\"mana_cost_of\":", out);
        json_sel(out, c->cost_of);
        putc(',', out);
    }
    if (c->than) {
        fprintf(out, "\"stat\":\"%s\",", c->stat);
        if (c->counted) {
            fputs("\"counted\":", out);
            json_filter(out, c->counted);
            putc(',', out);
        }
        fprintf(out, "\"compare\":\"%s\",\"quant\":\"%s\",\"than\":", c->op, c->quant);
        json_sel(out, c->than);
        putc(',', out);
    }
    if (c->filter) {
        fputs("\"filter\":", out);
        json_filter(out, c->filter);
        putc(',', out);
    }
    if (c->cost) {          /* an action's cost: no mana, no text needed */
        fputs("\"cost\":", out);
        json_costs(out, NULL, c->cost);
        putc(',', out);
    }
    json_range(out, c->range);
    if (c->parts)
        json_cond(out, "parts", c->parts);  /* all of these */
    if (c->also)
        json_cond(out, "and", c->also);     /* and this one too */
    if (c->or_else)
        json_cond(out, "or", c->or_else);   /* or this one */
    putc('}', out);
}

/* A target slot's bound N: a number, "X" (IR_TARGETS_X) or none
 * (IR_TARGETS_ANY: JSON null, text "any"). */
void ir_dump_bound(FILE *out, int n, bool json)
{
    if (n == IR_TARGETS_X)
        fputs(json ? "\"X\"" : "X", out);
    else if (n == IR_TARGETS_ANY)
        fputs(json ? "null" : "any", out);
    else
        fprintf(out, "%d", n);
}

static void json_targets(FILE *out, const ir_target *targets)
{
    fputs(",\"targets\":[", out);
    int slot = 0;
    for (const ir_target *t = targets; t; t = t->next, slot++) {
        fprintf(out, "{\"slot\":%d,\"min\":", slot);
        ir_dump_bound(out, t->min, true);
        fputs(",\"max\":", out);
        ir_dump_bound(out, t->max, true);
        fprintf(out, ",%s%s", t->another ? "\"another\":true," : "", t->one_owner ? "\"one_owner\":true," : "");
        if (t->kicked)
            fprintf(out, "\"kicked\":%s,", t->kicked > 0 ? "true" : "false");
        if (t->x) {
            fputs("\"x\":", out);
            json_amount(out, t->x);
            putc(',', out);
        }
        fputs("\"filter\":", out);
        json_filter(out, t->filter);
        putc(',', out);
        json_range(out, t->range);
        fputs(t->next ? "}," : "}", out);
    }
    putc(']', out);
}

static void json_instr(FILE *out, const source_file *src, const ir_instr *in)
{
    fprintf(out, "{\"op\":\"%s\",", ir_op_name(in->op));
    json_range(out, in->range);
    json_text(out, src, in->range);
    if (in->optional)
        fputs(",\"optional\":true", out);
    if (in->subject) {
        fputs(",\"subject\":", out);
        json_sel(out, in->subject);
    }
    if (in->object) {
        fputs(",\"object\":", out);
        json_sel(out, in->object);
    }
    if (in->to) {
        fputs(in->op == IR_MOVE ? ",\"attached_to\":" : ",\"to\":", out);
        json_sel(out, in->to);
    }
    if (in->amount) {
        fputs(",\"amount\":", out);
        json_amount(out, in->amount);
    }
    if (in->op == IR_MODIFY_PT || in->op == IR_DEFINE_PT)
        fprintf(out, ",\"power\":%d,\"toughness\":%d", in->power, in->toughness);
    if (in->power_x || in->toughness_x)
        fprintf(out, ",\"power_x\":%d,\"toughness_x\":%d", in->power_x, in->toughness_x);
    if (in->times)
        fprintf(out, ",\"times\":%d", in->times);
    if (in->plus)
        fprintf(out, ",\"plus\":%d", in->plus);
    if (in->word) {
        fprintf(out, ",\"%s\":", in->op == IR_GRANT || in->op == IR_REMOVE_KEYWORD || in->op == IR_FORBID_KEYWORD ? "keyword"
                                  : in->op == IR_ADD_MANA || in->op == IR_PAY || in->op == IR_CANT_ATTACK ? "mana"
                                  : in->op == IR_CANT || in->op == IR_RULE || in->op == IR_PREVENT || in->op == IR_PREVENT_NEXT
                                    || in->op == IR_REDIRECT
                                    || in->op == IR_CANT_BLOCK || in->op == IR_REPLACE || in->op == IR_SKIP_UNTAP ? "word"
                                  : in->op == IR_CHOOSE ? "choice"
                                  : "counter");
        jsonw_cstring(out, in->word);
    }
    if (in->except_colors) {
        fputs(",\"except_colors\":\"", out);
        ir_dump_colors(out, in->except_colors);
        putc('"', out);
    }
    if (in->except_type) {
        fputs(",\"except_type\":", out);
        jsonw_cstring(out, in->except_type);
    }
    if (in->name_of.types || in->name_of.nontypes || in->name_of.nonbasic_land) {
        fputs(",\"name_of\":{\"types\":", out);
        json_types(out, in->name_of.types);
        fputs(",\"nontypes\":", out);
        json_types(out, in->name_of.nontypes);
        fprintf(out, ",\"nonbasic_land\":%s}", in->name_of.nonbasic_land ? "true" : "false");
    }
    if (in->op == IR_MOVE || (in->op == IR_COUNTER && in->zone != IR_ZONE_GRAVEYARD)
        || (in->op == IR_REVEAL_UNTIL && in->zone == IR_ZONE_EXILE)
        || (in->op == IR_REPLACE && !in->times && !in->plus && !in->then && !in->skip) || ((in->op == IR_CAST || in->op == IR_RULE) && in->zone == IR_ZONE_EXILE))
        fprintf(out, ",\"zone\":\"%s\"", ir_zone_name(in->zone));
    if (in->tapped)
        fputs(",\"tapped\":true", out);
    if (in->under != IR_CTRL_ANY)
        fprintf(out, ",\"under\":\"%s\"", ir_controller_name(in->under));
    if (in->no_regeneration)
        fputs(",\"no_regeneration\":true", out);
    if (in->face_down)
        fputs(",\"face_down\":true", out);
    if (in->transformed)
        fputs(",\"transformed\":true", out);
    if (in->divided)
        fputs(",\"divided\":true", out);
    if (in->unpreventable)
        fputs(",\"unpreventable\":true", out);
    if (in->position)
        fprintf(out, ",\"position\":\"%s\"", in->position);
    if (in->op == IR_ADD_PHASES)
        fprintf(out, ",\"phase\":\"%s\",\"then_main\":%s", ir_phase_name(in->phase), in->then_main ? "true" : "false");
    if (in->from_top)
        fprintf(out, ",\"from_top\":%d", in->from_top);
    if (in->counter) {
        fputs(",\"counter\":", out);
        jsonw_cstring(out, in->counter);
    }
    if (in->mana) {
        fputs(",\"mana\":", out);
        jsonw_cstring(out, in->mana);
    }
    if (in->shuffle)
        fputs(",\"shuffle\":true", out);
    if (in->skip)
        fputs(",\"skip\":true", out);
    if (in->except_first_draw)
        fputs(",\"except_first_draw\":true", out);
    if (in->any_order)
        fputs(",\"any_order\":true", out);
    if (in->random_order)
        fputs(",\"random_order\":true", out);
    if (in->attacking)
        fputs(",\"attacking\":true", out);
    if (in->attacks) {
        fputs(",\"attacks\":", out);
        json_sel(out, in->attacks);
        if (in->or_planeswalker)
            fputs(",\"or_planeswalker\":true", out);
    }
    if (in->new_targets)
        fputs(",\"new_targets\":true", out);
    if (in->at_random)
        fputs(",\"at_random\":true", out);
    if (in->chooser) {
        fputs(",\"chooser\":", out);
        json_sel(out, in->chooser);
    }
    if (in->whose) {
        fputs(",\"whose\":", out);
        json_sel(out, in->whose);
    }
    if (in->op == IR_SEARCH && in->zones != 1u << IR_ZONE_LIBRARY) {   /* "your library and/or graveyard" */
        fputs(",\"zones\":[", out);
        for (ir_zone z = IR_ZONE_HAND, n = 0; z < IR_ZONE_ANY; z++)
            if (in->zones & 1u << z)
                fprintf(out, "%s\"%s\"", n++ ? "," : "", ir_zone_name(z));
        putc(']', out);
    }
    if (in->any_of)
        fputs(",\"any_of\":true", out);
    if (in->find_all)
        fputs(",\"find_all\":true", out);
    if (in->different_names)
        fputs(",\"different_names\":true", out);
    if (in->without_paying)
        fputs(",\"without_paying\":true", out);
    if (in->spend_as)
        fprintf(out, ",\"spend_as\":\"%s\"", in->spend_as);
    if (in->nchoices) {
        fputs(in->op == IR_VOTE ? ",\"choices\":[" : ",\"mana_choices\":[", out);
        for (unsigned i = 0; i < in->nchoices; i++) {
            if (i)
                putc(',', out);
            jsonw_cstring(out, in->choices[i]);
        }
        putc(']', out);
    }
    if (in->any_color)
        fputs(",\"any_color\":true", out);
    if (in->any_combination)
        fputs(",\"any_combination\":true", out);
    if (in->any_type_produced)
        fputs(",\"any_type_produced\":true", out);
    if (in->chosen_color)
        fputs(",\"chosen_color\":true", out);
    if (in->token) {
        const ir_token *t = in->token;
        if (t->predefined) {
            fputs(",\"token\":{\"predefined\":", out);
            jsonw_cstring(out, t->predefined);
            if (t->rules) {
                fputs(",\"rules\":", out);
                jsonw_cstring(out, t->rules);
            }
            fputs(",\"traits\":", out);
        } else if (t->copy_of) {
            fputs(",\"token\":{\"copy_of\":", out);
            json_sel(out, t->copy_of);
            fputs(",\"traits\":", out);
        } else if (t->no_pt) {
            fputs(",\"token\":{\"traits\":", out);
        } else {
            fprintf(out, ",\"token\":{\"power\":%d,\"toughness\":%d", t->power, t->toughness);
            if (t->power_x) {
                fputs(",\"power_x\":", out);
                json_amount(out, t->power_x);
            }
            if (t->toughness_x) {
                fputs(",\"toughness_x\":", out);
                json_amount(out, t->toughness_x);
            }
            fputs(",\"traits\":", out);
        }
        json_traits(out, &t->traits);
        fputs(",\"keywords\":", out);
        json_words(out, t->keywords, t->nkeywords);
        if (t->toxic)
            fprintf(out, ",\"toxic\":%d", t->toxic);
        if (t->abilities)
            json_abilities(out, src, "abilities", t->abilities);
        if (t->tapped)
            fputs(",\"tapped\":true", out);
        if (t->attacking)
            fputs(",\"attacking\":true", out);
        if (t->name) {
            fputs(",\"name\":", out);
            jsonw_cstring(out, t->name);
        }
        putc('}', out);
    }
    if (in->ability) {
        fputs(",\"ability\":", out);
        json_ability(out, src, in->ability);
    }
    if (in->from) {
        fputs(",\"from\":", out);
        json_filter(out, in->from);
    }
    if (in->abilities_of) {
        fputs(",\"abilities_of\":", out);
        json_filter(out, in->abilities_of);
    }
    if (in->any_ability)
        fputs(",\"any_ability\":true", out);
    if (in->targeted_by)
        fprintf(out, ",\"targeted_by\":\"%s\"", in->targeted_by);
    if (in->color_choice)
        fputs(",\"color_choice\":true", out);
    if (in->becomes) {
        const ir_becomes *b = in->becomes;
        fputs(",\"becomes\":{\"types\":", out);
        json_traits(out, &b->types);
        if (b->pt_mana_value) {
            fputs(",\"pt_mana_value\":true", out);
        } else if (b->pt_each) {
            fputs(",\"pt_each\":", out);
            json_amount(out, b->pt_each);
        } else if (b->power_only)
            fprintf(out, ",\"power\":%d", b->power);
        else if (b->toughness_only)
            fprintf(out, ",\"toughness\":%d", b->toughness);
        else if (b->has_pt)
            fprintf(out, ",\"power\":%d,\"toughness\":%d", b->power, b->toughness);
        if (b->color_choice) {
            fputs(",\"color_choice\":true", out);
        } else if (b->chosen_color) {
            fputs(",\"chosen_color\":true", out);
        } else if (b->has_colors) {
            fputs(",\"colors\":\"", out);
            ir_dump_colors(out, b->colors);
            putc('"', out);
        }
        if (b->keep_types)
            fputs(",\"keep_types\":true", out);
        if (b->keep_colors)
            fputs(",\"keep_colors\":true", out);
        if (b->replace_subtypes)
            fputs(",\"replace_subtypes\":true", out);
        if (b->replace_land_types)
            fputs(",\"replace_land_types\":true", out);
        if (b->type_choice)
            fputs(",\"type_choice\":true", out);
        if (b->land_type_choice)
            fputs(",\"land_type_choice\":true", out);
        if (b->chosen_type)
            fputs(",\"chosen_type\":true", out);
        if (b->lose_abilities)
            fputs(",\"lose_abilities\":true", out);
        if (b->still.ntraits) {
            fputs(",\"still\":", out);
            json_traits(out, &b->still);
        }
        if (b->lose.ntraits) {
            fputs(",\"lose\":", out);
            json_traits(out, &b->lose);
        }
        fputs(",\"keywords\":", out);
        json_words(out, b->keywords, b->nkeywords);
        if (b->abilities)
            json_abilities(out, src, "abilities", b->abilities);
        if (b->this_ability)
            fputs(",\"this_ability\":true", out);
        if (b->copy_of) {
            fputs(",\"copy_of\":", out);
            json_sel(out, b->copy_of);
        }
        putc('}', out);
    }
    if (in->duration != IR_DUR_NONE)
        fprintf(out, ",\"duration\":\"%s\"", ir_duration_name(in->duration));
    if (in->duration != IR_DUR_NONE && ir_op_layer(in->op))
        fprintf(out, ",\"layer\":\"%s\"", ir_op_layer(in->op));
    if (in->at != IR_DELAY_NONE)
        fprintf(out, ",\"at\":\"%s\"", ir_delay_name(in->at));
    if (in->op == IR_REFLEXIVE)
        json_targets(out, in->targets);
    if (in->cond) {
        json_cond(out, "cond", in->cond);
        json_body(out, src, "then", in->then);
        if (in->otherwise)
            json_body(out, src, "else", in->otherwise);
    }
    if (in->op == IR_ONE_OF || in->op == IR_AS_ENTERS || in->op == IR_REPLACE)  /* the instructions one of which is chosen; done as it enters; done instead */
        json_body(out, src, "then", in->then);
    putc('}', out);
}

static void json_costs(FILE *out, const source_file *src, const ir_cost *costs)
{
    putc('[', out);
    for (const ir_cost *c = costs; c; c = c->next) {
        fprintf(out, "{\"cost\":\"%s\",", ir_cost_name(c->kind));
        json_range(out, c->range);
        if (c->kind == IR_COST_MANA) {
            fputs(",\"mana\":", out);
            jsonw_string(out, src->text + c->range.begin, c->range.end - c->range.begin);
        }
        if (c->mana) {
            fputs(",\"mana\":", out);
            jsonw_cstring(out, c->mana);
        }
        if (c->counter) {
            fputs(",\"counter\":", out);
            jsonw_cstring(out, c->counter);
        }
        if (c->object) {
            fputs(",\"object\":", out);
            json_sel(out, c->object);
        }
        if (c->filter) {
            fputs(",\"filter\":", out);
            json_filter(out, c->filter);
        }
        if (c->amount) {
            fputs(",\"amount\":", out);
            json_amount(out, c->amount);
        }
        if (c->at_random)
            fputs(",\"at_random\":true", out);
        if (c->from)
            fprintf(out, ",\"from\":\"%s\"", c->from);
        fputs(c->next ? "}," : "}", out);
    }
    putc(']', out);
}

/* A trigger as a JSON object; another event that triggers it too in "or". */
static void json_trigger(FILE *out, const ir_trigger *t)
{
    fprintf(out, "{\"event\":\"%s\",\"whenever\":%s,\"who\":", ir_event_name(t->event),
            t->whenever ? "true" : "false");
    if (t->who)
        json_sel(out, t->who);
    else
        fputs("null", out);     /* an event of the game, "day becomes night" */
    if (t->event == IR_EV_STEP)
        fprintf(out, ",\"step\":\"%s\"", ir_step_name(t->step));
    if (t->under != IR_CTRL_ANY)
        fprintf(out, ",\"under\":\"%s\"", ir_controller_name(t->under));
    if (t->what) {
        fputs(",\"what\":", out);
        json_sel(out, t->what);
    }
    if (t->to) {
        fputs(",\"to\":", out);
        json_sel(out, t->to);
    }
    if (t->event == IR_EV_PUT)
        fprintf(out, ",\"from\":\"%s\",\"into_owner\":\"%s\"", ir_zone_name(t->from),
                ir_controller_name(t->into_owner));
    if (t->event == IR_EV_LEAVES_GRAVEYARD)
        fprintf(out, ",\"into_owner\":\"%s\"", ir_controller_name(t->into_owner));
    if (t->event == IR_EV_MOVED)
        fprintf(out, ",\"to_zone\":\"%s\",\"from\":\"%s\",\"into_owner\":\"%s\"", ir_zone_name(t->to_zone),
                ir_zone_name(t->from), ir_controller_name(t->into_owner));
    if (t->with) {
        fprintf(out, ",\"at_least\":%d,\"with\":", t->at_least);
        json_sel(out, t->with);
    }
    else if (t->at_least)
        fprintf(out, ",\"at_least\":%d", t->at_least);
    if (t->one_or_more)
        fputs(",\"one_or_more\":true", out);
    if (t->to_one_or_more)
        fputs(",\"to_one_or_more\":true", out);
    if (t->each_counter)
        fputs(",\"each_counter\":true", out);
    if (t->last_counter)
        fprintf(out, ",\"last_counter\":true,\"from\":\"%s\"", ir_zone_name(t->from));
    if (t->mana)
        fputs(",\"mana\":true", out);
    if (t->not_mana)
        fputs(",\"not_mana\":true", out);
    if (t->loyalty)
        fputs(",\"loyalty\":true", out);
    if (t->nth)
        fprintf(out, ",\"nth\":%d", t->nth);
    if (t->alone)
        fputs(",\"alone\":true", out);
    if (t->into_self)
        fputs(",\"into_self\":true", out);
    if (t->won)
        fputs(",\"won\":true", out);
    if (t->greater_power)
        fputs(",\"greater_power\":true", out);
    if (t->counter) {
        fputs(",\"counter\":", out);
        jsonw_cstring(out, t->counter);
    }
    if (t->untapped)
        fputs(",\"untapped\":true", out);
    if ((t->event == IR_EV_CAST || t->event == IR_EV_ENTERS) && t->from != IR_ZONE_ANY)
        fprintf(out, ",\"from\":\"%s\",\"owner\":\"%s\"", ir_zone_name(t->from), ir_controller_name(t->into_owner));
    if (t->from_except)
        fputs(",\"from_except\":true", out);
    if (t->during)
        json_cond(out, "during", t->during);
    if (t->event == IR_EV_BECOMES_TARGET || t->by_spell || t->by_ability)
        fprintf(out, ",\"by\":\"%s\"", t->by_ability ? t->by_spell ? "spell_or_ability" : "ability" : "spell");
    if (t->by_who) {
        fputs(",\"by_who\":", out);
        json_sel(out, t->by_who);
    }
    if (t->state)
        json_cond(out, "state", t->state);
    if (t->chapters) {
        fputs(",\"chapters\":[", out);
        for (unsigned n = 1, first = 1; n < 32; n++)
            if (t->chapters & (1u << n)) {
                fprintf(out, "%s%u", first ? "" : ",", n);
                first = 0;
            }
        putc(']', out);
    }
    if (t->event == IR_EV_ROOM) {
        fprintf(out, ",\"room\":%u,\"room_name\":", t->room);
        jsonw_cstring(out, t->room_name);
        fputs(",\"leads\":[", out);
        for (unsigned n = 1, first = 1; n < 32; n++)
            if (t->leads & (1u << n)) {
                fprintf(out, "%s%u", first ? "" : ",", n);
                first = 0;
            }
        putc(']', out);
    }
    if (t->cond)
        json_cond(out, "if", t->cond);
    if (t->or) {
        fputs(",\"or\":", out);
        json_trigger(out, t->or);
    }
    putc(',', out);
    json_range(out, t->range);
    putc('}', out);
}

/* A keyword's parameter: its filter, amount and costs, when it has them. */
static void json_kw_param(FILE *out, const source_file *src, const ir_kw_param *e)
{
    if (e->filter) {
        fputs(",\"filter\":", out);
        json_filter(out, e->filter);
    }
    if (e->amount) {
        fputs(",\"amount\":", out);
        json_amount(out, e->amount);
    }
    if (e->costs) {
        fputs(",\"costs\":", out);
        json_costs(out, src, e->costs);
    }
    if (e->overloaded)      /* its ranges are of that text (ir_overloaded_card) */
        json_abilities(out, e->overloaded->card->src, "overloaded", e->overloaded->abilities);
}

static void json_ability(FILE *out, const source_file *src, const ir_ability *ab)
{
    fprintf(out, "{\"kind\":\"%s\",", ir_ability_name(ab->kind));
    json_range(out, ab->range);
    json_text(out, src, ab->range);
    if (ab->level_lo)       /* a leveler's band (CR 711.2): level_hi 0, none */
        fprintf(out, ",\"level_lo\":%d,\"level_hi\":%d", ab->level_lo, ab->level_hi);
    if (ab->kind == IR_AB_KEYWORD) {
        fputs(",\"keywords\":[", out);
        for (unsigned i = 0; i < ab->nkeywords; i++) {
            if (i)
                putc(',', out);
            jsonw_cstring(out, ab->keywords[i]);
        }
        putc(']', out);
        if (ab->targets)        /* equip's, fortify's, ...: their rules' (CR 702.6a) */
            json_targets(out, ab->targets);
        json_kw_param(out, src, &(ir_kw_param){ .filter = ab->filter, .amount = ab->amount, .costs = ab->costs });
        fputs(",\"each\":[", out);
        for (unsigned i = 0; i < ab->nkeywords; i++) {
            const ir_kw_param *e = &ab->each[i];
            fputs(i ? ",{\"keyword\":" : "{\"keyword\":", out);
            jsonw_cstring(out, e->name);
            putc(',', out);
            json_range(out, e->range);
            json_text(out, src, e->range);
            if (e->defined)
                fputs(",\"defined\":true", out);
            json_kw_param(out, src, e);
            putc('}', out);
        }
        fputs("]}", out);
        return;
    }
    json_targets(out, ab->targets);
    if (ab->kind == IR_AB_ACTIVATED || ab->kind == IR_AB_MANA || ab->kind == IR_AB_ADDITIONAL_COST
        || ab->kind == IR_AB_ALTERNATIVE_COST) {
        if (ab->sorcery_speed)
            fputs(",\"sorcery_speed\":true", out);
        if (ab->once_each_turn)
            fputs(",\"once_each_turn\":true", out);
        if (ab->once)
            fputs(",\"once\":true", out);
        if (ab->before_attackers)
            fputs(",\"before_attackers\":true", out);
        if (ab->any_player)
            fputs(",\"any_player\":true", out);
        if (ab->optional)
            fputs(",\"optional\":true", out);
        if (ab->only_if)
            json_cond(out, "only_if", ab->only_if);
        fputs(",\"costs\":", out);
        json_costs(out, src, ab->costs);
    } else if (ab->kind == IR_AB_TRIGGERED && ab->once_each_turn) {
        fputs(",\"once_each_turn\":true", out);
    }
    if (ab->works_in != IR_ZONE_BATTLEFIELD)
        fprintf(out, ",\"works_in\":\"%s\"", ir_zone_name(ab->works_in));
    if (ab->trigger) {
        fputs(",\"trigger\":", out);
        json_trigger(out, ab->trigger);
    }
    if (ab->cond)
        json_cond(out, "as_long_as", ab->cond);
    fputs(",\"body\":[", out);
    for (const ir_instr *in = ab->body; in; in = in->next) {
        json_instr(out, src, in);
        if (in->next)
            putc(',', out);
    }
    putc(']', out);
    if (ab->modes) {
        fprintf(out, ",\"choose\":%d", ab->choose);
        if (ab->choose_max != ab->choose)
            fprintf(out, ",\"choose_max\":%d", ab->choose_max);
        if (ab->choose_more_if) {
            fprintf(out, ",\"choose_more\":%d", ab->choose_more);
            json_cond(out, "choose_more_if", ab->choose_more_if);
        }
        if (ab->modes_repeat)
            fputs(",\"modes_repeat\":true", out);
        json_abilities(out, src, "modes", ab->modes);
    }
    putc('}', out);
}

void ir_dump_json(FILE *out, const ir_card *ic)
{
    const card *c = ic->card;
    fprintf(out, "{\"ir\":%d,\"name\":", IR_VERSION);
    jsonw_cstring(out, c->name);
    fprintf(out, ",\"line\":%u", source_line(c->src, c->header_range.begin));
    json_abilities(out, c->src, "abilities", ic->abilities);
    fputs("}\n", out);
}
