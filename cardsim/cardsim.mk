# cardsim/cardsim.mk — the scenario runner: a program of its own that uses
# the compiler's front end and code generator and the runtime.
# Its objects go to $(BUILD)/sim, as $(BUILD)/cardsim is the program.

# cardsim compiles cards in process: the JIT finds libcardrt in the program,
# so the whole library is linked in and its symbols exported.
# cardsim.c reads scenarios (and is the program), play.c plays them and
# checks their expectations; the fuzz target compiles cardsim.c itself and
# links the others (SIM_PLAY_OBJS, tests/fuzz/fuzz.mk).
all: $(BUILD)/cardsim
SIM_PLAY_OBJS := $(BUILD)/sim/play.o
SIM_OBJS := $(BUILD)/sim/cardsim.o $(SIM_PLAY_OBJS)
$(SIM_OBJS): CARDC_CPPFLAGS += -Iruntime -Icompiler/codegen
$(SIM_OBJS): $(GRAMMAR_DIR)/parser.h
$(BUILD)/cardsim: $(SIM_OBJS) $(CG_OBJS) $(BUILD)/libcardc-front.a \
        $(BUILD)/libcardrt.a
	$(CC) $(LDFLAGS) -rdynamic -o $@ $(SIM_OBJS) $(CG_OBJS) \
	    $(BUILD)/libcardc-front.a -Wl,--whole-archive $(BUILD)/libcardrt.a -Wl,--no-whole-archive \
	    $(LLVM_LIBS) -ldl

$(BUILD)/sim/%.o: cardsim/%.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(CARDC_CPPFLAGS) -DCARDC_VERSION='"$(CARDC_VERSION)"' $(DEPFLAGS) -c $< -o $@

INSTALL_TARGETS += install-cardsim
.PHONY: install-cardsim uninstall-cardsim
install-cardsim: $(BUILD)/cardsim
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1
	install -m 755 $(BUILD)/cardsim $(DESTDIR)$(BINDIR)/cardsim
	install -m 644 docs/man/cardsim.1 $(DESTDIR)$(MANDIR)/man1/

UNINSTALL_TARGETS += uninstall-cardsim
uninstall-cardsim:
	rm -f $(DESTDIR)$(BINDIR)/cardsim $(DESTDIR)$(MANDIR)/man1/cardsim.1
