//! Format tables and op variants: which fields each variant lays out, in which order, from
//! the Format tables and the `### CONDITION` blocks, and the parameter tables of the notes.

use super::*;

/// A Format table, read.
pub(super) struct Table {
    condition: Option<(String, String, Vec<String>, u32)>,
    /// `field_operand_type(Si)=UD`: conditions on the type of an operand's variable, which the
    /// bytes do not carry (field, types, line).
    operand_types: Vec<(String, Vec<String>, u32)>,
    slots: Vec<Slot>,
    line: u32,
}

pub(super) fn read_formats(
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
                operand_types: Vec::new(),
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
        let mut condition = None;
        let mut operand_types = Vec::new();
        let mut readable = true;
        for c in &t.conditions {
            if let Some((field, types)) = parse_operand_type_condition(&c.text) {
                if !fields.iter().any(|f| f.name == field) {
                    diag.error(
                        c.line,
                        format!(
                            "condition on the type of `{field}`, which has no field description"
                        ),
                    );
                    readable = false;
                }
                for ty in types.iter().filter(|t| !is_visa_type(t)) {
                    diag.error(
                        c.line,
                        format!("condition on the type of `{field}` names unknown type `{ty}`"),
                    );
                    readable = false;
                }
                operand_types.push((field, types, c.line));
                continue;
            }
            match parse_condition(&c.text) {
                Some(_) if condition.is_some() => {
                    diag.error(
                        c.line,
                        format!(
                            "second selector condition `{}` in one CONDITION; a table has one `Field.bitfield=a, b`",
                            c.text
                        ),
                    );
                    readable = false;
                }
                Some((f, b, values)) => condition = Some((f, b, values, c.line)),
                None => {
                    diag.error(
                        c.line,
                        format!(
                            "cannot read condition `{}`; expected `Field.bitfield=a, b`",
                            c.text
                        ),
                    );
                    readable = false;
                }
            }
        }
        if !readable {
            continue;
        }
        if let (None, Some((_, _, line))) = (&condition, operand_types.first()) {
            diag.error(
                *line,
                "a CONDITION on an operand's type without a `Field.bitfield=a, b` selector",
            );
            continue;
        }
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
        let cells: Vec<&Line> = rest.iter().filter(|c| !c.text.is_empty()).collect();
        let mut skip = 0;
        for (i, cell) in cells.iter().enumerate() {
            if skip > 0 {
                skip -= 1;
                continue;
            }
            // `Label0 | LabelN | Label(Num_labels-1)`: one field repeated `Num_labels` times.
            if let Some((field, count)) = list_cells(&cells[i..]) {
                if !fields.iter().any(|f| f.name == field) {
                    diag.error(
                        cell.line,
                        format!(
                            "Format lists `{field}` (`{}` …), which has no field description",
                            cell.text
                        ),
                    );
                } else if !fields.iter().any(|f| f.name == count) {
                    diag.error(
                        cell.line,
                        format!("Format repeats `{field}` `{count}` times, but `{count}` has no field description"),
                    );
                } else {
                    slots.push(Slot {
                        field,
                        optional: false,
                        count: Some(count),
                    });
                }
                skip = 2;
                continue;
            }
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
                count: None,
            });
        }
        tables.push(Table {
            condition,
            operand_types,
            slots,
            line: t.line,
        });
    }
    tables
}

/// `field_operand_type(Si)=UD` (or `=UD, UW`): the types of an operand's variable for which
/// the table holds.
fn parse_operand_type_condition(text: &str) -> Option<(String, Vec<String>)> {
    let (key, values) = text.split_once('=')?;
    let field = key
        .trim()
        .strip_prefix("field_operand_type(")?
        .strip_suffix(')')?
        .trim();
    let types: Vec<String> = values
        .split(',')
        .map(|v| v.trim().to_ascii_uppercase())
        .filter(|v| !v.is_empty())
        .collect();
    (!field.is_empty() && !types.is_empty()).then(|| (field.to_owned(), types))
}

/// `X0 | XN | X(Count-1)` at the start of `cells`: the list of field `X`, `Count` long.
fn list_cells(cells: &[&Line]) -> Option<(String, String)> {
    let [first, nth, last, ..] = cells else {
        return None;
    };
    let (name, count) = list_tail(&last.text)?;
    (first.text == format!("{name}0") && nth.text == format!("{name}N")).then_some((name, count))
}

/// `X(Count-1)`, the last element of a list: (`X`, `Count`).
pub(super) fn list_tail(text: &str) -> Option<(String, String)> {
    let (name, rest) = text.split_once('(')?;
    let count = rest.strip_suffix("-1)")?.trim();
    let ident = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    (ident(name) && ident(count)).then(|| (name.to_owned(), count.to_owned()))
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

pub(super) fn classify_fields(fields: &mut [Field], tables: &[Table], diag: &mut Diagnostics) {
    let selectors: Vec<(&str, &str)> = tables
        .iter()
        .filter_map(|t| {
            t.condition
                .as_ref()
                .map(|(f, b, _, _)| (f.as_str(), b.as_str()))
        })
        .collect();
    // The counts of the lists the tables repeat.
    let counts: Vec<&str> = tables
        .iter()
        .flat_map(|t| &t.slots)
        .filter_map(|s| s.count.as_deref())
        .collect();
    for field in fields.iter_mut() {
        let lower = field.description.to_ascii_lowercase();
        // "Index of the surface variable", or "The index of …" (VME_IDM, VME_SIC).
        let index_of = lower.strip_prefix("the ").unwrap_or(&lower);
        field.role = match field.ty {
            FieldType::RawOperand => Role::Raw,
            FieldType::VecOperand | FieldType::Scalar => Role::Vector,
            // The execution size and the predicate, whatever the doc calls them
            // (LSC_TYPED's `ExecSize` and `Predicate`): by name, or by what they are.
            _ if crate::names::snake_case(&field.name) == "exec_size"
                || lower.starts_with("execution size") =>
            {
                Role::ExecSize
            }
            _ if field.name == "Pred" || lower.starts_with("predication control") => {
                Role::Predicate
            }
            _ if selectors.iter().any(|(f, _)| *f == field.name) => Role::SubOp,
            _ if counts.contains(&field.name.as_str()) => Role::ListCount,
            _ if index_of.starts_with("index of the sampler")
                || index_of.starts_with("sampler variable index") =>
            {
                Role::Sampler
            }
            // "Index of the surface variable", "Surface variable index" (RT_WRITE, RT_READ).
            _ if index_of.starts_with("index of the surface")
                || index_of.starts_with("surface variable index") =>
            {
                Role::Surface
            }
            _ if lower.contains("number of additional parameters") => Role::ParamCount,
            _ if lower.starts_with("index of the label variable")
                || lower.contains("represented by the label variable's id") =>
            {
                Role::Label
            }
            _ if lower.contains("string_pool") || lower.starts_with("index to the string") => {
                Role::Name
            }
            _ if !field.bitfields.is_empty() => Role::Bits,
            _ => Role::Value,
        };
        if field.role == Role::ExecSize && field.bitfields.is_empty() {
            field.bitfields = common_exec_size_bits(field.line);
        }
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

pub(super) fn build_variants(
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
    // The table each op was first read from.
    let mut typed_tables: Vec<(String, &Table)> = Vec::new();
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
            if let Some(i) = variants.iter().position(|x| &x.name == v) {
                // One Format table per type of an operand (3D_LOAD's ld2dms_w: its MCS as two
                // UD or four UW parameters). The bytes carry no type, so they are one
                // variant, read with the table that lays out the most fields: any instruction
                // of the op fits it.
                let typed = |t: &Table| !t.operand_types.is_empty();
                match typed_tables.iter().find(|(name, _)| name == v) {
                    Some((_, first)) if typed(t) && typed(first) => {
                        let (longer, other) = if t.slots.len() > variants[i].layout.len() {
                            (t, *first)
                        } else {
                            (*first, t)
                        };
                        diag.warning(
                            t.line,
                            format!(
                                "op `{v}` has a Format table for each type of an operand ({} and {}), which the bytes do not tell apart: it is read with the one at line {} ({} fields), the table at line {} lays out {}",
                                type_text(first),
                                type_text(t),
                                longer.line,
                                longer.slots.len(),
                                other.line,
                                other.slots.len()
                            ),
                        );
                        variants[i].layout = longer.slots.clone();
                        variants[i].line = longer.line;
                    }
                    _ => diag.error(*line, format!("op `{v}` has two Format tables")),
                }
                continue;
            }
            typed_tables.push((v.clone(), t));
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
pub(super) fn read_param_tables(doc: &SpecDoc) -> Vec<ParamRow> {
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

/// `Si UD`, the operand-type conditions of a table, for a message.
fn type_text(t: &Table) -> String {
    t.operand_types
        .iter()
        .map(|(f, types, _)| format!("`{f}` {}", types.join("/")))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The bits of vISA's execution-size byte, for an execution-size field whose doc lists none
/// (LSC_TYPED's and LSC_FENCE's `ExecSize`): what every other spec lists, `Bit[2..0]` the size
/// (1 to 16 lanes) and `Bit[7..4]` the execution mask (M1 to M8, M1_NM to M8_NM); IGC reads
/// every execution size so (`readExecSizeNG`, ByteCodeReaderNG.cpp).
fn common_exec_size_bits(line: u32) -> Vec<Bitfield> {
    let value = |name: String, code: u64, lanes: Option<u8>| EnumValue {
        name,
        code,
        hex: false,
        documented_code: None,
        asm: None,
        asm_current: None,
        lanes,
        description: String::new(),
        platform: None,
        documented: false,
        line,
    };
    let bits = |hi, lo, description: &str, values| Bitfield {
        name: String::new(),
        hi,
        lo,
        documented_bits: None,
        kind: BitfieldKind::Enum,
        description: description.to_owned(),
        platform: None,
        range: None,
        values,
        line,
    };
    let sizes = (0..5u8)
        .map(|code| {
            let lanes = 1u8 << code;
            let name = if lanes == 1 {
                "1 element".to_owned()
            } else {
                format!("{lanes} elements")
            };
            value(name, u64::from(code), Some(lanes))
        })
        .collect();
    let masks = (0..16u64)
        .map(|code| {
            let no_mask = if code >= 8 { "_NM" } else { "" };
            value(format!("M{}{no_mask}", code % 8 + 1), code, None)
        })
        .collect();
    vec![
        bits(
            2,
            0,
            "size of the region for source and destination operands",
            sizes,
        ),
        bits(
            7,
            4,
            "execution mask (explicit control over the enabled channels)",
            masks,
        ),
    ]
}
