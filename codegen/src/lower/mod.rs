//! From a [`SpecDoc`] to the typed model: what the prose means.
//!
//! This is where the spec's conventions are understood: `- **Name(type):**` starts a field,
//! `Bit[hi..lo]:` a bitfield, `0b…:` a value; "Must have type …", "Valid values are [a-b]",
//! "reserved. Must be zero" become constraints; the Text line becomes the assembly syntax.
//! Items are placed by what they say, not by their indentation, so flattened scrapes read the
//! same as the clean files.
//!
//! One file per part of a spec: `fields` (fields, bitfields, values), `formats` (Format
//! tables and op variants), `constraints` (types, ranges, classes, properties) and `syntax`
//! (the Text section); this file reads the opcode line and puts the parts together.

mod constraints;
mod fields;
mod formats;
mod syntax;

use constraints::*;
use fields::*;
use formats::*;
use syntax::*;

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
        current_syntax: None,
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
        current_reader_omissions: Vec::new(),
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

/// Whether a code is written in hex (`0x0A`).
pub(crate) fn is_hex(text: &str) -> bool {
    text.trim().trim_start_matches('-').starts_with("0x")
}

/// The opcode a field's description says it is the same as (`Same as in LSC_UNTYPED`, or
/// `Same as in LSC_UNTYPED. Not needed for block2d.`), if it says so.
pub fn same_as_reference(field: &Field) -> Option<&str> {
    let rest = field.description.trim().strip_prefix("Same as in ")?;
    let name = rest
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .next()?;
    (!name.is_empty()).then_some(name)
}

/// Each field of `op` described as the same as in another opcode (LSC_TYPED's `AddrSize`:
/// "Same as in LSC_UNTYPED") and listing nothing of its own (no bits, values or constraints)
/// takes that opcode's field of the same name as `others` holds it, corrected by its errata:
/// its kind, role, bits, values and constraints, at this field's line. Its own description stays.
/// A reference to an opcode `others` lacks, or to a field it has not (or of another kind), is
/// a warning.
pub fn resolve_same_as(op: &mut Opcode, others: &[Opcode], diag: &mut Diagnostics) {
    for field in &mut op.fields {
        let Some(name) = same_as_reference(field) else {
            continue;
        };
        if !field.bitfields.is_empty() || field.constraints != Constraints::default() {
            continue;
        }
        let Some(other) = others.iter().find(|o| o.name == name) else {
            diag.warning(
                field.line,
                format!(
                    "`{}` is the same as in {name}, which no spec of the folder defines",
                    field.name
                ),
            );
            continue;
        };
        // Of the kind this spec documents, as the other documents it (an erratum may have
        // corrected it since: LSC_UNTYPED's Surface is a scalar).
        let documented = |f: &&Field| f.documented_type.unwrap_or(f.ty) == field.ty;
        let Some(same) = other.field(&field.name).filter(documented) else {
            diag.warning(
                field.line,
                format!(
                    "`{}` is the same as in {name}, which has no {} field of that name",
                    field.name,
                    field.ty.doc_name()
                ),
            );
            continue;
        };
        let line = field.line;
        if same.ty != field.ty {
            field.documented_type = Some(field.ty);
            field.ty = same.ty;
        }
        field.role = same.role;
        field.constraints = same.constraints.clone();
        field.bitfields = same.bitfields.clone();
        for b in &mut field.bitfields {
            b.line = line;
            for v in &mut b.values {
                v.line = line;
            }
        }
    }
}
