/* sema.c — semantic analysis of a parsed card.
 *
 * - Targets (Rules FAQ 1.1.01): each N_TARGET is one use of the word
 *   "target" before a noun phrase; "the target of" and "targets" as a verb
 *   are other tokens and never make one.  An Aura spell targets what its
 *   enchant ability names (CR 415.3).
 * - Pronouns: "it", "them", "that creature", "that player", "their" are
 *   bound to the most recent phrase they can mean (a player or an object,
 *   of the same number, not a phrase holding the pronoun), or reported when
 *   nothing comes before them or two things joined by "and" could be meant.
 * - Wording: wording.c, once the card is read (wording_card). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "front.h"
#include "parser.h"

/* ---- targets ---------------------------------------------------------- */

/* What a pronoun being walked must name, from the words around it:
 * "creatures they control", "their hand" (a player), "their owners'" (objects). */
typedef enum want { WANT_ANY, WANT_PLAYER, WANT_OBJECT,
                    WANT_ZONE /* "it" may be a zone: "choose a card from it", "shuffle it" */ } want;

enum { NHIST = 8 };

/* The things mentioned so far, most recent last: what a pronoun can mean. */
typedef struct history {
    node *n[NHIST];
    unsigned seq[NHIST];        /* when each was mentioned (walk.seq) */
    bool zone_owner[NHIST];     /* mentioned as whose zone it is ("its owner's hand") */
    bool named_only[NHIST];     /* what only "that spell" can mean ("the target of a spell") */
    bool kind_only[NHIST];      /* what a player controls, named with "a" ("if you control a
                                 * Spirit"): only a pronoun within it means it ("a creature with
                                 * a counter on it") */
    unsigned count;
} history;

typedef struct walk {
    front *fe;
    const card *c;
    target_use **tail;
    history objects;            /* objects, and zones ("their hand": "choose a card from it") */
    history players;            /* players other than you ("that player" never means you) */
    node *paid[3];              /* what the ability's costs sacrifice, discard and exile ("a
                                 * creature" of "Sacrifice a creature:"; a spell's "As an
                                 * additional cost to cast this spell, ..."): what "the
                                 * sacrificed creature", "the discarded card", "the exiled
                                 * card" mean */
    unsigned seq;
    ability_kind kind;
    bool describing;            /* in "is a land card": a description, not something named */
    bool kind_only;             /* in "you control a Spirit": history.kind_only */
    target_use *const *head;    /* the ability's targets so far */
    unsigned target_of;         /* in "the target of a spell": what only "that spell" means */
    bool zone_owner;            /* in "its owner's" of "its owner's hand": whose zone, which "that
                                 * player" can mean but "they" not ("return it to its owner's hand
                                 * unless they pay") */
    const node *phrase;         /* the innermost noun phrase being walked */
    const node *clauses[16];    /* the actions being walked, outermost first: a clause of a
                                 * phrase ("mana spent to cast it", "a permanent that shares a
                                 * card type with it") speaks of something else */
    bool on;                    /* the pronoun walked is where counters are ("creatures that have
                                 * -1/-1 counters on them"): the phrase's own thing */
    const node *event;          /* a triggered ability's event ("the other creature") */
    bool paired;                /* in an ability with a condition "~ is paired with ..."
                                 * (soulbond, CR 702.95): "each of those creatures" is the pair,
                                 * which no word before it names (the readings of its words, not
                                 * a binding: no warning) */
    node *chosen_by_each;       /* "a creature they control" of "Each opponent chooses a creature
                                 * they control": one each, which a later "those creatures" is */
    node *abilities_chosen;     /* the keywords of "choose first strike, vigilance, or
                                 * lifelink", one of which a later "that ability" is */
    const node *becoming;       /* the subject of "becomes a copy of that artifact", which a
                                 * demonstrative in what it becomes never means ("Each other
                                 * artifact you control becomes a copy of that artifact") */
    const node *counting;       /* the action whose "for each" the pronoun walked is in: "create a
                                 * token for each +1/+1 counter on it" counts before the token
                                 * is made, so "it" is not that token */
    const node *coaction;       /* the action whose object or preposition the pronoun walked is:
                                 * "attach Test to it", "Test deals 2 damage to it" ("it" is not
                                 * Test, which would be "itself") */
    const node *subject_of;     /* the action whose subject the pronoun walked is: "it deals 2
                                 * damage to that creature" */
    unsigned nclauses;
    const node *owner;          /* the noun phrase whose qualifier or preposition names the pronoun
                                 * walked ("one of them", "Equipment attached to it"); a pronoun
                                 * deeper inside ("with a counter on it") has none */
    want want;
    node *dealer;               /* the source of the last damage dealt ("~ deals 2 damage"): the
                                 * "it" of "it deals 3 damage instead" */
    node *exiled;               /* what the last "exile" action exiled ("exile target creature"),
                                 * a card in exile since (CR 400.7): what "that card" after it
                                 * means, though a card was named before ("Whenever a player
                                 * cycles a card, you may exile target creature. ... return that
                                 * card") */
    unsigned exiled_seq;        /* when (walk.seq) */
    node *acted[3];             /* what the last "sacrifice", "discard" instruction of the ability
                                 * chose ("sacrifice a creature"), by paid_verbs' index */
    node *revealed;             /* the cards the last "reveal cards ... until ..." revealed: "the
                                 * revealed cards" after it */
    unsigned aside_from, aside_to;  /* what a condition whose subject is "it" named after that
                                 * subject (seq in (from, to]): no antecedent of the "it" of
                                 * the condition's effect */
    const node *alternatives;   /* the "or" list being walked: a pronoun among its items never
                                 * means another of them ("that permanent's controller or that
                                 * player": not that controller) */
    const node *made_each[4];   /* the token phrases created "for each" of something ("for each
                                 * Aura attached to ~, create a 3/1 ... token"): several tokens,
                                 * which "those tokens" means */
    unsigned nmade_each;
} walk;

/* Source text with each run of white space (continuation lines) as one space. */
static const char *squeeze(front *fe, const char *t, size_t n)
{
    char *out = arena_alloc(fe->a, n + 1);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (isspace((unsigned char)t[i])) {
            if (k > 0 && out[k - 1] != ' ')
                out[k++] = ' ';
            continue;
        }
        out[k++] = t[i];
    }
    while (k > 0 && out[k - 1] == ' ')
        k--;
    out[k] = '\0';
    return out;
}

static const char *target_text(front *fe, const source_file *src, src_range r)
{
    const char *t = src->text + r.begin;
    size_t n = r.end - r.begin;
    /* What follows the word "target": "up to two target creatures" -> "creatures". */
    for (size_t i = 0; i + 6 <= n; i++) {
        if (strncasecmp(t + i, "target", 6) == 0 && (i == 0 || !isalpha((unsigned char)t[i - 1]))
            && (i + 6 == n || isspace((unsigned char)t[i + 6]))) {
            if (i + 7 < n)
                return squeeze(fe, t + i + 7, n - i - 7);
            break;
        }
    }
    return squeeze(fe, t, n);
}

/* A target phrase shared by two verbs ("Target creature gets +2/+2 and
 * gains flying") is one node reached twice: one target (Rules FAQ 1.1.01). */
static void add_target(walk *w, node *t)
{
    for (const target_use *seen = *w->head; seen; seen = seen->next)
        if (seen->object == t->a && seen->range.begin == t->range.begin)
            return;
    target_use *u = arena_alloc(w->fe->a, sizeof *u);
    u->min = t->lo;
    u->max = t->hi;
    u->range = t->range;
    u->object = t->a;
    /* "any target", "each of two targets": any creature, player or planeswalker */
    u->text = strcmp(t->text, "any target") == 0 ? "any target"
                                                 : target_text(w->fe, w->c->src, t->range);
    *w->tail = u;
    w->tail = &u->next;
}

/* The first letters first: the walk asks this of every node it meets,
 * about two million times over the corpus, and most differ there. */
static bool is_text(const node *n, const char *text)
{
    return n && n->text && n->text[0] == text[0] && strcmp(n->text, text) == 0;
}

/* "Support N" (CR 701.33a of the 2017 rules): "Put a +1/+1 counter on
 * each of up to N [other] target creatures" ("other" on a permanent), a
 * target its words do not say: a use of up to N targets whose object is
 * the action A itself (lower_targets, cg_ability.c). */
static void support_target(walk *w, node *a)
{
    const char *t = a->b && a->b->kind == N_AMOUNT && !a->a && !a->c ? a->b->text : NULL;
    char *end;
    long n = t ? strtol(t, &end, 10) : 0;
    if (!t || *end || n < 1 || n > 100)
        return;         /* "Support X": no target; lowering refuses it */
    target_use *u = arena_alloc(w->fe->a, sizeof *u);
    u->min = 0;
    u->max = (int)n;
    u->range = a->range;
    u->object = a;
    u->text = w->kind == AB_SPELL ? "creature" : "other creature";
    *w->tail = u;
    w->tail = &u->next;
}

static bool word_token(const node *n, int token)
{
    return n && n->kind == N_WORD && n->token == token;
}

/* Does a filter or phrase name players ("each opponent", "that player",
 * "its controller")?  "Your hand" is a zone, no player. */
bool sema_names_player(const node *n)
{
    if (!n)
        return false;
    if (n->kind == N_PLAYER)
        return true;
    if (n->kind == N_WORD)
        return n->token == PLAYER || n->token == OPPONENT;
    if (n->kind == N_LIST) {
        for (const node *i = n->a; i; i = i->next)
            if (sema_names_player(i))
                return true;
        return false;
    }
    if (n->kind == N_POSSESSIVE)
        return word_token(n->b, CONTROLLER) || word_token(n->b, OWNER) || word_token(n->b, OPPONENT);
    if (n->kind == N_QUALIFIER || n->kind == N_PREP)
        return false;           /* "creature that player controls" is no player */
    if (n->kind == N_OBJECT && is_text(n, "of") && !n->a && n->b && n->b->a && n->b->a->kind == N_QUALIFIER
        && is_text(n->b->a, "among"))
        return sema_names_player(n->b->a->a);    /* "one of your opponents" */
    return sema_names_player(n->a) || (n->kind != N_OBJECT && sema_names_player(n->b));
}

/* "Your hand", "target player's library": a zone, which only "it" can mean
 * ("Target player reveals their hand.  You choose a card from it"). */
static bool is_zone(const node *n)
{
    return n->kind == N_POSSESSIVE
           && (word_token(n->b, LIBRARY) || word_token(n->b, HAND) || word_token(n->b, GRAVEYARD));
}

/* "a graveyard", "a divinity counter", "its other types", "combat damage":
 * a zone, a counter, a quality or an amount, not a thing "it" could mean. */
static bool names_no_thing(const node *n)
{
    if (n->kind == N_OBJECT && is_text(n, "the target of"))
        return true;            /* "becomes the target of a spell": a role, no thing */
    const node *f = n->kind == N_OBJECT ? n->a : NULL;
    const node *traits = f && f->kind == N_FILTER && f->a && f->a->a && !f->a->a->next && !f->b ? f->a->a : NULL;
    const node *word = traits && traits->a ? traits->a->a : NULL;
    while (word && word->next)
        word = word->next;
    if (!word || word->kind != N_WORD)
        return false;
    bool zone = word->token == GRAVEYARD || word->token == LIBRARY || word->token == HAND;
    return word->token == COUNTER || word->token == COST || word->token == TYPE || word->token == DAMAGE
           || word->token == DIE /* "roll a d20" */ || word->token == MANA || word->token == LIFE || word->token == COLOR || word->token == NAME
           || (zone && word == traits->a->a);
}

/* Things joined by CONJ: "target creature and target land" (which "them"
 * can mean and "it" cannot tell apart), "Test or another creature" (the
 * one an event names). */
static bool joins_things(const node *n, const char *conj)
{
    if (n->kind != N_LIST || !is_text(n, conj))
        return false;
    unsigned things = 0;
    for (const node *i = n->a; i; i = i->next)
        things += (i->kind == N_TARGET || i->kind == N_OBJECT || i->kind == N_SELF || i->kind == N_PRONOUN)
                  && !names_no_thing(i);
    return things >= 2;
}

static bool is_group(const node *n)
{
    return joins_things(n, "and");
}

/* The words of a noun phrase's filter ("target artifact creature"), or NULL. */
static const node *filter_of(const node *n)
{
    if (n && n->kind == N_TARGET)
        n = n->a;
    return n && (n->kind == N_OBJECT || n->kind == N_PRONOUN) && n->a && n->a->kind == N_FILTER ? n->a : NULL;
}

/* Does a word of F's traits pass TEST (with ARG)? */
static bool filter_any_word(const node *f, bool (*test)(const node *, const void *), const void *arg)
{
    for (const node *t = f && f->a ? f->a->a : NULL; t; t = t->next)
        for (const node *wd = t->a ? t->a->a : NULL; wd; wd = wd->next)
            if (wd->kind == N_WORD && test(wd, arg))
                return true;
    return false;
}

static bool is_token(const node *wd, const void *token)
{
    return wd->token == *(const int *)token;
}

static bool is_cardtype(const node *wd, const void *unused)
{
    (void)unused;
    return wd->token == CARDTYPE;
}

static bool same_word(const node *wd, const void *other)
{
    return wd->text && strcasecmp(wd->text, ((const node *)other)->text) == 0;
}

/* "Target player or planeswalker", "any target": a player or an object. */
static bool names_object_too(const node *n)
{
    if (n->kind == N_TARGET && is_text(n, "any target"))
        return true;
    const node *f = filter_of(n);
    for (const node *t = f && f->a ? f->a->a : NULL; t; t = t->next) {
        const node *wd = t->a ? t->a->a : NULL;
        if (wd && wd->kind == N_WORD && wd->token != PLAYER && wd->token != OPPONENT)
            return true;
    }
    return false;
}

/* The noun of the alternative T of a demonstrative's filter ("card" of
 * "that card", "those exiled cards"), or NULL. */
static const node *alternative_noun(const node *t)
{
    const node *head = t && t->a ? t->a->a : NULL;
    while (head && head->next)
        head = head->next;
    return head && head->kind == N_WORD ? head : NULL;
}

/* The noun of demonstrative P ("that card", "those exiled cards"), or NULL
 * (also for several: "that creature or planeswalker"). */
static const node *demonstrative_noun(const node *p)
{
    const node *pf = filter_of(p);
    return pf && pf->a && pf->a->a && !pf->a->a->next ? alternative_noun(pf->a->a) : NULL;
}

/* Does C name P's noun itself ("the top card" for "that card")?  Used for
 * the nouns of where a thing is (card, spell, permanent, token): "that
 * creature" after "blocked by a Vampire" is the Vampire, not the equipped
 * creature named before. */
static bool same_noun(const node *p, const node *c)
{
    const node *head = demonstrative_noun(p), *cf = filter_of(c);
    return head && cf && filter_any_word(cf, is_token, &head->token);
}

/* Does phrase C name opponents ("an opponent", "target opponent", "your
 * opponents", "one of your opponents", "defending player")?  Only those can
 * "that opponent" mean: after "Put target permanent an opponent controls on
 * top of its owner's library", that opponent, not its owner. */
static bool names_opponent(const node *c)
{
    static const int opponent = OPPONENT;
    if (c->kind == N_PLAYER)
        return is_text(c, "your opponents") || is_text(c, "defending player");
    if (c->kind == N_OBJECT && is_text(c, "of") && !c->a && c->b && c->b->a && c->b->a->kind == N_QUALIFIER
        && is_text(c->b->a, "among"))
        return c->b->a->a && names_opponent(c->b->a->a);   /* "one of your opponents" */
    const node *cf = filter_of(c);
    return cf && filter_any_word(cf, is_token, &opponent);
}

/* Can a demonstrative whose noun is HEAD mean C?  Not "that creature" for
 * "target land" or for "a card", "that copy" for a permanent, "that spell"
 * for a token, "those cards" for "spells", "those permanents" for copies of
 * a spell, nor "that Equipment" for a Germ token. */
static bool head_agrees(const node *head, const node *c)
{
    const node *cf = filter_of(c);
    if (!head)
        return true;
    static const int things[] = { CARD, PERMANENT, SPELL, CARDTYPE, SUBTYPE, TOKEN, SOURCE, ABILITY, PLAYER,
                                  OPPONENT };
    bool thing = false;
    for (size_t i = 0; i < sizeof things / sizeof *things; i++)
        thing |= head->token == things[i];
    if (head->token == COPY || !thing)  /* "that copy", "that damage" */
        return cf && filter_any_word(cf, is_token, &head->token);
    static const int spell = SPELL, copy = COPY, card_w = CARD, token = TOKEN, permanent = PERMANENT,
                     subtype = SUBTYPE;
    if (head->token == OPPONENT)
        return names_opponent(c);
    static const int source = SOURCE;
    if (head->token == SOURCE)  /* "If a source would deal 4 or more damage to a permanent or player,
                                 * that source deals 3 damage ...": not the permanent */
        return cf && filter_any_word(cf, is_token, &source);
    if (!cf)
        return true;
    bool spells = filter_any_word(cf, is_token, &spell) || filter_any_word(cf, is_token, &copy);
    bool cards = filter_any_word(cf, is_token, &card_w);
    bool types = filter_any_word(cf, is_cardtype, NULL) || filter_any_word(cf, is_token, &subtype);
    if ((head->token == PERMANENT || head->token == CARDTYPE) && spells)
        return false;           /* "those permanents" are no copies of a spell */
    if (head->token == CARDTYPE && cards && !types)
        return false;           /* "that creature" is no "a card" discarded */
    if (head->token == SPELL && (filter_any_word(cf, is_token, &token) || filter_any_word(cf, is_token, &permanent)))
        return false;           /* "that spell" is no token */
    if (head->token == CARD && spells && !cards)
        return false;           /* "those cards" are no "spells" cast from among them */
    if (head->token == CARD && !cards && filter_any_word(cf, is_token, &token))
        return false;           /* "that card" is no token (CR 111.1: a token is no card) */
    if (head->token == TOKEN && !filter_any_word(cf, is_token, &token))
        return false;           /* "those tokens" are none of "each Aura and Equipment attached to ~" */
    if (head->token == SUBTYPE && filter_any_word(cf, is_token, &subtype))
        return filter_any_word(cf, same_word, head);    /* "that Equipment" is no Germ token */
    if (head->token != CARDTYPE || !filter_any_word(cf, is_cardtype, NULL))
        return true;
    return filter_any_word(cf, same_word, head);
}

/* Can demonstrative P ("that creature", "that copy", "that creature or
 * planeswalker": by one of its nouns) mean C? */
static bool noun_agrees(const node *p, const node *c)
{
    /* "that creature or planeswalker": one of its nouns */
    const node *pf = filter_of(p);
    if (pf && pf->a && pf->a->a && pf->a->a->next) {
        for (const node *t = pf->a->a; t; t = t->next)
            if (!alternative_noun(t) || head_agrees(alternative_noun(t), c))
                return true;
        return false;
    }
    return head_agrees(demonstrative_noun(p), c);
}

static void remember(walk *w, history *h, node *n)
{
    if (h->count > 0 && h->n[(h->count - 1) % NHIST] == n) {
        h->seq[(h->count - 1) % NHIST] = ++w->seq;
        return;
    }
    h->n[h->count % NHIST] = n;
    h->seq[h->count % NHIST] = ++w->seq;
    h->zone_owner[h->count % NHIST] = w->zone_owner && h == &w->players;
    h->named_only[h->count % NHIST] = w->target_of > 0;
    h->kind_only[h->count % NHIST] = w->kind_only && n->kind == N_OBJECT;     /* not "that spell" within it */
    h->count++;
}

static void note_antecedent(walk *w, node *n)
{
    if (w->describing || names_no_thing(n) || (n->kind == N_OBJECT && is_text(n, "target")))
        return;                 /* the N_TARGET around "target creature" is what a pronoun means */
    const node *k = n->kind == N_PRONOUN && n->refers ? n->refers : n;
    if (sema_names_player(k) || (k->kind == N_TARGET && is_text(k, "any target"))) {
        if (!(n->kind == N_PLAYER && is_text(n, "you")))
            remember(w, &w->players, n);
        if (names_object_too(k))
            remember(w, &w->objects, n);
    } else {
        remember(w, &w->objects, n);
    }
}

/* Could pronoun P (whose range lies inside N) mean N?  Only from a "with"
 * phrase of N: "a creature with a +1/+1 counter on it", never "one of
 * them", "a creature they control", "a token that's a copy of that
 * creature", "Equipment attached to it". */
static bool inside(const node *n, const node *p)
{
    return n->range.begin <= p->range.begin && p->range.end <= n->range.end;
}

/* A pronoun's number, for objects: "it", "that card" one; "them", "those
 * cards" several (a player is "they" too). */
enum { SINGULAR = 1, PLURAL = 2 };

/* Note the token phrase of action A, when A creates it "for each" of
 * something (a "for each" modifier of A, or FOR_EACH, the "for each"
 * conditional A is the effect of). */
static void note_made_each(walk *w, const node *a, bool for_each)
{
    for (const node *m = a && a->kind == N_ACTION && a->c ? a->c->a : NULL; m && !for_each; m = m->next)
        for_each = m->kind == N_MODIFIER && is_text(m, "for each");
    if (for_each && a && a->kind == N_ACTION && is_text(a, "create") && a->b && a->b->kind == N_OBJECT
        && w->nmade_each < sizeof w->made_each / sizeof *w->made_each)
        w->made_each[w->nmade_each++] = a->b;
}

/* The number of N, 0 when either fits ("each creature ... its power",
 * "for each creature you control ... those creatures", "create a token for
 * each Aura attached to ~ ... those tokens"). */
static int number_of(const walk *w, const node *n)
{
    for (unsigned i = 0; i < w->nmade_each; i++)
        if (w->made_each[i] == n)
            return 0;
    switch (n->kind) {
    case N_SELF:
        return SINGULAR;
    case N_TARGET:
        return n->hi == 1 ? SINGULAR : PLURAL;
    case N_LIST:
        return is_group(n) ? PLURAL : 0;
    case N_PRONOUN:
        return is_text(n, "them") || is_text(n, "they") || is_text(n, "those") || is_text(n, "their") ? PLURAL
             : is_text(n, "it") || is_text(n, "that") ? SINGULAR : 0;
    case N_OBJECT:
        if (n->c)
            return is_text(n->c, "one") || is_text(n->c, "1") ? SINGULAR : PLURAL;
        if (is_text(n, "all") || is_text(n, "all other") || is_text(n, "other"))
            return PLURAL;
        if (is_text(n, "a") || is_text(n, "an") || is_text(n, "another") || is_text(n, "target")
            || (n->a && n->a->kind == N_FILTER && is_text(n->a, "any target")))
            return SINGULAR;    /* the object of "any target" is one too */
        if (!n->text && n->a && n->a->kind == N_FILTER && n->a->a && n->a->a->a) {
            const node *head = n->a->a->a;      /* "creatures you control", not "blue mana" */
            if (head->range.end > head->range.begin && w->c->src->text[head->range.end - 1] == 's')
                return PLURAL;
        }
        return 0;
    default:
        return 0;
    }
}

/* The object of the preposition WORD of action ACT ("from ~" of "move a
 * +1/+1 counter from ~ onto it"), or NULL. */
static const node *prep_object(const node *act, const char *word)
{
    for (const node *m = act && act->c ? act->c->a : NULL; m; m = m->next)
        if (m->kind == N_PREP && is_text(m, word))
            return m->a;
    return NULL;
}

/* "move a +1/+1 counter from ~ onto it" (CO, pronoun P): the other end of
 * the move, which P is not (counters are moved from one object onto
 * another, CR 122.5 of the current rules), or NULL. */
static const node *other_end_of_move(const node *co, const node *p)
{
    const node *from = co && is_text(co, "move") ? prep_object(co, "from") : NULL;
    const node *onto = from ? prep_object(co, "onto") : NULL;
    return !onto ? NULL : onto == p || inside(p, onto) ? from : from == p || inside(p, from) ? onto : NULL;
}

/* A pronoun "that NOUN" ("that creature") in N's phrases, other than
 * SKIP; the items after N itself are not looked at. */
static const node *demonstrative_in(const node *n, const node *skip, bool items)
{
    if (!n)
        return NULL;
    if (n != skip && n->kind == N_PRONOUN && n->a && is_text(n, "that"))
        return n;
    const node *d = demonstrative_in(n->a, skip, true);
    d = d ? d : demonstrative_in(n->b, skip, true);
    d = d ? d : demonstrative_in(n->c, skip, true);
    return d ? d : items ? demonstrative_in(n->next, skip, true) : NULL;
}

/* The most recent thing of H that pronoun P can mean; *WHEN: when it was
 * mentioned.  A demonstrative ("that creature", "that card") never means
 * the card itself, which Oracle text calls by its name or "it". */
static node *candidate(const walk *w, const history *h, const node *p, int number, bool owners, bool noun,
                       unsigned *when)
{
    bool demonstrative = p->a != NULL;
    unsigned n = h->count < NHIST ? h->count : NHIST;
    /* "that NOUN" in the clause whose subject is "it": the most recent NOUN is its */
    const node *sub = w->subject_of;
    const node *that = !demonstrative && is_text(p, "it") && sub && sub->a == p ? demonstrative_in(sub, p, false)
                                                                                 : NULL;
    bool that_took = false;
    for (unsigned k = 0; k < n; k++) {
        unsigned i = (h->count - 1 - k) % NHIST;
        node *c = h->n[i];
        const node *real = c->kind == N_PRONOUN && c->refers ? c->refers : c;
        bool in_mana = false;   /* "mana from a Treasure (of the same color) was spent to cast it" */
        for (unsigned j = 0; j < w->nclauses && !in_mana; j++) {
            const node *cl = w->clauses[j];
            in_mana = cl->kind == N_ACTION && is_text(cl, "spent") && cl->a && inside(cl->a, c) && !inside(cl->a, p);
        }
        if (in_mana || (h->kind_only[i] && !inside(c, p)))
            continue;           /* the mana spent, or what it came from: not the spell cast; a kind
                                 * of thing a player controls */
        bool alternative = false, item = false;
        for (const node *j = w->alternatives ? w->alternatives->a : NULL; j; j = j->next) {
            alternative |= j == c && !inside(j, p);
            item |= j == p;
        }
        if (alternative && item)
            continue;           /* "that permanent's controller or that player": not that controller
                                 * (but "defending player or a planeswalker they control": that player) */
        bool owns = w->owner && (c == w->owner || c->a == w->owner);
        bool object = is_text(p, "it") || is_text(p, "them");      /* "their power" may be its own */
        for (unsigned j = 0; j < w->nclauses && !owns && !w->on && object; j++)
            owns = inside(c, w->clauses[j]) && c != w->clauses[j];  /* "mana spent to cast it" */
        /* ... nor the things joined around it: "target creature and all Auras attached to it" */
        if (inside(c, p) && (owns || demonstrative || is_group(real)))
            continue;
        if (demonstrative && (real->kind == N_SELF || !noun_agrees(p, real) || (noun && !same_noun(p, real))))
            continue;
        if (!demonstrative && h->seq[i] > w->aside_from && h->seq[i] <= w->aside_to)
            continue;           /* "If it shares a creature type with ~, reveal it": not ~ */
        const node *co = w->coaction;
        if (!demonstrative && h->named_only[i] && !(co && is_text(co, "counter") && co->b == p))
            continue;           /* "becomes the target of a spell ..., sacrifice it": not the spell;
                                 * "..., counter it": the spell or ability, which only it counters */
        /* what a subject pronoun ("it", "each of those creatures") means, when P is "that creature" */
        const node *subject_means = co && co->a && co->a->kind == N_PRONOUN && co->a->refers && number == SINGULAR
                                  ? co->a->refers : NULL;
        if (demonstrative && w->becoming && (c == w->becoming || real == w->becoming))
            continue;
        if (demonstrative && co && co->a && (c == co->a || real == co->a || (subject_means && real == subject_means)))
            continue;           /* "Each creature you control deals damage ... to that creature": not the
                                 * subject of its own clause, which would be "itself"; nor what its
                                 * pronoun subject means ("each of those creatures deals damage ... to
                                 * that creature", "it deals 2 damage to that creature") */
        if (that && !that_took && real->kind != N_SELF && noun_agrees(that, real) && same_noun(that, real)) {
            that_took = true;   /* "Whenever ~ becomes blocked by a creature, it deals 2 damage to that
                                 * creature": the creature is "that creature", so "it" is the other */
            continue;
        }
        const node *other_end = other_end_of_move(co, p);
        if (other_end && (c == other_end || real == other_end))
            continue;           /* "move a +1/+1 counter from ~ onto it": not ~ */
        bool dealer = co && (is_text(co, "deal damage") || is_text(co, "deal combat damage") || is_text(co, "fight"));
        if (co && (is_text(p, "it") || is_text(p, "them"))
            && (c == co->b || real == co->b || (co->b && co->b->kind != N_LIST && inside(co->b, c))
                || (dealer && (c == co->a || real == co->a))))
            continue;
        const node *made = w->counting ? w->counting->b : NULL;
        if (made && (c == made || real == made) && made->kind == N_OBJECT
            && (is_text(made, "a") || is_text(made, "an") || made->c))
            continue;           /* "draw a card for each -1/-1 counter on it": not the card drawn */
        if (!demonstrative && h->zone_owner[i] && !owners)
            continue;           /* "... to its owner's hand unless they pay": "they" is no owner */
        if (is_zone(real) && !(is_text(p, "it") && w->want == WANT_ZONE))
            continue;
        if (real->kind == N_OBJECT && is_text(real, "no") && !inside(real, p))
            continue;           /* "if you control no untapped lands, it gets +3/+0": none is no thing
                                 * (but "no permanents with counters on them" are those permanents) */
        int has = number_of(w, real);
        if (number && has && has != number && !(number == SINGULAR && real->kind == N_LIST))
            continue;           /* "it" after "target creature and target land" can't tell */
        *when = h->seq[i];
        return c;
    }
    return NULL;
}

/* Is A the action of dealing damage ("deals 2 damage", "deals combat damage")? */
static bool deals_damage(const node *a)
{
    return a->kind == N_ACTION
           && (is_text(a, "deal damage") || is_text(a, "deal combat damage") || is_text(a, "deal noncombat damage"));
}

static void bind_pronoun(walk *w, node *p)
{
    static const char *const binds[] = { "it", "its", "them", "they", "their", "that", "those",
                                         "him or her", "his or her" };
    bool binding = false;
    for (size_t i = 0; i < sizeof binds / sizeof *binds; i++)
        binding |= strcmp(p->text, binds[i]) == 0;
    if (!binding || p->refers || p->ambiguous)
        return;                 /* a phrase two sentences share is bound once */
    const char *text = arena_strndup(w->fe->a, w->c->src->text + p->range.begin, p->range.end - p->range.begin);
    size_t len = strlen(text);
    if (w->coaction && w->coaction->a && len > 4 && strcasecmp(text + len - 4, "self") == 0) {
        node *subject = w->coaction->a;     /* "Target creature deals damage to itself": the subject */
        p->refers = subject->kind == N_PRONOUN && subject->refers ? subject->refers : subject;
        return;
    }
    /* "him or her" (old wording) is a player; "him" alone a named
     * character, the card itself ("loyalty counters on him") */
    bool person = (is_text(p, "him or her") || is_text(p, "his or her")) && len > 3;
    bool character = (is_text(p, "him or her") || is_text(p, "his or her")) && !person;
    bool singular = is_text(p, "it") || is_text(p, "its") || is_text(p, "that") || character;
    want kind = sema_names_player(p->a) || person ? WANT_PLAYER : character ? WANT_OBJECT
              : p->a || is_text(p, "it") || is_text(p, "its") ? WANT_OBJECT
              : w->want == WANT_ZONE ? WANT_ANY : w->want;
    unsigned pw = 0, ow = 0;
    int number = singular ? SINGULAR : PLURAL;
    const node *noun = demonstrative_noun(p);
    if (noun && noun->token == ABILITY && is_text(p, "that") && w->abilities_chosen) {
        p->refers = w->abilities_chosen;    /* "Creatures you control gain that ability": the one chosen */
        return;
    }
    if (noun && noun->token == TOKEN && w->phrase && w->phrase->kind == N_OBJECT && is_text(w->phrase, "of"))
        number = 0;     /* "create two of those tokens" after "Create a 1/1 ... token": of its kind */
    node *pl = kind != WANT_OBJECT ? candidate(w, &w->players, p, 0, false, false, &pw) : NULL;
    /* "that card" is first the last card named as one ("exiles the top card
     * of their library.  ... that creature's controller may play that card") */
    bool where = noun && (noun->token == CARD || noun->token == SPELL || noun->token == PERMANENT
                          || noun->token == TOKEN);
    node *ob = kind != WANT_PLAYER && where ? candidate(w, &w->objects, p, number, false, true, &ow) : NULL;
    if (ob && noun->token == CARD && w->exiled && w->exiled_seq > ow) {
        ob = w->exiled;         /* "exile target creature. ... that card": the card it became */
        ow = w->exiled_seq;
    }
    if (!ob && kind != WANT_PLAYER)
        ob = candidate(w, &w->objects, p, number, false, false, &ow);
    if (!pl && !ob && kind == WANT_PLAYER)     /* "from an opponent's graveyard on the bottom of their library" */
        pl = candidate(w, &w->players, p, 0, true, false, &pw);
    /* "they" is a player unless the things are surely several */
    const node *ob_real = ob && ob->kind == N_PRONOUN && ob->refers ? ob->refers : ob;
    bool surely = ob && (kind != WANT_ANY || number_of(w, ob_real) == PLURAL);
    node *to = pl && (!ob || pw > ow || !surely) ? pl : ob;
    if (to && singular && is_group(to)) {
        /* "Each attacking creature and each blocking creature doesn't untap
         * during its controller's untap step": each of them; "Exile ~ and
         * target creature unless that creature's controller pays": the one
         * its noun fits; "Tap target creature and target land.  Untap it":
         * which one? */
        node *fit = NULL;
        unsigned fits = 0;
        bool each = true;
        for (node *i = to->a; i; i = i->next) {
            const node *r = i->kind == N_PRONOUN && i->refers ? i->refers : i;
            each &= r->kind == N_OBJECT && (is_text(r, "each") || is_text(r, "each other"));
            if (p->a && (r->kind == N_SELF || !noun_agrees(p, r)))
                continue;
            fits++;
            fit = i;
        }
        if (each || (p->a && fits == 1)) {
            to = each ? to : fit;
            p->refers = to->kind == N_PRONOUN && to->refers ? to->refers : to;
            return;
        }
        p->ambiguous = true;
        if (diag_report(w->fe->diag, w->c->src, p->range, WARN_PRONOUN_AMBIGUOUS, text))
            for (const node *i = to->a; i; i = i->next)     /* each thing it could mean */
                diag_note(w->fe->diag, w->c->src, i->range, "It could refer to '%s'.",
                          arena_strndup(w->fe->a, w->c->src->text + i->range.begin,
                                        i->range.end - i->range.begin));
        return;
    }
    const node *to_real = to && to->kind == N_PRONOUN && to->refers ? to->refers : to;
    const node *to_f = to_real && to_real->kind != N_SELF ? filter_of(to_real) : NULL;
    if (noun && noun->token == SUBTYPE && to_f && filter_any_word(to_f, is_cardtype, NULL)
        && !filter_any_word(to_f, same_word, noun)) {
        /* "Whenever an Archer you control deals damage to a creature, that
         * Archer deals ...": the nearest thing is no Archer; which one it
         * means is not decided here (refused by name) */
        p->ambiguous = true;
        if (diag_report(w->fe->diag, w->c->src, p->range, WARN_PRONOUN_AMBIGUOUS, text))
            diag_note(w->fe->diag, w->c->src, to_real->range, "The nearest thing before it is '%s', which "
                      "its noun does not name.", arena_strndup(w->fe->a, w->c->src->text + to_real->range.begin,
                                                               to_real->range.end - to_real->range.begin));
        return;
    }
    if (!to && !singular && p->a && w->chosen_by_each && noun_agrees(p, w->chosen_by_each))
        to = w->chosen_by_each;     /* "those creatures": the one each player chose */
    if (to) {
        p->refers = to->kind == N_PRONOUN && to->refers ? to->refers : to;
        return;
    }
    /* With nothing before it, a permanent's or a trigger's "it" is the card
     * itself; a spell has nothing it could mean, nor has "that player" with
     * no player before it. "That type" names no thing (names_no_thing) but
     * the type a "Choose a creature type" before it chose, which the
     * readings of its words check. */
    if (w->paired && is_text(p, "those") && (p->form & FORM_EACH_OF))
        return;                 /* "each of those creatures": the pair (meaning_pair_subject) */
    if ((w->kind == AB_SPELL || kind == WANT_PLAYER || p->a) && !(noun && noun->token == TYPE))
        diag_report(w->fe->diag, w->c->src, p->range, WARN_PRONOUN_UNBOUND, text);
}

/* "the creature", "the artifact", "the card", "the player" (P: "the" and
 * one noun, no more words): the thing of that noun named before it in the ability, as
 * "that creature" would be ("Destroy target artifact.  ... equal to the
 * artifact's mana value").  Bound only when the thing before it names the
 * noun itself; else it stays unbound (a linked ability's "the exiled card",
 * CR 607), and is refused by name. */
static void bind_the(walk *w, node *p)
{
    const node *pf = filter_of(p);
    const node *t = pf && !pf->b && pf->a && pf->a->a && !pf->a->a->next ? pf->a->a : NULL;
    const node *head = t && t->a && t->a->a && !t->a->a->next && !t->b ? t->a->a : NULL;
    if (!head || head->kind != N_WORD || head->token == OPPONENT || p->b || p->refers || p->ambiguous
        || !is_text(p, "the"))
        return;
    unsigned when = 0;
    if (head->token == PLAYER) {
        /* "The player discards that card" after "look at that player's hand":
         * the one player named before it, as "that player" would be; never
         * one of several ("each player", "each other player") */
        node *pl = candidate(w, &w->players, p, 0, false, false, &when);
        node *who = pl && pl->kind == N_PRONOUN && pl->refers ? pl->refers : pl;
        if (who && who->kind != N_LIST && number_of(w, who) != PLURAL && !is_group(who)
            && !(who->kind == N_OBJECT && (is_text(who, "each") || is_text(who, "each other"))))
            p->refers = who;
        return;
    }
    node *c = candidate(w, &w->objects, p, SINGULAR, false, true, &when);
    node *real = c && c->kind == N_PRONOUN && c->refers ? c->refers : c;
    if (real && real->kind != N_LIST && number_of(w, real) != PLURAL && filter_any_word(filter_of(real), same_word, head))
        p->refers = real;
}

/* The one object phrase "a(n) HEAD ..." event EV names besides its subject,
 * when its subject is its own creature (~, "enchanted creature"); NULL
 * when none or several. */
static node *event_other(const node *ev, const node *head)
{
    if (!ev || ev->kind != N_ACTION || !ev->a
        || !(ev->a->kind == N_SELF || (ev->a->kind == N_PRONOUN && !ev->a->refers
                                       && (is_text(ev->a, "enchanted") || is_text(ev->a, "equipped")))))
        return NULL;
    node *other = NULL;
    unsigned n = 0;
    node *parts[8] = { ev->b };
    unsigned np = 1;
    for (node *m = ev->c && ev->c->kind == N_LIST ? ev->c->a : NULL; m && np < 8; m = m->next)
        if (m->kind == N_PREP || m->kind == N_MODIFIER)
            parts[np++] = m->a;
    for (unsigned i = 0; i < np; i++) {
        node *o = parts[i];
        if (o && o->kind == N_OBJECT && (is_text(o, "a") || is_text(o, "an")) && !o->c
            && filter_any_word(filter_of(o), same_word, head)) {
            other = o;
            n++;
        }
    }
    return n == 1 ? other : NULL;
}

/* "the other creature" in a triggered ability whose event names its own
 * creature (~, "enchanted creature") and one more ("Whenever ~ deals
 * damage to a creature", "... becomes blocked by a non-Wall creature",
 * "... blocks or becomes blocked by a creature", the same one in both):
 * that one more, the one of the two the subject is not. */
static void bind_the_other(walk *w, node *p)
{
    const node *pf = filter_of(p), *ev = w->event;
    const node *t = pf && !pf->b && pf->a && pf->a->a && !pf->a->a->next ? pf->a->a : NULL;
    const node *head = t && t->a && t->a->a && !t->a->a->next && !t->b ? t->a->a : NULL;
    if (!head || head->kind != N_WORD || p->b || p->refers || p->ambiguous || !is_text(p, "the other") || !ev)
        return;
    if (ev->kind != N_SEQUENCE || !is_text(ev, "or")) {
        p->refers = event_other(ev, head);
        return;
    }
    node *other = NULL;
    for (const node *i = ev->a ? ev->a->a : NULL; i; i = i->next) {
        node *o = event_other(i, head);
        if (!o || (other && o != other))
            return;
        other = o;
    }
    p->refers = other;
}

/* The noun of demonstrative P that is one adjective and one noun, both
 * words, with nothing after them ("that attacking player", "the blocking
 * creature"), its adjective in *ADJ; NULL for another. */
static const node *adjective_noun(const node *p, const node **adj)
{
    const node *pf = filter_of(p);
    const node *t = pf && !pf->b && pf->a && pf->a->a && !pf->a->a->next ? pf->a->a : NULL;
    const node *st = t && t->a ? t->a->a : NULL;
    const node *head = st && st->next && !st->next->next ? st->next : NULL;
    *adj = st;
    return head && head->kind == N_WORD && st->kind == N_WORD ? head : NULL;
}

/* "that attacking player" in a triggered ability whose event is "A
 * attacks B" with a player A ("Whenever a player attacks enchanted player
 * with one or more creatures, that attacking player may ..."): A, not the
 * player attacked.  True when it binds P. */
static bool bind_that_attacking(walk *w, node *p)
{
    const node *ev = w->event, *st, *head = adjective_noun(p, &st);
    if (!head || head->token != PLAYER || !is_text(st, "attacking")
        || p->b || p->refers || !is_text(p, "that") || !ev || ev->kind != N_ACTION || !is_text(ev, "attack")
        || !ev->a || ev->a->kind != N_OBJECT || !sema_names_player(ev->a))
        return false;
    p->refers = ev->a;
    return true;
}

/* "the blocking creature", "the attacking creature" in a triggered
 * ability whose event is "A blocks B" ("Whenever a white creature blocks a
 * black or red creature"): A, B. */
static void bind_the_blocking(walk *w, node *p)
{
    const node *ev = w->event, *st, *head = adjective_noun(p, &st);
    if (!head || !is_text(head, "creature") || p->b || p->refers
        || p->ambiguous || !is_text(p, "the") || !ev || ev->kind != N_ACTION || !is_text(ev, "block"))
        return;
    node *to = is_text(st, "blocking") ? ev->a : is_text(st, "attacking") ? ev->b : NULL;
    if (to && to->kind == N_OBJECT && (is_text(to, "a") || is_text(to, "an")))
        p->refers = to;
}

/* What the pronoun OWNER of a possessive means, from what it owns: "their
 * hand" a player, "their owners'", "its power" objects. */
static want owner_wants(const node *thing)
{
    static const int objects[] = { OWNER, CONTROLLER, POWER, TOUGHNESS, VALUE, COST, TYPE, NAME,
                                   COLOR, ABILITY, LOYALTY };
    if (!thing || thing->kind != N_WORD)
        return WANT_ANY;
    for (size_t i = 0; i < sizeof objects / sizeof *objects; i++)
        if (thing->token == objects[i])
            return WANT_OBJECT;
    return WANT_PLAYER;
}

/* What "they" as the subject of VERB means: "they draw a card" a player,
 * "they gain haste" objects. */
static want subject_wants(const node *action)
{
    static const char *const players[] = { "draw", "discard", "lose life", "gain life", "pay", "sacrifice",
                                           "search", "shuffle", "reveal", "choose", "control", "own",
                                           "cast", "look at", "mill", "scry", "skip", "win", "lose", "spend" };
    static const char *const objects[] = { "get", "have", "deal damage", "deal combat damage", "attack",
                                           "block", "become", "enter the battlefield", "die", "is" };
    for (size_t i = 0; i < sizeof players / sizeof *players; i++)
        if (is_text(action, players[i]))
            return WANT_PLAYER;
    for (size_t i = 0; i < sizeof objects / sizeof *objects; i++)
        if (is_text(action, objects[i]))
            return WANT_OBJECT;
    return WANT_ANY;
}

/* Walk N, a pronoun's place, knowing what a pronoun there means. */
/* The verbs of costs that "the sacrificed", "the discarded", "the exiled"
 * name what they paid with, by their index in walk.paid. */
static const char *const paid_verbs[] = { "sacrifice", "discard", "exile" };
static const char *const paid_words[] = { "sacrificed", "discarded", "exiled" };

/* ACT, a cost's action ("Sacrifice a creature"): remember what it pays with. */
static void note_paid(walk *w, node *act)
{
    for (size_t i = 0; act && act->kind == N_ACTION && act->b && i < sizeof paid_verbs / sizeof *paid_verbs; i++)
        if (is_text(act, paid_verbs[i]))
            w->paid[i] = act->b;
}

/* What the costs of AB pay with: an activated ability's costs, a spell's
 * "As an additional cost to cast this spell, sacrifice a creature." */
static void note_costs(walk *w, const ability *ab)
{
    const node *ast = ab->ast;
    for (node *c = ab->kind == AB_ACTIVATED && ast && ast->a && ast->a->kind == N_LIST ? ast->a->a : NULL; c;
         c = c->next)
        if (c->kind == N_COST)
            note_paid(w, c->a);
    const node *st = ab->kind == AB_SPELL && ast && ast->b ? ast->b->a : NULL;
    if (st && st->kind == N_CONDITIONAL && is_text(st, "additional cost"))
        note_paid(w, st->b);
}

/* "the sacrificed creature" (pronoun P, its word "sacrificed" or "the
 * sacrificed"): what a cost paid with, or NULL. */
static int paid_index(const node *p)
{
    const char *t = p->text && strncmp(p->text, "the ", 4) == 0 ? p->text + 4 : p->text;
    for (size_t i = 0; t && i < sizeof paid_words / sizeof *paid_words; i++)
        if (strcmp(t, paid_words[i]) == 0)
            return (int)i;
    return -1;
}

static node *paid_object(const walk *w, const node *p)
{
    int i = paid_index(p);
    return i >= 0 ? w->paid[i] : NULL;
}

static void walk_node(walk *w, node *n);

/* Has action N the modifier "instead" ("it deals 3 damage instead")? */
static bool has_instead(const node *n)
{
    for (const node *m = n->c && n->c->kind == N_LIST ? n->c->a : NULL; m; m = m->next)
        if (m->kind == N_MODIFIER && is_text(m, "instead") && !m->a)
            return true;
    return false;
}

static void walk_wanting(walk *w, node *n, want what, const node *names)
{
    want was = w->want;
    const node *was_owner = w->owner;
    bool was_on = w->on;
    bool pronoun = n && n->kind == N_PRONOUN;
    w->want = pronoun ? what : WANT_ANY;
    w->owner = pronoun && names ? w->phrase : NULL;
    w->on = pronoun && names && is_text(names, "on");
    walk_node(w, n);
    w->want = was;
    w->owner = was_owner;
    w->on = was_on;
}

static void ability_targets(walk *w, ability *ab);

/* A granted ability ("... with \"{T}: Add {G}.\"") is an ability of its own:
 * its targets and pronouns are its own. */
static void granted_ability(walk *outer, node *q)
{
    const node *ast = q->a;
    if (!ast || ast->kind != N_ABILITY || !ast->text)
        return;
    ability *ab = arena_alloc(outer->fe->a, sizeof *ab);
    const char *k = ast->text;
    ab->kind = strcmp(k, "keyword") == 0 ? AB_KEYWORD
             : strcmp(k, "activated") == 0 || strcmp(k, "loyalty") == 0 ? AB_ACTIVATED
             : strcmp(k, "triggered") == 0 ? AB_TRIGGERED : AB_STATIC;
    ab->loyalty = strcmp(k, "loyalty") == 0;
    ab->range = ast->range;
    ab->ast = q->a;
    walk w = { .fe = outer->fe, .c = outer->c, .kind = ab->kind };
    ability_targets(&w, ab);
    q->granted = ab;
}

static void walk_node(walk *w, node *n)
{
    if (!n)
        return;
    switch (n->kind) {
    case N_QUOTED:
        granted_ability(w, n);  /* it has targets of its own */
        return;
    case N_LIST: {
        const node *was = w->alternatives;
        if (is_text(n, "or"))
            w->alternatives = n;
        for (node *i = n->a; i; i = i->next)
            walk_node(w, i);
        w->alternatives = was;
        if (is_group(n) || joins_things(n, "or"))
            note_antecedent(w, n);
        return;
    }
    case N_TARGET:
        add_target(w, n);
        note_antecedent(w, n);  /* its own qualifiers may refer to it */
        walk_node(w, n->a);
        note_antecedent(w, n);
        return;
    case N_PRONOUN:
    {
        /* A pronoun two steps share ("its controller may search ... and put
         * it ...") is mentioned once: walked again, it is no newer. */
        bool again = n->refers || n->ambiguous;
        node *paid = paid_object(w, n);
        if (paid) {             /* what a cost paid with: no antecedent of later pronouns */
            n->refers = paid;
            walk_node(w, n->a);
            return;
        }
        if (w->revealed && n->text && (strcmp(n->text, "revealed") == 0 || strcmp(n->text, "the revealed") == 0)
            && n->range.end - n->range.begin > 5
            && strncmp(w->c->src->text + n->range.end - 5, "cards", 5) == 0) {
            /* "Reveal cards from the top of your library until you reveal a
             * nonland card. ... Put the revealed cards on the bottom": all of them */
            n->refers = w->revealed;
            walk_node(w, n->a);
            return;
        }
        int done = paid_index(n);
        node *did = done == 2 ? w->exiled : done >= 0 ? w->acted[done] : NULL;
        if (did && number_of(w, n) != PLURAL) {
            /* "Exile target creature. Return the exiled card ...", "sacrifice a
             * creature, then ... the sacrificed creature's power" */
            n->refers = did;
            walk_node(w, n->a);
            return;
        }
        if (!bind_that_attacking(w, n))
            bind_pronoun(w, n);
        bind_the(w, n);
        bind_the_other(w, n);
        bind_the_blocking(w, n);
        walk_node(w, n->a);
        /* "That creature gets +0/+X, where X is its ...", "When enchanted
         * land becomes tapped, destroy it" */
        if (again)
            return;
        if (n->refers || (n->text && (strcmp(n->text, "enchanted") == 0 || strcmp(n->text, "equipped") == 0
                                      || strcmp(n->text, "fortified") == 0
                                      || (strncmp(n->text, "the ", 4) == 0 && strcmp(n->text, "the other") != 0))))
            note_antecedent(w, n);
        return;
    }
    case N_OBJECT: case N_PLAYER:
        note_antecedent(w, n);
        break;
    case N_MODIFIER:
        /* ", where X is the number of artifacts you control": what X counts
         * is no antecedent of a later "it" or "them" ("Look at the top X
         * cards of your library, where X is .... Put one of them into your
         * hand"), unless a condition has set things aside already */
        if (is_text(n, "where") && n->a && !w->aside_to) {
            unsigned from = w->seq;
            walk_node(w, n->a);
            w->aside_from = from;
            w->aside_to = w->seq;
            return;
        }
        break;
    case N_CONDITIONAL:
        if (is_text(n, "for each"))
            note_made_each(w, n->b, true);
        /* "If it shares a creature type with ~, you may reveal it": an "it"
         * that is the subject of a condition written before its effect is
         * what the effect's own "it" goes on meaning, not the things the
         * condition names after it ("~", "a creature you control"); a
         * demonstrative still means the newest ("If it's paired with a
         * creature, that creature ..."), and what the effect names is newer
         * ("..., search for an enchantment card, put it ...") */
        if (n->a && n->b && n->a->kind == N_ACTION && n->a->a && n->a->range.end <= n->b->range.begin
            && n->a->a->kind == N_PRONOUN && is_text(n->a->a, "it")) {
            const node *was_coaction = w->coaction;
            unsigned was_from = w->aside_from, was_to = w->aside_to, first = w->seq + 1;
            w->coaction = NULL;
            walk_node(w, n->a);
            if (n->a->a->refers) {
                w->aside_from = first;
                w->aside_to = w->seq;
            }
            walk_node(w, n->b);
            w->aside_from = was_from;
            w->aside_to = was_to;
            walk_node(w, n->c);
            w->coaction = was_coaction;
            return;
        }
        if (n->a && n->b && n->a->kind == N_ACTION && is_text(n->a, "paired") && n->a->a && n->a->a->kind == N_SELF)
            w->paired = true;   /* for the rest of the ability (sema_card) */
        break;
    case N_ACTION:
        note_made_each(w, n, false);
        if (n->unknown && n->granted) {
            /* a keyword action's reminder text (front.c, define_actions):
             * its targets and pronouns are its own, as a granted ability's */
            walk d = { .fe = w->fe, .c = w->c, .kind = n->granted->kind };
            ability_targets(&d, n->granted);
        }
        if (is_text(n, "support"))
            support_target(w, n);
        /* "create a 2/2 green Wolf creature token for each time it was
         * kicked": what was kicked is the card itself named before (its
         * kicker, CR 702.33), not the nearest thing named */
        if (is_text(n, "kicked") && (n->form & FORM_PASSIVE) && n->a && n->a->kind == N_PRONOUN && is_text(n->a, "it")
            && !n->a->refers) {
            unsigned k = w->objects.count < NHIST ? w->objects.count : NHIST;
            for (unsigned j = 0; j < k && !n->a->refers; j++) {
                node *c = w->objects.n[(w->objects.count - 1 - j) % NHIST];
                node *real = c->kind == N_PRONOUN && c->refers ? c->refers : c;
                if (real->kind == N_SELF)
                    n->a->refers = real;
            }
        }
        /* "Frost Bite deals 2 damage to target creature. If ..., it deals 3
         * damage instead": the damage that replaces another has its source,
         * not the creature dealt damage before (CR 614.1a) */
        if (is_text(n, "deal damage") && n->a && n->a->kind == N_PRONOUN && is_text(n->a, "it") && !n->a->refers
            && w->dealer && has_instead(n))
            n->a->refers = w->dealer;
        /* "Whenever ~ deals combat damage to a creature, it deals 1 damage
         * to ...": the subject "it" of damage dealt after a damage event is
         * the event's subject, the one that dealt the damage, not the
         * nearest thing named (what it was dealt to) */
        if (deals_damage(n) && n->a && n->a->kind == N_PRONOUN && is_text(n->a, "it") && !n->a->refers
            && w->kind == AB_TRIGGERED && w->event && deals_damage(w->event) && w->event->a
            && w->event->a->kind != N_LIST) {
            node *source = w->event->a;
            n->a->refers = source->kind == N_PRONOUN && source->refers ? source->refers : source;
        }
        /* "Whenever this creature attacks while you control a token, it
         * gets +2/+0", "This spell costs {1} less to cast if you control a
         * Spirit.  It also costs ...": what a player controls, named with
         * "a", is a kind of thing (there may be many), never what a pronoun
         * after it means. */
        /* "If it's a land card, put it ...": the second "it" is still the
         * card, not "a land card", which only describes it. */
        if (n->text && (strcmp(n->text, "is") == 0
                        || (strcmp(n->text, "become") == 0 && (is_text(n->b, "a") || is_text(n->b, "an")))) && n->b
            && (!n->a || n->a->range.begin < n->b->range.begin)) {
            if (n->a && n->a->kind == N_PRONOUN && is_text(n->a, "it") && n->b->kind == N_POSSESSIVE
                && word_token(n->b->b, TURN)) {
                walk_node(w, n->b);     /* "if it's your turn": "it" means no thing */
                return;
            }
            bool clause = w->nclauses < sizeof w->clauses / sizeof *w->clauses;
            if (clause)             /* "a token that's a copy of it" */
                w->clauses[w->nclauses++] = n;
            const node *was_coaction = w->coaction;
            w->coaction = NULL;
            walk_node(w, n->a);
            bool was = w->describing;
            w->describing = true;
            const node *was_becoming = w->becoming;
            if (strcmp(n->text, "become") == 0)
                w->becoming = n->a;
            walk_node(w, n->b);
            w->becoming = was_becoming;
            w->describing = was;
            walk_node(w, n->c);
            w->nclauses -= clause;
            w->coaction = was_coaction;
            return;
        }
        break;
    default:
        break;
    }
    /* Children in the order their words come ("counter X unless its
     * controller pays" keeps the condition in a field before the action). */
    node *kids[3] = { n->a, n->b, n->c };
    for (int i = 1; i < 3; i++)
        for (int j = i; j > 0 && kids[j] && (!kids[j - 1]
                                             || kids[j]->range.begin < kids[j - 1]->range.begin); j--) {
            node *t = kids[j];
            kids[j] = kids[j - 1];
            kids[j - 1] = t;
        }
    /* What a pronoun among them means: "they control", "their hand", "they
     * draw"; "from it", "shuffle it" (a zone) */
    want first = n->kind == N_ACTION ? subject_wants(n)
               : n->kind == N_POSSESSIVE ? owner_wants(n->b)
               : n->kind == N_QUALIFIER && (is_text(n, "controlled by") || is_text(n, "owned by")) ? WANT_PLAYER
               : n->kind == N_STEP ? WANT_PLAYER        /* "during their untap steps" */
               : (n->kind == N_PREP || n->kind == N_QUALIFIER) && (is_text(n, "from") || is_text(n, "in"))
                 ? WANT_ZONE : WANT_ANY;
    want second = n->kind == N_ACTION && (is_text(n, "shuffle") || is_text(n, "search")) ? WANT_ZONE : WANT_ANY;
    const node *names = n->kind == N_QUALIFIER || n->kind == N_PREP ? n : NULL;
    const node *was_phrase = w->phrase;
    bool was_zone_owner = w->zone_owner;
    if (n->kind == N_OBJECT || n->kind == N_ACTION)
        w->phrase = n->kind == N_OBJECT ? n : NULL;     /* a clause's prepositions are its own */
    bool target_of = n->kind == N_OBJECT && is_text(n, "the target of");
    w->target_of += target_of;
    bool clause = n->kind == N_ACTION && w->nclauses < sizeof w->clauses / sizeof *w->clauses;
    if (clause)
        w->clauses[w->nclauses++] = n;
    const node *was_coaction = w->coaction, *was_counting = w->counting, *was_subject_of = w->subject_of;
    if (n->kind == N_ACTION)
        w->counting = NULL;     /* a clause inside: its own */
    /* What names a kind of thing, never what a pronoun after it means: what
     * a player controls, named with "a" ("This spell costs {1} less to cast
     * if you control a Spirit.  It also costs ...", "while you control a
     * token, it gets +2/+0"); what a thing shares with another ("If it
     * shares a card type with that permanent, you may reveal that card");
     * the mana spent and what it came from ("If mana from a Treasure was
     * spent to cast this spell, that creature ...").  A pronoun within it
     * may still mean it ("a creature with a counter on it"). */
    const node *kind_of = NULL;
    if (n->kind == N_ACTION && n->text && strcmp(n->text, "spent") == 0)
        kind_of = n->a;
    else if (n->kind == N_ACTION && n->text && n->b && n->b->kind == N_OBJECT
             && (strcmp(n->text, "share") == 0
                 || (strcmp(n->text, "control") == 0 && n->a && sema_names_player(n->a)
                     && (is_text(n->b, "a") || is_text(n->b, "an") || is_text(n->b, "another")))))
        kind_of = n->b;
    bool was_kind_only = w->kind_only;
    /* the same for the three children (the walk changes no node's words) */
    bool for_each = n->kind == N_MODIFIER && is_text(n, "for each"), zone = is_zone(n);
    /* not "on it": "exile Test with three time counters on it" */
    bool keeps_coaction = (n->kind == N_PREP && !is_text(n, "on")) || n->kind == N_MODIFIER;
    for (int i = 0; i < 3 && kids[i]; i++) {    /* the sort put the empty fields last */
        if (for_each && kids[i] == n->a && w->nclauses)
            w->counting = w->clauses[w->nclauses - 1];
        w->coaction = n->kind == N_ACTION ? kids[i] == n->a ? NULL : n
                    : keeps_coaction ? was_coaction : NULL;
        w->subject_of = n->kind == N_ACTION && kids[i] == n->a ? n : NULL;
        w->zone_owner = was_zone_owner || (zone && kids[i] == n->a);
        w->kind_only = was_kind_only || kids[i] == kind_of;
        walk_wanting(w, kids[i], kids[i] == n->a ? first : kids[i] == n->b ? second : WANT_ANY, names);
    }
    w->kind_only = was_kind_only;
    w->zone_owner = was_zone_owner;
    w->coaction = was_coaction;
    w->subject_of = was_subject_of;
    w->counting = was_counting;
    w->target_of -= target_of;
    w->nclauses -= clause;
    w->phrase = was_phrase;
    if (n->kind == N_SELF || n->kind == N_OBJECT || n->kind == N_PLAYER
        || (n->kind == N_POSSESSIVE && (is_zone(n) || sema_names_player(n))))
        note_antecedent(w, n);
    if (n->kind == N_ACTION && is_text(n, "deal damage") && n->a)  /* what a later "instead" replaces */
        w->dealer = n->a->kind == N_PRONOUN ? n->a->refers : n->a;
    for (size_t i = 0; n->kind == N_ACTION && i < 2 && n->b && n->b->kind == N_OBJECT; i++)
        if (is_text(n, paid_verbs[i]))
            w->acted[i] = n->b;     /* "sacrifice a creature": "the sacrificed creature" after */
    for (const node *m = n->kind == N_ACTION && is_text(n, "reveal") && n->b && n->b->kind == N_OBJECT && n->c
                         ? n->c->a : NULL; m; m = m->next)
        if (m->kind == N_DURATION && is_text(m, "until"))
            w->revealed = n->b;     /* "reveal cards ... until you reveal a land card" */
    if (n->kind == N_ACTION && is_text(n, "choose") && n->a && n->a->kind == N_OBJECT && is_text(n->a, "each")
        && sema_names_player(n->a) && n->b && n->b->kind == N_OBJECT && (is_text(n->b, "a") || is_text(n->b, "an")))
        w->chosen_by_each = n->b;   /* "Each player chooses a creature they control" */
    if (n->kind == N_ACTION && is_text(n, "choose") && n->b && n->b->kind == N_LIST && is_text(n->b, "or")
        && n->b->a && n->b->a->kind == N_KEYWORD)
        w->abilities_chosen = n->b;     /* "choose hexproof or indestructible" */
    if (n->kind == N_ACTION && is_text(n, "exile") && n->b && n->b->kind == N_TARGET && n->b->hi == 1) {
        w->exiled = n->b;       /* one target: "that card" is it */
        w->exiled_seq = w->seq;
    }
}

/* Keyword abilities whose rules text (CR 702) targets though the keyword
 * line does not say "target": equip, fortify, reconfigure, scavenge,
 * reinforce; "Partner with NAME" (its enters trigger's "target player",
 * CR 702.124j of the current rules; plain partner has none). */
static void keyword_targets(front *fe, ability *ab)
{
    static const struct {
        const char *keyword, *what;
    } implied[] = {
        { "equip", "creature you control" },
        { "fortify", "land you control" },
        { "reconfigure", "creature you control" },
        { "scavenge", "creature" },
        { "reinforce", "creature" },
        { "partner", "player" },
    };
    target_use **tail = &ab->targets;
    for (const node *k = ab->ast->b ? ab->ast->b->a : NULL; k; k = k->next)
        for (size_t i = 0; i < sizeof implied / sizeof *implied; i++)
            if (k->kind == N_KEYWORD && strcmp(k->text, implied[i].keyword) == 0
                && (strcmp(k->text, "partner") != 0 || (k->a && k->a->kind == N_NAME))) {
                target_use *u = arena_alloc(fe->a, sizeof *u);
                u->min = u->max = 1;
                u->range = k->range;
                u->text = implied[i].what;
                *tail = u;
                tail = &u->next;
            }
}

/* Targets and pronouns of one ability.  What a pronoun can refer to carries
 * over from a spell's paragraphs before it ("Fateful hour — ... those
 * creatures") and from a "choose" ability into its modes. */
/* Whether an effect could add mana: an "add" anywhere in it, but not in an
 * ability it grants ("... gain \"{T}: Add {G}.\"", an ability of its own). */
bool sema_could_add_mana(const node *n)
{
    for (; n; n = n->next) {
        if (n->kind == N_QUOTED)
            continue;
        if (n->kind == N_ACTION && n->text && strcmp(n->text, "add") == 0)
            return true;
        if (sema_could_add_mana(n->a) || sema_could_add_mana(n->b) || sema_could_add_mana(n->c))
            return true;
    }
    return false;
}

static void ability_targets(walk *w, ability *ab)
{
    if (ab->kind == AB_KEYWORD) {
        keyword_targets(w->fe, ab);
        return;
    }
    w->tail = &ab->targets;
    w->head = &ab->targets;
    w->kind = ab->kind;
    if (ab->kind == AB_TRIGGERED && ab->ast && ab->ast->a && ab->ast->a->kind == N_TRIGGER)
        w->event = ab->ast->a->a;
    note_costs(w, ab);
    walk_node(w, ab->ast);
    for (ability *m = ab->modes; m; m = m->next)
        ability_targets(w, m);
    /* CR 605.1a: an activated ability is a mana ability if it has no
     * target, could add mana as it resolves, and is no loyalty ability
     * (a painland's "Add {R}.  This land deals 1 damage to you." is one). */
    ab->mana_ability = ab->kind == AB_ACTIVATED && !ab->loyalty && !ab->targets && !ab->modes
                       && ab->ast && sema_could_add_mana(ab->ast->b);
    ab->could_be_mana = ab->kind == AB_TRIGGERED && !ab->targets && !ab->modes && ab->ast
                        && sema_could_add_mana(ab->ast->b);
}

/* "Enchant creature" on an Aura: the spell targets a creature. */
static const node *enchant_keyword(const card *c)
{
    for (const ability *ab = c->abilities; ab; ab = ab->next) {
        if (ab->kind != AB_KEYWORD || !ab->ast->b)
            continue;
        for (const node *k = ab->ast->b->a; k; k = k->next)
            if (k->kind == N_KEYWORD && strcmp(k->text, "enchant") == 0)
                return k;
    }
    return NULL;
}

static void spell_targets(front *fe, card *c)
{
    target_use **tail = &c->spell_targets;
    if (card_has_subtype(c, "Aura")) {
        const node *k = enchant_keyword(c);
        if (k) {
            target_use *u = arena_alloc(fe->a, sizeof *u);
            u->min = u->max = 1;
            u->range = k->a ? k->a->range : k->range;
            u->object = k->a;
            u->text = squeeze(fe, c->src->text + u->range.begin,
                              u->range.end - u->range.begin);
            *tail = u;
            tail = &u->next;
        } else if (c->text_errors == 0) {
            diag_report(fe->diag, c->src, c->name_range, WARN_AURA_NO_ENCHANT);
        }
    }
    for (ability *ab = c->abilities; ab; ab = ab->next) {
        if (ab->kind != AB_SPELL)
            continue;
        const ability *srcs[2] = { ab, ab->modes };
        for (int i = 0; i < 2; i++)
            for (const ability *m = srcs[i]; m; m = i ? m->next : NULL)
                for (const target_use *t = m->targets; t; t = t->next) {
                    target_use *u = arena_alloc(fe->a, sizeof *u);
                    *u = *t;
                    u->next = NULL;
                    *tail = u;
                    tail = &u->next;
                }
    }
}

void sema_card(front *fe, card *c)
{
    walk w = { .fe = fe, .c = c, .kind = AB_SPELL };
    ability_kind last = AB_SPELL;
    for (ability *ab = c->abilities; ab; ab = ab->next) {
        /* A permanent's abilities are each its own text: "If it entered
         * ..." in one is the card, whatever the one before it named. */
        if (ab->kind != AB_KEYWORD && (ab->kind != AB_SPELL || last != AB_SPELL)) {
            memset(&w.objects, 0, sizeof w.objects);
            memset(&w.players, 0, sizeof w.players);
            memset(w.paid, 0, sizeof w.paid);
            w.exiled = NULL;
            memset(w.acted, 0, sizeof w.acted);
        }
        if (ab->kind != AB_KEYWORD)
            last = ab->kind;
        w.paired = false;
        ability_targets(&w, ab);
    }
    spell_targets(fe, c);
    wording_card(fe, c);
}

bool sema_target_says_other(const card *c, const target_use *u)
{
    /* "another target creature", "other target players", "up to one other
     * target artifact": "other" is the word before "target" */
    const char *t = c->src->text + u->range.begin;
    size_t n = u->range.end - u->range.begin;
    for (size_t i = 0; i + 6 <= n; i++)
        if (strncasecmp(t + i, "target", 6) == 0 && (i == 0 || t[i - 1] == ' '))
            return i >= 6 && strncasecmp(t + i - 6, "other ", 6) == 0;
    return (n >= 8 && strncasecmp(t, "another ", 8) == 0) || (n >= 6 && strncasecmp(t, "other ", 6) == 0);
}
