/* cg_filter_int.h — what cg_filter.c (descriptions read from their words)
 * and cg_irfilter.c (descriptions compiled from the card IR) share. */
#ifndef CARDC_CG_FILTER_INT_H
#define CARDC_CG_FILTER_INT_H

#include "cg.h"
#include "meaning.h"

/* FN (an i32 query of the runtime: "cardrt_controller") of object OBJ. */
LLVMValueRef cg_query(unit *u, const char *fn, LLVMValueRef obj);
/* Is the player index P who WHO names? */
LLVMValueRef cg_player_is(unit *u, LLVMValueRef p, ir_who who);
/* Has OBJ the keyword of runtime bit BIT (as it last was: u->last_known)? */
LLVMValueRef cg_has_keyword(unit *u, LLVMValueRef obj, uint64_t bit);
/* The test of one word W, a trait of a lowered filter, on OBJ (its
 * description at AT); *PLAYERS is set instead for the words that name
 * players ("opponent", "player"). */
LLVMValueRef cg_word_emit(unit *u, LLVMValueRef obj, ir_word w, src_range at, ir_who *players);
/* OBJ's part in a block with the source, as HOW says (not IR_BLOCK_NONE):
 * blocking it, blocked by it, either, or banded with it (CR 509.1h). */
LLVMValueRef cg_block_test(unit *u, LLVMValueRef obj, ir_block how);
/* The player chosen for the source as it entered (-1 while none is). */
LLVMValueRef cg_chosen_player(unit *u);
/* Has OBJ the creature (basic land) type chosen for the source? */
LLVMValueRef cg_has_chosen_type(unit *u, LLVMValueRef obj);

/* A target's legality test (CR 601.2c), begun (cg_legal_begin): the
 * object's or player's index, whether the target is an object, whether a
 * player; ended (cg_legal_end) with what an object OBJ_OK or a player
 * PLAYER_OK must be (NULL: refused). */
typedef struct cg_legal_parts {
    cg_saved save;
    LLVMValueRef id, kind, is_obj, is_player;
} cg_legal_parts;
void cg_legal_begin(unit *u, cg_legal_parts *p);
LLVMValueRef cg_legal_end(unit *u, cg_legal_parts *p, LLVMValueRef obj_ok, LLVMValueRef player_ok);

/* The legality test of a target (CR 601.2c) whose lowered filter is F:
 * objects in its zones (their runtime bits in *ZONES, 0 for the
 * battlefield alone, cardrt_target_spec) and players. */
LLVMValueRef cg_ir_target_legal_fn(unit *u, const ir_filter *f, unsigned *zones);

/* The legality of a slot whose lowered filter F names abilities on the
 * stack (cg_slot_legal_fn): the kinds it takes in *ABILITIES, the zones of
 * its spells in *ZONES. */
LLVMValueRef cg_ir_abilities_legal_fn(unit *u, const ir_filter *f, unsigned *zones, unsigned *abilities);

/* The filter lowering made of a copy of the N_FILTER F with its words:
 * F's alternatives and qualifiers and those of the noun phrase's list MORE
 * (NULL: none), as lowering listed its description's (ir_described's
 * `alts`, `quals`); NULL if none. */
const ir_filter *cg_ir_same_words(const unit *u, const node *f, const node *more);
/* Do the qualifiers of the lists QUALS and MORE say whose zone IRF's
 * objects are in, who controls and who owns them, where IRF says
 * (`zone_owner`, `controller`, `owner`)?  Lowering gives a description
 * without such words those of the player its action names ("unless they
 * discard an artifact card": theirs), which a copy of it elsewhere does not
 * mean. */
bool cg_ir_says_whose(const ir_filter *irf, const node *quals, const node *more);
/* IRF and the relation Q a caller added to its noun phrase
 * (ir_with_relation): "attacking", "blocking ~", "blocked by ~" in the
 * fields lowering gives those words; NULL for another relation. */
const ir_filter *cg_ir_with_relation(unit *u, const ir_filter *irf, const node *q);
/* IRF with the relation HOW (IR_QUAL_ATTACKING: the status trait
 * "attacking"; IR_QUAL_BLOCKING, IR_QUAL_BLOCKED_BY: `block` with the card
 * itself, at AT) added, as cg_ir_with_relation adds it; NULL for another
 * relation, or a second `block`. */
const ir_filter *cg_ir_related(unit *u, const ir_filter *irf, ir_qual_kind how, src_range at);

#endif
