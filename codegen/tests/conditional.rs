//! Constructs of operands and fields that IGC's 4.1 reader reads differently from a plain
//! Format row, each on a small spec the project writes itself: an operand present only under a
//! condition (RT_WRITE, INFO), a field the doc leaves out (INFO's channel mask), a run of flags
//! after one `.` (RT_WRITE's Mode), the operands' printed order, one syntax line per value of
//! the mnemonic's enumeration, GRF-aligned operands (MADW), and
//! lists printed up to their first `%null` operand (LSC_TYPED).

mod toy;
use toy::{errors, load, row, spec, toy};

use visa_isa_codegen::emit::vectors;
use visa_isa_codegen::layout::{self, When};
use visa_isa_codegen::model::*;
use visa_isa_codegen::reference::{self, Operand, Raw, TextContext, Val};
use visa_isa_codegen::Loaded;

fn erratum(apply: &str) -> String {
    format!(
        "errata:
- id: toy-erratum
  opcodes: [TOY]
  doc_says: the doc
  correction: IGC
  evidence: ByteCodeReaderNG.cpp:1
  apply:
{apply}"
    )
}

const CONTEXT: TextContext = TextContext {
    grf_bytes: 32,
    types: &[],
};

fn raw(var: u32) -> Val {
    Val::Raw(Some(Raw { var, offset: 0 }))
}

// ------------------------------------------------------------------- present under a flag

/// A mode word whose flags say which operands follow (RT_WRITE), printed as a run after one
/// `.`.
const MODE_FIELDS: &str = "- **Mode(uw):** Which operands follow.

  - Bit[0]: \"x\" whether X is present

  - Bit[1]: \"last\" whether this is the last one

- **X(raw_operand):** Present only if the \"x\" bit is set.

- **Y(raw_operand):** Always there.
";

fn mode_errata() -> String {
    erratum(
        "  - present_when: { field: X, when: { field: Mode, bitfield: x } }
  - flag_run:
      field: Mode
      flags:
      - { bitfield: x, text: '<X>' }
      - { bitfield: last, text: '<L>' }
  - text_operands: { operands: [X, Y] }
",
    )
}

fn mode_toy() -> Loaded {
    load(
        &spec(
            &row(&["Mode", "X", "Y"]),
            MODE_FIELDS,
            "    TOY[.<Mode>] <Y>",
        ),
        &mode_errata(),
    )
}

#[test]
fn an_operand_present_under_a_flag_is_laid_out_only_when_it_is_set() {
    let loaded = mode_toy();
    let op = toy(&loaded);
    let variant = &op.variants[0];
    let members = layout::members(op, variant);
    let x = members.iter().find(|m| m.field == "X").expect("X");
    let flag = members
        .iter()
        .find(|m| m.key == "mode_x")
        .expect("Mode.x, named after its field beside the operand X");
    assert_eq!(
        x.present.as_deref(),
        Some(&When {
            member: flag.clone(),
            values: Vec::new()
        })
    );
    let assignment = |x_flag: bool, last: bool, x: Val| -> reference::Assignment {
        members
            .iter()
            .map(|m| {
                let v = match (m.field.as_str(), m.key.as_str()) {
                    ("Mode", "mode_x") => Val::Flag(x_flag),
                    ("Mode", "last") => Val::Flag(last),
                    ("X", _) => x.clone(),
                    _ => raw(33),
                };
                (m.clone(), v)
            })
            .collect()
    };
    let without = assignment(false, false, Val::Absent);
    assert_eq!(
        reference::encode(op, variant, &without),
        [0x10, 0, 0, 33, 0, 0, 0, 0, 0],
        "the mode word, then Y alone"
    );
    assert_eq!(reference::asm(op, variant, &without, &CONTEXT), "toy V33.0");
    assert!(reference::validate(op, variant, &without).is_ok());
    let with = assignment(true, true, raw(32));
    assert_eq!(
        reference::encode(op, variant, &with),
        [0x10, 3, 0, 32, 0, 0, 0, 0, 0, 33, 0, 0, 0, 0, 0]
    );
    assert_eq!(
        reference::asm(op, variant, &with, &CONTEXT),
        "toy.<X><L> V32.0 V33.0",
        "one `.` before the run, the flags in their order, then X"
    );
    assert!(reference::validate(op, variant, &with).is_ok());
    for (flag, x) in [(true, Val::Absent), (false, raw(32))] {
        let broken = reference::validate(op, variant, &assignment(flag, false, x))
            .expect_err("X must be there exactly when its flag is set");
        assert_eq!(broken.code, "operand_presence");
    }
    // The vectors: X with its flag (valid), and the flag without X (invalid).
    let out = vectors::vectors(op, &layout::exec_sizes(op));
    let asm: Vec<&str> = out.iter().filter_map(|v| v.asm.as_deref()).collect();
    assert!(asm.contains(&"toy.<X> V32.0 V33.0"), "{asm:#?}");
    assert!(asm.contains(&"toy.<L> V33.0"), "{asm:#?}");
    let errors: Vec<&str> = out.iter().filter_map(|v| v.error.as_deref()).collect();
    assert_eq!(
        errors.iter().filter(|e| **e == "operand_presence").count(),
        1,
        "{errors:#?}"
    );
}

#[test]
fn presence_and_flag_runs_that_cannot_hold_are_errors() {
    let fields = MODE_FIELDS;
    let text = "    TOY[.<Mode>] <Y>";
    // The condition after the operand in the binary.
    let loaded = load(
        &spec(&row(&["X", "Mode", "Y"]), fields, text),
        &erratum("  - present_when: { field: X, when: { field: Mode, bitfield: x } }\n"),
    );
    assert_eq!(
        errors(&loaded),
        ["2:erratum `toy-erratum` does not apply to TOY: `Mode` does not precede `X` in every layout that has it"]
    );
    // A condition that is no flag; a flag run of a bit that is no flag.
    let loaded = load(
        &spec(&row(&["Mode", "X", "Y"]), fields, text),
        &erratum("  - present_when: { field: X, when: { field: Mode, bitfield: y } }\n"),
    );
    assert_eq!(
        errors(&loaded),
        ["2:erratum `toy-erratum` does not apply to TOY: no bitfield `Mode.y`"]
    );
    let loaded = load(
        &spec(&row(&["Mode", "X", "Y"]), fields, text),
        &erratum("  - flag_run: { field: Mode, flags: [{ bitfield: x, text: '.X' }] }\n"),
    );
    assert_eq!(
        errors(&loaded),
        ["2:erratum `toy-erratum` does not apply to TOY: `.X` cannot be a flag's text"]
    );
}

// ------------------------------------------------------------------- present for some values

/// INFO's shape: one syntax line per op, each named after its value, an operand only one op
/// has, and a channel-mask byte the doc leaves out.
const OP_FIELDS: &str = "- **Op(uw):**

  - Bit[7..0]: encodes the sampler operation

    - 0b00000001:  one
    - 0b00000010:  two

- **A(raw_operand):** Present only for one.

- **B(raw_operand):** The result.
";

#[test]
fn syntax_lines_named_after_values_an_added_field_and_presence_by_value() {
    let text = "    ONE <a> <b>\n\n    TWO <b>";
    let errata = erratum(
        "  - field_type: { field: Op, type: ub }
  - add_field:
      after: Op
      name: Channels
      type: ub
      description: the channels
      bitfields:
      - { name: channels, bits: [3, 0], kind: channel_mask }
      suffix: true
  - present_when: { field: A, when: { field: Op, bitfield: sampler_operation, values: [one] } }
",
    );
    let loaded = load(&spec(&row(&["Op", "A", "B"]), OP_FIELDS, text), &errata);
    let op = toy(&loaded);
    let variant = &op.variants[0];
    assert_eq!(
        op.syntax.mnemonic_from,
        Some(Suffix::value("Op".into(), Some("sampler_operation".into()))),
        "the mnemonic is the op's name"
    );
    let layout: Vec<&str> = variant.layout.iter().map(|s| s.field.as_str()).collect();
    assert_eq!(layout, ["Op", "Channels", "A", "B"]);
    assert_eq!(op.field("Op").map(|f| f.ty), Some(FieldType::Ub));
    let members = layout::members(op, variant);
    let assignment = |name: &str, code: u64, a: Val| -> reference::Assignment {
        members
            .iter()
            .map(|m| {
                let v = match m.field.as_str() {
                    "Op" => Val::Enum {
                        name: name.into(),
                        code,
                        asm: name.into(),
                    },
                    "Channels" => Val::Channels(0b1001),
                    "A" => a.clone(),
                    _ => raw(33),
                };
                (m.clone(), v)
            })
            .collect()
    };
    let one = assignment("one", 1, raw(32));
    assert_eq!(
        reference::encode(op, variant, &one),
        [0x10, 1, 9, 32, 0, 0, 0, 0, 0, 33, 0, 0, 0, 0, 0]
    );
    assert_eq!(
        reference::asm(op, variant, &one, &CONTEXT),
        "one.RA V32.0 V33.0"
    );
    let two = assignment("two", 2, Val::Absent);
    assert_eq!(
        reference::encode(op, variant, &two),
        [0x10, 2, 9, 33, 0, 0, 0, 0, 0]
    );
    assert_eq!(reference::asm(op, variant, &two, &CONTEXT), "two.RA V33.0");
    assert!(reference::validate(op, variant, &two).is_ok());
    let broken =
        reference::validate(op, variant, &assignment("two", 2, raw(32))).expect_err("two has no A");
    assert_eq!(broken.code, "operand_presence");
}

#[test]
fn an_added_field_must_be_new_and_fit() {
    let text = "    ONE <a> <b>\n\n    TWO <b>";
    let add = |name: &str, bits: &str| {
        erratum(&format!(
            "  - add_field:
      after: Op
      name: {name}
      type: ub
      description: it
      bitfields:
      - {{ name: b, bits: {bits}, kind: unsigned }}
"
        ))
    };
    let loaded = load(
        &spec(&row(&["Op", "A", "B"]), OP_FIELDS, text),
        &add("C", "[8, 0]"),
    );
    assert_eq!(
        errors(&loaded),
        ["2:erratum `toy-erratum` does not apply to TOY: bitfield `b` [8, 0] does not fit"]
    );
    let loaded = load(
        &spec(&row(&["Op", "A", "B"]), OP_FIELDS, text),
        &add("A", "[3, 0]"),
    );
    assert_eq!(
        errors(&loaded),
        ["2:erratum `toy-erratum` does not apply to TOY: `A` is already documented, as raw_operand"]
    );
}

// ------------------------------------------------------------------- GRF-aligned operands

#[test]
fn a_grf_aligned_operand_starts_a_register() {
    let fields = "- **Dst(vec_operand):** The destination operand. Must be GRF aligned.. Operand class: general

- **Src(raw_operand):** The payload.
";
    let loaded = load(
        &spec(&row(&["Dst", "Src"]), fields, "    TOY <dst> <src>"),
        &erratum("  - grf_aligned: { field: Src }\n"),
    );
    let op = toy(&loaded);
    assert!(op.field("Dst").is_some_and(|f| f.constraints.grf_aligned));
    assert!(op.field("Src").is_some_and(|f| f.constraints.grf_aligned));
    let variant = &op.variants[0];
    let members = layout::members(op, variant);
    let assignment = |col: u8, offset: u16| -> reference::Assignment {
        members
            .iter()
            .map(|m| {
                let v = match m.field.as_str() {
                    "Dst" => Val::Vector(Operand::General {
                        var: 40,
                        row: 1,
                        col,
                        region: [0, 1, 1],
                        modifier: 0,
                    }),
                    _ => Val::Raw(Some(Raw { var: 33, offset })),
                };
                (m.clone(), v)
            })
            .collect()
    };
    assert!(reference::validate(op, variant, &assignment(0, 64)).is_ok());
    for (col, offset) in [(2, 0), (0, 16)] {
        let broken = reference::validate(op, variant, &assignment(col, offset))
            .expect_err("past the start of a register");
        assert_eq!(broken.code, "operand_not_grf_aligned");
    }
    let out = vectors::vectors(op, &layout::exec_sizes(op));
    let errors: Vec<&str> = out.iter().filter_map(|v| v.error.as_deref()).collect();
    assert_eq!(
        errors
            .iter()
            .filter(|e| **e == "operand_not_grf_aligned")
            .count(),
        2,
        "{errors:#?}"
    );
    assert!(
        out.iter()
            .filter(|v| v.valid)
            .filter_map(|v| v.asm.as_deref())
            .all(|a| !a.contains("(1,2)")),
        "no valid vector has Dst past a register's start"
    );
}

// -------------------------------------- lists that stop at %null, operands without offsets

/// Coordinates printed up to the first `%null` one (IGC HEAD's LSC_TYPED), each by its
/// variable's name alone: a raw operand's `null` is a condition of op texts and rules.
#[test]
fn a_list_printed_up_to_its_first_null_operand_ties_the_operands_after_it() {
    let fields = "- **U(raw_operand):** The first coordinate.

- **V(raw_operand):** The second coordinate, or V0.

- **R(raw_operand):** The third coordinate, or V0.
";
    let loaded = load(
        &spec(&row(&["U", "V", "R"]), fields, "    TOY <U> <V> <R>"),
        &erratum(
            "  - op_text:
      ops: [TOY]
      operands:
      - '[{U}{unless V=null: , {V}{unless R=null: , {R}}}]'
  - null_operand: { field: R, when: [{ field: V, values: [null] }], null: true }
  - whole_variable: { field: U }
",
        ),
    );
    let op = toy(&loaded);
    assert!(op.field("U").is_some_and(|f| f.constraints.whole_variable));
    let variant = &op.variants[0];
    let members = layout::members(op, variant);
    let assignment = |u: Val, v: Val, r: Val| -> reference::Assignment {
        members
            .iter()
            .map(|m| {
                let value = match m.field.as_str() {
                    "U" => u.clone(),
                    "V" => v.clone(),
                    _ => r.clone(),
                };
                (m.clone(), value)
            })
            .collect()
    };
    let all = assignment(raw(33), raw(34), raw(35));
    assert_eq!(
        reference::asm(op, variant, &all, &CONTEXT),
        "toy [V33, V34, V35]"
    );
    let two = assignment(raw(33), raw(34), raw(0));
    assert_eq!(
        reference::asm(op, variant, &two, &CONTEXT),
        "toy [V33, V34]"
    );
    assert!(reference::validate(op, variant, &two).is_ok());
    let one = assignment(raw(33), raw(0), raw(0));
    assert_eq!(reference::asm(op, variant, &one, &CONTEXT), "toy [V33]");
    assert!(reference::validate(op, variant, &one).is_ok());
    // R after a %null V: the text could not carry it.
    let gap = assignment(raw(33), raw(0), raw(35));
    let broken = reference::validate(op, variant, &gap).expect_err("R after a null V");
    assert_eq!(broken.code, "operand_must_be_null");
    // U is printed by its name alone: no offset.
    let offset = assignment(
        Val::Raw(Some(Raw {
            var: 33,
            offset: 64,
        })),
        raw(34),
        raw(35),
    );
    let broken = reference::validate(op, variant, &offset).expect_err("an offset U");
    assert_eq!(broken.code, "operand_offset_not_zero");
    // The vectors: a valid one for each shorter list, the gap and the offset invalid.
    let out = vectors::vectors(op, &layout::exec_sizes(op));
    let valid: Vec<&str> = out
        .iter()
        .filter(|v| v.valid)
        .filter_map(|v| v.asm.as_deref())
        .collect();
    for text in ["toy [V32]", "toy [V32, V33]"] {
        assert!(
            valid.iter().any(|a| a.ends_with(text)),
            "{text}: {valid:#?}"
        );
    }
    let errors: Vec<&str> = out.iter().filter_map(|v| v.error.as_deref()).collect();
    assert!(errors.contains(&"operand_must_be_null"), "{errors:#?}");
    assert!(errors.contains(&"operand_offset_not_zero"), "{errors:#?}");
}

#[test]
fn a_null_condition_is_only_for_a_raw_operand_and_only_null() {
    let fields = "- **U(raw_operand):** A coordinate.

- **N(ub):** A number.
";
    for (apply, message) in [
        (
            "  - null_operand: { field: U, when: [{ field: U, values: [V33] }], null: true }\n",
            "a condition on the raw operand `U` is `values: [null]`",
        ),
        (
            "  - whole_variable: { field: N }\n",
            "`N` is not a raw operand",
        ),
    ] {
        let loaded = load(
            &spec(&row(&["U", "N"]), fields, "    TOY <U> <N>"),
            &erratum(apply),
        );
        let errors = errors(&loaded);
        assert!(
            errors.iter().any(|e| e.contains(message)),
            "{apply}: {errors:#?}"
        );
    }
}
