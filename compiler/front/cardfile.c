/* cardfile.c — the card-file reader: blocks, header lines, paragraphs.
 *
 * The format (docs/card-format.md): a card face is a block of lines; blocks
 * are separated by blank lines; '#' at the start of a line is a comment.
 * The header line holds fields separated by two or more spaces or a tab:
 * name, mana cost (optional), type line, then P/T, "Loyalty: N" or
 * "Defense: N".  Rules text paragraphs start with "/ "; a line starting with
 * white space continues the line before it. */
#include "card.h"

#include <ctype.h>
#include <string.h>

#include "diag.h"

struct cardfile {
    arena *a;
    const source_file *src;
    diag_engine *diag;
    unsigned stray;             /* errors outside any card */
    uint32_t ln;                /* the next line to read */
    card *cur;                  /* the card being read */
    paragraph **ptail, *para;   /* where its next paragraph goes; the open one */
    bool in_header;
    uint32_t header_b, header_e;
};
typedef struct cardfile reader;

static const char *const card_types[] = {
    "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment",
    "Instant", "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker",
    "Scheme", "Sorcery", "Tribal", "Vanguard",
};
static const char *const super_types[] = {
    "Basic", "Elite", "Host", "Legendary", "Ongoing", "Snow", "World",
};

static bool in_list(const char *const *list, size_t n, const char *w, size_t len)
{
    for (size_t i = 0; i < n; i++)
        if (strlen(list[i]) == len && memcmp(list[i], w, len) == 0)
            return true;
    return false;
}

static src_range range_of(uint32_t b, uint32_t e)
{
    return (src_range){ b, e };
}

static bool header_error(reader *r, card *c, src_range at, diag_id id, const char *arg)
{
    c->header_errors++;
    return diag_report(r->diag, r->src, at, id, arg);
}

/* How a header is laid out, for the errors a wrong layout causes. */
static void header_layout_note(reader *r)
{
    diag_note(r->diag, NULL, (src_range){ 0, 0 },
              "A header is 'Name  {cost}  Type — Subtypes  P/T': its fields are separated by two or "
              "more spaces (or a tab), the words inside a field by one.");
}

/* One header field: [b, e) with trailing spaces trimmed. */
typedef struct field {
    uint32_t b, e;
} field;

static char *field_str(reader *r, field f)
{
    return arena_strndup(r->a, r->src->text + f.b, f.e - f.b);
}

/* Check a mana cost "{2}{W/U}{G/P}" and collect its colours. */
static void read_mana_cost(reader *r, card *c, field f)
{
    const char *t = r->src->text;
    uint32_t i = f.b;
    while (i < f.e) {
        if (t[i] != '{') {
            uint32_t j = i;
            while (j < f.e && t[j] != '{')
                j++;
            header_error(r, c, range_of(i, j), ERR_MANA_COST,
                         arena_strndup(r->a, t + i, j - i));
            i = j;
            continue;
        }
        uint32_t j = i + 1;
        while (j < f.e && t[j] != '}')
            j++;
        uint32_t end = j < f.e ? j + 1 : j;
        const char *sym = t + i + 1;
        size_t n = j - i - 1;
        bool ok = n > 0 && j < f.e;
        unsigned colors = 0;
        /* A symbol is one or more parts separated by '/': a number, a colour
         * letter, C, S, X/Y/Z, P (Phyrexian), H (half). */
        for (size_t k = 0; ok && k < n;) {
            size_t s = k;
            if (isdigit((unsigned char)sym[k])) {
                while (k < n && isdigit((unsigned char)sym[k]))
                    k++;
            } else {
                switch (sym[k]) {
                case 'W': colors |= COLOR_W; break;
                case 'U': colors |= COLOR_U; break;
                case 'B': colors |= COLOR_B; break;
                case 'R': colors |= COLOR_R; break;
                case 'G': colors |= COLOR_G; break;
                case 'C': case 'S': case 'X': case 'Y': case 'Z': case 'P': case 'H':
                    break;
                default:
                    ok = false;
                }
                k++;
            }
            if (k == s)
                ok = false;
            if (ok && k < n) {
                if (sym[k] != '/' || k + 1 == n)
                    ok = false;
                k++;
            }
        }
        if (!ok)
            header_error(r, c, range_of(i, end), ERR_MANA_COST,
                         arena_strndup(r->a, t + i, end - i));
        else if (!numbers_fit(sym, n))
            header_error(r, c, range_of(i, end), ERR_NUMBER_RANGE,
                         arena_strndup(r->a, t + i, end - i));
        c->colors |= colors;
        i = end;
    }
}

/* Append a word to a list whose room doubles when it is full (its room is
 * the power of two at or above its length), so a type line of N words takes
 * time and memory linear in N. */
static void push_word(reader *r, const char ***list, unsigned *n, const char *w, size_t len)
{
    if ((*n & (*n - 1)) == 0) {         /* 0, 1, 2, 4, 8...: full */
        const char **nl = arena_alloc(r->a, (*n ? 2 * *n : 1) * sizeof *nl);
        if (*n)
            memcpy(nl, *list, *n * sizeof *nl);
        *list = nl;
    }
    (*list)[*n] = arena_strndup(r->a, w, len);
    (*n)++;
}

/* Type lines of the Fourth Edition era and before, with their current Oracle
 * form: "Summon Minotaur" is "Creature — Minotaur", "Enchant Creature" is
 * "Enchantment — Aura" with the ability "Enchant creature".  The card is read
 * as its Oracle form, after a warning whose fix-it writes that form. */
static const struct {
    const char *old, *types, *subtype;
    bool aura;      /* "Enchant X": an Aura that enchants what X names */
} old_types[] = {
    { "Summon Legend", "Legendary Creature", NULL, false },
    { "Summon", "Creature", NULL, false },
    { "Interrupt", "Instant", NULL, false },
    { "Mana Source", "Instant", NULL, false },
    { "Mono Artifact", "Artifact", NULL, false },
    { "Poly Artifact", "Artifact", NULL, false },
    { "Continuous Artifact", "Artifact", NULL, false },
    { "Enchant World", "World Enchantment", NULL, false },
    { "Enchant", "Enchantment", "Aura", true },
};

static bool type_word_at(const char *t, uint32_t i, uint32_t e, const char *w)
{
    size_t n = strlen(w);
    return e - i >= n && memcmp(t + i, w, n) == 0 && (e - i == n || t[i + n] == ' ');
}

/* "Enchant Creature" as a type line: the card gets the paragraph "Enchant
 * Creature", read from the type line's own words, so that whatever is said
 * about that ability points at text that is in the file. */
static void enchant_paragraph(reader *r, card *c, field f)
{
    paragraph *p = arena_alloc(r->a, sizeof *p);
    p->range = p->body = range_of(f.b, f.e);
    p->label = range_of(f.b, f.b);
    *r->ptail = p;
    r->ptail = &p->next;
    c->nparas++;
}

/* An old type line at F: report it with its Oracle form as a fix-it and read
 * it as that form.  False when F is no old type line. */
static bool read_old_type_line(reader *r, card *c, field f)
{
    const char *t = r->src->text;
    for (size_t k = 0; k < sizeof old_types / sizeof *old_types; k++) {
        if (!type_word_at(t, f.b, f.e, old_types[k].old))
            continue;
        uint32_t rest = f.b + (uint32_t)strlen(old_types[k].old);
        while (rest < f.e && t[rest] == ' ')
            rest++;
        if (old_types[k].aura && rest == f.e)
            return false;       /* "Enchant" alone is no type line */
        const char *now = old_types[k].types;
        for (const char *w = now; *w;) {
            const char *sp = strchr(w, ' ');
            size_t len = sp ? (size_t)(sp - w) : strlen(w);
            if (in_list(super_types, sizeof super_types / sizeof *super_types, w, len))
                push_word(r, &c->supertypes, &c->nsupertypes, w, len);
            else
                push_word(r, &c->types, &c->ntypes, w, len);
            w += len + (sp != NULL);
        }
        const char *subs = old_types[k].aura ? old_types[k].subtype
                         : rest < f.e ? field_str(r, (field){ rest, f.e }) : NULL;
        unsigned first_sub = c->nsubtypes;
        for (const char *w = subs; w && *w;) {
            const char *sp = strchr(w, ' ');
            size_t len = sp ? (size_t)(sp - w) : strlen(w);
            bool dash = (len == 1 && *w == '-') || (len == 3 && memcmp(w, "\xE2\x80\x94", 3) == 0);
            if (len && !dash)   /* "Summon — Minotaur" */
                push_word(r, &c->subtypes, &c->nsubtypes, w, len);
            w += len + (sp != NULL);
        }
        const char *oracle = now;
        for (unsigned i = first_sub; i < c->nsubtypes; i++)
            oracle = arena_printf(r->a, "%s%s%s", oracle, i == first_sub ? " \xE2\x80\x94 " : " ",
                                  c->subtypes[i]);
        const char *old = field_str(r, f);
        if (diag_report(r->diag, r->src, range_of(f.b, f.e), WARN_OBSOLETE_TYPE, old, oracle)) {
            diag_fixit(r->diag, range_of(f.b, f.e), oracle);
            if (old_types[k].aura) {
                char *what = field_str(r, (field){ rest, f.e });
                for (char *ch = what; *ch; ch++)
                    *ch = (char)tolower((unsigned char)*ch);
                diag_note(r->diag, NULL, range_of(0, 0),
                          "An Aura's Oracle text begins with the ability 'Enchant %s'.", what);
                diag_fixit(r->diag, range_of(r->header_e, r->header_e),
                           arena_printf(r->a, "\n/ Enchant %s", what));
            }
        }
        if (old_types[k].aura)
            enchant_paragraph(r, c, (field){ f.b, f.e });
        return true;
    }
    return false;
}

/* A power or toughness: digits, '*', "N+*", "*+N", "N-*", X. */
static bool pt_part_ok(const char *s, size_t n)
{
    if (n == 0)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!isdigit((unsigned char)s[i]) && !strchr("*+-X.", s[i]))
            return false;
    return true;
}

/* "Legendary Creature — Elf Druid" (" - " is accepted for the em dash). */
static void read_type_line(reader *r, card *c, field f)
{
    const char *t = r->src->text;
    if (read_old_type_line(r, c, f))
        return;
    bool subs = false;
    uint32_t i = f.b;
    while (i < f.e) {
        if (t[i] == ' ') {
            i++;
            continue;
        }
        if ((unsigned char)t[i] == 0xE2 && i + 2 < f.e && (unsigned char)t[i + 1] == 0x80
            && ((unsigned char)t[i + 2] == 0x94 || (unsigned char)t[i + 2] == 0x93)) {
            subs = true;
            i += 3;
            continue;
        }
        uint32_t j = i;
        while (j < f.e && t[j] != ' ')
            j++;
        if (j - i == 1 && t[i] == '-') {
            subs = true;
            i = j;
            continue;
        }
        const char *w = t + i;
        size_t len = j - i;
        const char *slash = memchr(w, '/', len);
        if (subs && slash && pt_part_ok(w, (size_t)(slash - w)) && pt_part_ok(slash + 1, len - (size_t)(slash - w) - 1)) {
            /* "Creature — Ogre 2/2": the P/T one space after the type line */
            if (header_error(r, c, range_of(i, j), ERR_PT_IN_TYPE_LINE, arena_strndup(r->a, w, len))) {
                diag_fixit(r->diag, range_of(i, i), " ");
                header_layout_note(r);
            }
        } else if (subs)
            push_word(r, &c->subtypes, &c->nsubtypes, w, len);
        else if (in_list(super_types, sizeof super_types / sizeof *super_types, w, len))
            push_word(r, &c->supertypes, &c->nsupertypes, w, len);
        else if (in_list(card_types, sizeof card_types / sizeof *card_types, w, len))
            push_word(r, &c->types, &c->ntypes, w, len);
        else
            header_error(r, c, range_of(i, j), ERR_UNKNOWN_TYPE, arena_strndup(r->a, w, len));
        i = j;
    }
    if (c->ntypes == 0 && c->header_errors == 0)
        header_error(r, c, range_of(f.b, f.e), ERR_NO_CARD_TYPE, NULL);
}


static void read_stats(reader *r, card *c, field f)
{
    const char *t = r->src->text + f.b;
    size_t n = f.e - f.b;
    const char *slash = memchr(t, '/', n);
    if (!numbers_fit(t, n)) {
        header_error(r, c, range_of(f.b, f.e), ERR_NUMBER_RANGE, field_str(r, f));
        return;
    }
    if (n > 9 && memcmp(t, "Loyalty: ", 9) == 0) {
        c->loyalty = arena_strndup(r->a, t + 9, n - 9);
        if (!pt_part_ok(t + 9, n - 9))
            header_error(r, c, range_of(f.b, f.e), ERR_PT, field_str(r, f));
        return;
    }
    if (n > 9 && memcmp(t, "Defense: ", 9) == 0) {
        c->defense = arena_strndup(r->a, t + 9, n - 9);
        if (!pt_part_ok(t + 9, n - 9))
            header_error(r, c, range_of(f.b, f.e), ERR_PT, field_str(r, f));
        return;
    }
    if (!slash) {
        header_error(r, c, range_of(f.b, f.e), ERR_HEADER_FIELD, field_str(r, f));
        return;
    }
    size_t pl = (size_t)(slash - t);
    if (!pt_part_ok(t, pl) || !pt_part_ok(slash + 1, n - pl - 1)) {
        header_error(r, c, range_of(f.b, f.e), ERR_PT, field_str(r, f));
        return;
    }
    c->power = arena_strndup(r->a, t, pl);
    c->toughness = arena_strndup(r->a, slash + 1, n - pl - 1);
}

/* Split [b, e) into fields at runs of two or more spaces, tabs or line breaks. */
static unsigned split_fields(const char *t, uint32_t b, uint32_t e, field *out, unsigned max)
{
    unsigned n = 0;
    uint32_t i = b;
    while (i < e) {
        while (i < e && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r'))
            i++;
        if (i >= e)
            break;
        uint32_t s = i;
        while (i < e) {
            if (t[i] == '\t' || t[i] == '\n' || t[i] == '\r')
                break;
            if (t[i] == ' ' && i + 1 < e && (t[i + 1] == ' ' || t[i + 1] == '\t'
                                             || t[i + 1] == '\n'))
                break;
            i++;
        }
        uint32_t fe = i;
        while (fe > s && t[fe - 1] == ' ')
            fe--;
        if (n < max)
            out[n] = (field){ s, fe };
        n++;
    }
    return n;
}

static void read_header(reader *r, card *c, uint32_t b, uint32_t e)
{
    const char *t = r->src->text;
    field f[8];
    unsigned n = split_fields(t, b, e, f, 8);
    c->header_range = range_of(b, e);
    c->name_range = range_of(f[0].b, f[0].e);
    c->name = field_str(r, f[0]);
    const char *comma = strchr(c->name, ',');
    unsigned k = 1;
    if (k < n && k < 8 && t[f[k].b] == '{') {
        c->mana_cost = field_str(r, f[k]);
        read_mana_cost(r, c, f[k]);
        k++;
    }
    if (k >= n || k >= 8) {
        if (header_error(r, c, range_of(f[0].b, e), ERR_HEADER_NO_TYPE, NULL))
            header_layout_note(r);
        return;
    }
    read_type_line(r, c, f[k++]);
    if (k < n && k < 8)
        read_stats(r, c, f[k++]);
    for (; k < n && k < 8; k++)
        header_error(r, c, range_of(f[k].b, f[k].e), ERR_HEADER_FIELD, field_str(r, f[k]));
    if (comma && card_has_supertype(c, "Legendary"))
        c->short_name = arena_strndup(r->a, c->name, (size_t)(comma - c->name));
    if (!c->power && card_has_type(c, "Creature") && c->header_errors == 0)
        diag_report(r->diag, r->src, c->name_range, WARN_CREATURE_NO_PT);
    if (c->power && !card_has_type(c, "Creature") && !card_has_subtype(c, "Vehicle"))
        diag_report(r->diag, r->src, range_of(f[k - 1].b, f[k - 1].e), ERR_PT_NOT_CREATURE);
}

static bool starts_with_bytes(const char *t, uint32_t i, uint32_t e, const char *s)
{
    size_t n = strlen(s);
    return e - i >= n && memcmp(t + i, s, n) == 0;
}

/* Where a label that begins at B ends: a short capitalised phrase with no
 * punctuation of rules text in it, its words perhaps a number ("Descend 4"),
 * before " — " (or " - ", as the Rules FAQ writes it).  Returns the index of the dash, its length in *DASH; 0 when
 * no label begins at B. */
static uint32_t label_end(const char *t, uint32_t b, uint32_t e, uint32_t *dash)
{
    if (b >= e || !isupper((unsigned char)t[b]) || starts_with_bytes(t, b, e, "Choose "))
        return 0;
    for (uint32_t i = b; i < e && i - b < 64; i++) {
        unsigned char ch = (unsigned char)t[i];
        *dash = ch != ' ' ? 0                  /* both dashes begin with a space */
                : starts_with_bytes(t, i, e, " \xE2\x80\x94 ") ? 5 : starts_with_bytes(t, i, e, " - ") ? 3 : 0;
        if (*dash)
            return i;
        if (!(isalpha(ch) || ch == ' ' || ch == '\'' || ch == '-' || ch == ',' || ch >= 0x80
              || (isdigit(ch) && i > b && (t[i - 1] == ' ' || isdigit((unsigned char)t[i - 1])))))
            return 0;
    }
    return 0;
}

/* A paragraph's label: an ability word ("Landfall — ") or Saga chapters
 * ("I, II — "); chapters may have a name after them ("I, II — Rally the
 * Guard — "), which is the paragraph's name. */
static void find_label(const char *t, paragraph *p)
{
    uint32_t b = p->body.begin, e = p->body.end, dash = 0;
    p->label = p->name = range_of(b, b);
    uint32_t i = label_end(t, b, e, &dash);
    if (!i)
        return;
    p->label = range_of(b, i);
    p->body.begin = i + dash;
    size_t n = i - b;
    bool chapters = true;
    for (size_t k = 0; k < n; k++)
        chapters = chapters && strchr("IVX, ", t[b + k]);
    uint32_t j = chapters ? label_end(t, p->body.begin, e, &dash) : 0;
    if (j) {
        p->name = range_of(p->body.begin, j);
        p->body.begin = j + dash;
    }
}

/* "+ {1} — Counter target spell.": a mode with an additional cost (a
 * spree card's, CR 702.172a of the current rules), its cost the label.
 * False if P is none. */
static bool cost_mode(const char *t, paragraph *p)
{
    uint32_t b = p->body.begin, e = p->body.end, i = b + 2;
    if (!starts_with_bytes(t, b, e, "+ {"))
        return false;
    while (i < e && t[i] == '{') {
        while (i < e && t[i] != '}' && (isalnum((unsigned char)t[i]) || t[i] == '{' || t[i] == '/'))
            i++;
        if (i == e || t[i] != '}')
            return false;
        i++;
    }
    if (!starts_with_bytes(t, i, e, " \xE2\x80\x94 "))
        return false;
    p->kind = PARA_MODE;
    p->label = range_of(b, i);
    p->name = range_of(b, b);
    p->body.begin = i + 5;
    return true;
}

static void finish_paragraph(reader *r, paragraph *p, uint32_t end)
{
    const char *t = r->src->text;
    while (end > p->range.begin && (t[end - 1] == ' ' || t[end - 1] == '\r'
                                    || t[end - 1] == '\n' || t[end - 1] == '\t'))
        end--;
    p->range.end = end;
    p->body = p->range;
    if (starts_with_bytes(t, p->body.begin, end, "\xE2\x80\xA2 ")) {
        p->kind = PARA_MODE;
        p->body.begin += 4;
    }
    if (!cost_mode(t, p))
        find_label(t, p);
    /* "Cave Entrance — Scry 1. → Goblin Lair, Mine Tunnels": a dungeon's
     * room and the rooms it leads to; or as Scryfall prints it, "... Scry
     * 1. (→ Goblin Lair or Mine Tunnels)" (docs/card-format.md) */
    p->leads = range_of(p->body.end, p->body.end);
    /* Only at the arrow's first byte, rare in rules text: the form with
     * "(" begins two bytes before it, the other one, so they come in the
     * order of the text. */
    const char *q = t + p->body.begin;
    while ((q = memchr(q, '\xE2', (size_t)(t + p->body.end - q))) != NULL) {
        uint32_t k = (uint32_t)(q++ - t);
        uint32_t i = k - 2;
        if (k >= p->body.begin + 2 && starts_with_bytes(t, i, p->body.end, " (\xE2\x86\x92 ")
            && t[p->body.end - 1] == ')' && !memchr(t + i + 6, ')', p->body.end - 1 - (i + 6))) {
            p->leads = range_of(i + 6, p->body.end - 1);
            p->body.end = i;
            break;
        }
        i = k - 1;
        if (k >= p->body.begin + 1 && starts_with_bytes(t, i, p->body.end, " \xE2\x86\x92 ")) {
            p->leads = range_of(i + 5, p->body.end);
            p->body.end = i;
            break;
        }
    }
}

static const char *const layout_names[] = {
    NULL,
#define LAYOUT_NAME(id, spelling) spelling,
    CARD_LAYOUTS(LAYOUT_NAME)
#undef LAYOUT_NAME
};

const char *card_layout_name(card_layout layout)
{
    return layout_names[layout];
}

/* "// transform Insectile Aberration": the link of the card being read to
 * the other face of its card, [b, e) after the slashes (docs/card-format.md). */
static void read_link(reader *r, uint32_t b, uint32_t e)
{
    const char *t = r->src->text;
    while (b < e && (t[b] == ' ' || t[b] == '\t'))
        b++;
    while (e > b && (t[e - 1] == ' ' || t[e - 1] == '\t' || t[e - 1] == '\r'))
        e--;
    src_range at = range_of(b, e);
    if (!r->cur) {
        r->stray++;
        diag_report(r->diag, r->src, at, ERR_LINK_OUTSIDE_CARD);
        return;
    }
    if (r->cur->layout != LAYOUT_NONE) {
        header_error(r, r->cur, at, ERR_LINK_TWICE, r->cur->link_name);
        return;
    }
    uint32_t w = b;
    while (w < e && t[w] != ' ' && t[w] != '\t')
        w++;
    uint32_t n = w;
    while (n < e && (t[n] == ' ' || t[n] == '\t'))
        n++;
    card_layout layout = LAYOUT_NONE;
    for (unsigned k = 1; k < sizeof layout_names / sizeof *layout_names; k++)
        if (strlen(layout_names[k]) == w - b && memcmp(layout_names[k], t + b, w - b) == 0)
            layout = (card_layout)k;
    if (layout == LAYOUT_NONE || n == e) {
        header_error(r, r->cur, at, ERR_LINK_LINE, arena_strndup(r->a, t + b, e - b));
        return;
    }
    r->cur->layout = layout;
    r->cur->link_name = arena_strndup(r->a, t + n, e - n);
    r->cur->link_range = range_of(n, e);
}

cardfile *cardfile_open(arena *a, const source_file *src, diag_engine *diag)
{
    cardfile *r = arena_alloc(a, sizeof *r);
    r->a = a;
    r->src = src;
    r->diag = diag;
    r->ln = 1;
    return r;
}

unsigned cardfile_stray_errors(const cardfile *r)
{
    return r->stray;
}

/* Close what is open (a paragraph, a header); return the card if it ends. */
static void close_open(cardfile *r)
{
    if (r->para) {
        finish_paragraph(r, r->para, r->para->range.end);
        r->para = NULL;
    }
    if (r->in_header) {
        read_header(r, r->cur, r->header_b, r->header_e);
        r->in_header = false;
    }
}

card *cardfile_next(cardfile *r)
{
    const source_file *src = r->src;
    const char *t = src->text;
    for (; r->ln <= src->nlines; r->ln++) {
        size_t len;
        const char *line = source_line_text(src, r->ln, &len);
        if (r->ln == 1 && len >= 3 && memcmp(line, "\xEF\xBB\xBF", 3) == 0) {
            line += 3;          /* a UTF-8 byte order mark is no part of the text */
            len -= 3;
        }
        uint32_t b = (uint32_t)(line - t), e = b + (uint32_t)len;
        size_t k = 0;
        while (k < len && (line[k] == ' ' || line[k] == '\t' || line[k] == '\r'))
            k++;
        bool blank = k == len;
        bool indented = k > 0 && !blank;

        if (len > 0 && line[0] == '#')
            continue;
        if (indented && (r->para || r->in_header)) {
            if (r->para)
                r->para->range.end = e;
            else
                r->header_e = e;
            continue;
        }
        /* Anything else ends the paragraph or header being read. */
        close_open(r);
        if (blank) {
            card *done = r->cur;
            r->cur = NULL;
            if (done) {
                r->ln++;
                return done;
            }
            continue;
        }
        if (len >= 2 && line[0] == '/' && line[1] == '/' && (len == 2 || line[2] == ' ')) {
            read_link(r, b + 2, e);
            continue;
        }
        if (line[0] == '/' && (len == 1 || line[1] == ' ')) {
            if (!r->cur) {
                r->stray++;
                diag_report(r->diag, src, range_of(b, e), ERR_TEXT_OUTSIDE_CARD);
                continue;
            }
            paragraph *para = arena_alloc(r->a, sizeof *para);
            para->range = range_of(b + (len > 1 ? 2 : 1), e);
            *r->ptail = para;
            r->ptail = &para->next;
            r->cur->nparas++;
            r->para = para;
            continue;
        }
        if (indented || r->cur) {
            if (r->cur)
                r->cur->header_errors++;
            else
                r->stray++;
            diag_report(r->diag, src, range_of(b + (uint32_t)k, e), ERR_LINE_NOT_TEXT);
            continue;
        }
        r->cur = arena_alloc(r->a, sizeof *r->cur);
        r->cur->src = src;
        r->ptail = &r->cur->paras;
        r->in_header = true;
        r->header_b = b;
        r->header_e = e;
    }
    close_open(r);
    card *done = r->cur;
    r->cur = NULL;
    return done;
}

static bool has_word(const char *const *list, unsigned n, const char *w)
{
    for (unsigned i = 0; i < n; i++)
        if (strcmp(list[i], w) == 0)
            return true;
    return false;
}

bool card_has_type(const card *c, const char *type)
{
    return has_word(c->types, c->ntypes, type);
}

bool card_has_supertype(const card *c, const char *super)
{
    return has_word(c->supertypes, c->nsupertypes, super);
}

bool card_has_subtype(const card *c, const char *sub)
{
    return has_word(c->subtypes, c->nsubtypes, sub);
}
