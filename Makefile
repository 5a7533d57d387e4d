# Graft — the two commands from the README, plus their shared setup.
#
#   make samples   build and run the sample gallery (the main job)
#   make test      the loop tests under ThreadSanitizer, the C ABI checks, the C bridge tests
#                  under AddressSanitizer, then every test
#   make abi-check compile Bridge/include/graft.h and the C components as strict C11
#   make deps      install the system packages the build needs (libuv), if missing
#   make browser-deps install chromium (the GraftWeb browser tests load pages in it), if missing
#   make terminal-deps install tmux and libvterm-dev (GraftTerminal's tests: --tui driven in tmux,
#                  the renderer's bytes fed to libvterm), if missing
#   make lint      check formatting with swift-format (config: .swift-format)
#   make docs      the API reference of every public module with the toolchain's docc, into
#                  .build/docs/MODULE.doccarchive; fails on any docc warning (unresolved links)
#   make fuzz      run the libFuzzer targets (GraftWeb's HTTP parser and event decoder, GraftTerminal's
#                  input decoder, GraftRemote's protocol decoder) for
#                  $(FUZZ_RUNS) inputs each; `make fuzz-smoke` is the short run `make test` does
#   make instructions [APP=observed] [OPS="select swapRows"]   instructions per list op (callgrind),
#                  the app against the hand-written baseline (APP=embed: hosted mounts against
#                  inline; APP=tap: one row's @State tap against the same change by hand;
#                  CACHE=1: each count with its L1 instruction and data cache misses; needs
#                  valgrind: apt-get install valgrind) — scripts/instructions.sh
#   make install PREFIX=/usr/local   install graft.h, libgraft.so and graft.pc for C programs
#   make install-check   install into a temporary prefix, build the C host sample there with
#                  plain cc and pkg-config, run it
#
# Every target that builds runs `deps` first, so on a fresh Debian/Ubuntu machine with
# only the Swift toolchain, `make samples` and `make test` work as they are.

SWIFT ?= swift
# AddressSanitizer builds (the C-facing tests) get their own scratch path too.
ASAN_SCRATCH ?= .build/asan
CC ?= cc
# ThreadSanitizer builds go to their own scratch path so they never invalidate the
# normal build in .build/. It sits inside .build/ so that .gitignore already covers it.
TSAN_SCRATCH ?= .build/tsan
# Only the directories that exist are linted (Samples/ comes later).
LINT_PATHS := $(wildcard Sources Tests Samples) Package.swift

# libFuzzer targets (Tests/GraftWebFuzz), built with swiftc and the toolchain's
# -sanitize=fuzzer (plus AddressSanitizer/LeakSanitizer) from the GraftWeb sources they test.
SWIFTC ?= swiftc
FUZZ_DIR ?= .build/fuzz
FUZZ_RUNS ?= 1000000
FUZZ_SMOKE_RUNS ?= 20000
FUZZ_SWIFTFLAGS = -sanitize=fuzzer,address -parse-as-library -O -g -use-ld=lld
FUZZ_OPTIONS = -timeout=5 -rss_limit_mb=2048 -print_final_stats=1
HTTP_FUZZ_SOURCES = Tests/GraftWebFuzz/HTTPParserFuzz.swift Sources/GraftWeb/HTTPRequest.swift \
  Sources/GraftWeb/HTTPRequestParser.swift
EVENT_FUZZ_SOURCES = Tests/GraftWebFuzz/EventDecoderFuzz.swift Sources/GraftWeb/StrictJSON.swift \
  Sources/GraftWeb/WebEvent.swift
# GraftRemote's protocol decoders (Tests/GraftRemoteFuzz), from the pure-Swift wire sources.
REMOTE_FUZZ_SOURCES = Tests/GraftRemoteFuzz/RemoteDecoderFuzz.swift Sources/GraftRemoteCore/RemoteProtocol.swift \
  Sources/GraftRemoteCore/RemoteWire.swift Sources/GraftRemoteCore/RemoteWireReader.swift \
  Sources/GraftRemoteCore/RemoteFrameDecoder.swift

# GraftTerminal's input decoder (Tests/GraftTerminalFuzz): the bytes a terminal sends.
TERMINAL_FUZZ_SOURCES = Tests/GraftTerminalFuzz/InputParserFuzz.swift Sources/GraftTerminal/TerminalInputParser.swift \
  Sources/GraftTerminal/TerminalEvent.swift

# Where `make install` puts graft.h (include/), libgraft.so and pkgconfig/graft.pc (lib/).
PREFIX ?= /usr/local
# The C host sample is built against an install here (a prefix inside .build/).
C_HOST_PREFIX := $(CURDIR)/.build/graft-prefix
C_HOST_FLAGS := -std=c11 -Wall -Wextra -Werror -ISources/CCounterComponent/include
C_HOST_SOURCES := Samples/c-host/host.c Sources/CCounterComponent/counter.c

.PHONY: docs samples test deps browser-deps terminal-deps lint abi-check fuzz fuzz-smoke install install-check c-host \
  instructions

# The main job: run every sample headlessly on the real libuv loop and print, per sample,
# the screens before and after a scripted interaction, side by side, with diagnostics.
# `swift run -c release graft-samples --help` lists the options (--list, one NAME).
# Then the C host sample (Samples/c-host): a C program with its own libuv loop, built with
# plain cc against an installed libgraft, runs Graft on that loop with a scripted TCP client.
samples: deps
	$(SWIFT) run -c release graft-samples
	@$(MAKE) --no-print-directory c-host
	@echo
	@echo "c-host --demo: the host's events and Graft's renders, interleaved"
	@.build/c-host --demo

# Installs the C ABI for programs built without SwiftPM: `cc host.c $$(pkg-config --cflags
# --libs graft)` (with PKG_CONFIG_PATH=$(PREFIX)/lib/pkgconfig if that is not searched).
# libgraft.so finds the Swift runtime through its RUNPATH (the toolchain's runtime directory).
install: deps
	$(SWIFT) build -c release --product graft
	install -d $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(PREFIX)/lib/pkgconfig
	install -m 644 Bridge/include/graft.h $(DESTDIR)$(PREFIX)/include/graft.h
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/libgraft.so" $(DESTDIR)$(PREFIX)/lib/libgraft.so
	printf '%s\n' 'prefix=$(PREFIX)' 'includedir=$${prefix}/include' 'libdir=$${prefix}/lib' '' \
	  'Name: graft' 'Description: Graft C ABI: Graft roots and C components on a libuv loop' \
	  "Version: $$(sed -n 's/^#define GRAFT_ABI_VERSION //p' Bridge/include/graft.h)" 'Requires: libuv' \
	  'Cflags: -I$${includedir}' 'Libs: -L$${libdir} -lgraft -Wl,-rpath,$${libdir}' \
	  > $(DESTDIR)$(PREFIX)/lib/pkgconfig/graft.pc

# The C host sample, built with plain cc and pkg-config against an install in .build/.
c-host:
	@$(MAKE) --no-print-directory install PREFIX=$(C_HOST_PREFIX) > /dev/null
	PKG_CONFIG_PATH=$(C_HOST_PREFIX)/lib/pkgconfig $(CC) $(C_HOST_FLAGS) -o .build/c-host $(C_HOST_SOURCES) \
	  $$(PKG_CONFIG_PATH=$(C_HOST_PREFIX)/lib/pkgconfig pkg-config --cflags --libs graft)

# `make install` into a fresh temporary prefix, then the C host sample built against it with
# cc and pkg-config only, run with its scripted client; fails unless it ends cleanly.
install-check:
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	$(MAKE) --no-print-directory install PREFIX="$$tmp" > /dev/null && \
	test -f "$$tmp/include/graft.h" && test -f "$$tmp/lib/libgraft.so" && \
	export PKG_CONFIG_PATH="$$tmp/lib/pkgconfig" && \
	$(CC) $(C_HOST_FLAGS) -o "$$tmp/c-host" $(C_HOST_SOURCES) $$(pkg-config --cflags --libs graft) && \
	"$$tmp/c-host" --demo > "$$tmp/out.txt" && \
	grep -q 'graft_graph_destroy: 0' "$$tmp/out.txt" && grep -q 'uv_loop_close: 0' "$$tmp/out.txt" && \
	grep -q 'Text "count 11"' "$$tmp/out.txt" && \
	echo "install-check: installed into a temporary prefix, built and ran the C host: ok"

# The C ABI check, a short run of the fuzz targets, every test under ThreadSanitizer, every test under AddressSanitizer and
# LeakSanitizer (only the toolchain's own leaks are suppressed), then every test (XCTest and
# Swift Testing) in a plain build, last. Output is not filtered: it ends with Swift Testing's
# summary line for the whole suite.
test: deps browser-deps terminal-deps abi-check fuzz-smoke install-check
	$(SWIFT) test --sanitize=thread --scratch-path $(TSAN_SCRATCH)
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt $(SWIFT) test --sanitize=address --scratch-path $(ASAN_SCRATCH)
	$(SWIFT) build --build-tests
	$(SWIFT) test

# The C ABI header must compile on its own as strict C11, and the C components against it
# without a warning.
abi-check:
	$(CC) -std=c11 -Wall -Wextra -Werror -pedantic -fsyntax-only -x c Bridge/include/graft.h
	$(CC) -std=c11 -Wall -Wextra -Werror -fsyntax-only -IBridge/include -ISources/CCounterComponent/include \
	  -ITests/CGraftTestComponents/include Sources/CCounterComponent/counter.c \
	  Sources/CCounterComponent/host_example.c Tests/CGraftTestComponents/components.c
	$(CC) -std=c11 -Wall -Wextra -Werror -fsyntax-only -IBridge/include -ITests/CGraftTestComponents/include \
	  $$(pkg-config --cflags libuv) Tests/CGraftTestComponents/host_loop.c

# Installs pkg-config and libuv1-dev with apt-get when `pkg-config --exists libuv` fails.
# Silent when they are already there. Uses sudo only when not root and sudo exists.
deps:
	@if ! pkg-config --exists libuv 2>/dev/null; then \
	  if [ "$$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo=sudo; else sudo=; fi; \
	  echo "deps: libuv not found by pkg-config; installing pkg-config libuv1-dev with apt-get"; \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
	    pkg-config libuv1-dev && \
	  pkg-config --exists libuv || { echo "deps: libuv is still missing after apt-get" >&2; exit 1; }; \
	fi

# Installs chromium with apt-get when `command -v chromium` fails (GraftWebTests runs it
# headless and fails, naming the package, without it). Silent when it is already there.
browser-deps:
	@if ! command -v chromium >/dev/null 2>&1; then \
	  if [ "$$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo=sudo; else sudo=; fi; \
	  echo "browser-deps: chromium not found; installing it with apt-get"; \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium && \
	  command -v chromium >/dev/null || { echo "browser-deps: chromium is still missing after apt-get" >&2; exit 1; }; \
	fi

# Installs tmux and libvterm-dev with apt-get when `command -v tmux` or `pkg-config --exists
# vterm` fails (GraftTerminalTests runs `graft-samples --tui` in tmux and feeds the renderer's
# bytes to libvterm). Silent when they are already there.
terminal-deps:
	@if ! command -v tmux >/dev/null 2>&1 || ! pkg-config --exists vterm 2>/dev/null; then \
	  if [ "$$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo=sudo; else sudo=; fi; \
	  echo "terminal-deps: tmux or libvterm missing; installing tmux libvterm-dev with apt-get"; \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux libvterm-dev && \
	  command -v tmux >/dev/null && pkg-config --exists vterm || \
	    { echo "terminal-deps: tmux or libvterm-dev is still missing after apt-get" >&2; exit 1; }; \
	fi

# Instructions per list operation, counted by callgrind: graft-bench's wall-clock ratios without
# this machine's noise (scripts/instructions.sh says how each count is taken). Not part of
# `make test`: a full table runs callgrind 36 times (about four minutes).
APP ?= observed
OPS ?=
CACHE ?= 0
instructions: deps
	$(SWIFT) build -c release --product graft-bench
	CACHE=$(CACHE) scripts/instructions.sh $(APP) $(OPS)

# Formatting check, strict (warnings fail too).
lint:
	$(SWIFT) format lint --strict -r $(LINT_PATHS)

$(FUZZ_DIR)/http-parser: $(HTTP_FUZZ_SOURCES)
	@mkdir -p $(FUZZ_DIR)
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) -module-name HTTPParserFuzz $(HTTP_FUZZ_SOURCES) -o $@

$(FUZZ_DIR)/event-decoder: $(EVENT_FUZZ_SOURCES)
	@mkdir -p $(FUZZ_DIR)
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) -module-name EventDecoderFuzz $(EVENT_FUZZ_SOURCES) -o $@

$(FUZZ_DIR)/remote-decoder: $(REMOTE_FUZZ_SOURCES)
	@mkdir -p $(FUZZ_DIR)
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) -module-name RemoteDecoderFuzz $(REMOTE_FUZZ_SOURCES) -o $@

$(FUZZ_DIR)/terminal-input: $(TERMINAL_FUZZ_SOURCES)
	@mkdir -p $(FUZZ_DIR)
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) -module-name TerminalInputFuzz $(TERMINAL_FUZZ_SOURCES) -o $@

# Each target from its committed seeds (Tests/GraftWebFuzz/corpus/*); what it discovers goes
# to $(FUZZ_DIR)/found-*, crash reproducers to $(FUZZ_DIR)/. Any crash, leak or hang (an
# input over 5 s) fails the target.
fuzz: $(FUZZ_DIR)/http-parser $(FUZZ_DIR)/event-decoder $(FUZZ_DIR)/remote-decoder $(FUZZ_DIR)/terminal-input
	@mkdir -p $(FUZZ_DIR)/found-http $(FUZZ_DIR)/found-event $(FUZZ_DIR)/found-remote $(FUZZ_DIR)/found-terminal
	$(FUZZ_DIR)/http-parser $(FUZZ_OPTIONS) -runs=$(FUZZ_RUNS) -max_len=20000 -artifact_prefix=$(FUZZ_DIR)/ \
	  $(FUZZ_DIR)/found-http Tests/GraftWebFuzz/corpus/http
	$(FUZZ_DIR)/event-decoder $(FUZZ_OPTIONS) -runs=$(FUZZ_RUNS) -max_len=4096 -artifact_prefix=$(FUZZ_DIR)/ \
	  $(FUZZ_DIR)/found-event Tests/GraftWebFuzz/corpus/event
	$(FUZZ_DIR)/remote-decoder $(FUZZ_OPTIONS) -runs=$(FUZZ_RUNS) -max_len=70000 -artifact_prefix=$(FUZZ_DIR)/ \
	  $(FUZZ_DIR)/found-remote Tests/GraftRemoteFuzz/corpus
	$(FUZZ_DIR)/terminal-input $(FUZZ_OPTIONS) -runs=$(FUZZ_RUNS) -max_len=70000 -artifact_prefix=$(FUZZ_DIR)/ \
	  $(FUZZ_DIR)/found-terminal Tests/GraftTerminalFuzz/corpus

# The short run `make test` includes.
fuzz-smoke:
	$(MAKE) fuzz FUZZ_RUNS=$(FUZZ_SMOKE_RUNS)

# The API reference: symbol graphs from the compiler (no plugin needed), then one docc archive
# per public module. Any docc warning — a ``link`` that does not resolve — fails the target.
DOCS_DIR ?= .build/docs
DOCS_MODULES = GraftCore GraftLayout GraftUV GraftViews GraftBridge GraftTesting GraftCompose \
  GraftCBridge GraftWeb GraftSVG GraftTerminal GraftRemote GraftApp \
  GraftSeam GraftComposeInterop GraftCInterop GraftRemoteCore
# Symbol graphs are written only for modules the build recompiles: keep the others' (still
# current) graphs, and clear only what docc makes.
docs: deps
	rm -rf $(DOCS_DIR)/graphs $(DOCS_DIR)/*.doccarchive && mkdir -p $(DOCS_DIR)/symbol-graphs
	$(SWIFT) build --scratch-path .build/docs-build -Xswiftc -emit-symbol-graph \
	  -Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/$(DOCS_DIR)/symbol-graphs
	@status=0; for module in $(DOCS_MODULES); do \
	  mkdir -p $(DOCS_DIR)/graphs/$$module; \
	  cp $(DOCS_DIR)/symbol-graphs/$$module.symbols.json $(DOCS_DIR)/graphs/$$module/; \
	  docc convert --additional-symbol-graph-dir $(DOCS_DIR)/graphs/$$module \
	    --fallback-display-name $$module --fallback-bundle-identifier org.graft.$$module \
	    --output-path $(DOCS_DIR)/$$module.doccarchive > $(DOCS_DIR)/$$module.log 2>&1 || status=1; \
	  warnings=$$(grep -c '^warning' $(DOCS_DIR)/$$module.log); \
	  echo "docs: $$module: $$warnings warnings"; \
	  if [ "$$warnings" != 0 ]; then grep -A3 '^warning' $(DOCS_DIR)/$$module.log; status=1; fi; \
	done; exit $$status
