"""Writes the HTML pages of html-pages.sh: one page per shape and size, each with one form.

Usage: generate_html_pages.py DIR N [N ...]  (writes DIR/SHAPE-N.html)

Each shape repeats one piece N times, so that a page of 2N pieces is twice as long: the time
and instructions per kilobyte of two sizes show whether reading the page is linear.
"""

import sys

HEAD = '<!doctype html>\n<html lang="en"><head><title>Bench</title></head><body>\n'


def flat(n):
    return '<form id="f">\n' + "".join(f'<input name="f{k}">\n' for k in range(n)) + "</form>\n"


def labels(n):
    return (
        '<form id="f">\n'
        + "".join(f'<label for="i{k}">Field {k}</label><input id="i{k}" name="f{k}">\n' for k in range(n))
        + "</form>\n"
    )


def radios(n):
    return (
        '<form id="f">\n'
        + "".join(f'<input type="radio" name="r" value="v{k}">\n' for k in range(n))
        + "</form>\n"
    )


def options(n):
    return (
        '<form id="f"><select name="s">\n'
        + "".join(f"<option>o{k}</option>\n" for k in range(n))
        + "</select></form>\n"
    )


def nested_divs(n):
    return '<form id="f">' + "<div>" * n + '<input name="a">' + "</div>" * n + "</form>\n"


def nested_controls(n):
    # A control at every level: each control's ancestors are walked when read naively.
    return (
        '<form id="f">'
        + "".join(f'<div><input name="f{k}">' for k in range(n))
        + "</div>" * n
        + "</form>\n"
    )


def formatting(n):
    # Unclosed formatting elements: the adoption agency and the list of active formatting
    # elements (distinct attributes defeat the Noah's Ark clause).
    return (
        '<form id="f"><input name="a">'
        + "".join(f'<b class="c{k}"><a href="#{k}">x' for k in range(n // 2))
        + "</form>\n"
    )


def form_attribute(n):
    return '<form id="f"></form>\n' + "".join(f'<input form="f" name="f{k}">\n' for k in range(n))


def tables(n):
    return '<form id="f"><input name="a">' + "<table><tr><td>" * n + "</form>\n"


def fieldset(n):
    # A disabled fieldset's controls: each looks for the fieldset's first legend.
    return (
        '<form id="f"><fieldset disabled>\n'
        + "".join(f'<input name="f{k}">\n' for k in range(n))
        + "<legend>L</legend></fieldset></form>\n"
    )


def deep_flat(n):
    # Inputs 500 elements deep, just within the depth fieldcli reads (512): what a page at the
    # limit costs gumbo, whose scope checks walk what is open.
    return '<form id="f">' + "<div>" * 500 + "".join(f'<input name="f{k}">\n' for k in range(n)) + "</form>\n"


SHAPES = {
    "flat": flat,
    "labels": labels,
    "radios": radios,
    "options": options,
    "nested-divs": nested_divs,
    "nested-controls": nested_controls,
    "formatting": formatting,
    "form-attribute": form_attribute,
    "tables": tables,
    "fieldset": fieldset,
    "deep-flat": deep_flat,
}


def main():
    folder, sizes = sys.argv[1], [int(size) for size in sys.argv[2:]]
    for name, shape in SHAPES.items():
        for n in sizes:
            with open(f"{folder}/{name}-{n}.html", "w") as page:
                page.write(HEAD + shape(n) + "</body></html>\n")


if __name__ == "__main__":
    main()
