# tests/tests.mk — compiler unit tests (CUnit) and golden tests.

CUNIT_LIBS := $(shell pkg-config --libs cunit 2>/dev/null || echo -lcunit)
TEST_CPPFLAGS := -Itests $(CARDC_CPPFLAGS)

# Every tests/unit/test_*.c goes into one program; each file adds its suites
# from a function named after it (test_diag.c -> register_diag_tests), and
# tests/unit/registry.c calls them all.
UNIT_SRCS := $(sort $(wildcard tests/unit/*.c)) tests/cunit_main.c
UNIT_OBJS := $(UNIT_SRCS:%.c=$(BUILD)/%.o)

$(BUILD)/tests/%.o: tests/%.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(TEST_CPPFLAGS) $(DEPFLAGS) -c $< -o $@

$(UNIT_OBJS): $(GRAMMAR_DIR)/parser.h

$(BUILD)/tests/unit-compiler: $(UNIT_OBJS) $(BUILD)/libcardc-front.a
	$(CC) $(LDFLAGS) -o $@ $^ $(CUNIT_LIBS)

$(BUILD)/results/unit-compiler: $(BUILD)/tests/unit-compiler
	@mkdir -p $(@D)
	$< $@

CHECK_RESULTS += $(BUILD)/results/unit-compiler
.PHONY: $(BUILD)/results/unit-compiler

# Golden tests: ASTs, -verify diagnostics, exit statuses, bad input.
$(BUILD)/results/golden: $(BUILD)/cardc $(BUILD)/$(RT_SONAME)
	@mkdir -p $(@D)
	SANITIZED=$(SANITIZE) sh tests/golden/run.sh $(BUILD)/cardc tests/golden $@

# Every diagnostic in compiler/support/diag.def is documented.
$(BUILD)/results/diag-docs: compiler/support/diag.def docs/diagnostics.md
	@mkdir -p $(@D)
	if sh tests/check-diag-docs.sh >&2; then echo "1 0"; else echo "0 1"; fi > $@

# The grammar's conflict counts are pinned, and docs/grammar.md states them.
$(BUILD)/results/grammar-conflicts: grammar/parser.y docs/grammar.md tests/check-grammar-conflicts.sh
	@mkdir -p $(@D)
	if sh tests/check-grammar-conflicts.sh $(BISON) >&2; then echo "1 0"; else echo "0 1"; fi > $@

# The sentences whose readings once tied parse with no tie on a rule
# without %merge, and reach the %merges of grammar-ties.expected
# (docs/grammar.md, "Ties"): the parser compiled with CARDC_YYDEBUG.
$(BUILD)/results/grammar-ties: $(BUILD)/cardc tests/golden/grammar-ties.cards tools/grammar-ties.sh \
                               tests/golden/grammar-ties.expected
	@mkdir -p $(@D)
	if BISON=$(BISON) CC="$(CC)" CFLAGS="$(SAN)" LDFLAGS="$(LDFLAGS)" \
	   LLVM_CONFIG=$(LLVM_CONFIG) sh tools/grammar-ties.sh $(BUILD) tests/golden/grammar-ties.cards \
	   > $@.out && diff -u tests/golden/grammar-ties.expected $@.out >&2; \
	then echo "1 0"; else echo "0 1"; fi > $@

# The cards that ship check clean.
$(BUILD)/results/shipped-cards: $(BUILD)/cardc
	@mkdir -p $(@D)
	if $(BUILD)/cardc --check -Wno-obsolete cards/*.cards >&2; then echo "1 0"; else echo "0 1"; fi > $@

# The files that emit LLVM code compare no words (issue 10).
$(BUILD)/results/codegen-words: $(wildcard compiler/codegen/*.[ch]) tests/check-codegen-words.sh
	@mkdir -p $(@D)
	if sh tests/check-codegen-words.sh >&2; then echo "1 0"; else echo "0 1"; fi > $@

# The code generator's files cleaned so far make up no card words: no
# node given a word, no word passed to a reading (issue 10).
$(BUILD)/results/codegen-made-words: $(wildcard compiler/codegen/*.[ch]) tests/check-codegen-made-words.sh
	@mkdir -p $(@D)
	if sh tests/check-codegen-made-words.sh >&2; then echo "1 0"; else echo "0 1"; fi > $@

CHECK_RESULTS += $(BUILD)/results/golden $(BUILD)/results/diag-docs $(BUILD)/results/shipped-cards \
                 $(BUILD)/results/grammar-conflicts $(BUILD)/results/grammar-ties \
                 $(BUILD)/results/codegen-words $(BUILD)/results/codegen-made-words
.PHONY: $(BUILD)/results/golden $(BUILD)/results/shipped-cards

# The driver: no card left out silently, -jN, -fskip-unsupported and the
# error limit, no output from a run that fails.
$(BUILD)/results/driver: $(BUILD)/cardc $(BUILD)/cardsim $(BUILD)/$(RT_SONAME)
	@mkdir -p $(@D)
	sh tests/driver/run.sh $(BUILD)/cardc $(BUILD)/cardsim tests/driver $@

CHECK_RESULTS += $(BUILD)/results/driver
.PHONY: $(BUILD)/results/driver

# Card data in JSON: Scryfall and MTGJSON fixtures, --emit-cards, -x,
# locations, malformed JSON, a big file in bounded memory.
$(BUILD)/results/json: $(BUILD)/cardc
	@mkdir -p $(@D)
	sh tests/json/run.sh $(BUILD)/cardc tests/json $@

CHECK_RESULTS += $(BUILD)/results/json
.PHONY: $(BUILD)/results/json

# cardc --fix and --fix=dry-run on Fourth Edition cards; --explain-targets.
$(BUILD)/results/wording: $(BUILD)/cardc
	@mkdir -p $(@D)
	sh tests/wording/run.sh $(BUILD)/cardc tests/wording $@

CHECK_RESULTS += $(BUILD)/results/wording
.PHONY: $(BUILD)/results/wording

# The held-out check (issue 12): a set that does not exist, with keywords of
# its own defined by their reminder text: every face parses, what does not
# compile is listed, and its scenarios play.
$(BUILD)/results/heldout: $(BUILD)/cardc $(BUILD)/cardsim
	@mkdir -p $(@D)
	sh tests/heldout/run.sh $(BUILD)/cardc $(BUILD)/cardsim tests/heldout $@

CHECK_RESULTS += $(BUILD)/results/heldout
.PHONY: $(BUILD)/results/heldout

# Compiled cards played on the runtime: cardc -c, then a CUnit program.
$(BUILD)/tests/codegen/cards.o: tests/codegen/cards.cards $(BUILD)/cardc
	@mkdir -p $(@D)
	$(BUILD)/cardc -c -Werror=duplicate -o $@ $<

COMPILED_TEST_OBJS := $(patsubst %,$(BUILD)/tests/codegen/%.o,compiled test_compiled test_compiled_more)
$(COMPILED_TEST_OBJS): TEST_CPPFLAGS += -Iruntime

$(BUILD)/tests/unit-compiled: $(COMPILED_TEST_OBJS) $(BUILD)/tests/codegen/cards.o \
        $(BUILD)/tests/cunit_main.o $(BUILD)/libcardrt.a
	$(CC) $(LDFLAGS) -o $@ $^ $(CUNIT_LIBS)

$(BUILD)/results/unit-compiled: $(BUILD)/tests/unit-compiled
	@mkdir -p $(@D)
	$< $@

CHECK_RESULTS += $(BUILD)/results/unit-compiled
.PHONY: $(BUILD)/results/unit-compiled

# Scenarios: the rules played out by cardsim (tests/scenarios/*.scn), and
# cardsim's own handling of failing and malformed scenarios.  The shell
# expands the scenarios' names (in byte order, as LC_ALL=C sorts them): as
# one word of make's command line, the list passes the longest argument
# the kernel takes (128 KiB) and the shell is not run at all.
$(BUILD)/results/scenarios: $(BUILD)/cardsim
	@mkdir -p $(@D)
	LC_ALL=C; export LC_ALL; \
	$(BUILD)/cardsim tests/scenarios/*.scn > $(BUILD)/scenarios.log; \
	status=$$?; cat $(BUILD)/scenarios.log; \
	set -- $$(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$$/\1 \2/p' $(BUILD)/scenarios.log) 0 0; \
	if [ $$status -ne 0 ] && [ "$$2" = 0 ]; then set -- "$$1" 1; fi; \
	echo "$$1 $$2" > $@

$(BUILD)/results/cardsim: $(BUILD)/cardsim $(BUILD)/cardc $(BUILD)/$(RT_SONAME)
	@mkdir -p $(@D)
	sh tests/cardsim/run.sh $(BUILD)/cardsim $(BUILD)/cardc tests/cardsim $@

# The same scenarios with the shipped cards from one cardc -shared library,
# as `make play` runs them.
$(BUILD)/results/scenarios-shared: $(BUILD)/cardsim $(BUILD)/cards.so
	@mkdir -p $(@D)
	LC_ALL=C; export LC_ALL; \
	$(BUILD)/cardsim --cards $(BUILD)/cards.so tests/scenarios/*.scn \
	    > $(BUILD)/scenarios-shared.log; \
	status=$$?; tail -1 $(BUILD)/scenarios-shared.log; \
	set -- $$(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$$/\1 \2/p' $(BUILD)/scenarios-shared.log) 0 0; \
	if [ $$status -ne 0 ] && [ "$$2" = 0 ]; then set -- "$$1" 1; fi; \
	echo "$$1 $$2" > $@

# `make play` ends with its summary line after the log, and fails with cardsim.
$(BUILD)/results/play: $(BUILD)/cardsim $(BUILD)/cardc $(BUILD)/cards.so
	@mkdir -p $(@D)
	@pass=0; fail=0; \
	sh tools/play.sh $(BUILD) tests/scenarios/ed4-timing.scn > $(BUILD)/play-test.log 2>&1; \
	st=$$?; stats=$$($(BUILD)/cardc --stats $(SHIPPED_CARDS) 2>/dev/null); \
	n=$$(echo "$$stats" | sed -n 's/^compiled: *\([0-9]*\).*/\1/p'); \
	m=$$(echo "$$stats" | sed -n 's/^card faces: *\([0-9]*\).*/\1/p'); \
	if [ $$st = 0 ] && tail -1 $(BUILD)/play-test.log | grep -Eq \
	    "^play: $$n of $$m card faces of cards/ compiled into .*; 1 scenarios played; [0-9]+ passed, 0 failed$$"; \
	then pass=$$((pass + 1)); else fail=$$((fail + 1)); echo "FAIL play summary"; fi; \
	if sh tools/play.sh $(BUILD) tests/cardsim/failing.scn > $(BUILD)/play-test.log 2>&1; \
	then fail=$$((fail + 1)); echo "FAIL play status"; else pass=$$((pass + 1)); fi; \
	echo "$$pass $$fail" > $@

CHECK_RESULTS += $(BUILD)/results/scenarios $(BUILD)/results/cardsim $(BUILD)/results/scenarios-shared \
        $(BUILD)/results/play
.PHONY: $(BUILD)/results/scenarios $(BUILD)/results/cardsim $(BUILD)/results/scenarios-shared \
        $(BUILD)/results/play

# The whole path of docs/cardc.md: install, cardc -c, cc with pkg-config, run.
$(BUILD)/results/example: $(BUILD)/cardc $(BUILD)/cardsim $(BUILD)/libcardrt.a $(BUILD)/libcardrt.so $(BUILD)/libcardrt_pic.a
	@mkdir -p $(@D)
	sh tests/example/run.sh "$(MAKE)" $(BUILD) $@ "$(SAN)"

CHECK_RESULTS += $(BUILD)/results/example
.PHONY: $(BUILD)/results/example

# Card libraries as a C toolchain links them: DT_NEEDED libcardrt or
# -static-runtime, the registry's fixed name, docs/example/host.c (dlopen).
$(BUILD)/results/linking: $(BUILD)/cardc $(BUILD)/cardsim $(BUILD)/libcardrt.so $(BUILD)/$(RT_SONAME) \
        $(BUILD)/libcardrt_pic.a
	@mkdir -p $(@D)
	sh tests/linking/run.sh $(BUILD)/cardc $(BUILD)/cardsim $(BUILD) $@ "$(SAN)"

CHECK_RESULTS += $(BUILD)/results/linking
.PHONY: $(BUILD)/results/linking

# cardc-lsp spoken to by a scripted client (docs/editors.md).
$(BUILD)/results/lsp: $(BUILD)/cardc-lsp
	@mkdir -p $(@D)
	sh tests/lsp/run.sh $(BUILD)/cardc-lsp tests/lsp $@

CHECK_RESULTS += $(BUILD)/results/lsp
.PHONY: $(BUILD)/results/lsp
