#!/bin/sh
# summary.sh DIR RESULT... — add up "PASSED FAILED" result files and print
# the closing line of `make check`.  Exit 1 if anything failed or is missing.
dir=$1; shift
passed=0; failed=0; status=0
for f in "$@"; do
    if [ ! -f "$f" ]; then
        echo "summary: no results from $f" >&2; status=1; continue
    fi
    read -r p q < "$f"
    passed=$((passed + p)); failed=$((failed + q))
done
echo "check: $passed passed, $failed failed"
[ "$failed" -eq 0 ] || status=1
exit $status
