#!/usr/bin/env bash
# Rebuilds every derived media file of the site from Debian-packaged sources:
#   public/media/photos/NN.jpg        36 photos (3:2, 1920x1280, progressive JPEG)
#   public/media/videos/*.mp4 + .jpg  9 looping H.264 clips with posters
#   public/media/fallback.jpg         fallback photo for pages without media
#   public/media/logo.svg, clients/   wordmarks (text converted to outlines)
#   public/media/CREDITS.md           sources, authors and licences
#   (the alt texts of photos.tsv / videos.tsv live in the data files, content/**/*.json)
#
# Inputs: scripts/media/photos.tsv, scripts/media/videos.tsv, build_logos.py.
# Usage: scripts/media/build-media.sh   (as root, or with sudo for apt-get)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
OUT="$ROOT/public/media"
PY=/usr/bin/python3           # Debian's python, which sees python3-fonttools
export PYTHONDONTWRITEBYTECODE=1

FALLBACK_PHOTO=34             # photos.tsv row re-encoded as fallback.jpg
PHOTO_W=1920 PHOTO_H=1280
PHOTO_MAX_BYTES=400000        # per-photo cap; quality is lowered until it fits (average stays ~230 kB)
PHOTO_QUALITIES="84 82 80 78 76 74 72 70 68 66 64 62 60"
VIDEO_W=1280 VIDEO_H=720 VIDEO_FPS=25 VIDEO_SECONDS=7
VIDEO_MAX_BYTES=1300000
VIDEO_CRFS="28 29 30 31 32"

PACKAGES=(
  ffmpeg imagemagick librsvg2-bin python3 python3-fonttools
  mate-backgrounds plasma-workspace-wallpapers lomiri-wallpapers-16.04 lomiri-wallpapers-20.04 lxqt-themes
  fonts-ebgaramond fonts-bebas-neue fonts-lato fonts-gfs-didot fonts-comfortaa fonts-texgyre
  fonts-manrope fonts-vollkorn fonts-yanone-kaffeesatz fonts-linuxlibertine fonts-league-spartan fonts-quicksand
)

log() { printf '\033[1m==>\033[0m %s\n' "$*"; }

ensure_packages() {
  local missing=() p
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f '${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  if ((${#missing[@]})); then
    log "apt-get install ${missing[*]}"
    local SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}

# crop_geometry SRC_W SRC_H RATIO HINT -> "WxH+X+Y RX RY": the largest RATIO crop
# around the focus point, and where the focus point lands inside that crop (0..1).
# HINT: "center" or "x=0.4,y=0.3" (fractions of the source).
crop_geometry() {
  awk -v W="$1" -v H="$2" -v R="$3" -v hint="$4" 'BEGIN {
    fx = 0.5; fy = 0.5
    n = split(hint, parts, ",")
    for (i = 1; i <= n; i++) {
      split(parts[i], kv, "=")
      if (kv[1] == "x") fx = kv[2] + 0
      if (kv[1] == "y") fy = kv[2] + 0
    }
    if (W / H > R) { h = H; w = int(H * R + 0.5) } else { w = W; h = int(W / R + 0.5) }
    x = int(fx * W - w / 2 + 0.5); y = int(fy * H - h / 2 + 0.5)
    if (x < 0) x = 0; if (x > W - w) x = W - w
    if (y < 0) y = 0; if (y > H - h) y = H - h
    printf "%dx%d+%d+%d %.4f %.4f\n", w, h, x, y, (fx * W - x) / w, (fy * H - y) / h
  }'
}

# render SRC RATIO HINT W H OUT.png: crop around the hint and resize (Lanczos), no
# metadata. Prints the focus point's position inside the result ("RX RY").
render() {
  local src="$1" ratio="$2" hint="$3" w="$4" h="$5" out="$6" sw sh geo rx ry
  read -r sw sh < <(identify -quiet -format '%w %h\n' "$src[0]" 2>/dev/null)
  read -r geo rx ry < <(crop_geometry "$sw" "$sh" "$ratio" "$hint")
  echo "$rx $ry"
  convert -quiet "$src[0]" -auto-orient -alpha remove -alpha off -colorspace sRGB \
    -crop "$geo" +repage -filter Lanczos -resize "${w}x${h}!" -strip "$out"
}

# encode_jpeg IN.png OUT.jpg MAX_BYTES QUALITIES: progressive JPEG, highest quality under the cap
encode_jpeg() {
  local in="$1" out="$2" max="$3" q size=0
  for q in $4; do
    convert "$in" -strip -interlace JPEG -sampling-factor 4:2:0 -quality "$q" "$out"
    size=$(stat -c %s "$out")
    ((size <= max)) && break
  done
  printf '%s q=%s %dkB\n' "${out#"$ROOT"/}" "$q" $((size / 1000))
}

# encode_clip IN.png FILTER W H MAX_BYTES CRFS OUT.mp4: the zoom loop as H.264 at W x H,
# the best quality under the cap
encode_clip() {
  local in="$1" vf="$2,scale=$3:$4:flags=lanczos,format=yuv420p" max="$5" out="$7" crf size=0
  for crf in $6; do
    ffmpeg -nostdin -y -loglevel error -loop 1 -framerate "$VIDEO_FPS" -i "$in" \
      -vf "$vf" -frames:v "$FRAMES" -r "$VIDEO_FPS" -an \
      -c:v libx264 -preset slow -crf "$crf" -profile:v high -pix_fmt yuv420p \
      -movflags +faststart -map_metadata -1 "$out"
    size=$(stat -c %s "$out")
    ((size <= max)) && break
  done
  printf '%s crf=%s %dkB\n' "${out#"$ROOT"/}" "$crf" $((size / 1000))
}

field() { # field ROW_KEY COLUMN FILE -> value of COLUMN in the row whose first column is ROW_KEY
  awk -F'\t' -v k="$1" -v c="$2" '!/^#/ && $1 == k { print $c; exit }' "$3"
}

ensure_packages

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

rm -rf "$OUT/photos" "$OUT/videos" "$OUT/clients"
rm -f "$OUT/fallback.jpg" "$OUT/logo.svg" "$OUT/CREDITS.md"
mkdir -p "$OUT/photos" "$OUT/videos" "$OUT/clients" "$ROOT/content/media"

# --- photos ----------------------------------------------------------------
log "photos"
while IFS=$'\t' read -r id src _pkg _author _license crop _alt; do
  [[ -z "$id" || "$id" == \#* ]] && continue
  [ -f "$src" ] || { echo "missing source $src" >&2; exit 1; }
  render "$src" 1.5 "$crop" "$PHOTO_W" "$PHOTO_H" "$TMP/p$id.png" >/dev/null
  encode_jpeg "$TMP/p$id.png" "$OUT/photos/$id.jpg" "$PHOTO_MAX_BYTES" "$PHOTO_QUALITIES"
done < "$HERE/photos.tsv"

log "fallback (photo $FALLBACK_PHOTO)"
encode_jpeg "$TMP/p$FALLBACK_PHOTO.png" "$OUT/fallback.jpg" "$PHOTO_MAX_BYTES" "$PHOTO_QUALITIES"

# --- videos ----------------------------------------------------------------
log "videos"
FRAMES=$((VIDEO_FPS * VIDEO_SECONDS))
while IFS=$'\t' read -r key file photo fx fy zoom _alt; do
  [[ -z "$key" || "$key" == \#* ]] && continue
  src=$(field "$photo" 2 "$HERE/photos.tsv")
  # crop 16:9 around the focus point (at 1.5x the video size), then zoom towards where
  # that point landed
  focus=$(render "$src" "$(awk -v w="$VIDEO_W" -v h="$VIDEO_H" 'BEGIN{print w/h}')" \
    "x=$fx,y=$fy" $((VIDEO_W * 3 / 2)) $((VIDEO_H * 3 / 2)) "$TMP/v-$file.png")
  read -r zx zy <<<"$focus"
  # Ping-pong zoom: z(n) = 1 + A(1 - cos(2 pi n / FRAMES)) / 2, so z(0) = z(FRAMES) = 1 with
  # zero speed at both ends and the last frame flows into the first. The perspective
  # filter samples the zoomed window at float coordinates (bicubic), so the motion
  # has no integer-pixel stepping.
  z="(1+$zoom*(1-cos(2*PI*in/$FRAMES))/2)"
  l="((W-W/$z)*$zx)" t="((H-H/$z)*$zy)"
  r="($l+W/$z)" b="($t+H/$z)"
  vf="perspective=x0='$l':y0='$t':x1='$r':y1='$t':x2='$l':y2='$b':x3='$r':y3='$b'"
  vf+=":interpolation=cubic:eval=frame"
  encode_clip "$TMP/v-$file.png" "$vf" "$VIDEO_W" "$VIDEO_H" "$VIDEO_MAX_BYTES" "$VIDEO_CRFS" \
    "$OUT/videos/$file.mp4"
  # The clips are the sample films' masters: the films pipeline makes their
  # renditions, loops and frames. Only a service film names a still of its own
  # (content/services/film/*.json `poster`), so only film-* clips get one.
  [[ "$file" == film-* ]] || continue
  # poster = first frame of the clip
  ffmpeg -nostdin -y -loglevel error -i "$OUT/videos/$file.mp4" -frames:v 1 "$TMP/poster-$file.png"
  convert "$TMP/poster-$file.png" -strip -interlace JPEG -sampling-factor 4:2:0 -quality 80 "$OUT/videos/$file.jpg"
done < "$HERE/videos.tsv"

# --- logos -----------------------------------------------------------------
log "logos"
"$PY" "$HERE/build_logos.py" "$OUT"

# --- credits ---------------------------------------------------------------
log "CREDITS.md"
"$PY" "$HERE/gen_docs.py" --root "$ROOT" --fallback "$FALLBACK_PHOTO"

total=$(du -sb --exclude=img "$OUT" | cut -f1)  # img/: build-time variants, not committed
log "public/media: $(du -sh --exclude=img "$OUT" | cut -f1) ($total bytes, without img/)"
if ((total > 22 * 1024 * 1024)); then
  echo "public/media is larger than 22 MB" >&2
  exit 1
fi
