# The steps of install-test.sh and dist-test.sh, sourced by both. Before sourcing, set name
# (the test's name, for its messages), limit (seconds for all the steps), scratch (a folder
# removed at the end) and total (the number of steps); a function summary, if defined, prints
# lines before the count.
start=$SECONDS
passed=0 failed=0 server=

finish() {
	[ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
	[ "$(type -t summary)" = function ] && summary
	echo "$name: $passed of $total steps passed, $failed failed, $((total - passed - failed)) not run ($((SECONDS - start)) s, limit $limit s)"
	rm -rf "$scratch"
}
trap finish EXIT
trap 'exit 1' INT TERM

# step NAME COMMAND...: runs COMMAND with the time left (a function here bounds its own time),
# and stops the test when it fails.
step() {
	local title=$1 left=$((limit - (SECONDS - start)))
	shift
	echo "== $title"
	if [ "$left" -le 0 ]; then
		echo "$name: out of time before: $title"
		exit 1
	fi
	if if [ "$(type -t "$1")" = function ]; then "$@"; else timeout "$left" "$@"; fi; then
		passed=$((passed + 1))
	else
		local rc=$?
		failed=$((failed + 1))
		[ "$rc" = 124 ] && echo "$name: $title: stopped after the time left ($left s)"
		echo "$name: FAILED: $title (status $rc)"
		exit 1
	fi
}

# serve SITE GOSAURUS...: runs `GOSAURUS... serve SITE` in the background ($server) on the
# first free port of a few, written to $scratch/port; the server stops with the test.
serve() {
	local site=$1 port
	shift
	for port in $((20000 + $$ % 20000)) $((20001 + $$ % 20000)) $((20002 + $$ % 20000)); do
		"$@" serve "$site" --port "$port" >"$scratch/serve.log" 2>&1 &
		server=$!
		for _ in $(seq 100); do
			grep -q "serving at" "$scratch/serve.log" && { echo "$port" >"$scratch/port"; cat "$scratch/serve.log"; return 0; }
			kill -0 "$server" 2>/dev/null || break
			sleep 0.1
		done
		kill "$server" 2>/dev/null
		wait "$server" 2>/dev/null
		server=
	done
	cat "$scratch/serve.log"
	return 1
}

# fetch PATH TEXT: the page at PATH of the server serve started answers 200 and shows TEXT.
fetch() {
	local port
	port=$(cat "$scratch/port")
	curl -fsS --max-time 10 "http://127.0.0.1:$port$1" -o "$scratch/page.html" && grep -q "$2" "$scratch/page.html" ||
		{ echo "http://127.0.0.1:$port$1 does not show \"$2\""; return 1; }
	echo "http://127.0.0.1:$port$1: $(wc -c <"$scratch/page.html") bytes, shows \"$2\""
}
