"""Write public/media/CREDITS.md and content/media/library.ts from the manifests
(photos.tsv, videos.tsv, build_logos.py) and the real sizes of the built files.

    python3 gen_docs.py --root /work/main --fallback 34
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from build_logos import CLIENTS, FONTS  # noqa: E402

# Where each package states its licences (shown under the photo table).
PACKAGE_NOTES = {
    "lomiri-wallpapers-16.04": "Per-file author and licence from /usr/share/doc/lomiri-wallpapers-16.04/copyright "
    "(images from the Ubuntu Free Culture Showcase).",
    "lomiri-wallpapers-20.04": "Per-file author and licence from /usr/share/doc/lomiri-wallpapers-20.04/copyright.",
    "mate-backgrounds": "Per-file copyright holders from /usr/share/doc/mate-backgrounds/copyright; all GPL-2+.",
    "plasma-workspace-wallpapers": "Author and licence (LGPL-3) from each wallpaper's metadata.json; "
    "/usr/share/doc/plasma-workspace-wallpapers/copyright covers the package as GPL-2+ "
    "(KDE Visual Design Group). Both are free licences that allow redistribution.",
    "lxqt-themes": "/usr/share/lxqt/wallpapers/License: \"Copyright 2022: LXQt Project Team, licensed under "
    "CC-BY-SA-3.0\"; it credits stefonarch for beam, flowers, butterfly, fog, not-windows, "
    "appleflowers, after-the-rain and drop (Valendas carries no individual credit). "
    "The Debian copyright file lists the package (wallpapers included) as LGPL-2.1+.",
}

LICENSE_URLS = {
    "CC-BY-4.0": "https://creativecommons.org/licenses/by/4.0/",
    "CC-BY-SA-3.0": "https://creativecommons.org/licenses/by-sa/3.0/",
    "CC-BY-SA-4.0": "https://creativecommons.org/licenses/by-sa/4.0/",
    "CC0-1.0": "https://creativecommons.org/publicdomain/zero/1.0/",
    "GPL-2+": "https://www.gnu.org/licenses/old-licenses/gpl-2.0.html",
    "LGPL-3": "https://www.gnu.org/licenses/lgpl-3.0.html",
}


def read_tsv(path: str) -> list[list[str]]:
    rows = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            rows.append(line.split("\t"))
    return rows


def pkg_version(pkg: str) -> str:
    try:
        return subprocess.run(
            ["dpkg-query", "-W", "-f", "${Version}", pkg], check=True, capture_output=True, text=True
        ).stdout.strip()
    except subprocess.CalledProcessError:
        return "?"


def image_size(path: str) -> tuple[int, int]:
    out = subprocess.run(
        ["identify", "-quiet", "-format", "%w %h", path], check=True, capture_output=True, text=True
    ).stdout.split()
    return int(out[0]), int(out[1])


def video_size(path: str) -> tuple[int, int]:
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height",
         "-of", "csv=p=0:s=x", path],
        check=True, capture_output=True, text=True,
    ).stdout.strip()
    w, h = out.split("x")
    return int(w), int(h)


def svg_size(path: str) -> tuple[int, int]:
    with open(path, encoding="utf-8") as fh:
        m = re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', fh.read())
    assert m, path
    return int(float(m.group(1))), int(float(m.group(2)))


def ts_str(s: str) -> str:
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"


def md(s: str) -> str:
    return s.replace("|", "\\|")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--fallback", required=True)
    args = ap.parse_args()
    root = args.root
    media = os.path.join(root, "public", "media")

    photos = read_tsv(os.path.join(HERE, "photos.tsv"))
    videos = read_tsv(os.path.join(HERE, "videos.tsv"))
    by_id = {p[0]: p for p in photos}
    fb = by_id[args.fallback]

    derived: dict[str, list[str]] = {}
    for v in videos:
        derived.setdefault(v[2], []).append(f"videos/{v[1]}.mp4")
    derived.setdefault(args.fallback, []).append("fallback.jpg")

    versions = {p[2]: pkg_version(p[2]) for p in photos}

    # ---------------- CREDITS.md ----------------
    L: list[str] = []
    L.append("# Media credits")
    L.append("")
    L.append(
        "Sample media of the Światłocień website. Every photograph comes from a wallpaper package of "
        "Debian 12 (bookworm) and is used under the free licence stated by that package. The files here "
        "are derived works: cropped to 3:2, resized to 1920×1280 (ImageMagick, Lanczos), re-encoded as "
        "progressive JPEG and stripped of metadata. Share-alike licences (CC BY-SA, GPL, LGPL) also apply "
        "to the derived files. Everything is rebuilt by `scripts/media/build-media.sh` from "
        "`scripts/media/photos.tsv` and `scripts/media/videos.tsv`."
    )
    L.append("")
    L.append("## Photographs")
    L.append("")
    L.append("| File | Original file | Debian package (version) | Author | Licence | Derived files |")
    L.append("|---|---|---|---|---|---|")
    for p in photos:
        pid, src, pkg, author, lic = p[0], p[1], p[2], p[3], p[4]
        lic_md = f"[{lic}]({LICENSE_URLS[lic]})" if lic in LICENSE_URLS else lic
        der = ", ".join(f"`{d}`" for d in derived.get(pid, [])) or "—"
        L.append(
            f"| `photos/{pid}.jpg` | `{src}` | {pkg} ({versions[pkg]}) | {md(author)} | {lic_md} | {der} |"
        )
    L.append("")
    L.append("Licence sources per package:")
    L.append("")
    for pkg in sorted(versions):
        L.append(f"- **{pkg}** {versions[pkg]}: {PACKAGE_NOTES.get(pkg, '')}")
    L.append("")
    L.append("## Videos")
    L.append("")
    L.append(
        "Derived works made with FFmpeg (Debian package ffmpeg "
        f"{pkg_version('ffmpeg')}): the photograph is cropped to 16:9 (ImageMagick) and animated with "
        "FFmpeg's `perspective` filter (bicubic, sub-pixel) as a slow zoom in and back out towards a focus "
        "point (cosine ease, so the last frame meets the first and the clip loops seamlessly), then "
        "encoded as H.264 (libx264, `-preset slow`, CRF 28 and up until the file is under 1.3 MB, "
        "yuv420p, 25 fps, 7 s, no audio track, `+faststart`), and again at 960x540 for phones "
        "(`*-phone.mp4`, CRF 29 and up until under 450 kB). Each poster is the clip's first frame "
        "(JPEG quality 80). The licence of the source photograph applies to the clip and its poster."
    )
    L.append("")
    L.append("| File | Poster | Source photo | Original file | Author | Licence |")
    L.append("|---|---|---|---|---|---|")
    for v in videos:
        p = by_id[v[2]]
        L.append(
            f"| `videos/{v[1]}.mp4` | `videos/{v[1]}.jpg` | `photos/{v[2]}.jpg` | `{p[1]}` | {md(p[3])} | {p[4]} |"
        )
    L.append("")
    L.append("## Fallback image")
    L.append("")
    L.append(
        f"`fallback.jpg` is `photos/{fb[0]}.jpg` re-encoded under this name "
        f"(original `{fb[1]}`, {fb[2]}, {fb[3]}, {fb[4]})."
    )
    L.append("")
    L.append("## Logos")
    L.append("")
    L.append(
        "`logo.svg` (the studio wordmark) and `clients/01.svg` … `clients/14.svg` were drawn for this site "
        "by `scripts/media/build_logos.py`. The client companies and institutions are fictional. The "
        "lettering is converted to vector outlines with fontTools (no font is embedded or referenced); "
        "the outlines come from these Debian font packages:"
    )
    L.append("")
    L.append("| Font | Debian package (version) | Designer | Licence |")
    L.append("|---|---|---|---|")
    for name, pkg, designer, lic in FONTS:
        L.append(f"| {name} | {pkg} ({pkg_version(pkg)}) | {designer} | {lic} |")
    L.append("")
    L.append("The studio wordmark uses EB Garamond (SIL Open Font License 1.1).")
    L.append("")
    L.append("| File | Client (fictional) |")
    L.append("|---|---|")
    for i, cl in enumerate(CLIENTS, 1):
        L.append(f"| `clients/{i:02d}.svg` | {cl.name} |")
    L.append("")
    with open(os.path.join(media, "CREDITS.md"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(L))

    # ---------------- library.ts ----------------
    T: list[str] = []
    T.append("/**")
    T.append(" * Sample media of the site: photos, looping videos, the fallback photo and logos.")
    T.append(" * GENERATED by scripts/media/build-media.sh (gen_docs.py) from scripts/media/photos.tsv")
    T.append(" * and scripts/media/videos.tsv; edit those and rebuild instead of editing this file.")
    T.append(" * Sources and licences: public/media/CREDITS.md.")
    T.append(" */")
    T.append("")
    T.append("export interface PhotoAsset {")
    T.append("  readonly url: string;")
    T.append("  readonly alt: string;")
    T.append("  readonly width: number;")
    T.append("  readonly height: number;")
    T.append("}")
    T.append("")
    T.append("export interface VideoAsset {")
    T.append("  readonly url: string;")
    T.append("  /** The same clip at 960x540, for phones. */")
    T.append("  readonly phoneUrl: string;")
    T.append("  readonly poster: string;")
    T.append("  readonly width: number;")
    T.append("  readonly height: number;")
    T.append("  readonly alt: string;")
    T.append("}")
    T.append("")
    T.append("/** All 36 photos, in file order (public/media/photos/01.jpg … 36.jpg). */")
    T.append("export const photoLibrary = [")
    for p in photos:
        w, h = image_size(os.path.join(media, "photos", f"{p[0]}.jpg"))
        T.append(f"  {{ url: '/media/photos/{p[0]}.jpg', alt: {ts_str(p[6])}, width: {w}, height: {h} }},")
    T.append("] as const satisfies readonly PhotoAsset[];")
    T.append("")
    T.append("/** Looping muted clips (H.264, 7 s, 25 fps) with a poster of their first frame. */")
    T.append("export const videoLibrary = {")
    for v in videos:
        w, h = video_size(os.path.join(media, "videos", f"{v[1]}.mp4"))
        pw, ph = image_size(os.path.join(media, "videos", f"{v[1]}.jpg"))
        assert (pw, ph) == (w, h), f"poster size of {v[1]}"
        T.append(f"  {v[0]}: {{")
        T.append(f"    url: '/media/videos/{v[1]}.mp4',")
        T.append(f"    phoneUrl: '/media/videos/{v[1]}-phone.mp4',")
        T.append(f"    poster: '/media/videos/{v[1]}.jpg',")
        T.append(f"    width: {w},")
        T.append(f"    height: {h},")
        T.append(f"    alt: {ts_str(v[6])},")
        T.append("  },")
    T.append("} as const satisfies Record<string, VideoAsset>;")
    T.append("")
    fw, fh_ = image_size(os.path.join(media, "fallback.jpg"))
    T.append("/** Used when a service page has no media of its own. */")
    T.append("export const fallbackPhoto = {")
    T.append("  url: '/media/fallback.jpg',")
    T.append(f"  alt: {ts_str(fb[6])},")
    T.append(f"  width: {fw},")
    T.append(f"  height: {fh_},")
    T.append("} as const satisfies PhotoAsset;")
    T.append("")
    lw, lh = svg_size(os.path.join(media, "logo.svg"))
    T.append("/** Studio wordmark in #f4efe6, for dark backgrounds. */")
    T.append(f"export const studioLogo = {{ url: '/media/logo.svg', width: {lw}, height: {lh} }} as const;")
    T.append("")
    T.append("/** Wordmarks of fictional clients in #d8d2c8 on transparent. */")
    T.append("export const clientLogoFiles = [")
    for i, cl in enumerate(CLIENTS, 1):
        w, h = svg_size(os.path.join(media, "clients", f"{i:02d}.svg"))
        T.append(f"  {{ name: {ts_str(cl.name)}, url: '/media/clients/{i:02d}.svg', width: {w}, height: {h} }},")
    T.append("] as const;")
    T.append("")
    lib = os.path.join(root, "content", "media", "library.ts")
    os.makedirs(os.path.dirname(lib), exist_ok=True)
    with open(lib, "w", encoding="utf-8") as fh:
        fh.write("\n".join(T))

    # Format with the project's own prettier when it is installed (no network, no install).
    prettier = os.path.join(root, "node_modules", ".bin", "prettier")
    if shutil.which("node") and os.path.exists(prettier):
        subprocess.run([prettier, "--log-level", "warn", "--write", lib], cwd=root, check=False)
    print(f"wrote {os.path.relpath(lib, root)} and public/media/CREDITS.md ({date.today().isoformat()})")


if __name__ == "__main__":
    main()
