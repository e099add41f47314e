#!/bin/sh
# bench-compile.sh CARDC CORPUS OUTDIR — compile every face of CORPUS that
# compiles into one shared library at -O0, -O1 and -O2, in as many parts as
# the machine has cores (cardc -jN); print the time, the cards and the
# native functions made, and how many of each per second.
cardc=$1; corpus=$2; out=$3
[ -f "$corpus" ] || { echo "bench-compile: no corpus at $corpus" >&2; exit 1; }
mkdir -p "$out"
jobs=$(nproc 2>/dev/null || echo 1)
cards=$("$cardc" --stats=json "$corpus" | sed 's/.*"compiled":\([0-9]*\),"compiled_percent".*/\1/')
for level in 0 1 2; do
    so="$out/corpus-O$level.so"
    rm -f "$so"
    start=$(date +%s.%N)
    # The corpus has cards that do not parse or compile: they are left out.
    "$cardc" -shared -fskip-unsupported -ferror-limit=0 -w -O$level -j"$jobs" -o "$so" "$corpus" 2>/dev/null
    end=$(date +%s.%N)
    [ -f "$so" ] || { echo "bench-compile: no library made" >&2; exit 1; }
    fns=$(nm "$so" | grep -c ' t cardc\.')
    awk -v a="$start" -v b="$end" -v n="$cards" -v f="$fns" -v l="$level" -v j="$jobs" 'BEGIN {
        printf "-O%d -j%d: %d cards, %d functions into a shared library in %.2f s: %.0f cards/s, %.0f functions/s\n",
               l, j, n, f, b - a, n / (b - a), f / (b - a) }'
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
