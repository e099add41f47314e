/* card.h — a card face as the front end sees it: header fields from the
 * card-file reader, paragraphs of rules text, and (after parsing) abilities. */
#ifndef CARDC_CARD_H
#define CARDC_CARD_H

#include <stdbool.h>

#include "ast.h"
#include "diag.h"
#include "source.h"

enum { COLOR_W = 1, COLOR_U = 2, COLOR_B = 4, COLOR_R = 8, COLOR_G = 16 };

typedef enum para_kind {
    PARA_TEXT,          /* "/ text" */
    PARA_MODE,          /* "/ • text": a mode of the choice paragraph before it */
} para_kind;

typedef struct paragraph {
    struct paragraph *next;
    para_kind kind;
    src_range range;        /* the whole paragraph after "/ " (and "• ") */
    src_range label;        /* an ability word or chapter label before " — "; empty if none */
    src_range name;         /* a Saga chapter's name after its label ("I — Name — "); empty if none */
    src_range body;         /* the text the grammar reads */
    src_range leads;        /* a dungeon room's rooms after " → " at its end; empty if none */
    struct ability *ability;   /* set by the parser; NULL when it failed */
    bool failed;
    const char *error;      /* why it failed (the first error), for --stats */
    unsigned merges;        /* two readings met in a %merge, this many times (syntax.c) */
    unsigned ties;          /* words with two readings no rule chose (-Wambiguous-parse) */
} paragraph;

/* How a face is linked to the other face of its card (a `// LAYOUT NAME`
 * line, docs/card-format.md), listed once: LAYOUT(id, spelling).  The
 * runtime's cardrt_layout numbers them in the same order. */
#define CARD_LAYOUTS(LAYOUT) \
    LAYOUT(LAYOUT_TRANSFORM, "transform") LAYOUT(LAYOUT_MODAL, "modal") LAYOUT(LAYOUT_SPLIT, "split") \
    LAYOUT(LAYOUT_ADVENTURE, "adventure") LAYOUT(LAYOUT_FLIP, "flip") LAYOUT(LAYOUT_MELD, "meld")
typedef enum card_layout {
    LAYOUT_NONE,
#define LAYOUT_ID(id, spelling) id,
    CARD_LAYOUTS(LAYOUT_ID)
#undef LAYOUT_ID
} card_layout;

typedef struct card {
    struct card *next;
    const source_file *src;
    const char *name;
    const char *short_name;   /* a legendary card's name before the comma, or NULL */
    src_range name_range, header_range;
    const char *mana_cost;    /* as written, or NULL */
    unsigned colors;          /* COLOR_* from the mana cost */
    const char **supertypes, **types, **subtypes;
    unsigned nsupertypes, ntypes, nsubtypes;
    const char *power, *toughness, *loyalty, *defense;
    paragraph *paras;
    unsigned nparas;
    unsigned header_errors;   /* errors found in the header */
    unsigned text_errors;     /* paragraphs that failed to parse or check */
    struct ability *abilities;   /* parsed abilities, in text order */
    struct target_use *spell_targets;   /* targets the card has as a spell */
    /* Its link to the other face of its card: the layout and the name a
     * `// LAYOUT NAME` line of its block gives (LAYOUT_NONE: none), where
     * that line stands; OTHER the face of that name among the faces
     * compiled with it, or the face whose line names this one, set by
     * front_link_faces; BACK: this face is the one another's line names
     * (the back face, the right half, the Adventure, the flipped face). */
    card_layout layout;
    const char *link_name;
    src_range link_range;
    struct card *other;
    bool back;
    unsigned order;           /* its place among the faces linked (front_link_faces) */
} card;

/* The card-file reader: cards one at a time, so that the diagnostics of a
 * card's header and of its text come out in the order of the file.  Header
 * and layout problems are reported to DIAG and counted in the card (or, for
 * text outside any card, in the reader). */
typedef struct cardfile cardfile;

cardfile *cardfile_open(arena *a, const source_file *src, diag_engine *diag);
/* The next card face, or NULL at the end of the file. */
card *cardfile_next(cardfile *r);
unsigned cardfile_stray_errors(const cardfile *r);

bool card_has_type(const card *c, const char *type);
/* The spelling of LAYOUT in a link line ("transform"). */
const char *card_layout_name(card_layout layout);
bool card_has_supertype(const card *c, const char *super);
bool card_has_subtype(const card *c, const char *sub);

#endif
