#!/bin/sh
# bench-compile.sh CARDC CORPUS OUTDIR — compile every face of CORPUS that
# compiles into one shared library, at -O0 and at -O2; print the time and
# the cards compiled per second.
cardc=$1; corpus=$2; out=$3
[ -f "$corpus" ] || { echo "bench-compile: no corpus at $corpus" >&2; exit 1; }
mkdir -p "$out"
cards=$("$cardc" --stats=json "$corpus" | sed 's/.*"compiled":\([0-9]*\).*/\1/')
for level in 0 2; do
    start=$(date +%s.%N)
    rm -f "$out/corpus-O$level.so"
    # The corpus has cards that do not parse: they are reported and left out.
    "$cardc" -shared -fskip-unsupported -ferror-limit=0 -w -O$level \
        -o "$out/corpus-O$level.so" "$corpus" 2>/dev/null
    [ -f "$out/corpus-O$level.so" ] || { echo "bench-compile: no library made" >&2; exit 1; }
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" -v n="$cards" -v l="$level" 'BEGIN {
        printf "compile %d cards into a shared library at -O%d: %.2f s, %.0f cards/s\n", n, l, b - a, n / (b - a) }'
done

# The JIT: from a card file to the first resolved spell (cardsim compiles the
# scenario's card file in process, then plays it), best of three.
sim=$(dirname "$cardc")/cardsim
scn=tests/scenarios/ed4-lightning-bolt-giant-growth.scn
if [ -x "$sim" ] && [ -f "$scn" ]; then
    best=""
    for i in 1 2 3; do
        start=$(date +%s.%N)
        "$sim" "$scn" > /dev/null 2>&1 || { echo "bench-compile: $scn failed" >&2; exit 1; }
        end=$(date +%s.%N)
        t=$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')
        if [ -z "$best" ] || awk -v t="$t" -v b="$best" 'BEGIN { exit !(t < b) }'; then best=$t; fi
    done
    awk -v t="$best" 'BEGIN { printf "JIT: card file to first resolved spell (cardsim, one scenario): %.3f s\n", t }'
fi
