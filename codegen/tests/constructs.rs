//! The constructs IGC's complete docs (`instructions-all`) brought, each on a small spec the
//! project writes itself, so that they are tested on a fresh clone with nothing beside it: how
//! the front end reads each one (as a class, not as the one document it was seen in), what it
//! reports, and, for the list member kind, the bytes and text the reference interpreter gives.

mod toy;
use toy::{errors, load, row, spec, toy};

use visa_isa_codegen::diag::{Diagnostic, Level};
use visa_isa_codegen::layout::{self, MemberKind};
use visa_isa_codegen::model::*;
use visa_isa_codegen::reference::{self, TextContext, Val};
use visa_isa_codegen::{load_sources, Loaded, Source};

/// An `Exec_size` field of one lane and the mask M1.
const EXEC_SIZE: &str = "- **Exec_size(ub):** Execution size

  - Bit[2..0]: size of the region for source and destination operands

    - 0b000:  1 element (scalar)
    - 0b011:  8 elements
  - Bit[7..4]: execution mask (explicit control over the enabled channels)

    - 0b0000:  M1
";

fn warnings(loaded: &Loaded) -> Vec<String> {
    loaded
        .diagnostics
        .iter()
        .filter(|d| d.level == Level::Warning)
        .map(|d| format!("{}:{}", d.line, d.message))
        .collect()
}

// ------------------------------------------------------------------- conditions and Formats

/// A CONDITION of an op and the type of an operand (3D_LOAD's ld2dms_w): the tables of one op
/// per operand type are one variant, read with the table that lays out the most fields.
const OPERAND_TYPE_TABLES: &str = "### CONDITION

- field_operand_type(A)=UD
- Op.op=two


| | | | |
| --- | --- | --- | --- |
| 0x10(TOY) | Op | A | B |


### CONDITION

- field_operand_type(A)=UW
- Op.op=two


| | | | | |
| --- | --- | --- | --- | --- |
| 0x10(TOY) | Op | A | C | D |


### CONDITION

- Op.op=one


| | | |
| --- | --- | --- |
| 0x10(TOY) | Op | A |
";

const OP_FIELDS: &str = "- **Op(ub):**

  - Bit[7..0]: encodes the operation

    - 0b00000001:  one
    - 0b00000010:  two

- **A(raw_operand):** first

- **B(raw_operand):** second, as a UD

- **C(raw_operand):** second, as a UW

- **D(raw_operand):** third, as a UW
";

#[test]
fn tables_of_one_op_per_operand_type_are_one_variant() {
    let loaded = load(
        &spec(OPERAND_TYPE_TABLES, OP_FIELDS, "    TOY.<Op> <A> <B>"),
        "",
    );
    let op = toy(&loaded);
    let two = op
        .variants
        .iter()
        .find(|v| v.name == "two")
        .expect("op two");
    let fields: Vec<&str> = two.layout.iter().map(|s| s.field.as_str()).collect();
    assert_eq!(fields, ["Op", "A", "C", "D"], "the widest table");
    assert_eq!(op.variants.len(), 2);
    assert!(
        warnings(&loaded).iter().any(|w| w.contains(
            "op `two` has a Format table for each type of an operand (`A` UD and `A` UW)"
        )),
        "{:#?}",
        warnings(&loaded)
    );
}

#[test]
fn operand_type_conditions_are_checked() {
    let unknown_field =
        OPERAND_TYPE_TABLES.replacen("field_operand_type(A)=UD", "field_operand_type(Z)=UD", 1);
    let loaded = load(&spec(&unknown_field, OP_FIELDS, "    TOY.<Op> <A>"), "");
    assert_eq!(
        errors(&loaded),
        ["9:condition on the type of `Z`, which has no field description"]
    );
    let unknown_type = OPERAND_TYPE_TABLES.replacen("(A)=UD", "(A)=XX", 1);
    let loaded = load(&spec(&unknown_type, OP_FIELDS, "    TOY.<Op> <A>"), "");
    assert_eq!(
        errors(&loaded),
        ["9:condition on the type of `A` names unknown type `XX`"]
    );
    let two_selectors =
        OPERAND_TYPE_TABLES.replacen("- field_operand_type(A)=UD", "- Op.op=one", 1);
    let loaded = load(&spec(&two_selectors, OP_FIELDS, "    TOY.<Op> <A>"), "");
    assert_eq!(
        errors(&loaded),
        ["10:second selector condition `Op.op=two` in one CONDITION; a table has one `Field.bitfield=a, b`"]
    );
    // Two CONDITION headings before one table.
    let two_headings = OPERAND_TYPE_TABLES.replacen(
        "- Op.op=two\n\n\n| | | | |",
        "- Op.op=two\n\n### CONDITION\n\n- Op.op=one\n\n| | | | |",
        1,
    );
    let loaded = load(&spec(&two_headings, OP_FIELDS, "    TOY.<Op> <A>"), "");
    assert!(
        errors(&loaded)
            .iter()
            .any(|e| e
                .contains("second CONDITION before a Format table (the one at line 9 has none)")),
        "{:#?}",
        errors(&loaded)
    );
}

// ------------------------------------------------------------------- bitfields and values

#[test]
fn a_bit_whose_two_values_are_prose_is_a_flag_and_an_undescribed_bit_is_named_by_its_bits() {
    let fields = format!(
        "{EXEC_SIZE}
- **Props(ub):**

  - Bit[2..0]: Number of owords to read

    - 0b000:  1 oword
    - 0b001:  2 owords
  - Bit[3]: indicates whether the address needs to be oword aligned.

    - 0b0:  address must be oword aligned
    - 0b1:  address can be dword aligned
  - Bit[4]:

    - 0b0:  applies to global memory
    - 0b1:  applies to shared local memory only
"
    );
    let loaded = load(
        &spec(
            &row(&["Exec_size", "Props"]),
            &fields,
            "    TOY[.unaligned] (<exec_size>) <size>",
        ),
        "",
    );
    assert!(errors(&loaded).is_empty(), "{:#?}", errors(&loaded));
    let op = &loaded.model.opcodes[0];
    let props = op.field("Props").expect("Props");
    let kinds: Vec<(&str, BitfieldKind)> = props
        .bitfields
        .iter()
        .map(|b| (b.name.as_str(), b.kind))
        .collect();
    assert_eq!(
        kinds,
        [
            ("number", BitfieldKind::Enum),
            ("indicates_whether_the_address_needs", BitfieldKind::Flag),
            ("bit4", BitfieldKind::Flag),
        ]
    );
    // The values' sentences stay, as the flag's description.
    assert!(props.bitfields[1]
        .description
        .contains("1: address can be dword aligned."));
    assert!(warnings(&loaded).iter().any(|w| w.contains(
        "bitfield Bit[4..4] of `Props` has no description of its own; it is named `bit4` after its bits"
    )));
    // `[.unaligned]` names no bitfield, and two single-bit bitfields are printed nowhere:
    // no binding (the rule needs exactly one).
    assert_eq!(op.syntax.unbound_flags, ["unaligned"]);
}

#[test]
fn the_one_unbound_text_flag_is_the_one_unprinted_bit() {
    let fields = format!(
        "{EXEC_SIZE}
- **Props(ub):**

  - Bit[2..0]: Number of owords to read

    - 0b000:  1 oword
    - 0b001:  2 owords
  - Bit[3]: indicates whether the address needs to be oword aligned.

    - 0b0:  address must be oword aligned
    - 0b1:  address can be dword aligned
"
    );
    let loaded = load(
        &spec(
            &row(&["Exec_size", "Props"]),
            &fields,
            "    TOY[.unaligned] (<exec_size>) <size>",
        ),
        "",
    );
    let op = toy(&loaded);
    assert!(op.syntax.unbound_flags.is_empty());
    let flag = &op.syntax.suffixes[0];
    assert_eq!(
        (
            flag.field.as_str(),
            flag.bitfield.as_deref(),
            flag.flag.as_deref()
        ),
        (
            "Props",
            Some("indicates_whether_the_address_needs"),
            Some("unaligned")
        )
    );
    assert!(warnings(&loaded).iter().any(|w| w.contains(
        "text flag `[.unaligned]` names no bitfield; it is `Props.indicates_whether_the_address_needs`"
    )));
}

#[test]
fn a_scalar_that_lists_values_packs_them() {
    let fields = "- **Mode(scalar):** The block type. Must have type UW. Valid values are:

  - 0: 16x16
  - 1: 16x8
  - 3: 8x8
";
    let loaded = load(&spec(&row(&["Mode"]), fields, "    TOY <Mode>"), "");
    let op = toy(&loaded);
    let mode = op.field("Mode").expect("Mode");
    assert_eq!(mode.role, Role::Vector);
    let b = &mode.bitfields[0];
    assert_eq!(
        (b.name.as_str(), b.hi, b.lo, b.kind),
        ("mode_value", 15, 0, BitfieldKind::Enum)
    );
    let codes: Vec<(u64, &str)> = b.values.iter().map(|v| (v.code, v.name.as_str())).collect();
    assert_eq!(codes, [(0, "16x16"), (1, "16x8"), (3, "8x8")]);
    let members = layout::members(op, &op.variants[0]);
    assert!(matches!(members[0].kind, MemberKind::Packed { .. }));
    // Without a type, the immediate's width is unknown: an error, as before.
    let untyped = fields.replace(" Must have type UW.", "");
    let loaded = load(&spec(&row(&["Mode"]), &untyped, "    TOY <Mode>"), "");
    assert_eq!(
        errors(&loaded),
        [
            "19:enumerated value `0: 16x16` under operand field `Mode`",
            "20:enumerated value `1: 16x8` under operand field `Mode`",
            "21:enumerated value `3: 8x8` under operand field `Mode`"
        ]
    );
}

#[test]
fn symbolic_and_worded_ranges() {
    let fields = "- **Args(ub):** Argument size. Valid values are  [0-%arg]

- **Producers(ub):** number of producers. Valid values are  [1-thread_group_size]

- **Count(ub):** Number of entries. Must be in the range [1..32]
";
    let loaded = load(
        &spec(
            &row(&["Args", "Producers", "Count"]),
            fields,
            "    TOY <Args> <Producers> <Count>",
        ),
        "",
    );
    let op = toy(&loaded);
    let c = |name: &str| op.field(name).expect(name).constraints.clone();
    assert_eq!(c("Args").max_of.as_deref(), Some("%arg"));
    assert_eq!(c("Args").range, Some(Range { min: 0, max: 255 }));
    assert_eq!(c("Producers").max_of.as_deref(), Some("thread_group_size"));
    assert_eq!(c("Producers").range, Some(Range { min: 1, max: 255 }));
    assert_eq!(c("Count").range, Some(Range { min: 1, max: 32 }));
    assert!(warnings(&loaded).is_empty(), "{:#?}", warnings(&loaded));
}

// ------------------------------------------------------------------- text

#[test]
fn an_execution_size_written_as_igc_prints_it() {
    let fields = format!("{EXEC_SIZE}\n- **N(ub):** count\n");
    for text in [
        "    TOY (M1, 8) <N>",
        "    TOY (exec_size) <N>",
        "    TOY (M5_NM, 16) <N>",
    ] {
        let loaded = load(&spec(&row(&["Exec_size", "N"]), &fields, text), "");
        let op = toy(&loaded);
        assert!(op.syntax.exec_size, "{text}");
        assert_eq!(op.syntax.operands, ["N"], "{text}");
    }
}

#[test]
fn text_operands_that_abbreviate_their_fields() {
    let fields = "- **RTI(ub):** render target index

- **Source0Alpha(raw_operand):** alpha

- **oMask(raw_operand):** the mask

- **R(raw_operand):** red

- **SourceDepth(raw_operand):** depth
";
    let loaded = load(
        &spec(
            &row(&["RTI", "Source0Alpha", "oMask", "R", "SourceDepth"]),
            fields,
            "    TOY [<RT_index>] [<sOA>] [<oM>] <R> [<Depth>]",
        ),
        "",
    );
    let op = toy(&loaded);
    assert_eq!(
        op.syntax.operands,
        ["RTI", "Source0Alpha", "oMask", "R", "SourceDepth"]
    );
    assert_eq!(
        warnings(&loaded)
            .iter()
            .filter(|w| w.contains("whose name it abbreviates"))
            .count(),
        4
    );
    // A name that abbreviates no field stays unknown.
    let loaded = load(
        &spec(
            &row(&["RTI", "Source0Alpha", "oMask", "R", "SourceDepth"]),
            fields,
            "    TOY [<RT_index>] [<sOA>] [<oM>] <R> [<Zeta>]",
        ),
        "",
    );
    let unknown: Vec<&Diagnostic> = loaded.unknown_constructs().collect();
    assert_eq!(unknown.len(), 1, "{unknown:#?}");
    assert!(unknown[0]
        .message
        .contains("text operand `<Zeta>` matches no field"));
}

#[test]
fn an_optional_value_suffix_prints_nothing_for_the_value_it_leaves_out() {
    let fields = format!(
        "{EXEC_SIZE}
- **Op(ub):**

  - Bit[1..0]: encodes the operation

    - 0b00:  add
    - 0b01:  sub
  - Bit[6..5]: encodes the data width

    - 0b00:  32-bit
    - 0b01:  16-bit
    - 0b10:  64-bit
"
    );
    let loaded = load(
        &spec(
            &row(&["Exec_size", "Op"]),
            &fields,
            "    TOY.<op>[.16|.64] (<exec_size>)",
        ),
        "",
    );
    let op = toy(&loaded);
    let width = op.syntax.suffixes.last().expect("a suffix");
    assert_eq!(
        (width.bitfield.as_deref(), width.default.as_deref()),
        (Some("data_width"), Some("32-bit"))
    );
    let b = op
        .field("Op")
        .and_then(|f| f.bitfield("data_width"))
        .expect("data_width");
    let asm: Vec<Option<&str>> = b.values.iter().map(|v| v.asm.as_deref()).collect();
    assert_eq!(asm, [None, Some("16"), Some("64")]);
    // The reference interpreter's text: `.16`, and nothing for 32-bit.
    let variant = &op.variants[0];
    let members = layout::members(op, variant);
    let text = |width: usize| {
        let a: reference::Assignment = members
            .iter()
            .map(|m| {
                let v = match &m.kind {
                    MemberKind::ExecSize => Val::ExecSize { lanes: 8, code: 3 },
                    MemberKind::ExecMask => Val::ExecMask {
                        name: "M1".into(),
                        code: 0,
                    },
                    MemberKind::Enum { bitfield, .. } => {
                        let b = op
                            .field(&m.field)
                            .and_then(|f| f.bitfield(bitfield))
                            .expect("b");
                        let v = &b.values[if bitfield == "data_width" { width } else { 1 }];
                        Val::Enum {
                            name: v.name.clone(),
                            code: v.code,
                            asm: layout::value_spelling(b, v),
                        }
                    }
                    other => panic!("unexpected member {other:?}"),
                };
                (m.clone(), v)
            })
            .collect();
        reference::asm(
            op,
            variant,
            &a,
            &TextContext {
                grf_bytes: 32,
                types: &[],
            },
        )
    };
    assert_eq!(text(0), "toy.sub (M1, 8)");
    assert_eq!(text(1), "toy.sub.16 (M1, 8)");
    assert_eq!(text(2), "toy.sub.64 (M1, 8)");
    // Alternatives that name no bitfield's values stay an unbound flag.
    let loaded = load(
        &spec(
            &row(&["Exec_size", "Op"]),
            &fields,
            "    TOY.<op>[.8|.64] (<exec_size>)",
        ),
        "",
    );
    assert_eq!(loaded.unknown_constructs().count(), 1);
}

#[test]
fn template_heads_without_the_predicate() {
    let fields = "- **LscSubOp(ub):**

  - Bit[7..0]: the operation

    - 0b00000001:  lsc_load
    - 0b00000010:  lsc_load_block2d

- **Dst(raw_operand):** data
";
    let format = "### CONDITION

- LscSubOp=lsc_load, lsc_load_block2d

| | | |
| --- | --- | --- |
| 0x10(TOY) | LscSubOp | Dst |
";
    let text = "    [ ( Pred ) ] lsc_load.tgm [ .CachingL1 ]
          Dst
    lsc_load_block2d.SFID [ .CachingL1 ]
          Dst";
    let loaded = load(&spec(format, fields, text), "");
    let op = toy(&loaded);
    let patterns: Vec<&str> = op
        .syntax
        .templates
        .iter()
        .map(|t| t.pattern.as_str())
        .collect();
    assert_eq!(patterns, ["lsc_load", "lsc_load_block2d"]);
}

// ------------------------------------------------------------------- lists

const LIST_FIELDS: &str = "- **Count(ub):** Number of labels in the table. Must be in the range [1..4]


- **Index(scalar):** Index of the label to jump to. Must have type UB


- **Label0(uw):** The 0th label in the jump table, represented by the label variable's id. It must be a block label


- **LabelN(uw):** The Nth label in the jump table, represented by the label variable's id. It must be a block label


- **Label(Count-1)(unknown):** The last label in the jump table, represented by the label variable's id. It must be a block label
";

fn list_spec() -> String {
    spec(
        &row(&["Count", "Index", "Label0", "LabelN", "Label(Count-1)"]),
        LIST_FIELDS,
        "    TOY <index> (Label0, Label1, ..., LabelN-1)",
    )
}

#[test]
fn a_repeated_format_cell_is_a_list() {
    let loaded = load(&list_spec(), "");
    let op = toy(&loaded);
    let layout: Vec<(&str, Option<&str>)> = op.variants[0]
        .layout
        .iter()
        .map(|s| (s.field.as_str(), s.count.as_deref()))
        .collect();
    assert_eq!(
        layout,
        [("Count", None), ("Index", None), ("Label", Some("Count"))]
    );
    let label = op.field("Label").expect("one field for the list");
    assert_eq!((label.ty, label.role), (FieldType::Uw, Role::Label));
    assert_eq!(label.constraints.label, Some(LabelClass::Block));
    assert!(op.field("Label0").is_none() && op.field("LabelN").is_none());
    assert_eq!(op.field("Count").map(|f| f.role), Some(Role::ListCount));
    assert_eq!(op.syntax.operands, ["Index", "Label"]);
    let members = layout::members(op, &op.variants[0]);
    let list = members.iter().find(|m| m.field == "Label").expect("member");
    assert_eq!(
        list.kind,
        MemberKind::Labels {
            kind: Some(LabelClass::Block),
            count: "Count".into(),
            min: 1,
            max: 4
        }
    );
    assert!(
        !members.iter().any(|m| m.field == "Count"),
        "the count is the list's length, no member of its own"
    );
}

#[test]
fn a_list_encodes_its_length_then_its_elements_and_prints_in_parentheses() {
    let loaded = load(&list_spec(), "");
    let op = toy(&loaded);
    let variant = &op.variants[0];
    let members = layout::members(op, variant);
    let assignment = |labels: Vec<u16>| -> reference::Assignment {
        members
            .iter()
            .map(|m| {
                let v = match m.kind {
                    MemberKind::Labels { .. } => Val::Labels(labels.clone()),
                    _ => Val::Vector(reference::Operand::Immediate {
                        ty: "ub".into(),
                        bits: 2,
                    }),
                };
                (m.clone(), v)
            })
            .collect()
    };
    let a = assignment(vec![3, 1, 2]);
    assert_eq!(
        reference::encode(op, variant, &a),
        [0x10, 3, 5, 4, 2, 0, 0, 0, 3, 0, 1, 0, 2, 0],
        "opcode, count, the immediate 2:ub (class, type, value), three label ids"
    );
    assert_eq!(
        reference::asm(
            op,
            variant,
            &a,
            &TextContext {
                grf_bytes: 32,
                types: &[]
            }
        ),
        "toy 0x2:ub (L3, L1, L2)"
    );
    assert!(reference::validate(op, variant, &a).is_ok());
    for bad in [vec![], vec![0; 5]] {
        let broken = reference::validate(op, variant, &assignment(bad.clone()))
            .expect_err("out of the count's range");
        assert_eq!(
            broken.code,
            "param_count_out_of_range",
            "{} labels",
            bad.len()
        );
    }
}

#[test]
fn lists_that_cannot_be_held_are_errors() {
    // The last element without the first two.
    let loaded = load(
        &spec(
            &row(&["Count", "Index"]),
            &LIST_FIELDS.replace("- **Label0(uw)", "- **First(uw)"),
            "    TOY <index>",
        ),
        "",
    );
    assert!(
        errors(&loaded).iter().any(|e| e.contains(
            "`Label(Count-1)` ends a list, but `Label0` and `LabelN` are not described before it"
        )),
        "{:#?}",
        errors(&loaded)
    );
    // A list of something other than labels: no member kind holds it.
    let values = LIST_FIELDS.replace(
        "represented by the label variable's id. It must be a block label",
        "a value",
    );
    let loaded = load(
        &spec(
            &row(&["Count", "Index", "Label0", "LabelN", "Label(Count-1)"]),
            &values,
            "    TOY <index> (Label0, Label1, ..., LabelN-1)",
        ),
        "",
    );
    assert!(
        errors(&loaded).iter().any(|e| e.contains(
            "`Label` is a list, `Count` long: only a list of `uw` label ids after its `ub` count can be held"
        )),
        "{:#?}",
        errors(&loaded)
    );
}

// ------------------------------------------------------------------- errata

#[test]
fn a_text_flag_the_binary_has_no_bit_for() {
    let fields = format!("{EXEC_SIZE}\n- **N(ub):** count\n");
    let text = "    TOY[.uniform] (<exec_size>) <N>";
    let loaded = load(&spec(&row(&["Exec_size", "N"]), &fields, text), "");
    assert_eq!(loaded.unknown_constructs().count(), 1);
    let errata = "errata:
- id: toy-uniform
  opcodes: [TOY]
  doc_says: 'TOY[.uniform]'
  correction: no bit for it
  evidence: IsaDisassembly.cpp:1
  apply:
  - unencoded_text_flag: { flag: uniform }
";
    let loaded = load(&spec(&row(&["Exec_size", "N"]), &fields, text), errata);
    let op = toy(&loaded);
    assert!(op.syntax.unbound_flags.is_empty());
    assert!(op.syntax.suffixes.is_empty());
    // It must apply: a flag the Text does not have is an error.
    let loaded = load(
        &spec(
            &row(&["Exec_size", "N"]),
            &fields,
            "    TOY (<exec_size>) <N>",
        ),
        errata,
    );
    assert_eq!(
        errors(&loaded),
        ["2:erratum `toy-uniform` does not apply to TOY: the Text has no flag `[.uniform]` that is bound to no bitfield"]
    );
}

// ------------------------------------------------------------------- Format rows

/// A blank header one cell short of every row (IGC's SVM members, SCATTER): the rows are read
/// whole, without a remark; a header with text, or rows of different lengths, keep the warning.
#[test]
fn a_blank_header_one_cell_short() {
    let fields = "- **A(ub):** a\n\n- **B(ub):** b\n\n- **C(ub):** c\n";
    let short = "| | | |\n| --- | --- | --- |\n| 0x10(TOY) | A | B | C |";
    let loaded = load(&spec(short, fields, "    TOY <A> <B> <C>"), "");
    let op = toy(&loaded);
    let layout: Vec<&str> = op.variants[0]
        .layout
        .iter()
        .map(|s| s.field.as_str())
        .collect();
    assert_eq!(layout, ["A", "B", "C"]);
    assert!(warnings(&loaded).is_empty(), "{:#?}", warnings(&loaded));
    let uneven = "| | | |\n| --- | --- | --- |\n| 0x10(TOY) | A | B | C |\n| | | |";
    let loaded = load(&spec(uneven, fields, "    TOY <A> <B> <C>"), "");
    assert_eq!(
        warnings(&loaded),
        ["9:Format table row has 4 cells, the table has 3 columns; the extra cells are read as fields: `| 0x10(TOY) | A | B | C |`"]
    );
}

// ------------------------------------------------------------------- errata stated for a class

const PAIRS_FIELDS: &str = "- **P(ub):** first precision

  - Bit[7..0]: the precision

    - 0b00000001:  a
    - 0b00000010:  b

- **Q(ub):** second precision

  - Bit[7..0]: the precision

    - 0b00000001:  a
    - 0b00000010:  b

- **Dst(raw_operand):** the destination. Must have type D,UD,F
";

/// `value_combinations` of two enumerated members, giving `Dst` the types `types` with (a, a).
fn pairs_erratum(types: &str) -> String {
    format!(
        "errata:\n  - id: pairs\n    opcodes: [TOY]\n    doc_says: x\n    correction: y\n    \
         evidence: z\n    apply:\n      - value_combinations: {{ members: [{{ field: P, bitfield: precision }}, \
         {{ field: Q, bitfield: precision }}], combinations: [{{ values: \
         [[a], [a]], types: {{ Dst: [{types}] }} }}] }}\n"
    )
}

/// A `value_combinations` rule stated for a class of opcodes (DPAS and DPASW) gives an operand
/// the types a combination allows among those the operand itself takes: DPASW's Dst takes no
/// BF or HF, so DPAS's `bf` combination leaves it F. A combination that leaves it none is an
/// error naming the types.
#[test]
fn value_combinations_keep_the_types_the_operand_takes() {
    let fields = format!("{EXEC_SIZE}\n{PAIRS_FIELDS}");
    let text = spec(
        &row(&["Exec_size", "P", "Q", "Dst"]),
        &fields,
        "    TOY.<P>.<Q> (<exec_size>) <dst>",
    );
    let loaded = load(&text, &pairs_erratum("F, BF, HF"));
    let rule = toy(&loaded).rules.iter().find_map(|r| match r {
        Rule::ValueCombinations { combinations, .. } => combinations[0].types.get("Dst").cloned(),
        _ => None,
    });
    assert_eq!(rule, Some(vec!["F".to_owned()]));
    let loaded = load(&text, &pairs_erratum("BF, HF"));
    assert!(
        errors(&loaded).iter().any(|e| e.contains(
            "erratum `pairs` does not apply to TOY: `Dst` is not documented to take type BF,HF (it takes D,UD,F)"
        )),
        "{:?}",
        errors(&loaded)
    );
}

// ------------------------------------------------------------------- operand rules by value

/// An operation chosen by an enumerated operand, and raw operands some operations do not use
/// or type differently (IGC's verifier of DWORD_ATOMIC: Src0 is V0 for inc, the types are D
/// for imin).
const ATOMIC_FIELDS: &str = "- **Op(ub):**

  - Bit[4..0]: encodes the atomic operation

    - 0b00000:  add
    - 0b00010:  inc
    - 0b01011:  imin

- **Src0(raw_operand):** the source

- **Dst(raw_operand):** the destination
";

const ATOMIC_ERRATA: &str = "errata:
- id: toy-operands-per-operation
  opcodes: [TOY]
  doc_says: 'Src0: V0 for inc; imin: type D.'
  correction: the verifier checks them per operation
  evidence: IsaVerification.cpp:1
  apply:
  - null_operand: { field: Src0, when: [{ field: Op, values: [inc] }], null: true }
  - operand_types_when: { fields: [Src0, Dst], when: [{ field: Op, values: [imin] }], types: [D] }
";

fn atomic_spec() -> String {
    spec(
        &row(&["Op", "Src0", "Dst"]),
        ATOMIC_FIELDS,
        "    TOY.<Op> <Src0> <Dst>",
    )
}

#[test]
fn operand_rules_keyed_on_an_operation_value() {
    let loaded = load(&atomic_spec(), ATOMIC_ERRATA);
    let op = toy(&loaded);
    let when = vec![ValueSet {
        field: "Op".into(),
        bitfield: "atomic_operation".into(),
        values: vec!["inc".into()],
    }];
    assert!(op.rules.contains(&Rule::NullOperand {
        field: "Src0".into(),
        ops: vec!["TOY".into()],
        when,
        null: true,
        source: "toy-operands-per-operation".into(),
    }));
    let variant = &op.variants[0];
    let members = layout::members(op, variant);
    let assignment = |value: &str, code: u64, src0: u32| -> reference::Assignment {
        members
            .iter()
            .map(|m| {
                let v = match m.kind {
                    MemberKind::Enum { .. } => Val::Enum {
                        name: value.into(),
                        code,
                        asm: value.into(),
                    },
                    _ if m.field == "Src0" => Val::Raw(Some(reference::Raw {
                        var: src0,
                        offset: 0,
                    })),
                    _ => Val::Raw(Some(reference::Raw { var: 40, offset: 0 })),
                };
                (m.clone(), v)
            })
            .collect()
    };
    // Src0 given: fine for add, not for inc; %null for inc.
    assert!(reference::validate(op, variant, &assignment("add", 0, 33)).is_ok());
    let broken = reference::validate(op, variant, &assignment("inc", 2, 33)).unwrap_err();
    assert_eq!(
        (broken.code, broken.field.as_deref()),
        ("operand_must_be_null", Some("Src0"))
    );
    assert!(reference::validate(op, variant, &assignment("inc", 2, 0)).is_ok());
    // The vectors: inc's Src0 %null, an invalid inc with Src0 given, and imin's Src0 and Dst
    // on variables declared D (the others are F).
    let file = visa_isa_codegen::emit::vectors::opcode(op, &layout::exec_sizes(op));
    let variables = visa_isa_codegen::emit::vectors::variables(op);
    let typed: Vec<(&str, &str)> = variables
        .iter()
        .map(|v| (v.field.as_str(), v.ty.as_str()))
        .collect();
    assert_eq!(typed, [("Src0", "d"), ("Dst", "d")]);
    let d_vars: Vec<String> = variables.iter().map(|v| format!("V{}.0", v.var)).collect();
    assert!(file.contains("asm: toy.inc %null.0 V33.0\n"), "{file}");
    assert!(
        file.contains(&format!("asm: toy.imin {} {}\n", d_vars[0], d_vars[1])),
        "{file}"
    );
    assert!(
        file.contains("- name: toy_src0_given_when_op_inc\n"),
        "{file}"
    );
    // The generated `validate_types` checks the types where the operation is imin.
    let source = visa_isa_codegen::emit::rust::crate_source(&loaded.model);
    let compact: String = source.split_whitespace().collect();
    assert!(
        compact.contains(concat!(
            "ifmatches!(self.op.code(),11){",
            "check_raw_type(\"Src0\",&self.src0,&[VisaType::D],declarations)?;",
            "check_raw_type(\"Dst\",&self.dst,&[VisaType::D],declarations)?;}"
        )),
        "{source}"
    );
}

// ------------------------------------------------------------------- execution size and predicate

/// An execution size and a predicate under other names, and an execution size whose bits the
/// doc does not list (LSC_TYPED's `ExecSize*` and `Predicate*`; the `*` marks a field some
/// ops leave out).
#[test]
fn an_execution_size_and_a_predicate_known_by_what_they_are() {
    let fields = "- **ExecSize(ub):** Execution size.  No larger than SIMD8.

- **Predicate(uw):** Predication control. Not needed for block2d.

- **N(ub):** count
";
    let loaded = load(
        &spec(
            &row(&["ExecSize\\*", "Predicate\\*", "N"]),
            fields,
            "    [(<P>)] TOY (<ExecSize>) <N>",
        ),
        "",
    );
    let op = toy(&loaded);
    let roles: Vec<(&str, Role)> = op
        .fields
        .iter()
        .map(|f| (f.name.as_str(), f.role))
        .collect();
    assert_eq!(
        roles,
        [
            ("ExecSize", Role::ExecSize),
            ("Predicate", Role::Predicate),
            ("N", Role::Value)
        ]
    );
    // The common execution-size byte: sizes 1 to 16, the mask in bits 7..4.
    assert_eq!(
        layout::exec_sizes(op),
        [(1, 0), (2, 1), (4, 2), (8, 3), (16, 4)]
    );
    let exec = op.field("ExecSize").expect("the field");
    let mask = exec
        .bitfield_of_kind(BitfieldKind::ExecMask)
        .expect("a mask");
    assert_eq!((mask.hi, mask.lo, mask.values.len()), (7, 4, 16));
    assert_eq!(mask.values[8].name, "M1_NM");
    let kinds: Vec<MemberKind> = layout::members(op, &op.variants[0])
        .into_iter()
        .map(|m| m.kind)
        .collect();
    assert!(kinds.contains(&MemberKind::ExecSize) && kinds.contains(&MemberKind::Predicate));
}

// ------------------------------------------------------------------- fields of another spec

/// A field described as the same as in another opcode (LSC_TYPED's `AddrSize`: "Same as in
/// LSC_UNTYPED") takes that opcode's field, as its errata corrected it; a reference to an
/// opcode no spec defines is a warning.
#[test]
fn a_field_the_same_as_in_another_spec() {
    let other = "## Opcode\n\n  OTHER = 0x11\n\n## Format\n\n| | | |\n| --- | --- | --- |\n\
        | 0x11(OTHER) | Size | Mode |\n\n## Semantics\n\n    other\n\n## Description\n\n\
        - **Size(ub):** The address size enumeration. Valid values are:\n\n  - 0: invalid\n  - 1: a16\n  - 2: a32\n\n\
        - **Mode(ub):** a mode\n\n#### Properties\n\n## Text\n```\n    OTHER <Size> <Mode>\n```\n";
    let toy = spec(
        &row(&["Size", "Mode"]),
        "- **Size(ub):** Same as in OTHER. Not needed for block2d.\n\n- **Mode(ub):** Same as in NOPE\n",
        "    TOY <Size> <Mode>",
    );
    let errata = "errata:
- id: other-invalid-size
  opcodes: [OTHER]
  doc_says: '0: invalid'
  correction: IGC rejects it
  evidence: IsaVerification.cpp:1
  apply:
  - exclude: { field: Size, values: [0], reason: invalid }
";
    let source = |name: &str, text: &str| Source {
        name: name.into(),
        bytes: text.as_bytes().to_vec(),
    };
    let loaded = load_sources(
        &[source("OTHER.md", other), source("TOY.md", &toy)],
        &[source("errata.yaml", errata)],
    );
    assert_eq!(
        warnings(&loaded),
        ["19:`Mode` is the same as in NOPE, which no spec of the folder defines"]
    );
    let op = loaded
        .model
        .opcodes
        .iter()
        .find(|o| o.name == "TOY")
        .expect("TOY");
    let size = op.field("Size").expect("Size");
    assert_eq!(size.role, Role::Bits);
    let values: Vec<(&str, u64)> = size.bitfields[0]
        .values
        .iter()
        .map(|v| (v.name.as_str(), v.code))
        .collect();
    assert_eq!(values, [("invalid", 0), ("a16", 1), ("a32", 2)]);
    // OTHER's erratum comes with it, and the lines are TOY's own.
    assert_eq!(size.constraints.excluded.len(), 1);
    assert!(size.bitfields[0].values.iter().all(|v| v.line == size.line));
    assert_eq!(
        size.description,
        "Same as in OTHER. Not needed for block2d."
    );
    assert_eq!(op.field("Mode").map(|f| f.role), Some(Role::Value));
}

/// Three plain operands, of which the Text prints two, in another order than the Format's.
const ORDER_FIELDS: &str = "- **A(ub):** the first

- **B(ub):** the second

- **C(ub):** the third
";

fn order_errata(order: &str) -> String {
    format!(
        "errata:\n  - id: toy-order\n    opcodes: [TOY]\n    doc_says: x\n    correction: y\n    \
         evidence: z\n    apply:\n      - text_operands: {{ operands: {order} }}\n"
    )
}

#[test]
fn an_erratum_orders_the_texts_operands_and_adds_one_it_leaves_out() {
    let text = "    TOY <B> <A>";
    let loaded = load(&spec(&row(&["A", "B", "C"]), ORDER_FIELDS, text), "");
    let op = toy(&loaded);
    assert_eq!(op.syntax.operands, ["B", "A"]);
    assert_eq!(op.syntax.unprinted, ["C"]);
    let loaded = load(
        &spec(&row(&["A", "B", "C"]), ORDER_FIELDS, text),
        &order_errata("[A, C, B]"),
    );
    let op = toy(&loaded);
    assert_eq!(op.syntax.operands, ["A", "C", "B"]);
    assert!(op.syntax.unprinted.is_empty());
    let variant = &op.variants[0];
    let a: reference::Assignment = layout::members(op, variant)
        .into_iter()
        .zip([1, 2, 3])
        .map(|(m, v)| (m, Val::Int(v)))
        .collect();
    assert_eq!(reference::encode(op, variant, &a), [0x10, 1, 2, 3]);
    let context = TextContext {
        grf_bytes: 32,
        types: &[],
    };
    assert_eq!(reference::asm(op, variant, &a, &context), "toy 1 3 2");
    // An order that already holds is no correction; one that drops an operand is an error.
    let loaded = load(
        &spec(&row(&["A", "B", "C"]), ORDER_FIELDS, text),
        &order_errata("[B, A]"),
    );
    assert_eq!(toy(&loaded).syntax.operands, ["B", "A"]);
    let loaded = load(
        &spec(&row(&["A", "B", "C"]), ORDER_FIELDS, text),
        &order_errata("[A, C]"),
    );
    assert!(
        errors(&loaded)
            .iter()
            .any(|e| e.contains("the order leaves out the Text's operand `B`")),
        "{:?}",
        errors(&loaded)
    );
}

/// Flags of a fence-like `Mask`: two cache flushes, the memory (Bit[5]) and the software-only
/// bit (Bit[7]).
const FENCE_FIELDS: &str = "- **Mask(ub):** Controls the fence.

  - Bit[0]: flush cache A if set.

  - Bit[1]: flush cache B if set.

  - Bit[5]: applies to local memory only if set.

  - Bit[7]: software only barrier if set.
";

/// IGC's text of the fence-like TOY: the mnemonic spelled from two flags, the flag letters.
const FENCE_ERRATA: &str = "errata:
  - id: toy-text
    opcodes: [TOY]
    doc_says: x
    correction: y
    evidence: z
    apply:
      - op_text:
          ops: [TOY]
          mnemonic: 'toy{Mask.software_only_barrier_if_set|false=|true=_sw}{unless Mask.software_only_barrier_if_set=true: {Mask.applies|false=_global|true=_local}}'
          suffix: '{unless Mask.software_only_barrier_if_set=true: {unless Mask.flush_cache_a_if_set=false, Mask.flush_cache_b_if_set=false, Mask.applies=false: .}{Mask.flush_cache_a_if_set|false=|true=A}{Mask.flush_cache_b_if_set|false=|true=B}}'
          operands: []
      - requires: { when: [{ field: Mask, bitfield: software_only_barrier_if_set, values: ['true'] }], then: { field: Mask, bitfield: flush_cache_a_if_set, values: ['false'] } }
";

#[test]
fn a_text_that_spells_the_mnemonic_reads_as_templates_and_an_op_text_spells_it() {
    let text = "    TOY_{GLOBAL|LOCAL}.{A?B?}\n\n    TOY_SW\n\n    //A - cache A";
    let loaded = load(&spec(&row(&["Mask"]), FENCE_FIELDS, text), "");
    let op = toy(&loaded);
    let patterns: Vec<&str> = op
        .syntax
        .templates
        .iter()
        .map(|t| t.pattern.as_str())
        .collect();
    assert_eq!(patterns, ["TOY_{GLOBAL|LOCAL}", "TOY_SW"]);
    let loaded = load(&spec(&row(&["Mask"]), FENCE_FIELDS, text), FENCE_ERRATA);
    let op = toy(&loaded);
    let variant = &op.variants[0];
    assert_eq!(
        layout::variant_mnemonics(op, variant),
        ["toy_global", "toy_local", "toy_sw"]
    );
    let members = layout::members(op, variant);
    let assignment = |set: &[&str]| -> reference::Assignment {
        members
            .iter()
            .map(|m| {
                let on = set.iter().any(|s| m.named(&format!("Mask.{s}")));
                (m.clone(), Val::Flag(on))
            })
            .collect()
    };
    let context = TextContext {
        grf_bytes: 32,
        types: &[],
    };
    for (set, asm, byte) in [
        (&[][..], "toy_global", 0x00),
        (&["flush_cache_b_if_set"][..], "toy_global.B", 0x02),
        (
            &["flush_cache_a_if_set", "applies"][..],
            "toy_local.A",
            0x21,
        ),
        (&["applies"][..], "toy_local.", 0x20),
        (&["software_only_barrier_if_set"][..], "toy_sw", 0x80),
    ] {
        let a = assignment(set);
        assert_eq!(reference::asm(op, variant, &a, &context), asm);
        assert_eq!(reference::encode(op, variant, &a), [0x10, byte]);
        assert!(reference::validate(op, variant, &a).is_ok(), "{asm}");
    }
    // `toy_sw` cannot carry a flush: the rule on the flag rejects it.
    let broken = reference::validate(
        op,
        variant,
        &assignment(&["software_only_barrier_if_set", "flush_cache_a_if_set"]),
    )
    .expect_err("sw with a flush");
    assert_eq!(broken.code, "value_requires");
}

#[test]
fn an_op_text_must_spell_both_values_of_a_flag() {
    let text = "    TOY_{GLOBAL|LOCAL}.{A?B?}\n\n    TOY_SW";
    let errata = FENCE_ERRATA.replace("|false=|true=A}", "|true=A}");
    let loaded = load(&spec(&row(&["Mask"]), FENCE_FIELDS, text), &errata);
    assert!(
        errors(&loaded)
            .iter()
            .any(|e| e
                .contains("the flag `Mask.flush_cache_a_if_set` must spell `false` and `true`")),
        "{:?}",
        errors(&loaded)
    );
}

/// A lifetime-like TOY: the properties' Bit[0] (start or end) and Bit[5..4] (the variable's
/// class), and the variable's id.
const VARIABLE_FIELDS: &str = "- **properties(ub):**

  - Bit[0]: indicates whether this is the start or the end

    - 0b0:  start
    - 0b1:  end
  - Bit[5..4]: specifies the variable class

    - 0b00:  general variable
    - 0b01:  address variable
    - 0b10:  predicate variable

- **variable(ud):**
";

const VARIABLE_ERRATA: &str = "errata:
  - id: toy-variable
    opcodes: [TOY]
    doc_says: x
    correction: y
    evidence: z
    apply:
      - variable_id: { field: variable, class: { field: properties, bitfield: specifies_the_variable_class } }
";

#[test]
fn a_variable_id_of_the_class_another_field_gives_is_one_member() {
    let text = "    TOY.start <variable>\n\n    TOY.end <variable>";
    let loaded = load(
        &spec(&row(&["properties", "variable"]), VARIABLE_FIELDS, text),
        VARIABLE_ERRATA,
    );
    let op = toy(&loaded);
    let variant = &op.variants[0];
    let members = layout::members(op, variant);
    let kinds: Vec<(&str, bool)> = members
        .iter()
        .map(|m| {
            (
                m.key.as_str(),
                matches!(m.kind, MemberKind::Variable { .. }),
            )
        })
        .collect();
    assert_eq!(
        kinds,
        [("properties", false), ("variable", true)],
        "the class bits are the variable's, no member of their own"
    );
    let context = TextContext {
        grf_bytes: 32,
        types: &[],
    };
    for (class, id, bits, asm) in [
        (OperandClass::General, 40, 0x01, "toy.end V40"),
        (OperandClass::Address, 3, 0x11, "toy.end A3"),
        (OperandClass::Predicate, 2, 0x21, "toy.end P2"),
    ] {
        let a: reference::Assignment = members
            .iter()
            .map(|m| {
                let v = match m.kind {
                    MemberKind::Variable { .. } => Val::Variable(class, id),
                    _ => Val::Enum {
                        name: "end".into(),
                        code: 1,
                        asm: "end".into(),
                    },
                };
                (m.clone(), v)
            })
            .collect();
        assert_eq!(
            reference::encode(op, variant, &a),
            [0x10, bits, id as u8, 0, 0, 0]
        );
        assert_eq!(reference::asm(op, variant, &a, &context), asm);
    }
    // A class bitfield that does not name the three classes is an error.
    let errata = VARIABLE_ERRATA.replace(
        "specifies_the_variable_class",
        "indicates_whether_this_is_the_start_or_the_end",
    );
    let loaded = load(
        &spec(&row(&["properties", "variable"]), VARIABLE_FIELDS, text),
        &errata,
    );
    assert!(
        errors(&loaded)
            .iter()
            .any(|e| e.contains("is not an enumeration of `general`, `address` and `predicate`")),
        "{:?}",
        errors(&loaded)
    );
}
