//! Validation is complete and `encode` cannot get around it.
//!
//! - Every `ValidationError` the generated code can return for these specs is exercised by an
//!   invalid test vector (`tests/vectors.rs` checks that each invalid vector is rejected with
//!   its own code; here, that together they reach every code), except the two that need
//!   variable declarations, which are exercised here through `validate_types`. A vector no
//!   instruction type holds (it sets a member its variant's rules fix) reaches its code by
//!   failing to decode.
//! - For arbitrary instructions of every variant: when `validate` fails, `encode` and
//!   `encode_into` fail with that same error and write nothing; when it succeeds, `encode`
//!   appends exactly `encoded_len()` bytes and `encode_into` writes the same bytes.
//! - The generated `validate` and the reference interpreter's rule evaluator
//!   (`visa_isa_codegen::reference::validate`, which the vector generator asks which rule a
//!   vector breaks) give every vector and arbitrary instructions of every variant the same
//!   verdict: valid, or the same error code about the same field.

mod support;

use support::model::model;
use support::random::{arbitrary_instruction, arbitrary_of, Rng, DRAWS_PER_VARIANT};

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use proptest::prelude::*;
use serde_yaml::{Mapping, Value};
use visa_isa::{AnyInstruction, DecodeError, DecodeErrorKind, EncodeError, Instruction, VisaType};
use visa_isa_codegen::{layout, reference};

// ------------------------------------------------------------------------------ model, vectors

/// `(opcode, variant, valid, declared error code, instruction)` of every test vector.
type Vectors = Vec<(String, String, bool, Option<String>, AnyInstruction)>;

fn vectors() -> &'static Vectors {
    static VECTORS: OnceLock<Vectors> = OnceLock::new();
    VECTORS.get_or_init(|| {
        support::vectors::every_instruction(support::model::model())
            .into_iter()
            .map(|(opcode, v, inst)| (opcode, v.variant, v.valid, v.error, inst))
            .collect()
    })
}

/// `(opcode, variant)` of every instruction type the model generates.
fn all_variants() -> BTreeSet<(String, String)> {
    model()
        .opcodes
        .iter()
        .flat_map(|op| {
            op.variants
                .iter()
                .map(|v| (op.name.clone(), v.name.clone()))
        })
        .collect()
}

// ------------------------------------------------------------------------------ error codes

/// Every `ValidationError::code()`, read from the `code` match in `src/runtime/error.rs` (the
/// enum is non-exhaustive, so an external test cannot list its variants by matching).
fn every_error_code() -> BTreeSet<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/runtime/error.rs");
    let source = std::fs::read_to_string(&path).expect("src/runtime/error.rs");
    let start = source
        .find("pub const fn code(&self)")
        .expect("ValidationError::code");
    let body = &source[start..];
    let body = &body[..body.find("\n    }\n").expect("end of code()")];
    // Every string literal of the body is a code (an arm may wrap onto the next line).
    let codes: BTreeSet<String> = body
        .split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect();
    assert!(codes.len() >= 20, "read {codes:?} from {}", path.display());
    codes
}

/// The codes `validate()` cannot return: they are about the kernel's variable declarations,
/// which an instruction alone does not have. `validate_types(&declarations)` returns them;
/// a vector carries no declarations, so they are exercised here instead
/// ([`declaration_errors_come_from_validate_types`]).
const ONLY_WITH_DECLARATIONS: [&str; 5] = [
    "undeclared_variable",
    "variable_type_not_allowed",
    "type_not_supported",
    "operand_types_not_mapped",
    "region_out_of_bounds",
];

/// The code of [`ONLY_WITH_DECLARATIONS`] that needs the variables' sizes, which only a
/// `Kernel`'s declarations give (`VariableTypes::bytes_of`): `tests/checks.rs` exercises it.
const ONLY_WITH_SIZES: &str = "region_out_of_bounds";

/// The codes of [`ONLY_WITH_DECLARATIONS`] that only an opcode with Supported Types or operand
/// type maps returns (`check_operand_types`): the seed specs have none.
const ONLY_WITH_OPERAND_TYPES: [&str; 2] = ["type_not_supported", "operand_types_not_mapped"];

/// Codes only instructions of IGC's wider corpus can return (destination vector operands, the
/// logic instructions' predicate mode, SEL's predicate, RAW_SEND's descriptor lengths and
/// its Dst without a response, erratum `raw-send-descriptor-lengths`; RAW_SENDS' message
/// length, erratum `raw-sends-descriptor-lengths`; DPAS's Src2 without a region, erratum
/// `dpas-src2-implied-region`, and its precision pairs, erratum `dpas-operand-rules`; ADDR_ADD's
/// address destination; LSC_UNTYPED's excluded and interdependent values and its %null
/// operands, errata `lsc-untyped-*`; LSC_TYPED's coordinates, which have no offset, erratum
/// `lsc-typed-text`; MADW's GRF-aligned destination; the operands RT_WRITE and INFO have only
/// under a condition, errata `rt-write-4-1-layout-and-text` and
/// `info-channel-mask-op-byte-and-lod`): the seed specs have none. The corpus run
/// (`.ci/corpus-conformance`, `VISA_ISA_VECTORS` set) must reach them too.
const ONLY_IN_CORPUS: [&str; 18] = [
    "address_destination_too_wide",
    "combination_not_allowed",
    "destination_region_not_allowed",
    "length_exceeds_count",
    "length_mismatches_count",
    "operand_without_length",
    "predicate_mode_operand",
    "predicate_mode_predicated",
    "predicate_required",
    "region_not_implied",
    "value_not_allowed",
    "value_requires",
    "operand_must_be_zero",
    "operand_must_be_null",
    "operand_must_not_be_null",
    "operand_not_grf_aligned",
    "operand_offset_not_zero",
    "operand_presence",
];

/// The invalid vectors together reach every error code `validate` has.
#[test]
fn invalid_vectors_exercise_every_validation_error() {
    let mut reached = BTreeSet::new();
    for (opcode, variant, valid, declared, inst) in vectors() {
        if *valid {
            continue;
        }
        let e = inst
            .validate()
            .expect_err(&format!("{opcode}/{variant}: an invalid vector validates"));
        assert_eq!(Some(e.code()), declared.as_deref(), "{opcode}/{variant}");
        reached.insert(e.code().to_owned());
    }
    // A vector no instruction type holds (it sets a member its variant's rules fix) reaches
    // its code through decoding its bytes.
    for (opcode, v, bytes) in support::vectors::every_unrepresentable(model()) {
        match AnyInstruction::decode(&bytes) {
            Err(DecodeError {
                kind: DecodeErrorKind::Invalid { error },
                ..
            }) => {
                assert_eq!(
                    Some(error.code()),
                    v.error.as_deref(),
                    "{opcode}/{}",
                    v.name
                );
                reached.insert(error.code().to_owned());
            }
            other => panic!("{opcode}/{}: decoded to {other:?}", v.name),
        }
    }
    // `not_in_layout` is `check_layout`'s (`encode_for`), not `validate`'s: the vectors are in
    // the default layout, which has no member of another one (tests/layout.rs exercises it).
    let mut every = every_error_code();
    assert!(every.remove("not_in_layout"));
    let declarations: BTreeSet<String> = ONLY_WITH_DECLARATIONS
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    let corpus_only: &[&str] = if std::env::var_os("VISA_ISA_VECTORS").is_some() {
        &[]
    } else {
        &ONLY_IN_CORPUS
    };
    let missing: Vec<&String> = every
        .iter()
        .filter(|c| {
            !reached.contains(*c)
                && !declarations.contains(*c)
                && !corpus_only.contains(&c.as_str())
        })
        .collect();
    assert!(
        missing.is_empty(),
        "no invalid vector exercises {missing:?}: add one in codegen/src/emit/vectors/, or \
         say here why `validate` cannot return it"
    );
    let unexpected: Vec<&String> = reached.intersection(&declarations).collect();
    assert!(
        unexpected.is_empty(),
        "`validate` returned {unexpected:?}, which needs declarations"
    );
    assert!(reached.is_subset(&every), "{reached:?} ⊄ {every:?}");
}

/// `validate_types` returns the declaration errors: a documented operand type checked against
/// no declarations, then against declarations of a type no field allows, then against
/// declarations that give odd ids UD and even ids F (a destination and a source of different
/// variables then pair an integer with a float, which no operand type map does).
#[test]
fn declaration_errors_come_from_validate_types() {
    let mut reached = BTreeSet::new();
    let ids: Vec<u32> = (0..1024).collect();
    let all_bool: Vec<(u32, VisaType)> = ids.iter().map(|&id| (id, VisaType::Bool)).collect();
    let mixed: Vec<(u32, VisaType)> = ids
        .iter()
        .map(|&id| {
            (
                id,
                if id % 2 == 1 {
                    VisaType::Ud
                } else {
                    VisaType::F
                },
            )
        })
        .collect();
    for (opcode, variant, valid, _, inst) in vectors() {
        if !*valid {
            continue;
        }
        for declarations in [&Vec::new(), &all_bool, &mixed] {
            match inst.validate_types(declarations) {
                Ok(()) => {}
                Err(e) => {
                    assert!(
                        ONLY_WITH_DECLARATIONS.contains(&e.code()),
                        "{opcode}/{variant}: a valid vector fails validate_types with {e}"
                    );
                    reached.insert(e.code());
                }
            }
        }
    }
    let with_operand_types = model()
        .opcodes
        .iter()
        .any(|op| !op.supported_types.is_empty() || !op.type_maps.is_empty());
    let expected: BTreeSet<&str> = ONLY_WITH_DECLARATIONS
        .into_iter()
        .filter(|c| with_operand_types || !ONLY_WITH_OPERAND_TYPES.contains(c))
        .filter(|c| *c != ONLY_WITH_SIZES)
        .collect();
    assert_eq!(reached, expected);
}

// ------------------------------------------------------------------------------ encode

/// Why an instruction breaks the property, if it does.
fn encode_agrees_with_validate(inst: &AnyInstruction) -> Result<bool, String> {
    const FILL: u8 = 0xa5;
    let prefix = [FILL; 3];
    let mut out = prefix.to_vec();
    let encoded = inst.encode(&mut out);
    let mut buf = [FILL; 512];
    let into = inst.encode_into(&mut buf);
    match inst.validate() {
        Err(e) => {
            if encoded != Err(e) {
                return Err(format!("validate: {e:?}, encode: {encoded:?}"));
            }
            if out != prefix {
                return Err(format!("encode wrote {:02x?} after failing", &out[3..]));
            }
            if into != Err(EncodeError::Invalid(e)) {
                return Err(format!("validate: {e:?}, encode_into: {into:?}"));
            }
            if buf.iter().any(|&b| b != FILL) {
                return Err("encode_into wrote bytes after failing".into());
            }
            // Validation comes before the buffer's size.
            let mut empty = [0u8; 0];
            let small = inst.encode_into(&mut empty);
            if small != Err(EncodeError::Invalid(e)) {
                return Err(format!("into an empty buffer: {small:?}, not {e:?}"));
            }
            Ok(false)
        }
        Ok(()) => {
            let len = inst.encoded_len();
            if encoded != Ok(len) || out.len() != prefix.len() + len || out[..3] != prefix {
                return Err(format!(
                    "encode: {encoded:?} and {} bytes appended, encoded_len {len}",
                    out.len() - prefix.len()
                ));
            }
            if into != Ok(len) || buf[..len] != out[3..] {
                return Err(format!(
                    "encode_into: {into:?}, {:02x?} vs encode's {:02x?}",
                    &buf[..len.min(buf.len())],
                    &out[3..]
                ));
            }
            if buf[len..].iter().any(|&b| b != FILL) {
                return Err("encode_into wrote past encoded_len".into());
            }
            let mut short = vec![FILL; len - 1];
            let too_small = inst.encode_into(&mut short);
            if too_small
                != Err(EncodeError::BufferTooSmall {
                    needed: len,
                    available: len - 1,
                })
                || short.iter().any(|&b| b != FILL)
            {
                return Err(format!("into {} bytes: {too_small:?}", len - 1));
            }
            Ok(true)
        }
    }
}

fn to_value(inst: &AnyInstruction) -> Value {
    serde_yaml::with::singleton_map_recursive::serialize(inst, serde_yaml::value::Serializer)
        .expect("an instruction serializes")
}

fn from_value(value: Value) -> AnyInstruction {
    serde_yaml::with::singleton_map_recursive::deserialize(value.clone())
        .unwrap_or_else(|e| panic!("does not deserialize: {e}\n{value:?}"))
}

/// `(opcode, variant, fields)` of an instruction's serde form `{ OPCODE: { variant: fields } }`
/// (`{ OPCODE: fields }` without op variants, where the variant is the opcode).
fn split(inst: &AnyInstruction) -> (String, String, Mapping) {
    let value = to_value(inst);
    let (opcode, inner) = value
        .as_mapping()
        .and_then(|m| m.iter().next())
        .expect("{ OPCODE: … }");
    let opcode = opcode.as_str().expect("opcode").to_owned();
    let inner = inner.as_mapping().expect("a mapping");
    let op = model()
        .opcodes
        .iter()
        .find(|o| o.name == opcode)
        .expect("a modelled opcode");
    if layout::has_sub_ops(op) {
        let (variant, fields) = inner.iter().next().expect("one variant");
        let variant = variant.as_str().expect("variant").to_owned();
        (
            opcode,
            variant,
            fields.as_mapping().expect("fields").clone(),
        )
    } else {
        (opcode.clone(), opcode, inner.clone())
    }
}

fn join(opcode: &str, variant: &str, fields: Mapping) -> AnyInstruction {
    from_value(serde_form(opcode, variant, fields))
}

/// The instruction of a serde form, if it is one (a value may not fit its member's type).
fn try_join(opcode: &str, variant: &str, fields: Mapping) -> Option<AnyInstruction> {
    serde_yaml::with::singleton_map_recursive::deserialize(serde_form(opcode, variant, fields)).ok()
}

/// The serde form `{ OPCODE: { variant: fields } }` (`{ OPCODE: fields }` without op variants).
fn serde_form(opcode: &str, variant: &str, fields: Mapping) -> Value {
    let inner = if variant == opcode {
        Value::Mapping(fields)
    } else {
        let mut m = Mapping::new();
        m.insert(variant.into(), Value::Mapping(fields));
        Value::Mapping(m)
    };
    let mut outer = Mapping::new();
    outer.insert(opcode.into(), inner);
    Value::Mapping(outer)
}

/// Arbitrary instructions of every variant of the model the crate was built from
/// (`AnyInstruction::VARIANTS`), `draws` of each, and with each draw two instructions with
/// most members taken from a valid vector of the same variant (a random instruction is rarely
/// valid): some members of the draw, and exactly one.
fn arbitrary_and_mixed(draws: usize) -> Vec<AnyInstruction> {
    let mut bases: BTreeMap<(String, String), Mapping> = BTreeMap::new();
    for (opcode, variant, valid, _, inst) in vectors() {
        if *valid {
            bases
                .entry((opcode.clone(), variant.clone()))
                .or_insert_with(|| split(inst).2);
        }
    }
    let mut rng = Rng(0x005e_ed0f_7e57_ab1e);
    let mut out = Vec::new();
    for variant in AnyInstruction::VARIANTS {
        for _ in 0..draws {
            let len = 16 + rng.below(240);
            let Some(random) = arbitrary_of(variant, &rng.bytes(len)) else {
                continue;
            };
            let (opcode, variant, random_fields) = split(&random);
            // (A variant without a valid vector gets no mix.)
            let Some(base) = bases.get(&(opcode.clone(), variant.clone())) else {
                out.push(random);
                continue;
            };
            let mut mixed = base.clone();
            for (k, v) in &random_fields {
                if rng.below(4) == 0 {
                    mixed.insert(k.clone(), v.clone());
                }
            }
            for k in base.keys() {
                if !random_fields.contains_key(k) && rng.below(4) == 0 {
                    mixed.remove(k); // an optional member the random instruction lacks
                }
            }
            // And with exactly one member of the random instruction: mostly valid.
            let mut single = base.clone();
            if let Some((k, v)) = random_fields
                .iter()
                .nth(rng.below(random_fields.len().max(1)))
            {
                single.insert(k.clone(), v.clone());
            }
            out.push(random);
            out.push(join(&opcode, &variant, mixed));
            out.push(join(&opcode, &variant, single));
        }
    }
    out
}

/// The property holds for arbitrary instructions of every variant of the model, each reached
/// valid, and invalid unless no rule of it can be broken (it has no invalid vector).
#[test]
fn encode_agrees_with_validate_for_every_variant() {
    // (valid, invalid) instructions checked per variant.
    let mut reached: BTreeMap<(String, String), (usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    for inst in &arbitrary_and_mixed(DRAWS_PER_VARIANT) {
        let (opcode, variant, _) = split(inst);
        match encode_agrees_with_validate(inst) {
            Ok(valid) => {
                let entry = reached.entry((opcode, variant)).or_default();
                if valid {
                    entry.0 += 1;
                } else {
                    entry.1 += 1;
                }
            }
            Err(why) => failures.push(format!("{opcode}/{variant}: {why}\n  {inst:?}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let breakable: BTreeSet<(String, String)> = vectors()
        .iter()
        .filter(|(_, _, valid, _, _)| !valid)
        .map(|(opcode, variant, _, _, _)| (opcode.clone(), variant.clone()))
        .collect();
    let missing: Vec<_> = all_variants()
        .into_iter()
        .filter(|v| {
            reached.get(v).map_or(true, |&(valid, invalid)| {
                valid == 0 || (invalid == 0 && breakable.contains(v))
            })
        })
        .collect();
    assert!(
        missing.is_empty(),
        "not reached valid, or invalid although breakable: {missing:?}\n{reached:?}"
    );
}

/// Every vector, valid or invalid, obeys the same property.
#[test]
fn encode_agrees_with_validate_for_every_vector() {
    for (opcode, variant, _, _, inst) in vectors() {
        if let Err(why) = encode_agrees_with_validate(inst) {
            panic!("{opcode}/{variant}: {why}");
        }
    }
}

// ------------------------------------------------------------------------------ reference

/// An instruction's verdict, `None` when valid, else the error code and the field it names.
type Verdict = Option<(String, Option<String>)>;

/// The generated `validate`'s verdict on `inst`.
fn generated_verdict(inst: &AnyInstruction) -> Verdict {
    inst.validate()
        .err()
        .map(|e| (e.code().to_owned(), e.field().map(str::to_owned)))
}

/// The reference interpreter's verdict on `inst`, read from its serde form.
fn reference_verdict(inst: &AnyInstruction) -> Verdict {
    let (opcode, variant, fields) = split(inst);
    let op = model()
        .opcodes
        .iter()
        .find(|o| o.name == opcode)
        .expect("a modelled opcode");
    let v = op
        .variants
        .iter()
        .find(|v| v.name == variant)
        .expect("a modelled variant");
    let a = reference::assignment(model(), op, v, &Value::Mapping(fields))
        .unwrap_or_else(|e| panic!("{opcode}/{variant}: the reference cannot read {inst:?}: {e}"));
    reference::validate(op, v, &a)
        .err()
        .map(|broken| (broken.code.to_owned(), broken.field))
}

/// Where the generated `validate` and the reference interpreter disagree about `inst`.
fn verdicts_disagree(inst: &AnyInstruction) -> Option<String> {
    let (generated, reference) = (generated_verdict(inst), reference_verdict(inst));
    (generated != reference)
        .then(|| format!("validate: {generated:?}, reference: {reference:?}\n  {inst:?}"))
}

/// Every vector, valid or invalid: the generated `validate` and the reference interpreter
/// (which decided the vector's verdict) agree.
#[test]
fn reference_agrees_with_validate_for_every_vector() {
    let failures: Vec<String> = vectors()
        .iter()
        .filter_map(|(opcode, variant, _, _, inst)| {
            verdicts_disagree(inst).map(|why| format!("{opcode}/{variant}: {why}"))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Values a leaf of an instruction's serde form is set to, one at a time: the edges of the
/// ranges the rules check (ids, offsets, widths, strides, counts), every modifier and type
/// name, both booleans. A value the leaf's type cannot hold does not deserialize and is skipped.
fn leaf_values(leaf: &Value) -> Vec<Value> {
    match leaf {
        Value::Bool(b) => vec![Value::Bool(!b)],
        Value::Number(_) => [
            0i64, 1, 3, 16, 17, 255, 256, 511, 512, -513, 4095, 4096, 65536,
        ]
        .into_iter()
        .map(Value::from)
        .collect(),
        Value::String(_) => [
            "none", "abs", "neg", "sat", "not", "ud", "d", "uw", "ub", "df", "f", "v", "bool",
            "hf", "",
        ]
        .into_iter()
        .map(Value::from)
        .collect(),
        _ => Vec::new(),
    }
}

/// Every instruction one leaf of `fields` away from it (see [`leaf_values`]), as serde forms.
fn leaf_mutants(fields: &Value) -> Vec<Value> {
    let mut out = Vec::new();
    match fields {
        Value::Mapping(map) => {
            for (k, v) in map {
                for mutant in leaf_mutants(v) {
                    let mut changed = map.clone();
                    changed.insert(k.clone(), mutant);
                    out.push(Value::Mapping(changed));
                }
            }
        }
        leaf => out.extend(leaf_values(leaf).into_iter().filter(|v| v != leaf)),
    }
    out
}

/// Every valid vector with one leaf of its serde form changed (an operand's region, modifier,
/// type or offset, a bitfield, an id): instructions next to the rules' edges, which arbitrary
/// instructions rarely reach (a random region is seldom encodable, so the checks after it are
/// seldom made). The generated `validate` and the reference interpreter agree on each.
#[test]
fn reference_agrees_with_validate_next_to_every_valid_vector() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for (opcode, variant, valid, _, inst) in vectors() {
        if !*valid {
            continue;
        }
        let (_, _, fields) = split(inst);
        for mutant in leaf_mutants(&Value::Mapping(fields)) {
            let Value::Mapping(mutant) = mutant else {
                continue;
            };
            let Some(inst) = try_join(opcode, variant, mutant) else {
                continue;
            };
            checked += 1;
            failures
                .extend(verdicts_disagree(&inst).map(|why| format!("{opcode}/{variant}: {why}")));
        }
    }
    assert!(checked > 1000, "only {checked} mutants deserialize");
    assert!(
        failures.is_empty(),
        "{} of {checked} disagree:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Arbitrary instructions of every variant, valid and invalid: the generated `validate` and
/// the reference interpreter agree on the verdict, the error code and its field.
#[test]
fn reference_agrees_with_validate_for_arbitrary_instructions() {
    let instructions = arbitrary_and_mixed(DRAWS_PER_VARIANT);
    let failures: Vec<String> = instructions.iter().filter_map(verdicts_disagree).collect();
    assert!(
        failures.is_empty(),
        "{} of {} disagree:\n{}",
        failures.len(),
        instructions.len(),
        failures.join("\n")
    );
    let invalid = instructions
        .iter()
        .filter(|i| generated_verdict(i).is_some())
        .count();
    assert!(
        invalid > 0 && invalid < instructions.len(),
        "{invalid} of {} invalid: the comparison needs both",
        instructions.len()
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// Any instruction at all: `encode` fails exactly when `validate` does, with its error,
    /// writing nothing; otherwise it writes `encoded_len()` bytes.
    #[test]
    fn any_instruction_encodes_exactly_when_it_validates(
        bytes in proptest::collection::vec(any::<u8>(), 0..300),
    ) {
        if let Some(inst) = arbitrary_instruction(&bytes) {
            if let Err(why) = encode_agrees_with_validate(&inst) {
                prop_assert!(false, "{}\n{:?}", why, inst);
            }
        }
    }

    /// Any instruction at all: the generated `validate` and the reference interpreter agree.
    #[test]
    fn any_instruction_gets_the_reference_verdict(
        bytes in proptest::collection::vec(any::<u8>(), 0..300),
    ) {
        if let Some(inst) = arbitrary_instruction(&bytes) {
            if let Some(why) = verdicts_disagree(&inst) {
                prop_assert!(false, "{}", why);
            }
        }
    }
}

/// Every valid vector is valid with the variables its file declares (`variables:`, the others
/// F, as the GenX_IR conformance kernel declares them), so that the types a spec ties to other
/// fields (DPAS's Dst and Src0 with its precisions) hold too.
#[test]
fn valid_vectors_pass_validate_types_with_their_declared_variables() {
    use std::str::FromStr;
    let files = support::vectors::load_dir(&support::vectors::default_dir())
        .unwrap_or_else(|e| panic!("{e}"));
    let mut failures = Vec::new();
    for file in files {
        let mut declared: BTreeMap<u32, VisaType> = file
            .variables
            .iter()
            .map(|v| (v.var, VisaType::from_str(&v.ty).expect("a vISA type")))
            .collect();
        // Every other general variable a kernel of these vectors declares is F; the
        // predefined ones (below 32) have their own types.
        for id in 32..1024 {
            declared.entry(id).or_insert(VisaType::F);
        }
        for v in file.vectors.iter().filter(|v| v.valid) {
            let inst = v
                .instruction(&file.opcode)
                .unwrap_or_else(|e| panic!("{e}"));
            match inst.validate_types(&declared) {
                Ok(()) => {}
                // A field whose documented types F is not among, on a variable the header
                // leaves F, is the header's business, not this rule's.
                Err(e) if e.code() == "variable_type_not_allowed" && !declares_field(&file, &e) => {
                }
                Err(e) => failures.push(format!("{}/{}: {e}", file.opcode, v.name)),
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// Whether the vector file declares a variable for the field `e` names.
fn declares_field(file: &support::vectors::VectorFile, e: &visa_isa::ValidationError) -> bool {
    e.field()
        .is_some_and(|f| file.variables.iter().any(|v| v.field == f))
}

/// DPAS's table of precision pairs ties the types of Dst and Src0 to the pair (erratum
/// `dpas-operand-rules`): `validate_types` accepts D for an integer pair and F for a
/// bf pair, and rejects them the other way round. Built from the seed specs the crate has no
/// DPAS (the corpus run, `VISA_ISA_VECTORS` set, must).
#[test]
fn dpas_operand_types_follow_the_precision_pair() {
    use std::str::FromStr;
    let texts = [
        "dpas.u2.u2.8.1 (M1, 16) V32.0 V33.0 V34.0 V100(0,0)",
        "dpas.bf.bf.8.1 (M1, 16) V32.0 V33.0 V34.0 V100(0,0)",
    ];
    let parsed: Vec<_> = texts.iter().map(|t| AnyInstruction::from_str(t)).collect();
    if let Err(e) = &parsed[0] {
        assert!(
            std::env::var_os("VISA_ISA_VECTORS").is_none(),
            "the corpus build does not read dpas: {e}"
        );
        return;
    }
    let declared = |dst_src0: VisaType| -> BTreeMap<u32, VisaType> {
        [
            (32, dst_src0),
            (33, dst_src0),
            (34, VisaType::D),
            (100, VisaType::D),
        ]
        .into_iter()
        .collect()
    };
    let (int, bf) = (
        parsed[0].as_ref().expect("dpas.u2.u2"),
        parsed[1].as_ref().expect("dpas.bf.bf"),
    );
    assert_eq!(int.validate(), Ok(()));
    assert_eq!(bf.validate(), Ok(()));
    assert_eq!(int.validate_types(&declared(VisaType::D)), Ok(()));
    assert_eq!(bf.validate_types(&declared(VisaType::F)), Ok(()));
    for (inst, wrong) in [(int, VisaType::F), (bf, VisaType::D)] {
        let e = inst
            .validate_types(&declared(wrong))
            .expect_err("a type the pair does not allow");
        assert_eq!(e.field(), Some("Dst"), "{inst}: {e}");
    }
}
