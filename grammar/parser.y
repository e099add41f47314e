/* parser.y — the grammar of rules text: one paragraph in, one N_ABILITY out.
 *
 * The grammar is written as phrases that combine: noun phrases (objects,
 * players, zones, amounts), verb phrases, clauses joined into sentences, and
 * ability frames (keyword lines, "cost: effect", triggers).  English is
 * ambiguous, so this is a GLR parser; where two readings of the same text
 * both succeed, %dprec picks the one listed as preferred, and where they tie
 * (the same %dprec: one rule over two spans) the rule's %merge chooses
 * (syn_merge, docs/grammar.md "Ties").  Tokens are N_WORD nodes made by the
 * scanner (lexer.l). */
%glr-parser
/* The conflicts are counted and pinned: a change that adds one (or removes
 * one) fails the build until these numbers are set to the new counts, and
 * docs/grammar.md explains each family of them. */
%expect 2906
%expect-rr 688
%define api.pure
%define api.prefix {cardc_yy}
%define api.value.type {node *}
%define api.location.type {src_range}
%define parse.error custom
%locations
%param {token_stream *ts}
%parse-param {parse_ctx *ctx}

%code top {
/* Most paragraphs fit in this many GLR stack items without growing it. */
#define YYINITDEPTH 1024
/* Lists of token descriptions ("a 2/2 ..., a 3/3 ..., and a 4/4 ...") split the
 * parser many ways at once; this many items holds them. */
#define YYMAXDEPTH 40000
}

%code requires {
#include "ast.h"
#include "parse.h"
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                 \
    do {                                                            \
        if (N) {                                                    \
            (Cur).begin = YYRHSLOC(Rhs, 1).begin;                   \
            (Cur).end = YYRHSLOC(Rhs, N).end;                       \
        } else {                                                    \
            (Cur).begin = (Cur).end = YYRHSLOC(Rhs, 0).end;         \
        }                                                           \
    } while (0)
}

%code provides {
int cardc_yylex(CARDC_YYSTYPE *val, CARDC_YYLTYPE *loc, token_stream *ts);
}

%code {
#include "syntax.h"
#define MK(k, loc, t, A, B, C) syn_node(ctx, (k), (loc), (t), (A), (B), (C))
#define L1(x) syn_list1(ctx, (x))
#define LA(l, x) syn_append(ctx, (l), (x))
/* The actions leave the nodes they are given as they are: a %merge runs the
 * actions of two readings on the nodes of the words they share (syntax.h). */
#define CP(x) syn_copy(ctx, (x))
#define JOIN(x, words) syn_join(ctx, (x), (words))
#define ACT(loc, v, s, o, m) syn_action(ctx, (loc), (v), (s), (o), (m))
/* A condition ("if", "for" a duration) over the words from B to E */
#define COND_AT(b, e, v, x, y) \
    MK(N_CONDITIONAL, ((src_range){ (b).begin, (e).end }), (v), (x), (y), NULL)
#define LOSSY(n) syn_lossy(ctx, (n))
/* The duration "as long as X" over the words from B to E */
#define AS_LONG_AS(b, e, x) \
    MK(N_DURATION, ((src_range){ (b).begin, (e).end }), "as long as", (x), NULL, NULL)
static void cardc_yyerror(CARDC_YYLTYPE *loc, token_stream *ts, parse_ctx *ctx, const char *msg);
/* %merge: two readings of the same words by one rule (most often over two
 * spans) are chosen between by syn_merge (docs/grammar.md, "Ties").  A
 * merge function has no parameter of the parse: this is the one running. */
static parse_ctx *merge_ctx;
static node *merge_readings(node *x0, node *x1)
{
    return syn_merge(merge_ctx, x0, x1);
}
}

%initial-action { merge_ctx = ctx; }

/* Punctuation and symbols */
%token EMDASH "'—'" BULLET "'•'" QOPEN "opening quote" QCLOSE "closing quote"
%token POSS "''s'" MANA_SYM "mana symbol" TAP_SYM "'{T}'" UNTAP_SYM "'{Q}'"
%token ENERGY_SYM "'{E}'" LOYALTY_COST "loyalty cost" PT_CHANGE "'+N/+N'" PT "'N/N'"
%token NUM "number" ONE_W "'one'" XVAR "'X'" SELF "the card's name"
%token NAMEWORD "capitalised word" UNKNOWN_WORD "unknown word" STRAY "stray character"
%token ACTION_WORD "keyword action"
%token BAD_SYMBOL "invalid symbol" BAD_UTF8 "invalid UTF-8" ERROR_TOKEN "bad text"
/* Words */
%token A THE TARGET EACH ALL ANY ANOTHER OTHER THAT THOSE THIS BOTH NO SAME DIFFERENT
%token ONLY EITHER NEITHER UP DOWN MORE LESS GREATER MOST LEAST THAN GREATEST NUMBER_N
%token TOTAL TWICE HALF ROUNDED TIMES ONCE AGAIN ALSO STILL MANY MUCH EXTRA ADDITIONAL
%token FIRST SECOND LAST NEXT SINGLE EXACTLY PLUS_W MINUS_W
%token IT THEM THEY ITS THEIR YOU YOUR HE HIS WHO WHOSE PLAYER OPPONENT CONTROLLER OWNER
%token DEFENDING ATTACKING BLOCKING ACTIVE
%token OF TO FROM IN INTO ON ONTO UNDER WITH WITHOUT FOR AT AS BY AMONG AND OR THEN IF
%token UNLESS UNTIL OTHERWISE INSTEAD WHERE WHILE DURING BEFORE AFTER EXCEPT BUT THOUGH
%token RATHER SO WHEN WHENEVER NOT EQUAL WAY LONG ABLE SINCE THERE HERE ANYWHERE BEYOND
%token BETWEEN
%token ADDITION ALONE TOGETHER DIVIDED EVENLY RANDOM ORDER CHOICE CHOSEN TIME NAMED
%token BE ITS_BE THATS THEY_BE BE_NOT HAVE YOU_HAVE YOU_BE HAVE_NOT CAN CANT MAY MUST WOULD
%token DO DONT
%token COLOR COLOR_N TAPPED UNTAPPED BLOCKED ENCHANTED EQUIPPED FACE_DOWN FACE KICKED NEW
%token OWN STATUS EXILED DEALT TOP BOTTOM SUPERTYPE CARDTYPE SUBTYPE NON
%token PERMANENT CARD SPELL TOKEN SOURCE ABILITY COPY EMBLEM TYPE NAME COUNTER MANA LIFE
%token DAMAGE HAND LIBRARY GRAVEYARD BATTLEFIELD PLAY STACK EXILE ZONE GAME POWER TOUGHNESS
%token VALUE COST LOYALTY PILE COIN DIE ENERGY BLOCKER ATTACKER COMBINATION SYMBOL RESULT
%token DEVOTION COMMANDER MONARCH DECK REST
%token TURN STEP PHASE UPKEEP COMBAT MAIN BEGINNING END CLEANUP DAY
%token DESTROY DRAW DISCARD DEAL GAIN LOSE PUT RETURN CREATE SACRIFICE TAP UNTAP SEARCH
%token SHUFFLE REVEAL GET BECOME ADD PAY SCRY MILL LOOK CHOOSE PREVENT REGENERATE ATTACH
%token FIGHT CAST ENTER LEAVE DIES ATTACK BLOCK CONTROL SKIP TRANSFORM ACTIVATE ACTIVATED
%token SPEND REMOVE DOUBLE EXCHANGE FLIP ROLL WIN TAKE SWITCH REMAIN SHARE ASSIGN PRODUCE
%token TRIGGER INVESTIGATE PROLIFERATE EXPLORE POPULATE MANIFEST VENTURE AMASS EXERT GOAD
%token VOTE REPEAT SEPARATE CAUSE CHANGE COUNT DECLARE BEGIN_W REDUCE TIE NOTE_W CYCLE_V
%token TURNED MOVE TARGETS_V APPLY WEAPON DUNGEON OUT_W PROCESS TEXT
/* HOW, WHICH_W: "choose how those creatures block", "choose which creatures attack" */
%token HOW WHICH_W
/* LONGER: "longer", of "no longer" only, which parse.c makes one token
 * NOT ("that's no longer") or BE_NOT ("is no longer") */
%token LONGER
/* AND_C: "and" before "how", joining two choices (parse.c, choice_and) */
%token AND_C
/* AND_Y: "and" before "Y is", after ", where X is ..." (parse.c, where_and_y) */
%token AND_Y
/* FROM_D: "from" after "damage" and before "a" (parse.c, damage_from) */
%token FROM_D
/* ALREADY: "already", which parse.c folds into "attached" or "dealt" after
 * it (already_done); no rule reads it elsewhere */
%token ALREADY
/* JUST, BENEATH: "just beneath the top X cards of that library" */
%token JUST BENEATH
/* PARITY: "even" or "odd" (the token's text says which) */
%token PARITY
/* KW_VERB: a keyword with a cost written as a verb ("this creature
 * **mutates**", "~ **escapes** with ..."), never a word of a filter */
%token KW_VERB
/* KW_COST_N: a keyword with a cost where no cost follows it ("its
 * **flashback** cost", "**cycling** abilities"), a word of a filter only
 * (parse.c, cost_keyword_nouns) */
%token KW_COST_N
/* EACH_F: "each" after "for", the modifier "for each" ("for each creature",
 * "for each of them"), never "for" and a noun phrase "each ..." (parse.c) */
%token EACH_F
/* OF_D: "of" of "any number of" before "target" or "other" and of "either
 * of", a word of the
 * determiner ("any number of target creatures"), never "of" and a noun
 * phrase "target creatures" (parse.c, any_number_of) */
%token OF_D
/* STATUS_D: a status word after "the" and before a filter word ("the
 * **sacrificed** creature"), the pronoun-like word, never a filter's first
 * word (parse.c, the_status) */
%token STATUS_D
/* THAN_N: "than" of "more than", "less than", "greater than" before a
 * number ("more than one creature", "power less than 3"): the amount is
 * the number, never a noun phrase's determiner (parse.c, than_number) */
%token THAN_N
/* TWICE_X: "twice" before "X" ("twice X damage"), the number "twice X",
 * never "twice" and an amount of a thing ("[X]'s ...": parse.c, twice_x) */
%token TWICE_X
/* TARGET_V: the verb "target" after "that" ("spells that **target** a
 * creature"), never the determiner of a noun phrase after "that" ("that
 * **target** Wall blocked", parse.c, that_target) */
%token TARGET_V
/* COLOR_A, SUPERTYPE_A: a color or a supertype right after "is", "isn't",
 * "becomes" or "not" ("is red", "isn't legendary"), the word itself */
%token COLOR_A SUPERTYPE_A
/* PART_A: "untapped", "kicked", "exiled" or a status word ("sacrificed")
 * right after those words ("is untapped", "was kicked"), the participle;
 * TAPPED_A, BLOCKED_A, ACTIVATED_A: "tapped", "blocked", "activated" there */
%token PART_A TAPPED_A BLOCKED_A ACTIVATED_A
/* PT_CHANGE_A: "+N/+N" right after "get" ("gets +1/+1"), what it gets */
%token PT_CHANGE_A
/* EACH_OTHER: "each" of "fight each other"; TARGET_N: "target" as a noun
 * in "for each target", "another target", "any other target" (parse.c) */
%token EACH_OTHER TARGET_N
/* CANT_Q, DONT_Q: "can't", "doesn't" ending a qualifier "who can't", "who
 * doesn't" before a verb in "-s" or the phrase's end ("each opponent who
 * can't **loses** 3 life"; parse.c, who_auxiliaries) */
%token CANT_Q DONT_Q
/* COMMA_M: the comma of a modifier after a verb phrase, before "where",
 * "except" or "divided" (", where X is ...", ", except ...", ", divided as
 * you choose"), never a comma that ends the phrase (parse.c, comma_modifier) */
%token COMMA_M
/* CONTROL_BUT: "control" before "but don't own" ("spells you control but
 * don't own"), a word of that qualifier only (parse.c, control_but) */
%token CONTROL_BUT
/* COMMA_F: the comma of a list of filters ("artifact**,** creature**,** or
 * enchantment"), between two words of kinds where a list of such words
 * goes on to "or" or "and" (parse.c, filter_commas) */
%token COMMA_F
/* COMBAT_T: "combat" before "damage" ("combat damage"), a filter's word;
 * elsewhere "combat" names the step (parse.c, combat_damage) */
%token COMBAT_T
/* COMMA_A: the comma between a name and the token it names ("Marit
 * Lage**,** a legendary 20/20 black Avatar creature token"; parse.c,
 * name_commas) */
%token COMMA_A
/* COMMA_N: a comma of a list of numbers that counts targets ("one**,**
 * two**,** or three target creatures"; parse.c, count_commas) */
%token COMMA_N
/* PAY_Q: "pay" of a clause that qualifies "costs" before the verb "cost"
 * ("flashback costs you **pay** cost {1} less"; parse.c, costs_paid) */
%token PAY_Q
/* HAVE_Q: "have" ending a clause that qualifies counters ("each poison
 * counter your opponents **have**"; parse.c, counters_had) */
%token HAVE_Q
/* OR_Z: "or" between "on the battlefield" and "in" ("on the battlefield
 * **or** in the command zone"), joining two places (parse.c, zones_or) */
%token OR_Z
/* AND_Z: "and" between "in exile" and "in" ("cards you own in exile **and**
 * in your graveyard"), joining two zones (parse.c, zones_or) */
%token AND_Z
/* ONLY_R: "only" right after "reduces" ("This effect reduces **only** the
 * amount of colored mana you pay"; parse.c, reduces_only) */
%token ONLY_R
/* FLIP_N: "flip" the noun after "a" or "each" ("until you lose a **flip**",
 * "for each **flip** you won"; parse.c, flip_nouns) */
%token FLIP_N
/* MORE_N: "more" after "at least" and a number ("at least two **more**
 * lands than you"; parse.c, more_than_by) */
%token MORE_N
/* OR_C: "or" before "more", "less" ("fewer") or "greater" ("four **or**
 * more", "3 or less", "equal or less"), the "or" of a comparison, never
 * one that joins two noun phrases or clauses ("[four] or [more card types
 * ... than ...]"; retag.c, or_compared) */
%token OR_C
/* LIFE_G: "life" after "gain", "lose" or "pay" and a number ("gain 3
 * **life**"), the word of the verb's amount, never a noun phrase "3 life"
 * (retag.c, life_gained) */
%token LIFE_G
/* OR_F, AND_F: "or", "and" between two words of a kind that can be a
 * filter's head ("instant **or** sorcery spell", "creature **and** land
 * cards"), the words of a filter's list of kinds, never ones that join two
 * noun phrases, verb phrases or clauses (retag.c, kinds_joined) */
%token OR_F AND_F
/* OF_T: "of" after "the top" or "the bottom", a number and words of a
 * kind ("the top three cards **of** your library"), the "of" of that
 * phrase, never a qualifier "of your library" of "cards" (retag.c, top_of) */
%token OF_T
/* A_T: "a" before "additional time" ("copy it **an** additional time"), the
 * modifier's first word, never a determiner (retag.c, additional_time) */
%token A_T
/* ENERGY_N: "{E}" after an amount ("that many **{E}**", "one or more {E}";
 * parse.c, energy_counted) */
%token ENERGY_N
/* PLUS_N: "plus" of "that many **plus** one +1/+1 counters", before a
 * number and a word of a filter (parse.c, plus_before_things) */
%token PLUS_N
/* ONE_P: "one" of "except the first **one** they draw", the pronoun a
 * clause qualifies (parse.c, first_one) */
%token ONE_P
/* SPENT_Q: "spent" right after a mana symbol and before "to" ("the amount
 * of {S} **spent** to cast this spell"; parse.c, symbol_spent) */
%token SPENT_Q
/* ACTIVATED_N: "activated" after "is" before "N or more times" ("has been
 * **activated** four or more times this turn"; parse.c, activated_times) */
%token ACTIVATED_N
/* ENCHANT_G: "enchant" after "can" or "could" at the end of a phrase, the
 * verb whose object is the noun the clause qualifies ("another permanent it
 * can **enchant**"), never the keyword (parse.c, can_enchant) */
%token ENCHANT_G
/* GREATEST_D: "fewest", "greatest" after "the" and before a filter word
 * ("who controls the **fewest** creatures"), the determiner, never a
 * superlative of a thing ("the greatest power"; parse.c, the_status) */
%token GREATEST_D
/* GREATEST_E: "fewest", "most" after "the" and before a comma or a period: the
 * noun left out ("the player who controls the fewest, then ...") */
%token GREATEST_E
/* THE_SW: "the" of "the same way" (parse.c the_status) */
%token THE_SW
/* COUNT_T: a number before "times" ("three times", "one or more times",
 * "two more times") where the phrase ends after "times": how often a verb
 * is done, never an amount that "times" multiplies ("three times X life";
 * parse.c, times_counted) */
%token COUNT_T
%token KW KW_COST KW_N KW_SPLIT KW_LIVING KW_SUSPEND STRIKE PROTECTION ENCHANT EVERYTHING
%token LEVEL CUMULATIVE BANDS CONVERTED BASE ATTACHED UNATTACHED COUNTER_KIND
%token REPLACE INSTANCE WORD_W TRIPLE FULL COMPLETE RESOLVE NOR FOLLOWED CHAMPION ELSE_W THIRD
%token DIFFERENCE DRAFT TRUE_W CLASH MODE EFFECT COMMAND_W BACK STARTING MAXIMUM SIZE PARTY OPENING
%token CITY BLESSING OUTSIDE COMMON IDENTITY ENTERING
%token WHICHEVER IGNORE LEGEND RULE
/* APPLY_G: "apply" after "doesn't" that ends the phrase or goes on to "to"
 * ("the "legend rule" doesn't **apply** to them"), never the verb of "apply
 * a Role" (parse.c, apply_ends) */
%token APPLY_G
/* PRODUCED_Q: "produced" after "mana" and before "by" ("Spend only mana
 * **produced** by basic lands ..."; parse.c, mana_produced) */
%token PRODUCED_Q
/* CHOICE_W: a word a card names as a choice of a vote or a choice ("votes
 * for **death** or **taxes**", "choose **friend** or **foe**"), that
 * choice's name wherever the paragraph says it (parse.c, choice_words) */
%token CHOICE_W
/* COIN_SIDE: "heads", "tails" ("if the coin comes up **heads**") */
%token COIN_SIDE

/* A verb whose object is optional ("draw", "tap", "attack") is followed by
 * its object when the next word can only begin a noun phrase: "attack
 * **you**", "tap **target** creature", "cast **it**".  A word that can also
 * begin a modifier ("this turn", "each combat", "an additional time", "any
 * time", "only", "tapped") or end the phrase keeps both readings.  Only the
 * rules marked %prec BARE_VERB take part (%no-default-prec). */
%no-default-prec
/* A phrase marked %prec LONGEST takes the words that can go on with it
 * rather than end there: "protection" + "from ...", "those" + a noun,
 * "cards put into a graveyard" + "this way", "you own" + "or control",
 * "spells you cast" + "this turn", a verb + "into your hand", "all damage"
 * + "that would be dealt", a choice + "and how ...".  It does so
 * for the words of the BARE_VERB line and the line after it.  The words of
 * the BARE_VERB line's last line begin a modifier of a verb only: a verb
 * phrase (vp_m) takes the modifier ("gets +1/+1 **until** end of turn")
 * rather than end before it, which LALR allows wherever a clause may end
 * inside a modifier ("as though it had flash"), and the parser split on
 * them after every verb (docs/grammar.md section 20). */
%precedence LONGEST
%precedence BARE_VERB FROM FACE_DOWN OR STATUS TAPPED THIS UNTAPPED INTO ONTO ON TO UNDER WITH EQUAL
            AND_C
            UNTIL BY DURING BEFORE AFTER INSTEAD WHERE EXCEPT WITHOUT POSS
%precedence "'+N/+N'" "'N/N'" "'X'" "'one'" "capitalised word" "mana symbol" "number"
            "the card's name" ABILITY ACTIVATED ALL ANOTHER ATTACKER ATTACKING BLOCKED
            BLOCKER BLOCKING BOTH CARD CARDTYPE COLOR COLOR_N COMBAT_T COMMANDER COPY COST
            COUNTER COUNTER_KIND DAMAGE DEFENDING DIE DIFFERENT DUNGEON EFFECT EITHER EMBLEM
            ENCHANTED ENERGY EQUIPPED EXACTLY EXILE EXILED GRAVEYARD HALF HAND HE HIS IT ITS
            KICKED KW KW_COST_N LESS LIBRARY LIFE LOYALTY MANA MODE NAME NEITHER
            NEW NO NON OPPONENT OTHER PERMANENT PILE PLAY PLAYER SOURCE SPELL
            SUBTYPE SUPERTYPE SYMBOL TARGET THAT THE THEIR THEM THEY THOSE TOKEN TURN
            TYPE UP YOU YOUR TWICE_X
/* Verbs: a clause that ends in a bare "do", "don't", "can", "can't" ("if you
 * **do**,", "unless they **can't**") is followed by a verb only where the
 * verb is its own ("you **don't** draw", "can't **block**"), so those rules
 * are %prec LONGEST and take the verb. */
            DESTROY DRAW DISCARD DEAL GAIN LOSE PUT RETURN CREATE SACRIFICE TAP UNTAP
            SEARCH SHUFFLE REVEAL GET BECOME ADD PAY SCRY MILL LOOK CHOOSE PREVENT
            REGENERATE ATTACH FIGHT CAST ENTER LEAVE DIES ATTACK BLOCK CONTROL SKIP
            TRANSFORM ACTIVATE SPEND REMOVE DOUBLE EXCHANGE FLIP ROLL WIN TAKE SWITCH
            REMAIN SHARE ASSIGN PRODUCE TRIGGER INVESTIGATE PROLIFERATE EXPLORE
            POPULATE MANIFEST VENTURE AMASS EXERT GOAD VOTE REPEAT SEPARATE CAUSE
            CHANGE COUNT BEGIN_W
/* A word that is a determiner and the first word of a longer phrase
 * ("any", "only", "both") is the determiner where a filter word follows:
 * "**any** creature", "**only** creatures", "**both** players" are the
 * determiner and a filter, not "any" and a noun phrase.  The rules marked
 * %prec DETERMINER reduce before the words of the two lines above ("time"
 * is none of them: "**any time** you could cast a sorcery"). */
%precedence DETERMINER

%start paragraph

%%

/* ---- A paragraph: one ability, its frame -------------------------------- */

paragraph:
    ability                         %dprec 1000 { ctx->result = $1; }
  | %empty                          %dprec 999 { ctx->result = NULL; }
  ;

ability:
    keyword_line                    %dprec 3000 {
        $$ = MK(N_ABILITY, @$, "keyword", NULL, $1, NULL); }
  | keyword_line '.'                %dprec 2999 {
        $$ = MK(N_ABILITY, @$, "keyword", NULL, $1, NULL); }
  /* "Equip {0}. Activate only once each turn.", "Suspend X—{X}{U}. X can't
   * be 0.": the sentences after a keyword say more of its ability, the
   * keyword's `rules` */
  | keyword '.' sentences           %dprec 2998 {
        node *k = CP($1);
        k->c = $3;
        $$ = MK(N_ABILITY, @$, "keyword", NULL, L1(k), NULL); }
  | costs ':' effect_text           %dprec 1999 {
        $$ = MK(N_ABILITY, @$, "activated", $1, $3, NULL); }
  | costs OR costs ':' effect_text  %dprec 500 {
        $$ = MK(N_ABILITY, @$, "activated",
                 syn_np_join(ctx, ((src_range){ @1.begin, @3.end }), "or", $1, $3), $5, NULL); }
  | costs ':' LEVEL NUM             %dprec 500 {
        $$ = MK(N_ABILITY, @$, "activated", $1,
                 L1(ACT(((src_range){ @3.begin, @4.end }), "gain level", NULL,
                        MK(N_AMOUNT, @4, $4->text, NULL, NULL, NULL), NULL)),
                 NULL); }
  | LOYALTY_COST ':' effect_text    %dprec 1998 { $$ = MK(N_ABILITY, @$, "loyalty", $1, $3, NULL); }
  | trigger ',' effect_text         %merge <merge_readings> %dprec 1997 {
        $$ = MK(N_ABILITY, @$, "triggered", $1, $3, NULL); }
  | effect_text                     %dprec 996 { $$ = MK(N_ABILITY, @$, "effect", NULL, $1, NULL); }
  | PT                              %dprec 1 {
        $$ = MK(N_ABILITY, @$, "effect", NULL, L1(MK(N_PT, @$, $1->text, NULL, NULL, NULL)),
                 NULL); }
  /* A mode that names a thing: "• 2/1 Human Cleric with lifelink." */
  | np '.'                          %dprec 2 {
        $$ = MK(N_ABILITY, @$, "effect", NULL, L1($1), NULL); }
  | LEVEL NUM '-' NUM               %dprec 1 {
        $$ = MK(N_ABILITY, @$, "effect", NULL,
                 L1(MK(N_MODIFIER, @$, "level",
                       syn_np_join(ctx, ((src_range){ @2.begin, @4.end }), "-", $2, $4), NULL,
                       NULL)),
                 NULL); }
  | LEVEL NUM                       %dprec 1 {
        $$ = MK(N_ABILITY, @$, "effect", NULL, L1(MK(N_MODIFIER, @$, "level", $2, NULL, NULL)),
                 NULL); }
  /* A row of a die's table: "1—9 | Draw a card." */
  | NUM EMDASH NUM '|' effect_text  %dprec 1 {
        $$ = MK(N_ABILITY, @$, "effect", NULL,
                 L1(MK(N_CONDITIONAL, @$, "die result",
                       syn_np_join(ctx, ((src_range){ @1.begin, @3.end }), "to",
                                   MK(N_AMOUNT, @1, $1->text, NULL, NULL, NULL),
                                   MK(N_AMOUNT, @3, $3->text, NULL, NULL, NULL)),
                       $5, NULL)),
                 NULL); }
  | NUM '|' effect_text             %dprec 1 {
        $$ = MK(N_ABILITY, @$, "effect", NULL,
                 L1(MK(N_CONDITIONAL, @$, "die result",
                       MK(N_AMOUNT, @1, $1->text, NULL, NULL, NULL), $3, NULL)),
                 NULL); }
  ;

/* ---- Keyword abilities -------------------------------------------------- */

keyword_line:
    keyword                         %dprec 1000 { $$ = L1($1); }
  | keyword_line ',' keyword        %dprec 999 { $$ = LA($1, $3); }
  | keyword_line ';' keyword        %dprec 998 { $$ = LA($1, JOIN($3, ";")); }
  ;

keyword:
    keyword_word                    %merge <merge_readings> %dprec 1000 { $$ = $1; }
  | keyword_arg                     %merge <merge_readings> %dprec 1000 { $$ = $1; }
  ;
/* A keyword that ends in a word of its own ("flying", "ward {2}") or in a
 * noun phrase or a cost ("protection from creatures", "enchant creature",
 * "equip {3}" with what may follow it): see grant. */
keyword_word:
    KW                              %dprec 1000 {
        $$ = MK(N_KEYWORD, @$, $1->text, NULL, NULL, NULL); }
  | KW_N count                      %dprec 999 { $$ = MK(N_KEYWORD, @$, $1->text, $2, NULL, NULL); }
  | KW_N                            %dprec 998 {
        $$ = MK(N_KEYWORD, @$, $1->text, NULL, NULL, NULL);
        $$->form = $1->form & FORM_PAST; }      /* "becomes crewed" */
  /* "and/or" */
  | KW_COST mana OR mana            %dprec 500 {
        $$ = MK(N_KEYWORD, @$, $1->text, NULL,
                 L1(syn_np_join(ctx, ((src_range){ @2.begin, @4.end }), "or", $2,
                                JOIN($4, syn_or_join(ctx, $3, $4->join)))),
                 NULL); }
  | KW_SPLIT                        %dprec 994 {
        $$ = MK(N_KEYWORD, @$, "split second", NULL, NULL, NULL); }
  | KW_SUSPEND                      %dprec 500 {
        $$ = MK(N_KEYWORD, @$, "suspend", NULL, NULL, NULL); }
  | KW_LIVING WEAPON              %dprec 993 {
        $$ = MK(N_KEYWORD, @$, "living weapon", NULL, NULL, NULL); }
  | CUMULATIVE UPKEEP mana OR mana  %dprec 500 {
        $$ = MK(N_KEYWORD, @$, "cumulative upkeep", NULL,
                 L1(syn_np_join(ctx, ((src_range){ @3.begin, @5.end }), "or", $3, $5)), NULL); }
  | PROTECTION %prec LONGEST        %dprec 500 {
        $$ = MK(N_KEYWORD, @$, "protection", NULL, NULL, NULL); }
  | KW WITH name                    %dprec 500 { $$ = MK(N_KEYWORD, @$, $1->text, $3, NULL, NULL); }
  | KW OF THE CHOSEN TYPE           %dprec 500 {
        $$ = MK(
            N_KEYWORD, @$, $1->text,
            MK(N_WORD, ((src_range){ @2.begin, @5.end }), "of the chosen type", NULL, NULL, NULL),
            NULL, NULL); }
  | NON KW                          %dprec 500 { $$ = MK(N_KEYWORD, @$, $2->text, $1, NULL, NULL); }
  | SUPERTYPE KW                    %dprec 500 { $$ = MK(N_KEYWORD, @$, $2->text, $1, NULL, NULL); }
  /* "Goblin offering" (CR 702.48): the subtype is the keyword's */
  | SUBTYPE KW                      %dprec 500 { $$ = MK(N_KEYWORD, @$, $2->text, $1, NULL, NULL); }
  ;
keyword_arg:
    CHAMPION np_one                 %dprec 500 {
        $$ = MK(N_KEYWORD, @$, "champion", $2, NULL, NULL); }
  | KW_COST costs                   %dprec 997 { $$ = MK(N_KEYWORD, @$, $1->text, NULL, $2, NULL); }
  | KW_COST EMDASH costs            %dprec 996 { $$ = MK(N_KEYWORD, @$, $1->text, NULL, $3, NULL); }
  | KW_COST nominal costs           %dprec 995 { $$ = MK(N_KEYWORD, @$, $1->text, $2, $3, NULL); }
  | KW_COST ONTO nominal costs      %dprec 500 { $$ = MK(N_KEYWORD, @$, $1->text, $3, $4, NULL); }
  | KW_COST ONTO nominal EMDASH costs %dprec 500 { $$ = MK(N_KEYWORD, @$, $1->text, $3, $5, NULL); }
  | CUMULATIVE UPKEEP costs         %dprec 992 {
        $$ = MK(N_KEYWORD, @$, "cumulative upkeep", NULL, $3, NULL); }
  | CUMULATIVE UPKEEP EMDASH costs  %dprec 991 {
        $$ = MK(N_KEYWORD, @$, "cumulative upkeep", NULL, $4, NULL); }
  | KW_SUSPEND count EMDASH costs   %dprec 990 { $$ = MK(N_KEYWORD, @$, "suspend", $2, $4, NULL); }
  | KW_N count EMDASH costs         %dprec 500 { $$ = MK(N_KEYWORD, @$, $1->text, $2, $4, NULL); }
  | KW_COST count EMDASH costs      %dprec 500 { $$ = MK(N_KEYWORD, @$, $1->text, $2, $4, NULL); }
  | ENCHANT nominal_q               %dprec 989 {
        $$ = MK(N_KEYWORD, @$, "enchant", $2, NULL, NULL); }
  | PROTECTION FROM prot_list       %dprec 988 {
        $$ = MK(N_KEYWORD, @$, "protection", $3, NULL, NULL); }
  /* "hexproof from blue" (CR 702.11d): of the keywords, only hexproof and
   * protection (CR 702.16) take "from"; "a creature card with infect from
   * your graveyard" is where the card comes from, and the keyword read
   * with "from" is read in part, so that the other reading wins (Ties,
   * rule 2) */
  | KW FROM prot_list               %dprec 987 {
        $$ = MK(N_KEYWORD, @$, $1->text, $3, NULL, NULL);
        if (strcmp($1->text, "hexproof") != 0)
            $$ = LOSSY($$); }
  | LEVEL UP costs                  %dprec 986 {
        $$ = MK(N_KEYWORD, @$, "level up", NULL, $3, NULL); }
  | BANDS WITH OTHER nominal        %dprec 985 {
        $$ = MK(N_KEYWORD, @$, "bands with other", $4, NULL, NULL); }
  | KW FOR nominal_q                %dprec 500 { $$ = MK(N_KEYWORD, @$, $1->text, $3, NULL, NULL); }
  ;


prot_list:
    prot_item                       %dprec 1000 { $$ = L1($1); }
  | prot_list AND FROM prot_item    %dprec 999 { $$ = LA($1, $4); }
  | prot_list ',' FROM prot_item    %dprec 998 { $$ = LA($1, $4); }
  | prot_list ',' AND FROM prot_item %dprec 997 { $$ = LA($1, $5); }
  | prot_list OR FROM prot_item     %dprec 500 { $$ = LA($1, $4); $$->text = "or"; }
  ;
prot_item:
    nominal_q                       %dprec 1000 { $$ = $1; }
  | EVERYTHING                      %dprec 999 { $$ = $1; }
  | stat_compare                    %dprec 500 { $$ = $1; }
  | THE CHOSEN nominal_q            %dprec 997 { $$ = syn_chosen(ctx, @$, $2, $3); }
  | EACH COLOR_N                    %dprec 996 {
        $$ = MK(N_WORD, @$, "each color", NULL, NULL, NULL); }
  /* "each color that's not in your commander's color identity": the
   * possessive on the nearest noun ("your commander"), the qualifier on
   * "each color" (docs/grammar.md section 20) */
  | EACH COLOR_N THATS vp_tail_be   %dprec 993 {
        node *q = MK(N_QUALIFIER, ((src_range){ @3.begin, @4.end }), "that is", $4, NULL, NULL);
        $$ = syn_object_with(ctx, @$, $1,
                             syn_filter_qualify(ctx, ((src_range){ @2.begin, @4.end }),
                                                syn_filter(ctx, @2, L1($2)), L1(q))); }
  | ALL COLOR_N                     %dprec 995 {
        $$ = MK(N_WORD, @$, "all colors", NULL, NULL, NULL); }
  | SELF                            %dprec 994 { $$ = MK(N_SELF, @$, $1->text, NULL, NULL, NULL); }
  /* "protection from red": the color itself (COLOR_A, parse.c predicative) */
  | COLOR_A                         %dprec 500 { $$ = CP($1); $$->token = COLOR; }
  | THE COLOR_N OF YOUR CHOICE      %dprec 500 {
        $$ = MK(N_WORD, @$, "the color of your choice", NULL, NULL, NULL); }
  | THE LAST CHOSEN COLOR_N         %dprec 500 {
        $$ = MK(N_WORD, @$, "the last chosen color", NULL, NULL, NULL); }
  /* "protection from its colors", "from each of your opponents", "from
   * that player"; "the color of its controller's choice" is "the color of"
   * what its controller chose: "'s" goes on the nearest noun (`np: np_one
   * %prec LONGEST`), never on a noun phrase around it */
  | np_poss thing                   %dprec 400 {
        $$ = MK(N_POSSESSIVE, @$, NULL, $1, $2, NULL); }
  /* "each of [that spell's colors]": the possessive on the nearest noun,
   * never "[each of that spell]'s colors" (docs/grammar.md section 20) */
  | EACH OF np                      %dprec 399 { $$ = syn_each_of(ctx, $3); }
  /* a pronoun alone: no other alternative here reads these words */
  | pronoun                         %dprec 401 { $$ = $1; }
  ;

/* ---- Costs ---------------------------------------------------------------- */

costs:
    cost                            %dprec 1000 { $$ = L1($1); }
  | costs ',' cost                  %dprec 999 { $$ = LA($1, JOIN($3, ",")); }
  | costs AND cost                  %dprec 998 { $$ = LA($1, JOIN($3, "and")); }
  ;

/* A mana symbol after a cost's mana symbols is that cost's ("{2}{R}{R}"),
 * and "or" after a keyword's mana the keyword's ("Kicker {1}{G} and/or
 * {2}{W}"): `cost: mana` is %prec LONGEST (docs/grammar.md section 21) */
cost:
    mana %prec LONGEST              %dprec 1000 { $$ = $1; }
  | TAP_SYM                         %dprec 999 { $$ = MK(N_COST, @$, "tap", NULL, NULL, NULL); }
  | UNTAP_SYM                       %dprec 998 { $$ = MK(N_COST, @$, "untap", NULL, NULL, NULL); }
  | energy                          %dprec 997 { $$ = MK(N_COST, @$, "energy", NULL, NULL, NULL); }
  | vp                              %dprec 996 { $$ = MK(N_COST, @$, "action", $1, NULL, NULL); }
  | vp modifiers                    %merge <merge_readings> %dprec 500 {
        $$ = MK(N_COST, @$, "action", syn_modify(ctx, @$, $1, $2), NULL, NULL); }
  ;

mana:
    MANA_SYM                        %dprec 1000 { $$ = MK(N_MANA, @$, NULL, NULL, NULL, NULL); }
  | mana MANA_SYM                   %dprec 999 { $$ = CP($1); $$->range = @$; }
  ;
energy: ENERGY_SYM | energy ENERGY_SYM ;

/* ---- Triggers ------------------------------------------------------------- */

trigger:
    WHEN event                      %dprec 1000 { $$ = MK(N_TRIGGER, @$, "when", $2, NULL, NULL); }
  | WHENEVER event                  %dprec 999 {
        $$ = MK(N_TRIGGER, @$, "whenever", $2, NULL, NULL); }
  /* "Whenever this creature attacks while saddled": a status the card's
   * keyword gives (parse.c card_keyword_verbs), of the event's subject as
   * the event happens */
  | WHENEVER event WHILE STATUS     %dprec 500 {
        node *w = MK(N_DURATION, ((src_range){ @3.begin, @4.end }), "while", $4, NULL, NULL);
        $$ = MK(N_TRIGGER, @$, "whenever", $2, w, NULL); }
  | AT time_point                   %dprec 998 { $$ = MK(N_TRIGGER, @$, "at", $2, NULL, NULL); }
  | AT END OF COMBAT                %dprec 500 {
        $$ = MK(N_TRIGGER, @$, "at", MK(N_STEP, @$, "end of combat", NULL, NULL, NULL), NULL,
                 NULL); }
  /* "At the beginning of your upkeep or whenever you cast a green spell",
   * "When ~ dies or when you discard it": either trigger */
  | trigger OR WHEN event           %dprec 500 {
        $$ = MK(N_TRIGGER, @$, "or",
                 LA(L1($1),
                    MK(N_TRIGGER, ((src_range){ @3.begin, @4.end }), "when", $4, NULL, NULL)),
                 NULL, NULL); }
  /* "When this creature enters and when you sacrifice it": two events
   * of one triggered ability, either of which triggers it (CR 603.2), the
   * alternatives of "or when" */
  | trigger AND WHEN event          %dprec 500 {
        $$ = MK(N_TRIGGER, @$, "and",
                 LA(L1($1),
                    MK(N_TRIGGER, ((src_range){ @3.begin, @4.end }), "when", $4, NULL, NULL)),
                 NULL, NULL); }
  /* "When this creature enters and whenever another creature you control dies" */
  | trigger AND WHENEVER event      %dprec 500 {
        $$ = MK(N_TRIGGER, @$, "and",
                 LA(L1($1), MK(N_TRIGGER, ((src_range){ @3.begin, @4.end }), "whenever", $4,
                                NULL, NULL)),
                 NULL, NULL); }
  /* "When ~ enters and at the beginning of your upkeep" */
  | trigger AND AT time_point       %dprec 500 {
        $$ = MK(N_TRIGGER, @$, "and",
                 LA(L1($1), MK(N_TRIGGER, ((src_range){ @3.begin, @4.end }), "at", $4, NULL,
                                NULL)),
                 NULL, NULL); }
  /* "When ~ enters the battlefield or at the beginning of your upkeep" */
  | trigger OR AT time_point        %dprec 500 {
        $$ = MK(N_TRIGGER, @$, "or",
                 LA(L1($1), MK(N_TRIGGER, ((src_range){ @3.begin, @4.end }), "at", $4, NULL,
                                NULL)),
                 NULL, NULL); }
  | trigger OR WHENEVER event       %dprec 500 {
        $$ = MK(N_TRIGGER, @$, "or",
                 LA(L1($1), MK(N_TRIGGER, ((src_range){ @3.begin, @4.end }), "whenever", $4,
                                NULL, NULL)),
                 NULL, NULL); }
  ;

event:
    clause                          %dprec 1000 { $$ = $1; }
  | event OR clause                 %merge <merge_readings> %dprec 999 {
        $$ = LA(L1($1), JOIN($3, "or")); }
  ;

time_point:
    THE BEGINNING OF step_ref       %dprec 1000 { $$ = $4; }
  | THE END OF step_ref             %dprec 999 { $$ = LOSSY($4); }
  ;

step_ref:
    step_owner turn_part            %dprec 1000 { $$ = MK(N_STEP, @$, $2->text, $1, NULL, NULL); }
  /* "the first combat phase on your turn": which one in b, read by no
   * meaning yet (partial) */
  | step_owner turn_part ON step_owner TURN %dprec 999 {
        $$ = MK(N_STEP, @$, $2->text, $4, $1, NULL);
        if ($1)
            $$ = LOSSY($$); }
  | step_owner TURN                 %dprec 998 { $$ = MK(N_STEP, @$, "turn", $1, NULL, NULL); }
  | turn_part                       %dprec 500 { $$ = MK(N_STEP, @$, $1->text, NULL, NULL, NULL); }
  | turn_part ON step_owner TURN    %dprec 500 { $$ = MK(N_STEP, @$, $1->text, $3, NULL, NULL); }
  | THE turn_part OF step_owner TURN %dprec 500 { $$ = MK(N_STEP, @$, $2->text, $4, NULL, NULL); }
  | THE turn_part OF np             %dprec 400 { $$ = MK(N_STEP, @$, $2->text, $4, NULL, NULL); }
  ;
step_owner:
    YOUR                            %dprec 1000 { $$ = $1; }
  | THE                             %dprec 999 { $$ = NULL; }
  | EACH                            %dprec 998 { $$ = $1; }
  | THE NEXT                        %dprec 997 { $$ = $2; }
  | THE FIRST                       %dprec 500 { $$ = $2; }
  | ANY                             %dprec 500 { $$ = $1; }
  | YOUR NEXT                       %dprec 996 { $$ = MK(N_MODIFIER, @$, "next", $1, NULL, NULL); }
  /* "during each of your turns" */
  | EACH OF YOUR                    %dprec 995 {
        $$ = CP($3);
        $$->form |= FORM_EACH_OF; }
  | THAT                            %dprec 994 { $$ = $1; }
  | THIS                            %dprec 993 { $$ = $1; }
  | np_poss                         %dprec 992 { $$ = $1; }
  | np_poss NEXT                    %dprec 991 { $$ = MK(N_MODIFIER, @$, "next", $1, NULL, NULL); }
  | THE NEXT TURN POSS              %dprec 500 {
        $$ = MK(N_WORD, @$, "the next turn's", NULL, NULL, NULL); }
  | THAT TURN POSS                  %dprec 500 {
        $$ = MK(N_WORD, @$, "that turn's", NULL, NULL, NULL); }
  ;
turn_part:
    UPKEEP                          %dprec 1000 { $$ = $1; }
  | END STEP                        %dprec 999 {
        $$ = MK(N_WORD, @$, "end step", NULL, NULL, NULL); }
  | COMBAT                          %dprec 998 { $$ = $1; }
  | DRAW STEP                       %dprec 997 {
        $$ = MK(N_WORD, @$, "draw step", NULL, NULL, NULL); }
  | MAIN PHASE                      %dprec 996 {
        $$ = MK(N_WORD, @$, "main phase", NULL, NULL, NULL); }
  | FIRST MAIN PHASE                %dprec 995 {
        $$ = MK(N_WORD, @$, "first main phase", NULL, NULL, NULL); }
  /* "Activate only during the end of combat step." (CR 511) */
  | END OF COMBAT STEP              %dprec 500 {
        $$ = MK(N_WORD, @$, "end of combat step", NULL, NULL, NULL); }
  | MAIN MAIN PHASE                 %dprec 500 {
        $$ = MK(N_WORD, @$, arena_printf(ctx->a, "%s main phase", $1->text), NULL, NULL, NULL); }
  | SECOND MAIN PHASE               %dprec 994 {
        $$ = MK(N_WORD, @$, "second main phase", NULL, NULL, NULL); }
  | CLEANUP STEP                    %dprec 993 {
        $$ = MK(N_WORD, @$, "cleanup step", NULL, NULL, NULL); }
  /* "their untap steps" */
  | UNTAP STEP                      %dprec 992 {
        $$ = MK(N_WORD, @$, "untap step", NULL, NULL, NULL);
        $$->form |= $2->form & FORM_S; }
  | COMBAT_T DAMAGE STEP            %dprec 991 {
        $$ = MK(N_WORD, @$, "combat damage step", NULL, NULL, NULL); }
  | COMBAT PHASE                    %dprec 500 {
        $$ = MK(N_WORD, @$, "combat phase", NULL, NULL, NULL); }
  | DECLARE BLOCKER STEP            %dprec 990 {
        $$ = MK(N_WORD, @$, "declare blockers step", NULL, NULL, NULL); }
  | DECLARE ATTACKER STEP           %dprec 989 {
        $$ = MK(N_WORD, @$, "declare attackers step", NULL, NULL, NULL); }
  | END PHASE                       %dprec 988 {
        $$ = MK(N_WORD, @$, "end phase", NULL, NULL, NULL); }
  /* a leaf: "their upkeep steps" */
  | UPKEEP STEP                     %dprec 500 {
        $$ = CP($1);
        $$->range = @$; }
  ;

/* ---- Effects: sentences, statements, modes ------------------------------ */

/* "the next time a source would deal damage this turn, ..." */
next_time:
    THE NEXT TIME clause ',' clause_chain {
        $$ = MK(N_CONDITIONAL, @$, "the next time", $4, $6, NULL); }
  ;
/* "Once each turn, ...", "Once during each of your turns, you may cast ..." */
once_each:
    ONCE EACH TURN                  { $$ = MK(N_WORD, @$, "once each turn", NULL, NULL, NULL); }
  | ONCE DURING EACH OF YOUR TURN   {
        $$ = MK(N_WORD, @$, "once during each of your turns", NULL, NULL, NULL); }
  /* "While voting, you may vote an additional time.": when the sentence
   * applies, as "once each turn" (one rule: its states are theirs) */
  | WHILE VOTE                      { $$ = MK(N_WORD, @$, "while voting", NULL, NULL, NULL); }
  ;

effect_text:
    sentences                       %dprec 1000 { $$ = $1; }
  | sentences modal_head            %dprec 999 { $$ = LA($1, $2); }
  | modal_head                      %dprec 998 { $$ = L1($1); }
  | sentences clause_chain ',' modal_head %dprec 997 { $$ = LA(LA($1, $2), $4); }
  | clause_chain ',' modal_head     %dprec 996 { $$ = LA(L1($1), $3); }
  | sentences trigger ',' modal_head %dprec 995 { $$ = LA(LA($1, $2), $4); }
  /* "Choose three. You may choose the same mode more than once.": the
   * choice first, then what the sentences after it say about it. */
  | CHOOSE choose_count '.'         %dprec 1001 {
        $$ = L1(MK(N_MODAL, @$, "choose", $2, NULL, NULL)); }
  | CHOOSE choose_count '.' sentences %dprec 1001 {
        $$ = syn_concat(
            ctx, L1(MK(N_MODAL, ((src_range){ @1.begin, @3.end }), "choose", $2, NULL, NULL)),
            $4); }
  ;

modal_head:
    CHOOSE choose_count EMDASH      %dprec 1000 { $$ = MK(N_MODAL, @$, "choose", $2, NULL, NULL); }
  /* "an opponent chooses one —" */
  | np CHOOSE choose_count EMDASH   %dprec 500 {
        $$ = LOSSY(MK(N_MODAL, @$, "choose", $3, $1, NULL)); }
  | CHOOSE choose_count '.' IF clause ',' CHOOSE choose_count INSTEAD '.' %dprec 500 {
        $$ = LOSSY(MK(N_MODAL, @$, "choose", $2, NULL, NULL)); }
  ;
choose_count:
    count                           %dprec 1000 { $$ = $1; }
  | count OR BOTH                   %dprec 999 {
        $$ = syn_np_join(ctx, @$, "or", $1, MK(N_WORD, @3, "both", NULL, NULL, NULL)); }
  | count OR_C MORE                   %dprec 998 { $$ = MK(N_COMPARE, @$, ">=", $1, NULL, NULL); }
  | count OR count                  %dprec 997 { $$ = syn_np_join(ctx, @$, "or", $1, $3); }
  | ANY NUMBER_N                    %dprec 996 {
        $$ = MK(N_AMOUNT, @$, "any number", NULL, NULL, NULL); }
  | count THAT HAVE_NOT BEEN_W CHOSEN %dprec 995 {
        $$ = MK(N_AMOUNT, @$, "not chosen before", $1, NULL, NULL); }
  | count THAT HAVE_NOT BEEN_W CHOSEN duration %dprec 994 {
        $$ = MK(N_AMOUNT, @$, "not chosen before", $1, $6, NULL); }
  | UP TO count                     %dprec 993 { $$ = MK(N_COMPARE, @$, "<=", $3, NULL, NULL); }
  ;
BEEN_W: BE ;

sentences:
    sentence                        %dprec 1000 { $$ = L1($1); }
  | sentences sentence              %dprec 999 { $$ = LA($1, $2); }
  ;

sentence:
    statement '.'                   { $$ = $1; }
  ;

statement:
    clause_chain                    %dprec 1000 { $$ = $1; }
  /* a condition and its effect over the clause chain that reads the same words */
  | IF clause ',' clause_chain      %dprec 1999 { $$ = MK(N_CONDITIONAL, @$, "if", $2, $4, NULL); }
  | IF clause ',' clause_chain UNLESS clause %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "if", $2,
                 MK(N_CONDITIONAL, ((src_range){ @4.begin, @6.end }), "unless", $6, $4, NULL),
                 NULL); }
  | UNLESS clause ',' clause_chain  %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "unless", $2, $4, NULL); }
  /* "If you do, counter that spell if it has the same mana value as ...":
   * one clause with a condition of its own after the sentence's condition
   * (one clause: the inner condition's reach is that clause) */
  | IF clause ',' clause IF clause  %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "if", $2, COND_AT(@4, @6, "if", $6, $4), NULL); }
  | IF clause ',' INSTEAD clause IF clause %dprec 500 {
        node *then = syn_modify(ctx, ((src_range){ @4.begin, @5.end }), $5,
                                L1(MK(N_MODIFIER, @4, "instead", NULL, NULL, NULL)));
        $$ = MK(N_CONDITIONAL, @$, "if", $2,
                 COND_AT(@4, @7, "if", $7, then), NULL); }
  | once_each ',' clause IF clause  %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, $1->text, NULL, COND_AT(@3, @5, "if", $5, $3), NULL); }
  | statement UNLESS clause         %dprec 300 {
        $$ = MK(N_CONDITIONAL, @$, "unless", $3, $1, NULL); }
  /* "if you control a creature, you control an artifact, and you have 10
   * or more life, you win the game": all three are the condition (once
   * only the first, the others steps of the effect) */
  | IF cond_series ',' AND clause ',' clause_chain %dprec 2001 {
        $$ = MK(N_CONDITIONAL, @$, "if",
                 syn_np_join(ctx, ((src_range){ @2.begin, @5.end }), "and", $2, $5), $7, NULL); }
  | IF clause AND clause ',' clause_chain %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "if",
                 syn_np_join(ctx, ((src_range){ @2.begin, @4.end }), "and", $2, $4), $6, NULL); }
  | IF clause ',' trigger ',' clause_chain %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "if", $2,
                 MK(N_CONDITIONAL, ((src_range){ @4.begin, @6.end }), "delayed trigger", $4, $6,
                    NULL),
                 NULL); }
  | THE SAME BE TRUE_W FOR np       %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "the same is true for", $6, NULL, NULL); }
  | STARTING WITH np ',' clause_chain %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "starting with", $3, $5, NULL); }
  | once_each ',' clause_chain      %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, $1->text, NULL, $3, NULL); }
  | THE SAME BE TRUE_W FOR grant    %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "the same is true for", $6, NULL, NULL); }
  /* "if it's a creature or if {G}{W} was spent to cast this spell": two
   * conditions, either enough */
  | IF clause OR IF clause ',' clause_chain %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "if",
                 syn_np_join(ctx, ((src_range){ @2.begin, @5.end }), "or", $2, JOIN($5, "or if")),
                 $7, NULL); }
  | clause_chain IF clause OR IF clause %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "if",
                 syn_np_join(ctx, ((src_range){ @3.begin, @6.end }), "or", $3, JOIN($6, "or if")),
                 $1, NULL); }
  /* "creatures your opponents control lose flying until end of turn if {G}
   * was spent to cast this spell, and creatures you control gain flying
   * until end of turn if {U} was spent to cast this spell": each step its
   * own condition */
  | clause_chain IF clause ',' AND clause_chain IF clause %dprec 500 {
        $$ = syn_seq(ctx, @$, COND_AT(@1, @3, "if", $3, $1), COND_AT(@6, @8, "if", $8, $6),
                      ", and"); }
  | IF clause OR clause ',' clause_chain %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "if",
                 syn_np_join(ctx, ((src_range){ @2.begin, @4.end }), "or", $2, $4), $6, NULL); }
  | AS LONG AS clause AND clause ',' clause_chain %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "as long as",
                 syn_np_join(ctx, ((src_range){ @4.begin, @6.end }), "and", $4, $6), $8, NULL); }
  | FOR EACH_F OF np ',' clause_chain %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "for each", syn_each_of(ctx, $4), $6, NULL); }
  | IF clause ',' clause_chain ',' OTHERWISE clause_chain
                                    %dprec 1998 { $$ = MK(N_CONDITIONAL, @$, "if", $2, $4, $7); }
  | clause_chain IF clause          %merge <merge_readings> %dprec 1997 {
        $$ = MK(N_CONDITIONAL, @$, "if", $3, $1, NULL); }
  | clause_chain UNLESS clause      %dprec 1996 {
        $$ = MK(N_CONDITIONAL, @$, "unless", $3, $1, NULL); }
  | OTHERWISE ',' clause_chain      %dprec 1995 {
        $$ = MK(N_CONDITIONAL, @$, "otherwise", NULL, $3, NULL); }
  | clause_chain AS LONG AS clause  %merge <merge_readings> %dprec 1993 {
        $$ = MK(N_CONDITIONAL, @$, "as long as", $5, $1, NULL); }
  /* "Until end of turn, ...", and "As long as X, Y": the conditional of
   * "as long as" (a rule of its own for it read the words after the comma
   * a second time, as this rule's too) */
  | opening clause_chain            %merge <merge_readings> %dprec 1992 {
        $$ = strcmp($1->text, "as long as") == 0
                 ? MK(N_CONDITIONAL, @$, "as long as", $1->a, $2, NULL)
                 : MK(N_CONDITIONAL, @$, "for", $1, $2, NULL); }
  | opening statement               %dprec 400 { $$ = MK(N_CONDITIONAL, @$, "for", $1, $2, NULL); }
  | FOR EACH_F np ',' clause_chain  %dprec 1991 {
        $$ = MK(N_CONDITIONAL, @$, "for each", $3, $5, NULL); }
  /* "You gain half X life and draw half X cards. Round down each time." */
  | ROUNDED rounding EACH TIME      %dprec 500 {
        $$ = ACT(@$, strcmp($2->text, "rounded up") == 0 ? "round up" : "round down", NULL, NULL,
                 L1(MK(N_MODIFIER, ((src_range){ @3.begin, @4.end }), "each time", NULL, NULL,
                       NULL))); }
  /* "If tapped for mana, Plains produce {R} ...": the condition of each
   * land the sentence names, its subject not written */
  | IF TAPPED FOR MANA ',' clause_chain %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "if",
                MK(N_WORD, ((src_range){ @2.begin, @4.end }), "tapped for mana", NULL, NULL, NULL),
                $6, NULL); }
  | AS A ADDITIONAL COST TO vp ',' clause_chain
                                    %dprec 1990 {
        $$ = MK(N_CONDITIONAL, @$, "additional cost", $6, $8, NULL); }
  | AS clause ',' clause_chain      %dprec 1989 { $$ = MK(N_CONDITIONAL, @$, "as", $2, $4, NULL); }
  /* a delayed trigger of an effect, never the trigger that opens the
   * ability ("When ~ enters, ..." is a triggered ability): its stack dies
   * at the first sentence's end (syn_opening_trigger), instead of reading
   * the rest of the paragraph a second time for %dprec to drop; the
   * phrase ends with its clauses, not at the predicate */
  | trigger ',' clause_chain
        %?{ yychar == CARDC_YYEMPTY || !syn_opening_trigger(ctx, yylloc.begin) }
                                    %dprec 1988 {
        @$ = (src_range){ @1.begin, @3.end };
        $$ = MK(N_CONDITIONAL, @$, "delayed trigger", $1, $3, NULL); }
  /* "Sacrifice it when you lose control of ~", "Return that card to the
   * battlefield when ~ leaves the battlefield": a delayed trigger written
   * after its effect */
  | clause_chain WHEN event         %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "delayed trigger",
                 MK(N_TRIGGER, ((src_range){ @2.begin, @3.end }), "when", $3, NULL, NULL), $1,
                 NULL); }
  | opening trigger ',' clause_chain %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "for", $1,
                 MK(N_CONDITIONAL, ((src_range){ @2.begin, @4.end }), "delayed trigger", $2, $4,
                    NULL),
                 NULL); }
  /* "Players discard cards and sacrifice creatures the same way.": what
   * the sentences before did, done again (the last step's modifier, as
   * ", where X is ...") */
  | clause_chain THE_SW SAME WAY    %dprec 500 {
        $$ = syn_modify(ctx, @$, $1,
                         L1(MK(N_MODIFIER, ((src_range){ @2.begin, @4.end }), "the same way", NULL,
                               NULL, NULL))); }
  | THEN statement                  %dprec 1987 { $$ = JOIN($2, "then"); }
  | ACTIVATE ONLY restriction       %dprec 1986 {
        $$ = MK(N_MODIFIER, @$, "activate only", $3, NULL, NULL); }
  | ACTIVATE restriction_list       %dprec 1985 {
        $$ = MK(N_MODIFIER, @$, "activate only", $2, NULL, NULL); }
  | ACTIVATE NO MORE THAN_N count TIMES_W EACH TURN %dprec 500 {
        node *most = MK(N_COMPARE, ((src_range){ @2.begin, @5.end }), "<=", $5, NULL, NULL);
        node *times = MK(N_AMOUNT, ((src_range){ @2.begin, @8.end }), "times each turn", most,
                         NULL, NULL);
        $$ = MK(N_MODIFIER, @$, "activate only", times, NULL, NULL); }
  | ACTIVATE NO MORE THAN TWICE EACH TURN %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "activate only",
                 MK(N_AMOUNT, ((src_range){ @2.begin, @7.end }), "times each turn",
                    MK(N_COMPARE, ((src_range){ @2.begin, @5.end }),
                       "<=", MK(N_AMOUNT, @5, "twice", NULL, NULL, NULL), NULL, NULL),
                    NULL, NULL),
                 NULL, NULL); }
  | CAST SELF ONLY restriction      %dprec 1984 {
        $$ = MK(N_MODIFIER, @$, "cast only", $4, NULL, NULL); }
  | CAST THIS SPELL ONLY restriction %dprec 1983 {
        $$ = MK(N_MODIFIER, @$, "cast only", $5, NULL, NULL); }
  | XVAR BE amount_of                %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "where", $3, NULL, NULL); }
  /* "Then if ...": one conditional, over "then" joining two statements */
  | THEN IF clause ',' clause_chain %dprec 2000 {
        $$ = MK(N_CONDITIONAL, @$, "if", $3, $5, NULL);
        $$->join = "then"; }
  /* "This turn, if ...": the duration over the whole conditional */
  | opening IF clause ',' clause_chain %dprec 2000 {
        $$ =
            MK(N_CONDITIONAL, @$, "for", $1,
               MK(N_CONDITIONAL, ((src_range){ @2.begin, @5.end }), "if", $3, $5, NULL), NULL); }
  | next_time                       %dprec 1982 { $$ = $1; }
  /* "If you win the flip, the next time that creature would deal combat
   * damage this turn, it deals double that damage instead." */
  | IF clause ',' next_time         %dprec 500 { $$ = MK(N_CONDITIONAL, @$, "if", $2, $4, NULL); }
  | THE NEXT TIME clause ',' INSTEAD clause_chain %dprec 500 {
        $$ = MK(N_CONDITIONAL, @$, "the next time", $4,
                 syn_modify(ctx, ((src_range){ @6.begin, @7.end }), $7,
                            L1(MK(N_MODIFIER, @6, "instead", NULL, NULL, NULL))),
                 NULL); }
  /* "If you control a Forest, rather than pay this spell's mana cost, you
   * may ...": the modifier of the effect, written before it */
  | IF clause ',' RATHER THAN PAY np ',' clause_chain %dprec 500 {
        node *pay = ACT(((src_range){ @6.begin, @7.end }), "pay", NULL, $7, NULL);
        node *rather = MK(N_MODIFIER, ((src_range){ @4.begin, @7.end }), "rather than", pay,
                          NULL, NULL);
        $$ = MK(N_CONDITIONAL, @$, "if", $2,
                 syn_modify(ctx, ((src_range){ @4.begin, @9.end }), $9, L1(rather)), NULL); }
  | RATHER THAN PAY np ',' clause_chain %dprec 500 {
        node *pay = ACT(((src_range){ @3.begin, @4.end }), "pay", NULL, $4, NULL);
        node *rather = MK(N_MODIFIER, ((src_range){ @1.begin, @4.end }), "rather than", pay,
                          NULL, NULL);
        $$ = syn_modify(ctx, @$, $6, L1(rather)); }
  /* "If ..., instead ...": "instead" on the effect, over reading it as a clause's word */
  | IF clause ',' INSTEAD clause_chain %dprec 2000 {
        $$ = MK(N_CONDITIONAL, @$, "if", $2,
                 syn_modify(ctx, ((src_range){ @4.begin, @5.end }), $5,
                            L1(MK(N_MODIFIER, @4, "instead", NULL, NULL, NULL))),
                 NULL); }
  ;

restriction:
    AS A CARDTYPE                   %dprec 1000 { $$ = $3; }
  | restriction_one                 %dprec 999 { $$ = $1; }
  | restriction AND ONLY restriction_one %dprec 998 {
        $$ = syn_np_join(ctx, @$, "and", $1, JOIN($4, "and only")); }
  | restriction AND restriction_one %dprec 997 {
        $$ = syn_np_join(ctx, @$, "and", $1, JOIN($3, "and")); }
  /* "Activate only if you control an enchantment and only as a sorcery." */
  | restriction AND ONLY AS A CARDTYPE %dprec 500 {
        $$ = syn_np_join(ctx, @$, "and", $1, JOIN(CP($6), "and only")); }
  ;
restriction_list: ONLY restriction_one { $$ = $2; } ;
restriction_one:
    ONCE EACH TURN                  %dprec 1000 {
        $$ = MK(N_WORD, @$, "once each turn", NULL, NULL, NULL); }
  | DURING step_ref                 %dprec 999 { $$ = $2; }
  | DURING YOUR TURN                %dprec 998 {
        $$ = MK(N_WORD, @$, "during your turn", NULL, NULL, NULL); }
  | IF clause                       %dprec 997 { $$ = $2; }
  | BEFORE clause                   %dprec 996 {
        $$ = MK(N_DURATION, @$, "before", $2, NULL, NULL); }
  /* "any time you could cast a sorcery"; with another card type it means
   * something else, read in part */
  | ANY TIME YOU COULD CAST A CARDTYPE %dprec 995 {
        $$ = MK(N_WORD, @$, "as a sorcery", NULL, NULL, NULL);
        if (strcmp($7->text, "sorcery") != 0) $$ = LOSSY($$); }
  | AFTER COMBAT                    %dprec 500 {
        $$ = MK(N_WORD, @$, "after combat", NULL, NULL, NULL); }
  | BEFORE COMBAT                   %dprec 500 {
        $$ = MK(N_WORD, @$, "before combat", NULL, NULL, NULL); }
  | BEFORE THE COMBAT_T DAMAGE STEP %dprec 500 {
        $$ = MK(N_WORD, @$, "before the combat damage step", NULL, NULL, NULL); }
  /* "during combat before blockers are declared", "during combat after
   * blockers are declared", "during an opponent's turn, before attackers
   * are declared" */
  | DURING step_ref BEFORE clause   %dprec 500 {
        $$ = syn_np_join(ctx, @$, "", $2,
                         JOIN(MK(N_DURATION, ((src_range){ @3.begin, @4.end }), "before", $4,
                                 NULL, NULL), "")); }
  | DURING step_ref AFTER clause    %dprec 500 {
        $$ = syn_np_join(ctx, @$, "", $2,
                         JOIN(MK(N_DURATION, ((src_range){ @3.begin, @4.end }), "after", $4,
                                 NULL, NULL), "")); }
  /* the general form of the rule after it, which reads "your turn" as the
   * words they are: that one wins where both read */
  | DURING step_ref ',' BEFORE clause %dprec 400 {
        $$ = syn_np_join(
            ctx, @$, ",", $2,
            MK(N_DURATION, ((src_range){ @4.begin, @5.end }), "before", $5, NULL, NULL));
        $$->last->join = ","; }
  | DURING YOUR TURN ',' BEFORE clause %dprec 500 {
        $$ = syn_np_join(
            ctx, @$, ",",
            MK(N_WORD, ((src_range){ @1.begin, @3.end }), "during your turn", NULL, NULL, NULL),
            MK(N_DURATION, ((src_range){ @5.begin, @6.end }), "before", $6, NULL, NULL));
        $$->last->join = ","; }
  | ONCE                            %dprec 500 { $$ = MK(N_WORD, @$, "once", NULL, NULL, NULL); }
  ;
COULD: CAN ;

/* ---- Clauses: a subject and its verbs, conditions, durations ------------ */

clause_chain:
    /* one clause (a list of verb phrases with one subject) wins over any
     * chain of clauses over the same words */
    clause                          %dprec 1002 { $$ = $1; }
  | clause_chain ',' clause         %merge <merge_readings> %dprec 999 {
        $$ = syn_seq(ctx, @$, $1, $3, ","); }
  | clause_chain ',' THEN clause    %dprec 998 { $$ = syn_seq(ctx, @$, $1, $4, ", then"); }
  | clause_chain THEN clause        %dprec 997 { $$ = syn_seq(ctx, @$, $1, $3, "then"); }
  | clause_chain AND clause         %merge <merge_readings> %dprec 996 {
        $$ = syn_seq(ctx, @$, $1, $3, "and"); }
  | clause_chain ',' AND clause     %dprec 995 { $$ = syn_seq(ctx, @$, $1, $4, ", and"); }
  | clause_chain ',' AND THEN clause %dprec 994 { $$ = syn_seq(ctx, @$, $1, $5, ", and then"); }
  /* "untap all creatures you control, and after this phase, there is an
   * additional combat phase", "it can't be regenerated this turn, and if it
   * would die this turn, exile it instead": a step that opens with its own
   * duration or condition */
  | clause_chain AND duration ',' clause %dprec 500 {
        $$ = syn_seq(ctx, @$, $1, COND_AT(@3, @5, "for", $3, $5), "and"); }
  | clause_chain ',' AND duration ',' clause %dprec 500 {
        $$ = syn_seq(ctx, @$, $1, COND_AT(@4, @6, "for", $4, $6), ", and"); }
  | clause_chain AND IF clause ',' clause %dprec 500 {
        $$ = syn_seq(ctx, @$, $1, COND_AT(@3, @6, "if", $4, $6), "and"); }
  | clause_chain ',' AND IF clause ',' clause %dprec 500 {
        $$ = syn_seq(ctx, @$, $1, COND_AT(@4, @7, "if", $5, $7), ", and"); }
  | clause_chain ',' OR clause      %dprec 993 {
        $$ = syn_seq(ctx, @$, $1, $4, ", or");
        $$->text = "or"; }
  | clause_chain OR clause          %dprec 992 {
        $$ = syn_seq(ctx, @$, $1, $3, "or");
        $$->text = "or"; }
  /* "Enchanted creature gets +2/+2, has vigilance, and can't attack": a
   * list of verb phrases (vp_series) that a clause ends; the subject is
   * every verb's, so this wins over the imperative "has vigilance" (995);
   * a last verb phrase that the list can take ("and loses 3 life") is the
   * list's, in one clause (1002) */
  | np vp_series ',' AND clause     %dprec 998 {
        $$ = syn_seq(ctx, @$, syn_subject(ctx, ((src_range){ @1.begin, @2.end }), $1, $2),
                      $5, ", and"); }
  /* "Equipped creature gets +2/+2, has haste, can't attack you, and ...":
   * the clause after the list goes on with the sentence (but a verb phrase
   * that the list can take is the list's: one clause, 1002) */
  | np vp_series ',' clause         %merge <merge_readings> %dprec 1001 {
        $$ = syn_seq(ctx, @$, syn_subject(ctx, ((src_range){ @1.begin, @2.end }), $1, $2),
                      $4, ","); }
  ;

clause:
    np predicate                    %dprec 1000 { $$ = syn_subject(ctx, @$, $1, $2); }
  /* An imperative is one verb phrase (its modifiers with it): imperatives
   * joined are a chain of clauses ("search your library for a card, reveal
   * it, put it into your hand, then shuffle"), one reading, where a verb
   * phrase list of an imperative made a second grouping of the same verbs
   * (a tie).  A list of verb phrases is a subject's ("you may draw a card
   * and discard a card", "target player draws a card, then discards a
   * card"). */
  | vp_m                            %dprec 999 { $$ = $1; }
  /* the same as vp_m: an auxiliary's predicate and a bare verb never read the same words */
  | predicate_aux                   %dprec 999 { $$ = $1; }
  /* "if this is the third time this ability has resolved this turn",
   * "if it's the second time": which time an ability resolves */
  | THIS BE THE ordinal TIME clause %dprec 500 {
        $$ = ACT(@$, "is", MK(N_PRONOUN, @1, "this", NULL, NULL, NULL),
                  MK(N_QUALIFIER, ((src_range){ @3.begin, @6.end }), "the time", $4, $6, NULL),
                  NULL); }
  /* "if it's the first combat phase of the turn" */
  | ITS_BE THE FIRST COMBAT PHASE OF THE TURN %dprec 500 {
        $$ = syn_subject(
            ctx, @$, MK(N_PRONOUN, @1, "it", NULL, NULL, NULL),
            ACT(@$, "is", NULL,
                MK(N_STEP, ((src_range){ @2.begin, @8.end }), "first combat phase of the turn",
                   NULL, NULL, NULL),
                NULL)); }
  | ITS_BE THE ordinal TIME         %dprec 500 {
        $$ = syn_subject(
            ctx, @$, MK(N_PRONOUN, @1, "it", NULL, NULL, NULL),
            ACT(@$, "is", NULL,
                MK(N_QUALIFIER, ((src_range){ @2.begin, @4.end }), "the time", $3, NULL, NULL),
                NULL)); }
  /* "as long as black is the most common color among all permanents" */
  | COLOR predicate                 %dprec 500 { $$ = syn_subject(ctx, @$, $1, $2); }
  /* "there is", "there's" (parse.c, there_is: the form of "is") */
  | THERE BE np                     %dprec 998 {
        $$ = ACT(@$, "exists", NULL, $3, NULL);
        $$->form |= $2->form & FORM_CONTRACTED; }
  /* "there is an additional combat phase after this phase" */
  | THERE BE np AFTER THIS PHASE    %dprec 500 {
        $$ = ACT(@$, "exists", NULL, $3,
                 L1(MK(N_DURATION, ((src_range){ @4.begin, @6.end }), "after this phase", NULL,
                       NULL, NULL)));
        $$->form |= $2->form & FORM_CONTRACTED; }
  | THERE BE np ON np               %dprec 500 {
        $$ = ACT(@$, "exists", NULL,
                  syn_qualify(ctx, ((src_range){ @3.begin, @5.end }), $3,
                              L1(MK(N_QUALIFIER, ((src_range){ @4.begin, @5.end }), "on", $5,
                                    NULL, NULL))),
                  NULL); }
  | NO ONE DO                       %dprec 500 {
        $$ = ACT(@$, "do",
                  MK(N_WORD, ((src_range){ @1.begin, @2.end }), "no one", NULL, NULL, NULL), NULL,
                  NULL); }
  /* "Repeat this process until no one puts a card onto the battlefield.":
   * any verb but "does" (the rule above) */
  | NO ONE %?{ yychar != DO } vp_m  %dprec 400 {
        $$ = syn_subject(ctx, @$,
                          MK(N_WORD, ((src_range){ @1.begin, @2.end }), "no one", NULL, NULL, NULL),
                          $4); }
  | THATS np                        %dprec 997 { $$ = ACT(@$, "is", NULL, $2, NULL); }
  | ITS_BE vp_tail_be               %prec LONGEST %dprec 996 {
        $$ = syn_subject(ctx, @$, MK(N_PRONOUN, @1, "it", NULL, NULL, NULL), $2); }
  /* "for each time it's been cast from the command zone": "it's" is "it
   * has" before "been", a perfect passive as "it has been cast" */
  | ITS_BE BE vp_past               %dprec 500 {
        $$ = syn_subject(ctx, @$, MK(N_PRONOUN, @1, "it", NULL, NULL, NULL),
                         MK(N_MODIFIER, @$, "have", syn_passive(ctx, @2, $3), NULL, NULL)); }
  | YOU_BE vp_tail_be               %dprec 995 {
        $$ = syn_subject(ctx, @$, MK(N_PLAYER, @1, "you", NULL, NULL, NULL), $2); }
  | THEY_BE vp_tail_be              %prec LONGEST %dprec 994 {
        $$ = syn_subject(ctx, @$, MK(N_PRONOUN, @1, "they", NULL, NULL, NULL), $2); }
  /* "you've cast a spell this turn"; "you've been dealt damage" is a passive
   * clause of its own (syn_you_have), read once: "you've" and "been dealt" */
  | YOU_HAVE vp_m                   %dprec 400 { $$ = syn_you_have(ctx, @$, @1, @2, $2); }
  /* "an opponent has been dealt damage this turn", "all cards in that hand
   * have been exiled": "have" and a passive, as "you've been" */
  | YOU HAVE_NOT vp_m               %dprec 500 {
        $$ =
            MK(N_NEGATED, @$, "haven't",
               syn_subject(ctx, @$, MK(N_PLAYER, @1, "you", NULL, NULL, NULL), $3), NULL, NULL); }
  | YOU DO %prec LONGEST            %dprec 992 { $$ = ACT(@$, "do", NULL, NULL, NULL); }
  | KW_N BE_NOT vp_past             %dprec 500 {
        $$ = MK(N_NEGATED, @$, "isn't",
                 syn_subject(ctx, @$, MK(N_WORD, @1, $1->text, NULL, NULL, NULL), $3), NULL,
                 NULL); }
  | DAY BECOME DAY                  %dprec 500 {
        $$ = ACT(@$, "become", MK(N_WORD, @1, $1->text, NULL, NULL, NULL),
                  MK(N_WORD, @3, $3->text, NULL, NULL, NULL), NULL); }
  | ITS_BE NEITHER DAY NOR DAY      %dprec 500 {
        $$ = ACT(@$, "it's neither day nor night", NULL, NULL, NULL); }
  /* "if it's night" (CR 730.1): whether it is day or night */
  | ITS_BE DAY                      %dprec 500 {
        $$ = ACT(@$, arena_printf(ctx->a, "it's %s", $2->text), NULL, NULL, NULL); }
  | YOU DONT %prec LONGEST          %dprec 991 { $$ = ACT(@$, "don't", NULL, NULL, NULL); }
  | np DO %prec LONGEST             %dprec 990 { $$ = ACT(@$, "do", $1, NULL, NULL); }
  | np DONT %prec LONGEST           %dprec 989 { $$ = ACT(@$, "don't", $1, NULL, NULL); }
  | YOU CANT %prec LONGEST          %dprec 988 { $$ = ACT(@$, "can't", NULL, NULL, NULL); }
  | np CAN %prec LONGEST            %dprec 987 { $$ = ACT(@$, "can", $1, NULL, NULL); }
  | np CAN_T_W %prec LONGEST        %dprec 986 { $$ = ACT(@$, "can't", $1, NULL, NULL); }
  | ITS_BE vp_tail_be modifiers     %dprec 500 {
        $$ = syn_modify(
            ctx, @$, syn_subject(ctx, @$, MK(N_PRONOUN, @1, "it", NULL, NULL, NULL), $2), $3); }
  | THEY_BE vp_tail_be modifiers    %dprec 500 {
        $$ = syn_modify(ctx, @$,
                         syn_subject(ctx, @$, MK(N_PRONOUN, @1, "they", NULL, NULL, NULL), $2),
                         $3); }
  ;
CAN_T_W: CANT %prec LONGEST ;

/* What "choose" chooses of a clause: "which creatures block this combat",
 * "how those creatures block", both joined by "and". */
choice_clauses:
    choice_clause %prec LONGEST     { $$ = $1; }
  | choice_clause AND_C choice_clause {
        $$ = syn_np_join(ctx, @$, "and", $1, JOIN($3, "and")); }
  ;
choice_clause:
    HOW clause                      { $$ = MK(N_MODIFIER, @$, "how", $2, NULL, NULL); }
  | WHICH_W clause                  { $$ = MK(N_MODIFIER, @$, "which", $2, NULL, NULL); }
  ;

predicate:
    vp_list                         %dprec 1000 { $$ = $1; }
  | predicate_aux                   %dprec 999 { $$ = $1; }
  /* "that player can't cast spells and **plays** with their hand revealed":
   * an auxiliary's verbs take the base form, so a verb in the third person
   * after "and" is the subject's own, outside "can't" (or "may") */
  | predicate_aux AND %?{ yychar == CARDC_YYEMPTY || syn_third_person_from(ctx, yylloc.begin) }
    vp_m                            %dprec 1001 { $$ = syn_seq(ctx, @$, $1, $4, "and"); }
  /* "creatures you control each get" */
  | EACH vp_list                    %dprec 500 {
        $$ = CP($2);
        $$->form |= FORM_SUBJECT_EACH; }
  ;
/* A predicate that begins with an auxiliary ("may", "can't", "must"). */
predicate_aux:
    MAY vp_list                     %dprec 999 { $$ = MK(N_OPTIONAL, @$, "may", $2, NULL, NULL); }
  /* "also", and "secretly" (the same token: "secretly choose an
   * opponent", "each player secretly chooses a number") */
  | ALSO vp_list                    %dprec 500 {
        $$ = CP($2);
        $$->range = @$;
        $$->form |= syn_adverb_form($1); }
  | MAY INSTEAD vp_list             %dprec 500 {
        $$ = MK(N_OPTIONAL, @$, "may",
                 syn_modify(ctx, ((src_range){ @2.begin, @3.end }), $3,
                            L1(MK(N_MODIFIER, @2, "instead", NULL, NULL, NULL))),
                 NULL, NULL); }
  | CANT vp_list                    %dprec 998 { $$ = syn_cant(ctx, @$, $2); }
  | CAN vp_list                     %dprec 997 {
        $$ = MK(N_MODIFIER, @$, "can", $2, NULL, NULL);
        $$->form |= $1->form & FORM_PAST; }
  | CAN ONLY vp_list                %dprec 996 {
        $$ = MK(N_MODIFIER, @$, "can only", $3, NULL, NULL); }
  | DONT vp_list                    %dprec 995 { $$ = MK(N_NEGATED, @$, "don't", $2, NULL, NULL); }
  /* "The "legend rule" doesn't apply (to permanents you control)." */
  | DONT APPLY_G                    %dprec 500 {
        $$ = MK(N_NEGATED, @$, "don't", ACT(@2, "apply", NULL, NULL, NULL), NULL, NULL); }
  | DONT APPLY_G TO np              %dprec 500 {
        $$ = MK(N_NEGATED, @$, "don't",
                 ACT(((src_range){ @2.begin, @4.end }), "apply", NULL, NULL,
                     L1(MK(N_PREP, ((src_range){ @3.begin, @4.end }), "to", $4, NULL, NULL))),
                 NULL, NULL); }
  | MUST vp_list                    %dprec 993 { $$ = MK(N_MODIFIER, @$, "must", $2, NULL, NULL); }
  | WOULD vp_list                   %dprec 992 { $$ = MK(N_MODIFIER, @$, "would", $2, NULL, NULL); }
  | CAN_T_W AND vp_list             %dprec 991 { $$ = syn_cant(ctx, @$, $3); }
  /* "an opponent has been dealt damage this turn", "all cards in that hand
   * have been exiled": "have" and a passive, as "you've been" */
  | HAVE BE vp_past                 %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "have", syn_passive(ctx, @2, $3), NULL, NULL); }
  /* "an opponent has cast a blue spell this turn", "who has drawn four
   * cards", "it has attacked this turn": "have" and a participle, as
   * "you've cast" */
  | HAVE perfect_vp                 %dprec 400 { $$ = MK(N_MODIFIER, @$, "have", $2, NULL, NULL); }
  ;

/* The participle after "have" with its object and when: "cast a
 * nonartifact spell this turn", "drawn four or more cards this turn",
 * "attacked this turn" */
perfect_vp:
    CAST np gap_when                { $$ = ACT(@$, "cast", NULL, $2, L1($3)); }
  | DRAW np gap_when                { $$ = ACT(@$, "draw", NULL, $2, L1($3)); }
  | ATTACK gap_when                 { $$ = ACT(@$, "attack", NULL, NULL, L1($2)); }
  ;

/* Conditions joined by commas alone, the first of a list that ", and"
 * ends ("if A, B, and C, ..."). */
cond_series:
    clause ',' clause               { $$ = syn_np_join(ctx, @$, "and", $1, $3); }
  | cond_series ',' clause          { $$ = syn_np_join(ctx, @$, "and", $1, $3); }
  ;

/* A relative clause's verbs are joined without a comma: "a creature card
 * that shares a creature type with it and has mana value 3"; in "search
 * for a card that shares a color with it, exile that card, then shuffle"
 * the verbs after the comma are the sentence's (they were the clause's). */
rel_predicate:
    rel_vp_list                     %dprec 1000 { $$ = $1; }
  | predicate_aux                   %dprec 999 { $$ = $1; }
  /* "that each have" */
  | EACH rel_vp_list                %dprec 500 {
        $$ = CP($2);
        $$->form |= FORM_SUBJECT_EACH; }
  ;
rel_vp_list:
    vp_m                            %dprec 1000 { $$ = $1; }
  | rel_vp_list AND vp_m            %dprec 999 { $$ = syn_seq(ctx, @$, $1, $3, "and"); }
  | rel_vp_list OR vp_m             %dprec 996 {
        $$ = syn_seq(ctx, @$, $1, $3, "or");
        $$->text = "or"; }
  | rel_vp_list AND CANT vp_m       %dprec 994 {
        $$ = syn_seq(ctx, @$, $1,
                      MK(N_NEGATED, ((src_range){ @3.begin, @4.end }), "can't", $4, NULL, NULL),
                      "and"); }
  | rel_vp_list AND MAY vp_m        %dprec 993 {
        $$ = syn_seq(ctx, @$, $1,
                      MK(N_OPTIONAL, ((src_range){ @3.begin, @4.end }), "may", $4, NULL, NULL),
                      "and"); }
  ;

vp_list:
    vp_m                            %dprec 1000 { $$ = $1; }
  | vp_list AND vp_m                %merge <merge_readings> %dprec 999 {
        $$ = syn_seq(ctx, @$, $1, $3, "and"); }
  | vp_list ',' AND vp_m            %dprec 997 { $$ = syn_seq(ctx, @$, $1, $4, ", and"); }
  | vp_list OR vp_m                 %dprec 996 {
        $$ = syn_seq(ctx, @$, $1, $3, "or");
        $$->text = "or"; }
  | vp_list ',' OR vp_m             %dprec 995 {
        $$ = syn_seq(ctx, @$, $1, $4, ", or");
        $$->text = "or"; }
    /* "gains haste until end of turn and can't be blocked by Walls": the
     * second verb is negated (its own "can't" node), as "can't attack" */
  | vp_list AND CANT vp_m           %dprec 994 {
        $$ = syn_seq(ctx, @$, $1,
                      MK(N_NEGATED, ((src_range){ @3.begin, @4.end }), "can't", $4, NULL, NULL),
                      "and"); }
    /* "draws a card and may discard a card": only the second verb is
     * optional (its own "may" node), as "and can't" negates only its verb */
  | vp_list AND MAY vp_m            %dprec 993 {
        $$ = syn_seq(ctx, @$, $1,
                      MK(N_OPTIONAL, ((src_range){ @3.begin, @4.end }), "may", $4, NULL, NULL),
                      "and"); }
    /* "Target player draws a card, then discards a card", "Each player
     * discards their hand, then draws seven cards": the verbs after "then"
     * share the subject (the imperative "then draw" would be yours) */
  | vp_list ',' THEN vp_m           %dprec 1001{ $$ = syn_seq(ctx, @$, $1, $4, ", then"); }
  | vp_list ',' AND THEN vp_m       %dprec 991 { $$ = syn_seq(ctx, @$, $1, $5, ", and then"); }
  /* only a series reads "A, B, and C" here: the value chooses nothing */
  | vp_series ',' AND vp_m          %dprec 997 { $$ = syn_seq(ctx, @$, $1, $4, ", and"); }
  | vp_series ',' OR vp_m           %dprec 995 {
        $$ = syn_seq(ctx, @$, $1, $4, ", or");
        $$->text = "or"; }
  | vp_series ',' THEN vp_m         %dprec 992 { $$ = syn_seq(ctx, @$, $1, $4, ", then"); }
  | vp_series ',' AND THEN vp_m     %dprec 991 { $$ = syn_seq(ctx, @$, $1, $5, ", and then"); }
    /* "~ gets +4/-4 until end of turn and can attack this turn" */
  | vp_list AND CAN vp_m            %dprec 990 {
        $$ = syn_seq(ctx, @$, $1,
                      MK(N_MODIFIER, ((src_range){ @3.begin, @4.end }), "can", $4, NULL, NULL),
                      "and"); }
  ;

/* Verb phrases joined by commas alone ("gets +1/+1, gains flying") are the
 * first items of a list that a conjunction ends (", and has trample", ",
 * then shuffle"): English has no list without one, so "~ enters, choose
 * target creature" is no list of the verbs of "~" (the comma ends the
 * trigger), and "if a player controls a Plains, search ..." ends the
 * condition at the comma.  Before, both readings of each such sentence
 * tied (the same rule over different spans, "syntax is ambiguous" to
 * bison).  The list's items are the same nodes as before (syn_seq).  The
 * comma that ends the event of the trigger opening the paragraph begins no
 * list when no ", and" or ", or" follows in the sentence
 * (syn_event_ends_before): that stack died only at the sentence's end. */
vp_series:
    vp_list ',' %?{ yychar == CARDC_YYEMPTY || !syn_event_ends_before(ctx, yylloc.begin) }
    vp_m                            %dprec 1000 { $$ = syn_seq(ctx, @$, $1, $4, ","); }
  | vp_series ',' vp_m              %dprec 999 { $$ = syn_seq(ctx, @$, $1, $3, ","); }
  ;

/* A modifier that begins with a preposition, "this", "tapped" or "equal"
 * belongs to the nearest verb (%prec LONGEST): "instead of putting it
 * **into your hand**", "for each creature that died **this turn**", "except
 * it enters **with** an additional +1/+1 counter". */
vp_m:
    vp %prec LONGEST                %dprec 1000 { $$ = $1; }
  | vp modifiers %prec LONGEST      %merge <merge_readings> %dprec 999 {
        $$ = syn_modify(ctx, @$, $1, $2); }
  /* "put one onto the battlefield tapped and the other into your hand": a
   * second "put" not written again (FORM_GAPPED), each with its own place */
  | vp modifiers AND gap_np modifiers %prec LONGEST %dprec 998 {
        bool put = $1->kind == N_ACTION && $1->text && strcmp($1->text, "put") == 0;
        node *again = syn_modify(ctx, ((src_range){ @4.begin, @5.end }),
                                 ACT(@4, "put", NULL, $4, NULL), $5);
        again->form |= FORM_GAPPED;
        $$ = syn_seq(ctx, @$, syn_modify(ctx, ((src_range){ @1.begin, @2.end }), $1, $2),
                      again, "and");
        if (!put) $$ = LOSSY($$); }
  ;
gap_np:
    THE REST                        { $$ = MK(N_WORD, @$, "the rest", NULL, NULL, NULL); }
  | THE OTHER                       { $$ = MK(N_PRONOUN, @$, "the other", NULL, NULL, NULL); }
  ;

modifiers:
    modifier                        %dprec 1000 { $$ = L1($1); }
  | modifiers modifier              %merge <merge_readings> %dprec 999 { $$ = LA($1, $2); }
  ;

modifier:
    duration                        %dprec 1000 { $$ = $1; }
  | FOR EACH_F np                   %dprec 999 {
        $$ = MK(N_MODIFIER, @$, "for each", $3, NULL, NULL); }
  /* "for each flip you won" (FLIP_N) */
  | FOR EACH_F FLIP_N YOU WIN       %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "for each flip won by", MK(N_PLAYER, @4, "you", NULL, NULL, NULL),
                 NULL, NULL); }
  | FOR EACH_F amount_of            %dprec 998 {
        $$ = MK(N_MODIFIER, @$, "for each", $3, NULL, NULL); }
  | IF ABLE                         %dprec 997 {
        $$ = MK(N_MODIFIER, @$, "if able", NULL, NULL, NULL); }
  | INSTEAD                         %dprec 996 {
        $$ = MK(N_MODIFIER, @$, "instead", NULL, NULL, NULL); }
  /* "instead of putting it into your hand", "rather than pay this spell's
   * mana cost": a verb phrase with no subject (Oracle writes none there),
   * so that "instead of one", "rather than its power" are read once */
  | INSTEAD OF vp_m                 %dprec 995 {
        $$ = MK(N_MODIFIER, @$, "instead", $3, NULL, NULL); }
  | INSTEAD OF pp                   %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "instead", $3, NULL, NULL); }
  /* "it produces {B} instead of any other type and amount" */
  | INSTEAD OF ANY OTHER TYPE       %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "instead of any other type", NULL, NULL, NULL); }
  | INSTEAD OF ANY OTHER TYPE AND AMOUNT_W %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "instead of any other type and amount", NULL, NULL, NULL); }
  | INSTEAD OF amount               %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "instead", $3, NULL, NULL); }
  | IF ITS_BE vp_tail_be            %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "if",
                 syn_subject(ctx, ((src_range){ @2.begin, @3.end }),
                             MK(N_PRONOUN, @2, "it", NULL, NULL, NULL), $3),
                 NULL, NULL); }
  | THIS WAY                        %dprec 994 {
        $$ = MK(N_MODIFIER, @$, "this way", NULL, NULL, NULL); }
  | AT RANDOM                       %dprec 993 {
        $$ = MK(N_MODIFIER, @$, "at random", NULL, NULL, NULL); }
  | IN ANY ORDER                    %dprec 992 {
        $$ = MK(N_MODIFIER, @$, "in any order", NULL, NULL, NULL); }
  | IN A RANDOM ORDER               %dprec 991 {
        $$ = MK(N_MODIFIER, @$, "in a random order", NULL, NULL, NULL); }
  /* "creatures you control that have a creature type in common" */
  | IN COMMON                       %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "in common", NULL, NULL, NULL); }
  | COMMA_M WHERE XVAR BE amount    %dprec 990 { $$ = MK(N_MODIFIER, @$, "where", $5, NULL, NULL); }
  | WHERE XVAR BE amount            %dprec 989 { $$ = MK(N_MODIFIER, @$, "where", $4, NULL, NULL); }
  | EXCEPT BY np                    %dprec 988 {
        $$ = MK(N_MODIFIER, @$, "except by", $3, NULL, NULL); }
  | ALONE                           %dprec 987 {
        $$ = MK(N_MODIFIER, @$, "alone", NULL, NULL, NULL); }
  | EACH COMBAT                     %dprec 986 {
        $$ = MK(N_MODIFIER, @$, "each combat", NULL, NULL, NULL); }
  | ONLY                            %dprec 985 {
        $$ = MK(N_MODIFIER, @$, "only", NULL, NULL, NULL); }
  /* "any time you could cast an instant"; with another card type, read in part */
  | ANY TIME YOU COULD CAST A CARDTYPE %dprec 984 {
        $$ = MK(N_MODIFIER, @$, "as though it had flash", NULL, NULL, NULL);
        if (strcmp($7->text, "instant") != 0) $$ = LOSSY($$); }
  /* "Each opponent can cast spells only any time they could cast a
   * sorcery." */
  | ANY TIME THEY COULD CAST A CARDTYPE %dprec 500 {
        $$ = MK(N_MODIFIER, @$, arena_printf(ctx->a, "any time they could cast a %s", $7->text),
                 NULL, NULL, NULL); }
  /* "without paying its mana cost and as though it had flash": a second
   * modifier joined to the one before */
  | AND AS THOUGH clause            %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "as though", $4, NULL, NULL);
        $$->join = "and"; }
  | AS THOUGH clause                %dprec 983 {
        $$ = MK(N_MODIFIER, @$, "as though", $3, NULL, NULL); }
  /* "by paying 3 life in addition to paying its other costs" */
  | IN ADDITION TO PAY ITS OTHER COST %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "in addition to paying its other costs", NULL, NULL, NULL); }
  | IN ADDITION TO PAY THEIR OTHER COST %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "in addition to paying their other costs", NULL, NULL, NULL); }
  | IN ADDITION TO np               %dprec 982 {
        $$ = MK(N_MODIFIER, @$, "in addition to", $4, NULL, NULL); }
  | RATHER THAN vp_m                %dprec 981 {
        $$ = MK(N_MODIFIER, @$, "rather than", syn_gerund(ctx, $3), NULL, NULL); }
  | WITHOUT PAYING np               %dprec 980 {
        $$ = MK(N_MODIFIER, @$, "without paying", $3, NULL, NULL); }
  | TAPPED                          %dprec 979 {
        $$ = MK(N_MODIFIER, @$, "tapped", NULL, NULL, NULL); }
  | UNTAPPED                        %dprec 978 {
        $$ = MK(N_MODIFIER, @$, "untapped", NULL, NULL, NULL); }
  | TAPPED AND ATTACKING %prec BARE_VERB %dprec 977 {
        $$ = MK(N_MODIFIER, @$, "tapped and attacking", NULL, NULL, NULL); }
  | TAPPED AND ATTACKING np         %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "tapped and attacking", $4, NULL, NULL); }
  | RATHER THAN amount_of           %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "rather than", $3, NULL, NULL); }
  /* "rather than its power": the amount of a thing (amount_of its possessive) */
  | RATHER THAN np_poss thing       %dprec 500 {
        node *of = MK(N_POSSESSIVE, ((src_range){ @3.begin, @4.end }), NULL, $3, $4, NULL);
        $$ = MK(N_MODIFIER, @$, "rather than", MK(N_AMOUNT, of->range, "of", of, NULL, NULL),
                 NULL, NULL); }
  | FACE_DOWN                       %dprec 976 {
        $$ = MK(N_MODIFIER, @$, $1->text, NULL, NULL, NULL); }
  | FACE DOWN                       %dprec 975 {
        $$ = MK(N_MODIFIER, @$, "face down", NULL, NULL, NULL); }
  | FACE UP                         %dprec 974 {
        $$ = MK(N_MODIFIER, @$, "face up", NULL, NULL, NULL); }
  | pp                              %dprec 973 { $$ = $1; }
  /* "deals half that damage, rounded down, to that player": the comma
   * after the rounding (COMMA_M, parse.c) before the damage's "to" */
  | COMMA_M TO np                   %dprec 500 {
        $$ = MK(N_PREP, @$, "to", $3, NULL, NULL);
        $$->form |= FORM_COMMA; }
  | EQUAL TO amount_ref             %dprec 972 {
        $$ = MK(N_MODIFIER, @$, "equal to", $3, NULL, NULL); }
  | EQUAL TO amount                 %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "equal to", $3, NULL, NULL); }
  | AGAIN                           %dprec 971 {
        $$ = MK(N_MODIFIER, @$, "again", NULL, NULL, NULL); }
  | THEN                            %dprec 970 {
        $$ = MK(N_MODIFIER, @$, "then", NULL, NULL, NULL); }
  | DIVIDED AS YOU CHOOSE AMONG np  %dprec 969 {
        $$ = MK(N_MODIFIER, @$, "divided", $6, NULL, NULL); }
  | ONE_TIME_W                      %dprec 968 { $$ = $1; }
  /* "copy that card three times", "populate X times", "when you pay this
   * cost one or more times", "repeat this process two more times": how
   * often the verb is done (COUNT_T, parse.c times_counted) */
  | COUNT_T TIMES_W                 %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "times", MK(N_AMOUNT, @1, $1->text, NULL, NULL, NULL), NULL,
                NULL); }
  | COUNT_T OR_C MORE TIMES_W         %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "or more times", MK(N_AMOUNT, @1, $1->text, NULL, NULL, NULL),
                NULL, NULL); }
  | COUNT_T MORE TIMES_W            %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "more times", MK(N_AMOUNT, @1, $1->text, NULL, NULL, NULL),
                NULL, NULL); }
  | WITH np                         %dprec 500 { $$ = MK(N_MODIFIER, @$, "with", $2, NULL, NULL); }
  | WITH THE SAME NAME AS np        %dprec 500 {
        node *q = MK(N_QUALIFIER, ((src_range){ @2.begin, @6.end }), "the same name as", $6,
                     NULL, NULL);
        $$ = MK(N_MODIFIER, @$, "with", q, NULL, NULL); }
  | BY np                           %dprec 500 { $$ = MK(N_MODIFIER, @$, "by", $2, NULL, NULL); }
  | BY vp_list                      %dprec 300 { $$ = MK(N_MODIFIER, @$, "by", $2, NULL, NULL); }
  | ONLY TO vp                      %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "only to", $3, NULL, NULL); }
  /* "Spend this mana only to cast an instant spell or to activate an
   * ability": either use */
  | ONLY TO vp OR TO vp             %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "only to ... or to", $3, $6, NULL); }
  | TO vp                           %dprec 400 { $$ = MK(N_MODIFIER, @$, "to", $2, NULL, NULL); }
  | COMMA_M WHERE XVAR BE amount_ref %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "where", $5, NULL, NULL); }
  | WHERE XVAR BE amount_ref        %dprec 500 { $$ = MK(N_MODIFIER, @$, "where", $4, NULL, NULL); }
  /* "gets +X/+Y, where X is its power and Y is its toughness": two
   * amounts, each its own letter */
  | COMMA_M WHERE XVAR BE amount_ref AND_Y XVAR BE amount_ref %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "where X and Y", $5, $9, NULL); }
  | AS np                           %dprec 500 { $$ = MK(N_MODIFIER, @$, "as", $2, NULL, NULL); }
  | AS pronoun vp_list              %dprec 300 {
        $$ = MK(N_MODIFIER, @$, "as",
                 syn_subject(ctx, ((src_range){ @2.begin, @3.end }), $2, $3), NULL, NULL); }
  | AS player vp_list               %dprec 300 {
        $$ = MK(N_MODIFIER, @$, "as",
                 syn_subject(ctx, ((src_range){ @2.begin, @3.end }), $2, $3), NULL, NULL); }
  | AS SELF vp_list                 %dprec 300 {
        $$ = MK(N_MODIFIER, @$, "as",
                 syn_subject(ctx, ((src_range){ @2.begin, @3.end }),
                             MK(N_SELF, @2, $2->text, NULL, NULL, NULL), $3),
                 NULL, NULL); }
  /* "as this ability resolves" */
  | AS THIS nominal vp_list         %dprec 300 {
        node *this = syn_this(ctx, ((src_range){ @2.begin, @3.end }), $3);
        $$ = MK(N_MODIFIER, @$, "as", syn_subject(ctx, ((src_range){ @2.begin, @4.end }), this, $4),
                NULL, NULL); }
  | ONCE EACH TURN                  %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "once each turn", NULL, NULL, NULL); }
  /* "if you were the monarch as the turn began" */
  /* "who had more life than you did as you activated this ability" */
  | AS YOU ACTIVATED THIS ABILITY   %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "as you activated this ability", NULL, NULL, NULL); }
  | AS THE TURN BEGIN_W             %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "as the turn began", NULL, NULL, NULL); }
  /* "for each of them", "for each of that spell's colors": "each" after
   * "for" is the modifier's (EACH_F, parse.c), so this is read once; 300
   * as "for" and the noun phrase "each of them" was, below the other
   * modifiers over the same words */
  | FOR EACH_F OF np                %dprec 300 {
        $$ = MK(N_MODIFIER, @$, "for each", syn_each_of(ctx, $4), NULL, NULL); }
  | FOR np                          %dprec 300 { $$ = MK(N_MODIFIER, @$, "for", $2, NULL, NULL); }
  | FOR THE FIRST TIME EACH TURN    %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "for the first time each turn", NULL, NULL, NULL); }
  | A_T ADDITIONAL TIME            %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "an additional time", NULL, NULL, NULL); }
  | COMMA_M EXCEPT clause           %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "except", $3, NULL, NULL); }
  | COMMA_M EXCEPT THAT clause      %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "except", $4, NULL, NULL);
        $$->form |= FORM_THAT; }
  | ANY TIME                        %prec LONGEST %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "any time", NULL, NULL, NULL); }
  /* "if you cast it any time a sorcery couldn't have been cast": the old
   * wording of an Aura cast as though it had flash (refused by name) */
  | ANY TIME A CARDTYPE CANT HAVE BE CAST %dprec 500 {
        $$ = MK(N_MODIFIER, @$,
                 arena_printf(ctx->a, "any time a %s couldn't have been cast", $4->text), NULL,
                 NULL, NULL); }
  | ANY NUMBER_N OF TIMES_W         %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "any number of times", NULL, NULL, NULL); }
  | BUT ONLY restriction            %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "but only", $3, NULL, NULL); }
  | AND WITH grant                  %dprec 400 {
        $$ = MK(N_MODIFIER, @$, "with", $3, NULL, NULL);
        $$->join = "and"; }
  | AND WITH np                     %dprec 400 {
        $$ = MK(N_MODIFIER, @$, "with", $3, NULL, NULL);
        $$->join = "and"; }
  | AMONG np                        %dprec 500 { $$ = MK(N_MODIFIER, @$, "among", $2, NULL, NULL); }
  | ATTACHED TO np                  %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "attached to", $3, NULL, NULL); }
  | DIVIDED EVENLY ',' ROUNDED DOWN ',' AMONG np %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "divided evenly, rounded down", $8, NULL, NULL); }
  /* "to any number of targets, divided as you choose" */
  | COMMA_M DIVIDED AS YOU CHOOSE   %dprec 500 {
        $$ = MK(N_MODIFIER, @$, ", divided as you choose", NULL, NULL, NULL); }
  /* "Repeat this process until ... or ..., whichever comes first." */
  | COMMA_M WHICHEVER ENTER FIRST   %dprec 500 {
        $$ = MK(N_MODIFIER, @$, ", whichever comes first", NULL, NULL, NULL); }
  /* "Any player may pay {2} for that player to ignore this effect until end
   * of turn." (the effect of the ability the sentence is in) */
  | FOR THAT PLAYER TO IGNORE THIS EFFECT %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "for that player to ignore this effect", NULL, NULL, NULL); }
  | DIVIDED EVENLY AMONG np         %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "divided evenly", $4, NULL, NULL); }
  | BACK                            %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "back", NULL, NULL, NULL); }
  /* "Remove ~ from your deck before playing if you're not playing for ante." */
  | BEFORE PLAY IF YOU_BE NOT PLAY FOR GOAD %dprec 500 {
        $$ =
            MK(N_MODIFIER, @$, "before playing if you're not playing for ante", NULL, NULL, NULL); }
  | MORE THAN ONCE                  %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "more than once", NULL, NULL, NULL); }
  | FOR EACH_F TIME clause          %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "for each time", $4, NULL, NULL); }
  | BY REPLACE ALL INSTANCE OF replacements %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "by replacing all instances of", $6, NULL, NULL); }
  /* "for each different mana value among ...", "for each different power
   * among ..." */
  | FOR EACH_F DIFFERENT stat_word AMONG np %dprec 500 {
        $$ = MK(N_MODIFIER, @$, arena_printf(ctx->a, "for each different %s among", $4->text), $6,
                 NULL, NULL); }
  | FOR EACH_F count LIFE life_change %dprec 500 {
        node *life = MK(N_AMOUNT, ((src_range){ @3.begin, @5.end }), "life", $3, $5, NULL);
        $$ = MK(N_MODIFIER, @$, "for each", life, NULL, NULL); }
  | EXCEPT duration                 %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "except", $2, NULL, NULL); }
  | FOR HAVE np                     %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "for having", $3, NULL, NULL); }
  | THIRD FROM THE TOP              %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "third from the top", NULL, NULL, NULL); }
  | SECOND FROM THE TOP             %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "second from the top", NULL, NULL, NULL); }
  /* "into its owner's library just beneath the top X cards of that library" */
  | JUST BENEATH THE TOP count CARD OF THAT LIBRARY %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "just beneath the top", $5, NULL, NULL); }
  | AS STEP AND PHASE END           %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "as steps and phases end", NULL, NULL, NULL); }
  | STATUS                          %dprec 400 {
        $$ = MK(N_MODIFIER, @$, $1->text, NULL, NULL, NULL); }
  /* "for each target", "for each target beyond the first": the noun
   * "target" (TARGET_N, parse.c), never the determiner of a filter */
  | FOR EACH_F TARGET_N             %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "for each target", NULL, NULL, NULL); }
  | FOR EACH_F TARGET_N BEYOND THE FIRST %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "for each target beyond the first", NULL, NULL, NULL); }
  ;
PAYING: PAY ;

/* "for each 1 life your opponents have lost this turn": whose life, how */
life_change:
    np LOSE duration                %dprec 1000 {
        $$ = MK(N_QUALIFIER, @$, "lost by", $1, $3, NULL); }
  | np HAVE LOSE duration           %dprec 999 {
        $$ = MK(N_QUALIFIER, @$, "lost by", $1, $4, NULL);
        $$->form |= FORM_HAVE; }
  | np GAIN duration                %dprec 998 {
        $$ = MK(N_QUALIFIER, @$, "gained by", $1, $3, NULL); }
  | np LOSE                         %dprec 997 {
        $$ = MK(N_QUALIFIER, @$, "lost by", $1, NULL, NULL); }
  | np GAIN                         %dprec 996 {
        $$ = MK(N_QUALIFIER, @$, "gained by", $1, NULL, NULL); }
  | YOU_HAVE LOSE duration          %dprec 995 {
        $$ =
            MK(N_QUALIFIER, @$, "lost by", MK(N_PLAYER, @1, "you", NULL, NULL, NULL), $3, NULL);
        $$->form |= FORM_CONTRACTED; }
  | LOSE THIS WAY                   %dprec 994 {
        $$ = MK(N_QUALIFIER, @$, "lost this way", NULL, NULL, NULL); }
  ;

/* Text changes: "one color word with another or one basic land type with
 * another", "one creature type with Vampire". */
replacements:
    replacement                     %dprec 1000 { $$ = $1; }
  | replacements OR replacement     %dprec 999 { $$ = syn_np_join(ctx, @$, "or", $1, $3); }
  ;
replacement:
    ONE text_kind WITH ANOTHER      %dprec 1000 {
        $$ = MK(N_QUALIFIER, @$, "with another", $2, NULL, NULL); }
  /* "with Vampire", "with it": a name of the kind or a pronoun, never a
   * determiner's noun phrase ("with another" is the rule above) */
  | ONE text_kind WITH nominal_q    %dprec 999 {
        $$ = MK(N_QUALIFIER, @$, "with", $2, syn_object_with(ctx, @4, NULL, $4), NULL); }
  /* the same as the nominal_q rule above: a pronoun is no nominal */
  | ONE text_kind WITH pronoun      %dprec 999 { $$ = MK(N_QUALIFIER, @$, "with", $2, $4, NULL); }
  ;
text_kind:
    COLOR_N WORD_W                  %dprec 1000 {
        $$ = MK(N_WORD, @$, "color word", NULL, NULL, NULL); }
  | SUPERTYPE CARDTYPE TYPE         %dprec 999 {
        $$ = MK(N_WORD, @$, arena_printf(ctx->a, "%s %s type", $1->text, $2->text), NULL, NULL,
                 NULL); }
  | CARDTYPE TYPE                   %dprec 998 {
        $$ = MK(N_WORD, @$, arena_printf(ctx->a, "%s type", $1->text), NULL, NULL, NULL); }
  ;
ONE_TIME_W: TWICE ;
TIMES_W: TIMES ;

pp:
    TO np                           %dprec 1000 { $$ = MK(N_PREP, @$, "to", $2, NULL, NULL); }
  | FROM np                         %dprec 999 { $$ = MK(N_PREP, @$, "from", $2, NULL, NULL); }
  /* the same as FROM np: "exile" the zone is no noun phrase */
  | FROM exile                      %dprec 999 { $$ = MK(N_PREP, @$, "from", $2, NULL, NULL); }
  | FROM AMONG np                   %dprec 998 {
        $$ = MK(N_PREP, @$, "from among", $3, NULL, NULL); }
  /* "a counter from among flying, first strike, and lifelink", "choose two
   * abilities from among ...": the keywords to choose from */
  | FROM AMONG grant                %dprec 500 {
        $$ = MK(N_PREP, @$, "from among", $3, NULL, NULL); }
  | INTO np                         %dprec 997 { $$ = MK(N_PREP, @$, "into", $2, NULL, NULL); }
  /* the same as INTO np: "exile" the zone is no noun phrase */
  | INTO exile                      %dprec 997 { $$ = MK(N_PREP, @$, "into", $2, NULL, NULL); }
  | ONTO np                         %dprec 996 { $$ = MK(N_PREP, @$, "onto", $2, NULL, NULL); }
  | ON np                           %dprec 995 { $$ = MK(N_PREP, @$, "on", $2, NULL, NULL); }
  /* "put target creature on top of its owner's library": where it goes (a
   * modifier of the verb), never which thing; the library is the noun phrase */
  | ON TOP_OF np                    %dprec 500 {
        $$ =
            MK(N_PREP, @$, "on",
               MK(N_ZONE, ((src_range){ @2.begin, @3.end }), "top", $3, NULL, NULL), NULL, NULL); }
  | ON THE BOTTOM OF np             %dprec 500 {
        $$ = MK(N_PREP, @$, "on",
                 MK(N_ZONE, ((src_range){ @2.begin, @5.end }), "bottom", $5, NULL, NULL), NULL,
                 NULL); }
  | ON THE TOP OR BOTTOM OF np      %dprec 500 {
        $$ = MK(N_PREP, @$, "on the top or bottom of", $7, NULL, NULL); }
  | FROM COMBAT                     %dprec 500 {
        $$ = MK(N_PREP, @$, "from combat", NULL, NULL, NULL); }
  | pp_under                        %dprec 992 { $$ = $1; }
  /* not "under X's control" */
  | UNDER THE CONTROL OF np         %dprec 500 {
        $$ = MK(N_PREP, @$, "under control of", $5, NULL, NULL);
        $$->form |= FORM_OF; }
  | ANYWHERE ELSE_W                 %dprec 500 {
        $$ = MK(N_PREP, @$, "anywhere else", NULL, NULL, NULL); }
  | ON TOP                          %dprec 500 { $$ = MK(N_PREP, @$, "on top", NULL, NULL, NULL); }
  ;
pp_under:
    UNDER np CONTROL                %dprec 992 {
        $$ = MK(N_PREP, @$, "under control of", $2, NULL, NULL); }
  | UNDER np_one POSS CONTROL       %dprec 500 {
        $$ = MK(N_PREP, @$, "under control of", $2, NULL, NULL); }
  | UNDER YOUR CONTROL              %dprec 991 {
        $$ = MK(N_PREP, @$, "under control of", $2, NULL, NULL); }
  | UNDER THEIR CONTROL             %dprec 500 {
        $$ = MK(N_PREP, @$, "under control of", MK(N_PRONOUN, @2, "their", NULL, NULL, NULL),
                 NULL, NULL); }
  | UNDER ITS OWNER POSS CONTROL    %dprec 990 {
        $$ = MK(N_PREP, @$, "under control of", $3, NULL, NULL); }
  | UNDER THEIR OWNER POSS CONTROL  %dprec 989 {
        $$ = MK(N_PREP, @$, "under control of", CP($3), NULL, NULL);
        $$->a->form |= FORM_THEIR; }
  | UNDER THEIR OWNER CONTROL       %dprec 988 {
        $$ = MK(N_PREP, @$, "under control of", $3, NULL, NULL); }
  ;
dest:
    TO dest_zone                    { $$ = MK(N_PREP, @$, "to", $2, NULL, NULL); }
  ;
dest_zone:
    THE BATTLEFIELD                 { $$ = MK(N_ZONE, @$, "battlefield", NULL, NULL, NULL); }
  | np_poss HAND                    { $$ = MK(N_POSSESSIVE, @$, NULL, $1, $2, NULL); }
  ;

/* A duration that opens a sentence, with its comma: "as long as X" with
 * its comma, so that the state after "As long as X" reduces nothing (it
 * shifts "and" or the comma) and the words after the comma are read once
 * (docs/grammar.md section 19) */
opening:
    lead_duration ','               %dprec 1000 { $$ = $1; }
  | AS LONG AS clause ','           %dprec 999 { $$ = AS_LONG_AS(@1, @4, $4); }
  ;
duration:
    lead_duration                   %dprec 1000 { $$ = $1; }
  | AS LONG AS clause               %dprec 994 { $$ = AS_LONG_AS(@1, @4, $4); }
  ;
lead_duration:
    UNTIL END OF TURN               %dprec 1000 {
        $$ = MK(N_DURATION, @$, "until end of turn", NULL, NULL, NULL); }
  | UNTIL YOUR NEXT TURN            %dprec 999 {
        $$ = MK(N_DURATION, @$, "until your next turn", NULL, NULL, NULL); }
  | UNTIL step_ref                  %dprec 500 { $$ = MK(N_DURATION, @$, "until", $2, NULL, NULL); }
  | UNTIL clause                    %dprec 998 { $$ = MK(N_DURATION, @$, "until", $2, NULL, NULL); }
  | UNTIL THE END OF step_ref       %dprec 500 {
        $$ = MK(N_DURATION, @$, "until the end of", $5, NULL, NULL); }
  /* "Until the beginning of your next upkeep, you may play that card." */
  | UNTIL THE BEGINNING OF step_ref %dprec 500 {
        $$ = MK(N_DURATION, @$, "until the beginning of", $5, NULL, NULL); }
  | THIS TURN                       %dprec 997 {
        $$ = MK(N_DURATION, @$, "this turn", NULL, NULL, NULL); }
  | THIS COMBAT                     %dprec 996 {
        $$ = MK(N_DURATION, @$, "this combat", NULL, NULL, NULL); }
  | THIS STEP                       %dprec 500 {
        $$ = MK(N_DURATION, @$, "this step", NULL, NULL, NULL); }
  | THIS GAME                       %dprec 500 {
        $$ = MK(N_DURATION, @$, "this game", NULL, NULL, NULL); }
  | THIS PHASE                      %dprec 500 {
        $$ = MK(N_DURATION, @$, "this phase", NULL, NULL, NULL); }
  | UNTIL END OF COMBAT             %dprec 500 {
        $$ = MK(N_DURATION, @$, "until end of combat", NULL, NULL, NULL); }
  | FOR AS LONG AS clause           %dprec 995 {
        $$ = MK(N_DURATION, @$, "for as long as", $5, NULL, NULL); }
  | DURING step_ref                 %dprec 993 {
        $$ = MK(N_DURATION, @$, "during", $2, NULL, NULL); }
  | DURING YOUR TURN                %dprec 992 {
        $$ = MK(N_DURATION, @$, "during your turn", NULL, NULL, NULL); }
  | DURING EACH OF YOUR TURNS_W     %dprec 991 {
        $$ = MK(N_DURATION, @$, "during your turn", NULL, NULL, NULL); }
  /* "only during their own turns": "own" says no more than "their" does */
  | DURING THEIR OWN TURNS_W        %dprec 500 {
        $$ = MK(N_DURATION, @$, "during",
                 MK(N_STEP, ((src_range){ @2.begin, @4.end }), "own turn",
                    MK(N_PRONOUN, @2, "their", NULL, NULL, NULL), NULL, NULL),
                 NULL, NULL); }
  /* "can't attack during extra turns" (CR 500.7) */
  | DURING EXTRA TURNS_W            %dprec 500 {
        $$ = MK(N_DURATION, @$, "during extra turns", NULL, NULL, NULL); }
  /* never the phrase that opens the paragraph ("At the beginning of your
   * upkeep, ..."): that one is the trigger (syn_opening_time_ends), whose
   * reading as a duration of the sentence lived to the paragraph's end */
  | AT time_point %?{ yychar != ',' || !syn_opening_time_ends(ctx, yylloc.begin) }
                                    %dprec 990 {
        @$ = (src_range){ @1.begin, @2.end };   /* it ends with its words, not at the predicate */
        $$ = MK(N_DURATION, @$, "at", $2, NULL, NULL); }
  | THIS TURN_POSS_W                %dprec 989 {
        $$ = MK(N_DURATION, @$, "this turn", NULL, NULL, NULL); }
  | WHILE clause                    %dprec 988 { $$ = MK(N_DURATION, @$, "while", $2, NULL, NULL); }
  | EACH TURN                       %dprec 987 {
        $$ = MK(N_DURATION, @$, "each turn", NULL, NULL, NULL); }
  | BEFORE clause                   %dprec 986 {
        $$ = MK(N_DURATION, @$, "before", $2, NULL, NULL); }
  | AFTER clause                    %dprec 985 { $$ = MK(N_DURATION, @$, "after", $2, NULL, NULL); }
  | AFTER THIS ONE                  %dprec 500 {
        $$ = MK(N_DURATION, @$, "after this turn", NULL, NULL, NULL); }
  | AFTER step_ref                  %dprec 500 { $$ = MK(N_DURATION, @$, "after", $2, NULL, NULL); }
  /* "unless they pay {2} before that step", "before that draw step" */
  | BEFORE THAT turn_part           %dprec 500 {
        $$ = MK(N_DURATION, @$, "before", MK(N_STEP, ((src_range){ @2.begin, @3.end }), $3->text,
                                             $2, NULL, NULL), NULL, NULL); }
  | BEFORE THAT STEP                %dprec 500 {
        $$ = MK(N_DURATION, @$, "before", MK(N_STEP, ((src_range){ @2.begin, @3.end }), "step",
                                             $2, NULL, NULL), NULL, NULL); }
  | AFTER THIS PHASE                %dprec 500 {
        $$ = MK(N_DURATION, @$, "after this phase", NULL, NULL, NULL); }
  | AT END OF COMBAT                %dprec 500 {
        $$ = MK(N_DURATION, @$, "at end of combat", NULL, NULL, NULL); }
  /* "At this turn's next end of combat, destroy that creature." (a delayed
   * trigger, CR 603.7) */
  | AT THIS TURN_POSS_W NEXT END OF COMBAT %dprec 500 {
        $$ = MK(N_DURATION, @$, "at this turn's next end of combat", NULL, NULL, NULL); }
  | LAST TURN                       %dprec 500 {
        $$ = MK(N_DURATION, @$, "last turn", NULL, NULL, NULL); }
  /* "during your last turn": that player's turn before this one, not the
   * turn before this one ("last turn") */
  | DURING step_owner LAST TURN     %dprec 500 {
        $$ = MK(N_DURATION, @$, "during last turn", $2, NULL, NULL); }
  ;
TURNS_W: TURN ;
TURN_POSS_W: TURN POSS ;

/* ---- Verb phrases ---------------------------------------------------------- */

vp:
    DESTROY np                      %dprec 1000 { $$ = ACT(@$, "destroy", NULL, $2, NULL); }
  | EXILE np                        %dprec 999 { $$ = ACT(@$, "exile", NULL, $2, NULL); }
  /* "if the coin comes up heads", "each player whose coin comes up tails" */
  /* "if time gets more votes" */
  | GET MORE VOTE                   %dprec 500 { $$ = ACT(@$, "get more votes", NULL, NULL, NULL); }
  /* "While voting, you may vote an additional time" */
  | VOTE A_T ADDITIONAL TIME        %dprec 500 {
        $$ = ACT(@$, "vote an additional time", NULL, NULL, NULL); }
  | BE TIE                          %dprec 500 {
        $$ = ACT(@$, "is", NULL, MK(N_WORD, @2, "tied", NULL, NULL, NULL), NULL); }
  | ENTER UP COIN_SIDE              %dprec 500 {
        $$ = ACT(@$, "come up", NULL, MK(N_WORD, @3, $3->text, NULL, NULL, NULL), NULL); }
  | SACRIFICE np                    %dprec 998 { $$ = ACT(@$, "sacrifice", NULL, $2, NULL); }
  | DISCARD np                      %dprec 997 { $$ = ACT(@$, "discard", NULL, $2, NULL); }
  | DRAW np                         %dprec 996 { $$ = ACT(@$, "draw", NULL, $2, NULL); }
  | DRAW %prec BARE_VERB            %dprec 995 { $$ = ACT(@$, "draw", NULL, NULL, NULL); }
  /* "deals 1 damage to A and 1 damage to B": one verb with two amounts wins
   * over the verb phrases of "and" (1001) */
  | DEAL amount DAMAGE TO %?{ syn_second_damage_ahead(ctx, yychar != CARDC_YYEMPTY) }
    np AND amount DAMAGE TO np
      %prec BARE_VERB               %dprec 1001 {
        $$ = syn_seq(
            ctx, @$,
            ACT(((src_range){ @1.begin, @6.end }), "deal damage", NULL, $2,
                L1(MK(N_PREP, ((src_range){ @4.begin, @6.end }), "to", $6, NULL, NULL))),
            ACT(((src_range){ @8.begin, @11.end }), "deal damage", NULL, $8,
                L1(MK(N_PREP, ((src_range){ @10.begin, @11.end }), "to", $11, NULL, NULL))),
            "and"); }
  | DEAL amount DAMAGE              %dprec 994 { $$ = ACT(@$, "deal damage", NULL, $2, NULL); }
  | DEAL DAMAGE %prec BARE_VERB     %dprec 993 { $$ = ACT(@$, "deal damage", NULL, NULL, NULL); }
  | DEAL COMBAT_T DAMAGE %prec BARE_VERB %dprec 992 {
        $$ = ACT(@$, "deal combat damage", NULL, NULL, NULL); }
  | DEAL amount COMBAT_T DAMAGE     %dprec 991 {
        $$ = ACT(@$, "deal combat damage", NULL, $2, NULL); }
  /* "deals noncombat damage to an opponent" (CR 120.2b): damage not dealt
   * in the combat damage step, a verb of its own */
  | DEAL NON DAMAGE %prec BARE_VERB %dprec 500 {
        $$ = ACT(@$, "deal noncombat damage", NULL, NULL, NULL);
        if (strcmp($2->text, "noncombat") != 0)
            $$ = LOSSY($$); }
  | DEAL damage_np %prec BARE_VERB  %dprec 990 { $$ = ACT(@$, "deal damage", NULL, $2, NULL); }
  | GAIN amount life_word           %dprec 989 { $$ = ACT(@$, "gain life", NULL, $2, NULL); }
  | GAIN amount life_word PLUS_W count %dprec 500 {
        $$ = ACT(@$, "gain life", NULL,
                  syn_np_join(ctx, ((src_range){ @2.begin, @5.end }), "plus", $2, $5), NULL); }
  | LOSE amount life_word           %dprec 988 { $$ = ACT(@$, "lose life", NULL, $2, NULL); }
  | PAY amount life_word            %dprec 985 { $$ = ACT(@$, "pay life", NULL, $2, NULL); }
  | LOSE CONTROL OF np              %dprec 500 { $$ = ACT(@$, "lose control", NULL, $4, NULL); }
  | END THE TURN %prec BARE_VERB    %dprec 500 { $$ = ACT(@$, "end the turn", NULL, NULL, NULL); }
  | COMPLETE np                     %dprec 500 { $$ = ACT(@$, "complete", NULL, $2, NULL); }
  | HAVE RESOLVE %prec BARE_VERB    %dprec 500 { $$ = ACT(@$, "has resolved", NULL, NULL, NULL); }
  | RESOLVE %prec BARE_VERB         %dprec 500 { $$ = ACT(@$, "resolve", NULL, NULL, NULL); }
  | HAVE DEALT amount_opt DAMAGE    %dprec 500 { $$ = ACT(@$, "has dealt damage", NULL, $3, NULL); }
  | WIN THE FLIP %prec BARE_VERB    %dprec 500 { $$ = ACT(@$, "win the flip", NULL, NULL, NULL); }
  | LOSE THE FLIP %prec BARE_VERB   %dprec 500 { $$ = ACT(@$, "lose the flip", NULL, NULL, NULL); }
  | GAIN CONTROL OF np              %dprec 982 { $$ = ACT(@$, "gain control", NULL, $4, NULL); }
  | EXCHANGE CONTROL OF np          %dprec 981 { $$ = ACT(@$, "exchange control", NULL, $4, NULL); }
  /* "Two target players exchange life totals" */
  | EXCHANGE LIFE TOTAL             %dprec 500 {
        $$ = ACT(@$, "exchange life totals", NULL, NULL, NULL); }
  | GET PT_CHANGE_A %prec BARE_VERB %dprec 980 {
        $$ = ACT(@$, "get", NULL, MK(N_PT_CHANGE, @2, $2->text, NULL, NULL, NULL), NULL); }
  | GET PT_CHANGE_A OR PT_CHANGE %prec BARE_VERB %dprec 500 {
        $$ = ACT(@$, "get", NULL,
                  syn_np_join(ctx, ((src_range){ @2.begin, @4.end }), "or",
                              MK(N_PT_CHANGE, @2, $2->text, NULL, NULL, NULL),
                              MK(N_PT_CHANGE, @4, $4->text, NULL, NULL, NULL)),
                  NULL); }
  | GET A ADDITIONAL PT_CHANGE %prec BARE_VERB %dprec 500 {
        $$ = ACT(@$, "get additional", NULL, MK(N_PT_CHANGE, @4, $4->text, NULL, NULL, NULL),
                  NULL); }
  | GET np                          %dprec 979 { $$ = ACT(@$, "get", NULL, $2, NULL); }
  | GAIN grant                      %dprec 978 { $$ = ACT(@$, "gain", NULL, $2, NULL); }
  | HAVE grant                      %dprec 977 { $$ = ACT(@$, "have", NULL, $2, NULL); }
  /* "two cards that have different names" */
  | HAVE DIFFERENT NAME             %dprec 500 {
        $$ = ACT(@$, "have", NULL, MK(N_WORD, ((src_range){ @2.begin, @3.end }), "different names",
                                      NULL, NULL, NULL),
                 NULL); }
  | HAVE THE SAME NAME AS np        %dprec 500 {
        $$ = ACT(@$, "have", NULL,
                  MK(N_QUALIFIER, ((src_range){ @2.begin, @6.end }), "the same name as", $6,
                     NULL, NULL),
                  NULL); }
  | HAVE THE SAME stat_word AS np   %dprec 500 {
        $$ = ACT(@$, "have", NULL,
                  MK(N_QUALIFIER, ((src_range){ @2.begin, @6.end }),
                     arena_printf(ctx->a, "the same %s as", $4->text), $6, NULL, NULL),
                  NULL); }
  | BECOME DAY %prec BARE_VERB      %dprec 500 {
        $$ = ACT(@$, "become", NULL, MK(N_WORD, @2, $2->text, NULL, NULL, NULL), NULL); }
  | DEALT amount_opt DAMAGE         %dprec 400 {
        $$ = ACT(@$, "has dealt damage", NULL, $2, NULL);
        $$->form |= FORM_SHORT; }
  | DEALT COMBAT_T DAMAGE %prec BARE_VERB %dprec 400 {
        $$ = ACT(@$, "has dealt combat damage", NULL, NULL, NULL);
        $$->form |= FORM_SHORT; }
  | LOSE grant                      %dprec 976 { $$ = ACT(@$, "lose", NULL, $2, NULL); }
  | LOSE ALL ABILITY %prec BARE_VERB %dprec 975 {
        $$ = ACT(@$, "lose all abilities", NULL, NULL, NULL); }
  | HAVE np                         %dprec 974 { $$ = ACT(@$, "have", NULL, $2, NULL); }
  /* the same as HAVE np: "the chosen name" is no noun phrase */
  | HAVE chosen_name                %dprec 974 { $$ = ACT(@$, "have", NULL, $2, NULL); }
  | PUT np                          %dprec 973 { $$ = ACT(@$, "put", NULL, $2, NULL); }
  | RETURN np                       %dprec 972 { $$ = ACT(@$, "return", NULL, $2, NULL); }
  | CREATE np                       %dprec 971 { $$ = ACT(@$, "create", NULL, $2, NULL); }
  /* "instead create those tokens plus an additional Treasure token" */
  | CREATE pronoun PLUS_W np_one    %dprec 500 {
        $$ = ACT(@$, "create", NULL,
                  syn_np_join(ctx, ((src_range){ @2.begin, @4.end }), "plus", $2, JOIN($4, "plus")),
                  NULL); }
  | TAP np                          %dprec 970 { $$ = ACT(@$, "tap", NULL, $2, NULL); }
  | UNTAP np                        %dprec 969 { $$ = ACT(@$, "untap", NULL, $2, NULL); }
  | TAP %prec BARE_VERB             %dprec 968 { $$ = ACT(@$, "tap", NULL, NULL, NULL); }
  | UNTAP %prec BARE_VERB           %dprec 967 { $$ = ACT(@$, "untap", NULL, NULL, NULL); }
  | SEARCH np FOR np                %dprec 966 {
        $$ = ACT(@$, "search", NULL, $4, L1(MK(N_PREP, @2, "in", $2, NULL, NULL))); }
  | SHUFFLE %prec BARE_VERB         %dprec 965 { $$ = ACT(@$, "shuffle", NULL, NULL, NULL); }
  | SHUFFLE np                      %dprec 964 { $$ = ACT(@$, "shuffle", NULL, $2, NULL); }
  | REVEAL np                       %dprec 963 { $$ = ACT(@$, "reveal", NULL, $2, NULL); }
  | REVEAL %prec BARE_VERB          %dprec 962 { $$ = ACT(@$, "reveal", NULL, NULL, NULL); }
  | LOOK AT np                      %dprec 961 { $$ = ACT(@$, "look at", NULL, $3, NULL); }
  /* "you may look at and play that card for as long as it remains exiled" */
  | LOOK AT AND PLAY np             %dprec 500 { $$ = ACT(@$, "look at and play", NULL, $5, NULL); }
  | LOOK AT AND CAST np             %dprec 500 { $$ = ACT(@$, "look at and cast", NULL, $5, NULL); }
  | COUNTER np                      %dprec 960 { $$ = ACT(@$, "counter", NULL, $2, NULL); }
  | ADD mana_spec                   %dprec 959 { $$ = ACT(@$, "add", NULL, $2, NULL); }
  /* "Roll a d20 and add the number of cards in your hand." (to the result) */
  | ADD amount_of                   %dprec 500 { $$ = ACT(@$, "add amount", NULL, $2, NULL); }
  | SCRY count                      %dprec 958 { $$ = ACT(@$, $1->text, NULL, $2, NULL); }
  | MILL np                         %dprec 957 { $$ = ACT(@$, "mill", NULL, $2, NULL); }
  | PAY mana MORE TO vp             %dprec 500 {
        $$ = ACT(@$, "pay more", NULL, $2,
                  L1(MK(N_MODIFIER, ((src_range){ @4.begin, @5.end }), "to", $5, NULL, NULL))); }
  | PAY np                          %dprec 955 { $$ = ACT(@$, "pay", NULL, $2, NULL); }
  /* "You may pay an additional {2} as you cast this spell" (a keyword's
   * reminder text: an optional additional cost, CR 702.33a's words) */
  | PAY A ADDITIONAL mana           %dprec 500 {
        node *m = MK(N_MANA, ((src_range){ @2.begin, @4.end }), "additional", $4, NULL, NULL);
        $$ = ACT(@$, "pay", NULL, m, NULL); }
  /* "unless its controller pays {1} plus an additional {1} for each
   * creature in your party": a cost and what each thing adds to it */
  | PAY mana PLUS_W A ADDITIONAL mana %dprec 500 {
        node *m = MK(N_MANA, ((src_range){ @4.begin, @6.end }), "additional", $6, NULL, NULL);
        $$ = ACT(@$, "pay", NULL,
                 syn_np_join(ctx, ((src_range){ @2.begin, @6.end }), "plus", $2, m), NULL); }
  | PAY energy                      %dprec 954 {
        $$ = ACT(@$, "pay energy", NULL, MK(N_COST, @2, "energy", NULL, NULL, NULL), NULL); }
  | CHOOSE np                       %dprec 953 { $$ = ACT(@$, "choose", NULL, $2, NULL); }
  /* "You can't choose an untapped creature as this spell's target" */
  | CHOOSE np AS np_poss TARGET     %dprec 500 {
        $$ = ACT(@$, "choose", NULL, $2,
                  L1(MK(N_MODIFIER, ((src_range){ @3.begin, @5.end }), "as the target of", $4, NULL,
                        NULL))); }
  /* "choose not to": no other alternative here reads these words */
  | CHOOSE NOT TO vp                %dprec 990 {
        $$ = MK(N_OPTIONAL, @$, "choose not to", $4, NULL, NULL); }
  | CHOOSE %prec BARE_VERB          %dprec 952 { $$ = ACT(@$, "choose", NULL, NULL, NULL); }
  /* "choose first strike, vigilance, or lifelink": one of the keywords */
  | CHOOSE grant OR keyword         %dprec 500 {
        $$ = ACT(@$, "choose", NULL, LA($2, JOIN($4, "or")), NULL);
        $$->b->text = "or"; }
  | CHOOSE grant ',' OR keyword     %dprec 500 {
        $$ = ACT(@$, "choose", NULL, LA($2, JOIN($5, ", or")), NULL);
        $$->b->text = "or"; }
  /* "you choose which creatures block this combat and how those creatures
   * block", "you choose how each player votes this turn": the choice of
   * what a clause says */
  | CHOOSE choice_clauses           %dprec 500 { $$ = ACT(@$, "choose", NULL, $2, NULL); }
  /* "choose odd or even" */
  | CHOOSE parity OR parity         %dprec 500 {
        $$ = ACT(@$, "choose", NULL,
                 syn_np_join(ctx, ((src_range){ @2.begin, @4.end }), "or", $2, $4), NULL); }
  | CHOOSE BOTH %prec BARE_VERB     %dprec 500 {
        $$ = ACT(@$, "choose modes", NULL, MK(N_WORD, @2, "both", NULL, NULL, NULL), NULL); }
  | CHOOSE ANY NUMBER_N %prec BARE_VERB %dprec 500 {
        $$ = ACT(@$, "choose modes", NULL,
                  MK(N_AMOUNT, ((src_range){ @2.begin, @3.end }), "any number", NULL, NULL, NULL),
                  NULL); }
  | PREVENT damage_np %prec BARE_VERB %dprec 951 { $$ = ACT(@$, "prevent", NULL, $2, NULL); }
  | REGENERATE np                   %dprec 950 { $$ = ACT(@$, "regenerate", NULL, $2, NULL); }
  | REGENERATE %prec BARE_VERB      %dprec 500 { $$ = ACT(@$, "regenerate", NULL, NULL, NULL); }
  | KW_N np                         %dprec 400 { $$ = ACT(@$, $1->text, NULL, $2, NULL); }
  | KW np                           %dprec 400 { $$ = ACT(@$, $1->text, NULL, $2, NULL); }
  /* "~ escapes with "..."" */
  | KW_VERB WITH quoted             %dprec 400 {
        node *with = MK(N_MODIFIER, ((src_range){ @2.begin, @3.end }), "with", $3, NULL, NULL);
        $$ = ACT(@$, $1->text, NULL, NULL, L1(with)); }
  /* attach, unattach */
  | ATTACH np                       %dprec 949 {
        $$ = ACT(@$, $1->text, NULL, $2, NULL); }
  | ATTACH %prec BARE_VERB          %dprec 948 { $$ = ACT(@$, $1->text, NULL, NULL, NULL); }
  | FIGHT np                        %dprec 947 { $$ = ACT(@$, "fight", NULL, $2, NULL); }
  | FIGHT %prec BARE_VERB           %dprec 946 { $$ = ACT(@$, "fight", NULL, NULL, NULL); }
  /* "fight each other" at a phrase's end (EACH_OTHER, parse.c): never the
   * determiner "each other" of a filter ("each other creature") */
  | FIGHT EACH_OTHER OTHER %prec BARE_VERB %dprec 500 {
        $$ = ACT(@$, "fight each other", NULL, NULL, NULL); }
  | CLASH WITH np                   %dprec 500 { $$ = ACT(@$, "clash", NULL, $3, NULL); }
  | CLASH %prec BARE_VERB           %dprec 500 { $$ = ACT(@$, "clash", NULL, NULL, NULL); }
  | WIN %prec BARE_VERB             %dprec 500 { $$ = ACT(@$, "win", NULL, NULL, NULL); }
  | WIN np                          %dprec 400 { $$ = syn_verb_np(ctx, @$, "win", $2); }
  | CAST np                         %dprec 945 { $$ = ACT(@$, "cast", NULL, $2, NULL); }
  | CAST %prec BARE_VERB            %dprec 944 { $$ = ACT(@$, "cast", NULL, NULL, NULL); }
  | PLAY np                         %dprec 943 { $$ = ACT(@$, "play", NULL, $2, NULL); }
  | PLAY WITH np                    %dprec 500 { $$ = ACT(@$, "play with", NULL, $3, NULL); }
  | HAVE stat_compare               %dprec 500 { $$ = ACT(@$, "have", NULL, $2, NULL); }
  | CAUSE np TO vp_m                %dprec 500 {
        $$ = ACT(@$, "cause", NULL, $2,
                  L1(MK(N_MODIFIER, ((src_range){ @3.begin, @4.end }), "to", $4, NULL, NULL))); }
  /* "can't cause the total number of +1/+0 counters on ~ to be greater than
   * four": whose counters "on ~" says (syn_action) */
  | CAUSE amount_of ON np TO vp_m   %dprec 500 {
        $$ = ACT(@$, "cause", NULL, $2,
                  LA(L1(MK(N_PREP, ((src_range){ @3.begin, @4.end }), "on", $4, NULL, NULL)),
                     MK(N_MODIFIER, ((src_range){ @5.begin, @6.end }), "to", $6, NULL, NULL))); }
  | COPY np                         %dprec 942 { $$ = ACT(@$, "copy", NULL, $2, NULL); }
  | ENTER THE BATTLEFIELD %prec BARE_VERB %dprec 941 {
        $$ = ACT(@$, "enter the battlefield", NULL, NULL, NULL); }
  /* "enters"; "come under your control" is no entering: a verb of its own
   * (CR 110.2: control changes as well as entering) */
  | ENTER %prec BARE_VERB           %dprec 940 {
        $$ = syn_come(ctx, @$) ? ACT(@$, "come", NULL, NULL, NULL)
                               : ACT(@$, "enter the battlefield", NULL, NULL, NULL);
        if (!syn_come(ctx, @$))
            $$->form |= FORM_SHORT; }
  | ENTER OR LEAVE THE BATTLEFIELD %prec BARE_VERB %dprec 939 {
        $$ = ACT(@$, "enter or leave the battlefield", NULL, NULL, NULL); }
  | LEAVE np                        %dprec 937 { $$ = syn_verb_np(ctx, @$, "leave", $2); }
  | DIES %prec BARE_VERB            %dprec 936 { $$ = ACT(@$, "die", NULL, NULL, NULL); }
  | DOUBLE amount_of                %dprec 500 { $$ = ACT(@$, "double", NULL, $2, NULL); }
  | DEAL DOUBLE THAT DAMAGE %prec BARE_VERB %dprec 500 {
        $$ = ACT(
            @$, "deal damage", NULL,
            MK(N_AMOUNT, ((src_range){ @2.begin, @3.end }), "twice that much", NULL, NULL, NULL),
            NULL); }
  | DEAL TRIPLE THAT DAMAGE %prec BARE_VERB %dprec 500 {
        $$ = ACT(@$, "deal damage", NULL,
                  MK(N_AMOUNT, ((src_range){ @2.begin, @3.end }), "three times that much", NULL,
                     NULL, NULL),
                  NULL); }
  | ATTACK %prec BARE_VERB          %dprec 935 { $$ = ACT(@$, "attack", NULL, NULL, NULL); }
  | ATTACK np                       %dprec 934 { $$ = ACT(@$, "attack", NULL, $2, NULL); }
  | BLOCK %prec BARE_VERB           %dprec 933 { $$ = ACT(@$, "block", NULL, NULL, NULL); }
  | BLOCK np                        %dprec 932 { $$ = ACT(@$, "block", NULL, $2, NULL); }
  | ATTACK OR BLOCKED %prec BARE_VERB %dprec 500 {
        $$ = ACT(@$, "attacked or blocked", NULL, NULL, NULL); }
  /* not "X plus 1 damage" */
  /* "it deals that much damage minus 1 to that creature instead" */
  | DEAL amount DAMAGE MINUS_W count %dprec 500 {
        $$ = ACT(@$, "deal damage", NULL,
                  syn_np_join(ctx, ((src_range){ @2.begin, @5.end }), "minus", $2,
                              JOIN($5, "damage minus")),
                  NULL); }
  | DEAL amount DAMAGE PLUS_W count %dprec 500 {
        $$ = ACT(@$, "deal damage", NULL,
                  syn_np_join(ctx, ((src_range){ @2.begin, @5.end }), "plus", $2,
                              JOIN($5, "damage plus")),
                  NULL); }
  | REDUCE np TO compare            %dprec 500 {
        $$ = ACT(@$, $1->text, NULL, $2,
                  L1(MK(N_MODIFIER, ((src_range){ @3.begin, @4.end }), "to", $4, NULL, NULL))); }
  /* "can't reduce the mana in that cost to less than one mana" */
  | REDUCE np TO compare MANA       %dprec 500 {
        $$ = ACT(@$, $1->text, NULL, $2,
                  L1(MK(N_MODIFIER, ((src_range){ @3.begin, @5.end }), "to mana", $4, NULL,
                        NULL))); }
  /* "This effect reduces only the amount of colored mana you pay." */
  | REDUCE ONLY_R THE AMOUNT_W OF COLOR_N MANA YOU PAY %dprec 500 {
        $$ = ACT(@$, $1->text, NULL,
                  MK(N_WORD, ((src_range){ @2.begin, @9.end }),
                     "only the amount of colored mana you pay", NULL, NULL, NULL),
                  NULL); }
  | ATTACK OR BLOCK %prec BARE_VERB %dprec 931 {
        $$ = ACT(@$, "attack or block", NULL, NULL, NULL); }
  | BECOME np                       %dprec 930 { $$ = ACT(@$, "become", NULL, $2, NULL); }
  | BECOME adjective                %dprec 929 { $$ = ACT(@$, "become", NULL, $2, NULL); }
  /* "When this Class becomes level 2" */
  | BECOME LEVEL count              %dprec 500 {
        $$ = ACT(@$, "become", NULL,
                  MK(N_MODIFIER, ((src_range){ @2.begin, @3.end }), "level", $3, NULL, NULL),
                  NULL); }
  /* "target creature has base power 0 until end of turn" */
  | HAVE BASE POWER compare         %dprec 500 {
        $$ = ACT(@$, "have", NULL,
                  MK(N_COMPARE, ((src_range){ @2.begin, @4.end }), "base power", $4, NULL, NULL),
                  NULL); }
  | HAVE BASE TOUGHNESS compare     %dprec 500 {
        $$ = ACT(@$, "have", NULL,
                  MK(N_COMPARE, ((src_range){ @2.begin, @4.end }), "base toughness", $4, NULL,
                     NULL),
                  NULL); }
  | BECOME amount_of                 %dprec 500 { $$ = ACT(@$, "become", NULL, $2, NULL); }
  | KW_VERB %prec BARE_VERB         %dprec 400 { $$ = ACT(@$, $1->text, NULL, NULL, NULL); }
  /* "the number of times this creature has mutated" */
  | HAVE KW_VERB %prec BARE_VERB    %dprec 400 {
        $$ = ACT(@$, arena_printf(ctx->a, "have %sd", $2->text), NULL, NULL, NULL); }
  | BECOME grant                    %dprec 928 { $$ = ACT(@$, "become", NULL, $2, NULL); }
  | BE np                           %dprec 926 { $$ = ACT(@$, "is", NULL, $2, NULL); }
  | BE adjective                    %dprec 925 { $$ = ACT(@$, "is", NULL, $2, NULL); }
  /* "the game is a draw" (CR 104.4a) */
  | BE A DRAW                       %dprec 500 {
        $$ = ACT(@$, "is", NULL,
                 MK(N_WORD, ((src_range){ @2.begin, @3.end }), "a draw", NULL, NULL, NULL), NULL); }
  | BE vp_past                      %dprec 924 { $$ = syn_passive(ctx, @1, $2); }
  /* "isn't", and "is no longer" (one word BE_NOT, parse.c) */
  | BE_NOT np                       %dprec 923 {
        $$ = MK(N_NEGATED, @$, syn_negation($1, "isn't"), ACT(@$, "is", NULL, $2, NULL), NULL,
                NULL); }
  | BE_NOT adjective                %dprec 922 {
        $$ = MK(N_NEGATED, @$, syn_negation($1, "isn't"), ACT(@$, "is", NULL, $2, NULL), NULL,
                NULL); }
  | BE_NOT vp_past                  %dprec 921 { $$ = MK(N_NEGATED, @$, "isn't", $2, NULL, NULL); }
  | BE NOT vp_past                  %dprec 920 { $$ = MK(N_NEGATED, @$, "isn't", $3, NULL, NULL); }
  /* "are each equal to the number of ...", "are each 2" (Oracle writes no
   * other word after "are each") */
  | BE EACH EQUAL TO amount_ref     %dprec 990 { $$ = ACT(@$, "is", NULL, $5, NULL); }
  /* no other alternative here reads these words */
  | BE EACH compare_op              %dprec 990 { $$ = ACT(@$, "is", NULL, $3, NULL); }
  /* "are each 2": no other alternative here reads these words */
  | BE EACH amount                  %dprec 990 {
        $$ = ACT(@$, "is", NULL, MK(N_COMPARE, @3, "=", $3, NULL, NULL), NULL); }
  | BE STILL np                     %dprec 918 { $$ = ACT(@$, "is", NULL, $3, NULL); }
  /* "~ is also a Cleric, Rogue, Warrior, and Wizard": more types besides its own */
  | BE ALSO np                      %dprec 500 {
        $$ =
            ACT(@$, "is", NULL,
                MK(N_MODIFIER, ((src_range){ @2.begin, @3.end }), "also", $3, NULL, NULL), NULL); }
  /* "if two or more creatures are tied for least power", "or is tied for the most" */
  | BE TIE FOR superlative          %dprec 500 {
        $$ = ACT(@$, "is", NULL,
                  MK(N_QUALIFIER, ((src_range){ @2.begin, @4.end }), "tied for", $4, NULL, NULL),
                  NULL); }
  | CONTROL np                      %dprec 917 { $$ = ACT(@$, "control", NULL, $2, NULL); }
  | OWN np                          %dprec 916 { $$ = ACT(@$, "own", NULL, $2, NULL); }
  | SKIP np                         %dprec 915 { $$ = ACT(@$, "skip", NULL, $2, NULL); }
  /* "skip the untap step of that turn": a step of a turn (a noun phrase of
   * its own only here; elsewhere the step of step_ref) */
  | SKIP THE turn_part OF step_owner TURN %dprec 500 {
        $$ =
            ACT(@$, "skip", NULL,
                MK(N_STEP, ((src_range){ @2.begin, @6.end }), $3->text, $5, NULL, NULL), NULL); }
  /* "skips all combat phases of their next turn": every one of them in
   * that turn ("all" in b, read by no meaning yet: partial) */
  | SKIP ALL COMBAT PHASE OF step_owner TURN %dprec 500 {
        $$ = ACT(@$, "skip", NULL,
                  LOSSY(MK(N_STEP, ((src_range){ @2.begin, @7.end }), "combat phase", $6, $2,
                           NULL)),
                  NULL); }
  /* "you may skip that step instead", "skip that draw", "skips that turn":
   * the step, draw or turn an event of the replacement named */
  | SKIP THAT skipped               %dprec 500 {
        $$ = ACT(@$, "skip", NULL, MK(N_WORD, ((src_range){ @2.begin, @3.end }),
                                      arena_printf(ctx->a, "that %s", $3->text), NULL, NULL, NULL),
                 NULL); }
  | TRANSFORM np                    %dprec 914 { $$ = ACT(@$, "transform", NULL, $2, NULL); }
  | TURN np FACE UP                 %dprec 500 { $$ = ACT(@$, "turn face up", NULL, $2, NULL); }
  | TURN np FACE DOWN               %dprec 500 { $$ = ACT(@$, "turn face down", NULL, $2, NULL); }
  | TRANSFORM %prec BARE_VERB       %dprec 913 { $$ = ACT(@$, "transform", NULL, NULL, NULL); }
  | ACTIVATE np                     %dprec 912 { $$ = ACT(@$, "activate", NULL, $2, NULL); }
  | SPEND np                        %dprec 911 { $$ = ACT(@$, "spend", NULL, $2, NULL); }
  | REMOVE np                       %dprec 910 { $$ = ACT(@$, "remove", NULL, $2, NULL); }
  | DOUBLE np                       %dprec 909 { $$ = ACT(@$, "double", NULL, $2, NULL); }
  | FLIP np                         %dprec 908 { $$ = ACT(@$, "flip", NULL, $2, NULL); }
  | ROLL np                         %dprec 907 { $$ = ACT(@$, "roll", NULL, $2, NULL); }
  | TAKE np                         %dprec 906 { $$ = ACT(@$, "take", NULL, $2, NULL); }
  | SWITCH np                       %dprec 905 { $$ = ACT(@$, "switch", NULL, $2, NULL); }
  | REMAIN TAPPED %prec BARE_VERB   %dprec 904 { $$ = ACT(@$, "remain tapped", NULL, NULL, NULL); }
  | REMAIN ON THE BATTLEFIELD %prec BARE_VERB %dprec 500 {
        $$ = ACT(@$, "remain on the battlefield", NULL, NULL, NULL); }
  | REMAIN EXILED %prec BARE_VERB   %dprec 500 { $$ = ACT(@$, "remain exiled", NULL, NULL, NULL); }
  /* also "Suspect target creature.", "Cloak the top card of your
   * library.": a keyword action the lexicon does not know with an object
   * (parse.c, new_actions), read as the verb of a status is */
  | STATUS np                       %dprec 400 {
        $$ = ACT(@$, $1->text, NULL, $2, NULL);
        $$->unknown = $1->unknown; }
  | SHARE np                        %dprec 903 { $$ = ACT(@$, "share", NULL, $2, NULL); }
  | ASSIGN np                       %dprec 902 { $$ = ACT(@$, "assign", NULL, $2, NULL); }
  | INVESTIGATE %prec BARE_VERB     %dprec 901 { $$ = ACT(@$, "investigate", NULL, NULL, NULL); }
  | INVESTIGATE count TIMES_W       %dprec 500 { $$ = ACT(@$, "investigate", NULL, $2, NULL); }
  | INVESTIGATE TWICE %prec BARE_VERB %dprec 500 {
        $$ = ACT(@$, "investigate", NULL, MK(N_AMOUNT, @2, "two", NULL, NULL, NULL), NULL); }
  | PROLIFERATE %prec BARE_VERB     %dprec 900 { $$ = ACT(@$, "proliferate", NULL, NULL, NULL); }
  /* "forage", "discover 3": a keyword action the lexicon does not know
   * (parse.c, new_actions), its meaning the reminder text after it */
  | ACTION_WORD %prec BARE_VERB     %dprec 500 {
        $$ = ACT(@$, $1->text, NULL, NULL, NULL);
        $$->unknown = true; }
  | ACTION_WORD count               %dprec 500 {
        $$ = ACT(@$, $1->text, NULL, $2, NULL);
        $$->unknown = true; }
  /* explore, connive, learn */
  | EXPLORE %prec BARE_VERB         %dprec 899 {
        $$ = ACT(@$, $1->text, NULL, NULL, NULL); }
  | POPULATE %prec BARE_VERB        %dprec 898 { $$ = ACT(@$, "populate", NULL, NULL, NULL); }
  | MANIFEST np                     %dprec 897 { $$ = ACT(@$, "manifest", NULL, $2, NULL); }
  | VENTURE INTO THE DUNGEON %prec BARE_VERB %dprec 896 {
        $$ = ACT(@$, "venture", NULL, NULL, NULL); }
  /* "it connives X, where X is ...": connive N (CR 701.50e), the
   * amount its own */
  | EXPLORE XVAR                    %dprec 500 {
        $$ = ACT(@$, $1->text, NULL, MK(N_AMOUNT, @2, "X", NULL, NULL, NULL), NULL); }
  | AMASS count                     %dprec 895 { $$ = ACT(@$, $1->text, NULL, $2, NULL); }
  /* "amass Phyrexians 2" (CR 701.47a of the current rules): the Army's
   * creature type, a modifier before the amount */
  | AMASS SUBTYPE count             %dprec 895 {
        $$ = ACT(@$, $1->text, NULL, $3, L1(MK(N_MODIFIER, @2, "army type", $2, NULL, NULL))); }
  | EXERT np                        %dprec 894 { $$ = ACT(@$, "exert", NULL, $2, NULL); }
  /* goad, detain, ante */
  | GOAD np                         %dprec 893 {
        $$ = ACT(@$, $1->text, NULL, $2, NULL); }
  | COST mana MORE                  %dprec 892 { $$ = ACT(@$, "cost more", NULL, $2, NULL); }
  | COST mana LESS                  %dprec 891 { $$ = ACT(@$, "cost less", NULL, $2, NULL); }
  | COST amount MORE                %dprec 890 { $$ = ACT(@$, "cost more", NULL, $2, NULL); }
  | COST amount LESS                %dprec 889 { $$ = ACT(@$, "cost less", NULL, $2, NULL); }
  | COST mana MORE TO vp            %dprec 888 {
        $$ = ACT(@$, "cost more", NULL, $2,
                  L1(MK(N_MODIFIER, ((src_range){ @4.begin, @5.end }), "to", $5, NULL, NULL))); }
  | COST mana LESS TO vp            %dprec 887 {
        $$ = ACT(@$, "cost less", NULL, $2,
                  L1(MK(N_MODIFIER, ((src_range){ @4.begin, @5.end }), "to", $5, NULL, NULL))); }
  /* "Multicolored spells cost up to {2} less to cast" */
  | COST UP TO mana LESS            %dprec 500 {
        $$ = ACT(@$, "cost less", NULL,
                  MK(N_COMPARE, ((src_range){ @2.begin, @4.end }), "<=", $4, NULL, NULL), NULL); }
  | COST UP TO mana LESS TO vp      %dprec 500 {
        $$ = ACT(@$, "cost less", NULL,
                  MK(N_COMPARE, ((src_range){ @2.begin, @4.end }), "<=", $4, NULL, NULL),
                  L1(MK(N_MODIFIER, ((src_range){ @6.begin, @7.end }), "to", $7, NULL, NULL))); }
  | COST mana LESS TO ACTIVATE %prec BARE_VERB %dprec 500 {
        $$ = ACT(@$, "cost less", NULL, $2,
                  L1(MK(N_MODIFIER, ((src_range){ @4.begin, @5.end }), "to",
                        ACT(@5, "activate", NULL, NULL, NULL), NULL, NULL))); }
  | COST mana MORE TO ACTIVATE %prec BARE_VERB %dprec 500 {
        $$ = ACT(@$, "cost more", NULL, $2,
                  L1(MK(N_MODIFIER, ((src_range){ @4.begin, @5.end }), "to",
                        ACT(@5, "activate", NULL, NULL, NULL), NULL, NULL))); }
  | DO SO %prec BARE_VERB           %dprec 886 { $$ = ACT(@$, "do so", NULL, NULL, NULL); }
  | DO THE SAME %prec BARE_VERB     %dprec 500 { $$ = ACT(@$, "do the same", NULL, NULL, NULL); }
  | DO THIS %prec BARE_VERB         %dprec 500 { $$ = ACT(@$, "do this", NULL, NULL, NULL); }
  | END THIS EFFECT %prec BARE_VERB %dprec 500 {
        $$ = ACT(@$, "end this effect", NULL, NULL, NULL); }
  | DRAFT np                        %dprec 500 { $$ = ACT(@$, "draft", NULL, $2, NULL); }
  /* "return to your hand all creature cards ...", "put onto the battlefield
   * under your control all ...": where they go, written before the things,
   * ends in a word of its own (dest), so that the noun phrase after it is
   * the object, never a second noun phrase after one */
  | RETURN dest np                  %dprec 400 { $$ = ACT(@$, "return", NULL, $3, L1($2)); }
  | PUT ONTO THE BATTLEFIELD pp_under np %dprec 400 {
        node *onto =
            MK(N_PREP, ((src_range){ @2.begin, @4.end }), "onto",
               MK(N_ZONE, ((src_range){ @3.begin, @4.end }), "battlefield", NULL, NULL, NULL),
               NULL, NULL);
        $$ = ACT(@$, "put", NULL, $6, LA(L1(onto), $5)); }
  | DO np                           %dprec 885 { $$ = ACT(@$, "do", NULL, $2, NULL); }
  | PRODUCE np                      %dprec 884 { $$ = ACT(@$, "produce", NULL, $2, NULL); }
  | CYCLE_V np                      %dprec 883 { $$ = ACT(@$, "cycle", NULL, $2, NULL); }
  | CYCLE_V %prec BARE_VERB         %dprec 882 { $$ = ACT(@$, "cycle", NULL, NULL, NULL); }
  | TARGETS_V np                    %dprec 881 { $$ = ACT(@$, "target", NULL, $2, NULL); }
  | CHANGE np                       %dprec 880 { $$ = ACT(@$, "change", NULL, $2, NULL); }
  | PHASE OUT_W %prec BARE_VERB       %dprec 879 { $$ = ACT(@$, "phase out", NULL, NULL, NULL); }
  | PHASE IN %prec BARE_VERB        %dprec 500 { $$ = ACT(@$, "phase in", NULL, NULL, NULL); }
  | MOVE np                         %dprec 878 { $$ = ACT(@$, "move", NULL, $2, NULL); }
  | REPEAT THIS PROCESS %prec BARE_VERB %dprec 877 { $$ = ACT(@$, "repeat", NULL, NULL, NULL); }
  | NOTE_W np                       %dprec 876 { $$ = ACT(@$, "note", NULL, $2, NULL); }
  | COUNT np                        %dprec 875 { $$ = ACT(@$, "count", NULL, $2, NULL); }
  /* "count the number of permanents you control": "that number" after it */
  | COUNT amount_of                 %dprec 500 { $$ = ACT(@$, "count", NULL, $2, NULL); }
  | TRIGGER %prec BARE_VERB         %dprec 874 { $$ = ACT(@$, "trigger", NULL, NULL, NULL); }
  | TRIGGER AGAIN_W %prec BARE_VERB %dprec 873 { $$ = ACT(@$, "trigger", NULL, NULL, NULL); }
  | GAIN np                         %dprec 872 { $$ = syn_verb_np(ctx, @$, "gain", $2); }
  | LOSE np                         %dprec 871 { $$ = syn_verb_np(ctx, @$, "lose", $2); }
  | BEGIN_W np                      %dprec 870 { $$ = ACT(@$, "begin", NULL, $2, NULL); }
  | APPLY np                        %dprec 869 { $$ = ACT(@$, "apply", NULL, $2, NULL); }
  | SEPARATE np                     %dprec 868 { $$ = ACT(@$, "separate", NULL, $2, NULL); }
  | VOTE FOR np                     %dprec 867 { $$ = ACT(@$, "vote for", NULL, $3, NULL); }
  | EXILED %prec BARE_VERB          %dprec 866 { $$ = ACT(@$, "exiled", NULL, NULL, NULL); }
  /* the causative "have that player lose 5 life" takes the base form: "you
   * have 30 life and an opponent **has** 10 life" is no "have" and a verb
   * (the predicate looks at the word after the noun phrase, the lookahead;
   * GLR knows no nonterminal's location before it resolves) */
  | HAVE np %?{ yychar == CARDC_YYEMPTY || !syn_third_person_from(ctx, yylloc.begin) } vp_m
                                    %dprec 400 {
        $$ = ACT(@$, "have", NULL, $2, L1($4)); }
  | HAVE OR GAIN grant              %dprec 500 { $$ = ACT(@$, "have or gain", NULL, $4, NULL); }
  | BECOME vp_past                  %dprec 500 { $$ = syn_passive(ctx, @1, $2); }
  /* never before "for": "search your library for a card" is the verb's
   * own "for" (above); a modifier "for ..." of a bare search lived to the
   * paragraph's end */
  | SEARCH np %?{ yychar != FOR }   %dprec 500 {
        @$ = (src_range){ @1.begin, @2.end };   /* it ends with its words, not at the predicate */
        $$ = ACT(@$, "search", NULL, $2, NULL); }
  | EXCHANGE np                     %dprec 500 { $$ = ACT(@$, "exchange", NULL, $2, NULL); }
  | SCRY %prec BARE_VERB            %dprec 500 { $$ = ACT(@$, $1->text, NULL, NULL, NULL); }
  | GET energy                      %dprec 500 {
        $$ = ACT(@$, "get energy", NULL, MK(N_COST, @2, "energy", NULL, NULL, NULL), NULL); }
  | GET energy_of                   %dprec 500 { $$ = ACT(@$, "get energy", NULL, $2, NULL); }
  | PAY energy_of                   %dprec 500 { $$ = ACT(@$, "pay energy", NULL, $2, NULL); }
  ;
skipped:
    STEP                            { $$ = MK(N_WORD, @$, "step", NULL, NULL, NULL); }
  | DRAW                            { $$ = MK(N_WORD, @$, "draw", NULL, NULL, NULL); }
  | TURN                            { $$ = MK(N_WORD, @$, "turn", NULL, NULL, NULL); }
  ;
/* "that many {E}", "one or more {E}": energy counters counted by an
 * amount, not by the symbols written (CR 107.14) */
energy_of:
    amount_shut ENERGY_N            { $$ = MK(N_COST, @$, "energy of", $1, NULL, NULL); }
  ;
AGAIN_W: AGAIN ;

/* "is put into a graveyard", "was dealt damage", "is turned face up" */;
vp_past:
    DEALT %prec BARE_VERB           %dprec 990 { $$ = ACT(@$, "dealt damage", NULL, NULL, NULL); }
  /* "is put into": no other alternative here reads these words */
  | PUT %prec BARE_VERB             %dprec 1000 { $$ = ACT(@$, "put", NULL, NULL, NULL); }
  | PUT THERE %prec BARE_VERB       %dprec 500 { $$ = ACT(@$, "put there", NULL, NULL, NULL); }
  /* "4 or more" */
  | DEALT amount_opt DAMAGE         %dprec 999 {
        $$ = ACT(@$, "dealt damage", NULL, $2, NULL); }
  | DEALT COMBAT_T DAMAGE %prec BARE_VERB %dprec 998 {
        $$ = ACT(@$, "dealt combat damage", NULL, NULL, NULL); }
  | DEALT NON DAMAGE %prec BARE_VERB %dprec 500 {     /* "is dealt noncombat damage" */
        $$ = ACT(@$, "dealt noncombat damage", NULL, NULL, NULL);
        if (strcmp($2->text, "noncombat") != 0)
            $$ = LOSSY($$); }
  | BLOCKED_A                       %dprec 997 {
        /* "is unblocked" is no "is blocked" */
        $$ = ACT(@$, strcmp($1->text, "unblocked") == 0 ? "unblocked" : "blocked", NULL, NULL,
                  NULL); }
  | TURNED FACE UP %prec BARE_VERB  %dprec 994 { $$ = ACT(@$, "turned face up", NULL, NULL, NULL); }
  | TURNED FACE_DOWN %prec BARE_VERB %dprec 993 {
        $$ = ACT(@$, "turned face up", NULL, NULL, NULL); }
  | CAST %prec BARE_VERB            %dprec 992 { $$ = ACT(@$, "cast", NULL, NULL, NULL); }
  | CAST FROM np                    %dprec 991 {
        $$ = ACT(@$, "cast", NULL, NULL,
                  L1(MK(N_PREP, ((src_range){ @2.begin, @3.end }), "from", $3, NULL, NULL))); }
  /* the same as CAST FROM np: "exile" the zone is no noun phrase */
  | CAST FROM exile                 %dprec 991 {
        $$ = ACT(@$, "cast", NULL, NULL,
                  L1(MK(N_PREP, ((src_range){ @2.begin, @3.end }), "from", $3, NULL, NULL))); }
  | ACTIVATED_A                     %dprec 990 { $$ = ACT(@$, "activated", NULL, NULL, NULL); }
  /* "if this ability has been activated four or more times this turn" */
  | ACTIVATED_N count OR_C MORE TIMES_W THIS TURN %dprec 500 {
        $$ = ACT(@$, "activated", NULL, NULL,
                 LA(L1(MK(N_MODIFIER, ((src_range){ @2.begin, @5.end }), "or more times", $2, NULL,
                          NULL)),
                    MK(N_DURATION, ((src_range){ @6.begin, @7.end }), "this turn", NULL, NULL,
                       NULL))); }
  /* "is untapped", "was kicked", "is sacrificed": the participle right
   * after "is", never a filter's first word (PART_A, parse.c predicative) */
  | PART_A                          %dprec 988 { $$ = ACT(@$, $1->text, NULL, NULL, NULL); }
  /* "if it was kicked with its {1}{B} kicker" (CR 702.33e): which of two
   * kicker costs was paid, a modifier of "kicked" ("kicker" cost) */
  | PART_A WITH ITS mana KW_COST_N  %dprec 500 {
        node *k = MK(N_COST, ((src_range){ @4.begin, @5.end }), "kicker", $4, NULL, NULL);
        node *with = MK(N_PREP, ((src_range){ @2.begin, @5.end }), "with",
                        MK(N_POSSESSIVE, ((src_range){ @3.begin, @5.end }), NULL,
                           MK(N_PRONOUN, @3, "its", NULL, NULL, NULL), k, NULL), NULL, NULL);
        $$ = ACT(@$, $1->text, NULL, NULL, L1(with));
        if (strcmp($1->text, "kicked") != 0 || strcmp($5->text, "kicker") != 0)
            $$ = LOSSY($$); }
  | CONTROL %prec BARE_VERB         %dprec 987 { $$ = ACT(@$, "controlled", NULL, NULL, NULL); }
  | CHOSEN %prec BARE_VERB          %dprec 986 { $$ = ACT(@$, "chosen", NULL, NULL, NULL); }
  | ATTACK %prec BARE_VERB          %dprec 984 { $$ = ACT(@$, "attacked", NULL, NULL, NULL); }
  | ENTER THE BATTLEFIELD %prec BARE_VERB %dprec 983 {
        $$ = ACT(@$, "entered the battlefield", NULL, NULL, NULL); }
  | DIES %prec BARE_VERB            %dprec 982 { $$ = ACT(@$, "died", NULL, NULL, NULL); }
  | PAY %prec BARE_VERB             %dprec 981 { $$ = ACT(@$, "paid", NULL, NULL, NULL); }
  | SPEND %prec BARE_VERB           %dprec 980 { $$ = ACT(@$, "spent", NULL, NULL, NULL); }
  | REMOVE %prec BARE_VERB          %dprec 979 { $$ = ACT(@$, "removed", NULL, NULL, NULL); }
  | LOSE %prec BARE_VERB            %dprec 978 { $$ = ACT(@$, "lost", NULL, NULL, NULL); }
  | RETURN %prec BARE_VERB          %dprec 977 { $$ = ACT(@$, "returned", NULL, NULL, NULL); }
  | ATTACHED %prec BARE_VERB        %dprec 500 { $$ = ACT(@$, "attached", NULL, NULL, NULL); }
  /* "becomes unattached from a permanent" (CR 701.3d), "unless it was unattached from a Ninja" */
  | UNATTACHED %prec BARE_VERB      %dprec 500 { $$ = ACT(@$, "unattached", NULL, NULL, NULL); }
  | DECLARE %prec BARE_VERB         %dprec 500 { $$ = ACT(@$, "declared", NULL, NULL, NULL); }
  | REDUCE %prec BARE_VERB          %dprec 500 {
        $$ = ACT(@$, arena_printf(ctx->a, "%sd", $1->text), NULL, NULL, NULL); }
  | GOAD %prec BARE_VERB            %dprec 500 {
        $$ = ACT(@$, arena_printf(ctx->a, "%sed", $1->text), NULL, NULL, NULL); }
  | CREATE %prec BARE_VERB          %dprec 500 { $$ = ACT(@$, "created", NULL, NULL, NULL); }
  | DEALT TO AND DEALT BY np        %dprec 500 {
        $$ = ACT(@$, "dealt damage to and by", NULL, $6, NULL); }
  ;
amount_opt: %empty { $$ = NULL; } | amount { $$ = $1; } ;
;
vp_tail_be:
    STILL np                        %dprec 990 { $$ = ACT(@$, "is", NULL, $2, NULL); }
  /* "is a creature": no other alternative here reads these words */
  | np                              %dprec 1000 { $$ = ACT(@$, "is", NULL, $1, NULL); }
  | adjective                       %dprec 999 { $$ = ACT(@$, "is", NULL, $1, NULL); }
  | vp_past                         %dprec 998 { $$ = $1; }
  /* "not", and "no longer" (one token NOT, parse.c): "is no longer snow",
   * "that's no longer an Equipment" */
  | NOT adjective                   %dprec 997 {
        $$ = MK(N_NEGATED, @$, syn_negation($1, "not"), ACT(@$, "is", NULL, $2, NULL), NULL,
                NULL); }
  | NOT np                          %dprec 500 {
        $$ = MK(N_NEGATED, @$, syn_negation($1, "not"), ACT(@$, "is", NULL, $2, NULL), NULL,
                NULL); }
  ;

adjective:
    TAPPED_A                        %dprec 1000 { $$ = CP($1); $$->token = TAPPED; }
  | ATTACKING %prec BARE_VERB       %dprec 999 { $$ = $1; }
  | BLOCKING %prec BARE_VERB        %dprec 998 { $$ = $1; }
  /* a color or a supertype after "is", "becomes", "not" (COLOR_A,
   * SUPERTYPE_A: parse.c, predicative) is the word itself, never a filter's
   * first word; its node keeps its word class */
  | COLOR_A                         %dprec 997 { $$ = CP($1); $$->token = COLOR; }
  | COLOR_A AND COLOR               %dprec 996 {
        node *c = CP($1);
        c->token = COLOR;
        $$ = LA(L1(c), $3);
        $$->text = "and"; }
  /* "a token that's red, green, and white" (COMMA_F: parse.c, filter_commas) */
  | COLOR_A COMMA_F COLOR COMMA_F AND COLOR %dprec 500 {
        node *c = CP($1);
        c->token = COLOR;
        $$ = LA(LA(L1(c), $3), $6);
        $$->text = "and"; }
  | COLOR_A OR COLOR                %dprec 995 {
        node *c = CP($1);
        c->token = COLOR;
        $$ = syn_np_join(ctx, @$, "or", c, $3); }
  | BOTH COLOR_A AND COLOR          %dprec 500 {     /* "a spell that's both red and white" */
        node *c = CP($2);
        c->token = COLOR;
        node *l = LA(L1(c), $4);
        l->text = "and";
        l->range = (src_range){ @2.begin, @4.end };
        $$ = MK(N_MODIFIER, @$, "both", l, NULL, NULL); }
  | THE COLOR_N OF np               %dprec 994 { $$ = LOSSY($4); }
  | PT                              %dprec 991 { $$ = MK(N_PT, @$, $1->text, NULL, NULL, NULL); }
  | ATTACKING OR BLOCKING           %dprec 990 { $$ = syn_np_join(ctx, @$, "or", $1, $3); }
  | ENCHANTED %prec BARE_VERB       %dprec 989 { $$ = $1; }
  | ENCHANTED OR EQUIPPED           %dprec 500 { $$ = syn_np_join(ctx, @$, "or", $1, $3); }
  | EQUIPPED %prec BARE_VERB        %dprec 988 { $$ = $1; }
  | ALONE                           %dprec 987 { $$ = $1; }
  | TAPPED_A AND ATTACKING %prec BARE_VERB %dprec 500 {
        $$ = MK(N_WORD, @$, "tapped and attacking", NULL, NULL, NULL); }
  | TAPPED_A AND ATTACKING np       %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "tapped and attacking", $4, NULL, NULL); }
  | count GREATER                   %dprec 500 {
        $$ = MK(N_COMPARE, @$, "greater by", $1, NULL, NULL); }
  | ATTACKING np                    %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "attacking", $2, NULL, NULL); }
  | BLOCKING np                     %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "blocking", $2, NULL, NULL); }
  | ABLE TO vp                      %dprec 986 { $$ = LOSSY($3); }
  | ON THE BATTLEFIELD              %dprec 985 { $$ = $3; }
  /* "as long as ~ is on the stack" */
  | ON THE STACK                    %dprec 500 {
        $$ = MK(N_ZONE, @$, "stack", NULL, NULL, NULL);
        $$->form |= FORM_ON; }
  /* "is in the command zone or on the battlefield": "in" is one of the
   * words after "is" (the list begins after it), "on" the zone's */
  | IN np OR ON THE BATTLEFIELD     %dprec 500 {
        $$ = syn_np_join(
            ctx, ((src_range){ @2.begin, @6.end }), "or", $2,
            MK(N_ZONE, ((src_range){ @4.begin, @6.end }), "battlefield", NULL, NULL, NULL));
        $$->last->form |= FORM_ON; }
  | IN np                           %dprec 984 { $$ = $2; }
  /* the same as IN np: "exile" the zone is no noun phrase */
  | IN exile                        %dprec 984 { $$ = $2; }
  | UNDER np CONTROL                %dprec 983 { $$ = LOSSY($2); }
  | EQUAL TO amount_ref             %dprec 982 { $$ = $3; }
  | compare_op                      %dprec 981 { $$ = $1; }
  /* "if its mana value is odd", "if the number of permanents is even" */
  | parity                          %dprec 500 { $$ = $1; }
  | amount_of compare                %dprec 980 { $$ = LOSSY($2); }
  | SUPERTYPE_A                     %dprec 500 { $$ = CP($1); $$->token = SUPERTYPE; }
  /* "aren't of a type chosen this way": read by no meaning yet (partial) */
  | OF np                           %dprec 400 { node *q = syn_of(ctx, @$, $2);
                                                 $$ = q->a ? LOSSY(q) : q; }
  ;

/* What a permanent has, gains or loses: keywords and quoted abilities in
 * one list ("flying, trample, and "At the beginning of ...""). */
grant:
    grant_shut                      %merge <merge_readings> %dprec 1000 { $$ = $1; }
  | grant_open                      %merge <merge_readings> %dprec 1000 { $$ = $1; }
  ;
/* A list that ends in a word of its own ("flying", "trample and haste",
 * a quoted ability) or in a noun phrase ("protection from creatures"):
 * after "with", only the first may be followed by a clause of its own
 * noun ("creatures with flying **you control**", qualifiers). */
grant_shut:
    grant_word                      %dprec 1000 { $$ = L1($1); }
  | grant AND grant_word            %dprec 998 { $$ = LA($1, JOIN($3, "and")); }
  | grant ',' grant_word            %dprec 997 { $$ = LA($1, JOIN($3, ",")); }
  | grant ',' AND grant_word        %dprec 996 { $$ = LA($1, JOIN($4, ", and")); }
  /* '"Equipped creature gets +2/+0," "...": the comma inside the quote */
  | grant quoted                    %dprec 500 { $$ = LA($1, $2); }
  | YOUR CHOICE OF grant OR keyword_word %dprec 500 {
        $$ = L1(MK(N_MODIFIER, @$, "your choice of", LA($4, $6), NULL, NULL)); }
  | YOUR CHOICE OF grant ',' OR keyword_word %dprec 500 {
        $$ = L1(MK(N_MODIFIER, @$, "your choice of", LA($4, $7), NULL, NULL)); }
  ;
grant_open:
    keyword_arg                     %dprec 1000 { $$ = L1($1); }
  | grant AND keyword_arg           %dprec 998 { $$ = LA($1, JOIN($3, "and")); }
  | grant ',' keyword_arg           %dprec 997 { $$ = LA($1, JOIN($3, ",")); }
  | grant ',' AND keyword_arg       %dprec 996 { $$ = LA($1, JOIN($4, ", and")); }
  | YOUR CHOICE OF grant            %dprec 500 {
        $$ = L1(MK(N_MODIFIER, @$, "your choice of", $4, NULL, NULL)); }
  | YOUR CHOICE OF grant OR keyword_arg %dprec 500 {
        $$ = L1(MK(N_MODIFIER, @$, "your choice of", LA($4, $6), NULL, NULL)); }
  | YOUR CHOICE OF grant ',' OR keyword_arg %dprec 500 {
        $$ = L1(MK(N_MODIFIER, @$, "your choice of", LA($4, $7), NULL, NULL)); }
  ;
grant_word: keyword_word { $$ = $1; } | quoted { $$ = $1; } ;
quoted: QOPEN ability_q QCLOSE      { $$ = MK(N_QUOTED, @$, NULL, $2, NULL, NULL); } ;

ability_q:
    keyword_line                    %dprec 3000 {
        $$ = MK(N_ABILITY, @$, "keyword", NULL, $1, NULL); }
  | costs ':' effect_text           %dprec 1999 {
        $$ = MK(N_ABILITY, @$, "activated", $1, $3, NULL); }
  | trigger ',' effect_text         %dprec 1998 {
        $$ = MK(N_ABILITY, @$, "triggered", $1, $3, NULL); }
  | effect_text                     %dprec 997 { $$ = MK(N_ABILITY, @$, "effect", NULL, $1, NULL); }
  | keyword_line '.'                %dprec 500 {
        $$ = MK(N_ABILITY, @$, "keyword", NULL, $1, NULL); }
  /* 'has "{T}: Add {C}" and "..."': no period before the closing quote */
  | costs ':' statement             %dprec 500 {
        $$ = MK(N_ABILITY, @$, "activated", $1, L1($3), NULL); }
  | trigger ',' statement           %dprec 500 {
        $$ = MK(N_ABILITY, @$, "triggered", $1, L1($3), NULL); }
  | statement                       %dprec 400 {
        $$ = MK(N_ABILITY, @$, "effect", NULL, L1($1), NULL); }
  /* '"Equipped creature gets +2/+0," and ...': the list's comma inside the quote */
  | costs ':' statement ','         %dprec 500 {
        $$ = MK(N_ABILITY, @$, "activated", $1, L1($3), NULL); }
  | trigger ',' statement ','       %dprec 500 {
        $$ = MK(N_ABILITY, @$, "triggered", $1, L1($3), NULL); }
  | statement ','                   %dprec 400 {
        $$ = MK(N_ABILITY, @$, "effect", NULL, L1($1), NULL); }
  ;
;
mana_spec:
    mana                            %dprec 1000 { $$ = $1; }
  | mana ',' mana ',' OR mana       %dprec 998 { $$ = MK(N_MANA, @$, "one of", $1, $3, $6); }
  | amount MANA OF ANY COLOR_N      %dprec 997 { $$ = MK(N_MANA, @$, "any color", $1, NULL, NULL); }
  | amount MANA OF ANY ONE COLOR_N  %dprec 996 {
        $$ = MK(N_MANA, @$, "any one color", $1, NULL, NULL); }
  | amount MANA OF ANY TYPE_W np    %dprec 995 { $$ = MK(N_MANA, @$, "any type", $1, NULL, NULL); }
  | amount MANA IN ANY COMBINATION OF COLOR_N %dprec 994 {
        $$ = MK(N_MANA, @$, "any combination", $1, NULL, NULL); }
  | amount MANA OF THE CHOSEN COLOR_N %dprec 993 {
        $$ = MK(N_MANA, @$, "chosen color", $1, NULL, NULL); }
  | amount MANA IN ANY COMBINATION OF mana %dprec 992 {
        $$ = MK(N_MANA, @$, "combination", $1, NULL, NULL); }
  /* "or", "and/or" */
  | amount MANA IN ANY COMBINATION OF mana OR mana %dprec 500 {
        $$ = MK(N_MANA, @$, "combination", $1,
                 MK(N_MANA, ((src_range){ @7.begin, @9.end }), "one of", $7,
                    JOIN($9, $8->text), NULL),
                 NULL); }
  | amount MANA OF DIFFERENT COLOR_N %dprec 500 {
        $$ = MK(N_MANA, @$, "different colors", $1, NULL, NULL); }
  | amount MANA OF THAT COLOR_N     %dprec 500 {
        $$ = MK(N_MANA, @$, "that color", $1, NULL, NULL); }
  /* "one mana of any color in your commander's color identity" */
  /* "one mana of any color they choose": the player who adds it chooses */
  | amount MANA OF ANY COLOR_N THEY CHOOSE %dprec 500 {
        $$ = MK(N_MANA, @$, "any color", $1, MK(N_PRONOUN, @5, "they", NULL, NULL, NULL),
                NULL); }
  | amount MANA OF ANY ONE COLOR_N THEY CHOOSE %dprec 500 {
        $$ = MK(N_MANA, @$, "any one color", $1, MK(N_PRONOUN, @6, "they", NULL, NULL, NULL),
                NULL); }
  | amount MANA OF ANY COLOR_N IN np %dprec 500 {
        $$ = MK(N_MANA, @$, "any color in", $1, $7, NULL); }
  | amount MANA OF ANY COLOR_N THAT np CAN PRODUCE %dprec 500 {
        $$ = MK(N_MANA, @$, "any color that ... could produce", $1, $7, NULL); }
  | amount MANA OF ANY TYPE_W THAT np CAN PRODUCE %dprec 500 {
        $$ = MK(N_MANA, @$, "any type that ... could produce", $1, $7, NULL); }
  | amount MANA OF ANY TYPE_W THAT np PRODUCE %dprec 500 {
        $$ = MK(N_MANA, @$, "any type that ... produced", $1, $7, NULL); }
  | amount mana                     %dprec 991 { $$ = MK(N_MANA, @$, "times", $1, $2, NULL); }
  | mana OR mana_spec               %dprec 500 { $$ = MK(N_MANA, @$, "one of", $1, $3, NULL); }
  /* "one mana of any of the exiled card's colors": the colors are the np's */
  | amount MANA OF ANY OF np        %dprec 500 {
        $$ = MK(N_MANA, @$, "any color of", $1, $6, NULL); }
  | A ADDITIONAL mana               %dprec 500 { $$ = $3; }
  | A ADDITIONAL amount MANA OF ANY COLOR_N %dprec 500 {
        $$ = MK(N_MANA, @$, "additional",
                 MK(N_MANA, ((src_range){ @3.begin, @7.end }), "any color", $3, NULL, NULL),
                 NULL, NULL); }
  | A ADDITIONAL amount MANA IN ANY COMBINATION OF COLOR_N %dprec 500 {
        $$ = MK(N_MANA, @$, "additional",
                 MK(N_MANA, ((src_range){ @3.begin, @9.end }), "any combination", $3, NULL, NULL),
                 NULL, NULL); }
  | A ADDITIONAL amount MANA OF THAT COLOR_N %dprec 500 {
        $$ = MK(N_MANA, @$, "additional",
                 MK(N_MANA, ((src_range){ @3.begin, @7.end }), "that color", $3, NULL, NULL),
                 NULL, NULL); }
  | A NUMBER_N OF mana              %dprec 500 {
        $$ = MK(N_MANA, @$, "an amount of", $4, NULL, NULL); }
  ;
/* "one" is a number and a pronoun ("one of them", "no one"); no other number is. */
ONE: ONE_W ;
TYPE_W: TYPE ;
;
/* "all damage that would be dealt by a source that shares a color with
 * it": one "that" clause qualifies the damage, and a second one inside it
 * its source (damage_np is not itself qualified again, which kept only
 * the last clause) */
damage_np:
    damage_head %prec LONGEST       %dprec 1000 { $$ = $1; }
  | damage_head THAT clause         %merge <merge_readings> %dprec 997 {
        $$ = CP($1);
        $$->b = MK(N_QUALIFIER, @3, "that", $3, NULL, NULL);
        $$->range = @$; }
  /* "all damage creatures would deal this turn": "that" left out */
  | damage_head np WOULD DEAL       %dprec 996 { $$ = syn_damage_by(ctx, @$, $1, $2, @3, NULL); }
  | damage_head np WOULD DEAL modifiers %dprec 995 { $$ = syn_damage_by(ctx, @$, $1, $2, @3, $5); }
  | damage_head THAT np WOULD DEAL  %dprec 500 { $$ = syn_damage_by(ctx, @$, $1, $3, @4, NULL); }
  | damage_head THAT np WOULD DEAL modifiers %dprec 500 {
        $$ = syn_damage_by(ctx, @$, $1, $3, @4, $6); }
  ;
damage_head:
    ALL DAMAGE                      %dprec 1000 {
        $$ = MK(N_AMOUNT, @$, "all damage", NULL, NULL, NULL); }
  | ALL COMBAT_T DAMAGE             %dprec 999 {
        $$ = MK(N_AMOUNT, @$, "all combat damage", NULL, NULL, NULL); }
  | ALL NON DAMAGE                  %dprec 500 {
        $$ = MK(N_AMOUNT, @$, arena_printf(ctx->a, "all %s damage", $2->text), NULL, NULL, NULL); }
  | THE NEXT amount DAMAGE          %dprec 998 {
        $$ = MK(N_AMOUNT, @$, "next damage", $3, NULL, NULL); }
  /* "Prevent the next 1 combat damage that would be dealt to you" */
  | THE NEXT amount COMBAT_T DAMAGE %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "next combat damage", $3, NULL, NULL); }
  | THAT DAMAGE                     %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "that damage", NULL, NULL, NULL); }
  /* "prevent half that damage, rounded down" */
  | HALF THAT DAMAGE ',' ROUNDED rounding %dprec 500 {
        $$ = MK(N_AMOUNT, @$, $6->text,
                MK(N_AMOUNT, ((src_range){ @1.begin, @3.end }), "half",
                   MK(N_AMOUNT, ((src_range){ @2.begin, @3.end }), "that damage", NULL, NULL, NULL),
                   NULL, NULL),
                NULL, NULL); }
  | amount OF THAT DAMAGE           %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "of that damage", $1, NULL, NULL); }
  | ALL BUT amount OF THAT DAMAGE   %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "all but ... of that damage", $3, NULL, NULL); }
  ;

/* ---- Noun phrases ---------------------------------------------------------- */

/* Noun phrases joined by commas alone are the first items of a list that
 * ", and" or ", or" ends: "Arcane spell, you" and "players, you and those
 * players" are no list (they made the subject of a clause that swallowed
 * the comma after a trigger). */
np_series:
    np ',' np_one                   %dprec 1000 {
        $$ = syn_np_join(ctx, @$, "and", $1, JOIN($3, ",")); }
  | np_series ',' np_one            %dprec 999 {
        $$ = syn_np_join(ctx, @$, "and", $1, JOIN($3, ",")); }
  ;

/* "'s" after a noun phrase is the nearest noun's: "more creatures than
 * [that spell's controller]", "in [the chosen player's graveyard]", never
 * "[more creatures than that spell]'s controller" (np_one shifts POSS;
 * docs/grammar.md section 20) */
np:
    np_one %prec LONGEST            %dprec 2000 { $$ = $1; }
  | np AND np_one                   %merge <merge_readings> %dprec 999 {
        $$ = syn_np_join(ctx, @$, "and", $1, JOIN($3, "and")); }
  /* "~ or another Wolf or Werewolf you control": a type written in the
   * singular with no determiner ("Werewolf") goes on the filter before it,
   * never a noun phrase of the list (the predicate looks at the lookahead) */
  | np OR %?{ yychar == CARDC_YYEMPTY || !syn_bare_type_from(ctx, yylloc.begin) } np_one
    /* "or", "and/or" */
                                    %merge <merge_readings> %dprec 998 {
        $$ = syn_np_join(ctx, @$, "or", $1, JOIN($4, syn_or_join(ctx, $2, $2->text))); }
  /* "Karox Bladewing, a legendary 4/4 red Dragon creature token", "Voja,
   * Friend to Elves, a legendary 3/3 ... token": a name and the token it
   * names (syn_np_comma), the one comma list of two without a conjunction;
   * the scanner says which comma (COMMA_A) and makes the name's words name
   * words (parse.c, name_commas) */
  | name COMMA_A det nominal_q      %dprec 997 {
        node *o = JOIN(syn_object_with(ctx, ((src_range){ @3.begin, @4.end }), $3, $4), ",");
        $$ = syn_np_comma(ctx, @$, $1, o); }
  | np_series ',' AND np_one        %dprec 990 {
        $$ = syn_np_join(ctx, @$, "and", $1, JOIN($4, ", and")); }
  | np_series ',' OR np_one         %dprec 989 {
        $$ = syn_np_join(ctx, @$, "or", $1, JOIN($4, syn_or_join(ctx, $3, ", or"))); }
  /* "A, B, and C" read as a noun phrase and one more wins over np_series where both read it */
  | np ',' AND np_one               %dprec 996 {
        $$ = syn_np_join(ctx, @$, "and", $1, JOIN($4, ", and")); }
  | np ',' OR np_one                %dprec 995 {
        $$ = syn_np_join(ctx, @$, "or", $1, JOIN($4, syn_or_join(ctx, $3, ", or"))); }
  | np AND OR np_one                %dprec 994 {
        $$ = syn_np_join(ctx, @$, "or", $1, JOIN($4, "and/or")); }
  ;

/* A noun phrase: one that begins with a word of its own (np_lead), a bare
 * filter ("creatures"), or one of the fixed phrases below (np_rest); the
 * order of their %dprec is that of the one list they were written in. */
np_one:
    np_lead                         %dprec 996 { $$ = $1; }
  | nominal_q                       %dprec 995 { $$ = syn_object_with(ctx, @$, NULL, $1); }
  | np_rest                         %dprec 994 { $$ = $1; }
  ;
/* A noun phrase that begins with a word of its own (a determiner, a
 * pronoun, a player, ~), never with a word of a filter: the subject of a
 * clause that qualifies a noun ("creatures **an opponent** controls", the
 * same as np_subject below). */
np_lead:
    SELF %prec BARE_VERB            %dprec 1000 { $$ = MK(N_SELF, @$, $1->text, NULL, NULL, NULL); }
  | THIS nominal %prec BARE_VERB    %dprec 999 { $$ = syn_this(ctx, @$, $2); }
  | pronoun %prec BARE_VERB         %dprec 998 { $$ = $1; }
  | player %prec BARE_VERB          %dprec 997 { $$ = $1; }
  | det nominal_q                   %dprec 996 { $$ = syn_object_with(ctx, @$, $1, $2); }
  /* "one of their opponents", "the chosen player", "the active player":
   * subjects too.  "one of their opponents' libraries" is one of the
   * libraries (the possessive mark follows the plural) before the libraries
   * of "one of their opponents" (np_rest's np_poss thing): both are kept
   * (-Wambiguous-parse), this one first */
  | count OF np                     %dprec 995 {
        $$ =
            MK(N_OBJECT, @$, "of", NULL, L1(MK(N_QUALIFIER, @3, "among", $3, NULL, NULL)), $1); }
  | THE CHOSEN nominal_q            %dprec 994 { $$ = syn_object(ctx, @$, $2, $3); }
  | THE ACTIVE PLAYER               %dprec 993 {
        $$ = MK(N_PLAYER, @$, "active player", NULL, NULL, NULL); }
  ;
/* The fixed phrases of np_one; none is the subject of a clause that
 * qualifies a noun. */
np_rest:
    ANY TARGET                      %dprec 994 { $$ = syn_any_target(ctx, @$); }
  /* "any target of an opponent's choice": the filter's qualifier */
  | ANY TARGET OF np_poss CHOICE    %dprec 500 {
        $$ = syn_any_target(ctx, @$);
        node *q = syn_of(ctx, ((src_range){ @3.begin, @5.end }),
                         MK(N_POSSESSIVE, ((src_range){ @4.begin, @5.end }), NULL, $4, $5, NULL));
        $$->a->a->b = L1(q); }
  | np_poss thing                   %dprec 993 { $$ = MK(N_POSSESSIVE, @$, NULL, $1, $2, NULL); }
  | THE BATTLEFIELD                 %dprec 992 {
        $$ = MK(N_ZONE, @$, "battlefield", NULL, NULL, NULL); }
  | PLAY %prec BARE_VERB            %dprec 990 {
        $$ = MK(N_ZONE, @$, "battlefield", NULL, NULL, NULL); }
  | THE STACK                       %dprec 989 { $$ = MK(N_ZONE, @$, "stack", NULL, NULL, NULL); }
  | A GRAVEYARD                     %dprec 988 {
        $$ = MK(N_ZONE, @$, "graveyard", NULL, NULL, NULL); }
  /* "one" alone where a noun phrase stands is the pronoun ("put one into
   * your hand"), never the number (syn_np_amount) */
  | amount                          %dprec 986 { $$ = syn_np_amount(ctx, $1); }
  | THE GAME                        %dprec 985 {
        $$ = MK(N_WORD, @$, "the game", NULL, NULL, NULL); }
  | mana                            %dprec 984 { $$ = $1; }
  | COIN                            %dprec 983 { $$ = $1; }
  | A COIN                          %dprec 982 { $$ = CP($2); $$->range = @$; }
  /* "if the coin comes up heads", "if both coins come up tails", "flip
   * three coins" */
  | THE COIN                        %dprec 500 { $$ = CP($2); $$->range = @$; }
  /* "votes for death or taxes", "if death gets more votes" */
  | CHOICE_W                        %dprec 500 { $$ = MK(N_NAME, @$, $1->text, NULL, NULL, NULL); }
  /* "for each taxes vote" */
  /* "if homage gets more votes or the vote is tied" */
  | THE VOTE                        %dprec 500 { $$ = CP($2); $$->range = @$; }
  | CHOICE_W VOTE                   %dprec 500 {
        $$ = MK(N_NAME, @$, arena_printf(ctx->a, "%s vote", $1->text), NULL, NULL, NULL); }
  /* "each friend", "each foe": the players a choice named */
  | EACH CHOICE_W                   %dprec 500 {
        $$ = syn_object(ctx, @$, $1, MK(N_NAME, @2, $2->text, NULL, NULL, NULL)); }
  | count COIN                      %dprec 500 { $$ = MK(N_AMOUNT, @$, "coins", $1, NULL, NULL); }
  /* "three times" ends where "X" follows: "three times X life" is the amount */
  | count TIMES %prec LONGEST       %dprec 981 {
        $$ = MK(N_AMOUNT, @$, "times", $1, NULL, NULL); }
  | THE REST                        %dprec 980 {
        $$ = MK(N_WORD, @$, "the rest", NULL, NULL, NULL); }
  /* "the top card of one of their opponents' libraries" is the top card of
   * the libraries, never the libraries of "the top card of one of their
   * opponents" (the possessive np_poss thing, 993) */
  | THE TOP count_opt nominal_q OF np  %merge <merge_readings> %dprec 994 {
        $$ = MK(N_OBJECT, @$, "top", $4, L1(MK(N_PREP, @6, "of", $6, NULL, NULL)), $3); }
  /* "the top three cards **of** your library": OF_T (retag.c, top_of), the
   * "of" of these two rules only, never also a qualifier of "cards" */
  | THE TOP count_opt nominal_q OF_T np  %merge <merge_readings> %dprec 994 {
        $$ = MK(N_OBJECT, @$, "top", $4, L1(MK(N_PREP, @6, "of", $6, NULL, NULL)), $3); }
  | THE TOP count_opt nominal_q     %dprec 400 { $$ = MK(N_OBJECT, @$, "top", $4, NULL, $3); }
  /* the same as "the top ... of" above: never the same words */
  | THE BOTTOM count_opt nominal_q OF np  %dprec 994 {
        $$ = MK(N_OBJECT, @$, "bottom", $4, L1(MK(N_PREP, @6, "of", $6, NULL, NULL)), $3); }
  | THE BOTTOM count_opt nominal_q OF_T np  %dprec 994 {
        $$ = MK(N_OBJECT, @$, "bottom", $4, L1(MK(N_PREP, @6, "of", $6, NULL, NULL)), $3); }
  /* "each of that spell's colors" is each of the colors, never the colors
   * of "each of that spell" (the possessive np_poss thing, 993) */
  | EACH OF np                      %dprec 994 { $$ = syn_each_of(ctx, $3); }
  | UP TO count OF np               %dprec 500 {
        $$ = MK(N_OBJECT, @$, "of", NULL, L1(MK(N_QUALIFIER, @5, "among", $5, NULL, NULL)),
                 MK(N_COMPARE, ((src_range){ @1.begin, @3.end }), "<=", $3, NULL, NULL)); }
  /* "put a deathtouch counter on either of them" */
  | EITHER OF_D pronoun             %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "either", $3, NULL, NULL);
        $$->form |= FORM_OF; }
  /* "1 damage to another target", "3 damage to any other target": any
   * target, not one an earlier "target" of the ability took */
  | ANOTHER TARGET_N                %dprec 500 {
        $$ = syn_any_target_other(ctx, @$, "another target"); }
  | ANY OTHER TARGET_N              %dprec 500 {
        $$ = syn_any_target_other(ctx, @$, "any other target"); }
  /* "if that target is a creature": the target an earlier "target" took
   * (TARGET_N before "is", parse.c) */
  | THAT TARGET_N                   %dprec 500 {
        $$ = MK(N_PRONOUN, @$, "that target", NULL, NULL, NULL); }
  | ANY OF np                       %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "any", $3, NULL, NULL);
        $$->form |= FORM_OF; }
  | count OR_C MORE OF np             %dprec 500 {
        $$ = MK(N_OBJECT, @$, "of", NULL, L1(MK(N_QUALIFIER, @5, "among", $5, NULL, NULL)),
                 MK(N_COMPARE, ((src_range){ @1.begin, @3.end }), ">=", $1, NULL, NULL)); }
  | ALL OF np                       %dprec 973 { $$ = CP($3); $$->form |= FORM_ALL_OF; }
  | A NAME                          %dprec 970 { $$ = CP($2); $$->range = @$; }
  | A NUMBER_N                      %dprec 969 {
        $$ = MK(N_WORD, @$, "a number", NULL, NULL, NULL); }
  /* "choose a number between 0 and 7" */
  | A NUMBER_N BETWEEN count AND count %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "a number between",
                 syn_np_join(ctx, ((src_range){ @4.begin, @6.end }), "and", $4, JOIN($6, "and")),
                 NULL, NULL); }
  | THE OWNER OF np                 %dprec 500 { $$ = MK(N_POSSESSIVE, @$, NULL, $4, $2, NULL); }
  | BOTH np                         %dprec 400 { $$ = MK(N_MODIFIER, @$, "both", $2, NULL, NULL); }
  | ALL BUT count LIFE              %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "all but ... life", $3, NULL, NULL); }
  | THOSE NAME                      %dprec 500 {
        $$ = MK(N_WORD, @$, "those names", NULL, NULL, NULL); }
  | THE CONTROLLER OF np            %dprec 500 { $$ = MK(N_POSSESSIVE, @$, NULL, $4, $2, NULL); }
  | THE TEXT OF np                  %dprec 500 { $$ = MK(N_POSSESSIVE, @$, NULL, $4, $2, NULL); }
  | DEVOTION_REF                    %dprec 500 { $$ = $1; }
  /* "any other player": "any" before "other" and a filter (any other noun
   * phrase after "any" read "any target" a second way, as "any" and
   * "target ...") */
  | ANY OTHER nominal_q             %dprec 966 {
        node *o = syn_object_with(ctx, ((src_range){ @2.begin, @3.end }), $2, $3);
        $$ = MK(N_MODIFIER, @$, "any", o, NULL, NULL); }
  | NO nominal_q                    %dprec 965 { $$ = syn_object(ctx, @$, $1, $2); }
  | LIFE %prec BARE_VERB            %dprec 964 { $$ = $1; }
  | TURN %prec BARE_VERB            %dprec 963 { $$ = $1; }
  | AN_EXTRA_TURN                   %dprec 962 { $$ = $1; }
  /* "takes two extra turns after this one" */
  | NUM EXTRA TURN                  %dprec 500 {
        $$ = MK(N_WORD, @$, arena_printf(ctx->a, "%s extra turns", $1->text), NULL, NULL, NULL); }
  | A ADDITIONAL COMBAT PHASE FOLLOWED BY A ADDITIONAL MAIN PHASE %dprec 500 {
        $$ = MK(N_WORD, @$, "an additional combat phase followed by an additional main phase",
                 NULL, NULL, NULL); }
  | A ADDITIONAL turn_part          %dprec 500 {
        $$ =
            MK(N_STEP, @$, $3->text, MK(N_WORD, @2, "additional", NULL, NULL, NULL), NULL, NULL); }
  | THE TOP OF np                   %dprec 500 { $$ = MK(N_ZONE, @$, "top", $4, NULL, NULL); }
  /* "Spend this mana only to pay cumulative upkeep costs" */
  | CUMULATIVE UPKEEP COST          %dprec 500 {
        $$ = MK(N_WORD, @$, "cumulative upkeep costs", NULL, NULL, NULL); }
  | A NUMBER_N OF np                %dprec 500 {
        $$ = syn_count_np(
            ctx, @$, $4,
            MK(N_AMOUNT, ((src_range){ @1.begin, @2.end }), "a number", NULL, NULL, NULL)); }
  /* "enters with a number of additional +1/+1 counters on it equal to ..." */
  | A NUMBER_N OF ADDITIONAL nominal_q %dprec 500 {
        $$ = syn_object(ctx, @$,
                        MK(N_AMOUNT, ((src_range){ @1.begin, @2.end }), "a number", NULL, NULL,
                           NULL),
                        $5); }
  | HALF np_half                    %dprec 500 { $$ = MK(N_AMOUNT, @$, "half", $2, NULL, NULL); }
  | HALF np_half ',' ROUNDED UP     %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "rounded up",
                 MK(N_AMOUNT, ((src_range){ @1.begin, @2.end }), "half", $2, NULL, NULL), NULL,
                 NULL); }
  | HALF np_half ',' ROUNDED DOWN   %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "rounded down",
                 MK(N_AMOUNT, ((src_range){ @1.begin, @2.end }), "half", $2, NULL, NULL), NULL,
                 NULL); }
  /* "loses a third of their life, rounded up" beside "half" */
  | A THIRD OF np_half              %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "a third of", $4, NULL, NULL); }
  | A THIRD OF np_half ',' ROUNDED rounding %dprec 500 {
        $$ = MK(N_AMOUNT, @$, $7->text,
                 MK(N_AMOUNT, ((src_range){ @1.begin, @4.end }), "a third of", $4, NULL, NULL),
                 NULL, NULL); }
  | BASE POWER AND TOUGHNESS PT     %dprec 500 { $$ = MK(N_PT, @$, $5->text, NULL, NULL, NULL); }
  /* "has base power and base toughness each equal to its mana value" */
  | BASE POWER AND BASE TOUGHNESS EACH compare_open %dprec 500 {
        $$ = MK(N_COMPARE, @$, "base power and base toughness", $7, NULL, NULL); }
  | THE TARGET OF np                %dprec 500 {
        $$ = MK(N_OBJECT, @$, "the target of", NULL, L1(MK(N_PREP, @4, "of", $4, NULL, NULL)),
                 NULL); }
  | A SINGLE TARGET                 %dprec 400 {
        $$ = MK(N_WORD, @$, "a single target", NULL, NULL, NULL); }
  | ONLY np_one                     %dprec 500 { $$ = MK(N_MODIFIER, @$, "only", $2, NULL, NULL); }
  /* "Each mode must target a different player." */
  | A DIFFERENT nominal_q           %dprec 400 {
        $$ = syn_object(ctx, @$,
                         MK(N_WORD, ((src_range){ @1.begin, @2.end }), "a different", NULL, NULL,
                            NULL),
                         $3); }
  | A DIFFERENT ONE OF np           %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "a different one of", $5, NULL, NULL); }
  | count TARGETS_V                 %dprec 500 { $$ = syn_target_noun(ctx, @$, $1, 0); }
  /* "among one or two targets", "among one, two, or three targets" */
  | count OR count TARGETS_V        %dprec 500 { $$ = syn_target_noun_range(ctx, @$, $1, $3); }
  | count COMMA_N count COMMA_N OR count TARGETS_V %dprec 500 {
        $$ = syn_target_noun_range(ctx, @$, $1, $6); }
  | UP TO count TARGETS_V           %dprec 500 { $$ = syn_target_noun(ctx, @$, $3, 1); }
  | ANY NUMBER_N OF TARGETS_V       %dprec 500 { $$ = syn_target_noun(ctx, @$, NULL, 1); }
  | NEW TARGETS_V                   %dprec 500 {
        $$ = MK(N_WORD, @$, "new targets", NULL, NULL, NULL); }
  | A NEW TARGETS_V                 %dprec 500 {
        $$ = MK(N_WORD, @$, "a new target", NULL, NULL, NULL); }
  | THE TARGETS_V OF np             %dprec 500 {
        $$ = MK(N_OBJECT, @$, "the targets of", NULL, L1(MK(N_PREP, @4, "of", $4, NULL, NULL)),
                 NULL); }
  | ANY TARGETS_V OF np             %dprec 500 {
        $$ = MK(N_OBJECT, @$, "any targets of", NULL, L1(MK(N_PREP, @4, "of", $4, NULL, NULL)),
                 NULL); }
  | THAT NAME                       %dprec 500 {
        $$ = MK(N_WORD, @$, "that name", NULL, NULL, NULL); }
  | THE MOST COMMON nominal_q       %dprec 500 {
        $$ = syn_object(
            ctx, @$,
            MK(N_WORD, ((src_range){ @1.begin, @3.end }), "the most common", NULL, NULL, NULL),
            $4); }
  | THE MOST nominal_q              %dprec 500 {
        $$ = syn_object(
            ctx, @$, MK(N_WORD, ((src_range){ @1.begin, @2.end }), "the most", NULL, NULL, NULL),
            $3); }
  /* "each player who controls the fewest creatures" */
  | THE GREATEST_D nominal_q        %dprec 500 {
        $$ = syn_object(
            ctx, @$,
            MK(N_WORD, ((src_range){ @1.begin, @2.end }),
               arena_printf(ctx->a, "the %s", $2->text), NULL, NULL, NULL),
            $3); }
  /* "the player who controls the fewest, then ...": the noun left out
   * (GREATEST_E, parse.c the_status) */
  | THE GREATEST_E                  %dprec 500 {
        $$ = syn_object(ctx, @$, MK(N_WORD, @$, arena_printf(ctx->a, "the %s", $2->text), NULL,
                                    NULL, NULL), NULL); }
  | ALL BUT amount OF np            %dprec 500 {
        $$ = MK(N_OBJECT, @$, "all but", NULL, L1(MK(N_QUALIFIER, @5, "among", $5, NULL, NULL)),
                 $3); }
  /* "a card name", "a creature type name", "a nonland card name other than
   * ...": a determiner and a filter like any noun phrase, then "name"
   * (written after "a" alone, the determiner was read twice) */
  | det nominal_q NAME              %dprec 400 { $$ = syn_name_np(ctx, @$, $1, $2, NULL); }
  | det nominal_q NAME OTHER THAN np %dprec 400 {
        node *q = MK(N_QUALIFIER, ((src_range){ @4.begin, @6.end }), "other than", $6, NULL, NULL);
        $$ = syn_name_np(ctx, @$, $1, $2, q); }
  | A NEW TARGET                    %dprec 400 {
        $$ = MK(N_WORD, @$, "a new target", NULL, NULL, NULL); }
  /* "lands of the first chosen type are the second chosen type" */
  | THE FIRST CHOSEN TYPE           %dprec 500 {
        $$ = MK(N_WORD, @$, "the first chosen type", NULL, NULL, NULL); }
  | THE SECOND CHOSEN TYPE          %dprec 500 {
        $$ = MK(N_WORD, @$, "the second chosen type", NULL, NULL, NULL); }
  /* "each player reveals their chosen card" */
  | THEIR CHOSEN nominal_q          %dprec 500 {
        $$ = MK(N_PRONOUN, @$, "their chosen", $3, NULL, NULL); }
  /* "The new target must be a player." */
  | THE NEW TARGET                  %dprec 400 {
        $$ = MK(N_WORD, @$, "the new target", NULL, NULL, NULL); }
  | THAT MANY nominal_q             %dprec 500 {
        $$ = syn_object(ctx, @$, MK(N_AMOUNT, @1, "that many", NULL, NULL, NULL), $3); }
  | THAT MANY nominal_q PLUS_W count %dprec 500 {
        $$ = syn_object(ctx, @$,
                         syn_np_join(ctx, ((src_range){ @1.begin, @2.end }), "plus",
                                     MK(N_AMOUNT, ((src_range){ @1.begin, @2.end }), "that many",
                                        NULL, NULL, NULL),
                                     $5),
                         $3); }
  /* "that many plus one +1/+1 counters": the amount before the things */
  | THAT MANY PLUS_N count nominal_q %dprec 500 {
        $$ = syn_object(ctx, @$,
                         syn_np_join(ctx, ((src_range){ @1.begin, @4.end }), "plus",
                                     MK(N_AMOUNT, ((src_range){ @1.begin, @2.end }), "that many",
                                        NULL, NULL, NULL),
                                     $4),
                         $5); }
  /* "that many additional +1/+1 counters" ("additional" a word of the
   * determiner, as in "two additional lands") */
  | THAT MANY ADDITIONAL nominal_q  %dprec 500 {
        $$ = syn_object(ctx, @$, MK(N_AMOUNT, @1, "that many", NULL, NULL, NULL), $4); }
  | TWICE THAT MANY nominal_q       %dprec 500 {
        $$ = syn_object(
            ctx, @$,
            MK(N_AMOUNT, ((src_range){ @1.begin, @3.end }), "twice that many", NULL, NULL, NULL),
            $4); }
  | TWICE THAT MANY OF np           %dprec 500 {
        $$ = MK(
            N_OBJECT, @$, "of", NULL, L1(MK(N_QUALIFIER, @5, "among", $5, NULL, NULL)),
            MK(N_AMOUNT, ((src_range){ @1.begin, @3.end }), "twice that many", NULL, NULL, NULL)); }
  | ANY NUMBER_N OF np              %dprec 400 {
        $$ = MK(N_OBJECT, @$, "of", NULL, L1(MK(N_QUALIFIER, @4, "among", $4, NULL, NULL)),
                 MK(N_AMOUNT, ((src_range){ @1.begin, @2.end }), "any number", NULL, NULL, NULL)); }
  | MORE LIFE                       %dprec 500 { $$ = LOSSY($2); }
  | count OR_C LESS LIFE              %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "life", MK(N_COMPARE, @$, "<=", $1, NULL, NULL), NULL, NULL); }
  | count OR_C MORE LIFE              %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "life", MK(N_COMPARE, @$, ">=", $1, NULL, NULL), NULL, NULL); }
  | NO LIFE                         %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "no life", NULL, NULL, NULL); }
  | count LIFE %prec BARE_VERB      %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "life", MK(N_COMPARE, @$, "=", $1, NULL, NULL), NULL, NULL); }
  | EXACTLY count LIFE              %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "life", MK(N_COMPARE, @$, "=", $2, NULL, NULL), NULL, NULL);
        $$->a->form |= FORM_EXACTLY; }
  | ANYWHERE                        %dprec 500 {
        $$ = MK(N_ZONE, @$, "anywhere", NULL, NULL, NULL); }
  /* "there are five or more mana values among cards in your graveyard":
   * how many different mana values */
  | count OR_C MORE MANA VALUE AMONG np %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "mana values among",
                 MK(N_COMPARE, ((src_range){ @1.begin, @3.end }), ">=", $1, NULL, NULL),
                 MK(N_QUALIFIER, ((src_range){ @6.begin, @7.end }), "among", $7, NULL, NULL),
                 NULL); }
  /* "in the ante": "ante" is GOAD's token, a verb of one object ("ante the
   * top card of your library"), and the zone of playing for ante */
  | THE GOAD                        %dprec 500 {
        $$ = MK(N_ZONE, @$, "the ante", NULL, NULL, NULL); }
  | THE COMMAND_W ZONE              %dprec 500 { $$ = MK(N_ZONE, @$, "command", NULL, NULL, NULL); }
  | OUTSIDE THE GAME                %dprec 500 {
        $$ = MK(N_ZONE, @$, "outside the game", NULL, NULL, NULL); }
  | YOUR CHOICE OF np               %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "your choice of", $4, NULL, NULL); }
  | THE REST OF np                  %dprec 500 {
        $$ = MK(N_OBJECT, @$, "the rest of", NULL, L1(MK(N_PREP, @4, "of", $4, NULL, NULL)),
                 NULL); }
  /* "A deck can have any number of cards named ~" (deck construction) */
  | A DECK                          %dprec 500 { $$ = MK(N_WORD, @$, "a deck", NULL, NULL, NULL); }
  | THE CITY POSS BLESSING          %dprec 500 {
        $$ = MK(N_WORD, @$, "the city's blessing", NULL, NULL, NULL); }
  | THE mana COST                   %dprec 500 { $$ = MK(N_COST, @$, "mana cost", $2, NULL, NULL); }
  | MORE more_than_tail             %dprec 500 {
        $$ = syn_object(
            ctx, @$,
            MK(N_COMPARE, ((src_range){ @1.begin, @1.end }), "more than", $2->a, NULL, $2->c),
            $2->b); }
  | LESS nominal_q THAN np          %dprec 500 {
        $$ = syn_object(
            ctx, @$,
            MK(N_COMPARE, ((src_range){ @1.begin, @1.end }), "fewer than", $4, NULL, NULL), $2); }
  /* "fewer creature cards in it than their graveyard does" */
  | LESS nominal_q THAN np DO       %dprec 500 {
        $$ = syn_object(
            ctx, @$,
            MK(N_COMPARE, ((src_range){ @1.begin, @1.end }), "fewer than", $4, NULL, CP($5)),
            $2); }
  /* "at least two more lands than you": more by at least that many */
  | AT LEAST count MORE_N more_than_tail %dprec 500 {
        $$ = syn_object(
            ctx, @$,
            MK(N_COMPARE, ((src_range){ @1.begin, @4.end }), "at least more than", $5->a, $3,
               $5->c),
            $5->b); }
  /* "at least 15 life more than your starting life total" */
  | AT LEAST count LIFE MORE THAN np %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "life more than",
                 MK(N_COMPARE, ((src_range){ @1.begin, @3.end }), ">=", $3, NULL, NULL), $7,
                 NULL); }
  | MORE LIFE THAN np               %dprec 500 {
        $$ =
            MK(N_AMOUNT, @$, "life", MK(N_COMPARE, @$, "more than", $4, NULL, NULL), NULL, NULL); }
  /* "who has more life than they do": the verb "do" stands for "have" */
  | MORE LIFE THAN np DO            %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "life", MK(N_COMPARE, @$, "more than", $4, NULL, CP($5)), NULL,
                 NULL); }
  | LESS LIFE THAN np               %dprec 500 {
        $$ =
            MK(N_AMOUNT, @$, "life", MK(N_COMPARE, @$, "less than", $4, NULL, NULL), NULL, NULL); }
  | NO MAXIMUM HAND SIZE            %dprec 500 {
        $$ = MK(N_WORD, @$, "no maximum hand size", NULL, NULL, NULL); }
  | ANYWHERE OTHER THAN np          %dprec 500 {
        $$ = MK(N_ZONE, @$, "anywhere other than", $4, NULL, NULL); }
  /* "roll two d8 and choose one result" */
  | ONE_W RESULT                    %dprec 500 {
        $$ = MK(N_WORD, @$, "one result", NULL, NULL, NULL); }
  /* "permanents with the same name as one another": each the others */
  | ONE_W ANOTHER                   %dprec 500 {
        $$ = MK(N_WORD, @$, "one another", NULL, NULL, NULL); }
  /* "While voting, you get an additional vote." */
  | A ADDITIONAL VOTE               %dprec 500 {
        $$ = MK(N_WORD, @$, "an additional vote", NULL, NULL, NULL); }
  /* "pay any amount of {E}", "an amount of {E} equal to ...": energy its
   * payer chooses how much of */
  | ANY NUMBER_N OF ENERGY_SYM      %dprec 500 {
        $$ = MK(N_WORD, @$, "any amount of {E}", NULL, NULL, NULL); }
  | A NUMBER_N OF ENERGY_SYM        %dprec 500 {
        $$ = MK(N_WORD, @$, "an amount of {E}", NULL, NULL, NULL); }
  /* "until you lose a flip" (FLIP_N) */
  | A FLIP_N                        %dprec 500 {
        $$ = MK(N_WORD, @$, "a flip", NULL, NULL, NULL); }
  | THE QOPEN LEGEND RULE QCLOSE    %dprec 500 {
        $$ = MK(N_WORD, @$, "the \"legend rule\"", NULL, NULL, NULL); }
  | A COIN FLIP                     %dprec 500 {
        $$ = MK(N_WORD, @$, "a coin flip", NULL, NULL, NULL); }
  | A FULL PARTY                    %dprec 500 {
        $$ = MK(N_WORD, @$, "a full party", NULL, NULL, NULL); }
  | MANA FROM np                    %dprec 500 {
        $$ = syn_qualify(
            ctx, @$, syn_object(ctx, @1, NULL, syn_filter(ctx, @1, L1($1))),
            L1(MK(N_QUALIFIER, ((src_range){ @2.begin, @3.end }), "from", $3, NULL, NULL))); }
  | ONE OF EACH                     %dprec 500 {
        $$ = MK(N_WORD, @$, "one of each", NULL, NULL, NULL); }
  ;
/* What "half" takes as a noun phrase: "half their life", "half the
 * creatures", "half that player's life"; "half X" is the amount (amount:
 * HALF amount), never also half of the noun phrase "X". */
np_half:
    np_poss thing                   %dprec 1000 { $$ = MK(N_POSSESSIVE, @$, NULL, $1, $2, NULL); }
  | pronoun                         %dprec 999 { $$ = $1; }
  | det nominal_q                   %dprec 998 { $$ = syn_object_with(ctx, @$, $1, $2); }
  ;
/* "[more] lands than you", "[at least two more] cards in hand than you":
 * one rule for the words after "more", so that the noun phrase after
 * "than" ends in one state (its qualifiers against the phrase's end) for
 * both; its node holds that noun phrase (a) and the things compared (b). */
more_than_tail:
    nominal_q THAN np               { $$ = MK(N_COMPARE, @$, "than", $3, $1, NULL); }
  /* "more creatures than they do": the verb "do" (c) stands for the
   * clause's own verb */
  | nominal_q THAN np DO            { $$ = MK(N_COMPARE, @$, "than", $3, $1, CP($4)); }
  ;
/* "rounded up", "rounded down": the amount's name */
rounding:
    UP                              { $$ = MK(N_WORD, @$, "rounded up", NULL, NULL, NULL); }
  | DOWN                            { $$ = MK(N_WORD, @$, "rounded down", NULL, NULL, NULL); }
  ;
TOP_OF: TOP OF ;
AN_EXTRA_TURN: A EXTRA TURN { $$ = MK(N_WORD, @$, "an extra turn", NULL, NULL, NULL); } ;

/* A word that keeps one token of a phrase ("mana value" is VALUE) spans the
 * phrase, so that --print renders all of it. */
thing:
    thing_other                     %merge <merge_readings> %dprec 1000 { $$ = $1; }
  | thing_stat                      %merge <merge_readings> %dprec 1000 { $$ = $1; }
  ;
/* "its power", "that creature's mana value": an amount of a thing that ends
 * in a word of its own (stat_of) */
thing_stat:
    POWER                           %dprec 995 { $$ = $1; }
  | TOUGHNESS                       %dprec 994 { $$ = $1; }
  | POWER AND TOUGHNESS             %dprec 993 {
        $$ = MK(N_WORD, @$, "power and toughness", NULL, NULL, NULL); }
  | MANA VALUE                      %dprec 992 { $$ = CP($2); $$->range = @$; }
  ;
/* "their total power": the sum over what the owner names (after a
 * possessive only: "the total power of" is amount_of's) */
stat_total:
    TOTAL POWER                     { $$ = MK(N_WORD, @$, "total power", NULL, NULL, NULL); }
  | TOTAL TOUGHNESS                 { $$ = MK(N_WORD, @$, "total toughness", NULL, NULL, NULL); }
  | TOTAL MANA VALUE                { $$ = MK(N_WORD, @$, "total mana value", NULL, NULL, NULL); }
  ;
power_word:
    POWER                           { $$ = MK(N_WORD, @$, "power", NULL, NULL, NULL); }
  | TOUGHNESS                       { $$ = MK(N_WORD, @$, "toughness", NULL, NULL, NULL); }
  ;
thing_other:
    CONTROLLER                      %dprec 997 { $$ = $1; }
  /* "each player whose coin comes up tails" */
  | COIN                            %dprec 500 { $$ = $1; }
  | OWNER                           %dprec 996 { $$ = $1; }
  | LIFE TOTAL                      %dprec 991 { $$ = CP($2); $$->range = @$; }
  | LIFE                            %dprec 990 { $$ = $1; }
  | TURN                            %dprec 989 { $$ = $1; }
  | NEXT TURN                       %dprec 988 { $$ = CP($2); $$->range = @$; }
  /* "you skip your next two turns" */
  | NEXT NUM TURN                   %dprec 500 {
        $$ = MK(N_WORD, @$, arena_printf(ctx->a, "next %s turns", $2->text), NULL, NULL, NULL); }
  | NEXT turn_part                  %dprec 500 {
        $$ = MK(N_STEP, @$, $2->text, MK(N_WORD, @1, "next", NULL, NULL, NULL), NULL, NULL); }
  | NAME                            %dprec 986 { $$ = $1; }
  | CARDTYPE TYPE                   %dprec 984 {
        $$ = MK(N_WORD, @$, arena_printf(ctx->a, "%s type", $1->text), NULL, NULL, NULL); }
  | TEXT                            %dprec 981 { $$ = $1; }
  /* "your commander's color identity" (CR 903.4) */
  | COLOR_N IDENTITY                %dprec 500 {
        $$ = MK(N_WORD, @$, "color identity", NULL, NULL, NULL); }
  /* "Balduvian Fallen's cumulative upkeep" */
  | CUMULATIVE UPKEEP               %dprec 500 {
        $$ = MK(N_WORD, @$, "cumulative upkeep", NULL, NULL, NULL); }
  | DECK                            %dprec 500 { $$ = $1; }
  | STARTING DECK                   %dprec 500 {
        $$ = MK(N_WORD, @$, "starting deck", NULL, NULL, NULL); }
  | STARTING LIFE TOTAL             %dprec 500 {
        $$ = MK(N_WORD, @$, "starting life total", NULL, NULL, NULL); }
  | MAXIMUM HAND SIZE               %dprec 500 {
        $$ = MK(N_WORD, @$, "maximum hand size", NULL, NULL, NULL); }
  | OPENING HAND                    %dprec 500 {
        $$ = MK(N_WORD, @$, "opening hand", NULL, NULL, NULL); }
  | PARTY                           %dprec 500 { $$ = $1; }
  | SECOND nominal_q                %dprec 500 { $$ = syn_object(ctx, @$, $1, $2); }
  | FIRST nominal_q                 %dprec 500 { $$ = syn_object(ctx, @$, $1, $2); }
  | THIRD nominal_q                 %dprec 500 { $$ = syn_object(ctx, @$, $1, $2); }
  | nominal_q                       %dprec 980 { $$ = syn_thing($1); }
  | count nominal_q                 %dprec 979 { $$ = LOSSY($2); }
  | NEXT nominal_q                  %dprec 978 { $$ = syn_object(ctx, @$, $1, $2); }
  | MANA COST                       %dprec 976 { $$ = CP($2); $$->range = @$; }
  /* "this spell's additional cost", "if this spell's additional cost was paid" */
  | ADDITIONAL COST                 %dprec 500 {
        $$ = MK(N_WORD, @$, "additional cost", NULL, NULL, NULL); }
  | DEVOTION TO COLOR               %dprec 974 {
        $$ = MK(N_WORD, @$, arena_printf(ctx->a, "devotion to %s", $3->text), NULL, NULL, NULL); }
  | turn_part                       %dprec 500 { $$ = $1; }
  | BASE POWER AND TOUGHNESS        %dprec 500 {
        $$ = MK(N_WORD, @$, "base power and toughness", NULL, NULL, NULL); }
  /* "change ~'s base toughness to 1 plus ...": one of the two */
  | BASE POWER                      %dprec 400 {
        $$ = MK(N_WORD, @$, "base power", NULL, NULL, NULL); }
  | BASE TOUGHNESS                  %dprec 400 {
        $$ = MK(N_WORD, @$, "base toughness", NULL, NULL, NULL); }
  | OTHER nominal_q                 %dprec 500 { $$ = syn_object(ctx, @$, $1, $2); }
  ;

pronoun:
    IT                              %dprec 1000 { $$ = MK(N_PRONOUN, @$, "it", NULL, NULL, NULL); }
  | THEM                            %dprec 999 { $$ = MK(N_PRONOUN, @$, "them", NULL, NULL, NULL); }
  | THEY                            %dprec 998 { $$ = MK(N_PRONOUN, @$, "they", NULL, NULL, NULL); }
  | HE                              %prec LONGEST %dprec 997 {
        $$ = MK(N_PRONOUN, @$, "him or her", NULL, NULL, NULL); }
  | HE OR HE                        %dprec 996 {
        $$ = MK(N_PRONOUN, @$, "him or her", NULL, NULL, NULL); }
  | THAT nominal_q                  %dprec 995 { $$ = MK(N_PRONOUN, @$, "that", $2, NULL, NULL); }
  | THOSE nominal_q                 %dprec 994 { $$ = MK(N_PRONOUN, @$, "those", $2, NULL, NULL); }
  | THAT %prec LONGEST              %dprec 993 { $$ = MK(N_PRONOUN, @$, "that", NULL, NULL, NULL); }
  | THOSE                           %prec LONGEST %dprec 992 {
        $$ = MK(N_PRONOUN, @$, "those", NULL, NULL, NULL); }
  | THE SAME nominal_q              %dprec 991 {
        $$ = MK(N_PRONOUN, @$, "the same", $3, NULL, NULL); }
  | ENCHANTED nominal_q             %dprec 990 {
        /* "fortified land" is no "enchanted land" */
        $$ = MK(N_PRONOUN, @$, strcmp($1->text, "fortified") == 0 ? "fortified" : "enchanted",
                 $2, NULL, NULL); }
  | EQUIPPED nominal_q              %dprec 989 {
        $$ = MK(N_PRONOUN, @$, "equipped", $2, NULL, NULL); }
  | THE STATUS_D nominal_q          %dprec 988 { $$ = MK(N_PRONOUN, @$, $2->text, $3, NULL, NULL); }
  | THE EXILED nominal_q            %dprec 987 {
        $$ = MK(N_PRONOUN, @$, "the exiled", $3, NULL, NULL); }
  | THE nominal_q                   %dprec 986 { $$ = MK(N_PRONOUN, @$, "the", $2, NULL, NULL); }
  | THE CHOSEN %prec BARE_VERB      %dprec 985 {
        $$ = MK(N_PRONOUN, @$, "the chosen", NULL, NULL, NULL); }
  | THE OTHER %prec LONGEST         %dprec 983 {
        $$ = MK(N_PRONOUN, @$, "the other", NULL, NULL, NULL); }
  /* "destroy the other creature", "the other result": the one of two not
   * named (no antecedent: sema binds no "the other") */
  | THE OTHER nominal_q             %dprec 982 {
        $$ = MK(N_PRONOUN, @$, "the other", $3, NULL, NULL); }
  ;

player:
    YOU                             %dprec 1000 { $$ = MK(N_PLAYER, @$, "you", NULL, NULL, NULL); }
  | DEFENDING PLAYER                %dprec 999 {
        $$ = MK(N_PLAYER, @$, "defending player", NULL, NULL, NULL); }
  | THE MONARCH                     %dprec 998 {
        $$ = MK(N_PLAYER, @$, "the monarch", NULL, NULL, NULL); }
  | YOUR OPPONENT                   %dprec 997 {
        $$ = MK(N_PLAYER, @$, "your opponents", NULL, NULL, NULL);
        if (!($2->form & FORM_S))
            $$->form |= FORM_SINGULAR; }      /* "your opponent" (two players) */
  ;

np_poss:
    poss_word                       %dprec 1000 { $$ = $1; }
  | np_one POSS                     %dprec 995 { $$ = $1; }
  ;
/* "its", "their", "your", "his or her" */
poss_word:
    ITS                             %dprec 1000 { $$ = MK(N_PRONOUN, @$, "its", NULL, NULL, NULL); }
  | THEIR                           %dprec 999 {
        $$ = MK(N_PRONOUN, @$, "their", NULL, NULL, NULL); }
  | YOUR                            %dprec 998 { $$ = MK(N_PLAYER, @$, "you", NULL, NULL, NULL); }
  | HIS OR HE                       %dprec 997 {
        $$ = MK(N_PRONOUN, @$, "his or her", NULL, NULL, NULL); }
  | HIS                             %dprec 996 {
        $$ = MK(N_PRONOUN, @$, "his or her", NULL, NULL, NULL); }
  ;

det:
    A                               %dprec 1000 { $$ = $1; }
  | TARGET                          %dprec 999 { $$ = $1; }
  | ANOTHER                         %dprec 998 { $$ = $1; }
  | ANOTHER TARGET                  %dprec 997 { $$ = CP($2); $$->text = "another target"; }
  | EACH                            %dprec 996 { $$ = $1; }
  | EACH OTHER                      %dprec 995 {
        $$ = MK(N_WORD, @$, "each other", NULL, NULL, NULL); }
  | ALL                             %dprec 994 { $$ = $1; }
  | ALL OTHER                       %dprec 993 {
        $$ = MK(N_WORD, @$, "all other", NULL, NULL, NULL); }
  | OTHER                           %dprec 992 { $$ = $1; }
  | ANY %prec DETERMINER               %dprec 991 { $$ = $1; }
  | count                           %dprec 990 { $$ = $1; }
  | count TARGET                    %dprec 989 { $$ = syn_count_target(ctx, @$, $1, 0); }
  | count OTHER TARGET              %dprec 988 {
        $$ = syn_count_target(ctx, @$, $1, 0);
        $$->text = "other target"; }
  | count OTHER                     %dprec 987 { $$ = MK(N_MODIFIER, @$, "other", $1, NULL, NULL); }
  | UP TO count                     %dprec 986 { $$ = MK(N_COMPARE, @$, "<=", $3, NULL, NULL); }
  /* "search your library for up to that many land cards" */
  | UP TO THAT MANY                 %dprec 500 {
        node *n = MK(N_AMOUNT, ((src_range){ @3.begin, @4.end }), "that many", NULL, NULL, NULL);
        $$ = MK(N_COMPARE, @$, "<=", n, NULL, NULL); }
  /* "up to two additional lands" ("additional" a word of the determiner) */
  | UP TO count ADDITIONAL          %dprec 500 { $$ = MK(N_COMPARE, @$, "<=", $3, NULL, NULL); }
  | UP TO count TARGET              %dprec 985 { $$ = syn_count_target(ctx, @$, $3, 1); }
  /* "return up to that many target permanents" */
  | UP TO THAT MANY TARGET          %dprec 500 {
        $$ = syn_count_target(ctx, @$,
                              MK(N_AMOUNT, ((src_range){ @3.begin, @4.end }), "that many", NULL,
                                 NULL, NULL),
                              1); }
  | UP TO count OTHER TARGET        %dprec 984 {
        $$ = syn_count_target(ctx, @$, $3, 1);
        $$->text = "other target"; }
  | UP TO count OTHER               %dprec 983 {
        $$ = MK(N_MODIFIER, @$, "other",
                 MK(N_COMPARE, ((src_range){ @1.begin, @3.end }), "<=", $3, NULL, NULL), NULL,
                 NULL); }
  | ANY NUMBER_N OF %prec DETERMINER %dprec 982 {
        $$ = MK(N_AMOUNT, @$, "any number", NULL, NULL, NULL); }
  | ANY NUMBER_N OF_D TARGET        %dprec 981 { $$ = syn_count_target(ctx, @$, NULL, 1); }
  | ANY NUMBER_N OF_D OTHER TARGET  %dprec 980 {
        $$ = syn_count_target(ctx, @$, NULL, 1); $$->text = "other target"; }
  | ANY NUMBER_N OF_D OTHER         %dprec 979 {
        node *n = MK(N_AMOUNT, ((src_range){ @1.begin, @3.end }), "any number", NULL, NULL, NULL);
        $$ = MK(N_MODIFIER, @$, "other", n, NULL, NULL); }
  | count OR_C MORE                   %dprec 978 { $$ = MK(N_COMPARE, @$, ">=", $1, NULL, NULL); }
  | count OR_C LESS                   %dprec 500 { $$ = MK(N_COMPARE, @$, "<=", $1, NULL, NULL); }
  | count OR_C LESS OTHER             %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "other",
                 MK(N_COMPARE, ((src_range){ @1.begin, @3.end }), "<=", $1, NULL, NULL), NULL,
                 NULL); }
  | count OR_C MORE OTHER             %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "other",
                 MK(N_COMPARE, ((src_range){ @1.begin, @3.end }), ">=", $1, NULL, NULL), NULL,
                 NULL); }
  | count OR_C MORE TARGET            %dprec 977 {
        $$ = syn_count_target(ctx, @$, $1, 0);
        $$->hi = -1; }
  | THE FIRST                       %dprec 975 {
        $$ = MK(N_WORD, @$, "the first", NULL, NULL, NULL); }
  /* "the second spell you cast each turn", "the third card" */
  | THE SECOND                      %dprec 500 {
        $$ = MK(N_WORD, @$, "the second", NULL, NULL, NULL); }
  | THE THIRD                       %dprec 500 {
        $$ = MK(N_WORD, @$, "the third", NULL, NULL, NULL); }
  | THE FIRST count                 %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "the first", $3, NULL, NULL); }
  | THE LAST                        %dprec 974 {
        $$ = MK(N_WORD, @$, "the last", NULL, NULL, NULL); }
  | THE NEXT                        %dprec 973 {
        $$ = MK(N_WORD, @$, "the next", NULL, NULL, NULL); }
  | THE NEXT count                  %dprec 972 {
        $$ = MK(N_MODIFIER, @$, "the next", $3, NULL, NULL); }
  | THE count                       %dprec 971 { $$ = MK(N_MODIFIER, @$, "the", $2, NULL, NULL); }
  | A SINGLE                        %dprec 970 { $$ = $1; }
  | A THIRD TARGET                  %dprec 500 { $$ = syn_count_target(ctx, @$, NULL, 0); }
  | A SECOND TARGET                 %dprec 500 { $$ = syn_count_target(ctx, @$, NULL, 0); }
  | EXACTLY count                   %dprec 968 { $$ = $2; }
  | EXACTLY count OTHER             %dprec 500 { $$ = MK(N_MODIFIER, @$, "other", $2, NULL, NULL); }
  | EXACTLY count TARGET            %dprec 967 { $$ = syn_count_target(ctx, @$, $2, 0); }
  | A ADDITIONAL                    %dprec 966 { $$ = $1; }
  | A ADDITIONAL count              %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "additional", $3, NULL, NULL); }
  | count ADDITIONAL                %dprec 965 { $$ = $1; }
  | NEW                             %dprec 964 { $$ = $1; }
  | A NEW                           %dprec 963 { $$ = $1; }
  | EACH PLAYER_POSS_W              %dprec 961 { $$ = LOSSY($1); }
  | BOTH %prec DETERMINER              %dprec 960 { $$ = $1; }
  | NEITHER                         %dprec 959 { $$ = $1; }
  | EITHER                          %dprec 958 { $$ = $1; }
  | DIFFERENT                       %dprec 957 { $$ = $1; }
  | count DIFFERENT                 %dprec 956 {
        $$ = MK(N_MODIFIER, @$, "different", $1, NULL, NULL); }
  | ONLY %prec DETERMINER              %dprec 955 { $$ = $1; }
  | ALL THE                         %dprec 500 { $$ = $1; }
  | MORE THAN_N count               %dprec 500 { $$ = MK(N_COMPARE, @$, ">", $3, NULL, NULL); }
  | NO MORE THAN_N count            %dprec 500 {
        $$ = MK(N_COMPARE, @$, "<=", $4, NULL, NULL); $$->form |= FORM_NO_MORE_THAN; }
  | LESS THAN_N count               %dprec 500 { $$ = MK(N_COMPARE, @$, "<", $3, NULL, NULL); }
  | NO OTHER                        %dprec 500 {
        $$ = MK(N_WORD, @$, "no other", NULL, NULL, NULL); }
  | AT LEAST count                  %dprec 500 { $$ = MK(N_COMPARE, @$, ">=", $3, NULL, NULL); }
  | AT LEAST count MORE             %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "more",
                 MK(N_COMPARE, ((src_range){ @1.begin, @3.end }), ">=", $3, NULL, NULL), NULL,
                 NULL); }
  | AT LEAST count OTHER            %dprec 500 {
        $$ = MK(N_MODIFIER, @$, "other",
                 MK(N_COMPARE, ((src_range){ @1.begin, @3.end }), ">=", $3, NULL, NULL), NULL,
                 NULL); }
  | count OR count TARGET           %dprec 500 { $$ = syn_count_range_target(ctx, @$, $1, $3); }
  | count COMMA_N count COMMA_N OR count TARGET %dprec 500 {
        $$ = syn_count_range_target(ctx, @$, $1, $6); }
  ;
PLAYER_POSS_W: SAME ;

/* ---- Amounts: counts, numbers, "the number of" -------------------------- */

count:
    NUM                             %dprec 1000 {
        $$ = MK(N_AMOUNT, @$, $1->text, NULL, NULL, NULL); }
  | ONE_W                           { $$ = MK(N_AMOUNT, @$, $1->text, NULL, NULL, NULL); }
  | XVAR                            %dprec 999 {
        $$ = MK(N_AMOUNT, @$, $1->text, NULL, NULL, NULL); }
  | TWICE_X XVAR                    %dprec 998 {
        $$ = MK(N_AMOUNT, @$, "twice X", NULL, NULL, NULL); }
  ;
count_opt: %empty { $$ = NULL; } | count { $$ = $1; } ;

/* An amount that ends in a number or a word of its own ("3", "X or
 * more", "that many"), or in an amount of a thing ("1 plus the number of
 * ..."): "with power 4 or greater" may be followed by a clause of its noun
 * (qualifiers), "with power 1 plus the number of creatures" not.  Where
 * both read the same words ("half X plus 1"), the %dprec of their rules
 * chooses as it did when they were one list. */
amount:
    amount_shut                     %dprec 1000 { $$ = $1; }
  | amount_open                     %dprec 999 { $$ = $1; }
  ;
amount_shut:
    count                           %dprec 1000 { $$ = $1; }
  | THAT MUCH                       %dprec 999 {
        $$ = MK(N_AMOUNT, @$, "that much", NULL, NULL, NULL); }
  | THAT MANY %prec BARE_VERB       %dprec 998 {
        $$ = MK(N_AMOUNT, @$, "that many", NULL, NULL, NULL); }
  | HALF amount_shut                %dprec 997 { $$ = MK(N_AMOUNT, @$, "half", $2, NULL, NULL); }
  | TWICE THAT MUCH                 %dprec 996 {
        $$ = MK(N_AMOUNT, @$, "twice that much", NULL, NULL, NULL); }
  /* "three times X life", "five times X damage" */
  | count TIMES XVAR                %dprec 500 {
        $$ = syn_np_join(ctx, @$, "times", $1,
                          JOIN(MK(N_AMOUNT, @3, $3->text, NULL, NULL, NULL), "times")); }
  | amount PLUS_W count             %dprec 995 { $$ = syn_np_join(ctx, @$, "plus", $1, $3); }
  | amount MINUS_W count            %dprec 994 { $$ = syn_np_join(ctx, @$, "minus", $1, $3); }
  | count OR_C MORE                   %dprec 500 { $$ = MK(N_COMPARE, @$, ">=", $1, NULL, NULL); }
  | count OR_C LESS                   %dprec 500 { $$ = MK(N_COMPARE, @$, "<=", $1, NULL, NULL); }
  | count OR_C GREATER                %dprec 500 { $$ = MK(N_COMPARE, @$, ">=", $1, NULL, NULL); }
  ;
amount_open:
    HALF amount_open                %dprec 997 { $$ = MK(N_AMOUNT, @$, "half", $2, NULL, NULL); }
  | count PLUS_W amount_any         %dprec 500 { $$ = syn_np_join(ctx, @$, "plus", $1, $3); }
  | count MINUS_W amount_any        %dprec 500 { $$ = syn_np_join(ctx, @$, "minus", $1, $3); }
  ;

/* An amount of a thing: "the number of creatures you control", "its
 * power", "your devotion to black".  Where a noun phrase can stand too
 * ("becomes", "for each", "double"), a possessive is the noun phrase and
 * the amount is amount_of, the amounts no noun phrase reads. */
amount_ref:
    amount_ref_open                 %merge <merge_readings> %dprec 1000 { $$ = $1; }
  | stat_of                         %merge <merge_readings> %dprec 1000 { $$ = $1; }
  ;
stat_of:
    np_poss thing_stat {
        $$ = MK(N_AMOUNT, @$, "of", MK(N_POSSESSIVE, @$, NULL, $1, $2, NULL), NULL, NULL); }
  | np_poss stat_total {
        $$ = MK(N_AMOUNT, @$, "of", MK(N_POSSESSIVE, @$, NULL, $1, $2, NULL), NULL, NULL); }
  ;
amount_ref_open:
    amount_of                       %dprec 1001 { $$ = $1; }
  | np_poss thing_other             %dprec 996 {
        $$ = MK(N_AMOUNT, @$, "of", MK(N_POSSESSIVE, @$, NULL, $1, $2, NULL), NULL, NULL); }
  | HALF amount_ref                 %dprec 994 { $$ = MK(N_AMOUNT, @$, "half", $2, NULL, NULL); }
  | amount_ref ',' ROUNDED UP       %dprec 992 {
        $$ = MK(N_AMOUNT, @$, "rounded up", $1, NULL, NULL); }
  | amount_ref ',' ROUNDED DOWN     %dprec 991 {
        $$ = MK(N_AMOUNT, @$, "rounded down", $1, NULL, NULL); }
  | amount_ref ROUNDED UP           %dprec 990 {
        $$ = MK(N_AMOUNT, @$, "rounded up", $1, NULL, NULL); }
  | amount_ref ROUNDED DOWN         %dprec 989 {
        $$ = MK(N_AMOUNT, @$, "rounded down", $1, NULL, NULL); }
  | amount_ref PLUS_W amount        %dprec 988 { $$ = syn_np_join(ctx, @$, "plus", $1, $3); }
  | amount_ref PLUS_W amount_ref    %dprec 500 { $$ = syn_np_join(ctx, @$, "plus", $1, $3); }
  | amount_ref MINUS_W amount_ref   %dprec 500 { $$ = syn_np_join(ctx, @$, "minus", $1, $3); }
  | amount_ref MINUS_W amount       %dprec 987 { $$ = syn_np_join(ctx, @$, "minus", $1, $3); }
  | DEVOTION_REF                    %dprec 984 { $$ = $1; }
  ;
amount_of:
    THE NUMBER_N OF np              %dprec 1000 {
        $$ = MK(N_AMOUNT, @$, "number of", $4, NULL, NULL); }
  | THE TOTAL power_word OF np      %dprec 999 {
        $$ = MK(N_AMOUNT, @$, arena_printf(ctx->a, "total %s of", $3->text), $5, NULL, NULL); }
  | THE TOTAL MANA VALUE OF np      %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "total mana value of", $6, NULL, NULL); }
  | THE NUMBER_N OF TIMES_W clause  %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "number of times", $5, NULL, NULL); }
  /* "the number of different mana values (powers) among ..." */
  | THE NUMBER_N OF DIFFERENT stat_word AMONG np %dprec 500 {
        $$ = MK(N_AMOUNT, @$,
                 arena_printf(ctx->a, "number of different %s%s among", $5->text,
                              strcmp($5->text, "toughness") == 0 ? "es" : "s"),
                 $7, NULL, NULL); }
  /* "the greatest number of cards a player discarded this way" */
  | THE GREATEST NUMBER_N OF np     %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "greatest number of", $5, NULL, NULL); }
  | THE TOTAL NUMBER_N OF np        %dprec 998 {
        $$ = MK(N_AMOUNT, @$, "number of", $5, NULL, NULL); }
  | THE GREATEST thing AMONG np     %dprec 997 {
        $$ = MK(N_AMOUNT, @$, "greatest among", $5, $3, NULL); }
  /* "the greatest mana value of a commander you own" (of one or more) */
  | THE GREATEST thing OF det nominal_q %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "greatest of", syn_object_with(ctx, ((src_range){ @5.begin, @6.end }),
                                                            $5, $6), $3, NULL); }
  | THE AMOUNT_W OF np              %dprec 995 {
        $$ = MK(N_AMOUNT, @$, "amount of", $4, NULL, NULL); }
  | TWICE amount_ref                %dprec 993 { $$ = MK(N_AMOUNT, @$, "twice", $2, NULL, NULL); }
  | THE LIFE LOSE THIS WAY          %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "life lost this way", NULL, NULL, NULL); }
  | THE AMOUNT_W OF LIFE np GAIN duration %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "life gained", $5, $7, NULL); }
  | THE AMOUNT_W OF LIFE np LOSE duration %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "life lost", $5, $7, NULL); }
  | THE LIFE np LOSE duration       %dprec 500 { $$ = MK(N_AMOUNT, @$, "life lost", $3, $5, NULL); }
  /* "the total life lost by your opponents this turn" */
  | THE TOTAL LIFE LOSE BY np duration %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "life lost", $6, $7, NULL);
        $$->form |= FORM_TOTAL; }
  /* "the amount of life you've gained this turn" */
  | THE AMOUNT_W OF LIFE YOU_HAVE GAIN duration %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "life gained", MK(N_PLAYER, @5, "you", NULL, NULL, NULL), $7, NULL);
        $$->form |= FORM_CONTRACTED; }
  | THE AMOUNT_W OF LIFE YOU_HAVE LOSE duration %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "life lost", MK(N_PLAYER, @5, "you", NULL, NULL, NULL), $7, NULL);
        $$->form |= FORM_CONTRACTED; }
  | THE LIFE YOU_HAVE LOSE duration %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "life lost", MK(N_PLAYER, @3, "you", NULL, NULL, NULL), $5, NULL);
        $$->form |= FORM_CONTRACTED; }
  | THE RESULT                      %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "the result", NULL, NULL, NULL); }
  | THAT RESULT                     %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "that result", NULL, NULL, NULL); }
  /* "the amount of {S} spent to cast this spell": mana of one kind spent */
  | THE AMOUNT_W OF MANA_SYM SPENT_Q TO vp_m %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "amount of mana symbol spent to",
                 MK(N_MANA, @4, NULL, NULL, NULL, NULL), $7, NULL); }
  /* "equal to the other result": the die of two not chosen */
  | THE OTHER RESULT                %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "the other result", NULL, NULL, NULL); }
  | THAT NUMBER_N                   %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "that number", NULL, NULL, NULL); }
  | THE DIFFERENCE                  %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "the difference", NULL, NULL, NULL); }
  | THE DAMAGE STATUS THIS WAY      %dprec 500 {
        $$ = MK(N_AMOUNT, @$, arena_printf(ctx->a, "damage %s this way", $3->text), NULL, NULL,
                 NULL); }
  /* "the damage already dealt to it": "already" is the participle's
   * (parse.c, already_done) */
  | THE DAMAGE DEALT modifiers      %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "damage dealt", $4, NULL, NULL);
        $$->form |= $3->form & FORM_ALREADY; }
  | THE MANA VALUE OF np            %dprec 986 {
        $$ = MK(N_AMOUNT, @$, "mana value of", $5, NULL, NULL); }
  /* "the power of", "the toughness of": one rule, so that the noun
   * phrase's end is one state */
  | THE power_word OF np            %dprec 985 {
        $$ = MK(N_AMOUNT, @$, arena_printf(ctx->a, "%s of", $2->text), $4, NULL, NULL); }
  ;
/* "life" of "gain 3 life", "lose X life", "pay 1 life": LIFE_G where a
 * number is the amount (retag.c), so that "3 life" is not also a noun
 * phrase there */
life_word: LIFE | LIFE_G ;
/* "amount", or "number" anywhere but before "of": "the number of cards" is
 * amount_of (its reading as "the amount of" never printed back, rule 3 of
 * docs/grammar.md "Ties", and lived to the sentence's end) */
AMOUNT_W:
    NUMBER_N %?{ yychar != OF || !syn_written_before(ctx, yylloc.begin, "number") } {
        @$ = @1;
        $$ = $1; }
  ;
DEVOTION_REF:
    YOUR DEVOTION TO COLOR          %dprec 1000 {
        $$ = MK(N_AMOUNT, @$, "devotion", $4, NULL, NULL); }
  | YOUR DEVOTION TO COLOR AND COLOR %dprec 999 {
        $$ =
            MK(N_AMOUNT, @$, "devotion",
               syn_np_join(ctx, ((src_range){ @4.begin, @6.end }), "and", $4, $6), NULL, NULL); }
  ;

/* ---- Filters: nominals and the words of a kind -------------------------- */

/* A nominal: descriptors and a head ("nonblack creature", "artifact or
 * enchantment card", "1/1 white Soldier creature token"), optionally
 * followed by qualifiers ("you control", "with flying"). */
nominal_q:
    nominal                         %dprec 1000 { $$ = $1; }
  | nominal qualifiers              %merge <merge_readings> %dprec 999 {
        $$ = syn_filter_qualify(ctx, @$, $1, $2); }
  /* "Spirit, creature with disturb, or enchantment": the qualifiers of one
   * alternative are kept on it (its traits' qualifiers, for the printer),
   * but no meaning reads them, so the filter is read in part; a list that
   * ends so, never one that goes on after the qualifiers (which then could
   * be a qualifier's, and every list of a filter was read twice) */
  | nominal ',' traits qualifiers ',' OR traits %dprec 1001 {
        node *f = syn_filter_or(ctx, ((src_range){ @1.begin, @4.end }), $1, $3, ",");
        f->a->last->b = $4;
        $$ = LOSSY(syn_filter_or(ctx, @$, f, $7, ", or")); }
  ;

nominal:
    traits                          %dprec 1000 { $$ = syn_filter(ctx, @$, $1); }
  | nominal OR traits               %dprec 999 { $$ = syn_filter_or(ctx, @$, $1, $3, $2->text); }
  | nominal OR_F traits             %dprec 999 { $$ = syn_filter_or(ctx, @$, $1, $3, $2->text); }
  | nominal list_comma traits       %merge <merge_readings> %dprec 998 {
        $$ = syn_filter_or(ctx, @$, $1, $3, ","); }
  | nominal list_comma OR traits    %dprec 997 { $$ = syn_filter_or(ctx, @$, $1, $4, ", or"); }
  | nominal AND OR traits           %dprec 996 { $$ = syn_filter_or(ctx, @$, $1, $4, "and/or"); }
    /* "each instant and sorcery card in your graveyard", "all artifacts and
     * enchantments you control": one phrase whose determiner and qualifiers
     * are both kinds' (each object of either kind) */
  | nominal AND traits              %dprec 995 { $$ = syn_filter_or(ctx, @$, $1, $3, "and"); }
  | nominal AND_F traits            %dprec 995 { $$ = syn_filter_or(ctx, @$, $1, $3, "and"); }
    /* "other Pests, Bats, Insects, Snakes, and Spiders you control": a list
     * of kinds that ", and" ends is one phrase too, its determiner before
     * the first and its qualifiers after the last every kind's (never
     * "[other Pests, ..., Snakes] and [Spiders you control]") */
  | nominal list_comma AND traits   %dprec 994 { $$ = syn_filter_or(ctx, @$, $1, $4, ", and"); }
  ;
/* The scanner says which commas are a list's of filters (COMMA_F); the
 * others may be too */
list_comma: ',' | COMMA_F ;

/* A list of words that all apply; "red or green" is one item of it, a
 * list whose value says how its words combine. */
traits:
    head_traits                     %dprec 1000 { $$ = $1; }
  | adj_alts head_traits            %dprec 999 { $$ = syn_concat(ctx, L1($1), $2); }
  | mods adj_alts head_traits       %dprec 500 { $$ = syn_concat(ctx, LA($1, $2), $3); }
  ;
/* The words of a filter, the last one its head: "white Soldier creature
 * token".  Each word has one category by what it is, never by a guess
 * about what follows: a word that can be a head (head_word) ends a list
 * that is a whole filter (head_mods) and may still be followed by more
 * words; a word that cannot (trait_word) leaves a list that needs more
 * (trait_mods); "hand", "graveyard", "library" and "cost" are heads only
 * (head_end).  The value is the list of the words. */
head_traits:
    head_mods                       { $$ = $1; }
  | head_end                        { $$ = L1($1); }
  | mods head_end                   { $$ = LA($1, $2); }
  ;
mods:
    head_mods                       { $$ = $1; }
  | trait_mods                      { $$ = $1; }
  ;
head_mods:
    head_word                       { $$ = L1($1); }
  | lone_head                       { $$ = L1($1); }
  | mods head_word                  { $$ = LA($1, $2); }
  /* "a token copy of it", "a 1/1 token copy of it" (offspring): "copy"
   * after "token", the head of a token that is a copy (ir_token_copy_of) */
  | mods TOKEN COPY                 { $$ = LA(LA($1, $2), $3); }
  | TOKEN COPY                      { $$ = LA(L1($1), $2); }
  ;
/* "die" and "copy" are nouns and verbs: as nouns, heads with no word
 * before them ("a copy", "roll a die"), so that after a noun phrase they
 * are the verb ("creatures die"), not the last word of a longer filter. */
lone_head: DIE | COPY %prec BARE_VERB ;
trait_mods:
    trait_word                      { $$ = L1($1); }
  | lead_word                       { $$ = L1($1); }
  | mods trait_word                 { $$ = LA($1, $2); }
  ;
/* "enchanted creature" at the head of a noun phrase is the pronoun-like
 * "enchanted" and its noun: these take the noun (%prec LONGEST), and come
 * first in a filter, never after another word of it: "Nonlegendary
 * creatures enchanted player controls" is no "[creatures enchanted player]
 * controls" */
lead_word: ENCHANTED %prec LONGEST | EQUIPPED %prec LONGEST ;
/* "red or green creature", "attacking or blocking creature" */
adj_alts:
    adj_word OR adj_word            %dprec 1000 {
        $$ = LA(L1($1), JOIN($3, $2->text));
        $$->text = "or"; }
  | adj_word AND adj_word           %dprec 990 {
        $$ = LA(L1($1), JOIN($3, "and"));
        $$->text = "and"; }
  /* "red, green": no other alternative here reads these words */
  | adj_word ',' adj_word           %dprec 999 { $$ = LA(L1($1), JOIN($3, ",")); }
  | adj_alts ',' adj_word           %dprec 998 { $$ = LA($1, JOIN($3, ",")); }
  | adj_alts ',' OR adj_word        %dprec 997 { $$ = LA($1, JOIN($4, ", or")); $$->text = "or"; }
  ;
adj_word: COLOR | NON | SUPERTYPE | TAPPED | UNTAPPED | ATTACKING | BLOCKING | BLOCKED | STATUS
  | ACTIVATED ;
head_end: COST | HAND | GRAVEYARD | LIBRARY ;
head_word:
    CARDTYPE | SUBTYPE | PERMANENT | CARD | SPELL | TOKEN | SOURCE | PLAYER | OPPONENT
  | ABILITY | EMBLEM | ATTACKER | BLOCKER | PILE | COMMANDER
  /* "counter target spell": the verb where a noun phrase follows */
  | COUNTER %prec BARE_VERB
  | COLOR_N | TYPE | DAMAGE | MANA | SYMBOL | LOYALTY | ENERGY | NAMEWORD
  | NON | EFFECT | MODE | DUNGEON
  /* "its flashback cost", "cycling abilities": the keyword's own word */
  | KW_COST_N                       { $$ = CP($1); $$->token = KW_COST; }
  /* "creature's", "planeswalkers'": the word spans its "'s" (printed) */
  | CARDTYPE POSS                   { $$ = CP($1); $$->range = @$; }
  ;
trait_word:
    COLOR | SUPERTYPE | TAPPED | UNTAPPED | BLOCKED
  | FACE_DOWN | PT | PT_CHANGE | ACTIVATED | KICKED
  /* a word that is also a verb or a participle with an object ("you
   * **sacrificed** a creature", "creatures **attacking** you", "~
   * **explores**"): before a filter word it takes it as its object or its
   * noun ("the **sacrificed** creature"), not as the first word of a
   * filter that begins there (%prec LONGEST) */
  | STATUS | EXILED %prec LONGEST | KW %prec LONGEST
  | ATTACKING %prec LONGEST | BLOCKING %prec LONGEST
  /* "combat damage"; "a time counter", "a level counter" are COUNTER_KIND
   * (parse.c, counter_names) */
  | COMBAT_T | COUNTER_KIND
  ;

/* ---- Qualifiers: what follows a filter ---------------------------------- */

/* Qualifiers after a filter.  A clause whose subject is a noun phrase
 * (clause_shut, clause_open: "you control", "an opponent owns") comes first
 * or after a qualifier that ends in a word of its own (quals_shut: "with
 * flying", "with power 4 or greater", "in exile", "of an opponent's
 * choice"); after one that ends in a noun phrase ("in your graveyard",
 * "among lands", "that target a Merfolk") the clause is that noun
 * phrase's ("among [lands you control]").  So the states after a noun
 * phrase inside a qualifier do not expect every word that can begin
 * another noun phrase (docs/grammar.md, section 6).  A list of qualifiers
 * is quals_shut or quals_open by its last. */
qualifiers:
    quals_shut                      %merge <merge_readings> %dprec 1000 { $$ = $1; }
  | quals_open                      %merge <merge_readings> %dprec 1000 { $$ = $1; }
  ;
quals_shut:
    qual_shut                       %dprec 1000 { $$ = L1($1); }
  /* the same as qual_shut: a clause and a qualifier never read the same words */
  | clause_shut                     %dprec 1000 { $$ = L1($1); }
  | qualifiers qual_shut            %merge <merge_readings> %dprec 999 { $$ = LA($1, $2); }
  | quals_shut clause_shut          %merge <merge_readings> %dprec 999 { $$ = LA($1, $2); }
  /* "You choose a card from it with mana value 4 or greater": where it is,
   * then what it has (a "from" alone is the verb's) */
  | FROM pronoun WITH stat_shut     %dprec 500 { $$ = syn_from_with(ctx, @$, $2, @3, $4); }
  ;
quals_open:
    qual_open                       %dprec 1000 { $$ = L1($1); }
  /* the same as qual_open: a clause and a qualifier never read the same words */
  | clause_open                     %dprec 1000 { $$ = L1($1); }
  | cast_from                       %dprec 500 { $$ = $1; }
  | FROM pronoun WITH stat_open     %dprec 500 { $$ = syn_from_with(ctx, @$, $2, @3, $4); }
  | qualifiers qual_open            %merge <merge_readings> %dprec 999 { $$ = LA($1, $2); }
  | quals_shut clause_open          %merge <merge_readings> %dprec 999 { $$ = LA($1, $2); }
  | quals_shut cast_from            %dprec 500 { $$ = syn_concat(ctx, $1, $2); }
  /* "tokens that are copies of ~ and that are tapped and attacking": a
   * second relative clause of the same noun */
  | qualifiers AND THAT rel_predicate %dprec 500 {
        $$ = LA($1, JOIN(MK(N_QUALIFIER, ((src_range){ @3.begin, @4.end }), "that", $4, NULL, NULL),
                         "and")); }
  /* "a token that's a copy of that creature and that's tapped and attacking" */
  | qualifiers AND THATS vp_tail_be %dprec 500 {
        $$ = LA($1, JOIN(MK(N_QUALIFIER, ((src_range){ @3.begin, @4.end }), "that is", $4, NULL,
                            NULL),
                         "and")); }
  ;
/* "spells you cast from your graveyard": two qualifiers */
cast_from:
    np_subject CAST FROM np {
        $$ =
            LA(L1(MK(N_QUALIFIER, ((src_range){ @1.begin, @2.end }), "cast by", $1, NULL, NULL)),
               MK(N_QUALIFIER, ((src_range){ @2.begin, @4.end }), "cast from", $4, NULL, NULL)); }
  ;

clause_shut:
    np_subject CONTROL_Q            %dprec 1000 {
        $$ = MK(N_QUALIFIER, @$, "controlled by", $1, NULL, NULL); }
  | YOU CONTROL_BUT BUT DONT OWN    %dprec 999 {
        $$ = MK(N_QUALIFIER, @$, "you control but don't own", NULL, NULL, NULL); }
  | np_subject DONT CONTROL         %dprec 998 {
        $$ = MK(N_QUALIFIER, @$, "not controlled by", $1, NULL, NULL); }
  /* "three or more permanents you don't own" */
  | np_subject DONT OWN             %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "not owned by", $1, NULL, NULL); }
  | np_subject OWN                  %prec LONGEST %dprec 997 {
        $$ = MK(N_QUALIFIER, @$, "owned by", $1, NULL, NULL); }
  | np_subject NEITHER OWN NOR CONTROL %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "neither owned nor controlled by", $1, NULL, NULL); }
  | np_subject BOTH OWN AND CONTROL %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "owned and controlled by", $1, NULL, NULL); }
  | np_subject CAST                 %prec LONGEST %dprec 996 {
        $$ = MK(N_QUALIFIER, @$, "cast by", $1, NULL, NULL); }
  | np_subject CAST THIS TURN       %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "cast this turn by", $1, NULL, NULL); }
  /* "the first creature spell you cast each turn" */
  | np_subject CAST EACH TURN       %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "cast each turn by", $1, NULL, NULL); }
  | np_subject ACTIVATE EACH TURN   %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "activated each turn by", $1, NULL, NULL); }
  | np_subject ACTIVATE             %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "activated by", $1, NULL, NULL); }
  | YOU HAVE                        %dprec 400 {
        $$ = MK(N_QUALIFIER, @$, "you have", NULL, NULL, NULL); }
  | np_subject EXILED THIS WAY      %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "exiled this way by", $1, NULL, NULL); }
  /* "for each creature it targets" */
  | IT TARGETS_V                    %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "targeted by", MK(N_PRONOUN, @1, "it", NULL, NULL, NULL), NULL,
                 NULL); }
  | pronoun KW                      %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, arena_printf(ctx->a, "%sed by", $2->text), $1, NULL, NULL); }
  | SELF KW                         %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, arena_printf(ctx->a, "%sed by", $2->text),
                 MK(N_SELF, @1, $1->text, NULL, NULL, NULL), NULL, NULL); }
  /* "could target" */
  | np_subject CAN TARGET           %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "that can be targeted by", $1, NULL, NULL);
        $$->form |= $2->form & FORM_PAST; }
  /* "another permanent it can enchant", "a creature at random ~ can enchant" */
  | np_subject CAN ENCHANT_G        %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "that can be enchanted by", $1, NULL, NULL);
        $$->form |= $2->form & FORM_PAST; }
  /* "flashback costs you pay", "equip costs your opponents pay" */
  | np_subject HAVE_Q               %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "had by", $1, NULL, NULL); }
  | np_subject PAY_Q                %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "paid by", $1, NULL, NULL); }
  | np_subject OWN OR CONTROL_Q     %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "owned or controlled by", $1, NULL, NULL); }
  /* "Treasure tokens you created this turn", "cards they revealed this
   * way", "cards that player has drawn this turn": a relative clause with
   * no "that" whose verb's object is the noun before it (gap_pred) */
  | gap_subject gap_pred            %dprec 500 { $$ = MK(N_QUALIFIER, @$, "that", $2, $1, NULL); }
  | YOU_HAVE gap_vp                 %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "that", MK(N_MODIFIER, @$, "have", $2, NULL, NULL),
                MK(N_PLAYER, @1, "you", NULL, NULL, NULL), NULL); }
  ;
/* Who did it: a player, a pronoun, ~ or a noun phrase with its determiner
 * ("target opponent"), never a bare noun ("land card revealed this way"
 * is no "land [that a card revealed this way]"); "that" alone is the
 * relative word, never the subject ("a creature at random that attacked
 * this turn": the predicate looks at the word before the lookahead) */
gap_subject:
    SELF                            { $$ = MK(N_SELF, @$, $1->text, NULL, NULL, NULL); }
  | pronoun %?{ yychar == CARDC_YYEMPTY || !syn_word_before_is(ctx, yylloc.begin, THAT) }
                                    { $$ = $1; }
  | player                          { $$ = $1; }
  | det nominal_q                   { $$ = syn_object_with(ctx, @$, $1, $2); }
  ;
/* A verb in the past with no object (the noun before its clause is the
 * object), and when it was done: "created this turn", "attacked with this
 * turn", "put into your hand this way", "has cast this turn" */
gap_pred:
    gap_vp                          { $$ = $1; }
  | HAVE gap_vp                     { $$ = MK(N_MODIFIER, @$, "have", $2, NULL, NULL); }
  /* "you chose" */
  | CHOOSE {
        $$ = ACT(@$, "choose", NULL, NULL, NULL); }
  /* "for each creature it devoured": a keyword's verb in the past, done
   * once (as it entered) */
  | KW_N                            { $$ = ACT(@$, $1->text, NULL, NULL, NULL); }
  | HAVE CAST gap_when              {
        node *cast = ACT(((src_range){ @2.begin, @3.end }), "cast", NULL, NULL, L1($3));
        $$ = MK(N_MODIFIER, @$, "have", cast, NULL, NULL); }
  ;
gap_vp:
    gap_verb gap_when               { $$ = ACT(@$, $1->text, NULL, NULL, L1($2)); }
  | gap_verb pp gap_when            { $$ = ACT(@$, $1->text, NULL, NULL, LA(L1($2), $3)); }
  | gap_verb WITH gap_when          {
        node *with = MK(N_PREP, @2, "with", NULL, NULL, NULL);
        $$ = ACT(@$, $1->text, NULL, NULL, LA(L1(with), $3)); }
  ;
gap_verb:
    CREATE                          { $$ = MK(N_WORD, @$, "create", NULL, NULL, NULL); }
  | ATTACK                          { $$ = MK(N_WORD, @$, "attack", NULL, NULL, NULL); }
  | BLOCKED                         { $$ = MK(N_WORD, @$, "block", NULL, NULL, NULL); }
  | DRAW                            { $$ = MK(N_WORD, @$, "draw", NULL, NULL, NULL); }
  | PLAY                            { $$ = MK(N_WORD, @$, "play", NULL, NULL, NULL); }
  | PAY                             { $$ = MK(N_WORD, @$, "pay", NULL, NULL, NULL); }
  | PUT                             { $$ = MK(N_WORD, @$, "put", NULL, NULL, NULL); }
  | CYCLE_V                         { $$ = MK(N_WORD, @$, "cycle", NULL, NULL, NULL); }
  | STATUS                          { $$ = $1; }     /* "discarded", "revealed", "sacrificed" */
  ;
gap_when:
    THIS TURN                       { $$ = MK(N_DURATION, @$, "this turn", NULL, NULL, NULL); }
  | THIS COMBAT                     { $$ = MK(N_DURATION, @$, "this combat", NULL, NULL, NULL); }
  | THIS GAME                       { $$ = MK(N_DURATION, @$, "this game", NULL, NULL, NULL); }
  | THIS WAY                        { $$ = MK(N_MODIFIER, @$, "this way", NULL, NULL, NULL); }
  /* "the first card you draw each turn" */
  | EACH TURN                       { $$ = MK(N_DURATION, @$, "each turn", NULL, NULL, NULL); }
  ;
/* "a card you exiled with ~", "cards they exiled with ~": a player's or
 * "they", never a noun ("creature card exiled with ~" is one filter) */
/* The subject of a clause that qualifies a noun ("creatures **an opponent**
 * controls", "spells **your team** casts"): a noun phrase that begins with a
 * word of its own (np_lead), never with a word of a filter, which goes on
 * the filter before it ("a nonland **card** exiled this way" is no "nonland
 * [cards] that a card exiled"); so the parser does not read every filter
 * word after a filter as the first of a subject (docs/grammar.md, section 6). */
np_subject:
    np_lead                         %dprec 1000 { $$ = $1; }
  | poss_word thing                 %dprec 999 { $$ = MK(N_POSSESSIVE, @$, NULL, $1, $2, NULL); }
  | np_lead POSS thing              %dprec 998 { $$ = MK(N_POSSESSIVE, @$, NULL, $1, $3, NULL); }
  | np_subject AND np_one           %dprec 997 {
        $$ = syn_np_join(ctx, @$, "and", $1, JOIN($3, "and")); }
  | np_subject OR np_one            %dprec 996 {
        $$ = syn_np_join(ctx, @$, "or", $1, JOIN($3, syn_or_join(ctx, $2, $2->text))); }
  ;
clause_open:
    player EXILED WITH np           %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "exiled with", $4, $1, NULL); }
  | THEY EXILED WITH np             %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "exiled with", $4, MK(N_PRONOUN, @1, "they", NULL, NULL, NULL),
                 NULL); }
  ;
qual_shut:
    WITH with_shut                  %dprec 995 { $$ = MK(N_QUALIFIER, @$, "with", $2, NULL, NULL); }
  | WITHOUT with_shut               %dprec 994 {
        $$ = MK(N_QUALIFIER, @$, "without", $2, NULL, NULL); }
  /* "If damage from a red source is prevented this way": the source the
   * damage comes from (FROM_D, parse.c) */
  | FROM_D A nominal                %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "from", syn_object(ctx, ((src_range){ @2.begin, @3.end }), $2, $3),
                NULL, NULL); }
  | RETURN THIS WAY                 %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "returned this way", NULL, NULL, NULL); }
  /* "for each creature blocking it beyond the first" */
  | BEYOND THE FIRST                %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "beyond the first", NULL, NULL, NULL); }
  | CHOSEN AT RANDOM                %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "chosen at random", NULL, NULL, NULL); }
  | CAST THIS TURN                  %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "cast this turn", NULL, NULL, NULL); }
  | YOU_HAVE CAST THIS TURN         %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "cast this turn by", MK(N_PLAYER, @1, "you", NULL, NULL, NULL),
                 NULL, NULL);
        $$->form |= FORM_CONTRACTED; }
  | ON THE BATTLEFIELD              %dprec 992 {
        $$ = MK(N_QUALIFIER, @$, "on the battlefield", NULL, NULL, NULL); }
  | NAMED name                      %dprec 991 {
        $$ = MK(N_QUALIFIER, @$, "named", $2, NULL, NULL); }
  /* "target nonland permanent not named ~", "the cards not cast this way" */
  | NOT NAMED name                  %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "not named", $3, NULL, NULL); }
  | NOT NAMED SELF                  %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "not named", MK(N_NAME, @3, $3->text, NULL, NULL, NULL), NULL,
                 NULL); }
  /* "a card except the first one they draw in each of their draw steps"
   * (the draws of a player's turn but the draw step's first) */
  | EXCEPT THE FIRST ONE_P gap_subject DRAW IN EACH OF poss_word DRAW STEP %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "except the first one drawn by", $5, $10, NULL); }
  /* "if a spell cast this way would be put into a graveyard" */
  | CAST THIS WAY                   %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "cast this way", NULL, NULL, NULL); }
  | NOT CAST THIS WAY               %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "not cast this way", NULL, NULL, NULL); }
  | NOT CHOSEN THIS WAY             %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "not chosen this way", NULL, NULL, NULL); }
  | NAMED SELF                      %dprec 990 {
        $$ =
            MK(N_QUALIFIER, @$, "named", MK(N_NAME, @2, $2->text, NULL, NULL, NULL), NULL, NULL); }
  /* "cards you own in exile and in your graveyard": either zone */
  | IN exile AND_Z IN poss_word GRAVEYARD %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "in exile and in graveyard", $5, NULL, NULL); }
  /* "in exile": no other alternative here reads these words */
  | IN exile                        %dprec 993 { $$ = syn_in(ctx, @$, $2); }
  | CAST FROM exile                 %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "cast from", $3, NULL, NULL); }
  | OF THE CHOSEN CARDTYPE TYPE     %dprec 987 {
        $$ = MK(N_QUALIFIER, @$, "of the chosen type", NULL, NULL, NULL); }
  /* "of an opponent's choice": "choice" is a possessive's thing only here */
  | OF np_poss CHOICE               %dprec 985 {
        $$ = syn_of(ctx, @$,
                     MK(N_POSSESSIVE, ((src_range){ @2.begin, @3.end }), NULL, $2, $3, NULL)); }
  | WHO DO %prec LONGEST             %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "who does", NULL, NULL, NULL); }
  | WHO DONT_Q                      %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "who doesn't", NULL, NULL, NULL);
        $$->form = $2->form & FORM_PAST; }      /* "each opponent who didn't" */
  | WHO CANT_Q                      %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "who can't", NULL, NULL, NULL); }
  | ATTACKING %prec BARE_VERB       %dprec 979 {
        $$ = MK(N_QUALIFIER, @$, "attacking", NULL, NULL, NULL); }
  | BLOCKING %prec BARE_VERB        %dprec 977 {
        $$ = MK(N_QUALIFIER, @$, "blocking", NULL, NULL, NULL); }
  /* "each color other than white": the color itself (COLOR_A, parse.c) */
  | OTHER THAN COLOR_A              %dprec 500 {
        node *c = CP($3);
        c->token = COLOR;
        $$ = MK(N_QUALIFIER, @$, "other than", c, NULL, NULL); }
  | STATUS THIS WAY                 %dprec 970 {
        $$ = MK(N_QUALIFIER, @$, $1->text, NULL, NULL, NULL); }
  | EXILED THIS WAY                 %dprec 969 {
        $$ = MK(N_QUALIFIER, @$, "exiled this way", NULL, NULL, NULL); }
  | EXILED pp THIS WAY              %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "exiled this way", $2, NULL, NULL); }
  | PUT pp THIS WAY                 %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "put this way", $2, NULL, NULL); }
  | TAPPED THIS WAY                 %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "tapped this way", NULL, NULL, NULL); }
  | CREATE THIS WAY                 %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "created this way", NULL, NULL, NULL); }
  | REMOVE THIS WAY                 %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "removed this way", NULL, NULL, NULL); }
  | CHOSEN THIS WAY                 %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "chosen this way", NULL, NULL, NULL); }
  | TAPPED                          %dprec 965 {
        $$ = MK(N_QUALIFIER, @$, "tapped", NULL, NULL, NULL); }
  | AT RANDOM                       %dprec 963 {
        $$ = MK(N_QUALIFIER, @$, "at random", NULL, NULL, NULL); }
  | ITS_BE BLOCKING                 %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "it's blocking", NULL, NULL, NULL); }
  | ITS_BE ATTACKING                %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "it's attacking", NULL, NULL, NULL); }
  | THEY_BE BLOCKING                %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "they're blocking", NULL, NULL, NULL); }
  | DEALT DAMAGE THIS WAY           %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "dealt damage this way", NULL, NULL, NULL); }
  /* "each card drawn this way", "the total amount of mana paid this way",
   * "cards in your hand drawn this turn": the participle and when */
  | gap_participle gap_when         %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, $1->text, $2->kind == N_DURATION ? $2 : NULL, NULL, NULL); }
  ;
/* A participle of its own (its object the noun before it): "drawn",
 * "paid", "goaded", "devoured" */
gap_participle:
    DRAW                            { $$ = $1; }
  | PAY                             { $$ = $1; }
  | GOAD                            { $$ = MK(N_WORD, @$, arena_printf(ctx->a, "%sed", $1->text),
                                              NULL, NULL, NULL); }
  | KW_N                            { $$ = MK(N_WORD, @$, arena_printf(ctx->a, "%sed", $1->text),
                                              NULL, NULL, NULL); }
  ;
qual_open:
    /* "the player whose turn it is" */
    WHOSE TURN IT BE                %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "whose turn it is", NULL, NULL, NULL); }
  | WHOSE thing predicate           %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "whose",
                 syn_subject(ctx, ((src_range){ @2.begin, @3.end }), $2, $3), NULL, NULL); }
  | WITH with_item                  %dprec 995 { $$ = MK(N_QUALIFIER, @$, "with", $2, NULL, NULL); }
  | WITHOUT with_item               %dprec 994 {
        $$ = MK(N_QUALIFIER, @$, "without", $2, NULL, NULL); }
  /* "activated abilities with {T} in their costs" (CR 602.1a) */
  | WITH TAP_SYM IN np              %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "with {T} in", $4, NULL, NULL); }
  | WITHOUT TAP_SYM IN np           %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "without {T} in", $4, NULL, NULL); }
  | IN np                           %dprec 993 { $$ = syn_in(ctx, @$, $2); }
  | OF np                           %dprec 985 { $$ = syn_of(ctx, @$, $2); }
  /* "Spend only mana produced by basic lands to cast this spell." */
  | PRODUCED_Q BY nominal_q         %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "produced by", $3, NULL, NULL); }
  /* "a commander you own on the battlefield or in the command zone" (OR_Z) */
  | ON THE BATTLEFIELD OR_Z IN THE COMMAND_W ZONE %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "on the battlefield or in",
                MK(N_ZONE, ((src_range){ @6.begin, @8.end }), "command", NULL, NULL, NULL), NULL,
                NULL); }
  | THAT rel_predicate              %dprec 984 { $$ = MK(N_QUALIFIER, @$, "that", $2, NULL, NULL); }
  | WHO rel_predicate               %dprec 983 { $$ = MK(N_QUALIFIER, @$, "who", $2, NULL, NULL); }
  | THATS vp_tail_be                %dprec 982 {
        $$ = MK(N_QUALIFIER, @$, "that is", $2, NULL, NULL); }
  | THAT np predicate               %dprec 981 { $$ = MK(N_QUALIFIER, @$, "that", $3, $2, NULL); }
  | YOU_BE vp_tail_be               %dprec 980 {
        $$ = MK(N_QUALIFIER, @$, "that is", $2, NULL, NULL); }
  | BLOCKING np                     %dprec 978 {
        $$ = MK(N_QUALIFIER, @$, "blocking", $2, NULL, NULL); }
  | OTHER THAN np                   %dprec 974 {
        $$ = MK(N_QUALIFIER, @$, "other than", $3, NULL, NULL); }
  | ATTACHED_W TO np                %dprec 973 {
        $$ = MK(N_QUALIFIER, @$, "attached to", $3, NULL, NULL); }
  | EXILED WITH np                  %dprec 972 {
        $$ = MK(N_QUALIFIER, @$, "exiled with", $3, NULL, NULL); }
  | STATUS WITH np                  %dprec 971 {
        $$ = MK(N_QUALIFIER, @$, arena_printf(ctx->a, "%s with", $1->text), $3, NULL, NULL); }
  | CONTROL BY np                   %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "controlled by", $3, NULL, NULL); }
  | CREATE WITH np                  %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "created with", $3, NULL, NULL); }
  | PUT pp                          %prec LONGEST %dprec 968 {
        $$ = MK(N_QUALIFIER, @$, "put", $2, NULL, NULL); }
  /* "dealt damage this turn": no other alternative here reads these words */
  | DEALT DAMAGE duration           %dprec 976 {
        $$ = MK(N_QUALIFIER, @$, "dealt damage", $3, NULL, NULL); }
  | DEALT DAMAGE BY np duration     %dprec 975 {
        $$ = MK(N_QUALIFIER, @$, "dealt damage", $4, $5, NULL); }
  | AMONG np                        %dprec 967 {
        $$ = MK(N_QUALIFIER, @$, "among", $2, NULL, NULL); }
  | BESIDES_W                       %dprec 966 { $$ = $1; }
  | CAST FROM np                    %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "cast from", $3, NULL, NULL); }
  /* "Auras already attached to it": "already" is the participle's
   * (parse.c, already_done) */
  | ATTACHED TO np                  %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "attached to", $3, NULL, NULL);
        $$->form |= $1->form & FORM_ALREADY; }
  | BLOCKING OR BLOCKED BY np       %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "blocking or blocked by", $5, NULL, NULL); }
  | BLOCKED BY np                   %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "blocked by", $3, NULL, NULL); }
  | PLAY BY np                      %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "played by", $3, NULL, NULL); }
  | CAST BY np                      %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "cast by", $3, NULL, NULL); }
  | ATTACKING np                    %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "attacking", $2, NULL, NULL); }
  | EXCEPT FOR np                   %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "except", $3, NULL, NULL);
        $$->form |= FORM_FOR; }
  | THAT TARGET_V np                %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "that targets", $3, NULL, NULL); }
  /* "the amount of damage dealt to ~ this turn", "for each 1 damage dealt to you" */
  | DEALT TO np                     %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "dealt to", $3, NULL, NULL); }
  | ABLE TO vp_m                    %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "able to", $3, NULL, NULL); }
  | SPEND TO vp_m                   %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "spent to", $3, NULL, NULL); }
  /* "a card spliced onto that spell" */
  | KW_VERB ONTO np                 %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, arena_printf(ctx->a, "%sd onto", $1->text), $3, NULL, NULL); }
  /* "a color tied for most common", "the creature with the greatest power
   * or tied for the greatest power": a tie for a superlative */
  | TIE FOR superlative             %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "tied for", $3, NULL, NULL); }
  /* "If a permanent entering the battlefield causes a triggered ability
   * ... to trigger", "Creatures entering the battlefield don't cause ..." */
  | ENTERING THE BATTLEFIELD        %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "entering the battlefield", NULL, NULL, NULL); }
  | ENTERING THE BATTLEFIELD UNDER YOUR CONTROL %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "entering the battlefield under your control", NULL, NULL, NULL); }
  /* "the permanent it becomes" */
  | IT BECOME                       %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "become by", MK(N_PRONOUN, @1, "it", NULL, NULL, NULL), NULL,
                 NULL); }
  | OR TIE FOR superlative          %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "or tied for", $4, NULL, NULL); }
  ;
/* ---- Ordinals, superlatives, comparisons and names ---------------------- */

/* Which time: "first", "third", "first or second". */
ordinal:
    FIRST                           %dprec 1000 { $$ = $1; }
  | SECOND                          %dprec 999 { $$ = $1; }
  | THIRD                           %dprec 998 { $$ = $1; }
  | ordinal OR ordinal              %dprec 997 { $$ = syn_np_join(ctx, @$, "or", $1, $3); }
  ;
/* What a tie is for: "the greatest power", "least toughness", "most life",
 * "the most", "highest", "most common": the superlative and its noun. */
superlative:
    sup_word                        %dprec 1000 {
        $$ = MK(N_AMOUNT, @$, $1->text, NULL, NULL, NULL);
        $$->form |= FORM_NO_THE; }
  | sup_word sup_noun               %dprec 999 {
        $$ = MK(N_AMOUNT, @$, $1->text, NULL, $2, NULL);
        $$->form |= FORM_NO_THE; }
  | THE sup_word                    %dprec 998 {
        $$ = MK(N_AMOUNT, @$, $2->text, NULL, NULL, NULL); }
  | THE sup_word sup_noun           %dprec 997 { $$ = MK(N_AMOUNT, @$, $2->text, NULL, $3, NULL); }
  ;
sup_word: GREATEST | LEAST | MOST ;
sup_noun:
    stat_word                       %dprec 1000 { $$ = $1; }
  | LIFE                            %dprec 999 { $$ = $1; }
  | LIFE TOTAL                      %dprec 998 {
        $$ = MK(N_WORD, @$, "life total", NULL, NULL, NULL); }
  | COMMON                          %dprec 997 { $$ = $1; }
  | VOTE                            %dprec 996 { $$ = $1; }
  ;
ATTACHED_W: ENCHANTED ;
CONTROL_Q: CONTROL ;
/* "a copy of that creature except it's an artifact": what it is */
BESIDES_W:
    EXCEPT np                       { $$ = MK(N_QUALIFIER, @$, "except", $2, NULL, NULL); }
  | EXCEPT ITS_BE np_one            {
        $$ = MK(N_QUALIFIER, @$, "except", $3, NULL, NULL);
        $$->form |= FORM_CONTRACTED; }
  ;

with_item:
    np ',' grant_open               %dprec 500 { $$ = syn_concat(ctx, L1($1), $3); }
  | np ON np                        %dprec 1000 {
        $$ = syn_qualify(ctx, @$, $1, L1(MK(N_QUALIFIER, @3, "on", $3, NULL, NULL))); }
  | grant_open                      %dprec 999 { $$ = $1; }
  | np                              %dprec 998 { $$ = $1; }
  | stat_open                       %dprec 997 { $$ = $1; }
  | keyword OR keyword_arg          %dprec 500 { $$ = syn_np_join(ctx, @$, "or", $1, $3); }
  | POWER AND TOUGHNESS EACH EQUAL TO amount_ref %dprec 500 {
        $$ = MK(N_COMPARE, @$, "power and toughness",
                 MK(N_COMPARE, ((src_range){ @5.begin, @7.end }), "=", $7, NULL, NULL), NULL,
                 NULL); }
  | LESS stat_word THAN np          %dprec 500 {
        $$ = MK(N_COMPARE, @$, arena_printf(ctx->a, "lesser %s", $2->text), $4, NULL, NULL); }
  | THE GREATEST thing AMONG np     %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "greatest among", $5, $3, NULL); }
  | THE GREATEST thing              %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "greatest", NULL, $3, NULL); }
  | THE SAME NAME AS np             %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "the same name as", $5, NULL, NULL); }
  ;
/* What "with" takes that ends in a word of its own: "with flying", "with
 * power 4 or greater" (qualifiers: a clause may follow it). */
with_shut:
    np ',' grant_shut               %dprec 500 { $$ = syn_concat(ctx, L1($1), $3); }
  | grant_shut                      %dprec 999 { $$ = $1; }
  | stat_shut                       %dprec 997 { $$ = $1; }
  | keyword OR keyword_word         %dprec 500 { $$ = syn_np_join(ctx, @$, "or", $1, $3); }
  | chosen_name                     %dprec 500 { $$ = $1; }
  | LESS stat_word                  %dprec 500 {
        $$ = MK(N_COMPARE, @$, arena_printf(ctx->a, "lesser %s", $2->text), NULL, NULL, NULL); }
  | GREATER stat_word               %dprec 500 {
        $$ = MK(N_COMPARE, @$, arena_printf(ctx->a, "greater %s", $2->text), NULL, NULL, NULL); }
  | EQUAL OR_C LESS stat_word         %dprec 500 {
        $$ = MK(N_COMPARE, @$, arena_printf(ctx->a, "equal or lesser %s", $4->text), NULL, NULL,
                 NULL); }
  /* "a spell with an equal or lesser mana value" */
  | A EQUAL OR_C LESS stat_word       %dprec 500 {
        $$ = MK(N_COMPARE, @$, arena_printf(ctx->a, "an equal or lesser %s", $5->text), NULL,
                 NULL, NULL); }
  | THE MOST LIFE                   %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "most life", NULL, NULL, NULL); }
  /* "each permanent with the most votes or tied for most votes" */
  | THE MOST VOTE                   %dprec 500 {
        $$ = MK(N_AMOUNT, @$, "most votes", NULL, NULL, NULL); }
  | THE LEAST stat_word             %dprec 500 { $$ = MK(N_AMOUNT, @$, "least", NULL, $3, NULL); }
  | THE SAME NAME                   %dprec 500 {
        $$ = MK(N_WORD, @$, "the same name", NULL, NULL, NULL); }
  | THE SAME stat_word              %dprec 500 {
        $$ = MK(N_WORD, @$, arena_printf(ctx->a, "the same %s", $3->text), NULL, NULL, NULL); }
  | DIFFERENT NAME                  %dprec 500 {
        $$ = MK(N_WORD, @$, "different names", NULL, NULL, NULL); }
  | DIFFERENT POWER                 %dprec 500 {
        $$ = MK(N_WORD, @$, "different powers", NULL, NULL, NULL); }
  | DIFFERENT MANA VALUE            %dprec 500 {
        $$ = MK(N_WORD, @$, "different mana values", NULL, NULL, NULL); }
  /* "another target creature with the same controller" */
  | THE SAME CONTROLLER             %dprec 500 {
        $$ = MK(N_QUALIFIER, @$, "the same controller", NULL, NULL, NULL); }
  /* "with an even mana value", "with even mana values" (form "-s"):
   * parity, a comparison of the characteristic (a) */
  | A parity stat_word              %dprec 500 { $$ = CP($2); $$->a = $3; $$->range = @$; }
  | parity stat_word                %dprec 500 {
        $$ = CP($1); $$->a = $2; $$->range = @$; $$->form |= FORM_S; }
  ;
/* "even", "odd": a comparison of a number with none to compare it to */
parity: PARITY                      { $$ = MK(N_COMPARE, @$, $1->text, NULL, NULL, NULL); } ;
/* The zone "exile" is a noun phrase only after "from", "into", "in" and
 * "cast from", so that "exile" elsewhere is the verb and "cards in exile"
 * a qualifier that ends in a word of its own (qualifiers) */
exile: EXILE                        { $$ = MK(N_ZONE, @$, "exile", NULL, NULL, NULL); } ;
/* "spells with the chosen name", "that card has the chosen name": no noun
 * phrase of its own (no qualifier takes it), so that a clause may follow
 * "with" it ("spells with the chosen name you cast") */
/* "the chosen name", "the chosen names" (node.form "-s") */
chosen_name: THE CHOSEN NAME        {
        $$ = MK(N_WORD, @$, "the chosen name", NULL, NULL, NULL);
        $$->form |= $3->form & FORM_S; } ;


/* A bare amount ("3") where a noun phrase can stand is the noun phrase, and
 * "equal to" an amount of a thing after "is" is that amount (adjective):
 * compare_op is a comparison written with its words. */
compare:
    compare_shut                    %merge <merge_readings> %dprec 1000 { $$ = $1; }
  | compare_open                    %merge <merge_readings> %dprec 1000 { $$ = $1; }
  ;
compare_shut:
    amount_shut                     %dprec 1000 { $$ = MK(N_COMPARE, @$, "=", $1, NULL, NULL); }
  | compare_op_shut                 %dprec 999 { $$ = $1; }
  ;
compare_open:
    amount_open                     %dprec 1000 { $$ = MK(N_COMPARE, @$, "=", $1, NULL, NULL); }
  | compare_op_open                 %dprec 999 { $$ = $1; }
  | EQUAL TO amount_ref             %dprec 994 { $$ = MK(N_COMPARE, @$, "=", $3, NULL, NULL); }
  ;
compare_op:
    compare_op_shut                 %merge <merge_readings> %dprec 1000 { $$ = $1; }
  | compare_op_open                 %merge <merge_readings> %dprec 1000 { $$ = $1; }
  ;
/* "3 or less", "less than that creature's power": a comparison that ends in
 * a word of its own (stat_shut) */
compare_op_shut:
    LESS THAN stat_of               %dprec 996 { $$ = MK(N_COMPARE, @$, "<", $3, NULL, NULL); }
  | GREATER THAN stat_of            %dprec 995 { $$ = MK(N_COMPARE, @$, ">", $3, NULL, NULL); }
  | MORE THAN stat_of               %dprec 993 { $$ = MK(N_COMPARE, @$, ">", $3, NULL, NULL); }
  | amount OR_C LESS THAN stat_of     %dprec 992 { $$ = MK(N_COMPARE, @$, "<=", $1, NULL, NULL); }
  | GREATER THAN OR EQUAL TO stat_of %dprec 500 { $$ = MK(N_COMPARE, @$, ">=", $6, NULL, NULL); }
  | LESS THAN OR EQUAL TO stat_of   %dprec 500 { $$ = MK(N_COMPARE, @$, "<=", $6, NULL, NULL); }
  /* "2 or less": no other alternative here reads these words */
  | amount OR_C LESS                  %dprec 999 { $$ = MK(N_COMPARE, @$, "<=", $1, NULL, NULL); }
  | amount OR_C GREATER               %dprec 998 { $$ = MK(N_COMPARE, @$, ">=", $1, NULL, NULL); }
  | amount OR_C MORE                  %dprec 997 { $$ = MK(N_COMPARE, @$, ">=", $1, NULL, NULL); }
  ;
compare_op_open:
    LESS than_amount                %dprec 996 { $$ = MK(N_COMPARE, @$, "<", $2, NULL, NULL); }
  | GREATER than_amount             %dprec 995 { $$ = MK(N_COMPARE, @$, ">", $2, NULL, NULL); }
  | EQUAL TO amount                 %dprec 994 { $$ = MK(N_COMPARE, @$, "=", $3, NULL, NULL); }
  | MORE than_amount                %dprec 993 { $$ = MK(N_COMPARE, @$, ">", $2, NULL, NULL); }
  | amount OR_C LESS THAN amount_other %dprec 992 { $$ = MK(N_COMPARE, @$, "<=", $1, NULL, NULL); }
  | THE GREATEST POWER AMONG np     %dprec 991 {
        $$ = MK(N_COMPARE, @$, "greatest", $5, NULL, NULL); }
  | GREATER THAN OR EQUAL TO amount_other %dprec 500 {
        $$ = MK(N_COMPARE, @$, ">=", $6, NULL, NULL); }
  | LESS THAN OR EQUAL TO amount_other %dprec 500 { $$ = MK(N_COMPARE, @$, "<=", $6, NULL, NULL); }
  ;
/* "than 3", "than X plus 1" (THAN_N: "than" before a number) and "than
 * the number of cards in your hand" */
than_amount: THAN_N amount { $$ = $2; } | THAN amount_other { $$ = $2; } ;
amount_any:
    amount_other                    %merge <merge_readings> %dprec 1000 { $$ = $1; }
  | stat_of                         %merge <merge_readings> %dprec 1000 { $$ = $1; }
  ;
amount_other: amount { $$ = $1; } | amount_ref_open { $$ = $1; } ;
stat_word:
    POWER                           %dprec 1000 { $$ = MK(N_WORD, @$, "power", NULL, NULL, NULL); }
  | TOUGHNESS                       %dprec 999 {
        $$ = MK(N_WORD, @$, "toughness", NULL, NULL, NULL); }
  | MANA VALUE                      %dprec 998 {
        $$ = MK(N_WORD, @$, "mana value", NULL, NULL, NULL); }
  ;

/* "power 2 or less", "mana value less than X": after "with" and "has". */
stat_compare:
    stat_shut                       %merge <merge_readings> %dprec 1000 { $$ = $1; }
  | stat_open                       %merge <merge_readings> %dprec 1000 { $$ = $1; }
  ;
/* "power 4 or greater", "mana value 3 or less" end in a word of their own:
 * a clause of the noun may follow them (qualifiers) */
stat_shut: stat_name compare_shut   { $$ = MK(N_COMPARE, @$, $1->text, $2, NULL, NULL); } ;
stat_open: stat_name compare_open   { $$ = MK(N_COMPARE, @$, $1->text, $2, NULL, NULL); } ;
stat_name:
    POWER                           { $$ = MK(N_WORD, @$, "power", NULL, NULL, NULL); }
  | TOUGHNESS                       { $$ = MK(N_WORD, @$, "toughness", NULL, NULL, NULL); }
  | MANA VALUE                      { $$ = MK(N_WORD, @$, "mana value", NULL, NULL, NULL); }
  | CONVERTED MANA COST             { $$ = MK(N_WORD, @$, "mana value", NULL, NULL, NULL); }
  | POWER OR TOUGHNESS              { $$ = MK(N_WORD, @$, "power or toughness", NULL, NULL, NULL); }
  | POWER AND TOUGHNESS {
        $$ = MK(N_WORD, @$, "power and toughness", NULL, NULL, NULL); }
  | TOTAL POWER                     { $$ = MK(N_WORD, @$, "total power", NULL, NULL, NULL); }
  /* "with total power and toughness 5 or less": their sum */
  | TOTAL POWER AND TOUGHNESS {
        $$ = MK(N_WORD, @$, "total power and toughness", NULL, NULL, NULL); }
  | TOTAL MANA VALUE                { $$ = MK(N_WORD, @$, "total mana value", NULL, NULL, NULL); }
  ;

name:
    NAMEWORD                        %dprec 1000 { $$ = syn_name(ctx, @$); }
  | name NAMEWORD                   %dprec 999 { $$ = syn_name(ctx, @$); }
  | name OF NAMEWORD                %dprec 998 { $$ = syn_name(ctx, @$); }
  | name OF THE NAMEWORD            %dprec 500 { $$ = syn_name(ctx, @$); }
  | name THE NAMEWORD               %dprec 997 { $$ = syn_name(ctx, @$); }
  | name ',' NAMEWORD               %dprec 996 { $$ = syn_name(ctx, @$); }
  | name ',' THE NAMEWORD           %dprec 500 { $$ = syn_name(ctx, @$); }
  | name KW                         %dprec 500 { $$ = syn_name(ctx, @$); }
  | name SUBTYPE                    %dprec 995 { $$ = syn_name(ctx, @$); }
  | SUBTYPE NAMEWORD                %dprec 994 { $$ = syn_name(ctx, @$); }
  | SUBTYPE ',' NAMEWORD            %dprec 500 { $$ = syn_name(ctx, @$); }
  | SUBTYPE OF NAMEWORD             %dprec 500 { $$ = syn_name(ctx, @$); }
  | SUBTYPE OF THE NAMEWORD         %dprec 500 { $$ = syn_name(ctx, @$); }
  | THE NAMEWORD                    %dprec 500 { $$ = syn_name(ctx, @$); }
  ;

%%

static void cardc_yyerror(CARDC_YYLTYPE *loc, token_stream *ts, parse_ctx *ctx, const char *msg)
{
    (void)ts;
    syn_error(ctx, *loc, msg);
}

static int yyreport_syntax_error(const yypcontext_t *pc, token_stream *ts, parse_ctx *ctx)
{
    (void)ts;
    enum { MAXEXP = 6 };
    yysymbol_kind_t expected[MAXEXP];
    int n = yypcontext_expected_tokens(pc, expected, MAXEXP);
    const char *names[MAXEXP];
    int k = 0;
    for (int i = 0; i < n && i < MAXEXP; i++)
        names[k++] = yysymbol_name(expected[i]);
    yysymbol_kind_t got = yypcontext_token(pc);
    syn_syntax_error(ctx, *yypcontext_location(pc), yysymbol_name(got),
                     n > MAXEXP ? 0 : k, names);
    return 0;
}
