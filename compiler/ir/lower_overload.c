/* lower_overload.c — overload (CR 702.96a of the current rules: "You may
 * cast this spell for its overload cost. If you do, change its text by
 * replacing all instances of 'target' with 'each.'"): the card's text as
 * that cost changes it, read again by the front end as a card of its own,
 * so that the overloaded spell is lowered and compiled from its own words. */
#include <string.h>

#include "front.h"
#include "lexicon.h"
#include "lower_int.h"

/* Is the paragraph P the keyword line of overload alone? */
static bool overload_line(const paragraph *p)
{
    const ability *ab = p->ability;
    const node *k = ab && ab->kind == AB_KEYWORD && ab->ast->b ? ab->ast->b->a : NULL;
    return k && !k->next && ir_kw_ability_of(k) == IR_KA_OVERLOAD;
}

static bool letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* Append TEXT[0, LEN) to BUF (of CAP bytes, *N used) with every word
 * "target" ("Target") written "each" ("Each"); false when another form of
 * the word ("targets", "targeted") is there, which the change does not
 * name, or when BUF is full. */
static bool replaced(char *buf, size_t cap, size_t *n, const char *text, size_t len)
{
    for (size_t i = 0; i < len;) {
        bool word = (text[i] == 't' || text[i] == 'T') && len - i >= 6 && strncmp(text + i + 1, "arget", 5) == 0
                    && (i == 0 || !letter(text[i - 1]));
        if (word && i + 6 < len && letter(text[i + 6]))
            return false;
        const char *put = word ? (text[i] == 'T' ? "Each" : "each") : NULL;
        size_t k = put ? 4 : 1;
        if (*n + k >= cap)
            return false;
        memcpy(buf + *n, put ? put : text + i, k);
        *n += k;
        i += put ? 6 : 1;
    }
    return true;
}

const card *ir_overloaded_card(arena *a, const card *c)
{
    const char *src = c->src->text;
    size_t n = c->header_range.end - c->header_range.begin, cap = n + 2;   /* "each" is shorter */
    for (const paragraph *p = c->paras; p; p = p->next)
        cap += p->range.end - p->range.begin + 8;
    char *buf = arena_alloc(a, cap);
    memcpy(buf, src + c->header_range.begin, n);  /* the header as it is: only the text changes */
    bool ok = true;
    unsigned kept = 0;
    for (const paragraph *p = c->paras; ok && p; p = p->next) {
        if (overload_line(p))
            continue;
        const char *lead = p->kind == PARA_MODE ? "\n/ \xe2\x80\xa2 " : "\n/ ";
        size_t ll = strlen(lead);
        if (n + ll >= cap)
            return NULL;
        memcpy(buf + n, lead, ll);
        n += ll;
        ok = replaced(buf, cap, &n, src + p->range.begin, p->range.end - p->range.begin);
        kept++;
    }
    if (!ok || !kept || n + 2 >= cap)
        return NULL;
    buf[n++] = '\n';
    buf[n] = '\0';
    /* read quietly: what does not read so is refused by name at the keyword */
    diag_engine *quiet = diag_new(NULL);
    diag_option(quiet, "-w");
    lexicon *lex = lexicon_new();
    front fe = { .a = a, .diag = quiet, .lex = lex, .quiet = true };
    front_file ff;
    front_source_check(&fe, source_from_string(a, arena_printf(a, "<%s, overloaded>", c->name), buf, n), &ff);
    bool clean = diag_error_count(quiet) == 0 && ff.ncards == 1 && ff.nparsed == 1;
    lexicon_free(lex);
    diag_free(quiet);
    return clean ? ff.cards : NULL;
}
