// A pre-scan of a page's nesting, so that gumbo never parses a page that nests deeper than a
// limit.
//
// Why: gumbo's tree construction checks scopes by walking the stack of open elements, once per
// tag, so its time grows with the page's length times its depth: 40,000 nested <div> take
// 9 s and 80,000 take 68 s; and gumbo frees its tree by recursion, so a page of some 300,000
// nested elements overflows the stack and crashes. Browsers bound the depth (Chromium stops
// nesting at 512). gumbo 0.10.1 has no such option and no way to stop a parse, so the depth
// is estimated here first, in one pass over the bytes.
//
// The estimate follows the tokenizer (tags, attributes, comments, raw text) and the parts of
// tree construction that close elements (end tags within their scope, a <p> closed by a block,
// <li> by <li>, a cell by the next cell, the adoption agency for formatting elements), and it
// counts the formatting elements a browser would open again (the list of active formatting
// elements, with its Noah's Ark clause). Where it does not follow HTML exactly it counts more
// (an element a browser would close is kept), never fewer, so that no page gets past it deeper
// than the limit; a real page nests a few dozen elements deep.

#include "cgumbo.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum {
  VOID = 1 << 0,         // no end tag, no content
  RAW = 1 << 1,          // content is text up to its end tag
  PLAINTEXT = 1 << 2,    // the rest of the page is text
  FORMATTING = 1 << 3,   // kept in the list of active formatting elements
  SPECIAL = 1 << 4,      // HTML's "special" category: stops "any other end tag"
  BOUNDARY = 1 << 5,     // ends "has an element in scope"
  MARKER = 1 << 6,       // puts a marker in the list of active formatting elements
  CLOSES_P = 1 << 7,     // a start tag that closes an open <p> first
  HEADING = 1 << 8,      // h1 to h6: any heading's end tag closes it
  UNCOUNTED = 1 << 9,    // never nests: html, head, body, table sections and rows
  CELL = 1 << 10,        // td and th
  LISTITEM = 1 << 11,    // li, dd, dt
  OPTION = 1 << 12,      // option and optgroup
  FORM = 1 << 13,        // </form> removes the form alone
  TABLE = 1 << 14,       // table
  FOREIGN = 1 << 15,     // svg and math: inside them, `/>` closes
  BUTTON = 1 << 16,      // button: ends "in button scope", which closing a <p> looks in
};

typedef struct {
  const char *name;
  unsigned flags;
} Tag;

// Sorted by name for bsearch.
static const Tag tags[] = {
    {"a", FORMATTING},
    {"address", SPECIAL | CLOSES_P},
    {"applet", SPECIAL | BOUNDARY | MARKER},
    {"area", VOID | SPECIAL},
    {"article", SPECIAL | CLOSES_P},
    {"aside", SPECIAL | CLOSES_P},
    {"b", FORMATTING},
    {"base", VOID | SPECIAL},
    {"basefont", VOID | SPECIAL},
    {"bgsound", VOID | SPECIAL},
    {"big", FORMATTING},
    {"blockquote", SPECIAL | CLOSES_P},
    {"body", SPECIAL | UNCOUNTED},
    {"br", VOID | SPECIAL},
    {"button", SPECIAL | BUTTON},
    {"caption", SPECIAL | BOUNDARY | MARKER},
    {"center", SPECIAL | CLOSES_P},
    {"code", FORMATTING},
    {"col", VOID | SPECIAL},
    {"colgroup", SPECIAL | UNCOUNTED},
    {"dd", SPECIAL | LISTITEM | CLOSES_P},
    {"details", SPECIAL | CLOSES_P},
    {"dialog", CLOSES_P},
    {"dir", SPECIAL | CLOSES_P},
    {"div", SPECIAL | CLOSES_P},
    {"dl", SPECIAL | CLOSES_P},
    {"dt", SPECIAL | LISTITEM | CLOSES_P},
    {"em", FORMATTING},
    {"embed", VOID | SPECIAL},
    {"fieldset", SPECIAL | CLOSES_P},
    {"figcaption", SPECIAL | CLOSES_P},
    {"figure", SPECIAL | CLOSES_P},
    {"font", FORMATTING},
    {"footer", SPECIAL | CLOSES_P},
    {"form", SPECIAL | CLOSES_P | FORM},
    {"frame", VOID | SPECIAL},
    {"frameset", SPECIAL | UNCOUNTED},
    {"h1", SPECIAL | CLOSES_P | HEADING},
    {"h2", SPECIAL | CLOSES_P | HEADING},
    {"h3", SPECIAL | CLOSES_P | HEADING},
    {"h4", SPECIAL | CLOSES_P | HEADING},
    {"h5", SPECIAL | CLOSES_P | HEADING},
    {"h6", SPECIAL | CLOSES_P | HEADING},
    {"head", SPECIAL | UNCOUNTED},
    {"header", SPECIAL | CLOSES_P},
    {"hgroup", SPECIAL | CLOSES_P},
    {"hr", VOID | SPECIAL | CLOSES_P},
    {"html", SPECIAL | BOUNDARY | UNCOUNTED},
    {"i", FORMATTING},
    {"iframe", RAW | SPECIAL},
    {"image", VOID | SPECIAL},
    {"img", VOID | SPECIAL},
    {"input", VOID | SPECIAL},
    {"keygen", VOID | SPECIAL},
    {"li", SPECIAL | LISTITEM | CLOSES_P},
    {"link", VOID | SPECIAL},
    {"listing", SPECIAL | CLOSES_P},
    {"main", SPECIAL | CLOSES_P},
    {"marquee", SPECIAL | BOUNDARY | MARKER},
    {"math", FOREIGN},
    {"menu", SPECIAL | CLOSES_P},
    {"meta", VOID | SPECIAL},
    {"nav", SPECIAL | CLOSES_P},
    {"nobr", FORMATTING},
    {"noembed", RAW | SPECIAL},
    {"noframes", RAW | SPECIAL},
    {"object", SPECIAL | BOUNDARY | MARKER},
    {"ol", SPECIAL | CLOSES_P},
    {"optgroup", OPTION},
    {"option", OPTION},
    {"p", SPECIAL | CLOSES_P},
    {"param", VOID | SPECIAL},
    {"plaintext", SPECIAL | PLAINTEXT},
    {"pre", SPECIAL | CLOSES_P},
    {"s", FORMATTING},
    {"script", RAW | SPECIAL},
    {"search", SPECIAL | CLOSES_P},
    {"section", SPECIAL | CLOSES_P},
    {"small", FORMATTING},
    {"source", VOID | SPECIAL},
    {"strike", FORMATTING},
    {"strong", FORMATTING},
    {"style", RAW | SPECIAL},
    {"summary", SPECIAL | CLOSES_P},
    {"svg", FOREIGN},
    {"table", SPECIAL | BOUNDARY | TABLE},
    {"tbody", SPECIAL | UNCOUNTED},
    {"td", SPECIAL | BOUNDARY | MARKER | CELL},
    {"template", SPECIAL | BOUNDARY | MARKER},
    {"textarea", RAW | SPECIAL},
    {"tfoot", SPECIAL | UNCOUNTED},
    {"th", SPECIAL | BOUNDARY | MARKER | CELL},
    {"thead", SPECIAL | UNCOUNTED},
    {"title", RAW | SPECIAL},
    {"tr", SPECIAL | UNCOUNTED},
    {"track", VOID | SPECIAL},
    {"tt", FORMATTING},
    {"u", FORMATTING},
    {"ul", SPECIAL | CLOSES_P},
    {"wbr", VOID | SPECIAL},
    {"xmp", RAW | SPECIAL | CLOSES_P},
};

/// An element the estimate keeps open.
typedef struct {
  uint64_t name;       // hash of the lower-case name
  unsigned flags;
  size_t formatting;   // its entry in the list (serial), or 0
} Open;

/// An entry of the list of active formatting elements, or a marker (name 0).
typedef struct {
  uint64_t name;
  uint64_t tag;    // hash of the whole start tag, for the Noah's Ark clause
  size_t serial;   // ties it to its open element
  int open;        // whether the element is still open
} Entry;

typedef struct {
  Open *stack;
  size_t depth;
  Entry *list;
  size_t entries;
  size_t closed;   // entries whose element is no longer open: a browser opens them again
  size_t serial;
  size_t foreign;  // open svg and math elements
  size_t reopened; // formatting elements opened again so far
} Scan;

static unsigned char lower(unsigned char byte) {
  return byte >= 'A' && byte <= 'Z' ? byte + 32 : byte;
}

/// FNV-1a of the bytes in ASCII lower case; never 0, which marks a marker.
static uint64_t hash(const unsigned char *bytes, size_t length) {
  uint64_t value = 14695981039346656037ull;
  for (size_t index = 0; index < length; index++) {
    value = (value ^ lower(bytes[index])) * 1099511628211ull;
  }
  return value == 0 ? 1 : value;
}

/// FNV-1a of the bytes as they are: attribute values differ by case.
static uint64_t exact_hash(const unsigned char *bytes, size_t length) {
  uint64_t value = 14695981039346656037ull;
  for (size_t index = 0; index < length; index++) value = (value ^ bytes[index]) * 1099511628211ull;
  return value;
}

static uint64_t name_hash(const char *name) {
  return hash((const unsigned char *)name, strlen(name));
}

static int compare(const void *key, const void *element) {
  return strcmp((const char *)key, ((const Tag *)element)->name);
}

static unsigned flags_of(const char *name) {
  const Tag *found = bsearch(name, tags, sizeof tags / sizeof tags[0], sizeof tags[0], compare);
  return found ? found->flags : 0;
}

static int is_space(unsigned char byte) {
  return byte == ' ' || byte == '\t' || byte == '\n' || byte == '\r' || byte == '\f';
}

static int is_alpha(unsigned char byte) {
  return (byte >= 'a' && byte <= 'z') || (byte >= 'A' && byte <= 'Z');
}

// MARK: - The list of active formatting elements

static void remove_entry(Scan *scan, size_t index) {
  if (scan->list[index].name != 0 && !scan->list[index].open) scan->closed--;
  memmove(scan->list + index, scan->list + index + 1,
          (scan->entries - index - 1) * sizeof(Entry));
  scan->entries--;
}

static size_t find_entry(const Scan *scan, size_t serial) {
  for (size_t index = scan->entries; index > 0; index--) {
    if (scan->list[index - 1].serial == serial) return index - 1;
  }
  return SIZE_MAX;
}

/// The last entry after the last marker with the name, or SIZE_MAX.
static size_t last_entry(const Scan *scan, uint64_t name) {
  for (size_t index = scan->entries; index > 0; index--) {
    if (scan->list[index - 1].name == 0) return SIZE_MAX;
    if (scan->list[index - 1].name == name) return index - 1;
  }
  return SIZE_MAX;
}

// MARK: - The stack of open elements

/// Pops the top element: its formatting entry stays, to be opened again; a marker's entries go.
static void pop(Scan *scan) {
  Open top = scan->stack[--scan->depth];
  if (top.flags & FOREIGN) scan->foreign--;
  if (top.formatting != 0) {
    size_t index = find_entry(scan, top.formatting);
    if (index != SIZE_MAX && scan->list[index].open) {
      scan->list[index].open = 0;
      scan->closed++;
    }
  }
  if (top.flags & MARKER) {
    while (scan->entries > 0) {
      int marker = scan->list[scan->entries - 1].name == 0;
      remove_entry(scan, scan->entries - 1);
      if (marker) break;
    }
  }
}

/// The topmost open element with the name (any heading for a heading) below the first element
/// with one of the `stops` flags, or SIZE_MAX.
static size_t in_scope(const Scan *scan, uint64_t name, unsigned flags, unsigned stops) {
  for (size_t index = scan->depth; index > 0; index--) {
    const Open *open = &scan->stack[index - 1];
    if (open->name == name || (flags & open->flags & HEADING)) return index - 1;
    if (open->flags & stops) return SIZE_MAX;
  }
  return SIZE_MAX;
}

static void pop_to(Scan *scan, size_t index) {
  while (scan->depth > index) pop(scan);
}

static void push(Scan *scan, uint64_t name, unsigned flags, size_t formatting) {
  scan->stack[scan->depth++] = (Open){name, flags, formatting};
  if (flags & FOREIGN) scan->foreign++;
  if (flags & MARKER) scan->list[scan->entries++] = (Entry){0, 0, 0, 1};
}

/// Opens again the formatting elements after the last marker that a block closed, as HTML
/// does before text and most start tags: `<div><b></div>x` puts a new <b> around the x.
static void reconstruct(Scan *scan) {
  if (scan->closed == 0) return;
  size_t first = scan->entries;
  while (first > 0 && scan->list[first - 1].name != 0) first--;
  for (size_t index = first; index < scan->entries; index++) {
    Entry *entry = &scan->list[index];
    if (entry->open) continue;
    entry->open = 1;
    scan->closed--;
    scan->reopened++;
    scan->stack[scan->depth++] = (Open){entry->name, FORMATTING, entry->serial};
  }
}

/// Closes an open cell (td or th) above the nearest table, as a new cell, row or `</tr>` does.
static void close_cell(Scan *scan) {
  for (size_t index = scan->depth; index > 0; index--) {
    unsigned flags = scan->stack[index - 1].flags;
    if (flags & CELL) {
      pop_to(scan, index - 1);
      return;
    }
    if (flags & (TABLE | UNCOUNTED)) return;
  }
}

// MARK: - Tags

static void end_tag(Scan *scan, uint64_t name, unsigned flags) {
  if (flags & (UNCOUNTED | VOID)) {
    // </tr>, </tbody> and the like close an open cell; </body>, </html> and </br> nothing here.
    if (flags & UNCOUNTED) close_cell(scan);
    return;
  }
  if (flags & FORM) {
    // HTML removes the form alone and leaves what is open inside it open.
    for (size_t index = scan->depth; index > 0; index--) {
      if (scan->stack[index - 1].flags & FORM) {
        memmove(scan->stack + index - 1, scan->stack + index,
                (scan->depth - index) * sizeof(Open));
        scan->depth--;
        return;
      }
    }
    return;
  }
  if (flags & FORMATTING) {
    size_t entry = last_entry(scan, name);
    if (entry != SIZE_MAX) {
      if (!scan->list[entry].open) {
        remove_entry(scan, entry);
        return;
      }
      size_t index = in_scope(scan, name, 0, BOUNDARY);
      if (index == SIZE_MAX) return;
      // With a special element inside it, the adoption agency moves the element instead of
      // closing what is inside: the depth stays.
      for (size_t above = index + 1; above < scan->depth; above++) {
        if (scan->stack[above].flags & SPECIAL) return;
      }
      remove_entry(scan, entry);
      scan->stack[index].formatting = 0;
      pop_to(scan, index);
      return;
    }
  }
  if (flags & (SPECIAL | OPTION)) {
    size_t index = in_scope(scan, name, flags, (flags & TABLE) ? TABLE : BOUNDARY);
    if (index != SIZE_MAX) pop_to(scan, index);
    return;
  }
  // Any other end tag: the nearest open element of that name, unless a special one is nearer.
  for (size_t index = scan->depth; index > 0; index--) {
    if (scan->stack[index - 1].name == name) {
      pop_to(scan, index - 1);
      return;
    }
    if (scan->stack[index - 1].flags & SPECIAL) return;
  }
}

static void start_tag(Scan *scan, uint64_t name, unsigned flags, uint64_t tag,
                      int self_closing) {
  if (!(flags & (CLOSES_P | UNCOUNTED | CELL | TABLE | RAW | MARKER))) reconstruct(scan);
  if (flags & VOID) return;
  // `/>` closes an element of SVG or MathML (and <svg/> itself), not one of HTML.
  if (self_closing && (scan->foreign > 0 || (flags & FOREIGN))) return;
  if (flags & BUTTON) {
    size_t index = in_scope(scan, name, 0, BOUNDARY);
    if (index != SIZE_MAX) pop_to(scan, index);
  }
  if (flags & (CELL | UNCOUNTED)) close_cell(scan);
  if (flags & UNCOUNTED) return;
  if (flags & CLOSES_P) {
    size_t index = in_scope(scan, name_hash("p"), 0, BOUNDARY | BUTTON);
    if (index != SIZE_MAX) pop_to(scan, index);
  }
  if (flags & LISTITEM) {
    // A new item closes the open one, unless a special element other than address, div and p
    // lies between.
    uint64_t item = name_hash("li"), definition = name_hash("dd"), term = name_hash("dt");
    uint64_t address = name_hash("address"), division = name_hash("div");
    uint64_t paragraph = name_hash("p");
    int isItem = name == item;
    for (size_t index = scan->depth; index > 0; index--) {
      const Open *open = &scan->stack[index - 1];
      if (isItem ? open->name == item : (open->name == definition || open->name == term)) {
        pop_to(scan, index - 1);
        break;
      }
      if ((open->flags & SPECIAL) && open->name != address && open->name != division
          && open->name != paragraph) {
        break;
      }
    }
  }
  if ((flags & HEADING) && scan->depth > 0 && (scan->stack[scan->depth - 1].flags & HEADING)) {
    pop(scan);
  }
  if (flags & OPTION) {
    uint64_t option = name_hash("option");
    while (scan->depth > 0 && (scan->stack[scan->depth - 1].flags & OPTION)
           && (scan->stack[scan->depth - 1].name == option || name != option)) {
      pop(scan);
    }
  }
  size_t serial = 0;
  if (flags & FORMATTING) {
    if (name == name_hash("a") || name == name_hash("nobr")) {
      // A new <a> (or <nobr>) first closes an open one, through the adoption agency.
      end_tag(scan, name, flags);
    }
    // Noah's Ark: a fourth identical element after the last marker removes the earliest one.
    size_t identical = 0, earliest = SIZE_MAX;
    for (size_t index = scan->entries; index > 0 && scan->list[index - 1].name != 0; index--) {
      if (scan->list[index - 1].tag == tag) {
        identical++;
        earliest = index - 1;
      }
    }
    if (identical >= 3) {
      size_t removed = scan->list[earliest].serial;
      remove_entry(scan, earliest);
      for (size_t index = scan->depth; index > 0; index--) {
        if (scan->stack[index - 1].formatting == removed) scan->stack[index - 1].formatting = 0;
      }
    }
    serial = ++scan->serial;
    scan->list[scan->entries++] = (Entry){name, tag, serial, 1};
  }
  push(scan, name, flags, serial);
}

// MARK: - The tokenizer

/// Skips a tag's attributes to just past its `>`; returns SIZE_MAX when the page ends first
/// (HTML drops such a tag).
static size_t skip_attributes(const unsigned char *bytes, size_t at, size_t length,
                              int *self_closing, size_t *lines) {
  *self_closing = 0;
  while (at < length) {
    unsigned char byte = bytes[at];
    if (byte == '>') return at + 1;
    if (byte == '\n') (*lines)++;
    if (byte == '/') {
      *self_closing = at + 1 < length && bytes[at + 1] == '>';
      at++;
      continue;
    }
    if (byte == '=') {
      at++;
      while (at < length && is_space(bytes[at])) {
        if (bytes[at] == '\n') (*lines)++;
        at++;
      }
      if (at < length && (bytes[at] == '"' || bytes[at] == '\'')) {
        unsigned char quote = bytes[at++];
        while (at < length && bytes[at] != quote) {
          if (bytes[at] == '\n') (*lines)++;
          at++;
        }
        at++;
      }
      continue;
    }
    at++;
  }
  return SIZE_MAX;
}

/// Finds `</name` (any case) followed by a space, `/` or `>`, for raw text; `length` if none.
static size_t find_end_tag(const unsigned char *bytes, size_t at, size_t length,
                           const char *name, size_t *lines) {
  size_t size = strlen(name);
  for (; at < length; at++) {
    if (bytes[at] == '\n') (*lines)++;
    if (bytes[at] != '<' || at + 2 + size > length || bytes[at + 1] != '/') continue;
    size_t index = 0;
    while (index < size && lower(bytes[at + 2 + index]) == (unsigned char)name[index]) index++;
    if (index < size) continue;
    size_t next = at + 2 + size;
    if (next == length || is_space(bytes[next]) || bytes[next] == '/' || bytes[next] == '>') {
      return at;
    }
  }
  return length;
}

size_t cgumbo_depth_exceeding(const char *page, size_t length, size_t limit, int *reopening) {
  *reopening = 0;
  // Each element opened again is one gumbo makes and Fields copies, with no tag in the page.
  size_t reopenable = length / 8 + 4096;
  const unsigned char *bytes = (const unsigned char *)page;
  // The list holds at most a marker and an entry per open element, and `limit` closed ones.
  Scan scan = {malloc((limit + 2) * sizeof(Open)), 0, malloc((3 * limit + 6) * sizeof(Entry)),
               0, 0, 0, 0, 0};
  size_t result = 0;
  if (scan.stack == NULL || scan.list == NULL) {
    result = SIZE_MAX;
    goto done;
  }
  size_t lines = 1;
  size_t at = 0;
  while (at < length) {
    unsigned char byte = bytes[at];
    if (byte == '\n') lines++;
    if (byte == '\r' && !(at + 1 < length && bytes[at + 1] == '\n')) lines++;
    if (byte != '<' || at + 1 >= length) {
      if (!is_space(byte) && scan.closed > 0) {
        reconstruct(&scan);
        if (scan.reopened > reopenable) {
          *reopening = 1;
          result = lines;
          goto done;
        }
      }
      at++;
      continue;
    }
    size_t line = lines;
    unsigned char next = bytes[at + 1];
    if (next == '!' && at + 3 < length && bytes[at + 2] == '-' && bytes[at + 3] == '-') {
      // From the comment's own dashes, so that <!--> and <!---> end where they start; `--!>`
      // ends a comment too.
      size_t end = at + 2;
      while (end + 2 < length) {
        if (bytes[end] == '-' && bytes[end + 1] == '-') {
          if (bytes[end + 2] == '>') break;
          if (end + 3 < length && bytes[end + 2] == '!' && bytes[end + 3] == '>') {
            end++;
            break;
          }
        }
        if (bytes[end] == '\n') lines++;
        end++;
      }
      at = end + 3;
      continue;
    }
    int isEnd = next == '/';
    size_t start = at + 1 + isEnd;
    if (start >= length || !is_alpha(bytes[start])) {
      if (next == '!' || next == '?' || isEnd) {
        // A doctype, a bogus comment or `</` without a name: up to the next `>`.
        while (at < length && bytes[at] != '>') {
          if (bytes[at] == '\n') lines++;
          at++;
        }
      }
      at++;
      continue;
    }
    size_t end = start;
    while (end < length && !is_space(bytes[end]) && bytes[end] != '/' && bytes[end] != '>') end++;
    char name[16];
    size_t size = end - start;
    for (size_t index = 0; index < size && index < sizeof name - 1; index++) {
      name[index] = (char)lower(bytes[start + index]);
    }
    name[size < sizeof name - 1 ? size : sizeof name - 1] = 0;
    // gumbo gives every name it does not know one tag, so that </x-a> closes an open <x-b>.
    int known = gumbo_tagn_enum((const char *)bytes + start, (unsigned)size) != GUMBO_TAG_UNKNOWN;
    uint64_t hashedName = known ? hash(bytes + start, size) : 2;
    // A name longer than the table's names is no tag the table knows.
    unsigned flags = size < sizeof name - 1 ? flags_of(name) : 0;
    int selfClosing = 0;
    size_t after = skip_attributes(bytes, end, length, &selfClosing, &lines);
    if (after == SIZE_MAX) break;
    if (isEnd) {
      end_tag(&scan, hashedName, flags);
      at = after;
      continue;
    }
    start_tag(&scan, hashedName, flags, exact_hash(bytes + at, after - at), selfClosing);
    if (scan.depth + scan.closed > limit || scan.reopened > reopenable) {
      *reopening = scan.depth + scan.closed <= limit;
      result = line;
      goto done;
    }
    at = after;
    if (flags & PLAINTEXT) break;
    // Inside SVG or MathML, <style> and <title> hold markup.
    if ((flags & RAW) && scan.foreign == 0) {
      at = find_end_tag(bytes, at, length, name, &lines);
    }
  }
done:
  free(scan.stack);
  free(scan.list);
  return result;
}
