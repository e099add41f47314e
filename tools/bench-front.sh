#!/bin/sh
# bench-front.sh CARDC CORPUS — front-end throughput: the whole corpus through
# `cardc --stats` (read, scan, parse, check), best of three runs.
cardc=$1; corpus=$2
[ -f "$corpus" ] || { echo "bench-front: no corpus at $corpus" >&2; exit 1; }
bytes=$(wc -c < "$corpus")
best=""
for i in 1 2 3; do
    start=$(date +%s.%N)
    "$cardc" --stats=json "$corpus" > /tmp/cardc-bench.$$ || exit 1
    end=$(date +%s.%N)
    t=$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')
    if [ -z "$best" ] || awk -v t="$t" -v b="$best" 'BEGIN { exit !(t < b) }'; then best=$t; fi
done
faces=$(sed 's/.*"cards":\([0-9]*\).*/\1/' /tmp/cardc-bench.$$)
rm -f /tmp/cardc-bench.$$
awk -v n="$bytes" -v f="$faces" -v t="$best" 'BEGIN {
    printf "front end: %d bytes, %d faces in %.3f s: %.2f MB/s, %.0f faces/s\n", n, f, t, n / t / 1e6, f / t }'
