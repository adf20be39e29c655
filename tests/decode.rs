//! Decoding vISA bytes back (`Instruction::decode`, `decode_stream`, `Kernel::from_isa`):
//! round trips over every test vector, over arbitrary instructions of every variant and over
//! written kernels; truncations and single-byte mutations that must fail cleanly; every error
//! kind with its exact offset; and a file IGC's own writer produced (with `GenX_IR`, which the
//! test skips loudly without, unless `VISA_ISA_REQUIRE_GENX_IR` is set).

mod support;

use support::model::model;
use support::random::{arbitrary_instruction, arbitrary_of, Rng, DRAWS_PER_VARIANT};
use support::vectors::TextContext;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use proptest::prelude::*;
use serde_yaml::{Mapping, Value};
use visa_isa::op_3d_sample4::SrcChannel;
use visa_isa::sample_unorm::OutputFormat;
use visa_isa::*;
use visa_isa_codegen::layout;

// ---------------------------------------------------------------- helpers

struct Vector {
    opcode: String,
    name: String,
    valid: bool,
    error: Option<String>,
    asm: Option<String>,
    /// How `asm` is printed.
    text: TextContext,
    bytes: Vec<u8>,
    inst: AnyInstruction,
}

fn unhex(text: &str) -> Vec<u8> {
    text.split_whitespace()
        .map(|b| u8::from_str_radix(b, 16).expect("hex byte"))
        .collect()
}

/// Every test vector; `bytes` are the vector's for valid ones, `write_unchecked`'s otherwise.
fn vectors() -> &'static [Vector] {
    static VECTORS: OnceLock<Vec<Vector>> = OnceLock::new();
    VECTORS.get_or_init(|| {
        let out: Vec<Vector> = support::vectors::every_instruction(support::model::model())
            .into_iter()
            .map(|(opcode, v, inst)| {
                let bytes = match &v.bytes {
                    Some(hex) => unhex(hex),
                    None => {
                        let mut b = Vec::new();
                        inst.write_unchecked(&mut b);
                        b
                    }
                };
                Vector {
                    opcode,
                    name: v.name,
                    valid: v.valid,
                    error: v.error,
                    asm: v.asm,
                    text: v.text,
                    bytes,
                    inst,
                }
            })
            .collect();
        assert!(out.len() > 1500, "only {} vectors", out.len());
        out
    })
}

fn valid_vectors() -> impl Iterator<Item = &'static Vector> {
    vectors().iter().filter(|v| v.valid)
}

/// `OPCODE/variant` of an instruction: its entry of `AnyInstruction::VARIANTS`.
fn variant_name(inst: &AnyInstruction) -> String {
    let v = inst.variant();
    format!("{}/{}", v.opcode, v.name)
}

/// Every `OPCODE/variant` of the model, as [`variant_name`] spells them; the generated
/// `AnyInstruction::VARIANTS` lists the same.
fn all_variants() -> BTreeSet<String> {
    let names: BTreeSet<String> = model()
        .opcodes
        .iter()
        .flat_map(|op| {
            op.variants
                .iter()
                .map(move |v| format!("{}/{}", op.name, v.name))
        })
        .collect();
    let listed: BTreeSet<String> = AnyInstruction::VARIANTS
        .iter()
        .map(|v| format!("{}/{}", v.opcode, v.name))
        .collect();
    assert_eq!(listed, names, "AnyInstruction::VARIANTS is the model's");
    names
}

/// The variant type's own `decode` and the opcode type's give back `inst` from `bytes`
/// (which may go on), reading `len` bytes.
fn variant_decodes(inst: &AnyInstruction, bytes: &[u8], len: usize) -> Result<(), String> {
    let v = inst.variant();
    for (how, decode) in [("variant", v.decode), ("opcode", v.decode_opcode)] {
        match decode(bytes) {
            Ok((back, n)) if back == *inst && n == len => {}
            other => {
                return Err(format!(
                    "{}/{}: the {how} type's decode gave {other:?}",
                    v.opcode, v.name
                ))
            }
        }
    }
    Ok(())
}

fn encode(inst: &AnyInstruction) -> Vec<u8> {
    let mut bytes = Vec::new();
    inst.encode(&mut bytes).expect("valid");
    bytes
}

fn unchecked_bytes(inst: &AnyInstruction) -> Vec<u8> {
    let mut bytes = Vec::new();
    inst.write_unchecked(&mut bytes);
    bytes
}

/// The lossless property of decoding: whatever reads back re-encodes to exactly the bytes read,
/// validated decoding gives only valid instructions, and an error lies within the input.
fn check_decode_is_lossless(bytes: &[u8]) -> Result<(), String> {
    match AnyInstruction::decode(bytes) {
        Ok((inst, n)) => {
            if let Err(e) = inst.validate() {
                return Err(format!("decode gave an invalid instruction: {e}"));
            }
            if n > bytes.len() || encode(&inst) != bytes[..n] {
                return Err(format!("decode gave {inst:?}, which encodes otherwise"));
            }
        }
        Err(e) if e.offset > bytes.len() => return Err(format!("error beyond the input: {e}")),
        Err(_) => {}
    }
    match AnyInstruction::decode_unchecked(bytes) {
        Ok((inst, n)) => {
            if n > bytes.len() || unchecked_bytes(&inst) != bytes[..n] {
                return Err(format!(
                    "decode_unchecked gave {inst:?}, which writes otherwise"
                ));
            }
        }
        Err(e) if e.offset > bytes.len() => return Err(format!("error beyond the input: {e}")),
        // Unchecked decoding validates nothing, with one exception: a member the op variant's
        // rules fix (`cps` of `sample_lz`) is no field of its type, so no decoding can carry
        // another value of it, and both entry points refuse it alike, with the rule's error
        // (tests/reference_examples.rs, `sample_l_cps_divs_bytes_and_the_cps_rule`).
        Err(e)
            if e.code() == "invalid" && AnyInstruction::decode(bytes).err() != Some(e.clone()) =>
        {
            return Err(format!("unchecked, but {e}"))
        }
        Err(_) => {}
    }
    Ok(())
}

fn err(bytes: &[u8]) -> DecodeError {
    AnyInstruction::decode(bytes).expect_err("an error")
}

fn at(offset: usize, kind: DecodeErrorKind) -> DecodeError {
    DecodeError::new(offset, kind)
}

// ---------------------------------------------------------------- the reference's bytes

/// §3.1 example 1: `sample_3d.RGBA (M1, 16)  0x0:uw S0 T6 V34.0 V32.0 V33.0`.
const SAMPLE: [u8; 34] = [
    0x6d, 0x00, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06, 0x22,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x00, 0x00, 0x00,
    0x00, 0x00,
];

/// §3.2 example 1: `sample4.G (M1, 16) 0x0:uw S0 T6 V34.0 V32.0 V33.0`.
const SAMPLE4: [u8; 34] = [
    0x6f, 0x08, 0x00, 0x04, 0x00, 0x00, 0x01, 0x05, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06, 0x22,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x00, 0x00, 0x00,
    0x00, 0x00,
];

/// §3.5 example 1: `sample_unorm.RGBA.16-full S0 T6 0x0:f 0x3f000000:f V37(0,0)<0;1,0>
/// 0x3e000000:f V38.0`.
const UNORM: [u8; 37] = [
    0x41, 0x0f, 0x00, 0x06, 0x05, 0x07, 0x00, 0x00, 0x00, 0x00, 0x05, 0x07, 0x00, 0x00, 0x00, 0x3f,
    0x00, 0x25, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x01, 0x05, 0x07, 0x00, 0x00, 0x00, 0x3e, 0x26,
    0x00, 0x00, 0x00, 0x00, 0x00,
];

/// §3.4 example 2: `scatter4_scaled.GBA (M1, 8) T6 V35(0,1)<0;1,0> V35.0 V36.0`.
const SCATTER: [u8; 29] = [
    0x75, 0x03, 0x00, 0x00, 0x0e, 0x00, 0x00, 0x06, 0x00, 0x23, 0x00, 0x00, 0x00, 0x00, 0x01, 0x21,
    0x01, 0x23, 0x00, 0x00, 0x00, 0x00, 0x00, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00,
];

fn with(bytes: &[u8], at: usize, value: &[u8]) -> Vec<u8> {
    let mut out = bytes.to_vec();
    out[at..at + value.len()].copy_from_slice(value);
    out
}

#[test]
fn the_reference_examples_decode_to_their_text() {
    for (bytes, text) in [
        (
            &SAMPLE[..],
            "sample_3d.RGBA (M1, 16)  0x0:uw S0 T6 V34.0 V32.0 V33.0",
        ),
        (
            &SAMPLE4[..],
            "sample4.G (M1, 16) 0x0:uw S0 T6 V34.0 V32.0 V33.0",
        ),
        (
            &UNORM[..],
            "sample_unorm.RGBA.16-full S0 T6 0x0:f 0x3f000000:f V37(0,0)<0;1,0> 0x3e000000:f V38.0",
        ),
        (
            &SCATTER[..],
            "scatter4_scaled.GBA (M1, 8) T6 V35(0,1)<0;1,0> V35.0 V36.0",
        ),
    ] {
        let (inst, n) = AnyInstruction::decode(bytes).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!((inst.to_string().as_str(), n), (text, bytes.len()));
        assert_eq!(inst, text.parse::<AnyInstruction>().expect("parses"));
    }
    // §3.1 example 2: (P1) sample_3d.pixel_null_mask.R, Op = 0x0100.
    let pnm = with(&with(&SAMPLE, 1, &[0x00, 0x01]), 4, &[0x01, 0x00]);
    let pnm = with(&pnm, 6, &[0x01]);
    let (inst, _) = AnyInstruction::decode(&pnm).unwrap();
    assert_eq!(
        inst.to_string(),
        "(P1) sample_3d.pixel_null_mask.R (M1, 16)  0x0:uw S0 T6 V34.0 V32.0 V33.0"
    );
    // §3.1 example 4: Aoffimmi as a general operand.
    let general = [
        &SAMPLE[..7],
        &[0x00, 0x23, 0, 0, 0, 0, 0, 0x21, 0x01],
        &SAMPLE[13..],
    ]
    .concat();
    let (inst, n) = AnyInstruction::decode(&general).unwrap();
    assert_eq!(n, 37);
    assert_eq!(
        inst.to_string(),
        "sample_3d.RGBA (M1, 16)  V35(0,0)<0;1,0> S0 T6 V34.0 V32.0 V33.0"
    );
}

// ---------------------------------------------------------------- vectors

#[test]
fn valid_vectors_decode_to_their_fields() {
    let mut failures = Vec::new();
    let mut seen = BTreeSet::new();
    let mut checked = 0;
    for v in valid_vectors() {
        let bytes = &v.bytes;
        assert_eq!(encode(&v.inst), *bytes, "{}/{}", v.opcode, v.name);
        let mut problems = Vec::new();
        // AnyInstruction, checked and unchecked, alone and followed by more bytes.
        let mut longer = bytes.clone();
        longer.extend([0x6d, 0xff, 0x00]);
        for input in [&bytes[..], &longer[..]] {
            match AnyInstruction::decode(input) {
                Ok((inst, n)) if inst == v.inst && n == bytes.len() => {}
                other => problems.push(format!("decode: {other:?}")),
            }
            match AnyInstruction::decode_unchecked(input) {
                Ok((inst, n)) if inst == v.inst && n == bytes.len() => {}
                other => problems.push(format!("decode_unchecked: {other:?}")),
            }
            // The per-opcode type, and the variant type.
            problems.extend(variant_decodes(&v.inst, input, bytes.len()).err());
        }
        // Its text, through the bytes.
        let (inst, _) = AnyInstruction::decode(bytes).expect("checked above");
        let printed = v.text.print(&inst);
        if Some(&printed) != v.asm.as_ref() {
            problems.push(format!("prints {printed}, not {:?}", v.asm));
        }
        if !problems.is_empty() {
            failures.push(format!("{}/{}: {}", v.opcode, v.name, problems.join("; ")));
        }
        seen.insert(variant_name(&v.inst));
        checked += 1;
    }
    assert!(checked > 900, "{checked} valid vectors");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(seen, all_variants(), "valid vectors of every variant");
}

/// The rules whose breach `write_unchecked` cannot express, because the encoder masks the
/// field: the bytes are exactly those of a valid instruction (a plain immediate of Aoffimmi's
/// type is Aoffimmi's packed form; a predicate id is 12 bits and 0 means none; Aoffimmi's
/// offsets are 4 bits; counted parameters are written without their gaps; an address width
/// that is no exec size is written as code 0, width 1).
const NOT_IN_THE_BYTES: [&str; 5] = [
    "address_width_not_encodable",
    "packed_immediate_as_operand",
    "predicate_id_out_of_range",
    "value_out_of_range",
    "param_after_skipped",
];

#[test]
fn invalid_vectors_never_decode_to_a_valid_instruction() {
    let mut failures = Vec::new();
    let mut by_outcome: BTreeMap<String, usize> = BTreeMap::new();
    for v in vectors().iter().filter(|v| !v.valid) {
        let rule = v
            .error
            .as_deref()
            .expect("an invalid vector names its error");
        let bytes = &v.bytes;
        let problem = match (
            AnyInstruction::decode(bytes),
            AnyInstruction::decode_unchecked(bytes),
        ) {
            // The breach is not in the bytes: they decode to another, valid instruction
            // (never to the vector's own), whose encoding they are.
            (Ok((inst, n)), _) if NOT_IN_THE_BYTES.contains(&rule) => {
                *by_outcome
                    .entry(format!("{rule}: not in the bytes"))
                    .or_default() += 1;
                (inst == v.inst || n != bytes.len() || encode(&inst) != *bytes)
                    .then(|| format!("decoded to {inst:?}"))
            }
            (Ok((inst, _)), _) => Some(format!("decoded to a valid instruction: {inst:?}")),
            (Err(e), Ok((inst, n))) => {
                *by_outcome
                    .entry(format!("{rule}: {}", e.code()))
                    .or_default() += 1;
                match (&e.kind, inst.validate()) {
                    (DecodeErrorKind::Invalid { error }, Err(again))
                        if *error == again && e.offset == 0 && n == bytes.len() =>
                    {
                        None
                    }
                    other => Some(format!("{e}; unchecked: {other:?}")),
                }
            }
            (Err(e), Err(e2)) => {
                *by_outcome
                    .entry(format!("{rule}: {}", e.code()))
                    .or_default() += 1;
                (e != e2 || e.code() == "invalid").then(|| format!("{e} / {e2}"))
            }
        };
        if let Some(p) = problem {
            failures.push(format!("{}/{} ({rule}): {p}", v.opcode, v.name));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Most breaches are in the bytes: validate catches them after decoding, or the decoder
    // itself (a region without a code).
    assert!(by_outcome
        .keys()
        .any(|k| k == "region_not_encodable: invalid_region"));
    assert!(by_outcome.keys().any(|k| k == "channel_mask_zero: invalid"));
    let hidden: usize = by_outcome
        .iter()
        .filter(|(k, _)| k.ends_with("not in the bytes"))
        .map(|(_, n)| n)
        .sum();
    let total: usize = by_outcome.values().sum();
    assert!(hidden * 2 < total, "{by_outcome:?}");
}

// ---------------------------------------------------------------- arbitrary instructions

fn to_value(inst: &AnyInstruction) -> Value {
    serde_yaml::with::singleton_map_recursive::serialize(inst, serde_yaml::value::Serializer)
        .expect("an instruction serializes")
}

/// `(opcode, variant key, fields)` of an instruction's serde form.
fn unwrap(value: &Value) -> (Value, Option<Value>, Mapping) {
    let (opcode, inner) = value
        .as_mapping()
        .and_then(|m| m.iter().next())
        .expect("{ OPCODE: … }");
    let name = opcode.as_str().expect("opcode key");
    let op = model()
        .opcodes
        .iter()
        .find(|o| o.name == name)
        .expect("a model opcode");
    let inner = inner.as_mapping().expect("a mapping");
    if layout::has_sub_ops(op) {
        let (variant, fields) = inner.iter().next().expect("one variant");
        let fields = fields.as_mapping().expect("fields").clone();
        (opcode.clone(), Some(variant.clone()), fields)
    } else {
        (opcode.clone(), None, inner.clone())
    }
}

/// `base` (a valid vector of the same variant) with members of `random`: each with
/// probability `1 / odds`, or exactly one when `odds` is 0. Mostly valid instructions with
/// varied fields.
fn crossover(
    base: &AnyInstruction,
    random: &AnyInstruction,
    rng: &mut Rng,
    odds: usize,
) -> AnyInstruction {
    let (opcode, variant, base_fields) = unwrap(&to_value(base));
    let (_, _, random_fields) = unwrap(&to_value(random));
    let keys: Vec<String> = base_fields
        .keys()
        .chain(random_fields.keys())
        .filter_map(|k| k.as_str().map(str::to_owned))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let one = rng.below(keys.len().max(1));
    let mut fields = Mapping::new();
    for (i, k) in keys.iter().enumerate() {
        let from_random = if odds == 0 {
            i == one
        } else {
            rng.below(odds) == 0
        };
        let from = if from_random {
            &random_fields
        } else {
            &base_fields
        };
        if let Some(v) = from.get(k.as_str()) {
            fields.insert(k.as_str().into(), v.clone());
        }
    }
    let mut inner = Value::Mapping(fields);
    if let Some(variant) = variant {
        let mut m = Mapping::new();
        m.insert(variant, inner);
        inner = Value::Mapping(m);
    }
    let mut outer = Mapping::new();
    outer.insert(opcode, inner);
    serde_yaml::with::singleton_map_recursive::deserialize(Value::Mapping(outer))
        .expect("a crossover deserializes")
}

/// `decode(encode(x)) == (x, len)` for valid `x`; for any `x`, what `write_unchecked` wrote
/// decodes without panicking, and what decodes re-encodes to those bytes.
fn check_round_trip(inst: &AnyInstruction) -> Result<bool, String> {
    let bytes = unchecked_bytes(inst);
    check_decode_is_lossless(&bytes)?;
    if inst.validate().is_err() {
        return Ok(false);
    }
    match AnyInstruction::decode(&bytes) {
        Ok((back, n)) if back == *inst && n == bytes.len() => {}
        other => return Err(format!("{inst:?}: decode gave {other:?}")),
    }
    variant_decodes(inst, &bytes, bytes.len())?;
    Ok(true)
}

/// Every variant of the model the crate was built from (`AnyInstruction::VARIANTS`), by
/// arbitrary instructions of it and by valid ones (crossovers of them with a valid vector of
/// the variant), each encoded and decoded back. (The proptest below draws arbitrary
/// instructions of any variant, which are rarely valid.)
#[test]
fn arbitrary_instructions_of_every_variant_round_trip() {
    let mut bases: BTreeMap<String, &AnyInstruction> = BTreeMap::new();
    for v in valid_vectors() {
        bases.entry(variant_name(&v.inst)).or_insert(&v.inst);
    }
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut reached: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for variant in AnyInstruction::VARIANTS {
        let name = format!("{}/{}", variant.opcode, variant.name);
        let base = bases
            .get(&name)
            .unwrap_or_else(|| panic!("no valid vector of {name}"));
        for _ in 0..DRAWS_PER_VARIANT {
            let len = 16 + rng.below(240);
            let Some(random) = arbitrary_of(variant, &rng.bytes(len)) else {
                continue;
            };
            assert_eq!(variant_name(&random), name);
            let mixed = crossover(base, &random, &mut rng, 3);
            let single = crossover(base, &random, &mut rng, 0);
            for inst in [&random, &mixed, &single] {
                let valid = check_round_trip(inst).unwrap_or_else(|e| panic!("{e}"));
                let entry = reached.entry(name.clone()).or_default();
                entry.0 += 1;
                entry.1 += usize::from(valid);
            }
        }
    }
    let missing: Vec<String> = all_variants()
        .into_iter()
        .filter(|v| {
            reached
                .get(v)
                .map_or(true, |&(all, valid)| all < 20 || valid < 10)
        })
        .collect();
    assert!(missing.is_empty(), "too few of {missing:?}: {reached:?}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1024, ..ProptestConfig::default() })]

    /// Any arbitrary instruction: valid ones round-trip exactly, any one's bytes decode cleanly.
    #[test]
    fn any_instruction_round_trips(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        if let Some(inst) = arbitrary_instruction(&bytes) {
            if let Err(e) = check_round_trip(&inst) {
                prop_assert!(false, "{}", e);
            }
        }
    }

    /// Any bytes at all: never a panic, and what decodes re-encodes to them.
    #[test]
    fn any_bytes_decode_cleanly(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
        if let Err(e) = check_decode_is_lossless(&bytes) {
            prop_assert!(false, "{}", e);
        }
        let _ = decode_stream(&bytes).count();
        let _ = Kernel::from_isa(&bytes);
    }

    /// Bytes that start like each opcode, the rest random: reaches deep into every decoder.
    #[test]
    fn opcode_prefixed_bytes_decode_cleanly(
        opcode in proptest::sample::select(opcode_bytes()),
        rest in proptest::collection::vec(any::<u8>(), 0..48),
    ) {
        let bytes = [&[opcode][..], &rest].concat();
        if let Err(e) = check_decode_is_lossless(&bytes) {
            prop_assert!(false, "{}", e);
        }
    }
}

/// A fixed member set in the bytes (3D_SAMPLE's `sample_lz` with `cps`, Op bit 9): both
/// entry points refuse it with the rule's error (found by `opcode_prefixed_bytes_decode_cleanly`).
#[test]
fn a_fixed_member_is_refused_by_both_decoders() {
    let bytes = [0x6d, 0x18, 0x02];
    let checked = AnyInstruction::decode(&bytes).expect_err("cps on sample_lz");
    assert_eq!(
        AnyInstruction::decode_unchecked(&bytes).unwrap_err(),
        checked
    );
    assert!(
        matches!(&checked.kind, DecodeErrorKind::Invalid { error } if error.code() == "flag_not_allowed_for_op"),
        "{checked}"
    );
    assert_eq!(check_decode_is_lossless(&bytes), Ok(()));
}

/// The opcode byte of every opcode of the model.
fn opcode_bytes() -> Vec<u8> {
    let mut bytes: Vec<u8> = model().opcodes.iter().map(|op| op.value).collect();
    bytes.sort_unstable();
    bytes.dedup();
    bytes
}

// ---------------------------------------------------------------- truncations and mutations

/// Every valid vector cut at every length: `Truncated`, at the start of the field that is cut
/// (so `offset + available` is the cut), the same from every entry point.
#[test]
fn truncation_at_every_length_is_located() {
    let mut failures = Vec::new();
    for v in valid_vectors() {
        let bytes = &v.bytes;
        let mut last_offset = 0;
        for cut in 0..bytes.len() {
            let input = &bytes[..cut];
            let e = err(input);
            let DecodeErrorKind::Truncated {
                field,
                needed,
                available,
            } = e.kind
            else {
                failures.push(format!("{}/{} cut at {cut}: {e}", v.opcode, v.name));
                continue;
            };
            let mut ok = e.offset + available == cut
                && available < needed
                && e.offset + needed <= bytes.len()
                && e.offset >= last_offset
                && (e.offset == last_offset || available == 0);
            ok &= AnyInstruction::decode_unchecked(input).err() == Some(e.clone());
            ok &= decode_stream(input).next().map(|r| r.err()) == Some(Some(e.clone())) || cut == 0;
            ok &= (v.inst.variant().decode)(input).err() == Some(e.clone());
            if !ok {
                failures.push(format!("{}/{} cut at {cut}: {field} {e}", v.opcode, v.name));
            }
            last_offset = e.offset;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The reference's §3.1 example 1 cut inside its fields, and nothing at all.
#[test]
fn a_truncated_sample_is_located_at_its_field() {
    // The example the module docs give: §3.1 example 1 cut inside Aoffimmi.
    assert_eq!(
        err(&SAMPLE[..10]),
        at(
            7,
            DecodeErrorKind::Truncated {
                field: "Aoffimmi",
                needed: 6,
                available: 3
            }
        )
    );
    assert_eq!(
        err(&SAMPLE[..8]),
        at(
            7,
            DecodeErrorKind::Truncated {
                field: "Aoffimmi",
                needed: 6,
                available: 1
            }
        )
    );
    assert_eq!(
        err(&SAMPLE[..30]),
        at(
            28,
            DecodeErrorKind::Truncated {
                field: "V",
                needed: 6,
                available: 2
            }
        )
    );
    assert_eq!(
        err(&[]),
        at(
            0,
            DecodeErrorKind::Truncated {
                field: "opcode",
                needed: 1,
                available: 0
            }
        )
    );
}

/// One mutated input: what `decode` reads is valid and encodes to the bytes read; an error is
/// within the input. With `cross_check` (and whenever `validate` is what failed), also
/// `decode_unchecked`: what it reads writes back to the bytes read, and `decode` is exactly
/// that plus `validate`. Returns the kind of `decode`'s outcome.
fn check_mutation(bytes: &[u8], cross_check: bool) -> Result<&'static str, String> {
    let checked = AnyInstruction::decode(bytes);
    let kind = match &checked {
        Ok((inst, n)) => {
            if inst.validate().is_err() || encode(inst) != bytes[..*n] {
                return Err(format!("decode gave {inst:?}"));
            }
            "ok"
        }
        Err(e) if e.offset > bytes.len() => return Err(format!("error beyond the input: {e}")),
        Err(e) => e.code(),
    };
    if !cross_check && kind != "invalid" {
        return Ok(kind);
    }
    let unchecked = AnyInstruction::decode_unchecked(bytes);
    match (&unchecked, &checked) {
        (Ok((inst, n)), _) if unchecked_bytes(inst) != bytes[..*n] => {
            Err(format!("{inst:?} writes otherwise"))
        }
        (Ok(read), Ok(back)) if read == back => Ok(kind),
        (Ok((inst, _)), Err(e)) => match (&e.kind, inst.validate()) {
            (DecodeErrorKind::Invalid { error }, Err(again))
                if *error == again && e.offset == 0 =>
            {
                Ok(kind)
            }
            _ => Err(format!("unchecked {inst:?}, checked {e}")),
        },
        // `Invalid` from the unchecked read itself: a member the variant's rules fix, set
        // otherwise (`layout::fixed_value`), reported at its field rather than the start.
        (Err(e), Err(again)) if e == again && (kind != "invalid" || e.offset > 0) => Ok(kind),
        _ => Err(format!("unchecked {unchecked:?}, checked {checked:?}")),
    }
}

/// Every single-byte mutation of every valid vector (each position, every other value):
/// never a panic; what decodes is valid and re-encodes to the bytes it was read from.
#[test]
fn every_single_byte_mutation_decodes_cleanly() {
    let vectors: Vec<&Vector> = valid_vectors().collect();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let chunk = vectors.len().div_ceil(threads);
    type Outcome = (usize, BTreeMap<&'static str, usize>, Vec<String>);
    let results: Vec<Outcome> = std::thread::scope(|s| {
        let handles: Vec<_> = vectors
            .chunks(chunk)
            .map(|part| {
                s.spawn(move || {
                    let mut outcome: Outcome = Default::default();
                    for v in part {
                        let mut bytes = v.bytes.clone();
                        for i in 0..bytes.len() {
                            let original = bytes[i];
                            for value in (0..=255u8).filter(|&b| b != original) {
                                bytes[i] = value;
                                outcome.0 += 1;
                                match check_mutation(&bytes, value % 8 == 0) {
                                    Ok(kind) => *outcome.1.entry(kind).or_default() += 1,
                                    Err(e) => outcome.2.push(format!(
                                        "{}/{} byte {i} = {value:#04x}: {e}",
                                        v.opcode, v.name
                                    )),
                                }
                            }
                            bytes[i] = original;
                        }
                    }
                    outcome
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("no panic"))
            .collect()
    });
    let mut mutations = 0;
    let mut kinds: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    for (n, k, f) in results {
        mutations += n;
        for (kind, count) in k {
            *kinds.entry(kind).or_default() += count;
        }
        failures.extend(f);
    }
    failures.truncate(40);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(mutations > 5_000_000, "{mutations} mutations");
    // The mutations reach every kind of instruction error.
    for kind in [
        "ok",
        "invalid",
        "truncated",
        "unknown_opcode",
        "unknown_sub_op",
        "sub_op_without_type",
        "param_count_out_of_range",
        "invalid_code",
        "reserved_bits_set",
        "invalid_exec_size",
        "invalid_predicate",
        "invalid_operand_class",
        "invalid_modifier",
        "invalid_region",
    ] {
        assert!(
            kinds.contains_key(kind),
            "no mutation gave {kind}: {kinds:?}"
        );
    }
}

// ---------------------------------------------------------------- streams

#[test]
fn a_stream_of_every_valid_vector_decodes_with_offsets() {
    let mut stream = Vec::new();
    let mut expected = Vec::new();
    for v in valid_vectors() {
        expected.push((stream.len(), v.inst.clone()));
        stream.extend(&v.bytes);
    }
    let decoded: Vec<(usize, AnyInstruction)> = decode_stream(&stream)
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(decoded, expected);
    // Cut inside the last instruction: every instruction before it, then the error at the
    // cut field's absolute offset, then nothing.
    let (last_at, _) = expected.last().unwrap().clone();
    let cut = &stream[..stream.len() - 1];
    let mut it = decode_stream(cut);
    for (offset, inst) in &expected[..expected.len() - 1] {
        assert_eq!(it.next(), Some(Ok((*offset, inst.clone()))));
    }
    let e = it.next().expect("an item").expect_err("the cut");
    assert!(e.offset >= last_at && e.code() == "truncated", "{e}");
    assert_eq!(it.next(), None);
    assert_eq!(it.next(), None);
    assert_eq!(it.offset(), last_at);
    // An error in the middle is located absolutely, and ends the stream.
    let mut bad = [&SAMPLE[..], &SAMPLE, &SAMPLE].concat();
    bad[34 + 6] = 0x10; // Channels of the second instruction
    let items: Vec<_> = decode_stream(&bad).collect();
    assert_eq!(items.len(), 2);
    assert_eq!(
        items[1],
        Err(at(
            40,
            DecodeErrorKind::ReservedBitsSet {
                field: "Channels",
                value: 0x10,
                reserved: 0x10
            }
        ))
    );
    assert_eq!(decode_stream(&[]).next(), None);
    assert_eq!(decode_stream(&SAMPLE).size_hint(), (0, Some(34)));
}

// ---------------------------------------------------------------- every error, located

#[test]
fn opcode_and_sub_op_errors() {
    // Unknown opcode (ret, 0x34), alone and in a stream.
    assert_eq!(
        err(&[0x34, 0, 0, 0]),
        at(0, DecodeErrorKind::UnknownOpcode { opcode: 0x34 })
    );
    let stream = [&SAMPLE[..], &[0x34, 0, 0, 0]].concat();
    assert_eq!(
        decode_stream(&stream).nth(1),
        Some(Err(at(34, DecodeErrorKind::UnknownOpcode { opcode: 0x34 })))
    );
    // A typed decoder given another opcode, or another sub-op.
    assert_eq!(
        gather4_typed::Gather4Typed::decode(&SAMPLE).unwrap_err(),
        at(
            0,
            DecodeErrorKind::WrongOpcode {
                expected: 0x4b,
                found: 0x6d
            }
        )
    );
    assert_eq!(
        op_3d_sample4::Op3dSample4::decode(&SAMPLE)
            .unwrap_err()
            .code(),
        "wrong_opcode"
    );
    let sample_b = with(&SAMPLE, 1, &[0x01]);
    assert_eq!(
        op_3d_sample::Sample::decode(&sample_b).unwrap_err(),
        at(
            1,
            DecodeErrorKind::WrongSubOp {
                field: "Op",
                expected: 0,
                found: 1
            }
        )
    );
    assert!(op_3d_sample::SampleB::decode(&sample_b).is_ok());
    // Sub-ops neither the doc nor IGC has.
    for (bytes, code) in [(&SAMPLE, 7), (&SAMPLE, 0x3f), (&SAMPLE4, 0)] {
        let mutated = with(bytes, 1, &[code]);
        let opcode = if bytes[0] == 0x6d {
            "3D_SAMPLE"
        } else {
            "3D_SAMPLE4"
        };
        assert_eq!(
            err(&mutated),
            at(
                1,
                DecodeErrorKind::UnknownSubOp {
                    opcode,
                    field: "Op",
                    code: u64::from(code)
                }
            )
        );
    }
    // Sub-ops IGC has (the errata add them) without an instruction type, 3D_SAMPLE's
    // sample+killpix and 3D_SAMPLE4's sample4_l_c and packed sample4_po.
    for (bytes, code, opcode, name) in [
        (&SAMPLE, 12, "3D_SAMPLE", "sample+killpix"),
        (&SAMPLE, 32, "3D_SAMPLE", "sample_po"),
        (&SAMPLE4, 23, "3D_SAMPLE4", "sample4_l_c"),
        (&SAMPLE4, 40, "3D_SAMPLE4", "sample4_po_packed"),
    ] {
        let e = err(&with(bytes, 1, &[code]));
        assert_eq!(
            e,
            at(
                1,
                DecodeErrorKind::SubOpWithoutType {
                    opcode,
                    field: "Op",
                    code: u64::from(code),
                    name,
                    from_errata: true
                }
            )
        );
        let text = e.to_string();
        assert!(text.contains("errata") && text.contains(name), "{text}");
    }
}

#[test]
fn field_errors_are_located_at_their_field() {
    // NumParams beyond what the instruction holds (sample_3d has 4 slots; the documented
    // range is 1..=15; 3D_SAMPLE4 is corrected to 1..=7).
    for (bytes, count, max) in [(&SAMPLE, 5u8, 4u8), (&SAMPLE, 16, 4), (&SAMPLE4, 8, 4)] {
        assert_eq!(
            err(&with(bytes, 21, &[count])),
            at(
                21,
                DecodeErrorKind::ParamCountOutOfRange {
                    field: "NumParams",
                    count,
                    min: 1,
                    max
                }
            )
        );
    }
    // NumParams 0: the type holds it, validate rejects it.
    let none = with(&SAMPLE[..22], 21, &[0]);
    assert_eq!(
        err(&none),
        at(
            0,
            DecodeErrorKind::Invalid {
                error: ValidationError::ParamCountOutOfRange {
                    count: 0,
                    min: 1,
                    max: 15
                }
            }
        )
    );
    // Reserved bits of primitive fields: Op bit 11, Channels bit 4, Src_channel bit 2,
    // Channel_mask bit 6.
    let reserved = |field, value: u64, reserved: u64| DecodeErrorKind::ReservedBitsSet {
        field,
        value,
        reserved,
    };
    assert_eq!(
        err(&with(&SAMPLE, 1, &[0x00, 0x08])),
        at(1, reserved("Op", 0x800, 0x800))
    );
    assert_eq!(
        err(&with(&SAMPLE4, 1, &[0x08, 0x02])),
        at(1, reserved("Op", 0x208, 0x200))
    );
    assert_eq!(
        err(&with(&SAMPLE, 6, &[0x1f])),
        at(6, reserved("Channels", 0x1f, 0x10))
    );
    assert_eq!(
        err(&with(&SAMPLE4, 6, &[0x05])),
        at(6, reserved("Src_channel", 0x05, 0x04))
    );
    assert_eq!(
        err(&with(&UNORM, 1, &[0x4f])),
        at(1, reserved("Channel_mask", 0x4f, 0x40))
    );
    // Reserved bits of a packed immediate: the type holds them, validate rejects them.
    assert_eq!(
        err(&with(&SAMPLE, 9, &[0x00, 0x10])).kind,
        DecodeErrorKind::Invalid {
            error: ValidationError::ReservedBitsSet {
                field: "Aoffimmi.reserved",
                value: 1
            }
        }
    );
    // Exec_size: codes 6..15 are no execution size, 0..2 none the crate's instructions take,
    // 5 (SIMD32) one that 3D_SAMPLE does not allow.
    for code in [0x06u8, 0x0f, 0x00, 0x42] {
        assert_eq!(
            err(&with(&SAMPLE, 3, &[code])),
            at(
                3,
                DecodeErrorKind::InvalidExecSize {
                    code: code & 0xf,
                    accepted: ExecSizeCodes::of::<ExecSize>()
                }
            )
        );
    }
    assert_eq!(err(&with(&SAMPLE, 3, &[0x05])).code(), "invalid");
    // Pred: reserved bit 12, control 3, id 0 with flags.
    for value in [0x1001u16, 0x6001, 0x8000] {
        assert_eq!(
            err(&with(&SAMPLE, 4, &value.to_le_bytes())),
            at(4, DecodeErrorKind::InvalidPredicate { value })
        );
    }
    // Vector operand tags: class 4 and 7, a modifier on an immediate, modifier 6, bits [7:6].
    for tag in [0x04u8, 0x07] {
        assert_eq!(
            err(&with(&SAMPLE, 7, &[tag])),
            at(
                7,
                DecodeErrorKind::InvalidOperandClass {
                    field: "Aoffimmi",
                    tag
                }
            )
        );
    }
    for tag in [0x0du8, 0x30, 0x3b] {
        assert_eq!(
            err(&with(&SAMPLE, 7, &[tag])),
            at(
                7,
                DecodeErrorKind::InvalidModifier {
                    field: "Aoffimmi",
                    tag
                }
            )
        );
    }
    assert_eq!(
        err(&with(&SAMPLE, 7, &[0x45])),
        at(7, reserved("Aoffimmi", 0x45, 0x40))
    );
    // Codes inside operands: an immediate type above 15, an address width code above 5, a
    // state class above 1, an indirect type above 15.
    let code = |field, what, code| DecodeErrorKind::InvalidCode { field, what, code };
    assert_eq!(
        err(&with(&SAMPLE, 8, &[0x10])),
        at(8, code("Aoffimmi", "immediate type", 0x10))
    );
    let address = [&SAMPLE[..7], &[0x01, 0x00, 0x00, 0x00, 0x06], &SAMPLE[13..]].concat();
    assert_eq!(err(&address), at(11, code("Aoffimmi", "address width", 6)));
    let state = [&SAMPLE[..7], &[0x06, 0x02, 0x00, 0x00, 0x00], &SAMPLE[13..]].concat();
    assert_eq!(err(&state), at(8, code("Aoffimmi", "state class", 2)));
    let indirect = [
        &SAMPLE[..7],
        &[0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x11, 0x21, 0x01],
        &SAMPLE[13..],
    ]
    .concat();
    assert_eq!(
        err(&indirect),
        at(13, code("Aoffimmi", "indirect type", 0x11))
    );
    // A predicate operand's id has 12 bits.
    let predicate = [&SAMPLE[..7], &[0x02, 0x01, 0x10], &SAMPLE[13..]].concat();
    assert_eq!(err(&predicate), at(8, reserved("Aoffimmi", 0x1001, 0x1000)));
    // Regions: a null width, bits [15:12], a code beyond the table. SCATTER's Offset region
    // is at 15.
    for bits in [0x0101u16, 0x1121, 0x0181] {
        assert_eq!(
            err(&with(&SCATTER, 15, &bits.to_le_bytes())),
            at(
                15,
                DecodeErrorKind::InvalidRegion {
                    field: "Offset",
                    bits
                }
            )
        );
    }
    // Decodes, but validate rejects: an empty channel mask.
    assert_eq!(
        err(&with(&SAMPLE, 6, &[0x00])),
        at(
            0,
            DecodeErrorKind::Invalid {
                error: ValidationError::ChannelMaskZero { field: "Channels" }
            }
        )
    );
}

#[test]
fn decode_errors_are_errors() {
    let e = err(&with(&SAMPLE, 6, &[0x00]));
    assert_eq!(
        e.to_string(),
        "at byte 0: decoded, but invalid: Channels: the channel mask must enable at least one channel"
    );
    assert_eq!(e.field(), Some("Channels"));
    let source = std::error::Error::source(&e).expect("the validation error");
    assert_eq!(
        source.downcast_ref::<ValidationError>(),
        Some(&ValidationError::ChannelMaskZero { field: "Channels" })
    );
    let boxed: Box<dyn std::error::Error + Send + Sync> = Box::new(e.clone());
    assert!(boxed.to_string().starts_with("at byte 0"));
    let e = err(&with(&SAMPLE, 3, &[0x07]));
    assert_eq!(
        e.to_string(),
        "at byte 3: Exec_size: 7 is not an execution size code (0 to 5; 8 lanes = 3, 16 lanes = 4, 32 lanes = 5)"
    );
    assert_eq!(
        (e.code(), e.field()),
        ("invalid_exec_size", Some("Exec_size"))
    );
    assert_eq!(
        err(&with(&SAMPLE, 7, &[0x0d])).to_string(),
        "at byte 7: Aoffimmi: operand tag 0x0d has modifier 1, but class 5 takes none (only \
         general and indirect operands do)"
    );
    assert_eq!(
        err(&with(&SAMPLE, 7, &[0x30])).to_string(),
        "at byte 7: Aoffimmi: operand tag 0x30 has modifier code 6; the codes are 0 to 5"
    );
    assert_eq!(
        err(&with(&SAMPLE, 1, &[12])).to_string(),
        "at byte 1: 3D_SAMPLE Op: sub-op 12 (sample+killpix) exists in IGC (added from IGC's \
         headers by the errata; the doc omits it), but the crate has no instruction type for it: \
         its spec documents no Format"
    );
}

// ---------------------------------------------------------------- kernels

/// The sample kernel's shape (`examples/sample_kernel.rs`): every seed opcode.
fn sample_kernel() -> Kernel {
    let mut k = Kernel::new("sample").unwrap();
    let u = k.declare_var(VisaType::F, 16, Align::Grf).unwrap();
    let v = k.declare_var(VisaType::F, 16, Align::Grf).unwrap();
    let texels = k.declare_var(VisaType::F, 64, Align::Grf).unwrap();
    let red_bits = k.declare_alias(VisaType::Ud, 16, texels, 0).unwrap();
    let typed_u = k.declare_var(VisaType::Ud, 8, Align::Grf).unwrap();
    let typed = k.declare_var(VisaType::Ud, 32, Align::Grf).unwrap();
    let offsets = k.declare_var(VisaType::Ud, 16, Align::Grf).unwrap();
    let delta_u = k.declare_var(VisaType::F, 1, Align::Dword).unwrap();
    let unorm = k.declare_var(VisaType::Uw, 128, Align::Grf).unwrap();
    let lanes = k.declare_predicate(16).unwrap();
    let sampler = k.declare_sampler(1).unwrap();
    let texture = k.declare_surface(1).unwrap();
    let buffer = k.declare_surface(1).unwrap();
    let typed_buffer = k.declare_surface(1).unwrap();
    k.add_input(u, 32, 64).unwrap();
    k.add_input(v, 96, 64).unwrap();
    k.add_input(typed_u, 160, 32).unwrap();
    k.add_input(offsets, 192, 64).unwrap();
    k.add_input(delta_u, 256, 4).unwrap();
    k.add_input(sampler, 260, 4).unwrap();
    k.add_input(texture, 264, 4).unwrap();
    k.add_input(buffer, 268, 4).unwrap();
    k.add_input(typed_buffer, 272, 4).unwrap();
    k.add_attribute(Attribute::target(Target::Cm)).unwrap();
    k.push(op_3d_sample::Sample {
        pixel_null_mask: false,
        cps_lod_compensation: false,
        non_uniform_sampler_state: false,
        exec_size: ExecSize::Simd16,
        exec_mask: ExecMask::M1,
        predicate: None,
        channels: ChannelMask::RGBA,
        aoffimmi: PackedOperand::Immediate(op_3d_sample::Aoffimmi::default()),
        sampler,
        surface: texture,
        dst: texels.raw(0),
        paired_surface: None,
        u: Some(u.raw(0)),
        v: Some(v.raw(0)),
        r: None,
        ai: None,
    })
    .unwrap();
    k.push(op_3d_sample4::Gather4 {
        pixel_null_mask: false,
        exec_size: ExecSize::Simd16,
        exec_mask: ExecMask::M1,
        predicate: Some(lanes.predicate()),
        src_channel: SrcChannel::G,
        aoffimmi: PackedOperand::Immediate(op_3d_sample4::Aoffimmi {
            r_offset: 0,
            v_offset: -1,
            u_offset: 1,
            reserved: 0,
        }),
        sampler,
        surface: texture,
        dst: texels.raw(0),
        paired_surface: None,
        u: Some(u.raw(0)),
        v: Some(v.raw(0)),
        r: None,
        ai: None,
    })
    .unwrap();
    k.push(gather4_typed::Gather4Typed {
        exec_size: ExecSize::Simd8,
        exec_mask: ExecMask::M1,
        predicate: None,
        channels: ChannelMask::RGBA,
        surface: typed_buffer,
        u: typed_u.raw(0),
        v: RawOperand::NULL,
        r: RawOperand::NULL,
        lod: RawOperand::NULL,
        dst: typed.raw(0),
    })
    .unwrap();
    k.push(scatter4_scaled::Scatter4Scaled {
        exec_size: ExecSize::Simd16,
        exec_mask: ExecMask::M1,
        predicate: None,
        channels: ChannelMask::R,
        scale: 0,
        surface: buffer,
        offset: VectorOperand::immediate(VisaType::Ud, 0),
        element_offset: offsets.raw(0),
        src: red_bits.raw(0),
    })
    .unwrap();
    k.push(sample_unorm::SampleUnorm {
        channels: ChannelMask::RGBA,
        output_format: OutputFormat::N16BitFull,
        sampler,
        surface: texture,
        u_offset: VectorOperand::immediate(VisaType::F, 0),
        v_offset: VectorOperand::immediate(VisaType::F, 0x3f00_0000),
        delta_u: delta_u.scalar(),
        delta_v: VectorOperand::immediate(VisaType::F, 0x3e00_0000),
        dst: unorm.raw(0),
    })
    .unwrap();
    k
}

/// Every kind of declaration, input and attribute, and an instruction with Aoffimmi in every
/// operand class.
fn every_declaration_kernel() -> Kernel {
    let mut k = Kernel::new("every_decl").unwrap();
    for align in Align::ALL {
        k.declare_var(VisaType::Ud, 32, align).unwrap();
    }
    let f = k.declare_var(VisaType::F, 64, Align::Grf).unwrap();
    let alias = k.declare_alias(VisaType::Uw, 16, f, 64).unwrap();
    let alias2 = k.declare_alias(VisaType::Ub, 8, alias, 0).unwrap();
    for ty in [
        VisaType::Df,
        VisaType::Hf,
        VisaType::Bf,
        VisaType::Q,
        VisaType::B,
    ] {
        k.declare_var(ty, 8, Align::Qword).unwrap();
    }
    let addr = k.declare_address(4).unwrap();
    k.declare_address(16).unwrap();
    let p1 = k.declare_predicate(16).unwrap();
    for n in [1, 2, 4, 8, 32] {
        k.declare_predicate(n).unwrap();
    }
    k.declare_label(LabelKind::Block).unwrap();
    k.declare_label(LabelKind::Subroutine).unwrap();
    let s0 = k.declare_sampler(1).unwrap();
    let s1 = k.declare_sampler(4).unwrap();
    let t6 = k.declare_surface(2).unwrap();
    let t7 = k.declare_surface(1).unwrap();
    k.add_input(f, 64, 256).unwrap();
    k.add_input(s1, 32, 16).unwrap();
    k.add_input(t7, 48, 4).unwrap();
    k.add_attribute(Attribute::target(Target::ThreeD)).unwrap();
    k.add_attribute(Attribute::flag("NoBarrier")).unwrap();
    k.add_attribute(Attribute::int("SLMSize", -56, 1)).unwrap();
    k.add_attribute(Attribute::int("ArgSize", 300, 2)).unwrap();
    k.add_attribute(Attribute::int("SimdSize", -70000, 3))
        .unwrap();
    k.add_attribute(Attribute::int("SpillMemOffset", i32::MIN, 4))
        .unwrap();
    k.add_attribute(Attribute::string("AsmName", "k")).unwrap();
    k.add_attribute(Attribute::string("OutputAsmPath", ""))
        .unwrap_err();
    k.add_attribute(Attribute::string("Comment", "a longer text"))
        .unwrap();
    k.set_type_checks(false);
    let aoffimmis = [
        VectorOperand::immediate(VisaType::Uw, 0x0f21),
        f.scalar(),
        addr.operand(1, 2),
        VectorOperand::Predicate(PredicateOperand { id: p1.id() }),
        VectorOperand::Indirect(IndirectOperand {
            addr: addr.id(),
            addr_offset: 1,
            imm_offset: -4,
            ty: VisaType::Uw,
            region: Region::SCALAR,
            modifier: Modifier::Neg,
        }),
        VectorOperand::State(StateOperand {
            class: StateClass::Sampler,
            id: u16::from(s1.0),
            offset: 3,
        }),
        VectorOperand::State(StateOperand {
            class: StateClass::Surface,
            id: u16::from(t6.0),
            offset: 1,
        }),
    ];
    for (i, operand) in aoffimmis.into_iter().enumerate() {
        k.push(op_3d_sample::SampleL {
            pixel_null_mask: i % 2 == 0,
            non_uniform_sampler_state: true,
            exec_size: ExecSize::Simd8,
            exec_mask: ExecMask::M5,
            predicate: Some(Predicate {
                id: p1.id(),
                control: PredicateControl::Any,
                inverted: true,
            }),
            channels: ChannelMask::R | ChannelMask::A,
            aoffimmi: PackedOperand::from_operand(operand),
            sampler: s0,
            surface: t6,
            dst: f.raw(0),
            paired_surface: None,
            lod: Some(f.raw(128)),
            u: Some(f.raw(32)),
            v: Some(alias2.raw(0)),
            r: Some(alias.raw(0)),
            ai: None,
        })
        .unwrap_or_else(|e| panic!("Aoffimmi {i}: {e}"));
    }
    k
}

#[test]
fn kernels_round_trip_through_isa() {
    for k in [
        sample_kernel(),
        every_declaration_kernel(),
        Kernel::new("empty").unwrap(),
    ] {
        let isa = k.to_isa();
        let back = Kernel::from_isa(&isa).unwrap_or_else(|e| panic!("{}: {e}", k.name()));
        assert_eq!(back, k);
        assert_eq!(back.to_isa(), isa);
        assert_eq!(back.to_asm(), k.to_asm());
        assert_eq!(back.code(), k.code());
        assert!(back.type_checks(), "the kernel read has type checks on");
        // And through the text.
        let text = k.to_asm();
        let read = Kernel::from_asm(&text).unwrap_or_else(|e| panic!("{}: {e}", k.name()));
        assert_eq!(read, k, "{}", k.name());
        assert!(read.type_checks(), "the kernel read has type checks on");
    }
    // Equality ignores the type-check setting.
    let mut k = sample_kernel();
    k.set_type_checks(false);
    assert_eq!(Kernel::from_isa(&k.to_isa()).unwrap(), k);
    // The conformance kernel's shape: one instruction per valid vector, every id declared.
    let mut k = Kernel::new("vectors").unwrap();
    k.set_type_checks(false);
    let (mut var, mut address, mut predicate, mut sampler, mut surface) = (32, 0, 1, 0, 6);
    for v in valid_vectors() {
        v.inst.for_each_operand(&mut |op| match op.kind {
            OperandKind::Raw(r) => var = var.max(r.var),
            OperandKind::Vector(VectorOperand::General(g)) => var = var.max(g.var),
            OperandKind::Vector(VectorOperand::Address(a)) => address = address.max(a.addr),
            OperandKind::Vector(VectorOperand::Indirect(i)) => address = address.max(i.addr),
            OperandKind::Vector(VectorOperand::Predicate(p)) => predicate = predicate.max(p.id),
            OperandKind::Vector(VectorOperand::State(s)) => match s.class {
                StateClass::Sampler => sampler = sampler.max(s.id as u8),
                _ => surface = surface.max(s.id as u8),
            },
            OperandKind::Predicate(p) => predicate = predicate.max(p.id),
            OperandKind::Sampler(s) => sampler = sampler.max(s.0),
            OperandKind::Surface(t) => surface = surface.max(t.0),
            OperandKind::Variable(Variable::General(g)) => var = var.max(g.0),
            OperandKind::Variable(Variable::Address(a)) => address = address.max(a.0),
            OperandKind::Variable(Variable::Predicate(p)) => predicate = predicate.max(p.0),
            _ => {}
        });
    }
    k.declare_vars_up_to(VarId(var), VisaType::F, 128, Align::Grf)
        .unwrap();
    k.declare_addresses_up_to(AddressId(address), 16).unwrap();
    k.declare_predicates_up_to(PredicateId(predicate), 32)
        .unwrap();
    k.declare_samplers_up_to(SamplerIndex(sampler), 1).unwrap();
    k.declare_surfaces_up_to(SurfaceIndex(surface), 1).unwrap();
    let mut variants = BTreeSet::new();
    for v in valid_vectors() {
        k.push(v.inst.clone())
            .unwrap_or_else(|e| panic!("{}/{}: {e}", v.opcode, v.name));
        variants.insert(variant_name(&v.inst));
    }
    assert_eq!(variants, all_variants());
    let isa = k.to_isa();
    let back = Kernel::from_isa(&isa).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back, k);
    assert_eq!(back.instructions().len(), valid_vectors().count());
    // Every valid vector's instruction reads back from the kernel's text too.
    let text = k.to_asm();
    let read = Kernel::from_asm(&text).unwrap_or_else(|e| panic!("{e}"));
    for (got, want) in read.instructions().iter().zip(k.instructions()) {
        assert_eq!(got, want, "{want}");
    }
    assert_eq!(read, k);
}

fn isa_err(bytes: &[u8]) -> DecodeError {
    match Kernel::from_isa(bytes).expect_err("an error") {
        IsaError::Decode(e) => e,
        other => panic!("a decoding error expected: {other}"),
    }
}

/// The kernel writer's error reading `bytes` as a `.isa` file gives, and where.
fn isa_rejected(bytes: &[u8]) -> (usize, KernelError) {
    match Kernel::from_isa(bytes).expect_err("an error") {
        IsaError::Rejected { offset, error } => (offset, error),
        other => panic!("a rejected kernel expected: {other}"),
    }
}

/// The sample kernel's file, and where its fields lie.
struct SampleFile {
    isa: Vec<u8>,
    layout: IsaLayout,
    /// File offset of the kernel object's `string_count`.
    strings_at: usize,
    /// File offset of `variable_count`.
    vars_at: usize,
}

fn sample_file() -> SampleFile {
    let k = sample_kernel();
    let isa = k.to_isa();
    let layout = k.layout();
    let strings_at = layout.kernel_offset;
    // The string pool: string_count, then NUL-terminated strings; then name_index.
    let count = u32::from_le_bytes(isa[strings_at..strings_at + 4].try_into().unwrap());
    let mut pos = strings_at + 4;
    for _ in 0..count {
        pos += isa[pos..].iter().position(|&b| b == 0).unwrap() + 1;
    }
    SampleFile {
        isa,
        layout,
        strings_at,
        vars_at: pos + 4,
    }
}

fn patch(isa: &[u8], at: usize, value: &[u8]) -> Vec<u8> {
    with(isa, at, value)
}

#[test]
fn isa_header_errors() {
    let f = sample_file();
    let isa = &f.isa;
    // "sample" is 6 bytes: name_len at 8, name at 10, offset 16, size 20, input_offset 24,
    // relocation counts 28 and 30, num_gen_binaries 32, file-scope 33, functions 35.
    assert_eq!(f.layout.header_len, 37);
    assert_eq!(
        isa_err(&patch(isa, 0, b"CISB")),
        at(0, DecodeErrorKind::BadMagic { found: *b"CISB" })
    );
    assert_eq!(
        isa_err(&patch(isa, 4, &[3, 6])),
        at(
            4,
            DecodeErrorKind::UnsupportedVersion { major: 3, minor: 6 }
        )
    );
    let unsupported = |what, found, supported| DecodeErrorKind::Unsupported {
        what,
        found,
        supported,
    };
    for (offset, value, what, supported) in [
        (
            6,
            &[2u8, 0][..],
            "number of kernels for Kernel::from_isa (Program::from_isa reads several)",
            1,
        ),
        (
            6,
            &[0, 0],
            "number of kernels for Kernel::from_isa (Program::from_isa reads several)",
            1,
        ),
        (28, &[1, 0], "number of variable relocations", 0),
        (30, &[0, 1], "number of function relocations", 0),
        (
            32,
            &[1],
            "number of GEN binaries for Kernel::from_isa (Program::from_isa keeps them)",
            0,
        ),
        (33, &[1, 0], "number of file-scope variables", 0),
        (
            35,
            &[3, 0],
            "number of functions for Kernel::from_isa (Program::from_isa reads them)",
            0,
        ),
    ] {
        let found = value
            .iter()
            .rev()
            .fold(0u64, |v, &b| (v << 8) | u64::from(b));
        assert_eq!(
            isa_err(&patch(isa, offset, value)),
            at(offset, unsupported(what, found, supported)),
            "{what}"
        );
    }
    // A name longer than the file.
    assert_eq!(
        isa_err(&patch(isa, 8, &[0xff, 0xff])),
        at(
            10,
            DecodeErrorKind::Truncated {
                field: "kernel name",
                needed: 0xffff,
                available: isa.len() - 10
            }
        )
    );
    assert_eq!(
        isa_err(&patch(isa, 10, &[0xff])),
        at(
            10,
            DecodeErrorKind::InvalidString {
                field: "kernel name"
            }
        )
    );
    let bad_name = Kernel::from_isa(&patch(isa, 10, b"\"")).expect_err("a bad name");
    assert_eq!((bad_name.offset(), bad_name.code()), (10, "kernel"));
    // Offsets that disagree with the layout.
    let mismatch = |field, found, expected| DecodeErrorKind::Mismatch {
        field,
        found,
        expected,
    };
    assert_eq!(
        isa_err(&patch(isa, 16, &[38, 0, 0, 0])),
        at(16, mismatch("offset", 38, 37))
    );
    let input_offset = f.layout.input_offset as u64;
    assert_eq!(
        isa_err(&patch(isa, 24, &(input_offset as u32 + 1).to_le_bytes())),
        at(24, mismatch("input_offset", input_offset + 1, input_offset))
    );
    let kernel_size = f.layout.kernel_size as u64;
    assert_eq!(
        isa_err(&patch(isa, 20, &(kernel_size as u32 - 1).to_le_bytes())),
        at(20, mismatch("size", kernel_size - 1, kernel_size))
    );
    let trailing = [&isa[..], &[0]].concat();
    assert_eq!(
        isa_err(&trailing),
        at(
            isa.len(),
            mismatch("file length", isa.len() as u64 + 1, isa.len() as u64)
        )
    );
    // The kernel object's name_index names another string.
    let e = isa_err(&patch(isa, f.vars_at - 4, &[1, 0, 0, 0]));
    assert_eq!((e.offset, e.code()), (f.vars_at - 4, "name_mismatch"));
    assert_eq!(
        isa_err(&patch(isa, f.vars_at - 4, &[200, 0, 0, 0])),
        at(
            f.vars_at - 4,
            DecodeErrorKind::BadStringIndex {
                field: "name_index",
                index: 200,
                count: u32::from_le_bytes(isa[f.strings_at..f.strings_at + 4].try_into().unwrap())
            }
        )
    );
}

#[test]
fn isa_counts_are_bounded_before_anything_is_allocated() {
    let f = sample_file();
    let isa = &f.isa;
    let remaining = |at: usize, width: usize| (isa.len() - at - width) as u64;
    // Hostile counts: each is refused at its own offset, bounded by the bytes left.
    let e = isa_err(&patch(isa, f.strings_at, &u32::MAX.to_le_bytes()));
    assert_eq!(
        e,
        at(
            f.strings_at,
            DecodeErrorKind::CountTooLarge {
                what: "strings",
                count: u64::from(u32::MAX),
                max: remaining(f.strings_at, 4)
            }
        )
    );
    let e = isa_err(&patch(isa, f.vars_at, &u32::MAX.to_le_bytes()));
    assert_eq!(
        e,
        at(
            f.vars_at,
            DecodeErrorKind::CountTooLarge {
                what: "general variables",
                count: u64::from(u32::MAX),
                max: remaining(f.vars_at, 4) / 15
            }
        )
    );
    let inputs_at = f.layout.input_offset;
    let e = isa_err(&patch(isa, inputs_at, &0x1000_0000u32.to_le_bytes()));
    assert_eq!(
        e,
        at(
            inputs_at,
            DecodeErrorKind::CountTooLarge {
                what: "inputs",
                count: 0x1000_0000,
                max: remaining(inputs_at, 4) / 9
            }
        )
    );
    // A count within the bytes left, but beyond the entries there: whatever follows is
    // misread, and something fails.
    assert!(Kernel::from_isa(&patch(isa, f.vars_at, &20u32.to_le_bytes())).is_err());
    // The instruction size: beyond the file.
    let size_at = inputs_at + 4 + 9 * 9;
    let e = isa_err(&patch(isa, size_at, &u32::MAX.to_le_bytes()));
    assert_eq!((e.offset, e.code()), (size_at, "count_too_large"));
    // entry that is not where the instructions start.
    let entry_at = size_at + 4;
    let entry = f.layout.entry as u64;
    assert_eq!(
        isa_err(&patch(isa, entry_at, &(entry as u32 + 4).to_le_bytes())),
        at(
            entry_at,
            DecodeErrorKind::Mismatch {
                field: "entry",
                found: entry + 4,
                expected: entry
            }
        )
    );
    // The attribute count (Target only): 0xffff attributes do not fit.
    let attributes_at = entry_at + 4;
    let e = isa_err(&patch(isa, attributes_at, &[0xff, 0xff]));
    assert_eq!((e.offset, e.code()), (attributes_at, "count_too_large"));
}

#[test]
fn isa_declaration_and_instruction_errors() {
    let f = sample_file();
    let isa = &f.isa;
    // The first var_info: name_index, bit_properties, num_elements, alias_index, alias_offset,
    // alias_scope, attribute_count.
    let var = f.vars_at + 4;
    let code = |field, what, code| DecodeErrorKind::InvalidCode { field, what, code };
    assert_eq!(
        isa_err(&patch(isa, var + 4, &[0xa7])),
        at(var + 4, code("var_info.bit_properties", "alignment", 10))
    );
    assert_eq!(
        isa_rejected(&patch(isa, var + 4, &[0x58])),
        (var, KernelError::VariableTypeNotAllowed { ty: VisaType::V })
    );
    assert_eq!(
        isa_err(&patch(isa, var + 13, &[1])),
        at(
            var + 13,
            DecodeErrorKind::Unsupported {
                what: "alias scope",
                found: 1,
                supported: 0
            }
        )
    );
    // A variable's attributes are read (`attribute_count`, then each `attribute_info`): one
    // whose name is outside the string pool is an error at its name.
    let e = isa_err(&patch(isa, var + 14, &[1, 0xff, 0xff, 0, 0]));
    assert_eq!((e.code(), e.offset), ("bad_string_index", var + 15), "{e}");
    assert_eq!(
        isa_err(&patch(isa, var + 11, &[4, 0])),
        at(
            var + 11,
            DecodeErrorKind::Mismatch {
                field: "var_info.alias_offset",
                found: 4,
                expected: 0
            }
        )
    );
    assert_eq!(
        isa_err(&patch(isa, var, &[99, 0, 0, 0])).code(),
        "bad_string_index"
    );
    // The first input: kind 3 is none, a sampler id beyond a byte, an undeclared variable.
    let input = f.layout.input_offset + 4;
    assert_eq!(
        isa_err(&patch(isa, input, &[3])),
        at(input, code("input_info.kind", "input kind", 3))
    );
    assert_eq!(
        isa_err(&patch(isa, input, &[1, 0, 1, 0, 0])),
        at(input + 1, code("input_info.id", "sampler id", 256))
    );
    assert_eq!(
        isa_rejected(&patch(isa, input + 1, &[99])),
        (
            input,
            KernelError::InputNotDeclared {
                var: InputVar::General(VarId(99))
            }
        )
    );
    // An instruction the kernel's declarations reject (surface T9 is not declared), at the
    // instruction's file offset; and an instruction that does not decode.
    let first = f.layout.instructions_offset;
    let (offset, e) = isa_rejected(&patch(isa, first + 14, &[9]));
    assert_eq!(offset, first);
    assert!(
        matches!(e, KernelError::UndeclaredSurface { id: 9, .. }),
        "{e}"
    );
    assert_eq!(
        isa_err(&patch(isa, first + 6, &[0x10])),
        at(
            first + 6,
            DecodeErrorKind::ReservedBitsSet {
                field: "Channels",
                value: 0x10,
                reserved: 0x10
            }
        )
    );
    let second = first + sample_kernel().instruction_offset(1).unwrap();
    assert_eq!(
        isa_err(&patch(isa, second, &[0x34])),
        at(second, DecodeErrorKind::UnknownOpcode { opcode: 0x34 })
    );
    // Attribute values: Target's one byte read back as an integer; a string attribute name
    // with a value that is not UTF-8.
    let mut k = Kernel::new("a").unwrap();
    k.add_attribute(Attribute::string("AsmName", "xy")).unwrap();
    let isa = k.to_isa();
    let e = isa_err(&patch(&isa, isa.len() - 2, &[0xff]));
    assert_eq!(
        e,
        at(
            isa.len() - 2,
            DecodeErrorKind::InvalidString {
                field: "attribute_info.value"
            }
        )
    );
}

#[test]
fn attribute_values_read_back_as_written() {
    // The writer refuses what the reader would read as another kind.
    let mut k = Kernel::new("a").unwrap();
    for refused in [
        Attribute::string("Comment", "abcd"),
        Attribute::string("Comment", ""),
        Attribute::int("AsmName", 1, 1),
        Attribute::int("OutputAsmPath", 1, 4),
    ] {
        assert_eq!(
            k.add_attribute(refused.clone()).map_err(|e| e.code()),
            Err("attribute_value_not_allowed"),
            "{refused:?}"
        );
    }
    for kept in [
        Attribute::string("Comment", "abcde"),
        Attribute::string("AsmName", "a"),
        Attribute::flag("AsmNameFlag"),
        Attribute::flag("OutputAsmPath"),
        Attribute::int("B1", -1, 1),
        Attribute::int("B2", -1, 2),
        Attribute::int("B3", 0x7f_ffff, 3),
        Attribute::int("B4", -2, 4),
    ] {
        k.add_attribute(kept).unwrap();
    }
    let back = Kernel::from_isa(&k.to_isa()).unwrap();
    assert_eq!(back.attributes(), k.attributes());
}

/// Values a mutation of `byte` tries: the extremes, neighbours and single-bit flips.
fn mutations_of(byte: u8) -> impl Iterator<Item = u8> {
    [
        0x00,
        0xff,
        byte.wrapping_add(1),
        byte.wrapping_sub(1),
        byte ^ 0x01,
        byte ^ 0x10,
        byte ^ 0x80,
    ]
    .into_iter()
    .filter(move |&b| b != byte)
}

/// `.isa` files cut at every length, and with every byte mutated (extremes, neighbours, bit
/// flips): never a panic, errors within the file, and what reads back reads back again.
#[test]
fn isa_truncations_and_mutations_fail_cleanly() {
    for k in [sample_kernel(), every_declaration_kernel()] {
        let isa = k.to_isa();
        for cut in 0..isa.len() {
            let e = Kernel::from_isa(&isa[..cut]).expect_err("a cut file");
            assert!(e.offset() <= cut, "cut at {cut}: {e}");
        }
        let mut mutated = isa.clone();
        let (mut ok, mut tried) = (0, 0);
        for i in 0..isa.len() {
            for value in mutations_of(isa[i]) {
                mutated[i] = value;
                tried += 1;
                match Kernel::from_isa(&mutated) {
                    Ok(back) => {
                        // Names are not kept, so the file may differ; the kernel reads back.
                        ok += 1;
                        assert_eq!(Kernel::from_isa(&back.to_isa()).as_ref(), Ok(&back));
                    }
                    Err(e) => assert!(e.offset() <= mutated.len(), "byte {i} = {value}: {e}"),
                }
            }
            mutated[i] = isa[i];
        }
        assert!(ok > 0 && ok < tried, "{}: {ok} of {tried} read", k.name());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// The sample kernel's file with a few random bytes replaced: never a panic.
    #[test]
    fn mutated_isa_files_fail_cleanly(
        changes in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6),
    ) {
        let mut isa = sample_kernel().to_isa();
        for (at, value) in changes {
            let i = at.index(isa.len());
            isa[i] = value;
        }
        match Kernel::from_isa(&isa) {
            Ok(back) => prop_assert_eq!(Kernel::from_isa(&back.to_isa()), Ok(back)),
            Err(e) => prop_assert!(e.offset() <= isa.len()),
        }
    }
}

// ---------------------------------------------------------------- a file IGC wrote

/// `GenX_IR`, from `$GENX_IR` or `PATH`.
fn genx_ir() -> Option<std::path::PathBuf> {
    if let Some(p) = std::env::var_os("GENX_IR") {
        return Some(p.into());
    }
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|d| d.join("GenX_IR"))
        .find(|p| p.is_file())
}

/// Assembles `asm` with IGC's own 4.1 writer (`GenX_IR -binary`, in a fresh directory, killed
/// after 60 s). Only its declarations are trustworthy (reference §1.4).
fn igc_writes(genx: &std::path::Path, asm: &str) -> Vec<u8> {
    use std::time::{Duration, Instant};
    let dir = std::env::temp_dir().join(format!("visa-isa-decode-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("t.visaasm"), asm).unwrap();
    let mut child = std::process::Command::new(genx)
        .args([
            "t.visaasm",
            "-platform",
            "SKL",
            "-binary",
            "-outputCisaBinaryName",
            "t.isa",
        ])
        .current_dir(&dir)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("GenX_IR runs");
    let deadline = Instant::now() + Duration::from_secs(60);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("GenX_IR did not finish within 60 s in {}", dir.display());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let isa = std::fs::read(dir.join("t.isa")).expect("GenX_IR wrote t.isa");
    let _ = std::fs::remove_dir_all(&dir);
    isa
}

/// Reference §8.3: the file without its GEN binaries, with `code` as its instructions.
fn splice(isa: &[u8], code: &[u8]) -> Vec<u8> {
    let u32_at = |i: usize| u32::from_le_bytes(isa[i..i + 4].try_into().unwrap()) as usize;
    let name_end = 10 + usize::from(u16::from_le_bytes([isa[8], isa[9]]));
    let (offset, input_offset) = (u32_at(name_end), u32_at(name_end + 8));
    let gen_binaries = usize::from(isa[name_end + 16]);
    let size_at = input_offset + 4 + 9 * u32_at(input_offset);
    let entry = u32_at(size_at + 4);
    let mut out = isa[..name_end + 17].to_vec();
    out[name_end + 16] = 0;
    let rest = name_end + 17 + 9 * gen_binaries;
    out.extend(&isa[rest..rest + 4]); // file-scope variables, functions
    let new_offset = out.len();
    for (i, value) in [
        new_offset,
        entry + code.len(),
        input_offset - offset + new_offset,
    ]
    .into_iter()
    .enumerate()
    {
        let at = name_end + 4 * i;
        out[at..at + 4].copy_from_slice(&(value as u32).to_le_bytes());
    }
    let mut object = isa[offset..offset + entry].to_vec();
    let size_at = size_at - offset;
    object[size_at..size_at + 4].copy_from_slice(&(code.len() as u32).to_le_bytes());
    out.extend(object);
    out.extend(code);
    out
}

/// A file IGC's own writer produced (GenX_IR 12504.6 `-binary`: its own string pool with the
/// predefined names, declarations under names of their own, a GEN binary) reads back, after
/// the reference's §8.3 splice, to the kernel built by hand with those names, and re-encodes
/// byte for byte; before it, the GEN binary is refused.
#[test]
fn a_file_igc_wrote_reads_back() {
    let Some(genx) = genx_ir() else {
        eprintln!(
            "\n*** SKIPPED: GenX_IR is not on PATH (nor in $GENX_IR); reading a file IGC wrote \
             did NOT run. Install libigc-tools (reference §8.1). ***\n"
        );
        assert!(
            std::env::var_os("VISA_ISA_REQUIRE_GENX_IR").is_none(),
            "VISA_ISA_REQUIRE_GENX_IR is set but GenX_IR was not found"
        );
        return;
    };
    let written = igc_writes(
        &genx,
        ".version 4.1\n\
         .kernel \"t1\"\n\
         .decl U    v_type=G type=f  num_elts=16  align=GRF\n\
         .decl Vc   v_type=G type=f  num_elts=16  align=GRF\n\
         .decl D    v_type=G type=f  num_elts=64  align=GRF\n\
         .decl DA   v_type=G type=ud num_elts=16  alias=<D, 64>\n\
         .decl A0   v_type=A num_elts=2\n\
         .decl P1   v_type=P num_elts=16\n\
         .decl S0   v_type=S num_elts=1\n\
         .decl T6   v_type=T num_elts=1\n\
         .input U offset=32 size=64\n\
         .input T6 offset=96 size=4\n\
         .kernel_attr Target=\"cm\"\n    \
         ret (M1, 1)\n",
    );
    assert_eq!(
        isa_err(&written),
        at(
            28,
            DecodeErrorKind::Unsupported {
                what: "number of GEN binaries for Kernel::from_isa (Program::from_isa keeps them)",
                found: 1,
                supported: 0
            }
        )
    );
    let spliced = splice(&written, &SAMPLE);
    let read = Kernel::from_isa(&spliced).unwrap_or_else(|e| panic!("{e}"));
    // The declarations keep IGC's names, and the file (IGC's string pool with it) re-encodes
    // byte for byte.
    assert_eq!(read.to_isa(), spliced);
    let mut k = Kernel::new("t1").unwrap();
    let u = k
        .declare_var_named("U", VisaType::F, 16, Align::Grf)
        .unwrap();
    k.declare_var_named("Vc", VisaType::F, 16, Align::Grf)
        .unwrap();
    let d = k
        .declare_var_named("D", VisaType::F, 64, Align::Grf)
        .unwrap();
    k.declare_alias_named("DA", VisaType::Ud, 16, d, 64)
        .unwrap();
    k.declare_address(2).unwrap();
    k.declare_predicate(16).unwrap();
    k.declare_sampler(1).unwrap();
    let t6 = k.declare_surface(1).unwrap();
    k.add_input(u, 32, 64).unwrap();
    k.add_input(t6, 96, 4).unwrap();
    k.add_attribute(Attribute::target(Target::Cm)).unwrap();
    k.push(AnyInstruction::decode(&SAMPLE).unwrap().0).unwrap();
    assert_eq!(read, k);
}
