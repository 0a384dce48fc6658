"""The rules screen's text: a small subset of Markdown rendered to one tall surface.

Supported, and all a rules.md may use: `#`/`##`/`###` headings, paragraphs, `- ` bullets, `**bold**`,
and pipe tables (`| a | b |` with a `|---|` line under the header).
"""

from __future__ import annotations

import re

import pygame

from . import assets
from .theme import Palette

Run = tuple[str, bool]  # a word and whether it is bold


def parse(text: str) -> list[tuple[str, object]]:
    """Blocks: ("h1"|"h2"|"h3", str), ("p", str), ("li", str), ("table", [[cell, ...], ...])."""
    blocks: list[tuple[str, object]] = []
    para: list[str] = []
    table: list[list[str]] = []

    def flush() -> None:
        if para:
            blocks.append(("p", " ".join(para)))
            para.clear()
        if table:
            blocks.append(("table", [row[:] for row in table]))
            table.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("|"):
            if para:
                blocks.append(("p", " ".join(para)))
                para.clear()
            cells = [c.strip() for c in line.strip("|").split("|")]
            if all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                continue
            table.append(cells)
            continue
        if table:
            flush()
        if not line:
            flush()
        elif m := re.match(r"(#{1,3})\s+(.*)", line):
            flush()
            blocks.append((f"h{len(m.group(1))}", m.group(2)))
        elif line.startswith(("- ", "* ")):
            flush()
            blocks.append(("li", line[2:]))
        else:
            para.append(line)
    flush()
    return blocks


def runs(text: str) -> list[Run]:
    out: list[Run] = []
    for k, part in enumerate(re.split(r"\*\*", text)):
        out += [(w, k % 2 == 1) for w in part.split()]
    return out


def layout_runs(items: list[Run], width: int, size: int) -> list[list[tuple[str, bool, int]]]:
    """Place words in lines: each word with its x offset."""
    body, bold = assets.font("body", size), assets.font("bold", size)
    space = body.size(" ")[0]
    lines: list[list[tuple[str, bool, int]]] = [[]]
    x = 0
    for word, is_bold in items:
        w = (bold if is_bold else body).size(word)[0]
        if x and x + w > width:
            lines.append([])
            x = 0
        lines[-1].append((word, is_bold, x))
        x += w + space
    return lines


def render(text: str, width: int, pal: Palette, size: int = 19) -> pygame.Surface:
    blocks = parse(text)
    parts: list[tuple[pygame.Surface, int]] = []  # (surface, space above)
    for kind, content in blocks:
        if kind in ("h1", "h2", "h3"):
            fsize = {"h1": 38, "h2": 28, "h3": 22}[kind]
            face = "title" if kind != "h3" else "bold"
            colour = pal.gold if kind != "h3" else pal.text
            img = assets.font(face, fsize).render(str(content), True, colour)
            parts.append((img, 22 if kind != "h3" else 14))
        elif kind in ("p", "li"):
            indent = 26 if kind == "li" else 0
            lines = layout_runs(runs(str(content)), width - indent, size)
            lh = assets.font("body", size).get_linesize() + 2
            surf = pygame.Surface((width, lh * len(lines)), pygame.SRCALPHA)
            if kind == "li":
                pygame.draw.circle(surf, pal.gold, (9, lh // 2 + 1), 4)
            for i, line in enumerate(lines):
                for word, is_bold, x in line:
                    img = assets.text("bold" if is_bold else "body", size, word, pal.text)
                    surf.blit(img, (indent + x, i * lh))
            parts.append((surf, 10 if kind == "p" else 4))
        elif kind == "table":
            parts.append((_table(content, width, pal, size - 2), 12))  # type: ignore[arg-type]
    height = sum(s.get_height() + gap for s, gap in parts) + 30
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    y = 0
    for surf, gap in parts:
        y += gap
        out.blit(surf, (0, y))
        y += surf.get_height()
    return out


def _table(rows: list[list[str]], width: int, pal: Palette, size: int) -> pygame.Surface:
    cols = max(len(r) for r in rows)
    rows = [r + [""] * (cols - len(r)) for r in rows]
    body = assets.font("body", size)
    natural = [max(body.size(r[c].replace("**", ""))[0] for r in rows) + 20 for c in range(cols)]
    total = sum(natural)
    widths = natural if total <= width else [max(50, int(w * width / total)) for w in natural]
    pad = 6
    rendered = []
    for r, row in enumerate(rows):
        cells = []
        for c, cell in enumerate(row):
            lines = layout_runs(runs(cell) if r else [(w, True) for w, _ in runs(cell)], widths[c] - 14, size)
            cells.append(lines)
        rendered.append(cells)
    lh = body.get_linesize()
    heights = [max(len(cell) for cell in cells) * lh + 2 * pad for cells in rendered]
    surf = pygame.Surface((sum(widths), sum(heights)), pygame.SRCALPHA)
    y = 0
    for r, cells in enumerate(rendered):
        fill = pal.panel_light if r == 0 else (pal.panel if r % 2 else pal.bg)
        pygame.draw.rect(surf, fill, (0, y, sum(widths), heights[r]))
        x = 0
        for c, lines in enumerate(cells):
            for i, line in enumerate(lines):
                for word, is_bold, wx in line:
                    img = assets.text("bold" if is_bold else "body", size, word, pal.gold if r == 0 else pal.text)
                    surf.blit(img, (x + 7 + wx, y + pad + i * lh))
            x += widths[c]
        y += heights[r]
    pygame.draw.rect(surf, pal.line, surf.get_rect(), 1)
    return surf
