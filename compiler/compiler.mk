# compiler/compiler.mk — the cardc front end and driver.

FRONT_SRCS := compiler/arena.c compiler/source.c compiler/diag.c
CARDC_MAIN := compiler/main.c

GRAMMAR_DIR := $(BUILD)/grammar
FRONT_OBJS := $(FRONT_SRCS:%.c=$(BUILD)/%.o)
FRONT_GEN_OBJS :=
CARDC_CPPFLAGS := -Icompiler -I$(GRAMMAR_DIR) $(CPPFLAGS)

all: $(BUILD)/cardc

$(BUILD)/compiler/%.o: compiler/%.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(CARDC_CPPFLAGS) $(DEPFLAGS) -c $< -o $@

$(BUILD)/libcardc-front.a: $(FRONT_OBJS) $(FRONT_GEN_OBJS)
	@rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/cardc: $(BUILD)/compiler/main.o $(BUILD)/libcardc-front.a
	$(CC) $(LDFLAGS) -o $@ $^

INSTALL_TARGETS += install-cardc
.PHONY: install-cardc
install-cardc: $(BUILD)/cardc
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(BUILD)/cardc $(DESTDIR)$(PREFIX)/bin/cardc
