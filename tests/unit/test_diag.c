/* test_diag.c — the diagnostics engine: text, colour, -W options, the error
 * limit, json, sarif and -verify. */
#define _XOPEN_SOURCE 700       /* posix_openpt, for the colour=auto test */

#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cunit_main.h"
#include "diag.h"
#include "unit.h"

/* An engine writing into memory, and a source made from a string. */
typedef struct fixture {
    arena *a;
    char *buf;
    size_t len;
    FILE *out;
    diag_engine *e;
    source_file *src;
} fixture;

static void fx_open(fixture *f, const char *text)
{
    memset(f, 0, sizeof *f);
    f->a = arena_new();
    f->out = open_memstream(&f->buf, &f->len);
    f->e = diag_new(f->out);
    if (text)
        f->src = source_from_string(f->a, "t.cards", text, strlen(text));
}

/* Finish the engine and return what it printed. */
static const char *fx_finish(fixture *f)
{
    diag_finish(f->e);
    fflush(f->out);
    return f->buf;
}

static void fx_close(fixture *f)
{
    diag_free(f->e);
    fclose(f->out);
    free(f->buf);
    arena_free(f->a);
}

/* The range of the first NEEDLE in the source. */
static src_range at(const fixture *f, const char *needle)
{
    const char *p = strstr(f->src->text, needle);
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    uint32_t b = (uint32_t)(p - f->src->text);
    return (src_range){ b, b + (uint32_t)strlen(needle) };
}

static const char doom[] = "Doom Blade  {1}{B}  Instant\n/ Destroy target creture.\n";

static void test_text_caret_fixit_note(void)
{
    fixture f;
    fx_open(&f, doom);
    CU_ASSERT_EQUAL(diag_option(f.e, "-fdiagnostics-color=never"), 1);
    src_range r = at(&f, "creture");
    CU_ASSERT_EQUAL(diag_report(f.e, f.src, r, ERR_UNKNOWN_WORD, "creture"), 1);
    diag_note(f.e, NULL, r, "did you mean '%s'?", "creature");
    diag_fixit(f.e, r, "creature");
    diag_note(f.e, f.src, at(&f, "Doom Blade"), "the card starts here");
    const char *out = fx_finish(&f);
    CU_ASSERT_STRING_EQUAL(out,
        "t.cards:2:18: error: unknown word 'creture'\n"
        "    2 | / Destroy target creture.\n"
        "      |                  ^~~~~~~\n"
        "      |                  creature\n"
        "note: did you mean 'creature'?\n"
        "t.cards:1:1: note: the card starts here\n"
        "    1 | Doom Blade  {1}{B}  Instant\n"
        "      | ^~~~~~~~~~\n");
    CU_ASSERT_EQUAL(diag_error_count(f.e), 1);
    CU_ASSERT_EQUAL(diag_warning_count(f.e), 0);
    fx_close(&f);
}

static void test_text_multibyte_and_tabs(void)
{
    fixture f;
    fx_open(&f, "Elf  Creature — Elf Druud\t1/1\n\tx\tyy\n");
    diag_option(f.e, "-fno-diagnostics-color");
    diag_report(f.e, f.src, at(&f, "Druud"), ERR_UNKNOWN_TYPE, "Druud");
    diag_report(f.e, f.src, at(&f, "yy"), ERR_STRAY_CHAR, "yy");
    const char *out = fx_finish(&f);
    CU_ASSERT_STRING_EQUAL(out,
        "t.cards:1:21: error: unknown card type 'Druud'\n"
        "    1 | Elf  Creature — Elf Druud\t1/1\n"
        "      |                     ^~~~~\n"
        "t.cards:2:4: error: stray 'yy' in rules text\n"
        "    2 | \tx\tyy\n"
        "      | \t \t^~\n");
    fx_close(&f);
}

static void test_text_no_source_and_bad_bytes(void)
{
    fixture f;
    fx_open(&f, "Bad  Instant\n/ a\xff\x01 b\n");
    diag_option(f.e, "-fdiagnostics-color=never");
    diag_report(f.e, NULL, (src_range){ 0, 0 }, ERR_FILE_OPEN, "x.cards", "No such file or directory");
    src_range r = at(&f, "b\n");
    r.end--;
    diag_report(f.e, f.src, r, ERR_INVALID_UTF8);
    const char *out = fx_finish(&f);
    CU_ASSERT_STRING_EQUAL(out,
        "cardc: error: cannot read 'x.cards': No such file or directory\n"
        "t.cards:2:7: error: invalid UTF-8 byte sequence\n"
        "    2 | / a<FF><01> b\n"
        "      |             ^\n");
    fx_close(&f);
}

/* The source line is written in runs of plain bytes: the colour of the
 * caret's range, and an escaped byte inside it, break a run where they fall. */
static void test_text_caret_colour_in_line(void)
{
    fixture f;
    fx_open(&f, "Bad  Instant\n/ a\xff\x01 b c\n");
    diag_option(f.e, "-fdiagnostics-color=always");
    src_range r = at(&f, "\xff");
    r.end = at(&f, " c").begin;
    diag_report(f.e, f.src, r, ERR_INVALID_UTF8);
    const char *out = fx_finish(&f);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "    2 | / a\33[01;32m\33[K<FF><01> b\33[m\33[K c\n"));
    fx_close(&f);
}

static void test_text_long_line_window(void)
{
    size_t n = 200000;
    char *t = malloc(n + 32);
    memset(t, 'a', n);
    memcpy(t + n / 2, " zzz ", 5);
    strcpy(t + n, "\n");
    fixture f;
    fx_open(&f, t);
    diag_option(f.e, "-fdiagnostics-color=never");
    diag_report(f.e, f.src, at(&f, "zzz"), ERR_UNKNOWN_WORD, "zzz");
    const char *out = fx_finish(&f);
    CU_ASSERT(strlen(out) < 4000);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "t.cards:1:100002: error: unknown word 'zzz'\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "| ...aaa"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "aaa...\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, " ^~~\n"));
    fx_close(&f);
    free(t);
}

static const char obsolete_text[] = "Old  Instant\n/ Remove target creature from the game.\n";

static void report_obsolete(fixture *f, int expect)
{
    int got = diag_report(f->e, f->src, at(f, "Remove"), WARN_OBSOLETE, "remove ... from the game", "exile");
    CU_ASSERT_EQUAL(got, expect);
}

static void test_warning_groups(void)
{
    fixture f;
    fx_open(&f, obsolete_text);
    diag_option(f.e, "-fdiagnostics-color=never");
    report_obsolete(&f, 1);
    const char *out = fx_finish(&f);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "t.cards:2:3: warning: obsolete wording 'remove ... from the game'; "
                                       "current Oracle text says 'exile' [-Wobsolete]\n"));
    CU_ASSERT_EQUAL(diag_warning_count(f.e), 1);
    CU_ASSERT_EQUAL(diag_error_count(f.e), 0);
    fx_close(&f);

    fx_open(&f, obsolete_text);
    CU_ASSERT_EQUAL(diag_option(f.e, "-Wno-obsolete"), 1);
    report_obsolete(&f, 0);
    diag_note(f.e, NULL, (src_range){ 0, 0 }, "dropped with its diagnostic");
    CU_ASSERT_STRING_EQUAL(fx_finish(&f), "");
    CU_ASSERT_EQUAL(diag_warning_count(f.e), 0);
    fx_close(&f);

    fx_open(&f, obsolete_text);
    diag_option(f.e, "-Wno-obsolete");
    diag_option(f.e, "-Wobsolete");
    report_obsolete(&f, 1);
    fx_close(&f);

    fx_open(&f, obsolete_text);
    diag_option(f.e, "-w");
    report_obsolete(&f, 0);
    fx_close(&f);

    /* -Wobsolete-wording is the other name of -Wobsolete; a note of its own
     * in a group goes with the group. */
    fx_open(&f, obsolete_text);
    CU_ASSERT_EQUAL(diag_option(f.e, "-Wno-obsolete-wording"), 1);
    report_obsolete(&f, 0);
    CU_ASSERT_EQUAL(diag_report(f.e, f.src, at(&f, "Remove"), NOTE_OBSOLETE_MEANING, "a", "b"), 0);
    CU_ASSERT_STRING_EQUAL(fx_finish(&f), "");
    fx_close(&f);
}

/* cardc --fix gets the fix-its of warnings in a group, never an error's. */
static unsigned fixits_seen;
static void count_fixit(void *ctx, const source_file *src, src_range r, const char *text)
{
    (void)ctx, (void)src, (void)r;
    fixits_seen += strcmp(text, "exile") == 0;
}

static void test_fixit_listener(void)
{
    fixture f;
    fx_open(&f, obsolete_text);
    diag_on_fixit(f.e, count_fixit, NULL);
    fixits_seen = 0;
    diag_report(f.e, f.src, at(&f, "Remove"), WARN_OBSOLETE, "remove", "exile");
    diag_fixit(f.e, at(&f, "Remove"), "exile");
    diag_report(f.e, f.src, at(&f, "Remove"), ERR_UNKNOWN_WORD_SUGGEST, "Remove", "exile");
    diag_fixit(f.e, at(&f, "Remove"), "exile");
    CU_ASSERT_EQUAL(fixits_seen, 1);
    fx_close(&f);
}

static void test_werror(void)
{
    fixture f;
    fx_open(&f, obsolete_text);
    diag_option(f.e, "-fdiagnostics-color=never");
    CU_ASSERT_EQUAL(diag_option(f.e, "-Werror"), 1);
    report_obsolete(&f, 1);
    const char *out = fx_finish(&f);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "t.cards:2:3: error: obsolete wording"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "'exile' [-Werror,-Wobsolete]\n"));
    CU_ASSERT_EQUAL(diag_error_count(f.e), 1);
    CU_ASSERT_EQUAL(diag_warning_count(f.e), 0);
    fx_close(&f);

    /* -Werror=group promotes that group only. */
    fx_open(&f, obsolete_text);
    diag_option(f.e, "-fdiagnostics-color=never");
    CU_ASSERT_EQUAL(diag_option(f.e, "-Werror=pronoun"), 1);
    report_obsolete(&f, 1);
    diag_report(f.e, f.src, at(&f, "target"), WARN_PRONOUN_UNBOUND, "it");
    out = fx_finish(&f);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "warning: obsolete wording"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "error: 'it' refers to nothing before it [-Werror,-Wpronoun]\n"));
    CU_ASSERT_EQUAL(diag_error_count(f.e), 1);
    CU_ASSERT_EQUAL(diag_warning_count(f.e), 1);
    fx_close(&f);

    /* -Werror=group also turns the group on; -Wno-error=group exempts it. */
    fx_open(&f, obsolete_text);
    diag_option(f.e, "-Wno-obsolete");
    diag_option(f.e, "-Werror=obsolete");
    report_obsolete(&f, 1);
    CU_ASSERT_EQUAL(diag_error_count(f.e), 1);
    fx_close(&f);

    fx_open(&f, obsolete_text);
    diag_option(f.e, "-Werror");
    diag_option(f.e, "-Wno-error=obsolete");
    report_obsolete(&f, 1);
    CU_ASSERT_EQUAL(diag_error_count(f.e), 0);
    CU_ASSERT_EQUAL(diag_warning_count(f.e), 1);
    fx_close(&f);
}

static void test_error_limit(void)
{
    fixture f;
    fx_open(&f, doom);
    diag_option(f.e, "-fdiagnostics-color=never");
    CU_ASSERT_EQUAL(diag_option(f.e, "-ferror-limit=2"), 1);
    src_range r = at(&f, "creture");
    CU_ASSERT_EQUAL(diag_report(f.e, f.src, r, ERR_UNKNOWN_WORD, "one"), 1);
    CU_ASSERT_FALSE(diag_limit_reached(f.e));
    CU_ASSERT_EQUAL(diag_report(f.e, f.src, r, ERR_UNKNOWN_WORD, "two"), 1);
    diag_note(f.e, NULL, r, "a note of the last error");
    CU_ASSERT_TRUE(diag_limit_reached(f.e));
    CU_ASSERT_EQUAL(diag_report(f.e, f.src, r, ERR_UNKNOWN_WORD, "three"), 0);
    CU_ASSERT_EQUAL(diag_report(f.e, f.src, r, WARN_OBSOLETE, "a", "b"), 0);
    const char *out = fx_finish(&f);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "'one'"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "'two'"));
    CU_ASSERT_PTR_NULL(strstr(out, "'three'"));
    const char *fatal = "cardc: fatal error: too many errors emitted, stopping now [-ferror-limit=]\n";
    const char *p = strstr(out, fatal);
    CU_ASSERT_PTR_NOT_NULL(p);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "note: a note of the last error\n"
                                       "cardc: fatal error"));
    if (p)
        CU_ASSERT_PTR_NULL(strstr(p + strlen(fatal), "fatal error"));
    CU_ASSERT_EQUAL(diag_error_count(f.e), 2);
    fx_close(&f);

    /* 0: no limit. */
    fx_open(&f, doom);
    diag_option(f.e, "-ferror-limit=0");
    for (int i = 0; i < 50; i++)
        CU_ASSERT_EQUAL(diag_report(f.e, f.src, at(&f, "creture"), ERR_UNKNOWN_WORD, "x"), 1);
    CU_ASSERT_FALSE(diag_limit_reached(f.e));
    fx_close(&f);

}

/* diag_keep_going (cardc -fskip-unsupported): the limit stops the reports,
 * not the caller, and its last line is a note that says so. */
static void test_error_limit_keep_going(void)
{
    fixture f;
    fx_open(&f, doom);
    diag_option(f.e, "-fdiagnostics-color=never");
    diag_option(f.e, "-ferror-limit=1");
    diag_keep_going(f.e);
    src_range r = at(&f, "creture");
    CU_ASSERT_EQUAL(diag_report(f.e, f.src, r, ERR_UNKNOWN_WORD, "one"), 1);
    CU_ASSERT_FALSE(diag_limit_reached(f.e));
    CU_ASSERT_EQUAL(diag_report(f.e, f.src, r, ERR_UNKNOWN_WORD, "two"), 0);
    CU_ASSERT_FALSE(diag_limit_reached(f.e));
    const char *out = fx_finish(&f);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "'one'"));
    CU_ASSERT_PTR_NULL(strstr(out, "'two'"));
    CU_ASSERT_PTR_NULL(strstr(out, "fatal"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\ncardc: note: too many errors emitted; the rest are not shown "
                                       "[-ferror-limit=]\n"));
    fx_close(&f);
}

/* diag_flush prints the diagnostic held back in text mode, with its notes,
 * so that what is written next to the stream comes after it. */
static void test_flush(void)
{
    fixture f;
    fx_open(&f, doom);
    diag_option(f.e, "-fdiagnostics-color=never");
    src_range r = at(&f, "creture");
    diag_report(f.e, f.src, r, ERR_UNKNOWN_WORD, "creture");
    diag_note(f.e, NULL, r, "a note");
    fflush(f.out);
    CU_ASSERT_TRUE(f.len == 0);
    diag_flush(f.e);
    fputs("after\n", f.out);
    const char *out = fx_finish(&f);
    const char *note = strstr(out, "note: a note\n");
    CU_ASSERT_PTR_NOT_NULL(note);
    if (note)
        CU_ASSERT_STRING_EQUAL(note, "note: a note\nafter\n");
    fx_close(&f);
}

static void test_json(void)
{
    fixture f;
    fx_open(&f, "Elf  Creature — Elf\n/ Destroy target creture.\n");
    CU_ASSERT_EQUAL(diag_option(f.e, "-fdiagnostics-format=json"), 1);
    src_range r = at(&f, "creture");
    diag_report(f.e, f.src, r, ERR_UNKNOWN_WORD, "q\"\\\x01\xff\n");
    diag_note(f.e, NULL, r, "did you mean '%s'?", "creature");
    diag_fixit(f.e, r, "creature");
    diag_report(f.e, f.src, at(&f, "Elf\n"), WARN_OBSOLETE, "a", "b");
    diag_report(f.e, NULL, (src_range){ 0, 0 }, ERR_FILE_OPEN, "x", "y");
    CU_ASSERT_EQUAL(f.len, 0);      /* nothing before diag_finish */
    const char *out = fx_finish(&f);
    CU_ASSERT_EQUAL(out[0], '[');
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "]\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "{\"kind\": \"error\", \"message\": \"unknown word 'q\\\"\\\\\\u0001\\ufffd\\n'\""));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"caret\": {\"file\": \"t.cards\", \"line\": 2, \"column\": 18, "
                                       "\"display-column\": 18, \"byte-column\": 18}"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"finish\": {\"file\": \"t.cards\", \"line\": 2, \"column\": 24"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"children\": [{\"kind\": \"note\", \"message\": \"did you mean 'creature'?\", \"locations\": []}]"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"fixits\": [{\"start\": {\"file\": \"t.cards\", \"line\": 2, \"column\": 18"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"next\": {\"file\": \"t.cards\", \"line\": 2, \"column\": 25"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"string\": \"creature\"}"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "{\"kind\": \"warning\""));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"option\": \"-Wobsolete\""));
    /* Columns count code points, byte columns bytes (the em dash is three). */
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"line\": 1, \"column\": 17, \"display-column\": 17, \"byte-column\": 19}"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"message\": \"cannot read 'x': y\", \"locations\": []"));
    for (const char *p = out; *p; p++)
        CU_ASSERT(*p == '\n' || (unsigned char)*p >= 0x20);
    CU_ASSERT_PTR_NULL(strstr(out, "\xff"));
    fx_close(&f);

    fx_open(&f, NULL);
    diag_option(f.e, "-fdiagnostics-format=json");
    CU_ASSERT_STRING_EQUAL(fx_finish(&f), "[]\n");
    fx_close(&f);
}

static void test_sarif(void)
{
    fixture f;
    fx_open(&f, doom);
    CU_ASSERT_EQUAL(diag_option(f.e, "-fdiagnostics-format=sarif"), 1);
    src_range r = at(&f, "creture");
    diag_report(f.e, f.src, r, ERR_UNKNOWN_WORD, "creture");
    diag_note(f.e, f.src, at(&f, "Doom"), "card \"%s\"", "Doom Blade");
    diag_fixit(f.e, r, "creature");
    diag_report(f.e, f.src, r, WARN_OBSOLETE, "a", "b");
    diag_report(f.e, f.src, r, ERR_UNKNOWN_WORD, "again");
    const char *out = fx_finish(&f);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"version\": \"2.1.0\""));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"$schema\": "));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"name\": \"cardc\", \"version\": \"0.1.0\""));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "{\"id\": \"err-unknown-word\""));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "{\"id\": \"warn-obsolete\""));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "{\"ruleId\": \"err-unknown-word\", \"ruleIndex\": 0, \"level\": \"error\", "
                                       "\"message\": {\"text\": \"unknown word 'creture'\"}"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "{\"ruleId\": \"warn-obsolete\", \"ruleIndex\": 1, \"level\": \"warning\""));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"ruleIndex\": 0, \"level\": \"error\", \"message\": {\"text\": \"unknown word 'again'\"}"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"physicalLocation\": {\"artifactLocation\": {\"uri\": \"t.cards\"}, "
                                       "\"region\": {\"startLine\": 2, \"startColumn\": 18, \"endLine\": 2, \"endColumn\": 25}}"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"relatedLocations\": [{\"id\": 0, "));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"message\": {\"text\": \"card \\\"Doom Blade\\\"\"}"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"fixes\": [{\"artifactChanges\": [{\"artifactLocation\": {\"uri\": \"t.cards\"}, "
                                       "\"replacements\": [{\"deletedRegion\": {\"startLine\": 2"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"insertedContent\": {\"text\": \"creature\"}"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\"columnKind\": \"unicodeCodePoints\""));
    fx_close(&f);
}

/* A pseudo-terminal for colour=auto: returns the master, *slave gets a FILE
 * on the other end, or -1 when the system has no pseudo-terminals. */
static int open_pty(FILE **slave)
{
    int m = posix_openpt(O_RDWR | O_NOCTTY);
    if (m < 0)
        return -1;
    const char *name = NULL;
    if (grantpt(m) != 0 || unlockpt(m) != 0 || !(name = ptsname(m))) {
        close(m);
        return -1;
    }
    int s = open(name, O_RDWR | O_NOCTTY);
    if (s < 0 || !(*slave = fdopen(s, "w"))) {
        if (s >= 0)
            close(s);
        close(m);
        return -1;
    }
    return m;
}

/* Print one warning through a terminal; returns 1 if it came out coloured,
 * 0 if plain, -1 if there is no terminal to test with. */
static int colour_on_tty(void)
{
    FILE *tty = NULL;
    int m = open_pty(&tty);
    if (m < 0)
        return -1;
    arena *a = arena_new();
    source_file *src = source_from_string(a, "t.cards", obsolete_text, strlen(obsolete_text));
    diag_engine *e = diag_new(tty);
    diag_report(e, src, (src_range){ 15, 21 }, WARN_OBSOLETE, "a", "b");
    diag_finish(e);
    diag_free(e);
    fflush(tty);
    char buf[4096];
    size_t got = 0;
    struct pollfd pfd = { m, POLLIN, 0 };
    while (got < sizeof buf - 1 && poll(&pfd, 1, 200) > 0) {
        ssize_t n = read(m, buf + got, sizeof buf - 1 - got);
        if (n <= 0)
            break;
        got += (size_t)n;
        if (memchr(buf, '^', got))
            break;
    }
    buf[got] = '\0';
    fclose(tty);
    close(m);
    arena_free(a);
    if (!strstr(buf, "warning:"))
        return -1;
    return strstr(buf, "\33[") != NULL;
}

/* A silenced engine counts errors and warnings and prints nothing, not
 * even its summary (reminder text read on trial, front.c). */
static void test_silence(void)
{
    fixture f;
    fx_open(&f, obsolete_text);
    diag_silence(f.e);
    report_obsolete(&f, 1);
    diag_report(f.e, f.src, at(&f, "Old"), ERR_UNKNOWN_WORD, "Old");
    diag_print_summary(f.e);
    const char *out = fx_finish(&f);
    CU_ASSERT_EQUAL(diag_error_count(f.e), 1);
    CU_ASSERT_EQUAL(diag_warning_count(f.e), 1);
    CU_ASSERT_TRUE(!out || out[0] == '\0');
    fx_close(&f);
}

static void test_colour(void)
{
    fixture f;
    fx_open(&f, obsolete_text);
    CU_ASSERT_EQUAL(diag_option(f.e, "-fdiagnostics-color=always"), 1);
    report_obsolete(&f, 1);
    const char *out = fx_finish(&f);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\33[01m\33[Kt.cards:2:3:\33[m\33[K "));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\33[01;35m\33[Kwarning:\33[m\33[K"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "[\33[01;35m\33[K-Wobsolete\33[m\33[K]"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\33[01;32m\33[K^~~~~~\33[m\33[K"));
    fx_close(&f);

    fx_open(&f, doom);
    diag_option(f.e, "-fdiagnostics-color");
    diag_report(f.e, f.src, at(&f, "creture"), ERR_UNKNOWN_WORD, "x");
    diag_note(f.e, NULL, at(&f, "creture"), "n");
    out = fx_finish(&f);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\33[01;31m\33[Kerror:\33[m\33[K"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "\33[01;36m\33[Knote:\33[m\33[K"));
    fx_close(&f);

    fx_open(&f, obsolete_text);
    diag_option(f.e, "-fdiagnostics-color=never");
    report_obsolete(&f, 1);
    CU_ASSERT_PTR_NULL(strchr(fx_finish(&f), '\33'));
    fx_close(&f);

    /* auto, the default: a memory stream is not a terminal. */
    fx_open(&f, obsolete_text);
    report_obsolete(&f, 1);
    CU_ASSERT_PTR_NULL(strchr(fx_finish(&f), '\33'));
    fx_close(&f);

    /* auto on a terminal: colour unless NO_COLOR is set or TERM is dumb. */
    const char *old_no = getenv("NO_COLOR"), *old_term = getenv("TERM");
    char *save_no = old_no ? strdup(old_no) : NULL, *save_term = old_term ? strdup(old_term) : NULL;
    setenv("TERM", "xterm", 1);
    unsetenv("NO_COLOR");
    int plain_tty = colour_on_tty();
    if (plain_tty >= 0) {
        CU_ASSERT_EQUAL(plain_tty, 1);
        setenv("NO_COLOR", "", 1);              /* empty counts as unset */
        CU_ASSERT_EQUAL(colour_on_tty(), 1);
        setenv("NO_COLOR", "1", 1);
        CU_ASSERT_EQUAL(colour_on_tty(), 0);
        unsetenv("NO_COLOR");
        setenv("TERM", "dumb", 1);
        CU_ASSERT_EQUAL(colour_on_tty(), 0);
        unsetenv("TERM");
        CU_ASSERT_EQUAL(colour_on_tty(), 0);
    }
    if (save_no)
        setenv("NO_COLOR", save_no, 1);
    else
        unsetenv("NO_COLOR");
    if (save_term)
        setenv("TERM", save_term, 1);
    else
        unsetenv("TERM");
    free(save_no);
    free(save_term);
}

/* Run diag_option with stderr captured; returns its result and the text. */
static int option_stderr(diag_engine *e, const char *arg, char *buf, size_t cap)
{
    FILE *tmp = tmpfile();
    CU_ASSERT_PTR_NOT_NULL_FATAL(tmp);
    fflush(stderr);
    int saved = dup(2);
    dup2(fileno(tmp), 2);
    int r = diag_option(e, arg);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    rewind(tmp);
    size_t n = fread(buf, 1, cap - 1, tmp);
    buf[n] = '\0';
    fclose(tmp);
    return r;
}

static void test_unknown_option(void)
{
    fixture f;
    fx_open(&f, NULL);
    diag_option(f.e, "-fdiagnostics-color=never");
    char buf[512];
    CU_ASSERT_EQUAL(option_stderr(f.e, "-Wobsolte", buf, sizeof buf), 1);
    CU_ASSERT_STRING_EQUAL(buf, "cardc: warning: unknown warning option '-Wobsolte'; "
                                "did you mean '-Wobsolete'? [-Wunknown-warning-option]\n");
    CU_ASSERT_EQUAL(option_stderr(f.e, "-Wno-pronon", buf, sizeof buf), 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(buf, "'-Wno-pronon'; did you mean '-Wno-pronoun'?"));
    CU_ASSERT_EQUAL(option_stderr(f.e, "-Werror=card-typ", buf, sizeof buf), 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(buf, "did you mean '-Werror=card-type'?"));
    CU_ASSERT_EQUAL(option_stderr(f.e, "-Wfoo", buf, sizeof buf), 1);
    CU_ASSERT_STRING_EQUAL(buf, "cardc: warning: unknown warning option '-Wfoo' [-Wunknown-warning-option]\n");
    CU_ASSERT_EQUAL(option_stderr(f.e, "-Wall", buf, sizeof buf), 1);
    CU_ASSERT_STRING_EQUAL(buf, "");
    CU_ASSERT_EQUAL(option_stderr(f.e, "-Wextra", buf, sizeof buf), 1);
    CU_ASSERT_STRING_EQUAL(buf, "");
    CU_ASSERT_EQUAL(option_stderr(f.e, "-ferror-limit=abc", buf, sizeof buf), -1);
    CU_ASSERT_STRING_EQUAL(buf, "cardc: error: invalid value 'abc' in '-ferror-limit=abc'\n");
    CU_ASSERT_EQUAL(option_stderr(f.e, "-fdiagnostics-format=xml", buf, sizeof buf), -1);
    CU_ASSERT_EQUAL(option_stderr(f.e, "-fdiagnostics-color=sometimes", buf, sizeof buf), -1);
    CU_ASSERT_EQUAL(option_stderr(f.e, "--check", buf, sizeof buf), 0);
    CU_ASSERT_EQUAL(option_stderr(f.e, "-fsyntax-only", buf, sizeof buf), 0);
    CU_ASSERT_STRING_EQUAL(buf, "");
    fx_close(&f);
}

static const char verify_text[] =
    "Doom Blade  {1}{B}  Instant\n"
    "/ Destroy target creture.\n"
    "# expected-error {{unknown word 'creture'}}\n"
    "# expected-note {{did you mean}}\n"
    "/ Remove it from the game.\n"
    "# a comment between the line and its expectation\n"
    "# expected-warning {{obsolete wording}}\n"
    "# expected-error@-6 {{stray}}\n";

static void test_verify_ok(void)
{
    fixture f;
    fx_open(&f, verify_text);
    CU_ASSERT_EQUAL(diag_option(f.e, "-verify"), 1);
    src_range r = at(&f, "creture");
    diag_report(f.e, f.src, r, ERR_UNKNOWN_WORD, "creture");
    diag_note(f.e, NULL, r, "did you mean '%s'?", "creature");
    diag_report(f.e, f.src, at(&f, "Remove"), WARN_OBSOLETE, "remove", "exile");
    diag_note(f.e, NULL, r, "a note nobody asked about");   /* line 5: not checked */
    diag_report(f.e, f.src, at(&f, "target"), ERR_STRAY_CHAR, "x");
    CU_ASSERT_STRING_EQUAL(fx_finish(&f), "");
    CU_ASSERT_EQUAL(diag_error_count(f.e), 0);
    fx_close(&f);
}

static void test_verify_mismatches(void)
{
    fixture f;
    fx_open(&f, verify_text);
    diag_option(f.e, "-verify");
    diag_option(f.e, "-ferror-limit=1");        /* no limit under -verify */
    src_range r = at(&f, "creture");
    diag_report(f.e, f.src, r, ERR_UNKNOWN_WORD, "creture");
    /* the note, the warning and the stray error are missing; two unexpected: */
    diag_report(f.e, f.src, at(&f, "Doom"), ERR_HEADER_FIELD, "Doom");
    diag_report(f.e, NULL, (src_range){ 0, 0 }, ERR_FILE_OPEN, "gone.cards", "No such file");
    const char *out = fx_finish(&f);
    CU_ASSERT_STRING_EQUAL(out,
        "error: 'error' diagnostics expected but not seen:\n"
        "  File t.cards Line 2: stray\n"
        "error: 'error' diagnostics seen but not expected:\n"
        "  File t.cards Line 1: unexpected field 'Doom' in card header\n"
        "  File <none> Line 0: cannot read 'gone.cards': No such file\n"
        "error: 'warning' diagnostics expected but not seen:\n"
        "  File t.cards Line 5: obsolete wording\n"
        "error: 'note' diagnostics expected but not seen:\n"
        "  File t.cards Line 2: did you mean\n");
    CU_ASSERT_EQUAL(diag_error_count(f.e), 5);
    CU_ASSERT_FALSE(diag_limit_reached(f.e));
    fx_close(&f);
}

static void test_verify_registered_source(void)
{
    /* A source with expectations but no diagnostic: registered by hand. */
    fixture f;
    fx_open(&f, "Elf  Creature\n# expected-warning {{no power}}\n# expected-error@+1 unbraced\n\n");
    diag_option(f.e, "-verify");
    diag_add_source(f.e, f.src);
    diag_add_source(f.e, f.src);
    const char *out = fx_finish(&f);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "error: t.cards:3: cannot find start ('{{') of expected string\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "error: 'warning' diagnostics expected but not seen:\n"
                                       "  File t.cards Line 1: no power\n"));
    CU_ASSERT_EQUAL(diag_error_count(f.e), 2);
    fx_close(&f);
}

/* Every -W group a diagnostic names says what it covers (--help prints it),
 * and a group no diagnostic names is not listed. */
static void test_groups_described(void)
{
    static const char *const groups[] = {
#define DIAG(id, sev, group, msg) group,
#include "diag.def"
#undef DIAG
    };
    for (size_t i = 0; i < sizeof groups / sizeof *groups; i++)
        if (groups[i])
            CU_ASSERT_PTR_NOT_NULL(diag_group_description(groups[i]));
    CU_ASSERT_PTR_NULL(diag_group_description("no-such-group"));
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    diag_print_groups(f);
    fclose(f);
    for (const char *line = strchr(out, '\n'); line && line[1]; line = strchr(line + 1, '\n')) {
        char name[64];
        CU_ASSERT_EQUAL_FATAL(sscanf(line + 1, "  -W%63s", name), 1);
        bool named = false;
        for (size_t i = 0; i < sizeof groups / sizeof *groups; i++)
            named |= groups[i] && strcmp(groups[i], name) == 0;
        CU_ASSERT_TRUE(named);
    }
    CU_ASSERT_PTR_NULL(strstr(out, "%s"));
    const char *p = strstr(out, "  -Wcard-type ");
    CU_ASSERT_PTR_NOT_NULL(p);
    CU_ASSERT_PTR_NULL(p ? strstr(p + strlen("  -Wcard-type"), "-Wcard-type") : NULL); /* once */
    free(out);
}

void register_diag_tests(void)
{
    CU_pSuite s = test_suite("diag");
    test_add(s, "groups_described", test_groups_described);
    test_add(s, "text_caret_fixit_note", test_text_caret_fixit_note);
    test_add(s, "text_multibyte_and_tabs", test_text_multibyte_and_tabs);
    test_add(s, "text_no_source_and_bad_bytes", test_text_no_source_and_bad_bytes);
    test_add(s, "text_caret_colour_in_line", test_text_caret_colour_in_line);
    test_add(s, "text_long_line_window", test_text_long_line_window);
    test_add(s, "warning_groups", test_warning_groups);
    test_add(s, "fixit_listener", test_fixit_listener);
    test_add(s, "werror", test_werror);
    test_add(s, "error_limit", test_error_limit);
    test_add(s, "error_limit_keep_going", test_error_limit_keep_going);
    test_add(s, "flush", test_flush);
    test_add(s, "json", test_json);
    test_add(s, "sarif", test_sarif);
    test_add(s, "colour", test_colour);
    test_add(s, "silence", test_silence);
    test_add(s, "unknown_option", test_unknown_option);
    test_add(s, "verify_ok", test_verify_ok);
    test_add(s, "verify_mismatches", test_verify_mismatches);
    test_add(s, "verify_registered_source", test_verify_registered_source);
}
