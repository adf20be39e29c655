//! What the prose constrains: "Must have type …", ranges, operand classes, the bitfield
//! classification, Supported Types, and the typed instruction properties and type maps.

use super::*;

pub(super) fn read_constraints(field: &mut Field, diag: &mut Diagnostics) {
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
    // "Must be GRF aligned" (MADW's Dst), "must be GRF-aligned".
    if lower.contains("must be grf aligned") || lower.contains("must be grf-aligned") {
        if matches!(
            field.ty,
            FieldType::VecOperand | FieldType::RawOperand | FieldType::Scalar
        ) {
            field.constraints.grf_aligned = true;
        } else {
            diag.warning(
                field.line,
                format!(
                    "`{}` must be GRF aligned, but it is not an operand",
                    field.name
                ),
            );
        }
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

/// "Must have type HF,F,…", "Restriction: type UD", "must have one of UD, D, F type". Every
/// statement counts ("for IMIN and IMAX it must have type D, for all other operations it must
/// have type UD" allows D and UD); each list is the run of vISA type names after its marker.
pub(super) fn find_type_list(text: &str) -> Option<Vec<String>> {
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
    // "Must be in the range [1..32]" (SWITCHJMP's Num_labels) says the same.
    let lower = text.to_ascii_lowercase();
    let (pos, marker) = ["valid values are", "must be in the range"]
        .iter()
        .find_map(|m| lower.find(m).map(|p| (p, m.len())))?;
    let written = text[pos + marker..].trim_start();
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

/// "Valid values are [0-sizeof(%arg)]", "[0-%retval]", "[1-thread_group_size]": a bound that
/// is a property of the kernel or of its launch.
fn find_symbolic_bound(text: &str) -> Option<(i64, String)> {
    let pos = text.to_ascii_lowercase().find("valid values are")?;
    let tail = &text[pos..];
    let open = tail.find('[')?;
    let close = tail[open..].find(']')? + open;
    let (min, max) = tail[open + 1..close].split_once('-')?;
    let max = max.trim();
    // `sizeof(%arg)`, `%retval` (IFCALL), or a name (NBARRIER's `thread_group_size`).
    let max = max
        .strip_prefix("sizeof(")
        .and_then(|m| m.strip_suffix(')'))
        .unwrap_or(max);
    let name = max.strip_prefix('%').unwrap_or(max);
    let symbolic = !name.is_empty()
        && name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    let min = parse_int(min.trim())?;
    symbolic.then(|| (min, max.to_owned()))
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

pub(super) fn classify_bitfield(
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
    // A one-bit bitfield whose two values are prose about its states rather than names
    // (`0b0: address must be oword aligned`, `0b1: address can be dword aligned`: both read as
    // `address`) is a flag; the sentences describe it.
    let undescribed = b.description.trim().is_empty() && !b.values.is_empty();
    if b.hi == b.lo && prose_values(&b.values) {
        for v in std::mem::take(&mut b.values) {
            let sentence = [v.name.as_str(), v.description.as_str()]
                .iter()
                .filter(|t| !t.is_empty())
                .copied()
                .collect::<Vec<_>>()
                .join(" ");
            if !b.description.is_empty() {
                b.description.push(' ');
            }
            b.description.push_str(&format!("{}: {sentence}.", v.code));
        }
    }
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
    // A bitfield described by its values only (FENCE's `Bit[5]:` then `0b0: …`, `0b1: …`):
    // named after its bits.
    let name = if undescribed && !preset {
        let by_bits = if b.hi == b.lo {
            format!("bit{}", b.lo)
        } else {
            format!("bits{}_{}", b.hi, b.lo)
        };
        diag.warning(
            b.line,
            format!(
                "bitfield Bit[{}..{}] of `{field}` has no description of its own; it is named `{by_bits}` after its bits",
                b.hi, b.lo
            ),
        );
        by_bits
    } else {
        name
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
pub(super) fn read_instruction_properties(items: &[Item], op: &mut Opcode, diag: &mut Diagnostics) {
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
pub(super) fn read_type_maps(items: &[Item], diag: &mut Diagnostics) -> Vec<TypeMap> {
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

pub(super) fn read_property(item: &Item, diag: &mut Diagnostics) -> Option<Property> {
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

pub(super) fn normalized(name: &str) -> String {
    name.chars()
        .filter(|c| *c != '_')
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// Two values, 0 and 1, whose names are the same word: sentences about a bit's two states.
fn prose_values(values: &[EnumValue]) -> bool {
    let mut codes: Vec<u64> = values.iter().map(|v| v.code).collect();
    codes.sort_unstable();
    codes == [0, 1]
        && crate::names::camel_case(&values[0].name) == crate::names::camel_case(&values[1].name)
}
