/* cg_fx.h — what the files of resolution share, and only they: cg_select.c
 * (selections), cg_amount.c (amounts and conditions), cg_change.c
 * (continuous effects and durations), cg_effect.c (actions, statements),
 * cg_may.c ("you may", payments).
 * cg.h has what the rest of the code generator calls. */
#ifndef CARDC_CG_FX_H
#define CARDC_CG_FX_H

#include "cg.h"
#include "meaning_effect.h"

/* A call to the runtime function NAME with the cardrt_ctx first. */
static inline LLVMValueRef ctx_call(unit *u, const char *name, LLVMTypeRef ret, LLVMValueRef *args,
                             unsigned n)
{
    LLVMValueRef a[9] = { u->ctx_arg };
    for (unsigned i = 0; i < n && i < 8; i++)
        a[1 + i] = args[i];
    return cg_call(u, name, ret, a, 1 + n);
}

static inline LLVMValueRef i32(unit *u, long long v)
{
    return cg_i32(u->cg, v);
}

/* One change, its values computed as the effect begins (CR 413.2f). */
typedef struct change {
    int kind;
    LLVMValueRef value, power, toughness;
    uint64_t keywords;
    LLVMValueRef chosen_keywords;   /* more keywords, known as it resolves (an i64), or NULL */
    LLVMValueRef pt_fn;         /* a P/T function ("equal to the number of ...") */
    const char *subtype;
    LLVMValueRef chosen_subtype;    /* a subtype known as it resolves (a pointer), or NULL */
    LLVMValueRef rule;          /* CARDRT_RULE_CHANGE: the constant cardrt_rule */
    LLVMValueRef abilities;     /* CARDRT_ADD_ABILITIES: the card def granted (cg_granted_def) */
} change;

/* The changes of "becomes a 3/3 black Zombie creature with haste" (A, a
 * "becomes" or "is" action; NEXT the statement after it: "It's still a
 * land."), of a resolving effect (what was chosen for the source is read
 * as it begins): into CH (up to 12) and *NCH; the modifiers it reads are
 * added to KNOWN (up to 4 in all) and *NKNOWN. */
bool cg_become_changes(unit *u, const node *a, const node *next, change *ch, unsigned *nch,
                       const node **known, unsigned *nknown);
/* "It's still a land." (NX): the card type bit it keeps, or 0. */
unsigned cg_still_types(unit *u, const node *nx);

typedef struct act_env {
    const node *next;           /* the statement after this one */
    bool skip_next;             /* it was part of this one */
    bool timed;                 /* a duration said before the clause ("Until end of turn, ...",
                                 * "For as long as ~ remains on the battlefield, ..."): the
                                 * clause's card IR instructions have it (cg_duration_of) */
} act_env;
/* The exceptions of a copy among A's modifiers from FIRST on ("..., except
 * it has haste", "except it has this ability", CR 707.9), and PT, the P/T
 * the copied token's own words give it ("a 1/1 token copy of it"; NULL
 * for none): *EXCEPT their definition (NULL: none), the modifiers read
 * added to KNOWN[*NK]; false after reporting (cg_token.c). */
bool cg_copy_exceptions(unit *u, const node *a, const act_env *env, const node *first, const node *pt,
                        LLVMValueRef *except, const node **known, unsigned *nk);
/* void pt(game, source, obj, int *p, int *t): both the mana value of OBJ,
 * the object it applies to ("with power and toughness each equal to its
 * mana value", layer 7b; cg_change.c). */
LLVMValueRef cg_mana_value_pt_fn(unit *u);

/* ---- cg_effect.c ---------------------------------------------------------------- */

/* The modifier of kind KIND (and meaning W, unless FX_W_NONE) among MODS. */
const node *cg_modifier(const node *mods, node_kind kind, fx_word w);
/* Are all of A's modifiers among the KNOWN[0..N) the action understood?
 * Else report the first one that is not. */
bool cg_only_mods(unit *u, const node *a, const node *const *known, unsigned n);

/* What resolves: cg_effect.c runs the statements, cg_action.c their actions.
 * A statement (cg_effect.c), and whether NP names one player who chooses
 * for themselves ("they" for the player of the event). */
bool cg_statement(unit *u, const node *s, act_env *env);
bool cg_one_chooser(const unit *u, const node *np);
/* C, "its controller pays {3}" ("{B} or {3}", "2 life", "its mana cost",
 * "{E}{E}"), IC its card IR (`pays`, `pays_life`; of each payment, in
 * `also`): asked of the first player of WHO (-1: the controller); whether
 * they paid (cg_may.c). */
LLVMValueRef cg_pays(unit *u, const node *c, const ir_condition *ic, int who);
/* The same of one player "any player" names, alone in its selection (cg_any_player). */
LLVMValueRef cg_any_pays(unit *u, const void *c);
/* An action (cg_action.c); "the next time a source would deal damage". */
bool cg_action(unit *u, const node *a, act_env *env);
/* "For each creature destroyed this way, its controller creates a token"
 * (ir_for_each_one): BODY done for each of COUNTED in turn, its pronouns
 * that one; BEFORE the action carried out just before (cg_action.c). */
bool cg_for_each_one(unit *u, const node *counted, const node *body, act_env *env, const node *before);
/* What COUNTED of cg_for_each_one is bound to after it: no one of them is
 * "that creature" any more ("Those tokens gain haste" is refused). */
#define CG_SEL_EACH_DONE (-2)
/* "Each player chooses three permanents they control, then sacrifices the
 * rest" (meaning_keep_the_rest): CHOOSE the choice of what each keeps,
 * SACRIFICE the sacrifice. */
bool cg_sacrifice_rest(unit *u, const node *choose, const node *sacrifice);
/* Action A done later, by a delayed triggered ability, when its card IR
 * instruction IN says: its `at`, an `exile`'s `source_leaves`. */
bool cg_delayed(unit *u, const node *a, const ir_instr *in);
/* The modifier of action A whose phrase IS, a selection of its card IR
 * instruction, was lowered from (its words, or a pronoun's antecedent's,
 * whose selection it is): "to any target", "to them", "on it", "from their
 * hand", "from among them", "divided as you choose among any number of
 * targets"; NULL when none is. */
const node *cg_modifier_of(const node *a, const ir_sel *is);
bool cg_next_time_prevent(unit *u, const node *s);
/* "Prevent all combat damage that would be dealt this turn", "Prevent the
 * next 3 damage that would be dealt to any target this turn" (A, for the
 * duration of its card IR instruction, said in it or before it: "Until your
 * next turn, prevent all damage ..."), and its redirection "... is dealt to
 * ~ instead" (cg_prevent.c). */
bool cg_prevent(unit *u, const node *a);
bool cg_redirect(unit *u, const node *a);
/* A variable in the function's frame (its entry block), set to INIT there
 * if INIT is not NULL. */
LLVMValueRef cg_entry_alloca(unit *u, LLVMTypeRef ty, const char *name, LLVMValueRef init);
/* "Any player may ...", "unless any opponent pays {2}" (NP, ir_any_player_of):
 * the players NP may be, one at a time in turn order from the active
 * player (CR 413.2d), each alone in NP's selection, until ATTEMPT(U, ARG),
 * what that player chooses to do built for NP's selection, is true: an
 * i1, whether one's was (NP's selection then holds that player); NULL if
 * something does not compile. */
LLVMValueRef cg_any_player(unit *u, const node *np, LLVMValueRef (*attempt)(unit *, const void *), const void *arg);

/* ---- cg_select.c: selections ----------------------------------------------------- */

/* A new selection (cardrt_sel_*) for the phrase N, or -1 after reporting. */
int cg_new_sel(unit *u, const node *n);
/* Later uses of N name selection SEL. */
void cg_bind(unit *u, const node *n, int sel);
/* Does NP's determiner name every object described ("each", "all", none)? */
static inline bool cg_is_set(const node *np)
{
    return meaning_det_is_set(meaning_det(np));
}
/* A phrase naming players only ("each opponent"): CARDRT_WHO_*, or -1. */
int cg_players_who(const node *np);
/* The selection holding what NP names, made the first time it is needed. */
int cg_sel_of(unit *u, const node *np);
/* The selection lowering made of NP (ir_card's `selected`, found by NP's
 * range: the last one lowered there), or NULL. */
const ir_sel *cg_ir_sel_at(const unit *u, const node *np);
/* The players an `all` selection IS names when they are every opponent
 * (CARDRT_WHO_OPPONENTS) or every player (CARDRT_WHO_EACH) and nothing
 * else is asked of them; -1 otherwise. */
int cg_ir_players_who(const ir_sel *is);
/* The selection holding what IS selects, made now: the runtime selection's
 * index, or -1 after reporting at IS's range a kind not compiled yet. */
int cg_ir_sel(unit *u, const ir_sel *is);
/* A new selection, for the words R (too many: -1 after reporting there). */
int cg_new_sel_at(unit *u, src_range r);
/* Does cg_ir_sel find the objects of IS, a `target`, `same` or `each`
 * selection, in the function being built: the target slot of the ability
 * compiled, the selection an earlier instruction made (bound to the words
 * of its `of`), the one player the action is done for now; the controller
 * or owner of one of those? */
bool cg_ir_sel_known(const unit *u, const ir_sel *is);
/* The selection of the target slot a `target` selection IS names (of a
 * pronoun's words too: "its controller" before "target spell"): the
 * slot's legal targets as it resolves (CR 608.2b), made once, bound to
 * the slot's words; -1 after reporting. */
int cg_ir_target_sel(unit *u, const ir_sel *is);
/* The selection of the words a selection IS lowering gave them names (its
 * range): a target slot's (cg_ir_target_sel), what those words selected,
 * else IS made now (cg_ir_sel) and bound to them; -1 after reporting. */
int cg_ir_words_sel(unit *u, const ir_sel *is);
/* "Choose an opponent", the subject "an opponent": one player of those
 * WHO (CARDRT_WHO_*) names, the controller's choice as it resolves (CR
 * 413.2c), bound to NP for the words that name it after ("that player");
 * NP's selection when it is bound already; -1 on failure. */
int cg_choose_player(unit *u, const node *np, int who);
/* A keyword action whose rule is the runtime's (meaning_keyword_action):
 * "Adapt 2", "bolster 1", "amass X", "it explores", "~ connives"
 * (cg_kwaction.c). */
bool cg_keyword_action(unit *u, const node *a);
/* "Detain target creature an opponent controls" (CR 701.35a): until the
 * controller's next turn, the objects A names can't attack or block and
 * their activated abilities can't be activated (cg_change.c). */
bool cg_detain(unit *u, const node *a);
/* The players an action's subject names: the controller when there is none. */
int cg_subject_players(unit *u, const node *a);
/* A spell is none of the objects it describes, so its "other creatures"
 * ("Zombies you control get +2/+1.  Other creatures you control get
 * +1/+1", "destroy all other creatures" after creating tokens) are other
 * than those it named before: take the objects of the selections words
 * named earlier in the effect (not those a choice was made from: "choose a
 * creature, then destroy all other creatures") out of selection S of NP. */
void cg_other_than_named(unit *u, const node *np, int s);
/* Keep in selection S only the objects NP's relational qualifiers accept
 * ("that player controls", "with the same name as that spell"). */
bool cg_keep_related(unit *u, const node *np, int s);
/* The controller's choice of N of what NP describes in ZONES (up to N when
 * NP says "up to N"), or N of them AT_RANDOM. */
int cg_chosen(unit *u, const node *np, unsigned zones, LLVMValueRef n, bool at_random);
/* The N of "up to N lands" (NP), or NULL. */
const node *cg_up_to(const node *np);
/* Is NP "any number of ..." (a choice of none to all of them)? */
bool cg_any_number(const node *np);

/* ---- cg_amount.c: amounts and conditions ------------------------------------------- */

/* An action's amount, times "for each ..."; KNOWN collects the modifiers used. */
LLVMValueRef cg_action_amount(unit *u, const node *a, const node *obj, const node **known,
                              unsigned *nknown);
/* The controller of the source, as an i32. */
LLVMValueRef cg_you(unit *u);
/* X (CR 107.3): the number paid, or what ", where X is ..." says; N is
 * where it is written. */
LLVMValueRef cg_x(unit *u, const node *n);
/* A player's number FN ("cardrt_life") of player P. */
LLVMValueRef cg_player_stat(unit *u, const char *fn, LLVMValueRef p);
/* In a test: what "enchanted creature" ("equipped creature", a pronoun
 * bound to it) names, the object this Aura or Equipment is attached to now,
 * not the one an event names ("Whenever equipped creature dies, if it was a
 * Human" means it as it died): an i32, 0 when none; NULL for another phrase. */
LLVMValueRef cg_host_of(unit *u, const node *np);
/* In a trigger's intervening "if" in the present tense: the object of the
 * event NP names ("if its power is 2 or less"), an i32 (-1: none); NULL
 * when NP names none. */
LLVMValueRef cg_event_object(unit *u, const node *np);
/* "that player" of "At the beginning of each player's upkeep": the player
 * whose step it is (the active player); or the subject of a player's
 * qualifier being tested (unit.tested: "who controls more lands than you");
 * cg_step_player is NULL for another phrase. */
bool cg_is_step_player(const unit *u, const node *who);
LLVMValueRef cg_step_player(unit *u, const node *who);

/* ---- cg_players.c: players' numbers, players described ----------------------------- */

/* "the highest life total among your opponents" (CR 119.1): the greatest
 * life of the players WHO names still in the game, 0 for none; with WHICH
 * (a test), "the greatest number of creatures a player controls": the
 * most permanents WHICH accepts one of them controls. */
LLVMValueRef cg_greatest_of_players(unit *u, const node *who, LLVMValueRef which);
/* "You become the monarch" (meaning_becomes_monarch). */
bool cg_become_monarch(unit *u, const node *a);
/* "it becomes day", "it becomes night" (CR 726 of the current rules) */
bool cg_day_night(unit *u, fx_day_night which);
bool cg_extra_turn(unit *u, const node *a);
/* "After this phase, there is an additional combat phase" (S, a sentence
 * lowered to IR_ADD_PHASES; CR 500.8); false if it was not lowered so. */
bool cg_add_phases(unit *u, const node *s);
bool cg_game_over(unit *u, const node *a, bool win);
bool cg_skip_next(unit *u, const node *a);
bool cg_double(unit *u, const node *a);
bool cg_set_life(unit *u, const node *a);
bool cg_move_counters(unit *u, const node *a);
/* Does NP, an action's subject, name players: "target opponent", "its
 * controller", "that player" (cg_select.c)? */
bool cg_subject_names_players(const unit *u, const node *np);
/* Is player P (an i32) one the lowered filter F of players describes
 * ("opponent who controls a white creature", "player with no cards in
 * hand", "each opponent who does", "each player who can't")?  NP, the
 * description; QUALS its qualifiers (a list), whose clauses F's `holds`
 * says (cg_condition), and its "other than" (`except`). */
LLVMValueRef cg_ir_player_test(unit *u, LLVMValueRef p, const ir_filter *f, const node *np, const node *quals);
/* How many players in the game NP describes ("for each opponent who
 * controls fewer creatures than you", CR 102.3); a selection of them, in
 * turn order ("Each opponent with no cards in hand"), -1 when it cannot. */
LLVMValueRef cg_count_players(unit *u, const node *np);
int cg_described_players(unit *u, const node *np);
/* "the player with the most life" (meaning_most_player, M): a selection of
 * the player with more than each other player, none when two tie. */
int cg_most_players(unit *u, const node *np, const fx_more *m);

/* ---- cg_change.c: continuous effects ----------------------------------------------- */

/* The duration of the change of KEY's card IR instruction (the phrase it
 * was lowered from; cg_no_ir_in when there is none): CARDRT_FOREVER,
 * CARDRT_UNTIL_END_OF_TURN, ..., CARDRT_AS_LONG_AS or
 * CARDRT_WHILE_YOU_CONTROL with its *HOLDS function (cg_lasting); the words
 * of the duration among action A's modifiers, if it is there, added to
 * KNOWN[*NKNOWN]. */
bool cg_duration_of(unit *u, const node *key, const node *a, int *duration, LLVMValueRef *holds,
                    const node **known, unsigned *nknown);
/* "gets +3/+3", "gains flying"; "becomes a 3/3 creature"; "gain control of";
 * "can't block this turn". */
bool cg_pump(unit *u, const node *a);
/* "If that creature would die this turn, exile it instead": WHAT is what
 * would die (ir_die_exile_this_turn_of). */
bool cg_die_exile(unit *u, const node *what);
/* "If it would leave the battlefield, exile it instead of putting it
 * anywhere else" (ir_leave_exile_of): a replacement effect locked on the
 * permanents WHAT names (cardrt_match_leaves), as long as they stay. */
bool cg_leave_exile(unit *u, const node *what);
bool cg_next_draw_instead(unit *u, const node *drawn, node *instead);

/* cg_move.c: where a "to" / "onto" / "into" phrase sends things (a zone
 * and placement); "Return target creature to its owner's hand", "Exile
 * target creature": A's object moved to ZONE (TO_NODE a modifier read). */
bool cg_destination(unit *u, const node *to, int *zone, unsigned *how);
bool cg_move(unit *u, const node *a, int zone, unsigned how, const node *to_node);
/* The objects to move: a selection, or the controller's choice of N of
 * what WHAT describes in the zone FROM names; -1 when it cannot say. */
int cg_moved(unit *u, const node *what, const node *from, bool at_random);
/* "Target player exiles a card from their graveyard", "Each player returns a
 * creature they control to its owner's hand", "that player untaps a land
 * they control": each player of A's subject chooses N of their own as it
 * resolves (ir_chooses_own; CR 101.4), FROM the zone named, if any; the
 * selection of those chosen (cg_move.c); *AMONG (unless NULL) gets a
 * selection of those they chose from, for "the rest". */
int cg_moved_by(unit *u, const node *a, const node *from, int *among);
/* Is NP, in action A, one object (or N) A's controller chooses as the
 * effect resolves (CR 413.2c)?  And what NP names in A: that choice, or a
 * selection. */
bool cg_your_choice(unit *u, const node *a, const node *np);
int cg_chosen_or_named(unit *u, const node *a, const node *np);
/* "You choose a nonland card from it": the controller chooses WHAT among
 * the cards in the zone FROM names. */
bool cg_choose_from(unit *u, const node *what, const node *from);
bool cg_choose_by(unit *u, const node *who, const node *what);
/* "Return ... to ...", "Put ... onto/into/on ...": the action A. */
bool cg_return(unit *u, const node *a);
bool cg_put(unit *u, const node *a);
/* cg_library.c: "a creature card from among them" (the controller chooses
 * one of THEM that WHAT describes, "up to two ...": that many, "all land
 * cards from among them": all; THEM NULL for "all Goblin cards revealed
 * this way"; "it" and "the rest" follow), "the rest"
 * (W) of those, the items of S in the order ORDER says ("in a random
 * order", "in any order"): selections, or -1. */
int cg_from_among(unit *u, const node *what, const node *them);
/* "(Put) one of them (into your graveyard)" (WHAT, meaning_n_of_them): the
 * controller chooses N of the cards "them" names (all when no more), which
 * "it" and "the rest" then follow; the selection, or -1. */
int cg_n_of_them(unit *u, const node *what);
int cg_the_rest(unit *u, const node *w);
int cg_in_order(unit *u, int s, const ir_instr *in);
/* "Put one of them into your hand and the rest into your graveyard"
 * (SPLIT: the "into" that joins the two places). */
bool cg_put_apart(unit *u, const node *a, const node *split);
/* "An opponent separates those cards into two piles" (A, CR 700.3): the
 * first pile that opponent (or the controller) makes of them, for "one
 * pile" after it (cardrt_sel_separate; lower_separate). */
bool cg_separate(unit *u, const node *a);
/* "Target player shuffles their graveyard into their library", "shuffle it
 * into its owner's library" (INTO: that phrase). */
bool cg_shuffle_into(unit *u, const node *a, const node *into);
/* "Reveal cards from the top of your library until you reveal a creature
 * card" (UNTIL: the "until" phrase of A). */
bool cg_reveal_until(unit *u, const node *a, const node *until);
/* "all (other) cards revealed this way" (NP, meaning_revealed_this_way)
 * after it: a selection, or -1. */
int cg_revealed_this_way(unit *u, const node *np);
/* "Remove a -1/-1 counter from target creature"; "You get {E}{E}". */
bool cg_remove_counters(unit *u, const node *a);
bool cg_get_energy(unit *u, const node *a);
/* "Search your library for a basic land card"; "Shuffle", "shuffle your
 * library", "Target player shuffles their library" (cg_library.c). */
bool cg_search(unit *u, const node *a);
bool cg_shuffle(unit *u, const node *a);
/* "Add {R}{R}", "Add one mana of any color", "Add {G} for each ..."
 * (cg_mana.c). */
bool cg_add_mana(unit *u, const node *a);
/* "Spend this mana only to cast creature spells" (CR 106.6), the IR's
 * `spend_only` of statement S: the runtime restricts the mana added before. */
/* "You may spend mana as though it were mana of any color (type) to cast
 * creature spells" (ST, a static ability's statement; CR 609.4b of the
 * current rules): the static ability of its CARDRT_RULE_SPEND_AS, while
 * CONDITION holds; NULL for other words (or an error reported). */
LLVMValueRef cg_spend_as_static(unit *u, const node *st, LLVMValueRef condition);
bool cg_spend_only(unit *u, const node *s);
bool cg_become(unit *u, const node *a, act_env *env);
bool cg_gain_control(unit *u, const node *a);
bool cg_lose_all_abilities(unit *u, const node *a);
/* "Switch target creature's power and toughness until end of turn". */
bool cg_switch_pt(unit *u, const node *a);
bool cg_restriction(unit *u, const node *neg, act_env *env);
bool cg_timed_rule(unit *u, const node *s, const fx_timed *t);
/* "You may play that card this turn" (meaning_may_play). */
bool cg_may_play(unit *u, const fx_may_play *mp, act_env *env);

#endif
