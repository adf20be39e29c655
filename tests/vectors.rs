//! Every test vector in `generated/vectors/` (or `VISA_ISA_VECTORS`) against the generated
//! code: valid vectors encode to their bytes, validate, print their assembly, decode from those
//! bytes back to themselves and parse from that assembly back to the same text; invalid vectors fail
//! `validate` (and `encode`) with their error, or, when no instruction type holds them (they set
//! a member their variant's rules fix), fail to decode with it. A file that gives `grf_bytes` prints and parses
//! its assembly in that context (its address-of operands' byte offsets, `&V101[40]`).

mod support;

use support::model::{model, op_and_variant, to_value, unwrap};
use support::vectors::{self, hex};
use visa_isa::{
    AnyInstruction, DecodeError, DecodeErrorKind, Instruction, Layout, ValidationError,
};
use visa_isa_codegen::layout;
use visa_isa_codegen::model::{FieldType, LayoutName};

#[test]
fn every_vector_round_trips() {
    let mut checked = 0;
    let mut failures = Vec::new();
    let files = vectors::load_dir(&vectors::default_dir()).unwrap_or_else(|e| panic!("{e}"));
    for file in &files {
        let opcode = file.opcode.as_str();
        assert!(
            !file.vectors.is_empty(),
            "{}: no vectors",
            file.path.display()
        );
        for v in &file.vectors {
            let name = &v.name;
            // A vector no instruction type holds (it sets a member its variant's rules fix,
            // `layout::fixed_value`): its bytes fail to decode, with its error.
            if let Some(bytes) = v
                .unrepresentable_bytes(model(), opcode)
                .unwrap_or_else(|e| panic!("{e}"))
            {
                let want = v
                    .error
                    .as_deref()
                    .expect("an unrepresentable vector is invalid");
                match AnyInstruction::decode(&bytes) {
                    Err(DecodeError {
                        kind: DecodeErrorKind::Invalid { error },
                        ..
                    }) if !v.valid && error.code() == want => {}
                    other => failures.push(format!(
                        "{opcode}/{name}: {} decodes to {other:?}, expected {want}",
                        hex(&bytes)
                    )),
                }
                checked += 1;
                continue;
            }
            let inst = v.instruction(opcode).unwrap_or_else(|e| panic!("{e}"));
            let mut problems = Vec::new();
            if v.valid {
                if let Err(e) = inst.validate() {
                    problems.push(format!("rejected: {e}"));
                }
                let mut bytes = Vec::new();
                match inst.encode(&mut bytes) {
                    Ok(n) if n == bytes.len() => {}
                    Ok(n) => {
                        problems.push(format!("encode reported {n} bytes, wrote {}", bytes.len()))
                    }
                    Err(e) => problems.push(format!("encode failed: {e}")),
                }
                let want = v.bytes.as_deref().expect("bytes");
                if hex(&bytes) != want {
                    problems.push(format!("bytes\n   got  {}\n   want {want}", hex(&bytes)));
                }
                if inst.encoded_len() != bytes.len() {
                    problems.push(format!(
                        "encoded_len {} but {} bytes",
                        inst.encoded_len(),
                        bytes.len()
                    ));
                }
                let mut buf = [0u8; 256];
                match inst.encode_into(&mut buf) {
                    Ok(n) if buf[..n] == bytes[..] => {}
                    other => problems.push(format!("encode_into: {other:?}")),
                }
                let asm = v.asm.as_deref().expect("asm");
                let printed = v.text.print(&inst);
                if printed != asm {
                    problems.push(format!("asm\n   got  {printed}\n   want {asm}"));
                }
                match AnyInstruction::decode(&bytes) {
                    Ok((back, n)) if back == inst && n == bytes.len() => {}
                    other => problems.push(format!("decode: {other:?}")),
                }
                // The text reads back to the instruction, but for members the text does not
                // carry (LSC_FENCE's predicate, RT_READ's Dst), which read back as defaults;
                // tests/asm.rs pins those defaults for the seeds.
                match v.text.parse(asm) {
                    Ok(back) if back == inst => {}
                    Ok(back) => {
                        let lost = members_not_carried(&inst, &back);
                        if !lost.is_empty() {
                            problems.push(format!("parse: {lost:?} read back differently"));
                        }
                    }
                    Err(e) => problems.push(format!("parse: {e}")),
                }
            } else {
                let want = v.error.as_deref().expect("error");
                match inst.validate() {
                    Ok(()) => problems.push(format!("accepted, expected {want}")),
                    Err(e) => {
                        if e.code() != want {
                            problems.push(format!("error {} ({e}), expected {want}", e.code()));
                        }
                        if let Some(field) = v.error_field.as_deref() {
                            if e.field() != Some(field) {
                                problems
                                    .push(format!("error field {:?}, expected {field}", e.field()));
                            }
                        }
                    }
                }
                let mut bytes = Vec::new();
                if inst.encode(&mut bytes).is_ok() || !bytes.is_empty() {
                    problems.push("encode accepted an invalid instruction".into());
                }
            }
            if !problems.is_empty() {
                failures.push(format!("{opcode}/{name}: {}", problems.join("; ")));
            }
            checked += 1;
        }
    }
    assert_all_passed(checked, &failures);
}

/// Every valid vector in today's IGC layout (`Layout::Current`): it encodes and decodes back
/// in that layout, and its text in that layout (IGC's printer of today: `d8u32`,
/// `raw_sends_eot`, `.aligned`, …) reads back, in that layout, to the instruction, but for
/// the members the text does not carry, and those today's printer leaves out after a `%null`
/// operand (LSC_TYPED's coordinates after the first `%null`: HEAD's builder refuses a V
/// coordinate `%null` after a U that is not, and its text parser reads none after one). A
/// vector with a member only the default layout has is left out (NBARRIER's thread count).
#[test]
fn every_valid_vector_round_trips_in_the_current_layout() {
    let mut checked = 0;
    let mut failures = Vec::new();
    let files = vectors::load_dir(&vectors::default_dir()).unwrap_or_else(|e| panic!("{e}"));
    for file in &files {
        let opcode = file.opcode.as_str();
        for v in file.vectors.iter().filter(|v| v.valid) {
            let name = &v.name;
            if v.unrepresentable_bytes(model(), opcode)
                .unwrap_or_else(|e| panic!("{e}"))
                .is_some()
            {
                continue;
            }
            let inst = v.instruction(opcode).unwrap_or_else(|e| panic!("{e}"));
            if inst.check_layout(Layout::Current).is_err() {
                continue;
            }
            let problems = current_layout_problems(&v.text, &inst, members_not_carried);
            if !problems.is_empty() {
                failures.push(format!("{opcode}/{name}: {}", problems.join("; ")));
            }
            checked += 1;
        }
    }
    assert_all_passed(checked, &failures);
}

/// Every valid vector with each member of the current layout only set (a number to 3, or -4
/// when signed; a flag set; the predicate `(P1)`; a raw operand to `V32`, a vector operand to
/// `0x3:ud`), but for a vector those members make invalid by a presence condition (a wait's
/// signal operands) or that has a member of the 2022 layout: it encodes and decodes back in
/// that layout, and its text in that layout reads back to it, but for the members that text
/// does not print and those today's printer leaves out (after a `%null` operand, and after a
/// surface printed by its variable's name alone: `bti(V5)` without its surface-state index).
#[test]
fn current_layout_members_round_trip() {
    let mut checked = 0;
    let mut failures = Vec::new();
    let model = model();
    let files = vectors::load_dir(&vectors::default_dir()).unwrap_or_else(|e| panic!("{e}"));
    for file in &files {
        let opcode = file.opcode.as_str();
        for v in file.vectors.iter().filter(|v| v.valid) {
            if v.unrepresentable_bytes(model, opcode)
                .unwrap_or_else(|e| panic!("{e}"))
                .is_some()
            {
                continue;
            }
            let inst = v.instruction(opcode).unwrap_or_else(|e| panic!("{e}"));
            let (opcode, variant, mut fields) = unwrap(model, &to_value(&inst));
            let (op, variant_model) = op_and_variant(model, &opcode, &variant);
            let members = layout::members(op, variant_model);
            let current: Vec<&layout::Member> = members
                .iter()
                .filter(|m| m.layout == Some(LayoutName::Current))
                .collect();
            if current.is_empty() {
                continue;
            }
            for m in &current {
                let value: serde_yaml::Value = match &m.kind {
                    layout::MemberKind::Value { ty: FieldType::D } => (-4).into(),
                    layout::MemberKind::Value { .. } => 3.into(),
                    layout::MemberKind::Flag { .. } => true.into(),
                    layout::MemberKind::Predicate => {
                        serde_yaml::from_str("{ id: 1 }").expect("a predicate")
                    }
                    layout::MemberKind::Vector => {
                        serde_yaml::from_str("{ immediate: { ty: ud, bits: 3 } }")
                            .expect("a vector operand")
                    }
                    _ => serde_yaml::from_str("{ var: 32, offset: 0 }").expect("a raw operand"),
                };
                fields.insert(m.key.as_str().into(), value);
            }
            let fields = serde_yaml::Value::Mapping(fields);
            let inner = if layout::has_sub_ops(op) {
                serde_yaml::Value::Mapping(
                    [(variant.as_str().into(), fields)].into_iter().collect(),
                )
            } else {
                fields
            };
            let value =
                serde_yaml::Value::Mapping([(opcode.as_str().into(), inner)].into_iter().collect());
            let inst: AnyInstruction =
                serde_yaml::with::singleton_map_recursive::deserialize(value)
                    .unwrap_or_else(|e| panic!("{opcode}/{}: {e}", v.name));
            // A vector that gives a member of the 2022 layout (NBARRIER's thread count) has no
            // encoding in the current one; a wait has none of a signal's operands.
            if inst.check_layout(Layout::Current).is_err() {
                continue;
            }
            match inst.validate() {
                Ok(()) => {}
                Err(ValidationError::OperandPresence { .. }) => continue,
                Err(e) => {
                    failures.push(format!("{opcode}/{}: with them set: {e}", v.name));
                    continue;
                }
            }
            let problems = current_layout_problems(&v.text, &inst, current_members_not_carried);
            if !problems.is_empty() {
                failures.push(format!("{opcode}/{}: {}", v.name, problems.join("; ")));
            }
            checked += 1;
        }
    }
    // The seed has members of the current layout (3D_SAMPLE's paired surface).
    assert_all_passed(checked, &failures);
}

/// What goes wrong when `inst` round-trips in the current layout: its bytes must decode back
/// to it, and its text read back to it, but for the members `not_carried` finds differing that
/// today's printer leaves out (`members_after_null`).
fn current_layout_problems(
    text: &vectors::TextContext,
    inst: &AnyInstruction,
    not_carried: fn(&AnyInstruction, &AnyInstruction) -> Vec<String>,
) -> Vec<String> {
    let mut problems = Vec::new();
    let mut bytes = Vec::new();
    match inst.encode_for(Layout::Current, &mut bytes) {
        Ok(_) => match AnyInstruction::decode_for(Layout::Current, &bytes) {
            Ok((back, n)) if back == *inst && n == bytes.len() => {}
            other => problems.push(format!("decode: {other:?}")),
        },
        Err(e) => problems.push(format!("encode failed: {e}")),
    }
    let printed = text.print_in(inst, Layout::Current);
    match text.parse_in(&printed, Layout::Current) {
        Ok(back) if back == *inst => {}
        Ok(back) => {
            let left_out = members_after_null(inst);
            let lost: Vec<String> = not_carried(inst, &back)
                .into_iter()
                .filter(|m| !left_out.contains(m))
                .collect();
            if !lost.is_empty() {
                problems.push(format!(
                    "parse of `{printed}`: {lost:?} read back differently"
                ));
            }
        }
        Err(e) => problems.push(format!("parse of `{printed}`: {e}")),
    }
    problems
}

/// The members (serde keys) in which `back` differs from `inst` although the current layout's
/// text carries them.
fn current_members_not_carried(inst: &AnyInstruction, back: &AnyInstruction) -> Vec<String> {
    let model = model();
    let (opcode, variant, fields) = unwrap(model, &to_value(inst));
    let (_, _, back_fields) = unwrap(model, &to_value(back));
    let (op, variant) = op_and_variant(model, &opcode, &variant);
    let current = op.current_text();
    let op = current.as_ref().unwrap_or(op);
    let members = layout::members(op, variant);
    let text = layout::text_layout(op, variant, &members);
    let not_printed: Vec<&str> = text.unprinted.iter().map(|m| m.key.as_str()).collect();
    fields
        .iter()
        .filter(|(key, value)| back_fields.get(*key) != Some(*value))
        .filter_map(|(key, _)| key.as_str())
        .filter(|key| !not_printed.contains(key))
        .map(str::to_owned)
        .collect()
}

/// The members (serde keys) that the current layout's text of `inst` leaves out after a
/// `%null` operand: those of an op-text group printed unless a raw operand is `%null`
/// (`{unless Src0AddrsV=null: …}`, today's printer stopping LSC_TYPED's coordinates at the
/// first `%null`) when it is; likewise after a vector operand printed by its variable's name
/// alone (`{unless Surface=variable: …}`: HEAD's LSC surface `bti(V5)` leaves its
/// surface-state index out).
fn members_after_null(inst: &AnyInstruction) -> Vec<String> {
    fn walk(pieces: &[layout::Piece], fields: &serde_yaml::Mapping, out: &mut Vec<String>) {
        for p in pieces {
            let layout::Piece::Optional {
                printed_when,
                conditions,
                pieces,
            } = p
            else {
                continue;
            };
            let null = |m: &layout::Member| {
                fields
                    .get(m.key.as_str())
                    .and_then(|v| v.get("var"))
                    .and_then(serde_yaml::Value::as_u64)
                    == Some(0)
            };
            // A general operand at row and column 0.
            let variable = |m: &layout::Member| {
                let general = fields.get(m.key.as_str()).and_then(|v| v.get("general"));
                let at = |k: &str| {
                    general
                        .and_then(|g| g.get(k))
                        .map_or(Some(0), serde_yaml::Value::as_u64)
                };
                general.is_some() && at("row") == Some(0) && at("col") == Some(0)
            };
            let left_out = !printed_when
                && !conditions.is_empty()
                && conditions.iter().all(|(m, values)| {
                    (values.iter().all(|v| v == "null") && null(m))
                        || (values.iter().all(|v| v == "variable") && variable(m))
                });
            if left_out {
                out.extend(
                    layout::Piece::printed(pieces)
                        .into_iter()
                        .map(|m| m.key.clone()),
                );
            } else {
                walk(pieces, fields, out);
            }
        }
    }
    let model = model();
    let (opcode, variant, fields) = unwrap(model, &to_value(inst));
    let (op, variant) = op_and_variant(model, &opcode, &variant);
    let Some(current) = op.current_text() else {
        return Vec::new();
    };
    let members = layout::members(&current, variant);
    let text = layout::text_layout(&current, variant, &members);
    let mut out = Vec::new();
    if let Some(t) = &text.op_text {
        for pieces in t.mnemonic.iter().chain([&t.suffix]).chain(&t.operands) {
            walk(pieces, &fields, &mut out);
        }
    }
    out
}

/// The members (serde keys) in which `back` differs from `inst` although its text carries
/// them: all of them but the members its variant's text does not print (and does not imply).
fn members_not_carried(inst: &AnyInstruction, back: &AnyInstruction) -> Vec<String> {
    let model = model();
    let (opcode, variant, fields) = unwrap(model, &to_value(inst));
    let (_, _, back_fields) = unwrap(model, &to_value(back));
    let (op, variant) = op_and_variant(model, &opcode, &variant);
    let members = layout::members(op, variant);
    let text = layout::text_layout(op, variant, &members);
    let not_printed: Vec<&str> = text
        .unprinted
        .iter()
        .filter(|m| {
            !text
                .op_text
                .as_ref()
                .is_some_and(|t| t.implied.iter().any(|(i, _)| std::ptr::eq(*i, **m)))
        })
        .map(|m| m.key.as_str())
        .collect();
    fields
        .iter()
        .filter(|(key, value)| back_fields.get(*key) != Some(*value))
        .filter_map(|(key, _)| key.as_str())
        .filter(|key| !not_printed.contains(key))
        .map(str::to_owned)
        .collect()
}

/// Fails, listing them, when any of the `checked` vectors failed (or none was checked).
fn assert_all_passed(checked: usize, failures: &[String]) {
    assert!(checked > 0, "no vectors checked");
    assert!(
        failures.is_empty(),
        "{} of {checked} vectors fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
