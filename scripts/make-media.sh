#!/usr/bin/env bash
# Renders the site's own looping example clips and their posters into public/media/.
# Nothing is hot-linked: every picture the site shows is made here or hand-written SVG.
#   npm run media            (needs ffmpeg; about a minute on 2 cores)
# Each scene is drawn by scripts/media/render-frames.mjs (raw RGB frames, periodic
# motion so the loop is seamless) and encoded with whichever encoders this ffmpeg has:
# VP9 WebM first (smallest), H.264 MP4 second (Safari), and a WebP (or PNG) poster.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=public/media
W=640
H=360
FPS=24
SECONDS_PER_LOOP=4
FRAMES=$((FPS * SECONDS_PER_LOOP))
SCENES=(social:social-world career:career-paths network:network-visualizer)

command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install ffmpeg)" >&2; exit 1; }
ENCODERS=$(ffmpeg -hide_banner -encoders 2>/dev/null)
has() { grep -qE "^ V[^ ]* +$1 " <<<"$ENCODERS"; }

mkdir -p "$OUT"
for entry in "${SCENES[@]}"; do
  scene=${entry%%:*}
  name=${entry#*:}
  raw=$(mktemp)
  trap 'rm -f "$raw"' EXIT
  echo "rendering $name ($FRAMES frames, ${W}x${H})"
  node scripts/media/render-frames.mjs "$scene" "$W" "$H" "$FRAMES" >"$raw"
  input=(-f rawvideo -pix_fmt rgb24 -s "${W}x${H}" -r "$FPS" -i "$raw")

  if has libvpx-vp9; then
    ffmpeg -hide_banner -loglevel error -y "${input[@]}" -an -c:v libvpx-vp9 -b:v 0 -crf 38 \
      -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p "$OUT/$name.webm"
  else
    echo "  (no libvpx-vp9 encoder: skipping $name.webm)"
  fi
  if has libx264; then
    ffmpeg -hide_banner -loglevel error -y "${input[@]}" -an -c:v libx264 -preset slow -crf 27 \
      -profile:v high -pix_fmt yuv420p -movflags +faststart "$OUT/$name.mp4"
  else
    echo "  (no libx264 encoder: skipping $name.mp4)"
  fi
  # Poster: the first frame, which is also where the loop starts.
  if has libwebp; then
    ffmpeg -hide_banner -loglevel error -y "${input[@]}" -frames:v 1 -c:v libwebp -quality 82 "$OUT/$name.webp"
  else
    ffmpeg -hide_banner -loglevel error -y "${input[@]}" -frames:v 1 "$OUT/$name.png"
  fi
  rm -f "$raw"
done

echo
du -ch "$OUT"/* | sort -h | tail -n 20
