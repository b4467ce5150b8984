"""Build the studio wordmark and the 14 client wordmarks as self-contained SVGs.

All lettering is converted to outlines with svgtext.py (fontTools), so the
files look the same in every browser when used through <img>. No raster, no
external references. Fonts come from Debian font packages (see FONTS below).

    python3 build_logos.py OUT_DIR        # writes OUT_DIR/logo.svg, OUT_DIR/clients/NN.svg
"""

from __future__ import annotations

import math
import os
import sys
from dataclasses import dataclass, field
from xml.sax.saxutils import escape

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from svgtext import font  # noqa: E402

STUDIO_COLOR = "#f4efe6"
CLIENT_COLOR = "#d8d2c8"

F = {
    "garamond": "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf",
    "garamond-it": "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Italic.otf",
    "bebas": "/usr/share/fonts/opentype/bebas-neue/BebasNeue-Bold.otf",
    "lato-light": "/usr/share/fonts/truetype/lato/Lato-Light.ttf",
    "lato": "/usr/share/fonts/truetype/lato/Lato-Regular.ttf",
    "lato-bold": "/usr/share/fonts/truetype/lato/Lato-Bold.ttf",
    "lato-black": "/usr/share/fonts/truetype/lato/Lato-Black.ttf",
    "didot": "/usr/share/fonts/opentype/didot/GFSDidot.otf",
    "comfortaa": "/usr/share/fonts/truetype/comfortaa/Comfortaa-Regular.ttf",
    "comfortaa-bold": "/usr/share/fonts/truetype/comfortaa/Comfortaa-Bold.ttf",
    "pagella": "/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyrepagella-regular.otf",
    "pagella-bold": "/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyrepagella-bold.otf",
    "manrope-xb": "/usr/share/fonts/truetype/manrope/Manrope-ExtraBold.ttf",
    "manrope-md": "/usr/share/fonts/truetype/manrope/Manrope-Medium.ttf",
    "vollkorn-it": "/usr/share/fonts/truetype/vollkorn/Vollkorn-Italic.ttf",
    "vollkorn-sb": "/usr/share/fonts/truetype/vollkorn/Vollkorn-SemiBold.ttf",
    "bonum": "/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyrebonum-regular.otf",
    "bonum-bold": "/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyrebonum-bold.otf",
    "yanone-bold": "/usr/share/fonts/opentype/yanone-kaffeesatz/YanoneKaffeesatz-Bold.otf",
    "yanone": "/usr/share/fonts/opentype/yanone-kaffeesatz/YanoneKaffeesatz-Regular.otf",
    "libertine": "/usr/share/fonts/opentype/linux-libertine/LinLibertine_R.otf",
    "spartan-bold": "/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Bold.otf",
    "spartan-light": "/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Light.otf",
    "quicksand-bold": "/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf",
    "quicksand-md": "/usr/share/fonts/truetype/quicksand/Quicksand-Medium.ttf",
    "adventor": "/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyreadventor-regular.otf",
    "adventor-bold": "/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyreadventor-bold.otf",
}

# Debian package and licence of every font file used above (for CREDITS.md).
FONTS = [
    ("EB Garamond", "fonts-ebgaramond", "Georg Duffner", "OFL-1.1"),
    ("Bebas Neue", "fonts-bebas-neue", "Ryoichi Tsunekawa", "OFL-1.1"),
    ("Lato", "fonts-lato", "Łukasz Dziedzic", "OFL-1.1"),
    ("GFS Didot", "fonts-gfs-didot", "Greek Font Society", "OFL-1.1"),
    ("Comfortaa", "fonts-comfortaa", "Johan Aakerlund", "OFL-1.1"),
    ("TeX Gyre Pagella, Bonum, Adventor", "fonts-texgyre", "Bogusław Jackowski, Janusz M. Nowacki (GUST)", "GUST Font License (LPPL-based, free)"),
    ("Manrope", "fonts-manrope", "Mikhail Sharanda", "OFL-1.1"),
    ("Vollkorn", "fonts-vollkorn", "Friedrich Althausen", "OFL-1.1"),
    ("Yanone Kaffeesatz", "fonts-yanone-kaffeesatz", "Jan Gerner (Yanone)", "OFL-1.1"),
    ("Linux Libertine", "fonts-linuxlibertine", "Philipp H. Poll", "OFL-1.1 / GPL-2+ with font exception"),
    ("League Spartan", "fonts-league-spartan", "Micah Rich", "OFL-1.1"),
    ("Quicksand", "fonts-quicksand", "The Quicksand Project Authors", "OFL-1.1"),
]


def n(v: float) -> str:
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def svg_doc(title: str, width: int, height: int, body: str, slug: str) -> str:
    tid = f"{slug}-title"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" role="img" aria-labelledby="{tid}">'
        f'<title id="{tid}">{escape(title)}</title>{body}</svg>\n'
    )


# ---------------------------------------------------------------------------
# Studio wordmark
# ---------------------------------------------------------------------------

def studio_logo() -> str:
    w, h = 200, 48
    c = STUDIO_COLOR
    cx, cy, r = 22.0, 24.0, 15.5
    # Chiaroscuro mark: a ring whose lower-right half is filled (the shadow),
    # split along the diagonal, with a small aperture of light in the lit half.
    a = math.radians(-45)
    x1, y1 = cx + r * math.cos(a), cy + r * math.sin(a)
    x2, y2 = cx - r * math.cos(a), cy - r * math.sin(a)
    half = f"M{n(x1)} {n(y1)}A{n(r)} {n(r)} 0 0 1 {n(x2)} {n(y2)}Z"
    ring = f'<circle cx="{n(cx)}" cy="{n(cy)}" r="{n(r)}" fill="none" stroke="{c}" stroke-width="1.6"/>'
    dot = f'<circle cx="{n(cx - 5.2)}" cy="{n(cy - 5.2)}" r="2.6" fill="{c}"/>'
    mark = ring + f'<path fill="{c}" d="{half}"/>' + dot

    f = font(F["garamond"])
    text = "Światłocień"
    x0, maxw = 46.0, 150.0
    size = 31.0
    tracking = 0.01
    wdt = f.width(text, size, tracking)
    if wdt > maxw:
        size *= maxw / wdt
    baseline = cy + f.cap(size) / 2
    d, _ = f.path(text, x0, baseline, size, tracking)
    body = mark + f'<path fill="{c}" d="{d}"/>'
    return svg_doc("Światłocień — studio fotografii i filmu", w, h, body, "swiatlocien")


# ---------------------------------------------------------------------------
# Client wordmarks
# ---------------------------------------------------------------------------

@dataclass
class Line:
    text: str
    font: str
    size: float
    tracking: float = 0.0


@dataclass
class Client:
    name: str          # full name, used in <title> (and in content/clients.json)
    slug: str
    mark: str          # SVG elements in a 36x36 box; {c} stands for the colour
    main: Line
    sub: Line | None = None
    sub_first: bool = False
    gap: float = 4.0
    defs: str = field(default="")


def _star(cx: float, cy: float, ro: float, ri: float, points: int, rot: float = -90) -> str:
    pts = []
    for i in range(points * 2):
        rr = ro if i % 2 == 0 else ri
        ang = math.radians(rot + i * 180 / points)
        pts.append(f"{n(cx + rr * math.cos(ang))} {n(cy + rr * math.sin(ang))}")
    return "M" + "L".join(pts) + "Z"


def _hex(cx: float, cy: float, r: float, rot: float = -90) -> str:
    pts = []
    for i in range(6):
        ang = math.radians(rot + i * 60)
        pts.append(f"{n(cx + r * math.cos(ang))} {n(cy + r * math.sin(ang))}")
    return "M" + "L".join(pts) + "Z"


CLIENTS: list[Client] = [
    Client(
        "Huta Podgórze", "huta-podgorze",
        # an I-beam profile inside a ring
        '<circle cx="18" cy="18" r="16.5" fill="none" stroke="{c}" stroke-width="2"/>'
        '<path fill="{c}" d="M8 9H28V13.5H21V22.5H28V27H8V22.5H15V13.5H8Z"/>',
        Line("HUTA PODGÓRZE", "bebas", 21, 0.04),
        Line("STALOWNIA · KRAKÓW", "lato-bold", 6.2, 0.28),
        gap=4.2,
    ),
    Client(
        "Opera Nadwiślańska", "opera-nadwislanska",
        # proscenium arch with drawn curtains
        '<path fill="none" stroke="{c}" stroke-width="2" d="M5 35V16A13 13 0 0 1 31 16V35"/>'
        '<path fill="{c}" d="M7.2 14Q11 11 15.6 10.3Q11.6 22 14.6 35H7.2Z"/>'
        '<path fill="{c}" d="M28.8 14Q25 11 20.4 10.3Q24.4 22 21.4 35H28.8Z"/>'
        '<path fill="none" stroke="{c}" stroke-width="1.4" d="M2 35H34"/>',
        Line("Opera", "didot", 24, 0.02),
        Line("NADWIŚLAŃSKA", "didot", 7.6, 0.3),
        gap=4.5,
    ),
    Client(
        "Modrzew — Manufaktura Mebli", "modrzew",
        # a stylised larch: three chevrons and a trunk
        '<g fill="none" stroke="{c}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">'
        '<path d="M10 13L18 5L26 13"/><path d="M7 21L18 11L29 21"/><path d="M4 29L18 17L32 29"/>'
        '<path d="M18 17V34"/></g>',
        Line("Modrzew", "garamond-it", 25, 0.0),
        Line("MANUFAKTURA MEBLI", "lato", 6.2, 0.24),
        gap=5.0,
    ),
    Client(
        "Mleczarnia Jasna Dolina", "jasna-dolina",
        # a milk drop with a valley inside
        '<path fill="none" stroke="{c}" stroke-width="2" stroke-linejoin="round" '
        'd="M18 3C18 3 7 15.5 7 23.5A11 11 0 0 0 29 23.5C29 15.5 18 3 18 3Z"/>'
        '<clipPath id="jd-clip"><path d="M18 3C18 3 7 15.5 7 23.5A11 11 0 0 0 29 23.5C29 15.5 18 3 18 3Z"/></clipPath>'
        '<path clip-path="url(#jd-clip)" fill="{c}" d="M4 26Q10 19 16 24.5Q21 29 26 22.5Q29 19.5 33 22V36H4Z"/>',
        Line("jasna dolina", "comfortaa-bold", 16.5, 0.0),
        Line("mleczarnia", "comfortaa", 8.2, 0.12),
        gap=4.6,
    ),
    Client(
        "Bank Trzech Rzek", "bank-trzech-rzek",
        # three rivers in a square
        '<rect x="2" y="2" width="32" height="32" rx="3" fill="none" stroke="{c}" stroke-width="2"/>'
        '<g fill="none" stroke="{c}" stroke-width="2.2" stroke-linecap="round">'
        '<path d="M8 12.5q2.5 -3 5 0t5 0t5 0t5 0"/><path d="M8 18.5q2.5 -3 5 0t5 0t5 0t5 0"/>'
        '<path d="M8 24.5q2.5 -3 5 0t5 0t5 0t5 0"/></g>',
        Line("Trzech Rzek", "pagella", 19.5, 0.01),
        Line("BANK", "pagella-bold", 7.0, 0.6),
        sub_first=True,
        gap=4.8,
    ),
    Client(
        "Krzemień Software House", "krzemien",
        # an isometric crystal cube, three shades of one colour
        '<path fill="{c}" d="M18 2L32 10L18 18L4 10Z"/>'
        '<path fill="{c}" fill-opacity="0.62" d="M4 10L18 18V34L4 26Z"/>'
        '<path fill="{c}" fill-opacity="0.32" d="M32 10L18 18V34L32 26Z"/>',
        Line("krzemień", "manrope-xb", 20, -0.01),
        Line("software house", "manrope-md", 7.4, 0.12),
        gap=4.4,
    ),
    Client(
        "Teatr pod Arkadami", "teatr-pod-arkadami",
        # an arcade: a pediment and a wall with three arches
        '<path fill="{c}" d="M1.5 9.5L18 1.5L34.5 9.5Z"/>'
        '<path fill="{c}" fill-rule="evenodd" d="M3.5 11.5H32.5V34H3.5Z'
        'M6.5 34V20A3.5 3.5 0 0 1 13.5 20V34Z M14.5 34V20A3.5 3.5 0 0 1 21.5 20V34Z '
        'M22.5 34V20A3.5 3.5 0 0 1 29.5 20V34Z"/>',
        Line("pod Arkadami", "vollkorn-it", 17.5, 0.0),
        Line("TEATR", "vollkorn-sb", 7.2, 0.55),
        sub_first=True,
        gap=4.6,
    ),
    Client(
        "Hotel Zielony Bastion", "zielony-bastion",
        # a star fort
        '<path fill="none" stroke="{c}" stroke-width="2" stroke-linejoin="miter" d="'
        + _star(18, 19, 17, 9.5, 5) + '"/>'
        '<circle cx="18" cy="19" r="3.2" fill="{c}"/>',
        Line("ZIELONY BASTION", "bonum-bold", 12.5, 0.06),
        Line("HOTEL · KRAKÓW", "bonum", 6.4, 0.4),
        sub_first=True,
        gap=4.6,
    ),
    Client(
        "Browar Trzy Kopce", "trzy-kopce",
        # three mounds in a round badge
        '<circle cx="18" cy="18" r="16.5" fill="none" stroke="{c}" stroke-width="1.8"/>'
        '<path fill="{c}" d="M5.5 26Q10 14 14.5 26Z M11.5 26Q18 8 24.5 26Z M21.5 26Q26 14 30.5 26Z"/>'
        '<path fill="none" stroke="{c}" stroke-width="1.6" d="M4.5 27.5H31.5"/>',
        Line("Trzy Kopce", "yanone-bold", 24, 0.02),
        Line("BROWAR RZEMIEŚLNICZY", "yanone", 7.4, 0.16),
        gap=4.4,
    ),
    Client(
        "Fundacja Otwarte Okna", "otwarte-okna",
        # a four-pane window with one pane opened
        '<g fill="{c}"><rect x="2" y="2" width="14" height="14" rx="1"/>'
        '<rect x="2" y="20" width="14" height="14" rx="1"/><rect x="20" y="20" width="14" height="14" rx="1"/></g>'
        '<path fill="none" stroke="{c}" stroke-width="1.8" stroke-linejoin="round" d="M20.9 2.9L33.1 6.5V19.1L20.9 15.5Z"/>',
        Line("Otwarte Okna", "lato-light", 17.5, 0.0),
        Line("FUNDACJA", "lato-black", 6.4, 0.42),
        sub_first=True,
        gap=4.6,
    ),
    Client(
        "Porcelana Biała Czapla", "biala-czapla",
        # a plate rim with a standing heron
        '<circle cx="18" cy="18" r="16.5" fill="none" stroke="{c}" stroke-width="1.5"/>'
        '<circle cx="18" cy="18" r="13.2" fill="none" stroke="{c}" stroke-width="0.7"/>'
        '<path fill="{c}" d="M9.5 21.5Q14 15.5 21.5 17.5Q21 23 15 23.2Q12 23.2 9.5 21.5Z"/>'
        '<g fill="none" stroke="{c}" stroke-linecap="round" stroke-linejoin="round">'
        '<path stroke-width="1.7" d="M20.3 18C23.5 14.5 18.6 12.2 20.2 8.6"/>'
        '<path stroke-width="1.1" d="M21 8L26.8 9.6"/>'
        '<path stroke-width="1.1" d="M16.4 23V30.5M18.2 22.8L19.4 30.5"/></g>'
        '<circle cx="20.8" cy="8.2" r="1.5" fill="{c}"/>',
        Line("Biała Czapla", "libertine", 19.5, 0.01),
        Line("PORCELANA", "libertine", 6.8, 0.5),
        gap=4.8,
    ),
    Client(
        "Palarnia Kawy Czarny Kos", "czarny-kos",
        # a coffee bean
        '<mask id="ck-mask"><rect width="36" height="36" fill="#fff"/>'
        '<path fill="none" stroke="#000" stroke-width="2.4" stroke-linecap="round" '
        'd="M23.5 5.5C17 11 21.5 17 17.5 22S12 29 12.5 31"/></mask>'
        '<ellipse mask="url(#ck-mask)" cx="18" cy="18" rx="11" ry="16" transform="rotate(28 18 18)" fill="{c}"/>',
        Line("CZARNY KOS", "spartan-bold", 16.5, 0.05),
        Line("PALARNIA KAWY", "spartan-light", 6.6, 0.32),
        gap=4.4,
    ),
    Client(
        "Nawłoć Laboratoria Zielarskie", "nawloc",
        # a goldenrod plume: a stem, a leaf and a cluster of small flowers
        '<path fill="none" stroke="{c}" stroke-width="1.8" stroke-linecap="round" d="M16 35C16 26 18 18 21 8"/>'
        '<path fill="{c}" d="M16.5 27C11 27 7 23.5 6 19.5C11 19 15.5 22 16.5 27Z"/>'
        '<g fill="{c}"><circle cx="21.5" cy="5" r="2.4"/><circle cx="26" cy="7.5" r="2"/>'
        '<circle cx="25" cy="12" r="2.2"/><circle cx="29.5" cy="11" r="1.7"/>'
        '<circle cx="28.5" cy="15.5" r="1.9"/><circle cx="32.5" cy="15" r="1.4"/>'
        '<circle cx="24" cy="17" r="1.6"/><circle cx="31.5" cy="19.5" r="1.3"/></g>',
        Line("nawłoć", "quicksand-bold", 21, 0.0),
        Line("laboratoria zielarskie", "quicksand-md", 7.2, 0.05),
        gap=4.2,
    ),
    Client(
        "Huta Szkła Kryształowy Potok", "krysztalowy-potok",
        # a cut crystal
        '<g fill="none" stroke="{c}" stroke-width="1.7" stroke-linejoin="round">'
        '<path d="M8.5 6H27.5L34 14L18 33L2 14Z"/><path d="M2 14H34"/>'
        '<path d="M8.5 6L13 14L18 6L23 14L27.5 6"/><path d="M13 14L18 33L23 14"/></g>',
        Line("Kryształowy Potok", "adventor", 12.8, -0.01),
        Line("HUTA SZKŁA", "adventor-bold", 6.5, 0.42),
        sub_first=True,
        gap=4.8,
    ),
]

TEXT_X = 44.0
TEXT_MAX_W = 113.0
W, H = 160, 48


def client_svg(cl: Client) -> str:
    c = CLIENT_COLOR
    lines = [cl.main] + ([cl.sub] if cl.sub else [])
    # fit every line into the text column
    sizes = []
    for ln in lines:
        f = font(F[ln.font])
        w = f.width(ln.text, ln.size, ln.tracking)
        s = ln.size * min(1.0, TEXT_MAX_W / w)
        sizes.append(s)
    main_f = font(F[cl.main.font])
    main_cap = main_f.cap(sizes[0])
    parts = []
    if cl.sub:
        sub_f = font(F[cl.sub.font])
        sub_s = sizes[1]
        lower = cl.sub.text == cl.sub.text.lower()
        sub_cap = (sub_f.x_height if lower else sub_f.cap_height) * sub_s / sub_f.upem
        gap = cl.gap
        if not cl.sub_first:
            # keep descenders (p, j, y, ę) clear of the line below
            gap = max(gap, main_f.descent(cl.main.text, sizes[0]) + 1.4)
        total = main_cap + gap + sub_cap
        top = (H - total) / 2
        if cl.sub_first:
            sub_base = top + sub_cap
            main_base = sub_base + gap + main_cap
        else:
            main_base = top + main_cap
            sub_base = main_base + gap + sub_cap
        d, _ = sub_f.path(cl.sub.text, TEXT_X, sub_base, sub_s, cl.sub.tracking)
        parts.append(d)
    else:
        main_base = (H + main_cap) / 2
    d, _ = main_f.path(cl.main.text, TEXT_X, main_base, sizes[0], cl.main.tracking)
    parts.insert(0, d)
    mark = cl.mark.replace("{c}", c)
    body = (
        f'<g transform="translate(2 6)">{mark}</g>'
        f'<path fill="{c}" d="{"".join(parts)}"/>'
    )
    return svg_doc(cl.name, W, H, body, cl.slug)


def main() -> None:
    out = sys.argv[1] if len(sys.argv) > 1 else "public/media"
    os.makedirs(os.path.join(out, "clients"), exist_ok=True)
    with open(os.path.join(out, "logo.svg"), "w", encoding="utf-8") as fh:
        fh.write(studio_logo())
    for i, cl in enumerate(CLIENTS, 1):
        with open(os.path.join(out, "clients", f"{i:02d}.svg"), "w", encoding="utf-8") as fh:
            fh.write(client_svg(cl))
    print(f"logos: logo.svg + {len(CLIENTS)} client marks -> {out}")


if __name__ == "__main__":
    main()
