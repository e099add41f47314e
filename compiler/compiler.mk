# compiler/compiler.mk — the cardc front end and driver.

FRONT_SRCS := compiler/arena.c compiler/source.c compiler/diag.c compiler/ast.c \
              compiler/cardfile.c compiler/lexicon.c compiler/syntax.c compiler/parse.c \
              compiler/sema.c compiler/wording.c compiler/dump.c compiler/front.c compiler/json.c \
              compiler/print.c compiler/roundtrip.c compiler/fixit.c compiler/explain.c \
              compiler/ir.c compiler/lower.c
CARDC_MAIN := compiler/main.c

GRAMMAR_DIR := $(BUILD)/grammar
FRONT_OBJS := $(FRONT_SRCS:%.c=$(BUILD)/%.o)
FRONT_GEN_OBJS := $(GRAMMAR_DIR)/parser.o $(GRAMMAR_DIR)/lexer.o
CARDC_CPPFLAGS := -Icompiler -Igrammar -I$(GRAMMAR_DIR) $(CPPFLAGS)
# cardc --version and cardsim --version
CARDC_VERSION := 0.1.0

all: $(BUILD)/cardc

# Bison: conflicts are resolved by GLR and %dprec.  Their counts are pinned by
# %expect and %expect-rr in the grammar, so bison fails on any change to them
# (-Wcounterexamples on a copy explains a new one); docs/grammar.md explains
# each family.
# Two readings of the same text by different rules are chosen between by
# %dprec; bison's glr.c reports a tie between two readings of the *same*
# rule as "syntax is ambiguous", and %merge (its remedy) evaluates every
# reading, which is exponential on this grammar.  grammar/glr-ties.pl makes
# such a tie keep the first reading, as %dprec does for different rules.
$(GRAMMAR_DIR)/parser.c $(GRAMMAR_DIR)/parser.h &: grammar/parser.y grammar/glr-ties.pl
	@mkdir -p $(GRAMMAR_DIR)
	$(BISON) -Wall --header=$(GRAMMAR_DIR)/parser.h -o $(GRAMMAR_DIR)/parser.c $<
	perl grammar/glr-ties.pl $(GRAMMAR_DIR)/parser.c

$(GRAMMAR_DIR)/lexer.c: grammar/lexer.l $(GRAMMAR_DIR)/parser.h
	@mkdir -p $(GRAMMAR_DIR)
	$(FLEX) -o $@ $<

$(GRAMMAR_DIR)/%.o: $(GRAMMAR_DIR)/%.c
	$(CC) $(GEN_CFLAGS) $(CARDC_CPPFLAGS) $(DEPFLAGS) -c $< -o $@

# Everything that includes the generated header waits for it.
$(FRONT_OBJS) $(BUILD)/compiler/main.o: $(GRAMMAR_DIR)/parser.h
$(BUILD)/compiler/main.o: CARDC_CPPFLAGS += -Iruntime
# cardc -shared looks for libcardrt in the LIBDIR it was built for too.
$(BUILD)/compiler/main.o: CARDC_CPPFLAGS += -DCARDC_LIBDIR='"$(LIBDIR)"'

$(BUILD)/compiler/%.o: compiler/%.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(CARDC_CPPFLAGS) -DCARDC_VERSION='"$(CARDC_VERSION)"' $(DEPFLAGS) -c $< -o $@

$(BUILD)/libcardc-front.a: $(FRONT_OBJS) $(FRONT_GEN_OBJS)
	@rm -f $@
	$(AR) rcs $@ $^

# The back end: only codegen.c and the cg_*.c files see the LLVM headers.
LLVM_INCDIR := $(shell $(LLVM_CONFIG) --includedir 2>/dev/null)
LLVM_LIBS := $(shell $(LLVM_CONFIG) --ldflags --libs core native passes bitwriter orcjit 2>/dev/null)
CG_SRCS := compiler/codegen.c compiler/cg_filter.c compiler/cg_effect.c compiler/cg_ability.c
CG_OBJS := $(CG_SRCS:%.c=$(BUILD)/%.o)
$(CG_OBJS): CARDC_CPPFLAGS += -isystem $(LLVM_INCDIR) -Iruntime
$(CG_OBJS): $(GRAMMAR_DIR)/parser.h

# Card data in JSON (compiler/cardjson.c) is parsed by jansson, which only
# cardc links.
JANSSON_CFLAGS := $(shell pkg-config --cflags jansson 2>/dev/null)
JANSSON_LIBS := $(shell pkg-config --libs jansson 2>/dev/null || echo -ljansson)
$(BUILD)/compiler/cardjson.o: CARDC_CPPFLAGS += $(JANSSON_CFLAGS)
$(BUILD)/compiler/cardjson.o: $(GRAMMAR_DIR)/parser.h

$(BUILD)/cardc: $(BUILD)/compiler/main.o $(BUILD)/compiler/cardjson.o $(CG_OBJS) $(BUILD)/libcardc-front.a
	$(CC) $(LDFLAGS) -o $@ $^ $(LLVM_LIBS) $(JANSSON_LIBS)

# cardsim compiles cards in process: the JIT finds libcardrt in the program,
# so the whole library is linked in and its symbols exported.
all: $(BUILD)/cardsim
$(BUILD)/compiler/cardsim.o: CARDC_CPPFLAGS += -Iruntime
$(BUILD)/compiler/cardsim.o: $(GRAMMAR_DIR)/parser.h
$(BUILD)/cardsim: $(BUILD)/compiler/cardsim.o $(CG_OBJS) $(BUILD)/libcardc-front.a \
        $(BUILD)/libcardrt.a
	$(CC) $(LDFLAGS) -rdynamic -o $@ $(BUILD)/compiler/cardsim.o $(CG_OBJS) \
	    $(BUILD)/libcardc-front.a -Wl,--whole-archive $(BUILD)/libcardrt.a -Wl,--no-whole-archive \
	    $(LLVM_LIBS) -ldl

INSTALL_TARGETS += install-cardc
.PHONY: install-cardc
install-cardc: $(BUILD)/cardc $(BUILD)/cardsim
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1
	install -m 755 $(BUILD)/cardc $(DESTDIR)$(BINDIR)/cardc
	install -m 755 $(BUILD)/cardsim $(DESTDIR)$(BINDIR)/cardsim
	install -m 644 docs/man/cardc.1 docs/man/cardsim.1 $(DESTDIR)$(MANDIR)/man1/

UNINSTALL_TARGETS += uninstall-cardc
.PHONY: uninstall-cardc
uninstall-cardc:
	rm -f $(DESTDIR)$(BINDIR)/cardc $(DESTDIR)$(BINDIR)/cardsim \
	    $(DESTDIR)$(MANDIR)/man1/cardc.1 $(DESTDIR)$(MANDIR)/man1/cardsim.1

CORPUS ?= ../shared/corpus/oracle-cards.txt
.PHONY: bench-front
$(BUILD)/tests/bench-front: $(BUILD)/tests/bench/bench_front.o $(BUILD)/libcardc-front.a
	$(CC) $(LDFLAGS) -o $@ $^

$(BUILD)/tests/bench/bench_front.o: $(GRAMMAR_DIR)/parser.h

bench-front: $(BUILD)/tests/bench-front
	@$(BUILD)/tests/bench-front $(CORPUS)

.PHONY: bench-compile
bench-compile: $(BUILD)/cardc $(BUILD)/cardsim
	@sh tools/bench-compile.sh $(BUILD)/cardc $(CORPUS) $(BUILD)/bench

# cardc-lsp: the front end behind the Language Server Protocol
# (docs/editors.md); JSON by jansson, no LLVM.
all: $(BUILD)/cardc-lsp
$(BUILD)/compiler/lsp.o: CARDC_CPPFLAGS += $(JANSSON_CFLAGS)
$(BUILD)/compiler/lsp.o: $(GRAMMAR_DIR)/parser.h
$(BUILD)/cardc-lsp: $(BUILD)/compiler/lsp.o $(BUILD)/libcardc-front.a
	$(CC) $(LDFLAGS) -o $@ $^ $(JANSSON_LIBS)

INSTALL_TARGETS += install-cardc-lsp
.PHONY: install-cardc-lsp uninstall-cardc-lsp
install-cardc-lsp: $(BUILD)/cardc-lsp
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1
	install -m 755 $(BUILD)/cardc-lsp $(DESTDIR)$(BINDIR)/cardc-lsp
	install -m 644 docs/man/cardc-lsp.1 $(DESTDIR)$(MANDIR)/man1/

UNINSTALL_TARGETS += uninstall-cardc-lsp
uninstall-cardc-lsp:
	rm -f $(DESTDIR)$(BINDIR)/cardc-lsp $(DESTDIR)$(MANDIR)/man1/cardc-lsp.1
