"""The rules screen's Markdown: parsed by markdown-it-py and drawn (issue 14: a wrapped bullet stayed a new
paragraph at the left margin, and a colon after bold text got a space before it)."""

import pygame

from game.ui import markdown
from game.ui.theme import NORMAL


def test_a_bullet_that_wraps_onto_a_second_line_stays_one_item():
    blocks = markdown.parse("- **Fire.** The fireball moves\n  two squares each round.\n- Second\n")
    assert [b.marker for b in blocks] == ["•", "•"]
    assert " ".join(w.text for w in blocks[0].words) == "**Fire.** The fireball moves two squares each round."\
        .replace("**", "")


def test_a_colon_after_bold_text_is_glued_to_it():
    (block,) = markdown.parse("**Hit points**: 6, and *so* on")
    words = block.words
    assert (words[0].text, words[0].face) == ("Hit", "bold")
    assert (words[1].text, words[1].face, words[2].text, words[2].glued) == ("points", "bold", ":", True)
    assert [w.face for w in words[-3:]] == ["body", "italic", "body"]


def test_numbered_and_nested_lists_keep_their_numbers_and_depth():
    blocks = markdown.parse("3. three\n4. four\n   - inner\n")
    assert [(b.marker, b.indent) for b in blocks] == [("3.", 1), ("4.", 1), ("•", 2)]


def test_tables_headings_and_code_parse_to_their_blocks():
    blocks = markdown.parse("## Costs\n\n| Item | Price |\n|---|---|\n| Rope | 2 `silver` |\n\n```\nraw\n```\n")
    assert [b.kind for b in blocks] == ["h2", "table", "code"]
    assert [[" ".join(w.text for w in cell) for cell in row] for row in blocks[1].rows] == [
        ["Item", "Price"], ["Rope", "2 silver"]]


def test_a_wrapped_item_draws_its_second_line_indented_under_the_first(app):
    pal = NORMAL
    text = "- " + " ".join(["word"] * 60) + "\n"
    surf = markdown.render(text, 400, pal).whole()
    lines = markdown.layout(markdown.parse(text)[0].words, 400 - markdown.INDENT, 19)
    assert len(lines) > 2 and all(x >= 0 for line in lines for _w, x in line)
    # the text sits right of the bullet: nothing drawn in the first columns below the first line
    lh = 19 + 8
    column = [surf.get_at((2, y)).a for y in range(lh + 4, surf.get_height() - 40)]
    assert max(column) == 0


def test_a_long_page_is_made_only_where_it_is_seen(app):
    """A rules text drawn whole would take tens of megabytes: the page makes the pieces in sight."""
    from game.ui import pictures
    text = "\n\n".join(f"Paragraph {i}: " + " ".join(["word"] * 40) for i in range(200))
    page = markdown.render(text, 980, NORMAL)
    assert page.get_height() > 20 * 600
    screen = pygame.Surface((980, 600), pygame.SRCALPHA)
    page.draw(screen, (0, 0), pygame.Rect(0, 3000, 980, 600))
    made = [k for k in pictures._store if k[:2] == ("page", page.id)]
    assert 0 < len(made) <= 10 < len(page.pieces)
    whole = page.whole()
    assert pygame.image.tobytes(whole.subsurface((0, 3000, 980, 600)), "RGBA") == pygame.image.tobytes(screen, "RGBA")
