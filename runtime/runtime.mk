# runtime/runtime.mk — libcardrt (filled in by the runtime work).
