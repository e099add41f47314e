#!/bin/sh
# run.sh CARDC DIR RESULT — the golden tests of the front end.
#
# For every DIR/X.cards:
#   X.ast      the expected `cardc --dump-ast X.cards` (UPDATE=1 rewrites it);
#   expected-  comments in X.cards: `cardc -verify X.cards` must pass (with
#              -c, compiling it, when X.cards says "# verify with -c");
#   X.exit     the expected exit status of `cardc --check X.cards`, which
#              must also say something on stderr when it is not 0;
#   X.ll       the expected `cardc -emit-llvm -S -o - X.cards` (UPDATE=1 too);
#   X.print    the expected `cardc --print X.cards` (UPDATE=1 too);
#   X.roundtrip  the expected `cardc --print=check X.cards`: the faces whose
#              rendering differs from their text, an exact list (UPDATE=1 too);
#   X.stats    the expected round-trip figures of `cardc --stats` and
#              `--stats=json` on X.cards (UPDATE=1 too).
# The shipped cards (cards/*.cards) are checked the same way against
# DIR/cards-NAME.roundtrip.
#   X.ir       the expected `cardc --dump-ir=text X.cards` (the card IR of the
#              faces that lower, docs/ir.md; UPDATE=1 too).
# The rules documents' cards (cards/rules-examples.cards, cards/faq.cards)
# and the dungeons (cards/dungeons.cards) have their card IR in
# rules-examples.ir, faq.ir and dungeons.ir, the dungeons their AST in
# dungeons.ast.
# Then the bad inputs made here (too big to keep in the tree): a 1 MB line,
# 10,000 nested parentheses and quotes, a missing file, a directory.  Each
# must end with status 1 or 2 and a diagnostic, within 20 s, never a crash.
# Writes "PASSED FAILED" to RESULT.
cardc=$1; dir=$2; result=$3
. "$(dirname "$0")/../lib.sh"

# golden NAME EXPECTED COMMAND...: the command's output must equal EXPECTED
# (UPDATE=1 writes it there instead).
golden() {
    label=$1; expected=$2; shift 2
    "$@" > "$tmp/out" 2>/dev/null
    if [ "${UPDATE:-0}" = 1 ]; then
        cp "$tmp/out" "$expected"
    fi
    if cmp -s "$tmp/out" "$expected"; then
        ok "$label"
    else
        ko "$label"
        diff "$expected" "$tmp/out" | head -20
    fi
}

for f in "$dir"/*.cards; do
    name=${f%.cards}
    base=$(basename "$name")
    [ -f "$name.ast" ] && golden "$base.ast" "$name.ast" "$cardc" --dump-ast "$f"
    [ -f "$name.ir" ] && golden "$base.ir" "$name.ir" "$cardc" --dump-ir=text -ferror-limit=0 "$f"
    [ -f "$name.ll" ] && golden "$base.ll" "$name.ll" "$cardc" -emit-llvm -S -o - "$f"
    [ -f "$name.print" ] && golden "$base.print" "$name.print" "$cardc" --print "$f"
    [ -f "$name.roundtrip" ] && golden "$base.roundtrip" "$name.roundtrip" "$cardc" --print=check "$f"
    [ -f "$name.stats" ] && golden "$base.stats" "$name.stats" sh -c \
        "'$cardc' --stats '$f' | grep '^round trip:'; '$cardc' --stats=json '$f' | grep -o '\"round_trip\".*_percent\":[0-9.]*'"
    if grep -q 'expected-' "$f"; then
        compile=
        grep -q '^# verify with -c$' "$f" && compile="-c -o $tmp/verify.o"
        if "$cardc" -verify $compile "$f" > "$tmp/verify" 2>&1; then
            ok "$base -verify"
        else
            ko "$base -verify"
            head -30 "$tmp/verify"
        fi
    fi
    if [ -f "$name.exit" ]; then
        want=$(cat "$name.exit")
        "$cardc" --check -fdiagnostics-color=never "$f" > /dev/null 2> "$tmp/err"
        got=$?
        if [ "$got" = "$want" ] && { [ "$got" = 0 ] || [ -s "$tmp/err" ]; }; then
            ok "$base exit $want"
        else
            ko "$base exit: want $want, got $got"
            head -5 "$tmp/err"
        fi
    fi
done

for f in "$dir"/../../cards/*.cards; do
    base=$(basename "$f" .cards)
    golden "cards/$base.cards round trip" "$dir/cards-$base.roundtrip" "$cardc" --print=check "$f"
done
for doc in rules-examples faq dungeons; do
    golden "$doc.ir" "$dir/$doc.ir" "$cardc" --dump-ir=text -ferror-limit=0 "$dir/../../cards/$doc.cards"
done
# the dungeons' rooms as the front end reads them (docs/card-format.md, "Dungeons")
golden "dungeons.ast" "$dir/dungeons.ast" "$cardc" --dump-ast "$dir/../../cards/dungeons.cards"

# Bad input made on the fly: status 1 or 2, a diagnostic, no crash, no hang.
bad() {
    label=$1; shift
    timeout 20 "$cardc" --check -fdiagnostics-color=never "$@" > /dev/null 2> "$tmp/err"
    got=$?
    if { [ "$got" = 1 ] || [ "$got" = 2 ]; } && [ -s "$tmp/err" ]; then
        ok "bad input: $label (status $got)"
    else
        ko "bad input: $label: status $got"
        head -3 "$tmp/err"
    fi
}
header='Test Card  {1}{R}  Instant'
awk -v h="$header" 'BEGIN { printf "%s\n/ ", h; for (i = 0; i < 50000; i++) printf "Draw a card, "; print "then draw a card." }' > "$tmp/long.cards"
bad "1 MB paragraph" "$tmp/long.cards"
awk -v h="$header" 'BEGIN { printf "%s\n/ Draw a card. ", h; for (i = 0; i < 10000; i++) printf "("; print "" }' > "$tmp/parens.cards"
bad "10,000 unclosed parentheses" "$tmp/parens.cards"
awk -v h="$header" 'BEGIN { printf "%s\n/ Test Card has ", h; for (i = 0; i < 10000; i++) printf "\""; print "" }' > "$tmp/quotes.cards"
bad "10,000 straight quotes" "$tmp/quotes.cards"
awk -v h="$header" 'BEGIN { printf "%s\n/ Test Card has ", h; for (i = 0; i < 10000; i++) printf "\342\200\234"; print "flying." }' > "$tmp/curly.cards"
bad "10,000 opening curly quotes" "$tmp/curly.cards"
awk 'BEGIN { for (i = 0; i < 1000000; i++) printf "A"; print "  {1}  Instant"; print "/ Draw draw a card." }' > "$tmp/name.cards"
bad "1 MB card name and a bad paragraph" "$tmp/name.cards"
# A word or a run of blanks longer than flex's 16 KB buffer (it once
# overflowed the scanner's state buffer: a heap overflow, then a crash).
awk -v h="$header" 'BEGIN { printf "%s\n/ Draw ", h; for (i = 0; i < 20000; i++) printf "a"; print " cards." }' > "$tmp/word.cards"
bad "20 KB word" "$tmp/word.cards"
awk -v h="$header" 'BEGIN { printf "%s\n/ Draw", h; for (i = 0; i < 20000; i++) printf " "; print "a card qzxv." }' > "$tmp/blanks.cards"
bad "20 KB of blanks" "$tmp/blanks.cards"
awk -v h="$header" 'BEGIN { printf "%s\n/ +1", h; for (i = 0; i < 20000; i++) printf " "; print ": Draw a card qzxv." }' > "$tmp/loyalty.cards"
bad "20 KB of blanks before a loyalty cost's colon" "$tmp/loyalty.cards"
head -c 4096 "$cardc" > "$tmp/binary.cards"

# The closing line of text diagnostics, as clang's: counted, only when
# there was any, and never in json.
printf 'Test Bear  {G}  Creature \342\200\224 Bear\n/ Draw a kard.\n' > "$tmp/summary.cards"
"$cardc" --check -fdiagnostics-color=never "$tmp/summary.cards" 2> "$tmp/err"
"$cardc" --check -fdiagnostics-format=json "$tmp/summary.cards" 2> "$tmp/json"
"$cardc" --check "$dir/empty.cards" -Wno-empty-file 2> "$tmp/quiet"
if [ "$(tail -n 1 "$tmp/err")" = "1 warning and 1 error generated." ] && ! grep -q generated "$tmp/json" \
    && [ ! -s "$tmp/quiet" ]; then
    ok "summary line"
else
    ko "summary line"
    tail -n 2 "$tmp/err"
fi

# Headers: a UTF-8 byte order mark is not part of the first name; a line of
# only "\r " is blank (it was read as a header with no fields); a type line
# of 50,000 subtypes is read in linear time (it was quadratic: 20 s, 10 GB).
printf '\357\273\277Shock  {R}  Instant\n/ Shock deals 2 damage to any target.\n' > "$tmp/bom.cards"
if "$cardc" --dump-ast "$tmp/bom.cards" 2>/dev/null | grep -q '^{"name":"Shock",'; then
    ok "byte order mark"
else
    ko "byte order mark"
fi
printf '\r \n' > "$tmp/cr.cards"
"$cardc" --check -fdiagnostics-color=never "$tmp/cr.cards" 2> "$tmp/err"
if [ $? = 0 ] && grep -q "file contains no card" "$tmp/err"; then
    ok "a line of only CR and a blank"
else
    ko "a line of only CR and a blank"
    head -3 "$tmp/err"
fi
awk 'BEGIN { printf "Many Elves  {1}  Creature \342\200\224"; for (i = 0; i < 50000; i++) printf " Elf"; print "  1/1" }' > "$tmp/types.cards"
if timeout 20 "$cardc" --check "$tmp/types.cards" 2> "$tmp/err"; then
    ok "50,000 subtypes"
else
    ko "50,000 subtypes"
    head -3 "$tmp/err"
fi
bad "binary data" "$tmp/binary.cards"
bad "missing file" "$tmp/no-such-file.cards"
bad "a directory" "$tmp"

# -fskip-unsupported: the cards that compile go in, the rest are counted
# in a note; without it, such a card is an error and nothing is written.
printf 'Test Bolt  {R}  Instant\n/ Test Bolt deals 3 damage to any target.\n\nTest Delver  {U}  Sorcery\n/ Goad target creature.\n' > "$tmp/mixed.cards"
for j in 1 2; do
    "$cardc" -shared -j$j -fskip-unsupported -o "$tmp/mixed.so" "$tmp/mixed.cards" 2> "$tmp/err"
    got=$?
    if [ "$got" = 0 ] && [ -s "$tmp/mixed.so" ] \
        && grep -q "note: 1 of 2 card faces left out" "$tmp/err"; then
        ok "-fskip-unsupported -j$j"
    else
        ko "-fskip-unsupported -j$j: status $got"
        head -3 "$tmp/err"
    fi
done
rm -f "$tmp/mixed.so"
"$cardc" -shared -o "$tmp/mixed.so" "$tmp/mixed.cards" 2> "$tmp/err"
got=$?
if [ "$got" = 1 ] && [ ! -e "$tmp/mixed.so" ] && grep -q "cannot compile 'goad' yet" "$tmp/err"; then
    ok "unsupported construct without -fskip-unsupported"
else
    ko "unsupported construct without -fskip-unsupported: status $got"
    head -3 "$tmp/err"
fi

# Rolling back a card that fails part way once read freed LLVM values
# (valgrind: invalid reads in codegen_card).  tools/install-deps.sh installs
# valgrind; its reports use a status no other outcome has.  Under
# SANITIZE=1 (SANITIZED=1 here) AddressSanitizer checks the same reads, and
# valgrind cannot run a sanitized program.
if [ "${SANITIZED:-}" != 1 ]; then
    valgrind -q --error-exitcode=99 "$cardc" -c -fskip-unsupported -o "$tmp/refused.o" "$dir/refused.cards" \
        > /dev/null 2> "$tmp/err"
    got=$?
    if [ "$got" = 0 ]; then
        ok "valgrind: rolling back cards that fail part way"
    else
        ko "valgrind: rolling back cards that fail part way: status $got"
        head -20 "$tmp/err"
    fi
fi

# cardc --check keeps one card at a time: 30,000 cards (6 MB) check within
# a bound that holding them all (about 350 MB before) would pass far over.
# The bound is generous (the process alone, with LLVM loaded, is about
# 52 MB); the figure itself is measured by make bench.  Not under the
# sanitizers, whose shadow memory is most of a process.
if [ "${SANITIZED:-}" != 1 ]; then
    awk 'BEGIN { for (i = 0; i < 30000; i++) {
             n = sprintf("Test %c%c%c%c", 65 + i % 26, 97 + int(i / 26) % 26, 97 + int(i / 676) % 26, 97 + int(i / 17576) % 26);
             printf "%s  {2}{R}  Creature \342\200\224 Goblin  2/2\n/ Haste\n", n;
             printf "/ When %s enters the battlefield, it deals 2 damage to any target.\n\n", n } }' > "$tmp/many.cards"
    /usr/bin/time -f '%M' -o "$tmp/rss" "$cardc" --check "$tmp/many.cards" > /dev/null 2> "$tmp/err"
    got=$?
    rss=$(tail -n 1 "$tmp/rss")
    if [ "$got" = 0 ] && [ "$rss" -lt 131072 ]; then
        ok "30,000 cards checked in $rss KB"
    else
        ko "30,000 cards: status $got, $rss KB"
        head -3 "$tmp/err"
    fi
fi

echo "golden: $pass passed, $fail failed"
echo "$pass $fail" > "$result"
