#!/bin/sh
# Runs Anvil ($SLUICE_ANVIL_BINARY) with the given arguments, and ends it when the process that
# started it goes away: the parent holds this script's stdin open, so when the parent exits for
# any reason (Ctrl-C, SIGTERM, a crash, even SIGKILL) the pipe closes and Anvil is stopped.
# Anvil writes the states it no longer keeps in memory to a cache folder and leaves it behind when
# stopped (gigabytes for a busy node): each node gets its own folder, removed once it has exited.
cache=$(mktemp -d "${TMPDIR:-/tmp}/sluice-anvil-states-XXXXXX")
exec 3<&0
"$SLUICE_ANVIL_BINARY" "$@" --cache-path "$cache" &
anvil=$!
( while read -r _ <&3; do :; done; kill -TERM "$anvil" 2>/dev/null ) &
watcher=$!
exec 3<&-
trap 'kill -TERM "$anvil" 2>/dev/null' TERM INT HUP
wait "$anvil"
status=$?
# a trapped signal interrupts `wait`: wait again for Anvil to finish its shutdown
kill -0 "$anvil" 2>/dev/null && wait "$anvil"
kill "$watcher" 2>/dev/null
rm -rf "$cache"
exit "$status"
