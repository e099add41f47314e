#!/bin/sh
# check-diag-docs.sh — fail when a diagnostic of compiler/support/diag.def is not
# described in docs/diagnostics.md.  Run from the top of the source tree, or
# give the two paths: tests/check-diag-docs.sh [DIAG_DEF [DOC]]
def=${1:-compiler/support/diag.def}
doc=${2:-docs/diagnostics.md}
for f in "$def" "$doc"; do
    if [ ! -r "$f" ]; then
        echo "check-diag-docs: cannot read $f" >&2
        exit 2
    fi
done
ids=$(sed -n 's/^[[:space:]]*DIAG([[:space:]]*\([A-Za-z_][A-Za-z0-9_]*\).*/\1/p' "$def")
if [ -z "$ids" ]; then
    echo "check-diag-docs: no DIAG entries found in $def" >&2
    exit 2
fi
missing=0
for id in $ids; do
    if ! grep -q "\`$id\`" "$doc"; then
        echo "check-diag-docs: $id (in $def) is not described in $doc" >&2
        missing=$((missing + 1))
    fi
done
if [ "$missing" -ne 0 ]; then
    echo "check-diag-docs: $missing diagnostic(s) undocumented" >&2
    exit 1
fi
echo "check-diag-docs: all $(echo "$ids" | wc -l | tr -d ' ') diagnostics documented"
