#!/bin/sh
# run.sh CARDC CARDSIM DIR RESULT — the cardc driver: no card is left out
# silently, -jN reports as one process does, -fskip-unsupported compiles
# every card that compiles whatever the error limit, a run that stops early
# or fails writes no output file (docs/cardc.md, "Compiling").
# Writes "PASSED FAILED" to RESULT.
cardc=$1; sim=$2; dir=$3; result=$4
# A library cardc -shared makes needs libcardrt.so.N: the build tree's.
LD_LIBRARY_PATH=$(dirname "$cardc")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export LD_LIBRARY_PATH
. "$(dirname "$0")/../lib.sh"
# no_output: nothing was left in $tmp/out, not even a temporary file.
no_output() { [ -z "$(ls -A "$tmp/out")" ]; }
mkdir "$tmp/out"

# A file whose one card parses but does not compile: the same error with
# and without -j, status 1, no output file.
for j in 1 2; do
    "$cardc" -c -j$j -fdiagnostics-color=never -o "$tmp/out/one.o" "$dir/uncompiled.cards" 2> "$tmp/err$j"
    echo $? > "$tmp/status$j"
done
check "one card that does not compile: an error at its construct" \
    grep -q "uncompiled.cards:2:27: error: cannot compile searching for cards of several descriptions: 'a creature card and/or a land card' yet" "$tmp/err1"
check "one card that does not compile: status 1" grep -qx 1 "$tmp/status1"
check "one card that does not compile: -j2 prints the same, status 1" \
    sh -c "cmp -s '$tmp/err1' '$tmp/err2' && grep -qx 1 '$tmp/status2'"
check "one card that does not compile: no output file" no_output

# Cards that do not compile among good ones, in every part of -j3: the
# diagnostics (text and json), their order and the status are those of one
# process; nothing is written.
for fmt in text json; do
    for j in 1 3; do
        "$cardc" -shared -j$j -ferror-limit=0 -fdiagnostics-format=$fmt -fdiagnostics-color=never \
            -o "$tmp/out/mixed.so" "$dir/mixed.cards" 2> "$tmp/err$j"
        echo $? > "$tmp/status$j"
    done
    check "-j3 reports as one process ($fmt)" \
        sh -c "cmp -s '$tmp/err1' '$tmp/err3' && grep -qx 1 '$tmp/status3' && grep -q 'goad' '$tmp/err3'"
done
check "cards with errors: no output file" no_output

# -fskip-unsupported with an error limit of 1: the limit stops the reports
# (a note says so), never the compiling; the library holds every card that
# compiles, whether made by one process or by three.
for j in 1 3; do
    "$cardc" -shared -j$j -fskip-unsupported -ferror-limit=1 -fdiagnostics-color=never \
        -o "$tmp/out/skip.so" "$dir/mixed.cards" 2> "$tmp/err"
    status=$?
    check "-fskip-unsupported -ferror-limit=1 -j$j: status 1, one error, the limit a note" \
        sh -c "[ $status = 1 ] && [ \$(grep -c 'error:' '$tmp/err') = 1 ] \
               && grep -q 'note: too many errors emitted; the rest are not shown' '$tmp/err' \
               && grep -q 'note: 3 of 8 card faces left out' '$tmp/err'"
    "$sim" --cards "$tmp/out/skip.so" "$dir/mixed.scn" > "$tmp/sim" 2>&1
    check "-fskip-unsupported -ferror-limit=1 -j$j: every card that compiles is in the library" \
        sh -c "[ $? = 0 ] && ! grep -q 'error' '$tmp/sim'"
    rm -f "$tmp/out/skip.so"
done

# Without -fskip-unsupported, a run stopped by the error limit writes nothing.
"$cardc" -c -ferror-limit=1 -o "$tmp/out/limit.o" "$dir/mixed.cards" 2> "$tmp/err"
status=$?
check "stopped at the error limit: status 1, no output file" \
    sh -c "[ $status = 1 ] && grep -q 'fatal error: too many errors emitted' '$tmp/err'"
check "stopped at the error limit: no output file" no_output
# A fatal error (an input that cannot be read) writes nothing either.
"$cardc" -shared -fskip-unsupported -o "$tmp/out/fatal.so" "$dir/mixed.cards" "$dir/no-such.cards" 2> /dev/null
check "an input that cannot be read: status 2" [ $? = 2 ]
check "an input that cannot be read: no output file" no_output

# A good output replaces the file as a whole and has a new file's mode.
printf 'old' > "$tmp/out/good.o"
"$cardc" -c -o "$tmp/out/good.o" "$dir/mixed.cards" 2> /dev/null
check "a failed compile leaves the old output as it was" grep -qx old "$tmp/out/good.o"
printf 'Test Shock  {R}  Instant\n/ Test Shock deals 2 damage to any target.\n' > "$tmp/good.cards"
(umask 022 && "$cardc" -c -o "$tmp/out/good.o" "$tmp/good.cards")
check "a good compile: the output, mode 644, no temporary file" \
    sh -c "[ \"\$(ls -A '$tmp/out')\" = good.o ] && [ \"\$(stat -c %a '$tmp/out/good.o')\" = 644 ] \
           && ! grep -q old '$tmp/out/good.o'"
# An output that is not a regular file (/dev/null; here a FIFO) is written
# to, not replaced.
mkfifo "$tmp/fifo"
timeout 20 cat "$tmp/fifo" > "$tmp/from-fifo" &
"$cardc" -c -o "$tmp/fifo" "$tmp/good.cards"
status=$?
wait
check "-o FIFO is written to, not replaced" sh -c "[ $status = 0 ] && [ -p '$tmp/fifo' ] && [ -s '$tmp/from-fifo' ]"

# -o naming an input file, under another name too: refused (status 2),
# the cards untouched.
cp "$dir/mixed.cards" "$tmp/mine.cards"
cp "$tmp/mine.cards" "$tmp/mine.orig"
ln -s "$tmp/mine.cards" "$tmp/alias.o"
for o in "$tmp/mine.cards" "$tmp/alias.o"; do
    "$cardc" -c -fskip-unsupported -o "$o" "$tmp/mine.cards" 2> "$tmp/err"
    status=$?
    check "-o $(basename "$o") naming the input: refused, the input kept" \
        sh -c "[ $status = 2 ] && grep -q 'is an input file' '$tmp/err' && cmp -s '$tmp/mine.cards' '$tmp/mine.orig'"
done

# Binary output where it cannot go: -shared -o - (a library is linked into
# a file) and an object to a terminal (script(1) gives the run one) are
# refused with status 2; an object into a pipe is fine.
"$cardc" -shared -o - "$dir/mixed.cards" > "$tmp/lib" 2> "$tmp/err"
status=$?
check "-shared -o -: refused" sh -c "[ $status = 2 ] && grep -q \"name one with '-o FILE'\" '$tmp/err' && [ ! -s '$tmp/lib' ]"
script -qec "'$cardc' -c -fskip-unsupported -o - '$dir/mixed.cards'" /dev/null > "$tmp/tty" 2>&1
status=$?
check "-c -o - to a terminal: refused" sh -c "[ $status = 2 ] && grep -q 'to a terminal' '$tmp/tty'"
"$cardc" -c -fskip-unsupported -o - "$dir/mixed.cards" 2>/dev/null | head -c 4 > "$tmp/magic"
check "-c -o - into a pipe: an ELF object" sh -c "printf '\\177ELF' | cmp -s - '$tmp/magic'"
mkdir "$tmp/nocc"
CC=/nonexistent/cc "$cardc" -shared -fskip-unsupported -o "$tmp/nocc/lib.so" "$dir/mixed.cards" 2> "$tmp/err"
status=$?
no_cc() { [ $status = 1 ] && grep -q 'No C compiler was found' "$tmp/err" && [ -z "$(ls -A "$tmp/nocc")" ]; }
check "-shared with a \$CC that is not there: says what to install" no_cc
CC="${CC:-cc} -Wl,--no-undefined-version" "$cardc" -shared -fskip-unsupported -o "$tmp/lib2.so" "$dir/mixed.cards" 2>/dev/null
check "-shared links with the words of \$CC" test -s "$tmp/lib2.so"

# cardsim: every use of a card that is not compiled says why, right after
# saying it, however many there are (the error limit does not apply).
set --
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22; do set -- "$@" "$dir/../cardsim/uncompiled.scn"; done
"$sim" "$@" > /dev/null 2> "$tmp/err"
check "cardsim: 22 uses of a card not compiled, 22 reasons" \
    sh -c "[ \$(grep -A1 'is not compiled yet:' '$tmp/err' | grep -c \"error: cannot compile 'goad' yet\") = 22 ]"

# --stats: the tables by card type and ability kind, and what stops the
# parsed faces compiling (docs/cardc.md, "Statistics").
"$cardc" --stats "$dir/mixed.cards" > "$tmp/stats" 2>&1
check "--stats: a row per card type with faces, parsed and compiled" \
    grep -Eq '^  Sorcery +4 +4 100\.0% +1  25\.0%$' "$tmp/stats"
check "--stats: a row per ability kind of the parsed faces" \
    grep -Eq '^  spell +7 +4  57\.1%$' "$tmp/stats"
check "--stats: the errors that stop faces compiling, most frequent first" \
    sh -c "grep -A1 'stop a parsed face compiling' '$tmp/stats' | grep -Eq \"^ +2  cannot compile 'goad' yet\$\""
"$cardc" --stats=json "$dir/mixed.cards" > "$tmp/stats.json" 2>&1
check "--stats=json: the same tables" \
    sh -c "grep -q '\"compile_failures\":\[{\"count\":2,\"reason\":\"cannot compile '\\''goad'\\'' yet\"}' '$tmp/stats.json' &&
           grep -q '{\"type\":\"Sorcery\",\"faces\":4,\"parsed\":4,\"compiled\":1}' '$tmp/stats.json' &&
           grep -q '{\"kind\":\"spell\",\"parsed\":7,\"compiled\":4}' '$tmp/stats.json'"

# Issue 10: a face compiles only when all of it lowers to the card IR, so
# --dump-ir holds the meaning of every compiled face: over the shipped cards
# and every golden card file, as many lower as compile (and some do).
"$cardc" --stats=json -w -ferror-limit=0 cards/*.cards tests/golden/*.cards > "$tmp/all.json" 2>/dev/null
compiled=$(grep -o '"compiled":[0-9]*' "$tmp/all.json" | head -1 | cut -d: -f2)
lowered=$(grep -o '"lowered":[0-9]*' "$tmp/all.json" | head -1 | cut -d: -f2)
check "every face of the shipped and golden cards that compiles lowers ($lowered of $compiled)" \
    sh -c "[ -n '$compiled' ] && [ '$compiled' -gt 1000 ] && [ '$compiled' = '$lowered' ]"

echo "driver: $pass passed, $fail failed"
echo "$pass $fail" > "$result"
