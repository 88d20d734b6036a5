// The C shim over Debian's libgumbo (an HTML5 parser) that Fields' HTML reader reaches through
// Swift.
//
// gumbo's own header is plain C with no clash, so its node types are shown as they are; the shim
// adds only the parse that Fields needs (options fixed here, so that every caller reads a page
// the same way), the one call that frees it, and a pre-scan that keeps a page gumbo would read
// in more than linear time from reaching it (cgumbo_depth.c).

#ifndef CGUMBO_H
#define CGUMBO_H

#include <stddef.h>

#include <gumbo.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Parses a whole page as a browser does (HTML5's tree construction, broken markup recovered),
/// or returns NULL when memory ran out.
///
/// `bytes` need not be UTF-8: gumbo replaces what is not with U+FFFD. Columns count characters
/// from 1 (a tab is one column, not a jump to the next multiple of 8). Parse errors are not
/// recorded: the reader never reports them, and a broken page would keep one per bad byte. Free
/// the result with `cgumbo_destroy`.
GumboOutput *cgumbo_parse(const char *bytes, size_t length);

/// Whether a page nests deeper than `limit` elements, or opens formatting elements again more
/// than a small multiple of its length allows, estimated in one pass before gumbo parses it: 0
/// when it does not, else the line (from 1) where it goes past, with `*reopening` set to 1 when
/// the formatting elements are the reason; SIZE_MAX when memory ran out.
///
/// The estimate counts the elements a browser keeps open, and the formatting elements it would
/// open again; where it does not follow HTML exactly it counts more. gumbo's time grows with a
/// page's length times its depth, and it frees its tree by recursion, so a page must not reach
/// it deeper than a limit; and `<div><b1>…<b400></div>` followed by `<div>x</div>` repeated
/// makes 400 elements for each 12 bytes, which the second limit (an eighth of the length, and
/// 4,096) bounds. Time is linear in `length` (at most `limit` steps a tag).
size_t cgumbo_depth_exceeding(const char *bytes, size_t length, size_t limit, int *reopening);

/// Frees what `cgumbo_parse` returned; NULL is ignored.
void cgumbo_destroy(GumboOutput *output);

#ifdef __cplusplus
}
#endif

#endif
