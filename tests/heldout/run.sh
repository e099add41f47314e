#!/bin/sh
# run.sh CARDC CARDSIM DIR RESULT — the held-out check of issue 12: the cards of
# a set that does not exist (DIR/*.cards), with keywords of its own whose
# reminder text defines them.
#   - every face parses (cardc --stats);
#   - compiling them refuses exactly the constructs DIR/refused.expected
#     lists, for all the files (FILE:LINE: "cannot compile ..." a line;
#     UPDATE=1 rewrites it),
#     so a card that compiles today and not tomorrow fails, and none is
#     refused for its invented keyword;
#   - the scenarios DIR/*.scn play those keywords as their reminder text
#     says.
# A file whose first line says "real cards" (later.cards: cards printed
# after the corpus, written from memory) need not parse: every error it
# has, a parse error too, is one of refused.expected's lines.
# Writes "PASSED FAILED" to RESULT.
cardc=$1; cardsim=$2; dir=$3; result=$4
. "$(dirname "$0")/../lib.sh"

for f in "$dir"/*.cards; do
    base=$(basename "$f")
    "$cardc" --stats "$f" > "$tmp/stats" 2>&1
    faces=$(sed -n 's/^card faces: *\([0-9]*\).*/\1/p' "$tmp/stats")
    parsed=$(sed -n 's/^parsed fully: *\([0-9]*\).*/\1/p' "$tmp/stats")
    compiled=$(sed -n 's/^compiled: *\([0-9]*\).*/\1/p' "$tmp/stats")
    echo "$base: $faces faces, $parsed parsed, $compiled compiled"
    "$cardc" -c -w -ferror-limit=0 -fdiagnostics-color=never -o "$tmp/out.o" "$f" 2> "$tmp/err"
    if head -1 "$f" | grep -q 'real cards'; then
        check "$base: some faces parse" [ -n "$faces" ] && [ "$faces" -gt 0 ] && [ "$parsed" -gt 0 ]
        sed -n 's/^\([^:]*:[0-9]*\):[0-9]*: error: \(.*\)$/\1: \2/p' "$tmp/err" \
            | sed 's|^[^:]*/||' >> "$tmp/refused"
        continue
    fi
    check "$base: every face parses" [ -n "$faces" ] && [ "$faces" -gt 0 ] && [ "$parsed" = "$faces" ]
    sed -n 's/^\([^:]*:[0-9]*\):[0-9]*: error: \(cannot compile .*\)$/\1: \2/p' "$tmp/err" \
        | sed 's|^[^:]*/||' >> "$tmp/refused"
done
# the refusals of every file, each line named by its file
[ "${UPDATE:-0}" = 1 ] && cp "$tmp/refused" "$dir/refused.expected"
if cmp -s "$tmp/refused" "$dir/refused.expected"; then
    ok "every file compiles but for refused.expected"
else
    ko "every file compiles but for refused.expected"
    diff "$dir/refused.expected" "$tmp/refused" | head -20
fi

if "$cardsim" "$dir"/*.scn > "$tmp/play" 2>&1; then
    ok "the scenarios play"
else
    ko "the scenarios play"
    cat "$tmp/play"
fi

echo "heldout: $pass passed, $fail failed"
echo "$pass $fail" > "$result"
