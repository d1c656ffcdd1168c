#!/usr/bin/env bash
# Starts the production build for the end-to-end tests on port $1, on a database of its own:
# a fresh PGlite directory (wiped first), migrated before `next start` — Playwright starts its
# web servers before globalSetup, so the preparation has to happen here.
set -euo pipefail
port="$1"
cd "$(dirname "$0")/.."
export DATA_DIR="${TMPDIR:-/tmp}/autosites-e2e-${port}"
rm -rf "$DATA_DIR"
node scripts/run-ts.mjs scripts/db-migrate.ts
# Admin-area users and leads (tests/e2e/support/seed-admin.ts): the CLI and the seed cannot open
# the embedded database once the server holds it.
node scripts/run-ts.mjs tests/e2e/support/seed-admin.ts
exec node_modules/.bin/next start -p "$port"
