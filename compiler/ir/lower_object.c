/* lower_object.c — the things an instruction of an effect names beyond
 * its selections (docs/ir.md): the tokens it creates, the mana it adds,
 * the zones cards move from and to, the objects chosen as it resolves,
 * what an object becomes.  lower_effect.c lowers the instructions. */
#include "lower_int.h"
#include "parser.h"
#include "syntax.h"
#include <ctype.h>

/* A predefined token (CR 111.10 of the current rules) by its NAME (ir.def,
 * IR_PREDEFINED_TOKEN, or the reminder text's RULES): an artifact of that
 * subtype. */
ir_token *lower_predefined_token(lower *l, const char *name, const char *rules)
{
    ir_token *t = alloc(l, sizeof *t);
    t->predefined = name;
    t->rules = rules;
    t->traits.traits = alloc(l, 2 * sizeof *t->traits.traits);
    t->traits.traits[0] = (ir_trait){ IR_TRAIT_TYPE, "artifact", false };
    char *sub = arena_printf(l->a, "%s", name);     /* a subtype's word is lower-case */
    for (char *c = sub; *c; c++)
        *c = (char)tolower((unsigned char)*c);
    t->traits.traits[1] = (ir_trait){ IR_TRAIT_SUBTYPE, sub, false };
    t->traits.ntraits = 2;
    return t;
}

/* The description D of what mana may be spent on (the spells, or the
 * objects whose abilities): traits only, of anyone's. */
static const ir_filter *spend_filter(lower *l, const node *d)
{
    const ir_filter *f = lower_filter(l, d, NULL);
    if (!ir_filter_only_traits(f) || f->other || f->controller != IR_CTRL_ANY)
        refuse(l, d, arena_printf(l->a, "spending mana only on %s", quoted(l, d)));
    return f;
}

bool lower_spend_only(lower *l, const node *s, ir_instr ***tail, bool optional)
{
    fx_spend_only read, *spend = &read;
    if (!meaning_spend_only(s, spend))
        return false;
    if (optional || !l->last || l->last->op != IR_ADD_MANA || l->delay != IR_DELAY_NONE || l->duration != IR_DUR_NONE)
        refuse(l, s, arena_printf(l->a, "the sentence %s", quoted(l, s)));     /* "this mana": the mana just added */
    ir_instr *in = instr_new(l, IR_SPEND_ONLY, s);
    in->from = spend->spells ? spend_filter(l, spend->spells) : NULL;
    in->abilities_of = spend->abilities_of ? spend_filter(l, spend->abilities_of) : NULL;
    in->any_ability = spend->any_ability;
    in->word = spend->not ? "not" : NULL;
    emit(l, tail, in, false);
    return true;
}

/* "two 1/1 white Soldier creature tokens", "a 2/2 green Wolf creature
 * token with trample": a creature token whose power, toughness, color and
 * types the text states (CR 111.4); *OUT gets it, the result is how many.
 * A predefined token (Treasure, CR 111.10) by its name; the rest are
 * refused.  HAS: what "It has ..." after it says it has too (a list), or
 * NULL. */
const ir_amount *lower_token(lower *l, const node *obj, const node *has, const ir_token **out)
{
    unsigned enters;
    const node *copy_pt;     /* "a 1/1 token copy of it": an exception, lower_action's */
    const node *copied = ir_token_copy_of(obj, &enters, &copy_pt);
    if (copied) {       /* "a token that's a copy of that creature" (cg_create) */
        if (has)
            refuse(l, has, arena_printf(l->a, "%s on a token copy", quoted(l, has)));
        ir_token *t = alloc(l, sizeof *t);
        t->copy_of = lower_sel(l, copied, NULL);
        t->tapped = (enters & IR_ENTERS_TAPPED) != 0;
        t->attacking = (enters & IR_ENTERS_ATTACKING) != 0;
        *out = t;
        return object_count(l, obj, "the number of tokens");
    }
    const char *rules = NULL;
    const char *predefined = ir_predefined_token_of(obj);
    if (!predefined)                /* "two Map tokens. (They're artifacts with \"...\")" */
        predefined = ir_reminder_token_of(l->a, l->card, obj, &rules);
    if (predefined && has)
        refuse(l, has, arena_printf(l->a, "%s on a predefined token", quoted(l, has)));
    if (predefined) {               /* "a Treasure token" */
        ir_token *t = lower_predefined_token(l, predefined, rules);
        t->tapped = ir_named_token_tapped(obj);     /* "a tapped Powerstone token" */
        *out = t;
        return object_count(l, obj, "the number of tokens");
    }
    const node *f = obj && obj->kind == N_OBJECT ? obj->a : NULL;
    if (!f || f->kind != N_FILTER || f->text || f->lossy || !f->a || !f->a->a || f->a->a->next
        || f->a->a->kind != N_TRAITS || !f->a->a->a)
        refuse(l, obj, arena_printf(l->a, "the token %s", obj ? quoted(l, obj) : "(none)"));
    ir_token *t = alloc(l, sizeof *t);
    unsigned n = 0;
    for (const node *w = f->a->a->a->a; w; w = w->next)
        for (const node *i = w->kind == N_LIST ? w->a : w; i; i = w->kind == N_LIST ? i->next : NULL)
            n++;
    t->traits.traits = alloc(l, n * sizeof *t->traits.traits);
    bool pt = false, creature = false, color = false, token = false, typed = false;
    for (const node *w = f->a->a->a->a; w; w = w->next) {
        int len = 0;
        if (w->kind == N_WORD && w->text && !pt && sscanf(w->text, "%d/%d%n", &t->power, &t->toughness, &len) == 2
            && !w->text[len] && t->power >= 0 && t->toughness >= 0) {
            pt = true;
            continue;
        }
        fx_pt_change x;
        if (w->kind == N_WORD && !pt && meaning_pt_x(w, &x)) {     /* "an X/X ... token" (cg_create) */
            t->power = x.power;
            t->toughness = x.toughness;
            t->power_x = x.x_power ? lower_x_amount(l, w) : NULL;
            t->toughness_x = x.x_toughness ? lower_x_amount(l, w) : NULL;
            pt = true;
            continue;
        }
        if (is(w, N_WORD, "token") && !w->next) {
            token = true;
            continue;
        }
        if (ir_enters_as_of(w)) {   /* "a tapped 1/1 ... token" (cg_token_def) */
            t->tapped |= (ir_enters_as_of(w) & IR_ENTERS_TAPPED) != 0;
            t->attacking |= (ir_enters_as_of(w) & IR_ENTERS_ATTACKING) != 0;
            continue;
        }
        if (is(w, N_WORD, "colorless") && !color) {
            color = true;
            continue;
        }
        if (w->kind == N_LIST && ir_list_of(w) == IR_LIST_AND && w->a) {    /* "green and white" (cg_token_def) */
            for (const node *c = w->a; c; c = c->next) {
                ir_trait *tr = &t->traits.traits[t->traits.ntraits++];
                lower_trait(l, c, tr);
                if (tr->negated || tr->kind != IR_TRAIT_COLOR)
                    refuse(l, w, arena_printf(l->a, "the colors %s of a token", quoted(l, w)));
            }
            color = true;
            continue;
        }
        ir_trait *tr = &t->traits.traits[t->traits.ntraits++];
        lower_trait(l, w, tr);
        if (tr->negated || (tr->kind != IR_TRAIT_TYPE && tr->kind != IR_TRAIT_SUBTYPE && tr->kind != IR_TRAIT_COLOR
                            && tr->kind != IR_TRAIT_SUPERTYPE))     /* "a legendary 2/2 ... token" */
            refuse(l, w, arena_printf(l->a, "the word '%s' in a token", w->text));
        color = color || tr->kind == IR_TRAIT_COLOR;
        creature = creature || (tr->kind == IR_TRAIT_TYPE && !strcmp(tr->word, "creature"));
        typed = typed || tr->kind == IR_TRAIT_TYPE;
    }
    /* "a colorless artifact token named Etherium Cell with \"...\"": no
     * power and toughness but a creature's (cg_token_def) */
    if (!typed || !color || !token || (!creature && (pt || ir_token_defines_pt(obj, has))))
        refuse(l, obj, arena_printf(l->a, "the token %s", quoted(l, obj)));
    const node *with = NULL;
    for (const node *q = f->b ? f->b->a : NULL; q; q = q->next) {
        if (ir_enters_as_of(q)) {   /* "that's tapped and attacking" */
            t->tapped |= (ir_enters_as_of(q) & IR_ENTERS_TAPPED) != 0;
            t->attacking |= (ir_enters_as_of(q) & IR_ENTERS_ATTACKING) != 0;
            continue;
        }
        if (ir_qual_of(q) == IR_QUAL_NAMED && q->a && q->a->kind == N_NAME && !q->a->lossy && !t->name) {
            /* "named Butterfly": the name the effect gives it (CR 111.4; cg_token_def) */
            t->name = ir_name_is_self(l->card, q->a) ? l->card->name : q->a->text;
            continue;
        }
        if (!is(q, N_QUALIFIER, "with") || !q->a || q->a->kind != N_LIST || with)
            refuse(l, q, arena_printf(l->a, "%s on a token", quoted(l, q)));
        with = q->a;
    }
    /* "with flying and \"{T}: Add {G}.\"", and what "It has ..." after it adds */
    const node *lists[] = { with, has };
    unsigned room = 0;
    for (unsigned i = 0; i < 2; i++)
        for (const node *k = lists[i] ? lists[i]->a : NULL; k; k = k->next)
            room++;
    t->keywords = room ? alloc(l, room * sizeof *t->keywords) : NULL;
    ir_ability *abilities = NULL, **ab_tail = &abilities;
    for (unsigned i = 0; i < 2; i++)
        for (const node *k = lists[i] ? lists[i]->a : NULL; k; k = k->next) {
            if (k->kind == N_QUOTED) {
                *ab_tail = lower_granted(l, k, false);
                ab_tail = &(*ab_tail)->next;
                continue;
            }
            if (k->kind == N_KEYWORD && ir_kw_ability_of(k) == IR_KA_TOXIC && ir_keyword_number(k) > 0 && !k->b
                && !k->lossy) {
                t->toxic += ir_keyword_number(k);   /* "with toxic 1" (a Mite's), CR 702.164c */
                continue;
            }
            if (k->kind != N_KEYWORD || !k->text || k->a || k->b || k->lossy)
                refuse(l, k, arena_printf(l->a, "the keyword %s on a token", quoted(l, k)));
            t->keywords[t->nkeywords++] = k->text;
        }
    /* "a white Avatar creature token. It has \"This creature's power and
     * toughness are each equal to your life total.\"": no power and
     * toughness of its own, 0/0, which its ability defines (CR 604.3,
     * layer 7a) */
    if (creature && pt == ir_token_defines_pt(obj, has))
        refuse(l, obj, arena_printf(l->a, "the token %s", quoted(l, obj)));
    t->abilities = abilities;
    t->no_pt = !creature;
    *out = t;
    return object_count(l, obj, "the number of tokens");
}

/* Symbols as written ("{C}{C}"), from a mana node with no parts. */
const char *mana_symbols(lower *l, const node *m)
{
    if (!m || m->kind != N_MANA || m->text || m->a || m->b || m->c || m->lossy)
        refuse(l, m, arena_printf(l->a, "the mana %s", m ? quoted(l, m) : "(none)"));
    return arena_strndup(l->a, l->card->src->text + m->range.begin, m->range.end - m->range.begin);
}

/* What "add" adds to your mana pool (CR 106.4): these symbols ("{G}",
 * "{C}{C}"), one of them ("{G} or {U}", "{C}, {G}, or {U}"), N mana of
 * any one color ("one mana of any color", "two mana of any one color", CR
 * 106.1b), or N in any combination of colors, or of the color chosen as
 * the source entered (gen_mana_choice); one of them may be "one mana of
 * the chosen color" (chosen_color). */
void lower_mana(lower *l, const node *m, ir_instr *in)
{
    if (m->text && !strcmp(m->text, "additional") && m->a)
        m = m->a;       /* "an additional one mana of any color": as much more */
    if (!m->text) {
        in->word = mana_symbols(l, m);
    } else if (!strcmp(m->text, "one of") && m->a && m->b) {
        const node *parts[] = { m->a, m->b, m->c };
        in->nchoices = m->c ? 3 : 2;
        in->choices = alloc(l, in->nchoices * sizeof *in->choices);
        for (unsigned i = 0; i < in->nchoices; i++)    /* "{R} or one mana of the chosen color" */
            in->choices[i] = meaning_word(parts[i]) == FX_W_CHOSEN_COLOR && ir_number(parts[i]->a) == 1
                             && !parts[i]->b && !parts[i]->c ? ir_chosen_color_choice : mana_symbols(l, parts[i]);
    } else if ((meaning_word(m) == FX_W_ANY_COLOR || meaning_word(m) == FX_W_ANY_ONE_COLOR
                || meaning_word(m) == FX_W_ANY_COMBINATION) && m->a && !m->b && !m->c) {
        in->any_combination = meaning_word(m) == FX_W_ANY_COMBINATION;
        in->any_color = !in->any_combination;
        in->amount = lower_amount(l, m->a);
    } else if (!strcmp(m->text, "any type that ... produced") && m->a && !m->c && l->out->trigger
               && l->ab->ast->a && ir_that_tapped_permanent(l->ab->ast->a->a, m->b)) {
        in->any_type_produced = true;   /* "one mana of any type that land produced" */
        in->amount = lower_amount(l, m->a);
        /* "That land doesn't untap ...": the permanent the event tapped */
        remember_sel(l, m->b, sel_new(l, IR_SEL_EVENT_TO, m->b->range));
    } else if (meaning_word(m) == FX_W_CHOSEN_COLOR && m->a && !m->b && !m->c) {
        in->chosen_color = true;        /* "one mana of the chosen color" (gen_mana_choice) */
        in->amount = lower_amount(l, m->a);
    } else {
        refuse(l, m, arena_printf(l->a, "the mana %s", quoted(l, m)));
    }
}

/* The player who acts: the subject, or you when the sentence is imperative. */
const ir_sel *player_subject(lower *l, const node *act)
{
    if (!act->a)
        return sel_new(l, IR_SEL_YOU, act->range);
    const ir_sel *s = lower_sel(l, act->a, NULL);
    return s;
}

/* "Exile target card from a graveyard", "Return all creature cards from
 * your graveyard": the objects were chosen in the place FROM names (a
 * target slot's in lower_targets); anything else is refused. */
static void check_from(lower *l, const ir_sel *object, const node *from, place p)
{
    if (!from)
        return;
    if (object->kind == IR_SEL_AND) {   /* "target instant card and target sorcery card from your graveyard" */
        for (unsigned i = 0; i < object->nparts; i++)
            check_from(l, object->parts[i], from, p);
        return;
    }
    const ir_filter *f = object->filter;
    if (object->kind == IR_SEL_TARGET) {
        const ir_target *t = l->reflexive ? l->reflexive_targets : l->out->targets;    /* (its own slots) */
        for (int i = 0; t && i < object->slot; i++)
            t = t->next;
        f = t ? t->filter : NULL;
    }
    /* "all cards from a graveyard" could mean one graveyard or every one */
    if (!f || (object->kind != IR_SEL_TARGET && object->kind != IR_SEL_ALL) || f->zone != p.zone
        || f->zone_owner != p.owner || (object->kind == IR_SEL_ALL && p.owner != IR_CTRL_YOU && !every_graveyard(from)))
        refuse(l, from, arena_printf(l->a, "%s for objects not chosen there", quoted(l, from)));
}

/* OBJECT, moved FROM (the zone P): "return ~ from your graveyard" is the
 * card only while it is in that zone of yours (moved() in cg_effect.c);
 * else what check_from allows. */
const ir_sel *moved_from(lower *l, const ir_sel *object, const node *from, place p)
{
    if (from && object->kind == IR_SEL_SELF && (p.owner == IR_CTRL_YOU || p.zone == IR_ZONE_EXILE)
        && p.zone != IR_ZONE_BATTLEFIELD) {
        ir_sel *s = sel_new(l, IR_SEL_SELF, object->range);
        s->in = p.zone;
        return s;
    }
    if (from && (object->kind == IR_SEL_EVENT || object->kind == IR_SEL_EVENT_TO) && p.owner == IR_CTRL_YOU
        && p.zone != IR_ZONE_BATTLEFIELD) {
        /* "exile that card from your graveyard" (the card discarded): only while it is there (cg_moved) */
        ir_sel *s = sel_new(l, object->kind, object->range);
        s->in = p.zone;
        return s;
    }
    check_from(l, object, from, p);
    return object;
}

/* Is NP one object the controller chooses ("a creature you control",
 * "another creature you control": cg_your_choice, one of cg_moved)? */
static bool one_chosen(const node *np)
{
    return np && np->kind == N_OBJECT && (meaning_det(np) == FX_DET_A || meaning_det(np) == FX_DET_ANOTHER) && !np->c;
}

const node *with_zone(lower *l, const node *obj, const node *from)
{
    /* the description with "in that zone" among its qualifiers (as cg_moved's) */
    node *f = node_new(l->a, N_FILTER, obj->a->range), *o = node_new(l->a, N_OBJECT, obj->range);
    *f = *obj->a;
    f->b = list_new(l->a, obj->range);
    for (const node *q = obj->a->b ? obj->a->b->a : NULL; q; q = q->next) {
        node *copy = node_new(l->a, q->kind, q->range);
        *copy = *q;
        copy->next = NULL;
        list_append(f->b, copy);
    }
    node *in = node_new(l->a, N_QUALIFIER, from->range);
    in->text = "in";
    in->a = node_new(l->a, from->kind, from->range);
    *in->a = *from;
    in->a->next = NULL;
    list_append(f->b, in);
    *o = *obj;
    o->a = f;
    return o;
}

/* How many OBJ says: its count ("two cards"), or one for "a"/"an" and
 * "another" (its filter says "other"); else refused as WHAT. */
const ir_amount *object_count(lower *l, const node *obj, const char *what)
{
    if (obj->c && obj->c->kind == N_AMOUNT && meaning_amount(obj->c) == FX_AMT_A_NUMBER && l->a_number)
        return lower_effect_amount(l, l->a_number);     /* "a number of cards equal to ..." */
    if (obj->c)
        return lower_effect_amount(l, obj->c);
    if (meaning_det(obj) == FX_DET_A || meaning_det(obj) == FX_DET_ANOTHER) {   /* "another creature": one */
        ir_amount *one = alloc(l, sizeof *one);
        one->value = 1;
        one->range = obj->range;
        return one;
    }
    refuse(l, obj, arena_printf(l->a, "%s %s", what, quoted(l, obj)));
}

ir_instr *lower_own_choice(lower *l, const node *act, const node *from, const node *dest)
{
    fx_verb v = meaning_verb(act);    /* "that player untaps a land they control" */
    ir_instr *in = instr_new(l, dest ? IR_MOVE : v == FX_VERB_TAP ? IR_TAP : v == FX_VERB_UNTAP ? IR_UNTAP : IR_EXILE, act);
    in->subject = player_subject(l, act);
    ir_sel *s = sel_new(l, IR_SEL_CHOSEN, act->b->range);
    s->filter = counted_filter(l, from ? with_zone(l, act->b, from) : act->b, NULL);
    s->count = object_count(l, act->b, "the objects");
    remember_sel(l, act->b, s);     /* "If it's a creature card", "that card" after it */
    in->object = s;
    if (!dest)
        return in;
    if (dest->kind == N_ZONE && (meaning_word(dest) == FX_W_TOP || meaning_word(dest) == FX_W_BOTTOM)) {
        in->zone = zone_of(l, dest->a);     /* "on top of their library" */
        in->position = meaning_word(dest) == FX_W_TOP ? "top" : "bottom";
        if (in->zone != IR_ZONE_LIBRARY)
            refuse(l, dest, arena_printf(l->a, "the zone %s", quoted(l, dest)));
    } else {
        in->zone = is(dest, N_ZONE, "battlefield") && !dest->a ? IR_ZONE_BATTLEFIELD : zone_of(l, dest);
        if (in->zone == IR_ZONE_LIBRARY)    /* "into", not "on top of" */
            refuse(l, dest, arena_printf(l->a, "the zone %s", quoted(l, dest)));
    }
    return in;
}

/* OBJ moved FROM a zone of a player a selection names: "Exile all creature
 * cards from target player's graveyard" is the set of those in that zone,
 * that player's (cg_moved); NULL for any other. */
const ir_sel *from_zone_sel(lower *l, const node *obj, const node *from)
{
    ir_zone z;
    if (from && obj && obj->kind == N_OBJECT && meaning_det_is_set(meaning_det(obj)) && ir_zone_of_player(from, &z)
        && obj->a && obj->a->kind == N_FILTER && !obj->b)
        return lower_sel(l, with_zone(l, obj, from), NULL);
    return NULL;
}

/* What NP names: "a creature you control" is one the controller chooses as
 * the instruction is carried out (CR 413.2c: chosen_or_named in
 * cg_effect.c); else the selection it names. */
/* "up to two lands", "any number of untapped creatures you control",
 * "two lands you control", "two cards" (in ZONE): that many (at most), the
 * controller's choice (cg_chosen in cg_moved); NULL for another phrase. */
const ir_sel *counted_chosen(lower *l, const node *np, const place *zone)
{
    fx_det det = np && np->kind == N_OBJECT ? meaning_det(np) : FX_DET_NONE;
    const node *c = np && np->kind == N_OBJECT ? np->c : NULL;
    if (c && !meaning_det_is_set(det) && det != FX_DET_TOP && det != FX_DET_NO && det != FX_DET_NO_OTHER) {
        ir_sel *s = sel_new(l, IR_SEL_CHOSEN, np->range);
        s->filter = counted_filter(l, np, zone);
        if (c->kind == N_COMPARE && meaning_word(c) == FX_W_LE && c->a)
            s->count = lower_effect_amount(l, c->a), s->up_to = true;
        else if (c->kind == N_AMOUNT && meaning_amount(c) == FX_AMT_ANY_NUMBER)
            s->up_to = true;
        else
            s->count = lower_effect_amount(l, c);
        for (const ir_alt *a = s->filter->any_of; a; a = a->next)
            for (unsigned i = 0; i < a->ntraits; i++)
                if (a->traits[i].kind == IR_TRAIT_PLAYER)
                    refuse(l, np, arena_printf(l->a, "the noun phrase %s", quoted(l, np)));
        remember_sel(l, np, s);
        return s;
    }
    return NULL;
}

const ir_sel *chosen_or_sel(lower *l, const node *np)
{
    if (one_chosen(np)) {
        ir_sel *s = sel_new(l, IR_SEL_CHOSEN, np->range);
        s->filter = lower_filter(l, np, NULL);
        remember_sel(l, np, s);     /* "that creature" after it (cg_bind in cg_moved) */
        return s;
    }
    const ir_sel *counted = counted_chosen(l, np, NULL);
    return counted ? counted : lower_sel(l, np, NULL);
}

/* The card types of TYPES (bits 1 << ir_card_type) as traits, into A. */
static void type_traits(lower *l, unsigned types, ir_alt *a, unsigned room)
{
    if (!a->traits)
        a->traits = alloc(l, room * sizeof *a->traits);
    for (int i = 0; i < 32; i++)
        if (types & 1u << i)
            a->traits[a->ntraits++] = (ir_trait){ IR_TRAIT_TYPE, ir_card_type_name((ir_card_type)i), false };
}

/* What "X becomes ..." (action ACT, NEXT the statement after it) makes X
 * (ir_becoming_of, as cg_become reads it); of a characteristic-defining
 * ability gained, only the card's own "with \"This creature's power and
 * toughness are each equal to N.\"" is said yet. */
const ir_becomes *lower_becoming(lower *l, const node *act, const node *next)
{
    ir_becoming b;
    const char *why;
    const node *bad = ir_becoming_of(l->card, act, next, &b, &why);
    if (bad)
        refuse(l, bad, why ? arena_printf(l->a, "%s in %s", why, quoted(l, act))
                           : arena_printf(l->a, "the word %s in %s", quoted(l, bad), quoted(l, act)));
    /* "becomes blue in addition to its other colors": its colors added (cg_become_changes) */
    bool colors_also = b.keep_colors && b.has_colors && !b.color_choice && !b.chosen_color;
    if (b.also && ((!b.types && !b.type_choice && !b.land_type_choice && !b.chosen_type && !b.nsubtypes && !colors_also)
                   || b.still))
        refuse(l, b.also, arena_printf(l->a, "%s in %s", quoted(l, b.also), quoted(l, act)));
    ir_becomes *out = alloc(l, sizeof *out);
    out->has_pt = b.has_pt;
    out->power_only = b.power_only;
    out->toughness_only = b.toughness_only;
    out->pt_mana_value = b.pt_mana_value;
    out->power = b.power;
    out->toughness = b.toughness;
    out->has_colors = b.has_colors;
    out->colors = b.colors;
    out->color_choice = b.color_choice;
    out->keep_types = b.keep_types;      /* the new types added to its own (cg_become_changes) */
    out->keep_colors = b.keep_colors && b.has_colors;   /* "in addition to its other colors and types" */
    out->replace_subtypes = b.replace_subtypes;
    out->replace_land_types = b.replace_land_types;
    out->type_choice = b.type_choice;
    out->land_type_choice = b.land_type_choice;
    out->chosen_type = b.chosen_type;
    out->chosen_color = b.chosen_color;
    unsigned types = 1u << IR_CHOICE_CREATURE_TYPE | 1u << IR_CHOICE_BASIC_LAND_TYPE;
    if (b.that_type && !(l->chose & types))     /* "that type" with no type chosen just before */
        refuse(l, act->b, arena_printf(l->a, "%s in %s", quoted(l, act->b), quoted(l, act)));
    if (b.that_type && (l->chose & 1u << IR_CHOICE_BASIC_LAND_TYPE)) {
        out->replace_land_types = b.replace_subtypes;   /* "becomes that type": a basic land type (CR 305.7) */
        out->replace_subtypes = false;
    }
    type_traits(l, b.types, &out->types, 32 + IR_BECOMING_MAX);
    for (unsigned i = 0; i < b.nsubtypes; i++)
        lower_trait(l, b.subtypes[i], &out->types.traits[out->types.ntraits++]);
    type_traits(l, b.still, &out->still, 32);
    out->keywords = alloc(l, IR_BECOMING_MAX * sizeof *out->keywords);
    ir_ability *gained = NULL, **gained_tail = &gained;
    ir_cda cda;
    for (unsigned i = 0; i < b.nwith; i++) {
        const node *k = b.with[i];
        if (k->kind == N_QUOTED && !ir_cda_of(k->a->b->a, &cda)) {
            /* "becomes a 3/3 Elemental creature with \"Whenever this creature
             * attacks, ...\"": an ability of its own (layer 6) */
            *gained_tail = lower_granted(l, k, act->a && act->a->kind == N_SELF);
            gained_tail = &(*gained_tail)->next;
            continue;
        }
        if (k->kind == N_QUOTED && cda.power && cda.toughness && !cda.power_plus && !cda.toughness_plus
            && act->a && act->a->kind == N_SELF && !out->has_pt && !out->pt_mana_value && !out->pt_each) {
            /* "~ becomes a ... creature with \"This creature's power and toughness are each
             * equal to the number of creature cards in your graveyard.\"": no
             * characteristic-defining ability once gained (CR 604.3a), its base P/T set by
             * this effect, counted as it applies (layer 7b; cg_cda_pt_fn) */
            const ir_ability *q = lower_granted(l, k, true);
            const ir_instr *d = q->body;
            if (q->kind != IR_AB_STATIC || !d || d->op != IR_DEFINE_PT || d->next || d->power || d->toughness)
                refuse(l, k, arena_printf(l->a, "the ability %s gained in %s", quoted(l, k), quoted(l, act)));
            out->pt_each = d->amount;
            continue;
        }
        if (k->kind != N_KEYWORD || !k->text || k->a || k->b || k->lossy)
            refuse(l, k, arena_printf(l->a, "the ability %s gained in %s", quoted(l, k), quoted(l, act)));
        out->keywords[out->nkeywords++] = k->text;
    }
    out->abilities = gained;
    l->skip_next = b.still_next;    /* "It's still a land.", read with it */
    return out;
}

/* Do A and B name the same player or object the same way? */
bool same_sel(const ir_sel *a, const ir_sel *b)
{
    return a->kind == b->kind && a->slot == b->slot && a->in == b->in && !a->of && !b->of && !a->filter && !b->filter
           && (a->kind == IR_SEL_YOU || a->kind == IR_SEL_TARGET || a->kind == IR_SEL_EVENT);
}

/* The zones, not libraries, THING (of a possessive) names: "graveyard",
 * "hand and graveyard" (own_zones in cg_library.c), into OUT; 0 for
 * anything else. */
static unsigned own_zones(const node *thing, ir_zone out[2])
{
    const node *alts = thing && thing->kind == N_FILTER && !thing->b && thing->a ? thing->a->a : NULL;
    unsigned n = 0;
    for (const node *t = alts ? alts : thing; t; t = alts ? t->next : NULL) {
        const node *w = alts ? (t->a && t->a->a && !t->a->a->next ? t->a->a : NULL) : t;
        if (n == 2 || !zone_word(w, &out[n]) || out[n] == IR_ZONE_LIBRARY)
            return 0;
        n++;
    }
    return n;
}

/* "Shuffle ~ into its owner's library" (each card into its owner's, which
 * is then shuffled), "Target player shuffles their graveyard into their
 * library" (every card of that zone, then that player shuffles): action
 * ACT, LIB the library (cg_shuffle_into). */
void shuffle_into(lower *l, const node *act, const node *lib, const node *from, ir_instr ***tail,
                         bool optional)
{
    ir_zone z;
    if (lib->kind != N_POSSESSIVE || !zone_word(lib->b, &z) || z != IR_ZONE_LIBRARY)
        refuse(l, act, arena_printf(l->a, "the verb 'shuffle' into %s", quoted(l, lib)));
    const node *what = act->b;
    /* "Target player shuffles up to three target cards from their graveyard
     * into their library", "Shuffle all creature cards from your graveyard
     * into your library", "Its owner shuffles it into their library": each
     * card into its owner's library (cg_shuffle_into) */
    bool theirs = what && meaning_into_owners_library(act, lib, from);
    if (from && !theirs)
        refuse(l, act, arena_printf(l->a, "shuffling %s", quoted(l, act)));
    ir_instr *move = instr_new(l, IR_MOVE, act);
    move->zone = IR_ZONE_LIBRARY;
    ir_zone zones[2];
    unsigned nzones = what->kind == N_POSSESSIVE ? own_zones(what->b, zones) : 0;
    if (nzones) {
        /* "Each player shuffles their hand and graveyard into their library":
         * each their own (same_players in cg_library.c) */
        if (optional)
            refuse(l, act, arena_printf(l->a, "the verb 'shuffle' into %s", quoted(l, lib)));
        const ir_sel *who = player_subject(l, act);
        bool own = act->a && what->a && what->a->kind == N_PRONOUN && what->a->refers == act->a && lib->a
                   && lib->a->kind == N_PRONOUN && lib->a->refers == act->a;
        if (!own && (!same_sel(who, lower_sel(l, what->a, NULL)) || !same_sel(who, lower_sel(l, lib->a, NULL))))
            refuse(l, act, arena_printf(l->a, "shuffling %s", quoted(l, act)));
        ir_sel *parts = sel_new(l, IR_SEL_AND, what->range);
        parts->parts = alloc(l, nzones * sizeof *parts->parts);
        for (unsigned i = 0; i < nzones; i++) {
            ir_sel *cards = sel_new(l, IR_SEL_ZONE, what->range);
            cards->of = who;
            cards->in = zones[i];
            parts->parts[parts->nparts++] = cards;
        }
        move->object = nzones == 1 ? parts->parts[0] : parts;
        emit(l, tail, move, false);
        ir_instr *sh = instr_new(l, IR_SHUFFLE, act);
        sh->subject = who;
        emit(l, tail, sh, false);
        return;
    }
    if (!theirs && (!(lib->a && lib->a->kind == N_POSSESSIVE && is(lib->a->b, N_WORD, "owner")) || (act->a && !is_you(act->a))))
        refuse(l, act, arena_printf(l->a, "shuffling %s", quoted(l, act)));
    const ir_sel *in_zone = from && what->kind != N_TARGET ? from_zone_sel(l, what, from) : NULL;
    move->object = in_zone ? in_zone
                 : from && what->kind != N_TARGET ? put_object(l, what, from, place_of(l, from))
                 : lower_sel(l, what, NULL);
    move->shuffle = !theirs || !from;
    emit(l, tail, move, optional);
    if (move->shuffle)
        return;
    /* that player's library, shuffled even when no card went there
     * (cg_shuffle_into); "you may shuffle ...": if it was done */
    ir_instr *sh = instr_new(l, IR_SHUFFLE, act);
    sh->subject = lower_sel(l, from->a, NULL);
    if (optional) {
        ir_instr *in = instr_new(l, IR_IF, act);
        ir_condition *did = alloc(l, sizeof *did);
        did->kind = IR_CONDITION_DID;
        did->range = act->range;
        in->cond = did;
        in->then = sh;
        sh = in;
    }
    emit(l, tail, sh, false);
}

/* What "choose" chooses (action ACT, FROM its "from" phrase or NULL), as
 * gen_verb's FX_VERB_CHOOSE does: "Choose target creature" (the target,
 * named for what follows); "You choose a nonland card from it" (it: "their
 * hand"; N cards among those of that zone); "Choose a creature you control"
 * (one on the battlefield, CR 413.2c).  What it chooses is what "that
 * card" says after it (`same`). */
const ir_sel *lower_choice(lower *l, const node *act, const node *from)
{
    const node *what = act->b;
    if ((what->kind == N_TARGET || ir_joins_target(what, what->a)) && !act->c)
        return lower_sel(l, what, NULL);
    int n;
    const node *players = ir_one_of_players(what);
    if (!act->c && !from && (!act->a || is_you(act->a)) && players) {
        /* "choose one of your opponents. That player ...": one of them, the controller's choice
         * as it resolves, "that player" naming them */
        ir_sel *s = sel_new(l, IR_SEL_CHOSEN, what->range);
        s->of = lower_sel(l, players, NULL);
        s->count = amount_const(l, 1, what->c->range);
        remember_sel(l, what, s);
        return s;
    }
    if (!act->c && !from && (!act->a || is_you(act->a)) && meaning_n_of_them(what, &n)) {
        const ir_sel *s = lower_n_of_them(l, what);     /* "You choose one of those cards" (cg_moved) */
        remember_sel(l, what, s);
        return s;
    }
    const node *random = ir_at_random_of(what);
    if (random) {               /* "Choose a creature at random": among those the rest describes (`at_random`) */
        if (act->c || from)
            refuse(l, random, arena_printf(l->a, "the qualifier %s", quoted(l, random)));
        node *filt = alloc(l, sizeof *filt), *plain = alloc(l, sizeof *plain);
        ir_leave_out(l->a, what, random, filt, plain);
        what = plain;
    }
    /* "You choose a nonland card from it with mana value 3 or less": as
     * "... from it" (cg_choose_from), "that card" naming it */
    const node *bare = !act->c && !from && (!act->a || is_you(act->a)) ? meaning_from_inside(l->a, what, &from) : NULL;
    if (bare)
        what = bare;
    if (what->kind != N_OBJECT || meaning_det_is_set(meaning_det(what)) || (act->c && !from)
        || (from && act->c && act->c->a->next))
        refuse(l, act, arena_printf(l->a, "the verb 'choose' in %s", quoted(l, act)));
    ir_sel *s = sel_new(l, IR_SEL_CHOSEN, what->range);
    if (from) {
        const node *z = from->kind == N_PRONOUN && from->refers ? from->refers : from;
        ir_zone zone;
        if (z->kind != N_POSSESSIVE || !zone_word(z->b, &zone) || (zone != IR_ZONE_HAND && zone != IR_ZONE_GRAVEYARD))
            refuse(l, from, arena_printf(l->a, "choosing from %s", quoted(l, from)));
        ir_sel *among = sel_new(l, IR_SEL_ZONE, z->range);
        among->of = lower_sel(l, z->a, NULL);
        among->in = zone;
        place p = { zone, IR_CTRL_ANY };
        s->filter = counted_filter(l, what, &p);
        s->of = among;
    } else {
        s->filter = counted_filter(l, what, NULL);
    }
    s->count = object_count(l, what, "the number of objects");
    remember_sel(l, act->b, s);
    return s;
}

/* What "put" or "return" moves: "a land card from your hand", "another
 * creature card from your graveyard" is one the controller chooses there,
 * "two cards from your hand" two (cg_moved); else as moved_from says. */
const ir_sel *put_object(lower *l, const node *obj, const node *from, place p)
{
    const ir_sel *counted = from ? counted_chosen(l, obj, &p) : NULL;
    if (counted) {          /* "two cards from your hand", "up to two creature cards from your hand" */
        if (counted->filter->zone != p.zone || counted->filter->zone_owner != p.owner || p.zone == IR_ZONE_BATTLEFIELD)
            refuse(l, from, arena_printf(l->a, "%s for objects not chosen there", quoted(l, from)));
        return counted;
    }
    if (from && one_chosen(obj)) {
        ir_sel *s = sel_new(l, IR_SEL_CHOSEN, obj->range);
        s->filter = lower_filter(l, obj, &p);
        if (s->filter->zone != p.zone || s->filter->zone_owner != p.owner || p.zone == IR_ZONE_BATTLEFIELD)
            refuse(l, from, arena_printf(l->a, "%s for objects not chosen there", quoted(l, from)));
        remember_sel(l, obj, s);    /* "attach ~ to it" after it (cg_bind in cg_moved) */
        return s;
    }
    if (!from && one_chosen(obj)) {
        /* "put a card you own in exile with a study counter on it into your
         * hand": one the controller chooses where its description says (cg_moved) */
        ir_sel *s = sel_new(l, IR_SEL_CHOSEN, obj->range);
        s->filter = lower_filter(l, obj, NULL);
        remember_sel(l, obj, s);
        return s;
    }
    return moved_from(l, lower_sel(l, obj, from ? &p : NULL), from, p);
}

/* "return a Zombie card at random from your graveyard", "two cards at
 * random": N of the cards the filter accepts in the zone FROM names (P),
 * picked at random as it resolves (cg_moved's at_random), which a pronoun
 * after it names (`same`); the instruction says at_random. */
const ir_sel *random_object(lower *l, const node *obj, const node *from, place p)
{
    fx_det det = obj->kind == N_OBJECT ? meaning_det(obj) : FX_DET_NONE;
    bool counted = obj->c && obj->c->kind == N_AMOUNT && !meaning_det_is_set(det) && det != FX_DET_TOP
                   && det != FX_DET_NO && det != FX_DET_NO_OTHER && det != FX_DET_ANOTHER;     /* "two cards" */
    if (!from || obj->kind != N_OBJECT || !((det == FX_DET_A && !obj->c) || counted))
        refuse(l, obj, arena_printf(l->a, "moving %s at random", quoted(l, obj)));
    ir_sel *s = sel_new(l, IR_SEL_CHOSEN, obj->range);
    s->filter = counted_filter(l, obj, &p);
    if (s->filter->zone != p.zone || s->filter->zone_owner != p.owner || p.zone == IR_ZONE_BATTLEFIELD)
        refuse(l, from, arena_printf(l->a, "%s for objects not chosen there", quoted(l, from)));
    s->count = object_count(l, obj, "the cards");
    remember_sel(l, obj, s);    /* "It gains haste" after it: the card picked (cg_bind in cg_moved) */
    return s;
}

/* "Take an extra turn after this one", "you win the game", "Target player
 * skips their next untap step", "Double your life total", "Your life total
 * becomes 10", "Double target creature's power and toughness until end of
 * turn", "Switch target creature's power and toughness until end of turn":
 * their instruction (lower_effect.c emits it), or NULL for another
 * action. */
bool lower_added_phases(lower *l, const node *act, ir_instr ***tail, bool optional)
{
    ir_phase after;
    bool then_main;
    if (!meaning_added_phases(act, &after, &then_main))
        return false;
    if (optional || l->duration != IR_DUR_NONE || l->delay != IR_DELAY_NONE || l->out->kind == IR_AB_STATIC)
        refuse(l, act, arena_printf(l->a, "the sentence %s", quoted(l, act)));
    ir_instr *in = instr_new(l, IR_ADD_PHASES, act);     /* cg_add_phases */
    in->phase = after;
    in->then_main = then_main;
    emit(l, tail, in, false);
    return true;
}

ir_instr *lower_player_change(lower *l, const node *act)
{
    fx_verb v = meaning_verb(act);
    if (meaning_extra_turn(act)) {
        /* "Take an extra turn after this one", "Target player takes an extra
         * turn after this one" (CR 500.7; cg_extra_turn) */
        ir_instr *in = instr_new(l, IR_EXTRA_TURN, act);
        in->subject = player_subject(l, act);
        return in;
    }
    if ((v == FX_VERB_WIN_GAME || v == FX_VERB_LOSE_GAME) && !act->b && !act->c && !act->lossy) {
        /* "you win the game", "that player loses the game" (CR 104.2b,
         * 104.3e; cg_game_over) */
        ir_instr *in = instr_new(l, v == FX_VERB_WIN_GAME ? IR_WIN_GAME : IR_LOSE_GAME, act);
        in->subject = player_subject(l, act);
        return in;
    }
    fx_skip skip = meaning_skip_next(act);
    if (skip != FX_SKIP_NONE) {
        /* "You skip your next turn", "Target player skips their next untap
         * step" (CR 500.11; cg_skip_next) */
        static const char *const skips[] = { "turn", "untap_step", "draw_step", "combat_phase" };
        ir_instr *in = instr_new(l, IR_SKIP, act);
        in->subject = player_subject(l, act);
        in->word = skips[skip];
        return in;
    }
    const char *doubled_kind;
    const node *doubled = meaning_double_counters(act, &doubled_kind), *life_of = meaning_double_life(act);
    if (doubled || life_of) {
        /* "Double the number of +1/+1 counters on each creature you
         * control", "Double your life total" (CR 701.10; cg_double) */
        ir_instr *in = instr_new(l, doubled ? IR_DOUBLE_COUNTERS : IR_DOUBLE_LIFE, act);
        if (doubled) {
            in->object = lower_sel(l, doubled, NULL);
            in->word = doubled_kind;
        } else {
            node by = *act;
            by.a = act->b->a;    /* life_of: the possessive's owner */
            in->subject = player_subject(l, &by);
        }
        return in;
    }
    const node *life_whose, *life_to = meaning_life_total_becomes(act, &life_whose);
    if (life_to) {
        /* "Your life total becomes 10", "Each player's life total becomes 1"
         * (CR 119.5; cg_set_life): an amount counted for each of several
         * players would be theirs, not said here */
        ir_instr *in = instr_new(l, IR_SET_LIFE, act);
        node by = *act;
        by.a = act->a->a;   /* life_whose: the possessive's owner */
        in->subject = player_subject(l, &by);
        if (ir_several_players(life_whose) && meaning_number(life_to) < 0)
            refuse(l, life_to, arena_printf(l->a, "a life total of several players set to %s", quoted(l, life_to)));
        in->amount = lower_effect_amount(l, life_to);
        return in;
    }
    bool twice_power, twice_toughness;
    const node *doubled_pt = meaning_double_pt(act, &twice_power, &twice_toughness);
    if (doubled_pt) {
        /* "Double target creature's power and toughness until end of turn"
         * (CR 701.10; cg_double) */
        ir_instr *in = instr_new(l, IR_DOUBLE_PT, act);
        in->object = lower_sel(l, doubled_pt, NULL);
        in->word = twice_power && twice_toughness ? "power_and_toughness" : twice_power ? "power" : "toughness";
        in->duration = IR_DUR_END_OF_TURN;
        return in;
    }
    const node *switched = meaning_switch_pt(act);
    if (switched) {
        /* "Switch target creature's power and toughness until end of turn"
         * (CR 418.5a: sublayer 6e; cg_switch_pt) */
        ir_instr *in = instr_new(l, IR_SWITCH_PT, act);
        in->object = lower_sel(l, switched, NULL);
        in->duration = IR_DUR_END_OF_TURN;
        return in;
    }
    return NULL;
}

bool lower_change_target(lower *l, const node *act, ir_instr ***tail, bool optional)
{
    const node *spell = meaning_change_target(act);
    if (!spell)
        return false;
    ir_instr *in = instr_new(l, IR_CHANGE_TARGET, act);     /* CR 415.7a (cg_action.c's gen_verb) */
    in->object = lower_sel(l, spell, NULL);
    emit(l, tail, in, optional);
    return true;
}

/* "the chosen color" (of "protection from the chosen color", W): any
 * object of the color last chosen for the source. */
const ir_filter *chosen_color_filter(lower *l, const node *w)
{
    ir_filter *f = alloc(l, sizeof *f);
    f->range = w->range;
    f->zone = IR_ZONE_ANY;
    f->any_of = alloc(l, sizeof *f->any_of);
    f->chosen_color = true;
    return described(l, f, NULL);
}

/* A discard of cards of a kind by the player ACT names ("discards all
 * nonland cards", "discards a land card"): its instruction, the kind in
 * *PLAIN (meaning_discarded_kind), or the cards refused. */
ir_instr *discard_of_kind(lower *l, const node *act, const node **plain)
{
    *plain = meaning_discarded_kind(l->a, act->b, act->a);
    if (!*plain)
        refuse(l, act->b, arena_printf(l->a, "the cards %s", quoted(l, act->b)));
    ir_instr *in = instr_new(l, IR_DISCARD, act);
    in->subject = player_subject(l, act);
    return in;
}

/* KEPT ("three permanents they control") without the words "they control"
 * of the choosers, CHOOSER: each chooses among their own permanents. */
node *kept_of_each(lower *l, const node *kept, const node *chooser)
{
    node *obj = alloc(l, sizeof *obj), *f = kept->a && kept->a->kind == N_FILTER ? alloc(l, sizeof *f) : NULL;
    *obj = *kept;
    if (!f)
        return obj;
    *f = *kept->a;
    obj->a = f;
    node *quals = f->b ? alloc(l, sizeof *quals) : NULL, **q_tail = quals ? &quals->a : NULL;
    if (quals) {
        *quals = *f->b;
        quals->a = NULL;
        f->b = quals;
    }
    for (const node *q = kept->a->b ? kept->a->b->a : NULL; q; q = q->next) {
        if (ir_qual_of(q) == IR_QUAL_CONTROLLED_BY && q->a && q->a->kind == N_PRONOUN && q->a->refers == chooser)
            continue;
        node *c = alloc(l, sizeof *c);
        *c = *q;
        c->next = NULL;
        *q_tail = c;
        q_tail = &c->next;
    }
    if (quals && !quals->a)
        f->b = NULL;
    return obj;
}
