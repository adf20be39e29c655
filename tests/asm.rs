//! IGC's vISA assembly text read back (`FromStr` / `ParseAsm`): round trips over every test
//! vector and over arbitrary instructions, located errors, and a no-panic sweep.
//!
//! `Display` is not injective on every instruction, so a round trip gives back the instruction
//! *as its text denotes it* ([`text_form`], computed from the model, independently of the
//! generated parser):
//!
//! - for an instruction `validate` accepts, fields the text does not carry (SCATTER4_SCALED
//!   `Scale`) read back as zero; nothing else differs;
//! - for any other instruction, also: a packed operand written as a plain immediate of its own
//!   type reads back packed (both print `0x0:uw`; `validate` rejects the plain form as
//!   `packed_immediate_as_operand`), bitfields wrap to their width, `sat` on a source
//!   disappears, high bits of a 4-byte immediate are dropped, and counted parameters after a
//!   skipped one close the gap.

mod support;

use support::model::{model, op_and_variant, to_value, unwrap};
use support::random::{arbitrary_instruction, Rng};

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Debug;
use std::str::FromStr;
use std::sync::OnceLock;

use proptest::prelude::*;
use serde_yaml::{Mapping, Value};
use visa_isa::{
    gather4_typed, op_3d_sample, op_3d_sample4, parse_asm_line, sample_unorm, scatter4_scaled,
    AnyInstruction, AsmError, AsmErrorKind, Instruction, VisaType,
};
use visa_isa_codegen::layout::{self, Member, MemberKind};
use visa_isa_codegen::model::LayoutName;
use visa_isa_codegen::model::{BitfieldKind, Field, Model};

// ---------------------------------------------------------------- model and vectors

struct Vector {
    opcode: String,
    name: String,
    variant: String,
    valid: bool,
    asm: Option<String>,
    inst: AnyInstruction,
}

fn from_value(value: Value) -> AnyInstruction {
    serde_yaml::with::singleton_map_recursive::deserialize(value.clone())
        .unwrap_or_else(|e| panic!("does not deserialize: {e}\n{value:?}"))
}

/// `{ OPCODE: { variant: fields } }`, or `{ OPCODE: fields }` without op variants.
fn wrap(opcode: &str, variant: &str, fields: Value) -> Value {
    let inner = if variant == opcode {
        fields
    } else {
        let mut m = Mapping::new();
        m.insert(variant.into(), fields);
        Value::Mapping(m)
    };
    let mut outer = Mapping::new();
    outer.insert(opcode.into(), inner);
    Value::Mapping(outer)
}

/// Every test vector, loaded once per test binary.
fn vectors() -> &'static [Vector] {
    static VECTORS: OnceLock<Vec<Vector>> = OnceLock::new();
    VECTORS.get_or_init(load_vectors)
}

fn load_vectors() -> Vec<Vector> {
    let out: Vec<Vector> = support::vectors::every_instruction(support::model::model())
        .into_iter()
        .map(|(opcode, v, inst)| Vector {
            opcode,
            name: v.name,
            variant: v.variant,
            valid: v.valid,
            asm: v.asm,
            inst,
        })
        .collect();
    assert!(out.len() > 1000, "only {} vectors", out.len());
    out
}

// ---------------------------------------------------------------- what the text denotes

fn int(v: &Value) -> i64 {
    v.as_i64()
        .or_else(|| v.as_u64().map(|u| u as i64))
        .unwrap_or_else(|| panic!("an integer, not {v:?}"))
}

/// A vector operand as its text denotes it: no `sat`, only the encoded bits of an immediate.
fn text_vector(v: &mut Value) {
    let Some(m) = v.as_mapping_mut() else { return };
    for (class, payload) in m.iter_mut() {
        match class.as_str() {
            Some("general" | "indirect")
                if payload.get("modifier").and_then(Value::as_str) == Some("sat") =>
            {
                payload["modifier"] = "none".into();
            }
            Some("immediate") => {
                let ty = payload["ty"].as_str().expect("ty");
                if !matches!(ty, "df" | "uq" | "q") {
                    let bits = payload["bits"].as_u64().expect("bits") & 0xffff_ffff;
                    payload["bits"] = bits.into();
                }
            }
            _ => {}
        }
    }
}

/// The immediate type of a packed field: the field's first documented type (as the emitter's
/// `packed_struct` picks it), else UD.
fn packed_type(field: &Field) -> String {
    field
        .constraints
        .types
        .first()
        .map_or_else(|| "ud".to_owned(), |t| t.to_ascii_lowercase())
}

fn packed_bits(field: &Field, fields: &Value) -> u64 {
    layout::packed_members(field)
        .iter()
        .map(|m| {
            let b = m.bitfield(field).expect("a bitfield");
            let raw = match fields.get(m.key.as_str()) {
                None => 0,
                Some(Value::Bool(flag)) => u64::from(*flag),
                Some(v) => int(v) as u64,
            };
            (raw & ((1 << b.width()) - 1)) << b.lo
        })
        .fold(0, |a, b| a | b)
}

fn unpack(field: &Field, bits: u64) -> Value {
    let mut out = Mapping::new();
    for m in layout::packed_members(field) {
        let b = m.bitfield(field).expect("a bitfield");
        let raw = (bits >> b.lo) & ((1 << b.width()) - 1);
        let value: Value = match b.kind {
            BitfieldKind::Signed => {
                let shift = 64 - u32::from(b.width());
                (((raw << shift) as i64) >> shift).into()
            }
            BitfieldKind::Unsigned | BitfieldKind::Reserved => raw.into(),
            BitfieldKind::Flag => (raw != 0).into(),
            other => panic!("packed bitfield kind {other:?}: extend the test"),
        };
        out.insert(m.key.as_str().into(), value);
    }
    Value::Mapping(out)
}

/// What printing loses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Losses {
    /// Of an instruction `validate` accepts: unprinted fields only. (A packed operand written
    /// as a plain immediate of its own type, which prints like the packed form, is rejected by
    /// `validate` as `packed_immediate_as_operand`.)
    OfValid,
    /// Of any instruction: also bitfields beyond their width, `sat` on a source, high bits of
    /// a 4-byte immediate, and gaps between counted parameters.
    All,
}

/// A packed operand as its text denotes it.
fn text_packed(field: &Field, v: &mut Value, losses: Losses) {
    if losses == Losses::OfValid {
        return;
    }
    let covered = field.bitfields.iter().fold(0, |m, b| m | b.mask());
    let bits = if let Some(fields) = v.get("immediate") {
        (losses == Losses::All).then(|| packed_bits(field, fields))
    } else {
        let operand = v.get_mut("operand").expect("immediate or operand");
        if losses == Losses::All {
            text_vector(operand);
        }
        operand
            .get("immediate")
            .filter(|imm| imm["ty"].as_str() == Some(packed_type(field).as_str()))
            .map(|imm| imm["bits"].as_u64().expect("bits"))
            .filter(|bits| bits & !covered == 0)
    };
    if let Some(bits) = bits {
        let mut m = Mapping::new();
        m.insert("immediate".into(), unpack(field, bits));
        *v = Value::Mapping(m);
    }
}

/// `inst` as its text denotes it (see the module docs), assuming only `losses`.
fn text_form(model: &Model, inst: &AnyInstruction, losses: Losses) -> AnyInstruction {
    let (opcode, variant, mut fields) = unwrap(model, &to_value(inst));
    let (op, v) = op_and_variant(model, &opcode, &variant);
    let members = layout::members(op, v);
    let text = layout::text_layout(op, v, &members);
    for m in &text.unprinted {
        let key = Value::from(m.key.as_str());
        match m.kind {
            MemberKind::Flag { .. } | MemberKind::Predicate | MemberKind::Raw { counted: true } => {
                fields.remove(&key);
            }
            MemberKind::Int { .. } | MemberKind::Reserved { .. } | MemberKind::Value { .. } => {
                fields.insert(key, 0.into());
            }
            ref other => panic!("unprinted member of kind {other:?}: extend the test"),
        }
    }
    // The default layout's text has no member of another layout (3D_SAMPLE's paired surface).
    for m in members
        .iter()
        .filter(|m| m.layout.is_some_and(|l| l != LayoutName::Igc2022))
    {
        fields.remove(m.key.as_str());
    }
    for m in &members {
        let field = op.field(&m.field).expect("a field");
        let Some(value) = fields.get_mut(m.key.as_str()) else {
            continue;
        };
        match m.kind {
            MemberKind::Vector if losses == Losses::All => text_vector(value),
            MemberKind::Packed { .. } => text_packed(field, value, losses),
            _ => {}
        }
    }
    if losses == Losses::All {
        let counted: Vec<&Member> = members
            .iter()
            .filter(|m| matches!(m.kind, MemberKind::Raw { counted: true }))
            .collect();
        let present: Vec<Value> = counted
            .iter()
            .filter_map(|m| fields.remove(m.key.as_str()))
            .collect();
        for (m, value) in counted.iter().zip(present) {
            fields.insert(m.key.as_str().into(), value);
        }
    }
    from_value(wrap(&opcode, &variant, Value::Mapping(fields)))
}

// ---------------------------------------------------------------- the three parse paths

fn same<T>(want: &T, text: &str) -> Result<(), String>
where
    T: FromStr<Err = AsmError> + PartialEq + Debug,
{
    match text.parse::<T>() {
        Ok(got) if &got == want => Ok(()),
        Ok(got) => Err(format!(
            "{}: got {got:?}, want {want:?}",
            std::any::type_name::<T>()
        )),
        Err(e) => Err(format!("{}: {e}", std::any::type_name::<T>())),
    }
}

/// Parses `text` as `AnyInstruction`, as the opcode enum and as the variant type, each of which
/// must give `want`. Every instruction type must be listed here (the vector test fails
/// otherwise).
fn typed_paths(want: &AnyInstruction, text: &str) -> Result<(), String> {
    same::<AnyInstruction>(want, text)?;
    macro_rules! typed {
        (
            enums: $($any:ident => $module:ident :: $enum:ident { $($variant:ident),* $(,)? }),* ;
            plain: $($plain:ident => $pmodule:ident :: $ptype:ident),* $(,)?
        ) => {
            match want {
                $(AnyInstruction::$any(inner) => {
                    same::<$module::$enum>(inner, text)?;
                    match inner {
                        $($module::$enum::$variant(v) => same::<$module::$variant>(v, text),)*
                        _ => Err(format!("{inner:?}: variant not listed in typed_paths")),
                    }
                })*
                $(AnyInstruction::$plain(inner) => same::<$pmodule::$ptype>(inner, text),)*
                _ => Err(format!("{want:?}: opcode not listed in typed_paths")),
            }
        };
    }
    typed!(
        enums:
            Op3dSample => op_3d_sample::Op3dSample {
                Lod, Sample, SampleLz, SampleB, SampleBC, SampleC, SampleCLz, SampleD, SampleDC,
                SampleL, SampleLC,
            },
            Op3dSample4 => op_3d_sample4::Op3dSample4 {
                Gather4, Gather4I, Gather4B, Gather4C, Gather4IC, Gather4L, Gather4Po, Gather4PoB,
                Gather4PoC, Gather4PoI, Gather4PoIC, Gather4PoL, Gather4PoLC,
            };
        plain:
            Gather4Typed => gather4_typed::Gather4Typed,
            SampleUnorm => sample_unorm::SampleUnorm,
            Scatter4Scaled => scatter4_scaled::Scatter4Scaled,
    )
}

/// Prints `inst`, parses it back through every path, and compares with its text form: for an
/// instruction `validate` accepts, only unprinted fields and the packed form may differ.
fn round_trip(model: &Model, inst: &AnyInstruction) -> Result<(), String> {
    let text = inst.to_string();
    let losses = if inst.validate().is_ok() {
        Losses::OfValid
    } else {
        Losses::All
    };
    let want = text_form(model, inst, losses);
    typed_paths(&want, &text).map_err(|e| format!("`{text}`: {e}"))?;
    // The same text with IGC's two-space and other spacing parses alike.
    let spaced = format!("\t {}  ", text.replace(' ', " \t "));
    typed_paths(&want, &spaced).map_err(|e| format!("`{spaced}`: {e}"))
}

fn key(model: &Model, inst: &AnyInstruction) -> (String, String) {
    let (opcode, variant, _) = unwrap(model, &to_value(inst));
    (opcode, variant)
}

fn all_variants(model: &Model) -> BTreeSet<(String, String)> {
    model
        .opcodes
        .iter()
        .flat_map(|op| {
            op.variants.iter().map(|v| {
                let variant = if layout::has_sub_ops(op) {
                    v.name.clone()
                } else {
                    op.name.clone()
                };
                (op.name.clone(), variant)
            })
        })
        .collect()
}

// ---------------------------------------------------------------- vectors

#[test]
fn every_vector_round_trips_through_its_text() {
    let model = model();
    let mut failures = Vec::new();
    let mut seen = BTreeSet::new();
    let vectors = vectors();
    for v in vectors {
        seen.insert((v.opcode.clone(), v.variant.clone()));
        if let Err(e) = round_trip(model, &v.inst) {
            failures.push(format!("{}/{}: {e}", v.opcode, v.name));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} vectors do not round-trip:\n{}",
        failures.len(),
        vectors.len(),
        failures.join("\n")
    );
    assert_eq!(seen, all_variants(model), "vectors cover every variant");
}

/// Every valid vector's `asm` parses to exactly its fields (no valid vector sets a field the
/// text does not carry).
#[test]
fn every_valid_vector_asm_parses_to_its_fields() {
    let model = model();
    let mut failures = Vec::new();
    let mut checked = 0;
    for v in vectors().iter().filter(|v| v.valid) {
        let asm = v.asm.as_deref().expect("valid vectors have asm");
        if text_form(model, &v.inst, Losses::OfValid) != v.inst {
            failures.push(format!(
                "{}/{}: sets a field the text does not carry",
                v.opcode, v.name
            ));
        }
        if let Err(e) = typed_paths(&v.inst, asm) {
            failures.push(format!("{}/{}: `{asm}`: {e}", v.opcode, v.name));
        }
        checked += 1;
    }
    assert!(checked > 900, "{checked} valid vectors");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// ---------------------------------------------------------------- arbitrary instructions

/// `base` (a valid vector of the same variant) with some members taken from `random`: mostly
/// valid instructions with varied fields.
fn crossover(
    model: &Model,
    base: &AnyInstruction,
    random: &AnyInstruction,
    rng: &mut Rng,
) -> AnyInstruction {
    let (opcode, variant, base_fields) = unwrap(model, &to_value(base));
    let (_, _, random_fields) = unwrap(model, &to_value(random));
    let mut keys: Vec<Value> = base_fields.keys().cloned().collect();
    keys.extend(
        random_fields
            .keys()
            .filter(|k| !base_fields.contains_key(*k))
            .cloned(),
    );
    let mut fields = Mapping::new();
    for k in keys {
        let from = if rng.below(4) == 0 {
            &random_fields
        } else {
            &base_fields
        };
        if let Some(v) = from.get(&k) {
            fields.insert(k, v.clone());
        }
    }
    from_value(wrap(&opcode, &variant, Value::Mapping(fields)))
}

/// Every variant is reached by arbitrary instructions, and by valid ones: random instructions
/// and crossovers of them with valid vectors, each printed and parsed back.
#[test]
fn arbitrary_instructions_of_every_variant_round_trip() {
    let model = model();
    let variants = all_variants(model);
    let mut bases: BTreeMap<(String, String), &AnyInstruction> = BTreeMap::new();
    for v in vectors().iter().filter(|v| v.valid) {
        bases
            .entry((v.opcode.clone(), v.variant.clone()))
            .or_insert(&v.inst);
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut reached: BTreeMap<(String, String), (usize, usize)> = BTreeMap::new();
    for _ in 0..4000 {
        let len = 16 + rng.below(240);
        let Some(random) = arbitrary_instruction(&rng.bytes(len)) else {
            continue;
        };
        let k = key(model, &random);
        let mixed = crossover(model, bases[&k], &random, &mut rng);
        for inst in [&random, &mixed] {
            round_trip(model, inst).unwrap_or_else(|e| panic!("{e}"));
            let entry = reached.entry(k.clone()).or_default();
            entry.0 += 1;
            if inst.validate().is_ok() {
                // Valid instructions: parse(print(x)) == x up to the text form, which only
                // zeroes unprinted fields and packs immediates.
                entry.1 += 1;
            }
        }
    }
    let missing: Vec<_> = variants
        .iter()
        .filter(|v| {
            reached
                .get(*v)
                .map_or(true, |&(all, valid)| all < 20 || valid < 5)
        })
        .collect();
    assert!(
        missing.is_empty(),
        "too few instructions of {missing:?}: {reached:?}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// `parse(print(x))` is `x` as its text denotes it, for any instruction at all.
    #[test]
    fn any_instruction_round_trips(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        if let Some(inst) = arbitrary_instruction(&bytes) {
            if let Err(e) = round_trip(model(), &inst) {
                prop_assert!(false, "{}", e);
            }
            if inst.validate().is_ok() {
                let text = inst.to_string();
                let parsed: AnyInstruction = text.parse().expect("round_trip parsed it");
                prop_assert_eq!(parsed.validate(), Ok(()));
            }
        }
    }

    /// Parsing never panics, whatever the text.
    #[test]
    fn any_text_parses_or_fails_cleanly(text in "\\PC{0,80}") {
        let _ = text.parse::<AnyInstruction>();
        let _ = text.parse::<visa_isa::VectorOperand>();
    }
}

// ---------------------------------------------------------------- located errors

const SAMPLE: &str = "sample_3d.RGBA (M1, 16)  0x0:uw S0 T6 V34.0 V32.0 V33.0";

fn err<T: visa_isa::ParseAsm + Debug>(text: &str, line: usize) -> AsmError {
    parse_asm_line::<T>(text, line).expect_err(text)
}

/// Column (from 1) of the first occurrence of `needle` in `text`, in characters.
fn col(text: &str, needle: &str) -> usize {
    let byte = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle} in {text}"));
    text[..byte].chars().count() + 1
}

fn at(line: usize, column: usize, kind: AsmErrorKind) -> AsmError {
    // `AsmError` is non-exhaustive: build the expectation from a real error.
    let mut e = err::<AnyInstruction>("", 1);
    e.line = line;
    e.column = column;
    e.kind = kind;
    e
}

#[test]
fn the_sample_parses() {
    let inst: AnyInstruction = SAMPLE.parse().expect("parses");
    assert_eq!(inst.to_string(), SAMPLE);
    let single: op_3d_sample::Sample = SAMPLE.replace("  ", " ").parse().expect("one space");
    assert_eq!(
        AnyInstruction::from(op_3d_sample::Op3dSample::from(single)),
        inst
    );
}

#[test]
fn unknown_mnemonic() {
    let text = "sample_x.RGBA (M1, 16)  0x0:uw S0 T6 V34.0";
    let e = err::<AnyInstruction>(text, 7);
    assert_eq!(
        e,
        at(
            7,
            1,
            AsmErrorKind::UnknownMnemonic {
                found: "sample_x".into()
            }
        )
    );
    assert_eq!(e.to_string(), "7:1: unknown mnemonic `sample_x`");
    let text = "  (!P2.any) bogus.RGBA (M1, 16)";
    assert_eq!(
        err::<op_3d_sample::Op3dSample>(text, 1),
        at(
            1,
            col(text, "bogus"),
            AsmErrorKind::UnknownMnemonic {
                found: "bogus".into()
            }
        )
    );
    // A mnemonic of another opcode is unknown to an opcode enum, a mismatch for a variant type.
    let text = "gather4_typed.R (M1, 16) T6 V32.0 V33.0 V34.0 V35.0 V36.0";
    assert_eq!(
        err::<op_3d_sample::Op3dSample>(text, 1),
        at(
            1,
            1,
            AsmErrorKind::UnknownMnemonic {
                found: "gather4_typed".into()
            }
        )
    );
    assert_eq!(
        err::<op_3d_sample::Lod>(SAMPLE, 2),
        at(
            2,
            1,
            AsmErrorKind::MnemonicMismatch {
                expected: "lod",
                found: "sample_3d".into()
            }
        )
    );
}

#[test]
fn too_few_and_too_many_operands() {
    let text = "sample_3d.RGBA (M1, 16)  0x0:uw S0 T6";
    assert_eq!(
        err::<AnyInstruction>(text, 3),
        at(
            3,
            text.chars().count() + 1,
            AsmErrorKind::TooFewOperands {
                min: 4,
                max: 8,
                found: 3
            }
        )
    );
    let text = "gather4_typed.R (M1, 16) T6 V32.0 V33.0 V34.0 V35.0 V36.0 V37.0 V38.0";
    let e = err::<AnyInstruction>(text, 1);
    assert_eq!(
        e,
        at(
            1,
            col(text, "V37.0"),
            AsmErrorKind::TooManyOperands {
                min: 6,
                max: 6,
                found: 8
            }
        )
    );
    assert_eq!(
        e.to_string(),
        format!(
            "1:{}: too many operands: expected 6, found 8",
            col(text, "V37.0")
        )
    );
    let text = format!("{SAMPLE} V35.0 V36.0 V37.0");
    assert_eq!(
        err::<AnyInstruction>(&text, 1),
        at(
            1,
            col(&text, "V37.0"),
            AsmErrorKind::TooManyOperands {
                min: 4,
                max: 8,
                found: 9
            }
        )
    );
}

#[test]
fn out_of_range_numbers_and_immediates() {
    let text = SAMPLE.replace("0x0:uw", "0x100000000:uw");
    assert_eq!(
        err::<AnyInstruction>(&text, 1),
        at(
            1,
            col(&text, "0x1"),
            AsmErrorKind::ImmediateOutOfRange {
                found: "0x100000000".into(),
                ty: VisaType::Uw
            }
        )
    );
    let text = SAMPLE.replace("0x0:uw", "0x10000000000000000:uq");
    assert!(matches!(
        err::<AnyInstruction>(&text, 1).kind,
        AsmErrorKind::ImmediateOutOfRange {
            ty: VisaType::Uq,
            ..
        }
    ));
    // 8-byte types hold 64 bits; a UW above 16 bits is encodable, and `validate`'s business.
    let wide: AnyInstruction = SAMPLE
        .replace("0x0:uw", "0xffffffffffffffff:uq")
        .parse()
        .unwrap();
    assert!(wide.validate().is_err());
    let text = SAMPLE.replace("V34.0", "V34.65536");
    assert_eq!(
        err::<AnyInstruction>(&text, 1),
        at(
            1,
            col(&text, "65536"),
            AsmErrorKind::NumberOutOfRange {
                found: "65536".into(),
                min: 0,
                max: 65535
            }
        )
    );
    let text = SAMPLE.replace("S0", "S256");
    assert_eq!(
        err::<AnyInstruction>(&text, 1),
        at(
            1,
            col(&text, "256"),
            AsmErrorKind::NumberOutOfRange {
                found: "256".into(),
                min: 0,
                max: 255
            }
        )
    );
    let text = SAMPLE.replace("V34", "V99999999999999999999999");
    assert!(matches!(
        err::<AnyInstruction>(&text, 1).kind,
        AsmErrorKind::NumberOutOfRange {
            max: 4_294_967_295,
            ..
        }
    ));
}

#[test]
fn exec_size_and_mask() {
    let text = SAMPLE.replace("16)", "12)");
    assert_eq!(
        err::<AnyInstruction>(&text, 4),
        at(
            4,
            col(&text, "12"),
            AsmErrorKind::UnsupportedExecSize { found: "12".into() }
        )
    );
    let text = SAMPLE.replace("M1", "M9");
    assert_eq!(
        err::<AnyInstruction>(&text, 1),
        at(
            1,
            col(&text, "M9"),
            AsmErrorKind::UnknownExecMask { found: "M9".into() }
        )
    );
    // Spaces inside the group are optional; a size the opcode does not allow is `validate`'s.
    let compact: AnyInstruction = SAMPLE.replace("(M1, 16)", "( M1 ,16 )").parse().unwrap();
    assert_eq!(compact.to_string(), SAMPLE);
    let simd32: AnyInstruction = SAMPLE.replace("16)", "32)").parse().unwrap();
    assert!(simd32.validate().is_err());
    let text = SAMPLE.replace(" (M1, 16)", "");
    assert!(matches!(
        err::<AnyInstruction>(&text, 1).kind,
        AsmErrorKind::Expected {
            expected: "an execution size such as `(M1, 16)`",
            ..
        }
    ));
}

#[test]
fn suffixes_and_channel_masks() {
    let text = SAMPLE.replace(".RGBA", ".RGBA.foo");
    assert_eq!(
        err::<AnyInstruction>(&text, 1),
        at(
            1,
            col(&text, ".foo"),
            AsmErrorKind::UnknownSuffix {
                found: "foo".into()
            }
        )
    );
    // A misspelled flag is an unknown suffix, not a bad mask, when a mask follows it.
    let text = SAMPLE.replace(".RGBA", ".cpz.RGBA");
    assert_eq!(
        err::<AnyInstruction>(&text, 1),
        at(
            1,
            col(&text, ".cpz"),
            AsmErrorKind::UnknownSuffix {
                found: "cpz".into()
            }
        )
    );
    let text = SAMPLE.replace(".RGBA", ".divS.cps.RGBA");
    assert_eq!(
        err::<AnyInstruction>(&text, 1),
        at(
            1,
            col(&text, ".cps"),
            AsmErrorKind::UnknownSuffix {
                found: "cps".into()
            }
        )
    );
    let text = SAMPLE.replace(".RGBA", ".RGAB");
    let e = err::<AnyInstruction>(&text, 1);
    assert_eq!(e.column, col(&text, "RGAB"));
    assert!(matches!(e.kind, AsmErrorKind::BadChannelMask { ref found, .. } if found == "RGAB"));
    // Flags in the printed order; lower-case channels as IGC's lexer.
    let flags: AnyInstruction = SAMPLE
        .replace(".RGBA", ".pixel_null_mask.cps.divS.rgba")
        .parse()
        .unwrap();
    assert_eq!(
        flags.to_string(),
        SAMPLE.replace(".RGBA", ".pixel_null_mask.cps.divS.RGBA")
    );
    let text = "sample_unorm.RGBX.16-full S0 T6 0x0:f 0x0:f 0x0:f 0x0:f V32.0";
    assert!(matches!(
        err::<AnyInstruction>(text, 1).kind,
        AsmErrorKind::BadChannelMask { ref found, .. } if found == "RGBX"
    ));
    // SAMPLE_UNORM has no predicate.
    let text = "(P1) sample_unorm.RGBA.16-full S0 T6 0x0:f 0x0:f 0x0:f 0x0:f V32.0";
    assert_eq!(
        err::<AnyInstruction>(text, 1),
        at(
            1,
            1,
            AsmErrorKind::Expected {
                expected: "the mnemonic (this instruction takes no predicate)",
                found: Some("(P1)".into())
            }
        )
    );
    let text = "sample_unorm.RGBA.16-fill S0 T6 0x0:f 0x0:f 0x0:f 0x0:f V32.0";
    assert_eq!(
        err::<AnyInstruction>(text, 1),
        at(
            1,
            col(text, "16-fill"),
            AsmErrorKind::UnknownValue {
                what: "Channel_mask.output_format",
                found: "16-fill".into()
            }
        )
    );
}

#[test]
fn garbage_unicode_and_empty_input() {
    assert_eq!(
        err::<AnyInstruction>("", 9),
        at(
            9,
            1,
            AsmErrorKind::Expected {
                expected: "an instruction mnemonic",
                found: None
            }
        )
    );
    assert_eq!(
        err::<AnyInstruction>(" \t ", 1),
        at(
            1,
            4,
            AsmErrorKind::Expected {
                expected: "an instruction mnemonic",
                found: None
            }
        )
    );
    assert_eq!(
        err::<AnyInstruction>("∂∂∂ ☃", 1),
        at(
            1,
            1,
            AsmErrorKind::Expected {
                expected: "an instruction mnemonic",
                found: Some("∂∂∂".into())
            }
        )
    );
    // Columns count characters, not bytes.
    let text = "sample_3d.RGBA (M1, 16)  0x0:uw S0 T6 V3☃.0";
    let e = err::<AnyInstruction>(text, 1);
    assert_eq!(e.column, col(text, "☃"));
    assert!(matches!(e.kind, AsmErrorKind::Expected { .. }), "{e}");
    let text = "ünïcödé sample_3d";
    assert_eq!(
        err::<AnyInstruction>(text, 1),
        at(
            1,
            1,
            AsmErrorKind::Expected {
                expected: "an instruction mnemonic",
                found: Some("ünïcödé".into())
            }
        )
    );
    // A trailing IGC comment is the caller's to strip.
    let text = format!("{SAMPLE} /// $3");
    assert_eq!(err::<AnyInstruction>(&text, 1).column, col(&text, "///"));
    // An operand glued to the previous one.
    let text = format!("{SAMPLE}V35.0");
    assert_eq!(
        err::<AnyInstruction>(&text, 1),
        at(
            1,
            col(&text, "V35.0"),
            AsmErrorKind::Expected {
                expected: "a space before the next operand",
                found: Some("V35.0".into())
            }
        )
    );
    let text = "gather4_typed.R (M1, 16) T6 V32.0 V33.0 V34.0 V35.0 V36.0x";
    assert_eq!(
        err::<AnyInstruction>(text, 1),
        at(
            1,
            col(text, "x"),
            AsmErrorKind::Expected {
                expected: "a space or the end of the line",
                found: Some("x".into())
            }
        )
    );
}

#[test]
fn errors_are_std_errors() {
    fn is_error<E: std::error::Error + Clone + Eq + Send + Sync + 'static>(_: &E) {}
    let e = err::<AnyInstruction>("nope", 1);
    is_error(&e);
    assert_eq!(e.to_string(), "1:1: unknown mnemonic `nope`");
}

// ---------------------------------------------------------------- runtime types

#[test]
fn runtime_types_parse_their_display() {
    use visa_isa::*;
    fn back<T: FromStr<Err = AsmError> + std::fmt::Display + PartialEq + Debug>(v: T) {
        let text = v.to_string();
        assert_eq!(text.parse::<T>().as_ref(), Ok(&v), "{text}");
    }
    for var in (0..=40).chain([u32::MAX]) {
        back(RawOperand::new(var, 65535));
        back(GeneralOperand {
            var,
            row: 1,
            col: 2,
            region: Region::new(8, 8, 1),
            modifier: Modifier::NegAbs,
        });
    }
    for id in 0..=255u8 {
        back(SurfaceIndex(id));
        back(SamplerIndex(id));
    }
    for modifier in [
        Modifier::None,
        Modifier::Abs,
        Modifier::Neg,
        Modifier::NegAbs,
        Modifier::Not,
    ] {
        back(VectorOperand::from(IndirectOperand {
            addr: 3,
            addr_offset: 1,
            imm_offset: -512,
            ty: VisaType::Hf,
            region: Region::new(8, 8, 1),
            modifier,
        }));
    }
    for ty in VisaType::ALL {
        back(ty);
        // The largest value of the type's own width: B and W print sign-extended, like IGC.
        let bits = match ty {
            VisaType::B | VisaType::Ub => 0xff,
            VisaType::W | VisaType::Uw | VisaType::Hf | VisaType::Bf => 0xffff,
            _ if ty.immediate_len() == 8 => u64::MAX,
            _ => 0xffff_ffff,
        };
        back(Immediate { ty, bits });
    }
    // IGC's sign-extended spelling of a B or W value is that value; so an invalid B or W
    // immediate with the upper bits set prints as IGC would and reads back as the narrow one.
    assert_eq!(
        "0xffffffff:b".parse::<Immediate>(),
        Ok(Immediate {
            ty: VisaType::B,
            bits: 0xff
        })
    );
    assert_eq!(
        "0xffff:w".parse::<Immediate>(),
        Ok(Immediate {
            ty: VisaType::W,
            bits: 0xffff
        })
    );
    assert_eq!(
        Immediate {
            ty: VisaType::W,
            bits: 0xffff_ffff
        }
        .to_string(),
        "0xffffffff:w"
    );
    assert_eq!(
        Immediate {
            ty: VisaType::W,
            bits: 0x7fff
        }
        .to_string(),
        "0x7fff:w"
    );
    back(VectorOperand::from(AddressOperand {
        addr: 3,
        offset: 0,
        width: 1,
    }));
    back(VectorOperand::from(PredicateOperand { id: 4095 }));
    for id in [0, 3, 5, 6, 255, 256, 65535] {
        back(StateOperand {
            class: StateClass::Surface,
            id,
            offset: 7,
        });
        back(StateOperand {
            class: StateClass::Sampler,
            id,
            offset: 0,
        });
    }
    for (control, inverted) in [
        (PredicateControl::None, false),
        (PredicateControl::Any, true),
        (PredicateControl::All, false),
    ] {
        back(Predicate {
            id: 3,
            control,
            inverted,
        });
    }
    back(Region::SCALAR);
    back(ExecSize::Simd16);
    back(ExecMask::M5Nm);
    back(sample_unorm::OutputFormat::N16BitChrominanceDownsampled);
    let aoffimmi = op_3d_sample::Aoffimmi {
        r_offset: -8,
        v_offset: 7,
        u_offset: -1,
        reserved: 0,
    };
    back(PackedOperand::Immediate(aoffimmi));
    // Both forms print alike; the text reads back packed.
    let plain: PackedOperand<op_3d_sample::Aoffimmi> =
        PackedOperand::Operand(VectorOperand::immediate(VisaType::Uw, 0x0f78));
    assert_eq!(
        plain.to_string().parse(),
        Ok(PackedOperand::Immediate(aoffimmi))
    );
    // Another type, or bits beyond the bitfields, stay an operand.
    back(PackedOperand::<op_3d_sample::Aoffimmi>::Operand(
        VectorOperand::immediate(VisaType::Ud, 1),
    ));
    back(PackedOperand::<op_3d_sample::Aoffimmi>::Operand(
        VectorOperand::immediate(VisaType::Uw, 0x1_0000),
    ));
    assert_eq!(ExecSize::from_asm("16"), Some(ExecSize::Simd16));
    assert_eq!(ExecMask::from_asm("M9"), None);
}

#[test]
fn every_enum_value_reads_back() {
    use visa_isa::*;
    for v in ExecSize::ALL {
        assert_eq!(ExecSize::from_asm(v.asm()), Some(*v));
    }
    for v in ExecMask::ALL {
        assert_eq!(ExecMask::from_asm(v.asm()), Some(*v));
    }
    for v in sample_unorm::OutputFormat::ALL {
        assert_eq!(sample_unorm::OutputFormat::from_asm(v.asm()), Some(*v));
    }
    for v in op_3d_sample4::SrcChannel::ALL {
        assert_eq!(op_3d_sample4::SrcChannel::from_asm(v.asm()), Some(*v));
    }
}

// ---------------------------------------------------------------- no panics

#[test]
fn no_prefix_or_mutation_of_a_vector_panics() {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    let texts: Vec<String> = vectors().iter().map(|v| v.inst.to_string()).collect();
    let mut parsed = 0usize;
    for text in &texts {
        for (i, _) in text.char_indices() {
            parsed += usize::from(text[..i].parse::<AnyInstruction>().is_ok());
        }
        for _ in 0..8 {
            let mut bytes = text.clone().into_bytes();
            for _ in 0..=rng.below(3) {
                let at = rng.below(bytes.len() + 1);
                match rng.below(4) {
                    0 if at < bytes.len() => bytes[at] = rng.next() as u8,
                    1 if at < bytes.len() => {
                        bytes.remove(at);
                    }
                    2 => bytes.insert(at, b" .,()<>;:[]!%-0123456789abcdefxVPTSAM_"[rng.below(38)]),
                    _ => {
                        let c = ['é', '∂', '\u{10ffff}', '\t', '\n', '\r'][rng.below(6)];
                        let mut buf = [0; 4];
                        let at = at.min(bytes.len());
                        for (k, b) in c.encode_utf8(&mut buf).bytes().enumerate() {
                            bytes.insert(at + k, b);
                        }
                    }
                }
            }
            let mutated = String::from_utf8_lossy(&bytes);
            if let Err(e) = parse_asm_line::<AnyInstruction>(&mutated, usize::MAX) {
                assert!(
                    e.column >= 1 && e.column <= mutated.chars().count() + 1,
                    "{e}: {mutated}"
                );
                let _ = e.to_string();
            }
        }
    }
    // Counted parameters are optional, so some prefixes are instructions.
    assert!(parsed > 0);
}
