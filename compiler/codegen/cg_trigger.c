/* cg_trigger.c — triggered abilities (cg.h): the events they wait for as
 * match functions, the parts of an event a phrase names, the zones they
 * work from, delayed triggered abilities. */
#include <stdlib.h>
#include <string.h>

#include "cg.h"
#include "parser.h"
#include "syntax.h"

/* ---- triggered abilities ------------------------------------------------------------------ */

/* The fields of the event an ability triggers on, read in a match function. */
static LLVMValueRef ev_field(unit *u, LLVMValueRef evp, size_t offset, const char *name)
{
    codegen *cg = u->cg;
    LLVMValueRef p = LLVMBuildGEP2(u->b, cg->i8, evp, (LLVMValueRef[]){ cg_i32(cg, (long long)offset) }, 1, "");
    return LLVMBuildLoad2(u->b, cg->i32, p, name);
}

/* The event's target: its kind (CARDRT_REF_*) and, if ID, its id. */
static LLVMValueRef ev_target(unit *u, LLVMValueRef evp, LLVMValueRef *id)
{
    if (id)
        *id = ev_field(u, evp, offsetof(cardrt_event, target) + offsetof(cardrt_ref, id), "tid");
    return ev_field(u, evp, offsetof(cardrt_event, target), "tkind");
}

/* Is the damage event at EVP combat damage? */
static LLVMValueRef combat_damage(unit *u, LLVMValueRef evp)
{
    codegen *cg = u->cg;
    LLVMValueRef p = LLVMBuildGEP2(u->b, cg->i8, evp, (LLVMValueRef[]){ cg_i32(cg, offsetof(cardrt_event, combat)) },
                                   1, "");
    LLVMValueRef combat = LLVMBuildLoad2(u->b, cg->i8, p, "combat");
    return LLVMBuildICmp(u->b, LLVMIntNE, combat, LLVMConstInt(cg->i8, 0, 0), "");
}

static LLVMValueRef eq(unit *u, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildICmp(u->b, LLVMIntEQ, a, b, "");
}

static LLVMValueRef all(unit *u, LLVMValueRef a, LLVMValueRef b)
{
    return a && b ? LLVMBuildAnd(u->b, a, b, "") : NULL;
}

/* "into a graveyard", "into your graveyard", "into an opponent's graveyard",
 * then "from the battlefield", "from your library" (its owner's: the one a
 * card goes to a graveyard from) or "from anywhere": *WHOSE gets the owner
 * phrase (NULL: any graveyard), *FROM the zone (-1: anywhere). */
static bool into_graveyard(const node *mods, const node **whose, int *from_zone)
{
    const node *into = NULL, *from = NULL;
    for (const node *m = mods ? mods->a : NULL; m; m = m->next) {
        if (m->kind == N_PREP && strcmp(m->text, "into") == 0 && !into)
            into = m->a;
        else if (m->kind == N_PREP && strcmp(m->text, "from") == 0 && !from)
            from = m->a;
        else
            return false;
    }
    *whose = NULL;
    bool anywhere = from && from->kind == N_ZONE && is_word(from, "anywhere");
    bool library = from && from->kind == N_POSSESSIVE && from->b && from->b->kind == N_WORD
                   && from->b->token == LIBRARY && cg_is_you(from->a);
    *from_zone = anywhere ? -1 : library ? CARDRT_LIBRARY : CARDRT_BATTLEFIELD;
    bool yard = into && ((into->kind == N_OBJECT && is_word(into, "a") && into->a && into->a->kind == N_FILTER
                          && into->a->a && into->a->a->a && into->a->a->a->a && into->a->a->a->a->a
                          && into->a->a->a->a->a->token == GRAVEYARD && !into->a->a->a->a->a->next)
                         || (into->kind == N_ZONE && is_word(into, "graveyard")));
    if (!yard && into && into->kind == N_POSSESSIVE && into->a && into->b && into->b->kind == N_WORD
        && into->b->token == GRAVEYARD) {
        yard = true;
        *whose = into->a;
    }
    if (library && !(*whose && cg_is_you(*whose)))
        return false;           /* "from your library" into your graveyard only */
    return yard && from && ((from->kind == N_ZONE && is_word(from, "battlefield")) || anywhere || library);
}

/* Is OBJ (an event's object) what SUBJECT describes: this card, or objects a
 * phrase describes ("a creature you control", "another creature")? */
static LLVMValueRef event_object(unit *u, LLVMValueRef obj, const node *subject)
{
    if (is_self(subject))               /* "When you cycle Test or it dies" */
        return eq(u, obj, cg_src(u));
    if (subject->kind == N_LIST && is_word(subject, "or")) {    /* "Test or another Ally" */
        LLVMValueRef r = cg_i1(u->cg, false);
        for (const node *i = subject->a; i && r; i = i->next) {
            LLVMValueRef one = event_object(u, obj, i);
            r = one ? LLVMBuildOr(u->b, r, one, "") : NULL;
        }
        return r;
    }
    if (subject->kind == N_PRONOUN && (is_word(subject, "enchanted") || is_word(subject, "equipped"))) {
        LLVMValueRef a[] = { cg_game(u), cg_src(u) };       /* what this Aura or Equipment is on */
        return eq(u, obj, cg_call(u, "cardrt_attached_to", u->cg->i32, a, 2));
    }
    if (subject->kind != N_OBJECT || !(is_word(subject, "a") || is_word(subject, "an")
                                       || is_word(subject, "another") || !subject->text))
        return cg_unsupported(u, subject, "this trigger event"), NULL;
    return cg_object_test(u, obj, subject);
}

/* "one or more creatures ..." */
static bool one_or_more(const node *np)
{
    const node *c = np->kind == N_OBJECT ? np->c : NULL;
    return c && c->kind == N_COMPARE && is_word(c, ">=") && c->a && is_word(c->a, "one");
}

/* Is P (an event's player) what SUBJECT names: "you", "an opponent", "a player"? */
static LLVMValueRef event_player(unit *u, LLVMValueRef p, const node *subject)
{
    if (!subject || (!cg_names_players(subject)))
        return cg_unsupported(u, subject, "this trigger event"), NULL;
    if (subject->kind == N_OBJECT && !(is_word(subject, "a") || is_word(subject, "an")))
        return cg_unsupported(u, subject, "this trigger event"), NULL;
    return cg_player_test(u, p, subject);
}

/* Is the player P what WHOSE names ("your", "each opponent's", "enchanted
 * creature's controller's"), for steps: "at the beginning of the upkeep of
 * enchanted creature's controller"? */
static LLVMValueRef step_player(unit *u, LLVMValueRef p, const node *whose)
{
    codegen *cg = u->cg;
    LLVMValueRef a[] = { cg_game(u), cg_src(u) };
    if (cg_is_you(whose))
        return eq(u, p, cg_call(u, "cardrt_controller", cg->i32, a, 2));
    if (whose->kind == N_PRONOUN && is_word(whose, "enchanted") && cg_text(u, whose->range)
        && strcmp(cg_text(u, whose->range), "enchanted player") == 0) {
        /* An Aura on a player (the runtime's cardrt_attached_to names objects only). */
        return cg_unsupported(u, whose, "this trigger event"), NULL;
    }
    if (whose->kind == N_POSSESSIVE && whose->a && whose->a->kind == N_PRONOUN
        && (is_word(whose->a, "enchanted") || is_word(whose->a, "equipped")) && whose->b
        && whose->b->kind == N_WORD && whose->b->token == CONTROLLER) {
        LLVMValueRef host = cg_call(u, "cardrt_attached_to", cg->i32, a, 2);
        LLVMValueRef h[] = { cg_game(u), host };
        LLVMValueRef there = LLVMBuildICmp(u->b, LLVMIntNE, host, cg_i32(cg, 0), "");
        return all(u, there, eq(u, p, cg_call(u, "cardrt_controller", cg->i32, h, 2)));
    }
    if (whose->kind == N_OBJECT && is_word(whose, "each") && cg_names_players(whose))
        return cg_player_test(u, p, whose);     /* "each player's", "each opponent's" */
    return cg_unsupported(u, whose, "this trigger event"), NULL;
}

/* "a spell", "an ability", "a spell or ability", each perhaps "an opponent
 * controls": the spell or ability an object became the target of. */
static LLVMValueRef targeted_by(unit *u, LLVMValueRef evp, const node *by)
{
    codegen *cg = u->cg;
    const node *f = by && by->kind == N_OBJECT && (is_word(by, "a") || is_word(by, "an")) && !by->b && !by->c
                    ? by->a : NULL;
    if (!f || f->kind != N_FILTER || !f->a)
        return cg_unsupported(u, by, "this trigger event"), NULL;
    /* "a spell or ability": each alternative one of those words; else a
     * kind of spell ("an instant or sorcery spell"), tested on the spell */
    bool spells = false, abilities = false, kinds = false;
    for (const node *alt = f->a->a; alt; alt = alt->next) {
        const node *w = alt->a ? alt->a->a : NULL;
        if (!w)
            return cg_unsupported(u, alt, "this trigger event"), NULL;
        spells |= !w->next && is_word(w, "spell");
        abilities |= !w->next && is_word(w, "ability");
        kinds |= w->next || !(is_word(w, "spell") || is_word(w, "ability"));
    }
    if (kinds && abilities)
        return cg_unsupported(u, by, "this trigger event"), NULL;
    spells |= kinds;
    LLVMValueRef r = cg_i1(cg, true);
    if (!spells || !abilities) {        /* a spell's event has no text; an ability's has */
        LLVMValueRef p = LLVMBuildGEP2(u->b, cg->i8, evp,
                                       (LLVMValueRef[]){ cg_i32(cg, offsetof(cardrt_event, text)) }, 1, "");
        LLVMValueRef text = LLVMBuildLoad2(u->b, cg->ptr, p, "text");
        r = LLVMBuildICmp(u->b, spells ? LLVMIntEQ : LLVMIntNE, text, LLVMConstNull(cg->ptr), "");
    }
    if (kinds)                  /* "an Aura spell", "an instant or sorcery spell": the spell itself */
        return all(u, r, cg_object_test(u, ev_field(u, evp, offsetof(cardrt_event, source), "source"), by));
    for (const node *q = f->b ? f->b->a : NULL; q && r; q = q->next) {
        if (q->kind != N_QUALIFIER || !is_word(q, "controlled by") || !q->a)
            return cg_unsupported(u, q, "this trigger event"), NULL;
        r = all(u, r, event_player(u, ev_field(u, evp, offsetof(cardrt_event, player), "player"), q->a));
    }
    return r;
}

/* A verb whose subject is a player and whose object is a card or permanent:
 * "you cast a spell", "a player cycles a card", "an opponent draws a card",
 * "you discard a creature card", "you sacrifice a permanent", "an opponent
 * plays a land". */
static const struct {
    const char *verb;
    int kind;
} player_verbs[] = {
    { "cast", CARDRT_EV_CAST }, { "cycle", CARDRT_EV_CYCLE }, { "draw", CARDRT_EV_DRAW },
    { "discard", CARDRT_EV_DISCARD }, { "sacrifice", CARDRT_EV_SACRIFICE }, { "play", CARDRT_EV_PLAY_LAND },
};

static int player_verb(const node *ev)
{
    for (size_t i = 0; i < sizeof player_verbs / sizeof *player_verbs; i++)
        if (is_word(ev, player_verbs[i].verb))
            return player_verbs[i].kind;
    return -1;
}

/* The "by" of "becomes blocked by a creature", or NULL. */
static const node *blocked_by(const node *ev)
{
    const node *m = ev->kind == N_ACTION && is_word(ev, "blocked") && ev->c ? ev->c->a : NULL;
    return m && !m->next && m->kind == N_MODIFIER && is_word(m, "by") ? m->a : NULL;
}

/* "attacks and isn't blocked": the attack, or NULL. */
static const node *unblocked_attack(const node *ev)
{
    const node *first = ev && ev->kind == N_SEQUENCE && !ev->text && ev->a ? ev->a->a : NULL;
    const node *second = first ? first->next : NULL;
    const node *b = second && second->kind == N_NEGATED ? second->a : NULL;
    if (!first || first->kind != N_ACTION || !is_word(first, "attack") || first->b || first->c || !b
        || second->next || b->kind != N_ACTION || !is_word(b, "blocked") || b->b || b->c || b->a != first->a)
        return NULL;
    return first;
}

/* bool matches(game, self, const cardrt_event *) for the event of TRIGGER:
 * an object entering the battlefield (under your control), dying, leaving,
 * put into a graveyard; a player casting a spell (of a kind), cycling,
 * drawing, discarding or sacrificing (a kind of card), gaining or losing
 * life; attacks (a player), blocks (a creature), becoming blocked (by a
 * creature), attacking unblocked; becoming tapped or untapped, or the
 * target of a spell or ability; damage dealt by or to an object; the
 * beginning of a step.  SHARED is the object of a later verb joined by "or"
 * ("blocks or becomes blocked by a creature", "cycle or discard a card"). */
static LLVMValueRef event_test(unit *u, LLVMValueRef evp, const node *ev, const node *shared)
{
    codegen *cg = u->cg;
#define FIELD(member) ev_field(u, evp, offsetof(cardrt_event, member), #member)
    LLVMValueRef kind = FIELD(kind), r = NULL, during = cg_i1(cg, true);
    /* "Whenever an opponent casts a spell during your turn" */
    const node *m = ev && ev->kind == N_ACTION && ev->c ? ev->c->a : NULL;
    node copy;
    if (m && !m->next && m->kind == N_DURATION && is_word(m, "during") && m->a && m->a->kind == N_STEP) {
        if (!(during = cg_condition(u, m->a)))
            return NULL;
        copy = *ev;
        copy.c = NULL;
        ev = &copy;
        m = NULL;
    }
    const node *subject = ev && ev->kind == N_ACTION ? ev->a : NULL;
    const node *what = ev && ev->kind == N_ACTION ? ev->b ? ev->b : shared : NULL;
    const node *by = ev ? blocked_by(ev) : NULL, *attack = unblocked_attack(ev);
    const node *whose;
    int from_zone;
    int pv = ev && ev->kind == N_ACTION ? player_verb(ev) : -1;
    if (ev && ev->kind == N_ACTION && is_word(ev, "enter or leave the battlefield") && subject && !ev->b
        && !ev->c) {
        /* "When Test enters or leaves the battlefield" */
        LLVMValueRef to_bf = eq(u, FIELD(to), cg_i32(cg, CARDRT_BATTLEFIELD));
        LLVMValueRef from_bf = eq(u, FIELD(from), cg_i32(cg, CARDRT_BATTLEFIELD));
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE)), LLVMBuildXor(u->b, to_bf, from_bf, ""));
        r = all(u, r, event_object(u, FIELD(object), subject));
    } else if (ev && ev->kind == N_ACTION && (is_word(ev, "enter the battlefield") || is_word(ev, "die")
                                              || is_word(ev, "leave the battlefield")) && subject && !ev->b) {
        bool enters = ev->text[0] == 'e', dies = ev->text[0] == 'd';
        bool yours = false;
        if (m && (m->next || m->kind != N_PREP || strcmp(m->text, "under control of") != 0 || !cg_is_you(m->a)
                  || !enters))
            cg_unsupported(u, m, "this trigger event");
        yours = m != NULL;
        LLVMValueRef obj = FIELD(object);
        r = eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE));
        if (enters)
            r = all(u, r, eq(u, FIELD(to), cg_i32(cg, CARDRT_BATTLEFIELD)));
        else
            r = all(u, r, eq(u, FIELD(from), cg_i32(cg, CARDRT_BATTLEFIELD)));
        if (dies) {
            r = all(u, r, eq(u, FIELD(to), cg_i32(cg, CARDRT_GRAVEYARD)));
            LLVMValueRef t = LLVMBuildAnd(u->b, FIELD(types_before), cg_i32(cg, CARDRT_CREATURE), "");
            r = all(u, r, LLVMBuildICmp(u->b, LLVMIntNE, t, cg_i32(cg, 0), ""));
        } else if (!enters) {
            r = all(u, r, LLVMBuildICmp(u->b, LLVMIntNE, FIELD(to), cg_i32(cg, CARDRT_BATTLEFIELD), ""));
        }
        r = all(u, r, event_object(u, obj, subject));
        if (yours) {
            LLVMValueRef a[] = { cg_game(u), obj }, b[] = { cg_game(u), cg_src(u) };
            r = all(u, r, eq(u, cg_call(u, "cardrt_controller", cg->i32, a, 2),
                             cg_call(u, "cardrt_controller", cg->i32, b, 2)));
        }
    } else if (ev && ev->kind == N_ACTION && is_word(ev, "put") && subject && !ev->b
               && into_graveyard(ev->c, &whose, &from_zone)) {
        /* "When Test is put into a graveyard from the battlefield" (any
         * permanent), "Whenever a card is put into an opponent's graveyard
         * from anywhere", "When Test is put into your graveyard from your library" */
        LLVMValueRef obj = FIELD(object);
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE)), eq(u, FIELD(to), cg_i32(cg, CARDRT_GRAVEYARD)));
        if (from_zone >= 0)
            r = all(u, r, eq(u, FIELD(from), cg_i32(cg, from_zone)));
        r = all(u, r, event_object(u, obj, subject));
        if (whose) {
            LLVMValueRef a[] = { cg_game(u), obj };
            r = all(u, r, cg_player_test(u, cg_call(u, "cardrt_owner", cg->i32, a, 2), whose));
        }
    } else if (pv >= 0 && what && !ev->c) {
        /* "you cast a spell", "a player cycles a card", "you draw a card",
         * "an opponent discards a card", "you sacrifice a creature"; "When
         * you cast this spell" */
        r = all(u, eq(u, kind, cg_i32(cg, pv)), event_player(u, FIELD(player), subject));
        if (pv == CARDRT_EV_CAST && what->kind != N_OBJECT && what->kind != N_SELF)
            cg_unsupported(u, what, "this trigger event");
        else
            r = all(u, r, event_object(u, FIELD(object), what));
    } else if (ev && ev->kind == N_ACTION && (is_word(ev, "gain life") || is_word(ev, "lose life"))
               && !ev->b && !ev->c) {
        int k = ev->text[0] == 'g' ? CARDRT_EV_LIFE_GAINED : CARDRT_EV_LIFE_LOST;
        r = all(u, eq(u, kind, cg_i32(cg, k)), event_player(u, FIELD(player), subject));
    } else if (ev && ev->kind == N_ACTION && is_word(ev, "attack") && subject && !ev->b && m && !m->next
               && m->kind == N_MODIFIER && is_word(m, "alone") && !m->a) {
        /* "Whenever a creature you control attacks alone" */
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKS)), eq(u, FIELD(amount), cg_i32(cg, 1)));
        r = all(u, r, event_object(u, FIELD(object), subject));
    } else if (ev && ev->kind == N_ACTION && is_word(ev, "attack") && subject && !ev->b
               && (cg_names_players(subject) || is_word(subject, ">="))) {
        /* "Whenever you attack", "Whenever you attack with three or more
         * creatures", "Whenever one or more creatures you control attack":
         * once for the declaration */
        const node *owner = NULL, *with = m && !m->next && m->kind == N_MODIFIER && is_word(m, "with") ? m->a : NULL;
        LLVMValueRef amount = FIELD(amount);
        r = eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKED));
        if (cg_names_players(subject)) {
            r = all(u, r, event_player(u, FIELD(player), subject));
            if (with && cg_plain_noun(with, "creature", &owner) && !owner)
                r = all(u, r, cg_count_holds(u, amount, with));
            else if (m)
                cg_unsupported(u, m, "this trigger event");
        } else if (!m && cg_plain_noun(subject, "creature", &owner) && one_or_more(subject)) {
            if (owner)
                r = all(u, r, event_player(u, FIELD(player), owner));
        } else {
            cg_unsupported(u, subject, "this trigger event");
        }
    } else if (attack) {
        /* "Whenever Test attacks and isn't blocked" */
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_UNBLOCKED)), event_object(u, FIELD(object), attack->a));
    } else if (ev && ev->kind == N_ACTION && is_word(ev, "attack") && subject && ev->b && !ev->c) {
        /* "Whenever a creature attacks you", "... attacks you or a
         * planeswalker you control" (you are the defending player) */
        const node *d = ev->b;
        bool or_walker = d->kind == N_LIST && is_word(d, "or") && d->a && d->a->next && !d->a->next->next
                         && cg_is_you(d->a) && d->a->next->kind == N_OBJECT
                         && cg_text(u, d->a->next->range)
                         && strcmp(cg_text(u, d->a->next->range), "a planeswalker you control") == 0;
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKS)), event_object(u, FIELD(object), subject));
        if (or_walker) {
            r = all(u, r, event_player(u, FIELD(player), d->a));
        } else if (cg_names_players(d)) {
            LLVMValueRef tid, tkind = ev_target(u, evp, &tid);
            r = all(u, r, eq(u, tkind, cg_i32(cg, CARDRT_REF_PLAYER)));
            r = all(u, r, event_player(u, tid, d));
        } else {
            cg_unsupported(u, d, "this trigger event");
        }
    } else if (ev && ev->kind == N_ACTION && is_word(ev, "block") && subject && what && !ev->c) {
        /* "Whenever Test blocks a creature (with flying)" */
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_BLOCKS)), event_object(u, FIELD(object), subject));
        r = all(u, r, event_object(u, FIELD(source), what));
    } else if (by && subject && !ev->b) {
        /* "Whenever Test becomes blocked by a creature": once for each blocker */
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_BLOCKS)), event_object(u, FIELD(source), subject));
        r = all(u, r, event_object(u, FIELD(object), by));
    } else if (ev && ev->kind == N_ACTION && (is_word(ev, "attack") || is_word(ev, "block")
                                              || is_word(ev, "attack or block") || is_word(ev, "blocked"))
               && subject && !ev->b && !ev->c) {
        /* "Whenever Test attacks", "a creature you control attacks", "Test
         * blocks", "becomes blocked", "attacks or blocks" */
        bool attacks = is_word(ev, "attack") || is_word(ev, "attack or block");
        bool blocks = is_word(ev, "block") || is_word(ev, "attack or block");
        LLVMValueRef k = attacks ? eq(u, kind, cg_i32(cg, CARDRT_EV_ATTACKS)) : cg_i1(cg, false);
        if (blocks)
            k = LLVMBuildOr(u->b, k, eq(u, kind, cg_i32(cg, CARDRT_EV_BLOCKS)), "");
        if (is_word(ev, "blocked"))
            k = eq(u, kind, cg_i32(cg, CARDRT_EV_BLOCKED));
        r = all(u, k, event_object(u, FIELD(object), subject));
    } else if (ev && ev->kind == N_ACTION && subject && !ev->c
               && ((is_word(ev, "become") && ev->b && ev->b->kind == N_WORD
                    && (ev->b->token == TAPPED || ev->b->token == UNTAPPED))
                   || (!ev->b && (is_word(ev, "tapped") || is_word(ev, "untapped"))))) {
        /* "Whenever Test becomes tapped", "Whenever enchanted land becomes untapped" */
        bool tapped = ev->b ? ev->b->token == TAPPED : is_word(ev, "tapped");
        int k = tapped ? CARDRT_EV_TAPPED : CARDRT_EV_UNTAPPED;
        r = all(u, eq(u, kind, cg_i32(cg, k)), event_object(u, FIELD(object), subject));
    } else if (ev && ev->kind == N_ACTION && is_word(ev, "become") && subject && ev->b && !ev->c
               && ev->b->kind == N_OBJECT && is_word(ev->b, "the target of") && !ev->b->a && ev->b->b
               && ev->b->b->a && !ev->b->b->a->next && ev->b->b->a->kind == N_PREP && is_word(ev->b->b->a, "of")) {
        /* "Whenever Test becomes the target of a spell or ability (an opponent controls)" */
        LLVMValueRef tid, tkind = ev_target(u, evp, &tid);
        bool players = cg_names_players(subject);
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_TARGETED)),
                eq(u, tkind, cg_i32(cg, players ? CARDRT_REF_PLAYER : CARDRT_REF_OBJECT)));
        r = all(u, r, players ? event_player(u, tid, subject) : event_object(u, tid, subject));
        r = all(u, r, targeted_by(u, evp, ev->b->b->a->a));
    } else if (ev && ev->kind == N_ACTION && (is_word(ev, "deal damage") || is_word(ev, "deal combat damage"))
               && subject && (subject->kind == N_SELF || subject->kind == N_PRONOUN || subject->kind == N_OBJECT)
               && !ev->b && (!m || (!m->next && m->kind == N_PREP && strcmp(m->text, "to") == 0))) {
        /* "Whenever Test deals damage (to a player / an opponent / a
         * creature)", "Whenever equipped creature deals combat damage to a
         * player", "Whenever one or more creatures you control deal combat
         * damage to a player" (once for each player: trigger_batch) */
        bool several = one_or_more(subject);
        if (several && !m)
            cg_unsupported(u, subject, "this trigger event");
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_DAMAGE)),
                several ? cg_object_test(u, FIELD(source), subject) : event_object(u, FIELD(source), subject));
        if (is_word(ev, "deal combat damage")) {
            r = all(u, r, combat_damage(u, evp));
        }
        if (m) {
            LLVMValueRef tid, tkind = ev_target(u, evp, &tid);
            bool players = cg_names_players(m->a);
            r = all(u, r, eq(u, tkind, cg_i32(cg, players ? CARDRT_REF_PLAYER : CARDRT_REF_OBJECT)));
            r = all(u, r, players ? event_player(u, tid, m->a) : event_object(u, tid, m->a));
        }
    } else if (ev && ev->kind == N_ACTION && (is_word(ev, "dealt damage") || is_word(ev, "dealt combat damage"))
               && subject && !ev->b && !ev->c) {
        /* "Whenever Test is dealt (combat) damage" */
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_DAMAGE)), event_object(u, FIELD(object), subject));
        r = all(u, r, eq(u, ev_target(u, evp, NULL), cg_i32(cg, CARDRT_REF_OBJECT)));
        if (is_word(ev, "dealt combat damage")) {
            r = all(u, r, combat_damage(u, evp));
        }
    } else if (ev && ev->kind == N_STEP) {
        static const struct {
            const char *word;
            cardrt_step step;
        } steps[] = { { "upkeep", CARDRT_STEP_UPKEEP }, { "end step", CARDRT_STEP_END },
                      { "draw step", CARDRT_STEP_DRAW }, { "combat", CARDRT_STEP_BEGIN_COMBAT },
                      { "end of combat", CARDRT_STEP_END_COMBAT } };
        int step = -1;
        for (size_t i = 0; i < sizeof steps / sizeof *steps; i++)
            if (strcmp(ev->text, steps[i].word) == 0)
                step = (int)steps[i].step;
        bool each = !ev->a || (ev->a->kind == N_WORD && is_word(ev->a, "each"));  /* "the end step" */
        if (step < 0)
            cg_unsupported(u, ev, "this trigger event");
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_STEP)), eq(u, FIELD(step), cg_i32(cg, step)));
        if (!each)
            r = all(u, r, step_player(u, FIELD(player), ev->a));
    } else {
        cg_unsupported(u, ev, "this trigger event");
    }
#undef FIELD
    return u->failed ? NULL : all(u, r, during);
}

/* The alternatives of an event joined by "or" ("Whenever Test enters the
 * battlefield or attacks"), or NULL for one event. */
static const node *alternatives(const node *ev)
{
    if (ev && ev->kind == N_SEQUENCE && is_word(ev, "or"))
        return ev->a->a;
    return ev && ev->kind == N_LIST ? ev->a : NULL;
}

/* What an alternative with no object of its own shares with a later one:
 * "blocks or becomes blocked by a creature", "cycle or discard a card". */
static const node *shared_object(const node *alt)
{
    if (alt->kind != N_ACTION || alt->b || alt->c || !(is_word(alt, "block") || player_verb(alt) >= 0))
        return NULL;
    for (const node *later = alt->next; later; later = later->next) {
        const node *o = later->kind == N_ACTION ? later->b ? later->b : blocked_by(later) : NULL;
        if (o)
            return o;
    }
    return NULL;
}

static LLVMValueRef match_fn(unit *u, const node *trigger)
{
    codegen *cg = u->cg;
    const node *ev = trigger->a;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.match", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef r;
    const node *alts = alternatives(ev);
    if (alts) {
        r = cg_i1(cg, false);
        for (const node *i = alts; i && r; i = i->next) {
            LLVMValueRef one = event_test(u, evp, i, shared_object(i));
            r = one ? LLVMBuildOr(u->b, r, one, "") : NULL;
        }
    } else {
        r = ev ? event_test(u, evp, ev, NULL) : (cg_unsupported(u, trigger, "this trigger event"), NULL);
    }
    LLVMValueRef f = cg_end_fn(u, r ? r : cg_i1(cg, false), &save);
    return r && !u->failed ? f : NULL;
}

/* How damage dealt at once (one event: a combat damage step, CR 510.2)
 * triggers the ability (CR 603.2c): "Test deals combat damage" once for Test,
 * "one or more creatures you control deal combat damage to a player" once
 * for each player, "Test is dealt damage" once for Test; "a creature deals
 * combat damage to a player" once for each creature and player, as each
 * event does. */
static int trigger_batch(const node *trigger)
{
    const node *ev = trigger ? trigger->a : NULL;
    if (!ev || alternatives(ev) || ev->kind != N_ACTION || !ev->a)
        return CARDRT_BATCH_NONE;
    if (is_word(ev, "dealt damage") || is_word(ev, "dealt combat damage"))
        return CARDRT_BATCH_TARGET;
    if (!is_word(ev, "deal damage") && !is_word(ev, "deal combat damage"))
        return CARDRT_BATCH_NONE;
    if (one_or_more(ev->a))
        return CARDRT_BATCH_TARGET;
    return ev->c ? CARDRT_BATCH_NONE : CARDRT_BATCH_SOURCE;
}

/* The part of the event (one alternative, EV) that N is: CARDRT_EVENT_*, or -1. */
static int clause_role(const node *ev, const node *n, const node *shared)
{
    if (ev->kind == N_STEP)
        return n == ev->a ? CARDRT_EVENT_PLAYER : -1;
    const node *attack = unblocked_attack(ev);
    if (attack)
        ev = attack;
    if (ev->kind != N_ACTION)
        return -1;
    const node *what = ev->b ? ev->b : shared, *by = blocked_by(ev);
    bool in_subject = n == ev->a;
    for (const node *i = ev->a && ev->a->kind == N_LIST ? ev->a->a : NULL; i; i = i->next)
        in_subject |= n == i;   /* "Test or another Dragon" */
    if (in_subject) {
        if (is_word(ev, "deal damage") || is_word(ev, "deal combat damage") || by)
            return CARDRT_EVENT_SOURCE;
        if (is_word(ev, "become") && what && what->kind == N_OBJECT)
            return CARDRT_EVENT_TARGET;     /* "becomes the target of" */
        if (player_verb(ev) >= 0 || is_word(ev, "gain life") || is_word(ev, "lose life"))
            return CARDRT_EVENT_PLAYER;
        return CARDRT_EVENT_OBJECT;
    }
    if (n == what) {
        if (is_word(ev, "block") || (is_word(ev, "become") && is_word(what, "the target of")))
            return CARDRT_EVENT_SOURCE;     /* the attacker; "that spell" */
        if (player_verb(ev) >= 0)
            return CARDRT_EVENT_OBJECT;
        if (is_word(ev, "attack") && (n->kind == N_PLAYER || cg_names_players(n)))
            return CARDRT_EVENT_TARGET;
        return -1;
    }
    if (n == by)
        return CARDRT_EVENT_OBJECT;
    const node *m = ev->c ? ev->c->a : NULL;
    if (m && n == m->a && m->kind == N_PREP && strcmp(m->text, "to") == 0
        && (is_word(ev, "deal damage") || is_word(ev, "deal combat damage")))
        return CARDRT_EVENT_TARGET;
    const node *of = what && what->kind == N_OBJECT && is_word(what, "the target of") && what->b ? what->b->a : NULL;
    if (of && n == of->a)
        return CARDRT_EVENT_SOURCE;     /* the spell, or the ability's source */
    return -1;
}

int cg_event_role(const node *ev, const node *n)
{
    const node *alts = alternatives(ev);
    if (!alts)
        return ev ? clause_role(ev, n, NULL) : -1;
    int role = -1;
    for (const node *i = alts; i; i = i->next) {
        int r = clause_role(i, n, shared_object(i));
        if (r < 0)
            return -1;          /* it means nothing when the other one happens */
        if (role < 0 || role == r)
            role = r;
        else if ((role == CARDRT_EVENT_OBJECT || role == CARDRT_EVENT_OTHER) && r == CARDRT_EVENT_SOURCE)
            role = CARDRT_EVENT_OTHER;
        else if ((role == CARDRT_EVENT_SOURCE || role == CARDRT_EVENT_OTHER) && r == CARDRT_EVENT_OBJECT)
            role = CARDRT_EVENT_OTHER;
        else
            return -1;
    }
    return role;
}

/* Where the card must be for its ability to trigger (cardrt_trigger_def's
 * zones): "When you cycle Test", "When Test is put into your graveyard
 * from your library (from anywhere)" in the graveyard, where it is by then;
 * "When you cast this spell" on the stack; else the battlefield (0), where
 * a card that dies looks back from the graveyard.  Alternatives must agree
 * ("When you cycle Test or it dies": the graveyard).  An event about
 * neither the card nor what it is attached to leaves the zone to the
 * ability's text (CR 113.6 of the current rules): "Whenever you cast a
 * multicolored spell, you may return ~ from your graveyard to your hand",
 * "At the beginning of your upkeep, if ~ is in your graveyard, ...". */
static bool trigger_zones(unit *u, const ability *ab, unsigned *zones)
{
    const node *ev = ab->ast->a ? ab->ast->a->a : NULL;
    const node *alts = alternatives(ev);
    bool any_dies = false, any_other = false, about_self = false;
    *zones = 0;
    for (const node *i = alts ? alts : ev; i; i = alts ? i->next : NULL) {
        for (int k = 0; k < 2 && i->kind == N_ACTION; k++) {
            const node *w = k ? i->b : i->a;
            about_self |= is_self(w) || is_word(w, "enchanted") || is_word(w, "equipped");
        }
        bool of_self = i->kind == N_ACTION && i->b && i->b->kind == N_SELF;
        const node *whose;
        int from = CARDRT_BATTLEFIELD;
        bool put_self = i->kind == N_ACTION && is_word(i, "put") && is_self(i->a) && !i->b
                        && into_graveyard(i->c, &whose, &from);
        unsigned z = of_self && is_word(i, "cycle") ? CARDRT_IN(CARDRT_GRAVEYARD)
                   : of_self && is_word(i, "cast") ? CARDRT_IN(CARDRT_STACK)
                   : put_self && from != CARDRT_BATTLEFIELD ? CARDRT_IN(CARDRT_GRAVEYARD) : 0;
        bool dies = i->kind == N_ACTION && is_word(i, "die") && is_self(i->a);
        if (z && *zones && z != *zones)
            return cg_unsupported(u, ev, "this trigger event");
        *zones |= z;
        any_dies |= dies;
        any_other |= !z && !dies;
    }
    if (*zones && (any_other || (any_dies && *zones != CARDRT_IN(CARDRT_GRAVEYARD))))
        return cg_unsupported(u, ev, "this trigger event");
    if (*zones || about_self)
        return true;
    int zone = -1;
    bool one = cg_said_zone(ab->ast->b, &zone);
    for (const ability *m = ab->modes; m && one; m = m->next)
        one = cg_said_zone(m->ast->b, &zone);
    if (!one)
        return cg_unsupported(u, ab->ast, "an ability of two zones");
    *zones = zone == CARDRT_HAND || zone == CARDRT_GRAVEYARD ? CARDRT_IN(zone) : 0;
    return true;
}

LLVMValueRef cg_trigger_def(unit *u, const ability *ab)
{
    codegen *cg = u->cg;
    const node *effects = ab->ast->b;
    LLVMValueRef condition = LLVMConstNull(cg->ptr);
    /* "When ..., if ..., ...": an intervening "if" (CR 603.4), checked as it
     * triggers and as it resolves; it covers every sentence after it ("if
     * ..., A. B."), unless one says what happens "otherwise".  "When ...,
     * A if ..." is no intervening "if": A's own condition. */
    const node *first = effects && effects->a ? effects->a : NULL;
    if (first && first->kind == N_CONDITIONAL && is_word(first, "if") && !first->c
        && first->a && first->b && !first->b->next && first->a->range.begin < first->b->range.begin
        && !(first->next && first->next->kind == N_CONDITIONAL && is_word(first->next, "otherwise"))) {
        u->event = ab->ast->a ? ab->ast->a->a : NULL;
        condition = cg_holds_fn(u, first->a);
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
    LLVMValueRef match = match_fn(u, ab->ast->a);
    const node *modes[16];
    unsigned nmodes;
    int min, max;
    if (!match || !cg_modes_of(u, ab, modes, &nmodes, &min, &max))
        return NULL;
    unsigned n;
    LLVMValueRef specs = cg_target_specs(u, ab, &n);
    if (!specs)
        return NULL;
    u->in_ability = true;
    u->event = ab->ast->a ? ab->ast->a->a : NULL;
    u->paid_costs = 0;
    LLVMValueRef fn = cg_effect_fn(u, (const node *const[]){ effects }, 1, modes, nmodes);
    u->in_ability = false;
    u->event = NULL;
    if (!fn)
        return NULL;
    unsigned zones;
    if (!trigger_zones(u, ab, &zones))
        return NULL;
    LLVMValueRef f[] = { cg_cstring(u, cg_text(u, ab->range)), match, condition, specs, cg_i32(cg, n), fn,
                         cg_i32(cg, zones), cg_i32(cg, nmodes), cg_i32(cg, min), cg_i32(cg, max),
                         cg_i32(cg, trigger_batch(ab->ast->a)) };
    return LLVMConstNamedStruct(cg->trig_ty, f, 11);
}

/* ---- delayed triggered abilities -------------------------------------------------------- */

LLVMValueRef cg_delayed_def(unit *u, int when, LLVMValueRef effect, const char *text)
{
    codegen *cg = u->cg;
    cg_saved save;
    cg_begin_fn(u, cg->legal_ty, "cardc.later", &save);
    LLVMValueRef evp = LLVMGetParam(u->fn, 2);
    LLVMValueRef kind = ev_field(u, evp, offsetof(cardrt_event, kind), "kind"), r;
    if (when == CG_WHEN_SOURCE_LEAVES)      /* the source leaves the battlefield */
        r = all(u, all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_ZONE_CHANGE)),
                       eq(u, ev_field(u, evp, offsetof(cardrt_event, object), "object"), cg_src(u))),
                eq(u, ev_field(u, evp, offsetof(cardrt_event, from), "from"), cg_i32(cg, CARDRT_BATTLEFIELD)));
    else                                    /* a step begins */
        r = all(u, eq(u, kind, cg_i32(cg, CARDRT_EV_STEP)),
                eq(u, ev_field(u, evp, offsetof(cardrt_event, step), "step"), cg_i32(cg, when)));
    LLVMValueRef match = cg_end_fn(u, r, &save);
    LLVMValueRef null = LLVMConstNull(cg->ptr);
    LLVMValueRef f[] = { cg_cstring(u, text), match, null, null, cg_i32(cg, 0), effect,
                         cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, 0), cg_i32(cg, CARDRT_BATCH_NONE) };
    return cg_const_global(u, LLVMConstNamedStruct(cg->trig_ty, f, 11), "cardc.delayed");
}
