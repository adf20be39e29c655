//! From a [`SpecDoc`] to the typed model: what the prose means.
//!
//! This is where the spec's conventions are understood: `- **Name(type):**` starts a field,
//! `Bit[hi..lo]:` a bitfield, `0b…:` a value; "Must have type …", "Valid values are [a-b]",
//! "reserved. Must be zero" become constraints; the Text line becomes the assembly syntax.
//! Items are placed by what they say, not by their indentation, so flattened scrapes read the
//! same as the clean files.

use crate::diag::Diagnostics;
use crate::markdown::{clip, Item, Line, SpecDoc};
use crate::model::*;

/// What one spec file describes.
#[derive(Debug, Clone)]
pub enum Spec {
    /// An opcode (or a member of a sub-opcode family).
    Opcode(Box<Opcode>),
    /// A sub-opcode family header: its Format ends in a field of type `unknown` ("see each
    /// operation for details").
    Family(Family),
}

/// Builds the model of one opcode. Returns `None` (with errors in `diag`) when the file is not
/// an opcode spec at all, and for a family header (see [`lower_spec`]).
pub fn lower(doc: &SpecDoc, source: &str, diag: &mut Diagnostics) -> Option<Opcode> {
    match lower_spec(doc, source, diag)? {
        Spec::Opcode(op) => Some(*op),
        Spec::Family(_) => None,
    }
}

/// Builds the model of one spec file: an opcode or a sub-opcode family header.
pub fn lower_spec(doc: &SpecDoc, source: &str, diag: &mut Diagnostics) -> Option<Spec> {
    let Some(opcode_line) = &doc.opcode else {
        match doc.opcode_section {
            Some(line) => diag.error(line, "the Opcode section has no `NAME = 0xNN` line"),
            None => diag.error(0, "no `## Opcode` section with `NAME = 0xNN`"),
        }
        return None;
    };
    let lines: Vec<(u32, &str)> = opcode_line
        .text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .enumerate()
        .map(|(i, l)| (opcode_line.line + i as u32, l))
        .collect();
    // `NAME = 0xNN`, or a sub-opcode family member's `FAMILY = 0xNN` then `SUB = 0xNN`.
    let mut parsed: Vec<(String, u8)> = Vec::new();
    for (line, text) in &lines {
        match parse_opcode_line(text) {
            Ok((sub, _)) if parsed.len() == 1 && parsed[0].0 == sub => {
                diag.error(
                    *line,
                    format!(
                        "second line `{}` in the Opcode section, which holds one `NAME = 0xNN` line",
                        clip(text)
                    ),
                );
                return None;
            }
            Ok(_) if parsed.len() == 2 => {
                diag.error(
                    *line,
                    format!(
                        "third line `{}` in the Opcode section, which holds `NAME = 0xNN` (and \
                         `SUB = 0xNN` for a sub-opcode family member)",
                        clip(text)
                    ),
                );
                return None;
            }
            Ok(opcode) => parsed.push(opcode),
            Err(why) => {
                diag.error(*line, why);
                return None;
            }
        }
    }
    if parsed.is_empty() {
        diag.error(
            opcode_line.line,
            "the Opcode section has no `NAME = 0xNN` line",
        );
        return None;
    };
    let (family, value) = parsed[0].clone();
    let sub_opcode = parsed.get(1).map(|(sub, v)| SubOpcode {
        family: family.clone(),
        name: sub.clone(),
        value: *v,
    });
    let name = match &sub_opcode {
        Some(s) => format!("{}_{}", s.family, s.name),
        None => family.clone(),
    };
    if sub_opcode.is_none() {
        if let Some(fam) = read_family(doc, &name, value, source, diag) {
            return Some(Spec::Family(fam));
        }
    }
    let mut fields = read_fields(&doc.items, diag);
    attach_grid_enumerations(doc, &mut fields);
    let tables = read_formats(doc, &family, value, sub_opcode.as_ref(), &fields, diag);
    classify_fields(&mut fields, &tables, diag);
    let variants = build_variants(&tables, &fields, &name, diag);
    // Without any Format table read, every field would be reported absent: the missing table
    // is the error, already reported.
    for field in fields.iter().filter(|_| !tables.is_empty()) {
        if !variants
            .iter()
            .any(|v| v.layout.iter().any(|s| s.field == field.name))
        {
            diag.warning(
                field.line,
                format!(
                    "field `{}` is described but absent from every Format table",
                    field.name
                ),
            );
        }
    }
    let mut op = Opcode {
        name: name.clone(),
        value,
        sub_opcode,
        aliases: Vec::new(),
        source: source.to_owned(),
        semantics: doc.semantics.clone(),
        description: doc.description.clone(),
        fields,
        variants,
        properties: doc
            .properties
            .iter()
            .filter_map(|i| read_property(i, diag))
            .collect(),
        supported_types: Vec::new(),
        saturation: None,
        source_modifier: None,
        type_maps: read_type_maps(&doc.type_map_items, diag),
        examples: doc.examples.clone(),
        text: doc.text.iter().map(|l| l.text.clone()).collect(),
        syntax: Syntax::default(),
        notes: doc.notes.clone(),
        param_table: read_param_tables(doc),
        platform_notes: doc
            .note_items
            .iter()
            .filter_map(|i| match platform_tag(&i.text) {
                (Some(platform), text) => Some(PlatformNote {
                    platform,
                    text: text.to_owned(),
                    line: i.line,
                }),
                (None, _) => None,
            })
            .collect(),
        rules: Vec::new(),
        errata: Vec::new(),
        reader_omissions: Vec::new(),
    };
    read_instruction_properties(&doc.properties, &mut op, diag);
    op.syntax = read_syntax(&doc.text, &mut op, diag);
    op.rules.extend(read_predicate_mode(&op));
    Some(Spec::Opcode(Box::new(op)))
}

/// The predicate mode the Notes state in prose (the logic instructions: "In this mode, all
/// operands must be predicates, and <pred> must be zero"; MOV: "If <src0> is a predicate
/// operand, <exec_size> must be one … Neither predication nor saturation is supported").
fn read_predicate_mode(op: &Opcode) -> Option<Rule> {
    let notes = normalize_space(&op.notes).to_ascii_lowercase();
    let vector_predicates = || {
        op.fields
            .iter()
            .filter(|f| {
                f.role == Role::Vector && f.constraints.classes.contains(&OperandClass::Predicate)
            })
            .map(|f| f.name.clone())
            .collect::<Vec<_>>()
    };
    if notes.contains("all operands must be predicates") && notes.contains("<pred> must be zero") {
        let operands: Vec<String> = op
            .fields
            .iter()
            .filter(|f| f.role == Role::Vector)
            .map(|f| f.name.clone())
            .collect();
        return Some(Rule::PredicateMode {
            operands,
            exec_size: None,
            source: "Notes".to_owned(),
        });
    }
    let flag_copy = "is a predicate operand, <exec_size> must be one";
    if notes.contains(flag_copy) && notes.contains("neither predication nor saturation") {
        let operands: Vec<String> = vector_predicates()
            .into_iter()
            .filter(|name| {
                notes.contains(&format!("if <{}> {flag_copy}", name.to_ascii_lowercase()))
            })
            .collect();
        if !operands.is_empty() {
            return Some(Rule::PredicateMode {
                operands,
                exec_size: Some(1),
                source: "Notes".to_owned(),
            });
        }
    }
    None
}

/// A family header: a field list whose last field has type `unknown`, the Format naming the
/// selector field and then that field.
fn read_family(
    doc: &SpecDoc,
    name: &str,
    value: u8,
    source: &str,
    diag: &mut Diagnostics,
) -> Option<Family> {
    let heads: Vec<(&str, &str, u32)> = doc
        .items
        .iter()
        .filter_map(|i| parse_field_head(&i.text).map(|(n, t, _)| (n, t, i.line)))
        .collect();
    let (rest, _, _) = heads.iter().find(|(_, t, _)| *t == "unknown")?;
    let [(selector, sel_ty, line), (last, _, _)] = heads.as_slice() else {
        diag.error(
            0,
            "a field of type `unknown` (a sub-opcode family header) must follow exactly one \
             selector field",
        );
        return None;
    };
    if last != rest || FieldType::from_doc(sel_ty) != Some(FieldType::Ub) {
        diag.error(
            *line,
            format!("family header: `{selector}` must be a `ub` sub-opcode followed by `{rest}(unknown)`"),
        );
        return None;
    }
    let cells: Vec<&str> = doc
        .formats
        .iter()
        .flat_map(|t| t.cells.iter().map(|c| c.text.as_str()))
        .filter(|c| !c.is_empty())
        .collect();
    let expected = format!("{value:#04x}({name})");
    if doc.formats.len() != 1
        || cells.len() != 3
        || !cells[0].eq_ignore_ascii_case(&expected)
        || cells[1] != *selector
        || cells[2] != *rest
    {
        diag.error(
            doc.formats.first().map_or(0, |t| t.line),
            format!("family header Format must be `{expected} | {selector} | {rest}`"),
        );
        return None;
    }
    Some(Family {
        name: name.to_owned(),
        value,
        selector: (*selector).to_owned(),
        description: doc.description.clone(),
        source: source.to_owned(),
    })
}

fn parse_opcode_line(text: &str) -> Result<(String, u8), String> {
    let unreadable = || format!("cannot read opcode line `{text}`; expected `NAME = 0xNN`");
    let (name, written) = text.split_once('=').ok_or_else(unreadable)?;
    let (name, written) = (name.trim(), written.trim());
    let value = parse_int(written).ok_or_else(unreadable)?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(unreadable());
    }
    let value = u8::try_from(value).map_err(|_| {
        format!("opcode value `{written}` of `{name}` does not fit in a byte (0x00..=0xff)")
    })?;
    Ok((name.to_owned(), value))
}

/// `0b…`, `0x…` or decimal, optionally negative.
pub(crate) fn parse_int(text: &str) -> Option<i64> {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let digits: std::borrow::Cow<str> = if digits.contains('_') {
        digits.replace('_', "").into()
    } else {
        digits.into()
    };
    let v = if let Some(b) = digits
        .strip_prefix("0b")
        .or_else(|| digits.strip_prefix("0B"))
    {
        i64::from_str_radix(b, 2).ok()?
    } else if let Some(h) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        i64::from_str_radix(h, 16).ok()?
    } else if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
        digits.parse().ok()?
    } else {
        return None;
    };
    Some(if neg { -v } else { v })
}

/// Splits a leading `{PLATFORM}` tag off.
fn platform_tag(text: &str) -> (Option<String>, &str) {
    let t = text.trim_start();
    if let Some(rest) = t.strip_prefix("**{") {
        if let Some((tag, rest)) = rest.split_once("}**") {
            return (Some(tag.trim().to_owned()), rest.trim_start());
        }
    }
    if let Some(rest) = t.strip_prefix('{') {
        if let Some((tag, rest)) = rest.split_once('}') {
            return (Some(tag.trim().to_owned()), rest.trim_start());
        }
    }
    (None, t)
}

/// `**Name(type):** rest` → (name, type, rest).
fn parse_field_head(text: &str) -> Option<(&str, &str, &str)> {
    let rest = text
        .trim_start()
        .strip_prefix("- ")
        .unwrap_or(text.trim_start())
        .trim_start();
    let rest = rest.strip_prefix("**")?;
    let (head, tail) = rest.split_once("**")?;
    let head = head.trim().strip_suffix(':')?.trim();
    let (name, ty) = head.split_once('(')?;
    let ty = ty.strip_suffix(')')?;
    let name = name.trim();
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    Some((name, ty.trim(), tail.trim()))
}

/// `Bit[hi..lo]: rest` or `Bit[n]: rest` → (hi, lo, rest).
fn parse_bit_head(text: &str) -> Option<(u8, u8, &str)> {
    let rest = text.strip_prefix("Bit[")?;
    let (range, rest) = rest.split_once(']')?;
    let rest = rest.trim_start().strip_prefix(':')?.trim();
    let (hi, lo) = match range.split_once("..") {
        Some((hi, lo)) => (hi.trim().parse().ok()?, lo.trim().parse().ok()?),
        None => {
            let n = range.trim().parse().ok()?;
            (n, n)
        }
    };
    Some((hi, lo, rest))
}

/// `0b…:` or `0x…:` (a code that may be misspelt, e.g. `0b2:`), as opposed to prose.
fn looks_like_value(text: &str) -> bool {
    let Some((code, _)) = text.split_once(':') else {
        return false;
    };
    let code = code.trim();
    (code.starts_with("0b") || code.starts_with("0x")) && !code.contains(char::is_whitespace)
}

/// `0b0011:  rest` → (code, rest).
fn parse_value_head(text: &str) -> Option<(u64, &str)> {
    let (code, rest) = text.split_once(':')?;
    let code = parse_int(code.trim())?;
    Some((u64::try_from(code).ok()?, rest.trim()))
}

fn read_fields(items: &[Item], diag: &mut Diagnostics) -> Vec<Field> {
    let mut fields: Vec<Field> = Vec::new();
    for item in items {
        place_item(&item.text, item.line, &mut fields, diag);
        for code in &item.code {
            place_code_line(code, &mut fields, diag);
        }
        if let Some(values) = table_values(&item.code) {
            if let Some(b) = fields.last_mut().and_then(value_target) {
                if b.values.is_empty() {
                    b.values = values;
                }
            }
        }
    }
    for field in &mut fields {
        field.description = normalize_space(&field.description);
        field.destination = names_a_destination(&field.name, &field.description);
        for b in &mut field.bitfields {
            b.description = normalize_space(&b.description);
        }
    }
    fields
}

/// Whether a field is one the instruction writes: the docs name destinations `Dst…` or
/// `PredDst` and describe them as "The destination operand" / "The predicate destination
/// operand". (Second destinations with other names, like ADDC's Carry, come from errata.)
fn names_a_destination(name: &str, description: &str) -> bool {
    let name = name.to_ascii_lowercase();
    let description = description.to_ascii_lowercase();
    name.starts_with("dst")
        || name.starts_with("preddst")
        || description.starts_with("the destination")
        || description.starts_with("the predicate destination")
}

fn place_item(text: &str, line: u32, fields: &mut Vec<Field>, diag: &mut Diagnostics) {
    let text = text.trim();
    if let Some((name, ty, rest)) = parse_field_head(text) {
        let Some(ty) = FieldType::from_doc(ty) else {
            diag.error(
                line,
                format!("unknown field type `{ty}` for field `{name}`"),
            );
            return;
        };
        if fields.iter().any(|f| f.name == name) {
            diag.error(line, format!("field `{name}` is described twice"));
            return;
        }
        fields.push(Field {
            name: name.to_owned(),
            ty,
            documented_type: None,
            role: Role::Value,
            description: rest.to_owned(),
            line,
            constraints: Constraints::default(),
            bitfields: Vec::new(),
            destination: false,
        });
        return;
    }
    let (platform, body) = platform_tag(text);
    if body.starts_with("Bit[") && parse_bit_head(body).is_none() {
        diag.error(
            line,
            format!(
                "cannot read bitfield `{}`; expected `Bit[hi..lo]: …` or `Bit[n]: …`",
                clip(body)
            ),
        );
        return;
    }
    if looks_like_value(body) && parse_value_head(body).is_none() {
        diag.error(
            line,
            format!(
                "cannot read enumerated value `{}`; expected `0b…: name` or `0x…: name`",
                clip(body)
            ),
        );
        return;
    }
    if let Some((hi, lo, rest)) = parse_bit_head(body) {
        let Some(field) = fields.last_mut() else {
            diag.error(line, "bitfield before any field description");
            return;
        };
        if hi < lo {
            diag.error(
                line,
                format!("bitfield Bit[{hi}..{lo}] has its high bit below its low bit"),
            );
            return;
        }
        field.bitfields.push(Bitfield {
            name: String::new(),
            hi,
            lo,
            documented_bits: None,
            kind: BitfieldKind::Unsigned,
            description: rest.to_owned(),
            platform,
            range: None,
            values: Vec::new(),
            line,
        });
        return;
    }
    if let Some((code, rest)) = parse_value_head(body) {
        let Some(field) = fields.last_mut() else {
            diag.error(
                line,
                format!("enumerated value `{text}` outside any bitfield (before any field)"),
            );
            return;
        };
        let Some(bitfield) = value_target(field) else {
            diag.error(
                line,
                format!(
                    "enumerated value `{text}` under operand field `{}`",
                    field.name
                ),
            );
            return;
        };
        let (name, description) = split_value_name(rest);
        if name.is_empty() {
            diag.error(line, format!("enumerated value `{text}` has no name"));
            return;
        }
        bitfield.values.push(EnumValue {
            lanes: lanes_of(&name),
            asm: asm_spelling(&description),
            name,
            code,
            documented_code: None,
            description,
            platform,
            documented: true,
            line,
        });
        return;
    }
    match fields.last_mut() {
        Some(field) => {
            // Prose nested under a field (a sub-list of remarks): part of its description.
            let target = match field.bitfields.last_mut() {
                Some(b) => &mut b.description,
                None => &mut field.description,
            };
            target.push(' ');
            target.push_str(text);
        }
        None => diag.unknown(
            line,
            format!("list item before any field description is not read: `{text}`"),
        ),
    }
}

/// The bitfield a value listed under `field` belongs to: its last bitfield or, for a field
/// without `Bit[..]` groups (`Valid values are: 0: invalid, 1: flat, …`, or a table of codes),
/// one bitfield spanning the whole field, named after it. `None` for operand fields.
fn value_target(field: &mut Field) -> Option<&mut Bitfield> {
    if field.bitfields.is_empty() {
        let whole = Bitfield::whole_field_enum(field)?;
        field.bitfields.push(whole);
    }
    field.bitfields.last_mut()
}

/// A table in a field's code block (a markdown pipe table or an RST simple table) whose
/// column of codes (`Value`, `SubOp`, `Encoding`: every cell an integer) enumerates the field:
/// one value per row, named by its `Symbol` column (else `Name`/`Meaning`, else the first other
/// column); the remaining cells describe it. Tables without a code column stay prose.
fn table_values(code: &[Line]) -> Option<Vec<EnumValue>> {
    let mut rows: Vec<(Vec<String>, u32)> = Vec::new();
    let pipe: Vec<&Line> = code.iter().filter(|l| l.text.starts_with('|')).collect();
    if pipe.len() >= 3 {
        for l in pipe {
            let cells: Vec<String> = l
                .text
                .trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_owned())
                .collect();
            if cells
                .iter()
                .all(|c| c.chars().all(|ch| ch == '-' || ch == ':'))
            {
                continue;
            }
            rows.push((cells, l.line));
        }
    } else {
        // RST simple table: `====  ====` borders; columns start where the border's runs do.
        let borders: Vec<usize> = code
            .iter()
            .enumerate()
            .filter(|(_, l)| {
                l.text.starts_with("==") && l.text.chars().all(|c| c == '=' || c == ' ')
            })
            .map(|(i, _)| i)
            .collect();
        if borders.len() < 3 {
            return None;
        }
        let border = &code[borders[0]].text;
        let mut starts = Vec::new();
        let mut prev = ' ';
        for (i, c) in border.char_indices() {
            if c == '=' && prev == ' ' {
                starts.push(i);
            }
            prev = c;
        }
        for l in &code[borders[0] + 1..borders[borders.len() - 1]] {
            if l.text.starts_with("==") {
                continue;
            }
            let cells: Vec<String> = starts
                .iter()
                .enumerate()
                .map(|(k, &st)| {
                    let end = starts.get(k + 1).copied().unwrap_or(l.text.len());
                    let end = if k + 1 == starts.len() {
                        l.text.len()
                    } else {
                        end
                    };
                    l.text
                        .get(st.min(l.text.len())..end.min(l.text.len()))
                        .unwrap_or("")
                        .trim()
                        .to_owned()
                })
                .collect();
            rows.push((cells, l.line));
        }
    }
    let (header, body) = rows.split_first()?;
    if body.is_empty() {
        return None;
    }
    let cell = |row: &[String], i: usize| {
        row.get(i)
            .map(|c| c.trim_matches('`').trim().to_owned())
            .unwrap_or_default()
    };
    let code_col = (0..header.0.len()).find(|&i| {
        body.iter()
            .all(|(r, _)| parse_int(&cell(r, i)).is_some_and(|v| v >= 0))
    })?;
    let find = |names: &[&str]| {
        (0..header.0.len())
            .find(|&i| i != code_col && names.iter().any(|n| header.0[i].eq_ignore_ascii_case(n)))
    };
    let name_col = find(&["Symbol"])
        .or_else(|| find(&["Name", "Meaning"]))
        .or_else(|| (0..header.0.len()).find(|&i| i != code_col))?;
    let mut values = Vec::new();
    for (r, line) in body {
        let name = cell(r, name_col).trim_start_matches('.').to_owned();
        if name.is_empty() {
            return None;
        }
        let description = (0..r.len())
            .filter(|&i| i != code_col && i != name_col)
            .filter(|&i| !cell(r, i).is_empty())
            .map(|i| {
                format!(
                    "{}: {}",
                    header.0.get(i).map_or("", |h| h.as_str()),
                    cell(r, i)
                )
            })
            .collect::<Vec<_>>()
            .join("; ");
        values.push(EnumValue {
            lanes: None,
            asm: None,
            code: u64::try_from(parse_int(&cell(r, code_col))?).ok()?,
            name,
            documented_code: None,
            description,
            platform: None,
            documented: true,
            line: *line,
        });
    }
    Some(values)
}

/// A field described as "shown in the table above" (DPAS `W`, `A`: precisions) without values
/// of its own takes the enumeration of the last grid table before it that has a code column
/// (`Binary Format`), named by its `Text` column (else its first).
fn attach_grid_enumerations(doc: &SpecDoc, fields: &mut [Field]) {
    for field in fields.iter_mut() {
        if !field
            .description
            .to_ascii_lowercase()
            .contains("table above")
            || field.bitfields.iter().any(|b| !b.values.is_empty())
        {
            continue;
        }
        let values = doc
            .grid_tables
            .iter()
            .filter(|t| t.rows.first().is_some_and(|(_, l)| *l < field.line))
            .filter_map(grid_values)
            .next_back();
        if let Some(values) = values {
            if let Some(b) = value_target(field) {
                b.values = values;
            }
        }
    }
}

/// The enumeration of a grid table: header rows until the first row whose code column holds
/// an integer; every later row a value.
fn grid_values(table: &crate::markdown::GridTable) -> Option<Vec<EnumValue>> {
    let rows = &table.rows;
    let width = rows.iter().map(|(c, _)| c.len()).max()?;
    for code_col in 0..width {
        let Some(first_body) = rows
            .iter()
            .position(|(c, _)| c.get(code_col).is_some_and(|x| parse_int(x).is_some()))
        else {
            continue;
        };
        if first_body == 0 {
            continue;
        }
        let (head, body) = rows.split_at(first_body);
        if body.len() < 3
            || !body.iter().all(|(c, _)| {
                c.get(code_col)
                    .is_some_and(|x| parse_int(x).is_some_and(|v| v >= 0))
            })
        {
            continue;
        }
        let header = |i: usize| {
            head.iter()
                .filter_map(|(c, _)| c.get(i).map(String::as_str))
                .collect::<Vec<_>>()
                .join(" ")
                .trim()
                .to_owned()
        };
        let name_col = (0..width)
            .find(|&i| i != code_col && header(i).to_ascii_lowercase().starts_with("text"));
        let mut values = Vec::new();
        for (cells, line) in body {
            let cell = |i: usize| cells.get(i).map_or("", |c| c.trim());
            let name = name_col
                .map(cell)
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| cell(0));
            let description = (0..width)
                .filter(|&i| i != code_col && Some(i) != name_col && !cell(i).is_empty())
                .map(|i| format!("{}: {}", header(i), cell(i)))
                .collect::<Vec<_>>()
                .join("; ");
            values.push(EnumValue {
                name: name.to_owned(),
                code: u64::try_from(parse_int(cell(code_col))?).ok()?,
                documented_code: None,
                asm: None,
                lanes: None,
                description,
                platform: None,
                documented: true,
                line: *line,
            });
        }
        return Some(values);
    }
    None
}

/// Code blocks inside field items hold remarks, ASCII tables, excluded values (`- T0 (SLM): no`)
/// and, in some revisions, a mis-indented field description that markdown swallowed.
fn place_code_line(code: &Line, fields: &mut Vec<Field>, diag: &mut Diagnostics) {
    if parse_field_head(&code.text).is_some() {
        place_item(code.text.trim_start_matches("- "), code.line, fields, diag);
        return;
    }
    let Some(field) = fields.last_mut() else {
        return;
    };
    if let Some((value, reason)) = parse_excluded(&code.text) {
        field
            .constraints
            .excluded
            .push(ExcludedValue { value, reason });
        return;
    }
    let target = match field.bitfields.last_mut() {
        Some(b) => &mut b.description,
        None => &mut field.description,
    };
    target.push('\n');
    target.push_str(&code.text);
}

/// `- T0 (SLM): no` → (0, "SLM").
fn parse_excluded(text: &str) -> Option<(u32, String)> {
    let rest = text.strip_prefix("- ")?.trim();
    let (head, verdict) = rest.rsplit_once(':')?;
    if !verdict.trim().eq_ignore_ascii_case("no") {
        return None;
    }
    let head = head.trim();
    let (id, reason) = match head.split_once(' ') {
        Some((id, reason)) => (
            id,
            reason.trim().trim_start_matches('(').trim_end_matches(')'),
        ),
        None => (head, ""),
    };
    let n = id.strip_prefix('T')?.parse().ok()?;
    Some((n, reason.to_owned()))
}

fn split_value_name(rest: &str) -> (String, String) {
    let rest = rest.trim();
    if let Some(quoted) = rest.strip_prefix('"') {
        if let Some((name, tail)) = quoted.split_once('"') {
            return (
                name.to_owned(),
                tail.trim_start_matches(['.', ' ']).trim().to_owned(),
            );
        }
    }
    if lanes_of(rest).is_some() {
        return (rest.to_owned(), String::new());
    }
    // `1 element (scalar)`: the lane count, then a remark.
    if let Some(open) = rest.find('(') {
        let (head, tail) = rest.split_at(open);
        if lanes_of(head).is_some() {
            return (
                head.trim().to_owned(),
                tail.trim()
                    .trim_start_matches('(')
                    .trim_end_matches(')')
                    .trim()
                    .to_owned(),
            );
        }
    }
    match rest.split_once(char::is_whitespace) {
        Some((name, tail)) => (
            name.trim_end_matches(['.', ',']).to_owned(),
            tail.trim().to_owned(),
        ),
        None => (rest.trim_end_matches(['.', ',']).to_owned(), String::new()),
    }
}

/// `(.df)` after a value's name: the assembly suffix it is written as.
fn asm_spelling(description: &str) -> Option<String> {
    let inner = description.trim().strip_prefix("(.")?.strip_suffix(')')?;
    (!inner.is_empty() && inner.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        .then(|| inner.to_owned())
}

/// `8 elements` → 8.
fn lanes_of(text: &str) -> Option<u8> {
    let (n, unit) = text.trim().split_once(' ')?;
    if unit.trim() != "elements" && unit.trim() != "element" {
        return None;
    }
    n.parse().ok()
}

/// Each line's words joined by one space, the lines by `\n`, blank edges trimmed. One pass
/// into one buffer (it runs on every field and bitfield description).
fn normalize_space(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.lines().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        for (j, word) in line.split_whitespace().enumerate() {
            if j > 0 {
                out.push(' ');
            }
            out.push_str(word);
        }
    }
    // Words hold no whitespace: only the separators can sit at the edges.
    out.truncate(out.trim_end().len());
    let lead = out.len() - out.trim_start().len();
    out.drain(..lead);
    out
}

/// A Format table, read.
struct Table {
    condition: Option<(String, String, Vec<String>, u32)>,
    slots: Vec<Slot>,
    line: u32,
}

fn read_formats(
    doc: &SpecDoc,
    name: &str,
    value: u8,
    sub_opcode: Option<&SubOpcode>,
    fields: &[Field],
    diag: &mut Diagnostics,
) -> Vec<Table> {
    let mut tables = Vec::new();
    if doc.formats.is_empty() {
        match doc.format_heading {
            // An empty `## Format`: the opcode byte alone (BARRIER).
            Some(line) if fields.is_empty() => tables.push(Table {
                condition: None,
                slots: Vec::new(),
                line,
            }),
            Some(line) => diag.error(line, "empty Format section, but fields are described"),
            None => diag.error(0, "no Format table"),
        }
    }
    if let (true, Some(t)) = (fields.is_empty(), doc.formats.first()) {
        // One error, not one per cell: the field list is missing (or was swallowed).
        diag.error(
            t.line,
            "the Format table names fields, but no field is described \
             (`- **Name(type):** …` items under `## Description`)",
        );
        return tables;
    }
    for t in &doc.formats {
        let Some((first, rest)) = t.cells.split_first() else {
            diag.error(t.line, "empty Format table");
            continue;
        };
        let expected = format!("{value:#04x}({name})");
        if !first.text.eq_ignore_ascii_case(&expected) {
            diag.error(
                first.line,
                format!(
                    "Format table starts with `{}`, expected `{expected}`",
                    first.text
                ),
            );
        }
        let condition = match &t.condition {
            None => None,
            Some(c) => match parse_condition(&c.text) {
                Some((f, b, values)) => Some((f, b, values, c.line)),
                None => {
                    diag.error(
                        c.line,
                        format!(
                            "cannot read condition `{}`; expected `Field.bitfield=a, b`",
                            c.text
                        ),
                    );
                    continue;
                }
            },
        };
        let mut rest = rest;
        if let Some(sub) = sub_opcode {
            let expected = format!("{:#04x}({})", sub.value, sub.name);
            match rest.iter().position(|c| !c.text.is_empty()) {
                Some(i) if rest[i].text.eq_ignore_ascii_case(&expected) => rest = &rest[i + 1..],
                i => diag.error(
                    i.map_or(first.line, |i| rest[i].line),
                    format!("a family member's Format continues with `{expected}`"),
                ),
            }
        }
        let mut slots = Vec::new();
        for cell in rest.iter().filter(|c| !c.text.is_empty()) {
            let (field, optional) = match cell.text.strip_suffix('*') {
                Some(f) => (f.trim(), true),
                None => (cell.text.as_str(), false),
            };
            if !fields.iter().any(|f| f.name == field) {
                diag.error(
                    cell.line,
                    format!("Format names `{field}`, which has no field description"),
                );
                continue;
            }
            if slots.iter().any(|s: &Slot| s.field == field) {
                diag.error(cell.line, format!("Format names `{field}` twice"));
                continue;
            }
            slots.push(Slot {
                field: field.to_owned(),
                optional,
            });
        }
        tables.push(Table {
            condition,
            slots,
            line: t.line,
        });
    }
    tables
}

fn parse_condition(text: &str) -> Option<(String, String, Vec<String>)> {
    let (key, values) = text.split_once('=')?;
    // `LscSubOp=…`: the whole field selects (its bitfield is named after it).
    let (field, bitfield) = match key.trim().split_once('.') {
        Some((f, b)) => (f.to_owned(), b.to_owned()),
        None => (key.trim().to_owned(), crate::names::snake_case(key.trim())),
    };
    if field.is_empty() || !field.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let values: Vec<String> = values
        .split(',')
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
        .collect();
    if values.is_empty() {
        return None;
    }
    Some((field.trim().to_owned(), bitfield.trim().to_owned(), values))
}

fn classify_fields(fields: &mut [Field], tables: &[Table], diag: &mut Diagnostics) {
    let selectors: Vec<(&str, &str)> = tables
        .iter()
        .filter_map(|t| {
            t.condition
                .as_ref()
                .map(|(f, b, _, _)| (f.as_str(), b.as_str()))
        })
        .collect();
    for field in fields.iter_mut() {
        let lower = field.description.to_ascii_lowercase();
        // "Index of the surface variable", or "The index of …" (VME_IDM, VME_SIC).
        let index_of = lower.strip_prefix("the ").unwrap_or(&lower);
        field.role = match field.ty {
            FieldType::RawOperand => Role::Raw,
            FieldType::VecOperand | FieldType::Scalar => Role::Vector,
            _ if field.name == "Exec_size" => Role::ExecSize,
            _ if field.name == "Pred" => Role::Predicate,
            _ if selectors.iter().any(|(f, _)| *f == field.name) => Role::SubOp,
            _ if index_of.starts_with("index of the sampler") => Role::Sampler,
            _ if index_of.starts_with("index of the surface") => Role::Surface,
            _ if lower.contains("number of additional parameters") => Role::ParamCount,
            _ if lower.starts_with("index of the label variable") => Role::Label,
            _ if lower.contains("string_pool") || lower.starts_with("index to the string") => {
                Role::Name
            }
            _ if !field.bitfields.is_empty() => Role::Bits,
            _ => Role::Value,
        };
        read_constraints(field, diag);
        let selector = selectors
            .iter()
            .find(|(f, _)| *f == field.name)
            .map(|(_, b)| *b);
        for b in &mut field.bitfields {
            classify_bitfield(b, &field.name, field.role, selector, diag);
        }
        let mut seen = std::collections::BTreeSet::new();
        for b in &field.bitfields {
            if !seen.insert(b.name.clone()) {
                diag.error(
                    b.line,
                    format!(
                        "field `{}` has two bitfields named `{}`",
                        field.name, b.name
                    ),
                );
            }
        }
    }
}

fn read_constraints(field: &mut Field, diag: &mut Diagnostics) {
    let text = field.description.clone();
    if let Some(types) = find_type_list(&text) {
        for t in &types {
            if !is_visa_type(t) {
                diag.error(
                    field.line,
                    format!("field `{}` allows unknown type `{t}`", field.name),
                );
            }
        }
        field.constraints.types = types;
    }
    let owner = format!("`{}`", field.name);
    if let Some(range) = read_range(&text, field.line, &owner, diag) {
        field.constraints.range = Some(range);
    } else if let Some((min, bound)) = find_symbolic_bound(&text) {
        let max = field.ty.bits().map_or(i64::MAX, |b| (1i64 << b) - 1);
        field.constraints.range = Some(Range { min, max });
        field.constraints.max_of = Some(bound);
    }
    // "Must have 128 elements": the operand's variable has exactly that many elements.
    let lower = text.to_ascii_lowercase();
    // "It must be a block label", "… a function label", "… a subroutine label".
    if field.role == Role::Label {
        field.constraints.label = if lower.contains("must be a block label") {
            Some(LabelClass::Block)
        } else if lower.contains("must be a function label")
            || lower.contains("must be a subroutine label")
        {
            Some(LabelClass::Subroutine)
        } else {
            None
        };
    }
    if let Some(pos) = lower.find("must have ") {
        let mut words = lower[pos + "must have ".len()..].split_whitespace();
        if let (Some(n), Some(unit)) = (words.next(), words.next()) {
            if unit.trim_end_matches(['.', ',']) == "elements" {
                field.constraints.elements = n.parse().ok();
            }
        }
    }
    if let Some(pos) = lower
        .rfind("must have ")
        .filter(|_| field.constraints.elements.is_none())
    {
        let mut words = lower[pos + "must have ".len()..].split_whitespace();
        if let (Some(n), Some(unit)) = (words.next(), words.next()) {
            if unit.trim_end_matches(['.', ',']) == "elements" {
                field.constraints.elements = n.parse().ok();
            }
        }
    }
    if let Some((classes, bits, unknown)) = find_operand_classes(&text) {
        for c in unknown {
            diag.unknown(
                field.line,
                format!("unknown operand class `{c}` for field `{}`", field.name),
            );
        }
        if !matches!(field.ty, FieldType::VecOperand | FieldType::Scalar) {
            diag.warning(
                field.line,
                format!(
                    "operand classes given for `{}`, which is not a vector operand",
                    field.name
                ),
            );
        }
        field.constraints.classes = classes;
        field.constraints.immediate_bits = bits;
    }
}

const VISA_TYPES: [&str; 16] = [
    "UD", "D", "UW", "W", "UB", "B", "DF", "F", "V", "VF", "BOOL", "UQ", "UV", "Q", "HF", "BF",
];

/// True for a vISA type name, upper case (`UD`).
pub fn is_visa_type(t: &str) -> bool {
    VISA_TYPES.contains(&t)
}

/// "Must have type HF,F,…", "Restriction: type UD", "must have one of UD, D, F type". Every
/// statement counts ("for IMIN and IMAX it must have type D, for all other operations it must
/// have type UD" allows D and UD); each list is the run of vISA type names after its marker.
fn find_type_list(text: &str) -> Option<Vec<String>> {
    let lower = text.to_ascii_lowercase();
    let mut found: Vec<(usize, Vec<String>)> = Vec::new();
    for marker in ["must have type", "restriction: type", "must have one of"] {
        for (pos, _) in lower.match_indices(marker) {
            let tail = &text[pos + marker.len()..];
            let tail = tail.split(['.', '\n']).next().unwrap_or_default();
            let types: Vec<String> = tail
                .split([',', ' '])
                .map(str::trim)
                .filter(|t| !t.is_empty() && *t != "or" && *t != "and")
                .take_while(|t| is_visa_type(t))
                .map(str::to_owned)
                .collect();
            if !types.is_empty() {
                found.push((pos, types));
            }
        }
    }
    if !found.is_empty() {
        found.sort_by_key(|(pos, _)| *pos);
        let mut types: Vec<String> = Vec::new();
        for t in found.into_iter().flat_map(|(_, t)| t) {
            if !types.contains(&t) {
                types.push(t);
            }
        }
        return Some(types);
    }
    // "A UW representing …": a scalar that packs an immediate of that type.
    let mut words = text.split_whitespace();
    if let (Some("A" | "An"), Some(ty), Some("representing")) =
        (words.next(), words.next(), words.next())
    {
        if is_visa_type(ty) {
            return Some(vec![ty.to_owned()]);
        }
    }
    None
}

/// "Valid values are [1-15]", "[-8-7]", "[a..b]", "[a, b]", or "[a], [b]" (a range whose dash
/// the doc conversion lost: MEDIA_ST block width 1 to 64 bytes); `owner` names the field in
/// messages. "Valid values are:" followed by prose or a list is not a range, nor is a bound
/// that is a property of the kernel (`[0-sizeof(%arg)]`, see [`find_symbolic_bound`]). Other
/// brackets that do not hold a range are reported (a warning: the range is not enforced), and
/// so is a range whose min is above its max (an error).
fn read_range(text: &str, line: u32, owner: &str, diag: &mut Diagnostics) -> Option<Range> {
    const MARKER: &str = "valid values are";
    let pos = text.to_ascii_lowercase().find(MARKER)?;
    let written = text[pos + MARKER.len()..].trim_start();
    if !written.starts_with('[') || find_symbolic_bound(text).is_some() {
        return None;
    }
    match range_bounds(written) {
        Some((min, max)) if min <= max => Some(Range { min, max }),
        Some((min, max)) => {
            let inner = written[1..]
                .split_once(']')
                .map_or(&written[1..], |(i, _)| i);
            diag.error(
                line,
                format!(
                    "range `[{}]` of {owner} is empty: {min} is above {max}",
                    inner.trim()
                ),
            );
            None
        }
        None => {
            diag.warning(
                line,
                format!(
                    "cannot read `{}` of {owner} as a range `[min-max]`; it is not enforced",
                    clip(
                        written
                            .lines()
                            .next()
                            .unwrap_or_default()
                            .trim_end_matches('.')
                    )
                ),
            );
            None
        }
    }
}

/// The bounds of `[a-b]`, `[a..b]`, `[a, b]` or `[a], [b]` at the start of `tail`.
fn range_bounds(tail: &str) -> Option<(i64, i64)> {
    let close = tail.find(']')?;
    let inner = tail[1..close].trim();
    if let Some((a, b)) = inner.split_once("..") {
        return Some((parse_int(a.trim())?, parse_int(b.trim())?));
    }
    if let Some((a, b)) = inner.split_once(',') {
        return Some((parse_int(a.trim())?, parse_int(b.trim())?));
    }
    // The separator is the first '-' that is not a sign.
    if let Some(sep) = inner
        .char_indices()
        .skip(1)
        .find(|&(_, c)| c == '-')
        .map(|(i, _)| i)
    {
        return Some((
            parse_int(inner[..sep].trim())?,
            parse_int(inner[sep + 1..].trim())?,
        ));
    }
    // `[a], [b]`: a second bracketed bound right after the first.
    let min = parse_int(inner)?;
    let rest = tail[close + 1..]
        .trim_start()
        .strip_prefix(',')?
        .trim_start();
    let (b, _) = rest.strip_prefix('[')?.split_once(']')?;
    Some((min, parse_int(b.trim())?))
}

/// "Valid values are [0-sizeof(%arg)]": a bound that is a property of the kernel (`%arg`).
fn find_symbolic_bound(text: &str) -> Option<(i64, String)> {
    let pos = text.to_ascii_lowercase().find("valid values are")?;
    let tail = &text[pos..];
    let open = tail.find('[')?;
    let close = tail[open..].find(']')? + open;
    let (min, max) = tail[open + 1..close].split_once('-')?;
    let max = max.trim().strip_prefix("sizeof(")?.strip_suffix(')')?;
    (max.starts_with('%') && max.len() > 1)
        .then(|| (parse_int(min.trim()).unwrap_or(0), max.to_owned()))
}

/// "Operand class: general,indirect,immediate16" → the classes, and 16 when immediates are
/// limited to 16 bits.
fn find_operand_classes(text: &str) -> Option<(Vec<OperandClass>, Option<u8>, Vec<String>)> {
    let pos = text.find("Operand class:")?;
    let list = text[pos + "Operand class:".len()..]
        .split(['.', '\n'])
        .next()
        .unwrap_or_default();
    let mut classes = Vec::new();
    let mut bits = None;
    let mut unknown = Vec::new();
    for c in list
        .split([',', ' '])
        .map(str::trim)
        .filter(|c| !c.is_empty())
    {
        let class = match c {
            "general" => OperandClass::General,
            "address" => OperandClass::Address,
            "predicate" => OperandClass::Predicate,
            "indirect" => OperandClass::Indirect,
            "immediate" => OperandClass::Immediate,
            "immediate16" => {
                bits = Some(16);
                OperandClass::Immediate
            }
            "state" => OperandClass::State,
            _ => {
                unknown.push(c.to_owned());
                continue;
            }
        };
        if !classes.contains(&class) {
            classes.push(class);
        }
    }
    classes.sort();
    Some((classes, bits, unknown))
}

fn classify_bitfield(
    b: &mut Bitfield,
    field: &str,
    role: Role,
    selector: Option<&str>,
    diag: &mut Diagnostics,
) {
    let lower = b.description.to_ascii_lowercase();
    let owner = format!("`{field}` Bit[{}..{}]", b.hi, b.lo);
    b.range = read_range(&b.description, b.line, &owner, diag);
    let preset = !b.name.is_empty();
    let (kind, name) = if role == Role::ExecSize && b.values.iter().all(|v| v.lanes.is_some()) {
        (BitfieldKind::ExecSize, "size".to_owned())
    } else if role == Role::ExecSize {
        (BitfieldKind::ExecMask, "mask".to_owned())
    } else if let Some(sel) = selector.filter(|_| !b.values.is_empty() && b.lo == 0) {
        (BitfieldKind::SubOp, sel.to_owned())
    } else if lower.contains("write masks for the rgba channel") {
        (BitfieldKind::ChannelMask, "channels".to_owned())
    } else if lower.starts_with("reserved") {
        if !lower.contains("must be zero") {
            diag.warning(
                b.line,
                "reserved bitfield without `Must be zero`; treated as must-be-zero",
            );
        }
        (BitfieldKind::Reserved, "reserved".to_owned())
    } else if !b.values.is_empty() {
        (BitfieldKind::Enum, label(&b.description))
    } else if b.hi == b.lo {
        (BitfieldKind::Flag, label(&b.description))
    } else if b.range.is_some_and(|r| r.min < 0) {
        (BitfieldKind::Signed, label(&b.description))
    } else {
        (BitfieldKind::Unsigned, label(&b.description))
    };
    if name.is_empty() && !(preset && kind == BitfieldKind::Enum) {
        diag.error(
            b.line,
            format!(
                "cannot name bitfield Bit[{}..{}] from `{}`",
                b.hi, b.lo, b.description
            ),
        );
    }
    b.kind = kind;
    // A whole-field enumeration is named after its field when it is read.
    if b.name.is_empty() || kind != BitfieldKind::Enum {
        b.name = name;
    }
}

/// A snake-case name from a bitfield description's first clause: "stores the R offset" →
/// `r_offset`, "pixel null mask enable. Specifies …" → `pixel_null_mask`.
pub(crate) fn label(description: &str) -> String {
    // `"PS" whether Per Sample Bit is set`: the quoted word is the name.
    if let Some(quoted) = description.trim_start().strip_prefix('"') {
        if let Some((name, _)) = quoted.split_once('"') {
            let name = crate::names::snake_case(name);
            if !name.is_empty() {
                return name;
            }
        }
    }
    let clause = description
        .split(['.', ':', ',', '('])
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    let mut words: Vec<&str> = clause
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    const LEADING: [&str; 8] = [
        "stores",
        "encodes",
        "determines",
        "controls",
        "is",
        "the",
        "a",
        "an",
    ];
    while words.first().is_some_and(|w| LEADING.contains(w)) {
        words.remove(0);
    }
    if let Some(cut) = words
        .iter()
        .position(|w| ["to", "for", "with", "of", "that"].contains(w))
    {
        words.truncate(cut);
    }
    while words.len() > 1
        && words
            .last()
            .is_some_and(|w| ["enable", "control", "field"].contains(w))
    {
        words.pop();
    }
    words.join("_")
}

fn build_variants(
    tables: &[Table],
    fields: &[Field],
    opcode: &str,
    diag: &mut Diagnostics,
) -> Vec<Variant> {
    let with_condition = tables.iter().filter(|t| t.condition.is_some()).count();
    if with_condition != 0 && with_condition != tables.len() {
        diag.error(
            tables[0].line,
            "some Format tables have a CONDITION and some do not",
        );
    }
    if with_condition == 0 && tables.len() > 1 {
        diag.error(tables[1].line, "several Format tables without a CONDITION");
    }
    let mut variants: Vec<Variant> = Vec::new();
    for t in tables {
        let Some((field, bitfield, values, line)) = &t.condition else {
            variants.push(Variant {
                name: opcode.to_owned(),
                condition: None,
                mnemonic: opcode.to_ascii_lowercase(),
                layout: t.slots.clone(),
                line: t.line,
            });
            continue;
        };
        let selector = fields
            .iter()
            .find(|f| &f.name == field)
            .and_then(|f| f.bitfield(bitfield));
        let Some(selector) = selector else {
            diag.error(
                *line,
                format!("condition names `{field}.{bitfield}`, which is not a described bitfield"),
            );
            continue;
        };
        if !t.slots.iter().any(|s| &s.field == field) {
            diag.error(
                t.line,
                format!("Format table under `{field}.{bitfield}` does not contain `{field}`"),
            );
        }
        for v in values {
            let Some(value) = selector.values.iter().find(|x| &x.name == v) else {
                diag.error(
                    *line,
                    format!("condition names op `{v}`, which `{field}.{bitfield}` does not list"),
                );
                continue;
            };
            if variants.iter().any(|x| &x.name == v) {
                diag.error(*line, format!("op `{v}` has two Format tables"));
                continue;
            }
            variants.push(Variant {
                name: v.clone(),
                condition: Some(Condition {
                    field: field.clone(),
                    bitfield: bitfield.clone(),
                    code: value.code,
                }),
                mnemonic: v.to_ascii_lowercase(),
                layout: t.slots.clone(),
                line: t.line,
            });
        }
    }
    if let Some(field) = fields.iter().find(|f| f.role == Role::SubOp) {
        for b in field
            .bitfields
            .iter()
            .filter(|b| b.kind == BitfieldKind::SubOp)
        {
            for v in &b.values {
                if !variants.iter().any(|x| x.name == v.name) {
                    diag.warning(
                        v.line,
                        format!(
                            "op `{}` has no Format table; it gets no instruction type",
                            v.name
                        ),
                    );
                }
            }
        }
    }
    variants
}

/// Grid tables headed `Operation | Parameters`: one row per operation.
fn read_param_tables(doc: &SpecDoc) -> Vec<ParamRow> {
    doc.grid_tables
        .iter()
        .filter(|t| {
            t.rows
                .first()
                .is_some_and(|(cells, _)| cells.first().is_some_and(|c| c == "Operation"))
        })
        .flat_map(|t| t.rows.iter())
        .filter(|(cells, _)| {
            cells
                .first()
                .is_some_and(|c| !c.is_empty() && c != "Operation")
        })
        .map(|(cells, line)| ParamRow {
            op: cells[0].clone(),
            params: cells[1..]
                .iter()
                .filter(|c| !c.is_empty())
                .cloned()
                .collect(),
            line: *line,
        })
        .collect()
}

/// `B,D,DF,F.{XEHP+}BF` → [all: B, D, DF, F; XEHP+: BF]; `BOOL (for predicate), BF` keeps the
/// remark.
fn read_type_lists(text: &str, line: u32, diag: &mut Diagnostics) -> Vec<PlatformTypes> {
    let mut out = Vec::new();
    let mut rest = text.trim();
    let mut platform = None;
    loop {
        let (head, tail) = match rest.find(".{").or_else(|| rest.find('{')) {
            Some(i) => (&rest[..i], Some(&rest[i..])),
            None => (rest, None),
        };
        let mut types = Vec::new();
        let mut remarks = Vec::new();
        for t in head.split(',').map(str::trim).filter(|t| !t.is_empty()) {
            let (ty, remark) = match t.split_once('(') {
                Some((ty, r)) => (ty.trim(), r.trim_end_matches(')').trim()),
                None => (t, ""),
            };
            if !is_visa_type(ty) {
                diag.unknown(line, format!("unknown type `{ty}` in a type list"));
                continue;
            }
            types.push(ty.to_owned());
            if !remark.is_empty() {
                remarks.push(format!("{ty}: {remark}"));
            }
        }
        if !types.is_empty() {
            out.push(PlatformTypes {
                platform: platform.take(),
                types,
                remark: remarks.join("; "),
            });
        }
        let Some(tail) = tail else {
            break;
        };
        let tail = tail.trim_start_matches('.');
        let (tag, after) = platform_tag(tail);
        if tag.is_none() {
            // A `{` without its `}`: nothing more can be read (and `rest` would not move).
            diag.unknown(
                line,
                format!("unclosed platform tag in a type list: `{}`", tail.trim()),
            );
            break;
        }
        platform = tag;
        rest = after;
    }
    out
}

/// `**Supported Types:**`, `**Saturation:**` and `**Source Modifier:**` properties, typed.
fn read_instruction_properties(items: &[Item], op: &mut Opcode, diag: &mut Diagnostics) {
    for item in items {
        let Some(p) = read_property(item, &mut Diagnostics::new("")) else {
            continue;
        };
        match p.name.as_str() {
            "Supported Types" | "Supported Type" => {
                op.supported_types
                    .extend(read_type_lists(&p.text, item.line, diag));
            }
            "Saturation" => {
                op.saturation = match p.text.to_ascii_lowercase().as_str() {
                    "yes" => Some(Saturation::Yes),
                    "only when type is float" => Some(Saturation::FloatOnly),
                    _ => {
                        diag.unknown(item.line, format!("saturation `{}` is not read", p.text));
                        None
                    }
                }
            }
            "Source Modifier" => {
                op.source_modifier = match p.text.to_ascii_lowercase().as_str() {
                    "false" | "no" | "none" => Some(SourceModifier::None),
                    "arithmetic" => Some(SourceModifier::Arithmetic),
                    "logic" => Some(SourceModifier::Logic),
                    _ => {
                        diag.unknown(
                            item.line,
                            format!("source modifier `{}` is not read", p.text),
                        );
                        None
                    }
                }
            }
            _ => {}
        }
    }
}

/// `**Type map{XEHP+}**` items, each followed by `**Dst types:**` and `**Src types:**`.
fn read_type_maps(items: &[Item], diag: &mut Diagnostics) -> Vec<TypeMap> {
    let mut maps: Vec<TypeMap> = Vec::new();
    for item in items {
        let text = item.text.trim();
        if let Some(rest) = text.strip_prefix("**Type map") {
            let tag = rest.trim_end_matches("**").trim();
            let platform = tag
                .strip_prefix('{')
                .and_then(|t| t.strip_suffix('}'))
                .map(|t| t.trim().to_owned());
            if !tag.is_empty() && platform.is_none() {
                diag.unknown(item.line, format!("type map heading `{text}` is not read"));
            }
            maps.push(TypeMap {
                platform,
                dst: Vec::new(),
                src: Vec::new(),
                line: item.line,
            });
            continue;
        }
        let read = |prefix: &str| -> Option<&str> { text.strip_prefix(prefix) };
        let (is_dst, list) = match (read("**Dst types:**"), read("**Src types:**")) {
            (Some(l), _) => (true, l),
            (_, Some(l)) => (false, l),
            _ => {
                diag.unknown(item.line, format!("type map item `{text}` is not read"));
                continue;
            }
        };
        let Some(map) = maps.last_mut() else {
            diag.unknown(item.line, format!("`{text}` before any `**Type map**`"));
            continue;
        };
        let types: Vec<String> = read_type_lists(list, item.line, diag)
            .into_iter()
            .flat_map(|t| t.types)
            .collect();
        if is_dst {
            map.dst = types;
        } else {
            map.src = types;
        }
    }
    maps
}

fn read_property(item: &Item, diag: &mut Diagnostics) -> Option<Property> {
    let rest = item.text.trim().strip_prefix("**");
    let parsed = rest
        .and_then(|r| r.split_once("**"))
        .and_then(|(name, text)| {
            Some(Property {
                name: name.trim().strip_suffix(':')?.trim().to_owned(),
                text: text.trim().to_owned(),
            })
        });
    if parsed.is_none() {
        diag.unknown(
            item.line,
            format!("property `{}` is not `**Name:** text`", item.text.trim()),
        );
    }
    parsed
}

fn normalized(name: &str) -> String {
    name.chars()
        .filter(|c| *c != '_')
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// Reads the first syntax line of the Text section into the opcode's [`Syntax`].
fn read_syntax(text: &[Line], op: &mut Opcode, diag: &mut Diagnostics) -> Syntax {
    let mut syntax = Syntax {
        exec_separator: " ".to_owned(),
        ..Syntax::default()
    };
    // The syntax line: the first that is not a comment and has an operand, or that starts with
    // the mnemonic (`BARRIER`, `SBARRIER.wait`).
    let starts_with_name = |l: &str| {
        let head = l
            .trim_start_matches("[(<P>)]")
            .trim_start_matches("(<P>)")
            .trim_start();
        let word: String = head
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        !word.is_empty()
            && (word.eq_ignore_ascii_case(&op.name)
                || op
                    .sub_opcode
                    .as_ref()
                    .is_some_and(|s| word.eq_ignore_ascii_case(&s.name))
                || op
                    .variants
                    .iter()
                    .any(|v| word.eq_ignore_ascii_case(&v.name)))
    };
    let Some(first) = text
        .iter()
        .find(|l| !l.text.starts_with("//") && (l.text.contains('<') || starts_with_name(&l.text)))
    else {
        let templates = read_syntax_templates(text, op, diag);
        if !templates.is_empty() {
            syntax.predicate = true;
            syntax.templates = templates;
            return syntax;
        }
        if !text.is_empty() || !op.fields.is_empty() {
            diag.unknown(0, "no syntax line in the Text section");
        }
        return syntax;
    };
    syntax.platform = text
        .iter()
        .take_while(|l| l.line <= first.line)
        .find_map(|l| platform_tag(&l.text).0);
    // A trailing `// …` comment: aliases of operand names (`<func_name> =
    // string_pool[<func_id>]`, `<mods> is the bits for the modifiers field`).
    let (line_text, comment) = match first.text.find("//") {
        Some(i) => (
            &first.text[..i],
            first.text[i..].trim_start_matches('/').trim(),
        ),
        None => (first.text.as_str(), ""),
    };
    let aliases = read_syntax_aliases(comment);
    let resolve = |name: &str| -> (String, bool) {
        match aliases
            .iter()
            .find(|(a, _, _)| a.eq_ignore_ascii_case(name))
        {
            Some((_, target, pool)) => (target.clone(), *pool),
            None => (name.to_owned(), false),
        }
    };
    let mut tokens = line_text.split_whitespace().peekable();
    if matches!(tokens.peek(), Some(&"[(<P>)]") | Some(&"(<P>)")) {
        syntax.predicate = true;
        // `(<P>)` outside brackets: the predicate is not optional (ADD3O writes its overflow
        // flag there).
        if tokens.next() == Some("(<P>)") {
            if let Some(pred) = op.fields.iter_mut().find(|f| f.role == Role::Predicate) {
                pred.constraints.required = true;
            }
        }
    }
    let Some(head) = tokens.next() else {
        return syntax;
    };
    let mut rest: &str;
    if let Some(r) = head.strip_prefix('{') {
        // `{raw_sends|raw_sendsc}`: the mnemonic is the name of an enumerated value.
        let Some((alts, tail)) = r.split_once('}') else {
            diag.unknown(first.line, format!("cannot read `{head}` in the mnemonic"));
            return syntax;
        };
        let names: Vec<&str> = alts.split('|').collect();
        match find_enum_with_values(op, &names) {
            Some((field, bitfield)) => {
                syntax.mnemonic_from = Some(Suffix::value(field, Some(bitfield)));
            }
            None => diag.unknown(
                first.line,
                format!("mnemonic alternatives `{{{alts}}}` match no enumerated bitfield"),
            ),
        }
        rest = tail;
    } else {
        let split = head.find(['[', '.']).unwrap_or(head.len());
        let text_mnemonic = head[..split].to_ascii_lowercase();
        if op.variants.len() == 1 && op.variants[0].condition.is_none() {
            op.variants[0].mnemonic = text_mnemonic;
        }
        rest = &head[split..];
    }
    let mut seen_flags = std::collections::BTreeSet::new();
    while !rest.is_empty() {
        let flag_sep = ["[.", "[_"].iter().find(|p| rest.starts_with(**p));
        if let Some(r) = rest.strip_prefix("[.<") {
            // `[.<Mode>]`: an optional value suffix.
            let Some((name, tail)) = r.split_once(">]") else {
                break;
            };
            rest = tail;
            push_value_suffix(op, &mut syntax, &resolve(name).0, None, first.line, diag);
        } else if let Some(sep) = flag_sep {
            let r = &rest[2..];
            let Some((flag, tail)) = r.split_once(']') else {
                break;
            };
            rest = tail;
            if !seen_flags.insert(flag) {
                diag.warning(
                    first.line,
                    format!("text flag `[.{flag}]` is written twice"),
                );
                continue;
            }
            let separator = (*sep == "[_").then(|| "_".to_owned());
            match find_flag(op, flag) {
                Some((field, bitfield)) => syntax.suffixes.push(Suffix {
                    field,
                    bitfield: Some(bitfield),
                    flag: Some(flag.to_owned()),
                    prefix: None,
                    separator,
                }),
                // `.sat`: the saturate modifier of the destination operand (tag bits [5:3] = 4).
                None if flag == "sat" => {
                    match op.fields.iter().find(|f| {
                        f.role == Role::Vector && f.name.to_ascii_lowercase().starts_with("dst")
                    }) {
                        Some(dst) => {
                            if op.saturation.is_none() {
                                diag.warning(
                                    first.line,
                                    "the Text allows `[.sat]`, but the Properties list no \
                                     Saturation",
                                );
                            }
                            syntax.saturate = Some(dst.name.clone());
                        }
                        None => syntax.unbound_flags.push(flag.to_owned()),
                    }
                }
                None => syntax.unbound_flags.push(flag.to_owned()),
            }
        } else if let Some(r) = rest.strip_prefix(".<") {
            let Some((name, tail)) = r.split_once('>') else {
                break;
            };
            rest = tail;
            push_value_suffix(op, &mut syntax, &resolve(name).0, None, first.line, diag);
        } else if let Some(r) = rest.strip_prefix('.') {
            // `.W`, `.wait`, `.x[BooleanFuncCtrl]`: a field, a value, or a literal prefix of a
            // bracketed field.
            let end = r.find(['.', '[']).unwrap_or(r.len());
            let word = &r[..end];
            rest = &r[end..];
            if let Some(inner) = rest.strip_prefix('[').and_then(|t| t.split_once(']')) {
                if find_value(op, inner.0).is_some() {
                    rest = inner.1;
                    push_value_suffix(op, &mut syntax, inner.0, Some(word), first.line, diag);
                    continue;
                }
            }
            if find_value(op, word).is_some() {
                push_value_suffix(op, &mut syntax, word, None, first.line, diag);
            } else if let Some((field, bitfield)) = find_enum_with_values(op, &[word]) {
                syntax.suffixes.push(Suffix::value(field, Some(bitfield)));
            } else {
                diag.unknown(
                    first.line,
                    format!("text suffix `.{word}` matches no field or value"),
                );
            }
        } else {
            diag.unknown(first.line, format!("cannot read `{rest}` in the mnemonic"));
            break;
        }
    }
    let param_fields: Vec<String> = op
        .variants
        .iter()
        .flat_map(|v| v.params(op).iter().map(|s| s.field.to_ascii_lowercase()))
        .collect();
    let mut in_parens = false;
    let mut unmatched: Vec<(usize, String, bool)> = Vec::new();
    for token in tokens {
        if token == "(Exec_size)"
            || token.eq_ignore_ascii_case("(<exec_size>)")
            || token.eq_ignore_ascii_case("[(<exec_size>)]")
        {
            syntax.exec_size = true;
            continue;
        }
        if token == "|" {
            // Another syntax line follows as an alternative (`MIN … |` / `MAX …`): the
            // mnemonics are the values of an enumerated bitfield.
            let mnemonics: Vec<String> = text
                .iter()
                .skip_while(|l| l.line != first.line)
                .filter(|l| !l.text.starts_with("//"))
                .map_while(|l| {
                    let word: String = l
                        .text
                        .trim_start_matches("[(<P>)]")
                        .trim_start()
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    (!word.is_empty()).then_some(word)
                })
                .take(8)
                .collect();
            let names: Vec<&str> = mnemonics.iter().map(String::as_str).collect();
            match find_enum_with_values(op, &names).filter(|_| names.len() > 1) {
                Some((field, bitfield)) => {
                    syntax.mnemonic_from = Some(Suffix::value(field, Some(bitfield)));
                }
                None => diag.unknown(
                    first.line,
                    format!(
                        "alternative syntax lines {} match no enumerated bitfield",
                        names.join(" | ")
                    ),
                ),
            }
            break;
        }
        let mut t = token;
        let opens = t.starts_with('(');
        t = t.trim_start_matches('(');
        let closes = t.trim_end_matches(',').ends_with(')');
        t = t.trim_end_matches(',').trim_end_matches(')');
        // `[<SI>]`: an operand that is present only sometimes (its Format slot is optional).
        if let Some(inner) = t.strip_prefix('[').and_then(|x| x.strip_suffix(']')) {
            t = inner;
        }
        let Some(name) = t.strip_prefix('<').and_then(|x| x.strip_suffix('>')) else {
            diag.unknown(first.line, format!("text token `{token}` is not read"));
            continue;
        };
        if opens {
            in_parens = true;
        }
        let (name, pool) = resolve(name);
        if param_fields.contains(&name.to_ascii_lowercase()) {
            break; // the counted parameters follow; each variant prints its own
        }
        match op
            .fields
            .iter()
            .find(|f| normalized(&f.name) == normalized(&name))
        {
            Some(f) => {
                syntax.operands.push(f.name.clone());
                if in_parens {
                    syntax.parenthesized.push(f.name.clone());
                }
                if pool {
                    syntax.string_pool.push(f.name.clone());
                }
            }
            None => unmatched.push((syntax.operands.len(), name.clone(), in_parens)),
        }
        if closes {
            in_parens = false;
        }
    }
    // One operand named unlike any field (SVM_BLOCK_ST `(<size>)`) while exactly one
    // described field is printed nowhere else (`Properties`, whose bits are the oword count):
    // that field is the operand.
    let elsewhere = |f: &Field, syntax: &Syntax| {
        matches!(
            f.role,
            Role::ExecSize | Role::Predicate | Role::SubOp | Role::ParamCount
        ) || syntax.operands.contains(&f.name)
            || syntax.suffixes.iter().any(|s| s.field == f.name)
            || syntax
                .mnemonic_from
                .as_ref()
                .is_some_and(|s| s.field == f.name)
            || param_fields.contains(&f.name.to_ascii_lowercase())
    };
    let left: Vec<String> = op
        .fields
        .iter()
        .filter(|f| !elsewhere(f, &syntax))
        .map(|f| f.name.clone())
        .collect();
    match (unmatched.as_slice(), left.as_slice()) {
        ([(at, name, parens)], [field]) => {
            diag.warning(
                first.line,
                format!(
                    "text operand `<{name}>` names no field; it is `{field}`, the one field the \
                     text prints nowhere else"
                ),
            );
            syntax.operands.insert(*at, field.clone());
            if *parens {
                syntax.parenthesized.push(field.clone());
            }
        }
        _ => {
            for (_, name, _) in &unmatched {
                diag.unknown(
                    first.line,
                    format!("text operand `<{name}>` matches no field"),
                );
            }
        }
    }
    for line in text.iter().filter(|l| l.text.starts_with("//")) {
        read_value_list(&line.text, op, &syntax);
    }
    let printed = |f: &Field| {
        matches!(
            f.role,
            Role::ExecSize | Role::Predicate | Role::SubOp | Role::ParamCount
        ) || syntax.operands.contains(&f.name)
            || syntax.suffixes.iter().any(|s| s.field == f.name)
            || syntax
                .mnemonic_from
                .as_ref()
                .is_some_and(|s| s.field == f.name)
            || param_fields.contains(&f.name.to_ascii_lowercase())
    };
    syntax.unprinted = op
        .fields
        .iter()
        .filter(|f| !printed(f))
        .map(|f| f.name.clone())
        .collect();
    syntax
}

/// The grammar-style Text of LSC_UNTYPED: per-op templates that each start with
/// `[ ( Pred ) ] mnemonic.SFID [ .CachingL1 … ]` and continue on indented operand lines
/// (`DstData : (DataSize x DataElemsPerAddr DataOrder)`). The mnemonic may be a glob
/// (`lsc_atomic*`); words are fields (`SFID` is `LscSFID`) or literal syntax (`x`, `nt`).
fn read_syntax_templates(
    text: &[Line],
    op: &Opcode,
    diag: &mut Diagnostics,
) -> Vec<SyntaxTemplate> {
    let mut out: Vec<SyntaxTemplate> = Vec::new();
    for l in text.iter().filter(|l| !l.text.starts_with("//")) {
        if let Some(rest) = l.text.strip_prefix("[ ( Pred ) ]") {
            let head = rest.split_whitespace().next().unwrap_or_default();
            let pattern = head.split('.').next().unwrap_or_default().to_owned();
            let ops: Vec<String> = op
                .variants
                .iter()
                .filter(|v| glob_match(&pattern, &v.name))
                .map(|v| v.name.clone())
                .collect();
            if ops.is_empty() {
                diag.unknown(
                    l.line,
                    format!("syntax template `{pattern}` matches no op variant"),
                );
            }
            out.push(SyntaxTemplate {
                pattern,
                ops,
                lines: vec![l.text.clone()],
                fields: Vec::new(),
                line: l.line,
            });
        } else if let Some(t) = out.last_mut() {
            t.lines.push(l.text.clone());
        } else {
            return Vec::new();
        }
    }
    for t in &mut out {
        for word in t
            .lines
            .iter()
            .flat_map(|l| l.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')))
            .filter(|w| w.len() > 1 && w.starts_with(|c: char| c.is_ascii_uppercase()))
        {
            let w = normalized(word);
            let field = op
                .fields
                .iter()
                .find(|f| normalized(&f.name) == w)
                .or_else(|| {
                    // `SFID` for `LscSFID`, `ExecSize` for `Exec_size`.
                    let hits: Vec<&Field> = op
                        .fields
                        .iter()
                        .filter(|f| normalized(&f.name).ends_with(&w))
                        .collect();
                    (hits.len() == 1).then(|| hits[0])
                });
            match field {
                Some(f) if !t.fields.contains(&f.name) => t.fields.push(f.name.clone()),
                Some(_) => {}
                None if word == "Pred" => {}
                // A name the field list does not have (`Src0AddrStride`; the Format says
                // `Src0AddrPitch`): a doc inconsistency, not an unknown construct.
                None => diag.warning(
                    t.line,
                    format!("syntax template word `{word}` names no field"),
                ),
            }
        }
    }
    out
}

/// `lsc_atomic*` matches `lsc_atomic_iadd`; without `*`, names must be equal.
fn glob_match(pattern: &str, name: &str) -> bool {
    match pattern.split_once('*') {
        Some((pre, post)) => {
            name.len() >= pre.len() + post.len() && name.starts_with(pre) && name.ends_with(post)
        }
        None => pattern == name,
    }
}

/// `<func_name> = string_pool[<func_id>]` (printed as a string-pool name) and `<mods> is the
/// bits for the modifiers field`: (alias, field, string pool).
fn read_syntax_aliases(comment: &str) -> Vec<(String, String, bool)> {
    let mut out = Vec::new();
    let c = comment.trim_start_matches('/').trim();
    if let Some((lhs, rhs)) = c.split_once('=') {
        let lhs = lhs.trim().trim_start_matches('/').trim();
        if let (Some(alias), Some(target)) = (
            lhs.strip_prefix('<').and_then(|x| x.strip_suffix('>')),
            rhs.trim()
                .strip_prefix("string_pool[<")
                .and_then(|x| x.strip_suffix(">]")),
        ) {
            out.push((alias.to_owned(), target.to_owned(), true));
        }
    }
    if let Some(rest) = c.strip_prefix('<') {
        if let Some((alias, tail)) = rest.split_once('>') {
            let tail = tail.trim().to_ascii_lowercase();
            if let Some(field) = tail
                .strip_prefix("is the bits for the ")
                .and_then(|t| t.trim_end_matches('.').strip_suffix(" field"))
            {
                out.push((alias.to_owned(), field.trim().to_owned(), false));
            }
        }
    }
    out
}

/// Adds the value suffix `name` (a field or bitfield), with a literal prefix.
fn push_value_suffix(
    op: &Opcode,
    syntax: &mut Syntax,
    name: &str,
    prefix: Option<&str>,
    line: u32,
    diag: &mut Diagnostics,
) {
    match find_value(op, name) {
        // `[.<Mode>]` where Mode is only single-bit flags (`<Mode> is of the form
        // [<PS><SI>]`): one optional flag per bit, written with its name.
        Some((field, None))
            if op.field(&field).is_some_and(|f| {
                !f.bitfields.is_empty() && f.bitfields.iter().all(|b| b.kind == BitfieldKind::Flag)
            }) =>
        {
            for b in &op
                .field(&field)
                .map_or(&[][..], |f| &f.bitfields[..])
                .to_vec()
            {
                syntax.suffixes.push(Suffix {
                    field: field.clone(),
                    bitfield: Some(b.name.clone()),
                    flag: Some(b.name.to_ascii_uppercase()),
                    prefix: None,
                    separator: None,
                });
            }
        }
        Some((field, bitfield)) => syntax.suffixes.push(Suffix {
            prefix: prefix.map(str::to_owned),
            ..Suffix::value(field, bitfield)
        }),
        None => diag.unknown(line, format!("text suffix `.<{name}>` matches no field")),
    }
}

/// The enumerated bitfield that lists every one of `names` as a value.
fn find_enum_with_values(op: &Opcode, names: &[&str]) -> Option<(String, String)> {
    op.fields.iter().find_map(|f| {
        f.bitfields
            .iter()
            .find(|b| {
                !b.values.is_empty()
                    && names
                        .iter()
                        .all(|n| b.values.iter().any(|v| v.name.eq_ignore_ascii_case(n)))
            })
            .map(|b| (f.name.clone(), b.name.clone()))
    })
}

fn find_flag(op: &Opcode, flag: &str) -> Option<(String, String)> {
    let want = normalized(flag);
    op.fields
        .iter()
        .find_map(|f| {
            f.bitfields
                .iter()
                .find(|b| b.kind == BitfieldKind::Flag && normalized(&b.name).starts_with(&want))
                .map(|b| (f.name.clone(), b.name.clone()))
        })
        .or_else(|| {
            // `[.16]`: the one flag whose name has a word starting with it (`…_16bit_atomic_…`).
            let hits: Vec<(String, String)> = op
                .fields
                .iter()
                .flat_map(|f| {
                    f.bitfields
                        .iter()
                        .filter(|b| {
                            b.kind == BitfieldKind::Flag
                                && b.name.split('_').any(|w| w.starts_with(&want))
                        })
                        .map(|b| (f.name.clone(), b.name.clone()))
                })
                .collect();
            match hits.as_slice() {
                [one] => Some(one.clone()),
                _ => None,
            }
        })
}

fn find_value(op: &Opcode, name: &str) -> Option<(String, Option<String>)> {
    let want = normalized(name);
    if let Some(f) = op.fields.iter().find(|f| normalized(&f.name) == want) {
        // A field with several bitfields (TYPED_ATOMIC `Op`: the op and a flag): its one
        // enumerated bitfield is the value.
        let enums: Vec<&Bitfield> = f
            .bitfields
            .iter()
            .filter(|b| !b.values.is_empty())
            .collect();
        if f.bitfields.len() > 1 {
            if let [b] = enums.as_slice() {
                return Some((f.name.clone(), Some(b.name.clone())));
            }
        }
        return Some((f.name.clone(), None));
    }
    op.fields.iter().find_map(|f| {
        f.bitfields
            .iter()
            .find(|b| normalized(&b.name).starts_with(&want))
            .map(|b| (f.name.clone(), Some(b.name.clone())))
    })
}

/// `//<output_format> is one of "16-full", "16-downsampled", …`: the assembly spelling of each
/// value of an enumerated bitfield, in code order.
fn read_value_list(line: &str, op: &mut Opcode, syntax: &Syntax) {
    let Some(rest) = line.trim_start_matches('/').trim().strip_prefix('<') else {
        return;
    };
    let Some((name, list)) = rest.split_once('>') else {
        return;
    };
    let Some(list) = list.trim().strip_prefix("is one of") else {
        return;
    };
    let spellings: Vec<String> = list
        .split(',')
        .map(|s| s.trim().trim_matches('"').to_owned())
        .filter(|s| !s.is_empty())
        .collect();
    let Some(suffix) = syntax.suffixes.iter().find(|s| {
        s.flag.is_none()
            && (find_value(op, name).is_some_and(|(f, b)| f == s.field && b == s.bitfield))
    }) else {
        return;
    };
    let Some(field) = op.fields.iter_mut().find(|f| f.name == suffix.field) else {
        return;
    };
    let bitfield = match &suffix.bitfield {
        Some(b) => field.bitfields.iter_mut().find(|x| &x.name == b),
        None if field.bitfields.len() == 1 => field.bitfields.first_mut(),
        None => None,
    };
    let Some(bitfield) = bitfield.filter(|b| b.kind == BitfieldKind::Enum) else {
        return;
    };
    if bitfield.values.len() != spellings.len() {
        return;
    }
    let mut order: Vec<usize> = (0..bitfield.values.len()).collect();
    order.sort_by_key(|&i| bitfield.values[i].code);
    for (i, spelling) in order.into_iter().zip(spellings) {
        bitfield.values[i].asm = Some(spelling);
    }
}
