# lib.sh — what the shell test scripts share; each sources it first:
#   . "$(dirname "$0")/../lib.sh"
# PASS and FAIL count the checks, TMP is a scratch directory removed at exit
# (made writable first: a test may take write bits away), and:
#   ok NAME / ko NAME      count a check that passed or failed, and say so;
#   check NAME COMMAND...  the check passes when COMMAND succeeds.
pass=0; fail=0
tmp=$(mktemp -d) || exit 1
trap 'chmod -R u+w "$tmp"; rm -rf "$tmp"' EXIT

ok() { pass=$((pass + 1)); echo "PASS $1"; }
ko() { fail=$((fail + 1)); echo "FAIL $1"; }
check() {
    name=$1; shift
    if "$@"; then ok "$name"; else ko "$name"; fi
}
