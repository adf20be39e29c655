//! Bad input gets a located diagnostic, never a panic and never a silent drop.

use std::path::Path;
use visa_isa_codegen::diag::{Diagnostics, Level};
use visa_isa_codegen::{load_sources, read_spec, Loaded, Source};

fn spec(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../specs")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn diagnose(text: &str) -> Diagnostics {
    let mut diag = Diagnostics::new("mutated.md");
    let _ = read_spec("mutated.md", text, &mut diag);
    diag
}

fn line_of(text: &str, needle: &str) -> u32 {
    text.lines()
        .position(|l| l.contains(needle))
        .map(|i| i as u32 + 1)
        .expect("needle in spec")
}

fn assert_has(diag: &Diagnostics, level: Level, line: u32, fragment: &str) {
    assert!(
        diag.items
            .iter()
            .any(|d| d.level == level && d.line == line && d.message.contains(fragment)),
        "expected {level} at line {line} containing `{fragment}`, got:\n{}",
        diag.items
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn unknown_field_type_is_an_error() {
    let text = spec("SCATTER4_SCALED.md").replace("**Scale(uw):**", "**Scale(qw):**");
    let diag = diagnose(&text);
    assert_has(
        &diag,
        Level::Error,
        line_of(&text, "**Scale(qw):**"),
        "unknown field type `qw`",
    );
}

#[test]
fn format_cell_without_description_is_an_error() {
    let text = spec("GATHER4_TYPED.md").replace("| LOD  |", "| Lodd |");
    let diag = diagnose(&text);
    assert_has(
        &diag,
        Level::Error,
        line_of(&text, "| Lodd |"),
        "`Lodd`, which has no field description",
    );
}

#[test]
fn condition_naming_an_unknown_op_is_an_error() {
    let text = spec("3D_SAMPLE4.md").replacen("- Op.op=gather4_b", "- Op.op=gather4_x", 1);
    let diag = diagnose(&text);
    assert_has(
        &diag,
        Level::Error,
        line_of(&text, "Op.op=gather4_x"),
        "op `gather4_x`",
    );
}

#[test]
fn value_outside_any_bitfield_is_an_error() {
    let text2 = "## Opcode\n\n  X = 0x01\n\n## Format\n\n| | |\n| --- | --- |\n| 0x01(X) | A |\n\n## Description\n\n- 0b1: stray\n- **A(ub):** a\n";
    let diag2 = diagnose(text2);
    assert_has(&diag2, Level::Error, 13, "outside any bitfield");
}

#[test]
fn overlapping_and_oversized_bitfields_are_errors() {
    let text = spec("SAMPLE_UNORM.md").replace(
        "Bit[5..4]: is Output format control",
        "Bit[9..3]: is Output format control",
    );
    let loaded = load_sources(
        &[Source {
            name: "SAMPLE_UNORM.md".into(),
            bytes: text.clone().into_bytes(),
        }],
        &[],
    );
    let messages: Vec<String> = loaded.diagnostics.iter().map(ToString::to_string).collect();
    assert!(
        messages
            .iter()
            .any(|m| m.contains("does not fit the 8-bit field")),
        "{messages:#?}"
    );
    assert!(
        loaded.model.opcodes.is_empty(),
        "no model from an erroneous spec"
    );
}

#[test]
fn text_before_the_first_section_is_reported_with_its_line() {
    let text = format!("scraped header\n\n{}", spec("GATHER4_TYPED.md"));
    let diag = diagnose(&text);
    assert_has(&diag, Level::Warning, 1, "before the first section");
}

#[test]
fn non_utf8_and_empty_files_are_errors_not_panics() {
    let loaded = load_sources(
        &[
            Source {
                name: "bad.md".into(),
                bytes: b"## Opcode\n\n  X = 0x01\n\xff\xfe".to_vec(),
            },
            Source {
                name: "empty.md".into(),
                bytes: Vec::new(),
            },
        ],
        &[],
    );
    let messages: Vec<String> = loaded.diagnostics.iter().map(ToString::to_string).collect();
    assert!(
        messages
            .iter()
            .any(|m| m.starts_with("bad.md:4: error: not UTF-8")),
        "{messages:#?}"
    );
    assert!(
        messages
            .iter()
            .any(|m| m.starts_with("empty.md:0: error: the file is empty")),
        "{messages:#?}"
    );
    assert!(loaded.model.opcodes.is_empty());
}

#[test]
fn errata_naming_a_missing_field_is_an_error() {
    let errata = "errata:\n  - id: bogus\n    opcodes: [GATHER4_TYPED]\n    doc_says: x\n    correction: y\n    evidence: z\n    apply:\n      - field_type: { field: Nope, type: uw }\n";
    let loaded = load_with_errata("GATHER4_TYPED", errata);
    assert!(loaded
        .errors()
        .any(|d| d.message.contains("erratum `bogus`") && d.message.contains("no field `Nope`")));
}

/// Each errata change the corpus work added refuses what it cannot do, as an error naming
/// the erratum, instead of changing the model silently.
#[test]
fn errata_changes_refuse_what_they_cannot_do() {
    let cases = [
        (
            "destination: { field: Dst }",
            "`Dst` is already a destination",
        ),
        (
            "no_saturation: { field: Dst }",
            "`Dst` is not documented as saturating",
        ),
        (
            "predicate_required: { field: Surface }",
            "`Surface` is not a predicate field",
        ),
        (
            "exec_mask_lanes: { lanes: 3 }",
            "3 is not an execution size",
        ),
        (
            "layout: { order: [Exec_size, Pred] }",
            "the order must list exactly the fields of variant `GATHER4_TYPED`",
        ),
        (
            "suffix_order: { order: [Nope] }",
            "`Nope` is neither a flag suffix nor a text operand",
        ),
        ("suffix_order: { order: [U] }", "`U` is not a plain value"),
        (
            "op_text: { ops: [GATHER4_TYPED], mnemonic: 'g{Surface}', operands: [] }",
            "the mnemonic prints `Surface`, which is neither a flag nor enumerated",
        ),
        (
            "variable_id: { field: Nope, class: { field: Channels, bitfield: channels } }",
            "no field `Nope`",
        ),
        (
            "variable_id: { field: Channels, class: { field: U, bitfield: u } }",
            "`U` does not come before `Channels`",
        ),
        (
            "variable_id: { field: U, class: { field: Channels, bitfield: channels } }",
            "`Channels.channels` is not an enumeration of `general`, `address` and `predicate`",
        ),
        (
            "text_operands: { operands: [Surface, U, V, R, LOD] }",
            "the order leaves out the Text's operand `Dst`",
        ),
        (
            "text_operands: { operands: [Surface, U, V, R, LOD, Dst, U] }",
            "`U` is listed twice",
        ),
        (
            "text_operands: { operands: [Channels, Surface, U, V, R, LOD, Dst] }",
            "`Channels` is printed otherwise than as an operand of the Text",
        ),
        (
            "text_operands: { operands: [Surface, U, V, R, LOD, Nope, Dst] }",
            "no field `Nope`",
        ),
        (
            "implied_region: { field: U, region: { vstride: 1, width: 1, hstride: 0 } }",
            "`U` is not a source vector operand",
        ),
        (
            "remove_value: { field: Exec_size, bitfield: size, value: nope }",
            "bitfield `size` has no value `nope`",
        ),
        (
            "value_combinations: { members: [{ field: Exec_size, bitfield: size }], combinations: [{ values: [[a]] }] }",
            "a combination needs at least two members",
        ),
        (
            "value_combinations: { members: [{ field: Exec_size, bitfield: size }, { field: Exec_size, bitfield: mask }], combinations: [{ values: [[nope], [M1]] }] }",
            "`Exec_size.size` is not enumerated",
        ),
        (
            "value_combinations: { members: [{ field: Exec_size, bitfield: size }, { field: Exec_size, bitfield: mask }], combinations: [{ values: [['8 elements'], [M1]], types: { U: [F] } }] }",
            "`U` is not documented to take type F (it takes UD)",
        ),
        (
            "value_combinations: { members: [{ field: Exec_size, bitfield: size }, { field: Exec_size, bitfield: size }], combinations: [{ values: [['8 elements'], ['8 elements']] }] }",
            "member 1 `Exec_size.size` is listed twice",
        ),
        (
            "value_combinations: { members: [{ field: Exec_size, bitfield: size }, { field: Exec_size, bitfield: mask }], combinations: [{ values: [['8 elements'], []] }] }",
            "a combination gives `Exec_size.mask` no value",
        ),
        (
            "reader_cannot_check_values: { field: Exec_size, bitfield: size, values: [nope], reason: r }",
            "no value `nope`",
        ),
        (
            "descriptor_length: { field: U, what: x, bits: [28, 25], count: Surface, relation: equal }",
            "`U` is not a vector operand",
        ),
        (
            "descriptor_length: { field: U, what: x, bits: [28, 25], count: Surface, relation: at_most, null_when_zero: Surface }",
            "`Surface` is not a raw operand",
        ),
        (
            "null_when_count_zero: { operand: Surface, count: Channels }",
            "`Surface` is not a raw operand",
        ),
        (
            "null_when_count_zero: { operand: U, count: V }",
            "`V` is not a plain value",
        ),
        (
            "reader_cannot_read: { reason: r, ops: [nope] }",
            "no variant `nope`",
        ),
        (
            "enumerate: { field: Channels, values: [{ value: a, code: 0 }] }",
            "`Channels` is not a plain value without bitfields",
        ),
        (
            "null_operand: { field: Surface, ops: [GATHER4_TYPED], null: true }",
            "`Surface` is not a raw operand",
        ),
        (
            "null_operand: { field: U, ops: [nope], null: true }",
            "no variant `nope`",
        ),
        (
            "requires: { ops: [GATHER4_TYPED], then: { field: U, values: [x] } }",
            "`U` has no single enumerated bitfield",
        ),
        (
            "requires: { then: { field: Exec_size, bitfield: size, values: ['8 elements'] } }",
            "a requirement of every op without a condition",
        ),
        (
            "requires: { when: [{ field: Exec_size, bitfield: size, values: ['8 elements'] }], then: { field: Exec_size, bitfield: size, values: ['8 elements'] } }",
            "cannot require a value of itself",
        ),
        (
            "requires: { ops: [GATHER4_TYPED], then: { field: Exec_size, bitfield: size, values: ['7 elements'] } }",
            "no value `7 elements`",
        ),
        (
            "zero_operand_when: { field: U, when: [{ field: Exec_size, bitfield: size, values: ['8 elements'] }] }",
            "`U` is not a vector operand",
        ),
        (
            "immediate_max: { field: U, max: 1 }",
            "`U` is not a vector operand",
        ),
        (
            "exclude: { field: Channels, values: [1], reason: r }",
            "`Channels` is not enumerated nor a plain value",
        ),
        (
            "op_text: { ops: [nope], operands: ['{U}'] }",
            "no variant `nope`",
        ),
        (
            "op_text: { ops: [GATHER4_TYPED], operands: ['{U}:{Nope}'] }",
            "variant `GATHER4_TYPED` has no `Nope`",
        ),
        (
            "op_text: { ops: [GATHER4_TYPED], operands: ['{U:hex}'] }",
            "`U` is not a plain number",
        ),
        (
            "op_text: { ops: [GATHER4_TYPED], operands: ['{Surface}{unless Surface=x: {U}}'] }",
            "`Surface` has no value `x`",
        ),
        (
            "op_text: { ops: [GATHER4_TYPED], operands: ['{U|a=b}'] }",
            "`U` has no value `a`",
        ),
        (
            "op_text: { ops: [GATHER4_TYPED], operands: ['{unless Surface=1: {U}}'] }",
            "the condition on `Surface` tests a field the text does not print",
        ),
        (
            "op_text: { ops: [GATHER4_TYPED], operands: ['{Surface}'], implied: { Surface: '1' } }",
            "`Surface` is printed, so it is not implied",
        ),
        (
            "op_text: { ops: [GATHER4_TYPED], operands: ['{Exec_size|nope=x}'] }",
            "`Exec_size` has no value `nope`",
        ),
        (
            "operand_types: { field: Channels, types: [UD] }",
            "`Channels` is not an operand",
        ),
        (
            "operand_types: { field: U, types: [XX] }",
            "`XX` is not a vISA type",
        ),
        (
            "operand_types_when: { fields: [U], when: [{ field: Exec_size, bitfield: size, values: ['8 elements'] }], types: [XX] }",
            "`XX` is not a vISA type",
        ),
        (
            "operand_types_when: { fields: [Channels], when: [{ field: Exec_size, bitfield: size, values: ['8 elements'] }], types: [UD] }",
            "`Channels` is not an operand",
        ),
        (
            "operand_types_when: { fields: [U], when: [], types: [UD] }",
            "no condition",
        ),
        (
            "operand_types_when: { fields: [U], when: [{ field: Exec_size, bitfield: size, values: ['7 elements'] }], types: [UD] }",
            "no value `7 elements`",
        ),
        (
            "null_operand: { field: U, when: [{ field: Exec_size, bitfield: size, values: [nope] }], null: true }",
            "no value `nope`",
        ),
    ];
    for (change, expected) in cases {
        assert_erratum_refused("GATHER4_TYPED", &[change], expected);
    }
    // Address-of operands: only source vector operands that may be general or state.
    let cases: [(&[&str], &str); 3] = [
        (
            &["address_of_operands: { fields: [Dst] }"],
            "`Dst` is not a source vector operand",
        ),
        (
            &["address_of_operands: { fields: [Nope] }"],
            "no field `Nope`",
        ),
        (
            &[
                "operand_classes: { field: U_offset, classes: [immediate] }",
                "address_of_operands: { fields: [U_offset] }",
            ],
            "`U_offset` takes neither general nor state operands",
        ),
    ];
    for (changes, expected) in cases {
        assert_erratum_refused("SAMPLE_UNORM", changes, expected);
    }
    // A template that does not read is an error of the errata file, naming the template.
    let errata = "errata:\n  - id: bogus\n    opcodes: [GATHER4_TYPED]\n    doc_says: x\n    correction: y\n    evidence: z\n    apply:\n      - op_text: { ops: [GATHER4_TYPED], operands: ['{U'] }\n";
    let loaded = load_with_errata("GATHER4_TYPED", errata);
    assert!(
        loaded
            .errors()
            .any(|d| d.message.contains("template `{U`, at byte 2: a `}`")),
        "{:?}",
        loaded.diagnostics
    );
    // A number is written as Rust prints it (the printers compare it as text and as a number),
    // and an unsigned field has no negative value.
    for (template, expected) in [
        (
            "{Scale}{unless Scale=01: {Src}}",
            "`Scale` has no value `01`",
        ),
        (
            "{Scale}{unless Scale=-1: {Src}}",
            "`Scale` has no value `-1`",
        ),
        ("{Scale:hex}{Src}", ""),
    ] {
        let change = format!("op_text: {{ ops: [SCATTER4_SCALED], operands: ['{template}'] }}");
        if expected.is_empty() {
            let errata = format!(
                "errata:\n  - id: fine\n    opcodes: [SCATTER4_SCALED]\n    doc_says: x\n    correction: y\n    evidence: z\n    apply:\n      - {change}\n"
            );
            let loaded = load_with_errata("SCATTER4_SCALED", &errata);
            assert!(!loaded.has_errors(), "{template}: {:?}", loaded.diagnostics);
        } else {
            assert_erratum_refused("SCATTER4_SCALED", &[&change], expected);
        }
    }
    // One op text per op.
    assert_erratum_refused(
        "GATHER4_TYPED",
        &[
            "op_text: { ops: [GATHER4_TYPED], operands: ['{U}'] }",
            "op_text: { ops: [GATHER4_TYPED], operands: ['{V}'] }",
        ],
        "variant `GATHER4_TYPED` already has an op text",
    );
}

/// An erratum `bogus` applying `changes` to the seed spec `opcode` is reported as an error
/// containing `expected`.
fn assert_erratum_refused(opcode: &str, changes: &[&str], expected: &str) {
    let apply: String = changes.iter().map(|c| format!("      - {c}\n")).collect();
    let errata = format!(
        "errata:\n  - id: bogus\n    opcodes: [{opcode}]\n    doc_says: x\n    correction: y\n    evidence: z\n    apply:\n{apply}"
    );
    let loaded = load_with_errata(opcode, &errata);
    let messages: Vec<String> = loaded.errors().map(|d| d.message.clone()).collect();
    assert!(
        messages
            .iter()
            .any(|m| m.contains("erratum `bogus`") && m.contains(expected)),
        "{changes:?}: {messages:?}"
    );
}

/// Every truncation and every single-line deletion of a spec: no panic, a model only without
/// errors, and surviving models emit (Rust, docs, model, vectors).
///
/// Emission is the slow part (up to 0.7 s per 3D_SAMPLE model in a debug build), so it runs
/// for every fifth cut, and not again for a model that differs from one already emitted only
/// in its spec line numbers ([`line_blind`]). One test per spec, so that they run in parallel.
/// The model with every spec line number set to 1 (0 stays 0: it means "added by an erratum",
/// and the emitters branch on it). Emitters only print line numbers otherwise, so two models
/// equal here go through the same emission code.
fn line_blind(model: &visa_isa_codegen::model::Model) -> visa_isa_codegen::model::Model {
    let mut model = model.clone();
    let blind = |line: &mut u32| *line = (*line).min(1);
    for op in &mut model.opcodes {
        for f in &mut op.fields {
            blind(&mut f.line);
            for b in &mut f.bitfields {
                blind(&mut b.line);
                b.values.iter_mut().for_each(|v| blind(&mut v.line));
            }
        }
        op.variants.iter_mut().for_each(|v| blind(&mut v.line));
        op.platform_notes
            .iter_mut()
            .for_each(|n| blind(&mut n.line));
        op.param_table.iter_mut().for_each(|r| blind(&mut r.line));
    }
    model
}

fn sweep(name: &str) {
    let text = spec(name);
    let lines: Vec<&str> = text.lines().collect();
    let mut emitted: Vec<visa_isa_codegen::model::Model> = Vec::new();
    for cut in 0..lines.len() {
        for mutated in [
            lines[..cut].join("\n"),
            [&lines[..cut], &lines[cut + 1..]].concat().join("\n"),
        ] {
            let loaded = load_sources(
                &[Source {
                    name: name.into(),
                    bytes: mutated.into_bytes(),
                }],
                &[],
            );
            // A model is produced only when there are no errors; with one, the spec is listed
            // as left out, with its first error.
            assert!(
                !loaded.has_errors() || loaded.model.opcodes.is_empty(),
                "{name}: model despite errors"
            );
            let first_error = loaded.errors().next();
            let omitted: Vec<_> = loaded
                .model
                .omitted
                .iter()
                .map(|o| Some(&o.error))
                .collect();
            assert_eq!(
                omitted,
                first_error.into_iter().map(Some).collect::<Vec<_>>(),
                "{name}: left out with its first error"
            );
            assert!(loaded.model.omitted.iter().all(|o| o.source == name));
            // Whatever model survives can be emitted.
            if cut % 5 == 0 {
                let key = line_blind(&loaded.model);
                if !emitted.contains(&key) {
                    let _ = visa_isa_codegen::emit::artifacts(&loaded.model);
                    let _ = visa_isa_codegen::emit::rust::crate_source(&loaded.model);
                    emitted.push(key);
                }
            }
        }
    }
}

#[test]
fn every_truncation_and_line_deletion_of_3d_sample_is_handled() {
    sweep("3D_SAMPLE.md");
}

#[test]
fn every_truncation_and_line_deletion_of_3d_sample4_is_handled() {
    sweep("3D_SAMPLE4.md");
}

#[test]
fn every_truncation_and_line_deletion_of_gather4_typed_is_handled() {
    sweep("GATHER4_TYPED.md");
}

#[test]
fn every_truncation_and_line_deletion_of_sample_unorm_is_handled() {
    sweep("SAMPLE_UNORM.md");
}

#[test]
fn every_truncation_and_line_deletion_of_scatter4_scaled_is_handled() {
    sweep("SCATTER4_SCALED.md");
}

/// The seed spec `opcode` loaded with the errata file `errata`.
fn load_with_errata(opcode: &str, errata: &str) -> Loaded {
    load_sources(
        &[Source {
            name: format!("{opcode}.md"),
            bytes: spec(&format!("{opcode}.md")).into_bytes(),
        }],
        &[Source {
            name: "errata.yaml".into(),
            bytes: errata.as_bytes().to_vec(),
        }],
    )
}
