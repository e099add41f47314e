/* front.h — the front end as a whole: a card file in, checked cards out.
 *
 *   cardfile_next  -> one card at a time: header fields and paragraphs
 *   parse_paragraph -> one N_ABILITY per paragraph (grammar/)
 *   front_classify  -> abilities with kinds, modes attached to their choice
 *   sema_card       -> targets counted, pronouns bound, wording checked */
#ifndef CARDC_FRONT_H
#define CARDC_FRONT_H

#include "card.h"
#include "diag.h"
#include "lexicon.h"

typedef struct front {
    arena *a;
    diag_engine *diag;
    lexicon *lex;
    bool quiet;             /* diagnostics are only counted: skip suggestions */
    /* When EACH is set, each card is handed to it as soon as it is checked,
     * instead of being kept in front_file.cards; with RELEASE, what the card
     * took of the arena is given back after EACH returns, so the memory of
     * checking a file does not grow with it. */
    void (*each)(void *arg, card *c);
    void *each_arg;
    bool release;
} front;

typedef struct front_file {
    const source_file *src;
    card *cards;
    unsigned ncards;        /* card faces read */
    unsigned nparsed;       /* faces with no error in the header or any paragraph */
} front_file;

/* Read and check PATH ("-" for standard input).  Returns 0, or -1 when the
 * file cannot be read (reported as ERR_FILE_OPEN). */
int front_file_check(front *fe, const char *path, front_file *out);
/* The same for text in memory. */
void front_source_check(front *fe, const source_file *src, front_file *out);

/* A card's name and where it stands, all front_check_names needs of it. */
typedef struct front_name {
    const char *name;
    const source_file *src;
    src_range range;
} front_name;
front_name front_name_of(const card *c);

/* Cards of the same name among the N NAMES of every input, in input order:
 * each one after the first is reported (a registry finds the first). */
void front_check_names(front *fe, const front_name *names, unsigned n);

/* Link the faces of CARDS (N, in input order) that `// LAYOUT NAME` lines
 * name (docs/card-format.md): each such face and the first face of that
 * name get each other as `other`, the named one `back` and the layout; a
 * name not found, or a face linked twice, is a warning at the line.  Then
 * a face that transforms itself ("transform ~", "transform it", daybound,
 * nightbound) with no other face is warned of (-Wno-back-face): it does
 * nothing (CR 701.28c). */
void front_link_faces(front *fe, card *const *cards, unsigned n);

/* Is W the keyword NAME's past participle ("saddled", "warped", "tithed";
 * parse.c)? */
bool front_participle_of(const char *w, const char *name);
/* Semantic analysis (sema.c): targets and pronouns of the whole card. */
void sema_card(front *fe, card *c);
/* Does target use U of C say "another target ..." or "other target ..."?
 * Then it is not this card, nor (after an earlier use of its ability) an
 * object or player an earlier use took. */
bool sema_target_says_other(const card *c, const target_use *u);
/* Does a filter or phrase N name players ("each opponent", "that player",
 * "its controller")?  "Your hand" is a zone, no player. */
bool sema_names_player(const node *n);
/* Whether the effect N could add mana: an "add" anywhere in it, but not in
 * an ability it grants (CR 605.1: what makes an ability a mana ability). */
bool sema_could_add_mana(const node *n);
/* Wording (wording.c): of one paragraph as it is read, parsed or not
 * (obsolete wording, ties, self-references), then of the card's abilities
 * (durations), from sema_card. */
void wording_paragraph(front *fe, const card *c, const paragraph *p);
void wording_card(front *fe, const card *c);

#endif
