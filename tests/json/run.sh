#!/bin/sh
# run.sh CARDC DIR RESULT — card data in JSON (docs/cardc.md, "Card data in
# JSON"): Scryfall card objects and MTGJSON AtomicCards, every layout, read
# into faces; --emit-cards; the format found from the content or named with
# -x; diagnostics that name the card and its JSON path; malformed JSON; a
# big file read in bounded memory.  The fixtures are written from the
# published schemas (Scryfall's card object, MTGJSON's AtomicCards).
# UPDATE=1 rewrites the golden X.emit.cards files.
# Writes "PASSED FAILED" to RESULT.
cardc=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); dir=$2; result=$3
. "$(dirname "$0")/../lib.sh"
# run NAME ARGS...: cardc in DIR (so file names are as in the golden files);
# stdout, stderr and the status go to $tmp/NAME.{out,err,status}.
run() {
    name=$1; shift
    (cd "$dir" && "$cardc" -fdiagnostics-color=never "$@") > "$tmp/$name.out" 2> "$tmp/$name.err"
    echo $? > "$tmp/$name.status"
}
status_is() { grep -qx "$2" "$tmp/$1.status"; }
err_has() { grep -qF -- "$2" "$tmp/$1.err"; }

# Every layout, in each format: the .cards text is the golden one, and
# reading it checks as reading the JSON does.
# faces: Scryfall's fixture has Grab the Reins too
for fmt in scryfall:19 mtgjson:18; do
    faces=${fmt#*:}; fmt=${fmt%:*}
    run $fmt-emit --emit-cards $fmt.json
    [ "${UPDATE:-0}" = 1 ] && cp "$tmp/$fmt-emit.out" "$dir/$fmt.emit.cards"
    if status_is $fmt-emit 0 && cmp -s "$tmp/$fmt-emit.out" "$dir/$fmt.emit.cards"; then
        ok "$fmt: --emit-cards writes $fmt.emit.cards"
    else
        ko "$fmt: --emit-cards writes $fmt.emit.cards"
        diff "$dir/$fmt.emit.cards" "$tmp/$fmt-emit.out" | head -20
    fi
    run $fmt-named --emit-cards -x $fmt $fmt.json
    check "$fmt: found from the content as -x $fmt reads it" \
        sh -c "cmp -s '$dir/$fmt.emit.cards' '$tmp/$fmt-emit.out' && cmp -s '$dir/$fmt.emit.cards' '$tmp/$fmt-named.out'"
    (cd "$dir" && "$cardc" --emit-cards - < $fmt.json) > "$tmp/$fmt-stdin.out" 2>/dev/null
    sed "s/^# $fmt.json:/# <stdin>:/" "$dir/$fmt.emit.cards" > "$tmp/$fmt-stdin.expected"
    check "$fmt: found from the content on standard input" cmp -s "$tmp/$fmt-stdin.expected" "$tmp/$fmt-stdin.out"
    run $fmt-stats --stats=json $fmt.json
    cp "$tmp/$fmt-emit.out" "$tmp/$fmt.cards"
    "$cardc" --stats=json "$tmp/$fmt.cards" > "$tmp/$fmt-cards-stats.out" 2>/dev/null
    check "$fmt: the faces check as their .cards text does" \
        sh -c "grep -q '\"cards\":$faces,' '$tmp/$fmt-stats.out' && cmp -s '$tmp/$fmt-stats.out' '$tmp/$fmt-cards-stats.out'"
    run $fmt-out --emit-cards -o "$tmp/$fmt-o.cards" $fmt.json
    check "$fmt: --emit-cards -o FILE" cmp -s "$tmp/$fmt-emit.out" "$tmp/$fmt-o.cards"
done
run wrong-mtgjson -x mtgjson scryfall.json
check "-x mtgjson on Scryfall data: an error at the array, status 1" \
    sh -c "grep -qx 1 '$tmp/wrong-mtgjson.status' \
           && grep -qF 'scryfall.json:1:1: error: expected an MTGJSON object with \"data\"' '$tmp/wrong-mtgjson.err'"
run wrong-scryfall -x scryfall mtgjson.json
check "-x scryfall on MTGJSON data: an error at \"data\", status 1" \
    sh -c "grep -qx 1 '$tmp/wrong-scryfall.status' \
           && grep -qF 'mtgjson.json:3:11: error: expected an array of Scryfall cards' '$tmp/wrong-scryfall.err'"
run as-cards -x cards scryfall.json
check "-x cards reads JSON as a card file" \
    sh -c "grep -qx 1 '$tmp/as-cards.status' && grep -qF 'scryfall.json:1:1: error: card header has no type line' '$tmp/as-cards.err'"
run bad-x -x yaml scryfall.json
check "-x with an unknown format: status 2" \
    sh -c "grep -qx 2 '$tmp/bad-x.status' && grep -qF \"'-x' takes a format\" '$tmp/bad-x.err'"
run emit-compile --emit-cards -c scryfall.json
check "--emit-cards with -c: status 2" \
    sh -c "grep -qx 2 '$tmp/emit-compile.status' && grep -qF \"'--emit-cards' writes card files\" '$tmp/emit-compile.err'"
cp "$dir/scryfall.json" "$tmp/same.json"
run emit-same --emit-cards -o "$tmp/same.json" "$tmp/same.json"
check "--emit-cards onto its input: refused, the input kept" \
    sh -c "grep -qx 2 '$tmp/emit-same.status' && grep -qF 'is an input file' '$tmp/emit-same.err' \
           && cmp -s '$dir/scryfall.json' '$tmp/same.json'"
# A card file is written as it is, then a blank line, so that the faces of
# the next file start cards of their own.
run emit-cards --emit-cards ../../cards/core.cards scryfall.json
{ cat "$dir/../../cards/core.cards"; echo; cat "$dir/scryfall.emit.cards"; } > "$tmp/emit-cards.expected"
check "--emit-cards of a card file and a JSON file: one card file" cmp -s "$tmp/emit-cards.expected" "$tmp/emit-cards.out"

# Scryfall's API shapes: a list object, and one card object.
printf '{"object": "list", "has_more": false, "data": [\n {"object": "card", "name": "Shock", "layout": "normal", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Shock deals 2 damage to any target."}]}\n' > "$tmp/list.json"
printf '{"object": "card", "name": "Fire // Ice", "layout": "split", "card_faces": [\n {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets."},\n {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Tap target permanant."}]}\n' > "$tmp/one.json"
(cd "$tmp" && "$cardc" --emit-cards list.json one.json) > "$tmp/api.out" 2>/dev/null
printf '%s\n' '# list.json: data[0] "Shock" (normal)' 'Shock  {R}  Instant' '/ Shock deals 2 damage to any target.' '' \
    '# one.json: "Fire // Ice" card_faces[0] (split)' 'Fire  {1}{R}  Instant' '// split Ice' \
    '/ Fire deals 2 damage divided as you choose among one or two targets.' '' \
    '# one.json: "Fire // Ice" card_faces[1] (split)' 'Ice  {1}{U}  Instant' '/ Tap target permanant.' '' > "$tmp/api.expected"
check "Scryfall: a list object and a single card object" cmp -s "$tmp/api.expected" "$tmp/api.out"
(cd "$tmp" && "$cardc" -fdiagnostics-color=never one.json) > /dev/null 2> "$tmp/one.err"
check "Scryfall: a single card object's face named in a diagnostic" \
    grep -qF 'one.json: "Fire // Ice" card_faces[1]:2:14: error: unknown word' "$tmp/one.err"

# Diagnostics name the card and its JSON path: in the card's text (the
# face's own source), and in its fields (the JSON file's line and column).
run typo typo-scryfall.json typo-mtgjson.json
typo_reports() { status_is typo 1 && err_has typo "$1"; }
check "Scryfall: a face's text error names the card and card_faces[1], status 1" \
    typo_reports 'typo-scryfall.json: [1] "Fire // Ice" card_faces[1]:3:14: error: unknown word '\''permanant'\'
check "Scryfall: a missing field at the card's place in the file" \
    err_has typo 'typo-scryfall.json:11:3: error: [2] "Nameless Wonder" has no '\''type_line'\'
check "MTGJSON: a face's text error names data[\"NAME\"][1]" \
    err_has typo 'typo-mtgjson.json: data["Fire // Ice"][1]:3:14: error: unknown word '\''permanant'\'
check "MTGJSON: a field of the wrong type at its card" \
    err_has typo 'typo-mtgjson.json:7:20: error: '\''power'\'' of data["Grizzly Bears"][0] is not a string'

# Malformed JSON: jansson's message at the line and column in the file,
# the other cards still read, status 1, never a crash.
run malformed --stats=json malformed.json
run malformed-check malformed.json
check "malformed JSON: line and column, jansson's message, status 1" \
    sh -c "grep -qx 1 '$tmp/malformed-check.status' \
           && grep -qF \"malformed.json:3:41: error: malformed JSON: '}' expected near '\\\"type_line\\\"'\" '$tmp/malformed-check.err'"
check "malformed JSON: the cards around it are read" grep -q '"cards":2,"parsed":2,' "$tmp/malformed.out"
printf '[{"name": "Shock", "type_line": "Instant"},\n {"name": "X", "type_line": "Inst' > "$tmp/cut.json"
printf '[{"name": "Shock", "type_line": "Instant"} {}]' > "$tmp/comma.json"
printf '{"meta": {"version": "5"}}' > "$tmp/nodata.json"
printf '[{"name": "A  B", "type_line": "Instant"}, 7, {"name": "C", "type_line": "Instant\\nLand"}]' > "$tmp/fields.json"
for f in cut comma nodata fields; do
    "$cardc" -fdiagnostics-color=never "$tmp/$f.json" > /dev/null 2> "$tmp/$f.err"
    echo $? > "$tmp/$f.status"
done
check "a file cut short: premature end of input at 2:29" \
    sh -c "grep -qx 1 '$tmp/cut.status' && grep -qF 'cut.json:2:29: error: malformed JSON: premature end of input' '$tmp/cut.err'"
check "a missing comma between cards" \
    sh -c "grep -qx 1 '$tmp/comma.status' && grep -qF \"comma.json:1:44: error: expected ',' or ']'\" '$tmp/comma.err'"
check "an object without \"data\"" \
    sh -c "grep -qx 1 '$tmp/nodata.status' && grep -qF 'error: expected a member \"data\" holding the cards' '$tmp/nodata.err'"
check "fields a header cannot hold, a card that is no object: each an error" \
    sh -c "grep -qx 1 '$tmp/fields.status' && [ \$(grep -c 'error:' '$tmp/fields.err') = 3 ] \
           && grep -qF 'expected a card object at [1]' '$tmp/fields.err'"

# A big bulk file (20,000 cards, over 40 MB) is read one card at a time:
# --emit-cards needs little more memory than it does for a small file, and
# --check reads every card.
awk 'BEGIN {
    pad = sprintf("%2000s", ""); gsub(/ /, "x", pad)
    print "["
    for (i = 0; i < 20000; i++)
        printf "{\"object\":\"card\",\"name\":\"Generated Bear %d\",\"layout\":\"normal\",\"mana_cost\":\"{1}{G}\",\"type_line\":\"Creature — Bear\",\"oracle_text\":\"Trample\",\"power\":\"2\",\"toughness\":\"2\",\"flavor_text\":\"%s\"}%s\n", i, pad, i < 19999 ? "," : ""
    print "]"
}' > "$tmp/big.json"
rss() { sed -n 's/.*Maximum resident set size (kbytes): //p' "$1"; }
/usr/bin/time -v "$cardc" --emit-cards "$dir/scryfall.json" > /dev/null 2> "$tmp/small.time"
/usr/bin/time -v "$cardc" --emit-cards "$tmp/big.json" > "$tmp/big.cards" 2> "$tmp/big.time"
/usr/bin/time -v "$cardc" --stats=json "$tmp/big.json" > "$tmp/big.stats" 2> "$tmp/check.time"
small=$(rss "$tmp/small.time"); big=$(rss "$tmp/big.time"); checked=$(rss "$tmp/check.time")
echo "max RSS: --emit-cards ${small} kB (scryfall.json), ${big} kB (20,000 cards, $(wc -c < "$tmp/big.json") bytes); --stats ${checked} kB"
faces=$(grep -c '^Generated Bear' "$tmp/big.cards")
check "20,000 cards: --emit-cards writes every face" [ "$faces" = 20000 ]
check "20,000 cards: --stats reads and compiles every face" \
    grep -q '"cards":20000,"parsed":20000,"parsed_percent":100.00,"compiled":20000,' "$tmp/big.stats"
# The bounds are cardc's own; under the sanitizers (make SANITIZE=1) memory
# is theirs (shadow memory, a quarantine of freed blocks).
if [ -z "${ASAN_OPTIONS:-}" ]; then
    check "20,000 cards: --emit-cards of every face within 16 MB more than for a small file" \
        sh -c "[ '$faces' = 20000 ] && [ -n '$big' ] && [ -n '$small' ] && [ $big -lt $((small + 16384)) ]"
    check "20,000 cards: --stats of every face within 512 MB" \
        sh -c "grep -q '\"cards\":20000,' '$tmp/big.stats' && [ -n '$checked' ] && [ $checked -lt 524288 ]"
fi

echo "$pass $fail" > "$result"
echo "json: $pass passed, $fail failed"
