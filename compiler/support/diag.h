/* diag.h — diagnostics: one table (diag.def), printed as gcc and clang do.
 *
 *   file:line:col: error: message [-Wgroup]
 *    12 | / Destroy target creture.
 *       |                  ^~~~~~~
 *       |                  creature
 *   file:line:col: note: ...
 *
 * Output formats: text (with optional colour), json (one array, after the
 * last file, as gcc's -fdiagnostics-format=json), sarif (SARIF 2.1.0).
 * A verify mode (-verify) checks diagnostics against `# expected-...`
 * comments in the source instead of printing them; see docs/diagnostics.md. */
#ifndef CARDC_DIAG_H
#define CARDC_DIAG_H

#include <stdio.h>

#include "source.h"

typedef enum diag_severity {
    SEV_IGNORED,    /* only as the result of -Wno-group */
    SEV_NOTE,
    SEV_WARNING,
    SEV_ERROR,
    SEV_FATAL,
} diag_severity;

typedef enum diag_id {
#define DIAG(id, sev, group, msg) id,
#include "diag.def"
#undef DIAG
    DIAG_COUNT
} diag_id;

typedef struct diag_engine diag_engine;

/* An engine printing to OUT (stderr when NULL).  Sources passed to it must
 * outlive diag_finish: json, sarif and -verify read them there. */
diag_engine *diag_new(FILE *out);
/* From now on E counts what is reported in text format and prints none of
 * it, nor its summary: for text read on trial, as reminder text is. */
void diag_silence(diag_engine *e);
void diag_free(diag_engine *e);

/* Register SRC for -verify, which reads the `# expected-...` comments of every
 * source registered here or passed to diag_report / diag_note.  Register
 * every file checked, also those that produce no diagnostic. */
void diag_add_source(diag_engine *e, const source_file *src);

/* Try ARG as a diagnostics option: -W<group>, -Wno-<group>, -Werror,
 * -Werror=<group>, -Wno-error=<group>, -w, -Wall, -Wextra, -ferror-limit=N,
 * -fdiagnostics-format=text|json|sarif, -fdiagnostics-color[=auto|always|never],
 * -fno-diagnostics-color, -verify.
 * Returns 1 if taken, 0 if ARG is not a diagnostics option, -1 if it is one
 * but malformed (a message has then been printed to stderr).  An unknown
 * -W group is taken with a warning on stderr, as clang does. */
int diag_option(diag_engine *e, const char *arg);

/* Report diagnostic ID at RANGE of SRC (SRC may be NULL for a diagnostic with
 * no location, e.g. a file that cannot be opened).  The message is the
 * table's format string filled from the arguments.  Notes and fix-its added
 * next attach to this diagnostic.  Returns 0 if the diagnostic is ignored
 * (by -Wno-...) or the error limit is reached, 1 otherwise.  In text mode a
 * diagnostic is printed when the next one is reported or at diag_finish, so
 * that its notes and fix-its print with it. */
int diag_report(diag_engine *e, const source_file *src, src_range range, diag_id id, ...);
/* A note on the last reported diagnostic, with its own location (SRC may be NULL). */
void diag_note(diag_engine *e, const source_file *src, src_range range, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* A fix-it on the last reported diagnostic: replace RANGE with TEXT
 * (an empty range inserts, empty TEXT removes). */
void diag_fixit(diag_engine *e, src_range range, const char *text);
/* FN gets every fix-it of a diagnostic that has a -W group and is shown
 * (cardc --fix): the wording fixes, never an error's guess. */
typedef void (*diag_fixit_fn)(void *ctx, const source_file *src, src_range range, const char *text);
void diag_on_fixit(diag_engine *e, diag_fixit_fn fn, void *ctx);
/* FN gets every error reported (after -W options and the error limit have
 * had their say), with its formatted message: what --stats groups. */
typedef void (*diag_error_fn)(void *ctx, diag_id id, const char *msg);
void diag_on_error(diag_engine *e, diag_error_fn fn, void *ctx);

/* Print everything still pending (json and sarif print here); in verify mode,
 * check the expectations of every source seen and report mismatches.
 * Call once, after the last file. */
void diag_finish(diag_engine *e);

/* Errors so far (warnings promoted by -Werror count; in verify mode, the
 * number of verify mismatches once diag_finish has run). */
unsigned diag_error_count(const diag_engine *e);
unsigned diag_warning_count(const diag_engine *e);
/* True once -ferror-limit was reached: the caller should stop early. */
int diag_limit_reached(const diag_engine *e);
/* The caller goes on after -ferror-limit errors (cardc -fskip-unsupported
 * compiles every card that compiles): later diagnostics are not shown, the
 * last line says so as a note, and diag_limit_reached stays false. */
void diag_keep_going(diag_engine *e);

/* Print the diagnostic held back in text mode, with its notes, now (before
 * writing something else to the same stream); json, sarif and -verify keep
 * theirs for diag_finish. */
void diag_flush(diag_engine *e);
/* Text mode, after diag_finish: "2 warnings and 1 error generated." (as
 * clang ends), when there was any; nothing in json, sarif or -verify. */
void diag_print_summary(diag_engine *e);
/* The error limit counts again from here (the errors so far stay counted
 * by diag_error_count): cardsim gives each card file it compiles a limit
 * of its own. */
void diag_limit_restart(diag_engine *e);

/* For --help and docs: print the -W groups and what they cover
 * (diag_groups.def). */
void diag_print_groups(FILE *out);
/* What GROUP covers, or NULL when there is no such group. */
const char *diag_group_description(const char *group);

#endif
