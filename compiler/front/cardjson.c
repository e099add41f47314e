/* cardjson.c — Scryfall and MTGJSON card data read as card-file text.
 *
 * Streaming: a bulk file is hundreds of megabytes, so it is never held
 * whole.  A small scanner reads the outer structure (the top-level array of
 * Scryfall cards; MTGJSON's top-level object and its "data" object keyed by
 * card name) and finds where each value ends, aware of strings and
 * brackets only; jansson parses each value (json_loadb), so every card is
 * checked by a real JSON parser and memory stays bounded by the largest
 * card.  Malformed JSON is reported at its line and column in the file,
 * with jansson's message.
 *
 * Each face then becomes `.cards` text (header line, one "/ " paragraph per
 * line of rules text) in a source of its own, named after its place in the
 * JSON file, and goes through the front end as a card file does. */
#include "cardjson.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "diag.h"

int cardjson_format_named(const char *name)
{
    if (strcmp(name, "cards") == 0)
        return CARDJSON_CARDS;
    if (strcmp(name, "scryfall") == 0)
        return CARDJSON_SCRYFALL;
    if (strcmp(name, "mtgjson") == 0)
        return CARDJSON_MTGJSON;
    return -1;
}

/* A growing byte buffer (malloc'd: it lives as long as one value). */
typedef struct buf {
    char *s;
    size_t len, cap;
} buf;

static bool buf_add(buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *ns = realloc(b->s, cap);
        if (!ns)
            return false;
        b->s = ns;
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
    return true;
}

/* The reader: the input, the position of its next byte, and the value
 * being scanned with where it starts. */
typedef struct jreader {
    front *fe;
    const char *path, *name;    /* as given; as diagnostics name it */
    cardjson_format format;
    FILE *fp, *emit;
    unsigned char in[1 << 16];
    size_t pos, len;
    bool eof, oom;
    uint32_t line, col;         /* of the next byte; col in code points */
    buf val;                    /* the value scanned */
    uint32_t vline, vcol;       /* where it starts */
    buf text;                   /* a face's card-file text */
    front_file *out;
    card **tail;
} jreader;

static int jr_peek(jreader *r)
{
    if (r->pos == r->len && !r->eof) {
        r->len = fread(r->in, 1, sizeof r->in, r->fp);
        r->pos = 0;
        r->eof = r->len == 0;
    }
    return r->pos < r->len ? r->in[r->pos] : EOF;
}

/* Take the next byte into the value. */
static int jr_take(jreader *r)
{
    int c = jr_peek(r);
    if (c == EOF)
        return EOF;
    r->pos++;
    if (c == '\n') {
        r->line++;
        r->col = 1;
    } else if ((c & 0xC0) != 0x80) {
        r->col++;
    }
    char ch = (char)c;
    if (!buf_add(&r->val, &ch, 1))
        r->oom = true;
    return c;
}

static void jr_skip_space(jreader *r)
{
    for (int c; (c = jr_peek(r)) == ' ' || c == '\t' || c == '\n' || c == '\r';)
        jr_take(r);
    r->val.len = 0;
}

static void jr_start(jreader *r)
{
    r->val.len = 0;
    r->vline = r->line;
    r->vcol = r->col;
}

/* A source for a place in the JSON file: the line of byte P of the value
 * (as far as the value holds it), starting where it does in the file.
 * *AT gets P's range in it. */
static const source_file *jr_window(jreader *r, size_t p, src_range *at)
{
    const char *v = r->val.s ? r->val.s : "";
    size_t n = r->val.len;
    if (p > n)
        p = n;
    size_t ls = p, le = p;
    while (ls > 0 && v[ls - 1] != '\n')
        ls--;
    while (le < n && v[le] != '\n')
        le++;
    uint32_t line = r->vline, col = ls == 0 ? r->vcol : 1;
    for (size_t i = 0; i < ls; i++)
        line += v[i] == '\n';
    *at = (src_range){ (uint32_t)(p - ls), (uint32_t)(p - ls + (p < le)) };
    return source_window(r->fe->a, r->name, v + ls, le - ls, line, col);
}

/* Report ID at byte P of the value. */
#define JR_REPORT(r, p, id, ...)                                             \
    do {                                                                     \
        src_range at_;                                                       \
        const source_file *w_ = jr_window((r), (p), &at_);                   \
        diag_report((r)->fe->diag, w_, at_, (id), __VA_ARGS__);              \
    } while (0)

/* Report something unexpected at the next byte (or the end of the file). */
static void jr_unexpected(jreader *r, const char *what)
{
    jr_start(r);
    for (int c; r->val.len < 40 && (c = jr_peek(r)) != EOF && c != '\n';)
        jr_take(r);
    JR_REPORT(r, 0, ERR_JSON_SHAPE, jr_peek(r) == EOF && r->val.len == 0
              ? arena_printf(r->fe->a, "%s before the end of the file", what) : what);
}

/* Scan one value into r->val: an object or array (to its closing bracket,
 * skipping strings), a string, or a scalar.  False at the end of the file
 * inside it, or when no value starts here. */
static bool jr_scan(jreader *r)
{
    jr_start(r);
    int c = jr_peek(r);
    if (c == '{' || c == '[' || c == '"') {
        int depth = 0;
        bool str = false, esc = false;
        do {
            if ((c = jr_take(r)) == EOF)
                return false;
            if (str) {
                if (esc)
                    esc = false;
                else if (c == '\\')
                    esc = true;
                else if (c == '"')
                    str = false;
            } else if (c == '"') {
                str = true;
            } else if (c == '{' || c == '[') {
                depth++;
            } else if (c == '}' || c == ']') {
                depth--;
            }
        } while (depth > 0 || str);
        return true;
    }
    while ((c = jr_peek(r)) != EOF && !strchr(",:]} \t\r\n", c))
        jr_take(r);
    return r->val.len > 0;
}

/* Scan and parse one value; NULL after reporting.  *FATAL is set when
 * reading cannot go on after it: a value that jansson refuses but whose end
 * was found leaves the reader at the next one. */
static json_t *jr_value(jreader *r, const char *what, bool *fatal)
{
    bool whole = jr_scan(r);
    *fatal = !whole || r->oom;
    if (r->oom) {
        diag_report(r->fe->diag, NULL, (src_range){ 0, 0 }, ERR_FILE_OPEN, r->path, "out of memory");
        return NULL;
    }
    if (!whole && r->val.len == 0) {
        jr_unexpected(r, what);
        return NULL;
    }
    json_error_t err;
    json_t *v = json_loadb(r->val.s, r->val.len, JSON_DECODE_ANY, &err);
    if (!v) {
        /* jansson's position is after the token its message quotes
         * ("... near 'tru'"): point at the token's start. */
        const char *near = strstr(err.text, " near '");
        size_t back = near ? strlen(near) - 8 : 1;
        size_t p = (size_t)err.position > back ? (size_t)err.position - back : 0;
        JR_REPORT(r, p, ERR_JSON_SYNTAX, err.text);
    }
    return v;
}

/* Expect byte C (after white space). */
static bool jr_expect(jreader *r, int c, const char *what)
{
    jr_skip_space(r);
    if (jr_peek(r) == c) {
        jr_take(r);
        return true;
    }
    jr_unexpected(r, what);
    return false;
}

/* After a member or element: true if another follows, false at CLOSE;
 * *BAD is set after reporting anything else. */
static bool jr_more(jreader *r, int close, bool *bad)
{
    jr_skip_space(r);
    int c = jr_peek(r);
    if (c == ',' || c == close) {
        jr_take(r);
        return c == ',';
    }
    jr_unexpected(r, close == ']' ? "',' or ']'" : "',' or '}'");
    *bad = true;
    return false;
}

/* --- one face as card-file text ------------------------------------------ */

typedef struct face_keys {
    const char *name, *alt_name, *cost, *type, *text;
} face_keys;

static const face_keys scryfall_keys = { "name", NULL, "mana_cost", "type_line", "oracle_text" };
/* An MTGJSON face of a card with several has its own name in "faceName". */
static const face_keys mtgjson_keys = { "faceName", "name", "manaCost", "type", "text" };

/* The string at KEY of OBJ (NULL when absent or null); *BAD after reporting
 * a value that is not a string. */
static const char *field(jreader *r, json_t *obj, const char *key, const char *where, bool *bad)
{
    json_t *v = json_object_get(obj, key);
    if (!v || json_is_null(v))
        return NULL;
    if (!json_is_string(v)) {
        JR_REPORT(r, 0, ERR_JSON_FIELD_TYPE, key, where, "a string");
        *bad = true;
        return NULL;
    }
    return json_string_value(v);
}

/* A header field's text must stay one field: not empty, no line break or
 * tab, no two spaces in a row, no space at either end; a name must not
 * start like a comment or a paragraph. */
static bool header_ok(const char *s, bool is_name)
{
    size_t n = strlen(s);
    if (n == 0 || s[0] == ' ' || s[n - 1] == ' ' || strpbrk(s, "\n\r\t") || strstr(s, "  "))
        return false;
    return !is_name || (s[0] != '#' && s[0] != '/');
}

static bool header_field(jreader *r, const char *key, const char *s, const char *where, bool is_name)
{
    if (header_ok(s, is_name))
        return true;
    JR_REPORT(r, 0, ERR_JSON_HEADER_FIELD, key, where, s);
    return false;
}

/* Write FACE (an object) as card-file text into r->text; false after
 * reporting why it cannot be. */
static bool face_text(jreader *r, json_t *face, const face_keys *k, const char *where, const char *link)
{
    bool bad = false;
    const char *name = field(r, face, k->name, where, &bad);
    const char *name_key = k->name;
    if (!name && k->alt_name) {
        name = field(r, face, k->alt_name, where, &bad);
        name_key = k->alt_name;
    }
    const char *cost = field(r, face, k->cost, where, &bad);
    const char *type = field(r, face, k->type, where, &bad);
    const char *text = field(r, face, k->text, where, &bad);
    const char *power = field(r, face, "power", where, &bad);
    const char *tough = field(r, face, "toughness", where, &bad);
    const char *loyalty = field(r, face, "loyalty", where, &bad);
    const char *defense = field(r, face, "defense", where, &bad);
    if (bad)
        return false;
    const char *missing = !name ? k->name : !type ? k->type : power && !tough ? "toughness"
                        : tough && !power ? "power" : NULL;
    if (missing) {
        JR_REPORT(r, 0, ERR_JSON_NO_FIELD, where, missing);
        return false;
    }
    if (!header_field(r, name_key, name, where, true) || !header_field(r, k->type, type, where, false)
        || (cost && *cost && !header_field(r, k->cost, cost, where, false))
        || (power && (!header_field(r, "power", power, where, false)
                      || !header_field(r, "toughness", tough, where, false)))
        || (loyalty && !header_field(r, "loyalty", loyalty, where, false))
        || (defense && !header_field(r, "defense", defense, where, false)))
        return false;

    buf *t = &r->text;
    t->len = 0;
    bool ok = buf_add(t, name, strlen(name));
    if (cost && *cost)
        ok = ok && buf_add(t, "  ", 2) && buf_add(t, cost, strlen(cost));
    ok = ok && buf_add(t, "  ", 2) && buf_add(t, type, strlen(type));
    if (power)
        ok = ok && buf_add(t, "  ", 2) && buf_add(t, power, strlen(power)) && buf_add(t, "/", 1)
             && buf_add(t, tough, strlen(tough));
    if (loyalty)
        ok = ok && buf_add(t, "  Loyalty: ", 11) && buf_add(t, loyalty, strlen(loyalty));
    if (defense)
        ok = ok && buf_add(t, "  Defense: ", 11) && buf_add(t, defense, strlen(defense));
    ok = ok && buf_add(t, "\n", 1);
    if (link)                   /* "// transform Insectile Aberration" */
        ok = ok && buf_add(t, "// ", 3) && buf_add(t, link, strlen(link)) && buf_add(t, "\n", 1);
    /* Each line of the rules text is a paragraph ("• " lines are modes). */
    for (const char *p = text; ok && p && *p;) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        const char *s = p;
        while (n > 0 && (*s == ' ' || *s == '\t')) {
            s++;
            n--;
        }
        while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
            n--;
        if (n > 0)
            ok = buf_add(t, "/ ", 2) && buf_add(t, s, n) && buf_add(t, "\n", 1);
        p = e ? e + 1 : NULL;
    }
    if (!ok) {
        diag_report(r->fe->diag, NULL, (src_range){ 0, 0 }, ERR_FILE_OPEN, r->path, "out of memory");
        return false;
    }
    return true;
}

/* The layout word of a link line for the JSON's LAYOUT of a card with two
 * faces, or NULL: a layout whose faces are not one card's two faces. */
static const char *link_layout(const char *layout)
{
    static const char *const map[][2] = {
        { "transform", "transform" }, { "modal_dfc", "modal" }, { "split", "split" }, { "aftermath", "split" },
        { "adventure", "adventure" }, { "flip", "flip" },
    };
    for (size_t i = 0; layout && i < sizeof map / sizeof *map; i++)
        if (strcmp(map[i][0], layout) == 0)
            return map[i][1];
    return NULL;
}

/* The link line's text ("transform Insectile Aberration") of face I of the
 * faces FACES of a card of LAYOUT: the first face names the second; NAME_KEY
 * (ALT_KEY) is where a face's name is.  NULL for none. */
static const char *face_link(jreader *r, json_t *faces, size_t i, const char *layout, const face_keys *k)
{
    const char *word = link_layout(layout);
    json_t *second = i == 0 && json_array_size(faces) == 2 ? json_array_get(faces, 1) : NULL;
    json_t *name = second ? json_object_get(second, k->name) : NULL;
    if (second && !json_is_string(name) && k->alt_name)
        name = json_object_get(second, k->alt_name);
    return word && json_is_string(name) ? arena_printf(r->fe->a, "%s %s", word, json_string_value(name)) : NULL;
}

/* Read FACE into cards (or write it to the emit stream); WHERE names it,
 * LINK is its link line's text, or NULL. */
static void face_read(jreader *r, json_t *face, const face_keys *k, const char *where, const char *layout,
                      const char *link)
{
    if (!json_is_object(face)) {
        JR_REPORT(r, 0, ERR_JSON_SHAPE, arena_printf(r->fe->a, "a card object at %s", where));
        return;
    }
    if (!face_text(r, face, k, where, link))
        return;
    front *fe = r->fe;
    if (r->emit) {
        fprintf(r->emit, "# %s: %s%s%s%s\n%s\n", r->name, where, layout ? " (" : "",
                layout ? layout : "", layout ? ")" : "", r->text.s);
        r->out->ncards++;
        return;
    }
    const char *src_name = arena_printf(fe->a, "%s: %s", r->name, where);
    const source_file *src = source_from_string(fe->a, src_name, r->text.s, r->text.len);
    front_file ff;
    front_source_check(fe, src, &ff);
    if (!r->out->src)
        r->out->src = src;
    *r->tail = ff.cards;
    for (card *c = ff.cards; c; c = c->next)
        r->tail = &c->next;
    r->out->ncards += ff.ncards;
    r->out->nparsed += ff.nparsed;
}

/* A Scryfall card object at PATH ("[12]", "data[12]"): its faces, or itself. */
static void scryfall_card(jreader *r, json_t *c, const char *path)
{
    arena *a = r->fe->a;
    json_t *name = json_object_get(c, "name"), *faces = json_object_get(c, "card_faces");
    json_t *layout = json_object_get(c, "layout");
    const char *lay = json_is_string(layout) ? json_string_value(layout) : NULL;
    const char *where = !json_is_string(name) ? (*path ? path : "the card")
                      : arena_printf(a, "%s%s\"%s\"", path, *path ? " " : "", json_string_value(name));
    if (!json_is_object(c)) {
        JR_REPORT(r, 0, ERR_JSON_SHAPE, arena_printf(a, "a card object at %s", where));
        return;
    }
    if (!faces || json_is_null(faces)) {
        face_read(r, c, &scryfall_keys, where, lay, NULL);
        return;
    }
    if (!json_is_array(faces) || json_array_size(faces) == 0) {
        JR_REPORT(r, 0, ERR_JSON_FIELD_TYPE, "card_faces", where, "an array of faces");
        return;
    }
    size_t i;
    json_t *f;
    json_array_foreach(faces, i, f)
        face_read(r, f, &scryfall_keys, arena_printf(a, "%s card_faces[%zu]", where, i), lay,
                  face_link(r, faces, i, lay, &scryfall_keys));
}

/* MTGJSON: data["NAME"] is a list of faces. */
static void mtgjson_card(jreader *r, const char *name, json_t *faces)
{
    arena *a = r->fe->a;
    const char *where = arena_printf(a, "data[\"%s\"]", name);
    if (!json_is_array(faces)) {
        JR_REPORT(r, 0, ERR_JSON_SHAPE, arena_printf(a, "a list of faces at %s", where));
        return;
    }
    size_t i;
    json_t *f;
    json_array_foreach(faces, i, f) {
        json_t *layout = json_object_get(f, "layout");
        const char *lay = json_is_string(layout) ? json_string_value(layout) : NULL;
        face_read(r, f, &mtgjson_keys, arena_printf(a, "%s[%zu]", where, i), lay,
                  face_link(r, faces, i, lay, &mtgjson_keys));
    }
}

/* --- the outer structure --------------------------------------------------- */

/* An array of Scryfall card objects; PREFIX goes before each index. */
static bool scryfall_array(jreader *r, const char *prefix)
{
    bool bad = false;
    jr_take(r);                 /* '[' */
    jr_skip_space(r);
    if (jr_peek(r) == ']') {
        jr_take(r);
        return true;
    }
    size_t i = 0;
    bool fatal = false;
    do {
        jr_skip_space(r);
        json_t *c = jr_value(r, "a card object", &fatal);
        if (fatal)
            return false;
        if (c)
            scryfall_card(r, c, arena_printf(r->fe->a, "%s[%zu]", prefix, i));
        json_decref(c);
        if (diag_limit_reached(r->fe->diag))
            return false;
        i++;
    } while (jr_more(r, ']', &bad));
    return !bad;
}

/* MTGJSON's "data": an object keyed by card name. */
static bool mtgjson_data(jreader *r)
{
    bool bad = false;
    jr_take(r);                 /* '{' */
    jr_skip_space(r);
    if (jr_peek(r) == '}') {
        jr_take(r);
        return true;
    }
    bool fatal = false;
    do {
        jr_skip_space(r);
        json_t *key = jr_value(r, "a card name", &fatal);
        if (!key)
            return false;
        if (!json_is_string(key)) {
            JR_REPORT(r, 0, ERR_JSON_SHAPE, "a card name");
            json_decref(key);
            return false;
        }
        char *name = arena_strdup(r->fe->a, json_string_value(key));
        json_decref(key);
        if (!jr_expect(r, ':', "':'"))
            return false;
        jr_skip_space(r);
        json_t *faces = jr_value(r, "a list of faces", &fatal);
        if (fatal)
            return false;
        if (faces)
            mtgjson_card(r, name, faces);
        json_decref(faces);
        if (diag_limit_reached(r->fe->diag))
            return false;
    } while (jr_more(r, '}', &bad));
    return !bad;
}

/* A top-level object: MTGJSON ("data" is an object of cards), a Scryfall
 * list ("data" is an array of cards) or one Scryfall card object (as the
 * API returns it).  The other members are kept (they are small: MTGJSON's
 * "meta", a list's "has_more"), to be read as a card when there is no
 * "data". */
static bool top_object(jreader *r)
{
    bool bad = false, data = false, fatal = false;
    uint32_t line = r->line, col = r->col;
    json_t *rest = json_object();
    if (!rest) {
        diag_report(r->fe->diag, NULL, (src_range){ 0, 0 }, ERR_FILE_OPEN, r->path, "out of memory");
        return false;
    }
    jr_take(r);                 /* '{' */
    jr_skip_space(r);
    if (jr_peek(r) != '}') {
        do {
            jr_skip_space(r);
            json_t *key = jr_value(r, "a member name", &fatal);
            if (!key || !json_is_string(key)) {
                if (key)
                    JR_REPORT(r, 0, ERR_JSON_SHAPE, "a member name");
                json_decref(key);
                bad = true;
                break;
            }
            const char *name = arena_strdup(r->fe->a, json_string_value(key));
            bool is_data = strcmp(name, "data") == 0;
            json_decref(key);
            if (!jr_expect(r, ':', "':'")) {
                bad = true;
                break;
            }
            jr_skip_space(r);
            int c = jr_peek(r);
            if (is_data && c == '{' && r->format != CARDJSON_SCRYFALL) {
                bad = !mtgjson_data(r);
                data = true;
            } else if (is_data && c == '[' && r->format != CARDJSON_MTGJSON) {
                bad = !scryfall_array(r, "data");
                data = true;
            } else if (is_data) {
                jr_unexpected(r, r->format == CARDJSON_SCRYFALL ? "an array of Scryfall cards"
                                 : r->format == CARDJSON_MTGJSON ? "an object of MTGJSON cards"
                                 : "an object or array of cards");
                bad = true;
            } else {
                json_t *v = jr_value(r, "a value", &fatal);
                bad = !v || json_object_set_new(rest, name, v) < 0;
            }
        } while (!bad && jr_more(r, '}', &bad));
    } else {
        jr_take(r);
    }
    json_t *object = json_object_get(rest, "object");
    bool is_card = json_is_string(object) && strcmp(json_string_value(object), "card") == 0;
    if (!bad && !data && is_card && r->format != CARDJSON_MTGJSON) {
        r->val.len = 0;             /* its diagnostics point at its '{' */
        r->vline = line;
        r->vcol = col;
        scryfall_card(r, rest, "");
    } else if (!bad && !data) {
        r->val.len = 0;
        jr_start(r);
        JR_REPORT(r, 0, ERR_JSON_SHAPE, r->format == CARDJSON_MTGJSON ? "a member \"data\" holding the cards"
                  : "a member \"data\" holding the cards, or a Scryfall card object");
        bad = true;
    }
    json_decref(rest);
    return !bad;
}

/* Read the JSON text; the first byte that is not white space is at r->pos. */
static void json_read(jreader *r)
{
    int c = jr_peek(r);
    bool ok;
    if (c == '[' && r->format != CARDJSON_MTGJSON) {
        ok = scryfall_array(r, "");
    } else if (c == '{') {
        ok = top_object(r);
    } else {
        jr_unexpected(r, r->format == CARDJSON_MTGJSON ? "an MTGJSON object with \"data\""
                         : "a JSON array of Scryfall cards or an object with \"data\"");
        return;
    }
    jr_skip_space(r);
    if (ok && jr_peek(r) != EOF)
        jr_unexpected(r, "the end of the file after the JSON value");
}

/* A card file's text as it is, ended by a blank line so that what follows
 * starts a card of its own. */
static void write_cards(FILE *emit, const source_file *src)
{
    fwrite(src->text, 1, src->len, emit);
    size_t n = src->len;
    if (n > 0 && src->text[n - 1] != '\n')
        fputs("\n\n", emit);
    else if (n > 1 && src->text[n - 2] != '\n')
        fputc('\n', emit);
}

/* The rest of the input after what the reader holds (standard input read
 * as a card file after looking at its start). */
static const source_file *jr_rest(jreader *r)
{
    buf all = { 0 };
    bool ok = buf_add(&all, (const char *)r->in, r->len);
    while (ok && !r->eof) {
        r->pos = r->len;
        if (jr_peek(r) != EOF)
            ok = all.len + r->len <= SOURCE_MAX_BYTES && buf_add(&all, (const char *)r->in, r->len);
    }
    const source_file *src = ok ? source_from_string(r->fe->a, "<stdin>", all.s ? all.s : "", all.len) : NULL;
    if (!ok)
        diag_report(r->fe->diag, NULL, (src_range){ 0, 0 }, ERR_FILE_OPEN, r->path,
                    "file is larger than 1 GiB or out of memory");
    free(all.s);
    return src;
}

int cardjson_file_check(front *fe, const char *path, cardjson_format format, FILE *emit,
                        front_file *out)
{
    memset(out, 0, sizeof *out);
    bool is_stdin = strcmp(path, "-") == 0;
    if (format == CARDJSON_CARDS && !emit)
        return front_file_check(fe, path, out);
    jreader *r = calloc(1, sizeof *r);
    FILE *fp = is_stdin ? stdin : fopen(path, "rb");
    struct stat st;
    if (!r || !fp || (!is_stdin && fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode))) {
        if (fp && !is_stdin)
            fclose(fp);
        free(r);
        return front_file_check(fe, path, out);     /* reports why it cannot be read */
    }
    *r = (jreader){ .fe = fe, .path = path, .name = is_stdin ? "<stdin>" : path, .format = format,
                    .fp = fp, .emit = emit, .line = 1, .col = 1, .out = out, .tail = &out->cards };
    /* A UTF-8 byte order mark is no part of the text. */
    jr_peek(r);
    if (r->len >= 3 && memcmp(r->in, "\xEF\xBB\xBF", 3) == 0)
        r->pos = 3;
    size_t i = r->pos;
    while (i < r->len && strchr(" \t\r\n", r->in[i]))
        i++;
    bool json = format == CARDJSON_SCRYFALL || format == CARDJSON_MTGJSON
             || (format == CARDJSON_AUTO && i < r->len && (r->in[i] == '[' || r->in[i] == '{'));
    int status = 0;
    if (json) {
        jr_skip_space(r);
        json_read(r);
    } else if (emit || is_stdin) {
        /* A card file: its text as it is, or checked as front_file_check
         * checks one (standard input cannot be read again). */
        const char *why = "out of memory";
        const source_file *src = is_stdin ? jr_rest(r) : source_load(fe->a, path, &why);
        if (!src && !is_stdin)
            diag_report(fe->diag, NULL, (src_range){ 0, 0 }, ERR_FILE_OPEN, path, why);
        if (!src)
            status = -1;
        else if (emit)
            write_cards(emit, src);
        else
            front_source_check(fe, src, out);
    } else {
        status = front_file_check(fe, path, out);
    }
    if (json && ferror(fp)) {
        diag_report(fe->diag, NULL, (src_range){ 0, 0 }, ERR_FILE_OPEN, path, "read error");
        status = -1;
    }
    if (!is_stdin)
        fclose(fp);
    free(r->val.s);
    free(r->text.s);
    free(r);
    return status;
}
