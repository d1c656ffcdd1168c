#!/usr/bin/env bash
# Prepares what the tests need on this machine, then runs a command with it:
#   bash scripts/test-env.sh <command…>          (`npm test` runs every check this way)
#
# - Chromium for the grader's measurements: CHROME_PATH, or Debian's `chromium` (exported as
#   CHROME_PATH); and for Playwright, Debian's headless shell of the same Chromium
#   (`chromium-headless-shell`, half the CPU per page load), unless E2E_CHROMIUM names a browser;
# - a Java runtime for the Nu HTML Checker;
# - nginx for the cache test (tests/integration/nginx-cache.test.ts), on the PATH;
# - PostgreSQL for the database tests, with TEST_DATABASE_URL exported:
#     · already set: used as it is, nothing else is touched;
#     · as root: the machine's own cluster, started, given a password for TCP logins (its
#       pg_hba lets the postgres user in over the socket only as the postgres OS user), with a
#       database `autosites_test`;
#     · as anyone else: a throwaway cluster of this user's own in a temporary folder, on a free
#       port with a password, stopped and removed when the command ends.
# What is missing is installed with apt-get when this user may (root, or password-less sudo);
# otherwise the script stops and says what to install. What is there is only found, not changed.
set -euo pipefail

say() { echo "[test-env] $*" >&2; }

# npm scripts run the Node that `npm install` put in node_modules/.bin (docs/operations.md).
say "Node.js $(node --version) ($(command -v node))"

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo "$@"
  else
    return 1
  fi
}

# Runs a command with no file descriptor above 2: a server it starts in the background (the
# PostgreSQL cluster) must not inherit the one of `flock /tmp/heavy.lock …`, or the lock stays
# held as long as that server runs and every later `flock` waits forever.
without_inherited_fds() {
  (
    for fd in /proc/self/fd/*; do
      fd="${fd##*/}"
      if [ "$fd" -gt 2 ] 2>/dev/null; then eval "exec $fd>&-" 2>/dev/null || true; fi
    done
    exec "$@"
  )
}

# What is missing is gathered first and installed in one apt-get run.
missing_packages=()
missing_purposes=()
need() {
  missing_packages+=("$1")
  missing_purposes+=("$2")
}
install_missing() {
  [ "${#missing_packages[@]}" -eq 0 ] && return 0
  local purposes
  purposes="$(IFS=';' && echo "${missing_purposes[*]}" | sed 's/;/, /g')"
  if ! as_root true; then
    say "missing: $purposes. Install it (apt-get install -y ${missing_packages[*]}) or run as root, then try again."
    exit 1
  fi
  say "installing $purposes (${missing_packages[*]})…"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing_packages[@]}" >/dev/null
}

find_chromium() {
  local candidate
  for candidate in chromium chromium-browser google-chrome-stable google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then
      command -v "$candidate"
      return 0
    fi
  done
  return 1
}
if [ -z "${CHROME_PATH:-}" ] && ! find_chromium >/dev/null; then
  need chromium "Chromium for the grader's measurements"
fi
if [ -z "${E2E_CHROMIUM:-}" ] && ! command -v chromium-headless-shell >/dev/null 2>&1; then
  need chromium-headless-shell "Chromium's headless shell for the end-to-end tests"
fi
command -v java >/dev/null 2>&1 || need default-jre-headless "a Java runtime for the Nu HTML Checker"
# nginx: Debian puts it in /usr/sbin, which is not on an ordinary user's PATH.
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  need nginx-light "nginx for the cache test"
fi
latest_pg_bin() { (ls -d /usr/lib/postgresql/*/bin 2>/dev/null || true) | sort -V | tail -n 1; }
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    command -v pg_lsclusters >/dev/null 2>&1 || need postgresql "PostgreSQL for the database tests"
  elif [ -z "$(latest_pg_bin)" ] && ! command -v pg_config >/dev/null 2>&1; then
    need postgresql "PostgreSQL for the database tests"
  fi
fi
install_missing

if [ -z "${CHROME_PATH:-}" ]; then
  CHROME_PATH="$(find_chromium)"
  export CHROME_PATH
fi
command -v nginx >/dev/null 2>&1 || export PATH="$PATH:/usr/sbin"

# PostgreSQL.
pg_password='autosites-ci' # only ever reachable on 127.0.0.1 of a test machine
throwaway=""
stop_throwaway() {
  if [ -n "$throwaway" ]; then
    "$pg_bin/pg_ctl" -D "$throwaway/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$throwaway"
  fi
}
trap stop_throwaway EXIT

if [ -z "${TEST_DATABASE_URL:-}" ] && [ "$(id -u)" -eq 0 ]; then
  as_postgres() { (cd / && runuser -u postgres -- "$@"); }
  read -r pg_version pg_cluster pg_port _ < <(pg_lsclusters --no-header | head -n 1)
  without_inherited_fds pg_ctlcluster "$pg_version" "$pg_cluster" start >/dev/null 2>&1 ||
    pg_ctlcluster "$pg_version" "$pg_cluster" status >/dev/null # already running is fine
  # A fixed password: parallel runs on one machine must not lock each other out.
  as_postgres psql -q -p "$pg_port" -c "ALTER USER postgres PASSWORD '$pg_password'"
  if ! as_postgres psql -p "$pg_port" -lqt | cut -d '|' -f 1 | grep -qw autosites_test; then
    as_postgres createdb -p "$pg_port" autosites_test
  fi
  export TEST_DATABASE_URL="postgres://postgres:$pg_password@127.0.0.1:$pg_port/autosites_test"
elif [ -z "${TEST_DATABASE_URL:-}" ]; then
  pg_bin="$(latest_pg_bin)"
  if [ -z "$pg_bin" ] && command -v pg_config >/dev/null 2>&1; then pg_bin="$(pg_config --bindir)"; fi
  throwaway="$(mktemp -d "${TMPDIR:-/tmp}/autosites-pg-XXXXXX")"
  echo "$pg_password" >"$throwaway/password"
  "$pg_bin/initdb" -D "$throwaway/data" -U postgres --auth-local=trust \
    --auth-host=scram-sha-256 --pwfile="$throwaway/password" >/dev/null
  pg_port=55432
  while (exec 3<>"/dev/tcp/127.0.0.1/$pg_port") 2>/dev/null; do pg_port=$((pg_port + 1)); done
  without_inherited_fds "$pg_bin/pg_ctl" -D "$throwaway/data" -l "$throwaway/log" -w \
    -o "-p $pg_port -k $throwaway -c listen_addresses=127.0.0.1" start >/dev/null
  "$pg_bin/createdb" -h "$throwaway" -p "$pg_port" -U postgres autosites_test
  say "PostgreSQL for the tests: a throwaway cluster on port $pg_port"
  export TEST_DATABASE_URL="postgres://postgres:$pg_password@127.0.0.1:$pg_port/autosites_test"
fi

"$@"
