//! The instruction layout: the members of each generated instruction type and the order of its
//! text, derived from the model once. It sits between the model and everything that reads
//! instructions: the reference interpreter and every emitter use the same members (with the
//! same serde keys) and the same text layout, so the Rust types, the vectors and the printed
//! text cannot disagree about what an instruction holds.

use crate::model::*;
use crate::names;

/// One member of a generated instruction struct.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    /// Rust identifier (may be raw, `r#ref`).
    pub ident: String,
    /// Serde key.
    pub key: String,
    /// The spec field it lives in.
    pub field: String,
    /// What it holds.
    pub kind: MemberKind,
    /// For an operand present only under a condition ([`Constraints::present_when`]): when.
    /// Its value is then optional (`Option<…>`), and it is written, read and printed only
    /// when it is there, which it must be exactly when the condition holds.
    pub present: Option<Box<When>>,
    /// For a field of one byte layout only ([`Constraints::in_layout`]): that layout. Its
    /// value is absent in the other layout; in this one written, read and printed, as its
    /// null value (`%null.0`, 0, a clear bit, no predicate) when absent. It is optional
    /// (`Option<…>`) unless its own type has an absent value ([`Member::optional`]).
    pub layout: Option<LayoutName>,
}

/// The condition under which a member is present: a flag member is set, or an enumerated
/// member holds one of `values`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct When {
    /// The member holding the condition (a flag, or an enumerated member).
    pub member: Member,
    /// The enumerated values (names) under which it is present; empty for a flag.
    pub values: Vec<String>,
}

/// What a member holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MemberKind {
    /// The execution size bits of `Exec_size`.
    ExecSize,
    /// The execution mask bits of `Exec_size`.
    ExecMask,
    /// `Option<Predicate>`.
    Predicate,
    /// A single-bit bitfield, as `bool`.
    Flag { bitfield: String },
    /// An enumerated bitfield, as the named per-opcode enum.
    Enum { bitfield: String, type_name: String },
    /// An R/G/B/A mask bitfield.
    Channels { bitfield: String },
    /// An integer bitfield.
    Int {
        bitfield: String,
        signed: bool,
        bits: u8,
    },
    /// Reserved bits, kept so that a set bit can be reported.
    Reserved { bitfield: String, bits: u8 },
    /// A plain primitive field.
    Value { ty: FieldType },
    /// A sampler index.
    Sampler,
    /// A surface index.
    Surface,
    /// A label index: the kind of label it must name, and whether the instruction places the
    /// label (LABEL, SUBROUTINE) rather than refers to it.
    Label {
        kind: Option<LabelClass>,
        defines: bool,
    },
    /// A list of label indices (SWITCHJMP's jump table), as many as its `count` field (a
    /// [`Role::ListCount`], written from the list's length) says: the kind of label each must
    /// name, and the count's documented range.
    Labels {
        kind: Option<LabelClass>,
        count: String,
        min: u8,
        max: u8,
    },
    /// A string-pool index (function or file name), of a `uw` or `ud` field.
    Name { ty: FieldType },
    /// A raw operand; `counted` when it is one of the parameters after a count field.
    Raw { counted: bool },
    /// A vector operand.
    Vector,
    /// A vector operand whose immediate form packs bitfields: `PackedOperand<type_name>`.
    Packed { type_name: String },
    /// A variable id of a plain field, whose class the enumerated bitfield `class` (of another
    /// field) gives: `crate::Variable`. The class bits are written from it, and are no member
    /// of their own.
    Variable { class: EnumMember },
}

impl Member {
    /// Whether the member's value is an `Option` of its own type: an operand present only
    /// under a condition, or a member of one layout whose own type has no absent value. A
    /// flag (clear) and a predicate (none) of one layout keep their own type: their absent
    /// value is the one the other layout cannot carry.
    pub fn optional(&self) -> bool {
        self.present.is_some()
            || (self.layout.is_some()
                && !matches!(self.kind, MemberKind::Flag { .. } | MemberKind::Predicate))
    }

    /// The bitfield of `field` this member lives in, if it lives in one.
    pub fn bitfield<'f>(&self, field: &'f Field) -> Option<&'f Bitfield> {
        match &self.kind {
            MemberKind::ExecSize => field.bitfield_of_kind(BitfieldKind::ExecSize),
            MemberKind::ExecMask => field.bitfield_of_kind(BitfieldKind::ExecMask),
            MemberKind::Flag { bitfield }
            | MemberKind::Enum { bitfield, .. }
            | MemberKind::Channels { bitfield }
            | MemberKind::Int { bitfield, .. }
            | MemberKind::Reserved { bitfield, .. } => field.bitfield(bitfield),
            _ => None,
        }
    }
}

/// The per-opcode type of an enumerated bitfield: named after its field when it is the field's
/// only bitfield (a sub-op selector, or the one enumerated bitfield of a `Bits` field, whose
/// member also takes the field's name), else after the bitfield. The docs name a field in the
/// ISA's own terms (`Rel_op`, `Mode`) and describe its bits in prose ("encode the relational
/// operator"): CMP's `rel_op` is a `RelOp`, not an `EncodeTheRelationalOperator`. A bitfield
/// named after its description takes the clause's noun ([`names::bitfield_type_name`]):
/// LIFETIME's `StartOrEnd` and `VariableClass`, GATHER's `ExecutionMask`.
pub fn enum_type_name(field: &Field, bitfield: &Bitfield) -> String {
    let only = field.role == Role::Bits
        && bitfield.kind == BitfieldKind::Enum
        && field
            .bitfields
            .iter()
            .filter(|b| b.kind != BitfieldKind::SubOp)
            .count()
            == 1;
    if bitfield.kind == BitfieldKind::SubOp || only {
        names::camel_case(&field.name)
    } else {
        names::bitfield_type_name(&bitfield.name)
    }
}

/// The packed-immediate type of a vector field with bitfields.
pub fn packed_type_name(field: &Field) -> String {
    names::camel_case(&field.name)
}

/// The smallest unsigned Rust integer holding `bits`.
pub fn uint_bits(bits: u8) -> u8 {
    match bits {
        0..=8 => 8,
        9..=16 => 16,
        17..=32 => 32,
        _ => 64,
    }
}

/// The members of `variant`, in Format order.
pub fn members(op: &Opcode, variant: &Variant) -> Vec<Member> {
    let params: Vec<&str> = variant
        .params(op)
        .iter()
        .map(|s| s.field.as_str())
        .collect();
    let mut out = Vec::new();
    for slot in &variant.layout {
        let Some(field) = op.field(&slot.field) else {
            continue;
        };
        let named = |ident_src: &str, kind: MemberKind| Member {
            ident: names::field_ident(ident_src),
            key: names::field_key(ident_src),
            field: field.name.clone(),
            kind,
            present: None,
            layout: field.constraints.in_layout,
        };
        match field.role {
            Role::ExecSize => {
                out.push(named("exec_size", MemberKind::ExecSize));
                out.push(named("exec_mask", MemberKind::ExecMask));
            }
            Role::Predicate => out.push(named("predicate", MemberKind::Predicate)),
            Role::ParamCount | Role::ListCount => {}
            Role::Label if slot.count.is_some() => {
                let count = slot.count.clone().unwrap_or_default();
                let range = op
                    .field(&count)
                    .and_then(|c| c.constraints.range.map(|r| (r, c.ty)));
                let (min, max) = match range {
                    Some((r, _)) => (r.min.clamp(0, 255) as u8, r.max.clamp(0, 255) as u8),
                    None => (0, 255),
                };
                out.push(named(
                    &field.name,
                    MemberKind::Labels {
                        kind: field.constraints.label,
                        count,
                        min,
                        max,
                    },
                ))
            }
            Role::Sampler => out.push(named(&field.name, MemberKind::Sampler)),
            Role::Surface => out.push(named(&field.name, MemberKind::Surface)),
            Role::Label => out.push(named(
                &field.name,
                MemberKind::Label {
                    kind: field.constraints.label,
                    defines: op
                        .syntax
                        .definition
                        .as_ref()
                        .is_some_and(|d| d.field == field.name),
                },
            )),
            Role::Name => out.push(named(&field.name, MemberKind::Name { ty: field.ty })),
            Role::Raw => out.push(named(
                &field.name,
                MemberKind::Raw {
                    counted: params.contains(&field.name.as_str()),
                },
            )),
            Role::Vector if field.bitfields.is_empty() => {
                out.push(named(&field.name, MemberKind::Vector))
            }
            Role::Vector => out.push(named(
                &field.name,
                MemberKind::Packed {
                    type_name: packed_type_name(field),
                },
            )),
            Role::Value => out.push(named(&field.name, MemberKind::Value { ty: field.ty })),
            Role::Variable => {
                if let Some(class) = &field.variable_class {
                    let class = class.clone();
                    out.push(named(&field.name, MemberKind::Variable { class }));
                }
            }
            Role::SubOp | Role::Bits => {
                // A variable's class bits belong to the variable.
                let class_of_variable = |b: &Bitfield| {
                    op.fields.iter().any(|f| {
                        f.variable_class
                            .as_ref()
                            .is_some_and(|c| c.field == field.name && c.bitfield == b.name)
                    })
                };
                let own: Vec<&Bitfield> = field
                    .bitfields
                    .iter()
                    .filter(|b| b.kind != BitfieldKind::SubOp && !class_of_variable(b))
                    .collect();
                let single = own.len() == 1 && field.role == Role::Bits;
                for b in own {
                    let name = if single {
                        field.name.clone()
                    } else {
                        names::bitfield_member_name(&b.name)
                    };
                    out.push(named(&name, bitfield_member(field, b)));
                }
            }
        }
    }
    // A bitfield named like another field (RT_READ `Mode.si` and `SI`): qualify the bitfield's
    // member with its field's name.
    for i in 0..out.len() {
        let clash = out
            .iter()
            .enumerate()
            .any(|(j, o)| j != i && o.key == out[i].key);
        if clash && names::field_key(&out[i].field) != out[i].key {
            let qualified = format!("{}_{}", out[i].field, out[i].key);
            out[i].ident = names::field_ident(&qualified);
            out[i].key = names::field_key(&qualified);
        }
    }
    // Operands present only under a condition: the member that holds it.
    for i in 0..out.len() {
        let Some(when) = op
            .field(&out[i].field)
            .and_then(|f| f.constraints.present_when.as_ref())
        else {
            continue;
        };
        let holder = out.iter().find(|m| {
            m.field == when.field
                && match &m.kind {
                    MemberKind::Flag { bitfield } | MemberKind::Enum { bitfield, .. } => {
                        *bitfield == when.bitfield
                    }
                    _ => false,
                }
        });
        if let Some(holder) = holder.cloned() {
            out[i].present = Some(Box::new(When {
                member: holder,
                values: when.values.clone(),
            }));
        }
    }
    out
}

fn bitfield_member(field: &Field, b: &Bitfield) -> MemberKind {
    let bitfield = b.name.clone();
    match b.kind {
        BitfieldKind::Flag => MemberKind::Flag { bitfield },
        BitfieldKind::Enum
        | BitfieldKind::SubOp
        | BitfieldKind::ExecSize
        | BitfieldKind::ExecMask => MemberKind::Enum {
            bitfield,
            type_name: enum_type_name(field, b),
        },
        BitfieldKind::ChannelMask => MemberKind::Channels { bitfield },
        BitfieldKind::Signed => MemberKind::Int {
            bitfield,
            signed: true,
            bits: b.width(),
        },
        BitfieldKind::Unsigned => MemberKind::Int {
            bitfield,
            signed: false,
            bits: b.width(),
        },
        BitfieldKind::Reserved => MemberKind::Reserved {
            bitfield,
            bits: b.width(),
        },
    }
}

/// The members of a packed immediate type (a vector field's bitfields).
pub fn packed_members(field: &Field) -> Vec<Member> {
    field
        .bitfields
        .iter()
        .map(|b| (b, names::bitfield_member_name(&b.name)))
        .map(|(b, name)| Member {
            ident: names::field_ident(&name),
            key: names::field_key(&name),
            field: field.name.clone(),
            kind: bitfield_member(field, b),
            present: None,
            layout: None,
        })
        .collect()
}

/// The Rust type name of the instruction struct of `variant`.
pub fn variant_type_name(op: &Opcode, variant: &Variant) -> String {
    if variant.condition.is_some() {
        names::camel_case(&variant.name)
    } else {
        names::opcode_type_name(&op.name)
    }
}

/// True when the opcode's variants are selected by a sub-op (so it gets an enum over them).
pub fn has_sub_ops(op: &Opcode) -> bool {
    op.variants.iter().any(|v| v.condition.is_some())
}

/// Execution sizes an opcode documents, as `(lanes, code)`.
pub fn exec_sizes(op: &Opcode) -> Vec<(u8, u64)> {
    op.field_with_role(Role::ExecSize)
        .and_then(|f| f.bitfield_of_kind(BitfieldKind::ExecSize))
        .map(|b| {
            b.values
                .iter()
                .filter_map(|v| v.lanes.map(|l| (l, v.code)))
                .collect()
        })
        .unwrap_or_default()
}

/// The union of execution sizes over the model, sorted by lanes.
pub fn all_exec_sizes(model: &Model) -> Vec<(u8, u64)> {
    let mut all: Vec<(u8, u64)> = model.opcodes.iter().flat_map(exec_sizes).collect();
    all.sort();
    all.dedup();
    all
}

/// The union of execution masks over the model, as `(name, code)` sorted by code.
pub fn all_exec_masks(model: &Model) -> Vec<(String, u64)> {
    let mut all: Vec<(String, u64)> = model
        .opcodes
        .iter()
        .filter_map(|op| op.field_with_role(Role::ExecSize))
        .filter_map(|f| f.bitfield_of_kind(BitfieldKind::ExecMask))
        .flat_map(|b| b.values.iter().map(|v| (v.name.clone(), v.code)))
        .collect();
    all.sort_by(|a, b| a.1.cmp(&b.1).then(a.0.cmp(&b.0)));
    all.dedup();
    all
}

/// How an op variant reads in IGC's assembly text: its members in text order. Shared by the
/// `Display` and `FromStr` emitters, so that printing and parsing cannot disagree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextLayout<'m> {
    /// The `(P3) ` predicate, when the syntax prints one.
    pub predicate: Option<&'m Member>,
    /// The mnemonic.
    pub mnemonic: String,
    /// The member whose value's name is the mnemonic (`{raw_send|raw_sendc}`), if any: the
    /// text then prints that name instead of `mnemonic`.
    pub mnemonic_member: Option<&'m Member>,
    /// The `.suffix`es after the mnemonic, in order.
    pub suffixes: Vec<TextSuffix<'m>>,
    /// The execution mask and size members of ` (M1, 16)`, when the syntax prints them.
    pub exec: Option<(&'m Member, &'m Member)>,
    /// What separates the mnemonic group from the first operand.
    pub separator: String,
    /// The operands, in order: the syntax's operands, then the counted parameters.
    pub operands: Vec<&'m Member>,
    /// For each operand, where it sits in a parenthesized group (`(<size>)`,
    /// `(<block_width>, <block_height>)`).
    pub groups: Vec<Group>,
    /// Members the text does not carry (e.g. SCATTER4_SCALED `Scale`).
    pub unprinted: Vec<&'m Member>,
    /// Operands printed in double quotes.
    pub quoted: Vec<&'m Member>,
    /// Operands printed as an address when they are general or state operands (`&V101`).
    pub address_of: Vec<&'m Member>,
    /// For an instruction that places a label: the label member, and the text before and
    /// after it, which is then the whole text.
    pub definition: Option<(&'m Member, String, String)>,
    /// For a variant with an op text (LSC_UNTYPED): its suffix and operands, which replace
    /// `suffixes` and `operands`.
    pub op_text: Option<OpTextLayout<'m>>,
}

/// An [`OpText`] resolved against a variant's members.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpTextLayout<'m> {
    /// The mnemonic, when the op text spells it from members' values.
    pub mnemonic: Option<Vec<Piece<'m>>>,
    /// What follows the mnemonic.
    pub suffix: Vec<Piece<'m>>,
    /// The operands.
    pub operands: Vec<Vec<Piece<'m>>>,
    /// Members the text does not print, with the value (name or number) it stands for.
    pub implied: Vec<(&'m Member, String)>,
}

/// One piece of an op text, resolved against a variant's members.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece<'m> {
    /// Literal text.
    Text(String),
    /// A member's value.
    Member {
        /// The member.
        member: &'m Member,
        /// How a number prints.
        form: NumberForm,
        /// Spellings of enumerated values that differ from their own.
        spellings: Vec<Spelling>,
    },
    /// Pieces printed only under a condition.
    Optional {
        /// Printed when every condition holds (else: unless every one does).
        printed_when: bool,
        /// Each condition: a member and the values (names, or numbers) it tests for.
        conditions: Vec<(&'m Member, Vec<String>)>,
        /// The pieces.
        pieces: Vec<Piece<'m>>,
    },
}

impl<'m> Piece<'m> {
    /// `template`'s pieces over `members` (a piece whose field has no member is left out: the
    /// errata check that every field is in the variant's layout). A field the variant's rules
    /// fix (`fixed`, [`fixed_value`]) is a constant: its value prints as literal text, and an
    /// optional piece's condition on it is decided here (the piece is then always or never
    /// printed when it was the only condition).
    pub fn resolve(
        template: &[TextPiece],
        members: &'m [Member],
        fixed: &[Fixed],
    ) -> Vec<Piece<'m>> {
        let fixed_of = |field: &str| fixed.iter().find(|(m, _)| m.named(field));
        let member = |field: &str| members.iter().find(|m| m.named(field));
        let mut out = Vec::new();
        for p in template {
            match p {
                TextPiece::Text(t) => out.push(Piece::Text(t.clone())),
                TextPiece::Field(f) => match fixed_of(&f.field) {
                    Some((_, value)) => out.push(Piece::Text(fixed_text(f, value))),
                    None => out.extend(member(&f.field).map(|member| Piece::Member {
                        member,
                        form: f.form,
                        spellings: f.spellings.clone(),
                    })),
                },
                TextPiece::Optional(o) => {
                    let mut conditions = Vec::new();
                    // Whether every condition on a fixed member holds.
                    let mut fixed_hold = true;
                    let mut resolved = true;
                    for c in &o.conditions {
                        match (fixed_of(&c.field), member(&c.field)) {
                            (Some((_, value)), _) => {
                                fixed_hold &= c.values.contains(&value.name());
                            }
                            (None, Some(m)) => conditions.push((m, c.values.clone())),
                            (None, None) => resolved = false,
                        }
                    }
                    if !resolved {
                        continue;
                    }
                    let pieces = Piece::resolve(&o.pieces, members, fixed);
                    // Printed when (unless) every condition holds: with a fixed one false,
                    // never (always); with none left, always (never).
                    match (fixed_hold, conditions.is_empty()) {
                        (false, _) if o.printed_when => {}
                        (false, _) => out.extend(pieces),
                        (true, true) if o.printed_when => out.extend(pieces),
                        (true, true) => {}
                        (true, false) => out.push(Piece::Optional {
                            printed_when: o.printed_when,
                            conditions,
                            pieces,
                        }),
                    }
                }
            }
        }
        // Literal text in one piece, none empty.
        let mut merged: Vec<Piece<'m>> = Vec::new();
        for p in out {
            match (merged.last_mut(), p) {
                (_, Piece::Text(t)) if t.is_empty() => {}
                (Some(Piece::Text(before)), Piece::Text(t)) => before.push_str(&t),
                (_, p) => merged.push(p),
            }
        }
        merged
    }

    /// The members whose values `pieces` print (conditions left out), in order.
    pub fn printed(pieces: &[Piece<'m>]) -> Vec<&'m Member> {
        let mut out = Vec::new();
        for p in pieces {
            match p {
                Piece::Text(_) => {}
                Piece::Member { member, .. } => out.push(*member),
                Piece::Optional { pieces, .. } => out.extend(Piece::printed(pieces)),
            }
        }
        out
    }

    /// The members `pieces` refer to, printed or tested, in order of first mention.
    pub fn referenced(pieces: &[Piece<'m>]) -> Vec<&'m Member> {
        fn push<'m>(out: &mut Vec<&'m Member>, m: &'m Member) {
            if !out.iter().any(|o| std::ptr::eq(*o, m)) {
                out.push(m);
            }
        }
        fn walk<'m>(pieces: &[Piece<'m>], out: &mut Vec<&'m Member>) {
            for p in pieces {
                match p {
                    Piece::Text(_) => {}
                    Piece::Member { member, .. } => push(out, member),
                    Piece::Optional {
                        conditions, pieces, ..
                    } => {
                        for (m, _) in conditions {
                            push(out, m);
                        }
                        walk(pieces, out);
                    }
                }
            }
        }
        let mut out = Vec::new();
        walk(pieces, &mut out);
        out
    }

    /// The written form of `pieces`, members by their Rust names: `<dst_data>:<data_size>
    /// {unless data_elems_per_addr=1: x<data_elems_per_addr>}`.
    pub fn syntax(pieces: &[Piece<'m>]) -> String {
        let name = |m: &Member| m.ident.trim_start_matches("r#").to_owned();
        let mut out = String::new();
        for p in pieces {
            match p {
                Piece::Text(t) => out.push_str(t),
                Piece::Member {
                    member,
                    form,
                    spellings,
                } => {
                    out.push_str(match form {
                        NumberForm::Plain => "",
                        NumberForm::Hex => "0x",
                        NumberForm::SignedHex => "±0x",
                        NumberForm::Signed => "±",
                    });
                    out.push_str(&format!("<{}", name(member)));
                    for s in spellings {
                        out.push_str(&format!("|{}={}", s.value, s.text));
                    }
                    out.push('>');
                }
                Piece::Optional {
                    printed_when,
                    conditions,
                    pieces,
                } => {
                    let conditions: Vec<String> = conditions
                        .iter()
                        .map(|(m, values)| format!("{}={}", name(m), values.join("|")))
                        .collect();
                    out.push_str(&format!(
                        "{{{} {}: {}}}",
                        if *printed_when { "when" } else { "unless" },
                        conditions.join(", "),
                        Piece::syntax(pieces)
                    ));
                }
            }
        }
        out
    }
}

/// Where an operand sits relative to parentheses: consecutive parenthesized operands share one
/// pair, separated by `,` (IGC: `(1,1)`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Group {
    /// `(` precedes the operand.
    pub opens: bool,
    /// The operand is inside parentheses.
    pub inside: bool,
    /// `)` follows the operand.
    pub closes: bool,
    /// Inside parentheses, a space precedes the operand: IGC prints an operand field (a raw,
    /// vector or scalar operand) with `printOperand`, which starts every operand with a space
    /// (IsaDisassembly.cpp:1233-1244, VME_FBR's `( 0x0:ud, 0x0:ud, 0x0:ud)`), and a plain
    /// number with `<<` (MEDIA_ST's `(1,1)`, IsaDisassembly.cpp ISA_MEDIA_ST).
    pub spaced: bool,
}

impl Group {
    /// What precedes the operand, given the separator before a first operand.
    pub fn before(&self, first: bool, separator: &str) -> String {
        let space = if first { separator } else { " " };
        let inner = if self.spaced { " " } else { "" };
        match (self.inside, self.opens) {
            (true, false) => format!(",{inner}"),
            (true, true) => format!("{space}({inner}"),
            (false, _) => space.to_owned(),
        }
    }

    /// What follows the operand.
    pub fn after(&self) -> &'static str {
        if self.closes {
            ")"
        } else {
            ""
        }
    }
}

/// The groups of `operands`: a run of fields listed in `parenthesized` is one group.
pub fn operand_groups(op: &Opcode, syntax: &Syntax, operands: &[&Member]) -> Vec<Group> {
    let inside: Vec<bool> = operands
        .iter()
        .map(|m| {
            !matches!(m.kind, MemberKind::Raw { counted: true })
                && syntax.parenthesized.contains(&m.field)
        })
        .collect();
    (0..operands.len())
        .map(|i| Group {
            inside: inside[i],
            opens: inside[i] && (i == 0 || !inside[i - 1]),
            closes: inside[i] && inside.get(i + 1) != Some(&true),
            spaced: inside[i]
                && op
                    .field(&operands[i].field)
                    .is_some_and(|f| f.ty.is_operand()),
        })
        .collect()
}

/// One `.suffix` of a mnemonic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextSuffix<'m> {
    /// The member printed.
    pub member: &'m Member,
    /// For an optional flag `[.name]`, the text printed when it is set.
    pub flag: Option<String>,
    /// For a number written after a letter, `.x<hex>` (BFN), the letter.
    pub prefix: Option<String>,
    /// For an optional value (`[.16|.64]`), the value (name) that prints no suffix.
    pub default: Option<String>,
    /// A flag of a run printed after one `.` ([`Suffix::joined`]).
    pub joined: bool,
    /// For a flag, the text printed when it is clear ([`Suffix::clear`]).
    pub clear: Option<String>,
    /// A flag written right after the mnemonic with `_` instead of `.` (today's
    /// `raw_sends_eot`): the first suffix, with [`Suffix::separator`] `_`.
    pub on_mnemonic: bool,
}

/// The text layout of `variant`, whose members are `members`.
pub fn text_layout<'m>(op: &Opcode, variant: &Variant, members: &'m [Member]) -> TextLayout<'m> {
    let syntax = &op.syntax;
    let by_field = |field: &str, bitfield: Option<&str>| {
        members.iter().find(|m| {
            m.field == field
                && match (bitfield, &m.kind) {
                    (None, _) => true,
                    (
                        Some(b),
                        MemberKind::Flag { bitfield }
                        | MemberKind::Enum { bitfield, .. }
                        | MemberKind::Channels { bitfield },
                    ) => b == bitfield,
                    (Some(_), _) => members.iter().filter(|x| x.field == field).count() == 1,
                }
        })
    };
    let of_kind = |kind: &MemberKind| members.iter().find(|m| &m.kind == kind);
    let predicate = of_kind(&MemberKind::Predicate).filter(|_| syntax.predicate);
    let suffixes: Vec<TextSuffix> = syntax
        .suffixes
        .iter()
        .enumerate()
        .filter_map(|(i, s)| {
            by_field(&s.field, s.bitfield.as_deref()).map(|member| TextSuffix {
                on_mnemonic: i == 0
                    && s.flag.is_some()
                    && !s.joined
                    && s.separator.as_deref() == Some("_"),
                member,
                flag: s.flag.clone(),
                prefix: s.prefix.clone(),
                default: s.default.clone(),
                joined: s.joined && s.flag.is_some(),
                clear: s.clear.clone().filter(|_| s.flag.is_some()),
            })
        })
        .collect();
    let exec = match (
        of_kind(&MemberKind::ExecMask),
        of_kind(&MemberKind::ExecSize),
        &syntax.exec_from,
    ) {
        // GATHER: the mask and size bitfields of Num_elts.
        (_, _, Some(from)) if syntax.exec_size => {
            by_field(&from.field, Some(&from.mask)).zip(by_field(&from.field, Some(&from.size)))
        }
        (Some(mask), Some(size), _) if syntax.exec_size => Some((mask, size)),
        _ => None,
    };
    // What precedes the first operand: after the execution size, or after the mnemonic
    // (VME_IME's `vme_ime(0,0)`); one space unless an erratum says otherwise.
    let separator = syntax.exec_separator.clone();
    // Members the variant's rules fix are constants of its text (whether `members` holds
    // them or not).
    let (_, fixed) = type_members(op, variant);
    let is_fixed = |m: &Member| fixed.iter().any(|(f, _)| f == m);
    let op_text = syntax.op_text(&variant.name).map(|t| OpTextLayout {
        mnemonic: (!t.mnemonic.is_empty()).then(|| Piece::resolve(&t.mnemonic.0, members, &fixed)),
        suffix: Piece::resolve(&t.suffix.0, members, &fixed),
        operands: t
            .operands
            .iter()
            .map(|o| Piece::resolve(&o.0, members, &fixed))
            .collect(),
        implied: t
            .implied
            .iter()
            .filter_map(|(field, value)| {
                let m = members.iter().find(|m| &m.field == field && !is_fixed(m))?;
                Some((m, value.clone()))
            })
            .collect(),
    });
    let exec = match (&op_text, syntax.op_text(&variant.name)) {
        (Some(_), Some(t)) if t.exec_size => {
            of_kind(&MemberKind::ExecMask).zip(of_kind(&MemberKind::ExecSize))
        }
        (Some(_), _) => None,
        (None, _) => exec,
    };
    let separator = if op_text.is_some() {
        " ".to_owned()
    } else {
        separator
    };
    let suffixes = if op_text.is_some() {
        Vec::new()
    } else {
        suffixes
    };
    let mut operands: Vec<&Member> = syntax
        .operands
        .iter()
        .filter(|_| op_text.is_none())
        .filter_map(|field| by_field(field, None))
        .collect();
    operands.extend(
        members
            .iter()
            .filter(|_| op_text.is_none())
            .filter(|m| matches!(m.kind, MemberKind::Raw { counted: true })),
    );
    let groups = operand_groups(op, syntax, &operands);
    let mnemonic_member = syntax
        .mnemonic_from
        .as_ref()
        .and_then(|s| by_field(&s.field, s.bitfield.as_deref()))
        .filter(|m| matches!(m.kind, MemberKind::Enum { .. }));
    let printed: Vec<&Member> = predicate
        .into_iter()
        .chain(mnemonic_member)
        .chain(suffixes.iter().map(|s| s.member))
        .chain(exec.into_iter().flat_map(|(mask, size)| [mask, size]))
        .chain(operands.iter().copied())
        .chain(op_text.iter().flat_map(|t| {
            t.mnemonic
                .iter()
                .chain(std::iter::once(&t.suffix))
                .chain(&t.operands)
                .flat_map(|pieces| Piece::printed(pieces))
        }))
        .collect();
    let unprinted = members
        .iter()
        .filter(|m| !printed.iter().any(|p| std::ptr::eq(*p, *m)) && !is_fixed(m))
        .collect();
    let quoted = operands
        .iter()
        .copied()
        .filter(|m| syntax.quoted.contains(&m.field))
        .collect();
    let address_of = operands
        .iter()
        .copied()
        .filter(|m| syntax.address_of.contains(&m.field))
        .collect();
    let definition = syntax
        .definition
        .as_ref()
        .and_then(|d| by_field(&d.field, None).map(|m| (m, d.prefix.clone(), d.suffix.clone())));
    TextLayout {
        predicate,
        mnemonic: variant.mnemonic.clone(),
        mnemonic_member,
        suffixes,
        exec,
        separator,
        operands,
        groups,
        unprinted,
        quoted,
        address_of,
        definition,
        op_text,
    }
}

/// Every mnemonic `variant` prints: the asm names of the `mnemonic_from` bitfield's values
/// (`raw_send`, `raw_sendc`), else its own mnemonic.
pub fn variant_mnemonics(op: &Opcode, variant: &Variant) -> Vec<String> {
    if let Some(t) = op
        .syntax
        .op_text(&variant.name)
        .filter(|t| !t.mnemonic.is_empty())
    {
        return spelled_mnemonics(op, variant, &t.mnemonic);
    }
    let from = op.syntax.mnemonic_from.as_ref().and_then(|s| {
        let field = op.field(&s.field)?;
        let b = field.bitfield(s.bitfield.as_deref()?)?;
        (b.kind == BitfieldKind::Enum).then_some(b)
    });
    match from {
        Some(b) => {
            let mut names: Vec<String> = b
                .values
                .iter()
                .map(|v| v.asm.clone().unwrap_or_else(|| v.name.clone()))
                .collect();
            names.dedup();
            names
        }
        None => vec![variant.mnemonic.clone()],
    }
}

/// Every mnemonic the text of `variant` may start with, in either layout's text
/// ([`variant_mnemonics`] of each, and each with a flag written on it, `raw_sends_eot`), in
/// order of first appearance: what a parser dispatches on.
pub fn variant_mnemonics_read(op: &Opcode, variant: &Variant) -> Vec<String> {
    let mut out = Vec::new();
    let current = op.current_text();
    for op in std::iter::once(op).chain(current.as_ref()) {
        let names = variant_mnemonics(op, variant);
        let on_mnemonic = op
            .syntax
            .suffixes
            .first()
            .filter(|s| s.flag.is_some() && !s.joined && s.separator.as_deref() == Some("_"))
            .and_then(|s| s.flag.clone());
        let joined = on_mnemonic
            .iter()
            .flat_map(|flag| names.iter().map(move |n| format!("{n}_{flag}")));
        for name in names.iter().cloned().chain(joined.collect::<Vec<_>>()) {
            if !out.contains(&name) {
                out.push(name);
            }
        }
    }
    out
}

/// Every text of an op text's mnemonic template: the template over each combination of the
/// values of the members it refers to (flags and enumerations, which the errata check), in
/// order of first appearance.
fn spelled_mnemonics(op: &Opcode, variant: &Variant, template: &Template) -> Vec<String> {
    let (members, fixed) = type_members(op, variant);
    let pieces = Piece::resolve(&template.0, &members, &fixed);
    let referenced = Piece::referenced(&pieces);
    // Each member's values: its name and its own text.
    let choices: Vec<Vec<(String, String)>> = referenced
        .iter()
        .map(|m| match &m.kind {
            MemberKind::Flag { .. } => ["false", "true"]
                .map(|v| (v.to_owned(), v.to_owned()))
                .to_vec(),
            _ => op
                .field(&m.field)
                .and_then(|f| m.bitfield(f))
                .map(|b| {
                    b.values
                        .iter()
                        .map(|v| (v.name.clone(), v.asm.clone().unwrap_or(v.name.clone())))
                        .collect()
                })
                .unwrap_or_default(),
        })
        .collect();
    fn text(
        pieces: &[Piece],
        referenced: &[&Member],
        values: &[&(String, String)],
        out: &mut String,
    ) {
        let value = |m: &Member| {
            referenced
                .iter()
                .position(|r| std::ptr::eq(*r, m))
                .map(|i| values[i])
        };
        for p in pieces {
            match p {
                Piece::Text(t) => out.push_str(t),
                Piece::Member {
                    member, spellings, ..
                } => {
                    if let Some((name, own)) = value(member) {
                        let spelled = spellings.iter().find(|s| &s.value == name);
                        out.push_str(spelled.map_or(own, |s| &s.text));
                    }
                }
                Piece::Optional {
                    printed_when,
                    conditions,
                    pieces,
                } => {
                    let holds = conditions
                        .iter()
                        .all(|(m, names)| value(m).is_some_and(|(name, _)| names.contains(name)));
                    if holds == *printed_when {
                        text(pieces, referenced, values, out);
                    }
                }
            }
        }
    }
    let mut out: Vec<String> = Vec::new();
    let mut at = vec![0usize; choices.len()];
    if choices.iter().any(Vec::is_empty) {
        return out;
    }
    loop {
        let values: Vec<&(String, String)> = at.iter().zip(&choices).map(|(&i, c)| &c[i]).collect();
        let mut s = String::new();
        text(&pieces, &referenced, &values, &mut s);
        if !out.contains(&s) {
            out.push(s);
        }
        // The next combination, the last member's values first.
        let Some(i) = (0..at.len()).rev().find(|&i| at[i] + 1 < choices[i].len()) else {
            return out;
        };
        at[i] += 1;
        for later in &mut at[i + 1..] {
            *later = 0;
        }
    }
}

/// Whether `m` is a destination vector operand (printed and encoded in destination form).
pub fn is_destination(op: &Opcode, m: &Member) -> bool {
    m.kind == MemberKind::Vector && op.field(&m.field).is_some_and(|f| f.destination)
}

/// The destination member whose `sat` modifier prints as `.sat` on the mnemonic: the one the
/// Text syntax's `[.sat]` names.
pub fn saturated_member<'m>(op: &Opcode, members: &'m [Member]) -> Option<&'m Member> {
    let field = op.syntax.saturate.as_deref()?;
    members
        .iter()
        .find(|m| m.field == field && is_destination(op, m))
}

impl TextLayout<'_> {
    /// The layout as one syntax line, each member by its Rust name, e.g.
    /// `[(<predicate>)] lod[.pixel_null_mask].<channels> (<exec_mask>, <exec_size>) <dst> [<u>]`,
    /// `{raw_send|raw_sendc} (<exec_mask>, <exec_size>) 0x<ex_msg_desc> …`, `L<label>:`.
    pub fn syntax_line(&self, op: &Opcode) -> String {
        let name = |m: &Member| m.ident.trim_start_matches("r#").to_owned();
        if let Some((m, prefix, suffix)) = &self.definition {
            return format!("{prefix}<{}>{suffix}", name(m));
        }
        let mut line = String::new();
        if let Some(m) = self.predicate {
            let required = op.field(&m.field).is_some_and(|f| f.constraints.required);
            line.push_str(&if required {
                format!("(<{}>) ", name(m))
            } else {
                format!("[(<{}>)] ", name(m))
            });
        }
        match self.mnemonic_member {
            Some(_) => {
                let all = op
                    .variants
                    .first()
                    .map(|v| variant_mnemonics(op, v))
                    .unwrap_or_default();
                line.push_str(&format!("{{{}}}", all.join("|")));
            }
            None => match self.op_text.as_ref().and_then(|t| t.mnemonic.as_ref()) {
                Some(pieces) => line.push_str(&Piece::syntax(pieces)),
                None => line.push_str(&self.mnemonic),
            },
        }
        if let Some(t) = &self.op_text {
            line.push_str(&Piece::syntax(&t.suffix));
        }
        for (i, s) in self.suffixes.iter().enumerate() {
            let run_starts = s.joined && (i == 0 || !self.suffixes[i - 1].joined);
            let run_ends = s.joined && !self.suffixes.get(i + 1).is_some_and(|x| x.joined);
            line.push_str(&match (&s.flag, &s.prefix) {
                // A run of flags after one `.`, in any order: `[.[<A>][<Z>]]`.
                (Some(flag), _) if s.joined => format!(
                    "{}[{flag}]{}",
                    if run_starts { "[." } else { "" },
                    if run_ends { "]" } else { "" }
                ),
                (Some(flag), _) => format!("[.{flag}]"),
                (None, _) if s.default.is_some() => format!("[.<{}>]", name(s.member)),
                (None, Some(prefix)) => format!(".{prefix}<{} in hex>", name(s.member)),
                (None, None) => format!(".<{}>", name(s.member)),
            });
        }
        if op.syntax.saturate.is_some() && op.saturation.is_some() {
            line.push_str("[.sat]");
        }
        if let Some((mask, size)) = self.exec {
            line.push_str(&format!(" (<{}>, <{}>)", name(mask), name(size)));
        }
        for pieces in self.op_text.iter().flat_map(|t| &t.operands) {
            line.push(' ');
            line.push_str(&Piece::syntax(pieces));
        }
        for (i, (m, group)) in self.operands.iter().zip(&self.groups).enumerate() {
            line.push_str(&group.before(i == 0, &self.separator));
            let mut operand = format!("<{}>", name(m));
            if let Some(form) = op.syntax.operand_form(&m.field) {
                let prefix = form.prefix.as_deref().unwrap_or("");
                operand = format!("{prefix}{}{operand}", if form.hex { "0x" } else { "" });
            }
            if self.quoted.iter().any(|q| std::ptr::eq(*q, *m)) {
                operand = format!("\"{operand}\"");
            }
            // A general or state operand prints as its address, `&V101[40]`.
            if self.address_of.iter().any(|a| std::ptr::eq(*a, *m)) {
                operand = format!("[&]{operand}");
            }
            if matches!(m.kind, MemberKind::Raw { counted: true }) {
                operand = format!("[{operand}]");
            }
            line.push_str(&operand);
            line.push_str(group.after());
        }
        line
    }
}

/// The type a vector field's variables and immediates get (in the vectors, and in the text
/// where an immediate prints without its type, LSC's `0x0`): the field's own
/// "Must have type", else the instruction's first type map (destination or source side), else
/// its first Supported Types entry without a platform tag, else UD. One type for all operands
/// keeps IGC's verifier, which wants matching operand types, content.
pub fn element_type(op: &Opcode, field: &Field) -> String {
    let unplatformed = |p: &Option<String>| p.is_none();
    field
        .constraints
        .types
        .first()
        .or_else(|| {
            let map = op.type_maps.iter().find(|m| unplatformed(&m.platform))?;
            if field.destination {
                map.dst.first()
            } else {
                map.src.first()
            }
        })
        .or_else(|| {
            op.supported_types
                .iter()
                .find(|t| unplatformed(&t.platform))
                .and_then(|t| t.types.first())
        })
        .map_or_else(|| "ud".to_owned(), |t| t.to_ascii_lowercase())
}

/// How value `v` of enumerated bitfield `b` prints: its asm name, else a sub-op's name in
/// lower case, else its name.
pub fn value_spelling(b: &Bitfield, v: &EnumValue) -> String {
    v.asm.clone().unwrap_or_else(|| {
        if b.kind == BitfieldKind::SubOp {
            v.name.to_ascii_lowercase()
        } else {
            v.name.clone()
        }
    })
}

/// How a fixed member's value ([`fixed_value`]) prints where op-text piece `f` prints its
/// member: the piece's own spelling of the value, else its asm name, else its name.
fn fixed_text(f: &FieldText, value: &FixedValue) -> String {
    match value.value {
        Some(v) => f.spelling(&v.name).map_or_else(
            || v.asm.clone().unwrap_or_else(|| v.name.clone()),
            str::to_owned,
        ),
        None => (value.code != 0).to_string(),
    }
}

/// The largest length the bits `[hi, lo]` of a descriptor hold (a `DescriptorLength` rule's).
pub fn length_bits_max(bits: [u8; 2]) -> u64 {
    (1u64 << (bits[0] - bits[1] + 1)) - 1
}

/// The member of `members` holding the values of `set` (an enumerated bitfield, or the
/// execution size).
pub fn value_set_member<'m>(
    op: &Opcode,
    members: &'m [Member],
    set: &ValueSet,
) -> Option<&'m Member> {
    members.iter().find(|m| {
        m.field == set.field
            && match &m.kind {
                MemberKind::Enum { bitfield, .. } | MemberKind::Flag { bitfield } => {
                    bitfield == &set.bitfield
                }
                MemberKind::ExecSize => op
                    .field(&set.field)
                    .and_then(|f| f.bitfield_of_kind(BitfieldKind::ExecSize))
                    .is_some_and(|b| b.name == set.bitfield),
                // Whether the raw operand is `%null` (`NULL_VALUE`).
                MemberKind::Raw { counted: false } => set.bitfield.is_empty(),
                _ => false,
            }
    })
}

/// The variant's members of each [`Rule::ValueCombinations`] (one per enumerated bitfield the
/// rule names, in the rule's order), with the rule's combinations; none for a rule whose
/// members the variant lacks. The generated `validate` and the reference interpreter read the
/// rule through this one lookup.
pub fn combination_members<'o, 'm>(
    op: &'o Opcode,
    members: &'m [Member],
) -> Vec<(Vec<&'m Member>, &'o [Combination])> {
    op.rules
        .iter()
        .filter_map(|r| {
            let Rule::ValueCombinations {
                members: enums,
                combinations,
                ..
            } = r
            else {
                return None;
            };
            let found: Option<Vec<&Member>> = enums
                .iter()
                .map(|e| {
                    members.iter().find(|m| {
                        m.field == e.field && m.enum_bitfield() == Some(e.bitfield.as_str())
                    })
                })
                .collect();
            Some((found?, &combinations[..]))
        })
        .collect()
}

/// The only value a variant's own rules leave one of its members:
///
/// - a flag that a [`Rule::FlagRestricted`] does not let the variant set (3D_SAMPLE's
///   `cps_lod_compensation` outside the ops the rule lists) is always clear;
/// - an enumerated member that a [`Rule::ValueRequires`] without conditions, for the variant
///   (all ops, or a list naming it), restricts to one value (LSC_UNTYPED's `DataOrder` of the
///   quad ops and atomics, `nontranspose`) always has that value.
///
/// Not an enumerated member that IGC's text prints on its own outside an op text (a suffix,
/// an operand, the mnemonic, the execution size) or that a [`Rule::ValueCombinations`] names:
/// the text layout and the combinations test such a member's value, not a constant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FixedValue<'o> {
    /// The value, as the member's bits.
    pub code: u64,
    /// The enumerated value, for an enumerated member.
    pub value: Option<&'o EnumValue>,
    /// The rule that leaves it no other.
    pub rule: &'o Rule,
}

impl FixedValue<'_> {
    /// How the value reads in a rule's value set or an op text's condition: its name, or for
    /// a flag `1` or `0`.
    pub fn name(&self) -> String {
        self.value
            .map_or_else(|| self.code.to_string(), |v| v.name.clone())
    }
}

/// The only value `variant`'s own rules leave member `m`, if they leave it one (see
/// [`FixedValue`]). Such a member is no field of the variant's Rust type: its encoder writes
/// the value, its decoder rejects any other, its text is as for that value.
pub fn fixed_value<'o>(op: &'o Opcode, variant: &Variant, m: &Member) -> Option<FixedValue<'o>> {
    match &m.kind {
        MemberKind::Flag { bitfield } => op
            .rules
            .iter()
            .find(|rule| {
                matches!(rule, Rule::FlagRestricted { field, bitfield: b, ops, .. }
                    if *field == m.field && b == bitfield && !ops.contains(&variant.name))
            })
            .map(|rule| FixedValue {
                code: 0,
                value: None,
                rule,
            }),
        MemberKind::Enum { bitfield, .. } if !printed_outside_op_text(op, variant, m) => {
            let b = op.field(&m.field)?.bitfield(bitfield)?;
            op.rules.iter().find_map(|rule| {
                let Rule::ValueRequires {
                    ops, when, then, ..
                } = rule
                else {
                    return None;
                };
                let applies = (ops.is_empty() || ops.contains(&variant.name)) && when.is_empty();
                if !applies || then.field != m.field || &then.bitfield != bitfield {
                    return None;
                }
                let [name] = &then.values[..] else {
                    return None;
                };
                let value = b.values.iter().find(|v| &v.name == name)?;
                Some(FixedValue {
                    code: value.code,
                    value: Some(value),
                    rule,
                })
            })
        }
        _ => None,
    }
}

/// Whether `variant`'s text prints enumerated member `m` on its own outside an op text (a
/// suffix, an operand, the mnemonic, the execution size; see [`text_layout`]), or a
/// [`Rule::ValueCombinations`] names it: places that test its value (see [`FixedValue`]).
fn printed_outside_op_text(op: &Opcode, variant: &Variant, m: &Member) -> bool {
    let Some(bitfield) = m.enum_bitfield() else {
        return false;
    };
    let names =
        |field: &str, b: Option<&str>| field == m.field && b.map_or(true, |b| b == bitfield);
    let syntax = &op.syntax;
    // An op text replaces the suffixes, the operands and the execution size.
    let plain = syntax.op_text(&variant.name).is_none();
    let in_plain_text = syntax
        .suffixes
        .iter()
        .any(|s| s.flag.is_none() && names(&s.field, s.bitfield.as_deref()))
        || syntax.operands.iter().any(|f| names(f, None))
        || syntax.exec_from.as_ref().is_some_and(|e| {
            names(&e.field, Some(e.mask.as_str())) || names(&e.field, Some(e.size.as_str()))
        });
    plain && in_plain_text
        || syntax
            .mnemonic_from
            .as_ref()
            .is_some_and(|s| names(&s.field, s.bitfield.as_deref()))
        || op.rules.iter().any(|r| {
            matches!(r, Rule::ValueCombinations { members, .. }
                if members.iter().any(|e| names(&e.field, Some(e.bitfield.as_str()))))
        })
}

/// A member the variant's own rules fix to one value ([`fixed_value`]), with that value.
pub type Fixed<'o> = (Member, FixedValue<'o>);

/// The members of `variant`'s Rust type, and apart those its own rules fix to one value
/// ([`fixed_value`]), which the type leaves out.
pub fn type_members<'o>(op: &'o Opcode, variant: &Variant) -> (Vec<Member>, Vec<Fixed<'o>>) {
    let mut held = Vec::new();
    let mut fixed = Vec::new();
    for m in members(op, variant) {
        match fixed_value(op, variant, &m) {
            Some(value) => fixed.push((m, value)),
            None => held.push(m),
        }
    }
    (held, fixed)
}

/// What a rule's value set ([`ValueSet`]) tests in a variant's type: a member, or the value
/// of a member the variant's rules fix ([`fixed_value`]), which is then a constant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetHolder<'m, 'o> {
    /// A member of the type.
    Member(&'m Member),
    /// A fixed member: whether its value is one of the set's, and the value.
    Fixed {
        /// The value is one of the set's.
        holds: bool,
        /// The value.
        value: FixedValue<'o>,
    },
}

/// What `set` tests in `variant`, whose type has `members` ([`SetHolder`]); `None` when the
/// variant has no member holding its values.
pub fn value_set_holder<'m, 'o>(
    op: &'o Opcode,
    variant: &Variant,
    members: &'m [Member],
    set: &ValueSet,
) -> Option<SetHolder<'m, 'o>> {
    if let Some(m) = value_set_member(op, members, set) {
        return Some(SetHolder::Member(m));
    }
    let all = self::members(op, variant);
    let m = value_set_member(op, &all, set)?;
    let value = fixed_value(op, variant, m)?;
    Some(SetHolder::Fixed {
        holds: set.values.contains(&value.name()),
        value,
    })
}

impl Member {
    /// Whether an op-text template's `name` names this member: its field (`DataSize`), or
    /// its bitfield of its field (`Mask.commit_enable_bit`).
    pub fn named(&self, name: &str) -> bool {
        if self.field == name {
            return true;
        }
        let bitfield = match &self.kind {
            MemberKind::Flag { bitfield }
            | MemberKind::Enum { bitfield, .. }
            | MemberKind::Channels { bitfield }
            | MemberKind::Int { bitfield, .. }
            | MemberKind::Reserved { bitfield, .. } => bitfield,
            _ => return false,
        };
        name.strip_prefix(self.field.as_str())
            .and_then(|rest| rest.strip_prefix('.'))
            == Some(bitfield.as_str())
    }

    /// The name of the enumerated bitfield this member holds, if it is an enumerated member
    /// (the value sets, combinations and text of the rules name bitfields so).
    pub fn enum_bitfield(&self) -> Option<&str> {
        match &self.kind {
            MemberKind::Enum { bitfield, .. } => Some(bitfield),
            _ => None,
        }
    }
}
