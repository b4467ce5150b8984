"""Turn a string into SVG path data with fontTools, so logos need no web fonts.

Glyph outlines are drawn through SVGPathPen (composite glyphs such as Ś or ń are
resolved through the font's glyph set); pair kerning is read from the GPOS
'kern' feature (PairPos formats 1 and 2, also inside Extension lookups) or from
an old-style 'kern' table. No shaping beyond that: no ligatures, no
right-to-left text, which is all a Latin wordmark needs.

Usage as a module:
    from svgtext import Font
    f = Font('/usr/share/fonts/truetype/lato/Lato-Bold.ttf')
    d, width = f.path('Kraków', x=10, baseline=30, size=18, tracking=0.05)

Usage from the shell (prints the path data and the advance width):
    python3 svgtext.py FONT_FILE 'Tekst' SIZE [TRACKING_EM]
"""

from __future__ import annotations

import logging
import sys
from functools import lru_cache

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

# some Debian fonts carry a zero 'created' date in 'head'; fontTools warns about it
logging.getLogger("fontTools").setLevel(logging.ERROR)


def _num(v: float) -> str:
    """Short decimal form: two decimals, no trailing zeros, no '-0'."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


class Font:
    def __init__(self, path: str) -> None:
        self.file = path
        self.tt = TTFont(path)
        self.glyph_set = self.tt.getGlyphSet()
        self.cmap = self.tt.getBestCmap()
        self.upem = self.tt["head"].unitsPerEm
        self.hmtx = self.tt["hmtx"]
        self._kern = self._read_kerning()
        os2 = self.tt["OS/2"] if "OS/2" in self.tt else None
        self.cap_height = (getattr(os2, "sCapHeight", 0) or 0) or int(self.upem * 0.7)
        self.x_height = (getattr(os2, "sxHeight", 0) or 0) or int(self.upem * 0.5)

    # ---- kerning -------------------------------------------------------
    def _read_kerning(self):
        pairs: dict[tuple[str, str], int] = {}
        class_tables: list = []  # (coverage set, classDef1, classDef2, class matrix)
        if "GPOS" in self.tt and self.tt["GPOS"].table.FeatureList is not None:
            gpos = self.tt["GPOS"].table
            lookup_ids: set[int] = set()
            for rec in gpos.FeatureList.FeatureRecord:
                if rec.FeatureTag == "kern":
                    lookup_ids.update(rec.Feature.LookupListIndex)
            for li in sorted(lookup_ids):
                lookup = gpos.LookupList.Lookup[li]
                for sub in lookup.SubTable:
                    ltype = lookup.LookupType
                    if ltype == 9:  # Extension
                        ltype = sub.ExtSubTable.LookupType
                        sub = sub.ExtSubTable
                    if ltype != 2:
                        continue
                    cov = sub.Coverage.glyphs
                    if sub.Format == 1:
                        for first, pset in zip(cov, sub.PairSet):
                            for pvr in pset.PairValueRecord:
                                v1 = pvr.Value1
                                adv = getattr(v1, "XAdvance", 0) if v1 is not None else 0
                                if adv and (first, pvr.SecondGlyph) not in pairs:
                                    pairs[(first, pvr.SecondGlyph)] = adv
                    elif sub.Format == 2:
                        matrix = []
                        for c1 in sub.Class1Record:
                            row = []
                            for c2 in c1.Class2Record:
                                v1 = c2.Value1
                                row.append(getattr(v1, "XAdvance", 0) if v1 is not None else 0)
                            matrix.append(row)
                        class_tables.append(
                            (set(cov), sub.ClassDef1.classDefs, sub.ClassDef2.classDefs, matrix)
                        )
        elif "kern" in self.tt:
            for table in self.tt["kern"].kernTables:
                if hasattr(table, "kernTable"):
                    pairs.update(table.kernTable)
        return pairs, class_tables

    def kerning(self, left: str, right: str) -> int:
        pairs, class_tables = self._kern
        if (left, right) in pairs:
            return pairs[(left, right)]
        for cov, cd1, cd2, matrix in class_tables:
            if left in cov:
                c1 = cd1.get(left, 0)
                c2 = cd2.get(right, 0)
                if c1 < len(matrix) and c2 < len(matrix[c1]):
                    v = matrix[c1][c2]
                    if v:
                        return v
                    # a pair found in the first subtable that covers it ends the search
                    return 0
        return 0

    # ---- layout ----------------------------------------------------------
    def glyph_name(self, ch: str) -> str:
        gid = self.cmap.get(ord(ch))
        if gid is None:
            raise KeyError(f"{self.file}: no glyph for {ch!r}")
        return gid

    def layout(self, text: str, size: float, tracking: float = 0.0, kerning: bool = True):
        """Glyph names with their x offsets (font units) and the advance in px."""
        scale = size / self.upem
        x = 0.0
        out = []
        prev = None
        track_units = tracking * self.upem
        for i, ch in enumerate(text):
            g = self.glyph_name(ch)
            if prev is not None and kerning:
                x += self.kerning(prev, g)
            out.append((g, x))
            x += self.hmtx[g][0]
            if i < len(text) - 1:
                x += track_units
            prev = g
        return out, x * scale

    def width(self, text: str, size: float, tracking: float = 0.0, kerning: bool = True) -> float:
        return self.layout(text, size, tracking, kerning)[1]

    def path(
        self,
        text: str,
        x: float,
        baseline: float,
        size: float,
        tracking: float = 0.0,
        kerning: bool = True,
        anchor: str = "start",
    ) -> tuple[str, float]:
        """SVG path data for `text` with its baseline at `baseline` and its
        start (or middle / end, see anchor) at x. Returns (d, advance_px)."""
        glyphs, adv = self.layout(text, size, tracking, kerning)
        if anchor == "middle":
            x -= adv / 2
        elif anchor == "end":
            x -= adv
        scale = size / self.upem
        parts = []
        for g, gx in glyphs:
            pen = SVGPathPen(self.glyph_set, ntos=_num)
            tpen = TransformPen(pen, (scale, 0, 0, -scale, x + gx * scale, baseline))
            self.glyph_set[g].draw(tpen)
            d = pen.getCommands()
            if d:
                parts.append(d)
        return "".join(parts), adv

    def descent(self, text: str, size: float) -> float:
        """How far the ink of `text` reaches below the baseline, in px (>= 0)."""
        lowest = 0.0
        for ch in text:
            pen = BoundsPen(self.glyph_set)
            self.glyph_set[self.glyph_name(ch)].draw(pen)
            if pen.bounds is not None:
                lowest = min(lowest, pen.bounds[1])
        return -lowest * size / self.upem

    def cap(self, size: float) -> float:
        """Cap height in px at this size."""
        return self.cap_height * size / self.upem


@lru_cache(maxsize=None)
def font(path: str) -> Font:
    return Font(path)


if __name__ == "__main__":
    if len(sys.argv) < 4:
        print(__doc__)
        sys.exit(2)
    f = font(sys.argv[1])
    tr = float(sys.argv[4]) if len(sys.argv) > 4 else 0.0
    d, w = f.path(sys.argv[2], 0, float(sys.argv[3]), float(sys.argv[3]), tr)
    print(d)
    print(f"advance: {w:.2f}", file=sys.stderr)
