#!/usr/bin/env bash
# Makes public/fonts/inter-turkish-wght-normal.<hash>.woff2: the few letters Turkish needs beyond Inter's
# Latin subset (Ğ ğ İ Ş ş, and ₺), cut from @fontsource-variable/inter's Latin Extended file
# (86 KB) with every weight kept. Turkish pages then download 3 KB instead of 86 KB before their
# text settles. Run it again after upgrading @fontsource-variable/inter; it needs fonttools and
# brotli (Debian: apt-get install fonttools python3-brotli). Inter is under the SIL Open Font
# License, which allows subsetting.
set -euo pipefail
cd "$(dirname "$0")/.."
pyftsubset node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2 \
  --unicodes='U+011E-011F,U+0130,U+015E-015F,U+20BA' \
  --layout-features='*' --flavor=woff2 \
  --output-file=/tmp/inter-turkish-wght-normal.woff2
hash=$(sha256sum /tmp/inter-turkish-wght-normal.woff2 | cut -c1-8)
rm -f public/fonts/inter-turkish-wght-normal.*.woff2
mv /tmp/inter-turkish-wght-normal.woff2 "public/fonts/inter-turkish-wght-normal.$hash.woff2"
echo "Now name inter-turkish-wght-normal.$hash.woff2 in app/font-subsets.ts and app/globals.css."
