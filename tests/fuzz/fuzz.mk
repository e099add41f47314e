# tests/fuzz/fuzz.mk — libFuzzer targets, their regression inputs, and the
# soak test (docs/testing.md).
#
#   make fuzz      builds the targets with clang in $(FUZZ_BUILD): every
#                  library compiled with -fsanitize=fuzzer-no-link,address,undefined
#   make fuzz-ci   runs each target for FUZZ_TIME seconds from its seeds
#                  (make -j2: two at a time); make fuzz-run-TARGET one of them
#   make soak      SOAK_ACTIONS random actions on games of the shipped cards
#   make check     runs each target once over tests/fuzz/regress/TARGET/ and a
#                  short soak

FUZZ_CC     ?= clang-19
FUZZ_BUILD  ?= build-fuzz
FUZZ_TIME   ?= 60
FUZZ_TARGETS := front codegen cardsim runtime
# Inputs longer than this are cut: LLVM code generation is slow.
FUZZ_MAX_LEN_codegen := 512
FUZZ_MAX_LEN_runtime := 2048
FUZZ_MAX_LEN_front   := 4096
FUZZ_MAX_LEN_cardsim := 2048

.PHONY: fuzz fuzz-ci fuzz-targets soak

# The shipped cards in one object file, for the runtime target and the soak
# test (its registry is cardc_registry), with targets.cards: cards whose
# targets exercise the rules every target obeys.
SOAK_CARDS := $(SHIPPED_CARDS) tests/fuzz/targets.cards
$(BUILD)/tests/fuzz/cards.o: $(SOAK_CARDS) $(BUILD)/cardc
	@mkdir -p $(@D)
	$(BUILD)/cardc -c -O1 -j2 -fskip-unsupported -w -o $@ $(SOAK_CARDS)
$(BUILD)/tests/fuzz/play.o: TEST_CPPFLAGS += -Iruntime

ifeq ($(FUZZ),1)
# The sub-make of `make fuzz`: BUILD is $(FUZZ_BUILD) and CC is clang.
FUZZ_SAN := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
ALL_CFLAGS += $(FUZZ_SAN) -fsanitize=fuzzer-no-link
GEN_CFLAGS += $(FUZZ_SAN) -fsanitize=fuzzer-no-link
LDFLAGS    += $(FUZZ_SAN)
FUZZ_LINK := $(FUZZ_SAN) -fsanitize=fuzzer

FUZZ_DIR := $(BUILD)/fuzz
FUZZ_COMMON := $(BUILD)/tests/fuzz/fuzz_common.o
FUZZ_OBJS := $(patsubst %,$(BUILD)/tests/fuzz/%.o,fuzz_common fuzz_front fuzz_codegen fuzz_cardsim fuzz_runtime)
$(FUZZ_OBJS): TEST_CPPFLAGS += -Iruntime -Icompiler/codegen
$(FUZZ_OBJS): $(GRAMMAR_DIR)/parser.h

$(FUZZ_DIR)/fuzz-front: $(BUILD)/tests/fuzz/fuzz_front.o $(FUZZ_COMMON) $(BUILD)/libcardc-front.a
	@mkdir -p $(@D)
	$(CC) $(FUZZ_LINK) -o $@ $^

$(FUZZ_DIR)/fuzz-codegen: $(BUILD)/tests/fuzz/fuzz_codegen.o $(FUZZ_COMMON) $(CG_OBJS) \
        $(BUILD)/libcardc-front.a
	@mkdir -p $(@D)
	$(CC) $(FUZZ_LINK) -o $@ $^ $(LLVM_LIBS)

# cardsim's own source (cardsim.c compiled in, play.c linked), with the
# scenario runner driven from memory.
$(FUZZ_DIR)/fuzz-cardsim: $(BUILD)/tests/fuzz/fuzz_cardsim.o $(SIM_PLAY_OBJS) $(CG_OBJS) \
        $(BUILD)/libcardc-front.a $(BUILD)/libcardrt.a
	@mkdir -p $(@D)
	$(CC) $(FUZZ_LINK) -rdynamic -o $@ $< $(SIM_PLAY_OBJS) $(CG_OBJS) $(BUILD)/libcardc-front.a \
	    -Wl,--whole-archive $(BUILD)/libcardrt.a -Wl,--no-whole-archive $(LLVM_LIBS) -ldl
$(BUILD)/tests/fuzz/fuzz_cardsim.o: TEST_CPPFLAGS += -Icardsim -Icompiler/codegen -DFUZZ_SCENARIO_DIR='"$(CURDIR)/tests/scenarios"' \
        -DCARDC_VERSION='"$(CARDC_VERSION)"'

$(FUZZ_DIR)/fuzz-runtime: $(BUILD)/tests/fuzz/fuzz_runtime.o $(BUILD)/tests/fuzz/play.o \
        $(BUILD)/tests/fuzz/cards.o $(BUILD)/libcardrt.a
	@mkdir -p $(@D)
	$(CC) $(FUZZ_LINK) -o $@ $^

fuzz-targets: $(FUZZ_TARGETS:%=$(FUZZ_DIR)/fuzz-%)
else
fuzz:
	@command -v $(FUZZ_CC) >/dev/null || { echo "fuzz: $(FUZZ_CC) not found (tools/install-deps.sh installs it)" >&2; exit 1; }
	$(MAKE) FUZZ=1 BUILD=$(FUZZ_BUILD) CC=$(FUZZ_CC) fuzz-targets

# Each target from its seeds: the regression inputs, then (read-only) the
# card files, the scenarios and the shared corpus cut into card files.
FUZZ_SEEDS_front   := tests/fuzz/regress/front cards tests/golden tests/codegen $(FUZZ_BUILD)/seeds/corpus
FUZZ_SEEDS_codegen := tests/fuzz/regress/codegen $(FUZZ_BUILD)/seeds/corpus
FUZZ_SEEDS_cardsim := tests/fuzz/regress/cardsim tests/scenarios tests/cardsim
FUZZ_SEEDS_runtime := tests/fuzz/regress/runtime
fuzz-ci: $(FUZZ_TARGETS:%=fuzz-run-%)

$(FUZZ_TARGETS:%=fuzz-run-%): fuzz-run-%: fuzz $(FUZZ_BUILD)/seeds/corpus
	@mkdir -p $(FUZZ_BUILD)/work/$*
	@echo "fuzz: $* for $(FUZZ_TIME) s"
	$(FUZZ_BUILD)/fuzz/fuzz-$* -max_total_time=$(FUZZ_TIME) -max_len=$(FUZZ_MAX_LEN_$*) \
	    -timeout=20 -rss_limit_mb=3072 -print_final_stats=1 -close_fd_mask=3 \
	    -artifact_prefix=$(FUZZ_BUILD)/work/$*- $(FUZZ_BUILD)/work/$* $(FUZZ_SEEDS_$*)
.PHONY: $(FUZZ_TARGETS:%=fuzz-run-%)

# The shared corpus of Oracle texts (CORPUS), a card to a file, as seeds.
$(FUZZ_BUILD)/seeds/corpus:
	@mkdir -p $@
	sh tests/fuzz/split-corpus.sh $(CORPUS) $@ 400

# Every target once over its regression inputs (no fuzzing).  A missing
# fuzz toolchain fails here: it is not a test to skip.
$(BUILD)/results/fuzz-regress: fuzz
	@mkdir -p $(@D)
	sh tests/fuzz/regress.sh $(FUZZ_BUILD)/fuzz tests/fuzz/regress "$(FUZZ_TARGETS)" $@

CHECK_RESULTS += $(BUILD)/results/fuzz-regress
.PHONY: $(BUILD)/results/fuzz-regress

# The soak test, with the ordinary compiler: short in make check.
SOAK_ACTIONS ?= 1000000
SOAK_CHECK_ACTIONS ?= 100000
$(BUILD)/tests/fuzz/soak.o: TEST_CPPFLAGS += -Iruntime
$(BUILD)/tests/soak: $(BUILD)/tests/fuzz/soak.o $(BUILD)/tests/fuzz/play.o $(BUILD)/tests/fuzz/cards.o \
        $(BUILD)/libcardrt.a
	$(CC) $(LDFLAGS) -o $@ $^

soak: $(BUILD)/tests/soak
	$< $(SOAK_ACTIONS)

$(BUILD)/results/soak: $(BUILD)/tests/soak
	@mkdir -p $(@D)
	if $< $(SOAK_CHECK_ACTIONS) >&2; then echo "1 0"; else echo "0 1"; fi > $@

CHECK_RESULTS += $(BUILD)/results/soak
.PHONY: $(BUILD)/results/soak
endif
