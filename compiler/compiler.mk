# compiler/compiler.mk — the cardc front end and driver.

# The compiler's folders are its phases (docs/design.md):
#   support/  arena, source files, diagnostics, JSON writer
#   front/    card files, scanner and parser glue, AST, semantic analysis,
#             wording checks, printers
#   ir/       the card IR and the lowering from the checked AST
#   codegen/  LLVM code generation (the only files that see LLVM headers)
#   driver/   the cardc and cardc-lsp programs
SUPPORT_SRCS := $(addprefix compiler/support/,arena.c source.c diag.c json.c)
FRONT_END_SRCS := $(addprefix compiler/front/,ast.c cardfile.c lexicon.c syntax.c syntax_np.c merge.c parse.c retag.c \
              sema.c wording.c dump.c front.c print.c print_np.c print_clause.c \
              roundtrip.c fixit.c explain.c)
IR_SRCS := $(addprefix compiler/ir/,ir.c ir_json.c ir_text.c lower.c lower_amount.c lower_cond.c lower_count.c lower_unless.c lower_choice.c lower_effect.c lower_sentence.c lower_keyword.c lower_library.c lower_object.c lower_overload.c lower_qual.c lower_rules.c lower_select.c lower_static.c lower_trigger.c meaning_effect.c meaning_action.c meaning_filter.c meaning_qual.c \
           meaning_ability.c meaning_keyword.c meaning_static.c meaning_player.c meaning_combat.c meaning_replace.c meaning_become.c meaning_rule.c \
           meaning_history.c meaning_count.c meaning_level.c meaning_zone.c meaning_cost.c)
FRONT_SRCS := $(SUPPORT_SRCS) $(FRONT_END_SRCS) $(IR_SRCS)

GRAMMAR_DIR := $(BUILD)/grammar
FRONT_OBJS := $(FRONT_SRCS:%.c=$(BUILD)/%.o)
FRONT_GEN_OBJS := $(GRAMMAR_DIR)/parser.o $(GRAMMAR_DIR)/lexer.o
CARDC_CPPFLAGS := $(addprefix -Icompiler/,support front ir) -Igrammar -I$(GRAMMAR_DIR) $(CPPFLAGS)
# cardc --version and cardsim --version
CARDC_VERSION := 0.1.0

all: $(BUILD)/cardc

# Bison: conflicts are resolved by GLR and %dprec.  Their counts are pinned by
# %expect and %expect-rr in the grammar, so bison fails on any change to them
# (-Wcounterexamples on a copy explains a new one); docs/grammar.md explains
# each family.
# Two readings of the same text by different rules are chosen between by
# %dprec; two by the same rule with the same %dprec (a tie, most often one
# rule over two spans) by the rule's %merge, syn_merge (docs/grammar.md,
# "Ties": tools/grammar-ties.sh counts them).  A tie on a rule with no
# %merge is an error, "syntax is ambiguous".
$(GRAMMAR_DIR)/parser.c $(GRAMMAR_DIR)/parser.h &: grammar/parser.y
	@mkdir -p $(GRAMMAR_DIR)
	$(BISON) -Wall --header=$(GRAMMAR_DIR)/parser.h -o $(GRAMMAR_DIR)/parser.c $<

$(GRAMMAR_DIR)/lexer.c: grammar/lexer.l $(GRAMMAR_DIR)/parser.h
	@mkdir -p $(GRAMMAR_DIR)
	$(FLEX) -o $@ $<

$(GRAMMAR_DIR)/%.o: $(GRAMMAR_DIR)/%.c
	$(CC) $(GEN_CFLAGS) $(CARDC_CPPFLAGS) $(DEPFLAGS) -c $< -o $@

# Everything that includes the generated header waits for it.
$(FRONT_OBJS) $(BUILD)/compiler/driver/main.o: $(GRAMMAR_DIR)/parser.h
$(BUILD)/compiler/driver/main.o: CARDC_CPPFLAGS += -Iruntime -Icompiler/codegen
# cardc -shared looks for libcardrt in the LIBDIR it was built for too.
$(BUILD)/compiler/driver/main.o: CARDC_CPPFLAGS += -DCARDC_LIBDIR='"$(LIBDIR)"'

$(BUILD)/compiler/%.o: compiler/%.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(CARDC_CPPFLAGS) -DCARDC_VERSION='"$(CARDC_VERSION)"' $(DEPFLAGS) -c $< -o $@

$(BUILD)/libcardc-front.a: $(FRONT_OBJS) $(FRONT_GEN_OBJS)
	@rm -f $@
	$(AR) rcs $@ $^

# The back end: only codegen.c and the cg_*.c files see the LLVM headers.
LLVM_INCDIR := $(shell $(LLVM_CONFIG) --includedir 2>/dev/null)
LLVM_LIBS := $(shell $(LLVM_CONFIG) --ldflags --libs core native passes bitwriter orcjit 2>/dev/null)
CG_SRCS := $(addprefix compiler/codegen/,codegen.c cg_filter.c cg_irfilter.c cg_select.c cg_amount.c cg_cond.c cg_ircond.c cg_players.c cg_change.c \
           cg_effect.c cg_may.c cg_action.c cg_token.c cg_prevent.c cg_move.c cg_library.c cg_mana.c cg_ability.c cg_spellcost.c cg_keyword.c cg_trigger.c cg_event.c cg_irevent.c cg_reflexive.c \
           cg_static.c cg_enters.c cg_kwaction.c cg_level.c cg_layers.c)
CG_OBJS := $(CG_SRCS:%.c=$(BUILD)/%.o)
$(CG_OBJS): CARDC_CPPFLAGS += -Icompiler/codegen -isystem $(LLVM_INCDIR) -Iruntime
$(CG_OBJS): $(GRAMMAR_DIR)/parser.h

# Card data in JSON (compiler/front/cardjson.c) is parsed by jansson, which only
# cardc links.
JANSSON_CFLAGS := $(shell pkg-config --cflags jansson 2>/dev/null)
JANSSON_LIBS := $(shell pkg-config --libs jansson 2>/dev/null || echo -ljansson)
$(BUILD)/compiler/front/cardjson.o: CARDC_CPPFLAGS += $(JANSSON_CFLAGS)
$(BUILD)/compiler/front/cardjson.o: $(GRAMMAR_DIR)/parser.h

$(BUILD)/cardc: $(BUILD)/compiler/driver/main.o $(BUILD)/compiler/front/cardjson.o $(CG_OBJS) $(BUILD)/libcardc-front.a
	$(CC) $(LDFLAGS) -o $@ $^ $(LLVM_LIBS) $(JANSSON_LIBS)

INSTALL_TARGETS += install-cardc
.PHONY: install-cardc
install-cardc: $(BUILD)/cardc
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1
	install -m 755 $(BUILD)/cardc $(DESTDIR)$(BINDIR)/cardc
	install -m 644 docs/man/cardc.1 $(DESTDIR)$(MANDIR)/man1/

UNINSTALL_TARGETS += uninstall-cardc
.PHONY: uninstall-cardc
uninstall-cardc:
	rm -f $(DESTDIR)$(BINDIR)/cardc $(DESTDIR)$(MANDIR)/man1/cardc.1

CORPUS ?= ../shared/corpus/oracle-cards.txt
.PHONY: bench-front
$(BUILD)/tests/bench-front: $(BUILD)/tests/bench/bench_front.o $(BUILD)/libcardc-front.a
	$(CC) $(LDFLAGS) -o $@ $^

$(BUILD)/tests/bench/bench_front.o: $(GRAMMAR_DIR)/parser.h

bench-front: $(BUILD)/tests/bench-front
	@$(BUILD)/tests/bench-front $(CORPUS)

# bench-splits counts the GLR parser's splits with a copy of the generated
# parser built with bison's trace, whose messages trace_count counts
# (tests/bench/bench_splits.c); cardc's own parser has no trace.
$(GRAMMAR_DIR)/parser-trace.o: $(GRAMMAR_DIR)/parser.c tests/bench/trace_count.h
	$(CC) $(GEN_CFLAGS) $(CARDC_CPPFLAGS) -DCARDC_YYDEBUG=1 -DYYFPRINTF=trace_count \
	    -include tests/bench/trace_count.h -c $< -o $@
$(BUILD)/tests/bench/bench_splits.o: $(GRAMMAR_DIR)/parser.h
$(BUILD)/tests/bench-splits: $(BUILD)/tests/bench/bench_splits.o $(GRAMMAR_DIR)/parser-trace.o \
                             $(BUILD)/libcardc-front.a
	$(CC) $(LDFLAGS) -o $@ $^

.PHONY: bench-compile
bench-compile: $(BUILD)/cardc $(BUILD)/cardsim
	@sh tools/bench-compile.sh $(BUILD)/cardc $(CORPUS) $(BUILD)/bench

# cardc-lsp: the front end behind the Language Server Protocol
# (docs/editors.md); JSON by jansson, no LLVM.
all: $(BUILD)/cardc-lsp
$(BUILD)/compiler/driver/lsp.o: CARDC_CPPFLAGS += $(JANSSON_CFLAGS)
$(BUILD)/compiler/driver/lsp.o: $(GRAMMAR_DIR)/parser.h
$(BUILD)/cardc-lsp: $(BUILD)/compiler/driver/lsp.o $(BUILD)/libcardc-front.a
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
