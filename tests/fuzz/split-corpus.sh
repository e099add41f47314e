#!/bin/sh
# split-corpus.sh CORPUS DIR N — N cards of the shared corpus, evenly spread,
# one card file each in DIR: seeds for the card-file fuzz targets.
set -e
corpus=$1 dir=$2 n=$3
if [ ! -f "$corpus" ]; then
    echo "split-corpus: no $corpus: the fuzz targets start from the other seeds" >&2
    exit 0
fi
total=$(grep -c '^$' "$corpus" || true)
step=$(( (total + 1) / n )); [ "$step" -ge 1 ] || step=1
awk -v RS= -v dir="$dir" -v step="$step" -v n="$n" \
    'NR % step == 0 && k < n { k++; print $0 > (dir "/card" k ".cards"); close(dir "/card" k ".cards") }' "$corpus"
