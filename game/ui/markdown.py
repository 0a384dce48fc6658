"""The rules screen's text: Markdown, parsed by markdown-it-py (CommonMark with tables), laid out as one
tall page whose pieces are drawn as they come into sight (a whole rules text drawn at once would take tens of
megabytes: 42 for Dungeon!'s).

The parser is a kept library so that every construct a rules.md may use reads as Markdown reads: a list
item's wrapped second line stays in its item, numbered and nested lists keep their numbers and depth, and
bold text followed by a colon has no space put before the colon. Drawn: headings, paragraphs, bulleted and
numbered lists (nested), block quotes, rules, code as plain text, and pipe tables; **bold**, *italic* and
`code` in a line; a link shows its words.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
from markdown_it import MarkdownIt
from markdown_it.token import Token

from . import assets, pictures
from .theme import Colour, Palette

HEADINGS = {"h1": (38, "title"), "h2": (28, "title"), "h3": (22, "bold"), "h4": (20, "bold"), "h5": (19, "bold"),
            "h6": (19, "bold")}
INDENT = 28          # one level of list or quote
PARSER = MarkdownIt("commonmark").enable("table")


@dataclass
class Word:
    text: str
    face: str = "body"          # body | bold | italic
    glued: bool = False         # no space before it (it follows the previous word directly, like a colon)


@dataclass
class Block:
    kind: str                   # h1..h6 | p | code | hr | table
    words: list[Word] = field(default_factory=list)
    indent: int = 0             # in levels of INDENT
    marker: str = ""            # a list item's first paragraph: "•" or "3."
    quote: bool = False
    rows: list[list[list[Word]]] = field(default_factory=list)   # a table: rows of cells of words


def words_of(token: Token) -> list[Word]:
    """An inline token's text as words with their faces; words written together stay glued."""
    out: list[Word] = []
    bold = italic = 0
    space = True                # a space is due before the next word
    for child in token.children or []:
        kind = child.type
        if kind in ("strong_open", "strong_close"):
            bold += 1 if kind == "strong_open" else -1
        elif kind in ("em_open", "em_close"):
            italic += 1 if kind == "em_open" else -1
        elif kind in ("softbreak", "hardbreak"):
            space = True
        elif kind in ("text", "code_inline", "html_inline"):
            face = "bold" if bold or kind == "code_inline" else "italic" if italic else "body"
            for piece in re.findall(r"\s+|\S+", child.content):   # runs of spaces and of the rest, in turn
                if piece.isspace():
                    space = True
                else:
                    out.append(Word(piece, face, glued=bool(out) and not space))
                    space = False
    return out


def parse(text: str) -> list[Block]:
    """The blocks of a Markdown text, in order, each knowing its list depth and marker."""
    blocks: list[Block] = []
    lists: list[list[int]] = []          # open lists: [next number] for ordered, [] for bulleted
    quote = 0
    marker = ""                          # the marker waiting for an item's first block
    pending: Block | None = None
    table: Block | None = None           # an open table: its rows grow as the cells come
    for tok in PARSER.parse(text):
        kind = tok.type
        if kind in ("bullet_list_open", "ordered_list_open"):
            lists.append([int(tok.attrGet("start") or 1)] if kind == "ordered_list_open" else [])
        elif kind in ("bullet_list_close", "ordered_list_close"):
            lists.pop()
        elif kind == "list_item_open":
            if lists and lists[-1]:
                marker = f"{lists[-1][0]}."
                lists[-1][0] += 1
            else:
                marker = "•"
        elif kind in ("blockquote_open", "blockquote_close"):
            quote += 1 if kind == "blockquote_open" else -1
        elif kind in ("heading_open", "paragraph_open"):
            pending = Block(tok.tag if kind == "heading_open" else "p", indent=len(lists) + quote, marker=marker,
                            quote=quote > 0)
            marker = ""
        elif kind == "inline" and table is not None:
            table.rows[-1].append(words_of(tok))
        elif kind == "inline" and pending is not None:
            pending.words = words_of(tok)
            blocks.append(pending)
            pending = None
        elif kind in ("fence", "code_block"):
            for line in tok.content.rstrip("\n").splitlines() or [""]:
                blocks.append(Block("code", [Word(line)], indent=len(lists) + quote + 1, quote=quote > 0))
        elif kind == "hr":
            blocks.append(Block("hr", indent=len(lists) + quote))
        elif kind == "table_open":
            table = Block("table", indent=len(lists) + quote)
        elif kind == "tr_open" and table is not None:
            table.rows.append([])
        elif kind == "table_close" and table is not None:
            blocks.append(table)
            table = None
    return blocks


def layout(words: list[Word], width: int, size: int) -> list[list[tuple[Word, int]]]:
    """Words placed in lines, each with its x offset; glued words wrap together with the word before."""
    space = assets.width("body", size, " ")
    units: list[list[Word]] = []
    for w in words:
        if w.glued and units:
            units[-1].append(w)
        else:
            units.append([w])
    lines: list[list[tuple[Word, int]]] = [[]]
    x = 0
    for unit in units:
        unit_w = sum(assets.width(w.face, size, w.text) for w in unit)
        if x and x + unit_w > width:
            lines.append([])
            x = 0
        for w in unit:
            lines[-1].append((w, x))
            x += assets.width(w.face, size, w.text)
        x += space
    return lines


def _words_surface(words: list[Word], width: int, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    lines = layout(words, width, size)
    lh = assets.font("body", size).get_linesize() + 2
    surf = pygame.Surface((max(1, width), lh * len(lines)), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        for w, x in line:
            surf.blit(assets.text(w.face, size, w.text, colour), (x, i * lh))
    return surf


Maker = Callable[[], pygame.Surface]
_pages = itertools.count()


class Page:
    """A tall page in pieces, each a surface made when it first comes into sight and kept among the app's
    pictures (the least lately seen go first): what a scroll area shows."""

    def __init__(self, width: int, pieces: list[tuple[pygame.Rect, Maker]], height: int) -> None:
        self.width, self.pieces, self.height = width, pieces, height
        self.id = next(_pages)   # (its pictures' key: a new page never finds an old page's)

    def get_height(self) -> int:
        return self.height

    def draw(self, surface: pygame.Surface, at: tuple[int, int], area: pygame.Rect) -> None:
        """The part `area` of the page, with its top-left at `at`."""
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(at, area.size).clip(clip))
        for i, (rect, make) in enumerate(self.pieces):
            if rect.colliderect(area):
                piece = pictures.keep(("page", self.id, i), make)
                surface.blit(piece, (at[0] + rect.x - area.x, at[1] + rect.y - area.y))
        surface.set_clip(clip)

    def whole(self) -> pygame.Surface:
        """The page drawn at once (for a test to look at)."""
        out = pygame.Surface((self.width, self.height), pygame.SRCALPHA)
        self.draw(out, (0, 0), out.get_rect())
        return out


def render(text: str, width: int, pal: Palette, size: int = 19) -> Page:
    """The parts one under the other, each a piece of the page's width; a marker's paragraph (a negative gap)
    goes back up to the marker's line. A part in a quote has the quote's bar beside it, on its piece."""
    lh = assets.font("body", size).get_linesize() + 2
    pieces: list[tuple[pygame.Rect, Maker]] = []
    y = 0

    def add(make: Maker, height: int, gap: int, x: int, quote: bool) -> None:
        nonlocal y
        y += gap   # a negative gap: the marker's line height, given back
        bar = pal if quote else None
        pieces.append((pygame.Rect(0, y, width, height), lambda: _piece(make(), width, height, max(0, x), bar)))
        y += height

    def add_words(words: list[Word], fsize: int, colour: Colour, gap: int, left: int, quote: bool) -> None:
        rows = len(layout(words, width - left, fsize)) * (assets.font("body", fsize).get_linesize() + 2)
        add(lambda: _words_surface(words, width - left, fsize, colour), rows, gap, left, quote)

    for b in parse(text):
        left = b.indent * INDENT
        if b.kind in HEADINGS:
            fsize, face = HEADINGS[b.kind]
            add_words([Word(w.text, face, w.glued) for w in b.words], fsize, pal.gold if face == "title" else pal.text,
                      22 if face == "title" else 14, left, b.quote)
        elif b.kind in ("p", "code"):
            if b.marker == "•":
                add(lambda i=b.indent: _dot(lh, i, pal), lh, 4, left - INDENT, b.quote)
            elif b.marker:
                num = assets.text("bold", size, b.marker, pal.gold)
                add(lambda n=num: n, num.get_height(), 4, left - num.get_width() - 8, b.quote)
            gap = -lh if b.marker else 0 if b.kind == "code" else 10   # beside its marker, on the same line
            add_words(b.words, size, pal.text_dim if b.kind == "code" or b.quote else pal.text, gap, left, b.quote)
        elif b.kind == "hr":
            add(lambda w=width - left: _rule(w, pal), 9, 10, left, b.quote)
        elif b.kind == "table" and b.rows:
            table = _table(b.rows, width - left, pal, size - 2)
            add(lambda t=table: t, table.get_height(), 12, left, b.quote)
    return Page(width, pieces, y + 30)


def _dot(lh: int, indent: int, pal: Palette) -> pygame.Surface:
    dot = pygame.Surface((INDENT, lh), pygame.SRCALPHA)
    pygame.draw.circle(dot, pal.gold, (INDENT - 19, lh // 2 + 1), 4 if indent < 2 else 3, 0 if indent < 2 else 1)
    return dot


def _rule(width: int, pal: Palette) -> pygame.Surface:
    rule = pygame.Surface((width, 9), pygame.SRCALPHA)
    pygame.draw.line(rule, pal.line, (0, 4), (width, 4), 1)
    return rule


def _piece(part: pygame.Surface, width: int, height: int, x: int, quote: Palette | None) -> pygame.Surface:
    piece = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    piece.blit(part, (x, 0))
    if quote is not None:
        pygame.draw.line(piece, quote.gold, (x - 14, 0), (x - 14, height), 3)
    return piece


def _table(rows: list[list[list[Word]]], width: int, pal: Palette, size: int) -> pygame.Surface:
    cols = max(len(r) for r in rows)
    rows = [r + [[] for _ in range(cols - len(r))] for r in rows]
    rows[0] = [[Word(w.text, "bold", w.glued) for w in cell] for cell in rows[0]]   # the header row
    space = assets.width("body", size, " ")
    natural = [max(sum(assets.width(w.face, size, w.text) + (0 if w.glued else space) for w in r[c]) for r in rows)
               + 20 for c in range(cols)]
    total = sum(natural)
    widths = natural if total <= width else [max(50, int(w * width / total)) for w in natural]
    pad = 6
    rendered = [[layout(cell, widths[c] - 14, size) for c, cell in enumerate(row)] for row in rows]
    lh = assets.font("body", size).get_linesize()
    heights = [max(len(cell) for cell in cells) * lh + 2 * pad for cells in rendered]
    surf = pygame.Surface((sum(widths), sum(heights)), pygame.SRCALPHA)
    y = 0
    for r, cells in enumerate(rendered):
        fill = pal.panel_light if r == 0 else (pal.panel if r % 2 else pal.bg)
        pygame.draw.rect(surf, fill, (0, y, sum(widths), heights[r]))
        x = 0
        for c, lines in enumerate(cells):
            for i, line in enumerate(lines):
                for w, wx in line:
                    img = assets.text(w.face, size, w.text, pal.gold if r == 0 else pal.text)
                    surf.blit(img, (x + 7 + wx, y + pad + i * lh))
            x += widths[c]
        y += heights[r]
    pygame.draw.rect(surf, pal.line, surf.get_rect(), 1)
    return surf
