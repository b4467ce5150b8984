"""Write public/media/CREDITS.md from the manifests
(photos.tsv, videos.tsv, build_logos.py) and the real sizes of the built files.

    python3 gen_docs.py --root /work/main --fallback 34
"""

from __future__ import annotations

import argparse
import os
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
        "yuv420p, 25 fps, 7 s, no audio track, `+faststart`). The clips are the sample films' masters: "
        "the films pipeline (`scripts/build/films/`) makes their renditions. A service film's poster is "
        "its clip's first frame (JPEG quality 80). The licence of the source photograph applies to the "
        "clip, its renditions and its poster."
    )
    L.append("")
    L.append("| File | Poster | Source photo | Original file | Author | Licence |")
    L.append("|---|---|---|---|---|---|")
    def poster(name):
        return f"`videos/{name}.jpg`" if name.startswith("film-") else "–"

    for v in videos:
        p = by_id[v[2]]
        L.append(
            f"| `videos/{v[1]}.mp4` | {poster(v[1])} | `photos/{v[2]}.jpg` | `{p[1]}` | {md(p[3])} | {p[4]} |"
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

    # The alt texts of photos.tsv and videos.tsv were copied into the data files
    # (content/*.json, content/services/**) when the sample was made; the site reads
    # them there, so this script no longer writes a TypeScript library.
    print(f"wrote public/media/CREDITS.md ({date.today().isoformat()})")

if __name__ == "__main__":
    main()
