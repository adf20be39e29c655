//! Reading a spec file: pulldown-cmark events → [`SpecDoc`], a syntax-level view of the file.
//!
//! This is the only module that knows markdown. It knows the *shape* of an opcode spec (which
//! sections exist, that a Format is a table, that fields are list items) but not what the prose
//! means; `lower` turns the [`SpecDoc`] into the typed model.
//!
//! List nesting is recorded but not relied on: scraped copies of the docs lose indentation, so
//! `lower` places items by their text (`**Name(type):**`, `Bit[..]`, `0b…`) in reading order.

use crate::diag::Diagnostics;
use pulldown_cmark::{CodeBlockKind, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

/// A spec file at the level of markdown structure.
#[derive(Debug, Default, Clone)]
pub struct SpecDoc {
    /// Line of the `## Opcode` heading.
    pub opcode_section: Option<u32>,
    /// The `## Opcode` line, e.g. `3D_SAMPLE = 0x6d`, with its line.
    pub opcode: Option<Line>,
    /// `## Format` tables, each with the `### CONDITION` item that precedes it.
    pub formats: Vec<FormatTable>,
    /// Line of the `## Format` heading, when there is one (an empty section means no operands).
    pub format_heading: Option<u32>,
    /// `## Semantics`, as text.
    pub semantics: String,
    /// `## Description` prose before the field list.
    pub description: String,
    /// `## Description` list items (field descriptions, bitfields, values), in reading order.
    pub items: Vec<Item>,
    /// `#### Properties` list items.
    pub properties: Vec<Item>,
    /// `## Notes` list items.
    pub note_items: Vec<Item>,
    /// `#### Operand type maps` list items (`**Type map{XEHP+}**`, then its
    /// `**Dst types:**` / `**Src types:**` sub-items).
    pub type_map_items: Vec<Item>,
    /// `## Examples`, as text.
    pub examples: String,
    /// `## Text` lines (non-blank), with their lines.
    pub text: Vec<Line>,
    /// `## Notes`, as text.
    pub notes: String,
    /// ASCII grid tables (`+----+` / `| a | b |`) anywhere in the file, row by row.
    pub grid_tables: Vec<GridTable>,
}

/// An ASCII grid table: its `|` rows, each split into trimmed cells.
#[derive(Debug, Clone, Default)]
pub struct GridTable {
    /// Rows with their lines.
    pub rows: Vec<(Vec<String>, u32)>,
}

/// A line of text and where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The text, trimmed.
    pub text: String,
    /// 1-based line.
    pub line: u32,
}

/// One Format table.
#[derive(Debug, Clone, Default)]
pub struct FormatTable {
    /// The items of the `### CONDITION` above the table (`- Op.op=a, b`, and any further
    /// conditions such as `- field_operand_type(Si)=UD`), in order; empty without one.
    pub conditions: Vec<Line>,
    /// The body cells in reading order (row by row), the opcode cell first.
    pub cells: Vec<Line>,
    /// Line of the table's first row.
    pub line: u32,
}

/// One list item: its own inline text (nested lists excluded) and the code blocks inside it.
#[derive(Debug, Clone, Default)]
pub struct Item {
    /// Nesting depth, 1 for a top-level item.
    pub depth: usize,
    /// Inline text; `**strong**` spans keep their markers.
    pub text: String,
    /// 1-based line of the item marker.
    pub line: u32,
    /// Lines of indented or fenced code blocks inside the item (not inside nested items).
    pub code: Vec<Line>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Section {
    Preamble,
    Opcode,
    Format,
    Semantics,
    Description,
    Properties,
    Text,
    Notes,
    TypeMaps,
    Examples,
    Unknown,
}

/// Maps byte offsets to 1-based lines.
struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    fn new(src: &str) -> Self {
        // A byte loop: `match_indices` pays a `memchr` call per (short) line.
        let mut starts = Vec::with_capacity(src.len() / 32 + 1);
        starts.push(0);
        starts.extend(
            src.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        Self { starts }
    }

    fn line(&self, offset: usize) -> u32 {
        let idx = self.starts.partition_point(|&s| s <= offset);
        u32::try_from(idx).unwrap_or(u32::MAX)
    }
}

/// The pulldown-cmark extensions the reader enables (the pipeline benchmark's baseline uses the
/// same).
pub const PARSER_OPTIONS: Options = Options::ENABLE_TABLES;

/// Reads one spec file. Structural surprises are reported to `diag`; nothing is dropped
/// without a diagnostic.
pub fn read(src: &str, diag: &mut Diagnostics) -> SpecDoc {
    let lines = LineIndex::new(src);
    let mut doc = SpecDoc::default();
    let mut section = Section::Preamble;
    // Byte range of the current prose section body, for sections kept as text.
    let mut body_start = 0usize;

    let mut heading: Option<(HeadingLevel, String, usize)> = None;
    let mut item_stack: Vec<usize> = Vec::new();
    let mut item_sink: Vec<Item> = Vec::new();
    let mut list_depth = 0usize;
    let mut in_code: Option<(usize, String)> = None;
    let mut paragraph: Option<(usize, String)> = None;
    let mut table: Option<FormatTable> = None;
    let mut cell: Option<(usize, String)> = None;
    let mut in_head = false;
    // Columns of the current table (its delimiter row).
    let mut columns = 0usize;
    // Whether the current table's header cells are all empty: IGC's Formats have a blank
    // header, often one cell short of the rows (the SVM members, SCATTER); it says nothing
    // about the columns, so rows all one length longer are read whole without a remark.
    let mut head_blank = true;
    // The current table's body rows: line, cells, text.
    let mut body_rows: Vec<(u32, usize, String)> = Vec::new();
    let mut row_start = 0usize;
    let mut pending_conditions: Vec<Line> = Vec::new();
    let mut seen_list_in_description = false;

    let flush_items = |section: Section,
                       sink: &mut Vec<Item>,
                       doc: &mut SpecDoc,
                       diag: &mut Diagnostics| match section {
        Section::Properties => doc.properties.append(sink),
        Section::Description => doc.items.append(sink),
        Section::Notes => doc.note_items.append(sink),
        Section::TypeMaps => doc.type_map_items.append(sink),
        _ => {
            for item in sink.drain(..) {
                diag.unknown(
                    item.line,
                    format!(
                        "list item outside the field list is not read: `{}`",
                        clip(&item.text)
                    ),
                );
            }
        }
    };

    for (event, range) in Parser::new_ext(src, PARSER_OPTIONS).into_offset_iter() {
        if let Some((_, text, _)) = heading.as_mut() {
            match event {
                Event::End(TagEnd::Heading(_)) => {}
                Event::Text(t) | Event::Code(t) => {
                    text.push_str(&t);
                    continue;
                }
                _ => continue,
            }
        }
        match event {
            Event::Start(Tag::Heading { level, .. }) => {
                heading = Some((level, String::new(), range.start));
            }
            Event::End(TagEnd::Heading(_)) => {
                let Some((level, text, start)) = heading.take() else {
                    continue;
                };
                if section == Section::Description && !seen_list_in_description {
                    seen_list_in_description = true;
                    doc.description = dedent(src.get(body_start..range.start).unwrap_or_default());
                }
                close_section(section, src, body_start, range.start, &mut doc);
                flush_items(section, &mut item_sink, &mut doc, diag);
                // A heading inside a list item (`- ## Text`) ends the items it is in.
                item_stack.clear();
                let line = lines.line(start);
                let title = text.trim();
                if level == HeadingLevel::H2 && title == "Format" {
                    doc.format_heading = Some(line);
                }
                section = match (level, title) {
                    (HeadingLevel::H2, "Opcode") => {
                        doc.opcode_section.get_or_insert(line);
                        Section::Opcode
                    }
                    (HeadingLevel::H2, "Format") => Section::Format,
                    (HeadingLevel::H2, "Semantics") => Section::Semantics,
                    (HeadingLevel::H2, "Description") => Section::Description,
                    (HeadingLevel::H2, "Text") => Section::Text,
                    (HeadingLevel::H2, "Notes") => Section::Notes,
                    (_, "Properties") => Section::Properties,
                    (_, "Operand type maps") => Section::TypeMaps,
                    (HeadingLevel::H2, "Examples") => Section::Examples,
                    (HeadingLevel::H3, "CONDITION") if section == Section::Format => {
                        if let Some(c) = pending_conditions.first() {
                            diag.error(
                                line,
                                format!(
                                    "second CONDITION before a Format table (the one at line {} has none)",
                                    c.line
                                ),
                            );
                        }
                        Section::Format
                    }
                    _ => {
                        diag.unknown(
                            line,
                            format!("unknown section heading `{title}`; its content is not read"),
                        );
                        Section::Unknown
                    }
                };
                body_start = range.end;
            }
            Event::Start(Tag::List(_)) => {
                list_depth += 1;
                if section == Section::Description && !seen_list_in_description {
                    seen_list_in_description = true;
                    doc.description = dedent(src.get(body_start..range.start).unwrap_or_default());
                }
            }
            Event::End(TagEnd::List(_)) => list_depth = list_depth.saturating_sub(1),
            Event::Start(Tag::Item) => {
                // An item's range may start in the indentation before its marker (a tab that
                // is partly the parent's indentation), even on the blank line above.
                let marker = src.get(range.start..).map_or(range.start, |rest| {
                    range.end.min(src.len() - rest.trim_start().len())
                });
                item_sink.push(Item {
                    depth: list_depth,
                    line: lines.line(marker),
                    ..Item::default()
                });
                item_stack.push(item_sink.len() - 1);
            }
            Event::End(TagEnd::Item) => {
                item_stack.pop();
                // A condition is a whole top-level item, nested lists included; the items of
                // one CONDITION all hold for the table that follows (3D_LOAD: the op, and the
                // type of an operand).
                if section == Section::Format && item_stack.is_empty() {
                    for item in item_sink.drain(..) {
                        pending_conditions.push(Line {
                            text: item.text.trim().to_owned(),
                            line: item.line,
                        });
                    }
                }
            }
            Event::Start(Tag::CodeBlock(kind)) => {
                if let CodeBlockKind::Fenced(_) = kind {
                    check_fence(
                        src.get(range.clone()).unwrap_or_default(),
                        &lines,
                        range.start,
                        diag,
                    );
                }
                in_code = Some((range.start, String::new()));
            }
            Event::End(TagEnd::CodeBlock) => {
                let Some((start, text)) = in_code.take() else {
                    continue;
                };
                let first =
                    lines.line(start) + u32::from(src[start..].trim_start().starts_with("```"));
                let code: Vec<Line> = text
                    .lines()
                    .enumerate()
                    .filter(|(_, l)| !l.trim().is_empty())
                    .map(|(i, l)| Line {
                        text: l.trim().to_owned(),
                        line: first + i as u32,
                    })
                    .collect();
                if let Some(&top) = item_stack.last() {
                    item_sink[top].code.extend(code);
                } else if section == Section::Text {
                    doc.text.extend(code);
                } else if section == Section::Opcode {
                    // An indented (or tab-indented) opcode line is a code block.
                    opcode_lines(&mut doc, code, diag);
                }
            }
            Event::Start(Tag::Paragraph) => paragraph = Some((range.start, String::new())),
            Event::End(TagEnd::Paragraph) => {
                let Some((start, text)) = paragraph.take() else {
                    continue;
                };
                if !item_stack.is_empty() {
                    continue;
                }
                let line = lines.line(start);
                match section {
                    Section::Preamble => diag.unknown(
                        line,
                        format!(
                            "text before the first section is not part of the spec: `{}`",
                            clip(&text)
                        ),
                    ),
                    Section::Opcode => opcode_lines(&mut doc, text_lines(&text, line), diag),
                    Section::Text => doc.text.extend(text_lines(&text, line)),
                    Section::Format => diag.unknown(
                        line,
                        format!("text in the Format section is not read: `{}`", clip(&text)),
                    ),
                    _ => {}
                }
            }
            Event::Start(Tag::Table(alignments)) => {
                columns = alignments.len();
                head_blank = true;
                if section != Section::Format {
                    diag.unknown(
                        lines.line(range.start),
                        "table outside the Format section is kept as text only",
                    );
                }
                table = Some(FormatTable {
                    conditions: std::mem::take(&mut pending_conditions),
                    line: lines.line(range.start),
                    ..FormatTable::default()
                });
            }
            Event::End(TagEnd::Table) => {
                // Rows longer than the header: a warning, unless the header is blank and
                // every row is as long (the header is one cell short, and says nothing).
                let uniform = body_rows.windows(2).all(|w| w[0].1 == w[1].1);
                for (at, cells, row) in body_rows.drain(..) {
                    if cells > columns && !(head_blank && uniform) {
                        diag.warning(
                            at,
                            format!(
                                "Format table row has {cells} cells, the table has {columns} columns; the extra cells are read as fields: `{row}`"
                            ),
                        );
                    }
                }
                if let Some(t) = table.take() {
                    if section == Section::Format {
                        doc.formats.push(t);
                    }
                }
            }
            Event::Start(Tag::TableRow) => {
                row_start = table.as_ref().map_or(0, |t| t.cells.len());
                // Markdown pads a short row with empty cells, which would silently move or
                // lose a field: an error. It drops the cells past the last column; those are
                // read back from the source below (IGC's SVM members' Formats have one more
                // cell than their blank header), with a warning when the header has text.
                if section == Section::Format && !in_head {
                    let row = src.get(range.clone()).unwrap_or_default();
                    let cells = count_cells(row);
                    let at = lines.line(range.start);
                    if cells < columns {
                        diag.error(
                            at,
                            format!(
                                "Format table row has {cells} cells, the table has {columns} columns: `{}`",
                                clip(row)
                            ),
                        );
                    }
                    body_rows.push((at, cells, clip(row)));
                }
            }
            Event::End(TagEnd::TableRow) => {
                // GFM drops the cells of a row beyond the header's column count; the SVM
                // members' Formats have one more cell than their header. Read them from the
                // source line.
                if let Some(t) = table.as_mut() {
                    let line_start = src[..range.start].rfind('\n').map_or(0, |i| i + 1);
                    let line_end = src[range.start..]
                        .find('\n')
                        .map_or(src.len(), |i| range.start + i);
                    let raw = raw_cells(&src[line_start..line_end]);
                    let got = t.cells.len() - row_start;
                    let line = lines.line(range.start);
                    for extra in raw.into_iter().skip(got) {
                        t.cells.push(Line { text: extra, line });
                    }
                }
            }
            Event::Start(Tag::TableHead) => in_head = true,
            Event::End(TagEnd::TableHead) => in_head = false,
            Event::Start(Tag::TableCell) => cell = Some((range.start, String::new())),
            Event::End(TagEnd::TableCell) => {
                let Some((start, text)) = cell.take() else {
                    continue;
                };
                if in_head {
                    if !text.trim().is_empty() {
                        head_blank = false;
                        diag.unknown(
                            lines.line(start),
                            format!("Format table header cell `{}` is not read", text.trim()),
                        );
                    }
                } else if let Some(t) = table.as_mut() {
                    t.cells.push(Line {
                        text: text.trim().to_owned(),
                        line: lines.line(start),
                    });
                }
            }
            Event::Text(t) | Event::Code(t) | Event::InlineHtml(t) => push_text(
                &mut in_code,
                &mut cell,
                &mut paragraph,
                &mut item_stack,
                &mut item_sink,
                &t,
            ),
            // Block HTML is the copyright comment; inside code or items it is text.
            Event::Html(t) if in_code.is_some() || !item_stack.is_empty() => push_text(
                &mut in_code,
                &mut cell,
                &mut paragraph,
                &mut item_stack,
                &mut item_sink,
                &t,
            ),
            Event::SoftBreak | Event::HardBreak => push_text(
                &mut in_code,
                &mut cell,
                &mut paragraph,
                &mut item_stack,
                &mut item_sink,
                "\n",
            ),
            Event::Start(Tag::Strong) | Event::End(TagEnd::Strong) => push_text(
                &mut in_code,
                &mut cell,
                &mut paragraph,
                &mut item_stack,
                &mut item_sink,
                "**",
            ),
            _ => {}
        }
    }
    close_section(section, src, body_start, src.len(), &mut doc);
    flush_items(section, &mut item_sink, &mut doc, diag);
    doc.grid_tables = grid_tables(src);
    if let Some(c) = pending_conditions.first() {
        diag.error(
            c.line,
            format!("condition `{}` is not followed by a Format table", c.text),
        );
    }
    doc
}

/// The non-blank lines of a paragraph that starts at `line`, trimmed.
fn text_lines(text: &str, line: u32) -> Vec<Line> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| Line {
            text: l.trim().to_owned(),
            line: line + i as u32,
        })
        .collect()
}

/// The Opcode section is one paragraph: `NAME = 0xNN`, or for a member of a sub-opcode family
/// `FAMILY = 0xNN` then `SUB = 0xNN` (IGC's SVM files); its lines are kept together for the
/// lowering to read. A second paragraph is an error.
fn opcode_lines(doc: &mut SpecDoc, lines: Vec<Line>, diag: &mut Diagnostics) {
    let mut lines = lines.into_iter();
    if doc.opcode.is_some() {
        for l in lines {
            diag.error(
                l.line,
                format!(
                    "second line `{}` in the Opcode section, which holds one `NAME = 0xNN` line",
                    clip(&l.text)
                ),
            );
        }
        return;
    }
    if let Some(mut first) = lines.next() {
        for l in lines {
            first.text.push('\n');
            first.text.push_str(&l.text);
        }
        doc.opcode = Some(first);
    }
}

/// Cells of a table row as GitHub markdown splits it: on `|` not escaped by `\`, with the
/// outer pipes optional.
fn count_cells(row: &str) -> usize {
    let row = row.trim();
    let row = row.strip_prefix('|').unwrap_or(row);
    let mut cells = 1;
    let mut escaped = false;
    let mut trailing_pipe = false;
    for c in row.chars() {
        trailing_pipe = false;
        if escaped {
            escaped = false;
        } else if c == '\\' {
            escaped = true;
        } else if c == '|' {
            cells += 1;
            trailing_pipe = true;
        }
    }
    if trailing_pipe {
        cells -= 1;
    }
    cells
}

/// The section headings a spec is made of; one inside a code block means a fence is missing.
const SECTION_TITLES: [&str; 8] = [
    "Opcode",
    "Format",
    "CONDITION",
    "Semantics",
    "Description",
    "Properties",
    "Text",
    "Notes",
];

/// A fenced code block (`block` is its source, starting at byte `start`) that swallows a
/// section heading or runs to the end of its container without a closing fence.
fn check_fence(block: &str, lines: &LineIndex, start: usize, diag: &mut Diagnostics) {
    let open = lines.line(start);
    let first = block.lines().next().unwrap_or_default().trim_start();
    let Some(fence) = first.chars().next().filter(|c| *c == '`' || *c == '~') else {
        return;
    };
    let width = first.chars().take_while(|c| *c == fence).count();
    let body: Vec<&str> = block.lines().skip(1).collect();
    let closed = body.last().is_some_and(|l| {
        let l = l.trim();
        l.chars().all(|c| c == fence) && l.chars().count() >= width
    });
    for (i, l) in body.iter().enumerate() {
        let t = l.trim();
        let title = t.trim_start_matches('#');
        if t.starts_with('#') && title.starts_with(' ') && SECTION_TITLES.contains(&title.trim()) {
            diag.error(
                open + 1 + i as u32,
                format!(
                    "section heading `{t}` is inside the code block opened at line {open}; is a closing fence missing?"
                ),
            );
            return;
        }
    }
    if !closed {
        diag.error(
            open,
            "code fence is never closed; what follows it is read as code",
        );
    }
}

/// The cells of a pipe-table source row, trimmed, with `\|` and `\*` unescaped.
fn raw_cells(line: &str) -> Vec<String> {
    let t = line.trim();
    let t = t.strip_prefix('|').unwrap_or(t);
    let t = t
        .strip_suffix('|')
        .filter(|r| !r.ends_with('\\'))
        .unwrap_or(t);
    let mut cells = vec![String::new()];
    let mut chars = t.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek().is_some_and(|n| n.is_ascii_punctuation()) => {
                if let (Some(s), Some(n)) = (cells.last_mut(), chars.next()) {
                    s.push(n);
                }
            }
            '|' => cells.push(String::new()),
            _ => {
                if let Some(s) = cells.last_mut() {
                    s.push(c);
                }
            }
        }
    }
    cells.into_iter().map(|c| c.trim().to_owned()).collect()
}

/// Finds ASCII grid tables by their `+---` borders; prose, fences and indentation around them
/// do not matter.
fn grid_tables(src: &str) -> Vec<GridTable> {
    let mut tables = Vec::new();
    // A table starts at a border line; without one there is nothing to find (most specs).
    if !src.contains("+-") && !src.contains("+=") {
        return tables;
    }
    let mut current: Option<GridTable> = None;
    for (i, line) in src.lines().enumerate() {
        let t = line.trim();
        if t.starts_with("+-") || t.starts_with("+=") {
            current.get_or_insert_with(GridTable::default);
        } else if t.starts_with('|') && t.contains("+-") {
            // A border under a spanning header cell (`|     +----+----+`).
        } else if t.starts_with('|') && current.is_some() {
            let cells: Vec<String> = t
                .trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_owned())
                .collect();
            if let Some(table) = current.as_mut() {
                table.rows.push((cells, i as u32 + 1));
            }
        } else if let Some(table) = current.take() {
            tables.push(table);
        }
    }
    tables.extend(current);
    tables
}

fn push_text(
    in_code: &mut Option<(usize, String)>,
    cell: &mut Option<(usize, String)>,
    paragraph: &mut Option<(usize, String)>,
    item_stack: &mut [usize],
    item_sink: &mut [Item],
    text: &str,
) {
    if let Some((_, buf)) = in_code.as_mut() {
        buf.push_str(text);
    } else if let Some((_, buf)) = cell.as_mut() {
        buf.push_str(text);
    } else if let Some(&top) = item_stack.last() {
        let item = &mut item_sink[top];
        item.text.push_str(if text == "\n" { " " } else { text });
    } else if let Some((_, buf)) = paragraph.as_mut() {
        buf.push_str(text);
    }
}

fn close_section(section: Section, src: &str, start: usize, end: usize, doc: &mut SpecDoc) {
    let body = src.get(start..end).unwrap_or_default();
    match section {
        Section::Semantics => doc.semantics = dedent(body),
        Section::Notes => doc.notes = dedent(body),
        Section::Examples => doc.examples = dedent(body),

        _ => {}
    }
}

/// Removes code fences, blank edges and the common indentation of a prose section.
pub fn dedent(body: &str) -> String {
    let kept = || {
        body.lines()
            .filter(|l| l.trim() != "```")
            .map(str::trim_end)
    };
    // Lines are right-trimmed: a blank line is an empty one.
    let indent = kept()
        .filter(|l| !l.is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    // Runs of blank lines collapse to one; blank edges go.
    let mut out = String::with_capacity(body.len());
    let mut blank = false;
    for l in kept() {
        let l = l.get(indent..).unwrap_or("");
        if l.is_empty() {
            blank = !out.is_empty();
            continue;
        }
        if !out.is_empty() {
            out.push('\n');
            if blank {
                out.push('\n');
            }
        }
        out.push_str(l);
        blank = false;
    }
    out
}

/// A text on one line, shortened to 60 characters, for a message.
pub(crate) fn clip(text: &str) -> String {
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if one_line.chars().count() > 60 {
        format!("{}…", one_line.chars().take(60).collect::<String>())
    } else {
        one_line
    }
}
