#!/bin/sh
# grammar-ties.sh BUILD CARDS... — the ties of the grammar: places where two
# readings of the same words both survive with the same %dprec (two readings
# of one rule over different spans, most often) (docs/grammar.md, "Ties").
# A tie on a rule with a %merge is decided by syn_merge (or kept, with both
# readings, as -Wambiguous-parse); one on a rule with none is the error
# "syntax is ambiguous".
#
# Prints how many paragraphs of CARDS reach a %merge and how many keep both
# readings (the "two readings" line of `cardc --stats`, from BUILD), then
# counts the ties on rules with no %merge by the rule at their top (the
# rule's number is bison's: `bison -v` lists them): for that it builds cardc
# in a temporary directory with the parser compiled with CARDC_YYDEBUG, so
# that each report prints both readings, and runs `cardc --check` on CARDS.
# The other objects come from BUILD (`make` first); BISON, CC, CFLAGS,
# LDFLAGS and LLVM_CONFIG are taken from the environment.  Prints "ties: N"
# last; exits 1 if N > 0.  Each paragraph stops at its first such tie.  Run
# from the top of the tree.
build=${1:?usage: grammar-ties.sh BUILD CARDS...}
shift
[ $# -gt 0 ] || { echo "usage: grammar-ties.sh BUILD CARDS..." >&2; exit 2; }
bison=${BISON:-bison}
cc=${CC:-cc}
tmp=$(mktemp -d) || exit 2
trap '[ -n "$KEEP" ] || rm -rf "$tmp"' EXIT; [ -n "$KEEP" ] && echo "$tmp" >&2
"$bison" --header="$tmp/parser.h" -v -o "$tmp/parser.c" grammar/parser.y 2> "$tmp/bison.err" || {
    cat "$tmp/bison.err" >&2; exit 2; }
"$cc" -std=c17 -D_POSIX_C_SOURCE=200809L -O0 -w $CFLAGS -DCARDC_YYDEBUG=1 -Icompiler/support \
    -Icompiler/front -Icompiler/ir -Igrammar -I"$tmp" -c "$tmp/parser.c" -o "$tmp/parser.o" || exit 2
cp "$build/libcardc-front.a" "$tmp/front.a" && ar d "$tmp/front.a" parser.o \
    && ar rcs "$tmp/front.a" "$tmp/parser.o" || exit 2
llvm_config=${LLVM_CONFIG:-llvm-config-19}
"$cc" $LDFLAGS -o "$tmp/cardc" "$build/compiler/driver/main.o" "$build/compiler/front/cardjson.o" \
    "$build"/compiler/codegen/*.o "$tmp/front.a" $("$llvm_config" --ldflags --libs core native \
    passes bitwriter orcjit) -ljansson || exit 2
"$build/cardc" --stats "$@" | grep '^two readings:' || exit 2
"$tmp/cardc" --check -ferror-limit=0 "$@" > "$tmp/out" 2>&1
# A report is "Ambiguity detected.", "Option 1," and the first reading's
# tree, "Option 2," and the second's; each tree's first line names its rule.
awk -v rules="$tmp/parser.output" '
    BEGIN {
        while ((getline line < rules) > 0 && line !~ /^Terminals, with rules/)
            if (line ~ /^Grammar$/)
                grammar = 1
            else if (grammar && match(line, /^ *[0-9]+ /)) {
                n = substr(line, RSTART, RLENGTH) + 0
                text = substr(line, RSTART + RLENGTH)
                if (text ~ /^[a-z_]+:/) lhs = substr(text, 1, index(text, ":"))
                else sub(/^ *\|/, lhs, text)
                rule[n] = text
            }
    }
    /^Option 1,/ { want = 1; next }
    /^Option 2,/ { want = 2; next }
    want && /<Rule [0-9]+/ {
        match($0, /<Rule [0-9]+/)
        r[want] = substr($0, RSTART + 6, RLENGTH - 6) + 0
        if (want == 2) {
            key = rule[r[1]] (r[1] == r[2] ? "  (the same rule, two spans)" : "  vs  " rule[r[2]])
            count[key]++
            ties++
        }
        want = 0
    }
    END {
        for (k in count) printf "%6d  %s\n", count[k], k | "sort -rn"
        close("sort -rn")
        printf "ties: %d\n", ties
        exit ties > 0
    }' "$tmp/out"
