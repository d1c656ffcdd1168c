#!/usr/bin/env bash
# Starts the production build for the end-to-end tests: `e2e-server.sh <port> [database]`, where
# database is
#   auto        (default) a fresh PostgreSQL database autosites_e2e_<port> on the server of
#               TEST_DATABASE_URL when that is set (the tests read leads from it), else pglite;
#   pglite      a fresh PGlite directory of its own;
#   unreachable a PostgreSQL URL nothing answers, to test how failures look to a visitor.
# The database is prepared and migrated before `next start`: Playwright starts its web servers
# before globalSetup.
set -euo pipefail
port="$1"
database="${2:-auto}"
cd "$(dirname "$0")/.."
if [ "$database" = auto ]; then
  if [ -n "${TEST_DATABASE_URL:-}" ]; then database=postgres; else database=pglite; fi
fi
case "$database" in
  pglite)
    unset DATABASE_URL
    export DATA_DIR="${TMPDIR:-/tmp}/autosites-e2e-${port}"
    rm -rf "$DATA_DIR"
    ;;
  postgres)
    DATABASE_URL="$(node scripts/run-ts.mjs tests/e2e/support/fresh-database.ts "autosites_e2e_${port}")"
    export DATABASE_URL
    ;;
  unreachable)
    export DATABASE_URL="postgres://nobody:nothing@127.0.0.1:9/unreachable"
    ;;
  *)
    echo "unknown database kind: $database" >&2
    exit 2
    ;;
esac
if [ "$database" != unreachable ]; then
  # Migrations, then the admin-area users and leads (tests/e2e/support/seed-admin.ts, which
  # migrates as it opens the database): the CLI and the seed cannot open the embedded database
  # once the server holds it.
  node scripts/run-ts.mjs tests/e2e/support/seed-admin.ts
fi
export NEXT_MANUAL_SIG_HANDLE=1 # graceful shutdown (lib/server/shutdown.ts)
exec node_modules/.bin/next start -p "$port"
