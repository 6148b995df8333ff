# buerger — citizen CLI of the Bürgerbus, and buerger-sim, a local Bürgerbus server.
# Needs only the Swift toolchain (and bash, curl, jq for the shell acceptance tests and benchmarks).

SWIFT    ?= swift
PREFIX   ?= /usr/local
BINDIR   ?= $(PREFIX)/bin
MANDIR   ?= $(PREFIX)/share/man/man1
# Where bash-completion, zsh and fish look for completions of installed programs.
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d
# One job per core is what this 2-core machine takes without swapping the linker out.
JOBS     ?= $(shell nproc 2>/dev/null || echo 2)
DEBUG_BIN = $(shell $(SWIFT) build --show-bin-path 2>/dev/null)
RELEASE_BIN = $(shell $(SWIFT) build -c release --show-bin-path 2>/dev/null)
# Release builds link the Swift runtime and Foundation statically, and nothing links
# FoundationNetworking (https loads libcurl with dlopen when it is needed): `buerger --version`
# starts in about 5 ms instead of 13 (bench section 2), and no libcurl headers are needed to build.
RELEASE_FLAGS = -c release --static-swift-stdlib

.PHONY: all build test lint format acceptance docs-update install-check demo bench man install uninstall clean check-curl-constants

all: build

build:
	$(SWIFT) build -j $(JOBS)

# Unit, integration (real binaries against buerger-sim) and shell acceptance tests. --build-tests
# builds the programs too, in one build graph: no separate `swift build` before it. The XCTest bundle
# and the acceptance files then run side by side (Tests/run-tests.sh).
test: lint check-curl-constants
	$(SWIFT) build -j $(JOBS) --build-tests
	BUERGER_BIN_DIR="$(DEBUG_BIN)" SWIFT="$(SWIFT)" bash Tests/run-tests.sh

# The code is formatted by the toolchain's `swift format` with the checked-in .swift-format; a file
# that is not fails `make test` (`make format` formats the tree).
lint:
	$(SWIFT) format lint --strict --parallel --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --parallel --recursive Sources Tests Package.swift

# The libcurl constants declared by hand against <curl/curl.h> (under a second; skipped without it).
check-curl-constants:
	bash scripts/check-curl-constants.sh

acceptance: build
	BUERGER_BIN_DIR="$(DEBUG_BIN)" bash Tests/acceptance/run.sh

# The examples of docs/usage*.md and docs/requests*.md rewritten with what buerger prints now (the test
# that compares them, Tests/acceptance/72-examples.test.sh, says how); read `git diff docs/` after it.
docs-update: build
	BUERGER_DOCS_UPDATE=1 BUERGER_BIN_DIR="$(DEBUG_BIN)" bash Tests/acceptance/run.sh Tests/acceptance/72-examples.test.sh

# `make install` and `make uninstall` into a temporary PREFIX, and the installed programs at work. Its
# static release build takes minutes, so CI runs it after `make test` instead of every `make test`.
install-check:
	bash Tests/acceptance/run.sh --install

# Starts buerger-sim in the background, shows the CLI at work, stops the simulator.
demo: build
	BUERGER_BIN_DIR="$(DEBUG_BIN)" bash scripts/demo.sh

# Performance figures and ratios (release build). Prints; never fails on a slow machine.
bench:
	$(SWIFT) build -j $(JOBS) $(RELEASE_FLAGS)
	BUERGER_BIN_DIR="$(RELEASE_BIN)" bash scripts/bench.sh

# docs/buerger.1 from the command specs, the source of the help texts (a unit test keeps it current).
# No saved settings are read, so the page is the same on every machine.
man: build
	XDG_CONFIG_HOME=/nonexistent "$(DEBUG_BIN)/buerger" manual --lang en > docs/buerger.1

install:
	$(SWIFT) build -j $(JOBS) $(RELEASE_FLAGS)
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)" "$(DESTDIR)$(BASHCOMPDIR)" "$(DESTDIR)$(ZSHCOMPDIR)" \
	  "$(DESTDIR)$(FISHCOMPDIR)"
	install -m 0755 "$(RELEASE_BIN)/buerger" "$(RELEASE_BIN)/buerger-sim" "$(DESTDIR)$(BINDIR)/"
	install -m 0644 docs/buerger.1 "$(DESTDIR)$(MANDIR)/buerger.1"
	XDG_CONFIG_HOME=/nonexistent "$(RELEASE_BIN)/buerger" completion bash > "$(DESTDIR)$(BASHCOMPDIR)/buerger"
	XDG_CONFIG_HOME=/nonexistent "$(RELEASE_BIN)/buerger" completion zsh > "$(DESTDIR)$(ZSHCOMPDIR)/_buerger"
	XDG_CONFIG_HOME=/nonexistent "$(RELEASE_BIN)/buerger" completion fish > "$(DESTDIR)$(FISHCOMPDIR)/buerger.fish"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/buerger" "$(DESTDIR)$(BINDIR)/buerger-sim" "$(DESTDIR)$(MANDIR)/buerger.1" \
	  "$(DESTDIR)$(BASHCOMPDIR)/buerger" "$(DESTDIR)$(ZSHCOMPDIR)/_buerger" "$(DESTDIR)$(FISHCOMPDIR)/buerger.fish"

clean:
	rm -rf .build
