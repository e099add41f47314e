#!/bin/sh
# check-grammar-conflicts.sh BISON [PARSER_Y [DOC]] — the grammar's conflict
# counts are pinned (%expect, %expect-rr), the pins bite (one more conflict
# fails bison) and docs/grammar.md states them; and no line of the grammar
# is over 100 characters.  Run from the top of the tree.
bison=${1:?usage: check-grammar-conflicts.sh BISON [PARSER_Y [DOC]]}
grammar=${2:-grammar/parser.y}
doc=${3:-docs/grammar.md}
sr=$(sed -n 's/^%expect[[:space:]]\{1,\}\([0-9]\{1,\}\).*/\1/p' "$grammar")
rr=$(sed -n 's/^%expect-rr[[:space:]]\{1,\}\([0-9]\{1,\}\).*/\1/p' "$grammar")
if [ -z "$sr" ] || [ -z "$rr" ]; then
    echo "check-grammar-conflicts: $grammar does not pin %expect and %expect-rr" >&2
    exit 1
fi
if ! grep -q "^Pinned: $sr shift/reduce, $rr reduce/reduce\.$" "$doc"; then
    echo "check-grammar-conflicts: $doc does not say 'Pinned: $sr shift/reduce, $rr reduce/reduce.'" >&2
    exit 1
fi
long=$(awk 'length > 100 { print FILENAME ":" FNR }' "$grammar" | head -3)
if [ -n "$long" ]; then
    echo "check-grammar-conflicts: lines over 100 characters: $long" >&2
    exit 1
fi
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
# The first rule listed twice: a reduce/reduce conflict more on every lookahead.
awk '{ print } /^%%$/ && !done { print "paragraph: ability ;"; done = 1 }' "$grammar" > "$tmp/more.y"
if "$bison" -o "$tmp/more.c" "$tmp/more.y" 2> "$tmp/more.err"; then
    echo "check-grammar-conflicts: bison accepts a grammar with one more conflict" >&2
    exit 1
fi
if ! grep -q "reduce/reduce conflicts: [0-9]* found, $rr expected" "$tmp/more.err"; then
    echo "check-grammar-conflicts: bison failed on the changed grammar for another reason:" >&2
    cat "$tmp/more.err" >&2
    exit 1
fi
echo "check-grammar-conflicts: pinned at $sr shift/reduce, $rr reduce/reduce"
