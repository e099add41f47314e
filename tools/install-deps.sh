#!/bin/sh
# Install the Debian packages cardc needs to build and test, if any is missing.
set -e
PKGS="make gcc binutils flex bison llvm-19-dev clang-19 libclang-rt-19-dev libfuzzer-19-dev libcunit1-dev libjansson-dev pkg-config valgrind groff-base time"
missing=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
        || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "install-deps: installing$missing"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
