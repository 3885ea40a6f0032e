#!/usr/bin/env bash
# Regenerates all demo media into apps/api/src/db/seed/media/, rebuilds manifest.json and runs the checks.
# Needs the Debian packages listed in scripts/media/README.md; run it from anywhere.
set -euo pipefail
cd "$(dirname "$0")"

missing=()
for tool in node ffmpeg ffprobe lilypond musicxml2ly xmllint gs; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || missing+=("fonts-dejavu-core")
if [ ${#missing[@]} -gt 0 ]; then
  echo "Missing: ${missing[*]}" >&2
  echo "Install: apt-get install -y ffmpeg lilypond libxml2-utils ghostscript fonts-dejavu-core" >&2
  exit 1
fi

node generate-backing-tracks.mjs
node generate-scores.mjs
node --import tsx generate-videos.mjs
node --import tsx generate-thumbnails.mjs
node generate-takes.mjs
node --import tsx build-manifest.mjs

echo
node verify-backing-tracks.mjs
echo
node verify-scores.mjs
echo
if [ -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
  node check-chromium.mjs
else
  echo "Chromium not found: skipped check-chromium.mjs"
fi
