/* retag.c — passes over a paragraph's tokens that give a word the role
 * the words around it decide ("each" after "for", "number" after "any",
 * "than" before a number, the status words after "the", "who" before an
 * auxiliary, "times" after a count), run by parse.c in the order it
 * names, after the lexical checks and before the grammar.  A pass whose
 * words are not in the paragraph returns at once (token_seen, parse.h). */
#include <string.h>

#include "parse.h"
#include "parser.h"

/* "each" after "for" is the modifier "for each" ("for each creature you
 * control", "for each of them"), never "for" and a noun phrase that begins
 * with "each": EACH_F (after each_other, which looks for "for each
 * target"). */
static void for_each(token_stream *ts)
{
    if (!token_seen(ts, EACH))
        return;
    for (unsigned i = 0; i + 1 < ts->n; i++)
        if (ts->tok[i]->token == FOR && ts->tok[i + 1]->token == EACH)
            ts->tok[i + 1]->token = EACH_F;
}

/* "any number of target creatures", "any number of other creatures": "of"
 * before "target" or "other" is a word of the determiner (OF_D), never "of"
 * and a noun phrase "target creatures"; so is "of" after "either" ("either
 * of them"), never "either" a determiner alone. */
static void any_number_of(token_stream *ts)
{
    for (unsigned i = 0; token_seen(ts, NUMBER_N) && i + 3 < ts->n; i++) {
        int next = ts->tok[i + 3]->token;
        if (ts->tok[i]->token == ANY && ts->tok[i + 1]->token == NUMBER_N
            && ts->tok[i + 2]->token == OF
            && (next == TARGET || next == OTHER))
            ts->tok[i + 2]->token = OF_D;
    }
    for (unsigned i = 0; token_seen(ts, EITHER) && i + 1 < ts->n; i++)     /* "either of them" */
        if (ts->tok[i]->token == EITHER && ts->tok[i + 1]->token == OF)
            ts->tok[i + 1]->token = OF_D;
}

/* "more than one creature", "power less than 3", "greater than X": "than"
 * before a number says the amount is that number (THAN_N), never the
 * determiner of a noun phrase after "than" ("[two creatures]'s power"). */
static void than_number(token_stream *ts)
{
    if (!token_seen(ts, THAN))
        return;
    for (unsigned i = 1; i + 1 < ts->n; i++) {
        int before = ts->tok[i - 1]->token, after = ts->tok[i + 1]->token;
        if (ts->tok[i]->token == THAN && (before == MORE || before == LESS || before == GREATER)
            && (after == NUM || after == ONE_W || after == XVAR))
            ts->tok[i]->token = THAN_N;
    }
}

/* "at least two more lands than you": "more" after "at least" and a number
 * is the word of the comparison by that many (MORE_N), never the end of
 * the amount "at least two" and a noun phrase "more ... than". */
static void more_than_by(token_stream *ts)
{
    if (!token_seen(ts, LEAST))
        return;
    for (unsigned i = 0; i + 3 < ts->n; i++) {
        int n = ts->tok[i + 2]->token;
        if (ts->tok[i]->token == AT && ts->tok[i + 1]->token == LEAST
            && (n == NUM || n == ONE_W || n == XVAR) && ts->tok[i + 3]->token == MORE)
            ts->tok[i + 3]->token = MORE_N;
    }
}

/* "twice X damage": "twice" before "X" makes the number "twice X"
 * (TWICE_X), never "twice" and an amount of a thing whose owner is "X". */
static void twice_x(token_stream *ts)
{
    if (!token_seen(ts, TWICE))
        return;
    for (unsigned i = 0; i + 1 < ts->n; i++)
        if (ts->tok[i]->token == TWICE && ts->tok[i + 1]->token == XVAR)
            ts->tok[i]->token = TWICE_X;
}

bool token_in(int t, const int *set, size_t n)
{
    for (size_t k = 0; k < n; k++)
        if (t == set[k])
            return true;
    return false;
}

/* "{E}" after a word of an amount ("that many {E}", "one or more {E}",
 * "three {E}") is energy counted by that amount (ENERGY_N), never a symbol
 * of "{E}{E}" that counts itself. */
static void energy_counted(token_stream *ts)
{
    static const int amount[] = { NUM, ONE_W, XVAR, MANY, MORE };
    if (!token_seen(ts, ENERGY_SYM))
        return;
    for (unsigned i = 1; i < ts->n; i++)
        if (ts->tok[i]->token == ENERGY_SYM
            && token_in(ts->tok[i - 1]->token, amount, sizeof amount / sizeof *amount))
            ts->tok[i]->token = ENERGY_N;
}

/* "that many plus one +1/+1 counters": "plus" between "that many" and a
 * number that a word of a filter follows adds to the amount before the
 * things counted (PLUS_N), never "that many" alone and "plus ..." after */
static void plus_before_things(token_stream *ts)
{
    static const int number[] = { NUM, ONE_W, XVAR };
    static const int thing[] = { PT_CHANGE, CARD, COUNTER, TOKEN, CARDTYPE, SUBTYPE };
    if (!token_seen(ts, PLUS_W))
        return;
    for (unsigned i = 2; i + 2 < ts->n; i++)
        if (ts->tok[i]->token == PLUS_W && ts->tok[i - 2]->token == THAT && ts->tok[i - 1]->token == MANY
            && token_in(ts->tok[i + 1]->token, number, sizeof number / sizeof *number)
            && token_in(ts->tok[i + 2]->token, thing, sizeof thing / sizeof *thing))
            ts->tok[i]->token = PLUS_N;
}

/* "except the first one they draw": "one" after "except the first" is the
 * pronoun a relative clause qualifies (ONE_P), never a count */
static void first_one(token_stream *ts)
{
    if (!token_seen(ts, EXCEPT))
        return;
    for (unsigned i = 3; i < ts->n; i++)
        if (ts->tok[i]->token == ONE_W && ts->tok[i - 1]->token == FIRST && ts->tok[i - 2]->token == THE
            && ts->tok[i - 3]->token == EXCEPT)
            ts->tok[i]->token = ONE_P;
}

/* "the amount of {S} spent to cast this spell": "spent" right after a
 * mana symbol and before "to" qualifies the symbol (SPENT_Q) */
static void symbol_spent(token_stream *ts)
{
    if (!token_seen(ts, SPEND))
        return;
    for (unsigned i = 1; i + 1 < ts->n; i++)
        if (ts->tok[i]->token == SPEND && ts->tok[i - 1]->token == MANA_SYM && ts->tok[i + 1]->token == TO
            && strcmp(ts->tok[i]->text, "spent") == 0)
            ts->tok[i]->token = SPENT_Q;
}

/* "has been activated four or more times this turn": the participle
 * before a number of times (ACTIVATED_N), never "activated" alone and an
 * object after it */
static void activated_times(token_stream *ts)
{
    static const int number[] = { NUM, ONE_W, XVAR };
    if (!token_seen(ts, TIMES))
        return;
    for (unsigned i = 0; i + 4 < ts->n; i++)
        if (ts->tok[i]->token == ACTIVATED_A
            && token_in(ts->tok[i + 1]->token, number, sizeof number / sizeof *number)
            && ts->tok[i + 2]->token == OR && ts->tok[i + 3]->token == MORE && ts->tok[i + 4]->token == TIMES)
            ts->tok[i]->token = ACTIVATED_N;
}

/* "copy it three times.", "when you pay this cost one or more times,",
 * "repeat this process two more times.": a number before "times" (and "or
 * more", "more") where the phrase ends after "times" counts how often the
 * verb is done (COUNT_T), never an amount that "times" multiplies ("three
 * times X life"); "investigate X times" and "activated four or more times
 * this turn" keep the rules of their own verbs. */
static void times_counted(token_stream *ts)
{
    static const int number[] = { NUM, ONE_W, XVAR };
    if (!token_seen(ts, TIMES))
        return;
    for (unsigned i = 1; i < ts->n; i++) {
        if (ts->tok[i]->token != TIMES)
            continue;
        int after = i + 1 < ts->n ? ts->tok[i + 1]->token : '.';
        if (after != '.' && after != ',')
            continue;
        unsigned j = i - 1;
        if (ts->tok[j]->token == MORE && j >= 1)
            j -= ts->tok[j - 1]->token == OR && j >= 2 ? 2 : 1;
        if (!token_in(ts->tok[j]->token, number, sizeof number / sizeof *number))
            continue;
        if (j >= 1 && (ts->tok[j - 1]->token == INVESTIGATE || ts->tok[j - 1]->token == ACTIVATED_N))
            continue;
        ts->tok[j]->token = COUNT_T;
    }
}

/* "another permanent it can enchant", "a creature that ~ could enchant":
 * "enchant" after "can" or "could" at the end of a phrase is the verb whose
 * object is the noun the clause qualifies (ENCHANT_G), never the keyword
 * "Enchant creature". */
static void can_enchant(token_stream *ts)
{
    if (!token_seen(ts, ENCHANT))
        return;
    for (unsigned i = 1; i < ts->n; i++) {
        int after = i + 1 < ts->n ? ts->tok[i + 1]->token : '.';
        if (ts->tok[i]->token == ENCHANT && ts->tok[i - 1]->token == CAN
            && (after == '.' || after == ','))
            ts->tok[i]->token = ENCHANT_G;
    }
}

/* "The "legend rule" doesn't apply to permanents you control": "apply"
 * after "doesn't" with no object (APPLY_G) */
static void apply_ends(token_stream *ts)
{
    if (!token_seen(ts, APPLY))
        return;
    for (unsigned i = 1; i < ts->n; i++) {
        int after = i + 1 < ts->n ? ts->tok[i + 1]->token : '.';
        if (ts->tok[i]->token == APPLY && ts->tok[i - 1]->token == DONT
            && (after == '.' || after == TO))
            ts->tok[i]->token = APPLY_G;
    }
}

/* "Spend only mana produced by basic lands to cast this spell": "produced"
 * between "mana" and "by" qualifies the mana (PRODUCED_Q) */
static void mana_produced(token_stream *ts)
{
    if (!token_seen(ts, PRODUCE))
        return;
    for (unsigned i = 1; i + 1 < ts->n; i++)
        if (ts->tok[i]->token == PRODUCE && (ts->tok[i]->form & FORM_PAST)
            && ts->tok[i - 1]->token == MANA && ts->tok[i + 1]->token == BY)
            ts->tok[i]->token = PRODUCED_Q;
}

/* "This effect reduces only the amount of colored mana you pay": "only"
 * right after "reduces" says what the reduction may take (ONLY_R), never
 * the determiner of a noun phrase */
static void reduces_only(token_stream *ts)
{
    if (!token_seen(ts, REDUCE))
        return;
    for (unsigned i = 1; i < ts->n; i++)
        if (ts->tok[i]->token == ONLY && ts->tok[i - 1]->token == REDUCE)
            ts->tok[i]->token = ONLY_R;
}

/* "until you lose a flip", "for each flip you won": "flip" after "a" or
 * "each" is the noun (FLIP_N), never the verb */
static void flip_nouns(token_stream *ts)
{
    if (!token_seen(ts, FLIP))
        return;
    for (unsigned i = 1; i < ts->n; i++)
        if (ts->tok[i]->token == FLIP && (ts->tok[i - 1]->token == A || ts->tok[i - 1]->token == EACH_F))
            ts->tok[i]->token = FLIP_N;
}

/* "blocked" after "that" or "who" is the verb in the past ("creatures that
 * blocked this turn", "each creature that blocked or was blocked"): the
 * verb "block" (BLOCK, its past form kept), never the adjective of a
 * filter, which a word of a filter would follow ("that blocked creature").
 * After "is" it is the participle (predicative, BLOCKED_A); "attacked or
 * blocked" is a verb of its own (the grammar's vp). */
static void blocked_verbs(token_stream *ts)
{
    static const int filter[] = { CARDTYPE, SUBTYPE, SUPERTYPE, CARD, PERMANENT, SPELL, TOKEN,
                                  COLOR, NON };
    if (!token_seen(ts, BLOCKED))
        return;
    for (unsigned i = 1; i < ts->n; i++) {
        node *t = ts->tok[i];
        int before = ts->tok[i - 1]->token;
        if (t->token != BLOCKED || strcmp(t->text, "blocked") != 0)
            continue;
        if (before != THAT && before != WHO)
            continue;
        if (i + 1 < ts->n && token_in(ts->tok[i + 1]->token, filter, sizeof filter / sizeof *filter))
            continue;
        t->token = BLOCK;
    }
}

/* A keyword with a cost is the keyword where its cost follows it ("Cycling
 * {2}", "Flashback—Sacrifice ...", "Equip Knight {1}", "splice onto
 * Arcane", "Awaken 3—{5}{W}") and elsewhere a word of a filter, the
 * keyword's name ("its flashback cost", "cycling abilities", "a card with
 * madness"): KW_COST_N, so that the grammar never reads one word as a
 * keyword and as a filter at once. */
static void cost_keyword_nouns(token_stream *ts)
{
    static const int costs[] = { MANA_SYM, EMDASH, NUM, ONE_W, XVAR, ONTO, TAP_SYM, UNTAP_SYM,
                                 ENERGY_SYM };
    static const int filter[] = { SUBTYPE, CARDTYPE, SUPERTYPE, NON, COLOR, PERMANENT, CARD, TOKEN,
                                  COMMANDER };
    if (!token_seen(ts, KW_COST))
        return;
    for (unsigned i = 0; i < ts->n; i++) {
        if (ts->tok[i]->token != KW_COST)
            continue;
        unsigned j = i + 1;     /* past the filter of "Equip legendary Knight {1}" */
        while (j < ts->n && token_in(ts->tok[j]->token, filter, sizeof filter / sizeof *filter))
            j++;
        bool cost = j < ts->n && token_in(ts->tok[j]->token, costs, sizeof costs / sizeof *costs);
        if (!cost)
            ts->tok[i]->token = KW_COST_N;
    }
}

/* "the sacrificed creature", "the revealed cards": a status word after
 * "the" and before a filter word says which things (STATUS_D), never the
 * first word of a filter "sacrificed creature" after "the"; likewise "the
 * fewest creatures" (GREATEST_D), never the superlative of a thing ("the
 * greatest power"), and "the fewest" before a comma or a period
 * (GREATEST_E), the noun left out; the "the" of "the same way" is
 * THE_SW, never a determiner. */
static void the_status(token_stream *ts)
{
    static const int filter[] = { CARDTYPE, SUBTYPE, SUPERTYPE, CARD, PERMANENT, SPELL, TOKEN,
                                  COLOR, NON, SOURCE, COST };
    if (!token_seen(ts, THE))
        return;
    for (unsigned i = 0; i + 2 < ts->n; i++)
        if (ts->tok[i]->token == THE
            && token_in(ts->tok[i + 2]->token, filter, sizeof filter / sizeof *filter)) {
            if (ts->tok[i + 1]->token == STATUS)
                ts->tok[i + 1]->token = STATUS_D;
            else if (ts->tok[i + 1]->token == GREATEST)
                ts->tok[i + 1]->token = GREATEST_D;
        } else if (ts->tok[i]->token == THE && ts->tok[i + 1]->token == SAME
                   && ts->tok[i + 2]->token == WAY) {
            ts->tok[i]->token = THE_SW;
        } else if (ts->tok[i]->token == THE && ts->tok[i + 1]->token == GREATEST
                   && (ts->tok[i + 2]->token == ',' || ts->tok[i + 2]->token == '.')) {
            ts->tok[i + 1]->token = GREATEST_E;
        }
}

/* "spells that target a creature": "target" after "that" is the verb
 * (TARGET_V; after "must", TARGETS_V), unless a filter and a verb or an auxiliary of its own follow
 * it, which make it the determiner of a clause's subject ("creature that
 * target Wall blocked this turn", "all damage that target creature would
 * deal"). */
static void that_target(token_stream *ts)
{
    static const int filter[] = { CARDTYPE, SUBTYPE, SUPERTYPE, CARD, PERMANENT, SPELL, TOKEN,
                                  COLOR, NON, PLAYER, OPPONENT };
    static const int aux[] = { WOULD, CAN, CANT, MAY, MUST, DO, DONT };
    if (!token_seen(ts, TARGET))
        return;
    for (unsigned i = 0; i + 1 < ts->n; i++) {
        if (ts->tok[i]->token != THAT || ts->tok[i + 1]->token != TARGET)
            continue;
        unsigned j = i + 2;
        while (j < ts->n && token_in(ts->tok[j]->token, filter, sizeof filter / sizeof *filter))
            j++;
        const node *verb = j > i + 2 && j < ts->n ? ts->tok[j] : NULL;
        bool subject = verb && ((verb->form & (FORM_S | FORM_PAST))
                                || token_in(verb->token, aux, sizeof aux / sizeof *aux));
        /* "if that target is a creature": the noun, the subject of "is" */
        if (!subject && i + 2 < ts->n && (ts->tok[i + 2]->token == BE || ts->tok[i + 2]->token == BE_NOT))
            ts->tok[i + 1]->token = TARGET_N;
        else if (!subject)
            ts->tok[i + 1]->token = TARGET_V;
    }
    /* "Each mode must target a different player.": the verb after "must" */
    for (unsigned i = 0; i + 1 < ts->n; i++)
        if (ts->tok[i]->token == MUST && ts->tok[i + 1]->token == TARGET)
            ts->tok[i + 1]->token = TARGETS_V;
}

/* "who can't", "who doesn't" end their qualifier where the word after them
 * is no verb of theirs: a verb in "-s" (the sentence's: "each opponent who
 * can't **loses** 3 life"; after an auxiliary a verb is in its base form,
 * "who can't **block**"), or the phrase's end.  There they are CANT_Q and
 * DONT_Q, so that the grammar never has the qualifier end and go on at one
 * word. */
static void who_auxiliaries(token_stream *ts)
{
    if (!token_seen(ts, WHO))
        return;
    for (unsigned i = 0; i + 1 < ts->n; i++) {
        node *aux = ts->tok[i + 1];
        if (ts->tok[i]->token != WHO || (aux->token != CANT && aux->token != DONT))
            continue;
        const node *next = i + 2 < ts->n ? ts->tok[i + 2] : NULL;
        if (!next || (next->form & FORM_S) || next->token == ',' || next->token == '.'
            || next->token == ';')
            aux->token = aux->token == CANT ? CANT_Q : DONT_Q;
    }
}

/* "four or more", "3 or less", "4 or greater", "equal or less": "or"
 * before "more", "less" ("fewer") or "greater" is a comparison's (OR_C),
 * never one that joins "four" to a noun phrase "more card types ... than
 * ..." or a clause, readings that lived to the comma after the phrase */
static void or_compared(token_stream *ts)
{
    if (!token_seen(ts, OR) || (!token_seen(ts, MORE) && !token_seen(ts, LESS) && !token_seen(ts, GREATER)))
        return;
    for (unsigned i = 0; i + 1 < ts->n; i++) {
        int next = ts->tok[i + 1]->token;
        if (ts->tok[i]->token == OR && (next == MORE || next == LESS || next == GREATER))
            ts->tok[i]->token = OR_C;
    }
}

/* "gain 3 life", "loses X life", "pay 1 life": "life" after one of those
 * verbs and a number is the word of the verb's amount (LIFE_G), never a
 * noun phrase "3 life" that the verb takes (a reading that lived to the
 * phrase's end, where %dprec dropped it); but "pay 2 life or {2}" may pay
 * either thing of a list, so "life" before "or" is left to the grammar */
static void life_gained(token_stream *ts)
{
    static const int verb[] = { GAIN, LOSE, PAY }, number[] = { NUM, ONE_W, XVAR };
    if (!token_seen(ts, LIFE))
        return;
    for (unsigned i = 2; i < ts->n; i++)
        if (ts->tok[i]->token == LIFE && !(i + 1 < ts->n && ts->tok[i + 1]->token == OR)
            && token_in(ts->tok[i - 1]->token, number, sizeof number / sizeof *number)
            && token_in(ts->tok[i - 2]->token, verb, sizeof verb / sizeof *verb))
            ts->tok[i]->token = LIFE_G;
}

/* "instant or sorcery spell", "Spirit or Arcane spell", "creature and land
 * cards": "or" and "and" between two words of a kind that can be a filter's
 * head are the words of the filter's list of kinds (OR_F, AND_F), never
 * ones that end the noun phrase at the first word and join it to a noun
 * phrase, a verb phrase or a clause that begins with the second, readings
 * that lived to the sentence's end */
static void kinds_joined(token_stream *ts)
{
    static const int kind[] = { CARDTYPE, SUBTYPE, PERMANENT, CARD, SPELL, TOKEN, PLAYER, OPPONENT,
                                ABILITY, SOURCE };
    if (!token_seen(ts, OR) && !token_seen(ts, AND))
        return;
    for (unsigned i = 1; i + 1 < ts->n; i++) {
        int t = ts->tok[i]->token;
        if ((t == OR || t == AND)
            && token_in(ts->tok[i - 1]->token, kind, sizeof kind / sizeof *kind)
            && token_in(ts->tok[i + 1]->token, kind, sizeof kind / sizeof *kind))
            ts->tok[i]->token = t == OR ? OR_F : AND_F;
    }
}

/* "the top three cards of your library", "the bottom card of that
 * library": "of" after "the top" or "the bottom", a number or none, and
 * words of a kind is the phrase's (OF_T), never also a qualifier "of
 * your library" of the cards, a reading that read the library again to
 * the phrase's end, where %dprec dropped it */
static void top_of(token_stream *ts)
{
    static const int number[] = { NUM, ONE_W, XVAR },
                     kind[] = { CARD, CARDTYPE, SUBTYPE, PERMANENT, SUPERTYPE, NON, COLOR };
    if (!token_seen(ts, TOP) && !token_seen(ts, BOTTOM))
        return;
    for (unsigned i = 0; i + 3 < ts->n; i++) {
        /* "just beneath the top X cards of that library" is a phrase of its own */
        if (ts->tok[i]->token != THE
            || (ts->tok[i + 1]->token != TOP && ts->tok[i + 1]->token != BOTTOM)
            || (i > 0 && ts->tok[i - 1]->token == BENEATH))
            continue;
        unsigned j = i + 2;
        if (token_in(ts->tok[j]->token, number, sizeof number / sizeof *number))
            j++;
        unsigned first = j;
        while (j < ts->n && token_in(ts->tok[j]->token, kind, sizeof kind / sizeof *kind))
            j++;
        if (j > first && j < ts->n && ts->tok[j]->token == OF)
            ts->tok[j]->token = OF_T;
    }
}

/* "copy it an additional time", "vote an additional time": "a" before
 * "additional time" is the modifier's (A_T), so that "a" begins no
 * modifier: as one, it was a word that may follow any verb phrase, and the
 * parser split before the object of every verb that may end its phrase
 * ("discard", "draw") on "a" */
static void additional_time(token_stream *ts)
{
    if (!token_seen(ts, ADDITIONAL))
        return;
    for (unsigned i = 0; i + 2 < ts->n; i++)
        if (ts->tok[i]->token == A && ts->tok[i + 1]->token == ADDITIONAL
            && ts->tok[i + 2]->token == TIME)
            ts->tok[i]->token = A_T;
}

void retag_roles(token_stream *ts)
{
    for_each(ts);
    any_number_of(ts);
    than_number(ts);
    twice_x(ts);
    more_than_by(ts);
    energy_counted(ts);
    plus_before_things(ts);
    first_one(ts);
    symbol_spent(ts);
    reduces_only(ts);
    flip_nouns(ts);
    cost_keyword_nouns(ts);
    the_status(ts);
    that_target(ts);
    blocked_verbs(ts);
    who_auxiliaries(ts);
}

void retag_counts(token_stream *ts)
{
    activated_times(ts);
    times_counted(ts);
    can_enchant(ts);
    apply_ends(ts);
    mana_produced(ts);
    or_compared(ts);
    life_gained(ts);
    kinds_joined(ts);
    top_of(ts);
    additional_time(ts);
}
