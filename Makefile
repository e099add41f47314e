# cardc — top-level build.  GNU make, out-of-tree build in $(BUILD).
# Each subsystem adds its rules in its own fragment (compiler/compiler.mk,
# cardsim/cardsim.mk, runtime/runtime.mk, tests/tests.mk); this file holds
# what they share.

BUILD    ?= build
PREFIX   ?= /usr/local
DESTDIR  ?=
BINDIR   ?= $(PREFIX)/bin
LIBDIR   ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
MANDIR   ?= $(PREFIX)/share/man
CC       ?= cc
ifeq ($(origin CC),default)
CC       := cc
endif
FLEX     ?= flex
BISON    ?= bison
LLVM_CONFIG ?= llvm-config-19
OPT      ?= -O2 -g

WARN := -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
        -Wmissing-prototypes -Wmissing-declarations -Wpointer-arith \
        -Wcast-qual -Wwrite-strings -Wformat=2 -Wundef -Wvla \
        -Wold-style-definition -Wnull-dereference -Wdouble-promotion \
        -Wimplicit-fallthrough -Wredundant-decls -Wnested-externs

CFLAGS   ?=
CPPFLAGS ?=
LDFLAGS  ?=
ALL_CFLAGS := -std=c17 -D_POSIX_C_SOURCE=200809L $(OPT) $(WARN) $(CFLAGS)
# Generated scanners and parsers are not held to every warning above.
GEN_CFLAGS := -std=c17 -D_POSIX_C_SOURCE=200809L $(OPT) -Wall -Wextra \
        -Wno-unused-function -Wno-unused-parameter -Wno-sign-compare $(CFLAGS)

# make SANITIZE=1: the whole build and test suite under ASan and UBSan.
ifeq ($(SANITIZE),1)
SAN := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
ALL_CFLAGS += $(SAN)
GEN_CFLAGS += $(SAN)
LDFLAGS    += $(SAN)
# A sanitizer's report ends the program with a status no test accepts, so a
# test that expects status 1 cannot pass on a crash.
export ASAN_OPTIONS  := exitcode=99
export UBSAN_OPTIONS := exitcode=99:print_stacktrace=1
endif

DEPFLAGS = -MMD -MP

.PHONY: all check check-summary check-valgrind bench install uninstall clean play
all:

# Fragments append to these.
CHECK_RESULTS :=
INSTALL_TARGETS :=
UNINSTALL_TARGETS :=

# The card files that ship.
SHIPPED_CARDS := $(sort $(wildcard cards/*.cards))

include compiler/compiler.mk
include cardsim/cardsim.mk
include runtime/runtime.mk
include tests/tests.mk
include tests/fuzz/fuzz.mk

# Every test program writes "PASSED FAILED" to $(BUILD)/results/NAME;
# check sums them into one closing line.
check: $(CHECK_RESULTS)
	@sh tests/summary.sh $(BUILD)/results $(CHECK_RESULTS)

# The closing line of the last `make check` again, running nothing (.ci/run
# ends with it, after the fuzzers' output).
check-summary:
	@sh tests/summary.sh $(BUILD)/results $(CHECK_RESULTS)

# One table (tools/bench.sh); bench-front, bench-compile and bench-runtime
# are the detailed benchmarks.
bench: $(BUILD)/cardc $(BUILD)/cardsim $(BUILD)/tests/bench-front $(BUILD)/tests/bench-splits \
       $(BUILD)/tests/bench-runtime $(BUILD)/$(RT_SONAME)
	@sh tools/bench.sh $(BUILD) $(CORPUS)

# The main job: the cards that ship compiled into one shared library (the
# cards not compiled yet are left out, with a note), and every scenario
# played with it, printing what happens.  The library holds libcardrt
# (-static-runtime), so cardsim loads it with no LD_LIBRARY_PATH.
$(BUILD)/cards.so: $(SHIPPED_CARDS) $(BUILD)/cardc $(BUILD)/libcardrt_pic.a
	$(BUILD)/cardc -shared -static-runtime -O1 -j2 -fskip-unsupported -w -o $@ $(SHIPPED_CARDS)

play: $(BUILD)/cards.so $(BUILD)/cardsim
	@LC_ALL=C; export LC_ALL; sh tools/play.sh $(BUILD) tests/scenarios/*.scn

# valgrind on cardc compiling each card file that ships (CI runs it).
check-valgrind: $(BUILD)/cardc
	@set -e; for f in $(SHIPPED_CARDS); do \
	    echo "valgrind: cardc -c $$f"; \
	    valgrind -q --error-exitcode=99 $(BUILD)/cardc -c -fskip-unsupported -w -o /dev/null $$f; \
	done

# A measure of the compiled corpus (docs/coverage.md): it loads a cardc
# -shared library, so it carries the whole runtime.
$(BUILD)/ability-zones: tools/ability-zones.c $(BUILD)/libcardrt.a
	$(CC) $(ALL_CFLAGS) -I runtime -rdynamic -o $@ $< \
	    -Wl,--whole-archive $(BUILD)/libcardrt.a -Wl,--no-whole-archive -ldl $(LDFLAGS)
all: $(BUILD)/ability-zones

install: $(INSTALL_TARGETS)

uninstall: $(UNINSTALL_TARGETS)

clean:
	rm -rf $(BUILD)

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
