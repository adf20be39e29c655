//! Fields and their bitfields: `- **Name(type):**` items, `Bit[hi..lo]:` bitfields, `0b…:`
//! values, and the enumeration tables and grids that give a field's values.

use super::*;

pub(super) fn read_fields(items: &[Item], diag: &mut Diagnostics) -> Vec<Field> {
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
        // `**Label(Num_labels-1)(unknown):**` after `**Label0(uw):**` and `**LabelN(uw):**`:
        // the last element of a list, whose elements are one field `Label`.
        if let Some((elem, _)) = format!("{name}({ty})")
            .rsplit_once('(')
            .filter(|(elem, _)| elem.contains('('))
        {
            if let Some((list, _count)) = super::formats::list_tail(elem) {
                merge_list(&list, elem, rest, line, fields, diag);
                return;
            }
        }
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
            variable_class: None,
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
            asm_current: None,
            name,
            code,
            hex: is_hex(body),
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
///
/// A scalar operand that lists values (VME_FBR's `FBRMbMode(scalar)`: `Must have type UD.
/// Valid values are: 0: 16x16, …`) packs them in its immediate: one bitfield spanning the
/// type its description names.
fn value_target(field: &mut Field) -> Option<&mut Bitfield> {
    if field.bitfields.is_empty() {
        let whole = match Bitfield::whole_field_enum(field) {
            Some(whole) => whole,
            None if field.ty == FieldType::Scalar => {
                let bits = match find_type_list(&field.description)?.first()?.as_str() {
                    "UB" | "B" => 8,
                    "UW" | "W" | "HF" | "BF" => 16,
                    "UD" | "D" | "F" => 32,
                    "UQ" | "Q" | "DF" => 64,
                    _ => return None,
                };
                // Named apart from the field, whose packed type takes the field's name.
                Bitfield {
                    hi: bits - 1,
                    name: format!("{}_value", crate::names::snake_case(&field.name)),
                    ..Bitfield::whole_field_enum(&Field {
                        ty: FieldType::Ub,
                        ..field.clone()
                    })?
                }
            }
            None => return None,
        };
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
            asm_current: None,
            code: u64::try_from(parse_int(&cell(r, code_col))?).ok()?,
            hex: is_hex(&cell(r, code_col)),
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
pub(super) fn attach_grid_enumerations(doc: &SpecDoc, fields: &mut [Field]) {
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
                hex: is_hex(cell(code_col)),
                documented_code: None,
                asm: None,
                asm_current: None,
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
pub(super) fn normalize_space(text: &str) -> String {
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

/// Makes the descriptions of `X0`, `XN` and `X(Count-1)` (`tail`) one field `X`: the type and
/// line of `X0`, the three descriptions in order.
fn merge_list(
    list: &str,
    tail: &str,
    rest: &str,
    line: u32,
    fields: &mut Vec<Field>,
    diag: &mut Diagnostics,
) {
    let (first, nth) = (format!("{list}0"), format!("{list}N"));
    let (Some(i), Some(j)) = (
        fields.iter().position(|f| f.name == first),
        fields.iter().position(|f| f.name == nth),
    ) else {
        diag.error(
            line,
            format!("`{tail}` ends a list, but `{first}` and `{nth}` are not described before it"),
        );
        return;
    };
    if fields[i].ty != fields[j].ty {
        diag.error(
            line,
            format!(
                "the elements of list `{list}` have two types: `{first}` is {}, `{nth}` {}",
                fields[i].ty.doc_name(),
                fields[j].ty.doc_name()
            ),
        );
        return;
    }
    let nth_description = fields.remove(j).description;
    let field = &mut fields[i];
    field.name = list.to_owned();
    for d in [nth_description.as_str(), rest] {
        if !d.is_empty() {
            if !field.description.ends_with('.') {
                field.description.push('.');
            }
            field.description.push(' ');
            field.description.push_str(d);
        }
    }
}
