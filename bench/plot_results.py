#!/usr/bin/env python3
"""Plot tgemm-bench JSON: % of cuBLAS (host runs: of OpenBLAS) per variant per shape, as an
SVG bar chart.

    bench/plot_results.py results.json -o plot.svg [--markdown table.md]
    bench/plot_results.py results.json --scatter -o sweep.svg

Pure Python (no plotting library), so it runs wherever the bench does. --markdown also
writes the README's table: GFLOP/s and % of cuBLAS per variant (rows) and shape (columns).
--scatter plots auto's % of the vendor against m*n*k (log scale) instead, one point a shape,
filled for FP32 and hollow for FP64, coloured by the shape's set (the sweep's tune/ and val/
halves, bench/make_sweep.py).
"""
import math
import argparse
import html
import json
import sys

PALETTE = ["#9e9e9e", "#795548", "#ff9800", "#ffc107", "#cddc39", "#8bc34a", "#4caf50",
           "#009688", "#00bcd4", "#2196f3", "#3f51b5", "#673ab7", "#e91e63", "#f44336"]


def load(path):
    with open(path) as f:
        rows = json.load(f)
    # A shape name measured in several dtypes (the batched bench) is told apart by its dtype.
    dtypes = {}
    for r in rows:
        dtypes.setdefault(r["shape"], set()).add(r.get("dtype"))
    for r in rows:
        if len(dtypes[r["shape"]]) > 1:
            r["shape"] = f'{r["shape"]} {r["dtype"]}'
    shapes, variants = [], []
    for r in rows:
        if r.get("status") == "skipped":
            continue
        if r["shape"] not in shapes:
            shapes.append(r["shape"])
        if r["variant"] not in variants:
            variants.append(r["variant"])
    return rows, shapes, variants


def reference(rows):
    """The vendor library the run compared against: cuBLAS where it ran, else OpenBLAS."""
    if any(r.get("pct_cublas") is not None for r in rows):
        return "pct_cublas", "cublas", "cuBLAS"
    return "pct_openblas", "openblas", "OpenBLAS"


def svg_plot(rows, shapes, variants, title):
    value = {(r["shape"], r["variant"]): r for r in rows}
    key, ref_variant, ref_name = reference(rows)
    shown = [v for v in variants if v != ref_variant]
    bar, gap, left, top, height = 7, 14, 70, 60, 360
    group = bar * len(shown) + gap
    width = left + group * len(shapes) + 240
    ymax = max([100.0] + [value[k][key] or 0 for k in value if k[1] in shown])
    ymax = 20 * ((int(ymax) + 19) // 20)
    y = lambda pct: top + height - height * pct / ymax
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{top + height + 170}" '
           f'font-family="sans-serif" font-size="11">',
           f'<rect width="100%" height="100%" fill="white"/>',
           f'<text x="{left}" y="24" font-size="15" font-weight="bold">{html.escape(title)}</text>',
           f'<text x="{left}" y="42" fill="#555">% of {ref_name} (same run, median times); '
           f'dashed line: {ref_name}</text>']
    for pct in range(0, ymax + 1, 20):
        out.append(f'<line x1="{left}" x2="{left + group * len(shapes)}" y1="{y(pct):.1f}" '
                   f'y2="{y(pct):.1f}" stroke="#e0e0e0"/>')
        out.append(f'<text x="{left - 6}" y="{y(pct) + 4:.1f}" text-anchor="end">{pct}%</text>')
    out.append(f'<line x1="{left}" x2="{left + group * len(shapes)}" y1="{y(100):.1f}" '
               f'y2="{y(100):.1f}" stroke="#000" stroke-dasharray="5,4"/>')
    for s_i, shape in enumerate(shapes):
        x0 = left + s_i * group + gap / 2
        for v_i, variant in enumerate(shown):
            r = value.get((shape, variant))
            if not r or r.get(key) is None:
                continue
            pct = r[key]
            color = PALETTE[v_i % len(PALETTE)]
            wrong = r.get("status") not in ("ok", None)
            outline = ' stroke="red" stroke-width="2"' if wrong else ""
            out.append(f'<rect x="{x0 + v_i * bar:.1f}" y="{y(pct):.1f}" width="{bar - 1}" '
                       f'height="{top + height - y(pct):.1f}" fill="{color}"{outline}>'
                       f'<title>{html.escape(shape)} {variant}: {pct:.1f}% of {ref_name}, '
                       f'{r["gflops"]:.0f} GFLOP/s</title></rect>')
        cx = x0 + bar * len(shown) / 2
        out.append(f'<text transform="translate({cx:.1f},{top + height + 8}) rotate(40)" '
                   f'text-anchor="start">{html.escape(shape)}</text>')
    lx = left + group * len(shapes) + 20
    for v_i, variant in enumerate(shown):
        out.append(f'<rect x="{lx}" y="{top + v_i * 18}" width="12" height="12" '
                   f'fill="{PALETTE[v_i % len(PALETTE)]}"/>')
        out.append(f'<text x="{lx + 18}" y="{top + v_i * 18 + 10}">{html.escape(variant)}</text>')
    out.append("</svg>")
    return "\n".join(out)


def svg_scatter(rows, title):
    key, _, ref_name = reference(rows)
    pts = [r for r in rows if r["variant"] == "auto" and r.get(key) is not None
           and r.get("status") != "skipped" and r["m"] * r["n"] * r["k"] > 0]
    if not pts:
        sys.exit("no auto rows with a vendor ratio")
    sets = sorted({r["shape"].split("/")[0] if "/" in r["shape"] else "" for r in pts})
    colors = {s: PALETTE[(7 + 3 * i) % len(PALETTE)] for i, s in enumerate(sets)}
    left, top, width, height = 70, 60, 720, 360
    x_lo = math.floor(math.log10(min(r["m"] * r["n"] * r["k"] for r in pts)))
    x_hi = math.ceil(math.log10(max(r["m"] * r["n"] * r["k"] for r in pts)))
    x_hi = max(x_hi, x_lo + 1)
    ymax = 20 * ((int(max([100.0] + [r[key] for r in pts])) + 19) // 20)
    x = lambda v: left + width * (math.log10(v) - x_lo) / (x_hi - x_lo)
    y = lambda pct: top + height - height * min(pct, ymax) / ymax
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{left + width + 200}" '
           f'height="{top + height + 60}" font-family="sans-serif" font-size="11">',
           '<rect width="100%" height="100%" fill="white"/>',
           f'<text x="{left}" y="24" font-size="15" font-weight="bold">{html.escape(title)}</text>',
           f'<text x="{left}" y="42" fill="#555">auto, % of {ref_name} (same run) against '
           f'm*n*k; filled FP32, hollow FP64; dashed line: {ref_name}</text>']
    for pct in range(0, ymax + 1, 20):
        out.append(f'<line x1="{left}" x2="{left + width}" y1="{y(pct):.1f}" y2="{y(pct):.1f}" '
                   f'stroke="#e0e0e0"/>')
        out.append(f'<text x="{left - 6}" y="{y(pct) + 4:.1f}" text-anchor="end">{pct}%</text>')
    for e in range(x_lo, x_hi + 1):
        out.append(f'<line x1="{x(10 ** e):.1f}" x2="{x(10 ** e):.1f}" y1="{top}" '
                   f'y2="{top + height}" stroke="#e0e0e0"/>')
        out.append(f'<text x="{x(10 ** e):.1f}" y="{top + height + 16}" '
                   f'text-anchor="middle">1e{e}</text>')
    out.append(f'<line x1="{left}" x2="{left + width}" y1="{y(100):.1f}" y2="{y(100):.1f}" '
               f'stroke="#000" stroke-dasharray="5,4"/>')
    out.append(f'<text x="{left + width / 2}" y="{top + height + 36}" text-anchor="middle">'
               f'm*n*k</text>')
    for r in pts:
        s = r["shape"].split("/")[0] if "/" in r["shape"] else ""
        fill = colors[s] if r["dtype"] == "float" else "white"
        out.append(f'<circle cx="{x(r["m"] * r["n"] * r["k"]):.1f}" cy="{y(r[key]):.1f}" r="3.5" '
                   f'fill="{fill}" stroke="{colors[s]}" stroke-width="1.5">'
                   f'<title>{html.escape(r["shape"])}: {r[key]:.1f}% of {ref_name}</title></circle>')
    for i, s in enumerate(sets):
        out.append(f'<circle cx="{left + width + 30}" cy="{top + 6 + i * 18}" r="5" '
                   f'fill="{colors[s]}"/>')
        out.append(f'<text x="{left + width + 42}" y="{top + 10 + i * 18}">'
                   f'{html.escape(s or "shapes")}</text>')
    out.append("</svg>")
    return "\n".join(out)


def markdown(rows, shapes, variants):
    value = {(r["shape"], r["variant"]): r for r in rows}
    key = reference(rows)[0]
    lines = ["| variant | " + " | ".join(shapes) + " |",
             "| --- |" + " ---: |" * len(shapes)]
    for v in variants:
        cells = []
        for s in shapes:
            r = value.get((s, v))
            if not r or r.get("gflops") is None:
                cells.append("-")
                continue
            pct = r.get(key)
            cell = f'{r["gflops"]:,.0f}' + (f" ({pct:.1f}%)" if pct is not None else "")
            if r.get("status") != "ok":
                cell += " " + r["status"]
            cells.append(cell)
        lines.append(f"| {v} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("json")
    ap.add_argument("-o", "--output", default="plot.svg")
    ap.add_argument("--markdown")
    ap.add_argument("--title")
    ap.add_argument("--scatter", action="store_true")
    a = ap.parse_args()
    rows, shapes, variants = load(a.json)
    if not rows:
        sys.exit("no rows")
    title = a.title or f'tgemm-bench on {rows[0]["device"]}, {rows[0]["date"][:10]}'
    with open(a.output, "w") as f:
        f.write(svg_scatter(rows, title) if a.scatter else svg_plot(rows, shapes, variants, title))
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(markdown(rows, shapes, variants))


if __name__ == "__main__":
    main()
