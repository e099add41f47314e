#!/bin/sh
# bench.sh BUILD CORPUS — `make bench`: one table of the figures that matter,
# each measured once here (the detailed benchmarks are bench-front,
# bench-compile and bench-runtime).  Speed is measured, never asserted.
build=$1; corpus=$2
[ -f "$corpus" ] || { echo "bench: no corpus at $corpus" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "bench: /usr/bin/time is needed (apt-get install time)" >&2; exit 1; }
out=$build/bench
mkdir -p "$out"
jobs=$(nproc 2>/dev/null || echo 1)
row() { printf '%-46s %s\n' "$1" "$2"; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

echo "cardc bench: $(date -u '+%Y-%m-%d %H:%M UTC'), $jobs cores," \
     "load average $(cut -d' ' -f1-3 /proc/loadavg)"
row "what" "figure"

# The front end over the corpus: time (best of the scanner's and the whole
# front end's three runs, bench-front), peak memory of cardc --check, and
# the GLR parser's splits.
"$build/tests/bench-front" "$corpus" > "$out/front.txt"
scan=$(sed -n 's/^scanner: *\([0-9.]*\) s.*/\1/p' "$out/front.txt")
front=$(sed -n 's/^front end: *\([0-9.]*\) s.*/\1/p' "$out/front.txt")
faces=$(sed -n 's/.* \([0-9]*\) faces,.*/\1/p' "$out/front.txt")
/usr/bin/time -f '%M' -o "$out/rss" "$build/cardc" --check -ferror-limit=0 -w "$corpus" > /dev/null 2>&1
rss=$(tail -n 1 "$out/rss" | awk '{ printf "%.0f", $1 / 1024 }')
row "front end, corpus ($faces faces)" "$front s ($(awk -v f="$front" -v s="$scan" 'BEGIN { printf "%.1f", f / s }')x the scanner's $scan s)"
row "cardc --check on the corpus, peak memory" "$rss MB resident"
# How often the GLR parser splits (a copy of the parser with bison's trace
# counting them, bench-splits).
"$build/tests/bench-splits" "$corpus" > "$out/splits.txt"
row "GLR splits, corpus" "$(sed -n 's/^splits: *\([0-9]*\) over \([0-9]*\) paragraphs, \([0-9.]*\) .*/\3 per paragraph parsed (\1 over \2)/p' "$out/splits.txt")"

# Compiling every face that compiles into one shared library.
cards=$("$build/cardc" --stats=json "$corpus" 2>/dev/null | sed 's/.*"compiled":\([0-9]*\),"compiled_percent".*/\1/')
for level in 0 2; do
    so="$out/corpus-O$level.so"
    start=$(date +%s.%N)
    "$build/cardc" -shared -fskip-unsupported -w -O$level -j"$jobs" -o "$so" "$corpus" 2>/dev/null
    end=$(date +%s.%N)
    [ -f "$so" ] || { echo "bench: no library made at -O$level" >&2; exit 1; }
    t=$(secs "$start" "$end")
    row "compile -O$level -j$jobs, $cards faces into one .so" \
        "$t s, $(awk -v t="$t" -v n="$cards" 'BEGIN { printf "%.2f", 1000 * t / n }') ms per face"
done

# Loading that library: cardsim with it and a scenario that only names a
# player (process start, dlopen, the registry's checks).  The library needs
# the libcardrt.so.N just built; a load that fails is an error, not a figure.
printf 'player Ann\n' > "$out/empty.scn"
start=$(date +%s.%N)
LD_LIBRARY_PATH="$build${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
    "$build/cardsim" --cards "$out/corpus-O2.so" "$out/empty.scn" > "$out/load.txt" 2>&1 \
    || { echo "bench: cardsim could not load the -O2 library:" >&2; cat "$out/load.txt" >&2; exit 1; }
end=$(date +%s.%N)
row "load the -O2 library (cardsim --cards)" "$(secs "$start" "$end") s"

# The runtime.
"$build/tests/bench-runtime" > "$out/runtime.txt"
row "runtime: cast and resolve a damage spell" \
    "$(sed -n 's/^cast and resolve[^:]*: \([0-9]*\) per second.*/\1/p' "$out/runtime.txt") per second"
row "runtime: 100 permanents under 20 effects" \
    "$(awk '$1 == 100 && $2 == 20 && NF == 4 { print $3; exit }' "$out/runtime.txt") us per recompute"
row "runtime: a full turn cycle" \
    "$(sed -n 's/^full turn cycle[^:]*: \([0-9]*\) per second.*/\1/p' "$out/runtime.txt") per second"
