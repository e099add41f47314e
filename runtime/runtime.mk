# runtime/runtime.mk — libcardrt: a static and a shared library, an archive
# of position-independent objects (what cardc -shared -static-runtime puts
# in a card library), its pkg-config file, its tests and its benchmark.

RT_SRCS := runtime/game.c runtime/layers.c runtime/stack.c runtime/costs.c runtime/ctx.c runtime/actions.c runtime/events.c \
           runtime/fx.c runtime/sel.c runtime/choose.c runtime/turns.c runtime/combat.c runtime/mana.c runtime/counters.c \
           runtime/lki.c runtime/damage.c runtime/keywords.c runtime/rules.c \
           runtime/saga.c runtime/attach.c runtime/search.c runtime/monarch.c runtime/dungeon.c \
           runtime/kwaction.c runtime/tokens.c runtime/chance.c runtime/faces.c runtime/phasing.c \
           runtime/kwspell.c
RT_OBJS := $(RT_SRCS:%.c=$(BUILD)/runtime/%.o)
RT_PIC_OBJS := $(RT_SRCS:%.c=$(BUILD)/runtime/pic/%.o)
# The public header cardrt.h and the parts it includes by area (runtime/cardrt/).
RT_PARTS := $(sort $(wildcard runtime/cardrt/*.h))
RT_CFLAGS = $(ALL_CFLAGS) -DCARDRT_BUILD -fvisibility=hidden -Iruntime

all: $(BUILD)/libcardrt.a $(BUILD)/libcardrt.so $(BUILD)/libcardrt_pic.a $(BUILD)/cardrt.pc

$(BUILD)/runtime/runtime/%.o: runtime/%.c
	@mkdir -p $(@D)
	$(CC) $(RT_CFLAGS) $(DEPFLAGS) -c $< -o $@

$(BUILD)/runtime/pic/runtime/%.o: runtime/%.c
	@mkdir -p $(@D)
	$(CC) $(RT_CFLAGS) -fPIC $(DEPFLAGS) -c $< -o $@

$(BUILD)/libcardrt.a: $(RT_OBJS)
	@rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/libcardrt_pic.a: $(RT_PIC_OBJS)
	@rm -f $@
	$(AR) rcs $@ $^

# The shared library's major version is the ABI version (runtime/cardrt.h):
# programs linked against one ABI never load another.
RT_ABI := $(shell sed -n 's/^\#define CARDRT_ABI_VERSION \([0-9]*\).*/\1/p' runtime/cardrt.h)
RT_SONAME := libcardrt.so.$(RT_ABI)

$(BUILD)/libcardrt.so: $(RT_PIC_OBJS) runtime/cardrt.h
	$(CC) $(LDFLAGS) -shared -Wl,-soname,$(RT_SONAME) -o $@ $(RT_PIC_OBJS)

# The soname's link, so that a card library that needs libcardrt loads with
# the build tree on LD_LIBRARY_PATH.
all: $(BUILD)/$(RT_SONAME)
$(BUILD)/$(RT_SONAME): $(BUILD)/libcardrt.so
	ln -sf libcardrt.so $@

$(BUILD)/cardrt.pc: runtime/cardrt.pc.in
	@mkdir -p $(@D)
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(CARDC_VERSION)|g' $< > $@

# Tests: every rule Example the runtime can play, named after its rule.
RT_TEST_SRCS := $(sort $(wildcard tests/runtime/*.c))
RT_TEST_OBJS := $(RT_TEST_SRCS:%.c=$(BUILD)/%.o)
$(RT_TEST_OBJS): TEST_CPPFLAGS += -Iruntime

$(BUILD)/tests/unit-runtime: $(RT_TEST_OBJS) $(BUILD)/tests/cunit_main.o $(BUILD)/libcardrt.a
	$(CC) $(LDFLAGS) -o $@ $^ $(CUNIT_LIBS)

$(BUILD)/results/unit-runtime: $(BUILD)/tests/unit-runtime
	@mkdir -p $(@D)
	$< $@

CHECK_RESULTS += $(BUILD)/results/unit-runtime

# cardrt(3) names the library by the ABI version of the header.
$(BUILD)/results/man-abi: docs/man/cardrt.3 runtime/cardrt.h
	@mkdir -p $(@D)
	if grep -q 'libcardrt\.so\.$(RT_ABI)\b' $<; then echo "1 0"; \
	else echo "man-abi: $< does not name $(RT_SONAME)" >&2; echo "0 1"; fi > $@

CHECK_RESULTS += $(BUILD)/results/man-abi
.PHONY: $(BUILD)/results/unit-runtime

INSTALL_TARGETS += install-runtime
.PHONY: install-runtime
install-runtime: $(BUILD)/libcardrt.a $(BUILD)/libcardrt.so $(BUILD)/libcardrt_pic.a runtime/cardrt.pc.in
	install -d $(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(INCLUDEDIR)/cardrt $(DESTDIR)$(MANDIR)/man3
	install -m 644 $(BUILD)/libcardrt.a $(DESTDIR)$(LIBDIR)/libcardrt.a
	install -m 644 $(BUILD)/libcardrt_pic.a $(DESTDIR)$(LIBDIR)/libcardrt_pic.a
	install -m 755 $(BUILD)/libcardrt.so $(DESTDIR)$(LIBDIR)/$(RT_SONAME)
	ln -sf $(RT_SONAME) $(DESTDIR)$(LIBDIR)/libcardrt.so
	install -m 644 runtime/cardrt.h $(DESTDIR)$(INCLUDEDIR)/cardrt.h
	install -m 644 $(RT_PARTS) $(DESTDIR)$(INCLUDEDIR)/cardrt
	install -m 644 docs/man/cardrt.3 $(DESTDIR)$(MANDIR)/man3/cardrt.3
	sed -e 's|@LIBDIR@|$(LIBDIR)|g' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|g' \
	    -e 's|@VERSION@|$(CARDC_VERSION)|g' runtime/cardrt.pc.in > $(DESTDIR)$(LIBDIR)/pkgconfig/cardrt.pc

UNINSTALL_TARGETS += uninstall-runtime
.PHONY: uninstall-runtime
uninstall-runtime:
	rm -f $(DESTDIR)$(LIBDIR)/libcardrt.a $(DESTDIR)$(LIBDIR)/libcardrt_pic.a $(DESTDIR)$(LIBDIR)/$(RT_SONAME) \
	    $(DESTDIR)$(LIBDIR)/libcardrt.so $(DESTDIR)$(INCLUDEDIR)/cardrt.h \
	    $(DESTDIR)$(MANDIR)/man3/cardrt.3 $(DESTDIR)$(LIBDIR)/pkgconfig/cardrt.pc \
	    $(RT_PARTS:runtime/%=$(DESTDIR)$(INCLUDEDIR)/%)
	rmdir $(DESTDIR)$(INCLUDEDIR)/cardrt 2>/dev/null || true

.PHONY: bench-runtime
$(BUILD)/tests/bench/bench_runtime.o: TEST_CPPFLAGS += -Iruntime
$(BUILD)/tests/bench-runtime: $(BUILD)/tests/bench/bench_runtime.o $(BUILD)/libcardrt.a
	$(CC) $(LDFLAGS) -o $@ $^

bench-runtime: $(BUILD)/tests/bench-runtime
	@$(BUILD)/tests/bench-runtime
