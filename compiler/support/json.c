/* json.c — JSON string output. */
#include "json.h"

#include <string.h>

#include "source.h"

void jsonw_string(FILE *out, const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s;
    putc('"', out);
    for (size_t i = 0; i < n;) {
        unsigned char c = p[i];
        if (c >= 0x80) {
            size_t k = utf8_valid_len(p + i, n - i);
            if (k == 0) {
                fputs("\\ufffd", out);
                i++;
            } else {
                fwrite(p + i, 1, k, out);
                i += k;
            }
            continue;
        }
        switch (c) {
        case '"': fputs("\\\"", out); break;
        case '\\': fputs("\\\\", out); break;
        case '\n': fputs("\\n", out); break;
        case '\t': fputs("\\t", out); break;
        case '\r': fputs("\\r", out); break;
        default:
            if (c < 0x20)
                fprintf(out, "\\u%04x", c);
            else
                putc(c, out);
        }
        i++;
    }
    putc('"', out);
}

void jsonw_cstring(FILE *out, const char *s)
{
    if (s)
        jsonw_string(out, s, strlen(s));
    else
        fputs("null", out);
}
