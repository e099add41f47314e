#!/bin/sh
# check-codegen-made-words.sh — fail when a file of the code generator makes
# up card words (issue 10): an AST node given a word (`.text = "..."`), or a
# string literal passed to a function that reads a phrase's words
# (ir_plain_noun, ir_done_to_plain; cg_with_qualifier, cg_plain_noun and
# ir_with_qualifier are gone).  The code generator names what it means by
# kind (ir_with_relation and IR_QUAL_*, ir_qualifier_new, meaning_with_det)
# or compiles it from the card IR.  The files checked are every C file of
# compiler/codegen; give others as arguments.  Run from the top of the
# source tree:
#   tests/check-codegen-made-words.sh [FILE...]
if [ $# -eq 0 ]; then
    set -- compiler/codegen/*.c
fi
for f in "$@"; do
    if [ ! -f "$f" ]; then
        echo "check-codegen-made-words: no file $f" >&2
        exit 2
    fi
done
hits=$(grep -n -E '\.text[[:space:]]*=[[:space:]]*"|\b(cg_with_qualifier|cg_plain_noun|ir_with_qualifier|ir_plain_noun|ir_done_to_plain)[[:space:]]*\([^;]*"' "$@")
if [ -n "$hits" ]; then
    echo "$hits" >&2
    echo "check-codegen-made-words: $(echo "$hits" | wc -l | tr -d ' ') card word(s) made up in the code generator" >&2
    exit 1
fi
echo "check-codegen-made-words: no card word made up in $# files of the code generator"
