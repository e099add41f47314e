#!/bin/sh
# check-codegen-words.sh — fail when a file that emits LLVM code compares
# words (issue 10: the code generator takes meaning from the card IR and the
# typed readings of compiler/ir/meaning.h, never from card text).  The files
# are those that include an LLVM header, directly or through compiler/codegen's
# headers; a comparison is a call of strcmp, strncmp, strcasecmp,
# strncasecmp, strstr, memcmp or is_word, or a node's words (`text`) compared
# (==, !=), tested (!, &&, ||, ?, `if (n->text)`) or indexed: the typed
# readings of compiler/ir say what words mean (meaning_words names them in a
# diagnostic).  Run from the top of the source
# tree, or give the folder: tests/check-codegen-words.sh [COMPILER_DIR]
dir=${1:-compiler}
if [ ! -d "$dir" ]; then
    echo "check-codegen-words: no folder $dir" >&2
    exit 2
fi
# The headers that include one, to a fixed point, then every file that
# includes any of them.
pattern='#include <llvm-c/'
while :; do
    headers=$(grep -rl --include='*.h' "$pattern" "$dir" | sed 's|.*/||' | sort -u)
    next='#include <llvm-c/'
    for h in $headers; do
        next="$next\\|#include \"$h\""
    done
    [ "$next" = "$pattern" ] && break
    pattern=$next
done
files=$(grep -rl --include='*.c' --include='*.h' "$pattern" "$dir" | sort)
if [ -z "$files" ]; then
    echo "check-codegen-words: no file in $dir includes an LLVM header" >&2
    exit 2
fi
id='[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])?((->|\.)[A-Za-z_][A-Za-z0-9_]*)*'
text="(->|\\.)text"
hits=$(grep -n -E "\\b(strn?cmp|strn?casecmp|strstr|memcmp|is_word)[[:space:]]*\\(|$text[[:space:]]*([!=]=|&&|\\|\\||\\?|\\[)|([!=]=|!|&&|\\|\\|)[[:space:]]*$id$text\\b|(if|while)[[:space:]]*\\([[:space:]]*$id$text[[:space:]]*\\)" $files)
if [ -n "$hits" ]; then
    echo "$hits" >&2
    echo "check-codegen-words: $(echo "$hits" | wc -l | tr -d ' ') word comparison(s) in files that emit LLVM code" >&2
    exit 1
fi
echo "check-codegen-words: 0 word comparisons in $(echo "$files" | wc -l | tr -d ' ') files that emit LLVM code"
